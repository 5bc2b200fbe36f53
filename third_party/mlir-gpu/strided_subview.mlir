module attributes {gpu.container_module} {
  llvm.func @strided_subview(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(32 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = builtin.unrealized_conversion_cast %arg15 : i64 to index
    %10 = builtin.unrealized_conversion_cast %arg14 : i64 to index
    %11 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg8, %11[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg9, %12[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg10, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg12, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg11, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg13, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %19 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg1, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg2, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg3, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg5, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg4, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg6, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = builtin.unrealized_conversion_cast %25 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.alloca %27 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %28, %29 : !llvm.array<2 x i64>, !llvm.ptr
    %30 = llvm.getelementptr %29[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %31 = llvm.load %30 : !llvm.ptr -> i64
    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
    %33 = builtin.unrealized_conversion_cast %32 : index to i64
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.alloca %34 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %35, %36 : !llvm.array<2 x i64>, !llvm.ptr
    %37 = llvm.getelementptr %36[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %38 = llvm.load %37 : !llvm.ptr -> i64
    %39 = builtin.unrealized_conversion_cast %38 : i64 to index
    %40 = builtin.unrealized_conversion_cast %39 : index to i64
    %41 = llvm.icmp "eq" %40, %1 : i64
    %42 = llvm.sub %40, %2 : i64
    %43 = llvm.udiv %42, %4 : i64
    %44 = llvm.add %43, %2 : i64
    %45 = llvm.select %41, %1, %44 : i1, i64
    %46 = builtin.unrealized_conversion_cast %45 : i64 to index
    %47 = llvm.icmp "eq" %33, %1 : i64
    %48 = llvm.sub %33, %2 : i64
    %49 = llvm.udiv %48, %3 : i64
    %50 = llvm.add %49, %2 : i64
    %51 = llvm.select %47, %1, %50 : i1, i64
    %52 = builtin.unrealized_conversion_cast %51 : i64 to index
    %53 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @strided_subview_kernel::@strided_subview_kernel blocks in (%45, %51, %2) threads in (%4, %3, %2) : i64 args(%arg14 : i64, %2 : i64, %53 : !llvm.ptr, %54 : !llvm.ptr, %55 : i64, %56 : i64, %57 : i64, %58 : i64, %59 : i64, %arg15 : i64, %31 : i64, %38 : i64, %60 : !llvm.ptr, %61 : !llvm.ptr, %62 : i64, %63 : i64, %64 : i64, %65 : i64, %66 : i64)
    llvm.return
  }
  gpu.module @strided_subview_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @strided_subview_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(3 : index) : i64
      %1 = llvm.mlir.constant(2 : index) : i64
      %2 = llvm.mlir.constant(8 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.add %arg0, %arg1 : i64
      %13 = llvm.mul %arg7, %1 overflow<nsw> : i64
      %14 = llvm.mul %arg0, %arg7 overflow<nsw> : i64
      %15 = llvm.add %14, %arg9 : i64
      %16 = llvm.mul %12, %arg7 overflow<nsw> : i64
      %17 = llvm.add %16, %arg9 : i64
      %18 = llvm.mul %7, %2 overflow<nsw> : i64
      %19 = llvm.add %18, %11 : i64
      %20 = llvm.mul %5, %3 overflow<nsw> : i64
      %21 = llvm.add %20, %9 : i64
      %22 = llvm.icmp "ult" %19, %arg10 : i64
      %23 = llvm.icmp "ult" %21, %arg11 : i64
      %24 = llvm.and %22, %23 : i1
      llvm.cond_br %24, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %25 = llvm.getelementptr %arg3[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.mul %19, %13 overflow<nsw, nuw> : i64
      %27 = llvm.mul %21, %0 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %30 = llvm.load %29 : !llvm.ptr -> f32
      %31 = llvm.getelementptr %arg3[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %32 = llvm.getelementptr inbounds|nuw %31[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %33 = llvm.load %32 : !llvm.ptr -> f32
      %34 = llvm.fadd %30, %33 : f32
      %35 = llvm.mul %19, %arg17 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %21 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg13[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %34, %37 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

