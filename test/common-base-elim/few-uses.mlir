// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// Outside loops, fewer than cbe-min-uses-apart (4) accesses each alone in its own guarded
// block are left alone when their root is a 64-bit pointer (`few-uses-apart`): the anchor
// would be held from the dominator across all of them to save a few ops that run once.

// Three guarded taps read `f[t]`, `f[t+1]`, `f[t+2]`, one per block: left alone, each tap
// keeps its own address.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 6
llvm.func ptx_kernelcc @three_guarded_taps_should_not_apply(%f: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tx : i32 to i64
  %x = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %g0 = llvm.icmp "slt" %tx, %n : i32
  llvm.cond_br %g0, ^t0, ^j0(%z : f32)
^t0:
  %p0 = llvm.getelementptr inbounds %f[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  llvm.br ^j0(%v0 : f32)
^j0(%a0: f32):
  %g1 = llvm.icmp "slt" %tx, %c4 : i32
  llvm.cond_br %g1, ^t1, ^j1(%a0 : f32)
^t1:
  %p1 = llvm.getelementptr inbounds %f[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %a0, %v1 : f32
  llvm.br ^j1(%s1 : f32)
^j1(%a1: f32):
  %g2 = llvm.icmp "sgt" %tx, %c2 : i32
  llvm.cond_br %g2, ^t2, ^j2(%a1 : f32)
^t2:
  %x2 = llvm.add %x, %c1 overflow<nsw, nuw> : i64
  %p2 = llvm.getelementptr inbounds %f[%x2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %s2 = llvm.fadd %a1, %v2 : f32
  llvm.br ^j2(%s2 : f32)
^j2(%a2: f32):
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %a2, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Four guarded taps: the ops the anchor saves outweigh its registers, and they share it.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 6
llvm.func ptx_kernelcc @four_guarded_taps_share_a_base(%f: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2w = llvm.mlir.constant(2 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %z = llvm.mlir.constant(0.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tx : i32 to i64
  %x = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %g0 = llvm.icmp "slt" %tx, %n : i32
  llvm.cond_br %g0, ^t0, ^j0(%z : f32)
^t0:
  %p0 = llvm.getelementptr inbounds %f[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  llvm.br ^j0(%v0 : f32)
^j0(%a0: f32):
  %g1 = llvm.icmp "slt" %tx, %c4 : i32
  llvm.cond_br %g1, ^t1, ^j1(%a0 : f32)
^t1:
  %p1 = llvm.getelementptr inbounds %f[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %a0, %v1 : f32
  llvm.br ^j1(%s1 : f32)
^j1(%a1: f32):
  %g2 = llvm.icmp "sgt" %tx, %c2 : i32
  llvm.cond_br %g2, ^t2, ^j2(%a1 : f32)
^t2:
  %x2 = llvm.add %x, %c1 overflow<nsw, nuw> : i64
  %p2 = llvm.getelementptr inbounds %f[%x2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %s2 = llvm.fadd %a1, %v2 : f32
  llvm.br ^j2(%s2 : f32)
^j2(%a2: f32):
  %g3 = llvm.icmp "slt" %tx, %c5 : i32
  llvm.cond_br %g3, ^t3, ^j3(%a2 : f32)
^t3:
  %x3 = llvm.add %x, %c2w overflow<nsw, nuw> : i64
  %p3 = llvm.getelementptr inbounds %f[%x3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %s3 = llvm.fadd %a2, %v3 : f32
  llvm.br ^j3(%s3 : f32)
^j3(%a3: f32):
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %a3, %o : f32, !llvm.ptr<1>
  llvm.return
}
