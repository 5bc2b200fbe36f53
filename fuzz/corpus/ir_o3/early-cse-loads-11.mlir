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
