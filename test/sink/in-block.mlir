// RUN: --passes=sink --sink-for-occ=1000 --sink-in-block=true --split-input-file
// sink-in-block: each pure value moves down its own block to just before its first use there,
// or before the terminator when every use is in another block. The target of 1000 keeps the
// moves across blocks out of these cases (no function here is estimated above it); the
// in-block order is what is left. Loads, divisions, long intrinsics, nvvm ops and anything
// that may write stay where they are.

// Fires: the products computed ahead of the loads' sums each move down to the add that uses
// them, so at most two are live at once instead of four.
// SIM-GRID: 1
// SIM-BLOCK: 8
llvm.func ptx_kernelcc @products_move_to_their_sums(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %p0 = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %p1 = llvm.getelementptr %p0[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %m0 = llvm.fmul %v0, %v0 : f32
  %m1 = llvm.fmul %v1, %v1 : f32
  %m2 = llvm.fmul %v0, %v1 : f32
  %m3 = llvm.fsub %v0, %v1 : f32
  %s0 = llvm.fadd %m0, %m1 : f32
  %s1 = llvm.fadd %s0, %m2 : f32
  %s2 = llvm.fadd %s1, %m3 : f32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %s2, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Fires: %later, used only in the other block, moves to just before the branch; %a moves
// past the load and the store's address to the add that uses it.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 5
llvm.func ptx_kernelcc @value_used_elsewhere_goes_before_the_branch(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.mul %tx, %c3 : i32
  %later = llvm.add %tx, %n : i32
  %p = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  %w = llvm.add %v, %a : i32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %w, %o : i32, !llvm.ptr<1>
  %live = llvm.icmp "slt" %tx, %n : i32
  llvm.cond_br %live, ^more, ^exit
^more:
  %q = llvm.getelementptr %out[%later] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %q : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----

// Fires: a block argument's value passed by the branch is used by the terminator alone.
// SIM-GRID: 1
// SIM-BLOCK: 8
llvm.func ptx_kernelcc @branch_operand_moves_to_the_branch(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %next = llvm.add %tx, %c1 : i32
  %p = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.br ^tail(%next : i32)
^tail(%i: i32):
  %q = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %r = llvm.add %v, %i : i32
  llvm.store %r, %q : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// Does not fire: a plain load stays ahead of the store after it (the store may write what it
// reads: for thread 0 it does), and loads are issued early so their latency overlaps.
// SIM-GRID: 1
// SIM-BLOCK: 4
llvm.func ptx_kernelcc @load_before_a_store_should_not_apply(%buf: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %v = llvm.load %buf : !llvm.ptr<1> -> i32
  llvm.store %c7, %buf : i32, !llvm.ptr<1>
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// Does not fire: divisions, remainders and square roots stay where they are, so their
// operands die early and their latency overlaps what follows.
llvm.func @long_latency_ops_should_not_apply(%a: f32, %b: f32, %i: i32, %j: i32, %p: !llvm.ptr<1>) -> f32 {
  %d = llvm.fdiv %a, %b : f32
  %q = llvm.sdiv %i, %j : i32
  %r = llvm.urem %i, %j : i32
  %s = llvm.intr.sqrt(%a) : (f32) -> f32
  llvm.store %i, %p : i32, !llvm.ptr<1>
  llvm.store %q, %p : i32, !llvm.ptr<1>
  llvm.store %r, %p : i32, !llvm.ptr<1>
  %t = llvm.fadd %d, %s : f32
  llvm.return %t : f32
}

// -----

// Does not fire: a warp shuffle stays where it is (nvvm ops do not move); the add that uses
// it is already just before its use.
llvm.func ptx_kernelcc @shuffle_stays_should_not_apply(%out: !llvm.ptr<1>, %x: f32) {
  %mask = llvm.mlir.constant(-1 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %s = nvvm.shfl.sync bfly %mask, %x, %c1, %c31 : f32 -> f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %o = llvm.getelementptr %out[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %x, %o : f32, !llvm.ptr<1>
  %sum = llvm.fadd %s, %x : f32
  llvm.store %sum, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Does not fire: every value already sits just before its first use.
llvm.func @already_in_place_should_not_apply(%a: i32, %b: i32) -> i32 {
  %x = llvm.add %a, %b : i32
  %y = llvm.mul %x, %a : i32
  %z = llvm.sub %y, %b : i32
  llvm.return %z : i32
}
