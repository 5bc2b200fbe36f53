module attributes {gpu.container_module} {
  llvm.func @row_norm_shuffle(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    %5 = llvm.mlir.constant(32 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %4 : i64 to index
    %8 = builtin.unrealized_conversion_cast %3 : i64 to index
    %9 = builtin.unrealized_conversion_cast %2 : i64 to index
    %10 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg8, %10[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg9, %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %arg10, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %16 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg1, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg2, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg3, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg5, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg4, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg6, %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %24 = llvm.mlir.constant(1 : index) : i64
    %25 = llvm.extractvalue %22[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.alloca %24 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %25, %26 : !llvm.array<2 x i64>, !llvm.ptr
    %27 = llvm.getelementptr %26[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %28 = llvm.load %27 : !llvm.ptr -> i64
    %29 = builtin.unrealized_conversion_cast %28 : i64 to index
    %30 = builtin.unrealized_conversion_cast %29 : index to i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.extractvalue %22[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.alloca %31 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %32, %33 : !llvm.array<2 x i64>, !llvm.ptr
    %34 = llvm.getelementptr %33[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %35 = llvm.load %34 : !llvm.ptr -> i64
    %36 = llvm.icmp "eq" %30, %2 : i64
    %37 = llvm.sub %30, %3 : i64
    %38 = llvm.udiv %37, %4 : i64
    %39 = llvm.add %38, %3 : i64
    %40 = llvm.select %36, %2, %39 : i1, i64
    %41 = builtin.unrealized_conversion_cast %40 : i64 to index
    %42 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %53 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @row_norm_shuffle_kernel::@row_norm_shuffle_kernel blocks in (%40, %3, %3) threads in (%5, %4, %3) : i64 args(%28 : i64, %42 : !llvm.ptr, %43 : !llvm.ptr, %44 : i64, %45 : i64, %46 : i64, %47 : i64, %48 : i64, %35 : i64, %5 : i64, %2 : i64, %49 : !llvm.ptr, %50 : !llvm.ptr, %51 : i64, %52 : i64, %53 : i64)
    llvm.return
  }
  gpu.module @row_norm_shuffle_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @__nv_sqrtf(f32) -> f32
    llvm.func @row_norm_shuffle_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 4, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 4, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(2 : i32) : i32
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.mlir.constant(8 : i32) : i32
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %8 = llvm.mlir.constant(4 : index) : i64
      %9 = nvvm.read.ptx.sreg.ctaid.x : i32
      %10 = llvm.sext %9 : i32 to i64
      %11 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %12 = llvm.sext %11 : i32 to i64
      %13 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 4> : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = llvm.mul %10, %8 overflow<nsw> : i64
      %16 = llvm.add %15, %14 : i64
      %17 = llvm.icmp "ult" %16, %arg0 : i64
      llvm.cond_br %17, ^bb1(%12, %7 : i64, f32), ^bb3(%7 : f32)
    ^bb1(%18: i64, %19: f32):  // 2 preds: ^bb0, ^bb2
      %20 = llvm.icmp "slt" %18, %arg8 : i64
      llvm.cond_br %20, ^bb2, ^bb3(%19 : f32)
    ^bb2:  // pred: ^bb1
      %21 = llvm.mul %16, %arg6 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %18 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg2[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.fmul %24, %24 : f32
      %26 = llvm.fadd %19, %25 : f32
      %27 = llvm.add %18, %arg9 : i64
      llvm.br ^bb1(%27, %26 : i64, f32)
    ^bb3(%28: f32):  // 2 preds: ^bb0, ^bb1
      %29 = llvm.sub %6, %6 : i32
      %30 = llvm.lshr %0, %29 : i32
      %31 = llvm.sub %6, %1 : i32
      %32 = nvvm.shfl.sync  down %30, %28, %5, %31 : f32 -> f32
      %33 = llvm.fadd %28, %32 : f32
      %34 = nvvm.shfl.sync  down %30, %33, %4, %31 : f32 -> f32
      %35 = llvm.fadd %33, %34 : f32
      %36 = nvvm.shfl.sync  down %30, %35, %3, %31 : f32 -> f32
      %37 = llvm.fadd %35, %36 : f32
      %38 = nvvm.shfl.sync  down %30, %37, %2, %31 : f32 -> f32
      %39 = llvm.fadd %37, %38 : f32
      %40 = nvvm.shfl.sync  down %30, %39, %1, %31 : f32 -> f32
      %41 = llvm.fadd %39, %40 : f32
      %42 = llvm.icmp "eq" %12, %arg10 : i64
      %43 = llvm.and %42, %17 : i1
      llvm.cond_br %43, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %44 = llvm.call @__nv_sqrtf(%41) : (f32) -> f32
      %45 = llvm.getelementptr inbounds|nuw %arg12[%16] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %44, %45 : f32, !llvm.ptr
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.return
    }
  }
}

