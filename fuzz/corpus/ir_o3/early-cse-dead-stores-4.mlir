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
