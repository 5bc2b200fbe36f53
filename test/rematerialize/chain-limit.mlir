// RUN: --passes=rematerialize --split-input-file --remat-chain-limit=6
// The output address is seven ops away from what is live after the loop (recompute.mlir):
// with remat-chain-limit=6 it stays live.

// SIM-ARG: 2 4
// SIM-GRID: 2
llvm.func ptx_kernelcc @chain_over_the_limit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %f0 = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %base = llvm.mul %ctaid, %ntid : i32
  %gid = llvm.add %base, %tid : i32
  %w = llvm.sext %gid : i32 to i64
  %o = llvm.getelementptr inbounds %out[%w] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%c0, %f0, %f0, %f0 : i32, f32, f32, f32)
^loop(%i: i32, %a: f32, %b: f32, %c: f32):
  %s = llvm.sext %i : i32 to i64
  %p = llvm.getelementptr inbounds %in[%s] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %x = llvm.load %p : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %y = llvm.load %q : !llvm.ptr<1> -> f32
  %a2 = llvm.fadd %a, %x : f32
  %b2 = llvm.fadd %b, %y : f32
  %c2 = llvm.fmul %a2, %b2 : f32
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^loop(%next, %a2, %b2, %c2 : i32, f32, f32, f32), ^exit
^exit:
  %r = llvm.fadd %a2, %c2 : f32
  llvm.store %r, %o : f32, !llvm.ptr<1>
  llvm.return
}
