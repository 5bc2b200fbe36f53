// RUN: --passes=base-addr-strength-reduce --split-input-file --do-base-address-strength-reduce=0
// do-base-address-strength-reduce=0 turns the pass off.

// The unrolled `A[tid+i+k]`, `B[tid+i+k]` loop: each array's four addresses become one
// header argument (started at A + 4*sext(tid) in the entry block, advanced by 16 bytes per
// iteration) plus constants; the `add`/`sext`/`getelementptr` chains leave the body.
llvm.func ptx_kernelcc @disabled_should_not_apply(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.mlir.constant(16 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^body(%c0 : i32)
^body(%i: i32):
  %t0 = llvm.add %tid, %i overflow<nsw> : i32
  %s0 = llvm.sext %t0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %i1 = llvm.add %i, %c1 overflow<nsw> : i32
  %t1 = llvm.add %tid, %i1 overflow<nsw> : i32
  %s1 = llvm.sext %t1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %a[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %i2 = llvm.add %i, %c2 overflow<nsw> : i32
  %t2 = llvm.add %tid, %i2 overflow<nsw> : i32
  %s2 = llvm.sext %t2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %a[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %i3 = llvm.add %i, %c3 overflow<nsw> : i32
  %t3 = llvm.add %tid, %i3 overflow<nsw> : i32
  %s3 = llvm.sext %t3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %a[%s3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %q0 = llvm.getelementptr inbounds %b[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v3, %q0 : f32, !llvm.ptr<1>
  %q1 = llvm.getelementptr inbounds %b[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v2, %q1 : f32, !llvm.ptr<1>
  %q2 = llvm.getelementptr inbounds %b[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v1, %q2 : f32, !llvm.ptr<1>
  %q3 = llvm.getelementptr inbounds %b[%s3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v0, %q3 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c4 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}
