module attributes {gpu.container_module} {
  llvm.func @block_reduce_tree(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(256 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg7, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %13 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg1, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg2, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg4, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.alloca %19 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %20, %21 : !llvm.array<1 x i64>, !llvm.ptr
    %22 = llvm.getelementptr %21[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %23 = llvm.load %22 : !llvm.ptr -> i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    %25 = builtin.unrealized_conversion_cast %24 : index to i64
    %26 = llvm.icmp "eq" %25, %1 : i64
    %27 = llvm.sub %25, %2 : i64
    %28 = llvm.udiv %27, %3 : i64
    %29 = llvm.add %28, %2 : i64
    %30 = llvm.select %26, %1, %29 : i1, i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    %32 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @block_reduce_tree_kernel::@block_reduce_tree_kernel blocks in (%30, %2, %2) threads in (%3, %2, %2) : i64 args(%23 : i64, %32 : !llvm.ptr, %33 : !llvm.ptr, %34 : i64, %35 : i64, %36 : i64, %1 : i64, %2 : i64, %37 : !llvm.ptr, %38 : !llvm.ptr, %39 : i64, %40 : i64, %41 : i64)
    llvm.return
  }
  gpu.module @block_reduce_tree_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_block_reduce_tree_kernel_0() {addr_space = 3 : i32} : !llvm.array<256 x i32>
    llvm.func @block_reduce_tree_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.addressof @__wg_block_reduce_tree_kernel_0 : !llvm.ptr<3>
      %5 = llvm.getelementptr %4[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x i32>
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = llvm.mul %7, %3 overflow<nsw> : i64
      %11 = llvm.add %10, %9 : i64
      %12 = llvm.icmp "ult" %11, %arg0 : i64
      llvm.cond_br %12, ^bb1, ^bb2(%2 : i32)
    ^bb1:  // pred: ^bb0
      %13 = llvm.getelementptr inbounds|nuw %arg2[%11] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %14 = llvm.load %13 : !llvm.ptr -> i32
      llvm.br ^bb2(%14 : i32)
    ^bb2(%15: i32):  // 2 preds: ^bb0, ^bb1
      %16 = llvm.getelementptr inbounds|nuw %5[%9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %15, %16 : i32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb3(%arg6 : i64)
    ^bb3(%17: i64):  // 2 preds: ^bb2, ^bb6
      %18 = llvm.icmp "slt" %17, %1 : i64
      llvm.cond_br %18, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %19 = llvm.lshr %0, %17 : i64
      %20 = llvm.icmp "ult" %9, %19 : i64
      llvm.cond_br %20, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %21 = llvm.add %9, %19 : i64
      %22 = llvm.load %16 : !llvm.ptr<3> -> i32
      %23 = llvm.getelementptr inbounds|nuw %5[%21] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %24 = llvm.load %23 : !llvm.ptr<3> -> i32
      %25 = llvm.add %22, %24 : i32
      llvm.store %25, %16 : i32, !llvm.ptr<3>
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb4, ^bb5
      nvvm.barrier0
      %26 = llvm.add %17, %arg7 : i64
      llvm.br ^bb3(%26 : i64)
    ^bb7:  // pred: ^bb3
      %27 = llvm.icmp "eq" %9, %arg6 : i64
      llvm.cond_br %27, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %28 = llvm.getelementptr inbounds|nuw %5[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %29 = llvm.load %28 : !llvm.ptr<3> -> i32
      %30 = llvm.getelementptr inbounds|nuw %arg9[%7] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %29, %30 : i32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.return
    }
  }
}

