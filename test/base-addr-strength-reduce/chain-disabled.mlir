// RUN: --passes=base-addr-strength-reduce --split-input-file --do-base-address-strength-reduce-chain=false
// Without the chain variant only loop-invariant bases are reduced.

// A 64-bit induction variable needs no extension: `in[i]`, `in[i+1]` share one anchor
// advanced by 8 bytes; the stores to `out[i]` form the second group.
llvm.func ptx_kernelcc @moving_base_without_chain_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
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

// -----

// A loop-invariant group: `acc[tid]` and `acc[tid+1]` are read and written on every
// iteration; the anchor `acc + 8*tid` is computed once before the loop and the body keeps
// only constant offsets.
llvm.func ptx_kernelcc @invariant_group_is_hoisted(%acc: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %w1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^body(%c0 : i32)
^body(%i: i32):
  %k = llvm.shl %t, %w1 : i64
  %p0 = llvm.getelementptr inbounds %acc[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %k1 = llvm.add %k, %w1 : i64
  %p1 = llvm.getelementptr inbounds %acc[%k1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %x = llvm.fadd %v0, %v1 : f32
  llvm.store %x, %p0 : f32, !llvm.ptr<1>
  llvm.store %v0, %p1 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}
