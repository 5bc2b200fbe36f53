// RUN: --passes=rematerialize --split-input-file --dump-remat --remat-loop-chain=3
// remat-loop-chain=3: a value of at most three ops that a loop carries only to use it in some
// of its blocks is recomputed in those blocks, every iteration, and the loop header no longer
// holds it. Longer chains, and values the copies could not compute alone, still stay.

// SIM-ARG: 2 4
// SIM-GRID: 2
// `tid * 4 + 3` is built before the loop and used on one side of a branch inside it: the
// copy (three ops: the read of tid, the multiply, the add) goes in front of that use, inside
// the loop, and the header no longer carries the value.
llvm.func ptx_kernelcc @small_value_used_inside_the_loop(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %scaled = llvm.mul %tid, %c4 : i32
  %lane_key = llvm.add %scaled, %c3 : i32
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
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch(%c2 : f32)
^mix:
  %k = llvm.sitofp %lane_key : i32 to f32
  %c3f = llvm.fadd %c2, %k : f32
  llvm.br ^latch(%c3f : f32)
^latch(%cn: f32):
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %cn : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %cn : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 2
// The same shape with `(ctaid * ntid + tid) * 4 + 3`: six ops, more than remat-loop-chain
// allows inside a loop, and no use outside the loop to recompute it for, so it stays live
// through the loop.
llvm.func ptx_kernelcc @long_chain_used_inside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %scaled = llvm.mul %gid, %c4 : i32
  %lane_key = llvm.add %scaled, %c3 : i32
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
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch(%c2 : f32)
^mix:
  %k = llvm.sitofp %lane_key : i32 to f32
  %c3f = llvm.fadd %c2, %k : f32
  llvm.br ^latch(%c3f : f32)
^latch(%cn: f32):
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %cn : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %cn : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 2
// `in[tid] * 2` is loaded before the loop, which writes `in[tid]`: a copy inside the loop
// would read what the loop stored. A load from writable memory is never copied, in a loop or
// not.
llvm.func ptx_kernelcc @load_the_loop_overwrites_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %f2 = llvm.mlir.constant(2.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.sext %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %first = llvm.load %slot : !llvm.ptr<1> -> f32
  %twice = llvm.fmul %first, %f2 : f32
  llvm.br ^loop(%c0, %f0, %f0 : i32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32):
  %x = llvm.load %slot : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fmul %b, %a2 : f32
  llvm.store %b2, %slot : f32, !llvm.ptr<1>
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch(%a2 : f32)
^mix:
  %m = llvm.fadd %a2, %twice : f32
  llvm.br ^latch(%m : f32)
^latch(%an: f32):
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %an, %b2 : i32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %an, %b2 : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// The address `out + 4*tid` (three ops) is used on one side of a branch inside the loop: a
// pointer's copies stay out of loops (ptxas builds addresses from the parameter's
// constant-bank slot where they are used, so the estimate's two registers are not held),
// and its only other place would be where it is defined.
llvm.func ptx_kernelcc @address_used_inside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
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
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch
^mix:
  llvm.store %c2, %slot : f32, !llvm.ptr<1>
  llvm.br ^latch
^latch:
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %c2 : i32, f32, f32, f32), ^exit
^exit:
  llvm.return
}
