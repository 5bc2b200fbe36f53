//! IR queries and edits melior does not offer, or offers only at a cost:
//! - [`op_properties`]: an op's inherent properties as printed in generic form;
//! - [`integer_property`], [`unit_property`], [`properties_key`], [`discardable_key`],
//!   [`type_key`], [`symbol_references`], [`pointer_sizes`], [`is_ptx_kernel_cconv`],
//!   [`linkage_keyword`], [`is_variadic_function_type`], [`flat_symbol_name`], [`i32_array`]:
//!   what the analyses ask of every op, answered without printing the op or attribute;
//! - [`llvm_pointer_address_space`]: the address space of an `!llvm.ptr` type without
//!   printing it (the analyses ask for it on every access);
//! - [`type_shape`]: what a type is made of, for sizes and layouts, read through the type API
//!   (nested LLVM types print without their `!llvm.` prefix, so the text is no reliable key);
//! - [`block_predecessors`]: a block's predecessors in one pass of its use list;
//! - [`has_uses`], [`use_count`], [`every_user`], [`every_use`], [`find_user`]: use-list
//!   queries (melior offers no use list);
//! - [`set_operand`]: sets an operand through a shared op handle (melior wants a mutable
//!   one, which a pattern only gets by searching the block);
//! - [`adopt_properties`]: moves discardable attributes that name an op's properties into
//!   them (the C API files `overflowFlags` and GEP `noWrapFlags` as discardable);
//! - [`set_attribute_from_text`], [`set_pointer_space`], [`retype_function_inputs`],
//!   [`erase_unused_block_argument`], [`erase_dead_ops`], [`clone_operation`],
//!   [`block_argument_owner`], [`with_context_of`], [`parse_module`], [`name_location`].

use melior::{
    Context,
    ir::{
        BlockLike, Location, Module, Operation, OperationRef, Value, ValueLike,
        operation::OperationLike,
    },
};
use mlir_sys::{
    MlirStringRef, mlirLLVMPointerTypeGetAddressSpace, mlirOpOperandIsNull, mlirOperationClone,
    mlirOperationSetOperand, mlirTypeIsALLVMPointerType, mlirValueGetFirstUse,
};
use std::ffi::c_char;

/// Runs `f` with the `Context` that owns `op`.
pub fn with_context_of<R>(op: &OperationRef, f: impl FnOnce(&Context) -> R) -> R {
    let context_ref = op.context();
    // SAFETY: the reference is used only inside this call, while `context_ref` (and the
    // context it names, which owns `op`) is alive.
    let context = unsafe { context_ref.to_ref() };
    f(context)
}

/// A detached deep copy of `op`, owned by the caller.
pub fn clone_operation<'c>(op: &OperationRef<'c, '_>) -> Operation<'c> {
    // SAFETY: `op` is live; `mlirOperationClone` returns a new, unlinked op that the returned
    // `Operation` owns and destroys.
    unsafe { Operation::from_raw(mlirOperationClone(op.to_raw())) }
}

/// Replaces the ops of `block` (a module's or `gpu.module`'s body: functions and globals,
/// which use no SSA value of one another) with copies of the ops of `source`'s body.
pub fn replace_body_with(block: &melior::ir::BlockRef, source: &Module) {
    let mut old = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        old.push(op.to_raw());
        next = op.next_in_block();
    }
    for op in old {
        // SAFETY: each op is live and owned by `block`; top-level ops hold no SSA uses of one
        // another, so destroying them in any order leaves no dangling use.
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(op);
            mlir_sys::mlirOperationDestroy(op);
        }
    }
    let mut next = source.body().first_operation();
    while let Some(op) = next {
        block.append_operation(clone_operation(&op));
        next = op.next_in_block();
    }
}

/// Puts a copy of `source` in place of `old`, a top-level op (a function or global: no SSA
/// value of it is used outside it), and destroys `old`. Handles into `old` dangle afterwards.
pub fn replace_top_level_op(old: OperationRef, source: &OperationRef) {
    let copy = clone_operation(source);
    // SAFETY: `old` is live and linked in a block; the copy is unlinked and handed to that
    // block, which owns it from then on; `old` has no uses outside itself, so destroying it
    // leaves no dangling use.
    unsafe {
        let block = mlir_sys::mlirOperationGetBlock(old.to_raw());
        mlir_sys::mlirBlockInsertOwnedOperationBefore(block, old.to_raw(), copy.into_raw());
        mlir_sys::mlirOperationRemoveFromParent(old.to_raw());
        mlir_sys::mlirOperationDestroy(old.to_raw());
    }
}

/// A copy of `source` (a top-level op, possibly of another module) placed right after
/// `anchor`, in `anchor`'s block; returns the copy.
pub fn insert_top_level_copy_after<'c, 'a>(
    anchor: OperationRef<'c, 'a>,
    source: &OperationRef,
) -> OperationRef<'c, 'a> {
    let copy = clone_operation(source);
    // SAFETY: `anchor` is live and linked in a block; the copy is unlinked and handed to that
    // block, which owns it from then on and outlives the reference returned.
    unsafe {
        let block = mlir_sys::mlirOperationGetBlock(anchor.to_raw());
        let raw = copy.into_raw();
        mlir_sys::mlirBlockInsertOwnedOperationAfter(block, anchor.to_raw(), raw);
        OperationRef::from_raw(raw)
    }
}

/// The block that owns block argument `value`, with the value's lifetimes (melior ties the
/// owner to a borrow of the `BlockArgument` wrapper instead).
pub fn block_argument_owner<'c, 'a>(
    value: &melior::ir::block::BlockArgument<'c, 'a>,
) -> melior::ir::BlockRef<'c, 'a> {
    // SAFETY: the owner block outlives its argument, which lives for `'a`.
    unsafe { melior::ir::BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(value.to_raw())) }
}

/// An op's inherent properties as printed in generic form (`overflowFlags = 1 : i32, ...`),
/// the only way to read enum properties the C API does not expose as attributes.
///
/// The op is printed from a detached clone: printing an op in place numbers (and first
/// verifies) its whole enclosing function, which would make each query linear in the
/// function's size.
pub fn op_properties(op: &OperationRef) -> String {
    if op.region_count() > 0 {
        // Cloning would copy the regions; ops with regions are not flag carriers.
        return String::new();
    }
    let clone = clone_operation(op);
    let flags = melior::ir::operation::OperationPrintingFlags::new()
        .use_local_scope()
        .print_generic_operation_form();
    let text = clone.to_string_with_flags(flags).unwrap_or_default();
    match text.split_once("<{") {
        Some((_, rest)) => rest
            .split_once("}>")
            .map_or(rest, |(props, _)| props)
            .to_string(),
        None => String::new(),
    }
}

unsafe extern "C" {
    fn kestrel_integer_property(
        op: mlir_sys::MlirOperation,
        name: MlirStringRef,
        value: *mut i64,
    ) -> i32;
    fn kestrel_unit_property(op: mlir_sys::MlirOperation, name: MlirStringRef) -> i32;
    fn kestrel_properties_key(op: mlir_sys::MlirOperation) -> *const std::ffi::c_void;
    fn kestrel_discardable_key(op: mlir_sys::MlirOperation) -> *const std::ffi::c_void;
    fn kestrel_pointer_sizes(spec: mlir_sys::MlirAttribute, out: *mut u32, capacity: i64) -> i64;
    fn kestrel_symbol_references(op: mlir_sys::MlirOperation, skip: MlirStringRef) -> *mut c_char;
    fn kestrel_erase_dead_ops(root: mlir_sys::MlirOperation) -> i64;
    fn kestrel_inline_loop_locations(
        op: mlir_sys::MlirOperation,
        call: mlir_sys::MlirLocation,
    ) -> bool;
    fn kestrel_body_size(op: mlir_sys::MlirOperation, ops: *mut i64, values: *mut i64);
    fn kestrel_erase_dead_ops_unless_named(
        root: mlir_sys::MlirOperation,
        names: *const MlirStringRef,
        count: isize,
    ) -> i64;
    fn kestrel_block_predecessors(
        block: mlir_sys::MlirBlock,
        out: *mut mlir_sys::MlirBlock,
        capacity: isize,
    ) -> isize;
    fn kestrel_is_ptx_kernel_cconv(attribute: mlir_sys::MlirAttribute) -> bool;
    fn kestrel_linkage_keyword(attribute: mlir_sys::MlirAttribute) -> MlirStringRef;
    fn kestrel_is_variadic_function_type(attribute: mlir_sys::MlirAttribute) -> bool;
    fn kestrel_llvm_array_length(ty: mlir_sys::MlirType) -> i64;
    fn kestrel_adopt_properties(op: mlir_sys::MlirOperation, error: *mut *mut c_char) -> i64;
}

/// Moves every discardable attribute of `op` that names one of its properties into that
/// property, through the op's own property setter (as the parser sets them), and returns how
/// many moved; on an invalid value `op` is left unchanged and the error says why.
///
/// MLIR 22 keeps some LLVM-dialect flags as properties that are not attributes
/// (`overflowFlags` of `llvm.add`/`sub`/`mul`/`shl`/`trunc`, `noWrapFlags` of
/// `llvm.getelementptr`). The C API's operation state and `mlirOperationSetAttributeByName`
/// (what melior's `OperationBuilder` uses) ask the op whether a name is inherent, the op does
/// not list these, and the attribute becomes a discardable one that the verifier, the passes
/// and the LLVM IR export never read.
pub fn adopt_properties<'c: 'a, 'a>(
    op: &impl melior::ir::operation::OperationLike<'c, 'a>,
) -> Result<usize, String> {
    let mut error: *mut c_char = std::ptr::null_mut();
    // SAFETY: `op` is live for the call; the shim writes a malloc'ed message (or null) into
    // `error`, which `take_shim_string` frees.
    let moved = unsafe { kestrel_adopt_properties(op.to_raw(), &mut error) };
    let message = super::llvm_import::take_shim_string(error);
    match usize::try_from(moved) {
        Ok(count) => Ok(count),
        Err(_) => Err(message.unwrap_or_else(|| "the op rejects a property value".into())),
    }
}

/// The keyword of a `#llvm.linkage<...>` attribute (`internal`, `linkonce_odr`, ...), read
/// from the attribute instead of its printed form; `None` for any other attribute.
pub fn linkage_keyword(attribute: melior::ir::Attribute) -> Option<&'static str> {
    // SAFETY: `attribute` is a live attribute handle; the shim returns a view of a static
    // string of MLIR's (the enum's spelling) or an empty one.
    let keyword = unsafe {
        kestrel_linkage_keyword(melior::ir::attribute::AttributeLike::to_raw(&attribute))
    };
    if keyword.length == 0 || keyword.data.is_null() {
        return None;
    }
    // SAFETY: non-null, `length` bytes, static lifetime (see above).
    let bytes = unsafe { std::slice::from_raw_parts(keyword.data.cast::<u8>(), keyword.length) };
    std::str::from_utf8(bytes).ok()
}

/// Whether `attribute` is the type of a variadic LLVM function (`function_type` of an
/// `llvm.func`), asked of the type instead of its printed form.
pub fn is_variadic_function_type(attribute: melior::ir::Attribute) -> bool {
    // SAFETY: `attribute` is a live attribute handle; the shim only reads it.
    unsafe {
        kestrel_is_variadic_function_type(melior::ir::attribute::AttributeLike::to_raw(&attribute))
    }
}

/// Whether `attribute` is the LLVM dialect's `#llvm.cconv<ptx_kernel>`, asked of the
/// attribute instead of its printed form.
pub fn is_ptx_kernel_cconv(attribute: melior::ir::Attribute) -> bool {
    // SAFETY: `attribute` is a live attribute handle; the shim only reads it.
    unsafe { kestrel_is_ptx_kernel_cconv(melior::ir::attribute::AttributeLike::to_raw(&attribute)) }
}

/// The name a flat symbol reference (`@name`) refers to; `None` for any other attribute.
pub fn flat_symbol_name(attribute: melior::ir::Attribute) -> Option<String> {
    let raw = melior::ir::attribute::AttributeLike::to_raw(&attribute);
    // SAFETY: `raw` is a live attribute handle; the value is read only after the kind check
    // it requires, and copied before the call returns.
    unsafe {
        mlir_sys::mlirAttributeIsAFlatSymbolRef(raw).then(|| {
            let name = mlir_sys::mlirFlatSymbolRefAttrGetValue(raw);
            let bytes = std::slice::from_raw_parts(name.data.cast::<u8>(), name.length);
            String::from_utf8_lossy(bytes).into_owned()
        })
    }
}

/// The elements of an `array<i32: ...>` attribute; `None` for any other attribute.
pub fn i32_array(attribute: melior::ir::Attribute) -> Option<Vec<i32>> {
    let raw = melior::ir::attribute::AttributeLike::to_raw(&attribute);
    // SAFETY: `raw` is a live attribute handle; elements are read only after the kind check
    // and within the length the attribute reports.
    unsafe {
        mlir_sys::mlirAttributeIsADenseI32Array(raw).then(|| {
            let count = mlir_sys::mlirDenseArrayGetNumElements(raw);
            (0..count)
                .map(|i| mlir_sys::mlirDenseI32ArrayGetElement(raw, i))
                .collect()
        })
    }
}

/// Erases every trivially dead op nested in `root` (side-effect free, results unused), and
/// those left dead by that, as the greedy rewrite driver does with no patterns and folding
/// off; returns how many ops were erased. Handles into the erased ops dangle afterwards.
pub fn erase_dead_ops(root: &OperationRef) -> usize {
    // SAFETY: `root` is a live operation borrowed for the call; only ops nested in it are
    // erased, never `root` itself.
    let count = unsafe { kestrel_erase_dead_ops(root.to_raw()) };
    usize::try_from(count).unwrap_or(0)
}

/// [`erase_dead_ops`], unless an op nested in `root` is named one of `names`: then nothing is
/// erased and the result is `None`. (A pattern set none of whose roots occur in a function
/// would only have the driver erase its dead ops; one walk tells the two cases apart.)
pub fn erase_dead_ops_unless_named(root: &OperationRef, names: &[&str]) -> Option<usize> {
    let names: Vec<MlirStringRef> = names.iter().map(|name| string_ref(name)).collect();
    let count = isize::try_from(names.len()).unwrap_or(isize::MAX);
    // SAFETY: `root` is a live operation borrowed for the call, and `names` points to `count`
    // string refs into `&str`s that outlive it; only ops nested in `root` are erased.
    let erased =
        unsafe { kestrel_erase_dead_ops_unless_named(root.to_raw(), names.as_ptr(), count) };
    usize::try_from(erased).ok()
}

/// How many ops are nested in `op`, and how many values (op results and block arguments)
/// they and their blocks define: what sizes the per-function tables of an analysis that
/// fills them in one walk (growing them as it goes cost more than this count).
pub fn body_size(op: &OperationRef) -> BodySize {
    let (mut ops, mut values) = (0i64, 0i64);
    // SAFETY: `op` is a live operation borrowed for the call; the shim only reads it and
    // writes the two counts.
    unsafe { kestrel_body_size(op.to_raw(), &mut ops, &mut values) };
    BodySize {
        ops: usize::try_from(ops).unwrap_or(0),
        values: usize::try_from(values).unwrap_or(0),
    }
}

/// What [`body_size`] counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BodySize {
    pub ops: usize,
    pub values: usize,
}

/// The predecessors of `block`, one per incoming edge (a block reached twice from one
/// terminator is listed twice), in MLIR's order, read in one pass: melior's
/// `predecessor(i)` walks the use list to the `i`-th each time, so a loop over it is
/// quadratic in the number of predecessors (a join of 100,000 switch cases).
pub fn block_predecessors<'c, 'a>(
    block: &melior::ir::BlockRef<'c, 'a>,
) -> Vec<melior::ir::BlockRef<'c, 'a>> {
    let raw = block.to_raw();
    let mut found: Vec<mlir_sys::MlirBlock> = Vec::new();
    loop {
        let capacity = found.capacity();
        // SAFETY: `raw` is a live block; the shim writes at most `capacity` handles into the
        // vector's spare capacity and returns the full count.
        let count =
            unsafe { kestrel_block_predecessors(raw, found.as_mut_ptr(), capacity as isize) };
        let count = usize::try_from(count).unwrap_or(0);
        if count <= capacity {
            // SAFETY: the first `count` slots were written by the shim just now.
            unsafe { found.set_len(count) };
            break;
        }
        found.reserve_exact(count);
    }
    found
        .into_iter()
        // SAFETY: each handle is a live block of the same region as `block`.
        .map(|b| unsafe { melior::ir::BlockRef::from_raw(b) })
        .collect()
}

/// The pointer widths of a data layout spec attribute (`#dlti.dl_spec`): (address space,
/// bits) per pointer entry, read without printing; `None` when it is no layout spec.
pub fn pointer_sizes(spec: melior::ir::Attribute) -> Option<Vec<(u32, u32)>> {
    let raw = melior::ir::attribute::AttributeLike::to_raw(&spec);
    // Room for the usual handful of pointer entries; a spec with more is read again.
    let mut buffer = vec![0u32; 2 * 8];
    loop {
        let capacity = (buffer.len() / 2) as i64;
        // SAFETY: `spec` is a live attribute borrowed for the call; the shim writes at most
        // `capacity` pairs into `buffer`, which holds that many.
        let count = unsafe { kestrel_pointer_sizes(raw, buffer.as_mut_ptr(), capacity) };
        let count = usize::try_from(count).ok()?;
        if count <= buffer.len() / 2 {
            return Some(
                buffer[..2 * count]
                    .chunks(2)
                    .map(|p| (p[0], p[1]))
                    .collect(),
            );
        }
        buffer.resize(2 * count, 0);
    }
}

/// The names of the symbols the attributes of `op` and of every op nested in it refer to,
/// nested attributes included, with repeats; attributes named in `skip` are left out
/// (`"opname:attr"` leaves `attr` out on ops named `opname` only). Walks the ops and their
/// attributes in C++ instead of printing them.
pub fn symbol_references(op: &OperationRef, skip: &[&str]) -> Vec<String> {
    let skip = skip.join(",");
    // SAFETY: `op` is a live operation borrowed for the call, `skip` outlives it; the result
    // is a malloc'ed string (or null) that `take_shim_string` frees.
    let names = super::llvm_import::take_shim_string(unsafe {
        kestrel_symbol_references(op.to_raw(), string_ref(&skip))
    });
    names
        .map(|text| text.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// What [`integer_property`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntegerProperty {
    /// No such inherent attribute or property, or it is unset.
    Absent,
    Value(i64),
    /// Set, but of a kind only the printed form tells.
    Opaque,
}

fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef {
        data: text.as_ptr().cast::<c_char>(),
        length: text.len(),
    }
}

/// Integer inherent attribute or property `name` of `op` (integer attributes, the LLVM
/// dialect's overflow and GEP no-wrap flags), read in C++ without printing the op.
pub fn integer_property(op: &OperationRef, name: &str) -> IntegerProperty {
    let raw_name = string_ref(name);
    let mut value = 0i64;
    // SAFETY: `op` is a live operation borrowed for the call, `raw_name` points into `name`,
    // and `value` is a live local the shim writes only when it returns 1.
    match unsafe { kestrel_integer_property(op.to_raw(), raw_name, &mut value) } {
        1 => IntegerProperty::Value(value),
        2 => IntegerProperty::Opaque,
        _ => IntegerProperty::Absent,
    }
}

/// Unit property `name` of `op` (`nonNeg`, `isDisjoint`, `isExact`, or an inherent unit
/// attribute): `Some(set)`, or `None` when only the printed form tells.
pub fn unit_property(op: &OperationRef, name: &str) -> Option<bool> {
    // SAFETY: `op` is a live operation borrowed for the call; the name points into `name`.
    match unsafe { kestrel_unit_property(op.to_raw(), string_ref(name)) } {
        0 => Some(false),
        1 => Some(true),
        _ => None,
    }
}

/// An identity for `op`'s inherent properties: within one context, two ops have equal
/// properties exactly when their keys are equal. Keys must not outlive the context (or be
/// compared across contexts): they are addresses of uniqued attributes.
pub fn properties_key(op: &OperationRef) -> usize {
    // SAFETY: `op` is a live operation borrowed for the call; the result is only used as a
    // number, never dereferenced.
    unsafe { kestrel_properties_key(op.to_raw()) as usize }
}

/// An identity for `op`'s discardable attributes (all of them, for an op without
/// properties): equal keys, equal attributes. Same lifetime rule as [`properties_key`].
pub fn discardable_key(op: &OperationRef) -> usize {
    // SAFETY: `op` is a live operation borrowed for the call; the result is only used as a
    // number, never dereferenced.
    unsafe { kestrel_discardable_key(op.to_raw()) as usize }
}

/// An identity for a type: within one context, equal types have equal keys (types are
/// uniqued). Cheaper than comparing printed types; same lifetime rule as [`properties_key`].
pub fn type_key(ty: melior::ir::Type) -> usize {
    melior::ir::TypeLike::to_raw(&ty).ptr as usize
}

/// The address-space number of an `!llvm.ptr<N>` type, or `None` for any other type.
pub fn llvm_pointer_address_space(ty: melior::ir::Type) -> Option<u32> {
    use melior::ir::TypeLike;
    let raw = ty.to_raw();
    // SAFETY: `raw` is a live type handle borrowed from `ty`; both calls only read the
    // uniqued type storage, and the second runs only on a pointer type, as it requires.
    unsafe { mlirTypeIsALLVMPointerType(raw).then(|| mlirLLVMPointerTypeGetAddressSpace(raw)) }
}

/// What a type is made of, as far as its size and layout go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypeShape<'c> {
    /// `!llvm.ptr<N>`.
    Pointer(u32),
    /// `iN`, bits.
    Integer(u32),
    /// A float type, bits.
    Float(u32),
    /// `!llvm.array<N x T>`.
    Array(melior::ir::Type<'c>, u64),
    /// A one-dimensional fixed-length `vector<N x T>`.
    Vector(melior::ir::Type<'c>, u64),
    /// A literal or identified struct with a body.
    Struct {
        fields: Vec<melior::ir::Type<'c>>,
        packed: bool,
    },
    /// Anything else: an opaque struct, a scalable or multi-dimensional vector, `index`,
    /// `!llvm.void`, a function, a target type.
    Other,
}

/// The shape of `ty`, read through MLIR's type API.
pub fn type_shape(ty: melior::ir::Type) -> TypeShape {
    use melior::ir::{Type, TypeLike};
    use mlir_sys::{
        mlirFloatTypeGetWidth, mlirIntegerTypeGetWidth, mlirLLVMArrayTypeGetElementType,
        mlirLLVMStructTypeGetElementType, mlirLLVMStructTypeGetNumElementTypes,
        mlirLLVMStructTypeIsOpaque, mlirLLVMStructTypeIsPacked, mlirShapedTypeGetDimSize,
        mlirShapedTypeGetElementType, mlirShapedTypeGetRank, mlirTypeIsAFloat, mlirTypeIsAInteger,
        mlirTypeIsALLVMStructType, mlirTypeIsAVector, mlirVectorTypeIsScalable,
    };
    let raw = ty.to_raw();
    if let Some(space) = llvm_pointer_address_space(ty) {
        return TypeShape::Pointer(space);
    }
    // SAFETY: `raw` is a live type handle borrowed from `ty`; each query below only reads the
    // uniqued type storage and runs only on the kind of type it requires (checked by the
    // `mlirTypeIsA*` test, or by the shim, before it); the types returned are uniqued in the
    // same context and live as long as it, which `Type<'c>` records.
    unsafe {
        if mlirTypeIsAInteger(raw) {
            return TypeShape::Integer(mlirIntegerTypeGetWidth(raw));
        }
        if mlirTypeIsAFloat(raw) {
            return TypeShape::Float(mlirFloatTypeGetWidth(raw));
        }
        let length = kestrel_llvm_array_length(raw);
        if let Ok(length) = u64::try_from(length) {
            return TypeShape::Array(Type::from_raw(mlirLLVMArrayTypeGetElementType(raw)), length);
        }
        if mlirTypeIsAVector(raw) {
            if mlirVectorTypeIsScalable(raw) || mlirShapedTypeGetRank(raw) != 1 {
                return TypeShape::Other;
            }
            let Ok(count) = u64::try_from(mlirShapedTypeGetDimSize(raw, 0)) else {
                return TypeShape::Other;
            };
            return TypeShape::Vector(Type::from_raw(mlirShapedTypeGetElementType(raw)), count);
        }
        if mlirTypeIsALLVMStructType(raw) {
            if mlirLLVMStructTypeIsOpaque(raw) {
                return TypeShape::Other;
            }
            let count = mlirLLVMStructTypeGetNumElementTypes(raw);
            let fields = (0..count)
                .map(|i| Type::from_raw(mlirLLVMStructTypeGetElementType(raw, i)))
                .collect();
            return TypeShape::Struct {
                fields,
                packed: mlirLLVMStructTypeIsPacked(raw),
            };
        }
    }
    TypeShape::Other
}

/// True when `value` has at least one use.
pub fn has_uses(value: Value) -> bool {
    // SAFETY: `value` is a live value borrowed for the call; the first use is only tested
    // for null, never dereferenced.
    unsafe { !mlirOpOperandIsNull(mlirValueGetFirstUse(value.to_raw())) }
}

/// Sets operand `index` of `op` to `value`; does nothing when `op` has no such operand.
/// Callers inside patterns wrap it in the rewriter's start/finalize modification calls.
pub fn set_operand(op: &OperationRef, index: usize, value: Value) {
    if index >= op.operand_count() {
        return;
    }
    // SAFETY: `op` and `value` are live handles borrowed for the call and `index` is in
    // range; the C API updates the use lists itself.
    unsafe { mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) }
}

/// Replaces every operand of `op` with `values` (the count may change: a segmented op's
/// `operandSegmentSizes` is the caller's to set). Callers inside patterns wrap it in the
/// rewriter's start/finalize modification calls.
pub fn set_operands(op: &OperationRef, values: &[Value]) {
    let raw: Vec<mlir_sys::MlirValue> = values.iter().map(|v| v.to_raw()).collect();
    // SAFETY: `op` and every value are live handles borrowed for the call; the C API copies
    // the operand list and updates the use lists itself.
    unsafe { mlir_sys::mlirOperationSetOperands(op.to_raw(), raw.len() as isize, raw.as_ptr()) }
}

/// Sets `op`'s location to the unknown location (melior sets one only through a mutable
/// handle, which an op found by reference does not give).
pub fn set_unknown_location(op: &OperationRef) {
    // SAFETY: `op` is live for the call; the unknown location is uniqued in its context.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(op.to_raw());
        mlir_sys::mlirOperationSetLocation(op.to_raw(), mlir_sys::mlirLocationUnknownGet(context))
    }
}

/// Makes the start and end locations of `op`'s loop annotation locations inlined at `call`,
/// for an op an inliner copied from a callee (its own location wrapped the same way): LLVM's
/// verifier follows the `llvm.loop` DILocations back to the function's subprogram too.
/// Returns whether the annotation changed.
pub fn inline_loop_locations(op: &OperationRef, call: Location) -> bool {
    // SAFETY: `op` and `call` are live handles of one context, borrowed for the call; the C++
    // side only reads the annotation and sets a new one built in the same context.
    unsafe { kestrel_inline_loop_locations(op.to_raw(), call.to_raw()) }
}

/// Gives every argument of `block` the location `callsite(its own at call)`, for a block an
/// inliner copied from a callee: the exporter gives each PHI its argument's location, and
/// LLVM's verifier requires a function's debug locations to lead back to its subprogram.
pub fn inline_argument_locations(block: &melior::ir::BlockRef, call: Location) {
    for index in 0..block.argument_count() {
        // SAFETY: `block` is live and `index` in range; the new location is uniqued in the
        // argument's context, the same as `call`'s.
        unsafe {
            let argument = mlir_sys::mlirBlockGetArgument(block.to_raw(), index as isize);
            let own = mlir_sys::mlirValueGetLocation(argument);
            let inlined = mlir_sys::mlirLocationCallSiteGet(own, call.to_raw());
            mlir_sys::mlirBlockArgumentSetLocation(argument, inlined);
        }
    }
}

/// Parses `text` as a module, like melior's `Module::parse` but without its panic on a NUL
/// byte (melior copies the text into a `CString`, which refuses one).
///
/// MLIR's lexer reads one byte past the end of its buffer, expecting a NUL there (as
/// `MemoryBuffer` guarantees), so the text is passed from a copy that has one, with the
/// length excluding it. A NUL inside the text is then skipped as `mlir-opt` skips it.
pub fn parse_module<'c>(context: &'c Context, text: &str) -> Option<Module<'c>> {
    let mut terminated = Vec::with_capacity(text.len() + 1);
    terminated.extend_from_slice(text.as_bytes());
    terminated.push(0);
    let source = mlir_sys::MlirStringRef {
        data: terminated.as_ptr() as *const c_char,
        length: text.len(),
    };
    // SAFETY: `source` borrows `terminated`, which outlives the call and ends in a NUL one
    // byte past `length`; a null result (parse failure) becomes `None`.
    unsafe { Module::from_option_raw(mlir_sys::mlirModuleCreateParse(context.to_raw(), source)) }
}

/// Erases argument `index` of `block`; does nothing when there is no such argument or it
/// still has uses (the caller first removes the successor operands that fed it).
pub fn erase_unused_block_argument(block: &melior::ir::BlockRef, index: usize) {
    if index >= block.argument_count() {
        return;
    }
    // SAFETY: `block` is live and `index` is in range; the value handle is only read.
    let argument = unsafe { mlir_sys::mlirBlockGetArgument(block.to_raw(), index as isize) };
    // SAFETY: as above; only the first use is tested for null.
    if unsafe { !mlirOpOperandIsNull(mlirValueGetFirstUse(argument)) } {
        return;
    }
    // SAFETY: `block` is live and `index` names one of its arguments, which has no uses, so
    // no value handle in the IR refers to it after the erasure.
    unsafe { mlir_sys::mlirBlockEraseArgument(block.to_raw(), index as u32) }
}

/// How many uses `value` has, counting up to `limit` (melior offers no use list).
pub fn use_count(value: Value, limit: usize) -> usize {
    let mut count = 0;
    // SAFETY: `value` is a live value borrowed for the call; the use handles are only
    // walked while it lives and never outlive this function.
    unsafe {
        let mut operand = mlirValueGetFirstUse(value.to_raw());
        while !mlirOpOperandIsNull(operand) && count < limit {
            count += 1;
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    count
}

/// Parses `text` as an attribute in `op`'s context and sets it as `op`'s attribute or
/// inherent property `name` (`operandSegmentSizes`, `branch_weights`); false when `text` does
/// not parse. Callers inside patterns wrap it in the rewriter's modification calls.
pub fn set_attribute_from_text(op: &OperationRef, name: &str, text: &str) -> bool {
    // SAFETY: `op` is live for the call; the parsed attribute is uniqued in its context (or
    // null, which is tested) and the name and text are borrowed for the calls only.
    unsafe {
        let context = mlir_sys::mlirOperationGetContext(op.to_raw());
        let attribute =
            mlir_sys::mlirAttributeParseGet(context, melior::StringRef::new(text).to_raw());
        if attribute.ptr.is_null() {
            return false;
        }
        mlir_sys::mlirOperationSetAttributeByName(
            op.to_raw(),
            melior::StringRef::new(name).to_raw(),
            attribute,
        );
    }
    true
}

/// Whether `f` holds for every op using `value` (once per use), stopping at the first that
/// fails. melior offers no use list; without one a pass asking "who uses this?" scans the
/// whole function, which is quadratic when asked per op, and a value with many users is
/// walked only as far as the answer needs.
pub fn every_user(value: Value, mut f: impl FnMut(OperationRef) -> bool) -> bool {
    // SAFETY: `value` is live for the call; each use's owner is an op of the same IR, used
    // only inside this call.
    unsafe {
        let mut operand = mlirValueGetFirstUse(value.to_raw());
        while !mlirOpOperandIsNull(operand) {
            if !f(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(
                operand,
            ))) {
                return false;
            }
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    true
}

/// Makes block argument `argument` a pointer of address `space` (`!llvm.ptr<space>`); its
/// users must accept that type, and an entry argument's function type follows with
/// [`retype_function_inputs`].
pub fn set_pointer_space(argument: melior::ir::block::BlockArgument, space: u32) {
    // SAFETY: `argument` is live; the pointer type is uniqued in the argument's own context.
    unsafe {
        let raw = argument.to_raw();
        let context = mlir_sys::mlirTypeGetContext(mlir_sys::mlirValueGetType(raw));
        mlir_sys::mlirBlockArgumentSetType(raw, mlir_sys::mlirLLVMPointerTypeGet(context, space));
    }
}

/// Sets the input types of `llvm.func` `op`'s `function_type` to the types its entry block's
/// arguments have now, keeping its result type; false when `op` has no LLVM function type or
/// no body. For a pass that has just retyped a parameter (melior offers no LLVM function
/// type builder).
pub fn retype_function_inputs(op: &OperationRef) -> bool {
    use melior::ir::{RegionLike, TypeLike};
    let Some(entry) = op.region(0).ok().and_then(|r| r.first_block()) else {
        return false;
    };
    let Ok(attribute) = op.attribute("function_type") else {
        return false;
    };
    let Ok(old) = melior::ir::attribute::TypeAttribute::try_from(attribute) else {
        return false;
    };
    if !old.value().to_string().starts_with("!llvm.func<") {
        return false;
    }
    let inputs: Vec<mlir_sys::MlirType> = (0..entry.argument_count())
        .filter_map(|i| entry.argument(i).ok())
        .map(|a| a.r#type().to_raw())
        .collect();
    // SAFETY: `op` and its function type are live; the new type is uniqued in the same
    // context, and the inputs slice outlives the call that copies it.
    unsafe {
        let old = old.value().to_raw();
        let result = mlir_sys::mlirLLVMFunctionTypeGetReturnType(old);
        let new = mlir_sys::mlirLLVMFunctionTypeGet(
            result,
            inputs.len() as isize,
            inputs.as_ptr(),
            false,
        );
        mlir_sys::mlirOperationSetAttributeByName(
            op.to_raw(),
            melior::StringRef::new("function_type").to_raw(),
            mlir_sys::mlirTypeAttrGet(new),
        );
    }
    true
}

/// Whether `f` holds for every use of `value`, given as the using op and the operand index
/// the value sits at, stopping at the first that fails. For analyses that ask what an op does
/// with a value and not just whether it uses it (a store's address against its stored value).
pub fn every_use<'c: 'a, 'a>(
    value: Value<'c, 'a>,
    mut f: impl FnMut(OperationRef<'c, 'a>, usize) -> bool,
) -> bool {
    // SAFETY: as in `every_user`; the operand number is read from a live use.
    unsafe {
        let mut operand = mlirValueGetFirstUse(value.to_raw());
        while !mlirOpOperandIsNull(operand) {
            let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand));
            let index = mlir_sys::mlirOpOperandGetOperandNumber(operand) as usize;
            if !f(owner, index) {
                return false;
            }
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    true
}

/// The first user of `value` (in use-list order) for which `wanted` holds.
pub fn find_user<'c, 'a>(
    value: Value<'c, 'a>,
    mut wanted: impl FnMut(&OperationRef) -> bool,
) -> Option<OperationRef<'c, 'a>> {
    let mut found = None;
    every_user(value, |user| {
        if wanted(&user) {
            found = Some(user.to_raw());
        }
        found.is_none()
    });
    // SAFETY: the op was just found among the live users of `value`, which lives for 'a.
    found.map(|raw| unsafe { OperationRef::from_raw(raw) })
}

/// The name location `loc("name"(child))`, built directly: going through text would re-create
/// any distinct attribute in `child` (a debug-info `DISubprogram`), and the exported function
/// would then point at a subprogram other than its own.
pub fn name_location<'c>(name: &str, child: Location<'c>) -> Location<'c> {
    let name = mlir_sys::MlirStringRef {
        data: name.as_ptr() as *const c_char,
        length: name.len(),
    };
    // SAFETY: `child` is a live location of its context; the string is copied (uniqued) by
    // MLIR during the call; the result is a location of the same context, living as long.
    unsafe {
        let context = mlir_sys::mlirLocationGetContext(child.to_raw());
        Location::from_raw(mlir_sys::mlirLocationNameGet(context, name, child.to_raw()))
    }
}

/// Removes attribute or inherent property `name` from `op`; false when it had none.
/// Callers inside patterns wrap it in the rewriter's modification calls.
pub fn remove_attribute(op: &OperationRef, name: &str) -> bool {
    // SAFETY: `op` is live for the call and the name is borrowed for the call only.
    unsafe {
        mlir_sys::mlirOperationRemoveAttributeByName(
            op.to_raw(),
            melior::StringRef::new(name).to_raw(),
        )
    }
}
