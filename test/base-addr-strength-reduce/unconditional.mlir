// RUN: --passes=base-addr-strength-reduce --split-input-file --do-base-address-strength-reduce=1
// do-base-address-strength-reduce=1: every buildable group, profitable or not.

// `in[i]` and `in[i] + 4`: only the `getelementptr in[i]` dies and the recurrence costs one
// op per iteration, so level 2 (the default) keeps the loop; level 1 rewrites it.
llvm.func ptx_kernelcc @unconditional_level_rewrites_any_group(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %p1 = llvm.getelementptr inbounds %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// Level 1 also rewrites what level 2 refuses: the load and the store of `a[tid+j]` share
// one `getelementptr`, and the anchor carries it through the header anyway
// (levels.mlir: load_and_store_through_one_address_should_not_apply).
llvm.func ptx_kernelcc @unconditional_level_rewrites_one_address(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^body(%c0 : i32)
^body(%j: i32):
  %t = llvm.add %j, %tid overflow<nsw> : i32
  %s = llvm.sext %t : i32 to i64
  %p = llvm.getelementptr inbounds %a[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %sj = llvm.sext %j : i32 to i64
  %q = llvm.getelementptr inbounds %b[%sj] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %w = llvm.load %q : !llvm.ptr<1> -> f32
  %x = llvm.fadd %v, %w : f32
  llvm.store %x, %p : f32, !llvm.ptr<1>
  %next = llvm.add %j, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// A 64-bit induction variable needs no extension: `in[i]`, `in[i+1]` share one anchor
// advanced by 8 bytes; the one store, to `out[i]`, is no group. (Level 2 leaves it to llc's
// loop strength reduction: loops.mlir.)
llvm.func ptx_kernelcc @unconditional_level_carries_a_wide_induction_variable(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
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
  %next = llvm.add %i, %c2 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}
