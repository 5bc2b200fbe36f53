//! Kestrel's passes, one module each: header, options, `populate`, patterns and tests.

pub mod addr_canon;
pub mod base_addr_strength_reduce;
pub mod byval_promote;
pub mod codegenprepare;
pub mod common_base_elim;
pub mod dead_sync_elim;
pub mod device_inline;
pub mod early_cse;
pub mod memory_space_opt;
pub mod rebase_pointer_iv;
pub mod rematerialize;
pub mod scev_cgp;
pub mod sink;
pub mod stride_unversion;
pub mod wide_mul;
pub mod widen_induction;

use crate::registry::PassInfo;

/// The reasons each pass counts when it declines to rewrite something
/// ([`crate::refusals`]), by pass name: what `--stats` may print as `refused.<reason>`.
pub static REFUSALS: &[(&str, &[&str])] = &[
    (
        "base-addr-strength-reduce",
        base_addr_strength_reduce::Skipped::NAMES,
    ),
    ("byval-promote", byval_promote::NotPromoted::NAMES),
    ("codegenprepare", codegenprepare::Declined::NAMES),
    ("common-base-elim", common_base_elim::LeftAlone::NAMES),
    ("dead-sync-elim", dead_sync_elim::Kept::NAMES),
    ("device-inline", device_inline::NotInlined::NAMES),
    ("early-cse", early_cse::NotMerged::NAMES),
    ("memory-space-opt", memory_space_opt::StaysGeneric::NAMES),
    ("rematerialize", rematerialize::NotRecomputed::NAMES),
    ("scev-cgp", scev_cgp::NotNarrowed::NAMES),
    ("sink", sink::NotSunk::NAMES),
];

/// Every available pass, in listing order.
pub static ALL: &[&PassInfo] = &[
    &addr_canon::PASS,
    &base_addr_strength_reduce::PASS,
    &byval_promote::PASS,
    &codegenprepare::PASS,
    &common_base_elim::PASS,
    &dead_sync_elim::PASS,
    &device_inline::PASS,
    &early_cse::PASS,
    &memory_space_opt::PASS,
    &rebase_pointer_iv::PASS,
    &rematerialize::PASS,
    &scev_cgp::PASS,
    &sink::PASS,
    &stride_unversion::PASS,
    &wide_mul::PASS,
    &widen_induction::PASS,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::refusals::is_kebab_case;
    use std::collections::BTreeSet;

    #[test]
    fn refusal_names_are_unique_kebab_case_per_registered_pass() {
        let mut passes = BTreeSet::new();
        for (pass, names) in REFUSALS {
            assert!(passes.insert(*pass), "{pass} is listed twice");
            assert!(
                ALL.iter().any(|info| info.name == *pass),
                "{pass} is not a registered pass"
            );
            let mut seen = BTreeSet::new();
            for name in *names {
                assert!(is_kebab_case(name), "{pass}: '{name}' is not kebab-case");
                assert!(seen.insert(*name), "{pass}: '{name}' names two refusals");
            }
        }
    }
}
