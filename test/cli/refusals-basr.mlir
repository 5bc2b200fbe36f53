// RUN: --split-input-file --passes=base-addr-strength-reduce --stats
// base-addr-strength-reduce's refusals under --stats (the other passes': refusals.mlir,
// refusals-by-pass.mlir, refusals-cbe.mlir).

// a[i-1], a[i], a[i+1] at the default aggressiveness (refused.negative-offset).
llvm.func ptx_kernelcc @negative_offsets_should_not_apply(%out: !llvm.ptr<1>, %a: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c1 : i64)
^body(%i: i64):
  %im = llvm.sub %i, %c1 overflow<nsw> : i64
  %pm = llvm.getelementptr inbounds %a[%im] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vm = llvm.load %pm : !llvm.ptr<1> -> f32
  %p0 = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %ip = llvm.add %i, %c1 overflow<nsw> : i64
  %pp = llvm.getelementptr inbounds %a[%ip] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vp = llvm.load %pp : !llvm.ptr<1> -> f32
  %s = llvm.fadd %vm, %v0 : f32
  %s2 = llvm.fadd %s, %vp : f32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s2, %o : f32, !llvm.ptr<1>
  %more = llvm.icmp "ult" %ip, %n : i64
  llvm.cond_br %more, ^body(%ip : i64), ^exit
^exit:
  llvm.return
}
