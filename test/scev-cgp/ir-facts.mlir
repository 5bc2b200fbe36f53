// RUN: --passes=scev-cgp --nv-disable-scev-cgp=false --split-input-file
// Ranges the IR states itself: `range` attributes on special-register reads and call
// results, and launch bounds (`nvvm.reqntid`, `nvvm.maxntid`, also in the `passthrough` form
// of imported LLVM IR) on the kernel, each the tighter of it and scev-cgp-tid-max-value.
// Accesses sit behind `if (index < 16384)` so the simulator stays inside its buffers; the
// range proof does not look at that guard.

// A `range` attribute on the special-register read (what the LLVM IR importer makes of a
// call-site `range(i32 0, 4096)`) bounds ctaid.x: ctaid.x*1024 + tid.x < 2^22. Without it
// ctaid.x is only below 2^31 and the index may reach 2^41.
llvm.func ptx_kernelcc @ctaid_with_a_range_attribute_narrows(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %cx = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4096> : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %c = llvm.zext nneg %cx : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %row = llvm.mul %c, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// ctaid.x at most 2^22 (its range attribute): ctaid.x*1024 may reach 2^32.
llvm.func ptx_kernelcc @wide_range_attribute_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %cx = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4194305> : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %c = llvm.zext nneg %cx : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %row = llvm.mul %c, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// The same kernel without the attribute: ctaid.x is only below 2^31.
llvm.func ptx_kernelcc @ctaid_without_a_range_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %cx = nvvm.read.ptx.sreg.ctaid.x : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %c = llvm.zext nneg %cx : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %row = llvm.mul %c, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// A call result with a `range` result attribute is bounded by it: n < 100, n*2^23 + tid.x < 2^30.
llvm.func @rows() -> i32 {
  %n = llvm.mlir.constant(7 : i32) : i32
  llvm.return %n : i32
}
llvm.func ptx_kernelcc @call_result_with_a_range_narrows(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = llvm.call @rows() : () -> (i32 {llvm.range = #llvm.constant_range<i32, 0, 100>})
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %k = llvm.mlir.constant(8388608 : i64) : i64
  %row = llvm.mul %y, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// SIM-BLOCK: 32 8 1
// `nvvm.reqntid` 32x8x1: the kernel runs with exactly 8 rows, tid.y <= 7, so
// tid.y*2^23 + tid.x < 2^26 (with scev-cgp-tid-max-value alone, tid.y*2^23 may pass 2^32).
llvm.func ptx_kernelcc @required_block_shape_bounds_tid_y(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 32, 8, 1>} {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %k = llvm.mlir.constant(8388608 : i64) : i64
  %row = llvm.mul %y, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// SIM-BLOCK: 64 4 1
// `nvvm.maxntid` 64x4: at most 256 threads in all, so tid.y <= 255 and
// tid.y*2^23 + tid.x <= 255*2^23 + 255 < 2^31.
llvm.func ptx_kernelcc @maximum_block_size_bounds_every_dimension(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {nvvm.maxntid = array<i32: 64, 4>} {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %k = llvm.mlir.constant(8388608 : i64) : i64
  %row = llvm.mul %y, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// `nvvm.maxntid` 16x64 allows 1024 threads in all, so a launch may have 1024 rows: the
// per-dimension extent 64 is not a bound on tid.y (PTX bounds only the product).
llvm.func ptx_kernelcc @maxntid_extent_is_not_a_per_dimension_bound_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {nvvm.maxntid = array<i32: 16, 64>} {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %k = llvm.mlir.constant(8388608 : i64) : i64
  %row = llvm.mul %y, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// SIM-BLOCK: 128 1 1
// Launch bounds as the LLVM IR importer leaves them (`"nvvm.maxntid"="128"` in `passthrough`):
// tid.y <= 127, tid.y*2^23 + tid.x < 2^30.
llvm.func ptx_kernelcc @imported_maxntid_bounds_tid_y(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {passthrough = [["nvvm.maxntid", "128"]]} {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %ty = nvvm.read.ptx.sreg.tid.y : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %y = llvm.zext nneg %ty : i32 to i64
  %k = llvm.mlir.constant(8388608 : i64) : i64
  %row = llvm.mul %y, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
// `nvvm.reqntid` bounds the block, not the grid: ctaid.x*1024 may still pass 2^32.
llvm.func ptx_kernelcc @reqntid_does_not_bound_ctaid_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {nvvm.reqntid = array<i32: 32, 8, 1>} {
  %tx = nvvm.read.ptx.sreg.tid.x : i32
  %cx = nvvm.read.ptx.sreg.ctaid.x : i32
  %x = llvm.zext nneg %tx : i32 to i64
  %c = llvm.zext nneg %cx : i32 to i64
  %k = llvm.mlir.constant(1024 : i64) : i64
  %row = llvm.mul %c, %k overflow<nsw, nuw> : i64
  %i = llvm.add %row, %x overflow<nsw, nuw> : i64
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
