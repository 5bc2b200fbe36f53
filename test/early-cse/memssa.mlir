// RUN: --passes=early-cse{memssa=true} --split-input-file
// early-cse{memssa=true}: the memory-SSA variant. A load may use an older value when every
// store since is proven disjoint from it (constant distance from one root, different address
// spaces, different allocas); any other generation change — barriers in every spelling,
// fences, calls, atomics — still clobbers. Reads proven disjoint keep dead-store candidates.

// Fires: the store between the loads goes to the next element, a constant 4 bytes away
// from a 4-byte load: memssa proves it disjoint and keeps the first load.
llvm.func ptx_kernelcc @load_past_a_disjoint_store_merges(%out: !llvm.ptr<1>, %buf: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.mul %t, %two : i64
  %p = llvm.getelementptr inbounds %buf[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %x, %q : i32, !llvm.ptr<1>
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a store through another parameter may write the loaded location.
llvm.func ptx_kernelcc @possibly_aliasing_store_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %other: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %other[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %x, %q : i32, !llvm.ptr<1>
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a store to shared memory is a different space from the global load.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @store_to_another_space_is_disjoint(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %x, %ps : i32, !llvm.ptr<3>
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `nvvm.barrier0` between the loads clobbers, whatever is proven about the
// thread's own store: the neighbour below writes this slot between the barriers.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @barrier0_op_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %above = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  llvm.store %tid, %mine : i32, !llvm.ptr<3>
  nvvm.barrier0
  %a = llvm.load %mine : !llvm.ptr<3> -> i32
  nvvm.barrier0
  llvm.store %x, %above : i32, !llvm.ptr<3>
  nvvm.barrier0
  %b = llvm.load %mine : !llvm.ptr<3> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `barrier.cta.sync.aligned.all` between the loads clobbers, whatever is proven about the
// thread's own store: the neighbour below writes this slot between the barriers.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @barrier_cta_sync_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %above = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  llvm.store %tid, %mine : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%zero) : (i32) -> ()
  %a = llvm.load %mine : !llvm.ptr<3> -> i32
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%zero) : (i32) -> ()
  llvm.store %x, %above : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%zero) : (i32) -> ()
  %b = llvm.load %mine : !llvm.ptr<3> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the old `llvm.nvvm.barrier0` intrinsic between the loads clobbers, whatever is proven about the
// thread's own store: the neighbour below writes this slot between the barriers.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @barrier0_intrinsic_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %above = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  llvm.store %tid, %mine : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier0"() : () -> ()
  %a = llvm.load %mine : !llvm.ptr<3> -> i32
  llvm.call_intrinsic "llvm.nvvm.barrier0"() : () -> ()
  llvm.store %x, %above : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier0"() : () -> ()
  %b = llvm.load %mine : !llvm.ptr<3> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a named barrier `bar.sync 0` between the loads clobbers, whatever is proven about the
// thread's own store: the neighbour below writes this slot between the barriers.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @bar_sync_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %above = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  llvm.store %tid, %mine : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.bar.sync"(%zero) : (i32) -> ()
  %a = llvm.load %mine : !llvm.ptr<3> -> i32
  llvm.call_intrinsic "llvm.nvvm.bar.sync"(%zero) : (i32) -> ()
  llvm.store %x, %above : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.bar.sync"(%zero) : (i32) -> ()
  %b = llvm.load %mine : !llvm.ptr<3> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a memory barrier (`membar.cta`) between the loads clobbers even when the
// only store in between is proven disjoint.
llvm.func ptx_kernelcc @membar_should_not_apply(%out: !llvm.ptr<1>, %buf: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.mul %t, %two : i64
  %p = llvm.getelementptr inbounds %buf[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %x, %q : i32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.cta"() : () -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: the value stored is forwarded past a store proven disjoint.
llvm.func ptx_kernelcc @forwarding_past_a_disjoint_store(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.mul %t, %two : i64
  %p = llvm.getelementptr inbounds %out[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %p : i32, !llvm.ptr<1>
  llvm.store %x, %q : i32, !llvm.ptr<1>
  %back = llvm.load %p : !llvm.ptr<1> -> i32
  %w = llvm.mul %back, %back : i32
  llvm.store %w, %q : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a global store is not forwarded across barriers, even with the thread's
// own later store proven disjoint: the neighbour below overwrites the slot in between.
// UNSOUND-IF-MERGED: %back -> %v
// SIM-GRID: 1
llvm.mlir.global internal @slots() {addr_space = 1 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @forwarding_across_barriers_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %g = llvm.mlir.addressof @slots : !llvm.ptr<1>
  %mine = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<65 x i32>
  %above = llvm.getelementptr inbounds %g[0, %t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.array<65 x i32>
  %v = llvm.mul %tid, %tid : i32
  llvm.store %v, %mine : i32, !llvm.ptr<1>
  nvvm.barrier0
  llvm.store %x, %above : i32, !llvm.ptr<1>
  nvvm.barrier0
  %back = llvm.load %mine : !llvm.ptr<1> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %back, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: the load between the stores reads a disjoint element, so the first store is
// still dead.
llvm.func ptx_kernelcc @dead_store_past_a_disjoint_load(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.mul %t, %two : i64
  %p = llvm.getelementptr inbounds %out[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %x, %p : i32, !llvm.ptr<1>
  %n = llvm.load %q : !llvm.ptr<1> -> i32
  %w = llvm.add %n, %tid : i32
  llvm.store %w, %p : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the load between the stores reads half of the first store's bytes.
llvm.func ptx_kernelcc @dead_store_past_an_overlapping_load_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %p : i32, !llvm.ptr<1>
  %h = llvm.load %p : !llvm.ptr<1> -> i16
  %w = llvm.zext %h : i16 to i32
  llvm.store %w, %p : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a shared::cluster pointer may name this block's own shared memory (here it
// is a cast of it), so the store through it is not disjoint from the shared load.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @cluster_store_to_own_shared_memory_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %pc = llvm.addrspacecast %ps : !llvm.ptr<3> to !llvm.ptr<7>
  llvm.store %tid, %ps : i32, !llvm.ptr<3>
  %a = llvm.load %ps : !llvm.ptr<3> -> i32
  llvm.store %x, %pc : i32, !llvm.ptr<7>
  %b = llvm.load %ps : !llvm.ptr<3> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
