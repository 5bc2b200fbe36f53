// addr-canon, rule shl-const-to-mul: `shl [flags] x, c -> mul [flags] x, 2^c`.

// Fires: nsw is kept; 2 is far below the nsw limit of w-1.
llvm.func @shl_nsw_becomes_mul_nsw(%i: i64) -> i64 {
  %c = llvm.mlir.constant(2 : i64) : i64
  %0 = llvm.shl %i, %c overflow<nsw> : i64
  llvm.return %0 : i64
}
