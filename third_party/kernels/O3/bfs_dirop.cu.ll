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
  %56 = getelementptr inbounds i32, ptr %7, i64 %48
  %57 = sext i32 %44 to i64
  %58 = getelementptr inbounds i32, ptr %8, i64 %57
  %59 = atomicrmw umin ptr %58, i32 %26 seq_cst, align 4
  %60 = atomicrmw or ptr %56, i32 %52 seq_cst, align 4
  br label %61

61:                                               ; preds = %46, %40, %55
  %62 = add nsw i32 %41, 32
  %63 = icmp slt i32 %62, %37
  br i1 %63, label %40, label %64, !llvm.loop !17

64:                                               ; preds = %61, %28, %22
  %65 = add nuw nsw i32 %23, %15
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %22, label %21, !llvm.loop !19
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
  br i1 %22, label %23, label %26

23:                                               ; preds = %9
  %24 = shl nuw i32 1, %11
  %25 = icmp eq i32 %11, 0
  br label %81

26:                                               ; preds = %137, %9
  %27 = phi i64 [ 0, %9 ], [ %133, %137 ]
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %27, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %28, i32 16, i32 31)
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %30, i32 16, i32 31)
  %33 = zext i32 %32 to i64
  %34 = shl nuw i64 %33, 32
  %35 = zext i32 %31 to i64
  %36 = add i64 %27, %35
  %37 = add i64 %36, %34
  %38 = trunc i64 %36 to i32
  %39 = lshr i64 %37, 32
  %40 = trunc nuw i64 %39 to i32
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %38, i32 8, i32 31)
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 8, i32 31)
  %43 = zext i32 %42 to i64
  %44 = shl nuw i64 %43, 32
  %45 = zext i32 %41 to i64
  %46 = add i64 %37, %45
  %47 = add i64 %46, %44
  %48 = trunc i64 %46 to i32
  %49 = lshr i64 %47, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 4, i32 31)
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 4, i32 31)
  %53 = zext i32 %52 to i64
  %54 = shl nuw i64 %53, 32
  %55 = zext i32 %51 to i64
  %56 = add i64 %47, %55
  %57 = add i64 %56, %54
  %58 = trunc i64 %56 to i32
  %59 = lshr i64 %57, 32
  %60 = trunc nuw i64 %59 to i32
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 2, i32 31)
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 2, i32 31)
  %63 = zext i32 %62 to i64
  %64 = shl nuw i64 %63, 32
  %65 = zext i32 %61 to i64
  %66 = add i64 %57, %65
  %67 = add i64 %66, %64
  %68 = trunc i64 %66 to i32
  %69 = lshr i64 %67, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 1, i32 31)
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 1, i32 31)
  %73 = zext i32 %72 to i64
  %74 = shl nuw i64 %73, 32
  %75 = zext i32 %71 to i64
  %76 = add i64 %67, %75
  %77 = add i64 %76, %74
  %78 = icmp eq i32 %11, 0
  %79 = icmp ne i64 %77, 0
  %80 = select i1 %78, i1 %79, i1 false
  br i1 %80, label %140, label %142

81:                                               ; preds = %23, %137
  %82 = phi i64 [ 0, %23 ], [ %133, %137 ]
  %83 = phi i32 [ %21, %23 ], [ %138, %137 ]
  %84 = shl nuw nsw i32 %83, 5
  %85 = or disjoint i32 %84, %11
  %86 = zext nneg i32 %83 to i64
  %87 = icmp slt i32 %85, %2
  br i1 %87, label %88, label %131

88:                                               ; preds = %81
  %89 = getelementptr inbounds nuw i32, ptr %5, i64 %86
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = and i32 %90, %24
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %131

93:                                               ; preds = %88
  %94 = zext nneg i32 %85 to i64
  %95 = getelementptr inbounds nuw i32, ptr %0, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6, !alias.scope !20
  %97 = tail call noundef i32 @llvm.smax.i32(i32 %96, i32 0)
  %98 = tail call noundef i32 @llvm.smin.i32(i32 %97, i32 %3)
  %99 = getelementptr i8, ptr %95, i64 4
  %100 = load i32, ptr %99, align 4, !tbaa !6, !alias.scope !20
  %101 = tail call noundef i32 @llvm.smax.i32(i32 %100, i32 %98)
  %102 = tail call noundef i32 @llvm.smin.i32(i32 %101, i32 %3)
  %103 = icmp slt i32 %97, %102
  br i1 %103, label %104, label %131

104:                                              ; preds = %93
  %105 = getelementptr inbounds nuw i32, ptr %7, i64 %94
  br label %106

106:                                              ; preds = %125, %104
  %107 = phi i64 [ %82, %104 ], [ %113, %125 ]
  %108 = phi i32 [ %98, %104 ], [ %128, %125 ]
  %109 = phi i1 [ false, %104 ], [ %127, %125 ]
  %110 = sext i32 %108 to i64
  %111 = getelementptr inbounds i32, ptr %1, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = add i64 %107, 1
  %114 = icmp ult i32 %112, %2
  br i1 %114, label %115, label %125

115:                                              ; preds = %106
  %116 = lshr i32 %112, 5
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i32, ptr %4, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !6, !alias.scope !23
  %120 = and i32 %112, 31
  %121 = shl nuw i32 1, %120
  %122 = and i32 %119, %121
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %125, label %124

124:                                              ; preds = %115
  store i32 %112, ptr %105, align 4, !tbaa !6
  br label %125

125:                                              ; preds = %106, %115, %124
  %126 = phi i1 [ false, %124 ], [ true, %115 ], [ true, %106 ]
  %127 = phi i1 [ true, %124 ], [ %109, %115 ], [ %109, %106 ]
  %128 = add nsw i32 %108, 1
  %129 = icmp slt i32 %128, %102
  %130 = select i1 %126, i1 %129, i1 false
  br i1 %130, label %106, label %131, !llvm.loop !26

131:                                              ; preds = %125, %93, %88, %81
  %132 = phi i1 [ false, %88 ], [ false, %81 ], [ false, %93 ], [ %127, %125 ]
  %133 = phi i64 [ %82, %88 ], [ %82, %81 ], [ %82, %93 ], [ %113, %125 ]
  %134 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %132)
  br i1 %25, label %135, label %137

135:                                              ; preds = %131
  %136 = getelementptr inbounds nuw i32, ptr %6, i64 %86
  store i32 %134, ptr %136, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %135, %131
  %138 = add nuw nsw i32 %83, %17
  %139 = icmp slt i32 %138, %13
  br i1 %139, label %81, label %26, !llvm.loop !27

140:                                              ; preds = %26
  %141 = atomicrmw add ptr %8, i64 %77 seq_cst, align 8
  br label %142

142:                                              ; preds = %140, %26
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
  br i1 %17, label %18, label %38

18:                                               ; preds = %11
  %19 = add nsw i32 %16, -1
  %20 = and i32 %1, 31
  %21 = icmp eq i32 %20, 0
  %22 = shl nsw i32 -1, %20
  %23 = xor i32 %22, -1
  %24 = select i1 %21, i32 -1, i32 %23
  %25 = icmp eq i32 %13, 31
  %26 = zext nneg i32 %14 to i64
  %27 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 %26
  %28 = icmp eq i32 %14, 0
  %29 = zext nneg i32 %13 to i64
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 %29
  %31 = getelementptr i8, ptr %27, i64 -4
  %32 = add nsw i32 %3, 1
  %33 = icmp eq i32 %13, 0
  %34 = icmp samesign ult i32 %13, 2
  %35 = icmp samesign ult i32 %13, 4
  %36 = icmp samesign ult i32 %13, 8
  %37 = icmp samesign ult i32 %13, 16
  br label %87

38:                                               ; preds = %181, %11
  %39 = phi i64 [ 0, %11 ], [ %182, %181 ]
  %40 = phi i32 [ 0, %11 ], [ %183, %181 ]
  %41 = trunc i64 %39 to i32
  %42 = lshr i64 %39, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 16, i32 31)
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 16, i32 31)
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %44 to i64
  %49 = add i64 %39, %48
  %50 = add i64 %49, %47
  %51 = trunc i64 %49 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 8, i32 31)
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 8, i32 31)
  %56 = zext i32 %55 to i64
  %57 = shl nuw i64 %56, 32
  %58 = zext i32 %54 to i64
  %59 = add i64 %50, %58
  %60 = add i64 %59, %57
  %61 = trunc i64 %59 to i32
  %62 = lshr i64 %60, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 4, i32 31)
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 4, i32 31)
  %66 = zext i32 %65 to i64
  %67 = shl nuw i64 %66, 32
  %68 = zext i32 %64 to i64
  %69 = add i64 %60, %68
  %70 = add i64 %69, %67
  %71 = trunc i64 %69 to i32
  %72 = lshr i64 %70, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 2, i32 31)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 2, i32 31)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = zext i32 %74 to i64
  %79 = add i64 %70, %78
  %80 = add i64 %79, %77
  %81 = trunc i64 %79 to i32
  %82 = lshr i64 %80, 32
  %83 = trunc nuw i64 %82 to i32
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 1, i32 31)
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 1, i32 31)
  %86 = icmp eq i32 %13, 0
  br i1 %86, label %186, label %194

87:                                               ; preds = %18, %181
  %88 = phi i32 [ 0, %18 ], [ %183, %181 ]
  %89 = phi i64 [ 0, %18 ], [ %182, %181 ]
  %90 = phi i32 [ 0, %18 ], [ %184, %181 ]
  %91 = or disjoint i32 %90, %12
  %92 = icmp slt i32 %91, %16
  br i1 %92, label %93, label %106

93:                                               ; preds = %87
  %94 = zext nneg i32 %91 to i64
  %95 = getelementptr inbounds nuw i32, ptr %4, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = getelementptr inbounds nuw i32, ptr %5, i64 %94
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = xor i32 %98, -1
  %100 = and i32 %96, %99
  %101 = icmp eq i32 %91, %19
  %102 = select i1 %101, i32 %24, i32 -1
  %103 = and i32 %100, %102
  %104 = or i32 %103, %98
  store i32 %104, ptr %97, align 4, !tbaa !6
  %105 = getelementptr inbounds nuw i32, ptr %6, i64 %94
  store i32 %103, ptr %105, align 4, !tbaa !6
  store i32 0, ptr %95, align 4, !tbaa !6
  br label %106

106:                                              ; preds = %93, %87
  %107 = phi i32 [ %103, %93 ], [ 0, %87 ]
  %108 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %107)
  %109 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %108, i32 1, i32 0)
  %110 = select i1 %33, i32 0, i32 %109
  %111 = add nsw i32 %110, %108
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %111, i32 2, i32 0)
  %113 = select i1 %34, i32 0, i32 %112
  %114 = add nsw i32 %113, %111
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %114, i32 4, i32 0)
  %116 = select i1 %35, i32 0, i32 %115
  %117 = add nsw i32 %116, %114
  %118 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %117, i32 8, i32 0)
  %119 = select i1 %36, i32 0, i32 %118
  %120 = add nsw i32 %119, %117
  %121 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %120, i32 16, i32 0)
  %122 = select i1 %37, i32 0, i32 %121
  %123 = add nsw i32 %122, %120
  br i1 %25, label %124, label %125

124:                                              ; preds = %106
  store i32 %123, ptr %27, align 4, !tbaa !6
  br label %125

125:                                              ; preds = %124, %106
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %126, label %143

126:                                              ; preds = %125
  %127 = load i32, ptr %30, align 4, !tbaa !6
  %128 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %127, i32 1, i32 0)
  %129 = select i1 %33, i32 0, i32 %128
  %130 = add nsw i32 %129, %127
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %130, i32 2, i32 0)
  %132 = select i1 %34, i32 0, i32 %131
  %133 = add nsw i32 %132, %130
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %133, i32 4, i32 0)
  %135 = select i1 %35, i32 0, i32 %134
  %136 = add nsw i32 %135, %133
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %136, i32 8, i32 0)
  %138 = select i1 %36, i32 0, i32 %137
  %139 = add nsw i32 %138, %136
  %140 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %139, i32 16, i32 0)
  %141 = select i1 %37, i32 0, i32 %140
  %142 = add nsw i32 %141, %139
  store i32 %142, ptr %30, align 4, !tbaa !6
  br label %143

143:                                              ; preds = %126, %125
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %146, label %144

144:                                              ; preds = %143
  %145 = load i32, ptr %31, align 4, !tbaa !6
  br label %146

146:                                              ; preds = %143, %144
  %147 = phi i32 [ %145, %144 ], [ 0, %143 ]
  %148 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE6s_warp to ptr), i64 124), align 4, !tbaa !6
  %149 = icmp eq i32 %107, 0
  br i1 %149, label %181, label %150

150:                                              ; preds = %146
  %151 = sub i32 %88, %108
  %152 = add i32 %151, %123
  %153 = add i32 %152, %147
  %154 = shl i32 %91, 5
  br label %155

155:                                              ; preds = %150, %155
  %156 = phi i32 [ %107, %150 ], [ %163, %155 ]
  %157 = phi i64 [ %89, %150 ], [ %179, %155 ]
  %158 = phi i32 [ %153, %150 ], [ %166, %155 ]
  %159 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %156)
  %160 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %159) #7, !srcloc !28
  %161 = add i32 %160, %154
  %162 = add i32 %156, -1
  %163 = and i32 %162, %156
  %164 = sext i32 %161 to i64
  %165 = getelementptr inbounds i32, ptr %7, i64 %164
  store i32 %32, ptr %165, align 4, !tbaa !6
  %166 = add nsw i32 %158, 1
  %167 = sext i32 %158 to i64
  %168 = getelementptr inbounds i32, ptr %8, i64 %167
  store i32 %161, ptr %168, align 4, !tbaa !6
  %169 = getelementptr inbounds i32, ptr %0, i64 %164
  %170 = load i32, ptr %169, align 4, !tbaa !6, !alias.scope !29
  %171 = tail call noundef i32 @llvm.smax.i32(i32 %170, i32 0)
  %172 = tail call noundef i32 @llvm.smin.i32(i32 %171, i32 %2)
  %173 = getelementptr i8, ptr %169, i64 4
  %174 = load i32, ptr %173, align 4, !tbaa !6, !alias.scope !29
  %175 = tail call noundef i32 @llvm.smax.i32(i32 %174, i32 %172)
  %176 = tail call noundef i32 @llvm.smin.i32(i32 %175, i32 %2)
  %177 = sub nsw i32 %176, %172
  %178 = sext i32 %177 to i64
  %179 = add nsw i64 %157, %178
  %180 = icmp eq i32 %163, 0
  br i1 %180, label %181, label %155, !llvm.loop !32

181:                                              ; preds = %155, %146
  %182 = phi i64 [ %89, %146 ], [ %179, %155 ]
  %183 = add nsw i32 %148, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %184 = add nuw nsw i32 %90, 1024
  %185 = icmp slt i32 %184, %16
  br i1 %185, label %87, label %38, !llvm.loop !33

186:                                              ; preds = %38
  %187 = zext i32 %84 to i64
  %188 = add i64 %80, %187
  %189 = zext i32 %85 to i64
  %190 = shl nuw i64 %189, 32
  %191 = add i64 %188, %190
  %192 = zext nneg i32 %14 to i64
  %193 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE7s_edges to ptr), i64 %192
  store i64 %191, ptr %193, align 8, !tbaa !34
  br label %194

194:                                              ; preds = %186, %38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %195 = icmp eq i32 %14, 0
  br i1 %195, label %196, label %251

196:                                              ; preds = %194
  %197 = zext nneg i32 %13 to i64
  %198 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ21bfs_frontier_finalizeE7s_edges to ptr), i64 %197
  %199 = load i64, ptr %198, align 8, !tbaa !34
  %200 = trunc i64 %199 to i32
  %201 = lshr i64 %199, 32
  %202 = trunc nuw i64 %201 to i32
  %203 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 16, i32 31)
  %204 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %202, i32 16, i32 31)
  %205 = zext i32 %204 to i64
  %206 = shl nuw i64 %205, 32
  %207 = zext i32 %203 to i64
  %208 = add i64 %199, %207
  %209 = add i64 %208, %206
  %210 = trunc i64 %208 to i32
  %211 = lshr i64 %209, 32
  %212 = trunc nuw i64 %211 to i32
  %213 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %210, i32 8, i32 31)
  %214 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %212, i32 8, i32 31)
  %215 = zext i32 %214 to i64
  %216 = shl nuw i64 %215, 32
  %217 = zext i32 %213 to i64
  %218 = add i64 %209, %217
  %219 = add i64 %218, %216
  %220 = trunc i64 %218 to i32
  %221 = lshr i64 %219, 32
  %222 = trunc nuw i64 %221 to i32
  %223 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %220, i32 4, i32 31)
  %224 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %222, i32 4, i32 31)
  %225 = zext i32 %224 to i64
  %226 = shl nuw i64 %225, 32
  %227 = zext i32 %223 to i64
  %228 = add i64 %219, %227
  %229 = add i64 %228, %226
  %230 = trunc i64 %228 to i32
  %231 = lshr i64 %229, 32
  %232 = trunc nuw i64 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %230, i32 2, i32 31)
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %232, i32 2, i32 31)
  %235 = zext i32 %234 to i64
  %236 = shl nuw i64 %235, 32
  %237 = zext i32 %233 to i64
  %238 = add i64 %229, %237
  %239 = add i64 %238, %236
  %240 = trunc i64 %238 to i32
  %241 = lshr i64 %239, 32
  %242 = trunc nuw i64 %241 to i32
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %240, i32 1, i32 31)
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %242, i32 1, i32 31)
  br i1 %86, label %245, label %251

245:                                              ; preds = %196
  %246 = zext i32 %243 to i64
  %247 = add i64 %239, %246
  %248 = zext i32 %244 to i64
  %249 = shl nuw i64 %248, 32
  %250 = add i64 %247, %249
  store i32 %40, ptr %9, align 4, !tbaa !6
  store i64 %250, ptr %10, align 8, !tbaa !34
  br label %251

251:                                              ; preds = %196, %245, %194
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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_Z9row_rangePKiiiRiS1_: argument 0"}
!22 = distinct !{!22, !"_Z9row_rangePKiiiRiS1_"}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_Z8test_bitPKji: argument 0"}
!25 = distinct !{!25, !"_Z8test_bitPKji"}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !18}
!28 = !{i32 12293}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_Z9row_rangePKiiiRiS1_: argument 0"}
!31 = distinct !{!31, !"_Z9row_rangePKiiiRiS1_"}
!32 = distinct !{!32, !18}
!33 = distinct !{!33, !18}
!34 = !{!35, !35, i64 0}
!35 = !{!"long long", !8, i64 0}
