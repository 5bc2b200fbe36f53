; ModuleID = 'src/multigrid_transfer.cu'
source_filename = "src/multigrid_transfer.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ25mg_residual_restrict_cc2dE3s_r = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @mg_restrict_fw3d(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = add nsw i32 %2, 1
  %7 = sdiv i32 %6, 2
  %8 = add nsw i32 %3, 1
  %9 = sdiv i32 %8, 2
  %10 = add nsw i32 %4, 1
  %11 = sdiv i32 %10, 2
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = add nuw nsw i32 %19, %20
  %22 = icmp slt i32 %16, %7
  %23 = icmp slt i32 %21, %9
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %492

25:                                               ; preds = %5
  %26 = sext i32 %2 to i64
  %27 = sext i32 %3 to i64
  %28 = mul nsw i64 %27, %26
  %29 = sext i32 %7 to i64
  %30 = zext nneg i32 %9 to i64
  %31 = mul nsw i64 %30, %29
  %32 = shl nsw i32 %16, 1
  %33 = icmp sgt i32 %4, 0
  br i1 %33, label %34, label %492

34:                                               ; preds = %25
  %35 = shl nuw nsw i32 %21, 1
  %36 = zext nneg i32 %21 to i64
  %37 = mul nsw i64 %29, %36
  %38 = sext i32 %16 to i64
  %39 = getelementptr double, ptr %1, i64 %37
  %40 = getelementptr double, ptr %39, i64 %38
  %41 = tail call i32 @llvm.smax.i32(i32 %11, i32 1)
  %42 = icmp ne i32 %21, 0
  %43 = icmp sle i32 %35, %3
  %44 = and i1 %42, %43
  %45 = add nsw i32 %35, -1
  %46 = zext nneg i32 %45 to i64
  %47 = mul nsw i64 %46, %26
  %48 = icmp sgt i32 %16, 0
  %49 = icmp sle i32 %32, %2
  %50 = and i1 %48, %49
  %51 = zext nneg i32 %32 to i64
  %52 = icmp sgt i32 %16, -1
  %53 = icmp slt i32 %32, %2
  %54 = and i1 %52, %53
  %55 = zext nneg i32 %32 to i64
  %56 = or disjoint i32 %32, 1
  %57 = icmp sgt i32 %16, -1
  %58 = icmp slt i32 %56, %2
  %59 = and i1 %57, %58
  %60 = zext nneg i32 %56 to i64
  %61 = icmp slt i32 %35, %3
  %62 = zext nneg i32 %35 to i64
  %63 = mul nsw i64 %62, %26
  %64 = icmp sgt i32 %16, 0
  %65 = icmp sle i32 %32, %2
  %66 = and i1 %64, %65
  %67 = zext nneg i32 %32 to i64
  %68 = icmp sgt i32 %16, -1
  %69 = icmp slt i32 %32, %2
  %70 = and i1 %68, %69
  %71 = zext nneg i32 %32 to i64
  %72 = or disjoint i32 %32, 1
  %73 = icmp sgt i32 %16, -1
  %74 = icmp slt i32 %72, %2
  %75 = and i1 %73, %74
  %76 = zext nneg i32 %72 to i64
  %77 = or disjoint i32 %35, 1
  %78 = icmp slt i32 %77, %3
  %79 = zext nneg i32 %77 to i64
  %80 = mul nsw i64 %79, %26
  %81 = icmp sgt i32 %16, 0
  %82 = icmp sle i32 %32, %2
  %83 = and i1 %81, %82
  %84 = zext nneg i32 %32 to i64
  %85 = icmp sgt i32 %16, -1
  %86 = icmp slt i32 %32, %2
  %87 = and i1 %85, %86
  %88 = zext nneg i32 %32 to i64
  %89 = or disjoint i32 %32, 1
  %90 = icmp sgt i32 %16, -1
  %91 = icmp slt i32 %89, %2
  %92 = and i1 %90, %91
  %93 = zext nneg i32 %89 to i64
  %94 = icmp ne i32 %21, 0
  %95 = icmp sle i32 %35, %3
  %96 = and i1 %94, %95
  %97 = add nsw i32 %35, -1
  %98 = zext nneg i32 %97 to i64
  %99 = mul nsw i64 %98, %26
  %100 = icmp sgt i32 %16, 0
  %101 = icmp sle i32 %32, %2
  %102 = and i1 %100, %101
  %103 = zext nneg i32 %32 to i64
  %104 = icmp sgt i32 %16, -1
  %105 = icmp slt i32 %32, %2
  %106 = and i1 %104, %105
  %107 = zext nneg i32 %32 to i64
  %108 = or disjoint i32 %32, 1
  %109 = icmp sgt i32 %16, -1
  %110 = icmp slt i32 %108, %2
  %111 = and i1 %109, %110
  %112 = zext nneg i32 %108 to i64
  %113 = icmp slt i32 %35, %3
  %114 = zext nneg i32 %35 to i64
  %115 = mul nsw i64 %114, %26
  %116 = icmp sgt i32 %16, 0
  %117 = icmp sle i32 %32, %2
  %118 = and i1 %116, %117
  %119 = zext nneg i32 %32 to i64
  %120 = icmp sgt i32 %16, -1
  %121 = icmp slt i32 %32, %2
  %122 = and i1 %120, %121
  %123 = zext nneg i32 %32 to i64
  %124 = or disjoint i32 %32, 1
  %125 = icmp sgt i32 %16, -1
  %126 = icmp slt i32 %124, %2
  %127 = and i1 %125, %126
  %128 = zext nneg i32 %124 to i64
  %129 = or disjoint i32 %35, 1
  %130 = icmp slt i32 %129, %3
  %131 = zext nneg i32 %129 to i64
  %132 = mul nsw i64 %131, %26
  %133 = icmp sgt i32 %16, 0
  %134 = icmp sle i32 %32, %2
  %135 = and i1 %133, %134
  %136 = zext nneg i32 %32 to i64
  %137 = icmp sgt i32 %16, -1
  %138 = icmp slt i32 %32, %2
  %139 = and i1 %137, %138
  %140 = zext nneg i32 %32 to i64
  %141 = or disjoint i32 %32, 1
  %142 = icmp sgt i32 %16, -1
  %143 = icmp slt i32 %141, %2
  %144 = and i1 %142, %143
  %145 = zext nneg i32 %141 to i64
  %146 = icmp ne i32 %21, 0
  %147 = icmp sle i32 %35, %3
  %148 = and i1 %146, %147
  %149 = add nsw i32 %35, -1
  %150 = zext nneg i32 %149 to i64
  %151 = mul nsw i64 %150, %26
  %152 = icmp sgt i32 %16, 0
  %153 = icmp sle i32 %32, %2
  %154 = and i1 %152, %153
  %155 = zext nneg i32 %32 to i64
  %156 = icmp sgt i32 %16, -1
  %157 = icmp slt i32 %32, %2
  %158 = and i1 %156, %157
  %159 = zext nneg i32 %32 to i64
  %160 = or disjoint i32 %32, 1
  %161 = icmp sgt i32 %16, -1
  %162 = icmp slt i32 %160, %2
  %163 = and i1 %161, %162
  %164 = zext nneg i32 %160 to i64
  %165 = icmp slt i32 %35, %3
  %166 = zext nneg i32 %35 to i64
  %167 = mul nsw i64 %166, %26
  %168 = icmp sgt i32 %16, 0
  %169 = icmp sle i32 %32, %2
  %170 = and i1 %168, %169
  %171 = zext nneg i32 %32 to i64
  %172 = icmp sgt i32 %16, -1
  %173 = icmp slt i32 %32, %2
  %174 = and i1 %172, %173
  %175 = zext nneg i32 %32 to i64
  %176 = or disjoint i32 %32, 1
  %177 = icmp sgt i32 %16, -1
  %178 = icmp slt i32 %176, %2
  %179 = and i1 %177, %178
  %180 = zext nneg i32 %176 to i64
  %181 = or disjoint i32 %35, 1
  %182 = icmp slt i32 %181, %3
  %183 = zext nneg i32 %181 to i64
  %184 = mul nsw i64 %183, %26
  %185 = icmp sgt i32 %16, 0
  %186 = icmp sle i32 %32, %2
  %187 = and i1 %185, %186
  %188 = zext nneg i32 %32 to i64
  %189 = icmp sgt i32 %16, -1
  %190 = icmp slt i32 %32, %2
  %191 = and i1 %189, %190
  %192 = zext nneg i32 %32 to i64
  %193 = or disjoint i32 %32, 1
  %194 = icmp sgt i32 %16, -1
  %195 = icmp slt i32 %193, %2
  %196 = and i1 %194, %195
  %197 = zext nneg i32 %193 to i64
  br label %198

198:                                              ; preds = %34, %483
  %199 = phi i32 [ 0, %34 ], [ %490, %483 ]
  %200 = shl nuw nsw i32 %199, 1
  %201 = add nsw i32 %200, -1
  %202 = icmp ult i32 %201, %4
  br i1 %202, label %203, label %293

203:                                              ; preds = %198
  %204 = zext nneg i32 %201 to i64
  %205 = mul i64 %28, %204
  %206 = getelementptr double, ptr %0, i64 %205
  br i1 %44, label %207, label %233

207:                                              ; preds = %203
  %208 = getelementptr double, ptr %206, i64 %47
  br i1 %50, label %209, label %215

209:                                              ; preds = %207
  %210 = getelementptr double, ptr %208, i64 %51
  %211 = getelementptr i8, ptr %210, i64 -8
  %212 = load double, ptr %211, align 8, !tbaa !11
  %213 = fmul contract double %212, 1.250000e-01
  %214 = fadd contract double %213, 0.000000e+00
  br label %215

215:                                              ; preds = %207, %209
  %216 = phi double [ 1.250000e-01, %209 ], [ 0.000000e+00, %207 ]
  %217 = phi double [ %214, %209 ], [ 0.000000e+00, %207 ]
  br i1 %54, label %218, label %224

218:                                              ; preds = %215
  %219 = getelementptr double, ptr %208, i64 %55
  %220 = load double, ptr %219, align 8, !tbaa !11
  %221 = fmul contract double %220, 2.500000e-01
  %222 = fadd contract double %217, %221
  %223 = fadd contract double %216, 2.500000e-01
  br label %224

224:                                              ; preds = %218, %215
  %225 = phi double [ %223, %218 ], [ %216, %215 ]
  %226 = phi double [ %222, %218 ], [ %217, %215 ]
  br i1 %59, label %227, label %233

227:                                              ; preds = %224
  %228 = getelementptr double, ptr %208, i64 %60
  %229 = load double, ptr %228, align 8, !tbaa !11
  %230 = fmul contract double %229, 1.250000e-01
  %231 = fadd contract double %226, %230
  %232 = fadd contract double %225, 1.250000e-01
  br label %233

233:                                              ; preds = %224, %227, %203
  %234 = phi double [ 0.000000e+00, %203 ], [ %232, %227 ], [ %225, %224 ]
  %235 = phi double [ 0.000000e+00, %203 ], [ %231, %227 ], [ %226, %224 ]
  br i1 %61, label %236, label %263

236:                                              ; preds = %233
  %237 = getelementptr double, ptr %206, i64 %63
  br i1 %66, label %238, label %245

238:                                              ; preds = %236
  %239 = getelementptr double, ptr %237, i64 %67
  %240 = getelementptr i8, ptr %239, i64 -8
  %241 = load double, ptr %240, align 8, !tbaa !11
  %242 = fmul contract double %241, 2.500000e-01
  %243 = fadd contract double %235, %242
  %244 = fadd contract double %234, 2.500000e-01
  br label %245

245:                                              ; preds = %238, %236
  %246 = phi double [ %244, %238 ], [ %234, %236 ]
  %247 = phi double [ %243, %238 ], [ %235, %236 ]
  br i1 %70, label %248, label %254

248:                                              ; preds = %245
  %249 = getelementptr double, ptr %237, i64 %71
  %250 = load double, ptr %249, align 8, !tbaa !11
  %251 = fmul contract double %250, 5.000000e-01
  %252 = fadd contract double %247, %251
  %253 = fadd contract double %246, 5.000000e-01
  br label %254

254:                                              ; preds = %248, %245
  %255 = phi double [ %253, %248 ], [ %246, %245 ]
  %256 = phi double [ %252, %248 ], [ %247, %245 ]
  br i1 %75, label %257, label %263

257:                                              ; preds = %254
  %258 = getelementptr double, ptr %237, i64 %76
  %259 = load double, ptr %258, align 8, !tbaa !11
  %260 = fmul contract double %259, 2.500000e-01
  %261 = fadd contract double %256, %260
  %262 = fadd contract double %255, 2.500000e-01
  br label %263

263:                                              ; preds = %254, %257, %233
  %264 = phi double [ %234, %233 ], [ %262, %257 ], [ %255, %254 ]
  %265 = phi double [ %235, %233 ], [ %261, %257 ], [ %256, %254 ]
  br i1 %78, label %266, label %293

266:                                              ; preds = %263
  %267 = getelementptr double, ptr %206, i64 %80
  br i1 %83, label %268, label %275

268:                                              ; preds = %266
  %269 = getelementptr double, ptr %267, i64 %84
  %270 = getelementptr i8, ptr %269, i64 -8
  %271 = load double, ptr %270, align 8, !tbaa !11
  %272 = fmul contract double %271, 1.250000e-01
  %273 = fadd contract double %265, %272
  %274 = fadd contract double %264, 1.250000e-01
  br label %275

275:                                              ; preds = %268, %266
  %276 = phi double [ %274, %268 ], [ %264, %266 ]
  %277 = phi double [ %273, %268 ], [ %265, %266 ]
  br i1 %87, label %278, label %284

278:                                              ; preds = %275
  %279 = getelementptr double, ptr %267, i64 %88
  %280 = load double, ptr %279, align 8, !tbaa !11
  %281 = fmul contract double %280, 2.500000e-01
  %282 = fadd contract double %277, %281
  %283 = fadd contract double %276, 2.500000e-01
  br label %284

284:                                              ; preds = %278, %275
  %285 = phi double [ %283, %278 ], [ %276, %275 ]
  %286 = phi double [ %282, %278 ], [ %277, %275 ]
  br i1 %92, label %287, label %293

287:                                              ; preds = %284
  %288 = getelementptr double, ptr %267, i64 %93
  %289 = load double, ptr %288, align 8, !tbaa !11
  %290 = fmul contract double %289, 1.250000e-01
  %291 = fadd contract double %286, %290
  %292 = fadd contract double %285, 1.250000e-01
  br label %293

293:                                              ; preds = %263, %287, %284, %198
  %294 = phi double [ 0.000000e+00, %198 ], [ %264, %263 ], [ %292, %287 ], [ %285, %284 ]
  %295 = phi double [ 0.000000e+00, %198 ], [ %265, %263 ], [ %291, %287 ], [ %286, %284 ]
  %296 = icmp ult i32 %200, %4
  br i1 %296, label %297, label %387

297:                                              ; preds = %293
  %298 = zext nneg i32 %200 to i64
  %299 = mul i64 %28, %298
  %300 = getelementptr double, ptr %0, i64 %299
  br i1 %96, label %301, label %328

301:                                              ; preds = %297
  %302 = getelementptr double, ptr %300, i64 %99
  br i1 %102, label %303, label %310

303:                                              ; preds = %301
  %304 = getelementptr double, ptr %302, i64 %103
  %305 = getelementptr i8, ptr %304, i64 -8
  %306 = load double, ptr %305, align 8, !tbaa !11
  %307 = fmul contract double %306, 2.500000e-01
  %308 = fadd contract double %295, %307
  %309 = fadd contract double %294, 2.500000e-01
  br label %310

310:                                              ; preds = %303, %301
  %311 = phi double [ %309, %303 ], [ %294, %301 ]
  %312 = phi double [ %308, %303 ], [ %295, %301 ]
  br i1 %106, label %313, label %319

313:                                              ; preds = %310
  %314 = getelementptr double, ptr %302, i64 %107
  %315 = load double, ptr %314, align 8, !tbaa !11
  %316 = fmul contract double %315, 5.000000e-01
  %317 = fadd contract double %312, %316
  %318 = fadd contract double %311, 5.000000e-01
  br label %319

319:                                              ; preds = %313, %310
  %320 = phi double [ %318, %313 ], [ %311, %310 ]
  %321 = phi double [ %317, %313 ], [ %312, %310 ]
  br i1 %111, label %322, label %328

322:                                              ; preds = %319
  %323 = getelementptr double, ptr %302, i64 %112
  %324 = load double, ptr %323, align 8, !tbaa !11
  %325 = fmul contract double %324, 2.500000e-01
  %326 = fadd contract double %321, %325
  %327 = fadd contract double %320, 2.500000e-01
  br label %328

328:                                              ; preds = %319, %322, %297
  %329 = phi double [ %294, %297 ], [ %327, %322 ], [ %320, %319 ]
  %330 = phi double [ %295, %297 ], [ %326, %322 ], [ %321, %319 ]
  br i1 %113, label %331, label %357

331:                                              ; preds = %328
  %332 = getelementptr double, ptr %300, i64 %115
  br i1 %118, label %333, label %340

333:                                              ; preds = %331
  %334 = getelementptr double, ptr %332, i64 %119
  %335 = getelementptr i8, ptr %334, i64 -8
  %336 = load double, ptr %335, align 8, !tbaa !11
  %337 = fmul contract double %336, 5.000000e-01
  %338 = fadd contract double %330, %337
  %339 = fadd contract double %329, 5.000000e-01
  br label %340

340:                                              ; preds = %333, %331
  %341 = phi double [ %339, %333 ], [ %329, %331 ]
  %342 = phi double [ %338, %333 ], [ %330, %331 ]
  br i1 %122, label %343, label %348

343:                                              ; preds = %340
  %344 = getelementptr double, ptr %332, i64 %123
  %345 = load double, ptr %344, align 8, !tbaa !11
  %346 = fadd contract double %342, %345
  %347 = fadd contract double %341, 1.000000e+00
  br label %348

348:                                              ; preds = %343, %340
  %349 = phi double [ %347, %343 ], [ %341, %340 ]
  %350 = phi double [ %346, %343 ], [ %342, %340 ]
  br i1 %127, label %351, label %357

351:                                              ; preds = %348
  %352 = getelementptr double, ptr %332, i64 %128
  %353 = load double, ptr %352, align 8, !tbaa !11
  %354 = fmul contract double %353, 5.000000e-01
  %355 = fadd contract double %350, %354
  %356 = fadd contract double %349, 5.000000e-01
  br label %357

357:                                              ; preds = %348, %351, %328
  %358 = phi double [ %329, %328 ], [ %356, %351 ], [ %349, %348 ]
  %359 = phi double [ %330, %328 ], [ %355, %351 ], [ %350, %348 ]
  br i1 %130, label %360, label %387

360:                                              ; preds = %357
  %361 = getelementptr double, ptr %300, i64 %132
  br i1 %135, label %362, label %369

362:                                              ; preds = %360
  %363 = getelementptr double, ptr %361, i64 %136
  %364 = getelementptr i8, ptr %363, i64 -8
  %365 = load double, ptr %364, align 8, !tbaa !11
  %366 = fmul contract double %365, 2.500000e-01
  %367 = fadd contract double %359, %366
  %368 = fadd contract double %358, 2.500000e-01
  br label %369

369:                                              ; preds = %362, %360
  %370 = phi double [ %368, %362 ], [ %358, %360 ]
  %371 = phi double [ %367, %362 ], [ %359, %360 ]
  br i1 %139, label %372, label %378

372:                                              ; preds = %369
  %373 = getelementptr double, ptr %361, i64 %140
  %374 = load double, ptr %373, align 8, !tbaa !11
  %375 = fmul contract double %374, 5.000000e-01
  %376 = fadd contract double %371, %375
  %377 = fadd contract double %370, 5.000000e-01
  br label %378

378:                                              ; preds = %372, %369
  %379 = phi double [ %377, %372 ], [ %370, %369 ]
  %380 = phi double [ %376, %372 ], [ %371, %369 ]
  br i1 %144, label %381, label %387

381:                                              ; preds = %378
  %382 = getelementptr double, ptr %361, i64 %145
  %383 = load double, ptr %382, align 8, !tbaa !11
  %384 = fmul contract double %383, 2.500000e-01
  %385 = fadd contract double %380, %384
  %386 = fadd contract double %379, 2.500000e-01
  br label %387

387:                                              ; preds = %357, %381, %378, %293
  %388 = phi double [ %294, %293 ], [ %358, %357 ], [ %386, %381 ], [ %379, %378 ]
  %389 = phi double [ %295, %293 ], [ %359, %357 ], [ %385, %381 ], [ %380, %378 ]
  %390 = or disjoint i32 %200, 1
  %391 = icmp ult i32 %390, %4
  br i1 %391, label %392, label %483

392:                                              ; preds = %387
  %393 = zext nneg i32 %390 to i64
  %394 = mul i64 %28, %393
  %395 = getelementptr double, ptr %0, i64 %394
  br i1 %148, label %396, label %423

396:                                              ; preds = %392
  %397 = getelementptr double, ptr %395, i64 %151
  br i1 %154, label %398, label %405

398:                                              ; preds = %396
  %399 = getelementptr double, ptr %397, i64 %155
  %400 = getelementptr i8, ptr %399, i64 -8
  %401 = load double, ptr %400, align 8, !tbaa !11
  %402 = fmul contract double %401, 1.250000e-01
  %403 = fadd contract double %389, %402
  %404 = fadd contract double %388, 1.250000e-01
  br label %405

405:                                              ; preds = %398, %396
  %406 = phi double [ %404, %398 ], [ %388, %396 ]
  %407 = phi double [ %403, %398 ], [ %389, %396 ]
  br i1 %158, label %408, label %414

408:                                              ; preds = %405
  %409 = getelementptr double, ptr %397, i64 %159
  %410 = load double, ptr %409, align 8, !tbaa !11
  %411 = fmul contract double %410, 2.500000e-01
  %412 = fadd contract double %407, %411
  %413 = fadd contract double %406, 2.500000e-01
  br label %414

414:                                              ; preds = %408, %405
  %415 = phi double [ %413, %408 ], [ %406, %405 ]
  %416 = phi double [ %412, %408 ], [ %407, %405 ]
  br i1 %163, label %417, label %423

417:                                              ; preds = %414
  %418 = getelementptr double, ptr %397, i64 %164
  %419 = load double, ptr %418, align 8, !tbaa !11
  %420 = fmul contract double %419, 1.250000e-01
  %421 = fadd contract double %416, %420
  %422 = fadd contract double %415, 1.250000e-01
  br label %423

423:                                              ; preds = %414, %417, %392
  %424 = phi double [ %388, %392 ], [ %422, %417 ], [ %415, %414 ]
  %425 = phi double [ %389, %392 ], [ %421, %417 ], [ %416, %414 ]
  br i1 %165, label %426, label %453

426:                                              ; preds = %423
  %427 = getelementptr double, ptr %395, i64 %167
  br i1 %170, label %428, label %435

428:                                              ; preds = %426
  %429 = getelementptr double, ptr %427, i64 %171
  %430 = getelementptr i8, ptr %429, i64 -8
  %431 = load double, ptr %430, align 8, !tbaa !11
  %432 = fmul contract double %431, 2.500000e-01
  %433 = fadd contract double %425, %432
  %434 = fadd contract double %424, 2.500000e-01
  br label %435

435:                                              ; preds = %428, %426
  %436 = phi double [ %434, %428 ], [ %424, %426 ]
  %437 = phi double [ %433, %428 ], [ %425, %426 ]
  br i1 %174, label %438, label %444

438:                                              ; preds = %435
  %439 = getelementptr double, ptr %427, i64 %175
  %440 = load double, ptr %439, align 8, !tbaa !11
  %441 = fmul contract double %440, 5.000000e-01
  %442 = fadd contract double %437, %441
  %443 = fadd contract double %436, 5.000000e-01
  br label %444

444:                                              ; preds = %438, %435
  %445 = phi double [ %443, %438 ], [ %436, %435 ]
  %446 = phi double [ %442, %438 ], [ %437, %435 ]
  br i1 %179, label %447, label %453

447:                                              ; preds = %444
  %448 = getelementptr double, ptr %427, i64 %180
  %449 = load double, ptr %448, align 8, !tbaa !11
  %450 = fmul contract double %449, 2.500000e-01
  %451 = fadd contract double %446, %450
  %452 = fadd contract double %445, 2.500000e-01
  br label %453

453:                                              ; preds = %444, %447, %423
  %454 = phi double [ %424, %423 ], [ %452, %447 ], [ %445, %444 ]
  %455 = phi double [ %425, %423 ], [ %451, %447 ], [ %446, %444 ]
  br i1 %182, label %456, label %483

456:                                              ; preds = %453
  %457 = getelementptr double, ptr %395, i64 %184
  br i1 %187, label %458, label %465

458:                                              ; preds = %456
  %459 = getelementptr double, ptr %457, i64 %188
  %460 = getelementptr i8, ptr %459, i64 -8
  %461 = load double, ptr %460, align 8, !tbaa !11
  %462 = fmul contract double %461, 1.250000e-01
  %463 = fadd contract double %455, %462
  %464 = fadd contract double %454, 1.250000e-01
  br label %465

465:                                              ; preds = %458, %456
  %466 = phi double [ %464, %458 ], [ %454, %456 ]
  %467 = phi double [ %463, %458 ], [ %455, %456 ]
  br i1 %191, label %468, label %474

468:                                              ; preds = %465
  %469 = getelementptr double, ptr %457, i64 %192
  %470 = load double, ptr %469, align 8, !tbaa !11
  %471 = fmul contract double %470, 2.500000e-01
  %472 = fadd contract double %467, %471
  %473 = fadd contract double %466, 2.500000e-01
  br label %474

474:                                              ; preds = %468, %465
  %475 = phi double [ %473, %468 ], [ %466, %465 ]
  %476 = phi double [ %472, %468 ], [ %467, %465 ]
  br i1 %196, label %477, label %483

477:                                              ; preds = %474
  %478 = getelementptr double, ptr %457, i64 %197
  %479 = load double, ptr %478, align 8, !tbaa !11
  %480 = fmul contract double %479, 1.250000e-01
  %481 = fadd contract double %476, %480
  %482 = fadd contract double %475, 1.250000e-01
  br label %483

483:                                              ; preds = %453, %477, %474, %387
  %484 = phi double [ %388, %387 ], [ %454, %453 ], [ %482, %477 ], [ %475, %474 ]
  %485 = phi double [ %389, %387 ], [ %455, %453 ], [ %481, %477 ], [ %476, %474 ]
  %486 = fdiv contract double %485, %484
  %487 = zext nneg i32 %199 to i64
  %488 = mul i64 %31, %487
  %489 = getelementptr double, ptr %40, i64 %488
  store double %486, ptr %489, align 8, !tbaa !11
  %490 = add nuw nsw i32 %199, 1
  %491 = icmp eq i32 %490, %41
  br i1 %491, label %492, label %198, !llvm.loop !13

492:                                              ; preds = %483, %25, %5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @mg_prolong_add3d(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5) local_unnamed_addr #0 {
  %7 = add nsw i32 %2, 1
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %3, 1
  %10 = sdiv i32 %9, 2
  %11 = add nsw i32 %4, 1
  %12 = sdiv i32 %11, 2
  %13 = icmp slt i32 %2, 1
  %14 = icmp slt i32 %3, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %4, 1
  %17 = or i1 %15, %16
  br i1 %17, label %112, label %18

18:                                               ; preds = %6
  %19 = zext nneg i32 %2 to i64
  %20 = zext nneg i32 %3 to i64
  %21 = mul nuw nsw i64 %20, %19
  %22 = zext nneg i32 %4 to i64
  %23 = mul i64 %21, %22
  %24 = zext nneg i32 %8 to i64
  %25 = zext nneg i32 %10 to i64
  %26 = mul nuw nsw i64 %25, %24
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %28, %30
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %33 = zext nneg i32 %32 to i64
  %34 = add nuw nsw i64 %31, %33
  %35 = icmp ult i64 %34, %23
  br i1 %35, label %36, label %112

36:                                               ; preds = %18
  %37 = add nsw i32 %8, -1
  %38 = add nsw i32 %10, -1
  %39 = add nsw i32 %12, -1
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %41 = zext nneg i32 %40 to i64
  %42 = mul nuw nsw i64 %41, %30
  br label %43

43:                                               ; preds = %36, %43
  %44 = phi i64 [ %34, %36 ], [ %110, %43 ]
  %45 = freeze i64 %44
  %46 = udiv i64 %45, %19
  %47 = mul i64 %46, %19
  %48 = sub i64 %45, %47
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = urem i64 %46, %20
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = udiv i64 %44, %21
  %53 = trunc i64 %52 to i32
  %54 = lshr i32 %49, 1
  %55 = lshr i32 %51, 1
  %56 = ashr i32 %53, 1
  %57 = and i32 %49, 1
  %58 = add nuw nsw i32 %54, %57
  %59 = tail call noundef range(i32 -1073741824, 1073741823) i32 @llvm.smin.i32(i32 range(i32 -1073741824, 1073741825) %58, i32 range(i32 0, 1073741823) %37)
  %60 = and i32 %51, 1
  %61 = add nuw nsw i32 %55, %60
  %62 = tail call noundef range(i32 -1073741824, 1073741823) i32 @llvm.smin.i32(i32 range(i32 -1073741824, 1073741825) %61, i32 range(i32 0, 1073741823) %38)
  %63 = and i32 %53, 1
  %64 = add nsw i32 %56, %63
  %65 = tail call noundef range(i32 -1073741824, 1073741823) i32 @llvm.smin.i32(i32 range(i32 -1073741824, 1073741825) %64, i32 range(i32 0, 1073741823) %39)
  %66 = sext i32 %56 to i64
  %67 = mul i64 %26, %66
  %68 = getelementptr inbounds nuw double, ptr %0, i64 %67
  %69 = sext i32 %65 to i64
  %70 = mul i64 %26, %69
  %71 = getelementptr inbounds nuw double, ptr %0, i64 %70
  %72 = zext nneg i32 %55 to i64
  %73 = mul nuw nsw i64 %72, %24
  %74 = zext nneg i32 %54 to i64
  %75 = add nuw nsw i64 %73, %74
  %76 = getelementptr inbounds nuw double, ptr %68, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = sext i32 %59 to i64
  %79 = add nsw i64 %73, %78
  %80 = getelementptr inbounds nuw double, ptr %68, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !11
  %82 = fadd contract double %77, %81
  %83 = sext i32 %62 to i64
  %84 = mul nsw i64 %83, %24
  %85 = add nsw i64 %84, %74
  %86 = getelementptr inbounds nuw double, ptr %68, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !11
  %88 = fadd contract double %82, %87
  %89 = add nsw i64 %84, %78
  %90 = getelementptr inbounds nuw double, ptr %68, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = fadd contract double %88, %91
  %93 = getelementptr inbounds nuw double, ptr %71, i64 %75
  %94 = load double, ptr %93, align 8, !tbaa !11
  %95 = fadd contract double %92, %94
  %96 = getelementptr inbounds nuw double, ptr %71, i64 %79
  %97 = load double, ptr %96, align 8, !tbaa !11
  %98 = fadd contract double %95, %97
  %99 = getelementptr inbounds nuw double, ptr %71, i64 %85
  %100 = load double, ptr %99, align 8, !tbaa !11
  %101 = fadd contract double %98, %100
  %102 = getelementptr inbounds nuw double, ptr %71, i64 %89
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = fadd contract double %101, %103
  %105 = fmul contract double %104, 1.250000e-01
  %106 = fmul contract double %5, %105
  %107 = getelementptr inbounds nuw double, ptr %1, i64 %44
  %108 = load double, ptr %107, align 8, !tbaa !11
  %109 = fadd contract double %108, %106
  store double %109, ptr %107, align 8, !tbaa !11
  %110 = add i64 %44, %42
  %111 = icmp ult i64 %110, %23
  br i1 %111, label %43, label %112, !llvm.loop !15

112:                                              ; preds = %43, %18, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @mg_residual_restrict_cc2d(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #1 {
  %7 = add nsw i32 %3, 1
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %4, 1
  %10 = sdiv i32 %9, 2
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul nuw nsw i32 %12, %13
  %15 = add nuw nsw i32 %14, %11
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %13, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = shl i32 %18, 4
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %21 = shl nuw nsw i32 %20, 4
  %22 = icmp samesign ult i32 %15, 256
  br i1 %22, label %23, label %27

23:                                               ; preds = %6
  %24 = sext i32 %3 to i64
  %25 = add nsw i32 %3, -1
  %26 = add nsw i32 %4, -1
  br label %33

27:                                               ; preds = %91, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %28 = icmp samesign ult i32 %15, 64
  br i1 %28, label %29, label %99

29:                                               ; preds = %27
  %30 = shl i32 %18, 3
  %31 = shl nuw nsw i32 %20, 3
  %32 = sext i32 %8 to i64
  br label %100

33:                                               ; preds = %23, %91
  %34 = phi i32 [ %15, %23 ], [ %97, %91 ]
  %35 = and i32 %34, 15
  %36 = lshr i32 %34, 4
  %37 = or disjoint i32 %35, %19
  %38 = add nuw nsw i32 %36, %21
  %39 = icmp slt i32 %37, %3
  %40 = icmp slt i32 %38, %4
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %91

42:                                               ; preds = %33
  %43 = zext nneg i32 %38 to i64
  %44 = mul nsw i64 %43, %24
  %45 = sext i32 %37 to i64
  %46 = add nsw i64 %44, %45
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !16
  %49 = icmp sgt i32 %37, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %42
  %51 = getelementptr i8, ptr %47, i64 -4
  %52 = load float, ptr %51, align 4, !tbaa !16
  br label %55

53:                                               ; preds = %42
  %54 = fneg contract float %48
  br label %55

55:                                               ; preds = %53, %50
  %56 = phi contract float [ %52, %50 ], [ %54, %53 ]
  %57 = icmp slt i32 %37, %25
  br i1 %57, label %58, label %61

58:                                               ; preds = %55
  %59 = getelementptr i8, ptr %47, i64 4
  %60 = load float, ptr %59, align 4, !tbaa !16
  br label %63

61:                                               ; preds = %55
  %62 = fneg contract float %48
  br label %63

63:                                               ; preds = %61, %58
  %64 = phi contract float [ %60, %58 ], [ %62, %61 ]
  %65 = icmp eq i32 %38, 0
  br i1 %65, label %70, label %66

66:                                               ; preds = %63
  %67 = sub nsw i64 %46, %24
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !16
  br label %72

70:                                               ; preds = %63
  %71 = fneg contract float %48
  br label %72

72:                                               ; preds = %70, %66
  %73 = phi contract float [ %69, %66 ], [ %71, %70 ]
  %74 = icmp slt i32 %38, %26
  br i1 %74, label %75, label %78

75:                                               ; preds = %72
  %76 = getelementptr float, ptr %47, i64 %24
  %77 = load float, ptr %76, align 4, !tbaa !16
  br label %80

78:                                               ; preds = %72
  %79 = fneg contract float %48
  br label %80

80:                                               ; preds = %78, %75
  %81 = phi contract float [ %77, %75 ], [ %79, %78 ]
  %82 = getelementptr inbounds nuw float, ptr %1, i64 %46
  %83 = load float, ptr %82, align 4, !tbaa !16
  %84 = fmul contract float %48, 4.000000e+00
  %85 = fsub contract float %84, %56
  %86 = fsub contract float %85, %64
  %87 = fsub contract float %86, %73
  %88 = fsub contract float %87, %81
  %89 = fmul contract float %5, %88
  %90 = fsub contract float %83, %89
  br label %91

91:                                               ; preds = %80, %33
  %92 = phi float [ %90, %80 ], [ 0.000000e+00, %33 ]
  %93 = zext nneg i32 %36 to i64
  %94 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25mg_residual_restrict_cc2dE3s_r to ptr), i64 %93
  %95 = zext nneg i32 %35 to i64
  %96 = getelementptr inbounds nuw float, ptr %94, i64 %95
  store float %92, ptr %96, align 4, !tbaa !16
  %97 = add nuw nsw i32 %34, %17
  %98 = icmp samesign ult i32 %97, 256
  br i1 %98, label %33, label %27, !llvm.loop !18

99:                                               ; preds = %173, %27
  ret void

100:                                              ; preds = %29, %173
  %101 = phi i32 [ %15, %29 ], [ %174, %173 ]
  %102 = and i32 %101, 7
  %103 = lshr i32 %101, 3
  %104 = or disjoint i32 %102, %30
  %105 = add nuw nsw i32 %103, %31
  %106 = icmp slt i32 %104, %8
  %107 = icmp slt i32 %105, %10
  %108 = select i1 %106, i1 %107, i1 false
  br i1 %108, label %109, label %173

109:                                              ; preds = %100
  %110 = shl nsw i32 %104, 1
  %111 = shl nuw nsw i32 %105, 1
  %112 = shl nuw nsw i32 %103, 1
  %113 = shl nuw nsw i32 %102, 1
  %114 = icmp sge i32 %111, %4
  %115 = zext nneg i32 %112 to i64
  %116 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25mg_residual_restrict_cc2dE3s_r to ptr), i64 %115
  %117 = icmp sge i32 %110, %3
  %118 = select i1 %117, i1 true, i1 %114
  br i1 %118, label %124, label %119

119:                                              ; preds = %109
  %120 = zext nneg i32 %113 to i64
  %121 = getelementptr inbounds nuw float, ptr %116, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !16
  %123 = fadd contract float %122, 0.000000e+00
  br label %124

124:                                              ; preds = %109, %119
  %125 = phi float [ %123, %119 ], [ 0.000000e+00, %109 ]
  %126 = phi i32 [ 1, %119 ], [ 0, %109 ]
  %127 = or disjoint i32 %110, 1
  %128 = icmp sge i32 %127, %3
  %129 = select i1 %128, i1 true, i1 %114
  br i1 %129, label %137, label %130

130:                                              ; preds = %124
  %131 = zext nneg i32 %113 to i64
  %132 = getelementptr inbounds nuw float, ptr %116, i64 %131
  %133 = getelementptr inbounds nuw i8, ptr %132, i64 4
  %134 = load float, ptr %133, align 4, !tbaa !16
  %135 = fadd contract float %125, %134
  %136 = add nuw nsw i32 %126, 1
  br label %137

137:                                              ; preds = %130, %124
  %138 = phi float [ %135, %130 ], [ %125, %124 ]
  %139 = phi i32 [ %136, %130 ], [ %126, %124 ]
  %140 = or disjoint i32 %111, 1
  %141 = icmp sge i32 %140, %4
  %142 = zext nneg i32 %112 to i64
  %143 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ25mg_residual_restrict_cc2dE3s_r to ptr), i64 %142
  %144 = getelementptr inbounds nuw i8, ptr %143, i64 68
  %145 = select i1 %117, i1 true, i1 %141
  br i1 %145, label %152, label %146

146:                                              ; preds = %137
  %147 = zext nneg i32 %113 to i64
  %148 = getelementptr inbounds nuw float, ptr %144, i64 %147
  %149 = load float, ptr %148, align 4, !tbaa !16
  %150 = fadd contract float %138, %149
  %151 = add nuw nsw i32 %139, 1
  br label %152

152:                                              ; preds = %146, %137
  %153 = phi float [ %150, %146 ], [ %138, %137 ]
  %154 = phi i32 [ %151, %146 ], [ %139, %137 ]
  %155 = select i1 %128, i1 true, i1 %141
  br i1 %155, label %163, label %156

156:                                              ; preds = %152
  %157 = zext nneg i32 %113 to i64
  %158 = getelementptr inbounds nuw float, ptr %144, i64 %157
  %159 = getelementptr inbounds nuw i8, ptr %158, i64 4
  %160 = load float, ptr %159, align 4, !tbaa !16
  %161 = fadd contract float %153, %160
  %162 = add nuw nsw i32 %154, 1
  br label %163

163:                                              ; preds = %156, %152
  %164 = phi float [ %161, %156 ], [ %153, %152 ]
  %165 = phi i32 [ %162, %156 ], [ %154, %152 ]
  %166 = uitofp nneg i32 %165 to float
  %167 = fdiv contract float %164, %166
  %168 = zext nneg i32 %105 to i64
  %169 = mul nsw i64 %168, %32
  %170 = sext i32 %104 to i64
  %171 = getelementptr float, ptr %2, i64 %169
  %172 = getelementptr float, ptr %171, i64 %170
  store float %167, ptr %172, align 4, !tbaa !16
  br label %173

173:                                              ; preds = %100, %163
  %174 = add nuw nsw i32 %101, %17
  %175 = icmp samesign ult i32 %174, 64
  br i1 %175, label %100, label %99, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

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
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
