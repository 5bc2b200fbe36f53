// RUN: --passes=widen-induction --split-input-file
// widen-induction, rule extend-through-induction: `sext (op nsw x, y) -> op nsw (sext x), (sext y)`
// (op: add, sub, mul; a disjoint or is an add; `zext` over `nuw` likewise) where the extension
// sits in a loop and its index is affine in the loop's induction variable once extended
// through, but not as written: a narrow product or a sum with a variable, which LLVM's scalar
// evolution cannot see through. The variable's increments must carry the same flag. A constant
// operand is made wide directly.

// Fires twice: `in[width * i + tid]`, planes strided by a runtime width. The extension goes
// through the sum, then through the product, down to the counter.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 8
// SIM-ARG: 3 3
llvm.func ptx_kernelcc @strided_planes_extend_to_the_counter(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %width: i32, %planes: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f = llvm.mlir.constant(1.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %off = llvm.mul %width, %i overflow<nsw> : i32
  %at = llvm.add %off, %tx overflow<nsw> : i32
  %w = llvm.sext %at : i32 to i64
  %p = llvm.getelementptr inbounds %in[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %f : f32
  %q = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %q : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %planes : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// Fires twice, unsigned: `zext (i * width | tid)` with `nuw` (the or is disjoint: the
// product is a multiple of the width, the thread index below it) and a `nuw` counter.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 8
// SIM-ARG: 3 3
llvm.func ptx_kernelcc @unsigned_rows_extend_to_the_counter(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %width: i32, %rows: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %off = llvm.mul %i, %width overflow<nuw> : i32
  %at = llvm.or disjoint %off, %tx : i32
  %w = llvm.zext %at : i32 to i64
  %p = llvm.getelementptr inbounds %in[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  %s = llvm.add %v, %i : i32
  %q = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %q : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nuw> : i32
  %more = llvm.icmp "ult" %next, %rows : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// Fires once: a constant stride `3 * i` (clang's interleaved channels); the constant is made
// wide, no extension of it.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 3
llvm.func ptx_kernelcc @constant_stride_extends_to_the_counter(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tx : i32 to i64
  %row = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %off = llvm.mul %i, %c3 overflow<nsw> : i32
  %w = llvm.sext %off : i32 to i64
  %p = llvm.getelementptr inbounds %row[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %u = llvm.getelementptr inbounds %q[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %u : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// Does not fire: the counter's increment may wrap (no `nsw`), so its extension is not a
// recurrence either.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 8
// SIM-ARG: 3 3
llvm.func ptx_kernelcc @wrapping_counter_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %width: i32, %planes: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  %off = llvm.mul %width, %i overflow<nsw> : i32
  %at = llvm.add %off, %tx overflow<nsw> : i32
  %w = llvm.sext %at : i32 to i64
  %p = llvm.getelementptr inbounds %in[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %planes : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}

// -----
// Does not fire: the product has no `nsw` and does wrap: `i * 2^31` is 0 at 32 bits for
// the even counters the loop runs, so every iteration reads `in[tid]`; extended through,
// the index would be `i * 2^31` at 64 bits, far outside the buffer.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 6
llvm.func ptx_kernelcc @wrapping_product_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %big = llvm.mlir.constant(-2147483648 : i32) : i32
  %f = llvm.mlir.constant(0.0 : f32) : f32
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tx : i32 to i64
  llvm.br ^loop(%c0, %f : i32, f32)
^loop(%i: i32, %acc: f32):
  %off = llvm.mul %i, %big : i32
  %at = llvm.add %off, %tx overflow<nsw> : i32
  %w = llvm.sext %at : i32 to i64
  %p = llvm.getelementptr inbounds %in[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %acc, %v : f32
  %next = llvm.add %i, %c2 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %sum : i32, f32), ^exit
^exit:
  %q = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %q : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: outside any loop there is no recurrence to show.
llvm.func @outside_a_loop_should_not_apply(%in: !llvm.ptr<1>, %width: i32, %y: i32) -> f32 {
  %off = llvm.mul %width, %y overflow<nsw> : i32
  %w = llvm.sext %off : i32 to i64
  %p = llvm.getelementptr inbounds %in[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  llvm.return %v : f32
}

// -----
// Does not fire: `sext (i + 4)` is a recurrence scalar evolution already reads; a square
// `i * i` is none even extended; a product with a value loaded in the loop is none either.
llvm.func @already_seen_or_not_affine_should_not_apply(%in: !llvm.ptr<1>, %n: i32) -> f32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %f = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^loop(%c0, %f : i32, f32)
^loop(%i: i32, %acc: f32):
  %shifted = llvm.add %i, %c4 overflow<nsw> : i32
  %a = llvm.sext %shifted : i32 to i64
  %pa = llvm.getelementptr inbounds %in[%a] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa : !llvm.ptr<1> -> f32
  %square = llvm.mul %i, %i overflow<nsw> : i32
  %b = llvm.sext %square : i32 to i64
  %pb = llvm.getelementptr inbounds %in[%b] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb : !llvm.ptr<1> -> f32
  %pk = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %k = llvm.load %pk : !llvm.ptr<1> -> i32
  %gather = llvm.mul %k, %n overflow<nsw> : i32
  %c = llvm.sext %gather : i32 to i64
  %pc = llvm.getelementptr inbounds %in[%c] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vc = llvm.load %pc : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %acc, %va : f32
  %s2 = llvm.fadd %s1, %vb : f32
  %s3 = llvm.fadd %s2, %vc : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %s3 : i32, f32), ^exit
^exit:
  llvm.return %s3 : f32
}
