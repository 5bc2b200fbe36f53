module attributes {gpu.container_module} {
  llvm.func @ldmatrix_mma(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(16 : index) : i64
    %5 = llvm.mlir.constant(768 : i32) : i32
    %6 = llvm.mlir.constant(32 : index) : i64
    %7 = builtin.unrealized_conversion_cast %6 : i64 to index
    %8 = builtin.unrealized_conversion_cast %2 : i64 to index
    %9 = builtin.unrealized_conversion_cast %1 : i64 to index
    %10 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg15, %10[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg16, %11[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg17, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg19, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg18, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg20, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %18 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg8, %18[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg9, %19[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg10, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg12, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg11, %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg13, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf16>
    %26 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg1, %26[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg2, %27[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg3, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg5, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg4, %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg6, %31[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf16>
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.extractvalue %32[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.alloca %34 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %35, %36 : !llvm.array<2 x i64>, !llvm.ptr
    %37 = llvm.getelementptr %36[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %38 = llvm.load %37 : !llvm.ptr -> i64
    %39 = builtin.unrealized_conversion_cast %38 : i64 to index
    %40 = builtin.unrealized_conversion_cast %39 : index to i64
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.extractvalue %24[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.alloca %41 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %42, %43 : !llvm.array<2 x i64>, !llvm.ptr
    %44 = llvm.getelementptr %43[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %45 = llvm.load %44 : !llvm.ptr -> i64
    %46 = builtin.unrealized_conversion_cast %45 : i64 to index
    %47 = builtin.unrealized_conversion_cast %46 : index to i64
    %48 = llvm.udiv %47, %3 : i64
    %49 = builtin.unrealized_conversion_cast %48 : i64 to index
    %50 = llvm.udiv %40, %4 : i64
    %51 = builtin.unrealized_conversion_cast %50 : i64 to index
    %52 = llvm.extractvalue %32[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %32[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %32[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.extractvalue %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.extractvalue %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @ldmatrix_mma_kernel::@ldmatrix_mma_kernel blocks in (%48, %50, %2) threads in (%6, %2, %2) : i64 dynamic_shared_memory_size %5 args(%52 : !llvm.ptr, %53 : !llvm.ptr, %54 : i64, %55 : i64, %56 : i64, %57 : i64, %58 : i64, %59 : !llvm.ptr, %60 : !llvm.ptr, %61 : i64, %62 : i64, %63 : i64, %64 : i64, %65 : i64, %66 : !llvm.ptr, %67 : !llvm.ptr, %68 : i64, %69 : i64, %70 : i64, %71 : i64, %72 : i64)
    llvm.return
  }
  gpu.module @ldmatrix_mma_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @ldmatrix_mma_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(0 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.poison : vector<2xf32>
      %7 = llvm.mlir.constant(0 : i32) : i32
      %8 = llvm.mlir.constant(1 : i32) : i32
      %9 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
      %10 = llvm.mlir.constant(4 : index) : i64
      %11 = llvm.mlir.constant(1 : index) : i64
      %12 = llvm.mlir.constant(0 : index) : i64
      %13 = llvm.mlir.constant(-1 : index) : i64
      %14 = llvm.mlir.constant(2 : index) : i64
      %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %16 = llvm.insertvalue %arg0, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg1, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg3, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg5, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg4, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = nvvm.read.ptx.sreg.ctaid.x : i32
      %23 = llvm.sext %22 : i32 to i64
      %24 = nvvm.read.ptx.sreg.ctaid.y : i32
      %25 = llvm.sext %24 : i32 to i64
      %26 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %27 = llvm.sext %26 : i32 to i64
      %28 = llvm.getelementptr %0[512] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %29 = llvm.extractvalue %21[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.alloca %11 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %29, %30 : !llvm.array<2 x i64>, !llvm.ptr
      %31 = llvm.getelementptr %30[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %32 = llvm.load %31 : !llvm.ptr -> i64
      %33 = llvm.icmp "slt" %27, %12 : i64
      %34 = llvm.sub %13, %27 : i64
      %35 = llvm.select %33, %34, %27 : i1, i64
      %36 = llvm.sdiv %35, %10 : i64
      %37 = llvm.sub %13, %36 : i64
      %38 = llvm.select %33, %37, %36 : i1, i64
      %39 = llvm.srem %27, %10 : i64
      %40 = llvm.icmp "slt" %39, %12 : i64
      %41 = llvm.add %39, %10 : i64
      %42 = llvm.select %40, %41, %39 : i1, i64
      %43 = llvm.mul %42, %14 overflow<nsw> : i64
      %44 = llvm.mul %25, %2 overflow<nsw> : i64
      %45 = llvm.mul %23, %3 overflow<nsw> : i64
      %46 = llvm.sdiv %35, %14 : i64
      %47 = llvm.sub %13, %46 : i64
      %48 = llvm.select %33, %47, %46 : i1, i64
      %49 = llvm.srem %27, %14 : i64
      %50 = llvm.icmp "slt" %49, %12 : i64
      %51 = llvm.add %49, %14 : i64
      %52 = llvm.select %50, %51, %49 : i1, i64
      %53 = llvm.mul %52, %3 overflow<nsw> : i64
      %54 = llvm.mul %52, %10 overflow<nsw> : i64
      %55 = llvm.add %44, %48 : i64
      %56 = llvm.add %45, %54 : i64
      %57 = llvm.srem %27, %2 : i64
      %58 = llvm.icmp "slt" %57, %12 : i64
      %59 = llvm.add %57, %2 : i64
      %60 = llvm.select %58, %59, %57 : i1, i64
      %61 = llvm.sdiv %35, %2 : i64
      %62 = llvm.sub %13, %61 : i64
      %63 = llvm.select %33, %62, %61 : i1, i64
      %64 = llvm.mul %63, %3 overflow<nsw> : i64
      llvm.br ^bb1(%12, %1 : i64, !llvm.array<2 x vector<2xf32>>)
    ^bb1(%65: i64, %66: !llvm.array<2 x vector<2xf32>>):  // 2 preds: ^bb0, ^bb7
      %67 = llvm.icmp "slt" %65, %32 : i64
      llvm.cond_br %67, ^bb2, ^bb8
    ^bb2:  // pred: ^bb1
      %68 = llvm.add %65, %53 : i64
      %69 = llvm.add %65, %48 : i64
      llvm.br ^bb3(%12 : i64)
    ^bb3(%70: i64):  // 2 preds: ^bb2, ^bb4
      %71 = llvm.icmp "slt" %70, %3 : i64
      llvm.cond_br %71, ^bb4, ^bb5(%12 : i64)
    ^bb4:  // pred: ^bb3
      %72 = llvm.add %68, %70 : i64
      %73 = llvm.mul %55, %arg5 overflow<nsw, nuw> : i64
      %74 = llvm.add %73, %72 overflow<nsw, nuw> : i64
      %75 = llvm.getelementptr inbounds|nuw %arg1[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %76 = llvm.load %75 : !llvm.ptr -> f16
      %77 = llvm.add %53, %70 : i64
      %78 = llvm.mul %48, %2 overflow<nsw, nuw> : i64
      %79 = llvm.add %78, %77 overflow<nsw, nuw> : i64
      %80 = llvm.getelementptr inbounds|nuw %0[%79] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      llvm.store %76, %80 : f16, !llvm.ptr<3>
      %81 = llvm.add %70, %11 : i64
      llvm.br ^bb3(%81 : i64)
    ^bb5(%82: i64):  // 2 preds: ^bb3, ^bb6
      %83 = llvm.icmp "slt" %82, %10 : i64
      llvm.cond_br %83, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %84 = llvm.add %56, %82 : i64
      %85 = llvm.mul %69, %arg12 overflow<nsw, nuw> : i64
      %86 = llvm.add %85, %84 overflow<nsw, nuw> : i64
      %87 = llvm.getelementptr inbounds|nuw %arg8[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f16
      %88 = llvm.load %87 : !llvm.ptr -> f16
      %89 = llvm.add %54, %82 : i64
      %90 = llvm.mul %48, %3 overflow<nsw, nuw> : i64
      %91 = llvm.add %90, %89 overflow<nsw, nuw> : i64
      %92 = llvm.getelementptr inbounds|nuw %28[%91] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      llvm.store %88, %92 : f16, !llvm.ptr<3>
      %93 = llvm.add %82, %11 : i64
      llvm.br ^bb5(%93 : i64)
    ^bb7:  // pred: ^bb5
      nvvm.barrier0
      %94 = llvm.mul %60, %2 : i64
      %95 = llvm.add %94, %64 : i64
      %96 = llvm.getelementptr %0[%95] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %97 = nvvm.ldmatrix %96 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
      %98 = llvm.extractvalue %97[0] : !llvm.struct<(i32, i32, i32, i32)> 
      %99 = llvm.bitcast %98 : i32 to vector<2xf16>
      %100 = llvm.extractvalue %97[1] : !llvm.struct<(i32, i32, i32, i32)> 
      %101 = llvm.bitcast %100 : i32 to vector<2xf16>
      %102 = llvm.extractvalue %97[2] : !llvm.struct<(i32, i32, i32, i32)> 
      %103 = llvm.bitcast %102 : i32 to vector<2xf16>
      %104 = llvm.extractvalue %97[3] : !llvm.struct<(i32, i32, i32, i32)> 
      %105 = llvm.bitcast %104 : i32 to vector<2xf16>
      %106 = llvm.mul %60, %3 : i64
      %107 = llvm.add %106, %12 : i64
      %108 = llvm.getelementptr %28[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
      %109 = nvvm.ldmatrix %108 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
      %110 = llvm.extractvalue %109[0] : !llvm.struct<(i32, i32)> 
      %111 = llvm.bitcast %110 : i32 to vector<2xf16>
      %112 = llvm.extractvalue %109[1] : !llvm.struct<(i32, i32)> 
      %113 = llvm.bitcast %112 : i32 to vector<2xf16>
      %114 = llvm.extractvalue %66[0] : !llvm.array<2 x vector<2xf32>> 
      %115 = llvm.extractelement %114[%4 : i64] : vector<2xf32>
      %116 = llvm.extractelement %114[%5 : i64] : vector<2xf32>
      %117 = llvm.extractvalue %66[1] : !llvm.array<2 x vector<2xf32>> 
      %118 = llvm.extractelement %117[%4 : i64] : vector<2xf32>
      %119 = llvm.extractelement %117[%5 : i64] : vector<2xf32>
      %120 = nvvm.mma.sync A[%99, %101, %103, %105]  B[%111, %113]  C[%115, %116, %118, %119]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
      %121 = llvm.extractvalue %120[0] : !llvm.struct<(f32, f32, f32, f32)> 
      %122 = llvm.extractvalue %120[1] : !llvm.struct<(f32, f32, f32, f32)> 
      %123 = llvm.insertelement %121, %6[%7 : i32] : vector<2xf32>
      %124 = llvm.insertelement %122, %123[%8 : i32] : vector<2xf32>
      %125 = llvm.extractvalue %120[2] : !llvm.struct<(f32, f32, f32, f32)> 
      %126 = llvm.extractvalue %120[3] : !llvm.struct<(f32, f32, f32, f32)> 
      %127 = llvm.insertelement %125, %6[%7 : i32] : vector<2xf32>
      %128 = llvm.insertelement %126, %127[%8 : i32] : vector<2xf32>
      %129 = llvm.insertvalue %124, %9[0] : !llvm.array<2 x vector<2xf32>> 
      %130 = llvm.insertvalue %128, %129[1] : !llvm.array<2 x vector<2xf32>> 
      nvvm.barrier0
      %131 = llvm.add %65, %2 : i64
      llvm.br ^bb1(%131, %130 : i64, !llvm.array<2 x vector<2xf32>>)
    ^bb8:  // pred: ^bb1
      %132 = llvm.add %44, %38 : i64
      %133 = llvm.add %132, %3 : i64
      %134 = llvm.add %45, %43 : i64
      %135 = llvm.extractvalue %66[0] : !llvm.array<2 x vector<2xf32>> 
      %136 = llvm.extractvalue %66[1] : !llvm.array<2 x vector<2xf32>> 
      %137 = llvm.mul %132, %arg19 : i64
      %138 = llvm.add %137, %134 : i64
      %139 = llvm.getelementptr %arg15[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %135, %139 {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
      %140 = llvm.mul %133, %arg19 : i64
      %141 = llvm.add %140, %134 : i64
      %142 = llvm.getelementptr %arg15[%141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %136, %142 {alignment = 4 : i64} : vector<2xf32>, !llvm.ptr
      llvm.return
    }
  }
}

