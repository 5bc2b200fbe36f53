// RUN: --passes=addr-canon --split-input-file
// addr-canon, rule disjoint-or-to-add: `or disjoint x, C -> add nuw nsw x, C`.

// Fires: a constant offset from a row base it shares no bit with, as Triton writes it.
llvm.func @disjoint_or_with_constant_becomes_add_nuw_nsw(%row: i32) -> i32 {
  %c = llvm.mlir.constant(7 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %base = llvm.mul %row, %c : i32
  %0 = llvm.or disjoint %base, %two : i32
  llvm.return %0 : i32
}

// -----
// Fires: on 64-bit values, the constant on the left.
llvm.func @disjoint_or_constant_first_fires(%i: i64) -> i64 {
  %c = llvm.mlir.constant(1 : i64) : i64
  %0 = llvm.or disjoint %c, %i : i64
  llvm.return %0 : i64
}

// -----
// Does not fire: a plain or may have bits in both operands, where it is no sum.
llvm.func @plain_or_with_constant_should_not_apply(%a: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %0 = llvm.or %a, %c : i32
  llvm.return %0 : i32
}

// -----
// Does not fire: a disjoint or of two variables stays an or (one LOP3 for ptxas).
llvm.func @disjoint_or_of_variables_should_not_apply(%a: i32, %b: i32) -> i32 {
  %0 = llvm.or disjoint %a, %b : i32
  llvm.return %0 : i32
}
