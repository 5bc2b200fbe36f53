// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress --cbe-max-depth=1
// cbe-max-depth caps how deep address expressions are normalised: below the cap a value is an
// opaque leaf, so deep expressions never collide, they only miss matches.

// The commuted sums scev-equal-bases.mlir merges: with depth 1 each sum is an opaque leaf of
// its own, so the two bases differ.
llvm.func ptx_kernelcc @commuted_sums_past_the_depth_cap_should_not_apply(%p: !llvm.ptr<1>, %j: i64) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext nneg %tid : i32 to i64
  %s0 = llvm.add %i, %j overflow<nsw> : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %t0 = llvm.mul %s0, %c4 overflow<nsw> : i64
  %a0 = llvm.getelementptr %p[%t0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %s1 = llvm.add %j, %i overflow<nsw> : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %t1 = llvm.shl %s1, %c2 overflow<nsw> : i64
  %a1 = llvm.getelementptr %p[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %w = llvm.add %v0, %v0 : i32
  llvm.store %w, %a1 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
