// RUN: --passes=sink --sink-for-occ=4 --split-input-file
// sink, where registers are scarce (the function's estimated peak above sink-for-occ, here
// 4): a value moves only when that takes it out of a block above the target or out of a loop.
// Moving it below an early exit, through light blocks into the same heavy ones, frees nothing.

// Must not fire: %a is used only past the early exit, in the heavy block, and is live only
// in the light entry block before it: moving it there would shorten nothing that counts.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 5
llvm.func ptx_kernelcc @past_an_early_exit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.mul %tx, %c3 : i32
  %live = llvm.icmp "slt" %tx, %n : i32
  llvm.cond_br %live, ^work, ^exit
^work:
  %p0 = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %p1 = llvm.getelementptr %p0[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p2 = llvm.getelementptr %p0[16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p3 = llvm.getelementptr %p0[24] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %s01 = llvm.fadd %v0, %v1 : f32
  %s23 = llvm.fadd %v2, %v3 : f32
  %s = llvm.fadd %s01, %s23 : f32
  %o = llvm.getelementptr %out[%a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %s, %o : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----

// Fires: %a is held through a loop that does not use it, to a use after the loop on one
// side of a branch; moved below the loop, it is no longer live in it.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 5
llvm.func ptx_kernelcc @out_of_a_loop_moves(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.mul %tx, %c3 : i32
  %live = llvm.icmp "slt" %tx, %n : i32
  llvm.cond_br %live, ^loop(%c0, %zero : i32, f32), ^exit
^loop(%i: i32, %acc: f32):
  %p = llvm.getelementptr %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %next = llvm.fadd %acc, %v : f32
  %i1 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i1, %n : i32
  llvm.cond_br %more, ^loop(%i1, %next : i32, f32), ^after
^after:
  %o = llvm.getelementptr %out[%a] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %next, %o : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}
