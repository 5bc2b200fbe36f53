// RUN: --passes=early-cse --split-input-file
// early-cse, store-to-load forwarding through the store-forwarding table (cicc's fourth
// table): `store v, p; ...; x = load p -> x replaced by v` with the same address and type and
// no generation change in between. Stores to shared memory (address space 3 or 7, or a
// generic pointer proven to point there) start a new generation and are never forwarded.

// Fires: the value just stored to global memory is the value loaded back.
llvm.func ptx_kernelcc @global_store_forwards(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.mul %tid, %x : i32
  llvm.store %v, %po : i32, !llvm.ptr<1>
  %back = llvm.load %po : !llvm.ptr<1> -> i32
  %w = llvm.add %back, %x : i32
  llvm.store %w, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a store to a local array (an alloca) forwards too, through an equal address.
llvm.func ptx_kernelcc @local_store_forwards(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x !llvm.array<4 x i32> : (i32) -> !llvm.ptr
  %p = llvm.getelementptr inbounds %a[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.store %x, %p : i32, !llvm.ptr
  %q = llvm.getelementptr inbounds %a[8] : (!llvm.ptr) -> !llvm.ptr, i8
  %back = llvm.load %q : !llvm.ptr -> i32
  %r = llvm.add %back, %tid : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a barrier between the store and the load starts a new generation (another
// thread may have written the location after synchronising; memssa.mlir shows one that does).
llvm.func ptx_kernelcc @store_then_barrier_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.mul %tid, %x : i32
  llvm.store %v, %po : i32, !llvm.ptr<1>
  nvvm.barrier0
  %back = llvm.load %po : !llvm.ptr<1> -> i32
  %w = llvm.add %back, %x : i32
  llvm.store %w, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a store to shared memory (address space 3) is never forwarded (cicc's rule;
// with earlycse-forward-shared-stores it would be).
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @shared_store_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %ps : i32, !llvm.ptr<3>
  %back = llvm.load %ps : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %back, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a generic pointer cast from a shared one is proven shared.
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @generic_pointer_to_shared_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %pg = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x i32>
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %pg : i32, !llvm.ptr
  %back = llvm.load %pg : !llvm.ptr -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %back, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: address space 7 (shared::cluster) is shared memory as well.
// SIM: unsupported (address space 7)
llvm.func ptx_kernelcc @cluster_shared_store_should_not_apply(%out: !llvm.ptr<1>, %s: !llvm.ptr<7>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %ps = llvm.getelementptr inbounds %s[%t] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, i32
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %ps : i32, !llvm.ptr<7>
  %back = llvm.load %ps : !llvm.ptr<7> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %back, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: an f32 load does not read the i32 that was stored.
llvm.func ptx_kernelcc @different_type_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %po : i32, !llvm.ptr<1>
  %back = llvm.load %po : !llvm.ptr<1> -> f32
  %w = llvm.fadd %back, %back : f32
  llvm.store %w, %po : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: another store in between may write the same location (q may equal p).
llvm.func ptx_kernelcc @possibly_aliasing_store_between_should_not_apply(%out: !llvm.ptr<1>, %other: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %pq = llvm.getelementptr inbounds %other[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.add %tid, %x : i32
  llvm.store %v, %po : i32, !llvm.ptr<1>
  llvm.store %x, %pq : i32, !llvm.ptr<1>
  %back = llvm.load %po : !llvm.ptr<1> -> i32
  %w = llvm.mul %back, %back : i32
  llvm.store %w, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a volatile store is not remembered.
llvm.func ptx_kernelcc @volatile_store_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.add %tid, %x : i32
  llvm.store volatile %v, %po : i32, !llvm.ptr<1>
  %back = llvm.load %po : !llvm.ptr<1> -> i32
  %w = llvm.mul %back, %back : i32
  llvm.store %w, %po : i32, !llvm.ptr<1>
  llvm.return
}
