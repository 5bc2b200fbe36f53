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
  br i1 %8, label %242, label %9

9:                                                ; preds = %6
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %242

16:                                               ; preds = %9
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %18 = load double, ptr %17, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %19 = zext nneg i32 %2 to i64
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %19
  %21 = icmp sgt i32 %2, 4
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = mul i32 %22, %11
  br label %24

24:                                               ; preds = %16, %150
  %25 = phi i32 [ %14, %16 ], [ %166, %150 ]
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
  br i1 %21, label %36, label %53

36:                                               ; preds = %34, %36
  %37 = phi i32 [ %47, %36 ], [ 3, %34 ]
  %38 = phi i32 [ %46, %36 ], [ %2, %34 ]
  %39 = phi i32 [ %48, %36 ], [ 0, %34 ]
  %40 = add nuw nsw i32 %37, %38
  %41 = lshr i32 %40, 1
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %45 = fcmp contract olt double %35, %44
  %46 = select i1 %45, i32 %41, i32 %38
  %47 = select i1 %45, i32 %37, i32 %41
  %48 = add nuw nsw i32 %39, 1
  %49 = icmp samesign ult i32 %39, 31
  %50 = sub nsw i32 %46, %47
  %51 = icmp sgt i32 %50, 1
  %52 = select i1 %49, i1 %51, i1 false
  br i1 %52, label %36, label %53, !llvm.loop !18

53:                                               ; preds = %36, %34
  %54 = phi i32 [ 3, %34 ], [ %47, %36 ]
  %55 = add nsw i32 %54, -3
  %56 = zext nneg i32 %55 to i64
  %57 = mul nuw nsw i64 %56, 24
  %58 = getelementptr i8, ptr %1, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %60 = getelementptr i8, ptr %58, i64 8
  %61 = load double, ptr %60, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %62 = getelementptr i8, ptr %58, i64 16
  %63 = load double, ptr %62, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %64 = add nsw i32 %54, -2
  %65 = zext nneg i32 %64 to i64
  %66 = mul nuw nsw i64 %65, 24
  %67 = getelementptr i8, ptr %1, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %69 = getelementptr i8, ptr %67, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %71 = getelementptr i8, ptr %67, i64 16
  %72 = load double, ptr %71, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %73 = add nsw i32 %54, -1
  %74 = zext nneg i32 %73 to i64
  %75 = mul nuw nsw i64 %74, 24
  %76 = getelementptr i8, ptr %1, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %78 = getelementptr i8, ptr %76, i64 8
  %79 = load double, ptr %78, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %80 = getelementptr i8, ptr %76, i64 16
  %81 = load double, ptr %80, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %82 = zext nneg i32 %54 to i64
  %83 = mul nuw nsw i64 %82, 24
  %84 = getelementptr i8, ptr %1, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %86 = getelementptr i8, ptr %84, i64 8
  %87 = load double, ptr %86, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %88 = getelementptr i8, ptr %84, i64 16
  %89 = load double, ptr %88, align 8, !tbaa !11, !alias.scope !16, !noalias !13
  %90 = add nuw nsw i32 %54, 1
  %91 = sext i32 %54 to i64
  %92 = getelementptr double, ptr %0, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %94 = sext i32 %54 to i64
  %95 = getelementptr inbounds nuw double, ptr %0, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 24
  %97 = load double, ptr %96, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %98 = fsub contract double %97, %93
  %99 = fcmp contract une double %98, 0.000000e+00
  br i1 %99, label %168, label %171

100:                                              ; preds = %221
  %101 = fsub contract double %35, %235
  %102 = fdiv contract double %101, %240
  br label %103

103:                                              ; preds = %221, %100
  %104 = phi contract double [ %102, %100 ], [ 0.000000e+00, %221 ]
  %105 = fsub contract double 1.000000e+00, %104
  %106 = fmul contract double %105, %201
  %107 = fmul contract double %104, %176
  %108 = fadd contract double %106, %107
  %109 = fmul contract double %105, %204
  %110 = fmul contract double %104, %179
  %111 = fadd contract double %109, %110
  %112 = fmul contract double %105, %207
  %113 = fmul contract double %104, %182
  %114 = fadd contract double %112, %113
  %115 = sext i32 %54 to i64
  %116 = getelementptr double, ptr %0, i64 %115
  %117 = getelementptr i8, ptr %116, i64 -8
  %118 = load double, ptr %117, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %119 = zext nneg i32 %90 to i64
  %120 = getelementptr inbounds nuw double, ptr %0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %122 = fsub contract double %121, %118
  %123 = fcmp contract une double %122, 0.000000e+00
  br i1 %123, label %124, label %127

124:                                              ; preds = %103
  %125 = fsub contract double %35, %118
  %126 = fdiv contract double %125, %122
  br label %127

127:                                              ; preds = %103, %124
  %128 = phi contract double [ %126, %124 ], [ 0.000000e+00, %103 ]
  %129 = fsub contract double 1.000000e+00, %128
  %130 = fmul contract double %129, %226
  %131 = fmul contract double %128, %201
  %132 = fadd contract double %130, %131
  %133 = fmul contract double %129, %229
  %134 = fmul contract double %128, %204
  %135 = fadd contract double %133, %134
  %136 = fmul contract double %129, %232
  %137 = fmul contract double %128, %207
  %138 = fadd contract double %136, %137
  %139 = sext i32 %54 to i64
  %140 = getelementptr double, ptr %0, i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %142 = zext nneg i32 %90 to i64
  %143 = getelementptr inbounds nuw double, ptr %0, i64 %142
  %144 = load double, ptr %143, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %145 = fsub contract double %144, %141
  %146 = fcmp contract une double %145, 0.000000e+00
  br i1 %146, label %147, label %150

147:                                              ; preds = %127
  %148 = fsub contract double %35, %141
  %149 = fdiv contract double %148, %145
  br label %150

150:                                              ; preds = %127, %147
  %151 = phi contract double [ %149, %147 ], [ 0.000000e+00, %127 ]
  %152 = fsub contract double 1.000000e+00, %151
  %153 = fmul contract double %152, %132
  %154 = fmul contract double %151, %108
  %155 = fadd contract double %153, %154
  %156 = fmul contract double %152, %135
  %157 = fmul contract double %151, %111
  %158 = fadd contract double %156, %157
  %159 = fmul contract double %152, %138
  %160 = fmul contract double %151, %114
  %161 = fadd contract double %159, %160
  %162 = mul nsw i64 %26, 24
  %163 = getelementptr inbounds nuw i8, ptr %5, i64 %162
  store double %155, ptr %163, align 8, !tbaa !11
  %164 = getelementptr i8, ptr %163, i64 8
  store double %158, ptr %164, align 8, !tbaa !11
  %165 = getelementptr i8, ptr %163, i64 16
  store double %161, ptr %165, align 8, !tbaa !11
  %166 = add i32 %25, %23
  %167 = icmp slt i32 %166, %4
  br i1 %167, label %24, label %242, !llvm.loop !21

168:                                              ; preds = %53
  %169 = fsub contract double %35, %93
  %170 = fdiv contract double %169, %98
  br label %171

171:                                              ; preds = %53, %168
  %172 = phi contract double [ %170, %168 ], [ 0.000000e+00, %53 ]
  %173 = fsub contract double 1.000000e+00, %172
  %174 = fmul contract double %173, %77
  %175 = fmul contract double %172, %85
  %176 = fadd contract double %174, %175
  %177 = fmul contract double %173, %79
  %178 = fmul contract double %172, %87
  %179 = fadd contract double %177, %178
  %180 = fmul contract double %173, %81
  %181 = fmul contract double %172, %89
  %182 = fadd contract double %180, %181
  %183 = sext i32 %54 to i64
  %184 = getelementptr double, ptr %0, i64 %183
  %185 = getelementptr i8, ptr %184, i64 -8
  %186 = load double, ptr %185, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %187 = sext i32 %54 to i64
  %188 = getelementptr inbounds nuw double, ptr %0, i64 %187
  %189 = getelementptr inbounds nuw i8, ptr %188, i64 16
  %190 = load double, ptr %189, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %191 = fsub contract double %190, %186
  %192 = fcmp contract une double %191, 0.000000e+00
  br i1 %192, label %193, label %196

193:                                              ; preds = %171
  %194 = fsub contract double %35, %186
  %195 = fdiv contract double %194, %191
  br label %196

196:                                              ; preds = %171, %193
  %197 = phi contract double [ %195, %193 ], [ 0.000000e+00, %171 ]
  %198 = fsub contract double 1.000000e+00, %197
  %199 = fmul contract double %198, %68
  %200 = fmul contract double %197, %77
  %201 = fadd contract double %199, %200
  %202 = fmul contract double %198, %70
  %203 = fmul contract double %197, %79
  %204 = fadd contract double %202, %203
  %205 = fmul contract double %198, %72
  %206 = fmul contract double %197, %81
  %207 = fadd contract double %205, %206
  %208 = sext i32 %54 to i64
  %209 = getelementptr double, ptr %0, i64 %208
  %210 = getelementptr i8, ptr %209, i64 -16
  %211 = load double, ptr %210, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %212 = sext i32 %54 to i64
  %213 = getelementptr inbounds nuw double, ptr %0, i64 %212
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 8
  %215 = load double, ptr %214, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %216 = fsub contract double %215, %211
  %217 = fcmp contract une double %216, 0.000000e+00
  br i1 %217, label %218, label %221

218:                                              ; preds = %196
  %219 = fsub contract double %35, %211
  %220 = fdiv contract double %219, %216
  br label %221

221:                                              ; preds = %196, %218
  %222 = phi contract double [ %220, %218 ], [ 0.000000e+00, %196 ]
  %223 = fsub contract double 1.000000e+00, %222
  %224 = fmul contract double %223, %59
  %225 = fmul contract double %222, %68
  %226 = fadd contract double %224, %225
  %227 = fmul contract double %223, %61
  %228 = fmul contract double %222, %70
  %229 = fadd contract double %227, %228
  %230 = fmul contract double %223, %63
  %231 = fmul contract double %222, %72
  %232 = fadd contract double %230, %231
  %233 = sext i32 %54 to i64
  %234 = getelementptr double, ptr %0, i64 %233
  %235 = load double, ptr %234, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %236 = sext i32 %54 to i64
  %237 = getelementptr double, ptr %0, i64 %236
  %238 = getelementptr i8, ptr %237, i64 16
  %239 = load double, ptr %238, align 8, !tbaa !11, !alias.scope !13, !noalias !16
  %240 = fsub contract double %239, %235
  %241 = fcmp contract une double %240, 0.000000e+00
  br i1 %241, label %100, label %103

242:                                              ; preds = %150, %9, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef readonly byval(%struct.float3) align 4 captures(none) %0, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %1, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %2, ptr noundef readonly byval(%struct.float3) align 4 captures(none) %3, float noundef %4, ptr noundef writeonly captures(none) initializes((0, 12)) %5) local_unnamed_addr #2 {
  %7 = fsub contract float 1.000000e+00, %4
  %8 = load float, ptr %0, align 4, !tbaa !22
  %9 = fmul contract float %7, %8
  %10 = load float, ptr %1, align 4, !tbaa !22
  %11 = fmul contract float %4, %10
  %12 = fadd contract float %9, %11
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %14 = load float, ptr %13, align 4, !tbaa !25
  %15 = fmul contract float %7, %14
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !25
  %18 = fmul contract float %4, %17
  %19 = fadd contract float %15, %18
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %21 = load float, ptr %20, align 4, !tbaa !26
  %22 = fmul contract float %7, %21
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %24 = load float, ptr %23, align 4, !tbaa !26
  %25 = fmul contract float %4, %24
  %26 = fadd contract float %22, %25
  %27 = fmul contract float %7, %10
  %28 = load float, ptr %2, align 4, !tbaa !22
  %29 = fmul contract float %4, %28
  %30 = fadd contract float %27, %29
  %31 = fmul contract float %7, %17
  %32 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !25
  %34 = fmul contract float %4, %33
  %35 = fadd contract float %31, %34
  %36 = fmul contract float %7, %24
  %37 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %38 = load float, ptr %37, align 4, !tbaa !26
  %39 = fmul contract float %4, %38
  %40 = fadd contract float %36, %39
  %41 = fmul contract float %7, %28
  %42 = load float, ptr %3, align 4, !tbaa !22
  %43 = fmul contract float %4, %42
  %44 = fadd contract float %41, %43
  %45 = fmul contract float %7, %33
  %46 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %47 = load float, ptr %46, align 4, !tbaa !25
  %48 = fmul contract float %4, %47
  %49 = fadd contract float %45, %48
  %50 = fmul contract float %7, %38
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %52 = load float, ptr %51, align 4, !tbaa !26
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
  store float %74, ptr %5, align 4, !tbaa !27
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store float %76, ptr %79, align 4, !tbaa !27
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store float %78, ptr %80, align 4, !tbaa !27
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
  br i1 %18, label %136, label %19

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
  %29 = load float, ptr %28, align 4, !tbaa !27
  %30 = getelementptr inbounds nuw i8, ptr %28, i64 4
  %31 = load float, ptr %30, align 4, !tbaa !27
  %32 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %33 = load float, ptr %32, align 4, !tbaa !27
  %34 = getelementptr inbounds nuw %struct.float3, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 %25
  store float %29, ptr %34, align 4, !tbaa !27
  %35 = getelementptr inbounds nuw i8, ptr %34, i64 4
  store float %31, ptr %35, align 4, !tbaa !27
  %36 = getelementptr inbounds nuw i8, ptr %34, i64 8
  store float %33, ptr %36, align 4, !tbaa !27
  br label %37

37:                                               ; preds = %22, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = add nsw i32 %2, -1
  %39 = uitofp nneg i32 %38 to float
  %40 = fdiv contract float 1.000000e+00, %39
  %41 = mul nuw nsw i32 %2, %2
  %42 = icmp samesign ult i32 %20, %41
  br i1 %42, label %43, label %136

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
  %53 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %55 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %56 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %57 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %58 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %59 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %60 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %61 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %62 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %63 = getelementptr inbounds nuw i8, ptr %13, i64 8
  br label %64

64:                                               ; preds = %43, %118
  %65 = phi i32 [ %20, %43 ], [ %134, %118 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #9
  %66 = freeze i32 %65
  %67 = sdiv i32 %66, %2
  %68 = mul i32 %67, %2
  %69 = sub i32 %66, %68
  %70 = sitofp i32 %69 to float
  %71 = fmul contract float %40, %70
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 12, i1 false), !tbaa.struct !28
  %72 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 %8, ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 12), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 24), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 36), float noundef %71, ptr noundef nonnull %6) #9
  %73 = extractvalue %struct.float3 %72, 0
  %74 = extractvalue %struct.float3 %72, 1
  %75 = extractvalue %struct.float3 %72, 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 48), i64 12, i1 false), !tbaa.struct !28
  %76 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 48), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 60), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 72), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 84), float noundef %71, ptr noundef nonnull %53) #9
  %77 = extractvalue %struct.float3 %76, 0
  %78 = extractvalue %struct.float3 %76, 1
  %79 = extractvalue %struct.float3 %76, 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 96), i64 12, i1 false), !tbaa.struct !28
  %80 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 96), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 108), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 120), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 132), float noundef %71, ptr noundef nonnull %54) #9
  %81 = extractvalue %struct.float3 %80, 0
  %82 = extractvalue %struct.float3 %80, 1
  %83 = extractvalue %struct.float3 %80, 2
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %8, ptr noundef nonnull align 4 dereferenceable(12) getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 144), i64 12, i1 false), !tbaa.struct !28
  %84 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 144), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 156), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 168), ptr noundef nonnull byval(%struct.float3) align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ17bezier_patch_evalE1P to ptr), i64 180), float noundef %71, ptr noundef nonnull %55) #9
  %85 = extractvalue %struct.float3 %84, 0
  %86 = extractvalue %struct.float3 %84, 1
  %87 = extractvalue %struct.float3 %84, 2
  %88 = sitofp i32 %67 to float
  %89 = fmul contract float %40, %88
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  store float %73, ptr %10, align 4, !tbaa !27
  store float %74, ptr %56, align 4, !tbaa !27
  store float %75, ptr %57, align 4, !tbaa !27
  store float %77, ptr %11, align 4, !tbaa !27
  store float %78, ptr %58, align 4, !tbaa !27
  store float %79, ptr %59, align 4, !tbaa !27
  store float %81, ptr %12, align 4, !tbaa !27
  store float %82, ptr %60, align 4, !tbaa !27
  store float %83, ptr %61, align 4, !tbaa !27
  store float %85, ptr %13, align 4, !tbaa !27
  store float %86, ptr %62, align 4, !tbaa !27
  store float %87, ptr %63, align 4, !tbaa !27
  %90 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 %10, ptr noundef nonnull byval(%struct.float3) align 4 %11, ptr noundef nonnull byval(%struct.float3) align 4 %12, ptr noundef nonnull byval(%struct.float3) align 4 %13, float noundef %89, ptr noundef nonnull %9) #9
  %91 = extractvalue %struct.float3 %90, 0
  %92 = extractvalue %struct.float3 %90, 1
  %93 = extractvalue %struct.float3 %90, 2
  %94 = call %struct.float3 @_Z10casteljau36float3S_S_S_fPS_(ptr noundef nonnull byval(%struct.float3) align 4 %6, ptr noundef nonnull byval(%struct.float3) align 4 %44, ptr noundef nonnull byval(%struct.float3) align 4 %45, ptr noundef nonnull byval(%struct.float3) align 4 %46, float noundef %89, ptr noundef nonnull %7) #9
  %95 = extractvalue %struct.float3 %94, 0
  %96 = extractvalue %struct.float3 %94, 1
  %97 = extractvalue %struct.float3 %94, 2
  %98 = load float, ptr %47, align 4, !tbaa !26
  %99 = fmul contract float %96, %98
  %100 = load float, ptr %48, align 4, !tbaa !25
  %101 = fmul contract float %97, %100
  %102 = fsub contract float %99, %101
  %103 = load float, ptr %9, align 4, !tbaa !22
  %104 = fmul contract float %97, %103
  %105 = fmul contract float %95, %98
  %106 = fsub contract float %104, %105
  %107 = fmul contract float %95, %100
  %108 = fmul contract float %96, %103
  %109 = fsub contract float %107, %108
  %110 = fmul contract float %102, %102
  %111 = fmul contract float %106, %106
  %112 = fadd contract float %110, %111
  %113 = fmul contract float %109, %109
  %114 = fadd contract float %113, %112
  %115 = fcmp contract ogt float %114, 0x39B4484C00000000
  br i1 %115, label %116, label %118

116:                                              ; preds = %64
  %117 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %114)
  br label %118

118:                                              ; preds = %64, %116
  %119 = phi contract float [ %117, %116 ], [ 0.000000e+00, %64 ]
  %120 = sext i32 %65 to i64
  %121 = add nsw i64 %51, %120
  %122 = mul nsw i64 %121, 3
  %123 = getelementptr inbounds nuw float, ptr %3, i64 %122
  store float %91, ptr %123, align 4, !tbaa !27
  %124 = add nsw i64 %122, 1
  %125 = getelementptr inbounds nuw float, ptr %3, i64 %124
  store float %92, ptr %125, align 4, !tbaa !27
  %126 = add nsw i64 %122, 2
  %127 = getelementptr inbounds nuw float, ptr %3, i64 %126
  store float %93, ptr %127, align 4, !tbaa !27
  %128 = fmul contract float %102, %119
  %129 = getelementptr inbounds nuw float, ptr %4, i64 %122
  store float %128, ptr %129, align 4, !tbaa !27
  %130 = fmul contract float %106, %119
  %131 = getelementptr inbounds nuw float, ptr %4, i64 %124
  store float %130, ptr %131, align 4, !tbaa !27
  %132 = fmul contract float %109, %119
  %133 = getelementptr inbounds nuw float, ptr %4, i64 %126
  store float %132, ptr %133, align 4, !tbaa !27
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #9
  %134 = add i32 %65, %52
  %135 = icmp slt i32 %134, %41
  br i1 %135, label %64, label %136, !llvm.loop !29

136:                                              ; preds = %118, %37, %5
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
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = !{!23, !24, i64 0}
!23 = !{!"_ZTS6float3", !24, i64 0, !24, i64 4, !24, i64 8}
!24 = !{!"float", !8, i64 0}
!25 = !{!23, !24, i64 4}
!26 = !{!23, !24, i64 8}
!27 = !{!24, !24, i64 0}
!28 = !{i64 0, i64 4, !27, i64 4, i64 4, !27, i64 8, i64 4, !27}
!29 = distinct !{!29, !19, !20}
