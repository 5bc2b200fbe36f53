module attributes {gpu.container_module} {
  llvm.func @stencil_3d(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(32 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %4 : i64 to index
    %8 = builtin.unrealized_conversion_cast %3 : i64 to index
    %9 = builtin.unrealized_conversion_cast %2 : i64 to index
    %10 = builtin.unrealized_conversion_cast %1 : i64 to index
    %11 = llvm.insertvalue %arg9, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.insertvalue %arg11, %12[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %arg12, %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %arg15, %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %arg13, %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %arg16, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %arg14, %17[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.insertvalue %arg17, %18[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32>
    %21 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.insertvalue %arg1, %21[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.insertvalue %arg2, %22[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %arg3, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %arg6, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %arg4, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %arg7, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %arg5, %27[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.insertvalue %arg8, %28[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32>
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.extractvalue %29[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %33 = llvm.alloca %31 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %32, %33 : !llvm.array<3 x i64>, !llvm.ptr
    %34 = llvm.getelementptr %33[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %35 = llvm.load %34 : !llvm.ptr -> i64
    %36 = builtin.unrealized_conversion_cast %35 : i64 to index
    %37 = builtin.unrealized_conversion_cast %36 : index to i64
    %38 = llvm.mlir.constant(1 : index) : i64
    %39 = llvm.extractvalue %29[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %40 = llvm.alloca %38 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %39, %40 : !llvm.array<3 x i64>, !llvm.ptr
    %41 = llvm.getelementptr %40[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %42 = llvm.load %41 : !llvm.ptr -> i64
    %43 = builtin.unrealized_conversion_cast %42 : i64 to index
    %44 = builtin.unrealized_conversion_cast %43 : index to i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.extractvalue %29[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %47 = llvm.alloca %45 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %46, %47 : !llvm.array<3 x i64>, !llvm.ptr
    %48 = llvm.getelementptr %47[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %49 = llvm.load %48 : !llvm.ptr -> i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = builtin.unrealized_conversion_cast %50 : index to i64
    %52 = llvm.icmp "eq" %51, %1 : i64
    %53 = llvm.sub %51, %2 : i64
    %54 = llvm.udiv %53, %5 : i64
    %55 = llvm.add %54, %2 : i64
    %56 = llvm.select %52, %1, %55 : i1, i64
    %57 = builtin.unrealized_conversion_cast %56 : i64 to index
    %58 = llvm.icmp "eq" %44, %1 : i64
    %59 = llvm.sub %44, %2 : i64
    %60 = llvm.udiv %59, %4 : i64
    %61 = llvm.add %60, %2 : i64
    %62 = llvm.select %58, %1, %61 : i1, i64
    %63 = builtin.unrealized_conversion_cast %62 : i64 to index
    %64 = llvm.icmp "eq" %37, %1 : i64
    %65 = llvm.sub %37, %2 : i64
    %66 = llvm.udiv %65, %3 : i64
    %67 = llvm.add %66, %2 : i64
    %68 = llvm.select %64, %1, %67 : i1, i64
    %69 = builtin.unrealized_conversion_cast %68 : i64 to index
    %70 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %71 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %72 = llvm.extractvalue %29[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %73 = llvm.extractvalue %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %74 = llvm.extractvalue %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %75 = llvm.extractvalue %29[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %76 = llvm.extractvalue %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %77 = llvm.extractvalue %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %78 = llvm.extractvalue %29[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %79 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %80 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %81 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %82 = llvm.extractvalue %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %83 = llvm.extractvalue %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %84 = llvm.extractvalue %19[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %85 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %86 = llvm.extractvalue %19[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %87 = llvm.extractvalue %19[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    gpu.launch_func  @stencil_3d_kernel::@stencil_3d_kernel blocks in (%56, %62, %68) threads in (%5, %4, %3) : i64 args(%35 : i64, %2 : i64, %42 : i64, %49 : i64, %70 : !llvm.ptr, %71 : !llvm.ptr, %72 : i64, %73 : i64, %74 : i64, %75 : i64, %76 : i64, %77 : i64, %78 : i64, %79 : !llvm.ptr, %80 : !llvm.ptr, %81 : i64, %82 : i64, %83 : i64, %84 : i64, %85 : i64, %86 : i64, %87 : i64)
    llvm.return
  }
  gpu.module @stencil_3d_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @stencil_3d_kernel(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr, %arg14: !llvm.ptr, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 4, 2>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 4, 2>} {
      %0 = llvm.mlir.constant(2.500000e-01 : f32) : f32
      %1 = llvm.mlir.constant(-5.000000e-01 : f32) : f32
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(4 : index) : i64
      %4 = llvm.mlir.constant(32 : index) : i64
      %5 = nvvm.read.ptx.sreg.ctaid.x : i32
      %6 = llvm.sext %5 : i32 to i64
      %7 = nvvm.read.ptx.sreg.ctaid.y : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.z : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 4> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.tid.z range <i32, 0, 2> : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = llvm.mul %10, %2 overflow<nsw> : i64
      %18 = llvm.add %17, %16 : i64
      %19 = llvm.mul %8, %3 overflow<nsw> : i64
      %20 = llvm.add %19, %14 : i64
      %21 = llvm.mul %6, %4 overflow<nsw> : i64
      %22 = llvm.add %21, %12 : i64
      %23 = llvm.sub %arg0, %arg1 : i64
      %24 = llvm.sub %arg2, %arg1 : i64
      %25 = llvm.sub %arg3, %arg1 : i64
      %26 = llvm.icmp "uge" %18, %arg1 : i64
      %27 = llvm.icmp "ult" %18, %23 : i64
      %28 = llvm.icmp "uge" %20, %arg1 : i64
      %29 = llvm.icmp "ult" %20, %24 : i64
      %30 = llvm.icmp "uge" %22, %arg1 : i64
      %31 = llvm.icmp "ult" %22, %25 : i64
      %32 = llvm.and %26, %27 : i1
      %33 = llvm.and %28, %29 : i1
      %34 = llvm.and %30, %31 : i1
      %35 = llvm.and %32, %33 : i1
      %36 = llvm.and %35, %34 : i1
      llvm.cond_br %36, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %37 = llvm.sub %18, %arg1 : i64
      %38 = llvm.add %18, %arg1 : i64
      %39 = llvm.sub %20, %arg1 : i64
      %40 = llvm.add %20, %arg1 : i64
      %41 = llvm.sub %22, %arg1 : i64
      %42 = llvm.add %22, %arg1 : i64
      %43 = llvm.mul %18, %arg10 overflow<nsw, nuw> : i64
      %44 = llvm.mul %20, %arg11 overflow<nsw, nuw> : i64
      %45 = llvm.add %43, %44 overflow<nsw, nuw> : i64
      %46 = llvm.add %45, %22 overflow<nsw, nuw> : i64
      %47 = llvm.getelementptr inbounds|nuw %arg5[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %48 = llvm.load %47 : !llvm.ptr -> f32
      %49 = llvm.mul %37, %arg10 overflow<nsw, nuw> : i64
      %50 = llvm.add %49, %44 overflow<nsw, nuw> : i64
      %51 = llvm.add %50, %22 overflow<nsw, nuw> : i64
      %52 = llvm.getelementptr inbounds|nuw %arg5[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %53 = llvm.load %52 : !llvm.ptr -> f32
      %54 = llvm.mul %38, %arg10 overflow<nsw, nuw> : i64
      %55 = llvm.add %54, %44 overflow<nsw, nuw> : i64
      %56 = llvm.add %55, %22 overflow<nsw, nuw> : i64
      %57 = llvm.getelementptr inbounds|nuw %arg5[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %58 = llvm.load %57 : !llvm.ptr -> f32
      %59 = llvm.mul %39, %arg11 overflow<nsw, nuw> : i64
      %60 = llvm.add %43, %59 overflow<nsw, nuw> : i64
      %61 = llvm.add %60, %22 overflow<nsw, nuw> : i64
      %62 = llvm.getelementptr inbounds|nuw %arg5[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %63 = llvm.load %62 : !llvm.ptr -> f32
      %64 = llvm.mul %40, %arg11 overflow<nsw, nuw> : i64
      %65 = llvm.add %43, %64 overflow<nsw, nuw> : i64
      %66 = llvm.add %65, %22 overflow<nsw, nuw> : i64
      %67 = llvm.getelementptr inbounds|nuw %arg5[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %68 = llvm.load %67 : !llvm.ptr -> f32
      %69 = llvm.add %45, %41 overflow<nsw, nuw> : i64
      %70 = llvm.getelementptr inbounds|nuw %arg5[%69] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %71 = llvm.load %70 : !llvm.ptr -> f32
      %72 = llvm.add %45, %42 overflow<nsw, nuw> : i64
      %73 = llvm.getelementptr inbounds|nuw %arg5[%72] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %74 = llvm.load %73 : !llvm.ptr -> f32
      %75 = llvm.fadd %53, %58 : f32
      %76 = llvm.fadd %63, %68 : f32
      %77 = llvm.fadd %71, %74 : f32
      %78 = llvm.fadd %75, %76 : f32
      %79 = llvm.fadd %78, %77 : f32
      %80 = llvm.fmul %48, %1 : f32
      %81 = llvm.fmul %79, %0 : f32
      %82 = llvm.fadd %80, %81 : f32
      %83 = llvm.mul %18, %arg19 overflow<nsw, nuw> : i64
      %84 = llvm.mul %20, %arg20 overflow<nsw, nuw> : i64
      %85 = llvm.add %83, %84 overflow<nsw, nuw> : i64
      %86 = llvm.add %85, %22 overflow<nsw, nuw> : i64
      %87 = llvm.getelementptr inbounds|nuw %arg14[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %82, %87 : f32, !llvm.ptr
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      llvm.return
    }
  }
}

