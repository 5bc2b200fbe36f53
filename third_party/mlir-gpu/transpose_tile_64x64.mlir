module attributes {gpu.container_module} {
  llvm.func @transpose_tile_64x64(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(64 : index) : i64
    %4 = llvm.mlir.constant(128 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %2 : i64 to index
    %7 = builtin.unrealized_conversion_cast %1 : i64 to index
    %8 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg8, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg9, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg10, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg11, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg13, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %16 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
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
    %27 = llvm.getelementptr %26[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %28 = llvm.load %27 : !llvm.ptr -> i64
    %29 = builtin.unrealized_conversion_cast %28 : i64 to index
    %30 = builtin.unrealized_conversion_cast %29 : index to i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.extractvalue %22[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.alloca %31 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %32, %33 : !llvm.array<2 x i64>, !llvm.ptr
    %34 = llvm.getelementptr %33[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %35 = llvm.load %34 : !llvm.ptr -> i64
    %36 = builtin.unrealized_conversion_cast %35 : i64 to index
    %37 = builtin.unrealized_conversion_cast %36 : index to i64
    %38 = llvm.icmp "eq" %37, %1 : i64
    %39 = llvm.sub %37, %2 : i64
    %40 = llvm.udiv %39, %3 : i64
    %41 = llvm.add %40, %2 : i64
    %42 = llvm.select %38, %1, %41 : i1, i64
    %43 = builtin.unrealized_conversion_cast %42 : i64 to index
    %44 = llvm.icmp "eq" %30, %1 : i64
    %45 = llvm.sub %30, %2 : i64
    %46 = llvm.udiv %45, %3 : i64
    %47 = llvm.add %46, %2 : i64
    %48 = llvm.select %44, %1, %47 : i1, i64
    %49 = builtin.unrealized_conversion_cast %48 : i64 to index
    %50 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @transpose_tile_64x64_kernel::@transpose_tile_64x64_kernel blocks in (%42, %48, %2) threads in (%4, %2, %2) : i64 args(%50 : !llvm.ptr, %51 : !llvm.ptr, %52 : i64, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : !llvm.ptr, %58 : !llvm.ptr, %59 : i64, %60 : i64, %61 : i64, %62 : i64, %63 : i64)
    llvm.return
  }
  gpu.module @transpose_tile_64x64_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_transpose_tile_64x64_kernel_0() {addr_space = 3 : i32} : !llvm.array<4160 x f32>
    llvm.func @transpose_tile_64x64_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 128, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(128 : index) : i64
      %1 = llvm.mlir.constant(4096 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(65 : index) : i64
      %4 = llvm.mlir.constant(64 : index) : i64
      %5 = llvm.mlir.addressof @__wg_transpose_tile_64x64_kernel_0 : !llvm.ptr<3>
      %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<4160 x f32>
      %14 = nvvm.read.ptx.sreg.ctaid.x : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = nvvm.read.ptx.sreg.ctaid.y : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 128> : i32
      %19 = llvm.sext %18 : i32 to i64
      %20 = llvm.extractvalue %12[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.alloca %2 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %20, %21 : !llvm.array<2 x i64>, !llvm.ptr
      %22 = llvm.getelementptr %21[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %23 = llvm.load %22 : !llvm.ptr -> i64
      %24 = llvm.alloca %2 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %20, %24 : !llvm.array<2 x i64>, !llvm.ptr
      %25 = llvm.getelementptr %24[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %26 = llvm.load %25 : !llvm.ptr -> i64
      llvm.br ^bb1(%19 : i64)
    ^bb1(%27: i64):  // 2 preds: ^bb0, ^bb4
      %28 = llvm.icmp "slt" %27, %1 : i64
      llvm.cond_br %28, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %29 = llvm.udiv %27, %4 : i64
      %30 = llvm.urem %27, %4 : i64
      %31 = llvm.mul %17, %4 overflow<nsw> : i64
      %32 = llvm.add %31, %29 : i64
      %33 = llvm.mul %15, %4 overflow<nsw> : i64
      %34 = llvm.add %33, %30 : i64
      %35 = llvm.icmp "ult" %32, %23 : i64
      %36 = llvm.icmp "ult" %34, %26 : i64
      %37 = llvm.and %35, %36 : i1
      llvm.cond_br %37, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %38 = llvm.mul %32, %arg5 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %34 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %arg1[%39] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %41 = llvm.load %40 : !llvm.ptr -> f32
      %42 = llvm.mul %29, %3 overflow<nsw, nuw> : i64
      %43 = llvm.add %42, %30 overflow<nsw, nuw> : i64
      %44 = llvm.getelementptr inbounds|nuw %13[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %41, %44 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %45 = llvm.add %27, %0 : i64
      llvm.br ^bb1(%45 : i64)
    ^bb5:  // pred: ^bb1
      nvvm.barrier0
      llvm.br ^bb6(%19 : i64)
    ^bb6(%46: i64):  // 2 preds: ^bb5, ^bb9
      %47 = llvm.icmp "slt" %46, %1 : i64
      llvm.cond_br %47, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %48 = llvm.udiv %46, %4 : i64
      %49 = llvm.urem %46, %4 : i64
      %50 = llvm.mul %15, %4 overflow<nsw> : i64
      %51 = llvm.add %50, %48 : i64
      %52 = llvm.mul %17, %4 overflow<nsw> : i64
      %53 = llvm.add %52, %49 : i64
      %54 = llvm.icmp "ult" %51, %26 : i64
      %55 = llvm.icmp "ult" %53, %23 : i64
      %56 = llvm.and %54, %55 : i1
      llvm.cond_br %56, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %57 = llvm.mul %49, %3 overflow<nsw, nuw> : i64
      %58 = llvm.add %57, %48 overflow<nsw, nuw> : i64
      %59 = llvm.getelementptr inbounds|nuw %13[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %60 = llvm.load %59 : !llvm.ptr<3> -> f32
      %61 = llvm.mul %51, %arg12 overflow<nsw, nuw> : i64
      %62 = llvm.add %61, %53 overflow<nsw, nuw> : i64
      %63 = llvm.getelementptr inbounds|nuw %arg8[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %60, %63 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %64 = llvm.add %46, %0 : i64
      llvm.br ^bb6(%64 : i64)
    ^bb10:  // pred: ^bb6
      llvm.return
    }
  }
}

