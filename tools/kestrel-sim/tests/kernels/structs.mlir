// Struct layout and GEP: records are {i8 tag, i32 count, f64 value} (16 bytes: offsets 0,
// 4, 8) read field by field; out[i] = value * count + tag. Pairs are {i32, array<3 x i16>}
// (12 bytes: offsets 0, 4, 6, 8) loaded whole, rebuilt with insertvalue and stored to the
// next slot with the first field incremented and the last two i16 swapped.
llvm.func @structs(%records: !llvm.ptr<1>, %out: !llvm.ptr<1>, %pairs: !llvm.ptr<1>) attributes {nvvm.kernel} {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %tag_p = llvm.getelementptr %records[%t, 0] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i8, i32, f64)>
  %count_p = llvm.getelementptr %records[%t, 1] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i8, i32, f64)>
  %value_p = llvm.getelementptr %records[%t, 2] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i8, i32, f64)>
  %tag = llvm.load %tag_p : !llvm.ptr<1> -> i8
  %count = llvm.load %count_p : !llvm.ptr<1> -> i32
  %value = llvm.load %value_p : !llvm.ptr<1> -> f64
  %tag64 = llvm.uitofp %tag : i8 to f64
  %count64 = llvm.sitofp %count : i32 to f64
  %product = llvm.fmul %value, %count64 : f64
  %result = llvm.fadd %product, %tag64 : f64
  %dst = llvm.getelementptr %out[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f64
  llvm.store %result, %dst : f64, !llvm.ptr<1>
  %two_t = llvm.add %t, %t : i32
  %pair_p = llvm.getelementptr %pairs[%two_t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, !llvm.struct<(i32, array<3 x i16>)>
  %pair = llvm.load %pair_p : !llvm.ptr<1> -> !llvm.struct<(i32, array<3 x i16>)>
  %first = llvm.extractvalue %pair[0] : !llvm.struct<(i32, array<3 x i16>)>
  %h1 = llvm.extractvalue %pair[1, 1] : !llvm.struct<(i32, array<3 x i16>)>
  %h2 = llvm.extractvalue %pair[1, 2] : !llvm.struct<(i32, array<3 x i16>)>
  %first1 = llvm.add %first, %c1 : i32
  %q0 = llvm.insertvalue %first1, %pair[0] : !llvm.struct<(i32, array<3 x i16>)>
  %q1 = llvm.insertvalue %h2, %q0[1, 1] : !llvm.struct<(i32, array<3 x i16>)>
  %q2 = llvm.insertvalue %h1, %q1[1, 2] : !llvm.struct<(i32, array<3 x i16>)>
  %next_p = llvm.getelementptr %pair_p[1] : (!llvm.ptr<1>) -> !llvm.ptr<1>, !llvm.struct<(i32, array<3 x i16>)>
  llvm.store %q2, %next_p : !llvm.struct<(i32, array<3 x i16>)>, !llvm.ptr<1>
  llvm.return
}
