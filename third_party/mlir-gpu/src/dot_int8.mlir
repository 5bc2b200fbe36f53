// c[r] = sum over k of a[r][k] * b[k] for int8 rows of 256 with an i32 accumulator (the
// integer GEMV of a quantised layer), then bias: one row per warp, 64 threads (two rows) per
// block; lane l loads four int8 at once (vector<4xi8>, 4-byte aligned) at 4 l and 4 l + 128,
// sign-extends them to i32 and multiply-adds them; five gpu.shuffle xor steps sum the warp.
func.func @dot_int8(%a: memref<?x256xi8>, %b: memref<256xi8>, %bias: memref<?xi32>,
                    %c: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %rows = memref.dim %a, %c0 : memref<?x256xi8>
  %blocks = arith.ceildivui %rows, %c2 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %k0 = arith.constant 0 : index
    %k1 = arith.constant 1 : index
    %k2 = arith.constant 2 : index
    %k5 = arith.constant 5 : index
    %k32 = arith.constant 32 : index
    %w32 = arith.constant 32 : i32
    %sixteen = arith.constant 16 : i32
    %zero = arith.constant 0 : i32
    %n = memref.dim %a, %k0 : memref<?x256xi8>
    %lane = arith.remui %tx, %k32 : index
    %r = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 32)>(%bx, %tx)
    %inside = arith.cmpi ult, %r, %n : index
    scf.if %inside {
      %partial = scf.for %half = %k0 to %k2 step %k1 iter_args(%acc = %zero) -> (i32) {
        %kk = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 * 128)>(%lane, %half)
        %av = vector.load %a[%r, %kk] {alignment = 4} : memref<?x256xi8>, vector<4xi8>
        %bv = vector.load %b[%kk] {alignment = 4} : memref<256xi8>, vector<4xi8>
        %aw = arith.extsi %av : vector<4xi8> to vector<4xi32>
        %bw = arith.extsi %bv : vector<4xi8> to vector<4xi32>
        %prod = arith.muli %aw, %bw : vector<4xi32>
        // Lane by lane: vector.reduction would become llvm.vector.reduce.add, which
        // kestrel-sim does not run.
        %p0 = vector.extract %prod[0] : i32 from vector<4xi32>
        %p1 = vector.extract %prod[1] : i32 from vector<4xi32>
        %p2 = vector.extract %prod[2] : i32 from vector<4xi32>
        %p3 = vector.extract %prod[3] : i32 from vector<4xi32>
        %p01 = arith.addi %p0, %p1 : i32
        %p23 = arith.addi %p2, %p3 : i32
        %p0123 = arith.addi %p01, %p23 : i32
        %s = arith.addi %acc, %p0123 : i32
        scf.yield %s : i32
      }
      %sum = scf.for %step = %k0 to %k5 step %k1 iter_args(%acc = %partial) -> (i32) {
        %step32 = arith.index_cast %step : index to i32
        %offset = arith.shrui %sixteen, %step32 : i32
        %other, %valid = gpu.shuffle xor %acc, %offset, %w32 : i32
        %s = arith.addi %acc, %other : i32
        scf.yield %s : i32
      }
      %lane0 = arith.cmpi eq, %lane, %k0 : index
      scf.if %lane0 {
        %bb = memref.load %bias[%r] : memref<?xi32>
        %total = arith.addi %sum, %bb : i32
        memref.store %total, %c[%r] : memref<?xi32>
      }
    }
    gpu.terminator
  }
  return
}
