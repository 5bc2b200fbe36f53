// Sums 64 integers per block in shared memory by halving strides, with a barrier after
// every step. The in-loop barrier uses the LLVM 22 intrinsic spelling, the first one the
// NVVM op, so both are exercised; tests remove the in-loop one to create a race.
module {
  llvm.mlir.global internal @partial() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32> {
    %0 = llvm.mlir.undef : !llvm.array<64 x i32>
    llvm.return %0 : !llvm.array<64 x i32>
  }
  llvm.func @reduce(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c32 = llvm.mlir.constant(32 : i32) : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %ntid = nvvm.read.ptx.sreg.ntid.x : i32
    %base = llvm.mul %bid, %ntid : i32
    %gid = llvm.add %base, %tid : i32
    %src = llvm.getelementptr %in[%gid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    %v = llvm.load %src : !llvm.ptr<1> -> i32
    %smem = llvm.mlir.addressof @partial : !llvm.ptr<3>
    %slot = llvm.getelementptr %smem[0, %tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<64 x i32>
    llvm.store %v, %slot : i32, !llvm.ptr<3>
    nvvm.barrier0
    llvm.br ^loop(%c32 : i32)
  ^loop(%s: i32):
    %active = llvm.icmp "ult" %tid, %s : i32
    llvm.cond_br %active, ^add, ^sync
  ^add:
    %j = llvm.add %tid, %s : i32
    %other = llvm.getelementptr %smem[0, %j] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, !llvm.array<64 x i32>
    %a = llvm.load %slot : !llvm.ptr<3> -> i32
    %b = llvm.load %other : !llvm.ptr<3> -> i32
    %sum = llvm.add %a, %b : i32
    llvm.store %sum, %slot : i32, !llvm.ptr<3>
    llvm.br ^sync
  ^sync:
    llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.all"(%c0) : (i32) -> ()
    %next = llvm.lshr %s, %c1 : i32
    %more = llvm.icmp "ne" %next, %c0 : i32
    llvm.cond_br %more, ^loop(%next : i32), ^done
  ^done:
    %first = llvm.icmp "eq" %tid, %c0 : i32
    llvm.cond_br %first, ^write, ^exit
  ^write:
    %total = llvm.load %slot : !llvm.ptr<3> -> i32
    %dst = llvm.getelementptr %out[%bid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
    llvm.store %total, %dst : i32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    llvm.return
  }
}
