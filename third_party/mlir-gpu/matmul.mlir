module attributes {gpu.container_module} {
  llvm.func @matmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(16 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %2 : i64 to index
    %7 = builtin.unrealized_conversion_cast %1 : i64 to index
    %8 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg15, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg16, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg17, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg19, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg18, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg20, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %16 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg8, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg9, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg10, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg12, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg11, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg13, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %24 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg1, %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg2, %25[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg3, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg5, %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg4, %28[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg6, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.extractvalue %30[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.alloca %32 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %33, %34 : !llvm.array<2 x i64>, !llvm.ptr
    %35 = llvm.getelementptr %34[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %36 = llvm.load %35 : !llvm.ptr -> i64
    %37 = builtin.unrealized_conversion_cast %36 : i64 to index
    %38 = builtin.unrealized_conversion_cast %37 : index to i64
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.extractvalue %30[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.alloca %39 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %40, %41 : !llvm.array<2 x i64>, !llvm.ptr
    %42 = llvm.getelementptr %41[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %43 = llvm.load %42 : !llvm.ptr -> i64
    %44 = llvm.mlir.constant(1 : index) : i64
    %45 = llvm.extractvalue %22[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.alloca %44 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %45, %46 : !llvm.array<2 x i64>, !llvm.ptr
    %47 = llvm.getelementptr %46[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %48 = llvm.load %47 : !llvm.ptr -> i64
    %49 = builtin.unrealized_conversion_cast %48 : i64 to index
    %50 = builtin.unrealized_conversion_cast %49 : index to i64
    %51 = llvm.icmp "eq" %50, %1 : i64
    %52 = llvm.sub %50, %2 : i64
    %53 = llvm.udiv %52, %4 : i64
    %54 = llvm.add %53, %2 : i64
    %55 = llvm.select %51, %1, %54 : i1, i64
    %56 = builtin.unrealized_conversion_cast %55 : i64 to index
    %57 = llvm.icmp "eq" %38, %1 : i64
    %58 = llvm.sub %38, %2 : i64
    %59 = llvm.udiv %58, %4 : i64
    %60 = llvm.add %59, %2 : i64
    %61 = llvm.select %57, %1, %60 : i1, i64
    %62 = builtin.unrealized_conversion_cast %61 : i64 to index
    %63 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @matmul_kernel::@matmul_kernel blocks in (%55, %61, %2) threads in (%4, %4, %2) : i64 args(%36 : i64, %48 : i64, %63 : !llvm.ptr, %64 : !llvm.ptr, %65 : i64, %66 : i64, %67 : i64, %68 : i64, %69 : i64, %70 : !llvm.ptr, %71 : !llvm.ptr, %72 : i64, %73 : i64, %74 : i64, %75 : i64, %76 : i64, %1 : i64, %43 : i64, %2 : i64, %3 : f32, %77 : !llvm.ptr, %78 : !llvm.ptr, %79 : i64, %80 : i64, %81 : i64, %82 : i64, %83 : i64)
    llvm.return
  }
  gpu.module @matmul_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @matmul_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: f32, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(16 : index) : i64
      %1 = nvvm.read.ptx.sreg.ctaid.x : i32
      %2 = llvm.sext %1 : i32 to i64
      %3 = nvvm.read.ptx.sreg.ctaid.y : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = llvm.mul %4, %0 overflow<nsw> : i64
      %10 = llvm.add %9, %8 : i64
      %11 = llvm.mul %2, %0 overflow<nsw> : i64
      %12 = llvm.add %11, %6 : i64
      %13 = llvm.icmp "ult" %10, %arg0 : i64
      %14 = llvm.icmp "ult" %12, %arg1 : i64
      %15 = llvm.and %13, %14 : i1
      llvm.cond_br %15, ^bb1(%arg16, %arg19 : i64, f32), ^bb4
    ^bb1(%16: i64, %17: f32):  // 2 preds: ^bb0, ^bb2
      %18 = llvm.icmp "slt" %16, %arg17 : i64
      llvm.cond_br %18, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %19 = llvm.mul %10, %arg7 overflow<nsw, nuw> : i64
      %20 = llvm.add %19, %16 overflow<nsw, nuw> : i64
      %21 = llvm.getelementptr inbounds|nuw %arg3[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %22 = llvm.load %21 : !llvm.ptr -> f32
      %23 = llvm.mul %16, %arg14 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %12 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg10[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.fmul %22, %26 : f32
      %28 = llvm.fadd %17, %27 : f32
      %29 = llvm.add %16, %arg18 : i64
      llvm.br ^bb1(%29, %28 : i64, f32)
    ^bb3:  // pred: ^bb1
      %30 = llvm.mul %10, %arg25 overflow<nsw, nuw> : i64
      %31 = llvm.add %30, %12 overflow<nsw, nuw> : i64
      %32 = llvm.getelementptr inbounds|nuw %arg21[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %17, %32 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb0, ^bb3
      llvm.return
    }
  }
}

