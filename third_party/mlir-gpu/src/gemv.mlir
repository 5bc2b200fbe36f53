// y = alpha * A x + beta * y for a row-major MxN matrix A, one thread per row, 128 threads per
// block; the dot product runs over the whole row with a dynamic trip count.
func.func @gemv(%alpha: f32, %beta: f32, %a: memref<?x?xf32>, %x: memref<?xf32>,
                %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  %blocks = arith.ceildivui %m, %c128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %zero = arith.constant 0.0 : f32
    %row = affine.apply affine_map<(d0, d1) -> (d0 * 128 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %row, %m : index
    scf.if %inside {
      %dot = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
        %av = memref.load %a[%row, %j] : memref<?x?xf32>
        %xv = memref.load %x[%j] : memref<?xf32>
        %p = arith.mulf %av, %xv : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      %old = memref.load %y[%row] : memref<?xf32>
      %scaled = arith.mulf %alpha, %dot : f32
      %kept = arith.mulf %beta, %old : f32
      %r = arith.addf %scaled, %kept : f32
      memref.store %r, %y[%row] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
