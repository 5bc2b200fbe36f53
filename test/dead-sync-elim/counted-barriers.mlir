// RUN: --passes=dead-sync-elim --split-input-file --print-dead-sync-elim
// dead-sync-elim on barriers with a thread count and barrier arrivals. Only a barrier every
// thread of the block takes part in (no count, or a count equal to the `reqntid` block size)
// ends a barrier's side or is deleted; a function that arrives without waiting, or waits for
// part of the block, keeps every barrier (the ids are shared with threads counting arrivals).

// SIM-GRID: 1
// EXPECT: sync-needed
// Must not fire: a barrier with a thread count (32 of the block's 64) orders only the warp
// that takes part; it does not end the full barrier's side. Thread t reads s[63 - t], written
// by a thread of the other warp, which only the full barrier orders.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @counted_barrier_does_not_end_a_side_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c63 = llvm.mlir.constant(63 : i64) : i64
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(32 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %r = llvm.sub %c63, %t overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %r] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// Must not fire: a barrier for 32 of the block's 64 threads is not deleted, even with only
// thread-private traffic around it: its id may pair with other threads' arrivals, and how
// many threads arrive is part of what it does.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @partial_barrier_is_kept_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(32 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// Fires: a counted barrier whose count is the whole block (`reqntid` 64) is a full barrier,
// and with only each thread's own slot around it, a dead one.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @counted_barrier_of_the_whole_block_is_removed(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %id = llvm.mlir.constant(0 : i32) : i32
  %count = llvm.mlir.constant(64 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// SIM-GRID: 1
// Must not fire: the function arrives at barrier 1 without waiting (producer warps) while
// the consumers wait at it; deleting the consumers' wait, or any full barrier beside it,
// would change how many threads arrive at the ids the block shares.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @arrivals_keep_every_barrier_should_not_apply(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(64 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c32w = llvm.mlir.constant(32 : i64) : i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  nvvm.barrier0
  %producer = llvm.icmp "ult" %tid, %c32 : i32
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  llvm.store %v, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.arrive.aligned.count"(%id, %count) : (i32, i32) -> ()
  llvm.br ^done
^consume:
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %other = llvm.sub %t, %c32w overflow<nsw, nuw> : i64
  %pr = llvm.getelementptr inbounds %s[0, %other] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  %x = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
