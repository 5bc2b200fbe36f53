//! Kernels built with `kestrel_dialects::build` meet the passes as parsed kernels do: the
//! overflow flags a front end sets are the ops' properties, so the address passes that need
//! them fire.

use kestrel_dialects::build::{Builder, Dim, Function, GepFlags, OverflowFlags, Param};
use kestrel_pipelines::{Compiler, embed};
use melior::{
    Context,
    dialect::llvm,
    ir::{BlockLike, Location, Module, Type, r#type::IntegerType},
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

/// Rewrites `-O3`'s common-base-elim makes on the stencil built with `flags`.
fn common_base_rewrites(flags: OverflowFlags) -> u64 {
    let context = embed::context();
    let mut module = three_point_stencil(&context, flags);
    let report = Compiler::preset("O3")
        .unwrap()
        .run(&context, &mut module)
        .unwrap();
    report.passes()["common-base-elim"].rewrites.values().sum()
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
