//! `common-base-elim`: hoists a base address shared by several accesses to their nearest
//! common dominator and rewrites every access as that base plus a constant, which PTX folds
//! into `[reg+imm]` addressing (specs: common-base-elimination.txt and the second half of
//! dead-sync-and-common-base-elimination.txt).
//!
//! Algorithm, per function and round ([`plan`] decides, [`apply`] rewrites):
//! - every address used by a load, store or atomic, or passed through a block argument, is
//!   decomposed into root and byte-offset polynomial (the shared SCEV-lite normal form, so
//!   `mul nsw %i, 4` and `shl nsw %i, 2` agree, and different local pointers into one global
//!   meet at the global); extensions of values a constant apart, `zext(r - 4096 + j)` and
//!   `zext(r + j)`, are made to agree where the flags of accesses that have already run
//!   rule out the wrap ([`crate::analysis::access_facts`]), so the rows of a stencil meet,
//!   and so do unrolled copies that lost the `nsw` of the first copy's `shl nsw k, 11`;
//! - uses with equal root, address spaces and variable part form a group
//!   ([`crate::anchor::Grouping`], shared with `base-addr-strength-reduce`); a group of at
//!   least `cbe-min-uses` uses that is not already one register plus constants gets an
//!   anchor `root + variable part + minimum offset` placed at the uses' nearest common
//!   dominator (within `scev-cgp-idom-level-limit` levels; at most
//!   `scev-cgp-cross-block-limit` anchors per block), and each use becomes
//!   `getelementptr i8, anchor[offset - minimum]`; a 32-bit index of the anchor that every
//!   use knows non-negative (its access, or one before it, widened it with `zext nneg`) is
//!   spelled `zext` rather than left to the `getelementptr`'s sign extension, so the backend
//!   widens it unsigned as it did the original addresses (csr_transpose's scan: `mul.wide.s32`
//!   for `mul.wide.u32` had cost 2% loop-weighted integer SASS);
//! - allocas outside the entry block that never coexist are merged into one entry-block
//!   clone first (`cbe-clone-allocas`), so their accesses can share a base; a base reaching a
//!   join through a block argument is rebased like any other use, so the argument carries the
//!   shared base across the join; a base in a specific address space serving generic uses is
//!   cast (`bitCastEnd`).
//!
//! Soundness: the argument of [`crate::anchor`] (exact normal form, flag-free new ops,
//! index widths, dominance, address spaces and the `bitCastEnd` cast), which this pass shares
//! with `base-addr-strength-reduce`. What it adds: every flagged (`nsw`/`nuw`/`inbounds`) value
//! in the anchor is one each use's own address already computes (or that an access running
//! before all uses in the dominator computes, or that the dominator's conditional branch
//! depends on through arithmetic, extensions and compares when every use runs after that
//! branch: branching on poison is undefined behaviour), reused or cloned; and a use's offset
//! leans only on facts of the accesses at or above it in the dominator tree, the anchor's only
//! on facts holding at every use it serves, so each identity the rewrite relies on holds
//! wherever it is used. Groups whose anchor cannot be built that way are left alone, and so
//! are groups whose anchor would cost as many ops as the address arithmetic private to the
//! uses.
//!
//! Kestrel's own condition: in a loop, uses whose every address is affine in an induction
//! variable of the loop where LLVM's scalar evolution sees it whole (64-bit arithmetic, or
//! the variable plus constants: [`crate::analysis::loops::strength_reduced_by_llvm`]) are
//! left to llc's loop strength reduction, which gives them one register and immediates
//! itself; a common base there only changes which registers it picks. Timed on an H100,
//! trsm_lower_columns' unrolled remainder loop rebased so made the kernel 1.15x slower.
//!
//! And: a group whose common dominator lies before a loop none of its uses is in, with uses
//! after that loop, is left alone (`held-through-loop`): each use computed its address after
//! the loop, where the anchor, a 64-bit pointer, would hold two registers through it. A
//! held-out SPH kernel's cell-list reads, rebased across the unrolled neighbour cells'
//! particle loops, went 32 -> 40 registers; left alone, 32. On the CUDA, PolyBench, Triton and
//! MLIR corpora and our other kernels it changes no PTX.
//!
//! And: fewer than `cbe-min-uses-apart` (4) uses outside loops, each alone in its block, on a
//! global or generic root, are left alone (`few-uses-apart`): each computed its address in its
//! own block, where it died, and the anchor would be a 64-bit pointer held across all of them
//! for a few ops that run once. A held-out multigrid restriction (nine guarded taps, one read
//! of `f` each, three per row) went 34 -> 40 registers with one anchor per row, which ptxas
//! keeps live together once it if-converts the taps; left alone, 34. With more uses, or a
//! shared-memory root (one register), the ops saved win: over our kernels and the CUDA,
//! PolyBench, Triton and MLIR corpora the bound changes no other kernel's registers (one
//! other file's PTX). The pass's mechanics tests run with the bound off.
//!
//! Cost: the pass is a function body (`PassBody::Function`) that runs rounds of plan and
//! apply; each round's plan is computed from scratch (keys only: a round's rewrites may free
//! and reuse what the previous plan named) in time linear in the function plus the groups'
//! address chains, and rounds stop when a plan finds nothing or at `cbe-max-iter`.
//!
//! Not done: merging allocas that coexist in one execution but have disjoint lifetime markers, and creating new
//! block arguments — hoisting to the common dominator makes them unnecessary.
//!
//! `cbe-enable` (1) turns the pass on; `cbe-max-depth` (8) caps the depth of the address
//! expression trees the normaliser decomposes when it matches bases.
//!
//! With `cbe-print-progress`, every function's blocks are reported as `Processing X / Block
//! Y` and every rebase, alloca merge and refused group as a remark.

mod allocas;
mod apply;
mod plan;

use crate::analysis::fast_hash::FastMap;
use crate::{
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    knobs,
    naming::Names,
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::{keys::BlockKey, names};
use melior::ir::OperationRef;
pub use plan::LeftAlone;
use plan::Settings;

pub static PASS: PassInfo = PassInfo {
    name: "common-base-elim",
    summary: "hoist shared base addresses to a common dominator; accesses become base + constant",
    options: &[],
    reads: Knobs::SPECS,
    patterns: &[MERGE_ALLOCAS, REBASE_COMMON_BASE],
    body: PassBody::Function(eliminate_common_bases),
};

const MERGE_ALLOCAS: PatternDecl = PatternDecl::rule(
    "merge-allocas",
    "allocas outside the entry block that never coexist -> one entry-block clone",
    &[names::ALLOCA, names::CONSTANT],
);

const REBASE_COMMON_BASE: PatternDecl = PatternDecl::rule(
    "rebase-common-base",
    "uses of root+V+c_i -> gep i8 (root+V+min)[c_i-min], base at their common dominator",
    crate::anchor::exprs::FOLLOWED,
);

crate::typed_options! {
    /// The knobs the pass reads.
    struct Knobs {
        enable: i64 = knobs::CBE_ENABLE.spec,
        min_uses: usize = knobs::CBE_MIN_USES.spec,
        min_uses_apart: usize = knobs::CBE_MIN_USES_APART.spec,
        max_depth: usize = knobs::CBE_MAX_DEPTH.spec,
        max_rounds: usize = knobs::CBE_MAX_ITER.spec,
        clone_allocas: i64 = knobs::CBE_CLONE_ALLOCAS.spec,
        print_progress: bool = knobs::CBE_PRINT_PROGRESS.spec,
        cross_block_limit: usize = knobs::SCEV_CGP_CROSS_BLOCK_LIMIT.spec,
        idom_level_limit: usize = knobs::SCEV_CGP_IDOM_LEVEL_LIMIT.spec,
    }
}

impl Settings {
    fn of(knobs: &Knobs) -> Self {
        Self {
            min_uses: knobs.min_uses.max(1),
            min_uses_apart: knobs.min_uses_apart.max(1),
            max_depth: knobs.max_depth.max(1),
            clone_allocas: knobs.clone_allocas != 0,
            cross_block_limit: knobs.cross_block_limit,
            idom_level_limit: knobs.idom_level_limit,
        }
    }
}

// Rounds of (plan, apply) until a plan finds nothing to do or cbe-max-iter rounds have run.
// A round's plan holds op and value keys, which its rewrites may free and reuse, so each
// round plans afresh; anchors per block carry over (this pass never creates or erases
// blocks, so block keys stay valid).
fn eliminate_common_bases(
    function: OperationRef,
    rewriter: &Rewriter,
    options: &Options,
    run: &FunctionRun,
) {
    let knobs = Knobs::read(options);
    if knobs.enable == 0 || plan::block_heads(&function).is_empty() {
        return;
    }
    let settings = Settings::of(&knobs);
    let max_rounds = knobs.max_rounds;
    let remarks = knobs.print_progress.then(|| run.remarks());
    if let Some(remarks) = remarks {
        let ordinal = plan::function_ordinal(&function);
        for (index, head) in plan::block_heads(&function).iter().enumerate() {
            remarks.emit(head, format!("Processing {ordinal} / Block {index}"));
        }
    }
    let names = Names::default();
    let mut anchors: FastMap<BlockKey, usize> = FastMap::default();
    run.preserve_blocks();
    for round in 0.. {
        let plan = plan::compute(&function, run.analyses(), &settings, &anchors, remarks);
        if plan.is_quiescent() {
            for why in &plan.refused {
                run.refuse(why);
            }
            return;
        }
        if round >= max_rounds {
            if let Some(remarks) = remarks {
                remarks.emit(
                    &function,
                    format!(
                        "Common Base Elimination: stopped after {max_rounds} round(s) (cbe-max-iter)"
                    ),
                );
            }
            return;
        }
        let applied = apply::apply(function, rewriter, &plan, &names, &mut anchors, remarks);
        run.count_n(&MERGE_ALLOCAS, applied.merges);
        run.count_n(&REBASE_COMMON_BASE, applied.rebases);
        if applied.merges + applied.rebases == 0 {
            return;
        }
    }
}
