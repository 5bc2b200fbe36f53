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
/// pointer. The printed form is the stable contract of the LLVM dialect's pointer type, and
/// reading it keeps this crate free of raw C-API calls.
pub fn pointer_address_space(ty: Type) -> Option<AddressSpace> {
    parse_pointer_type(&ty.to_string())
}

fn parse_pointer_type(text: &str) -> Option<AddressSpace> {
    let rest = text.strip_prefix("!llvm.ptr")?;
    if rest.is_empty() {
        return Some(AddressSpace::Generic);
    }
    let number = rest.strip_prefix('<')?.strip_suffix('>')?;
    number.trim().parse().ok().map(AddressSpace::from_number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_generic_and_numbered_pointers() {
        assert_eq!(parse_pointer_type("!llvm.ptr"), Some(AddressSpace::Generic));
        assert_eq!(
            parse_pointer_type("!llvm.ptr<3>"),
            Some(AddressSpace::Shared)
        );
        assert_eq!(
            parse_pointer_type("!llvm.ptr<7>"),
            Some(AddressSpace::SharedCluster)
        );
        assert_eq!(
            parse_pointer_type("!llvm.ptr<101>"),
            Some(AddressSpace::Other(101))
        );
    }

    #[test]
    fn rejects_non_pointers() {
        assert_eq!(parse_pointer_type("i32"), None);
        assert_eq!(parse_pointer_type("!llvm.ptrx"), None);
        assert_eq!(parse_pointer_type("!llvm.ptr<x>"), None);
    }
}
