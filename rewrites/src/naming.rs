//! Names for the values passes create, as MLIR name locations.
//!
//! The specifications name new values (`sunkaddr_N`, `scevcgp_N`, `baseValue_N`, ...); a
//! pass numbers them with one [`Names`] counter per function and attaches each name as a
//! name location `loc("name"(child))` wrapping the location of the op it replaces or sits
//! next to. The child is wrapped as it is (`raw::name_location`), so debug info survives: a
//! location printed and parsed back would carry a copy of the function's `DISubprogram`,
//! which LLVM's verifier rejects.

use crate::engine::Rewriter;
use kestrel_dialects::raw;
use melior::ir::{Location, OperationRef, operation::OperationLike};
use std::cell::Cell;

/// Per-function naming counter shared by all rounds.
#[derive(Debug, Default)]
pub struct Names(Cell<usize>);

impl Names {
    /// `<prefix>_N` with the next number.
    pub(crate) fn next(&self, prefix: &str) -> String {
        let n = self.0.get();
        self.0.set(n + 1);
        format!("{prefix}_{n}")
    }
}

/// Name locations `loc("name"(child))`, one per (name, child) pair.
pub(crate) fn name_locations<'c>(names: &[(String, Location<'c>)]) -> Vec<Location<'c>> {
    names
        .iter()
        .map(|(name, child)| raw::name_location(name, *child))
        .collect()
}

/// The name location `name` wrapping `op`'s location; leaves the insertion point before `op`.
pub(crate) fn named<'c>(
    rewriter: &Rewriter<'c, '_>,
    op: &OperationRef<'c, '_>,
    name: &str,
) -> Location<'c> {
    rewriter.set_insertion_point_before(*op);
    raw::name_location(name, op.location())
}
