module attributes {gpu.container_module} {
  llvm.func @batched_transpose(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(2 : index) : i64
    %4 = llvm.mlir.constant(16 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %3 : i64 to index
    %7 = builtin.unrealized_conversion_cast %2 : i64 to index
    %8 = builtin.unrealized_conversion_cast %1 : i64 to index
    %9 = llvm.insertvalue %arg9, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %10 = llvm.insertvalue %arg10, %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %11 = llvm.insertvalue %arg11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.insertvalue %arg12, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.insertvalue %arg15, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %arg13, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %arg16, %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %arg14, %15[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %arg17, %16[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32>
    %19 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = llvm.insertvalue %arg1, %19[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.insertvalue %arg2, %20[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.insertvalue %arg3, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.insertvalue %arg6, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %arg4, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %arg7, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %arg5, %25[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %arg8, %26[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = builtin.unrealized_conversion_cast %27 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32>
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.extractvalue %27[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %31 = llvm.alloca %29 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %30, %31 : !llvm.array<3 x i64>, !llvm.ptr
    %32 = llvm.getelementptr %31[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %33 = llvm.load %32 : !llvm.ptr -> i64
    %34 = llvm.mlir.constant(1 : index) : i64
    %35 = llvm.extractvalue %27[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %36 = llvm.alloca %34 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %35, %36 : !llvm.array<3 x i64>, !llvm.ptr
    %37 = llvm.getelementptr %36[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %38 = llvm.load %37 : !llvm.ptr -> i64
    %39 = builtin.unrealized_conversion_cast %38 : i64 to index
    %40 = builtin.unrealized_conversion_cast %39 : index to i64
    %41 = llvm.mlir.constant(1 : index) : i64
    %42 = llvm.extractvalue %27[3] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %43 = llvm.alloca %41 x !llvm.array<3 x i64> : (i64) -> !llvm.ptr
    llvm.store %42, %43 : !llvm.array<3 x i64>, !llvm.ptr
    %44 = llvm.getelementptr %43[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<3 x i64>
    %45 = llvm.load %44 : !llvm.ptr -> i64
    %46 = builtin.unrealized_conversion_cast %45 : i64 to index
    %47 = builtin.unrealized_conversion_cast %46 : index to i64
    %48 = llvm.icmp "eq" %47, %1 : i64
    %49 = llvm.sub %47, %2 : i64
    %50 = llvm.udiv %49, %4 : i64
    %51 = llvm.add %50, %2 : i64
    %52 = llvm.select %48, %1, %51 : i1, i64
    %53 = builtin.unrealized_conversion_cast %52 : i64 to index
    %54 = llvm.icmp "eq" %40, %1 : i64
    %55 = llvm.sub %40, %2 : i64
    %56 = llvm.udiv %55, %4 : i64
    %57 = llvm.add %56, %2 : i64
    %58 = llvm.select %54, %1, %57 : i1, i64
    %59 = builtin.unrealized_conversion_cast %58 : i64 to index
    %60 = llvm.extractvalue %27[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %61 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %62 = llvm.extractvalue %27[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %63 = llvm.extractvalue %27[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %64 = llvm.extractvalue %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %65 = llvm.extractvalue %27[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %66 = llvm.extractvalue %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %67 = llvm.extractvalue %27[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %68 = llvm.extractvalue %27[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %69 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %70 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %71 = llvm.extractvalue %17[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %72 = llvm.extractvalue %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %73 = llvm.extractvalue %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %74 = llvm.extractvalue %17[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %75 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %76 = llvm.extractvalue %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %77 = llvm.extractvalue %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    gpu.launch_func  @batched_transpose_kernel::@batched_transpose_kernel blocks in (%52, %58, %33) threads in (%4, %4, %2) : i64 args(%38 : i64, %45 : i64, %60 : !llvm.ptr, %61 : !llvm.ptr, %62 : i64, %63 : i64, %64 : i64, %65 : i64, %66 : i64, %67 : i64, %68 : i64, %69 : !llvm.ptr, %70 : !llvm.ptr, %71 : i64, %72 : i64, %73 : i64, %74 : i64, %75 : i64, %76 : i64, %77 : i64)
    llvm.return
  }
  gpu.module @batched_transpose_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_batched_transpose_kernel_0() {addr_space = 3 : i32} : !llvm.array<272 x f32>
    llvm.func @batched_transpose_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(17 : index) : i64
      %1 = llvm.mlir.constant(16 : index) : i64
      %2 = llvm.mlir.addressof @__wg_batched_transpose_kernel_0 : !llvm.ptr<3>
      %3 = llvm.getelementptr %2[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<272 x f32>
      %4 = nvvm.read.ptx.sreg.ctaid.x : i32
      %5 = llvm.sext %4 : i32 to i64
      %6 = nvvm.read.ptx.sreg.ctaid.y : i32
      %7 = llvm.sext %6 : i32 to i64
      %8 = nvvm.read.ptx.sreg.ctaid.z : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %7, %1 overflow<nsw> : i64
      %15 = llvm.add %14, %13 : i64
      %16 = llvm.mul %5, %1 overflow<nsw> : i64
      %17 = llvm.add %16, %11 : i64
      %18 = llvm.icmp "ult" %15, %arg0 : i64
      %19 = llvm.icmp "ult" %17, %arg1 : i64
      %20 = llvm.and %18, %19 : i1
      llvm.cond_br %20, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      %21 = llvm.mul %9, %arg8 overflow<nsw, nuw> : i64
      %22 = llvm.mul %15, %arg9 overflow<nsw, nuw> : i64
      %23 = llvm.add %21, %22 overflow<nsw, nuw> : i64
      %24 = llvm.add %23, %17 overflow<nsw, nuw> : i64
      %25 = llvm.getelementptr inbounds|nuw %arg3[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %26 = llvm.load %25 : !llvm.ptr -> f32
      %27 = llvm.mul %13, %0 overflow<nsw, nuw> : i64
      %28 = llvm.add %27, %11 overflow<nsw, nuw> : i64
      %29 = llvm.getelementptr inbounds|nuw %3[%28] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %26, %29 : f32, !llvm.ptr<3>
      llvm.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
      nvvm.barrier0
      %30 = llvm.add %16, %13 : i64
      %31 = llvm.add %14, %11 : i64
      %32 = llvm.icmp "ult" %30, %arg1 : i64
      %33 = llvm.icmp "ult" %31, %arg0 : i64
      %34 = llvm.and %32, %33 : i1
      llvm.cond_br %34, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %35 = llvm.mul %11, %0 overflow<nsw, nuw> : i64
      %36 = llvm.add %35, %13 overflow<nsw, nuw> : i64
      %37 = llvm.getelementptr inbounds|nuw %3[%36] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %38 = llvm.load %37 : !llvm.ptr<3> -> f32
      %39 = llvm.mul %9, %arg17 overflow<nsw, nuw> : i64
      %40 = llvm.mul %30, %arg18 overflow<nsw, nuw> : i64
      %41 = llvm.add %39, %40 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %31 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %arg12[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %38, %43 : f32, !llvm.ptr
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      llvm.return
    }
  }
}

