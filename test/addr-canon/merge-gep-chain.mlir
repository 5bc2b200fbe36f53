// RUN: --passes=addr-canon{merge-geps=true} --split-input-file
// addr-canon, rule merge-gep-chain: `gep T (gep T p, a), b -> gep T p, (a + b)`, both
// indices variable i64 values, each link used only by the chain, not across a loop boundary
// unless the loop's own step is a product (its add then fuses into a mad).

// Fires: a row step (a product) then a column step, as MLIR's memref lowering leaves a 2-D
// access after instcombine split the index sum.
// SIM-GRID: 1
// SIM-BLOCK: 4,4
// SIM-ARG: 2 4
llvm.func ptx_kernelcc @row_then_column_becomes_one_index(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %stride: i64) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext %tx : i32 to i64
  %y = llvm.zext %ty : i32 to i64
  %row = llvm.mul %y, %stride : i64
  %r = llvm.getelementptr inbounds %in[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %p = llvm.getelementptr inbounds %r[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %row2 = llvm.mul %y, %stride : i64
  %x2 = llvm.zext %tx : i32 to i64
  %o = llvm.getelementptr %out[%row2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %q = llvm.getelementptr %o[%x2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires twice: a three-link chain becomes one GEP of one sum.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 1 2
// SIM-ARG: 2 3
llvm.func ptx_kernelcc @three_links_become_one(%out: !llvm.ptr<1>, %batch: i64, %row: i64) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %a = llvm.getelementptr %out[%batch] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %b = llvm.getelementptr %a[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %c = llvm.getelementptr %b[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %tx, %c : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires across a loop boundary: the loop's step is a product, so `k * n + x` is one mad.
// SIM-GRID: 1
// SIM-BLOCK: 4
// SIM-ARG: 2 4
llvm.func ptx_kernelcc @product_step_in_a_loop_fires(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %col = llvm.getelementptr %in[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %zero : i64, f32)
^loop(%k: i64, %acc: f32):
  %off = llvm.mul %k, %n : i64
  %p = llvm.getelementptr %col[%off] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %acc, %v : f32
  %next = llvm.add %k, %c1 : i64
  %more = llvm.icmp "ult" %next, %c4 : i64
  llvm.cond_br %more, ^loop(%next, %sum : i64, f32), ^exit
^exit:
  %o = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the inner step was hoisted out of the loop (LICM) and the loop's step is
// the induction variable itself; merged, the loop would pay an add per iteration.
// SIM-GRID: 1
// SIM-BLOCK: 4
// SIM-ARG: 2 2
llvm.func ptx_kernelcc @hoisted_step_across_a_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %base: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %row = llvm.getelementptr %in[%base] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %zero : i64, f32)
^loop(%k: i64, %acc: f32):
  %p = llvm.getelementptr %row[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %acc, %v : f32
  %next = llvm.add %k, %c1 : i64
  %more = llvm.icmp "ult" %next, %c4 : i64
  llvm.cond_br %more, ^loop(%next, %sum : i64, f32), ^exit
^exit:
  %o = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a constant step is the [reg+imm] that addressing folds for free.
llvm.func @constant_step_should_not_apply(%p: !llvm.ptr<1>, %i: i64) -> f32 {
  %c = llvm.mlir.constant(3 : i64) : i64
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %a[%c] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %b : !llvm.ptr<1> -> f32
  llvm.return %v : f32
}

// -----
// Does not fire: the links step over different element types (4 and 1 bytes).
llvm.func @different_element_types_should_not_apply(%p: !llvm.ptr<1>, %i: i64, %j: i64) -> i8 {
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %a[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v = llvm.load %b : !llvm.ptr<1> -> i8
  llvm.return %v : i8
}

// -----
// Does not fire: i32 indices are sign-extended one by one, and sext(i + j) is not
// sext(i) + sext(j) when the 32-bit sum overflows.
llvm.func @i32_indices_should_not_apply(%p: !llvm.ptr<1>, %i: i32, %j: i32) -> f32 {
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %a[%j] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %v = llvm.load %b : !llvm.ptr<1> -> f32
  llvm.return %v : f32
}

// -----
// Does not fire: the inner link is used twice; merging would keep it and add a sum.
llvm.func @shared_inner_link_should_not_apply(%p: !llvm.ptr<1>, %i: i64, %j: i64, %k: i64) -> f32 {
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %a[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.getelementptr %a[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %b : !llvm.ptr<1> -> f32
  %w = llvm.load %c : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %w : f32
  llvm.return %s : f32
}

// -----
// Does not fire: the outer step is shared by two chains, one offset both add; merged, each
// would carry its own sum.
llvm.func @shared_step_should_not_apply(%p: !llvm.ptr<1>, %q: !llvm.ptr<1>, %i: i64, %j: i64) -> f32 {
  %a = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr %a[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.getelementptr %q[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %b : !llvm.ptr<1> -> f32
  %w = llvm.load %c : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %w : f32
  llvm.return %s : f32
}
