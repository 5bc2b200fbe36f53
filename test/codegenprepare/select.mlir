// RUN: --passes=codegenprepare --split-input-file --print-codegenprepare
// addr-sink-new-select: an address `select c, p + imm, q + imm` becomes
// `getelementptr i8 (select c, p, q)[imm]` in the access's block (sunk_select_N), so the
// immediate folds into the access and the two adds go away.

// Both arms are 8 bytes past their base (element 2 of f32 arrays): the bases are selected and
// the 8 folds into the load.
llvm.func ptx_kernelcc @select_of_equal_offsets_sinks(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
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

// -----
// The arms are 8 and 12 bytes past their bases: no single immediate serves both.
llvm.func ptx_kernelcc @select_of_different_offsets_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
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

// -----
// One arm is a generic cast of a global address: its base would be in another address space
// than the other arm's, so the bases cannot be selected.
llvm.func ptx_kernelcc @select_across_a_cast_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax1 = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ax = llvm.addrspacecast %ax1 : !llvm.ptr<1> to !llvm.ptr
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr) -> !llvm.ptr, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %a = llvm.select %is_odd, %ax, %ay : i1, !llvm.ptr
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
