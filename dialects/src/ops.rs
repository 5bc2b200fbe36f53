//! Thin typed views over the LLVM dialect ops the passes inspect.
//!
//! A view is a checked wrapper around an [`OperationRef`]: `Load::of(op)` returns `Some` only
//! for an `llvm.load`, and its accessors name the operands and attributes instead of indexing
//! them. Views never own or change the op.

use crate::{
    intrinsics::{callee_name, string_attribute},
    names,
    types::{AddressSpace, pointer_address_space},
};
use melior::ir::{OperationRef, Type, Value, ValueLike, operation::OperationLike};

/// The op's inherent properties as printed in generic form (see [`crate::raw::op_properties`]).
pub fn properties_text(op: &OperationRef) -> String {
    crate::raw::op_properties(op)
}

/// The integer property `name` (`name = 3 : i32`).
pub fn integer_property(op: &OperationRef, name: &str) -> Option<i64> {
    match crate::raw::integer_property(op, name) {
        crate::raw::IntegerProperty::Value(value) => Some(value),
        crate::raw::IntegerProperty::Absent => None,
        crate::raw::IntegerProperty::Opaque => printed_integer_property(op, name),
    }
}

fn printed_integer_property(op: &OperationRef, name: &str) -> Option<i64> {
    let text = properties_text(op);
    let value = text.split(", ").find_map(|entry| {
        entry
            .trim()
            .strip_prefix(name)?
            .trim_start()
            .strip_prefix('=')
    })?;
    value.split(':').next()?.trim().parse().ok()
}

/// True when unit property `name` is set (`<{nonNeg}>`).
pub fn has_unit_property(op: &OperationRef, name: &str) -> bool {
    crate::raw::unit_property(op, name).unwrap_or_else(|| printed_unit_property(op, name))
}

fn printed_unit_property(op: &OperationRef, name: &str) -> bool {
    properties_text(op)
        .split(", ")
        .any(|entry| entry.trim() == name)
}

pub fn is_op(op: &OperationRef, name: &str) -> bool {
    op.name().as_string_ref().as_str() == Ok(name)
}

fn operand<'c, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    crate::values::operand(op, index)
}

/// `ordering` is a default-valued enum attribute present on every load and store; its value
/// is 0 (`not_atomic`) unless the access is atomic.
fn has_atomic_ordering(op: &OperationRef) -> bool {
    op.attribute("ordering")
        .ok()
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .is_some_and(|ordering| ordering.value() != 0)
}

fn space_of(value: Value) -> AddressSpace {
    pointer_address_space(value.r#type()).unwrap_or(AddressSpace::Generic)
}

macro_rules! view {
    ($(#[$doc:meta])* $view:ident, $name:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $view<'c, 'a>(OperationRef<'c, 'a>);

        impl<'c, 'a> $view<'c, 'a> {
            /// The view of `op` when it is this kind of op.
            pub fn of(op: OperationRef<'c, 'a>) -> Option<Self> {
                is_op(&op, $name).then_some(Self(op))
            }

            /// The viewed operation.
            pub fn op(&self) -> OperationRef<'c, 'a> {
                self.0
            }
        }
    };
}

view!(
    /// `llvm.load`.
    Load,
    names::LOAD
);
view!(
    /// `llvm.store`.
    Store,
    names::STORE
);
view!(
    /// `llvm.getelementptr`.
    Gep,
    names::GEP
);
view!(
    /// `llvm.alloca`.
    Alloca,
    names::ALLOCA
);
view!(
    /// `llvm.addrspacecast`.
    AddrSpaceCast,
    names::ADDRSPACECAST
);
view!(
    /// `llvm.call_intrinsic "name"(...)`.
    CallIntrinsic,
    names::CALL_INTRINSIC
);
view!(
    /// A direct `llvm.call @f(...)`.
    DirectCall,
    names::CALL
);
view!(
    /// `llvm.inline_asm`.
    InlineAsm,
    names::INLINE_ASM
);

impl<'c, 'a> Load<'c, 'a> {
    pub fn address(&self) -> Option<Value<'c, 'a>> {
        operand(&self.0, 0)
    }
    pub fn address_space(&self) -> AddressSpace {
        self.address().map_or(AddressSpace::Generic, space_of)
    }
    pub fn is_volatile(&self) -> bool {
        self.0.has_attribute("volatile_")
    }
    /// True for an atomic load (one with a memory ordering).
    pub fn is_atomic(&self) -> bool {
        has_atomic_ordering(&self.0)
    }
    /// Neither volatile nor atomic: a read a pass may move, repeat or drop like any other.
    pub fn is_plain(&self) -> bool {
        !self.is_volatile() && !self.is_atomic()
    }
    pub fn result_type(&self) -> Option<Type<'c>> {
        crate::values::result(&self.0, 0).map(|r| r.r#type())
    }
}

impl<'c, 'a> Store<'c, 'a> {
    pub fn value(&self) -> Option<Value<'c, 'a>> {
        operand(&self.0, 0)
    }
    pub fn address(&self) -> Option<Value<'c, 'a>> {
        operand(&self.0, 1)
    }
    pub fn address_space(&self) -> AddressSpace {
        self.address().map_or(AddressSpace::Generic, space_of)
    }
    pub fn is_volatile(&self) -> bool {
        self.0.has_attribute("volatile_")
    }
    pub fn is_atomic(&self) -> bool {
        has_atomic_ordering(&self.0)
    }
}

/// One GEP index: a constant or the `n`-th dynamic operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GepIndex<'c, 'a> {
    Constant(i64),
    Dynamic(Value<'c, 'a>),
}

impl GepIndex<'_, '_> {
    /// The index's value when it is constant, inline or as an `llvm.mlir.constant` operand
    /// (the importer spells some constant indices as constant operands).
    pub fn constant(&self) -> Option<i64> {
        match self {
            GepIndex::Constant(c) => Some(*c),
            GepIndex::Dynamic(value) => integer_constant(*value).map(|(c, _)| c),
        }
    }
}

/// `rawConstantIndices` marks a dynamic index with `i32::MIN`.
const DYNAMIC_INDEX: i64 = i32::MIN as i64;

impl<'c, 'a> Gep<'c, 'a> {
    pub fn base(&self) -> Option<Value<'c, 'a>> {
        operand(&self.0, 0)
    }
    pub fn address_space(&self) -> AddressSpace {
        self.base().map_or(AddressSpace::Generic, space_of)
    }
    /// The source element type the indices step over (`elem_type`).
    pub fn element_type(&self) -> Option<Type<'c>> {
        let attribute = self.0.attribute("elem_type").ok()?;
        melior::ir::attribute::TypeAttribute::try_from(attribute)
            .ok()
            .map(|t| t.value())
    }
    /// `noWrapFlags`: bit 0 `inbounds` (which implies bit 1, `nusw`), bit 2 `nuw`.
    fn no_wrap_flags(&self) -> i64 {
        integer_property(&self.0, "noWrapFlags").unwrap_or(0)
    }
    /// True when the GEP carries `inbounds`.
    pub fn is_inbounds(&self) -> bool {
        self.no_wrap_flags() & 1 != 0
    }
    /// True when the GEP carries `nuw`.
    pub fn is_nuw(&self) -> bool {
        self.no_wrap_flags() & 4 != 0
    }
    /// True when the GEP carries any no-wrap flag (`inbounds`, `nusw`, `nuw`): one that may
    /// make its result poison.
    pub fn has_no_wrap_flags(&self) -> bool {
        self.no_wrap_flags() != 0
    }
    /// The indices in order, constants folded in from `rawConstantIndices`. `None` when the
    /// attribute is missing or malformed.
    pub fn indices(&self) -> Option<Vec<GepIndex<'c, 'a>>> {
        // Read element by element: printing the attribute builds an AsmState per call.
        let raw = melior::ir::attribute::DenseI32ArrayAttribute::try_from(
            self.0.attribute("rawConstantIndices").ok()?,
        )
        .ok()?;
        let mut dynamic = 1;
        let mut indices = Vec::with_capacity(raw.len());
        for position in 0..raw.len() {
            let constant = i64::from(raw.element(position).ok()?);
            if constant == DYNAMIC_INDEX {
                indices.push(GepIndex::Dynamic(operand(&self.0, dynamic)?));
                dynamic += 1;
            } else {
                indices.push(GepIndex::Constant(constant));
            }
        }
        Some(indices)
    }
}

impl<'c, 'a> Alloca<'c, 'a> {
    pub fn element_type(&self) -> Option<Type<'c>> {
        let attribute = self.0.attribute("elem_type").ok()?;
        melior::ir::attribute::TypeAttribute::try_from(attribute)
            .ok()
            .map(|t| t.value())
    }
    pub fn address_space(&self) -> AddressSpace {
        crate::values::result(&self.0, 0)
            .and_then(|r| pointer_address_space(r.r#type()))
            .unwrap_or(AddressSpace::Generic)
    }
}

impl<'c, 'a> AddrSpaceCast<'c, 'a> {
    pub fn source(&self) -> Option<Value<'c, 'a>> {
        operand(&self.0, 0)
    }
    pub fn source_space(&self) -> AddressSpace {
        self.source().map_or(AddressSpace::Generic, space_of)
    }
    pub fn target_space(&self) -> AddressSpace {
        crate::values::result(&self.0, 0)
            .and_then(|r| pointer_address_space(r.r#type()))
            .unwrap_or(AddressSpace::Generic)
    }
}

impl CallIntrinsic<'_, '_> {
    /// The intrinsic's LLVM name, e.g. `llvm.nvvm.barrier.cta.sync.aligned.all`.
    pub fn intrinsic(&self) -> Option<String> {
        string_attribute(&self.0, "intrin")
    }
}

impl DirectCall<'_, '_> {
    /// The callee symbol without `@`; `None` for an indirect call.
    pub fn callee(&self) -> Option<String> {
        callee_name(&self.0)
    }
}

impl InlineAsm<'_, '_> {
    /// Whether the asm may write memory: it has side effects (`asm volatile`), clobbers
    /// `~{memory}`, or takes an indirect operand (`=*m`, `*m`: an address it is given to
    /// access). A non-volatile asm is only promised not to have effects its constraints do
    /// not declare; a memory clobber or an indirect operand declares one. A missing
    /// constraint string is taken as the worst case.
    pub fn may_write_memory(&self) -> bool {
        if self.0.has_attribute("has_side_effects") {
            return true;
        }
        let Some(constraints) = string_attribute(&self.0, "constraints") else {
            return true;
        };
        constraints_may_write_memory(&constraints)
    }
}

/// Whether an inline asm constraint string (`"=r,*m,~{memory}"`) lets the asm write memory:
/// an indirect operand (`*`) or a `~{memory}` clobber.
pub fn constraints_may_write_memory(constraints: &str) -> bool {
    constraints.split(',').any(|constraint| {
        let constraint = constraint.trim();
        constraint.contains('*') || constraint.eq_ignore_ascii_case("~{memory}")
    })
}

/// What an op does to memory through one pointer operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessKind {
    Read,
    Write,
    /// Atomic read-modify-write: both a read and a write.
    ReadWrite,
}

impl AccessKind {
    pub fn reads(self) -> bool {
        self != Self::Write
    }

    pub fn writes(self) -> bool {
        self != Self::Read
    }
}

/// The address operand of an op named `name` that is a load, store, atomicrmw or cmpxchg:
/// its index (1 for a store, whose operand 0 is the stored value; 0 for the others) and what
/// the op does through it; `None` for every other op. The one table of which operand is an
/// access's address: [`MemoryAccess`] and the memory effects read it, and the passes that
/// redirect an access's address use its index.
pub fn access_operand(name: &str) -> Option<(usize, AccessKind)> {
    match name {
        names::LOAD => Some((0, AccessKind::Read)),
        names::STORE => Some((1, AccessKind::Write)),
        names::ATOMICRMW | names::CMPXCHG => Some((0, AccessKind::ReadWrite)),
        _ => None,
    }
}

/// The pointer operands of an op named `name` that is a memory-transfer intrinsic
/// (`llvm.intr.memcpy`, `memmove`, `memset` and their `.inline` forms): the source (read)
/// before the destination (written); empty for every other op. Kept apart from
/// [`access_operand`] on purpose: memory effects count these pointers, but the passes that
/// rebase an access's one address (codegenprepare, common-base-elim,
/// base-addr-strength-reduce) leave these calls alone.
pub fn transfer_operands(name: &str) -> &'static [(usize, AccessKind)] {
    match name {
        "llvm.intr.memcpy" | "llvm.intr.memmove" | "llvm.intr.memcpy.inline" => {
            &[(1, AccessKind::Read), (0, AccessKind::Write)]
        }
        "llvm.intr.memset" | "llvm.intr.memset.inline" => &[(0, AccessKind::Write)],
        _ => &[],
    }
}

/// How an op touches memory through a pointer operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryAccess<'c, 'a> {
    Read {
        address: Value<'c, 'a>,
    },
    Write {
        address: Value<'c, 'a>,
    },
    /// Atomic read-modify-write: both a read and a write.
    ReadWrite {
        address: Value<'c, 'a>,
    },
}

impl<'c, 'a> MemoryAccess<'c, 'a> {
    /// The pointer access of a load, store, atomicrmw or cmpxchg; `None` for other ops.
    pub fn of(op: &OperationRef<'c, 'a>) -> Option<Self> {
        Self::with_index(op).map(|(_, access)| access)
    }

    /// The same, with the address's operand index ([`access_operand`]).
    pub fn with_index(op: &OperationRef<'c, 'a>) -> Option<(usize, Self)> {
        let name = op.name();
        let (index, kind) = access_operand(name.as_string_ref().as_str().ok()?)?;
        let address = operand(op, index)?;
        let access = match kind {
            AccessKind::Read => Self::Read { address },
            AccessKind::Write => Self::Write { address },
            AccessKind::ReadWrite => Self::ReadWrite { address },
        };
        Some((index, access))
    }

    pub fn address(&self) -> Value<'c, 'a> {
        match *self {
            Self::Read { address } | Self::Write { address } | Self::ReadWrite { address } => {
                address
            }
        }
    }

    pub fn reads(&self) -> bool {
        !matches!(self, Self::Write { .. })
    }

    pub fn writes(&self) -> bool {
        !matches!(self, Self::Read { .. })
    }
}

/// The `overflow<nsw, nuw>` flags of an integer arithmetic op (`llvm.add`, `llvm.mul`,
/// `llvm.shl`, ...). Like GEP flags they are an enum property, read through
/// [`integer_property`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OverflowFlags {
    pub nsw: bool,
    pub nuw: bool,
}

impl OverflowFlags {
    pub const NONE: Self = Self {
        nsw: false,
        nuw: false,
    };
    pub const NSW: Self = Self {
        nsw: true,
        nuw: false,
    };
    pub const NUW: Self = Self {
        nsw: false,
        nuw: true,
    };
    pub const NSW_NUW: Self = Self {
        nsw: true,
        nuw: true,
    };

    /// The `overflowFlags` property value: bit 0 `nsw`, bit 1 `nuw`.
    pub fn bits(self) -> i64 {
        i64::from(self.nsw) | (i64::from(self.nuw) << 1)
    }

    /// The flags of `op` (`overflowFlags`: bit 0 `nsw`, bit 1 `nuw`); none when it has none.
    pub fn of(op: &OperationRef) -> Self {
        let bits = integer_property(op, "overflowFlags").unwrap_or(0);
        Self {
            nsw: bits & 1 != 0,
            nuw: bits & 2 != 0,
        }
    }

    /// The clause to print after the operands: ` overflow<nsw, nuw>`, or nothing.
    pub fn clause(self) -> &'static str {
        match (self.nsw, self.nuw) {
            (true, true) => " overflow<nsw, nuw>",
            (true, false) => " overflow<nsw>",
            (false, true) => " overflow<nuw>",
            (false, false) => "",
        }
    }
}

/// The value of an integer `llvm.mlir.constant` (scalar, at most 64 bits) and its width.
pub fn integer_constant(value: Value) -> Option<(i64, u32)> {
    let defining = crate::values::defining_op(value)?;
    if !is_op(&defining, names::CONSTANT) {
        return None;
    }
    let attribute = defining.attribute("value").ok()?;
    // Kinds checked first: melior's failed conversions print the value into their errors.
    if !melior::ir::attribute::AttributeLike::is_integer(&attribute) {
        return None;
    }
    let integer = melior::ir::attribute::IntegerAttribute::try_from(attribute).ok()?;
    let width = crate::types::integer_width(value)?;
    (width <= 64).then(|| (integer.value(), width))
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::{BlockLike, Module, RegionLike};

    const FLAGS: &str = r#"
llvm.func @f(%a: i32, %b: i32, %p: !llvm.ptr<1>, %i: i64) {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.mul %a, %b overflow<nuw> : i32
  %2 = llvm.shl %a, %b overflow<nsw, nuw> : i32
  %3 = llvm.sub %a, %b : i32
  %4 = llvm.zext nneg %a : i32 to i64
  %5 = llvm.zext %b : i32 to i64
  %6 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %7 = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %8 = llvm.load volatile %6 : !llvm.ptr<1> -> i32
  %9 = llvm.load %7 atomic acquire {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %10 = llvm.or disjoint %a, %b : i32
  %11 = llvm.or %a, %b : i32
  %12 = llvm.udiv exact %a, %b : i32
  %13 = llvm.icmp "ult" %a, %b : i32
  %14 = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.return
}
"#;

    /// The property reads through inherent attributes agree with the printed form on every
    /// op and property name the analyses ask about.
    #[test]
    fn inherent_reads_agree_with_the_printed_form() {
        let context = crate::context::new_context(false);
        let module = Module::parse(&context, FLAGS).expect("parses");
        let function = module.body().first_operation().unwrap();
        let block = function.region(0).unwrap().first_block().unwrap();
        let mut next = block.first_operation();
        let mut checked = 0;
        while let Some(op) = next {
            next = op.next_in_block();
            for name in [
                "overflowFlags",
                "ordering",
                "noWrapFlags",
                "alignment",
                "predicate",
            ] {
                assert_eq!(
                    integer_property(&op, name),
                    printed_integer_property(&op, name),
                    "{name} of {op}"
                );
            }
            for name in ["nonNeg", "volatile_", "inbounds", "isDisjoint", "isExact"] {
                assert_eq!(
                    has_unit_property(&op, name),
                    printed_unit_property(&op, name),
                    "{name} of {op}"
                );
            }
            checked += 1;
        }
        assert_eq!(checked, 16);
        let ops: Vec<_> = {
            let mut v = Vec::new();
            let mut next = block.first_operation();
            while let Some(op) = next {
                next = op.next_in_block();
                v.push(op);
            }
            v
        };
        assert_eq!(
            OverflowFlags::of(&ops[0]),
            OverflowFlags {
                nsw: true,
                nuw: false
            }
        );
        assert_eq!(
            OverflowFlags::of(&ops[2]),
            OverflowFlags {
                nsw: true,
                nuw: true
            }
        );
        assert_eq!(OverflowFlags::of(&ops[3]), OverflowFlags::default());
        assert!(has_unit_property(&ops[4], "nonNeg"));
        assert!(!has_unit_property(&ops[5], "nonNeg"));
    }

    #[test]
    fn asm_constraints_that_write_memory() {
        assert!(constraints_may_write_memory("=r,r,~{memory}"));
        assert!(constraints_may_write_memory("=*m,r"));
        assert!(constraints_may_write_memory("r,*m"));
        assert!(!constraints_may_write_memory("=r,r"));
        assert!(!constraints_may_write_memory("=l,l,~{cc}"));
        assert!(!constraints_may_write_memory(""));
    }
}
