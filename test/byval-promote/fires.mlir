// RUN: --passes=byval-promote --split-input-file
// byval-promote: a device function that only reads a byval parameter gets an internal copy,
// @f.bv, taking the fields it reads as scalars; each call loads them from its pointer right
// before calling the copy. Each case is simulated against its input in kestrel-sim.

// clang's by-value double2: the caller builds a stack temporary, the callee reads both
// fields. The internal original, no longer called, is erased.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @cross(%a: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.struct<(f64, f64)>, llvm.noundef}, %s: f64) -> f64 attributes {no_inline} {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %x = llvm.load %a {alignment = 16 : i64} : !llvm.ptr -> f64
  %py = llvm.getelementptr inbounds %a[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %y = llvm.load %py {alignment = 8 : i64} : !llvm.ptr -> f64
  %m = llvm.fmul %x, %y : f64
  %r = llvm.fadd %m, %s : f64
  llvm.return %r : f64
}
llvm.func ptx_kernelcc @double2_argument(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %t = llvm.alloca %one x !llvm.struct<(f64, f64)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.sitofp %tid : i32 to f64
  %y = llvm.fadd %x, %x : f64
  llvm.store %x, %t {alignment = 16 : i64} : f64, !llvm.ptr
  %ty = llvm.getelementptr inbounds %t[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %y, %ty {alignment = 8 : i64} : f64, !llvm.ptr
  %r = llvm.call @cross(%t, %x) : (!llvm.ptr {llvm.align = 16 : i64, llvm.byval = !llvm.struct<(f64, f64)>, llvm.noundef}, f64) -> f64
  %i = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  llvm.store %r, %p {alignment = 8 : i64} : f64, !llvm.ptr
  llvm.return
}

// -----
// A function callable from outside the module (clang's dso_local device functions) keeps
// its original for those callers; the calls here reach the copy. One field is read only on
// one path, one is read twice, one never: the copy takes the two read, both loaded at each
// call, and the fields keep the order of their offsets.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func @pick(%k: i32, %s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32, i32)>}) -> i32 attributes {dso_local, no_inline} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %pz = llvm.getelementptr inbounds %s[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %z = llvm.load %pz {alignment = 4 : i64} : !llvm.ptr -> i32
  %odd = llvm.icmp "ne" %k, %zero : i32
  llvm.cond_br %odd, ^first, ^done(%zero : i32)
^first:
  %x = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  %z2 = llvm.load %pz {alignment = 4 : i64} : !llvm.ptr -> i32
  %xz = llvm.mul %x, %z2 : i32
  llvm.br ^done(%xz : i32)
^done(%v: i32):
  %r = llvm.add %v, %z : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @external_callee_keeps_its_original(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %three = llvm.mlir.constant(3 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %y = llvm.add %tid, %three : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %ty = llvm.getelementptr inbounds %t[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %y, %ty {alignment = 4 : i64} : i32, !llvm.ptr
  %tz = llvm.getelementptr inbounds %t[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %three, %tz {alignment = 4 : i64} : i32, !llvm.ptr
  %k = llvm.and %tid, %one : i32
  %r = llvm.call @pick(%k, %t) : (i32, !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32, i32)>}) -> i32
  %i = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// Two byval parameters around a scalar one, fields reached through struct-typed steps (a
// nested struct's second field): each becomes its fields at its own place.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @blend(%a: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, struct<(f32, f32)>)>}, %w: f32, %b: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f32, f32)>}) -> f32 attributes {no_inline} {
  %inner = llvm.getelementptr inbounds %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, struct<(f32, f32)>)>
  %second = llvm.getelementptr inbounds %inner[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
  %a2 = llvm.load %second {alignment = 4 : i64} : !llvm.ptr -> f32
  %a0 = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
  %b1p = llvm.getelementptr inbounds %b[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
  %b1 = llvm.load %b1p {alignment = 4 : i64} : !llvm.ptr -> f32
  %s = llvm.fadd %a2, %a0 : f32
  %m = llvm.fmul %s, %w : f32
  %r = llvm.fsub %m, %b1 : f32
  llvm.return %r : f32
}
llvm.func ptx_kernelcc @two_byval_parameters(%out: !llvm.ptr, %in: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %ta = llvm.alloca %one x !llvm.struct<(f32, struct<(f32, f32)>)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tb = llvm.alloca %one x !llvm.struct<(f32, f32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %i = llvm.zext %tid : i32 to i64
  %pin = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %pin {alignment = 4 : i64} : !llvm.ptr -> f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  %v2 = llvm.fmul %v, %two : f32
  llvm.store %v, %ta {alignment = 4 : i64} : f32, !llvm.ptr
  %ta2 = llvm.getelementptr inbounds %ta[0, 1, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, struct<(f32, f32)>)>
  llvm.store %v2, %ta2 {alignment = 4 : i64} : f32, !llvm.ptr
  %ta1 = llvm.getelementptr inbounds %ta[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, struct<(f32, f32)>)>
  llvm.store %v2, %ta1 {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %v2, %tb {alignment = 8 : i64} : f32, !llvm.ptr
  %tb1 = llvm.getelementptr inbounds %tb[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f32, f32)>
  llvm.store %v, %tb1 {alignment = 4 : i64} : f32, !llvm.ptr
  %r = llvm.call @blend(%ta, %v, %tb) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, struct<(f32, f32)>)>}, f32, !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(f32, f32)>}) -> f32
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %r, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A kernel's own byval parameter passed on by value: the fields are loaded from the kernel's
// parameter at the call.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @affine(%p: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, %x: i32) -> i32 attributes {no_inline} {
  %a = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %pb = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %b = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> i32
  %ax = llvm.mul %a, %x : i32
  %r = llvm.add %ax, %b : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @kernel_parameter_passed_on(%out: !llvm.ptr, %q: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @affine(%q, %tid) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, i32) -> i32
  %i = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A recursive search passing its query on by value: the copy's own call passes the fields
// it already has, and the call with a new temporary loads them from it.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @depth(%q: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, %n: i32) -> i32 attributes {no_inline} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> i32
  %pb = llvm.getelementptr inbounds %q[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %b = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> i32
  %done = llvm.icmp "sle" %n, %zero : i32
  llvm.cond_br %done, ^leaf, ^more
^more:
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @depth(%q, %m) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, i32) -> i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %a1 = llvm.add %a, %one : i32
  llvm.store %a1, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %tb = llvm.getelementptr inbounds %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %r, %tb {alignment = 4 : i64} : i32, !llvm.ptr
  %m2 = llvm.sub %m, %one : i32
  %r2 = llvm.call @depth(%t, %m2) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, i32) -> i32
  %s = llvm.add %r2, %a : i32
  llvm.return %s : i32
^leaf:
  %ab = llvm.mul %a, %b : i32
  llvm.return %ab : i32
}
llvm.func ptx_kernelcc @recursion_passes_fields_on(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %tb = llvm.getelementptr inbounds %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %b = llvm.add %tid, %three : i32
  llvm.store %b, %tb {alignment = 4 : i64} : i32, !llvm.ptr
  %n = llvm.and %tid, %three : i32
  %r = llvm.call @depth(%t, %n) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, i32) -> i32
  %i = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// The call loads each field through the caller's own address of it where an access that
// runs whenever the call does goes through one: field 4's step was hoisted to the entry block
// and stored through there, so its load reuses it; field 8 is stored on both arms of a
// branch, neither of which dominates the call, so its load gets a step of its own. Field 0
// is the pointer itself.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @sum3(%a: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32, f32)>, llvm.noundef}) -> f32 attributes {no_inline} {
  %x = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
  %py = llvm.getelementptr inbounds %a[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %y = llvm.load %py {alignment = 4 : i64} : !llvm.ptr -> f32
  %pz = llvm.getelementptr inbounds %a[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %z = llvm.load %pz {alignment = 4 : i64} : !llvm.ptr -> f32
  %xy = llvm.fadd %x, %y : f32
  %r = llvm.fmul %xy, %z : f32
  llvm.return %r : f32
}
llvm.func ptx_kernelcc @fields_stored_in_dominating_blocks(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %t = llvm.alloca %one x !llvm.struct<(f32, f32, f32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %t4 = llvm.getelementptr inbounds|nuw %t[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.sitofp %tid : i32 to f32
  %y = llvm.fadd %x, %x : f32
  llvm.store %x, %t {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %y, %t4 {alignment = 4 : i64} : f32, !llvm.ptr
  %odd = llvm.and %tid, %one : i32
  %is_odd = llvm.icmp "ne" %odd, %one : i32
  llvm.cond_br %is_odd, ^odd, ^even
^odd:
  %t8a = llvm.getelementptr inbounds|nuw %t[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %x, %t8a {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^call
^even:
  %t8b = llvm.getelementptr inbounds|nuw %t[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %y, %t8b {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^call
^call:
  %r = llvm.call @sum3(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32, f32)>, llvm.noundef}) -> f32
  %i = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %r, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The caller stores field 4 through the stack temporary's local-space pointer and passes its
// generic cast: that address is the field's, but of another pointer type, so the load at the
// call gets a generic step of its own (it once made the rewrite give up on the call, leaving
// a stray load behind).
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @sum2(%a: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32)>, llvm.noundef}) -> f32 attributes {no_inline} {
  %x = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
  %py = llvm.getelementptr inbounds %a[4] : (!llvm.ptr) -> !llvm.ptr, i8
  %y = llvm.load %py {alignment = 4 : i64} : !llvm.ptr -> f32
  %r = llvm.fmul %x, %y : f32
  llvm.return %r : f32
}
llvm.func ptx_kernelcc @stored_through_a_local_pointer(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(f32, f32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr<5>
  %g = llvm.addrspacecast %t : !llvm.ptr<5> to !llvm.ptr
  %t4 = llvm.getelementptr inbounds %t[4] : (!llvm.ptr<5>) -> !llvm.ptr<5>, i8
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.sitofp %tid : i32 to f32
  %y = llvm.fadd %x, %x : f32
  llvm.store %x, %t {alignment = 4 : i64} : f32, !llvm.ptr<5>
  llvm.store %y, %t4 {alignment = 4 : i64} : f32, !llvm.ptr<5>
  %r = llvm.call @sum2(%g) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32)>, llvm.noundef}) -> f32
  %i = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %r, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
