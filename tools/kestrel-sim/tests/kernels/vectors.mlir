// Vectors, bit casts, half precision and integer intrinsics, one result per slot of out
// (thread 0 only):
//  0: sum of the lanes of <4 x f32> in[0..4] + <1, 2, 3, 4> (extractelement, fadd)
//  1: lane 2 of the shuffle <in3, in0, in1, in2> chosen by a dynamic index (2)
//  2: low word of bitcast <2 x f32> (in[0], in[1]) to i64 (= bits of in[0])
//  3: f16: (half)in[0] * (half)3 converted back to f32
//  4: sadd.with.overflow(INT_MAX, 1) -> overflow flag; 5: its wrapped value
//  6: ctlz(1) through call_intrinsic with an i1 flag operand; 7: llvm.intr.abs(-7)
//  8: fshl(0x12345678, 0x9abcdef0, 8); 9: bswap(0x11223344); 10: uadd.sat(-1, 5)
// 11: select on <2 x i1> lanes (3, 4) -> (3 if in[0] > 0, 4 if in[1] < 0) summed
// 12: llvm.nvvm.sad.i(-7, 5, 10) = |-7 - 5| + 10; 13: llvm.nvvm.sad.ui(3, 10, 1) = 7 + 1
// 14: vector.reduce.add of <4 x i8> <100, 100, 100, 7> (wraps: 307 mod 256), zero-extended
// 15: vector.reduce.umin of <2 x i32> <-1, 5>; 16: vector.reduce.smin of the same
llvm.func @vectors(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %max = llvm.mlir.constant(2147483647 : i32) : i32
  %false = llvm.mlir.constant(false) : i1
  %minus7 = llvm.mlir.constant(-7 : i32) : i32
  %a = llvm.mlir.constant(305419896 : i32) : i32
  %b = llvm.mlir.constant(-1698898192 : i32) : i32
  %eight = llvm.mlir.constant(8 : i32) : i32
  %word = llvm.mlir.constant(287454020 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  %five = llvm.mlir.constant(5 : i32) : i32
  %three = llvm.mlir.constant(3.0 : f16) : f16
  %steps = llvm.mlir.constant(dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>) : vector<4xf32>
  %v = llvm.load %in {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
  %w = llvm.fadd %v, %steps : vector<4xf32>
  %i0 = llvm.mlir.constant(0 : i32) : i32
  %i3 = llvm.mlir.constant(3 : i32) : i32
  %w0 = llvm.extractelement %w[%i0 : i32] : vector<4xf32>
  %w1 = llvm.extractelement %w[%c1 : i32] : vector<4xf32>
  %w2 = llvm.extractelement %w[%c2 : i32] : vector<4xf32>
  %w3 = llvm.extractelement %w[%i3 : i32] : vector<4xf32>
  %s01 = llvm.fadd %w0, %w1 : f32
  %s23 = llvm.fadd %w2, %w3 : f32
  %sum = llvm.fadd %s01, %s23 : f32
  %p0 = llvm.getelementptr %out[0] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %sum, %p0 : f32, !llvm.ptr
  %rot = llvm.shufflevector %v, %v [3, 0, 1, 2] : vector<4xf32>
  %dyn = llvm.extractelement %rot[%c2 : i32] : vector<4xf32>
  %p1 = llvm.getelementptr %out[1] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %dyn, %p1 : f32, !llvm.ptr
  %pair = llvm.shufflevector %v, %v [0, 1] : vector<4xf32>
  %bits = llvm.bitcast %pair : vector<2xf32> to i64
  %p2 = llvm.getelementptr %out[2] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %bits, %p2 : i64, !llvm.ptr
  %x = llvm.extractelement %v[%i0 : i32] : vector<4xf32>
  %hx = llvm.fptrunc %x : f32 to f16
  %hp = llvm.fmul %hx, %three : f16
  %hf = llvm.fpext %hp : f16 to f32
  %p3 = llvm.getelementptr %out[3] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %hf, %p3 : f32, !llvm.ptr
  %ov = "llvm.intr.sadd.with.overflow"(%max, %one) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %ovf = llvm.extractvalue %ov[1] : !llvm.struct<(i32, i1)>
  %ovv = llvm.extractvalue %ov[0] : !llvm.struct<(i32, i1)>
  %ovf32 = llvm.zext %ovf : i1 to i32
  %p4 = llvm.getelementptr %out[4] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %ovf32, %p4 : i32, !llvm.ptr
  %p5 = llvm.getelementptr %out[5] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %ovv, %p5 : i32, !llvm.ptr
  %lz = llvm.call_intrinsic "llvm.ctlz.i32"(%one, %false) : (i32, i1) -> i32
  %p6 = llvm.getelementptr %out[6] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %lz, %p6 : i32, !llvm.ptr
  %abs = "llvm.intr.abs"(%minus7) <{is_int_min_poison = true}> : (i32) -> i32
  %p7 = llvm.getelementptr %out[7] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %abs, %p7 : i32, !llvm.ptr
  %fsh = llvm.intr.fshl(%a, %b, %eight) : (i32, i32, i32) -> i32
  %p8 = llvm.getelementptr %out[8] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %fsh, %p8 : i32, !llvm.ptr
  %sw = llvm.intr.bswap(%word) : (i32) -> i32
  %p9 = llvm.getelementptr %out[9] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %sw, %p9 : i32, !llvm.ptr
  %sat = llvm.intr.uadd.sat(%m1, %five) : (i32, i32) -> i32
  %p10 = llvm.getelementptr %out[10] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %sat, %p10 : i32, !llvm.ptr
  %lanes = llvm.shufflevector %v, %v [0, 1] : vector<4xf32>
  %zeros = llvm.mlir.constant(dense<0.0> : vector<2xf32>) : vector<2xf32>
  %mask = llvm.fcmp "ogt" %lanes, %zeros : vector<2xf32>
  %threes = llvm.mlir.constant(dense<[3, 30]> : vector<2xi32>) : vector<2xi32>
  %fours = llvm.mlir.constant(dense<[4, 40]> : vector<2xi32>) : vector<2xi32>
  %picked = llvm.select %mask, %threes, %fours : vector<2xi1>, vector<2xi32>
  %l0 = llvm.extractelement %picked[%i0 : i32] : vector<2xi32>
  %l1 = llvm.extractelement %picked[%c1 : i32] : vector<2xi32>
  %ls = llvm.add %l0, %l1 : i32
  %p11 = llvm.getelementptr %out[11] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %ls, %p11 : i32, !llvm.ptr
  %ten = llvm.mlir.constant(10 : i32) : i32
  %three_i = llvm.mlir.constant(3 : i32) : i32
  %sad = llvm.call_intrinsic "llvm.nvvm.sad.i"(%minus7, %five, %ten) : (i32, i32, i32) -> i32
  %p12 = llvm.getelementptr %out[12] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %sad, %p12 : i32, !llvm.ptr
  %usad = llvm.call_intrinsic "llvm.nvvm.sad.ui"(%three_i, %ten, %one) : (i32, i32, i32) -> i32
  %p13 = llvm.getelementptr %out[13] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %usad, %p13 : i32, !llvm.ptr
  %bytes = llvm.mlir.constant(dense<[100, 100, 100, 7]> : vector<4xi8>) : vector<4xi8>
  %bsum = "llvm.intr.vector.reduce.add"(%bytes) : (vector<4xi8>) -> i8
  %bsum32 = llvm.zext %bsum : i8 to i32
  %p14 = llvm.getelementptr %out[14] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %bsum32, %p14 : i32, !llvm.ptr
  %minus1_5 = llvm.mlir.constant(dense<[-1, 5]> : vector<2xi32>) : vector<2xi32>
  %umin = "llvm.intr.vector.reduce.umin"(%minus1_5) : (vector<2xi32>) -> i32
  %p15 = llvm.getelementptr %out[15] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %umin, %p15 : i32, !llvm.ptr
  %smin = "llvm.intr.vector.reduce.smin"(%minus1_5) : (vector<2xi32>) -> i32
  %p16 = llvm.getelementptr %out[16] : (!llvm.ptr) -> !llvm.ptr, i64
  llvm.store %smin, %p16 : i32, !llvm.ptr
  llvm.return
}
