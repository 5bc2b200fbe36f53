// EXPECT: reduced
// No access runs in every iteration (each arm of the branch has its own), so none may lend
// its address chain: the entry value is built from the normal form, flag-free.
llvm.func ptx_kernelcc @entry_value_built_when_no_access_runs_first(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(16 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^head(%c0 : i32)
^head(%i: i32):
  %t = llvm.add %tid, %i overflow<nsw> : i32
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^left, ^right
^left:
  %s0 = llvm.sext %t : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  llvm.br ^latch(%v0 : f32)
^right:
  %t2 = llvm.add %t, %c1 overflow<nsw> : i32
  %s2 = llvm.sext %t2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %a[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  llvm.br ^latch(%v2 : f32)
^latch(%v: f32):
  %o = llvm.sext %i : i32 to i64
  %q = llvm.getelementptr inbounds %out[%o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^head(%next : i32), ^exit
^exit:
  llvm.return
}
