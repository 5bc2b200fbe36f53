// RUN: --passes=early-cse --earlycse-forward-shared-stores=true --split-input-file
// early-cse with Kestrel's earlycse-forward-shared-stores: a thread's store to shared memory
// is forwarded to its own later load when no barrier, fence or other generation change lies
// between (the load could only see another value through a data race).

// Fires: the thread reads back what it just wrote to its shared slot.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @shared_store_forwards_with_the_knob(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %ps : i32, !llvm.ptr<3>
  %back = llvm.load %ps : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %back, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: with a barrier in between, the slot may hold another thread's value: here
// the neighbour below writes it after the first barrier, and this thread's own second store
// goes to the slot above.
// UNSOUND-IF-MERGED: %back -> %v
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<65 x i32>
llvm.func ptx_kernelcc @shared_store_then_barrier_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %mine = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %above = llvm.getelementptr inbounds %s[0, %t1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<65 x i32>
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %mine : i32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.store %x, %above : i32, !llvm.ptr<3>
  nvvm.barrier0
  %back = llvm.load %mine : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %back, %po : i32, !llvm.ptr<1>
  llvm.return
}
