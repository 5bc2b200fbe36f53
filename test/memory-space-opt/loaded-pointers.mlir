// RUN: --passes=memory-space-opt --split-input-file
// memory-space-opt: when no device code of the module can put a pointer other than a global
// one into memory, every pointer loaded from memory is global (the host wrote it, or device
// code that stores only global pointers did). One op that could store another kind of
// pointer turns the rule off for the whole module.

// Each thread keeps a pointer into the output in a global table and reads it back: the only
// pointers ever stored are global, so the one read back is too.
// SIM-BLOCK: 32
// SIM-GRID: 2
llvm.func ptx_kernelcc @device_written_global_pointer_loads_back_global(%out: !llvm.ptr, %slots: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %bid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %g = llvm.zext nneg %gid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%g] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %slot = llvm.getelementptr inbounds %slots[%g] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %po, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %gid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A table of row pointers handed to a device function by reference (a DSL's array of
// arrays): the row pointer it loads is global, in the function and in the kernel.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @first_of_row(%rows: !llvm.ptr, %i: i64) -> f32 {
  %slot = llvm.getelementptr inbounds %rows[%i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  %row = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %row {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func ptx_kernelcc @row_pointers_read_by_a_device_function(%data: !llvm.ptr, %rows: !llvm.ptr, %out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %row = llvm.getelementptr inbounds %data[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %slot = llvm.getelementptr inbounds %rows[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %row, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %v = llvm.call @first_of_row(%rows, %t) : (!llvm.ptr, i64) -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A shared pointer is stored to global memory: what is read back may be shared, and reading
// it as global faults in kestrel-sim.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @shared_pointer_stored_to_memory_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %sh, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The same through an integer: the shared pointer's bits stored as an i64 and loaded back as
// a pointer.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @pointer_bits_stored_as_an_integer_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %bits = llvm.ptrtoint %sh : !llvm.ptr to i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %bits, %slot {alignment = 8 : i64} : i64, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A call to a function defined elsewhere may store any pointer where the kernel reads.
llvm.func @fill_slots(!llvm.ptr)
llvm.func ptx_kernelcc @unknown_callee_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  llvm.call @fill_slots(%slots) : (!llvm.ptr) -> ()
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// Inline asm with side effects may store what it computes (here it could write a shared
// address into the table).
llvm.func ptx_kernelcc @side_effecting_asm_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.inline_asm has_side_effects "st.global.u64 [$0], 0;", "l" %slot : (!llvm.ptr) -> ()
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A module global starts out holding the address of a shared tile: what is loaded from it is
// no global pointer, though no function stores one. (The load of the global itself is global.)
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.mlir.global internal @where() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
  %0 = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<3> to !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
llvm.func ptx_kernelcc @shared_address_in_an_initialiser_stays_generic(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %w = llvm.mlir.addressof @where : !llvm.ptr
  %q = llvm.load %w {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %first = llvm.icmp "eq" %tid, %zero : i32
  llvm.cond_br %first, ^write, ^read
^write:
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^read
^read:
  nvvm.barrier0
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A device function code elsewhere may call runs on that code's threads, whose memory may
// hold pointers this module never stored: what it loads stays generic.
llvm.func @first_of_foreign_row(%rows: !llvm.ptr) -> f32 {
  %row = llvm.load %rows {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %row {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func ptx_kernelcc @callable_from_outside_should_not_apply(%out: !llvm.ptr) {
  llvm.return
}

// -----
// `nvvm.inline_ptx` is PTX of its own, like side-effecting inline asm.
llvm.func ptx_kernelcc @inline_ptx_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  nvvm.inline_ptx "st.global.u64 [$0], 0;" ro(%slot : !llvm.ptr)
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A `__constant__` pointer whose initialiser is the address of a shared tile: the host did
// not write it, so what is loaded from constant memory is no global pointer.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.mlir.global internal constant @where() {addr_space = 4 : i32, alignment = 8 : i64} : !llvm.ptr {
  %0 = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %1 = llvm.addrspacecast %0 : !llvm.ptr<3> to !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
llvm.func ptx_kernelcc @shared_address_in_a_constant_initialiser_should_not_apply(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %w = llvm.mlir.addressof @where : !llvm.ptr<4>
  %q0 = llvm.load %w {alignment = 8 : i64} : !llvm.ptr<4> -> !llvm.ptr
  %q = llvm.getelementptr inbounds %q0[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
