; ModuleID = 'src/einsum_strided.cu'
source_filename = "src/einsum_strided.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.StridedDesc = type { i32, [6 x i32], i32, [6 x i64], [6 x i64] }

@_ZZ23batched_transpose_tiledE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tensor_permute_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noundef readonly byval(%struct.StridedDesc) align 8 captures(none) %2, i64 noundef %3, i64 noundef %4, float noundef %5, float noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %9 = load i32, ptr %2, align 8, !tbaa !16, !noalias !18
  %10 = add i32 %9, -7
  %11 = icmp ult i32 %10, -6
  br i1 %11, label %379, label %12

12:                                               ; preds = %7
  %13 = icmp sgt i32 %9, 0
  br i1 %13, label %14, label %29

14:                                               ; preds = %12
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !6, !noalias !18
  %17 = load i64, ptr %8, align 8, !tbaa !19, !noalias !18
  %18 = add i32 %16, -1
  %19 = icmp ult i32 %18, 4096
  %20 = icmp sgt i64 %17, -1
  %21 = icmp slt i64 %17, %3
  %22 = and i1 %20, %21
  %23 = select i1 %19, i1 %22, i1 false
  br i1 %23, label %24, label %379

24:                                               ; preds = %14
  %25 = zext nneg i32 %16 to i64
  %26 = add nsw i64 %25, -1
  %27 = mul nsw i64 %26, %17
  %28 = icmp slt i64 %4, %25
  br i1 %28, label %379, label %29

29:                                               ; preds = %24, %12
  %30 = phi i64 [ %25, %24 ], [ 1, %12 ]
  %31 = phi i64 [ %27, %24 ], [ 0, %12 ]
  %32 = icmp sgt i32 %9, 1
  br i1 %32, label %33, label %51

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !6, !noalias !18
  %36 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %37 = load i64, ptr %36, align 8, !tbaa !19, !noalias !18
  %38 = add i32 %35, -1
  %39 = icmp ult i32 %38, 4096
  %40 = icmp sgt i64 %37, -1
  %41 = icmp slt i64 %37, %3
  %42 = and i1 %40, %41
  %43 = select i1 %39, i1 %42, i1 false
  br i1 %43, label %44, label %379

44:                                               ; preds = %33
  %45 = zext nneg i32 %35 to i64
  %46 = add nsw i64 %45, -1
  %47 = mul nsw i64 %46, %37
  %48 = add nsw i64 %47, %31
  %49 = mul nuw nsw i64 %30, %45
  %50 = icmp sgt i64 %49, %4
  br i1 %50, label %379, label %51

51:                                               ; preds = %44, %29
  %52 = phi i64 [ %49, %44 ], [ %30, %29 ]
  %53 = phi i64 [ %48, %44 ], [ %31, %29 ]
  %54 = icmp sgt i32 %9, 2
  br i1 %54, label %55, label %73

55:                                               ; preds = %51
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %57 = load i32, ptr %56, align 4, !tbaa !6, !noalias !18
  %58 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %59 = load i64, ptr %58, align 8, !tbaa !19, !noalias !18
  %60 = add i32 %57, -1
  %61 = icmp ult i32 %60, 4096
  %62 = icmp sgt i64 %59, -1
  %63 = icmp slt i64 %59, %3
  %64 = and i1 %62, %63
  %65 = select i1 %61, i1 %64, i1 false
  br i1 %65, label %66, label %379

66:                                               ; preds = %55
  %67 = zext nneg i32 %57 to i64
  %68 = add nsw i64 %67, -1
  %69 = mul nsw i64 %68, %59
  %70 = add nsw i64 %69, %53
  %71 = mul nsw i64 %52, %67
  %72 = icmp sgt i64 %71, %4
  br i1 %72, label %379, label %73

73:                                               ; preds = %66, %51
  %74 = phi i64 [ %71, %66 ], [ %52, %51 ]
  %75 = phi i64 [ %70, %66 ], [ %53, %51 ]
  %76 = icmp sgt i32 %9, 3
  br i1 %76, label %77, label %95

77:                                               ; preds = %73
  %78 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %79 = load i32, ptr %78, align 8, !tbaa !6, !noalias !18
  %80 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %81 = load i64, ptr %80, align 8, !tbaa !19, !noalias !18
  %82 = add i32 %79, -1
  %83 = icmp ult i32 %82, 4096
  %84 = icmp sgt i64 %81, -1
  %85 = icmp slt i64 %81, %3
  %86 = and i1 %84, %85
  %87 = select i1 %83, i1 %86, i1 false
  br i1 %87, label %88, label %379

88:                                               ; preds = %77
  %89 = zext nneg i32 %79 to i64
  %90 = add nsw i64 %89, -1
  %91 = mul nsw i64 %90, %81
  %92 = add nsw i64 %91, %75
  %93 = mul nsw i64 %74, %89
  %94 = icmp sgt i64 %93, %4
  br i1 %94, label %379, label %95

95:                                               ; preds = %88, %73
  %96 = phi i64 [ %93, %88 ], [ %74, %73 ]
  %97 = phi i64 [ %92, %88 ], [ %75, %73 ]
  %98 = icmp sgt i32 %9, 4
  br i1 %98, label %99, label %117

99:                                               ; preds = %95
  %100 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %101 = load i32, ptr %100, align 4, !tbaa !6, !noalias !18
  %102 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %103 = load i64, ptr %102, align 8, !tbaa !19, !noalias !18
  %104 = add i32 %101, -1
  %105 = icmp ult i32 %104, 4096
  %106 = icmp sgt i64 %103, -1
  %107 = icmp slt i64 %103, %3
  %108 = and i1 %106, %107
  %109 = select i1 %105, i1 %108, i1 false
  br i1 %109, label %110, label %379

110:                                              ; preds = %99
  %111 = zext nneg i32 %101 to i64
  %112 = add nsw i64 %111, -1
  %113 = mul nsw i64 %112, %103
  %114 = add nsw i64 %113, %97
  %115 = mul nsw i64 %96, %111
  %116 = icmp sgt i64 %115, %4
  br i1 %116, label %379, label %117

117:                                              ; preds = %110, %95
  %118 = phi i64 [ %115, %110 ], [ %96, %95 ]
  %119 = phi i64 [ %114, %110 ], [ %97, %95 ]
  %120 = icmp sgt i32 %9, 5
  br i1 %120, label %121, label %139

121:                                              ; preds = %117
  %122 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %123 = load i32, ptr %122, align 8, !tbaa !6, !noalias !18
  %124 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %125 = load i64, ptr %124, align 8, !tbaa !19, !noalias !18
  %126 = add i32 %123, -1
  %127 = icmp ult i32 %126, 4096
  %128 = icmp sgt i64 %125, -1
  %129 = icmp slt i64 %125, %3
  %130 = and i1 %128, %129
  %131 = select i1 %127, i1 %130, i1 false
  br i1 %131, label %132, label %379

132:                                              ; preds = %121
  %133 = zext nneg i32 %123 to i64
  %134 = add nsw i64 %133, -1
  %135 = mul nsw i64 %134, %125
  %136 = add nsw i64 %135, %119
  %137 = mul nsw i64 %118, %133
  %138 = icmp sgt i64 %137, %4
  br i1 %138, label %379, label %139

139:                                              ; preds = %132, %117
  %140 = phi i64 [ %118, %117 ], [ %137, %132 ]
  %141 = phi i64 [ %119, %117 ], [ %136, %132 ]
  %142 = icmp sgt i64 %141, -1
  %143 = icmp slt i64 %141, %3
  %144 = and i1 %142, %143
  br i1 %144, label %145, label %379

145:                                              ; preds = %139
  %146 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %147 = load i32, ptr %146, align 4, !tbaa !21, !noalias !18
  %148 = and i32 %147, 1
  %149 = icmp eq i32 %148, 0
  %150 = icmp slt i64 %140, 2147483648
  %151 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %150, label %152, label %265

152:                                              ; preds = %145
  %153 = trunc nuw nsw i64 %140 to i32
  %154 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %155 = mul i32 %154, %151
  %156 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %157 = add i32 %155, %156
  %158 = icmp ult i32 %157, %153
  br i1 %158, label %159, label %379

159:                                              ; preds = %152
  %160 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %161 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %162 = mul i32 %161, %151
  %163 = icmp sgt i32 %9, 5
  %164 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %165 = load i32, ptr %164, align 8
  %166 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %167 = load i64, ptr %166, align 8
  %168 = icmp sgt i32 %9, 4
  %169 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %170 = load i32, ptr %169, align 4
  %171 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %172 = load i64, ptr %171, align 8
  %173 = icmp sgt i32 %9, 3
  %174 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %175 = load i32, ptr %174, align 8
  %176 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %177 = load i64, ptr %176, align 8
  %178 = icmp sgt i32 %9, 2
  %179 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %180 = load i32, ptr %179, align 4
  %181 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %182 = load i64, ptr %181, align 8
  %183 = icmp sgt i32 %9, 1
  %184 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %185 = load i32, ptr %184, align 8
  %186 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %187 = load i64, ptr %186, align 8
  %188 = icmp sgt i32 %9, 0
  %189 = load i32, ptr %160, align 4
  %190 = load i64, ptr %8, align 8
  br label %191

191:                                              ; preds = %159, %259
  %192 = phi i32 [ %157, %159 ], [ %263, %259 ]
  br i1 %163, label %193, label %199

193:                                              ; preds = %191
  %194 = udiv i32 %192, %165
  %195 = mul i32 %194, %165
  %196 = sub nuw i32 %192, %195
  %197 = zext nneg i32 %196 to i64
  %198 = mul nsw i64 %167, %197
  br label %199

199:                                              ; preds = %193, %191
  %200 = phi i64 [ %198, %193 ], [ 0, %191 ]
  %201 = phi i32 [ %194, %193 ], [ %192, %191 ]
  br i1 %168, label %202, label %209

202:                                              ; preds = %199
  %203 = udiv i32 %201, %170
  %204 = mul i32 %203, %170
  %205 = sub nuw i32 %201, %204
  %206 = zext nneg i32 %205 to i64
  %207 = mul nsw i64 %172, %206
  %208 = add nsw i64 %207, %200
  br label %209

209:                                              ; preds = %202, %199
  %210 = phi i64 [ %208, %202 ], [ %200, %199 ]
  %211 = phi i32 [ %203, %202 ], [ %201, %199 ]
  br i1 %173, label %212, label %219

212:                                              ; preds = %209
  %213 = udiv i32 %211, %175
  %214 = mul i32 %213, %175
  %215 = sub nuw i32 %211, %214
  %216 = zext nneg i32 %215 to i64
  %217 = mul nsw i64 %177, %216
  %218 = add nsw i64 %217, %210
  br label %219

219:                                              ; preds = %212, %209
  %220 = phi i64 [ %218, %212 ], [ %210, %209 ]
  %221 = phi i32 [ %213, %212 ], [ %211, %209 ]
  br i1 %178, label %222, label %229

222:                                              ; preds = %219
  %223 = udiv i32 %221, %180
  %224 = mul i32 %223, %180
  %225 = sub nuw i32 %221, %224
  %226 = zext nneg i32 %225 to i64
  %227 = mul nsw i64 %182, %226
  %228 = add nsw i64 %227, %220
  br label %229

229:                                              ; preds = %222, %219
  %230 = phi i64 [ %228, %222 ], [ %220, %219 ]
  %231 = phi i32 [ %223, %222 ], [ %221, %219 ]
  br i1 %183, label %232, label %239

232:                                              ; preds = %229
  %233 = udiv i32 %231, %185
  %234 = mul i32 %233, %185
  %235 = sub nuw i32 %231, %234
  %236 = zext nneg i32 %235 to i64
  %237 = mul nsw i64 %187, %236
  %238 = add nsw i64 %237, %230
  br label %239

239:                                              ; preds = %232, %229
  %240 = phi i64 [ %238, %232 ], [ %230, %229 ]
  %241 = phi i32 [ %233, %232 ], [ %231, %229 ]
  br i1 %188, label %242, label %248

242:                                              ; preds = %239
  %243 = freeze i32 %241
  %244 = urem i32 %243, %189
  %245 = zext nneg i32 %244 to i64
  %246 = mul nsw i64 %190, %245
  %247 = add nsw i64 %246, %240
  br label %248

248:                                              ; preds = %242, %239
  %249 = phi i64 [ %247, %242 ], [ %240, %239 ]
  %250 = getelementptr inbounds float, ptr %0, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !22, !alias.scope !11, !noalias !14
  %252 = fmul contract float %5, %251
  br i1 %149, label %259, label %253

253:                                              ; preds = %248
  %254 = zext nneg i32 %192 to i64
  %255 = getelementptr inbounds nuw float, ptr %1, i64 %254
  %256 = load float, ptr %255, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %257 = fmul contract float %6, %256
  %258 = fadd contract float %252, %257
  br label %259

259:                                              ; preds = %253, %248
  %260 = phi contract float [ %258, %253 ], [ %252, %248 ]
  %261 = zext nneg i32 %192 to i64
  %262 = getelementptr inbounds nuw float, ptr %1, i64 %261
  store float %260, ptr %262, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %263 = add i32 %192, %162
  %264 = icmp ult i32 %263, %153
  br i1 %264, label %191, label %379, !llvm.loop !24

265:                                              ; preds = %145
  %266 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %267 = zext nneg i32 %266 to i64
  %268 = zext nneg i32 %151 to i64
  %269 = mul nuw nsw i64 %267, %268
  %270 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %271 = zext nneg i32 %270 to i64
  %272 = add nuw nsw i64 %269, %271
  %273 = icmp slt i64 %272, %140
  br i1 %273, label %274, label %379

274:                                              ; preds = %265
  %275 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %276 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %277 = zext nneg i32 %276 to i64
  %278 = mul nuw nsw i64 %277, %268
  %279 = icmp sgt i32 %9, 5
  %280 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %281 = load i32, ptr %280, align 8
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %284 = load i64, ptr %283, align 8
  %285 = icmp sgt i32 %9, 4
  %286 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %287 = load i32, ptr %286, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %290 = load i64, ptr %289, align 8
  %291 = icmp sgt i32 %9, 3
  %292 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %293 = load i32, ptr %292, align 8
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %296 = load i64, ptr %295, align 8
  %297 = icmp sgt i32 %9, 2
  %298 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %299 = load i32, ptr %298, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %302 = load i64, ptr %301, align 8
  %303 = icmp sgt i32 %9, 1
  %304 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %305 = load i32, ptr %304, align 8
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %308 = load i64, ptr %307, align 8
  %309 = icmp sgt i32 %9, 0
  %310 = load i32, ptr %275, align 4
  %311 = sext i32 %310 to i64
  %312 = load i64, ptr %8, align 8
  br label %313

313:                                              ; preds = %274, %374
  %314 = phi i64 [ %272, %274 ], [ %377, %374 ]
  br i1 %279, label %315, label %320

315:                                              ; preds = %313
  %316 = sdiv i64 %314, %282
  %317 = mul nsw i64 %316, %282
  %318 = sub nsw i64 %314, %317
  %319 = mul nsw i64 %318, %284
  br label %320

320:                                              ; preds = %315, %313
  %321 = phi i64 [ %319, %315 ], [ 0, %313 ]
  %322 = phi i64 [ %316, %315 ], [ %314, %313 ]
  br i1 %285, label %323, label %329

323:                                              ; preds = %320
  %324 = sdiv i64 %322, %288
  %325 = mul nsw i64 %324, %288
  %326 = sub nsw i64 %322, %325
  %327 = mul nsw i64 %326, %290
  %328 = add nsw i64 %327, %321
  br label %329

329:                                              ; preds = %323, %320
  %330 = phi i64 [ %328, %323 ], [ %321, %320 ]
  %331 = phi i64 [ %324, %323 ], [ %322, %320 ]
  br i1 %291, label %332, label %338

332:                                              ; preds = %329
  %333 = sdiv i64 %331, %294
  %334 = mul nsw i64 %333, %294
  %335 = sub nsw i64 %331, %334
  %336 = mul nsw i64 %335, %296
  %337 = add nsw i64 %336, %330
  br label %338

338:                                              ; preds = %332, %329
  %339 = phi i64 [ %337, %332 ], [ %330, %329 ]
  %340 = phi i64 [ %333, %332 ], [ %331, %329 ]
  br i1 %297, label %341, label %347

341:                                              ; preds = %338
  %342 = sdiv i64 %340, %300
  %343 = mul nsw i64 %342, %300
  %344 = sub nsw i64 %340, %343
  %345 = mul nsw i64 %344, %302
  %346 = add nsw i64 %345, %339
  br label %347

347:                                              ; preds = %341, %338
  %348 = phi i64 [ %346, %341 ], [ %339, %338 ]
  %349 = phi i64 [ %342, %341 ], [ %340, %338 ]
  br i1 %303, label %350, label %356

350:                                              ; preds = %347
  %351 = sdiv i64 %349, %306
  %352 = mul nsw i64 %351, %306
  %353 = sub nsw i64 %349, %352
  %354 = mul nsw i64 %353, %308
  %355 = add nsw i64 %354, %348
  br label %356

356:                                              ; preds = %350, %347
  %357 = phi i64 [ %355, %350 ], [ %348, %347 ]
  %358 = phi i64 [ %351, %350 ], [ %349, %347 ]
  br i1 %309, label %359, label %364

359:                                              ; preds = %356
  %360 = freeze i64 %358
  %361 = srem i64 %360, %311
  %362 = mul nsw i64 %361, %312
  %363 = add nsw i64 %362, %357
  br label %364

364:                                              ; preds = %359, %356
  %365 = phi i64 [ %363, %359 ], [ %357, %356 ]
  %366 = getelementptr inbounds float, ptr %0, i64 %365
  %367 = load float, ptr %366, align 4, !tbaa !22, !alias.scope !11, !noalias !14
  %368 = fmul contract float %5, %367
  br i1 %149, label %374, label %369

369:                                              ; preds = %364
  %370 = getelementptr inbounds nuw float, ptr %1, i64 %314
  %371 = load float, ptr %370, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %372 = fmul contract float %6, %371
  %373 = fadd contract float %368, %372
  br label %374

374:                                              ; preds = %369, %364
  %375 = phi contract float [ %373, %369 ], [ %368, %364 ]
  %376 = getelementptr inbounds nuw float, ptr %1, i64 %314
  store float %375, ptr %376, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %377 = add nuw nsw i64 %314, %278
  %378 = icmp slt i64 %377, %140
  br i1 %378, label %313, label %379, !llvm.loop !27

379:                                              ; preds = %374, %259, %121, %99, %77, %55, %33, %14, %24, %88, %44, %132, %66, %110, %265, %152, %7, %139
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tensor_permute_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noundef readonly byval(%struct.StridedDesc) align 8 captures(none) %2, i64 noundef %3, i64 noundef %4, double noundef %5, double noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %9 = load i32, ptr %2, align 8, !tbaa !16, !noalias !33
  %10 = add i32 %9, -7
  %11 = icmp ult i32 %10, -6
  br i1 %11, label %379, label %12

12:                                               ; preds = %7
  %13 = icmp sgt i32 %9, 0
  br i1 %13, label %14, label %29

14:                                               ; preds = %12
  %15 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %16 = load i32, ptr %15, align 4, !tbaa !6, !noalias !33
  %17 = load i64, ptr %8, align 8, !tbaa !19, !noalias !33
  %18 = add i32 %16, -1
  %19 = icmp ult i32 %18, 4096
  %20 = icmp sgt i64 %17, -1
  %21 = icmp slt i64 %17, %3
  %22 = and i1 %20, %21
  %23 = select i1 %19, i1 %22, i1 false
  br i1 %23, label %24, label %379

24:                                               ; preds = %14
  %25 = zext nneg i32 %16 to i64
  %26 = add nsw i64 %25, -1
  %27 = mul nsw i64 %26, %17
  %28 = icmp slt i64 %4, %25
  br i1 %28, label %379, label %29

29:                                               ; preds = %24, %12
  %30 = phi i64 [ %25, %24 ], [ 1, %12 ]
  %31 = phi i64 [ %27, %24 ], [ 0, %12 ]
  %32 = icmp sgt i32 %9, 1
  br i1 %32, label %33, label %51

33:                                               ; preds = %29
  %34 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !6, !noalias !33
  %36 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %37 = load i64, ptr %36, align 8, !tbaa !19, !noalias !33
  %38 = add i32 %35, -1
  %39 = icmp ult i32 %38, 4096
  %40 = icmp sgt i64 %37, -1
  %41 = icmp slt i64 %37, %3
  %42 = and i1 %40, %41
  %43 = select i1 %39, i1 %42, i1 false
  br i1 %43, label %44, label %379

44:                                               ; preds = %33
  %45 = zext nneg i32 %35 to i64
  %46 = add nsw i64 %45, -1
  %47 = mul nsw i64 %46, %37
  %48 = add nsw i64 %47, %31
  %49 = mul nuw nsw i64 %30, %45
  %50 = icmp sgt i64 %49, %4
  br i1 %50, label %379, label %51

51:                                               ; preds = %44, %29
  %52 = phi i64 [ %49, %44 ], [ %30, %29 ]
  %53 = phi i64 [ %48, %44 ], [ %31, %29 ]
  %54 = icmp sgt i32 %9, 2
  br i1 %54, label %55, label %73

55:                                               ; preds = %51
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %57 = load i32, ptr %56, align 4, !tbaa !6, !noalias !33
  %58 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %59 = load i64, ptr %58, align 8, !tbaa !19, !noalias !33
  %60 = add i32 %57, -1
  %61 = icmp ult i32 %60, 4096
  %62 = icmp sgt i64 %59, -1
  %63 = icmp slt i64 %59, %3
  %64 = and i1 %62, %63
  %65 = select i1 %61, i1 %64, i1 false
  br i1 %65, label %66, label %379

66:                                               ; preds = %55
  %67 = zext nneg i32 %57 to i64
  %68 = add nsw i64 %67, -1
  %69 = mul nsw i64 %68, %59
  %70 = add nsw i64 %69, %53
  %71 = mul nsw i64 %52, %67
  %72 = icmp sgt i64 %71, %4
  br i1 %72, label %379, label %73

73:                                               ; preds = %66, %51
  %74 = phi i64 [ %71, %66 ], [ %52, %51 ]
  %75 = phi i64 [ %70, %66 ], [ %53, %51 ]
  %76 = icmp sgt i32 %9, 3
  br i1 %76, label %77, label %95

77:                                               ; preds = %73
  %78 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %79 = load i32, ptr %78, align 8, !tbaa !6, !noalias !33
  %80 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %81 = load i64, ptr %80, align 8, !tbaa !19, !noalias !33
  %82 = add i32 %79, -1
  %83 = icmp ult i32 %82, 4096
  %84 = icmp sgt i64 %81, -1
  %85 = icmp slt i64 %81, %3
  %86 = and i1 %84, %85
  %87 = select i1 %83, i1 %86, i1 false
  br i1 %87, label %88, label %379

88:                                               ; preds = %77
  %89 = zext nneg i32 %79 to i64
  %90 = add nsw i64 %89, -1
  %91 = mul nsw i64 %90, %81
  %92 = add nsw i64 %91, %75
  %93 = mul nsw i64 %74, %89
  %94 = icmp sgt i64 %93, %4
  br i1 %94, label %379, label %95

95:                                               ; preds = %88, %73
  %96 = phi i64 [ %93, %88 ], [ %74, %73 ]
  %97 = phi i64 [ %92, %88 ], [ %75, %73 ]
  %98 = icmp sgt i32 %9, 4
  br i1 %98, label %99, label %117

99:                                               ; preds = %95
  %100 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %101 = load i32, ptr %100, align 4, !tbaa !6, !noalias !33
  %102 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %103 = load i64, ptr %102, align 8, !tbaa !19, !noalias !33
  %104 = add i32 %101, -1
  %105 = icmp ult i32 %104, 4096
  %106 = icmp sgt i64 %103, -1
  %107 = icmp slt i64 %103, %3
  %108 = and i1 %106, %107
  %109 = select i1 %105, i1 %108, i1 false
  br i1 %109, label %110, label %379

110:                                              ; preds = %99
  %111 = zext nneg i32 %101 to i64
  %112 = add nsw i64 %111, -1
  %113 = mul nsw i64 %112, %103
  %114 = add nsw i64 %113, %97
  %115 = mul nsw i64 %96, %111
  %116 = icmp sgt i64 %115, %4
  br i1 %116, label %379, label %117

117:                                              ; preds = %110, %95
  %118 = phi i64 [ %115, %110 ], [ %96, %95 ]
  %119 = phi i64 [ %114, %110 ], [ %97, %95 ]
  %120 = icmp sgt i32 %9, 5
  br i1 %120, label %121, label %139

121:                                              ; preds = %117
  %122 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %123 = load i32, ptr %122, align 8, !tbaa !6, !noalias !33
  %124 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %125 = load i64, ptr %124, align 8, !tbaa !19, !noalias !33
  %126 = add i32 %123, -1
  %127 = icmp ult i32 %126, 4096
  %128 = icmp sgt i64 %125, -1
  %129 = icmp slt i64 %125, %3
  %130 = and i1 %128, %129
  %131 = select i1 %127, i1 %130, i1 false
  br i1 %131, label %132, label %379

132:                                              ; preds = %121
  %133 = zext nneg i32 %123 to i64
  %134 = add nsw i64 %133, -1
  %135 = mul nsw i64 %134, %125
  %136 = add nsw i64 %135, %119
  %137 = mul nsw i64 %118, %133
  %138 = icmp sgt i64 %137, %4
  br i1 %138, label %379, label %139

139:                                              ; preds = %132, %117
  %140 = phi i64 [ %118, %117 ], [ %137, %132 ]
  %141 = phi i64 [ %119, %117 ], [ %136, %132 ]
  %142 = icmp sgt i64 %141, -1
  %143 = icmp slt i64 %141, %3
  %144 = and i1 %142, %143
  br i1 %144, label %145, label %379

145:                                              ; preds = %139
  %146 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %147 = load i32, ptr %146, align 4, !tbaa !21, !noalias !33
  %148 = and i32 %147, 1
  %149 = icmp eq i32 %148, 0
  %150 = icmp slt i64 %140, 2147483648
  %151 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %150, label %152, label %265

152:                                              ; preds = %145
  %153 = trunc nuw nsw i64 %140 to i32
  %154 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %155 = mul i32 %154, %151
  %156 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %157 = add i32 %155, %156
  %158 = icmp ult i32 %157, %153
  br i1 %158, label %159, label %379

159:                                              ; preds = %152
  %160 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %161 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %162 = mul i32 %161, %151
  %163 = icmp sgt i32 %9, 5
  %164 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %165 = load i32, ptr %164, align 8
  %166 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %167 = load i64, ptr %166, align 8
  %168 = icmp sgt i32 %9, 4
  %169 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %170 = load i32, ptr %169, align 4
  %171 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %172 = load i64, ptr %171, align 8
  %173 = icmp sgt i32 %9, 3
  %174 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %175 = load i32, ptr %174, align 8
  %176 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %177 = load i64, ptr %176, align 8
  %178 = icmp sgt i32 %9, 2
  %179 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %180 = load i32, ptr %179, align 4
  %181 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %182 = load i64, ptr %181, align 8
  %183 = icmp sgt i32 %9, 1
  %184 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %185 = load i32, ptr %184, align 8
  %186 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %187 = load i64, ptr %186, align 8
  %188 = icmp sgt i32 %9, 0
  %189 = load i32, ptr %160, align 4
  %190 = load i64, ptr %8, align 8
  br label %191

191:                                              ; preds = %159, %259
  %192 = phi i32 [ %157, %159 ], [ %263, %259 ]
  br i1 %163, label %193, label %199

193:                                              ; preds = %191
  %194 = udiv i32 %192, %165
  %195 = mul i32 %194, %165
  %196 = sub nuw i32 %192, %195
  %197 = zext nneg i32 %196 to i64
  %198 = mul nsw i64 %167, %197
  br label %199

199:                                              ; preds = %193, %191
  %200 = phi i64 [ %198, %193 ], [ 0, %191 ]
  %201 = phi i32 [ %194, %193 ], [ %192, %191 ]
  br i1 %168, label %202, label %209

202:                                              ; preds = %199
  %203 = udiv i32 %201, %170
  %204 = mul i32 %203, %170
  %205 = sub nuw i32 %201, %204
  %206 = zext nneg i32 %205 to i64
  %207 = mul nsw i64 %172, %206
  %208 = add nsw i64 %207, %200
  br label %209

209:                                              ; preds = %202, %199
  %210 = phi i64 [ %208, %202 ], [ %200, %199 ]
  %211 = phi i32 [ %203, %202 ], [ %201, %199 ]
  br i1 %173, label %212, label %219

212:                                              ; preds = %209
  %213 = udiv i32 %211, %175
  %214 = mul i32 %213, %175
  %215 = sub nuw i32 %211, %214
  %216 = zext nneg i32 %215 to i64
  %217 = mul nsw i64 %177, %216
  %218 = add nsw i64 %217, %210
  br label %219

219:                                              ; preds = %212, %209
  %220 = phi i64 [ %218, %212 ], [ %210, %209 ]
  %221 = phi i32 [ %213, %212 ], [ %211, %209 ]
  br i1 %178, label %222, label %229

222:                                              ; preds = %219
  %223 = udiv i32 %221, %180
  %224 = mul i32 %223, %180
  %225 = sub nuw i32 %221, %224
  %226 = zext nneg i32 %225 to i64
  %227 = mul nsw i64 %182, %226
  %228 = add nsw i64 %227, %220
  br label %229

229:                                              ; preds = %222, %219
  %230 = phi i64 [ %228, %222 ], [ %220, %219 ]
  %231 = phi i32 [ %223, %222 ], [ %221, %219 ]
  br i1 %183, label %232, label %239

232:                                              ; preds = %229
  %233 = udiv i32 %231, %185
  %234 = mul i32 %233, %185
  %235 = sub nuw i32 %231, %234
  %236 = zext nneg i32 %235 to i64
  %237 = mul nsw i64 %187, %236
  %238 = add nsw i64 %237, %230
  br label %239

239:                                              ; preds = %232, %229
  %240 = phi i64 [ %238, %232 ], [ %230, %229 ]
  %241 = phi i32 [ %233, %232 ], [ %231, %229 ]
  br i1 %188, label %242, label %248

242:                                              ; preds = %239
  %243 = freeze i32 %241
  %244 = urem i32 %243, %189
  %245 = zext nneg i32 %244 to i64
  %246 = mul nsw i64 %190, %245
  %247 = add nsw i64 %246, %240
  br label %248

248:                                              ; preds = %242, %239
  %249 = phi i64 [ %247, %242 ], [ %240, %239 ]
  %250 = getelementptr inbounds double, ptr %0, i64 %249
  %251 = load double, ptr %250, align 8, !tbaa !34, !alias.scope !28, !noalias !31
  %252 = fmul contract double %5, %251
  br i1 %149, label %259, label %253

253:                                              ; preds = %248
  %254 = zext nneg i32 %192 to i64
  %255 = getelementptr inbounds nuw double, ptr %1, i64 %254
  %256 = load double, ptr %255, align 8, !tbaa !34, !alias.scope !31, !noalias !28
  %257 = fmul contract double %6, %256
  %258 = fadd contract double %252, %257
  br label %259

259:                                              ; preds = %253, %248
  %260 = phi contract double [ %258, %253 ], [ %252, %248 ]
  %261 = zext nneg i32 %192 to i64
  %262 = getelementptr inbounds nuw double, ptr %1, i64 %261
  store double %260, ptr %262, align 8, !tbaa !34, !alias.scope !31, !noalias !28
  %263 = add i32 %192, %162
  %264 = icmp ult i32 %263, %153
  br i1 %264, label %191, label %379, !llvm.loop !36

265:                                              ; preds = %145
  %266 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %267 = zext nneg i32 %266 to i64
  %268 = zext nneg i32 %151 to i64
  %269 = mul nuw nsw i64 %267, %268
  %270 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %271 = zext nneg i32 %270 to i64
  %272 = add nuw nsw i64 %269, %271
  %273 = icmp slt i64 %272, %140
  br i1 %273, label %274, label %379

274:                                              ; preds = %265
  %275 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %276 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %277 = zext nneg i32 %276 to i64
  %278 = mul nuw nsw i64 %277, %268
  %279 = icmp sgt i32 %9, 5
  %280 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %281 = load i32, ptr %280, align 8
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %284 = load i64, ptr %283, align 8
  %285 = icmp sgt i32 %9, 4
  %286 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %287 = load i32, ptr %286, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %290 = load i64, ptr %289, align 8
  %291 = icmp sgt i32 %9, 3
  %292 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %293 = load i32, ptr %292, align 8
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %296 = load i64, ptr %295, align 8
  %297 = icmp sgt i32 %9, 2
  %298 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %299 = load i32, ptr %298, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %302 = load i64, ptr %301, align 8
  %303 = icmp sgt i32 %9, 1
  %304 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %305 = load i32, ptr %304, align 8
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %308 = load i64, ptr %307, align 8
  %309 = icmp sgt i32 %9, 0
  %310 = load i32, ptr %275, align 4
  %311 = sext i32 %310 to i64
  %312 = load i64, ptr %8, align 8
  br label %313

313:                                              ; preds = %274, %374
  %314 = phi i64 [ %272, %274 ], [ %377, %374 ]
  br i1 %279, label %315, label %320

315:                                              ; preds = %313
  %316 = sdiv i64 %314, %282
  %317 = mul nsw i64 %316, %282
  %318 = sub nsw i64 %314, %317
  %319 = mul nsw i64 %318, %284
  br label %320

320:                                              ; preds = %315, %313
  %321 = phi i64 [ %319, %315 ], [ 0, %313 ]
  %322 = phi i64 [ %316, %315 ], [ %314, %313 ]
  br i1 %285, label %323, label %329

323:                                              ; preds = %320
  %324 = sdiv i64 %322, %288
  %325 = mul nsw i64 %324, %288
  %326 = sub nsw i64 %322, %325
  %327 = mul nsw i64 %326, %290
  %328 = add nsw i64 %327, %321
  br label %329

329:                                              ; preds = %323, %320
  %330 = phi i64 [ %328, %323 ], [ %321, %320 ]
  %331 = phi i64 [ %324, %323 ], [ %322, %320 ]
  br i1 %291, label %332, label %338

332:                                              ; preds = %329
  %333 = sdiv i64 %331, %294
  %334 = mul nsw i64 %333, %294
  %335 = sub nsw i64 %331, %334
  %336 = mul nsw i64 %335, %296
  %337 = add nsw i64 %336, %330
  br label %338

338:                                              ; preds = %332, %329
  %339 = phi i64 [ %337, %332 ], [ %330, %329 ]
  %340 = phi i64 [ %333, %332 ], [ %331, %329 ]
  br i1 %297, label %341, label %347

341:                                              ; preds = %338
  %342 = sdiv i64 %340, %300
  %343 = mul nsw i64 %342, %300
  %344 = sub nsw i64 %340, %343
  %345 = mul nsw i64 %344, %302
  %346 = add nsw i64 %345, %339
  br label %347

347:                                              ; preds = %341, %338
  %348 = phi i64 [ %346, %341 ], [ %339, %338 ]
  %349 = phi i64 [ %342, %341 ], [ %340, %338 ]
  br i1 %303, label %350, label %356

350:                                              ; preds = %347
  %351 = sdiv i64 %349, %306
  %352 = mul nsw i64 %351, %306
  %353 = sub nsw i64 %349, %352
  %354 = mul nsw i64 %353, %308
  %355 = add nsw i64 %354, %348
  br label %356

356:                                              ; preds = %350, %347
  %357 = phi i64 [ %355, %350 ], [ %348, %347 ]
  %358 = phi i64 [ %351, %350 ], [ %349, %347 ]
  br i1 %309, label %359, label %364

359:                                              ; preds = %356
  %360 = freeze i64 %358
  %361 = srem i64 %360, %311
  %362 = mul nsw i64 %361, %312
  %363 = add nsw i64 %362, %357
  br label %364

364:                                              ; preds = %359, %356
  %365 = phi i64 [ %363, %359 ], [ %357, %356 ]
  %366 = getelementptr inbounds double, ptr %0, i64 %365
  %367 = load double, ptr %366, align 8, !tbaa !34, !alias.scope !28, !noalias !31
  %368 = fmul contract double %5, %367
  br i1 %149, label %374, label %369

369:                                              ; preds = %364
  %370 = getelementptr inbounds nuw double, ptr %1, i64 %314
  %371 = load double, ptr %370, align 8, !tbaa !34, !alias.scope !31, !noalias !28
  %372 = fmul contract double %6, %371
  %373 = fadd contract double %368, %372
  br label %374

374:                                              ; preds = %369, %364
  %375 = phi contract double [ %373, %369 ], [ %368, %364 ]
  %376 = getelementptr inbounds nuw double, ptr %1, i64 %314
  store double %375, ptr %376, align 8, !tbaa !34, !alias.scope !31, !noalias !28
  %377 = add nuw nsw i64 %314, %278
  %378 = icmp slt i64 %377, %140
  br i1 %378, label %313, label %379, !llvm.loop !37

379:                                              ; preds = %374, %259, %121, %99, %77, %55, %33, %14, %24, %88, %44, %132, %66, %110, %265, %152, %7, %139
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @batched_transpose_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 32
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp eq i32 %12, 8
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %147

15:                                               ; preds = %9
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %18 = icmp slt i32 %17, %4
  br i1 %18, label %19, label %147

19:                                               ; preds = %15
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = shl nuw nsw i32 %21, 5
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = shl i32 %23, 5
  %25 = add nuw nsw i32 %22, %16
  %26 = add nsw i32 %24, %20
  %27 = icmp slt i32 %26, %3
  %28 = zext nneg i32 %20 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ23batched_transpose_tiledE4tile to ptr), i64 %28
  %30 = sext i32 %5 to i64
  %31 = sext i32 %26 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = add nsw i32 %24, %16
  %34 = add nuw nsw i32 %22, %20
  %35 = icmp slt i32 %34, %2
  %36 = zext nneg i32 %20 to i64
  %37 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23batched_transpose_tiledE4tile to ptr), i64 %36
  %38 = sext i32 %6 to i64
  %39 = zext nneg i32 %34 to i64
  %40 = getelementptr float, ptr %1, i64 %39
  %41 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %42 = icmp slt i32 %25, %2
  %43 = select i1 %42, i1 %27, i1 false
  %44 = zext nneg i32 %25 to i64
  %45 = mul nsw i64 %44, %30
  %46 = zext nneg i32 %16 to i64
  %47 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %46
  %48 = add nuw nsw i32 %25, 8
  %49 = icmp slt i32 %48, %2
  %50 = select i1 %49, i1 %27, i1 false
  %51 = zext nneg i32 %48 to i64
  %52 = mul nsw i64 %51, %30
  %53 = zext nneg i32 %16 to i64
  %54 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 1056
  %56 = add nuw nsw i32 %25, 16
  %57 = icmp slt i32 %56, %2
  %58 = select i1 %57, i1 %27, i1 false
  %59 = zext nneg i32 %56 to i64
  %60 = mul nsw i64 %59, %30
  %61 = zext nneg i32 %16 to i64
  %62 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 2112
  %64 = add nuw nsw i32 %25, 24
  %65 = icmp slt i32 %64, %2
  %66 = select i1 %65, i1 %27, i1 false
  %67 = zext nneg i32 %64 to i64
  %68 = mul nsw i64 %67, %30
  %69 = zext nneg i32 %16 to i64
  %70 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %70, i64 3168
  %72 = icmp slt i32 %33, %3
  %73 = select i1 %72, i1 %35, i1 false
  %74 = zext nneg i32 %16 to i64
  %75 = getelementptr inbounds nuw float, ptr %37, i64 %74
  %76 = sext i32 %33 to i64
  %77 = mul nsw i64 %76, %38
  %78 = add nsw i32 %33, 8
  %79 = icmp slt i32 %78, %3
  %80 = select i1 %79, i1 %35, i1 false
  %81 = zext nneg i32 %16 to i64
  %82 = getelementptr inbounds nuw float, ptr %37, i64 %81
  %83 = getelementptr inbounds nuw i8, ptr %82, i64 32
  %84 = sext i32 %78 to i64
  %85 = mul nsw i64 %84, %38
  %86 = add nsw i32 %33, 16
  %87 = icmp slt i32 %86, %3
  %88 = select i1 %87, i1 %35, i1 false
  %89 = zext nneg i32 %16 to i64
  %90 = getelementptr inbounds nuw float, ptr %37, i64 %89
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 64
  %92 = sext i32 %86 to i64
  %93 = mul nsw i64 %92, %38
  %94 = add nsw i32 %33, 24
  %95 = icmp slt i32 %94, %3
  %96 = select i1 %95, i1 %35, i1 false
  %97 = zext nneg i32 %16 to i64
  %98 = getelementptr inbounds nuw float, ptr %37, i64 %97
  %99 = getelementptr inbounds nuw i8, ptr %98, i64 96
  %100 = sext i32 %94 to i64
  %101 = mul nsw i64 %100, %38
  br label %102

102:                                              ; preds = %19, %144
  %103 = phi i32 [ %17, %19 ], [ %145, %144 ]
  %104 = sext i32 %103 to i64
  %105 = mul nsw i64 %7, %104
  %106 = getelementptr float, ptr %32, i64 %105
  br i1 %43, label %107, label %110

107:                                              ; preds = %102
  %108 = getelementptr float, ptr %106, i64 %45
  %109 = load float, ptr %108, align 4, !tbaa !22
  br label %110

110:                                              ; preds = %102, %107
  %111 = phi contract float [ %109, %107 ], [ 0.000000e+00, %102 ]
  store float %111, ptr %47, align 4, !tbaa !22
  br i1 %50, label %112, label %115

112:                                              ; preds = %110
  %113 = getelementptr float, ptr %106, i64 %52
  %114 = load float, ptr %113, align 4, !tbaa !22
  br label %115

115:                                              ; preds = %112, %110
  %116 = phi contract float [ %114, %112 ], [ 0.000000e+00, %110 ]
  store float %116, ptr %55, align 4, !tbaa !22
  br i1 %58, label %117, label %120

117:                                              ; preds = %115
  %118 = getelementptr float, ptr %106, i64 %60
  %119 = load float, ptr %118, align 4, !tbaa !22
  br label %120

120:                                              ; preds = %117, %115
  %121 = phi contract float [ %119, %117 ], [ 0.000000e+00, %115 ]
  store float %121, ptr %63, align 4, !tbaa !22
  br i1 %66, label %122, label %125

122:                                              ; preds = %120
  %123 = getelementptr float, ptr %106, i64 %68
  %124 = load float, ptr %123, align 4, !tbaa !22
  br label %125

125:                                              ; preds = %122, %120
  %126 = phi contract float [ %124, %122 ], [ 0.000000e+00, %120 ]
  store float %126, ptr %71, align 4, !tbaa !22
  %127 = mul nsw i64 %8, %104
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %128 = getelementptr float, ptr %40, i64 %127
  br i1 %73, label %129, label %132

129:                                              ; preds = %125
  %130 = load float, ptr %75, align 4, !tbaa !22
  %131 = getelementptr float, ptr %128, i64 %77
  store float %130, ptr %131, align 4, !tbaa !22
  br label %132

132:                                              ; preds = %129, %125
  br i1 %80, label %133, label %136

133:                                              ; preds = %132
  %134 = load float, ptr %83, align 4, !tbaa !22
  %135 = getelementptr float, ptr %128, i64 %85
  store float %134, ptr %135, align 4, !tbaa !22
  br label %136

136:                                              ; preds = %133, %132
  br i1 %88, label %137, label %140

137:                                              ; preds = %136
  %138 = load float, ptr %91, align 4, !tbaa !22
  %139 = getelementptr float, ptr %128, i64 %93
  store float %138, ptr %139, align 4, !tbaa !22
  br label %140

140:                                              ; preds = %137, %136
  br i1 %96, label %141, label %144

141:                                              ; preds = %140
  %142 = load float, ptr %99, align 4, !tbaa !22
  %143 = getelementptr float, ptr %128, i64 %101
  store float %142, ptr %143, align 4, !tbaa !22
  br label %144

144:                                              ; preds = %141, %140
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %145 = add i32 %103, %41
  %146 = icmp slt i32 %145, %4
  br i1 %146, label %102, label %147, !llvm.loop !38

147:                                              ; preds = %144, %15, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tensor_contract_reduce(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noundef readonly byval(%struct.StridedDesc) align 8 captures(none) %3, i32 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8, i64 noundef %9, float noundef %10, float noundef %11) local_unnamed_addr #3 {
  %13 = add i32 %4, -1
  %14 = icmp ult i32 %13, 1048576
  %15 = or i64 %6, %5
  %16 = icmp sgt i64 %15, -1
  %17 = and i1 %14, %16
  %18 = icmp slt i64 %5, %7
  %19 = and i1 %18, %17
  %20 = icmp slt i64 %6, %8
  %21 = and i1 %20, %19
  br i1 %21, label %22, label %638

22:                                               ; preds = %12
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %24 = add nsw i32 %4, -1
  %25 = zext nneg i32 %24 to i64
  %26 = load i32, ptr %3, align 8, !tbaa !16
  %27 = add i32 %26, -7
  %28 = icmp ult i32 %27, -6
  br i1 %28, label %186, label %29

29:                                               ; preds = %22
  %30 = mul nsw i64 %5, %25
  %31 = icmp sgt i32 %26, 0
  br i1 %31, label %32, label %52

32:                                               ; preds = %29
  %33 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = load i64, ptr %23, align 8, !tbaa !19
  %36 = add i32 %34, -1
  %37 = icmp ult i32 %36, 4096
  %38 = icmp sgt i64 %35, -1
  %39 = icmp slt i64 %35, %7
  %40 = and i1 %38, %39
  %41 = select i1 %37, i1 %40, i1 false
  br i1 %41, label %42, label %48

42:                                               ; preds = %32
  %43 = zext nneg i32 %34 to i64
  %44 = add nsw i64 %43, -1
  %45 = mul nsw i64 %44, %35
  %46 = add nsw i64 %45, %30
  %47 = icmp sge i64 %9, %43
  br label %48

48:                                               ; preds = %42, %32
  %49 = phi i64 [ %43, %42 ], [ 1, %32 ]
  %50 = phi i1 [ %47, %42 ], [ false, %32 ]
  %51 = phi i64 [ %46, %42 ], [ %30, %32 ]
  br i1 %50, label %52, label %178

52:                                               ; preds = %48, %29
  %53 = phi i64 [ %49, %48 ], [ 1, %29 ]
  %54 = phi i64 [ %51, %48 ], [ %30, %29 ]
  %55 = icmp sgt i32 %26, 1
  br i1 %55, label %56, label %78

56:                                               ; preds = %52
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %58 = load i32, ptr %57, align 8, !tbaa !6
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %60 = load i64, ptr %59, align 8, !tbaa !19
  %61 = add i32 %58, -1
  %62 = icmp ult i32 %61, 4096
  %63 = icmp sgt i64 %60, -1
  %64 = icmp slt i64 %60, %7
  %65 = and i1 %63, %64
  %66 = select i1 %62, i1 %65, i1 false
  br i1 %66, label %67, label %74

67:                                               ; preds = %56
  %68 = zext nneg i32 %58 to i64
  %69 = add nsw i64 %68, -1
  %70 = mul nsw i64 %69, %60
  %71 = add nsw i64 %70, %54
  %72 = mul nuw nsw i64 %53, %68
  %73 = icmp sle i64 %72, %9
  br label %74

74:                                               ; preds = %67, %56
  %75 = phi i64 [ %72, %67 ], [ %53, %56 ]
  %76 = phi i1 [ %73, %67 ], [ false, %56 ]
  %77 = phi i64 [ %71, %67 ], [ %54, %56 ]
  br i1 %76, label %78, label %178

78:                                               ; preds = %74, %52
  %79 = phi i64 [ %75, %74 ], [ %53, %52 ]
  %80 = phi i64 [ %77, %74 ], [ %54, %52 ]
  %81 = icmp sgt i32 %26, 2
  br i1 %81, label %82, label %104

82:                                               ; preds = %78
  %83 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %86 = load i64, ptr %85, align 8, !tbaa !19
  %87 = add i32 %84, -1
  %88 = icmp ult i32 %87, 4096
  %89 = icmp sgt i64 %86, -1
  %90 = icmp slt i64 %86, %7
  %91 = and i1 %89, %90
  %92 = select i1 %88, i1 %91, i1 false
  br i1 %92, label %93, label %100

93:                                               ; preds = %82
  %94 = zext nneg i32 %84 to i64
  %95 = add nsw i64 %94, -1
  %96 = mul nsw i64 %95, %86
  %97 = add nsw i64 %96, %80
  %98 = mul nsw i64 %79, %94
  %99 = icmp sle i64 %98, %9
  br label %100

100:                                              ; preds = %93, %82
  %101 = phi i64 [ %98, %93 ], [ %79, %82 ]
  %102 = phi i1 [ %99, %93 ], [ false, %82 ]
  %103 = phi i64 [ %97, %93 ], [ %80, %82 ]
  br i1 %102, label %104, label %178

104:                                              ; preds = %100, %78
  %105 = phi i64 [ %101, %100 ], [ %79, %78 ]
  %106 = phi i64 [ %103, %100 ], [ %80, %78 ]
  %107 = icmp sgt i32 %26, 3
  br i1 %107, label %108, label %130

108:                                              ; preds = %104
  %109 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %110 = load i32, ptr %109, align 8, !tbaa !6
  %111 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %112 = load i64, ptr %111, align 8, !tbaa !19
  %113 = add i32 %110, -1
  %114 = icmp ult i32 %113, 4096
  %115 = icmp sgt i64 %112, -1
  %116 = icmp slt i64 %112, %7
  %117 = and i1 %115, %116
  %118 = select i1 %114, i1 %117, i1 false
  br i1 %118, label %119, label %126

119:                                              ; preds = %108
  %120 = zext nneg i32 %110 to i64
  %121 = add nsw i64 %120, -1
  %122 = mul nsw i64 %121, %112
  %123 = add nsw i64 %122, %106
  %124 = mul nsw i64 %105, %120
  %125 = icmp sle i64 %124, %9
  br label %126

126:                                              ; preds = %119, %108
  %127 = phi i64 [ %124, %119 ], [ %105, %108 ]
  %128 = phi i1 [ %125, %119 ], [ false, %108 ]
  %129 = phi i64 [ %123, %119 ], [ %106, %108 ]
  br i1 %128, label %130, label %178

130:                                              ; preds = %126, %104
  %131 = phi i64 [ %127, %126 ], [ %105, %104 ]
  %132 = phi i64 [ %129, %126 ], [ %106, %104 ]
  %133 = icmp sgt i32 %26, 4
  br i1 %133, label %134, label %156

134:                                              ; preds = %130
  %135 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %138 = load i64, ptr %137, align 8, !tbaa !19
  %139 = add i32 %136, -1
  %140 = icmp ult i32 %139, 4096
  %141 = icmp sgt i64 %138, -1
  %142 = icmp slt i64 %138, %7
  %143 = and i1 %141, %142
  %144 = select i1 %140, i1 %143, i1 false
  br i1 %144, label %145, label %152

145:                                              ; preds = %134
  %146 = zext nneg i32 %136 to i64
  %147 = add nsw i64 %146, -1
  %148 = mul nsw i64 %147, %138
  %149 = add nsw i64 %148, %132
  %150 = mul nsw i64 %131, %146
  %151 = icmp sle i64 %150, %9
  br label %152

152:                                              ; preds = %145, %134
  %153 = phi i64 [ %150, %145 ], [ %131, %134 ]
  %154 = phi i1 [ %151, %145 ], [ false, %134 ]
  %155 = phi i64 [ %149, %145 ], [ %132, %134 ]
  br i1 %154, label %156, label %178

156:                                              ; preds = %152, %130
  %157 = phi i64 [ %153, %152 ], [ %131, %130 ]
  %158 = phi i64 [ %155, %152 ], [ %132, %130 ]
  %159 = icmp sgt i32 %26, 5
  br i1 %159, label %160, label %178

160:                                              ; preds = %156
  %161 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %162 = load i32, ptr %161, align 8, !tbaa !6
  %163 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %164 = load i64, ptr %163, align 8, !tbaa !19
  %165 = add i32 %162, -1
  %166 = icmp ult i32 %165, 4096
  %167 = icmp sgt i64 %164, -1
  %168 = icmp slt i64 %164, %7
  %169 = and i1 %167, %168
  %170 = select i1 %166, i1 %169, i1 false
  br i1 %170, label %171, label %178

171:                                              ; preds = %160
  %172 = zext nneg i32 %162 to i64
  %173 = add nsw i64 %172, -1
  %174 = mul nsw i64 %173, %164
  %175 = add nsw i64 %174, %158
  %176 = mul nsw i64 %157, %172
  %177 = icmp sle i64 %176, %9
  br label %178

178:                                              ; preds = %160, %171, %156, %152, %126, %100, %74, %48
  %179 = phi i1 [ false, %48 ], [ false, %126 ], [ false, %74 ], [ true, %156 ], [ false, %100 ], [ false, %152 ], [ %177, %171 ], [ false, %160 ]
  %180 = phi i64 [ %49, %48 ], [ %127, %126 ], [ %75, %74 ], [ %157, %156 ], [ %101, %100 ], [ %153, %152 ], [ %176, %171 ], [ %157, %160 ]
  %181 = phi i64 [ %51, %48 ], [ %129, %126 ], [ %77, %74 ], [ %158, %156 ], [ %103, %100 ], [ %155, %152 ], [ %175, %171 ], [ %158, %160 ]
  br i1 %179, label %182, label %186

182:                                              ; preds = %178
  %183 = icmp sgt i64 %181, -1
  %184 = icmp slt i64 %181, %7
  %185 = and i1 %183, %184
  br label %186

186:                                              ; preds = %22, %178, %182
  %187 = phi i64 [ undef, %22 ], [ %180, %182 ], [ %180, %178 ]
  %188 = phi i1 [ false, %22 ], [ %185, %182 ], [ false, %178 ]
  br i1 %188, label %189, label %638

189:                                              ; preds = %186
  %190 = getelementptr inbounds nuw i8, ptr %3, i64 80
  br i1 %28, label %638, label %191

191:                                              ; preds = %189
  %192 = mul nsw i64 %6, %25
  %193 = icmp sgt i32 %26, 0
  br i1 %193, label %194, label %214

194:                                              ; preds = %191
  %195 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = load i64, ptr %190, align 8, !tbaa !19
  %198 = add i32 %196, -1
  %199 = icmp ult i32 %198, 4096
  %200 = icmp sgt i64 %197, -1
  %201 = icmp slt i64 %197, %8
  %202 = and i1 %200, %201
  %203 = select i1 %199, i1 %202, i1 false
  br i1 %203, label %204, label %210

204:                                              ; preds = %194
  %205 = zext nneg i32 %196 to i64
  %206 = add nsw i64 %205, -1
  %207 = mul nsw i64 %206, %197
  %208 = add nsw i64 %207, %192
  %209 = icmp sge i64 %9, %205
  br label %210

210:                                              ; preds = %204, %194
  %211 = phi i64 [ %205, %204 ], [ 1, %194 ]
  %212 = phi i1 [ %209, %204 ], [ false, %194 ]
  %213 = phi i64 [ %208, %204 ], [ %192, %194 ]
  br i1 %212, label %214, label %638

214:                                              ; preds = %210, %191
  %215 = phi i64 [ %211, %210 ], [ 1, %191 ]
  %216 = phi i64 [ %213, %210 ], [ %192, %191 ]
  %217 = icmp sgt i32 %26, 1
  br i1 %217, label %218, label %240

218:                                              ; preds = %214
  %219 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %220 = load i32, ptr %219, align 8, !tbaa !6
  %221 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %222 = load i64, ptr %221, align 8, !tbaa !19
  %223 = add i32 %220, -1
  %224 = icmp ult i32 %223, 4096
  %225 = icmp sgt i64 %222, -1
  %226 = icmp slt i64 %222, %8
  %227 = and i1 %225, %226
  %228 = select i1 %224, i1 %227, i1 false
  br i1 %228, label %229, label %236

229:                                              ; preds = %218
  %230 = zext nneg i32 %220 to i64
  %231 = add nsw i64 %230, -1
  %232 = mul nsw i64 %231, %222
  %233 = add nsw i64 %232, %216
  %234 = mul nuw nsw i64 %215, %230
  %235 = icmp sle i64 %234, %9
  br label %236

236:                                              ; preds = %229, %218
  %237 = phi i64 [ %234, %229 ], [ %215, %218 ]
  %238 = phi i1 [ %235, %229 ], [ false, %218 ]
  %239 = phi i64 [ %233, %229 ], [ %216, %218 ]
  br i1 %238, label %240, label %638

240:                                              ; preds = %236, %214
  %241 = phi i64 [ %237, %236 ], [ %215, %214 ]
  %242 = phi i64 [ %239, %236 ], [ %216, %214 ]
  %243 = icmp sgt i32 %26, 2
  br i1 %243, label %244, label %266

244:                                              ; preds = %240
  %245 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %246 = load i32, ptr %245, align 4, !tbaa !6
  %247 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %248 = load i64, ptr %247, align 8, !tbaa !19
  %249 = add i32 %246, -1
  %250 = icmp ult i32 %249, 4096
  %251 = icmp sgt i64 %248, -1
  %252 = icmp slt i64 %248, %8
  %253 = and i1 %251, %252
  %254 = select i1 %250, i1 %253, i1 false
  br i1 %254, label %255, label %262

255:                                              ; preds = %244
  %256 = zext nneg i32 %246 to i64
  %257 = add nsw i64 %256, -1
  %258 = mul nsw i64 %257, %248
  %259 = add nsw i64 %258, %242
  %260 = mul nsw i64 %241, %256
  %261 = icmp sle i64 %260, %9
  br label %262

262:                                              ; preds = %255, %244
  %263 = phi i64 [ %260, %255 ], [ %241, %244 ]
  %264 = phi i1 [ %261, %255 ], [ false, %244 ]
  %265 = phi i64 [ %259, %255 ], [ %242, %244 ]
  br i1 %264, label %266, label %638

266:                                              ; preds = %262, %240
  %267 = phi i64 [ %263, %262 ], [ %241, %240 ]
  %268 = phi i64 [ %265, %262 ], [ %242, %240 ]
  %269 = icmp sgt i32 %26, 3
  br i1 %269, label %270, label %292

270:                                              ; preds = %266
  %271 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %272 = load i32, ptr %271, align 8, !tbaa !6
  %273 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %274 = load i64, ptr %273, align 8, !tbaa !19
  %275 = add i32 %272, -1
  %276 = icmp ult i32 %275, 4096
  %277 = icmp sgt i64 %274, -1
  %278 = icmp slt i64 %274, %8
  %279 = and i1 %277, %278
  %280 = select i1 %276, i1 %279, i1 false
  br i1 %280, label %281, label %288

281:                                              ; preds = %270
  %282 = zext nneg i32 %272 to i64
  %283 = add nsw i64 %282, -1
  %284 = mul nsw i64 %283, %274
  %285 = add nsw i64 %284, %268
  %286 = mul nsw i64 %267, %282
  %287 = icmp sle i64 %286, %9
  br label %288

288:                                              ; preds = %281, %270
  %289 = phi i64 [ %286, %281 ], [ %267, %270 ]
  %290 = phi i1 [ %287, %281 ], [ false, %270 ]
  %291 = phi i64 [ %285, %281 ], [ %268, %270 ]
  br i1 %290, label %292, label %638

292:                                              ; preds = %288, %266
  %293 = phi i64 [ %289, %288 ], [ %267, %266 ]
  %294 = phi i64 [ %291, %288 ], [ %268, %266 ]
  %295 = icmp sgt i32 %26, 4
  br i1 %295, label %296, label %318

296:                                              ; preds = %292
  %297 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %300 = load i64, ptr %299, align 8, !tbaa !19
  %301 = add i32 %298, -1
  %302 = icmp ult i32 %301, 4096
  %303 = icmp sgt i64 %300, -1
  %304 = icmp slt i64 %300, %8
  %305 = and i1 %303, %304
  %306 = select i1 %302, i1 %305, i1 false
  br i1 %306, label %307, label %314

307:                                              ; preds = %296
  %308 = zext nneg i32 %298 to i64
  %309 = add nsw i64 %308, -1
  %310 = mul nsw i64 %309, %300
  %311 = add nsw i64 %310, %294
  %312 = mul nsw i64 %293, %308
  %313 = icmp sle i64 %312, %9
  br label %314

314:                                              ; preds = %307, %296
  %315 = phi i64 [ %312, %307 ], [ %293, %296 ]
  %316 = phi i1 [ %313, %307 ], [ false, %296 ]
  %317 = phi i64 [ %311, %307 ], [ %294, %296 ]
  br i1 %316, label %318, label %638

318:                                              ; preds = %314, %292
  %319 = phi i64 [ %315, %314 ], [ %293, %292 ]
  %320 = phi i64 [ %317, %314 ], [ %294, %292 ]
  %321 = icmp sgt i32 %26, 5
  br i1 %321, label %322, label %343

322:                                              ; preds = %318
  %323 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %324 = load i32, ptr %323, align 8, !tbaa !6
  %325 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %326 = load i64, ptr %325, align 8, !tbaa !19
  %327 = add i32 %324, -1
  %328 = icmp ult i32 %327, 4096
  %329 = icmp sgt i64 %326, -1
  %330 = icmp slt i64 %326, %8
  %331 = and i1 %329, %330
  %332 = select i1 %328, i1 %331, i1 false
  br i1 %332, label %333, label %340

333:                                              ; preds = %322
  %334 = zext nneg i32 %324 to i64
  %335 = add nsw i64 %334, -1
  %336 = mul nsw i64 %335, %326
  %337 = add nsw i64 %336, %320
  %338 = mul nsw i64 %319, %334
  %339 = icmp sle i64 %338, %9
  br label %340

340:                                              ; preds = %333, %322
  %341 = phi i1 [ %339, %333 ], [ false, %322 ]
  %342 = phi i64 [ %337, %333 ], [ %320, %322 ]
  br i1 %341, label %343, label %638

343:                                              ; preds = %340, %318
  %344 = phi i64 [ %320, %318 ], [ %342, %340 ]
  %345 = icmp sgt i64 %344, -1
  %346 = icmp slt i64 %344, %8
  %347 = and i1 %345, %346
  br i1 %347, label %348, label %638

348:                                              ; preds = %343
  %349 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %350 = and i32 %349, 31
  %351 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %352 = zext nneg i32 %351 to i64
  %353 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %354 = zext nneg i32 %353 to i64
  %355 = mul nuw nsw i64 %352, %354
  %356 = zext nneg i32 %349 to i64
  %357 = add nuw nsw i64 %355, %356
  %358 = lshr i64 %357, 5
  %359 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %360 = zext nneg i32 %359 to i64
  %361 = mul nuw nsw i64 %360, %354
  %362 = lshr i64 %361, 5
  %363 = icmp slt i64 %358, %187
  br i1 %363, label %364, label %638

364:                                              ; preds = %348
  %365 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %366 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %367 = or disjoint i32 %350, 96
  %368 = icmp slt i32 %367, %4
  %369 = icmp eq i32 %350, 0
  %370 = fcmp contract oeq float %11, 0.000000e+00
  %371 = icmp sgt i32 %26, 5
  %372 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %373 = load i32, ptr %372, align 8
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %376 = load i64, ptr %375, align 8
  %377 = icmp sgt i32 %26, 4
  %378 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %379 = load i32, ptr %378, align 4
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %382 = load i64, ptr %381, align 8
  %383 = icmp sgt i32 %26, 3
  %384 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %385 = load i32, ptr %384, align 8
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %388 = load i64, ptr %387, align 8
  %389 = icmp sgt i32 %26, 2
  %390 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %391 = load i32, ptr %390, align 4
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %394 = load i64, ptr %393, align 8
  %395 = icmp sgt i32 %26, 1
  %396 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %397 = load i32, ptr %396, align 8
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %400 = load i64, ptr %399, align 8
  %401 = icmp sgt i32 %26, 0
  %402 = load i32, ptr %365, align 4
  %403 = sext i32 %402 to i64
  %404 = load i64, ptr %23, align 8
  %405 = icmp sgt i32 %26, 5
  %406 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %407 = load i32, ptr %406, align 8
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %410 = load i64, ptr %409, align 8
  %411 = icmp sgt i32 %26, 4
  %412 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %413 = load i32, ptr %412, align 4
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %416 = load i64, ptr %415, align 8
  %417 = icmp sgt i32 %26, 3
  %418 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %419 = load i32, ptr %418, align 8
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %422 = load i64, ptr %421, align 8
  %423 = icmp sgt i32 %26, 2
  %424 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %425 = load i32, ptr %424, align 4
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %428 = load i64, ptr %427, align 8
  %429 = icmp sgt i32 %26, 1
  %430 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %431 = load i32, ptr %430, align 8
  %432 = sext i32 %431 to i64
  %433 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %434 = load i64, ptr %433, align 8
  %435 = icmp sgt i32 %26, 0
  %436 = load i32, ptr %366, align 4
  %437 = sext i32 %436 to i64
  %438 = load i64, ptr %190, align 8
  br label %439

439:                                              ; preds = %364, %635
  %440 = phi i64 [ %358, %364 ], [ %636, %635 ]
  br i1 %371, label %441, label %446

441:                                              ; preds = %439
  %442 = sdiv i64 %440, %374
  %443 = mul nsw i64 %442, %374
  %444 = sub nsw i64 %440, %443
  %445 = mul nsw i64 %444, %376
  br label %446

446:                                              ; preds = %441, %439
  %447 = phi i64 [ %445, %441 ], [ 0, %439 ]
  %448 = phi i64 [ %442, %441 ], [ %440, %439 ]
  br i1 %377, label %449, label %455

449:                                              ; preds = %446
  %450 = sdiv i64 %448, %380
  %451 = mul nsw i64 %450, %380
  %452 = sub nsw i64 %448, %451
  %453 = mul nsw i64 %452, %382
  %454 = add nsw i64 %453, %447
  br label %455

455:                                              ; preds = %449, %446
  %456 = phi i64 [ %454, %449 ], [ %447, %446 ]
  %457 = phi i64 [ %450, %449 ], [ %448, %446 ]
  br i1 %383, label %458, label %464

458:                                              ; preds = %455
  %459 = sdiv i64 %457, %386
  %460 = mul nsw i64 %459, %386
  %461 = sub nsw i64 %457, %460
  %462 = mul nsw i64 %461, %388
  %463 = add nsw i64 %462, %456
  br label %464

464:                                              ; preds = %458, %455
  %465 = phi i64 [ %463, %458 ], [ %456, %455 ]
  %466 = phi i64 [ %459, %458 ], [ %457, %455 ]
  br i1 %389, label %467, label %473

467:                                              ; preds = %464
  %468 = sdiv i64 %466, %392
  %469 = mul nsw i64 %468, %392
  %470 = sub nsw i64 %466, %469
  %471 = mul nsw i64 %470, %394
  %472 = add nsw i64 %471, %465
  br label %473

473:                                              ; preds = %467, %464
  %474 = phi i64 [ %472, %467 ], [ %465, %464 ]
  %475 = phi i64 [ %468, %467 ], [ %466, %464 ]
  br i1 %395, label %476, label %482

476:                                              ; preds = %473
  %477 = sdiv i64 %475, %398
  %478 = mul nsw i64 %477, %398
  %479 = sub nsw i64 %475, %478
  %480 = mul nsw i64 %479, %400
  %481 = add nsw i64 %480, %474
  br label %482

482:                                              ; preds = %476, %473
  %483 = phi i64 [ %481, %476 ], [ %474, %473 ]
  %484 = phi i64 [ %477, %476 ], [ %475, %473 ]
  br i1 %401, label %485, label %490

485:                                              ; preds = %482
  %486 = freeze i64 %484
  %487 = srem i64 %486, %403
  %488 = mul nsw i64 %487, %404
  %489 = add nsw i64 %488, %483
  br label %490

490:                                              ; preds = %482, %485
  %491 = phi i64 [ %489, %485 ], [ %483, %482 ]
  br i1 %405, label %492, label %497

492:                                              ; preds = %490
  %493 = sdiv i64 %440, %408
  %494 = mul nsw i64 %493, %408
  %495 = sub nsw i64 %440, %494
  %496 = mul nsw i64 %495, %410
  br label %497

497:                                              ; preds = %492, %490
  %498 = phi i64 [ %496, %492 ], [ 0, %490 ]
  %499 = phi i64 [ %493, %492 ], [ %440, %490 ]
  br i1 %411, label %500, label %506

500:                                              ; preds = %497
  %501 = sdiv i64 %499, %414
  %502 = mul nsw i64 %501, %414
  %503 = sub nsw i64 %499, %502
  %504 = mul nsw i64 %503, %416
  %505 = add nsw i64 %504, %498
  br label %506

506:                                              ; preds = %500, %497
  %507 = phi i64 [ %505, %500 ], [ %498, %497 ]
  %508 = phi i64 [ %501, %500 ], [ %499, %497 ]
  br i1 %417, label %509, label %515

509:                                              ; preds = %506
  %510 = sdiv i64 %508, %420
  %511 = mul nsw i64 %510, %420
  %512 = sub nsw i64 %508, %511
  %513 = mul nsw i64 %512, %422
  %514 = add nsw i64 %513, %507
  br label %515

515:                                              ; preds = %509, %506
  %516 = phi i64 [ %514, %509 ], [ %507, %506 ]
  %517 = phi i64 [ %510, %509 ], [ %508, %506 ]
  br i1 %423, label %518, label %524

518:                                              ; preds = %515
  %519 = sdiv i64 %517, %426
  %520 = mul nsw i64 %519, %426
  %521 = sub nsw i64 %517, %520
  %522 = mul nsw i64 %521, %428
  %523 = add nsw i64 %522, %516
  br label %524

524:                                              ; preds = %518, %515
  %525 = phi i64 [ %523, %518 ], [ %516, %515 ]
  %526 = phi i64 [ %519, %518 ], [ %517, %515 ]
  br i1 %429, label %527, label %533

527:                                              ; preds = %524
  %528 = sdiv i64 %526, %432
  %529 = mul nsw i64 %528, %432
  %530 = sub nsw i64 %526, %529
  %531 = mul nsw i64 %530, %434
  %532 = add nsw i64 %531, %525
  br label %533

533:                                              ; preds = %527, %524
  %534 = phi i64 [ %532, %527 ], [ %525, %524 ]
  %535 = phi i64 [ %528, %527 ], [ %526, %524 ]
  br i1 %435, label %536, label %541

536:                                              ; preds = %533
  %537 = freeze i64 %535
  %538 = srem i64 %537, %437
  %539 = mul nsw i64 %538, %438
  %540 = add nsw i64 %539, %534
  br label %541

541:                                              ; preds = %536, %533
  %542 = phi i64 [ %540, %536 ], [ %534, %533 ]
  %543 = getelementptr inbounds float, ptr %0, i64 %491
  %544 = getelementptr inbounds float, ptr %1, i64 %542
  br i1 %368, label %553, label %547

545:                                              ; preds = %553
  %546 = fadd contract float %585, %593
  br label %547

547:                                              ; preds = %545, %541
  %548 = phi float [ 0.000000e+00, %541 ], [ %567, %545 ]
  %549 = phi float [ 0.000000e+00, %541 ], [ %576, %545 ]
  %550 = phi float [ 0.000000e+00, %541 ], [ %546, %545 ]
  %551 = phi i32 [ %350, %541 ], [ %594, %545 ]
  %552 = icmp slt i32 %551, %4
  br i1 %552, label %597, label %610

553:                                              ; preds = %541, %553
  %554 = phi i32 [ %595, %553 ], [ %367, %541 ]
  %555 = phi i32 [ %594, %553 ], [ %350, %541 ]
  %556 = phi float [ %593, %553 ], [ 0.000000e+00, %541 ]
  %557 = phi float [ %585, %553 ], [ 0.000000e+00, %541 ]
  %558 = phi float [ %576, %553 ], [ 0.000000e+00, %541 ]
  %559 = phi float [ %567, %553 ], [ 0.000000e+00, %541 ]
  %560 = zext nneg i32 %555 to i64
  %561 = mul nsw i64 %5, %560
  %562 = getelementptr inbounds float, ptr %543, i64 %561
  %563 = load float, ptr %562, align 4, !tbaa !22
  %564 = mul nsw i64 %6, %560
  %565 = getelementptr inbounds float, ptr %544, i64 %564
  %566 = load float, ptr %565, align 4, !tbaa !22
  %567 = tail call noundef float @llvm.fma.f32(float %563, float %566, float %559)
  %568 = add nuw nsw i32 %555, 32
  %569 = zext nneg i32 %568 to i64
  %570 = mul nsw i64 %5, %569
  %571 = getelementptr inbounds float, ptr %543, i64 %570
  %572 = load float, ptr %571, align 4, !tbaa !22
  %573 = mul nsw i64 %6, %569
  %574 = getelementptr inbounds float, ptr %544, i64 %573
  %575 = load float, ptr %574, align 4, !tbaa !22
  %576 = tail call noundef float @llvm.fma.f32(float %572, float %575, float %558)
  %577 = add nuw nsw i32 %555, 64
  %578 = zext nneg i32 %577 to i64
  %579 = mul nsw i64 %5, %578
  %580 = getelementptr inbounds float, ptr %543, i64 %579
  %581 = load float, ptr %580, align 4, !tbaa !22
  %582 = mul nsw i64 %6, %578
  %583 = getelementptr inbounds float, ptr %544, i64 %582
  %584 = load float, ptr %583, align 4, !tbaa !22
  %585 = tail call noundef float @llvm.fma.f32(float %581, float %584, float %557)
  %586 = zext nneg i32 %554 to i64
  %587 = mul nsw i64 %5, %586
  %588 = getelementptr inbounds float, ptr %543, i64 %587
  %589 = load float, ptr %588, align 4, !tbaa !22
  %590 = mul nsw i64 %6, %586
  %591 = getelementptr inbounds float, ptr %544, i64 %590
  %592 = load float, ptr %591, align 4, !tbaa !22
  %593 = tail call noundef float @llvm.fma.f32(float %589, float %592, float %556)
  %594 = add nuw nsw i32 %555, 128
  %595 = add nuw nsw i32 %555, 224
  %596 = icmp slt i32 %595, %4
  br i1 %596, label %553, label %545, !llvm.loop !39

597:                                              ; preds = %547, %597
  %598 = phi i32 [ %608, %597 ], [ %551, %547 ]
  %599 = phi float [ %607, %597 ], [ %548, %547 ]
  %600 = zext nneg i32 %598 to i64
  %601 = mul nsw i64 %5, %600
  %602 = getelementptr inbounds float, ptr %543, i64 %601
  %603 = load float, ptr %602, align 4, !tbaa !22
  %604 = mul nsw i64 %6, %600
  %605 = getelementptr inbounds float, ptr %544, i64 %604
  %606 = load float, ptr %605, align 4, !tbaa !22
  %607 = tail call noundef float @llvm.fma.f32(float %603, float %606, float %599)
  %608 = add nuw nsw i32 %598, 32
  %609 = icmp slt i32 %608, %4
  br i1 %609, label %597, label %610, !llvm.loop !40

610:                                              ; preds = %597, %547
  %611 = phi float [ %548, %547 ], [ %607, %597 ]
  %612 = fadd contract float %549, %611
  %613 = fadd contract float %550, %612
  %614 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %613, i32 16, i32 31)
  %615 = fadd contract float %613, %614
  %616 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %615, i32 8, i32 31)
  %617 = fadd contract float %615, %616
  %618 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %617, i32 4, i32 31)
  %619 = fadd contract float %617, %618
  %620 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %619, i32 2, i32 31)
  %621 = fadd contract float %619, %620
  %622 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %621, i32 1, i32 31)
  %623 = fadd contract float %621, %622
  br i1 %369, label %624, label %635

624:                                              ; preds = %610
  br i1 %370, label %625, label %627

625:                                              ; preds = %624
  %626 = fmul contract float %10, %623
  br label %632

627:                                              ; preds = %624
  %628 = getelementptr inbounds nuw float, ptr %2, i64 %440
  %629 = load float, ptr %628, align 4, !tbaa !22
  %630 = fmul contract float %11, %629
  %631 = tail call noundef float @llvm.fma.f32(float %10, float %623, float %630)
  br label %632

632:                                              ; preds = %627, %625
  %633 = phi contract float [ %626, %625 ], [ %631, %627 ]
  %634 = getelementptr inbounds nuw float, ptr %2, i64 %440
  store float %633, ptr %634, align 4, !tbaa !22
  br label %635

635:                                              ; preds = %632, %610
  %636 = add nuw nsw i64 %440, %362
  %637 = icmp slt i64 %636, %187
  br i1 %637, label %439, label %638, !llvm.loop !41

638:                                              ; preds = %635, %210, %288, %236, %340, %262, %314, %348, %186, %343, %189, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!12 = distinct !{!12, !13, !"_Z12permute_bodyIfEvPKT_PS0_RK11StridedDescxxS0_S0_: argument 0"}
!13 = distinct !{!13, !"_Z12permute_bodyIfEvPKT_PS0_RK11StridedDescxxS0_S0_"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z12permute_bodyIfEvPKT_PS0_RK11StridedDescxxS0_S0_: argument 1"}
!16 = !{!17, !7, i64 0}
!17 = !{!"_ZTS11StridedDesc", !7, i64 0, !8, i64 4, !7, i64 28, !8, i64 32, !8, i64 80}
!18 = !{!12, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"long long", !8, i64 0}
!21 = !{!17, !7, i64 28}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !8, i64 0}
!24 = distinct !{!24, !25, !26}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !25, !26}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_Z12permute_bodyIdEvPKT_PS0_RK11StridedDescxxS0_S0_: argument 0"}
!30 = distinct !{!30, !"_Z12permute_bodyIdEvPKT_PS0_RK11StridedDescxxS0_S0_"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"_Z12permute_bodyIdEvPKT_PS0_RK11StridedDescxxS0_S0_: argument 1"}
!33 = !{!29, !32}
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !8, i64 0}
!36 = distinct !{!36, !25, !26}
!37 = distinct !{!37, !25, !26}
!38 = distinct !{!38, !25, !26}
!39 = distinct !{!39, !25, !26}
!40 = distinct !{!40, !25, !26}
!41 = distinct !{!41, !25, !26}
