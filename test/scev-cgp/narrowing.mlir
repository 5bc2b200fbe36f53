// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --split-input-file --dump-scev-cgp
// scev-cgp recomputes a 64-bit address index built from extended 32-bit values in i32 and
// extends it once, when the index's exact range (thread ids below scev-cgp-tid-max-value, 1024
// by default) proves that the 32-bit result extends to the 64-bit one.

// base + tid.x*sx + tid.y*sy + tid.z*sz with constant strides: every term was extended to
// i64 and multiplied and added in 64 bits; the index is at most 1023*(1 + 64 + 4096) < 2^31,
// so it is computed in i32 and sign-extended once.
llvm.func ptx_kernelcc @three_dimensional_index_computed_in_32_bits(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %z = llvm.zext nneg %tz : i32 to i64
  %sy = llvm.mlir.constant(64 : i64) : i64
  %sz = llvm.mlir.constant(4096 : i64) : i64
  %ry = llvm.mul %y, %sy overflow<nsw, nuw> : i64
  %rz = llvm.mul %z, %sz overflow<nsw, nuw> : i64
  %xy = llvm.add %ry, %x overflow<nsw, nuw> : i64
  %i = llvm.add %xy, %rz overflow<nsw, nuw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A transposed tile: both indices are rewritten and share the 32-bit constant; `shl` by a
// constant and `sub` are repeated in 32 bits too. The second index, 2*tid.x - 1, can be
// negative, and its signed range [-1, 2045] still proves the sign extension.
llvm.func ptx_kernelcc @shl_and_sub_narrow_with_a_signed_range(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.sext %tx : i32 to i64
  %y = llvm.sext %ty : i32 to i64
  %c6 = llvm.mlir.constant(6 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %row = llvm.shl %y, %c6 : i64
  %i = llvm.add %row, %x : i64
  %twice = llvm.mul %x, %c2 : i64
  %j = llvm.sub %twice, %c1 : i64
  %base = llvm.getelementptr inbounds %in[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %p = llvm.getelementptr %base[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// tid.x + (tid.y << 22) is at most 1023 + 1023*2^22 < 2^32 but may exceed 2^31 - 1: the
// unsigned range proves a zero extension (and only that). Simulated with tid.y = 0, the only
// row inside the simulator's buffers.
// SIM-BLOCK: 64 1 1
llvm.func ptx_kernelcc @unsigned_range_zero_extends(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext %tx : i32 to i64
  %y = llvm.zext %ty : i32 to i64
  %c22 = llvm.mlir.constant(22 : i64) : i64
  %high = llvm.shl %y, %c22 : i64
  %i = llvm.add %high, %x : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v = llvm.load %p {alignment = 1 : i64} : !llvm.ptr<1> -> i8
  %q = llvm.getelementptr inbounds %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  llvm.store %v, %q {alignment = 1 : i64} : i8, !llvm.ptr<1>
  llvm.return
}

// -----
// A family of addresses: the second index is the first plus one. The first is narrowed; the
// second becomes `sext(n) + 1` on the shared 32-bit part and keeps its 64-bit `+ 1`, which
// PTX folds into the access (`[reg+4]`): narrowing it would trade that add for a `cvt`.
llvm.func ptx_kernelcc @neighbour_index_shares_the_32_bit_part(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %row = llvm.mul %y, %c64 overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
  %i1 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %p1 = llvm.getelementptr inbounds %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %a = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %b = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s = llvm.fadd %a, %b : f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The global index ctaid.x*ntid.x + tid.x: ctaid.x may be close to 2^31, so the index may
// not fit in 32 bits and it stays in 64 bits.
llvm.func ptx_kernelcc @global_index_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %bx = nvvm.read.ptx.sreg.ctaid.x : i32
  %nx = nvvm.read.ptx.sreg.ntid.x : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %b = llvm.zext nneg %bx : i32 to i64
  %n = llvm.zext nneg %nx : i32 to i64
  %block = llvm.mul %b, %n overflow<nsw, nuw> : i64
  %i = llvm.add %block, %x overflow<nsw, nuw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The row pitch is a kernel parameter: tid.y * pitch is unbounded in 32 bits.
// SIM-ARG: 2 64
llvm.func ptx_kernelcc @parameter_stride_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %pitch: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %s = llvm.sext %pitch : i32 to i64
  %row = llvm.mul %y, %s overflow<nsw> : i64
  %i = llvm.add %row, %x overflow<nsw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Both terms of tid.x + tid.y are also stored as 64-bit values: narrowing the add would
// remove one 64-bit add and add one extension, no gain (do-scev-cgp-aggresively allows it).
llvm.func ptx_kernelcc @no_gain_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %i = llvm.add %x, %y : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  %v = llvm.load %p {alignment = 8 : i64} : !llvm.ptr<1> -> i64
  %s = llvm.add %v, %x : i64
  %t = llvm.add %s, %y : i64
  %q = llvm.getelementptr inbounds %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  llvm.store %t, %q {alignment = 8 : i64} : i64, !llvm.ptr<1>
  llvm.return
}

// -----
// The index is computed before the loop and used only inside it: without
// do-function-scev-cgp the expression must lie in the access's loop.
llvm.func ptx_kernelcc @index_outside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c64 = llvm.mlir.constant(64 : i64) : i64
  %row = llvm.mul %y, %c64 overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %four = llvm.mlir.constant(4 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.br ^loop(%zero, %f0 : i32, f32)
^loop(%k: i32, %acc: f32):
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %acc1 = llvm.fadd %acc, %v : f32
  %k1 = llvm.add %k, %one : i32
  %more = llvm.icmp "slt" %k1, %four : i32
  llvm.cond_br %more, ^loop(%k1, %acc1 : i32, f32), ^done
^done:
  %q = llvm.getelementptr inbounds %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %acc1, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The index is computed in the entry block and used in a conditional block, one dominator
// level down: within the default cross-block and dominator-level limits.
llvm.func ptx_kernelcc @index_in_the_dominating_block(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %row = llvm.mul %y, %c32 overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tx, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
