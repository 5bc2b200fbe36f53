// y = A x for a CSR matrix, one row per warp (CSR-vector): 128 threads, four rows per block;
// lane l sums nonzeros row_ptr[r] + l, + 32, ..., the warp adds its 32 partials with five
// gpu.shuffle xor steps (offsets 16 down to 1, an scf.for of constant trip count), lane 0 stores.
func.func @spmv_csr_warp(%row_ptr: memref<?xi32>, %col: memref<?xi32>, %val: memref<?xf32>,
                         %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %rows = memref.dim %y, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %rows, %c4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k5 = arith.constant 5 : index
    %k32 = arith.constant 32 : index
    %w32 = arith.constant 32 : i32
    %sixteen = arith.constant 16 : i32
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %y, %k0 : memref<?xf32>
    %lane = arith.remui %tx, %k32 : index
    %r = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 floordiv 32)>(%bx, %tx)
    // The whole warp takes the same branch: r depends on the warp, not the lane.
    %inside = arith.cmpi ult, %r, %n : index
    scf.if %inside {
      %next = arith.addi %r, %k1 : index
      %b32 = memref.load %row_ptr[%r] : memref<?xi32>
      %e32 = memref.load %row_ptr[%next] : memref<?xi32>
      %begin = arith.index_cast %b32 : i32 to index
      %end = arith.index_cast %e32 : i32 to index
      %first = arith.addi %begin, %lane : index
      %partial = scf.for %j = %first to %end step %k32 iter_args(%acc = %zero) -> (f32) {
        %c32 = memref.load %col[%j] : memref<?xi32>
        %c = arith.index_cast %c32 : i32 to index
        %a = memref.load %val[%j] : memref<?xf32>
        %v = memref.load %x[%c] : memref<?xf32>
        %p = arith.mulf %a, %v : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %sum = scf.for %step = %k0 to %k5 step %k1 iter_args(%acc = %partial) -> (f32) {
        %step32 = arith.index_cast %step : index to i32
        %offset = arith.shrui %sixteen, %step32 : i32
        %other, %valid = gpu.shuffle xor %acc, %offset, %w32 : f32
        %s = arith.addf %acc, %other : f32
        scf.yield %s : f32
      }
      %lane0 = arith.cmpi eq, %lane, %k0 : index
      scf.if %lane0 {
        memref.store %sum, %y[%r] : memref<?xf32>
      }
    }
    gpu.terminator
  }
  return
}
