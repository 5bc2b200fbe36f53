// RUN: --passes=early-cse --split-input-file
// early-cse, the NVVM fast path: `r1 = sreg.X; ...; r2 = sreg.X -> r2 replaced by r1` for the
// registers that keep their value for a thread's whole run (tid, ntid, ctaid, nctaid, laneid,
// warpsize), in both spellings, anywhere r1 dominates r2 — barriers and stores in between do
// not matter. Clocks and timers are never merged.

// Fires: threadIdx.x read twice in one block.
llvm.func ptx_kernelcc @repeated_tid_reads_merge(%out: !llvm.ptr<1>) {
  %a = nvvm.read.ptx.sreg.tid.x : i32
  %b = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.add %a, %b : i32
  %t = llvm.zext %a : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: the op spelling and the `llvm.call_intrinsic` spelling read the same register.
llvm.func ptx_kernelcc @both_spellings_merge(%out: !llvm.ptr<1>) {
  %a = nvvm.read.ptx.sreg.tid.x : i32
  %b = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.tid.x"() : () -> i32
  %c = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.ntid.x"() : () -> i32
  %d = nvvm.read.ptx.sreg.ntid.x : i32
  %ab = llvm.add %a, %b : i32
  %cd = llvm.mul %c, %d : i32
  %r = llvm.add %ab, %cd : i32
  %t = llvm.zext %a : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: every invariant register merges across a barrier, a store and a block boundary
// (the entry dominates the branch).
llvm.func ptx_kernelcc @invariant_registers_merge_across_barriers_and_blocks(%out: !llvm.ptr<1>, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %nctaid = nvvm.read.ptx.sreg.nctaid.x : i32
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %warp = nvvm.read.ptx.sreg.warpsize : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %lane, %po : i32, !llvm.ptr<1>
  nvvm.barrier0
  llvm.cond_br %c, ^then, ^done
^then:
  %tid2 = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid2 = nvvm.read.ptx.sreg.ctaid.x : i32
  %nctaid2 = nvvm.read.ptx.sreg.nctaid.x : i32
  %lane2 = nvvm.read.ptx.sreg.laneid : i32
  %warp2 = nvvm.read.ptx.sreg.warpsize : i32
  %s1 = llvm.add %tid2, %ctaid2 : i32
  %s2 = llvm.add %s1, %nctaid2 : i32
  %s3 = llvm.add %s2, %lane2 : i32
  %s4 = llvm.add %s3, %warp2 : i32
  %s5 = llvm.add %s4, %ctaid : i32
  %s6 = llvm.add %s5, %nctaid : i32
  %s7 = llvm.add %s6, %warp : i32
  llvm.store %s7, %po : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Does not fire: x and y are different registers.
llvm.func ptx_kernelcc @different_dimensions_should_not_apply(%out: !llvm.ptr<1>) {
  %a = nvvm.read.ptx.sreg.tid.x : i32
  %b = nvvm.read.ptx.sreg.tid.y : i32
  %r = llvm.add %a, %b : i32
  %t = llvm.zext %a : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: every clock read is a new value; merging them loses the elapsed time.
// UNSOUND-IF-MERGED: %c2 -> %c1
// SIM-GRID: 1
llvm.func ptx_kernelcc @clock_reads_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = nvvm.read.ptx.sreg.clock : i32
  %c2 = nvvm.read.ptx.sreg.clock : i32
  %r = llvm.sub %c2, %c1 : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: 64-bit clock reads in the intrinsic spelling are new values too.
// UNSOUND-IF-MERGED: %c2 -> %c1
// SIM-GRID: 1
llvm.func ptx_kernelcc @clock64_calls_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.clock64"() : () -> i64
  %c2 = llvm.call_intrinsic "llvm.nvvm.read.ptx.sreg.clock64"() : () -> i64
  %r = llvm.sub %c2, %c1 : i64
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the reads sit in sibling blocks; neither dominates the other.
llvm.func ptx_kernelcc @sibling_reads_should_not_apply(%out: !llvm.ptr<1>, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.cond_br %c, ^left, ^right
^left:
  %a = nvvm.read.ptx.sreg.ctaid.x : i32
  llvm.store %a, %po : i32, !llvm.ptr<1>
  llvm.br ^done
^right:
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %b1 = llvm.add %b, %b : i32
  llvm.store %b1, %po : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Does not fire: a read with a `range` is poison outside it, a plain read is not; reads
// with different attributes are kept apart.
llvm.func ptx_kernelcc @different_ranges_should_not_apply(%out: !llvm.ptr<1>) {
  %a = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
  %b = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.add %a, %b : i32
  %t = llvm.zext %b : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: equal ranges are equal reads.
llvm.func ptx_kernelcc @equal_ranges_merge(%out: !llvm.ptr<1>) {
  %a = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
  %b = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
  %r = llvm.add %a, %b : i32
  %t = llvm.zext %b : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
