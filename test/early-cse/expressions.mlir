// RUN: --passes=early-cse --split-input-file
// early-cse, expressions: `v = e ... w = e (v dominates w) -> w replaced by v`. Equal means the
// same name, operands, result types, properties and attributes. Functions named
// `..._should_not_apply` must come out unchanged; rewrites/tests/early_cse.rs checks that and
// runs every case before and after in kestrel-sim.

// Fires: two `add nsw` of the same operands; the second becomes the first.
llvm.func ptx_kernelcc @identical_adds_merge(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.add %tid, %x overflow<nsw> : i32
  %b = llvm.add %tid, %x overflow<nsw> : i32
  %r = llvm.mul %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: `add` commutes, so `x + tid` is `tid + x`.
llvm.func ptx_kernelcc @commuted_adds_merge(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.add %tid, %x : i32
  %b = llvm.add %x, %tid : i32
  %r = llvm.mul %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `sub` does not commute.
llvm.func ptx_kernelcc @swapped_subs_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.sub %tid, %x : i32
  %b = llvm.sub %x, %tid : i32
  %r = llvm.mul %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: `add nsw` is poison where plain `add` wraps; ops with different overflow
// flags are never merged.
llvm.func ptx_kernelcc @different_overflow_flags_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.add %tid, %x overflow<nsw> : i32
  %b = llvm.add %tid, %x : i32
  %r = llvm.mul %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: the predicates differ (`slt` and `sgt` of the same operands).
llvm.func ptx_kernelcc @different_predicates_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.icmp "slt" %tid, %x : i32
  %b = llvm.icmp "sgt" %tid, %x : i32
  %r = llvm.xor %a, %b : i1
  %w = llvm.zext %r : i1 to i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %w, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: fast-math flags differ (`contract` alone and `fast`).
llvm.func ptx_kernelcc @different_fastmath_should_not_apply(%out: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %tid : i32 to f32
  %a = llvm.fadd %f, %x {fastmathFlags = #llvm.fastmath<contract>} : f32
  %b = llvm.fadd %f, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %r = llvm.fmul %a, %b : f32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: one GEP is `inbounds`, the other is not.
llvm.func ptx_kernelcc @different_gep_flags_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %q = llvm.getelementptr %in[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %a = llvm.ptrtoint %p : !llvm.ptr<1> to i64
  %b = llvm.ptrtoint %q : !llvm.ptr<1> to i64
  %d = llvm.sub %a, %b : i64
  %w = llvm.trunc %d : i64 to i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %w, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: the GEP and the select in the branch repeat ones in the entry block, which
// dominates it.
llvm.func ptx_kernelcc @dominating_block_supplies_the_value(%out: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %s = llvm.select %c, %tid, %x : i1, i32
  llvm.store %s, %p : i32, !llvm.ptr<1>
  llvm.cond_br %c, ^then, ^done
^then:
  %q = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  %s2 = llvm.select %c, %tid, %x : i1, i32
  %s3 = llvm.add %s2, %s2 : i32
  llvm.store %s3, %q : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Does not fire: the two `mul`s sit in sibling blocks; neither dominates the other.
llvm.func ptx_kernelcc @sibling_blocks_should_not_apply(%out: !llvm.ptr<1>, %x: i32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext %tid : i32 to i64
  %p = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.cond_br %c, ^left, ^right
^left:
  %a = llvm.mul %tid, %x : i32
  llvm.store %a, %p : i32, !llvm.ptr<1>
  llvm.br ^done
^right:
  %b = llvm.mul %tid, %x : i32
  %b2 = llvm.add %b, %x : i32
  llvm.store %b2, %p : i32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Fires: equal constants are one value, and the `sdiv`s they feed merge in turn.
llvm.func ptx_kernelcc @equal_constants_and_their_users_merge(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %a = llvm.sdiv %tid, %c3 : i32
  %c3b = llvm.mlir.constant(3 : i32) : i32
  %b = llvm.sdiv %tid, %c3b : i32
  %r = llvm.add %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: a libdevice math call without pointer arguments is a pure function of its operands.
llvm.func @__nv_fabsf(f32) -> f32
llvm.func ptx_kernelcc @pure_libdevice_calls_merge(%out: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %tid : i32 to f32
  %y = llvm.fsub %x, %f : f32
  %a = llvm.call @__nv_fabsf(%y) : (f32) -> f32
  %b = llvm.call @__nv_fabsf(%y) : (f32) -> f32
  %r = llvm.fadd %a, %b : f32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Fires: clang marks every device call `convergent`; such calls still merge inside one block,
// where the same threads execute both.
llvm.func @__nv_fabsf(f32) -> f32
llvm.func ptx_kernelcc @convergent_calls_merge_within_a_block(%out: !llvm.ptr<1>, %x: f32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %tid : i32 to f32
  %y = llvm.fsub %x, %f : f32
  %a = llvm.call @__nv_fabsf(%y) {convergent} : (f32) -> f32
  %b = llvm.call @__nv_fabsf(%y) {convergent} : (f32) -> f32
  %r = llvm.fadd %a, %b : f32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a convergent call depends on the set of threads executing it, which may
// differ between blocks (upstream EarlyCSE's rule), even when one block dominates the other.
llvm.func @__nv_fabsf(f32) -> f32
llvm.func ptx_kernelcc @convergent_calls_across_blocks_should_not_apply(%out: !llvm.ptr<1>, %x: f32, %c: i1) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %f = llvm.sitofp %tid : i32 to f32
  %y = llvm.fsub %x, %f : f32
  %a = llvm.call @__nv_fabsf(%y) {convergent} : (f32) -> f32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %a, %po : f32, !llvm.ptr<1>
  llvm.cond_br %c, ^then, ^done
^then:
  %b = llvm.call @__nv_fabsf(%y) {convergent} : (f32) -> f32
  %r = llvm.fadd %a, %b : f32
  llvm.store %r, %po : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// Does not fire: a call of a function not declared free of memory effects may write memory
// (this one takes a ticket), so calls merge only when their callee is known to touch none.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @ticket(0 : i32) {addr_space = 1 : i32} : i32
llvm.func @next_ticket(%x: i32) -> i32 {
  %g = llvm.mlir.addressof @ticket : !llvm.ptr<1>
  %old = llvm.atomicrmw add %g, %x monotonic : !llvm.ptr<1>, i32
  llvm.return %old : i32
}
llvm.func ptx_kernelcc @unknown_calls_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.call @next_ticket(%x) : (i32) -> i32
  %b = llvm.call @next_ticket(%x) : (i32) -> i32
  %r = llvm.sub %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: two `freeze`s of one value may pick different values for a poison input.
llvm.func ptx_kernelcc @freezes_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.freeze %x : i32
  %b = llvm.freeze %x : i32
  %r = llvm.sub %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// Does not fire: a `__nv_` function the module defines is judged by its body, not its name:
// this one takes a ticket, so the two calls return different values.
// UNSOUND-IF-MERGED: %b -> %a
// SIM-GRID: 1
llvm.mlir.global internal @ticket(0 : i32) {addr_space = 1 : i32} : i32
llvm.func @__nv_next_ticket(%x: i32) -> i32 {
  %g = llvm.mlir.addressof @ticket : !llvm.ptr<1>
  %old = llvm.atomicrmw add %g, %x monotonic : !llvm.ptr<1>, i32
  llvm.return %old : i32
}
llvm.func ptx_kernelcc @defined_nv_functions_should_not_apply(%out: !llvm.ptr<1>, %x: i32) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %a = llvm.call @__nv_next_ticket(%x) : (i32) -> i32
  %b = llvm.call @__nv_next_ticket(%x) : (i32) -> i32
  %r = llvm.sub %a, %b : i32
  %t = llvm.zext %tid : i32 to i64
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %r, %po : i32, !llvm.ptr<1>
  llvm.return
}
