// RUN: --passes=codegenprepare{addr-sink-new-phis=true} --split-input-file --print-codegenprepare
// sunk_phi (addr-sink-new-phis): an address that reaches its access through a block argument
// whose incoming addresses are `base_k + imm` with one immediate becomes `sunk_phi + imm`,
// `sunk_phi` a new block argument fed with each edge's base, so the immediate folds into the
// access. The old argument goes when no use is left. Must-not-fire cases sit beside.

// Both incoming addresses are 8 bytes past their bases (x + 4t, y + 4t): the bases flow
// through a new argument and the 8 folds into the load; the old argument and its GEPs go.
llvm.func ptx_kernelcc @block_argument_bases_merge_into_sunk_phi(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%ax : !llvm.ptr<1>)
^b:
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%ay : !llvm.ptr<1>)
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The argument is also an operand of a ptrtoint, so it stays beside the new one; both
// accesses (a load and a store in different blocks) share one sunk_phi, and a cond_br with
// both edges into the join (an empty else) is fed on each edge.
llvm.func ptx_kernelcc @argument_with_other_uses_is_kept(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^join(%ax : !llvm.ptr<1>), ^join(%ay : !llvm.ptr<1>)
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %bits = llvm.ptrtoint %a : !llvm.ptr<1> to i64
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %big = llvm.mlir.constant(0 : i64) : i64
  %nonnull = llvm.icmp "ne" %bits, %big : i64
  llvm.cond_br %nonnull, ^write, ^done
^write:
  %two = llvm.mlir.constant(2.0 : f32) : f32
  llvm.store %two, %a {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Both edges pass `p + 8` of one base `p = in + 4t` (two GEPs, one per predecessor): no new
// argument is needed, the access uses `p + 8` rebuilt in its block.
llvm.func ptx_kernelcc @one_base_on_every_edge_needs_no_new_argument(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %a1 = llvm.getelementptr inbounds %p[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%a1 : !llvm.ptr<1>)
^b:
  %b1 = llvm.getelementptr inbounds %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.br ^join(%b1 : !llvm.ptr<1>)
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The incoming addresses are 8 and 12 bytes past their bases: `[base + reg]` is no PTX
// addressing mode, so a PHI of the offsets would still need an add.
llvm.func ptx_kernelcc @different_immediates_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%ax : !llvm.ptr<1>)
^b:
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^join(%ay : !llvm.ptr<1>)
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// One incoming address is a generic cast of a global one: its base would be in another
// address space than the other edge's, and sinking never walks through a cast.
llvm.func ptx_kernelcc @different_address_spaces_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^a, ^b
^a:
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax1 = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ax = llvm.addrspacecast %ax1 : !llvm.ptr<1> to !llvm.ptr
  llvm.br ^join(%ax : !llvm.ptr)
^b:
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr) -> !llvm.ptr, f32
  llvm.br ^join(%ay : !llvm.ptr)
^join(%a: !llvm.ptr):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The block is a loop header: the latch's address is 4 bytes past the loop-carried argument
// itself. Merging a loop-carried address with its start is left alone (cycles never fire).
llvm.func ptx_kernelcc @loop_carried_address_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %start = llvm.getelementptr inbounds %x[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  llvm.br ^loop(%start, %c0 : !llvm.ptr<1>, i32)
^loop(%a: !llvm.ptr<1>, %i: i32):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %out {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %next = llvm.getelementptr inbounds %a[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %j = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %j, %n : i32
  llvm.cond_br %more, ^loop(%next, %j : !llvm.ptr<1>, i32), ^done
^done:
  llvm.return
}

// -----
// One predecessor ends in an llvm.switch, whose per-case operand segments are not rebuilt.
llvm.func ptx_kernelcc @switch_predecessor_should_not_apply(%out: !llvm.ptr<1>, %x: !llvm.ptr<1>, %y: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %px = llvm.getelementptr inbounds %x[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %py = llvm.getelementptr inbounds %y[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %ax = llvm.getelementptr inbounds %px[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %ay = llvm.getelementptr inbounds %py[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %k = llvm.and %tid, %c3 : i32
  llvm.switch %k : i32, ^join(%ax : !llvm.ptr<1>) [
    1: ^join(%ay : !llvm.ptr<1>)
  ]
^join(%a: !llvm.ptr<1>):
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

