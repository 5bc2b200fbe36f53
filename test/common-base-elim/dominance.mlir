// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file --cbe-print-progress
// common-base-elim builds a hoisted base only from values available at the common dominator
// and from computations every rebased access performs anyway.

// Both branches zero-extend the same argument on their own (no `nneg`: a plain `zext`). The
// extension is the same computation in both, on a value available in the entry, so it is
// cloned once there (scevcgptmp) and the base `in + 4*zext(n)` built on it.
llvm.func ptx_kernelcc @a_chain_both_branches_compute_is_cloned_at_the_dominator(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %za = llvm.zext %n : i32 to i64
  %pa = llvm.getelementptr inbounds %in[%za] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %va, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %zb = llvm.zext %n : i32 to i64
  %k = llvm.mlir.constant(3 : i64) : i64
  %zb3 = llvm.add %zb, %k overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %in[%zb3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Both branches compute `in + 4*sext(tid*n)`, but one multiplies `tid*n` and the other
// `n*tid` without `nsw`: the bases are equal, yet no computation of the product is common to
// both, and the entry holds only `tid` and `n` — rebuilding the product there would be new
// arithmetic. Left alone.
llvm.func ptx_kernelcc @a_base_no_common_computation_reaches_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %ma = llvm.mul %tid, %n : i32
  %sa = llvm.sext %ma : i32 to i64
  %pa = llvm.getelementptr inbounds %in[%sa] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %va, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %mb = llvm.mul %n, %tid : i32
  %sb = llvm.sext %mb : i32 to i64
  %k = llvm.mlir.constant(1 : i64) : i64
  %sb1 = llvm.add %sb, %k overflow<nsw> : i64
  %pb = llvm.getelementptr inbounds %in[%sb1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The first access of the entry block runs before every other access, so its whole address
// computation is available and safe to reuse: the branches' accesses become offsets from it.
llvm.func ptx_kernelcc @a_dominating_access_is_the_anchor(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %row = llvm.mul %tid, %c2 overflow<nsw, nuw> : i32
  %s = llvm.sext %row : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %r1 = llvm.add %row, %c1 overflow<nsw> : i32
  %s1 = llvm.sext %r1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %x = llvm.fadd %v, %v1 : f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// One branch indexes with `zext clock`, the other with `clock` itself (a GEP index is
// sign-extended). The counter may have bit 31 set, so the two bases differ by 2^34 bytes and
// are not one group; only launch-invariant registers (tid, ctaid, ...) are below 2^31.
llvm.func ptx_kernelcc @extensions_of_a_counter_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = nvvm.read.ptx.sreg.clock : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %z = llvm.zext %r : i32 to i64
  %pa = llvm.getelementptr inbounds %in[%z] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %va, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %pb0 = llvm.getelementptr inbounds %in[%r] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %pb = llvm.getelementptr inbounds %pb0[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
