// C[M,N] = A[M,K] * B[K,N] in f16 with f32 accumulation, one warp per 16x8 tile of C (M, N, K
// multiples of 16, 8, 16): per step of 16 along K the warp copies A's 16x16 and B's 16x8
// tiles into shared memory (8 and 4 elements a lane), a gpu.barrier, then nvgpu.ldmatrix
// loads the mma fragments (A: four 8x8 matrices, lane l addressing row l mod 16 at column
// 8 * (l / 16); B: two, transposed, lane l addressing row l mod 16), nvgpu.mma.sync m16n8k16
// multiplies, and a second barrier guards the tiles. The tiles live in dynamic shared memory,
// which the lowering aligns to 16 bytes as ldmatrix's row addresses need (a workgroup
// attribution of gpu.launch gets only its element type's alignment).
func.func @ldmatrix_mma(%a: memref<?x?xf16>, %b: memref<?x?xf16>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %tile_bytes = arith.constant 768 : i32
  %m = memref.dim %a, %c0 : memref<?x?xf16>
  %n = memref.dim %b, %c1 : memref<?x?xf16>
  %gx = arith.divui %n, %c8 : index
  %gy = arith.divui %m, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c32, %sty = %c1, %stz = %c1)
             dynamic_shared_memory_size %tile_bytes {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k4 = arith.constant 4 : index
    %k8 = arith.constant 8 : index
    %k16 = arith.constant 16 : index
    %k512 = arith.constant 512 : index
    %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %as = memref.view %raw[%k0][] : memref<?xi8, #gpu.address_space<workgroup>>
        to memref<16x16xf16, #gpu.address_space<workgroup>>
    %bs = memref.view %raw[%k512][] : memref<?xi8, #gpu.address_space<workgroup>>
        to memref<16x8xf16, #gpu.address_space<workgroup>>
    %kdim = memref.dim %a, %k1 : memref<?x?xf16>
    %c_init = arith.constant dense<0.0> : vector<2x2xf32>
    %group = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%tx)
    %pair = affine.apply affine_map<(d0) -> ((d0 mod 4) * 2)>(%tx)
    %tile_row = affine.apply affine_map<(d0) -> (d0 * 16)>(%by)
    %tile_col = affine.apply affine_map<(d0) -> (d0 * 8)>(%bx)
    // The copies: lane l moves A's row l / 2, columns 8 * (l mod 2) .. + 7, and B's row
    // l / 2, columns 4 * (l mod 2) .. + 3.
    %copy_row = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%tx)
    %a_copy_col = affine.apply affine_map<(d0) -> ((d0 mod 2) * 8)>(%tx)
    %b_copy_col = affine.apply affine_map<(d0) -> ((d0 mod 2) * 4)>(%tx)
    %a_src_row = arith.addi %tile_row, %copy_row : index
    %b_dst_col = arith.addi %tile_col, %b_copy_col : index
    // The ldmatrix addresses.
    %lm_row = affine.apply affine_map<(d0) -> (d0 mod 16)>(%tx)
    %lm_col = affine.apply affine_map<(d0) -> ((d0 floordiv 16) * 8)>(%tx)
    %acc = scf.for %kk = %k0 to %kdim step %k16 iter_args(%d = %c_init) -> (vector<2x2xf32>) {
      %a_src_col = arith.addi %kk, %a_copy_col : index
      %b_src_row = arith.addi %kk, %copy_row : index
      scf.for %e = %k0 to %k8 step %k1 {
        %ac = arith.addi %a_src_col, %e : index
        %v = memref.load %a[%a_src_row, %ac] : memref<?x?xf16>
        %dc = arith.addi %a_copy_col, %e : index
        memref.store %v, %as[%copy_row, %dc] : memref<16x16xf16, #gpu.address_space<workgroup>>
      }
      scf.for %e = %k0 to %k4 step %k1 {
        %bc = arith.addi %b_dst_col, %e : index
        %v = memref.load %b[%b_src_row, %bc] : memref<?x?xf16>
        %dc = arith.addi %b_copy_col, %e : index
        memref.store %v, %bs[%copy_row, %dc] : memref<16x8xf16, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %fa = nvgpu.ldmatrix %as[%lm_row, %lm_col] {numTiles = 4 : i32, transpose = false}
          : memref<16x16xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
      %fb = nvgpu.ldmatrix %bs[%lm_row, %k0] {numTiles = 2 : i32, transpose = true}
          : memref<16x8xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
      %nd = nvgpu.mma.sync (%fa, %fb, %d) {mmaShape = [16, 8, 16]}
          : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
      gpu.barrier
      scf.yield %nd : vector<2x2xf32>
    }
    %row0 = arith.addi %tile_row, %group : index
    %row1 = arith.addi %row0, %k8 : index
    %ccol = arith.addi %tile_col, %pair : index
    %d_lo = vector.extract %acc[0] : vector<2xf32> from vector<2x2xf32>
    %d_hi = vector.extract %acc[1] : vector<2xf32> from vector<2x2xf32>
    vector.store %d_lo, %c[%row0, %ccol] : memref<?x?xf32>, vector<2xf32>
    vector.store %d_hi, %c[%row1, %ccol] : memref<?x?xf32>, vector<2xf32>
    gpu.terminator
  }
  return
}
