; ModuleID = 'src/trisolve_rows.cu'
source_filename = "src/trisolve_rows.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @trsv_lu_batched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  %12 = icmp sgt i32 %3, 0
  %13 = and i1 %11, %12
  br i1 %13, label %17, label %234

14:                                               ; preds = %57
  %15 = add nuw i32 %3, 1
  %16 = mul i32 %4, %15
  br label %124

17:                                               ; preds = %5, %57
  %18 = phi i32 [ %60, %57 ], [ 0, %5 ]
  %19 = mul nsw i32 %18, %4
  %20 = add nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = icmp eq i32 %18, 0
  br i1 %24, label %57, label %25

25:                                               ; preds = %17
  %26 = mul nuw nsw i32 %18, %3
  %27 = and i32 %18, 3
  %28 = icmp samesign ult i32 %18, 4
  br i1 %28, label %33, label %29

29:                                               ; preds = %25
  %30 = and i32 %18, 2147483644
  br label %62

31:                                               ; preds = %62
  %32 = icmp eq i32 %27, 0
  br i1 %32, label %57, label %33

33:                                               ; preds = %31, %25
  %34 = phi i32 [ 0, %25 ], [ %121, %31 ]
  %35 = phi float [ %23, %25 ], [ %120, %31 ]
  %36 = icmp ne i32 %27, 0
  tail call void @llvm.assume(i1 %36)
  br label %37

37:                                               ; preds = %37, %33
  %38 = phi i32 [ %34, %33 ], [ %54, %37 ]
  %39 = phi float [ %35, %33 ], [ %53, %37 ]
  %40 = phi i32 [ 0, %33 ], [ %55, %37 ]
  %41 = add nuw nsw i32 %38, %26
  %42 = mul nsw i32 %41, %4
  %43 = add nsw i32 %42, %10
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = mul nsw i32 %38, %4
  %48 = add nsw i32 %47, %10
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fmul contract float %46, %51
  %53 = fsub contract float %39, %52
  %54 = add nuw nsw i32 %38, 1
  %55 = add i32 %40, 1
  %56 = icmp eq i32 %55, %27
  br i1 %56, label %57, label %37, !llvm.loop !13

57:                                               ; preds = %31, %37, %17
  %58 = phi float [ %23, %17 ], [ %120, %31 ], [ %53, %37 ]
  %59 = getelementptr inbounds float, ptr %2, i64 %21
  store float %58, ptr %59, align 4, !tbaa !11
  %60 = add nuw nsw i32 %18, 1
  %61 = icmp eq i32 %60, %3
  br i1 %61, label %14, label %17, !llvm.loop !15

62:                                               ; preds = %62, %29
  %63 = phi i32 [ 0, %29 ], [ %121, %62 ]
  %64 = phi float [ %23, %29 ], [ %120, %62 ]
  %65 = phi i32 [ 0, %29 ], [ %122, %62 ]
  %66 = add nuw nsw i32 %63, %26
  %67 = mul nsw i32 %66, %4
  %68 = add nsw i32 %67, %10
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = mul nsw i32 %63, %4
  %73 = add nsw i32 %72, %10
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr %2, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fmul contract float %71, %76
  %78 = fsub contract float %64, %77
  %79 = or disjoint i32 %63, 1
  %80 = add nuw nsw i32 %79, %26
  %81 = mul nsw i32 %80, %4
  %82 = add nsw i32 %81, %10
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = mul nsw i32 %79, %4
  %87 = add nsw i32 %86, %10
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr %2, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fmul contract float %85, %90
  %92 = fsub contract float %78, %91
  %93 = or disjoint i32 %63, 2
  %94 = add nuw nsw i32 %93, %26
  %95 = mul nsw i32 %94, %4
  %96 = add nsw i32 %95, %10
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = mul nsw i32 %93, %4
  %101 = add nsw i32 %100, %10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr %2, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fmul contract float %99, %104
  %106 = fsub contract float %92, %105
  %107 = or disjoint i32 %63, 3
  %108 = add nuw nsw i32 %107, %26
  %109 = mul nsw i32 %108, %4
  %110 = add nsw i32 %109, %10
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %0, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = mul nsw i32 %107, %4
  %115 = add nsw i32 %114, %10
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr %2, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = fmul contract float %113, %118
  %120 = fsub contract float %106, %119
  %121 = add nuw nsw i32 %63, 4
  %122 = add i32 %65, 4
  %123 = icmp eq i32 %122, %30
  br i1 %123, label %31, label %62, !llvm.loop !17

124:                                              ; preds = %14, %164
  %125 = phi i32 [ 0, %14 ], [ %173, %164 ]
  %126 = phi i32 [ %3, %14 ], [ %128, %164 ]
  %127 = add i32 %125, -1
  %128 = add nsw i32 %126, -1
  %129 = mul nsw i32 %128, %4
  %130 = add nsw i32 %129, %10
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %2, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = icmp slt i32 %126, %3
  br i1 %134, label %135, label %164

135:                                              ; preds = %124
  %136 = mul nsw i32 %128, %3
  %137 = and i32 %125, 3
  %138 = icmp eq i32 %137, 0
  br i1 %138, label %159, label %139

139:                                              ; preds = %135, %139
  %140 = phi i32 [ %156, %139 ], [ %126, %135 ]
  %141 = phi float [ %155, %139 ], [ %133, %135 ]
  %142 = phi i32 [ %157, %139 ], [ 0, %135 ]
  %143 = add nsw i32 %140, %136
  %144 = mul nsw i32 %143, %4
  %145 = add nsw i32 %144, %10
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %0, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = mul nsw i32 %140, %4
  %150 = add nsw i32 %149, %10
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %2, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = fmul contract float %148, %153
  %155 = fsub contract float %141, %154
  %156 = add nuw nsw i32 %140, 1
  %157 = add i32 %142, 1
  %158 = icmp eq i32 %157, %137
  br i1 %158, label %159, label %139, !llvm.loop !18

159:                                              ; preds = %139, %135
  %160 = phi float [ poison, %135 ], [ %155, %139 ]
  %161 = phi i32 [ %126, %135 ], [ %156, %139 ]
  %162 = phi float [ %133, %135 ], [ %155, %139 ]
  %163 = icmp ult i32 %127, 3
  br i1 %163, label %164, label %174

164:                                              ; preds = %159, %174, %124
  %165 = phi float [ %133, %124 ], [ %160, %159 ], [ %231, %174 ]
  %166 = mul i32 %16, %128
  %167 = add nsw i32 %166, %10
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds float, ptr %0, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !11
  %171 = fdiv contract float %165, %170
  store float %171, ptr %132, align 4, !tbaa !11
  %172 = icmp samesign ugt i32 %126, 1
  %173 = add i32 %125, 1
  br i1 %172, label %124, label %234, !llvm.loop !19

174:                                              ; preds = %159, %174
  %175 = phi i32 [ %232, %174 ], [ %161, %159 ]
  %176 = phi float [ %231, %174 ], [ %162, %159 ]
  %177 = add nsw i32 %175, %136
  %178 = mul nsw i32 %177, %4
  %179 = add nsw i32 %178, %10
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr %0, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = mul nsw i32 %175, %4
  %184 = add nsw i32 %183, %10
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr %2, i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = fmul contract float %182, %187
  %189 = fsub contract float %176, %188
  %190 = add nuw nsw i32 %175, 1
  %191 = add nsw i32 %190, %136
  %192 = mul nsw i32 %191, %4
  %193 = add nsw i32 %192, %10
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds float, ptr %0, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = mul nsw i32 %190, %4
  %198 = add nsw i32 %197, %10
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr %2, i64 %199
  %201 = load float, ptr %200, align 4, !tbaa !11
  %202 = fmul contract float %196, %201
  %203 = fsub contract float %189, %202
  %204 = add nuw nsw i32 %175, 2
  %205 = add nsw i32 %204, %136
  %206 = mul nsw i32 %205, %4
  %207 = add nsw i32 %206, %10
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds float, ptr %0, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !11
  %211 = mul nsw i32 %204, %4
  %212 = add nsw i32 %211, %10
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds float, ptr %2, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = fmul contract float %210, %215
  %217 = fsub contract float %203, %216
  %218 = add nuw nsw i32 %175, 3
  %219 = add nsw i32 %218, %136
  %220 = mul nsw i32 %219, %4
  %221 = add nsw i32 %220, %10
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr %0, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = mul nsw i32 %218, %4
  %226 = add nsw i32 %225, %10
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr %2, i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = fmul contract float %224, %229
  %231 = fsub contract float %217, %230
  %232 = add nuw nsw i32 %175, 4
  %233 = icmp eq i32 %232, %3
  br i1 %233, label %164, label %174, !llvm.loop !20

234:                                              ; preds = %164, %5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @trsm_lower_columns(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  %13 = icmp sgt i32 %2, 0
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %145

15:                                               ; preds = %6
  %16 = sext i32 %5 to i64
  %17 = sext i32 %11 to i64
  %18 = getelementptr double, ptr %1, i64 %17
  %19 = sext i32 %4 to i64
  br label %20

20:                                               ; preds = %15, %138
  %21 = phi i32 [ 0, %15 ], [ %143, %138 ]
  %22 = zext nneg i32 %21 to i64
  %23 = mul nsw i64 %22, %16
  %24 = getelementptr double, ptr %18, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !21
  %26 = mul nsw i64 %22, %19
  %27 = getelementptr inbounds nuw double, ptr %0, i64 %26
  %28 = icmp samesign ult i32 %21, 4
  br i1 %28, label %29, label %57

29:                                               ; preds = %57, %20
  %30 = phi double [ %25, %20 ], [ %95, %57 ]
  %31 = phi i32 [ 0, %20 ], [ %58, %57 ]
  %32 = icmp samesign ult i32 %31, %21
  br i1 %32, label %33, label %138

33:                                               ; preds = %29
  %34 = and i32 %21, 3
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %51, label %36

36:                                               ; preds = %33, %36
  %37 = phi i32 [ %48, %36 ], [ %31, %33 ]
  %38 = phi double [ %47, %36 ], [ %30, %33 ]
  %39 = phi i32 [ %49, %36 ], [ 0, %33 ]
  %40 = zext nneg i32 %37 to i64
  %41 = getelementptr inbounds nuw double, ptr %27, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !21
  %43 = mul nsw i64 %40, %16
  %44 = getelementptr double, ptr %18, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !21
  %46 = fmul contract double %42, %45
  %47 = fsub contract double %38, %46
  %48 = add nuw nsw i32 %37, 1
  %49 = add i32 %39, 1
  %50 = icmp eq i32 %49, %34
  br i1 %50, label %51, label %36, !llvm.loop !23

51:                                               ; preds = %36, %33
  %52 = phi double [ poison, %33 ], [ %47, %36 ]
  %53 = phi i32 [ %31, %33 ], [ %48, %36 ]
  %54 = phi double [ %30, %33 ], [ %47, %36 ]
  %55 = sub nsw i32 %31, %21
  %56 = icmp ugt i32 %55, -4
  br i1 %56, label %138, label %98

57:                                               ; preds = %20, %57
  %58 = phi i32 [ %96, %57 ], [ 4, %20 ]
  %59 = phi i32 [ %58, %57 ], [ 0, %20 ]
  %60 = phi double [ %95, %57 ], [ %25, %20 ]
  %61 = zext nneg i32 %59 to i64
  %62 = getelementptr inbounds nuw double, ptr %27, i64 %61
  %63 = load double, ptr %62, align 8, !tbaa !21
  %64 = mul nsw i64 %61, %16
  %65 = getelementptr double, ptr %18, i64 %64
  %66 = load double, ptr %65, align 8, !tbaa !21
  %67 = fmul contract double %63, %66
  %68 = fsub contract double %60, %67
  %69 = or disjoint i32 %59, 1
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw double, ptr %27, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !21
  %73 = mul nsw i64 %70, %16
  %74 = getelementptr double, ptr %18, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !21
  %76 = fmul contract double %72, %75
  %77 = fsub contract double %68, %76
  %78 = or disjoint i32 %59, 2
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds nuw double, ptr %27, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !21
  %82 = mul nsw i64 %79, %16
  %83 = getelementptr double, ptr %18, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !21
  %85 = fmul contract double %81, %84
  %86 = fsub contract double %77, %85
  %87 = or disjoint i32 %59, 3
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw double, ptr %27, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !21
  %91 = mul nsw i64 %88, %16
  %92 = getelementptr double, ptr %18, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !21
  %94 = fmul contract double %90, %93
  %95 = fsub contract double %86, %94
  %96 = add nuw nsw i32 %58, 4
  %97 = icmp samesign ugt i32 %96, %21
  br i1 %97, label %29, label %57, !llvm.loop !24

98:                                               ; preds = %51, %98
  %99 = phi i32 [ %136, %98 ], [ %53, %51 ]
  %100 = phi double [ %135, %98 ], [ %54, %51 ]
  %101 = zext nneg i32 %99 to i64
  %102 = getelementptr inbounds nuw double, ptr %27, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !21
  %104 = mul nsw i64 %101, %16
  %105 = getelementptr double, ptr %18, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !21
  %107 = fmul contract double %103, %106
  %108 = fsub contract double %100, %107
  %109 = add nuw nsw i32 %99, 1
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw double, ptr %27, i64 %110
  %112 = load double, ptr %111, align 8, !tbaa !21
  %113 = mul nsw i64 %110, %16
  %114 = getelementptr double, ptr %18, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !21
  %116 = fmul contract double %112, %115
  %117 = fsub contract double %108, %116
  %118 = add nuw nsw i32 %99, 2
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds nuw double, ptr %27, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !21
  %122 = mul nsw i64 %119, %16
  %123 = getelementptr double, ptr %18, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !21
  %125 = fmul contract double %121, %124
  %126 = fsub contract double %117, %125
  %127 = add nuw nsw i32 %99, 3
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw double, ptr %27, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !21
  %131 = mul nsw i64 %128, %16
  %132 = getelementptr double, ptr %18, i64 %131
  %133 = load double, ptr %132, align 8, !tbaa !21
  %134 = fmul contract double %130, %133
  %135 = fsub contract double %126, %134
  %136 = add nuw nsw i32 %99, 4
  %137 = icmp eq i32 %136, %21
  br i1 %137, label %138, label %98, !llvm.loop !25

138:                                              ; preds = %51, %98, %29
  %139 = phi double [ %30, %29 ], [ %52, %51 ], [ %135, %98 ]
  %140 = getelementptr inbounds nuw double, ptr %27, i64 %22
  %141 = load double, ptr %140, align 8, !tbaa !21
  %142 = fdiv contract double %139, %141
  store double %142, ptr %24, align 8, !tbaa !21
  %143 = add nuw nsw i32 %21, 1
  %144 = icmp eq i32 %143, %2
  br i1 %144, label %145, label %20, !llvm.loop !26

145:                                              ; preds = %138, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !16}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !8, i64 0}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !16}
!25 = distinct !{!25, !16}
!26 = distinct !{!26, !16}
