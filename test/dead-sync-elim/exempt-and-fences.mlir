// RUN: --passes=dead-sync-elim --split-input-file
// dead-sync-elim on fences and on the syncs it must never delete.

// A fence with nothing other threads could see on one side orders nothing.
llvm.func ptx_kernelcc @fence_before_private_work_is_removed(%out: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x f32 : (i32) -> !llvm.ptr<5>
  llvm.store %x, %a {alignment = 4 : i64} : f32, !llvm.ptr<5>
  llvm.return
}

// -----
// Message passing: the data store must be visible before the flag store. The two addresses
// differ, yet the fence is what orders them for an observer.
llvm.func ptx_kernelcc @fence_between_data_and_flag_should_not_apply(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %x: f32) {
  llvm.store %x, %data {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %one, %flag {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Exempt: warp synchronisation, bulk-copy waits and exit are never deleted, even with no
// memory traffic around them.
llvm.func ptx_kernelcc @exempt_syncs_should_not_apply() {
  %mask = llvm.mlir.constant(-1 : i32) : i32
  llvm.call_intrinsic "llvm.nvvm.bar.warp.sync"(%mask) : (i32) -> ()
  llvm.call_intrinsic "llvm.nvvm.cp.async.bulk.wait_group"(%mask) : (i32) -> ()
  llvm.call_intrinsic "llvm.nvvm.barrier.cluster.arrive.relaxed"() : () -> ()
  llvm.call_intrinsic "llvm.nvvm.exit"() : () -> ()
  llvm.return
}

// -----
// A barrier with a reduction produces a value: never deleted.
llvm.func ptx_kernelcc @barrier_reduction_should_not_apply(%out: !llvm.ptr<1>, %p: i32) {
  %n = llvm.call_intrinsic "llvm.nvvm.barrier0.popc"(%p) : (i32) -> i32
  llvm.store %n, %out {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// `exit` on the path is treated as touching everything: the barrier before it stays.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @barrier_before_exit_should_not_apply(%x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %x, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  llvm.call_intrinsic "llvm.nvvm.exit"() : () -> ()
  llvm.return
}
