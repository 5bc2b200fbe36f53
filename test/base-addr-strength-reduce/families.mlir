// RUN: --passes=base-addr-strength-reduce --split-input-file --dump-base-address-strength-reduce
// base-addr-strength-reduce's families (Kestrel's extension): groups of one root that advance
// by the same induction-variable term and differ by loop-invariant terms share one carried
// anchor; the other groups read it plus their invariant difference.

// A 3D stencil marching along z: `in[at + z*plane]`, `in[at - nx + z*plane]`,
// `in[at + nx + z*plane]` and the next plane `in[at + (z+1)*plane]`, with `at = tid` and
// `plane = 2*nx` loop-invariant but not constant. Four groups (each alone a pointer llc
// would carry in a register of its own) become one anchor, started at `in + 4*at` and
// advanced by `4*plane` bytes, plus three shifts (`-4*nx`, `4*nx`, `4*plane`) computed before
// the loop; the store through `out` is another root and stays as it is.
// SIM-ARG: 2 16
// SIM-ARG: 3 5
llvm.func ptx_kernelcc @marching_stencil_shares_one_anchor(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.add %tid, %nx overflow<nsw> : i32
  %at = llvm.sext %t : i32 to i64
  %wide = llvm.sext %nx : i32 to i64
  %plane = llvm.mul %wide, %c2 overflow<nsw> : i64
  %up = llvm.sub %at, %wide overflow<nsw> : i64
  %down = llvm.add %at, %wide overflow<nsw> : i64
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %zz = llvm.zext nneg %z : i32 to i64
  %off = llvm.mul %plane, %zz : i64
  %i0 = llvm.add %at, %off : i64
  %p0 = llvm.getelementptr %in[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %i1 = llvm.add %up, %off : i64
  %p1 = llvm.getelementptr %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %i2 = llvm.add %down, %off : i64
  %p2 = llvm.getelementptr %in[%i2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %z1 = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %zz1 = llvm.zext nneg %z1 : i32 to i64
  %off1 = llvm.mul %plane, %zz1 : i64
  %i3 = llvm.add %at, %off1 : i64
  %p3 = llvm.getelementptr %in[%i3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %v0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  %s3 = llvm.fadd %s2, %v3 : f32
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s3, %q : f32, !llvm.ptr<1>
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}

// -----

// The halo loads sit in a branch of their own (only the threads at the tile's edge load
// them): the shifts are added there, before the loads; the next plane's shift is the
// anchor's step.
// SIM-ARG: 2 16
// SIM-ARG: 3 4
llvm.func ptx_kernelcc @shifts_are_added_where_the_loads_are(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.add %tid, %nx overflow<nsw> : i32
  %at = llvm.sext %t : i32 to i64
  %wide = llvm.sext %nx : i32 to i64
  %plane = llvm.mul %wide, %wide overflow<nsw> : i64
  %up = llvm.sub %at, %wide overflow<nsw> : i64
  %down = llvm.add %at, %wide overflow<nsw> : i64
  %edge = llvm.icmp "ult" %tid, %c3 : i32
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %zz = llvm.zext nneg %z : i32 to i64
  %off = llvm.mul %plane, %zz : i64
  %i0 = llvm.add %at, %off : i64
  %p0 = llvm.getelementptr %in[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %p0r = llvm.getelementptr %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %v0r = llvm.load %p0r : !llvm.ptr<1> -> f32
  %c = llvm.fadd %v0, %v0r : f32
  llvm.cond_br %edge, ^halo, ^join(%zero : f32)
^halo:
  %ohalo = llvm.mul %plane, %zz : i64
  %i1 = llvm.add %up, %ohalo : i64
  %p1 = llvm.getelementptr %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %i2 = llvm.add %down, %ohalo : i64
  %p2 = llvm.getelementptr %in[%i2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %next = llvm.add %i0, %plane : i64
  %p3 = llvm.getelementptr %in[%next] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %h1 = llvm.fadd %v1, %v2 : f32
  %h = llvm.fadd %h1, %v3 : f32
  llvm.br ^join(%h : f32)
^join(%hv: f32):
  %s = llvm.fadd %c, %hv : f32
  %q = llvm.getelementptr %out[%at] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %acc = llvm.load %q : !llvm.ptr<1> -> f32
  %sum = llvm.fadd %acc, %s : f32
  llvm.store %sum, %q : f32, !llvm.ptr<1>
  %z1 = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}

// -----

// The same loop storing to `out[at + z*plane]`: the centre's index stays live for the
// store, so only the halo's eight address ops would die, against eight the family adds: the
// anchor's increment and three shifted bases (two SASS adds each for 64 bits).
llvm.func ptx_kernelcc @family_that_saves_too_little_should_not_apply(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.add %tid, %nx overflow<nsw> : i32
  %at = llvm.sext %t : i32 to i64
  %wide = llvm.sext %nx : i32 to i64
  %plane = llvm.mul %wide, %wide overflow<nsw> : i64
  %up = llvm.sub %at, %wide overflow<nsw> : i64
  %down = llvm.add %at, %wide overflow<nsw> : i64
  %edge = llvm.icmp "ult" %tid, %c3 : i32
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %zz = llvm.zext nneg %z : i32 to i64
  %off = llvm.mul %plane, %zz : i64
  %i0 = llvm.add %at, %off : i64
  %p0 = llvm.getelementptr %in[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %p0r = llvm.getelementptr %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %v0r = llvm.load %p0r : !llvm.ptr<1> -> f32
  %c = llvm.fadd %v0, %v0r : f32
  llvm.cond_br %edge, ^halo, ^join(%zero : f32)
^halo:
  %ohalo = llvm.mul %plane, %zz : i64
  %i1 = llvm.add %up, %ohalo : i64
  %p1 = llvm.getelementptr %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %i2 = llvm.add %down, %ohalo : i64
  %p2 = llvm.getelementptr %in[%i2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %next = llvm.add %i0, %plane : i64
  %p3 = llvm.getelementptr %in[%next] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %h1 = llvm.fadd %v1, %v2 : f32
  %h = llvm.fadd %h1, %v3 : f32
  llvm.br ^join(%h : f32)
^join(%hv: f32):
  %s = llvm.fadd %c, %hv : f32
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %q : f32, !llvm.ptr<1>
  %z1 = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}

// -----

// Two arrays, each read once per iteration at the same invariant-scaled step: different
// roots form no family (each is llc's single carried pointer).
llvm.func ptx_kernelcc @different_roots_form_no_family_should_not_apply(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %at = llvm.sext %tid : i32 to i64
  %wide = llvm.sext %nx : i32 to i64
  %shifted = llvm.add %at, %wide overflow<nsw> : i64
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %zz = llvm.zext nneg %z : i32 to i64
  %off = llvm.mul %wide, %zz : i64
  %i0 = llvm.add %at, %off : i64
  %p0 = llvm.getelementptr %a[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %i1 = llvm.add %shifted, %off : i64
  %p1 = llvm.getelementptr %b[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v0, %v1 : f32
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %q : f32, !llvm.ptr<1>
  %z1 = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}

// -----

// One array read at two steps (`z*nx` and `z*ny`): the groups advance differently, so they
// are no family.
llvm.func ptx_kernelcc @different_steps_form_no_family_should_not_apply(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %ny: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %at = llvm.sext %tid : i32 to i64
  %wx = llvm.sext %nx : i32 to i64
  %wy = llvm.sext %ny : i32 to i64
  %shifted = llvm.add %at, %wx overflow<nsw> : i64
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %zz = llvm.zext nneg %z : i32 to i64
  %offx = llvm.mul %wx, %zz : i64
  %offy = llvm.mul %wy, %zz : i64
  %i0 = llvm.add %at, %offx : i64
  %p0 = llvm.getelementptr %a[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %i1 = llvm.add %shifted, %offy : i64
  %p1 = llvm.getelementptr %a[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v0, %v1 : f32
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %q : f32, !llvm.ptr<1>
  %z1 = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}

// -----

// The variable is widened by `zext` but its increment is not `nuw`: `zext(z + 1)` need not
// be `zext(z) + 1`, so no anchor may be advanced by the step.
llvm.func ptx_kernelcc @increment_may_wrap_should_not_apply(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %at = llvm.sext %tid : i32 to i64
  %wide = llvm.sext %nx : i32 to i64
  %up = llvm.sub %at, %wide overflow<nsw> : i64
  %down = llvm.add %at, %wide overflow<nsw> : i64
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %zz = llvm.zext %z : i32 to i64
  %off = llvm.mul %wide, %zz : i64
  %i1 = llvm.add %up, %off : i64
  %p1 = llvm.getelementptr %a[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %i2 = llvm.add %down, %off : i64
  %p2 = llvm.getelementptr %a[%i2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v1, %v2 : f32
  %i0 = llvm.add %at, %off : i64
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s, %q : f32, !llvm.ptr<1>
  %z1 = llvm.add %z, %c1 : i32
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}

// -----

// Clang's unrolling of `p[(size_t)r * ld]` by four: four groups `p + (r + k)*ld`, each
// carried by llc in a pointer of its own. A family would hold three shifts (`ld`, `2*ld`,
// `3*ld`, none the step `4*ld`) besides its anchor: no register saved (col_mean_var: 42 -> 44
// registers), so no family.
llvm.func ptx_kernelcc @every_member_needs_a_shift_register_should_not_apply(%p: !llvm.ptr<1>, %out: !llvm.ptr<1>, %ld: i32, %rows: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f64) : f64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %col = llvm.zext nneg %tid : i32 to i64
  %wide = llvm.sext %ld : i32 to i64
  %base = llvm.getelementptr %p[%col] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %any = llvm.icmp "sgt" %rows, %c0 : i32
  llvm.cond_br %any, ^body(%c0, %zero : i32, f64), ^exit(%zero : f64)
^body(%r: i32, %s: f64):
  %r0 = llvm.zext nneg %r : i32 to i64
  %o0 = llvm.mul %r0, %wide : i64
  %a0 = llvm.getelementptr %base[%o0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v0 = llvm.load %a0 : !llvm.ptr<1> -> f64
  %k1 = llvm.or disjoint %r, %c1 : i32
  %r1 = llvm.zext nneg %k1 : i32 to i64
  %o1 = llvm.mul %r1, %wide : i64
  %a1 = llvm.getelementptr %base[%o1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v1 = llvm.load %a1 : !llvm.ptr<1> -> f64
  %k2 = llvm.or disjoint %r, %c2 : i32
  %r2 = llvm.zext nneg %k2 : i32 to i64
  %o2 = llvm.mul %r2, %wide : i64
  %a2 = llvm.getelementptr %base[%o2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v2 = llvm.load %a2 : !llvm.ptr<1> -> f64
  %k3 = llvm.or disjoint %r, %c3 : i32
  %r3 = llvm.zext nneg %k3 : i32 to i64
  %o3 = llvm.mul %r3, %wide : i64
  %a3 = llvm.getelementptr %base[%o3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %v3 = llvm.load %a3 : !llvm.ptr<1> -> f64
  %s1 = llvm.fadd %s, %v0 : f64
  %s2 = llvm.fadd %s1, %v1 : f64
  %s3 = llvm.fadd %s2, %v2 : f64
  %s4 = llvm.fadd %s3, %v3 : f64
  %next = llvm.add %r, %c4 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %rows : i32
  llvm.cond_br %more, ^body(%next, %s4 : i32, f64), ^exit(%s4 : f64)
^exit(%sum: f64):
  %q = llvm.getelementptr %out[%col] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %sum, %q : f64, !llvm.ptr<1>
  llvm.return
}

// -----

// The marching stencil indexed in 32 bits (`in[(z * plane + at) ...]` with `nsw`, then
// widened): llc's strength reduction does not see the recurrence through the extension, so
// each access costs a multiply-add, not a pointer register, and a family's 64-bit shifts
// would not beat that (col_sums: loop integer SASS +44%).
llvm.func ptx_kernelcc @products_in_32_bits_form_no_family_should_not_apply(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>, %nx: i32, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %at = llvm.add %tid, %nx overflow<nsw> : i32
  %plane = llvm.mul %nx, %c2 overflow<nsw> : i32
  %up = llvm.sub %at, %nx overflow<nsw> : i32
  %down = llvm.add %at, %nx overflow<nsw> : i32
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  %off = llvm.mul %plane, %z overflow<nsw> : i32
  %x0 = llvm.add %at, %off overflow<nsw> : i32
  %i0 = llvm.sext %x0 : i32 to i64
  %p0 = llvm.getelementptr %in[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %x1 = llvm.add %up, %off overflow<nsw> : i32
  %i1 = llvm.sext %x1 : i32 to i64
  %p1 = llvm.getelementptr %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %x2 = llvm.add %down, %off overflow<nsw> : i32
  %i2 = llvm.sext %x2 : i32 to i64
  %p2 = llvm.getelementptr %in[%i2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %x3 = llvm.add %x0, %plane overflow<nsw> : i32
  %i3 = llvm.sext %x3 : i32 to i64
  %p3 = llvm.getelementptr %in[%i3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %v0, %v1 : f32
  %s2 = llvm.fadd %s1, %v2 : f32
  %s3 = llvm.fadd %s2, %v3 : f32
  %q = llvm.getelementptr %out[%i0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s3, %q : f32, !llvm.ptr<1>
  %z1 = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %z1, %nz : i32
  llvm.cond_br %more, ^body(%z1 : i32), ^exit
^exit:
  llvm.return
}
