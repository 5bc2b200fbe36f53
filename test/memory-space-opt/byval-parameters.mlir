// RUN: --passes=memory-space-opt --split-input-file
// memory-space-opt: a kernel's `byval` parameter whose address reaches a device function is
// copied to the stack here, as llc's NVPTXLowerArgs copies it where it cannot hand the
// parameter out with `cvta.param`, so the function learns that its parameter points into
// local memory and what the pointers in it point to. A struct without pointers is not
// copied: there is nothing to learn, and where llc would use `cvta.param` the copy is cost.

// Must not fire: the kernel passes a struct of two floats by reference; llc (sm_70+, PTX
// 7.7+) gives the callee a `cvta.param` pointer to it, no copy.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @scaled(%range: !llvm.ptr, %x: f32) -> f32 {
  %lo = llvm.load %range {alignment = 4 : i64} : !llvm.ptr -> f32
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %hi_at = llvm.getelementptr inbounds %range[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %hi = llvm.load %hi_at {alignment = 4 : i64} : !llvm.ptr -> f32
  %d = llvm.fsub %hi, %lo : f32
  %y = llvm.fmul %x, %d : f32
  %r = llvm.fadd %y, %lo : f32
  llvm.return %r : f32
}
llvm.func ptx_kernelcc @struct_of_numbers_passed_by_reference_should_not_apply(%out: !llvm.ptr<1>, %range: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %x = llvm.uitofp %tid : i32 to f32
  %v = llvm.call @scaled(%range, %x) : (!llvm.ptr, f32) -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// Read only by the kernel itself: llc reads it with `ld.param`, no copy.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func ptx_kernelcc @byval_read_in_place_should_not_apply(%out: !llvm.ptr<1>, %range: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %lo = llvm.load %range {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %lo, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A `grid_constant` parameter is never copied: llc passes its address in parameter memory
// (`cvta.param`).
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @first(%range: !llvm.ptr) -> f32 {
  %lo = llvm.load %range {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %lo : f32
}
llvm.func ptx_kernelcc @grid_constant_passed_by_reference_should_not_apply(%out: !llvm.ptr<1>, %range: !llvm.ptr {llvm.align = 4 : i64, llvm.byval = !llvm.struct<(f32, f32)>, nvvm.grid_constant}) attributes {nvvm.kernel} {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %v = llvm.call @first(%range) : (!llvm.ptr) -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A struct with a pointer field is copied too: its layout is read from the type, whose
// fields MLIR prints as `ptr`, not `!llvm.ptr`.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @count_of(%range: !llvm.ptr) -> i32 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %at = llvm.getelementptr inbounds %range[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %n = llvm.load %at {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %n : i32
}
llvm.func ptx_kernelcc @byval_struct_with_pointer_field_passed_by_reference(%out: !llvm.ptr<1>, %view: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(ptr, i32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %n = llvm.call @count_of(%view) : (!llvm.ptr) -> i32
  %v = llvm.add %n, %tid : i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}

// -----
// The copy holds what the parameter held: its pointer field is the host's, global, in the
// kernel and in the device function the copy is passed to (nothing writes the parameter).
// SIM: unsupported (kestrel-sim fills a byval parameter with random bytes, so its pointer field points nowhere)
llvm.func internal @store_at(%view: !llvm.ptr, %i: i64, %v: f32) {
  %data = llvm.load %view {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %at = llvm.getelementptr inbounds %data[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %at {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @pointer_field_of_a_copied_parameter_is_global(%view: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(ptr, i32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %f = llvm.sitofp %tid : i32 to f32
  llvm.call @store_at(%view, %t, %f) : (!llvm.ptr, i64, f32) -> ()
  %data = llvm.load %view {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %at = llvm.getelementptr inbounds %data[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %v = llvm.load %at {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %f : f32
  llvm.store %w, %at {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The kernel overwrites the pointer field of its parameter with a shared address, then
// copies the parameter to the stack: the copy holds the shared address, so the copy's own
// accesses become local and the access through the field it holds stays generic.
// SIM-BLOCK: 1
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %at 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @parameter_written_before_its_copy(%out: !llvm.ptr, %view: !llvm.ptr {llvm.align = 8 : i64, llvm.byval = !llvm.struct<(ptr, i32)>}) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %sa = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %sa : !llvm.ptr<3> to !llvm.ptr
  llvm.store %g, %view {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  %c16 = llvm.mlir.constant(16 : i64) : i64
  %copy = llvm.alloca %c16 x i8 {alignment = 8 : i64} : (i64) -> !llvm.ptr
  "llvm.intr.memcpy"(%copy, %view, %c16) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %data = llvm.load %copy {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %at = llvm.getelementptr inbounds %data[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %f, %at {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %at {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
