//! Shared analyses: the facts every pass needs about a function, computed once per query
//! and tested on their own.
//!
//! | module | contract |
//! |---|---|
//! | [`cfg`] | block graph of an `llvm.func`: successors, predecessors, DFS orders, incoming block-argument values |
//! | [`dominance`] | dominator and post-dominator trees: `dominates`, `nearest_common_dominator`, depth |
//! | [`loops`] | the loop forest: natural loops, header, preheader, latches, parent, depth, membership in linear space; basic induction variables and their `{start, +, step}` recurrences |
//! | [`layout`] | type sizes, alignments and struct field offsets from the module's data layout |
//! | [`address`] | a pointer as (root, canonical integer polynomial offset), the SCEV-lite normal form |
//! | [`access_facts`] | non-negativity facts memory accesses establish; the extension identities they allow in that normal form |
//! | [`iterations`] | which values may hold another dynamic instance at the far end of a path, from the loops whose back edges it took |
//! | [`liveness`] | live-in/live-out values per block; register pressure per block in 32-bit registers and predicates |
//! | [`threads`] | special-register ranges, block-uniform vs per-thread values, thread-injective addresses |
//! | [`memory`] | per-op memory effects by address space; the real space of generic pointers |
//! | [`fast_hash`] | the hash map the analyses key by pointers and numbers |
//! | [`manager`] | the per-function analysis manager: analyses computed on request, cached, dropped by the engine's change counts per what a pass preserves |
//!
//! Analyses hold block keys and indices, never MLIR handles, so the [`manager`] may cache them
//! across the rewrites of a pass and drop them when a rewrite may have made them stale. A pass
//! asks the manager, not the module, for CFG, dominators, post-dominators, loops, divergence,
//! value iterations, the data layout and the block shape. All graph walks are iterative: GPU
//! kernels nest deeply.

pub mod access_facts;
pub mod address;
pub mod cfg;
pub mod dominance;
pub mod fast_hash;
pub mod iterations;
pub mod layout;
pub mod liveness;
pub mod loops;
pub mod manager;
pub mod memory;
pub mod threads;
