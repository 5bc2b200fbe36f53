//! Divergence and thread-private address proofs.

use crate::support::{context, function, ops, parse};
use kestrel_dialects::MemoryAccess;
use kestrel_rewrites::analysis::{
    address::Normalizer,
    layout::DataLayout,
    threads::{BlockShape, Divergence, ThreadFacts, is_kernel, thread_private_pair},
};
use melior::ir::{Value, operation::OperationLike};

const KERNELS: &str = r#"
llvm.mlir.global internal @s() {addr_space = 3 : i32} : !llvm.array<1024 x f32>
llvm.func ptx_kernelcc @one_d(%p: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 256, 1, 1>} {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %tz = llvm.zext nneg %t : i32 to i64
  %base = llvm.mlir.addressof @s : !llvm.ptr<3>
  %a = llvm.getelementptr %base[0, %tz] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>
  %v = llvm.load %a : !llvm.ptr<3> -> f32
  llvm.store %v, %a : f32, !llvm.ptr<3>
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i32
  %t1z = llvm.zext nneg %t1 : i32 to i64
  %n = llvm.getelementptr %base[0, %t1z] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>
  %w = llvm.load %n : !llvm.ptr<3> -> f32
  %bz = llvm.zext %b : i32 to i64
  %u = llvm.getelementptr %base[0, %bz] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>
  llvm.store %w, %u : f32, !llvm.ptr<3>
  llvm.return
}
llvm.func ptx_kernelcc @any_shape() {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %tz = llvm.zext nneg %t : i32 to i64
  %base = llvm.mlir.addressof @s : !llvm.ptr<3>
  %a = llvm.getelementptr %base[0, %tz] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<1024 x f32>
  %v = llvm.load %a : !llvm.ptr<3> -> f32
  llvm.store %v, %a : f32, !llvm.ptr<3>
  llvm.return
}
llvm.func ptx_kernelcc @divergent_merge(%x: i32, %y: i32) -> i32 {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c = llvm.icmp "eq" %t, %zero : i32
  llvm.cond_br %c, ^a, ^b
^a:
  llvm.br ^join(%x : i32)
^b:
  llvm.br ^join(%y : i32)
^join(%m: i32):
  llvm.return %m : i32
}
llvm.func @helper(%x: i32) -> i32 {
  llvm.return %x : i32
}
"#;

fn accesses<'c, 'a>(f: &melior::ir::OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    ops(f)
        .iter()
        .filter_map(MemoryAccess::of)
        .map(|a| a.address())
        .collect()
}

#[test]
fn thread_ids_diverge_block_ids_do_not() {
    let context = context();
    let module = parse(&context, KERNELS);
    let f = function(&module, "one_d");
    assert!(is_kernel(&f));
    let divergence = Divergence::compute(&f);
    let all = ops(&f);
    let result = |i: usize| Value::from(all[i].result(0).unwrap());
    assert!(divergence.is_divergent(&result(0)), "tid.x");
    assert!(!divergence.is_divergent(&result(1)), "ctaid.x");
    assert!(divergence.is_divergent(&result(2)), "zext of tid.x");
    assert!(!divergence.has_divergent_branches());
}

#[test]
fn merges_after_a_divergent_branch_are_divergent() {
    let context = context();
    let module = parse(&context, KERNELS);
    let f = function(&module, "divergent_merge");
    let divergence = Divergence::compute(&f);
    assert!(divergence.has_divergent_branches());
    let ret = ops(&f).into_iter().last().unwrap();
    assert!(
        divergence.is_divergent(&ret.operand(0).unwrap()),
        "%m merges x and y on a tid-dependent path"
    );
    let helper = function(&module, "helper");
    let divergence = Divergence::compute(&helper);
    let ret = ops(&helper).into_iter().last().unwrap();
    assert!(
        divergence.is_divergent(&ret.operand(0).unwrap()),
        "a device function's arguments may differ per thread"
    );
}

#[test]
fn s_of_tid_is_thread_private_in_a_one_dimensional_block() {
    let context = context();
    let module = parse(&context, KERNELS);
    let f = function(&module, "one_d");
    let divergence = Divergence::compute(&f);
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let addresses: Vec<_> = accesses(&f)
        .into_iter()
        .map(|a| normalizer.address(a))
        .collect();
    let shape = BlockShape::of(&f);
    assert!(shape.is_one_dimensional());
    let facts = ThreadFacts {
        normalizer: &normalizer,
        divergence: &divergence,
        shape,
        tid_max: 1024,
    };
    let private =
        |i: usize, j: usize| thread_private_pair((&addresses[i], 4), (&addresses[j], 4), facts);
    assert!(
        private(0, 1),
        "s[tid] read and s[tid] write: each thread its own element"
    );
    assert!(
        !private(1, 2),
        "s[tid] and s[tid+1]: the neighbour's element"
    );
    assert!(
        !private(3, 3),
        "s[ctaid] is the same element for every thread of the block"
    );
}

#[test]
fn s_of_tid_x_is_shared_when_the_block_may_be_two_dimensional() {
    let context = context();
    let module = parse(&context, KERNELS);
    let f = function(&module, "any_shape");
    let divergence = Divergence::compute(&f);
    let mut normalizer = Normalizer::new(DataLayout::of(&f), 8);
    let addresses: Vec<_> = accesses(&f)
        .into_iter()
        .map(|a| normalizer.address(a))
        .collect();
    let shape = BlockShape::of(&f);
    assert!(!shape.is_one_dimensional());
    let facts = ThreadFacts {
        normalizer: &normalizer,
        divergence: &divergence,
        shape,
        tid_max: 1024,
    };
    assert!(!thread_private_pair(
        (&addresses[0], 4),
        (&addresses[1], 4),
        facts
    ));
}

#[test]
fn maxntid_bounds_the_thread_count_not_the_shape() {
    let context = context();
    let module = parse(
        &context,
        r#"llvm.func ptx_kernelcc @bounded() attributes {nvvm.maxntid = array<i32: 256, 1, 1>} {
          llvm.return
        }
        llvm.func ptx_kernelcc @exact() attributes {nvvm.reqntid = array<i32: 128>} {
          llvm.return
        }"#,
    );
    assert!(!BlockShape::of(&function(&module, "bounded")).is_one_dimensional());
    assert!(BlockShape::of(&function(&module, "exact")).is_one_dimensional());
}

const SYNC_DEPENDENCE: &str = r#"
llvm.func ptx_kernelcc @guard_then_uniform_loop(%n: i32, %x: i32, %y: i32) -> i32 {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.icmp "eq" %t, %zero : i32
  llvm.cond_br %c, ^first, ^rest
^first:
  llvm.br ^rest
^rest:
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %i2 = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%i2 : i32), ^exit
^exit:
  %same = llvm.icmp "eq" %t, %one : i32
  llvm.cond_br %same, ^join(%x : i32), ^join(%y : i32)
^join(%m: i32):
  llvm.return %m : i32
}
llvm.func ptx_kernelcc @divergent_loop_exit(%n: i32) -> i32 {
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %i2 = llvm.add %i, %one : i32
  %twice = llvm.mul %i2, %n : i32
  %more = llvm.icmp "slt" %i2, %t : i32
  llvm.cond_br %more, ^loop(%i2 : i32), ^exit
^exit:
  llvm.return %twice : i32
}
"#;

#[test]
fn only_joins_of_a_divergent_branch_merge_divergently() {
    let context = context();
    let module = parse(&context, SYNC_DEPENDENCE);
    let f = function(&module, "guard_then_uniform_loop");
    let divergence = Divergence::compute(&f);
    let all = ops(&f);
    let add = all
        .iter()
        .find(|op| op.name().as_string_ref().as_str() == Ok("llvm.add"))
        .unwrap();
    assert!(
        !divergence.is_divergent(&add.operand(0).unwrap()),
        "the loop after the `tid == 0` guard's join counts the same in every thread"
    );
    let ret = all.last().unwrap();
    assert!(
        divergence.is_divergent(&ret.operand(0).unwrap()),
        "two edges of one divergent branch into one block carry different arguments"
    );
}

#[test]
fn a_loop_left_by_a_divergent_branch_keeps_per_thread_last_values() {
    let context = context();
    let module = parse(&context, SYNC_DEPENDENCE);
    let f = function(&module, "divergent_loop_exit");
    let divergence = Divergence::compute(&f);
    let ret = ops(&f).into_iter().last().unwrap();
    assert!(
        divergence.is_divergent(&ret.operand(0).unwrap()),
        "i * n computed from uniform values each iteration, but its last value depends on when a thread left"
    );
}

const LOADS: &str = r#"
llvm.mlir.global internal constant @table(dense<1> : tensor<4xi32>) {addr_space = 4 : i32} : !llvm.array<4 x i32>
llvm.mlir.global internal @tile() {addr_space = 3 : i32} : !llvm.array<4 x i32>
llvm.func ptx_kernelcc @loads(%p: !llvm.ptr<1>, %m: !llvm.ptr) {
  %c = llvm.mlir.addressof @table : !llvm.ptr<4>
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %from_constant = llvm.load %c : !llvm.ptr<4> -> i32
  %from_shared = llvm.load %s : !llvm.ptr<3> -> i32
  %invariant = llvm.load %p invariant : !llvm.ptr<1> -> i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %matrix = llvm.intr.matrix.column.major.load %m, <stride = %c4> {columns = 2 : i32, isVolatile = false, rows = 2 : i32} : vector<4xi32> from !llvm.ptr stride i64
  llvm.return
}
"#;

#[test]
fn loads_are_uniform_only_from_memory_nothing_writes() {
    let context = context();
    let module = parse(&context, LOADS);
    let f = function(&module, "loads");
    let divergence = Divergence::compute(&f);
    let all = ops(&f);
    let result = |i: usize| Value::from(all[i].result(0).unwrap());
    assert!(
        !divergence.is_divergent(&result(2)),
        "constant memory at a uniform address"
    );
    assert!(
        divergence.is_divergent(&result(3)),
        "shared memory other threads write"
    );
    assert!(
        !divergence.is_divergent(&result(4)),
        "an invariant load at a uniform address"
    );
    assert!(
        divergence.is_divergent(&result(6)),
        "an intrinsic that reads memory"
    );
}
