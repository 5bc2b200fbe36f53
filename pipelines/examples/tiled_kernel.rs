//! Embedding Kestrel: build a kernel with `kestrel_dialects::build`, run `-O3`, print PTX.
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

use kestrel_dialects::AddressSpace;
use kestrel_dialects::build::{
    Builder, Dim, Function, GepFlags, IntPredicate, OverflowFlags, Param, symbol,
};
use kestrel_pipelines::{
    Compiler, Report,
    embed::{self, Emit},
};
use melior::{
    Context,
    dialect::llvm,
    ir::{
        Block, BlockLike, Location, Module, Type, Value,
        attribute::StringAttribute,
        operation::{OperationLike, OperationMutLike},
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
    let f32_type = Type::float32(context);
    let global_ptr = llvm::r#type::pointer(context, 1);
    let flat = OverflowFlags::NONE;

    // __shared__ float tile[TILE];
    module.body().append_operation(symbol::shared_array(
        context,
        "tile",
        f32_type,
        TILE as u32,
        4,
        at(2),
    ));
    let kernel = Function::kernel(
        "tiled_stencil",
        &[
            Param::new(global_ptr),
            Param::new(global_ptr),
            Param::new(i32_type),
        ],
    );
    // Branches name their successors as blocks: all three exist before any is filled.
    let entry = kernel.entry_block(at(3));
    let looped = Block::new(&[(i32_type, at(6)), (f32_type, at(6))]);
    let done = Block::new(&[(f32_type, at(9))]);

    // entry: base = ctaid.x * TILE + tid.x; branch into the loop with k = 0, acc = 0.
    let b = Builder::new(context, &entry, at(4));
    let (input, output, stride) = (b.argument(0), b.argument(1), b.argument(2));
    let tid = b.tid(Dim::X);
    let block_id = b.ctaid(Dim::X);
    let base = b.add(b.mul(block_id, b.i32(TILE as i32), flat), tid, flat);
    let b = b.at(at(5));
    b.br(&looped, &[b.i32(0), b.f32(0.0)]);

    // loop(k, acc): acc += in[base + k * stride]; k += 1; continue while k < TAPS.
    let b = Builder::new(context, &looped, at(7));
    let (k, acc) = (b.argument(0), b.argument(1));
    let index = b.add(base, b.mul(k, stride, flat), flat);
    let sum = b.fadd(acc, b.load(element(b, input, index, f32_type), f32_type, 4));
    let b = b.at(at(8));
    let next = b.add(k, b.i32(1), flat);
    let more = b.icmp(IntPredicate::Slt, next, b.i32(TAPS as i32));
    b.cond_br(more, (&looped, &[next, sum]), (&done, &[sum]));

    // done(total): tile[tid] = total; barrier; out[base] = tile[tid] + tile[(tid + 1) % TILE].
    let b = Builder::new(context, &done, at(10));
    let tile = b.address_of("tile", AddressSpace::Shared);
    b.store(b.argument(0), element(b, tile, tid, f32_type), 4);
    b.at(at(11)).barrier();
    let b = b.at(at(12));
    let neighbour = b.and(b.add(tid, b.i32(1), flat), b.i32(TILE as i32 - 1));
    let mine = b.load(element(b, tile, tid, f32_type), f32_type, 4);
    let theirs = b.load(element(b, tile, neighbour, f32_type), f32_type, 4);
    let pair = b.fadd(mine, theirs);
    let b = b.at(at(13));
    b.store(pair, element(b, output, base, f32_type), 4);
    b.at(at(14)).ret(None);

    module
        .body()
        .append_operation(kernel.build(context, vec![entry, looped, done], at(3)));
    module
}

/// `&base[sext(index)]` over `element`s, as the DSL indexes arrays with 32-bit integers.
fn element<'c, 'a>(
    b: Builder<'c, 'a>,
    base: Value<'c, '_>,
    index: Value<'c, '_>,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let wide = b.sext(index, IntegerType::new(b.context(), 64).into());
    b.element(base, wide, element, GepFlags::NONE)
}

/// Builds the kernel, runs `-O3` and returns its PTX for `cpu` (with `-O3`'s late half, as
/// `kestrel-opt --emit=ptx` makes it) with the run's report.
pub fn compile(cpu: &str) -> Result<(String, Report), Box<dyn std::error::Error>> {
    let context = embed::context();
    let mut module = build(&context);
    assert!(module.as_operation().verify(), "the built module verifies");
    let compiler = Compiler::preset("O3")?;
    let report = compiler.run(&context, &mut module)?;
    let ptx = compiler.emit(&context, &module, &Emit::ptx(cpu))?;
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
