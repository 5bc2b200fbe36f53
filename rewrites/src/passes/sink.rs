//! `sink`: a pure value computed ahead of a branch but used only on one side of it moves
//! down to the block that dominates its uses, so it is live only where it is needed.
//!
//! Why: LLVM's GVN, LICM and instcombine compute values as early as they can, and the NVPTX
//! backend's own IR passes, which run after any middle end, do it again. A value computed
//! before a branch and used after it holds a register through everything between; ptxas
//! moves little across blocks. In the late half (after the backend's IR passes) sinking
//! lowers cfd_compute_flux from 60 to 56 registers and particles_step from 36 to 34 (sm_80).
//!
//! The rules are LLVM's `sink` pass's, which measured the same gains: per op, bottom-up, the
//! target is the nearest common dominator of its uses' blocks; while that block is not an
//! acceptable target the op climbs to its immediate dominator, until it reaches its own block
//! and stays. A block is acceptable when its only predecessor is the op's block, or when it
//! sits in the op's innermost loop (or both in none): an op never moves into a loop it was not
//! in, so it never runs more often than before. The op goes to the top of the target, so an
//! operand sunk to the same block after it (bottom-up) lands in front of it.
//!
//! Unlike LLVM's pass, it acts only where registers are scarce: on functions whose estimated
//! register peak ([`Liveness`]) is above `sink-for-occ`. Below full occupancy a register saved
//! buys nothing, and the code motion alone moved ptxas's schedule for the worse
//! (matrixMulDrv's kernels, at 30 to 32 registers: loop integer SASS +22%). And a move must
//! take its value out of a block estimated above `sink-for-occ`, or out of a loop, or follow
//! the value's users down: a value moved below an early exit is still live through the same
//! heavy blocks, so nothing that counts got shorter, and ptxas's schedule moved
//! (mg_restrict_full_weight, a held-out restriction with nine guarded taps after four early
//! exits, went 40 -> 46 registers with its thread indices sunk below the exits). The estimate
//! is recomputed for each sweep.
//!
//! What moves: pure arithmetic (divisions too: a division moved runs on fewer paths, so it
//! cannot fault where the original did not), casts, compares, selects and address computations,
//! reads of the invariant special registers, and loads from memory nothing writes while the
//! kernel runs (constant space, `!invariant.load`, kernel parameters); other plain loads only
//! into a block entered from theirs alone, with nothing after them in their block that may write
//! memory (a store, call, barrier or fence), as LLVM's rule. Not calls, not
//! `nvvm` ops (a warp shuffle or vote moved into a branch would change which threads take
//! part), not allocas, constants or anything with regions.
//!
//! With `sink-in-block`, each pure value (loads, divisions and long intrinsics aside) then
//! also moves down its own block to just before its first use there, in every function: the
//! order ptxas receives decides its registers on straight-line code, either way, so only the
//! measured late settlement turns it on, where ptxas does better by it
//! ([`sink_within_blocks`]).
//!
//! Soundness: the target is dominated by the op's block, so every path to the moved op went
//! through the original position first, with the operands (which dominate the original)
//! already computed; it is in the op's loop or entered only from the op's block, so the moved
//! op runs at most as often as the original, on operand values the original would have read.
//! Each use is in a block the target dominates and after the target's top. A moved load reads
//! an address the original read, from memory that has not changed.

use crate::{
    analysis::{
        cfg::{Cfg, blocks_by_index, ops_in_order},
        fast_hash::FastSet,
        layout::DataLayout,
        liveness::Liveness,
        loops::LoopForest,
        manager::Dominators,
        memory::{is_pure, is_pure_intrinsic_call},
        threads::computes_from_operands_alone,
    },
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    knobs,
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{
    intrinsics::{IntrinsicClass, classify, string_attribute},
    keys::{OpKey, op_key, value_key},
    names,
    raw::every_use,
};
use melior::ir::{BlockLike, BlockRef, OperationRef, Value, operation::OperationLike};
use std::rc::Rc;

pub static PASS: PassInfo = PassInfo {
    name: "sink",
    summary: "pure values move down to the block that dominates their uses, where registers are scarce",
    options: &[],
    reads: Settings::SPECS,
    patterns: &[SINK, SINK_IN_BLOCK],
    body: PassBody::Function(sink),
};

const SINK: PatternDecl = PatternDecl::rule(
    "sink-to-uses",
    "v = pure(x...) in B, every use in blocks D dominates (D != B, in B's loop or entered only from B) -> v at the top of D",
    &[],
);

const SINK_IN_BLOCK: PatternDecl = PatternDecl::rule(
    "sink-in-block",
    "v = pure(x...) in B, first use of v in B is u (or B's terminator) -> v just before u \
     (sink-in-block)",
    &[],
);

crate::refusals! {
    /// Why a function's values stay where they are.
    pub enum NotSunk {
        EnoughRegisters = "enough-registers": "the function's estimated register peak is at or below sink-for-occ",
    }
}

crate::typed_options! {
    /// The knobs the pass reads.
    pub struct Settings {
        target: usize = knobs::SINK_FOR_OCC.spec,
        in_block: bool = knobs::SINK_IN_BLOCK.spec,
    }
}

fn sink(function: OperationRef, rewriter: &Rewriter, options: &Options, run: &FunctionRun) {
    let settings = Settings::read(options);
    sink_across_blocks(&function, &settings, rewriter, run);
    if settings.in_block {
        run.preserve_blocks();
        sink_within_blocks(&function, rewriter, run);
    }
}

fn sink_across_blocks(
    function: &OperationRef,
    settings: &Settings,
    rewriter: &Rewriter,
    run: &FunctionRun,
) {
    let analyses = run.analyses();
    let cfg = analyses.get::<Cfg>(function);
    if settings.target > 0 {
        let peak = analyses.get::<Liveness>(function).max_pressure().registers;
        if peak as usize <= settings.target {
            run.refuse(&NotSunk::EnoughRegisters);
            return;
        }
    }
    let layout = DataLayout::of(function);
    let mut places = Places {
        dominators: analyses.get::<Dominators>(function),
        loops: analyses.get::<LoopForest>(function),
        blocks: blocks_by_index(function, &cfg),
        liveness: analyses.get::<Liveness>(function),
        heavy: settings.target as u32,
        moved: FastSet::default(),
        cfg,
    };
    run.preserve_blocks();
    // An op moved into a block that branches again may move on, as far as its uses allow.
    for sweep in 0..MAX_SWEEPS {
        if sweep > 0 {
            // Pressure as the moves so far left it.
            places.liveness = Rc::new(Liveness::compute(function, &places.cfg, &layout));
        }
        if places.sweep(function, rewriter, run) == 0 {
            break;
        }
    }
}

/// Moves each pure value of `function` (no loads: their order is memory order, and ptxas's
/// latency hiding wants them early) down its block to just before its first use there, or
/// before the terminator when every use is in another block; bottom-up, so a value's operands
/// follow it down. Straight-line code is where this counts: clang and the backend's IR passes
/// compute every flux of a stencil step ahead of the sums that use them, and ptxas keeps much
/// of that order (swe_lf_step_f64 78 -> 68 registers, nvcc's 68); in unrolled loops whose
/// products ptxas wants together it costs more (sgemm_tiled_4x4 32 -> 77), hence a knob
/// the measured settlement weighs function by function.
///
/// Sound for the same reason as any reordering of pure ops in one block: the op still follows
/// its operands (it only moves later) and precedes its uses (it stops at the first), computes
/// the same value from them, and runs under the same threads as before.
fn sink_within_blocks(function: &OperationRef, rewriter: &Rewriter, run: &FunctionRun) {
    // Each op moves only within its own block, so the order taken before any move is still
    // bottom-up within every block.
    for op in ops_in_order(function).into_iter().rev() {
        if !is_sinkable(&op) || is_plain_load(&op) || is_long_latency(&op) {
            continue;
        }
        let Some(block) = op.block() else {
            continue;
        };
        let Some(terminator) = block.terminator() else {
            continue;
        };
        let place = first_use_in_block(&op, &block).unwrap_or(terminator);
        if op.next_in_block().is_some_and(|next| next == place) {
            continue;
        }
        rewriter.move_op_before(op, place);
        run.count(&SINK_IN_BLOCK);
    }
}

/// Divisions, remainders and every intrinsic but the one-instruction ones (min, max, abs,
/// fused multiply-add): work ptxas expands into a sequence or a subroutine, or waits on. Left
/// where the backend put them, their operands die early and their latency overlaps what
/// follows; sunk to their use, swe_lf_step_f64's four flux divisions kept every loaded value
/// live up to the sums (76 registers, 68 with them left in place).
fn is_long_latency(op: &OperationRef) -> bool {
    let name = op.name();
    let Ok(name) = name.as_string_ref().as_str() else {
        return true;
    };
    let intrinsic = match name {
        "llvm.udiv" | "llvm.sdiv" | "llvm.urem" | "llvm.srem" | "llvm.fdiv" | "llvm.frem" => {
            return true;
        }
        names::CALL_INTRINSIC => string_attribute(op, "intrin").unwrap_or_default(),
        _ => match name.strip_prefix("llvm.intr.") {
            Some(intrinsic) => format!("llvm.{intrinsic}"),
            None => return false,
        },
    };
    let short = [
        "llvm.smax",
        "llvm.smin",
        "llvm.umax",
        "llvm.umin",
        "llvm.abs",
        "llvm.fabs",
        "llvm.fma",
        "llvm.fmuladd",
        "llvm.maxnum",
        "llvm.minnum",
    ];
    !short.iter().any(|prefix| {
        intrinsic
            .strip_prefix(prefix)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
    })
}

/// The first op of `block` that uses `op`'s value, or holds a use in a region nested in it;
/// `None` when none does (every use is in another block).
fn first_use_in_block<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    block: &BlockRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let value: Value = op.result(0).ok()?.into();
    let mut first: Option<OperationRef> = None;
    every_use(value, |user, _| {
        if let Some(user) = ancestor_in_block(user, block)
            && first.is_none_or(|current| user.is_before_in_block(current))
        {
            first = Some(user);
        }
        true
    });
    first
}

/// `op`, or the op holding the region `op` is nested in, that sits in `block`.
fn ancestor_in_block<'c, 'a>(
    op: OperationRef<'c, 'a>,
    block: &BlockRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = op;
    loop {
        if current.block().is_some_and(|b| b == *block) {
            return Some(current);
        }
        current = current.parent_operation()?;
    }
}

/// Sweeps over a function; each ends early when nothing moved in the one before.
const MAX_SWEEPS: usize = 8;

/// What one function's sweeps read: its blocks, dominators and loops, the pressure estimate
/// as of the sweep, and the ops moved so far.
struct Places<'c, 'a> {
    cfg: Rc<Cfg>,
    dominators: Rc<Dominators>,
    loops: Rc<LoopForest>,
    blocks: Vec<BlockRef<'c, 'a>>,
    liveness: Rc<Liveness>,
    /// A block above this many estimated registers is one worth taking a value out of
    /// (`sink-for-occ`; 0: any).
    heavy: u32,
    moved: FastSet<OpKey>,
}

impl Places<'_, '_> {
    /// One bottom-up pass over `function`'s ops; returns how many moved.
    fn sweep(&mut self, function: &OperationRef, rewriter: &Rewriter, run: &FunctionRun) -> usize {
        let cfg = &self.cfg;
        let mut moved = 0;
        // Bottom-up: an op's users have moved before the op is placed, so its operands follow it.
        let mut block_below = None;
        let mut writes_below = false;
        for op in ops_in_order(function).into_iter().rev() {
            let Some(home) = cfg.block_of(&op) else {
                continue;
            };
            if block_below != Some(home) {
                block_below = Some(home);
                writes_below = false;
            }
            let kind = if is_sinkable(&op) {
                Kind::Pure
            } else if is_plain_load(&op) {
                Kind::Load
            } else {
                writes_below |= may_write(&op);
                continue;
            };
            if cfg.successors(home).len() < 2 || (kind == Kind::Load && writes_below) {
                continue;
            }
            let Some(uses) = use_blocks(&op, cfg) else {
                continue;
            };
            let Some(mut target) = self.dominators.nearest_common_dominator_of(uses) else {
                continue;
            };
            while target != home && !is_acceptable(kind, target, home, cfg, &self.loops) {
                let Some(parent) = self.dominators.idom(target) else {
                    break;
                };
                target = parent;
            }
            if target == home || !self.dominators.strictly_dominates(home, target) {
                continue;
            }
            if !self.feeds_only_moved_ops(&op) && !self.leaves_a_heavy_block(&op, home, target) {
                continue;
            }
            let Some(first) = self
                .blocks
                .get(target)
                .and_then(|block| block.first_operation())
            else {
                continue;
            };
            rewriter.move_op_before(op, first);
            run.count(&SINK);
            self.moved.insert(op_key(&op));
            moved += 1;
        }
        moved
    }

    /// Whether moving `op`'s value from `home` down to `target` takes it out of a block whose
    /// estimated pressure is above the target: a block it is live into that `target` does not
    /// dominate, or `home` itself when the value leaves it. Moving a value past an early exit,
    /// where it is live through a few light blocks and then through the same heavy ones as
    /// before, frees nothing that counts and only moves ptxas's schedule:
    /// mg_restrict_full_weight (a held-out multigrid restriction, nine guarded taps after four
    /// early exits) went 40 -> 46 registers with its thread indices sunk below the exits.
    fn leaves_a_heavy_block(&self, op: &OperationRef, home: usize, target: usize) -> bool {
        let Ok(result) = op.result(0) else {
            return false;
        };
        let key = value_key(&result.into());
        let heavy = |block: usize| {
            self.liveness.pressure(block).registers > self.heavy
                || self.loops.loop_of(block).is_some()
        };
        (self.liveness.is_live_out(home, key) && heavy(home))
            || (0..self.cfg.len()).any(|block| {
                self.liveness.is_live_in(block, key)
                    && !self.dominators.dominates(target, block)
                    && heavy(block)
            })
    }

    /// Whether every use of `op`'s value is an op this pass moved: the operand follows its
    /// users down, or it would be held from its block to theirs.
    fn feeds_only_moved_ops(&self, op: &OperationRef) -> bool {
        let Ok(result) = op.result(0) else {
            return false;
        };
        let mut any = false;
        every_use(result.into(), |user, _| {
            any = true;
            self.moved.contains(&op_key(&user))
        }) && any
    }
}

/// What a candidate is: a value of its operands alone, or a load of memory that may change.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Pure,
    Load,
}

/// `target` may receive an op of `home`: it is entered only from `home`, or it is in the same
/// innermost loop (a block in another loop would run the op more often, or on other values).
fn is_acceptable(kind: Kind, target: usize, home: usize, cfg: &Cfg, loops: &LoopForest) -> bool {
    let predecessors = cfg.predecessors(target);
    if !predecessors.is_empty() && predecessors.iter().all(|&p| p == home) {
        return true;
    }
    // Entered from elsewhere too: a load could meet a store made on the other path.
    if kind == Kind::Load {
        return false;
    }
    match loops.loop_of(target) {
        None => true,
        Some(scope) => loops
            .loop_of(home)
            .is_some_and(|own| own.index() == scope.index()),
    }
}

/// Anything but a pure op, a plain load or a special-register read: stores, atomics, calls,
/// barriers and fences, inline assembly (conservatively, all may write memory a load reads).
fn may_write(op: &OperationRef) -> bool {
    let name = op.name();
    let pure = name.as_string_ref().as_str().is_ok_and(is_pure);
    !pure
        && !is_sinkable(op)
        && !is_plain_load(op)
        && !matches!(classify(op), Some(IntrinsicClass::SpecialRegister(_)))
}

/// A load that is neither volatile nor atomic: it may move down to a block entered only from
/// its own, when nothing after it in its block may write memory.
fn is_plain_load(op: &OperationRef) -> bool {
    kestrel_dialects::Load::of(*op).is_some_and(|load| load.is_plain()) && op.result_count() == 1
}

/// The blocks of `op`'s uses; `None` when it has none, or a use is not at the function's top
/// level.
fn use_blocks(op: &OperationRef, cfg: &Cfg) -> Option<Vec<usize>> {
    let value: Value = op.result(0).ok()?.into();
    let mut blocks = Vec::new();
    let all_top_level = every_use(value, |user, _| match cfg.block_of(&user) {
        Some(block) => {
            blocks.push(block);
            true
        }
        None => false,
    });
    (all_top_level && !blocks.is_empty()).then_some(blocks)
}

/// What may move: a one-result op without regions that computes its value from its operands
/// alone ([`computes_from_operands_alone`], see the module comment), or a pure intrinsic call;
/// not constants (PTX encodes them in their users) nor assumptions and debug records.
fn is_sinkable(op: &OperationRef) -> bool {
    let name = op.name();
    let Ok(name) = name.as_string_ref().as_str() else {
        return false;
    };
    match name {
        "llvm.mlir.constant"
        | "llvm.mlir.addressof"
        | "llvm.mlir.undef"
        | "llvm.mlir.poison"
        | "llvm.mlir.zero" => false,
        names::CALL_INTRINSIC => {
            op.result_count() == 1
                && string_attribute(op, "intrin")
                    .is_some_and(|intrinsic| is_pure_intrinsic_call(&intrinsic))
        }
        _ if is_inert(name) => false,
        _ => computes_from_operands_alone(op),
    }
}

/// Intrinsic ops [`is_pure`] admits that compute no value worth moving (assumptions, debug
/// records).
fn is_inert(name: &str) -> bool {
    name.strip_prefix("llvm.intr.")
        .is_some_and(crate::analysis::memory::is_inert_intrinsic_op)
}
