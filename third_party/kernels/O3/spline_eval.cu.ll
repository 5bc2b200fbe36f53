; ModuleID = 'src/spline_eval.cu'
source_filename = "src/spline_eval.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float3 = type { float, float, float }

@_ZZ17bezier_patch_evalE1P = internal unnamed_addr addrspace(3) global [16 x %struct.float3] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bspline_eval_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = add i32 %2, -1048577
  %8 = icmp ult i32 %7, -1048573
  br i1 %8, label %212, label %9

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %212

16:                                               ; preds = %9
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %18 = load double, ptr %17, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %19 = zext nneg i32 %2 to i64
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %19
  %21 = icmp samesign ugt i32 %2, 4
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = mul i32 %22, %11
  br label %24

24:                                               ; preds = %16, %36
  %25 = phi i32 [ %14, %16 ], [ %193, %36 ]
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds double, ptr %3, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %29 = fcmp contract olt double %28, %18
  br i1 %29, label %34, label %30

30:                                               ; preds = %24
  %31 = load double, ptr %20, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %32 = fcmp contract ogt double %28, %31
  %33 = select contract i1 %32, double %31, double %28
  br label %34

34:                                               ; preds = %30, %24
  %35 = phi contract double [ %33, %30 ], [ %18, %24 ]
  br i1 %21, label %195, label %36

36:                                               ; preds = %195, %34
  %37 = phi i32 [ 3, %34 ], [ %206, %195 ]
  %38 = add nsw i32 %37, -3
  %39 = zext nneg i32 %38 to i64
  %40 = mul nuw nsw i64 %39, 24
  %41 = getelementptr i8, ptr %1, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %43 = getelementptr i8, ptr %41, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %45 = getelementptr i8, ptr %41, i64 16
  %46 = load double, ptr %45, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %47 = add nsw i32 %37, -2
  %48 = zext nneg i32 %47 to i64
  %49 = mul nuw nsw i64 %48, 24
  %50 = getelementptr i8, ptr %1, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %52 = getelementptr i8, ptr %50, i64 8
  %53 = load double, ptr %52, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %54 = getelementptr i8, ptr %50, i64 16
  %55 = load double, ptr %54, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %56 = add nsw i32 %37, -1
  %57 = zext nneg i32 %56 to i64
  %58 = mul nuw nsw i64 %57, 24
  %59 = getelementptr i8, ptr %1, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %61 = getelementptr i8, ptr %59, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %63 = getelementptr i8, ptr %59, i64 16
  %64 = load double, ptr %63, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %65 = zext nneg i32 %37 to i64
  %66 = mul nuw nsw i64 %65, 24
  %67 = getelementptr i8, ptr %1, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %69 = getelementptr i8, ptr %67, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %71 = getelementptr i8, ptr %67, i64 16
  %72 = load double, ptr %71, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %73 = add nuw nsw i32 %37, 1
  %74 = sext i32 %37 to i64
  %75 = getelementptr double, ptr %0, i64 %74
  %76 = getelementptr i8, ptr %75, i64 24
  %77 = load double, ptr %75, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %78 = load double, ptr %76, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %79 = fsub contract double %78, %77
  %80 = fcmp contract une double %79, 0.000000e+00
  %81 = fsub contract double %35, %77
  %82 = fdiv contract double %81, %79
  %83 = select contract i1 %80, double %82, double 0.000000e+00
  %84 = fsub contract double 1.000000e+00, %83
  %85 = fmul contract double %84, %60
  %86 = fmul contract double %83, %68
  %87 = fadd contract double %85, %86
  %88 = fmul contract double %84, %62
  %89 = fmul contract double %83, %70
  %90 = fadd contract double %88, %89
  %91 = fmul contract double %84, %64
  %92 = fmul contract double %83, %72
  %93 = fadd contract double %91, %92
  %94 = sext i32 %37 to i64
  %95 = getelementptr double, ptr %0, i64 %94
  %96 = getelementptr i8, ptr %95, i64 16
  %97 = getelementptr i8, ptr %95, i64 -8
  %98 = load double, ptr %97, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %99 = load double, ptr %96, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %100 = fsub contract double %99, %98
  %101 = fcmp contract une double %100, 0.000000e+00
  %102 = fsub contract double %35, %98
  %103 = fdiv contract double %102, %100
  %104 = select contract i1 %101, double %103, double 0.000000e+00
  %105 = fsub contract double 1.000000e+00, %104
  %106 = fmul contract double %105, %51
  %107 = fmul contract double %104, %60
  %108 = fadd contract double %106, %107
  %109 = fmul contract double %105, %53
  %110 = fmul contract double %104, %62
  %111 = fadd contract double %109, %110
  %112 = fmul contract double %105, %55
  %113 = fmul contract double %104, %64
  %114 = fadd contract double %112, %113
  %115 = zext nneg i32 %73 to i64
  %116 = getelementptr double, ptr %0, i64 %115
  %117 = getelementptr i8, ptr %116, i64 -24
  %118 = load double, ptr %117, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %119 = load double, ptr %116, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %120 = fsub contract double %119, %118
  %121 = fcmp contract une double %120, 0.000000e+00
  %122 = fsub contract double %35, %118
  %123 = fdiv contract double %122, %120
  %124 = select contract i1 %121, double %123, double 0.000000e+00
  %125 = fsub contract double 1.000000e+00, %124
  %126 = fmul contract double %125, %42
  %127 = fmul contract double %124, %51
  %128 = fadd contract double %126, %127
  %129 = fmul contract double %125, %44
  %130 = fmul contract double %124, %53
  %131 = fadd contract double %129, %130
  %132 = fmul contract double %125, %46
  %133 = fmul contract double %124, %55
  %134 = fadd contract double %132, %133
  %135 = sext i32 %37 to i64
  %136 = getelementptr double, ptr %0, i64 %135
  %137 = getelementptr i8, ptr %136, i64 16
  %138 = load double, ptr %137, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %139 = fsub contract double %138, %77
  %140 = fcmp contract une double %139, 0.000000e+00
  %141 = fdiv contract double %81, %139
  %142 = select contract i1 %140, double %141, double 0.000000e+00
  %143 = fsub contract double 1.000000e+00, %142
  %144 = fmul contract double %143, %108
  %145 = fmul contract double %142, %87
  %146 = fadd contract double %144, %145
  %147 = fmul contract double %143, %111
  %148 = fmul contract double %142, %90
  %149 = fadd contract double %147, %148
  %150 = fmul contract double %143, %114
  %151 = fmul contract double %142, %93
  %152 = fadd contract double %150, %151
  %153 = zext nneg i32 %73 to i64
  %154 = getelementptr inbounds nuw double, ptr %0, i64 %153
  %155 = load double, ptr %154, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %156 = fsub contract double %155, %77
  %157 = fcmp contract une double %156, 0.000000e+00
  %158 = fdiv contract double %81, %156
  %159 = select contract i1 %157, double %158, double 0.000000e+00
  %160 = fsub contract double 1.000000e+00, %159
  %161 = sext i32 %37 to i64
  %162 = getelementptr double, ptr %0, i64 %161
  %163 = getelementptr i8, ptr %162, i64 -8
  %164 = load double, ptr %163, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %165 = fsub contract double %155, %164
  %166 = fcmp contract une double %165, 0.000000e+00
  %167 = fsub contract double %35, %164
  %168 = fdiv contract double %167, %165
  %169 = select contract i1 %166, double %168, double 0.000000e+00
  %170 = fsub contract double 1.000000e+00, %169
  %171 = fmul contract double %170, %134
  %172 = fmul contract double %169, %114
  %173 = fadd contract double %171, %172
  %174 = fmul contract double %160, %173
  %175 = fmul contract double %159, %152
  %176 = fadd contract double %174, %175
  %177 = fmul contract double %170, %131
  %178 = fmul contract double %169, %111
  %179 = fadd contract double %177, %178
  %180 = fmul contract double %160, %179
  %181 = fmul contract double %159, %149
  %182 = fadd contract double %180, %181
  %183 = fmul contract double %170, %128
  %184 = fmul contract double %169, %108
  %185 = fadd contract double %183, %184
  %186 = fmul contract double %160, %185
  %187 = fmul contract double %159, %146
  %188 = fadd contract double %186, %187
  %189 = mul nsw i64 %26, 24
  %190 = getelementptr inbounds nuw i8, ptr %5, i64 %189
  store double %188, ptr %190, align 8, !tbaa !11
  %191 = getelementptr i8, ptr %190, i64 8
  store double %182, ptr %191, align 8, !tbaa !11
  %192 = getelementptr i8, ptr %190, i64 16
  store double %176, ptr %192, align 8, !tbaa !11
  %193 = add i32 %25, %23
  %194 = icmp slt i32 %193, %4
  br i1 %194, label %24, label %212, !llvm.loop !18

195:                                              ; preds = %34, %195
  %196 = phi i32 [ %206, %195 ], [ 3, %34 ]
  %197 = phi i32 [ %205, %195 ], [ %2, %34 ]
  %198 = phi i32 [ %207, %195 ], [ 0, %34 ]
  %199 = add nuw nsw i32 %196, %197
  %200 = lshr i32 %199, 1
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds nuw double, ptr %0, i64 %201
  %203 = load double, ptr %202, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %204 = fcmp contract olt double %35, %203
  %205 = select i1 %204, i32 %200, i32 %197
  %206 = select i1 %204, i32 %196, i32 %200
  %207 = add nuw nsw i32 %198, 1
  %208 = icmp samesign ult i32 %198, 31
  %209 = sub nsw i32 %205, %206
  %210 = icmp sgt i32 %209, 1
  %211 = select i1 %208, i1 %210, i1 false
  br i1 %211, label %195, label %36, !llvm.loop !20

212:                                              ; preds = %36, %9, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef readonly byval(%struct.float3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %1, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %2, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %3, float noundef %4, ptr noundef writeonly captures(none) initializes((0, 12)) %5) local_unnamed_addr #2 {
  %7 = fsub contract float 1.000000e+00, %4
  %8 = load float, ptr %0, align 4, !tbaa !21
  %9 = fmul contract float %7, %8
  %10 = load float, ptr %1, align 4, !tbaa !21
  %11 = fmul contract float %4, %10
  %12 = fadd contract float %9, %11
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %14 = load float, ptr %13, align 4, !tbaa !24
  %15 = fmul contract float %7, %14
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !24
  %18 = fmul contract float %4, %17
  %19 = fadd contract float %15, %18
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %21 = load float, ptr %20, align 4, !tbaa !25
  %22 = fmul contract float %7, %21
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %24 = load float, ptr %23, align 4, !tbaa !25
  %25 = fmul contract float %4, %24
  %26 = fadd contract float %22, %25
  %27 = fmul contract float %7, %10
  %28 = load float, ptr %2, align 4, !tbaa !21
  %29 = fmul contract float %4, %28
  %30 = fadd contract float %27, %29
  %31 = fmul contract float %7, %17
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !24
  %34 = fmul contract float %4, %33
  %35 = fadd contract float %31, %34
  %36 = fmul contract float %7, %24
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %38 = load float, ptr %37, align 4, !tbaa !25
  %39 = fmul contract float %4, %38
  %40 = fadd contract float %36, %39
  %41 = fmul contract float %7, %28
  %42 = load float, ptr %3, align 4, !tbaa !21
  %43 = fmul contract float %4, %42
  %44 = fadd contract float %41, %43
  %45 = fmul contract float %7, %33
  %46 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %47 = load float, ptr %46, align 4, !tbaa !24
  %48 = fmul contract float %4, %47
  %49 = fadd contract float %45, %48
  %50 = fmul contract float %7, %38
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %52 = load float, ptr %51, align 4, !tbaa !25
  %53 = fmul contract float %4, %52
  %54 = fadd contract float %50, %53
  %55 = fmul contract float %7, %12
  %56 = fmul contract float %4, %30
  %57 = fadd contract float %55, %56
  %58 = fmul contract float %7, %19
  %59 = fmul contract float %4, %35
  %60 = fadd contract float %58, %59
  %61 = fmul contract float %7, %26
  %62 = fmul contract float %4, %40
  %63 = fadd contract float %61, %62
  %64 = fmul contract float %7, %30
  %65 = fmul contract float %4, %44
  %66 = fadd contract float %64, %65
  %67 = fmul contract float %7, %35
  %68 = fmul contract float %4, %49
  %69 = fadd contract float %67, %68
  %70 = fmul contract float %7, %40
  %71 = fmul contract float %4, %54
  %72 = fadd contract float %70, %71
  %73 = fsub contract float %66, %57
  %74 = fmul contract float %73, 3.000000e+00
  %75 = fsub contract float %69, %60
  %76 = fmul contract float %75, 3.000000e+00
  %77 = fsub contract float %72, %63
  %78 = fmul contract float %77, 3.000000e+00
  store float %74, ptr %5, align 4, !tbaa !26
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %76, ptr %79, align 4, !tbaa !26
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %78, ptr %80, align 4, !tbaa !26
  %81 = fmul contract float %7, %57
  %82 = fmul contract float %4, %66
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %7, %60
  %85 = fmul contract float %4, %69
  %86 = fadd contract float %84, %85
  %87 = fmul contract float %7, %63
  %88 = fmul contract float %4, %72
  %89 = fadd contract float %87, %88
  %90 = insertvalue %struct.float3 poison, float %83, 0
  %91 = insertvalue %struct.float3 %90, float %86, 1
  %92 = insertvalue %struct.float3 %91, float %89, 2
  ret %struct.float3 %92
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @bezier_patch_eval(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #4 {
  %6 = alloca [4 x %struct.float3], align 4
  %7 = alloca %struct.float3, align 4
  %8 = alloca %struct.float3, align 4
  %9 = alloca %struct.float3, align 4
  %10 = alloca %struct.float3, align 4
  %11 = alloca %struct.float3, align 4
  %12 = alloca %struct.float3, align 4
  %13 = alloca %struct.float3, align 4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = icmp sge i32 %14, %1
  %16 = add i32 %2, -65
  %17 = icmp ult i32 %16, -63
  %18 = or i1 %15, %17
  br i1 %18, label %133, label %19

19:                                               ; preds = %5
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = icmp samesign ult i32 %20, 16
  br i1 %21, label %22, label %37

22:                                               ; preds = %19
  %23 = zext nneg i32 %14 to i64
  %24 = shl nuw nsw i64 %23, 4
  %25 = zext nneg i32 %20 to i64
  %26 = or disjoint i64 %24, %25
  %27 = mul nuw nsw i64 %26, 12
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !26
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %31 = load float, ptr %30, align 4, !tbaa !26
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %33 = load float, ptr %32, align 4, !tbaa !26
  %34 = getelementptr inbounds nuw %struct.float3, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 %25
  store float %29, ptr %34, align 4, !tbaa !26
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store float %31, ptr %35, align 4, !tbaa !26
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store float %33, ptr %36, align 4, !tbaa !26
  br label %37

37:                                               ; preds = %22, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = add nsw i32 %2, -1
  %39 = uitofp nneg i32 %38 to float
  %40 = fdiv contract float 1.000000e+00, %39
  %41 = mul nuw nsw i32 %2, %2
  %42 = icmp samesign ult i32 %20, %41
  br i1 %42, label %43, label %133

43:                                               ; preds = %37
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %49 = zext nneg i32 %14 to i64
  %50 = zext nneg i32 %41 to i64
  %51 = mul nuw nsw i64 %50, %49
  %52 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %53 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %55 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %56 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %57 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %58 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %60 = getelementptr inbounds nuw i8, ptr %13, i64 8
  br label %61

61:                                               ; preds = %43, %115
  %62 = phi i32 [ %20, %43 ], [ %131, %115 ]
  %63 = freeze i32 %62
  %64 = sdiv i32 %63, %2
  %65 = mul i32 %64, %2
  %66 = sub i32 %63, %65
  %67 = sitofp i32 %66 to float
  %68 = fmul contract float %40, %67
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 12, i1 false), !tbaa.struct !27
  %69 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 %8, ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 12), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 24), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 36), float noundef %68, ptr noundef nonnull %6) #9
  %70 = extractvalue %struct.float3 %69, 0
  %71 = extractvalue %struct.float3 %69, 1
  %72 = extractvalue %struct.float3 %69, 2
  %73 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 48), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 60), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 72), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 84), float noundef %68, ptr noundef nonnull %44) #9
  %74 = extractvalue %struct.float3 %73, 0
  %75 = extractvalue %struct.float3 %73, 1
  %76 = extractvalue %struct.float3 %73, 2
  %77 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 96), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 108), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 120), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 132), float noundef %68, ptr noundef nonnull %45) #9
  %78 = extractvalue %struct.float3 %77, 0
  %79 = extractvalue %struct.float3 %77, 1
  %80 = extractvalue %struct.float3 %77, 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 144), i64 12, i1 false), !tbaa.struct !27
  %81 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 144), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 156), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 168), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 180), float noundef %68, ptr noundef nonnull %46) #9
  %82 = extractvalue %struct.float3 %81, 0
  %83 = extractvalue %struct.float3 %81, 1
  %84 = extractvalue %struct.float3 %81, 2
  %85 = sitofp i32 %64 to float
  %86 = fmul contract float %40, %85
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  store float %70, ptr %10, align 4, !tbaa !26
  store float %71, ptr %53, align 4, !tbaa !26
  store float %72, ptr %54, align 4, !tbaa !26
  store float %74, ptr %11, align 4, !tbaa !26
  store float %75, ptr %55, align 4, !tbaa !26
  store float %76, ptr %56, align 4, !tbaa !26
  store float %78, ptr %12, align 4, !tbaa !26
  store float %79, ptr %57, align 4, !tbaa !26
  store float %80, ptr %58, align 4, !tbaa !26
  store float %82, ptr %13, align 4, !tbaa !26
  store float %83, ptr %59, align 4, !tbaa !26
  store float %84, ptr %60, align 4, !tbaa !26
  %87 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 %10, ptr noundef nonnull byval(%struct.float3) align 4 %11, ptr noundef nonnull byval(%struct.float3) align 4 %12, ptr noundef nonnull byval(%struct.float3) align 4 %13, float noundef %86, ptr noundef nonnull %9) #9
  %88 = extractvalue %struct.float3 %87, 0
  %89 = extractvalue %struct.float3 %87, 1
  %90 = extractvalue %struct.float3 %87, 2
  %91 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 %6, ptr noundef nonnull byval(%struct.float3) align 4 %44, ptr noundef nonnull byval(%struct.float3) align 4 %45, ptr noundef nonnull byval(%struct.float3) align 4 %46, float noundef %86, ptr noundef nonnull %7) #9
  %92 = extractvalue %struct.float3 %91, 0
  %93 = extractvalue %struct.float3 %91, 1
  %94 = extractvalue %struct.float3 %91, 2
  %95 = load float, ptr %47, align 4, !tbaa !25
  %96 = fmul contract float %93, %95
  %97 = load float, ptr %48, align 4, !tbaa !24
  %98 = fmul contract float %94, %97
  %99 = fsub contract float %96, %98
  %100 = load float, ptr %9, align 4, !tbaa !21
  %101 = fmul contract float %94, %100
  %102 = fmul contract float %92, %95
  %103 = fsub contract float %101, %102
  %104 = fmul contract float %92, %97
  %105 = fmul contract float %93, %100
  %106 = fsub contract float %104, %105
  %107 = fmul contract float %99, %99
  %108 = fmul contract float %103, %103
  %109 = fadd contract float %107, %108
  %110 = fmul contract float %106, %106
  %111 = fadd contract float %110, %109
  %112 = fcmp contract ogt float %111, 0x39B4484C00000000
  br i1 %112, label %113, label %115

113:                                              ; preds = %61
  %114 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %111)
  br label %115

115:                                              ; preds = %61, %113
  %116 = phi contract float [ %114, %113 ], [ 0.000000e+00, %61 ]
  %117 = sext i32 %62 to i64
  %118 = add nsw i64 %51, %117
  %119 = mul nsw i64 %118, 3
  %120 = getelementptr inbounds nuw float, ptr %3, i64 %119
  store float %88, ptr %120, align 4, !tbaa !26
  %121 = add nsw i64 %119, 1
  %122 = getelementptr inbounds nuw float, ptr %3, i64 %121
  store float %89, ptr %122, align 4, !tbaa !26
  %123 = add nsw i64 %119, 2
  %124 = getelementptr inbounds nuw float, ptr %3, i64 %123
  store float %90, ptr %124, align 4, !tbaa !26
  %125 = fmul contract float %99, %116
  %126 = getelementptr inbounds nuw float, ptr %4, i64 %119
  store float %125, ptr %126, align 4, !tbaa !26
  %127 = fmul contract float %103, %116
  %128 = getelementptr inbounds nuw float, ptr %4, i64 %121
  store float %127, ptr %128, align 4, !tbaa !26
  %129 = fmul contract float %106, %116
  %130 = getelementptr inbounds nuw float, ptr %4, i64 %123
  store float %129, ptr %130, align 4, !tbaa !26
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  %131 = add i32 %62, %52
  %132 = icmp slt i32 %131, %41
  br i1 %132, label %61, label %133, !llvm.loop !28

133:                                              ; preds = %115, %37, %5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_Z13bspline_pointIdLi3EEvPKT_S2_iS0_PS0_: argument 0"}
!15 = distinct !{!15, !"_Z13bspline_pointIdLi3EEvPKT_S2_iS0_PS0_"}
!16 = !{!17}
!17 = distinct !{!17, !15, !"_Z13bspline_pointIdLi3EEvPKT_S2_iS0_PS0_: argument 1"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = !{!22, !23, i64 0}
!22 = !{!"_ZTS6float3", !23, i64 0, !23, i64 4, !23, i64 8}
!23 = !{!"float", !8, i64 0}
!24 = !{!22, !23, i64 4}
!25 = !{!22, !23, i64 8}
!26 = !{!23, !23, i64 0}
!27 = !{i64 0, i64 4, !26, i64 4, i64 4, !26, i64 8, i64 4, !26}
!28 = distinct !{!28, !19}
