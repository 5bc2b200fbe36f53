// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file --cbe-print-progress
// common-base-elim never mixes address spaces: only addresses in the same space group, and a
// base built in a specific space for generic uses is cast to the generic space (bitCastEnd).

// One branch accesses the buffer as global memory, the other through a generic pointer to
// it: two address spaces, two groups of one access each.
llvm.func ptx_kernelcc @accesses_in_different_spaces_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %pa = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %va, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %g = llvm.addrspacecast %in : !llvm.ptr<1> to !llvm.ptr
  %k = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %g[%t1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Both branches read through generic pointers into the same global buffer, but cast at
// different points (before and after indexing), so no generic pointer is common to both. The
// base is built in the global space and cast once (bitCastEnd).
llvm.func ptx_kernelcc @generic_uses_get_a_cast_base(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %ga = llvm.addrspacecast %in : !llvm.ptr<1> to !llvm.ptr
  %pa = llvm.getelementptr inbounds %ga[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %va, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %k = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pb1 = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %pb = llvm.addrspacecast %pb1 : !llvm.ptr<1> to !llvm.ptr
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
