//! Memory effects by address space.

use crate::support::{context, function, ops, parse};
use kestrel_rewrites::analysis::{
    address::Normalizer,
    layout::DataLayout,
    memory::{Effects, SpaceSet, effects},
    threads::is_kernel,
};

const MODULE: &str = r#"
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<64 x f32>
llvm.func @__nv_sinf(f32) -> f32
llvm.func @opaque(!llvm.ptr)
llvm.func @argmem(!llvm.ptr<3>) attributes {memory_effects = #llvm.memory_effects<other = none, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @pure(i32) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func ptx_kernelcc @k(%p: !llvm.ptr, %i: i32) {
  %g = llvm.mlir.addressof @s : !llvm.ptr<3>
  %gen = llvm.addrspacecast %g : !llvm.ptr<3> to !llvm.ptr
  %v = llvm.load %gen : !llvm.ptr -> f32
  llvm.store %v, %p : f32, !llvm.ptr
  %r = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %s = llvm.call @__nv_sinf(%v) : (f32) -> f32
  llvm.call @opaque(%p) : (!llvm.ptr) -> ()
  %q = llvm.call @pure(%i) : (i32) -> i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.add %t, %q : i32
  llvm.call @argmem(%g) : (!llvm.ptr<3>) -> ()
  llvm.return
}
llvm.func @device(%p: !llvm.ptr) {
  %v = llvm.load %p : !llvm.ptr -> f32
  llvm.return
}
"#;

#[test]
fn effects_by_space() {
    let context = context();
    let module = parse(&context, MODULE);
    let f = function(&module, "k");
    let kernel = is_kernel(&f);
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let all: Vec<Effects> = ops(&f)
        .iter()
        .map(|op| effects(op, &mut normalizer, kernel))
        .collect();
    assert_eq!(
        all[2].reads,
        SpaceSet::SHARED,
        "a generic pointer cast from shared reads shared memory"
    );
    assert_eq!(
        all[3].writes,
        SpaceSet::GLOBAL,
        "a kernel's pointer argument points to global memory"
    );
    assert!(all[4].atomic && all[4].reads == SpaceSet::GLOBAL && all[4].writes == SpaceSet::GLOBAL);
    assert!(all[5].is_none(), "libdevice math without pointers is pure");
    assert_eq!(all[6], Effects::ALL, "an unknown call may touch anything");
    assert!(all[7].is_none(), "memory_effects none");
    assert!(all[8].is_none() && all[9].is_none());
    assert_eq!(
        all[10],
        Effects {
            reads: SpaceSet::NONE,
            writes: SpaceSet::SHARED,
            atomic: false,
            volatile: false
        },
        "argMem = write through a shared pointer"
    );
}

#[test]
fn device_function_pointer_arguments_may_point_anywhere() {
    let context = context();
    let module = parse(&context, MODULE);
    let f = function(&module, "device");
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let load = &ops(&f)[0];
    assert_eq!(
        effects(load, &mut normalizer, is_kernel(&f)).reads,
        SpaceSet::ALL
    );
}

/// Effects are never decided by a name alone: a `__nv_` function this module defines is
/// judged by its body, and an intrinsic op is pure only when the allow list says so.
const NAMED: &str = r#"
llvm.func @__nv_writes(%p: f32) -> f32 {
  %g = llvm.mlir.addressof @cell : !llvm.ptr<1>
  llvm.store %p, %g : f32, !llvm.ptr<1>
  llvm.return %p : f32
}
llvm.func @__nv_computes(%p: f32) -> f32 {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %t : i32 to f32
  %r = llvm.fmul %p, %f : f32
  llvm.return %r : f32
}
llvm.mlir.global external @cell(0.0 : f32) {addr_space = 1 : i32} : f32
llvm.func ptx_kernelcc @k(%p: !llvm.ptr, %v: f32, %m: vector<4xf32>) {
  %a = llvm.call @__nv_writes(%v) : (f32) -> f32
  %b = llvm.call @__nv_computes(%v) : (f32) -> f32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %mat = llvm.intr.matrix.column.major.load %p, <stride = %c4> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %m, %p, <stride = %c4> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xf32> to !llvm.ptr stride i64
  %s = llvm.intr.smax(%c4, %c4) : (i64, i64) -> i64
  llvm.return
}
"#;

#[test]
fn names_promise_nothing_without_an_allow_list() {
    let context = context();
    let module = parse(&context, NAMED);
    let f = function(&module, "k");
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let all: Vec<Effects> = ops(&f)
        .iter()
        .map(|op| effects(op, &mut normalizer, true))
        .collect();
    assert_eq!(
        all[0],
        Effects::ALL,
        "a defined `__nv_` function that stores"
    );
    assert!(
        all[1].is_none(),
        "a defined body of pure ops touches no memory"
    );
    assert!(!all[3].is_none(), "a matrix load reads memory");
    assert!(!all[4].writes.is_empty(), "a matrix store writes memory");
    assert!(all[5].is_none(), "smax is on the allow list");
}

#[test]
fn a_kernel_byval_parameter_is_the_threads_own_copy() {
    let context = context();
    let module = parse(
        &context,
        r#"
llvm.func ptx_kernelcc @k(%p: !llvm.ptr, %s: !llvm.ptr {llvm.byval = i32, llvm.align = 4 : i64}) {
  %a = llvm.load %p : !llvm.ptr -> i32
  %b = llvm.load %s : !llvm.ptr -> i32
  llvm.return
}
"#,
    );
    let f = function(&module, "k");
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let all = ops(&f);
    assert_eq!(
        effects(&all[0], &mut normalizer, true).reads,
        SpaceSet::GLOBAL
    );
    assert_eq!(
        effects(&all[1], &mut normalizer, true).reads,
        SpaceSet::LOCAL,
        "byval bytes are the thread's own, not global memory"
    );
}
