module attributes {gpu.container_module} {
  llvm.func @bitonic_sort_shared(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = llvm.mlir.constant(1 : index) : i64
    %3 = llvm.mlir.constant(256 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
    %13 = llvm.mlir.constant(1 : index) : i64
    %14 = llvm.extractvalue %11[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.alloca %13 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
    llvm.store %14, %15 : !llvm.array<1 x i64>, !llvm.ptr
    %16 = llvm.getelementptr %15[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
    %17 = llvm.load %16 : !llvm.ptr -> i64
    %18 = builtin.unrealized_conversion_cast %17 : i64 to index
    %19 = builtin.unrealized_conversion_cast %18 : index to i64
    %20 = llvm.icmp "eq" %19, %1 : i64
    %21 = llvm.sub %19, %2 : i64
    %22 = llvm.udiv %21, %3 : i64
    %23 = llvm.add %22, %2 : i64
    %24 = llvm.select %20, %1, %23 : i1, i64
    %25 = builtin.unrealized_conversion_cast %24 : i64 to index
    %26 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @bitonic_sort_shared_kernel::@bitonic_sort_shared_kernel blocks in (%24, %2, %2) threads in (%3, %2, %2) : i64 args(%26 : !llvm.ptr, %27 : !llvm.ptr, %28 : i64, %29 : i64, %30 : i64)
    llvm.return
  }
  gpu.module @bitonic_sort_shared_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_bitonic_sort_shared_kernel_0() {addr_space = 3 : i32} : !llvm.array<256 x f32>
    llvm.func @bitonic_sort_shared_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(9 : index) : i64
      %1 = llvm.mlir.constant(0x7F800000 : f32) : f32
      %2 = llvm.mlir.constant(1 : index) : i64
      %3 = llvm.mlir.constant(256 : index) : i64
      %4 = llvm.mlir.constant(0 : index) : i64
      %5 = llvm.mlir.addressof @__wg_bitonic_sort_shared_kernel_0 : !llvm.ptr<3>
      %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %11 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x f32>
      %12 = nvvm.read.ptx.sreg.ctaid.x : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = llvm.extractvalue %10[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.alloca %2 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
      llvm.store %16, %17 : !llvm.array<1 x i64>, !llvm.ptr
      %18 = llvm.getelementptr %17[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
      %19 = llvm.load %18 : !llvm.ptr -> i64
      %20 = llvm.mul %13, %3 overflow<nsw> : i64
      %21 = llvm.add %20, %15 : i64
      %22 = llvm.icmp "ult" %21, %19 : i64
      llvm.cond_br %22, ^bb1, ^bb2(%1 : f32)
    ^bb1:  // pred: ^bb0
      %23 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %24 = llvm.load %23 : !llvm.ptr -> f32
      llvm.br ^bb2(%24 : f32)
    ^bb2(%25: f32):  // 2 preds: ^bb0, ^bb1
      %26 = llvm.getelementptr inbounds|nuw %11[%15] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %25, %26 : f32, !llvm.ptr<3>
      nvvm.barrier0
      llvm.br ^bb3(%2 : i64)
    ^bb3(%27: i64):  // 2 preds: ^bb2, ^bb9
      %28 = llvm.icmp "slt" %27, %0 : i64
      llvm.cond_br %28, ^bb4, ^bb10
    ^bb4:  // pred: ^bb3
      %29 = llvm.shl %2, %27 : i64
      llvm.br ^bb5(%4 : i64)
    ^bb5(%30: i64):  // 2 preds: ^bb4, ^bb8
      %31 = llvm.icmp "slt" %30, %27 : i64
      llvm.cond_br %31, ^bb6, ^bb9
    ^bb6:  // pred: ^bb5
      %32 = llvm.add %30, %2 : i64
      %33 = llvm.lshr %29, %32 : i64
      %34 = llvm.xor %15, %33 : i64
      %35 = llvm.icmp "ugt" %34, %15 : i64
      llvm.cond_br %35, ^bb7, ^bb8
    ^bb7:  // pred: ^bb6
      %36 = llvm.load %26 : !llvm.ptr<3> -> f32
      %37 = llvm.getelementptr inbounds|nuw %11[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %38 = llvm.load %37 : !llvm.ptr<3> -> f32
      %39 = llvm.and %15, %29 : i64
      %40 = llvm.icmp "eq" %39, %4 : i64
      %41 = llvm.intr.minimum(%36, %38) : (f32, f32) -> f32
      %42 = llvm.intr.maximum(%36, %38) : (f32, f32) -> f32
      %43 = llvm.select %40, %41, %42 : i1, f32
      %44 = llvm.select %40, %42, %41 : i1, f32
      llvm.store %43, %26 : f32, !llvm.ptr<3>
      llvm.store %44, %37 : f32, !llvm.ptr<3>
      llvm.br ^bb8
    ^bb8:  // 2 preds: ^bb6, ^bb7
      nvvm.barrier0
      llvm.br ^bb5(%32 : i64)
    ^bb9:  // pred: ^bb5
      %45 = llvm.add %27, %2 : i64
      llvm.br ^bb3(%45 : i64)
    ^bb10:  // pred: ^bb3
      llvm.cond_br %22, ^bb11, ^bb12
    ^bb11:  // pred: ^bb10
      %46 = llvm.load %26 : !llvm.ptr<3> -> f32
      %47 = llvm.getelementptr inbounds|nuw %arg1[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %46, %47 : f32, !llvm.ptr
      llvm.br ^bb12
    ^bb12:  // 2 preds: ^bb10, ^bb11
      llvm.return
    }
  }
}

