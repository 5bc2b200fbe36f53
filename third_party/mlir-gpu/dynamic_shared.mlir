module attributes {gpu.container_module} {
  llvm.func @dynamic_shared(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(1056 : i32) : i32
    %4 = llvm.mlir.constant(256 : index) : i64
    %5 = builtin.unrealized_conversion_cast %4 : i64 to index
    %6 = builtin.unrealized_conversion_cast %2 : i64 to index
    %7 = builtin.unrealized_conversion_cast %1 : i64 to index
    %8 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg6, %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg7, %9[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg8, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg9, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %14 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg2, %15[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg3, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg4, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %20 = llvm.mlir.constant(1 : index) : i64
    %21 = llvm.extractvalue %18[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.alloca %20 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %21, %22 : !llvm.array<1 x i64>, !llvm.ptr
    %23 = llvm.getelementptr %22[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %24 = llvm.load %23 : !llvm.ptr -> i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = builtin.unrealized_conversion_cast %25 : index to i64
    %27 = llvm.icmp "eq" %26, %1 : i64
    %28 = llvm.sub %26, %2 : i64
    %29 = llvm.udiv %28, %4 : i64
    %30 = llvm.add %29, %2 : i64
    %31 = llvm.select %27, %1, %30 : i1, i64
    %32 = builtin.unrealized_conversion_cast %31 : i64 to index
    %33 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.extractvalue %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.extractvalue %12[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.extractvalue %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @dynamic_shared_kernel::@dynamic_shared_kernel blocks in (%31, %2, %2) threads in (%4, %2, %2) : i64 dynamic_shared_memory_size %3 args(%1 : i64, %24 : i64, %33 : !llvm.ptr, %34 : !llvm.ptr, %35 : i64, %36 : i64, %37 : i64, %2 : i64, %38 : !llvm.ptr, %39 : !llvm.ptr, %40 : i64, %41 : i64, %42 : i64)
    llvm.return
  }
  gpu.module @dynamic_shared_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    llvm.func @__nv_fabsf(f32) -> f32
    llvm.func @dynamic_shared_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
      %2 = llvm.mlir.constant(1 : i32) : i32
      %3 = llvm.mlir.constant(2 : i32) : i32
      %4 = llvm.mlir.constant(4 : i32) : i32
      %5 = llvm.mlir.constant(8 : i32) : i32
      %6 = llvm.mlir.constant(16 : i32) : i32
      %7 = llvm.mlir.constant(32 : i32) : i32
      %8 = llvm.mlir.constant(255 : index) : i64
      %9 = llvm.mlir.constant(32 : index) : i64
      %10 = llvm.mlir.constant(8 : index) : i64
      %11 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %12 = llvm.mlir.constant(256 : index) : i64
      %13 = nvvm.read.ptx.sreg.ctaid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = llvm.getelementptr %1[%arg0] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %18 = llvm.getelementptr %1[1024] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
      %19 = llvm.mul %14, %12 overflow<nsw> : i64
      %20 = llvm.add %19, %16 : i64
      %21 = llvm.icmp "ult" %20, %arg1 : i64
      llvm.cond_br %21, ^bb1, ^bb2(%11 : f32)
    ^bb1:  // pred: ^bb0
      %22 = llvm.getelementptr inbounds|nuw %arg3[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %23 = llvm.load %22 : !llvm.ptr -> f32
      llvm.br ^bb2(%23 : f32)
    ^bb2(%24: f32):  // 2 preds: ^bb0, ^bb1
      %25 = llvm.getelementptr inbounds|nuw %17[%16] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %24, %25 : f32, !llvm.ptr<3>
      %26 = llvm.call @__nv_fabsf(%24) : (f32) -> f32
      %27 = llvm.sub %7, %7 : i32
      %28 = llvm.lshr %0, %27 : i32
      %29 = llvm.sub %7, %2 : i32
      %30 = nvvm.shfl.sync  bfly %28, %26, %6, %29 : f32 -> f32
      %31 = llvm.intr.maximum(%26, %30) : (f32, f32) -> f32
      %32 = nvvm.shfl.sync  bfly %28, %31, %5, %29 : f32 -> f32
      %33 = llvm.intr.maximum(%31, %32) : (f32, f32) -> f32
      %34 = nvvm.shfl.sync  bfly %28, %33, %4, %29 : f32 -> f32
      %35 = llvm.intr.maximum(%33, %34) : (f32, f32) -> f32
      %36 = nvvm.shfl.sync  bfly %28, %35, %3, %29 : f32 -> f32
      %37 = llvm.intr.maximum(%35, %36) : (f32, f32) -> f32
      %38 = nvvm.shfl.sync  bfly %28, %37, %2, %29 : f32 -> f32
      %39 = llvm.intr.maximum(%37, %38) : (f32, f32) -> f32
      %40 = llvm.urem %16, %9 : i64
      %41 = llvm.udiv %16, %9 : i64
      %42 = llvm.icmp "eq" %40, %arg0 : i64
      llvm.cond_br %42, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %43 = llvm.getelementptr inbounds|nuw %18[%41] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %39, %43 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      llvm.br ^bb5(%arg0, %11 : i64, f32)
    ^bb5(%44: i64, %45: f32):  // 2 preds: ^bb4, ^bb6
      %46 = llvm.icmp "slt" %44, %10 : i64
      llvm.cond_br %46, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %47 = llvm.getelementptr inbounds|nuw %18[%44] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %48 = llvm.load %47 : !llvm.ptr<3> -> f32
      %49 = llvm.intr.maximum(%45, %48) : (f32, f32) -> f32
      %50 = llvm.add %44, %arg7 : i64
      llvm.br ^bb5(%50, %49 : i64, f32)
    ^bb7:  // pred: ^bb5
      %51 = llvm.sub %8, %16 : i64
      %52 = llvm.getelementptr inbounds|nuw %17[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %53 = llvm.load %52 : !llvm.ptr<3> -> f32
      %54 = llvm.fcmp "oeq" %45, %11 : f32
      llvm.cond_br %54, ^bb9(%53 : f32), ^bb8
    ^bb8:  // pred: ^bb7
      %55 = llvm.fdiv %53, %45 : f32
      llvm.br ^bb9(%55 : f32)
    ^bb9(%56: f32):  // 2 preds: ^bb7, ^bb8
      llvm.cond_br %21, ^bb10, ^bb11
    ^bb10:  // pred: ^bb9
      %57 = llvm.getelementptr inbounds|nuw %arg9[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %56, %57 : f32, !llvm.ptr
      llvm.br ^bb11
    ^bb11:  // 2 preds: ^bb9, ^bb10
      llvm.return
    }
  }
}

