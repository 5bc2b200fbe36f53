//! Embedding Kestrel: build a kernel with melior's builders, run `-O3`, print PTX.
//!
//! The kernel is what a GPU DSL front end might produce for a tiled stencil: each thread sums
//! `TAPS` strided loads from global memory, stores the sum into a shared-memory tile, waits at
//! a CTA barrier, and writes the sum of its own and its right neighbour's tile slot:
//!
//! ```text
//! tile[tid] = sum(k < TAPS) in[block * TILE + tid + k * stride]
//! __syncthreads()
//! out[block * TILE + tid] = tile[tid] + tile[(tid + 1) % TILE]
//! ```
//!
//! Run it with `cargo run -p kestrel-pipelines --example tiled_kernel [sm_XX]`. The pipelines
//! crate's tests call [`compile`] and assemble its PTX with `ptxas`.

use kestrel_pipelines::{
    Compiler, Report,
    embed::{self, Emit},
};
use melior::{
    Context,
    dialect::llvm::{self, LoadStoreOptions},
    ir::{
        Attribute, AttributeLike, Block, BlockLike, Identifier, Location, Module, Operation,
        Region, RegionLike, Type, Value, ValueLike,
        attribute::{FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike, OperationMutLike},
        r#type::IntegerType,
    },
};

/// Threads per block, and the shared tile's length.
pub const TILE: i64 = 256;
/// Strided loads per thread.
pub const TAPS: i64 = 4;

/// Builds the module: a shared `@tile` and the kernel `@tiled_stencil(in, out, stride)`.
pub fn build(context: &Context) -> Module<'_> {
    let at = |line| Location::new(context, "tiled_kernel.dsl", line, 1);
    let mut module = Module::new(at(1));
    module.as_operation_mut().set_attribute(
        "llvm.target_triple",
        StringAttribute::new(context, "nvptx64-nvidia-cuda").into(),
    );
    let i32_type: Type = IntegerType::new(context, 32).into();
    let i64_type: Type = IntegerType::new(context, 64).into();
    let f32_type = Type::float32(context);
    let global_ptr = llvm::r#type::pointer(context, 1);
    let shared_ptr = llvm::r#type::pointer(context, 3);
    let tile_type = llvm::r#type::array(f32_type, TILE as u32);

    // llvm.mlir.global internal @tile() {addr_space = 3} : !llvm.array<TILE x f32>,
    // initialised with undef as clang does for `__shared__` arrays.
    let init = Block::new(&[]);
    let undef = init.append_operation(llvm::undef(tile_type, at(2)));
    init.append_operation(llvm::r#return(Some(result(&undef)), at(2)));
    let initializer = Region::new();
    initializer.append_block(init);
    module.body().append_operation(
        OperationBuilder::new("llvm.mlir.global", at(2))
            .add_attributes(&[
                named(
                    context,
                    "sym_name",
                    StringAttribute::new(context, "tile").into(),
                ),
                named(context, "global_type", TypeAttribute::new(tile_type).into()),
                named(
                    context,
                    "linkage",
                    parse(context, "#llvm.linkage<internal>"),
                ),
                named(context, "addr_space", integer(i32_type, 3)),
                named(context, "alignment", integer(i64_type, 4)),
            ])
            .add_regions([initializer])
            .build()
            .expect("valid llvm.mlir.global"),
    );

    // The blocks are filled first and moved into the function's region at the end, since
    // branches name their successors as blocks.
    let entry = Block::new(&[(global_ptr, at(3)), (global_ptr, at(3)), (i32_type, at(3))]);
    let looped = Block::new(&[(i32_type, at(6)), (f32_type, at(6))]);
    let done = Block::new(&[(f32_type, at(9))]);
    let (input, output, stride) = (arg(&entry, 0), arg(&entry, 1), arg(&entry, 2));

    // entry: base = ctaid.x * TILE + tid.x; branch into the loop with k = 0, acc = 0.
    let sreg = |name: &str| {
        OperationBuilder::new(&format!("nvvm.read.ptx.sreg.{name}"), at(4))
            .add_results(&[i32_type])
            .build()
            .expect("valid special register read")
    };
    let tid = result(&entry.append_operation(sreg("tid.x")));
    let block_id = result(&entry.append_operation(sreg("ctaid.x")));
    let tile_len = constant(context, &entry, integer(i32_type, TILE), at(4));
    let first = result(&entry.append_operation(llvm::mul(block_id, tile_len, at(4))));
    let base = result(&entry.append_operation(llvm::add(first, tid, at(4))));
    let zero = constant(context, &entry, integer(i32_type, 0), at(5));
    let zero_f = constant(context, &entry, parse(context, "0.0 : f32"), at(5));
    entry.append_operation(
        OperationBuilder::new("llvm.br", at(5))
            .add_operands(&[zero, zero_f])
            .add_successors(&[&looped])
            .build()
            .expect("valid llvm.br"),
    );

    // loop(k, acc): acc += in[base + k * stride]; k += 1; continue while k < TAPS.
    let (k, acc) = (arg(&looped, 0), arg(&looped, 1));
    let step = result(&looped.append_operation(llvm::mul(k, stride, at(7))));
    let index = result(&looped.append_operation(llvm::add(base, step, at(7))));
    let value = load(context, &looped, input, index, f32_type, at(7));
    let sum = result(&looped.append_operation(binary("llvm.fadd", acc, value, at(7))));
    let one = constant(context, &looped, integer(i32_type, 1), at(8));
    let next = result(&looped.append_operation(llvm::add(k, one, at(8))));
    let taps = constant(context, &looped, integer(i32_type, TAPS), at(8));
    let more = result(
        &looped.append_operation(
            OperationBuilder::new("llvm.icmp", at(8))
                // ICmpPredicate::slt
                .add_attributes(&[named(context, "predicate", parse(context, "2 : i64"))])
                .add_operands(&[next, taps])
                .add_results(&[IntegerType::new(context, 1).into()])
                .build()
                .expect("valid llvm.icmp slt"),
        ),
    );
    looped.append_operation(
        OperationBuilder::new("llvm.cond_br", at(8))
            .add_operands(&[more, next, sum, sum])
            .add_attributes(&[named(
                context,
                "operandSegmentSizes",
                parse(context, "array<i32: 1, 2, 1>"),
            )])
            .add_successors(&[&looped, &done])
            .build()
            .expect("valid llvm.cond_br"),
    );

    // done(total): tile[tid] = total; barrier; out[base] = tile[tid] + tile[(tid + 1) % TILE].
    let total = arg(&done, 0);
    let tile = result(
        &done.append_operation(
            OperationBuilder::new("llvm.mlir.addressof", at(10))
                .add_attributes(&[named(
                    context,
                    "global_name",
                    FlatSymbolRefAttribute::new(context, "tile").into(),
                )])
                .add_results(&[shared_ptr])
                .build()
                .expect("valid llvm.mlir.addressof"),
        ),
    );
    store(context, &done, total, tile, tid, at(10));
    let barrier_operand = constant(context, &done, integer(i32_type, 0), at(11));
    // `__syncthreads()` as clang spells it. melior's `llvm::call_intrinsic` predates the
    // operand segments LLVM 22's op has; kestrel-dialects' builder sets them.
    done.append_operation(
        kestrel_dialects::nvvm::call_intrinsic(
            context,
            "llvm.nvvm.barrier.cta.sync.aligned.all",
            &[barrier_operand],
            &[],
            at(11),
        )
        .expect("valid llvm.call_intrinsic"),
    );
    let one = constant(context, &done, integer(i32_type, 1), at(12));
    let right = result(&done.append_operation(llvm::add(tid, one, at(12))));
    let mask = constant(context, &done, integer(i32_type, TILE - 1), at(12));
    let neighbour = result(&done.append_operation(llvm::and(right, mask, at(12))));
    let mine = load(context, &done, tile, tid, f32_type, at(12));
    let theirs = load(context, &done, tile, neighbour, f32_type, at(12));
    let pair = result(&done.append_operation(binary("llvm.fadd", mine, theirs, at(12))));
    store(context, &done, pair, output, base, at(13));
    done.append_operation(llvm::r#return(None, at(14)));

    let region = Region::new();
    region.append_block(entry);
    region.append_block(looped);
    region.append_block(done);
    let signature = llvm::r#type::function(
        llvm::r#type::void(context),
        &[global_ptr, global_ptr, i32_type],
        false,
    );
    module.body().append_operation(llvm::func(
        context,
        StringAttribute::new(context, "tiled_stencil"),
        TypeAttribute::new(signature),
        region,
        &[
            named(
                context,
                "CConv",
                parse(context, "#llvm.cconv<ptx_kernelcc>"),
            ),
            named(context, "nvvm.kernel", Attribute::unit(context)),
        ],
        at(3),
    ));
    module
}

/// Builds the kernel, runs `-O3` and returns its PTX for `cpu` with the run's report.
pub fn compile(cpu: &str) -> Result<(String, Report), Box<dyn std::error::Error>> {
    let context = embed::context();
    let mut module = build(&context);
    assert!(module.as_operation().verify(), "the built module verifies");
    let report = Compiler::preset("O3")?.run(&context, &mut module)?;
    let ptx = embed::emit(&module, &Emit::ptx(cpu))?;
    Ok((ptx, report))
}

#[cfg_attr(test, allow(dead_code))]
pub fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cpu = std::env::args()
        .nth(1)
        .unwrap_or_else(|| embed::DEFAULT_CPU.to_string());
    let (ptx, report) = compile(&cpu)?;
    eprintln!("{}", report.pipeline);
    for (pass, stats) in report.passes() {
        let rewrites: u64 = stats.rewrites.values().sum();
        eprintln!("{pass}: {} run(s), {rewrites} rewrite(s)", stats.runs);
    }
    for diag in &report.diagnostics {
        eprintln!("{diag}");
    }
    print!("{ptx}");
    Ok(())
}

fn named<'c>(
    context: &'c Context,
    name: &str,
    value: Attribute<'c>,
) -> (Identifier<'c>, Attribute<'c>) {
    (Identifier::new(context, name), value)
}

fn parse<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    Attribute::parse(context, text).unwrap_or_else(|| panic!("valid attribute {text}"))
}

fn integer(r#type: Type<'_>, value: i64) -> Attribute<'_> {
    IntegerAttribute::new(r#type, value).into()
}

fn result<'c, 'a>(op: &melior::ir::OperationRef<'c, 'a>) -> Value<'c, 'a> {
    op.result(0).expect("one result").into()
}

fn arg<'c, 'a>(block: &'a Block<'c>, index: usize) -> Value<'c, 'a> {
    block.argument(index).expect("block argument").into()
}

/// `llvm.mlir.constant` of `value`'s type, appended to `block`.
fn constant<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    value: Attribute<'c>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let r#type = value.r#type();
    result(
        &block.append_operation(
            OperationBuilder::new("llvm.mlir.constant", location)
                .add_attributes(&[named(context, "value", value)])
                .add_results(&[r#type])
                .build()
                .expect("valid llvm.mlir.constant"),
        ),
    )
}

/// `lhs <name> rhs` with `lhs`'s type: `llvm.fadd`, ...
fn binary<'c>(
    name: &str,
    lhs: Value<'c, '_>,
    rhs: Value<'c, '_>,
    location: Location<'c>,
) -> Operation<'c> {
    OperationBuilder::new(name, location)
        .add_operands(&[lhs, rhs])
        .add_results(&[lhs.r#type()])
        .build()
        .expect("valid binary op")
}

/// `&base[sext(index)]` as a `getelementptr inbounds` over `element`s.
fn address<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    base: Value<'c, 'a>,
    index: Value<'c, 'a>,
    element: Type<'c>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let wide = result(
        &block.append_operation(
            OperationBuilder::new("llvm.sext", location)
                .add_operands(&[index])
                .add_results(&[IntegerType::new(context, 64).into()])
                .build()
                .expect("valid llvm.sext"),
        ),
    );
    let gep =
        llvm::get_element_ptr_dynamic(context, base, &[wide], element, base.r#type(), location);
    result(&block.append_operation(gep))
}

/// Loads an `element` from `&base[index]`.
fn load<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    base: Value<'c, 'a>,
    index: Value<'c, 'a>,
    element: Type<'c>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let pointer = address(context, block, base, index, element, location);
    result(&block.append_operation(llvm::load(
        context,
        pointer,
        element,
        location,
        aligned(context),
    )))
}

/// Stores `value` to `&base[index]`.
fn store<'c, 'a>(
    context: &'c Context,
    block: &'a Block<'c>,
    value: Value<'c, 'a>,
    base: Value<'c, 'a>,
    index: Value<'c, 'a>,
    location: Location<'c>,
) {
    let pointer = address(context, block, base, index, value.r#type(), location);
    block.append_operation(llvm::store(
        context,
        value,
        pointer,
        location,
        aligned(context),
    ));
}

fn aligned(context: &Context) -> LoadStoreOptions<'_> {
    LoadStoreOptions::new().align(Some(IntegerAttribute::new(
        IntegerType::new(context, 64).into(),
        4,
    )))
}
