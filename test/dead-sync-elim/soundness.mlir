// RUN: --passes=dead-sync-elim --split-input-file --print-dead-sync-elim
// dead-sync-elim against its soundness conditions: an address is the same expression at both
// ends of a pair only when no path between them redefines one of its values (a loop's next
// iteration), and the same bytes in every thread only when its root is the same pointer in
// every thread; a barrier with a thread count orders only the threads that take part.

// SIM-GRID: 1
// EXPECT: sync-needed
// Fires on the first barrier only. Thread t writes s[i + t], the first barrier, reads it back:
// its own slot, so the first barrier orders nothing. The second barrier is needed: in the
// next iteration thread t - 1 writes s[(i + 1) + (t - 1)] = s[i + t], the slot thread t is
// still reading. `i` is one symbol on both sides of the second barrier, but a path from
// the read to the next write takes the loop's back edge, which gives `i` a new value.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<72 x f32>
llvm.func ptx_kernelcc @slot_reused_in_the_next_iteration(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.br ^loop(%c0, %zero : i64, f32)
^loop(%i: i64, %acc: f32):
  %slot = llvm.add %i, %t overflow<nsw, nuw> : i64
  %ps = llvm.getelementptr inbounds %s[0, %slot] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  %fi = llvm.sitofp %i : i64 to f32
  %w = llvm.fadd %v, %fi : f32
  llvm.store %w, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %acc2 = llvm.fadd %acc, %x : f32
  nvvm.barrier0
  %i2 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %done = llvm.icmp "eq" %i2, %c4 : i64
  llvm.cond_br %done, ^exit, ^loop(%i2, %acc2 : i64, f32)
^exit:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %acc2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// EXPECT: sync-needed
// Must not fire: one barrier at the end of the loop body. Thread t reads and rewrites
// s[i + t]; in the next iteration thread t - 1 reads s[(i + 1) + (t - 1)], the slot thread t
// just rewrote. Below the barrier, through the back edge, the same ops run with the next `i`:
// symbolically the same addresses as above it, but not the same slots.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<128 x f32>
llvm.func ptx_kernelcc @single_barrier_at_loop_end_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %one = llvm.mlir.constant(1.000000e+00 : f32) : f32
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %p0 = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x f32>
  llvm.store %v, %p0 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  %t64 = llvm.add %t, %c64 overflow<nsw, nuw> : i64
  %p64 = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x f32>
  llvm.store %v, %p64 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.br ^loop(%c0, %zero : i64, f32)
^loop(%i: i64, %acc: f32):
  %slot = llvm.add %i, %t overflow<nsw, nuw> : i64
  %ps = llvm.getelementptr inbounds %s[0, %slot] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x f32>
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %acc2 = llvm.fadd %acc, %x : f32
  %y = llvm.fadd %x, %one : f32
  llvm.store %y, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %i2 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %done = llvm.icmp "eq" %i2, %c4 : i64
  llvm.cond_br %done, ^exit, ^loop(%i2, %acc2 : i64, f32)
^exit:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %acc2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// EXPECT: sync-needed
// Fires on the first barrier only: a row pointer that advances each iteration. Thread t
// writes row[t], the first barrier, reads row[t] back (its own slot); the next iteration's
// row starts one element further, so thread t - 1 then writes the slot thread t has just
// read: the second barrier stays.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<72 x f32>
llvm.func ptx_kernelcc @advancing_row_pointer(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %zero = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %row0 = llvm.getelementptr inbounds %s[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.br ^loop(%c0, %row0, %zero : i64, !llvm.ptr<3>, f32)
^loop(%i: i64, %row: !llvm.ptr<3>, %acc: f32):
  %ps = llvm.getelementptr inbounds %row[%t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
  %fi = llvm.sitofp %i : i64 to f32
  %w = llvm.fadd %v, %fi : f32
  llvm.store %w, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %acc2 = llvm.fadd %acc, %x : f32
  nvvm.barrier0
  %next = llvm.getelementptr inbounds %row[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
  %i2 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %done = llvm.icmp "eq" %i2, %c4 : i64
  llvm.cond_br %done, ^exit, ^loop(%i2, %next, %acc2 : i64, !llvm.ptr<3>, f32)
^exit:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %acc2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// SIM-ARG: 2 1
// EXPECT: sync-needed
// Must not fire: `p = flag ? &sa[tid] : &sb[tid + 1]; *p = in[tid]; __syncthreads();
// out[tid] = p[1];`. Both accesses are `p + 0` and `p + 4`, constant offsets four bytes
// apart, but `p` is a different pointer in every thread: thread t reads what thread t + 1
// wrote.
llvm.mlir.global internal @sa() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<72 x f32>
llvm.mlir.global internal @sb() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<72 x f32>
llvm.func ptx_kernelcc @select_of_per_thread_pointers_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}, %flag: i32) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %sa = llvm.mlir.addressof @sa : !llvm.ptr<3>
  %sb = llvm.mlir.addressof @sb : !llvm.ptr<3>
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %pa = llvm.getelementptr inbounds %sa[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  %pb = llvm.getelementptr inbounds %sb[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  %set = llvm.icmp "ne" %flag, %c0 : i32
  %p = llvm.select %set, %pa, %pb : i1, !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %p1 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
  %x = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// EXPECT: sync-needed
// Must not fire: a block argument merging `&s[tid]` from both sides of a branch on the
// thread id is as per-thread as a select.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<72 x f32>
llvm.func ptx_kernelcc @phi_of_per_thread_pointers_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %low = llvm.icmp "ult" %tid, %c32 : i32
  llvm.cond_br %low, ^a, ^b
^a:
  %pa = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  llvm.br ^join(%pa : !llvm.ptr<3>)
^b:
  %t1 = llvm.add %t, %c1 overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  llvm.br ^join(%pb : !llvm.ptr<3>)
^join(%p: !llvm.ptr<3>):
  llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %p1 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
  %x = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// EXPECT: sync-needed
// Must not fire: a device function's pointer parameter is whatever each thread's call passes,
// here `&s[tid]`. Between the outer barriers, `p[0]` written and `p[1]` read look like fixed,
// disjoint addresses, but thread t reads what thread t + 1 wrote.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<72 x f32>
llvm.func @exchange_through_parameter(%p: !llvm.ptr<3>, %v: f32) -> f32 attributes {no_inline} {
  nvvm.barrier0
  llvm.store %v, %p {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %p1 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
  %x = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  nvvm.barrier0
  llvm.return %x : f32
}
llvm.func ptx_kernelcc @per_thread_parameter_root_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<72 x f32>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %x = llvm.call @exchange_through_parameter(%ps, %v) : (!llvm.ptr<3>, f32) -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// EXPECT: sync-needed
// Must not fire: a `__nv_` name promises nothing when the module defines the function: this
// one writes the calling thread's shared slot, which another thread reads after the barrier.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func @__nv_publish(%v: f32) attributes {no_inline} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.return
}
llvm.func ptx_kernelcc @defined_libdevice_name_writes_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.call @__nv_publish(%v) : (f32) -> ()
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// EXPECT: sync-needed
// Must not fire: two `extern __shared__` arrays are two names for the block's one dynamic
// shared memory. Declarations are not objects of their own: thread t reads what thread
// 63 - t wrote through the other name.
llvm.mlir.global external @dyn_a() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<0 x f32>
llvm.mlir.global external @dyn_b() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<0 x f32>
llvm.func ptx_kernelcc @extern_shared_names_alias_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %a = llvm.mlir.addressof @dyn_a : !llvm.ptr<3>
  %b = llvm.mlir.addressof @dyn_b : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %pa = llvm.getelementptr inbounds %a[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<0 x f32>
  llvm.store %v, %pa {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %b[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<0 x f32>
  %x = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// SIM-ARG: 2 4
// EXPECT: sync-needed
// Must not fire: the loop's only barrier. Every thread reads s[i], waits, and the loop goes
// on; after it thread 0 rewrites s[i - 1]. Judged once, `i` is one value on both sides (the
// read above, the store below over the exit edge), and s[i] and s[i - 1] are disjoint; but
// deleting the barrier deletes every run of it, also the one that ordered the previous
// iteration's reads of s[i - 1] before the store. The walks go on through the barrier itself
// when they come back round to it, so the reads of the next iteration, across the back edge,
// are below it too.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<128 x i32>
llvm.func ptx_kernelcc @loop_only_barrier_with_a_store_after_the_loop_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}, %n: i32) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %marker = llvm.mlir.constant(1000 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x i32>
  llvm.store %v, %ps {alignment = 4 : i64} : i32, !llvm.ptr<3>
  %t64 = llvm.add %t, %c64 overflow<nsw, nuw> : i64
  %ps2 = llvm.getelementptr inbounds %s[0, %t64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x i32>
  llvm.store %one, %ps2 {alignment = 4 : i64} : i32, !llvm.ptr<3>
  nvvm.barrier0
  %n64 = llvm.sext %n : i32 to i64
  llvm.br ^loop(%c0, %zero : i64, i32)
^loop(%i: i64, %x: i32):
  %pr = llvm.getelementptr inbounds %s[0, %i] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x i32>
  %r = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %x2 = llvm.add %x, %r : i32
  nvvm.barrier0
  %i2 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %stop = llvm.icmp "sge" %i2, %n64 : i64
  llvm.cond_br %stop, ^after, ^loop(%i2, %x2 : i64, i32)
^after:
  %first = llvm.icmp "eq" %tid, %zero : i32
  %later = llvm.icmp "sgt" %i, %c0 : i64
  %rewrite = llvm.and %first, %later : i1
  llvm.cond_br %rewrite, ^store, ^done
^store:
  %prev = llvm.sub %i, %c1 overflow<nsw> : i64
  %pp = llvm.getelementptr inbounds %s[0, %prev] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<128 x i32>
  llvm.store %marker, %pp {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^done
^done:
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x2, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 4
// Must not fire on either barrier: the last-block reduction. Every thread stores its partial
// to global memory, waits, and thread 0 fences and takes a ticket; the block that takes the
// last one sums every block's partials. The partials and the ticket counter are distinct
// objects, and each thread reads back only its own column, so no pair across the first
// barrier conflicts; but it is what puts the other threads' partials before thread 0's fence,
// and so before the ticket another block reads. (kestrel-sim runs one block after another,
// so it sees no difference without it: the case is not marked sync-needed.)
llvm.mlir.global internal @partials(dense<0> : tensor<256xi32>) {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<256 x i32>
llvm.mlir.global internal @tickets(0 : i32) {addr_space = 1 : i32, alignment = 4 : i64} : i32
llvm.mlir.global internal @is_last() {addr_space = 3 : i32, alignment = 4 : i64} : i32
llvm.func ptx_kernelcc @last_block_reduction_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %nblocks = nvvm.read.ptx.sreg.nctaid.x : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %partials = llvm.mlir.addressof @partials : !llvm.ptr<1>
  %tickets = llvm.mlir.addressof @tickets : !llvm.ptr<1>
  %flag = llvm.mlir.addressof @is_last : !llvm.ptr<3>
  %row = llvm.mul %bid, %c64 overflow<nsw, nuw> : i32
  %slot = llvm.add %row, %tid overflow<nsw, nuw> : i32
  %mine = llvm.getelementptr inbounds %partials[0, %slot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<256 x i32>
  %value = llvm.add %slot, %one : i32
  llvm.store %value, %mine {alignment = 4 : i64} : i32, !llvm.ptr<1>
  nvvm.barrier0
  %first = llvm.icmp "eq" %tid, %zero : i32
  llvm.cond_br %first, ^ticket, ^wait
^ticket:
  llvm.fence syncscope("device") seq_cst
  %taken = llvm.atomicrmw add %tickets, %one seq_cst : !llvm.ptr<1>, i32
  %final = llvm.sub %nblocks, %one : i32
  %last = llvm.icmp "eq" %taken, %final : i32
  %last32 = llvm.zext %last : i1 to i32
  llvm.store %last32, %flag {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^wait
^wait:
  nvvm.barrier0
  %is_last = llvm.load %flag {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %sum_up = llvm.icmp "ne" %is_last, %zero : i32
  llvm.cond_br %sum_up, ^sum(%zero, %zero : i32, i32), ^done
^sum(%b: i32, %acc: i32):
  %brow = llvm.mul %b, %c64 overflow<nsw, nuw> : i32
  %bslot = llvm.add %brow, %tid overflow<nsw, nuw> : i32
  %theirs = llvm.getelementptr inbounds %partials[0, %bslot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.array<256 x i32>
  %p = llvm.load volatile %theirs {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %acc2 = llvm.add %acc, %p : i32
  %b2 = llvm.add %b, %one : i32
  %more = llvm.icmp "slt" %b2, %nblocks : i32
  llvm.cond_br %more, ^sum(%b2, %acc2 : i32, i32), ^write(%acc2 : i32)
^write(%total: i32):
  %po = llvm.getelementptr inbounds %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %total, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
