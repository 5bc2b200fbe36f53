// Would become a sunk select (see select.mlir) with addr-sink-new-select on.
llvm.func ptx_kernelcc @no_new_select_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %a = llvm.select %is_odd, %ax, %ay : i1, !llvm.ptr<1>
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
