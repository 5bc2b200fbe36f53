// Row softmax: one block of 128 threads per row; each thread strides over the row for its
// maximum and sum, the block combines them through shared memory (thread 0 folds the
// partials, two barriers per reduction), then every thread writes its share of exp(x - max) / sum.
func.func @softmax_rows(%in: memref<?x?xf32>, %out: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %rows = memref.dim %in, %c0 : memref<?x?xf32>
  %cols = memref.dim %in, %c1 : memref<?x?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %rows, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
             workgroup(%part : memref<128xf32, #gpu.address_space<workgroup>>,
                       %shared_total : memref<1xf32, #gpu.address_space<workgroup>>) {
    // The body's own index constants: outlining passes the host's %c0, %c1 and %c128 to the
    // kernel as arguments otherwise.
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k128 = arith.constant 128 : index
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %local_max = scf.for %j = %tx to %cols step %k128 iter_args(%m = %ninf) -> (f32) {
      %v = memref.load %in[%bx, %j] : memref<?x?xf32>
      %n = arith.maximumf %m, %v : f32
      scf.yield %n : f32
    }
    memref.store %local_max, %part[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %first = arith.cmpi eq, %tx, %k0 : index
    scf.if %first {
      %m = scf.for %t = %k0 to %k128 step %k1 iter_args(%acc = %ninf) -> (f32) {
        %p = memref.load %part[%t] : memref<128xf32, #gpu.address_space<workgroup>>
        %n = arith.maximumf %acc, %p : f32
        scf.yield %n : f32
      }
      memref.store %m, %shared_total[%k0] : memref<1xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %row_max = memref.load %shared_total[%k0] : memref<1xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %local_sum = scf.for %j = %tx to %cols step %k128 iter_args(%s = %zero) -> (f32) {
      %v = memref.load %in[%bx, %j] : memref<?x?xf32>
      %d = arith.subf %v, %row_max : f32
      %e = math.exp %d : f32
      %n = arith.addf %s, %e : f32
      scf.yield %n : f32
    }
    memref.store %local_sum, %part[%tx] : memref<128xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    scf.if %first {
      %s = scf.for %t = %k0 to %k128 step %k1 iter_args(%acc = %zero) -> (f32) {
        %p = memref.load %part[%t] : memref<128xf32, #gpu.address_space<workgroup>>
        %n = arith.addf %acc, %p : f32
        scf.yield %n : f32
      }
      memref.store %s, %shared_total[%k0] : memref<1xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    %row_sum = memref.load %shared_total[%k0] : memref<1xf32, #gpu.address_space<workgroup>>
    scf.for %j = %tx to %cols step %k128 {
      %v = memref.load %in[%bx, %j] : memref<?x?xf32>
      %d = arith.subf %v, %row_max : f32
      %e = math.exp %d : f32
      %r = arith.divf %e, %row_sum : f32
      memref.store %r, %out[%bx, %j] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
