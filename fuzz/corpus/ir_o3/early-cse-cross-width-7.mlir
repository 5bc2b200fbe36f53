// Does not fire: `trunc nsw (zext x)` is poison when x's sign bit is set (the result does not
// sign-extend back to the zero extension), so it is not x.
llvm.func ptx_kernelcc @trunc_nsw_of_zext_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %z = llvm.zext %x : i32 to i64
  %back = llvm.trunc %z overflow<nsw> : i64 to i32
  %r = llvm.mul %back, %x : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
