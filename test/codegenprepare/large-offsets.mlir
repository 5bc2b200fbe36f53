// RUN: --passes=codegenprepare --split-input-file --print-codegenprepare
// cgp-split-large-offset-gep: two accesses `p + C'` and `p + C` in one block, both past PTX's
// signed 32-bit immediate, share one 64-bit add: the later becomes `(p + C')[C - C']`.
// `SIM-ARG:` lines give kestrel-sim parameter values (index, value) so the big offsets land
// inside the buffer.

// SIM-ARG: 1 -4294967296
// lo = out - 2^32 at run time; each thread writes 32-byte slot t at lo + 2^32 and lo + 2^32 + 16.
llvm.func ptx_kernelcc @second_large_offset_rebased_on_the_first(%out: !llvm.ptr<1>, %neg: i64) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %t32 = llvm.mul %t, %c32 : i64
  %lo0 = llvm.getelementptr %out[%neg] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %lo = llvm.getelementptr %lo0[%t32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %big16 = llvm.mlir.constant(4294967312 : i64) : i64
  %a1 = llvm.getelementptr %lo[%big] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %a2 = llvm.getelementptr %lo[%big16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %one = llvm.mlir.constant(1.0 : f32) : f32
  %two = llvm.mlir.constant(2.0 : f32) : f32
  llvm.store %one, %a1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store %two, %a2 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Only one access has a large offset: there is no second access to share its add.
llvm.func ptx_kernelcc @single_large_offset_should_not_apply(%out: !llvm.ptr<1>, %neg: i64) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %lo0 = llvm.getelementptr %out[%neg] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %lo = llvm.getelementptr %lo0[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %a1 = llvm.getelementptr %lo[%big] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %one = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %one, %a1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The two large offsets are 2^32 apart: no legal immediate joins them.
llvm.func ptx_kernelcc @large_offsets_far_apart_should_not_apply(%out: !llvm.ptr<1>, %neg: i64) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %lo0 = llvm.getelementptr %out[%neg] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %lo = llvm.getelementptr %lo0[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %big2 = llvm.mlir.constant(8589934592 : i64) : i64
  %a1 = llvm.getelementptr %lo[%big] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %a2 = llvm.getelementptr %lo[%big2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %one = llvm.mlir.constant(1.0 : f32) : f32
  llvm.store %one, %a1 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.store %one, %a2 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// The large offsets are from different bases (in and out): sharing an add needs one base.
llvm.func ptx_kernelcc @large_offsets_of_different_bases_should_not_apply(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) {
  %big = llvm.mlir.constant(4294967296 : i64) : i64
  %big16 = llvm.mlir.constant(4294967312 : i64) : i64
  %a1 = llvm.getelementptr %in[%big] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %a2 = llvm.getelementptr %out[%big16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
  %v = llvm.load %a1 {alignment = 4 : i64} : !llvm.ptr<1> -> f32
  llvm.store %v, %a2 {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
