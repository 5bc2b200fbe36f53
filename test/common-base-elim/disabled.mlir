// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress --cbe-enable=0
// With cbe-enable=0 the pass changes nothing (and reports nothing).

// The specification's example, which the enabled pass rebases (scev-equal-bases.mlir).
llvm.func ptx_kernelcc @disabled_pass_should_not_apply(%p: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext nneg %tid : i32 to i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %t0 = llvm.mul %i, %c4 overflow<nsw> : i64
  %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %t1 = llvm.shl %i, %c2 overflow<nsw> : i64
  %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v0, %a1 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
