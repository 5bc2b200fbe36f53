// Negative offsets with a base that moves with the induction variable stay refused.
llvm.func ptx_kernelcc @negative_offsets_with_moving_base_should_not_apply(%out: !llvm.ptr<1>, %a: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c1 : i64)
^body(%i: i64):
  %im = llvm.sub %i, %c1 overflow<nsw> : i64
  %pm = llvm.getelementptr inbounds %a[%im] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vm = llvm.load %pm : !llvm.ptr<1> -> f32
  %p0 = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %vm, %v0 : f32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %o : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}
