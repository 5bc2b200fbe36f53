// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --scev-cgp-tid-max-value=1048576 --split-input-file
// scev-cgp-tid-max-value bounds thread ids: with 2^20, tid.z*4096 may reach 2^32 and the
// three-dimensional index no longer provably fits; a 32-wide row still does.

// tid.x + tid.y*64 + tid.z*4096 with tid below 2^20.
llvm.func ptx_kernelcc @large_thread_ids_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
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

// -----
// tid.x + tid.y*32 stays below 33 * 2^20.
llvm.func ptx_kernelcc @small_row_still_narrows(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
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
