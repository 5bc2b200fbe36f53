module attributes {gpu.container_module} {
  llvm.func @column_reduce(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(8 : index) : i64
    %5 = llvm.mlir.constant(32 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %4 : i64 to index
    %8 = builtin.unrealized_conversion_cast %3 : i64 to index
    %9 = llvm.insertvalue %arg7, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg10, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %arg11, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %15 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
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
    %26 = llvm.getelementptr %25[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %27 = llvm.load %26 : !llvm.ptr -> i64
    %28 = builtin.unrealized_conversion_cast %27 : i64 to index
    %29 = builtin.unrealized_conversion_cast %28 : index to i64
    %30 = llvm.icmp "eq" %29, %0 : i64
    %31 = llvm.sub %29, %3 : i64
    %32 = llvm.udiv %31, %5 : i64
    %33 = llvm.add %32, %3 : i64
    %34 = llvm.select %30, %0, %33 : i1, i64
    %35 = builtin.unrealized_conversion_cast %34 : i64 to index
    %36 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.extractvalue %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.extractvalue %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.extractvalue %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @column_reduce_kernel::@column_reduce_kernel blocks in (%34, %3, %3) threads in (%5, %4, %3) : i64 args(%36 : !llvm.ptr, %37 : !llvm.ptr, %38 : i64, %39 : i64, %40 : i64, %41 : i64, %42 : i64, %43 : !llvm.ptr, %44 : !llvm.ptr, %45 : i64, %46 : i64, %47 : i64)
    llvm.return
  }
  gpu.module @column_reduce_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_column_reduce_kernel_0() {addr_space = 3 : i32} : !llvm.array<264 x f32>
    llvm.func @column_reduce_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 8, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %1 = llvm.mlir.constant(32 : index) : i64
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(33 : index) : i64
      %4 = llvm.mlir.constant(8 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = llvm.mlir.addressof @__wg_column_reduce_kernel_0 : !llvm.ptr<3>
      %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %8 = llvm.insertvalue %arg0, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %arg2, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %arg3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %arg5, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.insertvalue %arg4, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %14 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<264 x f32>
      %15 = nvvm.read.ptx.sreg.ctaid.x : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %18 = llvm.sext %17 : i32 to i64
      %19 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 8> : i32
      %20 = llvm.sext %19 : i32 to i64
      %21 = llvm.extractvalue %13[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.alloca %2 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %21, %22 : !llvm.array<2 x i64>, !llvm.ptr
      %23 = llvm.getelementptr %22[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %24 = llvm.load %23 : !llvm.ptr -> i64
      %25 = llvm.alloca %2 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %21, %25 : !llvm.array<2 x i64>, !llvm.ptr
      %26 = llvm.getelementptr %25[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %27 = llvm.load %26 : !llvm.ptr -> i64
      %28 = llvm.mul %16, %1 overflow<nsw> : i64
      %29 = llvm.add %28, %18 : i64
      %30 = llvm.icmp "ult" %29, %27 : i64
      llvm.cond_br %30, ^bb1(%20, %0 : i64, f32), ^bb3(%0 : f32)
    ^bb1(%31: i64, %32: f32):  // 2 preds: ^bb0, ^bb2
      %33 = llvm.icmp "slt" %31, %24 : i64
      llvm.cond_br %33, ^bb2, ^bb3(%32 : f32)
    ^bb2:  // pred: ^bb1
      %34 = llvm.mul %31, %arg5 overflow<nsw, nuw> : i64
      %35 = llvm.add %34, %29 overflow<nsw, nuw> : i64
      %36 = llvm.getelementptr inbounds|nuw %arg1[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %37 = llvm.load %36 : !llvm.ptr -> f32
      %38 = llvm.fadd %32, %37 : f32
      %39 = llvm.add %31, %4 : i64
      llvm.br ^bb1(%39, %38 : i64, f32)
    ^bb3(%40: f32):  // 2 preds: ^bb0, ^bb1
      %41 = llvm.mul %20, %3 overflow<nsw, nuw> : i64
      %42 = llvm.add %41, %18 overflow<nsw, nuw> : i64
      %43 = llvm.getelementptr inbounds|nuw %14[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %40, %43 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %44 = llvm.icmp "eq" %20, %5 : i64
      %45 = llvm.and %44, %30 : i1
      llvm.cond_br %45, ^bb4(%5, %0 : i64, f32), ^bb7
    ^bb4(%46: i64, %47: f32):  // 2 preds: ^bb3, ^bb5
      %48 = llvm.icmp "slt" %46, %4 : i64
      llvm.cond_br %48, ^bb5, ^bb6
    ^bb5:  // pred: ^bb4
      %49 = llvm.mul %46, %3 overflow<nsw, nuw> : i64
      %50 = llvm.add %49, %18 overflow<nsw, nuw> : i64
      %51 = llvm.getelementptr inbounds|nuw %14[%50] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %52 = llvm.load %51 : !llvm.ptr<3> -> f32
      %53 = llvm.fadd %47, %52 : f32
      %54 = llvm.add %46, %2 : i64
      llvm.br ^bb4(%54, %53 : i64, f32)
    ^bb6:  // pred: ^bb4
      %55 = llvm.getelementptr inbounds|nuw %arg8[%29] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %47, %55 : f32, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 2 preds: ^bb3, ^bb6
      llvm.return
    }
  }
}

