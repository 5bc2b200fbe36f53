// colsum[c] = sum over r of a[r][c] for an R x C matrix: 32x8 threads per block of 32 columns;
// thread (tx, ty) sums rows ty, ty + 8, ... of column 32 bx + tx (a warp reads 32 neighbouring
// elements of one row), the partials go to an 8x33 padded shared tile, a gpu.barrier, and the
// threads of row 0 fold the eight partials of their column (a loop of constant trip count 8).
func.func @column_reduce(%a: memref<?x?xf32>, %colsum: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %cols = memref.dim %a, %c1 : memref<?x?xf32>
  %blocks = arith.ceildivui %cols, %c32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c8, %sz = %c1)
             workgroup(%part : memref<8x33xf32, #gpu.address_space<workgroup>>) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %r = memref.dim %a, %k0 : memref<?x?xf32>
    %c = memref.dim %a, %k1 : memref<?x?xf32>
    %col = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %col, %c : index
    %mine = scf.if %inside -> (f32) {
      %s = scf.for %row = %ty to %r step %k8 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %a[%row, %col] : memref<?x?xf32>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      scf.yield %s : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %mine, %part[%ty, %tx] : memref<8x33xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %first_row = arith.cmpi eq, %ty, %k0 : index
    %writes = arith.andi %first_row, %inside : i1
    scf.if %writes {
      %total = scf.for %p = %k0 to %k8 step %k1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %part[%p, %tx] : memref<8x33xf32, #gpu.address_space<workgroup>>
        %n = arith.addf %acc, %v : f32
        scf.yield %n : f32
      }
      memref.store %total, %colsum[%col] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
