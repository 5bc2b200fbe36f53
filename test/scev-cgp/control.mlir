// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --scev-cgp-control=1 --split-input-file
// scev-cgp-control=1: at most one rewrite per function.

// Of the two indices of the transposed tile, only the first visited is narrowed.
llvm.func ptx_kernelcc @control_allows_one_rewrite(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.sext %tx : i32 to i64
  %y = llvm.sext %ty : i32 to i64
  %c6 = llvm.mlir.constant(6 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %row = llvm.shl %y, %c6 : i64
  %i = llvm.add %row, %x : i64
  %twice = llvm.mul %x, %c2 : i64
  %j = llvm.sub %twice, %c1 : i64
  %base = llvm.getelementptr inbounds %in[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p = llvm.getelementptr %base[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
