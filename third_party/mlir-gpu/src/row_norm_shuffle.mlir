// out[r] = sqrt(sum of squares of row r): one warp per row, four warps (32x4 threads) per
// block; each lane strides over the row, then five gpu.shuffle down steps leave the total in
// lane 0, which writes it.
func.func @row_norm_shuffle(%in: memref<?x?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  %blocks = arith.ceildivui %rows, %c4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c4, %sz = %c1) {
    %zero = arith.constant 0.0 : f32
    %w32 = arith.constant 32 : i32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %row = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%bx, %ty)
    %row_in = arith.cmpi ult, %row, %rows : index
    %local = scf.if %row_in -> (f32) {
      %s = scf.for %j = %tx to %cols step %c32 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %in[%row, %j] : memref<?x?xf32>
        %sq = arith.mulf %v, %v : f32
        %n = arith.addf %acc, %sq : f32
        scf.yield %n : f32
      }
      scf.yield %s : f32
    } else {
      scf.yield %zero : f32
    }
    %s16, %v16 = gpu.shuffle down %local, %o16, %w32 : f32
    %a16 = arith.addf %local, %s16 : f32
    %s8, %v8 = gpu.shuffle down %a16, %o8, %w32 : f32
    %a8 = arith.addf %a16, %s8 : f32
    %s4, %v4 = gpu.shuffle down %a8, %o4, %w32 : f32
    %a4 = arith.addf %a8, %s4 : f32
    %s2, %v2 = gpu.shuffle down %a4, %o2, %w32 : f32
    %a2 = arith.addf %a4, %s2 : f32
    %s1, %v1 = gpu.shuffle down %a2, %o1, %w32 : f32
    %total = arith.addf %a2, %s1 : f32
    %lane0 = arith.cmpi eq, %tx, %c0 : index
    %writes = arith.andi %lane0, %row_in : i1
    scf.if %writes {
      %norm = math.sqrt %total : f32
      memref.store %norm, %out[%row] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
