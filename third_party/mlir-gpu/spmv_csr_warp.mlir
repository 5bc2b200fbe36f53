module attributes {gpu.container_module} {
  llvm.func @spmv_csr_warp(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
    %4 = llvm.mlir.constant(128 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %2 : i64 to index
    %7 = builtin.unrealized_conversion_cast %1 : i64 to index
    %8 = llvm.insertvalue %arg20, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg21, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg22, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg23, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg24, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %14 = llvm.insertvalue %arg15, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg16, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg17, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg18, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg19, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %20 = llvm.insertvalue %arg10, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.insertvalue %arg11, %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %arg12, %21[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg13, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg14, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %26 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %arg6, %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.insertvalue %arg7, %27[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.insertvalue %arg8, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.insertvalue %arg9, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %32 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.insertvalue %arg1, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.insertvalue %arg2, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.insertvalue %arg3, %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.insertvalue %arg4, %35[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = builtin.unrealized_conversion_cast %36 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %38 = llvm.mlir.constant(1 : index) : i64
    %39 = llvm.extractvalue %12[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.alloca %38 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %39, %40 : !llvm.array<1 x i64>, !llvm.ptr
    %41 = llvm.getelementptr %40[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %42 = llvm.load %41 : !llvm.ptr -> i64
    %43 = builtin.unrealized_conversion_cast %42 : i64 to index
    %44 = builtin.unrealized_conversion_cast %43 : index to i64
    %45 = llvm.icmp "eq" %44, %1 : i64
    %46 = llvm.sub %44, %2 : i64
    %47 = llvm.udiv %46, %3 : i64
    %48 = llvm.add %47, %2 : i64
    %49 = llvm.select %45, %1, %48 : i1, i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.extractvalue %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %59 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %73 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %75 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @spmv_csr_warp_kernel::@spmv_csr_warp_kernel blocks in (%49, %2, %2) threads in (%4, %2, %2) : i64 args(%51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64, %56 : !llvm.ptr, %57 : !llvm.ptr, %58 : i64, %59 : i64, %60 : i64, %61 : !llvm.ptr, %62 : !llvm.ptr, %63 : i64, %64 : i64, %65 : i64, %66 : !llvm.ptr, %67 : !llvm.ptr, %68 : i64, %69 : i64, %70 : i64, %71 : !llvm.ptr, %72 : !llvm.ptr, %73 : i64, %74 : i64, %75 : i64)
    llvm.return
  }
  gpu.module @spmv_csr_warp_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @spmv_csr_warp_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(0 : index) : i64
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(5 : index) : i64
      %5 = llvm.mlir.constant(32 : index) : i64
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = llvm.mlir.constant(16 : i32) : i32
      %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(4 : index) : i64
      %10 = llvm.mlir.constant(-1 : index) : i64
      %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %12 = llvm.insertvalue %arg0, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg1, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %arg2, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = nvvm.read.ptx.sreg.ctaid.x : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %19 = llvm.sext %18 : i32 to i64
      %20 = llvm.extractvalue %15[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %21 = llvm.alloca %3 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
      llvm.store %20, %21 : !llvm.array<1 x i64>, !llvm.ptr
      %22 = llvm.getelementptr %21[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
      %23 = llvm.load %22 : !llvm.ptr -> i64
      %24 = llvm.urem %19, %5 : i64
      %25 = llvm.mul %17, %9 overflow<nsw> : i64
      %26 = llvm.icmp "slt" %19, %2 : i64
      %27 = llvm.sub %10, %19 : i64
      %28 = llvm.select %26, %27, %19 : i1, i64
      %29 = llvm.sdiv %28, %5 : i64
      %30 = llvm.sub %10, %29 : i64
      %31 = llvm.select %26, %30, %29 : i1, i64
      %32 = llvm.add %25, %31 : i64
      %33 = llvm.icmp "ult" %32, %23 : i64
      llvm.cond_br %33, ^bb1, ^bb8
    ^bb1:  // pred: ^bb0
      %34 = llvm.add %32, %3 : i64
      %35 = llvm.getelementptr inbounds|nuw %arg6[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %36 = llvm.load %35 : !llvm.ptr -> i32
      %37 = llvm.getelementptr inbounds|nuw %arg6[%34] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.load %37 : !llvm.ptr -> i32
      %39 = llvm.sext %36 : i32 to i64
      %40 = llvm.sext %38 : i32 to i64
      %41 = llvm.add %39, %24 : i64
      llvm.br ^bb2(%41, %8 : i64, f32)
    ^bb2(%42: i64, %43: f32):  // 2 preds: ^bb1, ^bb3
      %44 = llvm.icmp "slt" %42, %40 : i64
      llvm.cond_br %44, ^bb3, ^bb4(%2, %43 : i64, f32)
    ^bb3:  // pred: ^bb2
      %45 = llvm.getelementptr inbounds|nuw %arg11[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %46 = llvm.load %45 : !llvm.ptr -> i32
      %47 = llvm.sext %46 : i32 to i64
      %48 = llvm.getelementptr inbounds|nuw %arg16[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %49 = llvm.load %48 : !llvm.ptr -> f32
      %50 = llvm.getelementptr inbounds|nuw %arg21[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %51 = llvm.load %50 : !llvm.ptr -> f32
      %52 = llvm.fmul %49, %51 : f32
      %53 = llvm.fadd %43, %52 : f32
      %54 = llvm.add %42, %5 : i64
      llvm.br ^bb2(%54, %53 : i64, f32)
    ^bb4(%55: i64, %56: f32):  // 2 preds: ^bb2, ^bb5
      %57 = llvm.icmp "slt" %55, %4 : i64
      llvm.cond_br %57, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %58 = llvm.trunc %55 : i64 to i32
      %59 = llvm.lshr %7, %58 : i32
      %60 = llvm.sub %6, %6 : i32
      %61 = llvm.lshr %0, %60 : i32
      %62 = llvm.sub %6, %1 : i32
      %63 = nvvm.shfl.sync  bfly %61, %56, %59, %62 : f32 -> f32
      %64 = llvm.fadd %56, %63 : f32
      %65 = llvm.add %55, %3 : i64
      llvm.br ^bb4(%65, %64 : i64, f32)
    ^bb6:  // pred: ^bb4
      %66 = llvm.icmp "eq" %24, %2 : i64
      llvm.cond_br %66, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %67 = llvm.getelementptr inbounds|nuw %arg1[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %56, %67 : f32, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 3 preds: ^bb0, ^bb6, ^bb7
      llvm.return
    }
  }
}

