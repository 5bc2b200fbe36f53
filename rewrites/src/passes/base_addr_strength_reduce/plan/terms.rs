//! The terms of a group's base: where its root comes from before the loop, which atoms are
//! available there, and induction variables with the extensions around them.

use super::*;

/// The root pointer of the group as a value the preheader can use: one reached from an
/// access's address through `getelementptr`s and `addrspacecast`s that decomposes to the
/// group's root at offset zero.
pub(super) fn root_source<'c, 'a>(
    f: &Function<'c, 'a>,
    lp: &Scope,
    preheader: usize,
    group: &Group<'c, 'a>,
    normalizer: &mut Normalizer,
) -> Option<RootSource<'c, 'a>> {
    for u in &group.uses {
        let mut current = u.address;
        while let Some(op) = defining_op(current) {
            let name = op.name();
            let name = name.as_string_ref().as_str().unwrap_or("");
            let next = if name == names::GEP {
                Gep::of(op).and_then(|g| g.base())
            } else if name == names::ADDRSPACECAST {
                operand(&op, 0)
            } else {
                None
            };
            match next {
                Some(base) => current = base,
                None => break,
            }
        }
        let address = normalizer.address(current);
        if address.root != group.root
            || address.offset.as_constant() != Some(0)
            || pointer_address_space(current.r#type()) != Some(group.root_space)
        {
            continue;
        }
        if f.available(current, lp, preheader) {
            return Some(RootSource::Value(current));
        }
        if let Some(op) = defining_op(current)
            && op.name().as_string_ref().as_str() == Ok(names::ADDRESSOF)
        {
            return Some(RootSource::Clone(op));
        }
    }
    None
}

/// True when every value `atom` reads is available at the end of the preheader.
pub(super) fn atom_available(f: &Function, atom: &Atom, lp: &Scope, preheader: usize) -> bool {
    match atom {
        Atom::Value(key) => f
            .values
            .get(key)
            .is_some_and(|v| f.available(*v, lp, preheader)),
        Atom::Ext { inner, .. } | Atom::Trunc { inner } => inner
            .terms()
            .all(|(m, _)| m.iter().all(|a| atom_available(f, a, lp, preheader))),
    }
}

pub(super) fn monomial_poly(width: u32, monomial: &Monomial) -> Poly {
    monomial.iter().fold(Poly::constant(width, 1), |acc, atom| {
        acc.mul(&Poly::atom(width, atom.clone()))
            .unwrap_or_else(|| Poly::atom(width, atom.clone()))
    })
}

/// The induction variable `atom` is (`X(i)` of the module header), if any.
pub(super) fn iv_of<'c, 'a>(
    atom: &Atom,
    ivs: &[InductionVariable<'c, 'a>],
    width: u32,
) -> Option<IvTerm<'c, 'a>> {
    let (key, extension) = match atom {
        Atom::Value(key) => (*key, None),
        Atom::Ext {
            signed,
            from,
            inner,
        } => {
            let [(monomial, 1)] = inner.terms().collect::<Vec<_>>()[..] else {
                return None;
            };
            let [Atom::Value(key)] = monomial.as_slice() else {
                return None;
            };
            (*key, Some((*signed, *from)))
        }
        Atom::Trunc { .. } => None?,
    };
    let iv = ivs.iter().find(|iv| value_key(&iv.value) == key)?;
    let iv_width = integer_width(iv.value)?;
    let expected = extension.map_or(width, |(_, from)| from);
    (iv_width == expected && extension.is_none_or(|(_, from)| from < width)).then(|| IvTerm {
        iv: iv.clone(),
        extension,
        coefficient: Poly::zero(width),
    })
}

/// True when every back-edge increment of `iv` is `add nsw` (`signed`) or `add nuw`.
pub(super) fn increments_cannot_wrap(
    f: &Function,
    lp: &Scope,
    iv: &InductionVariable,
    signed: bool,
) -> bool {
    let header = f.blocks[lp.header];
    let Some(incoming) = incoming_values(&header, iv.argument) else {
        return false;
    };
    incoming.iter().all(|(pred, value)| {
        let inside = f.cfg.index(pred).is_some_and(|p| lp.contains(p));
        !inside
            || defining_op(*value).is_some_and(|op| {
                let flags = OverflowFlags::of(&op);
                if signed { flags.nsw } else { flags.nuw }
            })
    })
}

/// `X(value)` in `width` bits: the value, or its extension, folded when constant.
pub(super) fn extended(
    f: &Function,
    value: Value,
    extension: Option<(bool, u32)>,
    width: u32,
) -> Poly {
    if let Some((constant, bits)) = integer_constant(value) {
        let constant = i128::from(constant);
        let folded = match extension {
            Some((false, _)) => constant & ((1i128 << bits) - 1),
            _ => wrap(constant, bits),
        };
        return Poly::constant(width, folded);
    }
    let key = value_key(&value);
    debug_assert!(f.values.contains_key(&key));
    match extension {
        None => Poly::atom(width, Atom::Value(key)),
        Some((signed, from)) => Poly::atom(
            width,
            Atom::Ext {
                signed,
                from,
                inner: Box::new(Poly::atom(from, Atom::Value(key))),
            },
        ),
    }
}
