// RUN: --passes=common-base-elim --cbe-min-uses-apart=1 --split-input-file --cbe-print-progress --cbe-min-uses=3
// With cbe-min-uses=3, a base is hoisted only for groups of at least three accesses.

// Three accesses `in[t]`, `in[t+1]`, `in[t+2]` in three cases of a switch: enough uses.
llvm.func ptx_kernelcc @three_accesses_meet_the_minimum(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %sel = llvm.and %tid, %c3 : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.switch %sel : i32, ^exit [
    0: ^c0,
    1: ^c1,
    2: ^c2
  ]
^c0:
  %p0 = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v0, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^c1:
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k1 overflow<nsw, nuw> : i64
  %p1 = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v1, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^c2:
  %k2 = llvm.mlir.constant(2 : i64) : i64
  %t2 = llvm.add %t, %k2 overflow<nsw, nuw> : i64
  %p2 = llvm.getelementptr inbounds %in[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v2, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// Only two accesses share the base: below cbe-min-uses=3.
llvm.func ptx_kernelcc @two_accesses_are_below_the_minimum_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %sel = llvm.and %tid, %c1 : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.switch %sel : i32, ^exit [
    0: ^c0,
    1: ^c1
  ]
^c0:
  %p0 = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v0, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^c1:
  %k1 = llvm.mlir.constant(1 : i64) : i64
  %t1 = llvm.add %t, %k1 overflow<nsw, nuw> : i64
  %p1 = llvm.getelementptr inbounds %in[%t1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v1, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}
