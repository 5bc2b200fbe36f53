; ModuleID = 'src/kalman_batch.cu'
source_filename = "src/kalman_batch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.KalmanConsts = type { double, double, double }

@c_kf = dso_local addrspace(4) externally_initialized constant %struct.KalmanConsts zeroinitializer, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_kf to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @kalman_cv_f32(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %280

14:                                               ; preds = %7
  %15 = sext i32 %5 to i64
  %16 = sext i32 %12 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  %19 = getelementptr float, ptr %17, i64 %15
  %20 = load float, ptr %19, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  %21 = shl nsw i64 %15, 1
  %22 = getelementptr float, ptr %17, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  %24 = mul nsw i64 %15, 3
  %25 = getelementptr float, ptr %17, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  %27 = getelementptr float, ptr %1, i64 %16
  %28 = load float, ptr %27, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %29 = getelementptr float, ptr %27, i64 %15
  %30 = load float, ptr %29, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %31 = getelementptr float, ptr %27, i64 %21
  %32 = load float, ptr %31, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %33 = getelementptr float, ptr %27, i64 %24
  %34 = load float, ptr %33, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %35 = shl nsw i64 %15, 4
  %36 = getelementptr i8, ptr %27, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %38 = mul nsw i64 %15, 20
  %39 = getelementptr i8, ptr %27, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %41 = mul nsw i64 %15, 24
  %42 = getelementptr i8, ptr %27, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %44 = mul nsw i64 %15, 28
  %45 = getelementptr i8, ptr %27, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %47 = shl nsw i64 %15, 5
  %48 = getelementptr i8, ptr %27, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %50 = mul nsw i64 %15, 36
  %51 = getelementptr i8, ptr %27, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %53 = fmul contract float %6, %23
  %54 = fadd contract float %18, %53
  %55 = fmul contract float %6, %26
  %56 = fadd contract float %20, %55
  %57 = fmul contract float %6, %32
  %58 = fadd contract float %28, %57
  %59 = fmul contract float %6, %34
  %60 = fadd contract float %30, %59
  %61 = fmul contract float %6, %40
  %62 = fadd contract float %30, %61
  %63 = fmul contract float %6, %43
  %64 = fadd contract float %37, %63
  %65 = fmul contract float %6, %46
  %66 = fadd contract float %32, %65
  %67 = fmul contract float %6, %49
  %68 = fadd contract float %40, %67
  %69 = fadd contract float %34, %67
  %70 = fmul contract float %6, %52
  %71 = fadd contract float %43, %70
  %72 = fmul contract float %6, %66
  %73 = fadd contract float %58, %72
  %74 = fmul contract float %6, %69
  %75 = fadd contract float %62, %74
  %76 = fmul contract float %6, %68
  %77 = fadd contract float %60, %76
  %78 = fmul contract float %6, %71
  %79 = fadd contract float %64, %78
  %80 = load double, ptr addrspacecast (ptr addrspace(4) @c_kf to ptr), align 8, !tbaa !26, !noalias !29
  %81 = fptrunc contract double %80 to float
  %82 = fmul contract float %6, %6
  %83 = fmul contract float %6, %82
  %84 = fmul contract float %83, %81
  %85 = fdiv contract float %84, 3.000000e+00
  %86 = fmul contract float %82, %81
  %87 = fmul contract float %86, 5.000000e-01
  %88 = fmul contract float %6, %81
  %89 = fadd contract float %73, %85
  %90 = fadd contract float %79, %85
  %91 = fadd contract float %66, %87
  %92 = fadd contract float %71, %87
  %93 = fadd contract float %46, %88
  %94 = fadd contract float %52, %88
  %95 = getelementptr inbounds i32, ptr %3, i64 %16
  %96 = load i32, ptr %95, align 4, !tbaa !6, !alias.scope !18, !noalias !30
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %237, label %98

98:                                               ; preds = %14
  %99 = getelementptr inbounds float, ptr %2, i64 %16
  %100 = load float, ptr %99, align 4, !tbaa !22, !alias.scope !16, !noalias !31
  %101 = fsub contract float %100, %54
  %102 = getelementptr float, ptr %2, i64 %15
  %103 = getelementptr float, ptr %102, i64 %16
  %104 = load float, ptr %103, align 4, !tbaa !22, !alias.scope !16, !noalias !31
  %105 = fsub contract float %104, %56
  %106 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_kf to ptr), i64 8), align 8, !tbaa !32, !noalias !29
  %107 = fptrunc contract double %106 to float
  %108 = fadd contract float %89, %107
  %109 = fadd contract float %90, %107
  %110 = fmul contract float %108, %109
  %111 = fmul contract float %75, %75
  %112 = fsub contract float %110, %111
  %113 = fcmp contract ogt float %112, 0x39B4484C00000000
  br i1 %113, label %114, label %237

114:                                              ; preds = %98
  %115 = fdiv contract float 1.000000e+00, %112
  %116 = fmul contract float %109, %115
  %117 = fneg contract float %75
  %118 = fmul contract float %115, %117
  %119 = fmul contract float %108, %115
  %120 = fmul contract float %101, %116
  %121 = fmul contract float %105, %118
  %122 = fadd contract float %120, %121
  %123 = fmul contract float %101, %122
  %124 = fmul contract float %101, %118
  %125 = fmul contract float %105, %119
  %126 = fadd contract float %124, %125
  %127 = fmul contract float %105, %126
  %128 = fadd contract float %123, %127
  %129 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_kf to ptr), i64 16), align 8, !tbaa !33, !noalias !29
  %130 = fptrunc contract double %129 to float
  %131 = fcmp contract ugt float %128, %130
  br i1 %131, label %237, label %132

132:                                              ; preds = %114
  %133 = fmul contract float %89, %116
  %134 = fmul contract float %75, %118
  %135 = fadd contract float %133, %134
  %136 = fmul contract float %89, %118
  %137 = fmul contract float %75, %119
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %77, %116
  %140 = fmul contract float %90, %118
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %77, %118
  %143 = fmul contract float %90, %119
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %91, %116
  %146 = fmul contract float %68, %118
  %147 = fadd contract float %145, %146
  %148 = fmul contract float %91, %118
  %149 = fmul contract float %68, %119
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %69, %116
  %152 = fmul contract float %92, %118
  %153 = fadd contract float %151, %152
  %154 = fmul contract float %69, %118
  %155 = fmul contract float %92, %119
  %156 = fadd contract float %154, %155
  %157 = fmul contract float %101, %135
  %158 = fmul contract float %105, %138
  %159 = fadd contract float %157, %158
  %160 = fadd contract float %54, %159
  %161 = fmul contract float %101, %141
  %162 = fmul contract float %105, %144
  %163 = fadd contract float %161, %162
  %164 = fadd contract float %56, %163
  %165 = fmul contract float %101, %147
  %166 = fmul contract float %105, %150
  %167 = fadd contract float %165, %166
  %168 = fadd contract float %23, %167
  %169 = fmul contract float %101, %153
  %170 = fmul contract float %105, %156
  %171 = fadd contract float %169, %170
  %172 = fadd contract float %26, %171
  %173 = fmul contract float %89, %135
  %174 = fmul contract float %77, %138
  %175 = fadd contract float %173, %174
  %176 = fsub contract float %89, %175
  %177 = fmul contract float %75, %135
  %178 = fmul contract float %90, %138
  %179 = fadd contract float %177, %178
  %180 = fsub contract float %75, %179
  %181 = fmul contract float %91, %135
  %182 = fmul contract float %68, %138
  %183 = fadd contract float %181, %182
  %184 = fsub contract float %91, %183
  %185 = fmul contract float %69, %135
  %186 = fmul contract float %92, %138
  %187 = fadd contract float %185, %186
  %188 = fsub contract float %69, %187
  %189 = fmul contract float %89, %141
  %190 = fmul contract float %77, %144
  %191 = fadd contract float %189, %190
  %192 = fsub contract float %77, %191
  %193 = fmul contract float %75, %141
  %194 = fmul contract float %90, %144
  %195 = fadd contract float %193, %194
  %196 = fsub contract float %90, %195
  %197 = fmul contract float %91, %141
  %198 = fmul contract float %68, %144
  %199 = fadd contract float %197, %198
  %200 = fsub contract float %68, %199
  %201 = fmul contract float %69, %141
  %202 = fmul contract float %92, %144
  %203 = fadd contract float %201, %202
  %204 = fsub contract float %92, %203
  %205 = fmul contract float %89, %147
  %206 = fmul contract float %77, %150
  %207 = fadd contract float %205, %206
  %208 = fsub contract float %91, %207
  %209 = fmul contract float %75, %147
  %210 = fmul contract float %90, %150
  %211 = fadd contract float %209, %210
  %212 = fsub contract float %68, %211
  %213 = fmul contract float %91, %147
  %214 = fmul contract float %68, %150
  %215 = fadd contract float %213, %214
  %216 = fsub contract float %93, %215
  %217 = fmul contract float %69, %147
  %218 = fmul contract float %92, %150
  %219 = fadd contract float %217, %218
  %220 = fsub contract float %49, %219
  %221 = fmul contract float %89, %153
  %222 = fmul contract float %77, %156
  %223 = fadd contract float %221, %222
  %224 = fsub contract float %69, %223
  %225 = fmul contract float %75, %153
  %226 = fmul contract float %90, %156
  %227 = fadd contract float %225, %226
  %228 = fsub contract float %92, %227
  %229 = fmul contract float %91, %153
  %230 = fmul contract float %68, %156
  %231 = fadd contract float %229, %230
  %232 = fsub contract float %49, %231
  %233 = fmul contract float %69, %153
  %234 = fmul contract float %92, %156
  %235 = fadd contract float %233, %234
  %236 = fsub contract float %94, %235
  br label %237

237:                                              ; preds = %132, %114, %98, %14
  %238 = phi float [ %89, %14 ], [ %89, %114 ], [ %176, %132 ], [ %89, %98 ]
  %239 = phi float [ %75, %14 ], [ %75, %114 ], [ %180, %132 ], [ %75, %98 ]
  %240 = phi float [ %91, %14 ], [ %91, %114 ], [ %184, %132 ], [ %91, %98 ]
  %241 = phi float [ %69, %14 ], [ %69, %114 ], [ %188, %132 ], [ %69, %98 ]
  %242 = phi float [ %77, %14 ], [ %77, %114 ], [ %192, %132 ], [ %77, %98 ]
  %243 = phi float [ %90, %14 ], [ %90, %114 ], [ %196, %132 ], [ %90, %98 ]
  %244 = phi float [ %68, %14 ], [ %68, %114 ], [ %200, %132 ], [ %68, %98 ]
  %245 = phi float [ %92, %14 ], [ %92, %114 ], [ %204, %132 ], [ %92, %98 ]
  %246 = phi float [ %91, %14 ], [ %91, %114 ], [ %208, %132 ], [ %91, %98 ]
  %247 = phi float [ %68, %14 ], [ %68, %114 ], [ %212, %132 ], [ %68, %98 ]
  %248 = phi float [ %93, %14 ], [ %93, %114 ], [ %216, %132 ], [ %93, %98 ]
  %249 = phi float [ %49, %14 ], [ %49, %114 ], [ %220, %132 ], [ %49, %98 ]
  %250 = phi float [ %69, %14 ], [ %69, %114 ], [ %224, %132 ], [ %69, %98 ]
  %251 = phi float [ %92, %14 ], [ %92, %114 ], [ %228, %132 ], [ %92, %98 ]
  %252 = phi float [ %49, %14 ], [ %49, %114 ], [ %232, %132 ], [ %49, %98 ]
  %253 = phi float [ %94, %14 ], [ %94, %114 ], [ %236, %132 ], [ %94, %98 ]
  %254 = phi float [ %54, %14 ], [ %54, %114 ], [ %160, %132 ], [ %54, %98 ]
  %255 = phi float [ %56, %14 ], [ %56, %114 ], [ %164, %132 ], [ %56, %98 ]
  %256 = phi float [ %23, %14 ], [ %23, %114 ], [ %168, %132 ], [ %23, %98 ]
  %257 = phi float [ %26, %14 ], [ %26, %114 ], [ %172, %132 ], [ %26, %98 ]
  %258 = phi i32 [ 0, %14 ], [ 0, %114 ], [ 1, %132 ], [ 0, %98 ]
  store float %254, ptr %17, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  store float %255, ptr %19, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  store float %256, ptr %22, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  store float %257, ptr %25, align 4, !tbaa !22, !alias.scope !11, !noalias !24
  %259 = fadd contract float %238, %238
  %260 = fmul contract float %259, 5.000000e-01
  store float %260, ptr %27, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %261 = fadd contract float %239, %242
  %262 = fmul contract float %261, 5.000000e-01
  store float %262, ptr %29, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %263 = fadd contract float %240, %246
  %264 = fmul contract float %263, 5.000000e-01
  store float %264, ptr %31, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %265 = fadd contract float %241, %250
  %266 = fmul contract float %265, 5.000000e-01
  store float %266, ptr %33, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %267 = fadd contract float %243, %243
  %268 = fmul contract float %267, 5.000000e-01
  store float %268, ptr %36, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %269 = fadd contract float %244, %247
  %270 = fmul contract float %269, 5.000000e-01
  store float %270, ptr %39, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %271 = fadd contract float %245, %251
  %272 = fmul contract float %271, 5.000000e-01
  store float %272, ptr %42, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %273 = fadd contract float %248, %248
  %274 = fmul contract float %273, 5.000000e-01
  store float %274, ptr %45, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %275 = fadd contract float %249, %252
  %276 = fmul contract float %275, 5.000000e-01
  store float %276, ptr %48, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %277 = fadd contract float %253, %253
  %278 = fmul contract float %277, 5.000000e-01
  store float %278, ptr %51, align 4, !tbaa !22, !alias.scope !14, !noalias !25
  %279 = getelementptr inbounds i32, ptr %4, i64 %16
  store i32 %258, ptr %279, align 4, !tbaa !6, !alias.scope !20, !noalias !34
  br label %280

280:                                              ; preds = %7, %237
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @kalman_cv_f64(ptr noundef captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4, i32 noundef %5, double noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %277

14:                                               ; preds = %7
  %15 = sext i32 %5 to i64
  %16 = sext i32 %12 to i64
  %17 = getelementptr double, ptr %0, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  %19 = getelementptr double, ptr %17, i64 %15
  %20 = load double, ptr %19, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  %21 = shl nsw i64 %15, 1
  %22 = getelementptr double, ptr %17, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  %24 = mul nsw i64 %15, 3
  %25 = getelementptr double, ptr %17, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  %27 = getelementptr double, ptr %1, i64 %16
  %28 = load double, ptr %27, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %29 = getelementptr double, ptr %27, i64 %15
  %30 = load double, ptr %29, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %31 = getelementptr double, ptr %27, i64 %21
  %32 = load double, ptr %31, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %33 = getelementptr double, ptr %27, i64 %24
  %34 = load double, ptr %33, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %35 = shl nsw i64 %15, 5
  %36 = getelementptr i8, ptr %27, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %38 = mul nsw i64 %15, 40
  %39 = getelementptr i8, ptr %27, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %41 = mul nsw i64 %15, 48
  %42 = getelementptr i8, ptr %27, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %44 = mul nsw i64 %15, 56
  %45 = getelementptr i8, ptr %27, i64 %44
  %46 = load double, ptr %45, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %47 = shl nsw i64 %15, 6
  %48 = getelementptr i8, ptr %27, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %50 = mul nsw i64 %15, 72
  %51 = getelementptr i8, ptr %27, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %53 = fmul contract double %6, %23
  %54 = fadd contract double %18, %53
  %55 = fmul contract double %6, %26
  %56 = fadd contract double %20, %55
  %57 = fmul contract double %6, %32
  %58 = fadd contract double %28, %57
  %59 = fmul contract double %6, %34
  %60 = fadd contract double %30, %59
  %61 = fmul contract double %6, %40
  %62 = fadd contract double %30, %61
  %63 = fmul contract double %6, %43
  %64 = fadd contract double %37, %63
  %65 = fmul contract double %6, %46
  %66 = fadd contract double %32, %65
  %67 = fmul contract double %6, %49
  %68 = fadd contract double %40, %67
  %69 = fadd contract double %34, %67
  %70 = fmul contract double %6, %52
  %71 = fadd contract double %43, %70
  %72 = fmul contract double %6, %66
  %73 = fadd contract double %58, %72
  %74 = fmul contract double %6, %69
  %75 = fadd contract double %62, %74
  %76 = fmul contract double %6, %68
  %77 = fadd contract double %60, %76
  %78 = fmul contract double %6, %71
  %79 = fadd contract double %64, %78
  %80 = load double, ptr addrspacecast (ptr addrspace(4) @c_kf to ptr), align 8, !tbaa !26, !noalias !49
  %81 = fmul contract double %6, %6
  %82 = fmul contract double %6, %81
  %83 = fmul contract double %82, %80
  %84 = fdiv contract double %83, 3.000000e+00
  %85 = fmul contract double %81, %80
  %86 = fmul contract double %85, 5.000000e-01
  %87 = fmul contract double %6, %80
  %88 = fadd contract double %73, %84
  %89 = fadd contract double %84, %79
  %90 = fadd contract double %66, %86
  %91 = fadd contract double %71, %86
  %92 = fadd contract double %46, %87
  %93 = fadd contract double %52, %87
  %94 = getelementptr inbounds i32, ptr %3, i64 %16
  %95 = load i32, ptr %94, align 4, !tbaa !6, !alias.scope !42, !noalias !50
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %234, label %97

97:                                               ; preds = %14
  %98 = getelementptr inbounds double, ptr %2, i64 %16
  %99 = load double, ptr %98, align 8, !tbaa !46, !alias.scope !40, !noalias !51
  %100 = fsub contract double %99, %54
  %101 = getelementptr double, ptr %2, i64 %15
  %102 = getelementptr double, ptr %101, i64 %16
  %103 = load double, ptr %102, align 8, !tbaa !46, !alias.scope !40, !noalias !51
  %104 = fsub contract double %103, %56
  %105 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_kf to ptr), i64 8), align 8, !tbaa !32, !noalias !49
  %106 = fadd contract double %88, %105
  %107 = fadd contract double %89, %105
  %108 = fmul contract double %106, %107
  %109 = fmul contract double %75, %75
  %110 = fsub contract double %108, %109
  %111 = fcmp contract ogt double %110, 1.000000e-30
  br i1 %111, label %112, label %234

112:                                              ; preds = %97
  %113 = fdiv contract double 1.000000e+00, %110
  %114 = fmul contract double %107, %113
  %115 = fneg contract double %75
  %116 = fmul contract double %113, %115
  %117 = fmul contract double %106, %113
  %118 = fmul contract double %100, %114
  %119 = fmul contract double %104, %116
  %120 = fadd contract double %118, %119
  %121 = fmul contract double %100, %120
  %122 = fmul contract double %100, %116
  %123 = fmul contract double %104, %117
  %124 = fadd contract double %122, %123
  %125 = fmul contract double %104, %124
  %126 = fadd contract double %121, %125
  %127 = load double, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_kf to ptr), i64 16), align 8, !tbaa !33, !noalias !49
  %128 = fcmp contract ugt double %126, %127
  br i1 %128, label %234, label %129

129:                                              ; preds = %112
  %130 = fmul contract double %88, %114
  %131 = fmul contract double %75, %116
  %132 = fadd contract double %130, %131
  %133 = fmul contract double %88, %116
  %134 = fmul contract double %75, %117
  %135 = fadd contract double %133, %134
  %136 = fmul contract double %77, %114
  %137 = fmul contract double %89, %116
  %138 = fadd contract double %136, %137
  %139 = fmul contract double %77, %116
  %140 = fmul contract double %89, %117
  %141 = fadd contract double %139, %140
  %142 = fmul contract double %90, %114
  %143 = fmul contract double %68, %116
  %144 = fadd contract double %142, %143
  %145 = fmul contract double %90, %116
  %146 = fmul contract double %68, %117
  %147 = fadd contract double %145, %146
  %148 = fmul contract double %69, %114
  %149 = fmul contract double %91, %116
  %150 = fadd contract double %148, %149
  %151 = fmul contract double %69, %116
  %152 = fmul contract double %91, %117
  %153 = fadd contract double %151, %152
  %154 = fmul contract double %100, %132
  %155 = fmul contract double %104, %135
  %156 = fadd contract double %154, %155
  %157 = fadd contract double %54, %156
  %158 = fmul contract double %100, %138
  %159 = fmul contract double %104, %141
  %160 = fadd contract double %158, %159
  %161 = fadd contract double %56, %160
  %162 = fmul contract double %100, %144
  %163 = fmul contract double %104, %147
  %164 = fadd contract double %162, %163
  %165 = fadd contract double %23, %164
  %166 = fmul contract double %100, %150
  %167 = fmul contract double %104, %153
  %168 = fadd contract double %166, %167
  %169 = fadd contract double %26, %168
  %170 = fmul contract double %88, %132
  %171 = fmul contract double %77, %135
  %172 = fadd contract double %170, %171
  %173 = fsub contract double %88, %172
  %174 = fmul contract double %75, %132
  %175 = fmul contract double %89, %135
  %176 = fadd contract double %174, %175
  %177 = fsub contract double %75, %176
  %178 = fmul contract double %90, %132
  %179 = fmul contract double %68, %135
  %180 = fadd contract double %178, %179
  %181 = fsub contract double %90, %180
  %182 = fmul contract double %69, %132
  %183 = fmul contract double %91, %135
  %184 = fadd contract double %182, %183
  %185 = fsub contract double %69, %184
  %186 = fmul contract double %88, %138
  %187 = fmul contract double %77, %141
  %188 = fadd contract double %186, %187
  %189 = fsub contract double %77, %188
  %190 = fmul contract double %75, %138
  %191 = fmul contract double %89, %141
  %192 = fadd contract double %190, %191
  %193 = fsub contract double %89, %192
  %194 = fmul contract double %90, %138
  %195 = fmul contract double %68, %141
  %196 = fadd contract double %194, %195
  %197 = fsub contract double %68, %196
  %198 = fmul contract double %69, %138
  %199 = fmul contract double %91, %141
  %200 = fadd contract double %198, %199
  %201 = fsub contract double %91, %200
  %202 = fmul contract double %88, %144
  %203 = fmul contract double %77, %147
  %204 = fadd contract double %202, %203
  %205 = fsub contract double %90, %204
  %206 = fmul contract double %75, %144
  %207 = fmul contract double %89, %147
  %208 = fadd contract double %206, %207
  %209 = fsub contract double %68, %208
  %210 = fmul contract double %90, %144
  %211 = fmul contract double %68, %147
  %212 = fadd contract double %210, %211
  %213 = fsub contract double %92, %212
  %214 = fmul contract double %69, %144
  %215 = fmul contract double %91, %147
  %216 = fadd contract double %214, %215
  %217 = fsub contract double %49, %216
  %218 = fmul contract double %88, %150
  %219 = fmul contract double %77, %153
  %220 = fadd contract double %218, %219
  %221 = fsub contract double %69, %220
  %222 = fmul contract double %75, %150
  %223 = fmul contract double %89, %153
  %224 = fadd contract double %222, %223
  %225 = fsub contract double %91, %224
  %226 = fmul contract double %90, %150
  %227 = fmul contract double %68, %153
  %228 = fadd contract double %226, %227
  %229 = fsub contract double %49, %228
  %230 = fmul contract double %69, %150
  %231 = fmul contract double %91, %153
  %232 = fadd contract double %230, %231
  %233 = fsub contract double %93, %232
  br label %234

234:                                              ; preds = %129, %112, %97, %14
  %235 = phi double [ %88, %14 ], [ %88, %112 ], [ %173, %129 ], [ %88, %97 ]
  %236 = phi double [ %75, %14 ], [ %75, %112 ], [ %177, %129 ], [ %75, %97 ]
  %237 = phi double [ %90, %14 ], [ %90, %112 ], [ %181, %129 ], [ %90, %97 ]
  %238 = phi double [ %69, %14 ], [ %69, %112 ], [ %185, %129 ], [ %69, %97 ]
  %239 = phi double [ %77, %14 ], [ %77, %112 ], [ %189, %129 ], [ %77, %97 ]
  %240 = phi double [ %89, %14 ], [ %89, %112 ], [ %193, %129 ], [ %89, %97 ]
  %241 = phi double [ %68, %14 ], [ %68, %112 ], [ %197, %129 ], [ %68, %97 ]
  %242 = phi double [ %91, %14 ], [ %91, %112 ], [ %201, %129 ], [ %91, %97 ]
  %243 = phi double [ %90, %14 ], [ %90, %112 ], [ %205, %129 ], [ %90, %97 ]
  %244 = phi double [ %68, %14 ], [ %68, %112 ], [ %209, %129 ], [ %68, %97 ]
  %245 = phi double [ %92, %14 ], [ %92, %112 ], [ %213, %129 ], [ %92, %97 ]
  %246 = phi double [ %49, %14 ], [ %49, %112 ], [ %217, %129 ], [ %49, %97 ]
  %247 = phi double [ %69, %14 ], [ %69, %112 ], [ %221, %129 ], [ %69, %97 ]
  %248 = phi double [ %91, %14 ], [ %91, %112 ], [ %225, %129 ], [ %91, %97 ]
  %249 = phi double [ %49, %14 ], [ %49, %112 ], [ %229, %129 ], [ %49, %97 ]
  %250 = phi double [ %93, %14 ], [ %93, %112 ], [ %233, %129 ], [ %93, %97 ]
  %251 = phi double [ %54, %14 ], [ %54, %112 ], [ %157, %129 ], [ %54, %97 ]
  %252 = phi double [ %56, %14 ], [ %56, %112 ], [ %161, %129 ], [ %56, %97 ]
  %253 = phi double [ %23, %14 ], [ %23, %112 ], [ %165, %129 ], [ %23, %97 ]
  %254 = phi double [ %26, %14 ], [ %26, %112 ], [ %169, %129 ], [ %26, %97 ]
  %255 = phi i32 [ 0, %14 ], [ 0, %112 ], [ 1, %129 ], [ 0, %97 ]
  store double %251, ptr %17, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  store double %252, ptr %19, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  store double %253, ptr %22, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  store double %254, ptr %25, align 8, !tbaa !46, !alias.scope !35, !noalias !47
  %256 = fadd contract double %235, %235
  %257 = fmul contract double %256, 5.000000e-01
  store double %257, ptr %27, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %258 = fadd contract double %236, %239
  %259 = fmul contract double %258, 5.000000e-01
  store double %259, ptr %29, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %260 = fadd contract double %237, %243
  %261 = fmul contract double %260, 5.000000e-01
  store double %261, ptr %31, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %262 = fadd contract double %238, %247
  %263 = fmul contract double %262, 5.000000e-01
  store double %263, ptr %33, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %264 = fadd contract double %240, %240
  %265 = fmul contract double %264, 5.000000e-01
  store double %265, ptr %36, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %266 = fadd contract double %241, %244
  %267 = fmul contract double %266, 5.000000e-01
  store double %267, ptr %39, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %268 = fadd contract double %242, %248
  %269 = fmul contract double %268, 5.000000e-01
  store double %269, ptr %42, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %270 = fadd contract double %245, %245
  %271 = fmul contract double %270, 5.000000e-01
  store double %271, ptr %45, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %272 = fadd contract double %246, %249
  %273 = fmul contract double %272, 5.000000e-01
  store double %273, ptr %48, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %274 = fadd contract double %250, %250
  %275 = fmul contract double %274, 5.000000e-01
  store double %275, ptr %51, align 8, !tbaa !46, !alias.scope !38, !noalias !48
  %276 = getelementptr inbounds i32, ptr %4, i64 %16
  store i32 %255, ptr %276, align 4, !tbaa !6, !alias.scope !44, !noalias !52
  br label %277

277:                                              ; preds = %7, %234
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!12 = distinct !{!12, !13, !"_Z11kalman_stepIfEvPT_S1_PKS0_PKiPiiS0_: argument 0"}
!13 = distinct !{!13, !"_Z11kalman_stepIfEvPT_S1_PKS0_PKiPiiS0_"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z11kalman_stepIfEvPT_S1_PKS0_PKiPiiS0_: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_Z11kalman_stepIfEvPT_S1_PKS0_PKiPiiS0_: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_Z11kalman_stepIfEvPT_S1_PKS0_PKiPiiS0_: argument 3"}
!20 = !{!21}
!21 = distinct !{!21, !13, !"_Z11kalman_stepIfEvPT_S1_PKS0_PKiPiiS0_: argument 4"}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = !{!15, !17, !19, !21}
!25 = !{!12, !17, !19, !21}
!26 = !{!27, !28, i64 0}
!27 = !{!"_ZTS12KalmanConsts", !28, i64 0, !28, i64 8, !28, i64 16}
!28 = !{!"double", !8, i64 0}
!29 = !{!12, !15, !17, !19, !21}
!30 = !{!12, !15, !17, !21}
!31 = !{!12, !15, !19, !21}
!32 = !{!27, !28, i64 8}
!33 = !{!27, !28, i64 16}
!34 = !{!12, !15, !17, !19}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_Z11kalman_stepIdEvPT_S1_PKS0_PKiPiiS0_: argument 0"}
!37 = distinct !{!37, !"_Z11kalman_stepIdEvPT_S1_PKS0_PKiPiiS0_"}
!38 = !{!39}
!39 = distinct !{!39, !37, !"_Z11kalman_stepIdEvPT_S1_PKS0_PKiPiiS0_: argument 1"}
!40 = !{!41}
!41 = distinct !{!41, !37, !"_Z11kalman_stepIdEvPT_S1_PKS0_PKiPiiS0_: argument 2"}
!42 = !{!43}
!43 = distinct !{!43, !37, !"_Z11kalman_stepIdEvPT_S1_PKS0_PKiPiiS0_: argument 3"}
!44 = !{!45}
!45 = distinct !{!45, !37, !"_Z11kalman_stepIdEvPT_S1_PKS0_PKiPiiS0_: argument 4"}
!46 = !{!28, !28, i64 0}
!47 = !{!39, !41, !43, !45}
!48 = !{!36, !41, !43, !45}
!49 = !{!36, !39, !41, !43, !45}
!50 = !{!36, !39, !41, !45}
!51 = !{!36, !39, !43, !45}
!52 = !{!36, !39, !41, !43}
