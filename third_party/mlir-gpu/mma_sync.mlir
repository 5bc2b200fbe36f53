module attributes {gpu.container_module} {
  llvm.func @mma_sync(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(16 : index) : i64
    %5 = llvm.mlir.constant(32 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg15, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg16, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg17, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg19, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg18, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg20, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %17 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg8, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg9, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg10, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg12, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg11, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg13, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf16>
    %25 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg1, %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg2, %26[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg3, %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg5, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg4, %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg6, %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf16>
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.extractvalue %31[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.alloca %33 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %34, %35 : !llvm.array<2 x i64>, !llvm.ptr
    %36 = llvm.getelementptr %35[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %37 = llvm.load %36 : !llvm.ptr -> i64
    %38 = builtin.unrealized_conversion_cast %37 : i64 to index
    %39 = builtin.unrealized_conversion_cast %38 : index to i64
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.extractvalue %23[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.alloca %40 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %41, %42 : !llvm.array<2 x i64>, !llvm.ptr
    %43 = llvm.getelementptr %42[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %44 = llvm.load %43 : !llvm.ptr -> i64
    %45 = builtin.unrealized_conversion_cast %44 : i64 to index
    %46 = builtin.unrealized_conversion_cast %45 : index to i64
    %47 = llvm.udiv %46, %3 : i64
    %48 = builtin.unrealized_conversion_cast %47 : i64 to index
    %49 = llvm.udiv %39, %4 : i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = llvm.extractvalue %31[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %31[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @mma_sync_kernel::@mma_sync_kernel blocks in (%47, %49, %2) threads in (%5, %2, %2) : i64 args(%51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : i64, %58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : i64, %65 : !llvm.ptr, %66 : !llvm.ptr, %67 : i64, %68 : i64, %69 : i64, %70 : i64, %71 : i64)
    llvm.return
  }
  gpu.module @mma_sync_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @mma_sync_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : vector<2xf16>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.poison : vector<2xf32>
      %4 = llvm.mlir.constant(0 : i32) : i32
      %5 = llvm.mlir.constant(1 : i32) : i32
      %6 = llvm.mlir.constant(16 : index) : i64
      %7 = llvm.mlir.constant(8 : index) : i64
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = llvm.mlir.constant(0 : index) : i64
      %10 = llvm.mlir.constant(4 : index) : i64
      %11 = llvm.mlir.constant(-1 : index) : i64
      %12 = llvm.mlir.constant(2 : index) : i64
      %13 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.insertvalue %arg0, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %arg1, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg2, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg3, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg4, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = nvvm.read.ptx.sreg.ctaid.x : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = nvvm.read.ptx.sreg.ctaid.y : i32
      %24 = llvm.sext %23 : i32 to i64
      %25 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %26 = llvm.sext %25 : i32 to i64
      %27 = llvm.extractvalue %20[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.alloca %8 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %27, %28 : !llvm.array<2 x i64>, !llvm.ptr
      %29 = llvm.getelementptr %28[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %30 = llvm.load %29 : !llvm.ptr -> i64
      %31 = llvm.icmp "slt" %26, %9 : i64
      %32 = llvm.sub %11, %26 : i64
      %33 = llvm.select %31, %32, %26 : i1, i64
      %34 = llvm.sdiv %33, %10 : i64
      %35 = llvm.sub %11, %34 : i64
      %36 = llvm.select %31, %35, %34 : i1, i64
      %37 = llvm.srem %26, %10 : i64
      %38 = llvm.icmp "slt" %37, %9 : i64
      %39 = llvm.add %37, %10 : i64
      %40 = llvm.select %38, %39, %37 : i1, i64
      %41 = llvm.mul %40, %12 overflow<nsw> : i64
      %42 = llvm.mul %24, %6 overflow<nsw> : i64
      %43 = llvm.add %42, %36 : i64
      %44 = llvm.add %43, %7 : i64
      %45 = llvm.mul %22, %7 overflow<nsw> : i64
      %46 = llvm.add %45, %36 : i64
      %47 = llvm.add %45, %41 : i64
      %48 = llvm.mul %43, %arg12 : i64
      %49 = llvm.add %48, %47 : i64
      %50 = llvm.getelementptr %arg8[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %51 = llvm.load %50 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf32>
      %52 = llvm.mul %44, %arg12 : i64
      %53 = llvm.add %52, %47 : i64
      %54 = llvm.getelementptr %arg8[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %55 = llvm.load %54 {alignment = 4 : i64} : !llvm.ptr -> vector<2xf32>
      %56 = llvm.insertvalue %51, %13[0] : !llvm.array<2 x vector<2xf32>> 
      %57 = llvm.insertvalue %55, %56[1] : !llvm.array<2 x vector<2xf32>> 
      llvm.br ^bb1(%9, %57 : i64, !llvm.array<2 x vector<2xf32>>)
    ^bb1(%58: i64, %59: !llvm.array<2 x vector<2xf32>>):  // 2 preds: ^bb0, ^bb2
      %60 = llvm.icmp "slt" %58, %30 : i64
      llvm.cond_br %60, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %61 = llvm.add %58, %41 : i64
      %62 = llvm.add %61, %7 : i64
      %63 = llvm.mul %43, %arg5 : i64
      %64 = llvm.add %63, %61 : i64
      %65 = llvm.getelementptr %arg1[%64] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %66 = llvm.load %65 {alignment = 2 : i64} : !llvm.ptr -> vector<2xf16>
      %67 = llvm.mul %44, %arg5 : i64
      %68 = llvm.add %67, %61 : i64
      %69 = llvm.getelementptr %arg1[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %70 = llvm.load %69 {alignment = 2 : i64} : !llvm.ptr -> vector<2xf16>
      %71 = llvm.add %63, %62 : i64
      %72 = llvm.getelementptr %arg1[%71] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %73 = llvm.load %72 {alignment = 2 : i64} : !llvm.ptr -> vector<2xf16>
      %74 = llvm.add %67, %62 : i64
      %75 = llvm.getelementptr %arg1[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %76 = llvm.load %75 {alignment = 2 : i64} : !llvm.ptr -> vector<2xf16>
      %77 = llvm.add %61, %8 : i64
      %78 = llvm.add %62, %8 : i64
      %79 = llvm.mul %61, %arg19 overflow<nsw, nuw> : i64
      %80 = llvm.add %79, %46 overflow<nsw, nuw> : i64
      %81 = llvm.getelementptr inbounds|nuw %arg15[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %82 = llvm.load %81 : !llvm.ptr -> f16
      %83 = llvm.mul %77, %arg19 overflow<nsw, nuw> : i64
      %84 = llvm.add %83, %46 overflow<nsw, nuw> : i64
      %85 = llvm.getelementptr inbounds|nuw %arg15[%84] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %86 = llvm.load %85 : !llvm.ptr -> f16
      %87 = llvm.mul %62, %arg19 overflow<nsw, nuw> : i64
      %88 = llvm.add %87, %46 overflow<nsw, nuw> : i64
      %89 = llvm.getelementptr inbounds|nuw %arg15[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %90 = llvm.load %89 : !llvm.ptr -> f16
      %91 = llvm.mul %78, %arg19 overflow<nsw, nuw> : i64
      %92 = llvm.add %91, %46 overflow<nsw, nuw> : i64
      %93 = llvm.getelementptr inbounds|nuw %arg15[%92] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %94 = llvm.load %93 : !llvm.ptr -> f16
      %95 = llvm.insertelement %82, %0[%1 : i64] : vector<2xf16>
      %96 = llvm.insertelement %86, %95[%2 : i64] : vector<2xf16>
      %97 = llvm.insertelement %90, %0[%1 : i64] : vector<2xf16>
      %98 = llvm.insertelement %94, %97[%2 : i64] : vector<2xf16>
      %99 = llvm.extractvalue %59[0] : !llvm.array<2 x vector<2xf32>> 
      %100 = llvm.extractelement %99[%1 : i64] : vector<2xf32>
      %101 = llvm.extractelement %99[%2 : i64] : vector<2xf32>
      %102 = llvm.extractvalue %59[1] : !llvm.array<2 x vector<2xf32>> 
      %103 = llvm.extractelement %102[%1 : i64] : vector<2xf32>
      %104 = llvm.extractelement %102[%2 : i64] : vector<2xf32>
      %105 = nvvm.mma.sync A[%66, %70, %73, %76]  B[%96, %98]  C[%100, %101, %103, %104]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %106 = llvm.extractvalue %105[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %107 = llvm.extractvalue %105[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %108 = llvm.insertelement %106, %3[%4 : i32] : vector<2xf32>
      %109 = llvm.insertelement %107, %108[%5 : i32] : vector<2xf32>
      %110 = llvm.extractvalue %105[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %111 = llvm.extractvalue %105[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %112 = llvm.insertelement %110, %3[%4 : i32] : vector<2xf32>
      %113 = llvm.insertelement %111, %112[%5 : i32] : vector<2xf32>
      %114 = llvm.insertvalue %109, %13[0] : !llvm.array<2 x vector<2xf32>> 
      %115 = llvm.insertvalue %113, %114[1] : !llvm.array<2 x vector<2xf32>> 
      %116 = llvm.add %58, %6 : i64
      llvm.br ^bb1(%116, %115 : i64, !llvm.array<2 x vector<2xf32>>)
    ^bb3:  // pred: ^bb1
      %117 = llvm.extractvalue %59[0] : !llvm.array<2 x vector<2xf32>> 
      %118 = llvm.extractvalue %59[1] : !llvm.array<2 x vector<2xf32>> 
      llvm.store %117, %50 {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
      llvm.store %118, %54 {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
      llvm.return
    }
  }
}

