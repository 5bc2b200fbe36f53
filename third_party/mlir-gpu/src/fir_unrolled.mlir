// y[i] = sum over t < 8 of h[t] * x[i + t] for i + 7 < n: an eight-tap FIR filter, the taps
// loop an scf.for with a constant trip count that the source leaves rolled (LLVM's unroller
// decides), 256 threads per block.
func.func @fir_unrolled(%x: memref<?xf32>, %h: memref<8xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c256 = arith.constant 256 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  %m = arith.subi %n, %c7 : index
  %blocks = arith.ceildivui %m, %c256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %zero = arith.constant 0.0 : f32
    %c8 = arith.constant 8 : index
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 256 + d1)>(%bx, %tx)
    %inside = arith.cmpi ult, %i, %m : index
    scf.if %inside {
      %sum = scf.for %t = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (f32) {
        %it = arith.addi %i, %t : index
        %xv = memref.load %x[%it] : memref<?xf32>
        %hv = memref.load %h[%t] : memref<8xf32>
        %p = arith.mulf %xv, %hv : f32
        %s = arith.addf %acc, %p : f32
        scf.yield %s : f32
      }
      memref.store %sum, %y[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
