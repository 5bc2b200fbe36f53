//! NVPTX addressing modes of memory ops: `[reg]`, `[reg+imm]` (and `[imm]`, which Kestrel
//! never creates). Matching an address to `base + imm` and recognising a copy already sunk.
//!
//! An address matches `base + imm` when `base` is reached from it through a chain of
//! `getelementptr`s (never through a cast, so the address space is the address's own) and the
//! shared normal form ([`Normalizer`]) proves the byte distance from `base` to the address is
//! the constant `imm`. The deepest such base is chosen, so `gep (gep (gep p[%i])[2])[3]`
//! matches `gep p[%i] + 20` for 4-byte elements.

use crate::analysis::address::{Normalizer, wrap};
use kestrel_dialects::{names, ops::Gep, values::defining_op};
use melior::ir::{OperationRef, Value, ValueLike, operation::OperationLike};

/// `llvm.select` (no constant in `kestrel_dialects::names` yet).
pub const SELECT: &str = "llvm.select";

/// How many `getelementptr`s a match walks through; deeper chains match a shallower base.
pub const MAX_CHAIN: usize = 8;

/// `base + imm` bytes, `base` of the same pointer type as the matched address.
#[derive(Clone, Copy, Debug)]
pub struct AddrMode<'c, 'a> {
    pub base: Value<'c, 'a>,
    pub imm: i64,
    /// Every GEP from the address down to `base` is `inbounds`: then `base` and the address
    /// lie in one allocated object wherever the address is not poison, so `gep inbounds i8
    /// base[imm]` is poison exactly where the chain is (upstream's `ExtAddrMode::InBounds`).
    /// LLVM's load/store vectorizer only sees through `inbounds` GEPs: a plain sunk copy keeps
    /// `st.v2` apart as two stores.
    pub inbounds: bool,
}

/// True when PTX can encode `imm` in `[reg+imm]`: a signed 32-bit immediate.
pub fn is_legal_immediate(imm: i64) -> bool {
    i32::try_from(imm).is_ok()
}

/// The deepest `base` with `address == base + imm` for a constant `imm`, reached through
/// `getelementptr`s only; `None` when the address is not a GEP with a constant distance to
/// its base. `imm` is signed in the pointer's index width.
pub fn match_gep_chain<'c: 'a, 'a>(
    address: Value<'c, 'a>,
    normalizer: &mut Normalizer,
) -> Option<AddrMode<'c, 'a>> {
    let target = normalizer.address(address);
    let width = target.offset.width();
    let mut best = None;
    let mut current = address;
    let mut inbounds = true;
    for _ in 0..MAX_CHAIN {
        let Some(gep) = defining_op(current).and_then(Gep::of) else {
            break;
        };
        let Some(base) = gep.base() else { break };
        if base.r#type() != address.r#type() {
            break;
        }
        inbounds &= gep.is_inbounds();
        let from = normalizer.address(base);
        if let Some(distance) = from.distance_to(&target) {
            let signed = wrap(distance, width);
            if let Ok(imm) = i64::try_from(signed) {
                best = Some(AddrMode {
                    base,
                    imm,
                    inbounds,
                });
            }
        }
        current = base;
    }
    best
}

/// The byte distance from a GEP's own base operand to its result, when constant.
pub fn direct_offset(address: Value, normalizer: &mut Normalizer) -> Option<i64> {
    let gep = defining_op(address).and_then(Gep::of)?;
    let base = gep.base()?;
    let target = normalizer.address(address);
    let width = target.offset.width();
    let distance = normalizer.address(base).distance_to(&target)?;
    i64::try_from(wrap(distance, width)).ok()
}

/// True when `op` is `getelementptr i8 base[imm]`, `inbounds` as `inbounds` says and with
/// no other flag: what sinking creates.
pub fn is_sunk_gep(op: &OperationRef, base: Value, imm: i64, inbounds: bool) -> bool {
    if op.name().as_string_ref().as_str() != Ok(names::GEP) || op.operand_count() != 1 {
        return false;
    }
    let Some(gep) = Gep::of(*op) else {
        return false;
    };
    gep.base() == Some(base)
        && gep.is_inbounds() == inbounds
        && !gep.is_nuw()
        && (inbounds || !gep.has_no_wrap_flags())
        && gep.element_type().is_some_and(|t| t.to_string() == "i8")
        && gep
            .indices()
            .is_some_and(|i| i.as_slice() == [kestrel_dialects::ops::GepIndex::Constant(imm)])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn immediates_are_signed_32_bit() {
        assert!(is_legal_immediate(0));
        assert!(is_legal_immediate(i64::from(i32::MAX)));
        assert!(is_legal_immediate(i64::from(i32::MIN)));
        assert!(!is_legal_immediate(i64::from(i32::MAX) + 1));
        assert!(!is_legal_immediate(i64::from(i32::MIN) - 1));
    }
}
