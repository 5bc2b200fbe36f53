// out = each block's 256 elements of `in` reversed within the block and scaled by the block's
// maximum magnitude, through dynamic shared memory (gpu.dynamic_shared_memory, sized at the
// launch): 1 KiB of f32 for the elements, viewed with memref.view, then 32 bytes more for the
// eight warps' maxima behind them.
func.func @dynamic_shared(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %bytes = arith.constant 1056 : i32
  %n = memref.dim %in, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %bytes {
    %zero = arith.constant 0.0 : f32
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c255 = arith.constant 255 : index
    %c1024 = arith.constant 1024 : index
    %w32 = arith.constant 32 : i32
    %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %elems = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>>
        to memref<256xf32, #gpu.address_space<workgroup>>
    %maxima = memref.view %raw[%c1024][] : memref<?xi8, #gpu.address_space<workgroup>>
        to memref<8xf32, #gpu.address_space<workgroup>>
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %n : index
    %x = scf.if %inside -> (f32) {
      %v = memref.load %in[%i] : memref<?xf32>
      scf.yield %v : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %x, %elems[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %mag = math.absf %x : f32
    %o16 = arith.constant 16 : i32
    %o8 = arith.constant 8 : i32
    %o4 = arith.constant 4 : i32
    %o2 = arith.constant 2 : i32
    %o1 = arith.constant 1 : i32
    %s16, %v16 = gpu.shuffle xor %mag, %o16, %w32 : f32
    %m16 = arith.maximumf %mag, %s16 : f32
    %s8, %v8 = gpu.shuffle xor %m16, %o8, %w32 : f32
    %m8 = arith.maximumf %m16, %s8 : f32
    %s4, %v4 = gpu.shuffle xor %m8, %o4, %w32 : f32
    %m4 = arith.maximumf %m8, %s4 : f32
    %s2, %v2 = gpu.shuffle xor %m4, %o2, %w32 : f32
    %m2 = arith.maximumf %m4, %s2 : f32
    %s1, %v1 = gpu.shuffle xor %m2, %o1, %w32 : f32
    %warp_max = arith.maximumf %m2, %s1 : f32
    %lane = arith.remui %tx, %c32 : index
    %warp = arith.divui %tx, %c32 : index
    %first_lane = arith.cmpi eq, %lane, %c0 : index
    scf.if %first_lane {
      memref.store %warp_max, %maxima[%warp] : memref<8xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %block_max = scf.for %w = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
      %p = memref.load %maxima[%w] : memref<8xf32, #gpu.address_space<workgroup>>
      %m = arith.maximumf %acc, %p : f32
      scf.yield %m : f32
    }
    %mirror = arith.subi %c255, %tx : index
    %y = memref.load %elems[%mirror] : memref<256xf32, #gpu.address_space<workgroup>>
    %is_zero = arith.cmpf oeq, %block_max, %zero : f32
    %scaled = scf.if %is_zero -> (f32) {
      scf.yield %y : f32
    } else {
      %q = arith.divf %y, %block_max : f32
      scf.yield %q : f32
    }
    scf.if %inside {
      memref.store %scaled, %out[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
