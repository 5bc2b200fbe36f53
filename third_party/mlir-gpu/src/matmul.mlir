// C[M,N] = A[M,K] * B[K,N], one thread per element of C, 16x16 threads per block.
func.func @matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %n, %c16 : index
  %gy = arith.ceildivui %m, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c16, %sty = %c16, %stz = %c1) {
    %row = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %ty)
    %col = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%bx, %tx)
    %in_rows = arith.cmpi ult, %row, %m : index
    %in_cols = arith.cmpi ult, %col, %n : index
    %inside = arith.andi %in_rows, %in_cols : i1
    scf.if %inside {
      %sum = scf.for %i = %c0 to %k step %c1 iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %i] : memref<?x?xf32>
        %y = memref.load %b[%i, %col] : memref<?x?xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %c[%row, %col] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
