// A divergent barrier: the first warp waits at one barrier, the second at another.
llvm.func @divergent(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %low = llvm.icmp "ult" %t, %c32 : i32
  llvm.cond_br %low, ^a, ^b
^a:
  nvvm.barrier0
  llvm.br ^exit
^b:
  nvvm.barrier0
  llvm.br ^exit
^exit:
  llvm.return
}
