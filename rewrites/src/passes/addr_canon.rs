//! `addr-canon`: puts address arithmetic into the normal form the address analyses compare.
//!
//! Address expressions reach Kestrel written in whatever form the front end and LLVM's
//! instcombine chose: `i * 4` as `shl nsw i, 2` in one place and `mul nsw i, 4` in another,
//! `row + 2` as `or disjoint row, 2` when the constant shares no bit with the row (Triton's
//! index arithmetic is full of them). This pass rewrites constant shifts into multiplications
//! and disjoint ors with a constant into additions, so equal expressions are also textually
//! equal and offsets are offsets: plain CSE and the base-grouping passes see them as one, and
//! LLVM's straight-line strength reduction in the NVPTX backend (which takes `or disjoint` for
//! no add) finds the shared bases. It is a table of local rules, each a one-line identity
//! with the condition that makes it exact.
//!
//! It does not reassociate, fold constants, or touch non-constant shift amounts; the NVPTX
//! backend turns a multiplication by a power of two back into a shift, so the rewrite costs
//! nothing in PTX.

use crate::{
    Options,
    engine::{PassBody, PatternSet, Rewriter},
    options::OptionSpec,
    registry::PassInfo,
};
use kestrel_dialects::{
    OverflowFlags, integer_constant, names,
    ops::has_unit_property,
    values::{operand, result},
};
use melior::ir::{OperationRef, ValueLike, operation::OperationLike};

pub static PASS: PassInfo = PassInfo {
    name: "addr-canon",
    summary: "canonicalise address arithmetic (constant shifts become multiplications, disjoint ors with a constant additions)",
    options: &[SHL_TO_MUL],
    reads: &[&SHL_TO_MUL],
    patterns: PATTERNS,
    body: PassBody::Patterns(populate_chosen),
};

/// `addr-canon{shl-to-mul=false}`: disjoint ors only.
const SHL_TO_MUL: OptionSpec = OptionSpec::flag(
    "shl-to-mul",
    true,
    "rewrite constant shifts into multiplications (after LLVM's own optimiser it is a wash in SASS: one mlir-gpu kernel gains 5 instructions, another loses 5)",
);

/// The rules `options` turn on.
fn populate_chosen(set: &mut PatternSet, options: &Options) {
    let (shift, or) = (PATTERNS[0], PATTERNS[1]);
    if options.flag(SHL_TO_MUL.name) {
        set.add(shift, shl_const_to_mul);
    }
    set.add(or, disjoint_or_to_add);
}

crate::peephole_rules! {
    // shl x, c == mul x, 2^c   (0 <= c < w; with nsw only for c < w-1, see below)
    "shl-const-to-mul": "shl [nsw|nuw] x, c -> mul [nsw|nuw] x, 2^c",
        at names::SHL, creates [names::CONSTANT, names::MUL], by shl_const_to_mul;
    // or disjoint x, C == add nuw nsw x, C   (no bit set in both: no carry anywhere, so the
    // sum neither wraps unsigned nor changes sign; a disjoint or whose operands do share a
    // bit is poison, which the add refines). Only with a constant: an offset from a base is
    // what the address passes and SLSR fold; a disjoint or of two variables stays an or,
    // which ptxas makes one LOP3 of (converting those too cost 15 SASS instructions over the
    // Triton corpus for 2 registers).
    "disjoint-or-to-add": "or disjoint x, C -> add nuw nsw x, C",
        at names::OR, creates [names::ADD], by disjoint_or_to_add;
}

/// The multiplier that makes `shl x, amount` (with `flags`) equal to `mul x, multiplier` with
/// the same flags, or `None` when no such multiplier exists.
///
/// `shl nsw x, w-1` is defined for x in {0, -1} while `mul nsw x, INT_MIN` is defined for x in
/// {0, 1}, so with `nsw` the amount must stay below `w-1`. Amounts of `w` or more make `shl`
/// poison and are left alone.
fn shift_multiplier(amount: i64, width: u32, flags: OverflowFlags) -> Option<i64> {
    let limit = if flags.nsw {
        i64::from(width) - 1
    } else {
        i64::from(width)
    };
    if amount < 0 || amount >= limit || width > 64 {
        return None;
    }
    let unsigned = 1u64 << amount;
    // Printed as a signed `width`-bit value so `1 << (w-1)` reads as the minimum integer.
    let shift = 64 - width;
    Some(((unsigned << shift) as i64) >> shift)
}

fn shl_const_to_mul(shl: OperationRef, rewriter: &Rewriter) -> bool {
    let (Some(x), Some(amount)) = (operand(&shl, 0), operand(&shl, 1)) else {
        return false;
    };
    let Some((amount, width)) = integer_constant(amount) else {
        return false;
    };
    let flags = OverflowFlags::of(&shl);
    let Some(multiplier) = shift_multiplier(amount, width, flags) else {
        return false;
    };
    let ty = x.r#type().to_string();
    rewriter.set_insertion_point_before(shl);
    let location = shl.location();
    let Ok(constant) = rewriter.create(
        &format!("llvm.mlir.constant({multiplier} : {ty}) : {ty}"),
        &[],
        1,
        location,
    ) else {
        return false;
    };
    let Some(factor) = result(&constant, 0) else {
        return false;
    };
    let mul = format!("llvm.mul $0, $1{} : {ty}", flags.clause());
    let Ok(mul) = rewriter.create(&mul, &[x, factor], 1, location) else {
        return false;
    };
    rewriter.replace_op_with_operation(shl, mul);
    true
}

fn disjoint_or_to_add(or: OperationRef, rewriter: &Rewriter) -> bool {
    if !has_unit_property(&or, "isDisjoint") {
        return false;
    }
    let (Some(a), Some(b)) = (operand(&or, 0), operand(&or, 1)) else {
        return false;
    };
    if integer_constant(a).is_none() && integer_constant(b).is_none() {
        return false;
    }
    let ty = a.r#type().to_string();
    rewriter.set_insertion_point_before(or);
    let add = format!("llvm.add $0, $1 overflow<nsw, nuw> : {ty}");
    let Ok(add) = rewriter.create(&add, &[a, b], 1, or.location()) else {
        return false;
    };
    rewriter.replace_op_with_operation(or, add);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: false,
    };
    const NSW: OverflowFlags = OverflowFlags {
        nsw: true,
        nuw: false,
    };
    const NUW: OverflowFlags = OverflowFlags {
        nsw: false,
        nuw: true,
    };

    #[test]
    fn multiplier_is_the_power_of_two() {
        assert_eq!(shift_multiplier(2, 32, NSW), Some(4));
        assert_eq!(shift_multiplier(0, 64, NONE), Some(1));
    }

    #[test]
    fn top_bit_shift_is_the_minimum_integer_without_nsw() {
        assert_eq!(shift_multiplier(31, 32, NONE), Some(i64::from(i32::MIN)));
        assert_eq!(shift_multiplier(31, 32, NUW), Some(i64::from(i32::MIN)));
        assert_eq!(shift_multiplier(63, 64, NONE), Some(i64::MIN));
    }

    #[test]
    fn nsw_top_bit_shift_has_no_multiplier() {
        assert_eq!(shift_multiplier(31, 32, NSW), None);
    }

    #[test]
    fn poison_and_negative_amounts_have_no_multiplier() {
        assert_eq!(shift_multiplier(32, 32, NONE), None);
        assert_eq!(shift_multiplier(-1, 32, NONE), None);
        assert_eq!(shift_multiplier(1, 128, NONE), None);
    }
}
