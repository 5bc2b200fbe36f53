// C[M,N] = A[M,K] * B[K,N] with 16x16 tiles of A and B staged in shared memory, 16x16 threads
// per block: each thread loads one element of each tile (zero outside the matrices), a
// gpu.barrier, sixteen multiply-adds out of shared memory, and a second barrier before the next
// tile overwrites the first.
func.func @tiled_matmul(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %k = memref.dim %a, %c1 : memref<?x?xf32>
  %n = memref.dim %b, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %n, %c16 : index
  %gy = arith.ceildivui %m, %c16 : index
  %tiles = arith.ceildivui %k, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c16, %sty = %c16, %stz = %c1)
             workgroup(%as : memref<16x16xf32, #gpu.address_space<workgroup>>,
                       %bs : memref<16x16xf32, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : f32
    %row = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %ty)
    %col = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%bx, %tx)
    %row_in = arith.cmpi ult, %row, %m : index
    %col_in = arith.cmpi ult, %col, %n : index
    %sum = scf.for %t = %c0 to %tiles step %c1 iter_args(%acc = %zero) -> (f32) {
      %ak = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%t, %tx)
      %bk = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%t, %ty)
      %ak_in = arith.cmpi ult, %ak, %k : index
      %a_ok = arith.andi %row_in, %ak_in : i1
      %av = scf.if %a_ok -> (f32) {
        %v = memref.load %a[%row, %ak] : memref<?x?xf32>
        scf.yield %v : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %av, %as[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
      %bk_in = arith.cmpi ult, %bk, %k : index
      %b_ok = arith.andi %bk_in, %col_in : i1
      %bv = scf.if %b_ok -> (f32) {
        %v = memref.load %b[%bk, %col] : memref<?x?xf32>
        scf.yield %v : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %bv, %bs[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %part = scf.for %i = %c0 to %c16 step %c1 iter_args(%p = %acc) -> (f32) {
        %x = memref.load %as[%ty, %i] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %y = memref.load %bs[%i, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %xy = arith.mulf %x, %y : f32
        %s = arith.addf %p, %xy : f32
        scf.yield %s : f32
      }
      gpu.barrier
      scf.yield %part : f32
    }
    %inside = arith.andi %row_in, %col_in : i1
    scf.if %inside {
      memref.store %sum, %c[%row, %col] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
