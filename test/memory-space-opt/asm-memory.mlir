// RUN: --passes=memory-space-opt --split-input-file
// memory-space-opt: inline asm that may write memory can store a pointer of any space, so it
// turns off "every loaded pointer is global" as side-effecting asm does. A non-volatile asm
// may still write memory: through a `~{memory}` clobber or an indirect (`*m`) operand; and
// asm that returns a value can hand back the bits of any address (one it is given, as
// `ptrtoint` does, or one it makes), which a store of an integer then writes.
// kestrel-sim runs this asm (the indirect operand too), so each case that must not fire
// also shows that the rewrite it guards against (accessing %q as global) changes the result.

// A non-volatile asm with a `~{memory}` clobber computes a shared address itself (of
// `tile`, by name) and stores it into the table; the pointer read back from the table is no
// global one.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @asm_memory_clobber_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.inline_asm "{ .reg .u64 a; cvta.shared.u64 a, tile; st.u64 [$0], a; }", "l,~{memory}" %slot : (!llvm.ptr) -> ()
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// An indirect output (`=*m`) is memory the asm writes: here a shared address (of `tile`,
// by name) into the table, through `$0`, which prints as `[slot]`.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @asm_indirect_output_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.inline_asm asm_dialect = att operand_attrs = [{elementtype = i64}] "{ .reg .u64 a; cvta.shared.u64 a, tile; st.u64 $0, a; }", "=*m" %slot : (!llvm.ptr) -> ()
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A pure asm given a shared pointer returns its bits as an integer (a `ptrtoint` by another
// name); the integer stored into the table is read back as a pointer.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @asm_given_a_shared_pointer_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %bits = llvm.inline_asm "mov.b64 $0, $1;", "=l,l" %g : (!llvm.ptr) -> i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %bits, %slot {alignment = 8 : i64} : i64, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A pure asm returns an integer it computed itself: `cvta.shared` makes the bits of a shared
// address out of nothing the IR shows, and the integer stored into the table is read back as
// a pointer.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @asm_result_may_be_an_address_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %bits = llvm.inline_asm "cvta.shared.u64 $0, tile;", "=l" : () -> i64
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %bits, %slot {alignment = 8 : i64} : i64, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// An asm that returns nothing, writes no memory and is given only a global pointer (a
// prefetch) leaves the rule on: the pointer read back from the table is the global one
// stored there.
// SIM-GRID: 1
llvm.func ptx_kernelcc @asm_without_memory_access_keeps_loaded_pointers_global(%out: !llvm.ptr, %slots: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.inline_asm "prefetch.global.L2 [$0];", "l" %po : (!llvm.ptr) -> ()
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %po, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
