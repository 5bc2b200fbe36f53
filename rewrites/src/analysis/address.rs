//! Address decomposition and the SCEV-lite normal form.
//!
//! An integer value is normalised to a [`Poly`]: a polynomial with integer coefficients over
//! opaque atoms, in the value's bit width, coefficients reduced modulo `2^width`. Because
//! `add`, `sub`, `mul` and `shl` by a constant are ring operations modulo `2^width` whether or
//! not they wrap, two values with equal polynomials are equal — no flags needed. Flags matter
//! where the ring changes: `sext`/`zext` distribute over `add`/`sub`/`mul`/`shl` only when
//! `nsw` (resp. `nuw`) rules out the wrap; otherwise the extension becomes an atom of its own
//! (`Ext`) around the normalised operand, so algebraically equal operands still compare equal.
//! `trunc` is a ring homomorphism and always distributes. `or disjoint` is read as an `add`
//! that wraps neither way: where its operands do share a bit the result is poison, and any
//! value refines poison, so a rewrite built from the sum is still correct for the access that
//! used it.
//!
//! A pointer is decomposed into a [`Root`] (global, argument, alloca or opaque pointer) and a
//! byte-offset polynomial, through `getelementptr` (struct, array and vector steps with the
//! module's data layout) and `addrspacecast` between equally wide pointers. Anything else is
//! an opaque leaf. Expression depth is capped (`cbe-max-depth`): at the cap a value becomes an
//! atom, so deep expressions never collide, they only miss matches.
//!
//! Equality is exact; the order of terms follows value identities and is not stable between
//! runs, so passes must not derive output order from it.

use super::{
    cfg::as_block_argument,
    fast_hash::{FastMap, FastSet},
    layout::{DataLayout, TypeInfo},
};
use kestrel_dialects::types::integer_width;
use kestrel_dialects::{
    AddressSpace, Gep, GepIndex, IntrinsicClass, OverflowFlags, classify, integer_constant,
    intrinsics::SpecialRegister,
    keys::{ValueKey, value_key},
    names, pointer_address_space,
    values::{defining_op, operand},
};
use melior::ir::{Value, ValueLike, attribute::FlatSymbolRefAttribute, operation::OperationLike};
use std::{cmp::Ordering, rc::Rc};

/// Terms past this many make a product opaque instead of exploding.
const MAX_TERMS: usize = 32;
/// Base-pointer steps followed before a pointer becomes an opaque root.
const MAX_POINTER_CHAIN: usize = 4096;
/// Base-pointer steps taken before the walk starts watching for a cycle.
const UNCHECKED_POINTER_STEPS: usize = 16;
/// Offset terms (distinct variable parts) past which the walk stops and the pointer reached
/// so far becomes an opaque root: a chain of GEPs with a new variable index each would
/// otherwise give its n-th pointer an n-term offset, quadratic over the chain. Equalities stay
/// exact (the cut pointer is a root like any other); only matches across the cut are lost.
const MAX_OFFSET_TERMS: usize = 64;

/// An opaque factor of a monomial.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Atom {
    /// A value outside the opcode set (argument, load, special register, phi, ...).
    Value(ValueKey),
    /// A sign (`signed`) or zero extension from `from` bits that could not be distributed.
    Ext {
        signed: bool,
        from: u32,
        inner: Box<Poly>,
    },
    /// A truncation of a wider value to the polynomial's width.
    Trunc { inner: Box<Poly> },
}

/// A monomial: sorted atoms (empty = the constant term).
pub type Monomial = Vec<Atom>;

/// A polynomial in `width`-bit integers. Coefficients are kept in signed `width`-bit range
/// and are never zero. The terms are shared between clones until one of them changes: the
/// normaliser hands out copies of its memoised polynomials, and most are only read.
///
/// The terms are a vector sorted by monomial, each monomial once: most polynomials have one
/// to three terms, which a vector holds in one allocation where a tree map took one per node
/// (and equality, order and hashing are those of the ordered map it replaced).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Poly {
    width: u32,
    terms: Rc<Vec<(Monomial, i128)>>,
}

/// `value` reduced to signed `width`-bit range.
pub fn wrap(value: i128, width: u32) -> i128 {
    if width >= 128 {
        return value;
    }
    let shift = 128 - width;
    (value << shift) >> shift
}

impl Poly {
    pub fn zero(width: u32) -> Self {
        Self {
            width,
            terms: Rc::default(),
        }
    }

    pub fn constant(width: u32, value: i128) -> Self {
        let mut poly = Self::zero(width);
        poly.add_term(Vec::new(), value);
        poly
    }

    pub fn atom(width: u32, atom: Atom) -> Self {
        let mut poly = Self::zero(width);
        poly.add_term(vec![atom], 1);
        poly
    }

    /// One monomial with coefficient 1.
    pub fn monomial(width: u32, monomial: Monomial) -> Self {
        let mut poly = Self::zero(width);
        poly.add_term(monomial, 1);
        poly
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    fn add_term(&mut self, monomial: Monomial, coefficient: i128) {
        let width = self.width;
        let terms = Rc::make_mut(&mut self.terms);
        match terms.binary_search_by(|(m, _)| m.cmp(&monomial)) {
            Ok(i) => {
                let sum = wrap(terms[i].1.wrapping_add(coefficient), width);
                if sum == 0 {
                    terms.remove(i);
                } else {
                    terms[i].1 = sum;
                }
            }
            Err(i) => {
                let value = wrap(coefficient, width);
                if value != 0 {
                    terms.insert(i, (monomial, value));
                }
            }
        }
    }

    /// The terms: (monomial, coefficient), constant term (empty monomial) first.
    pub fn terms(&self) -> impl Iterator<Item = (&Monomial, i128)> {
        self.terms.iter().map(|(m, c)| (m, *c))
    }

    pub fn term_count(&self) -> usize {
        self.terms.len()
    }

    /// The constant term.
    pub fn constant_term(&self) -> i128 {
        match self.terms.first() {
            Some((monomial, coefficient)) if monomial.is_empty() => *coefficient,
            _ => 0,
        }
    }

    /// `Some(c)` when the polynomial is the constant `c`.
    pub fn as_constant(&self) -> Option<i128> {
        match self.terms.as_slice() {
            [] => Some(0),
            [(monomial, coefficient)] if monomial.is_empty() => Some(*coefficient),
            _ => None,
        }
    }

    /// The polynomial without its constant term.
    pub fn variable_part(&self) -> Poly {
        let mut poly = self.clone();
        if poly
            .terms
            .first()
            .is_some_and(|(monomial, _)| monomial.is_empty())
        {
            Rc::make_mut(&mut poly.terms).remove(0);
        }
        poly
    }

    /// The sum, in `self`'s width: one merge of the two sorted term lists.
    pub fn add(&self, other: &Poly) -> Poly {
        if other.terms.is_empty() {
            return self.clone();
        }
        let width = self.width;
        let mut sum = Vec::with_capacity(self.terms.len() + other.terms.len());
        let mut push = |monomial: &Monomial, coefficient: i128| {
            let value = wrap(coefficient, width);
            if value != 0 {
                sum.push((monomial.clone(), value));
            }
        };
        let (mut mine, mut theirs) = (self.terms.iter().peekable(), other.terms.iter().peekable());
        loop {
            match (mine.peek(), theirs.peek()) {
                (Some((a, ca)), Some((b, cb))) => match a.cmp(b) {
                    Ordering::Less => {
                        push(a, *ca);
                        mine.next();
                    }
                    Ordering::Greater => {
                        push(b, *cb);
                        theirs.next();
                    }
                    Ordering::Equal => {
                        push(a, ca.wrapping_add(*cb));
                        mine.next();
                        theirs.next();
                    }
                },
                (Some((a, ca)), None) => {
                    push(a, *ca);
                    mine.next();
                }
                (None, Some((b, cb))) => {
                    push(b, *cb);
                    theirs.next();
                }
                (None, None) => break,
            }
        }
        Poly {
            width,
            terms: Rc::new(sum),
        }
    }

    pub fn scale(&self, factor: i128) -> Poly {
        let width = self.width;
        let scaled = self
            .terms
            .iter()
            .map(|(monomial, coefficient)| {
                (monomial, wrap(coefficient.wrapping_mul(factor), width))
            })
            .filter(|(_, value)| *value != 0)
            .map(|(monomial, value)| (monomial.clone(), value))
            .collect();
        Poly {
            width,
            terms: Rc::new(scaled),
        }
    }

    pub fn sub(&self, other: &Poly) -> Poly {
        self.add(&other.scale(-1))
    }

    /// The product, or `None` when it would have more than [`MAX_TERMS`] terms.
    pub fn mul(&self, other: &Poly) -> Option<Poly> {
        if self.terms.len().saturating_mul(other.terms.len()) > MAX_TERMS * 4 {
            return None;
        }
        let mut product = Poly::zero(self.width);
        for (a, ca) in self.terms.iter() {
            for (b, cb) in other.terms.iter() {
                let mut monomial: Monomial = a.iter().chain(b.iter()).cloned().collect();
                monomial.sort();
                product.add_term(monomial, ca.wrapping_mul(*cb));
            }
        }
        (product.terms.len() <= MAX_TERMS).then_some(product)
    }

    /// The same polynomial in `width` bits: coefficients re-reduced, wider atoms wrapped in
    /// `Trunc` (a truncation distributes over ring operations).
    fn truncate(&self, width: u32) -> Poly {
        let mut result = Poly::zero(width);
        for (monomial, coefficient) in self.terms.iter() {
            let monomial: Monomial = monomial
                .iter()
                .map(|atom| match atom {
                    Atom::Ext { from, inner, .. } if *from == width => inner_atom(inner),
                    other => Atom::Trunc {
                        inner: Box::new(Poly::atom(self.width, other.clone())),
                    },
                })
                .collect();
            let mut sorted = monomial;
            sorted.sort();
            result.add_term(sorted, *coefficient);
        }
        result
    }
}

/// `trunc(ext(x))` to x's own width is x; represented as the atom of a one-atom polynomial,
/// or the polynomial wrapped when it is more.
fn inner_atom(inner: &Poly) -> Atom {
    match inner.terms.as_slice() {
        [(monomial, 1)] if monomial.len() == 1 => monomial[0].clone(),
        _ => Atom::Trunc {
            inner: Box::new(inner.clone()),
        },
    }
}

/// What a pointer is rooted at.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Root {
    /// `llvm.mlir.addressof @name`.
    Global(String),
    /// The function's argument number `n`.
    Argument(usize),
    /// An `llvm.alloca`.
    Alloca(ValueKey),
    /// Any other pointer value (a load, a select, a block argument, a call result, ...).
    Opaque(ValueKey),
}

/// A decomposed pointer: `root + offset` bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub root: Root,
    /// The address space of the root pointer.
    pub root_space: AddressSpace,
    /// The address space of the decomposed pointer itself.
    pub space: AddressSpace,
    /// Byte offset from the root, in the pointer's index width.
    pub offset: Poly,
}

impl Address {
    /// `Some(d)` when `other` is `self + d` bytes.
    pub fn distance_to(&self, other: &Address) -> Option<i128> {
        if self.root != other.root || self.offset.width != other.offset.width {
            return None;
        }
        other.offset.sub(&self.offset).as_constant()
    }
}

/// Normalises integers and decomposes pointers of one function. Results are memoised per
/// value, so reuse one `Normalizer` for the queries of one match.
pub struct Normalizer {
    max_depth: usize,
    layout: DataLayout,
    memo: FastMap<(ValueKey, u32), Poly>,
    /// Extensions by (value, signed, target width, depth): the access facts extend every
    /// value on every access's address chain, and chains share most of their values.
    extensions: FastMap<(ValueKey, bool, u32, usize), Poly>,
    /// Decomposed pointers, so a query stops at the first pointer of its chain already
    /// decomposed: a GEP chain queried at every level costs its length, not its square.
    addresses: FastMap<ValueKey, Address>,
    special_registers: FastMap<ValueKey, SpecialRegister>,
    /// Layouts of GEP element types by type identity: read from the printed type, so once.
    element_layouts: FastMap<usize, Option<TypeInfo>>,
}

impl Normalizer {
    /// A normaliser with expression depth cap `max_depth` (cicc's `cbe-max-depth`).
    pub fn new(layout: DataLayout, max_depth: usize) -> Self {
        Self {
            max_depth: max_depth.max(1),
            layout,
            memo: FastMap::default(),
            extensions: FastMap::default(),
            addresses: FastMap::default(),
            special_registers: FastMap::default(),
            element_layouts: FastMap::default(),
        }
    }

    pub fn layout(&self) -> &DataLayout {
        &self.layout
    }

    /// The special register an atom reads, if it is one.
    pub fn special_register(&self, atom: &Atom) -> Option<SpecialRegister> {
        match atom {
            Atom::Value(key) => self.special_registers.get(key).copied(),
            _ => None,
        }
    }

    /// The normal form of integer `value`.
    pub fn integer(&mut self, value: Value) -> Poly {
        self.integer_at(value, 0)
    }

    fn integer_at(&mut self, value: Value, depth: usize) -> Poly {
        let width = integer_width(value).unwrap_or(64);
        let key = (value_key(&value), u32::MAX);
        if let Some(poly) = self.memo.get(&key) {
            return poly.clone();
        }
        let poly = self.compute_integer(value, width, depth);
        self.memo.insert(key, poly.clone());
        poly
    }

    fn opaque(&mut self, value: Value, width: u32) -> Poly {
        if let Some(op) = defining_op(value)
            && let Some(IntrinsicClass::SpecialRegister(register)) = classify(&op)
        {
            self.special_registers.insert(value_key(&value), register);
        }
        Poly::atom(width, Atom::Value(value_key(&value)))
    }

    fn compute_integer(&mut self, value: Value, width: u32, depth: usize) -> Poly {
        if let Some((constant, _)) = integer_constant(value) {
            return Poly::constant(width, i128::from(constant));
        }
        if depth >= self.max_depth || integer_width(value).is_none() {
            return self.opaque(value, width);
        }
        let Some(op) = defining_op(value) else {
            return self.opaque(value, width);
        };
        let name = op.name();
        let operand = |i: usize| operand(&op, i);
        let next = depth + 1;
        let poly = match (
            name.as_string_ref().as_str().unwrap_or(""),
            operand(0),
            operand(1),
        ) {
            (names::ADD, Some(a), Some(b)) => {
                Some(self.integer_at(a, next).add(&self.integer_at(b, next)))
            }
            (names::SUB, Some(a), Some(b)) => {
                Some(self.integer_at(a, next).sub(&self.integer_at(b, next)))
            }
            (names::MUL, Some(a), Some(b)) => {
                self.integer_at(a, next).mul(&self.integer_at(b, next))
            }
            (names::SHL, Some(a), Some(b)) => {
                shift_factor(b, width).map(|f| self.integer_at(a, next).scale(f))
            }
            (names::OR, Some(a), Some(b)) if is_disjoint(&op) => {
                Some(self.integer_at(a, next).add(&self.integer_at(b, next)))
            }
            (names::SEXT, Some(x), _) => Some(self.extend(x, true, width, next)),
            (names::ZEXT, Some(x), _) => Some(self.extend(x, is_nneg(&op), width, next)),
            (names::TRUNC, Some(x), _) => Some(self.integer_at(x, next).truncate(width)),
            _ => None,
        };
        poly.unwrap_or_else(|| self.opaque(value, width))
    }

    /// The normal form of `x` sign- (`signed`) or zero-extended to `to` bits.
    pub fn extension(&mut self, x: Value, signed: bool, to: u32) -> Poly {
        self.extend(x, signed, to, 0)
    }

    /// The normal form of `x` extended to `to` bits (`signed`: sign extension).
    fn extend(&mut self, x: Value, signed: bool, to: u32, depth: usize) -> Poly {
        let key = (value_key(&x), signed, to, depth);
        if let Some(poly) = self.extensions.get(&key) {
            return poly.clone();
        }
        let poly = self.compute_extension(x, signed, to, depth);
        self.extensions.insert(key, poly.clone());
        poly
    }

    fn compute_extension(&mut self, x: Value, signed: bool, to: u32, depth: usize) -> Poly {
        let from = integer_width(x).unwrap_or(to);
        if let Some((constant, _)) = integer_constant(x) {
            let value = if signed {
                wrap(i128::from(constant), from)
            } else {
                i128::from(constant as u64 & mask(from))
            };
            return Poly::constant(to, value);
        }
        if depth < self.max_depth
            && let Some(poly) = self.distribute_extension(x, signed, from, to, depth)
        {
            return poly;
        }
        let inner = self.integer_at(x, depth + 1);
        // A non-negative value extends the same either way; prefer one spelling.
        let signed = signed || self.is_non_negative(&inner);
        Poly::atom(
            to,
            Atom::Ext {
                signed,
                from,
                inner: Box::new(inner),
            },
        )
    }

    /// `ext(a op b) = ext(a) op ext(b)` when the flags rule out the wrap.
    fn distribute_extension(
        &mut self,
        x: Value,
        signed: bool,
        from: u32,
        to: u32,
        depth: usize,
    ) -> Option<Poly> {
        let op = defining_op(x)?;
        let name = op.name();
        let name = name.as_string_ref().as_str().ok()?;
        let flags = OverflowFlags::of(&op);
        // A disjoint `or` adds without a carry, so it wraps neither way.
        let disjoint = is_disjoint(&op);
        let name = if disjoint { names::ADD } else { name };
        let no_wrap = disjoint || if signed { flags.nsw } else { flags.nuw };
        let (a, b) = (operand(&op, 0), operand(&op, 1));
        let next = depth + 1;
        match (name, a, b) {
            (names::ADD, Some(a), Some(b)) if no_wrap => Some(
                self.extend(a, signed, to, next)
                    .add(&self.extend(b, signed, to, next)),
            ),
            (names::SUB, Some(a), Some(b)) if no_wrap => Some(
                self.extend(a, signed, to, next)
                    .sub(&self.extend(b, signed, to, next)),
            ),
            (names::MUL, Some(a), Some(b)) if no_wrap => self
                .extend(a, signed, to, next)
                .mul(&self.extend(b, signed, to, next)),
            (names::SHL, Some(a), Some(b)) if no_wrap => {
                let limit = if signed { from.saturating_sub(1) } else { from };
                let (amount, _) = integer_constant(b)?;
                (amount >= 0 && (amount as u32) < limit)
                    .then(|| self.extend(a, signed, to, next).scale(1i128 << amount))
            }
            // ext(ext(y)): one extension from y's width; a zext result is non-negative.
            (names::SEXT, Some(y), _) if signed => Some(self.extend(y, true, to, next)),
            (names::ZEXT, Some(y), _) => Some(self.extend(y, is_nneg(&op), to, next)),
            _ => None,
        }
        .map(|p| {
            if p.width == to {
                p
            } else {
                Poly::zero(to).add(&p)
            }
        })
        .filter(|_| from <= to)
    }

    /// True when the one-atom polynomial is a launch-invariant special register (`tid`,
    /// `ntid`, `ctaid`, ...: below 2^31) or a non-negative constant. Counters such as `clock`
    /// or `lanemask` may have bit 31 set, so their sign is unknown.
    pub fn is_non_negative(&self, poly: &Poly) -> bool {
        match poly.terms.as_slice() {
            [(monomial, 1)] if monomial.len() == 1 => self
                .special_register(&monomial[0])
                .is_some_and(|r| r.is_cse_invariant()),
            _ => poly.as_constant().is_some_and(|c| c >= 0),
        }
    }

    /// Decomposes pointer `pointer`.
    pub fn address(&mut self, pointer: Value) -> Address {
        let key = value_key(&pointer);
        if let Some(address) = self.addresses.get(&key) {
            return address.clone();
        }
        let address = self.decompose(pointer);
        self.addresses.insert(key, address.clone());
        address
    }

    fn decompose(&mut self, pointer: Value) -> Address {
        let space = pointer_address_space(pointer.r#type()).unwrap_or(AddressSpace::Generic);
        let width = self.layout.pointer_bits(space.number());
        let mut offset = Poly::zero(width);
        let mut current = pointer;
        // Pointers met past the first few steps: a chain that comes back to one is a cycle
        // (`%g = getelementptr %g[...]`, legal only in unreachable code) and stops there
        // instead of going round up to the step limit.
        let mut met = FastSet::default();
        for step in 0..MAX_POINTER_CHAIN {
            if step >= UNCHECKED_POINTER_STEPS && !met.insert(value_key(&current)) {
                break;
            }
            // Same width here (casts between widths stop the walk), so offsets add up.
            if current != pointer
                && let Some(known) = self.addresses.get(&value_key(&current))
                && offset.term_count() + known.offset.term_count() <= MAX_OFFSET_TERMS
            {
                return Address {
                    root: known.root.clone(),
                    root_space: known.root_space,
                    space,
                    offset: offset.add(&known.offset),
                };
            }
            let current_space =
                pointer_address_space(current.r#type()).unwrap_or(AddressSpace::Generic);
            if let Some((block, index)) = as_block_argument(current) {
                let is_entry = melior::ir::BlockLike::parent_operation(&block)
                    .is_some_and(|f| f.name().as_string_ref().as_str() == Ok(names::FUNC))
                    && block.previous_in_region_is_none();
                let root = if is_entry {
                    Root::Argument(index)
                } else {
                    Root::Opaque(value_key(&current))
                };
                return Address {
                    root,
                    root_space: current_space,
                    space,
                    offset,
                };
            }
            let Some(op) = defining_op(current) else {
                break;
            };
            let name = op.name();
            match name.as_string_ref().as_str().unwrap_or("") {
                names::GEP => {
                    let Some(gep) = Gep::of(op) else { break };
                    let (Some(base), Some(step)) = (gep.base(), self.gep_offset(&gep, width))
                    else {
                        break;
                    };
                    if offset.term_count() + step.term_count() > MAX_OFFSET_TERMS
                        || (current != pointer
                            && self
                                .addresses
                                .get(&value_key(&current))
                                .is_some_and(|known| {
                                    offset.term_count() + known.offset.term_count()
                                        > MAX_OFFSET_TERMS
                                }))
                    {
                        break;
                    }
                    offset = offset.add(&step);
                    current = base;
                }
                names::ADDRSPACECAST => {
                    let Some(source) = operand(&op, 0) else { break };
                    let source_space =
                        pointer_address_space(source.r#type()).unwrap_or(AddressSpace::Generic);
                    if self.layout.pointer_bits(source_space.number()) != width {
                        break;
                    }
                    current = source;
                }
                names::ADDRESSOF => {
                    let symbol = op
                        .attribute("global_name")
                        .ok()
                        .and_then(|a| FlatSymbolRefAttribute::try_from(a).ok())
                        .map(|s| s.value().to_string());
                    let Some(symbol) = symbol else { break };
                    return Address {
                        root: Root::Global(symbol),
                        root_space: current_space,
                        space,
                        offset,
                    };
                }
                names::ALLOCA => {
                    return Address {
                        root: Root::Alloca(value_key(&current)),
                        root_space: current_space,
                        space,
                        offset,
                    };
                }
                _ => break,
            }
        }
        let root_space = pointer_address_space(current.r#type()).unwrap_or(AddressSpace::Generic);
        Address {
            root: Root::Opaque(value_key(&current)),
            root_space,
            space,
            offset,
        }
    }

    /// The byte offset a GEP adds to its base, in `width` bits; `None` when a type is unsized
    /// or a struct index is not constant.
    fn gep_offset(&mut self, gep: &Gep, width: u32) -> Option<Poly> {
        let element = gep.element_type()?;
        let layout = &self.layout;
        let mut ty = self
            .element_layouts
            .entry(kestrel_dialects::raw::type_key(element))
            .or_insert_with(|| layout.type_info_of(element))
            .clone()?;
        let indices = gep.indices()?;
        let mut offset = Poly::zero(width);
        for (position, index) in indices.iter().enumerate() {
            let stride_of = |info: &TypeInfo| info.layout().size as i128;
            let (stride, next_ty) = if position == 0 {
                (stride_of(&ty), ty.clone())
            } else {
                match &ty {
                    TypeInfo::Array { element, .. } | TypeInfo::Vector { element, .. } => {
                        (stride_of(element), (**element).clone())
                    }
                    TypeInfo::Struct { fields, .. } => {
                        let GepIndex::Constant(field) = index else {
                            return None;
                        };
                        let (field_offset, field_ty) =
                            fields.get(usize::try_from(*field).ok()?)?.clone();
                        offset = offset.add(&Poly::constant(width, field_offset as i128));
                        ty = field_ty;
                        continue;
                    }
                    TypeInfo::Scalar(_) => return None,
                }
            };
            let index_poly = match index {
                GepIndex::Constant(c) => Poly::constant(width, i128::from(*c)),
                GepIndex::Dynamic(v) => self.index(*v, width),
            };
            offset = offset.add(&index_poly.scale(stride));
            ty = next_ty;
        }
        Some(offset)
    }

    /// A GEP index as a `width`-bit integer: sign-extended or truncated as GEP does.
    fn index(&mut self, value: Value, width: u32) -> Poly {
        let from = integer_width(value).unwrap_or(width);
        match from.cmp(&width) {
            std::cmp::Ordering::Equal => self.integer(value),
            std::cmp::Ordering::Less => self.extend(value, true, width, 0),
            std::cmp::Ordering::Greater => self.integer(value).truncate(width),
        }
    }
}

trait PreviousInRegion {
    fn previous_in_region_is_none(&self) -> bool;
}

impl PreviousInRegion for melior::ir::BlockRef<'_, '_> {
    /// True for the first block of its region (the entry block of a function).
    fn previous_in_region_is_none(&self) -> bool {
        use melior::ir::{BlockLike, RegionLike};
        self.parent_region()
            .and_then(|r| r.first_block())
            .is_some_and(|first| first.to_raw().ptr == self.to_raw().ptr)
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// `or disjoint`: the operands share no set bit (or the result is poison), so it is `add`.
fn is_disjoint(op: &melior::ir::OperationRef) -> bool {
    op.name().as_string_ref().as_str() == Ok(names::OR)
        && kestrel_dialects::ops::has_unit_property(op, "isDisjoint")
}

fn is_nneg(op: &melior::ir::OperationRef) -> bool {
    kestrel_dialects::ops::has_unit_property(op, "nonNeg")
}

/// `2^c` for a constant shift amount `c` below `width`.
fn shift_factor(amount: Value, width: u32) -> Option<i128> {
    let (amount, _) = integer_constant(amount)?;
    (amount >= 0 && (amount as u32) < width.min(127)).then(|| 1i128 << amount)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: usize) -> Atom {
        Atom::Value(n)
    }

    #[test]
    fn coefficients_wrap_at_the_width() {
        let x = Poly::atom(8, v(1));
        assert_eq!(x.scale(256), Poly::zero(8));
        assert_eq!(Poly::constant(8, 255), Poly::constant(8, -1));
        assert_eq!(
            Poly::constant(128, i128::MAX).add(&Poly::constant(128, 1)),
            Poly::constant(128, i128::MIN)
        );
    }

    #[test]
    fn ring_identities_hold() {
        let (x, y) = (Poly::atom(64, v(1)), Poly::atom(64, v(2)));
        let lhs = x.add(&y).mul(&x.add(&y)).unwrap();
        let rhs = x
            .mul(&x)
            .unwrap()
            .add(&x.mul(&y).unwrap().scale(2))
            .add(&y.mul(&y).unwrap());
        assert_eq!(lhs, rhs);
        assert_eq!(x.scale(4), x.mul(&Poly::constant(64, 4)).unwrap());
        assert_eq!(x.sub(&x), Poly::zero(64));
    }

    #[test]
    fn products_past_the_cap_are_refused() {
        let sum = (0..10).fold(Poly::zero(64), |acc, i| acc.add(&Poly::atom(64, v(i))));
        assert!(sum.mul(&sum).is_none());
    }

    #[test]
    fn distance_between_addresses() {
        let base = Address {
            root: Root::Argument(0),
            root_space: AddressSpace::Global,
            space: AddressSpace::Global,
            offset: Poly::atom(64, v(7)).scale(4),
        };
        let mut next = base.clone();
        next.offset = next.offset.add(&Poly::constant(64, 16));
        assert_eq!(base.distance_to(&next), Some(16));
        let mut other_root = next.clone();
        other_root.root = Root::Argument(1);
        assert_eq!(base.distance_to(&other_root), None);
    }
}
