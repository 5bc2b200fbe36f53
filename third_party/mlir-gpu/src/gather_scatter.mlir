// Embedding lookup with usage counts: for each of the n ids, out[i][:] = table[ids[i]][:] *
// weight[i] (a gather of 32-float rows through an index array), and counts[ids[i]] += 1 (a
// scatter through the same array, an atomic add since ids repeat). 32x4 threads per block:
// tx is the feature, each ty one lookup; lane 0 of each lookup does the scatter.
func.func @gather_scatter(%ids: memref<?xi32>, %weight: memref<?xf32>, %table: memref<?x32xf32>,
                          %out: memref<?x32xf32>, %counts: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %n = memref.dim %ids, %c0 : memref<?xi32>
  %blocks = arith.ceildivui %n, %c4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c4, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %one = arith.constant 1 : i32
    %lookups = memref.dim %ids, %k0 : memref<?xi32>
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%bx, %ty)
    %inside = arith.cmpi ult, %i, %lookups : index
    scf.if %inside {
      %id = memref.load %ids[%i] : memref<?xi32>
      %row = arith.index_cast %id : i32 to index
      %v = memref.load %table[%row, %tx] : memref<?x32xf32>
      %s = memref.load %weight[%i] : memref<?xf32>
      %r = arith.mulf %v, %s : f32
      memref.store %r, %out[%i, %tx] : memref<?x32xf32>
      %lane0 = arith.cmpi eq, %tx, %k0 : index
      scf.if %lane0 {
        %old = memref.atomic_rmw addi %one, %counts[%row] : (i32, memref<?xi32>) -> i32
      }
    }
    gpu.terminator
  }
  return
}
