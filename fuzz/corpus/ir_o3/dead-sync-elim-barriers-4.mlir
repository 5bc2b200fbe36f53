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
