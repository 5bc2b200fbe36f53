// Sorts each block's 256 elements of `keys` ascending in place (past the end: +inf, not
// written back): a bitonic network in shared memory, 256 threads; stages k = 2, 4, ..., 256
// (an scf.for over log2 k), passes j = k/2, ..., 1 (an inner scf.for whose trip count is the
// stage's), a gpu.barrier after each pass. Thread t compares t with t ^ j when t ^ j > t and
// orders the pair ascending where t & k == 0, descending elsewhere.
func.func @bitonic_sort_shared(%keys: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %n = memref.dim %keys, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%s : memref<256xf32, #gpu.address_space<workgroup>>) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k9 = arith.constant 9 : index
    %inf = arith.constant 0x7F800000 : f32
    %len = memref.dim %keys, %k0 : memref<?xf32>
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %len : index
    %x = scf.if %inside -> (f32) {
      %v = memref.load %keys[%i] : memref<?xf32>
      scf.yield %v : f32
    } else {
      scf.yield %inf : f32
    }
    memref.store %x, %s[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.for %stage = %k1 to %k9 step %k1 {
      %k = arith.shli %k1, %stage : index
      scf.for %pass = %k0 to %stage step %k1 {
        %shift = arith.addi %pass, %k1 : index
        %j = arith.shrui %k, %shift : index
        %partner = arith.xori %tx, %j : index
        %lower = arith.cmpi ugt, %partner, %tx : index
        scf.if %lower {
          %a = memref.load %s[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
          %b = memref.load %s[%partner] : memref<256xf32, #gpu.address_space<workgroup>>
          %dir = arith.andi %tx, %k : index
          %ascending = arith.cmpi eq, %dir, %k0 : index
          %lo = arith.minimumf %a, %b : f32
          %hi = arith.maximumf %a, %b : f32
          %first = arith.select %ascending, %lo, %hi : f32
          %second = arith.select %ascending, %hi, %lo : f32
          memref.store %first, %s[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
          memref.store %second, %s[%partner] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
    }
    scf.if %inside {
      %r = memref.load %s[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      memref.store %r, %keys[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
