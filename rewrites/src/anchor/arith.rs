//! An anchor computed from the normal form: integer polynomials ([`Poly`]) built as
//! flag-free `add`/`mul`/`sext`/`zext`/`trunc` and constants (point 2 of the argument in
//! [`crate::anchor`]), as base-addr-strength-reduce builds its entry values and steps. The
//! terms and the atoms of a product are laid out in the order their values are defined, so
//! the output does not depend on hashing.

use super::build::create;
use crate::analysis::address::{Atom, Monomial, Poly};
use crate::analysis::fast_hash::FastMap;
use crate::engine::Rewriter;
use kestrel_dialects::keys::ValueKey;
use melior::ir::{Location, Value, ValueLike};

/// Builds integer polynomials as flag-free arithmetic at the rewriter's insertion point.
pub struct Materializer<'f, 'c, 'a, 'r, 'x> {
    /// The function's values by key (atoms are read from here).
    values: &'f FastMap<ValueKey, Value<'c, 'a>>,
    /// Definition sites (block, position) of the values, for a run-independent order.
    sites: &'f FastMap<ValueKey, (usize, usize)>,
    rewriter: &'r Rewriter<'c, 'x>,
    location: Location<'c>,
    memo: FastMap<(Poly, u32), Value<'c, 'r>>,
}

impl<'f, 'c, 'a: 'r, 'r, 'x> Materializer<'f, 'c, 'a, 'r, 'x> {
    /// A materializer inserting at the rewriter's insertion point, every op at `location`.
    pub fn new(
        values: &'f FastMap<ValueKey, Value<'c, 'a>>,
        sites: &'f FastMap<ValueKey, (usize, usize)>,
        rewriter: &'r Rewriter<'c, 'x>,
        location: Location<'c>,
    ) -> Self {
        Self {
            values,
            sites,
            rewriter,
            location,
            memo: FastMap::default(),
        }
    }

    fn constant(&self, value: i128, width: u32) -> Option<Value<'c, 'r>> {
        create(
            self.rewriter,
            &format!("llvm.mlir.constant({value} : i{width}) : i{width}"),
            &[],
            self.location,
        )
    }

    fn binary(&self, op: &str, a: Value<'c, 'r>, b: Value<'c, 'r>) -> Option<Value<'c, 'r>> {
        let ty = a.r#type().to_string();
        create(
            self.rewriter,
            &format!("llvm.{op} $0, $1 : {ty}"),
            &[a, b],
            self.location,
        )
    }

    /// The value of `poly` (an integer of its width).
    pub fn integer(&mut self, poly: &Poly) -> Option<Value<'c, 'r>> {
        let width = poly.width();
        if let Some(&value) = self.memo.get(&(poly.clone(), width)) {
            return Some(value);
        }
        let mut sum: Option<Value> = None;
        for (monomial, coefficient) in sorted_terms(self.sites, poly) {
            if monomial.is_empty() {
                continue;
            }
            let mut atoms: Vec<&Atom> = monomial.iter().collect();
            atoms.sort_by_cached_key(|a| atom_order(self.sites, a));
            let mut term: Option<Value> = None;
            for atom in atoms {
                let value = self.atom(atom, width)?;
                term = Some(match term {
                    None => value,
                    Some(t) => self.binary("mul", t, value)?,
                });
            }
            let mut term = term?;
            if coefficient != 1 {
                let c = self.constant(coefficient, width)?;
                term = self.binary("mul", term, c)?;
            }
            sum = Some(match sum {
                None => term,
                Some(s) => self.binary("add", s, term)?,
            });
        }
        let constant = poly.constant_term();
        let value = match sum {
            None => self.constant(constant, width)?,
            Some(s) if constant != 0 => {
                let c = self.constant(constant, width)?;
                self.binary("add", s, c)?
            }
            Some(s) => s,
        };
        self.memo.insert((poly.clone(), width), value);
        Some(value)
    }

    fn atom(&mut self, atom: &Atom, width: u32) -> Option<Value<'c, 'r>> {
        match atom {
            Atom::Value(key) => self.values.get(key).copied(),
            Atom::Ext {
                signed,
                from,
                inner,
            } => {
                let value = self.integer(inner)?;
                let op = if *signed { "sext" } else { "zext" };
                create(
                    self.rewriter,
                    &format!("llvm.{op} $0 : i{from} to i{width}"),
                    &[value],
                    self.location,
                )
            }
            Atom::Trunc { inner } => {
                let value = self.integer(inner)?;
                create(
                    self.rewriter,
                    &format!("llvm.trunc $0 : i{} to i{width}", inner.width()),
                    &[value],
                    self.location,
                )
            }
        }
    }
}

/// A run-independent sort key for `atom` (definition sites of the values it reads).
fn atom_order(
    sites: &FastMap<ValueKey, (usize, usize)>,
    atom: &Atom,
) -> Vec<(usize, usize, usize)> {
    let nested = |inner: &Poly, tag: usize| {
        let mut keys: Vec<(usize, usize, usize)> = inner
            .terms()
            .flat_map(|(m, _)| m.iter().flat_map(|a| atom_order(sites, a)))
            .collect();
        keys.sort_unstable();
        keys.push((usize::MAX, tag, inner.width() as usize));
        keys
    };
    match atom {
        Atom::Value(key) => {
            let (block, position) = sites.get(key).copied().unwrap_or((usize::MAX, 0));
            vec![(block, position, 0)]
        }
        Atom::Ext { signed, inner, .. } => nested(inner, 1 + usize::from(*signed)),
        Atom::Trunc { inner } => nested(inner, 3),
    }
}

/// The terms of `poly` in a run-independent order.
fn sorted_terms<'p>(
    sites: &FastMap<ValueKey, (usize, usize)>,
    poly: &'p Poly,
) -> Vec<(&'p Monomial, i128)> {
    let mut terms: Vec<(&Monomial, i128)> = poly.terms().collect();
    terms.sort_by_cached_key(|(m, c)| {
        let mut key: Vec<Vec<(usize, usize, usize)>> =
            m.iter().map(|a| atom_order(sites, a)).collect();
        key.sort();
        (key, *c)
    });
    terms
}
