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
  br i1 %39, label %40, label %387

40:                                               ; preds = %5
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %54 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %55 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %56 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %57 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %60 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %61 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %63 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %64 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %71 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %73 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %74 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %75 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %76 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %78 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %82 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %83 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %84 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %85 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %86 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %89 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %90 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %91 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %93 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %94 = getelementptr inbounds nuw i8, ptr %2, i64 32
  br label %95

95:                                               ; preds = %40, %384
  %96 = phi i32 [ 0, %40 ], [ %385, %384 ]
  %97 = load float, ptr %48, align 4, !tbaa !11
  %98 = fmul contract float %97, %97
  %99 = load float, ptr %49, align 4, !tbaa !11
  %100 = fmul contract float %99, %99
  %101 = fadd contract float %98, %100
  %102 = load float, ptr %50, align 4, !tbaa !11
  %103 = fmul contract float %102, %102
  %104 = fadd contract float %101, %103
  %105 = fcmp contract ogt float %104, %38
  br i1 %105, label %106, label %387

106:                                              ; preds = %95
  %107 = load float, ptr %41, align 4, !tbaa !11
  %108 = tail call noundef float @llvm.nvvm.fabs.f32(float %107)
  %109 = fcmp contract olt float %108, 0x39B4484C00000000
  br i1 %109, label %199, label %110

110:                                              ; preds = %106
  %111 = load float, ptr %15, align 4, !tbaa !11
  %112 = load float, ptr %0, align 4, !tbaa !11
  %113 = fsub contract float %111, %112
  %114 = fmul contract float %107, 2.000000e+00
  %115 = fdiv contract float %113, %114
  %116 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %115)
  %117 = tail call noundef float @llvm.nvvm.fabs.f32(float %115)
  %118 = fmul contract float %115, %115
  %119 = fadd contract float %118, 1.000000e+00
  %120 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %119) #6
  %121 = fadd contract float %120, %117
  %122 = fdiv contract float %116, %121
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %123, 1.000000e+00
  %125 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %124)
  %126 = fmul contract float %125, %122
  %127 = load float, ptr %0, align 4, !tbaa !11
  %128 = load float, ptr %51, align 4, !tbaa !11
  %129 = fmul contract float %125, %127
  %130 = fmul contract float %126, %128
  %131 = fsub contract float %129, %130
  store float %131, ptr %0, align 4, !tbaa !11
  %132 = fmul contract float %126, %127
  %133 = fmul contract float %125, %128
  %134 = fadd contract float %132, %133
  store float %134, ptr %51, align 4, !tbaa !11
  %135 = load float, ptr %52, align 4, !tbaa !11
  %136 = load float, ptr %53, align 4, !tbaa !11
  %137 = fmul contract float %125, %135
  %138 = fmul contract float %126, %136
  %139 = fsub contract float %137, %138
  store float %139, ptr %52, align 4, !tbaa !11
  %140 = fmul contract float %126, %135
  %141 = fmul contract float %125, %136
  %142 = fadd contract float %140, %141
  store float %142, ptr %53, align 4, !tbaa !11
  %143 = load float, ptr %54, align 4, !tbaa !11
  %144 = load float, ptr %55, align 4, !tbaa !11
  %145 = fmul contract float %125, %143
  %146 = fmul contract float %126, %144
  %147 = fsub contract float %145, %146
  store float %147, ptr %54, align 4, !tbaa !11
  %148 = fmul contract float %126, %143
  %149 = fmul contract float %125, %144
  %150 = fadd contract float %148, %149
  store float %150, ptr %55, align 4, !tbaa !11
  %151 = load float, ptr %0, align 4, !tbaa !11
  %152 = load float, ptr %42, align 4, !tbaa !11
  %153 = fmul contract float %125, %151
  %154 = fmul contract float %126, %152
  %155 = fsub contract float %153, %154
  store float %155, ptr %0, align 4, !tbaa !11
  %156 = fmul contract float %126, %151
  %157 = fmul contract float %125, %152
  %158 = fadd contract float %156, %157
  store float %158, ptr %42, align 4, !tbaa !11
  %159 = load float, ptr %56, align 4, !tbaa !11
  %160 = load float, ptr %57, align 4, !tbaa !11
  %161 = fmul contract float %125, %159
  %162 = fmul contract float %126, %160
  %163 = fsub contract float %161, %162
  store float %163, ptr %56, align 4, !tbaa !11
  %164 = fmul contract float %126, %159
  %165 = fmul contract float %125, %160
  %166 = fadd contract float %164, %165
  store float %166, ptr %57, align 4, !tbaa !11
  %167 = load float, ptr %58, align 4, !tbaa !11
  %168 = load float, ptr %59, align 4, !tbaa !11
  %169 = fmul contract float %125, %167
  %170 = fmul contract float %126, %168
  %171 = fsub contract float %169, %170
  store float %171, ptr %58, align 4, !tbaa !11
  %172 = fmul contract float %126, %167
  %173 = fmul contract float %125, %168
  %174 = fadd contract float %172, %173
  store float %174, ptr %59, align 4, !tbaa !11
  %175 = load float, ptr %2, align 4, !tbaa !11
  %176 = load float, ptr %60, align 4, !tbaa !11
  %177 = fmul contract float %125, %175
  %178 = fmul contract float %126, %176
  %179 = fsub contract float %177, %178
  store float %179, ptr %2, align 4, !tbaa !11
  %180 = fmul contract float %126, %175
  %181 = fmul contract float %125, %176
  %182 = fadd contract float %180, %181
  store float %182, ptr %60, align 4, !tbaa !11
  %183 = load float, ptr %61, align 4, !tbaa !11
  %184 = load float, ptr %62, align 4, !tbaa !11
  %185 = fmul contract float %125, %183
  %186 = fmul contract float %126, %184
  %187 = fsub contract float %185, %186
  store float %187, ptr %61, align 4, !tbaa !11
  %188 = fmul contract float %126, %183
  %189 = fmul contract float %125, %184
  %190 = fadd contract float %188, %189
  store float %190, ptr %62, align 4, !tbaa !11
  %191 = load float, ptr %63, align 4, !tbaa !11
  %192 = load float, ptr %64, align 4, !tbaa !11
  %193 = fmul contract float %125, %191
  %194 = fmul contract float %126, %192
  %195 = fsub contract float %193, %194
  store float %195, ptr %63, align 4, !tbaa !11
  %196 = fmul contract float %126, %191
  %197 = fmul contract float %125, %192
  %198 = fadd contract float %196, %197
  store float %198, ptr %64, align 4, !tbaa !11
  br label %199

199:                                              ; preds = %110, %106
  %200 = load float, ptr %43, align 4, !tbaa !11
  %201 = tail call noundef float @llvm.nvvm.fabs.f32(float %200)
  %202 = fcmp contract olt float %201, 0x39B4484C00000000
  br i1 %202, label %291, label %203

203:                                              ; preds = %199
  %204 = load float, ptr %17, align 4, !tbaa !11
  %205 = load float, ptr %0, align 4, !tbaa !11
  %206 = fsub contract float %204, %205
  %207 = fmul contract float %200, 2.000000e+00
  %208 = fdiv contract float %206, %207
  %209 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %208)
  %210 = tail call noundef float @llvm.nvvm.fabs.f32(float %208)
  %211 = fmul contract float %208, %208
  %212 = fadd contract float %211, 1.000000e+00
  %213 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %212) #6
  %214 = fadd contract float %213, %210
  %215 = fdiv contract float %209, %214
  %216 = fmul contract float %215, %215
  %217 = fadd contract float %216, 1.000000e+00
  %218 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %217)
  %219 = fmul contract float %218, %215
  %220 = load float, ptr %0, align 4, !tbaa !11
  %221 = load float, ptr %65, align 4, !tbaa !11
  %222 = fmul contract float %218, %220
  %223 = fmul contract float %219, %221
  %224 = fsub contract float %222, %223
  store float %224, ptr %0, align 4, !tbaa !11
  %225 = fmul contract float %219, %220
  %226 = fmul contract float %218, %221
  %227 = fadd contract float %225, %226
  store float %227, ptr %65, align 4, !tbaa !11
  %228 = load float, ptr %66, align 4, !tbaa !11
  %229 = load float, ptr %67, align 4, !tbaa !11
  %230 = fmul contract float %218, %228
  %231 = fmul contract float %219, %229
  %232 = fsub contract float %230, %231
  store float %232, ptr %66, align 4, !tbaa !11
  %233 = fmul contract float %219, %228
  %234 = fmul contract float %218, %229
  %235 = fadd contract float %233, %234
  store float %235, ptr %67, align 4, !tbaa !11
  %236 = load float, ptr %68, align 4, !tbaa !11
  %237 = load float, ptr %69, align 4, !tbaa !11
  %238 = fmul contract float %218, %236
  %239 = fmul contract float %219, %237
  %240 = fsub contract float %238, %239
  store float %240, ptr %68, align 4, !tbaa !11
  %241 = fmul contract float %219, %236
  %242 = fmul contract float %218, %237
  %243 = fadd contract float %241, %242
  store float %243, ptr %69, align 4, !tbaa !11
  %244 = load float, ptr %0, align 4, !tbaa !11
  %245 = fmul contract float %218, %244
  %246 = fmul contract float %219, %240
  %247 = fsub contract float %245, %246
  store float %247, ptr %0, align 4, !tbaa !11
  %248 = fmul contract float %219, %244
  %249 = fmul contract float %218, %240
  %250 = fadd contract float %248, %249
  store float %250, ptr %44, align 4, !tbaa !11
  %251 = load float, ptr %70, align 4, !tbaa !11
  %252 = load float, ptr %71, align 4, !tbaa !11
  %253 = fmul contract float %218, %251
  %254 = fmul contract float %219, %252
  %255 = fsub contract float %253, %254
  store float %255, ptr %70, align 4, !tbaa !11
  %256 = fmul contract float %219, %251
  %257 = fmul contract float %218, %252
  %258 = fadd contract float %256, %257
  store float %258, ptr %71, align 4, !tbaa !11
  %259 = load float, ptr %72, align 4, !tbaa !11
  %260 = load float, ptr %73, align 4, !tbaa !11
  %261 = fmul contract float %218, %259
  %262 = fmul contract float %219, %260
  %263 = fsub contract float %261, %262
  store float %263, ptr %72, align 4, !tbaa !11
  %264 = fmul contract float %219, %259
  %265 = fmul contract float %218, %260
  %266 = fadd contract float %264, %265
  store float %266, ptr %73, align 4, !tbaa !11
  %267 = load float, ptr %2, align 4, !tbaa !11
  %268 = load float, ptr %74, align 4, !tbaa !11
  %269 = fmul contract float %218, %267
  %270 = fmul contract float %219, %268
  %271 = fsub contract float %269, %270
  store float %271, ptr %2, align 4, !tbaa !11
  %272 = fmul contract float %219, %267
  %273 = fmul contract float %218, %268
  %274 = fadd contract float %272, %273
  store float %274, ptr %74, align 4, !tbaa !11
  %275 = load float, ptr %75, align 4, !tbaa !11
  %276 = load float, ptr %76, align 4, !tbaa !11
  %277 = fmul contract float %218, %275
  %278 = fmul contract float %219, %276
  %279 = fsub contract float %277, %278
  store float %279, ptr %75, align 4, !tbaa !11
  %280 = fmul contract float %219, %275
  %281 = fmul contract float %218, %276
  %282 = fadd contract float %280, %281
  store float %282, ptr %76, align 4, !tbaa !11
  %283 = load float, ptr %77, align 4, !tbaa !11
  %284 = load float, ptr %78, align 4, !tbaa !11
  %285 = fmul contract float %218, %283
  %286 = fmul contract float %219, %284
  %287 = fsub contract float %285, %286
  store float %287, ptr %77, align 4, !tbaa !11
  %288 = fmul contract float %219, %283
  %289 = fmul contract float %218, %284
  %290 = fadd contract float %288, %289
  store float %290, ptr %78, align 4, !tbaa !11
  br label %291

291:                                              ; preds = %203, %199
  %292 = load float, ptr %46, align 4, !tbaa !11
  %293 = tail call noundef float @llvm.nvvm.fabs.f32(float %292)
  %294 = fcmp contract olt float %293, 0x39B4484C00000000
  br i1 %294, label %384, label %295

295:                                              ; preds = %291
  %296 = load float, ptr %17, align 4, !tbaa !11
  %297 = load float, ptr %15, align 4, !tbaa !11
  %298 = fsub contract float %296, %297
  %299 = fmul contract float %292, 2.000000e+00
  %300 = fdiv contract float %298, %299
  %301 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %300)
  %302 = tail call noundef float @llvm.nvvm.fabs.f32(float %300)
  %303 = fmul contract float %300, %300
  %304 = fadd contract float %303, 1.000000e+00
  %305 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %304) #6
  %306 = fadd contract float %305, %302
  %307 = fdiv contract float %301, %306
  %308 = fmul contract float %307, %307
  %309 = fadd contract float %308, 1.000000e+00
  %310 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %309)
  %311 = fmul contract float %310, %307
  %312 = load float, ptr %79, align 4, !tbaa !11
  %313 = load float, ptr %80, align 4, !tbaa !11
  %314 = fmul contract float %310, %312
  %315 = fmul contract float %311, %313
  %316 = fsub contract float %314, %315
  store float %316, ptr %79, align 4, !tbaa !11
  %317 = fmul contract float %311, %312
  %318 = fmul contract float %310, %313
  %319 = fadd contract float %317, %318
  store float %319, ptr %80, align 4, !tbaa !11
  %320 = load float, ptr %81, align 4, !tbaa !11
  %321 = load float, ptr %82, align 4, !tbaa !11
  %322 = fmul contract float %310, %320
  %323 = fmul contract float %311, %321
  %324 = fsub contract float %322, %323
  store float %324, ptr %81, align 4, !tbaa !11
  %325 = fmul contract float %311, %320
  %326 = fmul contract float %310, %321
  %327 = fadd contract float %325, %326
  store float %327, ptr %82, align 4, !tbaa !11
  %328 = load float, ptr %83, align 4, !tbaa !11
  %329 = load float, ptr %84, align 4, !tbaa !11
  %330 = fmul contract float %310, %328
  %331 = fmul contract float %311, %329
  %332 = fsub contract float %330, %331
  store float %332, ptr %83, align 4, !tbaa !11
  %333 = fmul contract float %311, %328
  %334 = fmul contract float %310, %329
  %335 = fadd contract float %333, %334
  store float %335, ptr %84, align 4, !tbaa !11
  %336 = load float, ptr %45, align 4, !tbaa !11
  %337 = load float, ptr %47, align 4, !tbaa !11
  %338 = fmul contract float %310, %336
  %339 = fmul contract float %311, %337
  %340 = fsub contract float %338, %339
  store float %340, ptr %45, align 4, !tbaa !11
  %341 = fmul contract float %311, %336
  %342 = fmul contract float %310, %337
  %343 = fadd contract float %341, %342
  store float %343, ptr %47, align 4, !tbaa !11
  %344 = load float, ptr %85, align 4, !tbaa !11
  %345 = load float, ptr %86, align 4, !tbaa !11
  %346 = fmul contract float %310, %344
  %347 = fmul contract float %311, %345
  %348 = fsub contract float %346, %347
  store float %348, ptr %85, align 4, !tbaa !11
  %349 = fmul contract float %311, %344
  %350 = fmul contract float %310, %345
  %351 = fadd contract float %349, %350
  store float %351, ptr %86, align 4, !tbaa !11
  %352 = load float, ptr %87, align 4, !tbaa !11
  %353 = load float, ptr %88, align 4, !tbaa !11
  %354 = fmul contract float %310, %352
  %355 = fmul contract float %311, %353
  %356 = fsub contract float %354, %355
  store float %356, ptr %87, align 4, !tbaa !11
  %357 = fmul contract float %311, %352
  %358 = fmul contract float %310, %353
  %359 = fadd contract float %357, %358
  store float %359, ptr %88, align 4, !tbaa !11
  %360 = load float, ptr %89, align 4, !tbaa !11
  %361 = load float, ptr %90, align 4, !tbaa !11
  %362 = fmul contract float %310, %360
  %363 = fmul contract float %311, %361
  %364 = fsub contract float %362, %363
  store float %364, ptr %89, align 4, !tbaa !11
  %365 = fmul contract float %311, %360
  %366 = fmul contract float %310, %361
  %367 = fadd contract float %365, %366
  store float %367, ptr %90, align 4, !tbaa !11
  %368 = load float, ptr %91, align 4, !tbaa !11
  %369 = load float, ptr %92, align 4, !tbaa !11
  %370 = fmul contract float %310, %368
  %371 = fmul contract float %311, %369
  %372 = fsub contract float %370, %371
  store float %372, ptr %91, align 4, !tbaa !11
  %373 = fmul contract float %311, %368
  %374 = fmul contract float %310, %369
  %375 = fadd contract float %373, %374
  store float %375, ptr %92, align 4, !tbaa !11
  %376 = load float, ptr %93, align 4, !tbaa !11
  %377 = load float, ptr %94, align 4, !tbaa !11
  %378 = fmul contract float %310, %376
  %379 = fmul contract float %311, %377
  %380 = fsub contract float %378, %379
  store float %380, ptr %93, align 4, !tbaa !11
  %381 = fmul contract float %311, %376
  %382 = fmul contract float %310, %377
  %383 = fadd contract float %381, %382
  store float %383, ptr %94, align 4, !tbaa !11
  br label %384

384:                                              ; preds = %295, %291
  %385 = add nuw nsw i32 %96, 1
  %386 = icmp eq i32 %385, %3
  br i1 %386, label %387, label %95, !llvm.loop !13

387:                                              ; preds = %384, %95, %5
  %388 = load float, ptr %0, align 4, !tbaa !11
  store float %388, ptr %1, align 4, !tbaa !11
  %389 = load float, ptr %15, align 4, !tbaa !11
  %390 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store float %389, ptr %390, align 4, !tbaa !11
  %391 = load float, ptr %17, align 4, !tbaa !11
  %392 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store float %391, ptr %392, align 4, !tbaa !11
  %393 = load float, ptr %1, align 4, !tbaa !11
  %394 = fcmp contract ogt float %389, %393
  br i1 %394, label %409, label %422

395:                                              ; preds = %439
  store float %442, ptr %440, align 4, !tbaa !11
  store float %443, ptr %441, align 4, !tbaa !11
  %396 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %397 = load float, ptr %396, align 4, !tbaa !11
  %398 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %399 = load float, ptr %398, align 4, !tbaa !11
  store float %399, ptr %396, align 4, !tbaa !11
  store float %397, ptr %398, align 4, !tbaa !11
  %400 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %401 = load float, ptr %400, align 4, !tbaa !11
  %402 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %403 = load float, ptr %402, align 4, !tbaa !11
  store float %403, ptr %400, align 4, !tbaa !11
  store float %401, ptr %402, align 4, !tbaa !11
  %404 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %405 = load float, ptr %404, align 4, !tbaa !11
  %406 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %407 = load float, ptr %406, align 4, !tbaa !11
  store float %407, ptr %404, align 4, !tbaa !11
  store float %405, ptr %406, align 4, !tbaa !11
  br label %408

408:                                              ; preds = %395, %439
  ret void

409:                                              ; preds = %387
  %410 = getelementptr inbounds nuw i8, ptr %1, i64 4
  store float %389, ptr %1, align 4, !tbaa !11
  store float %393, ptr %410, align 4, !tbaa !11
  %411 = load float, ptr %2, align 4, !tbaa !11
  %412 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %413 = load float, ptr %412, align 4, !tbaa !11
  store float %413, ptr %2, align 4, !tbaa !11
  store float %411, ptr %412, align 4, !tbaa !11
  %414 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %415 = load float, ptr %414, align 4, !tbaa !11
  %416 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %417 = load float, ptr %416, align 4, !tbaa !11
  store float %417, ptr %414, align 4, !tbaa !11
  store float %415, ptr %416, align 4, !tbaa !11
  %418 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %419 = load float, ptr %418, align 4, !tbaa !11
  %420 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %421 = load float, ptr %420, align 4, !tbaa !11
  store float %421, ptr %418, align 4, !tbaa !11
  store float %419, ptr %420, align 4, !tbaa !11
  br label %422

422:                                              ; preds = %387, %409
  %423 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %424 = load float, ptr %423, align 4, !tbaa !11
  %425 = load float, ptr %1, align 4, !tbaa !11
  %426 = fcmp contract ogt float %424, %425
  br i1 %426, label %427, label %439

427:                                              ; preds = %422
  store float %424, ptr %1, align 4, !tbaa !11
  store float %425, ptr %423, align 4, !tbaa !11
  %428 = load float, ptr %2, align 4, !tbaa !11
  %429 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %430 = load float, ptr %429, align 4, !tbaa !11
  store float %430, ptr %2, align 4, !tbaa !11
  store float %428, ptr %429, align 4, !tbaa !11
  %431 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %432 = load float, ptr %431, align 4, !tbaa !11
  %433 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %434 = load float, ptr %433, align 4, !tbaa !11
  store float %434, ptr %431, align 4, !tbaa !11
  store float %432, ptr %433, align 4, !tbaa !11
  %435 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %436 = load float, ptr %435, align 4, !tbaa !11
  %437 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %438 = load float, ptr %437, align 4, !tbaa !11
  store float %438, ptr %435, align 4, !tbaa !11
  store float %436, ptr %437, align 4, !tbaa !11
  br label %439

439:                                              ; preds = %427, %422
  %440 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %441 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %442 = load float, ptr %441, align 4, !tbaa !11
  %443 = load float, ptr %440, align 4, !tbaa !11
  %444 = fcmp contract ogt float %442, %443
  br i1 %444, label %395, label %408
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
  %17 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %16, i32 16)
  %18 = sext i32 %13 to i64
  %19 = mul nsw i64 %18, 24
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 %19
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #6
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
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #6
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #6
  call void @_Z11eig3_jacobiRA3_A3_fRS_S1_if(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(12) %7, ptr noundef nonnull align 4 dereferenceable(36) %8, i32 noundef %17, float noundef 0x3E7AD7F2A0000000) #6
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
  %58 = getelementptr i8, ptr %50, i64 12
  %59 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %60 = load float, ptr %59, align 4, !tbaa !11
  store float %60, ptr %58, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = getelementptr i8, ptr %50, i64 16
  store float %62, ptr %63, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = getelementptr i8, ptr %50, i64 20
  store float %65, ptr %66, align 4, !tbaa !11
  %67 = getelementptr i8, ptr %50, i64 24
  %68 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %69 = load float, ptr %68, align 4, !tbaa !11
  store float %69, ptr %67, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %8, i64 28
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = getelementptr i8, ptr %50, i64 28
  store float %71, ptr %72, align 4, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = getelementptr i8, ptr %50, i64 32
  store float %74, ptr %75, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #6
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
  %54 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %53, i32 16)
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
  br i1 %103, label %104, label %794

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
  %115 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %114) #6
  %116 = fadd contract float %115, %112
  %117 = fdiv contract float %111, %116
  %118 = fmul contract float %117, %117
  %119 = fadd contract float %118, 1.000000e+00
  %120 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %119)
  %121 = fmul contract float %120, %117
  %122 = fmul contract float %120, %66
  %123 = fmul contract float %121, %65
  %124 = fsub contract float %122, %123
  %125 = fmul contract float %121, %66
  %126 = fmul contract float %120, %65
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %120, %62
  %129 = fmul contract float %121, %61
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %121, %62
  %132 = fmul contract float %120, %61
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %121, %71
  %135 = fmul contract float %120, %67
  %136 = fadd contract float %134, %135
  %137 = fmul contract float %120, %71
  %138 = fmul contract float %121, %67
  %139 = fsub contract float %137, %138
  %140 = fmul contract float %121, %72
  %141 = fmul contract float %120, %68
  %142 = fadd contract float %140, %141
  %143 = fmul contract float %120, %72
  %144 = fmul contract float %121, %68
  %145 = fsub contract float %143, %144
  %146 = fmul contract float %121, %74
  %147 = fmul contract float %120, %73
  %148 = fadd contract float %146, %147
  %149 = fmul contract float %121, %148
  %150 = fmul contract float %121, %70
  %151 = fmul contract float %120, %69
  %152 = fadd contract float %150, %151
  %153 = fmul contract float %120, %152
  %154 = fadd contract float %149, %153
  %155 = fmul contract float %120, %148
  %156 = fmul contract float %121, %152
  %157 = fsub contract float %155, %156
  %158 = fmul contract float %120, %74
  %159 = fmul contract float %121, %73
  %160 = fsub contract float %158, %159
  %161 = fmul contract float %121, %160
  %162 = fmul contract float %120, %70
  %163 = fmul contract float %121, %69
  %164 = fsub contract float %162, %163
  %165 = fmul contract float %120, %164
  %166 = fadd contract float %161, %165
  %167 = fmul contract float %120, %160
  %168 = fmul contract float %121, %164
  %169 = fsub contract float %167, %168
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
  %195 = phi float [ %61, %104 ], [ %133, %107 ]
  %196 = phi float [ %62, %104 ], [ %130, %107 ]
  %197 = phi float [ %65, %104 ], [ %127, %107 ]
  %198 = phi float [ %66, %104 ], [ %124, %107 ]
  %199 = phi float [ %67, %104 ], [ %136, %107 ]
  %200 = phi float [ %68, %104 ], [ %142, %107 ]
  %201 = phi float [ %69, %104 ], [ %154, %107 ]
  %202 = phi float [ %70, %104 ], [ %166, %107 ]
  %203 = phi float [ %71, %104 ], [ %139, %107 ]
  %204 = phi float [ %72, %104 ], [ %145, %107 ]
  %205 = phi float [ %73, %104 ], [ %157, %107 ]
  %206 = phi float [ %74, %104 ], [ %169, %107 ]
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
  %225 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %224) #6
  %226 = fadd contract float %225, %222
  %227 = fdiv contract float %221, %226
  %228 = fmul contract float %227, %227
  %229 = fadd contract float %228, 1.000000e+00
  %230 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %229)
  %231 = fmul contract float %230, %227
  %232 = fmul contract float %230, %202
  %233 = fmul contract float %231, %200
  %234 = fsub contract float %232, %233
  %235 = fmul contract float %231, %202
  %236 = fmul contract float %230, %200
  %237 = fadd contract float %235, %236
  %238 = fmul contract float %230, %196
  %239 = fmul contract float %231, %60
  %240 = fsub contract float %238, %239
  %241 = fmul contract float %231, %196
  %242 = fmul contract float %230, %60
  %243 = fadd contract float %241, %242
  %244 = fmul contract float %231, %203
  %245 = fmul contract float %230, %63
  %246 = fadd contract float %244, %245
  %247 = fmul contract float %230, %203
  %248 = fmul contract float %231, %63
  %249 = fsub contract float %247, %248
  %250 = fmul contract float %231, %206
  %251 = fmul contract float %230, %204
  %252 = fadd contract float %250, %251
  %253 = fmul contract float %231, %252
  %254 = fmul contract float %231, %198
  %255 = fmul contract float %230, %64
  %256 = fadd contract float %254, %255
  %257 = fmul contract float %230, %256
  %258 = fadd contract float %253, %257
  %259 = fmul contract float %230, %252
  %260 = fmul contract float %231, %256
  %261 = fsub contract float %259, %260
  %262 = fmul contract float %231, %205
  %263 = fmul contract float %230, %197
  %264 = fadd contract float %262, %263
  %265 = fmul contract float %230, %205
  %266 = fmul contract float %231, %197
  %267 = fsub contract float %265, %266
  %268 = fmul contract float %230, %206
  %269 = fmul contract float %231, %204
  %270 = fsub contract float %268, %269
  %271 = fmul contract float %231, %270
  %272 = fmul contract float %230, %198
  %273 = fmul contract float %231, %64
  %274 = fsub contract float %272, %273
  %275 = fmul contract float %230, %274
  %276 = fadd contract float %271, %275
  %277 = fmul contract float %230, %270
  %278 = fmul contract float %231, %274
  %279 = fsub contract float %277, %278
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
  %305 = phi float [ %60, %194 ], [ %243, %217 ]
  %306 = phi float [ %196, %194 ], [ %240, %217 ]
  %307 = phi float [ %63, %194 ], [ %246, %217 ]
  %308 = phi float [ %64, %194 ], [ %258, %217 ]
  %309 = phi float [ %197, %194 ], [ %264, %217 ]
  %310 = phi float [ %198, %194 ], [ %276, %217 ]
  %311 = phi float [ %200, %194 ], [ %237, %217 ]
  %312 = phi float [ %202, %194 ], [ %234, %217 ]
  %313 = phi float [ %203, %194 ], [ %249, %217 ]
  %314 = phi float [ %204, %194 ], [ %261, %217 ]
  %315 = phi float [ %205, %194 ], [ %267, %217 ]
  %316 = phi float [ %206, %194 ], [ %279, %217 ]
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
  %335 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %334) #6
  %336 = fadd contract float %335, %332
  %337 = fdiv contract float %331, %336
  %338 = fmul contract float %337, %337
  %339 = fadd contract float %338, 1.000000e+00
  %340 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %339)
  %341 = fmul contract float %340, %337
  %342 = fmul contract float %340, %312
  %343 = fmul contract float %341, %199
  %344 = fsub contract float %342, %343
  %345 = fmul contract float %341, %312
  %346 = fmul contract float %340, %199
  %347 = fadd contract float %345, %346
  %348 = fmul contract float %340, %310
  %349 = fmul contract float %341, %307
  %350 = fsub contract float %348, %349
  %351 = fmul contract float %341, %310
  %352 = fmul contract float %340, %307
  %353 = fadd contract float %351, %352
  %354 = fmul contract float %341, %316
  %355 = fmul contract float %340, %313
  %356 = fadd contract float %354, %355
  %357 = fmul contract float %341, %356
  %358 = fmul contract float %341, %306
  %359 = fmul contract float %340, %59
  %360 = fadd contract float %358, %359
  %361 = fmul contract float %340, %360
  %362 = fadd contract float %357, %361
  %363 = fmul contract float %340, %356
  %364 = fmul contract float %341, %360
  %365 = fsub contract float %363, %364
  %366 = fmul contract float %341, %314
  %367 = fmul contract float %340, %305
  %368 = fadd contract float %366, %367
  %369 = fmul contract float %340, %314
  %370 = fmul contract float %341, %305
  %371 = fsub contract float %369, %370
  %372 = fmul contract float %341, %315
  %373 = fmul contract float %340, %195
  %374 = fadd contract float %372, %373
  %375 = fmul contract float %340, %315
  %376 = fmul contract float %341, %195
  %377 = fsub contract float %375, %376
  %378 = fmul contract float %340, %316
  %379 = fmul contract float %341, %313
  %380 = fsub contract float %378, %379
  %381 = fmul contract float %341, %380
  %382 = fmul contract float %340, %306
  %383 = fmul contract float %341, %59
  %384 = fsub contract float %382, %383
  %385 = fmul contract float %340, %384
  %386 = fadd contract float %381, %385
  %387 = fmul contract float %340, %380
  %388 = fmul contract float %341, %384
  %389 = fsub contract float %387, %388
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
  %415 = phi float [ %59, %304 ], [ %362, %327 ]
  %416 = phi float [ %305, %304 ], [ %368, %327 ]
  %417 = phi float [ %195, %304 ], [ %374, %327 ]
  %418 = phi float [ %306, %304 ], [ %386, %327 ]
  %419 = phi float [ %307, %304 ], [ %353, %327 ]
  %420 = phi float [ %310, %304 ], [ %350, %327 ]
  %421 = phi float [ %199, %304 ], [ %347, %327 ]
  %422 = phi float [ %312, %304 ], [ %344, %327 ]
  %423 = phi float [ %313, %304 ], [ %365, %327 ]
  %424 = phi float [ %314, %304 ], [ %371, %327 ]
  %425 = phi float [ %315, %304 ], [ %377, %327 ]
  %426 = phi float [ %316, %304 ], [ %389, %327 ]
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
  %445 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %444) #6
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
  %458 = fmul contract float %450, %417
  %459 = fmul contract float %451, %416
  %460 = fsub contract float %458, %459
  %461 = fmul contract float %451, %417
  %462 = fmul contract float %450, %416
  %463 = fadd contract float %461, %462
  %464 = fmul contract float %451, %421
  %465 = fmul contract float %450, %419
  %466 = fadd contract float %464, %465
  %467 = fmul contract float %450, %421
  %468 = fmul contract float %451, %419
  %469 = fsub contract float %467, %468
  %470 = fmul contract float %451, %201
  %471 = fmul contract float %450, %311
  %472 = fadd contract float %470, %471
  %473 = fmul contract float %451, %472
  %474 = fmul contract float %451, %309
  %475 = fmul contract float %450, %308
  %476 = fadd contract float %474, %475
  %477 = fmul contract float %450, %476
  %478 = fadd contract float %473, %477
  %479 = fmul contract float %450, %472
  %480 = fmul contract float %451, %476
  %481 = fsub contract float %479, %480
  %482 = fmul contract float %450, %201
  %483 = fmul contract float %451, %311
  %484 = fsub contract float %482, %483
  %485 = fmul contract float %451, %484
  %486 = fmul contract float %450, %309
  %487 = fmul contract float %451, %308
  %488 = fsub contract float %486, %487
  %489 = fmul contract float %450, %488
  %490 = fadd contract float %485, %489
  %491 = fmul contract float %450, %484
  %492 = fmul contract float %451, %488
  %493 = fsub contract float %491, %492
  %494 = fmul contract float %451, %422
  %495 = fmul contract float %450, %420
  %496 = fadd contract float %494, %495
  %497 = fmul contract float %450, %422
  %498 = fmul contract float %451, %420
  %499 = fsub contract float %497, %498
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
  %525 = phi float [ %416, %414 ], [ %463, %437 ]
  %526 = phi float [ %417, %414 ], [ %460, %437 ]
  %527 = phi float [ %419, %414 ], [ %466, %437 ]
  %528 = phi float [ %308, %414 ], [ %478, %437 ]
  %529 = phi float [ %309, %414 ], [ %490, %437 ]
  %530 = phi float [ %420, %414 ], [ %496, %437 ]
  %531 = phi float [ %421, %414 ], [ %469, %437 ]
  %532 = phi float [ %311, %414 ], [ %481, %437 ]
  %533 = phi float [ %201, %414 ], [ %493, %437 ]
  %534 = phi float [ %422, %414 ], [ %499, %437 ]
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
  %555 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %554) #6
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
  %568 = fmul contract float %560, %529
  %569 = fmul contract float %561, %527
  %570 = fsub contract float %568, %569
  %571 = fmul contract float %561, %529
  %572 = fmul contract float %560, %527
  %573 = fadd contract float %571, %572
  %574 = fmul contract float %561, %533
  %575 = fmul contract float %560, %531
  %576 = fadd contract float %574, %575
  %577 = fmul contract float %561, %576
  %578 = fmul contract float %561, %526
  %579 = fmul contract float %560, %415
  %580 = fadd contract float %578, %579
  %581 = fmul contract float %560, %580
  %582 = fadd contract float %577, %581
  %583 = fmul contract float %560, %576
  %584 = fmul contract float %561, %580
  %585 = fsub contract float %583, %584
  %586 = fmul contract float %561, %532
  %587 = fmul contract float %560, %525
  %588 = fadd contract float %586, %587
  %589 = fmul contract float %560, %532
  %590 = fmul contract float %561, %525
  %591 = fsub contract float %589, %590
  %592 = fmul contract float %560, %533
  %593 = fmul contract float %561, %531
  %594 = fsub contract float %592, %593
  %595 = fmul contract float %561, %594
  %596 = fmul contract float %560, %526
  %597 = fmul contract float %561, %415
  %598 = fsub contract float %596, %597
  %599 = fmul contract float %560, %598
  %600 = fadd contract float %595, %599
  %601 = fmul contract float %560, %594
  %602 = fmul contract float %561, %598
  %603 = fsub contract float %601, %602
  %604 = fmul contract float %561, %534
  %605 = fmul contract float %560, %418
  %606 = fadd contract float %604, %605
  %607 = fmul contract float %560, %534
  %608 = fmul contract float %561, %418
  %609 = fsub contract float %607, %608
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
  %635 = phi float [ %415, %524 ], [ %582, %547 ]
  %636 = phi float [ %525, %524 ], [ %588, %547 ]
  %637 = phi float [ %526, %524 ], [ %600, %547 ]
  %638 = phi float [ %418, %524 ], [ %606, %547 ]
  %639 = phi float [ %527, %524 ], [ %573, %547 ]
  %640 = phi float [ %529, %524 ], [ %570, %547 ]
  %641 = phi float [ %531, %524 ], [ %585, %547 ]
  %642 = phi float [ %532, %524 ], [ %591, %547 ]
  %643 = phi float [ %533, %524 ], [ %603, %547 ]
  %644 = phi float [ %534, %524 ], [ %609, %547 ]
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
  %665 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %664) #6
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
  %684 = fmul contract float %671, %528
  %685 = fmul contract float %670, %639
  %686 = fadd contract float %684, %685
  %687 = fmul contract float %671, %686
  %688 = fmul contract float %671, %636
  %689 = fmul contract float %670, %635
  %690 = fadd contract float %688, %689
  %691 = fmul contract float %670, %690
  %692 = fadd contract float %687, %691
  %693 = fmul contract float %670, %686
  %694 = fmul contract float %671, %690
  %695 = fsub contract float %693, %694
  %696 = fmul contract float %670, %528
  %697 = fmul contract float %671, %639
  %698 = fsub contract float %696, %697
  %699 = fmul contract float %671, %698
  %700 = fmul contract float %670, %636
  %701 = fmul contract float %671, %635
  %702 = fsub contract float %700, %701
  %703 = fmul contract float %670, %702
  %704 = fadd contract float %699, %703
  %705 = fmul contract float %670, %698
  %706 = fmul contract float %671, %702
  %707 = fsub contract float %705, %706
  %708 = fmul contract float %671, %640
  %709 = fmul contract float %670, %637
  %710 = fadd contract float %708, %709
  %711 = fmul contract float %670, %640
  %712 = fmul contract float %671, %637
  %713 = fsub contract float %711, %712
  %714 = fmul contract float %671, %530
  %715 = fmul contract float %670, %638
  %716 = fadd contract float %714, %715
  %717 = fmul contract float %670, %530
  %718 = fmul contract float %671, %638
  %719 = fsub contract float %717, %718
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
  %745 = phi float [ %635, %634 ], [ %692, %657 ]
  %746 = phi float [ %636, %634 ], [ %704, %657 ]
  %747 = phi float [ %637, %634 ], [ %710, %657 ]
  %748 = phi float [ %638, %634 ], [ %716, %657 ]
  %749 = phi float [ %639, %634 ], [ %695, %657 ]
  %750 = phi float [ %528, %634 ], [ %707, %657 ]
  %751 = phi float [ %640, %634 ], [ %713, %657 ]
  %752 = phi float [ %530, %634 ], [ %719, %657 ]
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
  br i1 %766, label %794, label %58, !llvm.loop !16

767:                                              ; preds = %843
  br label %768

768:                                              ; preds = %843, %767
  %769 = phi float [ %818, %767 ], [ %831, %843 ]
  %770 = phi float [ %831, %767 ], [ %818, %843 ]
  %771 = phi float [ %820, %767 ], [ %833, %843 ]
  %772 = phi float [ %833, %767 ], [ %820, %843 ]
  %773 = phi float [ %822, %767 ], [ %835, %843 ]
  %774 = phi float [ %835, %767 ], [ %822, %843 ]
  %775 = phi float [ %824, %767 ], [ %837, %843 ]
  %776 = phi float [ %837, %767 ], [ %824, %843 ]
  %777 = phi float [ %826, %767 ], [ %839, %843 ]
  %778 = phi float [ %839, %767 ], [ %826, %843 ]
  %779 = fcmp contract ogt float %852, %778
  br i1 %779, label %780, label %781

780:                                              ; preds = %768
  br label %781

781:                                              ; preds = %780, %768
  %782 = phi float [ %770, %780 ], [ %844, %768 ]
  %783 = phi float [ %844, %780 ], [ %770, %768 ]
  %784 = phi float [ %772, %780 ], [ %846, %768 ]
  %785 = phi float [ %846, %780 ], [ %772, %768 ]
  %786 = phi float [ %774, %780 ], [ %848, %768 ]
  %787 = phi float [ %848, %780 ], [ %774, %768 ]
  %788 = phi float [ %776, %780 ], [ %850, %768 ]
  %789 = phi float [ %850, %780 ], [ %776, %768 ]
  %790 = phi float [ %778, %780 ], [ %852, %768 ]
  %791 = phi float [ %852, %780 ], [ %778, %768 ]
  %792 = fcmp contract ogt float %790, %777
  br i1 %792, label %793, label %855

793:                                              ; preds = %781
  br label %855

794:                                              ; preds = %744, %58
  %795 = phi float [ %745, %744 ], [ %59, %58 ]
  %796 = phi float [ %750, %744 ], [ %64, %58 ]
  %797 = phi float [ %643, %744 ], [ %69, %58 ]
  %798 = phi float [ %426, %744 ], [ %74, %58 ]
  %799 = phi float [ %757, %744 ], [ %75, %58 ]
  %800 = phi float [ %758, %744 ], [ %76, %58 ]
  %801 = phi float [ %648, %744 ], [ %77, %58 ]
  %802 = phi float [ %428, %744 ], [ %78, %58 ]
  %803 = phi float [ %759, %744 ], [ %79, %58 ]
  %804 = phi float [ %760, %744 ], [ %80, %58 ]
  %805 = phi float [ %650, %744 ], [ %81, %58 ]
  %806 = phi float [ %430, %744 ], [ %82, %58 ]
  %807 = phi float [ %761, %744 ], [ %83, %58 ]
  %808 = phi float [ %762, %744 ], [ %84, %58 ]
  %809 = phi float [ %652, %744 ], [ %85, %58 ]
  %810 = phi float [ %432, %744 ], [ %86, %58 ]
  %811 = phi float [ %763, %744 ], [ %87, %58 ]
  %812 = phi float [ %764, %744 ], [ %88, %58 ]
  %813 = phi float [ %654, %744 ], [ %89, %58 ]
  %814 = phi float [ %434, %744 ], [ %90, %58 ]
  %815 = fcmp contract ogt float %797, %798
  br i1 %815, label %816, label %817

816:                                              ; preds = %794
  br label %817

817:                                              ; preds = %794, %816
  %818 = phi float [ %802, %816 ], [ %801, %794 ]
  %819 = phi float [ %801, %816 ], [ %802, %794 ]
  %820 = phi float [ %806, %816 ], [ %805, %794 ]
  %821 = phi float [ %805, %816 ], [ %806, %794 ]
  %822 = phi float [ %810, %816 ], [ %809, %794 ]
  %823 = phi float [ %809, %816 ], [ %810, %794 ]
  %824 = phi float [ %814, %816 ], [ %813, %794 ]
  %825 = phi float [ %813, %816 ], [ %814, %794 ]
  %826 = phi float [ %798, %816 ], [ %797, %794 ]
  %827 = phi float [ %797, %816 ], [ %798, %794 ]
  %828 = fcmp contract ogt float %796, %827
  br i1 %828, label %829, label %830

829:                                              ; preds = %817
  br label %830

830:                                              ; preds = %817, %829
  %831 = phi float [ %819, %829 ], [ %800, %817 ]
  %832 = phi float [ %800, %829 ], [ %819, %817 ]
  %833 = phi float [ %821, %829 ], [ %804, %817 ]
  %834 = phi float [ %804, %829 ], [ %821, %817 ]
  %835 = phi float [ %823, %829 ], [ %808, %817 ]
  %836 = phi float [ %808, %829 ], [ %823, %817 ]
  %837 = phi float [ %825, %829 ], [ %812, %817 ]
  %838 = phi float [ %812, %829 ], [ %825, %817 ]
  %839 = phi float [ %827, %829 ], [ %796, %817 ]
  %840 = phi float [ %796, %829 ], [ %827, %817 ]
  %841 = fcmp contract ogt float %795, %840
  br i1 %841, label %842, label %843

842:                                              ; preds = %830
  br label %843

843:                                              ; preds = %842, %830
  %844 = phi float [ %832, %842 ], [ %799, %830 ]
  %845 = phi float [ %799, %842 ], [ %832, %830 ]
  %846 = phi float [ %834, %842 ], [ %803, %830 ]
  %847 = phi float [ %803, %842 ], [ %834, %830 ]
  %848 = phi float [ %836, %842 ], [ %807, %830 ]
  %849 = phi float [ %807, %842 ], [ %836, %830 ]
  %850 = phi float [ %838, %842 ], [ %811, %830 ]
  %851 = phi float [ %811, %842 ], [ %838, %830 ]
  %852 = phi float [ %840, %842 ], [ %795, %830 ]
  %853 = phi float [ %795, %842 ], [ %840, %830 ]
  %854 = fcmp contract ogt float %839, %826
  br i1 %854, label %767, label %768

855:                                              ; preds = %781, %793
  %856 = phi float [ %769, %793 ], [ %782, %781 ]
  %857 = phi float [ %782, %793 ], [ %769, %781 ]
  %858 = phi float [ %771, %793 ], [ %784, %781 ]
  %859 = phi float [ %784, %793 ], [ %771, %781 ]
  %860 = phi float [ %773, %793 ], [ %786, %781 ]
  %861 = phi float [ %786, %793 ], [ %773, %781 ]
  %862 = phi float [ %775, %793 ], [ %788, %781 ]
  %863 = phi float [ %788, %793 ], [ %775, %781 ]
  %864 = phi float [ %777, %793 ], [ %790, %781 ]
  %865 = phi float [ %790, %793 ], [ %777, %781 ]
  %866 = shl nsw i64 %13, 4
  %867 = getelementptr inbounds nuw i8, ptr %1, i64 %866
  store float %853, ptr %867, align 4, !tbaa !11
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 4
  store float %791, ptr %868, align 4, !tbaa !11
  %869 = getelementptr inbounds nuw i8, ptr %867, i64 8
  store float %865, ptr %869, align 4, !tbaa !11
  %870 = getelementptr inbounds nuw i8, ptr %867, i64 12
  store float %864, ptr %870, align 4, !tbaa !11
  %871 = shl nsw i64 %13, 6
  %872 = getelementptr inbounds nuw i8, ptr %2, i64 %871
  store float %851, ptr %872, align 4, !tbaa !11
  %873 = getelementptr inbounds nuw i8, ptr %872, i64 4
  store float %789, ptr %873, align 4, !tbaa !11
  %874 = getelementptr inbounds nuw i8, ptr %872, i64 8
  store float %863, ptr %874, align 4, !tbaa !11
  %875 = getelementptr inbounds nuw i8, ptr %872, i64 12
  store float %862, ptr %875, align 4, !tbaa !11
  %876 = getelementptr inbounds nuw i8, ptr %872, i64 16
  store float %849, ptr %876, align 4, !tbaa !11
  %877 = getelementptr inbounds nuw i8, ptr %872, i64 20
  store float %787, ptr %877, align 4, !tbaa !11
  %878 = getelementptr inbounds nuw i8, ptr %872, i64 24
  store float %861, ptr %878, align 4, !tbaa !11
  %879 = getelementptr inbounds nuw i8, ptr %872, i64 28
  store float %860, ptr %879, align 4, !tbaa !11
  %880 = getelementptr inbounds nuw i8, ptr %872, i64 32
  store float %847, ptr %880, align 4, !tbaa !11
  %881 = getelementptr inbounds nuw i8, ptr %872, i64 36
  store float %785, ptr %881, align 4, !tbaa !11
  %882 = getelementptr inbounds nuw i8, ptr %872, i64 40
  store float %859, ptr %882, align 4, !tbaa !11
  %883 = getelementptr inbounds nuw i8, ptr %872, i64 44
  store float %858, ptr %883, align 4, !tbaa !11
  %884 = getelementptr inbounds nuw i8, ptr %872, i64 48
  store float %845, ptr %884, align 4, !tbaa !11
  %885 = getelementptr inbounds nuw i8, ptr %872, i64 52
  store float %783, ptr %885, align 4, !tbaa !11
  %886 = getelementptr inbounds nuw i8, ptr %872, i64 56
  store float %857, ptr %886, align 4, !tbaa !11
  %887 = getelementptr inbounds nuw i8, ptr %872, i64 60
  store float %856, ptr %887, align 4, !tbaa !11
  br label %888

888:                                              ; preds = %5, %855
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
  br i1 %24, label %25, label %171

25:                                               ; preds = %7
  %26 = icmp sge i32 %21, %5
  %27 = icmp slt i32 %3, 3
  %28 = or i1 %27, %26
  %29 = icmp slt i32 %4, 3
  %30 = or i1 %29, %28
  %31 = icmp slt i32 %5, 3
  %32 = or i1 %31, %30
  br i1 %32, label %171, label %33

33:                                               ; preds = %25
  %34 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %35 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %34, i32 3)
  %36 = sub nsw i32 0, %35
  %37 = add nsw i32 %5, -2
  %38 = add nsw i32 %4, -2
  %39 = add nsw i32 %3, -2
  %40 = zext nneg i32 %4 to i64
  %41 = zext nneg i32 %3 to i64
  %42 = mul nuw nsw i64 %40, %41
  br label %90

43:                                               ; preds = %103
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #6
  store float %158, ptr %8, align 4, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float %160, ptr %44, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float %162, ptr %45, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store float %160, ptr %46, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float %164, ptr %47, align 4, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store float %166, ptr %48, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store float %162, ptr %49, align 4, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store float %166, ptr %50, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store float %168, ptr %51, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #6
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #6
  call void @_Z11eig3_jacobiRA3_A3_fRS_S1_if(ptr noundef nonnull align 4 dereferenceable(36) %8, ptr noundef nonnull align 4 dereferenceable(12) %9, ptr noundef nonnull align 4 dereferenceable(36) %10, i32 noundef 8, float noundef 0x3EB0C6F7A0000000) #6
  %52 = zext nneg i32 %21 to i64
  %53 = zext nneg i32 %4 to i64
  %54 = mul nuw nsw i64 %53, %52
  %55 = zext nneg i32 %20 to i64
  %56 = add nuw nsw i64 %54, %55
  %57 = zext nneg i32 %3 to i64
  %58 = mul i64 %56, %57
  %59 = sext i32 %15 to i64
  %60 = add i64 %58, %59
  %61 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = fcmp contract olt float %62, 0.000000e+00
  %64 = select contract i1 %63, float -1.000000e+00, float 1.000000e+00
  %65 = load float, ptr %10, align 4, !tbaa !11
  %66 = fmul contract float %65, %64
  %67 = mul i64 %60, 12
  %68 = getelementptr inbounds nuw i8, ptr %1, i64 %67
  store float %66, ptr %68, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = fmul contract float %64, %70
  %72 = getelementptr i8, ptr %68, i64 4
  store float %71, ptr %72, align 4, !tbaa !11
  %73 = fmul contract float %62, %64
  %74 = getelementptr i8, ptr %68, i64 8
  store float %73, ptr %74, align 4, !tbaa !11
  %75 = load float, ptr %9, align 4, !tbaa !11
  %76 = fcmp contract ogt float %75, 0x3BC79CA100000000
  %77 = fdiv contract float 1.000000e+00, %75
  %78 = select contract i1 %76, float %77, float 0.000000e+00
  %79 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = fsub contract float %75, %80
  %82 = fmul contract float %81, %78
  %83 = shl i64 %60, 3
  %84 = getelementptr inbounds nuw i8, ptr %2, i64 %83
  store float %82, ptr %84, align 4, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fsub contract float %80, %86
  %88 = fmul contract float %78, %87
  %89 = getelementptr inbounds nuw i8, ptr %84, i64 4
  store float %88, ptr %89, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #6
  br label %171

90:                                               ; preds = %33, %103
  %91 = phi float [ 0.000000e+00, %33 ], [ %158, %103 ]
  %92 = phi float [ 0.000000e+00, %33 ], [ %160, %103 ]
  %93 = phi float [ 0.000000e+00, %33 ], [ %162, %103 ]
  %94 = phi float [ 0.000000e+00, %33 ], [ %164, %103 ]
  %95 = phi float [ 0.000000e+00, %33 ], [ %166, %103 ]
  %96 = phi float [ 0.000000e+00, %33 ], [ %168, %103 ]
  %97 = phi i32 [ %36, %33 ], [ %104, %103 ]
  %98 = add nsw i32 %97, %21
  %99 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %98, i32 1)
  %100 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %99, i32 range(i32 1, 2147483646) %37)
  %101 = zext nneg i32 %100 to i64
  %102 = mul nuw nsw i64 %101, %40
  br label %106

103:                                              ; preds = %120
  %104 = add nsw i32 %97, 1
  %105 = icmp eq i32 %97, %35
  br i1 %105, label %43, label %90, !llvm.loop !17

106:                                              ; preds = %90, %120
  %107 = phi float [ %91, %90 ], [ %158, %120 ]
  %108 = phi float [ %92, %90 ], [ %160, %120 ]
  %109 = phi float [ %93, %90 ], [ %162, %120 ]
  %110 = phi float [ %94, %90 ], [ %164, %120 ]
  %111 = phi float [ %95, %90 ], [ %166, %120 ]
  %112 = phi float [ %96, %90 ], [ %168, %120 ]
  %113 = phi i32 [ %36, %90 ], [ %121, %120 ]
  %114 = add nsw i32 %113, %20
  %115 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %114, i32 1)
  %116 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %115, i32 range(i32 1, 2147483646) %38)
  %117 = zext nneg i32 %116 to i64
  %118 = add nuw nsw i64 %102, %117
  %119 = mul i64 %118, %41
  br label %123

120:                                              ; preds = %123
  %121 = add nsw i32 %113, 1
  %122 = icmp eq i32 %113, %35
  br i1 %122, label %103, label %106, !llvm.loop !18

123:                                              ; preds = %106, %123
  %124 = phi float [ %107, %106 ], [ %158, %123 ]
  %125 = phi float [ %108, %106 ], [ %160, %123 ]
  %126 = phi float [ %109, %106 ], [ %162, %123 ]
  %127 = phi float [ %110, %106 ], [ %164, %123 ]
  %128 = phi float [ %111, %106 ], [ %166, %123 ]
  %129 = phi float [ %112, %106 ], [ %168, %123 ]
  %130 = phi i32 [ %36, %106 ], [ %169, %123 ]
  %131 = add nsw i32 %130, %15
  %132 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %131, i32 1)
  %133 = tail call noundef range(i32 0, 2147483646) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %132, i32 range(i32 1, 2147483646) %39)
  %134 = zext nneg i32 %133 to i64
  %135 = add i64 %119, %134
  %136 = getelementptr float, ptr %0, i64 %135
  %137 = getelementptr i8, ptr %136, i64 4
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = getelementptr i8, ptr %136, i64 -4
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = fsub contract float %138, %140
  %142 = fmul contract float %141, 5.000000e-01
  %143 = getelementptr float, ptr %136, i64 %41
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = sub i64 %135, %41
  %146 = getelementptr inbounds nuw float, ptr %0, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = fsub contract float %144, %147
  %149 = fmul contract float %148, 5.000000e-01
  %150 = getelementptr float, ptr %136, i64 %42
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = sub i64 %135, %42
  %153 = getelementptr inbounds nuw float, ptr %0, i64 %152
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = fsub contract float %151, %154
  %156 = fmul contract float %155, 5.000000e-01
  %157 = fmul contract float %142, %142
  %158 = fadd contract float %124, %157
  %159 = fmul contract float %142, %149
  %160 = fadd contract float %125, %159
  %161 = fmul contract float %142, %156
  %162 = fadd contract float %126, %161
  %163 = fmul contract float %149, %149
  %164 = fadd contract float %127, %163
  %165 = fmul contract float %149, %156
  %166 = fadd contract float %128, %165
  %167 = fmul contract float %156, %156
  %168 = fadd contract float %129, %167
  %169 = add nsw i32 %130, 1
  %170 = icmp eq i32 %130, %35
  br i1 %170, label %120, label %123, !llvm.loop !19

171:                                              ; preds = %7, %25, %43
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
