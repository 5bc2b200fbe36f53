// y = a * x + y, then z = relu(y): two launches, so outlining makes two gpu.modules.
func.func @saxpy_then_relu(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %xv = memref.load %x[%i] : memref<?xf32>
      %yv = memref.load %y[%i] : memref<?xf32>
      %ax = arith.mulf %a, %xv fastmath<contract> : f32
      %r = arith.addf %ax, %yv fastmath<contract> : f32
      memref.store %r, %y[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %zero = arith.constant 0.0 : f32
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %yv = memref.load %y[%i] : memref<?xf32>
      %r = arith.maximumf %yv, %zero : f32
      memref.store %r, %z[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
