// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file
// A value the dominator's conditional branch depends on through poison-propagating ops
// (arithmetic, extensions, compares) is not poison in any execution that gets past the
// branch, so an anchor placed before that branch, whose uses all run after it, may use it.

// block_scan_inclusive's loads `in[base + tid]` and `in[base + tid + 256]`, each behind its
// own bounds check: `base + tid` guards the first branch, so the anchor is one widening of
// that sum (before: `in + 4*sext(base) + 4*sext(tid)`, two).
// SIM-GRID: 2
// SIM-BLOCK: 64
// SIM-ARG: 2 100
llvm.func ptx_kernelcc @guarded_sum_serves_as_the_anchor(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %bid, %c128 : i32
  %a = llvm.add %base, %tid overflow<nsw> : i32
  %ok_a = llvm.icmp "slt" %a, %n : i32
  llvm.cond_br %ok_a, ^load_a, ^next(%c0 : i32)
^load_a:
  %wa = llvm.sext %a : i32 to i64
  %pa = llvm.getelementptr inbounds %in[%wa] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %va = llvm.load %pa : !llvm.ptr<1> -> i32
  llvm.br ^next(%va : i32)
^next(%x: i32):
  %tb = llvm.add %tid, %c64 overflow<nsw, nuw> : i32
  %b = llvm.add %base, %tb overflow<nsw> : i32
  %ok_b = llvm.icmp "slt" %b, %n : i32
  llvm.cond_br %ok_b, ^load_b, ^done(%c0 : i32)
^load_b:
  %wb = llvm.sext %b : i32 to i64
  %pb = llvm.getelementptr inbounds %in[%wb] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %vb = llvm.load %pb : !llvm.ptr<1> -> i32
  llvm.br ^done(%vb : i32)
^done(%y: i32):
  %s = llvm.add %x, %y : i32
  %wt = llvm.sext %a : i32 to i64
  %po = llvm.getelementptr %out[%wt] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----

// The same loads, but the branch reads the sum through a `select`, which passes a poison
// operand on only when it picks it: `base + tid` vouches for nothing, and the anchor is built
// from what both addresses compute (two widenings), as before.
// SIM-GRID: 2
// SIM-BLOCK: 64
// SIM-ARG: 2 100
// SIM-ARG: 3 1
llvm.func ptx_kernelcc @select_guard_does_not_vouch_for_the_sum(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32, %on: i1) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c128 = llvm.mlir.constant(128 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %false = llvm.mlir.constant(false) : i1
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %base = llvm.mul %bid, %c128 : i32
  %a = llvm.add %base, %tid overflow<nsw> : i32
  %in_range = llvm.icmp "slt" %a, %n : i32
  %ok_a = llvm.select %on, %in_range, %false : i1, i1
  llvm.cond_br %ok_a, ^load_a, ^next(%c0 : i32)
^load_a:
  %wa = llvm.sext %a : i32 to i64
  %pa = llvm.getelementptr inbounds %in[%wa] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %va = llvm.load %pa : !llvm.ptr<1> -> i32
  llvm.br ^next(%va : i32)
^next(%x: i32):
  %tb = llvm.add %tid, %c64 overflow<nsw, nuw> : i32
  %b = llvm.add %base, %tb overflow<nsw> : i32
  %ok_b = llvm.icmp "slt" %b, %n : i32
  llvm.cond_br %ok_b, ^load_b, ^done(%c0 : i32)
^load_b:
  %wb = llvm.sext %b : i32 to i64
  %pb = llvm.getelementptr inbounds %in[%wb] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %vb = llvm.load %pb : !llvm.ptr<1> -> i32
  llvm.br ^done(%vb : i32)
^done(%y: i32):
  %s = llvm.add %x, %y : i32
  %po = llvm.getelementptr %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  llvm.store %s, %po : i32, !llvm.ptr<1>
  llvm.return
}
