// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --do-scev-cgp=false --split-input-file
// do-scev-cgp=false keeps scev-cgp off even with nv-disable-scev-cgp=false.

// The three-dimensional index, with do-scev-cgp=false.
llvm.func ptx_kernelcc @do_scev_cgp_false_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %z = llvm.zext nneg %tz : i32 to i64
  %sy = llvm.mlir.constant(64 : i64) : i64
  %sz = llvm.mlir.constant(4096 : i64) : i64
  %ry = llvm.mul %y, %sy overflow<nsw, nuw> : i64
  %rz = llvm.mul %z, %sz overflow<nsw, nuw> : i64
  %xy = llvm.add %ry, %x overflow<nsw, nuw> : i64
  %i = llvm.add %xy, %rz overflow<nsw, nuw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
