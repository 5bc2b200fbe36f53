; ModuleID = 'src/radix_sort_pass.cu'
source_filename = "src/radix_sort_pass.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21radix_block_histogramE4hist = internal addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE6s_base = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE5s_cap = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE5s_run = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE7s_total = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ20radix_scatter_stableE6s_warp = internal unnamed_addr addrspace(3) global [8 x [17 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @radix_block_histogram(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = icmp samesign ult i32 %5, 16
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %6, label %19, label %8

8:                                                ; preds = %19, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = shl nuw nsw i32 %7, 2
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = zext nneg i32 %9 to i64
  %13 = mul nuw nsw i64 %12, %11
  %14 = zext nneg i32 %5 to i64
  %15 = add nuw nsw i64 %13, %14
  %16 = sext i32 %2 to i64
  %17 = and i32 %3, 31
  %18 = icmp slt i64 %15, %16
  br i1 %18, label %28, label %36

19:                                               ; preds = %4, %19
  %20 = phi i32 [ %23, %19 ], [ %5, %4 ]
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %21
  store i32 0, ptr %22, align 4, !tbaa !6
  %23 = add nuw nsw i32 %20, %7
  %24 = icmp samesign ult i32 %23, 16
  br i1 %24, label %19, label %8, !llvm.loop !11

25:                                               ; preds = %74
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  br label %77

28:                                               ; preds = %8
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = lshr i32 %30, %17
  %32 = and i32 %31, 15
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %33
  %35 = atomicrmw add ptr %34, i32 1 seq_cst, align 4
  br label %36

36:                                               ; preds = %28, %8
  %37 = zext nneg i32 %7 to i64
  %38 = add nuw nsw i64 %15, %37
  %39 = icmp slt i64 %38, %16
  br i1 %39, label %40, label %48

40:                                               ; preds = %36
  %41 = getelementptr inbounds nuw i32, ptr %0, i64 %38
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = lshr i32 %42, %17
  %44 = and i32 %43, 15
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %45
  %47 = atomicrmw add ptr %46, i32 1 seq_cst, align 4
  br label %48

48:                                               ; preds = %40, %36
  %49 = shl nuw nsw i32 %7, 1
  %50 = zext nneg i32 %49 to i64
  %51 = add nuw nsw i64 %15, %50
  %52 = icmp slt i64 %51, %16
  br i1 %52, label %53, label %61

53:                                               ; preds = %48
  %54 = getelementptr inbounds nuw i32, ptr %0, i64 %51
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = lshr i32 %55, %17
  %57 = and i32 %56, 15
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %58
  %60 = atomicrmw add ptr %59, i32 1 seq_cst, align 4
  br label %61

61:                                               ; preds = %53, %48
  %62 = mul nuw nsw i32 %7, 3
  %63 = zext nneg i32 %62 to i64
  %64 = add nuw nsw i64 %15, %63
  %65 = icmp slt i64 %64, %16
  br i1 %65, label %66, label %74

66:                                               ; preds = %61
  %67 = getelementptr inbounds nuw i32, ptr %0, i64 %64
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = lshr i32 %68, %17
  %70 = and i32 %69, 15
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %71
  %73 = atomicrmw add ptr %72, i32 1 seq_cst, align 4
  br label %74

74:                                               ; preds = %66, %61
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %75 = getelementptr i32, ptr %1, i64 %11
  br i1 %6, label %25, label %76

76:                                               ; preds = %77, %74
  ret void

77:                                               ; preds = %25, %77
  %78 = phi i32 [ %5, %25 ], [ %84, %77 ]
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21radix_block_histogramE4hist to ptr), i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !6
  %82 = mul nuw nsw i64 %79, %27
  %83 = getelementptr i32, ptr %75, i64 %82
  store i32 %81, ptr %83, align 4, !tbaa !6
  %84 = add nuw nsw i32 %78, %7
  %85 = icmp samesign ult i32 %84, 16
  br i1 %85, label %77, label %76, !llvm.loop !13
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @radix_scatter_stable(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = icmp ne i32 %13, 0
  %15 = icmp samesign ugt i32 %11, 287
  %16 = or i1 %15, %14
  br i1 %16, label %372, label %17

17:                                               ; preds = %7
  %18 = icmp samesign ult i32 %8, 16
  br i1 %18, label %19, label %133

19:                                               ; preds = %17
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = zext nneg i32 %8 to i64
  %22 = zext nneg i32 %20 to i64
  %23 = mul nuw nsw i64 %21, %22
  %24 = getelementptr i32, ptr %4, i64 %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = and i32 %20, 7
  %27 = icmp samesign ult i32 %20, 8
  br i1 %27, label %32, label %28

28:                                               ; preds = %19
  %29 = and i32 %20, 2147483640
  br label %62

30:                                               ; preds = %62
  %31 = icmp eq i32 %26, 0
  br i1 %31, label %52, label %32

32:                                               ; preds = %30, %19
  %33 = phi i32 [ 0, %19 ], [ %129, %30 ]
  %34 = phi i32 [ 0, %19 ], [ %128, %30 ]
  %35 = phi i32 [ 0, %19 ], [ %130, %30 ]
  %36 = icmp ne i32 %26, 0
  tail call void @llvm.assume(i1 %36)
  br label %37

37:                                               ; preds = %37, %32
  %38 = phi i32 [ %33, %32 ], [ %48, %37 ]
  %39 = phi i32 [ %34, %32 ], [ %47, %37 ]
  %40 = phi i32 [ %35, %32 ], [ %49, %37 ]
  %41 = phi i32 [ 0, %32 ], [ %50, %37 ]
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr i32, ptr %24, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = icmp samesign ult i32 %40, %25
  %46 = select i1 %45, i32 %44, i32 0
  %47 = add i32 %46, %39
  %48 = add i32 %44, %38
  %49 = add nuw nsw i32 %40, 1
  %50 = add i32 %41, 1
  %51 = icmp eq i32 %50, %26
  br i1 %51, label %52, label %37, !llvm.loop !14

52:                                               ; preds = %37, %30
  %53 = phi i32 [ %128, %30 ], [ %47, %37 ]
  %54 = phi i32 [ %129, %30 ], [ %48, %37 ]
  %55 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 %21
  store i32 %54, ptr %55, align 4, !tbaa !6
  %56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 %21
  store i32 %53, ptr %56, align 4, !tbaa !6
  %57 = zext nneg i32 %25 to i64
  %58 = getelementptr i32, ptr %24, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_cap to ptr), i64 %21
  store i32 %59, ptr %60, align 4, !tbaa !6
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_run to ptr), i64 %21
  store i32 0, ptr %61, align 4, !tbaa !6
  br label %133

62:                                               ; preds = %62, %28
  %63 = phi i32 [ 0, %28 ], [ %129, %62 ]
  %64 = phi i32 [ 0, %28 ], [ %128, %62 ]
  %65 = phi i32 [ 0, %28 ], [ %130, %62 ]
  %66 = phi i32 [ 0, %28 ], [ %131, %62 ]
  %67 = zext nneg i32 %65 to i64
  %68 = getelementptr i32, ptr %24, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp samesign ult i32 %65, %25
  %71 = select i1 %70, i32 %69, i32 0
  %72 = add i32 %71, %64
  %73 = add i32 %69, %63
  %74 = or disjoint i32 %65, 1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr i32, ptr %24, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = icmp samesign ult i32 %74, %25
  %79 = select i1 %78, i32 %77, i32 0
  %80 = add i32 %79, %72
  %81 = add i32 %77, %73
  %82 = or disjoint i32 %65, 2
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr i32, ptr %24, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = icmp samesign ult i32 %82, %25
  %87 = select i1 %86, i32 %85, i32 0
  %88 = add i32 %87, %80
  %89 = add i32 %85, %81
  %90 = or disjoint i32 %65, 3
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr i32, ptr %24, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = icmp samesign ult i32 %90, %25
  %95 = select i1 %94, i32 %93, i32 0
  %96 = add i32 %95, %88
  %97 = add i32 %93, %89
  %98 = or disjoint i32 %65, 4
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr i32, ptr %24, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = icmp samesign ult i32 %98, %25
  %103 = select i1 %102, i32 %101, i32 0
  %104 = add i32 %103, %96
  %105 = add i32 %101, %97
  %106 = or disjoint i32 %65, 5
  %107 = zext nneg i32 %106 to i64
  %108 = getelementptr i32, ptr %24, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = icmp samesign ult i32 %106, %25
  %111 = select i1 %110, i32 %109, i32 0
  %112 = add i32 %111, %104
  %113 = add i32 %109, %105
  %114 = or disjoint i32 %65, 6
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr i32, ptr %24, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = icmp samesign ult i32 %114, %25
  %119 = select i1 %118, i32 %117, i32 0
  %120 = add i32 %119, %112
  %121 = add i32 %117, %113
  %122 = or disjoint i32 %65, 7
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr i32, ptr %24, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !6
  %126 = icmp samesign ult i32 %122, %25
  %127 = select i1 %126, i32 %125, i32 0
  %128 = add i32 %127, %120
  %129 = add i32 %125, %121
  %130 = add nuw nsw i32 %65, 8
  %131 = add i32 %66, 8
  %132 = icmp eq i32 %131, %29
  br i1 %132, label %30, label %62, !llvm.loop !16

133:                                              ; preds = %52, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = icmp eq i32 %8, 0
  br i1 %134, label %135, label %195

135:                                              ; preds = %133
  %136 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), align 4, !tbaa !6
  %137 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 4), align 4, !tbaa !6
  %138 = add i32 %137, %136
  store i32 %138, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 4), align 4, !tbaa !6
  %139 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 4), align 4, !tbaa !6
  %140 = add i32 %139, %136
  %141 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 8), align 4, !tbaa !6
  %142 = add i32 %141, %140
  store i32 %142, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 8), align 4, !tbaa !6
  %143 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 8), align 4, !tbaa !6
  %144 = add i32 %143, %140
  %145 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 12), align 4, !tbaa !6
  %146 = add i32 %145, %144
  store i32 %146, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 12), align 4, !tbaa !6
  %147 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 12), align 4, !tbaa !6
  %148 = add i32 %147, %144
  %149 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 16), align 4, !tbaa !6
  %150 = add i32 %149, %148
  store i32 %150, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 16), align 4, !tbaa !6
  %151 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 16), align 4, !tbaa !6
  %152 = add i32 %151, %148
  %153 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 20), align 4, !tbaa !6
  %154 = add i32 %153, %152
  store i32 %154, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 20), align 4, !tbaa !6
  %155 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 20), align 4, !tbaa !6
  %156 = add i32 %155, %152
  %157 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 24), align 4, !tbaa !6
  %158 = add i32 %157, %156
  store i32 %158, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 24), align 4, !tbaa !6
  %159 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 24), align 4, !tbaa !6
  %160 = add i32 %159, %156
  %161 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 28), align 4, !tbaa !6
  %162 = add i32 %161, %160
  store i32 %162, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 28), align 4, !tbaa !6
  %163 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 28), align 4, !tbaa !6
  %164 = add i32 %163, %160
  %165 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 32), align 4, !tbaa !6
  %166 = add i32 %165, %164
  store i32 %166, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 32), align 4, !tbaa !6
  %167 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 32), align 4, !tbaa !6
  %168 = add i32 %167, %164
  %169 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 36), align 4, !tbaa !6
  %170 = add i32 %169, %168
  store i32 %170, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 36), align 4, !tbaa !6
  %171 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 36), align 4, !tbaa !6
  %172 = add i32 %171, %168
  %173 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 40), align 4, !tbaa !6
  %174 = add i32 %173, %172
  store i32 %174, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 40), align 4, !tbaa !6
  %175 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 40), align 4, !tbaa !6
  %176 = add i32 %175, %172
  %177 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 44), align 4, !tbaa !6
  %178 = add i32 %177, %176
  store i32 %178, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 44), align 4, !tbaa !6
  %179 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 44), align 4, !tbaa !6
  %180 = add i32 %179, %176
  %181 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 48), align 4, !tbaa !6
  %182 = add i32 %181, %180
  store i32 %182, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 48), align 4, !tbaa !6
  %183 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 48), align 4, !tbaa !6
  %184 = add i32 %183, %180
  %185 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 52), align 4, !tbaa !6
  %186 = add i32 %185, %184
  store i32 %186, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 52), align 4, !tbaa !6
  %187 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 52), align 4, !tbaa !6
  %188 = add i32 %187, %184
  %189 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 56), align 4, !tbaa !6
  %190 = add i32 %189, %188
  store i32 %190, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 56), align 4, !tbaa !6
  %191 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 56), align 4, !tbaa !6
  %192 = add i32 %191, %188
  %193 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 60), align 4, !tbaa !6
  %194 = add i32 %193, %192
  store i32 %194, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 60), align 4, !tbaa !6
  br label %195

195:                                              ; preds = %135, %133
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %196 = shl nsw i32 -1, %9
  %197 = xor i32 %196, -1
  %198 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %199 = zext nneg i32 %198 to i64
  %200 = shl nuw nsw i64 %199, 2
  %201 = zext nneg i32 %11 to i64
  %202 = mul nuw nsw i64 %200, %201
  %203 = zext nneg i32 %8 to i64
  %204 = add nuw nsw i64 %202, %203
  %205 = sext i32 %5 to i64
  %206 = and i32 %6, 31
  %207 = icmp samesign ult i32 %9, 17
  %208 = zext nneg i32 %10 to i64
  %209 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_warp to ptr), i64 %208
  %210 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_warp to ptr), i64 %203
  %211 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE7s_total to ptr), i64 %203
  %212 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_run to ptr), i64 %203
  %213 = zext nneg i32 %9 to i64
  %214 = getelementptr inbounds nuw i32, ptr %209, i64 %213
  %215 = and i32 %12, 7
  %216 = icmp samesign ult i32 %11, 256
  %217 = and i32 %12, 8
  %218 = icmp eq i32 %215, 0
  %219 = icmp ne i32 %215, 0
  br label %220

220:                                              ; preds = %195, %369
  %221 = phi i32 [ 0, %195 ], [ %370, %369 ]
  %222 = mul nuw nsw i32 %221, %11
  %223 = zext nneg i32 %222 to i64
  %224 = add nuw nsw i64 %204, %223
  %225 = icmp sge i64 %224, %205
  br i1 %225, label %231, label %226

226:                                              ; preds = %220
  %227 = getelementptr inbounds nuw i32, ptr %1, i64 %224
  %228 = getelementptr inbounds nuw i32, ptr %0, i64 %224
  %229 = load i32, ptr %228, align 4, !tbaa !6
  %230 = load i32, ptr %227, align 4, !tbaa !6
  br label %231

231:                                              ; preds = %226, %220
  %232 = phi i32 [ %229, %226 ], [ 0, %220 ]
  %233 = phi i32 [ %230, %226 ], [ 0, %220 ]
  %234 = lshr i32 %232, %206
  %235 = and i32 %234, 15
  %236 = select i1 %225, i32 16, i32 %235
  br i1 %207, label %273, label %237

237:                                              ; preds = %273, %231
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %238 = and i32 %236, 1
  %239 = icmp ne i32 %238, 0
  %240 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %239)
  %241 = xor i1 %239, true
  %242 = sext i1 %241 to i32
  %243 = xor i32 %240, %242
  %244 = and i32 %236, 2
  %245 = icmp ne i32 %244, 0
  %246 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %245)
  %247 = xor i1 %245, true
  %248 = sext i1 %247 to i32
  %249 = xor i32 %246, %248
  %250 = and i32 %249, %243
  %251 = and i32 %236, 4
  %252 = icmp ne i32 %251, 0
  %253 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %252)
  %254 = xor i1 %252, true
  %255 = sext i1 %254 to i32
  %256 = xor i32 %253, %255
  %257 = and i32 %256, %250
  %258 = and i32 %236, 8
  %259 = icmp ne i32 %258, 0
  %260 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %259)
  %261 = xor i1 %259, true
  %262 = sext i1 %261 to i32
  %263 = xor i32 %260, %262
  %264 = and i32 %263, %257
  %265 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %225)
  %266 = xor i1 %225, true
  %267 = sext i1 %266 to i32
  %268 = xor i32 %265, %267
  %269 = and i32 %268, %264
  %270 = and i32 %269, %197
  %271 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %270)
  %272 = icmp eq i32 %270, 0
  br i1 %272, label %274, label %278

273:                                              ; preds = %231
  store i32 0, ptr %214, align 4, !tbaa !6
  br label %237

274:                                              ; preds = %237
  %275 = zext nneg i32 %236 to i64
  %276 = getelementptr inbounds nuw i32, ptr %209, i64 %275
  %277 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %269)
  store i32 %277, ptr %276, align 4, !tbaa !6
  br label %278

278:                                              ; preds = %274, %237
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %279, label %343

279:                                              ; preds = %278
  br i1 %216, label %281, label %297

280:                                              ; preds = %297
  br i1 %218, label %295, label %281

281:                                              ; preds = %280, %279
  %282 = phi i32 [ 0, %279 ], [ %340, %280 ]
  %283 = phi i32 [ 0, %279 ], [ %339, %280 ]
  tail call void @llvm.assume(i1 %219)
  br label %284

284:                                              ; preds = %284, %281
  %285 = phi i32 [ %292, %284 ], [ %282, %281 ]
  %286 = phi i32 [ %291, %284 ], [ %283, %281 ]
  %287 = phi i32 [ %293, %284 ], [ 0, %281 ]
  %288 = zext nneg i32 %285 to i64
  %289 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %288
  %290 = load i32, ptr %289, align 4, !tbaa !6
  store i32 %286, ptr %289, align 4, !tbaa !6
  %291 = add i32 %290, %286
  %292 = add nuw nsw i32 %285, 1
  %293 = add i32 %287, 1
  %294 = icmp eq i32 %293, %215
  br i1 %294, label %295, label %284, !llvm.loop !17

295:                                              ; preds = %284, %280
  %296 = phi i32 [ %339, %280 ], [ %291, %284 ]
  store i32 %296, ptr %211, align 4, !tbaa !6
  br label %343

297:                                              ; preds = %279, %297
  %298 = phi i32 [ %340, %297 ], [ 0, %279 ]
  %299 = phi i32 [ %339, %297 ], [ 0, %279 ]
  %300 = phi i32 [ %341, %297 ], [ 0, %279 ]
  %301 = zext nneg i32 %298 to i64
  %302 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !6
  store i32 %299, ptr %302, align 4, !tbaa !6
  %304 = add i32 %303, %299
  %305 = zext nneg i32 %298 to i64
  %306 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %305
  %307 = getelementptr inbounds nuw i8, ptr %306, i64 68
  %308 = load i32, ptr %307, align 4, !tbaa !6
  store i32 %304, ptr %307, align 4, !tbaa !6
  %309 = add i32 %308, %304
  %310 = zext nneg i32 %298 to i64
  %311 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %310
  %312 = getelementptr inbounds nuw i8, ptr %311, i64 136
  %313 = load i32, ptr %312, align 4, !tbaa !6
  store i32 %309, ptr %312, align 4, !tbaa !6
  %314 = add i32 %313, %309
  %315 = zext nneg i32 %298 to i64
  %316 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %315
  %317 = getelementptr inbounds nuw i8, ptr %316, i64 204
  %318 = load i32, ptr %317, align 4, !tbaa !6
  store i32 %314, ptr %317, align 4, !tbaa !6
  %319 = add i32 %318, %314
  %320 = zext nneg i32 %298 to i64
  %321 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %320
  %322 = getelementptr inbounds nuw i8, ptr %321, i64 272
  %323 = load i32, ptr %322, align 4, !tbaa !6
  store i32 %319, ptr %322, align 4, !tbaa !6
  %324 = add i32 %323, %319
  %325 = zext nneg i32 %298 to i64
  %326 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %325
  %327 = getelementptr inbounds nuw i8, ptr %326, i64 340
  %328 = load i32, ptr %327, align 4, !tbaa !6
  store i32 %324, ptr %327, align 4, !tbaa !6
  %329 = add i32 %328, %324
  %330 = zext nneg i32 %298 to i64
  %331 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %330
  %332 = getelementptr inbounds nuw i8, ptr %331, i64 408
  %333 = load i32, ptr %332, align 4, !tbaa !6
  store i32 %329, ptr %332, align 4, !tbaa !6
  %334 = add i32 %333, %329
  %335 = zext nneg i32 %298 to i64
  %336 = getelementptr inbounds nuw [17 x i32], ptr %210, i64 %335
  %337 = getelementptr inbounds nuw i8, ptr %336, i64 476
  %338 = load i32, ptr %337, align 4, !tbaa !6
  store i32 %334, ptr %337, align 4, !tbaa !6
  %339 = add i32 %338, %334
  %340 = add nuw nsw i32 %298, 8
  %341 = add i32 %300, 8
  %342 = icmp eq i32 %341, %217
  br i1 %342, label %280, label %297, !llvm.loop !18

343:                                              ; preds = %295, %278
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %225, label %364, label %344

344:                                              ; preds = %343
  %345 = zext nneg i32 %235 to i64
  %346 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_run to ptr), i64 %345
  %347 = load i32, ptr %346, align 4, !tbaa !6
  %348 = getelementptr inbounds nuw i32, ptr %209, i64 %345
  %349 = load i32, ptr %348, align 4, !tbaa !6
  %350 = add i32 %347, %271
  %351 = add i32 %350, %349
  %352 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE6s_base to ptr), i64 %345
  %353 = load i32, ptr %352, align 4, !tbaa !6
  %354 = add i32 %351, %353
  %355 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20radix_scatter_stableE5s_cap to ptr), i64 %345
  %356 = load i32, ptr %355, align 4, !tbaa !6
  %357 = icmp ult i32 %351, %356
  %358 = icmp ult i32 %354, %5
  %359 = select i1 %357, i1 %358, i1 false
  br i1 %359, label %360, label %364

360:                                              ; preds = %344
  %361 = zext i32 %354 to i64
  %362 = getelementptr inbounds nuw i32, ptr %3, i64 %361
  %363 = getelementptr inbounds nuw i32, ptr %2, i64 %361
  store i32 %232, ptr %363, align 4, !tbaa !6
  store i32 %233, ptr %362, align 4, !tbaa !6
  br label %364

364:                                              ; preds = %344, %360, %343
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %18, label %365, label %369

365:                                              ; preds = %364
  %366 = load i32, ptr %211, align 4, !tbaa !6
  %367 = load i32, ptr %212, align 4, !tbaa !6
  %368 = add i32 %367, %366
  store i32 %368, ptr %212, align 4, !tbaa !6
  br label %369

369:                                              ; preds = %365, %364
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %370 = add nuw nsw i32 %221, 1
  %371 = icmp eq i32 %370, 4
  br i1 %371, label %372, label %220, !llvm.loop !19

372:                                              ; preds = %369, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
