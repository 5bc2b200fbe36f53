//! Identity keys for IR handles: an op, value, block, type, attribute or op name as its
//! address, never dereferenced.
//!
//! A key names its object while the object lives; once an op or block is erased its address
//! may be reused, so a table of op, value or block keys is only valid while nothing it names
//! is erased (or the erased keys are dropped from it). Types, attributes and op names are
//! uniqued in their context: equal keys mean equal objects, for the context's whole life.
//! Keys are plain `usize`s so analyses can hold them instead of MLIR handles.

use melior::ir::{
    Attribute, BlockLike, BlockRef, OperationRef, Type, TypeLike, Value, ValueLike,
    attribute::AttributeLike, operation::OperationLike,
};

/// The key of an op.
pub type OpKey = usize;

/// The key of a value (an op result or a block argument).
pub type ValueKey = usize;

/// The key of a block.
pub type BlockKey = usize;

/// The key of `op`.
pub fn op_key(op: &OperationRef) -> OpKey {
    op.to_raw().ptr as usize
}

/// The key of `value`.
pub fn value_key(value: &Value) -> ValueKey {
    value.to_raw().ptr as usize
}

/// The key of `block`.
pub fn block_key(block: &BlockRef) -> BlockKey {
    block.to_raw().ptr as usize
}

/// The key of a uniqued type: equal for equal types of one context.
pub fn type_key(ty: Type) -> usize {
    ty.to_raw().ptr as usize
}

/// The key of a uniqued attribute: equal for equal attributes of one context.
pub fn attribute_key(attribute: Attribute) -> usize {
    attribute.to_raw().ptr as usize
}

/// The key of `op`'s name (a uniqued identifier): equal for ops of the same name.
pub fn op_name_key(op: &OperationRef) -> usize {
    op.name().to_raw().ptr as usize
}

/// What, besides its operands, tells an op apart from another: its name, inherent
/// properties, discardable attributes and operand and result types, each by the identity of
/// its uniqued form (equal exactly when equal, within one context). `None` for an op with
/// regions or successors, which makes it equal to nothing. Value numbering (early-cse) and
/// the address passes' "same op" checks compare these.
pub fn signature(op: &OperationRef) -> Option<Signature> {
    if op.region_count() != 0 || op.successor_count() != 0 {
        return None;
    }
    let mut identities = vec![
        op_name_key(op),
        crate::raw::properties_key(op),
        crate::raw::discardable_key(op),
    ];
    identities.extend(op.operands().map(|v| crate::raw::type_key(v.r#type())));
    identities.push(usize::MAX);
    identities.extend(op.results().map(|v| crate::raw::type_key(v.r#type())));
    Some(std::rc::Rc::from(identities))
}

/// An op's [`signature`]: identities, compared for equality only.
pub type Signature = std::rc::Rc<[usize]>;
