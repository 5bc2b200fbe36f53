//! Kestrel's passes, one module each: header, options, `populate`, patterns and tests.

pub mod addr_canon;
pub mod dead_sync_elim;

use crate::registry::PassInfo;

/// Every available pass, in listing order.
pub static ALL: &[&PassInfo] = &[&addr_canon::PASS, &dead_sync_elim::PASS];
