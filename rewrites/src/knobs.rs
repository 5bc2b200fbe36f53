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

/// The knob table, grouped by pass.
pub static KNOBS: &[Knob] = &[
    // dead-sync-elim
    flag(
        "print-dead-sync-elim",
        false,
        "print the Read/Write above/below summary of every removed sync",
        DSE,
    ),
    // early-cse
    flag(
        "enable-earlycse-memoryssa",
        true,
        "let early-cse{memssa=true} use memory-SSA clobber queries",
        CSE,
    ),
    flag(
        "earlycse-debug-hash",
        false,
        "check that equal expressions hash equally (debug aid)",
        CSE,
    ),
    int(
        "earlycse-mssa-optimization-cap",
        500,
        NON_NEGATIVE,
        "max memory-SSA clobber queries per block before early-cse falls back to generations",
        CSE,
    ),
    flag(
        "enable-earlycse-imprecision",
        false,
        "allow approximate analysis in pathological blocks",
        CSE,
    ),
    flag(
        "earlycse-forward-shared-stores",
        false,
        "forward shared-memory stores to the same thread's loads with no sync between (Kestrel's; cicc never does)",
        CSE,
    ),
    // common-base-elim
    int(
        "cbe-enable",
        1,
        (0, 1),
        "master enable of common-base-elim",
        CBE,
    ),
    int(
        "cbe-max-depth",
        8,
        (1, 1024),
        "max depth of an address expression tree considered when matching bases",
        CBE,
    ),
    int(
        "cbe-max-iter",
        16,
        (1, 1_000_000),
        "max common-base-elim rounds per function",
        CBE,
    ),
    int(
        "cbe-clone-allocas",
        1,
        (0, 1),
        "clone allocas into the entry block so their bases can be shared",
        CBE,
    ),
    int(
        "cbe-min-uses",
        2,
        (1, 1_000_000),
        "min members of a base group before it is rewritten",
        CBE,
    ),
    flag(
        "cbe-print-progress",
        false,
        "report 'Processing X / Block Y' per block and every rebase or refused group (Kestrel's)",
        CBE,
    ),
    // shared SCEV-CGP subsystem limits
    int(
        "scev-cgp-cross-block-limit",
        16,
        NON_NEGATIVE,
        "max common bases created from one block (Kestrel default; cicc's is unrecorded)",
        SCEV_CBE,
    ),
    int(
        "scev-cgp-idom-level-limit",
        32,
        NON_NEGATIVE,
        "max dominator-tree levels a base may be hoisted (Kestrel default; cicc's is unrecorded)",
        SCEV_CBE,
    ),
    // base-addr-strength-reduce
    int(
        "do-base-address-strength-reduce",
        2,
        (0, 2),
        "0 off, 1 unconditional, 2 with profitability conditions",
        SCEV_BASR,
    ),
    flag(
        "do-base-address-strength-reduce-chain",
        true,
        "also strength-reduce chains of dependent address computations",
        SCEV_BASR,
    ),
    flag(
        "dump-base-address-strength-reduce",
        false,
        "print grouped bases, chosen anchors and rewritten addresses",
        BASR,
    ),
    int(
        "base-address-strength-reduce-iv-limit",
        16,
        NON_NEGATIVE,
        "max induction variables considered per loop (Kestrel default; cicc's is unrecorded)",
        SCEV_BASR,
    ),
    int(
        "base-address-strength-reduce-max-iv",
        8,
        NON_NEGATIVE,
        "max induction variables a base expression may depend on (Kestrel default; cicc's is unrecorded)",
        SCEV_BASR,
    ),
    int(
        "base-address-strength-reduce-aggressiveness",
        1,
        (0, 3),
        "cicc's unnamed global dword_4FBCAE0: above 1 also groups negative-offset addresses with a loop-invariant base",
        BASR,
    ),
    // scev-cgp
    flag(
        "nv-disable-scev-cgp",
        true,
        "master disable of scev-cgp (cicc's default: disabled)",
        SCEV,
    ),
    flag(
        "do-scev-cgp",
        true,
        "enable scev-cgp when nv-disable-scev-cgp is false",
        SCEV,
    ),
    flag(
        "do-scev-cgp-aggresively",
        false,
        "aggressive scev-cgp: expanded search over address families",
        SCEV,
    ),
    flag(
        "do-function-scev-cgp",
        false,
        "function-level (cross-loop) scev-cgp",
        SCEV,
    ),
    int(
        "scev-cgp-control",
        -1,
        LIMIT,
        "max scev-cgp rewrites per function, -1 for no limit",
        SCEV,
    ),
    int(
        "scev-cgp-inst-limit",
        500,
        NON_NEGATIVE,
        "max instructions analysed per address expression (Kestrel default; cicc's is unrecorded)",
        SCEV,
    ),
    flag(
        "scev-cgp-old-base",
        false,
        "use the legacy base computation",
        SCEV,
    ),
    int(
        "scev-cgp-tid-max-value",
        1024,
        (1, i32::MAX as i64),
        "largest thread id assumed when proving address ranges",
        SCEV,
    ),
    int(
        "scev-cgp-check-latency",
        0,
        NON_NEGATIVE,
        "latency threshold for address profitability (accepted; no NVPTX cost model uses it yet)",
        SCEV,
    ),
    int(
        "scev-cgp-norm",
        0,
        NON_NEGATIVE,
        "normalisation control for expression canonicalisation (accepted; Kestrel's normal form is fixed)",
        SCEV,
    ),
    flag(
        "print-after-scev-cgp",
        false,
        "print each function after scev-cgp",
        SCEV,
    ),
    flag("dump-scev-cgp", false, "debug dump during scev-cgp", SCEV),
    flag(
        "topo-sort-begin",
        false,
        "start the address-graph topological sort at the function entry (accepted; ordering does not change results)",
        SCEV,
    ),
    flag(
        "ignore-bad-base",
        false,
        "skip validity checks on base pointer classification",
        SCEV,
    ),
    flag(
        "ignore-32-bit-overflow",
        false,
        "narrow address arithmetic to 32 bits without the unsigned overflow proof",
        SCEV,
    ),
    flag(
        "ignore-signed-32-bit-overflow",
        false,
        "narrow address arithmetic to 32 bits without the signed overflow proof",
        SCEV,
    ),
    flag(
        "special-reassociate-for-threadid",
        false,
        "keep reassociation from moving thread-id-dependent terms",
        SCEV,
    ),
    // codegenprepare (upstream CodeGenPrepare knobs and defaults)
    flag(
        "disable-cgp-branch-opts",
        false,
        "disable block splitting from branch weights (.cond.split, .unlikely)",
        CGP,
    ),
    flag(
        "disable-cgp-gc-opts",
        false,
        "disable GC optimisations (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "disable-cgp-select2branch",
        false,
        "disable select-to-branch conversion (no meaning on NVPTX: selp is kept)",
        CGP,
    ),
    flag(
        "addr-sink-using-gep",
        true,
        "sink addresses as GEPs (keeps the address space) rather than inttoptr",
        CGP,
    ),
    flag(
        "enable-andcmp-sinking",
        true,
        "sink and/cmp pairs into branches (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "disable-cgp-store-extract",
        false,
        "disable store-extractvalue optimisation (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "stress-cgp-store-extract",
        false,
        "stress the store-extractvalue path (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "disable-cgp-ext-ld-promotion",
        false,
        "disable extension-load promotion (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "disable-preheader-prot",
        false,
        "disable loop preheader protection (no meaning: no block merging here)",
        CGP,
    ),
    flag(
        "profile-guided-section-prefix",
        true,
        "attach .hot/.unlikely section prefixes (no meaning on NVPTX)",
        CGP,
    ),
    int(
        "cgp-freq-ratio-to-skip-merge",
        2,
        NON_NEGATIVE,
        "block frequency ratio above which blocks are not merged (no meaning: no block merging here)",
        CGP,
    ),
    flag(
        "force-split-store",
        false,
        "force store splitting (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "cgp-type-promotion-merge",
        true,
        "merge type promotions (no meaning on NVPTX)",
        CGP,
    ),
    flag(
        "disable-complex-addr-modes",
        false,
        "disable complex addressing-mode matching",
        CGP,
    ),
    flag(
        "addr-sink-new-phis",
        false,
        "allow new block arguments (sunk PHIs) while sinking addresses",
        CGP,
    ),
    flag(
        "addr-sink-new-select",
        true,
        "allow new selects while sinking addresses",
        CGP,
    ),
    flag(
        "addr-sink-combine-base-reg",
        true,
        "combine base registers when sinking",
        CGP,
    ),
    flag(
        "addr-sink-combine-gv",
        true,
        "combine global values when sinking (no meaning on NVPTX: a global is one more base)",
        CGP,
    ),
    flag(
        "addr-sink-combine-offs",
        true,
        "combine offsets when sinking (no meaning on NVPTX: [reg+reg] is no PTX mode)",
        CGP,
    ),
    flag(
        "addr-sink-combine-scaled-reg",
        true,
        "combine scaled registers when sinking (NVPTX has no scaled addressing)",
        CGP,
    ),
    flag(
        "cgp-split-large-offset-gep",
        true,
        "split GEPs whose constant offset is past PTX's immediate range",
        CGP,
    ),
    flag(
        "print-codegenprepare",
        false,
        "report every sunk or split address as a remark (Kestrel's)",
        CGP,
    ),
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
