//! LLVM dialect type facts: pointer address spaces.

use melior::ir::Type;

/// NVPTX address spaces, numbered as in the NVPTX backend and PTX.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AddressSpace {
    Generic,
    Global,
    Shared,
    Const,
    Local,
    SharedCluster,
    /// Any other number (for example 101, the kernel-parameter space).
    Other(u32),
}

impl AddressSpace {
    /// Maps an LLVM address-space number to its NVPTX meaning.
    pub fn from_number(number: u32) -> Self {
        match number {
            0 => Self::Generic,
            1 => Self::Global,
            3 => Self::Shared,
            4 => Self::Const,
            5 => Self::Local,
            7 => Self::SharedCluster,
            other => Self::Other(other),
        }
    }

    /// The LLVM address-space number.
    pub fn number(self) -> u32 {
        match self {
            Self::Generic => 0,
            Self::Global => 1,
            Self::Shared => 3,
            Self::Const => 4,
            Self::Local => 5,
            Self::SharedCluster => 7,
            Self::Other(number) => number,
        }
    }

    /// True for the spaces a CTA's threads share through on-chip memory (3 and 7).
    pub fn is_shared(self) -> bool {
        matches!(self, Self::Shared | Self::SharedCluster)
    }
}

/// Returns the address space of an `!llvm.ptr<N>` type, or `None` when `ty` is not an LLVM
/// pointer. Read from the type storage, not its printed form: the analyses ask for every
/// access.
pub fn pointer_address_space(ty: Type) -> Option<AddressSpace> {
    crate::raw::llvm_pointer_address_space(ty).map(AddressSpace::from_number)
}

/// Whether a value of type `ty` may hold a pointer: a pointer, or an array, vector or struct
/// with one inside. A type whose make-up is not known (`TypeShape::Other`) may.
pub fn may_hold_pointer(ty: Type) -> bool {
    fn at(ty: Type, depth: usize) -> bool {
        use crate::raw::TypeShape;
        if depth > 64 {
            return true;
        }
        match crate::raw::type_shape(ty) {
            TypeShape::Integer(_) | TypeShape::Float(_) => false,
            TypeShape::Pointer(_) | TypeShape::Other => true,
            TypeShape::Array(element, _) | TypeShape::Vector(element, _) => at(element, depth + 1),
            TypeShape::Struct { fields, .. } => fields.into_iter().any(|f| at(f, depth + 1)),
        }
    }
    at(ty, 0)
}

/// The bit width of `value` when its type is a scalar integer (`i1` ... `iN`), else `None`.
/// The one width query of the workspace.
pub fn integer_width(value: melior::ir::Value) -> Option<u32> {
    use melior::ir::ValueLike;
    integer_type_width(value.r#type())
}

/// The bit width of `ty` when it is a scalar integer type, else `None` ([`integer_width`] of
/// a value's type; a GEP's element type has no value to ask).
pub fn integer_type_width(ty: Type) -> Option<u32> {
    use melior::ir::{TypeLike, r#type::IntegerType};
    // Checked first: melior's failed conversion prints the type into its error.
    if !ty.is_integer() {
        return None;
    }
    IntegerType::try_from(ty).ok().map(|t| t.width())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_inside_aggregates_are_found() {
        let context = crate::context::new_context(false);
        let holds = |text: &str| may_hold_pointer(Type::parse(&context, text).expect("a type"));
        assert!(holds("!llvm.ptr<3>"));
        assert!(holds("!llvm.struct<(i32, array<2 x ptr>)>"));
        assert!(holds("vector<2x!llvm.ptr>"));
        assert!(!holds("!llvm.struct<(i32, f32, array<4 x i8>)>"));
        assert!(!holds("vector<4xf32>"));
        assert!(!holds("i64"));
        // Nothing known of an opaque struct's make-up: it may hold one.
        assert!(holds("!llvm.struct<\"o\", opaque>"));
    }

    fn space_of(text: &str) -> Option<AddressSpace> {
        let context = crate::context::new_context(false);
        let ty = Type::parse(&context, text).expect("a type");
        pointer_address_space(ty)
    }

    #[test]
    fn reads_generic_and_numbered_pointers() {
        assert_eq!(space_of("!llvm.ptr"), Some(AddressSpace::Generic));
        assert_eq!(space_of("!llvm.ptr<3>"), Some(AddressSpace::Shared));
        assert_eq!(space_of("!llvm.ptr<7>"), Some(AddressSpace::SharedCluster));
        assert_eq!(space_of("!llvm.ptr<101>"), Some(AddressSpace::Other(101)));
    }

    #[test]
    fn rejects_non_pointers() {
        assert_eq!(space_of("i32"), None);
        assert_eq!(space_of("!llvm.array<4 x ptr>"), None);
        assert_eq!(space_of("vector<2x!llvm.ptr>"), None);
    }
}
