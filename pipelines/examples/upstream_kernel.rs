//! A DSL that emits MLIR's upstream dialects: build a kernel in `gpu`, `memref`, `scf` and
//! `arith` with melior, lower it with MLIR's own passes and optimise it with Kestrel's `-O3`
//! in one pipeline text, and print PTX. One process, no subprocess.
//!
//! The kernel is a three-tap box filter, each thread summing a window of its input in an
//! `scf.for` loop under an `scf.if` bounds check:
//!
//! ```text
//! i = block_id.x * block_dim.x + thread_id.x
//! if i < N - 2 { y[i] = x[i] + x[i + 1] + x[i + 2] }
//! ```
//!
//! `cargo run -p kestrel-pipelines --example upstream_kernel [sm_XX]`. The pipelines crate's
//! tests call [`compile`] and assemble its PTX with `ptxas`.

use kestrel_pipelines::{
    Compiler, Report,
    embed::{self, Emit},
};
use melior::{
    Context,
    dialect::{arith, memref, scf},
    ir::{
        Attribute, Block, BlockLike, Identifier, Location, Module, Operation, Region, RegionLike,
        Type, Value,
        attribute::{FloatAttribute, IntegerAttribute, StringAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike, OperationMutLike},
        r#type::{FunctionType, MemRefType},
    },
};

/// Elements of the input and output buffers.
pub const N: i64 = 4096;
/// Taps of the filter.
pub const TAPS: i64 = 3;

/// MLIR's GPU lowering (what `gpu-lower-to-nvvm-pipeline` runs on device code), then
/// Kestrel's `-O3` on the `llvm.func`s the lowering made.
pub fn pipeline(chip: &str) -> String {
    format!(
        "builtin.module(nvvm-attach-target{{chip={chip}}},\
         gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,reconcile-unrealized-casts),\
         kestrel-O3)"
    )
}

/// The module: `gpu.module @kernels { gpu.func @box_filter(x, y) kernel }`.
pub fn build(context: &Context) -> Module<'_> {
    let at = |line| Location::new(context, "box_filter.dsl", line, 1);
    let mut module = Module::new(at(1));
    let container = gpu_module(context, "kernels", at(1));
    let body = container
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .expect("gpu.module has a body");
    body.append_operation(box_filter(context, &at));
    module.body().append_operation(container);
    // `gpu.container_module` lets host code launch the kernels by symbol.
    module
        .as_operation_mut()
        .set_attribute("gpu.container_module", Attribute::unit(context));
    module
}

fn gpu_module<'c>(context: &'c Context, name: &str, location: Location<'c>) -> Operation<'c> {
    let region = Region::new();
    region.append_block(Block::new(&[]));
    OperationBuilder::new("gpu.module", location)
        .add_attributes(&[(
            Identifier::new(context, "sym_name"),
            StringAttribute::new(context, name).into(),
        )])
        .add_regions([region])
        .build()
        .expect("valid gpu.module")
}

/// `gpu.func @box_filter(%x: memref<Nxf32>, %y: memref<Nxf32>) kernel`.
fn box_filter<'c>(context: &'c Context, at: &dyn Fn(usize) -> Location<'c>) -> Operation<'c> {
    let buffer: Type = MemRefType::new(Type::float32(context), &[N], None, None).into();
    let entry = Block::new(&[(buffer, at(2)), (buffer, at(2))]);
    let x: Value = entry.argument(0).unwrap().into();
    let y: Value = entry.argument(1).unwrap().into();
    let index = Type::index(context);
    let constant = |block: &Block<'c>, value: i64, line| -> Value<'c, '_> {
        let op = block.append_operation(arith::constant(
            context,
            IntegerAttribute::new(index, value).into(),
            at(line),
        ));
        op.result(0).unwrap().into()
    };
    let thread = gpu_dimension(context, &entry, "gpu.thread_id", at(3));
    let block = gpu_dimension(context, &entry, "gpu.block_id", at(3));
    let width = gpu_dimension(context, &entry, "gpu.block_dim", at(3));
    let base = result(&entry, arith::muli(block, width, at(3)));
    let i = result(&entry, arith::addi(base, thread, at(3)));
    let last = constant(&entry, N - TAPS + 1, 4);
    let in_bounds = result(
        &entry,
        arith::cmpi(context, arith::CmpiPredicate::Ult, i, last, at(4)),
    );
    let then = Region::new();
    let inside = then.append_block(Block::new(&[]));
    let sum = window_sum(context, &inside, x, i, at);
    inside.append_operation(memref::store(sum, y, &[i], at(6)));
    inside.append_operation(scf::r#yield(&[], at(6)));
    let otherwise = Region::new();
    otherwise
        .append_block(Block::new(&[]))
        .append_operation(scf::r#yield(&[], at(6)));
    entry.append_operation(scf::r#if(in_bounds, &[], then, otherwise, at(4)));
    entry.append_operation(
        OperationBuilder::new("gpu.return", at(7))
            .build()
            .expect("valid gpu.return"),
    );
    let region = Region::new();
    region.append_block(entry);
    let signature = FunctionType::new(context, &[buffer, buffer], &[]);
    OperationBuilder::new("gpu.func", at(2))
        .add_attributes(&[
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, "box_filter").into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(signature.into()).into(),
            ),
            (
                Identifier::new(context, "gpu.kernel"),
                Attribute::unit(context),
            ),
        ])
        .add_regions([region])
        .build()
        .expect("valid gpu.func")
}

/// `x[i] + x[i + 1] + ... + x[i + TAPS - 1]` as an `scf.for` with the sum carried.
fn window_sum<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    x: Value<'c, 'a>,
    i: Value<'c, 'a>,
    at: &dyn Fn(usize) -> Location<'c>,
) -> Value<'c, 'a> {
    let index = Type::index(context);
    let f32 = Type::float32(context);
    let lower = index_constant(context, block, 0, at(5));
    let upper = index_constant(context, block, TAPS, at(5));
    let step = index_constant(context, block, 1, at(5));
    let zero = result(
        block,
        arith::constant(
            context,
            FloatAttribute::new(context, f32, 0.0).into(),
            at(5),
        ),
    );
    let body = Region::new();
    let loop_block = body.append_block(Block::new(&[(index, at(5)), (f32, at(5))]));
    let (k, acc) = (
        loop_block.argument(0).unwrap().into(),
        loop_block.argument(1).unwrap().into(),
    );
    let j = result(&loop_block, arith::addi(i, k, at(5)));
    let value = result(&loop_block, memref::load(x, &[j], at(5)));
    let next = result(&loop_block, arith::addf(acc, value, at(5)));
    loop_block.append_operation(scf::r#yield(&[next], at(5)));
    // melior's `scf::for` carries no value; this loop carries the sum.
    let for_op = OperationBuilder::new("scf.for", at(5))
        .add_operands(&[lower, upper, step, zero])
        .add_results(&[f32])
        .add_regions([body])
        .build()
        .expect("valid scf.for");
    result(block, for_op)
}

fn index_constant<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    value: i64,
    location: Location<'c>,
) -> Value<'c, 'a> {
    result(
        block,
        arith::constant(
            context,
            IntegerAttribute::new(Type::index(context), value).into(),
            location,
        ),
    )
}

/// `gpu.thread_id x` and its kin.
fn gpu_dimension<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    name: &str,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let dimension = Attribute::parse(context, "#gpu<dim x>").expect("gpu dimension");
    result(
        block,
        OperationBuilder::new(name, location)
            .add_attributes(&[(Identifier::new(context, "dimension"), dimension)])
            .add_results(&[Type::index(context)])
            .build()
            .expect("valid gpu dimension op"),
    )
}

/// Appends `op` to `block` and returns its one result.
fn result<'c, 'a>(block: &'a Block<'c>, op: Operation<'c>) -> Value<'c, 'a> {
    block.append_operation(op).result(0).unwrap().into()
}

/// Builds the kernel, lowers and optimises it in one pipeline and returns its PTX for `chip`
/// with the run's report.
pub fn compile(chip: &str) -> Result<(String, Report), Box<dyn std::error::Error>> {
    let context = embed::context();
    // `embed::context` registers every upstream dialect but loads only those Kestrel works in;
    // melior's builders infer result types, which needs the dialect of the op loaded.
    for dialect in ["arith", "memref", "scf"] {
        context.get_or_load_dialect(dialect);
    }
    let mut module = build(&context);
    let report = Compiler::pipeline(&pipeline(chip))?.run(&context, &mut module)?;
    // The chip comes from the `#nvvm.target` the lowering attached.
    let ptx = embed::emit(&module, &Emit::Ptx(Default::default()))?;
    Ok((ptx, report))
}

#[cfg_attr(test, allow(dead_code))]
pub fn main() -> Result<(), Box<dyn std::error::Error>> {
    let chip = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "sm_80".to_string());
    let (ptx, report) = compile(&chip)?;
    eprintln!("pipeline: {}", report.pipeline);
    for (pass, stats) in report.passes() {
        eprintln!("  {pass}: {} run(s), {:?}", stats.runs, stats.rewrites);
    }
    print!("{ptx}");
    Ok(())
}
