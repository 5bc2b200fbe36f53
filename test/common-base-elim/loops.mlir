// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// Inside a loop, accesses whose addresses llc's loop strength reduction rebases itself are left
// to it: a common base there only changes which registers LSR picks.

// trsm_lower_columns' remainder loop after clang's unrolling: `row[j]`..`row[j+3]` with a
// 64-bit `j` are `row + 8j + c` to LLVM's scalar evolution, and llc gives them one pointer
// register and immediates itself. On an H100 the rebased version of this kernel ran its hot
// loop 1.15x slower (ptxas scheduled the kernel differently). Left alone.
llvm.func ptx_kernelcc @affine_in_the_induction_variable_should_not_apply(%row: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  llvm.br ^body(%c0, %z : i64, f64)
^body(%j: i64, %s: f64):
  %p0 = llvm.getelementptr inbounds %row[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f64
  %j1 = llvm.add %j, %c1 overflow<nsw, nuw> : i64
  %p1 = llvm.getelementptr inbounds %row[%j1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f64
  %j2 = llvm.add %j, %c2 overflow<nsw, nuw> : i64
  %p2 = llvm.getelementptr inbounds %row[%j2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f64
  %j3 = llvm.add %j, %c3 overflow<nsw, nuw> : i64
  %p3 = llvm.getelementptr inbounds %row[%j3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f64
  %s0 = llvm.fadd %s, %v0 : f64
  %s1 = llvm.fadd %s0, %v1 : f64
  %s2 = llvm.fadd %s1, %v2 : f64
  %s3 = llvm.fadd %s2, %v3 : f64
  %next = llvm.add %j, %c4 overflow<nsw, nuw> : i64
  %more = llvm.icmp "slt" %next, %n : i64
  llvm.cond_br %more, ^body(%next, %s3 : i64, f64), ^exit
^exit:
  llvm.store %s3, %out : f64, !llvm.ptr<1>
  llvm.return
}

// -----

// The same accesses indexed by a 32-bit product `j * w` (a row walk with a runtime width):
// the extension of `j * w + c` hides the recurrence from LLVM, which cannot rule out a wrap,
// so llc would compute each address on its own; they share one base.
llvm.func ptx_kernelcc @product_of_the_induction_variable_is_rebased(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %w: i32, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %z = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^body(%c0, %z : i32, f32)
^body(%j: i32, %s: f32):
  %r = llvm.mul %j, %w overflow<nsw> : i32
  %e0 = llvm.sext %r : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%e0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %r1 = llvm.add %r, %c1 overflow<nsw> : i32
  %e1 = llvm.sext %r1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %a[%e1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %r2 = llvm.add %r, %c2 overflow<nsw> : i32
  %e2 = llvm.sext %r2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %a[%e2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %s0 = llvm.fadd %s, %v0 : f32
  %s1 = llvm.fadd %s0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  %next = llvm.add %j, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next, %s2 : i32, f32), ^exit
^exit:
  llvm.store %s2, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 3 4
// A neighbour-cell walk (an SPH kernel's shape): `start[c]` is read before a particle loop
// and `start[c + 1]` after it. Their common dominator is before the loop, so a shared base
// there, a 64-bit pointer, would be held through the loop, where the loop's own registers
// are; each address is computed where it is used instead (the kernel went 32 -> 40 registers
// with such bases).
llvm.func ptx_kernelcc @use_after_an_unrelated_loop_should_not_apply(%out: !llvm.ptr<1>, %start: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %a0 = llvm.getelementptr inbounds %start[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %a0 : !llvm.ptr<1> -> i32
  llvm.br ^loop(%c0, %f0 : i32, f32)
^loop(%j: i32, %acc: f32):
  %js = llvm.sext %j : i32 to i64
  %pj = llvm.getelementptr inbounds %in[%js] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %pj : !llvm.ptr<1> -> f32
  %acc2 = llvm.fadd %acc, %x : f32
  %j1 = llvm.add %j, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %j1, %n : i32
  llvm.cond_br %more, ^loop(%j1, %acc2 : i32, f32), ^after
^after:
  %tid1 = llvm.add %tid, %c1 overflow<nsw> : i32
  %t1 = llvm.sext %tid1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %start[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %a1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %sf = llvm.sitofp %s : i32 to f32
  %r = llvm.fadd %sf, %acc2 : f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 3 4
// The same two reads with the loop after both: nothing is held through it, and `start[c + 1]`
// becomes `start[c]`'s address plus 4.
llvm.func ptx_kernelcc @uses_before_the_loop(%out: !llvm.ptr<1>, %start: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %a0 = llvm.getelementptr inbounds %start[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %a0 : !llvm.ptr<1> -> i32
  %tid1 = llvm.add %tid, %c1 overflow<nsw> : i32
  %t1 = llvm.sext %tid1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %start[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %a1 : !llvm.ptr<1> -> i32
  llvm.br ^loop(%c0, %f0 : i32, f32)
^loop(%j: i32, %acc: f32):
  %js = llvm.sext %j : i32 to i64
  %pj = llvm.getelementptr inbounds %in[%js] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %pj : !llvm.ptr<1> -> f32
  %acc2 = llvm.fadd %acc, %x : f32
  %j1 = llvm.add %j, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %j1, %n : i32
  llvm.cond_br %more, ^loop(%j1, %acc2 : i32, f32), ^after
^after:
  %s = llvm.add %v0, %v1 : i32
  %sf = llvm.sitofp %s : i32 to f32
  %r = llvm.fadd %sf, %acc2 : f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}
