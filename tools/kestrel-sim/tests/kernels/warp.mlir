// Warp collectives: a shuffle-down tree sums tid over each warp into lane 0 (warp 0: 496,
// warp 1: 1520); ballot of odd lanes is 0xaaaaaaaa; vote.all of (tid < 64) is true.
llvm.func @warp(%sums: !llvm.ptr, %ballots: !llvm.ptr, %alls: !llvm.ptr) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %warp = llvm.udiv %tid, %c32 : i32
  llvm.br ^step(%tid, %c16 : i32, i32)
^step(%v: i32, %offset: i32):
  %other = llvm.call_intrinsic "llvm.nvvm.shfl.sync.down.i32"(%full, %v, %offset, %c31) : (i32, i32, i32, i32) -> i32
  %sum = llvm.add %v, %other : i32
  %half = llvm.lshr %offset, %c1 : i32
  %more = llvm.icmp "ne" %half, %zero : i32
  llvm.cond_br %more, ^step(%sum, %half : i32, i32), ^reduced
^reduced:
  %odd = llvm.and %lane, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  %ballot = llvm.call_intrinsic "llvm.nvvm.vote.ballot.sync"(%full, %is_odd) : (i32, i1) -> i32
  %small = llvm.icmp "ult" %tid, %c64 : i32
  %all = nvvm.vote.sync all %full, %small -> i1
  %all32 = llvm.zext %all : i1 to i32
  %lane0 = llvm.icmp "eq" %lane, %zero : i32
  llvm.cond_br %lane0, ^write, ^exit
^write:
  %sp = llvm.getelementptr %sums[%warp] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %sum, %sp : i32, !llvm.ptr
  %bp = llvm.getelementptr %ballots[%warp] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %ballot, %bp : i32, !llvm.ptr
  %ap = llvm.getelementptr %alls[%warp] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %all32, %ap : i32, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}
