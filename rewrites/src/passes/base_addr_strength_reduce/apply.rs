//! Carrying out a [`Reduction`]: the anchor at the preheader, its recurrence through the
//! header, and every access redirected to `anchor + constant`.
//!
//! New arithmetic carries no `nsw`/`nuw`/`inbounds` ([`crate::anchor`]'s argument, point 2):
//! it computes exactly the wrapped sums the normal form describes. The hoisted base is named
//! `baseValue_N` (also the header argument carrying it), its cast to the accesses' address
//! space `bitCastEnd_N`, other new values `basr_N`, all as MLIR name locations.

use super::plan::{Function, Reduction, RootSource, UseRewrite};
use crate::anchor::{
    arith::Materializer,
    build::{byte_offset, cast_to, redirect_uses, scaled_index},
    entry_copy::{self, StartCopy},
    prefix,
};
use crate::{
    analysis::cfg::successor_operands,
    engine::Rewriter,
    naming::{Names, name_locations},
};
use kestrel_dialects::{keys::block_key, raw, values::result};
use melior::ir::{
    BlockLike, Location, OperationRef, Type, Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
};
use std::collections::BTreeMap;

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
    let Some((anchor, shifts)) = build(f, reduction, rewriter, base_location, cast_location, other)
    else {
        return true;
    };
    redirect_uses(
        rewriter,
        anchor,
        &reduction.uses,
        |op| Some((*op, mutable_of(op)?)),
        |user| user.location(),
    );
    for (shifted, shift) in reduction.shifted.iter().zip(shifts) {
        redirect_shifted(rewriter, anchor, shift, &shifted.uses);
    }
    true
}

/// Redirects a family member's uses to `anchor + shift + delta`: `anchor + shift` once per
/// block, before the block's first use.
fn redirect_shifted<'c, 'a, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    anchor: Value<'c, 'r>,
    shift: Value<'c, 'r>,
    uses: &[UseRewrite<'c, 'a>],
) where
    'a: 'r,
{
    let mut by_block: BTreeMap<usize, Vec<UseRewrite>> = BTreeMap::new();
    for rewrite in uses {
        by_block.entry(rewrite.block).or_default().push(*rewrite);
    }
    for uses in by_block.values_mut() {
        uses.sort_by_key(|u| u.position);
        let first = uses[0].op;
        rewriter.set_insertion_point_before(first);
        let Some(base) = offset_by(rewriter, anchor, Err(shift), first.location()) else {
            continue;
        };
        redirect_uses(
            rewriter,
            base,
            uses,
            |op| Some((*op, mutable_of(op)?)),
            |user| user.location(),
        );
    }
}

/// The anchor: the base at the preheader, then (with a recurrence) the header argument.
fn build<'c, 'a, 'r>(
    f: &Function<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    rewriter: &'r Rewriter<'c, '_>,
    base_location: Location<'c>,
    cast_location: Option<Location<'c>>,
    other: Location<'c>,
) -> Option<(Value<'c, 'r>, Vec<Value<'c, 'r>>)>
where
    'a: 'r,
{
    let mut materializer = Materializer::new(&f.values, &f.sites, rewriter, other);
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
    // A family's shifts, at the preheader (still the insertion point).
    let shifts = reduction
        .shifted
        .iter()
        .map(|shifted| materializer.integer(&shifted.shift))
        .collect::<Option<Vec<_>>>()?;
    let anchor = carry(
        reduction,
        rewriter,
        &mut materializer,
        base,
        base_location,
        other,
    )?;
    Some((anchor, shifts))
}

/// The entry value as a copy of the source access's address chain ([`entry_copy`]).
fn copied_base<'c, 'a, 'r>(
    f: &Function<'c, 'a>,
    reduction: &Reduction<'c, 'a>,
    copy: &StartCopy<'c, 'a>,
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
    let copied = entry_copy::build(copy, rewriter, other, address_location, &available)?;
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
