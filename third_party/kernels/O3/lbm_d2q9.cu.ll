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
  %60 = mul i64 %10, 6
  %61 = fmul contract float %6, 0x3FC5555560000000
  %62 = shl i64 %10, 5
  %63 = getelementptr i8, ptr %0, i64 %62
  %64 = mul i64 %10, 6
  %65 = mul i64 %10, 6
  %66 = shl i64 %10, 3
  %67 = mul i64 %10, 12
  %68 = shl i64 %10, 4
  %69 = mul i64 %10, 20
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

79:                                               ; preds = %523, %7
  ret void

80:                                               ; preds = %20, %523
  %81 = phi i64 [ %18, %20 ], [ %524, %523 ]
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
  br label %523

121:                                              ; preds = %80
  %122 = freeze i64 %81
  %123 = udiv i64 %122, %8
  %124 = mul i64 %123, %8
  %125 = sub i64 %122, %124
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %123 to i32
  %128 = getelementptr float, ptr %0, i64 %81
  %129 = icmp sgt i32 %127, -1
  %130 = icmp sgt i32 %4, %127
  %131 = and i1 %129, %130
  br i1 %131, label %136, label %132

132:                                              ; preds = %121
  %133 = load float, ptr %128, align 4, !tbaa !12
  %134 = fadd contract float %133, %25
  %135 = select i1 %130, float %133, float %134
  br label %153

136:                                              ; preds = %121
  %137 = icmp slt i32 %126, 0
  %138 = icmp sgt i32 %3, %126
  %139 = select i1 %138, i32 0, i32 %3
  %140 = sub i32 0, %139
  %141 = select i1 %137, i32 %3, i32 %140
  %142 = add i32 %141, %126
  %143 = and i64 %123, 2147483647
  %144 = mul nsw i64 %143, %8
  %145 = sext i32 %142 to i64
  %146 = add nsw i64 %144, %145
  %147 = getelementptr inbounds nuw i8, ptr %2, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !11
  %149 = icmp eq i8 %148, 1
  %150 = getelementptr float, ptr %0, i64 %146
  %151 = select i1 %149, ptr %128, ptr %150
  %152 = load float, ptr %151, align 4, !tbaa !12
  br label %153

153:                                              ; preds = %136, %132
  %154 = phi float [ %152, %136 ], [ %135, %132 ]
  br i1 %131, label %160, label %155

155:                                              ; preds = %153
  %156 = getelementptr i8, ptr %128, i64 %26
  %157 = load float, ptr %156, align 4, !tbaa !12
  %158 = fadd contract float %157, %27
  %159 = select i1 %130, float %157, float %158
  br label %179

160:                                              ; preds = %153
  %161 = add nsw i32 %126, -1
  %162 = icmp slt i32 %126, 1
  %163 = icmp slt i32 %3, %126
  %164 = select i1 %163, i32 %3, i32 0
  %165 = sub i32 0, %164
  %166 = select i1 %162, i32 %3, i32 %165
  %167 = add i32 %166, %161
  %168 = and i64 %123, 2147483647
  %169 = mul nsw i64 %168, %8
  %170 = sext i32 %167 to i64
  %171 = add nsw i64 %169, %170
  %172 = getelementptr inbounds nuw i8, ptr %2, i64 %171
  %173 = load i8, ptr %172, align 1, !tbaa !11
  %174 = icmp eq i8 %173, 1
  %175 = getelementptr i8, ptr %128, i64 %29
  %176 = getelementptr float, ptr %28, i64 %171
  %177 = select i1 %174, ptr %175, ptr %176
  %178 = load float, ptr %177, align 4, !tbaa !12
  br label %179

179:                                              ; preds = %160, %155
  %180 = phi float [ %178, %160 ], [ %159, %155 ]
  %181 = add nsw i32 %127, -1
  %182 = icmp sgt i32 %127, 0
  %183 = icmp sge i32 %4, %127
  %184 = and i1 %182, %183
  br i1 %184, label %190, label %185

185:                                              ; preds = %179
  %186 = getelementptr i8, ptr %128, i64 %30
  %187 = load float, ptr %186, align 4, !tbaa !12
  %188 = fadd contract float %187, %32
  %189 = select i1 %183, float %187, float %188
  br label %208

190:                                              ; preds = %179
  %191 = icmp slt i32 %126, 0
  %192 = icmp sgt i32 %3, %126
  %193 = select i1 %192, i32 0, i32 %3
  %194 = sub i32 0, %193
  %195 = select i1 %191, i32 %3, i32 %194
  %196 = add i32 %195, %126
  %197 = zext nneg i32 %181 to i64
  %198 = mul nsw i64 %197, %8
  %199 = sext i32 %196 to i64
  %200 = add nsw i64 %198, %199
  %201 = getelementptr inbounds nuw i8, ptr %2, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !11
  %203 = icmp eq i8 %202, 1
  %204 = getelementptr i8, ptr %128, i64 %35
  %205 = getelementptr float, ptr %34, i64 %200
  %206 = select i1 %203, ptr %204, ptr %205
  %207 = load float, ptr %206, align 4, !tbaa !12
  br label %208

208:                                              ; preds = %190, %185
  %209 = phi float [ %207, %190 ], [ %189, %185 ]
  br i1 %131, label %215, label %210

210:                                              ; preds = %208
  %211 = getelementptr float, ptr %128, i64 %10
  %212 = load float, ptr %211, align 4, !tbaa !12
  %213 = fadd contract float %212, %36
  %214 = select i1 %130, float %212, float %213
  br label %234

215:                                              ; preds = %208
  %216 = add nsw i32 %126, 1
  %217 = icmp slt i32 %126, -1
  %218 = icmp slt i32 %216, %3
  %219 = select i1 %218, i32 0, i32 %3
  %220 = sub i32 0, %219
  %221 = select i1 %217, i32 %3, i32 %220
  %222 = add i32 %221, %216
  %223 = and i64 %123, 2147483647
  %224 = mul nsw i64 %223, %8
  %225 = sext i32 %222 to i64
  %226 = add nsw i64 %224, %225
  %227 = getelementptr inbounds nuw i8, ptr %2, i64 %226
  %228 = load i8, ptr %227, align 1, !tbaa !11
  %229 = icmp eq i8 %228, 1
  %230 = getelementptr float, ptr %128, i64 %10
  %231 = getelementptr float, ptr %38, i64 %226
  %232 = select i1 %229, ptr %230, ptr %231
  %233 = load float, ptr %232, align 4, !tbaa !12
  br label %234

234:                                              ; preds = %215, %210
  %235 = phi float [ %233, %215 ], [ %214, %210 ]
  %236 = add nsw i32 %127, 1
  %237 = icmp sgt i32 %127, -2
  %238 = icmp slt i32 %236, %4
  %239 = and i1 %237, %238
  br i1 %239, label %245, label %240

240:                                              ; preds = %234
  %241 = getelementptr i8, ptr %128, i64 %39
  %242 = load float, ptr %241, align 4, !tbaa !12
  %243 = fadd contract float %242, %41
  %244 = select i1 %238, float %242, float %243
  br label %263

245:                                              ; preds = %234
  %246 = icmp slt i32 %126, 0
  %247 = icmp sgt i32 %3, %126
  %248 = select i1 %247, i32 0, i32 %3
  %249 = sub i32 0, %248
  %250 = select i1 %246, i32 %3, i32 %249
  %251 = add i32 %250, %126
  %252 = zext nneg i32 %236 to i64
  %253 = mul nsw i64 %252, %8
  %254 = sext i32 %251 to i64
  %255 = add nsw i64 %253, %254
  %256 = getelementptr inbounds nuw i8, ptr %2, i64 %255
  %257 = load i8, ptr %256, align 1, !tbaa !11
  %258 = icmp eq i8 %257, 1
  %259 = getelementptr i8, ptr %128, i64 %44
  %260 = getelementptr float, ptr %43, i64 %255
  %261 = select i1 %258, ptr %259, ptr %260
  %262 = load float, ptr %261, align 4, !tbaa !12
  br label %263

263:                                              ; preds = %245, %240
  %264 = phi float [ %262, %245 ], [ %244, %240 ]
  br i1 %184, label %270, label %265

265:                                              ; preds = %263
  %266 = getelementptr i8, ptr %128, i64 %45
  %267 = load float, ptr %266, align 4, !tbaa !12
  %268 = fadd contract float %267, %46
  %269 = select i1 %183, float %267, float %268
  br label %289

270:                                              ; preds = %263
  %271 = add nsw i32 %126, -1
  %272 = icmp slt i32 %126, 1
  %273 = icmp slt i32 %3, %126
  %274 = select i1 %273, i32 %3, i32 0
  %275 = sub i32 0, %274
  %276 = select i1 %272, i32 %3, i32 %275
  %277 = add i32 %276, %271
  %278 = zext nneg i32 %181 to i64
  %279 = mul nsw i64 %278, %8
  %280 = sext i32 %277 to i64
  %281 = add nsw i64 %279, %280
  %282 = getelementptr inbounds nuw i8, ptr %2, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !11
  %284 = icmp eq i8 %283, 1
  %285 = getelementptr i8, ptr %128, i64 %49
  %286 = getelementptr float, ptr %48, i64 %281
  %287 = select i1 %284, ptr %285, ptr %286
  %288 = load float, ptr %287, align 4, !tbaa !12
  br label %289

289:                                              ; preds = %270, %265
  %290 = phi float [ %288, %270 ], [ %269, %265 ]
  br i1 %184, label %296, label %291

291:                                              ; preds = %289
  %292 = getelementptr i8, ptr %128, i64 %50
  %293 = load float, ptr %292, align 4, !tbaa !12
  %294 = fadd contract float %293, %51
  %295 = select i1 %183, float %293, float %294
  br label %315

296:                                              ; preds = %289
  %297 = add nsw i32 %126, 1
  %298 = icmp slt i32 %126, -1
  %299 = icmp slt i32 %297, %3
  %300 = select i1 %299, i32 0, i32 %3
  %301 = sub i32 0, %300
  %302 = select i1 %298, i32 %3, i32 %301
  %303 = add i32 %302, %297
  %304 = zext nneg i32 %181 to i64
  %305 = mul nsw i64 %304, %8
  %306 = sext i32 %303 to i64
  %307 = add nsw i64 %305, %306
  %308 = getelementptr inbounds nuw i8, ptr %2, i64 %307
  %309 = load i8, ptr %308, align 1, !tbaa !11
  %310 = icmp eq i8 %309, 1
  %311 = getelementptr i8, ptr %128, i64 %54
  %312 = getelementptr float, ptr %53, i64 %307
  %313 = select i1 %310, ptr %311, ptr %312
  %314 = load float, ptr %313, align 4, !tbaa !12
  br label %315

315:                                              ; preds = %296, %291
  %316 = phi float [ %314, %296 ], [ %295, %291 ]
  br i1 %239, label %322, label %317

317:                                              ; preds = %315
  %318 = getelementptr i8, ptr %128, i64 %55
  %319 = load float, ptr %318, align 4, !tbaa !12
  %320 = fadd contract float %319, %56
  %321 = select i1 %238, float %319, float %320
  br label %341

322:                                              ; preds = %315
  %323 = add nsw i32 %126, 1
  %324 = icmp slt i32 %126, -1
  %325 = icmp slt i32 %323, %3
  %326 = select i1 %325, i32 0, i32 %3
  %327 = sub i32 0, %326
  %328 = select i1 %324, i32 %3, i32 %327
  %329 = add i32 %328, %323
  %330 = zext nneg i32 %236 to i64
  %331 = mul nsw i64 %330, %8
  %332 = sext i32 %329 to i64
  %333 = add nsw i64 %331, %332
  %334 = getelementptr inbounds nuw i8, ptr %2, i64 %333
  %335 = load i8, ptr %334, align 1, !tbaa !11
  %336 = icmp eq i8 %335, 1
  %337 = getelementptr i8, ptr %128, i64 %59
  %338 = getelementptr float, ptr %58, i64 %333
  %339 = select i1 %336, ptr %337, ptr %338
  %340 = load float, ptr %339, align 4, !tbaa !12
  br label %341

341:                                              ; preds = %322, %317
  %342 = phi float [ %340, %322 ], [ %321, %317 ]
  br i1 %239, label %348, label %343

343:                                              ; preds = %341
  %344 = getelementptr float, ptr %128, i64 %60
  %345 = load float, ptr %344, align 4, !tbaa !12
  %346 = fadd contract float %345, %61
  %347 = select i1 %238, float %345, float %346
  br label %368

348:                                              ; preds = %341
  %349 = add nsw i32 %126, -1
  %350 = icmp slt i32 %126, 1
  %351 = icmp slt i32 %3, %126
  %352 = select i1 %351, i32 %3, i32 0
  %353 = sub i32 0, %352
  %354 = select i1 %350, i32 %3, i32 %353
  %355 = add i32 %354, %349
  %356 = zext nneg i32 %236 to i64
  %357 = mul nsw i64 %356, %8
  %358 = sext i32 %355 to i64
  %359 = add nsw i64 %357, %358
  %360 = getelementptr inbounds nuw i8, ptr %2, i64 %359
  %361 = load i8, ptr %360, align 1, !tbaa !11
  %362 = icmp eq i8 %361, 1
  %363 = getelementptr float, ptr %128, i64 %65
  %364 = getelementptr float, ptr %63, i64 %359
  %365 = select i1 %362, i64 %65, i64 %64
  %366 = select i1 %362, ptr %363, ptr %364
  %367 = load float, ptr %366, align 4, !tbaa !12
  br label %368

368:                                              ; preds = %348, %343
  %369 = phi i64 [ %365, %348 ], [ %60, %343 ]
  %370 = phi float [ %367, %348 ], [ %347, %343 ]
  %371 = fadd contract float %154, 0.000000e+00
  %372 = fmul contract float %154, 0.000000e+00
  %373 = fadd contract float %372, 0.000000e+00
  %374 = fadd contract float %371, %180
  %375 = fadd contract float %373, %180
  %376 = fmul contract float %180, 0.000000e+00
  %377 = fadd contract float %373, %376
  %378 = fadd contract float %374, %209
  %379 = fmul contract float %209, 0.000000e+00
  %380 = fadd contract float %375, %379
  %381 = fadd contract float %377, %209
  %382 = fadd contract float %378, %235
  %383 = fsub contract float %380, %235
  %384 = fmul contract float %235, 0.000000e+00
  %385 = fadd contract float %381, %384
  %386 = fadd contract float %382, %264
  %387 = fmul contract float %264, 0.000000e+00
  %388 = fadd contract float %383, %387
  %389 = fsub contract float %385, %264
  %390 = fadd contract float %386, %290
  %391 = fadd contract float %388, %290
  %392 = fadd contract float %389, %290
  %393 = fadd contract float %390, %316
  %394 = fsub contract float %391, %316
  %395 = fadd contract float %392, %316
  %396 = fadd contract float %393, %342
  %397 = fsub contract float %394, %342
  %398 = fsub contract float %395, %342
  %399 = fadd contract float %396, %370
  %400 = fadd contract float %397, %370
  %401 = fsub contract float %398, %370
  %402 = fdiv contract float 1.000000e+00, %399
  %403 = fmul contract float %400, %402
  %404 = fmul contract float %402, %401
  %405 = fmul contract float %403, %403
  %406 = fmul contract float %404, %404
  %407 = fadd contract float %405, %406
  %408 = fmul contract float %407, 1.500000e+00
  %409 = getelementptr float, ptr %1, i64 %81
  %410 = fmul contract float %403, 0.000000e+00
  %411 = fmul contract float %404, 0.000000e+00
  %412 = fadd contract float %410, %411
  %413 = fmul contract float %412, 3.000000e+00
  %414 = fmul contract float %399, 0x3FDC71C720000000
  %415 = fadd contract float %413, 1.000000e+00
  %416 = fmul contract float %413, 5.000000e-01
  %417 = fmul contract float %413, %416
  %418 = fadd contract float %415, %417
  %419 = fsub contract float %418, %408
  %420 = fmul contract float %414, %419
  %421 = fsub contract float %154, %420
  %422 = fmul contract float %5, %421
  %423 = fsub contract float %154, %422
  store float %423, ptr %409, align 4, !tbaa !12
  %424 = fadd contract float %403, %411
  %425 = fmul contract float %424, 3.000000e+00
  %426 = fmul contract float %399, 0x3FBC71C720000000
  %427 = fadd contract float %425, 1.000000e+00
  %428 = fmul contract float %425, 5.000000e-01
  %429 = fmul contract float %425, %428
  %430 = fadd contract float %427, %429
  %431 = fsub contract float %430, %408
  %432 = fmul contract float %426, %431
  %433 = fsub contract float %180, %432
  %434 = fmul contract float %5, %433
  %435 = fsub contract float %180, %434
  %436 = getelementptr float, ptr %409, i64 %10
  store float %435, ptr %436, align 4, !tbaa !12
  %437 = fadd contract float %410, %404
  %438 = fmul contract float %437, 3.000000e+00
  %439 = fadd contract float %438, 1.000000e+00
  %440 = fmul contract float %438, 5.000000e-01
  %441 = fmul contract float %438, %440
  %442 = fadd contract float %439, %441
  %443 = fsub contract float %442, %408
  %444 = fmul contract float %426, %443
  %445 = fsub contract float %209, %444
  %446 = fmul contract float %5, %445
  %447 = fsub contract float %209, %446
  %448 = getelementptr i8, ptr %409, i64 %66
  store float %447, ptr %448, align 4, !tbaa !12
  %449 = fsub contract float %411, %403
  %450 = fmul contract float %449, 3.000000e+00
  %451 = fadd contract float %450, 1.000000e+00
  %452 = fmul contract float %450, 5.000000e-01
  %453 = fmul contract float %450, %452
  %454 = fadd contract float %451, %453
  %455 = fsub contract float %454, %408
  %456 = fmul contract float %426, %455
  %457 = fsub contract float %235, %456
  %458 = fmul contract float %5, %457
  %459 = fsub contract float %235, %458
  %460 = getelementptr i8, ptr %409, i64 %67
  store float %459, ptr %460, align 4, !tbaa !12
  %461 = fneg contract float %404
  %462 = fsub contract float %410, %404
  %463 = fmul contract float %462, 3.000000e+00
  %464 = fadd contract float %463, 1.000000e+00
  %465 = fmul contract float %463, 5.000000e-01
  %466 = fmul contract float %463, %465
  %467 = fadd contract float %464, %466
  %468 = fsub contract float %467, %408
  %469 = fmul contract float %426, %468
  %470 = fsub contract float %264, %469
  %471 = fmul contract float %5, %470
  %472 = fsub contract float %264, %471
  %473 = getelementptr i8, ptr %409, i64 %68
  store float %472, ptr %473, align 4, !tbaa !12
  %474 = fadd contract float %403, %404
  %475 = fmul contract float %474, 3.000000e+00
  %476 = fmul contract float %399, 0x3F9C71C720000000
  %477 = fadd contract float %475, 1.000000e+00
  %478 = fmul contract float %475, 5.000000e-01
  %479 = fmul contract float %475, %478
  %480 = fadd contract float %477, %479
  %481 = fsub contract float %480, %408
  %482 = fmul contract float %476, %481
  %483 = fsub contract float %290, %482
  %484 = fmul contract float %5, %483
  %485 = fsub contract float %290, %484
  %486 = getelementptr i8, ptr %409, i64 %69
  store float %485, ptr %486, align 4, !tbaa !12
  %487 = fsub contract float %404, %403
  %488 = fmul contract float %487, 3.000000e+00
  %489 = fadd contract float %488, 1.000000e+00
  %490 = fmul contract float %488, 5.000000e-01
  %491 = fmul contract float %488, %490
  %492 = fadd contract float %489, %491
  %493 = fsub contract float %492, %408
  %494 = fmul contract float %476, %493
  %495 = fsub contract float %316, %494
  %496 = fmul contract float %5, %495
  %497 = fsub contract float %316, %496
  %498 = getelementptr float, ptr %409, i64 %369
  store float %497, ptr %498, align 4, !tbaa !12
  %499 = fsub contract float %461, %403
  %500 = fmul contract float %499, 3.000000e+00
  %501 = fadd contract float %500, 1.000000e+00
  %502 = fmul contract float %500, 5.000000e-01
  %503 = fmul contract float %500, %502
  %504 = fadd contract float %501, %503
  %505 = fsub contract float %504, %408
  %506 = fmul contract float %476, %505
  %507 = fsub contract float %342, %506
  %508 = fmul contract float %5, %507
  %509 = fsub contract float %342, %508
  %510 = getelementptr i8, ptr %409, i64 %70
  store float %509, ptr %510, align 4, !tbaa !12
  %511 = fsub contract float %403, %404
  %512 = fmul contract float %511, 3.000000e+00
  %513 = fadd contract float %512, 1.000000e+00
  %514 = fmul contract float %512, 5.000000e-01
  %515 = fmul contract float %512, %514
  %516 = fadd contract float %513, %515
  %517 = fsub contract float %516, %408
  %518 = fmul contract float %476, %517
  %519 = fsub contract float %370, %518
  %520 = fmul contract float %5, %519
  %521 = fsub contract float %370, %520
  %522 = getelementptr i8, ptr %409, i64 %71
  store float %521, ptr %522, align 4, !tbaa !12
  br label %523

523:                                              ; preds = %85, %368
  %524 = add i64 %81, %23
  %525 = icmp ult i64 %524, %10
  br i1 %525, label %80, label %79, !llvm.loop !14
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
  br i1 %85, label %32, label %31, !llvm.loop !16
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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
