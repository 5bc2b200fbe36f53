// RUN: --passes=addr-canon --split-input-file
// addr-canon without options: index differences stay differences (sub-to-step is for the
// version split code generation compiles without LSR; with LSR each step became a pointer
// induction variable of its own, fd_wave_step 72 -> 96 registers).

// Does not fire: the stencil's backward neighbour the sub-to-step rule would take.
llvm.func @difference_stays_by_default_should_not_apply(%in: !llvm.ptr<1>, %at: i64, %s: i64) -> f32 {
  %centre = llvm.getelementptr %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %back = llvm.sub %at, %s : i64
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %c, %d : f32
  llvm.return %sum : f32
}
