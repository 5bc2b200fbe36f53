module attributes {gpu.container_module} {
  llvm.func @tiled_matmul(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64) {
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
    %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
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
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.extractvalue %21[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.alloca %45 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %46, %47 : !llvm.array<2 x i64>, !llvm.ptr
    %48 = llvm.getelementptr %47[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %49 = llvm.load %48 : !llvm.ptr -> i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = builtin.unrealized_conversion_cast %50 : index to i64
    %52 = llvm.icmp "eq" %51, %1 : i64
    %53 = llvm.sub %51, %2 : i64
    %54 = llvm.udiv %53, %3 : i64
    %55 = llvm.add %54, %2 : i64
    %56 = llvm.select %52, %1, %55 : i1, i64
    %57 = builtin.unrealized_conversion_cast %56 : i64 to index
    %58 = llvm.icmp "eq" %37, %1 : i64
    %59 = llvm.sub %37, %2 : i64
    %60 = llvm.udiv %59, %3 : i64
    %61 = llvm.add %60, %2 : i64
    %62 = llvm.select %58, %1, %61 : i1, i64
    %63 = builtin.unrealized_conversion_cast %62 : i64 to index
    %64 = llvm.icmp "eq" %44, %1 : i64
    %65 = llvm.sub %44, %2 : i64
    %66 = llvm.udiv %65, %3 : i64
    %67 = llvm.add %66, %2 : i64
    %68 = llvm.select %64, %1, %67 : i1, i64
    %69 = builtin.unrealized_conversion_cast %68 : i64 to index
    %70 = llvm.extractvalue %29[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %71 = llvm.extractvalue %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.extractvalue %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.extractvalue %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.extractvalue %29[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.extractvalue %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.extractvalue %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %79 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %80 = llvm.extractvalue %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.extractvalue %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.extractvalue %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %83 = llvm.extractvalue %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %84 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %87 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.extractvalue %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.extractvalue %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @tiled_matmul_kernel::@tiled_matmul_kernel blocks in (%56, %62, %2) threads in (%3, %3, %2) : i64 args(%35 : i64, %49 : i64, %42 : i64, %70 : !llvm.ptr, %71 : !llvm.ptr, %72 : i64, %73 : i64, %74 : i64, %75 : i64, %76 : i64, %77 : !llvm.ptr, %78 : !llvm.ptr, %79 : i64, %80 : i64, %81 : i64, %82 : i64, %83 : i64, %1 : i64, %3 : i64, %2 : i64, %68 : i64, %84 : !llvm.ptr, %85 : !llvm.ptr, %86 : i64, %87 : i64, %88 : i64, %89 : i64, %90 : i64)
    llvm.return
  }
  gpu.module @tiled_matmul_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_tiled_matmul_kernel_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal @__wg_tiled_matmul_kernel_1() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @tiled_matmul_kernel(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.addressof @__wg_tiled_matmul_kernel_1 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(16 : index) : i64
      %3 = llvm.mlir.addressof @__wg_tiled_matmul_kernel_0 : !llvm.ptr<3>
      %4 = llvm.getelementptr %3[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %5 = llvm.getelementptr %1[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %6 = nvvm.read.ptx.sreg.ctaid.x : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.ctaid.y : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %9, %2 overflow<nsw> : i64
      %15 = llvm.add %14, %13 : i64
      %16 = llvm.mul %7, %2 overflow<nsw> : i64
      %17 = llvm.add %16, %11 : i64
      %18 = llvm.icmp "ult" %15, %arg0 : i64
      %19 = llvm.icmp "ult" %17, %arg1 : i64
      llvm.br ^bb1(%arg17, %0 : i64, f32)
    ^bb1(%20: i64, %21: f32):  // 2 preds: ^bb0, ^bb9
      %22 = llvm.icmp "slt" %20, %arg20 : i64
      llvm.cond_br %22, ^bb2, ^bb10
    ^bb2:  // pred: ^bb1
      %23 = llvm.mul %20, %2 overflow<nsw> : i64
      %24 = llvm.add %23, %11 : i64
      %25 = llvm.add %23, %13 : i64
      %26 = llvm.icmp "ult" %24, %arg2 : i64
      %27 = llvm.and %18, %26 : i1
      llvm.cond_br %27, ^bb3, ^bb4(%0 : f32)
    ^bb3:  // pred: ^bb2
      %28 = llvm.mul %15, %arg8 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %24 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %arg4[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %31 = llvm.load %30 : !llvm.ptr -> f32
      llvm.br ^bb4(%31 : f32)
    ^bb4(%32: f32):  // 2 preds: ^bb2, ^bb3
      %33 = llvm.mul %13, %2 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %11 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %4[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %32, %35 : f32, !llvm.ptr<3>
      %36 = llvm.icmp "ult" %25, %arg2 : i64
      %37 = llvm.and %36, %19 : i1
      llvm.cond_br %37, ^bb5, ^bb6(%0 : f32)
    ^bb5:  // pred: ^bb4
      %38 = llvm.mul %25, %arg15 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %17 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg11[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      llvm.br ^bb6(%41 : f32)
    ^bb6(%42: f32):  // 2 preds: ^bb4, ^bb5
      %43 = llvm.getelementptr inbounds|nuw %5[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %42, %43 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb7(%arg17, %21 : i64, f32)
    ^bb7(%44: i64, %45: f32):  // 2 preds: ^bb6, ^bb8
      %46 = llvm.icmp "slt" %44, %arg18 : i64
      llvm.cond_br %46, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %47 = llvm.add %33, %44 overflow<nsw, nuw> : i64
      %48 = llvm.getelementptr inbounds|nuw %4[%47] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %49 = llvm.load %48 : !llvm.ptr<3> -> f32
      %50 = llvm.mul %44, %2 overflow<nsw, nuw> : i64
      %51 = llvm.add %50, %11 overflow<nsw, nuw> : i64
      %52 = llvm.getelementptr inbounds|nuw %5[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %53 = llvm.load %52 : !llvm.ptr<3> -> f32
      %54 = llvm.fmul %49, %53 : f32
      %55 = llvm.fadd %45, %54 : f32
      %56 = llvm.add %44, %arg19 : i64
      llvm.br ^bb7(%56, %55 : i64, f32)
    ^bb9:  // pred: ^bb7
      nvvm.barrier0
      %57 = llvm.add %20, %arg19 : i64
      llvm.br ^bb1(%57, %45 : i64, f32)
    ^bb10:  // pred: ^bb1
      %58 = llvm.and %18, %19 : i1
      llvm.cond_br %58, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %59 = llvm.mul %15, %arg26 overflow<nsw, nuw> : i64
      %60 = llvm.add %59, %17 overflow<nsw, nuw> : i64
      %61 = llvm.getelementptr inbounds|nuw %arg22[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %21, %61 : f32, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      llvm.return
    }
  }
}

