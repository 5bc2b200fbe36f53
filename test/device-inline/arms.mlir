// RUN: --passes=device-inline{inline-budget=0} --split-input-file
// device-inline's identical arms, with the budget at 0 so no call is inlined and only the
// merging shows: two blocks that do the same thing (a call of a function defined here among
// it) and branch to the same place become one before inlining would copy the callee into
// each. Merged only where no thread can tell: the arms and everything they call run no
// convergent op, or both arms are entered from one branch on a value uniform across the
// block. Each case is simulated against its input in kestrel-sim.

// Fires: clang's `switch (k) { case 0: f(..); break; case 1: g(..); break; default: f(..); }`
// (cuda-samples' interval): case 0 and the default call @walk alike; @walk has a loop and
// no convergent op. Case 0 now branches to the default's block.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @walk(%out: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%zero : i32)
^loop(%i: i32):
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %t = llvm.zext %i : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %i, %p {alignment = 4 : i64} : i32, !llvm.ptr
  %next = llvm.add %i, %one : i32
  llvm.br ^loop(%next : i32)
^exit:
  llvm.return
}
llvm.func internal @fill(%out: !llvm.ptr, %n: i32) {
  %t = llvm.zext %n : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %n, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @switch_case_and_default_call_alike(%out: !llvm.ptr, %k: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c64 = llvm.mlir.constant(64 : i32) : i32
  %t = llvm.zext %tid : i32 to i64
  %row = llvm.mul %t, %t : i64
  %mine = llvm.getelementptr inbounds %out[%row] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %n = llvm.urem %tid, %c64 : i32
  llvm.switch %k : i32, ^other [
    0: ^first,
    1: ^second
  ]
^first:
  llvm.call @walk(%mine, %n) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^second:
  llvm.call @fill(%mine, %n) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^other:
  llvm.call @walk(%mine, %n) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^join:
  llvm.return
}

// -----
// Fires: arms taken by different threads (a branch on the thread id), each passing the
// callee's result on; @square runs no convergent op, so running the one arm for both groups
// of threads is the same as running each its own.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @square(%x: i32) -> i32 {
  %y = llvm.mul %x, %x : i32
  llvm.return %y : i32
}
llvm.func ptx_kernelcc @divergent_arms_without_convergent_ops(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c24 = llvm.mlir.constant(24 : i32) : i32
  %low = llvm.icmp "ult" %tid, %c8 : i32
  llvm.cond_br %low, ^a, ^test
^test:
  %high = llvm.icmp "uge" %tid, %c24 : i32
  llvm.cond_br %high, ^b, ^join(%tid : i32)
^a:
  %ra = llvm.call @square(%tid) : (i32) -> i32
  llvm.br ^join(%ra : i32)
^b:
  %rb = llvm.call @square(%tid) : (i32) -> i32
  llvm.br ^join(%rb : i32)
^join(%r: i32):
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// Fires: @stage waits at a barrier, but both arms are entered from one switch on a kernel
// parameter, which every thread of the block has alike: all of them take the same arm, so
// the threads meeting at the barrier are the same merged or not.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x i32>
llvm.func internal @stage(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c31 = llvm.mlir.constant(31 : i32) : i32
  %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %t = llvm.zext %tid : i32 to i64
  %ps = llvm.getelementptr inbounds %tile[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<32 x i32>
  llvm.store %tid, %ps {alignment = 4 : i64} : i32, !llvm.ptr<3>
  nvvm.barrier0
  %r = llvm.sub %c31, %tid : i32
  %rt = llvm.zext %r : i32 to i64
  %pr = llvm.getelementptr inbounds %tile[0, %rt] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<32 x i32>
  %v = llvm.load %pr {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @uniform_dispatch_of_convergent_arms(%out: !llvm.ptr, %k: i32) {
  llvm.switch %k : i32, ^other [
    0: ^first,
    1: ^second
  ]
^first:
  llvm.call @stage(%out) : (!llvm.ptr) -> ()
  llvm.br ^join
^second:
  llvm.br ^join
^other:
  llvm.call @stage(%out) : (!llvm.ptr) -> ()
  llvm.br ^join
^join:
  llvm.return
}

// -----
// Must not fire: @lanes reads `activemask`, which names the threads running it together;
// threads below 8 and from 24 up reach the two arms separately (a branch on the thread id),
// so merged, each would see the other group in its mask.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @lanes(%out: !llvm.ptr, %tid: i32) {
  %mask = llvm.call_intrinsic "llvm.nvvm.activemask"() : () -> i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %mask, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @divergent_arms_with_activemask_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c24 = llvm.mlir.constant(24 : i32) : i32
  %low = llvm.icmp "ult" %tid, %c8 : i32
  llvm.cond_br %low, ^a, ^test
^test:
  %high = llvm.icmp "uge" %tid, %c24 : i32
  llvm.cond_br %high, ^b, ^join
^a:
  llvm.call @lanes(%out, %tid) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^b:
  llvm.call @lanes(%out, %tid) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^join:
  llvm.return
}

// -----
// Must not fire: the arms pass different operands (the same callee, another argument).
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @store_at(%out: !llvm.ptr, %i: i32) {
  %t = llvm.zext %i : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %i, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @arms_with_other_operands_should_not_apply(%out: !llvm.ptr, %k: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %other = llvm.add %tid, %c32 : i32
  llvm.switch %k : i32, ^b [
    0: ^a
  ]
^a:
  llvm.call @store_at(%out, %tid) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^b:
  llvm.call @store_at(%out, %other) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^join:
  llvm.return
}

// -----
// Must not fire: the arms are alike but pass different values to their successor.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @twice(%x: i32) -> i32 {
  %y = llvm.add %x, %x : i32
  llvm.return %y : i32
}
llvm.func ptx_kernelcc @arms_passing_other_values_should_not_apply(%out: !llvm.ptr, %k: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.switch %k : i32, ^b [
    0: ^a
  ]
^a:
  %ra = llvm.call @twice(%tid) : (i32) -> i32
  llvm.br ^join(%ra : i32)
^b:
  %rb = llvm.call @twice(%tid) : (i32) -> i32
  llvm.br ^join(%c1 : i32)
^join(%r: i32):
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %r, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// Must not fire: @replaceable is `weak`, so the linker may replace its body with one that
// holds a barrier or a vote, and the arms are entered on a per-thread condition.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func weak @replaceable(%out: !llvm.ptr, %x: i32) {
  %t = llvm.zext %x : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %x, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @interposable_callee_on_divergent_arms_should_not_apply(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c24 = llvm.mlir.constant(24 : i32) : i32
  %low = llvm.icmp "ult" %tid, %c8 : i32
  llvm.cond_br %low, ^a, ^test
^test:
  %high = llvm.icmp "uge" %tid, %c24 : i32
  llvm.cond_br %high, ^b, ^join
^a:
  llvm.call @replaceable(%out, %tid) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^b:
  llvm.call @replaceable(%out, %tid) : (!llvm.ptr, i32) -> ()
  llvm.br ^join
^join:
  llvm.return
}
