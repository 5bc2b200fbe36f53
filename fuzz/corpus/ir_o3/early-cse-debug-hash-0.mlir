// early-cse with earlycse-debug-hash: the plan is checked before it is applied (every
// replacement keeps the type and dominates what it replaces); a correct plan passes
// unchanged.

// Fires: every kind of rewrite at once, across a diamond, with the check on.
llvm.func ptx_kernelcc @every_rule_under_the_check(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %t2 = llvm.sext %tid : i32 to i64
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %po = llvm.getelementptr inbounds %out[%t2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.load %pi : !llvm.ptr<1> -> i32
  %m = llvm.mul %a, %x : i32
  llvm.store %x, %po : i32, !llvm.ptr<1>
  llvm.store %m, %po : i32, !llvm.ptr<1>
  llvm.cond_br %c, ^left, ^right
^left:
  %tid2 = nvvm.read.ptx.sreg.tid.x : i32
  %b = llvm.load %pi : !llvm.ptr<1> -> i32
  %m2 = llvm.mul %b, %x : i32
  %back = llvm.load %po : !llvm.ptr<1> -> i32
  %s = llvm.add %m2, %back : i32
  llvm.br ^join(%s, %s, %tid2 : i32, i32, i32)
^right:
  llvm.br ^join(%m, %m, %tid : i32, i32, i32)
^join(%p: i32, %q: i32, %u: i32):
  %pq = llvm.mul %p, %q : i32
  %r = llvm.add %pq, %u : i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
