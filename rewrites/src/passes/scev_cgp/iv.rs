//! The range of an `i32` loop induction variable: a block argument `iv` whose incoming values
//! are "start" values and `next = add iv, step` (step at least 0), where `next` is passed only
//! along the edge of a `cond_br` taken when `icmp(next, n)` proves `next <= B`:
//!
//! `^h(%iv): ... %next = add %iv, %step; %c = icmp slt %next, %n; cond_br %c, ^h(%next), ^exit`
//!
//! Claim: every value `iv` takes lies in `R = [L, U]`, `L` the least start value and `U` the
//! largest of the start values and `B`, provided `U + step_hi` fits a signed `i32`. By
//! induction over the assignments to `iv`: a start value lies in `R`; a back-edge value
//! `next` is computed from the current `iv` (which `next` uses, so `iv` is its latest value)
//! in `R`, so its exact sum lies in `[L + step_lo, U + step_hi]` within `i32` (no wrap) and is
//! at least `L`; the edge is taken only when the compare holds of that very value, so it is
//! at most `B <= U`. `B` comes from `next slt/sle n` (signed: `n_hi - 1` / `n_hi`), `next
//! ult/ule n` with `n` non-negative (the unsigned bound below `2^31` is the signed one), or
//! `next eq n`; the back edge may be the false side of the inverse compare. Anything else
//! (decreasing or unbounded step, `ne`, a switch, a back edge whose condition is not about
//! `next`, both sides of one `cond_br` into the header) gives no range. The loop structure
//! itself is not needed: the argument is about the edges into the block.

use super::{
    facts::Bounds,
    ranges::{Budget, Interval, narrow_range},
};
use crate::analysis::cfg::{as_block_argument, incoming_values};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    keys::block_key,
    names,
    ops::integer_property,
    values::{defining_op, operand},
};
use melior::ir::{BlockLike, Value, operation::OperationLike};

/// `llvm.icmp` predicates (LLVM's numbering).
const EQ: i64 = 0;
const NE: i64 = 1;
const SLT: i64 = 2;
const SLE: i64 = 3;
const SGT: i64 = 4;
const SGE: i64 = 5;
const ULT: i64 = 6;
const ULE: i64 = 7;
const UGT: i64 = 8;
const UGE: i64 = 9;

/// The range of the `i32` block argument `value` as an induction variable, if proven.
pub fn induction_range(
    value: Value,
    bounds: &Bounds,
    budget: &mut Budget,
    depth: u32,
) -> Option<Interval> {
    if integer_width(value)? != 32 {
        return None;
    }
    let (block, index) = as_block_argument(value)?;
    // The entry block (the function's parameters) has no incoming edges: no start value.
    let incoming = incoming_values(&block, index)?;
    let mut starts: Option<Interval> = None;
    let mut back_bound: Option<i128> = None;
    let mut step_hi: Option<i128> = None;
    for (pred, incoming) in incoming {
        let terminator = pred.terminator()?;
        let from_step = defining_op(incoming).filter(|op| {
            op.name().as_string_ref().as_str() == Ok(names::ADD)
                && (operand(op, 0) == Some(value) || operand(op, 1) == Some(value))
        });
        match from_step {
            Some(add) => {
                let step = if operand(&add, 0) == Some(value) {
                    operand(&add, 1)?
                } else {
                    operand(&add, 0)?
                };
                let step = narrow_range(step, bounds, budget, depth + 1);
                if step.lo < 0 {
                    return None;
                }
                let bound = test_bound(&terminator, &block, incoming, bounds, budget, depth)?;
                back_bound = Some(back_bound.map_or(bound, |b| b.max(bound)));
                step_hi = Some(step_hi.map_or(step.hi, |s| s.max(step.hi)));
            }
            None => {
                let range = narrow_range(incoming, bounds, budget, depth + 1);
                starts = Some(starts.map_or(range, |s| s.union(range)));
            }
        }
    }
    let starts = starts?;
    let (bound, step_hi) = (back_bound?, step_hi?);
    let range = Interval::new(starts.lo, starts.hi.max(bound));
    (range.hi + step_hi <= i128::from(i32::MAX)).then_some(range)
}

/// `B`: the bound the `cond_br` `terminator` proves of `next` on its edge into `header`.
fn test_bound(
    terminator: &melior::ir::OperationRef,
    header: &melior::ir::BlockRef,
    next: Value,
    bounds: &Bounds,
    budget: &mut Budget,
    depth: u32,
) -> Option<i128> {
    if terminator.name().as_string_ref().as_str() != Ok(names::COND_BR) {
        return None;
    }
    let successors: Vec<_> = terminator.successors().collect();
    let into: Vec<bool> = successors
        .iter()
        .map(|s| block_key(s) == block_key(header))
        .collect();
    let on_true = match into.as_slice() {
        [true, false] => true,
        [false, true] => false,
        _ => return None,
    };
    let compare = defining_op(operand(terminator, 0)?)?;
    if compare.name().as_string_ref().as_str() != Ok("llvm.icmp") {
        return None;
    }
    let mut predicate = integer_property(&compare, "predicate")?;
    let (lhs, rhs) = (operand(&compare, 0)?, operand(&compare, 1)?);
    let n = if lhs == next {
        rhs
    } else if rhs == next {
        predicate = swapped(predicate)?;
        lhs
    } else {
        return None;
    };
    if !on_true {
        predicate = inverse(predicate)?;
    }
    let n = narrow_range(n, bounds, budget, depth + 1);
    match predicate {
        SLT => Some(n.hi - 1),
        SLE | EQ => Some(n.hi),
        ULT if n.lo >= 0 => Some(n.hi - 1),
        ULE if n.lo >= 0 => Some(n.hi),
        _ => None,
    }
}

/// The predicate with its operands exchanged.
fn swapped(predicate: i64) -> Option<i64> {
    Some(match predicate {
        EQ | NE => predicate,
        SLT => SGT,
        SLE => SGE,
        SGT => SLT,
        SGE => SLE,
        ULT => UGT,
        ULE => UGE,
        UGT => ULT,
        UGE => ULE,
        _ => return None,
    })
}

/// The predicate that holds exactly when `predicate` does not.
fn inverse(predicate: i64) -> Option<i64> {
    Some(match predicate {
        EQ => NE,
        NE => EQ,
        SLT => SGE,
        SLE => SGT,
        SGT => SLE,
        SGE => SLT,
        ULT => UGE,
        ULE => UGT,
        UGT => ULE,
        UGE => ULT,
        _ => return None,
    })
}
