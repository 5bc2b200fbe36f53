// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// common-base-elim on the specification's motivating shape: strided accesses in the cases of a
// switch over tile indices, each case recomputing the same base.

// Every case computes `in + 4*sext(idx + k)` and `out + 4*sext(idx + k)` on its own. The
// shared `in + 4*sext(idx)` and `out + 4*sext(idx)` are hoisted to the switch's block; each
// case addresses `[base + 4k]`, so its add, sign extension and scaled add disappear.
llvm.func ptx_kernelcc @tile_switch_shares_one_base(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %tile = llvm.and %tid, %c3 : i32
  %idx = llvm.mul %tid, %c4 overflow<nsw, nuw> : i32
  llvm.switch %tile : i32, ^exit [
    0: ^t0,
    1: ^t1,
    2: ^t2,
    3: ^t3
  ]
^t0:
  %s0 = llvm.sext %idx : i32 to i64
  %p0 = llvm.getelementptr inbounds %in[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q0 = llvm.getelementptr inbounds %out[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v0, %q0 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^t1:
  %k1 = llvm.mlir.constant(1 : i32) : i32
  %i1 = llvm.add %idx, %k1 overflow<nsw> : i32
  %s1 = llvm.sext %i1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q1 = llvm.getelementptr inbounds %out[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v1, %q1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^t2:
  %k2 = llvm.mlir.constant(2 : i32) : i32
  %i2 = llvm.add %idx, %k2 overflow<nsw> : i32
  %s2 = llvm.sext %i2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %in[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q2 = llvm.getelementptr inbounds %out[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v2, %q2 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^t3:
  %k3 = llvm.mlir.constant(3 : i32) : i32
  %i3 = llvm.add %idx, %k3 overflow<nsw> : i32
  %s3 = llvm.sext %i3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %in[%s3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q3 = llvm.getelementptr inbounds %out[%s3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v3, %q3 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// The same switch, but every case indexes with its own loaded value: the bases differ by
// more than a constant, so there is nothing to share.
llvm.func ptx_kernelcc @tile_switch_with_unrelated_indices_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %idx: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tile = llvm.and %tid, %c1 : i32
  llvm.switch %tile : i32, ^exit [
    0: ^t0,
    1: ^t1
  ]
^t0:
  %j0 = llvm.load %idx {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %s0 = llvm.zext %j0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %in[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q0 = llvm.getelementptr inbounds %out[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v0, %q0 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^t1:
  %j1 = llvm.load %idx {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %s1 = llvm.zext %j1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q1 = llvm.getelementptr inbounds %out[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v1, %q1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}
