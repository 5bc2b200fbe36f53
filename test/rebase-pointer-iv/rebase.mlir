// RUN: --passes=rebase-pointer-iv --split-input-file
// rebase-pointer-iv: a loop's pointer induction variable that starts at `base + X + c` and
// is read at `p - c` and `p` (LLVM's loop strength reduction folds one access's offset into
// the start) starts at `base + X` instead, its accesses at `p` and `p + c`: the same
// addresses, with the variable at the base's alignment, where ptxas merges the pair.

// Fires: half_gemv's shape. Each thread reads s[2j] and s[2j + 1] for j = lane, lane + 32,
// ...: the variable starts at s + 8*lane + 4 and reads [p - 4] and [p]; it becomes
// s + 8*lane, read at [p] and [p + 4].
// SIM-GRID: 1
// SIM-BLOCK: 32
// SIM-ARG: 1 3
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<512 x f32>
llvm.func ptx_kernelcc @pair_read_through_the_second_address(%out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %cm4 = llvm.mlir.constant(-4 : i64) : i64
  %c256 = llvm.mlir.constant(256 : i64) : i64
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %t8 = llvm.shl %t, %c3 overflow<nsw, nuw> : i64
  %start_offset = llvm.add %t8, %c4 overflow<nsw, nuw> : i64
  %start = llvm.getelementptr %s[%start_offset] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  llvm.br ^loop(%start, %c0, %zero : !llvm.ptr<3>, i32, f32)
^loop(%p: !llvm.ptr<3>, %i: i32, %acc: f32):
  %lo = llvm.getelementptr %p[%cm4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %a = llvm.load %lo {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %b = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %ab = llvm.fadd %a, %b : f32
  %acc2 = llvm.fadd %acc, %ab : f32
  %next = llvm.getelementptr %p[%c256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %i2 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%next, %i2, %acc2 : !llvm.ptr<3>, i32, f32), ^exit
^exit:
  %po = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %acc2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Fires: a start that is a constant offset from a pointer (`gep i8 q[28]`), with stores at
// [p - 28] ... [p]: the variable starts at q, the stores at [p] ... [p + 28].
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 2
llvm.func ptx_kernelcc @row_written_before_its_end(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c28 = llvm.mlir.constant(28 : i64) : i64
  %cm28 = llvm.mlir.constant(-28 : i64) : i64
  %cm12 = llvm.mlir.constant(-12 : i64) : i64
  %c256 = llvm.mlir.constant(256 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %pi = llvm.getelementptr %in[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %row = llvm.getelementptr %out[%tid, 0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<8 x f32>
  %start = llvm.getelementptr %row[%c28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.br ^loop(%start, %c0 : !llvm.ptr<1>, i32)
^loop(%p: !llvm.ptr<1>, %i: i32):
  %first = llvm.getelementptr %p[%cm28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v, %first {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %middle = llvm.getelementptr %p[%cm12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v, %middle {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.getelementptr %p[%c256] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  %i2 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%next, %i2 : !llvm.ptr<1>, i32), ^exit
^exit:
  llvm.return
}

// -----

// Does not fire: the loop's exit compares the variable itself, which would see the shift.
llvm.func @variable_compared_should_not_apply(%q: !llvm.ptr<3>, %x: i64, %end: !llvm.ptr<3>) -> f32 {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %cm4 = llvm.mlir.constant(-4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %offset = llvm.add %x, %c4 : i64
  %start = llvm.getelementptr %q[%offset] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  llvm.br ^loop(%start, %zero : !llvm.ptr<3>, f32)
^loop(%p: !llvm.ptr<3>, %acc: f32):
  %lo = llvm.getelementptr %p[%cm4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %a = llvm.load %lo {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %acc2 = llvm.fadd %acc, %a : f32
  %next = llvm.getelementptr %p[%c8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %done = llvm.icmp "eq" %p, %end : !llvm.ptr<3>
  llvm.cond_br %done, ^exit, ^loop(%next, %acc2 : !llvm.ptr<3>, f32)
^exit:
  llvm.return %acc2 : f32
}

// -----

// Does not fire: an access below the start's constant ([p - 8] with the start at X + 4)
// would need a negative offset from the base.
llvm.func @access_below_the_base_should_not_apply(%q: !llvm.ptr<3>, %x: i64, %n: i32) -> f32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %cm8 = llvm.mlir.constant(-8 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %offset = llvm.add %x, %c4 : i64
  %start = llvm.getelementptr %q[%offset] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  llvm.br ^loop(%start, %c0, %zero : !llvm.ptr<3>, i32, f32)
^loop(%p: !llvm.ptr<3>, %i: i32, %acc: f32):
  %lo = llvm.getelementptr %p[%cm8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %a = llvm.load %lo {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %b = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %ab = llvm.fadd %a, %b : f32
  %acc2 = llvm.fadd %acc, %ab : f32
  %next = llvm.getelementptr %p[%c8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
  %i2 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%next, %i2, %acc2 : !llvm.ptr<3>, i32, f32), ^exit
^exit:
  llvm.return %acc2 : f32
}

// -----

// Does not fire: the advanced pointer leaves the loop (the caller reads where the walk
// stopped), so its value may not move.
llvm.func @advanced_pointer_used_after_the_loop_should_not_apply(%q: !llvm.ptr<1>, %x: i64, %n: i32) -> !llvm.ptr<1> {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %cm4 = llvm.mlir.constant(-4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %f = llvm.mlir.constant(1.000000e+00 : f32) : f32
  %offset = llvm.add %x, %c4 : i64
  %start = llvm.getelementptr %q[%offset] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.br ^loop(%start, %c0 : !llvm.ptr<1>, i32)
^loop(%p: !llvm.ptr<1>, %i: i32):
  %lo = llvm.getelementptr %p[%cm4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %f, %lo {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.getelementptr %p[%c8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %i2 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%next, %i2 : !llvm.ptr<1>, i32), ^exit
^exit:
  llvm.return %next : !llvm.ptr<1>
}

// -----

// Does not fire: the start is used outside the loop too (stored), so it must keep its value.
llvm.func @start_used_elsewhere_should_not_apply(%q: !llvm.ptr<1>, %x: i64, %n: i32, %keep: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %cm4 = llvm.mlir.constant(-4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %f = llvm.mlir.constant(1.000000e+00 : f32) : f32
  %offset = llvm.add %x, %c4 : i64
  %start = llvm.getelementptr %q[%offset] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %start, %keep {alignment = 8 : i64} : !llvm.ptr<1>, !llvm.ptr<1>
  llvm.br ^loop(%start, %c0 : !llvm.ptr<1>, i32)
^loop(%p: !llvm.ptr<1>, %i: i32):
  %lo = llvm.getelementptr %p[%cm4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %f, %lo {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.getelementptr %p[%c8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %i2 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%next, %i2 : !llvm.ptr<1>, i32), ^exit
^exit:
  llvm.return
}
