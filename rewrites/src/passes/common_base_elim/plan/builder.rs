//! Building a group's anchor: the recipe of clones and `getelementptr`s that computes
//! `root + variable part + minimum offset` at the anchor's block from safe expressions.

use super::*;

/// Chooses and lays out the anchor's computation at one insertion point.
pub(super) struct Builder<'f, 'c, 'a> {
    pub(super) f: &'f Function<'c, 'a>,
    pub(super) exprs: &'f Exprs,
    pub(super) clusters: &'f Clusters,
    /// Access facts, read in `scope`: the anchor's polynomials hold where its uses run.
    pub(super) facts: &'f AccessFacts,
    pub(super) scope: &'f GroupScope<'f>,
    pub(super) safe: &'f FastSet<ExprId>,
    pub(super) block: usize,
    pub(super) position: usize,
    pub(super) possible: FastMap<ExprId, bool>,
}

impl Builder<'_, '_, '_> {
    /// An instance of `id` available at the insertion point.
    pub(super) fn available_instance(&self, id: ExprId) -> Option<ValueKey> {
        self.exprs
            .get(id)
            .instances
            .iter()
            .find(|(_, site, _)| self.f.available(*site, self.block, self.position))
            .map(|(value, _, _)| *value)
    }

    /// True when `id` is safe and can be had at the insertion point, reused or cloned.
    pub(super) fn can_build(&mut self, id: ExprId) -> bool {
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
    pub(super) fn build(
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
    pub(super) fn recipe(
        &mut self,
        group: &Group,
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
            let Some(&value) = self.f.values.get(&value_key) else {
                continue;
            };
            if expr.op_name == Some(names::CONSTANT) || !self.can_build(id) {
                continue;
            }
            if let Some(space) = pointer_address_space(value.r#type()) {
                let address = normalizer.address(value);
                let root = match address.root {
                    Root::Alloca(key) => {
                        Root::Alloca(self.clusters.representative(key).unwrap_or(key))
                    }
                    other => other,
                };
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
                let offset = self.facts.canonical(&address.offset, self.scope);
                bases.push((id, offset, cast_to, reused));
            } else if let Some(poly) = index_poly(normalizer, value, width) {
                let poly = self.facts.canonical(&poly, self.scope);
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
