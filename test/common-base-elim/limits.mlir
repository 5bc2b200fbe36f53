// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file --cbe-print-progress --scev-cgp-idom-level-limit=1 --scev-cgp-cross-block-limit=1
// The SCEV-CGP limits: a base is hoisted at most scev-cgp-idom-level-limit dominator-tree
// levels above an access, and at most scev-cgp-cross-block-limit bases are placed in one
// block.

// The accesses sit two levels below their common dominator (entry -> ^a -> ^a2): hoisting
// there would cross more than one level.
llvm.func ptx_kernelcc @hoisting_past_the_level_limit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %b0 = llvm.and %tid, %c1 : i32
  %b1 = llvm.and %tid, %c2 : i32
  %x = llvm.icmp "ne" %b0, %zero : i32
  %y = llvm.icmp "ne" %b1, %zero : i32
  llvm.cond_br %x, ^a, ^b
^a:
  llvm.cond_br %y, ^a2, ^exit
^a2:
  %pa = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %va = llvm.load %pa {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %va, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^b:
  llvm.cond_br %y, ^b2, ^exit
^b2:
  %k = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k overflow<nsw, nuw> : i64
  %pb = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
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
