// RUN: --passes=addr-canon{shl-to-mul=false} --split-input-file
// addr-canon{shl-to-mul=false}: constant shifts stay shifts; disjoint ors with a constant
// still become additions.

// Does not fire: the shift rule is off.
llvm.func @shl_stays_when_the_rule_is_off_should_not_apply(%i: i64) -> i64 {
  %c = llvm.mlir.constant(2 : i64) : i64
  %0 = llvm.shl %i, %c overflow<nsw> : i64
  llvm.return %0 : i64
}

// -----
// Fires: the disjoint-or rule stays on.
llvm.func @disjoint_or_still_becomes_add(%i: i32) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.or disjoint %i, %c : i32
  llvm.return %0 : i32
}
