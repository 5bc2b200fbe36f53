// out[b] = transpose(in[b]) for a batch of RxC matrices, the batch on the grid's z axis: a
// 16x17 shared tile (padded against bank conflicts), 16x16 threads each moving one element in
// and one out around a gpu.barrier.
func.func @batched_transpose(%in: memref<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %batch = memref.dim %in, %c0 : memref<?x?x?xf32>
  %rows = memref.dim %in, %c1 : memref<?x?x?xf32>
  %cols = memref.dim %in, %c2 : memref<?x?x?xf32>
  %gx = arith.ceildivui %cols, %c16 : index
  %gy = arith.ceildivui %rows, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %batch)
             threads(%tx, %ty, %tz) in (%stx = %c16, %sty = %c16, %stz = %c1)
             workgroup(%tile : memref<16x17xf32, #gpu.address_space<workgroup>>) {
    %y = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %ty)
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%bx, %tx)
    %y_in = arith.cmpi ult, %y, %rows : index
    %x_in = arith.cmpi ult, %x, %cols : index
    %in_ok = arith.andi %y_in, %x_in : i1
    scf.if %in_ok {
      %v = memref.load %in[%bz, %y, %x] : memref<?x?x?xf32>
      memref.store %v, %tile[%ty, %tx] : memref<16x17xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %oy = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%bx, %ty)
    %ox = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %tx)
    %oy_in = arith.cmpi ult, %oy, %cols : index
    %ox_in = arith.cmpi ult, %ox, %rows : index
    %out_ok = arith.andi %oy_in, %ox_in : i1
    scf.if %out_ok {
      %v = memref.load %tile[%tx, %ty] : memref<16x17xf32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%bz, %oy, %ox] : memref<?x?x?xf32>
    }
    gpu.terminator
  }
  return
}
