; ModuleID = 'src/graph_coloring.cu'
source_filename = "src/graph_coloring.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Csr = type { ptr, ptr, i32, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z15first_fit_colorRK3CsriiPKi(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(24) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp slt i32 %1, %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8
  br label %13

10:                                               ; preds = %47
  %11 = add nuw nsw i32 %15, 1
  %12 = icmp eq i32 %11, 4
  br i1 %12, label %49, label %13, !llvm.loop !11

13:                                               ; preds = %4, %10
  %14 = phi i32 [ undef, %4 ], [ %48, %10 ]
  %15 = phi i32 [ 0, %4 ], [ %11, %10 ]
  %16 = shl nuw nsw i32 %15, 6
  %17 = xor i32 %16, -1
  br i1 %5, label %21, label %18

18:                                               ; preds = %21, %13
  %19 = phi i64 [ 0, %13 ], [ %36, %21 ]
  %20 = icmp eq i64 %19, -1
  br i1 %20, label %47, label %39

21:                                               ; preds = %13, %21
  %22 = phi i32 [ %37, %21 ], [ %1, %13 ]
  %23 = phi i64 [ %36, %21 ], [ 0, %13 ]
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds i32, ptr %7, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = urem i32 %26, %9
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %3, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = add i32 %30, %17
  %32 = icmp ult i32 %31, 64
  %33 = zext nneg i32 %31 to i64
  %34 = shl nuw i64 1, %33
  %35 = select i1 %32, i64 %34, i64 0
  %36 = or i64 %35, %23
  %37 = add nsw i32 %22, 1
  %38 = icmp eq i32 %37, %2
  br i1 %38, label %18, label %21, !llvm.loop !14

39:                                               ; preds = %18
  %40 = add nuw i64 %19, 1
  %41 = xor i64 %19, -1
  %42 = and i64 %40, %41
  %43 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %42, i1 false)
  %44 = trunc nuw nsw i64 %43 to i32
  %45 = add nuw nsw i32 %16, 64
  %46 = sub nuw nsw i32 %45, %44
  br label %47

47:                                               ; preds = %18, %39
  %48 = phi i32 [ %46, %39 ], [ %14, %18 ]
  br i1 %20, label %10, label %49

49:                                               ; preds = %10, %47
  %50 = phi i32 [ %48, %47 ], [ 0, %10 ]
  ret i32 %50
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @jp_color_round(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = alloca %struct.Csr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  store ptr %0, ptr %9, align 8, !tbaa !15
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store ptr %1, ptr %10, align 8, !tbaa !19
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2, ptr %11, align 8, !tbaa !20
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3, ptr %12, align 4, !tbaa !21
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = and i32 %18, 31
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %14
  br label %23

22:                                               ; preds = %109, %8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  ret void

23:                                               ; preds = %17, %109
  %24 = phi i32 [ %15, %17 ], [ %110, %109 ]
  %25 = add i32 %24, %18
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %27, label %97

27:                                               ; preds = %23
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds i32, ptr %4, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %93

32:                                               ; preds = %27
  %33 = getelementptr inbounds i32, ptr %0, i64 %28
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 0)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %3)
  %37 = getelementptr i8, ptr %33, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %36)
  %40 = add nsw i32 %36, 128
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %40)
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %41)
  %43 = mul i32 %25, -1640531535
  %44 = xor i32 %43, %6
  %45 = lshr i32 %44, 16
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -2048144789
  %48 = lshr i32 %47, 13
  %49 = xor i32 %48, %47
  %50 = mul i32 %49, -1028477387
  %51 = lshr i32 %50, 16
  %52 = xor i32 %51, %50
  %53 = icmp slt i32 %36, %42
  br i1 %53, label %55, label %88

54:                                               ; preds = %83
  br i1 %84, label %88, label %90

55:                                               ; preds = %32, %83
  %56 = phi i32 [ %85, %83 ], [ %36, %32 ]
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %1, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = urem i32 %59, %2
  %61 = icmp eq i32 %60, %25
  br i1 %61, label %83, label %62

62:                                               ; preds = %55
  %63 = sext i32 %60 to i64
  %64 = getelementptr inbounds i32, ptr %4, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %83

67:                                               ; preds = %62
  %68 = mul i32 %60, -1640531535
  %69 = xor i32 %68, %6
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2048144789
  %73 = lshr i32 %72, 13
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, -1028477387
  %76 = lshr i32 %75, 16
  %77 = xor i32 %76, %75
  %78 = icmp ugt i32 %77, %52
  br i1 %78, label %83, label %79

79:                                               ; preds = %67
  %80 = icmp ne i32 %77, %52
  %81 = icmp sle i32 %60, %25
  %82 = or i1 %81, %80
  br label %83

83:                                               ; preds = %79, %67, %62, %55
  %84 = phi i1 [ true, %55 ], [ true, %62 ], [ false, %67 ], [ %82, %79 ]
  %85 = add nsw i32 %56, 1
  %86 = icmp slt i32 %85, %42
  %87 = select i1 %86, i1 %84, i1 false
  br i1 %87, label %55, label %54, !llvm.loop !22

88:                                               ; preds = %32, %54
  %89 = call noundef i32 @_Z15first_fit_colorRK3CsriiPKi(ptr noundef nonnull align 8 dereferenceable(24) %9, i32 noundef %36, i32 noundef %42, ptr noundef %4) #9
  br label %90

90:                                               ; preds = %88, %54
  %91 = phi i32 [ %89, %88 ], [ 0, %54 ]
  %92 = icmp eq i32 %91, 0
  br label %93

93:                                               ; preds = %90, %27
  %94 = phi i1 [ %92, %90 ], [ false, %27 ]
  %95 = phi i32 [ %91, %90 ], [ %30, %27 ]
  %96 = getelementptr inbounds i32, ptr %5, i64 %28
  store i32 %95, ptr %96, align 4, !tbaa !6
  br label %97

97:                                               ; preds = %93, %23
  %98 = phi i1 [ %94, %93 ], [ false, %23 ]
  %99 = tail call noundef i32 @llvm.nvvm.activemask()
  %100 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %99, i1 %98)
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %109, label %102

102:                                              ; preds = %97
  %103 = tail call i32 @llvm.bitreverse.i32(i32 %100)
  %104 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %103) #10, !srcloc !23
  %105 = icmp eq i32 %19, %104
  br i1 %105, label %106, label %109

106:                                              ; preds = %102
  %107 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %100)
  %108 = atomicrmw add ptr %7, i32 %107 seq_cst, align 4
  br label %109

109:                                              ; preds = %97, %102, %106
  %110 = add i32 %24, %21
  %111 = icmp slt i32 %110, %2
  br i1 %111, label %23, label %22, !llvm.loop !24
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @luby_mis_round(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %2
  br i1 %15, label %16, label %19

16:                                               ; preds = %9
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %11
  br label %20

19:                                               ; preds = %98, %9
  ret void

20:                                               ; preds = %16, %98
  %21 = phi i32 [ %14, %16 ], [ %101, %98 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %4, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add i32 %24, -3
  %26 = icmp ult i32 %25, -2
  %27 = select i1 %26, i32 0, i32 %24
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %98

29:                                               ; preds = %20
  %30 = getelementptr inbounds i32, ptr %0, i64 %22
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %3)
  %34 = getelementptr i8, ptr %30, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %33)
  %37 = add nsw i32 %33, 128
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %37)
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %38)
  %40 = mul i32 %21, -1640531535
  %41 = xor i32 %40, %8
  %42 = lshr i32 %41, 16
  %43 = xor i32 %42, %41
  %44 = mul i32 %43, -2048144789
  %45 = lshr i32 %44, 13
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -1028477387
  %48 = lshr i32 %47, 16
  %49 = xor i32 %48, %47
  %50 = icmp slt i32 %33, %39
  br i1 %50, label %51, label %91

51:                                               ; preds = %29, %86
  %52 = phi i32 [ %87, %86 ], [ %33, %29 ]
  %53 = phi i1 [ %84, %86 ], [ false, %29 ]
  %54 = phi i1 [ %83, %86 ], [ true, %29 ]
  %55 = sext i32 %52 to i64
  %56 = getelementptr inbounds i32, ptr %1, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = urem i32 %57, %2
  %59 = icmp eq i32 %58, %21
  br i1 %59, label %82, label %60

60:                                               ; preds = %51
  %61 = sext i32 %58 to i64
  %62 = getelementptr inbounds i32, ptr %4, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6
  switch i32 %63, label %64 [
    i32 1, label %82
    i32 2, label %81
  ]

64:                                               ; preds = %60
  %65 = mul i32 %58, -1640531535
  %66 = xor i32 %65, %8
  %67 = lshr i32 %66, 16
  %68 = xor i32 %67, %66
  %69 = mul i32 %68, -2048144789
  %70 = lshr i32 %69, 13
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -1028477387
  %73 = lshr i32 %72, 16
  %74 = xor i32 %73, %72
  %75 = icmp ugt i32 %74, %49
  br i1 %75, label %82, label %76

76:                                               ; preds = %64
  %77 = icmp ne i32 %74, %49
  %78 = icmp sle i32 %58, %21
  %79 = or i1 %78, %77
  %80 = select i1 %79, i1 %54, i1 false
  br label %82

81:                                               ; preds = %60
  br label %82

82:                                               ; preds = %76, %64, %81, %60, %51
  %83 = phi i1 [ %54, %51 ], [ %54, %60 ], [ %54, %81 ], [ false, %64 ], [ %80, %76 ]
  %84 = phi i1 [ %53, %51 ], [ true, %60 ], [ %53, %81 ], [ %53, %64 ], [ %53, %76 ]
  %85 = phi i32 [ 7, %51 ], [ 5, %60 ], [ 0, %81 ], [ 0, %64 ], [ 0, %76 ]
  switch i32 %85, label %89 [
    i32 0, label %86
    i32 7, label %86
  ]

86:                                               ; preds = %82, %82
  %87 = add i32 %52, 1
  %88 = icmp eq i32 %87, %39
  br i1 %88, label %89, label %51, !llvm.loop !25

89:                                               ; preds = %86, %82
  %90 = xor i1 %83, true
  br label %91

91:                                               ; preds = %89, %29
  %92 = phi i1 [ false, %29 ], [ %90, %89 ]
  %93 = phi i1 [ false, %29 ], [ %84, %89 ]
  %94 = select i1 %93, i1 true, i1 %92
  %95 = select i1 %93, i32 2, i32 0
  br i1 %94, label %98, label %96

96:                                               ; preds = %91
  %97 = getelementptr inbounds i32, ptr %6, i64 %22
  store i32 %7, ptr %97, align 4, !tbaa !6
  br label %98

98:                                               ; preds = %96, %91, %20
  %99 = phi i32 [ %27, %20 ], [ %95, %91 ], [ 1, %96 ]
  %100 = getelementptr inbounds i32, ptr %5, i64 %22
  store i32 %99, ptr %100, align 4, !tbaa !6
  %101 = add i32 %21, %18
  %102 = icmp slt i32 %101, %2
  br i1 %102, label %20, label %19, !llvm.loop !26
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @speculative_first_fit(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca %struct.Csr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  store ptr %0, ptr %7, align 8, !tbaa !15
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store ptr %1, ptr %8, align 8, !tbaa !19
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 %2, ptr %9, align 8, !tbaa !20
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 %3, ptr %10, align 4, !tbaa !21
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %20

17:                                               ; preds = %6
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %12
  br label %21

20:                                               ; preds = %41, %6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  ret void

21:                                               ; preds = %17, %41
  %22 = phi i32 [ %15, %17 ], [ %44, %41 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %4, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call noundef i32 @llvm.smin.i32(i32 %26, i32 256)
  %28 = icmp slt i32 %25, 1
  br i1 %28, label %29, label %41

29:                                               ; preds = %21
  %30 = getelementptr inbounds i32, ptr %0, i64 %23
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %3)
  %34 = getelementptr i8, ptr %30, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %33)
  %37 = add nsw i32 %33, 128
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %37)
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %38)
  %40 = call noundef i32 @_Z15first_fit_colorRK3CsriiPKi(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %33, i32 noundef %39, ptr noundef %4) #9
  br label %41

41:                                               ; preds = %29, %21
  %42 = phi i32 [ %40, %29 ], [ %27, %21 ]
  %43 = getelementptr inbounds i32, ptr %5, i64 %23
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = add i32 %22, %19
  %45 = icmp slt i32 %44, %2
  br i1 %45, label %21, label %20, !llvm.loop !27
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @coloring_conflict_resolve(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = icmp slt i32 %14, %2
  br i1 %15, label %16, label %21

16:                                               ; preds = %9
  %17 = shl nsw i32 -1, %11
  %18 = xor i32 %17, -1
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %19, %13
  br label %22

21:                                               ; preds = %116, %9
  ret void

22:                                               ; preds = %16, %116
  %23 = phi i32 [ %14, %16 ], [ %117, %116 ]
  %24 = add i32 %23, %10
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %93

26:                                               ; preds = %22
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %4, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %89

31:                                               ; preds = %26
  %32 = getelementptr inbounds i32, ptr %0, i64 %27
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %34, i32 %3)
  %36 = getelementptr i8, ptr %32, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 %35)
  %39 = add nsw i32 %35, 128
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %39)
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %40)
  %42 = mul i32 %24, -1640531535
  %43 = xor i32 %42, %8
  %44 = lshr i32 %43, 16
  %45 = xor i32 %44, %43
  %46 = mul i32 %45, -2048144789
  %47 = lshr i32 %46, 13
  %48 = xor i32 %47, %46
  %49 = mul i32 %48, -1028477387
  %50 = lshr i32 %49, 16
  %51 = xor i32 %50, %49
  %52 = icmp slt i32 %35, %41
  br i1 %52, label %53, label %89

53:                                               ; preds = %31, %83
  %54 = phi i1 [ %84, %83 ], [ false, %31 ]
  %55 = phi i32 [ %86, %83 ], [ %35, %31 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = urem i32 %58, %2
  %60 = icmp eq i32 %59, %24
  br i1 %60, label %82, label %61

61:                                               ; preds = %53
  %62 = sext i32 %59 to i64
  %63 = getelementptr inbounds i32, ptr %4, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = icmp eq i32 %64, %29
  br i1 %65, label %66, label %82

66:                                               ; preds = %61
  %67 = mul i32 %59, -1640531535
  %68 = xor i32 %67, %8
  %69 = lshr i32 %68, 16
  %70 = xor i32 %69, %68
  %71 = mul i32 %70, -2048144789
  %72 = lshr i32 %71, 13
  %73 = xor i32 %72, %71
  %74 = mul i32 %73, -1028477387
  %75 = lshr i32 %74, 16
  %76 = xor i32 %75, %74
  %77 = icmp ugt i32 %76, %51
  br i1 %77, label %83, label %78

78:                                               ; preds = %66
  %79 = icmp eq i32 %76, %51
  %80 = icmp sgt i32 %59, %24
  %81 = and i1 %80, %79
  br i1 %81, label %83, label %82

82:                                               ; preds = %78, %61, %53
  br label %83

83:                                               ; preds = %66, %78, %82
  %84 = phi i1 [ %54, %82 ], [ true, %78 ], [ true, %66 ]
  %85 = phi i1 [ true, %82 ], [ false, %78 ], [ false, %66 ]
  %86 = add nsw i32 %55, 1
  %87 = icmp slt i32 %86, %41
  %88 = select i1 %85, i1 %87, i1 false
  br i1 %88, label %53, label %89, !llvm.loop !28

89:                                               ; preds = %83, %31, %26
  %90 = phi i1 [ false, %26 ], [ false, %31 ], [ %84, %83 ]
  %91 = select i1 %90, i32 0, i32 %29
  %92 = getelementptr inbounds i32, ptr %5, i64 %27
  store i32 %91, ptr %92, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %89, %22
  %94 = phi i1 [ %90, %89 ], [ false, %22 ]
  %95 = tail call noundef i32 @llvm.nvvm.activemask()
  %96 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %95, i1 %94)
  %97 = tail call i32 @llvm.bitreverse.i32(i32 %95)
  %98 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %97) #10, !srcloc !23
  %99 = icmp eq i32 %11, %98
  %100 = icmp ne i32 %96, 0
  %101 = and i1 %100, %99
  br i1 %101, label %102, label %105

102:                                              ; preds = %93
  %103 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %96)
  %104 = atomicrmw add ptr %7, i32 %103 seq_cst, align 4
  br label %105

105:                                              ; preds = %102, %93
  %106 = phi i32 [ %104, %102 ], [ 0, %93 ]
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %95, i32 %106, i32 %98, i32 31)
  br i1 %94, label %108, label %116

108:                                              ; preds = %105
  %109 = and i32 %96, %18
  %110 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %109)
  %111 = add i32 %107, %110
  %112 = icmp ult i32 %111, %2
  br i1 %112, label %113, label %116

113:                                              ; preds = %108
  %114 = zext i32 %111 to i64
  %115 = getelementptr inbounds nuw i32, ptr %6, i64 %114
  store i32 %24, ptr %115, align 4, !tbaa !6
  br label %116

116:                                              ; preds = %108, %113, %105
  %117 = add i32 %23, %20
  %118 = icmp slt i32 %117, %2
  br i1 %118, label %22, label %21, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !17, i64 0}
!16 = !{!"_ZTS3Csr", !17, i64 0, !17, i64 8, !7, i64 16, !7, i64 20}
!17 = !{!"p1 int", !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{!16, !17, i64 8}
!20 = !{!16, !7, i64 16}
!21 = !{!16, !7, i64 20}
!22 = distinct !{!22, !12, !13}
!23 = !{i32 12293}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
