//! `stride-unversion`: loops LLVM's vectorizer versioned on a launch dimension being 1 keep
//! only their original.
//!
//! The most common CUDA loop, `for (i = threadIdx.x; i < n; i += blockDim.x)`, strides by a
//! launch dimension. When its body moves bytes or halves (a lookup table staged into shared
//! memory, a string copied), clang's loop vectorizer speculates that the stride is 1 and
//! versions the loop: a vector copy (`<4 x i8>` at a time) entered when `blockDim.x == 1`, the
//! original loop otherwise, and after the vector loop to finish the remainder. No real launch
//! has one-thread blocks, but the vector copy stays in the kernel, ptxas unrolls it again, and
//! the registers it needs count for the whole kernel: hist_equalize's heq_apply needs 32
//! registers with it and 18 without (sm_80, ptxas 13.5), as nvcc's, which never builds it.
//!
//! The rule: a conditional branch whose condition is `icmp eq D, 1`, or an `and` of
//! conditions one of which is, with `D` a launch dimension (`ntid`, `nctaid`, their
//! extensions and products), whose true side enters a loop the vectorizer made
//! (`isVectorized`) and whose false side enters another, the remainder, which the first
//! loop's exit also reaches, branches to the false side unconditionally. What becomes
//! unreachable (the vector loop, its preheader and middle block) is erased.
//!
//! Soundness: the false side is the loop as the source wrote it, which the vectorizer leaves
//! whole for any launch; both the branch (condition false) and the vector loop's exit enter
//! it, so nothing in it or after it may assume the condition either way, and it computes the
//! loop for every stride, 1 included. From the branch it receives the values it receives
//! whenever the condition is false: the loop's start. Taking it when the condition is true
//! runs the original loop where the vectorized one would have run, which the vectorizer
//! guarantees computes the same. The structure is checked, not assumed: both loops must carry
//! the vectorizer's `isVectorized` mark, the vector loop must be entered from the branch alone
//! through straight-line blocks, and its exit must branch to the remainder's entry.

use crate::{
    analysis::cfg::{Cfg, block_successors, blocks_by_index, successor_operands},
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{
    integer_constant,
    intrinsics::{IntrinsicClass, SpecialRegister, classify},
    keys::{BlockKey, block_key},
    names,
    ops::{integer_property, is_op},
    raw::block_predecessors,
    values::{defining_op, operand},
};
use melior::ir::{
    Block, BlockLike, BlockRef, OperationRef, Value,
    operation::{OperationBuilder, OperationLike},
};
use std::collections::BTreeSet;

pub static PASS: PassInfo = PassInfo {
    name: "stride-unversion",
    summary: "loops the vectorizer versioned on a launch dimension being 1 keep only their original",
    options: &[],
    reads: &[],
    patterns: &[UNVERSION],
    body: PassBody::Function(stride_unversion),
};

const UNVERSION: PatternDecl = PatternDecl::rule(
    "keep-original-of-unit-stride-version",
    "cond_br (and .., icmp eq launch-dim, 1), ^vector-loop, ^original-loop -> br ^original-loop",
    &[names::BR],
);

/// How many straight-line blocks may lead from a branch to the loop it enters.
const MAX_PREHEADERS: usize = 4;

fn stride_unversion(function: OperationRef, rewriter: &Rewriter, _: &Options, run: &FunctionRun) {
    let before = Cfg::of(&function);
    let versions: Vec<OperationRef> = blocks_by_index(&function, &before)
        .iter()
        .filter_map(|block| block.terminator())
        .filter(is_unit_stride_version)
        .collect();
    let mut unversioned = 0;
    for branch in versions {
        if keep_original(branch, rewriter) {
            unversioned += 1;
        }
    }
    if unversioned > 0 {
        erase_blocks_made_unreachable(&function, &before, rewriter);
        run.count_n(&UNVERSION, unversioned);
    }
}

/// The keys of the blocks a path from the entry of `cfg`'s function reaches.
fn reachable_keys(cfg: &Cfg) -> BTreeSet<BlockKey> {
    let reachable = cfg.reachable();
    (0..cfg.len())
        .filter(|&b| reachable[b])
        .map(|b| cfg.key(b))
        .collect()
}

/// Whether `branch` is the vectorizer's choice between a loop versioned on a launch
/// dimension being 1 and the original (see the module header).
fn is_unit_stride_version(branch: &OperationRef) -> bool {
    if !is_op(branch, names::COND_BR) || has_loop_annotation(branch) {
        return false;
    }
    let (Some(condition), Ok(vector), Ok(original)) =
        (operand(branch, 0), branch.successor(0), branch.successor(1))
    else {
        return false;
    };
    if !requires_unit_launch_dimension(condition, 0) || block_key(&vector) == block_key(&original) {
        return false;
    }
    let Some(branch_block) = branch.block() else {
        return false;
    };
    // The vector loop is entered from the branch alone, so it dies with the edge.
    let only_from_branch = block_predecessors(&vector)
        .iter()
        .all(|pred| block_key(pred) == block_key(&branch_block));
    let Some((body, exit)) = vectorized_loop(vector) else {
        return false;
    };
    // The other side must be a loop of its own, not a way into the vector one.
    let other_side_apart = straight_line_from(original)
        .iter()
        .all(|block| block_key(block) != block_key(&body));
    only_from_branch
        && other_side_apart
        && block_successors(&exit)
            .iter()
            .any(|s| block_key(s) == block_key(&original))
        && enters_vectorized_loop(original)
}

/// Whether `condition` being true requires a launch dimension to be 1: it is `icmp eq D, 1`,
/// or an `and` of conditions one of which requires it.
fn requires_unit_launch_dimension(condition: Value, depth: usize) -> bool {
    let Some(op) = defining_op(condition) else {
        return false;
    };
    if is_op(&op, "llvm.and") && depth < 4 {
        return [0, 1].into_iter().any(|i| {
            operand(&op, i).is_some_and(|c| requires_unit_launch_dimension(c, depth + 1))
        });
    }
    if !is_op(&op, "llvm.icmp") || integer_property(&op, "predicate") != Some(ICMP_EQ) {
        return false;
    }
    let (Some(lhs), Some(rhs)) = (operand(&op, 0), operand(&op, 1)) else {
        return false;
    };
    [(lhs, rhs), (rhs, lhs)]
        .into_iter()
        .any(|(dimension, one)| is_one(one) && is_launch_dimension(dimension, 0))
}

/// The LLVM dialect's `eq` predicate of `llvm.icmp`.
const ICMP_EQ: i64 = 0;

fn is_one(value: Value) -> bool {
    integer_constant(value).is_some_and(|(constant, _)| constant == 1)
}

/// `ntid.*`, `nctaid.*`, an extension or truncation of one, or a product of them.
fn is_launch_dimension(value: Value, depth: usize) -> bool {
    let Some(op) = defining_op(value) else {
        return false;
    };
    if let Some(IntrinsicClass::SpecialRegister(register)) = classify(&op) {
        return matches!(
            register,
            SpecialRegister::Ntid(_) | SpecialRegister::Nctaid(_)
        );
    }
    if depth >= 4 {
        return false;
    }
    let casts = [names::ZEXT, names::SEXT, names::TRUNC];
    if casts.iter().any(|cast| is_op(&op, cast)) {
        return operand(&op, 0).is_some_and(|v| is_launch_dimension(v, depth + 1));
    }
    is_op(&op, names::MUL)
        && [0, 1]
            .into_iter()
            .all(|i| operand(&op, i).is_some_and(|v| is_launch_dimension(v, depth + 1)))
}

/// Whether `terminator` carries the vectorizer's mark, `isVectorized`.
fn is_vectorized_latch(terminator: &OperationRef) -> bool {
    terminator
        .attribute("loop_annotation")
        .is_ok_and(|a| a.to_string().contains("isVectorized = true"))
}

fn has_loop_annotation(op: &OperationRef) -> bool {
    op.attribute("loop_annotation").is_ok()
}

/// The blocks straight-line branches lead through from `start` (`start` first), up to
/// [`MAX_PREHEADERS`] and the first block that does not end in a plain branch.
fn straight_line_from<'c, 'a>(start: BlockRef<'c, 'a>) -> Vec<BlockRef<'c, 'a>> {
    let mut chain = vec![start];
    while chain.len() <= MAX_PREHEADERS {
        let Some(terminator) = chain.last().and_then(|b| b.terminator()) else {
            break;
        };
        let Ok(next) = terminator.successor(0) else {
            break;
        };
        if !is_op(&terminator, names::BR)
            || has_loop_annotation(&terminator)
            || chain.iter().any(|b| block_key(b) == block_key(&next))
        {
            break;
        }
        chain.push(next);
    }
    chain
}

/// The vectorized loop entered through straight-line blocks from `start`, as (its body, the
/// block it exits to): the loop is one block (the vectorizer's vector body) whose terminator
/// carries the mark and branches back to itself; its other successor is the exit.
fn vectorized_loop<'c, 'a>(
    start: BlockRef<'c, 'a>,
) -> Option<(BlockRef<'c, 'a>, BlockRef<'c, 'a>)> {
    let body = *straight_line_from(start).last()?;
    let latch = body.terminator()?;
    if !is_op(&latch, names::COND_BR) || !is_vectorized_latch(&latch) {
        return None;
    }
    let successors = block_successors(&body);
    let back: Vec<bool> = successors
        .iter()
        .map(|s| block_key(s) == block_key(&body))
        .collect();
    match back.as_slice() {
        [true, false] => Some((body, successors[1])),
        [false, true] => Some((body, successors[0])),
        _ => None,
    }
}

/// Whether straight-line blocks from `start` lead to the header of a loop whose latch (a
/// predecessor of the header, not on the way there, branching back to it) carries the
/// vectorizer's mark.
fn enters_vectorized_loop(start: BlockRef) -> bool {
    let chain = straight_line_from(start);
    chain.iter().enumerate().any(|(at, header)| {
        let on_the_way: BTreeSet<_> = chain[..at].iter().map(block_key).collect();
        block_predecessors(header)
            .iter()
            .filter(|pred| !on_the_way.contains(&block_key(pred)))
            .filter_map(|pred| pred.terminator())
            .any(|latch| is_vectorized_latch(&latch))
    })
}

/// `branch` becomes a plain branch to its false side, with the operands it passes there.
fn keep_original(branch: OperationRef, rewriter: &Rewriter) -> bool {
    let Some(edges) = successor_operands(&branch) else {
        return false;
    };
    let [_, (original, operands)] = edges.as_slice() else {
        return false;
    };
    let target: &Block = original;
    let Ok(plain) = OperationBuilder::new(names::BR, branch.location())
        .add_operands(operands)
        .add_successors(&[target])
        .build()
    else {
        return false;
    };
    rewriter.set_insertion_point_before(branch);
    rewriter.insert(plain);
    rewriter.erase_op(branch);
    true
}

/// Erases the blocks of `function` that a path from its entry reached `before` the rewrite
/// and reaches no more: their terminators first (they hold the edges and the values passed
/// along them), then their ops as they lose their last use (once reachable, they use values
/// only as dominance allows, so none is left in a cycle), then the blocks. Blocks unreachable
/// before are left as they were.
fn erase_blocks_made_unreachable(function: &OperationRef, before: &Cfg, rewriter: &Rewriter) {
    let reachable_before = reachable_keys(before);
    let after = Cfg::of(function);
    let reached = reachable_keys(&after);
    let dead: Vec<BlockRef> = blocks_by_index(function, &after)
        .into_iter()
        .filter(|block| {
            let key = block_key(block);
            reachable_before.contains(&key) && !reached.contains(&key)
        })
        .collect();
    for block in &dead {
        if let Some(terminator) = block.terminator() {
            rewriter.erase_op(terminator);
        }
    }
    loop {
        let unused: Vec<OperationRef> = dead
            .iter()
            .flat_map(crate::analysis::cfg::ops_of)
            .filter(|op| {
                op.results()
                    .all(|r| !kestrel_dialects::raw::has_uses(r.into()))
            })
            .collect();
        if unused.is_empty() {
            break;
        }
        for op in unused {
            rewriter.erase_op(op);
        }
    }
    for block in dead {
        if block.first_operation().is_none() && arguments_unused(&block) {
            rewriter.erase_block(block);
        }
    }
}

fn arguments_unused(block: &BlockRef) -> bool {
    (0..block.argument_count()).all(|i| {
        block
            .argument(i)
            .is_ok_and(|a| !kestrel_dialects::raw::has_uses(a.into()))
    })
}
