//! Type sizes, alignments and struct field offsets, per the module's data layout.
//!
//! Types are read through MLIR's type API ([`DataLayout::type_info_of`]), never from their
//! printed form: a type nested in an LLVM type prints without its `!llvm.` prefix
//! (`!llvm.struct<(ptr, array<2 x i32>)>`), so text keyed on `!llvm.ptr` misreads it. The
//! text reader ([`DataLayout::type_info`]) remains for callers that still hold a printed
//! type, and reads both spellings. The rules are LLVM's defaults for NVPTX: natural
//! alignment, integers aligned to the next specified width, pointers 64-bit unless the
//! module's `dlti.dl_spec` says otherwise for an address space.

use kestrel_dialects::raw::{TypeShape, type_shape};
use melior::ir::{OperationRef, Type, operation::OperationLike};
use std::collections::BTreeMap;

/// Size and alignment in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layout {
    /// Allocation size: what a GEP steps over (store size rounded up to the alignment).
    pub size: u64,
    pub align: u64,
}

/// A type's layout and, for structs, its field offsets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeInfo {
    Scalar(Layout),
    Array {
        layout: Layout,
        element: Box<TypeInfo>,
        count: u64,
    },
    Vector {
        layout: Layout,
        element: Box<TypeInfo>,
        count: u64,
    },
    Struct {
        layout: Layout,
        fields: Vec<(u64, TypeInfo)>,
    },
}

impl TypeInfo {
    pub fn layout(&self) -> Layout {
        match self {
            Self::Scalar(layout) => *layout,
            Self::Array { layout, .. }
            | Self::Vector { layout, .. }
            | Self::Struct { layout, .. } => *layout,
        }
    }
}

/// The pointer widths of a module (bits per address space; others default to 64).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DataLayout {
    pointer_bits: BTreeMap<u32, u32>,
}

const MAX_NESTING: usize = 64;

impl DataLayout {
    /// The data layout of the module enclosing `op` (its `dlti.dl_spec`), or the default.
    pub fn of(op: &OperationRef) -> Self {
        let mut current = Some(*op);
        while let Some(candidate) = current {
            if let Ok(spec) = candidate.attribute("dlti.dl_spec") {
                return match kestrel_dialects::raw::pointer_sizes(spec) {
                    Some(sizes) => Self {
                        pointer_bits: sizes.into_iter().collect(),
                    },
                    None => Self::parse_spec(&spec.to_string()),
                };
            }
            current = candidate.parent_operation();
        }
        Self::default()
    }

    /// Reads `!llvm.ptr<N> = dense<BITS>` entries from a printed `#dlti.dl_spec`.
    pub fn parse_spec(text: &str) -> Self {
        let mut pointer_bits = BTreeMap::new();
        for entry in text.split("!llvm.ptr").skip(1) {
            let (space, rest) = match entry.strip_prefix('<') {
                Some(rest) => match rest.split_once('>') {
                    Some((n, rest)) => (n.trim().parse().unwrap_or(u32::MAX), rest),
                    None => continue,
                },
                None => (0, entry),
            };
            if let Some(bits) = rest
                .trim_start()
                .strip_prefix("= dense<")
                .and_then(|r| r.split(['>', ',']).next())
                && let Ok(bits) = bits.trim().parse::<u32>()
                && space != u32::MAX
            {
                pointer_bits.insert(space, bits);
            }
        }
        Self { pointer_bits }
    }

    /// Width in bits of a pointer in `space`.
    pub fn pointer_bits(&self, space: u32) -> u32 {
        self.pointer_bits.get(&space).copied().unwrap_or(64)
    }

    /// The layout of `ty`; `None` for unsized or unknown types.
    pub fn type_info_of(&self, ty: Type) -> Option<TypeInfo> {
        self.type_info_at(ty, 0)
    }

    /// Allocation size in bytes of `ty`.
    pub fn size_of_type(&self, ty: Type) -> Option<u64> {
        self.type_info_of(ty).map(|t| t.layout().size)
    }

    fn type_info_at(&self, ty: Type, depth: usize) -> Option<TypeInfo> {
        if depth > MAX_NESTING {
            return None;
        }
        let scalar = |size, align| Some(TypeInfo::Scalar(Layout { size, align }));
        match type_shape(ty) {
            TypeShape::Pointer(space) => {
                let bytes = u64::from(self.pointer_bits(space).div_ceil(8));
                scalar(bytes, bytes)
            }
            TypeShape::Integer(bits) => Some(TypeInfo::Scalar(integer_layout(u64::from(bits)))),
            TypeShape::Float(bits) => float_bytes(bits).and_then(|bytes| scalar(bytes, bytes)),
            TypeShape::Array(element, count) => {
                array_info(self.type_info_at(element, depth + 1)?, count)
            }
            TypeShape::Vector(element, count) => {
                vector_info(self.type_info_at(element, depth + 1)?, count)
            }
            TypeShape::Struct { fields, packed } => struct_info(
                fields
                    .into_iter()
                    .map(|field| self.type_info_at(field, depth + 1))
                    .collect::<Option<Vec<_>>>()?,
                packed,
            ),
            TypeShape::Other => None,
        }
    }

    /// The layout of the type printed as `text`; `None` for unsized or unknown types.
    /// Prefer [`Self::type_info_of`]: a type's printed form depends on where it is printed.
    pub fn type_info(&self, text: &str) -> Option<TypeInfo> {
        let mut parser = TypeParser {
            text: text.trim(),
            layout: self,
            depth: 0,
        };
        let info = parser.parse()?;
        parser.text.trim().is_empty().then_some(info)
    }

    /// Allocation size in bytes of the type printed as `text`. Prefer [`Self::size_of_type`].
    pub fn size_of(&self, text: &str) -> Option<u64> {
        self.type_info(text).map(|t| t.layout().size)
    }
}

fn round_up(value: u64, align: u64) -> u64 {
    value.div_ceil(align.max(1)) * align.max(1)
}

/// Bytes of a float type of `bits` bits whose layout NVPTX defines.
fn float_bytes(bits: u32) -> Option<u64> {
    match bits {
        16 | 32 | 64 | 128 => Some(u64::from(bits / 8)),
        _ => None,
    }
}

fn array_info(element: TypeInfo, count: u64) -> Option<TypeInfo> {
    let e = element.layout();
    Some(TypeInfo::Array {
        layout: Layout {
            size: e.size.checked_mul(count)?,
            align: e.align,
        },
        element: Box::new(element),
        count,
    })
}

fn vector_info(element: TypeInfo, count: u64) -> Option<TypeInfo> {
    let bytes = element.layout().size.checked_mul(count)?;
    let align = bytes.next_power_of_two().max(1);
    Some(TypeInfo::Vector {
        layout: Layout {
            size: round_up(bytes, align),
            align,
        },
        element: Box::new(element),
        count,
    })
}

/// A struct's layout: each field at the next offset its alignment allows (1 when packed),
/// the size rounded up to the largest alignment.
fn struct_info(fields: Vec<TypeInfo>, packed: bool) -> Option<TypeInfo> {
    let mut placed = Vec::with_capacity(fields.len());
    let mut offset = 0u64;
    let mut align = 1u64;
    for field in fields {
        let l = field.layout();
        let field_align = if packed { 1 } else { l.align };
        offset = round_up(offset, field_align);
        placed.push((offset, field));
        offset = offset.checked_add(l.size)?;
        align = align.max(field_align);
    }
    Some(TypeInfo::Struct {
        layout: Layout {
            size: round_up(offset, align),
            align,
        },
        fields: placed,
    })
}

fn integer_layout(bits: u64) -> Layout {
    let store = bits.div_ceil(8).max(1);
    let align = match bits {
        0..=8 => 1,
        9..=16 => 2,
        17..=32 => 4,
        33..=64 => 8,
        _ => 16,
    };
    Layout {
        size: round_up(store, align),
        align,
    }
}

struct TypeParser<'t> {
    text: &'t str,
    layout: &'t DataLayout,
    depth: usize,
}

impl TypeParser<'_> {
    fn eat(&mut self, prefix: &str) -> bool {
        let trimmed = self.text.trim_start();
        match trimmed.strip_prefix(prefix) {
            Some(rest) => {
                self.text = rest;
                true
            }
            None => false,
        }
    }

    fn number(&mut self) -> Option<u64> {
        let trimmed = self.text.trim_start();
        let end = trimmed
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(trimmed.len());
        let value = trimmed[..end].parse().ok()?;
        self.text = &trimmed[end..];
        Some(value)
    }

    fn parse(&mut self) -> Option<TypeInfo> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return None;
        }
        let result = self.parse_inner();
        self.depth -= 1;
        result
    }

    fn parse_inner(&mut self) -> Option<TypeInfo> {
        let scalar = |size, align| Some(TypeInfo::Scalar(Layout { size, align }));
        // Nested in an LLVM type, an LLVM type prints without its `!llvm.` prefix.
        let llvm = self.eat("!llvm.");
        if self.eat("ptr") {
            let space = if self.eat("<") {
                let n = self.number()? as u32;
                self.eat(">").then_some(n)?
            } else {
                0
            };
            let bytes = u64::from(self.layout.pointer_bits(space).div_ceil(8));
            return scalar(bytes, bytes);
        }
        if self.eat("array<") {
            let count = self.number()?;
            if !self.eat("x") {
                return None;
            }
            let element = self.parse()?;
            self.eat(">").then_some(())?;
            return array_info(element, count);
        }
        if !llvm && self.eat("vector<") {
            let count = self.number()?;
            if !self.eat("x") {
                return None;
            }
            let element = self.parse()?;
            self.eat(">").then_some(())?;
            return vector_info(element, count);
        }
        if self.eat("struct<") {
            if self.text.trim_start().starts_with('"') {
                let rest = self.text.trim_start();
                let close = rest[1..].find('"')? + 2;
                self.text = &rest[close..];
                if !self.eat(",") {
                    return None;
                }
            }
            let packed = self.eat("packed");
            if self.eat("opaque") {
                return None;
            }
            self.eat("(").then_some(())?;
            let mut fields = Vec::new();
            if !self.eat(")") {
                loop {
                    fields.push(self.parse()?);
                    if self.eat(")") {
                        break;
                    }
                    self.eat(",").then_some(())?;
                }
            }
            self.eat(">").then_some(())?;
            return struct_info(fields, packed);
        }
        if llvm {
            return None;
        }
        for (name, size) in [
            ("f16", 2),
            ("bf16", 2),
            ("f32", 4),
            ("f64", 8),
            ("f128", 16),
        ] {
            let trimmed = self.text.trim_start();
            if trimmed.starts_with(name)
                && !trimmed[name.len()..].starts_with(|c: char| c.is_ascii_alphanumeric())
            {
                self.text = &trimmed[name.len()..];
                return scalar(size, size);
            }
        }
        if self.eat("i") {
            let bits = self.number()?;
            return Some(TypeInfo::Scalar(integer_layout(bits)));
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{Module, operation::OperationLike};

    /// The spec read through the shim gives what its printed form says, also for more
    /// pointer entries than the first read has room for.
    #[test]
    fn pointer_sizes_read_from_the_spec_match_its_printed_form() {
        let context = kestrel_dialects::new_context(false);
        let entries: Vec<String> = (1..=11)
            .map(|space| {
                let bits = if space % 2 == 0 { 32 } else { 64 };
                format!("!llvm.ptr<{space}> = dense<{bits}> : vector<4xi64>")
            })
            .collect();
        let text = format!(
            "module attributes {{dlti.dl_spec = #dlti.dl_spec<{}, i64 = dense<64> : vector<2xi64>>}} {{}}",
            entries.join(", ")
        );
        let module = Module::parse(&context, &text).expect("the spec parses");
        let spec = module
            .as_operation()
            .attribute("dlti.dl_spec")
            .expect("the module has a spec");
        let read = kestrel_dialects::raw::pointer_sizes(spec).expect("a layout spec");
        assert_eq!(read.len(), 11);
        let printed = DataLayout::parse_spec(&spec.to_string());
        assert_eq!(
            DataLayout {
                pointer_bits: read.into_iter().collect()
            },
            printed
        );
        assert_eq!(printed.pointer_bits(10), 32);
        assert_eq!(printed.pointer_bits(11), 64);
    }

    fn size(text: &str) -> Option<u64> {
        DataLayout::default().size_of(text)
    }

    #[test]
    fn scalars_and_pointers() {
        assert_eq!(size("i1"), Some(1));
        assert_eq!(size("i24"), Some(4));
        assert_eq!(size("i64"), Some(8));
        assert_eq!(size("i128"), Some(16));
        assert_eq!(size("f16"), Some(2));
        assert_eq!(size("!llvm.ptr"), Some(8));
        assert_eq!(size("!llvm.ptr<3>"), Some(8));
        let spec = DataLayout::parse_spec(
            "#dlti.dl_spec<!llvm.ptr<6> = dense<32> : vector<4xi64>, !llvm.ptr<3> = dense<32> : vector<4xi64>, i64 = dense<64> : vector<2xi64>>",
        );
        assert_eq!(spec.size_of("!llvm.ptr<3>"), Some(4));
        assert_eq!(spec.size_of("!llvm.ptr"), Some(8));
    }

    #[test]
    fn structs_are_padded_to_natural_alignment() {
        let info = DataLayout::default()
            .type_info("!llvm.struct<(i8, i32, i8, f64)>")
            .unwrap();
        let TypeInfo::Struct { layout, fields } = info else {
            panic!("a struct")
        };
        let offsets: Vec<_> = fields.iter().map(|(o, _)| *o).collect();
        assert_eq!(offsets, [0, 4, 8, 16]);
        assert_eq!(layout, Layout { size: 24, align: 8 });
        assert_eq!(size("!llvm.struct<packed (i8, i32)>"), Some(5));
        assert_eq!(
            size("!llvm.struct<\"float4\", (f32, f32, f32, f32)>"),
            Some(16)
        );
    }

    #[test]
    fn arrays_vectors_and_nesting() {
        assert_eq!(size("!llvm.array<4 x f32>"), Some(16));
        assert_eq!(size("!llvm.array<2 x !llvm.array<3 x i16>>"), Some(12));
        assert_eq!(size("vector<4xf32>"), Some(16));
        assert_eq!(size("vector<3xf32>"), Some(16));
        assert_eq!(size("!llvm.struct<(i32, !llvm.array<3 x i8>)>"), Some(8));
    }

    /// MLIR prints a type nested in an LLVM type without its `!llvm.` prefix: the type API
    /// and the text reader agree on both spellings, struct-with-pointer included.
    #[test]
    fn types_read_through_the_api_match_their_printed_form() {
        let context = kestrel_dialects::new_context(false);
        let layout = DataLayout::default();
        for (text, size, align) in [
            ("!llvm.struct<(ptr, i32)>", 16, 8),
            ("!llvm.struct<(i32, ptr<3>)>", 16, 8),
            (
                "!llvm.struct<(i8, array<3 x i16>, struct<(i8, f64)>)>",
                24,
                8,
            ),
            ("!llvm.array<2 x struct<packed (i8, ptr)>>", 18, 1),
            ("!llvm.struct<\"pair\", (ptr, f32)>", 16, 8),
            ("vector<4xf32>", 16, 16),
            ("!llvm.ptr", 8, 8),
            ("i1", 1, 1),
        ] {
            let ty = Type::parse(&context, text).expect("the type parses");
            let printed = ty.to_string();
            let info = layout.type_info_of(ty).expect("a sized type");
            assert_eq!(info.layout(), Layout { size, align }, "{text}");
            assert_eq!(layout.type_info(&printed), Some(info), "{printed}");
        }
        let opaque = Type::parse(&context, "!llvm.struct<\"o\", opaque>").unwrap();
        assert_eq!(layout.type_info_of(opaque), None);
        let scalable = Type::parse(&context, "vector<[4]xf32>").unwrap();
        assert_eq!(layout.type_info_of(scalable), None);
    }

    #[test]
    fn unknown_and_unsized_types() {
        assert_eq!(size("!llvm.struct<\"opaque_t\", opaque>"), None);
        assert_eq!(size("!llvm.target<\"x\">"), None);
        assert_eq!(size("i32 junk"), None);
        let deep = "!llvm.array<1 x ".repeat(100) + "i8" + &">".repeat(100);
        assert_eq!(
            size(&deep),
            None,
            "nesting past the cap is refused, not a stack overflow"
        );
    }
}
