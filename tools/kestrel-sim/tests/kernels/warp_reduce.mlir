// Warp reductions and matches (sm_80's redux.sync, sm_70's match.any.sync), one warp of 32
// lanes over lane values v = lane % 5 - 2 (-2..2): redux add of v is -3 (lanes 0..29 sum to
// 0, lanes 30 and 31 give -2 and -1), signed min -2, unsigned max 0xffffffff (-1), xor of
// the lane numbers 0; match.any of v gives each lane the mask of lanes with its residue
// (lane 0: 0x42108421). Lane 0 writes the reductions, every lane its match mask.
llvm.func @warp_reduce(%reductions: !llvm.ptr, %matches: !llvm.ptr) attributes {nvvm.kernel} {
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %full = llvm.mlir.constant(-1 : i32) : i32
  %lane = nvvm.read.ptx.sreg.laneid : i32
  %residue = llvm.urem %lane, %c5 : i32
  %v = llvm.sub %residue, %c2 : i32
  %sum = llvm.call_intrinsic "llvm.nvvm.redux.sync.add"(%v, %full) : (i32, i32) -> i32
  %min = llvm.call_intrinsic "llvm.nvvm.redux.sync.min"(%v, %full) : (i32, i32) -> i32
  %umax = llvm.call_intrinsic "llvm.nvvm.redux.sync.umax"(%v, %full) : (i32, i32) -> i32
  %xor = llvm.call_intrinsic "llvm.nvvm.redux.sync.xor"(%lane, %full) : (i32, i32) -> i32
  %same = llvm.call_intrinsic "llvm.nvvm.match.any.sync.i32"(%full, %v) : (i32, i32) -> i32
  %mp = llvm.getelementptr %matches[%lane] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %same, %mp : i32, !llvm.ptr
  %lane0 = llvm.icmp "eq" %lane, %zero : i32
  llvm.cond_br %lane0, ^write, ^exit
^write:
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  llvm.store %sum, %reductions : i32, !llvm.ptr
  %p1 = llvm.getelementptr %reductions[%c1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %min, %p1 : i32, !llvm.ptr
  %p2 = llvm.getelementptr %reductions[%c2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %umax, %p2 : i32, !llvm.ptr
  %p3 = llvm.getelementptr %reductions[%c3] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %xor, %p3 : i32, !llvm.ptr
  llvm.br ^exit
^exit:
  llvm.return
}
