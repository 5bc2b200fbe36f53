// Loops whose state lives in block arguments (phis). out[2*t] = fib(t) (mod 2^32) by a
// loop carrying (i, a, b); out[2*t+1] = what a swap loop leaves: (x, y) -> (y, x) t times
// from (t, 1000), which needs parallel-copy semantics on the back edge.
llvm.func @loops(%out: !llvm.ptr) attributes {nvvm.kernel} {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c1000 = llvm.mlir.constant(1000 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^fib(%c0, %c0, %c1 : i32, i32, i32)
^fib(%i: i32, %a: i32, %b: i32):
  %done = llvm.icmp "uge" %i, %t : i32
  llvm.cond_br %done, ^fib_exit, ^fib_step
^fib_step:
  %sum = llvm.add %a, %b : i32
  %i1 = llvm.add %i, %c1 : i32
  llvm.br ^fib(%i1, %b, %sum : i32, i32, i32)
^fib_exit:
  %k = llvm.mul %t, %c2 : i32
  %p = llvm.getelementptr %out[%k] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.br ^swap(%c0, %t, %c1000 : i32, i32, i32)
^swap(%j: i32, %x: i32, %y: i32):
  %more = llvm.icmp "ult" %j, %t : i32
  %j1 = llvm.add %j, %c1 : i32
  llvm.cond_br %more, ^swap(%j1, %y, %x : i32, i32, i32), ^swap_exit
^swap_exit:
  %k1 = llvm.add %k, %c1 : i32
  %q = llvm.getelementptr %out[%k1] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %x, %q : i32, !llvm.ptr
  llvm.return
}
