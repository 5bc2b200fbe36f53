// RUN: --passes=device-inline --split-input-file
// device-inline on CUDA-shaped code: __device__ functions with __syncthreads() and shared
// memory, called from kernels as clang emits them (generic pointers, convergent callees).

// __device__ void stage(float *tile, const float *in, int i) { tile[tid] = in[i];
// __syncthreads(); } called from the kernel, which then reads a neighbour's element. The
// barrier lands in the kernel at the call's place: every thread still reaches it.
// SIM-BLOCK: 64
// SIM-GRID: 2
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func internal @stage(%tile: !llvm.ptr, %in: !llvm.ptr, %i: i64) attributes {convergent} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %src = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %src {alignment = 4 : i64} : !llvm.ptr -> f32
  %dst = llvm.getelementptr inbounds %tile[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %dst {alignment = 4 : i64} : f32, !llvm.ptr
  nvvm.barrier0
  llvm.return
}
llvm.func ptx_kernelcc @device_function_with_syncthreads(%in: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %bid, %ntid : i32
  %g = llvm.add %base, %tid : i32
  %i = llvm.zext nneg %g : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %tile = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  llvm.call @stage(%tile, %in, %i) : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.add %tid, %one : i32
  %mask = llvm.mlir.constant(63 : i32) : i32
  %m = llvm.and %n, %mask : i32
  %mi = llvm.zext nneg %m : i32 to i64
  %at = llvm.getelementptr inbounds %tile[%mi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %at {alignment = 4 : i64} : !llvm.ptr -> f32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The same convergent callee called under a block-uniform condition (odd blocks only), and
// with an early return before its barrier for a uniform argument. Inlining adds no control
// dependence to the barrier: it runs on the threads, and under the conditions, the call did.
// SIM-BLOCK: 64
// SIM-GRID: 2
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func internal @rotate(%tile: !llvm.ptr, %scale: f32, %skip: i1) -> f32 attributes {convergent} {
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  llvm.cond_br %skip, ^skipped, ^work
^skipped:
  llvm.return %zero : f32
^work:
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %f = llvm.sitofp %tid : i32 to f32
  %v = llvm.fmul %f, %scale : f32
  %dst = llvm.getelementptr inbounds %tile[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %dst {alignment = 4 : i64} : f32, !llvm.ptr
  nvvm.barrier0
  %one = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.add %tid, %one : i32
  %mask = llvm.mlir.constant(63 : i32) : i32
  %m = llvm.and %n, %mask : i32
  %mi = llvm.zext nneg %m : i32 to i64
  %at = llvm.getelementptr inbounds %tile[%mi] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %r = llvm.load %at {alignment = 4 : i64} : !llvm.ptr -> f32
  nvvm.barrier0
  llvm.return %r : f32
}
llvm.func ptx_kernelcc @convergent_callee_under_uniform_condition(%out: !llvm.ptr, %skip: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %bid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %bid, %ntid : i32
  %g = llvm.add %base, %tid : i32
  %i = llvm.zext nneg %g : i32 to i64
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %tile = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %bid, %one : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^call, ^done
^call:
  %k = llvm.mlir.constant(2.5 : f32) : f32
  %r = llvm.call @rotate(%tile, %k, %skip) : (!llvm.ptr, f32, i1) -> f32
  llvm.store %r, %o {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}
