// RUN: --split-input-file --passes=memory-space-opt,early-cse,codegenprepare,scev-cgp --nv-disable-scev-cgp=false --stats
// Each pass's refusals under --stats, one chunk per pass (dead-sync-elim's: refusals.mlir).

// early-cse: the two block arguments are equal on all six incoming edges, one more than cicc's
// PHI limit (refused.phi-edge-limit).
llvm.func ptx_kernelcc @six_predecessors_should_not_apply(%out: !llvm.ptr<1>, %x: i32, %s: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  llvm.switch %s : i32, ^b0 [
    1: ^b1,
    2: ^b2,
    3: ^b3,
    4: ^b4,
    5: ^b5
  ]
^b0:
  llvm.br ^join(%x, %x : i32, i32)
^b1:
  llvm.br ^join(%tid, %tid : i32, i32)
^b2:
  llvm.br ^join(%x, %x : i32, i32)
^b3:
  llvm.br ^join(%tid, %tid : i32, i32)
^b4:
  llvm.br ^join(%s, %s : i32, i32)
^b5:
  llvm.br ^join(%x, %x : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// codegenprepare: the incoming addresses have different bases, and addr-sink-new-phis is off by
// default (refused.new-phi-not-allowed).
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
// scev-cgp: ctaid * ntid + tid is not proven within 32 bits (refused.range-beyond-32-bits).
llvm.func ptx_kernelcc @global_index_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %bx = nvvm.read.ptx.sreg.ctaid.x : i32
  %nx = nvvm.read.ptx.sreg.ntid.x : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %b = llvm.zext nneg %bx : i32 to i64
  %n = llvm.zext nneg %nx : i32 to i64
  %block = llvm.mul %b, %n overflow<nsw, nuw> : i64
  %i = llvm.add %block, %x overflow<nsw, nuw> : i64
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// memory-space-opt: a pointer loaded from global memory device code writes may point anywhere
// (refused.unknown-space).
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @pointer_loaded_from_device_written_global_should_not_apply(%slots: !llvm.ptr, %out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %slot = llvm.getelementptr inbounds %slots[%t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.store %sh, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
