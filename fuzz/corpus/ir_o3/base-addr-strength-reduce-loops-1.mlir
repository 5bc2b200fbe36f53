// A 64-bit induction variable needs no extension: `in[i]`, `in[i+1]` share one anchor
// advanced by 8 bytes; the stores to `out[i]` form the second group.
llvm.func ptx_kernelcc @wide_induction_variable(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %n = llvm.mlir.constant(16 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %i1 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %p1 = llvm.getelementptr inbounds %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %o0 = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o0 : i32, !llvm.ptr<1>
  %o1 = llvm.getelementptr inbounds %out[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v0, %o1 : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c2 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}
