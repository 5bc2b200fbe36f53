module attributes {gpu.container_module} {
  llvm.func @stencil_halo_shared(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(16 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg8, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg9, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg12, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg11, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg13, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
    %15 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
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
    %26 = llvm.getelementptr %25[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %27 = llvm.load %26 : !llvm.ptr -> i64
    %28 = builtin.unrealized_conversion_cast %27 : i64 to index
    %29 = builtin.unrealized_conversion_cast %28 : index to i64
    %30 = llvm.mlir.constant(1 : index) : i64
    %31 = llvm.extractvalue %21[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.alloca %30 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %31, %32 : !llvm.array<2 x i64>, !llvm.ptr
    %33 = llvm.getelementptr %32[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %34 = llvm.load %33 : !llvm.ptr -> i64
    %35 = builtin.unrealized_conversion_cast %34 : i64 to index
    %36 = builtin.unrealized_conversion_cast %35 : index to i64
    %37 = llvm.icmp "eq" %36, %1 : i64
    %38 = llvm.sub %36, %2 : i64
    %39 = llvm.udiv %38, %3 : i64
    %40 = llvm.add %39, %2 : i64
    %41 = llvm.select %37, %1, %40 : i1, i64
    %42 = builtin.unrealized_conversion_cast %41 : i64 to index
    %43 = llvm.icmp "eq" %29, %1 : i64
    %44 = llvm.sub %29, %2 : i64
    %45 = llvm.udiv %44, %3 : i64
    %46 = llvm.add %45, %2 : i64
    %47 = llvm.select %43, %1, %46 : i1, i64
    %48 = builtin.unrealized_conversion_cast %47 : i64 to index
    %49 = llvm.extractvalue %21[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %21[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.extractvalue %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.extractvalue %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    gpu.launch_func  @stencil_halo_shared_kernel::@stencil_halo_shared_kernel blocks in (%41, %47, %2) threads in (%3, %3, %2) : i64 args(%27 : i64, %34 : i64, %49 : !llvm.ptr, %50 : !llvm.ptr, %51 : i64, %52 : i64, %53 : i64, %54 : i64, %55 : i64, %2 : i64, %1 : i64, %56 : !llvm.ptr, %57 : !llvm.ptr, %58 : i64, %59 : i64, %60 : i64, %61 : i64, %62 : i64)
    llvm.return
  }
  gpu.module @stencil_halo_shared_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_stencil_halo_shared_kernel_0() {addr_space = 3 : i32} : !llvm.array<324 x f32>
    llvm.func @stencil_halo_shared_kernel(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(324 : index) : i64
      %1 = llvm.mlir.constant(256 : index) : i64
      %2 = llvm.mlir.constant(2 : index) : i64
      %3 = llvm.mlir.constant(0.111111112 : f32) : f32
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(16 : index) : i64
      %6 = llvm.mlir.constant(-1 : index) : i64
      %7 = llvm.mlir.constant(18 : index) : i64
      %8 = llvm.mlir.addressof @__wg_stencil_halo_shared_kernel_0 : !llvm.ptr<3>
      %9 = llvm.getelementptr %8[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<324 x f32>
      %10 = nvvm.read.ptx.sreg.ctaid.x : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = nvvm.read.ptx.sreg.ctaid.y : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = llvm.mul %17, %5 overflow<nsw> : i64
      %19 = llvm.add %18, %15 : i64
      llvm.br ^bb1(%19 : i64)
    ^bb1(%20: i64):  // 2 preds: ^bb0, ^bb4
      %21 = llvm.icmp "slt" %20, %0 : i64
      llvm.cond_br %21, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %22 = llvm.udiv %20, %7 : i64
      %23 = llvm.urem %20, %7 : i64
      %24 = llvm.mul %13, %5 overflow<nsw> : i64
      %25 = llvm.add %24, %22 : i64
      %26 = llvm.add %25, %6 : i64
      %27 = llvm.mul %11, %5 overflow<nsw> : i64
      %28 = llvm.add %27, %23 : i64
      %29 = llvm.add %28, %6 : i64
      %30 = llvm.icmp "ult" %26, %arg0 : i64
      %31 = llvm.icmp "ult" %29, %arg1 : i64
      %32 = llvm.and %30, %31 : i1
      llvm.cond_br %32, ^bb3, ^bb4(%4 : f32)
    ^bb3:  // pred: ^bb2
      %33 = llvm.mul %26, %arg7 overflow<nsw, nuw> : i64
      %34 = llvm.add %33, %29 overflow<nsw, nuw> : i64
      %35 = llvm.getelementptr inbounds|nuw %arg3[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %36 = llvm.load %35 : !llvm.ptr -> f32
      llvm.br ^bb4(%36 : f32)
    ^bb4(%37: f32):  // 2 preds: ^bb2, ^bb3
      %38 = llvm.mul %22, %7 overflow<nsw, nuw> : i64
      %39 = llvm.add %38, %23 overflow<nsw, nuw> : i64
      %40 = llvm.getelementptr inbounds|nuw %9[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %37, %40 : f32, !llvm.ptr<3>
      %41 = llvm.add %20, %1 : i64
      llvm.br ^bb1(%41 : i64)
    ^bb5:  // pred: ^bb1
      nvvm.barrier0
      %42 = llvm.mul %13, %5 overflow<nsw> : i64
      %43 = llvm.add %42, %17 : i64
      %44 = llvm.mul %11, %5 overflow<nsw> : i64
      %45 = llvm.add %44, %15 : i64
      %46 = llvm.sub %arg0, %arg9 : i64
      %47 = llvm.sub %arg1, %arg9 : i64
      %48 = llvm.icmp "uge" %43, %arg9 : i64
      %49 = llvm.icmp "ult" %43, %46 : i64
      %50 = llvm.icmp "uge" %45, %arg9 : i64
      %51 = llvm.icmp "ult" %45, %47 : i64
      %52 = llvm.and %48, %49 : i1
      %53 = llvm.and %50, %51 : i1
      %54 = llvm.and %52, %53 : i1
      llvm.cond_br %54, ^bb6(%arg10, %4 : i64, f32), ^bb9
    ^bb6(%55: i64, %56: f32):  // 2 preds: ^bb5, ^bb7
      %57 = llvm.icmp "slt" %55, %2 : i64
      llvm.cond_br %57, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %58 = llvm.add %17, %55 : i64
      %59 = llvm.mul %58, %7 overflow<nsw, nuw> : i64
      %60 = llvm.add %59, %15 overflow<nsw, nuw> : i64
      %61 = llvm.getelementptr inbounds|nuw %9[%60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %62 = llvm.load %61 : !llvm.ptr<3> -> f32
      %63 = llvm.add %15, %arg9 : i64
      %64 = llvm.add %59, %63 overflow<nsw, nuw> : i64
      %65 = llvm.getelementptr inbounds|nuw %9[%64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %66 = llvm.load %65 : !llvm.ptr<3> -> f32
      %67 = llvm.add %15, %2 : i64
      %68 = llvm.add %59, %67 overflow<nsw, nuw> : i64
      %69 = llvm.getelementptr inbounds|nuw %9[%68] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %70 = llvm.load %69 : !llvm.ptr<3> -> f32
      %71 = llvm.fadd %62, %66 : f32
      %72 = llvm.fadd %71, %70 : f32
      %73 = llvm.fadd %56, %72 : f32
      %74 = llvm.add %55, %arg9 : i64
      llvm.br ^bb6(%74, %73 : i64, f32)
    ^bb8:  // pred: ^bb6
      %75 = llvm.add %17, %2 : i64
      %76 = llvm.mul %75, %7 overflow<nsw, nuw> : i64
      %77 = llvm.add %76, %15 overflow<nsw, nuw> : i64
      %78 = llvm.getelementptr inbounds|nuw %9[%77] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %79 = llvm.load %78 : !llvm.ptr<3> -> f32
      %80 = llvm.add %15, %arg9 : i64
      %81 = llvm.add %76, %80 overflow<nsw, nuw> : i64
      %82 = llvm.getelementptr inbounds|nuw %9[%81] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %83 = llvm.load %82 : !llvm.ptr<3> -> f32
      %84 = llvm.add %15, %2 : i64
      %85 = llvm.add %76, %84 overflow<nsw, nuw> : i64
      %86 = llvm.getelementptr inbounds|nuw %9[%85] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %87 = llvm.load %86 : !llvm.ptr<3> -> f32
      %88 = llvm.fadd %79, %83 : f32
      %89 = llvm.fadd %88, %87 : f32
      %90 = llvm.fadd %56, %89 : f32
      %91 = llvm.fmul %90, %3 : f32
      %92 = llvm.mul %43, %arg16 overflow<nsw, nuw> : i64
      %93 = llvm.add %92, %45 overflow<nsw, nuw> : i64
      %94 = llvm.getelementptr inbounds|nuw %arg12[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %91, %94 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb5, ^bb8
      llvm.return
    }
  }
}

