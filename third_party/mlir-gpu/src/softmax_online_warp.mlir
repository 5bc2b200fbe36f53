// Row softmax, one warp per row and four rows (32x4 threads) per block, in the online form:
// each lane keeps a running maximum and a sum rescaled by math.exp as the maximum grows, the
// lanes merge their (max, sum) pairs with five gpu.shuffle xor steps, then each lane writes
// its share of exp(x - max) / sum. No shared memory and no barrier.
func.func @softmax_online_warp(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  %blocks = arith.ceildivui %rows, %c4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c4, %sz = %c1) {
    // A finite lowest value rather than -inf: exp(m - m') stays exp(0) = 1 for empty lanes
    // instead of exp(-inf - -inf) = NaN.
    %lowest = arith.constant -3.40282347E+38 : f32
    %zero = arith.constant 0.0 : f32
    %w32 = arith.constant 32 : i32
    %row = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%bx, %ty)
    %row_in = arith.cmpi ult, %row, %rows : index
    scf.if %row_in {
      %m, %s = scf.for %j = %tx to %cols step %c32 iter_args(%mx = %lowest, %sm = %zero)
          -> (f32, f32) {
        %v = memref.load %in[%row, %j] : memref<?x?xf32>
        %nm = arith.maximumf %mx, %v : f32
        %dm = arith.subf %mx, %nm : f32
        %scale = math.exp %dm : f32
        %dv = arith.subf %v, %nm : f32
        %ev = math.exp %dv : f32
        %kept = arith.mulf %sm, %scale : f32
        %ns = arith.addf %kept, %ev : f32
        scf.yield %nm, %ns : f32, f32
      }
      %c5 = arith.constant 5 : index
      %o16 = arith.constant 16 : i32
      %gm, %gs = scf.for %step = %c0 to %c5 step %c1 iter_args(%mx = %m, %sm = %s)
          -> (f32, f32) {
        %step32 = arith.index_cast %step : index to i32
        %off = arith.shrui %o16, %step32 : i32
        %om, %okm = gpu.shuffle xor %mx, %off, %w32 : f32
        %os, %oks = gpu.shuffle xor %sm, %off, %w32 : f32
        %nm = arith.maximumf %mx, %om : f32
        %d1 = arith.subf %mx, %nm : f32
        %e1 = math.exp %d1 : f32
        %d2 = arith.subf %om, %nm : f32
        %e2 = math.exp %d2 : f32
        %a = arith.mulf %sm, %e1 : f32
        %b = arith.mulf %os, %e2 : f32
        %ns = arith.addf %a, %b : f32
        scf.yield %nm, %ns : f32, f32
      }
      scf.for %j = %tx to %cols step %c32 {
        %v = memref.load %in[%row, %j] : memref<?x?xf32>
        %d = arith.subf %v, %gm : f32
        %e = math.exp %d : f32
        %r = arith.divf %e, %gs : f32
        memref.store %r, %out[%row, %j] : memref<?x?xf32>
      }
    }
    gpu.terminator
  }
  return
}
