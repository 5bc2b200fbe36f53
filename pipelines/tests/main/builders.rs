//! Kernels built with `kestrel_dialects::build` meet the passes as parsed kernels do: the
//! overflow flags a front end sets are the ops' properties, so the address passes that need
//! them fire.

use kestrel_dialects::build::{
    Builder, Dim, Function, GepFlags, IntPredicate, OverflowFlags, Param,
};
use kestrel_pipelines::{Compiler, embed};
use melior::{
    Context,
    dialect::llvm,
    ir::{Block, BlockLike, Location, Module, Type, r#type::IntegerType},
};

/// `out[i] = in[i-1] + in[i] + in[i+1]` with `i = ctaid.x * ntid.x + tid.x`, the index
/// arithmetic in `i32` with `flags`, each index sign-extended to address `f32`s.
fn three_point_stencil(context: &Context, flags: OverflowFlags) -> Module<'_> {
    let location = Location::new(context, "stencil.dsl", 1, 1);
    let i64_type: Type = IntegerType::new(context, 64).into();
    let f32_type = Type::float32(context);
    let global = llvm::r#type::pointer(context, 1);
    let kernel = Function::kernel(
        "stencil",
        &[Param::new(global).noalias(), Param::new(global).noalias()],
    );
    let entry = kernel.entry_block(location);
    let b = Builder::new(context, &entry, location);
    let (out, input) = (b.argument(0), b.argument(1));
    let block_start = b.mul(b.ctaid(Dim::X), b.ntid(Dim::X), flags);
    let i = b.add(block_start, b.tid(Dim::X), flags);
    let mut sum = b.f32(0.0);
    for offset in [-1, 0, 1] {
        let j = b.add(i, b.i32(offset), flags);
        let address = b.element(input, b.sext(j, i64_type), f32_type, GepFlags::INBOUNDS);
        sum = b.fadd(sum, b.load(address, f32_type, 4));
    }
    let address = b.element(out, b.sext(i, i64_type), f32_type, GepFlags::INBOUNDS);
    b.store(sum, address, 4);
    b.ret(None);
    let module = Module::new(location);
    module
        .body()
        .append_operation(kernel.build(context, vec![entry], location));
    module
}

/// A loop unrolled by four, as a DSL emits `for i in (0..n).step_by(4)`:
/// `sum += in[tid + i + u]` for `u` in 0..4, the index arithmetic in `i32` with `flags`.
fn unrolled_sum(context: &Context, flags: OverflowFlags) -> Module<'_> {
    let location = Location::new(context, "sum.dsl", 1, 1);
    let i32_type: Type = IntegerType::new(context, 32).into();
    let i64_type: Type = IntegerType::new(context, 64).into();
    let f32_type = Type::float32(context);
    let global = llvm::r#type::pointer(context, 1);
    let kernel = Function::kernel(
        "unrolled_sum",
        &[
            Param::new(global).noalias(),
            Param::new(global).noalias(),
            Param::new(i32_type),
        ],
    );
    let entry = kernel.entry_block(location);
    let body = Block::new(&[(i32_type, location), (f32_type, location)]);
    let exit = Block::new(&[(f32_type, location)]);
    let b = Builder::new(context, &entry, location);
    let (out, input, n) = (b.argument(0), b.argument(1), b.argument(2));
    let tid = b.tid(Dim::X);
    // The step is made before the loop: base-addr-strength-reduce takes a block argument
    // for an induction variable only when its step is defined outside the loop (with the
    // constant in the body it says "the base depends on a value computed in the loop").
    let step = b.i32(4);
    b.br(&body, &[b.i32(0), b.f32(0.0)]);

    let b = Builder::new(context, &body, location);
    let (i, mut sum) = (b.argument(0), b.argument(1));
    for u in 0..4 {
        let j = b.add(tid, b.add(i, b.i32(u), flags), flags);
        let address = b.element(input, b.sext(j, i64_type), f32_type, GepFlags::INBOUNDS);
        sum = b.fadd(sum, b.load(address, f32_type, 4));
    }
    let next = b.add(i, step, flags);
    let more = b.icmp(IntPredicate::Slt, next, n);
    b.cond_br(more, (&body, &[next, sum]), (&exit, &[sum]));

    let b = Builder::new(context, &exit, location);
    let address = b.element(out, b.sext(tid, i64_type), f32_type, GepFlags::INBOUNDS);
    b.store(b.argument(0), address, 4);
    b.ret(None);
    let module = Module::new(location);
    module
        .body()
        .append_operation(kernel.build(context, vec![entry, body, exit], location));
    module
}

/// Rewrites `pass` makes on the kernel `build` makes with `flags`, in `compiler`'s run.
fn rewrites(
    compiler: &Compiler,
    build: for<'c> fn(&'c Context, OverflowFlags) -> Module<'c>,
    flags: OverflowFlags,
    pass: &str,
) -> u64 {
    let context = embed::context();
    let mut module = build(&context, flags);
    let report = compiler.run(&context, &mut module).unwrap();
    report.passes()[pass].rewrites.values().sum()
}

fn common_base_rewrites(flags: OverflowFlags) -> u64 {
    let o3 = Compiler::preset("O3").unwrap();
    rewrites(&o3, three_point_stencil, flags, "common-base-elim")
}

/// base-addr-strength-reduce alone (under `-O3` common-base-elim, which runs first, already
/// gives the loop's four loads one base).
fn strength_reduce_rewrites(flags: OverflowFlags) -> u64 {
    let pass = "base-addr-strength-reduce";
    rewrites(
        &Compiler::pipeline(pass).unwrap(),
        unrolled_sum,
        flags,
        pass,
    )
}

/// `sext(i + k)` is `sext(i) + k` only when `i + k` cannot wrap: with `nsw` the three loads
/// share one base (one rewrite: `in[i-1]` becomes the anchor, the others `+4` and `+8`
/// bytes from it); without it common-base-elim must leave them alone.
#[test]
fn nsw_index_arithmetic_lets_common_base_elim_share_a_base() {
    assert_eq!(common_base_rewrites(OverflowFlags::NSW), 1);
}

#[test]
fn index_arithmetic_without_nsw_should_not_apply() {
    assert_eq!(common_base_rewrites(OverflowFlags::NONE), 0);
}

/// With `nsw`, `sext(tid + (i + u))` is `sext(tid + i) + u`: the four loads of an iteration
/// share one anchor that base-addr-strength-reduce carries around the loop.
#[test]
fn nsw_index_arithmetic_lets_base_addr_strength_reduce_carry_an_anchor() {
    assert!(strength_reduce_rewrites(OverflowFlags::NSW) >= 1);
}

#[test]
fn loop_index_arithmetic_without_nsw_should_not_apply() {
    assert_eq!(strength_reduce_rewrites(OverflowFlags::NONE), 0);
}
