//! Rewrites one recomputation: the copy at each site, then its uses redirected to it.

use super::plan::Recompute;
use crate::{analysis::fast_hash::FastMap, engine::Rewriter};
use kestrel_dialects::{
    keys::{ValueKey, value_key},
    raw::{clone_operation, set_operand},
};
use melior::ir::{
    Value,
    operation::{OperationLike, OperationMutLike},
};

/// Clones each site's chain in front of the site, operands first, and points the site's uses
/// at the copy. Returns the ops copied.
pub fn apply(recompute: &Recompute, rewriter: &Rewriter) -> u64 {
    let mut copied_ops = 0;
    for site in &recompute.sites {
        rewriter.set_insertion_point_before(site.before);
        let mut copies: FastMap<ValueKey, Value> = FastMap::default();
        for original in &site.chain {
            let operands: Vec<Value> = original
                .operands()
                .map(|operand| copies.get(&value_key(&operand)).copied().unwrap_or(operand))
                .collect();
            let mut op = clone_operation(original);
            op.set_operands(&operands);
            let inserted = rewriter.insert(op);
            for (old, new) in original.results().zip(inserted.results()) {
                copies.insert(value_key(&Value::from(old)), new.into());
            }
            copied_ops += 1;
        }
        let Some(&copy) = copies.get(&recompute.key()) else {
            continue;
        };
        for (user, index) in &site.uses {
            set_operand(user, *index, copy);
        }
    }
    copied_ops
}
