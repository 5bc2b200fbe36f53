// RUN: --passes=memory-space-opt --split-input-file --param-always-point-to-global=false
// Pointers whose space memory-space-opt must not claim. Kernel parameters are not taken as
// global here, so each case's only question is the pointer it names.

// A pointer the device stored to global memory and read back may point anywhere: here, to
// shared memory. Reading it as global faults in kestrel-sim.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @pointer_loaded_from_device_written_global_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
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
// Casting %p to local under a condition (`cvta.to.local`) proves nothing about %p where the
// condition does not hold: odd threads pass a shared pointer.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %p 5
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @cast_to_local_proves_nothing_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %odd = llvm.and %tid, %one : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %isodd = llvm.icmp "ne" %odd, %zero : i32
  %p = llvm.select %isodd, %sh, %a : i1, !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.cond_br %isodd, ^join, ^even
^even:
  %l = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<5>
  llvm.store %f, %l {alignment = 4 : i64} : f32, !llvm.ptr<5>
  llvm.br ^join
^join:
  llvm.store %f, %p {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// `(char *)0 + addr`: an address computed from null is an integer made a pointer, here a
// shared address, joined with a global one. Null itself joins as nothing (an access through
// it is undefined anywhere), but not what is computed from it (found by an adversarial hunt,
// 2026-12-06: the select was taken as global, and the store faulted).
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %e 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
llvm.func ptx_kernelcc @address_computed_from_null_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %sg = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %addr = llvm.ptrtoint %sg : !llvm.ptr to i64
  %null = llvm.mlir.zero : !llvm.ptr
  %q = llvm.getelementptr %null[%addr] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %g = llvm.addrspacecast %out : !llvm.ptr<1> to !llvm.ptr
  %c = llvm.icmp "sge" %n, %zero : i32
  %r = llvm.select %c, %q, %g : i1, !llvm.ptr
  %e = llvm.getelementptr inbounds %r[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %tid, %e {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
