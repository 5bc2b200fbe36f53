// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --ignore-signed-32-bit-overflow --split-input-file
// ignore-signed-32-bit-overflow narrows without the signed range proof: the user asserts that
// address arithmetic stays within 32 bits (it does for the simulator's launch, 2 x 64 threads).

// ctaid.x*ntid.x + tid.x has no 32-bit proof, but the knob narrows it with a sign extension.
llvm.func ptx_kernelcc @global_index_narrowed_without_proof(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %bx = nvvm.read.ptx.sreg.ctaid.x : i32
  %nx = nvvm.read.ptx.sreg.ntid.x : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %b = llvm.zext nneg %bx : i32 to i64
  %n = llvm.zext nneg %nx : i32 to i64
  %block = llvm.mul %b, %n overflow<nsw, nuw> : i64
  %i = llvm.add %block, %x overflow<nsw, nuw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
