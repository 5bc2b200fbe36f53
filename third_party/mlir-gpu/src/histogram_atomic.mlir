// hist[b] += number of elements of `in` whose low byte is b: each block keeps a private
// 256-bin histogram in shared memory (zeroed, barrier, memref.atomic_rmw per element over a
// grid-stride loop, barrier), then adds its bins to the global one with atomics.
func.func @histogram_atomic(%in: memref<?xi32>, %hist: memref<256xi32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c64, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%local : memref<256xi32, #gpu.address_space<workgroup>>) {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %mask = arith.constant 255 : i32
    %n = memref.dim %in, %c0 : memref<?xi32>
    memref.store %zero, %local[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %start = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %stride = arith.muli %gx, %c256 : index
    scf.for %i = %start to %n step %stride {
      %v = memref.load %in[%i] : memref<?xi32>
      %byte = arith.andi %v, %mask : i32
      %bin = arith.index_cast %byte : i32 to index
      %old = memref.atomic_rmw addi %one, %local[%bin]
          : (i32, memref<256xi32, #gpu.address_space<workgroup>>) -> i32
    }
    gpu.barrier
    %count = memref.load %local[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    %nonzero = arith.cmpi ne, %count, %zero : i32
    scf.if %nonzero {
      %old = memref.atomic_rmw addi %count, %hist[%tx] : (i32, memref<256xi32>) -> i32
    }
    gpu.terminator
  }
  return
}
