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
    gpu.launch_func  @softmax_rows_kernel::@softmax_rows_kernel blocks in (%27, %2, %2) threads in (%3, %2, %2) : i64 args(%33 : !llvm.ptr, %34 : !llvm.ptr, %35 : i64, %36 : i64, %37 : i64, %38 : i64, %39 : i64, %32 : i64, %40 : !llvm.ptr, %41 : !llvm.ptr, %42 : i64, %43 : i64, %44 : i64, %45 : i64, %46 : i64)
    llvm.return
  }
  gpu.module @softmax_rows_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_softmax_rows_kernel_0() {addr_space = 3 : i32} : !llvm.array<128 x f32>
    llvm.mlir.global internal @__wg_softmax_rows_kernel_1() {addr_space = 3 : i32} : !llvm.array<1 x f32>
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @softmax_rows_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(0xFF800000 : f32) : f32
      %2 = llvm.mlir.addressof @__wg_softmax_rows_kernel_1 : !llvm.ptr<3>
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(128 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = llvm.mlir.addressof @__wg_softmax_rows_kernel_0 : !llvm.ptr<3>
      %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<128 x f32>
      %8 = llvm.getelementptr %2[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1 x f32>
      %9 = nvvm.read.ptx.sreg.ctaid.x : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %12 = llvm.sext %11 : i32 to i64
      llvm.br ^bb1(%12, %1 : i64, f32)
    ^bb1(%13: i64, %14: f32):  // 2 preds: ^bb0, ^bb2
      %15 = llvm.icmp "slt" %13, %arg7 : i64
      llvm.cond_br %15, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %16 = llvm.mul %10, %arg5 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %13 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg1[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.intr.maximum(%14, %19) : (f32, f32) -> f32
      %21 = llvm.add %13, %4 : i64
      llvm.br ^bb1(%21, %20 : i64, f32)
    ^bb3:  // pred: ^bb1
      %22 = llvm.getelementptr inbounds|nuw %7[%12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %14, %22 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %23 = llvm.icmp "eq" %12, %5 : i64
      llvm.cond_br %23, ^bb4(%5, %1 : i64, f32), ^bb7
    ^bb4(%24: i64, %25: f32):  // 2 preds: ^bb3, ^bb5
      %26 = llvm.icmp "slt" %24, %4 : i64
      llvm.cond_br %26, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %27 = llvm.getelementptr inbounds|nuw %7[%24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %28 = llvm.load %27 : !llvm.ptr<3> -> f32
      %29 = llvm.intr.maximum(%25, %28) : (f32, f32) -> f32
      %30 = llvm.add %24, %3 : i64
      llvm.br ^bb4(%30, %29 : i64, f32)
    ^bb6:  // pred: ^bb4
      llvm.store %25, %8 : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      nvvm.barrier0
      %31 = llvm.load %8 : !llvm.ptr<3> -> f32
      nvvm.barrier0
      llvm.br ^bb8(%12, %0 : i64, f32)
    ^bb8(%32: i64, %33: f32):  // 2 preds: ^bb7, ^bb9
      %34 = llvm.icmp "slt" %32, %arg7 : i64
      llvm.cond_br %34, ^bb9, ^bb10
    ^bb9:  // pred: ^bb8
      %35 = llvm.mul %10, %arg5 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %32 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %arg1[%36] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %38 = llvm.load %37 : !llvm.ptr -> f32
      %39 = llvm.fsub %38, %31 : f32
      %40 = llvm.call @__nv_expf(%39) : (f32) -> f32
      %41 = llvm.fadd %33, %40 : f32
      %42 = llvm.add %32, %4 : i64
      llvm.br ^bb8(%42, %41 : i64, f32)
    ^bb10:  // pred: ^bb8
      llvm.store %33, %22 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.cond_br %23, ^bb11(%5, %0 : i64, f32), ^bb14
    ^bb11(%43: i64, %44: f32):  // 2 preds: ^bb10, ^bb12
      %45 = llvm.icmp "slt" %43, %4 : i64
      llvm.cond_br %45, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %46 = llvm.getelementptr inbounds|nuw %7[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %47 = llvm.load %46 : !llvm.ptr<3> -> f32
      %48 = llvm.fadd %44, %47 : f32
      %49 = llvm.add %43, %3 : i64
      llvm.br ^bb11(%49, %48 : i64, f32)
    ^bb13:  // pred: ^bb11
      llvm.store %44, %8 : f32, !llvm.ptr<3>
      llvm.br ^bb14
    ^bb14:  // 2 preds: ^bb10, ^bb13
      nvvm.barrier0
      %50 = llvm.load %8 : !llvm.ptr<3> -> f32
      llvm.br ^bb15(%12 : i64)
    ^bb15(%51: i64):  // 2 preds: ^bb14, ^bb16
      %52 = llvm.icmp "slt" %51, %arg7 : i64
      llvm.cond_br %52, ^bb16, ^bb17
    ^bb16:  // pred: ^bb15
      %53 = llvm.mul %10, %arg5 overflow<nsw, nuw> : i64
      %54 = llvm.add %53, %51 overflow<nsw, nuw> : i64
      %55 = llvm.getelementptr inbounds|nuw %arg1[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %56 = llvm.load %55 : !llvm.ptr -> f32
      %57 = llvm.fsub %56, %31 : f32
      %58 = llvm.call @__nv_expf(%57) : (f32) -> f32
      %59 = llvm.fdiv %58, %50 : f32
      %60 = llvm.mul %10, %arg13 overflow<nsw, nuw> : i64
      %61 = llvm.add %60, %51 overflow<nsw, nuw> : i64
      %62 = llvm.getelementptr inbounds|nuw %arg9[%61] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %59, %62 : f32, !llvm.ptr
      %63 = llvm.add %51, %4 : i64
      llvm.br ^bb15(%63 : i64)
    ^bb17:  // pred: ^bb15
      llvm.return
    }
  }
}

