// RUN: --verify-diagnostics --split-input-file
// Expected diagnostics are matched against what MLIR reports.
llvm.func @bad_return(%i: i64) -> i32 {
  // expected-error@+1 {{mismatching result types}}
  llvm.return %i : i64
}

// -----
llvm.func @fine(%i: i64) -> i64 {
  llvm.return %i : i64
}
