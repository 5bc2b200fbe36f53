// RUN: --split-input-file --pass-pipeline=builtin.module(llvm.func(addr-canon,cse)) --stats
// A pipeline mixing a Kestrel pass and an upstream pass; --stats reports per-pattern counts.
llvm.func @two_equal_shifts(%i: i64) -> i64 {
  %c = llvm.mlir.constant(2 : i64) : i64
  %0 = llvm.shl %i, %c overflow<nsw> : i64
  %1 = llvm.shl %i, %c overflow<nsw> : i64
  %2 = llvm.add %0, %1 : i64
  llvm.return %2 : i64
}

// -----
llvm.func @nothing_to_do(%i: i64) -> i64 {
  llvm.return %i : i64
}
