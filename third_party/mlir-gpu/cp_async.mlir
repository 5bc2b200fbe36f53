module attributes {gpu.container_module} {
  llvm.func @cp_async(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(256 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg7, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %13 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg1, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg2, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg4, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.alloca %19 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %20, %21 : !llvm.array<1 x i64>, !llvm.ptr
    %22 = llvm.getelementptr %21[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %23 = llvm.load %22 : !llvm.ptr -> i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    %25 = builtin.unrealized_conversion_cast %24 : index to i64
    %26 = llvm.sub %25, %2 : i64
    %27 = llvm.udiv %26, %1 : i64
    %28 = builtin.unrealized_conversion_cast %27 : i64 to index
    %29 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @cp_async_kernel::@cp_async_kernel blocks in (%27, %2, %2) threads in (%1, %2, %2) : i64 args(%17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %29 : !llvm.ptr, %30 : !llvm.ptr, %31 : i64, %32 : i64, %33 : i64)
    llvm.return
  }
  gpu.module @cp_async_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_cp_async_kernel_0() {addr_space = 3 : i32} : !llvm.array<257 x f32>
    llvm.func @cp_async_kernel(%arg0: !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(256 : index) : i64
      %1 = llvm.mlir.constant(2.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(0 : index) : i64
      %4 = llvm.mlir.addressof @__wg_cp_async_kernel_0 : !llvm.ptr<3>
      %5 = llvm.getelementptr %4[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<257 x f32>
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.mul %7, %0 overflow<nsw> : i64
      %11 = llvm.add %10, %9 : i64
      %12 = llvm.getelementptr %5[%9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %13 = llvm.extractvalue %arg0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.getelementptr %13[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %15 = llvm.addrspacecast %14 : !llvm.ptr to !llvm.ptr<1>
      nvvm.cp.async.shared.global %12, %15, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      %16 = llvm.icmp "eq" %9, %3 : i64
      llvm.cond_br %16, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %17 = llvm.add %10, %0 : i64
      %18 = llvm.getelementptr %5[256] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %19 = llvm.getelementptr %13[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %20 = llvm.addrspacecast %19 : !llvm.ptr to !llvm.ptr<1>
      nvvm.cp.async.shared.global %18, %20, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.cp.async.wait.group 0
      nvvm.barrier0
      %21 = llvm.add %9, %2 : i64
      %22 = llvm.getelementptr inbounds|nuw %5[%9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %23 = llvm.load %22 : !llvm.ptr<3> -> f32
      %24 = llvm.getelementptr inbounds|nuw %5[%21] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %25 = llvm.load %24 : !llvm.ptr<3> -> f32
      %26 = llvm.fmul %23, %1 : f32
      %27 = llvm.fadd %26, %25 : f32
      %28 = llvm.getelementptr inbounds|nuw %arg2[%11] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %27, %28 : f32, !llvm.ptr
      llvm.return
    }
  }
}

