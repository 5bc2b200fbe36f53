// before-lowering: lower-affine
// Same-size 2-D convolution with a 5x5 filter (zero padding), 16x16 threads per 16x16 outputs:
// the filter goes to shared memory (threads 0..24), the block's 20x20 input tile (two-element
// halo) in a strided loop of at most two trips (400 = 256 + 144), a gpu.barrier, then each
// thread sums its 25 products in two affine.for loops with constant bounds.
func.func @conv2d_5x5_shared(%in: memref<?x?xf32>, %filter: memref<5x5xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %h = memref.dim %in, %c0 : memref<?x?xf32>
  %w = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %w, %c16 : index
  %gy = arith.ceildivui %h, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c16, %sty = %c16, %stz = %c1)
             workgroup(%tile : memref<20x20xf32, #gpu.address_space<workgroup>>,
                       %taps : memref<5x5xf32, #gpu.address_space<workgroup>>) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k5 = arith.constant 5 : index
    %k20 = arith.constant 20 : index
    %k25 = arith.constant 25 : index
    %k256 = arith.constant 256 : index
    %k400 = arith.constant 400 : index
    %zero = arith.constant 0.0 : f32
    %rows = memref.dim %in, %k0 : memref<?x?xf32>
    %cols = memref.dim %in, %k1 : memref<?x?xf32>
    %tid = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%ty, %tx)
    %loads_tap = arith.cmpi ult, %tid, %k25 : index
    scf.if %loads_tap {
      %fy = arith.divui %tid, %k5 : index
      %fx = arith.remui %tid, %k5 : index
      %f = memref.load %filter[%fy, %fx] : memref<5x5xf32>
      memref.store %f, %taps[%fy, %fx] : memref<5x5xf32, #gpu.address_space<workgroup>>
    }
    scf.for %e = %tid to %k400 step %k256 {
      %ly = arith.divui %e, %k20 : index
      %lx = arith.remui %e, %k20 : index
      %src_y = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 - 2)>(%by, %ly)
      %src_x = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 - 2)>(%bx, %lx)
      %y_in = arith.cmpi ult, %src_y, %rows : index
      %x_in = arith.cmpi ult, %src_x, %cols : index
      %ok = arith.andi %y_in, %x_in : i1
      %v = scf.if %ok -> (f32) {
        %l = memref.load %in[%src_y, %src_x] : memref<?x?xf32>
        scf.yield %l : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %v, %tile[%ly, %lx] : memref<20x20xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %y = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %ty)
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%bx, %tx)
    %y_in = arith.cmpi ult, %y, %rows : index
    %x_in = arith.cmpi ult, %x, %cols : index
    %ok = arith.andi %y_in, %x_in : i1
    scf.if %ok {
      %sum = affine.for %i = 0 to 5 iter_args(%acc = %zero) -> (f32) {
        %row = affine.for %j = 0 to 5 iter_args(%racc = %zero) -> (f32) {
          %t = affine.load %tile[%ty + %i, %tx + %j] : memref<20x20xf32, #gpu.address_space<workgroup>>
          %f = affine.load %taps[%i, %j] : memref<5x5xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %t, %f : f32
          %n = arith.addf %racc, %p : f32
          affine.yield %n : f32
        }
        %n = arith.addf %acc, %row : f32
        affine.yield %n : f32
      }
      memref.store %sum, %out[%y, %x] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
