// Switch and calls. out[t] by t % 4: 0 -> 10, 1 -> 20 + square(t), 3 -> 30 (through a
// block argument), otherwise the default 99. fact[t] = factorial(t % 8) by recursion;
// pairs[t] = the struct {t, t * t} returned by a call.
llvm.func @square(%x: i32) -> i32 {
  %r = llvm.mul %x, %x : i32
  llvm.return %r : i32
}
llvm.func @factorial(%n: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %base = llvm.icmp "ule" %n, %c1 : i32
  llvm.cond_br %base, ^one, ^recurse
^one:
  llvm.return %c1 : i32
^recurse:
  %m = llvm.sub %n, %c1 : i32
  %f = llvm.call @factorial(%m) : (i32) -> i32
  %r = llvm.mul %n, %f : i32
  llvm.return %r : i32
}
llvm.func @pair(%x: i32) -> !llvm.struct<(i32, i32)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, i32)>
  %sq = llvm.call @square(%x) : (i32) -> i32
  %a = llvm.insertvalue %x, %u[0] : !llvm.struct<(i32, i32)>
  %b = llvm.insertvalue %sq, %a[1] : !llvm.struct<(i32, i32)>
  llvm.return %b : !llvm.struct<(i32, i32)>
}
llvm.func @switch_calls(%out: !llvm.ptr, %fact: !llvm.ptr, %pairs: !llvm.ptr) attributes {nvvm.kernel} {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %c20 = llvm.mlir.constant(20 : i32) : i32
  %c30 = llvm.mlir.constant(30 : i32) : i32
  %c99 = llvm.mlir.constant(99 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.and %t, %c3 : i32
  llvm.switch %r : i32, ^join(%c99 : i32) [
    0: ^join(%c10 : i32),
    1: ^one,
    3: ^join(%c30 : i32)
  ]
^one:
  %sq = llvm.call @square(%t) : (i32) -> i32
  %v = llvm.add %sq, %c20 : i32
  llvm.br ^join(%v : i32)
^join(%value: i32):
  %p = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %value, %p : i32, !llvm.ptr
  %n = llvm.and %t, %c7 : i32
  %f = llvm.call @factorial(%n) : (i32) -> i32
  %fp = llvm.getelementptr %fact[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %f, %fp : i32, !llvm.ptr
  %pr = llvm.call @pair(%t) : (i32) -> !llvm.struct<(i32, i32)>
  %pp = llvm.getelementptr %pairs[%t] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %pr, %pp : !llvm.struct<(i32, i32)>, !llvm.ptr
  llvm.return
}
