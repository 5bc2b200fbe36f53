// RUN: --passes=rematerialize --split-input-file --dump-remat
// Values live across the register peak that must stay live: recomputing them would read
// memory that may have changed, repeat an expensive op, or lower no peak.

// SIM-ARG: 2 4
// SIM-GRID: 1
// `in[tid]` is loaded at the top, the loop writes `in[tid]`, and the first value is stored
// after the loop. A copy of the load after the loop would read what the loop wrote: loads from
// writable memory are never recomputed.
llvm.func ptx_kernelcc @global_load_written_by_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %first = llvm.load %slot : !llvm.ptr<1> -> f32
  llvm.br ^loop(%c0, %f1, %f1 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %x = llvm.load %slot : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  llvm.store %b2, %slot : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2 : i32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %first, %b2 : f32
  %tid2 = nvvm.read.ptx.sreg.tid.x : i32
  %t2 = llvm.sext %tid2 : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// `tid / 3` is live across the loop: a division is not cheap, so it stays.
llvm.func ptx_kernelcc @division_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %third = llvm.udiv %tid, %c3 : i32
  llvm.br ^loop(%c0, %f0, %f0 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2 : i32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %b2 : f32
  %w = llvm.zext %third : i32 to i64
  %o = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %tid2 = nvvm.read.ptx.sreg.tid.x : i32
  %c3b = llvm.mlir.constant(3 : i32) : i32
  %lane = llvm.urem %tid2, %c3b : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %writer = llvm.icmp "eq" %lane, %zero : i32
  llvm.cond_br %writer, ^store, ^done
^store:
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// The address is used inside the loop, the peak: a copy would go to the loop's preheader,
// which is where the value is defined, so it would stay live through the loop.
llvm.func ptx_kernelcc @used_inside_the_peak_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %f0, %f0 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  llvm.store %b2, %o : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2 : i32, f32, f32), ^exit
^exit:
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// `clock()` read before the loop and stored after it: a copy would read a later time.
llvm.func ptx_kernelcc @clock_read_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %start = nvvm.read.ptx.sreg.clock : i32
  llvm.br ^loop(%c0, %f0, %f0 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2 : i32, f32, f32), ^exit
^exit:
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %r = llvm.fptosi %b2 : f32 to i32
  %z = llvm.mul %start, %c0 : i32
  %v = llvm.add %r, %z : i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// A device function's pointer argument is a register, not a kernel parameter: `p + 4*k`,
// live across the loop, would need `p` after the loop, where it is not live, so it stays.
llvm.func ptx_kernelcc @calls_the_device_function_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %k = llvm.mlir.constant(1 : i64) : i64
  %r = llvm.call @device_argument_not_live_should_not_apply(%in, %in, %k, %n) : (!llvm.ptr<1>, !llvm.ptr<1>, i64, i32) -> f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}
llvm.func @device_argument_not_live_should_not_apply(%p: !llvm.ptr<1>, %in: !llvm.ptr<1>, %k: i64, %n: i32) -> f32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %o = llvm.getelementptr inbounds %p[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %f0, %f0 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %s = llvm.sext %i : i32 to i64
  %q = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2 : i32, f32, f32), ^exit
^exit:
  %r = llvm.load %o : !llvm.ptr<1> -> f32
  %y = llvm.fadd %r, %b2 : f32
  llvm.return %y : f32
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// `in[0] + 1` is live across the loop, but `in[0]` is not: a copy would need the load, which
// is not cheap (and global memory may have changed), so the sum stays.
llvm.func ptx_kernelcc @operand_would_need_a_load_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %h = llvm.load %in : !llvm.ptr<1> -> i32
  %h1 = llvm.add %h, %c1 : i32
  llvm.br ^loop(%c0, %f0, %f0 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2 : i32, f32, f32), ^exit
^exit:
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %r = llvm.fptosi %b2 : f32 to i32
  %v = llvm.add %r, %h1 : i32
  llvm.store %v, %o : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// A local array: its element addresses are computed before the loop, which writes the array
// through a varying index, and read after it. The address chain ends at the `alloca`, which
// reads nothing live; a copy of it after the loop would be another, uninitialised array (the
// reads came back as poison in sha256's state words). Allocas are never recomputed.
llvm.func ptx_kernelcc @local_array_address_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %st = llvm.alloca %c8 x i32 : (i32) -> !llvm.ptr
  %p1 = llvm.getelementptr inbounds %st[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %p2 = llvm.getelementptr inbounds %st[2] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %c3, %st : i32, !llvm.ptr
  llvm.store %c3, %p1 : i32, !llvm.ptr
  llvm.store %c3, %p2 : i32, !llvm.ptr
  %p3 = llvm.getelementptr inbounds %st[3] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %c3, %p3 : i32, !llvm.ptr
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %k = llvm.and %i, %c3 : i32
  %s = llvm.zext %k : i32 to i64
  %p = llvm.getelementptr inbounds %st[%s] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v = llvm.load %p : !llvm.ptr -> i32
  %q = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %x = llvm.load %q : !llvm.ptr<1> -> i32
  %w = llvm.add %v, %x : i32
  llvm.store %w, %p : i32, !llvm.ptr
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  %a = llvm.load %p1 : !llvm.ptr -> i32
  %b = llvm.load %p2 : !llvm.ptr -> i32
  %r = llvm.add %a, %b : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %o : i32, !llvm.ptr<1>
  llvm.return
}
