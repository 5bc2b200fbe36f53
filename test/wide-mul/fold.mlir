// RUN: --passes=wide-mul --split-input-file
// wide-mul, rule fold-invariant-product-into-index: `gep (gep Q, V), ext a * ext b` where the
// 64-bit product of two extended 32-bit values was computed outside the loop around the outer
// GEP (LICM hoisted it) and V inside it becomes `gep Q, V + sext a * sext b`, the product made
// in front of the GEP, so selection and ptxas make one widening multiply-add of it in the loop
// instead of holding the 64-bit product through the loop.

// Fires: a batched transpose's store, `out[b*rows*cols + (y + j)*rows + x]`: the row offset
// `(y + j) * rows` is hoisted, the batch base varies with the loop.
// SIM-GRID: 1
// SIM-BLOCK: 4,2
// SIM-ARG: 2 4
// SIM-ARG: 3 3
llvm.func ptx_kernelcc @hoisted_row_offset_joins_the_varying_base(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %rows: i32, %batch: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %y2 = llvm.add %ty, %c2 overflow<nsw> : i32
  %ys = llvm.sext %y2 : i32 to i64
  %rs = llvm.sext %rows : i32 to i64
  %row = llvm.mul %ys, %rs overflow<nsw> : i64
  %x = llvm.zext nneg %tx : i32 to i64
  %plane = llvm.mul %rows, %c2 : i32
  %stride = llvm.mul %plane, %rows : i32
  %p = llvm.getelementptr %in[%tx] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
  %v = llvm.load %p : !llvm.ptr<1> -> f64
  llvm.br ^loop(%c0 : i32)
^loop(%b: i32):
  %bs = llvm.mul %b, %stride : i32
  %b64 = llvm.sext %bs : i32 to i64
  %base = llvm.add %b64, %x : i64
  %q = llvm.getelementptr %out[%base] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %r = llvm.getelementptr %q[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %v, %r : f64, !llvm.ptr<1>
  %next = llvm.add %b, %c1 : i32
  %more = llvm.icmp "slt" %next, %batch : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// Does not fire: the product is computed in the loop, where the widening multiply-add
// already forms.
llvm.func @product_in_the_loop_should_not_apply(%out: !llvm.ptr<1>, %y: i32, %rows: i32, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %f = llvm.mlir.constant(1.0 : f64) : f64
  %n64 = llvm.sext %n : i32 to i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %ys = llvm.sext %y : i32 to i64
  %rs = llvm.sext %rows : i32 to i64
  %row = llvm.mul %ys, %rs overflow<nsw> : i64
  %q = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %r = llvm.getelementptr %q[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %f, %r : f64, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i64
  %more = llvm.icmp "slt" %next, %n64 : i64
  llvm.cond_br %more, ^loop(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// Does not fire: the base does not vary in the loop either; the whole address is invariant.
llvm.func @invariant_base_should_not_apply(%out: !llvm.ptr<1>, %y: i32, %rows: i32, %x: i64, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f = llvm.mlir.constant(1.0 : f64) : f64
  %ys = llvm.sext %y : i32 to i64
  %rs = llvm.sext %rows : i32 to i64
  %row = llvm.mul %ys, %rs overflow<nsw> : i64
  %q = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %r = llvm.getelementptr %q[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %f, %r : f64, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// Does not fire: the two GEPs step over different element types, so the indices do not add.
llvm.func @different_element_types_should_not_apply(%out: !llvm.ptr<1>, %y: i32, %rows: i32, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %f = llvm.mlir.constant(1.0 : f64) : f64
  %n64 = llvm.sext %n : i32 to i64
  %ys = llvm.sext %y : i32 to i64
  %rs = llvm.sext %rows : i32 to i64
  %row = llvm.mul %ys, %rs overflow<nsw> : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %q = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %r = llvm.getelementptr %q[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %f, %r : f64, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i64
  %more = llvm.icmp "slt" %next, %n64 : i64
  llvm.cond_br %more, ^loop(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// Does not fire: one factor is a constant, whose product a shift already makes cheap.
llvm.func @constant_factor_should_not_apply(%out: !llvm.ptr<1>, %y: i32, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %f = llvm.mlir.constant(1.0 : f64) : f64
  %n64 = llvm.sext %n : i32 to i64
  %ys = llvm.sext %y : i32 to i64
  %k = llvm.sext %c8 : i32 to i64
  %row = llvm.mul %ys, %k overflow<nsw> : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %q = llvm.getelementptr %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %r = llvm.getelementptr %q[%row] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %f, %r : f64, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i64
  %more = llvm.icmp "slt" %next, %n64 : i64
  llvm.cond_br %more, ^loop(%next : i64), ^exit
^exit:
  llvm.return
}
