// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file --cbe-print-progress
// The anchor sits at the group's minimum constant offset, so every access is the anchor plus a
// non-negative immediate that fits PTX's `[reg+imm]`.

// Accesses `in[t+1]`, `in[t+2]`, `in[t+3]`: offsets 4, 8 and 12 bytes from `in + 4t`. The
// anchor is `in + 4t + 4`, the minimum, and the accesses use +0, +4 and +8.
llvm.func ptx_kernelcc @the_anchor_is_the_minimum_offset(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %sel = llvm.and %tid, %c3 : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.switch %sel : i32, ^exit [
    0: ^c0,
    1: ^c1,
    2: ^c2
  ]
^c0:
  %p0 = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v0, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^c1:
  %q1 = llvm.mlir.constant(1 : i64) : i64
  %i1 = llvm.add %t1, %q1 overflow<nsw> : i64
  %p1 = llvm.getelementptr inbounds %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v1, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^c2:
  %q2 = llvm.mlir.constant(2 : i64) : i64
  %i2 = llvm.add %t1, %q2 overflow<nsw> : i64
  %p2 = llvm.getelementptr inbounds %in[%i2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// The two accesses are 8 GiB apart: no 32-bit immediate reaches from one to the other.
llvm.func ptx_kernelcc @offsets_too_far_apart_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %far: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %far, ^a, ^exit
^a:
  llvm.cond_br %is_odd, ^b, ^c
^b:
  %pb = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^c:
  %big = llvm.mlir.constant(2147483648 : i64) : i64
  %tf = llvm.add %t, %big overflow<nsw, nuw> : i64
  %pc = llvm.getelementptr inbounds %in[%tf] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vc = llvm.load %pc {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vc, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^exit:
  llvm.return
}
