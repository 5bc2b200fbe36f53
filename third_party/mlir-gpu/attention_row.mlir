module attributes {gpu.container_module} {
  llvm.func @attention_row(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(64 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg21, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg22, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg23, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg24, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg26, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg25, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg27, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x64xf32>
    %15 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg15, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg16, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg17, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg19, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg18, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg20, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32>
    %23 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg8, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg9, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg10, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg12, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg11, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg13, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32>
    %31 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg1, %31[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg2, %32[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg3, %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg5, %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %arg4, %35[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %arg6, %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x64xf32>
    %39 = llvm.mlir.constant(1 : index) : i64
    %40 = llvm.extractvalue %37[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.alloca %39 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %40, %41 : !llvm.array<2 x i64>, !llvm.ptr
    %42 = llvm.getelementptr %41[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %43 = llvm.load %42 : !llvm.ptr -> i64
    %44 = llvm.extractvalue %37[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %37[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %37[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %70 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @attention_row_kernel::@attention_row_kernel blocks in (%43, %2, %2) threads in (%3, %2, %2) : i64 args(%44 : !llvm.ptr, %45 : !llvm.ptr, %46 : i64, %47 : i64, %48 : i64, %49 : i64, %50 : i64, %51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : i64, %58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : i64, %65 : !llvm.ptr, %66 : !llvm.ptr, %67 : i64, %68 : i64, %69 : i64, %70 : i64, %71 : i64)
    llvm.return
  }
  gpu.module @attention_row_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_attention_row_kernel_0() {addr_space = 3 : i32} : !llvm.array<64 x f32>
    llvm.mlir.global internal @__wg_attention_row_kernel_1() {addr_space = 3 : i32} : !llvm.array<64 x f32>
    llvm.mlir.global internal @__wg_attention_row_kernel_2() {addr_space = 3 : i32} : !llvm.array<2 x f32>
    llvm.mlir.global internal @__wg_attention_row_kernel_3() {addr_space = 3 : i32} : !llvm.array<2 x f32>
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @attention_row_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(5 : index) : i64
      %3 = llvm.mlir.constant(32 : index) : i64
      %4 = llvm.mlir.constant(32 : i32) : i32
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %7 = llvm.mlir.constant(1.250000e-01 : f32) : f32
      %8 = llvm.mlir.addressof @__wg_attention_row_kernel_3 : !llvm.ptr<3>
      %9 = llvm.mlir.addressof @__wg_attention_row_kernel_2 : !llvm.ptr<3>
      %10 = llvm.mlir.addressof @__wg_attention_row_kernel_1 : !llvm.ptr<3>
      %11 = llvm.mlir.constant(1 : index) : i64
      %12 = llvm.mlir.constant(64 : index) : i64
      %13 = llvm.mlir.constant(0 : index) : i64
      %14 = llvm.mlir.addressof @__wg_attention_row_kernel_0 : !llvm.ptr<3>
      %15 = llvm.getelementptr %14[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x f32>
      %16 = llvm.getelementptr %10[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<64 x f32>
      %17 = llvm.getelementptr %9[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x f32>
      %18 = llvm.getelementptr %8[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<2 x f32>
      %19 = nvvm.read.ptx.sreg.ctaid.x : i32
      %20 = llvm.sext %19 : i32 to i64
      %21 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %22 = llvm.sext %21 : i32 to i64
      %23 = llvm.urem %22, %3 : i64
      %24 = llvm.udiv %22, %3 : i64
      %25 = llvm.icmp "eq" %23, %13 : i64
      %26 = llvm.mul %20, %12 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %22 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %arg1[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %29 = llvm.load %28 : !llvm.ptr -> f32
      %30 = llvm.getelementptr inbounds|nuw %15[%22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %29, %30 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb1(%13, %6 : i64, f32)
    ^bb1(%31: i64, %32: f32):  // 2 preds: ^bb0, ^bb2
      %33 = llvm.icmp "slt" %31, %12 : i64
      llvm.cond_br %33, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %34 = llvm.getelementptr inbounds|nuw %15[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %35 = llvm.load %34 : !llvm.ptr<3> -> f32
      %36 = llvm.mul %22, %12 overflow<nsw, nuw> : i64
      %37 = llvm.add %36, %31 overflow<nsw, nuw> : i64
      %38 = llvm.getelementptr inbounds|nuw %arg8[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %39 = llvm.load %38 : !llvm.ptr -> f32
      %40 = llvm.fmul %35, %39 : f32
      %41 = llvm.fadd %32, %40 : f32
      %42 = llvm.add %31, %11 : i64
      llvm.br ^bb1(%42, %41 : i64, f32)
    ^bb3:  // pred: ^bb1
      %43 = llvm.fmul %32, %7 : f32
      llvm.br ^bb4(%13, %43 : i64, f32)
    ^bb4(%44: i64, %45: f32):  // 2 preds: ^bb3, ^bb5
      %46 = llvm.icmp "slt" %44, %2 : i64
      llvm.cond_br %46, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %47 = llvm.trunc %44 : i64 to i32
      %48 = llvm.lshr %5, %47 : i32
      %49 = llvm.sub %4, %4 : i32
      %50 = llvm.lshr %0, %49 : i32
      %51 = llvm.sub %4, %1 : i32
      %52 = nvvm.shfl.sync  bfly %50, %45, %48, %51 : f32 -> f32
      %53 = llvm.intr.maximum(%45, %52) : (f32, f32) -> f32
      %54 = llvm.add %44, %11 : i64
      llvm.br ^bb4(%54, %53 : i64, f32)
    ^bb6:  // pred: ^bb4
      llvm.cond_br %25, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %55 = llvm.getelementptr inbounds|nuw %17[%24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %45, %55 : f32, !llvm.ptr<3>
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      nvvm.barrier0
      %56 = llvm.load %17 : !llvm.ptr<3> -> f32
      %57 = llvm.getelementptr inbounds|nuw %17[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %58 = llvm.load %57 : !llvm.ptr<3> -> f32
      %59 = llvm.intr.maximum(%56, %58) : (f32, f32) -> f32
      %60 = llvm.fsub %43, %59 : f32
      %61 = llvm.call @__nv_expf(%60) : (f32) -> f32
      llvm.br ^bb9(%13, %61 : i64, f32)
    ^bb9(%62: i64, %63: f32):  // 2 preds: ^bb8, ^bb10
      %64 = llvm.icmp "slt" %62, %2 : i64
      llvm.cond_br %64, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %65 = llvm.trunc %62 : i64 to i32
      %66 = llvm.lshr %5, %65 : i32
      %67 = llvm.sub %4, %4 : i32
      %68 = llvm.lshr %0, %67 : i32
      %69 = llvm.sub %4, %1 : i32
      %70 = nvvm.shfl.sync  bfly %68, %63, %66, %69 : f32 -> f32
      %71 = llvm.fadd %63, %70 : f32
      %72 = llvm.add %62, %11 : i64
      llvm.br ^bb9(%72, %71 : i64, f32)
    ^bb11:  // pred: ^bb9
      llvm.cond_br %25, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %73 = llvm.getelementptr inbounds|nuw %18[%24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %63, %73 : f32, !llvm.ptr<3>
      llvm.br ^bb13
    ^bb13:  // 2 preds: ^bb11, ^bb12
      nvvm.barrier0
      %74 = llvm.load %18 : !llvm.ptr<3> -> f32
      %75 = llvm.getelementptr inbounds|nuw %18[1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
      %76 = llvm.load %75 : !llvm.ptr<3> -> f32
      %77 = llvm.fadd %74, %76 : f32
      %78 = llvm.fdiv %61, %77 : f32
      %79 = llvm.getelementptr inbounds|nuw %16[%22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %78, %79 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb14(%13, %6 : i64, f32)
    ^bb14(%80: i64, %81: f32):  // 2 preds: ^bb13, ^bb15
      %82 = llvm.icmp "slt" %80, %12 : i64
      llvm.cond_br %82, ^bb15, ^bb16
    ^bb15:  // pred: ^bb14
      %83 = llvm.getelementptr inbounds|nuw %16[%80] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %84 = llvm.load %83 : !llvm.ptr<3> -> f32
      %85 = llvm.mul %80, %12 overflow<nsw, nuw> : i64
      %86 = llvm.add %85, %22 overflow<nsw, nuw> : i64
      %87 = llvm.getelementptr inbounds|nuw %arg15[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %88 = llvm.load %87 : !llvm.ptr -> f32
      %89 = llvm.fmul %84, %88 : f32
      %90 = llvm.fadd %81, %89 : f32
      %91 = llvm.add %80, %11 : i64
      llvm.br ^bb14(%91, %90 : i64, f32)
    ^bb16:  // pred: ^bb14
      %92 = llvm.getelementptr inbounds|nuw %arg22[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %81, %92 : f32, !llvm.ptr
      llvm.return
    }
  }
}

