module attributes {gpu.container_module} {
  llvm.func @softmax_rows(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(128 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg8, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg12, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg11, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %15 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg1, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg2, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg3, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg4, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg6, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %23 = llvm.mlir.constant(1 : index) : i64
    %24 = llvm.extractvalue %21[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.alloca %23 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %24, %25 : !llvm.array<2 x i64>, !llvm.ptr
    %26 = llvm.getelementptr %25[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %27 = llvm.load %26 : !llvm.ptr -> i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.extractvalue %21[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.alloca %28 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %29, %30 : !llvm.array<2 x i64>, !llvm.ptr
    %31 = llvm.getelementptr %30[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %32 = llvm.load %31 : !llvm.ptr -> i64
    %33 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.extractvalue %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.extractvalue %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.extractvalue %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @softmax_rows_kernel::@softmax_rows_kernel blocks in (%27, %2, %2) threads in (%3, %2, %2) : i64 args(%33 : !llvm.ptr, %34 : !llvm.ptr, %35 : i64, %36 : i64, %37 : i64, %38 : i64, %39 : i64, %32 : i64, %3 : i64, %1 : i64, %2 : i64, %40 : !llvm.ptr, %41 : !llvm.ptr, %42 : i64, %43 : i64, %44 : i64, %45 : i64, %46 : i64)
    llvm.return
  }
  gpu.module @softmax_rows_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_softmax_rows_kernel_0() {addr_space = 3 : i32} : !llvm.array<128 x f32>
    llvm.mlir.global internal @__wg_softmax_rows_kernel_1() {addr_space = 3 : i32} : !llvm.array<1 x f32>
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @softmax_rows_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %2 = llvm.mlir.addressof @__wg_softmax_rows_kernel_1 : !llvm.ptr<3>
      %3 = llvm.mlir.addressof @__wg_softmax_rows_kernel_0 : !llvm.ptr<3>
      %4 = llvm.getelementptr %3[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<128 x f32>
      %5 = llvm.getelementptr %2[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x f32>
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %9 = llvm.sext %8 : i32 to i64
      llvm.br ^bb1(%9, %1 : i64, f32)
    ^bb1(%10: i64, %11: f32):  // 2 preds: ^bb0, ^bb2
      %12 = llvm.icmp "slt" %10, %arg7 : i64
      llvm.cond_br %12, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %13 = llvm.mul %7, %arg5 overflow<nsw, nuw> : i64
      %14 = llvm.add %13, %10 overflow<nsw, nuw> : i64
      %15 = llvm.getelementptr inbounds|nuw %arg1[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %16 = llvm.load %15 : !llvm.ptr -> f32
      %17 = llvm.intr.maximum(%11, %16) : (f32, f32) -> f32
      %18 = llvm.add %10, %arg8 : i64
      llvm.br ^bb1(%18, %17 : i64, f32)
    ^bb3:  // pred: ^bb1
      %19 = llvm.getelementptr inbounds|nuw %4[%9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %11, %19 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %20 = llvm.icmp "eq" %9, %arg9 : i64
      llvm.cond_br %20, ^bb4(%arg9, %1 : i64, f32), ^bb7
    ^bb4(%21: i64, %22: f32):  // 2 preds: ^bb3, ^bb5
      %23 = llvm.icmp "slt" %21, %arg8 : i64
      llvm.cond_br %23, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %24 = llvm.getelementptr inbounds|nuw %4[%21] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %25 = llvm.load %24 : !llvm.ptr<3> -> f32
      %26 = llvm.intr.maximum(%22, %25) : (f32, f32) -> f32
      %27 = llvm.add %21, %arg10 : i64
      llvm.br ^bb4(%27, %26 : i64, f32)
    ^bb6:  // pred: ^bb4
      %28 = llvm.getelementptr inbounds|nuw %5[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %22, %28 : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      nvvm.barrier0
      %29 = llvm.getelementptr inbounds|nuw %5[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %30 = llvm.load %29 : !llvm.ptr<3> -> f32
      nvvm.barrier0
      llvm.br ^bb8(%9, %0 : i64, f32)
    ^bb8(%31: i64, %32: f32):  // 2 preds: ^bb7, ^bb9
      %33 = llvm.icmp "slt" %31, %arg7 : i64
      llvm.cond_br %33, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %34 = llvm.mul %7, %arg5 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %31 overflow<nsw, nuw> : i64
      %36 = llvm.getelementptr inbounds|nuw %arg1[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %37 = llvm.load %36 : !llvm.ptr -> f32
      %38 = llvm.fsub %37, %30 : f32
      %39 = llvm.call @__nv_expf(%38) : (f32) -> f32
      %40 = llvm.fadd %32, %39 : f32
      %41 = llvm.add %31, %arg8 : i64
      llvm.br ^bb8(%41, %40 : i64, f32)
    ^bb10:  // pred: ^bb8
      llvm.store %32, %19 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.cond_br %20, ^bb11(%arg9, %0 : i64, f32), ^bb14
    ^bb11(%42: i64, %43: f32):  // 2 preds: ^bb10, ^bb12
      %44 = llvm.icmp "slt" %42, %arg8 : i64
      llvm.cond_br %44, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %45 = llvm.getelementptr inbounds|nuw %4[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %46 = llvm.load %45 : !llvm.ptr<3> -> f32
      %47 = llvm.fadd %43, %46 : f32
      %48 = llvm.add %42, %arg10 : i64
      llvm.br ^bb11(%48, %47 : i64, f32)
    ^bb13:  // pred: ^bb11
      llvm.store %43, %29 : f32, !llvm.ptr<3>
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      nvvm.barrier0
      %49 = llvm.load %29 : !llvm.ptr<3> -> f32
      llvm.br ^bb15(%9 : i64)
    ^bb15(%50: i64):  // 2 preds: ^bb14, ^bb16
      %51 = llvm.icmp "slt" %50, %arg7 : i64
      llvm.cond_br %51, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %52 = llvm.mul %7, %arg5 overflow<nsw, nuw> : i64
      %53 = llvm.add %52, %50 overflow<nsw, nuw> : i64
      %54 = llvm.getelementptr inbounds|nuw %arg1[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %55 = llvm.load %54 : !llvm.ptr -> f32
      %56 = llvm.fsub %55, %30 : f32
      %57 = llvm.call @__nv_expf(%56) : (f32) -> f32
      %58 = llvm.fdiv %57, %49 : f32
      %59 = llvm.mul %7, %arg16 overflow<nsw, nuw> : i64
      %60 = llvm.add %59, %50 overflow<nsw, nuw> : i64
      %61 = llvm.getelementptr inbounds|nuw %arg12[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %58, %61 : f32, !llvm.ptr
      %62 = llvm.add %50, %arg8 : i64
      llvm.br ^bb15(%62 : i64)
    ^bb17:  // pred: ^bb15
      llvm.return
    }
  }
}

