// Does not fire: a global store is not forwarded across barriers, even with the thread's
// own later store proven disjoint: the neighbour below overwrites the slot in between.
// UNSOUND-IF-MERGED: %back -> %v
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
