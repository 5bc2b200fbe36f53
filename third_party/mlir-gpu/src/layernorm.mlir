// Layer normalisation of each row: out = (x - mean) * rsqrt(var + eps) * gamma + beta, one
// block of 256 threads per row. Each thread strides over the row for its sum and sum of
// squares; a tree in shared memory (eight halving steps, a gpu.barrier after each) reduces
// both; every thread then reads the totals from shared memory and normalises its share.
func.func @layernorm(%in: memref<?x?xf32>, %gamma: memref<?xf32>, %beta: memref<?xf32>,
                     %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %rows, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%sums : memref<256xf32, #gpu.address_space<workgroup>>,
                       %squares : memref<256xf32, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : f32
    %eps = arith.constant 1.0e-05 : f32
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %s, %q = scf.for %j = %tx to %cols step %c256 iter_args(%sa = %zero, %qa = %zero)
        -> (f32, f32) {
      %v = memref.load %in[%bx, %j] : memref<?x?xf32>
      %ns = arith.addf %sa, %v : f32
      %vv = arith.mulf %v, %v : f32
      %nq = arith.addf %qa, %vv : f32
      scf.yield %ns, %nq : f32, f32
    }
    memref.store %s, %sums[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    memref.store %q, %squares[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.for %step = %c0 to %c8 step %c1 {
      %half = arith.shrui %c128, %step : index
      %active = arith.cmpi ult, %tx, %half : index
      scf.if %active {
        %other = arith.addi %tx, %half : index
        %a = memref.load %sums[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %b = memref.load %sums[%other] : memref<256xf32, #gpu.address_space<workgroup>>
        %ab = arith.addf %a, %b : f32
        memref.store %ab, %sums[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %c = memref.load %squares[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        %d = memref.load %squares[%other] : memref<256xf32, #gpu.address_space<workgroup>>
        %cd = arith.addf %c, %d : f32
        memref.store %cd, %squares[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
    }
    %total = memref.load %sums[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
    %total_sq = memref.load %squares[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
    %cols_i = arith.index_cast %cols : index to i64
    %count = arith.uitofp %cols_i : i64 to f32
    %mean = arith.divf %total, %count : f32
    %mean_sq = arith.divf %total_sq, %count : f32
    %mm = arith.mulf %mean, %mean : f32
    %var = arith.subf %mean_sq, %mm : f32
    %var_eps = arith.addf %var, %eps : f32
    %inv = math.rsqrt %var_eps : f32
    scf.for %j = %tx to %cols step %c256 {
      %v = memref.load %in[%bx, %j] : memref<?x?xf32>
      %g = memref.load %gamma[%j] : memref<?xf32>
      %b = memref.load %beta[%j] : memref<?xf32>
      %centred = arith.subf %v, %mean : f32
      %n = arith.mulf %centred, %inv : f32
      %ng = arith.mulf %n, %g : f32
      %r = arith.addf %ng, %b : f32
      memref.store %r, %out[%bx, %j] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
