// Does not fire: fast-math flags differ (`contract` alone and `fast`).
llvm.func ptx_kernelcc @different_fastmath_should_not_apply(%out: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %tid : i32 to f32
  %a = llvm.fadd %f, %x {fastmathFlags = #llvm.fastmath<contract>} : f32
  %b = llvm.fadd %f, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %r = llvm.fmul %a, %b : f32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.return
}
