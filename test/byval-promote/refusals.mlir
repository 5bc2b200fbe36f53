// RUN: --passes=byval-promote --split-input-file
// byval-promote must not fire: each byval parameter below keeps its copy, for the reason the
// case names; the module prints unchanged.

// The callee writes its copy: the caller's bytes are not what it reads afterwards.
llvm.func internal @bump(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %a = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %a1 = llvm.add %a, %one : i32
  llvm.store %a1, %s {alignment = 4 : i64} : i32, !llvm.ptr
  %b = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %b : i32
}
llvm.func ptx_kernelcc @stored_to_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @bump(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// The copy's address is passed on: whoever receives it may read any byte, or write it.
llvm.func @observe(!llvm.ptr) -> i32
llvm.func internal @forward(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %a = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  %b = llvm.call @observe(%s) : (!llvm.ptr) -> i32
  %r = llvm.add %a, %b : i32
  llvm.return %r : i32
}
llvm.func ptx_kernelcc @passed_on_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @forward(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A field picked by a thread-dependent index: no one scalar per load.
llvm.func internal @select_lane(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.array<4 x i32>}, %k: i32) -> i32 attributes {no_inline} {
  %three = llvm.mlir.constant(3 : i32) : i32
  %j = llvm.and %k, %three : i32
  %p = llvm.getelementptr inbounds %s[0, %j] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<4 x i32>
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func ptx_kernelcc @variable_index_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.array<4 x i32> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @select_lane(%t, %tid) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.array<4 x i32>}, i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A volatile read of the copy: it must stay one access of memory.
llvm.func internal @poll(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %v = llvm.load volatile %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func ptx_kernelcc @volatile_read_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @poll(%t) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A read past the end of the byval type: not a field of it.
llvm.func internal @overread(%s: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i64 attributes {no_inline} {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %p = llvm.getelementptr inbounds %s[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func ptx_kernelcc @read_past_the_end_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32, i32, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @overread(%t) : (!llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i64
  llvm.store %r, %out {alignment = 8 : i64} : i64, !llvm.ptr
  llvm.return
}

// -----
// The call states no alignment for its pointer: a load placed at the call would have to
// assume one, so the call keeps its copy, and no copy of the callee is made for nothing.
llvm.func internal @first(%s: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}) -> i32 attributes {no_inline} {
  %v = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func ptx_kernelcc @call_without_alignment_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.call @first(%t) : (!llvm.ptr {llvm.byval = !llvm.struct<(i32, i32)>}) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----
// A recursive call passing the copy on as the other parameter: the callee's second copy is
// the caller's first, not the same field at the same place.
llvm.func internal @swap(%a: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, %b: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, %n: i32) -> i32 attributes {no_inline} {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.load %a {alignment = 4 : i64} : !llvm.ptr -> i32
  %done = llvm.icmp "sle" %n, %zero : i32
  llvm.cond_br %done, ^leaf, ^more
^more:
  %m = llvm.sub %n, %one : i32
  %r = llvm.call @swap(%b, %a, %m) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, i32) -> i32
  %s = llvm.add %r, %x : i32
  llvm.return %s : i32
^leaf:
  llvm.return %x : i32
}
llvm.func ptx_kernelcc @passed_on_in_another_place_should_not_apply(%out: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %three = llvm.mlir.constant(3 : i32) : i32
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %u = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  llvm.store %tid, %t {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %three, %u {alignment = 4 : i64} : i32, !llvm.ptr
  %n = llvm.and %tid, %three : i32
  %r = llvm.call @swap(%t, %u, %n) : (!llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(i32, i32)>}, i32) -> i32
  llvm.store %r, %out {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
