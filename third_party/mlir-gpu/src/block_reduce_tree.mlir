// out[block] = sum of the block's 256 i32 elements of `in` (zero past the end): a tree in
// shared memory, eight halving steps with a gpu.barrier after each; thread 0 writes the total.
func.func @block_reduce_tree(%in: memref<?xi32>, %out: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %n = memref.dim %in, %c0 : memref<?xi32>
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%part : memref<256xi32, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0 : i32
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %n : index
    %x = scf.if %inside -> (i32) {
      %v = memref.load %in[%i] : memref<?xi32>
      scf.yield %v : i32
    } else {
      scf.yield %zero : i32
    }
    memref.store %x, %part[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.for %step = %c0 to %c8 step %c1 {
      %half = arith.shrui %c128, %step : index
      %active = arith.cmpi ult, %tx, %half : index
      scf.if %active {
        %other = arith.addi %tx, %half : index
        %mine = memref.load %part[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
        %theirs = memref.load %part[%other] : memref<256xi32, #gpu.address_space<workgroup>>
        %s = arith.addi %mine, %theirs : i32
        memref.store %s, %part[%tx] : memref<256xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
    }
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      %total = memref.load %part[%c0] : memref<256xi32, #gpu.address_space<workgroup>>
      memref.store %total, %out[%bx] : memref<?xi32>
    }
    gpu.terminator
  }
  return
}
