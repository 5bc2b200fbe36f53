// RUN: --passes=early-cse --split-input-file
// early-cse, load CSE: `x = load p; ...; y = load p -> y replaced by x` when p is the same
// address (same root and offset polynomial), the type is the same, neither load is volatile
// or atomic, and the memory generation has not changed in between. Every store, every op
// that may write memory, every atomic or volatile access, every sync op in every spelling and
// every block entered from other than exactly one predecessor starts a new generation.

// Fires: the same element loaded twice.
llvm.func ptx_kernelcc @repeated_loads_merge(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %pi : !llvm.ptr<1> -> i32
  %b = llvm.load %pi : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: `in[t + 1]` and `(in + t)[1]` are one address to the address normal form.
llvm.func ptx_kernelcc @equal_addresses_spelled_differently_merge(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %one : i64
  %p = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %base = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %base[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  %b = llvm.load %q : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: neighbouring elements are different addresses.
llvm.func ptx_kernelcc @neighbouring_elements_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  %b = llvm.load %q : !llvm.ptr<1> -> i32
  %r = llvm.sub %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the same bytes read as i32 and as f32 are different values.
llvm.func ptx_kernelcc @different_types_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  %b = llvm.load %p : !llvm.ptr<1> -> f32
  %bi = llvm.bitcast %b : f32 to i32
  %r = llvm.sub %a, %bi : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a store in between starts a new generation, even where nothing proves it
// writes the loaded location (`in[tid | 0]` is opaque to the address normal form; it is
// `in[tid]` when run).
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.func ptx_kernelcc @store_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %j = llvm.or %t, %zero : i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr inbounds %in[%j] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  %a1 = llvm.add %a, %tid : i32
  llvm.store %a1, %q : i32, !llvm.ptr<1>
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `nvvm.barrier0` (__syncthreads) starts a new generation.
llvm.func ptx_kernelcc @barrier0_op_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  nvvm.barrier0
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: LLVM 22's spelling of __syncthreads, `barrier.cta.sync.aligned.all`.
llvm.func ptx_kernelcc @barrier_cta_sync_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%zero) : (i32) -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the old intrinsic name `llvm.nvvm.barrier0`, called as a declared function.
llvm.func @llvm.nvvm.barrier0()
llvm.func ptx_kernelcc @barrier0_call_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call @llvm.nvvm.barrier0() : () -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a named barrier, `bar.sync 0`.
llvm.func ptx_kernelcc @bar_sync_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call_intrinsic "llvm.nvvm.bar.sync"(%zero) : (i32) -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a device-scope memory barrier, `membar.gl`.
llvm.func ptx_kernelcc @membar_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: an LLVM `fence` (acquire: other threads' writes may become visible).
llvm.func ptx_kernelcc @fence_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.fence syncscope("agent") acquire
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a cluster-scope fence in the NVVM op spelling (sm_90+).
llvm.func ptx_kernelcc @cluster_fence_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  nvvm.fence.sc.cluster
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a cluster barrier (arrive, then wait) orders memory across the cluster.
// SIM: unsupported (cluster operations)
llvm.func ptx_kernelcc @cluster_barrier_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive"() : () -> ()
  llvm.call_intrinsic "llvm.nvvm.barrier.cluster.wait"() : () -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `__syncwarp` (`bar.warp.sync`) orders memory among the warp's lanes.
llvm.func ptx_kernelcc @warp_sync_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %all = llvm.mlir.constant(-1 : i32) : i32
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%all) : (i32) -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a call that may write memory starts a new generation.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.func @bump(%p: !llvm.ptr<1>) {
  %v = llvm.load %p : !llvm.ptr<1> -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %w = llvm.add %v, %one : i32
  llvm.store %w, %p : i32, !llvm.ptr<1>
  llvm.return
}
llvm.func ptx_kernelcc @call_with_effects_between_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.call @bump(%p) : (!llvm.ptr<1>) -> ()
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.sub %b, %a : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a libdevice math call touches no memory; the generation stays.
llvm.func @__nv_sqrtf(f32) -> f32
llvm.func ptx_kernelcc @pure_call_between_merges(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %a = llvm.load %p : !llvm.ptr<1> -> f32
  %s = llvm.call @__nv_sqrtf(%a) : (f32) -> f32
  %b = llvm.load %p : !llvm.ptr<1> -> f32
  %r = llvm.fmul %s, %b : f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: volatile loads are never merged.
llvm.func ptx_kernelcc @volatile_loads_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load volatile %p : !llvm.ptr<1> -> i32
  %b = llvm.load volatile %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: atomic loads are never merged (and one in between clobbers a plain one).
llvm.func ptx_kernelcc @atomic_loads_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %b = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: the branch target has one predecessor, the block that loaded first.
llvm.func ptx_kernelcc @single_predecessor_keeps_the_generation(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.cond_br %c, ^then, ^done
^then:
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Does not fire: the join is reached from the store's block too; with more than one
// predecessor the generation is new, although the first load dominates the second.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.func ptx_kernelcc @join_block_starts_a_new_generation_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %one : i32
  %c = llvm.icmp "eq" %odd, %one : i32
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.cond_br %c, ^write, ^join
^write:
  %a1 = llvm.add %a, %tid : i32
  llvm.store %a1, %p : i32, !llvm.ptr<1>
  llvm.br ^join
^join:
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %r = llvm.mul %a, %b : i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: shared-memory loads with no barrier or write between them read the same value (a
// write by another thread in between would be a data race).
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @shared_loads_without_barrier_merge(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v = llvm.load %pi : !llvm.ptr<1> -> i32
  llvm.store %v, %ps : i32, !llvm.ptr<3>
  nvvm.barrier0
  %a = llvm.load %ps : !llvm.ptr<3> -> i32
  %b = llvm.load %ps : !llvm.ptr<3> -> i32
  %r = llvm.mul %a, %b : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `zext clock` and `sext clock` differ by 2^32 when bit 31 of the counter is
// set, so the two addresses are different; only launch-invariant registers (tid, ctaid, ...)
// are known to be below 2^31.
llvm.func ptx_kernelcc @extensions_of_a_counter_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c = nvvm.read.ptx.sreg.clock : i32
  %z = llvm.zext %c : i32 to i64
  %s = llvm.sext %c : i32 to i64
  %p = llvm.getelementptr %in[%z] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %q = llvm.getelementptr %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %a = llvm.load %p : !llvm.ptr<1> -> i8
  %b = llvm.load %q : !llvm.ptr<1> -> i8
  %r = llvm.sub %a, %b : i8
  llvm.store %r, %out : i8, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the loop body stores to the element the header loads, so the header's load
// on the second trip must see the store; the header is entered from two predecessors.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.func ptx_kernelcc @reload_in_a_loop_header_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %p : !llvm.ptr<1> -> i32
  llvm.br ^header(%zero : i32)
^header(%i: i32):
  %b = llvm.load %p : !llvm.ptr<1> -> i32
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %next = llvm.add %b, %one : i32
  llvm.store %next, %p : i32, !llvm.ptr<1>
  %i1 = llvm.add %i, %one : i32
  llvm.br ^header(%i1 : i32)
^exit:
  %r = llvm.sub %b, %a : i32
  llvm.store %r, %p : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a libdevice call between two loads touches no memory, even when its declaration is
// `convergent` as clang emits every device function: the second load reuses the first.
llvm.func @__nv_fabs(f64) -> f64 attributes {convergent, no_unwind}
llvm.func ptx_kernelcc @libdevice_calls_do_not_clobber(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  %a = llvm.load %p : !llvm.ptr<1> -> f64
  %f = llvm.call @__nv_fabs(%a) {convergent} : (f64) -> f64
  %b = llvm.load %p : !llvm.ptr<1> -> f64
  %r = llvm.fadd %f, %b : f64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
  llvm.store %r, %po : f64, !llvm.ptr<1>
  llvm.return
}
