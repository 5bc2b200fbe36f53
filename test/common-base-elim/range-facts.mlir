// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// Rows of a stencil, as clang spells `in[(y-1)*16 + x]`, `in[y*16 + x]` and `in[(y+1)*16 + x]`:
// `zext nneg (add nuw nsw row, x)` with `row = y*16 - 16` (or `+ 16`) computed by a plain `add`.
// The extensions of `y*16 - 16`, `y*16` and `y*16 + 16` are equal up to a constant only when
// none of the three wraps; the accesses' flags say so (a `zext nneg` of an `add nuw` puts both
// addends in [0, 2^31), or the access is undefined), but only where those accesses have run.

// Nine loads over three rows: every row index is non-negative by its own access's flags, so
// all nine are one anchor (the first load's address) plus 0..136 bytes.
// SIM-BLOCK: 8,4
// SIM-GRID: 1
llvm.func ptx_kernelcc @stencil_rows_share_one_anchor(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %x = nvvm.read.ptx.sreg.tid.x : i32
  %y = nvvm.read.ptx.sreg.tid.y : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c0 = llvm.icmp "ne" %y, %zero : i32
  %c1 = llvm.icmp "ne" %x, %zero : i32
  %inside = llvm.and %c0, %c1 : i1
  llvm.cond_br %inside, ^body, ^exit
^body:
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %row = llvm.shl %y, %c4 : i32
  %m16 = llvm.mlir.constant(-16 : i32) : i32
  %above = llvm.add %row, %m16 : i32
  %p16 = llvm.mlir.constant(16 : i32) : i32
  %below = llvm.add %row, %p16 : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %left = llvm.add %x, %m1 overflow<nsw> : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %right = llvm.add %x, %one overflow<nsw, nuw> : i32
  %i0 = llvm.add %above, %left overflow<nsw, nuw> : i32
  %z0 = llvm.zext nneg %i0 : i32 to i64
  %a0 = llvm.getelementptr inbounds %in[%z0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i1 = llvm.add %above, %x overflow<nsw, nuw> : i32
  %z1 = llvm.zext nneg %i1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %in[%z1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %a1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i2 = llvm.add %above, %right overflow<nsw, nuw> : i32
  %z2 = llvm.zext nneg %i2 : i32 to i64
  %a2 = llvm.getelementptr inbounds %in[%z2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i3 = llvm.add %row, %left overflow<nsw, nuw> : i32
  %z3 = llvm.zext nneg %i3 : i32 to i64
  %a3 = llvm.getelementptr inbounds %in[%z3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %a3 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i4 = llvm.add %row, %x overflow<nsw, nuw> : i32
  %z4 = llvm.zext nneg %i4 : i32 to i64
  %a4 = llvm.getelementptr inbounds %in[%z4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v4 = llvm.load %a4 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i5 = llvm.add %row, %right overflow<nsw, nuw> : i32
  %z5 = llvm.zext nneg %i5 : i32 to i64
  %a5 = llvm.getelementptr inbounds %in[%z5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v5 = llvm.load %a5 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i6 = llvm.add %below, %left overflow<nsw, nuw> : i32
  %z6 = llvm.zext nneg %i6 : i32 to i64
  %a6 = llvm.getelementptr inbounds %in[%z6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v6 = llvm.load %a6 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i7 = llvm.add %below, %x overflow<nsw, nuw> : i32
  %z7 = llvm.zext nneg %i7 : i32 to i64
  %a7 = llvm.getelementptr inbounds %in[%z7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v7 = llvm.load %a7 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i8 = llvm.add %below, %right overflow<nsw, nuw> : i32
  %z8 = llvm.zext nneg %i8 : i32 to i64
  %a8 = llvm.getelementptr inbounds %in[%z8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v8 = llvm.load %a8 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %v0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  %s3 = llvm.fadd %s2, %v3 : f32
  %s4 = llvm.fadd %s3, %v4 : f32
  %s5 = llvm.fadd %s4, %v5 : f32
  %s6 = llvm.fadd %s5, %v6 : f32
  %s7 = llvm.fadd %s6, %v7 : f32
  %s8 = llvm.fadd %s7, %v8 : f32
  %po = llvm.getelementptr inbounds %out[%z4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s8, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// The row above is read in `^body`; the rows below it only when `y` is odd, in `^odd`, which
// `^body` dominates: the facts of the first load hold there, so all three loads share the
// anchor placed in `^body`.
// SIM-BLOCK: 8,4
// SIM-GRID: 1
llvm.func ptx_kernelcc @facts_of_a_dominating_access_serve_the_blocks_below(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %x = nvvm.read.ptx.sreg.tid.x : i32
  %y = nvvm.read.ptx.sreg.tid.y : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %inside = llvm.icmp "ne" %y, %zero : i32
  %zx = llvm.zext nneg %x : i32 to i64
  %po = llvm.getelementptr inbounds %out[%zx] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %inside, ^body, ^exit
^body:
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %row = llvm.shl %y, %c4 : i32
  %m16 = llvm.mlir.constant(-16 : i32) : i32
  %above = llvm.add %row, %m16 : i32
  %i0 = llvm.add %above, %x overflow<nsw, nuw> : i32
  %z0 = llvm.zext nneg %i0 : i32 to i64
  %a0 = llvm.getelementptr inbounds %in[%z0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %one = llvm.mlir.constant(1 : i32) : i32
  %parity = llvm.and %y, %one : i32
  %odd = llvm.icmp "ne" %parity, %zero : i32
  llvm.cond_br %odd, ^rows_below, ^done(%v0 : f32)
^rows_below:
  %i1 = llvm.add %row, %x overflow<nsw, nuw> : i32
  %z1 = llvm.zext nneg %i1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %in[%z1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %a1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %p16 = llvm.mlir.constant(16 : i32) : i32
  %below = llvm.add %row, %p16 : i32
  %i2 = llvm.add %below, %x overflow<nsw, nuw> : i32
  %z2 = llvm.zext nneg %i2 : i32 to i64
  %a2 = llvm.getelementptr inbounds %in[%z2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %v0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  llvm.br ^done(%s2 : f32)
^done(%r: f32):
  %py = llvm.getelementptr inbounds %po[%i0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %r, %py {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// The same rows through `sext` of adds without `nuw` and without `nneg`: `y*16 - 16` and
// `y*16` may wrap apart (near 2^31), and no access says they do not, so each row keeps its
// own address.
// SIM-BLOCK: 8,4
// SIM-GRID: 1
llvm.func ptx_kernelcc @rows_without_range_facts_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %x = nvvm.read.ptx.sreg.tid.x : i32
  %y = nvvm.read.ptx.sreg.tid.y : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %inside = llvm.icmp "ne" %y, %zero : i32
  llvm.cond_br %inside, ^body, ^exit
^body:
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %row = llvm.shl %y, %c4 : i32
  %m16 = llvm.mlir.constant(-16 : i32) : i32
  %above = llvm.add %row, %m16 : i32
  %p16 = llvm.mlir.constant(16 : i32) : i32
  %below = llvm.add %row, %p16 : i32
  %i0 = llvm.add %above, %x overflow<nsw> : i32
  %z0 = llvm.sext %i0 : i32 to i64
  %a0 = llvm.getelementptr inbounds %in[%z0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i1 = llvm.add %row, %x overflow<nsw> : i32
  %z1 = llvm.sext %i1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %in[%z1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %a1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i2 = llvm.add %below, %x overflow<nsw> : i32
  %z2 = llvm.sext %i2 : i32 to i64
  %a2 = llvm.getelementptr inbounds %in[%z2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %a2 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %v0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  %po = llvm.getelementptr inbounds %out[%z1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// `%b` reads the middle row through a `sext` (no fact) before any access says `y*16` is
// non-negative; `%c`, below it, says so. `%c` joins the anchor of `%a`; `%b` must not: at
// `%b` the identity `ext(y*16) = ext(y*16 - 16) + 16` rests on a fact established later.
// SIM-BLOCK: 8,4
// SIM-GRID: 1
llvm.func ptx_kernelcc @a_fact_established_below_an_access_does_not_rewrite_it(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %x = nvvm.read.ptx.sreg.tid.x : i32
  %y = nvvm.read.ptx.sreg.tid.y : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %inside = llvm.icmp "ne" %y, %zero : i32
  llvm.cond_br %inside, ^body, ^exit
^body:
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %row = llvm.shl %y, %c4 : i32
  %m16 = llvm.mlir.constant(-16 : i32) : i32
  %above = llvm.add %row, %m16 : i32
  %i0 = llvm.add %above, %x overflow<nsw, nuw> : i32
  %z0 = llvm.zext nneg %i0 : i32 to i64
  %a = llvm.getelementptr inbounds %in[%z0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i1 = llvm.add %row, %x overflow<nsw> : i32
  %z1 = llvm.sext %i1 : i32 to i64
  %b = llvm.getelementptr inbounds %in[%z1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %i2 = llvm.add %row, %x overflow<nsw, nuw> : i32
  %z2 = llvm.zext nneg %i2 : i32 to i64
  %c = llvm.getelementptr inbounds %in[%z2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %c {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %v0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  %po = llvm.getelementptr inbounds %out[%z2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// Two unrolled copies of `in[(2k + u) * 64 + x]`, as clang leaves them: the first computes
// `shl nsw k, 7`, the next the same `shl k, 7` without the flag (then `or disjoint 64`). The
// first load ran, so `k * 128` did not wrap, in the second copy too: both are
// `in + 4*(128*k + x)` plus a constant, one anchor.
// SIM-BLOCK: 8,4
// SIM-GRID: 1
llvm.func ptx_kernelcc @an_unrolled_copy_shares_the_first_copys_no_wrap_flags(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %x = nvvm.read.ptx.sreg.tid.x : i32
  %k = nvvm.read.ptx.sreg.tid.y : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %r0 = llvm.shl %k, %c7 overflow<nsw> : i32
  %i0 = llvm.add %r0, %x overflow<nsw> : i32
  %s0 = llvm.sext %i0 : i32 to i64
  %a0 = llvm.getelementptr inbounds %in[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %r1 = llvm.shl %k, %c7 : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %r1n = llvm.or disjoint %r1, %c64 : i32
  %i1 = llvm.add %r1n, %x overflow<nsw> : i32
  %s1 = llvm.sext %i1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %in[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %a1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %v0, %v1 : f32
  %po = llvm.getelementptr inbounds %out[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The same copies in the other order: the copy without the flag runs first, and nothing that
// has run by then says `k * 128` does not wrap, so it keeps its own address.
// SIM-BLOCK: 8,4
// SIM-GRID: 1
llvm.func ptx_kernelcc @no_wrap_flags_of_a_later_copy_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %x = nvvm.read.ptx.sreg.tid.x : i32
  %k = nvvm.read.ptx.sreg.tid.y : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %r1 = llvm.shl %k, %c7 : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %r1n = llvm.or disjoint %r1, %c64 : i32
  %i1 = llvm.add %r1n, %x overflow<nsw> : i32
  %s1 = llvm.sext %i1 : i32 to i64
  %a1 = llvm.getelementptr inbounds %in[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %a1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %r0 = llvm.shl %k, %c7 overflow<nsw> : i32
  %i0 = llvm.add %r0, %x overflow<nsw> : i32
  %s0 = llvm.sext %i0 : i32 to i64
  %a0 = llvm.getelementptr inbounds %in[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %a0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %v0, %v1 : f32
  %po = llvm.getelementptr inbounds %out[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
