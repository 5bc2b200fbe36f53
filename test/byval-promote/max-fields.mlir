// RUN: --passes=byval-promote{max-fields=1} --split-input-file
// byval-promote{max-fields=1}: a parameter read as two fields keeps its copy.

llvm.func internal @sum(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %a = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  %pb = llvm.getelementptr inbounds %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %b = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> i32
  %r = llvm.add %a, %b : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @two_fields_over_the_limit_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %pb = llvm.getelementptr inbounds %t[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  llvm.store %tid, %pb {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @sum(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
