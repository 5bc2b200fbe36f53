// c[i] = a[i] + b[i] for i < n: the simplest kernel with known output.
llvm.func @vadd(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>, %c: !llvm.ptr<1>, %n: i32) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %i = llvm.add %base, %tid : i32
  %in = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %in, ^body, ^exit
^body:
  %pa = llvm.getelementptr %a[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %pb = llvm.getelementptr %b[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %pc = llvm.getelementptr %c[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
  %x = llvm.load %pa : !llvm.ptr<1> -> f32
  %y = llvm.load %pb : !llvm.ptr<1> -> f32
  %z = llvm.fadd %x, %y : f32
  llvm.store %z, %pc : f32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}
