// Does not fire: `nvvm.barrier0` between the loads clobbers, whatever is proven about the
// thread's own store: the neighbour below writes this slot between the barriers.
// UNSOUND-IF-MERGED: %b -> %a
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<2147483647 x i32>
llvm.func ptx_kernelcc @barrier0_op_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
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
  nvvm.barrier0
  %b = llvm.load %mine : !llvm.ptr<3> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
