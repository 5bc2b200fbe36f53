// Message passing: the data store must be visible before the flag store. The two addresses
// differ, yet the fence is what orders them for an observer.
llvm.func ptx_kernelcc @fence_between_data_and_flag_is_kept(%data: !llvm.ptr<1>, %flag: !llvm.ptr<1>, %x: f32) {
  llvm.store %x, %data {alignment = 4 : i64} : f32, !llvm.ptr<1>
  llvm.call_intrinsic "llvm.nvvm.membar.gl"() : () -> ()
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.store %one, %flag {alignment = 4 : i64} : i32, !llvm.ptr<1>
  llvm.return
}
