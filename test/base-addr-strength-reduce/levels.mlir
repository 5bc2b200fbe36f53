// RUN: --passes=base-addr-strength-reduce --split-input-file
// do-base-address-strength-reduce=2 (default): only profitable groups.

// `in[i]` and `in[i] + 4`: only the `getelementptr in[i]` dies and the recurrence costs one
// op per iteration, so level 2 (the default) keeps the loop; level 1 rewrites it.
llvm.func ptx_kernelcc @unprofitable_group_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %p1 = llvm.getelementptr inbounds %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// `a[tid+j] = a[tid+j] + b[j]` (adi, gramschmidt): the load and the store of `a` go
// through one `getelementptr`, so the body already computes that address once per
// iteration (the `add`/`sext` feeding it die with it, so the op count alone would say
// yes); an anchor would only carry it in a register, which llc's loop strength
// reduction does itself (on the corpus this shape cost adi_kernel1 22 PTX instructions and
// 8 registers). Level 2 leaves it; level 1 rewrites it (unconditional.mlir).
llvm.func ptx_kernelcc @load_and_store_through_one_address_should_not_apply(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^body(%c0 : i32)
^body(%j: i32):
  %t = llvm.add %j, %tid overflow<nsw> : i32
  %s = llvm.sext %t : i32 to i64
  %p = llvm.getelementptr inbounds %a[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p : !llvm.ptr<1> -> f32
  %sj = llvm.sext %j : i32 to i64
  %q = llvm.getelementptr inbounds %b[%sj] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %w = llvm.load %q : !llvm.ptr<1> -> f32
  %x = llvm.fadd %v, %w : f32
  llvm.store %x, %p : f32, !llvm.ptr<1>
  %next = llvm.add %j, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// `p = in + 4*i`, then `p[0]`, `p[4]`, `p[8]`: the accesses are already constant offsets of
// one pointer computed by one `getelementptr`, which PTX folds into `[reg+imm]`; a carried
// anchor would trade that one op for its own increment and a loop-carried register.
llvm.func ptx_kernelcc @constant_offsets_of_one_pointer_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %n = llvm.mlir.constant(12 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p : !llvm.ptr<1> -> i32
  %p1 = llvm.getelementptr %p[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %p2 = llvm.getelementptr %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> i32
  %s0 = llvm.add %v0, %v1 : i32
  %s1 = llvm.add %s0, %v2 : i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s1, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c3 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// SIM-ARG: 3 2
// SIM-ARG: 4 16
// Three arrays indexed by `(row*stride + j + k)*4`, unrolled twice (PolyBench syr2k's shape):
// the arrays advance with one counter, which llc and ptxas keep for all three, adding it to
// each base. An anchor per array would replace each array's two `getelementptr`s with a
// 64-bit increment (two SASS instructions) and hold a pointer pair per array through the
// loop; on syr2k that was 28 -> 32 registers. The family is refused as a whole.
llvm.func ptx_kernelcc @arrays_sharing_a_counter_unrolled_twice_should_not_apply(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>, %row: i32, %stride: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %base = llvm.mul %row, %stride overflow<nsw> : i32
  llvm.br ^body(%c0 : i32)
^body(%j: i32):
  %t0 = llvm.add %base, %j overflow<nsw> : i32
  %s0 = llvm.sext %t0 : i32 to i64
  %pa0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va0 = llvm.load %pa0 : !llvm.ptr<1> -> f32
  %pb0 = llvm.getelementptr inbounds %b[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb0 = llvm.load %pb0 : !llvm.ptr<1> -> f32
  %x0 = llvm.fmul %va0, %vb0 : f32
  %pc0 = llvm.getelementptr inbounds %c[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x0, %pc0 : f32, !llvm.ptr<1>
  %j1 = llvm.add %j, %c1 overflow<nsw> : i32
  %t1 = llvm.add %base, %j1 overflow<nsw> : i32
  %s1 = llvm.sext %t1 : i32 to i64
  %pa1 = llvm.getelementptr inbounds %a[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va1 = llvm.load %pa1 : !llvm.ptr<1> -> f32
  %pb1 = llvm.getelementptr inbounds %b[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb1 = llvm.load %pb1 : !llvm.ptr<1> -> f32
  %x1 = llvm.fmul %va1, %vb1 : f32
  %pc1 = llvm.getelementptr inbounds %c[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x1, %pc1 : f32, !llvm.ptr<1>
  %next = llvm.add %j, %c2 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// nbody's tile loop after clang's unrolling: `s[k]`..`s[k+3]` with a 32-bit `k` stepping by 4
// (`or disjoint` for the copies). Each address is `sext` of the variable plus a constant,
// which LLVM's scalar evolution folds, so llc's loop strength reduction gives the four one
// pointer register and immediates itself. On an H100 the anchored version of this loop (same
// PTX instructions, offsets 0..48 instead of -32..16) ran 1.46x slower: ptxas scheduled it
// worse. Level 2 leaves it; `unrolled_column_walk` (loops.mlir), whose index is a 32-bit
// product, is where an anchor pays.
module {
  llvm.mlir.global internal @s_pos() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x vector<4xf32>>
  llvm.func ptx_kernelcc @unrolled_variable_plus_constant_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %c3 = llvm.mlir.constant(3 : i32) : i32
    %c4 = llvm.mlir.constant(4 : i32) : i32
    %z = llvm.mlir.constant(dense<0.0> : vector<4xf32>) : vector<4xf32>
    llvm.br ^body(%c0, %z : i32, vector<4xf32>)
  ^body(%k: i32, %acc: vector<4xf32>):
    %g = llvm.mlir.addressof @s_pos : !llvm.ptr<3>
    %e0 = llvm.zext %k : i32 to i64
    %p0 = llvm.getelementptr inbounds %g[0, %e0] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x vector<4xf32>>
    %v0 = llvm.load %p0 : !llvm.ptr<3> -> vector<4xf32>
    %k1 = llvm.or disjoint %k, %c1 : i32
    %e1 = llvm.zext %k1 : i32 to i64
    %p1 = llvm.getelementptr inbounds %g[0, %e1] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x vector<4xf32>>
    %v1 = llvm.load %p1 : !llvm.ptr<3> -> vector<4xf32>
    %k2 = llvm.or disjoint %k, %c2 : i32
    %e2 = llvm.zext %k2 : i32 to i64
    %p2 = llvm.getelementptr inbounds %g[0, %e2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x vector<4xf32>>
    %v2 = llvm.load %p2 : !llvm.ptr<3> -> vector<4xf32>
    %k3 = llvm.or disjoint %k, %c3 : i32
    %e3 = llvm.zext %k3 : i32 to i64
    %p3 = llvm.getelementptr inbounds %g[0, %e3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<256 x vector<4xf32>>
    %v3 = llvm.load %p3 : !llvm.ptr<3> -> vector<4xf32>
    %s0 = llvm.fadd %acc, %v0 : vector<4xf32>
    %s1 = llvm.fadd %s0, %v1 : vector<4xf32>
    %s2 = llvm.fadd %s1, %v2 : vector<4xf32>
    %s3 = llvm.fadd %s2, %v3 : vector<4xf32>
    %next = llvm.add %k, %c4 overflow<nsw, nuw> : i32
    %more = llvm.icmp "slt" %next, %n : i32
    llvm.cond_br %more, ^body(%next, %s3 : i32, vector<4xf32>), ^exit
  ^exit:
    llvm.store %s3, %out : vector<4xf32>, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// SIM-ARG: 2 6
// SIM-ARG: 3 3
// SIM-ARG: 4 4
// SIM-ARG: 5 -1
// SIM-ARG: 6 2
// SIM-GRID: 1
// A direct convolution's tap loop inside its row loop: the taps `in[n*plane + r*w + t + w0]`
// are guarded (`0 <= t + w0 < w`), so no access runs first to copy the anchor's entry address
// from, and building it from the normal form (sign extensions distributed down to the leaves)
// takes 64-bit products of `n`, `plane`, `r` and `w` on every row, more ops than one pair of
// taps saves. Level 2 leaves the group alone (a convolution kernel's loop integer SASS went
// 2796 -> 6385 with the anchor).
llvm.func ptx_kernelcc @guarded_taps_inside_a_row_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %w: i32, %rows: i32, %taps: i32, %w0: i32, %plane: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %n = llvm.and %tid, %c1 : i32
  %np = llvm.mul %n, %plane overflow<nsw> : i32
  llvm.br ^rows(%c0, %f0 : i32, f32)
^rows(%r: i32, %acc: f32):
  %rw = llvm.mul %r, %w overflow<nsw> : i32
  %row = llvm.add %rw, %np overflow<nsw> : i32
  llvm.br ^taps(%c0, %acc : i32, f32)
^taps(%t: i32, %a: f32):
  %x0 = llvm.add %t, %w0 overflow<nsw> : i32
  %lo0 = llvm.icmp "sge" %x0, %c0 : i32
  %hi0 = llvm.icmp "slt" %x0, %w : i32
  %ok0 = llvm.and %lo0, %hi0 : i1
  llvm.cond_br %ok0, ^load0, ^next(%a : f32)
^load0:
  %i0 = llvm.add %x0, %row overflow<nsw> : i32
  %e0 = llvm.sext %i0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %in[%e0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %a0 = llvm.fadd %a, %v0 : f32
  llvm.br ^next(%a0 : f32)
^next(%b: f32):
  %t1 = llvm.add %t, %c1 overflow<nsw> : i32
  %x1 = llvm.add %t1, %w0 overflow<nsw> : i32
  %lo1 = llvm.icmp "sge" %x1, %c0 : i32
  %hi1 = llvm.icmp "slt" %x1, %w : i32
  %ok1 = llvm.and %lo1, %hi1 : i1
  llvm.cond_br %ok1, ^load1, ^latch(%b : f32)
^load1:
  %i1 = llvm.add %x1, %row overflow<nsw> : i32
  %e1 = llvm.sext %i1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%e1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %a1 = llvm.fadd %b, %v1 : f32
  llvm.br ^latch(%a1 : f32)
^latch(%c: f32):
  %t2 = llvm.add %t, %c2 overflow<nsw> : i32
  %more = llvm.icmp "slt" %t2, %taps : i32
  llvm.cond_br %more, ^taps(%t2, %c : i32, f32), ^row_end
^row_end:
  %r1 = llvm.add %r, %c1 overflow<nsw> : i32
  %more_rows = llvm.icmp "slt" %r1, %rows : i32
  llvm.cond_br %more_rows, ^rows(%r1, %c : i32, f32), ^exit
^exit:
  %t64 = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %c, %o : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// SIM-ARG: 2 6
// SIM-ARG: 3 3
// SIM-ARG: 4 4
// SIM-ARG: 5 -1
// SIM-ARG: 6 2
// SIM-GRID: 1
// The same guarded taps with the row fixed per thread and no loop around the tap loop: the
// entry address is built from the normal form once per thread, so the carried anchor stands
// (the two taps' `add`, `sext` and `getelementptr` leave the loop for one increment).
llvm.func ptx_kernelcc @guarded_taps_in_an_outermost_loop(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %w: i32, %rows: i32, %taps: i32, %w0: i32, %plane: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %n = llvm.and %tid, %c1 : i32
  %np = llvm.mul %n, %plane overflow<nsw> : i32
  %r = llvm.and %tid, %c2 : i32
  %rw = llvm.mul %r, %w overflow<nsw> : i32
  %row = llvm.add %rw, %np overflow<nsw> : i32
  llvm.br ^taps(%c0, %f0 : i32, f32)
^taps(%t: i32, %a: f32):
  %x0 = llvm.add %t, %w0 overflow<nsw> : i32
  %lo0 = llvm.icmp "sge" %x0, %c0 : i32
  %hi0 = llvm.icmp "slt" %x0, %w : i32
  %ok0 = llvm.and %lo0, %hi0 : i1
  llvm.cond_br %ok0, ^load0, ^next(%a : f32)
^load0:
  %i0 = llvm.add %x0, %row overflow<nsw> : i32
  %e0 = llvm.sext %i0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %in[%e0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %a0 = llvm.fadd %a, %v0 : f32
  llvm.br ^next(%a0 : f32)
^next(%b: f32):
  %t1 = llvm.add %t, %c1 overflow<nsw> : i32
  %x1 = llvm.add %t1, %w0 overflow<nsw> : i32
  %lo1 = llvm.icmp "sge" %x1, %c0 : i32
  %hi1 = llvm.icmp "slt" %x1, %w : i32
  %ok1 = llvm.and %lo1, %hi1 : i1
  llvm.cond_br %ok1, ^load1, ^latch(%b : f32)
^load1:
  %i1 = llvm.add %x1, %row overflow<nsw> : i32
  %e1 = llvm.sext %i1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %in[%e1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %a1 = llvm.fadd %b, %v1 : f32
  llvm.br ^latch(%a1 : f32)
^latch(%c: f32):
  %t2 = llvm.add %t, %c2 overflow<nsw> : i32
  %more = llvm.icmp "slt" %t2, %taps : i32
  llvm.cond_br %more, ^taps(%t2, %c : i32, f32), ^exit
^exit:
  %t64 = llvm.sext %tid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%t64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %c, %o : f32, !llvm.ptr<1>
  llvm.return
}
