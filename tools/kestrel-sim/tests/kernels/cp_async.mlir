// cp.async on one warp, in both spellings. Thread t copies in[t] (4 bytes, the NVVM op) into
// @sa[t] as group 1, then in[4t .. 4t+3] (16 bytes with src-size 8, the intrinsic: bytes 8..15
// are zero-filled) into @sb[4t .. 4t+3] as group 2. After wait_group 1 (group 1 complete,
// group 2 may still be pending) it reads @sa[t] into out[t]; after wait_all it reads @sb's
// four words into out[32 + 4t ..]. Expected: out[t] = in[t], out[32 + 4t + j] = in[4t + j]
// for j < 2 and 0 for j >= 2.
llvm.mlir.global internal @sa() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x i32>
llvm.mlir.global internal @sb() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<128 x i32>
llvm.func @cp_async(%in: !llvm.ptr, %out: !llvm.ptr) attributes {nvvm.kernel} {
  %c4 = llvm.mlir.constant(4 : i32) : i32
  %c8 = llvm.mlir.constant(8 : i32) : i32
  %c32 = llvm.mlir.constant(32 : i32) : i32
  %t = nvvm.read.ptx.sreg.tid.x : i32
  %sa = llvm.mlir.addressof @sa : !llvm.ptr<3>
  %sb = llvm.mlir.addressof @sb : !llvm.ptr<3>
  %gin = llvm.addrspacecast %in : !llvm.ptr to !llvm.ptr<1>
  %src_a = llvm.getelementptr %gin[%t] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %dst_a = llvm.getelementptr %sa[%t] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  nvvm.cp.async.shared.global %dst_a, %src_a, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.commit.group
  %t4 = llvm.mul %t, %c4 : i32
  %src_b = llvm.getelementptr %gin[%t4] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i32
  %dst_b = llvm.getelementptr %sb[%t4] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
  llvm.call_intrinsic "llvm.nvvm.cp.async.cg.shared.global.16.s"(%dst_b, %src_b, %c8) : (!llvm.ptr<3>, !llvm.ptr<1>, i32) -> ()
  llvm.call_intrinsic "llvm.nvvm.cp.async.commit.group"() : () -> ()
  nvvm.cp.async.wait.group 1
  %a = llvm.load %dst_a : !llvm.ptr<3> -> i32
  %out_a = llvm.getelementptr %out[%t] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %a, %out_a : i32, !llvm.ptr
  llvm.call_intrinsic "llvm.nvvm.cp.async.wait.all"() : () -> ()
  %b = llvm.load %dst_b {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
  %o = llvm.add %t4, %c32 : i32
  %out_b = llvm.getelementptr %out[%o] : (!llvm.ptr, i32) -> !llvm.ptr, i32
  llvm.store %b, %out_b : vector<4xi32>, !llvm.ptr
  llvm.return
}
