module attributes {gpu.container_module} {
  llvm.func @halo_tile_34x34(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(32 : index) : i64
    %4 = llvm.mlir.constant(16 : index) : i64
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
    gpu.launch_func  @halo_tile_34x34_kernel::@halo_tile_34x34_kernel blocks in (%42, %48, %2) threads in (%4, %4, %2) : i64 args(%50 : !llvm.ptr, %51 : !llvm.ptr, %52 : i64, %53 : i64, %54 : i64, %55 : i64, %56 : i64, %57 : !llvm.ptr, %58 : !llvm.ptr, %59 : i64, %60 : i64, %61 : i64, %62 : i64, %63 : i64)
    llvm.return
  }
  gpu.module @halo_tile_34x34_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_halo_tile_34x34_kernel_0() {addr_space = 3 : i32} : !llvm.array<1156 x f32>
    llvm.func @halo_tile_34x34_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 16, 16, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 16, 16, 1>} {
      %0 = llvm.mlir.constant(2 : index) : i64
      %1 = llvm.mlir.constant(3 : index) : i64
      %2 = llvm.mlir.constant(256 : index) : i64
      %3 = llvm.mlir.constant(1156 : index) : i64
      %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %5 = llvm.mlir.constant(2.500000e-01 : f32) : f32
      %6 = llvm.mlir.constant(5.000000e-01 : f32) : f32
      %7 = llvm.mlir.constant(16 : index) : i64
      %8 = llvm.mlir.constant(32 : index) : i64
      %9 = llvm.mlir.constant(-1 : index) : i64
      %10 = llvm.mlir.constant(1 : index) : i64
      %11 = llvm.mlir.constant(34 : index) : i64
      %12 = llvm.mlir.constant(0 : index) : i64
      %13 = llvm.mlir.addressof @__wg_halo_tile_34x34_kernel_0 : !llvm.ptr<3>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.insertvalue %arg0, %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %arg1, %15[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg2, %16[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg3, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg5, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg4, %19[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.getelementptr %13[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<1156 x f32>
      %22 = nvvm.read.ptx.sreg.ctaid.x : i32
      %23 = llvm.sext %22 : i32 to i64
      %24 = nvvm.read.ptx.sreg.ctaid.y : i32
      %25 = llvm.sext %24 : i32 to i64
      %26 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 16> : i32
      %27 = llvm.sext %26 : i32 to i64
      %28 = nvvm.read.ptx.sreg.tid.y range <i32, 0, 16> : i32
      %29 = llvm.sext %28 : i32 to i64
      %30 = llvm.extractvalue %20[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.alloca %10 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %30, %31 : !llvm.array<2 x i64>, !llvm.ptr
      %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %33 = llvm.load %32 : !llvm.ptr -> i64
      %34 = llvm.alloca %10 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %30, %34 : !llvm.array<2 x i64>, !llvm.ptr
      %35 = llvm.getelementptr %34[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %36 = llvm.load %35 : !llvm.ptr -> i64
      %37 = llvm.mul %29, %7 overflow<nsw> : i64
      %38 = llvm.add %37, %27 : i64
      llvm.br ^bb1(%38 : i64)
    ^bb1(%39: i64):  // 2 preds: ^bb0, ^bb4
      %40 = llvm.icmp "slt" %39, %3 : i64
      llvm.cond_br %40, ^bb2, ^bb5
    ^bb2:  // pred: ^bb1
      %41 = llvm.udiv %39, %11 : i64
      %42 = llvm.urem %39, %11 : i64
      %43 = llvm.mul %25, %8 overflow<nsw> : i64
      %44 = llvm.add %43, %41 : i64
      %45 = llvm.add %44, %9 : i64
      %46 = llvm.mul %23, %8 overflow<nsw> : i64
      %47 = llvm.add %46, %42 : i64
      %48 = llvm.add %47, %9 : i64
      %49 = llvm.icmp "ult" %45, %33 : i64
      %50 = llvm.icmp "ult" %48, %36 : i64
      %51 = llvm.and %49, %50 : i1
      llvm.cond_br %51, ^bb3, ^bb4(%4 : f32)
    ^bb3:  // pred: ^bb2
      %52 = llvm.mul %45, %arg5 overflow<nsw, nuw> : i64
      %53 = llvm.add %52, %48 overflow<nsw, nuw> : i64
      %54 = llvm.getelementptr inbounds|nuw %arg1[%53] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %55 = llvm.load %54 : !llvm.ptr -> f32
      llvm.br ^bb4(%55 : f32)
    ^bb4(%56: f32):  // 2 preds: ^bb2, ^bb3
      %57 = llvm.mul %41, %11 overflow<nsw, nuw> : i64
      %58 = llvm.add %57, %42 overflow<nsw, nuw> : i64
      %59 = llvm.getelementptr inbounds|nuw %21[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %56, %59 : f32, !llvm.ptr<3>
      %60 = llvm.add %39, %2 : i64
      llvm.br ^bb1(%60 : i64)
    ^bb5:  // pred: ^bb1
      nvvm.barrier0
      llvm.br ^bb6(%12 : i64)
    ^bb6(%61: i64):  // 2 preds: ^bb5, ^bb16
      %62 = llvm.icmp "slt" %61, %0 : i64
      llvm.cond_br %62, ^bb7(%12 : i64), ^bb17
    ^bb7(%63: i64):  // 2 preds: ^bb6, ^bb15
      %64 = llvm.icmp "slt" %63, %0 : i64
      llvm.cond_br %64, ^bb8, ^bb16
    ^bb8:  // pred: ^bb7
      %65 = llvm.mul %61, %7 overflow<nsw> : i64
      %66 = llvm.add %29, %65 : i64
      %67 = llvm.mul %63, %7 overflow<nsw> : i64
      %68 = llvm.add %27, %67 : i64
      %69 = llvm.mul %25, %8 overflow<nsw> : i64
      %70 = llvm.add %69, %66 : i64
      %71 = llvm.mul %23, %8 overflow<nsw> : i64
      %72 = llvm.add %71, %68 : i64
      %73 = llvm.icmp "ult" %70, %33 : i64
      %74 = llvm.icmp "ult" %72, %36 : i64
      %75 = llvm.and %73, %74 : i1
      llvm.cond_br %75, ^bb9(%12, %4 : i64, f32), ^bb15
    ^bb9(%76: i64, %77: f32):  // 2 preds: ^bb8, ^bb13
      %78 = llvm.icmp "slt" %76, %1 : i64
      llvm.cond_br %78, ^bb10, ^bb14
    ^bb10:  // pred: ^bb9
      %79 = llvm.icmp "eq" %76, %10 : i64
      %80 = llvm.select %79, %6, %5 : i1, f32
      llvm.br ^bb11(%12, %4 : i64, f32)
    ^bb11(%81: i64, %82: f32):  // 2 preds: ^bb10, ^bb12
      %83 = llvm.icmp "slt" %81, %1 : i64
      llvm.cond_br %83, ^bb12, ^bb13
    ^bb12:  // pred: ^bb11
      %84 = llvm.icmp "eq" %81, %10 : i64
      %85 = llvm.select %84, %6, %5 : i1, f32
      %86 = llvm.add %66, %76 : i64
      %87 = llvm.add %68, %81 : i64
      %88 = llvm.mul %86, %11 overflow<nsw, nuw> : i64
      %89 = llvm.add %88, %87 overflow<nsw, nuw> : i64
      %90 = llvm.getelementptr inbounds|nuw %21[%89] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %91 = llvm.load %90 : !llvm.ptr<3> -> f32
      %92 = llvm.fmul %91, %85 : f32
      %93 = llvm.fadd %82, %92 : f32
      %94 = llvm.add %81, %10 : i64
      llvm.br ^bb11(%94, %93 : i64, f32)
    ^bb13:  // pred: ^bb11
      %95 = llvm.fmul %82, %80 : f32
      %96 = llvm.fadd %77, %95 : f32
      %97 = llvm.add %76, %10 : i64
      llvm.br ^bb9(%97, %96 : i64, f32)
    ^bb14:  // pred: ^bb9
      %98 = llvm.mul %70, %arg12 overflow<nsw, nuw> : i64
      %99 = llvm.add %98, %72 overflow<nsw, nuw> : i64
      %100 = llvm.getelementptr inbounds|nuw %arg8[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %77, %100 : f32, !llvm.ptr
      llvm.br ^bb15
    ^bb15:  // 2 preds: ^bb8, ^bb14
      %101 = llvm.add %63, %10 : i64
      llvm.br ^bb7(%101 : i64)
    ^bb16:  // pred: ^bb7
      %102 = llvm.add %61, %10 : i64
      llvm.br ^bb6(%102 : i64)
    ^bb17:  // pred: ^bb6
      llvm.return
    }
  }
}

