// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --split-input-file
// `or disjoint` is `add` (exact: disjoint bits never carry; if they overlap the result is
// poison, which the sum refines), both as a 64-bit node of the index and inside an `i32`
// leaf; any `or` of non-negative `i32` values lies in [0, a + b]; an `i32` `select` lies in
// the union of its two values' ranges.
// Accesses sit behind `if (index < 16384)` so the simulator stays inside its buffers; the
// range proof does not look at that guard.

// 64-bit `or disjoint` of (tid.y << 10) and tid.x is their sum, below 2^20: computed in i32.
llvm.func ptx_kernelcc @or64_disjoint(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %row = llvm.shl %y, %c10 overflow<nsw, nuw> : i64
  %i = llvm.or disjoint %row, %x : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// A plain 64-bit `or` is not in the index grammar (its 32-bit repeat would need the
// disjointness the op does not state).
llvm.func ptx_kernelcc @plain_or64_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  %row = llvm.shl %y, %c10 overflow<nsw, nuw> : i64
  %i = llvm.or %row, %x : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// An `i32` `or disjoint` leaf: (tid.y << 10) + tid.x < 2^20, times 1024 plus tid.z < 2^30.
llvm.func ptx_kernelcc @i32_or_disjoint_leaf_is_bounded(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %row = llvm.shl %ty, %c10 overflow<nsw, nuw> : i32
  %r = llvm.add %tx, %c10 : i32
  %a = llvm.or disjoint %row, %r : i32
  %w = llvm.zext %a : i32 to i64
  %z = llvm.zext nneg %tz : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %plane = llvm.mul %w, %k : i64
  %i = llvm.add %plane, %z : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// A plain `or` of non-negative values is at most their sum: the same bound.
llvm.func ptx_kernelcc @i32_plain_or_of_non_negative_values_is_bounded(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %row = llvm.shl %ty, %c10 overflow<nsw, nuw> : i32
  %r = llvm.add %tx, %c10 : i32
  %a = llvm.or %row, %r : i32
  %w = llvm.zext %a : i32 to i64
  %z = llvm.zext nneg %tz : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %plane = llvm.mul %w, %k : i64
  %i = llvm.add %plane, %z : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// A plain `or` with a possibly negative value (a parameter) is unbounded.
llvm.func ptx_kernelcc @or_with_unbounded_value_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %tz = nvvm.read.ptx.sreg.tid.z : i32
  %c10 = llvm.mlir.constant(10 : i32) : i32
  %row = llvm.shl %ty, %c10 overflow<nsw, nuw> : i32
  %r = llvm.add %tx, %n : i32
  %a = llvm.or %row, %r : i32
  %w = llvm.zext %a : i32 to i64
  %z = llvm.zext nneg %tz : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %plane = llvm.mul %w, %k : i64
  %i = llvm.add %plane, %z : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// `select` of tid.x and 100: within [0, 1023], times 2^20 below 2^31.
llvm.func ptx_kernelcc @select_of_bounded_values_is_their_union(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.icmp "sgt" %ty, %c0 : i32
  %o = llvm.mlir.constant(100 : i32) : i32
  %s = llvm.select %odd, %tx, %o : i1, i32
  %w = llvm.sext %s : i32 to i64
  %k = llvm.mlir.constant(1048576 : i64) : i64
  %i = llvm.mul %w, %k : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// SIM-ARG: 2 3
// `select` of tid.x and a parameter: the parameter is unbounded.
llvm.func ptx_kernelcc @select_with_unbounded_value_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>, %n: i32) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.icmp "sgt" %ty, %c0 : i32
  %o = llvm.add %n, %c0 : i32
  %s = llvm.select %odd, %tx, %o : i1, i32
  %w = llvm.sext %s : i32 to i64
  %k = llvm.mlir.constant(1048576 : i64) : i64
  %i = llvm.mul %w, %k : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}

// -----
// A 64-bit `select` is not in the index grammar (only `i32` selects inside leaves).
llvm.func ptx_kernelcc @select_of_two_bounded_indices_stays_64_bit_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %odd = llvm.icmp "sgt" %ty, %c0 : i32
  %s = llvm.select %odd, %x, %y : i1, i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %i = llvm.mul %s, %c4 : i64
  %lim = llvm.mlir.constant(16384 : i64) : i64
  %small = llvm.icmp "ult" %i, %lim : i64
  llvm.cond_br %small, ^access, ^done
^access:
  %p = llvm.getelementptr inbounds %in[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  %q = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %q {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.br ^done
^done:
  llvm.return
}
