//! Builders for the NVVM and LLVM-dialect sync ops the passes create.
//!
//! melior has no NVVM wrappers, so these go through the generic `OperationBuilder`; the op is
//! verified when it is built.

use melior::{
    Context,
    ir::{
        Identifier, Location, Operation, Type, Value, attribute::StringAttribute,
        operation::OperationBuilder, r#type::IntegerType,
    },
};

/// `nvvm.barrier0`: a CTA-wide barrier (`__syncthreads`).
pub fn barrier0<'c>(location: Location<'c>) -> Operation<'c> {
    OperationBuilder::new("nvvm.barrier0", location)
        .build()
        .expect("nvvm.barrier0 has no operands or attributes to get wrong")
}

/// `nvvm.read.ptx.sreg.<register> : i32`, e.g. `register = "tid.x"`.
pub fn read_special_register<'c>(
    context: &'c Context,
    register: &str,
    location: Location<'c>,
) -> Result<Operation<'c>, melior::Error> {
    OperationBuilder::new(&format!("nvvm.read.ptx.sreg.{register}"), location)
        .add_results(&[IntegerType::new(context, 32).into()])
        .build()
}

/// `llvm.call_intrinsic "<name>"(args) : (...) -> results`, the spelling LLVM IR import uses.
pub fn call_intrinsic<'c>(
    context: &'c Context,
    intrinsic: &str,
    arguments: &[Value<'c, '_>],
    results: &[Type<'c>],
    location: Location<'c>,
) -> Result<Operation<'c>, melior::Error> {
    OperationBuilder::new("llvm.call_intrinsic", location)
        .add_operands(arguments)
        .add_results(results)
        .add_attributes(&[(
            Identifier::new(context, "intrin"),
            StringAttribute::new(context, intrinsic).into(),
        )])
        .add_attributes(&[(
            Identifier::new(context, "operandSegmentSizes"),
            melior::ir::attribute::DenseI32ArrayAttribute::new(
                context,
                &[arguments.len() as i32, 0],
            )
            .into(),
        )])
        .add_attributes(&[(
            Identifier::new(context, "op_bundle_sizes"),
            melior::ir::attribute::DenseI32ArrayAttribute::new(context, &[]).into(),
        )])
        .build()
}
