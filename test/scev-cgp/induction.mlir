// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --split-input-file
// An `i32` loop induction variable (a block argument fed by start values and by
// `next = iv + step`, step >= 0, on a back edge taken only when `next` passes a compare
// against a bounded value) lies between its least start value and the larger of its
// largest start and the compare's bound, provided that bound plus the step cannot wrap.
// The thread-strided loop `for (i = tid; i < n; i += 2*ntid)` with n <= 4095: 3*i + 1 fits.

// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// Signed test `next < n & 4095`: i in [0, 4094], 3*i + 1 computed in i32.
llvm.func ptx_kernelcc @thread_strided_loop_signed_bound(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "slt" %next, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// Unsigned test `next <u n & 4095` (the bound is non-negative, so the unsigned bound is the
// signed one).
llvm.func ptx_kernelcc @thread_strided_loop_unsigned_bound(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "ult" %next, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// The back edge on the false side of `next >= bound` is taken when `next < bound`.
llvm.func ptx_kernelcc @back_edge_on_the_false_side(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "sge" %next, %bound : i32
  llvm.cond_br %more, ^exit, ^loop(%next : i32)
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// The back edge on the false side of `next < bound` is taken when `next >= bound`: no upper
// bound.
llvm.func ptx_kernelcc @back_edge_when_the_test_fails_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "slt" %next, %bound : i32
  llvm.cond_br %more, ^exit, ^loop(%next : i32)
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// An unbounded limit (n + tid): `next` may come near 2^31 and `next + step` wrap negative
// and still pass `slt`.
llvm.func ptx_kernelcc @unbounded_limit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %bound = llvm.add %n, %tx : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "slt" %next, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// Unsigned test against a possibly negative limit: `next <u n` allows every value.
llvm.func ptx_kernelcc @unsigned_test_against_negative_limit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %bound = llvm.add %n, %tx : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "ult" %next, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// A step up to 2^31 - 1: `next` can wrap past 2^31 to a negative value that passes `slt`.
llvm.func ptx_kernelcc @wrapping_step_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %huge = llvm.mlir.constant(2147483647 : i32) : i32
  %step = llvm.and %n, %huge : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "slt" %next, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// A possibly negative step: the loop may count down below its start.
llvm.func ptx_kernelcc @negative_step_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.sub %tx, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "slt" %next, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// SIM-ARG: 2 700
// SIM-BLOCK: 32 1 1
// The test is on `iv`, not on the `next` the back edge carries: next = iv + step is not
// bounded by it (the pattern does not reason about the unrotated form).
llvm.func ptx_kernelcc @test_on_iv_not_next_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %mask = llvm.mlir.constant(4095 : i32) : i32
  %bound = llvm.and %n, %mask : i32
  %nt = nvvm.read.ptx.sreg.ntid.x : i32
  %step = llvm.add %nt, %nt : i32
  %enter = llvm.icmp "slt" %tx, %bound : i32
  llvm.cond_br %enter, ^loop(%tx : i32), ^exit
^loop(%iv: i32):
  %w = llvm.sext %iv : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t = llvm.mul %w, %c3 : i64
  %i = llvm.add %t, %c1 : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %iv, %step : i32
  %more = llvm.icmp "slt" %iv, %bound : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
