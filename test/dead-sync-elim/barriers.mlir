// RUN: --passes=dead-sync-elim --split-input-file --print-dead-sync-elim
// dead-sync-elim on CTA barriers. A kept barrier that orders a real conflict says
// `EXPECT: sync-needed`: removing it by hand must show a race or a difference in kestrel-sim.

// Only reads of shared memory on both sides, and the global store below goes to a `noalias`
// buffer distinct from the one read above: nothing to order.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x f32>
llvm.func ptx_kernelcc @read_read_barrier_is_removed(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x f32>
  %w = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  nvvm.barrier0
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %pn = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x f32>
  %x = llvm.load %pn {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %sum = llvm.fadd %v, %x : f32
  %sum2 = llvm.fadd %sum, %w : f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Two barriers in a row: the first orders nothing (nothing between them), the second keeps
// ordering the producer above against the consumer below.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @back_to_back_barriers_collapse(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Nothing runs before the kernel's first barrier.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @barrier_at_kernel_entry_is_removed(%out: !llvm.ptr<1>) {
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"() : () -> ()
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Nothing runs after the kernel's last barrier.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @barrier_at_kernel_exit_is_removed(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  nvvm.barrier0
  llvm.return
}

// -----
// Every thread writes and reads back only its own element, s[tid], and the block is
// one-dimensional (reqntid): no other thread touches those bytes.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @thread_private_traffic_is_removed(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// The classic producer/consumer: thread t writes s[t], thread 63-t reads it.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @neighbour_exchange_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// The specification's own example, made race-free: every thread loads the same shared word
// (a uniform address), then thread 0 stores to it. By the four-map predicate the loads above
// pair with the store below, so the barrier stays (cicc's per-thread reading deletes it).
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @spec_example_same_uniform_word_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %i: i32) {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %k = llvm.and %i, %c7 : i32
  %p = llvm.getelementptr %s[0, %k] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %first = llvm.icmp "eq" %tid, %c0 : i32
  llvm.cond_br %first, ^init, ^go
^init:
  llvm.store %c7, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^go
^go:
  nvvm.barrier0
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  nvvm.barrier0
  llvm.cond_br %first, ^bump, ^out
^bump:
  %w = llvm.add %v, %c7 : i32
  llvm.store %w, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^out
^out:
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// The producer is in another block: the walk above the barrier follows the CFG (cicc's
// per-block scan would miss it).
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @producer_in_another_block_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %low = llvm.icmp "ult" %tid, %c32 : i32
  llvm.cond_br %low, ^produce, ^join
^produce:
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.br ^join
^join:
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// Two barriers in a loop: each thread reads its neighbour's word, then overwrites its own.
// The second barrier orders this iteration's write against the next iteration's read: that
// pair meets only across the back edge.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @loop_carried_exchange_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(4 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %mine = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %next = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  llvm.store %c0, %next {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  nvvm.barrier0
  %v = llvm.load %next {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  nvvm.barrier0
  %acc2 = llvm.add %acc, %v : i32
  %w = llvm.add %acc2, %tid : i32
  llvm.store %w, %mine {alignment = 4 : i64} : i32, !llvm.ptr<3>
  %i2 = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%i2, %acc2 : i32, i32), ^done
^done:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %acc2, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// A CTA barrier orders global memory between the block's threads too.
llvm.func ptx_kernelcc @global_exchange_should_not_apply(%buf: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %c63 = llvm.mlir.constant(63 : i32) : i32
  %base = llvm.mul %bid, %c64 : i32
  %g = llvm.add %base, %tid : i32
  %gz = llvm.zext nneg %g : i32 to i64
  %p = llvm.getelementptr inbounds %buf[%gz] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %tid, %p {alignment = 4 : i64} : i32, !llvm.ptr<1>
  nvvm.barrier0
  %r = llvm.sub %c63, %tid : i32
  %gr = llvm.add %base, %r : i32
  %grz = llvm.zext nneg %gr : i32 to i64
  %q = llvm.getelementptr inbounds %buf[%grz] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %x = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %h = llvm.add %g, %c128 : i32
  %hz = llvm.zext nneg %h : i32 to i64
  %o = llvm.getelementptr inbounds %buf[%hz] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// Atomics count as a read and a write: the counter is zeroed, then everyone adds, then
// everyone reads the total.
llvm.mlir.global internal @count() {addr_space = 3 : i32, alignment = 4 : i64} : i32
llvm.func ptx_kernelcc @atomic_counter_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}) {
  %c = llvm.mlir.addressof @count : !llvm.ptr<3>
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %first = llvm.icmp "eq" %tid, %zero : i32
  llvm.cond_br %first, ^init, ^go
^init:
  llvm.store %zero, %c {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^go
^go:
  nvvm.barrier0
  %old = llvm.atomicrmw add %c, %one monotonic : !llvm.ptr<3>, i32
  nvvm.barrier0
  %v = llvm.load %c {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// A device function's exit is not the end: its caller reads what other threads wrote.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func @publish(%v: f32, %t: i64) {
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.return
}
llvm.func ptx_kernelcc @device_function_exit_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.call @publish(%v, %t) : (f32, i64) -> ()
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// SIM-BLOCK: 32,2,1
// s[tid.x] looks thread-private, but nothing says the block is one-dimensional: threads
// (x, 0) and (x, 1) share s[x], which (x, 0) writes and both read.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @two_dimensional_block_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %t = llvm.zext nneg %tx : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %row0 = llvm.icmp "eq" %ty, %c0 : i32
  llvm.cond_br %row0, ^write, ^sync
^write:
  llvm.store %tx, %ps {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^sync
^sync:
  nvvm.barrier0
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %row = llvm.mul %ty, %c32 : i32
  %g = llvm.add %row, %tx : i32
  %gz = llvm.zext nneg %g : i32 to i64
  %po = llvm.getelementptr inbounds %out[%gz] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// s[tid] written, s[tid+1] read: the neighbour's element.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @next_element_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  llvm.store %tid, %ps {alignment = 4 : i64} : i32, !llvm.ptr<3>
  nvvm.barrier0
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %pn = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %x = llvm.load %pn {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// An unknown call below may touch shared memory (and may itself synchronise).
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func @opaque()
llvm.func ptx_kernelcc @unknown_call_should_not_apply(%in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.call @opaque() : () -> ()
  llvm.return
}

// -----
// SIM-BLOCK: 64,1,1
// The same thread-private traffic, the block shape given as LLVM IR imports it (a
// `passthrough` string): launch bounds are read one way for every pass.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @imported_reqntid_makes_traffic_thread_private(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {passthrough = [["nvvm.reqntid", "64"]]} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// The neighbour exchange with the consumer's value unused: a plain load nobody reads orders
// nothing (a racing plain load only yields an unspecified value, and this one is erased as
// dead), so only the store is left above and nothing below can observe it.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @unused_plain_load_needs_no_barrier(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// EXPECT: sync-needed
// SIM-GRID: 1
// The same with a volatile load: it is an access in its own right whether or not its value
// is used, and it reads what another thread stored above, so the barrier stays.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @unused_volatile_load_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load volatile %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
