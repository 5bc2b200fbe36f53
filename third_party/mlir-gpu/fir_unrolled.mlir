module attributes {gpu.container_module} {
  llvm.func @fir_unrolled(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(7 : index) : i64
    %4 = llvm.mlir.constant(256 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %2 : i64 to index
    %7 = builtin.unrealized_conversion_cast %1 : i64 to index
    %8 = llvm.insertvalue %arg10, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg11, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg12, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg13, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg14, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %14 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg6, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg7, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg8, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg9, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32>
    %20 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %arg1, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %arg2, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg3, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg4, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.extractvalue %24[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.alloca %26 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %27, %28 : !llvm.array<1 x i64>, !llvm.ptr
    %29 = llvm.getelementptr %28[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %30 = llvm.load %29 : !llvm.ptr -> i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    %32 = builtin.unrealized_conversion_cast %31 : index to i64
    %33 = llvm.sub %32, %3 : i64
    %34 = builtin.unrealized_conversion_cast %33 : i64 to index
    %35 = llvm.icmp "eq" %33, %1 : i64
    %36 = llvm.sub %33, %2 : i64
    %37 = llvm.udiv %36, %4 : i64
    %38 = llvm.add %37, %2 : i64
    %39 = llvm.select %35, %1, %38 : i1, i64
    %40 = builtin.unrealized_conversion_cast %39 : i64 to index
    %41 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.extractvalue %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @fir_unrolled_kernel::@fir_unrolled_kernel blocks in (%39, %2, %2) threads in (%4, %2, %2) : i64 args(%33 : i64, %41 : !llvm.ptr, %42 : !llvm.ptr, %43 : i64, %44 : i64, %45 : i64, %46 : !llvm.ptr, %47 : !llvm.ptr, %48 : i64, %49 : i64, %50 : i64, %1 : i64, %2 : i64, %51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64)
    llvm.return
  }
  gpu.module @fir_unrolled_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @fir_unrolled_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr, %arg14: !llvm.ptr, %arg15: i64, %arg16: i64, %arg17: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = llvm.mul %4, %2 overflow<nsw> : i64
      %8 = llvm.add %7, %6 : i64
      %9 = llvm.icmp "ult" %8, %arg0 : i64
      llvm.cond_br %9, ^bb1(%arg11, %1 : i64, f32), ^bb4
    ^bb1(%10: i64, %11: f32):  // 2 preds: ^bb0, ^bb2
      %12 = llvm.icmp "slt" %10, %0 : i64
      llvm.cond_br %12, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %13 = llvm.add %8, %10 : i64
      %14 = llvm.getelementptr inbounds|nuw %arg2[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %15 = llvm.load %14 : !llvm.ptr -> f32
      %16 = llvm.getelementptr inbounds|nuw %arg7[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %17 = llvm.load %16 : !llvm.ptr -> f32
      %18 = llvm.fmul %15, %17 : f32
      %19 = llvm.fadd %11, %18 : f32
      %20 = llvm.add %10, %arg12 : i64
      llvm.br ^bb1(%20, %19 : i64, f32)
    ^bb3:  // pred: ^bb1
      %21 = llvm.getelementptr inbounds|nuw %arg14[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %11, %21 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      llvm.return
    }
  }
}

