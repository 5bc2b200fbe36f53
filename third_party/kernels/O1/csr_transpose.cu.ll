; ModuleID = 'src/csr_transpose.cu'
source_filename = "src/csr_transpose.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17csr_col_histogramE6s_hist = internal addrspace(3) global [2048 x i32] undef, align 4
@_ZZ27exclusive_scan_single_blockE5s_tot = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ27exclusive_scan_single_blockE7s_carry = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ16csc_scatter_sortE5s_cnt = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16csc_scatter_sortE5s_off = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16csc_scatter_sortE5s_cur = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ16csc_scatter_sortE7s_below = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @csr_col_histogram(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = icmp slt i32 %5, 1
  br i1 %7, label %77, label %8

8:                                                ; preds = %6
  %9 = icmp slt i32 %5, 2049
  br i1 %9, label %10, label %22

10:                                               ; preds = %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %15

13:                                               ; preds = %10
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

15:                                               ; preds = %16, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %22

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %11, %13 ], [ %20, %16 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), i64 %18
  store i32 0, ptr %19, align 4, !tbaa !6
  %20 = add i32 %17, %14
  %21 = icmp slt i32 %20, %5
  br i1 %21, label %16, label %15, !llvm.loop !11

22:                                               ; preds = %15, %8
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul i32 %23, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = add i32 %25, %26
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %29, label %33

29:                                               ; preds = %22
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = mul i32 %30, %24
  %32 = select i1 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), ptr %2
  br label %34

33:                                               ; preds = %46, %22
  br i1 %9, label %63, label %77

34:                                               ; preds = %29, %46
  %35 = phi i32 [ %27, %29 ], [ %47, %46 ]
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 0)
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %4)
  %41 = getelementptr i8, ptr %37, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 %40)
  %44 = tail call noundef i32 @llvm.smin.i32(i32 %43, i32 %4)
  %45 = icmp slt i32 %39, %44
  br i1 %45, label %49, label %46

46:                                               ; preds = %49, %34
  %47 = add i32 %35, %31
  %48 = icmp slt i32 %47, %3
  br i1 %48, label %34, label %33, !llvm.loop !14

49:                                               ; preds = %34, %49
  %50 = phi i32 [ %61, %49 ], [ %40, %34 ]
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = srem i32 %53, %5
  %55 = icmp slt i32 %54, 0
  %56 = select i1 %55, i32 %5, i32 0
  %57 = add nsw i32 %56, %54
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %32, i64 %58
  %60 = atomicrmw add ptr %59, i32 1 seq_cst, align 4
  %61 = add nsw i32 %50, 1
  %62 = icmp eq i32 %61, %44
  br i1 %62, label %46, label %49, !llvm.loop !15

63:                                               ; preds = %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp slt i32 %26, %5
  br i1 %64, label %65, label %77

65:                                               ; preds = %63, %74
  %66 = phi i32 [ %75, %74 ], [ %26, %63 ]
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %74, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds nuw i32, ptr %2, i64 %67
  %73 = atomicrmw add ptr %72, i32 %69 seq_cst, align 4
  br label %74

74:                                               ; preds = %65, %71
  %75 = add nuw nsw i32 %66, %24
  %76 = icmp slt i32 %75, %5
  br i1 %76, label %65, label %77, !llvm.loop !16

77:                                               ; preds = %74, %63, %33, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @exclusive_scan_single_block(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %119

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp slt i32 %2, 0
  br i1 %8, label %119, label %9

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %9
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  br label %13

13:                                               ; preds = %12, %9
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = shl nuw nsw i32 %7, 2
  %15 = icmp eq i32 %2, 0
  br i1 %15, label %24, label %16

16:                                               ; preds = %13
  %17 = shl nuw nsw i32 %10, 2
  %18 = zext nneg i32 %10 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE5s_tot to ptr), i64 %18
  %20 = icmp samesign ugt i32 %7, 1
  %21 = shl nuw nsw i32 %10, 2
  %22 = add nsw i32 %7, -1
  %23 = icmp eq i32 %10, %22
  br label %25

24:                                               ; preds = %112, %13
  br i1 %11, label %115, label %119

25:                                               ; preds = %16, %112
  %26 = phi i32 [ 0, %16 ], [ %113, %112 ]
  %27 = add nuw nsw i32 %26, %17
  %28 = icmp slt i32 %27, %2
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %25, %29
  %34 = phi i32 [ %32, %29 ], [ 0, %25 ]
  %35 = or disjoint i32 %27, 1
  %36 = icmp slt i32 %35, %2
  br i1 %36, label %37, label %41

37:                                               ; preds = %33
  %38 = zext nneg i32 %35 to i64
  %39 = getelementptr inbounds nuw i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  br label %41

41:                                               ; preds = %37, %33
  %42 = phi i32 [ %40, %37 ], [ 0, %33 ]
  %43 = add nsw i32 %42, %34
  %44 = or disjoint i32 %27, 2
  %45 = icmp slt i32 %44, %2
  br i1 %45, label %46, label %50

46:                                               ; preds = %41
  %47 = zext nneg i32 %44 to i64
  %48 = getelementptr inbounds nuw i32, ptr %0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  br label %50

50:                                               ; preds = %46, %41
  %51 = phi i32 [ %49, %46 ], [ 0, %41 ]
  %52 = add nsw i32 %51, %43
  %53 = or disjoint i32 %27, 3
  %54 = icmp slt i32 %53, %2
  br i1 %54, label %55, label %59

55:                                               ; preds = %50
  %56 = zext nneg i32 %53 to i64
  %57 = getelementptr inbounds nuw i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %55, %50
  %60 = phi i32 [ %58, %55 ], [ 0, %50 ]
  %61 = add nsw i32 %60, %52
  store i32 %61, ptr %19, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %69, label %62

62:                                               ; preds = %77, %59
  %63 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  %64 = load i32, ptr %19, align 4, !tbaa !6
  %65 = sub i32 %63, %61
  %66 = add i32 %65, %64
  %67 = add nuw nsw i32 %26, %21
  %68 = icmp slt i32 %67, %2
  br i1 %68, label %83, label %86

69:                                               ; preds = %59, %77
  %70 = phi i32 [ %81, %77 ], [ 1, %59 ]
  %71 = icmp slt i32 %10, %70
  br i1 %71, label %77, label %72

72:                                               ; preds = %69
  %73 = sub nsw i32 %10, %70
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE5s_tot to ptr), i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  br label %77

77:                                               ; preds = %69, %72
  %78 = phi i32 [ %76, %72 ], [ 0, %69 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %79 = load i32, ptr %19, align 4, !tbaa !6
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr %19, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = shl i32 %70, 1
  %82 = icmp slt i32 %81, %7
  br i1 %82, label %69, label %62, !llvm.loop !17

83:                                               ; preds = %62
  %84 = zext nneg i32 %67 to i64
  %85 = getelementptr inbounds nuw i32, ptr %1, i64 %84
  store i32 %66, ptr %85, align 4, !tbaa !6
  br label %86

86:                                               ; preds = %83, %62
  %87 = add nsw i32 %34, %66
  %88 = or disjoint i32 %67, 1
  %89 = icmp slt i32 %88, %2
  br i1 %89, label %90, label %93

90:                                               ; preds = %86
  %91 = zext nneg i32 %88 to i64
  %92 = getelementptr inbounds nuw i32, ptr %1, i64 %91
  store i32 %87, ptr %92, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %90, %86
  %94 = add nsw i32 %42, %87
  %95 = or disjoint i32 %67, 2
  %96 = icmp slt i32 %95, %2
  br i1 %96, label %97, label %100

97:                                               ; preds = %93
  %98 = zext nneg i32 %95 to i64
  %99 = getelementptr inbounds nuw i32, ptr %1, i64 %98
  store i32 %94, ptr %99, align 4, !tbaa !6
  br label %100

100:                                              ; preds = %97, %93
  %101 = or disjoint i32 %67, 3
  %102 = icmp slt i32 %101, %2
  br i1 %102, label %103, label %107

103:                                              ; preds = %100
  %104 = add nsw i32 %51, %94
  %105 = zext nneg i32 %101 to i64
  %106 = getelementptr inbounds nuw i32, ptr %1, i64 %105
  store i32 %104, ptr %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %103, %100
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %23, label %108, label %112

108:                                              ; preds = %107
  %109 = load i32, ptr %19, align 4, !tbaa !6
  %110 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  br label %112

112:                                              ; preds = %108, %107
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %113 = add nuw nsw i32 %26, %14
  %114 = icmp slt i32 %113, %2
  br i1 %114, label %25, label %24, !llvm.loop !18

115:                                              ; preds = %24
  %116 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  %117 = zext nneg i32 %2 to i64
  %118 = getelementptr inbounds nuw i32, ptr %1, i64 %117
  store i32 %116, ptr %118, align 4, !tbaa !6
  br label %119

119:                                              ; preds = %24, %115, %3, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z21insertion_sort_globalPmi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %5, label %4

4:                                                ; preds = %21, %2
  ret void

5:                                                ; preds = %2, %21
  %6 = phi i32 [ %25, %21 ], [ 1, %2 ]
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds nuw i64, ptr %0, i64 %7
  %9 = load i64, ptr %8, align 8, !tbaa !19
  br label %10

10:                                               ; preds = %5, %17
  %11 = phi i32 [ %6, %5 ], [ %12, %17 ]
  %12 = add nsw i32 %11, -1
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw i64, ptr %0, i64 %13
  %15 = load i64, ptr %14, align 8, !tbaa !19
  %16 = icmp ugt i64 %15, %9
  br i1 %16, label %17, label %21

17:                                               ; preds = %10
  %18 = zext nneg i32 %11 to i64
  %19 = getelementptr inbounds nuw i64, ptr %0, i64 %18
  store i64 %15, ptr %19, align 8, !tbaa !19
  %20 = icmp sgt i32 %11, 1
  br i1 %20, label %10, label %21, !llvm.loop !21

21:                                               ; preds = %17, %10
  %22 = phi i32 [ 0, %17 ], [ %11, %10 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, ptr %0, i64 %23
  store i64 %9, ptr %24, align 8, !tbaa !19
  %25 = add nuw nsw i32 %6, 1
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %4, label %5, !llvm.loop !22
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @csc_scatter_sort(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = alloca [16 x i64], align 8
  %13 = icmp slt i32 %9, 1
  %14 = add i32 %10, -1025
  %15 = icmp ult i32 %14, -1024
  %16 = or i1 %13, %15
  br i1 %16, label %442, label %17

17:                                               ; preds = %11
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %10, %18
  %20 = icmp slt i32 %19, %9
  br i1 %20, label %21, label %442

21:                                               ; preds = %17
  %22 = add nsw i32 %19, %10
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %22, i32 %9)
  %24 = sub nsw i32 %23, %19
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = icmp slt i32 %25, %24
  br i1 %26, label %27, label %29

27:                                               ; preds = %21
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %31

29:                                               ; preds = %31, %21
  %30 = icmp eq i32 %25, 0
  br i1 %30, label %38, label %39

31:                                               ; preds = %27, %31
  %32 = phi i32 [ %25, %27 ], [ %36, %31 ]
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %33
  store i32 0, ptr %34, align 4, !tbaa !6
  %35 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cur to ptr), i64 %33
  store i32 0, ptr %35, align 4, !tbaa !6
  %36 = add i32 %32, %28
  %37 = icmp slt i32 %36, %24
  br i1 %37, label %31, label %29, !llvm.loop !23

38:                                               ; preds = %29
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE7s_below to ptr), align 4, !tbaa !6
  br label %39

39:                                               ; preds = %38, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = icmp slt i32 %25, %7
  br i1 %40, label %41, label %43

41:                                               ; preds = %39
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %46

43:                                               ; preds = %59, %39
  %44 = phi i32 [ 0, %39 ], [ %60, %59 ]
  %45 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE7s_below to ptr), i32 %44 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %87, label %107

46:                                               ; preds = %41, %59
  %47 = phi i32 [ 0, %41 ], [ %60, %59 ]
  %48 = phi i32 [ %25, %41 ], [ %61, %59 ]
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %0, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call noundef i32 @llvm.smax.i32(i32 %51, i32 0)
  %53 = tail call noundef i32 @llvm.smin.i32(i32 %52, i32 %8)
  %54 = getelementptr i8, ptr %50, i64 4
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = tail call noundef i32 @llvm.smax.i32(i32 %55, i32 %53)
  %57 = tail call noundef i32 @llvm.smin.i32(i32 %56, i32 %8)
  %58 = icmp slt i32 %52, %57
  br i1 %58, label %63, label %59

59:                                               ; preds = %83, %46
  %60 = phi i32 [ %47, %46 ], [ %84, %83 ]
  %61 = add i32 %48, %42
  %62 = icmp slt i32 %61, %7
  br i1 %62, label %46, label %43, !llvm.loop !24

63:                                               ; preds = %46, %83
  %64 = phi i32 [ %84, %83 ], [ %47, %46 ]
  %65 = phi i32 [ %85, %83 ], [ %53, %46 ]
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %1, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = srem i32 %68, %9
  %70 = icmp slt i32 %69, 0
  %71 = select i1 %70, i32 %9, i32 0
  %72 = add nsw i32 %71, %69
  %73 = icmp slt i32 %72, %19
  br i1 %73, label %74, label %76

74:                                               ; preds = %63
  %75 = add nsw i32 %64, 1
  br label %83

76:                                               ; preds = %63
  %77 = icmp slt i32 %72, %23
  br i1 %77, label %78, label %83

78:                                               ; preds = %76
  %79 = sub nsw i32 %72, %19
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %80
  %82 = atomicrmw add ptr %81, i32 1 seq_cst, align 4
  br label %83

83:                                               ; preds = %76, %78, %74
  %84 = phi i32 [ %75, %74 ], [ %64, %78 ], [ %64, %76 ]
  %85 = add nsw i32 %65, 1
  %86 = icmp eq i32 %85, %57
  br i1 %86, label %59, label %63, !llvm.loop !25

87:                                               ; preds = %43
  %88 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE7s_below to ptr), align 4, !tbaa !6
  %89 = icmp sgt i32 %24, 0
  br i1 %89, label %93, label %90

90:                                               ; preds = %93, %87
  %91 = phi i32 [ %88, %87 ], [ %100, %93 ]
  %92 = icmp sgt i32 %9, %22
  br i1 %92, label %107, label %103

93:                                               ; preds = %87, %93
  %94 = phi i32 [ %100, %93 ], [ %88, %87 ]
  %95 = phi i32 [ %101, %93 ], [ 0, %87 ]
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %96
  store i32 %94, ptr %97, align 4, !tbaa !6
  %98 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %96
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = add nsw i32 %99, %94
  %101 = add nuw nsw i32 %95, 1
  %102 = icmp eq i32 %101, %24
  br i1 %102, label %90, label %93, !llvm.loop !26

103:                                              ; preds = %90
  %104 = tail call noundef i32 @llvm.smin.i32(i32 %91, i32 %8)
  %105 = zext nneg i32 %9 to i64
  %106 = getelementptr inbounds nuw i32, ptr %3, i64 %105
  store i32 %104, ptr %106, align 4, !tbaa !6
  br label %107

107:                                              ; preds = %90, %103, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %108 = icmp slt i32 %25, %24
  br i1 %108, label %109, label %111

109:                                              ; preds = %107
  %110 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %115

111:                                              ; preds = %115, %107
  %112 = icmp slt i32 %25, %7
  br i1 %112, label %113, label %126

113:                                              ; preds = %111
  %114 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %161

115:                                              ; preds = %109, %115
  %116 = phi i32 [ %25, %109 ], [ %124, %115 ]
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = tail call noundef i32 @llvm.smin.i32(i32 %119, i32 %8)
  %121 = add nsw i32 %116, %19
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr %3, i64 %122
  store i32 %120, ptr %123, align 4, !tbaa !6
  %124 = add i32 %116, %110
  %125 = icmp slt i32 %124, %24
  br i1 %125, label %115, label %111, !llvm.loop !27

126:                                              ; preds = %176, %111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = icmp slt i32 %25, %24
  br i1 %127, label %128, label %442

128:                                              ; preds = %126
  %129 = add nsw i32 %8, -1
  %130 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %131 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %132 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %133 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %134 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %135 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %136 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %137 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %138 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %139 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %140 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %141 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %142 = getelementptr inbounds nuw i8, ptr %12, i64 96
  %143 = getelementptr inbounds nuw i8, ptr %12, i64 104
  %144 = getelementptr inbounds nuw i8, ptr %12, i64 112
  %145 = getelementptr inbounds nuw i8, ptr %12, i64 120
  %146 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %147 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %148 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %149 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %150 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %151 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %152 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %153 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %154 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %155 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %156 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %157 = getelementptr inbounds nuw i8, ptr %12, i64 96
  %158 = getelementptr inbounds nuw i8, ptr %12, i64 104
  %159 = getelementptr inbounds nuw i8, ptr %12, i64 112
  %160 = getelementptr inbounds nuw i8, ptr %12, i64 120
  br label %211

161:                                              ; preds = %113, %176
  %162 = phi i32 [ %25, %113 ], [ %177, %176 ]
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i32, ptr %0, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = tail call noundef i32 @llvm.smax.i32(i32 %165, i32 0)
  %167 = tail call noundef i32 @llvm.smin.i32(i32 %166, i32 %8)
  %168 = getelementptr i8, ptr %164, i64 4
  %169 = load i32, ptr %168, align 4, !tbaa !6
  %170 = tail call noundef i32 @llvm.smax.i32(i32 %169, i32 %167)
  %171 = tail call noundef i32 @llvm.smin.i32(i32 %170, i32 %8)
  %172 = icmp slt i32 %166, %171
  br i1 %172, label %173, label %176

173:                                              ; preds = %161
  %174 = zext i32 %162 to i64
  %175 = shl nuw i64 %174, 32
  br label %179

176:                                              ; preds = %208, %161
  %177 = add i32 %162, %114
  %178 = icmp slt i32 %177, %7
  br i1 %178, label %161, label %126, !llvm.loop !28

179:                                              ; preds = %173, %208
  %180 = phi i32 [ %167, %173 ], [ %209, %208 ]
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i32, ptr %1, i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !6
  %184 = srem i32 %183, %9
  %185 = icmp slt i32 %184, 0
  %186 = select i1 %185, i32 %9, i32 0
  %187 = add nsw i32 %186, %184
  %188 = icmp sge i32 %187, %19
  %189 = icmp slt i32 %187, %23
  %190 = and i1 %188, %189
  br i1 %190, label %191, label %208

191:                                              ; preds = %179
  %192 = sub nsw i32 %187, %19
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %193
  %197 = load i32, ptr %196, align 4, !tbaa !6
  %198 = add nsw i32 %197, %195
  %199 = icmp sgt i32 %198, %8
  br i1 %199, label %208, label %200

200:                                              ; preds = %191
  %201 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cur to ptr), i64 %193
  %202 = atomicrmw add ptr %201, i32 1 seq_cst, align 4
  %203 = add nsw i32 %202, %195
  %204 = zext i32 %180 to i64
  %205 = or disjoint i64 %175, %204
  %206 = sext i32 %203 to i64
  %207 = getelementptr inbounds i64, ptr %4, i64 %206
  store i64 %205, ptr %207, align 8, !tbaa !19
  br label %208

208:                                              ; preds = %191, %179, %200
  %209 = add nsw i32 %180, 1
  %210 = icmp eq i32 %209, %171
  br i1 %210, label %176, label %179, !llvm.loop !29

211:                                              ; preds = %128, %439
  %212 = phi i32 [ %25, %128 ], [ %440, %439 ]
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %213
  %215 = load i32, ptr %214, align 4, !tbaa !6
  %216 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %213
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = icmp slt i32 %217, 1
  %219 = add nsw i32 %217, %215
  %220 = icmp sgt i32 %219, %8
  %221 = select i1 %218, i1 true, i1 %220
  br i1 %221, label %439, label %222

222:                                              ; preds = %211
  %223 = sext i32 %215 to i64
  %224 = getelementptr inbounds i64, ptr %4, i64 %223
  %225 = icmp slt i32 %217, 17
  br i1 %225, label %226, label %418

226:                                              ; preds = %222
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #7
  %227 = load i64, ptr %224, align 8, !tbaa !19
  store i64 %227, ptr %12, align 8, !tbaa !19
  %228 = icmp sgt i32 %217, 1
  br i1 %228, label %251, label %254

229:                                              ; preds = %338, %245
  %230 = phi i32 [ %249, %245 ], [ 1, %338 ]
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds nuw i64, ptr %12, i64 %231
  %233 = load i64, ptr %232, align 8, !tbaa !19
  br label %234

234:                                              ; preds = %229, %241
  %235 = phi i32 [ %230, %229 ], [ %236, %241 ]
  %236 = add nsw i32 %235, -1
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr inbounds nuw i64, ptr %12, i64 %237
  %239 = load i64, ptr %238, align 8, !tbaa !19
  %240 = icmp ugt i64 %239, %233
  br i1 %240, label %241, label %245

241:                                              ; preds = %234
  %242 = zext nneg i32 %235 to i64
  %243 = getelementptr inbounds nuw i64, ptr %12, i64 %242
  store i64 %239, ptr %243, align 8, !tbaa !19
  %244 = icmp sgt i32 %235, 1
  br i1 %244, label %234, label %245, !llvm.loop !30

245:                                              ; preds = %234, %241
  %246 = phi i32 [ %235, %234 ], [ 0, %241 ]
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds i64, ptr %12, i64 %247
  store i64 %233, ptr %248, align 8, !tbaa !19
  %249 = add nuw nsw i32 %230, 1
  %250 = icmp eq i32 %249, %217
  br i1 %250, label %341, label %229, !llvm.loop !31

251:                                              ; preds = %226
  %252 = getelementptr inbounds nuw i8, ptr %224, i64 8
  %253 = load i64, ptr %252, align 8, !tbaa !19
  br label %254

254:                                              ; preds = %251, %226
  %255 = phi i64 [ %253, %251 ], [ -1, %226 ]
  store i64 %255, ptr %131, align 8, !tbaa !19
  %256 = icmp sgt i32 %217, 2
  br i1 %256, label %257, label %260

257:                                              ; preds = %254
  %258 = getelementptr inbounds nuw i8, ptr %224, i64 16
  %259 = load i64, ptr %258, align 8, !tbaa !19
  br label %260

260:                                              ; preds = %257, %254
  %261 = phi i64 [ %259, %257 ], [ -1, %254 ]
  store i64 %261, ptr %132, align 8, !tbaa !19
  %262 = icmp sgt i32 %217, 3
  br i1 %262, label %263, label %266

263:                                              ; preds = %260
  %264 = getelementptr inbounds nuw i8, ptr %224, i64 24
  %265 = load i64, ptr %264, align 8, !tbaa !19
  br label %266

266:                                              ; preds = %263, %260
  %267 = phi i64 [ %265, %263 ], [ -1, %260 ]
  store i64 %267, ptr %133, align 8, !tbaa !19
  %268 = icmp sgt i32 %217, 4
  br i1 %268, label %269, label %272

269:                                              ; preds = %266
  %270 = getelementptr inbounds nuw i8, ptr %224, i64 32
  %271 = load i64, ptr %270, align 8, !tbaa !19
  br label %272

272:                                              ; preds = %269, %266
  %273 = phi i64 [ %271, %269 ], [ -1, %266 ]
  store i64 %273, ptr %134, align 8, !tbaa !19
  %274 = icmp sgt i32 %217, 5
  br i1 %274, label %275, label %278

275:                                              ; preds = %272
  %276 = getelementptr inbounds nuw i8, ptr %224, i64 40
  %277 = load i64, ptr %276, align 8, !tbaa !19
  br label %278

278:                                              ; preds = %275, %272
  %279 = phi i64 [ %277, %275 ], [ -1, %272 ]
  store i64 %279, ptr %135, align 8, !tbaa !19
  %280 = icmp sgt i32 %217, 6
  br i1 %280, label %281, label %284

281:                                              ; preds = %278
  %282 = getelementptr inbounds nuw i8, ptr %224, i64 48
  %283 = load i64, ptr %282, align 8, !tbaa !19
  br label %284

284:                                              ; preds = %281, %278
  %285 = phi i64 [ %283, %281 ], [ -1, %278 ]
  store i64 %285, ptr %136, align 8, !tbaa !19
  %286 = icmp sgt i32 %217, 7
  br i1 %286, label %287, label %290

287:                                              ; preds = %284
  %288 = getelementptr inbounds nuw i8, ptr %224, i64 56
  %289 = load i64, ptr %288, align 8, !tbaa !19
  br label %290

290:                                              ; preds = %287, %284
  %291 = phi i64 [ %289, %287 ], [ -1, %284 ]
  store i64 %291, ptr %137, align 8, !tbaa !19
  %292 = icmp sgt i32 %217, 8
  br i1 %292, label %293, label %296

293:                                              ; preds = %290
  %294 = getelementptr inbounds nuw i8, ptr %224, i64 64
  %295 = load i64, ptr %294, align 8, !tbaa !19
  br label %296

296:                                              ; preds = %293, %290
  %297 = phi i64 [ %295, %293 ], [ -1, %290 ]
  store i64 %297, ptr %138, align 8, !tbaa !19
  %298 = icmp sgt i32 %217, 9
  br i1 %298, label %299, label %302

299:                                              ; preds = %296
  %300 = getelementptr inbounds nuw i8, ptr %224, i64 72
  %301 = load i64, ptr %300, align 8, !tbaa !19
  br label %302

302:                                              ; preds = %299, %296
  %303 = phi i64 [ %301, %299 ], [ -1, %296 ]
  store i64 %303, ptr %139, align 8, !tbaa !19
  %304 = icmp sgt i32 %217, 10
  br i1 %304, label %305, label %308

305:                                              ; preds = %302
  %306 = getelementptr inbounds nuw i8, ptr %224, i64 80
  %307 = load i64, ptr %306, align 8, !tbaa !19
  br label %308

308:                                              ; preds = %305, %302
  %309 = phi i64 [ %307, %305 ], [ -1, %302 ]
  store i64 %309, ptr %140, align 8, !tbaa !19
  %310 = icmp sgt i32 %217, 11
  br i1 %310, label %311, label %314

311:                                              ; preds = %308
  %312 = getelementptr inbounds nuw i8, ptr %224, i64 88
  %313 = load i64, ptr %312, align 8, !tbaa !19
  br label %314

314:                                              ; preds = %311, %308
  %315 = phi i64 [ %313, %311 ], [ -1, %308 ]
  store i64 %315, ptr %141, align 8, !tbaa !19
  %316 = icmp sgt i32 %217, 12
  br i1 %316, label %317, label %320

317:                                              ; preds = %314
  %318 = getelementptr inbounds nuw i8, ptr %224, i64 96
  %319 = load i64, ptr %318, align 8, !tbaa !19
  br label %320

320:                                              ; preds = %317, %314
  %321 = phi i64 [ %319, %317 ], [ -1, %314 ]
  store i64 %321, ptr %142, align 8, !tbaa !19
  %322 = icmp sgt i32 %217, 13
  br i1 %322, label %323, label %326

323:                                              ; preds = %320
  %324 = getelementptr inbounds nuw i8, ptr %224, i64 104
  %325 = load i64, ptr %324, align 8, !tbaa !19
  br label %326

326:                                              ; preds = %323, %320
  %327 = phi i64 [ %325, %323 ], [ -1, %320 ]
  store i64 %327, ptr %143, align 8, !tbaa !19
  %328 = icmp sgt i32 %217, 14
  br i1 %328, label %329, label %332

329:                                              ; preds = %326
  %330 = getelementptr inbounds nuw i8, ptr %224, i64 112
  %331 = load i64, ptr %330, align 8, !tbaa !19
  br label %332

332:                                              ; preds = %329, %326
  %333 = phi i64 [ %331, %329 ], [ -1, %326 ]
  store i64 %333, ptr %144, align 8, !tbaa !19
  %334 = icmp eq i32 %217, 16
  br i1 %334, label %335, label %338

335:                                              ; preds = %332
  %336 = getelementptr inbounds nuw i8, ptr %224, i64 120
  %337 = load i64, ptr %336, align 8, !tbaa !19
  br label %338

338:                                              ; preds = %335, %332
  %339 = phi i64 [ %337, %335 ], [ -1, %332 ]
  store i64 %339, ptr %145, align 8, !tbaa !19
  %340 = icmp sgt i32 %217, 1
  br i1 %340, label %229, label %341

341:                                              ; preds = %245, %338
  %342 = load i64, ptr %12, align 8, !tbaa !19
  store i64 %342, ptr %224, align 8, !tbaa !19
  %343 = icmp sgt i32 %217, 1
  br i1 %343, label %344, label %347

344:                                              ; preds = %341
  %345 = load i64, ptr %146, align 8, !tbaa !19
  %346 = getelementptr inbounds nuw i8, ptr %224, i64 8
  store i64 %345, ptr %346, align 8, !tbaa !19
  br label %347

347:                                              ; preds = %344, %341
  %348 = icmp sgt i32 %217, 2
  br i1 %348, label %349, label %352

349:                                              ; preds = %347
  %350 = load i64, ptr %147, align 8, !tbaa !19
  %351 = getelementptr inbounds nuw i8, ptr %224, i64 16
  store i64 %350, ptr %351, align 8, !tbaa !19
  br label %352

352:                                              ; preds = %349, %347
  %353 = icmp sgt i32 %217, 3
  br i1 %353, label %354, label %357

354:                                              ; preds = %352
  %355 = load i64, ptr %148, align 8, !tbaa !19
  %356 = getelementptr inbounds nuw i8, ptr %224, i64 24
  store i64 %355, ptr %356, align 8, !tbaa !19
  br label %357

357:                                              ; preds = %354, %352
  %358 = icmp sgt i32 %217, 4
  br i1 %358, label %359, label %362

359:                                              ; preds = %357
  %360 = load i64, ptr %149, align 8, !tbaa !19
  %361 = getelementptr inbounds nuw i8, ptr %224, i64 32
  store i64 %360, ptr %361, align 8, !tbaa !19
  br label %362

362:                                              ; preds = %359, %357
  %363 = icmp sgt i32 %217, 5
  br i1 %363, label %364, label %367

364:                                              ; preds = %362
  %365 = load i64, ptr %150, align 8, !tbaa !19
  %366 = getelementptr inbounds nuw i8, ptr %224, i64 40
  store i64 %365, ptr %366, align 8, !tbaa !19
  br label %367

367:                                              ; preds = %364, %362
  %368 = icmp sgt i32 %217, 6
  br i1 %368, label %369, label %372

369:                                              ; preds = %367
  %370 = load i64, ptr %151, align 8, !tbaa !19
  %371 = getelementptr inbounds nuw i8, ptr %224, i64 48
  store i64 %370, ptr %371, align 8, !tbaa !19
  br label %372

372:                                              ; preds = %369, %367
  %373 = icmp sgt i32 %217, 7
  br i1 %373, label %374, label %377

374:                                              ; preds = %372
  %375 = load i64, ptr %152, align 8, !tbaa !19
  %376 = getelementptr inbounds nuw i8, ptr %224, i64 56
  store i64 %375, ptr %376, align 8, !tbaa !19
  br label %377

377:                                              ; preds = %374, %372
  %378 = icmp sgt i32 %217, 8
  br i1 %378, label %379, label %382

379:                                              ; preds = %377
  %380 = load i64, ptr %153, align 8, !tbaa !19
  %381 = getelementptr inbounds nuw i8, ptr %224, i64 64
  store i64 %380, ptr %381, align 8, !tbaa !19
  br label %382

382:                                              ; preds = %379, %377
  %383 = icmp sgt i32 %217, 9
  br i1 %383, label %384, label %387

384:                                              ; preds = %382
  %385 = load i64, ptr %154, align 8, !tbaa !19
  %386 = getelementptr inbounds nuw i8, ptr %224, i64 72
  store i64 %385, ptr %386, align 8, !tbaa !19
  br label %387

387:                                              ; preds = %384, %382
  %388 = icmp sgt i32 %217, 10
  br i1 %388, label %389, label %392

389:                                              ; preds = %387
  %390 = load i64, ptr %155, align 8, !tbaa !19
  %391 = getelementptr inbounds nuw i8, ptr %224, i64 80
  store i64 %390, ptr %391, align 8, !tbaa !19
  br label %392

392:                                              ; preds = %389, %387
  %393 = icmp sgt i32 %217, 11
  br i1 %393, label %394, label %397

394:                                              ; preds = %392
  %395 = load i64, ptr %156, align 8, !tbaa !19
  %396 = getelementptr inbounds nuw i8, ptr %224, i64 88
  store i64 %395, ptr %396, align 8, !tbaa !19
  br label %397

397:                                              ; preds = %394, %392
  %398 = icmp sgt i32 %217, 12
  br i1 %398, label %399, label %402

399:                                              ; preds = %397
  %400 = load i64, ptr %157, align 8, !tbaa !19
  %401 = getelementptr inbounds nuw i8, ptr %224, i64 96
  store i64 %400, ptr %401, align 8, !tbaa !19
  br label %402

402:                                              ; preds = %399, %397
  %403 = icmp sgt i32 %217, 13
  br i1 %403, label %404, label %407

404:                                              ; preds = %402
  %405 = load i64, ptr %158, align 8, !tbaa !19
  %406 = getelementptr inbounds nuw i8, ptr %224, i64 104
  store i64 %405, ptr %406, align 8, !tbaa !19
  br label %407

407:                                              ; preds = %404, %402
  %408 = icmp sgt i32 %217, 14
  br i1 %408, label %409, label %412

409:                                              ; preds = %407
  %410 = load i64, ptr %159, align 8, !tbaa !19
  %411 = getelementptr inbounds nuw i8, ptr %224, i64 112
  store i64 %410, ptr %411, align 8, !tbaa !19
  br label %412

412:                                              ; preds = %409, %407
  %413 = icmp eq i32 %217, 16
  br i1 %413, label %414, label %417

414:                                              ; preds = %412
  %415 = load i64, ptr %160, align 8, !tbaa !19
  %416 = getelementptr inbounds nuw i8, ptr %224, i64 120
  store i64 %415, ptr %416, align 8, !tbaa !19
  br label %417

417:                                              ; preds = %414, %412
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #7
  br label %419

418:                                              ; preds = %222
  tail call void @_Z21insertion_sort_globalPmi(ptr noundef %224, i32 noundef %217) #7
  br label %419

419:                                              ; preds = %417, %418
  br label %420

420:                                              ; preds = %419, %420
  %421 = phi i32 [ %437, %420 ], [ 0, %419 ]
  %422 = zext nneg i32 %421 to i64
  %423 = getelementptr inbounds nuw i64, ptr %224, i64 %422
  %424 = load i64, ptr %423, align 8, !tbaa !19
  %425 = trunc i64 %424 to i32
  %426 = lshr i64 %424, 32
  %427 = trunc nuw i64 %426 to i32
  %428 = add nsw i32 %421, %215
  %429 = sext i32 %428 to i64
  %430 = getelementptr inbounds i32, ptr %5, i64 %429
  store i32 %427, ptr %430, align 4, !tbaa !6
  %431 = tail call noundef i32 @llvm.smax.i32(i32 %425, i32 0)
  %432 = tail call noundef i32 @llvm.smin.i32(i32 %431, i32 %129)
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds float, ptr %2, i64 %433
  %435 = load float, ptr %434, align 4, !tbaa !32
  %436 = getelementptr inbounds float, ptr %6, i64 %429
  store float %435, ptr %436, align 4, !tbaa !32
  %437 = add nuw nsw i32 %421, 1
  %438 = icmp eq i32 %437, %217
  br i1 %438, label %439, label %420, !llvm.loop !34

439:                                              ; preds = %420, %211
  %440 = add i32 %212, %130
  %441 = icmp slt i32 %440, %24
  br i1 %441, label %211, label %442, !llvm.loop !35

442:                                              ; preds = %439, %126, %17, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !8, i64 0}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
!26 = distinct !{!26, !12, !13}
!27 = distinct !{!27, !12, !13}
!28 = distinct !{!28, !12, !13}
!29 = distinct !{!29, !12, !13}
!30 = distinct !{!30, !12, !13}
!31 = distinct !{!31, !12, !13}
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !8, i64 0}
!34 = distinct !{!34, !12, !13}
!35 = distinct !{!35, !12, !13}
