// One seven-point Laplacian step on the interior of a DxHxW volume, 32x4x2 threads per block
// and a three-dimensional grid; out = c0 * in + c1 * (sum of the six neighbours).
func.func @stencil_3d(%in: memref<?x?x?xf32>, %out: memref<?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %d = memref.dim %in, %c0 : memref<?x?x?xf32>
  %h = memref.dim %in, %c1 : memref<?x?x?xf32>
  %w = memref.dim %in, %c2 : memref<?x?x?xf32>
  %gx = arith.ceildivui %w, %c32 : index
  %gy = arith.ceildivui %h, %c4 : index
  %gz = arith.ceildivui %d, %c2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %gz)
             threads(%tx, %ty, %tz) in (%stx = %c32, %sty = %c4, %stz = %c2) {
    %centre = arith.constant -0.5 : f32
    %side = arith.constant 0.25 : f32
    %z = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%bz, %tz)
    %y = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%by, %ty)
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %tx)
    %dm1 = arith.subi %d, %c1 : index
    %hm1 = arith.subi %h, %c1 : index
    %wm1 = arith.subi %w, %c1 : index
    %z_lo = arith.cmpi uge, %z, %c1 : index
    %z_hi = arith.cmpi ult, %z, %dm1 : index
    %y_lo = arith.cmpi uge, %y, %c1 : index
    %y_hi = arith.cmpi ult, %y, %hm1 : index
    %x_lo = arith.cmpi uge, %x, %c1 : index
    %x_hi = arith.cmpi ult, %x, %wm1 : index
    %in_z = arith.andi %z_lo, %z_hi : i1
    %in_y = arith.andi %y_lo, %y_hi : i1
    %in_x = arith.andi %x_lo, %x_hi : i1
    %in_zy = arith.andi %in_z, %in_y : i1
    %inside = arith.andi %in_zy, %in_x : i1
    scf.if %inside {
      %zd = arith.subi %z, %c1 : index
      %zu = arith.addi %z, %c1 : index
      %yn = arith.subi %y, %c1 : index
      %ys = arith.addi %y, %c1 : index
      %xw = arith.subi %x, %c1 : index
      %xe = arith.addi %x, %c1 : index
      %v = memref.load %in[%z, %y, %x] : memref<?x?x?xf32>
      %down = memref.load %in[%zd, %y, %x] : memref<?x?x?xf32>
      %up = memref.load %in[%zu, %y, %x] : memref<?x?x?xf32>
      %north = memref.load %in[%z, %yn, %x] : memref<?x?x?xf32>
      %south = memref.load %in[%z, %ys, %x] : memref<?x?x?xf32>
      %west = memref.load %in[%z, %y, %xw] : memref<?x?x?xf32>
      %east = memref.load %in[%z, %y, %xe] : memref<?x?x?xf32>
      %s1 = arith.addf %down, %up : f32
      %s2 = arith.addf %north, %south : f32
      %s3 = arith.addf %west, %east : f32
      %s12 = arith.addf %s1, %s2 : f32
      %s = arith.addf %s12, %s3 : f32
      %a = arith.mulf %v, %centre : f32
      %b = arith.mulf %s, %side : f32
      %r = arith.addf %a, %b : f32
      memref.store %r, %out[%z, %y, %x] : memref<?x?x?xf32>
    }
    gpu.terminator
  }
  return
}
