module attributes {gpu.container_module} {
  llvm.func @dot_int8(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.mlir.constant(0 : index) : i64
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(2 : index) : i64
    %5 = llvm.mlir.constant(64 : index) : i64
    %6 = builtin.unrealized_conversion_cast %5 : i64 to index
    %7 = builtin.unrealized_conversion_cast %3 : i64 to index
    %8 = builtin.unrealized_conversion_cast %2 : i64 to index
    %9 = llvm.insertvalue %arg17, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg18, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg19, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.insertvalue %arg20, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.insertvalue %arg21, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %15 = llvm.insertvalue %arg12, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg13, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg14, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg15, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %arg16, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32>
    %21 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %arg8, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg9, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg10, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg11, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = builtin.unrealized_conversion_cast %25 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<256xi8>
    %27 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg1, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg2, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg3, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg5, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg4, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg6, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = builtin.unrealized_conversion_cast %33 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x256xi8>
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.extractvalue %33[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.alloca %35 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
    llvm.store %36, %37 : !llvm.array<2 x i64>, !llvm.ptr
    %38 = llvm.getelementptr %37[0, %2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
    %39 = llvm.load %38 : !llvm.ptr -> i64
    %40 = builtin.unrealized_conversion_cast %39 : i64 to index
    %41 = builtin.unrealized_conversion_cast %40 : index to i64
    %42 = llvm.icmp "eq" %41, %2 : i64
    %43 = llvm.sub %41, %3 : i64
    %44 = llvm.udiv %43, %4 : i64
    %45 = llvm.add %44, %3 : i64
    %46 = llvm.select %42, %2, %45 : i1, i64
    %47 = builtin.unrealized_conversion_cast %46 : i64 to index
    %48 = llvm.extractvalue %33[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %33[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %33[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.extractvalue %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.extractvalue %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %33[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %25[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.extractvalue %25[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %58 = llvm.extractvalue %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %59 = llvm.extractvalue %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %60 = llvm.extractvalue %19[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %61 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.extractvalue %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.extractvalue %13[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.extractvalue %13[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @dot_int8_kernel::@dot_int8_kernel blocks in (%46, %3, %3) threads in (%5, %3, %3) : i64 args(%48 : !llvm.ptr, %49 : !llvm.ptr, %50 : i64, %51 : i64, %52 : i64, %53 : i64, %54 : i64, %55 : !llvm.ptr, %56 : !llvm.ptr, %57 : i64, %58 : i64, %59 : i64, %60 : !llvm.ptr, %61 : !llvm.ptr, %62 : i64, %63 : i64, %64 : i64, %65 : !llvm.ptr, %66 : !llvm.ptr, %67 : i64, %68 : i64, %69 : i64)
    llvm.return
  }
  gpu.module @dot_int8_kernel [#nvvm.target<chip = "sm_80", features = "+ptx76">] {
    llvm.func @dot_int8_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr, %arg18: !llvm.ptr, %arg19: i64, %arg20: i64, %arg21: i64) attributes {gpu.kernel, gpu.known_block_size = array<i32: 64, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(-1 : i32) : i32
      %1 = llvm.mlir.constant(1 : i32) : i32
      %2 = llvm.mlir.constant(3 : i64) : i64
      %3 = llvm.mlir.constant(2 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(0 : i64) : i64
      %6 = llvm.mlir.constant(256 : index) : i64
      %7 = llvm.mlir.constant(0 : index) : i64
      %8 = llvm.mlir.constant(1 : index) : i64
      %9 = llvm.mlir.constant(2 : index) : i64
      %10 = llvm.mlir.constant(5 : index) : i64
      %11 = llvm.mlir.constant(32 : index) : i64
      %12 = llvm.mlir.constant(32 : i32) : i32
      %13 = llvm.mlir.constant(16 : i32) : i32
      %14 = llvm.mlir.constant(0 : i32) : i32
      %15 = llvm.mlir.constant(-1 : index) : i64
      %16 = llvm.mlir.constant(4 : index) : i64
      %17 = llvm.mlir.constant(128 : index) : i64
      %18 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
      %19 = llvm.insertvalue %arg0, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg1, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg2, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg5, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = nvvm.read.ptx.sreg.ctaid.x : i32
      %26 = llvm.sext %25 : i32 to i64
      %27 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
      %28 = llvm.sext %27 : i32 to i64
      %29 = llvm.extractvalue %24[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.alloca %8 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
      llvm.store %29, %30 : !llvm.array<2 x i64>, !llvm.ptr
      %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x i64>
      %32 = llvm.load %31 : !llvm.ptr -> i64
      %33 = llvm.urem %28, %11 : i64
      %34 = llvm.mul %26, %9 overflow<nsw> : i64
      %35 = llvm.icmp "slt" %28, %7 : i64
      %36 = llvm.sub %15, %28 : i64
      %37 = llvm.select %35, %36, %28 : i1, i64
      %38 = llvm.sdiv %37, %11 : i64
      %39 = llvm.sub %15, %38 : i64
      %40 = llvm.select %35, %39, %38 : i1, i64
      %41 = llvm.add %34, %40 : i64
      %42 = llvm.icmp "ult" %41, %32 : i64
      llvm.cond_br %42, ^bb1(%7, %14 : i64, i32), ^bb7
    ^bb1(%43: i64, %44: i32):  // 2 preds: ^bb0, ^bb2
      %45 = llvm.icmp "slt" %43, %9 : i64
      llvm.cond_br %45, ^bb2, ^bb3(%7, %44 : i64, i32)
    ^bb2:  // pred: ^bb1
      %46 = llvm.mul %33, %16 overflow<nsw> : i64
      %47 = llvm.mul %43, %17 overflow<nsw> : i64
      %48 = llvm.add %46, %47 : i64
      %49 = llvm.mul %41, %6 : i64
      %50 = llvm.add %49, %48 : i64
      %51 = llvm.getelementptr %arg1[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %52 = llvm.load %51 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi8>
      %53 = llvm.getelementptr %arg8[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i8
      %54 = llvm.load %53 {alignment = 4 : i64} : !llvm.ptr -> vector<4xi8>
      %55 = llvm.sext %52 : vector<4xi8> to vector<4xi32>
      %56 = llvm.sext %54 : vector<4xi8> to vector<4xi32>
      %57 = llvm.mul %55, %56 : vector<4xi32>
      %58 = llvm.extractelement %57[%5 : i64] : vector<4xi32>
      %59 = llvm.extractelement %57[%4 : i64] : vector<4xi32>
      %60 = llvm.extractelement %57[%3 : i64] : vector<4xi32>
      %61 = llvm.extractelement %57[%2 : i64] : vector<4xi32>
      %62 = llvm.add %58, %59 : i32
      %63 = llvm.add %60, %61 : i32
      %64 = llvm.add %62, %63 : i32
      %65 = llvm.add %44, %64 : i32
      %66 = llvm.add %43, %8 : i64
      llvm.br ^bb1(%66, %65 : i64, i32)
    ^bb3(%67: i64, %68: i32):  // 2 preds: ^bb1, ^bb4
      %69 = llvm.icmp "slt" %67, %10 : i64
      llvm.cond_br %69, ^bb4, ^bb5
    ^bb4:  // pred: ^bb3
      %70 = llvm.trunc %67 : i64 to i32
      %71 = llvm.lshr %13, %70 : i32
      %72 = llvm.sub %12, %12 : i32
      %73 = llvm.lshr %0, %72 : i32
      %74 = llvm.sub %12, %1 : i32
      %75 = nvvm.shfl.sync  bfly %73, %68, %71, %74 : i32 -> i32
      %76 = llvm.add %68, %75 : i32
      %77 = llvm.add %67, %8 : i64
      llvm.br ^bb3(%77, %76 : i64, i32)
    ^bb5:  // pred: ^bb3
      %78 = llvm.icmp "eq" %33, %7 : i64
      llvm.cond_br %78, ^bb6, ^bb7
    ^bb6:  // pred: ^bb5
      %79 = llvm.getelementptr inbounds|nuw %arg13[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      %80 = llvm.load %79 : !llvm.ptr -> i32
      %81 = llvm.add %68, %80 : i32
      %82 = llvm.getelementptr inbounds|nuw %arg18[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i32
      llvm.store %81, %82 : i32, !llvm.ptr
      llvm.br ^bb7
    ^bb7:  // 3 preds: ^bb0, ^bb5, ^bb6
      llvm.return
    }
  }
}

