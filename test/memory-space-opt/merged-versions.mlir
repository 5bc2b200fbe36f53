// RUN: --passes=memory-space-opt --split-input-file --memory-space-opt-clone-limit=4
// memory-space-opt with the clone limit lowered to 4 ops: a device function larger than
// that keeps one version, specialised for the spaces all its calls agree on.

// One call passes a shared pointer, the other a global one, and both the same kind of
// stack object: one version, whose first parameter stays generic and whose second is local.
// Sending the global call to a shared version would fault in kestrel-sim.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func internal @scale_into(%dst: !llvm.ptr, %factor: !llvm.ptr) {
  %v = llvm.load %dst {alignment = 4 : i64} : !llvm.ptr -> f32
  %k = llvm.load %factor {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fmul %v, %k : f32
  llvm.store %w, %dst {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @large_callee_joins_its_signatures(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %k = llvm.alloca %one x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %two = llvm.mlir.constant(2.0 : f32) : f32
  llvm.store %two, %k {alignment = 4 : i64} : f32, !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %sh {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @scale_into(%sh, %k) : (!llvm.ptr, !llvm.ptr) -> ()
  %v = llvm.load %sh {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @scale_into(%po, %k) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}

// -----
// A large linkonce function that calls itself: its original is reached by no call once the
// kernel's call goes to the specialised version, so what the original's own recursive call
// passes does not count, and the one version keeps the object's space.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func linkonce_odr @fill(%holder: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %done = llvm.icmp "sle" %n, %zero : i32
  llvm.cond_br %done, ^exit, ^more
^more:
  %out = llvm.load %holder {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %i = llvm.sext %n : i32 to i64
  %at = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %n, %at {alignment = 4 : i64} : i32, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  llvm.call @fill(%holder, %m) : (!llvm.ptr, i32) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}
llvm.func ptx_kernelcc @large_recursive_linkonce_keeps_one_version(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %holder = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %out, %holder {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.and %tid, %c3 : i32
  llvm.call @fill(%holder, %n) : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----
// A large function callable from outside the module keeps its generic original for those
// callers; the module's own calls, which all pass a stack object, reach one version besides
// it, whose parameter is local. (The original is not a second version of the module's calls:
// counting it would leave them generic, as before.)
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func @accumulate(%acc: !llvm.ptr, %x: f32) {
  %v = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %x : f32
  %u = llvm.fmul %w, %x : f32
  llvm.store %u, %acc {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @large_exported_callee_gets_one_version(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %acc = llvm.alloca %one x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %acc {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @accumulate(%acc, %f) : (!llvm.ptr, f32) -> ()
  llvm.call @accumulate(%acc, %f) : (!llvm.ptr, f32) -> ()
  %v = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The same function reached with a local pointer and, by a second call, with a global one:
// the module's calls want two signatures, so they share one version, the join, which is
// generic here; with the kept original that is one body.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func @accumulate(%acc: !llvm.ptr, %x: f32) {
  %v = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> f32
  %w = llvm.fadd %v, %x : f32
  %u = llvm.fmul %w, %x : f32
  llvm.store %u, %acc {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @large_exported_callee_reached_two_ways(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %acc = llvm.alloca %one x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %acc {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @accumulate(%acc, %f) : (!llvm.ptr, f32) -> ()
  %v = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.call @accumulate(%po, %f) : (!llvm.ptr, f32) -> ()
  llvm.return
}

// -----
// A large exported function that calls itself: its original's own call wants the generic
// signature, which joins the module's calls into generic; nothing is cloned.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func @countdown(%acc: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %done = llvm.icmp "sle" %n, %zero : i32
  llvm.cond_br %done, ^exit, ^more
^more:
  %v = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> i32
  %w = llvm.add %v, %n : i32
  llvm.store %w, %acc {alignment = 4 : i64} : i32, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  llvm.call @countdown(%acc, %m) : (!llvm.ptr, i32) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}
llvm.func ptx_kernelcc @large_exported_recursive_callee_stays_generic(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %acc = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %acc {alignment = 4 : i64} : i32, !llvm.ptr
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.and %tid, %c3 : i32
  llvm.call @countdown(%acc, %n) : (!llvm.ptr, i32) -> ()
  %v = llvm.load %acc {alignment = 4 : i64} : !llvm.ptr -> i32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %v, %po {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
