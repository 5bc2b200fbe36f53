module attributes {gpu.container_module} {
  llvm.func @vector_chain(%arg0: f32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(128 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = llvm.insertvalue %arg11, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg12, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg13, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg14, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %arg15, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %15 = llvm.insertvalue %arg6, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg7, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg8, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg9, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %arg10, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %21 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %arg2, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg3, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg4, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg5, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = builtin.unrealized_conversion_cast %25 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.extractvalue %25[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.alloca %27 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %28, %29 : !llvm.array<1 x i64>, !llvm.ptr
    %30 = llvm.getelementptr %29[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %31 = llvm.load %30 : !llvm.ptr -> i64
    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
    %33 = builtin.unrealized_conversion_cast %32 : index to i64
    %34 = llvm.udiv %33, %3 : i64
    %35 = builtin.unrealized_conversion_cast %34 : i64 to index
    %36 = llvm.icmp "eq" %34, %1 : i64
    %37 = llvm.sub %34, %2 : i64
    %38 = llvm.udiv %37, %4 : i64
    %39 = llvm.add %38, %2 : i64
    %40 = llvm.select %36, %1, %39 : i1, i64
    %41 = builtin.unrealized_conversion_cast %40 : i64 to index
    %42 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.extractvalue %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @vector_chain_kernel::@vector_chain_kernel blocks in (%40, %2, %2) threads in (%4, %2, %2) : i64 args(%34 : i64, %3 : i64, %arg0 : f32, %42 : !llvm.ptr, %43 : !llvm.ptr, %44 : i64, %45 : i64, %46 : i64, %47 : !llvm.ptr, %48 : !llvm.ptr, %49 : i64, %50 : i64, %51 : i64, %52 : !llvm.ptr, %53 : !llvm.ptr, %54 : i64, %55 : i64, %56 : i64)
    llvm.return
  }
  gpu.module @vector_chain_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @vector_chain_kernel(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr, %arg14: !llvm.ptr, %arg15: i64, %arg16: i64, %arg17: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0 : i32) : i32
      %1 = llvm.mlir.poison : vector<4xf32>
      %2 = llvm.mlir.constant(dense<6.000000e+00> : vector<4xf32>) : vector<4xf32>
      %3 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.mul %6, %4 overflow<nsw> : i64
      %10 = llvm.add %9, %8 : i64
      %11 = llvm.icmp "ult" %10, %arg0 : i64
      llvm.cond_br %11, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %12 = llvm.mul %10, %arg1 : i64
      %13 = llvm.insertelement %arg2, %1[%0 : i32] : vector<4xf32>
      %14 = llvm.shufflevector %13, %1 [0, 0, 0, 0] : vector<4xf32> 
      %15 = llvm.getelementptr %arg4[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %16 = llvm.load %15 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      %17 = llvm.getelementptr %arg9[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %18 = llvm.load %17 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
      %19 = llvm.fmul %14, %16 : vector<4xf32>
      %20 = llvm.fadd %19, %18 : vector<4xf32>
      %21 = llvm.intr.maximum(%20, %3) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %22 = llvm.intr.minimum(%21, %2) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
      %23 = llvm.fmul %22, %16 : vector<4xf32>
      %24 = llvm.getelementptr %arg14[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %23, %24 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

