// Below the threshold: every base has a single access in the body.
llvm.func ptx_kernelcc @single_access_per_base_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v0, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}
