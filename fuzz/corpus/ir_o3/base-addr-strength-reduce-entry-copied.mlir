// EXPECT: reduced
// The access that runs first in every iteration (`a[t + 1]`, before the early exit) is not
// the anchor (`a[t]`, after the exit, offset 0): the entry value is a copy of `a[t + 1]`'s
// address at the preheader (`i` read as 0), 4 bytes back.
llvm.func ptx_kernelcc @entry_value_copied_from_the_first_access(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(16 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^head(%c0 : i32)
^head(%i: i32):
  %t = llvm.add %tid, %i overflow<nsw> : i32
  %t1 = llvm.add %t, %c1 overflow<nsw> : i32
  %s1 = llvm.sext %t1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %a[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %stop = llvm.fcmp "olt" %v1, %zero : f32
  llvm.cond_br %stop, ^exit, ^latch
^latch:
  %s0 = llvm.sext %t : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %w = llvm.fadd %v0, %v1 : f32
  llvm.store %w, %p0 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^head(%next : i32), ^exit
^exit:
  llvm.return
}
