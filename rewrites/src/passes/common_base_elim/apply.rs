//! Carrying out a [`Plan`]: materialising anchors, redirecting uses, merging allocas.
//!
//! Everything here was decided by planning; the only choices left are names. New values
//! carry the specification's prefixes ([`crate::anchor::prefix`]) as MLIR name locations:
//! `scevcgp_N` for an anchor and for each rebased address, `scevcgptmp_N` for the pieces of
//! an anchor's computation, `baseValue_N` for an alloca cloned into the entry block and
//! `bitCastEnd_N` for the cast to the uses' pointer type (see [`crate::naming`] for how names
//! are attached). The ops themselves are [`crate::anchor::build`]'s.

use super::plan::{AllocaMerge, Plan, Rebase};
use crate::analysis::fast_hash::{FastMap, FastSet};
use crate::anchor::{Source, build::redirect_uses, prefix};
use crate::{
    engine::{Remarks, Rewriter},
    naming::{Names, name_locations},
};
use kestrel_dialects::{
    keys::{OpKey, ValueKey, op_key, value_key},
    raw,
    values::{argument, defining_op, operand, result},
};
use melior::ir::{
    BlockLike, Location, OperationRef, RegionLike, Value,
    operation::{OperationLike, OperationMutLike, OperationRefMut},
};

/// The function's ops and values by key, looked up once per round.
struct Handles<'c, 'a> {
    ops: FastMap<OpKey, OperationRef<'c, 'a>>,
    /// The same ops, for changing operands.
    mutable: FastMap<OpKey, OperationRefMut<'c, 'a>>,
    values: FastMap<ValueKey, Value<'c, 'a>>,
    entry_first: Option<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Handles<'c, 'a> {
    fn of(function: &OperationRef<'c, 'a>) -> Self {
        let mut handles = Handles {
            ops: FastMap::default(),
            mutable: FastMap::default(),
            values: FastMap::default(),
            entry_first: None,
        };
        let Some(region) = kestrel_dialects::values::region(function, 0) else {
            return handles;
        };
        handles.entry_first = region.first_block().and_then(|b| b.first_operation());
        let mut next_block = region.first_block();
        while let Some(block) = next_block {
            for a in 0..block.argument_count() {
                if let Some(value) = argument(&block, a) {
                    handles.values.insert(value_key(&value), value);
                }
            }
            let mut next = block.first_operation().zip(block.first_operation_mut());
            while let Some((op, mutable)) = next {
                handles.ops.insert(op_key(&op), op);
                handles.mutable.insert(op_key(&op), mutable);
                for r in 0..op.result_count() {
                    if let Some(value) = result(&op, r) {
                        handles.values.insert(value_key(&value), value);
                    }
                }
                next = op.next_in_block().zip(op.next_in_block_mut());
            }
            next_block = block.next_in_region();
        }
        handles
    }

    fn op(&self, key: OpKey) -> Option<OperationRef<'c, 'a>> {
        self.ops.get(&key).copied()
    }
}

/// Applies one round of `plan` to `function`; true when the IR changed.
pub fn apply(
    function: OperationRef,
    rewriter: &Rewriter,
    plan: &Plan,
    names: &Names,
    anchors: &mut FastMap<usize, usize>,
    remarks: Option<&Remarks>,
) -> Applied {
    let handles = Handles::of(&function);
    let mut applied = Applied::default();
    if !plan.merges.is_empty() {
        for merge in &plan.merges {
            applied.merges += u64::from(merge_allocas(merge, &handles, rewriter, names, remarks));
        }
        return applied;
    }
    for rebase in &plan.rebases {
        if apply_rebase(rebase, &handles, rewriter, names, remarks) {
            *anchors.entry(rebase.dominator).or_default() += 1;
            applied.rebases += 1;
        }
    }
    applied
}

/// What one round changed: alloca merges, or rebased groups (a round does one or the other).
#[derive(Debug, Default)]
pub struct Applied {
    pub merges: u64,
    pub rebases: u64,
}

fn apply_rebase(
    rebase: &Rebase,
    handles: &Handles,
    rewriter: &Rewriter,
    names: &Names,
    remarks: Option<&Remarks>,
) -> bool {
    let Some(insert_before) = handles.op(rebase.insert_before) else {
        return false;
    };
    let recipe = &rebase.recipe;
    let new_ops = recipe.created_ops();
    let anchor_name = names.next(prefix::ANCHOR);
    // Pieces first, then the anchor proper, then the cast to the uses' type.
    let mut labels: Vec<String> = (0..new_ops
        .saturating_sub(1 + usize::from(recipe.cast_to.is_some())))
        .map(|_| names.next(prefix::ANCHOR_PIECE))
        .collect();
    let reused = match recipe.base {
        Source::Value(value) if new_ops == 0 => handles.values.get(&value).copied(),
        _ => None,
    };
    let renamed = reused.and_then(defining_op).map(|op| op_key(&op));
    if new_ops > 0 {
        labels.push(anchor_name.clone());
    }
    if recipe.cast_to.is_some() {
        labels.push(names.next(prefix::CAST));
    }
    let child = insert_before.location();
    let mut distinct_deltas = FastSet::default();
    let mut named: Vec<(String, Location)> = labels.into_iter().map(|l| (l, child)).collect();
    let anchor_labels = named.len();
    for rewrite in &rebase.uses {
        if rewrite.delta != 0
            && distinct_deltas.insert((rewrite.block, rewrite.delta))
            && let Some(user) = handles.op(rewrite.op)
        {
            named.push((names.next(prefix::ANCHOR), user.location()));
        }
    }
    if let Some(key) = renamed
        && let Some(op) = handles.op(key)
    {
        named.push((anchor_name.clone(), op.location()));
    }
    let mut locations = name_locations(&named);
    rewriter.set_insertion_point_before(insert_before);
    // The existing value serving as the anchor is renamed, as the specification's example
    // names its merged representative.
    if let Some(key) = renamed
        && let (Some(op), Some(mut mutable)) = (handles.op(key), handles.mutable.get(&key).copied())
        && let Some(location) = locations.pop()
    {
        rewriter.start_op_modification(op);
        mutable.set_location(location);
        rewriter.finalize_op_modification(op);
    }
    let mut use_locations = locations
        .split_off(anchor_labels.min(locations.len()))
        .into_iter();
    let mut anchor_locations = locations.into_iter();
    let mut location = || anchor_locations.next().unwrap_or(child);
    // From here on the IR has been touched (the name carrier, maybe partial clones), so the
    // answer is `true` even if a template failed: a `false` must mean an untouched IR.
    let Some(anchor) = recipe.materialize(&handles.values, &handles.ops, rewriter, &mut location)
    else {
        return true;
    };
    redirect_uses(
        rewriter,
        anchor,
        &rebase.uses,
        |&key| Some((handles.op(key)?, handles.mutable.get(&key).copied()?)),
        |user| use_locations.next().unwrap_or(user.location()),
    );
    if let (Some(remarks), Some(first)) = (remarks, handles.op(rebase.first_use)) {
        let how = if new_ops == 0 { "existing" } else { "new" };
        remarks.emit(
            &first,
            format!(
                "Common Base Elimination: {} address uses of {} rebased on {how} {anchor_name} in block {} (offsets {}..{})",
                rebase.group_size, rebase.root, rebase.dominator_index, rebase.min, rebase.max
            ),
        );
    }
    true
}

/// Replaces the allocas of `merge` by one clone at the top of the entry block.
fn merge_allocas(
    merge: &AllocaMerge,
    handles: &Handles,
    rewriter: &Rewriter,
    names: &Names,
    remarks: Option<&Remarks>,
) -> bool {
    let (Some(first), Some(entry_first)) = (
        merge.allocas.first().and_then(|&k| handles.op(k)),
        handles.entry_first,
    ) else {
        return false;
    };
    let Some(count) = operand(&first, 0).and_then(defining_op) else {
        return false;
    };
    let name = names.next(prefix::BASE_VALUE);
    let labels = [
        (names.next(prefix::ANCHOR_PIECE), first.location()),
        (name.clone(), first.location()),
    ];
    let locations = name_locations(&labels);
    rewriter.set_insertion_point_before(entry_first);
    let mut count_clone = raw::clone_operation(&count);
    count_clone.set_location(locations[0]);
    let count_clone = rewriter.insert(count_clone);
    let Some(count_value) = result(&count_clone, 0) else {
        return true;
    };
    let mut alloca = raw::clone_operation(&first);
    alloca.set_operands(&[count_value]);
    alloca.set_location(locations[1]);
    let alloca = rewriter.insert(alloca);
    let Some(clone) = result(&alloca, 0) else {
        return true;
    };
    for key in &merge.allocas {
        if let Some(original) = handles.op(*key)
            && let Some(value) = result(&original, 0)
        {
            rewriter.replace_all_uses_with(value, clone);
            rewriter.erase_op(original);
        }
    }
    if let (Some(remarks), Some(at)) = (remarks, handles.op(merge.first_use)) {
        remarks.emit(
            &at,
            format!(
                "Common Base Elimination: {} allocas merged into {name} in the entry block",
                merge.allocas.len()
            ),
        );
    }
    true
}
