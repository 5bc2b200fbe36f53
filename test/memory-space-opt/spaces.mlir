// RUN: --passes=memory-space-opt --split-input-file
// memory-space-opt: generic accesses whose pointer provably points into one address space go
// through a cast to that space, placed once at the pointer's definition. Kernel pointer
// parameters are global (the host wrote them); device functions take their parameters'
// spaces from their call sites.

// Kernel parameters are global. The kernel's own accesses through them are left to llc,
// which casts its parameters to global itself; the internal function they are passed to
// has none of that and is specialised: one cast at its parameter, the offsets rebuilt in
// the global space.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @double_at(%base: !llvm.ptr, %t: i64) {
  %pi = llvm.getelementptr inbounds %base[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %v : f32
  llvm.store %w, %pi {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @kernel_parameters_are_global(%out: !llvm.ptr, %in: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @double_at(%out, %t) : (!llvm.ptr, i64) -> ()
  llvm.return
}

// -----
// Must not rewrite: a kernel's own `__shared__` tile, reached from the `addrspacecast` of
// the global in the same function, through a `select` and round a loop. llc's
// InferAddressSpaces follows those itself; rewritten here, the address chains would be rebuilt
// over one cast, which only moves LSR's choice of bases (see the next case for the same walk
// where only this pass can see the space).
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @own_tile_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %lo = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x f32>
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %hi = llvm.getelementptr inbounds %lo[%c32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %one = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %one : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %isodd = llvm.icmp "ne" %odd, %zero : i32
  %p = llvm.select %isodd, %hi, %lo : i1, !llvm.ptr
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.store %f0, %lo {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %f0, %hi {alignment = 4 : i64} : f32, !llvm.ptr
  %three = llvm.mlir.constant(3 : i32) : i32
  llvm.br ^loop(%zero, %p : i32, !llvm.ptr)
^loop(%i: i32, %q: !llvm.ptr):
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %w = llvm.fadd %v, %f1 : f32
  llvm.store %w, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %next = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %next, %three : i32
  llvm.cond_br %more, ^loop(%next, %q : i32, !llvm.ptr), ^done
^done:
  %r = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A generic pointer into a shared tile, passed to a device function, keeps its space there
// through a `select` of two offsets and round a loop through a block argument: llc infers
// nothing across the call, this pass does.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func internal @walk_tile(%g: !llvm.ptr, %out: !llvm.ptr<1>) attributes {no_inline} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %lo = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x f32>
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %hi = llvm.getelementptr inbounds %lo[%c32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %one = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %one : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %isodd = llvm.icmp "ne" %odd, %zero : i32
  %p = llvm.select %isodd, %hi, %lo : i1, !llvm.ptr
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  llvm.store %f0, %lo {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %f0, %hi {alignment = 4 : i64} : f32, !llvm.ptr
  %three = llvm.mlir.constant(3 : i32) : i32
  llvm.br ^loop(%zero, %p : i32, !llvm.ptr)
^loop(%i: i32, %q: !llvm.ptr):
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %f1 = llvm.mlir.constant(1.0 : f32) : f32
  %w = llvm.fadd %v, %f1 : f32
  llvm.store %w, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %next = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %next, %three : i32
  llvm.cond_br %more, ^loop(%next, %q : i32, !llvm.ptr), ^done
^done:
  %r = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
llvm.func ptx_kernelcc @shared_through_select_and_loop(%out: !llvm.ptr<1>) {
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  llvm.call @walk_tile(%g, %out) : (!llvm.ptr, !llvm.ptr<1>) -> ()
  llvm.return
}

// -----
// An internal device function whose every call passes a global pointer and a local one is
// specialised in place: its parameters are global and local.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @accumulate(%dst: !llvm.ptr, %acc: !llvm.ptr) {
  %a = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> f32
  %d = llvm.load %dst {alignment = 4 : i64} : !llvm.ptr -> f32
  %s = llvm.fadd %a, %d : f32
  llvm.store %s, %acc {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %s, %dst {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @internal_callee_specialised_in_place(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %acc = llvm.alloca %one x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %acc {alignment = 4 : i64} : f32, !llvm.ptr
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.call @accumulate(%po, %acc) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @accumulate(%po, %acc) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----
// Two signatures: the internal original takes the first (shared), a clone the second
// (global). Sending the global call to the shared version would fault in kestrel-sim.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func internal @bump(%p: !llvm.ptr) {
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %w = llvm.fadd %v, %one : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @callee_cloned_per_signature(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps3 = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<32 x f32>
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %ps3 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  %ps = llvm.addrspacecast %ps3 : !llvm.ptr<3> to !llvm.ptr
  llvm.call @bump(%ps) : (!llvm.ptr) -> ()
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %ps3 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @bump(%po) : (!llvm.ptr) -> ()
  llvm.return
}

// -----
// A `linkonce_odr` template (callable from other modules) gets a clone for the global call;
// its original, called by nobody here any more, is erased as a linker would drop it.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func linkonce_odr @scale(%p: !llvm.ptr, %k: f32) {
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fmul %v, %k : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @linkonce_callee_cloned_and_original_erased(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  llvm.call @scale(%po, %two) : (!llvm.ptr, f32) -> ()
  llvm.return
}

// -----
// A pointer read from `__constant__` memory was written by the host: global.
llvm.mlir.global external @table() {addr_space = 4 : i32, alignment = 8 : i64} : !llvm.array<4 x ptr>
llvm.func @read_through_constant_table(%i: i64) -> f32 {
  %c = llvm.mlir.addressof @table : !llvm.ptr<4>
  %g = llvm.addrspacecast %c : !llvm.ptr<4> to !llvm.ptr
  %slot = llvm.getelementptr inbounds %g[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x ptr>
  %p = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}

// -----
// A stack array indexed by the thread: local memory.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func ptx_kernelcc @alloca_is_local(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<4 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %k = llvm.and %t, %c3 : i64
  %f = llvm.sitofp %tid : i32 to f32
  %pa = llvm.getelementptr inbounds %a[0, %k] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
  llvm.store %f, %pa {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Odd threads go to a shared slot, even ones to the output: neither space holds for %p.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %p 1
// UNSOUND-IF-IN-SPACE: %p 3
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @select_of_shared_and_global_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %gl = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %one = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %one : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %isodd = llvm.icmp "ne" %odd, %zero : i32
  %p = llvm.select %isodd, %sh, %gl : i1, !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %p {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %v : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A pointer made by inline asm may point anywhere.
// SIM: unsupported (inline asm)
llvm.func ptx_kernelcc @pointer_from_inline_asm_should_not_apply(%x: i64) {
  %p = llvm.inline_asm "mov.u64 $0, $1;", "=l,l" %x : (i64) -> !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %v : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A function callable from outside the module keeps its generic body for those callers.
llvm.func @exported_function_should_not_apply(%p: !llvm.ptr) {
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %v : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A linkonce function no call here reaches stays in the module for callers elsewhere, which
// may pass any pointer: what it passes to an internal function counts like any caller's. The
// internal function is specialised in place for the kernel's shared pointer, and the
// linkonce caller gets a generic clone.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func internal @bump(%p: !llvm.ptr) {
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %w = llvm.fadd %v, %one : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func linkonce_odr @bump_for_others(%p: !llvm.ptr) {
  llvm.call @bump(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func ptx_kernelcc @uncalled_linkonce_caller_keeps_a_generic_version(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps3 = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<32 x f32>
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %ps3 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  %ps = llvm.addrspacecast %ps3 : !llvm.ptr<3> to !llvm.ptr
  llvm.call @bump(%ps) : (!llvm.ptr) -> ()
  %v = llvm.load %ps3 {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// `memcpy` takes pointers of any space: a copy from a stack object into a shared tile, both
// through generic pointers, reads local memory and writes shared memory. The tile's side is
// the kernel's own cast, which llc's InferAddressSpaces follows into the `memcpy` itself, so
// only the stack object's side is rewritten here.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @memcpy_between_known_spaces(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %pair = llvm.alloca %one x !llvm.array<2 x f32> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %pair {alignment = 8 : i64} : f32, !llvm.ptr
  %second = llvm.getelementptr inbounds %pair[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f32>
  llvm.store %f, %second {alignment = 4 : i64} : f32, !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %i = llvm.mul %t, %c2 : i64
  %dst = llvm.getelementptr inbounds %g[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x f32>
  %c8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memcpy"(%dst, %pair, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %v = llvm.load %dst {alignment = 8 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A `byval` parameter points to the callee's own copy of the argument, wherever the
// argument pointed: a shared pointer passed byval does not make the parameter shared.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %p 3
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func internal @twice(%copy: !llvm.ptr {llvm.byval = f32}) -> f32 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %p = llvm.getelementptr inbounds %copy[%zero] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %v : f32
  llvm.store %w, %p {alignment = 4 : i64} : f32, !llvm.ptr
  %r = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %r : f32
}
llvm.func ptx_kernelcc @byval_argument_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps3 = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<32 x f32>
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %ps3 {alignment = 4 : i64} : f32, !llvm.ptr<3>
  %ps = llvm.addrspacecast %ps3 : !llvm.ptr<3> to !llvm.ptr
  %v = llvm.call @twice(%ps) : (!llvm.ptr) -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
