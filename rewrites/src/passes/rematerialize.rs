//! `rematerialize`: cheap values kept live across the function's register peak are recomputed
//! in front of their uses in other blocks, so the original dies where it was defined and the
//! peak loses its register (cicc's `nvvmrematerialize`; the pass is not in the
//! specifications, so its rules and knobs' meanings are Kestrel's, after the issue's
//! measurements on held-out kernels).
//!
//! Why: LLVM's LICM and GVN, and the address passes, hoist and share values (`__constant__`
//! fields, `tid`-based indices, 64-bit bases) to the top of a kernel, where they stay live
//! through every later loop. ptxas recomputes little across blocks on its own, so each such
//! value holds a register at the peak. Recomputing costs a few ALU ops; a register at the peak
//! can cost occupancy.
//!
//! Algorithm, per function, in rounds ([`plan::round`] decides, [`apply`] rewrites), each on
//! fresh [`crate::analysis::liveness::Liveness`]:
//! - the peak blocks are those whose estimated pressure (32-bit registers) is the function's
//!   maximum; the candidates are the values live into a peak block, cheapest first;
//! - a candidate's uses outside its defining block are grouped by site: the use's own block,
//!   or, when the use sits in loops that do not contain the definition, the preheader of the
//!   outermost of them (a copy never runs more often than the original did), unless the copy
//!   holds at most `remat-loop-chain` ops (default 0) and the value is no pointer: then it goes
//!   in the use's block, inside those loops, and runs every iteration (ptxas builds addresses
//!   from a parameter's constant-bank slot where they are used, so a pointer held across a
//!   loop is seldom a register it keeps: sph_forces' copies of pointer casts bought none);
//! - the copy clones the value's whole expression down to constants and kernel parameters
//!   (ptxas reads those from the constant bank), every op of it cheap, at most
//!   `remat-chain-limit` ops: it reads nothing live, so no other live range grows (reusing
//!   operands live at the site measured worse: loop counters feeding copies cost
//!   trisolve_rows 10 registers);
//! - a candidate must be live through a loop it is not used in (a freed block is a loop
//!   header): a peak in straight-line code is ptxas's to schedule, and recomputing there
//!   measured worse (block_reduce_scan's loop integer SASS +17%, cfd_flux +2 registers);
//! - candidates are ranked by the ops their copies add per run of the definition: each copy's
//!   ops, times `remat-loop-trip` for every loop it sits in that the definition does not (so a
//!   copy outside the loops goes before one inside them);
//! - a candidate is taken when it frees a peak block no earlier candidate of the round freed
//!   (the blocks where it stops being live, neither a site nor on the way from a site or from the
//!   definition's own block to a remaining use); the round is applied only when every peak block
//!   is freed, so the estimated maximum goes down, and the next round starts from the new peak.
//!   Rounds stop at the knob's target, when a peak cannot be lowered, or after
//!   [`MAX_ROUNDS`].
//!
//! Cheap: integer and FP arithmetic except division and remainder, casts, `getelementptr`,
//! compares and selects, reads of the invariant special registers (tid, ntid, ctaid, nctaid,
//! laneid, warpsize), and plain loads from memory nothing writes during the kernel (constant
//! space, `!invariant.load`). Never an `alloca` or a `freeze`
//! ([`crate::analysis::memory::has_identity`]): a copy of an alloca is another, uninitialised
//! object (a local array passed to a function in a loop and read after it came back as
//! garbage: sha256's state words), and each freeze of poison may pick another value.
//!
//! A kernel's `byval` parameter reaches the late half as LLVM 22's backend leaves it, a
//! parameter-space pointer (`llvm.nvvm.internal.addrspace.wrap.p101.p0` of the argument): a
//! copy reads that pointer as it reads a kernel parameter (it is the parameter's symbol in
//! PTX), and a load from it at a fixed offset is a constant-bank operand, which costs a copy
//! no instruction (one per instruction: a product of two fields needs a move) and which is
//! itself never recomputed (`constant-bank`: holding it takes no register). Before, the
//! pointer stopped every chain, and heston_mc_call's twenty Philox keys, `seed + k * W` of a
//! field of its parameter struct, stayed live through the path loop: with one-instruction
//! copies inside its step loop, 64 -> 56 registers (nvcc 56), mc_asian_barrier_f32 41 -> 40;
//! conv2d_nchw_bias_relu pays 30 -> 31 and 3% more loop integer SASS for two masks of its
//! parameter struct copied into its filter loop (sm_80, one run, over the 145 vendored files).
//!
//! Soundness: every copy is of a pure op or of such a load, with the same operands, so it computes
//! the value the original computed, however often it runs (poison where the original was poison:
//! flags are copied with the op). A site is dominated by the definition's block and is not that
//! block, so the original (and every op of the chain, which dominates it) ran on every path to the
//! copy, and a copied load reads an address the original read, from memory that has not changed.
//! Constants and kernel parameters a copy reads dominate every block. Uses are redirected only to a
//! copy that dominates them: a copy sits in the use's block before its first use there, or at the
//! end of a preheader, which dominates the loop.
//!
//! Knobs: `do-remat`, `remat-for-occ` (register target; 0: as low as it goes),
//! `remat-use-limit` (sites per value), `remat-chain-limit` (ops per copy),
//! `remat-loop-chain` (ops per copy inside deeper loops), `remat-loop-trip` (the ranking's
//! iterations per loop), `remat-loop-pointers` (pointers' copies may go inside them too), `dump-remat` (remarks: each recomputed value, and the peak before and
//! after). Values it declines are counted under [`NotRecomputed`] from the round that stopped.
//!
//! Copies inside deeper loops: the presets allow one op (`remat-loop-chain=1`; our five
//! batches of kernels, `third_party/kernels`, 5658 -> 5649 registers with no loop-weighted SASS
//! up in any file). Longer ones pay on some kernels and cost on others: on the first four
//! batches (late half, `remat-loop-chain=8`) registers 4465 -> 4438 (idct8x8_dequant 90 -> 70)
//! but six files worse than `-O0` (loop-weighted integer SASS up to +8.3% in lavamd_boxes,
//! sgemm_strided_batched_4x4 39 -> 46 registers). Which copies pay needs a model of what
//! ptxas keeps in registers, which the estimate is not (it counts spmm_bsr4_f64 at 67 where
//! ptxas allocates 50).
//!
//! Not done: reusing operands already live at a site (see above); uses in the defining block (the
//! value stays live there; only its range beyond is cut); block arguments (a loop-carried value is
//! no recomputation); peaks inside one block (the estimate is per block).

mod apply;
mod plan;
pub use plan::NotRecomputed;

use crate::{
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    knobs,
    options::Options,
    registry::PassInfo,
};
use melior::ir::{OperationRef, RegionLike, operation::OperationLike};

pub static PASS: PassInfo = PassInfo {
    name: "rematerialize",
    summary: "cheap values live across the register peak are recomputed in front of their uses in other blocks",
    options: &[],
    reads: Settings::SPECS,
    patterns: &[RECOMPUTE, COPIED_OP],
    body: PassBody::Function(rematerialize),
};

const RECOMPUTE: PatternDecl = PatternDecl::rule(
    "recompute",
    "v = cheap(x...) live across the peak -> v' = cheap(x...) in front of v's uses in other blocks; v dies in its block",
    GENERATES,
);
/// Counts the cost: each op a recomputation copied.
const COPIED_OP: PatternDecl = PatternDecl::rule(
    "copied-op",
    "one op copied by a recomputation (the value's def or an operand not live at the site)",
    GENERATES,
);

/// What copies are: any cheap op (see the module comment).
const GENERATES: &[&str] = &[];

/// Rounds per function: each lowers the estimated peak by at least one register.
pub const MAX_ROUNDS: usize = 48;

crate::typed_options! {
    /// The knobs the pass reads.
    pub struct Settings {
        on: bool = knobs::DO_REMAT.spec,
        target: usize = knobs::REMAT_FOR_OCC.spec,
        use_limit: usize = knobs::REMAT_USE_LIMIT.spec,
        chain_limit: usize = knobs::REMAT_CHAIN_LIMIT.spec,
        loop_chain: usize = knobs::REMAT_LOOP_CHAIN.spec,
        loop_trip: usize = knobs::REMAT_LOOP_TRIP.spec,
        loop_pointers: bool = knobs::REMAT_LOOP_POINTERS.spec,
        dump: bool = knobs::DUMP_REMAT.spec,
    }
}

fn rematerialize(
    function: OperationRef,
    rewriter: &Rewriter,
    options: &Options,
    run: &FunctionRun,
) {
    let settings = Settings::read(options);
    let declaration = function
        .region(0)
        .ok()
        .and_then(|body| body.first_block())
        .is_none();
    if !settings.on || declaration {
        return;
    }
    let mut first_peak = None;
    let (mut values, mut copies) = (0u64, 0u64);
    let mut last_peak = 0;
    for _ in 0..MAX_ROUNDS {
        let round = plan::round(&function, run.analyses(), &settings);
        first_peak.get_or_insert(round.peak);
        last_peak = round.peak;
        if round.recomputations.is_empty() {
            for why in &round.refusals {
                run.refuse(why);
            }
            break;
        }
        for recompute in &round.recomputations {
            if settings.dump {
                run.remarks().emit(
                    &recompute.definition,
                    format!(
                        "Rematerialize: {} recomputed at {} site(s) ({} inside loops it is not defined in), {} op(s) copied",
                        recompute.definition.name().as_string_ref().as_str().unwrap_or("?"),
                        recompute.sites.len(),
                        recompute.sites.iter().filter(|site| site.loops_entered > 0).count(),
                        recompute.copied_ops()
                    ),
                );
            }
            let copied = apply::apply(recompute, rewriter);
            values += 1;
            copies += copied;
            run.count(&RECOMPUTE);
            run.count_n(&COPIED_OP, copied);
        }
        last_peak = round.estimated;
        kestrel_dialects::raw::erase_dead_ops(&function);
    }
    if settings.dump {
        run.remarks().emit(
            &function,
            format!(
                "Rematerialize: {}: {values} value(s) recomputed, {copies} op(s) copied; estimated peak {} -> {last_peak} registers",
                crate::registry::function_name(&function),
                first_peak.unwrap_or(0)
            ),
        );
    }
}
