// RUN: --passes=wide-mul --split-input-file
// wide-mul, rule distribute-over-extended-factors: `(A + ext x) * ext c` with a 64-bit A and
// 32-bit x and c becomes `A * ext c + sext x * sext c`; the products A*C of one A and C are one
// op at the nearest common dominator of their uses, the extensions sit in front of each use.

// Fires: a batched row index `(b * rows + y) * cols`, as instcombine factors it, for two rows
// in two blocks; one `b*rows*cols` serves both (made in the first block, which dominates the
// second).
// SIM-GRID: 1
// SIM-BLOCK: 4,4
// SIM-ARG: 2 4
// SIM-ARG: 3 5
llvm.func ptx_kernelcc @batched_rows_share_one_product(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %rows: i32, %cols: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %b = nvvm.read.ptx.sreg.ctaid.x : i32
  %b64 = llvm.sext %b : i32 to i64
  %r64 = llvm.sext %rows : i32 to i64
  %c64 = llvm.sext %cols : i32 to i64
  %base = llvm.mul %b64, %r64 overflow<nsw> : i64
  %y = llvm.zext nneg %ty : i32 to i64
  %sum = llvm.add %base, %y overflow<nsw> : i64
  %row = llvm.mul %sum, %c64 : i64
  %p = llvm.getelementptr %in[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.zext nneg %tx : i32 to i64
  %q = llvm.getelementptr %p[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %q : !llvm.ptr<1> -> f32
  %odd = llvm.and %tx, %c1 : i32
  %take = llvm.icmp "eq" %odd, %c1 : i32
  llvm.cond_br %take, ^second, ^done(%v : f32)
^second:
  %ty1 = llvm.add %ty, %c1 : i32
  %y1 = llvm.sext %ty1 : i32 to i64
  %sum1 = llvm.add %y1, %base : i64
  %row1 = llvm.mul %c64, %sum1 : i64
  %p1 = llvm.getelementptr %in[%row1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %q1 = llvm.getelementptr %p1[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %w = llvm.load %q1 : !llvm.ptr<1> -> f32
  %vw = llvm.fadd %v, %w : f32
  llvm.br ^done(%vw : f32)
^done(%r: f32):
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %t = llvm.mul %ty, %c4 : i32
  %slot = llvm.add %t, %tx : i32
  %o = llvm.getelementptr %out[%slot] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// Does not fire: the factor is a constant, whose product a shift (or LEA) already makes cheap.
llvm.func @constant_factor_should_not_apply(%base: i64, %y32: i32) -> i64 {
  %y = llvm.sext %y32 : i32 to i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %sum = llvm.add %base, %y : i64
  %row = llvm.mul %sum, %c8 : i64
  llvm.return %row : i64
}

// -----

// Does not fire: the sum has another use, which keeps the add; distributing would add a
// multiply.
llvm.func @shared_sum_should_not_apply(%base: i64, %y32: i32, %c32: i32) -> i64 {
  %y = llvm.sext %y32 : i32 to i64
  %c = llvm.sext %c32 : i32 to i64
  %sum = llvm.add %base, %y : i64
  %row = llvm.mul %sum, %c : i64
  %both = llvm.add %row, %sum : i64
  llvm.return %both : i64
}

// -----

// Does not fire: a plain zext (no nneg) of the row is not a signed 32-bit factor; a row of
// 2^31 or more would be read as negative by a signed widening multiply.
llvm.func @zext_without_nneg_should_not_apply(%base: i64, %y32: i32, %c32: i32) -> i64 {
  %y = llvm.zext %y32 : i32 to i64
  %c = llvm.sext %c32 : i32 to i64
  %sum = llvm.add %base, %y : i64
  %row = llvm.mul %sum, %c : i64
  llvm.return %row : i64
}

// -----

// Does not fire: both terms of the sum are extended 32-bit values (the product is one
// 64-bit multiply either way, and the sum may not fit 32 bits).
llvm.func @both_terms_extended_should_not_apply(%a32: i32, %y32: i32, %c32: i32) -> i64 {
  %a = llvm.sext %a32 : i32 to i64
  %y = llvm.sext %y32 : i32 to i64
  %c = llvm.sext %c32 : i32 to i64
  %sum = llvm.add %a, %y : i64
  %row = llvm.mul %sum, %c : i64
  llvm.return %row : i64
}
