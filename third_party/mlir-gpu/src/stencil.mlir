// One Jacobi step of the 2-D five-point stencil on the interior of an HxW grid, 32x8 threads
// per block; the border is left alone.
func.func @jacobi_5pt(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %h = memref.dim %in, %c0 : memref<?x?xf32>
  %w = memref.dim %in, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %w, %c32 : index
  %gy = arith.ceildivui %h, %c8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c32, %sty = %c8, %stz = %c1) {
    %quarter = arith.constant 0.25 : f32
    %y = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%by, %ty)
    %x = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %tx)
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
      %yn = arith.subi %y, %c1 : index
      %ys = arith.addi %y, %c1 : index
      %xw = arith.subi %x, %c1 : index
      %xe = arith.addi %x, %c1 : index
      %n = memref.load %in[%yn, %x] : memref<?x?xf32>
      %s = memref.load %in[%ys, %x] : memref<?x?xf32>
      %e = memref.load %in[%y, %xe] : memref<?x?xf32>
      %wv = memref.load %in[%y, %xw] : memref<?x?xf32>
      %ns = arith.addf %n, %s : f32
      %ew = arith.addf %e, %wv : f32
      %all = arith.addf %ns, %ew : f32
      %r = arith.mulf %all, %quarter : f32
      memref.store %r, %out[%y, %x] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
