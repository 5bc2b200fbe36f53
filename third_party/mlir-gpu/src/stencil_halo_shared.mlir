// One nine-point smoothing step on the interior of an HxW grid, 16x16 threads per block: the
// block's 18x18 tile (its 16x16 outputs and a one-element halo, zero outside the grid) goes to
// shared memory in two strided passes of the 256 threads, a gpu.barrier, then each thread
// reads its nine neighbours from shared memory. The border of the grid is left alone.
func.func @stencil_halo_shared(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %h = memref.dim %in, %c0 : memref<?x?xf32>
  %w = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %w, %c16 : index
  %gy = arith.ceildivui %h, %c16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c16, %sty = %c16, %stz = %c1)
             workgroup(%tile : memref<18x18xf32, #gpu.address_space<workgroup>>) {
    %zero = arith.constant 0.0 : f32
    %ninth = arith.constant 0.111111112 : f32
    %c2 = arith.constant 2 : index
    %c18 = arith.constant 18 : index
    %c256 = arith.constant 256 : index
    %c324 = arith.constant 324 : index
    %tid = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%ty, %tx)
    scf.for %e = %tid to %c324 step %c256 {
      %ly = arith.divui %e, %c18 : index
      %lx = arith.remui %e, %c18 : index
      // The tile starts one element above and left of the block's outputs; at the grid's
      // top or left edge that is -1, which wraps and fails the unsigned bound checks.
      %src_y = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 - 1)>(%by, %ly)
      %src_x = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1 - 1)>(%bx, %lx)
      %y_in = arith.cmpi ult, %src_y, %h : index
      %x_in = arith.cmpi ult, %src_x, %w : index
      %ok = arith.andi %y_in, %x_in : i1
      %v = scf.if %ok -> (f32) {
        %l = memref.load %in[%src_y, %src_x] : memref<?x?xf32>
        scf.yield %l : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %v, %tile[%ly, %lx] : memref<18x18xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %y = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%by, %ty)
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%bx, %tx)
    %hm1 = arith.subi %h, %c1 : index
    %wm1 = arith.subi %w, %c1 : index
    %y_lo = arith.cmpi uge, %y, %c1 : index
    %y_hi = arith.cmpi ult, %y, %hm1 : index
    %x_lo = arith.cmpi uge, %x, %c1 : index
    %x_hi = arith.cmpi ult, %x, %wm1 : index
    %in_y = arith.andi %y_lo, %y_hi : i1
    %in_x = arith.andi %x_lo, %x_hi : i1
    %inside = arith.andi %in_y, %in_x : i1
    scf.if %inside {
      %sum = scf.for %dy = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {
        %r = arith.addi %ty, %dy : index
        %a = memref.load %tile[%r, %tx] : memref<18x18xf32, #gpu.address_space<workgroup>>
        %x1 = arith.addi %tx, %c1 : index
        %b = memref.load %tile[%r, %x1] : memref<18x18xf32, #gpu.address_space<workgroup>>
        %x2 = arith.addi %tx, %c2 : index
        %c = memref.load %tile[%r, %x2] : memref<18x18xf32, #gpu.address_space<workgroup>>
        %ab = arith.addf %a, %b : f32
        %abc = arith.addf %ab, %c : f32
        %n = arith.addf %acc, %abc : f32
        scf.yield %n : f32
      }
      %r2 = arith.addi %ty, %c2 : index
      %a = memref.load %tile[%r2, %tx] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %x1 = arith.addi %tx, %c1 : index
      %b = memref.load %tile[%r2, %x1] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %x2 = arith.addi %tx, %c2 : index
      %c = memref.load %tile[%r2, %x2] : memref<18x18xf32, #gpu.address_space<workgroup>>
      %ab = arith.addf %a, %b : f32
      %abc = arith.addf %ab, %c : f32
      %all = arith.addf %sum, %abc : f32
      %r = arith.mulf %all, %ninth : f32
      memref.store %r, %out[%y, %x] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
