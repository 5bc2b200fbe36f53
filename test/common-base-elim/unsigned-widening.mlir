// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file
// An anchor indexed by a 32-bit value: a `getelementptr` sign-extends it, while clang's
// guarded accesses widened it with `zext nneg` (unsigned, `mul.wide.u32` in PTX). Where every
// use the anchor serves runs only where the value is non-negative (an access at or before
// it has `zext nneg` of it, or of a disjoint `or` / `add nuw` with it), the two extensions
// agree there, and the anchor spells the index as a flag-free `zext`.

// exclusive_scan_single_block's chunk: `in[i + j]` for j = 0..3, each behind `i + j < n`,
// each `zext nneg (i | j)`. The anchor goes before the first guard, in the dominator, where
// only `i` is available: `zext i`, not the getelementptr's sign extension.
// SIM-GRID: 2
// SIM-BLOCK: 32
// SIM-ARG: 2 200
llvm.func ptx_kernelcc @guarded_unrolled_reads_widen_unsigned(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %bid, %c128 overflow<nsw, nuw> : i32
  %t4 = llvm.shl %tid, %c2 overflow<nsw, nuw> : i32
  %i = llvm.add %base, %t4 overflow<nsw, nuw> : i32
  %ok0 = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %ok0, ^load0, ^next0(%c0 : i32)
^load0:
  %w0 = llvm.zext nneg %i : i32 to i64
  %p0 = llvm.getelementptr inbounds %in[%w0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  llvm.br ^next0(%v0 : i32)
^next0(%s0: i32):
  %i1 = llvm.or disjoint %i, %c1 : i32
  %ok1 = llvm.icmp "slt" %i1, %n : i32
  llvm.cond_br %ok1, ^load1, ^next1(%s0 : i32)
^load1:
  %w1 = llvm.zext nneg %i1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%w1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %a1 = llvm.add %s0, %v1 : i32
  llvm.br ^next1(%a1 : i32)
^next1(%s1: i32):
  %i2 = llvm.or disjoint %i, %c2 : i32
  %ok2 = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %ok2, ^load2, ^next2(%s1 : i32)
^load2:
  %w2 = llvm.zext nneg %i2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %in[%w2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> i32
  %a2 = llvm.add %s1, %v2 : i32
  llvm.br ^next2(%a2 : i32)
^next2(%s2: i32):
  %i3 = llvm.or disjoint %i, %c3 : i32
  %ok3 = llvm.icmp "slt" %i3, %n : i32
  llvm.cond_br %ok3, ^load3, ^done(%s2 : i32)
^load3:
  %w3 = llvm.zext nneg %i3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %in[%w3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> i32
  %a3 = llvm.add %s2, %v3 : i32
  llvm.br ^done(%a3 : i32)
^done(%s: i32):
  %bt = llvm.add %base, %tid : i32
  %wt = llvm.zext %bt : i32 to i64
  %po = llvm.getelementptr %out[%wt] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// Must not widen unsigned: the first read sign-extends `i` (`sext`, no fact about its sign),
// so at that use `zext i` and `sext i` may differ (i < 0 reads in[i] before the array's
// start, a pointer the caller may hand in). The anchor keeps the getelementptr's sign
// extension, which every use agrees with.
// SIM-GRID: 2
// SIM-BLOCK: 32
// SIM-ARG: 2 200
llvm.func ptx_kernelcc @a_signed_use_keeps_the_signed_index(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %bid, %c128 overflow<nsw, nuw> : i32
  %t4 = llvm.shl %tid, %c2 overflow<nsw, nuw> : i32
  %i = llvm.add %base, %t4 overflow<nsw, nuw> : i32
  %ok0 = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %ok0, ^load0, ^next0(%c0 : i32)
^load0:
  %w0 = llvm.sext %i : i32 to i64
  %p0 = llvm.getelementptr inbounds %in[%w0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  llvm.br ^next0(%v0 : i32)
^next0(%s0: i32):
  %i1 = llvm.add %i, %c1 overflow<nsw> : i32
  %ok1 = llvm.icmp "slt" %i1, %n : i32
  llvm.cond_br %ok1, ^load1, ^next1(%s0 : i32)
^load1:
  %w1 = llvm.sext %i1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%w1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %a1 = llvm.add %s0, %v1 : i32
  llvm.br ^next1(%a1 : i32)
^next1(%s1: i32):
  %i2 = llvm.or disjoint %i, %c2 : i32
  %ok2 = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %ok2, ^load2, ^done(%s1 : i32)
^load2:
  %w2 = llvm.zext nneg %i2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %in[%w2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> i32
  %a2 = llvm.add %s1, %v2 : i32
  llvm.br ^done(%a2 : i32)
^done(%s: i32):
  %bt = llvm.add %base, %tid : i32
  %wt = llvm.zext %bt : i32 to i64
  %po = llvm.getelementptr %out[%wt] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %po : i32, !llvm.ptr<1>
  llvm.return
}
