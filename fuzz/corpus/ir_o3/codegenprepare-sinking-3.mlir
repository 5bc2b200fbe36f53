// The address is computed in the block of its access: there is nothing to sink.
llvm.func ptx_kernelcc @local_address_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %a[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
