//! Identical arms, made one before their calls are inlined.
//!
//! clang leaves `switch (k) { case 0: f(r, x); break; ... default: f(r, x); }` as two blocks
//! that each call `f` with the same operands and branch to the same join. Inlined as they
//! stand, `f`'s body (loops and all) would be copied twice where one copy runs per thread:
//! twice the code, and every later pass and ptxas pays for both copies. LLVM's SimplifyCFG
//! does not sink or merge such calls while they are marked `convergent`, and clang marks every
//! CUDA call so; cicc inlines one copy.
//!
//! Rule. Two blocks of a function are one arm when neither is the entry block, neither takes
//! block arguments, each ends in `llvm.br` to the same successor (not one of the two) with
//! corresponding operands, and their ops match one for one ([`signature`]: name, properties,
//! attributes, types) with corresponding operands: the same value from outside the blocks, or
//! the same result of the op at the same position inside each. The later block's predecessors
//! then branch to the earlier one, and the later block is erased. Only blocks that call a
//! function defined in the symbol table are merged: those are what inlining would copy.
//!
//! Soundness. The two blocks compute the same values from the same inputs and leave the same
//! way, so a thread that ran one now runs the other to the same effect: memory, results and
//! the values passed to the successor are the same. Values defined in the erased block are
//! used only in it (it dominates no other block: its one successor has the other arm as a
//! predecessor too), and every block the kept one dominated it still dominates (a new path
//! into it replaces the erased block by the kept one). What merging does change is which
//! threads run an op *together*: threads of the two arms now execute one instance. That is
//! observable through convergent ops (barriers, shuffles, votes, `activemask`), so every op
//! of the arms, and every op of every function they call, transitively, must be one whose
//! result and effect do not depend on the set of threads executing it ([`Convergence`]).
//! The `convergent` attribute itself proves nothing either way (clang puts it on every call);
//! the callees' bodies decide, and only where the body that runs is the one we see: a
//! declaration, an interposable definition (`weak`, `linkonce`, ...), a function in a
//! call-graph cycle, inline asm, an indirect call, or any NVVM op other than a special-register
//! read count as convergent.

use super::{Function, NotInlined};
use crate::analysis::{
    cfg::{distinct_predecessors, ops_of},
    fast_hash::FastMap,
    threads::Divergence,
};
use crate::engine::{FunctionRun, Rewriter};
use kestrel_dialects::{
    intrinsics::{callee_name, is_libdevice, string_attribute},
    keys::signature,
    names,
    values::{defining_op, operand},
};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionLike, Value,
    operation::{OperationLike, OperationMutLike},
};

/// Arms compared pairwise within one successor's group; a switch wider than this is left.
const MAX_ARMS_PER_SUCCESSOR: usize = 64;

/// Whether each function of a symbol table may run a convergent op, worked out on demand.
pub(super) struct Convergence<'t, 'c, 'a> {
    functions: &'t [Function<'c, 'a>],
    by_name: &'t FastMap<String, usize>,
    recursive: &'t [bool],
    /// Per function, once known; kept by the caller across the table's functions.
    free: &'t mut [Option<bool>],
}

impl<'t, 'c, 'a> Convergence<'t, 'c, 'a> {
    pub(super) fn new(
        functions: &'t [Function<'c, 'a>],
        by_name: &'t FastMap<String, usize>,
        recursive: &'t [bool],
        free: &'t mut [Option<bool>],
    ) -> Self {
        Self {
            functions,
            by_name,
            recursive,
            free,
        }
    }

    /// True when calling `callee` runs no op whose behaviour depends on which threads run it.
    /// Inlining into a function never changes its answer: an inlined callee was judged the
    /// same way.
    fn callee_is_free(&mut self, callee: &str) -> bool {
        let Some(&index) = self.by_name.get(callee) else {
            return false;
        };
        if self.functions[index].refused == Some(NotInlined::Declaration) {
            return is_libdevice(callee);
        }
        if let Some(known) = self.free[index] {
            return known;
        }
        let function = &self.functions[index];
        let body_is_authoritative = !matches!(
            function.refused,
            Some(NotInlined::Declaration | NotInlined::Interposable | NotInlined::Convergence)
        );
        if !body_is_authoritative || self.recursive[index] {
            self.free[index] = Some(false);
            return false;
        }
        // Acyclic from here (cycles were answered above), so the recursion ends.
        let op = function.op;
        let mut free = true;
        super::walk(&op, &mut |inner| {
            if free && !self.op_is_free(inner) {
                free = false;
            }
        });
        self.free[index] = Some(free);
        free
    }

    /// True when `op`'s result and effect do not depend on the threads executing it together.
    fn op_is_free(&mut self, op: &OperationRef) -> bool {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        match name {
            names::CALL => callee_name(op).is_some_and(|callee| self.callee_is_free(&callee)),
            names::INLINE_ASM => false,
            names::CALL_INTRINSIC => {
                let intrinsic = string_attribute(op, "intrin").unwrap_or_default();
                intrinsic_is_free(&intrinsic)
            }
            _ if name.starts_with(names::NVVM_PREFIX) => {
                nvvm_is_free(&name[names::NVVM_PREFIX.len()..])
            }
            _ if name.starts_with("llvm.") => !name.contains("convergence"),
            _ => false,
        }
    }
}

/// NVVM operations that compute per thread from their operands alone (arithmetic, rounding
/// modes, conversions, bit manipulation, special-register reads), as intrinsic names after
/// `llvm.nvvm.` or NVVM op names after `nvvm.`. Anything else NVVM (barriers, shuffles, votes,
/// matrix and bulk operations, ...) counts as convergent.
const THREAD_LOCAL_NVVM: &[&str] = &[
    "read.ptx.sreg.",
    "add.",
    "mul.",
    "div.",
    "fma.",
    "sqrt.",
    "rsqrt.",
    "rcp.",
    "sin.approx",
    "cos.approx",
    "ex2.approx",
    "lg2.approx",
    "fabs",
    "fmin",
    "fmax",
    "ceil.",
    "floor.",
    "trunc.",
    "round.",
    "saturate.",
    "d2",
    "f2",
    "i2",
    "ui2",
    "ll2",
    "ull2",
    "lohi.",
    "bitcast.",
    "brev",
    "popc",
    "clz",
    "prmt",
    "mulhi.",
    "mul24.",
    "sad.",
    "copysign",
];

fn nvvm_is_free(rest: &str) -> bool {
    THREAD_LOCAL_NVVM
        .iter()
        .any(|family| rest.starts_with(family))
}

/// LLVM's own intrinsics are thread-local, except convergence control and the NVVM ones
/// outside [`THREAD_LOCAL_NVVM`].
fn intrinsic_is_free(intrinsic: &str) -> bool {
    if intrinsic.is_empty() || intrinsic.contains("convergence") {
        return false;
    }
    match intrinsic.strip_prefix("llvm.nvvm.") {
        Some(rest) => nvvm_is_free(rest),
        None => intrinsic.starts_with("llvm."),
    }
}

/// Merges `function`'s identical arms; returns how many ops it erased.
pub(super) fn merge_identical_arms(
    function: &OperationRef,
    convergence: &mut Convergence,
    rewriter: &Rewriter,
    run: &FunctionRun,
) -> usize {
    let Some(region) = function.region(0).ok() else {
        return 0;
    };
    let Some(entry) = region.first_block() else {
        return 0;
    };
    let mut by_successor: Vec<(BlockRef, Vec<Arm>)> = Vec::new();
    let mut next = entry.next_in_region();
    while let Some(block) = next {
        next = block.next_in_region();
        let Some((successor, free)) = arm_successor(&block, convergence) else {
            continue;
        };
        let arm = Arm { block, free };
        match by_successor.iter_mut().find(|(s, _)| *s == successor) {
            Some((_, arms)) => arms.push(arm),
            None => by_successor.push((successor, vec![arm])),
        }
    }
    let mut divergence = None;
    let mut erased_ops = 0;
    for (_, arms) in by_successor {
        if arms.len() < 2 || arms.len() > MAX_ARMS_PER_SUCCESSOR {
            continue;
        }
        let mut gone = vec![false; arms.len()];
        for kept in 0..arms.len() {
            if gone[kept] {
                continue;
            }
            for other in kept + 1..arms.len() {
                let (a, b) = (&arms[kept], &arms[other]);
                if gone[other] || !same_arm(&a.block, &b.block) {
                    continue;
                }
                let convergence_free = a.free && b.free;
                if !convergence_free
                    && !uniform_dispatch(function, (&a.block, &b.block), &mut divergence)
                {
                    run.refuse(&super::NotInlined::ConvergentArms);
                    continue;
                }
                erased_ops += ops_of(&b.block).len();
                run.remarks().emit(
                    &b.block.terminator().expect("an arm ends in llvm.br"),
                    if convergence_free {
                        "merged an arm identical to an earlier one before inlining its calls"
                    } else {
                        "merged an arm identical to an earlier one before inlining its calls \
                         (both entered from one branch on a value uniform across the block)"
                    },
                );
                redirect_predecessors(&b.block, &a.block, rewriter);
                rewriter.erase_block(b.block);
                run.count(&super::MERGE_ARMS);
                gone[other] = true;
            }
        }
    }
    erased_ops
}

/// A candidate arm, and whether it (with its callees) runs no convergent op.
struct Arm<'c, 'a> {
    block: BlockRef<'c, 'a>,
    free: bool,
}

/// Whether arms `a` and `b` are entered only from one block, whose branch decides on a value
/// every thread of the block has alike: then the threads that run either arm together are all
/// the threads that took that branch together, merged or not, and a convergent op in the arms
/// sees the same threads. `divergence` is computed on first need.
fn uniform_dispatch(
    function: &OperationRef,
    (a, b): (&BlockRef, &BlockRef),
    divergence: &mut Option<Divergence>,
) -> bool {
    let (Some(from_a), Some(from_b)) = (only_predecessor(a), only_predecessor(b)) else {
        return false;
    };
    if from_a != from_b {
        return false;
    }
    let Some(branch) = from_a.terminator() else {
        return false;
    };
    let name = branch.name();
    if !matches!(
        name.as_string_ref().as_str(),
        Ok(names::COND_BR) | Ok(names::SWITCH)
    ) {
        return false;
    }
    let Some(condition) = operand(&branch, 0) else {
        return false;
    };
    let divergence = divergence.get_or_insert_with(|| Divergence::compute(function));
    !divergence.is_divergent(&condition)
}

/// The one block whose terminator branches to `block`, if exactly one does.
fn only_predecessor<'c, 'a>(block: &BlockRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    match distinct_predecessors(block).as_slice() {
        [only] => Some(*only),
        _ => None,
    }
}

/// The block `block` branches to and whether it runs only ops free of convergence (with its
/// callees), when it is a candidate arm: not taking arguments, ending in `llvm.br` to a block
/// other than itself, calling a function the table defines, holding no op with regions.
fn arm_successor<'c, 'a>(
    block: &BlockRef<'c, 'a>,
    convergence: &mut Convergence,
) -> Option<(BlockRef<'c, 'a>, bool)> {
    if block.argument_count() != 0 {
        return None;
    }
    let terminator = block.terminator()?;
    if terminator.name().as_string_ref().as_str() != Ok(names::BR) {
        return None;
    }
    let successor = terminator.successor(0).ok()?;
    if successor == *block {
        return None;
    }
    let ops = ops_of(block);
    let body = &ops[..ops.len() - 1];
    let calls_defined = body.iter().any(|op| {
        op.name().as_string_ref().as_str() == Ok(names::CALL)
            && callee_name(op).is_some_and(|callee| {
                convergence.by_name.get(&callee).is_some_and(|&index| {
                    convergence.functions[index].refused != Some(NotInlined::Declaration)
                })
            })
    });
    if !calls_defined || body.iter().any(|op| op.region_count() != 0) {
        return None;
    }
    let free = body.iter().all(|op| convergence.op_is_free(op));
    Some((successor, free))
}

/// Whether arms `a` and `b` (both candidates, same successor) do the same thing.
fn same_arm(a: &BlockRef, b: &BlockRef) -> bool {
    let (ops_a, ops_b) = (ops_of(a), ops_of(b));
    if ops_a.len() != ops_b.len() || a == b {
        return false;
    }
    let last = ops_a.len() - 1;
    ops_a.iter().zip(&ops_b).enumerate().all(|(index, (x, y))| {
        let alike = if index == last {
            x.successor(0).ok() == y.successor(0).ok()
        } else {
            signature(x).is_some() && signature(x) == signature(y)
        };
        alike
            && x.operand_count() == y.operand_count()
            && x.operands()
                .zip(y.operands())
                .all(|(v, w)| corresponding(v, w, (a, &ops_a), (b, &ops_b)))
    })
}

/// Whether `v` (used in arm `a`) and `w` (in arm `b`) are the same input: one value from
/// outside both arms, or the same result of the ops at one position inside each.
fn corresponding<'c, 'a>(
    v: Value<'c, 'a>,
    w: Value<'c, 'a>,
    (a, ops_a): (&BlockRef<'c, 'a>, &[OperationRef<'c, 'a>]),
    (b, ops_b): (&BlockRef<'c, 'a>, &[OperationRef<'c, 'a>]),
) -> bool {
    match (defined_in(v, a), defined_in(w, b)) {
        (Some(x), Some(y)) => {
            let position_x = ops_a.iter().position(|op| *op == x);
            let position_y = ops_b.iter().position(|op| *op == y);
            let result_x = x.results().position(|r| Value::from(r) == v);
            let result_y = y.results().position(|r| Value::from(r) == w);
            position_x.is_some() && position_x == position_y && result_x == result_y
        }
        (None, None) => v == w,
        _ => false,
    }
}

/// The op of `block` that defines `value`, if one does.
fn defined_in<'c, 'a>(
    value: Value<'c, 'a>,
    block: &BlockRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    defining_op(value).filter(|op| op.block().as_ref() == Some(block))
}

/// Points every edge into `from` at `to` (neither takes arguments, so no operand moves).
fn redirect_predecessors<'c, 'a>(
    from: &BlockRef<'c, 'a>,
    to: &BlockRef<'c, 'a>,
    rewriter: &Rewriter<'c, '_>,
) {
    for block in distinct_predecessors(from) {
        let Some(terminator) = block.terminator() else {
            continue;
        };
        let edges: Vec<usize> = terminator
            .successors()
            .enumerate()
            .filter(|(_, successor)| successor == from)
            .map(|(index, _)| index)
            .collect();
        rewriter.start_op_modification(terminator);
        let mut editable = block
            .terminator_mut()
            .expect("a predecessor ends in a terminator");
        for index in edges {
            editable.set_successor(index, to);
        }
        rewriter.finalize_op_modification(terminator);
    }
}
