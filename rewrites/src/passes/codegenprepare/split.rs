//! Block splitting driven by branch weights (spec: "Transform 3: Block Splitting"; upstream's
//! `splitBranchCondition` and cold-edge isolation). Only an `llvm.cond_br` carrying
//! `branch_weights` is considered (the spec: "driven by branch probability metadata"); each
//! such branch gets at most one split, and `disable-cgp-branch-opts` turns both off.
//!
//! - `.cond.split`: `cond_br (and a, b), T, F` becomes `cond_br a, S, F` and, in the new
//!   block `S` right after it, `cond_br b, T, F` (for `or`: `cond_br a, T, S`; `S: cond_br b,
//!   T, F`). As upstream: the `and`/`or` is an `i1` op of the branch's block whose only use
//!   is the branch, each of `a`, `b` is a compare or another `and`/`or` with one use, and
//!   `T != F`; `b`'s compare moves into `S` when it is in the branch's block, and the `and`
//!   /`or` is erased. Weights `A:B` become `2A+B:B` then `2A:B` for `and`, and `A:A+2B` then
//!   `A:2B` for `or` (upstream's intent; scaled to fit `i32`). Evaluating `b` only where it
//!   decides also turns an `and` with a poison `b` and a false `a` into a defined branch (a
//!   refinement).
//! - `.unlikely`: an edge whose probability is below 1/5 (the other edge is hot, over 4/5,
//!   MachineBlockPlacement's `static-likely-prob`), and which is critical (its target has
//!   other predecessors) and not a back edge, gets its own block at the end of the function
//!   (`llvm.br` to the target with the edge's operands), so code of the cold path has a
//!   block of its own away from the hot one.
//!
//! Both keep the CFG reducible: the new block has one predecessor and one (or two) of the
//! original successors, so every cycle keeps its entry. The new branches carry name
//! locations `bbN.cond.split` / `bbN.unlikely` (`N`: the branch's block in region order);
//! MLIR blocks have no names.
//!
//! On NVPTX neither changes the PTX much: upstream runs `splitBranchCondition` only where
//! jumps are cheap (NVPTX declares them expensive, and a second branch on a divergent
//! condition is a second divergence point), and PTX has no sections or block placement that
//! ptxas keeps, so an isolated cold block mostly comes back as the same `bra`. Kestrel
//! implements both faithfully as IR transforms and leaves them to the branch weights, which
//! clang only emits for `__builtin_expect` and profiles.

use super::{edges::set_successor_operands, named};
use crate::{
    analysis::{
        cfg::{Cfg, i32_array},
        dominance::DomTree,
        manager::{Dominators, FunctionAnalyses},
    },
    engine::{Remarks, Rewriter},
    naming::Names,
};
use kestrel_dialects::{
    names,
    raw::{clone_operation, has_uses, set_attribute_from_text, use_count},
    values::{defining_op, operand},
};
use melior::ir::{
    Block, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike,
    operation::{OperationBuilder, OperationLike, OperationMutLike},
};

const AND: &str = "llvm.and";
const OR: &str = "llvm.or";
const ICMP: &str = "llvm.icmp";
const FCMP: &str = "llvm.fcmp";

/// An edge is hot above this share (percent) of its branch's weight, and the other edge is
/// then unlikely.
const HOT_PERCENT: u64 = 80;

/// Splits the weighted branches of `function`; true when it changed anything.
pub(super) fn split_branches(
    function: &OperationRef,
    rewriter: &Rewriter,
    _names: &Names,
    remarks: &Option<Remarks>,
    analyses: &FunctionAnalyses,
) -> (u64, u64) {
    let Some(region) = kestrel_dialects::values::region(function, 0) else {
        return (0, 0);
    };
    // Taken before any split and used throughout: blocks are judged by the graph as it was.
    let cfg = analyses.get::<Cfg>(function);
    let dom = analyses.get::<Dominators>(function);
    let mut blocks = Vec::new();
    let mut next = region.first_block();
    while let Some(block) = next {
        next = block.next_in_region();
        blocks.push(block);
    }
    let (mut conditions, mut edges) = (0, 0);
    for (index, block) in blocks.iter().enumerate() {
        let Some(terminator) = block.terminator() else {
            continue;
        };
        if terminator.name().as_string_ref().as_str() != Ok(names::COND_BR) {
            continue;
        }
        let Some([a, b]) = weights(&terminator) else {
            continue;
        };
        let label = format!("bb{index}");
        if split_condition(block, terminator, (a, b), &label, rewriter, remarks) {
            conditions += 1;
            continue;
        }
        edges += u64::from(split_unlikely(
            block,
            terminator,
            (a, b),
            index,
            &label,
            &cfg,
            &dom,
            rewriter,
            remarks,
        ));
    }
    (conditions, edges)
}

/// The two weights of a `cond_br`, as the unsigned numbers LLVM reads.
fn weights(terminator: &OperationRef) -> Option<[u64; 2]> {
    match i32_array(terminator, "branch_weights")?.as_slice() {
        [a, b] => Some([u64::from(*a as u32), u64::from(*b as u32)]),
        _ => None,
    }
}

/// Upstream's `scaleWeights`, to `i32` (MLIR stores weights as `i32`).
fn scaled(a: u64, b: u64) -> String {
    let scale = a.max(b) / i32::MAX as u64 + 1;
    format!("array<i32: {}, {}>", a / scale, b / scale)
}

/// The defining op's name of `value` when it is `and`/`or`/`icmp`/`fcmp` with one use.
fn is_good_condition(value: Value) -> bool {
    defining_op(value).is_some_and(|op| {
        let name = op.name();
        let name = name.as_string_ref().as_str();
        matches!(name, Ok(AND) | Ok(OR) | Ok(ICMP) | Ok(FCMP)) && use_count(value, 2) == 1
    })
}

// B: cond_br (and a, b), T, F -> B: cond_br a, S, F;  S: cond_br b, T, F
// B: cond_br (or a, b), T, F  -> B: cond_br a, T, S;  S: cond_br b, T, F
fn split_condition<'c, 'a>(
    block: &BlockRef<'c, 'a>,
    terminator: OperationRef<'c, 'a>,
    (a, b): (u64, u64),
    label: &str,
    rewriter: &Rewriter<'c, '_>,
    remarks: &Option<Remarks>,
) -> bool {
    let Some(condition) = operand(&terminator, 0) else {
        return false;
    };
    let Some(logic) = defining_op(condition) else {
        return false;
    };
    let name = logic.name();
    let is_and = match name.as_string_ref().as_str() {
        Ok(AND) => true,
        Ok(OR) => false,
        _ => return false,
    };
    if logic.block().as_ref() != Some(block)
        || condition.r#type().to_string() != "i1"
        || use_count(condition, 2) != 1
    {
        return false;
    }
    let (Some(first), Some(second)) = (operand(&logic, 0), operand(&logic, 1)) else {
        return false;
    };
    if !is_good_condition(first) || !is_good_condition(second) {
        return false;
    }
    let successors: Vec<BlockRef> = terminator.successors().collect();
    let Some(groups) = super::edges::operand_groups(block) else {
        return false;
    };
    if successors.len() != 2 || successors[0] == successors[1] {
        return false;
    }
    let location = named(rewriter, &terminator, &format!("{label}.cond.split"));
    // The new block right after `block`.
    let split = match block.next_in_region() {
        Some(next) => rewriter.create_block_before(next, &[]),
        None => {
            let split = rewriter.create_block_before(*block, &[]);
            rewriter.move_block_before(*block, split);
            split
        }
    };
    let mut second_branch = clone_operation(&terminator);
    second_branch.set_operand(0, second);
    second_branch.set_location(location);
    rewriter.set_insertion_point_to_end(split);
    let second_branch = rewriter.insert(second_branch);
    let (first_weights, second_weights) = if is_and {
        (scaled(2 * a + b, b), scaled(2 * a, b))
    } else {
        (scaled(a, a + 2 * b), scaled(a, 2 * b))
    };
    set_attribute_from_text(&second_branch, "branch_weights", &second_weights);
    if let Some(def) = defining_op(second)
        && def.block().as_ref() == Some(block)
    {
        rewriter.move_op_before(def, second_branch);
    }
    let (mut new_groups, redirected) = (groups, usize::from(!is_and));
    new_groups[redirected].clear();
    set_successor_operands(
        block,
        Some(first),
        &new_groups,
        &[(redirected, &split)],
        rewriter,
    );
    rewriter.start_op_modification(terminator);
    set_attribute_from_text(&terminator, "branch_weights", &first_weights);
    rewriter.finalize_op_modification(terminator);
    if !has_uses(condition) {
        rewriter.erase_op(logic);
    }
    if let Some(remarks) = remarks {
        remarks.emit(
            &terminator,
            format!("CodeGenPrepare: branch condition split into {label}.cond.split"),
        );
    }
    true
}

// B: cond_br c, T(x), F  with  w(T) < w(B)/5, T with other predecessors
//   -> B: cond_br c, U, F;  U (last block): br T(x)
#[allow(clippy::too_many_arguments)]
fn split_unlikely<'c, 'a>(
    block: &BlockRef<'c, 'a>,
    terminator: OperationRef<'c, 'a>,
    (a, b): (u64, u64),
    index: usize,
    label: &str,
    cfg: &Cfg,
    dom: &DomTree,
    rewriter: &Rewriter<'c, '_>,
    remarks: &Option<Remarks>,
) -> bool {
    let total = a + b;
    let successors: Vec<BlockRef> = terminator.successors().collect();
    if total == 0 || successors.len() != 2 || successors[0] == successors[1] {
        return false;
    }
    let Some(cold) = [a, b]
        .iter()
        .position(|&w| (total - w) * 100 > HOT_PERCENT * total)
    else {
        return false;
    };
    let target = successors[cold];
    let Some(target_index) = cfg.index(&target) else {
        return false;
    };
    if target.predecessor_count() < 2 || dom.dominates(target_index, index) {
        return false;
    }
    let Some(mut groups) = super::edges::operand_groups(block) else {
        return false;
    };
    let Some(region) = block.parent_region() else {
        return false;
    };
    let location = named(rewriter, &terminator, &format!("{label}.unlikely"));
    let Ok(branch) = OperationBuilder::new(names::BR, location)
        .add_operands(&groups[cold])
        .add_successors(&[&target])
        .build()
    else {
        return false;
    };
    let unlikely = region.append_block(Block::new(&[]));
    rewriter.set_insertion_point_to_end(unlikely);
    rewriter.insert(branch);
    groups[cold].clear();
    set_successor_operands(block, None, &groups, &[(cold, &unlikely)], rewriter);
    if let Some(remarks) = remarks {
        remarks.emit(
            &terminator,
            format!("CodeGenPrepare: unlikely edge split into {label}.unlikely"),
        );
    }
    true
}
