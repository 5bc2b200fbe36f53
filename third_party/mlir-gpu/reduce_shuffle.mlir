module attributes {gpu.container_module} {
  llvm.func @reduce_shuffle(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(256 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg7, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %13 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg1, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg2, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg4, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.extractvalue %17[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.alloca %19 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %20, %21 : !llvm.array<1 x i64>, !llvm.ptr
    %22 = llvm.getelementptr %21[0, %3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %23 = llvm.load %22 : !llvm.ptr -> i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    %25 = builtin.unrealized_conversion_cast %24 : index to i64
    %26 = llvm.icmp "eq" %25, %3 : i64
    %27 = llvm.sub %25, %1 : i64
    %28 = llvm.udiv %27, %2 : i64
    %29 = llvm.add %28, %1 : i64
    %30 = llvm.select %26, %3, %29 : i1, i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    %32 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %37 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @reduce_shuffle_kernel::@reduce_shuffle_kernel blocks in (%30, %1, %1) threads in (%2, %1, %1) : i64 args(%23 : i64, %32 : !llvm.ptr, %33 : !llvm.ptr, %34 : i64, %35 : i64, %36 : i64, %3 : i64, %1 : i64, %37 : !llvm.ptr, %38 : !llvm.ptr, %39 : i64, %40 : i64, %41 : i64)
    llvm.return
  }
  gpu.module @reduce_shuffle_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_reduce_shuffle_kernel_0() {addr_space = 3 : i32} : !llvm.array<8 x f32>
    llvm.func @reduce_shuffle_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: i64, %arg11: i64, %arg12: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(2 : i32) : i32
      %3 = llvm.mlir.constant(4 : i32) : i32
      %4 = llvm.mlir.constant(8 : i32) : i32
      %5 = llvm.mlir.constant(16 : i32) : i32
      %6 = llvm.mlir.constant(32 : i32) : i32
      %7 = llvm.mlir.constant(32 : index) : i64
      %8 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %9 = llvm.mlir.constant(256 : index) : i64
      %10 = llvm.mlir.constant(8 : index) : i64
      %11 = llvm.mlir.addressof @__wg_reduce_shuffle_kernel_0 : !llvm.ptr<3>
      %12 = llvm.getelementptr %11[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<8 x f32>
      %13 = nvvm.read.ptx.sreg.ctaid.x : i32
      %14 = llvm.sext %13 : i32 to i64
      %15 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %16 = llvm.sext %15 : i32 to i64
      %17 = llvm.mul %14, %9 overflow<nsw> : i64
      %18 = llvm.add %17, %16 : i64
      %19 = llvm.icmp "ult" %18, %arg0 : i64
      llvm.cond_br %19, ^bb1, ^bb2(%8 : f32)
    ^bb1:  // pred: ^bb0
      %20 = llvm.getelementptr inbounds|nuw %arg2[%18] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %21 = llvm.load %20 : !llvm.ptr -> f32
      llvm.br ^bb2(%21 : f32)
    ^bb2(%22: f32):  // 2 preds: ^bb0, ^bb1
      %23 = llvm.sub %6, %6 : i32
      %24 = llvm.lshr %0, %23 : i32
      %25 = llvm.sub %6, %1 : i32
      %26 = nvvm.shfl.sync  bfly %24, %22, %5, %25 : f32 -> f32
      %27 = llvm.fadd %22, %26 : f32
      %28 = nvvm.shfl.sync  bfly %24, %27, %4, %25 : f32 -> f32
      %29 = llvm.fadd %27, %28 : f32
      %30 = nvvm.shfl.sync  bfly %24, %29, %3, %25 : f32 -> f32
      %31 = llvm.fadd %29, %30 : f32
      %32 = nvvm.shfl.sync  bfly %24, %31, %2, %25 : f32 -> f32
      %33 = llvm.fadd %31, %32 : f32
      %34 = nvvm.shfl.sync  bfly %24, %33, %1, %25 : f32 -> f32
      %35 = llvm.fadd %33, %34 : f32
      %36 = llvm.urem %16, %7 : i64
      %37 = llvm.udiv %16, %7 : i64
      %38 = llvm.icmp "eq" %36, %arg6 : i64
      llvm.cond_br %38, ^bb3, ^bb4
    ^bb3:  // pred: ^bb2
      %39 = llvm.getelementptr inbounds|nuw %12[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %35, %39 : f32, !llvm.ptr<3>
      llvm.br ^bb4
    ^bb4:  // 2 preds: ^bb2, ^bb3
      nvvm.barrier0
      %40 = llvm.icmp "eq" %16, %arg6 : i64
      llvm.cond_br %40, ^bb5(%arg6, %8 : i64, f32), ^bb8
    ^bb5(%41: i64, %42: f32):  // 2 preds: ^bb4, ^bb6
      %43 = llvm.icmp "slt" %41, %10 : i64
      llvm.cond_br %43, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %44 = llvm.getelementptr inbounds|nuw %12[%41] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %45 = llvm.load %44 : !llvm.ptr<3> -> f32
      %46 = llvm.fadd %42, %45 : f32
      %47 = llvm.add %41, %arg7 : i64
      llvm.br ^bb5(%47, %46 : i64, f32)
    ^bb7:  // pred: ^bb5
      %48 = llvm.getelementptr inbounds|nuw %arg9[%14] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %42, %48 : f32, !llvm.ptr
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb4, ^bb7
      llvm.return
    }
  }
}

