// RUN: --passes=base-addr-strength-reduce --split-input-file --base-address-strength-reduce-aggressiveness=2
// Above aggressiveness 1, negative offsets are accepted when the base is loop-invariant.

// `acc[t-1]`, `acc[t]` with `t = tid | 1` invariant: the anchor at offset -4 is hoisted.
llvm.func ptx_kernelcc @negative_offsets_with_invariant_base(%acc: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %w1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(4 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %z = llvm.zext nneg %tid : i32 to i64
  %t0 = llvm.or %z, %w1 : i64
  llvm.br ^body(%c0 : i32)
^body(%i: i32):
  %tm = llvm.sub %t0, %w1 : i64
  %pm = llvm.getelementptr %acc[%tm] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vm = llvm.load %pm : !llvm.ptr<1> -> f32
  %p0 = llvm.getelementptr %acc[%t0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %vm, %v0 : f32
  llvm.store %s, %p0 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

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
