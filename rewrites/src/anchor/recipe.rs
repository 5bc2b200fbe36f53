//! An anchor computed from values that already exist: a recipe of clones of original
//! address ops, then `getelementptr` steps over a base, a constant and a cast, planned by
//! [`builder`] (with [`solve`]) and materialised here.
//!
//! The clones keep their flags: each reads only values the original read or other clones
//! (point 2 of the argument in [`crate::anchor`]); the steps, the constant and the cast are
//! [`super::build`]'s flag-free ops.

pub mod builder;
pub mod solve;

use super::build::{byte_offset, cast_to, scaled_index, zero_extend};
use crate::analysis::fast_hash::FastMap;
use crate::engine::Rewriter;
use kestrel_dialects::{
    keys::{OpKey, ValueKey},
    raw,
    values::result,
};
use melior::ir::{Location, OperationRef, Value, operation::OperationMutLike};

/// A value the recipe uses: an existing one or the result of a clone made earlier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Value(ValueKey),
    Clone(usize),
}

/// A clone of `op` with the given operands, inserted at the anchor's insertion point.
#[derive(Clone, Debug)]
pub struct CloneStep {
    pub op: OpKey,
    pub operands: Vec<Source>,
}

/// `getelementptr <stride bytes>, base[index]`.
#[derive(Clone, Copy, Debug)]
pub struct GepStep {
    pub index: Source,
    pub scale: i128,
    /// The index is narrower than the step's index width and non-negative wherever the anchor
    /// is used, so a flag-free `zext` to that width spells the extension the uses had
    /// (`zext nneg`): the backend then selects unsigned widening (`mul.wide.u32`), as it did
    /// for the original addresses, and not the signed one a `getelementptr` implies.
    pub zero_extend_to: Option<u32>,
}

/// How to build the anchor: `base`, then the steps, then the constant (folded into the last
/// step), then a cast to the uses' address space when `cast_to` is set.
#[derive(Clone, Debug)]
pub struct Recipe {
    pub clones: Vec<CloneStep>,
    pub base: Source,
    pub steps: Vec<GepStep>,
    pub constant: i128,
    /// The uses' pointer type, when the base lives in a specific space and the uses in the
    /// generic one.
    pub cast_to: Option<String>,
}

impl Recipe {
    /// Ops the recipe creates. A `zext` of an index is not counted: it takes the place of the
    /// sign extension the `getelementptr` would make of the narrow index.
    pub fn created_ops(&self) -> usize {
        let folded_constant = usize::from(self.steps.is_empty() && self.constant != 0);
        self.clones.len() + self.steps.len() + folded_constant + usize::from(self.cast_to.is_some())
    }

    /// Builds the anchor at the rewriter's insertion point, reading existing values and ops
    /// by key; `location` is asked once per op created, in order (each takes the next name).
    pub fn materialize<'c, 'r>(
        &self,
        values: &FastMap<ValueKey, Value<'c, 'r>>,
        ops: &FastMap<OpKey, OperationRef<'c, 'r>>,
        rewriter: &'r Rewriter<'c, '_>,
        location: &mut dyn FnMut() -> Location<'c>,
    ) -> Option<Value<'c, 'r>> {
        let mut clones: Vec<Value> = Vec::new();
        let resolve = |source: Source, clones: &[Value<'c, 'r>]| -> Option<Value<'c, 'r>> {
            match source {
                Source::Value(key) => values.get(&key).copied(),
                Source::Clone(index) => clones.get(index).copied(),
            }
        };
        for step in &self.clones {
            let original = ops.get(&step.op)?;
            let operands: Vec<Value> = step
                .operands
                .iter()
                .map(|&s| resolve(s, &clones))
                .collect::<Option<_>>()?;
            let mut op = raw::clone_operation(original);
            op.set_operands(&operands);
            op.set_location(location());
            let inserted = rewriter.insert(op);
            clones.push(result(&inserted, 0)?);
        }
        let mut current = resolve(self.base, &clones)?;
        let count = self.steps.len();
        for (i, step) in self.steps.iter().enumerate() {
            let mut index = resolve(step.index, &clones)?;
            if let Some(width) = step.zero_extend_to {
                index = zero_extend(rewriter, index, width, location())?;
            }
            // The constant rides on the last step.
            let constant = if i + 1 == count { self.constant } else { 0 };
            current = scaled_index(rewriter, current, index, step.scale, constant, location())?;
        }
        if count == 0 && self.constant != 0 {
            current = byte_offset(rewriter, current, self.constant, location())?;
        }
        if let Some(to) = &self.cast_to {
            current = cast_to(rewriter, current, to, location())?;
        }
        Some(current)
    }
}
