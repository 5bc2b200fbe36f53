// early-cse{memssa=true} with earlycse-mssa-optimization-cap=0: no disjointness query per
// block, so every block falls back to plain generations.

// Does not fire: with a cap of 0 no disjointness query is made; the store between the
// loads is a new generation.
llvm.func ptx_kernelcc @no_queries_left_should_not_apply(%out: !llvm.ptr<1>, %buf: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %two = llvm.mlir.constant(2 : i64) : i64
  %e = llvm.mul %t, %two : i64
  %p = llvm.getelementptr inbounds %buf[%e] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.store %x, %q : i32, !llvm.ptr<1>
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
