// RUN: --passes=dead-sync-elim --split-input-file --print-dead-sync-elim
// dead-sync-elim on GPU- and system-scope fences (`membar.gl`, `membar.sys`, `llvm.fence`
// with syncscope "device" or none). Such a fence orders this thread's accesses for threads of
// other blocks; a CTA barrier orders nothing between blocks, so the fence's sides cross CTA
// barriers and end only at a fence of at least its scope and semantics. kestrel-sim is
// sequentially consistent (fences are no-ops there), so a kept fence cannot be shown
// necessary by execution (no kept case says `EXPECT: sync-needed`); the `SIM-GRID:` cases
// still run over several blocks, and must do so conclusively.

// SIM-GRID: 4
// Must not fire: the last-block reduction (CUDA programming guide, threadFenceReduction),
// every thread fencing before the barrier. Each block writes its partials to global scratch,
// `__threadfence()` publishes them at GPU scope, thread 0 draws a ticket with `atomicInc`, and
// the block that draws the last ticket reads every block's scratch. The CTA barriers after
// the fence order nothing between blocks: without the fence the last block may read stale
// partials of another block.
llvm.mlir.global external @retirementCount(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32
llvm.mlir.global internal @amLast() {addr_space = 3 : i32, alignment = 1 : i64} : i8
llvm.func ptx_kernelcc @last_block_every_thread_fences_should_not_apply(%in: !llvm.ptr, %partial: !llvm.ptr, %out: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %cm1 = llvm.mlir.constant(-1 : i32) : i32
  %two = llvm.mlir.constant(2.000000e+00 : f32) : f32
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %count_g = llvm.mlir.addressof @retirementCount : !llvm.ptr<1>
  %count = llvm.addrspacecast %count_g : !llvm.ptr<1> to !llvm.ptr
  %last_s = llvm.mlir.addressof @amLast : !llvm.ptr<3>
  %last = llvm.addrspacecast %last_s : !llvm.ptr<3> to !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %i = llvm.add %base, %tid : i32
  %i64 = llvm.zext %i : i32 to i64
  %pin = llvm.getelementptr inbounds %in[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %pin {alignment = 4 : i64} : !llvm.ptr -> f32
  %y = llvm.fmul %x, %two : f32
  %pp = llvm.getelementptr inbounds %partial[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %y, %pp {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^ticket, ^join
^ticket:
  %nblocks = nvvm.read.ptx.sreg.nctaid.x : i32
  %final = llvm.add %nblocks, %cm1 overflow<nsw> : i32
  %t = llvm.atomicrmw uinc_wrap %count, %nblocks seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %is_last = llvm.icmp "eq" %t, %final : i32
  %flag = llvm.zext %is_last : i1 to i8
  llvm.store %flag, %last {alignment = 1 : i64} : i8, !llvm.ptr
  llvm.br ^join
^join:
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
  %f = llvm.load %last {alignment = 1 : i64} : !llvm.ptr -> i8
  %am_last = llvm.trunc %f : i8 to i1
  llvm.cond_br %am_last, ^sum(%c0, %zero : i32, f32), ^done
^sum(%b: i32, %s: f32):
  %nb = nvvm.read.ptx.sreg.nctaid.x : i32
  %more = llvm.icmp "ult" %b, %nb : i32
  llvm.cond_br %more, ^body, ^write
^body:
  %row = llvm.mul %b, %ntid : i32
  %j = llvm.add %row, %tid : i32
  %j64 = llvm.zext %j : i32 to i64
  %pj = llvm.getelementptr inbounds %partial[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %pj {alignment = 4 : i64} : !llvm.ptr -> f32
  %s2 = llvm.fadd %s, %v : f32
  %b2 = llvm.add %b, %c1 overflow<nsw, nuw> : i32
  llvm.br ^sum(%b2, %s2 : i32, f32)
^write:
  %t64 = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %s, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}

// -----
// SIM-GRID: 4
// Must not fire: the last-block reduction with thread 0 fencing inside `if (tid == 0)`, right
// before its `atomicAdd` ticket. Above the fence, across the CTA barrier, lie every thread's
// partial stores (the barrier hands them to thread 0 at CTA scope only); below it, the
// ticket atomic and the last block's reads. The fence is what makes the block's partials
// visible to the block that draws the last ticket.
llvm.mlir.global external @ticketCount(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32
llvm.mlir.global internal @amLast() {addr_space = 3 : i32, alignment = 1 : i64} : i8
llvm.func ptx_kernelcc @last_block_thread0_fences_should_not_apply(%in: !llvm.ptr, %partial: !llvm.ptr, %out: !llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %cm1 = llvm.mlir.constant(-1 : i32) : i32
  %two = llvm.mlir.constant(2.000000e+00 : f32) : f32
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %count_g = llvm.mlir.addressof @ticketCount : !llvm.ptr<1>
  %count = llvm.addrspacecast %count_g : !llvm.ptr<1> to !llvm.ptr
  %last_s = llvm.mlir.addressof @amLast : !llvm.ptr<3>
  %last = llvm.addrspacecast %last_s : !llvm.ptr<3> to !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %i = llvm.add %base, %tid : i32
  %i64 = llvm.zext %i : i32 to i64
  %pin = llvm.getelementptr inbounds %in[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %x = llvm.load %pin {alignment = 4 : i64} : !llvm.ptr -> f32
  %y = llvm.fmul %x, %two : f32
  %pp = llvm.getelementptr inbounds %partial[%i64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %y, %pp {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^ticket, ^join
^ticket:
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %t = llvm.atomicrmw add %count, %c1 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %nblocks = nvvm.read.ptx.sreg.nctaid.x : i32
  %final = llvm.add %nblocks, %cm1 overflow<nsw> : i32
  %is_last = llvm.icmp "eq" %t, %final : i32
  %flag = llvm.zext %is_last : i1 to i8
  llvm.store %flag, %last {alignment = 1 : i64} : i8, !llvm.ptr
  llvm.br ^join
^join:
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
  %f = llvm.load %last {alignment = 1 : i64} : !llvm.ptr -> i8
  %am_last = llvm.trunc %f : i8 to i1
  llvm.cond_br %am_last, ^sum(%c0, %zero : i32, f32), ^done
^sum(%b: i32, %s: f32):
  %nb = nvvm.read.ptx.sreg.nctaid.x : i32
  %more = llvm.icmp "ult" %b, %nb : i32
  llvm.cond_br %more, ^body, ^write
^body:
  %row = llvm.mul %b, %ntid : i32
  %j = llvm.add %row, %tid : i32
  %j64 = llvm.zext %j : i32 to i64
  %pj = llvm.getelementptr inbounds %partial[%j64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %pj {alignment = 4 : i64} : !llvm.ptr -> f32
  %s2 = llvm.fadd %s, %v : f32
  %b2 = llvm.add %b, %c1 overflow<nsw, nuw> : i32
  llvm.br ^sum(%b2, %s2 : i32, f32)
^write:
  %t64 = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t64] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %s, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}

// -----
// SIM-GRID: 4
// Must not fire: CTA barriers between the global write and the fence and between the fence
// and the global read (each barrier needed for its own shared-memory exchange). They order
// the block's threads only; for a thread of another block the fence alone orders the write
// of `buf` before the read of `in`.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.mlir.global internal @tile2() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @barriers_around_fence_should_not_apply(%buf: !llvm.ptr<1>, %in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %t64 = llvm.zext %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %nb = llvm.xor %tid, %c1 : i32
  %n64 = llvm.zext %nb : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %s2 = llvm.mlir.addressof @tile2 : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %x, %mine {alignment = 4 : i64} : f32, !llvm.ptr<3>
  %pb = llvm.getelementptr inbounds %buf[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %pb {alignment = 4 : i64} : f32, !llvm.ptr<1>
  nvvm.barrier0
  %theirs = llvm.getelementptr inbounds %s[0, %n64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %a = llvm.load %theirs {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %mine2 = llvm.getelementptr inbounds %s2[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %a, %mine2 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  nvvm.barrier0
  %theirs2 = llvm.getelementptr inbounds %s2[0, %n64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %b = llvm.load %theirs2 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %pi = llvm.getelementptr inbounds %in[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %w = llvm.fadd %v, %b : f32
  %po = llvm.getelementptr inbounds %out[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %w, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 4
// Must not fire: the fence is in a loop; nothing global follows it in the body, but the back
// edge brings the next iteration's store below it. It orders each iteration's store before
// the next one's (a counter other blocks may poll).
llvm.func ptx_kernelcc @fence_in_loop_should_not_apply(%buf: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %slot = llvm.getelementptr inbounds %buf[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.br ^loop(%c0 : i32)
^loop(%k: i32):
  %more = llvm.icmp "ult" %k, %c4 : i32
  llvm.cond_br %more, ^body, ^done
^body:
  llvm.store %k, %slot {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %k2 = llvm.add %k, %c1 : i32
  llvm.br ^loop(%k2 : i32)
^done:
  llvm.return
}

// -----
// SIM-GRID: 4
// Must not fire: a fence in a device function. Its caller goes on after the return (and ran
// before the entry), so both ends count as unknown accesses.
llvm.func @publish(%p: !llvm.ptr<1>, %x: f32) {
  llvm.store %x, %p {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  llvm.return
}
llvm.func ptx_kernelcc @device_function_fence_should_not_apply(%out: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.call @publish(%p, %x) : (!llvm.ptr<1>, f32) -> ()
  llvm.return
}

// -----
// SIM-GRID: 4
// Must not fire: a GPU fence between two shared-memory accesses with no barrier between
// them. A `membar.gl` also orders at CTA scope, which is what the block's other threads rely
// on here (data then flag in shared memory); only a `membar.cta` could replace it, and this
// pass deletes, it does not weaken.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.mlir.global internal @flags() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @gpu_fence_between_shared_accesses_should_not_apply(%x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t64 = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %data = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  llvm.store %x, %data {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %f = llvm.mlir.addressof @flags : !llvm.ptr<3>
  %flag = llvm.getelementptr inbounds %f[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c1, %flag {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.return
}

// -----
// Must not fire: a cluster-scope fence before a CTA barrier, global traffic on both sides.
// The barrier orders the block only; other blocks of the cluster rely on the fence.
llvm.func ptx_kernelcc @cluster_fence_before_barrier_should_not_apply(%buf: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t64 = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %buf[%t64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %p {alignment = 4 : i64} : f32, !llvm.ptr<1>
  nvvm.fence.sc.cluster
  nvvm.barrier0
  %flag = llvm.getelementptr inbounds %p[1024] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.store %x, %flag {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Must not fire: a CTA fence right before a barrier with a thread count. The barrier orders
// accesses only for the 64 threads that take part; the fence orders this thread's store
// before its later accesses for every thread of the block, so the barrier does not stand in
// for it.
llvm.mlir.global internal @box() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @cta_fence_before_counted_barrier_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t64 = llvm.zext %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %nb = llvm.xor %tid, %c1 : i32
  %n64 = llvm.zext %nb : i32 to i64
  %s = llvm.mlir.addressof @box : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  llvm.store %x, %mine {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.membar.cta"() : () -> ()
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(64 : i32) : i32
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %theirs = llvm.getelementptr inbounds %s[0, %n64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %v = llvm.load %theirs {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 4
// A GPU fence with only shared-memory traffic above it and a barrier right below: dead. The
// shared store can be seen by the block's threads only, and the barrier orders it for all of
// them; no thread of another block can observe anything above the fence.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @gpu_fence_after_shared_only_traffic_is_removed(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t64 = llvm.zext %tid : i32 to i64
  %x = llvm.uitofp %tid : i32 to f32
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %x, %mine {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  nvvm.barrier0
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %other = llvm.xor %tid, %c1 : i32
  %o64 = llvm.zext %other : i32 to i64
  %theirs = llvm.getelementptr inbounds %s[0, %o64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %v = llvm.load %theirs {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %i = llvm.add %base, %tid : i32
  %i64 = llvm.zext %i : i32 to i64
  %po = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 4
// A GPU fence after a global store, followed by a barrier and shared-memory traffic only:
// dead. A pair (global store, shared access) can only be observed by a thread of this block,
// for which the barrier already orders it; no global access follows the fence. (The barrier
// stays: it orders the shared-memory exchange.)
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.mlir.global internal @tile2() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @gpu_fence_before_shared_only_tail_is_removed(%out: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %t64 = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %x, %mine {alignment = 4 : i64} : f32, !llvm.ptr<3>
  %po = llvm.getelementptr inbounds %out[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  nvvm.barrier0
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %nb = llvm.xor %tid, %c1 : i32
  %n64 = llvm.zext %nb : i32 to i64
  %theirs = llvm.getelementptr inbounds %s[0, %n64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %v = llvm.load %theirs {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %s2 = llvm.mlir.addressof @tile2 : !llvm.ptr<3>
  %mine2 = llvm.getelementptr inbounds %s2[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %mine2 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.return
}

// -----
// SIM-GRID: 4
// Two GPU fences back to back, nothing between them: the first is removed (the second orders
// everything it did), the second stays to order the data store before the flag store.
llvm.func ptx_kernelcc @fence_after_fence_is_removed(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %pd = llvm.getelementptr inbounds %data[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %pd {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  %pf = llvm.getelementptr inbounds %flag[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %one, %pf {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 4
// An SC fence followed by an acq_rel fence of the same scope: the acq_rel one is removed (the
// SC fence orders everything it orders); the SC fence stays, since an acq_rel fence does not
// order a store before a later load as `fence.sc` does.
llvm.func ptx_kernelcc @acq_rel_fence_after_sc_fence_is_removed(%data: !llvm.ptr<1>, %other: !llvm.ptr<1>, %out: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %pd = llvm.getelementptr inbounds %data[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %pd {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  llvm.fence syncscope("device") acq_rel
  %pr = llvm.getelementptr inbounds %other[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %po = llvm.getelementptr inbounds %out[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 4
// A system-scope fence at the very end of the kernel, after the last store: dead. It orders
// this thread's earlier accesses before its later ones, and there are none; kernel
// completion makes every write visible to whatever runs after the kernel.
llvm.func ptx_kernelcc @fence_at_kernel_end_is_removed(%out: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %i = llvm.add %base, %tid : i32
  %i64 = llvm.zext %i : i32 to i64
  %po = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.fence seq_cst
  llvm.return
}

// -----
// SIM-GRID: 4
// A GPU fence (`nvvm.memory.barrier` spelling) right after a system fence: the GPU one is
// removed, as the system fence orders everything it orders. Not the other way round: a
// system fence right before a GPU fence is not covered by it, so the first one stays.
llvm.func ptx_kernelcc @gpu_fence_after_system_fence_is_removed(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %x: f32) {
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g64 = llvm.zext %gid : i32 to i64
  %pd = llvm.getelementptr inbounds %data[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %pd {alignment = 4 : i64} : f32, !llvm.ptr<1>
  nvvm.memory.barrier #nvvm.mem_scope<sys>
  nvvm.memory.barrier #nvvm.mem_scope<gpu>
  %one = llvm.mlir.constant(1 : i32) : i32
  %pf = llvm.getelementptr inbounds %flag[%g64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %one, %pf {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
