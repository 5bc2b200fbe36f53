// A device function's `byval` parameter is its own copy: it sees the caller's value, and
// what it writes there the caller does not see.
llvm.func internal @overwrite(%copy: !llvm.ptr {llvm.byval = i32}) -> i32 {
  %seen = llvm.load %copy {alignment = 4 : i64} : !llvm.ptr -> i32
  %c100 = llvm.mlir.constant(100 : i32) : i32
  %w = llvm.add %seen, %c100 : i32
  llvm.store %w, %copy {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.load %copy {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @byval_calls(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %mine = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %tid, %mine {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @overwrite(%mine) : (!llvm.ptr) -> i32
  %after = llvm.load %mine {alignment = 4 : i64} : !llvm.ptr -> i32
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %i = llvm.mul %t, %c2 : i64
  %p0 = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %p0 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  %p1 = llvm.getelementptr inbounds %p0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  llvm.store %after, %p1 {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
