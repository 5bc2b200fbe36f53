// RUN: --passes=memory-space-opt --split-input-file
// memory-space-opt: a kernel's `byval` parameter is a per-thread copy that device code may
// write. A pointer loaded from it is what the host wrote (global) only where no store can
// reach the bytes it reads; otherwise the parameter is a stack object, and the loaded
// pointer is the join of "global" and every pointer stored into those bytes, when every
// store is seen; not known when the parameter's address escapes.
// kestrel-sim keeps a kernel's `byval` parameter in one buffer for all threads, so a case
// that writes its parameter runs one thread (`SIM-BLOCK: 1`).

// The kernel overwrites the parameter's pointer field with the address of its shared slot:
// the pointer read back is shared, and accessing it as global faults.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @field_overwritten_with_shared_should_not_apply(%out: !llvm.ptr, %s: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(ptr, i32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %sa = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %sa : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  llvm.store %sh, %s {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %s {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The kernel overwrites the parameter's pointer field with a global pointer (into its
// output): every pointer stored there is global, and so is what the host wrote, so the
// pointer read back is accessed as global.
// SIM-BLOCK: 1
// SIM-GRID: 1
llvm.func ptx_kernelcc @field_overwritten_with_global(%out: !llvm.ptr, %s: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(ptr, i32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %po, %s {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %s {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// A device function the parameter's address reaches through a `select` (so llc copies
// nothing and this pass sees no copy to make) overwrites its pointer field with a shared
// address: the parameter's address escapes the walk, so what the kernel reads back is not
// known, and stays generic.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func internal @point_at_shared(%s: !llvm.ptr, %t: i64) attributes {no_inline} {
  %sa = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %sa : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  llvm.store %sh, %s {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @field_overwritten_by_a_callee_should_not_apply(%out: !llvm.ptr, %s: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(ptr, i32)>}, %which: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %p = llvm.select %which, %s, %s : i1, !llvm.ptr
  llvm.call @point_at_shared(%p, %t) : (!llvm.ptr, i64) -> ()
  %q = llvm.load %s {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
