// Atomics count as a read and a write: the counter is zeroed, then everyone adds, then
// everyone reads the total.
llvm.mlir.global internal @count() {addr_space = 3 : i32, alignment = 4 : i64} : i32
llvm.func ptx_kernelcc @atomic_counter_keeps_barriers(%out: !llvm.ptr<1> {llvm.noalias}) {
  %c = llvm.mlir.addressof @count : !llvm.ptr<3>
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %first = llvm.icmp "eq" %tid, %zero : i32
  llvm.cond_br %first, ^init, ^go
^init:
  llvm.store %zero, %c {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.br ^go
^go:
  nvvm.barrier0
  %old = llvm.atomicrmw add %c, %one monotonic : !llvm.ptr<3>, i32
  nvvm.barrier0
  %v = llvm.load %c {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %t = llvm.zext nneg %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
