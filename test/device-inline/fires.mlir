// RUN: --passes=device-inline --split-input-file
// device-inline: direct calls of device functions defined here are replaced by the callee's
// body, bottom-up, while the caller stays within inline-budget ops; each case is simulated
// against its input in kestrel-sim.

// One call of a straight-line callee: its body lands where the call was and the internal
// callee, no longer referenced, is erased.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @scale(%x: f32, %k: f32) -> f32 {
  %y = llvm.fmul %x, %k : f32
  llvm.return %y : f32
}
llvm.func ptx_kernelcc @one_call(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %x = llvm.sitofp %tid : i32 to f32
  %k = llvm.mlir.constant(3.0 : f32) : f32
  %y = llvm.call @scale(%x, %k) : (f32, f32) -> f32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %y, %p {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// Several calls of one callee in one block: each gets its own copy of the body, in order,
// the block split at each call.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @mix(%a: i32, %b: i32) -> i32 {
  %c = llvm.mlir.constant(31 : i32) : i32
  %m = llvm.mul %a, %c : i32
  %s = llvm.xor %m, %b : i32
  llvm.return %s : i32
}
llvm.func ptx_kernelcc @several_calls(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %seed = llvm.mlir.constant(7 : i32) : i32
  %h1 = llvm.call @mix(%seed, %tid) : (i32, i32) -> i32
  %h2 = llvm.call @mix(%h1, %tid) : (i32, i32) -> i32
  %h3 = llvm.call @mix(%h2, %h1) : (i32, i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %h3, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// Nested calls, inlined bottom-up: @inner into @middle first, then the grown @middle into
// the kernel; both internal callees are erased.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @inner(%a: i32) -> i32 {
  %c = llvm.mlir.constant(3 : i32) : i32
  %r = llvm.shl %a, %c : i32
  llvm.return %r : i32
}
llvm.func internal @middle(%a: i32, %b: i32) -> i32 {
  %x = llvm.call @inner(%a) : (i32) -> i32
  %y = llvm.call @inner(%b) : (i32) -> i32
  %r = llvm.sub %x, %y : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @nested_calls_bottom_up(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c = llvm.mlir.constant(5 : i32) : i32
  %r = llvm.call @middle(%tid, %c) : (i32, i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A callee with two returns: each becomes a branch to the continuation block, which takes
// the returned value as its argument.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @absdiff(%a: i32, %b: i32) -> i32 {
  %lt = llvm.icmp "slt" %a, %b : i32
  llvm.cond_br %lt, ^less, ^more
^less:
  %d = llvm.sub %b, %a : i32
  llvm.return %d : i32
^more:
  %e = llvm.sub %a, %b : i32
  llvm.return %e : i32
}
llvm.func ptx_kernelcc @multiple_returns(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c = llvm.mlir.constant(13 : i32) : i32
  %r = llvm.call @absdiff(%tid, %c) : (i32, i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A void callee that stores through its pointer argument, called in a branch: the
// continuation takes no argument, and the ops after the call move into it.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @put(%p: !llvm.ptr, %v: i32) {
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @void_callee(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %p {alignment = 4 : i64} : i32, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %one : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^write, ^done
^write:
  llvm.call @put(%p, %tid) : (!llvm.ptr, i32) -> ()
  %again = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %twice = llvm.add %again, %again : i32
  llvm.store %twice, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}

// -----
// A callee with a loop (a sum of 0..n): its blocks are cloned between the split halves of
// the caller's block, the loop's block arguments intact.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @triangle(%n: i32) -> i32 {
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.br ^loop(%zero, %zero : i32, i32)
^loop(%i: i32, %acc: i32):
  %more = llvm.icmp "slt" %i, %n : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %acc2 = llvm.add %acc, %i : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^loop(%i2, %acc2 : i32, i32)
^exit:
  llvm.return %acc : i32
}
llvm.func ptx_kernelcc @callee_with_loop(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %r = llvm.call @triangle(%tid) : (i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A callee with a constant-size alloca, called in a loop: the alloca moves to the kernel's
// entry block (one stack slot, not one per iteration), its count copied before it.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @through_stack(%a: i32) -> i32 {
  %one = llvm.mlir.constant(2 : i32) : i32
  %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %second = llvm.getelementptr inbounds %slot[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %a, %second {alignment = 4 : i64} : i32, !llvm.ptr
  %b = llvm.load %second {alignment = 4 : i64} : !llvm.ptr -> i32
  %c = llvm.add %b, %a : i32
  llvm.return %c : i32
}
llvm.func ptx_kernelcc @callee_with_constant_alloca(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  llvm.br ^loop(%zero, %tid : i32, i32)
^loop(%i: i32, %v: i32):
  %more = llvm.icmp "slt" %i, %three : i32
  llvm.cond_br %more, ^body, ^exit
^body:
  %w = llvm.call @through_stack(%v) : (i32) -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %i2 = llvm.add %i, %one : i32
  llvm.br ^loop(%i2, %w : i32, i32)
^exit:
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// An externally visible callee is inlined but kept: code elsewhere may call it. A
// linkonce_odr one (every definition the same, dropped by a module that no longer uses it)
// is inlined and erased.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func @visible_twice(%a: i32) -> i32 {
  %r = llvm.add %a, %a : i32
  llvm.return %r : i32
}
llvm.func linkonce_odr @odr_plus_one(%a: i32) -> i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  %r = llvm.add %a, %c : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @exported_callee_is_kept(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.call @visible_twice(%tid) : (i32) -> i32
  %b = llvm.call @odr_plus_one(%a) : (i32) -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %b, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
