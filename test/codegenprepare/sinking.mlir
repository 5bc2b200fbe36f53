// RUN: --passes=codegenprepare --split-input-file --print-codegenprepare
// codegenprepare sinks an address `p + imm` computed in a dominating block into the block of
// its access, as `getelementptr i8 p[imm]` (sunkaddr_N), so PTX folds `[p+imm]`.

// The address `a + 16` is computed in the entry block and used in ^then: it is recomputed
// there from `a` (the variable part stays in a register, the 16 folds into the access).
llvm.func ptx_kernelcc @constant_offset_sinks_into_the_access_block(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %a[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Two accesses to one outside address in one block share one sunk copy (ValueToSunkAddr);
// the access in the other block gets its own. A chain of constant steps folds into one
// immediate: (a + 2 floats) + 1 float = a + 12 bytes.
llvm.func ptx_kernelcc @one_sunk_copy_per_block(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b0 = llvm.getelementptr inbounds %a[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %b0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^else
^then:
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %w = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %w : f32
  llvm.store %s, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^else:
  %x = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %x, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// A store's address and an atomic's address are sunk like a load's; the struct field
// offset (8 bytes into { i32, i32, f32 }) is the immediate.
llvm.func ptx_kernelcc @store_and_atomic_addresses_sink(%out: !llvm.ptr<1>, %cnt: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %rec = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.struct<(i32, i32, f32)>
  %f = llvm.getelementptr inbounds %rec[0, 2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.struct<(i32, i32, f32)>
  %ctr = llvm.getelementptr inbounds %cnt[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %one = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %one, %f {alignment = 4 : i64} : f32, !llvm.ptr<1>
  %old = llvm.atomicrmw add %ctr, %c1 monotonic : !llvm.ptr<1>, i32
  llvm.br ^done
^done:
  llvm.return
}

// -----
// The address is computed in the block of its access: there is nothing to sink.
llvm.func ptx_kernelcc @local_address_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %a[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The outside address `in + 4*t` has no constant part: its addressing mode is the register
// itself, and recomputing it in ^then would only duplicate the multiply-add.
llvm.func ptx_kernelcc @variable_offset_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %v = llvm.load %a {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// `a + 2^32` does not fit PTX's signed 32-bit immediate: `[a+imm]` is no legal addressing
// mode, so sinking would only move a 64-bit add.
llvm.func ptx_kernelcc @offset_past_the_immediate_range_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %b = llvm.getelementptr %a[%big] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// The access is through a generic cast of `a + 16`: sinking would have to walk through the
// `addrspacecast` and rebuild the address in another space, which it never does.
llvm.func ptx_kernelcc @address_behind_a_cast_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %a[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %g = llvm.addrspacecast %b : !llvm.ptr<1> to !llvm.ptr
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %v = llvm.load %g {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Every step from `a` to `b` is `inbounds`, so wherever `b` is not poison, `a` and `b` lie in
// one object and the copy `a + 12` keeps `inbounds` (upstream's AddrMode.InBounds). LLVM's
// load/store vectorizer only adds up `inbounds` offsets: the two halves of a by-value struct
// copy stay `st.v2` only if the copy of the second half's address keeps the flag.
llvm.func ptx_kernelcc @inbounds_chain_keeps_inbounds(%out: !llvm.ptr<1>, %x: f64, %y: f64, %c: i1) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.struct<(f64, f64)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %hi = llvm.getelementptr inbounds %slot[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(f64, f64)>
  llvm.cond_br %c, ^then, ^done
^then:
  llvm.store %x, %slot {alignment = 16 : i64} : f64, !llvm.ptr
  llvm.store %y, %hi {alignment = 8 : i64} : f64, !llvm.ptr
  %v = llvm.load %slot {alignment = 16 : i64} : !llvm.ptr -> f64
  llvm.store %v, %out {alignment = 8 : i64} : f64, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// One step of the chain (`a + 8`) carries no `inbounds`: `a` itself may lie outside the object
// `b` points into, so `inbounds a + 12` could be poison where `b` is not. The copy is plain.
llvm.func ptx_kernelcc @plain_step_keeps_the_copy_plain(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %b0 = llvm.getelementptr %a[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %b = llvm.getelementptr inbounds %b0[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^done
^then:
  %v = llvm.load %b {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// An `inbounds` chain and a plain one to the same `a + 12`. In ^then the plain access comes
// first and its plain copy serves both (it is poison nowhere the other is not); in ^else the
// `inbounds` one comes first, and the plain access gets a plain copy of its own.
llvm.func ptx_kernelcc @plain_copy_serves_an_inbounds_access(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %a = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %p = llvm.getelementptr %a[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %q = llvm.getelementptr inbounds %a[3] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %r0 = llvm.getelementptr inbounds %a[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %r = llvm.getelementptr inbounds %r0[2] : (!llvm.ptr<1>) -> !llvm.ptr<1>, f32
  %o = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.and %tid, %c1 : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %is_odd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %is_odd, ^then, ^else
^then:
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %w = llvm.load %q {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %s = llvm.fadd %v, %w : f32
  llvm.store %s, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^else:
  %x = llvm.load %r {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %y = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %z = llvm.fadd %x, %y : f32
  llvm.store %z, %o {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
