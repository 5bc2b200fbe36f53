// Inclusive prefix sum of each block's 256 elements of `in` (Hillis-Steele): two 256-element
// buffers in shared memory used in turn, eight steps with offsets 1, 2, ..., 128, each reading
// one buffer and writing the other, a gpu.barrier between steps; elements past the end are 0.
func.func @scan_hillis_steele(%in: memref<?xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %n = memref.dim %in, %c0 : memref<?xf32>
  %blocks = arith.ceildivui %n, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%buf : memref<2x256xf32, #gpu.address_space<workgroup>>) {
    // The body's own index constants: outlining passes the host's %c0 and %c1 to the kernel
    // as arguments otherwise.
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f32
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %n : index
    %x = scf.if %inside -> (f32) {
      %v = memref.load %in[%i] : memref<?xf32>
      scf.yield %v : f32
    } else {
      scf.yield %zero : f32
    }
    memref.store %x, %buf[%k0, %tx] : memref<2x256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.for %step = %k0 to %c8 step %k1 {
      %src = arith.remui %step, %c2 : index
      %dst = arith.subi %k1, %src : index
      %offset = arith.shli %k1, %step : index
      %mine = memref.load %buf[%src, %tx] : memref<2x256xf32, #gpu.address_space<workgroup>>
      %has_left = arith.cmpi uge, %tx, %offset : index
      %sum = scf.if %has_left -> (f32) {
        %left = arith.subi %tx, %offset : index
        %l = memref.load %buf[%src, %left] : memref<2x256xf32, #gpu.address_space<workgroup>>
        %s = arith.addf %l, %mine : f32
        scf.yield %s : f32
      } else {
        scf.yield %mine : f32
      }
      memref.store %sum, %buf[%dst, %tx] : memref<2x256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
    }
    scf.if %inside {
      // Eight steps: the last one wrote buffer 0.
      %r = memref.load %buf[%k0, %tx] : memref<2x256xf32, #gpu.address_space<workgroup>>
      memref.store %r, %out[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
