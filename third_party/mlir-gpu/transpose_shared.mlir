module attributes {gpu.container_module} {
  llvm.func @transpose_shared(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(8 : index) : i64
    %4 = llvm.mlir.constant(32 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg12, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg11, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg13, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %17 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg1, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg2, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg3, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg5, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %25 = llvm.mlir.constant(1 : index) : i64
    %26 = llvm.extractvalue %23[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.alloca %25 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %26, %27 : !llvm.array<2 x i64>, !llvm.ptr
    %28 = llvm.getelementptr %27[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %29 = llvm.load %28 : !llvm.ptr -> i64
    %30 = builtin.unrealized_conversion_cast %29 : i64 to index
    %31 = builtin.unrealized_conversion_cast %30 : index to i64
    %32 = llvm.mlir.constant(1 : index) : i64
    %33 = llvm.extractvalue %23[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.alloca %32 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %33, %34 : !llvm.array<2 x i64>, !llvm.ptr
    %35 = llvm.getelementptr %34[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %36 = llvm.load %35 : !llvm.ptr -> i64
    %37 = builtin.unrealized_conversion_cast %36 : i64 to index
    %38 = builtin.unrealized_conversion_cast %37 : index to i64
    %39 = llvm.icmp "eq" %38, %1 : i64
    %40 = llvm.sub %38, %2 : i64
    %41 = llvm.udiv %40, %4 : i64
    %42 = llvm.add %41, %2 : i64
    %43 = llvm.select %39, %1, %42 : i1, i64
    %44 = builtin.unrealized_conversion_cast %43 : i64 to index
    %45 = llvm.icmp "eq" %31, %1 : i64
    %46 = llvm.sub %31, %2 : i64
    %47 = llvm.udiv %46, %4 : i64
    %48 = llvm.add %47, %2 : i64
    %49 = llvm.select %45, %1, %48 : i1, i64
    %50 = builtin.unrealized_conversion_cast %49 : i64 to index
    %51 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.extractvalue %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @transpose_shared_kernel::@transpose_shared_kernel blocks in (%43, %49, %2) threads in (%4, %3, %2) : i64 args(%36 : i64, %29 : i64, %51 : !llvm.ptr, %52 : !llvm.ptr, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : i64, %1 : i64, %4 : i64, %3 : i64, %58 : !llvm.ptr, %59 : !llvm.ptr, %60 : i64, %61 : i64, %62 : i64, %63 : i64, %64 : i64)
    llvm.return
  }
  gpu.module @transpose_shared_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_transpose_shared_kernel_0() {addr_space = 3 : i32} : !llvm.array<1056 x f32>
    llvm.func @transpose_shared_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(33 : index) : i64
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.addressof @__wg_transpose_shared_kernel_0 : !llvm.ptr<3>
      %3 = llvm.getelementptr %2[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1056 x f32>
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.mul %5, %1 overflow<nsw> : i64
      %13 = llvm.add %12, %9 : i64
      %14 = llvm.mul %7, %1 overflow<nsw> : i64
      %15 = llvm.add %14, %9 : i64
      %16 = llvm.icmp "ult" %13, %arg0 : i64
      %17 = llvm.icmp "ult" %15, %arg1 : i64
      llvm.br ^bb1(%arg9 : i64)
    ^bb1(%18: i64):  // 2 preds: ^bb0, ^bb4
      %19 = llvm.icmp "slt" %18, %arg10 : i64
      llvm.cond_br %19, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %20 = llvm.add %11, %18 : i64
      %21 = llvm.add %14, %20 : i64
      %22 = llvm.icmp "ult" %21, %arg1 : i64
      %23 = llvm.and %16, %22 : i1
      llvm.cond_br %23, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %24 = llvm.mul %21, %arg7 overflow<nsw, nuw> : i64
      %25 = llvm.add %24, %13 overflow<nsw, nuw> : i64
      %26 = llvm.getelementptr inbounds|nuw %arg3[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %27 = llvm.load %26 : !llvm.ptr -> f32
      %28 = llvm.mul %20, %0 overflow<nsw, nuw> : i64
      %29 = llvm.add %28, %9 overflow<nsw, nuw> : i64
      %30 = llvm.getelementptr inbounds|nuw %3[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %27, %30 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      %31 = llvm.add %18, %arg11 : i64
      llvm.br ^bb1(%31 : i64)
    ^bb5:  // pred: ^bb1
      nvvm.barrier0
      llvm.br ^bb6(%arg9 : i64)
    ^bb6(%32: i64):  // 2 preds: ^bb5, ^bb9
      %33 = llvm.icmp "slt" %32, %arg10 : i64
      llvm.cond_br %33, ^bb7, ^bb10
    ^bb7:  // pred: ^bb6
      %34 = llvm.add %11, %32 : i64
      %35 = llvm.add %12, %34 : i64
      %36 = llvm.icmp "ult" %35, %arg0 : i64
      %37 = llvm.and %17, %36 : i1
      llvm.cond_br %37, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %38 = llvm.mul %9, %0 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %34 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %3[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %41 = llvm.load %40 : !llvm.ptr<3> -> f32
      %42 = llvm.mul %35, %arg17 overflow<nsw, nuw> : i64
      %43 = llvm.add %42, %15 overflow<nsw, nuw> : i64
      %44 = llvm.getelementptr inbounds|nuw %arg13[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %41, %44 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      %45 = llvm.add %32, %arg11 : i64
      llvm.br ^bb6(%45 : i64)
    ^bb10:  // pred: ^bb6
      llvm.return
    }
  }
}

