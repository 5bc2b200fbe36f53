//! Data layout: sizes, alignments and field offsets of LLVM types on NVPTX, and the
//! flattening of values into scalar leaves.
//!
//! The rules are LLVM's for the standard NVPTX data layout
//! (`e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64`): natural alignment, `i1`/`i8` one
//! byte, `i16` two, `i32`/`f32` four, `i64`/`f64` eight, `i128` sixteen, vectors aligned to
//! their size rounded up to a power of two, arrays as their element, structs to their
//! largest field (packed structs to one byte). Pointer widths come from the module's
//! `dlti.dl_spec` (`!llvm.ptr<3> = dense<32> : vector<4xi64>` makes shared pointers 32-bit);
//! without an entry a pointer is 64-bit.
//!
//! A value of any type is held in registers as its *leaves*: the scalars of its flattened
//! structure, in order, each with its byte offset in memory. Loads and stores of aggregates
//! move leaf by leaf; the padding between leaves is never read or written.

use crate::types::Ty;
use std::collections::BTreeMap;

/// A scalar leaf: what one register holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scalar {
    /// `iN`, N in 1..=64, held zero-extended.
    Int(u8),
    /// `f16`/`bf16` bits, `f32` bits, `f64` bits.
    F16,
    BF16,
    F32,
    F64,
    /// A pointer in `space`, `bits` wide (32 or 64).
    Ptr {
        space: u32,
        bits: u8,
    },
}

impl Scalar {
    /// Bytes this scalar occupies in memory (its store size).
    pub fn bytes(self) -> u32 {
        match self {
            Scalar::Int(width) => u32::from(width).div_ceil(8),
            Scalar::F16 | Scalar::BF16 => 2,
            Scalar::F32 => 4,
            Scalar::F64 => 8,
            Scalar::Ptr { bits, .. } => u32::from(bits) / 8,
        }
    }

    /// Significant bits of the register.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::Int(width) => u32::from(width),
            Scalar::Ptr { bits, .. } => u32::from(bits),
            other => other.bytes() * 8,
        }
    }

    /// The register mask: every valid value satisfies `value & !mask == 0`.
    pub fn mask(self) -> u64 {
        mask(self.bits())
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)
    }
}

/// The low `bits` bits set.
pub fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// One leaf of a flattened value: its scalar type and byte offset in memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaf {
    pub scalar: Scalar,
    pub offset: u32,
}

/// The most leaves one SSA value may have: larger aggregates in registers are rare in
/// kernels and would make every copy slow.
pub const MAX_LEAVES: usize = 4096;

/// The module's data layout.
#[derive(Clone, Debug, Default)]
pub struct DataLayout {
    /// Pointer width in bits per address space; absent spaces are 64-bit.
    pointer_bits: BTreeMap<u32, u8>,
}

impl DataLayout {
    /// Reads the pointer widths of a printed `#dlti.dl_spec<...>` attribute; entries it does
    /// not understand are ignored.
    pub fn from_dl_spec(spec: &str) -> Self {
        let mut pointer_bits = BTreeMap::new();
        let mut rest = spec;
        while let Some(at) = rest.find("!llvm.ptr") {
            rest = &rest[at + "!llvm.ptr".len()..];
            let (space, after) = match rest.strip_prefix('<') {
                Some(inner) => {
                    let end = inner.find('>').unwrap_or(0);
                    (inner[..end].trim().parse().ok(), &inner[end + 1..])
                }
                None => (Some(0), rest),
            };
            let bits = after
                .trim_start()
                .strip_prefix('=')
                .and_then(|v| v.trim_start().strip_prefix("dense<"))
                .map(|v| v.trim_start_matches('['))
                .and_then(|v| {
                    let digits: String = v.chars().take_while(char::is_ascii_digit).collect();
                    digits.parse::<u8>().ok()
                });
            if let (Some(space), Some(bits @ (32 | 64))) = (space, bits) {
                pointer_bits.insert(space, bits);
            }
        }
        Self { pointer_bits }
    }

    /// Width in bits of a pointer in `space`.
    pub fn pointer_bits(&self, space: u32) -> u8 {
        self.pointer_bits.get(&space).copied().unwrap_or(64)
    }

    /// The scalar for a scalar type; `None` for aggregates and unsupported scalars.
    pub fn scalar(&self, ty: &Ty) -> Option<Scalar> {
        match ty {
            Ty::Int(width @ 1..=64) => Some(Scalar::Int(*width as u8)),
            Ty::F16 => Some(Scalar::F16),
            Ty::BF16 => Some(Scalar::BF16),
            Ty::F32 => Some(Scalar::F32),
            Ty::F64 => Some(Scalar::F64),
            Ty::Ptr(space) => Some(Scalar::Ptr {
                space: *space,
                bits: self.pointer_bits(*space),
            }),
            _ => None,
        }
    }

    /// ABI alignment in bytes.
    pub fn align_of(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Int(width) => int_align(*width),
            Ty::F16 | Ty::BF16 => 2,
            Ty::F32 => 4,
            Ty::F64 => 8,
            Ty::Ptr(space) => u64::from(self.pointer_bits(*space) / 8),
            Ty::Vector(..) => self.store_size(ty).max(1).next_power_of_two(),
            Ty::Array(element, _) => self.align_of(element),
            Ty::Struct { packed: true, .. } => 1,
            Ty::Struct { fields, .. } => fields.iter().map(|f| self.align_of(f)).max().unwrap_or(1),
            _ => 1,
        }
    }

    /// Bytes written by a store of `ty` (no tail padding).
    pub fn store_size(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Int(width) => u64::from(*width).div_ceil(8),
            Ty::Vector(element, n) => match element.as_ref() {
                Ty::Int(width) => (u64::from(*width) * n).div_ceil(8),
                other => self.store_size(other) * n,
            },
            _ => self.alloc_size(ty),
        }
    }

    /// Bytes between consecutive array elements of `ty`.
    pub fn alloc_size(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Int(_) | Ty::Vector(..) => align_up(self.store_size(ty), self.align_of(ty)),
            Ty::F16 | Ty::BF16 => 2,
            Ty::F32 => 4,
            Ty::F64 => 8,
            Ty::Ptr(space) => u64::from(self.pointer_bits(*space) / 8),
            Ty::Array(element, n) => self.alloc_size(element) * n,
            Ty::Struct { fields, packed } => {
                let end = self
                    .field_offsets(fields, *packed)
                    .last()
                    .map_or(0, |(offset, field)| offset + self.alloc_size(field));
                align_up(end, self.align_of(ty))
            }
            _ => 0,
        }
    }

    /// Byte offset of field `index` of a struct.
    pub fn field_offset(&self, fields: &[Ty], packed: bool, index: usize) -> Option<u64> {
        self.field_offsets(fields, packed)
            .get(index)
            .map(|(offset, _)| *offset)
    }

    fn field_offsets<'t>(&self, fields: &'t [Ty], packed: bool) -> Vec<(u64, &'t Ty)> {
        let mut offset = 0;
        fields
            .iter()
            .map(|field| {
                if !packed {
                    offset = align_up(offset, self.align_of(field));
                }
                let at = offset;
                offset += self.alloc_size(field);
                (at, field)
            })
            .collect()
    }

    /// The leaves of `ty` with their memory offsets from `base`; `None` when a part of the
    /// type has no scalar form (an unknown type, a vector of non-byte-sized integers).
    pub fn leaves(&self, ty: &Ty) -> Option<Vec<Leaf>> {
        let mut out = Vec::new();
        self.collect_leaves(ty, 0, &mut out, MAX_LEAVES)?;
        Some(out)
    }

    /// Like [`DataLayout::leaves`] without the register limit: the scalars of a global's
    /// memory image.
    pub fn memory_leaves(&self, ty: &Ty) -> Option<Vec<Leaf>> {
        let mut out = Vec::new();
        self.collect_leaves(ty, 0, &mut out, usize::MAX)?;
        Some(out)
    }

    fn collect_leaves(&self, ty: &Ty, base: u64, out: &mut Vec<Leaf>, limit: usize) -> Option<()> {
        if out.len() >= limit {
            return None;
        }
        if let Some(scalar) = self.scalar(ty) {
            out.push(Leaf {
                scalar,
                offset: u32::try_from(base).ok()?,
            });
            return Some(());
        }
        match ty {
            Ty::Vector(element, n) => {
                let step = match element.as_ref() {
                    Ty::Int(width) if width % 8 != 0 => {
                        // Sub-byte vector elements are packed bits in memory; registers
                        // still hold one element each, so only the register form works.
                        return self.bit_vector_leaves(*width, *n, base, out);
                    }
                    other => self.store_size(other),
                };
                for i in 0..*n {
                    self.collect_leaves(element, base + i * step, out, limit)?;
                }
                Some(())
            }
            Ty::Array(element, n) => {
                let step = self.alloc_size(element);
                for i in 0..*n {
                    self.collect_leaves(element, base + i * step, out, limit)?;
                }
                Some(())
            }
            Ty::Struct { fields, packed } => {
                for (offset, field) in self.field_offsets(fields, *packed) {
                    self.collect_leaves(field, base + offset, out, limit)?;
                }
                Some(())
            }
            _ => None,
        }
    }

    /// Leaves of a `vector<N x i1>`-like value: registers only; the offsets are marked
    /// unusable (`u32::MAX`) so a load or store of such a vector is refused.
    fn bit_vector_leaves(&self, width: u32, n: u64, _base: u64, out: &mut Vec<Leaf>) -> Option<()> {
        for _ in 0..n {
            out.push(Leaf {
                scalar: Scalar::Int(u8::try_from(width).ok()?),
                offset: u32::MAX,
            });
        }
        Some(())
    }

    /// Number of registers a value of `ty` occupies.
    pub fn leaf_count(&self, ty: &Ty) -> Option<usize> {
        self.leaves(ty).map(|l| l.len())
    }
}

fn int_align(width: u32) -> u64 {
    match width {
        0..=8 => 1,
        9..=16 => 2,
        17..=32 => 4,
        33..=64 => 8,
        _ => 16,
    }
}

/// `value` rounded up to a multiple of `align` (a power of two, or 0/1 for none).
pub fn align_up(value: u64, align: u64) -> u64 {
    if align <= 1 {
        value
    } else {
        value.div_ceil(align) * align
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> DataLayout {
        DataLayout::from_dl_spec(
            "#dlti.dl_spec<!llvm.ptr<6> = dense<32> : vector<4xi64>, !llvm.ptr<3> = dense<[32, 32, 32, 32]> : vector<4xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>>",
        )
    }

    #[test]
    fn pointer_widths_come_from_the_spec() {
        let dl = layout();
        assert_eq!(dl.pointer_bits(6), 32);
        assert_eq!(dl.pointer_bits(3), 32);
        assert_eq!(dl.pointer_bits(0), 64);
        assert_eq!(dl.pointer_bits(1), 64);
        assert_eq!(DataLayout::default().pointer_bits(3), 64);
    }

    #[test]
    fn struct_layout_follows_natural_alignment() {
        let dl = layout();
        let ty = Ty::parse("!llvm.struct<(i8, i32, i8, f64, i16)>");
        let Ty::Struct { fields, packed } = &ty else {
            unreachable!()
        };
        let offsets: Vec<u64> = (0..5)
            .map(|i| dl.field_offset(fields, *packed, i).unwrap())
            .collect();
        assert_eq!(offsets, [0, 4, 8, 16, 24]);
        assert_eq!(dl.alloc_size(&ty), 32);
        assert_eq!(dl.align_of(&ty), 8);
    }

    #[test]
    fn packed_structs_have_no_padding() {
        let dl = layout();
        let ty = Ty::parse("!llvm.struct<packed (ptr, i32, array<4 x i8>)>");
        assert_eq!(dl.alloc_size(&ty), 16);
        assert_eq!(dl.align_of(&ty), 1);
        let ty = Ty::parse("!llvm.struct<packed (i8, i32)>");
        assert_eq!(dl.alloc_size(&ty), 5);
    }

    #[test]
    fn vectors_and_arrays() {
        let dl = layout();
        assert_eq!(dl.alloc_size(&Ty::parse("vector<3xf32>")), 16);
        assert_eq!(dl.store_size(&Ty::parse("vector<3xf32>")), 12);
        assert_eq!(dl.align_of(&Ty::parse("vector<2xf64>")), 16);
        assert_eq!(
            dl.alloc_size(&Ty::parse("!llvm.array<3 x array<31 x i32>>")),
            372
        );
        assert_eq!(dl.alloc_size(&Ty::parse("i1")), 1);
        assert_eq!(dl.alloc_size(&Ty::parse("!llvm.ptr<3>")), 4);
    }

    #[test]
    fn leaves_carry_offsets() {
        let dl = layout();
        let leaves = dl
            .leaves(&Ty::parse("!llvm.struct<(i32, array<2 x f64>, ptr<3>)>"))
            .unwrap();
        let offsets: Vec<u32> = leaves.iter().map(|l| l.offset).collect();
        assert_eq!(offsets, [0, 8, 16, 24]);
        assert_eq!(leaves[3].scalar, Scalar::Ptr { space: 3, bits: 32 });
    }
}
