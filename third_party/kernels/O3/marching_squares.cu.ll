; ModuleID = 'src/marching_squares.cu'
source_filename = "src/marching_squares.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.IsoGrid = type { float, float, float, float }
%struct.float4 = type { float, float, float, float }

@_ZZ15msq_count_cellsE6s_warp = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZL11k_seg_count = internal unnamed_addr addrspace(4) constant [16 x i8] c"\00\01\01\01\01\02\01\01\01\01\02\01\01\01\01\00", align 1
@_ZZ17msq_emit_segmentsE6s_warp = internal unnamed_addr addrspace(3) global [33 x i32] undef, align 4
@_ZZ17msq_emit_segmentsE6s_base = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZL11k_seg_edges = internal unnamed_addr addrspace(4) constant [18 x [4 x i8]] [[4 x i8] c"\FF\FF\FF\FF", [4 x i8] c"\03\00\FF\FF", [4 x i8] c"\00\01\FF\FF", [4 x i8] c"\03\01\FF\FF", [4 x i8] c"\01\02\FF\FF", [4 x i8] c"\03\00\01\02", [4 x i8] c"\00\02\FF\FF", [4 x i8] c"\03\02\FF\FF", [4 x i8] c"\02\03\FF\FF", [4 x i8] c"\00\02\FF\FF", [4 x i8] c"\00\01\02\03", [4 x i8] c"\01\02\FF\FF", [4 x i8] c"\01\03\FF\FF", [4 x i8] c"\00\01\FF\FF", [4 x i8] c"\03\00\FF\FF", [4 x i8] c"\FF\FF\FF\FF", [4 x i8] c"\00\01\02\03", [4 x i8] c"\03\00\01\02"], align 1
@_ZL13k_edge_corner = internal unnamed_addr addrspace(4) constant [4 x [2 x i8]] [[2 x i8] c"\00\01", [2 x i8] c"\01\02", [2 x i8] c"\02\03", [2 x i8] c"\03\00"], align 1
@_ZL11k_corner_dx = internal unnamed_addr addrspace(4) constant [4 x i8] c"\00\01\01\00", align 1
@_ZL11k_corner_dy = internal unnamed_addr addrspace(4) constant [4 x i8] c"\00\00\01\01", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @msq_count_cells(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.IsoGrid) align 4 captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = add nsw i32 %1, -1
  %8 = add nsw i32 %2, -1
  %9 = icmp sgt i32 %1, 1
  %10 = icmp sgt i32 %2, 1
  %11 = and i1 %9, %10
  %12 = sext i32 %7 to i64
  %13 = zext nneg i32 %8 to i64
  %14 = mul nsw i64 %13, %12
  %15 = select i1 %11, i64 %14, i64 0
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nsw i64 %17, -1
  %19 = add nsw i64 %18, %15
  %20 = sdiv i64 %19, %17
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = icmp sgt i64 %20, %22
  br i1 %23, label %24, label %45

24:                                               ; preds = %6
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = lshr i32 %25, 5
  %27 = and i32 %25, 31
  %28 = zext nneg i32 %25 to i64
  %29 = sext i32 %1 to i64
  %30 = load float, ptr %3, align 4
  %31 = icmp eq i32 %27, 0
  %32 = zext nneg i32 %26 to i64
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %32
  %34 = icmp eq i32 %25, 0
  %35 = add nuw nsw i32 %16, 31
  %36 = lshr i32 %35, 5
  %37 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = add nsw i32 %36, -1
  %40 = and i32 %36, 7
  %41 = icmp ult i32 %39, 7
  %42 = and i32 %36, 120
  %43 = icmp eq i32 %40, 0
  %44 = icmp ne i32 %40, 0
  br label %46

45:                                               ; preds = %168, %6
  ret void

46:                                               ; preds = %24, %168
  %47 = phi i64 [ %22, %24 ], [ %169, %168 ]
  %48 = mul nuw nsw i64 %47, %17
  %49 = add nuw nsw i64 %48, %28
  %50 = icmp slt i64 %49, %15
  br i1 %50, label %51, label %89

51:                                               ; preds = %46
  %52 = sdiv i64 %49, %12
  %53 = shl i64 %52, 32
  %54 = ashr exact i64 %53, 32
  %55 = mul i64 %52, %12
  %56 = sub i64 %49, %55
  %57 = mul nsw i64 %54, %29
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %57
  %59 = getelementptr inbounds float, ptr %58, i64 %29
  %60 = shl i64 %56, 32
  %61 = ashr exact i64 %60, 32
  %62 = getelementptr inbounds float, ptr %58, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = fcmp contract ogt float %63, %30
  %65 = zext i1 %64 to i32
  %66 = add i64 %60, 4294967296
  %67 = ashr exact i64 %66, 32
  %68 = getelementptr inbounds float, ptr %58, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = fcmp contract ogt float %69, %30
  %71 = select i1 %70, i32 2, i32 0
  %72 = or disjoint i32 %71, %65
  %73 = getelementptr inbounds float, ptr %59, i64 %67
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fcmp contract ogt float %74, %30
  %76 = select i1 %75, i32 4, i32 0
  %77 = or disjoint i32 %72, %76
  %78 = getelementptr inbounds float, ptr %59, i64 %61
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fcmp contract ogt float %79, %30
  %81 = select i1 %80, i32 8, i32 0
  %82 = or disjoint i32 %77, %81
  %83 = trunc nuw nsw i32 %82 to i8
  %84 = getelementptr inbounds nuw i8, ptr %4, i64 %49
  store i8 %83, ptr %84, align 1, !tbaa !13
  %85 = zext nneg i32 %82 to i64
  %86 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_seg_count to ptr), i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !13
  %88 = zext i8 %87 to i32
  br label %89

89:                                               ; preds = %51, %46
  %90 = phi i32 [ %88, %51 ], [ 0, %46 ]
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 16, i32 31)
  %92 = add nsw i32 %91, %90
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 8, i32 31)
  %94 = add nsw i32 %93, %92
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 4, i32 31)
  %96 = add nsw i32 %95, %94
  %97 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 2, i32 31)
  %98 = add nsw i32 %97, %96
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 1, i32 31)
  br i1 %31, label %100, label %102

100:                                              ; preds = %89
  %101 = add nsw i32 %99, %98
  store i32 %101, ptr %33, align 4, !tbaa !6
  br label %102

102:                                              ; preds = %100, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %103, label %168

103:                                              ; preds = %102
  br i1 %41, label %105, label %122

104:                                              ; preds = %122
  br i1 %43, label %119, label %105

105:                                              ; preds = %104, %103
  %106 = phi i32 [ 0, %103 ], [ %165, %104 ]
  %107 = phi i32 [ 0, %103 ], [ %164, %104 ]
  tail call void @llvm.assume(i1 %44)
  br label %108

108:                                              ; preds = %108, %105
  %109 = phi i32 [ %116, %108 ], [ %106, %105 ]
  %110 = phi i32 [ %115, %108 ], [ %107, %105 ]
  %111 = phi i32 [ %117, %108 ], [ 0, %105 ]
  %112 = zext nneg i32 %109 to i64
  %113 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = add nsw i32 %114, %110
  %116 = add nuw nsw i32 %109, 1
  %117 = add i32 %111, 1
  %118 = icmp eq i32 %117, %40
  br i1 %118, label %119, label %108, !llvm.loop !14

119:                                              ; preds = %108, %104
  %120 = phi i32 [ %164, %104 ], [ %115, %108 ]
  %121 = getelementptr inbounds nuw i32, ptr %5, i64 %47
  store i32 %120, ptr %121, align 4, !tbaa !6
  br label %168

122:                                              ; preds = %103, %122
  %123 = phi i32 [ %165, %122 ], [ 0, %103 ]
  %124 = phi i32 [ %164, %122 ], [ 0, %103 ]
  %125 = phi i32 [ %166, %122 ], [ 0, %103 ]
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = add nsw i32 %128, %124
  %130 = zext nneg i32 %123 to i64
  %131 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %130
  %132 = getelementptr inbounds nuw i8, ptr %131, i64 4
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = add nsw i32 %133, %129
  %135 = zext nneg i32 %123 to i64
  %136 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %135
  %137 = getelementptr inbounds nuw i8, ptr %136, i64 8
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = add nsw i32 %138, %134
  %140 = zext nneg i32 %123 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %140
  %142 = getelementptr inbounds nuw i8, ptr %141, i64 12
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = add nsw i32 %143, %139
  %145 = zext nneg i32 %123 to i64
  %146 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %145
  %147 = getelementptr inbounds nuw i8, ptr %146, i64 16
  %148 = load i32, ptr %147, align 4, !tbaa !6
  %149 = add nsw i32 %148, %144
  %150 = zext nneg i32 %123 to i64
  %151 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %150
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 20
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = add nsw i32 %153, %149
  %155 = zext nneg i32 %123 to i64
  %156 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %155
  %157 = getelementptr inbounds nuw i8, ptr %156, i64 24
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = add nsw i32 %158, %154
  %160 = zext nneg i32 %123 to i64
  %161 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %160
  %162 = getelementptr inbounds nuw i8, ptr %161, i64 28
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = add nsw i32 %163, %159
  %165 = add nuw nsw i32 %123, 8
  %166 = add i32 %125, 8
  %167 = icmp eq i32 %166, %42
  br i1 %167, label %104, label %122, !llvm.loop !16

168:                                              ; preds = %119, %102
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %169 = add nuw nsw i64 %47, %38
  %170 = icmp slt i64 %169, %20
  br i1 %170, label %46, label %45, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @msq_emit_segments(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.IsoGrid) align 4 captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = alloca [4 x float], align 4
  %10 = add nsw i32 %1, -1
  %11 = add nsw i32 %2, -1
  %12 = icmp sgt i32 %1, 1
  %13 = icmp sgt i32 %2, 1
  %14 = and i1 %12, %13
  %15 = sext i32 %10 to i64
  %16 = zext nneg i32 %11 to i64
  %17 = mul nsw i64 %16, %15
  %18 = select i1 %14, i64 %17, i64 0
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nsw i64 %20, -1
  %22 = add nsw i64 %21, %18
  %23 = sdiv i64 %22, %20
  %24 = add nuw nsw i32 %19, 31
  %25 = lshr i32 %24, 5
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = icmp sgt i64 %23, %27
  br i1 %28, label %29, label %73

29:                                               ; preds = %8
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = and i32 %30, 31
  %32 = lshr i32 %30, 5
  %33 = zext nneg i32 %30 to i64
  %34 = icmp eq i32 %31, 0
  %35 = zext nneg i32 %32 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %35
  %37 = sext i32 %7 to i64
  %38 = icmp eq i32 %30, 0
  %39 = icmp eq i32 %31, 31
  %40 = icmp eq i32 %32, 0
  %41 = icmp samesign ult i32 %31, %25
  %42 = zext nneg i32 %31 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %42
  %44 = sext i32 %1 to i64
  %45 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %48 = load float, ptr %3, align 4
  %49 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %54 = load float, ptr %53, align 4
  %55 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %56 = zext nneg i32 %55 to i64
  %57 = icmp eq i32 %31, 0
  %58 = icmp samesign ult i32 %31, 2
  %59 = icmp samesign ult i32 %31, 4
  %60 = icmp samesign ult i32 %31, 8
  %61 = icmp samesign ult i32 %31, 16
  %62 = icmp eq i32 %31, 0
  %63 = icmp samesign ult i32 %31, 2
  %64 = icmp samesign ult i32 %31, 4
  %65 = icmp samesign ult i32 %31, 8
  %66 = icmp samesign ult i32 %31, 16
  %67 = add nsw i32 %25, -1
  %68 = and i32 %25, 7
  %69 = icmp ult i32 %67, 7
  %70 = and i32 %25, 120
  %71 = icmp eq i32 %68, 0
  %72 = icmp ne i32 %68, 0
  br label %74

73:                                               ; preds = %443, %8
  ret void

74:                                               ; preds = %29, %443
  %75 = phi i64 [ %27, %29 ], [ %444, %443 ]
  %76 = icmp samesign ugt i64 %75, %33
  br i1 %76, label %124, label %77

77:                                               ; preds = %124, %74
  %78 = phi i64 [ 0, %74 ], [ %131, %124 ]
  %79 = trunc i64 %78 to i32
  %80 = lshr i64 %78, 32
  %81 = trunc nuw i64 %80 to i32
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 16, i32 31)
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 16, i32 31)
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = zext i32 %82 to i64
  %87 = add i64 %78, %86
  %88 = add i64 %87, %85
  %89 = trunc i64 %87 to i32
  %90 = lshr i64 %88, 32
  %91 = trunc nuw i64 %90 to i32
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 8, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 8, i32 31)
  %94 = zext i32 %93 to i64
  %95 = shl nuw i64 %94, 32
  %96 = zext i32 %92 to i64
  %97 = add i64 %88, %96
  %98 = add i64 %97, %95
  %99 = trunc i64 %97 to i32
  %100 = lshr i64 %98, 32
  %101 = trunc nuw i64 %100 to i32
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 4, i32 31)
  %103 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 4, i32 31)
  %104 = zext i32 %103 to i64
  %105 = shl nuw i64 %104, 32
  %106 = zext i32 %102 to i64
  %107 = add i64 %98, %106
  %108 = add i64 %107, %105
  %109 = trunc i64 %107 to i32
  %110 = lshr i64 %108, 32
  %111 = trunc nuw i64 %110 to i32
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 2, i32 31)
  %113 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 2, i32 31)
  %114 = zext i32 %113 to i64
  %115 = shl nuw i64 %114, 32
  %116 = zext i32 %112 to i64
  %117 = add i64 %108, %116
  %118 = add i64 %117, %115
  %119 = trunc i64 %117 to i32
  %120 = lshr i64 %118, 32
  %121 = trunc nuw i64 %120 to i32
  %122 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %119, i32 1, i32 31)
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 1, i32 31)
  br i1 %34, label %134, label %142

124:                                              ; preds = %74, %124
  %125 = phi i64 [ %131, %124 ], [ 0, %74 ]
  %126 = phi i64 [ %132, %124 ], [ %33, %74 ]
  %127 = getelementptr inbounds nuw i32, ptr %5, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %128, i32 0)
  %130 = zext nneg i32 %129 to i64
  %131 = add nuw nsw i64 %125, %130
  %132 = add nuw nsw i64 %126, %20
  %133 = icmp samesign ult i64 %132, %75
  br i1 %133, label %124, label %77, !llvm.loop !19

134:                                              ; preds = %77
  %135 = zext i32 %122 to i64
  %136 = add i64 %118, %135
  %137 = zext i32 %123 to i64
  %138 = shl nuw i64 %137, 32
  %139 = add i64 %136, %138
  %140 = tail call noundef range(i64 -9223372036854775808, 2147483648) i64 @llvm.smin.i64(i64 %139, i64 range(i64 -2147483648, 2147483648) %37)
  %141 = trunc i64 %140 to i32
  store i32 %141, ptr %36, align 4, !tbaa !6
  br label %142

142:                                              ; preds = %134, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %38, label %143, label %218

143:                                              ; preds = %142
  br i1 %69, label %145, label %164

144:                                              ; preds = %164
  br i1 %71, label %160, label %145

145:                                              ; preds = %144, %143
  %146 = phi i64 [ 0, %143 ], [ %214, %144 ]
  %147 = phi i32 [ 0, %143 ], [ %215, %144 ]
  tail call void @llvm.assume(i1 %72)
  br label %148

148:                                              ; preds = %148, %145
  %149 = phi i64 [ %156, %148 ], [ %146, %145 ]
  %150 = phi i32 [ %157, %148 ], [ %147, %145 ]
  %151 = phi i32 [ %158, %148 ], [ 0, %145 ]
  %152 = zext nneg i32 %150 to i64
  %153 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %152
  %154 = load i32, ptr %153, align 4, !tbaa !6
  %155 = sext i32 %154 to i64
  %156 = add nsw i64 %149, %155
  %157 = add nuw nsw i32 %150, 1
  %158 = add i32 %151, 1
  %159 = icmp eq i32 %158, %68
  br i1 %159, label %160, label %148, !llvm.loop !20

160:                                              ; preds = %148, %144
  %161 = phi i64 [ %214, %144 ], [ %156, %148 ]
  %162 = tail call noundef range(i64 -9223372036854775808, 2147483648) i64 @llvm.smin.i64(i64 %161, i64 range(i64 -2147483648, 2147483648) %37)
  %163 = trunc i64 %162 to i32
  store i32 %163, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_base to ptr), align 4, !tbaa !6
  br label %218

164:                                              ; preds = %143, %164
  %165 = phi i64 [ %214, %164 ], [ 0, %143 ]
  %166 = phi i32 [ %215, %164 ], [ 0, %143 ]
  %167 = phi i32 [ %216, %164 ], [ 0, %143 ]
  %168 = zext nneg i32 %166 to i64
  %169 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !6
  %171 = sext i32 %170 to i64
  %172 = add nsw i64 %165, %171
  %173 = zext nneg i32 %166 to i64
  %174 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %173
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 4
  %176 = load i32, ptr %175, align 4, !tbaa !6
  %177 = sext i32 %176 to i64
  %178 = add nsw i64 %172, %177
  %179 = zext nneg i32 %166 to i64
  %180 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %179
  %181 = getelementptr inbounds nuw i8, ptr %180, i64 8
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = sext i32 %182 to i64
  %184 = add nsw i64 %178, %183
  %185 = zext nneg i32 %166 to i64
  %186 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %185
  %187 = getelementptr inbounds nuw i8, ptr %186, i64 12
  %188 = load i32, ptr %187, align 4, !tbaa !6
  %189 = sext i32 %188 to i64
  %190 = add nsw i64 %184, %189
  %191 = zext nneg i32 %166 to i64
  %192 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %191
  %193 = getelementptr inbounds nuw i8, ptr %192, i64 16
  %194 = load i32, ptr %193, align 4, !tbaa !6
  %195 = sext i32 %194 to i64
  %196 = add nsw i64 %190, %195
  %197 = zext nneg i32 %166 to i64
  %198 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %197
  %199 = getelementptr inbounds nuw i8, ptr %198, i64 20
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = sext i32 %200 to i64
  %202 = add nsw i64 %196, %201
  %203 = zext nneg i32 %166 to i64
  %204 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %203
  %205 = getelementptr inbounds nuw i8, ptr %204, i64 24
  %206 = load i32, ptr %205, align 4, !tbaa !6
  %207 = sext i32 %206 to i64
  %208 = add nsw i64 %202, %207
  %209 = zext nneg i32 %166 to i64
  %210 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %209
  %211 = getelementptr inbounds nuw i8, ptr %210, i64 28
  %212 = load i32, ptr %211, align 4, !tbaa !6
  %213 = sext i32 %212 to i64
  %214 = add nsw i64 %208, %213
  %215 = add nuw nsw i32 %166, 8
  %216 = add i32 %167, 8
  %217 = icmp eq i32 %216, %70
  br i1 %217, label %144, label %164, !llvm.loop !21

218:                                              ; preds = %160, %142
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %219 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_base to ptr), align 4, !tbaa !6
  %220 = getelementptr inbounds nuw i32, ptr %5, i64 %75
  %221 = load i32, ptr %220, align 4, !tbaa !6
  %222 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %221, i32 0)
  %223 = mul nuw nsw i64 %75, %20
  %224 = add nuw nsw i64 %223, %33
  %225 = icmp slt i64 %224, %18
  br i1 %225, label %226, label %236

226:                                              ; preds = %218
  %227 = sdiv i64 %224, %15
  %228 = trunc i64 %227 to i32
  %229 = mul i64 %227, %15
  %230 = sub i64 %224, %229
  %231 = trunc i64 %230 to i32
  %232 = getelementptr inbounds nuw i8, ptr %4, i64 %224
  %233 = load i8, ptr %232, align 1, !tbaa !13
  %234 = and i8 %233, 15
  %235 = zext nneg i8 %234 to i32
  br label %236

236:                                              ; preds = %226, %218
  %237 = phi i32 [ %228, %226 ], [ 0, %218 ]
  %238 = phi i32 [ %231, %226 ], [ 0, %218 ]
  %239 = phi i32 [ %235, %226 ], [ 0, %218 ]
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_seg_count to ptr), i64 %240
  %242 = load i8, ptr %241, align 1, !tbaa !13
  %243 = zext i8 %242 to i32
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %243, i32 1, i32 0)
  %245 = select i1 %57, i32 0, i32 %244
  %246 = add nsw i32 %245, %243
  %247 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %246, i32 2, i32 0)
  %248 = select i1 %58, i32 0, i32 %247
  %249 = add nsw i32 %248, %246
  %250 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %249, i32 4, i32 0)
  %251 = select i1 %59, i32 0, i32 %250
  %252 = add nsw i32 %251, %249
  %253 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %252, i32 8, i32 0)
  %254 = select i1 %60, i32 0, i32 %253
  %255 = add nsw i32 %254, %252
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %255, i32 16, i32 0)
  %257 = select i1 %61, i32 0, i32 %256
  %258 = add nsw i32 %257, %255
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %39, label %259, label %260

259:                                              ; preds = %236
  store i32 %258, ptr %36, align 4, !tbaa !6
  br label %260

260:                                              ; preds = %259, %236
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %40, label %261, label %283

261:                                              ; preds = %260
  br i1 %41, label %262, label %264

262:                                              ; preds = %261
  %263 = load i32, ptr %43, align 4, !tbaa !6
  br label %264

264:                                              ; preds = %261, %262
  %265 = phi i32 [ %263, %262 ], [ 0, %261 ]
  %266 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %265, i32 1, i32 0)
  %267 = select i1 %62, i32 0, i32 %266
  %268 = add nsw i32 %267, %265
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %268, i32 2, i32 0)
  %270 = select i1 %63, i32 0, i32 %269
  %271 = add nsw i32 %270, %268
  %272 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %271, i32 4, i32 0)
  %273 = select i1 %64, i32 0, i32 %272
  %274 = add nsw i32 %273, %271
  %275 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %274, i32 8, i32 0)
  %276 = select i1 %65, i32 0, i32 %275
  %277 = add nsw i32 %276, %274
  %278 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %277, i32 16, i32 0)
  br i1 %41, label %279, label %283

279:                                              ; preds = %264
  %280 = select i1 %66, i32 0, i32 %278
  %281 = add nsw i32 %280, %277
  %282 = sub nsw i32 %281, %265
  store i32 %282, ptr %43, align 4, !tbaa !6
  br label %283

283:                                              ; preds = %264, %279, %260
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %284 = load i32, ptr %36, align 4, !tbaa !6
  %285 = icmp eq i8 %242, 0
  br i1 %285, label %443, label %286

286:                                              ; preds = %283
  %287 = sext i32 %237 to i64
  %288 = mul nsw i64 %287, %44
  %289 = getelementptr inbounds nuw float, ptr %0, i64 %288
  %290 = getelementptr inbounds float, ptr %289, i64 %44
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %291 = sext i32 %238 to i64
  %292 = getelementptr inbounds float, ptr %289, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !11
  store float %293, ptr %9, align 4, !tbaa !11
  %294 = add nsw i32 %238, 1
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds float, ptr %289, i64 %295
  %297 = load float, ptr %296, align 4, !tbaa !11
  store float %297, ptr %45, align 4, !tbaa !11
  %298 = getelementptr inbounds float, ptr %290, i64 %295
  %299 = load float, ptr %298, align 4, !tbaa !11
  store float %299, ptr %46, align 4, !tbaa !11
  %300 = getelementptr inbounds float, ptr %290, i64 %291
  %301 = load float, ptr %300, align 4, !tbaa !11
  store float %301, ptr %47, align 4, !tbaa !11
  switch i32 %239, label %312 [
    i32 10, label %302
    i32 5, label %302
  ]

302:                                              ; preds = %286, %286
  %303 = icmp eq i32 %239, 5
  %304 = fadd contract float %293, %297
  %305 = fadd contract float %304, %299
  %306 = fadd contract float %305, %301
  %307 = fmul contract float %306, 2.500000e-01
  %308 = fcmp contract ogt float %307, %48
  %309 = select i1 %303, i32 16, i32 17
  %310 = select i1 %308, i32 %309, i32 %239
  %311 = zext nneg i32 %310 to i64
  br label %312

312:                                              ; preds = %286, %302
  %313 = phi i64 [ %240, %286 ], [ %311, %302 ]
  %314 = sub i32 %258, %243
  %315 = add i32 %314, %284
  %316 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL11k_seg_edges to ptr), i64 %313
  br label %317

317:                                              ; preds = %312, %403
  %318 = phi i32 [ 0, %312 ], [ %440, %403 ]
  %319 = add nsw i32 %315, %318
  %320 = icmp slt i32 %319, %222
  br i1 %320, label %321, label %442

321:                                              ; preds = %317
  %322 = add nsw i32 %319, %219
  %323 = icmp slt i32 %322, %7
  br i1 %323, label %324, label %442

324:                                              ; preds = %321
  %325 = shl nuw nsw i32 %318, 1
  %326 = zext nneg i32 %325 to i64
  %327 = getelementptr inbounds nuw i8, ptr %316, i64 %326
  %328 = load i8, ptr %327, align 1, !tbaa !13
  %329 = getelementptr inbounds nuw i8, ptr %327, i64 1
  %330 = load i8, ptr %329, align 1, !tbaa !13
  %331 = icmp sgt i8 %328, -1
  %332 = icmp sgt i8 %330, -1
  %333 = select i1 %331, i1 %332, i1 false
  br i1 %333, label %334, label %442

334:                                              ; preds = %324
  %335 = zext nneg i8 %328 to i64
  %336 = getelementptr inbounds nuw [2 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL13k_edge_corner to ptr), i64 %335
  %337 = load i8, ptr %336, align 1, !tbaa !13
  %338 = getelementptr inbounds nuw i8, ptr %336, i64 1
  %339 = load i8, ptr %338, align 1, !tbaa !13
  %340 = zext i8 %337 to i64
  %341 = getelementptr inbounds nuw float, ptr %9, i64 %340
  %342 = load float, ptr %341, align 4, !tbaa !11
  %343 = zext i8 %339 to i64
  %344 = getelementptr inbounds nuw float, ptr %9, i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !11
  %346 = fcmp contract une float %345, %342
  br i1 %346, label %347, label %353

347:                                              ; preds = %334
  %348 = fsub contract float %345, %342
  %349 = fsub contract float %48, %342
  %350 = fdiv contract float %349, %348
  %351 = tail call float @llvm.maxnum.f32(float %350, float 0.000000e+00)
  %352 = tail call float @llvm.minnum.f32(float %351, float 1.000000e+00)
  br label %353

353:                                              ; preds = %334, %347
  %354 = phi float [ %352, %347 ], [ 5.000000e-01, %334 ]
  %355 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %340
  %356 = load i8, ptr %355, align 1, !tbaa !13
  %357 = zext i8 %356 to i32
  %358 = add nsw i32 %238, %357
  %359 = sitofp i32 %358 to float
  %360 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %340
  %361 = load i8, ptr %360, align 1, !tbaa !13
  %362 = zext i8 %361 to i32
  %363 = add nsw i32 %237, %362
  %364 = sitofp i32 %363 to float
  %365 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %343
  %366 = load i8, ptr %365, align 1, !tbaa !13
  %367 = zext i8 %366 to i32
  %368 = add nsw i32 %238, %367
  %369 = sitofp i32 %368 to float
  %370 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %343
  %371 = load i8, ptr %370, align 1, !tbaa !13
  %372 = zext i8 %371 to i32
  %373 = add nsw i32 %237, %372
  %374 = sitofp i32 %373 to float
  %375 = fsub contract float %369, %359
  %376 = fmul contract float %354, %375
  %377 = fadd contract float %376, %359
  %378 = fmul contract float %52, %377
  %379 = fadd contract float %50, %378
  %380 = fsub contract float %374, %364
  %381 = fmul contract float %354, %380
  %382 = fadd contract float %381, %364
  %383 = fmul contract float %52, %382
  %384 = fadd contract float %54, %383
  %385 = zext nneg i8 %330 to i64
  %386 = getelementptr inbounds nuw [2 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL13k_edge_corner to ptr), i64 %385
  %387 = load i8, ptr %386, align 1, !tbaa !13
  %388 = getelementptr inbounds nuw i8, ptr %386, i64 1
  %389 = load i8, ptr %388, align 1, !tbaa !13
  %390 = zext i8 %387 to i64
  %391 = getelementptr inbounds nuw float, ptr %9, i64 %390
  %392 = load float, ptr %391, align 4, !tbaa !11
  %393 = zext i8 %389 to i64
  %394 = getelementptr inbounds nuw float, ptr %9, i64 %393
  %395 = load float, ptr %394, align 4, !tbaa !11
  %396 = fcmp contract une float %395, %392
  br i1 %396, label %397, label %403

397:                                              ; preds = %353
  %398 = fsub contract float %395, %392
  %399 = fsub contract float %48, %392
  %400 = fdiv contract float %399, %398
  %401 = tail call float @llvm.maxnum.f32(float %400, float 0.000000e+00)
  %402 = tail call float @llvm.minnum.f32(float %401, float 1.000000e+00)
  br label %403

403:                                              ; preds = %353, %397
  %404 = phi float [ %402, %397 ], [ 5.000000e-01, %353 ]
  %405 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %390
  %406 = load i8, ptr %405, align 1, !tbaa !13
  %407 = zext i8 %406 to i32
  %408 = add nsw i32 %238, %407
  %409 = sitofp i32 %408 to float
  %410 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %390
  %411 = load i8, ptr %410, align 1, !tbaa !13
  %412 = zext i8 %411 to i32
  %413 = add nsw i32 %237, %412
  %414 = sitofp i32 %413 to float
  %415 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %393
  %416 = load i8, ptr %415, align 1, !tbaa !13
  %417 = zext i8 %416 to i32
  %418 = add nsw i32 %238, %417
  %419 = sitofp i32 %418 to float
  %420 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %393
  %421 = load i8, ptr %420, align 1, !tbaa !13
  %422 = zext i8 %421 to i32
  %423 = add nsw i32 %237, %422
  %424 = sitofp i32 %423 to float
  %425 = fsub contract float %419, %409
  %426 = fmul contract float %404, %425
  %427 = fadd contract float %426, %409
  %428 = fmul contract float %52, %427
  %429 = fadd contract float %50, %428
  %430 = fsub contract float %424, %414
  %431 = fmul contract float %404, %430
  %432 = fadd contract float %431, %414
  %433 = fmul contract float %52, %432
  %434 = fadd contract float %54, %433
  %435 = sext i32 %322 to i64
  %436 = getelementptr inbounds %struct.float4, ptr %6, i64 %435
  store float %379, ptr %436, align 16, !tbaa !11
  %437 = getelementptr inbounds nuw i8, ptr %436, i64 4
  store float %384, ptr %437, align 4, !tbaa !11
  %438 = getelementptr inbounds nuw i8, ptr %436, i64 8
  store float %429, ptr %438, align 8, !tbaa !11
  %439 = getelementptr inbounds nuw i8, ptr %436, i64 12
  store float %434, ptr %439, align 4, !tbaa !11
  %440 = add nuw nsw i32 %318, 1
  %441 = icmp eq i32 %440, %243
  br i1 %441, label %442, label %317, !llvm.loop !22

442:                                              ; preds = %324, %317, %321, %403
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  br label %443

443:                                              ; preds = %442, %283
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %444 = add nuw nsw i64 %75, %56
  %445 = icmp slt i64 %444, %23
  br i1 %445, label %74, label %73, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
