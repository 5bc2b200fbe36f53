// One weighted nine-point smoothing step on an HxW grid (weights 1/4 in the centre, 1/8 on the
// edges, 1/16 in the corners), 16x16 threads computing a 32x32 output tile, 2x2 outputs each:
// the block's 34x34 tile (its outputs and a one-element halo, zero outside the grid) is filled
// by the 256 threads in a strided loop of at most five trips (1156 = 4 * 256 + 132), then a
// gpu.barrier, then each thread reads its four outputs' neighbours from shared memory.
func.func @halo_tile_34x34(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %h = memref.dim %in, %c0 : memref<?x?xf32>
  %w = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %w, %c32 : index
  %gy = arith.ceildivui %h, %c32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c16, %sty = %c16, %stz = %c1)
             workgroup(%tile : memref<34x34xf32, #gpu.address_space<workgroup>>) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k2 = arith.constant 2 : index
    %k3 = arith.constant 3 : index
    %k16 = arith.constant 16 : index
    %k34 = arith.constant 34 : index
    %k256 = arith.constant 256 : index
    %k1156 = arith.constant 1156 : index
    %zero = arith.constant 0.0 : f32
    %quarter = arith.constant 0.25 : f32
    %half = arith.constant 0.5 : f32
    %rows = memref.dim %in, %k0 : memref<?x?xf32>
    %cols = memref.dim %in, %k1 : memref<?x?xf32>
    %tid = affine.apply affine_map<(d0, d1) -> (d0 * 16 + d1)>(%ty, %tx)
    scf.for %e = %tid to %k1156 step %k256 {
      %ly = arith.divui %e, %k34 : index
      %lx = arith.remui %e, %k34 : index
      // One above and left of the block's outputs: -1 at the grid's edge wraps and fails the
      // unsigned bound checks.
      %src_y = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1 - 1)>(%by, %ly)
      %src_x = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1 - 1)>(%bx, %lx)
      %y_in = arith.cmpi ult, %src_y, %rows : index
      %x_in = arith.cmpi ult, %src_x, %cols : index
      %ok = arith.andi %y_in, %x_in : i1
      %v = scf.if %ok -> (f32) {
        %l = memref.load %in[%src_y, %src_x] : memref<?x?xf32>
        scf.yield %l : f32
      } else {
        scf.yield %zero : f32
      }
      memref.store %v, %tile[%ly, %lx] : memref<34x34xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    scf.for %oy = %k0 to %k2 step %k1 {
      scf.for %ox = %k0 to %k2 step %k1 {
        // Output (ty + 16 oy, tx + 16 ox) of the tile: neighbouring threads, neighbouring columns.
        %ly = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 16)>(%ty, %oy)
        %lx = affine.apply affine_map<(d0, d1) -> (d0 + d1 * 16)>(%tx, %ox)
        %y = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%by, %ly)
        %x = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %lx)
        %y_in = arith.cmpi ult, %y, %rows : index
        %x_in = arith.cmpi ult, %x, %cols : index
        %ok = arith.andi %y_in, %x_in : i1
        scf.if %ok {
          %sum = scf.for %dy = %k0 to %k3 step %k1 iter_args(%acc = %zero) -> (f32) {
            %mid_y = arith.cmpi eq, %dy, %k1 : index
            %wy = arith.select %mid_y, %half, %quarter : f32
            %row = scf.for %dx = %k0 to %k3 step %k1 iter_args(%racc = %zero) -> (f32) {
              %mid_x = arith.cmpi eq, %dx, %k1 : index
              %wx = arith.select %mid_x, %half, %quarter : f32
              %r = arith.addi %ly, %dy : index
              %c = arith.addi %lx, %dx : index
              %t = memref.load %tile[%r, %c] : memref<34x34xf32, #gpu.address_space<workgroup>>
              %p = arith.mulf %t, %wx : f32
              %n = arith.addf %racc, %p : f32
              scf.yield %n : f32
            }
            %weighted = arith.mulf %row, %wy : f32
            %n = arith.addf %acc, %weighted : f32
            scf.yield %n : f32
          }
          memref.store %sum, %out[%y, %x] : memref<?x?xf32>
        }
      }
    }
    gpu.terminator
  }
  return
}
