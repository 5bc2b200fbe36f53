// out[block] = sum of the block's 256 elements of `in`: a butterfly of warp shuffles, each
// warp's total through shared memory, then the first warp sums the eight partial totals.
func.func @reduce_shuffle(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%partial : memref<8xf32, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : f32
    %c32 = arith.constant 32 : index
    %c8 = arith.constant 8 : index
    %w32 = arith.constant 32 : i32
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %n : index
    %x = scf.if %inside -> (f32) {
      %v = memref.load %in[%i] : memref<?xf32>
      scf.yield %v : f32
    } else {
      scf.yield %zero : f32
    }
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %s16, %v16 = gpu.shuffle xor %x, %o16, %w32 : f32
    %a16 = arith.addf %x, %s16 : f32
    %s8, %v8 = gpu.shuffle xor %a16, %o8, %w32 : f32
    %a8 = arith.addf %a16, %s8 : f32
    %s4, %v4 = gpu.shuffle xor %a8, %o4, %w32 : f32
    %a4 = arith.addf %a8, %s4 : f32
    %s2, %v2 = gpu.shuffle xor %a4, %o2, %w32 : f32
    %a2 = arith.addf %a4, %s2 : f32
    %s1, %v1 = gpu.shuffle xor %a2, %o1, %w32 : f32
    %warp_total = arith.addf %a2, %s1 : f32
    %lane = arith.remui %tx, %c32 : index
    %warp = arith.divui %tx, %c32 : index
    %first_lane = arith.cmpi eq, %lane, %c0 : index
    scf.if %first_lane {
      memref.store %warp_total, %partial[%warp] : memref<8xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %total = scf.for %w = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
        %p = memref.load %partial[%w] : memref<8xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %total, %out[%bx] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
