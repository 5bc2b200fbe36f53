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
  br i1 %16, label %210, label %17

17:                                               ; preds = %6
  %18 = add nsw i32 %1, -1
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %20 = load float, ptr %19, align 4, !tbaa !20, !alias.scope !14, !noalias !22
  %21 = icmp sgt i32 %3, 1
  br i1 %21, label %22, label %33

22:                                               ; preds = %17
  %23 = zext nneg i32 %1 to i64
  %24 = getelementptr inbounds nuw float, ptr %2, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !20, !alias.scope !14, !noalias !22
  %26 = fsub contract float %25, %20
  %27 = sitofp i32 %13 to float
  %28 = fmul contract float %26, %27
  %29 = add nsw i32 %3, -1
  %30 = uitofp nneg i32 %29 to float
  %31 = fdiv contract float %28, %30
  %32 = fadd contract float %20, %31
  br label %33

33:                                               ; preds = %22, %17
  %34 = phi contract float [ %32, %22 ], [ %20, %17 ]
  %35 = zext nneg i32 %1 to i64
  %36 = getelementptr inbounds nuw float, ptr %2, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !20, !noalias !22
  %38 = fcmp contract ult float %34, %37
  br i1 %38, label %39, label %67

39:                                               ; preds = %33
  %40 = fcmp contract ugt float %34, %20
  br i1 %40, label %41, label %67

41:                                               ; preds = %39
  %42 = add nuw nsw i32 %1, 3
  %43 = lshr i32 %42, 1
  br label %44

44:                                               ; preds = %41, %60
  %45 = phi i32 [ %43, %41 ], [ %65, %60 ]
  %46 = phi i32 [ 0, %41 ], [ %64, %60 ]
  %47 = phi i32 [ %1, %41 ], [ %61, %60 ]
  %48 = phi i32 [ 3, %41 ], [ %62, %60 ]
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr inbounds nuw float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !20, !noalias !22
  %52 = fcmp contract olt float %34, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %44
  %54 = getelementptr inbounds nuw i8, ptr %50, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !20, !noalias !22
  %56 = fcmp contract ult float %34, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %53, %60
  %58 = phi i32 [ %45, %53 ], [ %65, %60 ]
  %59 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %58, i32 range(i32 3, 2147483647) %18)
  br label %67

60:                                               ; preds = %53, %44
  %61 = phi i32 [ %47, %53 ], [ %45, %44 ]
  %62 = phi i32 [ %45, %53 ], [ %48, %44 ]
  %63 = add nuw nsw i32 %62, %61
  %64 = add nuw nsw i32 %46, 1
  %65 = lshr i32 %63, 1
  %66 = icmp eq i32 %64, 64
  br i1 %66, label %57, label %44, !llvm.loop !23

67:                                               ; preds = %33, %39, %57
  %68 = phi i32 [ %59, %57 ], [ %18, %33 ], [ 3, %39 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8, !noalias !26
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8, !noalias !26
  call fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef %68, float noundef %34, ptr noundef %2, ptr noundef %7, ptr noundef %8) #8, !noalias !22
  %69 = sext i32 %68 to i64
  %70 = getelementptr %struct.float4, ptr %0, i64 %69
  %71 = getelementptr i8, ptr %70, i64 -48
  %72 = load float, ptr %71, align 16, !tbaa !20, !alias.scope !11, !noalias !27
  %73 = getelementptr i8, ptr %70, i64 -44
  %74 = load float, ptr %73, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %75 = getelementptr i8, ptr %70, i64 -40
  %76 = load float, ptr %75, align 8, !tbaa !20, !alias.scope !11, !noalias !27
  %77 = getelementptr i8, ptr %70, i64 -36
  %78 = load float, ptr %77, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %79 = load float, ptr %7, align 4, !tbaa !20, !noalias !26
  %80 = fmul contract float %72, %79
  %81 = fadd contract float %80, 0.000000e+00
  %82 = fmul contract float %74, %79
  %83 = fadd contract float %82, 0.000000e+00
  %84 = fmul contract float %76, %79
  %85 = fadd contract float %84, 0.000000e+00
  %86 = fmul contract float %78, %79
  %87 = fadd contract float %86, 0.000000e+00
  %88 = load float, ptr %8, align 4, !tbaa !20, !noalias !26
  %89 = fmul contract float %72, %88
  %90 = fadd contract float %89, 0.000000e+00
  %91 = fmul contract float %74, %88
  %92 = fadd contract float %91, 0.000000e+00
  %93 = fmul contract float %76, %88
  %94 = fadd contract float %93, 0.000000e+00
  %95 = fmul contract float %78, %88
  %96 = fadd contract float %95, 0.000000e+00
  %97 = sext i32 %68 to i64
  %98 = getelementptr %struct.float4, ptr %0, i64 %97
  %99 = getelementptr i8, ptr %98, i64 -32
  %100 = load float, ptr %99, align 16, !tbaa !20, !alias.scope !11, !noalias !27
  %101 = getelementptr i8, ptr %98, i64 -28
  %102 = load float, ptr %101, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %103 = getelementptr i8, ptr %98, i64 -24
  %104 = load float, ptr %103, align 8, !tbaa !20, !alias.scope !11, !noalias !27
  %105 = getelementptr i8, ptr %98, i64 -20
  %106 = load float, ptr %105, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %107 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %108 = load float, ptr %107, align 4, !tbaa !20, !noalias !26
  %109 = fmul contract float %100, %108
  %110 = fadd contract float %81, %109
  %111 = fmul contract float %102, %108
  %112 = fadd contract float %83, %111
  %113 = fmul contract float %104, %108
  %114 = fadd contract float %85, %113
  %115 = fmul contract float %106, %108
  %116 = fadd contract float %87, %115
  %117 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %118 = load float, ptr %117, align 4, !tbaa !20, !noalias !26
  %119 = fmul contract float %100, %118
  %120 = fadd contract float %90, %119
  %121 = fmul contract float %102, %118
  %122 = fadd contract float %92, %121
  %123 = fmul contract float %104, %118
  %124 = fadd contract float %94, %123
  %125 = fmul contract float %106, %118
  %126 = fadd contract float %96, %125
  %127 = sext i32 %68 to i64
  %128 = getelementptr %struct.float4, ptr %0, i64 %127
  %129 = getelementptr i8, ptr %128, i64 -16
  %130 = load float, ptr %129, align 16, !tbaa !20, !alias.scope !11, !noalias !27
  %131 = getelementptr i8, ptr %128, i64 -12
  %132 = load float, ptr %131, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %133 = getelementptr i8, ptr %128, i64 -8
  %134 = load float, ptr %133, align 8, !tbaa !20, !alias.scope !11, !noalias !27
  %135 = getelementptr i8, ptr %128, i64 -4
  %136 = load float, ptr %135, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %137 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %138 = load float, ptr %137, align 4, !tbaa !20, !noalias !26
  %139 = fmul contract float %130, %138
  %140 = fadd contract float %110, %139
  %141 = fmul contract float %132, %138
  %142 = fadd contract float %112, %141
  %143 = fmul contract float %134, %138
  %144 = fadd contract float %114, %143
  %145 = fmul contract float %136, %138
  %146 = fadd contract float %116, %145
  %147 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %148 = load float, ptr %147, align 4, !tbaa !20, !noalias !26
  %149 = fmul contract float %130, %148
  %150 = fadd contract float %120, %149
  %151 = fmul contract float %132, %148
  %152 = fadd contract float %122, %151
  %153 = fmul contract float %134, %148
  %154 = fadd contract float %124, %153
  %155 = fmul contract float %136, %148
  %156 = fadd contract float %126, %155
  %157 = zext nneg i32 %68 to i64
  %158 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %157
  %159 = load float, ptr %158, align 16, !tbaa !20, !alias.scope !11, !noalias !27
  %160 = getelementptr inbounds nuw i8, ptr %158, i64 4
  %161 = load float, ptr %160, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %162 = getelementptr inbounds nuw i8, ptr %158, i64 8
  %163 = load float, ptr %162, align 8, !tbaa !20, !alias.scope !11, !noalias !27
  %164 = getelementptr inbounds nuw i8, ptr %158, i64 12
  %165 = load float, ptr %164, align 4, !tbaa !20, !alias.scope !11, !noalias !27
  %166 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %167 = load float, ptr %166, align 4, !tbaa !20, !noalias !26
  %168 = fmul contract float %159, %167
  %169 = fadd contract float %140, %168
  %170 = fmul contract float %161, %167
  %171 = fadd contract float %142, %170
  %172 = fmul contract float %163, %167
  %173 = fadd contract float %144, %172
  %174 = fmul contract float %165, %167
  %175 = fadd contract float %146, %174
  %176 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %177 = load float, ptr %176, align 4, !tbaa !20, !noalias !26
  %178 = fmul contract float %159, %177
  %179 = fadd contract float %150, %178
  %180 = fmul contract float %161, %177
  %181 = fadd contract float %152, %180
  %182 = fmul contract float %163, %177
  %183 = fadd contract float %154, %182
  %184 = fmul contract float %165, %177
  %185 = fadd contract float %156, %184
  %186 = fcmp contract une float %175, 0.000000e+00
  %187 = fdiv contract float 1.000000e+00, %175
  %188 = select contract i1 %186, float %187, float 0.000000e+00
  %189 = fmul contract float %188, %169
  %190 = fmul contract float %171, %188
  %191 = fmul contract float %173, %188
  %192 = fmul contract float %185, %189
  %193 = fsub contract float %179, %192
  %194 = fmul contract float %188, %193
  %195 = fmul contract float %185, %190
  %196 = fsub contract float %181, %195
  %197 = fmul contract float %188, %196
  %198 = fmul contract float %185, %191
  %199 = fsub contract float %183, %198
  %200 = fmul contract float %188, %199
  %201 = sext i32 %13 to i64
  %202 = getelementptr inbounds %struct.float4, ptr %4, i64 %201
  store float %189, ptr %202, align 16, !tbaa !20, !alias.scope !16, !noalias !28
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 4
  store float %190, ptr %203, align 4, !tbaa !20, !alias.scope !16, !noalias !28
  %204 = getelementptr inbounds nuw i8, ptr %202, i64 8
  store float %191, ptr %204, align 8, !tbaa !20, !alias.scope !16, !noalias !28
  %205 = getelementptr inbounds nuw i8, ptr %202, i64 12
  store float %175, ptr %205, align 4, !tbaa !20, !alias.scope !16, !noalias !28
  %206 = getelementptr inbounds %struct.float4, ptr %5, i64 %201
  store float %194, ptr %206, align 16, !tbaa !20, !alias.scope !18, !noalias !29
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 4
  store float %197, ptr %207, align 4, !tbaa !20, !alias.scope !18, !noalias !29
  %208 = getelementptr inbounds nuw i8, ptr %206, i64 8
  store float %200, ptr %208, align 8, !tbaa !20, !alias.scope !18, !noalias !29
  %209 = getelementptr inbounds nuw i8, ptr %206, i64 12
  store float %185, ptr %209, align 4, !tbaa !20, !alias.scope !18, !noalias !29
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8, !noalias !26
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8, !noalias !26
  br label %210

210:                                              ; preds = %6, %67
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @nurbs_curve_f64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x double], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp sge i32 %13, %3
  %15 = icmp slt i32 %1, 4
  %16 = or i1 %15, %14
  br i1 %16, label %210, label %17

17:                                               ; preds = %6
  %18 = add nsw i32 %1, -1
  %19 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %20 = load double, ptr %19, align 8, !tbaa !39, !alias.scope !33, !noalias !41
  %21 = icmp sgt i32 %3, 1
  br i1 %21, label %22, label %33

22:                                               ; preds = %17
  %23 = zext nneg i32 %1 to i64
  %24 = getelementptr inbounds nuw double, ptr %2, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !39, !alias.scope !33, !noalias !41
  %26 = fsub contract double %25, %20
  %27 = sitofp i32 %13 to double
  %28 = fmul contract double %26, %27
  %29 = add nsw i32 %3, -1
  %30 = uitofp nneg i32 %29 to double
  %31 = fdiv contract double %28, %30
  %32 = fadd contract double %20, %31
  br label %33

33:                                               ; preds = %22, %17
  %34 = phi contract double [ %32, %22 ], [ %20, %17 ]
  %35 = zext nneg i32 %1 to i64
  %36 = getelementptr inbounds nuw double, ptr %2, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !39, !noalias !41
  %38 = fcmp contract ult double %34, %37
  br i1 %38, label %39, label %67

39:                                               ; preds = %33
  %40 = fcmp contract ugt double %34, %20
  br i1 %40, label %41, label %67

41:                                               ; preds = %39
  %42 = add nuw nsw i32 %1, 3
  %43 = lshr i32 %42, 1
  br label %44

44:                                               ; preds = %41, %60
  %45 = phi i32 [ %43, %41 ], [ %65, %60 ]
  %46 = phi i32 [ 0, %41 ], [ %64, %60 ]
  %47 = phi i32 [ %1, %41 ], [ %61, %60 ]
  %48 = phi i32 [ 3, %41 ], [ %62, %60 ]
  %49 = zext nneg i32 %45 to i64
  %50 = getelementptr inbounds nuw double, ptr %2, i64 %49
  %51 = load double, ptr %50, align 8, !tbaa !39, !noalias !41
  %52 = fcmp contract olt double %34, %51
  br i1 %52, label %60, label %53

53:                                               ; preds = %44
  %54 = getelementptr inbounds nuw i8, ptr %50, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !39, !noalias !41
  %56 = fcmp contract ult double %34, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %53, %60
  %58 = phi i32 [ %45, %53 ], [ %65, %60 ]
  %59 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %58, i32 range(i32 3, 2147483647) %18)
  br label %67

60:                                               ; preds = %53, %44
  %61 = phi i32 [ %47, %53 ], [ %45, %44 ]
  %62 = phi i32 [ %45, %53 ], [ %48, %44 ]
  %63 = add nuw nsw i32 %62, %61
  %64 = add nuw nsw i32 %46, 1
  %65 = lshr i32 %63, 1
  %66 = icmp eq i32 %64, 64
  br i1 %66, label %57, label %44, !llvm.loop !42

67:                                               ; preds = %33, %39, %57
  %68 = phi i32 [ %59, %57 ], [ %18, %33 ], [ 3, %39 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8, !noalias !43
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8, !noalias !43
  call fastcc void @_ZL10ders_basisIdEviT_PKS0_PS0_S3_(i32 noundef %68, double noundef %34, ptr noundef %2, ptr noundef %7, ptr noundef %8) #8, !noalias !41
  %69 = sext i32 %68 to i64
  %70 = getelementptr %struct.dhom4, ptr %0, i64 %69
  %71 = getelementptr i8, ptr %70, i64 -96
  %72 = load double, ptr %71, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %73 = getelementptr i8, ptr %70, i64 -88
  %74 = load double, ptr %73, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %75 = getelementptr i8, ptr %70, i64 -80
  %76 = load double, ptr %75, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %77 = getelementptr i8, ptr %70, i64 -72
  %78 = load double, ptr %77, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %79 = load double, ptr %7, align 8, !tbaa !39, !noalias !43
  %80 = fmul contract double %72, %79
  %81 = fadd contract double %80, 0.000000e+00
  %82 = fmul contract double %74, %79
  %83 = fadd contract double %82, 0.000000e+00
  %84 = fmul contract double %76, %79
  %85 = fadd contract double %84, 0.000000e+00
  %86 = fmul contract double %78, %79
  %87 = fadd contract double %86, 0.000000e+00
  %88 = load double, ptr %8, align 8, !tbaa !39, !noalias !43
  %89 = fmul contract double %72, %88
  %90 = fadd contract double %89, 0.000000e+00
  %91 = fmul contract double %74, %88
  %92 = fadd contract double %91, 0.000000e+00
  %93 = fmul contract double %76, %88
  %94 = fadd contract double %93, 0.000000e+00
  %95 = fmul contract double %78, %88
  %96 = fadd contract double %95, 0.000000e+00
  %97 = sext i32 %68 to i64
  %98 = getelementptr %struct.dhom4, ptr %0, i64 %97
  %99 = getelementptr i8, ptr %98, i64 -64
  %100 = load double, ptr %99, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %101 = getelementptr i8, ptr %98, i64 -56
  %102 = load double, ptr %101, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %103 = getelementptr i8, ptr %98, i64 -48
  %104 = load double, ptr %103, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %105 = getelementptr i8, ptr %98, i64 -40
  %106 = load double, ptr %105, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %107 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %108 = load double, ptr %107, align 8, !tbaa !39, !noalias !43
  %109 = fmul contract double %100, %108
  %110 = fadd contract double %81, %109
  %111 = fmul contract double %102, %108
  %112 = fadd contract double %83, %111
  %113 = fmul contract double %104, %108
  %114 = fadd contract double %85, %113
  %115 = fmul contract double %106, %108
  %116 = fadd contract double %87, %115
  %117 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %118 = load double, ptr %117, align 8, !tbaa !39, !noalias !43
  %119 = fmul contract double %100, %118
  %120 = fadd contract double %90, %119
  %121 = fmul contract double %102, %118
  %122 = fadd contract double %92, %121
  %123 = fmul contract double %104, %118
  %124 = fadd contract double %94, %123
  %125 = fmul contract double %106, %118
  %126 = fadd contract double %96, %125
  %127 = sext i32 %68 to i64
  %128 = getelementptr %struct.dhom4, ptr %0, i64 %127
  %129 = getelementptr i8, ptr %128, i64 -32
  %130 = load double, ptr %129, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %131 = getelementptr i8, ptr %128, i64 -24
  %132 = load double, ptr %131, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %133 = getelementptr i8, ptr %128, i64 -16
  %134 = load double, ptr %133, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %135 = getelementptr i8, ptr %128, i64 -8
  %136 = load double, ptr %135, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %137 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %138 = load double, ptr %137, align 8, !tbaa !39, !noalias !43
  %139 = fmul contract double %130, %138
  %140 = fadd contract double %110, %139
  %141 = fmul contract double %132, %138
  %142 = fadd contract double %112, %141
  %143 = fmul contract double %134, %138
  %144 = fadd contract double %114, %143
  %145 = fmul contract double %136, %138
  %146 = fadd contract double %116, %145
  %147 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %148 = load double, ptr %147, align 8, !tbaa !39, !noalias !43
  %149 = fmul contract double %130, %148
  %150 = fadd contract double %120, %149
  %151 = fmul contract double %132, %148
  %152 = fadd contract double %122, %151
  %153 = fmul contract double %134, %148
  %154 = fadd contract double %124, %153
  %155 = fmul contract double %136, %148
  %156 = fadd contract double %126, %155
  %157 = zext nneg i32 %68 to i64
  %158 = getelementptr inbounds nuw %struct.dhom4, ptr %0, i64 %157
  %159 = load double, ptr %158, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %160 = getelementptr inbounds nuw i8, ptr %158, i64 8
  %161 = load double, ptr %160, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %162 = getelementptr inbounds nuw i8, ptr %158, i64 16
  %163 = load double, ptr %162, align 16, !tbaa !39, !alias.scope !30, !noalias !44
  %164 = getelementptr inbounds nuw i8, ptr %158, i64 24
  %165 = load double, ptr %164, align 8, !tbaa !39, !alias.scope !30, !noalias !44
  %166 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %167 = load double, ptr %166, align 8, !tbaa !39, !noalias !43
  %168 = fmul contract double %159, %167
  %169 = fadd contract double %140, %168
  %170 = fmul contract double %161, %167
  %171 = fadd contract double %142, %170
  %172 = fmul contract double %163, %167
  %173 = fadd contract double %144, %172
  %174 = fmul contract double %165, %167
  %175 = fadd contract double %146, %174
  %176 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %177 = load double, ptr %176, align 8, !tbaa !39, !noalias !43
  %178 = fmul contract double %159, %177
  %179 = fadd contract double %150, %178
  %180 = fmul contract double %161, %177
  %181 = fadd contract double %152, %180
  %182 = fmul contract double %163, %177
  %183 = fadd contract double %154, %182
  %184 = fmul contract double %165, %177
  %185 = fadd contract double %156, %184
  %186 = fcmp contract une double %175, 0.000000e+00
  %187 = fdiv contract double 1.000000e+00, %175
  %188 = select contract i1 %186, double %187, double 0.000000e+00
  %189 = fmul contract double %188, %169
  %190 = fmul contract double %171, %188
  %191 = fmul contract double %173, %188
  %192 = fmul contract double %185, %189
  %193 = fsub contract double %179, %192
  %194 = fmul contract double %188, %193
  %195 = fmul contract double %185, %190
  %196 = fsub contract double %181, %195
  %197 = fmul contract double %188, %196
  %198 = fmul contract double %185, %191
  %199 = fsub contract double %183, %198
  %200 = fmul contract double %188, %199
  %201 = sext i32 %13 to i64
  %202 = getelementptr inbounds %struct.dhom4, ptr %4, i64 %201
  store double %189, ptr %202, align 16, !tbaa !39, !alias.scope !35, !noalias !45
  %203 = getelementptr inbounds nuw i8, ptr %202, i64 8
  store double %190, ptr %203, align 8, !tbaa !39, !alias.scope !35, !noalias !45
  %204 = getelementptr inbounds nuw i8, ptr %202, i64 16
  store double %191, ptr %204, align 16, !tbaa !39, !alias.scope !35, !noalias !45
  %205 = getelementptr inbounds nuw i8, ptr %202, i64 24
  store double %175, ptr %205, align 8, !tbaa !39, !alias.scope !35, !noalias !45
  %206 = getelementptr inbounds %struct.dhom4, ptr %5, i64 %201
  store double %194, ptr %206, align 16, !tbaa !39, !alias.scope !37, !noalias !46
  %207 = getelementptr inbounds nuw i8, ptr %206, i64 8
  store double %197, ptr %207, align 8, !tbaa !39, !alias.scope !37, !noalias !46
  %208 = getelementptr inbounds nuw i8, ptr %206, i64 16
  store double %200, ptr %208, align 16, !tbaa !39, !alias.scope !37, !noalias !46
  %209 = getelementptr inbounds nuw i8, ptr %206, i64 24
  store double %185, ptr %209, align 8, !tbaa !39, !alias.scope !37, !noalias !46
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8, !noalias !43
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8, !noalias !43
  br label %210

210:                                              ; preds = %6, %67
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
  br i1 %24, label %25, label %761

25:                                               ; preds = %9
  %26 = icmp sge i32 %23, %6
  %27 = icmp slt i32 %1, 4
  %28 = or i1 %27, %26
  %29 = icmp slt i32 %2, 4
  %30 = or i1 %29, %28
  br i1 %30, label %761, label %31

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
  %50 = icmp sgt i32 %6, 1
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
  br i1 %69, label %70, label %100

70:                                               ; preds = %64
  %71 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !20
  %73 = fcmp contract ugt float %49, %72
  br i1 %73, label %74, label %100

74:                                               ; preds = %70
  %75 = add nuw nsw i32 %1, 3
  %76 = lshr i32 %75, 1
  br label %77

77:                                               ; preds = %74, %93
  %78 = phi i32 [ %76, %74 ], [ %98, %93 ]
  %79 = phi i32 [ 0, %74 ], [ %97, %93 ]
  %80 = phi i32 [ %1, %74 ], [ %94, %93 ]
  %81 = phi i32 [ 3, %74 ], [ %95, %93 ]
  %82 = zext nneg i32 %78 to i64
  %83 = getelementptr inbounds nuw float, ptr %3, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !20
  %85 = fcmp contract olt float %49, %84
  br i1 %85, label %93, label %86

86:                                               ; preds = %77
  %87 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %88 = load float, ptr %87, align 4, !tbaa !20
  %89 = fcmp contract ult float %49, %88
  br i1 %89, label %90, label %93

90:                                               ; preds = %86, %93
  %91 = phi i32 [ %78, %86 ], [ %98, %93 ]
  %92 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %91, i32 range(i32 3, 2147483647) %32)
  br label %100

93:                                               ; preds = %86, %77
  %94 = phi i32 [ %80, %86 ], [ %78, %77 ]
  %95 = phi i32 [ %78, %86 ], [ %81, %77 ]
  %96 = add nuw nsw i32 %95, %94
  %97 = add nuw nsw i32 %79, 1
  %98 = lshr i32 %96, 1
  %99 = icmp eq i32 %97, 64
  br i1 %99, label %90, label %77, !llvm.loop !23

100:                                              ; preds = %64, %70, %90
  %101 = phi i32 [ %92, %90 ], [ %32, %64 ], [ 3, %70 ]
  %102 = zext nneg i32 %2 to i64
  %103 = getelementptr inbounds nuw float, ptr %4, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !20
  %105 = fcmp contract ult float %65, %104
  br i1 %105, label %106, label %136

106:                                              ; preds = %100
  %107 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %108 = load float, ptr %107, align 4, !tbaa !20
  %109 = fcmp contract ugt float %65, %108
  br i1 %109, label %110, label %136

110:                                              ; preds = %106
  %111 = add nuw nsw i32 %2, 3
  %112 = lshr i32 %111, 1
  br label %113

113:                                              ; preds = %110, %129
  %114 = phi i32 [ %112, %110 ], [ %134, %129 ]
  %115 = phi i32 [ 0, %110 ], [ %133, %129 ]
  %116 = phi i32 [ %2, %110 ], [ %130, %129 ]
  %117 = phi i32 [ 3, %110 ], [ %131, %129 ]
  %118 = zext nneg i32 %114 to i64
  %119 = getelementptr inbounds nuw float, ptr %4, i64 %118
  %120 = load float, ptr %119, align 4, !tbaa !20
  %121 = fcmp contract olt float %65, %120
  br i1 %121, label %129, label %122

122:                                              ; preds = %113
  %123 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %124 = load float, ptr %123, align 4, !tbaa !20
  %125 = fcmp contract ult float %65, %124
  br i1 %125, label %126, label %129

126:                                              ; preds = %122, %129
  %127 = phi i32 [ %114, %122 ], [ %134, %129 ]
  %128 = tail call noundef range(i32 3, 1073741824) i32 @llvm.smin.i32(i32 range(i32 3, 1073741824) %127, i32 range(i32 3, 2147483647) %33)
  br label %136

129:                                              ; preds = %122, %113
  %130 = phi i32 [ %116, %122 ], [ %114, %113 ]
  %131 = phi i32 [ %114, %122 ], [ %117, %113 ]
  %132 = add nuw nsw i32 %131, %130
  %133 = add nuw nsw i32 %115, 1
  %134 = lshr i32 %132, 1
  %135 = icmp eq i32 %133, 64
  br i1 %135, label %126, label %113, !llvm.loop !23

136:                                              ; preds = %100, %106, %126
  %137 = phi i32 [ %128, %126 ], [ %33, %100 ], [ 3, %106 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #8
  call fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef %101, float noundef %49, ptr noundef %3, ptr noundef %10, ptr noundef %11) #8
  call fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef %137, float noundef %65, ptr noundef %4, ptr noundef %12, ptr noundef %13) #8
  %138 = zext nneg i32 %101 to i64
  %139 = getelementptr %struct.float4, ptr %0, i64 %138
  %140 = load float, ptr %13, align 4, !tbaa !20
  %141 = load float, ptr %12, align 4, !tbaa !20
  %142 = add nsw i32 %137, -3
  %143 = zext nneg i32 %142 to i64
  %144 = mul nuw nsw i64 %143, %66
  %145 = getelementptr %struct.float4, ptr %139, i64 %144
  %146 = getelementptr inbounds nuw i8, ptr %145, i64 12
  %147 = load float, ptr %146, align 4, !tbaa !20
  %148 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %149 = load float, ptr %148, align 4, !tbaa !20
  %150 = fmul contract float %147, %149
  %151 = getelementptr i8, ptr %145, i64 -4
  %152 = load float, ptr %151, align 4, !tbaa !20
  %153 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %154 = load float, ptr %153, align 4, !tbaa !20
  %155 = fmul contract float %152, %154
  %156 = getelementptr i8, ptr %145, i64 -20
  %157 = load float, ptr %156, align 4, !tbaa !20
  %158 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !20
  %160 = fmul contract float %157, %159
  %161 = getelementptr i8, ptr %145, i64 -36
  %162 = load float, ptr %161, align 4, !tbaa !20
  %163 = load float, ptr %11, align 4, !tbaa !20
  %164 = fmul contract float %162, %163
  %165 = fadd contract float %164, 0.000000e+00
  %166 = fadd contract float %160, %165
  %167 = fadd contract float %155, %166
  %168 = fadd contract float %150, %167
  %169 = getelementptr inbounds nuw i8, ptr %145, i64 8
  %170 = load float, ptr %169, align 8, !tbaa !20
  %171 = fmul contract float %170, %149
  %172 = getelementptr i8, ptr %145, i64 -8
  %173 = load float, ptr %172, align 8, !tbaa !20
  %174 = fmul contract float %173, %154
  %175 = getelementptr i8, ptr %145, i64 -24
  %176 = load float, ptr %175, align 8, !tbaa !20
  %177 = fmul contract float %176, %159
  %178 = getelementptr i8, ptr %145, i64 -40
  %179 = load float, ptr %178, align 8, !tbaa !20
  %180 = fmul contract float %179, %163
  %181 = fadd contract float %180, 0.000000e+00
  %182 = fadd contract float %177, %181
  %183 = fadd contract float %174, %182
  %184 = fadd contract float %171, %183
  %185 = getelementptr inbounds nuw i8, ptr %145, i64 4
  %186 = load float, ptr %185, align 4, !tbaa !20
  %187 = fmul contract float %186, %149
  %188 = getelementptr i8, ptr %145, i64 -12
  %189 = load float, ptr %188, align 4, !tbaa !20
  %190 = fmul contract float %189, %154
  %191 = getelementptr i8, ptr %145, i64 -28
  %192 = load float, ptr %191, align 4, !tbaa !20
  %193 = fmul contract float %192, %159
  %194 = getelementptr i8, ptr %145, i64 -44
  %195 = load float, ptr %194, align 4, !tbaa !20
  %196 = fmul contract float %195, %163
  %197 = fadd contract float %196, 0.000000e+00
  %198 = fadd contract float %193, %197
  %199 = fadd contract float %190, %198
  %200 = fadd contract float %187, %199
  %201 = getelementptr i8, ptr %145, i64 -48
  %202 = load float, ptr %201, align 16, !tbaa !20
  %203 = fmul contract float %202, %163
  %204 = fadd contract float %203, 0.000000e+00
  %205 = getelementptr i8, ptr %145, i64 -32
  %206 = load float, ptr %205, align 16, !tbaa !20
  %207 = fmul contract float %206, %159
  %208 = fadd contract float %204, %207
  %209 = getelementptr i8, ptr %145, i64 -16
  %210 = load float, ptr %209, align 16, !tbaa !20
  %211 = fmul contract float %210, %154
  %212 = fadd contract float %208, %211
  %213 = load float, ptr %145, align 16, !tbaa !20
  %214 = fmul contract float %213, %149
  %215 = fadd contract float %212, %214
  %216 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %217 = load float, ptr %216, align 4, !tbaa !20
  %218 = fmul contract float %147, %217
  %219 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %220 = load float, ptr %219, align 4, !tbaa !20
  %221 = fmul contract float %152, %220
  %222 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %223 = load float, ptr %222, align 4, !tbaa !20
  %224 = fmul contract float %157, %223
  %225 = load float, ptr %10, align 4, !tbaa !20
  %226 = fmul contract float %162, %225
  %227 = fadd contract float %226, 0.000000e+00
  %228 = fadd contract float %224, %227
  %229 = fadd contract float %221, %228
  %230 = fadd contract float %218, %229
  %231 = fmul contract float %170, %217
  %232 = fmul contract float %173, %220
  %233 = fmul contract float %176, %223
  %234 = fmul contract float %179, %225
  %235 = fadd contract float %234, 0.000000e+00
  %236 = fadd contract float %233, %235
  %237 = fadd contract float %232, %236
  %238 = fadd contract float %231, %237
  %239 = fmul contract float %186, %217
  %240 = fmul contract float %189, %220
  %241 = fmul contract float %192, %223
  %242 = fmul contract float %195, %225
  %243 = fadd contract float %242, 0.000000e+00
  %244 = fadd contract float %241, %243
  %245 = fadd contract float %240, %244
  %246 = fadd contract float %239, %245
  %247 = fmul contract float %202, %225
  %248 = fadd contract float %247, 0.000000e+00
  %249 = fmul contract float %206, %223
  %250 = fadd contract float %248, %249
  %251 = fmul contract float %210, %220
  %252 = fadd contract float %250, %251
  %253 = fmul contract float %213, %217
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %141, %254
  %256 = fadd contract float %255, 0.000000e+00
  %257 = fmul contract float %141, %215
  %258 = fadd contract float %257, 0.000000e+00
  %259 = fmul contract float %254, %140
  %260 = fadd contract float %259, 0.000000e+00
  %261 = fmul contract float %141, %246
  %262 = fadd contract float %261, 0.000000e+00
  %263 = fmul contract float %141, %200
  %264 = fadd contract float %263, 0.000000e+00
  %265 = fmul contract float %246, %140
  %266 = fadd contract float %265, 0.000000e+00
  %267 = fmul contract float %141, %238
  %268 = fadd contract float %267, 0.000000e+00
  %269 = fmul contract float %141, %184
  %270 = fadd contract float %269, 0.000000e+00
  %271 = fmul contract float %238, %140
  %272 = fadd contract float %271, 0.000000e+00
  %273 = fmul contract float %141, %230
  %274 = fadd contract float %273, 0.000000e+00
  %275 = fmul contract float %141, %168
  %276 = fadd contract float %275, 0.000000e+00
  %277 = fmul contract float %230, %140
  %278 = fadd contract float %277, 0.000000e+00
  %279 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %280 = load float, ptr %279, align 4, !tbaa !20
  %281 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %282 = load float, ptr %281, align 4, !tbaa !20
  %283 = add nsw i32 %137, -2
  %284 = zext nneg i32 %283 to i64
  %285 = mul nuw nsw i64 %284, %66
  %286 = getelementptr %struct.float4, ptr %139, i64 %285
  %287 = getelementptr inbounds nuw i8, ptr %286, i64 12
  %288 = load float, ptr %287, align 4, !tbaa !20
  %289 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %290 = load float, ptr %289, align 4, !tbaa !20
  %291 = fmul contract float %288, %290
  %292 = getelementptr i8, ptr %286, i64 -4
  %293 = load float, ptr %292, align 4, !tbaa !20
  %294 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %295 = load float, ptr %294, align 4, !tbaa !20
  %296 = fmul contract float %293, %295
  %297 = getelementptr i8, ptr %286, i64 -20
  %298 = load float, ptr %297, align 4, !tbaa !20
  %299 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %300 = load float, ptr %299, align 4, !tbaa !20
  %301 = fmul contract float %298, %300
  %302 = getelementptr i8, ptr %286, i64 -36
  %303 = load float, ptr %302, align 4, !tbaa !20
  %304 = load float, ptr %11, align 4, !tbaa !20
  %305 = fmul contract float %303, %304
  %306 = fadd contract float %305, 0.000000e+00
  %307 = fadd contract float %301, %306
  %308 = fadd contract float %296, %307
  %309 = fadd contract float %291, %308
  %310 = getelementptr inbounds nuw i8, ptr %286, i64 8
  %311 = load float, ptr %310, align 8, !tbaa !20
  %312 = fmul contract float %311, %290
  %313 = getelementptr i8, ptr %286, i64 -8
  %314 = load float, ptr %313, align 8, !tbaa !20
  %315 = fmul contract float %314, %295
  %316 = getelementptr i8, ptr %286, i64 -24
  %317 = load float, ptr %316, align 8, !tbaa !20
  %318 = fmul contract float %317, %300
  %319 = getelementptr i8, ptr %286, i64 -40
  %320 = load float, ptr %319, align 8, !tbaa !20
  %321 = fmul contract float %320, %304
  %322 = fadd contract float %321, 0.000000e+00
  %323 = fadd contract float %318, %322
  %324 = fadd contract float %315, %323
  %325 = fadd contract float %312, %324
  %326 = getelementptr inbounds nuw i8, ptr %286, i64 4
  %327 = load float, ptr %326, align 4, !tbaa !20
  %328 = fmul contract float %327, %290
  %329 = getelementptr i8, ptr %286, i64 -12
  %330 = load float, ptr %329, align 4, !tbaa !20
  %331 = fmul contract float %330, %295
  %332 = getelementptr i8, ptr %286, i64 -28
  %333 = load float, ptr %332, align 4, !tbaa !20
  %334 = fmul contract float %333, %300
  %335 = getelementptr i8, ptr %286, i64 -44
  %336 = load float, ptr %335, align 4, !tbaa !20
  %337 = fmul contract float %336, %304
  %338 = fadd contract float %337, 0.000000e+00
  %339 = fadd contract float %334, %338
  %340 = fadd contract float %331, %339
  %341 = fadd contract float %328, %340
  %342 = getelementptr i8, ptr %286, i64 -48
  %343 = load float, ptr %342, align 16, !tbaa !20
  %344 = fmul contract float %343, %304
  %345 = fadd contract float %344, 0.000000e+00
  %346 = getelementptr i8, ptr %286, i64 -32
  %347 = load float, ptr %346, align 16, !tbaa !20
  %348 = fmul contract float %347, %300
  %349 = fadd contract float %345, %348
  %350 = getelementptr i8, ptr %286, i64 -16
  %351 = load float, ptr %350, align 16, !tbaa !20
  %352 = fmul contract float %351, %295
  %353 = fadd contract float %349, %352
  %354 = load float, ptr %286, align 16, !tbaa !20
  %355 = fmul contract float %354, %290
  %356 = fadd contract float %353, %355
  %357 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %358 = load float, ptr %357, align 4, !tbaa !20
  %359 = fmul contract float %288, %358
  %360 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %361 = load float, ptr %360, align 4, !tbaa !20
  %362 = fmul contract float %293, %361
  %363 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %364 = load float, ptr %363, align 4, !tbaa !20
  %365 = fmul contract float %298, %364
  %366 = load float, ptr %10, align 4, !tbaa !20
  %367 = fmul contract float %303, %366
  %368 = fadd contract float %367, 0.000000e+00
  %369 = fadd contract float %365, %368
  %370 = fadd contract float %362, %369
  %371 = fadd contract float %359, %370
  %372 = fmul contract float %311, %358
  %373 = fmul contract float %314, %361
  %374 = fmul contract float %317, %364
  %375 = fmul contract float %320, %366
  %376 = fadd contract float %375, 0.000000e+00
  %377 = fadd contract float %374, %376
  %378 = fadd contract float %373, %377
  %379 = fadd contract float %372, %378
  %380 = fmul contract float %327, %358
  %381 = fmul contract float %330, %361
  %382 = fmul contract float %333, %364
  %383 = fmul contract float %336, %366
  %384 = fadd contract float %383, 0.000000e+00
  %385 = fadd contract float %382, %384
  %386 = fadd contract float %381, %385
  %387 = fadd contract float %380, %386
  %388 = fmul contract float %343, %366
  %389 = fadd contract float %388, 0.000000e+00
  %390 = fmul contract float %347, %364
  %391 = fadd contract float %389, %390
  %392 = fmul contract float %351, %361
  %393 = fadd contract float %391, %392
  %394 = fmul contract float %354, %358
  %395 = fadd contract float %393, %394
  %396 = fmul contract float %282, %395
  %397 = fadd contract float %256, %396
  %398 = fmul contract float %282, %356
  %399 = fadd contract float %258, %398
  %400 = fmul contract float %395, %280
  %401 = fadd contract float %260, %400
  %402 = fmul contract float %282, %387
  %403 = fadd contract float %262, %402
  %404 = fmul contract float %282, %341
  %405 = fadd contract float %264, %404
  %406 = fmul contract float %387, %280
  %407 = fadd contract float %266, %406
  %408 = fmul contract float %282, %379
  %409 = fadd contract float %268, %408
  %410 = fmul contract float %282, %325
  %411 = fadd contract float %270, %410
  %412 = fmul contract float %379, %280
  %413 = fadd contract float %272, %412
  %414 = fmul contract float %282, %371
  %415 = fadd contract float %274, %414
  %416 = fmul contract float %282, %309
  %417 = fadd contract float %276, %416
  %418 = fmul contract float %371, %280
  %419 = fadd contract float %278, %418
  %420 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %421 = load float, ptr %420, align 4, !tbaa !20
  %422 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %423 = load float, ptr %422, align 4, !tbaa !20
  %424 = add nsw i32 %137, -1
  %425 = zext nneg i32 %424 to i64
  %426 = mul nuw nsw i64 %425, %66
  %427 = getelementptr %struct.float4, ptr %139, i64 %426
  %428 = getelementptr inbounds nuw i8, ptr %427, i64 12
  %429 = load float, ptr %428, align 4, !tbaa !20
  %430 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %431 = load float, ptr %430, align 4, !tbaa !20
  %432 = fmul contract float %429, %431
  %433 = getelementptr i8, ptr %427, i64 -4
  %434 = load float, ptr %433, align 4, !tbaa !20
  %435 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %436 = load float, ptr %435, align 4, !tbaa !20
  %437 = fmul contract float %434, %436
  %438 = getelementptr i8, ptr %427, i64 -20
  %439 = load float, ptr %438, align 4, !tbaa !20
  %440 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %441 = load float, ptr %440, align 4, !tbaa !20
  %442 = fmul contract float %439, %441
  %443 = getelementptr i8, ptr %427, i64 -36
  %444 = load float, ptr %443, align 4, !tbaa !20
  %445 = load float, ptr %11, align 4, !tbaa !20
  %446 = fmul contract float %444, %445
  %447 = fadd contract float %446, 0.000000e+00
  %448 = fadd contract float %442, %447
  %449 = fadd contract float %437, %448
  %450 = fadd contract float %432, %449
  %451 = getelementptr inbounds nuw i8, ptr %427, i64 8
  %452 = load float, ptr %451, align 8, !tbaa !20
  %453 = fmul contract float %452, %431
  %454 = getelementptr i8, ptr %427, i64 -8
  %455 = load float, ptr %454, align 8, !tbaa !20
  %456 = fmul contract float %455, %436
  %457 = getelementptr i8, ptr %427, i64 -24
  %458 = load float, ptr %457, align 8, !tbaa !20
  %459 = fmul contract float %458, %441
  %460 = getelementptr i8, ptr %427, i64 -40
  %461 = load float, ptr %460, align 8, !tbaa !20
  %462 = fmul contract float %461, %445
  %463 = fadd contract float %462, 0.000000e+00
  %464 = fadd contract float %459, %463
  %465 = fadd contract float %456, %464
  %466 = fadd contract float %453, %465
  %467 = getelementptr inbounds nuw i8, ptr %427, i64 4
  %468 = load float, ptr %467, align 4, !tbaa !20
  %469 = fmul contract float %468, %431
  %470 = getelementptr i8, ptr %427, i64 -12
  %471 = load float, ptr %470, align 4, !tbaa !20
  %472 = fmul contract float %471, %436
  %473 = getelementptr i8, ptr %427, i64 -28
  %474 = load float, ptr %473, align 4, !tbaa !20
  %475 = fmul contract float %474, %441
  %476 = getelementptr i8, ptr %427, i64 -44
  %477 = load float, ptr %476, align 4, !tbaa !20
  %478 = fmul contract float %477, %445
  %479 = fadd contract float %478, 0.000000e+00
  %480 = fadd contract float %475, %479
  %481 = fadd contract float %472, %480
  %482 = fadd contract float %469, %481
  %483 = getelementptr i8, ptr %427, i64 -48
  %484 = load float, ptr %483, align 16, !tbaa !20
  %485 = fmul contract float %484, %445
  %486 = fadd contract float %485, 0.000000e+00
  %487 = getelementptr i8, ptr %427, i64 -32
  %488 = load float, ptr %487, align 16, !tbaa !20
  %489 = fmul contract float %488, %441
  %490 = fadd contract float %486, %489
  %491 = getelementptr i8, ptr %427, i64 -16
  %492 = load float, ptr %491, align 16, !tbaa !20
  %493 = fmul contract float %492, %436
  %494 = fadd contract float %490, %493
  %495 = load float, ptr %427, align 16, !tbaa !20
  %496 = fmul contract float %495, %431
  %497 = fadd contract float %494, %496
  %498 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %499 = load float, ptr %498, align 4, !tbaa !20
  %500 = fmul contract float %429, %499
  %501 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %502 = load float, ptr %501, align 4, !tbaa !20
  %503 = fmul contract float %434, %502
  %504 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %505 = load float, ptr %504, align 4, !tbaa !20
  %506 = fmul contract float %439, %505
  %507 = load float, ptr %10, align 4, !tbaa !20
  %508 = fmul contract float %444, %507
  %509 = fadd contract float %508, 0.000000e+00
  %510 = fadd contract float %506, %509
  %511 = fadd contract float %503, %510
  %512 = fadd contract float %500, %511
  %513 = fmul contract float %452, %499
  %514 = fmul contract float %455, %502
  %515 = fmul contract float %458, %505
  %516 = fmul contract float %461, %507
  %517 = fadd contract float %516, 0.000000e+00
  %518 = fadd contract float %515, %517
  %519 = fadd contract float %514, %518
  %520 = fadd contract float %513, %519
  %521 = fmul contract float %468, %499
  %522 = fmul contract float %471, %502
  %523 = fmul contract float %474, %505
  %524 = fmul contract float %477, %507
  %525 = fadd contract float %524, 0.000000e+00
  %526 = fadd contract float %523, %525
  %527 = fadd contract float %522, %526
  %528 = fadd contract float %521, %527
  %529 = fmul contract float %484, %507
  %530 = fadd contract float %529, 0.000000e+00
  %531 = fmul contract float %488, %505
  %532 = fadd contract float %530, %531
  %533 = fmul contract float %492, %502
  %534 = fadd contract float %532, %533
  %535 = fmul contract float %495, %499
  %536 = fadd contract float %534, %535
  %537 = fmul contract float %423, %536
  %538 = fadd contract float %397, %537
  %539 = fmul contract float %423, %497
  %540 = fadd contract float %399, %539
  %541 = fmul contract float %536, %421
  %542 = fadd contract float %401, %541
  %543 = fmul contract float %423, %528
  %544 = fadd contract float %403, %543
  %545 = fmul contract float %423, %482
  %546 = fadd contract float %405, %545
  %547 = fmul contract float %528, %421
  %548 = fadd contract float %407, %547
  %549 = fmul contract float %423, %520
  %550 = fadd contract float %409, %549
  %551 = fmul contract float %423, %466
  %552 = fadd contract float %411, %551
  %553 = fmul contract float %520, %421
  %554 = fadd contract float %413, %553
  %555 = fmul contract float %423, %512
  %556 = fadd contract float %415, %555
  %557 = fmul contract float %423, %450
  %558 = fadd contract float %417, %557
  %559 = fmul contract float %512, %421
  %560 = fadd contract float %419, %559
  %561 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %562 = load float, ptr %561, align 4, !tbaa !20
  %563 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %564 = load float, ptr %563, align 4, !tbaa !20
  %565 = zext nneg i32 %137 to i64
  %566 = mul nuw nsw i64 %565, %66
  %567 = getelementptr %struct.float4, ptr %139, i64 %566
  %568 = getelementptr inbounds nuw i8, ptr %567, i64 12
  %569 = load float, ptr %568, align 4, !tbaa !20
  %570 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %571 = load float, ptr %570, align 4, !tbaa !20
  %572 = fmul contract float %569, %571
  %573 = getelementptr i8, ptr %567, i64 -4
  %574 = load float, ptr %573, align 4, !tbaa !20
  %575 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %576 = load float, ptr %575, align 4, !tbaa !20
  %577 = fmul contract float %574, %576
  %578 = getelementptr i8, ptr %567, i64 -20
  %579 = load float, ptr %578, align 4, !tbaa !20
  %580 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %581 = load float, ptr %580, align 4, !tbaa !20
  %582 = fmul contract float %579, %581
  %583 = getelementptr i8, ptr %567, i64 -36
  %584 = load float, ptr %583, align 4, !tbaa !20
  %585 = load float, ptr %11, align 4, !tbaa !20
  %586 = fmul contract float %584, %585
  %587 = fadd contract float %586, 0.000000e+00
  %588 = fadd contract float %582, %587
  %589 = fadd contract float %577, %588
  %590 = fadd contract float %572, %589
  %591 = getelementptr inbounds nuw i8, ptr %567, i64 8
  %592 = load float, ptr %591, align 8, !tbaa !20
  %593 = fmul contract float %592, %571
  %594 = getelementptr i8, ptr %567, i64 -8
  %595 = load float, ptr %594, align 8, !tbaa !20
  %596 = fmul contract float %595, %576
  %597 = getelementptr i8, ptr %567, i64 -24
  %598 = load float, ptr %597, align 8, !tbaa !20
  %599 = fmul contract float %598, %581
  %600 = getelementptr i8, ptr %567, i64 -40
  %601 = load float, ptr %600, align 8, !tbaa !20
  %602 = fmul contract float %601, %585
  %603 = fadd contract float %602, 0.000000e+00
  %604 = fadd contract float %599, %603
  %605 = fadd contract float %596, %604
  %606 = fadd contract float %593, %605
  %607 = getelementptr inbounds nuw i8, ptr %567, i64 4
  %608 = load float, ptr %607, align 4, !tbaa !20
  %609 = fmul contract float %608, %571
  %610 = getelementptr i8, ptr %567, i64 -12
  %611 = load float, ptr %610, align 4, !tbaa !20
  %612 = fmul contract float %611, %576
  %613 = getelementptr i8, ptr %567, i64 -28
  %614 = load float, ptr %613, align 4, !tbaa !20
  %615 = fmul contract float %614, %581
  %616 = getelementptr i8, ptr %567, i64 -44
  %617 = load float, ptr %616, align 4, !tbaa !20
  %618 = fmul contract float %617, %585
  %619 = fadd contract float %618, 0.000000e+00
  %620 = fadd contract float %615, %619
  %621 = fadd contract float %612, %620
  %622 = fadd contract float %609, %621
  %623 = getelementptr i8, ptr %567, i64 -48
  %624 = load float, ptr %623, align 16, !tbaa !20
  %625 = fmul contract float %624, %585
  %626 = fadd contract float %625, 0.000000e+00
  %627 = getelementptr i8, ptr %567, i64 -32
  %628 = load float, ptr %627, align 16, !tbaa !20
  %629 = fmul contract float %628, %581
  %630 = fadd contract float %626, %629
  %631 = getelementptr i8, ptr %567, i64 -16
  %632 = load float, ptr %631, align 16, !tbaa !20
  %633 = fmul contract float %632, %576
  %634 = fadd contract float %630, %633
  %635 = load float, ptr %567, align 16, !tbaa !20
  %636 = fmul contract float %635, %571
  %637 = fadd contract float %634, %636
  %638 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %639 = load float, ptr %638, align 4, !tbaa !20
  %640 = fmul contract float %569, %639
  %641 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %642 = load float, ptr %641, align 4, !tbaa !20
  %643 = fmul contract float %574, %642
  %644 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %645 = load float, ptr %644, align 4, !tbaa !20
  %646 = fmul contract float %579, %645
  %647 = load float, ptr %10, align 4, !tbaa !20
  %648 = fmul contract float %584, %647
  %649 = fadd contract float %648, 0.000000e+00
  %650 = fadd contract float %646, %649
  %651 = fadd contract float %643, %650
  %652 = fadd contract float %640, %651
  %653 = fmul contract float %592, %639
  %654 = fmul contract float %595, %642
  %655 = fmul contract float %598, %645
  %656 = fmul contract float %601, %647
  %657 = fadd contract float %656, 0.000000e+00
  %658 = fadd contract float %655, %657
  %659 = fadd contract float %654, %658
  %660 = fadd contract float %653, %659
  %661 = fmul contract float %608, %639
  %662 = fmul contract float %611, %642
  %663 = fmul contract float %614, %645
  %664 = fmul contract float %617, %647
  %665 = fadd contract float %664, 0.000000e+00
  %666 = fadd contract float %663, %665
  %667 = fadd contract float %662, %666
  %668 = fadd contract float %661, %667
  %669 = fmul contract float %624, %647
  %670 = fadd contract float %669, 0.000000e+00
  %671 = fmul contract float %628, %645
  %672 = fadd contract float %670, %671
  %673 = fmul contract float %632, %642
  %674 = fadd contract float %672, %673
  %675 = fmul contract float %635, %639
  %676 = fadd contract float %674, %675
  %677 = fmul contract float %564, %676
  %678 = fadd contract float %538, %677
  %679 = fmul contract float %564, %637
  %680 = fadd contract float %540, %679
  %681 = fmul contract float %676, %562
  %682 = fadd contract float %542, %681
  %683 = fmul contract float %564, %668
  %684 = fadd contract float %544, %683
  %685 = fmul contract float %564, %622
  %686 = fadd contract float %546, %685
  %687 = fmul contract float %668, %562
  %688 = fadd contract float %548, %687
  %689 = fmul contract float %564, %660
  %690 = fadd contract float %550, %689
  %691 = fmul contract float %564, %606
  %692 = fadd contract float %552, %691
  %693 = fmul contract float %660, %562
  %694 = fadd contract float %554, %693
  %695 = fmul contract float %564, %652
  %696 = fadd contract float %556, %695
  %697 = fmul contract float %564, %590
  %698 = fadd contract float %558, %697
  %699 = fmul contract float %652, %562
  %700 = fadd contract float %560, %699
  %701 = fcmp contract une float %696, 0.000000e+00
  %702 = fdiv contract float 1.000000e+00, %696
  %703 = select contract i1 %701, float %702, float 0.000000e+00
  %704 = fmul contract float %678, %703
  %705 = fmul contract float %684, %703
  %706 = fmul contract float %703, %690
  %707 = fmul contract float %704, %698
  %708 = fsub contract float %680, %707
  %709 = fmul contract float %703, %708
  %710 = fmul contract float %705, %698
  %711 = fsub contract float %686, %710
  %712 = fmul contract float %703, %711
  %713 = fmul contract float %706, %698
  %714 = fsub contract float %692, %713
  %715 = fmul contract float %703, %714
  %716 = fmul contract float %704, %700
  %717 = fsub contract float %682, %716
  %718 = fmul contract float %703, %717
  %719 = fmul contract float %705, %700
  %720 = fsub contract float %688, %719
  %721 = fmul contract float %703, %720
  %722 = fmul contract float %706, %700
  %723 = fsub contract float %694, %722
  %724 = fmul contract float %703, %723
  %725 = fmul contract float %712, %724
  %726 = fmul contract float %715, %721
  %727 = fsub contract float %725, %726
  %728 = fmul contract float %715, %718
  %729 = fmul contract float %709, %724
  %730 = fsub contract float %728, %729
  %731 = fmul contract float %709, %721
  %732 = fmul contract float %712, %718
  %733 = fsub contract float %731, %732
  %734 = fmul contract float %727, %727
  %735 = fmul contract float %730, %730
  %736 = fadd contract float %734, %735
  %737 = fmul contract float %733, %733
  %738 = fadd contract float %737, %736
  %739 = fcmp contract ogt float %738, 0x39B4484C00000000
  br i1 %739, label %740, label %742

740:                                              ; preds = %136
  %741 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %738)
  br label %742

742:                                              ; preds = %136, %740
  %743 = phi contract float [ %741, %740 ], [ 0.000000e+00, %136 ]
  %744 = fmul contract float %727, %743
  %745 = fmul contract float %730, %743
  %746 = fmul contract float %733, %743
  %747 = zext nneg i32 %23 to i64
  %748 = sext i32 %5 to i64
  %749 = mul nsw i64 %748, %747
  %750 = sext i32 %18 to i64
  %751 = add nsw i64 %749, %750
  %752 = getelementptr inbounds nuw %struct.float4, ptr %7, i64 %751
  store float %704, ptr %752, align 16, !tbaa !20
  %753 = getelementptr inbounds nuw i8, ptr %752, i64 4
  store float %705, ptr %753, align 4, !tbaa !20
  %754 = getelementptr inbounds nuw i8, ptr %752, i64 8
  store float %706, ptr %754, align 8, !tbaa !20
  %755 = getelementptr inbounds nuw i8, ptr %752, i64 12
  store float %696, ptr %755, align 4, !tbaa !20
  %756 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %738) #8
  %757 = getelementptr inbounds nuw %struct.float4, ptr %8, i64 %751
  store float %744, ptr %757, align 16, !tbaa !20
  %758 = getelementptr inbounds nuw i8, ptr %757, i64 4
  store float %745, ptr %758, align 4, !tbaa !20
  %759 = getelementptr inbounds nuw i8, ptr %757, i64 8
  store float %746, ptr %759, align 8, !tbaa !20
  %760 = getelementptr inbounds nuw i8, ptr %757, i64 12
  store float %756, ptr %760, align 4, !tbaa !20
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  br label %761

761:                                              ; preds = %9, %25, %742
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_ZL10ders_basisIfEviT_PKS0_PS0_S3_(i32 noundef range(i32 3, 2147483647) %0, float noundef %1, ptr noundef readonly captures(none) %2, ptr noundef nonnull writeonly captures(none) %3, ptr noundef nonnull writeonly captures(none) %4) unnamed_addr #3 {
  %6 = alloca [4 x float], align 4
  %7 = alloca [4 x float], align 4
  %8 = alloca [4 x [4 x float]], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  store float 1.000000e+00, ptr %8, align 4, !tbaa !20
  %9 = add nuw nsw i32 %0, 1
  br label %10

10:                                               ; preds = %5, %27
  %11 = phi i32 [ 1, %5 ], [ %30, %27 ]
  %12 = sub nuw nsw i32 %9, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw float, ptr %2, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !20
  %16 = fsub contract float %1, %15
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw float, ptr %6, i64 %17
  store float %16, ptr %18, align 4, !tbaa !20
  %19 = add nuw nsw i32 %11, %0
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw float, ptr %2, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !20
  %23 = fsub contract float %22, %1
  %24 = getelementptr inbounds nuw float, ptr %7, i64 %17
  store float %23, ptr %24, align 4, !tbaa !20
  %25 = getelementptr inbounds nuw [4 x float], ptr %8, i64 %17
  %26 = getelementptr float, ptr %8, i64 %17
  br label %32

27:                                               ; preds = %32
  %28 = getelementptr inbounds nuw [4 x float], ptr %8, i64 %17
  %29 = getelementptr inbounds nuw float, ptr %28, i64 %17
  store float %54, ptr %29, align 4, !tbaa !20
  %30 = add nuw nsw i32 %11, 1
  %31 = icmp eq i32 %30, 4
  br i1 %31, label %59, label %10, !llvm.loop !47

32:                                               ; preds = %10, %32
  %33 = phi i32 [ 0, %10 ], [ %35, %32 ]
  %34 = phi float [ 0.000000e+00, %10 ], [ %54, %32 ]
  %35 = add nuw nsw i32 %33, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw float, ptr %7, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !20
  %39 = sub nuw nsw i32 %11, %33
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr %6, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !20
  %43 = fadd contract float %38, %42
  %44 = zext nneg i32 %33 to i64
  %45 = getelementptr inbounds nuw float, ptr %25, i64 %44
  store float %43, ptr %45, align 4, !tbaa !20
  %46 = getelementptr [4 x float], ptr %26, i64 %44
  %47 = getelementptr i8, ptr %46, i64 -4
  %48 = load float, ptr %47, align 4, !tbaa !20
  %49 = fcmp contract une float %43, 0.000000e+00
  %50 = fdiv contract float %48, %43
  %51 = select contract i1 %49, float %50, float 0.000000e+00
  %52 = fmul contract float %38, %51
  %53 = fadd contract float %34, %52
  store float %53, ptr %46, align 4, !tbaa !20
  %54 = fmul contract float %42, %51
  %55 = icmp eq i32 %35, %11
  br i1 %55, label %27, label %32, !llvm.loop !48

56:                                               ; preds = %59
  %57 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 48
  br label %69

59:                                               ; preds = %27, %59
  %60 = phi i32 [ %66, %59 ], [ 0, %27 ]
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw [4 x float], ptr %8, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 12
  %64 = load float, ptr %63, align 4, !tbaa !20
  %65 = getelementptr inbounds nuw float, ptr %3, i64 %61
  store float %64, ptr %65, align 4, !tbaa !20
  %66 = add nuw nsw i32 %60, 1
  %67 = icmp eq i32 %66, 4
  br i1 %67, label %56, label %59, !llvm.loop !49

68:                                               ; preds = %98
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  ret void

69:                                               ; preds = %56, %98
  %70 = phi i32 [ 0, %56 ], [ %103, %98 ]
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %84, label %72

72:                                               ; preds = %69
  %73 = add nsw i32 %70, -1
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw [4 x float], ptr %8, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %77 = load float, ptr %76, align 4, !tbaa !20
  %78 = getelementptr inbounds nuw float, ptr %57, i64 %74
  %79 = load float, ptr %78, align 4, !tbaa !20
  %80 = fcmp contract une float %79, 0.000000e+00
  %81 = fdiv contract float %77, %79
  %82 = fadd contract float %81, 0.000000e+00
  %83 = select i1 %80, float %82, float 0.000000e+00
  br label %84

84:                                               ; preds = %72, %69
  %85 = phi float [ %83, %72 ], [ 0.000000e+00, %69 ]
  %86 = icmp eq i32 %70, 3
  br i1 %86, label %98, label %87

87:                                               ; preds = %84
  %88 = zext nneg i32 %70 to i64
  %89 = getelementptr inbounds nuw [4 x float], ptr %8, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 8
  %91 = load float, ptr %90, align 4, !tbaa !20
  %92 = getelementptr inbounds nuw float, ptr %58, i64 %88
  %93 = load float, ptr %92, align 4, !tbaa !20
  %94 = fcmp contract une float %93, 0.000000e+00
  %95 = fdiv contract float %91, %93
  %96 = select contract i1 %94, float %95, float 0.000000e+00
  %97 = fsub contract float %85, %96
  br label %98

98:                                               ; preds = %87, %84
  %99 = phi float [ %97, %87 ], [ %85, %84 ]
  %100 = fmul contract float %99, 3.000000e+00
  %101 = zext nneg i32 %70 to i64
  %102 = getelementptr inbounds nuw float, ptr %4, i64 %101
  store float %100, ptr %102, align 4, !tbaa !20
  %103 = add nuw nsw i32 %70, 1
  %104 = icmp eq i32 %103, 4
  br i1 %104, label %68, label %69, !llvm.loop !50
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @_ZL10ders_basisIdEviT_PKS0_PS0_S3_(i32 noundef range(i32 3, 2147483647) %0, double noundef %1, ptr noundef readonly captures(none) %2, ptr noundef nonnull writeonly captures(none) %3, ptr noundef nonnull writeonly captures(none) %4) unnamed_addr #3 {
  %6 = alloca [4 x double], align 8
  %7 = alloca [4 x double], align 8
  %8 = alloca [4 x [4 x double]], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  store double 1.000000e+00, ptr %8, align 8, !tbaa !39
  %9 = add nuw nsw i32 %0, 1
  br label %10

10:                                               ; preds = %5, %27
  %11 = phi i32 [ 1, %5 ], [ %30, %27 ]
  %12 = sub nuw nsw i32 %9, %11
  %13 = zext nneg i32 %12 to i64
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !39
  %16 = fsub contract double %1, %15
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw double, ptr %6, i64 %17
  store double %16, ptr %18, align 8, !tbaa !39
  %19 = add nuw nsw i32 %11, %0
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds nuw double, ptr %2, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !39
  %23 = fsub contract double %22, %1
  %24 = getelementptr inbounds nuw double, ptr %7, i64 %17
  store double %23, ptr %24, align 8, !tbaa !39
  %25 = getelementptr inbounds nuw [4 x double], ptr %8, i64 %17
  %26 = getelementptr double, ptr %8, i64 %17
  br label %32

27:                                               ; preds = %32
  %28 = getelementptr inbounds nuw [4 x double], ptr %8, i64 %17
  %29 = getelementptr inbounds nuw double, ptr %28, i64 %17
  store double %54, ptr %29, align 8, !tbaa !39
  %30 = add nuw nsw i32 %11, 1
  %31 = icmp eq i32 %30, 4
  br i1 %31, label %59, label %10, !llvm.loop !51

32:                                               ; preds = %10, %32
  %33 = phi i32 [ 0, %10 ], [ %35, %32 ]
  %34 = phi double [ 0.000000e+00, %10 ], [ %54, %32 ]
  %35 = add nuw nsw i32 %33, 1
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw double, ptr %7, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !39
  %39 = sub nuw nsw i32 %11, %33
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw double, ptr %6, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !39
  %43 = fadd contract double %38, %42
  %44 = zext nneg i32 %33 to i64
  %45 = getelementptr inbounds nuw double, ptr %25, i64 %44
  store double %43, ptr %45, align 8, !tbaa !39
  %46 = getelementptr [4 x double], ptr %26, i64 %44
  %47 = getelementptr i8, ptr %46, i64 -8
  %48 = load double, ptr %47, align 8, !tbaa !39
  %49 = fcmp contract une double %43, 0.000000e+00
  %50 = fdiv contract double %48, %43
  %51 = select contract i1 %49, double %50, double 0.000000e+00
  %52 = fmul contract double %38, %51
  %53 = fadd contract double %34, %52
  store double %53, ptr %46, align 8, !tbaa !39
  %54 = fmul contract double %42, %51
  %55 = icmp eq i32 %35, %11
  br i1 %55, label %27, label %32, !llvm.loop !52

56:                                               ; preds = %59
  %57 = getelementptr inbounds nuw i8, ptr %8, i64 96
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 96
  br label %69

59:                                               ; preds = %27, %59
  %60 = phi i32 [ %66, %59 ], [ 0, %27 ]
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw [4 x double], ptr %8, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %64 = load double, ptr %63, align 8, !tbaa !39
  %65 = getelementptr inbounds nuw double, ptr %3, i64 %61
  store double %64, ptr %65, align 8, !tbaa !39
  %66 = add nuw nsw i32 %60, 1
  %67 = icmp eq i32 %66, 4
  br i1 %67, label %56, label %59, !llvm.loop !53

68:                                               ; preds = %98
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #8
  ret void

69:                                               ; preds = %56, %98
  %70 = phi i32 [ 0, %56 ], [ %103, %98 ]
  %71 = icmp eq i32 %70, 0
  br i1 %71, label %84, label %72

72:                                               ; preds = %69
  %73 = add nsw i32 %70, -1
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw [4 x double], ptr %8, i64 %74
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 16
  %77 = load double, ptr %76, align 8, !tbaa !39
  %78 = getelementptr inbounds nuw double, ptr %57, i64 %74
  %79 = load double, ptr %78, align 8, !tbaa !39
  %80 = fcmp contract une double %79, 0.000000e+00
  %81 = fdiv contract double %77, %79
  %82 = fadd contract double %81, 0.000000e+00
  %83 = select i1 %80, double %82, double 0.000000e+00
  br label %84

84:                                               ; preds = %72, %69
  %85 = phi double [ %83, %72 ], [ 0.000000e+00, %69 ]
  %86 = icmp eq i32 %70, 3
  br i1 %86, label %98, label %87

87:                                               ; preds = %84
  %88 = zext nneg i32 %70 to i64
  %89 = getelementptr inbounds nuw [4 x double], ptr %8, i64 %88
  %90 = getelementptr inbounds nuw i8, ptr %89, i64 16
  %91 = load double, ptr %90, align 8, !tbaa !39
  %92 = getelementptr inbounds nuw double, ptr %58, i64 %88
  %93 = load double, ptr %92, align 8, !tbaa !39
  %94 = fcmp contract une double %93, 0.000000e+00
  %95 = fdiv contract double %91, %93
  %96 = select contract i1 %94, double %95, double 0.000000e+00
  %97 = fsub contract double %85, %96
  br label %98

98:                                               ; preds = %87, %84
  %99 = phi double [ %97, %87 ], [ %85, %84 ]
  %100 = fmul contract double %99, 3.000000e+00
  %101 = zext nneg i32 %70 to i64
  %102 = getelementptr inbounds nuw double, ptr %4, i64 %101
  store double %100, ptr %102, align 8, !tbaa !39
  %103 = add nuw nsw i32 %70, 1
  %104 = icmp eq i32 %103, 4
  br i1 %104, label %68, label %69, !llvm.loop !54
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
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!23 = distinct !{!23, !24, !25}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = !{!12, !15, !17, !19}
!27 = !{!15, !17, !19}
!28 = !{!12, !15, !19}
!29 = !{!12, !15, !17}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 0"}
!32 = distinct !{!32, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !32, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 2"}
!37 = !{!38}
!38 = distinct !{!38, !32, !"_ZL10curve_evalId5dhom4EvPKT0_iPKT_iPS1_S7_: argument 3"}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !8, i64 0}
!41 = !{!31, !36, !38}
!42 = distinct !{!42, !24, !25}
!43 = !{!31, !34, !36, !38}
!44 = !{!34, !36, !38}
!45 = !{!31, !34, !38}
!46 = !{!31, !34, !36}
!47 = distinct !{!47, !24, !25}
!48 = distinct !{!48, !24, !25}
!49 = distinct !{!49, !24, !25}
!50 = distinct !{!50, !24, !25}
!51 = distinct !{!51, !24, !25}
!52 = distinct !{!52, !24, !25}
!53 = distinct !{!53, !24, !25}
!54 = distinct !{!54, !24, !25}
