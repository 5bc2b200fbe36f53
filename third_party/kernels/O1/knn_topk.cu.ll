; ModuleID = 'src/knn_topk.cu'
source_filename = "src/knn_topk.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x %struct.float4], align 16

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @knn_k4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %29

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.float4, ptr %0, i64 %15
  %17 = load float, ptr %16, align 16, !tbaa !20, !alias.scope !11, !noalias !22
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !20, !alias.scope !11, !noalias !22
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %21 = load float, ptr %20, align 8, !tbaa !20, !alias.scope !11, !noalias !22
  br label %29

22:                                               ; preds = %29
  %23 = zext nneg i32 %11 to i64
  %24 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %28 = icmp eq i32 %4, 0
  br label %43

29:                                               ; preds = %14, %7
  %30 = phi float [ %17, %14 ], [ 0.000000e+00, %7 ]
  %31 = phi float [ %19, %14 ], [ 0.000000e+00, %7 ]
  %32 = phi float [ %21, %14 ], [ 0.000000e+00, %7 ]
  %33 = icmp sgt i32 %3, 0
  br i1 %33, label %22, label %34

34:                                               ; preds = %133, %29
  %35 = phi i32 [ -1, %29 ], [ %134, %133 ]
  %36 = phi i32 [ -1, %29 ], [ %135, %133 ]
  %37 = phi i32 [ -1, %29 ], [ %136, %133 ]
  %38 = phi i32 [ -1, %29 ], [ %137, %133 ]
  %39 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %138, %133 ]
  %40 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %139, %133 ]
  %41 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %140, %133 ]
  %42 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %141, %133 ]
  br i1 %13, label %146, label %180

43:                                               ; preds = %133, %22
  %44 = phi i32 [ -1, %22 ], [ %134, %133 ]
  %45 = phi i32 [ -1, %22 ], [ %135, %133 ]
  %46 = phi i32 [ -1, %22 ], [ %136, %133 ]
  %47 = phi i32 [ -1, %22 ], [ %137, %133 ]
  %48 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %138, %133 ]
  %49 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %139, %133 ]
  %50 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %140, %133 ]
  %51 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %141, %133 ]
  %52 = phi i32 [ %3, %22 ], [ %145, %133 ]
  %53 = phi i32 [ 0, %22 ], [ %143, %133 ]
  %54 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %142, %133 ]
  %55 = tail call i32 @llvm.smin.i32(i32 %9, i32 %52)
  %56 = tail call i32 @llvm.smax.i32(i32 %55, i32 1)
  %57 = add i32 %53, %11
  %58 = icmp slt i32 %57, %3
  br i1 %58, label %59, label %69

59:                                               ; preds = %43
  %60 = sext i32 %57 to i64
  %61 = getelementptr inbounds %struct.float4, ptr %1, i64 %60
  %62 = load float, ptr %61, align 16, !tbaa !20, !alias.scope !14, !noalias !23
  %63 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !20, !alias.scope !14, !noalias !23
  %65 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %66 = load float, ptr %65, align 8, !tbaa !20, !alias.scope !14, !noalias !23
  %67 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %68 = load float, ptr %67, align 4, !tbaa !20, !alias.scope !14, !noalias !23
  br label %69

69:                                               ; preds = %59, %43
  %70 = phi float [ %62, %59 ], [ 0.000000e+00, %43 ]
  %71 = phi float [ %64, %59 ], [ 0.000000e+00, %43 ]
  %72 = phi float [ %66, %59 ], [ 0.000000e+00, %43 ]
  %73 = phi float [ %68, %59 ], [ 0.000000e+00, %43 ]
  store float %70, ptr %24, align 16, !tbaa !20, !noalias !24
  store float %71, ptr %25, align 4, !tbaa !20, !noalias !24
  store float %72, ptr %26, align 8, !tbaa !20, !noalias !24
  store float %73, ptr %27, align 4, !tbaa !20, !noalias !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !24
  br i1 %13, label %74, label %133

74:                                               ; preds = %69, %120
  %75 = phi i32 [ %121, %120 ], [ %44, %69 ]
  %76 = phi i32 [ %122, %120 ], [ %45, %69 ]
  %77 = phi i32 [ %123, %120 ], [ %46, %69 ]
  %78 = phi i32 [ %124, %120 ], [ %47, %69 ]
  %79 = phi float [ %125, %120 ], [ %48, %69 ]
  %80 = phi float [ %126, %120 ], [ %49, %69 ]
  %81 = phi float [ %127, %120 ], [ %50, %69 ]
  %82 = phi float [ %128, %120 ], [ %51, %69 ]
  %83 = phi float [ %129, %120 ], [ %54, %69 ]
  %84 = phi i32 [ %131, %120 ], [ 0, %69 ]
  %85 = phi float [ %130, %120 ], [ %54, %69 ]
  %86 = zext nneg i32 %84 to i64
  %87 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %86
  %88 = load float, ptr %87, align 16, !tbaa !20, !noalias !24
  %89 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %90 = load float, ptr %89, align 4, !tbaa !20, !noalias !24
  %91 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %92 = load float, ptr %91, align 8, !tbaa !20, !noalias !24
  %93 = fsub contract float %88, %30
  %94 = fsub contract float %90, %31
  %95 = fsub contract float %92, %32
  %96 = fmul contract float %95, %95
  %97 = tail call noundef float @llvm.fma.f32(float %94, float %94, float %96)
  %98 = tail call noundef float @llvm.fma.f32(float %93, float %93, float %97)
  %99 = add nsw i32 %84, %53
  %100 = icmp ne i32 %99, %12
  %101 = select i1 %28, i1 true, i1 %100
  %102 = fcmp contract olt float %98, %79
  %103 = select i1 %101, i1 %102, i1 false
  br i1 %103, label %104, label %120

104:                                              ; preds = %74
  %105 = fcmp contract uge float %98, %80
  %106 = select i1 %105, i32 %99, i32 %76
  %107 = select i1 %105, float %98, float %80
  %108 = fcmp contract uge float %98, %81
  %109 = select i1 %105, i32 %76, i32 %99
  %110 = select i1 %108, i32 %109, i32 %77
  %111 = select i1 %105, float %80, float %98
  %112 = select i1 %108, float %111, float %81
  %113 = fcmp contract olt float %98, %82
  %114 = select i1 %108, i32 %77, i32 %99
  %115 = select i1 %113, i32 %78, i32 %114
  %116 = select i1 %108, float %81, float %98
  %117 = select i1 %113, float %82, float %116
  %118 = fcmp contract olt float %98, %85
  br i1 %118, label %119, label %120

119:                                              ; preds = %104
  br label %120

120:                                              ; preds = %119, %104, %74
  %121 = phi i32 [ %106, %119 ], [ %106, %104 ], [ %75, %74 ]
  %122 = phi i32 [ %110, %119 ], [ %110, %104 ], [ %76, %74 ]
  %123 = phi i32 [ %115, %119 ], [ %115, %104 ], [ %77, %74 ]
  %124 = phi i32 [ %99, %119 ], [ %78, %104 ], [ %78, %74 ]
  %125 = phi float [ %107, %119 ], [ %107, %104 ], [ %79, %74 ]
  %126 = phi float [ %112, %119 ], [ %112, %104 ], [ %80, %74 ]
  %127 = phi float [ %117, %119 ], [ %117, %104 ], [ %81, %74 ]
  %128 = phi float [ %98, %119 ], [ %82, %104 ], [ %82, %74 ]
  %129 = phi float [ %98, %119 ], [ %83, %104 ], [ %83, %74 ]
  %130 = phi float [ %98, %119 ], [ %85, %104 ], [ %85, %74 ]
  %131 = add nuw nsw i32 %84, 1
  %132 = icmp eq i32 %131, %56
  br i1 %132, label %133, label %74, !llvm.loop !25

133:                                              ; preds = %120, %69
  %134 = phi i32 [ %44, %69 ], [ %121, %120 ]
  %135 = phi i32 [ %45, %69 ], [ %122, %120 ]
  %136 = phi i32 [ %46, %69 ], [ %123, %120 ]
  %137 = phi i32 [ %47, %69 ], [ %124, %120 ]
  %138 = phi float [ %48, %69 ], [ %125, %120 ]
  %139 = phi float [ %49, %69 ], [ %126, %120 ]
  %140 = phi float [ %50, %69 ], [ %127, %120 ]
  %141 = phi float [ %51, %69 ], [ %128, %120 ]
  %142 = phi float [ %54, %69 ], [ %129, %120 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !24
  %143 = add i32 %53, %9
  %144 = icmp slt i32 %143, %3
  %145 = sub i32 %52, %9
  br i1 %144, label %43, label %34, !llvm.loop !28

146:                                              ; preds = %34
  %147 = sext i32 %12 to i64
  %148 = shl nsw i64 %147, 2
  %149 = getelementptr inbounds nuw i32, ptr %5, i64 %148
  store i32 %38, ptr %149, align 4, !tbaa !6, !alias.scope !16, !noalias !29
  %150 = fcmp contract oeq float %42, 0x47EFFFFFE0000000
  br i1 %150, label %153, label %151

151:                                              ; preds = %146
  %152 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %42) #7
  br label %153

153:                                              ; preds = %151, %146
  %154 = phi contract float [ %152, %151 ], [ -1.000000e+00, %146 ]
  %155 = getelementptr inbounds nuw float, ptr %6, i64 %148
  store float %154, ptr %155, align 4, !tbaa !20, !alias.scope !18, !noalias !30
  %156 = or disjoint i64 %148, 1
  %157 = getelementptr inbounds nuw i32, ptr %5, i64 %156
  store i32 %37, ptr %157, align 4, !tbaa !6, !alias.scope !16, !noalias !29
  %158 = fcmp contract oeq float %41, 0x47EFFFFFE0000000
  br i1 %158, label %161, label %159

159:                                              ; preds = %153
  %160 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %41) #7
  br label %161

161:                                              ; preds = %159, %153
  %162 = phi contract float [ %160, %159 ], [ -1.000000e+00, %153 ]
  %163 = getelementptr inbounds nuw float, ptr %6, i64 %156
  store float %162, ptr %163, align 4, !tbaa !20, !alias.scope !18, !noalias !30
  %164 = or disjoint i64 %148, 2
  %165 = getelementptr inbounds nuw i32, ptr %5, i64 %164
  store i32 %36, ptr %165, align 4, !tbaa !6, !alias.scope !16, !noalias !29
  %166 = fcmp contract oeq float %40, 0x47EFFFFFE0000000
  br i1 %166, label %169, label %167

167:                                              ; preds = %161
  %168 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %40) #7
  br label %169

169:                                              ; preds = %167, %161
  %170 = phi contract float [ %168, %167 ], [ -1.000000e+00, %161 ]
  %171 = getelementptr inbounds nuw float, ptr %6, i64 %164
  store float %170, ptr %171, align 4, !tbaa !20, !alias.scope !18, !noalias !30
  %172 = or disjoint i64 %148, 3
  %173 = getelementptr inbounds nuw i32, ptr %5, i64 %172
  store i32 %35, ptr %173, align 4, !tbaa !6, !alias.scope !16, !noalias !29
  %174 = fcmp contract oeq float %39, 0x47EFFFFFE0000000
  br i1 %174, label %177, label %175

175:                                              ; preds = %169
  %176 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %39) #7
  br label %177

177:                                              ; preds = %175, %169
  %178 = phi contract float [ %176, %175 ], [ -1.000000e+00, %169 ]
  %179 = getelementptr inbounds nuw float, ptr %6, i64 %172
  store float %178, ptr %179, align 4, !tbaa !20, !alias.scope !18, !noalias !30
  br label %180

180:                                              ; preds = %34, %177
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @knn_k8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %29

14:                                               ; preds = %7
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds %struct.float4, ptr %0, i64 %15
  %17 = load float, ptr %16, align 16, !tbaa !20, !alias.scope !31, !noalias !40
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !20, !alias.scope !31, !noalias !40
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %21 = load float, ptr %20, align 8, !tbaa !20, !alias.scope !31, !noalias !40
  br label %29

22:                                               ; preds = %29
  %23 = zext nneg i32 %11 to i64
  %24 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %23
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %28 = icmp eq i32 %4, 0
  br label %51

29:                                               ; preds = %14, %7
  %30 = phi float [ %17, %14 ], [ 0.000000e+00, %7 ]
  %31 = phi float [ %19, %14 ], [ 0.000000e+00, %7 ]
  %32 = phi float [ %21, %14 ], [ 0.000000e+00, %7 ]
  %33 = icmp sgt i32 %3, 0
  br i1 %33, label %22, label %34

34:                                               ; preds = %185, %29
  %35 = phi i32 [ -1, %29 ], [ %186, %185 ]
  %36 = phi i32 [ -1, %29 ], [ %187, %185 ]
  %37 = phi i32 [ -1, %29 ], [ %188, %185 ]
  %38 = phi i32 [ -1, %29 ], [ %189, %185 ]
  %39 = phi i32 [ -1, %29 ], [ %190, %185 ]
  %40 = phi i32 [ -1, %29 ], [ %191, %185 ]
  %41 = phi i32 [ -1, %29 ], [ %192, %185 ]
  %42 = phi i32 [ -1, %29 ], [ %193, %185 ]
  %43 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %194, %185 ]
  %44 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %195, %185 ]
  %45 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %196, %185 ]
  %46 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %197, %185 ]
  %47 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %198, %185 ]
  %48 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %199, %185 ]
  %49 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %200, %185 ]
  %50 = phi float [ 0x47EFFFFFE0000000, %29 ], [ %201, %185 ]
  br i1 %13, label %206, label %272

51:                                               ; preds = %185, %22
  %52 = phi i32 [ -1, %22 ], [ %186, %185 ]
  %53 = phi i32 [ -1, %22 ], [ %187, %185 ]
  %54 = phi i32 [ -1, %22 ], [ %188, %185 ]
  %55 = phi i32 [ -1, %22 ], [ %189, %185 ]
  %56 = phi i32 [ -1, %22 ], [ %190, %185 ]
  %57 = phi i32 [ -1, %22 ], [ %191, %185 ]
  %58 = phi i32 [ -1, %22 ], [ %192, %185 ]
  %59 = phi i32 [ -1, %22 ], [ %193, %185 ]
  %60 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %194, %185 ]
  %61 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %195, %185 ]
  %62 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %196, %185 ]
  %63 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %197, %185 ]
  %64 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %198, %185 ]
  %65 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %199, %185 ]
  %66 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %200, %185 ]
  %67 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %201, %185 ]
  %68 = phi i32 [ %3, %22 ], [ %205, %185 ]
  %69 = phi i32 [ 0, %22 ], [ %203, %185 ]
  %70 = phi float [ 0x47EFFFFFE0000000, %22 ], [ %202, %185 ]
  %71 = tail call i32 @llvm.smin.i32(i32 %9, i32 %68)
  %72 = tail call i32 @llvm.smax.i32(i32 %71, i32 1)
  %73 = add i32 %69, %11
  %74 = icmp slt i32 %73, %3
  br i1 %74, label %75, label %85

75:                                               ; preds = %51
  %76 = sext i32 %73 to i64
  %77 = getelementptr inbounds %struct.float4, ptr %1, i64 %76
  %78 = load float, ptr %77, align 16, !tbaa !20, !alias.scope !34, !noalias !41
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 4
  %80 = load float, ptr %79, align 4, !tbaa !20, !alias.scope !34, !noalias !41
  %81 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %82 = load float, ptr %81, align 8, !tbaa !20, !alias.scope !34, !noalias !41
  %83 = getelementptr inbounds nuw i8, ptr %77, i64 12
  %84 = load float, ptr %83, align 4, !tbaa !20, !alias.scope !34, !noalias !41
  br label %85

85:                                               ; preds = %75, %51
  %86 = phi float [ %78, %75 ], [ 0.000000e+00, %51 ]
  %87 = phi float [ %80, %75 ], [ 0.000000e+00, %51 ]
  %88 = phi float [ %82, %75 ], [ 0.000000e+00, %51 ]
  %89 = phi float [ %84, %75 ], [ 0.000000e+00, %51 ]
  store float %86, ptr %24, align 16, !tbaa !20, !noalias !42
  store float %87, ptr %25, align 4, !tbaa !20, !noalias !42
  store float %88, ptr %26, align 8, !tbaa !20, !noalias !42
  store float %89, ptr %27, align 4, !tbaa !20, !noalias !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !42
  br i1 %13, label %90, label %185

90:                                               ; preds = %85, %164
  %91 = phi i32 [ %165, %164 ], [ %52, %85 ]
  %92 = phi i32 [ %166, %164 ], [ %53, %85 ]
  %93 = phi i32 [ %167, %164 ], [ %54, %85 ]
  %94 = phi i32 [ %168, %164 ], [ %55, %85 ]
  %95 = phi i32 [ %169, %164 ], [ %56, %85 ]
  %96 = phi i32 [ %170, %164 ], [ %57, %85 ]
  %97 = phi i32 [ %171, %164 ], [ %58, %85 ]
  %98 = phi i32 [ %172, %164 ], [ %59, %85 ]
  %99 = phi float [ %173, %164 ], [ %60, %85 ]
  %100 = phi float [ %174, %164 ], [ %61, %85 ]
  %101 = phi float [ %175, %164 ], [ %62, %85 ]
  %102 = phi float [ %176, %164 ], [ %63, %85 ]
  %103 = phi float [ %177, %164 ], [ %64, %85 ]
  %104 = phi float [ %178, %164 ], [ %65, %85 ]
  %105 = phi float [ %179, %164 ], [ %66, %85 ]
  %106 = phi float [ %180, %164 ], [ %67, %85 ]
  %107 = phi float [ %181, %164 ], [ %70, %85 ]
  %108 = phi i32 [ %183, %164 ], [ 0, %85 ]
  %109 = phi float [ %182, %164 ], [ %70, %85 ]
  %110 = zext nneg i32 %108 to i64
  %111 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %110
  %112 = load float, ptr %111, align 16, !tbaa !20, !noalias !42
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %114 = load float, ptr %113, align 4, !tbaa !20, !noalias !42
  %115 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %116 = load float, ptr %115, align 8, !tbaa !20, !noalias !42
  %117 = fsub contract float %112, %30
  %118 = fsub contract float %114, %31
  %119 = fsub contract float %116, %32
  %120 = fmul contract float %119, %119
  %121 = tail call noundef float @llvm.fma.f32(float %118, float %118, float %120)
  %122 = tail call noundef float @llvm.fma.f32(float %117, float %117, float %121)
  %123 = add nsw i32 %108, %69
  %124 = icmp ne i32 %123, %12
  %125 = select i1 %28, i1 true, i1 %124
  %126 = fcmp contract olt float %122, %99
  %127 = select i1 %125, i1 %126, i1 false
  br i1 %127, label %128, label %164

128:                                              ; preds = %90
  %129 = fcmp contract uge float %122, %100
  %130 = select i1 %129, i32 %123, i32 %92
  %131 = select i1 %129, float %122, float %100
  %132 = fcmp contract uge float %122, %101
  %133 = select i1 %129, i32 %92, i32 %123
  %134 = select i1 %132, i32 %133, i32 %93
  %135 = select i1 %129, float %100, float %122
  %136 = select i1 %132, float %135, float %101
  %137 = fcmp contract uge float %122, %102
  %138 = select i1 %132, i32 %93, i32 %123
  %139 = select i1 %137, i32 %138, i32 %94
  %140 = select i1 %132, float %101, float %122
  %141 = select i1 %137, float %140, float %102
  %142 = fcmp contract uge float %122, %103
  %143 = select i1 %137, i32 %94, i32 %123
  %144 = select i1 %142, i32 %143, i32 %95
  %145 = select i1 %137, float %102, float %122
  %146 = select i1 %142, float %145, float %103
  %147 = fcmp contract uge float %122, %104
  %148 = select i1 %142, i32 %95, i32 %123
  %149 = select i1 %147, i32 %148, i32 %96
  %150 = select i1 %142, float %103, float %122
  %151 = select i1 %147, float %150, float %104
  %152 = fcmp contract uge float %122, %105
  %153 = select i1 %147, i32 %96, i32 %123
  %154 = select i1 %152, i32 %153, i32 %97
  %155 = select i1 %147, float %104, float %122
  %156 = select i1 %152, float %155, float %105
  %157 = fcmp contract olt float %122, %106
  %158 = select i1 %152, i32 %97, i32 %123
  %159 = select i1 %157, i32 %98, i32 %158
  %160 = select i1 %152, float %105, float %122
  %161 = select i1 %157, float %106, float %160
  %162 = fcmp contract olt float %122, %109
  br i1 %162, label %163, label %164

163:                                              ; preds = %128
  br label %164

164:                                              ; preds = %163, %128, %90
  %165 = phi i32 [ %130, %163 ], [ %130, %128 ], [ %91, %90 ]
  %166 = phi i32 [ %134, %163 ], [ %134, %128 ], [ %92, %90 ]
  %167 = phi i32 [ %139, %163 ], [ %139, %128 ], [ %93, %90 ]
  %168 = phi i32 [ %144, %163 ], [ %144, %128 ], [ %94, %90 ]
  %169 = phi i32 [ %149, %163 ], [ %149, %128 ], [ %95, %90 ]
  %170 = phi i32 [ %154, %163 ], [ %154, %128 ], [ %96, %90 ]
  %171 = phi i32 [ %159, %163 ], [ %159, %128 ], [ %97, %90 ]
  %172 = phi i32 [ %123, %163 ], [ %98, %128 ], [ %98, %90 ]
  %173 = phi float [ %131, %163 ], [ %131, %128 ], [ %99, %90 ]
  %174 = phi float [ %136, %163 ], [ %136, %128 ], [ %100, %90 ]
  %175 = phi float [ %141, %163 ], [ %141, %128 ], [ %101, %90 ]
  %176 = phi float [ %146, %163 ], [ %146, %128 ], [ %102, %90 ]
  %177 = phi float [ %151, %163 ], [ %151, %128 ], [ %103, %90 ]
  %178 = phi float [ %156, %163 ], [ %156, %128 ], [ %104, %90 ]
  %179 = phi float [ %161, %163 ], [ %161, %128 ], [ %105, %90 ]
  %180 = phi float [ %122, %163 ], [ %106, %128 ], [ %106, %90 ]
  %181 = phi float [ %122, %163 ], [ %107, %128 ], [ %107, %90 ]
  %182 = phi float [ %122, %163 ], [ %109, %128 ], [ %109, %90 ]
  %183 = add nuw nsw i32 %108, 1
  %184 = icmp eq i32 %183, %72
  br i1 %184, label %185, label %90, !llvm.loop !43

185:                                              ; preds = %164, %85
  %186 = phi i32 [ %52, %85 ], [ %165, %164 ]
  %187 = phi i32 [ %53, %85 ], [ %166, %164 ]
  %188 = phi i32 [ %54, %85 ], [ %167, %164 ]
  %189 = phi i32 [ %55, %85 ], [ %168, %164 ]
  %190 = phi i32 [ %56, %85 ], [ %169, %164 ]
  %191 = phi i32 [ %57, %85 ], [ %170, %164 ]
  %192 = phi i32 [ %58, %85 ], [ %171, %164 ]
  %193 = phi i32 [ %59, %85 ], [ %172, %164 ]
  %194 = phi float [ %60, %85 ], [ %173, %164 ]
  %195 = phi float [ %61, %85 ], [ %174, %164 ]
  %196 = phi float [ %62, %85 ], [ %175, %164 ]
  %197 = phi float [ %63, %85 ], [ %176, %164 ]
  %198 = phi float [ %64, %85 ], [ %177, %164 ]
  %199 = phi float [ %65, %85 ], [ %178, %164 ]
  %200 = phi float [ %66, %85 ], [ %179, %164 ]
  %201 = phi float [ %67, %85 ], [ %180, %164 ]
  %202 = phi float [ %70, %85 ], [ %181, %164 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !42
  %203 = add i32 %69, %9
  %204 = icmp slt i32 %203, %3
  %205 = sub i32 %68, %9
  br i1 %204, label %51, label %34, !llvm.loop !44

206:                                              ; preds = %34
  %207 = sext i32 %12 to i64
  %208 = shl nsw i64 %207, 3
  %209 = getelementptr inbounds nuw i32, ptr %5, i64 %208
  store i32 %42, ptr %209, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %210 = fcmp contract oeq float %50, 0x47EFFFFFE0000000
  br i1 %210, label %213, label %211

211:                                              ; preds = %206
  %212 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %50) #7
  br label %213

213:                                              ; preds = %211, %206
  %214 = phi contract float [ %212, %211 ], [ -1.000000e+00, %206 ]
  %215 = getelementptr inbounds nuw float, ptr %6, i64 %208
  store float %214, ptr %215, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %216 = or disjoint i64 %208, 1
  %217 = getelementptr inbounds nuw i32, ptr %5, i64 %216
  store i32 %41, ptr %217, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %218 = fcmp contract oeq float %49, 0x47EFFFFFE0000000
  br i1 %218, label %221, label %219

219:                                              ; preds = %213
  %220 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %49) #7
  br label %221

221:                                              ; preds = %219, %213
  %222 = phi contract float [ %220, %219 ], [ -1.000000e+00, %213 ]
  %223 = getelementptr inbounds nuw float, ptr %6, i64 %216
  store float %222, ptr %223, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %224 = or disjoint i64 %208, 2
  %225 = getelementptr inbounds nuw i32, ptr %5, i64 %224
  store i32 %40, ptr %225, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %226 = fcmp contract oeq float %48, 0x47EFFFFFE0000000
  br i1 %226, label %229, label %227

227:                                              ; preds = %221
  %228 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %48) #7
  br label %229

229:                                              ; preds = %227, %221
  %230 = phi contract float [ %228, %227 ], [ -1.000000e+00, %221 ]
  %231 = getelementptr inbounds nuw float, ptr %6, i64 %224
  store float %230, ptr %231, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %232 = or disjoint i64 %208, 3
  %233 = getelementptr inbounds nuw i32, ptr %5, i64 %232
  store i32 %39, ptr %233, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %234 = fcmp contract oeq float %47, 0x47EFFFFFE0000000
  br i1 %234, label %237, label %235

235:                                              ; preds = %229
  %236 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %47) #7
  br label %237

237:                                              ; preds = %235, %229
  %238 = phi contract float [ %236, %235 ], [ -1.000000e+00, %229 ]
  %239 = getelementptr inbounds nuw float, ptr %6, i64 %232
  store float %238, ptr %239, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %240 = or disjoint i64 %208, 4
  %241 = getelementptr inbounds nuw i32, ptr %5, i64 %240
  store i32 %38, ptr %241, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %242 = fcmp contract oeq float %46, 0x47EFFFFFE0000000
  br i1 %242, label %245, label %243

243:                                              ; preds = %237
  %244 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %46) #7
  br label %245

245:                                              ; preds = %243, %237
  %246 = phi contract float [ %244, %243 ], [ -1.000000e+00, %237 ]
  %247 = getelementptr inbounds nuw float, ptr %6, i64 %240
  store float %246, ptr %247, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %248 = or disjoint i64 %208, 5
  %249 = getelementptr inbounds nuw i32, ptr %5, i64 %248
  store i32 %37, ptr %249, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %250 = fcmp contract oeq float %45, 0x47EFFFFFE0000000
  br i1 %250, label %253, label %251

251:                                              ; preds = %245
  %252 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %45) #7
  br label %253

253:                                              ; preds = %251, %245
  %254 = phi contract float [ %252, %251 ], [ -1.000000e+00, %245 ]
  %255 = getelementptr inbounds nuw float, ptr %6, i64 %248
  store float %254, ptr %255, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %256 = or disjoint i64 %208, 6
  %257 = getelementptr inbounds nuw i32, ptr %5, i64 %256
  store i32 %36, ptr %257, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %258 = fcmp contract oeq float %44, 0x47EFFFFFE0000000
  br i1 %258, label %261, label %259

259:                                              ; preds = %253
  %260 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %44) #7
  br label %261

261:                                              ; preds = %259, %253
  %262 = phi contract float [ %260, %259 ], [ -1.000000e+00, %253 ]
  %263 = getelementptr inbounds nuw float, ptr %6, i64 %256
  store float %262, ptr %263, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  %264 = or disjoint i64 %208, 7
  %265 = getelementptr inbounds nuw i32, ptr %5, i64 %264
  store i32 %35, ptr %265, align 4, !tbaa !6, !alias.scope !36, !noalias !45
  %266 = fcmp contract oeq float %43, 0x47EFFFFFE0000000
  br i1 %266, label %269, label %267

267:                                              ; preds = %261
  %268 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %43) #7
  br label %269

269:                                              ; preds = %267, %261
  %270 = phi contract float [ %268, %267 ], [ -1.000000e+00, %261 ]
  %271 = getelementptr inbounds nuw float, ptr %6, i64 %264
  store float %270, ptr %271, align 4, !tbaa !20, !alias.scope !38, !noalias !46
  br label %272

272:                                              ; preds = %34, %269
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 0"}
!13 = distinct !{!13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_Z10knn_selectILi4EEvPK6float4S2_iiiPiPf: argument 3"}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !8, i64 0}
!22 = !{!15, !17, !19}
!23 = !{!12, !17, !19}
!24 = !{!12, !15, !17, !19}
!25 = distinct !{!25, !26, !27}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !26, !27}
!29 = !{!12, !15, !19}
!30 = !{!12, !15, !17}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 0"}
!33 = distinct !{!33, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 1"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 2"}
!38 = !{!39}
!39 = distinct !{!39, !33, !"_Z10knn_selectILi8EEvPK6float4S2_iiiPiPf: argument 3"}
!40 = !{!35, !37, !39}
!41 = !{!32, !37, !39}
!42 = !{!32, !35, !37, !39}
!43 = distinct !{!43, !26, !27}
!44 = distinct !{!44, !26, !27}
!45 = !{!32, !35, !39}
!46 = !{!32, !35, !37}
