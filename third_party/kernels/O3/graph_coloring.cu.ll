; ModuleID = 'src/graph_coloring.cu'
source_filename = "src/graph_coloring.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Csr = type { ptr, ptr, i32, i32 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z15first_fit_colorRK3CsriiPKi(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(24) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3) local_unnamed_addr #0 {
  %5 = icmp slt i32 %1, %2
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %9 = load i32, ptr %8, align 8
  br i1 %5, label %10, label %365

10:                                               ; preds = %4
  %11 = sub i32 %2, %1
  %12 = and i32 %11, 3
  %13 = sub i32 %1, %2
  %14 = icmp ugt i32 %13, -4
  br i1 %14, label %341, label %15

15:                                               ; preds = %10
  %16 = and i32 %11, -4
  br label %368

17:                                               ; preds = %437
  br i1 %5, label %18, label %113

18:                                               ; preds = %17
  %19 = sub i32 %2, %1
  %20 = and i32 %19, 3
  %21 = sub i32 %1, %2
  %22 = icmp ugt i32 %21, -4
  br i1 %22, label %89, label %23

23:                                               ; preds = %18
  %24 = and i32 %19, -4
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi i32 [ %1, %23 ], [ %84, %25 ]
  %27 = phi i64 [ 0, %23 ], [ %83, %25 ]
  %28 = phi i32 [ 0, %23 ], [ %85, %25 ]
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds i32, ptr %7, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = urem i32 %31, %9
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %3, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = add i32 %35, -65
  %37 = icmp ult i32 %36, 64
  %38 = zext nneg i32 %36 to i64
  %39 = shl nuw i64 1, %38
  %40 = select i1 %37, i64 %39, i64 0
  %41 = or i64 %40, %27
  %42 = sext i32 %26 to i64
  %43 = getelementptr i32, ptr %7, i64 %42
  %44 = getelementptr i8, ptr %43, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = urem i32 %45, %9
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr %3, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = add i32 %49, -65
  %51 = icmp ult i32 %50, 64
  %52 = zext nneg i32 %50 to i64
  %53 = shl nuw i64 1, %52
  %54 = select i1 %51, i64 %53, i64 0
  %55 = or i64 %54, %41
  %56 = sext i32 %26 to i64
  %57 = getelementptr i32, ptr %7, i64 %56
  %58 = getelementptr i8, ptr %57, i64 8
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = urem i32 %59, %9
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %3, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = add i32 %63, -65
  %65 = icmp ult i32 %64, 64
  %66 = zext nneg i32 %64 to i64
  %67 = shl nuw i64 1, %66
  %68 = select i1 %65, i64 %67, i64 0
  %69 = or i64 %68, %55
  %70 = sext i32 %26 to i64
  %71 = getelementptr i32, ptr %7, i64 %70
  %72 = getelementptr i8, ptr %71, i64 12
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = urem i32 %73, %9
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %3, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = add i32 %77, -65
  %79 = icmp ult i32 %78, 64
  %80 = zext nneg i32 %78 to i64
  %81 = shl nuw i64 1, %80
  %82 = select i1 %79, i64 %81, i64 0
  %83 = or i64 %82, %69
  %84 = add nsw i32 %26, 4
  %85 = add i32 %28, 4
  %86 = icmp eq i32 %85, %24
  br i1 %86, label %87, label %25, !llvm.loop !11

87:                                               ; preds = %25
  %88 = icmp eq i32 %20, 0
  br i1 %88, label %113, label %89

89:                                               ; preds = %87, %18
  %90 = phi i32 [ %1, %18 ], [ %84, %87 ]
  %91 = phi i64 [ 0, %18 ], [ %83, %87 ]
  %92 = icmp ne i32 %20, 0
  tail call void @llvm.assume(i1 %92)
  br label %93

93:                                               ; preds = %93, %89
  %94 = phi i32 [ %110, %93 ], [ %90, %89 ]
  %95 = phi i64 [ %109, %93 ], [ %91, %89 ]
  %96 = phi i32 [ %111, %93 ], [ 0, %89 ]
  %97 = sext i32 %94 to i64
  %98 = getelementptr inbounds i32, ptr %7, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = urem i32 %99, %9
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %3, i64 %101
  %103 = load i32, ptr %102, align 4, !tbaa !6
  %104 = add i32 %103, -65
  %105 = icmp ult i32 %104, 64
  %106 = zext nneg i32 %104 to i64
  %107 = shl nuw i64 1, %106
  %108 = select i1 %105, i64 %107, i64 0
  %109 = or i64 %108, %95
  %110 = add nsw i32 %94, 1
  %111 = add i32 %96, 1
  %112 = icmp eq i32 %111, %20
  br i1 %112, label %113, label %93, !llvm.loop !13

113:                                              ; preds = %87, %93, %17
  %114 = phi i64 [ 0, %17 ], [ %83, %87 ], [ %109, %93 ]
  %115 = icmp eq i64 %114, -1
  br i1 %115, label %123, label %116

116:                                              ; preds = %113
  %117 = add nuw i64 %114, 1
  %118 = xor i64 %114, -1
  %119 = and i64 %117, %118
  %120 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %119, i1 false)
  %121 = trunc nuw nsw i64 %120 to i32
  %122 = sub nuw nsw i32 128, %121
  br label %123

123:                                              ; preds = %116, %113
  %124 = phi i32 [ %122, %116 ], [ %438, %113 ]
  br i1 %115, label %125, label %439

125:                                              ; preds = %123
  br i1 %5, label %126, label %221

126:                                              ; preds = %125
  %127 = sub i32 %2, %1
  %128 = and i32 %127, 3
  %129 = sub i32 %1, %2
  %130 = icmp ugt i32 %129, -4
  br i1 %130, label %197, label %131

131:                                              ; preds = %126
  %132 = and i32 %127, -4
  br label %133

133:                                              ; preds = %133, %131
  %134 = phi i32 [ %1, %131 ], [ %192, %133 ]
  %135 = phi i64 [ 0, %131 ], [ %191, %133 ]
  %136 = phi i32 [ 0, %131 ], [ %193, %133 ]
  %137 = sext i32 %134 to i64
  %138 = getelementptr inbounds i32, ptr %7, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = urem i32 %139, %9
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %3, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = add i32 %143, -129
  %145 = icmp ult i32 %144, 64
  %146 = zext nneg i32 %144 to i64
  %147 = shl nuw i64 1, %146
  %148 = select i1 %145, i64 %147, i64 0
  %149 = or i64 %148, %135
  %150 = sext i32 %134 to i64
  %151 = getelementptr i32, ptr %7, i64 %150
  %152 = getelementptr i8, ptr %151, i64 4
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = urem i32 %153, %9
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr %3, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = add i32 %157, -129
  %159 = icmp ult i32 %158, 64
  %160 = zext nneg i32 %158 to i64
  %161 = shl nuw i64 1, %160
  %162 = select i1 %159, i64 %161, i64 0
  %163 = or i64 %162, %149
  %164 = sext i32 %134 to i64
  %165 = getelementptr i32, ptr %7, i64 %164
  %166 = getelementptr i8, ptr %165, i64 8
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = urem i32 %167, %9
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr %3, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = add i32 %171, -129
  %173 = icmp ult i32 %172, 64
  %174 = zext nneg i32 %172 to i64
  %175 = shl nuw i64 1, %174
  %176 = select i1 %173, i64 %175, i64 0
  %177 = or i64 %176, %163
  %178 = sext i32 %134 to i64
  %179 = getelementptr i32, ptr %7, i64 %178
  %180 = getelementptr i8, ptr %179, i64 12
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = urem i32 %181, %9
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds i32, ptr %3, i64 %183
  %185 = load i32, ptr %184, align 4, !tbaa !6
  %186 = add i32 %185, -129
  %187 = icmp ult i32 %186, 64
  %188 = zext nneg i32 %186 to i64
  %189 = shl nuw i64 1, %188
  %190 = select i1 %187, i64 %189, i64 0
  %191 = or i64 %190, %177
  %192 = add nsw i32 %134, 4
  %193 = add i32 %136, 4
  %194 = icmp eq i32 %193, %132
  br i1 %194, label %195, label %133, !llvm.loop !11

195:                                              ; preds = %133
  %196 = icmp eq i32 %128, 0
  br i1 %196, label %221, label %197

197:                                              ; preds = %195, %126
  %198 = phi i32 [ %1, %126 ], [ %192, %195 ]
  %199 = phi i64 [ 0, %126 ], [ %191, %195 ]
  %200 = icmp ne i32 %128, 0
  tail call void @llvm.assume(i1 %200)
  br label %201

201:                                              ; preds = %201, %197
  %202 = phi i32 [ %218, %201 ], [ %198, %197 ]
  %203 = phi i64 [ %217, %201 ], [ %199, %197 ]
  %204 = phi i32 [ %219, %201 ], [ 0, %197 ]
  %205 = sext i32 %202 to i64
  %206 = getelementptr inbounds i32, ptr %7, i64 %205
  %207 = load i32, ptr %206, align 4, !tbaa !6
  %208 = urem i32 %207, %9
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds i32, ptr %3, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = add i32 %211, -129
  %213 = icmp ult i32 %212, 64
  %214 = zext nneg i32 %212 to i64
  %215 = shl nuw i64 1, %214
  %216 = select i1 %213, i64 %215, i64 0
  %217 = or i64 %216, %203
  %218 = add nsw i32 %202, 1
  %219 = add i32 %204, 1
  %220 = icmp eq i32 %219, %128
  br i1 %220, label %221, label %201, !llvm.loop !15

221:                                              ; preds = %195, %201, %125
  %222 = phi i64 [ 0, %125 ], [ %191, %195 ], [ %217, %201 ]
  %223 = icmp eq i64 %222, -1
  br i1 %223, label %231, label %224

224:                                              ; preds = %221
  %225 = add nuw i64 %222, 1
  %226 = xor i64 %222, -1
  %227 = and i64 %225, %226
  %228 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %227, i1 false)
  %229 = trunc nuw nsw i64 %228 to i32
  %230 = sub nuw nsw i32 192, %229
  br label %231

231:                                              ; preds = %224, %221
  %232 = phi i32 [ %230, %224 ], [ %124, %221 ]
  br i1 %223, label %233, label %439

233:                                              ; preds = %231
  br i1 %5, label %234, label %329

234:                                              ; preds = %233
  %235 = sub i32 %2, %1
  %236 = and i32 %235, 3
  %237 = sub i32 %1, %2
  %238 = icmp ugt i32 %237, -4
  br i1 %238, label %305, label %239

239:                                              ; preds = %234
  %240 = and i32 %235, -4
  br label %241

241:                                              ; preds = %241, %239
  %242 = phi i32 [ %1, %239 ], [ %300, %241 ]
  %243 = phi i64 [ 0, %239 ], [ %299, %241 ]
  %244 = phi i32 [ 0, %239 ], [ %301, %241 ]
  %245 = sext i32 %242 to i64
  %246 = getelementptr inbounds i32, ptr %7, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !6
  %248 = urem i32 %247, %9
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds i32, ptr %3, i64 %249
  %251 = load i32, ptr %250, align 4, !tbaa !6
  %252 = add i32 %251, -193
  %253 = icmp ult i32 %252, 64
  %254 = zext nneg i32 %252 to i64
  %255 = shl nuw i64 1, %254
  %256 = select i1 %253, i64 %255, i64 0
  %257 = or i64 %256, %243
  %258 = sext i32 %242 to i64
  %259 = getelementptr i32, ptr %7, i64 %258
  %260 = getelementptr i8, ptr %259, i64 4
  %261 = load i32, ptr %260, align 4, !tbaa !6
  %262 = urem i32 %261, %9
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds i32, ptr %3, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !6
  %266 = add i32 %265, -193
  %267 = icmp ult i32 %266, 64
  %268 = zext nneg i32 %266 to i64
  %269 = shl nuw i64 1, %268
  %270 = select i1 %267, i64 %269, i64 0
  %271 = or i64 %270, %257
  %272 = sext i32 %242 to i64
  %273 = getelementptr i32, ptr %7, i64 %272
  %274 = getelementptr i8, ptr %273, i64 8
  %275 = load i32, ptr %274, align 4, !tbaa !6
  %276 = urem i32 %275, %9
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds i32, ptr %3, i64 %277
  %279 = load i32, ptr %278, align 4, !tbaa !6
  %280 = add i32 %279, -193
  %281 = icmp ult i32 %280, 64
  %282 = zext nneg i32 %280 to i64
  %283 = shl nuw i64 1, %282
  %284 = select i1 %281, i64 %283, i64 0
  %285 = or i64 %284, %271
  %286 = sext i32 %242 to i64
  %287 = getelementptr i32, ptr %7, i64 %286
  %288 = getelementptr i8, ptr %287, i64 12
  %289 = load i32, ptr %288, align 4, !tbaa !6
  %290 = urem i32 %289, %9
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds i32, ptr %3, i64 %291
  %293 = load i32, ptr %292, align 4, !tbaa !6
  %294 = add i32 %293, -193
  %295 = icmp ult i32 %294, 64
  %296 = zext nneg i32 %294 to i64
  %297 = shl nuw i64 1, %296
  %298 = select i1 %295, i64 %297, i64 0
  %299 = or i64 %298, %285
  %300 = add nsw i32 %242, 4
  %301 = add i32 %244, 4
  %302 = icmp eq i32 %301, %240
  br i1 %302, label %303, label %241, !llvm.loop !11

303:                                              ; preds = %241
  %304 = icmp eq i32 %236, 0
  br i1 %304, label %329, label %305

305:                                              ; preds = %303, %234
  %306 = phi i32 [ %1, %234 ], [ %300, %303 ]
  %307 = phi i64 [ 0, %234 ], [ %299, %303 ]
  %308 = icmp ne i32 %236, 0
  tail call void @llvm.assume(i1 %308)
  br label %309

309:                                              ; preds = %309, %305
  %310 = phi i32 [ %326, %309 ], [ %306, %305 ]
  %311 = phi i64 [ %325, %309 ], [ %307, %305 ]
  %312 = phi i32 [ %327, %309 ], [ 0, %305 ]
  %313 = sext i32 %310 to i64
  %314 = getelementptr inbounds i32, ptr %7, i64 %313
  %315 = load i32, ptr %314, align 4, !tbaa !6
  %316 = urem i32 %315, %9
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds i32, ptr %3, i64 %317
  %319 = load i32, ptr %318, align 4, !tbaa !6
  %320 = add i32 %319, -193
  %321 = icmp ult i32 %320, 64
  %322 = zext nneg i32 %320 to i64
  %323 = shl nuw i64 1, %322
  %324 = select i1 %321, i64 %323, i64 0
  %325 = or i64 %324, %311
  %326 = add nsw i32 %310, 1
  %327 = add i32 %312, 1
  %328 = icmp eq i32 %327, %236
  br i1 %328, label %329, label %309, !llvm.loop !16

329:                                              ; preds = %303, %309, %233
  %330 = phi i64 [ 0, %233 ], [ %299, %303 ], [ %325, %309 ]
  %331 = icmp eq i64 %330, -1
  br i1 %331, label %439, label %332

332:                                              ; preds = %329
  %333 = add nuw i64 %330, 1
  %334 = xor i64 %330, -1
  %335 = and i64 %333, %334
  %336 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %335, i1 false)
  %337 = trunc nuw nsw i64 %336 to i32
  %338 = sub nuw nsw i32 256, %337
  br label %439

339:                                              ; preds = %368
  %340 = icmp eq i32 %12, 0
  br i1 %340, label %365, label %341

341:                                              ; preds = %339, %10
  %342 = phi i32 [ %1, %10 ], [ %427, %339 ]
  %343 = phi i64 [ 0, %10 ], [ %426, %339 ]
  %344 = icmp ne i32 %12, 0
  tail call void @llvm.assume(i1 %344)
  br label %345

345:                                              ; preds = %345, %341
  %346 = phi i32 [ %362, %345 ], [ %342, %341 ]
  %347 = phi i64 [ %361, %345 ], [ %343, %341 ]
  %348 = phi i32 [ %363, %345 ], [ 0, %341 ]
  %349 = sext i32 %346 to i64
  %350 = getelementptr inbounds i32, ptr %7, i64 %349
  %351 = load i32, ptr %350, align 4, !tbaa !6
  %352 = urem i32 %351, %9
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds i32, ptr %3, i64 %353
  %355 = load i32, ptr %354, align 4, !tbaa !6
  %356 = add i32 %355, -1
  %357 = icmp ult i32 %356, 64
  %358 = zext nneg i32 %356 to i64
  %359 = shl nuw i64 1, %358
  %360 = select i1 %357, i64 %359, i64 0
  %361 = or i64 %360, %347
  %362 = add nsw i32 %346, 1
  %363 = add i32 %348, 1
  %364 = icmp eq i32 %363, %12
  br i1 %364, label %365, label %345, !llvm.loop !17

365:                                              ; preds = %339, %345, %4
  %366 = phi i64 [ 0, %4 ], [ %426, %339 ], [ %361, %345 ]
  %367 = icmp eq i64 %366, -1
  br i1 %367, label %437, label %430

368:                                              ; preds = %368, %15
  %369 = phi i32 [ %1, %15 ], [ %427, %368 ]
  %370 = phi i64 [ 0, %15 ], [ %426, %368 ]
  %371 = phi i32 [ 0, %15 ], [ %428, %368 ]
  %372 = sext i32 %369 to i64
  %373 = getelementptr inbounds i32, ptr %7, i64 %372
  %374 = load i32, ptr %373, align 4, !tbaa !6
  %375 = urem i32 %374, %9
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds i32, ptr %3, i64 %376
  %378 = load i32, ptr %377, align 4, !tbaa !6
  %379 = add i32 %378, -1
  %380 = icmp ult i32 %379, 64
  %381 = zext nneg i32 %379 to i64
  %382 = shl nuw i64 1, %381
  %383 = select i1 %380, i64 %382, i64 0
  %384 = or i64 %383, %370
  %385 = sext i32 %369 to i64
  %386 = getelementptr i32, ptr %7, i64 %385
  %387 = getelementptr i8, ptr %386, i64 4
  %388 = load i32, ptr %387, align 4, !tbaa !6
  %389 = urem i32 %388, %9
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds i32, ptr %3, i64 %390
  %392 = load i32, ptr %391, align 4, !tbaa !6
  %393 = add i32 %392, -1
  %394 = icmp ult i32 %393, 64
  %395 = zext nneg i32 %393 to i64
  %396 = shl nuw i64 1, %395
  %397 = select i1 %394, i64 %396, i64 0
  %398 = or i64 %397, %384
  %399 = sext i32 %369 to i64
  %400 = getelementptr i32, ptr %7, i64 %399
  %401 = getelementptr i8, ptr %400, i64 8
  %402 = load i32, ptr %401, align 4, !tbaa !6
  %403 = urem i32 %402, %9
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds i32, ptr %3, i64 %404
  %406 = load i32, ptr %405, align 4, !tbaa !6
  %407 = add i32 %406, -1
  %408 = icmp ult i32 %407, 64
  %409 = zext nneg i32 %407 to i64
  %410 = shl nuw i64 1, %409
  %411 = select i1 %408, i64 %410, i64 0
  %412 = or i64 %411, %398
  %413 = sext i32 %369 to i64
  %414 = getelementptr i32, ptr %7, i64 %413
  %415 = getelementptr i8, ptr %414, i64 12
  %416 = load i32, ptr %415, align 4, !tbaa !6
  %417 = urem i32 %416, %9
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds i32, ptr %3, i64 %418
  %420 = load i32, ptr %419, align 4, !tbaa !6
  %421 = add i32 %420, -1
  %422 = icmp ult i32 %421, 64
  %423 = zext nneg i32 %421 to i64
  %424 = shl nuw i64 1, %423
  %425 = select i1 %422, i64 %424, i64 0
  %426 = or i64 %425, %412
  %427 = add nsw i32 %369, 4
  %428 = add i32 %371, 4
  %429 = icmp eq i32 %428, %16
  br i1 %429, label %339, label %368, !llvm.loop !11

430:                                              ; preds = %365
  %431 = add nuw i64 %366, 1
  %432 = xor i64 %366, -1
  %433 = and i64 %431, %432
  %434 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %433, i1 false)
  %435 = trunc nuw nsw i64 %434 to i32
  %436 = sub nuw nsw i32 64, %435
  br label %437

437:                                              ; preds = %365, %430
  %438 = phi i32 [ %436, %430 ], [ undef, %365 ]
  br i1 %367, label %17, label %439

439:                                              ; preds = %329, %332, %231, %123, %437
  %440 = phi i32 [ %438, %437 ], [ %232, %231 ], [ %124, %123 ], [ %338, %332 ], [ 0, %329 ]
  ret i32 %440
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @jp_color_round(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = alloca %struct.Csr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  store ptr %0, ptr %9, align 8, !tbaa !18
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store ptr %1, ptr %10, align 8, !tbaa !22
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2, ptr %11, align 8, !tbaa !23
  %12 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3, ptr %12, align 4, !tbaa !24
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %22

17:                                               ; preds = %8
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = and i32 %18, 31
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %14
  br label %23

22:                                               ; preds = %109, %8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  ret void

23:                                               ; preds = %17, %109
  %24 = phi i32 [ %15, %17 ], [ %110, %109 ]
  %25 = add i32 %24, %18
  %26 = icmp slt i32 %25, %2
  br i1 %26, label %27, label %97

27:                                               ; preds = %23
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds i32, ptr %4, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %93

32:                                               ; preds = %27
  %33 = getelementptr inbounds i32, ptr %0, i64 %28
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 0)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %35, i32 %3)
  %37 = getelementptr i8, ptr %33, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %38, i32 %36)
  %40 = add nsw i32 %36, 128
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %40)
  %42 = tail call noundef i32 @llvm.smin.i32(i32 %39, i32 %41)
  %43 = mul i32 %25, -1640531535
  %44 = xor i32 %43, %6
  %45 = lshr i32 %44, 16
  %46 = xor i32 %45, %44
  %47 = mul i32 %46, -2048144789
  %48 = lshr i32 %47, 13
  %49 = xor i32 %48, %47
  %50 = mul i32 %49, -1028477387
  %51 = lshr i32 %50, 16
  %52 = xor i32 %51, %50
  %53 = icmp slt i32 %36, %42
  br i1 %53, label %55, label %88

54:                                               ; preds = %83
  br i1 %84, label %88, label %90

55:                                               ; preds = %32, %83
  %56 = phi i32 [ %85, %83 ], [ %36, %32 ]
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr %1, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = urem i32 %59, %2
  %61 = icmp eq i32 %60, %25
  br i1 %61, label %83, label %62

62:                                               ; preds = %55
  %63 = sext i32 %60 to i64
  %64 = getelementptr inbounds i32, ptr %4, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %67, label %83

67:                                               ; preds = %62
  %68 = mul i32 %60, -1640531535
  %69 = xor i32 %68, %6
  %70 = lshr i32 %69, 16
  %71 = xor i32 %70, %69
  %72 = mul i32 %71, -2048144789
  %73 = lshr i32 %72, 13
  %74 = xor i32 %73, %72
  %75 = mul i32 %74, -1028477387
  %76 = lshr i32 %75, 16
  %77 = xor i32 %76, %75
  %78 = icmp ule i32 %77, %52
  %79 = icmp ne i32 %77, %52
  %80 = icmp sle i32 %60, %25
  %81 = or i1 %80, %79
  %82 = and i1 %78, %81
  br label %83

83:                                               ; preds = %67, %62, %55
  %84 = phi i1 [ true, %55 ], [ %82, %67 ], [ true, %62 ]
  %85 = add nsw i32 %56, 1
  %86 = icmp slt i32 %85, %42
  %87 = select i1 %86, i1 %84, i1 false
  br i1 %87, label %55, label %54, !llvm.loop !25

88:                                               ; preds = %32, %54
  %89 = call noundef i32 @_Z15first_fit_colorRK3CsriiPKi(ptr noundef nonnull align 8 dereferenceable(24) %9, i32 noundef %36, i32 noundef %42, ptr noundef %4) #11
  br label %90

90:                                               ; preds = %88, %54
  %91 = phi i32 [ %89, %88 ], [ 0, %54 ]
  %92 = icmp eq i32 %91, 0
  br label %93

93:                                               ; preds = %90, %27
  %94 = phi i1 [ %92, %90 ], [ false, %27 ]
  %95 = phi i32 [ %91, %90 ], [ %30, %27 ]
  %96 = getelementptr inbounds i32, ptr %5, i64 %28
  store i32 %95, ptr %96, align 4, !tbaa !6
  br label %97

97:                                               ; preds = %93, %23
  %98 = phi i1 [ %94, %93 ], [ false, %23 ]
  %99 = tail call noundef i32 @llvm.nvvm.activemask()
  %100 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %99, i1 %98)
  %101 = icmp eq i32 %100, 0
  br i1 %101, label %109, label %102

102:                                              ; preds = %97
  %103 = tail call i32 @llvm.bitreverse.i32(i32 %100)
  %104 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %103) #12, !srcloc !26
  %105 = icmp eq i32 %19, %104
  br i1 %105, label %106, label %109

106:                                              ; preds = %102
  %107 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %100)
  %108 = atomicrmw add ptr %7, i32 %107 seq_cst, align 4
  br label %109

109:                                              ; preds = %97, %102, %106
  %110 = add i32 %24, %21
  %111 = icmp slt i32 %110, %2
  br i1 %111, label %23, label %22, !llvm.loop !27
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @luby_mis_round(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %2
  br i1 %15, label %16, label %19

16:                                               ; preds = %9
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = mul i32 %17, %11
  br label %20

19:                                               ; preds = %96, %9
  ret void

20:                                               ; preds = %16, %96
  %21 = phi i32 [ %14, %16 ], [ %99, %96 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %4, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add i32 %24, -3
  %26 = icmp ult i32 %25, -2
  br i1 %26, label %27, label %96

27:                                               ; preds = %20
  %28 = getelementptr inbounds i32, ptr %0, i64 %22
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %30, i32 %3)
  %32 = getelementptr i8, ptr %28, i64 4
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 %31)
  %35 = add nsw i32 %31, 128
  %36 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %35)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %34, i32 %36)
  %38 = mul i32 %21, -1640531535
  %39 = xor i32 %38, %8
  %40 = lshr i32 %39, 16
  %41 = xor i32 %40, %39
  %42 = mul i32 %41, -2048144789
  %43 = lshr i32 %42, 13
  %44 = xor i32 %43, %42
  %45 = mul i32 %44, -1028477387
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = icmp slt i32 %31, %37
  br i1 %48, label %49, label %89

49:                                               ; preds = %27, %84
  %50 = phi i32 [ %85, %84 ], [ %31, %27 ]
  %51 = phi i1 [ %82, %84 ], [ false, %27 ]
  %52 = phi i1 [ %81, %84 ], [ true, %27 ]
  %53 = sext i32 %50 to i64
  %54 = getelementptr inbounds i32, ptr %1, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = urem i32 %55, %2
  %57 = icmp eq i32 %56, %21
  br i1 %57, label %80, label %58

58:                                               ; preds = %49
  %59 = sext i32 %56 to i64
  %60 = getelementptr inbounds i32, ptr %4, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  switch i32 %61, label %62 [
    i32 1, label %80
    i32 2, label %79
  ]

62:                                               ; preds = %58
  %63 = mul i32 %56, -1640531535
  %64 = xor i32 %63, %8
  %65 = lshr i32 %64, 16
  %66 = xor i32 %65, %64
  %67 = mul i32 %66, -2048144789
  %68 = lshr i32 %67, 13
  %69 = xor i32 %68, %67
  %70 = mul i32 %69, -1028477387
  %71 = lshr i32 %70, 16
  %72 = xor i32 %71, %70
  %73 = icmp ule i32 %72, %47
  %74 = icmp ne i32 %72, %47
  %75 = icmp sle i32 %56, %21
  %76 = or i1 %75, %74
  %77 = and i1 %73, %76
  %78 = select i1 %77, i1 %52, i1 false
  br label %80

79:                                               ; preds = %58
  br label %80

80:                                               ; preds = %62, %79, %58, %49
  %81 = phi i1 [ %52, %49 ], [ %52, %58 ], [ %52, %79 ], [ %78, %62 ]
  %82 = phi i1 [ %51, %49 ], [ true, %58 ], [ %51, %79 ], [ %51, %62 ]
  %83 = phi i32 [ 7, %49 ], [ 5, %58 ], [ 0, %79 ], [ 0, %62 ]
  switch i32 %83, label %87 [
    i32 0, label %84
    i32 7, label %84
  ]

84:                                               ; preds = %80, %80
  %85 = add i32 %50, 1
  %86 = icmp eq i32 %85, %37
  br i1 %86, label %87, label %49, !llvm.loop !28

87:                                               ; preds = %84, %80
  %88 = xor i1 %81, true
  br label %89

89:                                               ; preds = %87, %27
  %90 = phi i1 [ false, %27 ], [ %88, %87 ]
  %91 = phi i1 [ false, %27 ], [ %82, %87 ]
  %92 = select i1 %91, i1 true, i1 %90
  %93 = select i1 %91, i32 2, i32 0
  br i1 %92, label %96, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds i32, ptr %6, i64 %22
  store i32 %7, ptr %95, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %94, %89, %20
  %97 = phi i32 [ %24, %20 ], [ %93, %89 ], [ 1, %94 ]
  %98 = getelementptr inbounds i32, ptr %5, i64 %22
  store i32 %97, ptr %98, align 4, !tbaa !6
  %99 = add i32 %21, %18
  %100 = icmp slt i32 %99, %2
  br i1 %100, label %20, label %19, !llvm.loop !29
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @speculative_first_fit(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca %struct.Csr, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  store ptr %0, ptr %7, align 8, !tbaa !18
  %8 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store ptr %1, ptr %8, align 8, !tbaa !22
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store i32 %2, ptr %9, align 8, !tbaa !23
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store i32 %3, ptr %10, align 4, !tbaa !24
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %20

17:                                               ; preds = %6
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %12
  br label %21

20:                                               ; preds = %41, %6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  ret void

21:                                               ; preds = %17, %41
  %22 = phi i32 [ %15, %17 ], [ %44, %41 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %4, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = tail call noundef i32 @llvm.smax.i32(i32 %25, i32 0)
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 256)
  %28 = icmp slt i32 %25, 1
  br i1 %28, label %29, label %41

29:                                               ; preds = %21
  %30 = getelementptr inbounds i32, ptr %0, i64 %23
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %32, i32 %3)
  %34 = getelementptr i8, ptr %30, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %33)
  %37 = add nsw i32 %33, 128
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %37)
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %38)
  %40 = call noundef i32 @_Z15first_fit_colorRK3CsriiPKi(ptr noundef nonnull align 8 dereferenceable(24) %7, i32 noundef %33, i32 noundef %39, ptr noundef nonnull %4) #11
  br label %41

41:                                               ; preds = %29, %21
  %42 = phi i32 [ %40, %29 ], [ %27, %21 ]
  %43 = getelementptr inbounds i32, ptr %5, i64 %23
  store i32 %42, ptr %43, align 4, !tbaa !6
  %44 = add i32 %22, %19
  %45 = icmp slt i32 %44, %2
  br i1 %45, label %21, label %20, !llvm.loop !30
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @coloring_conflict_resolve(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7, i32 noundef %8) local_unnamed_addr #5 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = and i32 %10, 31
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = icmp slt i32 %14, %2
  br i1 %15, label %16, label %21

16:                                               ; preds = %9
  %17 = shl nsw i32 -1, %11
  %18 = xor i32 %17, -1
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %19, %13
  br label %22

21:                                               ; preds = %116, %9
  ret void

22:                                               ; preds = %16, %116
  %23 = phi i32 [ %14, %16 ], [ %117, %116 ]
  %24 = add i32 %23, %10
  %25 = icmp slt i32 %24, %2
  br i1 %25, label %26, label %93

26:                                               ; preds = %22
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %4, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %89

31:                                               ; preds = %26
  %32 = getelementptr inbounds i32, ptr %0, i64 %27
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %34, i32 %3)
  %36 = getelementptr i8, ptr %32, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %37, i32 %35)
  %39 = add nsw i32 %35, 128
  %40 = tail call noundef i32 @llvm.smin.i32(i32 %3, i32 %39)
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %40)
  %42 = mul i32 %24, -1640531535
  %43 = xor i32 %42, %8
  %44 = lshr i32 %43, 16
  %45 = xor i32 %44, %43
  %46 = mul i32 %45, -2048144789
  %47 = lshr i32 %46, 13
  %48 = xor i32 %47, %46
  %49 = mul i32 %48, -1028477387
  %50 = lshr i32 %49, 16
  %51 = xor i32 %50, %49
  %52 = icmp slt i32 %35, %41
  br i1 %52, label %53, label %89

53:                                               ; preds = %31, %83
  %54 = phi i1 [ %84, %83 ], [ false, %31 ]
  %55 = phi i32 [ %86, %83 ], [ %35, %31 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = urem i32 %58, %2
  %60 = icmp eq i32 %59, %24
  br i1 %60, label %82, label %61

61:                                               ; preds = %53
  %62 = sext i32 %59 to i64
  %63 = getelementptr inbounds i32, ptr %4, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = icmp eq i32 %64, %29
  br i1 %65, label %66, label %82

66:                                               ; preds = %61
  %67 = mul i32 %59, -1640531535
  %68 = xor i32 %67, %8
  %69 = lshr i32 %68, 16
  %70 = xor i32 %69, %68
  %71 = mul i32 %70, -2048144789
  %72 = lshr i32 %71, 13
  %73 = xor i32 %72, %71
  %74 = mul i32 %73, -1028477387
  %75 = lshr i32 %74, 16
  %76 = xor i32 %75, %74
  %77 = icmp ugt i32 %76, %51
  %78 = icmp eq i32 %76, %51
  %79 = icmp sgt i32 %59, %24
  %80 = and i1 %79, %78
  %81 = or i1 %77, %80
  br i1 %81, label %83, label %82

82:                                               ; preds = %66, %61, %53
  br label %83

83:                                               ; preds = %66, %82
  %84 = phi i1 [ %54, %82 ], [ true, %66 ]
  %85 = phi i1 [ true, %82 ], [ false, %66 ]
  %86 = add nsw i32 %55, 1
  %87 = icmp slt i32 %86, %41
  %88 = select i1 %85, i1 %87, i1 false
  br i1 %88, label %53, label %89, !llvm.loop !31

89:                                               ; preds = %83, %31, %26
  %90 = phi i1 [ false, %26 ], [ false, %31 ], [ %84, %83 ]
  %91 = select i1 %90, i32 0, i32 %29
  %92 = getelementptr inbounds i32, ptr %5, i64 %27
  store i32 %91, ptr %92, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %89, %22
  %94 = phi i1 [ %90, %89 ], [ false, %22 ]
  %95 = tail call noundef i32 @llvm.nvvm.activemask()
  %96 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %95, i1 %94)
  %97 = tail call i32 @llvm.bitreverse.i32(i32 %95)
  %98 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %97) #12, !srcloc !26
  %99 = icmp eq i32 %11, %98
  %100 = icmp ne i32 %96, 0
  %101 = and i1 %100, %99
  br i1 %101, label %102, label %105

102:                                              ; preds = %93
  %103 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 %96)
  %104 = atomicrmw add ptr %7, i32 %103 seq_cst, align 4
  br label %105

105:                                              ; preds = %102, %93
  %106 = phi i32 [ %104, %102 ], [ 0, %93 ]
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %95, i32 %106, i32 %98, i32 31)
  br i1 %94, label %108, label %116

108:                                              ; preds = %105
  %109 = and i32 %96, %18
  %110 = tail call noundef range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %109)
  %111 = add i32 %107, %110
  %112 = icmp ult i32 %111, %2
  br i1 %112, label %113, label %116

113:                                              ; preds = %108
  %114 = zext i32 %111 to i64
  %115 = getelementptr inbounds nuw i32, ptr %6, i64 %114
  store i32 %24, ptr %115, align 4, !tbaa !6
  br label %116

116:                                              ; preds = %108, %113, %105
  %117 = add i32 %23, %20
  %118 = icmp slt i32 %117, %2
  br i1 %118, label %22, label %21, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

attributes #0 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }
attributes #12 = { nounwind memory(none) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!19, !20, i64 0}
!19 = !{!"_ZTS3Csr", !20, i64 0, !20, i64 8, !7, i64 16, !7, i64 20}
!20 = !{!"p1 int", !21, i64 0}
!21 = !{!"any pointer", !8, i64 0}
!22 = !{!19, !20, i64 8}
!23 = !{!19, !7, i64 16}
!24 = !{!19, !7, i64 20}
!25 = distinct !{!25, !12}
!26 = !{i32 12293}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
!30 = distinct !{!30, !12}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
