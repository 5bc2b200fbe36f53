// before-lowering: lower-affine,func.func(gpu-map-parallel-loops,convert-parallel-loops-to-gpu),gpu-launch-sink-index-computations
// Depthwise 3x3 convolution (valid, stride 1) of one HxWx32 NHWC image, written as a DSL
// writes it before choosing a launch: nested scf.parallel loops, the outer over output rows
// and groups of eight columns (mapped to the grid), the inner over the 32 channels and the
// eight columns (mapped to 32x8 threads), the filter taps in affine.for loops. The
// before-lowering line maps the loops to gpu.launch (gpu-map-parallel-loops,
// convert-parallel-loops-to-gpu) and sinks the host's constants into it.
func.func @depthwise_conv_parallel(%in: memref<?x?x32xf32>, %filter: memref<3x3x32xf32>,
                                   %out: memref<?x?x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %zero = arith.constant 0.0 : f32
  %h = memref.dim %in, %c0 : memref<?x?x32xf32>
  %w = memref.dim %in, %c1 : memref<?x?x32xf32>
  %ho = arith.subi %h, %c2 : index
  %wo = arith.subi %w, %c2 : index
  %groups = arith.ceildivui %wo, %c8 : index
  scf.parallel (%y, %g) = (%c0, %c0) to (%ho, %groups) step (%c1, %c1) {
    scf.parallel (%ch, %px) = (%c0, %c0) to (%c32, %c8) step (%c1, %c1) {
      %x = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%g, %px)
      %inside = arith.cmpi ult, %x, %wo : index
      scf.if %inside {
        %sum = affine.for %i = 0 to 3 iter_args(%acc = %zero) -> (f32) {
          %row = affine.for %j = 0 to 3 iter_args(%racc = %zero) -> (f32) {
            %r = arith.addi %y, %i : index
            %c = arith.addi %x, %j : index
            %a = memref.load %in[%r, %c, %ch] : memref<?x?x32xf32>
            %f = memref.load %filter[%i, %j, %ch] : memref<3x3x32xf32>
            %p = arith.mulf %a, %f : f32
            %n = arith.addf %racc, %p : f32
            affine.yield %n : f32
          }
          %n = arith.addf %acc, %row : f32
          affine.yield %n : f32
        }
        memref.store %sum, %out[%y, %x, %ch] : memref<?x?x32xf32>
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}
