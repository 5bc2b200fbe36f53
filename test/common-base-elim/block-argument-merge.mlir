// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// A base that reaches a join through a block argument is one more use of the group: each
// incoming value becomes the hoisted base plus its constant, so the block argument carries the
// shared base across the join.

// Both arms load `in[t]` or `in[t+1]` and pass that pointer to the join, which loads through
// it again. Base `in + 4t` is hoisted to the entry; the arms pass `base` and `base + 4`, and
// their own index arithmetic dies.
llvm.func ptx_kernelcc @pointers_merged_at_a_join_share_the_base(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %pa = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.br ^join(%pa, %va : !llvm.ptr<1>, f32)
^b:
  %k = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.br ^join(%pb, %vb : !llvm.ptr<1>, f32)
^join(%q: !llvm.ptr<1>, %v: f32):
  %w = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %w : f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The arms pass `in[t]` and `in[2t]`: the incoming pointers differ by more than a constant,
// so no one base serves the join, and each arm's own uses already share their register.
llvm.func ptx_kernelcc @pointers_with_different_bases_at_a_join_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %pa = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.br ^join(%pa, %va : !llvm.ptr<1>, f32)
^b:
  %k = llvm.mlir.constant(2 : i64) : i64
  %t2 = llvm.mul %t, %k overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %in[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.br ^join(%pb, %vb : !llvm.ptr<1>, f32)
^join(%q: !llvm.ptr<1>, %v: f32):
  %w = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %w : f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
