// RUN: --split-input-file --passes=byval-promote{max-fields=2} --stats
// byval-promote's refusals under --stats, one reason per chunk (the cases of
// test/byval-promote/refusals.mlir show the modules unchanged).

// The callee writes its copy (refused.escapes).
llvm.func internal @bump(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %one, %s {alignment = 4 : i64} : i32, !llvm.ptr
  %b = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %b : i32
}
llvm.func ptx_kernelcc @escapes_should_not_apply(%out: !llvm.ptr, %t: !llvm.ptr) {
  %r = llvm.call @bump(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A read past the byval type's 8 bytes (refused.out-of-bounds).
llvm.func internal @overread(%s: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i64 attributes {no_inline} {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.getelementptr inbounds %s[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func ptx_kernelcc @out_of_bounds_should_not_apply(%out: !llvm.ptr, %t: !llvm.ptr) {
  %r = llvm.call @overread(%t) : (!llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i64
  llvm.store %r, %out {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----
// Three fields read, max-fields=2 (refused.too-many-fields).
llvm.func internal @sum3(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32, i32)>}) -> i32 attributes {no_inline} {
  %a = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  %pb = llvm.getelementptr inbounds %s[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
  %b = llvm.load %pb {alignment = 4 : i64} : !llvm.ptr -> i32
  %pc = llvm.getelementptr inbounds %s[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32)>
  %c = llvm.load %pc {alignment = 4 : i64} : !llvm.ptr -> i32
  %ab = llvm.add %a, %b : i32
  %r = llvm.add %ab, %c : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @too_many_fields_should_not_apply(%out: !llvm.ptr, %t: !llvm.ptr) {
  %r = llvm.call @sum3(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A variadic callee (refused.variadic).
llvm.func internal @first_of(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, ...) -> i32 attributes {no_inline} {
  %v = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func ptx_kernelcc @variadic_should_not_apply(%out: !llvm.ptr, %t: !llvm.ptr) {
  %r = llvm.call @first_of(%t) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// The call states another byval type than the callee's (refused.call-site).
llvm.func internal @first(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %v = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func ptx_kernelcc @call_site_should_not_apply(%out: !llvm.ptr, %t: !llvm.ptr) {
  %r = llvm.call @first(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
