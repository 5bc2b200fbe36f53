//! Planning a [`Recipe`]: the clones and `getelementptr`s that compute `root + variable
//! part + minimum offset` at the anchor's insertion point from the expressions the pass
//! declares safe (point 2 of the argument in [`crate::anchor`]).
//!
//! A base pointer and the integer indices are chosen among the safe expressions that are
//! available at the insertion point (an instance defined above it) or can be cloned there
//! from such; [`solve`] covers the variable part term by term and never invents arithmetic.

use super::solve::{Candidate, solve};
use super::{CloneStep, GepStep, Recipe, Source};
use crate::analysis::address::{Normalizer, Poly, Root};
use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::anchor::Group;
use crate::anchor::exprs::{ExprId, Exprs, Site, index_poly};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{AddressSpace, keys::ValueKey, names, pointer_address_space};
use melior::ir::{Value, ValueLike};

/// Chooses and lays out the anchor's computation at one insertion point.
pub struct Builder<'f, 'c, 'a> {
    pub exprs: &'f Exprs,
    /// The function's values by key.
    pub values: &'f FastMap<ValueKey, Value<'c, 'a>>,
    /// True when a value defined at the site is available at the insertion point.
    pub available: &'f dyn Fn(Site) -> bool,
    /// The root a base pointer counts as (common-base-elim: a clustered alloca's
    /// representative).
    pub root_of: &'f dyn Fn(Root) -> Root,
    /// A polynomial in the form the facts holding at every use give it (the anchor's
    /// polynomials must hold where its uses run).
    pub canonical: &'f dyn Fn(&Poly) -> Poly,
    /// The expressions the anchor may use.
    pub safe: &'f FastSet<ExprId>,
    /// True when an integer polynomial (at its own width) is non-negative wherever a use the
    /// anchor serves runs.
    pub non_negative: &'f dyn Fn(&Poly) -> bool,
    possible: FastMap<ExprId, bool>,
}

impl<'f, 'c, 'a> Builder<'f, 'c, 'a> {
    /// A builder over `exprs` drawing on `safe` only.
    pub fn new(
        exprs: &'f Exprs,
        values: &'f FastMap<ValueKey, Value<'c, 'a>>,
        available: &'f dyn Fn(Site) -> bool,
        root_of: &'f dyn Fn(Root) -> Root,
        canonical: &'f dyn Fn(&Poly) -> Poly,
        safe: &'f FastSet<ExprId>,
        non_negative: &'f dyn Fn(&Poly) -> bool,
    ) -> Self {
        Self {
            exprs,
            values,
            available,
            root_of,
            canonical,
            safe,
            non_negative,
            possible: FastMap::default(),
        }
    }

    /// The width to zero-extend index `id` to in a step of an anchor whose indices are
    /// `width` bits: where it is narrower and non-negative at every use, sign and zero
    /// extension agree there, and the zero extension is the one the backend widens without a
    /// sign (see [`GepStep::zero_extend_to`]).
    fn zero_extension(&self, id: ExprId, width: u32, normalizer: &mut Normalizer) -> Option<u32> {
        let &(key, _, _) = self.exprs.get(id).instances.first()?;
        let value = *self.values.get(&key)?;
        let narrow = integer_width(value).filter(|&w| w < width)?;
        let poly = normalizer.integer(value);
        (poly.width() == narrow && (self.non_negative)(&poly)).then_some(width)
    }

    /// An instance of `id` available at the insertion point.
    fn available_instance(&self, id: ExprId) -> Option<ValueKey> {
        self.exprs
            .get(id)
            .instances
            .iter()
            .find(|(_, site, _)| (self.available)(*site))
            .map(|(value, _, _)| *value)
    }

    /// True when `id` is safe and can be had at the insertion point, reused or cloned.
    fn can_build(&mut self, id: ExprId) -> bool {
        if let Some(&known) = self.possible.get(&id) {
            return known;
        }
        self.possible.insert(id, false);
        let expr = self.exprs.get(id);
        let ok = self.safe.contains(&id)
            && (self.available_instance(id).is_some()
                || (!expr.is_leaf()
                    && expr.instances.iter().any(|(_, _, op)| op.is_some())
                    && expr.operands.clone().into_iter().all(|o| self.can_build(o))));
        self.possible.insert(id, ok);
        ok
    }

    /// Lays out `id` (which [`Builder::can_build`]), reusing what is laid out already.
    fn build(
        &self,
        id: ExprId,
        clones: &mut Vec<CloneStep>,
        built: &mut FastMap<ExprId, Source>,
    ) -> Source {
        if let Some(&source) = built.get(&id) {
            return source;
        }
        let source = match self.available_instance(id) {
            Some(value) => Source::Value(value),
            None => {
                let expr = self.exprs.get(id);
                let operands = expr
                    .operands
                    .iter()
                    .map(|&o| self.build(o, clones, built))
                    .collect();
                let op = expr
                    .instances
                    .iter()
                    .find_map(|(_, _, op)| *op)
                    .expect("can_build checked an instance op");
                clones.push(CloneStep { op, operands });
                Source::Clone(clones.len() - 1)
            }
        };
        built.insert(id, source);
        source
    }

    /// The anchor recipe for `target` (the anchor's byte offset from the group's root), or
    /// `None` when the safe, available expressions cannot express it.
    pub fn recipe<X>(
        &mut self,
        group: &Group<'_, '_, X>,
        target: &Poly,
        normalizer: &mut Normalizer,
    ) -> Option<Recipe> {
        let width = target.width();
        let mut ids: Vec<ExprId> = self.safe.iter().copied().collect();
        ids.sort_unstable();
        let mut bases: Vec<(ExprId, Poly, Option<String>, bool)> = Vec::new();
        let mut integers: Vec<Candidate> = Vec::new();
        for id in ids {
            let expr = self.exprs.get(id);
            let Some(&(value_key, _, _)) = expr.instances.first() else {
                continue;
            };
            let Some(&value) = self.values.get(&value_key) else {
                continue;
            };
            if expr.op_name == Some(names::CONSTANT) || !self.can_build(id) {
                continue;
            }
            if let Some(space) = pointer_address_space(value.r#type()) {
                let address = normalizer.address(value);
                let root = (self.root_of)(address.root);
                if root != group.root || address.offset.width() != width {
                    continue;
                }
                let cast_to = if space == group.space {
                    None
                } else if group.space == AddressSpace::Generic
                    && matches!(
                        space,
                        AddressSpace::Global
                            | AddressSpace::Shared
                            | AddressSpace::Const
                            | AddressSpace::Local
                    )
                {
                    Some(group.pointer_type.to_string())
                } else {
                    continue;
                };
                let reused = self.available_instance(id).is_some();
                let offset = (self.canonical)(&address.offset);
                bases.push((id, offset, cast_to, reused));
            } else if let Some(poly) = index_poly(normalizer, value, width) {
                let poly = (self.canonical)(&poly);
                let extended = integer_width(value).is_some_and(|w| w < width);
                integers.push(Candidate { id, poly, extended });
            }
        }
        // Same space first, then the base covering most of the variable part, then one that
        // exists already.
        bases.sort_by(|a, b| {
            let terms = |p: &Poly| p.variable_part().term_count();
            a.2.is_some()
                .cmp(&b.2.is_some())
                .then(terms(&b.1).cmp(&terms(&a.1)))
                .then(b.3.cmp(&a.3))
                .then(a.0.cmp(&b.0))
        });
        for (base, offset, cast_to, _) in bases {
            let remainder = target.sub(&offset);
            let Some((steps, constant)) = solve(&remainder, &integers) else {
                continue;
            };
            if constant.abs() >= i128::from(i32::MAX) {
                continue;
            }
            let mut clones = Vec::new();
            let mut built = FastMap::default();
            let base = self.build(base, &mut clones, &mut built);
            let steps = steps
                .iter()
                .map(|step| GepStep {
                    index: self.build(step.id, &mut clones, &mut built),
                    scale: step.scale,
                    zero_extend_to: self.zero_extension(step.id, width, normalizer),
                })
                .collect();
            return Some(Recipe {
                clones,
                base,
                steps,
                constant,
                cast_to,
            });
        }
        None
    }
}
