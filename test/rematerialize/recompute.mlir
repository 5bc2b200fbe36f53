// RUN: --passes=rematerialize --split-input-file --dump-remat
// Cheap values live across the register peak (here a loop with four accumulators) are
// recomputed where they are used after it, so they hold no register through the loop.

// SIM-ARG: 2 4
// SIM-GRID: 2
// The output address `out + 4*(ctaid*ntid + tid)` is computed at the top and stored through
// after the loop: it is rebuilt in the exit block from the special registers and the kernel
// parameter (ptxas reads parameters from the constant bank), seven ops, and the loop no longer
// carries its 64-bit value.
llvm.func ptx_kernelcc @address_used_after_the_loop(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %w = llvm.sext %gid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %f0, %f0, %f0 : i32, f32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32, %c: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %y = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fadd %b, %y : f32
  %c2 = llvm.fmul %a2, %b2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %c2 : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %c2 : f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 3
// SIM-GRID: 1
// A coefficient loaded from `__constant__` memory at the top and used only by the second
// loop stays where it is: a load of a fixed constant-bank address holds no register (ptxas
// reads it as an operand, `c[0x3][0x8]`), so the estimate does not count it and moving it
// would free nothing. `tid`, read at the top and used after both loops, is what the first
// loop, the peak, carries: it is read again where it is used.
llvm.mlir.global internal constant @coeff(dense<[1.5, 2.5, 3.5, 4.5]> : tensor<4xf32>) {addr_space = 4 : i32} : !llvm.array<4 x f32>
llvm.func ptx_kernelcc @constant_load_used_by_a_later_loop(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %table = llvm.mlir.addressof @coeff : !llvm.ptr<4>
  %kp = llvm.getelementptr inbounds %table[0, 2] : (!llvm.ptr<4>) -> !llvm.ptr<4>, !llvm.array<4 x f32>
  %k = llvm.load %kp : !llvm.ptr<4> -> f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^first(%c0, %f0, %f0, %f0 : i32, f32, f32, f32)
^first(%i: i32, %a: f32, %b: f32, %c: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %y = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fadd %b, %y : f32
  %c2 = llvm.fmul %a2, %b2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^first(%next, %a2, %b2, %c2 : i32, f32, f32, f32), ^middle
^middle:
  %sum = llvm.fadd %a2, %c2 : f32
  llvm.br ^second(%c0, %sum : i32, f32)
^second(%j: i32, %acc: f32):
  %acc2 = llvm.fmul %acc, %k : f32
  %jn = llvm.add %j, %c1 overflow<nsw> : i32
  %again = llvm.icmp "slt" %jn, %n : i32
  llvm.cond_br %again, ^second(%jn, %acc2 : i32, f32), ^exit
^exit:
  %w = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %acc2, %o : f32, !llvm.ptr<1>
  llvm.return
}
