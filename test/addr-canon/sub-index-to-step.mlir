// RUN: --passes=addr-canon{sub-to-step=true} --split-input-file
// addr-canon{sub-to-step=true} (split code generation's version without LSR), rule
// sub-index-to-step: `gep T p, (x - y) -> gep T (gep T p, x), -y` where
// `gep T p, x` is computed earlier in the block; `-y` is `mul z, -c` when y is `mul z, c`,
// else `sub 0, y`. Indices are i64 and every flag of the new ops is dropped; a base with a
// no-wrap flag (poison where `p + x*s` leaves the object) is not reused, the step starts from
// a flagless copy of it.

// Fires: a stencil's two sides, `a[at + s]` as instcombine leaves it (a step from `&a[at]`)
// and `a[at - s]` as a difference; the difference becomes a step from `&a[at]` too.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 8
llvm.func ptx_kernelcc @difference_becomes_a_step_from_the_base(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %s: i64) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %at = llvm.add %x, %s : i64
  %centre = llvm.getelementptr inbounds %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %up = llvm.getelementptr %centre[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %u = llvm.load %up : !llvm.ptr<1> -> f32
  %back = llvm.sub %at, %s overflow<nsw> : i64
  %down = llvm.getelementptr inbounds %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %c, %u : f32
  %s2 = llvm.fadd %s1, %d : f32
  %o = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s2, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: `at - 2*s` steps by `s * -2`, one multiplication as before.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 4
llvm.func ptx_kernelcc @scaled_difference_negates_the_constant(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %s: i64) {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %twice = llvm.mul %s, %c2 overflow<nsw> : i64
  %at = llvm.add %x, %twice : i64
  %centre = llvm.getelementptr %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %back = llvm.sub %at, %twice overflow<nsw> : i64
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %c, %d : f32
  %o = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: no `&a[at]` in the block, so the step would cost a GEP of its own.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 8
llvm.func ptx_kernelcc @difference_without_a_base_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %s: i64) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %at = llvm.add %x, %s : i64
  %back = llvm.sub %at, %s : i64
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %d, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `&a[at]` comes after the difference's GEP in the block.
llvm.func @base_after_the_difference_should_not_apply(%in: !llvm.ptr<1>, %at: i64, %s: i64) -> f32 {
  %back = llvm.sub %at, %s : i64
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %centre = llvm.getelementptr %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %c, %d : f32
  llvm.return %sum : f32
}

// -----
// Does not fire: i32 indices are sign-extended, and sext(at - s) is not sext(at) - sext(s)
// when the 32-bit difference overflows.
llvm.func @i32_index_should_not_apply(%in: !llvm.ptr<1>, %at: i32, %s: i32) -> f32 {
  %centre = llvm.getelementptr %in[%at] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %back = llvm.sub %at, %s : i32
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %c, %d : f32
  llvm.return %sum : f32
}

// -----
// Does not fire: the base steps over another element type (bytes, not floats).
llvm.func @other_element_type_should_not_apply(%in: !llvm.ptr<1>, %at: i64, %s: i64) -> f32 {
  %centre = llvm.getelementptr %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %back = llvm.sub %at, %s : i64
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %c, %d : f32
  llvm.return %sum : f32
}

// -----
// Does not fire: a constant difference is an offset already (`at - 3` is instcombine's
// `at + -3`, a [reg+imm] address).
llvm.func @constant_difference_should_not_apply(%in: !llvm.ptr<1>, %at: i64) -> f32 {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %centre = llvm.getelementptr %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %back = llvm.sub %at, %c3 : i64
  %down = llvm.getelementptr %in[%back] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d = llvm.load %down : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %c, %d : f32
  llvm.return %sum : f32
}

// -----
// Fires twice: two backward neighbours of an `inbounds` base share one flagless copy of it,
// made right after the base.
// SIM-GRID: 1
// SIM-BLOCK: 8
// SIM-ARG: 2 4
llvm.func ptx_kernelcc @two_differences_share_one_flagless_copy(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %s: i64) {
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.zext %tx : i32 to i64
  %twice = llvm.mul %s, %c2 : i64
  %at = llvm.add %x, %twice : i64
  %centre = llvm.getelementptr inbounds %in[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c = llvm.load %centre : !llvm.ptr<1> -> f32
  %back1 = llvm.sub %at, %s : i64
  %down1 = llvm.getelementptr inbounds %in[%back1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d1 = llvm.load %down1 : !llvm.ptr<1> -> f32
  %back2 = llvm.sub %at, %twice : i64
  %down2 = llvm.getelementptr inbounds %in[%back2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %d2 = llvm.load %down2 : !llvm.ptr<1> -> f32
  %sum1 = llvm.fadd %c, %d1 : f32
  %sum2 = llvm.fadd %sum1, %d2 : f32
  %o = llvm.getelementptr %out[%x] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum2, %o : f32, !llvm.ptr<1>
  llvm.return
}
