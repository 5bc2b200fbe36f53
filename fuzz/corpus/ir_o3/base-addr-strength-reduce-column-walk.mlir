// EXPECT: reduced
// Clang's -O3 unrolling of `for (k = 0; k < n; k++) s += B[k * 512 + j]` (PolyBench gemm):
// `k` steps by 4 from 0, so the copies for k+1..k+3 index through `or disjoint k, u`, which
// is `k + u` without a carry. The four accesses share one base at 2048-byte steps: one anchor
// (a copy of the first access's address at the preheader, `k` read as 0) advanced by 8192
// bytes replaces the `shl`/`add`/`sext`/`getelementptr` of each access. llc cannot do this
// itself: its strength reduction cannot prove that the 32-bit index `k * 512 + j` does not
// wrap, so it keeps `k * 512 + j` in a register and widens it on every iteration.
llvm.func ptx_kernelcc @unrolled_column_walk(%b: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %mask = llvm.mlir.constant(124 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %block = llvm.mul %ctaid, %ntid overflow<nsw, nuw> : i32
  %j = llvm.add %block, %tid overflow<nsw, nuw> : i32
  %n4 = llvm.and %n, %mask : i32
  %any = llvm.icmp "sgt" %n4, %c0 : i32
  llvm.cond_br %any, ^body(%c0, %zero : i32, f32), ^exit(%zero : f32)
^body(%k: i32, %s: f32):
  %r0 = llvm.shl %k, %c9 overflow<nsw> : i32
  %x0 = llvm.add %r0, %j overflow<nsw> : i32
  %e0 = llvm.sext %x0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %b[%e0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %k1 = llvm.or disjoint %k, %c1 : i32
  %r1 = llvm.shl %k1, %c9 overflow<nsw> : i32
  %x1 = llvm.add %r1, %j overflow<nsw> : i32
  %e1 = llvm.sext %x1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %b[%e1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %k2 = llvm.or disjoint %k, %c2 : i32
  %r2 = llvm.shl %k2, %c9 overflow<nsw> : i32
  %x2 = llvm.add %r2, %j overflow<nsw> : i32
  %e2 = llvm.sext %x2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %b[%e2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %k3 = llvm.or disjoint %k, %c3 : i32
  %r3 = llvm.shl %k3, %c9 overflow<nsw> : i32
  %x3 = llvm.add %r3, %j overflow<nsw> : i32
  %e3 = llvm.sext %x3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %b[%e3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %s, %v0 : f32
  %s2 = llvm.fadd %s1, %v1 : f32
  %s3 = llvm.fadd %s2, %v2 : f32
  %s4 = llvm.fadd %s3, %v3 : f32
  %next = llvm.add %k, %c4 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %n4 : i32
  llvm.cond_br %more, ^body(%next, %s4 : i32, f32), ^exit(%s4 : f32)
^exit(%sum: f32):
  %o = llvm.sext %j : i32 to i64
  %q = llvm.getelementptr inbounds %out[%o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %q : f32, !llvm.ptr<1>
  llvm.return
}
