; ModuleID = 'src/nurbs_basis.cu'
source_filename = "src/nurbs_basis.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.dhom4 = type { double, double, double, double }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nurbs_curve_f32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca [4 x float], align 4
  %8 = alloca [4 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sge i32 %13, %3
  %15 = icmp slt i32 %1, 4
  %16 = or i1 %15, %14
  br i1 %16, label %246, label %17

17:                                               ; preds = %6
  %18 = add nsw i32 %1, -1
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !20, !alias.scope !14, !noalias !22
  %21 = icmp sgt i32 %3, 1
  %22 = zext nneg i32 %1 to i64
  %23 = getelementptr inbounds nuw float, ptr %2, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !20, !noalias !22
  br i1 %21, label %25, label %33

25:                                               ; preds = %17
  %26 = fsub contract float %24, %20
  %27 = sitofp i32 %13 to float
  %28 = fmul contract float %26, %27
  %29 = add nsw i32 %3, -1
  %30 = uitofp nneg i32 %29 to float
  %31 = fdiv contract float %28, %30
  %32 = fadd contract float %20, %31
  br label %33

33:                                               ; preds = %17, %25
  %34 = phi contract float [ %32, %25 ], [ %20, %17 ]
  %35 = fcmp contract ult float %34, %24
  br i1 %35, label %36, label %103

36:                                               ; preds = %33
  %37 = fcmp contract ugt float %34, %20
  br i1 %37, label %38, label %103

38:                                               ; preds = %36
  %39 = add nuw nsw i32 %1, 3
  %40 = lshr i32 %39, 1
  br label %41

41:                                               ; preds = %96, %38
  %42 = phi i32 [ %40, %38 ], [ %101, %96 ]
  %43 = phi i32 [ 0, %38 ], [ %100, %96 ]
  %44 = phi i32 [ %1, %38 ], [ %97, %96 ]
  %45 = phi i32 [ 3, %38 ], [ %98, %96 ]
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr inbounds nuw float, ptr %2, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !20, !noalias !22
  %49 = fcmp contract olt float %34, %48
  br i1 %49, label %57, label %50

50:                                               ; preds = %41
  %51 = getelementptr inbounds nuw i8, ptr %47, i64 4
  %52 = load float, ptr %51, align 4, !tbaa !20, !noalias !22
  %53 = fcmp contract ult float %34, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %96, %92, %79, %66, %50
  %55 = phi i32 [ %42, %50 ], [ %101, %96 ], [ %61, %66 ], [ %87, %92 ], [ %74, %79 ]
  %56 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %55, i32 range(i32 3, 2147483647) %18)
  br label %103

57:                                               ; preds = %50, %41
  %58 = phi i32 [ %44, %50 ], [ %42, %41 ]
  %59 = phi i32 [ %42, %50 ], [ %45, %41 ]
  %60 = add nuw nsw i32 %59, %58
  %61 = lshr i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %2, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !20, !noalias !22
  %65 = fcmp contract olt float %34, %64
  br i1 %65, label %70, label %66

66:                                               ; preds = %57
  %67 = getelementptr inbounds nuw i8, ptr %63, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !20, !noalias !22
  %69 = fcmp contract ult float %34, %68
  br i1 %69, label %54, label %70

70:                                               ; preds = %66, %57
  %71 = phi i32 [ %58, %66 ], [ %61, %57 ]
  %72 = phi i32 [ %61, %66 ], [ %59, %57 ]
  %73 = add nuw nsw i32 %72, %71
  %74 = lshr i32 %73, 1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw float, ptr %2, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !20, !noalias !22
  %78 = fcmp contract olt float %34, %77
  br i1 %78, label %83, label %79

79:                                               ; preds = %70
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %81 = load float, ptr %80, align 4, !tbaa !20, !noalias !22
  %82 = fcmp contract ult float %34, %81
  br i1 %82, label %54, label %83

83:                                               ; preds = %79, %70
  %84 = phi i32 [ %71, %79 ], [ %74, %70 ]
  %85 = phi i32 [ %74, %79 ], [ %72, %70 ]
  %86 = add nuw nsw i32 %85, %84
  %87 = lshr i32 %86, 1
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw float, ptr %2, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !20, !noalias !22
  %91 = fcmp contract olt float %34, %90
  br i1 %91, label %96, label %92

92:                                               ; preds = %83
  %93 = getelementptr inbounds nuw i8, ptr %89, i64 4
  %94 = load float, ptr %93, align 4, !tbaa !20, !noalias !22
  %95 = fcmp contract ult float %34, %94
  br i1 %95, label %54, label %96

96:                                               ; preds = %92, %83
  %97 = phi i32 [ %84, %92 ], [ %87, %83 ]
  %98 = phi i32 [ %87, %92 ], [ %85, %83 ]
  %99 = add nuw nsw i32 %98, %97
  %100 = add nuw nsw i32 %43, 4
  %101 = lshr i32 %99, 1
  %102 = icmp eq i32 %100, 64
  br i1 %102, label %54, label %41, !llvm.loop !23

103:                                              ; preds = %33, %36, %54
  %104 = phi i32 [ %56, %54 ], [ %18, %33 ], [ 3, %36 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8, !noalias !25
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8, !noalias !25
  call fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef %104, float noundef %34, ptr noundef %2, ptr noundef %7, ptr noundef %8) #8, !noalias !22
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr %struct.float4, ptr %0, i64 %105
  %107 = getelementptr i8, ptr %106, i64 -48
  %108 = load float, ptr %107, align 16, !tbaa !20, !alias.scope !11, !noalias !26
  %109 = getelementptr i8, ptr %106, i64 -44
  %110 = load float, ptr %109, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %111 = getelementptr i8, ptr %106, i64 -40
  %112 = load float, ptr %111, align 8, !tbaa !20, !alias.scope !11, !noalias !26
  %113 = getelementptr i8, ptr %106, i64 -36
  %114 = load float, ptr %113, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %115 = load float, ptr %7, align 4, !tbaa !20, !noalias !25
  %116 = fmul contract float %108, %115
  %117 = fadd contract float %116, 0.000000e+00
  %118 = fmul contract float %110, %115
  %119 = fadd contract float %118, 0.000000e+00
  %120 = fmul contract float %112, %115
  %121 = fadd contract float %120, 0.000000e+00
  %122 = fmul contract float %114, %115
  %123 = fadd contract float %122, 0.000000e+00
  %124 = load float, ptr %8, align 4, !tbaa !20, !noalias !25
  %125 = fmul contract float %108, %124
  %126 = fadd contract float %125, 0.000000e+00
  %127 = fmul contract float %110, %124
  %128 = fadd contract float %127, 0.000000e+00
  %129 = fmul contract float %112, %124
  %130 = fadd contract float %129, 0.000000e+00
  %131 = fmul contract float %114, %124
  %132 = fadd contract float %131, 0.000000e+00
  %133 = zext nneg i32 %104 to i64
  %134 = getelementptr %struct.float4, ptr %0, i64 %133
  %135 = getelementptr i8, ptr %134, i64 -32
  %136 = load float, ptr %135, align 16, !tbaa !20, !alias.scope !11, !noalias !26
  %137 = getelementptr i8, ptr %134, i64 -28
  %138 = load float, ptr %137, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %139 = getelementptr i8, ptr %134, i64 -24
  %140 = load float, ptr %139, align 8, !tbaa !20, !alias.scope !11, !noalias !26
  %141 = getelementptr i8, ptr %134, i64 -20
  %142 = load float, ptr %141, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %143 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %144 = load float, ptr %143, align 4, !tbaa !20, !noalias !25
  %145 = fmul contract float %136, %144
  %146 = fadd contract float %117, %145
  %147 = fmul contract float %138, %144
  %148 = fadd contract float %119, %147
  %149 = fmul contract float %140, %144
  %150 = fadd contract float %121, %149
  %151 = fmul contract float %142, %144
  %152 = fadd contract float %123, %151
  %153 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %154 = load float, ptr %153, align 4, !tbaa !20, !noalias !25
  %155 = fmul contract float %136, %154
  %156 = fadd contract float %126, %155
  %157 = fmul contract float %138, %154
  %158 = fadd contract float %128, %157
  %159 = fmul contract float %140, %154
  %160 = fadd contract float %130, %159
  %161 = fmul contract float %142, %154
  %162 = fadd contract float %132, %161
  %163 = zext nneg i32 %104 to i64
  %164 = getelementptr %struct.float4, ptr %0, i64 %163
  %165 = getelementptr i8, ptr %164, i64 -16
  %166 = load float, ptr %165, align 16, !tbaa !20, !alias.scope !11, !noalias !26
  %167 = getelementptr i8, ptr %164, i64 -12
  %168 = load float, ptr %167, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %169 = getelementptr i8, ptr %164, i64 -8
  %170 = load float, ptr %169, align 8, !tbaa !20, !alias.scope !11, !noalias !26
  %171 = getelementptr i8, ptr %164, i64 -4
  %172 = load float, ptr %171, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %173 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %174 = load float, ptr %173, align 4, !tbaa !20, !noalias !25
  %175 = fmul contract float %166, %174
  %176 = fadd contract float %146, %175
  %177 = fmul contract float %168, %174
  %178 = fadd contract float %148, %177
  %179 = fmul contract float %170, %174
  %180 = fadd contract float %150, %179
  %181 = fmul contract float %172, %174
  %182 = fadd contract float %152, %181
  %183 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %184 = load float, ptr %183, align 4, !tbaa !20, !noalias !25
  %185 = fmul contract float %166, %184
  %186 = fadd contract float %156, %185
  %187 = fmul contract float %168, %184
  %188 = fadd contract float %158, %187
  %189 = fmul contract float %170, %184
  %190 = fadd contract float %160, %189
  %191 = fmul contract float %172, %184
  %192 = fadd contract float %162, %191
  %193 = zext nneg i32 %104 to i64
  %194 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %193
  %195 = load float, ptr %194, align 16, !tbaa !20, !alias.scope !11, !noalias !26
  %196 = getelementptr inbounds nuw i8, ptr %194, i64 4
  %197 = load float, ptr %196, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %198 = getelementptr inbounds nuw i8, ptr %194, i64 8
  %199 = load float, ptr %198, align 8, !tbaa !20, !alias.scope !11, !noalias !26
  %200 = getelementptr inbounds nuw i8, ptr %194, i64 12
  %201 = load float, ptr %200, align 4, !tbaa !20, !alias.scope !11, !noalias !26
  %202 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %203 = load float, ptr %202, align 4, !tbaa !20, !noalias !25
  %204 = fmul contract float %195, %203
  %205 = fadd contract float %176, %204
  %206 = fmul contract float %197, %203
  %207 = fadd contract float %178, %206
  %208 = fmul contract float %199, %203
  %209 = fadd contract float %180, %208
  %210 = fmul contract float %201, %203
  %211 = fadd contract float %182, %210
  %212 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %213 = load float, ptr %212, align 4, !tbaa !20, !noalias !25
  %214 = fmul contract float %195, %213
  %215 = fadd contract float %186, %214
  %216 = fmul contract float %197, %213
  %217 = fadd contract float %188, %216
  %218 = fmul contract float %199, %213
  %219 = fadd contract float %190, %218
  %220 = fmul contract float %201, %213
  %221 = fadd contract float %192, %220
  %222 = fcmp contract une float %211, 0.000000e+00
  %223 = fdiv contract float 1.000000e+00, %211
  %224 = select contract i1 %222, float %223, float 0.000000e+00
  %225 = fmul contract float %224, %205
  %226 = fmul contract float %207, %224
  %227 = fmul contract float %209, %224
  %228 = fmul contract float %221, %225
  %229 = fsub contract float %215, %228
  %230 = fmul contract float %224, %229
  %231 = fmul contract float %221, %226
  %232 = fsub contract float %217, %231
  %233 = fmul contract float %224, %232
  %234 = fmul contract float %221, %227
  %235 = fsub contract float %219, %234
  %236 = fmul contract float %224, %235
  %237 = sext i32 %13 to i64
  %238 = getelementptr inbounds %struct.float4, ptr %4, i64 %237
  store float %225, ptr %238, align 16, !tbaa !20, !alias.scope !16, !noalias !27
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 4
  store float %226, ptr %239, align 4, !tbaa !20, !alias.scope !16, !noalias !27
  %240 = getelementptr inbounds nuw i8, ptr %238, i64 8
  store float %227, ptr %240, align 8, !tbaa !20, !alias.scope !16, !noalias !27
  %241 = getelementptr inbounds nuw i8, ptr %238, i64 12
  store float %211, ptr %241, align 4, !tbaa !20, !alias.scope !16, !noalias !27
  %242 = getelementptr inbounds %struct.float4, ptr %5, i64 %237
  store float %230, ptr %242, align 16, !tbaa !20, !alias.scope !18, !noalias !28
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 4
  store float %233, ptr %243, align 4, !tbaa !20, !alias.scope !18, !noalias !28
  %244 = getelementptr inbounds nuw i8, ptr %242, i64 8
  store float %236, ptr %244, align 8, !tbaa !20, !alias.scope !18, !noalias !28
  %245 = getelementptr inbounds nuw i8, ptr %242, i64 12
  store float %221, ptr %245, align 4, !tbaa !20, !alias.scope !18, !noalias !28
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8, !noalias !25
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8, !noalias !25
  br label %246

246:                                              ; preds = %6, %103
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nurbs_curve_f64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x double], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sge i32 %13, %3
  %15 = icmp slt i32 %1, 4
  %16 = or i1 %15, %14
  br i1 %16, label %246, label %17

17:                                               ; preds = %6
  %18 = add nsw i32 %1, -1
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !38, !alias.scope !32, !noalias !40
  %21 = icmp sgt i32 %3, 1
  %22 = zext nneg i32 %1 to i64
  %23 = getelementptr inbounds nuw double, ptr %2, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !38, !noalias !40
  br i1 %21, label %25, label %33

25:                                               ; preds = %17
  %26 = fsub contract double %24, %20
  %27 = sitofp i32 %13 to double
  %28 = fmul contract double %26, %27
  %29 = add nsw i32 %3, -1
  %30 = uitofp nneg i32 %29 to double
  %31 = fdiv contract double %28, %30
  %32 = fadd contract double %20, %31
  br label %33

33:                                               ; preds = %17, %25
  %34 = phi contract double [ %32, %25 ], [ %20, %17 ]
  %35 = fcmp contract ult double %34, %24
  br i1 %35, label %36, label %103

36:                                               ; preds = %33
  %37 = fcmp contract ugt double %34, %20
  br i1 %37, label %38, label %103

38:                                               ; preds = %36
  %39 = add nuw nsw i32 %1, 3
  %40 = lshr i32 %39, 1
  br label %41

41:                                               ; preds = %96, %38
  %42 = phi i32 [ %40, %38 ], [ %101, %96 ]
  %43 = phi i32 [ 0, %38 ], [ %100, %96 ]
  %44 = phi i32 [ %1, %38 ], [ %97, %96 ]
  %45 = phi i32 [ 3, %38 ], [ %98, %96 ]
  %46 = zext nneg i32 %42 to i64
  %47 = getelementptr inbounds nuw double, ptr %2, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !38, !noalias !40
  %49 = fcmp contract olt double %34, %48
  br i1 %49, label %57, label %50

50:                                               ; preds = %41
  %51 = getelementptr inbounds nuw i8, ptr %47, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !38, !noalias !40
  %53 = fcmp contract ult double %34, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %96, %92, %79, %66, %50
  %55 = phi i32 [ %42, %50 ], [ %101, %96 ], [ %61, %66 ], [ %87, %92 ], [ %74, %79 ]
  %56 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %55, i32 range(i32 3, 2147483647) %18)
  br label %103

57:                                               ; preds = %50, %41
  %58 = phi i32 [ %44, %50 ], [ %42, %41 ]
  %59 = phi i32 [ %42, %50 ], [ %45, %41 ]
  %60 = add nuw nsw i32 %59, %58
  %61 = lshr i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw double, ptr %2, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !38, !noalias !40
  %65 = fcmp contract olt double %34, %64
  br i1 %65, label %70, label %66

66:                                               ; preds = %57
  %67 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !38, !noalias !40
  %69 = fcmp contract ult double %34, %68
  br i1 %69, label %54, label %70

70:                                               ; preds = %66, %57
  %71 = phi i32 [ %58, %66 ], [ %61, %57 ]
  %72 = phi i32 [ %61, %66 ], [ %59, %57 ]
  %73 = add nuw nsw i32 %72, %71
  %74 = lshr i32 %73, 1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw double, ptr %2, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !38, !noalias !40
  %78 = fcmp contract olt double %34, %77
  br i1 %78, label %83, label %79

79:                                               ; preds = %70
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %81 = load double, ptr %80, align 8, !tbaa !38, !noalias !40
  %82 = fcmp contract ult double %34, %81
  br i1 %82, label %54, label %83

83:                                               ; preds = %79, %70
  %84 = phi i32 [ %71, %79 ], [ %74, %70 ]
  %85 = phi i32 [ %74, %79 ], [ %72, %70 ]
  %86 = add nuw nsw i32 %85, %84
  %87 = lshr i32 %86, 1
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw double, ptr %2, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !38, !noalias !40
  %91 = fcmp contract olt double %34, %90
  br i1 %91, label %96, label %92

92:                                               ; preds = %83
  %93 = getelementptr inbounds nuw i8, ptr %89, i64 8
  %94 = load double, ptr %93, align 8, !tbaa !38, !noalias !40
  %95 = fcmp contract ult double %34, %94
  br i1 %95, label %54, label %96

96:                                               ; preds = %92, %83
  %97 = phi i32 [ %84, %92 ], [ %87, %83 ]
  %98 = phi i32 [ %87, %92 ], [ %85, %83 ]
  %99 = add nuw nsw i32 %98, %97
  %100 = add nuw nsw i32 %43, 4
  %101 = lshr i32 %99, 1
  %102 = icmp eq i32 %100, 64
  br i1 %102, label %54, label %41, !llvm.loop !41

103:                                              ; preds = %33, %36, %54
  %104 = phi i32 [ %56, %54 ], [ %18, %33 ], [ 3, %36 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8, !noalias !42
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8, !noalias !42
  call fastcc void @_ZL10ders_basisIdEviT_PKS0_PS0_S3_(i32 noundef %104, double noundef %34, ptr noundef %2, ptr noundef %7, ptr noundef %8) #8, !noalias !40
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr %struct.dhom4, ptr %0, i64 %105
  %107 = getelementptr i8, ptr %106, i64 -96
  %108 = load double, ptr %107, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %109 = getelementptr i8, ptr %106, i64 -88
  %110 = load double, ptr %109, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %111 = getelementptr i8, ptr %106, i64 -80
  %112 = load double, ptr %111, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %113 = getelementptr i8, ptr %106, i64 -72
  %114 = load double, ptr %113, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %115 = load double, ptr %7, align 8, !tbaa !38, !noalias !42
  %116 = fmul contract double %108, %115
  %117 = fadd contract double %116, 0.000000e+00
  %118 = fmul contract double %110, %115
  %119 = fadd contract double %118, 0.000000e+00
  %120 = fmul contract double %112, %115
  %121 = fadd contract double %120, 0.000000e+00
  %122 = fmul contract double %114, %115
  %123 = fadd contract double %122, 0.000000e+00
  %124 = load double, ptr %8, align 8, !tbaa !38, !noalias !42
  %125 = fmul contract double %108, %124
  %126 = fadd contract double %125, 0.000000e+00
  %127 = fmul contract double %110, %124
  %128 = fadd contract double %127, 0.000000e+00
  %129 = fmul contract double %112, %124
  %130 = fadd contract double %129, 0.000000e+00
  %131 = fmul contract double %114, %124
  %132 = fadd contract double %131, 0.000000e+00
  %133 = zext nneg i32 %104 to i64
  %134 = getelementptr %struct.dhom4, ptr %0, i64 %133
  %135 = getelementptr i8, ptr %134, i64 -64
  %136 = load double, ptr %135, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %137 = getelementptr i8, ptr %134, i64 -56
  %138 = load double, ptr %137, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %139 = getelementptr i8, ptr %134, i64 -48
  %140 = load double, ptr %139, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %141 = getelementptr i8, ptr %134, i64 -40
  %142 = load double, ptr %141, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %143 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %144 = load double, ptr %143, align 8, !tbaa !38, !noalias !42
  %145 = fmul contract double %136, %144
  %146 = fadd contract double %117, %145
  %147 = fmul contract double %138, %144
  %148 = fadd contract double %119, %147
  %149 = fmul contract double %140, %144
  %150 = fadd contract double %121, %149
  %151 = fmul contract double %142, %144
  %152 = fadd contract double %123, %151
  %153 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %154 = load double, ptr %153, align 8, !tbaa !38, !noalias !42
  %155 = fmul contract double %136, %154
  %156 = fadd contract double %126, %155
  %157 = fmul contract double %138, %154
  %158 = fadd contract double %128, %157
  %159 = fmul contract double %140, %154
  %160 = fadd contract double %130, %159
  %161 = fmul contract double %142, %154
  %162 = fadd contract double %132, %161
  %163 = zext nneg i32 %104 to i64
  %164 = getelementptr %struct.dhom4, ptr %0, i64 %163
  %165 = getelementptr i8, ptr %164, i64 -32
  %166 = load double, ptr %165, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %167 = getelementptr i8, ptr %164, i64 -24
  %168 = load double, ptr %167, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %169 = getelementptr i8, ptr %164, i64 -16
  %170 = load double, ptr %169, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %171 = getelementptr i8, ptr %164, i64 -8
  %172 = load double, ptr %171, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %173 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %174 = load double, ptr %173, align 8, !tbaa !38, !noalias !42
  %175 = fmul contract double %166, %174
  %176 = fadd contract double %146, %175
  %177 = fmul contract double %168, %174
  %178 = fadd contract double %148, %177
  %179 = fmul contract double %170, %174
  %180 = fadd contract double %150, %179
  %181 = fmul contract double %172, %174
  %182 = fadd contract double %152, %181
  %183 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %184 = load double, ptr %183, align 8, !tbaa !38, !noalias !42
  %185 = fmul contract double %166, %184
  %186 = fadd contract double %156, %185
  %187 = fmul contract double %168, %184
  %188 = fadd contract double %158, %187
  %189 = fmul contract double %170, %184
  %190 = fadd contract double %160, %189
  %191 = fmul contract double %172, %184
  %192 = fadd contract double %162, %191
  %193 = zext nneg i32 %104 to i64
  %194 = getelementptr inbounds nuw %struct.dhom4, ptr %0, i64 %193
  %195 = load double, ptr %194, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %196 = getelementptr inbounds nuw i8, ptr %194, i64 8
  %197 = load double, ptr %196, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %198 = getelementptr inbounds nuw i8, ptr %194, i64 16
  %199 = load double, ptr %198, align 16, !tbaa !38, !alias.scope !29, !noalias !43
  %200 = getelementptr inbounds nuw i8, ptr %194, i64 24
  %201 = load double, ptr %200, align 8, !tbaa !38, !alias.scope !29, !noalias !43
  %202 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %203 = load double, ptr %202, align 8, !tbaa !38, !noalias !42
  %204 = fmul contract double %195, %203
  %205 = fadd contract double %176, %204
  %206 = fmul contract double %197, %203
  %207 = fadd contract double %178, %206
  %208 = fmul contract double %199, %203
  %209 = fadd contract double %180, %208
  %210 = fmul contract double %201, %203
  %211 = fadd contract double %182, %210
  %212 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %213 = load double, ptr %212, align 8, !tbaa !38, !noalias !42
  %214 = fmul contract double %195, %213
  %215 = fadd contract double %186, %214
  %216 = fmul contract double %197, %213
  %217 = fadd contract double %188, %216
  %218 = fmul contract double %199, %213
  %219 = fadd contract double %190, %218
  %220 = fmul contract double %201, %213
  %221 = fadd contract double %192, %220
  %222 = fcmp contract une double %211, 0.000000e+00
  %223 = fdiv contract double 1.000000e+00, %211
  %224 = select contract i1 %222, double %223, double 0.000000e+00
  %225 = fmul contract double %224, %205
  %226 = fmul contract double %207, %224
  %227 = fmul contract double %209, %224
  %228 = fmul contract double %221, %225
  %229 = fsub contract double %215, %228
  %230 = fmul contract double %224, %229
  %231 = fmul contract double %221, %226
  %232 = fsub contract double %217, %231
  %233 = fmul contract double %224, %232
  %234 = fmul contract double %221, %227
  %235 = fsub contract double %219, %234
  %236 = fmul contract double %224, %235
  %237 = sext i32 %13 to i64
  %238 = getelementptr inbounds %struct.dhom4, ptr %4, i64 %237
  store double %225, ptr %238, align 16, !tbaa !38, !alias.scope !34, !noalias !44
  %239 = getelementptr inbounds nuw i8, ptr %238, i64 8
  store double %226, ptr %239, align 8, !tbaa !38, !alias.scope !34, !noalias !44
  %240 = getelementptr inbounds nuw i8, ptr %238, i64 16
  store double %227, ptr %240, align 16, !tbaa !38, !alias.scope !34, !noalias !44
  %241 = getelementptr inbounds nuw i8, ptr %238, i64 24
  store double %211, ptr %241, align 8, !tbaa !38, !alias.scope !34, !noalias !44
  %242 = getelementptr inbounds %struct.dhom4, ptr %5, i64 %237
  store double %230, ptr %242, align 16, !tbaa !38, !alias.scope !36, !noalias !45
  %243 = getelementptr inbounds nuw i8, ptr %242, i64 8
  store double %233, ptr %243, align 8, !tbaa !38, !alias.scope !36, !noalias !45
  %244 = getelementptr inbounds nuw i8, ptr %242, i64 16
  store double %236, ptr %244, align 16, !tbaa !38, !alias.scope !36, !noalias !45
  %245 = getelementptr inbounds nuw i8, ptr %242, i64 24
  store double %221, ptr %245, align 8, !tbaa !38, !alias.scope !36, !noalias !45
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8, !noalias !42
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8, !noalias !42
  br label %246

246:                                              ; preds = %6, %103
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @nurbs_surface_f32(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #1 {
  %10 = alloca [4 x float], align 4
  %11 = alloca [4 x float], align 4
  %12 = alloca [4 x float], align 4
  %13 = alloca [4 x float], align 4
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %21 = mul nuw nsw i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %23 = add nuw nsw i32 %21, %22
  %24 = icmp slt i32 %18, %5
  br i1 %24, label %25, label %817

25:                                               ; preds = %9
  %26 = icmp sge i32 %23, %6
  %27 = icmp slt i32 %1, 4
  %28 = or i1 %27, %26
  %29 = icmp slt i32 %2, 4
  %30 = or i1 %29, %28
  br i1 %30, label %817, label %31

31:                                               ; preds = %25
  %32 = add nsw i32 %1, -1
  %33 = add nsw i32 %2, -1
  %34 = icmp sgt i32 %5, 1
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !20
  br i1 %34, label %37, label %48

37:                                               ; preds = %31
  %38 = zext nneg i32 %1 to i64
  %39 = getelementptr inbounds nuw float, ptr %3, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !20
  %41 = fsub contract float %40, %36
  %42 = sitofp i32 %18 to float
  %43 = fmul contract float %41, %42
  %44 = add nsw i32 %5, -1
  %45 = uitofp nneg i32 %44 to float
  %46 = fdiv contract float %43, %45
  %47 = fadd contract float %36, %46
  br label %48

48:                                               ; preds = %31, %37
  %49 = phi contract float [ %47, %37 ], [ %36, %31 ]
  %50 = icmp samesign ugt i32 %6, 1
  %51 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !20
  br i1 %50, label %53, label %64

53:                                               ; preds = %48
  %54 = zext nneg i32 %2 to i64
  %55 = getelementptr inbounds nuw float, ptr %4, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !20
  %57 = fsub contract float %56, %52
  %58 = uitofp nneg i32 %23 to float
  %59 = fmul contract float %57, %58
  %60 = add nsw i32 %6, -1
  %61 = uitofp nneg i32 %60 to float
  %62 = fdiv contract float %59, %61
  %63 = fadd contract float %52, %62
  br label %64

64:                                               ; preds = %48, %53
  %65 = phi contract float [ %63, %53 ], [ %52, %48 ]
  %66 = zext nneg i32 %1 to i64
  %67 = getelementptr inbounds nuw float, ptr %3, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !20
  %69 = fcmp contract ult float %49, %68
  br i1 %69, label %70, label %137

70:                                               ; preds = %64
  %71 = fcmp contract ugt float %49, %36
  br i1 %71, label %72, label %137

72:                                               ; preds = %70
  %73 = add nuw nsw i32 %1, 3
  %74 = lshr i32 %73, 1
  br label %75

75:                                               ; preds = %130, %72
  %76 = phi i32 [ %74, %72 ], [ %135, %130 ]
  %77 = phi i32 [ 0, %72 ], [ %134, %130 ]
  %78 = phi i32 [ %1, %72 ], [ %131, %130 ]
  %79 = phi i32 [ 3, %72 ], [ %132, %130 ]
  %80 = zext nneg i32 %76 to i64
  %81 = getelementptr inbounds nuw float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !20
  %83 = fcmp contract olt float %49, %82
  br i1 %83, label %91, label %84

84:                                               ; preds = %75
  %85 = getelementptr inbounds nuw i8, ptr %81, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !20
  %87 = fcmp contract ult float %49, %86
  br i1 %87, label %88, label %91

88:                                               ; preds = %130, %126, %113, %100, %84
  %89 = phi i32 [ %76, %84 ], [ %135, %130 ], [ %95, %100 ], [ %121, %126 ], [ %108, %113 ]
  %90 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %89, i32 range(i32 3, 2147483647) %32)
  br label %137

91:                                               ; preds = %84, %75
  %92 = phi i32 [ %78, %84 ], [ %76, %75 ]
  %93 = phi i32 [ %76, %84 ], [ %79, %75 ]
  %94 = add nuw nsw i32 %93, %92
  %95 = lshr i32 %94, 1
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr %3, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !20
  %99 = fcmp contract olt float %49, %98
  br i1 %99, label %104, label %100

100:                                              ; preds = %91
  %101 = getelementptr inbounds nuw i8, ptr %97, i64 4
  %102 = load float, ptr %101, align 4, !tbaa !20
  %103 = fcmp contract ult float %49, %102
  br i1 %103, label %88, label %104

104:                                              ; preds = %100, %91
  %105 = phi i32 [ %92, %100 ], [ %95, %91 ]
  %106 = phi i32 [ %95, %100 ], [ %93, %91 ]
  %107 = add nuw nsw i32 %106, %105
  %108 = lshr i32 %107, 1
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw float, ptr %3, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !20
  %112 = fcmp contract olt float %49, %111
  br i1 %112, label %117, label %113

113:                                              ; preds = %104
  %114 = getelementptr inbounds nuw i8, ptr %110, i64 4
  %115 = load float, ptr %114, align 4, !tbaa !20
  %116 = fcmp contract ult float %49, %115
  br i1 %116, label %88, label %117

117:                                              ; preds = %113, %104
  %118 = phi i32 [ %105, %113 ], [ %108, %104 ]
  %119 = phi i32 [ %108, %113 ], [ %106, %104 ]
  %120 = add nuw nsw i32 %119, %118
  %121 = lshr i32 %120, 1
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw float, ptr %3, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !20
  %125 = fcmp contract olt float %49, %124
  br i1 %125, label %130, label %126

126:                                              ; preds = %117
  %127 = getelementptr inbounds nuw i8, ptr %123, i64 4
  %128 = load float, ptr %127, align 4, !tbaa !20
  %129 = fcmp contract ult float %49, %128
  br i1 %129, label %88, label %130

130:                                              ; preds = %126, %117
  %131 = phi i32 [ %118, %126 ], [ %121, %117 ]
  %132 = phi i32 [ %121, %126 ], [ %119, %117 ]
  %133 = add nuw nsw i32 %132, %131
  %134 = add nuw nsw i32 %77, 4
  %135 = lshr i32 %133, 1
  %136 = icmp eq i32 %134, 64
  br i1 %136, label %88, label %75, !llvm.loop !23

137:                                              ; preds = %64, %70, %88
  %138 = phi i32 [ %90, %88 ], [ %32, %64 ], [ 3, %70 ]
  %139 = zext nneg i32 %2 to i64
  %140 = getelementptr inbounds nuw float, ptr %4, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !20
  %142 = fcmp contract ult float %65, %141
  br i1 %142, label %143, label %210

143:                                              ; preds = %137
  %144 = fcmp contract ugt float %65, %52
  br i1 %144, label %145, label %210

145:                                              ; preds = %143
  %146 = add nuw nsw i32 %2, 3
  %147 = lshr i32 %146, 1
  br label %148

148:                                              ; preds = %203, %145
  %149 = phi i32 [ %147, %145 ], [ %208, %203 ]
  %150 = phi i32 [ 0, %145 ], [ %207, %203 ]
  %151 = phi i32 [ %2, %145 ], [ %204, %203 ]
  %152 = phi i32 [ 3, %145 ], [ %205, %203 ]
  %153 = zext nneg i32 %149 to i64
  %154 = getelementptr inbounds nuw float, ptr %4, i64 %153
  %155 = load float, ptr %154, align 4, !tbaa !20
  %156 = fcmp contract olt float %65, %155
  br i1 %156, label %164, label %157

157:                                              ; preds = %148
  %158 = getelementptr inbounds nuw i8, ptr %154, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !20
  %160 = fcmp contract ult float %65, %159
  br i1 %160, label %161, label %164

161:                                              ; preds = %203, %199, %186, %173, %157
  %162 = phi i32 [ %149, %157 ], [ %208, %203 ], [ %168, %173 ], [ %194, %199 ], [ %181, %186 ]
  %163 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %162, i32 range(i32 3, 2147483647) %33)
  br label %210

164:                                              ; preds = %157, %148
  %165 = phi i32 [ %151, %157 ], [ %149, %148 ]
  %166 = phi i32 [ %149, %157 ], [ %152, %148 ]
  %167 = add nuw nsw i32 %166, %165
  %168 = lshr i32 %167, 1
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds nuw float, ptr %4, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !20
  %172 = fcmp contract olt float %65, %171
  br i1 %172, label %177, label %173

173:                                              ; preds = %164
  %174 = getelementptr inbounds nuw i8, ptr %170, i64 4
  %175 = load float, ptr %174, align 4, !tbaa !20
  %176 = fcmp contract ult float %65, %175
  br i1 %176, label %161, label %177

177:                                              ; preds = %173, %164
  %178 = phi i32 [ %165, %173 ], [ %168, %164 ]
  %179 = phi i32 [ %168, %173 ], [ %166, %164 ]
  %180 = add nuw nsw i32 %179, %178
  %181 = lshr i32 %180, 1
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw float, ptr %4, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !20
  %185 = fcmp contract olt float %65, %184
  br i1 %185, label %190, label %186

186:                                              ; preds = %177
  %187 = getelementptr inbounds nuw i8, ptr %183, i64 4
  %188 = load float, ptr %187, align 4, !tbaa !20
  %189 = fcmp contract ult float %65, %188
  br i1 %189, label %161, label %190

190:                                              ; preds = %186, %177
  %191 = phi i32 [ %178, %186 ], [ %181, %177 ]
  %192 = phi i32 [ %181, %186 ], [ %179, %177 ]
  %193 = add nuw nsw i32 %192, %191
  %194 = lshr i32 %193, 1
  %195 = zext nneg i32 %194 to i64
  %196 = getelementptr inbounds nuw float, ptr %4, i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !20
  %198 = fcmp contract olt float %65, %197
  br i1 %198, label %203, label %199

199:                                              ; preds = %190
  %200 = getelementptr inbounds nuw i8, ptr %196, i64 4
  %201 = load float, ptr %200, align 4, !tbaa !20
  %202 = fcmp contract ult float %65, %201
  br i1 %202, label %161, label %203

203:                                              ; preds = %199, %190
  %204 = phi i32 [ %191, %199 ], [ %194, %190 ]
  %205 = phi i32 [ %194, %199 ], [ %192, %190 ]
  %206 = add nuw nsw i32 %205, %204
  %207 = add nuw nsw i32 %150, 4
  %208 = lshr i32 %206, 1
  %209 = icmp eq i32 %207, 64
  br i1 %209, label %161, label %148, !llvm.loop !23

210:                                              ; preds = %137, %143, %161
  %211 = phi i32 [ %163, %161 ], [ %33, %137 ], [ 3, %143 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #8
  call fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef %138, float noundef %49, ptr noundef %3, ptr noundef %10, ptr noundef %11) #8
  call fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef %211, float noundef %65, ptr noundef %4, ptr noundef %12, ptr noundef %13) #8
  %212 = add nsw i32 %211, -3
  %213 = zext nneg i32 %138 to i64
  %214 = getelementptr %struct.float4, ptr %0, i64 %213
  %215 = zext nneg i32 %212 to i64
  %216 = mul nuw nsw i64 %215, %66
  %217 = getelementptr %struct.float4, ptr %214, i64 %216
  %218 = getelementptr i8, ptr %217, i64 -48
  %219 = load float, ptr %218, align 16, !tbaa !20
  %220 = getelementptr i8, ptr %217, i64 -44
  %221 = load float, ptr %220, align 4, !tbaa !20
  %222 = getelementptr i8, ptr %217, i64 -40
  %223 = load float, ptr %222, align 8, !tbaa !20
  %224 = getelementptr i8, ptr %217, i64 -36
  %225 = load float, ptr %224, align 4, !tbaa !20
  %226 = load float, ptr %10, align 4, !tbaa !20
  %227 = fmul contract float %219, %226
  %228 = fadd contract float %227, 0.000000e+00
  %229 = fmul contract float %221, %226
  %230 = fadd contract float %229, 0.000000e+00
  %231 = fmul contract float %223, %226
  %232 = fadd contract float %231, 0.000000e+00
  %233 = fmul contract float %225, %226
  %234 = fadd contract float %233, 0.000000e+00
  %235 = load float, ptr %11, align 4, !tbaa !20
  %236 = fmul contract float %219, %235
  %237 = fadd contract float %236, 0.000000e+00
  %238 = fmul contract float %221, %235
  %239 = fadd contract float %238, 0.000000e+00
  %240 = fmul contract float %223, %235
  %241 = fadd contract float %240, 0.000000e+00
  %242 = fmul contract float %225, %235
  %243 = fadd contract float %242, 0.000000e+00
  %244 = getelementptr i8, ptr %217, i64 -32
  %245 = load float, ptr %244, align 16, !tbaa !20
  %246 = getelementptr i8, ptr %217, i64 -28
  %247 = load float, ptr %246, align 4, !tbaa !20
  %248 = getelementptr i8, ptr %217, i64 -24
  %249 = load float, ptr %248, align 8, !tbaa !20
  %250 = getelementptr i8, ptr %217, i64 -20
  %251 = load float, ptr %250, align 4, !tbaa !20
  %252 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %253 = load float, ptr %252, align 4, !tbaa !20
  %254 = fmul contract float %245, %253
  %255 = fadd contract float %228, %254
  %256 = fmul contract float %247, %253
  %257 = fadd contract float %256, %230
  %258 = fmul contract float %249, %253
  %259 = fadd contract float %258, %232
  %260 = fmul contract float %251, %253
  %261 = fadd contract float %260, %234
  %262 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %263 = load float, ptr %262, align 4, !tbaa !20
  %264 = fmul contract float %245, %263
  %265 = fadd contract float %237, %264
  %266 = fmul contract float %247, %263
  %267 = fadd contract float %266, %239
  %268 = fmul contract float %249, %263
  %269 = fadd contract float %268, %241
  %270 = fmul contract float %251, %263
  %271 = fadd contract float %270, %243
  %272 = getelementptr i8, ptr %217, i64 -16
  %273 = load float, ptr %272, align 16, !tbaa !20
  %274 = getelementptr i8, ptr %217, i64 -12
  %275 = load float, ptr %274, align 4, !tbaa !20
  %276 = getelementptr i8, ptr %217, i64 -8
  %277 = load float, ptr %276, align 8, !tbaa !20
  %278 = getelementptr i8, ptr %217, i64 -4
  %279 = load float, ptr %278, align 4, !tbaa !20
  %280 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %281 = load float, ptr %280, align 4, !tbaa !20
  %282 = fmul contract float %273, %281
  %283 = fadd contract float %255, %282
  %284 = fmul contract float %275, %281
  %285 = fadd contract float %284, %257
  %286 = fmul contract float %277, %281
  %287 = fadd contract float %286, %259
  %288 = fmul contract float %279, %281
  %289 = fadd contract float %288, %261
  %290 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %291 = load float, ptr %290, align 4, !tbaa !20
  %292 = fmul contract float %273, %291
  %293 = fadd contract float %265, %292
  %294 = fmul contract float %275, %291
  %295 = fadd contract float %294, %267
  %296 = fmul contract float %277, %291
  %297 = fadd contract float %296, %269
  %298 = fmul contract float %279, %291
  %299 = fadd contract float %298, %271
  %300 = load float, ptr %217, align 16, !tbaa !20
  %301 = getelementptr inbounds nuw i8, ptr %217, i64 4
  %302 = load float, ptr %301, align 4, !tbaa !20
  %303 = getelementptr inbounds nuw i8, ptr %217, i64 8
  %304 = load float, ptr %303, align 8, !tbaa !20
  %305 = getelementptr inbounds nuw i8, ptr %217, i64 12
  %306 = load float, ptr %305, align 4, !tbaa !20
  %307 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %308 = load float, ptr %307, align 4, !tbaa !20
  %309 = fmul contract float %300, %308
  %310 = fadd contract float %283, %309
  %311 = fmul contract float %302, %308
  %312 = fadd contract float %311, %285
  %313 = fmul contract float %304, %308
  %314 = fadd contract float %313, %287
  %315 = fmul contract float %306, %308
  %316 = fadd contract float %315, %289
  %317 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %318 = load float, ptr %317, align 4, !tbaa !20
  %319 = fmul contract float %300, %318
  %320 = fadd contract float %293, %319
  %321 = fmul contract float %302, %318
  %322 = fadd contract float %321, %295
  %323 = fmul contract float %304, %318
  %324 = fadd contract float %323, %297
  %325 = fmul contract float %306, %318
  %326 = fadd contract float %325, %299
  %327 = load float, ptr %12, align 4, !tbaa !20
  %328 = load float, ptr %13, align 4, !tbaa !20
  %329 = fmul contract float %327, %310
  %330 = fadd contract float %329, 0.000000e+00
  %331 = fmul contract float %327, %320
  %332 = fadd contract float %331, 0.000000e+00
  %333 = fmul contract float %310, %328
  %334 = fadd contract float %333, 0.000000e+00
  %335 = fmul contract float %327, %312
  %336 = fadd contract float %335, 0.000000e+00
  %337 = fmul contract float %327, %322
  %338 = fadd contract float %337, 0.000000e+00
  %339 = fmul contract float %312, %328
  %340 = fadd contract float %339, 0.000000e+00
  %341 = fmul contract float %327, %314
  %342 = fadd contract float %341, 0.000000e+00
  %343 = fmul contract float %327, %324
  %344 = fadd contract float %343, 0.000000e+00
  %345 = fmul contract float %314, %328
  %346 = fadd contract float %345, 0.000000e+00
  %347 = fmul contract float %327, %316
  %348 = fadd contract float %347, 0.000000e+00
  %349 = fmul contract float %327, %326
  %350 = fadd contract float %349, 0.000000e+00
  %351 = fmul contract float %316, %328
  %352 = fadd contract float %351, 0.000000e+00
  %353 = add nsw i32 %211, -2
  %354 = zext nneg i32 %353 to i64
  %355 = mul nuw nsw i64 %354, %66
  %356 = getelementptr %struct.float4, ptr %214, i64 %355
  %357 = getelementptr i8, ptr %356, i64 -48
  %358 = load float, ptr %357, align 16, !tbaa !20
  %359 = getelementptr i8, ptr %356, i64 -44
  %360 = load float, ptr %359, align 4, !tbaa !20
  %361 = getelementptr i8, ptr %356, i64 -40
  %362 = load float, ptr %361, align 8, !tbaa !20
  %363 = getelementptr i8, ptr %356, i64 -36
  %364 = load float, ptr %363, align 4, !tbaa !20
  %365 = load float, ptr %10, align 4, !tbaa !20
  %366 = fmul contract float %358, %365
  %367 = fadd contract float %366, 0.000000e+00
  %368 = fmul contract float %360, %365
  %369 = fadd contract float %368, 0.000000e+00
  %370 = fmul contract float %362, %365
  %371 = fadd contract float %370, 0.000000e+00
  %372 = fmul contract float %364, %365
  %373 = fadd contract float %372, 0.000000e+00
  %374 = load float, ptr %11, align 4, !tbaa !20
  %375 = fmul contract float %358, %374
  %376 = fadd contract float %375, 0.000000e+00
  %377 = fmul contract float %360, %374
  %378 = fadd contract float %377, 0.000000e+00
  %379 = fmul contract float %362, %374
  %380 = fadd contract float %379, 0.000000e+00
  %381 = fmul contract float %364, %374
  %382 = fadd contract float %381, 0.000000e+00
  %383 = getelementptr i8, ptr %356, i64 -32
  %384 = load float, ptr %383, align 16, !tbaa !20
  %385 = getelementptr i8, ptr %356, i64 -28
  %386 = load float, ptr %385, align 4, !tbaa !20
  %387 = getelementptr i8, ptr %356, i64 -24
  %388 = load float, ptr %387, align 8, !tbaa !20
  %389 = getelementptr i8, ptr %356, i64 -20
  %390 = load float, ptr %389, align 4, !tbaa !20
  %391 = load float, ptr %252, align 4, !tbaa !20
  %392 = fmul contract float %384, %391
  %393 = fadd contract float %367, %392
  %394 = fmul contract float %386, %391
  %395 = fadd contract float %394, %369
  %396 = fmul contract float %388, %391
  %397 = fadd contract float %396, %371
  %398 = fmul contract float %390, %391
  %399 = fadd contract float %398, %373
  %400 = load float, ptr %262, align 4, !tbaa !20
  %401 = fmul contract float %384, %400
  %402 = fadd contract float %376, %401
  %403 = fmul contract float %386, %400
  %404 = fadd contract float %403, %378
  %405 = fmul contract float %388, %400
  %406 = fadd contract float %405, %380
  %407 = fmul contract float %390, %400
  %408 = fadd contract float %407, %382
  %409 = getelementptr i8, ptr %356, i64 -16
  %410 = load float, ptr %409, align 16, !tbaa !20
  %411 = getelementptr i8, ptr %356, i64 -12
  %412 = load float, ptr %411, align 4, !tbaa !20
  %413 = getelementptr i8, ptr %356, i64 -8
  %414 = load float, ptr %413, align 8, !tbaa !20
  %415 = getelementptr i8, ptr %356, i64 -4
  %416 = load float, ptr %415, align 4, !tbaa !20
  %417 = load float, ptr %280, align 4, !tbaa !20
  %418 = fmul contract float %410, %417
  %419 = fadd contract float %393, %418
  %420 = fmul contract float %412, %417
  %421 = fadd contract float %420, %395
  %422 = fmul contract float %414, %417
  %423 = fadd contract float %422, %397
  %424 = fmul contract float %416, %417
  %425 = fadd contract float %424, %399
  %426 = load float, ptr %290, align 4, !tbaa !20
  %427 = fmul contract float %410, %426
  %428 = fadd contract float %402, %427
  %429 = fmul contract float %412, %426
  %430 = fadd contract float %429, %404
  %431 = fmul contract float %414, %426
  %432 = fadd contract float %431, %406
  %433 = fmul contract float %416, %426
  %434 = fadd contract float %433, %408
  %435 = load float, ptr %356, align 16, !tbaa !20
  %436 = getelementptr inbounds nuw i8, ptr %356, i64 4
  %437 = load float, ptr %436, align 4, !tbaa !20
  %438 = getelementptr inbounds nuw i8, ptr %356, i64 8
  %439 = load float, ptr %438, align 8, !tbaa !20
  %440 = getelementptr inbounds nuw i8, ptr %356, i64 12
  %441 = load float, ptr %440, align 4, !tbaa !20
  %442 = load float, ptr %307, align 4, !tbaa !20
  %443 = fmul contract float %435, %442
  %444 = fadd contract float %419, %443
  %445 = fmul contract float %437, %442
  %446 = fadd contract float %445, %421
  %447 = fmul contract float %439, %442
  %448 = fadd contract float %447, %423
  %449 = fmul contract float %441, %442
  %450 = fadd contract float %449, %425
  %451 = load float, ptr %317, align 4, !tbaa !20
  %452 = fmul contract float %435, %451
  %453 = fadd contract float %428, %452
  %454 = fmul contract float %437, %451
  %455 = fadd contract float %454, %430
  %456 = fmul contract float %439, %451
  %457 = fadd contract float %456, %432
  %458 = fmul contract float %441, %451
  %459 = fadd contract float %458, %434
  %460 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %461 = load float, ptr %460, align 4, !tbaa !20
  %462 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %463 = load float, ptr %462, align 4, !tbaa !20
  %464 = fmul contract float %461, %444
  %465 = fadd contract float %330, %464
  %466 = fmul contract float %461, %453
  %467 = fadd contract float %332, %466
  %468 = fmul contract float %444, %463
  %469 = fadd contract float %334, %468
  %470 = fmul contract float %461, %446
  %471 = fadd contract float %336, %470
  %472 = fmul contract float %461, %455
  %473 = fadd contract float %338, %472
  %474 = fmul contract float %446, %463
  %475 = fadd contract float %340, %474
  %476 = fmul contract float %461, %448
  %477 = fadd contract float %342, %476
  %478 = fmul contract float %461, %457
  %479 = fadd contract float %344, %478
  %480 = fmul contract float %448, %463
  %481 = fadd contract float %346, %480
  %482 = fmul contract float %461, %450
  %483 = fadd contract float %348, %482
  %484 = fmul contract float %461, %459
  %485 = fadd contract float %350, %484
  %486 = fmul contract float %450, %463
  %487 = fadd contract float %352, %486
  %488 = add nsw i32 %211, -1
  %489 = zext nneg i32 %488 to i64
  %490 = mul nuw nsw i64 %489, %66
  %491 = getelementptr %struct.float4, ptr %214, i64 %490
  %492 = getelementptr i8, ptr %491, i64 -48
  %493 = load float, ptr %492, align 16, !tbaa !20
  %494 = getelementptr i8, ptr %491, i64 -44
  %495 = load float, ptr %494, align 4, !tbaa !20
  %496 = getelementptr i8, ptr %491, i64 -40
  %497 = load float, ptr %496, align 8, !tbaa !20
  %498 = getelementptr i8, ptr %491, i64 -36
  %499 = load float, ptr %498, align 4, !tbaa !20
  %500 = load float, ptr %10, align 4, !tbaa !20
  %501 = fmul contract float %493, %500
  %502 = fadd contract float %501, 0.000000e+00
  %503 = fmul contract float %495, %500
  %504 = fadd contract float %503, 0.000000e+00
  %505 = fmul contract float %497, %500
  %506 = fadd contract float %505, 0.000000e+00
  %507 = fmul contract float %499, %500
  %508 = fadd contract float %507, 0.000000e+00
  %509 = load float, ptr %11, align 4, !tbaa !20
  %510 = fmul contract float %493, %509
  %511 = fadd contract float %510, 0.000000e+00
  %512 = fmul contract float %495, %509
  %513 = fadd contract float %512, 0.000000e+00
  %514 = fmul contract float %497, %509
  %515 = fadd contract float %514, 0.000000e+00
  %516 = fmul contract float %499, %509
  %517 = fadd contract float %516, 0.000000e+00
  %518 = getelementptr i8, ptr %491, i64 -32
  %519 = load float, ptr %518, align 16, !tbaa !20
  %520 = getelementptr i8, ptr %491, i64 -28
  %521 = load float, ptr %520, align 4, !tbaa !20
  %522 = getelementptr i8, ptr %491, i64 -24
  %523 = load float, ptr %522, align 8, !tbaa !20
  %524 = getelementptr i8, ptr %491, i64 -20
  %525 = load float, ptr %524, align 4, !tbaa !20
  %526 = load float, ptr %252, align 4, !tbaa !20
  %527 = fmul contract float %519, %526
  %528 = fadd contract float %502, %527
  %529 = fmul contract float %521, %526
  %530 = fadd contract float %529, %504
  %531 = fmul contract float %523, %526
  %532 = fadd contract float %531, %506
  %533 = fmul contract float %525, %526
  %534 = fadd contract float %533, %508
  %535 = load float, ptr %262, align 4, !tbaa !20
  %536 = fmul contract float %519, %535
  %537 = fadd contract float %511, %536
  %538 = fmul contract float %521, %535
  %539 = fadd contract float %538, %513
  %540 = fmul contract float %523, %535
  %541 = fadd contract float %540, %515
  %542 = fmul contract float %525, %535
  %543 = fadd contract float %542, %517
  %544 = getelementptr i8, ptr %491, i64 -16
  %545 = load float, ptr %544, align 16, !tbaa !20
  %546 = getelementptr i8, ptr %491, i64 -12
  %547 = load float, ptr %546, align 4, !tbaa !20
  %548 = getelementptr i8, ptr %491, i64 -8
  %549 = load float, ptr %548, align 8, !tbaa !20
  %550 = getelementptr i8, ptr %491, i64 -4
  %551 = load float, ptr %550, align 4, !tbaa !20
  %552 = load float, ptr %280, align 4, !tbaa !20
  %553 = fmul contract float %545, %552
  %554 = fadd contract float %528, %553
  %555 = fmul contract float %547, %552
  %556 = fadd contract float %555, %530
  %557 = fmul contract float %549, %552
  %558 = fadd contract float %557, %532
  %559 = fmul contract float %551, %552
  %560 = fadd contract float %559, %534
  %561 = load float, ptr %290, align 4, !tbaa !20
  %562 = fmul contract float %545, %561
  %563 = fadd contract float %537, %562
  %564 = fmul contract float %547, %561
  %565 = fadd contract float %564, %539
  %566 = fmul contract float %549, %561
  %567 = fadd contract float %566, %541
  %568 = fmul contract float %551, %561
  %569 = fadd contract float %568, %543
  %570 = load float, ptr %491, align 16, !tbaa !20
  %571 = getelementptr inbounds nuw i8, ptr %491, i64 4
  %572 = load float, ptr %571, align 4, !tbaa !20
  %573 = getelementptr inbounds nuw i8, ptr %491, i64 8
  %574 = load float, ptr %573, align 8, !tbaa !20
  %575 = getelementptr inbounds nuw i8, ptr %491, i64 12
  %576 = load float, ptr %575, align 4, !tbaa !20
  %577 = load float, ptr %307, align 4, !tbaa !20
  %578 = fmul contract float %570, %577
  %579 = fadd contract float %554, %578
  %580 = fmul contract float %572, %577
  %581 = fadd contract float %580, %556
  %582 = fmul contract float %574, %577
  %583 = fadd contract float %582, %558
  %584 = fmul contract float %576, %577
  %585 = fadd contract float %584, %560
  %586 = load float, ptr %317, align 4, !tbaa !20
  %587 = fmul contract float %570, %586
  %588 = fadd contract float %563, %587
  %589 = fmul contract float %572, %586
  %590 = fadd contract float %589, %565
  %591 = fmul contract float %574, %586
  %592 = fadd contract float %591, %567
  %593 = fmul contract float %576, %586
  %594 = fadd contract float %593, %569
  %595 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %596 = load float, ptr %595, align 4, !tbaa !20
  %597 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %598 = load float, ptr %597, align 4, !tbaa !20
  %599 = fmul contract float %596, %579
  %600 = fadd contract float %465, %599
  %601 = fmul contract float %596, %588
  %602 = fadd contract float %467, %601
  %603 = fmul contract float %579, %598
  %604 = fadd contract float %469, %603
  %605 = fmul contract float %596, %581
  %606 = fadd contract float %471, %605
  %607 = fmul contract float %596, %590
  %608 = fadd contract float %473, %607
  %609 = fmul contract float %581, %598
  %610 = fadd contract float %475, %609
  %611 = fmul contract float %596, %583
  %612 = fadd contract float %477, %611
  %613 = fmul contract float %596, %592
  %614 = fadd contract float %479, %613
  %615 = fmul contract float %583, %598
  %616 = fadd contract float %481, %615
  %617 = fmul contract float %596, %585
  %618 = fadd contract float %483, %617
  %619 = fmul contract float %596, %594
  %620 = fadd contract float %485, %619
  %621 = fmul contract float %585, %598
  %622 = fadd contract float %487, %621
  %623 = zext nneg i32 %211 to i64
  %624 = mul nuw nsw i64 %623, %66
  %625 = getelementptr %struct.float4, ptr %214, i64 %624
  %626 = getelementptr i8, ptr %625, i64 -48
  %627 = load float, ptr %626, align 16, !tbaa !20
  %628 = getelementptr i8, ptr %625, i64 -44
  %629 = load float, ptr %628, align 4, !tbaa !20
  %630 = getelementptr i8, ptr %625, i64 -40
  %631 = load float, ptr %630, align 8, !tbaa !20
  %632 = getelementptr i8, ptr %625, i64 -36
  %633 = load float, ptr %632, align 4, !tbaa !20
  %634 = load float, ptr %10, align 4, !tbaa !20
  %635 = fmul contract float %627, %634
  %636 = fadd contract float %635, 0.000000e+00
  %637 = fmul contract float %629, %634
  %638 = fadd contract float %637, 0.000000e+00
  %639 = fmul contract float %631, %634
  %640 = fadd contract float %639, 0.000000e+00
  %641 = fmul contract float %633, %634
  %642 = fadd contract float %641, 0.000000e+00
  %643 = load float, ptr %11, align 4, !tbaa !20
  %644 = fmul contract float %627, %643
  %645 = fadd contract float %644, 0.000000e+00
  %646 = fmul contract float %629, %643
  %647 = fadd contract float %646, 0.000000e+00
  %648 = fmul contract float %631, %643
  %649 = fadd contract float %648, 0.000000e+00
  %650 = fmul contract float %633, %643
  %651 = fadd contract float %650, 0.000000e+00
  %652 = getelementptr i8, ptr %625, i64 -32
  %653 = load float, ptr %652, align 16, !tbaa !20
  %654 = getelementptr i8, ptr %625, i64 -28
  %655 = load float, ptr %654, align 4, !tbaa !20
  %656 = getelementptr i8, ptr %625, i64 -24
  %657 = load float, ptr %656, align 8, !tbaa !20
  %658 = getelementptr i8, ptr %625, i64 -20
  %659 = load float, ptr %658, align 4, !tbaa !20
  %660 = load float, ptr %252, align 4, !tbaa !20
  %661 = fmul contract float %653, %660
  %662 = fadd contract float %636, %661
  %663 = fmul contract float %655, %660
  %664 = fadd contract float %663, %638
  %665 = fmul contract float %657, %660
  %666 = fadd contract float %665, %640
  %667 = fmul contract float %659, %660
  %668 = fadd contract float %667, %642
  %669 = load float, ptr %262, align 4, !tbaa !20
  %670 = fmul contract float %653, %669
  %671 = fadd contract float %645, %670
  %672 = fmul contract float %655, %669
  %673 = fadd contract float %672, %647
  %674 = fmul contract float %657, %669
  %675 = fadd contract float %674, %649
  %676 = fmul contract float %659, %669
  %677 = fadd contract float %676, %651
  %678 = getelementptr i8, ptr %625, i64 -16
  %679 = load float, ptr %678, align 16, !tbaa !20
  %680 = getelementptr i8, ptr %625, i64 -12
  %681 = load float, ptr %680, align 4, !tbaa !20
  %682 = getelementptr i8, ptr %625, i64 -8
  %683 = load float, ptr %682, align 8, !tbaa !20
  %684 = getelementptr i8, ptr %625, i64 -4
  %685 = load float, ptr %684, align 4, !tbaa !20
  %686 = load float, ptr %280, align 4, !tbaa !20
  %687 = fmul contract float %679, %686
  %688 = fadd contract float %662, %687
  %689 = fmul contract float %681, %686
  %690 = fadd contract float %689, %664
  %691 = fmul contract float %683, %686
  %692 = fadd contract float %691, %666
  %693 = fmul contract float %685, %686
  %694 = fadd contract float %693, %668
  %695 = load float, ptr %290, align 4, !tbaa !20
  %696 = fmul contract float %679, %695
  %697 = fadd contract float %671, %696
  %698 = fmul contract float %681, %695
  %699 = fadd contract float %698, %673
  %700 = fmul contract float %683, %695
  %701 = fadd contract float %700, %675
  %702 = fmul contract float %685, %695
  %703 = fadd contract float %702, %677
  %704 = load float, ptr %625, align 16, !tbaa !20
  %705 = getelementptr inbounds nuw i8, ptr %625, i64 4
  %706 = load float, ptr %705, align 4, !tbaa !20
  %707 = getelementptr inbounds nuw i8, ptr %625, i64 8
  %708 = load float, ptr %707, align 8, !tbaa !20
  %709 = getelementptr inbounds nuw i8, ptr %625, i64 12
  %710 = load float, ptr %709, align 4, !tbaa !20
  %711 = load float, ptr %307, align 4, !tbaa !20
  %712 = fmul contract float %704, %711
  %713 = fadd contract float %688, %712
  %714 = fmul contract float %706, %711
  %715 = fadd contract float %714, %690
  %716 = fmul contract float %708, %711
  %717 = fadd contract float %716, %692
  %718 = fmul contract float %710, %711
  %719 = fadd contract float %718, %694
  %720 = load float, ptr %317, align 4, !tbaa !20
  %721 = fmul contract float %704, %720
  %722 = fadd contract float %697, %721
  %723 = fmul contract float %706, %720
  %724 = fadd contract float %723, %699
  %725 = fmul contract float %708, %720
  %726 = fadd contract float %725, %701
  %727 = fmul contract float %710, %720
  %728 = fadd contract float %727, %703
  %729 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %730 = load float, ptr %729, align 4, !tbaa !20
  %731 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %732 = load float, ptr %731, align 4, !tbaa !20
  %733 = fmul contract float %730, %713
  %734 = fadd contract float %600, %733
  %735 = fmul contract float %730, %722
  %736 = fadd contract float %602, %735
  %737 = fmul contract float %713, %732
  %738 = fadd contract float %604, %737
  %739 = fmul contract float %730, %715
  %740 = fadd contract float %606, %739
  %741 = fmul contract float %730, %724
  %742 = fadd contract float %608, %741
  %743 = fmul contract float %715, %732
  %744 = fadd contract float %610, %743
  %745 = fmul contract float %730, %717
  %746 = fadd contract float %612, %745
  %747 = fmul contract float %730, %726
  %748 = fadd contract float %614, %747
  %749 = fmul contract float %717, %732
  %750 = fadd contract float %616, %749
  %751 = fmul contract float %730, %719
  %752 = fadd contract float %618, %751
  %753 = fmul contract float %730, %728
  %754 = fadd contract float %620, %753
  %755 = fmul contract float %719, %732
  %756 = fadd contract float %622, %755
  %757 = fcmp contract une float %752, 0.000000e+00
  %758 = fdiv contract float 1.000000e+00, %752
  %759 = select contract i1 %757, float %758, float 0.000000e+00
  %760 = fmul contract float %734, %759
  %761 = fmul contract float %740, %759
  %762 = fmul contract float %759, %746
  %763 = fmul contract float %760, %754
  %764 = fsub contract float %736, %763
  %765 = fmul contract float %759, %764
  %766 = fmul contract float %761, %754
  %767 = fsub contract float %742, %766
  %768 = fmul contract float %759, %767
  %769 = fmul contract float %762, %754
  %770 = fsub contract float %748, %769
  %771 = fmul contract float %759, %770
  %772 = fmul contract float %760, %756
  %773 = fsub contract float %738, %772
  %774 = fmul contract float %759, %773
  %775 = fmul contract float %761, %756
  %776 = fsub contract float %744, %775
  %777 = fmul contract float %759, %776
  %778 = fmul contract float %762, %756
  %779 = fsub contract float %750, %778
  %780 = fmul contract float %759, %779
  %781 = fmul contract float %768, %780
  %782 = fmul contract float %771, %777
  %783 = fsub contract float %781, %782
  %784 = fmul contract float %771, %774
  %785 = fmul contract float %765, %780
  %786 = fsub contract float %784, %785
  %787 = fmul contract float %765, %777
  %788 = fmul contract float %768, %774
  %789 = fsub contract float %787, %788
  %790 = fmul contract float %783, %783
  %791 = fmul contract float %786, %786
  %792 = fadd contract float %790, %791
  %793 = fmul contract float %789, %789
  %794 = fadd contract float %793, %792
  %795 = fcmp contract ogt float %794, 0x39B4484C00000000
  br i1 %795, label %796, label %798

796:                                              ; preds = %210
  %797 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %794)
  br label %798

798:                                              ; preds = %210, %796
  %799 = phi contract float [ %797, %796 ], [ 0.000000e+00, %210 ]
  %800 = fmul contract float %783, %799
  %801 = fmul contract float %786, %799
  %802 = fmul contract float %789, %799
  %803 = zext nneg i32 %23 to i64
  %804 = sext i32 %5 to i64
  %805 = mul nsw i64 %804, %803
  %806 = sext i32 %18 to i64
  %807 = add nsw i64 %805, %806
  %808 = getelementptr inbounds nuw %struct.float4, ptr %7, i64 %807
  store float %760, ptr %808, align 16, !tbaa !20
  %809 = getelementptr inbounds nuw i8, ptr %808, i64 4
  store float %761, ptr %809, align 4, !tbaa !20
  %810 = getelementptr inbounds nuw i8, ptr %808, i64 8
  store float %762, ptr %810, align 8, !tbaa !20
  %811 = getelementptr inbounds nuw i8, ptr %808, i64 12
  store float %752, ptr %811, align 4, !tbaa !20
  %812 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %794) #8
  %813 = getelementptr inbounds nuw %struct.float4, ptr %8, i64 %807
  store float %800, ptr %813, align 16, !tbaa !20
  %814 = getelementptr inbounds nuw i8, ptr %813, i64 4
  store float %801, ptr %814, align 4, !tbaa !20
  %815 = getelementptr inbounds nuw i8, ptr %813, i64 8
  store float %802, ptr %815, align 8, !tbaa !20
  %816 = getelementptr inbounds nuw i8, ptr %813, i64 12
  store float %812, ptr %816, align 4, !tbaa !20
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  br label %817

817:                                              ; preds = %9, %25, %798
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef range(i32 3, 2147483647) %0, float noundef %1, ptr noundef readonly captures(none) %2, ptr noundef nonnull writeonly captures(none) initializes((0, 16)) %3, ptr noundef nonnull writeonly captures(none) initializes((0, 16)) %4) unnamed_addr #3 {
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds nuw float, ptr %2, i64 %6
  %8 = load float, ptr %7, align 4, !tbaa !20
  %9 = fsub contract float %1, %8
  %10 = zext nneg i32 %0 to i64
  %11 = getelementptr inbounds nuw float, ptr %2, i64 %10
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !20
  %14 = fsub contract float %13, %1
  %15 = fadd contract float %14, %9
  %16 = fcmp contract une float %15, 0.000000e+00
  %17 = fdiv contract float 1.000000e+00, %15
  %18 = select contract i1 %16, float %17, float 0.000000e+00
  %19 = fmul contract float %14, %18
  %20 = fadd contract float %19, 0.000000e+00
  %21 = fmul contract float %9, %18
  %22 = zext nneg i32 %0 to i64
  %23 = getelementptr float, ptr %2, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -4
  %25 = load float, ptr %24, align 4, !tbaa !20
  %26 = fsub contract float %1, %25
  %27 = zext nneg i32 %0 to i64
  %28 = getelementptr inbounds nuw float, ptr %2, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !20
  %31 = fsub contract float %30, %1
  %32 = fadd contract float %14, %26
  %33 = fcmp contract une float %32, 0.000000e+00
  %34 = fdiv contract float %20, %32
  %35 = select contract i1 %33, float %34, float 0.000000e+00
  %36 = fmul contract float %14, %35
  %37 = fadd contract float %36, 0.000000e+00
  %38 = fmul contract float %26, %35
  %39 = fadd contract float %31, %9
  %40 = fcmp contract une float %39, 0.000000e+00
  %41 = fdiv contract float %21, %39
  %42 = select contract i1 %40, float %41, float 0.000000e+00
  %43 = fmul contract float %31, %42
  %44 = fadd contract float %38, %43
  %45 = fmul contract float %9, %42
  %46 = zext nneg i32 %0 to i64
  %47 = getelementptr float, ptr %2, i64 %46
  %48 = getelementptr i8, ptr %47, i64 -8
  %49 = load float, ptr %48, align 4, !tbaa !20
  %50 = fsub contract float %1, %49
  %51 = zext nneg i32 %0 to i64
  %52 = getelementptr inbounds nuw float, ptr %2, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 12
  %54 = load float, ptr %53, align 4, !tbaa !20
  %55 = fsub contract float %54, %1
  %56 = fadd contract float %14, %50
  %57 = fcmp contract une float %56, 0.000000e+00
  %58 = fdiv contract float %37, %56
  %59 = select contract i1 %57, float %58, float 0.000000e+00
  %60 = fmul contract float %14, %59
  %61 = fadd contract float %60, 0.000000e+00
  %62 = fmul contract float %50, %59
  %63 = fadd contract float %31, %26
  %64 = fcmp contract une float %63, 0.000000e+00
  %65 = fdiv contract float %44, %63
  %66 = select contract i1 %64, float %65, float 0.000000e+00
  %67 = fmul contract float %31, %66
  %68 = fadd contract float %62, %67
  %69 = fmul contract float %26, %66
  %70 = fadd contract float %55, %9
  %71 = fcmp contract une float %70, 0.000000e+00
  %72 = fdiv contract float %45, %70
  %73 = select contract i1 %71, float %72, float 0.000000e+00
  %74 = fmul contract float %55, %73
  %75 = fadd contract float %69, %74
  %76 = fmul contract float %9, %73
  store float %61, ptr %3, align 4, !tbaa !20
  %77 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store float %68, ptr %77, align 4, !tbaa !20
  %78 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store float %75, ptr %78, align 4, !tbaa !20
  %79 = getelementptr inbounds nuw i8, ptr %3, i64 12
  store float %76, ptr %79, align 4, !tbaa !20
  %80 = fsub contract float 0.000000e+00, %59
  %81 = fmul contract float %80, 3.000000e+00
  store float %81, ptr %4, align 4, !tbaa !20
  %82 = fadd contract float %58, 0.000000e+00
  %83 = select i1 %57, float %82, float 0.000000e+00
  %84 = fsub contract float %83, %66
  %85 = fmul contract float %84, 3.000000e+00
  %86 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store float %85, ptr %86, align 4, !tbaa !20
  %87 = fadd contract float %65, 0.000000e+00
  %88 = select i1 %64, float %87, float 0.000000e+00
  %89 = fsub contract float %88, %73
  %90 = fmul contract float %89, 3.000000e+00
  %91 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store float %90, ptr %91, align 4, !tbaa !20
  %92 = fadd contract float %72, 0.000000e+00
  %93 = fmul contract float %92, 3.000000e+00
  %94 = select i1 %71, float %93, float 0.000000e+00
  %95 = getelementptr inbounds nuw i8, ptr %4, i64 12
  store float %94, ptr %95, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL10ders_basisIdEviT_PKS0_PS0_S3_(i32 noundef range(i32 3, 2147483647) %0, double noundef %1, ptr noundef readonly captures(none) %2, ptr noundef nonnull writeonly captures(none) initializes((0, 32)) %3, ptr noundef nonnull writeonly captures(none) initializes((0, 32)) %4) unnamed_addr #3 {
  %6 = zext nneg i32 %0 to i64
  %7 = getelementptr inbounds nuw double, ptr %2, i64 %6
  %8 = load double, ptr %7, align 8, !tbaa !38
  %9 = fsub contract double %1, %8
  %10 = zext nneg i32 %0 to i64
  %11 = getelementptr inbounds nuw double, ptr %2, i64 %10
  %12 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %13 = load double, ptr %12, align 8, !tbaa !38
  %14 = fsub contract double %13, %1
  %15 = fadd contract double %14, %9
  %16 = fcmp contract une double %15, 0.000000e+00
  %17 = fdiv contract double 1.000000e+00, %15
  %18 = select contract i1 %16, double %17, double 0.000000e+00
  %19 = fmul contract double %14, %18
  %20 = fadd contract double %19, 0.000000e+00
  %21 = fmul contract double %9, %18
  %22 = zext nneg i32 %0 to i64
  %23 = getelementptr double, ptr %2, i64 %22
  %24 = getelementptr i8, ptr %23, i64 -8
  %25 = load double, ptr %24, align 8, !tbaa !38
  %26 = fsub contract double %1, %25
  %27 = zext nneg i32 %0 to i64
  %28 = getelementptr inbounds nuw double, ptr %2, i64 %27
  %29 = getelementptr inbounds nuw i8, ptr %28, i64 16
  %30 = load double, ptr %29, align 8, !tbaa !38
  %31 = fsub contract double %30, %1
  %32 = fadd contract double %14, %26
  %33 = fcmp contract une double %32, 0.000000e+00
  %34 = fdiv contract double %20, %32
  %35 = select contract i1 %33, double %34, double 0.000000e+00
  %36 = fmul contract double %14, %35
  %37 = fadd contract double %36, 0.000000e+00
  %38 = fmul contract double %26, %35
  %39 = fadd contract double %31, %9
  %40 = fcmp contract une double %39, 0.000000e+00
  %41 = fdiv contract double %21, %39
  %42 = select contract i1 %40, double %41, double 0.000000e+00
  %43 = fmul contract double %31, %42
  %44 = fadd contract double %38, %43
  %45 = fmul contract double %9, %42
  %46 = zext nneg i32 %0 to i64
  %47 = getelementptr double, ptr %2, i64 %46
  %48 = getelementptr i8, ptr %47, i64 -16
  %49 = load double, ptr %48, align 8, !tbaa !38
  %50 = fsub contract double %1, %49
  %51 = zext nneg i32 %0 to i64
  %52 = getelementptr inbounds nuw double, ptr %2, i64 %51
  %53 = getelementptr inbounds nuw i8, ptr %52, i64 24
  %54 = load double, ptr %53, align 8, !tbaa !38
  %55 = fsub contract double %54, %1
  %56 = fadd contract double %14, %50
  %57 = fcmp contract une double %56, 0.000000e+00
  %58 = fdiv contract double %37, %56
  %59 = select contract i1 %57, double %58, double 0.000000e+00
  %60 = fmul contract double %14, %59
  %61 = fadd contract double %60, 0.000000e+00
  %62 = fmul contract double %50, %59
  %63 = fadd contract double %31, %26
  %64 = fcmp contract une double %63, 0.000000e+00
  %65 = fdiv contract double %44, %63
  %66 = select contract i1 %64, double %65, double 0.000000e+00
  %67 = fmul contract double %31, %66
  %68 = fadd contract double %62, %67
  %69 = fmul contract double %26, %66
  %70 = fadd contract double %55, %9
  %71 = fcmp contract une double %70, 0.000000e+00
  %72 = fdiv contract double %45, %70
  %73 = select contract i1 %71, double %72, double 0.000000e+00
  %74 = fmul contract double %55, %73
  %75 = fadd contract double %69, %74
  %76 = fmul contract double %9, %73
  store double %61, ptr %3, align 8, !tbaa !38
  %77 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store double %68, ptr %77, align 8, !tbaa !38
  %78 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store double %75, ptr %78, align 8, !tbaa !38
  %79 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store double %76, ptr %79, align 8, !tbaa !38
  %80 = fsub contract double 0.000000e+00, %59
  %81 = fmul contract double %80, 3.000000e+00
  store double %81, ptr %4, align 8, !tbaa !38
  %82 = fadd contract double %58, 0.000000e+00
  %83 = select i1 %57, double %82, double 0.000000e+00
  %84 = fsub contract double %83, %66
  %85 = fmul contract double %84, 3.000000e+00
  %86 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store double %85, ptr %86, align 8, !tbaa !38
  %87 = fadd contract double %65, 0.000000e+00
  %88 = select i1 %64, double %87, double 0.000000e+00
  %89 = fsub contract double %88, %73
  %90 = fmul contract double %89, 3.000000e+00
  %91 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store double %90, ptr %91, align 8, !tbaa !38
  %92 = fadd contract double %72, 0.000000e+00
  %93 = fmul contract double %92, 3.000000e+00
  %94 = select i1 %71, double %93, double 0.000000e+00
  %95 = getelementptr inbounds nuw i8, ptr %4, i64 24
  store double %94, ptr %95, align 8, !tbaa !38
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL10curve_evalIf6float4EvPKT0_iPKT_iPS1_S7_: argument 0"}
!13 = distinct !{!13, !"_ZL10curve_evalIf6float4EvPKT0_iPKT_iPS1_S7_"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_ZL10curve_evalIf6float4EvPKT0_iPKT_iPS1_S7_: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_ZL10curve_evalIf6float4EvPKT0_iPKT_iPS1_S7_: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_ZL10curve_evalIf6float4EvPKT0_iPKT_iPS1_S7_: argument 3"}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !8, i64 0}
!22 = !{!12, !17, !19}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!12, !15, !17, !19}
!26 = !{!15, !17, !19}
!27 = !{!12, !15, !19}
!28 = !{!12, !15, !17}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 0"}
!31 = distinct !{!31, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_"}
!32 = !{!33}
!33 = distinct !{!33, !31, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 1"}
!34 = !{!35}
!35 = distinct !{!35, !31, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 2"}
!36 = !{!37}
!37 = distinct !{!37, !31, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 3"}
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !8, i64 0}
!40 = !{!30, !35, !37}
!41 = distinct !{!41, !24}
!42 = !{!30, !33, !35, !37}
!43 = !{!33, !35, !37}
!44 = !{!30, !33, !37}
!45 = !{!30, !33, !35}
