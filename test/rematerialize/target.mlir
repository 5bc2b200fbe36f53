// RUN: --passes=rematerialize --split-input-file --dump-remat --remat-for-occ=32
// With a register target (`remat-for-occ=32`, as -O3's late half runs the pass: from sm_80 on,
// 32 registers per thread is full occupancy) a function whose estimated peak is at or below
// the target is left alone, and one above it is lowered.

// SIM-ARG: 2 4
// SIM-GRID: 2
// 32 accumulators, the loop counter and the 64-bit output address are live through the loop:
// an estimated peak above 32. The address, computed at the top and stored through after the
// loop, is rebuilt in the exit block (recompute.mlir's case), which lowers the peak.
llvm.func ptx_kernelcc @address_used_after_a_loop_above_the_target(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %k0 = llvm.mlir.constant(1.0 : f32) : f32
  %k1 = llvm.mlir.constant(2.0 : f32) : f32
  %k2 = llvm.mlir.constant(3.0 : f32) : f32
  %k3 = llvm.mlir.constant(4.0 : f32) : f32
  %k4 = llvm.mlir.constant(5.0 : f32) : f32
  %k5 = llvm.mlir.constant(6.0 : f32) : f32
  %k6 = llvm.mlir.constant(7.0 : f32) : f32
  %k7 = llvm.mlir.constant(8.0 : f32) : f32
  %k8 = llvm.mlir.constant(9.0 : f32) : f32
  %k9 = llvm.mlir.constant(10.0 : f32) : f32
  %k10 = llvm.mlir.constant(11.0 : f32) : f32
  %k11 = llvm.mlir.constant(12.0 : f32) : f32
  %k12 = llvm.mlir.constant(13.0 : f32) : f32
  %k13 = llvm.mlir.constant(14.0 : f32) : f32
  %k14 = llvm.mlir.constant(15.0 : f32) : f32
  %k15 = llvm.mlir.constant(16.0 : f32) : f32
  %k16 = llvm.mlir.constant(17.0 : f32) : f32
  %k17 = llvm.mlir.constant(18.0 : f32) : f32
  %k18 = llvm.mlir.constant(19.0 : f32) : f32
  %k19 = llvm.mlir.constant(20.0 : f32) : f32
  %k20 = llvm.mlir.constant(21.0 : f32) : f32
  %k21 = llvm.mlir.constant(22.0 : f32) : f32
  %k22 = llvm.mlir.constant(23.0 : f32) : f32
  %k23 = llvm.mlir.constant(24.0 : f32) : f32
  %k24 = llvm.mlir.constant(25.0 : f32) : f32
  %k25 = llvm.mlir.constant(26.0 : f32) : f32
  %k26 = llvm.mlir.constant(27.0 : f32) : f32
  %k27 = llvm.mlir.constant(28.0 : f32) : f32
  %k28 = llvm.mlir.constant(29.0 : f32) : f32
  %k29 = llvm.mlir.constant(30.0 : f32) : f32
  %k30 = llvm.mlir.constant(31.0 : f32) : f32
  %k31 = llvm.mlir.constant(32.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %w = llvm.sext %gid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0, %f0 : i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)
^loop(%i: i32, %a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %a5: f32, %a6: f32, %a7: f32, %a8: f32, %a9: f32, %a10: f32, %a11: f32, %a12: f32, %a13: f32, %a14: f32, %a15: f32, %a16: f32, %a17: f32, %a18: f32, %a19: f32, %a20: f32, %a21: f32, %a22: f32, %a23: f32, %a24: f32, %a25: f32, %a26: f32, %a27: f32, %a28: f32, %a29: f32, %a30: f32, %a31: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %m0 = llvm.fmul %a0, %x : f32
  %b0 = llvm.fadd %m0, %k0 : f32
  %m1 = llvm.fmul %a1, %x : f32
  %b1 = llvm.fadd %m1, %k1 : f32
  %m2 = llvm.fmul %a2, %x : f32
  %b2 = llvm.fadd %m2, %k2 : f32
  %m3 = llvm.fmul %a3, %x : f32
  %b3 = llvm.fadd %m3, %k3 : f32
  %m4 = llvm.fmul %a4, %x : f32
  %b4 = llvm.fadd %m4, %k4 : f32
  %m5 = llvm.fmul %a5, %x : f32
  %b5 = llvm.fadd %m5, %k5 : f32
  %m6 = llvm.fmul %a6, %x : f32
  %b6 = llvm.fadd %m6, %k6 : f32
  %m7 = llvm.fmul %a7, %x : f32
  %b7 = llvm.fadd %m7, %k7 : f32
  %m8 = llvm.fmul %a8, %x : f32
  %b8 = llvm.fadd %m8, %k8 : f32
  %m9 = llvm.fmul %a9, %x : f32
  %b9 = llvm.fadd %m9, %k9 : f32
  %m10 = llvm.fmul %a10, %x : f32
  %b10 = llvm.fadd %m10, %k10 : f32
  %m11 = llvm.fmul %a11, %x : f32
  %b11 = llvm.fadd %m11, %k11 : f32
  %m12 = llvm.fmul %a12, %x : f32
  %b12 = llvm.fadd %m12, %k12 : f32
  %m13 = llvm.fmul %a13, %x : f32
  %b13 = llvm.fadd %m13, %k13 : f32
  %m14 = llvm.fmul %a14, %x : f32
  %b14 = llvm.fadd %m14, %k14 : f32
  %m15 = llvm.fmul %a15, %x : f32
  %b15 = llvm.fadd %m15, %k15 : f32
  %m16 = llvm.fmul %a16, %x : f32
  %b16 = llvm.fadd %m16, %k16 : f32
  %m17 = llvm.fmul %a17, %x : f32
  %b17 = llvm.fadd %m17, %k17 : f32
  %m18 = llvm.fmul %a18, %x : f32
  %b18 = llvm.fadd %m18, %k18 : f32
  %m19 = llvm.fmul %a19, %x : f32
  %b19 = llvm.fadd %m19, %k19 : f32
  %m20 = llvm.fmul %a20, %x : f32
  %b20 = llvm.fadd %m20, %k20 : f32
  %m21 = llvm.fmul %a21, %x : f32
  %b21 = llvm.fadd %m21, %k21 : f32
  %m22 = llvm.fmul %a22, %x : f32
  %b22 = llvm.fadd %m22, %k22 : f32
  %m23 = llvm.fmul %a23, %x : f32
  %b23 = llvm.fadd %m23, %k23 : f32
  %m24 = llvm.fmul %a24, %x : f32
  %b24 = llvm.fadd %m24, %k24 : f32
  %m25 = llvm.fmul %a25, %x : f32
  %b25 = llvm.fadd %m25, %k25 : f32
  %m26 = llvm.fmul %a26, %x : f32
  %b26 = llvm.fadd %m26, %k26 : f32
  %m27 = llvm.fmul %a27, %x : f32
  %b27 = llvm.fadd %m27, %k27 : f32
  %m28 = llvm.fmul %a28, %x : f32
  %b28 = llvm.fadd %m28, %k28 : f32
  %m29 = llvm.fmul %a29, %x : f32
  %b29 = llvm.fadd %m29, %k29 : f32
  %m30 = llvm.fmul %a30, %x : f32
  %b30 = llvm.fadd %m30, %k30 : f32
  %m31 = llvm.fmul %a31, %x : f32
  %b31 = llvm.fadd %m31, %k31 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %b0, %b1, %b2, %b3, %b4, %b5, %b6, %b7, %b8, %b9, %b10, %b11, %b12, %b13, %b14, %b15, %b16, %b17, %b18, %b19, %b20, %b21, %b22, %b23, %b24, %b25, %b26, %b27, %b28, %b29, %b30, %b31 : i32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), ^exit
^exit:
  %t1 = llvm.fadd %b0, %b1 : f32
  %t2 = llvm.fadd %t1, %b2 : f32
  %t3 = llvm.fadd %t2, %b3 : f32
  %t4 = llvm.fadd %t3, %b4 : f32
  %t5 = llvm.fadd %t4, %b5 : f32
  %t6 = llvm.fadd %t5, %b6 : f32
  %t7 = llvm.fadd %t6, %b7 : f32
  %t8 = llvm.fadd %t7, %b8 : f32
  %t9 = llvm.fadd %t8, %b9 : f32
  %t10 = llvm.fadd %t9, %b10 : f32
  %t11 = llvm.fadd %t10, %b11 : f32
  %t12 = llvm.fadd %t11, %b12 : f32
  %t13 = llvm.fadd %t12, %b13 : f32
  %t14 = llvm.fadd %t13, %b14 : f32
  %t15 = llvm.fadd %t14, %b15 : f32
  %t16 = llvm.fadd %t15, %b16 : f32
  %t17 = llvm.fadd %t16, %b17 : f32
  %t18 = llvm.fadd %t17, %b18 : f32
  %t19 = llvm.fadd %t18, %b19 : f32
  %t20 = llvm.fadd %t19, %b20 : f32
  %t21 = llvm.fadd %t20, %b21 : f32
  %t22 = llvm.fadd %t21, %b22 : f32
  %t23 = llvm.fadd %t22, %b23 : f32
  %t24 = llvm.fadd %t23, %b24 : f32
  %t25 = llvm.fadd %t24, %b25 : f32
  %t26 = llvm.fadd %t25, %b26 : f32
  %t27 = llvm.fadd %t26, %b27 : f32
  %t28 = llvm.fadd %t27, %b28 : f32
  %t29 = llvm.fadd %t28, %b29 : f32
  %t30 = llvm.fadd %t29, %b30 : f32
  %t31 = llvm.fadd %t30, %b31 : f32
  llvm.store %t31, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 2
// The same shape with 4 accumulators: its peak is far below 32, where a register saved buys
// no occupancy, so the address stays live through the loop (without the target it is
// recomputed: recompute.mlir's first case).
llvm.func ptx_kernelcc @below_the_target_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %k0 = llvm.mlir.constant(1.0 : f32) : f32
  %k1 = llvm.mlir.constant(2.0 : f32) : f32
  %k2 = llvm.mlir.constant(3.0 : f32) : f32
  %k3 = llvm.mlir.constant(4.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %w = llvm.sext %gid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %f0, %f0, %f0, %f0 : i32, f32, f32, f32, f32)
^loop(%i: i32, %a0: f32, %a1: f32, %a2: f32, %a3: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %m0 = llvm.fmul %a0, %x : f32
  %b0 = llvm.fadd %m0, %k0 : f32
  %m1 = llvm.fmul %a1, %x : f32
  %b1 = llvm.fadd %m1, %k1 : f32
  %m2 = llvm.fmul %a2, %x : f32
  %b2 = llvm.fadd %m2, %k2 : f32
  %m3 = llvm.fmul %a3, %x : f32
  %b3 = llvm.fadd %m3, %k3 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %b0, %b1, %b2, %b3 : i32, f32, f32, f32, f32), ^exit
^exit:
  %t1 = llvm.fadd %b0, %b1 : f32
  %t2 = llvm.fadd %t1, %b2 : f32
  %t3 = llvm.fadd %t2, %b3 : f32
  llvm.store %t3, %o : f32, !llvm.ptr<1>
  llvm.return
}
