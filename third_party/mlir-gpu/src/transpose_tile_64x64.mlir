// out = in^T for an HxW matrix, a 64x64 tile per block of 128 threads: the tile goes to a
// 64x65 padded shared buffer in a strided loop of 32 trips (4096 = 32 * 128; row e / 64,
// column e % 64, so each warp reads half a row), a gpu.barrier, then another 32 trips write
// it out transposed. Rows and columns past the matrix are skipped on both sides.
func.func @transpose_tile_64x64(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %h = memref.dim %in, %c0 : memref<?x?xf32>
  %w = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %w, %c64 : index
  %gy = arith.ceildivui %h, %c64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c128, %sty = %c1, %stz = %c1)
             workgroup(%tile : memref<64x65xf32, #gpu.address_space<workgroup>>) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k64 = arith.constant 64 : index
    %k128 = arith.constant 128 : index
    %k4096 = arith.constant 4096 : index
    %rows = memref.dim %in, %k0 : memref<?x?xf32>
    %cols = memref.dim %in, %k1 : memref<?x?xf32>
    scf.for %e = %tx to %k4096 step %k128 {
      %ly = arith.divui %e, %k64 : index
      %lx = arith.remui %e, %k64 : index
      %y = affine.apply affine_map<(d0, d1) -> (d0 * 64 + d1)>(%by, %ly)
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 64 + d1)>(%bx, %lx)
      %y_in = arith.cmpi ult, %y, %rows : index
      %x_in = arith.cmpi ult, %x, %cols : index
      %ok = arith.andi %y_in, %x_in : i1
      scf.if %ok {
        %v = memref.load %in[%y, %x] : memref<?x?xf32>
        memref.store %v, %tile[%ly, %lx] : memref<64x65xf32, #gpu.address_space<workgroup>>
      }
    }
    gpu.barrier
    scf.for %e = %tx to %k4096 step %k128 {
      // Row ly of the output tile is column ly of the input tile.
      %ly = arith.divui %e, %k64 : index
      %lx = arith.remui %e, %k64 : index
      %y = affine.apply affine_map<(d0, d1) -> (d0 * 64 + d1)>(%bx, %ly)
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 64 + d1)>(%by, %lx)
      %y_in = arith.cmpi ult, %y, %cols : index
      %x_in = arith.cmpi ult, %x, %rows : index
      %ok = arith.andi %y_in, %x_in : i1
      scf.if %ok {
        %v = memref.load %tile[%lx, %ly] : memref<64x65xf32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%y, %x] : memref<?x?xf32>
      }
    }
    gpu.terminator
  }
  return
}
