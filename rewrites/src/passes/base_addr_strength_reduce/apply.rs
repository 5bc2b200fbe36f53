//! Carrying out a [`Reduction`]: the anchor at the preheader, its recurrence through the
//! header, and every access redirected to `anchor + constant`.
//!
//! New arithmetic carries no `nsw`/`nuw`/`inbounds` ([`crate::anchor`]'s argument, point 2):
//! it computes exactly the wrapped sums the normal form describes. The hoisted base is named
//! `baseValue_N` (also the header argument carrying it), its cast to the accesses' address
//! space `bitCastEnd_N`, other new values `basr_N`, all as MLIR name locations.

use super::plan::{Function, Reduction, RootSource};
use crate::analysis::fast_hash::FastMap;
use crate::anchor::{
    build::{byte_offset, cast_to, create, redirect_uses, scaled_index},
    prefix,
};
use crate::{
    analysis::{
        address::{Atom, Poly},
        cfg::successor_operands,
    },
    engine::Rewriter,
    naming::{Names, name_locations},
};
use kestrel_dialects::{keys::block_key, raw, values::result};
use melior::ir::{
    BlockLike, Location, OperationRef, Type, Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
};

/// Builds integer polynomials as flag-free arithmetic at the rewriter's insertion point.
struct Materializer<'f, 'c, 'a, 'r, 'x> {
    f: &'f Function<'c, 'a>,
    rewriter: &'r Rewriter<'c, 'x>,
    location: Location<'c>,
    memo: FastMap<(Poly, u32), Value<'c, 'r>>,
}

impl<'c, 'a: 'r, 'r> Materializer<'_, 'c, 'a, 'r, '_> {
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
    fn integer(&mut self, poly: &Poly) -> Option<Value<'c, 'r>> {
        let width = poly.width();
        if let Some(&value) = self.memo.get(&(poly.clone(), width)) {
            return Some(value);
        }
        let mut sum: Option<Value> = None;
        for (monomial, coefficient) in self.f.sorted_terms(poly) {
            if monomial.is_empty() {
                continue;
            }
            let mut atoms: Vec<&Atom> = monomial.iter().collect();
            atoms.sort_by_cached_key(|a| self.f.atom_order(a));
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
            Atom::Value(key) => self.f.values.get(key).copied(),
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

/// `getelementptr i8, base[offset]` (no `inbounds`) for a constant or an integer value of
/// the index width; `base` itself for a zero offset.
fn offset_by<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    base: Value<'c, 'r>,
    offset: Result<i128, Value<'c, 'r>>,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    match offset {
        Ok(bytes) => byte_offset(rewriter, base, bytes, location),
        Err(index) => scaled_index(rewriter, base, index, 1, 0, location),
    }
}

/// Appends `value` to the operands `terminator` passes to `target` (the header); the
/// planner checked that it is an `llvm.br` or `llvm.cond_br` reaching it once.
fn pass_to<'c>(
    rewriter: &Rewriter<'c, '_>,
    terminator: OperationRef<'c, '_>,
    target: melior::ir::BlockRef<'c, '_>,
    value: Value<'c, '_>,
) -> Option<()> {
    let edges = successor_operands(&terminator)?;
    let mut operands: Vec<Value> = terminator.operands().collect();
    let name = terminator.name();
    let is_br = name.as_string_ref().as_str() == Ok(kestrel_dialects::names::BR);
    let mut sizes: Vec<usize> = edges.iter().map(|(_, o)| o.len()).collect();
    let slot = edges
        .iter()
        .position(|(b, _)| block_key(b) == block_key(&target))?;
    let prefix = usize::from(!is_br);
    let at = prefix + sizes[..=slot].iter().sum::<usize>();
    operands.insert(at, value);
    sizes[slot] += 1;
    // A conditional branch or switch has a leading segment (its condition or flag), then one
    // per destination.
    let attribute = if is_br {
        None
    } else {
        let sizes: Vec<i32> = std::iter::once(1)
            .chain(sizes.iter().copied())
            .map(|n| i32::try_from(n).ok())
            .collect::<Option<_>>()?;
        Some(rewriter.i32_array(&sizes))
    };
    let mut mutable = mutable_of(&terminator)?;
    rewriter.start_op_modification(terminator);
    mutable.set_operands(&operands);
    if let Some(attribute) = attribute {
        mutable.set_attribute("operandSegmentSizes", attribute);
    }
    rewriter.finalize_op_modification(terminator);
    Some(())
}

/// A mutable handle on `op`, found in its block.
fn mutable_of<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<OperationRefMut<'c, 'a>> {
    let block = op.block()?;
    let mut next = block.first_operation_mut();
    while let Some(candidate) = next {
        if candidate.to_raw().ptr == op.to_raw().ptr {
            return Some(candidate);
        }
        next = candidate.next_in_block_mut();
    }
    None
}

/// Applies one reduction; true when the IR changed.
pub fn apply<'c, 'a>(
    f: &Function<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    rewriter: &Rewriter<'c, '_>,
    names: &Names,
) -> bool {
    let terminator = reduction.preheader_terminator;
    let child = terminator.location();
    let mut labels = vec![(names.next(prefix::BASE_VALUE), child)];
    if reduction.cast_to.is_some() {
        labels.push((names.next(prefix::CAST), child));
    }
    labels.push((names.next(prefix::LOOP_PIECE), child));
    let locations = name_locations(&labels);
    let (base_location, cast_location, other) = match locations.as_slice() {
        [b, c, o] => (*b, Some(*c), *o),
        [b, o] => (*b, None, *o),
        _ => (child, None, child),
    };
    rewriter.set_insertion_point_before(terminator);
    // From here on the IR is touched: the answer is `true` even if a template fails.
    let Some(anchor) = build(f, reduction, rewriter, base_location, cast_location, other) else {
        return true;
    };
    redirect_uses(
        rewriter,
        anchor,
        &reduction.uses,
        |op| Some((*op, mutable_of(op)?)),
        |user| user.location(),
    );
    true
}

/// The anchor: the base at the preheader, then (with a recurrence) the header argument.
fn build<'c, 'a, 'r>(
    f: &Function<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    rewriter: &'r Rewriter<'c, '_>,
    base_location: Location<'c>,
    cast_location: Option<Location<'c>>,
    other: Location<'c>,
) -> Option<Value<'c, 'r>>
where
    'a: 'r,
{
    let mut materializer = Materializer {
        f,
        rewriter,
        location: other,
        memo: FastMap::default(),
    };
    let base = match (&reduction.start_copy, &reduction.recurrence) {
        (Some(copy), Some(_)) => copied_base(f, reduction, copy, rewriter, base_location, other)?,
        _ => built_base(
            reduction,
            rewriter,
            &mut materializer,
            base_location,
            cast_location,
            other,
        )?,
    };
    carry(
        reduction,
        rewriter,
        &mut materializer,
        base,
        base_location,
        other,
    )
}

/// The entry value as a copy of the source access's address chain ([`super::start`]).
fn copied_base<'c, 'a, 'r>(
    f: &Function<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    copy: &super::start::StartCopy<'c, 'a>,
    rewriter: &'r Rewriter<'c, '_>,
    base_location: Location<'c>,
    other: Location<'c>,
) -> Option<Value<'c, 'r>>
where
    'a: 'r,
{
    let preheader = reduction.preheader_terminator.block();
    let available = |op: &OperationRef| {
        let block = op.block();
        block.is_some() && block == preheader || f.dominates_block_of(op, preheader)
    };
    // The base value is the copied address itself unless an offset follows it.
    let address_location = if copy.adjust == 0 {
        base_location
    } else {
        other
    };
    let copied = super::start::build(copy, rewriter, other, address_location, &available)?;
    offset_by(rewriter, copied, Ok(copy.adjust), base_location)
}

/// The entry value built from the normal form: root + start, cast to the accesses' space.
fn built_base<'c, 'a, 'r>(
    reduction: &Reduction<'c, 'a>,
    rewriter: &'r Rewriter<'c, '_>,
    materializer: &mut Materializer<'_, 'c, 'a, 'r, '_>,
    base_location: Location<'c>,
    cast_location: Option<Location<'c>>,
    other: Location<'c>,
) -> Option<Value<'c, 'r>>
where
    'a: 'r,
{
    let root: Value = match reduction.root {
        RootSource::Value(value) => value,
        RootSource::Clone(op) => {
            let mut clone = raw::clone_operation(&op);
            clone.set_location(other);
            let inserted = rewriter.insert(clone);
            result(&inserted, 0)?
        }
    };
    let offset = match reduction.start.as_constant() {
        Some(k) => Ok(k),
        None => Err(materializer.integer(&reduction.start)?),
    };
    let location = if cast_location.is_some() {
        other
    } else {
        base_location
    };
    let mut base = offset_by(rewriter, root, offset, location)?;
    if let (Some(to), Some(cast_location)) = (&reduction.cast_to, cast_location) {
        base = cast_to(rewriter, base, to, cast_location)?;
    }
    Some(base)
}

/// With a recurrence, the header argument that carries `base` and its step on every back
/// edge; otherwise `base` itself.
fn carry<'c, 'a, 'r>(
    reduction: &Reduction<'c, 'a>,
    rewriter: &'r Rewriter<'c, '_>,
    materializer: &mut Materializer<'_, 'c, 'a, 'r, '_>,
    base: Value<'c, 'r>,
    base_location: Location<'c>,
    other: Location<'c>,
) -> Option<Value<'c, 'r>>
where
    'a: 'r,
{
    let Some(recurrence) = &reduction.recurrence else {
        return Some(base);
    };
    let step = match recurrence.step.as_constant() {
        Some(k) => Ok(k),
        None => Err(materializer.integer(&recurrence.step)?),
    };
    let ty: Type = base.r#type();
    let header = recurrence.header;
    let argument = header.add_argument(ty, base_location);
    pass_to(rewriter, reduction.preheader_terminator, header, base)?;
    for &latch in &recurrence.latches {
        rewriter.set_insertion_point_before(latch);
        let next = offset_by(rewriter, argument, step, other)?;
        pass_to(rewriter, latch, header, next)?;
    }
    Some(argument)
}
