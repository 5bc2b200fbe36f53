// y = A x for a CSR matrix (row_ptr, col, val), one row per thread, 128 threads per block:
// each thread walks its row's nonzeros row_ptr[r] .. row_ptr[r + 1] (a loop whose bounds are
// loaded), gathering x through the column array.
func.func @spmv_csr_thread(%row_ptr: memref<?xi32>, %col: memref<?xi32>, %val: memref<?xf32>,
                           %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %rows = memref.dim %y, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %rows, %c128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %n = memref.dim %y, %k0 : memref<?xf32>
    %r = affine.apply affine_map<(d0, d1) -> (d0 * 128 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %r, %n : index
    scf.if %inside {
      %next = arith.addi %r, %k1 : index
      %b32 = memref.load %row_ptr[%r] : memref<?xi32>
      %e32 = memref.load %row_ptr[%next] : memref<?xi32>
      %begin = arith.index_cast %b32 : i32 to index
      %end = arith.index_cast %e32 : i32 to index
      %sum = scf.for %j = %begin to %end step %k1 iter_args(%acc = %zero) -> (f32) {
        %c32 = memref.load %col[%j] : memref<?xi32>
        %c = arith.index_cast %c32 : i32 to index
        %a = memref.load %val[%j] : memref<?xf32>
        %v = memref.load %x[%c] : memref<?xf32>
        %p = arith.mulf %a, %v : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %y[%r] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
