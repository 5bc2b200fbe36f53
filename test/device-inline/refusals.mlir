// RUN: --passes=device-inline --split-input-file
// device-inline must not fire: each call below is one the pass refuses, for the reason the
// case names; the module prints unchanged.

// A directly recursive callee: inlining it would never end, and one level would change
// nothing that matters.
llvm.func internal @countdown(%n: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %done = llvm.icmp "sle" %n, %zero : i32
  llvm.cond_br %done, ^exit, ^more
^more:
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @countdown(%m) : (i32) -> i32
  %s = llvm.add %r, %n : i32
  llvm.return %s : i32
^exit:
  llvm.return %zero : i32
}
llvm.func ptx_kernelcc @direct_recursion_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @countdown(%tid) : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// Mutual recursion: @even and @odd form a call-graph cycle; neither is inlined into the
// other nor into the kernel.
llvm.func internal @even(%n: i32) -> i1 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %done = llvm.icmp "eq" %n, %zero : i32
  llvm.cond_br %done, ^yes, ^more
^yes:
  %t = llvm.mlir.constant(true) : i1
  llvm.return %t : i1
^more:
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @odd(%m) : (i32) -> i1
  llvm.return %r : i1
}
llvm.func internal @odd(%n: i32) -> i1 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %done = llvm.icmp "eq" %n, %zero : i32
  llvm.cond_br %done, ^no, ^more
^no:
  %f = llvm.mlir.constant(false) : i1
  llvm.return %f : i1
^more:
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @even(%m) : (i32) -> i1
  llvm.return %r : i1
}
llvm.func ptx_kernelcc @mutual_recursion_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @even(%tid) : (i32) -> i1
  %z = llvm.zext %r : i1 to i32
  llvm.store %z, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A no_inline callee (`__noinline__`): the programmer asked for a call.
llvm.func internal @kept_apart(%a: i32) -> i32 attributes {no_inline} {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @noinline_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @kept_apart(%tid) : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A no_inline call site of an otherwise inlinable callee.
llvm.func internal @plain(%a: i32) -> i32 {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @noinline_call_site_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @plain(%tid) {no_inline} : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A weak callee: the linker may pick another module's definition, so this body is not
// necessarily the one that runs (MLIR's own `inline` pass inlines it).
llvm.func weak @replaceable(%a: i32) -> i32 {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @weak_callee_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @replaceable(%tid) : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A linkonce (not odr) callee: as replaceable as a weak one.
llvm.func linkonce @maybe_other(%a: i32) -> i32 {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @linkonce_callee_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @maybe_other(%tid) : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A variadic callee: its va_list would read the caller's arguments.
llvm.func internal @first_of(%a: i32, ...) -> i32 {
  llvm.return %a : i32
}
llvm.func ptx_kernelcc @varargs_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @first_of(%tid, %tid) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// An indirect call: no callee to copy, even when the pointer is a known function's address.
// SIM: unsupported (indirect calls)
llvm.func internal @target(%a: i32) -> i32 {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @indirect_call_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.mlir.addressof @target : !llvm.ptr
  %r = llvm.call %f(%tid) : !llvm.ptr, (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A kernel called as a function (device-side launch aside, a kernel is entered by the host
// with its own parameter space): not inlined.
llvm.func ptx_kernelcc @kernel_callee_should_not_apply(%p: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %one, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func @calls_a_kernel(%out: !llvm.ptr) {
  llvm.call @kernel_callee_should_not_apply(%out) : (!llvm.ptr) -> ()
  llvm.return
}

// -----
// A byval parameter: the callee owns a copy of the pointee, which inlining would have to
// make at the call site; refused instead.
llvm.func internal @sum_pair(%pair: !llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 {
  %a = llvm.load %pair {alignment = 4 : i64} : !llvm.ptr -> i32
  %q = llvm.getelementptr inbounds %pair[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %b = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %pair {alignment = 4 : i64} : i32, !llvm.ptr
  %s = llvm.add %a, %b : i32
  llvm.return %s : i32
}
llvm.func ptx_kernelcc @byval_parameter_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %pair = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %pair {alignment = 4 : i64} : i32, !llvm.ptr
  %q = llvm.getelementptr inbounds %pair[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %tid, %q {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @sum_pair(%pair) : (!llvm.ptr) -> i32
  %back = llvm.load %pair {alignment = 4 : i64} : !llvm.ptr -> i32
  %s = llvm.add %r, %back : i32
  llvm.store %s, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// An alloca whose size is only known at run time: it would stop being static in the caller.
llvm.func internal @scratch(%n: i32) -> i32 {
  %slots = llvm.alloca %n x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %n, %slots {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.load %slots {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @dynamic_alloca_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.call @scratch(%one) : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A callee under convergence control: its entry token ties the convergence of its body to
// the call site's, which inlining would have to rewire.
llvm.func internal @anchored(%a: i32) -> i32 attributes {convergent} {
  %token = llvm.call_intrinsic "llvm.experimental.convergence.entry"() : () -> !llvm.token
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @convergence_control_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @anchored(%tid) : (i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
