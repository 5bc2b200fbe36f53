// RUN: --passes=memory-space-opt --split-input-file
// memory-space-opt: pointers a thread keeps in its own local objects (an `alloca` whose
// every use the pass can see) are loaded back with the space of what was stored into the
// bytes they read, also in the functions the object is passed to. The cases named
// `..._stays_generic` still have their stack accesses made local; the pointer they load
// must stay generic, and kestrel-sim shows reading it in the wrong space goes wrong.

// cuda-samples' interval: the kernel keeps its output pointer in a struct on the stack and
// passes the struct by reference to a device function. The function's accesses to the
// struct are local, and the pointer it loads from it is the kernel's global parameter;
// its counter next to the pointer is an integer that overlaps no pointer.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @push(%stack: !llvm.ptr, %v: f32) {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %count_at = llvm.getelementptr inbounds %stack[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %n = llvm.load %count_at {alignment = 8 : i64} : !llvm.ptr -> i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.add %n, %one : i32
  llvm.store %m, %count_at {alignment = 8 : i64} : i32, !llvm.ptr
  %out = llvm.load %stack {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %i = llvm.sext %n : i32 to i64
  %at = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %v, %at {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}
llvm.func ptx_kernelcc @pointer_member_of_a_stack_struct(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %stack = llvm.alloca %one x !llvm.struct<(ptr, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %out, %stack {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %count_at = llvm.getelementptr inbounds %stack[%c8] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.store %tid, %count_at {alignment = 8 : i64} : i32, !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.call @push(%stack, %f) : (!llvm.ptr, f32) -> ()
  llvm.return
}

// -----
// A table of two shared-tile pointers on the stack, read at an index known only at run time:
// llc's SROA cannot promote it, and what it holds is shared either way. The pointer read back
// is rewritten; the stores straight into the tile, through the kernel's own cast, are llc's.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<64 x f32>
llvm.func ptx_kernelcc @shared_pointers_in_a_stack_table(%out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %table = llvm.alloca %one x !llvm.array<2 x ptr> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %lo = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<64 x f32>
  %c32 = llvm.mlir.constant(32 : i64) : i64
  %hi = llvm.getelementptr inbounds %lo[%c32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %lo, %table {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %second = llvm.getelementptr inbounds %table[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x ptr>
  llvm.store %hi, %second {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %lo {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.store %f, %hi {alignment = 4 : i64} : f32, !llvm.ptr
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %which = llvm.and %t, %c1 : i64
  %slot = llvm.getelementptr inbounds %table[0, %which] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x ptr>
  %p = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A recursive function passes the object down: every level reads the kernel's pointer.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func internal @countdown(%stack: !llvm.ptr, %n: i32) {
  %zero = llvm.mlir.constant(0 : i32) : i32
  %done = llvm.icmp "sle" %n, %zero : i32
  llvm.cond_br %done, ^exit, ^more
^more:
  %out = llvm.load %stack {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %i = llvm.sext %n : i32 to i64
  %at = llvm.getelementptr inbounds %out[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  llvm.store %n, %at {alignment = 4 : i64} : i32, !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %m = llvm.sub %n, %one : i32
  llvm.call @countdown(%stack, %m) : (!llvm.ptr, i32) -> ()
  llvm.br ^exit
^exit:
  llvm.return
}
llvm.func ptx_kernelcc @object_passed_down_a_recursion(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %one = llvm.mlir.constant(1 : i32) : i32
  %stack = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %out, %stack {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %n = llvm.and %tid, %c3 : i32
  llvm.call @countdown(%stack, %n) : (!llvm.ptr, i32) -> ()
  llvm.return
}

// -----
// One slot holds the kernel's global pointer on even threads and a shared one on odd
// threads: what is loaded back is in neither space for sure. Reading it as global faults.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @slot_holding_shared_or_global_stays_generic(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %po, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %odd = llvm.and %tid, %one : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %isodd = llvm.icmp "ne" %odd, %zero : i32
  llvm.cond_br %isodd, ^shared, ^join
^shared:
  llvm.store %sh, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.br ^join
^join:
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The slot first holds the global pointer, then a copy of a shared pointer's bytes
// (`memcpy` from another object) overwrites it: the bytes loaded back are no stored pointer
// the pass can name.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @bytes_copied_over_a_pointer_slot_stay_generic(%out: !llvm.ptr) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %other = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %po, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  llvm.store %sh, %other {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %c8 = llvm.mlir.constant(8 : i64) : i64
  "llvm.intr.memcpy"(%slot, %other, %c8) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// The object's address escapes to global memory, and a store through the copy read back
// puts a shared pointer into the slot: a store the pass cannot see as the object's.
// SIM-BLOCK: 32
// SIM-GRID: 1
// UNSOUND-IF-IN-SPACE: %q 1
llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 4 : i64} : !llvm.array<32 x f32>
llvm.func ptx_kernelcc @object_whose_address_escapes_stays_generic(%out: !llvm.ptr, %spill: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %po, %slot {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %mine = llvm.getelementptr inbounds %spill[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
  llvm.store %slot, %mine {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr<1>
  %back = llvm.load %mine {alignment = 8 : i64} : !llvm.ptr<1> -> !llvm.ptr
  %s = llvm.mlir.addressof @tile : !llvm.ptr<3>
  %g = llvm.addrspacecast %s : !llvm.ptr<3> to !llvm.ptr
  %sh = llvm.getelementptr inbounds %g[0, %t] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<32 x f32>
  llvm.store %sh, %back {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %f = llvm.sitofp %tid : i32 to f32
  llvm.store %f, %q {alignment = 4 : i64} : f32, !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----
// An exported function reads a pointer out of the object it is given: callers elsewhere
// may pass any object, so its own body stays generic (the call here gets a clone).
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func @read_through(%holder: !llvm.ptr) -> f32 {
  %p = llvm.load %holder {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func ptx_kernelcc @exported_reader_keeps_its_generic_body(%in: !llvm.ptr, %out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %holder = llvm.alloca %one x !llvm.ptr {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %pi, %holder {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %v = llvm.call @read_through(%holder) : (!llvm.ptr) -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}

// -----
// A pointer slot stored and loaded with 4-byte alignment: two such accesses may overlap by
// half, and a load could mix the bytes of two pointers. Left generic.
// SIM-BLOCK: 32
// SIM-GRID: 1
llvm.func ptx_kernelcc @underaligned_pointer_slot_stays_generic(%in: !llvm.ptr, %out: !llvm.ptr<1>) {
  %tid = nvvm.read.ptx.sreg.tid.x : i32
  %t = llvm.zext nneg %tid : i32 to i64
  %one = llvm.mlir.constant(1 : i32) : i32
  %holder = llvm.alloca %one x !llvm.struct<packed (i32, ptr)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %slot = llvm.getelementptr inbounds %holder[%c4] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %pi = llvm.getelementptr inbounds %in[%t] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %pi, %slot {alignment = 4 : i64} : !llvm.ptr, !llvm.ptr
  %q = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> !llvm.ptr
  %v = llvm.load %q {alignment = 4 : i64} : !llvm.ptr -> f32
  %po = llvm.getelementptr inbounds %out[%t] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
  llvm.store %v, %po {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.return
}
