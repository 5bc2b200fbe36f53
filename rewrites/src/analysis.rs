//! Shared analyses: the facts every pass needs about a function, computed once per query
//! and tested on their own.
//!
//! | module | contract |
//! |---|---|
//! | [`cfg`] | block graph of an `llvm.func`: successors, predecessors, DFS orders, incoming block-argument values |
//! | [`dominance`] | dominator and post-dominator trees: `dominates`, `nearest_common_dominator`, depth |
//! | [`loops`] | natural loops: header, preheader, latches, exits, depth; basic induction variables and their `{start, +, step}` recurrences |
//! | [`layout`] | type sizes, alignments and struct field offsets from the module's data layout |
//! | [`address`] | a pointer as (root, canonical integer polynomial offset), the SCEV-lite normal form |
//! | [`access_facts`] | non-negativity facts memory accesses establish; the extension identities they allow in that normal form |
//! | [`iterations`] | which values may hold another dynamic instance at the far end of a path, from the loops whose back edges it took |
//! | [`threads`] | special-register ranges, block-uniform vs per-thread values, thread-injective addresses |
//! | [`memory`] | per-op memory effects by address space; the real space of generic pointers |
//! | [`fast_hash`] | the hash map the analyses key by pointers and numbers |
//!
//! Analyses hold block keys and indices, never MLIR handles, so a pass may cache them across
//! pattern invocations and drop them when a rewrite changes the function (see
//! [`cfg::Cfg::generation_key`]). All graph walks are iterative: GPU kernels nest deeply.

pub mod access_facts;
pub mod address;
pub mod cfg;
pub mod dominance;
pub mod fast_hash;
pub mod iterations;
pub mod layout;
pub mod loops;
pub mod memory;
pub mod threads;

/// A function's block structure: its CFG, dominator tree and natural loops, as the patterns
/// of a set share them ([`crate::engine::PatternSet::block_analyses`]).
#[derive(Debug)]
pub struct BlockAnalyses {
    pub cfg: cfg::Cfg,
    pub dom: dominance::DomTree,
    pub loops: loops::LoopInfo,
}

impl BlockAnalyses {
    pub fn of(function: &melior::ir::OperationRef) -> Self {
        let cfg = cfg::Cfg::of(function);
        let dom = dominance::DomTree::dominators(&cfg);
        let loops = loops::LoopInfo::compute(&cfg, &dom);
        Self { cfg, dom, loops }
    }
}
