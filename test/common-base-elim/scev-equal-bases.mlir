// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// common-base-elim groups addresses by their decomposed base, so algebraically equal bases
// written differently meet.

// The specification's example: `mul nsw %i, 4` and `shl nsw %i, 2` are the same base. The
// load's address dominates the store and has the minimum offset, so it is the anchor as it
// is (renamed scevcgp_0) and the store uses it too; the shift and its GEP die.
llvm.func ptx_kernelcc @mul_and_shl_bases_merge(%p: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext nneg %tid : i32 to i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %t0 = llvm.mul %i, %c4 overflow<nsw> : i64
  %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %t1 = llvm.shl %i, %c2 overflow<nsw> : i64
  %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %w = llvm.add %v0, %v0 : i32
  llvm.store %w, %a1 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// `(i + j) * 4` and `(j + i) << 2` are one base although no subexpression is written the
// same way: the normal form sorts the sum's terms.
llvm.func ptx_kernelcc @commuted_sums_are_one_base(%p: !llvm.ptr<1>, %j: i64) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext nneg %tid : i32 to i64
  %s0 = llvm.add %i, %j overflow<nsw> : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %t0 = llvm.mul %s0, %c4 overflow<nsw> : i64
  %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %s1 = llvm.add %j, %i overflow<nsw> : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %t1 = llvm.shl %s1, %c2 overflow<nsw> : i64
  %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %w = llvm.add %v0, %v0 : i32
  llvm.store %w, %a1 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// `mul %i, 4` and `mul %i, 8` differ by `4*%i`, not by a constant: two bases, nothing to
// share.
llvm.func ptx_kernelcc @bases_differing_by_a_variable_should_not_apply(%p: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext nneg %tid : i32 to i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %t0 = llvm.mul %i, %c4 overflow<nsw> : i64
  %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %t1 = llvm.mul %i, %c8 overflow<nsw> : i64
  %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v0, %a1 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Two branches reach shared array @tile through their own `addressof` and their own index
// arithmetic; the global is the common root, so one base `@tile + 4*tid` is hoisted to the
// entry and each branch addresses `[base + 4k]`.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<130 x f32>
llvm.func ptx_kernelcc @one_global_through_different_local_pointers(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %f = llvm.mlir.constant(1.0 : f32) : f32
  llvm.cond_br %is_odd, ^left, ^right
^left:
  %sl = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %pl = llvm.getelementptr inbounds %sl[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<130 x f32>
  llvm.store %f, %pl {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.br ^join
^right:
  %sr = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %k = llvm.mlir.constant(2 : i64) : i64
  %t2 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %sr[0, %t2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<130 x f32>
  llvm.store %f, %pr {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.br ^join
^join:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %f, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The same two branches, one writing shared @tile and one writing shared @other: different
// globals are different bases.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<130 x f32>
llvm.mlir.global internal @other() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<130 x f32>
llvm.func ptx_kernelcc @two_globals_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %f = llvm.mlir.constant(1.0 : f32) : f32
  llvm.cond_br %is_odd, ^left, ^right
^left:
  %sl = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %pl = llvm.getelementptr inbounds %sl[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<130 x f32>
  llvm.store %f, %pl {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.br ^join
^right:
  %sr = llvm.mlir.addressof @other : !llvm.ptr<3>
  %k = llvm.mlir.constant(2 : i64) : i64
  %t2 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %sr[0, %t2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<130 x f32>
  llvm.store %f, %pr {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.br ^join
^join:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %f, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
