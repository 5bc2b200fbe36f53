//! `common-base-elim`: hoists a base address shared by several accesses to their nearest
//! common dominator and rewrites every access as that base plus a constant, which PTX folds
//! into `[reg+imm]` addressing (specs: common-base-elimination.txt and the second half of
//! dead-sync-and-common-base-elimination.txt).
//!
//! Algorithm, per function and round ([`plan`] decides, [`apply`] rewrites):
//! - every address used by a load, store or atomic, or passed through a block argument, is
//!   decomposed into root and byte-offset polynomial (the shared SCEV-lite normal form, so
//!   `mul nsw %i, 4` and `shl nsw %i, 2` agree, and different local pointers into one global
//!   meet at the global);
//! - uses with equal root, address spaces and variable part form a group; a group of at
//!   least `cbe-min-uses` uses that is not already one register plus constants gets an
//!   anchor `root + variable part + minimum offset` placed at the uses' nearest common
//!   dominator (within `scev-cgp-idom-level-limit` levels; at most
//!   `scev-cgp-cross-block-limit` anchors per block), and each use becomes
//!   `getelementptr i8, anchor[offset - minimum]`;
//! - allocas outside the entry block that never coexist are merged into one entry-block
//!   clone first (`cbe-clone-allocas`), so their accesses can share a base; a base reaching a
//!   join through a block argument is rebased like any other use, so the argument carries the
//!   shared base across the join; a base in a specific address space serving generic uses is
//!   cast (`bitCastEnd`).
//!
//! Soundness: every flagged (`nsw`/`nuw`/`inbounds`) value in the anchor is one each use's
//! own address already computes (or that an access running before all uses in the dominator
//! computes), reused or cloned, so the anchor can be poison only where a rebased use's
//! original address was poison, which was undefined behaviour already. The solver may add new
//! scaled `getelementptr`s over those values, but new `getelementptr`s carry no `inbounds`
//! and no flags, so they compute exactly the wrapped sums the originals did and cannot
//! create poison. Address spaces are never mixed, and the anchor is used only below the
//! point it is defined. A cast base assumes `addrspacecast` commutes with adding a constant
//! (`cast(p + k) == cast(p) + k`), which NVPTX's `cvta` between pointers of one width
//! guarantees; casts between widths are refused. Groups whose anchor cannot be built that way are left
//! alone, and so are groups whose anchor would cost as many ops as the address arithmetic
//! private to the uses.
//!
//! Cost: the plan is computed from scratch per round (keys only, cached until the next
//! rewrite) in time linear in the function plus the groups' address chains; one pattern
//! application carries out a whole round, and rounds stop at `cbe-max-iter`.
//!
//! Not done: merging allocas that coexist in one execution but have disjoint lifetime markers, and creating new
//! block arguments — hoisting to the common dominator makes them unnecessary.
//!
//! With `cbe-print-progress`, every function's blocks are reported as `Processing X / Block
//! Y` and every rebase, alloca merge and refused group as a remark.

mod allocas;
pub(crate) mod apply;
mod exprs;
mod plan;
mod solve;

use crate::{
    analysis::cfg::BlockKey,
    engine::{Cached, PatternDecl, PatternSet, Remarks, Rewriter},
    options::Options,
    registry::PassInfo,
};
use apply::Names;
use kestrel_dialects::names;
use melior::ir::{OperationRef, operation::OperationLike};
use plan::{Plan, Settings};
use std::{
    cell::{Cell, RefCell},
    collections::HashMap,
    rc::Rc,
};

pub static PASS: PassInfo = PassInfo {
    name: "common-base-elim",
    summary: "hoist shared base addresses to a common dominator; accesses become base + constant",
    options: &[],
    populate,
};

/// The pattern runs at every access and at returns, so each function gets its round even
/// when its first op of interest is not an access.
const ROOTS: &[&str] = &[
    names::LOAD,
    names::STORE,
    names::ATOMICRMW,
    names::CMPXCHG,
    names::RETURN,
    names::UNREACHABLE,
];

/// What the pattern keeps across the matches of one application (one function).
struct State {
    settings: Settings,
    max_rounds: usize,
    /// The current round's plan. It holds op and value keys, which a rewrite may free and
    /// reuse, so it is recomputed after every rewrite (the engine's generation).
    plan: Cached<Plan>,
    rounds: Cell<usize>,
    names: Names,
    /// Anchors placed per block so far (blocks are never created or erased by this pass,
    /// so their keys stay valid for the whole application).
    anchors: RefCell<HashMap<BlockKey, usize>>,
    started: Cell<bool>,
    limit_reported: Cell<bool>,
    remarks: Option<Remarks>,
}

/// Adds the rebase pattern, unless `cbe-enable` is 0.
pub fn populate(set: &mut PatternSet, options: &Options) {
    if options.int("cbe-enable") == 0 {
        return;
    }
    let non_negative = |name: &str| usize::try_from(options.int(name)).unwrap_or(0);
    let state = Rc::new(State {
        settings: Settings {
            min_uses: non_negative("cbe-min-uses").max(1),
            max_depth: non_negative("cbe-max-depth").max(1),
            clone_allocas: options.int("cbe-clone-allocas") != 0,
            cross_block_limit: non_negative("scev-cgp-cross-block-limit"),
            idom_level_limit: non_negative("scev-cgp-idom-level-limit"),
        },
        max_rounds: non_negative("cbe-max-iter"),
        plan: Cached::new(set.generation()),
        rounds: Cell::new(0),
        names: Names::default(),
        anchors: RefCell::new(HashMap::new()),
        started: Cell::new(false),
        limit_reported: Cell::new(false),
        remarks: options.flag("cbe-print-progress").then(|| set.remarks()),
    });
    for root in ROOTS {
        let state = state.clone();
        set.add(
            PatternDecl {
                name: "rebase-common-base",
                identity: "uses of root+V+c_i -> gep i8 (root+V+min)[c_i-min], base at their common dominator",
                root,
                benefit: 1,
                generates: &[
                    names::GEP,
                    names::ADDRSPACECAST,
                    names::ALLOCA,
                    names::CONSTANT,
                    names::ADDRESSOF,
                    names::ADD,
                    names::SUB,
                    names::MUL,
                    names::SHL,
                    names::SEXT,
                    names::ZEXT,
                    names::TRUNC,
                ],
            },
            move |op, rewriter| rebase_common_bases(op, rewriter, &state),
        );
    }
}

// uses of root + V + c_i (i = 1..n) -> gep i8 (root + V + min c)[c_i - min c]
fn rebase_common_bases(op: OperationRef, rewriter: &Rewriter, state: &State) -> bool {
    let Some(function) = op.parent_operation() else {
        return false;
    };
    if function.name().as_string_ref().as_str() != Ok(names::FUNC) {
        return false;
    }
    if let Some(remarks) = &state.remarks
        && !state.started.replace(true)
    {
        let ordinal = plan::function_ordinal(&function);
        for (index, head) in plan::block_heads(&function).iter().enumerate() {
            remarks.emit(head, format!("Processing {ordinal} / Block {index}"));
        }
    }
    let plan = state.plan.get(|| {
        plan::compute(
            &function,
            &state.settings,
            &state.anchors.borrow(),
            state.remarks.as_ref(),
        )
    });
    if plan.is_quiescent() {
        return false;
    }
    if state.rounds.get() >= state.max_rounds {
        if let Some(remarks) = &state.remarks
            && !state.limit_reported.replace(true)
        {
            remarks.emit(
                &op,
                format!(
                    "Common Base Elimination: stopped after {} round(s) (cbe-max-iter)",
                    state.max_rounds
                ),
            );
        }
        return false;
    }
    state.rounds.set(state.rounds.get() + 1);
    apply::apply(
        function,
        rewriter,
        &plan,
        &state.names,
        &mut state.anchors.borrow_mut(),
        state.remarks.as_ref(),
    )
}
