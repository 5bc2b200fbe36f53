// C[M,N] = A[M,K] * B[K,N] in f16 with f32 accumulation on tensor cores: one warp per 16x8
// tile of C, nvgpu.mma.sync m16n8k16 over K in steps of 16 (M, N, K multiples of 16, 8, 16).
// Each lane gathers its fragments straight from global memory in the PTX ISA's layout for
// mma.m16n8k16 (group = lane / 4, pair = 2 * (lane % 4)): A's rows group and group + 8 at
// columns pair and pair + 8, B's column group at rows pair and pair + 8, C's rows group and
// group + 8 at columns pair, pair + 1.
func.func @mma_sync(%a: memref<?x?xf16>, %b: memref<?x?xf16>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %m = memref.dim %a, %c0 : memref<?x?xf16>
  %n = memref.dim %b, %c1 : memref<?x?xf16>
  %gx = arith.divui %n, %c8 : index
  %gy = arith.divui %m, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c32, %sty = %c1, %stz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k8 = arith.constant 8 : index
    %k16 = arith.constant 16 : index
    %kdim = memref.dim %a, %k1 : memref<?x?xf16>
    %a_init = arith.constant dense<0.0> : vector<4x2xf16>
    %b_init = arith.constant dense<0.0> : vector<2x2xf16>
    %c_init = arith.constant dense<0.0> : vector<2x2xf32>
    %group = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%tx)
    %pair = affine.apply affine_map<(d0) -> ((d0 mod 4) * 2)>(%tx)
    %row0 = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %group)
    %row1 = arith.addi %row0, %k8 : index
    %col = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%bx, %group)
    %ccol = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%bx, %pair)
    %c_lo = vector.load %c[%row0, %ccol] : memref<?x?xf32>, vector<2xf32>
    %c_hi = vector.load %c[%row1, %ccol] : memref<?x?xf32>, vector<2xf32>
    %c_a = vector.insert %c_lo, %c_init [0] : vector<2xf32> into vector<2x2xf32>
    %c_frag = vector.insert %c_hi, %c_a [1] : vector<2xf32> into vector<2x2xf32>
    %acc = scf.for %kk = %k0 to %kdim step %k16 iter_args(%d = %c_frag) -> (vector<2x2xf32>) {
      %ka = arith.addi %kk, %pair : index
      %kb = arith.addi %ka, %k8 : index
      %a0 = vector.load %a[%row0, %ka] : memref<?x?xf16>, vector<2xf16>
      %a1 = vector.load %a[%row1, %ka] : memref<?x?xf16>, vector<2xf16>
      %a2 = vector.load %a[%row0, %kb] : memref<?x?xf16>, vector<2xf16>
      %a3 = vector.load %a[%row1, %kb] : memref<?x?xf16>, vector<2xf16>
      %fa0 = vector.insert %a0, %a_init [0] : vector<2xf16> into vector<4x2xf16>
      %fa1 = vector.insert %a1, %fa0 [1] : vector<2xf16> into vector<4x2xf16>
      %fa2 = vector.insert %a2, %fa1 [2] : vector<2xf16> into vector<4x2xf16>
      %fa = vector.insert %a3, %fa2 [3] : vector<2xf16> into vector<4x2xf16>
      %ka1 = arith.addi %ka, %k1 : index
      %kb1 = arith.addi %kb, %k1 : index
      %b00 = memref.load %b[%ka, %col] : memref<?x?xf16>
      %b01 = memref.load %b[%ka1, %col] : memref<?x?xf16>
      %b10 = memref.load %b[%kb, %col] : memref<?x?xf16>
      %b11 = memref.load %b[%kb1, %col] : memref<?x?xf16>
      %bv0 = vector.from_elements %b00, %b01 : vector<2xf16>
      %bv1 = vector.from_elements %b10, %b11 : vector<2xf16>
      %fb0 = vector.insert %bv0, %b_init [0] : vector<2xf16> into vector<2x2xf16>
      %fb = vector.insert %bv1, %fb0 [1] : vector<2xf16> into vector<2x2xf16>
      %nd = nvgpu.mma.sync (%fa, %fb, %d) {mmaShape = [16, 8, 16]}
          : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      scf.yield %nd : vector<2x2xf32>
    }
    %d_lo = vector.extract %acc[0] : vector<2xf32> from vector<2x2xf32>
    %d_hi = vector.extract %acc[1] : vector<2xf32> from vector<2x2xf32>
    vector.store %d_lo, %c[%row0, %ccol] : memref<?x?xf32>, vector<2xf32>
    vector.store %d_hi, %c[%row1, %ccol] : memref<?x?xf32>, vector<2xf32>
    gpu.terminator
  }
  return
}
