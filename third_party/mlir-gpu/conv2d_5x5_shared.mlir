module attributes {gpu.container_module} {
  llvm.func @conv2d_5x5_shared(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(16 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg15, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg16, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg17, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg19, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg18, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg20, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %15 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg8, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg9, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg10, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg12, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg11, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg13, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<5x5xf32>
    %23 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg1, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg2, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg3, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg5, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg4, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg6, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.extractvalue %29[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.alloca %31 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %32, %33 : !llvm.array<2 x i64>, !llvm.ptr
    %34 = llvm.getelementptr %33[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %35 = llvm.load %34 : !llvm.ptr -> i64
    %36 = builtin.unrealized_conversion_cast %35 : i64 to index
    %37 = builtin.unrealized_conversion_cast %36 : index to i64
    %38 = llvm.mlir.constant(1 : index) : i64
    %39 = llvm.extractvalue %29[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.alloca %38 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %39, %40 : !llvm.array<2 x i64>, !llvm.ptr
    %41 = llvm.getelementptr %40[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %42 = llvm.load %41 : !llvm.ptr -> i64
    %43 = builtin.unrealized_conversion_cast %42 : i64 to index
    %44 = builtin.unrealized_conversion_cast %43 : index to i64
    %45 = llvm.icmp "eq" %44, %1 : i64
    %46 = llvm.sub %44, %2 : i64
    %47 = llvm.udiv %46, %3 : i64
    %48 = llvm.add %47, %2 : i64
    %49 = llvm.select %45, %1, %48 : i1, i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = llvm.icmp "eq" %37, %1 : i64
    %52 = llvm.sub %37, %2 : i64
    %53 = llvm.udiv %52, %3 : i64
    %54 = llvm.add %53, %2 : i64
    %55 = llvm.select %51, %1, %54 : i1, i64
    %56 = builtin.unrealized_conversion_cast %55 : i64 to index
    %57 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.extractvalue %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.extractvalue %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.extractvalue %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @conv2d_5x5_shared_kernel::@conv2d_5x5_shared_kernel blocks in (%49, %55, %2) threads in (%3, %3, %2) : i64 args(%57 : !llvm.ptr, %58 : !llvm.ptr, %59 : i64, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : !llvm.ptr, %65 : !llvm.ptr, %66 : i64, %67 : i64, %68 : i64, %69 : i64, %70 : i64, %71 : !llvm.ptr, %72 : !llvm.ptr, %73 : i64, %74 : i64, %75 : i64, %76 : i64, %77 : i64)
    llvm.return
  }
  gpu.module @conv2d_5x5_shared_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_conv2d_5x5_shared_kernel_0() {addr_space = 3 : i32} : !llvm.array<400 x f32>
    llvm.mlir.global internal @__wg_conv2d_5x5_shared_kernel_1() {addr_space = 3 : i32} : !llvm.array<25 x f32>
    llvm.func @conv2d_5x5_shared_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(25 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(400 : index) : i64
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.constant(16 : index) : i64
      %5 = llvm.mlir.constant(-2 : index) : i64
      %6 = llvm.mlir.constant(5 : index) : i64
      %7 = llvm.mlir.addressof @__wg_conv2d_5x5_shared_kernel_1 : !llvm.ptr<3>
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = llvm.mlir.constant(20 : index) : i64
      %10 = llvm.mlir.constant(0 : index) : i64
      %11 = llvm.mlir.addressof @__wg_conv2d_5x5_shared_kernel_0 : !llvm.ptr<3>
      %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %13 = llvm.insertvalue %arg0, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %14 = llvm.insertvalue %arg1, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg2, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %arg3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg5, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg4, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.getelementptr %11[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<400 x f32>
      %20 = llvm.getelementptr %7[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<25 x f32>
      %21 = nvvm.read.ptx.sreg.ctaid.x : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = nvvm.read.ptx.sreg.ctaid.y : i32
      %24 = llvm.sext %23 : i32 to i64
      %25 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %26 = llvm.sext %25 : i32 to i64
      %27 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %28 = llvm.sext %27 : i32 to i64
      %29 = llvm.extractvalue %18[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.alloca %8 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %29, %30 : !llvm.array<2 x i64>, !llvm.ptr
      %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %32 = llvm.load %31 : !llvm.ptr -> i64
      %33 = llvm.alloca %8 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %29, %33 : !llvm.array<2 x i64>, !llvm.ptr
      %34 = llvm.getelementptr %33[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %35 = llvm.load %34 : !llvm.ptr -> i64
      %36 = llvm.mul %28, %4 overflow<nsw> : i64
      %37 = llvm.add %36, %26 : i64
      %38 = llvm.icmp "ult" %37, %0 : i64
      llvm.cond_br %38, ^bb1, ^bb2(%37 : i64)
    ^bb1:  // pred: ^bb0
      %39 = llvm.udiv %37, %6 : i64
      %40 = llvm.urem %37, %6 : i64
      %41 = llvm.mul %39, %6 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %40 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg8[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %44 = llvm.load %43 : !llvm.ptr -> f32
      %45 = llvm.getelementptr inbounds|nuw %20[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %44, %45 : f32, !llvm.ptr<3>
      llvm.br ^bb2(%37 : i64)
    ^bb2(%46: i64):  // 3 preds: ^bb0, ^bb1, ^bb5
      %47 = llvm.icmp "slt" %46, %2 : i64
      llvm.cond_br %47, ^bb3, ^bb6
    ^bb3:  // pred: ^bb2
      %48 = llvm.udiv %46, %9 : i64
      %49 = llvm.urem %46, %9 : i64
      %50 = llvm.mul %24, %4 overflow<nsw> : i64
      %51 = llvm.add %50, %48 : i64
      %52 = llvm.add %51, %5 : i64
      %53 = llvm.mul %22, %4 overflow<nsw> : i64
      %54 = llvm.add %53, %49 : i64
      %55 = llvm.add %54, %5 : i64
      %56 = llvm.icmp "ult" %52, %32 : i64
      %57 = llvm.icmp "ult" %55, %35 : i64
      %58 = llvm.and %56, %57 : i1
      llvm.cond_br %58, ^bb4, ^bb5(%3 : f32)
    ^bb4:  // pred: ^bb3
      %59 = llvm.mul %52, %arg5 overflow<nsw, nuw> : i64
      %60 = llvm.add %59, %55 overflow<nsw, nuw> : i64
      %61 = llvm.getelementptr inbounds|nuw %arg1[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %62 = llvm.load %61 : !llvm.ptr -> f32
      llvm.br ^bb5(%62 : f32)
    ^bb5(%63: f32):  // 2 preds: ^bb3, ^bb4
      %64 = llvm.mul %48, %9 overflow<nsw, nuw> : i64
      %65 = llvm.add %64, %49 overflow<nsw, nuw> : i64
      %66 = llvm.getelementptr inbounds|nuw %19[%65] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %63, %66 : f32, !llvm.ptr<3>
      %67 = llvm.add %46, %1 : i64
      llvm.br ^bb2(%67 : i64)
    ^bb6:  // pred: ^bb2
      nvvm.barrier0
      %68 = llvm.mul %24, %4 overflow<nsw> : i64
      %69 = llvm.add %68, %28 : i64
      %70 = llvm.mul %22, %4 overflow<nsw> : i64
      %71 = llvm.add %70, %26 : i64
      %72 = llvm.icmp "ult" %69, %32 : i64
      %73 = llvm.icmp "ult" %71, %35 : i64
      %74 = llvm.and %72, %73 : i1
      llvm.cond_br %74, ^bb7(%10, %3 : i64, f32), ^bb12
    ^bb7(%75: i64, %76: f32):  // 2 preds: ^bb6, ^bb10
      %77 = llvm.icmp "slt" %75, %6 : i64
      llvm.cond_br %77, ^bb8(%10, %3 : i64, f32), ^bb11
    ^bb8(%78: i64, %79: f32):  // 2 preds: ^bb7, ^bb9
      %80 = llvm.icmp "slt" %78, %6 : i64
      llvm.cond_br %80, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %81 = llvm.add %28, %75 : i64
      %82 = llvm.add %26, %78 : i64
      %83 = llvm.mul %81, %9 overflow<nsw, nuw> : i64
      %84 = llvm.add %83, %82 overflow<nsw, nuw> : i64
      %85 = llvm.getelementptr inbounds|nuw %19[%84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %86 = llvm.load %85 : !llvm.ptr<3> -> f32
      %87 = llvm.mul %75, %6 overflow<nsw, nuw> : i64
      %88 = llvm.add %87, %78 overflow<nsw, nuw> : i64
      %89 = llvm.getelementptr inbounds|nuw %20[%88] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %90 = llvm.load %89 : !llvm.ptr<3> -> f32
      %91 = llvm.fmul %86, %90 : f32
      %92 = llvm.fadd %79, %91 : f32
      %93 = llvm.add %78, %8 : i64
      llvm.br ^bb8(%93, %92 : i64, f32)
    ^bb10:  // pred: ^bb8
      %94 = llvm.fadd %76, %79 : f32
      %95 = llvm.add %75, %8 : i64
      llvm.br ^bb7(%95, %94 : i64, f32)
    ^bb11:  // pred: ^bb7
      %96 = llvm.mul %69, %arg19 overflow<nsw, nuw> : i64
      %97 = llvm.add %96, %71 overflow<nsw, nuw> : i64
      %98 = llvm.getelementptr inbounds|nuw %arg15[%97] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %76, %98 : f32, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb6, ^bb11
      llvm.return
    }
  }
}

