// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --scev-cgp-cross-block-limit=0 --split-input-file
// scev-cgp-cross-block-limit=0: the expression must lie in the access's own block.

// The index is computed in the dominating block.
llvm.func ptx_kernelcc @cross_block_limit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %row = llvm.mul %y, %c32 overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tx, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
