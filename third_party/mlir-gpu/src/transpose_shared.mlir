// out = transpose(in) through a 32x33 shared tile (the extra column avoids bank conflicts),
// 32x8 threads per block, each thread moving four elements each way around one gpu.barrier.
func.func @transpose_shared(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %cols, %c32 : index
  %gy = arith.ceildivui %rows, %c32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c32, %sty = %c8, %stz = %c1)
             workgroup(%tile : memref<32x33xf32, #gpu.address_space<workgroup>>) {
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %tx)
    %ox = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%by, %tx)
    %x_in = arith.cmpi ult, %x, %cols : index
    %ox_in = arith.cmpi ult, %ox, %rows : index
    scf.for %j = %c0 to %c32 step %c8 {
      %ly = arith.addi %ty, %j : index
      %y = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%by, %ly)
      %y_in = arith.cmpi ult, %y, %rows : index
      %inside = arith.andi %x_in, %y_in : i1
      scf.if %inside {
        %v = memref.load %in[%y, %x] : memref<?x?xf32>
        memref.store %v, %tile[%ly, %tx] : memref<32x33xf32, #gpu.address_space<workgroup>>
      }
    }
    gpu.barrier
    scf.for %j = %c0 to %c32 step %c8 {
      %ly = arith.addi %ty, %j : index
      %oy = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %ly)
      %oy_in = arith.cmpi ult, %oy, %cols : index
      %inside = arith.andi %ox_in, %oy_in : i1
      scf.if %inside {
        %v = memref.load %tile[%tx, %ly] : memref<32x33xf32, #gpu.address_space<workgroup>>
        memref.store %v, %out[%oy, %ox] : memref<?x?xf32>
      }
    }
    gpu.terminator
  }
  return
}
