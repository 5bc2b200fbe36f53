// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress --cbe-max-iter=1
// With cbe-max-iter=1 a function gets one round: an alloca merge takes it, and the rebase the
// merge exposes is left for a later run.

// The shape of alloca-cloning.mlir's first case: round one merges the two arrays into
// baseValue_0; the rebase of `buf[k]` and `buf[k+1]` would need a second round.
llvm.func ptx_kernelcc @one_round_merges_but_does_not_rebase(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %k = llvm.and %t, %c3 : i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %one_a = llvm.mlir.constant(1 : i32) : i32
  %buf_a = llvm.alloca %one_a x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %pa = llvm.getelementptr inbounds %buf_a[0, %k] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.store %v, %pa {alignment = 4 : i64} : f32, !llvm.ptr
  %ra = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %ra, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %one_b = llvm.mlir.constant(1 : i32) : i32
  %buf_b = llvm.alloca %one_b x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c1b = llvm.mlir.constant(1 : i64) : i64
  %k1 = llvm.add %k, %c1b overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %buf_b[0, %k1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.store %v, %pb {alignment = 4 : i64} : f32, !llvm.ptr
  %rb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %rb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
