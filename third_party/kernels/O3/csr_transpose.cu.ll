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
  br i1 %7, label %137, label %8

8:                                                ; preds = %6
  %9 = icmp samesign ult i32 %5, 2049
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br i1 %9, label %11, label %22

11:                                               ; preds = %8
  %12 = icmp samesign ult i32 %10, %5
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

15:                                               ; preds = %16, %11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %22

16:                                               ; preds = %13, %16
  %17 = phi i32 [ %10, %13 ], [ %20, %16 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), i64 %18
  store i32 0, ptr %19, align 4, !tbaa !6
  %20 = add nuw nsw i32 %17, %14
  %21 = icmp slt i32 %20, %5
  br i1 %21, label %16, label %15, !llvm.loop !11

22:                                               ; preds = %8, %15
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %25 = mul i32 %23, %24
  %26 = add i32 %25, %10
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %36

28:                                               ; preds = %22
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = mul i32 %29, %24
  %31 = select i1 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), ptr %2
  %32 = select i1 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), ptr %2
  %33 = select i1 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), ptr %2
  %34 = select i1 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), ptr %2
  %35 = select i1 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), ptr %2
  br label %37

36:                                               ; preds = %73, %22
  br i1 %9, label %123, label %137

37:                                               ; preds = %28, %73
  %38 = phi i32 [ %26, %28 ], [ %74, %73 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %4)
  %44 = getelementptr i8, ptr %40, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 %43)
  %47 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %4)
  %48 = icmp slt i32 %42, %47
  br i1 %48, label %49, label %73

49:                                               ; preds = %37
  %50 = sub i32 %47, %43
  %51 = and i32 %50, 3
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %69, label %53

53:                                               ; preds = %49, %53
  %54 = phi i32 [ %66, %53 ], [ %43, %49 ]
  %55 = phi i32 [ %67, %53 ], [ 0, %49 ]
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = srem i32 %58, %5
  %60 = icmp slt i32 %59, 0
  %61 = select i1 %60, i32 %5, i32 0
  %62 = add nsw i32 %61, %59
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %31, i64 %63
  %65 = atomicrmw add ptr %64, i32 1 seq_cst, align 4
  %66 = add nsw i32 %54, 1
  %67 = add i32 %55, 1
  %68 = icmp eq i32 %67, %51
  br i1 %68, label %69, label %53, !llvm.loop !13

69:                                               ; preds = %53, %49
  %70 = phi i32 [ %43, %49 ], [ %66, %53 ]
  %71 = sub i32 %43, %47
  %72 = icmp ugt i32 %71, -4
  br i1 %72, label %73, label %76

73:                                               ; preds = %69, %76, %37
  %74 = add i32 %38, %30
  %75 = icmp slt i32 %74, %3
  br i1 %75, label %37, label %36, !llvm.loop !15

76:                                               ; preds = %69, %76
  %77 = phi i32 [ %121, %76 ], [ %70, %69 ]
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %1, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = srem i32 %80, %5
  %82 = icmp slt i32 %81, 0
  %83 = select i1 %82, i32 %5, i32 0
  %84 = add nsw i32 %83, %81
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i32, ptr %32, i64 %85
  %87 = atomicrmw add ptr %86, i32 1 seq_cst, align 4
  %88 = sext i32 %77 to i64
  %89 = getelementptr i32, ptr %1, i64 %88
  %90 = getelementptr i8, ptr %89, i64 4
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = srem i32 %91, %5
  %93 = icmp slt i32 %92, 0
  %94 = select i1 %93, i32 %5, i32 0
  %95 = add nsw i32 %94, %92
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %33, i64 %96
  %98 = atomicrmw add ptr %97, i32 1 seq_cst, align 4
  %99 = sext i32 %77 to i64
  %100 = getelementptr i32, ptr %1, i64 %99
  %101 = getelementptr i8, ptr %100, i64 8
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = srem i32 %102, %5
  %104 = icmp slt i32 %103, 0
  %105 = select i1 %104, i32 %5, i32 0
  %106 = add nsw i32 %105, %103
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %34, i64 %107
  %109 = atomicrmw add ptr %108, i32 1 seq_cst, align 4
  %110 = sext i32 %77 to i64
  %111 = getelementptr i32, ptr %1, i64 %110
  %112 = getelementptr i8, ptr %111, i64 12
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = srem i32 %113, %5
  %115 = icmp slt i32 %114, 0
  %116 = select i1 %115, i32 %5, i32 0
  %117 = add nsw i32 %116, %114
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds i32, ptr %35, i64 %118
  %120 = atomicrmw add ptr %119, i32 1 seq_cst, align 4
  %121 = add nsw i32 %77, 4
  %122 = icmp eq i32 %121, %47
  br i1 %122, label %73, label %76, !llvm.loop !16

123:                                              ; preds = %36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %124 = icmp slt i32 %10, %5
  br i1 %124, label %125, label %137

125:                                              ; preds = %123, %134
  %126 = phi i32 [ %135, %134 ], [ %10, %123 ]
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17csr_col_histogramE6s_hist to ptr), i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %134, label %131

131:                                              ; preds = %125
  %132 = getelementptr inbounds nuw i32, ptr %2, i64 %127
  %133 = atomicrmw add ptr %132, i32 %129 seq_cst, align 4
  br label %134

134:                                              ; preds = %125, %131
  %135 = add nuw nsw i32 %126, %24
  %136 = icmp slt i32 %135, %5
  br i1 %136, label %125, label %137, !llvm.loop !17

137:                                              ; preds = %134, %123, %36, %6
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
  br i1 %5, label %6, label %110

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = icmp slt i32 %2, 0
  br i1 %8, label %110, label %9

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
  br i1 %15, label %23, label %16

16:                                               ; preds = %13
  %17 = shl nuw nsw i32 %10, 2
  %18 = zext nneg i32 %10 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE5s_tot to ptr), i64 %18
  %20 = icmp samesign ugt i32 %7, 1
  %21 = add nsw i32 %7, -1
  %22 = icmp eq i32 %10, %21
  br label %24

23:                                               ; preds = %103, %13
  br i1 %11, label %106, label %110

24:                                               ; preds = %16, %103
  %25 = phi i32 [ 0, %16 ], [ %104, %103 ]
  %26 = add nuw nsw i32 %25, %17
  %27 = icmp slt i32 %26, %2
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds nuw i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  br label %32

32:                                               ; preds = %24, %28
  %33 = phi i32 [ %31, %28 ], [ 0, %24 ]
  %34 = or disjoint i32 %26, 1
  %35 = icmp slt i32 %34, %2
  br i1 %35, label %36, label %40

36:                                               ; preds = %32
  %37 = zext nneg i32 %34 to i64
  %38 = getelementptr inbounds nuw i32, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  br label %40

40:                                               ; preds = %36, %32
  %41 = phi i32 [ %39, %36 ], [ 0, %32 ]
  %42 = add nsw i32 %41, %33
  %43 = or disjoint i32 %26, 2
  %44 = icmp slt i32 %43, %2
  br i1 %44, label %45, label %49

45:                                               ; preds = %40
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds nuw i32, ptr %0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  br label %49

49:                                               ; preds = %45, %40
  %50 = phi i32 [ %48, %45 ], [ 0, %40 ]
  %51 = add nsw i32 %50, %42
  %52 = or disjoint i32 %26, 3
  %53 = icmp slt i32 %52, %2
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = zext nneg i32 %52 to i64
  %56 = getelementptr inbounds nuw i32, ptr %0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %54, %49
  %59 = phi i32 [ %57, %54 ], [ 0, %49 ]
  %60 = add nsw i32 %59, %51
  store i32 %60, ptr %19, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %66, label %61

61:                                               ; preds = %74, %58
  %62 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  %63 = load i32, ptr %19, align 4, !tbaa !6
  %64 = sub i32 %62, %60
  %65 = add i32 %64, %63
  br i1 %27, label %80, label %83

66:                                               ; preds = %58, %74
  %67 = phi i32 [ %78, %74 ], [ 1, %58 ]
  %68 = icmp slt i32 %10, %67
  br i1 %68, label %74, label %69

69:                                               ; preds = %66
  %70 = sub nsw i32 %10, %67
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE5s_tot to ptr), i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  br label %74

74:                                               ; preds = %66, %69
  %75 = phi i32 [ %73, %69 ], [ 0, %66 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %76 = load i32, ptr %19, align 4, !tbaa !6
  %77 = add nsw i32 %76, %75
  store i32 %77, ptr %19, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %78 = shl i32 %67, 1
  %79 = icmp slt i32 %78, %7
  br i1 %79, label %66, label %61, !llvm.loop !18

80:                                               ; preds = %61
  %81 = zext nneg i32 %26 to i64
  %82 = getelementptr inbounds nuw i32, ptr %1, i64 %81
  store i32 %65, ptr %82, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %80, %61
  %84 = add nsw i32 %33, %65
  br i1 %35, label %85, label %88

85:                                               ; preds = %83
  %86 = zext nneg i32 %34 to i64
  %87 = getelementptr inbounds nuw i32, ptr %1, i64 %86
  store i32 %84, ptr %87, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %85, %83
  %89 = add nsw i32 %41, %84
  br i1 %44, label %90, label %93

90:                                               ; preds = %88
  %91 = zext nneg i32 %43 to i64
  %92 = getelementptr inbounds nuw i32, ptr %1, i64 %91
  store i32 %89, ptr %92, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %90, %88
  br i1 %53, label %94, label %98

94:                                               ; preds = %93
  %95 = add nsw i32 %50, %89
  %96 = zext nneg i32 %52 to i64
  %97 = getelementptr inbounds nuw i32, ptr %1, i64 %96
  store i32 %95, ptr %97, align 4, !tbaa !6
  br label %98

98:                                               ; preds = %94, %93
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %22, label %99, label %103

99:                                               ; preds = %98
  %100 = load i32, ptr %19, align 4, !tbaa !6
  %101 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  br label %103

103:                                              ; preds = %99, %98
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %104 = add nuw nsw i32 %25, %14
  %105 = icmp slt i32 %104, %2
  br i1 %105, label %24, label %23, !llvm.loop !19

106:                                              ; preds = %23
  %107 = zext nneg i32 %2 to i64
  %108 = getelementptr inbounds nuw i32, ptr %1, i64 %107
  %109 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27exclusive_scan_single_blockE7s_carry to ptr), align 4, !tbaa !6
  store i32 %109, ptr %108, align 4, !tbaa !6
  br label %110

110:                                              ; preds = %23, %106, %3, %6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z21insertion_sort_globalPmi(ptr noundef captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 1
  br i1 %3, label %4, label %33

4:                                                ; preds = %2
  %5 = add nsw i32 %1, -1
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %1, 2
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i32 %5, -2
  br label %34

10:                                               ; preds = %70
  %11 = icmp eq i32 %6, 0
  br i1 %11, label %33, label %12

12:                                               ; preds = %10, %4
  %13 = phi i32 [ 1, %4 ], [ %74, %10 ]
  %14 = icmp ne i32 %6, 0
  tail call void @llvm.assume(i1 %14)
  %15 = zext nneg i32 %13 to i64
  %16 = getelementptr inbounds nuw i64, ptr %0, i64 %15
  %17 = load i64, ptr %16, align 8, !tbaa !20
  br label %18

18:                                               ; preds = %25, %12
  %19 = phi i32 [ %13, %12 ], [ %20, %25 ]
  %20 = add nsw i32 %19, -1
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i64, ptr %0, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !20
  %24 = icmp ugt i64 %23, %17
  br i1 %24, label %25, label %29

25:                                               ; preds = %18
  %26 = zext nneg i32 %19 to i64
  %27 = getelementptr inbounds nuw i64, ptr %0, i64 %26
  store i64 %23, ptr %27, align 8, !tbaa !20
  %28 = icmp sgt i32 %19, 1
  br i1 %28, label %18, label %29, !llvm.loop !22

29:                                               ; preds = %25, %18
  %30 = phi i32 [ 0, %25 ], [ %19, %18 ]
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i64, ptr %0, i64 %31
  store i64 %17, ptr %32, align 8, !tbaa !20
  br label %33

33:                                               ; preds = %29, %10, %2
  ret void

34:                                               ; preds = %70, %8
  %35 = phi i32 [ 1, %8 ], [ %74, %70 ]
  %36 = phi i32 [ 0, %8 ], [ %75, %70 ]
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds nuw i64, ptr %0, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !20
  br label %40

40:                                               ; preds = %34, %47
  %41 = phi i32 [ %35, %34 ], [ %42, %47 ]
  %42 = add nsw i32 %41, -1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i64, ptr %0, i64 %43
  %45 = load i64, ptr %44, align 8, !tbaa !20
  %46 = icmp ugt i64 %45, %39
  br i1 %46, label %47, label %51

47:                                               ; preds = %40
  %48 = zext nneg i32 %41 to i64
  %49 = getelementptr inbounds nuw i64, ptr %0, i64 %48
  store i64 %45, ptr %49, align 8, !tbaa !20
  %50 = icmp sgt i32 %41, 1
  br i1 %50, label %40, label %51, !llvm.loop !22

51:                                               ; preds = %47, %40
  %52 = phi i32 [ 0, %47 ], [ %41, %40 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i64, ptr %0, i64 %53
  store i64 %39, ptr %54, align 8, !tbaa !20
  %55 = add nuw nsw i32 %35, 1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i64, ptr %0, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !20
  br label %59

59:                                               ; preds = %66, %51
  %60 = phi i32 [ %55, %51 ], [ %61, %66 ]
  %61 = add nsw i32 %60, -1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw i64, ptr %0, i64 %62
  %64 = load i64, ptr %63, align 8, !tbaa !20
  %65 = icmp ugt i64 %64, %58
  br i1 %65, label %66, label %70

66:                                               ; preds = %59
  %67 = zext nneg i32 %60 to i64
  %68 = getelementptr inbounds nuw i64, ptr %0, i64 %67
  store i64 %64, ptr %68, align 8, !tbaa !20
  %69 = icmp sgt i32 %60, 1
  br i1 %69, label %59, label %70, !llvm.loop !22

70:                                               ; preds = %66, %59
  %71 = phi i32 [ 0, %66 ], [ %60, %59 ]
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i64, ptr %0, i64 %72
  store i64 %58, ptr %73, align 8, !tbaa !20
  %74 = add nuw nsw i32 %35, 2
  %75 = add i32 %36, 2
  %76 = icmp eq i32 %75, %9
  br i1 %76, label %10, label %34, !llvm.loop !23
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @csc_scatter_sort(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = alloca [16 x i64], align 8
  %13 = icmp slt i32 %9, 1
  %14 = add i32 %10, -1025
  %15 = icmp ult i32 %14, -1024
  %16 = or i1 %13, %15
  br i1 %16, label %725, label %17

17:                                               ; preds = %11
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %10, %18
  %20 = icmp slt i32 %19, %9
  br i1 %20, label %21, label %725

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
  br i1 %37, label %31, label %29, !llvm.loop !24

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

43:                                               ; preds = %90, %39
  %44 = phi i32 [ 0, %39 ], [ %91, %90 ]
  %45 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE7s_below to ptr), i32 %44 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %138, label %226

46:                                               ; preds = %41, %90
  %47 = phi i32 [ 0, %41 ], [ %91, %90 ]
  %48 = phi i32 [ %25, %41 ], [ %92, %90 ]
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
  br i1 %58, label %59, label %90

59:                                               ; preds = %46
  %60 = sub i32 %57, %53
  %61 = add i32 %53, 1
  %62 = and i32 %60, 1
  %63 = icmp eq i32 %62, 0
  br i1 %63, label %85, label %64

64:                                               ; preds = %59
  %65 = sext i32 %53 to i64
  %66 = getelementptr inbounds i32, ptr %1, i64 %65
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = srem i32 %67, %9
  %69 = icmp slt i32 %68, 0
  %70 = select i1 %69, i32 %9, i32 0
  %71 = add nsw i32 %70, %68
  %72 = icmp slt i32 %71, %19
  br i1 %72, label %80, label %73

73:                                               ; preds = %64
  %74 = icmp slt i32 %71, %23
  br i1 %74, label %75, label %82

75:                                               ; preds = %73
  %76 = sub nsw i32 %71, %19
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %77
  %79 = atomicrmw add ptr %78, i32 1 seq_cst, align 4
  br label %82

80:                                               ; preds = %64
  %81 = add nsw i32 %47, 1
  br label %82

82:                                               ; preds = %80, %75, %73
  %83 = phi i32 [ %81, %80 ], [ %47, %75 ], [ %47, %73 ]
  %84 = add nsw i32 %53, 1
  br label %85

85:                                               ; preds = %82, %59
  %86 = phi i32 [ poison, %59 ], [ %83, %82 ]
  %87 = phi i32 [ %47, %59 ], [ %83, %82 ]
  %88 = phi i32 [ %53, %59 ], [ %84, %82 ]
  %89 = icmp eq i32 %57, %61
  br i1 %89, label %90, label %94

90:                                               ; preds = %85, %134, %46
  %91 = phi i32 [ %47, %46 ], [ %86, %85 ], [ %135, %134 ]
  %92 = add i32 %48, %42
  %93 = icmp slt i32 %92, %7
  br i1 %93, label %46, label %43, !llvm.loop !25

94:                                               ; preds = %85, %134
  %95 = phi i32 [ %135, %134 ], [ %87, %85 ]
  %96 = phi i32 [ %136, %134 ], [ %88, %85 ]
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %1, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = srem i32 %99, %9
  %101 = icmp slt i32 %100, 0
  %102 = select i1 %101, i32 %9, i32 0
  %103 = add nsw i32 %102, %100
  %104 = icmp slt i32 %103, %19
  br i1 %104, label %105, label %107

105:                                              ; preds = %94
  %106 = add nsw i32 %95, 1
  br label %114

107:                                              ; preds = %94
  %108 = icmp slt i32 %103, %23
  br i1 %108, label %109, label %114

109:                                              ; preds = %107
  %110 = sub nsw i32 %103, %19
  %111 = zext nneg i32 %110 to i64
  %112 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %111
  %113 = atomicrmw add ptr %112, i32 1 seq_cst, align 4
  br label %114

114:                                              ; preds = %107, %109, %105
  %115 = phi i32 [ %106, %105 ], [ %95, %109 ], [ %95, %107 ]
  %116 = sext i32 %96 to i64
  %117 = getelementptr i32, ptr %1, i64 %116
  %118 = getelementptr i8, ptr %117, i64 4
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = srem i32 %119, %9
  %121 = icmp slt i32 %120, 0
  %122 = select i1 %121, i32 %9, i32 0
  %123 = add nsw i32 %122, %120
  %124 = icmp slt i32 %123, %19
  br i1 %124, label %132, label %125

125:                                              ; preds = %114
  %126 = icmp slt i32 %123, %23
  br i1 %126, label %127, label %134

127:                                              ; preds = %125
  %128 = sub nsw i32 %123, %19
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %129
  %131 = atomicrmw add ptr %130, i32 1 seq_cst, align 4
  br label %134

132:                                              ; preds = %114
  %133 = add nsw i32 %115, 1
  br label %134

134:                                              ; preds = %132, %127, %125
  %135 = phi i32 [ %133, %132 ], [ %115, %127 ], [ %115, %125 ]
  %136 = add nsw i32 %96, 2
  %137 = icmp eq i32 %136, %57
  br i1 %137, label %90, label %94, !llvm.loop !26

138:                                              ; preds = %43
  %139 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE7s_below to ptr), align 4, !tbaa !6
  %140 = icmp sgt i32 %24, 0
  br i1 %140, label %141, label %165

141:                                              ; preds = %138
  %142 = and i32 %24, 7
  %143 = sub i32 %19, %23
  %144 = icmp ugt i32 %143, -8
  br i1 %144, label %149, label %145

145:                                              ; preds = %141
  %146 = and i32 %24, 2147483640
  br label %168

147:                                              ; preds = %168
  %148 = icmp eq i32 %142, 0
  br i1 %148, label %165, label %149

149:                                              ; preds = %147, %141
  %150 = phi i32 [ %139, %141 ], [ %218, %147 ]
  %151 = phi i32 [ 0, %141 ], [ %219, %147 ]
  %152 = icmp ne i32 %142, 0
  tail call void @llvm.assume(i1 %152)
  br label %153

153:                                              ; preds = %153, %149
  %154 = phi i32 [ %161, %153 ], [ %150, %149 ]
  %155 = phi i32 [ %162, %153 ], [ %151, %149 ]
  %156 = phi i32 [ %163, %153 ], [ 0, %149 ]
  %157 = zext nneg i32 %155 to i64
  %158 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %157
  store i32 %154, ptr %158, align 4, !tbaa !6
  %159 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %157
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = add nsw i32 %160, %154
  %162 = add nuw nsw i32 %155, 1
  %163 = add i32 %156, 1
  %164 = icmp eq i32 %163, %142
  br i1 %164, label %165, label %153, !llvm.loop !27

165:                                              ; preds = %147, %153, %138
  %166 = phi i32 [ %139, %138 ], [ %218, %147 ], [ %161, %153 ]
  %167 = icmp sgt i32 %9, %22
  br i1 %167, label %226, label %222

168:                                              ; preds = %168, %145
  %169 = phi i32 [ %139, %145 ], [ %218, %168 ]
  %170 = phi i32 [ 0, %145 ], [ %219, %168 ]
  %171 = phi i32 [ 0, %145 ], [ %220, %168 ]
  %172 = zext nneg i32 %170 to i64
  %173 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %172
  store i32 %169, ptr %173, align 4, !tbaa !6
  %174 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %172
  %175 = load i32, ptr %174, align 4, !tbaa !6
  %176 = add nsw i32 %175, %169
  %177 = or disjoint i32 %170, 1
  %178 = zext nneg i32 %177 to i64
  %179 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %178
  store i32 %176, ptr %179, align 4, !tbaa !6
  %180 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %178
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = add nsw i32 %181, %176
  %183 = or disjoint i32 %170, 2
  %184 = zext nneg i32 %183 to i64
  %185 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %184
  store i32 %182, ptr %185, align 4, !tbaa !6
  %186 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %184
  %187 = load i32, ptr %186, align 4, !tbaa !6
  %188 = add nsw i32 %187, %182
  %189 = or disjoint i32 %170, 3
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %190
  store i32 %188, ptr %191, align 4, !tbaa !6
  %192 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %190
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = add nsw i32 %193, %188
  %195 = or disjoint i32 %170, 4
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %196
  store i32 %194, ptr %197, align 4, !tbaa !6
  %198 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %196
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = add nsw i32 %199, %194
  %201 = or disjoint i32 %170, 5
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %202
  store i32 %200, ptr %203, align 4, !tbaa !6
  %204 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %202
  %205 = load i32, ptr %204, align 4, !tbaa !6
  %206 = add nsw i32 %205, %200
  %207 = or disjoint i32 %170, 6
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %208
  store i32 %206, ptr %209, align 4, !tbaa !6
  %210 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %208
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = add nsw i32 %211, %206
  %213 = or disjoint i32 %170, 7
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %214
  store i32 %212, ptr %215, align 4, !tbaa !6
  %216 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %214
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = add nsw i32 %217, %212
  %219 = add nuw nsw i32 %170, 8
  %220 = add i32 %171, 8
  %221 = icmp eq i32 %220, %146
  br i1 %221, label %147, label %168, !llvm.loop !28

222:                                              ; preds = %165
  %223 = zext nneg i32 %9 to i64
  %224 = getelementptr inbounds nuw i32, ptr %3, i64 %223
  %225 = tail call noundef i32 @llvm.smin.i32(i32 %166, i32 %8)
  store i32 %225, ptr %224, align 4, !tbaa !6
  br label %226

226:                                              ; preds = %165, %222, %43
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %227, label %229

227:                                              ; preds = %226
  %228 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %232

229:                                              ; preds = %232, %226
  br i1 %40, label %230, label %243

230:                                              ; preds = %229
  %231 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %262

232:                                              ; preds = %227, %232
  %233 = phi i32 [ %25, %227 ], [ %241, %232 ]
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = tail call noundef i32 @llvm.smin.i32(i32 %236, i32 %8)
  %238 = add nsw i32 %233, %19
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr %3, i64 %239
  store i32 %237, ptr %240, align 4, !tbaa !6
  %241 = add i32 %233, %228
  %242 = icmp slt i32 %241, %24
  br i1 %242, label %232, label %229, !llvm.loop !29

243:                                              ; preds = %314, %229
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %26, label %244, label %725

244:                                              ; preds = %243
  %245 = add nsw i32 %8, -1
  %246 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %247 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %248 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %249 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %250 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %251 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %252 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %253 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %254 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %255 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %256 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %257 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %258 = getelementptr inbounds nuw i8, ptr %12, i64 96
  %259 = getelementptr inbounds nuw i8, ptr %12, i64 104
  %260 = getelementptr inbounds nuw i8, ptr %12, i64 112
  %261 = getelementptr inbounds nuw i8, ptr %12, i64 120
  br label %378

262:                                              ; preds = %230, %314
  %263 = phi i32 [ %25, %230 ], [ %315, %314 ]
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds i32, ptr %0, i64 %264
  %266 = load i32, ptr %265, align 4, !tbaa !6
  %267 = tail call noundef i32 @llvm.smax.i32(i32 %266, i32 0)
  %268 = tail call noundef i32 @llvm.smin.i32(i32 %267, i32 %8)
  %269 = getelementptr i8, ptr %265, i64 4
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = tail call noundef i32 @llvm.smax.i32(i32 %270, i32 %268)
  %272 = tail call noundef i32 @llvm.smin.i32(i32 %271, i32 %8)
  %273 = icmp slt i32 %267, %272
  br i1 %273, label %274, label %314

274:                                              ; preds = %262
  %275 = zext i32 %263 to i64
  %276 = shl nuw i64 %275, 32
  %277 = sub i32 %272, %268
  %278 = add i32 %268, 1
  %279 = and i32 %277, 1
  %280 = icmp eq i32 %279, 0
  br i1 %280, label %311, label %281

281:                                              ; preds = %274
  %282 = sext i32 %268 to i64
  %283 = getelementptr inbounds i32, ptr %1, i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !6
  %285 = srem i32 %284, %9
  %286 = icmp slt i32 %285, 0
  %287 = select i1 %286, i32 %9, i32 0
  %288 = add nsw i32 %287, %285
  %289 = icmp sge i32 %288, %19
  %290 = icmp slt i32 %288, %23
  %291 = and i1 %289, %290
  br i1 %291, label %292, label %309

292:                                              ; preds = %281
  %293 = sub nsw i32 %288, %19
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !6
  %297 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %294
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = add nsw i32 %298, %296
  %300 = icmp sgt i32 %299, %8
  br i1 %300, label %309, label %301

301:                                              ; preds = %292
  %302 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cur to ptr), i64 %294
  %303 = atomicrmw add ptr %302, i32 1 seq_cst, align 4
  %304 = add nsw i32 %303, %296
  %305 = zext i32 %268 to i64
  %306 = or disjoint i64 %276, %305
  %307 = sext i32 %304 to i64
  %308 = getelementptr inbounds i64, ptr %4, i64 %307
  store i64 %306, ptr %308, align 8, !tbaa !20
  br label %309

309:                                              ; preds = %301, %292, %281
  %310 = add nsw i32 %268, 1
  br label %311

311:                                              ; preds = %309, %274
  %312 = phi i32 [ %268, %274 ], [ %310, %309 ]
  %313 = icmp eq i32 %272, %278
  br i1 %313, label %314, label %317

314:                                              ; preds = %311, %375, %262
  %315 = add i32 %263, %231
  %316 = icmp slt i32 %315, %7
  br i1 %316, label %262, label %243, !llvm.loop !30

317:                                              ; preds = %311, %375
  %318 = phi i32 [ %376, %375 ], [ %312, %311 ]
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds i32, ptr %1, i64 %319
  %321 = load i32, ptr %320, align 4, !tbaa !6
  %322 = srem i32 %321, %9
  %323 = icmp slt i32 %322, 0
  %324 = select i1 %323, i32 %9, i32 0
  %325 = add nsw i32 %324, %322
  %326 = icmp sge i32 %325, %19
  %327 = icmp slt i32 %325, %23
  %328 = and i1 %326, %327
  br i1 %328, label %329, label %346

329:                                              ; preds = %317
  %330 = sub nsw i32 %325, %19
  %331 = zext nneg i32 %330 to i64
  %332 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %331
  %333 = load i32, ptr %332, align 4, !tbaa !6
  %334 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %331
  %335 = load i32, ptr %334, align 4, !tbaa !6
  %336 = add nsw i32 %335, %333
  %337 = icmp sgt i32 %336, %8
  br i1 %337, label %346, label %338

338:                                              ; preds = %329
  %339 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cur to ptr), i64 %331
  %340 = atomicrmw add ptr %339, i32 1 seq_cst, align 4
  %341 = add nsw i32 %340, %333
  %342 = zext i32 %318 to i64
  %343 = or disjoint i64 %276, %342
  %344 = sext i32 %341 to i64
  %345 = getelementptr inbounds i64, ptr %4, i64 %344
  store i64 %343, ptr %345, align 8, !tbaa !20
  br label %346

346:                                              ; preds = %329, %317, %338
  %347 = add nsw i32 %318, 1
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i32, ptr %1, i64 %348
  %350 = load i32, ptr %349, align 4, !tbaa !6
  %351 = srem i32 %350, %9
  %352 = icmp slt i32 %351, 0
  %353 = select i1 %352, i32 %9, i32 0
  %354 = add nsw i32 %353, %351
  %355 = icmp sge i32 %354, %19
  %356 = icmp slt i32 %354, %23
  %357 = and i1 %355, %356
  br i1 %357, label %358, label %375

358:                                              ; preds = %346
  %359 = sub nsw i32 %354, %19
  %360 = zext nneg i32 %359 to i64
  %361 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %360
  %362 = load i32, ptr %361, align 4, !tbaa !6
  %363 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %360
  %364 = load i32, ptr %363, align 4, !tbaa !6
  %365 = add nsw i32 %364, %362
  %366 = icmp sgt i32 %365, %8
  br i1 %366, label %375, label %367

367:                                              ; preds = %358
  %368 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cur to ptr), i64 %360
  %369 = atomicrmw add ptr %368, i32 1 seq_cst, align 4
  %370 = add nsw i32 %369, %362
  %371 = zext i32 %347 to i64
  %372 = or disjoint i64 %276, %371
  %373 = sext i32 %370 to i64
  %374 = getelementptr inbounds i64, ptr %4, i64 %373
  store i64 %372, ptr %374, align 8, !tbaa !20
  br label %375

375:                                              ; preds = %367, %358, %346
  %376 = add nsw i32 %318, 2
  %377 = icmp eq i32 %376, %272
  br i1 %377, label %314, label %317, !llvm.loop !31

378:                                              ; preds = %244, %722
  %379 = phi i32 [ %25, %244 ], [ %723, %722 ]
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_off to ptr), i64 %380
  %382 = load i32, ptr %381, align 4, !tbaa !6
  %383 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16csc_scatter_sortE5s_cnt to ptr), i64 %380
  %384 = load i32, ptr %383, align 4, !tbaa !6
  %385 = icmp slt i32 %384, 1
  %386 = add nsw i32 %384, %382
  %387 = icmp sgt i32 %386, %8
  %388 = select i1 %385, i1 true, i1 %387
  br i1 %388, label %722, label %389

389:                                              ; preds = %378
  %390 = sext i32 %382 to i64
  %391 = getelementptr inbounds i64, ptr %4, i64 %390
  %392 = icmp samesign ult i32 %384, 17
  br i1 %392, label %393, label %620

393:                                              ; preds = %389
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #8
  %394 = load i64, ptr %391, align 8, !tbaa !20
  store i64 %394, ptr %12, align 8, !tbaa !20
  %395 = icmp samesign ugt i32 %384, 1
  br i1 %395, label %439, label %442

396:                                              ; preds = %432, %532
  %397 = phi i32 [ 1, %532 ], [ %436, %432 ]
  %398 = phi i32 [ 0, %532 ], [ %437, %432 ]
  %399 = zext nneg i32 %397 to i64
  %400 = getelementptr inbounds nuw i64, ptr %12, i64 %399
  %401 = load i64, ptr %400, align 8, !tbaa !20
  br label %402

402:                                              ; preds = %396, %409
  %403 = phi i32 [ %397, %396 ], [ %404, %409 ]
  %404 = add nsw i32 %403, -1
  %405 = zext nneg i32 %404 to i64
  %406 = getelementptr inbounds nuw i64, ptr %12, i64 %405
  %407 = load i64, ptr %406, align 8, !tbaa !20
  %408 = icmp ugt i64 %407, %401
  br i1 %408, label %409, label %413

409:                                              ; preds = %402
  %410 = zext nneg i32 %403 to i64
  %411 = getelementptr inbounds nuw i64, ptr %12, i64 %410
  store i64 %407, ptr %411, align 8, !tbaa !20
  %412 = icmp sgt i32 %403, 1
  br i1 %412, label %402, label %413, !llvm.loop !32

413:                                              ; preds = %402, %409
  %414 = phi i32 [ %403, %402 ], [ 0, %409 ]
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds i64, ptr %12, i64 %415
  store i64 %401, ptr %416, align 8, !tbaa !20
  %417 = add nuw nsw i32 %397, 1
  %418 = zext nneg i32 %417 to i64
  %419 = getelementptr inbounds nuw i64, ptr %12, i64 %418
  %420 = load i64, ptr %419, align 8, !tbaa !20
  br label %421

421:                                              ; preds = %428, %413
  %422 = phi i32 [ %417, %413 ], [ %423, %428 ]
  %423 = add nsw i32 %422, -1
  %424 = zext nneg i32 %423 to i64
  %425 = getelementptr inbounds nuw i64, ptr %12, i64 %424
  %426 = load i64, ptr %425, align 8, !tbaa !20
  %427 = icmp ugt i64 %426, %420
  br i1 %427, label %428, label %432

428:                                              ; preds = %421
  %429 = zext nneg i32 %422 to i64
  %430 = getelementptr inbounds nuw i64, ptr %12, i64 %429
  store i64 %426, ptr %430, align 8, !tbaa !20
  %431 = icmp sgt i32 %422, 1
  br i1 %431, label %421, label %432, !llvm.loop !32

432:                                              ; preds = %428, %421
  %433 = phi i32 [ %422, %421 ], [ 0, %428 ]
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds i64, ptr %12, i64 %434
  store i64 %420, ptr %435, align 8, !tbaa !20
  %436 = add nuw nsw i32 %397, 2
  %437 = add i32 %398, 2
  %438 = icmp eq i32 %437, %533
  br i1 %438, label %534, label %396, !llvm.loop !33

439:                                              ; preds = %393
  %440 = getelementptr inbounds nuw i8, ptr %391, i64 8
  %441 = load i64, ptr %440, align 8, !tbaa !20
  br label %442

442:                                              ; preds = %439, %393
  %443 = phi i64 [ %441, %439 ], [ -1, %393 ]
  store i64 %443, ptr %247, align 8, !tbaa !20
  %444 = icmp samesign ugt i32 %384, 2
  br i1 %444, label %445, label %448

445:                                              ; preds = %442
  %446 = getelementptr inbounds nuw i8, ptr %391, i64 16
  %447 = load i64, ptr %446, align 8, !tbaa !20
  br label %448

448:                                              ; preds = %445, %442
  %449 = phi i64 [ %447, %445 ], [ -1, %442 ]
  store i64 %449, ptr %248, align 8, !tbaa !20
  %450 = icmp samesign ugt i32 %384, 3
  br i1 %450, label %451, label %454

451:                                              ; preds = %448
  %452 = getelementptr inbounds nuw i8, ptr %391, i64 24
  %453 = load i64, ptr %452, align 8, !tbaa !20
  br label %454

454:                                              ; preds = %451, %448
  %455 = phi i64 [ %453, %451 ], [ -1, %448 ]
  store i64 %455, ptr %249, align 8, !tbaa !20
  %456 = icmp samesign ugt i32 %384, 4
  br i1 %456, label %457, label %460

457:                                              ; preds = %454
  %458 = getelementptr inbounds nuw i8, ptr %391, i64 32
  %459 = load i64, ptr %458, align 8, !tbaa !20
  br label %460

460:                                              ; preds = %457, %454
  %461 = phi i64 [ %459, %457 ], [ -1, %454 ]
  store i64 %461, ptr %250, align 8, !tbaa !20
  %462 = icmp samesign ugt i32 %384, 5
  br i1 %462, label %463, label %466

463:                                              ; preds = %460
  %464 = getelementptr inbounds nuw i8, ptr %391, i64 40
  %465 = load i64, ptr %464, align 8, !tbaa !20
  br label %466

466:                                              ; preds = %463, %460
  %467 = phi i64 [ %465, %463 ], [ -1, %460 ]
  store i64 %467, ptr %251, align 8, !tbaa !20
  %468 = icmp samesign ugt i32 %384, 6
  br i1 %468, label %469, label %472

469:                                              ; preds = %466
  %470 = getelementptr inbounds nuw i8, ptr %391, i64 48
  %471 = load i64, ptr %470, align 8, !tbaa !20
  br label %472

472:                                              ; preds = %469, %466
  %473 = phi i64 [ %471, %469 ], [ -1, %466 ]
  store i64 %473, ptr %252, align 8, !tbaa !20
  %474 = icmp samesign ugt i32 %384, 7
  br i1 %474, label %475, label %478

475:                                              ; preds = %472
  %476 = getelementptr inbounds nuw i8, ptr %391, i64 56
  %477 = load i64, ptr %476, align 8, !tbaa !20
  br label %478

478:                                              ; preds = %475, %472
  %479 = phi i64 [ %477, %475 ], [ -1, %472 ]
  store i64 %479, ptr %253, align 8, !tbaa !20
  %480 = icmp samesign ugt i32 %384, 8
  br i1 %480, label %481, label %484

481:                                              ; preds = %478
  %482 = getelementptr inbounds nuw i8, ptr %391, i64 64
  %483 = load i64, ptr %482, align 8, !tbaa !20
  br label %484

484:                                              ; preds = %481, %478
  %485 = phi i64 [ %483, %481 ], [ -1, %478 ]
  store i64 %485, ptr %254, align 8, !tbaa !20
  %486 = icmp samesign ugt i32 %384, 9
  br i1 %486, label %487, label %490

487:                                              ; preds = %484
  %488 = getelementptr inbounds nuw i8, ptr %391, i64 72
  %489 = load i64, ptr %488, align 8, !tbaa !20
  br label %490

490:                                              ; preds = %487, %484
  %491 = phi i64 [ %489, %487 ], [ -1, %484 ]
  store i64 %491, ptr %255, align 8, !tbaa !20
  %492 = icmp samesign ugt i32 %384, 10
  br i1 %492, label %493, label %496

493:                                              ; preds = %490
  %494 = getelementptr inbounds nuw i8, ptr %391, i64 80
  %495 = load i64, ptr %494, align 8, !tbaa !20
  br label %496

496:                                              ; preds = %493, %490
  %497 = phi i64 [ %495, %493 ], [ -1, %490 ]
  store i64 %497, ptr %256, align 8, !tbaa !20
  %498 = icmp samesign ugt i32 %384, 11
  br i1 %498, label %499, label %502

499:                                              ; preds = %496
  %500 = getelementptr inbounds nuw i8, ptr %391, i64 88
  %501 = load i64, ptr %500, align 8, !tbaa !20
  br label %502

502:                                              ; preds = %499, %496
  %503 = phi i64 [ %501, %499 ], [ -1, %496 ]
  store i64 %503, ptr %257, align 8, !tbaa !20
  %504 = icmp samesign ugt i32 %384, 12
  br i1 %504, label %505, label %508

505:                                              ; preds = %502
  %506 = getelementptr inbounds nuw i8, ptr %391, i64 96
  %507 = load i64, ptr %506, align 8, !tbaa !20
  br label %508

508:                                              ; preds = %505, %502
  %509 = phi i64 [ %507, %505 ], [ -1, %502 ]
  store i64 %509, ptr %258, align 8, !tbaa !20
  %510 = icmp samesign ugt i32 %384, 13
  br i1 %510, label %511, label %514

511:                                              ; preds = %508
  %512 = getelementptr inbounds nuw i8, ptr %391, i64 104
  %513 = load i64, ptr %512, align 8, !tbaa !20
  br label %514

514:                                              ; preds = %511, %508
  %515 = phi i64 [ %513, %511 ], [ -1, %508 ]
  store i64 %515, ptr %259, align 8, !tbaa !20
  %516 = icmp samesign ugt i32 %384, 14
  br i1 %516, label %517, label %520

517:                                              ; preds = %514
  %518 = getelementptr inbounds nuw i8, ptr %391, i64 112
  %519 = load i64, ptr %518, align 8, !tbaa !20
  br label %520

520:                                              ; preds = %517, %514
  %521 = phi i64 [ %519, %517 ], [ -1, %514 ]
  store i64 %521, ptr %260, align 8, !tbaa !20
  %522 = icmp eq i32 %384, 16
  br i1 %522, label %523, label %526

523:                                              ; preds = %520
  %524 = getelementptr inbounds nuw i8, ptr %391, i64 120
  %525 = load i64, ptr %524, align 8, !tbaa !20
  br label %526

526:                                              ; preds = %523, %520
  %527 = phi i64 [ %525, %523 ], [ -1, %520 ]
  store i64 %527, ptr %261, align 8, !tbaa !20
  br i1 %395, label %528, label %561

528:                                              ; preds = %526
  %529 = add nsw i32 %384, -1
  %530 = and i32 %529, 1
  %531 = icmp eq i32 %384, 2
  br i1 %531, label %536, label %532

532:                                              ; preds = %528
  %533 = and i32 %529, -2
  br label %396

534:                                              ; preds = %432
  %535 = icmp eq i32 %530, 0
  br i1 %535, label %557, label %536

536:                                              ; preds = %534, %528
  %537 = phi i32 [ 1, %528 ], [ %436, %534 ]
  %538 = icmp ne i32 %530, 0
  tail call void @llvm.assume(i1 %538)
  %539 = zext nneg i32 %537 to i64
  %540 = getelementptr inbounds nuw i64, ptr %12, i64 %539
  %541 = load i64, ptr %540, align 8, !tbaa !20
  br label %542

542:                                              ; preds = %549, %536
  %543 = phi i32 [ %537, %536 ], [ %544, %549 ]
  %544 = add nsw i32 %543, -1
  %545 = zext nneg i32 %544 to i64
  %546 = getelementptr inbounds nuw i64, ptr %12, i64 %545
  %547 = load i64, ptr %546, align 8, !tbaa !20
  %548 = icmp ugt i64 %547, %541
  br i1 %548, label %549, label %553

549:                                              ; preds = %542
  %550 = zext nneg i32 %543 to i64
  %551 = getelementptr inbounds nuw i64, ptr %12, i64 %550
  store i64 %547, ptr %551, align 8, !tbaa !20
  %552 = icmp sgt i32 %543, 1
  br i1 %552, label %542, label %553, !llvm.loop !32

553:                                              ; preds = %549, %542
  %554 = phi i32 [ %543, %542 ], [ 0, %549 ]
  %555 = sext i32 %554 to i64
  %556 = getelementptr inbounds i64, ptr %12, i64 %555
  store i64 %541, ptr %556, align 8, !tbaa !20
  br label %557

557:                                              ; preds = %534, %553
  %558 = load i64, ptr %12, align 8, !tbaa !20
  store i64 %558, ptr %391, align 8, !tbaa !20
  %559 = getelementptr inbounds nuw i8, ptr %391, i64 8
  %560 = load i64, ptr %247, align 8, !tbaa !20
  store i64 %560, ptr %559, align 8, !tbaa !20
  br label %563

561:                                              ; preds = %526
  %562 = load i64, ptr %12, align 8, !tbaa !20
  store i64 %562, ptr %391, align 8, !tbaa !20
  br label %563

563:                                              ; preds = %561, %557
  br i1 %444, label %564, label %567

564:                                              ; preds = %563
  %565 = getelementptr inbounds nuw i8, ptr %391, i64 16
  %566 = load i64, ptr %248, align 8, !tbaa !20
  store i64 %566, ptr %565, align 8, !tbaa !20
  br label %567

567:                                              ; preds = %564, %563
  br i1 %450, label %568, label %571

568:                                              ; preds = %567
  %569 = getelementptr inbounds nuw i8, ptr %391, i64 24
  %570 = load i64, ptr %249, align 8, !tbaa !20
  store i64 %570, ptr %569, align 8, !tbaa !20
  br label %571

571:                                              ; preds = %568, %567
  br i1 %456, label %572, label %575

572:                                              ; preds = %571
  %573 = getelementptr inbounds nuw i8, ptr %391, i64 32
  %574 = load i64, ptr %250, align 8, !tbaa !20
  store i64 %574, ptr %573, align 8, !tbaa !20
  br label %575

575:                                              ; preds = %572, %571
  br i1 %462, label %576, label %579

576:                                              ; preds = %575
  %577 = getelementptr inbounds nuw i8, ptr %391, i64 40
  %578 = load i64, ptr %251, align 8, !tbaa !20
  store i64 %578, ptr %577, align 8, !tbaa !20
  br label %579

579:                                              ; preds = %576, %575
  br i1 %468, label %580, label %583

580:                                              ; preds = %579
  %581 = getelementptr inbounds nuw i8, ptr %391, i64 48
  %582 = load i64, ptr %252, align 8, !tbaa !20
  store i64 %582, ptr %581, align 8, !tbaa !20
  br label %583

583:                                              ; preds = %580, %579
  br i1 %474, label %584, label %587

584:                                              ; preds = %583
  %585 = getelementptr inbounds nuw i8, ptr %391, i64 56
  %586 = load i64, ptr %253, align 8, !tbaa !20
  store i64 %586, ptr %585, align 8, !tbaa !20
  br label %587

587:                                              ; preds = %584, %583
  br i1 %480, label %588, label %591

588:                                              ; preds = %587
  %589 = getelementptr inbounds nuw i8, ptr %391, i64 64
  %590 = load i64, ptr %254, align 8, !tbaa !20
  store i64 %590, ptr %589, align 8, !tbaa !20
  br label %591

591:                                              ; preds = %588, %587
  br i1 %486, label %592, label %595

592:                                              ; preds = %591
  %593 = getelementptr inbounds nuw i8, ptr %391, i64 72
  %594 = load i64, ptr %255, align 8, !tbaa !20
  store i64 %594, ptr %593, align 8, !tbaa !20
  br label %595

595:                                              ; preds = %592, %591
  br i1 %492, label %596, label %599

596:                                              ; preds = %595
  %597 = getelementptr inbounds nuw i8, ptr %391, i64 80
  %598 = load i64, ptr %256, align 8, !tbaa !20
  store i64 %598, ptr %597, align 8, !tbaa !20
  br label %599

599:                                              ; preds = %596, %595
  br i1 %498, label %600, label %603

600:                                              ; preds = %599
  %601 = getelementptr inbounds nuw i8, ptr %391, i64 88
  %602 = load i64, ptr %257, align 8, !tbaa !20
  store i64 %602, ptr %601, align 8, !tbaa !20
  br label %603

603:                                              ; preds = %600, %599
  br i1 %504, label %604, label %607

604:                                              ; preds = %603
  %605 = getelementptr inbounds nuw i8, ptr %391, i64 96
  %606 = load i64, ptr %258, align 8, !tbaa !20
  store i64 %606, ptr %605, align 8, !tbaa !20
  br label %607

607:                                              ; preds = %604, %603
  br i1 %510, label %608, label %611

608:                                              ; preds = %607
  %609 = getelementptr inbounds nuw i8, ptr %391, i64 104
  %610 = load i64, ptr %259, align 8, !tbaa !20
  store i64 %610, ptr %609, align 8, !tbaa !20
  br label %611

611:                                              ; preds = %608, %607
  br i1 %516, label %612, label %615

612:                                              ; preds = %611
  %613 = getelementptr inbounds nuw i8, ptr %391, i64 112
  %614 = load i64, ptr %260, align 8, !tbaa !20
  store i64 %614, ptr %613, align 8, !tbaa !20
  br label %615

615:                                              ; preds = %612, %611
  br i1 %522, label %616, label %619

616:                                              ; preds = %615
  %617 = getelementptr inbounds nuw i8, ptr %391, i64 120
  %618 = load i64, ptr %261, align 8, !tbaa !20
  store i64 %618, ptr %617, align 8, !tbaa !20
  br label %619

619:                                              ; preds = %616, %615
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #8
  br label %621

620:                                              ; preds = %389
  tail call void @_Z21insertion_sort_globalPmi(ptr noundef %391, i32 noundef %384) #8
  br label %621

621:                                              ; preds = %619, %620
  %622 = add nsw i32 %384, -1
  %623 = and i32 %384, 3
  %624 = icmp ult i32 %622, 3
  br i1 %624, label %698, label %625

625:                                              ; preds = %621
  %626 = and i32 %384, 2147483644
  br label %627

627:                                              ; preds = %627, %625
  %628 = phi i32 [ 0, %625 ], [ %693, %627 ]
  %629 = phi i32 [ 0, %625 ], [ %694, %627 ]
  %630 = zext nneg i32 %628 to i64
  %631 = getelementptr inbounds nuw i64, ptr %391, i64 %630
  %632 = load i64, ptr %631, align 8, !tbaa !20
  %633 = trunc i64 %632 to i32
  %634 = lshr i64 %632, 32
  %635 = trunc nuw i64 %634 to i32
  %636 = add nsw i32 %628, %382
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds i32, ptr %5, i64 %637
  store i32 %635, ptr %638, align 4, !tbaa !6
  %639 = tail call noundef i32 @llvm.smax.i32(i32 %633, i32 0)
  %640 = tail call noundef i32 @llvm.smin.i32(i32 %639, i32 %245)
  %641 = sext i32 %640 to i64
  %642 = getelementptr inbounds float, ptr %2, i64 %641
  %643 = load float, ptr %642, align 4, !tbaa !34
  %644 = getelementptr inbounds float, ptr %6, i64 %637
  store float %643, ptr %644, align 4, !tbaa !34
  %645 = or disjoint i32 %628, 1
  %646 = zext nneg i32 %645 to i64
  %647 = getelementptr inbounds nuw i64, ptr %391, i64 %646
  %648 = load i64, ptr %647, align 8, !tbaa !20
  %649 = trunc i64 %648 to i32
  %650 = lshr i64 %648, 32
  %651 = trunc nuw i64 %650 to i32
  %652 = add nsw i32 %645, %382
  %653 = sext i32 %652 to i64
  %654 = getelementptr inbounds i32, ptr %5, i64 %653
  store i32 %651, ptr %654, align 4, !tbaa !6
  %655 = tail call noundef i32 @llvm.smax.i32(i32 %649, i32 0)
  %656 = tail call noundef i32 @llvm.smin.i32(i32 %655, i32 %245)
  %657 = sext i32 %656 to i64
  %658 = getelementptr inbounds float, ptr %2, i64 %657
  %659 = load float, ptr %658, align 4, !tbaa !34
  %660 = getelementptr inbounds float, ptr %6, i64 %653
  store float %659, ptr %660, align 4, !tbaa !34
  %661 = or disjoint i32 %628, 2
  %662 = zext nneg i32 %661 to i64
  %663 = getelementptr inbounds nuw i64, ptr %391, i64 %662
  %664 = load i64, ptr %663, align 8, !tbaa !20
  %665 = trunc i64 %664 to i32
  %666 = lshr i64 %664, 32
  %667 = trunc nuw i64 %666 to i32
  %668 = add nsw i32 %661, %382
  %669 = sext i32 %668 to i64
  %670 = getelementptr inbounds i32, ptr %5, i64 %669
  store i32 %667, ptr %670, align 4, !tbaa !6
  %671 = tail call noundef i32 @llvm.smax.i32(i32 %665, i32 0)
  %672 = tail call noundef i32 @llvm.smin.i32(i32 %671, i32 %245)
  %673 = sext i32 %672 to i64
  %674 = getelementptr inbounds float, ptr %2, i64 %673
  %675 = load float, ptr %674, align 4, !tbaa !34
  %676 = getelementptr inbounds float, ptr %6, i64 %669
  store float %675, ptr %676, align 4, !tbaa !34
  %677 = or disjoint i32 %628, 3
  %678 = zext nneg i32 %677 to i64
  %679 = getelementptr inbounds nuw i64, ptr %391, i64 %678
  %680 = load i64, ptr %679, align 8, !tbaa !20
  %681 = trunc i64 %680 to i32
  %682 = lshr i64 %680, 32
  %683 = trunc nuw i64 %682 to i32
  %684 = add nsw i32 %677, %382
  %685 = sext i32 %684 to i64
  %686 = getelementptr inbounds i32, ptr %5, i64 %685
  store i32 %683, ptr %686, align 4, !tbaa !6
  %687 = tail call noundef i32 @llvm.smax.i32(i32 %681, i32 0)
  %688 = tail call noundef i32 @llvm.smin.i32(i32 %687, i32 %245)
  %689 = sext i32 %688 to i64
  %690 = getelementptr inbounds float, ptr %2, i64 %689
  %691 = load float, ptr %690, align 4, !tbaa !34
  %692 = getelementptr inbounds float, ptr %6, i64 %685
  store float %691, ptr %692, align 4, !tbaa !34
  %693 = add nuw nsw i32 %628, 4
  %694 = add i32 %629, 4
  %695 = icmp eq i32 %694, %626
  br i1 %695, label %696, label %627, !llvm.loop !36

696:                                              ; preds = %627
  %697 = icmp eq i32 %623, 0
  br i1 %697, label %722, label %698

698:                                              ; preds = %696, %621
  %699 = phi i32 [ 0, %621 ], [ %693, %696 ]
  %700 = icmp ne i32 %623, 0
  tail call void @llvm.assume(i1 %700)
  br label %701

701:                                              ; preds = %701, %698
  %702 = phi i32 [ %719, %701 ], [ %699, %698 ]
  %703 = phi i32 [ %720, %701 ], [ 0, %698 ]
  %704 = zext nneg i32 %702 to i64
  %705 = getelementptr inbounds nuw i64, ptr %391, i64 %704
  %706 = load i64, ptr %705, align 8, !tbaa !20
  %707 = trunc i64 %706 to i32
  %708 = lshr i64 %706, 32
  %709 = trunc nuw i64 %708 to i32
  %710 = add nsw i32 %702, %382
  %711 = sext i32 %710 to i64
  %712 = getelementptr inbounds i32, ptr %5, i64 %711
  store i32 %709, ptr %712, align 4, !tbaa !6
  %713 = tail call noundef i32 @llvm.smax.i32(i32 %707, i32 0)
  %714 = tail call noundef i32 @llvm.smin.i32(i32 %713, i32 %245)
  %715 = sext i32 %714 to i64
  %716 = getelementptr inbounds float, ptr %2, i64 %715
  %717 = load float, ptr %716, align 4, !tbaa !34
  %718 = getelementptr inbounds float, ptr %6, i64 %711
  store float %717, ptr %718, align 4, !tbaa !34
  %719 = add nuw nsw i32 %702, 1
  %720 = add i32 %703, 1
  %721 = icmp eq i32 %720, %623
  br i1 %721, label %722, label %701, !llvm.loop !37

722:                                              ; preds = %696, %701, %378
  %723 = add i32 %379, %246
  %724 = icmp slt i32 %723, %24
  br i1 %724, label %378, label %725, !llvm.loop !38

725:                                              ; preds = %722, %243, %17, %11
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !8, i64 0}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
!33 = distinct !{!33, !12}
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !8, i64 0}
!36 = distinct !{!36, !12}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !12}
