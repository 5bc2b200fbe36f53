// ldmatrix on one warp, in both spellings. Thread t copies row t of %in (eight i16) into
// @tile at byte 16 t: @tile holds four 8x8 b16 matrices, row r of matrix m at byte
// 16 (8m + r). After a barrier every lane loads with its own row's address (lane l
// addresses row l): x4 (all 32 rows), x2.trans (lanes 0..15: matrices 0 and 1) and x1
// (lanes 0..7: matrix 0), and stores its registers to out[7l .. 7l+3] (x4),
// out[7l+4 .. 7l+5] (x2.trans) and out[7l+6] (x1).
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x i16>
llvm.func @ldmatrix(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %tile = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %t8 = llvm.mul %t, %c8 : i32
  %src = llvm.getelementptr %in[%t8] : (!llvm.ptr, i32) -> !llvm.ptr, i16
  %row = llvm.load %src {alignment = 16 : i64} : !llvm.ptr -> vector<8xi16>
  %dst = llvm.getelementptr %tile[%t8] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
  llvm.store %row, %dst {alignment = 16 : i64} : vector<8xi16>, !llvm.ptr<3>
  nvvm.barrier0
  %x4 = nvvm.ldmatrix %dst {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
  %x2 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16.p3"(%dst) : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %x1 = llvm.call_intrinsic "llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16.p3"(%dst) : (!llvm.ptr<3>) -> i32
  %base = llvm.mul %t, %c7 : i32
  %r0 = llvm.extractvalue %x4[0] : !llvm.struct<(i32, i32, i32, i32)>
  %r1 = llvm.extractvalue %x4[1] : !llvm.struct<(i32, i32, i32, i32)>
  %r2 = llvm.extractvalue %x4[2] : !llvm.struct<(i32, i32, i32, i32)>
  %r3 = llvm.extractvalue %x4[3] : !llvm.struct<(i32, i32, i32, i32)>
  %r4 = llvm.extractvalue %x2[0] : !llvm.struct<(i32, i32)>
  %r5 = llvm.extractvalue %x2[1] : !llvm.struct<(i32, i32)>
  %p0 = llvm.getelementptr %out[%base] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  %p1 = llvm.getelementptr %p0[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %p2 = llvm.getelementptr %p0[2] : (!llvm.ptr) -> !llvm.ptr, i32
  %p3 = llvm.getelementptr %p0[3] : (!llvm.ptr) -> !llvm.ptr, i32
  %p4 = llvm.getelementptr %p0[4] : (!llvm.ptr) -> !llvm.ptr, i32
  %p5 = llvm.getelementptr %p0[5] : (!llvm.ptr) -> !llvm.ptr, i32
  %p6 = llvm.getelementptr %p0[6] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %r0, %p0 : i32, !llvm.ptr
  llvm.store %r1, %p1 : i32, !llvm.ptr
  llvm.store %r2, %p2 : i32, !llvm.ptr
  llvm.store %r3, %p3 : i32, !llvm.ptr
  llvm.store %r4, %p4 : i32, !llvm.ptr
  llvm.store %r5, %p5 : i32, !llvm.ptr
  llvm.store %x1, %p6 : i32, !llvm.ptr
  llvm.return
}
