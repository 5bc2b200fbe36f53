// Fires: clang marks every device call `convergent`; such calls still merge inside one block,
// where the same threads execute both.
llvm.func @__nv_fabsf(f32) -> f32
llvm.func ptx_kernelcc @convergent_calls_merge_within_a_block(%out: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %tid : i32 to f32
  %y = llvm.fsub %x, %f : f32
  %a = llvm.call @__nv_fabsf(%y) {convergent} : (f32) -> f32
  %b = llvm.call @__nv_fabsf(%y) {convergent} : (f32) -> f32
  %r = llvm.fadd %a, %b : f32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.return
}
