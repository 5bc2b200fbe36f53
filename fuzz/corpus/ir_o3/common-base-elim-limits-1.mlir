// Two groups (`in` and `out`) would both put their base in the entry block; the limit of one
// base per block admits the first and refuses the second.
llvm.func ptx_kernelcc @one_base_per_block(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %b0 = llvm.and %tid, %c1 : i32
  %x = llvm.icmp "ne" %b0, %zero : i32
  llvm.cond_br %x, ^a, ^b
^a:
  %pa = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %qa = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %va, %qa {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %k = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %qb = llvm.getelementptr inbounds %out[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %vb, %qb {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
