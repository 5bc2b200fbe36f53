// out[i, j] = in[r0 + 2i, c0 + 3j] + in[r0 + 2i + 1, c0 + 3j]: a strided window of a large
// row-major matrix taken with memref.subview inside the kernel (dynamic offsets, static
// strides 2 and 3), so the lowering's index arithmetic is 64-bit offset, stride and size
// algebra; 32x8 threads per block over the output.
func.func @strided_subview(%in: memref<?x?xf32>, %out: memref<?x?xf32>, %r0: index, %c0i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %oh = memref.dim %out, %c0 : memref<?x?xf32>
  %ow = memref.dim %out, %c1 : memref<?x?xf32>
  %gx = arith.ceildivui %ow, %c32 : index
  %gy = arith.ceildivui %oh, %c8 : index
  gpu.launch blocks(%bx, %by, %bz) in (%sgx = %gx, %sgy = %gy, %sgz = %c1)
             threads(%tx, %ty, %tz) in (%stx = %c32, %sty = %c8, %stz = %c1) {
    %r1 = arith.addi %r0, %c1 : index
    %even = memref.subview %in[%r0, %c0i] [%oh, %ow] [2, 3]
        : memref<?x?xf32> to memref<?x?xf32, strided<[?, 3], offset: ?>>
    %odd = memref.subview %in[%r1, %c0i] [%oh, %ow] [2, 3]
        : memref<?x?xf32> to memref<?x?xf32, strided<[?, 3], offset: ?>>
    %i = affine.apply affine_map<(d0, d1) -> (d0 * 8 + d1)>(%by, %ty)
    %j = affine.apply affine_map<(d0, d1) -> (d0 * 32 + d1)>(%bx, %tx)
    %i_in = arith.cmpi ult, %i, %oh : index
    %j_in = arith.cmpi ult, %j, %ow : index
    %inside = arith.andi %i_in, %j_in : i1
    scf.if %inside {
      %a = memref.load %even[%i, %j] : memref<?x?xf32, strided<[?, 3], offset: ?>>
      %b = memref.load %odd[%i, %j] : memref<?x?xf32, strided<[?, 3], offset: ?>>
      %s = arith.addf %a, %b : f32
      memref.store %s, %out[%i, %j] : memref<?x?xf32>
    }
    gpu.terminator
  }
  return
}
