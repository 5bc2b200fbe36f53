// z = clamp(a * x + y, 0, 6) * x elementwise, four elements per thread with vector.load and
// vector.store of vector<4xf32> declared 16-byte aligned (x, y, z from cudaMalloc and n a
// multiple of four), so each is one 128-bit access; 128 threads per block.
func.func @vector_chain(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>, %z: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c128 = arith.constant 128 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %quads = arith.divui %n, %c4 : index
  %blocks = arith.ceildivui %quads, %c128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    // The body's own index constant: outlining passes the host's %c4 to the kernel as an
    // argument otherwise, and a simulated value other than 4 misaligns the 16-byte accesses.
    %k4 = arith.constant 4 : index
    %lo = arith.constant dense<0.0> : vector<4xf32>
    %hi = arith.constant dense<6.0> : vector<4xf32>
    %q = affine.apply affine_map<(d0, d1) -> (d0 * 128 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %q, %quads : index
    scf.if %inside {
      %i = arith.muli %q, %k4 : index
      %av = vector.broadcast %a : f32 to vector<4xf32>
      %xv = vector.load %x[%i] {alignment = 16} : memref<?xf32>, vector<4xf32>
      %yv = vector.load %y[%i] {alignment = 16} : memref<?xf32>, vector<4xf32>
      %ax = arith.mulf %av, %xv : vector<4xf32>
      %s = arith.addf %ax, %yv : vector<4xf32>
      %c_lo = arith.maximumf %s, %lo : vector<4xf32>
      %c_hi = arith.minimumf %c_lo, %hi : vector<4xf32>
      %r = arith.mulf %c_hi, %xv : vector<4xf32>
      vector.store %r, %z[%i] {alignment = 16} : memref<?xf32>, vector<4xf32>
    }
    gpu.terminator
  }
  return
}
