// Does not fire: x is a parameter of either sign; sext and zext differ for negative x.
llvm.func ptx_kernelcc @sext_and_zext_of_any_value_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %z = llvm.zext %x : i32 to i64
  %s = llvm.sext %x : i32 to i64
  %r = llvm.sub %z, %s : i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %r, %po : i64, !llvm.ptr<1>
  llvm.return
}
