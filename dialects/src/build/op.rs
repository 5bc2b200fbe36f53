//! Detached ops, one function per op: what [`super::Builder`] appends, for callers that place
//! ops themselves. Each returns a melior [`Operation`] that is not yet in a block.
//!
//! Flags are the ops' real properties (see [`crate::raw::adopt_properties`]), so an op built
//! here prints, verifies, exports and is matched by the passes exactly as the parsed op does.

use super::{FloatPredicate, GepFlags, IntPredicate, Register};
use crate::{
    intrinsics::{FenceOrdering, FenceScope, FenceSemantics},
    ops::{GepIndex, OverflowFlags},
};
use melior::{
    Context,
    ir::{
        Attribute, Block, Identifier, Location, Operation, Type, Value, ValueLike,
        attribute::{
            AttributeLike, DenseI32ArrayAttribute, FlatSymbolRefAttribute, FloatAttribute,
            IntegerAttribute, StringAttribute, TypeAttribute,
        },
        operation::OperationBuilder,
        r#type::IntegerType,
    },
};

/// `rawConstantIndices` marks a dynamic GEP index with `i32::MIN`.
const DYNAMIC_INDEX: i32 = i32::MIN;

/// `(name, value)` as an op attribute.
pub(super) fn named<'c>(
    context: &'c Context,
    name: &str,
    value: Attribute<'c>,
) -> (Identifier<'c>, Attribute<'c>) {
    (Identifier::new(context, name), value)
}

/// Parses attribute text this module generates itself (well-formed by construction).
pub(super) fn parsed<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    Attribute::parse(context, text)
        .unwrap_or_else(|| panic!("kestrel_dialects::build generated invalid attribute {text}"))
}

/// Builds `builder`, then files attributes that name properties as those properties.
fn finish<'c>(builder: OperationBuilder<'c>) -> Operation<'c> {
    let op = builder
        .build()
        .expect("an op with explicit result types always builds");
    crate::raw::adopt_properties(&op)
        .unwrap_or_else(|error| panic!("kestrel_dialects::build set an invalid property: {error}"));
    op
}

fn i32_attribute(context: &Context, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 32).into(), value).into()
}

fn i64_attribute(context: &Context, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), value).into()
}

/// `llvm.<name> %lhs, %rhs overflow<...> : T` for `add`, `sub`, `mul`, `shl`.
///
/// ```ignore
/// let sum = op::overflowing(context, "llvm.add", a, b, OverflowFlags::NSW, location);
/// ```
pub fn overflowing<'c>(
    context: &'c Context,
    name: &str,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    flags: OverflowFlags,
    location: Location<'c>,
) -> Operation<'c> {
    let builder = OperationBuilder::new(name, location)
        .add_operands(&[lhs, rhs])
        .add_results(&[lhs.r#type()]);
    finish(with_overflow_flags(context, builder, flags))
}

/// `builder` with `overflowFlags` set when `flags` has any (`finish` makes it the property).
fn with_overflow_flags<'c>(
    context: &'c Context,
    builder: OperationBuilder<'c>,
    flags: OverflowFlags,
) -> OperationBuilder<'c> {
    if flags == OverflowFlags::NONE {
        return builder;
    }
    builder.add_attributes(&[named(
        context,
        "overflowFlags",
        i32_attribute(context, flags.bits()),
    )])
}

/// `llvm.<name> [exact] %lhs, %rhs : T` for `udiv`, `sdiv`, `lshr`, `ashr`.
pub fn exact_binary<'c>(
    context: &'c Context,
    name: &str,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    exact: bool,
    location: Location<'c>,
) -> Operation<'c> {
    let mut builder = OperationBuilder::new(name, location)
        .add_operands(&[lhs, rhs])
        .add_results(&[lhs.r#type()]);
    if exact {
        builder = builder.add_attributes(&[named(context, "isExact", Attribute::unit(context))]);
    }
    finish(builder)
}

/// `llvm.<name> %lhs, %rhs : T`: any flagless binary op of `lhs`'s type (`llvm.and`,
/// `llvm.urem`, `llvm.fadd`, ...).
pub fn binary<'c>(
    name: &str,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new(name, location)
            .add_operands(&[lhs, rhs])
            .add_results(&[lhs.r#type()]),
    )
}

/// `llvm.icmp "<predicate>" %lhs, %rhs : T` (an `i1`).
pub fn icmp<'c>(
    context: &'c Context,
    predicate: IntPredicate,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    compare(context, "llvm.icmp", predicate as i64, lhs, rhs, location)
}

/// `llvm.fcmp "<predicate>" %lhs, %rhs : T` (an `i1`).
pub fn fcmp<'c>(
    context: &'c Context,
    predicate: FloatPredicate,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    compare(context, "llvm.fcmp", predicate as i64, lhs, rhs, location)
}

fn compare<'c>(
    context: &'c Context,
    name: &str,
    predicate: i64,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new(name, location)
            .add_attributes(&[named(
                context,
                "predicate",
                i64_attribute(context, predicate),
            )])
            .add_operands(&[lhs, rhs])
            .add_results(&[IntegerType::new(context, 1).into()]),
    )
}

/// `llvm.select %condition, %if_true, %if_false : i1, T`.
pub fn select<'c>(
    condition: Value<'c, '_>,
    if_true: Value<'c, '_>,
    if_false: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new("llvm.select", location)
            .add_operands(&[condition, if_true, if_false])
            .add_results(&[if_true.r#type()]),
    )
}

/// `llvm.mlir.constant(value : T) : T` for an integer type `T`.
pub fn integer_constant<'c>(
    context: &'c Context,
    r#type: Type<'c>,
    value: i64,
    location: Location<'c>,
) -> Operation<'c> {
    constant(
        context,
        IntegerAttribute::new(r#type, value).into(),
        location,
    )
}

/// `llvm.mlir.constant(value : T) : T` for a float type `T` (`f16`, `f32`, `f64`, ...).
pub fn float_constant<'c>(
    context: &'c Context,
    r#type: Type<'c>,
    value: f64,
    location: Location<'c>,
) -> Operation<'c> {
    constant(
        context,
        FloatAttribute::new(context, r#type, value).into(),
        location,
    )
}

/// `llvm.mlir.constant` of a typed attribute (a dense vector, ...).
pub fn constant<'c>(
    context: &'c Context,
    value: Attribute<'c>,
    location: Location<'c>,
) -> Operation<'c> {
    let r#type = value.r#type();
    finish(
        OperationBuilder::new("llvm.mlir.constant", location)
            .add_attributes(&[named(context, "value", value)])
            .add_results(&[r#type]),
    )
}

/// `llvm.<name> %value : S to T`: any cast without flags (`llvm.sext`, `llvm.bitcast`,
/// `llvm.addrspacecast`, `llvm.ptrtoint`, `llvm.sitofp`, `llvm.fptosi`, ...).
pub fn cast<'c>(
    name: &str,
    value: Value<'c, '_>,
    to: Type<'c>,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new(name, location)
            .add_operands(&[value])
            .add_results(&[to]),
    )
}

/// `llvm.zext [nneg] %value : S to T`.
pub fn zext<'c>(
    context: &'c Context,
    value: Value<'c, '_>,
    to: Type<'c>,
    non_negative: bool,
    location: Location<'c>,
) -> Operation<'c> {
    let mut builder = OperationBuilder::new("llvm.zext", location)
        .add_operands(&[value])
        .add_results(&[to]);
    if non_negative {
        builder = builder.add_attributes(&[named(context, "nonNeg", Attribute::unit(context))]);
    }
    finish(builder)
}

/// `llvm.trunc %value overflow<...> : S to T`.
pub fn trunc<'c>(
    context: &'c Context,
    value: Value<'c, '_>,
    to: Type<'c>,
    flags: OverflowFlags,
    location: Location<'c>,
) -> Operation<'c> {
    let builder = OperationBuilder::new("llvm.trunc", location)
        .add_operands(&[value])
        .add_results(&[to]);
    finish(with_overflow_flags(context, builder, flags))
}

/// `llvm.getelementptr <flags> %base[indices] : (...) -> ptr, element`: the address of
/// `base` stepped over `element`s by the indices, constant or dynamic, in order.
///
/// Panics on a constant index outside `i32` (or `i32::MIN`, the op's marker of a dynamic
/// index): pass such an index as a value.
///
/// ```ignore
/// let field = op::gep(context, base, &[GepIndex::Dynamic(i), GepIndex::Constant(2)], row, GepFlags::INBOUNDS, loc);
/// ```
pub fn gep<'c>(
    context: &'c Context,
    base: Value<'c, '_>,
    indices: &[GepIndex<'c, '_>],
    element: Type<'c>,
    flags: GepFlags,
    location: Location<'c>,
) -> Operation<'c> {
    let mut dynamic = vec![base];
    let mut raw = Vec::with_capacity(indices.len());
    for index in indices {
        match *index {
            GepIndex::Constant(value) => raw.push(
                i32::try_from(value)
                    .ok()
                    .filter(|&v| v != DYNAMIC_INDEX)
                    .expect("a constant GEP index fits in i32 (a wider one must be a value)"),
            ),
            GepIndex::Dynamic(value) => {
                raw.push(DYNAMIC_INDEX);
                dynamic.push(value);
            }
        }
    }
    let mut attributes = vec![
        named(
            context,
            "rawConstantIndices",
            DenseI32ArrayAttribute::new(context, &raw).into(),
        ),
        named(context, "elem_type", TypeAttribute::new(element).into()),
    ];
    if flags != GepFlags::NONE {
        attributes.push(named(
            context,
            "noWrapFlags",
            i32_attribute(context, flags.bits()),
        ));
    }
    finish(
        OperationBuilder::new("llvm.getelementptr", location)
            .add_operands(&dynamic)
            .add_attributes(&attributes)
            .add_results(&[base.r#type()]),
    )
}

/// `llvm.load [volatile] %address {alignment = N} : ptr -> T`.
pub fn load<'c>(
    context: &'c Context,
    address: Value<'c, '_>,
    r#type: Type<'c>,
    alignment: u64,
    volatile: bool,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new("llvm.load", location)
            .add_operands(&[address])
            .add_attributes(&access_attributes(context, alignment, volatile))
            .add_results(&[r#type]),
    )
}

/// `llvm.store [volatile] %value, %address {alignment = N} : T, ptr`.
pub fn store<'c>(
    context: &'c Context,
    value: Value<'c, '_>,
    address: Value<'c, '_>,
    alignment: u64,
    volatile: bool,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new("llvm.store", location)
            .add_operands(&[value, address])
            .add_attributes(&access_attributes(context, alignment, volatile)),
    )
}

/// `alignment` (0: none, the type's ABI alignment) and `volatile_`.
fn access_attributes(
    context: &Context,
    alignment: u64,
    volatile: bool,
) -> Vec<(Identifier<'_>, Attribute<'_>)> {
    let mut attributes = Vec::new();
    if alignment > 0 {
        let alignment = i64::try_from(alignment).expect("an alignment fits in i64");
        attributes.push(named(
            context,
            "alignment",
            i64_attribute(context, alignment),
        ));
    }
    if volatile {
        attributes.push(named(context, "volatile_", Attribute::unit(context)));
    }
    attributes
}

/// `llvm.br ^dest(arguments)`.
pub fn br<'c>(
    dest: &Block<'c>,
    arguments: &[Value<'c, '_>],
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new("llvm.br", location)
            .add_operands(arguments)
            .add_successors(&[dest]),
    )
}

/// `llvm.cond_br %condition, ^if_true(true_arguments), ^if_false(false_arguments)`.
pub fn cond_br<'c>(
    context: &'c Context,
    condition: Value<'c, '_>,
    (if_true, true_arguments): (&Block<'c>, &[Value<'c, '_>]),
    (if_false, false_arguments): (&Block<'c>, &[Value<'c, '_>]),
    location: Location<'c>,
) -> Operation<'c> {
    let segments = [
        1,
        i32::try_from(true_arguments.len()).expect("fewer than 2^31 branch arguments"),
        i32::try_from(false_arguments.len()).expect("fewer than 2^31 branch arguments"),
    ];
    finish(
        OperationBuilder::new("llvm.cond_br", location)
            .add_operands(&[condition])
            .add_operands(true_arguments)
            .add_operands(false_arguments)
            .add_attributes(&[named(
                context,
                "operandSegmentSizes",
                DenseI32ArrayAttribute::new(context, &segments).into(),
            )])
            .add_successors(&[if_true, if_false]),
    )
}

/// `llvm.return [%value]`.
pub fn ret<'c>(value: Option<Value<'c, '_>>, location: Location<'c>) -> Operation<'c> {
    let builder = OperationBuilder::new("llvm.return", location);
    finish(match value {
        Some(value) => builder.add_operands(&[value]),
        None => builder,
    })
}

/// `llvm.call @callee(arguments) : (...) -> result`, a direct call (no result for `void`).
pub fn call<'c>(
    context: &'c Context,
    callee: &str,
    arguments: &[Value<'c, '_>],
    result: Option<Type<'c>>,
    location: Location<'c>,
) -> Operation<'c> {
    let argument_count = i32::try_from(arguments.len()).expect("fewer than 2^31 arguments");
    let builder = OperationBuilder::new("llvm.call", location)
        .add_operands(arguments)
        .add_attributes(&[
            named(
                context,
                "callee",
                FlatSymbolRefAttribute::new(context, callee).into(),
            ),
            named(
                context,
                "operandSegmentSizes",
                DenseI32ArrayAttribute::new(context, &[argument_count, 0]).into(),
            ),
            named(
                context,
                "op_bundle_sizes",
                DenseI32ArrayAttribute::new(context, &[]).into(),
            ),
        ]);
    finish(match result {
        Some(r#type) => builder.add_results(&[r#type]),
        None => builder,
    })
}

/// `nvvm.read.ptx.sreg.<register> [range <i32, lower, upper>] : i32`; `range` is the
/// half-open interval of values the register may hold.
pub fn special_register<'c>(
    context: &'c Context,
    register: Register,
    range: Option<(i32, i32)>,
    location: Location<'c>,
) -> Operation<'c> {
    // The builder keeps a pointer to the name: it must outlive the builder.
    let name = format!("nvvm.read.ptx.sreg.{}", register.name());
    let mut builder =
        OperationBuilder::new(&name, location).add_results(&[IntegerType::new(context, 32).into()]);
    if let Some((lower, upper)) = range {
        builder = builder.add_attributes(&[named(
            context,
            "range",
            parsed(
                context,
                &format!("#llvm.constant_range<i32, {lower}, {upper}>"),
            ),
        )]);
    }
    finish(builder)
}

/// `nvvm.barrier0`: `__syncthreads()`, every thread of the block waits.
pub fn barrier<'c>(location: Location<'c>) -> Operation<'c> {
    crate::nvvm::barrier0(location)
}

/// `nvvm.memory.barrier #nvvm.mem_scope<scope>`: `membar.{cta,gl,sys}` (a sequentially
/// consistent fence; `__threadfence_block()`, `__threadfence()`, `__threadfence_system()`).
pub fn membar<'c>(
    context: &'c Context,
    scope: FenceScope,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new("nvvm.memory.barrier", location).add_attributes(&[named(
            context,
            "scope",
            parsed(
                context,
                &format!("#nvvm.mem_scope<{}>", mem_scope_keyword(scope)),
            ),
        )]),
    )
}

fn mem_scope_keyword(scope: FenceScope) -> &'static str {
    match scope {
        FenceScope::Cta => "cta",
        FenceScope::Cluster => "cluster",
        FenceScope::Gpu => "gpu",
        FenceScope::System => "sys",
    }
}

/// `llvm.fence [syncscope("...")] <ordering>`, with the syncscopes NVPTX knows (`block`,
/// `cluster`, `device`; none for the system).
pub fn fence<'c>(
    context: &'c Context,
    ordering: FenceOrdering,
    location: Location<'c>,
) -> Operation<'c> {
    // LLVM's AtomicOrdering numbering.
    let order = match ordering.semantics {
        FenceSemantics::Acquire => 4,
        FenceSemantics::Release => 5,
        FenceSemantics::AcqRel => 6,
        FenceSemantics::SeqCst => 7,
    };
    let mut attributes = vec![named(context, "ordering", i64_attribute(context, order))];
    let syncscope = match ordering.scope {
        FenceScope::Cta => Some("block"),
        FenceScope::Cluster => Some("cluster"),
        FenceScope::Gpu => Some("device"),
        FenceScope::System => None,
    };
    if let Some(syncscope) = syncscope {
        attributes.push(named(
            context,
            "syncscope",
            StringAttribute::new(context, syncscope).into(),
        ));
    }
    finish(OperationBuilder::new("llvm.fence", location).add_attributes(&attributes))
}

/// `llvm.mlir.addressof @global : !llvm.ptr<space>`.
pub fn address_of<'c>(
    context: &'c Context,
    global: &str,
    pointer: Type<'c>,
    location: Location<'c>,
) -> Operation<'c> {
    finish(
        OperationBuilder::new("llvm.mlir.addressof", location)
            .add_attributes(&[named(
                context,
                "global_name",
                FlatSymbolRefAttribute::new(context, global).into(),
            )])
            .add_results(&[pointer]),
    )
}
