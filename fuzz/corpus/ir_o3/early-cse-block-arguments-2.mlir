// Fires: the values passed are different ops that compute the same expression, merged first
// in the predecessors.
llvm.func ptx_kernelcc @equal_expressions_passed_merge(%out: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %a = llvm.mul %tid, %x : i32
  llvm.cond_br %c, ^left, ^right
^left:
  %b = llvm.mul %tid, %x : i32
  llvm.br ^join(%a, %b : i32, i32)
^right:
  llvm.br ^join(%x, %x : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
