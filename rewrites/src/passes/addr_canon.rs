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
//! With `sub-to-step` (on only where LSR is off, see below) a GEP whose index is a difference
//! `x - y` becomes a step `-y` from `gep p, x` when the block computes that base anyway:
//! instcombine splits index sums into GEP chains but leaves differences whole, so a
//! stencil's `a[at - r*s]` was its own 64-bit sub, shift and add where `a[at + r*s]` was a
//! step LLVM's straight-line strength reduction could chain. It pays only without the
//! backend's LSR, which gives each step a pointer induction variable of its own; so the
//! presets leave it off, and split code generation applies it to the version it compiles
//! without LSR, before the backend's IR passes ([`crate::export::Late`]).
//!
//! With `merge-geps` (on in the `complete` preset) it also merges a chain of GEPs that step by
//! variable indices over one element type into one GEP of the indices' sum: LLVM's
//! instcombine splits `base + (row * stride + col)` into a GEP per term, each its own 64-bit
//! shift and add on NVPTX, where the sum is one `mad.lo.s64`.
//!
//! The shift rule can be turned off (`shl-to-mul` (default true)): after LLVM's instcombine
//! the shifts it leaves are better kept.
//!
//! It does not reassociate, fold constants, or touch non-constant shift amounts; the NVPTX
//! backend turns a multiplication by a power of two back into a shift, so the rewrite costs
//! nothing in PTX.

use crate::analysis::{cfg::block_successors, fast_hash::FastSet};
use crate::{
    Options,
    anchor::build::create,
    engine::{PassBody, PatternSet, Rewriter},
    options::OptionSpec,
    registry::PassInfo,
};
use kestrel_dialects::keys::block_key;
use kestrel_dialects::{
    OverflowFlags, integer_constant, names,
    ops::{Gep, GepIndex, has_unit_property, is_op},
    raw::use_count,
    types::integer_width,
    values::{defining_op, operand, result},
};
use melior::ir::{BlockRef, OperationRef, Value, ValueLike, operation::OperationLike};

pub static PASS: PassInfo = PassInfo {
    name: "addr-canon",
    summary: "canonicalise address arithmetic (constant shifts become multiplications, disjoint ors with a constant additions)",
    options: &[SHL_TO_MUL, MERGE_GEPS, SUB_TO_STEP],
    reads: &[&SHL_TO_MUL, &MERGE_GEPS, &SUB_TO_STEP],
    patterns: PATTERNS,
    body: PassBody::Patterns(populate_chosen),
};

/// `addr-canon{shl-to-mul=false}`: disjoint ors only.
pub const SHL_TO_MUL: OptionSpec = OptionSpec::flag(
    "shl-to-mul",
    true,
    "rewrite constant shifts into multiplications (after LLVM's own optimiser it is a wash in SASS: one mlir-gpu kernel gains 5 instructions, another loses 5)",
);

/// `addr-canon{merge-geps=true}`: merge chains of variable GEP steps.
const MERGE_GEPS: OptionSpec = OptionSpec::flag(
    "merge-geps",
    false,
    "merge a one-use GEP step by a variable index into the GEP that steps from it (same element type): one index sum, so products fuse into mad (on in the complete preset; on clang -O3 IR a wash: CUDA corpus -4 registers, +8 SASS)",
);

/// `addr-canon{sub-to-step=true}`: differences of indices become steps from a base.
pub const SUB_TO_STEP: OptionSpec = OptionSpec::flag(
    "sub-to-step",
    false,
    "rewrite `gep p, (x - y)` as a step `-y` from `gep p, x` computed earlier in the block (on in split code generation's version without LSR, see kestrel_rewrites::strength_reduction: with LSR the steps cost fd_wave_step 96 registers where it had 72)",
);

/// The rules `options` turn on.
fn populate_chosen(set: &mut PatternSet, options: &Options) {
    let (shift, or, geps, sub) = (PATTERNS[0], PATTERNS[1], PATTERNS[2], PATTERNS[3]);
    if options.flag(SHL_TO_MUL.name) {
        set.add(shift, shl_const_to_mul);
    }
    set.add(or, disjoint_or_to_add);
    if options.flag(SUB_TO_STEP.name) {
        set.add(sub, sub_index_to_step);
    }
    if options.flag(MERGE_GEPS.name) {
        set.add(geps, merge_gep_chain);
    }
}

crate::peephole_rules! {
    // shl x, c == mul x, 2^c   (0 <= c < w; with nsw only for c < w-1, see below). Not where
    // a right shift reads the result (an extension or bitfield, see `is_shifted_back`).
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
    // gep T (gep T p, a), b == gep T p, (a + b)   (a, b: variable i64 indices, the inner
    // step used only here). The address is p + a*s + b*s either way, modulo 2^64 and so also
    // after truncation to a 32-bit index width, so with every flag dropped the two agree
    // bit for bit, and the merged form is poison nowhere the chain was not. LLVM's instcombine
    // splits index sums into GEP chains; on NVPTX each step is its own 64-bit shift and add
    // (a LEA pair in SASS), while one sum of products becomes a chain of mad.lo.s64. Steps
    // by a constant stay apart: they are the [reg+imm] that addressing folds for free, and so
    // do steps made in another block.
    "merge-gep-chain": "gep T (gep T p, a), b -> gep T p, (a + b)",
        at names::GEP, creates [names::ADD, names::GEP], by merge_gep_chain;
    // gep T p, (x - y) == gep T (gep T p, x), -y   (i64 indices; -y is `mul z, -c` when y is
    // `mul z, c`, else `sub 0, y`). p + (x - y)*s and (p + x*s) + (-y)*s are equal modulo
    // 2^64, so with every flag dropped the step is poison nowhere the original was not.
    // Only where `gep T p, x` already exists earlier in the block: the address then becomes
    // a step from a base the block computes anyway, as instcombine leaves `x + y` (it splits
    // sums into GEP chains, not differences). A stencil's `a[at + r*s]` and `a[at - r*s]`
    // then share `&a[at]`, and LLVM's straight-line strength reduction chains both sides
    // (fd_wave_step: 72 -> 32 registers without LSR, where the differences each took a
    // 64-bit sub, shift and add).
    "sub-index-to-step": "gep T p, (x - y) -> gep T (gep T p, x), -y  [gep T p, x before it]",
        at names::GEP, creates [names::CONSTANT, names::MUL, names::SUB, names::GEP], by sub_index_to_step;
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

/// `llvm.mlir.constant(value : ty)` at the rewriter's insertion point.
fn integer<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    value: i64,
    ty: &str,
    location: melior::ir::Location<'c>,
) -> Option<Value<'c, 'r>> {
    let text = format!("llvm.mlir.constant({value} : {ty}) : {ty}");
    create(rewriter, &text, &[], location)
}

/// Whether a right shift reads `shl`'s value: `(x << c) >> c` is how instcombine writes an
/// extension within a register (`(long)(int)x` is `ashr (shl x, 32), 32`) and a bitfield
/// read, not a scaled offset. As a multiplication the pair is no longer one the backend
/// selects as an extension: ising_observables' grid-stride loop took 65 -> 72 PTX integer
/// instructions (+9.4% loop-weighted integer SASS) when it was rewritten.
fn is_shifted_back(shl: &OperationRef) -> bool {
    let Some(value) = result(shl, 0) else {
        return true;
    };
    kestrel_dialects::raw::find_user(value, |user| {
        is_op(user, "llvm.ashr") || is_op(user, "llvm.lshr")
    })
    .is_some()
}

fn shl_const_to_mul(shl: OperationRef, rewriter: &Rewriter) -> bool {
    let (Some(x), Some(amount)) = (operand(&shl, 0), operand(&shl, 1)) else {
        return false;
    };
    if is_shifted_back(&shl) {
        return false;
    }
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
    let Some(factor) = integer(rewriter, multiplier, &ty, location) else {
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

/// The one index of `gep` when it is a single variable `i64` (a value no constant defines).
fn single_variable_index<'c, 'a>(gep: &Gep<'c, 'a>) -> Option<Value<'c, 'a>> {
    let indices = gep.indices()?;
    let [GepIndex::Dynamic(index)] = indices.as_slice() else {
        return None;
    };
    let index = *index;
    let is_i64 = integer_width(index) == Some(64);
    (is_i64 && integer_constant(index).is_none()).then_some(index)
}

fn merge_gep_chain(outer: OperationRef, rewriter: &Rewriter) -> bool {
    let Some(outer_gep) = Gep::of(outer) else {
        return false;
    };
    let (Some(step), Some(inner_result)) = (single_variable_index(&outer_gep), outer_gep.base())
    else {
        return false;
    };
    let Some(inner) = defining_op(inner_result).and_then(Gep::of) else {
        return false;
    };
    let (Some(first), Some(base)) = (single_variable_index(&inner), inner.base()) else {
        return false;
    };
    let (Some(element), Some(inner_element)) = (outer_gep.element_type(), inner.element_type())
    else {
        return false;
    };
    // Both links used only here. A step shared with other uses is often one shifted offset
    // several addresses add; merged, each would carry its own sum (on a mlir-gpu kernel
    // with two such loads: 11 fewer SASS instructions, 4 more registers).
    if element != inner_element || use_count(inner_result, 2) != 1 || use_count(step, 2) != 1 {
        return false;
    }
    let (Some(inner_block), Some(outer_block)) = (inner.op().block(), outer.block()) else {
        return false;
    };
    // Merged, the chain costs one add less per step, and that add fuses into a mad when a
    // product meets it. Across a loop the count changes: the inner step was paid once
    // outside, the add would be paid per iteration, unless the loop's own step is a product
    // the add fuses into.
    let loop_step_is_product = defining_op(step).is_some_and(|op| is_op(&op, names::MUL));
    if inner_block != outer_block
        && !loop_step_is_product
        && repeats_without(outer_block, inner_block)
    {
        return false;
    }
    let ty = base.r#type().to_string();
    let location = outer.location();
    rewriter.set_insertion_point_before(outer);
    let Ok(sum) = rewriter.create("llvm.add $0, $1 : i64", &[first, step], 1, location) else {
        return false;
    };
    let Some(sum) = result(&sum, 0) else {
        return false;
    };
    let gep = format!("llvm.getelementptr $0[$1] : ({ty}, i64) -> {ty}, {element}");
    let Ok(merged) = rewriter.create(&gep, &[base, sum], 1, location) else {
        return false;
    };
    rewriter.replace_op_with_operation(outer, merged);
    true
}

fn sub_index_to_step(gep: OperationRef, rewriter: &Rewriter) -> bool {
    let Some(outer) = Gep::of(gep) else {
        return false;
    };
    let (Some(index), Some(pointer), Some(element)) = (
        single_variable_index(&outer),
        outer.base(),
        outer.element_type(),
    ) else {
        return false;
    };
    let Some(difference) = defining_op(index).filter(|op| is_op(op, names::SUB)) else {
        return false;
    };
    let (Some(x), Some(y)) = (operand(&difference, 0), operand(&difference, 1)) else {
        return false;
    };
    if integer_constant(x).is_some() || integer_constant(y).is_some() {
        return false;
    }
    let Some(earlier) = earlier_step(gep, pointer, element, x) else {
        return false;
    };
    let location = gep.location();
    // A base with a no-wrap flag is poison where `p + x*s` leaves the object, which the
    // difference's own address need not do: the step then starts from a flagless copy, made
    // right after the base so that the block's other differences find it.
    let base = if Gep::of(earlier).is_some_and(|base| base.has_no_wrap_flags()) {
        rewriter.set_insertion_point_after(earlier);
        let ty = pointer.r#type().to_string();
        let copy = format!("llvm.getelementptr $0[$1] : ({ty}, i64) -> {ty}, {element}");
        rewriter
            .create(&copy, &[pointer, x], 1, location)
            .ok()
            .and_then(|op| result(&op, 0))
    } else {
        result(&earlier, 0)
    };
    let Some(base) = base else {
        return false;
    };
    rewriter.set_insertion_point_before(gep);
    // -y: `mul z, -c` when y is `mul z, c` (c not the minimum integer), else `sub 0, y`; no
    // flags, so it wraps as the difference it replaces did.
    let scaled = scaled_by_constant(y);
    let multiplier = scaled.map_or(0, |(_, c)| c);
    let Some(constant) = integer(rewriter, multiplier, "i64", location) else {
        return false;
    };
    let (negated, operands) = match scaled {
        Some((z, _)) => ("llvm.mul $0, $1 : i64", [z, constant]),
        None => ("llvm.sub $0, $1 : i64", [constant, y]),
    };
    let Some(negated) = rewriter
        .create(negated, &operands, 1, location)
        .ok()
        .and_then(|op| result(&op, 0))
    else {
        return false;
    };
    let ty = pointer.r#type().to_string();
    let step = format!("llvm.getelementptr $0[$1] : ({ty}, i64) -> {ty}, {element}");
    let Ok(step) = rewriter.create(&step, &[base, negated], 1, location) else {
        return false;
    };
    rewriter.replace_op_with_operation(gep, step);
    true
}

/// `(z, -c)` when `y` is `mul z, c` with an i64 constant `c` whose negation is an i64.
fn scaled_by_constant<'c: 'a, 'a>(y: Value<'c, 'a>) -> Option<(Value<'c, 'a>, i64)> {
    let mul = defining_op(y).filter(|op| is_op(op, names::MUL))?;
    let (z, c) = (operand(&mul, 0)?, operand(&mul, 1)?);
    let (c, 64) = integer_constant(c)? else {
        return None;
    };
    Some((z, c.checked_neg()?))
}

/// A GEP `gep T pointer, x` (one variable index) earlier in `gep`'s block, one without
/// no-wrap flags if there is one.
fn earlier_step<'c: 'a, 'a>(
    gep: OperationRef<'c, 'a>,
    pointer: Value<'c, 'a>,
    element: melior::ir::Type<'c>,
    x: Value<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let block = gep.block()?;
    let is_base = |user: &OperationRef| {
        user.block() == Some(block)
            && *user != gep
            && user.is_before_in_block(gep)
            && Gep::of(*user).is_some_and(|candidate| {
                candidate.base() == Some(pointer)
                    && candidate.element_type() == Some(element)
                    && single_variable_index(&candidate) == Some(x)
            })
    };
    let flagless = |user: &OperationRef| {
        is_base(user) && Gep::of(*user).is_some_and(|base| !base.has_no_wrap_flags())
    };
    kestrel_dialects::raw::find_user(x, flagless)
        .or_else(|| kestrel_dialects::raw::find_user(x, is_base))
}

/// Blocks the search in [`repeats_without`] visits before it gives up (and says yes).
const CYCLE_SEARCH_LIMIT: usize = 512;

/// Whether control can come back to `block` without passing through `avoid`: `block` is in a
/// loop that `avoid` is not in (a step made in a preheader is LICM's hoist of the invariant
/// part). A search that runs past [`CYCLE_SEARCH_LIMIT`] blocks answers yes, which only keeps
/// the chain.
fn repeats_without(block: BlockRef, avoid: BlockRef) -> bool {
    let mut seen = FastSet::default();
    let mut work: Vec<BlockRef> = block_successors(&block);
    while let Some(next) = work.pop() {
        if next == block {
            return true;
        }
        if next == avoid || !seen.insert(block_key(&next)) {
            continue;
        }
        if seen.len() > CYCLE_SEARCH_LIMIT {
            return true;
        }
        work.extend(block_successors(&next));
    }
    false
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
