//! The ops an anchor and its uses are built from, and the redirection of every use.
//!
//! Every op made here is flag-free (no `inbounds`, `nuw`, `nsw`): it computes exactly the
//! wrapped sum (point 2 of the argument in [`crate::anchor`]). The caller places the
//! rewriter's insertion point and chooses each op's location (its name).

use super::group::UseRewrite;
use crate::analysis::fast_hash::FastMap;
use crate::engine::Rewriter;
use kestrel_dialects::{GepIndex, values::result};
use melior::ir::{
    Location, OperationRef, Value, ValueLike,
    operation::{OperationMutLike, OperationRefMut},
};

/// Inserts the op written as `template` with `operands` and returns its single result.
pub fn create<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    template: &str,
    operands: &[Value<'c, '_>],
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    let op = rewriter.create(template, operands, 1, location).ok()?;
    result(&op, 0)
}

/// `getelementptr i8, base[bytes]`; `base` itself when `bytes` is 0.
pub fn byte_offset<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    base: Value<'c, 'r>,
    bytes: i128,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    if bytes == 0 {
        return Some(base);
    }
    result(&rewriter.create_byte_offset(base, bytes, location).ok()?, 0)
}

/// `base + scale·index + constant` as one `getelementptr` step over a `scale`-byte element
/// (an `!llvm.array<scale x i8>` with the constant as second index when it is not 0).
pub fn scaled_index<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    base: Value<'c, 'r>,
    index: Value<'c, 'r>,
    scale: i128,
    constant: i128,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    let ty = base.r#type().to_string();
    let index_ty = index.r#type().to_string();
    let template = if constant != 0 {
        format!(
            "llvm.getelementptr $0[$1, {constant}] : ({ty}, {index_ty}) -> {ty}, !llvm.array<{scale} x i8>"
        )
    } else {
        format!(
            "llvm.getelementptr $0[$1] : ({ty}, {index_ty}) -> {ty}, {}",
            element_type(scale)
        )
    };
    create(rewriter, &template, &[base, index], location)
}

/// `zext value` to `width` bits (no `nneg`).
pub fn zero_extend<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    value: Value<'c, 'r>,
    width: u32,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    convert(rewriter, "llvm.zext", value, &format!("i{width}"), location)
}

/// The element type of a `getelementptr` step of `scale` bytes.
fn element_type(scale: i128) -> String {
    match scale {
        1 => "i8".to_string(),
        2 => "i16".to_string(),
        4 => "i32".to_string(),
        8 => "i64".to_string(),
        _ => format!("!llvm.array<{scale} x i8>"),
    }
}

/// `addrspacecast value` to the uses' pointer type `to` (printed).
pub fn cast_to<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    value: Value<'c, 'r>,
    to: &str,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    convert(rewriter, "llvm.addrspacecast", value, to, location)
}

/// The one-operand conversion `op` (`llvm.zext`, `llvm.addrspacecast`) of `value` to the
/// type `to` (printed).
fn convert<'c, 'r>(
    rewriter: &'r Rewriter<'c, '_>,
    op: &str,
    value: Value<'c, 'r>,
    to: &str,
    location: Location<'c>,
) -> Option<Value<'c, 'r>> {
    let from = value.r#type().to_string();
    let template = format!("{op} $0 : {from} to {to}");
    create(rewriter, &template, &[value], location)
}

/// Redirects every use of `rewrites` to `anchor + delta`. A non-zero delta is one
/// `getelementptr i8, anchor[delta]` per block, inserted before its first user there (the
/// rewrites come in program order within each block) at `location(user)`, which is asked once
/// per op created. `resolve` finds a rewrite's user and its mutable handle; a user it cannot
/// find, or whose delta cannot be built, is left as it is.
pub fn redirect_uses<'c, 'r, O>(
    rewriter: &'r Rewriter<'c, '_>,
    anchor: Value<'c, 'r>,
    rewrites: &[UseRewrite<O>],
    resolve: impl Fn(&O) -> Option<(OperationRef<'c, 'r>, OperationRefMut<'c, 'r>)>,
    mut location: impl FnMut(&OperationRef<'c, 'r>) -> Location<'c>,
) {
    let mut deltas: FastMap<(usize, i128), Value> = FastMap::default();
    for rewrite in rewrites {
        let Some((user, mut mutable)) = resolve(&rewrite.op) else {
            continue;
        };
        let value = if rewrite.delta == 0 {
            anchor
        } else if let Some(&value) = deltas.get(&(rewrite.block, rewrite.delta)) {
            value
        } else {
            rewriter.set_insertion_point_before(user);
            let Some(value) = byte_offset(rewriter, anchor, rewrite.delta, location(&user)) else {
                continue;
            };
            deltas.insert((rewrite.block, rewrite.delta), value);
            value
        };
        rewriter.start_op_modification(user);
        mutable.set_operand(rewrite.operand, value);
        rewriter.finalize_op_modification(user);
    }
}

/// True for a GEP index that is a constant, inline or as an `llvm.mlir.constant` operand: a
/// `getelementptr` with only such indices folds into `[reg+imm]` and costs no instruction.
pub fn is_constant_index(index: &GepIndex) -> bool {
    index.constant().is_some()
}
