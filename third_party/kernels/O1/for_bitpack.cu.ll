; ModuleID = 'src/for_bitpack.cu'
source_filename = "src/for_bitpack.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int4 = type { i32, i32, i32, i32 }
%struct.ForHeader = type { i32, i32 }

@_ZZ11for_pack128E5stage = internal unnamed_addr addrspace(3) global [8 x [128 x i32]] undef, align 4
@_ZZ16for_range_filterE5s_cnt = internal unnamed_addr addrspace(3) global [4 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @for_pack128(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = lshr i32 %5, 5
  %7 = and i32 %5, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp eq i32 %8, 256
  br i1 %9, label %10, label %140

10:                                               ; preds = %4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 3
  %13 = add i32 %12, %6
  %14 = icmp slt i32 %13, %1
  br i1 %14, label %15, label %34

15:                                               ; preds = %10
  %16 = sext i32 %13 to i64
  %17 = shl nsw i64 %16, 9
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 %17
  %19 = zext nneg i32 %7 to i64
  %20 = getelementptr inbounds nuw %struct.int4, ptr %18, i64 %19
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %24 = load i32, ptr %23, align 8, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = load i32, ptr %20, align 16, !tbaa !6
  %28 = tail call noundef i32 @llvm.smin.i32(i32 %27, i32 %26)
  %29 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %26)
  %30 = tail call noundef i32 @llvm.smin.i32(i32 %28, i32 %24)
  %31 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 %24)
  %32 = tail call noundef i32 @llvm.smin.i32(i32 %30, i32 %22)
  %33 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 %22)
  br label %34

34:                                               ; preds = %15, %10
  %35 = phi i32 [ %22, %15 ], [ 0, %10 ]
  %36 = phi i32 [ %24, %15 ], [ 0, %10 ]
  %37 = phi i32 [ %26, %15 ], [ 0, %10 ]
  %38 = phi i32 [ %27, %15 ], [ 0, %10 ]
  %39 = phi i32 [ %33, %15 ], [ 0, %10 ]
  %40 = phi i32 [ %32, %15 ], [ 0, %10 ]
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 16, i32 31)
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %40, i32 %41)
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 16, i32 31)
  %44 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 %43)
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %42, i32 8, i32 31)
  %46 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %45)
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 8, i32 31)
  %48 = tail call noundef i32 @llvm.smax.i32(i32 %44, i32 %47)
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 4, i32 31)
  %50 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %49)
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 4, i32 31)
  %52 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 %51)
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %50, i32 2, i32 31)
  %54 = tail call noundef i32 @llvm.smin.i32(i32 %50, i32 %53)
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 2, i32 31)
  %56 = tail call noundef i32 @llvm.smax.i32(i32 %52, i32 %55)
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 1, i32 31)
  %58 = tail call noundef i32 @llvm.smin.i32(i32 %54, i32 %57)
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 1, i32 31)
  %60 = shl nuw nsw i32 %7, 2
  %61 = zext nneg i32 %6 to i64
  %62 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11for_pack128E5stage to ptr), i64 %61
  %63 = sub i32 %38, %58
  %64 = zext nneg i32 %60 to i64
  %65 = getelementptr inbounds nuw i32, ptr %62, i64 %64
  store i32 %63, ptr %65, align 4, !tbaa !6
  %66 = sub i32 %37, %58
  %67 = zext nneg i32 %60 to i64
  %68 = getelementptr inbounds nuw i32, ptr %62, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 4
  store i32 %66, ptr %69, align 4, !tbaa !6
  %70 = sub i32 %36, %58
  %71 = zext nneg i32 %60 to i64
  %72 = getelementptr inbounds nuw i32, ptr %62, i64 %71
  %73 = getelementptr inbounds nuw i8, ptr %72, i64 8
  store i32 %70, ptr %73, align 4, !tbaa !6
  %74 = sub i32 %35, %58
  %75 = zext nneg i32 %60 to i64
  %76 = getelementptr inbounds nuw i32, ptr %62, i64 %75
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 12
  store i32 %74, ptr %77, align 4, !tbaa !6
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %56, i32 %59)
  %79 = icmp eq i32 %78, %58
  %80 = sub i32 %78, %58
  %81 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 range(i32 1, 0) %80, i1 true)
  %82 = sub nuw nsw i32 32, %81
  %83 = select i1 %79, i32 0, i32 %82
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %14, label %84, label %139

84:                                               ; preds = %34
  %85 = icmp eq i32 %7, 0
  br i1 %85, label %86, label %90

86:                                               ; preds = %84
  %87 = sext i32 %13 to i64
  %88 = getelementptr inbounds %struct.ForHeader, ptr %2, i64 %87
  store i32 %58, ptr %88, align 4, !tbaa !6
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 4
  store i32 %83, ptr %89, align 4, !tbaa !6
  br label %90

90:                                               ; preds = %86, %84
  %91 = shl nuw nsw i32 %83, 2
  %92 = icmp samesign ult i32 %7, %91
  br i1 %92, label %93, label %139

93:                                               ; preds = %90
  %94 = zext nneg i32 %83 to i64
  %95 = zext nneg i32 %6 to i64
  %96 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11for_pack128E5stage to ptr), i64 %95
  %97 = sext i32 %13 to i64
  %98 = shl nsw i64 %97, 9
  %99 = getelementptr i8, ptr %3, i64 %98
  br label %100

100:                                              ; preds = %93, %110
  %101 = phi i32 [ %7, %93 ], [ %114, %110 ]
  %102 = shl i32 %101, 5
  %103 = udiv i32 %102, %82
  %104 = or disjoint i32 %102, 31
  %105 = udiv i32 %104, %82
  %106 = tail call noundef i32 @llvm.smin.i32(i32 %105, i32 127)
  %107 = icmp sgt i32 %103, %106
  br i1 %107, label %110, label %108

108:                                              ; preds = %100
  %109 = zext i32 %102 to i64
  br label %116

110:                                              ; preds = %134, %100
  %111 = phi i32 [ 0, %100 ], [ %136, %134 ]
  %112 = zext nneg i32 %101 to i64
  %113 = getelementptr i32, ptr %99, i64 %112
  store i32 %111, ptr %113, align 4, !tbaa !6
  %114 = add nuw nsw i32 %101, 32
  %115 = icmp samesign ult i32 %114, %91
  br i1 %115, label %100, label %139, !llvm.loop !11

116:                                              ; preds = %108, %134
  %117 = phi i32 [ %103, %108 ], [ %137, %134 ]
  %118 = phi i32 [ 0, %108 ], [ %136, %134 ]
  %119 = sext i32 %117 to i64
  %120 = mul nsw i64 %119, %94
  %121 = sub nsw i64 %120, %109
  %122 = getelementptr inbounds i32, ptr %96, i64 %119
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = icmp sgt i64 %121, -1
  br i1 %124, label %125, label %130

125:                                              ; preds = %116
  %126 = icmp slt i64 %121, 32
  %127 = trunc i64 %121 to i32
  %128 = shl i32 %123, %127
  %129 = select i1 %126, i32 %128, i32 0
  br label %134

130:                                              ; preds = %116
  %131 = trunc i64 %121 to i32
  %132 = sub i32 0, %131
  %133 = lshr i32 %123, %132
  br label %134

134:                                              ; preds = %130, %125
  %135 = phi i32 [ %129, %125 ], [ %133, %130 ]
  %136 = or i32 %135, %118
  %137 = add nuw nsw i32 %117, 1
  %138 = icmp samesign ult i32 %117, %106
  br i1 %138, label %116, label %110, !llvm.loop !14

139:                                              ; preds = %110, %90, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %140

140:                                              ; preds = %4, %139
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @for_unpack_w7(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca [2 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !15)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %6 = sext i32 %3 to i64
  %7 = shl nsw i64 %6, 5
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp slt i64 %15, %7
  br i1 %16, label %17, label %109

17:                                               ; preds = %4
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %11
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 4
  br label %22

22:                                               ; preds = %97, %17
  %23 = phi i64 [ %15, %17 ], [ %107, %97 ]
  %24 = lshr i64 %23, 5
  %25 = getelementptr inbounds nuw %struct.ForHeader, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6, !alias.scope !15, !noalias !22
  %27 = shl nuw nsw i64 %24, 7
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9, !noalias !23
  %28 = trunc i64 %23 to i32
  %29 = and i32 %28, 31
  %30 = mul nuw nsw i32 %29, 28
  %31 = lshr i32 %30, 5
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %27
  %33 = zext nneg i32 %31 to i64
  %34 = getelementptr inbounds nuw i32, ptr %32, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6, !alias.scope !18, !noalias !24
  store i32 %35, ptr %5, align 4, !tbaa !6, !noalias !23
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6, !alias.scope !18, !noalias !24
  store i32 %37, ptr %21, align 4, !tbaa !6, !noalias !23
  %38 = and i32 %30, 28
  %39 = lshr i32 %35, %38
  %40 = icmp samesign ugt i32 %38, 25
  %41 = sub nuw nsw i32 32, %38
  %42 = shl i32 %37, %41
  %43 = select i1 %40, i32 %42, i32 0
  %44 = or disjoint i32 %43, %39
  %45 = and i32 %44, 127
  %46 = add nsw i32 %45, %26
  %47 = add nuw nsw i32 %38, 7
  %48 = lshr i32 %47, 5
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i32, ptr %5, i64 %49
  %51 = load i32, ptr %50, align 4, !tbaa !6, !noalias !23
  %52 = and i32 %47, 31
  %53 = lshr i32 %51, %52
  %54 = icmp samesign ugt i32 %52, 25
  br i1 %54, label %55, label %61

55:                                               ; preds = %22
  %56 = getelementptr inbounds nuw i8, ptr %50, i64 4
  %57 = load i32, ptr %56, align 4, !tbaa !6, !noalias !23
  %58 = sub nuw nsw i32 32, %52
  %59 = shl i32 %57, %58
  %60 = or disjoint i32 %59, %53
  br label %61

61:                                               ; preds = %55, %22
  %62 = phi i32 [ %60, %55 ], [ %53, %22 ]
  %63 = and i32 %62, 127
  %64 = add nsw i32 %63, %26
  %65 = add nuw nsw i32 %38, 14
  %66 = lshr i32 %65, 5
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw i32, ptr %5, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6, !noalias !23
  %70 = and i32 %65, 30
  %71 = lshr i32 %69, %70
  %72 = icmp samesign ugt i32 %70, 25
  br i1 %72, label %73, label %79

73:                                               ; preds = %61
  %74 = getelementptr inbounds nuw i8, ptr %68, i64 4
  %75 = load i32, ptr %74, align 4, !tbaa !6, !noalias !23
  %76 = sub nuw nsw i32 32, %70
  %77 = shl i32 %75, %76
  %78 = or disjoint i32 %77, %71
  br label %79

79:                                               ; preds = %73, %61
  %80 = phi i32 [ %78, %73 ], [ %71, %61 ]
  %81 = and i32 %80, 127
  %82 = add nsw i32 %81, %26
  %83 = add nuw nsw i32 %38, 21
  %84 = lshr i32 %83, 5
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %5, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6, !noalias !23
  %88 = and i32 %83, 29
  %89 = lshr i32 %87, %88
  %90 = icmp samesign ugt i32 %88, 25
  br i1 %90, label %91, label %97

91:                                               ; preds = %79
  %92 = getelementptr inbounds nuw i8, ptr %86, i64 4
  %93 = load i32, ptr %92, align 4, !tbaa !6, !noalias !23
  %94 = sub nuw nsw i32 32, %88
  %95 = shl i32 %93, %94
  %96 = or disjoint i32 %95, %89
  br label %97

97:                                               ; preds = %91, %79
  %98 = phi i32 [ %96, %91 ], [ %89, %79 ]
  %99 = and i32 %98, 127
  %100 = add nsw i32 %99, %26
  %101 = getelementptr inbounds nuw i32, ptr %2, i64 %27
  %102 = and i64 %23, 31
  %103 = getelementptr inbounds nuw %struct.int4, ptr %101, i64 %102
  store i32 %46, ptr %103, align 16, !tbaa !6, !alias.scope !20, !noalias !25
  %104 = getelementptr inbounds nuw i8, ptr %103, i64 4
  store i32 %64, ptr %104, align 4, !tbaa !6, !alias.scope !20, !noalias !25
  %105 = getelementptr inbounds nuw i8, ptr %103, i64 8
  store i32 %82, ptr %105, align 8, !tbaa !6, !alias.scope !20, !noalias !25
  %106 = getelementptr inbounds nuw i8, ptr %103, i64 12
  store i32 %100, ptr %106, align 4, !tbaa !6, !alias.scope !20, !noalias !25
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9, !noalias !23
  %107 = add nuw nsw i64 %23, %20
  %108 = icmp slt i64 %107, %7
  br i1 %108, label %22, label %109, !llvm.loop !26

109:                                              ; preds = %97, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @for_unpack_w13(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = alloca [3 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %6 = sext i32 %3 to i64
  %7 = shl nsw i64 %6, 5
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp slt i64 %15, %7
  br i1 %16, label %17, label %112

17:                                               ; preds = %4
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %11
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 8
  br label %23

23:                                               ; preds = %100, %17
  %24 = phi i64 [ %15, %17 ], [ %110, %100 ]
  %25 = lshr i64 %24, 5
  %26 = trunc i64 %24 to i32
  %27 = and i32 %26, 31
  %28 = getelementptr inbounds nuw %struct.ForHeader, ptr %0, i64 %25
  %29 = load i32, ptr %28, align 4, !tbaa !6, !alias.scope !27, !noalias !34
  %30 = shl nuw nsw i64 %25, 7
  %31 = getelementptr inbounds nuw i32, ptr %1, i64 %30
  %32 = mul nuw nsw i32 %27, 52
  %33 = lshr i32 %32, 5
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #9, !noalias !35
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr %31, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6, !alias.scope !30, !noalias !36
  store i32 %36, ptr %5, align 4, !tbaa !6, !noalias !35
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6, !alias.scope !30, !noalias !36
  store i32 %38, ptr %21, align 4, !tbaa !6, !noalias !35
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load i32, ptr %39, align 4, !tbaa !6, !alias.scope !30, !noalias !36
  store i32 %40, ptr %22, align 4, !tbaa !6, !noalias !35
  %41 = and i32 %32, 28
  %42 = lshr i32 %36, %41
  %43 = icmp samesign ugt i32 %41, 19
  %44 = sub nuw nsw i32 32, %41
  %45 = shl i32 %38, %44
  %46 = select i1 %43, i32 %45, i32 0
  %47 = or disjoint i32 %46, %42
  %48 = and i32 %47, 8191
  %49 = add nsw i32 %48, %29
  %50 = add nuw nsw i32 %41, 13
  %51 = lshr i32 %50, 5
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw i32, ptr %5, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !6, !noalias !35
  %55 = and i32 %50, 29
  %56 = lshr i32 %54, %55
  %57 = icmp samesign ugt i32 %55, 19
  br i1 %57, label %58, label %64

58:                                               ; preds = %23
  %59 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !6, !noalias !35
  %61 = sub nuw nsw i32 32, %55
  %62 = shl i32 %60, %61
  %63 = or disjoint i32 %62, %56
  br label %64

64:                                               ; preds = %58, %23
  %65 = phi i32 [ %63, %58 ], [ %56, %23 ]
  %66 = and i32 %65, 8191
  %67 = add nsw i32 %66, %29
  %68 = add nuw nsw i32 %41, 26
  %69 = lshr i32 %68, 5
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw i32, ptr %5, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !6, !noalias !35
  %73 = and i32 %68, 30
  %74 = lshr i32 %72, %73
  %75 = icmp samesign ugt i32 %73, 19
  br i1 %75, label %76, label %82

76:                                               ; preds = %64
  %77 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %78 = load i32, ptr %77, align 4, !tbaa !6, !noalias !35
  %79 = sub nuw nsw i32 32, %73
  %80 = shl i32 %78, %79
  %81 = or disjoint i32 %80, %74
  br label %82

82:                                               ; preds = %76, %64
  %83 = phi i32 [ %81, %76 ], [ %74, %64 ]
  %84 = and i32 %83, 8191
  %85 = add nsw i32 %84, %29
  %86 = add nuw nsw i32 %41, 39
  %87 = lshr i32 %86, 5
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr %5, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6, !noalias !35
  %91 = and i32 %86, 31
  %92 = lshr i32 %90, %91
  %93 = icmp samesign ugt i32 %91, 19
  br i1 %93, label %94, label %100

94:                                               ; preds = %82
  %95 = getelementptr inbounds nuw i8, ptr %89, i64 4
  %96 = load i32, ptr %95, align 4, !tbaa !6, !noalias !35
  %97 = sub nuw nsw i32 32, %91
  %98 = shl i32 %96, %97
  %99 = or disjoint i32 %98, %92
  br label %100

100:                                              ; preds = %94, %82
  %101 = phi i32 [ %99, %94 ], [ %92, %82 ]
  %102 = and i32 %101, 8191
  %103 = add nsw i32 %102, %29
  %104 = getelementptr inbounds nuw i32, ptr %2, i64 %30
  %105 = and i64 %24, 31
  %106 = getelementptr inbounds nuw %struct.int4, ptr %104, i64 %105
  store i32 %49, ptr %106, align 16, !tbaa !6, !alias.scope !32, !noalias !37
  %107 = getelementptr inbounds nuw i8, ptr %106, i64 4
  store i32 %67, ptr %107, align 4, !tbaa !6, !alias.scope !32, !noalias !37
  %108 = getelementptr inbounds nuw i8, ptr %106, i64 8
  store i32 %85, ptr %108, align 8, !tbaa !6, !alias.scope !32, !noalias !37
  %109 = getelementptr inbounds nuw i8, ptr %106, i64 12
  store i32 %103, ptr %109, align 4, !tbaa !6, !alias.scope !32, !noalias !37
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #9, !noalias !35
  %110 = add nuw nsw i64 %24, %20
  %111 = icmp slt i64 %110, %7
  br i1 %111, label %23, label %112, !llvm.loop !38

112:                                              ; preds = %100, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @for_unpack_delta_scan(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %6
  %12 = lshr i32 %11, 5
  %13 = icmp slt i32 %12, %4
  br i1 %13, label %14, label %229

14:                                               ; preds = %5
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw %struct.ForHeader, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %19, i32 0)
  %21 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 32)
  %22 = shl nuw nsw i64 %15, 7
  %23 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  %24 = icmp slt i32 %19, 1
  %25 = sub nuw nsw i32 32, %21
  %26 = shl nuw nsw i32 %7, 2
  %27 = icmp sgt i32 %19, 31
  %28 = zext nneg i32 %21 to i64
  %29 = shl nsw i64 -1, %28
  %30 = xor i64 %29, -1
  %31 = select i1 %27, i64 4294967295, i64 %30
  br i1 %24, label %53, label %32

32:                                               ; preds = %14
  %33 = mul nuw nsw i32 %26, %21
  %34 = lshr i32 %33, 5
  %35 = and i32 %33, 28
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds nuw i32, ptr %23, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6, !alias.scope !39
  %39 = zext i32 %38 to i64
  %40 = icmp samesign ugt i32 %35, %25
  br i1 %40, label %41, label %47

41:                                               ; preds = %32
  %42 = getelementptr inbounds nuw i8, ptr %37, i64 4
  %43 = load i32, ptr %42, align 4, !tbaa !6, !alias.scope !39
  %44 = zext i32 %43 to i64
  %45 = shl nuw i64 %44, 32
  %46 = or disjoint i64 %45, %39
  br label %47

47:                                               ; preds = %41, %32
  %48 = phi i64 [ %46, %41 ], [ %39, %32 ]
  %49 = zext nneg i32 %35 to i64
  %50 = lshr i64 %48, %49
  %51 = and i64 %50, %31
  %52 = trunc nuw i64 %51 to i32
  br label %53

53:                                               ; preds = %14, %47
  %54 = phi i32 [ %52, %47 ], [ 0, %14 ]
  %55 = add i32 %54, %17
  %56 = lshr i32 %55, 1
  %57 = and i32 %55, 1
  %58 = sub nsw i32 0, %57
  %59 = xor i32 %56, %58
  %60 = sext i32 %59 to i64
  br i1 %24, label %83, label %61

61:                                               ; preds = %53
  %62 = or disjoint i32 %26, 1
  %63 = mul nuw nsw i32 %62, %21
  %64 = lshr i32 %63, 5
  %65 = and i32 %63, 31
  %66 = zext nneg i32 %64 to i64
  %67 = getelementptr inbounds nuw i32, ptr %23, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6, !alias.scope !39
  %69 = zext i32 %68 to i64
  %70 = icmp samesign ugt i32 %65, %25
  br i1 %70, label %71, label %77

71:                                               ; preds = %61
  %72 = getelementptr inbounds nuw i8, ptr %67, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !6, !alias.scope !39
  %74 = zext i32 %73 to i64
  %75 = shl nuw i64 %74, 32
  %76 = or disjoint i64 %75, %69
  br label %77

77:                                               ; preds = %71, %61
  %78 = phi i64 [ %76, %71 ], [ %69, %61 ]
  %79 = zext nneg i32 %65 to i64
  %80 = lshr i64 %78, %79
  %81 = and i64 %80, %31
  %82 = trunc nuw i64 %81 to i32
  br label %83

83:                                               ; preds = %77, %53
  %84 = phi i32 [ %82, %77 ], [ 0, %53 ]
  %85 = add i32 %84, %17
  %86 = lshr i32 %85, 1
  %87 = and i32 %85, 1
  %88 = sub nsw i32 0, %87
  %89 = xor i32 %86, %88
  %90 = sext i32 %89 to i64
  %91 = add nsw i64 %60, %90
  br i1 %24, label %114, label %92

92:                                               ; preds = %83
  %93 = or disjoint i32 %26, 2
  %94 = mul nuw nsw i32 %93, %21
  %95 = lshr i32 %94, 5
  %96 = and i32 %94, 30
  %97 = zext nneg i32 %95 to i64
  %98 = getelementptr inbounds nuw i32, ptr %23, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6, !alias.scope !39
  %100 = zext i32 %99 to i64
  %101 = icmp samesign ugt i32 %96, %25
  br i1 %101, label %102, label %108

102:                                              ; preds = %92
  %103 = getelementptr inbounds nuw i8, ptr %98, i64 4
  %104 = load i32, ptr %103, align 4, !tbaa !6, !alias.scope !39
  %105 = zext i32 %104 to i64
  %106 = shl nuw i64 %105, 32
  %107 = or disjoint i64 %106, %100
  br label %108

108:                                              ; preds = %102, %92
  %109 = phi i64 [ %107, %102 ], [ %100, %92 ]
  %110 = zext nneg i32 %96 to i64
  %111 = lshr i64 %109, %110
  %112 = and i64 %111, %31
  %113 = trunc nuw i64 %112 to i32
  br label %114

114:                                              ; preds = %108, %83
  %115 = phi i32 [ %113, %108 ], [ 0, %83 ]
  %116 = add i32 %115, %17
  %117 = lshr i32 %116, 1
  %118 = and i32 %116, 1
  %119 = sub nsw i32 0, %118
  %120 = xor i32 %117, %119
  %121 = sext i32 %120 to i64
  %122 = add nsw i64 %91, %121
  br i1 %24, label %145, label %123

123:                                              ; preds = %114
  %124 = or disjoint i32 %26, 3
  %125 = mul nuw nsw i32 %124, %21
  %126 = lshr i32 %125, 5
  %127 = and i32 %125, 31
  %128 = zext nneg i32 %126 to i64
  %129 = getelementptr inbounds nuw i32, ptr %23, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !6, !alias.scope !39
  %131 = zext i32 %130 to i64
  %132 = icmp samesign ugt i32 %127, %25
  br i1 %132, label %133, label %139

133:                                              ; preds = %123
  %134 = getelementptr inbounds nuw i8, ptr %129, i64 4
  %135 = load i32, ptr %134, align 4, !tbaa !6, !alias.scope !39
  %136 = zext i32 %135 to i64
  %137 = shl nuw i64 %136, 32
  %138 = or disjoint i64 %137, %131
  br label %139

139:                                              ; preds = %133, %123
  %140 = phi i64 [ %138, %133 ], [ %131, %123 ]
  %141 = zext nneg i32 %127 to i64
  %142 = lshr i64 %140, %141
  %143 = and i64 %142, %31
  %144 = trunc nuw i64 %143 to i32
  br label %145

145:                                              ; preds = %139, %114
  %146 = phi i32 [ %144, %139 ], [ 0, %114 ]
  %147 = add i32 %146, %17
  %148 = lshr i32 %147, 1
  %149 = and i32 %147, 1
  %150 = sub nsw i32 0, %149
  %151 = xor i32 %148, %150
  %152 = sext i32 %151 to i64
  %153 = add nsw i64 %122, %152
  %154 = trunc i64 %153 to i32
  %155 = lshr i64 %153, 32
  %156 = trunc nuw i64 %155 to i32
  %157 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %154, i32 1, i32 0)
  %158 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %156, i32 1, i32 0)
  %159 = zext i32 %158 to i64
  %160 = shl nuw i64 %159, 32
  %161 = zext i32 %157 to i64
  %162 = or disjoint i64 %160, %161
  %163 = icmp eq i32 %7, 0
  %164 = select i1 %163, i64 0, i64 %162
  %165 = add nsw i64 %164, %153
  %166 = trunc i64 %165 to i32
  %167 = lshr i64 %165, 32
  %168 = trunc nuw i64 %167 to i32
  %169 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %166, i32 2, i32 0)
  %170 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %168, i32 2, i32 0)
  %171 = zext i32 %170 to i64
  %172 = shl nuw i64 %171, 32
  %173 = zext i32 %169 to i64
  %174 = or disjoint i64 %172, %173
  %175 = icmp samesign ult i32 %7, 2
  %176 = select i1 %175, i64 0, i64 %174
  %177 = add nsw i64 %176, %165
  %178 = trunc i64 %177 to i32
  %179 = lshr i64 %177, 32
  %180 = trunc nuw i64 %179 to i32
  %181 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %178, i32 4, i32 0)
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %180, i32 4, i32 0)
  %183 = zext i32 %182 to i64
  %184 = shl nuw i64 %183, 32
  %185 = zext i32 %181 to i64
  %186 = or disjoint i64 %184, %185
  %187 = icmp samesign ult i32 %7, 4
  %188 = select i1 %187, i64 0, i64 %186
  %189 = add nsw i64 %188, %177
  %190 = trunc i64 %189 to i32
  %191 = lshr i64 %189, 32
  %192 = trunc nuw i64 %191 to i32
  %193 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %190, i32 8, i32 0)
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %192, i32 8, i32 0)
  %195 = zext i32 %194 to i64
  %196 = shl nuw i64 %195, 32
  %197 = zext i32 %193 to i64
  %198 = or disjoint i64 %196, %197
  %199 = icmp samesign ult i32 %7, 8
  %200 = select i1 %199, i64 0, i64 %198
  %201 = add nsw i64 %200, %189
  %202 = trunc i64 %201 to i32
  %203 = lshr i64 %201, 32
  %204 = trunc nuw i64 %203 to i32
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %202, i32 16, i32 0)
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %204, i32 16, i32 0)
  %207 = getelementptr inbounds nuw i64, ptr %3, i64 %22
  %208 = shl nuw nsw i32 %7, 2
  %209 = zext nneg i32 %208 to i64
  %210 = getelementptr inbounds nuw i64, ptr %207, i64 %209
  %211 = icmp samesign ult i32 %7, 16
  %212 = zext i32 %206 to i64
  %213 = shl nuw i64 %212, 32
  %214 = zext i32 %205 to i64
  %215 = or disjoint i64 %213, %214
  %216 = select i1 %211, i64 0, i64 %215
  %217 = add nsw i64 %216, %201
  %218 = sub i64 %217, %153
  %219 = getelementptr inbounds nuw i64, ptr %2, i64 %15
  %220 = load i64, ptr %219, align 8, !tbaa !42
  %221 = add nsw i64 %218, %220
  %222 = add nsw i64 %221, %60
  store i64 %222, ptr %210, align 8, !tbaa !42
  %223 = add nsw i64 %221, %91
  %224 = getelementptr inbounds nuw i8, ptr %210, i64 8
  store i64 %223, ptr %224, align 8, !tbaa !42
  %225 = add nsw i64 %221, %122
  %226 = getelementptr inbounds nuw i8, ptr %210, i64 16
  store i64 %225, ptr %226, align 8, !tbaa !42
  %227 = add i64 %217, %220
  %228 = getelementptr inbounds nuw i8, ptr %210, i64 24
  store i64 %227, ptr %228, align 8, !tbaa !42
  br label %229

229:                                              ; preds = %5, %145
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @for_range_filter(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = icmp eq i32 %8, 128
  br i1 %9, label %10, label %109

10:                                               ; preds = %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = lshr i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %109

15:                                               ; preds = %10
  %16 = and i32 %11, 31
  %17 = icmp eq i32 %16, 0
  %18 = zext nneg i32 %12 to i64
  %19 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16for_range_filterE5s_cnt to ptr), i64 %18
  %20 = icmp eq i32 %12, 0
  %21 = shl nsw i32 -1, %16
  %22 = xor i32 %21, -1
  %23 = icmp eq i32 %11, 0
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %25

25:                                               ; preds = %15, %106
  %26 = phi i32 [ %13, %15 ], [ %107, %106 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.ForHeader, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 32)
  %34 = shl nsw i64 %27, 7
  %35 = icmp slt i32 %31, 1
  br i1 %35, label %64, label %36

36:                                               ; preds = %25
  %37 = getelementptr inbounds nuw i32, ptr %1, i64 %34
  %38 = mul nuw nsw i32 %33, %11
  %39 = lshr i32 %38, 5
  %40 = and i32 %38, 31
  %41 = zext nneg i32 %39 to i64
  %42 = getelementptr inbounds nuw i32, ptr %37, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6, !alias.scope !44
  %44 = zext i32 %43 to i64
  %45 = add nuw nsw i32 %40, %33
  %46 = icmp samesign ugt i32 %45, 32
  br i1 %46, label %47, label %53

47:                                               ; preds = %36
  %48 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6, !alias.scope !44
  %50 = zext i32 %49 to i64
  %51 = shl nuw i64 %50, 32
  %52 = or disjoint i64 %51, %44
  br label %53

53:                                               ; preds = %47, %36
  %54 = phi i64 [ %52, %47 ], [ %44, %36 ]
  %55 = icmp sgt i32 %31, 31
  %56 = zext nneg i32 %33 to i64
  %57 = shl nsw i64 -1, %56
  %58 = xor i64 %57, -1
  %59 = select i1 %55, i64 4294967295, i64 %58
  %60 = zext nneg i32 %40 to i64
  %61 = lshr i64 %54, %60
  %62 = and i64 %61, %59
  %63 = trunc nuw i64 %62 to i32
  br label %64

64:                                               ; preds = %25, %53
  %65 = phi i32 [ %63, %53 ], [ 0, %25 ]
  %66 = add nsw i32 %65, %29
  %67 = icmp sge i32 %66, %3
  %68 = icmp sle i32 %66, %4
  %69 = and i1 %67, %68
  %70 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %69)
  br i1 %17, label %71, label %73

71:                                               ; preds = %64
  %72 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %70)
  store i32 %72, ptr %19, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %71, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %76, label %78

74:                                               ; preds = %78
  %75 = sext i32 %84 to i64
  br label %76

76:                                               ; preds = %74, %73
  %77 = phi i64 [ 0, %73 ], [ %75, %74 ]
  br i1 %69, label %87, label %96

78:                                               ; preds = %73, %78
  %79 = phi i32 [ %85, %78 ], [ 0, %73 ]
  %80 = phi i32 [ %84, %78 ], [ 0, %73 ]
  %81 = zext nneg i32 %79 to i64
  %82 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16for_range_filterE5s_cnt to ptr), i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = add nsw i32 %83, %80
  %85 = add nuw nsw i32 %79, 1
  %86 = icmp eq i32 %85, %12
  br i1 %86, label %74, label %78, !llvm.loop !47

87:                                               ; preds = %76
  %88 = shl nsw i32 %26, 7
  %89 = add nsw i32 %88, %11
  %90 = and i32 %70, %22
  %91 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %90)
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr i32, ptr %5, i64 %34
  %94 = getelementptr i32, ptr %93, i64 %77
  %95 = getelementptr i32, ptr %94, i64 %92
  store i32 %89, ptr %95, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %87, %76
  br i1 %23, label %97, label %106

97:                                               ; preds = %96
  %98 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16for_range_filterE5s_cnt to ptr), align 4, !tbaa !6
  %99 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16for_range_filterE5s_cnt to ptr), i64 4), align 4, !tbaa !6
  %100 = add nsw i32 %99, %98
  %101 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16for_range_filterE5s_cnt to ptr), i64 8), align 4, !tbaa !6
  %102 = add nsw i32 %100, %101
  %103 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16for_range_filterE5s_cnt to ptr), i64 12), align 4, !tbaa !6
  %104 = add nsw i32 %102, %103
  %105 = getelementptr inbounds i32, ptr %6, i64 %27
  store i32 %104, ptr %105, align 4, !tbaa !6
  br label %106

106:                                              ; preds = %97, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %107 = add i32 %26, %24
  %108 = icmp slt i32 %107, %2
  br i1 %108, label %25, label %109, !llvm.loop !48

109:                                              ; preds = %106, %10, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind }

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
!15 = !{!16}
!16 = distinct !{!16, !17, !"_Z16for_unpack_fixedILi7EEvPK9ForHeaderPKjPii: argument 0"}
!17 = distinct !{!17, !"_Z16for_unpack_fixedILi7EEvPK9ForHeaderPKjPii"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"_Z16for_unpack_fixedILi7EEvPK9ForHeaderPKjPii: argument 1"}
!20 = !{!21}
!21 = distinct !{!21, !17, !"_Z16for_unpack_fixedILi7EEvPK9ForHeaderPKjPii: argument 2"}
!22 = !{!19, !21}
!23 = !{!16, !19, !21}
!24 = !{!16, !21}
!25 = !{!16, !19}
!26 = distinct !{!26, !12, !13}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_Z16for_unpack_fixedILi13EEvPK9ForHeaderPKjPii: argument 0"}
!29 = distinct !{!29, !"_Z16for_unpack_fixedILi13EEvPK9ForHeaderPKjPii"}
!30 = !{!31}
!31 = distinct !{!31, !29, !"_Z16for_unpack_fixedILi13EEvPK9ForHeaderPKjPii: argument 1"}
!32 = !{!33}
!33 = distinct !{!33, !29, !"_Z16for_unpack_fixedILi13EEvPK9ForHeaderPKjPii: argument 2"}
!34 = !{!31, !33}
!35 = !{!28, !31, !33}
!36 = !{!28, !33}
!37 = !{!28, !31}
!38 = distinct !{!38, !12, !13}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_Z12extract_bitsPKjii: argument 0"}
!41 = distinct !{!41, !"_Z12extract_bitsPKjii"}
!42 = !{!43, !43, i64 0}
!43 = !{!"long long", !8, i64 0}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_Z12extract_bitsPKjii: argument 0"}
!46 = distinct !{!46, !"_Z12extract_bitsPKjii"}
!47 = distinct !{!47, !12, !13}
!48 = distinct !{!48, !12, !13}
