// Module globals: a constant table (dense initializer, constant address space), a struct
// built by an initializer region, a string, and a counter every thread increments.
// out[t] = table[t % 4] + pair.0 + greeting[2] + pair.1 (as an integer: 2), and the old
// counter value goes to out[64 + t]. A table of function pointers cannot be initialised,
// so only the kernel taking its address is refused.
module {
  llvm.mlir.global internal constant @table(dense<[10, 20, 30, 40]> : tensor<4xi32>) {addr_space = 4 : i32, alignment = 4 : i64} : !llvm.array<4 x i32>
  llvm.mlir.global internal @pair() {addr_space = 1 : i32} : !llvm.struct<(i32, f32)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
    %1 = llvm.mlir.constant(7 : i32) : i32
    %2 = llvm.mlir.constant(2.5 : f32) : f32
    %3 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, f32)>
    %4 = llvm.insertvalue %2, %3[1] : !llvm.struct<(i32, f32)>
    llvm.return %4 : !llvm.struct<(i32, f32)>
  }
  llvm.mlir.global private constant @greeting("hi\0A\00") {addr_space = 0 : i32} : !llvm.array<4 x i8>
  llvm.mlir.global internal @counter(0 : i32) {addr_space = 1 : i32} : i32
  llvm.mlir.global internal @callbacks() {addr_space = 1 : i32} : !llvm.array<1 x ptr> {
    %0 = llvm.mlir.undef : !llvm.array<1 x ptr>
    %1 = llvm.mlir.addressof @globals : !llvm.ptr
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<1 x ptr>
    llvm.return %2 : !llvm.array<1 x ptr>
  }
  llvm.func @globals(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c64 = llvm.mlir.constant(64 : i32) : i32
    %t = nvvm.read.ptx.sreg.tid.x : i32
    %k = llvm.and %t, %c3 : i32
    %table = llvm.mlir.addressof @table : !llvm.ptr<4>
    %tp = llvm.getelementptr %table[0, %k] : (!llvm.ptr<4>, i32) -> !llvm.ptr<4>, !llvm.array<4 x i32>
    %a = llvm.load %tp : !llvm.ptr<4> -> i32
    %pair = llvm.mlir.addressof @pair : !llvm.ptr<1>
    %whole = llvm.load %pair : !llvm.ptr<1> -> !llvm.struct<(i32, f32)>
    %b = llvm.extractvalue %whole[0] : !llvm.struct<(i32, f32)>
    %f = llvm.extractvalue %whole[1] : !llvm.struct<(i32, f32)>
    %fi = llvm.fptosi %f : f32 to i32
    %greeting = llvm.mlir.addressof @greeting : !llvm.ptr
    %gp = llvm.getelementptr %greeting[2] : (!llvm.ptr) -> !llvm.ptr, i8
    %g = llvm.load %gp : !llvm.ptr -> i8
    %g32 = llvm.zext %g : i8 to i32
    %ab = llvm.add %a, %b : i32
    %abg = llvm.add %ab, %g32 : i32
    %sum = llvm.add %abg, %fi : i32
    %op = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %sum, %op : i32, !llvm.ptr
    %counter = llvm.mlir.addressof @counter : !llvm.ptr<1>
    %old = llvm.atomicrmw add %counter, %c1 monotonic : !llvm.ptr<1>, i32
    %slot = llvm.add %t, %c64 : i32
    %cp = llvm.getelementptr %out[%slot] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    llvm.store %old, %cp : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @uses_callbacks(%out: !llvm.ptr) attributes {nvvm.kernel} {
    %callbacks = llvm.mlir.addressof @callbacks : !llvm.ptr<1>
    %f = llvm.load %callbacks : !llvm.ptr<1> -> !llvm.ptr
    llvm.store %f, %out : !llvm.ptr, !llvm.ptr
    llvm.return
  }
}
