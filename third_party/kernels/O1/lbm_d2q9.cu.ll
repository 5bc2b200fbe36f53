; ModuleID = 'src/lbm_d2q9.cu'
source_filename = "src/lbm_d2q9.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lbm_stream_collide(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = sext i32 %3 to i64
  %9 = sext i32 %4 to i64
  %10 = mul nsw i64 %9, %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp ult i64 %18, %10
  br i1 %19, label %20, label %79

20:                                               ; preds = %7
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %14
  %24 = fmul contract float %6, 0.000000e+00
  %25 = fmul contract float %24, 0x4005555560000000
  %26 = mul i64 %10, 12
  %27 = fmul contract float %6, 0x3FE5555560000000
  %28 = getelementptr float, ptr %0, i64 %10
  %29 = mul i64 %10, 12
  %30 = shl i64 %10, 4
  %31 = fmul contract float %6, 0.000000e+00
  %32 = fmul contract float %31, 0x3FE5555560000000
  %33 = shl i64 %10, 3
  %34 = getelementptr i8, ptr %0, i64 %33
  %35 = shl i64 %10, 4
  %36 = fmul contract float %6, 0xBFE5555560000000
  %37 = mul i64 %10, 12
  %38 = getelementptr i8, ptr %0, i64 %37
  %39 = shl i64 %10, 3
  %40 = fmul contract float %6, 0.000000e+00
  %41 = fmul contract float %40, 0x3FE5555560000000
  %42 = shl i64 %10, 4
  %43 = getelementptr i8, ptr %0, i64 %42
  %44 = shl i64 %10, 3
  %45 = mul i64 %10, 28
  %46 = fmul contract float %6, 0x3FC5555560000000
  %47 = mul i64 %10, 20
  %48 = getelementptr i8, ptr %0, i64 %47
  %49 = mul i64 %10, 28
  %50 = shl i64 %10, 5
  %51 = fmul contract float %6, 0xBFC5555560000000
  %52 = mul i64 %10, 24
  %53 = getelementptr i8, ptr %0, i64 %52
  %54 = shl i64 %10, 5
  %55 = mul i64 %10, 20
  %56 = fmul contract float %6, 0xBFC5555560000000
  %57 = mul i64 %10, 28
  %58 = getelementptr i8, ptr %0, i64 %57
  %59 = mul i64 %10, 20
  %60 = mul i64 %10, 24
  %61 = fmul contract float %6, 0x3FC5555560000000
  %62 = shl i64 %10, 5
  %63 = getelementptr i8, ptr %0, i64 %62
  %64 = mul i64 %10, 24
  %65 = shl i64 %10, 3
  %66 = mul i64 %10, 12
  %67 = shl i64 %10, 4
  %68 = mul i64 %10, 20
  %69 = mul i64 %10, 24
  %70 = mul i64 %10, 28
  %71 = shl i64 %10, 5
  %72 = shl i64 %10, 1
  %73 = mul i64 %10, 3
  %74 = shl i64 %10, 2
  %75 = mul i64 %10, 5
  %76 = mul i64 %10, 6
  %77 = mul i64 %10, 7
  %78 = shl i64 %10, 3
  br label %80

79:                                               ; preds = %556, %7
  ret void

80:                                               ; preds = %20, %556
  %81 = phi i64 [ %18, %20 ], [ %557, %556 ]
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !11
  %84 = icmp eq i8 %83, 1
  br i1 %84, label %85, label %121

85:                                               ; preds = %80
  %86 = getelementptr inbounds nuw float, ptr %0, i64 %81
  %87 = load float, ptr %86, align 4, !tbaa !12
  %88 = getelementptr inbounds nuw float, ptr %1, i64 %81
  store float %87, ptr %88, align 4, !tbaa !12
  %89 = add i64 %10, %81
  %90 = getelementptr inbounds nuw float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !12
  %92 = getelementptr inbounds nuw float, ptr %1, i64 %89
  store float %91, ptr %92, align 4, !tbaa !12
  %93 = add i64 %72, %81
  %94 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !12
  %96 = getelementptr inbounds nuw float, ptr %1, i64 %93
  store float %95, ptr %96, align 4, !tbaa !12
  %97 = add i64 %73, %81
  %98 = getelementptr inbounds nuw float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !12
  %100 = getelementptr inbounds nuw float, ptr %1, i64 %97
  store float %99, ptr %100, align 4, !tbaa !12
  %101 = add i64 %74, %81
  %102 = getelementptr inbounds nuw float, ptr %0, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !12
  %104 = getelementptr inbounds nuw float, ptr %1, i64 %101
  store float %103, ptr %104, align 4, !tbaa !12
  %105 = add i64 %75, %81
  %106 = getelementptr inbounds nuw float, ptr %0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !12
  %108 = getelementptr inbounds nuw float, ptr %1, i64 %105
  store float %107, ptr %108, align 4, !tbaa !12
  %109 = add i64 %76, %81
  %110 = getelementptr inbounds nuw float, ptr %0, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !12
  %112 = getelementptr inbounds nuw float, ptr %1, i64 %109
  store float %111, ptr %112, align 4, !tbaa !12
  %113 = add i64 %77, %81
  %114 = getelementptr inbounds nuw float, ptr %0, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !12
  %116 = getelementptr inbounds nuw float, ptr %1, i64 %113
  store float %115, ptr %116, align 4, !tbaa !12
  %117 = add i64 %78, %81
  %118 = getelementptr inbounds nuw float, ptr %0, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !12
  %120 = getelementptr inbounds nuw float, ptr %1, i64 %117
  store float %119, ptr %120, align 4, !tbaa !12
  br label %556

121:                                              ; preds = %80
  %122 = freeze i64 %81
  %123 = udiv i64 %122, %8
  %124 = mul i64 %123, %8
  %125 = sub i64 %122, %124
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %123 to i32
  %128 = getelementptr float, ptr %0, i64 %81
  %129 = getelementptr float, ptr %0, i64 %81
  %130 = icmp sgt i32 %127, -1
  %131 = icmp sgt i32 %4, %127
  %132 = and i1 %130, %131
  br i1 %132, label %137, label %133

133:                                              ; preds = %121
  %134 = load float, ptr %128, align 4, !tbaa !12
  %135 = fadd contract float %134, %25
  %136 = select i1 %131, float %134, float %135
  br label %154

137:                                              ; preds = %121
  %138 = icmp slt i32 %126, 0
  %139 = icmp sgt i32 %3, %126
  %140 = select i1 %139, i32 0, i32 %3
  %141 = sub i32 0, %140
  %142 = select i1 %138, i32 %3, i32 %141
  %143 = add i32 %142, %126
  %144 = and i64 %123, 2147483647
  %145 = mul nsw i64 %144, %8
  %146 = sext i32 %143 to i64
  %147 = add nsw i64 %145, %146
  %148 = getelementptr inbounds nuw i8, ptr %2, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !11
  %150 = icmp eq i8 %149, 1
  %151 = getelementptr float, ptr %0, i64 %147
  %152 = select i1 %150, ptr %129, ptr %151
  %153 = load float, ptr %152, align 4, !tbaa !12
  br label %154

154:                                              ; preds = %137, %133
  %155 = phi float [ %153, %137 ], [ %136, %133 ]
  %156 = icmp sgt i32 %127, -1
  %157 = icmp sgt i32 %4, %127
  %158 = and i1 %156, %157
  br i1 %158, label %164, label %159

159:                                              ; preds = %154
  %160 = getelementptr i8, ptr %128, i64 %26
  %161 = load float, ptr %160, align 4, !tbaa !12
  %162 = fadd contract float %161, %27
  %163 = select i1 %157, float %161, float %162
  br label %183

164:                                              ; preds = %154
  %165 = add nsw i32 %126, -1
  %166 = icmp slt i32 %126, 1
  %167 = icmp slt i32 %3, %126
  %168 = select i1 %167, i32 %3, i32 0
  %169 = sub i32 0, %168
  %170 = select i1 %166, i32 %3, i32 %169
  %171 = add i32 %170, %165
  %172 = and i64 %123, 2147483647
  %173 = mul nsw i64 %172, %8
  %174 = sext i32 %171 to i64
  %175 = add nsw i64 %173, %174
  %176 = getelementptr inbounds nuw i8, ptr %2, i64 %175
  %177 = load i8, ptr %176, align 1, !tbaa !11
  %178 = icmp eq i8 %177, 1
  %179 = getelementptr i8, ptr %129, i64 %29
  %180 = getelementptr float, ptr %28, i64 %175
  %181 = select i1 %178, ptr %179, ptr %180
  %182 = load float, ptr %181, align 4, !tbaa !12
  br label %183

183:                                              ; preds = %164, %159
  %184 = phi float [ %182, %164 ], [ %163, %159 ]
  %185 = icmp sgt i32 %127, 0
  %186 = icmp sge i32 %4, %127
  %187 = and i1 %185, %186
  br i1 %187, label %193, label %188

188:                                              ; preds = %183
  %189 = getelementptr i8, ptr %128, i64 %30
  %190 = load float, ptr %189, align 4, !tbaa !12
  %191 = fadd contract float %190, %32
  %192 = select i1 %186, float %190, float %191
  br label %212

193:                                              ; preds = %183
  %194 = add i64 %123, 4294967295
  %195 = icmp slt i32 %126, 0
  %196 = icmp sgt i32 %3, %126
  %197 = select i1 %196, i32 0, i32 %3
  %198 = sub i32 0, %197
  %199 = select i1 %195, i32 %3, i32 %198
  %200 = add i32 %199, %126
  %201 = and i64 %194, 4294967295
  %202 = mul nsw i64 %201, %8
  %203 = sext i32 %200 to i64
  %204 = add nsw i64 %202, %203
  %205 = getelementptr inbounds nuw i8, ptr %2, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !11
  %207 = icmp eq i8 %206, 1
  %208 = getelementptr i8, ptr %129, i64 %35
  %209 = getelementptr float, ptr %34, i64 %204
  %210 = select i1 %207, ptr %208, ptr %209
  %211 = load float, ptr %210, align 4, !tbaa !12
  br label %212

212:                                              ; preds = %193, %188
  %213 = phi float [ %211, %193 ], [ %192, %188 ]
  %214 = icmp sgt i32 %127, -1
  %215 = icmp sgt i32 %4, %127
  %216 = and i1 %214, %215
  br i1 %216, label %222, label %217

217:                                              ; preds = %212
  %218 = getelementptr float, ptr %128, i64 %10
  %219 = load float, ptr %218, align 4, !tbaa !12
  %220 = fadd contract float %219, %36
  %221 = select i1 %215, float %219, float %220
  br label %241

222:                                              ; preds = %212
  %223 = add nsw i32 %126, 1
  %224 = icmp slt i32 %126, -1
  %225 = icmp slt i32 %223, %3
  %226 = select i1 %225, i32 0, i32 %3
  %227 = sub i32 0, %226
  %228 = select i1 %224, i32 %3, i32 %227
  %229 = add i32 %228, %223
  %230 = and i64 %123, 2147483647
  %231 = mul nsw i64 %230, %8
  %232 = sext i32 %229 to i64
  %233 = add nsw i64 %231, %232
  %234 = getelementptr inbounds nuw i8, ptr %2, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !11
  %236 = icmp eq i8 %235, 1
  %237 = getelementptr float, ptr %129, i64 %10
  %238 = getelementptr float, ptr %38, i64 %233
  %239 = select i1 %236, ptr %237, ptr %238
  %240 = load float, ptr %239, align 4, !tbaa !12
  br label %241

241:                                              ; preds = %222, %217
  %242 = phi float [ %240, %222 ], [ %221, %217 ]
  %243 = add nsw i32 %127, 1
  %244 = icmp sgt i32 %127, -2
  %245 = icmp slt i32 %243, %4
  %246 = and i1 %244, %245
  br i1 %246, label %252, label %247

247:                                              ; preds = %241
  %248 = getelementptr i8, ptr %128, i64 %39
  %249 = load float, ptr %248, align 4, !tbaa !12
  %250 = fadd contract float %249, %41
  %251 = select i1 %245, float %249, float %250
  br label %270

252:                                              ; preds = %241
  %253 = icmp slt i32 %126, 0
  %254 = icmp sgt i32 %3, %126
  %255 = select i1 %254, i32 0, i32 %3
  %256 = sub i32 0, %255
  %257 = select i1 %253, i32 %3, i32 %256
  %258 = add i32 %257, %126
  %259 = zext nneg i32 %243 to i64
  %260 = mul nsw i64 %259, %8
  %261 = sext i32 %258 to i64
  %262 = add nsw i64 %260, %261
  %263 = getelementptr inbounds nuw i8, ptr %2, i64 %262
  %264 = load i8, ptr %263, align 1, !tbaa !11
  %265 = icmp eq i8 %264, 1
  %266 = getelementptr i8, ptr %129, i64 %44
  %267 = getelementptr float, ptr %43, i64 %262
  %268 = select i1 %265, ptr %266, ptr %267
  %269 = load float, ptr %268, align 4, !tbaa !12
  br label %270

270:                                              ; preds = %252, %247
  %271 = phi float [ %269, %252 ], [ %251, %247 ]
  %272 = icmp sgt i32 %127, 0
  %273 = icmp sge i32 %4, %127
  %274 = and i1 %272, %273
  br i1 %274, label %280, label %275

275:                                              ; preds = %270
  %276 = getelementptr i8, ptr %128, i64 %45
  %277 = load float, ptr %276, align 4, !tbaa !12
  %278 = fadd contract float %277, %46
  %279 = select i1 %273, float %277, float %278
  br label %300

280:                                              ; preds = %270
  %281 = add i64 %123, 4294967295
  %282 = add nsw i32 %126, -1
  %283 = icmp slt i32 %126, 1
  %284 = icmp slt i32 %3, %126
  %285 = select i1 %284, i32 %3, i32 0
  %286 = sub i32 0, %285
  %287 = select i1 %283, i32 %3, i32 %286
  %288 = add i32 %287, %282
  %289 = and i64 %281, 4294967295
  %290 = mul nsw i64 %289, %8
  %291 = sext i32 %288 to i64
  %292 = add nsw i64 %290, %291
  %293 = getelementptr inbounds nuw i8, ptr %2, i64 %292
  %294 = load i8, ptr %293, align 1, !tbaa !11
  %295 = icmp eq i8 %294, 1
  %296 = getelementptr i8, ptr %129, i64 %49
  %297 = getelementptr float, ptr %48, i64 %292
  %298 = select i1 %295, ptr %296, ptr %297
  %299 = load float, ptr %298, align 4, !tbaa !12
  br label %300

300:                                              ; preds = %280, %275
  %301 = phi float [ %299, %280 ], [ %279, %275 ]
  %302 = icmp sgt i32 %127, 0
  %303 = icmp sge i32 %4, %127
  %304 = and i1 %302, %303
  br i1 %304, label %310, label %305

305:                                              ; preds = %300
  %306 = getelementptr i8, ptr %128, i64 %50
  %307 = load float, ptr %306, align 4, !tbaa !12
  %308 = fadd contract float %307, %51
  %309 = select i1 %303, float %307, float %308
  br label %330

310:                                              ; preds = %300
  %311 = add i64 %123, 4294967295
  %312 = add nsw i32 %126, 1
  %313 = icmp slt i32 %126, -1
  %314 = icmp slt i32 %312, %3
  %315 = select i1 %314, i32 0, i32 %3
  %316 = sub i32 0, %315
  %317 = select i1 %313, i32 %3, i32 %316
  %318 = add i32 %317, %312
  %319 = and i64 %311, 4294967295
  %320 = mul nsw i64 %319, %8
  %321 = sext i32 %318 to i64
  %322 = add nsw i64 %320, %321
  %323 = getelementptr inbounds nuw i8, ptr %2, i64 %322
  %324 = load i8, ptr %323, align 1, !tbaa !11
  %325 = icmp eq i8 %324, 1
  %326 = getelementptr i8, ptr %129, i64 %54
  %327 = getelementptr float, ptr %53, i64 %322
  %328 = select i1 %325, ptr %326, ptr %327
  %329 = load float, ptr %328, align 4, !tbaa !12
  br label %330

330:                                              ; preds = %310, %305
  %331 = phi float [ %329, %310 ], [ %309, %305 ]
  %332 = add nsw i32 %127, 1
  %333 = icmp sgt i32 %127, -2
  %334 = icmp slt i32 %332, %4
  %335 = and i1 %333, %334
  br i1 %335, label %341, label %336

336:                                              ; preds = %330
  %337 = getelementptr i8, ptr %128, i64 %55
  %338 = load float, ptr %337, align 4, !tbaa !12
  %339 = fadd contract float %338, %56
  %340 = select i1 %334, float %338, float %339
  br label %360

341:                                              ; preds = %330
  %342 = add nsw i32 %126, 1
  %343 = icmp slt i32 %126, -1
  %344 = icmp slt i32 %342, %3
  %345 = select i1 %344, i32 0, i32 %3
  %346 = sub i32 0, %345
  %347 = select i1 %343, i32 %3, i32 %346
  %348 = add i32 %347, %342
  %349 = zext nneg i32 %332 to i64
  %350 = mul nsw i64 %349, %8
  %351 = sext i32 %348 to i64
  %352 = add nsw i64 %350, %351
  %353 = getelementptr inbounds nuw i8, ptr %2, i64 %352
  %354 = load i8, ptr %353, align 1, !tbaa !11
  %355 = icmp eq i8 %354, 1
  %356 = getelementptr i8, ptr %129, i64 %59
  %357 = getelementptr float, ptr %58, i64 %352
  %358 = select i1 %355, ptr %356, ptr %357
  %359 = load float, ptr %358, align 4, !tbaa !12
  br label %360

360:                                              ; preds = %341, %336
  %361 = phi float [ %359, %341 ], [ %340, %336 ]
  %362 = add nsw i32 %127, 1
  %363 = icmp sgt i32 %127, -2
  %364 = icmp slt i32 %362, %4
  %365 = and i1 %363, %364
  br i1 %365, label %371, label %366

366:                                              ; preds = %360
  %367 = getelementptr i8, ptr %128, i64 %60
  %368 = load float, ptr %367, align 4, !tbaa !12
  %369 = fadd contract float %368, %61
  %370 = select i1 %364, float %368, float %369
  br label %390

371:                                              ; preds = %360
  %372 = add nsw i32 %126, -1
  %373 = icmp slt i32 %126, 1
  %374 = icmp slt i32 %3, %126
  %375 = select i1 %374, i32 %3, i32 0
  %376 = sub i32 0, %375
  %377 = select i1 %373, i32 %3, i32 %376
  %378 = add i32 %377, %372
  %379 = zext nneg i32 %362 to i64
  %380 = mul nsw i64 %379, %8
  %381 = sext i32 %378 to i64
  %382 = add nsw i64 %380, %381
  %383 = getelementptr inbounds nuw i8, ptr %2, i64 %382
  %384 = load i8, ptr %383, align 1, !tbaa !11
  %385 = icmp eq i8 %384, 1
  %386 = getelementptr i8, ptr %129, i64 %64
  %387 = getelementptr float, ptr %63, i64 %382
  %388 = select i1 %385, ptr %386, ptr %387
  %389 = load float, ptr %388, align 4, !tbaa !12
  br label %390

390:                                              ; preds = %371, %366
  %391 = phi float [ %389, %371 ], [ %370, %366 ]
  %392 = getelementptr float, ptr %1, i64 %81
  %393 = fmul contract float %155, 0.000000e+00
  %394 = fadd contract float %393, 0.000000e+00
  %395 = fadd contract float %394, %184
  %396 = fmul contract float %213, 0.000000e+00
  %397 = fadd contract float %395, %396
  %398 = fsub contract float %397, %242
  %399 = fmul contract float %271, 0.000000e+00
  %400 = fadd contract float %398, %399
  %401 = fadd contract float %400, %301
  %402 = fsub contract float %401, %331
  %403 = fsub contract float %402, %361
  %404 = fadd contract float %403, %391
  %405 = fadd contract float %155, 0.000000e+00
  %406 = fadd contract float %405, %184
  %407 = fadd contract float %406, %213
  %408 = fadd contract float %407, %242
  %409 = fadd contract float %408, %271
  %410 = fadd contract float %409, %301
  %411 = fadd contract float %410, %331
  %412 = fadd contract float %411, %361
  %413 = fadd contract float %412, %391
  %414 = fdiv contract float 1.000000e+00, %413
  %415 = fmul contract float %404, %414
  %416 = fmul contract float %415, %415
  %417 = fmul contract float %155, 0.000000e+00
  %418 = fadd contract float %417, 0.000000e+00
  %419 = fmul contract float %184, 0.000000e+00
  %420 = fadd contract float %418, %419
  %421 = fadd contract float %420, %213
  %422 = fmul contract float %242, 0.000000e+00
  %423 = fadd contract float %421, %422
  %424 = fsub contract float %423, %271
  %425 = fadd contract float %424, %301
  %426 = fadd contract float %425, %331
  %427 = fsub contract float %426, %361
  %428 = fsub contract float %427, %391
  %429 = fmul contract float %414, %428
  %430 = fmul contract float %429, %429
  %431 = fadd contract float %416, %430
  %432 = fmul contract float %431, 1.500000e+00
  %433 = fmul contract float %415, 0.000000e+00
  %434 = fmul contract float %429, 0.000000e+00
  %435 = fadd contract float %433, %434
  %436 = fmul contract float %435, 3.000000e+00
  %437 = fmul contract float %413, 0x3FDC71C720000000
  %438 = fadd contract float %436, 1.000000e+00
  %439 = fmul contract float %436, 5.000000e-01
  %440 = fmul contract float %436, %439
  %441 = fadd contract float %438, %440
  %442 = fsub contract float %441, %432
  %443 = fmul contract float %437, %442
  %444 = fsub contract float %155, %443
  %445 = fmul contract float %5, %444
  %446 = fsub contract float %155, %445
  store float %446, ptr %392, align 4, !tbaa !12
  %447 = fmul contract float %429, 0.000000e+00
  %448 = fadd contract float %415, %447
  %449 = fmul contract float %448, 3.000000e+00
  %450 = fmul contract float %413, 0x3FBC71C720000000
  %451 = fadd contract float %449, 1.000000e+00
  %452 = fmul contract float %449, 5.000000e-01
  %453 = fmul contract float %449, %452
  %454 = fadd contract float %451, %453
  %455 = fsub contract float %454, %432
  %456 = fmul contract float %450, %455
  %457 = fsub contract float %184, %456
  %458 = fmul contract float %5, %457
  %459 = fsub contract float %184, %458
  %460 = getelementptr float, ptr %392, i64 %10
  store float %459, ptr %460, align 4, !tbaa !12
  %461 = fmul contract float %415, 0.000000e+00
  %462 = fadd contract float %461, %429
  %463 = fmul contract float %462, 3.000000e+00
  %464 = fmul contract float %413, 0x3FBC71C720000000
  %465 = fadd contract float %463, 1.000000e+00
  %466 = fmul contract float %463, 5.000000e-01
  %467 = fmul contract float %463, %466
  %468 = fadd contract float %465, %467
  %469 = fsub contract float %468, %432
  %470 = fmul contract float %464, %469
  %471 = fsub contract float %213, %470
  %472 = fmul contract float %5, %471
  %473 = fsub contract float %213, %472
  %474 = getelementptr i8, ptr %392, i64 %65
  store float %473, ptr %474, align 4, !tbaa !12
  %475 = fmul contract float %429, 0.000000e+00
  %476 = fsub contract float %475, %415
  %477 = fmul contract float %476, 3.000000e+00
  %478 = fmul contract float %413, 0x3FBC71C720000000
  %479 = fadd contract float %477, 1.000000e+00
  %480 = fmul contract float %477, 5.000000e-01
  %481 = fmul contract float %477, %480
  %482 = fadd contract float %479, %481
  %483 = fsub contract float %482, %432
  %484 = fmul contract float %478, %483
  %485 = fsub contract float %242, %484
  %486 = fmul contract float %5, %485
  %487 = fsub contract float %242, %486
  %488 = getelementptr i8, ptr %392, i64 %66
  store float %487, ptr %488, align 4, !tbaa !12
  %489 = fmul contract float %415, 0.000000e+00
  %490 = fsub contract float %489, %429
  %491 = fmul contract float %490, 3.000000e+00
  %492 = fmul contract float %413, 0x3FBC71C720000000
  %493 = fadd contract float %491, 1.000000e+00
  %494 = fmul contract float %491, 5.000000e-01
  %495 = fmul contract float %491, %494
  %496 = fadd contract float %493, %495
  %497 = fsub contract float %496, %432
  %498 = fmul contract float %492, %497
  %499 = fsub contract float %271, %498
  %500 = fmul contract float %5, %499
  %501 = fsub contract float %271, %500
  %502 = getelementptr i8, ptr %392, i64 %67
  store float %501, ptr %502, align 4, !tbaa !12
  %503 = fadd contract float %415, %429
  %504 = fmul contract float %503, 3.000000e+00
  %505 = fmul contract float %413, 0x3F9C71C720000000
  %506 = fadd contract float %504, 1.000000e+00
  %507 = fmul contract float %504, 5.000000e-01
  %508 = fmul contract float %504, %507
  %509 = fadd contract float %506, %508
  %510 = fsub contract float %509, %432
  %511 = fmul contract float %505, %510
  %512 = fsub contract float %301, %511
  %513 = fmul contract float %5, %512
  %514 = fsub contract float %301, %513
  %515 = getelementptr i8, ptr %392, i64 %68
  store float %514, ptr %515, align 4, !tbaa !12
  %516 = fsub contract float %429, %415
  %517 = fmul contract float %516, 3.000000e+00
  %518 = fmul contract float %413, 0x3F9C71C720000000
  %519 = fadd contract float %517, 1.000000e+00
  %520 = fmul contract float %517, 5.000000e-01
  %521 = fmul contract float %517, %520
  %522 = fadd contract float %519, %521
  %523 = fsub contract float %522, %432
  %524 = fmul contract float %518, %523
  %525 = fsub contract float %331, %524
  %526 = fmul contract float %5, %525
  %527 = fsub contract float %331, %526
  %528 = getelementptr i8, ptr %392, i64 %69
  store float %527, ptr %528, align 4, !tbaa !12
  %529 = fneg contract float %429
  %530 = fsub contract float %529, %415
  %531 = fmul contract float %530, 3.000000e+00
  %532 = fmul contract float %413, 0x3F9C71C720000000
  %533 = fadd contract float %531, 1.000000e+00
  %534 = fmul contract float %531, 5.000000e-01
  %535 = fmul contract float %531, %534
  %536 = fadd contract float %533, %535
  %537 = fsub contract float %536, %432
  %538 = fmul contract float %532, %537
  %539 = fsub contract float %361, %538
  %540 = fmul contract float %5, %539
  %541 = fsub contract float %361, %540
  %542 = getelementptr i8, ptr %392, i64 %70
  store float %541, ptr %542, align 4, !tbaa !12
  %543 = fsub contract float %415, %429
  %544 = fmul contract float %543, 3.000000e+00
  %545 = fmul contract float %413, 0x3F9C71C720000000
  %546 = fadd contract float %544, 1.000000e+00
  %547 = fmul contract float %544, 5.000000e-01
  %548 = fmul contract float %544, %547
  %549 = fadd contract float %546, %548
  %550 = fsub contract float %549, %432
  %551 = fmul contract float %545, %550
  %552 = fsub contract float %391, %551
  %553 = fmul contract float %5, %552
  %554 = fsub contract float %391, %553
  %555 = getelementptr i8, ptr %392, i64 %71
  store float %554, ptr %555, align 4, !tbaa !12
  br label %556

556:                                              ; preds = %85, %390
  %557 = add i64 %81, %23
  %558 = icmp ult i64 %557, %10
  br i1 %558, label %80, label %79, !llvm.loop !14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lbm_macroscopic(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sext i32 %5 to i64
  %9 = sext i32 %6 to i64
  %10 = mul nsw i64 %9, %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = icmp ult i64 %18, %10
  br i1 %19, label %20, label %31

20:                                               ; preds = %7
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %22, %14
  %24 = shl i64 %10, 3
  %25 = mul i64 %10, 12
  %26 = shl i64 %10, 4
  %27 = mul i64 %10, 20
  %28 = mul i64 %10, 24
  %29 = mul i64 %10, 28
  %30 = shl i64 %10, 5
  br label %32

31:                                               ; preds = %81, %7
  ret void

32:                                               ; preds = %20, %81
  %33 = phi i64 [ %18, %20 ], [ %84, %81 ]
  %34 = getelementptr inbounds nuw i8, ptr %1, i64 %33
  %35 = load i8, ptr %34, align 1, !tbaa !11
  %36 = icmp eq i8 %35, 1
  br i1 %36, label %37, label %40

37:                                               ; preds = %32
  %38 = getelementptr inbounds nuw float, ptr %2, i64 %33
  store float 1.000000e+00, ptr %38, align 4, !tbaa !12
  %39 = getelementptr inbounds nuw float, ptr %3, i64 %33
  store float 0.000000e+00, ptr %39, align 4, !tbaa !12
  br label %81

40:                                               ; preds = %32
  %41 = getelementptr float, ptr %0, i64 %33
  %42 = load float, ptr %41, align 4, !tbaa !12
  %43 = getelementptr float, ptr %41, i64 %10
  %44 = load float, ptr %43, align 4, !tbaa !12
  %45 = getelementptr i8, ptr %41, i64 %24
  %46 = load float, ptr %45, align 4, !tbaa !12
  %47 = getelementptr i8, ptr %41, i64 %25
  %48 = load float, ptr %47, align 4, !tbaa !12
  %49 = getelementptr i8, ptr %41, i64 %26
  %50 = load float, ptr %49, align 4, !tbaa !12
  %51 = getelementptr i8, ptr %41, i64 %27
  %52 = load float, ptr %51, align 4, !tbaa !12
  %53 = getelementptr i8, ptr %41, i64 %28
  %54 = load float, ptr %53, align 4, !tbaa !12
  %55 = getelementptr i8, ptr %41, i64 %29
  %56 = load float, ptr %55, align 4, !tbaa !12
  %57 = getelementptr i8, ptr %41, i64 %30
  %58 = load float, ptr %57, align 4, !tbaa !12
  %59 = fadd contract float %42, %44
  %60 = fadd contract float %59, %46
  %61 = fadd contract float %60, %48
  %62 = fadd contract float %61, %50
  %63 = fadd contract float %62, %52
  %64 = fadd contract float %63, %54
  %65 = fadd contract float %64, %56
  %66 = fadd contract float %65, %58
  %67 = fsub contract float %44, %48
  %68 = fadd contract float %67, %52
  %69 = fsub contract float %68, %54
  %70 = fsub contract float %69, %56
  %71 = fadd contract float %70, %58
  %72 = fsub contract float %46, %50
  %73 = fadd contract float %72, %52
  %74 = fadd contract float %73, %54
  %75 = fsub contract float %74, %56
  %76 = fsub contract float %75, %58
  %77 = getelementptr inbounds nuw float, ptr %2, i64 %33
  store float %66, ptr %77, align 4, !tbaa !12
  %78 = fdiv contract float %71, %66
  %79 = getelementptr inbounds nuw float, ptr %3, i64 %33
  store float %78, ptr %79, align 4, !tbaa !12
  %80 = fdiv contract float %76, %66
  br label %81

81:                                               ; preds = %40, %37
  %82 = phi float [ %80, %40 ], [ 0.000000e+00, %37 ]
  %83 = getelementptr inbounds nuw float, ptr %4, i64 %33
  store float %82, ptr %83, align 4, !tbaa !12
  %84 = add i64 %33, %23
  %85 = icmp ult i64 %84, %10
  br i1 %85, label %32, label %31, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
