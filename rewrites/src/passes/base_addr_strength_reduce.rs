//! `base-addr-strength-reduce`: in every loop body, accesses whose addresses share a base
//! (same root, address spaces and variable part, different constant offsets) are rewritten
//! as one anchor plus constants, and the anchor is computed once before the loop — carried
//! through the header and advanced by a constant or invariant step when it moves with an
//! induction variable — so the body keeps one address register per group and no per-access
//! address arithmetic (spec: base-address-strength-reduction.txt, phases 1-5). Runs after
//! `common-base-elim`, which shares bases within an iteration but cannot cross iterations.
//!
//! Algorithm, per function, one round ([`plan`] decides, [`apply`] rewrites):
//! - collection per loop body (accesses whose innermost loop is the loop), grouped by the
//!   shared normal form ([`crate::analysis::address`], [`crate::anchor::Grouping`]); global
//!   roots form the pointer-to-global bucket, so local pointers into one global meet;
//! - a group of at least two accesses gets its anchor at the minimum constant offset:
//!   `root + invariant terms + min` at the end of the preheader, plus `c·X(start)` when the
//!   variable part has one term `c·X(i)` in a basic induction variable `i` of the loop (the
//!   chain variant, `do-base-address-strength-reduce-chain`): the anchor is then a new header
//!   argument, advanced by `c·X(step)` on every back edge. Its entry value is, where one
//!   access runs before all the others and before every latch's branch, a copy of that
//!   access's own address chain at the preheader with the induction variable read as its
//!   entering value ([`crate::anchor::entry_copy`]; reusing equal values already there),
//!   plus a constant: the normal form distributes extensions down to the leaves, and built
//!   from it the entry value would cost 64-bit products of what the loop computed in 32 bits;
//! - every access becomes `getelementptr i8, anchor[offset - min]` (shared per block);
//! - the coefficient of `X(i)` may be a loop-invariant polynomial (`n·X(i)` from
//!   `a[i * n]`), the step then computed at the preheader;
//! - families (Kestrel's extension, [`plan`]'s `family` module): groups of one root that
//!   advance by the same term and differ by loop-invariant terms (a 3D stencil's
//!   `in[at ± nx + z·plane]` and `in[at + (z+1)·plane]`) share one carried anchor, each other
//!   group reading `anchor + shift` (the shift computed at the preheader, added once per
//!   block). Only groups llc's strength reduction would carry in a pointer of their own
//!   qualify, and at level 2 a family must hold fewer shift registers than the pointers it
//!   replaces and kill more address ops than it adds (heat3d_march 32 -> 22 registers, loop
//!   integer SASS 42 -> 34, once split code generation drops LSR for it).
//!
//! Cost: near-linear in the function. Loops come from the shared loop forest
//! ([`crate::analysis::loops::LoopForest`], no block list per loop: those hold `n²/2` entries
//! for a nest `n` deep), and each loop's own body is visited once.
//!
//! Knobs: `do-base-address-strength-reduce` (0 off; 1 rewrites every buildable group; 2, the
//! default, "with conditions": see Profit below);
//! `base-address-strength-reduce-iv-limit` (induction variables considered per loop);
//! `base-address-strength-reduce-max-iv` (0 keeps to loop-invariant bases; more than one
//! induction variable per base is not done); `base-address-strength-reduce-aggressiveness`
//! (cicc's `dword_4FBCAE0`: above 1, groups with a negative offset are accepted when their
//! base is loop-invariant); `dump-base-address-strength-reduce` reports every group, anchor,
//! rewrite and refusal as a remark.
//!
//! Profit (level 2; the spec names the level, not its conditions, so these are Kestrel's,
//! measured on the corpus through llc and ptxas): llc's LoopStrengthReduce already turns an
//! address affine in an induction variable into a pointer register plus `[reg+imm]`, so an
//! anchor pays only where it removes per-iteration arithmetic the body would otherwise keep.
//! A group is refused when every access goes through one address value (a load and the store
//! back to it: nothing is shared, and carrying that address is LSR's job; on the O3 corpus
//! this shape alone made adi_kernel1 cost 22 more integer PTX instructions and 8 more
//! registers), and when the address ops that die do not outnumber the ops the anchor adds
//! (one increment per latch, plus the register it keeps live; `base[iv]` with constant
//! offsets loses a single `getelementptr` and is refused). The loop's candidates are judged
//! together first, since groups share index arithmetic (`sext(tid + i)` indexes every array).
//! Arrays that advance by the same step per iteration form a family: llc and ptxas keep one
//! counter for all of them and add it to each base, so an anchor only pays for the ops its own
//! array loses, against a 64-bit increment (two SASS instructions) per latch, and a family is
//! rewritten whole or not at all (one anchored member adds a pointer pair while the counter
//! stays). On syr2k, four anchors over two shared indices had cost 4 registers (28 -> 32).
//! A carried group is refused, too, when every address is affine in an induction variable in
//! a form LLVM's scalar evolution sees whole (64-bit arithmetic, or the variable plus
//! constants: [`crate::analysis::loops::strength_reduced_by_llvm`]): llc's loop strength
//! reduction then makes the same pointer register and immediates, and the anchor only
//! changes which base it picks. Timed on an H100, such anchors bought nothing and cost
//! nbody_forces 1.46x (its unrolled `s_pos[k + c]` tile loop; same PTX instructions, but
//! ptxas scheduled the rewritten loop worse) and trsm_lower_columns 1.15x (a cold remainder
//! loop whose rewrite changed how ptxas scheduled the hot one).
//!
//! A carried group is refused as well when no access runs first (all of them guarded), so the
//! entry value must be built from the normal form, whose extensions are distributed down to
//! the leaves, and the loop sits inside another loop that builds it again on each of its
//! iterations: when that build takes more ops than one iteration saves
//! ([`plan`]'s `profit::rebuilt_entry_cost`), a short inner loop pays more than it gains (a
//! direct convolution's guarded tap loop inside its row loop: 45 and 18 ops per filter row for
//! 12 saved per iteration, and a filter row is a few taps; loop integer SASS 2796 -> 6385 with
//! the anchor).
//!
//! Soundness: the argument of [`crate::anchor`] (exact normal form, flag-free new ops,
//! index widths, dominance, address spaces and the `bitCastEnd` cast), which this pass shares
//! with `common-base-elim`. What it adds: the anchor is built from the normal form with
//! flag-free `add`/`mul`/`sext`/`zext`/`trunc` and `getelementptr`s, from values the original
//! chains read (so it can be poison only where every access's address was), all defined
//! before the preheader's end. `X(i)` is `i` at the address width, or its extension when every
//! increment of `i` is `nsw` (sign) or `nuw` (zero), which makes `X(i + step) == X(i) +
//! X(step)` whenever the next iteration's addresses are defined. A copied entry value keeps
//! its flags: in the first iteration nothing reads the anchor before the source access has
//! used exactly that address, so a poison copy means the original was undefined.
//!
//! Not done: bases depending on two induction variables or on a product of one with a value
//! computed in the loop; latches
//! ending in `llvm.switch`; loops without a preheader; offsets wider than 64 bits (the normal
//! form wraps them); reassociation of negative offsets into a separate common base (with a
//! loop-variant base such groups are left alone); removing the old induction variable when
//! only addresses used it.

mod apply;
mod plan;
pub use plan::Skipped;

use crate::{
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    knobs,
    naming::Names,
    options::Options,
    registry::PassInfo,
};
use kestrel_dialects::names;
use melior::ir::OperationRef;

pub static PASS: PassInfo = PassInfo {
    name: "base-addr-strength-reduce",
    summary: "loop bodies: accesses sharing a base become one anchor (hoisted or carried by the loop) + constants",
    options: &[],
    reads: Settings::SPECS,
    patterns: &[HOIST_ANCHOR, CARRY_ANCHOR, CARRY_FAMILY_ANCHOR],
    body: PassBody::Function(strength_reduce),
};

const HOIST_ANCHOR: PatternDecl = PatternDecl::rule(
    "hoist-anchor",
    "loop accesses of root+V+c_i, V loop-invariant -> gep i8 anchor[c_i-min], anchor = root+V+min in the preheader",
    GENERATES,
);
const CARRY_ANCHOR: PatternDecl = PatternDecl::rule(
    "carry-anchor",
    "loop accesses of root+V(i)+c_i -> gep i8 anchor[c_i-min], anchor = root+V(start)+min, anchor' = anchor+V(step)",
    GENERATES,
);

const CARRY_FAMILY_ANCHOR: PatternDecl = PatternDecl::rule(
    "carry-family-anchor",
    "loop accesses of root+W_g+V(i)+c_k, W_g loop-invariant per group -> gep i8 (gep i8 anchor[W_g-W_r])[c_k-min], anchor = root+W_r+V(start)+min, anchor' = anchor+V(step)",
    GENERATES,
);

/// What an anchor and its uses are built from.
const GENERATES: &[&str] = &[
    names::GEP,
    names::ADDRSPACECAST,
    names::ADDRESSOF,
    names::CONSTANT,
    names::ADD,
    names::MUL,
    names::SEXT,
    names::ZEXT,
    names::TRUNC,
];

crate::typed_options! {
    /// The knobs the pass reads (planning reads all but `dump`).
    pub struct Settings {
        level: i64 = knobs::DO_BASE_ADDRESS_STRENGTH_REDUCE.spec,
        chain: bool = knobs::DO_BASE_ADDRESS_STRENGTH_REDUCE_CHAIN.spec,
        dump: bool = knobs::DUMP_BASE_ADDRESS_STRENGTH_REDUCE.spec,
        iv_limit: usize = knobs::BASE_ADDRESS_STRENGTH_REDUCE_IV_LIMIT.spec,
        max_iv: usize = knobs::BASE_ADDRESS_STRENGTH_REDUCE_MAX_IV.spec,
        aggressiveness: i64 = knobs::BASE_ADDRESS_STRENGTH_REDUCE_AGGRESSIVENESS.spec,
    }
}

// loop accesses of root + V(i) + c_k -> gep i8 anchor[c_k - min], anchor = root + V(start) + min
// at the preheader, anchor' = anchor + V(step) on every back edge
fn strength_reduce(
    function: OperationRef,
    rewriter: &Rewriter,
    options: &Options,
    run: &FunctionRun,
) {
    let settings = Settings::read(options);
    if settings.level == 0 {
        return;
    }
    let analyses = run.analyses();
    let Some(f) = plan::Function::of(&function, analyses) else {
        return;
    };
    let plan = plan::compute(&function, analyses, &f, &settings);
    let remarks = settings.dump.then(|| run.remarks());
    for (at, why, message) in &plan.refusals {
        run.refuse(why);
        if let Some(remarks) = remarks {
            remarks.emit(at, format!("BaseAddressStrengthReduce: {message}"));
        }
    }
    let names = Names::default();
    for reduction in &plan.reductions {
        if let Some(remarks) = remarks {
            remarks.emit(
                &reduction.anchor,
                format!(
                    "BaseAddressStrengthReduce: grouped {}; {} address(es) rewritten",
                    reduction.describe,
                    reduction.rewritten()
                ),
            );
        }
        if apply::apply(&f, reduction, rewriter, &names) {
            run.count(match &reduction.recurrence {
                Some(_) if !reduction.shifted.is_empty() => &CARRY_FAMILY_ANCHOR,
                Some(_) => &CARRY_ANCHOR,
                None => &HOIST_ANCHOR,
            });
        }
    }
}
