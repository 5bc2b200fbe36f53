//! Editing the successor operands of `llvm.br` and `llvm.cond_br` in place: what adding or
//! removing a block argument (a PHI) or redirecting an edge needs. `llvm.switch` is never
//! edited (its per-case operand segments are not rebuilt here); callers refuse it.

use crate::{analysis::cfg::successor_operands, engine::Rewriter};
use kestrel_dialects::raw::set_attribute_from_text;
use kestrel_dialects::{names, values::operand};
use melior::ir::{
    Block, BlockLike, BlockRef, OperationRef, Value,
    operation::{OperationLike, OperationMutLike},
};

/// True when `op` is a terminator whose successor operands [`set_successor_operands`] edits.
pub fn is_editable_branch(op: &OperationRef) -> bool {
    let name = op.name();
    matches!(
        name.as_string_ref().as_str(),
        Ok(names::BR) | Ok(names::COND_BR)
    )
}

/// The operand groups of `block`'s terminator, one per successor; `None` unless it is an
/// `llvm.br` or `llvm.cond_br`.
pub fn operand_groups<'c, 'a>(block: &BlockRef<'c, 'a>) -> Option<Vec<Vec<Value<'c, 'a>>>> {
    let terminator = block.terminator()?;
    if !is_editable_branch(&terminator) {
        return None;
    }
    Some(
        successor_operands(&terminator)?
            .into_iter()
            .map(|(_, ops)| ops)
            .collect(),
    )
}

/// Rewrites `block`'s `llvm.br`/`llvm.cond_br` to pass `groups[s]` to successor `s`
/// (a `cond_br` keeps its branch weights, and its condition unless `condition` is given);
/// `redirect` replaces successors `(index, new block)` first. False when the terminator is
/// of another kind.
pub fn set_successor_operands<'c, 'a>(
    block: &BlockRef<'c, 'a>,
    condition: Option<Value<'c, 'a>>,
    groups: &[Vec<Value<'c, 'a>>],
    redirect: &[(usize, &Block<'c>)],
    rewriter: &Rewriter<'c, '_>,
) -> bool {
    let Some(terminator) = block.terminator() else {
        return false;
    };
    if !is_editable_branch(&terminator) || groups.len() != terminator.successors().count() {
        return false;
    }
    let is_cond = terminator.name().as_string_ref().as_str() == Ok(names::COND_BR);
    let mut operands = Vec::new();
    if is_cond {
        let Some(condition) = condition.or_else(|| operand(&terminator, 0)) else {
            return false;
        };
        operands.push(condition);
    }
    operands.extend(groups.iter().flatten().copied());
    rewriter.start_op_modification(terminator);
    let Some(mut editable) = block.terminator_mut() else {
        rewriter.cancel_op_modification(terminator);
        return false;
    };
    for &(index, target) in redirect {
        editable.set_successor(index, target);
    }
    editable.set_operands(&operands);
    if is_cond {
        let sizes = format!("array<i32: 1, {}, {}>", groups[0].len(), groups[1].len());
        set_attribute_from_text(&terminator, "operandSegmentSizes", &sizes);
    }
    rewriter.finalize_op_modification(terminator);
    true
}
