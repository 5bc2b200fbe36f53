// Two gpu.launch ops of one host function: MLIR's outlining makes one gpu.module each.
// two_launches.mlir is this file lowered by MLIR 22's own GPU path up to (not including)
// gpu-module-to-binary:
//   mlir-opt-22 two_launches.src.mlir --pass-pipeline="$(cat lowering.txt)"
// where lowering.txt is what `--gpu-lower-to-nvvm-pipeline="cubin-chip=sm_86
// cubin-features=+ptx80" --dump-pass-pipeline` prints, cut before gpu-module-to-binary.
module attributes {gpu.container_module} {
  func.func @main(%a: memref<256xf32>, %b: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %v = memref.load %a[%tx] : memref<256xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %b[%tx] : memref<256xf32>
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %v = memref.load %b[%tx] : memref<256xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %a[%tx] : memref<256xf32>
      gpu.terminator
    }
    return
  }
}
