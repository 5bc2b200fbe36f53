module attributes {gpu.container_module} {
  llvm.func @jacobi_5pt(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(32 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %17 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.extractvalue %23[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.alloca %25 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %26, %27 : !llvm.array<2 x i64>, !llvm.ptr
    %28 = llvm.getelementptr %27[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %29 = llvm.load %28 : !llvm.ptr -> i64
    %30 = builtin.unrealized_conversion_cast %29 : i64 to index
    %31 = builtin.unrealized_conversion_cast %30 : index to i64
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.extractvalue %23[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.alloca %32 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %33, %34 : !llvm.array<2 x i64>, !llvm.ptr
    %35 = llvm.getelementptr %34[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %36 = llvm.load %35 : !llvm.ptr -> i64
    %37 = builtin.unrealized_conversion_cast %36 : i64 to index
    %38 = builtin.unrealized_conversion_cast %37 : index to i64
    %39 = llvm.icmp "eq" %38, %1 : i64
    %40 = llvm.sub %38, %2 : i64
    %41 = llvm.udiv %40, %4 : i64
    %42 = llvm.add %41, %2 : i64
    %43 = llvm.select %39, %1, %42 : i1, i64
    %44 = builtin.unrealized_conversion_cast %43 : i64 to index
    %45 = llvm.icmp "eq" %31, %1 : i64
    %46 = llvm.sub %31, %2 : i64
    %47 = llvm.udiv %46, %3 : i64
    %48 = llvm.add %47, %2 : i64
    %49 = llvm.select %45, %1, %48 : i1, i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @jacobi_5pt_kernel::@jacobi_5pt_kernel blocks in (%43, %49, %2) threads in (%4, %3, %2) : i64 args(%29 : i64, %2 : i64, %36 : i64, %51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : i64, %58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : i64)
    llvm.return
  }
  gpu.module @jacobi_5pt_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @jacobi_5pt_kernel(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(2.500000e-01 : f32) : f32
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(32 : index) : i64
      %3 = nvvm.read.ptx.sreg.ctaid.x : i32
      %4 = llvm.sext %3 : i32 to i64
      %5 = nvvm.read.ptx.sreg.ctaid.y : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = llvm.mul %6, %1 overflow<nsw> : i64
      %12 = llvm.add %11, %10 : i64
      %13 = llvm.mul %4, %2 overflow<nsw> : i64
      %14 = llvm.add %13, %8 : i64
      %15 = llvm.sub %arg0, %arg1 : i64
      %16 = llvm.sub %arg2, %arg1 : i64
      %17 = llvm.icmp "uge" %12, %arg1 : i64
      %18 = llvm.icmp "ult" %12, %15 : i64
      %19 = llvm.icmp "uge" %14, %arg1 : i64
      %20 = llvm.icmp "ult" %14, %16 : i64
      %21 = llvm.and %17, %18 : i1
      %22 = llvm.and %19, %20 : i1
      %23 = llvm.and %21, %22 : i1
      llvm.cond_br %23, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %24 = llvm.sub %12, %arg1 : i64
      %25 = llvm.add %12, %arg1 : i64
      %26 = llvm.sub %14, %arg1 : i64
      %27 = llvm.add %14, %arg1 : i64
      %28 = llvm.mul %24, %arg8 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %14 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg4[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.mul %25, %arg8 overflow<nsw, nuw> : i64
      %33 = llvm.add %32, %14 overflow<nsw, nuw> : i64
      %34 = llvm.getelementptr inbounds|nuw %arg4[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %35 = llvm.load %34 : !llvm.ptr -> f32
      %36 = llvm.mul %12, %arg8 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %27 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg4[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.add %36, %26 overflow<nsw, nuw> : i64
      %41 = llvm.getelementptr inbounds|nuw %arg4[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %42 = llvm.load %41 : !llvm.ptr -> f32
      %43 = llvm.fadd %31, %35 : f32
      %44 = llvm.fadd %39, %42 : f32
      %45 = llvm.fadd %43, %44 : f32
      %46 = llvm.fmul %45, %0 : f32
      %47 = llvm.mul %12, %arg15 overflow<nsw, nuw> : i64
      %48 = llvm.add %47, %14 overflow<nsw, nuw> : i64
      %49 = llvm.getelementptr inbounds|nuw %arg11[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %46, %49 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

