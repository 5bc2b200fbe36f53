// RUN: --passes=device-inline{inline-budget=10} --split-input-file
// device-inline with the budget lowered to 10 ops: a call is inlined only while the caller,
// grown by the callee's ops, stays within it.

// The kernel (6 ops) and the callee (2 ops) make 8: inlined.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @double(%a: i32) -> i32 {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @within_budget(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @double(%tid) : (i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// The kernel (6 ops) and the callee (6 ops) would make 12: the call stays.
llvm.func internal @polynomial(%a: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %s = llvm.mul %a, %a : i32
  %t = llvm.mul %s, %c : i32
  %u = llvm.add %t, %a : i32
  %v = llvm.add %u, %c : i32
  llvm.return %v : i32
}
llvm.func ptx_kernelcc @over_budget_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @polynomial(%tid) : (i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
