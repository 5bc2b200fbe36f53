// RUN: --passes=rematerialize --split-input-file --dump-remat --remat-loop-chain=3 --remat-loop-pointers=true
// remat-loop-pointers: a pointer's copies of at most remat-loop-chain ops may go inside the
// loops its value is not defined in too (the measured settlement's second harder rewrite,
// which keeps them only where ptxas does better: spmm_bsr4_f64's eight shared addresses).
// Longer chains, and pointers the copies could not compute alone, still stay.

// SIM-ARG: 2 4
// SIM-GRID: 1
// The address `out + 4*tid` (three ops) is used on one side of a branch inside the loop:
// its copy goes in front of that use, inside the loop, and the header no longer carries it
// (loops.mlir has the same kernel without the knob, where it stays).
llvm.func ptx_kernelcc @address_used_inside_the_loop(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
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

// -----

// SIM-ARG: 2 4
// SIM-GRID: 2
// The address `out + 4*(ctaid*ntid + tid)`: six ops, more than remat-loop-chain allows
// inside a loop, so it stays live through the loop.
llvm.func ptx_kernelcc @long_address_chain_inside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %g = llvm.add %base, %tid : i32
  %t = llvm.zext nneg %g : i32 to i64
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

// -----

// SIM-ARG: 2 4
// SIM-GRID: 1
// The address `out + 4*(tid + (in[0] & 1))` reads `in`, memory the kernel may write (the
// loop's stores go through `out`, which may alias it): a load from writable memory is never
// copied, for a pointer or not.
llvm.func ptx_kernelcc @address_from_writable_memory_inside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %word = llvm.load %in : !llvm.ptr<1> -> i32
  %bit = llvm.and %word, %c1 : i32
  %which = llvm.zext nneg %bit : i32 to i64
  %row = llvm.add %t, %which : i64
  %slot = llvm.getelementptr inbounds %out[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
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
