//! Kestrel's passes, one module each: header, options, `populate`, patterns and tests.

pub mod addr_canon;
pub mod base_addr_strength_reduce;
pub mod codegenprepare;
pub mod common_base_elim;
pub mod dead_sync_elim;
pub mod early_cse;
pub mod memory_space_opt;
pub mod scev_cgp;

use crate::registry::PassInfo;

/// Every available pass, in listing order.
pub static ALL: &[&PassInfo] = &[
    &addr_canon::PASS,
    &base_addr_strength_reduce::PASS,
    &codegenprepare::PASS,
    &common_base_elim::PASS,
    &dead_sync_elim::PASS,
    &early_cse::PASS,
    &memory_space_opt::PASS,
    &scev_cgp::PASS,
];
