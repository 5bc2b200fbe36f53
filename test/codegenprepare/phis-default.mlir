// RUN: --passes=codegenprepare --split-input-file --print-codegenprepare
// With cicc's defaults (addr-sink-new-phis off) a block argument whose incoming addresses
// have different bases is left alone; one whose incoming addresses are all `p + imm` of one
// base needs no new argument and is sunk as usual.

// Would become `sunk_phi + 8` (see phis.mlir) with addr-sink-new-phis on.
llvm.func ptx_kernelcc @new_phis_off_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%ax : !llvm.ptr<1>)
^b:
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%ay : !llvm.ptr<1>)
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Both edges pass `p + 16` of one base: the access uses `p + 16` rebuilt in its block and the
// argument, now unused, goes with the GEPs that fed it.
llvm.func ptx_kernelcc @one_base_sinks_without_new_phis(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %a1 = llvm.getelementptr inbounds %p[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%a1 : !llvm.ptr<1>)
^b:
  %b1 = llvm.getelementptr inbounds %p[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i64
  llvm.br ^join(%b1 : !llvm.ptr<1>)
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
