//! Every cicc knob named in the pass specifications, with its owner passes and default.
//!
//! A knob is accepted on the command line as `--<name>=<value>` and as an option of each pass
//! that owns it (`common-base-elim{cbe-max-depth=4}`). Where the specification gives no
//! default, the default here is Kestrel's choice and the help text says so. A knob whose owner
//! pass has not landed yet is still accepted and type-checked; `--list-passes` marks it.

use crate::options::OptionSpec;

/// A cicc knob and the passes that read it.
#[derive(Clone, Copy, Debug)]
pub struct Knob {
    pub spec: OptionSpec,
    pub passes: &'static [&'static str],
}

const DSE: &[&str] = &["dead-sync-elim"];
const CSE: &[&str] = &["early-cse"];
const CBE: &[&str] = &["common-base-elim"];
const BASR: &[&str] = &["base-addr-strength-reduce"];
const CGP: &[&str] = &["codegenprepare"];
const SCEV: &[&str] = &["scev-cgp"];
const SCEV_CBE: &[&str] = &["scev-cgp", "common-base-elim"];
const SCEV_BASR: &[&str] = &["scev-cgp", "base-addr-strength-reduce"];
const MSO: &[&str] = &["memory-space-opt"];
const REMAT: &[&str] = &["rematerialize"];
const SINK: &[&str] = &["sink"];

const fn flag(
    name: &'static str,
    default: bool,
    help: &'static str,
    passes: &'static [&'static str],
) -> Knob {
    Knob {
        spec: OptionSpec::flag(name, default, help),
        passes,
    }
}

const fn int(
    name: &'static str,
    default: i64,
    range: (i64, i64),
    help: &'static str,
    passes: &'static [&'static str],
) -> Knob {
    Knob {
        spec: OptionSpec::int(name, default, range.0, range.1, help),
        passes,
    }
}

const NON_NEGATIVE: (i64, i64) = (0, i32::MAX as i64);
/// -1 means "no limit".
const LIMIT: (i64, i64) = (-1, i32::MAX as i64);

// memory-space-opt (not in the specifications: the defaults are Kestrel's, after cicc's
// documented behaviour)
pub const PARAM_ALWAYS_POINT_TO_GLOBAL: Knob = flag(
    "param-always-point-to-global",
    true,
    "kernel pointer parameters, and pointers loaded from kernel parameter or __constant__ \
     memory, point to global memory: the host wrote them (Kestrel default)",
    MSO,
);
pub const MSO_LOADED_GLOBAL: Knob = flag(
    "memory-space-opt-loaded-global",
    true,
    "with param-always-point-to-global: when no device code of the module can put a pointer \
     other than a global one into memory (no such store, ptrtoint, side-effecting inline asm or \
     unknown call), every pointer loaded from memory is global in the functions only this \
     module's kernels reach (Kestrel default)",
    MSO,
);
pub const MSO_MAX_CLONES: Knob = int(
    "memory-space-opt-max-clones",
    4,
    (0, 64),
    "address-space signatures a device function is specialised for; calls beyond keep the \
     generic original (Kestrel default)",
    MSO,
);
pub const MSO_CLONE_LIMIT: Knob = int(
    "memory-space-opt-clone-limit",
    200,
    NON_NEGATIVE,
    "largest device function (in ops) the module's calls may reach in more than one version; \
     a larger one reached with different signatures gets one, for the spaces all its calls \
     agree on, besides an original kept for callers outside the module (Kestrel default)",
    MSO,
);

// dead-sync-elim
pub const PRINT_DEAD_SYNC_ELIM: Knob = flag(
    "print-dead-sync-elim",
    false,
    "print the Read/Write above/below summary of every removed sync",
    DSE,
);

// early-cse
pub const ENABLE_EARLYCSE_MEMORYSSA: Knob = flag(
    "enable-earlycse-memoryssa",
    true,
    "let early-cse{memssa=true} use memory-SSA clobber queries",
    CSE,
);
pub const EARLYCSE_DEBUG_HASH: Knob = flag(
    "earlycse-debug-hash",
    false,
    "check that equal expressions hash equally (debug aid)",
    CSE,
);
pub const EARLYCSE_MSSA_OPTIMIZATION_CAP: Knob = int(
    "earlycse-mssa-optimization-cap",
    500,
    NON_NEGATIVE,
    "max memory-SSA clobber queries per block before early-cse falls back to generations",
    CSE,
);
pub const ENABLE_EARLYCSE_IMPRECISION: Knob = flag(
    "enable-earlycse-imprecision",
    false,
    "allow approximate analysis in pathological blocks",
    CSE,
);
pub const EARLYCSE_FORWARD_SHARED_STORES: Knob = flag(
    "earlycse-forward-shared-stores",
    false,
    "forward shared-memory stores to the same thread's loads with no sync between (Kestrel's; cicc never does)",
    CSE,
);

// common-base-elim
pub const CBE_ENABLE: Knob = int(
    "cbe-enable",
    1,
    (0, 1),
    "master enable of common-base-elim",
    CBE,
);
pub const CBE_MAX_DEPTH: Knob = int(
    "cbe-max-depth",
    8,
    (1, 1024),
    "max depth of an address expression tree considered when matching bases",
    CBE,
);
pub const CBE_MAX_ITER: Knob = int(
    "cbe-max-iter",
    16,
    (1, 1_000_000),
    "max common-base-elim rounds per function",
    CBE,
);
pub const CBE_CLONE_ALLOCAS: Knob = int(
    "cbe-clone-allocas",
    1,
    (0, 1),
    "clone allocas into the entry block so their bases can be shared",
    CBE,
);
pub const CBE_MIN_USES: Knob = int(
    "cbe-min-uses",
    2,
    (1, 1_000_000),
    "min members of a base group before it is rewritten",
    CBE,
);
pub const CBE_MIN_USES_APART: Knob = int(
    "cbe-min-uses-apart",
    4,
    (1, 1_000_000),
    "min members of a group outside loops, on a global or generic root, whose uses each sit \
     alone in their block: below it the 64-bit anchor held across them costs more than the ops \
     it saves; 1 turns the bound off (Kestrel's)",
    CBE,
);
pub const CBE_PRINT_PROGRESS: Knob = flag(
    "cbe-print-progress",
    false,
    "report 'Processing X / Block Y' per block and every rebase or refused group (Kestrel's)",
    CBE,
);

// shared SCEV-CGP subsystem limits
pub const SCEV_CGP_CROSS_BLOCK_LIMIT: Knob = int(
    "scev-cgp-cross-block-limit",
    16,
    NON_NEGATIVE,
    "max common bases created from one block (Kestrel default; cicc's is unrecorded)",
    SCEV_CBE,
);
pub const SCEV_CGP_IDOM_LEVEL_LIMIT: Knob = int(
    "scev-cgp-idom-level-limit",
    32,
    NON_NEGATIVE,
    "max dominator-tree levels a base may be hoisted (Kestrel default; cicc's is unrecorded)",
    SCEV_CBE,
);

// base-addr-strength-reduce
pub const DO_BASE_ADDRESS_STRENGTH_REDUCE: Knob = int(
    "do-base-address-strength-reduce",
    2,
    (0, 2),
    "0 off, 1 unconditional, 2 with profitability conditions",
    SCEV_BASR,
);
pub const DO_BASE_ADDRESS_STRENGTH_REDUCE_CHAIN: Knob = flag(
    "do-base-address-strength-reduce-chain",
    true,
    "also strength-reduce chains of dependent address computations",
    SCEV_BASR,
);
pub const DUMP_BASE_ADDRESS_STRENGTH_REDUCE: Knob = flag(
    "dump-base-address-strength-reduce",
    false,
    "print grouped bases, chosen anchors and rewritten addresses",
    BASR,
);
pub const BASE_ADDRESS_STRENGTH_REDUCE_IV_LIMIT: Knob = int(
    "base-address-strength-reduce-iv-limit",
    16,
    NON_NEGATIVE,
    "max induction variables considered per loop (Kestrel default; cicc's is unrecorded)",
    SCEV_BASR,
);
pub const BASE_ADDRESS_STRENGTH_REDUCE_MAX_IV: Knob = int(
    "base-address-strength-reduce-max-iv",
    8,
    NON_NEGATIVE,
    "max induction variables a base expression may depend on (Kestrel default; cicc's is unrecorded)",
    SCEV_BASR,
);
pub const BASE_ADDRESS_STRENGTH_REDUCE_AGGRESSIVENESS: Knob = int(
    "base-address-strength-reduce-aggressiveness",
    1,
    (0, 3),
    "cicc's unnamed global dword_4FBCAE0: above 1 also groups negative-offset addresses with a loop-invariant base",
    BASR,
);

// scev-cgp
pub const NV_DISABLE_SCEV_CGP: Knob = flag(
    "nv-disable-scev-cgp",
    true,
    "master disable of scev-cgp (cicc's default: disabled)",
    SCEV,
);
pub const DO_SCEV_CGP: Knob = flag(
    "do-scev-cgp",
    true,
    "enable scev-cgp when nv-disable-scev-cgp is false",
    SCEV,
);
pub const DO_SCEV_CGP_AGGRESIVELY: Knob = flag(
    "do-scev-cgp-aggresively",
    false,
    "aggressive scev-cgp: expanded search over address families",
    SCEV,
);
pub const DO_FUNCTION_SCEV_CGP: Knob = flag(
    "do-function-scev-cgp",
    false,
    "function-level (cross-loop) scev-cgp",
    SCEV,
);
pub const SCEV_CGP_CONTROL: Knob = int(
    "scev-cgp-control",
    -1,
    LIMIT,
    "max scev-cgp rewrites per function, -1 for no limit",
    SCEV,
);
pub const SCEV_CGP_INST_LIMIT: Knob = int(
    "scev-cgp-inst-limit",
    500,
    NON_NEGATIVE,
    "max instructions analysed per address expression (Kestrel default; cicc's is unrecorded)",
    SCEV,
);
pub const SCEV_CGP_OLD_BASE: Knob = flag(
    "scev-cgp-old-base",
    false,
    "use the legacy base computation",
    SCEV,
);
pub const SCEV_CGP_TID_MAX_VALUE: Knob = int(
    "scev-cgp-tid-max-value",
    1024,
    (1, i32::MAX as i64),
    "largest thread id assumed when proving address ranges",
    SCEV,
);
pub const SCEV_CGP_CHECK_LATENCY: Knob = int(
    "scev-cgp-check-latency",
    0,
    NON_NEGATIVE,
    "latency threshold for address profitability (accepted; no NVPTX cost model uses it yet)",
    SCEV,
);
pub const SCEV_CGP_NORM: Knob = int(
    "scev-cgp-norm",
    0,
    NON_NEGATIVE,
    "normalisation control for expression canonicalisation (accepted; Kestrel's normal form is fixed)",
    SCEV,
);
pub const PRINT_AFTER_SCEV_CGP: Knob = flag(
    "print-after-scev-cgp",
    false,
    "print each function after scev-cgp",
    SCEV,
);
pub const DUMP_SCEV_CGP: Knob = flag("dump-scev-cgp", false, "debug dump during scev-cgp", SCEV);
pub const TOPO_SORT_BEGIN: Knob = flag(
    "topo-sort-begin",
    false,
    "start the address-graph topological sort at the function entry (accepted; ordering does not change results)",
    SCEV,
);
pub const IGNORE_BAD_BASE: Knob = flag(
    "ignore-bad-base",
    false,
    "skip validity checks on base pointer classification",
    SCEV,
);
pub const IGNORE_32_BIT_OVERFLOW: Knob = flag(
    "ignore-32-bit-overflow",
    false,
    "narrow address arithmetic to 32 bits without the unsigned overflow proof",
    SCEV,
);
pub const IGNORE_SIGNED_32_BIT_OVERFLOW: Knob = flag(
    "ignore-signed-32-bit-overflow",
    false,
    "narrow address arithmetic to 32 bits without the signed overflow proof",
    SCEV,
);
pub const SPECIAL_REASSOCIATE_FOR_THREADID: Knob = flag(
    "special-reassociate-for-threadid",
    false,
    "keep reassociation from moving thread-id-dependent terms",
    SCEV,
);

// codegenprepare (upstream CodeGenPrepare knobs and defaults)
pub const DISABLE_CGP_BRANCH_OPTS: Knob = flag(
    "disable-cgp-branch-opts",
    false,
    "disable block splitting from branch weights (.cond.split, .unlikely)",
    CGP,
);
pub const DISABLE_CGP_GC_OPTS: Knob = flag(
    "disable-cgp-gc-opts",
    false,
    "disable GC optimisations (no meaning on NVPTX)",
    CGP,
);
pub const DISABLE_CGP_SELECT2BRANCH: Knob = flag(
    "disable-cgp-select2branch",
    false,
    "disable select-to-branch conversion (no meaning on NVPTX: selp is kept)",
    CGP,
);
pub const ADDR_SINK_USING_GEP: Knob = flag(
    "addr-sink-using-gep",
    true,
    "sink addresses as GEPs (keeps the address space) rather than inttoptr",
    CGP,
);
pub const ENABLE_ANDCMP_SINKING: Knob = flag(
    "enable-andcmp-sinking",
    true,
    "sink and/cmp pairs into branches (no meaning on NVPTX)",
    CGP,
);
pub const DISABLE_CGP_STORE_EXTRACT: Knob = flag(
    "disable-cgp-store-extract",
    false,
    "disable store-extractvalue optimisation (no meaning on NVPTX)",
    CGP,
);
pub const STRESS_CGP_STORE_EXTRACT: Knob = flag(
    "stress-cgp-store-extract",
    false,
    "stress the store-extractvalue path (no meaning on NVPTX)",
    CGP,
);
pub const DISABLE_CGP_EXT_LD_PROMOTION: Knob = flag(
    "disable-cgp-ext-ld-promotion",
    false,
    "disable extension-load promotion (no meaning on NVPTX)",
    CGP,
);
pub const DISABLE_PREHEADER_PROT: Knob = flag(
    "disable-preheader-prot",
    false,
    "disable loop preheader protection (no meaning: no block merging here)",
    CGP,
);
pub const PROFILE_GUIDED_SECTION_PREFIX: Knob = flag(
    "profile-guided-section-prefix",
    true,
    "attach .hot/.unlikely section prefixes (no meaning on NVPTX)",
    CGP,
);
pub const CGP_FREQ_RATIO_TO_SKIP_MERGE: Knob = int(
    "cgp-freq-ratio-to-skip-merge",
    2,
    NON_NEGATIVE,
    "block frequency ratio above which blocks are not merged (no meaning: no block merging here)",
    CGP,
);
pub const FORCE_SPLIT_STORE: Knob = flag(
    "force-split-store",
    false,
    "force store splitting (no meaning on NVPTX)",
    CGP,
);
pub const CGP_TYPE_PROMOTION_MERGE: Knob = flag(
    "cgp-type-promotion-merge",
    true,
    "merge type promotions (no meaning on NVPTX)",
    CGP,
);
pub const DISABLE_COMPLEX_ADDR_MODES: Knob = flag(
    "disable-complex-addr-modes",
    false,
    "disable complex addressing-mode matching",
    CGP,
);
pub const ADDR_SINK_NEW_PHIS: Knob = flag(
    "addr-sink-new-phis",
    false,
    "allow new block arguments (sunk PHIs) while sinking addresses",
    CGP,
);
pub const ADDR_SINK_NEW_SELECT: Knob = flag(
    "addr-sink-new-select",
    true,
    "allow new selects while sinking addresses",
    CGP,
);
pub const ADDR_SINK_COMBINE_BASE_REG: Knob = flag(
    "addr-sink-combine-base-reg",
    true,
    "combine base registers when sinking",
    CGP,
);
pub const ADDR_SINK_COMBINE_GV: Knob = flag(
    "addr-sink-combine-gv",
    true,
    "combine global values when sinking (no meaning on NVPTX: a global is one more base)",
    CGP,
);
pub const ADDR_SINK_COMBINE_OFFS: Knob = flag(
    "addr-sink-combine-offs",
    true,
    "combine offsets when sinking (no meaning on NVPTX: [reg+reg] is no PTX mode)",
    CGP,
);
pub const ADDR_SINK_COMBINE_SCALED_REG: Knob = flag(
    "addr-sink-combine-scaled-reg",
    true,
    "combine scaled registers when sinking (NVPTX has no scaled addressing)",
    CGP,
);
pub const CGP_SPLIT_LARGE_OFFSET_GEP: Knob = flag(
    "cgp-split-large-offset-gep",
    true,
    "split GEPs whose constant offset is past PTX's immediate range",
    CGP,
);
pub const PRINT_CODEGENPREPARE: Knob = flag(
    "print-codegenprepare",
    false,
    "report every sunk or split address as a remark (Kestrel's)",
    CGP,
);

// rematerialize (cicc's nvvmrematerialize is not in the specifications: the names are cicc's
// where the issue gives them, the meanings and defaults Kestrel's)
pub const DO_REMAT: Knob = flag(
    "do-remat",
    true,
    "recompute cheap values in front of their uses instead of keeping them live across the \
     function's register peak",
    REMAT,
);
pub const REMAT_FOR_OCC: Knob = int(
    "remat-for-occ",
    0,
    NON_NEGATIVE,
    "register target: stop once the estimated maximum live count (32-bit registers) is at or \
     below it; 0 lowers it as far as recomputation can (Kestrel's reading: cicc derives the \
     target from occupancy)",
    REMAT,
);
pub const REMAT_USE_LIMIT: Knob = int(
    "remat-use-limit",
    8,
    NON_NEGATIVE,
    "places one value may be recomputed at (blocks, or loop preheaders of the uses); a value \
     used in more is left live (Kestrel default)",
    REMAT,
);
pub const REMAT_CHAIN_LIMIT: Knob = int(
    "remat-chain-limit",
    8,
    NON_NEGATIVE,
    "ops one copy may hold: the value's expression down to constants and kernel parameters \
     (Kestrel's knob)",
    REMAT,
);
pub const REMAT_LOOP_CHAIN: Knob = int(
    "remat-loop-chain",
    0,
    NON_NEGATIVE,
    "ops a copy may hold when it goes inside a loop that does not contain the value's \
     definition (the copy then runs every iteration); 0 keeps copies out of deeper loops, in \
     the outermost such loop's preheader (Kestrel's knob)",
    REMAT,
);
pub const REMAT_LOOP_TRIP: Knob = int(
    "remat-loop-trip",
    8,
    NON_NEGATIVE,
    "iterations assumed per loop when weighing a copy that runs inside loops the value's \
     definition is not in: cheaper recomputations are taken first (cicc's name; the default \
     is Kestrel's)",
    REMAT,
);
pub const REMAT_LOOP_POINTERS: Knob = flag(
    "remat-loop-pointers",
    false,
    "copies inside deeper loops (remat-loop-chain) may recompute pointers too; off, a pointer's \
     copies stay out of loops, where ptxas builds addresses from constant-bank slots anyway \
     (Kestrel's knob; the measured late settlement's harder rewrite turns it on)",
    REMAT,
);
pub const DUMP_REMAT: Knob = flag(
    "dump-remat",
    false,
    "report each recomputed value and the estimated register peak before and after as remarks",
    REMAT,
);

// sink (Kestrel's: LLVM's sink has no knobs, and cicc's sinking is not in the specifications)
pub const SINK_FOR_OCC: Knob = int(
    "sink-for-occ",
    32,
    NON_NEGATIVE,
    "register target: sink only in functions whose estimated maximum live count (32-bit \
     registers) is above it (32: full occupancy from sm_80 on); 0 sinks everywhere, as LLVM's \
     sink does (Kestrel's)",
    SINK,
);
pub const SINK_IN_BLOCK: Knob = flag(
    "sink-in-block",
    false,
    "also move each pure value down its own block to just before its first use there (before \
     the terminator when it has none), in every function whatever its estimate: the order ptxas \
     receives decides its registers on straight-line code (swe_lf_step_f64 78 -> 68), and as \
     often the other way (sgemm_tiled_4x4 32 -> 77 with LSR on), so only the measured late \
     settlement turns it on, function by function (Kestrel's)",
    SINK,
);

/// Every knob, grouped by pass (the order of `--list-passes`).
pub static KNOBS: &[Knob] = &[
    PARAM_ALWAYS_POINT_TO_GLOBAL,
    MSO_LOADED_GLOBAL,
    MSO_MAX_CLONES,
    MSO_CLONE_LIMIT,
    PRINT_DEAD_SYNC_ELIM,
    ENABLE_EARLYCSE_MEMORYSSA,
    EARLYCSE_DEBUG_HASH,
    EARLYCSE_MSSA_OPTIMIZATION_CAP,
    ENABLE_EARLYCSE_IMPRECISION,
    EARLYCSE_FORWARD_SHARED_STORES,
    CBE_ENABLE,
    CBE_MAX_DEPTH,
    CBE_MAX_ITER,
    CBE_CLONE_ALLOCAS,
    CBE_MIN_USES,
    CBE_MIN_USES_APART,
    CBE_PRINT_PROGRESS,
    SCEV_CGP_CROSS_BLOCK_LIMIT,
    SCEV_CGP_IDOM_LEVEL_LIMIT,
    DO_BASE_ADDRESS_STRENGTH_REDUCE,
    DO_BASE_ADDRESS_STRENGTH_REDUCE_CHAIN,
    DUMP_BASE_ADDRESS_STRENGTH_REDUCE,
    BASE_ADDRESS_STRENGTH_REDUCE_IV_LIMIT,
    BASE_ADDRESS_STRENGTH_REDUCE_MAX_IV,
    BASE_ADDRESS_STRENGTH_REDUCE_AGGRESSIVENESS,
    NV_DISABLE_SCEV_CGP,
    DO_SCEV_CGP,
    DO_SCEV_CGP_AGGRESIVELY,
    DO_FUNCTION_SCEV_CGP,
    SCEV_CGP_CONTROL,
    SCEV_CGP_INST_LIMIT,
    SCEV_CGP_OLD_BASE,
    SCEV_CGP_TID_MAX_VALUE,
    SCEV_CGP_CHECK_LATENCY,
    SCEV_CGP_NORM,
    PRINT_AFTER_SCEV_CGP,
    DUMP_SCEV_CGP,
    TOPO_SORT_BEGIN,
    IGNORE_BAD_BASE,
    IGNORE_32_BIT_OVERFLOW,
    IGNORE_SIGNED_32_BIT_OVERFLOW,
    SPECIAL_REASSOCIATE_FOR_THREADID,
    DISABLE_CGP_BRANCH_OPTS,
    DISABLE_CGP_GC_OPTS,
    DISABLE_CGP_SELECT2BRANCH,
    ADDR_SINK_USING_GEP,
    ENABLE_ANDCMP_SINKING,
    DISABLE_CGP_STORE_EXTRACT,
    STRESS_CGP_STORE_EXTRACT,
    DISABLE_CGP_EXT_LD_PROMOTION,
    DISABLE_PREHEADER_PROT,
    PROFILE_GUIDED_SECTION_PREFIX,
    CGP_FREQ_RATIO_TO_SKIP_MERGE,
    FORCE_SPLIT_STORE,
    CGP_TYPE_PROMOTION_MERGE,
    DISABLE_COMPLEX_ADDR_MODES,
    ADDR_SINK_NEW_PHIS,
    ADDR_SINK_NEW_SELECT,
    ADDR_SINK_COMBINE_BASE_REG,
    ADDR_SINK_COMBINE_GV,
    ADDR_SINK_COMBINE_OFFS,
    ADDR_SINK_COMBINE_SCALED_REG,
    CGP_SPLIT_LARGE_OFFSET_GEP,
    PRINT_CODEGENPREPARE,
    DO_REMAT,
    REMAT_FOR_OCC,
    REMAT_USE_LIMIT,
    REMAT_CHAIN_LIMIT,
    REMAT_LOOP_CHAIN,
    REMAT_LOOP_TRIP,
    REMAT_LOOP_POINTERS,
    DUMP_REMAT,
    SINK_FOR_OCC,
    SINK_IN_BLOCK,
];

/// The knob named `name`.
pub fn lookup(name: &str) -> Option<&'static Knob> {
    KNOBS.iter().find(|knob| knob.spec.name == name)
}

/// The knobs `pass` reads.
pub fn knobs_of(pass: &str) -> impl Iterator<Item = &'static Knob> + '_ {
    KNOBS.iter().filter(move |knob| knob.passes.contains(&pass))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn knob_names_are_unique() {
        let names: BTreeSet<_> = KNOBS.iter().map(|k| k.spec.name).collect();
        assert_eq!(names.len(), KNOBS.len());
    }

    #[test]
    fn defaults_parse_as_their_own_type() {
        for knob in KNOBS {
            let text = knob.spec.default.to_string();
            assert_eq!(
                knob.spec.parse(&text),
                Ok(knob.spec.default),
                "{}",
                knob.spec.name
            );
        }
    }

    #[test]
    fn every_knob_has_an_owner() {
        for knob in KNOBS {
            assert!(!knob.passes.is_empty(), "{}", knob.spec.name);
        }
    }
}
