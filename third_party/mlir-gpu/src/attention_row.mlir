// One attention row per block, 64 keys of head dimension 64, 64 threads (two warps): the
// query row goes to shared memory; thread t scores key t (s = q . k[t] / 8, a 64-trip loop),
// the row's max and sum of exp(s - max) are reduced by gpu.shuffle xor in each warp and
// combined through shared memory; thread t then writes out[row][t] = sum_j p[j] v[j][t].
func.func @attention_row(%q: memref<?x64xf32>, %k: memref<64x64xf32>, %v: memref<64x64xf32>,
                         %out: memref<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %rows = memref.dim %q, %c0 : memref<?x64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %rows, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%qs : memref<64xf32, #gpu.address_space<workgroup>>,
                       %ps : memref<64xf32, #gpu.address_space<workgroup>>,
                       %warp_max : memref<2xf32, #gpu.address_space<workgroup>>,
                       %warp_sum : memref<2xf32, #gpu.address_space<workgroup>>) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k5 = arith.constant 5 : index
    %k32 = arith.constant 32 : index
    %k64 = arith.constant 64 : index
    %w32 = arith.constant 32 : i32
    %sixteen = arith.constant 16 : i32
    %zero = arith.constant 0.0 : f32
    %scale = arith.constant 0.125 : f32
    %lane = arith.remui %tx, %k32 : index
    %warp = arith.divui %tx, %k32 : index
    %lane0 = arith.cmpi eq, %lane, %k0 : index
    %qv = memref.load %q[%bx, %tx] : memref<?x64xf32>
    memref.store %qv, %qs[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %dot = scf.for %d = %k0 to %k64 step %k1 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %qs[%d] : memref<64xf32, #gpu.address_space<workgroup>>
      %b = memref.load %k[%tx, %d] : memref<64x64xf32>
      %p = arith.mulf %a, %b : f32
      %n = arith.addf %acc, %p : f32
      scf.yield %n : f32
    }
    %s = arith.mulf %dot, %scale : f32
    %wmax = scf.for %step = %k0 to %k5 step %k1 iter_args(%m = %s) -> (f32) {
      %step32 = arith.index_cast %step : index to i32
      %offset = arith.shrui %sixteen, %step32 : i32
      %other, %valid = gpu.shuffle xor %m, %offset, %w32 : f32
      %n = arith.maximumf %m, %other : f32
      scf.yield %n : f32
    }
    scf.if %lane0 {
      memref.store %wmax, %warp_max[%warp] : memref<2xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %m0 = memref.load %warp_max[%k0] : memref<2xf32, #gpu.address_space<workgroup>>
    %m1 = memref.load %warp_max[%k1] : memref<2xf32, #gpu.address_space<workgroup>>
    %row_max = arith.maximumf %m0, %m1 : f32
    %centred = arith.subf %s, %row_max : f32
    %e = math.exp %centred : f32
    %wsum = scf.for %step = %k0 to %k5 step %k1 iter_args(%acc = %e) -> (f32) {
      %step32 = arith.index_cast %step : index to i32
      %offset = arith.shrui %sixteen, %step32 : i32
      %other, %valid = gpu.shuffle xor %acc, %offset, %w32 : f32
      %n = arith.addf %acc, %other : f32
      scf.yield %n : f32
    }
    scf.if %lane0 {
      memref.store %wsum, %warp_sum[%warp] : memref<2xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %s0 = memref.load %warp_sum[%k0] : memref<2xf32, #gpu.address_space<workgroup>>
    %s1 = memref.load %warp_sum[%k1] : memref<2xf32, #gpu.address_space<workgroup>>
    %row_sum = arith.addf %s0, %s1 : f32
    %prob = arith.divf %e, %row_sum : f32
    memref.store %prob, %ps[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %o = scf.for %j = %k0 to %k64 step %k1 iter_args(%acc = %zero) -> (f32) {
      %p = memref.load %ps[%j] : memref<64xf32, #gpu.address_space<workgroup>>
      %vv = memref.load %v[%j, %tx] : memref<64x64xf32>
      %pv = arith.mulf %p, %vv : f32
      %n = arith.addf %acc, %pv : f32
      scf.yield %n : f32
    }
    memref.store %o, %out[%bx, %tx] : memref<?x64xf32>
    gpu.terminator
  }
  return
}
