// RUN: --passes=dead-sync-elim --split-input-file --print-dead-sync-elim
// dead-sync-elim must not fire where a thread may complete or arrive at a barrier at another
// instruction than the one whose paths the side walks follow: an unaligned `barrier.sync`
// (PTX lets threads waiting at different instructions with one id complete it together), an
// arrive in a callee, inline asm naming a barrier. Each producer warp writes its slot and
// reaches barrier 0 (or 1) in its own branch; the consumer warp waits in the other branch and
// reads the producer's slot. Each walk through one barrier sees one side's accesses only.
// (Found by an adversarial hunt, 2026-12-06: all three were deleted before.)

// SIM-GRID: 1
// Must not fire: two unaligned barriers, one per branch, complete one barrier together.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @unaligned_barriers_in_two_branches_should_not_apply(%out: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %id = llvm.mlir.constant(0 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %producer = llvm.icmp "ult" %tid, %c32 : i32
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %v = llvm.mul %tid, %c3 : i32
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%id) : (i32) -> ()
  llvm.br ^exit
^consume:
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%id) : (i32) -> ()
  %i = llvm.sub %tid, %c32 : i32
  %i64 = llvm.zext %i : i32 to i64
  %q = llvm.getelementptr inbounds %s[0, %i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %x = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %o = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// SIM-GRID: 1
// Must not fire: the producers arrive at barrier 1 inside a callee the pass does not read;
// the consumers' wait counts the whole block (`reqntid` 64) and would otherwise be judged a
// full barrier with nothing above it on its own paths.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func internal @produce(%tid: i32) attributes {no_inline} {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(64 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %v = llvm.mul %tid, %c7 : i32
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.arrive.aligned.count"(%id, %count) : (i32, i32) -> ()
  llvm.return
}
llvm.func ptx_kernelcc @arrive_in_a_callee_should_not_apply(%out: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(64 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %producer = llvm.icmp "ult" %tid, %c32 : i32
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  llvm.call @produce(%tid) : (i32) -> ()
  llvm.br ^exit
^consume:
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %i = llvm.sub %tid, %c32 : i32
  %i64 = llvm.zext %i : i32 to i64
  %q = llvm.getelementptr inbounds %s[0, %i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %x = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %o = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// SIM-GRID: 1
// Must not fire: the producers arrive at barrier 1 in inline asm (`bar.arrive 1, 64`), which
// the intrinsic table cannot classify.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x i32>
llvm.func ptx_kernelcc @arrive_in_inline_asm_should_not_apply(%out: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %id = llvm.mlir.constant(1 : i32) : i32
  %count = llvm.mlir.constant(64 : i32) : i32
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %producer = llvm.icmp "ult" %tid, %c32 : i32
  llvm.cond_br %producer, ^produce, ^consume
^produce:
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %v = llvm.mul %tid, %c5 : i32
  llvm.store %v, %p {alignment = 4 : i64} : i32, !llvm.ptr<3>
  llvm.inline_asm has_side_effects "bar.arrive 1, 64;", "~{memory}" : () -> ()
  llvm.br ^exit
^consume:
  llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%id, %count) : (i32, i32) -> ()
  %i = llvm.sub %tid, %c32 : i32
  %i64 = llvm.zext %i : i32 to i64
  %q = llvm.getelementptr inbounds %s[0, %i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x i32>
  %x = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<3> -> i32
  %o = llvm.getelementptr inbounds %out[%i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %x, %o {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.br ^exit
^exit:
  llvm.return
}

// -----
// SIM-GRID: 1
// Fires: libdevice math (`__nv_`) holds no barrier, so a call to it does not keep the
// function's barriers; with only each thread's own slot around it, the barrier is dead.
llvm.mlir.global internal @s() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func @__nv_sqrtf(f32) -> f32
llvm.func ptx_kernelcc @libdevice_call_keeps_no_barrier(%out: !llvm.ptr<1> {llvm.noalias}, %in: !llvm.ptr<1> {llvm.noalias}) attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %s = llvm.mlir.addressof @s : !llvm.ptr<3>
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %pi {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %r = llvm.call @__nv_sqrtf(%v) : (f32) -> f32
  %ps = llvm.getelementptr inbounds %s[0, %t] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, !llvm.array<64 x f32>
  llvm.store %r, %ps {alignment = 4 : i64} : f32, !llvm.ptr<3>
  nvvm.barrier0
  %x = llvm.load %ps {alignment = 4 : i64} : !llvm.ptr<3> -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %x, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
