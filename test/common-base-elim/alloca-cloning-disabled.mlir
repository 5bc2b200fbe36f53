// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress --cbe-clone-allocas=0
// With cbe-clone-allocas=0 no alloca is cloned into the entry block, so accesses of allocas
// that would have to share one clone stay apart.

// The shape alloca-cloning.mlir merges: each branch keeps its own array, and within each
// branch the accesses already share one register.
llvm.func ptx_kernelcc @exclusive_branch_allocas_without_cloning_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %k = llvm.and %t, %c3 : i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %one_a = llvm.mlir.constant(1 : i32) : i32
  %buf_a = llvm.alloca %one_a x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %pa = llvm.getelementptr inbounds %buf_a[0, %k] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.store %v, %pa {alignment = 4 : i64} : f32, !llvm.ptr
  %ra = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %ra, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^b:
  %one_b = llvm.mlir.constant(1 : i32) : i32
  %buf_b = llvm.alloca %one_b x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c1b = llvm.mlir.constant(1 : i64) : i64
  %k1 = llvm.add %k, %c1b overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %buf_b[0, %k1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<8 x f32>
  llvm.store %v, %pb {alignment = 4 : i64} : f32, !llvm.ptr
  %rb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %rb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
