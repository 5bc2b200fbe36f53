//! Non-negativity facts that memory accesses establish, and the extension identities they
//! allow in the address normal form.
//!
//! A load, store or atomic whose address is poison is undefined behaviour, and poison flows
//! through `getelementptr`, integer arithmetic and extensions. So wherever an access executes,
//! every flag on its address chain held: `zext nneg x` says `x` is in `[0, 2^(w-1))`, and an
//! `add nuw a, b` (or `or disjoint`, `shl nuw`, `mul nuw` by a constant) whose result is
//! there puts its operands there too. Clang's 32-bit index arithmetic carries exactly these
//! flags (`zext nneg (add nuw nsw (shl i 12) -4096, j)` for `a[(i-1)*4096 + j]`).
//!
//! The identity they buy: when `Q + c` and `Q + c0` are both known to be in `[0, 2^(w-1))`,
//! the integers did not wrap, so `ext(Q + c) = ext(Q + c0) + (c - c0)` in any wider type, sign
//! or zero extension alike. Without it the three rows of a stencil, `ext(Q - 4096)`,
//! `ext(Q)` and `ext(Q + 4096)`, are three opaque atoms and three address registers.
//!
//! The same reasoning carries the no-wrap flags of any op on an access's address chain to
//! every op computing the same polynomial: after a load through `sext(shl nsw k, 11)` ran,
//! `k * 2048` did not wrap, so the next unrolled copy's `sext(shl k, 11)` (clang drops the
//! flag on copies) is `2048 * sext(k)` as well, and the copies meet.
//!
//! A fact is only as good as the point where it holds: one established by access `A` holds
//! wherever `A` has run, that is at `A` itself and at every point `A` dominates. Callers say
//! which facts hold at the point they rewrite ([`Scope`]); an extension is rewritten toward
//! the earliest extension of its class the walk met (so uses rewritten at different points
//! agree on one spelling), and only when both facts hold there.

use super::address::{Atom, Normalizer, Poly, wrap};
use super::fast_hash::{FastMap, FastSet};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    OverflowFlags, integer_constant,
    keys::{ValueKey, value_key},
    names, ops,
    values::{defining_op, operand},
};
use melior::ir::{Value, operation::OperationLike};
use std::rc::Rc;

/// Integer arithmetic and extensions that turn a poison operand into a poison result (with or
/// without flags of their own).
pub const POISON_PROPAGATING_ARITHMETIC: &[&str] = &[
    names::ADD,
    names::SUB,
    names::MUL,
    names::SHL,
    names::OR,
    names::SEXT,
    names::ZEXT,
    names::TRUNC,
];

/// Whether an op named `name` is followed from an address to the flags it depends on:
/// exactly those that turn a poison operand into a poison result, address arithmetic
/// ([`POISON_PROPAGATING_ARITHMETIC`], `getelementptr`, `addrspacecast`).
fn propagates_poison_to_address(name: &str) -> bool {
    name == names::GEP
        || name == names::ADDRSPACECAST
        || POISON_PROPAGATING_ARITHMETIC.contains(&name)
}

/// Values visited per access; a deeper chain only yields fewer facts.
const MAX_WALK: usize = 256;
/// Facts and extension spellings kept per class; later ones are dropped (fewer matches only).
const MAX_PER_CLASS: usize = 16;

/// Where a fact was established or an extension met: block index and op position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct At {
    pub block: usize,
    pub position: usize,
}

/// Which facts hold at the point being rewritten.
pub trait Scope {
    /// True when everything that ran at `at` has run whenever the rewritten point runs.
    fn holds(&self, at: At) -> bool;
    /// Among points that all hold, orders the one that dominates the others first.
    fn rank(&self, at: At) -> (usize, usize);
}

/// Polynomials that differ only in their constant term: `(width, variable part)`.
type Class = (u32, Poly);

/// The facts and extension spellings of one function.
#[derive(Default)]
pub struct AccessFacts {
    non_negative: FastMap<Class, Vec<(i128, At)>>,
    spellings: FastMap<Class, Vec<(i128, At)>>,
    /// `ext(inner)` from `from` bits (`signed`) to [`WIDE`] bits, as the flags of an op that
    /// computed `inner` without wrapping let it distribute: `(from, signed, inner)` to the
    /// distributed polynomial.
    distributions: FastMap<(u32, bool, Poly), Vec<(Poly, At)>>,
}

/// What the walks from a function's access addresses read of each value, read once: the
/// accesses share most of their address arithmetic, and each walks all of it to record its
/// facts at its own point. Holds handles into the function, so it lives no longer than one
/// pass over it.
#[derive(Default)]
pub struct Walks<'c, 'a> {
    steps: FastMap<ValueKey, Rc<Step<'c, 'a>>>,
    bounds: FastMap<ValueKey, Rc<Bound<'c, 'a>>>,
    seen: FastSet<ValueKey>,
    established: FastSet<ValueKey>,
}

/// A value on the walk from an address, computed by a poison-propagating op.
struct Step<'c, 'a> {
    /// The operand of a `zext nneg`: non-negative wherever the access ran.
    non_negative: Option<Value<'c, 'a>>,
    /// What the op's no-wrap flags distribute: the class and the distributed form.
    distributions: Vec<((u32, bool, Poly), Poly)>,
    operands: Vec<Value<'c, 'a>>,
}

/// A value known to be non-negative: the class and constant term it establishes (none for a
/// constant or a non-integer), and the operands that bounds in turn.
struct Bound<'c, 'a> {
    class: Option<(Class, i128)>,
    bounded: Vec<Value<'c, 'a>>,
}

/// The width extensions are distributed into: the index width of 64-bit pointers.
const WIDE: u32 = 64;
/// Distributions applied one inside another, at most.
const MAX_NESTING: usize = 4;

impl AccessFacts {
    /// Records what an access at `at` with address `address` establishes.
    pub fn record_access(&mut self, normalizer: &mut Normalizer, address: Value, at: At) {
        self.record_access_in(&mut Walks::default(), normalizer, address, at);
    }

    /// [`AccessFacts::record_access`], reading the IR through `walks`, which the calls for
    /// one function's accesses share.
    pub fn record_access_in<'c: 'a, 'a>(
        &mut self,
        walks: &mut Walks<'c, 'a>,
        normalizer: &mut Normalizer,
        address: Value<'c, 'a>,
        at: At,
    ) {
        let mut seen = std::mem::take(&mut walks.seen);
        seen.clear();
        let mut stack = vec![address];
        let mut non_negative = Vec::new();
        while let Some(value) = stack.pop() {
            if seen.len() >= MAX_WALK || !seen.insert(value_key(&value)) {
                continue;
            }
            let Some(step) = walks.step(normalizer, value) else {
                continue;
            };
            non_negative.extend(step.non_negative);
            for (class, distributed) in &step.distributions {
                let entries = self.distributions.entry(class.clone()).or_default();
                if entries.len() < MAX_PER_CLASS && !entries.iter().any(|(_, a)| *a == at) {
                    entries.push((distributed.clone(), at));
                }
            }
            stack.extend(step.operands.iter().copied());
        }
        walks.seen = seen;
        // What is non-negative, and what that bounds in turn; each value once (a DAG of
        // `add nuw`s would otherwise be walked once per path).
        let mut established = std::mem::take(&mut walks.established);
        established.clear();
        while let Some(x) = non_negative.pop() {
            if established.len() >= MAX_WALK || !established.insert(value_key(&x)) {
                continue;
            }
            let bound = walks.bound(normalizer, x);
            if let Some((class, constant)) = &bound.class {
                let entries = self.non_negative.entry(class.clone()).or_default();
                if entries.len() < MAX_PER_CLASS && !entries.contains(&(*constant, at)) {
                    entries.push((*constant, at));
                }
            }
            non_negative.extend(bound.bounded.iter().copied());
        }
        walks.established = established;
    }
}

impl<'c: 'a, 'a> Walks<'c, 'a> {
    /// `value` as a step of the walk, or `None` where the walk stops (no poison-propagating
    /// op defines it).
    fn step(
        &mut self,
        normalizer: &mut Normalizer,
        value: Value<'c, 'a>,
    ) -> Option<Rc<Step<'c, 'a>>> {
        let key = value_key(&value);
        if let Some(step) = self.steps.get(&key) {
            return Some(step.clone());
        }
        let op = defining_op(value)?;
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if !propagates_poison_to_address(name) || op.region_count() != 0 {
            return None;
        }
        let non_negative = (name == names::ZEXT && ops::has_unit_property(&op, "nonNeg"))
            .then(|| operand(&op, 0))
            .flatten();
        let step = Rc::new(Step {
            non_negative,
            distributions: no_wrap_distributions(normalizer, &op, value),
            operands: op.operands().collect(),
        });
        self.steps.insert(key, step.clone());
        Some(step)
    }

    /// What non-negative `x` establishes and bounds.
    fn bound(&mut self, normalizer: &mut Normalizer, x: Value<'c, 'a>) -> Rc<Bound<'c, 'a>> {
        let key = value_key(&x);
        if let Some(bound) = self.bounds.get(&key) {
            return bound.clone();
        }
        let class = integer_width(x)
            .filter(|_| integer_constant(x).is_none())
            .map(|width| {
                let poly = normalizer.integer(x);
                ((width, poly.variable_part()), poly.constant_term())
            });
        let bound = Rc::new(Bound {
            class,
            bounded: bounded_operands(x),
        });
        self.bounds.insert(key, bound.clone());
        bound
    }
}

/// How the extension of `value`, the result of `op`, distributes over `op` by its `nsw`
/// (sign extension) and `nuw` (zero extension) flags: `(from, signed, inner)` and the
/// distributed form, where that differs from the plain extension. Another op computing the
/// same polynomial without the flags (an unrolled copy: `shl nsw i, 11` in the first,
/// `shl i, 11` in the next) computes the same value, so its extension distributes too.
fn no_wrap_distributions(
    normalizer: &mut Normalizer,
    op: &melior::ir::OperationRef,
    value: Value,
) -> Vec<((u32, bool, Poly), Poly)> {
    let mut distributions = Vec::new();
    let Some(from) = integer_width(value) else {
        return distributions;
    };
    if from >= WIDE {
        return distributions;
    }
    let flags = OverflowFlags::of(op);
    let disjoint = ops::has_unit_property(op, "isDisjoint");
    let inner = normalizer.integer(value);
    for (signed, flagged) in [
        (true, flags.nsw || disjoint),
        (false, flags.nuw || disjoint),
    ] {
        if !flagged {
            continue;
        }
        let distributed = normalizer.extension(value, signed, WIDE);
        let atom = Poly::atom(
            WIDE,
            Atom::Ext {
                signed,
                from,
                inner: Box::new(inner.clone()),
            },
        );
        if distributed != atom {
            distributions.push(((from, signed, inner.clone()), distributed));
        }
    }
    distributions
}

impl AccessFacts {
    /// Records the extensions spelled in `poly` (an address offset met at `at`), so later
    /// rewrites lean toward them.
    pub fn record_spellings(&mut self, poly: &Poly, at: At) {
        for (monomial, _) in poly.terms() {
            if let [Atom::Ext { from, inner, .. }] = monomial.as_slice() {
                let entries = self
                    .spellings
                    .entry((*from, inner.variable_part()))
                    .or_default();
                if entries.len() < MAX_PER_CLASS {
                    entries.push((inner.constant_term(), at));
                }
            }
        }
    }

    /// `poly` with its extensions rewritten where the facts holding in `scope` allow: one
    /// that an earlier access distributed over its no-wrap op is distributed the same way,
    /// and one whose class has an earlier spelling is rewritten to it (see the module
    /// header). Equal to `poly` on every execution reaching the scope's point.
    pub fn canonical(&self, poly: &Poly, scope: &dyn Scope) -> Poly {
        if self.non_negative.is_empty() && self.distributions.is_empty() {
            return poly.clone();
        }
        self.canonical_at(poly, scope, 0)
    }

    fn canonical_at(&self, poly: &Poly, scope: &dyn Scope, nesting: usize) -> Poly {
        let width = poly.width();
        let mut result = Poly::zero(width);
        for (monomial, coefficient) in poly.terms() {
            let term = match monomial.as_slice() {
                [
                    Atom::Ext {
                        signed,
                        from,
                        inner,
                    },
                ] => self
                    .distribute(width, *signed, *from, inner, scope)
                    .filter(|_| nesting < MAX_NESTING)
                    .map(|distributed| self.canonical_at(&distributed, scope, nesting + 1))
                    .or_else(|| self.rewrite_extension(width, *from, inner, scope)),
                _ => None,
            };
            let term = term.unwrap_or_else(|| Poly::monomial(width, monomial.clone()));
            result = result.add(&term.scale(coefficient));
        }
        result
    }

    /// True when an access whose facts hold in `scope` established `poly` (an integer
    /// polynomial at its own width) in `[0, 2^(w-1))`, so its sign and zero extensions agree
    /// there.
    pub fn is_non_negative(&self, poly: &Poly, scope: &dyn Scope) -> bool {
        self.known_non_negative(
            &(poly.width(), poly.variable_part()),
            poly.constant_term(),
            scope,
        )
    }

    /// True when an access in scope established `class`'s member with constant term
    /// `constant` non-negative.
    fn known_non_negative(&self, class: &Class, constant: i128, scope: &dyn Scope) -> bool {
        self.non_negative.get(class).is_some_and(|facts| {
            facts
                .iter()
                .any(|&(k, at)| k == constant && scope.holds(at))
        })
    }

    /// `ext(inner)` distributed as an access in scope distributed the same polynomial.
    fn distribute(
        &self,
        width: u32,
        signed: bool,
        from: u32,
        inner: &Poly,
        scope: &dyn Scope,
    ) -> Option<Poly> {
        if width != WIDE {
            return None;
        }
        earliest_in(
            self.distributions.get(&(from, signed, inner.clone()))?,
            scope,
        )
        .cloned()
    }

    /// `ext(inner)` in `width` bits as `ext(Q + c0) + (c - c0)`, for `inner = Q + c` and the
    /// earliest spelling `Q + c0` of its class in scope, when both are known non-negative.
    fn rewrite_extension(
        &self,
        width: u32,
        from: u32,
        inner: &Poly,
        scope: &dyn Scope,
    ) -> Option<Poly> {
        let class = (from, inner.variable_part());
        let constant = inner.constant_term();
        let known = |c: i128| self.known_non_negative(&class, c, scope);
        if !known(constant) {
            return None;
        }
        let spelling = self
            .spellings
            .get(&class)
            .and_then(|spellings| earliest_in(spellings, scope))
            .copied()
            .filter(|&c| known(c))
            .unwrap_or(constant);
        // Both values are in [0, 2^(from-1)), so their difference is the wrapped one.
        let delta = wrap(constant - spelling, from);
        let extension = Atom::Ext {
            signed: true,
            from,
            inner: Box::new(inner.add(&Poly::constant(from, spelling - constant))),
        };
        Some(Poly::atom(width, extension).add(&Poly::constant(width, delta)))
    }
}

/// The value of the entry in scope that dominates the others. One access may record two
/// entries (a class spelled twice); the value breaks the tie, since the order of terms, and so
/// of entries, varies between runs.
fn earliest_in<'e, T: Ord>(entries: &'e [(T, At)], scope: &dyn Scope) -> Option<&'e T> {
    entries
        .iter()
        .filter(|(_, at)| scope.holds(*at))
        .min_by_key(|(value, at)| (scope.rank(*at), value))
        .map(|(value, _)| value)
}

/// Operands of `x` that are in `[0, 2^(w-1))` whenever `x` is: those of a non-wrapping sum
/// or of a product by a positive constant cannot exceed the result.
fn bounded_operands<'c: 'a, 'a>(x: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let Some(op) = defining_op(x) else {
        return Vec::new();
    };
    let name = op.name();
    let flags = OverflowFlags::of(&op);
    let (a, b) = (operand(&op, 0), operand(&op, 1));
    match (name.as_string_ref().as_str().unwrap_or(""), a, b) {
        (names::ADD, Some(a), Some(b)) if flags.nuw => vec![a, b],
        (names::OR, Some(a), Some(b)) if ops::has_unit_property(&op, "isDisjoint") => {
            vec![a, b]
        }
        (names::SHL, Some(a), Some(b)) if flags.nuw && integer_constant(b).is_some() => vec![a],
        (names::MUL, Some(a), Some(b))
            if flags.nuw && integer_constant(b).is_some_and(|(c, _)| c > 0) =>
        {
            vec![a]
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::layout::DataLayout;
    use melior::ir::{BlockLike, Module, OperationRef, RegionLike};

    /// Every point holds, ranked by position: one straight-line block.
    struct Everywhere;

    impl Scope for Everywhere {
        fn holds(&self, _: At) -> bool {
            true
        }
        fn rank(&self, at: At) -> (usize, usize) {
            (at.block, at.position)
        }
    }

    /// Points at or before `position` hold.
    struct Before(usize);

    impl Scope for Before {
        fn holds(&self, at: At) -> bool {
            at.position <= self.0
        }
        fn rank(&self, at: At) -> (usize, usize) {
            (at.block, at.position)
        }
    }

    /// Records every load of the first function of `text` (facts and spellings, at their op
    /// positions) and hands `check` the facts and the loads' address offsets.
    fn with_loads(text: &str, check: impl FnOnce(&AccessFacts, &[Poly])) {
        let context = kestrel_dialects::new_context(false);
        let module = Module::parse(&context, text).expect("test IR parses");
        let function: OperationRef = module.body().first_operation().expect("a function");
        let mut normalizer = Normalizer::new(DataLayout::of(&function), 16);
        let mut facts = AccessFacts::default();
        let mut offsets = Vec::new();
        let block = function.region(0).unwrap().first_block().unwrap();
        let mut next = block.first_operation();
        let mut position = 0;
        while let Some(op) = next {
            next = op.next_in_block();
            if op.name().as_string_ref().as_str() == Ok(names::LOAD) {
                let address = operand(&op, 0).unwrap();
                let at = At { block: 0, position };
                facts.record_access(&mut normalizer, address, at);
                let offset = normalizer.address(address).offset;
                facts.record_spellings(&offset, at);
                offsets.push(offset);
            }
            position += 1;
        }
        check(&facts, &offsets);
    }

    const ROWS: &str = r#"llvm.func @k(%p: !llvm.ptr<1>, %r: i32, %x: i32) {
      %m = llvm.mlir.constant(-4096 : i32) : i32
      %above = llvm.add %r, %m : i32
      %i0 = llvm.add %above, %x overflow<nsw, nuw> : i32
      %z0 = llvm.zext nneg %i0 : i32 to i64
      %a0 = llvm.getelementptr %p[%z0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %v0 = llvm.load %a0 : !llvm.ptr<1> -> f32
      %i1 = llvm.add %r, %x overflow<nsw, nuw> : i32
      %z1 = llvm.zext nneg %i1 : i32 to i64
      %a1 = llvm.getelementptr %p[%z1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %v1 = llvm.load %a1 : !llvm.ptr<1> -> f32
      llvm.return
    }"#;

    #[test]
    fn rows_apart_by_a_constant_meet_where_both_are_known_non_negative() {
        with_loads(ROWS, |facts, offsets| {
            let [above, row] = offsets else {
                panic!("two loads: {offsets:?}")
            };
            assert_ne!(above.variable_part(), row.variable_part());
            let row = facts.canonical(row, &Everywhere);
            assert_eq!(
                row.variable_part(),
                facts.canonical(above, &Everywhere).variable_part()
            );
            assert_eq!(row.sub(above).as_constant(), Some(4096 * 4));
        });
    }

    #[test]
    fn a_fact_not_yet_established_rewrites_nothing() {
        with_loads(ROWS, |facts, offsets| {
            // At the first load, `r` is not known non-negative: the second row stays apart.
            let row = facts.canonical(&offsets[1], &Before(5));
            assert_ne!(row.variable_part(), offsets[0].variable_part());
        });
    }

    #[test]
    fn an_unflagged_copy_distributes_like_the_flagged_one_before_it() {
        let text = r#"llvm.func @k(%p: !llvm.ptr<1>, %k: i32, %x: i32) {
          %c11 = llvm.mlir.constant(11 : i32) : i32
          %r0 = llvm.shl %k, %c11 overflow<nsw> : i32
          %i0 = llvm.add %r0, %x overflow<nsw> : i32
          %s0 = llvm.sext %i0 : i32 to i64
          %a0 = llvm.getelementptr %p[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %v0 = llvm.load %a0 : !llvm.ptr<1> -> f32
          %r1 = llvm.shl %k, %c11 : i32
          %i1 = llvm.add %r1, %x overflow<nsw> : i32
          %s1 = llvm.sext %i1 : i32 to i64
          %a1 = llvm.getelementptr %p[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %v1 = llvm.load %a1 : !llvm.ptr<1> -> f32
          llvm.return
        }"#;
        with_loads(text, |facts, offsets| {
            assert_ne!(offsets[0], offsets[1]);
            assert_eq!(facts.canonical(&offsets[1], &Everywhere), offsets[0]);
            // Before the first load has run, the flag says nothing yet.
            assert_ne!(facts.canonical(&offsets[1], &Before(4)), offsets[0]);
        });
    }

    #[test]
    fn adds_without_nuw_establish_nothing_about_their_operands() {
        let text = ROWS.replace(
            "%i1 = llvm.add %r, %x overflow<nsw, nuw>",
            "%i1 = llvm.add %r, %x overflow<nsw>",
        );
        with_loads(&text, |facts, offsets| {
            let row = facts.canonical(&offsets[1], &Everywhere);
            assert_ne!(row.variable_part(), offsets[0].variable_part());
        });
    }
}
