// RUN: --passes=rematerialize --split-input-file --dump-remat --remat-loop-chain=1
// A kernel's `byval` parameter reaches the late half as LLVM 22's NVPTX backend leaves it: a
// parameter-space pointer (`llvm.nvvm.internal.addrspace.wrap.p101.p0` of the argument), whose
// fields are loads at fixed offsets that ptxas reads as constant-bank operands. A value computed
// from a field in one instruction costs one instruction inside the loop, as a value from a
// scalar parameter does (heston_mc_call's Philox keys, `seed + k * W`: 64 -> 56 registers);
// the field itself is never copied (holding it takes no register), and an op of two fields
// needs a move besides (two instructions, over remat-loop-chain=1).

// SIM-ARG: 2 4
// SIM-GRID: 2
// `seed + 3`, the seed a field of the struct: the copy (the field's offset, its load and the
// add, one SASS instruction) goes in front of its use inside the loop. The remark's estimate
// goes 7 -> 8: the liveness analysis counts the parameter's pointer as held (two registers,
// now live into the loop where the key's one was), where ptxas reads the parameter's symbol.
llvm.func ptx_kernelcc @key_from_a_byval_field_used_inside_the_loop(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32, %params: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %param = llvm.call_intrinsic "llvm.nvvm.internal.addrspace.wrap.p101.p0"(%params) : (!llvm.ptr) -> !llvm.ptr<101>
  %seed_at = llvm.getelementptr inbounds %param[4] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
  %seed = llvm.load %seed_at {alignment = 4 : i64} : !llvm.ptr<101> -> i32
  %lane_key = llvm.add %seed, %c3 : i32
  llvm.br ^loop(%c0, %f0, %f0, %f0 : i32, f32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32, %c: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %y = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fadd %b, %y : f32
  %c2 = llvm.fmul %a2, %b2 : f32
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch(%c2 : f32)
^mix:
  %k = llvm.sitofp %lane_key : i32 to f32
  %c3f = llvm.fadd %c2, %k : f32
  llvm.br ^latch(%c3f : f32)
^latch(%cn: f32):
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %cn : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %cn : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 2
// The field itself, used inside the loop: a constant-bank operand where it is used, which no
// copy would make cheaper (refused: constant-bank).
llvm.func ptx_kernelcc @byval_field_used_inside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32, %params: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %param = llvm.call_intrinsic "llvm.nvvm.internal.addrspace.wrap.p101.p0"(%params) : (!llvm.ptr) -> !llvm.ptr<101>
  %seed_at = llvm.getelementptr inbounds %param[4] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
  %lane_key = llvm.load %seed_at {alignment = 4 : i64} : !llvm.ptr<101> -> i32
  llvm.br ^loop(%c0, %f0, %f0, %f0 : i32, f32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32, %c: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %y = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fadd %b, %y : f32
  %c2 = llvm.fmul %a2, %b2 : f32
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch(%c2 : f32)
^mix:
  %k = llvm.sitofp %lane_key : i32 to f32
  %c3f = llvm.fadd %c2, %k : f32
  llvm.br ^latch(%c3f : f32)
^latch(%cn: f32):
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %cn : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %cn : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 4
// SIM-GRID: 2
// `a * b` of two fields: an instruction takes one constant-bank operand, so the copy would
// cost a move and the multiply inside the loop, more than remat-loop-chain=1 allows.
llvm.func ptx_kernelcc @product_of_two_byval_fields_used_inside_the_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32, %params: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %param = llvm.call_intrinsic "llvm.nvvm.internal.addrspace.wrap.p101.p0"(%params) : (!llvm.ptr) -> !llvm.ptr<101>
  %a_at = llvm.getelementptr inbounds %param[0] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
  %fa = llvm.load %a_at {alignment = 4 : i64} : !llvm.ptr<101> -> i32
  %b_at = llvm.getelementptr inbounds %param[4] : (!llvm.ptr<101>) -> !llvm.ptr<101>, i8
  %fb = llvm.load %b_at {alignment = 4 : i64} : !llvm.ptr<101> -> i32
  %lane_key = llvm.mul %fa, %fb : i32
  llvm.br ^loop(%c0, %f0, %f0, %f0 : i32, f32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32, %c: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %y = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fadd %b, %y : f32
  %c2 = llvm.fmul %a2, %b2 : f32
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^mix, ^latch(%c2 : f32)
^mix:
  %k = llvm.sitofp %lane_key : i32 to f32
  %c3f = llvm.fadd %c2, %k : f32
  llvm.br ^latch(%c3f : f32)
^latch(%cn: f32):
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %cn : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %cn : f32
  llvm.store %r, %out : f32, !llvm.ptr<1>
  llvm.return
}

