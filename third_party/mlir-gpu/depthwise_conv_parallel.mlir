module attributes {gpu.container_module} {
  llvm.func @depthwise_conv_parallel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: !llvm.ptr, %arg19: !llvm.ptr, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(8 : index) : i64
    %5 = llvm.mlir.constant(32 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %4 : i64 to index
    %8 = builtin.unrealized_conversion_cast %2 : i64 to index
    %9 = builtin.unrealized_conversion_cast %1 : i64 to index
    %10 = llvm.insertvalue %arg18, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %11 = llvm.insertvalue %arg19, %10[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %arg20, %11[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.insertvalue %arg21, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %arg24, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %arg22, %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %arg25, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %arg23, %16[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %arg26, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x32xf32>
    %20 = llvm.insertvalue %arg9, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.insertvalue %arg10, %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.insertvalue %arg11, %21[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.insertvalue %arg12, %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %arg15, %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %arg13, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %arg16, %25[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %arg14, %26[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %arg17, %27[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<3x3x32xf32>
    %30 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %31 = llvm.insertvalue %arg1, %30[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %32 = llvm.insertvalue %arg2, %31[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %33 = llvm.insertvalue %arg3, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %34 = llvm.insertvalue %arg6, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %35 = llvm.insertvalue %arg4, %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %36 = llvm.insertvalue %arg7, %35[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %37 = llvm.insertvalue %arg5, %36[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %38 = llvm.insertvalue %arg8, %37[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x32xf32>
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.extractvalue %38[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %42 = llvm.alloca %40 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %41, %42 : !llvm.array<3 x i64>, !llvm.ptr
    %43 = llvm.getelementptr %42[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %44 = llvm.load %43 : !llvm.ptr -> i64
    %45 = builtin.unrealized_conversion_cast %44 : i64 to index
    %46 = builtin.unrealized_conversion_cast %45 : index to i64
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.extractvalue %38[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %49 = llvm.alloca %47 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %48, %49 : !llvm.array<3 x i64>, !llvm.ptr
    %50 = llvm.getelementptr %49[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %51 = llvm.load %50 : !llvm.ptr -> i64
    %52 = builtin.unrealized_conversion_cast %51 : i64 to index
    %53 = builtin.unrealized_conversion_cast %52 : index to i64
    %54 = llvm.sub %46, %3 : i64
    %55 = llvm.sub %53, %3 : i64
    %56 = builtin.unrealized_conversion_cast %55 : i64 to index
    %57 = llvm.icmp "eq" %55, %1 : i64
    %58 = llvm.sub %55, %2 : i64
    %59 = llvm.udiv %58, %4 : i64
    %60 = llvm.add %59, %2 : i64
    %61 = llvm.select %57, %1, %60 : i1, i64
    %62 = llvm.add %54, %1 : i64
    %63 = llvm.icmp "sle" %62, %1 : i64
    %64 = llvm.sub %1, %62 : i64
    %65 = llvm.sub %62, %2 : i64
    %66 = llvm.select %63, %64, %65 : i1, i64
    %67 = llvm.sub %1, %66 : i64
    %68 = llvm.add %66, %2 : i64
    %69 = llvm.select %63, %67, %68 : i1, i64
    %70 = builtin.unrealized_conversion_cast %69 : i64 to index
    %71 = llvm.add %61, %1 : i64
    %72 = llvm.icmp "sle" %71, %1 : i64
    %73 = llvm.sub %1, %71 : i64
    %74 = llvm.sub %71, %2 : i64
    %75 = llvm.select %72, %73, %74 : i1, i64
    %76 = llvm.sub %1, %75 : i64
    %77 = llvm.add %75, %2 : i64
    %78 = llvm.select %72, %76, %77 : i1, i64
    %79 = builtin.unrealized_conversion_cast %78 : i64 to index
    %80 = llvm.extractvalue %38[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %81 = llvm.extractvalue %38[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %82 = llvm.extractvalue %38[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %83 = llvm.extractvalue %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %84 = llvm.extractvalue %38[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %85 = llvm.extractvalue %38[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %86 = llvm.extractvalue %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %87 = llvm.extractvalue %38[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %88 = llvm.extractvalue %38[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %89 = llvm.extractvalue %28[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %90 = llvm.extractvalue %28[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %91 = llvm.extractvalue %28[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %92 = llvm.extractvalue %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %93 = llvm.extractvalue %28[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %94 = llvm.extractvalue %28[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %95 = llvm.extractvalue %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %96 = llvm.extractvalue %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %97 = llvm.extractvalue %28[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %98 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %99 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %100 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %101 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %102 = llvm.extractvalue %18[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %103 = llvm.extractvalue %18[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %104 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %105 = llvm.extractvalue %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %106 = llvm.extractvalue %18[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    gpu.launch_func  @depthwise_conv_parallel_kernel::@depthwise_conv_parallel_kernel blocks in (%69, %78, %2) threads in (%5, %4, %2) : i64 args(%55 : i64, %80 : !llvm.ptr, %81 : !llvm.ptr, %82 : i64, %83 : i64, %84 : i64, %85 : i64, %86 : i64, %87 : i64, %88 : i64, %89 : !llvm.ptr, %90 : !llvm.ptr, %91 : i64, %92 : i64, %93 : i64, %94 : i64, %95 : i64, %96 : i64, %97 : i64, %98 : !llvm.ptr, %99 : !llvm.ptr, %100 : i64, %101 : i64, %102 : i64, %103 : i64, %104 : i64, %105 : i64, %106 : i64)
    llvm.return
  }
  gpu.module @depthwise_conv_parallel_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @depthwise_conv_parallel_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(96 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(3 : index) : i64
      %3 = llvm.mlir.constant(8 : index) : i64
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = llvm.mlir.constant(1 : index) : i64
      %7 = nvvm.read.ptx.sreg.ctaid.x : i32
      %8 = llvm.sext %7 : i32 to i64
      %9 = nvvm.read.ptx.sreg.ctaid.y : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = llvm.mul %10, %3 overflow<nsw> : i64
      %16 = llvm.add %15, %14 : i64
      %17 = llvm.icmp "ult" %16, %arg0 : i64
      llvm.cond_br %17, ^bb1(%5, %4 : i64, f32), ^bb6
    ^bb1(%18: i64, %19: f32):  // 2 preds: ^bb0, ^bb4
      %20 = llvm.icmp "slt" %18, %2 : i64
      llvm.cond_br %20, ^bb2(%5, %4 : i64, f32), ^bb5
    ^bb2(%21: i64, %22: f32):  // 2 preds: ^bb1, ^bb3
      %23 = llvm.icmp "slt" %21, %2 : i64
      llvm.cond_br %23, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %24 = llvm.add %8, %18 : i64
      %25 = llvm.add %16, %21 : i64
      %26 = llvm.mul %24, %arg7 overflow<nsw, nuw> : i64
      %27 = llvm.mul %25, %1 overflow<nsw, nuw> : i64
      %28 = llvm.add %26, %27 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %12 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg2[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      %32 = llvm.mul %18, %0 overflow<nsw, nuw> : i64
      %33 = llvm.mul %21, %1 overflow<nsw, nuw> : i64
      %34 = llvm.add %32, %33 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %12 overflow<nsw, nuw> : i64
      %36 = llvm.getelementptr inbounds|nuw %arg11[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %37 = llvm.load %36 : !llvm.ptr -> f32
      %38 = llvm.fmul %31, %37 : f32
      %39 = llvm.fadd %22, %38 : f32
      %40 = llvm.add %21, %6 : i64
      llvm.br ^bb2(%40, %39 : i64, f32)
    ^bb4:  // pred: ^bb2
      %41 = llvm.fadd %19, %22 : f32
      %42 = llvm.add %18, %6 : i64
      llvm.br ^bb1(%42, %41 : i64, f32)
    ^bb5:  // pred: ^bb1
      %43 = llvm.mul %8, %arg25 overflow<nsw, nuw> : i64
      %44 = llvm.mul %16, %1 overflow<nsw, nuw> : i64
      %45 = llvm.add %43, %44 overflow<nsw, nuw> : i64
      %46 = llvm.add %45, %12 overflow<nsw, nuw> : i64
      %47 = llvm.getelementptr inbounds|nuw %arg20[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %19, %47 : f32, !llvm.ptr
      llvm.br ^bb6
    ^bb6:  // 2 preds: ^bb0, ^bb5
      llvm.return
    }
  }
}

