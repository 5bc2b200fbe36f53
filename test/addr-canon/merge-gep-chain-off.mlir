// RUN: --passes=addr-canon --split-input-file
// addr-canon without options: GEP chains stay chains (merge-geps is on in the complete
// preset only; on clang -O3 IR it is a wash).

// Does not fire: the chain the merge rule would take.
llvm.func @chain_stays_by_default_should_not_apply(%p: !llvm.ptr<1>, %i: i64, %j: i64) -> f32 {
  %r = llvm.mul %i, %i : i64
  %a = llvm.getelementptr %p[%r] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %a[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %b : !llvm.ptr<1> -> f32
  llvm.return %v : f32
}
