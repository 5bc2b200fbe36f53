// RUN: --passes=common-base-elim --split-input-file
// Addresses LICM already computed before a loop: a new anchor at their common dominator inside
// the loop would be rebuilt on every iteration, where the addresses ran once.

// heat3d_march's halo stores into its shared plane: both addresses come from before the z
// loop, and their anchor (`%row + 4`, at the smaller offset, no existing value) would be a
// new op in the loop header: refused (before: loop integer SASS +12% for common-base-elim
// alone on stencil_halo_shared).
// SIM-GRID: 1
// SIM-BLOCK: 32
// SIM-ARG: 1 3
llvm.func ptx_kernelcc @addresses_hoisted_before_the_loop_should_not_apply(%out: !llvm.ptr<1>, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c40 = llvm.mlir.constant(40 : i64) : i64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %row = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %pa = llvm.getelementptr inbounds %row[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %t2 = llvm.add %t, %c40 overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %out[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %edge = llvm.icmp "ult" %tid, %c4 : i32
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  llvm.store %z, %pa : i32, !llvm.ptr<1>
  llvm.cond_br %edge, ^halo, ^latch
^halo:
  llvm.store %z, %pb : i32, !llvm.ptr<1>
  llvm.br ^latch
^latch:
  %next = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %nz : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// The same stores with the halo's address computed in the loop: that arithmetic runs on every
// iteration, and rebasing the halo store on the hoisted `%pa` (plus 160 bytes) removes it.
// SIM-GRID: 1
// SIM-BLOCK: 32
// SIM-ARG: 1 3
llvm.func ptx_kernelcc @an_address_computed_in_the_loop_is_rebased(%out: !llvm.ptr<1>, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c40 = llvm.mlir.constant(40 : i64) : i64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %pa = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %edge = llvm.icmp "ult" %tid, %c4 : i32
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  llvm.store %z, %pa : i32, !llvm.ptr<1>
  llvm.cond_br %edge, ^halo, ^latch
^halo:
  %t2 = llvm.add %t, %c40 overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %out[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %z, %pb : i32, !llvm.ptr<1>
  llvm.br ^latch
^latch:
  %next = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %nz : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// Both addresses hoisted, but the anchor is one of them (`%pa`, at the smaller offset): the
// halo store becomes `%pa + 160` bytes, folded into its addressing, and nothing is built in
// the loop, so the rebase stays (`%pb` no longer needs a register of its own).
// SIM-GRID: 1
// SIM-BLOCK: 32
// SIM-ARG: 1 3
llvm.func ptx_kernelcc @rebasing_on_a_hoisted_address_builds_nothing(%out: !llvm.ptr<1>, %nz: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c40 = llvm.mlir.constant(40 : i64) : i64
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %pa = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %t2 = llvm.add %t, %c40 overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %out[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %edge = llvm.icmp "ult" %tid, %c4 : i32
  %any = llvm.icmp "sgt" %nz, %c0 : i32
  llvm.cond_br %any, ^body(%c0 : i32), ^exit
^body(%z: i32):
  llvm.store %z, %pa : i32, !llvm.ptr<1>
  llvm.cond_br %edge, ^halo, ^latch
^halo:
  llvm.store %z, %pb : i32, !llvm.ptr<1>
  llvm.br ^latch
^latch:
  %next = llvm.add %z, %c1 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %nz : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}
