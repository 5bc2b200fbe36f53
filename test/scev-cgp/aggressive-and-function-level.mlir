// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --do-scev-cgp-aggresively --do-function-scev-cgp --split-input-file
// do-scev-cgp-aggresively drops the 64-bit instruction count condition; do-function-scev-cgp
// lets an expression outside the access's loop be narrowed.

// The add of two values kept alive as 64-bit values is narrowed anyway.
llvm.func ptx_kernelcc @no_gain_narrowed_when_aggressive(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %i = llvm.add %x, %y : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  %s = llvm.add %v, %x : i64
  %t = llvm.add %s, %y : i64
  %q = llvm.getelementptr inbounds %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %t, %q {alignment = 8 : i64} : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// The index computed before the loop is narrowed for the access inside it.
llvm.func ptx_kernelcc @index_outside_the_loop_narrowed_function_level(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %row = llvm.mul %y, %c64 overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^loop(%zero, %f0 : i32, f32)
^loop(%k: i32, %acc: f32):
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %acc1 = llvm.fadd %acc, %v : f32
  %k1 = llvm.add %k, %one : i32
  %more = llvm.icmp "slt" %k1, %four : i32
  llvm.cond_br %more, ^loop(%k1, %acc1 : i32, f32), ^done
^done:
  %q = llvm.getelementptr inbounds %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %acc1, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
