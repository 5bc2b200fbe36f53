module attributes {gpu.container_module} {
  llvm.func @layernorm(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(256 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = llvm.insertvalue %arg17, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg18, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg19, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg20, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg22, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg21, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg23, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %16 = llvm.insertvalue %arg12, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg13, %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg14, %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %arg15, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.insertvalue %arg16, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %22 = llvm.insertvalue %arg7, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg8, %22[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg9, %23[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg10, %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %arg11, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %28 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg1, %28[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg2, %29[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg3, %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg5, %31[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg4, %32[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg6, %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %36 = llvm.mlir.constant(1 : index) : i64
    %37 = llvm.extractvalue %34[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.alloca %36 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %37, %38 : !llvm.array<2 x i64>, !llvm.ptr
    %39 = llvm.getelementptr %38[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %40 = llvm.load %39 : !llvm.ptr -> i64
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.extractvalue %34[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.alloca %41 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %42, %43 : !llvm.array<2 x i64>, !llvm.ptr
    %44 = llvm.getelementptr %43[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %45 = llvm.load %44 : !llvm.ptr -> i64
    %46 = llvm.extractvalue %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %34[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %34[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %34[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %26[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.extractvalue %26[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.extractvalue %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %59 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.extractvalue %20[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.extractvalue %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %65 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %66 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %67 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %68 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %69 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @layernorm_kernel::@layernorm_kernel blocks in (%40, %3, %3) threads in (%4, %3, %3) : i64 args(%46 : !llvm.ptr, %47 : !llvm.ptr, %48 : i64, %49 : i64, %50 : i64, %51 : i64, %52 : i64, %45 : i64, %4 : i64, %2 : i64, %3 : i64, %53 : !llvm.ptr, %54 : !llvm.ptr, %55 : i64, %56 : i64, %57 : i64, %58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : !llvm.ptr, %64 : !llvm.ptr, %65 : i64, %66 : i64, %67 : i64, %68 : i64, %69 : i64)
    llvm.return
  }
  gpu.module @layernorm_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_layernorm_kernel_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.mlir.global internal @__wg_layernorm_kernel_1() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @__nv_rsqrtf(f32) -> f32
    llvm.func @layernorm_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: !llvm.ptr, %arg17: !llvm.ptr, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr, %arg22: !llvm.ptr, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(8 : index) : i64
      %2 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
      %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %4 = llvm.mlir.addressof @__wg_layernorm_kernel_1 : !llvm.ptr<3>
      %5 = llvm.mlir.addressof @__wg_layernorm_kernel_0 : !llvm.ptr<3>
      %6 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %7 = llvm.getelementptr %4[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %8 = nvvm.read.ptx.sreg.ctaid.x : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %11 = llvm.sext %10 : i32 to i64
      llvm.br ^bb1(%11, %3, %3 : i64, f32, f32)
    ^bb1(%12: i64, %13: f32, %14: f32):  // 2 preds: ^bb0, ^bb2
      %15 = llvm.icmp "slt" %12, %arg7 : i64
      llvm.cond_br %15, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %16 = llvm.mul %9, %arg5 overflow<nsw, nuw> : i64
      %17 = llvm.add %16, %12 overflow<nsw, nuw> : i64
      %18 = llvm.getelementptr inbounds|nuw %arg1[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %19 = llvm.load %18 : !llvm.ptr -> f32
      %20 = llvm.fadd %13, %19 : f32
      %21 = llvm.fmul %19, %19 : f32
      %22 = llvm.fadd %14, %21 : f32
      %23 = llvm.add %12, %arg8 : i64
      llvm.br ^bb1(%23, %20, %22 : i64, f32, f32)
    ^bb3:  // pred: ^bb1
      %24 = llvm.getelementptr inbounds|nuw %6[%11] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %13, %24 : f32, !llvm.ptr<3>
      %25 = llvm.getelementptr inbounds|nuw %7[%11] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %14, %25 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb4(%arg9 : i64)
    ^bb4(%26: i64):  // 2 preds: ^bb3, ^bb7
      %27 = llvm.icmp "slt" %26, %1 : i64
      llvm.cond_br %27, ^bb5, ^bb8
    ^bb5:  // pred: ^bb4
      %28 = llvm.lshr %0, %26 : i64
      %29 = llvm.icmp "ult" %11, %28 : i64
      llvm.cond_br %29, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %30 = llvm.add %11, %28 : i64
      %31 = llvm.load %24 : !llvm.ptr<3> -> f32
      %32 = llvm.getelementptr inbounds|nuw %6[%30] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %33 = llvm.load %32 : !llvm.ptr<3> -> f32
      %34 = llvm.fadd %31, %33 : f32
      llvm.store %34, %24 : f32, !llvm.ptr<3>
      %35 = llvm.load %25 : !llvm.ptr<3> -> f32
      %36 = llvm.getelementptr inbounds|nuw %7[%30] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %37 = llvm.load %36 : !llvm.ptr<3> -> f32
      %38 = llvm.fadd %35, %37 : f32
      llvm.store %38, %25 : f32, !llvm.ptr<3>
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb5, ^bb6
      nvvm.barrier0
      %39 = llvm.add %26, %arg10 : i64
      llvm.br ^bb4(%39 : i64)
    ^bb8:  // pred: ^bb4
      %40 = llvm.getelementptr inbounds|nuw %6[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %41 = llvm.load %40 : !llvm.ptr<3> -> f32
      %42 = llvm.getelementptr inbounds|nuw %7[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %43 = llvm.load %42 : !llvm.ptr<3> -> f32
      %44 = llvm.uitofp %arg7 : i64 to f32
      %45 = llvm.fdiv %41, %44 : f32
      %46 = llvm.fdiv %43, %44 : f32
      %47 = llvm.fmul %45, %45 : f32
      %48 = llvm.fsub %46, %47 : f32
      %49 = llvm.fadd %48, %2 : f32
      %50 = llvm.call @__nv_rsqrtf(%49) : (f32) -> f32
      llvm.br ^bb9(%11 : i64)
    ^bb9(%51: i64):  // 2 preds: ^bb8, ^bb10
      %52 = llvm.icmp "slt" %51, %arg7 : i64
      llvm.cond_br %52, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %53 = llvm.mul %9, %arg5 overflow<nsw, nuw> : i64
      %54 = llvm.add %53, %51 overflow<nsw, nuw> : i64
      %55 = llvm.getelementptr inbounds|nuw %arg1[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %56 = llvm.load %55 : !llvm.ptr -> f32
      %57 = llvm.getelementptr inbounds|nuw %arg12[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %58 = llvm.load %57 : !llvm.ptr -> f32
      %59 = llvm.getelementptr inbounds|nuw %arg17[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %60 = llvm.load %59 : !llvm.ptr -> f32
      %61 = llvm.fsub %56, %45 : f32
      %62 = llvm.fmul %61, %50 : f32
      %63 = llvm.fmul %62, %58 : f32
      %64 = llvm.fadd %63, %60 : f32
      %65 = llvm.mul %9, %arg26 overflow<nsw, nuw> : i64
      %66 = llvm.add %65, %51 overflow<nsw, nuw> : i64
      %67 = llvm.getelementptr inbounds|nuw %arg22[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %64, %67 : f32, !llvm.ptr
      %68 = llvm.add %51, %arg8 : i64
      llvm.br ^bb9(%68 : i64)
    ^bb11:  // pred: ^bb9
      llvm.return
    }
  }
}

