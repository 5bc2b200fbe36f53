// Should not apply: a shift amount that is not a constant has no multiplier.
llvm.func @variable_shift_should_not_apply(%i: i32, %n: i32) -> i32 {
  %0 = llvm.shl %i, %n : i32
  llvm.return %0 : i32
}
