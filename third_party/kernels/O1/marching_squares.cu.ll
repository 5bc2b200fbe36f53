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
  %13 = sext i32 %8 to i64
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
  br i1 %23, label %24, label %39

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
  br label %40

39:                                               ; preds = %108, %6
  ret void

40:                                               ; preds = %24, %108
  %41 = phi i64 [ %22, %24 ], [ %109, %108 ]
  %42 = mul nuw nsw i64 %41, %17
  %43 = add nuw nsw i64 %42, %28
  %44 = icmp slt i64 %43, %15
  br i1 %44, label %45, label %83

45:                                               ; preds = %40
  %46 = sdiv i64 %43, %12
  %47 = shl i64 %46, 32
  %48 = ashr exact i64 %47, 32
  %49 = mul i64 %46, %12
  %50 = sub i64 %43, %49
  %51 = mul nsw i64 %48, %29
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = getelementptr inbounds float, ptr %52, i64 %29
  %54 = shl i64 %50, 32
  %55 = ashr exact i64 %54, 32
  %56 = getelementptr inbounds float, ptr %52, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = fcmp contract ogt float %57, %30
  %59 = zext i1 %58 to i32
  %60 = add i64 %54, 4294967296
  %61 = ashr exact i64 %60, 32
  %62 = getelementptr inbounds float, ptr %52, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = fcmp contract ogt float %63, %30
  %65 = select i1 %64, i32 2, i32 0
  %66 = or disjoint i32 %65, %59
  %67 = getelementptr inbounds float, ptr %53, i64 %61
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = fcmp contract ogt float %68, %30
  %70 = select i1 %69, i32 4, i32 0
  %71 = or disjoint i32 %66, %70
  %72 = getelementptr inbounds float, ptr %53, i64 %55
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = fcmp contract ogt float %73, %30
  %75 = select i1 %74, i32 8, i32 0
  %76 = or disjoint i32 %71, %75
  %77 = trunc nuw nsw i32 %76 to i8
  %78 = getelementptr inbounds nuw i8, ptr %4, i64 %43
  store i8 %77, ptr %78, align 1, !tbaa !13
  %79 = zext nneg i32 %76 to i64
  %80 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_seg_count to ptr), i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !13
  %82 = zext i8 %81 to i32
  br label %83

83:                                               ; preds = %40, %45
  %84 = phi i32 [ %82, %45 ], [ 0, %40 ]
  %85 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 16, i32 31)
  %86 = add nsw i32 %85, %84
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 8, i32 31)
  %88 = add nsw i32 %87, %86
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 4, i32 31)
  %90 = add nsw i32 %89, %88
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 2, i32 31)
  %92 = add nsw i32 %91, %90
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 1, i32 31)
  br i1 %31, label %94, label %96

94:                                               ; preds = %83
  %95 = add nsw i32 %93, %92
  store i32 %95, ptr %33, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %94, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %99, label %108

97:                                               ; preds = %99
  %98 = getelementptr inbounds nuw i32, ptr %5, i64 %41
  store i32 %105, ptr %98, align 4, !tbaa !6
  br label %108

99:                                               ; preds = %96, %99
  %100 = phi i32 [ %106, %99 ], [ 0, %96 ]
  %101 = phi i32 [ %105, %99 ], [ 0, %96 ]
  %102 = zext nneg i32 %100 to i64
  %103 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15msq_count_cellsE6s_warp to ptr), i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = add nsw i32 %104, %101
  %106 = add nuw nsw i32 %100, 1
  %107 = icmp eq i32 %106, %36
  br i1 %107, label %97, label %99, !llvm.loop !14

108:                                              ; preds = %97, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %109 = add nuw nsw i64 %41, %38
  %110 = icmp slt i64 %109, %20
  br i1 %110, label %40, label %39, !llvm.loop !17
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
  %16 = sext i32 %11 to i64
  %17 = mul nsw i64 %16, %15
  %18 = select i1 %14, i64 %17, i64 0
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nsw i64 %20, -1
  %22 = add nsw i64 %21, %18
  %23 = sdiv i64 %22, %20
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = and i32 %24, 31
  %26 = add nuw nsw i32 %19, 31
  %27 = lshr i32 %26, 5
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = zext nneg i32 %28 to i64
  %30 = icmp sgt i64 %23, %29
  br i1 %30, label %31, label %75

31:                                               ; preds = %8
  %32 = lshr i32 %24, 5
  %33 = zext nneg i32 %24 to i64
  %34 = icmp eq i32 %25, 0
  %35 = sext i32 %7 to i64
  %36 = zext nneg i32 %32 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %36
  %38 = icmp eq i32 %24, 0
  %39 = sext i32 %7 to i64
  %40 = icmp eq i32 %25, 31
  %41 = zext nneg i32 %32 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %41
  %43 = icmp eq i32 %32, 0
  %44 = icmp samesign ult i32 %25, %27
  %45 = zext nneg i32 %25 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %45
  %47 = zext nneg i32 %25 to i64
  %48 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %47
  %49 = zext nneg i32 %32 to i64
  %50 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %49
  %51 = sext i32 %1 to i64
  %52 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %53 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %54 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %55 = load float, ptr %3, align 4
  %56 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %61 = load float, ptr %60, align 4
  %62 = load float, ptr %3, align 4
  %63 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %64 = zext nneg i32 %63 to i64
  %65 = icmp eq i32 %25, 0
  %66 = icmp samesign ult i32 %25, 2
  %67 = icmp samesign ult i32 %25, 4
  %68 = icmp samesign ult i32 %25, 8
  %69 = icmp samesign ult i32 %25, 16
  %70 = icmp eq i32 %25, 0
  %71 = icmp samesign ult i32 %25, 2
  %72 = icmp samesign ult i32 %25, 4
  %73 = icmp samesign ult i32 %25, 8
  %74 = icmp samesign ult i32 %25, 16
  br label %76

75:                                               ; preds = %383, %8
  ret void

76:                                               ; preds = %31, %383
  %77 = phi i64 [ %29, %31 ], [ %384, %383 ]
  %78 = icmp samesign ugt i64 %77, %33
  br i1 %78, label %79, label %89

79:                                               ; preds = %76, %79
  %80 = phi i64 [ %86, %79 ], [ 0, %76 ]
  %81 = phi i64 [ %87, %79 ], [ %33, %76 ]
  %82 = getelementptr inbounds nuw i32, ptr %5, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %83, i32 0)
  %85 = zext nneg i32 %84 to i64
  %86 = add nuw nsw i64 %80, %85
  %87 = add nuw nsw i64 %81, %20
  %88 = icmp samesign ult i64 %87, %77
  br i1 %88, label %79, label %89, !llvm.loop !18

89:                                               ; preds = %79, %76
  %90 = phi i64 [ 0, %76 ], [ %86, %79 ]
  %91 = trunc i64 %90 to i32
  %92 = lshr i64 %90, 32
  %93 = trunc nuw i64 %92 to i32
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %91, i32 16, i32 31)
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 16, i32 31)
  %96 = zext i32 %95 to i64
  %97 = shl nuw i64 %96, 32
  %98 = zext i32 %94 to i64
  %99 = add i64 %90, %98
  %100 = add i64 %99, %97
  %101 = trunc i64 %99 to i32
  %102 = lshr i64 %100, 32
  %103 = trunc nuw i64 %102 to i32
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 8, i32 31)
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %103, i32 8, i32 31)
  %106 = zext i32 %105 to i64
  %107 = shl nuw i64 %106, 32
  %108 = zext i32 %104 to i64
  %109 = add i64 %100, %108
  %110 = add i64 %109, %107
  %111 = trunc i64 %109 to i32
  %112 = lshr i64 %110, 32
  %113 = trunc nuw i64 %112 to i32
  %114 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 4, i32 31)
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 4, i32 31)
  %116 = zext i32 %115 to i64
  %117 = shl nuw i64 %116, 32
  %118 = zext i32 %114 to i64
  %119 = add i64 %110, %118
  %120 = add i64 %119, %117
  %121 = trunc i64 %119 to i32
  %122 = lshr i64 %120, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %121, i32 2, i32 31)
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %123, i32 2, i32 31)
  %126 = zext i32 %125 to i64
  %127 = shl nuw i64 %126, 32
  %128 = zext i32 %124 to i64
  %129 = add i64 %120, %128
  %130 = add i64 %129, %127
  %131 = trunc i64 %129 to i32
  %132 = lshr i64 %130, 32
  %133 = trunc nuw i64 %132 to i32
  %134 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 1, i32 31)
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %133, i32 1, i32 31)
  br i1 %34, label %136, label %144

136:                                              ; preds = %89
  %137 = zext i32 %134 to i64
  %138 = add i64 %130, %137
  %139 = zext i32 %135 to i64
  %140 = shl nuw i64 %139, 32
  %141 = add i64 %138, %140
  %142 = tail call noundef range(i64 -9223372036854775808, 2147483648) i64 @llvm.smin.i64(i64 %141, i64 range(i64 -2147483648, 2147483648) %35)
  %143 = trunc i64 %142 to i32
  store i32 %143, ptr %37, align 4, !tbaa !6
  br label %144

144:                                              ; preds = %136, %89
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %38, label %148, label %158

145:                                              ; preds = %148
  %146 = tail call noundef range(i64 -9223372036854775808, 2147483648) i64 @llvm.smin.i64(i64 %155, i64 range(i64 -2147483648, 2147483648) %39)
  %147 = trunc i64 %146 to i32
  store i32 %147, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_base to ptr), align 4, !tbaa !6
  br label %158

148:                                              ; preds = %144, %148
  %149 = phi i64 [ %155, %148 ], [ 0, %144 ]
  %150 = phi i32 [ %156, %148 ], [ 0, %144 ]
  %151 = zext nneg i32 %150 to i64
  %152 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_warp to ptr), i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = sext i32 %153 to i64
  %155 = add nsw i64 %149, %154
  %156 = add nuw nsw i32 %150, 1
  %157 = icmp eq i32 %156, %27
  br i1 %157, label %145, label %148, !llvm.loop !19

158:                                              ; preds = %145, %144
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %159 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17msq_emit_segmentsE6s_base to ptr), align 4, !tbaa !6
  %160 = getelementptr inbounds nuw i32, ptr %5, i64 %77
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %161, i32 0)
  %163 = mul nuw nsw i64 %77, %20
  %164 = add nuw nsw i64 %163, %33
  %165 = icmp slt i64 %164, %18
  br i1 %165, label %166, label %176

166:                                              ; preds = %158
  %167 = sdiv i64 %164, %15
  %168 = trunc i64 %167 to i32
  %169 = mul i64 %167, %15
  %170 = sub i64 %164, %169
  %171 = trunc i64 %170 to i32
  %172 = getelementptr inbounds nuw i8, ptr %4, i64 %164
  %173 = load i8, ptr %172, align 1, !tbaa !13
  %174 = and i8 %173, 15
  %175 = zext nneg i8 %174 to i32
  br label %176

176:                                              ; preds = %166, %158
  %177 = phi i32 [ %168, %166 ], [ 0, %158 ]
  %178 = phi i32 [ %171, %166 ], [ 0, %158 ]
  %179 = phi i32 [ %175, %166 ], [ 0, %158 ]
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_seg_count to ptr), i64 %180
  %182 = load i8, ptr %181, align 1, !tbaa !13
  %183 = zext i8 %182 to i32
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %183, i32 1, i32 0)
  %185 = select i1 %65, i32 0, i32 %184
  %186 = add nsw i32 %185, %183
  %187 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %186, i32 2, i32 0)
  %188 = select i1 %66, i32 0, i32 %187
  %189 = add nsw i32 %188, %186
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %189, i32 4, i32 0)
  %191 = select i1 %67, i32 0, i32 %190
  %192 = add nsw i32 %191, %189
  %193 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %192, i32 8, i32 0)
  %194 = select i1 %68, i32 0, i32 %193
  %195 = add nsw i32 %194, %192
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %195, i32 16, i32 0)
  %197 = select i1 %69, i32 0, i32 %196
  %198 = add nsw i32 %197, %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %40, label %199, label %200

199:                                              ; preds = %176
  store i32 %198, ptr %42, align 4, !tbaa !6
  br label %200

200:                                              ; preds = %199, %176
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %43, label %201, label %223

201:                                              ; preds = %200
  br i1 %44, label %202, label %204

202:                                              ; preds = %201
  %203 = load i32, ptr %46, align 4, !tbaa !6
  br label %204

204:                                              ; preds = %202, %201
  %205 = phi i32 [ %203, %202 ], [ 0, %201 ]
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %205, i32 1, i32 0)
  %207 = select i1 %70, i32 0, i32 %206
  %208 = add nsw i32 %207, %205
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %208, i32 2, i32 0)
  %210 = select i1 %71, i32 0, i32 %209
  %211 = add nsw i32 %210, %208
  %212 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %211, i32 4, i32 0)
  %213 = select i1 %72, i32 0, i32 %212
  %214 = add nsw i32 %213, %211
  %215 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %214, i32 8, i32 0)
  %216 = select i1 %73, i32 0, i32 %215
  %217 = add nsw i32 %216, %214
  %218 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %217, i32 16, i32 0)
  br i1 %44, label %219, label %223

219:                                              ; preds = %204
  %220 = select i1 %74, i32 0, i32 %218
  %221 = add nsw i32 %220, %217
  %222 = sub nsw i32 %221, %205
  store i32 %222, ptr %48, align 4, !tbaa !6
  br label %223

223:                                              ; preds = %204, %219, %200
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %224 = load i32, ptr %50, align 4, !tbaa !6
  %225 = icmp eq i8 %182, 0
  br i1 %225, label %383, label %226

226:                                              ; preds = %223
  %227 = sext i32 %177 to i64
  %228 = mul nsw i64 %227, %51
  %229 = getelementptr inbounds nuw float, ptr %0, i64 %228
  %230 = getelementptr inbounds float, ptr %229, i64 %51
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  %231 = sext i32 %178 to i64
  %232 = getelementptr inbounds float, ptr %229, i64 %231
  %233 = load float, ptr %232, align 4, !tbaa !11
  store float %233, ptr %9, align 4, !tbaa !11
  %234 = add nsw i32 %178, 1
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr %229, i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !11
  store float %237, ptr %52, align 4, !tbaa !11
  %238 = getelementptr inbounds float, ptr %230, i64 %235
  %239 = load float, ptr %238, align 4, !tbaa !11
  store float %239, ptr %53, align 4, !tbaa !11
  %240 = getelementptr inbounds float, ptr %230, i64 %231
  %241 = load float, ptr %240, align 4, !tbaa !11
  store float %241, ptr %54, align 4, !tbaa !11
  switch i32 %179, label %251 [
    i32 10, label %242
    i32 5, label %242
  ]

242:                                              ; preds = %226, %226
  %243 = icmp eq i32 %179, 5
  %244 = fadd contract float %233, %237
  %245 = fadd contract float %244, %239
  %246 = fadd contract float %245, %241
  %247 = fmul contract float %246, 2.500000e-01
  %248 = fcmp contract ogt float %247, %55
  %249 = select i1 %243, i32 16, i32 17
  %250 = select i1 %248, i32 %249, i32 %179
  br label %251

251:                                              ; preds = %226, %242
  %252 = phi i32 [ %250, %242 ], [ %179, %226 ]
  %253 = sub i32 %198, %183
  %254 = add i32 %253, %224
  %255 = zext nneg i32 %252 to i64
  %256 = getelementptr inbounds nuw [4 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL11k_seg_edges to ptr), i64 %255
  br label %257

257:                                              ; preds = %251, %343
  %258 = phi i32 [ 0, %251 ], [ %380, %343 ]
  %259 = add nsw i32 %254, %258
  %260 = icmp slt i32 %259, %162
  br i1 %260, label %261, label %382

261:                                              ; preds = %257
  %262 = add nsw i32 %259, %159
  %263 = icmp slt i32 %262, %7
  br i1 %263, label %264, label %382

264:                                              ; preds = %261
  %265 = shl nuw nsw i32 %258, 1
  %266 = zext nneg i32 %265 to i64
  %267 = getelementptr inbounds nuw i8, ptr %256, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !13
  %269 = getelementptr inbounds nuw i8, ptr %267, i64 1
  %270 = load i8, ptr %269, align 1, !tbaa !13
  %271 = icmp sgt i8 %268, -1
  %272 = icmp sgt i8 %270, -1
  %273 = select i1 %271, i1 %272, i1 false
  br i1 %273, label %274, label %382

274:                                              ; preds = %264
  %275 = zext nneg i8 %268 to i64
  %276 = getelementptr inbounds nuw [2 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL13k_edge_corner to ptr), i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !13
  %278 = getelementptr inbounds nuw i8, ptr %276, i64 1
  %279 = load i8, ptr %278, align 1, !tbaa !13
  %280 = zext i8 %277 to i64
  %281 = getelementptr inbounds nuw float, ptr %9, i64 %280
  %282 = load float, ptr %281, align 4, !tbaa !11
  %283 = zext i8 %279 to i64
  %284 = getelementptr inbounds nuw float, ptr %9, i64 %283
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = fcmp contract une float %285, %282
  br i1 %286, label %287, label %293

287:                                              ; preds = %274
  %288 = fsub contract float %55, %282
  %289 = fsub contract float %285, %282
  %290 = fdiv contract float %288, %289
  %291 = tail call float @llvm.maxnum.f32(float %290, float 0.000000e+00)
  %292 = tail call float @llvm.minnum.f32(float %291, float 1.000000e+00)
  br label %293

293:                                              ; preds = %274, %287
  %294 = phi float [ %292, %287 ], [ 5.000000e-01, %274 ]
  %295 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %280
  %296 = load i8, ptr %295, align 1, !tbaa !13
  %297 = zext i8 %296 to i32
  %298 = add nsw i32 %178, %297
  %299 = sitofp i32 %298 to float
  %300 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %280
  %301 = load i8, ptr %300, align 1, !tbaa !13
  %302 = zext i8 %301 to i32
  %303 = add nsw i32 %177, %302
  %304 = sitofp i32 %303 to float
  %305 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %283
  %306 = load i8, ptr %305, align 1, !tbaa !13
  %307 = zext i8 %306 to i32
  %308 = add nsw i32 %178, %307
  %309 = sitofp i32 %308 to float
  %310 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %283
  %311 = load i8, ptr %310, align 1, !tbaa !13
  %312 = zext i8 %311 to i32
  %313 = add nsw i32 %177, %312
  %314 = sitofp i32 %313 to float
  %315 = fsub contract float %309, %299
  %316 = fmul contract float %294, %315
  %317 = fadd contract float %316, %299
  %318 = fmul contract float %59, %317
  %319 = fadd contract float %57, %318
  %320 = fsub contract float %314, %304
  %321 = fmul contract float %294, %320
  %322 = fadd contract float %321, %304
  %323 = fmul contract float %59, %322
  %324 = fadd contract float %61, %323
  %325 = zext nneg i8 %270 to i64
  %326 = getelementptr inbounds nuw [2 x i8], ptr addrspacecast (ptr addrspace(4) @_ZL13k_edge_corner to ptr), i64 %325
  %327 = load i8, ptr %326, align 1, !tbaa !13
  %328 = getelementptr inbounds nuw i8, ptr %326, i64 1
  %329 = load i8, ptr %328, align 1, !tbaa !13
  %330 = zext i8 %327 to i64
  %331 = getelementptr inbounds nuw float, ptr %9, i64 %330
  %332 = load float, ptr %331, align 4, !tbaa !11
  %333 = zext i8 %329 to i64
  %334 = getelementptr inbounds nuw float, ptr %9, i64 %333
  %335 = load float, ptr %334, align 4, !tbaa !11
  %336 = fcmp contract une float %335, %332
  br i1 %336, label %337, label %343

337:                                              ; preds = %293
  %338 = fsub contract float %62, %332
  %339 = fsub contract float %335, %332
  %340 = fdiv contract float %338, %339
  %341 = tail call float @llvm.maxnum.f32(float %340, float 0.000000e+00)
  %342 = tail call float @llvm.minnum.f32(float %341, float 1.000000e+00)
  br label %343

343:                                              ; preds = %293, %337
  %344 = phi float [ %342, %337 ], [ 5.000000e-01, %293 ]
  %345 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %330
  %346 = load i8, ptr %345, align 1, !tbaa !13
  %347 = zext i8 %346 to i32
  %348 = add nsw i32 %178, %347
  %349 = sitofp i32 %348 to float
  %350 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %330
  %351 = load i8, ptr %350, align 1, !tbaa !13
  %352 = zext i8 %351 to i32
  %353 = add nsw i32 %177, %352
  %354 = sitofp i32 %353 to float
  %355 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dx to ptr), i64 %333
  %356 = load i8, ptr %355, align 1, !tbaa !13
  %357 = zext i8 %356 to i32
  %358 = add nsw i32 %178, %357
  %359 = sitofp i32 %358 to float
  %360 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(4) @_ZL11k_corner_dy to ptr), i64 %333
  %361 = load i8, ptr %360, align 1, !tbaa !13
  %362 = zext i8 %361 to i32
  %363 = add nsw i32 %177, %362
  %364 = sitofp i32 %363 to float
  %365 = fsub contract float %359, %349
  %366 = fmul contract float %344, %365
  %367 = fadd contract float %366, %349
  %368 = fmul contract float %59, %367
  %369 = fadd contract float %57, %368
  %370 = fsub contract float %364, %354
  %371 = fmul contract float %344, %370
  %372 = fadd contract float %371, %354
  %373 = fmul contract float %59, %372
  %374 = fadd contract float %61, %373
  %375 = sext i32 %262 to i64
  %376 = getelementptr inbounds %struct.float4, ptr %6, i64 %375
  store float %319, ptr %376, align 16, !tbaa !11
  %377 = getelementptr inbounds nuw i8, ptr %376, i64 4
  store float %324, ptr %377, align 4, !tbaa !11
  %378 = getelementptr inbounds nuw i8, ptr %376, i64 8
  store float %369, ptr %378, align 8, !tbaa !11
  %379 = getelementptr inbounds nuw i8, ptr %376, i64 12
  store float %374, ptr %379, align 4, !tbaa !11
  %380 = add nuw nsw i32 %258, 1
  %381 = icmp eq i32 %380, %183
  br i1 %381, label %382, label %257, !llvm.loop !20

382:                                              ; preds = %264, %257, %261, %343
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  br label %383

383:                                              ; preds = %382, %223
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %384 = add nuw nsw i64 %77, %64
  %385 = icmp slt i64 %384, %23
  br i1 %385, label %76, label %75, !llvm.loop !21
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

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
