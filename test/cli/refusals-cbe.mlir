// RUN: --split-input-file --passes=common-base-elim --cbe-min-uses-apart=1 --stats
// common-base-elim's refusals under --stats (the other passes': refusals.mlir,
// refusals-by-pass.mlir, refusals-basr.mlir).

// The two loads are 8 GiB apart, past any [reg+imm] immediate (refused.offsets-too-far-apart).
llvm.func ptx_kernelcc @offsets_too_far_apart_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %far: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %far, ^a, ^exit
^a:
  llvm.cond_br %is_odd, ^b, ^c
^b:
  %pb = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vb = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vb, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^c:
  %big = llvm.mlir.constant(2147483648 : i64) : i64
  %tf = llvm.add %t, %big overflow<nsw, nuw> : i64
  %pc = llvm.getelementptr inbounds %in[%tf] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vc = llvm.load %pc {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %vc, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
^exit:
  llvm.return
}
