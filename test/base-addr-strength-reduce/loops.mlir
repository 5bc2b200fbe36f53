// RUN: --passes=base-addr-strength-reduce --split-input-file --dump-base-address-strength-reduce
// base-addr-strength-reduce at its defaults: which loop-body groups get one anchor.

// The unrolled `A[tid+i+k]`, `B[tid+i+k]` loop: each array's four addresses become one
// header argument (started at A + 4*sext(tid) in the entry block, advanced by 16 bytes per
// iteration) plus constants; the `add`/`sext`/`getelementptr` chains leave the body.
llvm.func ptx_kernelcc @unrolled_loop_carries_one_anchor_per_array(%a: !llvm.ptr<1>, %b: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %n = llvm.mlir.constant(16 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^body(%c0 : i32)
^body(%i: i32):
  %t0 = llvm.add %tid, %i overflow<nsw> : i32
  %s0 = llvm.sext %t0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %i1 = llvm.add %i, %c1 overflow<nsw> : i32
  %t1 = llvm.add %tid, %i1 overflow<nsw> : i32
  %s1 = llvm.sext %t1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %a[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %i2 = llvm.add %i, %c2 overflow<nsw> : i32
  %t2 = llvm.add %tid, %i2 overflow<nsw> : i32
  %s2 = llvm.sext %t2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %a[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %i3 = llvm.add %i, %c3 overflow<nsw> : i32
  %t3 = llvm.add %tid, %i3 overflow<nsw> : i32
  %s3 = llvm.sext %t3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %a[%s3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %q0 = llvm.getelementptr inbounds %b[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v3, %q0 : f32, !llvm.ptr<1>
  %q1 = llvm.getelementptr inbounds %b[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v2, %q1 : f32, !llvm.ptr<1>
  %q2 = llvm.getelementptr inbounds %b[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v1, %q2 : f32, !llvm.ptr<1>
  %q3 = llvm.getelementptr inbounds %b[%s3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v0, %q3 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c4 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// Clang's -O3 unrolling of `for (k = 0; k < n; k++) s += B[k * 512 + j]` (PolyBench gemm):
// `k` steps by 4 from 0, so the copies for k+1..k+3 index through `or disjoint k, u`, which
// is `k + u` without a carry. The four accesses share one base at 2048-byte steps: one anchor
// (a copy of the first access's address at the preheader, `k` read as 0) advanced by 8192
// bytes replaces the `shl`/`add`/`sext`/`getelementptr` of each access. llc cannot do this
// itself: its strength reduction cannot prove that the 32-bit index `k * 512 + j` does not
// wrap, so it keeps `k * 512 + j` in a register and widens it on every iteration.
llvm.func ptx_kernelcc @unrolled_column_walk(%b: !llvm.ptr<1>, %out: !llvm.ptr<1>, %n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %mask = llvm.mlir.constant(124 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %ctaid = nvvm.read.ptx.sreg.ctaid.x : i32
  %ntid = nvvm.read.ptx.sreg.ntid.x : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %block = llvm.mul %ctaid, %ntid overflow<nsw, nuw> : i32
  %j = llvm.add %block, %tid overflow<nsw, nuw> : i32
  %n4 = llvm.and %n, %mask : i32
  %any = llvm.icmp "sgt" %n4, %c0 : i32
  llvm.cond_br %any, ^body(%c0, %zero : i32, f32), ^exit(%zero : f32)
^body(%k: i32, %s: f32):
  %r0 = llvm.shl %k, %c9 overflow<nsw> : i32
  %x0 = llvm.add %r0, %j overflow<nsw> : i32
  %e0 = llvm.sext %x0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %b[%e0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %k1 = llvm.or disjoint %k, %c1 : i32
  %r1 = llvm.shl %k1, %c9 overflow<nsw> : i32
  %x1 = llvm.add %r1, %j overflow<nsw> : i32
  %e1 = llvm.sext %x1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %b[%e1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %k2 = llvm.or disjoint %k, %c2 : i32
  %r2 = llvm.shl %k2, %c9 overflow<nsw> : i32
  %x2 = llvm.add %r2, %j overflow<nsw> : i32
  %e2 = llvm.sext %x2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %b[%e2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  %k3 = llvm.or disjoint %k, %c3 : i32
  %r3 = llvm.shl %k3, %c9 overflow<nsw> : i32
  %x3 = llvm.add %r3, %j overflow<nsw> : i32
  %e3 = llvm.sext %x3 : i32 to i64
  %p3 = llvm.getelementptr inbounds %b[%e3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v3 = llvm.load %p3 : !llvm.ptr<1> -> f32
  %s1 = llvm.fadd %s, %v0 : f32
  %s2 = llvm.fadd %s1, %v1 : f32
  %s3 = llvm.fadd %s2, %v2 : f32
  %s4 = llvm.fadd %s3, %v3 : f32
  %next = llvm.add %k, %c4 overflow<nsw, nuw> : i32
  %more = llvm.icmp "slt" %next, %n4 : i32
  llvm.cond_br %more, ^body(%next, %s4 : i32, f32), ^exit(%s4 : f32)
^exit(%sum: f32):
  %o = llvm.sext %j : i32 to i64
  %q = llvm.getelementptr inbounds %out[%o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %sum, %q : f32, !llvm.ptr<1>
  llvm.return
}

// -----

// The access that runs first in every iteration (`a[t + 1]`, before the early exit) is not
// the anchor (`a[t]`, after the exit, offset 0): the entry value is a copy of `a[t + 1]`'s
// address at the preheader (`i` read as 0), 4 bytes back.
llvm.func ptx_kernelcc @entry_value_copied_from_the_first_access(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(16 : i32) : i32
  %zero = llvm.mlir.constant(0.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^head(%c0 : i32)
^head(%i: i32):
  %t = llvm.add %tid, %i overflow<nsw> : i32
  %t1 = llvm.add %t, %c1 overflow<nsw> : i32
  %s1 = llvm.sext %t1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %a[%s1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %stop = llvm.fcmp "olt" %v1, %zero : f32
  llvm.cond_br %stop, ^exit, ^latch
^latch:
  %s0 = llvm.sext %t : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %w = llvm.fadd %v0, %v1 : f32
  llvm.store %w, %p0 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^head(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// No access runs in every iteration (each arm of the branch has its own), so none may lend
// its address chain: the entry value is built from the normal form, flag-free.
llvm.func ptx_kernelcc @entry_value_built_when_no_access_runs_first(%a: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(16 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.br ^head(%c0 : i32)
^head(%i: i32):
  %t = llvm.add %tid, %i overflow<nsw> : i32
  %odd = llvm.and %i, %c1 : i32
  %is_odd = llvm.icmp "ne" %odd, %c0 : i32
  llvm.cond_br %is_odd, ^left, ^right
^left:
  %s0 = llvm.sext %t : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%s0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  llvm.br ^latch(%v0 : f32)
^right:
  %t2 = llvm.add %t, %c1 overflow<nsw> : i32
  %s2 = llvm.sext %t2 : i32 to i64
  %p2 = llvm.getelementptr inbounds %a[%s2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v2 = llvm.load %p2 : !llvm.ptr<1> -> f32
  llvm.br ^latch(%v2 : f32)
^latch(%v: f32):
  %o = llvm.sext %i : i32 to i64
  %q = llvm.getelementptr inbounds %out[%o] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^head(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// A 64-bit induction variable: `in[i]`, `in[i+1]` are `in + 4i` and `in + 4i + 4` to LLVM's
// scalar evolution, so llc's loop strength reduction gives them one pointer register and
// `[reg+4]` itself; an anchor would only change which registers it picks (level 1 rewrites
// it: unconditional.mlir).
llvm.func ptx_kernelcc @wide_induction_variable_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %n = llvm.mlir.constant(16 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %i1 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %p1 = llvm.getelementptr inbounds %in[%i1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %o0 = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o0 : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c2 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// A loop-invariant group: `acc[tid]` and `acc[tid+1]` are read and written on every
// iteration; the anchor `acc + 8*tid` is computed once before the loop and the body keeps
// only constant offsets.
llvm.func ptx_kernelcc @invariant_group_is_hoisted(%acc: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %w1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^body(%c0 : i32)
^body(%i: i32):
  %k = llvm.shl %t, %w1 : i64
  %p0 = llvm.getelementptr inbounds %acc[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %k1 = llvm.add %k, %w1 : i64
  %p1 = llvm.getelementptr inbounds %acc[%k1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> f32
  %x = llvm.fadd %v0, %v1 : f32
  llvm.store %x, %p0 : f32, !llvm.ptr<1>
  llvm.store %v0, %p1 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw> : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// 32-bit shared pointers (`p3:32`): offsets are 32-bit, the anchor is a `ptr<3>` header
// argument advanced by 8 bytes, and the `@tile` base is materialised before the loop. The
// index `i + tid` is a 32-bit sum of two variables, whose wrap LLVM cannot rule out.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<3> = dense<32> : vector<4xi64>>} {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
  llvm.func ptx_kernelcc @shared_pointers_use_32_bit_offsets(%out: !llvm.ptr<1>) {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %c1 = llvm.mlir.constant(1 : i32) : i32
    %c2 = llvm.mlir.constant(2 : i32) : i32
    %n = llvm.mlir.constant(32 : i32) : i32
    %f = llvm.mlir.constant(1.0 : f32) : f32
    %y = nvvm.read.ptx.sreg.tid.y : i32
    llvm.br ^body(%c0 : i32)
  ^body(%i: i32):
    %g = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %t = llvm.add %i, %y overflow<nsw> : i32
    %p0 = llvm.getelementptr inbounds %g[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    llvm.store %f, %p0 : f32, !llvm.ptr<3>
    %i1 = llvm.add %t, %c1 overflow<nsw> : i32
    %p1 = llvm.getelementptr inbounds %g[%i1] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    llvm.store %f, %p1 : f32, !llvm.ptr<3>
    %next = llvm.add %i, %c2 overflow<nsw> : i32
    %more = llvm.icmp "slt" %next, %n : i32
    llvm.cond_br %more, ^body(%next : i32), ^exit
  ^exit:
    nvvm.barrier0
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %c31 = llvm.mlir.constant(31 : i32) : i32
    %m = llvm.and %tid, %c31 : i32
    %g2 = llvm.mlir.addressof @tile : !llvm.ptr<3>
    %r = llvm.getelementptr inbounds %g2[%m] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    %v = llvm.load %r : !llvm.ptr<3> -> f32
    %o = llvm.getelementptr inbounds %out[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    llvm.store %v, %o : f32, !llvm.ptr<1>
    llvm.return
  }
}

// -----

// Different address spaces: `a` is read once through a global pointer and once through the
// generic one. The two accesses are different groups of one access each; mixing them would
// rebase a global access on a generic anchor.
llvm.func ptx_kernelcc @different_address_spaces_should_not_apply(%a: !llvm.ptr, %out: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  %ag = llvm.addrspacecast %a : !llvm.ptr to !llvm.ptr<1>
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %ag[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %i1 = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %p1 = llvm.getelementptr inbounds %a[%i1] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %v1 = llvm.load %p1 : !llvm.ptr -> i32
  %s = llvm.add %v0, %v1 : i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o : i32, !llvm.ptr<1>
  %more = llvm.icmp "ult" %i1, %n : i64
  llvm.cond_br %more, ^body(%i1 : i64), ^exit
^exit:
  llvm.return
}

// -----

// Offsets that are not constant: `in[i]` and `in[i+j]` differ by `4*j`, a runtime value,
// so they are two groups of one access each and no anchor + constant can express both.
llvm.func ptx_kernelcc @non_constant_offsets_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %j: i64) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %ij = llvm.add %i, %j : i64
  %p1 = llvm.getelementptr %in[%ij] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// A loop-variant base that is no induction variable: `in[k]` and `in[k+1]` with `k` loaded
// in the body. No value before the loop can stand for the anchor.
llvm.func ptx_kernelcc @loop_variant_base_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %idx: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(4 : i64) : i64
  %mask = llvm.mlir.constant(7 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %pi = llvm.getelementptr inbounds %idx[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
  %raw = llvm.load %pi : !llvm.ptr<1> -> i64
  %k = llvm.and %raw, %mask : i64
  %p0 = llvm.getelementptr inbounds %in[%k] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %k1 = llvm.add %k, %c1 : i64
  %p1 = llvm.getelementptr inbounds %in[%k1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v1 = llvm.load %p1 : !llvm.ptr<1> -> i32
  %s = llvm.add %v0, %v1 : i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %s, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// Below the threshold: every base has a single access in the body.
llvm.func ptx_kernelcc @single_access_per_base_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c0 : i64)
^body(%i: i64):
  %p0 = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> i32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v0, %o : i32, !llvm.ptr<1>
  %next = llvm.add %i, %c1 overflow<nsw, nuw> : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next : i64), ^exit
^exit:
  llvm.return
}

// -----

// The increment has no `nsw`: `sext(i)` may jump by -2^32 when `i` wraps, so no constant
// per-iteration step describes the addresses (`tid + i` is `nsw`, the increment is not).
llvm.func ptx_kernelcc @extended_iv_that_may_wrap_should_not_apply(%a: !llvm.ptr<1>, %start: i32) {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %n = llvm.mlir.constant(8 : i32) : i32
  %f = llvm.mlir.constant(2.0 : f32) : f32
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %s7 = llvm.and %start, %n : i32
  llvm.br ^body(%s7 : i32)
^body(%i: i32):
  %t0 = llvm.add %tid, %i overflow<nsw> : i32
  %e0 = llvm.sext %t0 : i32 to i64
  %p0 = llvm.getelementptr inbounds %a[%e0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %f, %p0 : f32, !llvm.ptr<1>
  %i1 = llvm.add %i, %c1 overflow<nsw> : i32
  %t1 = llvm.add %tid, %i1 overflow<nsw> : i32
  %e1 = llvm.sext %t1 : i32 to i64
  %p1 = llvm.getelementptr inbounds %a[%e1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %f, %p1 : f32, !llvm.ptr<1>
  %next = llvm.add %i, %c2 : i32
  %more = llvm.icmp "slt" %next, %n : i32
  llvm.cond_br %more, ^body(%next : i32), ^exit
^exit:
  llvm.return
}

// -----

// Negative offsets at the default aggressiveness: `a[i-1]`, `a[i]`, `a[i+1]` (the stencil
// shape cicc only handles above aggressiveness 1, and then only for loop-invariant bases).
llvm.func ptx_kernelcc @negative_offsets_should_not_apply(%out: !llvm.ptr<1>, %a: !llvm.ptr<1>) {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  llvm.br ^body(%c1 : i64)
^body(%i: i64):
  %im = llvm.sub %i, %c1 overflow<nsw> : i64
  %pm = llvm.getelementptr inbounds %a[%im] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vm = llvm.load %pm : !llvm.ptr<1> -> f32
  %p0 = llvm.getelementptr inbounds %a[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v0 = llvm.load %p0 : !llvm.ptr<1> -> f32
  %ip = llvm.add %i, %c1 overflow<nsw> : i64
  %pp = llvm.getelementptr inbounds %a[%ip] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %vp = llvm.load %pp : !llvm.ptr<1> -> f32
  %s = llvm.fadd %vm, %v0 : f32
  %s2 = llvm.fadd %s, %vp : f32
  %o = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %s2, %o : f32, !llvm.ptr<1>
  %more = llvm.icmp "ult" %ip, %n : i64
  llvm.cond_br %more, ^body(%ip : i64), ^exit
^exit:
  llvm.return
}

// -----

// Already reduced: the addresses are one pointer induction variable plus constants (what the
// pass itself produces), so there is nothing left to share.
llvm.func ptx_kernelcc @pointer_induction_variable_should_not_apply(%a: !llvm.ptr<1>) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %n = llvm.mlir.constant(8 : i64) : i64
  %f = llvm.mlir.constant(3.0 : f32) : f32
  llvm.br ^body(%c0, %a : i64, !llvm.ptr<1>)
^body(%i: i64, %p: !llvm.ptr<1>):
  llvm.store %f, %p : f32, !llvm.ptr<1>
  %p4 = llvm.getelementptr %p[4] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  llvm.store %f, %p4 : f32, !llvm.ptr<1>
  %pn = llvm.getelementptr %p[8] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  %next = llvm.add %i, %c1 : i64
  %more = llvm.icmp "ult" %next, %n : i64
  llvm.cond_br %more, ^body(%next, %pn : i64, !llvm.ptr<1>), ^exit
^exit:
  llvm.return
}
