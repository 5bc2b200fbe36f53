// Address spaces. Each thread writes 2*t through a generic pointer into a static shared
// array, t+1 into dynamic (extern) shared memory through a ptr<3>, then after a barrier
// reads its neighbour's values back through the other kind of pointer. It also builds a
// 4-int record on its stack (alloca, memset, stores through a generic pointer), copies it
// to global memory with memcpy, and writes the neighbour sums after it.
module {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32> {
    %0 = llvm.mlir.poison : !llvm.array<64 x i32>
    llvm.return %0 : !llvm.array<64 x i32>
  }
  llvm.mlir.global external @dynamic() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i32>
  llvm.func @memory(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c6 = llvm.mlir.constant(6 : i32) : i32
    %c63 = llvm.mlir.constant(63 : i32) : i32
    %c16 = llvm.mlir.constant(16 : i64) : i64
    %byte = llvm.mlir.constant(0 : i8) : i8
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %tile3 = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %tile = llvm.addrspacecast %tile3 : !llvm.ptr<3> to !llvm.ptr
    %dyn3 = llvm.mlir.addressof @dynamic : !llvm.ptr<3>
    %twice = llvm.mul %t, %c2 : i32
    %mine = llvm.getelementptr %tile[0, %t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<64 x i32>
    llvm.store %twice, %mine : i32, !llvm.ptr
    %plus1 = llvm.add %t, %c1 : i32
    %dmine = llvm.getelementptr %dyn3[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    llvm.store %plus1, %dmine : i32, !llvm.ptr<3>
    nvvm.barrier0
    %n1 = llvm.add %t, %c1 : i32
    %n = llvm.and %n1, %c63 : i32
    %theirs3 = llvm.getelementptr %tile3[0, %n] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<64 x i32>
    %a = llvm.load %theirs3 : !llvm.ptr<3> -> i32
    %dyn = llvm.addrspacecast %dyn3 : !llvm.ptr<3> to !llvm.ptr
    %dtheirs = llvm.getelementptr %dyn[%n] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %b = llvm.load %dtheirs : !llvm.ptr -> i32
    %record = llvm.alloca %c1 x !llvm.array<4 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
    "llvm.intr.memset"(%record, %byte, %c16) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    %r1 = llvm.getelementptr %record[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    llvm.store %a, %r1 : i32, !llvm.ptr
    %r2 = llvm.getelementptr %record[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
    llvm.store %b, %r2 : i32, !llvm.ptr
    %five = llvm.mul %t, %c6 : i32
    %dst = llvm.getelementptr %out[%five] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    "llvm.intr.memcpy"(%dst, %record, %c16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %sum = llvm.add %a, %b : i32
    %after = llvm.getelementptr %dst[4] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.store %sum, %after : i32, !llvm.ptr
    llvm.return
  }
}
