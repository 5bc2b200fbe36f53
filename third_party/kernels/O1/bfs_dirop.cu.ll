; ModuleID = 'src/bfs_dirop.cu'
source_filename = "src/bfs_dirop.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21bfs_frontier_finalizeE6s_warp = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ21bfs_frontier_finalizeE7s_edges = internal unnamed_addr addrspace(3) global [32 x i64] undef, align 8

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bfs_topdown_step(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly captures(none) %4, i32 noundef %5, ptr noundef readonly captures(none) %6, ptr noundef captures(none) %7, ptr noundef captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = lshr i32 %14, 5
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = mul i32 %16, %13
  %18 = add i32 %17, %10
  %19 = lshr i32 %18, 5
  %20 = icmp slt i32 %19, %5
  br i1 %20, label %22, label %21

21:                                               ; preds = %64, %9
  ret void

22:                                               ; preds = %9, %64
  %23 = phi i32 [ %65, %64 ], [ %19, %9 ]
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %4, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = icmp ult i32 %26, %2
  br i1 %27, label %28, label %64

28:                                               ; preds = %22
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6, !alias.scope !11
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %3)
  %34 = getelementptr i8, ptr %30, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6, !alias.scope !11
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %33)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %3)
  %38 = add nsw i32 %33, %11
  %39 = icmp slt i32 %38, %37
  br i1 %39, label %40, label %64

40:                                               ; preds = %28, %61
  %41 = phi i32 [ %62, %61 ], [ %38, %28 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %1, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = icmp ult i32 %44, %2
  br i1 %45, label %46, label %61

46:                                               ; preds = %40
  %47 = ashr i32 %44, 5
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %6, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6, !alias.scope !14
  %51 = and i32 %44, 31
  %52 = shl nuw i32 1, %51
  %53 = and i32 %50, %52
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %61

55:                                               ; preds = %46
  %56 = sext i32 %44 to i64
  %57 = getelementptr inbounds i32, ptr %8, i64 %56
  %58 = atomicrmw umin ptr %57, i32 %26 seq_cst, align 4
  %59 = getelementptr inbounds i32, ptr %7, i64 %48
  %60 = atomicrmw or ptr %59, i32 %52 seq_cst, align 4
  br label %61

61:                                               ; preds = %46, %40, %55
  %62 = add nsw i32 %41, 32
  %63 = icmp slt i32 %62, %37
  br i1 %63, label %40, label %64, !llvm.loop !17

64:                                               ; preds = %61, %28, %22
  %65 = add nuw nsw i32 %23, %15
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %22, label %21, !llvm.loop !20
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bfs_bottomup_step(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef captures(none) %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = add nsw i32 %2, 31
  %13 = ashr i32 %12, 5
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = lshr i32 %16, 5
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %18, %15
  %20 = add i32 %19, %10
  %21 = lshr i32 %20, 5
  %22 = icmp slt i32 %21, %13
  br i1 %22, label %23, label %86

23:                                               ; preds = %9
  %24 = shl nuw i32 1, %11
  %25 = icmp eq i32 %11, 0
  br label %26

26:                                               ; preds = %23, %83
  %27 = phi i64 [ 0, %23 ], [ %79, %83 ]
  %28 = phi i32 [ %21, %23 ], [ %84, %83 ]
  %29 = shl nuw nsw i32 %28, 5
  %30 = or disjoint i32 %29, %11
  %31 = zext nneg i32 %28 to i64
  %32 = icmp slt i32 %30, %2
  br i1 %32, label %33, label %77

33:                                               ; preds = %26
  %34 = getelementptr inbounds nuw i32, ptr %5, i64 %31
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = and i32 %35, %24
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %77

38:                                               ; preds = %33
  %39 = zext nneg i32 %30 to i64
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6, !alias.scope !21
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %3)
  %44 = getelementptr i8, ptr %40, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !21
  %46 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 %43)
  %47 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %3)
  %48 = icmp slt i32 %42, %47
  br i1 %48, label %49, label %77

49:                                               ; preds = %38
  %50 = zext nneg i32 %30 to i64
  %51 = getelementptr inbounds nuw i32, ptr %7, i64 %50
  br label %52

52:                                               ; preds = %71, %49
  %53 = phi i64 [ %27, %49 ], [ %59, %71 ]
  %54 = phi i32 [ %43, %49 ], [ %74, %71 ]
  %55 = phi i1 [ false, %49 ], [ %73, %71 ]
  %56 = sext i32 %54 to i64
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = add i64 %53, 1
  %60 = icmp ult i32 %58, %2
  br i1 %60, label %61, label %71

61:                                               ; preds = %52
  %62 = lshr i32 %58, 5
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw i32, ptr %4, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6, !alias.scope !24
  %66 = and i32 %58, 31
  %67 = shl nuw i32 1, %66
  %68 = and i32 %65, %67
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %71, label %70

70:                                               ; preds = %61
  store i32 %58, ptr %51, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %52, %61, %70
  %72 = phi i1 [ false, %70 ], [ true, %61 ], [ true, %52 ]
  %73 = phi i1 [ true, %70 ], [ %55, %61 ], [ %55, %52 ]
  %74 = add nsw i32 %54, 1
  %75 = icmp slt i32 %74, %47
  %76 = select i1 %72, i1 %75, i1 false
  br i1 %76, label %52, label %77, !llvm.loop !27

77:                                               ; preds = %71, %38, %33, %26
  %78 = phi i1 [ false, %33 ], [ false, %26 ], [ false, %38 ], [ %73, %71 ]
  %79 = phi i64 [ %27, %33 ], [ %27, %26 ], [ %27, %38 ], [ %59, %71 ]
  %80 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %78)
  br i1 %25, label %81, label %83

81:                                               ; preds = %77
  %82 = getelementptr inbounds nuw i32, ptr %6, i64 %31
  store i32 %80, ptr %82, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %81, %77
  %84 = add nuw nsw i32 %28, %17
  %85 = icmp slt i32 %84, %13
  br i1 %85, label %26, label %86, !llvm.loop !28

86:                                               ; preds = %83, %9
  %87 = phi i64 [ 0, %9 ], [ %79, %83 ]
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %87, 32
  %90 = trunc nuw i64 %89 to i32
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 16, i32 31)
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 16, i32 31)
  %93 = zext i32 %92 to i64
  %94 = shl nuw i64 %93, 32
  %95 = zext i32 %91 to i64
  %96 = add i64 %87, %95
  %97 = add i64 %96, %94
  %98 = trunc i64 %96 to i32
  %99 = lshr i64 %97, 32
  %100 = trunc nuw i64 %99 to i32
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 8, i32 31)
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 8, i32 31)
  %103 = zext i32 %102 to i64
  %104 = shl nuw i64 %103, 32
  %105 = zext i32 %101 to i64
  %106 = add i64 %97, %105
  %107 = add i64 %106, %104
  %108 = trunc i64 %106 to i32
  %109 = lshr i64 %107, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 4, i32 31)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 4, i32 31)
  %113 = zext i32 %112 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %111 to i64
  %116 = add i64 %107, %115
  %117 = add i64 %116, %114
  %118 = trunc i64 %116 to i32
  %119 = lshr i64 %117, 32
  %120 = trunc nuw i64 %119 to i32
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 2, i32 31)
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 2, i32 31)
  %123 = zext i32 %122 to i64
  %124 = shl nuw i64 %123, 32
  %125 = zext i32 %121 to i64
  %126 = add i64 %117, %125
  %127 = add i64 %126, %124
  %128 = trunc i64 %126 to i32
  %129 = lshr i64 %127, 32
  %130 = trunc nuw i64 %129 to i32
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31)
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 1, i32 31)
  %133 = zext i32 %132 to i64
  %134 = shl nuw i64 %133, 32
  %135 = zext i32 %131 to i64
  %136 = add i64 %127, %135
  %137 = add i64 %136, %134
  %138 = icmp eq i32 %11, 0
  %139 = icmp ne i64 %137, 0
  %140 = select i1 %138, i1 %139, i1 false
  br i1 %140, label %141, label %143

141:                                              ; preds = %86
  %142 = atomicrmw add ptr %8, i64 %137 seq_cst, align 8
  br label %143

143:                                              ; preds = %141, %86
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @bfs_frontier_finalize(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #2 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = lshr i32 %12, 5
  %15 = add nsw i32 %1, 31
  %16 = ashr i32 %15, 5
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %144

18:                                               ; preds = %11
  %19 = add nsw i32 %16, -1
  %20 = and i32 %1, 31
  %21 = icmp eq i32 %20, 0
  %22 = shl nsw i32 -1, %20
  %23 = xor i32 %22, -1
  %24 = icmp eq i32 %13, 31
  %25 = zext nneg i32 %14 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 %25
  %27 = icmp eq i32 %14, 0
  %28 = zext nneg i32 %13 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 %28
  %30 = zext nneg i32 %14 to i64
  %31 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 %30
  %32 = getelementptr i8, ptr %31, i64 -4
  %33 = add nsw i32 %3, 1
  %34 = select i1 %21, i32 -1, i32 %23
  %35 = icmp eq i32 %13, 0
  %36 = icmp samesign ult i32 %13, 2
  %37 = icmp samesign ult i32 %13, 4
  %38 = icmp samesign ult i32 %13, 8
  %39 = icmp samesign ult i32 %13, 16
  %40 = icmp eq i32 %13, 0
  %41 = icmp samesign ult i32 %13, 2
  %42 = icmp samesign ult i32 %13, 4
  %43 = icmp samesign ult i32 %13, 8
  %44 = icmp samesign ult i32 %13, 16
  br label %45

45:                                               ; preds = %18, %139
  %46 = phi i32 [ 0, %18 ], [ %141, %139 ]
  %47 = phi i64 [ 0, %18 ], [ %140, %139 ]
  %48 = phi i32 [ 0, %18 ], [ %142, %139 ]
  %49 = or disjoint i32 %48, %12
  %50 = icmp slt i32 %49, %16
  br i1 %50, label %51, label %64

51:                                               ; preds = %45
  %52 = zext nneg i32 %49 to i64
  %53 = getelementptr inbounds nuw i32, ptr %4, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = getelementptr inbounds nuw i32, ptr %5, i64 %52
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = xor i32 %56, -1
  %58 = and i32 %54, %57
  %59 = icmp eq i32 %49, %19
  %60 = select i1 %59, i32 %34, i32 -1
  %61 = and i32 %58, %60
  %62 = or i32 %61, %56
  store i32 %62, ptr %55, align 4, !tbaa !6
  %63 = getelementptr inbounds nuw i32, ptr %6, i64 %52
  store i32 %61, ptr %63, align 4, !tbaa !6
  store i32 0, ptr %53, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %51, %45
  %65 = phi i32 [ %61, %51 ], [ 0, %45 ]
  %66 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %65)
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %66, i32 1, i32 0)
  %68 = select i1 %35, i32 0, i32 %67
  %69 = add nsw i32 %68, %66
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 2, i32 0)
  %71 = select i1 %36, i32 0, i32 %70
  %72 = add nsw i32 %71, %69
  %73 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %72, i32 4, i32 0)
  %74 = select i1 %37, i32 0, i32 %73
  %75 = add nsw i32 %74, %72
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %75, i32 8, i32 0)
  %77 = select i1 %38, i32 0, i32 %76
  %78 = add nsw i32 %77, %75
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %78, i32 16, i32 0)
  %80 = select i1 %39, i32 0, i32 %79
  %81 = add nsw i32 %80, %78
  br i1 %24, label %82, label %83

82:                                               ; preds = %64
  store i32 %81, ptr %26, align 4, !tbaa !6
  br label %83

83:                                               ; preds = %82, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %84, label %101

84:                                               ; preds = %83
  %85 = load i32, ptr %29, align 4, !tbaa !6
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %85, i32 1, i32 0)
  %87 = select i1 %40, i32 0, i32 %86
  %88 = add nsw i32 %87, %85
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %88, i32 2, i32 0)
  %90 = select i1 %41, i32 0, i32 %89
  %91 = add nsw i32 %90, %88
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %91, i32 4, i32 0)
  %93 = select i1 %42, i32 0, i32 %92
  %94 = add nsw i32 %93, %91
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %94, i32 8, i32 0)
  %96 = select i1 %43, i32 0, i32 %95
  %97 = add nsw i32 %96, %94
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %97, i32 16, i32 0)
  %99 = select i1 %44, i32 0, i32 %98
  %100 = add nsw i32 %99, %97
  store i32 %100, ptr %29, align 4, !tbaa !6
  br label %101

101:                                              ; preds = %84, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %27, label %104, label %102

102:                                              ; preds = %101
  %103 = load i32, ptr %32, align 4, !tbaa !6
  br label %104

104:                                              ; preds = %101, %102
  %105 = phi i32 [ %103, %102 ], [ 0, %101 ]
  %106 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 124), align 4, !tbaa !6
  %107 = icmp eq i32 %65, 0
  br i1 %107, label %139, label %108

108:                                              ; preds = %104
  %109 = sub i32 %46, %66
  %110 = add i32 %109, %81
  %111 = add i32 %110, %105
  %112 = shl i32 %49, 5
  br label %113

113:                                              ; preds = %108, %113
  %114 = phi i32 [ %65, %108 ], [ %121, %113 ]
  %115 = phi i64 [ %47, %108 ], [ %137, %113 ]
  %116 = phi i32 [ %111, %108 ], [ %124, %113 ]
  %117 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %114)
  %118 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %117) #7, !srcloc !29
  %119 = add i32 %118, %112
  %120 = add i32 %114, -1
  %121 = and i32 %120, %114
  %122 = sext i32 %119 to i64
  %123 = getelementptr inbounds i32, ptr %7, i64 %122
  store i32 %33, ptr %123, align 4, !tbaa !6
  %124 = add nsw i32 %116, 1
  %125 = sext i32 %116 to i64
  %126 = getelementptr inbounds i32, ptr %8, i64 %125
  store i32 %119, ptr %126, align 4, !tbaa !6
  %127 = getelementptr inbounds i32, ptr %0, i64 %122
  %128 = load i32, ptr %127, align 4, !tbaa !6, !alias.scope !30
  %129 = tail call noundef i32 @llvm.smax.i32(i32 %128, i32 0)
  %130 = tail call noundef i32 @llvm.smin.i32(i32 %129, i32 %2)
  %131 = getelementptr i8, ptr %127, i64 4
  %132 = load i32, ptr %131, align 4, !tbaa !6, !alias.scope !30
  %133 = tail call noundef i32 @llvm.smax.i32(i32 %132, i32 %130)
  %134 = tail call noundef i32 @llvm.smin.i32(i32 %133, i32 %2)
  %135 = sub nsw i32 %134, %130
  %136 = sext i32 %135 to i64
  %137 = add nsw i64 %115, %136
  %138 = icmp eq i32 %121, 0
  br i1 %138, label %139, label %113, !llvm.loop !33

139:                                              ; preds = %113, %104
  %140 = phi i64 [ %47, %104 ], [ %137, %113 ]
  %141 = add nsw i32 %106, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %142 = add nuw nsw i32 %48, 1024
  %143 = icmp slt i32 %142, %16
  br i1 %143, label %45, label %144, !llvm.loop !34

144:                                              ; preds = %139, %11
  %145 = phi i64 [ 0, %11 ], [ %140, %139 ]
  %146 = phi i32 [ 0, %11 ], [ %141, %139 ]
  %147 = trunc i64 %145 to i32
  %148 = lshr i64 %145, 32
  %149 = trunc nuw i64 %148 to i32
  %150 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %147, i32 16, i32 31)
  %151 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %149, i32 16, i32 31)
  %152 = zext i32 %151 to i64
  %153 = shl nuw i64 %152, 32
  %154 = zext i32 %150 to i64
  %155 = add i64 %145, %154
  %156 = add i64 %155, %153
  %157 = trunc i64 %155 to i32
  %158 = lshr i64 %156, 32
  %159 = trunc nuw i64 %158 to i32
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %157, i32 8, i32 31)
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 8, i32 31)
  %162 = zext i32 %161 to i64
  %163 = shl nuw i64 %162, 32
  %164 = zext i32 %160 to i64
  %165 = add i64 %156, %164
  %166 = add i64 %165, %163
  %167 = trunc i64 %165 to i32
  %168 = lshr i64 %166, 32
  %169 = trunc nuw i64 %168 to i32
  %170 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 4, i32 31)
  %171 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %169, i32 4, i32 31)
  %172 = zext i32 %171 to i64
  %173 = shl nuw i64 %172, 32
  %174 = zext i32 %170 to i64
  %175 = add i64 %166, %174
  %176 = add i64 %175, %173
  %177 = trunc i64 %175 to i32
  %178 = lshr i64 %176, 32
  %179 = trunc nuw i64 %178 to i32
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %177, i32 2, i32 31)
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %179, i32 2, i32 31)
  %182 = zext i32 %181 to i64
  %183 = shl nuw i64 %182, 32
  %184 = zext i32 %180 to i64
  %185 = add i64 %176, %184
  %186 = add i64 %185, %183
  %187 = trunc i64 %185 to i32
  %188 = lshr i64 %186, 32
  %189 = trunc nuw i64 %188 to i32
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %187, i32 1, i32 31)
  %191 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %189, i32 1, i32 31)
  %192 = icmp eq i32 %13, 0
  br i1 %192, label %193, label %201

193:                                              ; preds = %144
  %194 = zext i32 %190 to i64
  %195 = add i64 %186, %194
  %196 = zext i32 %191 to i64
  %197 = shl nuw i64 %196, 32
  %198 = add i64 %195, %197
  %199 = zext nneg i32 %14 to i64
  %200 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE7s_edges to ptr), i64 %199
  store i64 %198, ptr %200, align 8, !tbaa !35
  br label %201

201:                                              ; preds = %193, %144
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %202 = icmp eq i32 %14, 0
  br i1 %202, label %203, label %258

203:                                              ; preds = %201
  %204 = zext nneg i32 %13 to i64
  %205 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE7s_edges to ptr), i64 %204
  %206 = load i64, ptr %205, align 8, !tbaa !35
  %207 = trunc i64 %206 to i32
  %208 = lshr i64 %206, 32
  %209 = trunc nuw i64 %208 to i32
  %210 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 16, i32 31)
  %211 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %209, i32 16, i32 31)
  %212 = zext i32 %211 to i64
  %213 = shl nuw i64 %212, 32
  %214 = zext i32 %210 to i64
  %215 = add i64 %206, %214
  %216 = add i64 %215, %213
  %217 = trunc i64 %215 to i32
  %218 = lshr i64 %216, 32
  %219 = trunc nuw i64 %218 to i32
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %217, i32 8, i32 31)
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 8, i32 31)
  %222 = zext i32 %221 to i64
  %223 = shl nuw i64 %222, 32
  %224 = zext i32 %220 to i64
  %225 = add i64 %216, %224
  %226 = add i64 %225, %223
  %227 = trunc i64 %225 to i32
  %228 = lshr i64 %226, 32
  %229 = trunc nuw i64 %228 to i32
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %227, i32 4, i32 31)
  %231 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %229, i32 4, i32 31)
  %232 = zext i32 %231 to i64
  %233 = shl nuw i64 %232, 32
  %234 = zext i32 %230 to i64
  %235 = add i64 %226, %234
  %236 = add i64 %235, %233
  %237 = trunc i64 %235 to i32
  %238 = lshr i64 %236, 32
  %239 = trunc nuw i64 %238 to i32
  %240 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %237, i32 2, i32 31)
  %241 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %239, i32 2, i32 31)
  %242 = zext i32 %241 to i64
  %243 = shl nuw i64 %242, 32
  %244 = zext i32 %240 to i64
  %245 = add i64 %236, %244
  %246 = add i64 %245, %243
  %247 = trunc i64 %245 to i32
  %248 = lshr i64 %246, 32
  %249 = trunc nuw i64 %248 to i32
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %247, i32 1, i32 31)
  %251 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %249, i32 1, i32 31)
  br i1 %192, label %252, label %258

252:                                              ; preds = %203
  %253 = zext i32 %250 to i64
  %254 = add i64 %246, %253
  %255 = zext i32 %251 to i64
  %256 = shl nuw i64 %255, 32
  %257 = add i64 %254, %256
  store i32 %146, ptr %9, align 4, !tbaa !6
  store i64 %257, ptr %10, align 8, !tbaa !35
  br label %258

258:                                              ; preds = %203, %252, %201
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #6

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="1024" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z9row_rangePKiiiRiS1_: argument 0"}
!13 = distinct !{!13, !"_Z9row_rangePKiiiRiS1_"}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_Z8test_bitPKji: argument 0"}
!16 = distinct !{!16, !"_Z8test_bitPKji"}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_Z9row_rangePKiiiRiS1_: argument 0"}
!23 = distinct !{!23, !"_Z9row_rangePKiiiRiS1_"}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_Z8test_bitPKji: argument 0"}
!26 = distinct !{!26, !"_Z8test_bitPKji"}
!27 = distinct !{!27, !18, !19}
!28 = distinct !{!28, !18, !19}
!29 = !{i32 12293}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z9row_rangePKiiiRiS1_: argument 0"}
!32 = distinct !{!32, !"_Z9row_rangePKiiiRiS1_"}
!33 = distinct !{!33, !18, !19}
!34 = distinct !{!34, !18, !19}
!35 = !{!36, !36, i64 0}
!36 = !{!"long long", !8, i64 0}
