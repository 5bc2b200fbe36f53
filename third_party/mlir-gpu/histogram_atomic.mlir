module attributes {gpu.container_module} {
  llvm.func @histogram_atomic(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(64 : index) : i64
    %3 = llvm.mlir.constant(256 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %7 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg7, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg8, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg9, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<256xi32>
    %13 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg1, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg2, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg3, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg4, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %19 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %17[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %11[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @histogram_atomic_kernel::@histogram_atomic_kernel blocks in (%2, %1, %1) threads in (%3, %1, %1) : i64 args(%19 : !llvm.ptr, %20 : !llvm.ptr, %21 : i64, %22 : i64, %23 : i64, %3 : i64, %24 : !llvm.ptr, %25 : !llvm.ptr, %26 : i64, %27 : i64, %28 : i64)
    llvm.return
  }
  gpu.module @histogram_atomic_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.mlir.global internal @__wg_histogram_atomic_kernel_0() {addr_space = 3 : i32} : !llvm.array<256 x i32>
    llvm.func @histogram_atomic_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: i64, %arg9: i64, %arg10: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, gpu.known_grid_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = llvm.mlir.constant(255 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(0 : i32) : i32
      %3 = llvm.mlir.constant(1 : index) : i64
      %4 = llvm.mlir.constant(256 : index) : i64
      %5 = llvm.mlir.addressof @__wg_histogram_atomic_kernel_0 : !llvm.ptr<3>
      %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
      %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %11 = llvm.getelementptr %5[0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<256 x i32>
      %12 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 64> : i32
      %13 = llvm.sext %12 : i32 to i64
      %14 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %15 = llvm.sext %14 : i32 to i64
      %16 = nvvm.read.ptx.sreg.nctaid.x range <i32, 1, 65> : i32
      %17 = llvm.sext %16 : i32 to i64
      %18 = llvm.extractvalue %10[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = llvm.alloca %3 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
      llvm.store %18, %19 : !llvm.array<1 x i64>, !llvm.ptr
      %20 = llvm.getelementptr %19[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i64>
      %21 = llvm.load %20 : !llvm.ptr -> i64
      %22 = llvm.getelementptr inbounds|nuw %11[%15] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %2, %22 : i32, !llvm.ptr<3>
      nvvm.barrier0
      %23 = llvm.mul %13, %4 overflow<nsw> : i64
      %24 = llvm.add %23, %15 : i64
      %25 = llvm.mul %17, %arg5 : i64
      llvm.br ^bb1(%24 : i64)
    ^bb1(%26: i64):  // 2 preds: ^bb0, ^bb2
      %27 = llvm.icmp "slt" %26, %21 : i64
      llvm.cond_br %27, ^bb2, ^bb3
    ^bb2:  // pred: ^bb1
      %28 = llvm.getelementptr inbounds|nuw %arg1[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %29 = llvm.load %28 : !llvm.ptr -> i32
      %30 = llvm.and %29, %0 : i32
      %31 = llvm.sext %30 : i32 to i64
      %32 = llvm.getelementptr %11[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %33 = llvm.atomicrmw add %32, %1 acq_rel : !llvm.ptr<3>, i32
      %34 = llvm.add %26, %25 : i64
      llvm.br ^bb1(%34 : i64)
    ^bb3:  // pred: ^bb1
      nvvm.barrier0
      %35 = llvm.load %22 : !llvm.ptr<3> -> i32
      %36 = llvm.icmp "ne" %35, %2 : i32
      llvm.cond_br %36, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %37 = llvm.getelementptr %arg7[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %38 = llvm.atomicrmw add %37, %35 acq_rel : !llvm.ptr, i32
      llvm.br ^bb5
    ^bb5:  // 2 preds: ^bb3, ^bb4
      llvm.return
    }
  }
}

