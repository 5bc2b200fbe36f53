; ModuleID = 'src/jacobi_eig3.cu'
source_filename = "src/jacobi_eig3.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11eig3_jacobiRA3_A3_fRS_S1_if(ptr noundef nonnull align 4 captures(none) dereferenceable(36) %0, ptr noundef nonnull align 4 captures(none) dereferenceable(12) %1, ptr noundef nonnull align 4 captures(none) dereferenceable(36) initializes((0, 36)) %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 {
  store float 1.000000e+00, ptr %2, align 4, !tbaa !11
  %6 = getelementptr inbounds nuw i8, ptr %2, i64 4
  store float 0.000000e+00, ptr %6, align 4, !tbaa !11
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store float 0.000000e+00, ptr %7, align 4, !tbaa !11
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 12
  store float 0.000000e+00, ptr %8, align 4, !tbaa !11
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store float 1.000000e+00, ptr %9, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %2, i64 20
  store float 0.000000e+00, ptr %10, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 24
  store float 0.000000e+00, ptr %11, align 4, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 28
  store float 0.000000e+00, ptr %12, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 32
  store float 1.000000e+00, ptr %13, align 4, !tbaa !11
  %14 = load float, ptr %0, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = fmul contract float %20, %20
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = fmul contract float %23, %23
  %25 = fadd contract float %21, %24
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = fmul contract float %27, %27
  %29 = fadd contract float %25, %28
  %30 = fmul contract float %14, %14
  %31 = fmul contract float %16, %16
  %32 = fadd contract float %30, %31
  %33 = fmul contract float %18, %18
  %34 = fadd contract float %32, %33
  %35 = fmul contract float %29, 2.000000e+00
  %36 = fadd contract float %34, %35
  %37 = fmul contract float %4, %4
  %38 = fmul contract float %37, %36
  %39 = icmp sgt i32 %3, 0
  br i1 %39, label %40, label %332

40:                                               ; preds = %5
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 32
  br label %57

57:                                               ; preds = %40, %327
  %58 = phi i32 [ 0, %40 ], [ %328, %327 ]
  %59 = load float, ptr %41, align 4, !tbaa !11
  %60 = fmul contract float %59, %59
  %61 = load float, ptr %43, align 4, !tbaa !11
  %62 = fmul contract float %61, %61
  %63 = fadd contract float %60, %62
  %64 = load float, ptr %46, align 4, !tbaa !11
  %65 = fmul contract float %64, %64
  %66 = fadd contract float %63, %65
  %67 = fcmp contract ogt float %66, %38
  br i1 %67, label %68, label %330

68:                                               ; preds = %57
  %69 = load float, ptr %41, align 4, !tbaa !11
  %70 = tail call noundef float @llvm.nvvm.fabs.f32(float %69)
  %71 = fcmp contract olt float %70, 0x39B4484C00000000
  %72 = load float, ptr %43, align 4, !tbaa !11
  br i1 %71, label %155, label %73

73:                                               ; preds = %68
  %74 = load float, ptr %15, align 4, !tbaa !11
  %75 = load float, ptr %0, align 4, !tbaa !11
  %76 = fsub contract float %74, %75
  %77 = fmul contract float %69, 2.000000e+00
  %78 = fdiv contract float %76, %77
  %79 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %78)
  %80 = tail call noundef float @llvm.nvvm.fabs.f32(float %78)
  %81 = fmul contract float %78, %78
  %82 = fadd contract float %81, 1.000000e+00
  %83 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %82) #7
  %84 = fadd contract float %83, %80
  %85 = fdiv contract float %79, %84
  %86 = fmul contract float %85, %85
  %87 = fadd contract float %86, 1.000000e+00
  %88 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %87)
  %89 = fmul contract float %88, %85
  %90 = fmul contract float %88, %75
  %91 = fmul contract float %89, %69
  %92 = fsub contract float %90, %91
  %93 = fmul contract float %89, %75
  %94 = fmul contract float %88, %69
  %95 = fadd contract float %93, %94
  %96 = load float, ptr %42, align 4, !tbaa !11
  %97 = fmul contract float %88, %96
  %98 = fmul contract float %89, %74
  %99 = fsub contract float %97, %98
  %100 = fmul contract float %89, %96
  %101 = fmul contract float %88, %74
  %102 = fadd contract float %100, %101
  %103 = load float, ptr %44, align 4, !tbaa !11
  %104 = load float, ptr %48, align 4, !tbaa !11
  %105 = fmul contract float %88, %103
  %106 = fmul contract float %89, %104
  %107 = fsub contract float %105, %106
  store float %107, ptr %44, align 4, !tbaa !11
  %108 = fmul contract float %89, %103
  %109 = fmul contract float %88, %104
  %110 = fadd contract float %108, %109
  store float %110, ptr %48, align 4, !tbaa !11
  %111 = fmul contract float %88, %92
  %112 = fmul contract float %89, %99
  %113 = fsub contract float %111, %112
  store float %113, ptr %0, align 4, !tbaa !11
  %114 = fmul contract float %89, %92
  %115 = fmul contract float %88, %99
  %116 = fadd contract float %114, %115
  store float %116, ptr %42, align 4, !tbaa !11
  %117 = fmul contract float %88, %95
  %118 = fmul contract float %89, %102
  %119 = fsub contract float %117, %118
  store float %119, ptr %41, align 4, !tbaa !11
  %120 = fmul contract float %89, %95
  %121 = fmul contract float %88, %102
  %122 = fadd contract float %120, %121
  store float %122, ptr %47, align 4, !tbaa !11
  %123 = load float, ptr %49, align 4, !tbaa !11
  %124 = fmul contract float %88, %72
  %125 = fmul contract float %89, %123
  %126 = fsub contract float %124, %125
  store float %126, ptr %43, align 4, !tbaa !11
  %127 = fmul contract float %89, %72
  %128 = fmul contract float %88, %123
  %129 = fadd contract float %127, %128
  store float %129, ptr %49, align 4, !tbaa !11
  %130 = load float, ptr %2, align 4, !tbaa !11
  %131 = load float, ptr %6, align 4, !tbaa !11
  %132 = fmul contract float %88, %130
  %133 = fmul contract float %89, %131
  %134 = fsub contract float %132, %133
  store float %134, ptr %2, align 4, !tbaa !11
  %135 = fmul contract float %89, %130
  %136 = fmul contract float %88, %131
  %137 = fadd contract float %135, %136
  store float %137, ptr %6, align 4, !tbaa !11
  %138 = load float, ptr %8, align 4, !tbaa !11
  %139 = load float, ptr %9, align 4, !tbaa !11
  %140 = fmul contract float %88, %138
  %141 = fmul contract float %89, %139
  %142 = fsub contract float %140, %141
  store float %142, ptr %8, align 4, !tbaa !11
  %143 = fmul contract float %89, %138
  %144 = fmul contract float %88, %139
  %145 = fadd contract float %143, %144
  store float %145, ptr %9, align 4, !tbaa !11
  %146 = load float, ptr %11, align 4, !tbaa !11
  %147 = load float, ptr %12, align 4, !tbaa !11
  %148 = fmul contract float %88, %146
  %149 = fmul contract float %89, %147
  %150 = fsub contract float %148, %149
  store float %150, ptr %11, align 4, !tbaa !11
  %151 = fmul contract float %89, %146
  %152 = fmul contract float %88, %147
  %153 = fadd contract float %151, %152
  store float %153, ptr %12, align 4, !tbaa !11
  %154 = load float, ptr %43, align 4, !tbaa !11
  br label %155

155:                                              ; preds = %73, %68
  %156 = phi float [ %154, %73 ], [ %72, %68 ]
  %157 = tail call noundef float @llvm.nvvm.fabs.f32(float %156)
  %158 = fcmp contract olt float %157, 0x39B4484C00000000
  br i1 %158, label %241, label %159

159:                                              ; preds = %155
  %160 = load float, ptr %17, align 4, !tbaa !11
  %161 = load float, ptr %0, align 4, !tbaa !11
  %162 = fsub contract float %160, %161
  %163 = fmul contract float %156, 2.000000e+00
  %164 = fdiv contract float %162, %163
  %165 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %164)
  %166 = tail call noundef float @llvm.nvvm.fabs.f32(float %164)
  %167 = fmul contract float %164, %164
  %168 = fadd contract float %167, 1.000000e+00
  %169 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %168) #7
  %170 = fadd contract float %169, %166
  %171 = fdiv contract float %165, %170
  %172 = fmul contract float %171, %171
  %173 = fadd contract float %172, 1.000000e+00
  %174 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %173)
  %175 = fmul contract float %174, %171
  %176 = fmul contract float %174, %161
  %177 = fmul contract float %175, %156
  %178 = fsub contract float %176, %177
  %179 = fmul contract float %175, %161
  %180 = fmul contract float %174, %156
  %181 = fadd contract float %179, %180
  %182 = load float, ptr %42, align 4, !tbaa !11
  %183 = load float, ptr %50, align 4, !tbaa !11
  %184 = fmul contract float %174, %182
  %185 = fmul contract float %175, %183
  %186 = fsub contract float %184, %185
  store float %186, ptr %42, align 4, !tbaa !11
  %187 = fmul contract float %175, %182
  %188 = fmul contract float %174, %183
  %189 = fadd contract float %187, %188
  store float %189, ptr %50, align 4, !tbaa !11
  %190 = load float, ptr %44, align 4, !tbaa !11
  %191 = fmul contract float %174, %190
  %192 = fmul contract float %175, %160
  %193 = fsub contract float %191, %192
  %194 = fmul contract float %175, %190
  %195 = fmul contract float %174, %160
  %196 = fadd contract float %194, %195
  %197 = fmul contract float %174, %178
  %198 = fmul contract float %175, %193
  %199 = fsub contract float %197, %198
  store float %199, ptr %0, align 4, !tbaa !11
  %200 = fmul contract float %175, %178
  %201 = fmul contract float %174, %193
  %202 = fadd contract float %200, %201
  store float %202, ptr %44, align 4, !tbaa !11
  %203 = load float, ptr %41, align 4, !tbaa !11
  %204 = load float, ptr %52, align 4, !tbaa !11
  %205 = fmul contract float %174, %203
  %206 = fmul contract float %175, %204
  %207 = fsub contract float %205, %206
  store float %207, ptr %41, align 4, !tbaa !11
  %208 = fmul contract float %175, %203
  %209 = fmul contract float %174, %204
  %210 = fadd contract float %208, %209
  store float %210, ptr %52, align 4, !tbaa !11
  %211 = fmul contract float %174, %181
  %212 = fmul contract float %175, %196
  %213 = fsub contract float %211, %212
  store float %213, ptr %43, align 4, !tbaa !11
  %214 = fmul contract float %175, %181
  %215 = fmul contract float %174, %196
  %216 = fadd contract float %214, %215
  store float %216, ptr %51, align 4, !tbaa !11
  %217 = load float, ptr %2, align 4, !tbaa !11
  %218 = load float, ptr %7, align 4, !tbaa !11
  %219 = fmul contract float %174, %217
  %220 = fmul contract float %175, %218
  %221 = fsub contract float %219, %220
  store float %221, ptr %2, align 4, !tbaa !11
  %222 = fmul contract float %175, %217
  %223 = fmul contract float %174, %218
  %224 = fadd contract float %222, %223
  store float %224, ptr %7, align 4, !tbaa !11
  %225 = load float, ptr %8, align 4, !tbaa !11
  %226 = load float, ptr %10, align 4, !tbaa !11
  %227 = fmul contract float %174, %225
  %228 = fmul contract float %175, %226
  %229 = fsub contract float %227, %228
  store float %229, ptr %8, align 4, !tbaa !11
  %230 = fmul contract float %175, %225
  %231 = fmul contract float %174, %226
  %232 = fadd contract float %230, %231
  store float %232, ptr %10, align 4, !tbaa !11
  %233 = load float, ptr %11, align 4, !tbaa !11
  %234 = load float, ptr %13, align 4, !tbaa !11
  %235 = fmul contract float %174, %233
  %236 = fmul contract float %175, %234
  %237 = fsub contract float %235, %236
  store float %237, ptr %11, align 4, !tbaa !11
  %238 = fmul contract float %175, %233
  %239 = fmul contract float %174, %234
  %240 = fadd contract float %238, %239
  store float %240, ptr %13, align 4, !tbaa !11
  br label %241

241:                                              ; preds = %159, %155
  %242 = load float, ptr %45, align 4, !tbaa !11
  %243 = tail call noundef float @llvm.nvvm.fabs.f32(float %242)
  %244 = fcmp contract olt float %243, 0x39B4484C00000000
  br i1 %244, label %327, label %245

245:                                              ; preds = %241
  %246 = load float, ptr %17, align 4, !tbaa !11
  %247 = load float, ptr %15, align 4, !tbaa !11
  %248 = fsub contract float %246, %247
  %249 = fmul contract float %242, 2.000000e+00
  %250 = fdiv contract float %248, %249
  %251 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %250)
  %252 = tail call noundef float @llvm.nvvm.fabs.f32(float %250)
  %253 = fmul contract float %250, %250
  %254 = fadd contract float %253, 1.000000e+00
  %255 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %254) #7
  %256 = fadd contract float %255, %252
  %257 = fdiv contract float %251, %256
  %258 = fmul contract float %257, %257
  %259 = fadd contract float %258, 1.000000e+00
  %260 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %259)
  %261 = fmul contract float %260, %257
  %262 = load float, ptr %41, align 4, !tbaa !11
  %263 = load float, ptr %43, align 4, !tbaa !11
  %264 = fmul contract float %260, %262
  %265 = fmul contract float %261, %263
  %266 = fsub contract float %264, %265
  store float %266, ptr %41, align 4, !tbaa !11
  %267 = fmul contract float %261, %262
  %268 = fmul contract float %260, %263
  %269 = fadd contract float %267, %268
  store float %269, ptr %43, align 4, !tbaa !11
  %270 = fmul contract float %260, %247
  %271 = fmul contract float %261, %242
  %272 = fsub contract float %270, %271
  %273 = fmul contract float %261, %247
  %274 = fmul contract float %260, %242
  %275 = fadd contract float %273, %274
  %276 = load float, ptr %55, align 4, !tbaa !11
  %277 = fmul contract float %260, %276
  %278 = fmul contract float %261, %246
  %279 = fsub contract float %277, %278
  %280 = fmul contract float %261, %276
  %281 = fmul contract float %260, %246
  %282 = fadd contract float %280, %281
  %283 = load float, ptr %42, align 4, !tbaa !11
  %284 = load float, ptr %44, align 4, !tbaa !11
  %285 = fmul contract float %260, %283
  %286 = fmul contract float %261, %284
  %287 = fsub contract float %285, %286
  store float %287, ptr %42, align 4, !tbaa !11
  %288 = fmul contract float %261, %283
  %289 = fmul contract float %260, %284
  %290 = fadd contract float %288, %289
  store float %290, ptr %44, align 4, !tbaa !11
  %291 = fmul contract float %260, %272
  %292 = fmul contract float %261, %279
  %293 = fsub contract float %291, %292
  store float %293, ptr %53, align 4, !tbaa !11
  %294 = fmul contract float %261, %272
  %295 = fmul contract float %260, %279
  %296 = fadd contract float %294, %295
  store float %296, ptr %55, align 4, !tbaa !11
  %297 = fmul contract float %260, %275
  %298 = fmul contract float %261, %282
  %299 = fsub contract float %297, %298
  store float %299, ptr %54, align 4, !tbaa !11
  %300 = fmul contract float %261, %275
  %301 = fmul contract float %260, %282
  %302 = fadd contract float %300, %301
  store float %302, ptr %56, align 4, !tbaa !11
  %303 = load float, ptr %6, align 4, !tbaa !11
  %304 = load float, ptr %7, align 4, !tbaa !11
  %305 = fmul contract float %260, %303
  %306 = fmul contract float %261, %304
  %307 = fsub contract float %305, %306
  store float %307, ptr %6, align 4, !tbaa !11
  %308 = fmul contract float %261, %303
  %309 = fmul contract float %260, %304
  %310 = fadd contract float %308, %309
  store float %310, ptr %7, align 4, !tbaa !11
  %311 = load float, ptr %9, align 4, !tbaa !11
  %312 = load float, ptr %10, align 4, !tbaa !11
  %313 = fmul contract float %260, %311
  %314 = fmul contract float %261, %312
  %315 = fsub contract float %313, %314
  store float %315, ptr %9, align 4, !tbaa !11
  %316 = fmul contract float %261, %311
  %317 = fmul contract float %260, %312
  %318 = fadd contract float %316, %317
  store float %318, ptr %10, align 4, !tbaa !11
  %319 = load float, ptr %12, align 4, !tbaa !11
  %320 = load float, ptr %13, align 4, !tbaa !11
  %321 = fmul contract float %260, %319
  %322 = fmul contract float %261, %320
  %323 = fsub contract float %321, %322
  store float %323, ptr %12, align 4, !tbaa !11
  %324 = fmul contract float %261, %319
  %325 = fmul contract float %260, %320
  %326 = fadd contract float %324, %325
  store float %326, ptr %13, align 4, !tbaa !11
  br label %327

327:                                              ; preds = %245, %241
  %328 = add nuw nsw i32 %58, 1
  %329 = icmp eq i32 %328, %3
  br i1 %329, label %330, label %57, !llvm.loop !13

330:                                              ; preds = %57, %327
  %331 = load float, ptr %0, align 4, !tbaa !11
  br label %332

332:                                              ; preds = %330, %5
  %333 = phi float [ %331, %330 ], [ %14, %5 ]
  store float %333, ptr %1, align 4, !tbaa !11
  %334 = load float, ptr %15, align 4, !tbaa !11
  %335 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store float %334, ptr %335, align 4, !tbaa !11
  %336 = load float, ptr %17, align 4, !tbaa !11
  %337 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store float %336, ptr %337, align 4, !tbaa !11
  %338 = fcmp contract ogt float %334, %333
  br i1 %338, label %347, label %354

339:                                              ; preds = %365
  store float %366, ptr %335, align 4, !tbaa !11
  store float %367, ptr %337, align 4, !tbaa !11
  %340 = load float, ptr %6, align 4, !tbaa !11
  %341 = load float, ptr %7, align 4, !tbaa !11
  store float %341, ptr %6, align 4, !tbaa !11
  store float %340, ptr %7, align 4, !tbaa !11
  %342 = load float, ptr %9, align 4, !tbaa !11
  %343 = load float, ptr %10, align 4, !tbaa !11
  store float %343, ptr %9, align 4, !tbaa !11
  store float %342, ptr %10, align 4, !tbaa !11
  %344 = load float, ptr %12, align 4, !tbaa !11
  %345 = load float, ptr %13, align 4, !tbaa !11
  store float %345, ptr %12, align 4, !tbaa !11
  store float %344, ptr %13, align 4, !tbaa !11
  br label %346

346:                                              ; preds = %339, %365
  ret void

347:                                              ; preds = %332
  store float %334, ptr %1, align 4, !tbaa !11
  store float %333, ptr %335, align 4, !tbaa !11
  %348 = load float, ptr %2, align 4, !tbaa !11
  %349 = load float, ptr %6, align 4, !tbaa !11
  store float %349, ptr %2, align 4, !tbaa !11
  store float %348, ptr %6, align 4, !tbaa !11
  %350 = load float, ptr %8, align 4, !tbaa !11
  %351 = load float, ptr %9, align 4, !tbaa !11
  store float %351, ptr %8, align 4, !tbaa !11
  store float %350, ptr %9, align 4, !tbaa !11
  %352 = load float, ptr %11, align 4, !tbaa !11
  %353 = load float, ptr %12, align 4, !tbaa !11
  store float %353, ptr %11, align 4, !tbaa !11
  store float %352, ptr %12, align 4, !tbaa !11
  br label %354

354:                                              ; preds = %332, %347
  %355 = load float, ptr %337, align 4, !tbaa !11
  %356 = load float, ptr %1, align 4, !tbaa !11
  %357 = fcmp contract ogt float %355, %356
  br i1 %357, label %358, label %365

358:                                              ; preds = %354
  store float %355, ptr %1, align 4, !tbaa !11
  store float %356, ptr %337, align 4, !tbaa !11
  %359 = load float, ptr %2, align 4, !tbaa !11
  %360 = load float, ptr %7, align 4, !tbaa !11
  store float %360, ptr %2, align 4, !tbaa !11
  store float %359, ptr %7, align 4, !tbaa !11
  %361 = load float, ptr %8, align 4, !tbaa !11
  %362 = load float, ptr %10, align 4, !tbaa !11
  store float %362, ptr %8, align 4, !tbaa !11
  store float %361, ptr %10, align 4, !tbaa !11
  %363 = load float, ptr %11, align 4, !tbaa !11
  %364 = load float, ptr %13, align 4, !tbaa !11
  store float %364, ptr %11, align 4, !tbaa !11
  store float %363, ptr %13, align 4, !tbaa !11
  br label %365

365:                                              ; preds = %358, %354
  %366 = load float, ptr %337, align 4, !tbaa !11
  %367 = load float, ptr %335, align 4, !tbaa !11
  %368 = fcmp contract ogt float %366, %367
  br i1 %368, label %339, label %346
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @eig3_sym_batch(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = alloca [3 x [3 x float]], align 4
  %7 = alloca [3 x float], align 4
  %8 = alloca [3 x [3 x float]], align 4
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %76

15:                                               ; preds = %5
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %17 = tail call i32 @llvm.umin.i32(i32 %16, i32 16)
  %18 = sext i32 %13 to i64
  %19 = mul nsw i64 %18, 24
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 %19
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #7
  %21 = load float, ptr %20, align 4, !tbaa !11
  store float %21, ptr %6, align 4, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %23 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !11
  store float %24, ptr %22, align 4, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %26 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %27 = load float, ptr %26, align 4, !tbaa !11
  store float %27, ptr %25, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store float %24, ptr %28, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %30 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !11
  store float %31, ptr %29, align 4, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %33 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %34 = load float, ptr %33, align 4, !tbaa !11
  store float %34, ptr %32, align 4, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 24
  store float %27, ptr %35, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 28
  store float %34, ptr %36, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %38 = getelementptr inbounds nuw i8, ptr %20, i64 20
  %39 = load float, ptr %38, align 4, !tbaa !11
  store float %39, ptr %37, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7
  call void @_Z11eig3_jacobiRA3_A3_fRS_S1_if(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(12) %7, ptr noundef nonnull align 4 dereferenceable(36) %8, i32 noundef %17, float noundef 0x3E7AD7F2A0000000) #7
  %40 = mul nsw i64 %18, 12
  %41 = getelementptr i8, ptr %1, i64 %40
  %42 = load float, ptr %7, align 4, !tbaa !11
  store float %42, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr i8, ptr %41, i64 4
  store float %44, ptr %45, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = getelementptr i8, ptr %41, i64 8
  store float %47, ptr %48, align 4, !tbaa !11
  %49 = mul nsw i64 %18, 36
  %50 = getelementptr i8, ptr %2, i64 %49
  %51 = load float, ptr %8, align 4, !tbaa !11
  store float %51, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = getelementptr i8, ptr %50, i64 4
  store float %53, ptr %54, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = getelementptr i8, ptr %50, i64 8
  store float %56, ptr %57, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %59 = getelementptr i8, ptr %50, i64 12
  %60 = load float, ptr %58, align 4, !tbaa !11
  store float %60, ptr %59, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = getelementptr i8, ptr %50, i64 16
  store float %62, ptr %63, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = getelementptr i8, ptr %50, i64 20
  store float %65, ptr %66, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %68 = getelementptr i8, ptr %50, i64 24
  %69 = load float, ptr %67, align 4, !tbaa !11
  store float %69, ptr %68, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %8, i64 28
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = getelementptr i8, ptr %50, i64 28
  store float %71, ptr %72, align 4, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = getelementptr i8, ptr %50, i64 32
  store float %74, ptr %75, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #7
  br label %76

76:                                               ; preds = %5, %15
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @eig4_sym_batch(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %888

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = mul nsw i64 %13, 40
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %15, i64 28
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %15, i64 36
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = fmul contract float %18, %18
  %36 = fmul contract float %20, %20
  %37 = fadd contract float %35, %36
  %38 = fmul contract float %22, %22
  %39 = fadd contract float %37, %38
  %40 = fmul contract float %26, %26
  %41 = fadd contract float %39, %40
  %42 = fmul contract float %28, %28
  %43 = fadd contract float %41, %42
  %44 = fmul contract float %32, %32
  %45 = fadd contract float %43, %44
  %46 = fmul contract float %16, %16
  %47 = fmul contract float %24, %24
  %48 = fadd contract float %46, %47
  %49 = fmul contract float %30, %30
  %50 = fadd contract float %48, %49
  %51 = fmul contract float %34, %34
  %52 = fadd contract float %50, %51
  %53 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %54 = tail call i32 @llvm.umin.i32(i32 %53, i32 16)
  %55 = fmul contract float %45, 2.000000e+00
  %56 = fadd contract float %52, %55
  %57 = fmul contract float %56, 0x3D06849B80000000
  br label %58

58:                                               ; preds = %12, %744
  %59 = phi float [ %34, %12 ], [ %745, %744 ]
  %60 = phi float [ %32, %12 ], [ %746, %744 ]
  %61 = phi float [ %28, %12 ], [ %747, %744 ]
  %62 = phi float [ %22, %12 ], [ %748, %744 ]
  %63 = phi float [ %32, %12 ], [ %749, %744 ]
  %64 = phi float [ %30, %12 ], [ %750, %744 ]
  %65 = phi float [ %26, %12 ], [ %751, %744 ]
  %66 = phi float [ %20, %12 ], [ %752, %744 ]
  %67 = phi float [ %28, %12 ], [ %753, %744 ]
  %68 = phi float [ %26, %12 ], [ %754, %744 ]
  %69 = phi float [ %24, %12 ], [ %643, %744 ]
  %70 = phi float [ %18, %12 ], [ %644, %744 ]
  %71 = phi float [ %22, %12 ], [ %755, %744 ]
  %72 = phi float [ %20, %12 ], [ %756, %744 ]
  %73 = phi float [ %18, %12 ], [ %646, %744 ]
  %74 = phi float [ %16, %12 ], [ %426, %744 ]
  %75 = phi float [ 1.000000e+00, %12 ], [ %757, %744 ]
  %76 = phi float [ 0.000000e+00, %12 ], [ %758, %744 ]
  %77 = phi float [ 0.000000e+00, %12 ], [ %648, %744 ]
  %78 = phi float [ 0.000000e+00, %12 ], [ %428, %744 ]
  %79 = phi float [ 0.000000e+00, %12 ], [ %759, %744 ]
  %80 = phi float [ 1.000000e+00, %12 ], [ %760, %744 ]
  %81 = phi float [ 0.000000e+00, %12 ], [ %650, %744 ]
  %82 = phi float [ 0.000000e+00, %12 ], [ %430, %744 ]
  %83 = phi float [ 0.000000e+00, %12 ], [ %761, %744 ]
  %84 = phi float [ 0.000000e+00, %12 ], [ %762, %744 ]
  %85 = phi float [ 1.000000e+00, %12 ], [ %652, %744 ]
  %86 = phi float [ 0.000000e+00, %12 ], [ %432, %744 ]
  %87 = phi float [ 0.000000e+00, %12 ], [ %763, %744 ]
  %88 = phi float [ 0.000000e+00, %12 ], [ %764, %744 ]
  %89 = phi float [ 0.000000e+00, %12 ], [ %654, %744 ]
  %90 = phi float [ 1.000000e+00, %12 ], [ %434, %744 ]
  %91 = phi i32 [ 0, %12 ], [ %765, %744 ]
  %92 = fmul contract float %73, %73
  %93 = fmul contract float %72, %72
  %94 = fadd contract float %92, %93
  %95 = fmul contract float %71, %71
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %68, %68
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %67, %67
  %100 = fadd contract float %98, %99
  %101 = fmul contract float %63, %63
  %102 = fadd contract float %100, %101
  %103 = fcmp contract ogt float %102, %57
  br i1 %103, label %104, label %827

104:                                              ; preds = %58
  %105 = tail call noundef float @llvm.nvvm.fabs.f32(float %73)
  %106 = fcmp contract olt float %105, 0x39B4484C00000000
  br i1 %106, label %194, label %107

107:                                              ; preds = %104
  %108 = fsub contract float %69, %74
  %109 = fmul contract float %73, 2.000000e+00
  %110 = fdiv contract float %108, %109
  %111 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %110)
  %112 = tail call noundef float @llvm.nvvm.fabs.f32(float %110)
  %113 = fmul contract float %110, %110
  %114 = fadd contract float %113, 1.000000e+00
  %115 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %114) #7
  %116 = fadd contract float %115, %112
  %117 = fdiv contract float %111, %116
  %118 = fmul contract float %117, %117
  %119 = fadd contract float %118, 1.000000e+00
  %120 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %119)
  %121 = fmul contract float %120, %117
  %122 = fmul contract float %120, %74
  %123 = fmul contract float %121, %73
  %124 = fsub contract float %122, %123
  %125 = fmul contract float %121, %74
  %126 = fmul contract float %120, %73
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %120, %70
  %129 = fmul contract float %121, %69
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %121, %70
  %132 = fmul contract float %120, %69
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %120, %66
  %135 = fmul contract float %121, %65
  %136 = fsub contract float %134, %135
  %137 = fmul contract float %121, %66
  %138 = fmul contract float %120, %65
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %120, %62
  %141 = fmul contract float %121, %61
  %142 = fsub contract float %140, %141
  %143 = fmul contract float %121, %62
  %144 = fmul contract float %120, %61
  %145 = fadd contract float %143, %144
  %146 = fmul contract float %120, %124
  %147 = fmul contract float %121, %130
  %148 = fsub contract float %146, %147
  %149 = fmul contract float %121, %124
  %150 = fmul contract float %120, %130
  %151 = fadd contract float %149, %150
  %152 = fmul contract float %120, %127
  %153 = fmul contract float %121, %133
  %154 = fsub contract float %152, %153
  %155 = fmul contract float %121, %127
  %156 = fmul contract float %120, %133
  %157 = fadd contract float %155, %156
  %158 = fmul contract float %120, %72
  %159 = fmul contract float %121, %68
  %160 = fsub contract float %158, %159
  %161 = fmul contract float %121, %72
  %162 = fmul contract float %120, %68
  %163 = fadd contract float %161, %162
  %164 = fmul contract float %120, %71
  %165 = fmul contract float %121, %67
  %166 = fsub contract float %164, %165
  %167 = fmul contract float %121, %71
  %168 = fmul contract float %120, %67
  %169 = fadd contract float %167, %168
  %170 = fmul contract float %120, %90
  %171 = fmul contract float %121, %89
  %172 = fsub contract float %170, %171
  %173 = fmul contract float %121, %90
  %174 = fmul contract float %120, %89
  %175 = fadd contract float %173, %174
  %176 = fmul contract float %120, %86
  %177 = fmul contract float %121, %85
  %178 = fsub contract float %176, %177
  %179 = fmul contract float %121, %86
  %180 = fmul contract float %120, %85
  %181 = fadd contract float %179, %180
  %182 = fmul contract float %120, %82
  %183 = fmul contract float %121, %81
  %184 = fsub contract float %182, %183
  %185 = fmul contract float %121, %82
  %186 = fmul contract float %120, %81
  %187 = fadd contract float %185, %186
  %188 = fmul contract float %120, %78
  %189 = fmul contract float %121, %77
  %190 = fsub contract float %188, %189
  %191 = fmul contract float %121, %78
  %192 = fmul contract float %120, %77
  %193 = fadd contract float %191, %192
  br label %194

194:                                              ; preds = %107, %104
  %195 = phi float [ %61, %104 ], [ %145, %107 ]
  %196 = phi float [ %62, %104 ], [ %142, %107 ]
  %197 = phi float [ %65, %104 ], [ %139, %107 ]
  %198 = phi float [ %66, %104 ], [ %136, %107 ]
  %199 = phi float [ %67, %104 ], [ %169, %107 ]
  %200 = phi float [ %68, %104 ], [ %163, %107 ]
  %201 = phi float [ %69, %104 ], [ %157, %107 ]
  %202 = phi float [ %70, %104 ], [ %151, %107 ]
  %203 = phi float [ %71, %104 ], [ %166, %107 ]
  %204 = phi float [ %72, %104 ], [ %160, %107 ]
  %205 = phi float [ %73, %104 ], [ %154, %107 ]
  %206 = phi float [ %74, %104 ], [ %148, %107 ]
  %207 = phi float [ %77, %104 ], [ %193, %107 ]
  %208 = phi float [ %78, %104 ], [ %190, %107 ]
  %209 = phi float [ %81, %104 ], [ %187, %107 ]
  %210 = phi float [ %82, %104 ], [ %184, %107 ]
  %211 = phi float [ %85, %104 ], [ %181, %107 ]
  %212 = phi float [ %86, %104 ], [ %178, %107 ]
  %213 = phi float [ %89, %104 ], [ %175, %107 ]
  %214 = phi float [ %90, %104 ], [ %172, %107 ]
  %215 = tail call noundef float @llvm.nvvm.fabs.f32(float %204)
  %216 = fcmp contract olt float %215, 0x39B4484C00000000
  br i1 %216, label %304, label %217

217:                                              ; preds = %194
  %218 = fsub contract float %64, %206
  %219 = fmul contract float %204, 2.000000e+00
  %220 = fdiv contract float %218, %219
  %221 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %220)
  %222 = tail call noundef float @llvm.nvvm.fabs.f32(float %220)
  %223 = fmul contract float %220, %220
  %224 = fadd contract float %223, 1.000000e+00
  %225 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %224) #7
  %226 = fadd contract float %225, %222
  %227 = fdiv contract float %221, %226
  %228 = fmul contract float %227, %227
  %229 = fadd contract float %228, 1.000000e+00
  %230 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %229)
  %231 = fmul contract float %230, %227
  %232 = fmul contract float %230, %206
  %233 = fmul contract float %231, %204
  %234 = fsub contract float %232, %233
  %235 = fmul contract float %231, %206
  %236 = fmul contract float %230, %204
  %237 = fadd contract float %235, %236
  %238 = fmul contract float %230, %202
  %239 = fmul contract float %231, %200
  %240 = fsub contract float %238, %239
  %241 = fmul contract float %231, %202
  %242 = fmul contract float %230, %200
  %243 = fadd contract float %241, %242
  %244 = fmul contract float %230, %198
  %245 = fmul contract float %231, %64
  %246 = fsub contract float %244, %245
  %247 = fmul contract float %231, %198
  %248 = fmul contract float %230, %64
  %249 = fadd contract float %247, %248
  %250 = fmul contract float %230, %196
  %251 = fmul contract float %231, %60
  %252 = fsub contract float %250, %251
  %253 = fmul contract float %231, %196
  %254 = fmul contract float %230, %60
  %255 = fadd contract float %253, %254
  %256 = fmul contract float %230, %234
  %257 = fmul contract float %231, %246
  %258 = fsub contract float %256, %257
  %259 = fmul contract float %231, %234
  %260 = fmul contract float %230, %246
  %261 = fadd contract float %259, %260
  %262 = fmul contract float %230, %205
  %263 = fmul contract float %231, %197
  %264 = fsub contract float %262, %263
  %265 = fmul contract float %231, %205
  %266 = fmul contract float %230, %197
  %267 = fadd contract float %265, %266
  %268 = fmul contract float %230, %237
  %269 = fmul contract float %231, %249
  %270 = fsub contract float %268, %269
  %271 = fmul contract float %231, %237
  %272 = fmul contract float %230, %249
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %230, %203
  %275 = fmul contract float %231, %63
  %276 = fsub contract float %274, %275
  %277 = fmul contract float %231, %203
  %278 = fmul contract float %230, %63
  %279 = fadd contract float %277, %278
  %280 = fmul contract float %230, %214
  %281 = fmul contract float %231, %88
  %282 = fsub contract float %280, %281
  %283 = fmul contract float %231, %214
  %284 = fmul contract float %230, %88
  %285 = fadd contract float %283, %284
  %286 = fmul contract float %230, %212
  %287 = fmul contract float %231, %84
  %288 = fsub contract float %286, %287
  %289 = fmul contract float %231, %212
  %290 = fmul contract float %230, %84
  %291 = fadd contract float %289, %290
  %292 = fmul contract float %230, %210
  %293 = fmul contract float %231, %80
  %294 = fsub contract float %292, %293
  %295 = fmul contract float %231, %210
  %296 = fmul contract float %230, %80
  %297 = fadd contract float %295, %296
  %298 = fmul contract float %230, %208
  %299 = fmul contract float %231, %76
  %300 = fsub contract float %298, %299
  %301 = fmul contract float %231, %208
  %302 = fmul contract float %230, %76
  %303 = fadd contract float %301, %302
  br label %304

304:                                              ; preds = %217, %194
  %305 = phi float [ %60, %194 ], [ %255, %217 ]
  %306 = phi float [ %196, %194 ], [ %252, %217 ]
  %307 = phi float [ %63, %194 ], [ %279, %217 ]
  %308 = phi float [ %64, %194 ], [ %273, %217 ]
  %309 = phi float [ %197, %194 ], [ %267, %217 ]
  %310 = phi float [ %198, %194 ], [ %261, %217 ]
  %311 = phi float [ %200, %194 ], [ %243, %217 ]
  %312 = phi float [ %202, %194 ], [ %240, %217 ]
  %313 = phi float [ %203, %194 ], [ %276, %217 ]
  %314 = phi float [ %204, %194 ], [ %270, %217 ]
  %315 = phi float [ %205, %194 ], [ %264, %217 ]
  %316 = phi float [ %206, %194 ], [ %258, %217 ]
  %317 = phi float [ %76, %194 ], [ %303, %217 ]
  %318 = phi float [ %208, %194 ], [ %300, %217 ]
  %319 = phi float [ %80, %194 ], [ %297, %217 ]
  %320 = phi float [ %210, %194 ], [ %294, %217 ]
  %321 = phi float [ %84, %194 ], [ %291, %217 ]
  %322 = phi float [ %212, %194 ], [ %288, %217 ]
  %323 = phi float [ %88, %194 ], [ %285, %217 ]
  %324 = phi float [ %214, %194 ], [ %282, %217 ]
  %325 = tail call noundef float @llvm.nvvm.fabs.f32(float %313)
  %326 = fcmp contract olt float %325, 0x39B4484C00000000
  br i1 %326, label %414, label %327

327:                                              ; preds = %304
  %328 = fsub contract float %59, %316
  %329 = fmul contract float %313, 2.000000e+00
  %330 = fdiv contract float %328, %329
  %331 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %330)
  %332 = tail call noundef float @llvm.nvvm.fabs.f32(float %330)
  %333 = fmul contract float %330, %330
  %334 = fadd contract float %333, 1.000000e+00
  %335 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %334) #7
  %336 = fadd contract float %335, %332
  %337 = fdiv contract float %331, %336
  %338 = fmul contract float %337, %337
  %339 = fadd contract float %338, 1.000000e+00
  %340 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %339)
  %341 = fmul contract float %340, %337
  %342 = fmul contract float %340, %316
  %343 = fmul contract float %341, %313
  %344 = fsub contract float %342, %343
  %345 = fmul contract float %341, %316
  %346 = fmul contract float %340, %313
  %347 = fadd contract float %345, %346
  %348 = fmul contract float %340, %312
  %349 = fmul contract float %341, %199
  %350 = fsub contract float %348, %349
  %351 = fmul contract float %341, %312
  %352 = fmul contract float %340, %199
  %353 = fadd contract float %351, %352
  %354 = fmul contract float %340, %310
  %355 = fmul contract float %341, %307
  %356 = fsub contract float %354, %355
  %357 = fmul contract float %341, %310
  %358 = fmul contract float %340, %307
  %359 = fadd contract float %357, %358
  %360 = fmul contract float %340, %306
  %361 = fmul contract float %341, %59
  %362 = fsub contract float %360, %361
  %363 = fmul contract float %341, %306
  %364 = fmul contract float %340, %59
  %365 = fadd contract float %363, %364
  %366 = fmul contract float %340, %344
  %367 = fmul contract float %341, %362
  %368 = fsub contract float %366, %367
  %369 = fmul contract float %341, %344
  %370 = fmul contract float %340, %362
  %371 = fadd contract float %369, %370
  %372 = fmul contract float %340, %315
  %373 = fmul contract float %341, %195
  %374 = fsub contract float %372, %373
  %375 = fmul contract float %341, %315
  %376 = fmul contract float %340, %195
  %377 = fadd contract float %375, %376
  %378 = fmul contract float %340, %314
  %379 = fmul contract float %341, %305
  %380 = fsub contract float %378, %379
  %381 = fmul contract float %341, %314
  %382 = fmul contract float %340, %305
  %383 = fadd contract float %381, %382
  %384 = fmul contract float %340, %347
  %385 = fmul contract float %341, %365
  %386 = fsub contract float %384, %385
  %387 = fmul contract float %341, %347
  %388 = fmul contract float %340, %365
  %389 = fadd contract float %387, %388
  %390 = fmul contract float %340, %324
  %391 = fmul contract float %341, %87
  %392 = fsub contract float %390, %391
  %393 = fmul contract float %341, %324
  %394 = fmul contract float %340, %87
  %395 = fadd contract float %393, %394
  %396 = fmul contract float %340, %322
  %397 = fmul contract float %341, %83
  %398 = fsub contract float %396, %397
  %399 = fmul contract float %341, %322
  %400 = fmul contract float %340, %83
  %401 = fadd contract float %399, %400
  %402 = fmul contract float %340, %320
  %403 = fmul contract float %341, %79
  %404 = fsub contract float %402, %403
  %405 = fmul contract float %341, %320
  %406 = fmul contract float %340, %79
  %407 = fadd contract float %405, %406
  %408 = fmul contract float %340, %318
  %409 = fmul contract float %341, %75
  %410 = fsub contract float %408, %409
  %411 = fmul contract float %341, %318
  %412 = fmul contract float %340, %75
  %413 = fadd contract float %411, %412
  br label %414

414:                                              ; preds = %327, %304
  %415 = phi float [ %59, %304 ], [ %389, %327 ]
  %416 = phi float [ %305, %304 ], [ %383, %327 ]
  %417 = phi float [ %195, %304 ], [ %377, %327 ]
  %418 = phi float [ %306, %304 ], [ %371, %327 ]
  %419 = phi float [ %307, %304 ], [ %359, %327 ]
  %420 = phi float [ %310, %304 ], [ %356, %327 ]
  %421 = phi float [ %199, %304 ], [ %353, %327 ]
  %422 = phi float [ %312, %304 ], [ %350, %327 ]
  %423 = phi float [ %313, %304 ], [ %386, %327 ]
  %424 = phi float [ %314, %304 ], [ %380, %327 ]
  %425 = phi float [ %315, %304 ], [ %374, %327 ]
  %426 = phi float [ %316, %304 ], [ %368, %327 ]
  %427 = phi float [ %75, %304 ], [ %413, %327 ]
  %428 = phi float [ %318, %304 ], [ %410, %327 ]
  %429 = phi float [ %79, %304 ], [ %407, %327 ]
  %430 = phi float [ %320, %304 ], [ %404, %327 ]
  %431 = phi float [ %83, %304 ], [ %401, %327 ]
  %432 = phi float [ %322, %304 ], [ %398, %327 ]
  %433 = phi float [ %87, %304 ], [ %395, %327 ]
  %434 = phi float [ %324, %304 ], [ %392, %327 ]
  %435 = tail call noundef float @llvm.nvvm.fabs.f32(float %311)
  %436 = fcmp contract olt float %435, 0x39B4484C00000000
  br i1 %436, label %524, label %437

437:                                              ; preds = %414
  %438 = fsub contract float %308, %201
  %439 = fmul contract float %311, 2.000000e+00
  %440 = fdiv contract float %438, %439
  %441 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %440)
  %442 = tail call noundef float @llvm.nvvm.fabs.f32(float %440)
  %443 = fmul contract float %440, %440
  %444 = fadd contract float %443, 1.000000e+00
  %445 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %444) #7
  %446 = fadd contract float %445, %442
  %447 = fdiv contract float %441, %446
  %448 = fmul contract float %447, %447
  %449 = fadd contract float %448, 1.000000e+00
  %450 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %449)
  %451 = fmul contract float %450, %447
  %452 = fmul contract float %450, %425
  %453 = fmul contract float %451, %424
  %454 = fsub contract float %452, %453
  %455 = fmul contract float %451, %425
  %456 = fmul contract float %450, %424
  %457 = fadd contract float %455, %456
  %458 = fmul contract float %450, %201
  %459 = fmul contract float %451, %311
  %460 = fsub contract float %458, %459
  %461 = fmul contract float %451, %201
  %462 = fmul contract float %450, %311
  %463 = fadd contract float %461, %462
  %464 = fmul contract float %450, %309
  %465 = fmul contract float %451, %308
  %466 = fsub contract float %464, %465
  %467 = fmul contract float %451, %309
  %468 = fmul contract float %450, %308
  %469 = fadd contract float %467, %468
  %470 = fmul contract float %450, %417
  %471 = fmul contract float %451, %416
  %472 = fsub contract float %470, %471
  %473 = fmul contract float %451, %417
  %474 = fmul contract float %450, %416
  %475 = fadd contract float %473, %474
  %476 = fmul contract float %450, %422
  %477 = fmul contract float %451, %420
  %478 = fsub contract float %476, %477
  %479 = fmul contract float %451, %422
  %480 = fmul contract float %450, %420
  %481 = fadd contract float %479, %480
  %482 = fmul contract float %450, %460
  %483 = fmul contract float %451, %466
  %484 = fsub contract float %482, %483
  %485 = fmul contract float %451, %460
  %486 = fmul contract float %450, %466
  %487 = fadd contract float %485, %486
  %488 = fmul contract float %450, %463
  %489 = fmul contract float %451, %469
  %490 = fsub contract float %488, %489
  %491 = fmul contract float %451, %463
  %492 = fmul contract float %450, %469
  %493 = fadd contract float %491, %492
  %494 = fmul contract float %450, %421
  %495 = fmul contract float %451, %419
  %496 = fsub contract float %494, %495
  %497 = fmul contract float %451, %421
  %498 = fmul contract float %450, %419
  %499 = fadd contract float %497, %498
  %500 = fmul contract float %450, %213
  %501 = fmul contract float %451, %323
  %502 = fsub contract float %500, %501
  %503 = fmul contract float %451, %213
  %504 = fmul contract float %450, %323
  %505 = fadd contract float %503, %504
  %506 = fmul contract float %450, %211
  %507 = fmul contract float %451, %321
  %508 = fsub contract float %506, %507
  %509 = fmul contract float %451, %211
  %510 = fmul contract float %450, %321
  %511 = fadd contract float %509, %510
  %512 = fmul contract float %450, %209
  %513 = fmul contract float %451, %319
  %514 = fsub contract float %512, %513
  %515 = fmul contract float %451, %209
  %516 = fmul contract float %450, %319
  %517 = fadd contract float %515, %516
  %518 = fmul contract float %450, %207
  %519 = fmul contract float %451, %317
  %520 = fsub contract float %518, %519
  %521 = fmul contract float %451, %207
  %522 = fmul contract float %450, %317
  %523 = fadd contract float %521, %522
  br label %524

524:                                              ; preds = %437, %414
  %525 = phi float [ %416, %414 ], [ %475, %437 ]
  %526 = phi float [ %417, %414 ], [ %472, %437 ]
  %527 = phi float [ %419, %414 ], [ %499, %437 ]
  %528 = phi float [ %308, %414 ], [ %493, %437 ]
  %529 = phi float [ %309, %414 ], [ %487, %437 ]
  %530 = phi float [ %420, %414 ], [ %481, %437 ]
  %531 = phi float [ %421, %414 ], [ %496, %437 ]
  %532 = phi float [ %311, %414 ], [ %490, %437 ]
  %533 = phi float [ %201, %414 ], [ %484, %437 ]
  %534 = phi float [ %422, %414 ], [ %478, %437 ]
  %535 = phi float [ %424, %414 ], [ %457, %437 ]
  %536 = phi float [ %425, %414 ], [ %454, %437 ]
  %537 = phi float [ %317, %414 ], [ %523, %437 ]
  %538 = phi float [ %207, %414 ], [ %520, %437 ]
  %539 = phi float [ %319, %414 ], [ %517, %437 ]
  %540 = phi float [ %209, %414 ], [ %514, %437 ]
  %541 = phi float [ %321, %414 ], [ %511, %437 ]
  %542 = phi float [ %211, %414 ], [ %508, %437 ]
  %543 = phi float [ %323, %414 ], [ %505, %437 ]
  %544 = phi float [ %213, %414 ], [ %502, %437 ]
  %545 = tail call noundef float @llvm.nvvm.fabs.f32(float %531)
  %546 = fcmp contract olt float %545, 0x39B4484C00000000
  br i1 %546, label %634, label %547

547:                                              ; preds = %524
  %548 = fsub contract float %415, %533
  %549 = fmul contract float %531, 2.000000e+00
  %550 = fdiv contract float %548, %549
  %551 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %550)
  %552 = tail call noundef float @llvm.nvvm.fabs.f32(float %550)
  %553 = fmul contract float %550, %550
  %554 = fadd contract float %553, 1.000000e+00
  %555 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %554) #7
  %556 = fadd contract float %555, %552
  %557 = fdiv contract float %551, %556
  %558 = fmul contract float %557, %557
  %559 = fadd contract float %558, 1.000000e+00
  %560 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %559)
  %561 = fmul contract float %560, %557
  %562 = fmul contract float %560, %536
  %563 = fmul contract float %561, %423
  %564 = fsub contract float %562, %563
  %565 = fmul contract float %561, %536
  %566 = fmul contract float %560, %423
  %567 = fadd contract float %565, %566
  %568 = fmul contract float %560, %533
  %569 = fmul contract float %561, %531
  %570 = fsub contract float %568, %569
  %571 = fmul contract float %561, %533
  %572 = fmul contract float %560, %531
  %573 = fadd contract float %571, %572
  %574 = fmul contract float %560, %529
  %575 = fmul contract float %561, %527
  %576 = fsub contract float %574, %575
  %577 = fmul contract float %561, %529
  %578 = fmul contract float %560, %527
  %579 = fadd contract float %577, %578
  %580 = fmul contract float %560, %526
  %581 = fmul contract float %561, %415
  %582 = fsub contract float %580, %581
  %583 = fmul contract float %561, %526
  %584 = fmul contract float %560, %415
  %585 = fadd contract float %583, %584
  %586 = fmul contract float %560, %534
  %587 = fmul contract float %561, %418
  %588 = fsub contract float %586, %587
  %589 = fmul contract float %561, %534
  %590 = fmul contract float %560, %418
  %591 = fadd contract float %589, %590
  %592 = fmul contract float %560, %570
  %593 = fmul contract float %561, %582
  %594 = fsub contract float %592, %593
  %595 = fmul contract float %561, %570
  %596 = fmul contract float %560, %582
  %597 = fadd contract float %595, %596
  %598 = fmul contract float %560, %532
  %599 = fmul contract float %561, %525
  %600 = fsub contract float %598, %599
  %601 = fmul contract float %561, %532
  %602 = fmul contract float %560, %525
  %603 = fadd contract float %601, %602
  %604 = fmul contract float %560, %573
  %605 = fmul contract float %561, %585
  %606 = fsub contract float %604, %605
  %607 = fmul contract float %561, %573
  %608 = fmul contract float %560, %585
  %609 = fadd contract float %607, %608
  %610 = fmul contract float %560, %544
  %611 = fmul contract float %561, %433
  %612 = fsub contract float %610, %611
  %613 = fmul contract float %561, %544
  %614 = fmul contract float %560, %433
  %615 = fadd contract float %613, %614
  %616 = fmul contract float %560, %542
  %617 = fmul contract float %561, %431
  %618 = fsub contract float %616, %617
  %619 = fmul contract float %561, %542
  %620 = fmul contract float %560, %431
  %621 = fadd contract float %619, %620
  %622 = fmul contract float %560, %540
  %623 = fmul contract float %561, %429
  %624 = fsub contract float %622, %623
  %625 = fmul contract float %561, %540
  %626 = fmul contract float %560, %429
  %627 = fadd contract float %625, %626
  %628 = fmul contract float %560, %538
  %629 = fmul contract float %561, %427
  %630 = fsub contract float %628, %629
  %631 = fmul contract float %561, %538
  %632 = fmul contract float %560, %427
  %633 = fadd contract float %631, %632
  br label %634

634:                                              ; preds = %547, %524
  %635 = phi float [ %415, %524 ], [ %609, %547 ]
  %636 = phi float [ %525, %524 ], [ %603, %547 ]
  %637 = phi float [ %526, %524 ], [ %597, %547 ]
  %638 = phi float [ %418, %524 ], [ %591, %547 ]
  %639 = phi float [ %527, %524 ], [ %579, %547 ]
  %640 = phi float [ %529, %524 ], [ %576, %547 ]
  %641 = phi float [ %531, %524 ], [ %606, %547 ]
  %642 = phi float [ %532, %524 ], [ %600, %547 ]
  %643 = phi float [ %533, %524 ], [ %594, %547 ]
  %644 = phi float [ %534, %524 ], [ %588, %547 ]
  %645 = phi float [ %423, %524 ], [ %567, %547 ]
  %646 = phi float [ %536, %524 ], [ %564, %547 ]
  %647 = phi float [ %427, %524 ], [ %633, %547 ]
  %648 = phi float [ %538, %524 ], [ %630, %547 ]
  %649 = phi float [ %429, %524 ], [ %627, %547 ]
  %650 = phi float [ %540, %524 ], [ %624, %547 ]
  %651 = phi float [ %431, %524 ], [ %621, %547 ]
  %652 = phi float [ %542, %524 ], [ %618, %547 ]
  %653 = phi float [ %433, %524 ], [ %615, %547 ]
  %654 = phi float [ %544, %524 ], [ %612, %547 ]
  %655 = tail call noundef float @llvm.nvvm.fabs.f32(float %639)
  %656 = fcmp contract olt float %655, 0x39B4484C00000000
  br i1 %656, label %744, label %657

657:                                              ; preds = %634
  %658 = fsub contract float %635, %528
  %659 = fmul contract float %639, 2.000000e+00
  %660 = fdiv contract float %658, %659
  %661 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %660)
  %662 = tail call noundef float @llvm.nvvm.fabs.f32(float %660)
  %663 = fmul contract float %660, %660
  %664 = fadd contract float %663, 1.000000e+00
  %665 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %664) #7
  %666 = fadd contract float %665, %662
  %667 = fdiv contract float %661, %666
  %668 = fmul contract float %667, %667
  %669 = fadd contract float %668, 1.000000e+00
  %670 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %669)
  %671 = fmul contract float %670, %667
  %672 = fmul contract float %670, %535
  %673 = fmul contract float %671, %645
  %674 = fsub contract float %672, %673
  %675 = fmul contract float %671, %535
  %676 = fmul contract float %670, %645
  %677 = fadd contract float %675, %676
  %678 = fmul contract float %670, %642
  %679 = fmul contract float %671, %641
  %680 = fsub contract float %678, %679
  %681 = fmul contract float %671, %642
  %682 = fmul contract float %670, %641
  %683 = fadd contract float %681, %682
  %684 = fmul contract float %670, %528
  %685 = fmul contract float %671, %639
  %686 = fsub contract float %684, %685
  %687 = fmul contract float %671, %528
  %688 = fmul contract float %670, %639
  %689 = fadd contract float %687, %688
  %690 = fmul contract float %670, %636
  %691 = fmul contract float %671, %635
  %692 = fsub contract float %690, %691
  %693 = fmul contract float %671, %636
  %694 = fmul contract float %670, %635
  %695 = fadd contract float %693, %694
  %696 = fmul contract float %670, %530
  %697 = fmul contract float %671, %638
  %698 = fsub contract float %696, %697
  %699 = fmul contract float %671, %530
  %700 = fmul contract float %670, %638
  %701 = fadd contract float %699, %700
  %702 = fmul contract float %670, %640
  %703 = fmul contract float %671, %637
  %704 = fsub contract float %702, %703
  %705 = fmul contract float %671, %640
  %706 = fmul contract float %670, %637
  %707 = fadd contract float %705, %706
  %708 = fmul contract float %670, %686
  %709 = fmul contract float %671, %692
  %710 = fsub contract float %708, %709
  %711 = fmul contract float %671, %686
  %712 = fmul contract float %670, %692
  %713 = fadd contract float %711, %712
  %714 = fmul contract float %670, %689
  %715 = fmul contract float %671, %695
  %716 = fsub contract float %714, %715
  %717 = fmul contract float %671, %689
  %718 = fmul contract float %670, %695
  %719 = fadd contract float %717, %718
  %720 = fmul contract float %670, %543
  %721 = fmul contract float %671, %653
  %722 = fsub contract float %720, %721
  %723 = fmul contract float %671, %543
  %724 = fmul contract float %670, %653
  %725 = fadd contract float %723, %724
  %726 = fmul contract float %670, %541
  %727 = fmul contract float %671, %651
  %728 = fsub contract float %726, %727
  %729 = fmul contract float %671, %541
  %730 = fmul contract float %670, %651
  %731 = fadd contract float %729, %730
  %732 = fmul contract float %670, %539
  %733 = fmul contract float %671, %649
  %734 = fsub contract float %732, %733
  %735 = fmul contract float %671, %539
  %736 = fmul contract float %670, %649
  %737 = fadd contract float %735, %736
  %738 = fmul contract float %670, %537
  %739 = fmul contract float %671, %647
  %740 = fsub contract float %738, %739
  %741 = fmul contract float %671, %537
  %742 = fmul contract float %670, %647
  %743 = fadd contract float %741, %742
  br label %744

744:                                              ; preds = %657, %634
  %745 = phi float [ %635, %634 ], [ %719, %657 ]
  %746 = phi float [ %636, %634 ], [ %713, %657 ]
  %747 = phi float [ %637, %634 ], [ %707, %657 ]
  %748 = phi float [ %638, %634 ], [ %701, %657 ]
  %749 = phi float [ %639, %634 ], [ %716, %657 ]
  %750 = phi float [ %528, %634 ], [ %710, %657 ]
  %751 = phi float [ %640, %634 ], [ %704, %657 ]
  %752 = phi float [ %530, %634 ], [ %698, %657 ]
  %753 = phi float [ %641, %634 ], [ %683, %657 ]
  %754 = phi float [ %642, %634 ], [ %680, %657 ]
  %755 = phi float [ %645, %634 ], [ %677, %657 ]
  %756 = phi float [ %535, %634 ], [ %674, %657 ]
  %757 = phi float [ %647, %634 ], [ %743, %657 ]
  %758 = phi float [ %537, %634 ], [ %740, %657 ]
  %759 = phi float [ %649, %634 ], [ %737, %657 ]
  %760 = phi float [ %539, %634 ], [ %734, %657 ]
  %761 = phi float [ %651, %634 ], [ %731, %657 ]
  %762 = phi float [ %541, %634 ], [ %728, %657 ]
  %763 = phi float [ %653, %634 ], [ %725, %657 ]
  %764 = phi float [ %543, %634 ], [ %722, %657 ]
  %765 = add nuw nsw i32 %91, 1
  %766 = icmp eq i32 %765, %54
  br i1 %766, label %827, label %58, !llvm.loop !15

767:                                              ; preds = %876
  br label %768

768:                                              ; preds = %876, %767
  %769 = phi float [ %851, %767 ], [ %864, %876 ]
  %770 = phi float [ %864, %767 ], [ %851, %876 ]
  %771 = phi float [ %853, %767 ], [ %866, %876 ]
  %772 = phi float [ %866, %767 ], [ %853, %876 ]
  %773 = phi float [ %855, %767 ], [ %868, %876 ]
  %774 = phi float [ %868, %767 ], [ %855, %876 ]
  %775 = phi float [ %857, %767 ], [ %870, %876 ]
  %776 = phi float [ %870, %767 ], [ %857, %876 ]
  %777 = phi float [ %859, %767 ], [ %872, %876 ]
  %778 = phi float [ %872, %767 ], [ %859, %876 ]
  %779 = fcmp contract ogt float %885, %778
  br i1 %779, label %780, label %781

780:                                              ; preds = %768
  br label %781

781:                                              ; preds = %768, %780
  %782 = phi float [ %770, %780 ], [ %877, %768 ]
  %783 = phi float [ %877, %780 ], [ %770, %768 ]
  %784 = phi float [ %772, %780 ], [ %879, %768 ]
  %785 = phi float [ %879, %780 ], [ %772, %768 ]
  %786 = phi float [ %774, %780 ], [ %881, %768 ]
  %787 = phi float [ %881, %780 ], [ %774, %768 ]
  %788 = phi float [ %776, %780 ], [ %883, %768 ]
  %789 = phi float [ %883, %780 ], [ %776, %768 ]
  %790 = phi float [ %778, %780 ], [ %885, %768 ]
  %791 = phi float [ %885, %780 ], [ %778, %768 ]
  %792 = fcmp contract ogt float %790, %777
  br i1 %792, label %793, label %794

793:                                              ; preds = %781
  br label %794

794:                                              ; preds = %793, %781
  %795 = phi float [ %769, %793 ], [ %782, %781 ]
  %796 = phi float [ %782, %793 ], [ %769, %781 ]
  %797 = phi float [ %771, %793 ], [ %784, %781 ]
  %798 = phi float [ %784, %793 ], [ %771, %781 ]
  %799 = phi float [ %773, %793 ], [ %786, %781 ]
  %800 = phi float [ %786, %793 ], [ %773, %781 ]
  %801 = phi float [ %775, %793 ], [ %788, %781 ]
  %802 = phi float [ %788, %793 ], [ %775, %781 ]
  %803 = phi float [ %777, %793 ], [ %790, %781 ]
  %804 = phi float [ %790, %793 ], [ %777, %781 ]
  %805 = shl nsw i64 %13, 4
  %806 = getelementptr inbounds nuw i8, ptr %1, i64 %805
  store float %886, ptr %806, align 4, !tbaa !11
  %807 = getelementptr inbounds nuw i8, ptr %806, i64 4
  store float %791, ptr %807, align 4, !tbaa !11
  %808 = getelementptr inbounds nuw i8, ptr %806, i64 8
  store float %804, ptr %808, align 4, !tbaa !11
  %809 = getelementptr inbounds nuw i8, ptr %806, i64 12
  store float %803, ptr %809, align 4, !tbaa !11
  %810 = shl nsw i64 %13, 6
  %811 = getelementptr inbounds nuw i8, ptr %2, i64 %810
  store float %884, ptr %811, align 4, !tbaa !11
  %812 = getelementptr inbounds nuw i8, ptr %811, i64 4
  store float %789, ptr %812, align 4, !tbaa !11
  %813 = getelementptr inbounds nuw i8, ptr %811, i64 8
  store float %802, ptr %813, align 4, !tbaa !11
  %814 = getelementptr inbounds nuw i8, ptr %811, i64 12
  store float %801, ptr %814, align 4, !tbaa !11
  %815 = getelementptr inbounds nuw i8, ptr %811, i64 16
  store float %882, ptr %815, align 4, !tbaa !11
  %816 = getelementptr inbounds nuw i8, ptr %811, i64 20
  store float %787, ptr %816, align 4, !tbaa !11
  %817 = getelementptr inbounds nuw i8, ptr %811, i64 24
  store float %800, ptr %817, align 4, !tbaa !11
  %818 = getelementptr inbounds nuw i8, ptr %811, i64 28
  store float %799, ptr %818, align 4, !tbaa !11
  %819 = getelementptr inbounds nuw i8, ptr %811, i64 32
  store float %880, ptr %819, align 4, !tbaa !11
  %820 = getelementptr inbounds nuw i8, ptr %811, i64 36
  store float %785, ptr %820, align 4, !tbaa !11
  %821 = getelementptr inbounds nuw i8, ptr %811, i64 40
  store float %798, ptr %821, align 4, !tbaa !11
  %822 = getelementptr inbounds nuw i8, ptr %811, i64 44
  store float %797, ptr %822, align 4, !tbaa !11
  %823 = getelementptr inbounds nuw i8, ptr %811, i64 48
  store float %878, ptr %823, align 4, !tbaa !11
  %824 = getelementptr inbounds nuw i8, ptr %811, i64 52
  store float %783, ptr %824, align 4, !tbaa !11
  %825 = getelementptr inbounds nuw i8, ptr %811, i64 56
  store float %796, ptr %825, align 4, !tbaa !11
  %826 = getelementptr inbounds nuw i8, ptr %811, i64 60
  store float %795, ptr %826, align 4, !tbaa !11
  br label %888

827:                                              ; preds = %744, %58
  %828 = phi float [ %745, %744 ], [ %59, %58 ]
  %829 = phi float [ %750, %744 ], [ %64, %58 ]
  %830 = phi float [ %643, %744 ], [ %69, %58 ]
  %831 = phi float [ %426, %744 ], [ %74, %58 ]
  %832 = phi float [ %757, %744 ], [ %75, %58 ]
  %833 = phi float [ %758, %744 ], [ %76, %58 ]
  %834 = phi float [ %648, %744 ], [ %77, %58 ]
  %835 = phi float [ %428, %744 ], [ %78, %58 ]
  %836 = phi float [ %759, %744 ], [ %79, %58 ]
  %837 = phi float [ %760, %744 ], [ %80, %58 ]
  %838 = phi float [ %650, %744 ], [ %81, %58 ]
  %839 = phi float [ %430, %744 ], [ %82, %58 ]
  %840 = phi float [ %761, %744 ], [ %83, %58 ]
  %841 = phi float [ %762, %744 ], [ %84, %58 ]
  %842 = phi float [ %652, %744 ], [ %85, %58 ]
  %843 = phi float [ %432, %744 ], [ %86, %58 ]
  %844 = phi float [ %763, %744 ], [ %87, %58 ]
  %845 = phi float [ %764, %744 ], [ %88, %58 ]
  %846 = phi float [ %654, %744 ], [ %89, %58 ]
  %847 = phi float [ %434, %744 ], [ %90, %58 ]
  %848 = fcmp contract ogt float %830, %831
  br i1 %848, label %849, label %850

849:                                              ; preds = %827
  br label %850

850:                                              ; preds = %827, %849
  %851 = phi float [ %835, %849 ], [ %834, %827 ]
  %852 = phi float [ %834, %849 ], [ %835, %827 ]
  %853 = phi float [ %839, %849 ], [ %838, %827 ]
  %854 = phi float [ %838, %849 ], [ %839, %827 ]
  %855 = phi float [ %843, %849 ], [ %842, %827 ]
  %856 = phi float [ %842, %849 ], [ %843, %827 ]
  %857 = phi float [ %847, %849 ], [ %846, %827 ]
  %858 = phi float [ %846, %849 ], [ %847, %827 ]
  %859 = phi float [ %831, %849 ], [ %830, %827 ]
  %860 = phi float [ %830, %849 ], [ %831, %827 ]
  %861 = fcmp contract ogt float %829, %860
  br i1 %861, label %862, label %863

862:                                              ; preds = %850
  br label %863

863:                                              ; preds = %850, %862
  %864 = phi float [ %852, %862 ], [ %833, %850 ]
  %865 = phi float [ %833, %862 ], [ %852, %850 ]
  %866 = phi float [ %854, %862 ], [ %837, %850 ]
  %867 = phi float [ %837, %862 ], [ %854, %850 ]
  %868 = phi float [ %856, %862 ], [ %841, %850 ]
  %869 = phi float [ %841, %862 ], [ %856, %850 ]
  %870 = phi float [ %858, %862 ], [ %845, %850 ]
  %871 = phi float [ %845, %862 ], [ %858, %850 ]
  %872 = phi float [ %860, %862 ], [ %829, %850 ]
  %873 = phi float [ %829, %862 ], [ %860, %850 ]
  %874 = fcmp contract ogt float %828, %873
  br i1 %874, label %875, label %876

875:                                              ; preds = %863
  br label %876

876:                                              ; preds = %875, %863
  %877 = phi float [ %865, %875 ], [ %832, %863 ]
  %878 = phi float [ %832, %875 ], [ %865, %863 ]
  %879 = phi float [ %867, %875 ], [ %836, %863 ]
  %880 = phi float [ %836, %875 ], [ %867, %863 ]
  %881 = phi float [ %869, %875 ], [ %840, %863 ]
  %882 = phi float [ %840, %875 ], [ %869, %863 ]
  %883 = phi float [ %871, %875 ], [ %844, %863 ]
  %884 = phi float [ %844, %875 ], [ %871, %863 ]
  %885 = phi float [ %873, %875 ], [ %828, %863 ]
  %886 = phi float [ %828, %875 ], [ %873, %863 ]
  %887 = fcmp contract ogt float %872, %859
  br i1 %887, label %767, label %768

888:                                              ; preds = %5, %794
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @structure_tensor_orientation(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 {
  %8 = alloca [3 x [3 x float]], align 4
  %9 = alloca [3 x float], align 4
  %10 = alloca [3 x [3 x float]], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = add nuw nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %22 = icmp slt i32 %15, %3
  %23 = icmp slt i32 %20, %4
  %24 = and i1 %22, %23
  br i1 %24, label %25, label %169

25:                                               ; preds = %7
  %26 = icmp sge i32 %21, %5
  %27 = icmp slt i32 %3, 3
  %28 = or i1 %27, %26
  %29 = icmp samesign ult i32 %4, 3
  %30 = or i1 %29, %28
  %31 = icmp slt i32 %5, 3
  %32 = or i1 %31, %30
  br i1 %32, label %169, label %33

33:                                               ; preds = %25
  %34 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 3)
  %36 = sub nsw i32 0, %35
  %37 = add nsw i32 %5, -2
  %38 = add nsw i32 %4, -2
  %39 = add nsw i32 %3, -2
  %40 = zext nneg i32 %4 to i64
  %41 = zext nneg i32 %3 to i64
  %42 = mul nuw nsw i64 %40, %41
  br label %88

43:                                               ; preds = %101
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7
  store float %156, ptr %8, align 4, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float %158, ptr %44, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float %160, ptr %45, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store float %158, ptr %46, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float %162, ptr %47, align 4, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store float %164, ptr %48, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store float %160, ptr %49, align 4, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store float %164, ptr %50, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store float %166, ptr %51, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #7
  call void @_Z11eig3_jacobiRA3_A3_fRS_S1_if(ptr noundef nonnull align 4 dereferenceable(36) %8, ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 4 dereferenceable(36) %10, i32 noundef 8, float noundef 0x3EB0C6F7A0000000) #7
  %52 = zext nneg i32 %21 to i64
  %53 = mul nuw nsw i64 %40, %52
  %54 = zext nneg i32 %20 to i64
  %55 = add nuw nsw i64 %53, %54
  %56 = mul i64 %55, %41
  %57 = sext i32 %15 to i64
  %58 = add i64 %56, %57
  %59 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fcmp contract olt float %60, 0.000000e+00
  %62 = select contract i1 %61, float -1.000000e+00, float 1.000000e+00
  %63 = load float, ptr %10, align 4, !tbaa !11
  %64 = fmul contract float %63, %62
  %65 = mul i64 %58, 12
  %66 = getelementptr inbounds nuw i8, ptr %1, i64 %65
  store float %64, ptr %66, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = fmul contract float %62, %68
  %70 = getelementptr i8, ptr %66, i64 4
  store float %69, ptr %70, align 4, !tbaa !11
  %71 = fmul contract float %60, %62
  %72 = getelementptr i8, ptr %66, i64 8
  store float %71, ptr %72, align 4, !tbaa !11
  %73 = load float, ptr %9, align 4, !tbaa !11
  %74 = fcmp contract ogt float %73, 0x3BC79CA100000000
  %75 = fdiv contract float 1.000000e+00, %73
  %76 = select contract i1 %74, float %75, float 0.000000e+00
  %77 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = fsub contract float %73, %78
  %80 = fmul contract float %79, %76
  %81 = shl i64 %58, 3
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 %81
  store float %80, ptr %82, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = fsub contract float %78, %84
  %86 = fmul contract float %76, %85
  %87 = getelementptr inbounds nuw i8, ptr %82, i64 4
  store float %86, ptr %87, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #7
  br label %169

88:                                               ; preds = %33, %101
  %89 = phi float [ 0.000000e+00, %33 ], [ %156, %101 ]
  %90 = phi float [ 0.000000e+00, %33 ], [ %158, %101 ]
  %91 = phi float [ 0.000000e+00, %33 ], [ %160, %101 ]
  %92 = phi float [ 0.000000e+00, %33 ], [ %162, %101 ]
  %93 = phi float [ 0.000000e+00, %33 ], [ %164, %101 ]
  %94 = phi float [ 0.000000e+00, %33 ], [ %166, %101 ]
  %95 = phi i32 [ %36, %33 ], [ %102, %101 ]
  %96 = add nsw i32 %95, %21
  %97 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %96, i32 1)
  %98 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %97, i32 range(i32 1, 2147483646) %37)
  %99 = zext nneg i32 %98 to i64
  %100 = mul nuw nsw i64 %99, %40
  br label %104

101:                                              ; preds = %118
  %102 = add nsw i32 %95, 1
  %103 = icmp eq i32 %95, %35
  br i1 %103, label %43, label %88, !llvm.loop !16

104:                                              ; preds = %88, %118
  %105 = phi float [ %89, %88 ], [ %156, %118 ]
  %106 = phi float [ %90, %88 ], [ %158, %118 ]
  %107 = phi float [ %91, %88 ], [ %160, %118 ]
  %108 = phi float [ %92, %88 ], [ %162, %118 ]
  %109 = phi float [ %93, %88 ], [ %164, %118 ]
  %110 = phi float [ %94, %88 ], [ %166, %118 ]
  %111 = phi i32 [ %36, %88 ], [ %119, %118 ]
  %112 = add nsw i32 %111, %20
  %113 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %112, i32 1)
  %114 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %113, i32 range(i32 1, 2147483646) %38)
  %115 = zext nneg i32 %114 to i64
  %116 = add nuw nsw i64 %100, %115
  %117 = mul i64 %116, %41
  br label %121

118:                                              ; preds = %121
  %119 = add nsw i32 %111, 1
  %120 = icmp eq i32 %111, %35
  br i1 %120, label %101, label %104, !llvm.loop !17

121:                                              ; preds = %104, %121
  %122 = phi float [ %105, %104 ], [ %156, %121 ]
  %123 = phi float [ %106, %104 ], [ %158, %121 ]
  %124 = phi float [ %107, %104 ], [ %160, %121 ]
  %125 = phi float [ %108, %104 ], [ %162, %121 ]
  %126 = phi float [ %109, %104 ], [ %164, %121 ]
  %127 = phi float [ %110, %104 ], [ %166, %121 ]
  %128 = phi i32 [ %36, %104 ], [ %167, %121 ]
  %129 = add nsw i32 %128, %15
  %130 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %129, i32 1)
  %131 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %130, i32 range(i32 1, 2147483646) %39)
  %132 = zext nneg i32 %131 to i64
  %133 = add i64 %117, %132
  %134 = getelementptr float, ptr %0, i64 %133
  %135 = getelementptr i8, ptr %134, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = getelementptr i8, ptr %134, i64 -4
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = fsub contract float %136, %138
  %140 = fmul contract float %139, 5.000000e-01
  %141 = getelementptr float, ptr %134, i64 %41
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = sub i64 %133, %41
  %144 = getelementptr inbounds nuw float, ptr %0, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = fsub contract float %142, %145
  %147 = fmul contract float %146, 5.000000e-01
  %148 = getelementptr float, ptr %134, i64 %42
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = sub i64 %133, %42
  %151 = getelementptr inbounds nuw float, ptr %0, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fsub contract float %149, %152
  %154 = fmul contract float %153, 5.000000e-01
  %155 = fmul contract float %140, %140
  %156 = fadd contract float %122, %155
  %157 = fmul contract float %140, %147
  %158 = fadd contract float %123, %157
  %159 = fmul contract float %140, %154
  %160 = fadd contract float %124, %159
  %161 = fmul contract float %147, %147
  %162 = fadd contract float %125, %161
  %163 = fmul contract float %147, %154
  %164 = fadd contract float %126, %163
  %165 = fmul contract float %154, %154
  %166 = fadd contract float %127, %165
  %167 = add nsw i32 %128, 1
  %168 = icmp eq i32 %128, %35
  br i1 %168, label %118, label %121, !llvm.loop !18

169:                                              ; preds = %7, %25, %43
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
