//! Cheap, failure-free navigation between values, ops and blocks.
//!
//! melior's fallible accessors (`OperationResult::try_from`, `BlockArgument::try_from`,
//! `operand(i)`, `argument(i)`, `region(i)`) build their error by *printing* the value or op,
//! which prints and verifies the whole enclosing function: a failed lookup costs time linear in
//! the function's size. These helpers check first, so a miss is free.

use melior::ir::{
    BlockLike, BlockRef, OperationRef, RegionRef, Value, ValueLike,
    block::BlockArgument,
    operation::{OperationLike, OperationResult},
};

/// The op defining `value`, or `None` for a block argument.
pub fn defining_op<'c: 'a, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    if !value.is_operation_result() {
        return None;
    }
    OperationResult::try_from(value).ok().map(|r| r.owner())
}

/// `value` as a block argument, or `None` for an op result.
pub fn block_argument<'c, 'a>(value: Value<'c, 'a>) -> Option<BlockArgument<'c, 'a>> {
    if !value.is_block_argument() {
        return None;
    }
    BlockArgument::try_from(value).ok()
}

/// Operand `index` of `op`, if it has that many.
pub fn operand<'c: 'a, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    if index >= op.operand_count() {
        return None;
    }
    op.operand(index).ok()
}

/// Result `index` of `op`, if it has that many.
pub fn result<'c: 'a, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    if index >= op.result_count() {
        return None;
    }
    op.result(index).ok().map(Value::from)
}

/// Region `index` of `op`, if it has that many.
pub fn region<'c: 'a, 'a>(op: &OperationRef<'c, 'a>, index: usize) -> Option<RegionRef<'c, 'a>> {
    if index >= op.region_count() {
        return None;
    }
    op.region(index).ok()
}

/// Argument `index` of `block`, if it has that many.
pub fn argument<'c, 'a>(block: &BlockRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    if index >= block.argument_count() {
        return None;
    }
    block.argument(index).ok().map(Value::from)
}

/// The attribute dictionary of each parameter of `function`, from its `arg_attrs`, read
/// through the attribute API (never from printed text): `None` for an entry that is not a
/// dictionary. Empty when the function has no `arg_attrs`; a function may list fewer
/// dictionaries than it has parameters.
pub fn argument_attributes<'c>(
    function: &OperationRef<'c, '_>,
) -> Vec<Option<melior::ir::attribute::DictionaryAttribute<'c>>> {
    use melior::ir::attribute::{ArrayAttribute, AttributeLike, DictionaryAttribute};
    // Checked before each conversion: melior's failed conversion prints the attribute.
    let Some(array) = function
        .attribute("arg_attrs")
        .ok()
        .filter(|a| a.is_array())
        .and_then(|a| ArrayAttribute::try_from(a).ok())
    else {
        return Vec::new();
    };
    (0..array.len())
        .map(|index| {
            array
                .element(index)
                .ok()
                .filter(|a| a.is_dictionary())
                .and_then(|a| DictionaryAttribute::try_from(a).ok())
        })
        .collect()
}

/// True when parameter `index` of `function` carries the attribute `name` (`llvm.noalias`,
/// `llvm.byval`, ...).
pub fn argument_has_attribute(function: &OperationRef, index: usize, name: &str) -> bool {
    argument_attributes(function)
        .get(index)
        .copied()
        .flatten()
        .is_some_and(|dictionary| dictionary.element_by_name(name).is_some())
}
