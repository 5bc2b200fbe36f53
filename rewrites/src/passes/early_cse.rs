//! `early-cse`: GPU-aware early common-subexpression elimination (spec: early-cse-gpu.txt).
//!
//! One iterative walk over the dominator tree (explicit stack; the tables of a block's scope
//! are unwound when the walk leaves it) removes, within a function:
//! - **expressions**: a pure op (arithmetic, casts, compares, GEPs, `select`, aggregates,
//!   constants, pure math intrinsics and libdevice calls) equal to a dominating one. Equal
//!   means the same operands and signature (`kestrel_dialects::keys::signature`: name,
//!   properties, attributes and types, by the identity of their uniqued forms), so
//!   properties (`overflow<...>`, GEP flags, predicates, fast-math) and attributes must match
//!   exactly; ops with different flags are never merged. Operands of `add`, `mul`, `and`, `or`,
//!   `xor`, `fadd`, `fmul` may be swapped; `convergent` calls (clang marks every device call
//!   so) merge only within one block, as upstream. The cross-width rules are the only
//!   exceptions, each exact: `sext x == zext x` when `x` is proven non-negative,
//!   `zext(zext x) == zext x`, `sext(sext x) == sext x`, and `trunc(ext x) == x` back to `x`'s
//!   type when the truncation's flags cannot fire;
//! - **block arguments** (MLIR's PHIs): argument `j` becomes argument `i` of the same block
//!   when every incoming edge passes equal values to both — only in blocks with at most five
//!   incoming edges (cicc's PHI limit);
//! - **special-register reads** (`tid`, `ntid`, `ctaid`, `nctaid`, `laneid`, `warpsize`, as
//!   `nvvm.read.ptx.sreg.*` ops or `llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.*"`): a read
//!   equal to a dominating one anywhere in the function, barriers or not. Clocks and timers
//!   are never merged;
//! - **loads**: a plain load of the same address (per `analysis::address`, root and offset
//!   polynomial) and type as a dominating load or store, in the same memory generation. The
//!   generation advances at every store, every call or op that may write memory, every
//!   atomic or volatile access, every sync op in every spelling (barriers, `membar`, fences,
//!   cluster barriers, `bar.warp.sync`: `kestrel_dialects::classify`, whatever their declared
//!   effects), and at blocks with other than one predecessor. Stores feed a store-forwarding
//!   table separate from the load table (cicc's fourth table); stores to shared memory
//!   (address space 3 or 7, or a generic pointer proven shared) advance the generation but
//!   are never forwarded;
//! - **dead stores**: of two plain stores to the same address and type in one block with
//!   nothing between them that reads memory, orders it, or may write it unseen (a call, an
//!   atomic, a sync), the first. Shared-memory stores are never removed.
//!
//! Design: the pass is a function body (`PassBody::Function`), not a pattern set. `plan::plan`
//! walks the function once and collects the plan, replacements of values by dominating
//! leaders and the ops to erase, as live handles; `cse_function` applies all of it through
//! the rewriter at once, so no handle outlives the run that produced it. Leaders are never
//! replaced or erased, so the replacements commute; the replaced ops lose their last use
//! before they are erased. The walk is linear in the function's size: hash tables, a memo per
//! value and per pointer, and signatures compared only for ops whose cheap key (name, operand
//! numbers, types, a uniqued attribute) already has a candidate, at most 16 per key
//! (`plan::MAX_CANDIDATES`). Libdevice calls (`__nv_*` without pointer arguments) are taken
//! to touch no memory, as `analysis::memory` does.
//!
//! Options and knobs, as they mean here:
//! - `memssa` (pass option, default false) with `enable-earlycse-memoryssa` (default true):
//!   the memory-SSA variant. Instead of requiring the same generation, a load may still use
//!   an older entry when every store since is proven disjoint from it (same root at a
//!   constant distance, different spaces, or a different alloca); any other event still
//!   clobbers. Reads that are proven disjoint also keep dead-store candidates alive.
//! - `earlycse-mssa-optimization-cap` (500): those disjointness queries per block; when spent,
//!   the block falls back to plain generations.
//! - `earlycse-debug-hash` (false): checks the plan before applying it — every replacement
//!   keeps the type and dominates what it replaces, and ops merged as one expression have
//!   equal keys that hash equally and print the same — and fails the pass on a violation.
//! - `enable-earlycse-imprecision` (false): in blocks of more than 4096 ops no load or store
//!   is remembered or removed, and blocks with more than 32 arguments are not merged — less
//!   work, fewer rewrites, never a wrong one.
//! - `earlycse-forward-shared-stores` (Kestrel's, default false): forwards shared-memory
//!   stores too. Sound for the thread's own accesses: with no barrier, fence or other
//!   generation change between its store and its load, the load returns the thread's own
//!   value unless another thread wrote the location in between without synchronisation — a
//!   data race, one of whose permitted outcomes is the thread's own value. It is off because
//!   warp-synchronous code that relies on seeing another lane's racy write would change.
//!
//! A block whose arguments would merge but for the five-edge limit is counted as refused
//! ([`NotMerged`]).
//!
//! Not done: read-only call CSE (only calls that touch no memory merge), the NVVM
//! load/store intrinsics of cicc's call handler (LLVM 22 has none), cross-block dead stores,
//! and removing a merged block argument (it is left without uses).

pub(crate) mod classify;
mod generations;
mod plan;
mod scoped;

use crate::{
    analysis::manager::FunctionAnalyses,
    engine::{FunctionRun, PassBody, PatternDecl, Rewriter},
    knobs,
    options::{OptionSpec, Options},
    registry::PassInfo,
};
use melior::ir::OperationRef;
use plan::Rule;

pub use plan::Counts;

pub static PASS: PassInfo = PassInfo {
    name: "early-cse",
    summary: "GPU-aware early CSE: expressions, special registers, loads and stores by barrier generation",
    options: &[MEMSSA],
    reads: Knobs::SPECS,
    patterns: &[
        MERGE_EXPRESSION,
        MERGE_SPECIAL_REGISTER,
        MERGE_BLOCK_ARGUMENT,
        REUSE_LOAD,
        FORWARD_STORE,
        ERASE_DEAD_STORE,
    ],
    body: PassBody::Function(cse_function),
};

/// The resolved options of one run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// `memssa` and `enable-earlycse-memoryssa`: see past disjoint stores.
    pub precise: bool,
    /// `earlycse-mssa-optimization-cap`: disjointness queries per block.
    pub query_cap: i64,
    /// `earlycse-debug-hash`: check the plan before applying it.
    pub verify: bool,
    /// `enable-earlycse-imprecision`: skip memory CSE in huge blocks.
    pub imprecise: bool,
    /// `earlycse-forward-shared-stores`: forward shared-memory stores too.
    pub forward_shared_stores: bool,
}

/// `early-cse{memssa=true}`: the memory-SSA variant.
const MEMSSA: OptionSpec = OptionSpec::flag(
    "memssa",
    false,
    "memory-SSA variant: loads see past stores proven disjoint (needs enable-earlycse-memoryssa)",
);

crate::typed_options! {
    /// The options the pass reads.
    struct Knobs {
        memssa: bool = MEMSSA,
        memory_ssa: bool = knobs::ENABLE_EARLYCSE_MEMORYSSA.spec,
        query_cap: i64 = knobs::EARLYCSE_MSSA_OPTIMIZATION_CAP.spec,
        debug_hash: bool = knobs::EARLYCSE_DEBUG_HASH.spec,
        imprecise: bool = knobs::ENABLE_EARLYCSE_IMPRECISION.spec,
        forward_shared_stores: bool = knobs::EARLYCSE_FORWARD_SHARED_STORES.spec,
    }
}

impl Settings {
    pub fn from_options(options: &Options) -> Self {
        let knobs = Knobs::read(options);
        Self {
            precise: knobs.memssa && knobs.memory_ssa,
            query_cap: knobs.query_cap,
            verify: knobs.debug_hash,
            imprecise: knobs.imprecise,
            forward_shared_stores: knobs.forward_shared_stores,
        }
    }
}

const MERGE_EXPRESSION: PatternDecl = PatternDecl::rule(
    "merge-expression",
    "v = e ... w = e, v dominates w -> uses of w become v (pure ops, constants, GEPs, pure calls)",
    &[],
);
const MERGE_SPECIAL_REGISTER: PatternDecl = PatternDecl::rule(
    "merge-special-register",
    "r = sreg.X ... s = sreg.X, r dominates s -> uses of s become r",
    &[],
);
const MERGE_BLOCK_ARGUMENT: PatternDecl = PatternDecl::rule(
    "merge-block-argument",
    "^b(%a, %c) with equal incoming values on every edge -> uses of %c become %a",
    &[],
);
const REUSE_LOAD: PatternDecl = PatternDecl::rule(
    "reuse-load",
    "v = load p ... w = load p, nothing may write p between -> uses of w become v",
    &[],
);
const FORWARD_STORE: PatternDecl = PatternDecl::rule(
    "forward-store",
    "store v, p ... w = load p, nothing may write p between -> uses of w become v",
    &[],
);
const ERASE_DEAD_STORE: PatternDecl = PatternDecl::rule(
    "erase-dead-store",
    "store v, p ... store w, p, nothing may read p between -> first store erased",
    &[],
);

crate::refusals! {
    /// Why something the walk found redundant stays (the spec's hard-coded GPU limits).
    pub enum NotMerged {
        /// cicc's PHI operand limit of 5.
        PhiEdgeLimit = "phi-edge-limit": "block arguments equal on every incoming edge are not merged in a block with more than five incoming edges (cicc's PHI limit)",
    }
}

fn decl_of(rule: Rule) -> &'static PatternDecl {
    match rule {
        Rule::Expression => &MERGE_EXPRESSION,
        Rule::SpecialRegister => &MERGE_SPECIAL_REGISTER,
        Rule::BlockArgument => &MERGE_BLOCK_ARGUMENT,
        Rule::Load => &REUSE_LOAD,
        Rule::StoreForward => &FORWARD_STORE,
    }
}

// every redundancy of the function -> replaced by its dominating leader, in one walk
fn cse_function(function: OperationRef, rewriter: &Rewriter, options: &Options, run: &FunctionRun) {
    let plan = plan::plan(function, run.analyses(), &Settings::from_options(options));
    for (&(from, to), &rule) in plan.replacements.iter().zip(&plan.rules) {
        if kestrel_dialects::raw::has_uses(from) {
            rewriter.replace_all_uses_with(from, to);
        } else if rule == Rule::BlockArgument {
            // A merged block argument stays in place without uses, and the next run plans it
            // again: replacing no use is no change, and counting one would keep a pipeline's
            // fixed point from converging.
            continue;
        }
        run.count(decl_of(rule));
    }
    for op in plan.erasures {
        rewriter.erase_op(op);
    }
    run.count_n(&ERASE_DEAD_STORE, plan.counts.dead_stores as u64);
    for why in &plan.refused {
        run.refuse(why);
    }
}

/// What early-cse would remove from `function` with `options`, without changing it.
pub fn analyse(function: OperationRef, options: &Options) -> Counts {
    let analyses = FunctionAnalyses::default();
    plan::plan(function, &analyses, &Settings::from_options(options)).counts
}
