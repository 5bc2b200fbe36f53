// RUN: --passes=early-cse --split-input-file
// early-cse, dead stores (through the store-forwarding table's bookkeeping):
// `store a, p; store b, p -> store b, p` when both are plain stores of the same type to the
// same address in one block and nothing between them reads memory, orders it, or may write
// it unseen. Stores to shared memory are never removed.

// Fires: the first store is overwritten before anything can read it.
llvm.func ptx_kernelcc @overwritten_store_dies(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  llvm.store %tid, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a plain store to another address in between reads nothing; the last store still
// covers the first (even if the addresses met, the last store would win).
llvm.func ptx_kernelcc @store_elsewhere_between_keeps_it_dead(%out: !llvm.ptr<1>, %other: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %pq = llvm.getelementptr inbounds %other[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  llvm.store %x, %pq : i32, !llvm.ptr<1>
  llvm.store %tid, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a load in between may read the first store.
llvm.func ptx_kernelcc @load_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  %v = llvm.load %pi : !llvm.ptr<1> -> i32
  llvm.store %v, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a barrier in between orders memory; other threads may read the first value
// after it.
llvm.func ptx_kernelcc @barrier_between_should_not_apply(%out: !llvm.ptr<1>, %buf: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i32) : i32
  %o = llvm.sub %c63, %tid : i32
  %ot = llvm.zext %o : i32 to i64
  %mine = llvm.getelementptr inbounds %buf[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %theirs = llvm.getelementptr inbounds %buf[%ot] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %first = llvm.add %tid, %x : i32
  llvm.store %first, %mine : i32, !llvm.ptr<1>
  nvvm.barrier0
  llvm.store %x, %mine : i32, !llvm.ptr<1>
  nvvm.barrier0
  %seen = llvm.load %theirs : !llvm.ptr<1> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %seen, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the stores are in different blocks.
llvm.func ptx_kernelcc @different_blocks_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  llvm.br ^next
^next:
  llvm.store %tid, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: an i16 store does not cover the i32 one.
llvm.func ptx_kernelcc @narrower_store_should_not_apply(%out: !llvm.ptr<1>, %x: i32, %h: i16) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  llvm.store %h, %po : i16, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a call that may read memory sits in between (it copies the first value
// to the log: changing that value shows in the log).
// UNSOUND-IF-MERGED: %first -> %x
// SIM-GRID: 1
llvm.func @copy(%from: !llvm.ptr<1>, %to: !llvm.ptr<1>) {
  %v = llvm.load %from : !llvm.ptr<1> -> i32
  llvm.store %v, %to : i32, !llvm.ptr<1>
  llvm.return
}
llvm.func ptx_kernelcc @call_between_should_not_apply(%out: !llvm.ptr<1>, %log: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %pl = llvm.getelementptr inbounds %log[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %first = llvm.add %tid, %x : i32
  llvm.store %first, %po : i32, !llvm.ptr<1>
  llvm.call @copy(%po, %pl) : (!llvm.ptr<1>, !llvm.ptr<1>) -> ()
  llvm.store %x, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: stores to shared memory are never removed.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @shared_stores_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  llvm.store %x, %ps : i32, !llvm.ptr<3>
  llvm.store %tid, %ps : i32, !llvm.ptr<3>
  nvvm.barrier0
  %v = llvm.load %ps : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a volatile store is never removed.
llvm.func ptx_kernelcc @volatile_first_store_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store volatile %x, %po : i32, !llvm.ptr<1>
  llvm.store %tid, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the load between the stores reads the first store's bytes as a float, so it
// is not forwarded (the types differ) and stays a real read that keeps the first store.
llvm.func ptx_kernelcc @a_load_of_another_type_between_should_not_apply(%out: !llvm.ptr<1>, %f: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %pf = llvm.getelementptr inbounds %f[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  %back = llvm.load %po : !llvm.ptr<1> -> f32
  llvm.store %back, %pf : f32, !llvm.ptr<1>
  llvm.store %tid, %po : i32, !llvm.ptr<1>
  llvm.return
}
