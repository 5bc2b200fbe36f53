// RUN: --passes=addr-canon --split-input-file
// addr-canon, rule shl-const-to-mul: `shl [flags] x, c -> mul [flags] x, 2^c`.

// Fires: nsw is kept; 2 is far below the nsw limit of w-1.
llvm.func @shl_nsw_becomes_mul_nsw(%i: i64) -> i64 {
  %c = llvm.mlir.constant(2 : i64) : i64
  %0 = llvm.shl %i, %c overflow<nsw> : i64
  llvm.return %0 : i64
}

// -----
// Fires: both flags survive.
llvm.func @shl_nsw_nuw_becomes_mul_nsw_nuw(%i: i32) -> i32 {
  %c = llvm.mlir.constant(4 : i32) : i32
  %0 = llvm.shl %i, %c overflow<nsw, nuw> : i32
  llvm.return %0 : i32
}

// -----
// Fires: without nsw a shift into the sign bit is multiplication by the minimum integer.
llvm.func @plain_shl_into_sign_bit_becomes_mul_by_int_min(%i: i32) -> i32 {
  %c = llvm.mlir.constant(31 : i32) : i32
  %0 = llvm.shl %i, %c : i32
  llvm.return %0 : i32
}

// -----
// Fires: nuw allows the sign-bit shift too (unsigned overflow means the same for both).
llvm.func @shl_nuw_into_sign_bit_fires(%i: i64) -> i64 {
  %c = llvm.mlir.constant(63 : i64) : i64
  %0 = llvm.shl %i, %c overflow<nuw> : i64
  llvm.return %0 : i64
}

// -----
// Fires: a shift by zero is a multiplication by one.
llvm.func @shl_by_zero_becomes_mul_by_one(%i: i16) -> i16 {
  %c = llvm.mlir.constant(0 : i16) : i16
  %0 = llvm.shl %i, %c : i16
  llvm.return %0 : i16
}

// -----
// Should not apply: `shl nsw x, w-1` is defined for x in {0,-1}, `mul nsw x, INT_MIN` for
// x in {0,1}; the two differ.
llvm.func @shl_nsw_into_sign_bit_should_not_apply(%i: i32) -> i32 {
  %c = llvm.mlir.constant(31 : i32) : i32
  %0 = llvm.shl %i, %c overflow<nsw> : i32
  llvm.return %0 : i32
}

// -----
// Should not apply: a shift amount that is not a constant has no multiplier.
llvm.func @variable_shift_should_not_apply(%i: i32, %n: i32) -> i32 {
  %0 = llvm.shl %i, %n : i32
  llvm.return %0 : i32
}

// -----
// Should not apply: shifting by the bit width or more is poison; leave it to LLVM.
llvm.func @oversized_shift_should_not_apply(%i: i32) -> i32 {
  %c = llvm.mlir.constant(32 : i32) : i32
  %0 = llvm.shl %i, %c : i32
  llvm.return %0 : i32
}

// -----
// Should not apply: wider than 64 bits the multiplier does not fit our constant builder.
llvm.func @i128_shift_should_not_apply(%i: i128) -> i128 {
  %c = llvm.mlir.constant(3 : i128) : i128
  %0 = llvm.shl %i, %c : i128
  llvm.return %0 : i128
}

// -----
// Should not apply: vector shifts are left alone.
llvm.func @vector_shift_should_not_apply(%v: vector<2xi32>) -> vector<2xi32> {
  %c = llvm.mlir.constant(dense<2> : vector<2xi32>) : vector<2xi32>
  %0 = llvm.shl %v, %c : vector<2xi32>
  llvm.return %0 : vector<2xi32>
}

// -----
// Fires inside gpu.module kernels too, which --passes reaches.
gpu.module @kernels {
  llvm.func @nested_in_gpu_module(%i: i64) -> i64 {
    %c = llvm.mlir.constant(3 : i64) : i64
    %0 = llvm.shl %i, %c overflow<nsw> : i64
    llvm.return %0 : i64
  }
}

// -----
// Should not apply: shifted back right, the pair is a sign extension within the register
// (`(long)(int)x`, as instcombine writes it), not a scaled offset; the backend selects it
// as one only while it is a shift.
llvm.func @sign_extension_in_register_should_not_apply(%i: i64) -> i64 {
  %c = llvm.mlir.constant(32 : i64) : i64
  %0 = llvm.shl %i, %c : i64
  %1 = llvm.ashr %0, %c : i64
  llvm.return %1 : i64
}

// -----
// Should not apply: a bitfield read, shifted back by a logical right shift.
llvm.func @bitfield_read_should_not_apply(%i: i32) -> i32 {
  %c = llvm.mlir.constant(8 : i32) : i32
  %d = llvm.mlir.constant(24 : i32) : i32
  %0 = llvm.shl %i, %c : i32
  %1 = llvm.lshr %0, %d : i32
  llvm.return %1 : i32
}
