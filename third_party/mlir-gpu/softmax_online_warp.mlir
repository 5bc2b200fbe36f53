module attributes {gpu.container_module} {
  llvm.func @softmax_online_warp(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(4 : index) : i64
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
    %37 = llvm.icmp "eq" %31, %1 : i64
    %38 = llvm.sub %31, %2 : i64
    %39 = llvm.udiv %38, %3 : i64
    %40 = llvm.add %39, %2 : i64
    %41 = llvm.select %37, %1, %40 : i1, i64
    %42 = builtin.unrealized_conversion_cast %41 : i64 to index
    %43 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %45 = llvm.extractvalue %23[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %15[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %15[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @softmax_online_warp_kernel::@softmax_online_warp_kernel blocks in (%41, %2, %2) threads in (%4, %3, %2) : i64 args(%29 : i64, %43 : !llvm.ptr, %44 : !llvm.ptr, %45 : i64, %46 : i64, %47 : i64, %48 : i64, %49 : i64, %36 : i64, %4 : i64, %1 : i64, %2 : i64, %50 : !llvm.ptr, %51 : !llvm.ptr, %52 : i64, %53 : i64, %54 : i64, %55 : i64, %56 : i64)
    llvm.return
  }
  gpu.module @softmax_online_warp_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @softmax_online_warp_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 32, 4, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 32, 4, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(16 : i32) : i32
      %3 = llvm.mlir.constant(5 : index) : i64
      %4 = llvm.mlir.constant(32 : i32) : i32
      %5 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %6 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
      %7 = llvm.mlir.constant(4 : index) : i64
      %8 = nvvm.read.ptx.sreg.ctaid.x : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 4> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = llvm.mul %9, %7 overflow<nsw> : i64
      %15 = llvm.add %14, %13 : i64
      %16 = llvm.icmp "ult" %15, %arg0 : i64
      llvm.cond_br %16, ^bb1(%11, %6, %5 : i64, f32, f32), ^bb7
    ^bb1(%17: i64, %18: f32, %19: f32):  // 2 preds: ^bb0, ^bb2
      %20 = llvm.icmp "slt" %17, %arg8 : i64
      llvm.cond_br %20, ^bb2, ^bb3(%arg10, %18, %19 : i64, f32, f32)
    ^bb2:  // pred: ^bb1
      %21 = llvm.mul %15, %arg6 overflow<nsw, nuw> : i64
      %22 = llvm.add %21, %17 overflow<nsw, nuw> : i64
      %23 = llvm.getelementptr inbounds|nuw %arg2[%22] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      %25 = llvm.intr.maximum(%18, %24) : (f32, f32) -> f32
      %26 = llvm.fsub %18, %25 : f32
      %27 = llvm.call @__nv_expf(%26) : (f32) -> f32
      %28 = llvm.fsub %24, %25 : f32
      %29 = llvm.call @__nv_expf(%28) : (f32) -> f32
      %30 = llvm.fmul %19, %27 : f32
      %31 = llvm.fadd %30, %29 : f32
      %32 = llvm.add %17, %arg9 : i64
      llvm.br ^bb1(%32, %25, %31 : i64, f32, f32)
    ^bb3(%33: i64, %34: f32, %35: f32):  // 2 preds: ^bb1, ^bb4
      %36 = llvm.icmp "slt" %33, %3 : i64
      llvm.cond_br %36, ^bb4, ^bb5(%11 : i64)
    ^bb4:  // pred: ^bb3
      %37 = llvm.trunc %33 : i64 to i32
      %38 = llvm.lshr %2, %37 : i32
      %39 = llvm.sub %4, %4 : i32
      %40 = llvm.lshr %0, %39 : i32
      %41 = llvm.sub %4, %1 : i32
      %42 = nvvm.shfl.sync  bfly %40, %34, %38, %41 : f32 -> f32
      %43 = nvvm.shfl.sync  bfly %40, %35, %38, %41 : f32 -> f32
      %44 = llvm.intr.maximum(%34, %42) : (f32, f32) -> f32
      %45 = llvm.fsub %34, %44 : f32
      %46 = llvm.call @__nv_expf(%45) : (f32) -> f32
      %47 = llvm.fsub %42, %44 : f32
      %48 = llvm.call @__nv_expf(%47) : (f32) -> f32
      %49 = llvm.fmul %35, %46 : f32
      %50 = llvm.fmul %43, %48 : f32
      %51 = llvm.fadd %49, %50 : f32
      %52 = llvm.add %33, %arg11 : i64
      llvm.br ^bb3(%52, %44, %51 : i64, f32, f32)
    ^bb5(%53: i64):  // 2 preds: ^bb3, ^bb6
      %54 = llvm.icmp "slt" %53, %arg8 : i64
      llvm.cond_br %54, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %55 = llvm.mul %15, %arg6 overflow<nsw, nuw> : i64
      %56 = llvm.add %55, %53 overflow<nsw, nuw> : i64
      %57 = llvm.getelementptr inbounds|nuw %arg2[%56] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %58 = llvm.load %57 : !llvm.ptr -> f32
      %59 = llvm.fsub %58, %34 : f32
      %60 = llvm.call @__nv_expf(%59) : (f32) -> f32
      %61 = llvm.fdiv %60, %35 : f32
      %62 = llvm.mul %15, %arg17 overflow<nsw, nuw> : i64
      %63 = llvm.add %62, %53 overflow<nsw, nuw> : i64
      %64 = llvm.getelementptr inbounds|nuw %arg13[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %61, %64 : f32, !llvm.ptr
      %65 = llvm.add %53, %arg9 : i64
      llvm.br ^bb5(%65 : i64)
    ^bb7:  // 2 preds: ^bb0, ^bb5
      llvm.return
    }
  }
}

