module attributes {gpu.container_module} {
  llvm.func @scan_hillis_steele(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(256 : index) : i64
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
    %22 = llvm.getelementptr %21[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %23 = llvm.load %22 : !llvm.ptr -> i64
    %24 = builtin.unrealized_conversion_cast %23 : i64 to index
    %25 = builtin.unrealized_conversion_cast %24 : index to i64
    %26 = llvm.icmp "eq" %25, %1 : i64
    %27 = llvm.sub %25, %2 : i64
    %28 = llvm.udiv %27, %3 : i64
    %29 = llvm.add %28, %2 : i64
    %30 = llvm.select %26, %1, %29 : i1, i64
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
    gpu.launch_func  @scan_hillis_steele_kernel::@scan_hillis_steele_kernel blocks in (%30, %2, %2) threads in (%3, %2, %2) : i64 args(%23 : i64, %32 : !llvm.ptr, %33 : !llvm.ptr, %34 : i64, %35 : i64, %36 : i64, %37 : !llvm.ptr, %38 : !llvm.ptr, %39 : i64, %40 : i64, %41 : i64)
    llvm.return
  }
  gpu.module @scan_hillis_steele_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_scan_hillis_steele_kernel_0() {addr_space = 3 : i32} : !llvm.array<512 x f32>
    llvm.func @scan_hillis_steele_kernel(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(8 : index) : i64
      %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(2 : index) : i64
      %5 = llvm.mlir.constant(0 : index) : i64
      %6 = llvm.mlir.addressof @__wg_scan_hillis_steele_kernel_0 : !llvm.ptr<3>
      %7 = llvm.getelementptr %6[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<512 x f32>
      %8 = nvvm.read.ptx.sreg.ctaid.x : i32
      %9 = llvm.sext %8 : i32 to i64
      %10 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %11 = llvm.sext %10 : i32 to i64
      %12 = llvm.mul %9, %3 overflow<nsw> : i64
      %13 = llvm.add %12, %11 : i64
      %14 = llvm.icmp "ult" %13, %arg0 : i64
      llvm.cond_br %14, ^bb1, ^bb2(%1 : f32)
    ^bb1:  // pred: ^bb0
      %15 = llvm.getelementptr inbounds|nuw %arg2[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %16 = llvm.load %15 : !llvm.ptr -> f32
      llvm.br ^bb2(%16 : f32)
    ^bb2(%17: f32):  // 2 preds: ^bb0, ^bb1
      %18 = llvm.mul %5, %3 overflow<nsw, nuw> : i64
      %19 = llvm.add %18, %11 overflow<nsw, nuw> : i64
      %20 = llvm.getelementptr inbounds|nuw %7[%19] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %17, %20 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb3(%5 : i64)
    ^bb3(%21: i64):  // 2 preds: ^bb2, ^bb6
      %22 = llvm.icmp "slt" %21, %0 : i64
      llvm.cond_br %22, ^bb4, ^bb7
    ^bb4:  // pred: ^bb3
      %23 = llvm.urem %21, %4 : i64
      %24 = llvm.sub %2, %23 : i64
      %25 = llvm.shl %2, %21 : i64
      %26 = llvm.mul %23, %3 overflow<nsw, nuw> : i64
      %27 = llvm.add %26, %11 overflow<nsw, nuw> : i64
      %28 = llvm.getelementptr inbounds|nuw %7[%27] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %29 = llvm.load %28 : !llvm.ptr<3> -> f32
      %30 = llvm.icmp "uge" %11, %25 : i64
      llvm.cond_br %30, ^bb5, ^bb6(%29 : f32)
    ^bb5:  // pred: ^bb4
      %31 = llvm.sub %11, %25 : i64
      %32 = llvm.add %26, %31 overflow<nsw, nuw> : i64
      %33 = llvm.getelementptr inbounds|nuw %7[%32] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %34 = llvm.load %33 : !llvm.ptr<3> -> f32
      %35 = llvm.fadd %34, %29 : f32
      llvm.br ^bb6(%35 : f32)
    ^bb6(%36: f32):  // 2 preds: ^bb4, ^bb5
      %37 = llvm.mul %24, %3 overflow<nsw, nuw> : i64
      %38 = llvm.add %37, %11 overflow<nsw, nuw> : i64
      %39 = llvm.getelementptr inbounds|nuw %7[%38] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %36, %39 : f32, !llvm.ptr<3>
      nvvm.barrier0
      %40 = llvm.add %21, %2 : i64
      llvm.br ^bb3(%40 : i64)
    ^bb7:  // pred: ^bb3
      llvm.cond_br %14, ^bb8, ^bb9
    ^bb8:  // pred: ^bb7
      %41 = llvm.load %20 : !llvm.ptr<3> -> f32
      %42 = llvm.getelementptr inbounds|nuw %arg7[%13] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %41, %42 : f32, !llvm.ptr
      llvm.br ^bb9
    ^bb9:  // 2 preds: ^bb7, ^bb8
      llvm.return
    }
  }
}

