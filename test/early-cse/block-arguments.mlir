// RUN: --passes=early-cse --split-input-file
// early-cse, block arguments (MLIR's PHIs): `^b(%p, %q)` with every incoming edge passing
// equal values to %p and %q -> uses of %q read %p. Only in blocks with at most five incoming
// edges (cicc's PHI limit); the merged argument stays, without uses.

// Fires: both edges pass (x, x) and (tid, tid): the join's two arguments are one value.
llvm.func ptx_kernelcc @equal_incoming_values_merge(%out: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  llvm.cond_br %c, ^left, ^right
^left:
  llvm.br ^join(%x, %x : i32, i32)
^right:
  llvm.br ^join(%tid, %tid : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the left edge passes (x, tid), the right one (tid, x); the arguments differ.
llvm.func ptx_kernelcc @crossed_incoming_values_should_not_apply(%out: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  llvm.cond_br %c, ^left, ^right
^left:
  llvm.br ^join(%x, %tid : i32, i32)
^right:
  llvm.br ^join(%tid, %x : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: the values passed are different ops that compute the same expression, merged first
// in the predecessors.
llvm.func ptx_kernelcc @equal_expressions_passed_merge(%out: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %a = llvm.mul %tid, %x : i32
  llvm.cond_br %c, ^left, ^right
^left:
  %b = llvm.mul %tid, %x : i32
  llvm.br ^join(%a, %b : i32, i32)
^right:
  llvm.br ^join(%x, %x : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: five incoming edges (a switch with four cases and a default), all passing equal
// pairs: within the limit.
llvm.func ptx_kernelcc @five_predecessors_merge(%out: !llvm.ptr<1>, %x: i32, %s: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  llvm.switch %s : i32, ^b0 [
    1: ^b1,
    2: ^b2,
    3: ^b3,
    4: ^b4
  ]
^b0:
  llvm.br ^join(%x, %x : i32, i32)
^b1:
  llvm.br ^join(%tid, %tid : i32, i32)
^b2:
  llvm.br ^join(%x, %x : i32, i32)
^b3:
  llvm.br ^join(%tid, %tid : i32, i32)
^b4:
  llvm.br ^join(%s, %s : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: six incoming edges exceed cicc's PHI limit of five, although every edge
// passes an equal pair.
llvm.func ptx_kernelcc @six_predecessors_should_not_apply(%out: !llvm.ptr<1>, %x: i32, %s: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  llvm.switch %s : i32, ^b0 [
    1: ^b1,
    2: ^b2,
    3: ^b3,
    4: ^b4,
    5: ^b5
  ]
^b0:
  llvm.br ^join(%x, %x : i32, i32)
^b1:
  llvm.br ^join(%tid, %tid : i32, i32)
^b2:
  llvm.br ^join(%x, %x : i32, i32)
^b3:
  llvm.br ^join(%tid, %tid : i32, i32)
^b4:
  llvm.br ^join(%s, %s : i32, i32)
^b5:
  llvm.br ^join(%x, %x : i32, i32)
^join(%p: i32, %q: i32):
  %r = llvm.sub %p, %q : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: in the loop header the back edge passes %i1 and %j1, computed in the body
// after the header is walked; they are compared by identity there and differ. (Both
// arguments are in fact always equal; proving it needs optimistic numbering, which
// early-cse does not do.)
llvm.func ptx_kernelcc @loop_carried_arguments_should_not_apply(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %bound = llvm.and %n, %tid : i32
  llvm.br ^header(%zero, %zero : i32, i32)
^header(%i: i32, %j: i32):
  %more = llvm.icmp "slt" %i, %bound : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %i1 = llvm.add %i, %one : i32
  %j1 = llvm.add %j, %one overflow<nuw> : i32
  llvm.br ^header(%i1, %j1 : i32, i32)
^exit:
  %r = llvm.sub %i, %j : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a self-loop passes the same value to both arguments on every edge.
llvm.func ptx_kernelcc @same_value_on_every_edge_merges(%out: !llvm.ptr<1>, %n: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %bound = llvm.and %n, %tid : i32
  llvm.br ^loop(%tid, %tid : i32, i32)
^loop(%i: i32, %j: i32):
  %i1 = llvm.add %i, %one : i32
  %more = llvm.icmp "slt" %i1, %bound : i32
  llvm.cond_br %more, ^loop(%i1, %i1 : i32, i32), ^exit
^exit:
  %r = llvm.mul %i, %j : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
