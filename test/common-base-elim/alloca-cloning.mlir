// RUN: --passes=common-base-elim --split-input-file --cbe-print-progress
// common-base-elim merges allocas that never coexist into one clone in the entry block
// (baseValue), so their accesses share a base.

// Each branch has its own scratch array, allocated when the branch runs; no thread runs both
// branches and neither runs twice, so one entry-block array serves both (first round). Their
// accesses `buf[k]` and `buf[k+1]` then share the base `buf + 4k` in the entry (second round).
llvm.func ptx_kernelcc @exclusive_branch_allocas_share_one_clone(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
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

// -----
// The second array's block runs after the first's: both objects exist at once, so they
// cannot share storage, and each alloca's accesses are already one register plus constants.
llvm.func ptx_kernelcc @allocas_alive_together_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^a
^a:
  %one_a = llvm.mlir.constant(1 : i32) : i32
  %buf_a = llvm.alloca %one_a x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %v, %buf_a {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.br ^b
^b:
  %one_b = llvm.mlir.constant(1 : i32) : i32
  %buf_b = llvm.alloca %one_b x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %v, %buf_b {alignment = 4 : i64} : f32, !llvm.ptr
  %ra = llvm.load %buf_a {alignment = 4 : i64} : !llvm.ptr -> f32
  %rb = llvm.load %buf_b {alignment = 4 : i64} : !llvm.ptr -> f32
  %s = llvm.fadd %ra, %rb : f32
  llvm.store %s, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// An alloca in a loop body is a new object every iteration; moving it to the entry block
// would make the iterations share one. Left in place.
llvm.func ptx_kernelcc @an_alloca_in_a_loop_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %one = llvm.mlir.constant(1 : i32) : i32
  %buf = llvm.alloca %one x !llvm.array<8 x f32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %v, %buf {alignment = 4 : i64} : f32, !llvm.ptr
  %r = llvm.load %buf {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %r, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %next, %two : i32
  llvm.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  llvm.return
}
