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
  br i1 %11, label %384, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !6, !noalias !18
  %15 = load i64, ptr %8, align 8, !tbaa !19, !noalias !18
  %16 = add i32 %14, -1
  %17 = icmp ult i32 %16, 4096
  %18 = icmp sgt i64 %15, -1
  %19 = icmp slt i64 %15, %3
  %20 = and i1 %18, %19
  %21 = select i1 %17, i1 %20, i1 false
  br i1 %21, label %22, label %27

22:                                               ; preds = %12
  %23 = zext nneg i32 %14 to i64
  %24 = add nsw i64 %23, -1
  %25 = mul nsw i64 %24, %15
  %26 = icmp sge i64 %4, %23
  br label %27

27:                                               ; preds = %22, %12
  %28 = phi i64 [ %23, %22 ], [ 1, %12 ]
  %29 = phi i1 [ %26, %22 ], [ false, %12 ]
  %30 = phi i64 [ %25, %22 ], [ 0, %12 ]
  br i1 %29, label %31, label %155

31:                                               ; preds = %27
  %32 = icmp samesign ugt i32 %9, 1
  br i1 %32, label %33, label %55

33:                                               ; preds = %31
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
  br i1 %43, label %44, label %51

44:                                               ; preds = %33
  %45 = zext nneg i32 %35 to i64
  %46 = add nsw i64 %45, -1
  %47 = mul nsw i64 %46, %37
  %48 = add nuw nsw i64 %47, %30
  %49 = mul nuw nsw i64 %28, %45
  %50 = icmp sle i64 %49, %4
  br label %51

51:                                               ; preds = %44, %33
  %52 = phi i64 [ %49, %44 ], [ %28, %33 ]
  %53 = phi i1 [ %50, %44 ], [ false, %33 ]
  %54 = phi i64 [ %48, %44 ], [ %30, %33 ]
  br i1 %53, label %55, label %155

55:                                               ; preds = %51, %31
  %56 = phi i64 [ %52, %51 ], [ %28, %31 ]
  %57 = phi i64 [ %54, %51 ], [ %30, %31 ]
  %58 = icmp samesign ugt i32 %9, 2
  br i1 %58, label %59, label %81

59:                                               ; preds = %55
  %60 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !6, !noalias !18
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %63 = load i64, ptr %62, align 8, !tbaa !19, !noalias !18
  %64 = add i32 %61, -1
  %65 = icmp ult i32 %64, 4096
  %66 = icmp sgt i64 %63, -1
  %67 = icmp slt i64 %63, %3
  %68 = and i1 %66, %67
  %69 = select i1 %65, i1 %68, i1 false
  br i1 %69, label %70, label %77

70:                                               ; preds = %59
  %71 = zext nneg i32 %61 to i64
  %72 = add nsw i64 %71, -1
  %73 = mul nsw i64 %72, %63
  %74 = add nuw nsw i64 %73, %57
  %75 = mul nuw nsw i64 %56, %71
  %76 = icmp sle i64 %75, %4
  br label %77

77:                                               ; preds = %70, %59
  %78 = phi i64 [ %75, %70 ], [ %56, %59 ]
  %79 = phi i1 [ %76, %70 ], [ false, %59 ]
  %80 = phi i64 [ %74, %70 ], [ %57, %59 ]
  br i1 %79, label %81, label %155

81:                                               ; preds = %77, %55
  %82 = phi i64 [ %78, %77 ], [ %56, %55 ]
  %83 = phi i64 [ %80, %77 ], [ %57, %55 ]
  %84 = icmp samesign ugt i32 %9, 3
  br i1 %84, label %85, label %107

85:                                               ; preds = %81
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %87 = load i32, ptr %86, align 8, !tbaa !6, !noalias !18
  %88 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %89 = load i64, ptr %88, align 8, !tbaa !19, !noalias !18
  %90 = add i32 %87, -1
  %91 = icmp ult i32 %90, 4096
  %92 = icmp sgt i64 %89, -1
  %93 = icmp slt i64 %89, %3
  %94 = and i1 %92, %93
  %95 = select i1 %91, i1 %94, i1 false
  br i1 %95, label %96, label %103

96:                                               ; preds = %85
  %97 = zext nneg i32 %87 to i64
  %98 = add nsw i64 %97, -1
  %99 = mul nsw i64 %98, %89
  %100 = add nuw nsw i64 %99, %83
  %101 = mul nuw nsw i64 %82, %97
  %102 = icmp sle i64 %101, %4
  br label %103

103:                                              ; preds = %96, %85
  %104 = phi i64 [ %101, %96 ], [ %82, %85 ]
  %105 = phi i1 [ %102, %96 ], [ false, %85 ]
  %106 = phi i64 [ %100, %96 ], [ %83, %85 ]
  br i1 %105, label %107, label %155

107:                                              ; preds = %103, %81
  %108 = phi i64 [ %104, %103 ], [ %82, %81 ]
  %109 = phi i64 [ %106, %103 ], [ %83, %81 ]
  %110 = icmp samesign ugt i32 %9, 4
  br i1 %110, label %111, label %133

111:                                              ; preds = %107
  %112 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %113 = load i32, ptr %112, align 4, !tbaa !6, !noalias !18
  %114 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %115 = load i64, ptr %114, align 8, !tbaa !19, !noalias !18
  %116 = add i32 %113, -1
  %117 = icmp ult i32 %116, 4096
  %118 = icmp sgt i64 %115, -1
  %119 = icmp slt i64 %115, %3
  %120 = and i1 %118, %119
  %121 = select i1 %117, i1 %120, i1 false
  br i1 %121, label %122, label %129

122:                                              ; preds = %111
  %123 = zext nneg i32 %113 to i64
  %124 = add nsw i64 %123, -1
  %125 = mul nsw i64 %124, %115
  %126 = add nuw nsw i64 %125, %109
  %127 = mul nuw nsw i64 %108, %123
  %128 = icmp sle i64 %127, %4
  br label %129

129:                                              ; preds = %122, %111
  %130 = phi i64 [ %127, %122 ], [ %108, %111 ]
  %131 = phi i1 [ %128, %122 ], [ false, %111 ]
  %132 = phi i64 [ %126, %122 ], [ %109, %111 ]
  br i1 %131, label %133, label %155

133:                                              ; preds = %129, %107
  %134 = phi i64 [ %130, %129 ], [ %108, %107 ]
  %135 = phi i64 [ %132, %129 ], [ %109, %107 ]
  %136 = icmp samesign ugt i32 %9, 5
  br i1 %136, label %137, label %155

137:                                              ; preds = %133
  %138 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %139 = load i32, ptr %138, align 8, !tbaa !6, !noalias !18
  %140 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %141 = load i64, ptr %140, align 8, !tbaa !19, !noalias !18
  %142 = add i32 %139, -1
  %143 = icmp ult i32 %142, 4096
  %144 = icmp sgt i64 %141, -1
  %145 = icmp slt i64 %141, %3
  %146 = and i1 %144, %145
  %147 = select i1 %143, i1 %146, i1 false
  br i1 %147, label %148, label %155

148:                                              ; preds = %137
  %149 = zext nneg i32 %139 to i64
  %150 = add nsw i64 %149, -1
  %151 = mul nsw i64 %150, %141
  %152 = add nuw nsw i64 %151, %135
  %153 = mul nsw i64 %134, %149
  %154 = icmp sle i64 %153, %4
  br label %155

155:                                              ; preds = %137, %148, %133, %129, %103, %77, %51, %27
  %156 = phi i1 [ false, %27 ], [ false, %103 ], [ false, %51 ], [ true, %133 ], [ false, %77 ], [ false, %129 ], [ %154, %148 ], [ false, %137 ]
  %157 = phi i64 [ %28, %27 ], [ %104, %103 ], [ %52, %51 ], [ %134, %133 ], [ %78, %77 ], [ %130, %129 ], [ %153, %148 ], [ %134, %137 ]
  %158 = phi i64 [ %30, %27 ], [ %106, %103 ], [ %54, %51 ], [ %135, %133 ], [ %80, %77 ], [ %132, %129 ], [ %152, %148 ], [ %135, %137 ]
  %159 = icmp slt i64 %158, %3
  %160 = select i1 %156, i1 %159, i1 false
  br i1 %160, label %161, label %384

161:                                              ; preds = %155
  %162 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %163 = load i32, ptr %162, align 4, !tbaa !21, !noalias !18
  %164 = and i32 %163, 1
  %165 = icmp eq i32 %164, 0
  %166 = icmp samesign ult i64 %157, 2147483648
  %167 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %166, label %168, label %275

168:                                              ; preds = %161
  %169 = trunc nuw nsw i64 %157 to i32
  %170 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %171 = mul i32 %170, %167
  %172 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %173 = add i32 %171, %172
  %174 = icmp ult i32 %173, %169
  br i1 %174, label %175, label %384

175:                                              ; preds = %168
  %176 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %177 = mul i32 %176, %167
  %178 = icmp sgt i32 %9, 5
  %179 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %180 = load i32, ptr %179, align 8
  %181 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %182 = load i64, ptr %181, align 8
  %183 = icmp sgt i32 %9, 4
  %184 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %185 = load i32, ptr %184, align 4
  %186 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %187 = load i64, ptr %186, align 8
  %188 = icmp sgt i32 %9, 3
  %189 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %190 = load i32, ptr %189, align 8
  %191 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %192 = load i64, ptr %191, align 8
  %193 = icmp sgt i32 %9, 2
  %194 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %195 = load i32, ptr %194, align 4
  %196 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %197 = load i64, ptr %196, align 8
  %198 = icmp sgt i32 %9, 1
  %199 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %200 = load i32, ptr %199, align 8
  %201 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %202 = load i64, ptr %201, align 8
  %203 = load i32, ptr %13, align 4
  %204 = load i64, ptr %8, align 8
  br label %205

205:                                              ; preds = %175, %270
  %206 = phi i32 [ %173, %175 ], [ %273, %270 ]
  br i1 %178, label %207, label %213

207:                                              ; preds = %205
  %208 = udiv i32 %206, %180
  %209 = mul i32 %208, %180
  %210 = sub nuw i32 %206, %209
  %211 = zext nneg i32 %210 to i64
  %212 = mul nsw i64 %182, %211
  br label %213

213:                                              ; preds = %207, %205
  %214 = phi i64 [ %212, %207 ], [ 0, %205 ]
  %215 = phi i32 [ %208, %207 ], [ %206, %205 ]
  br i1 %183, label %216, label %223

216:                                              ; preds = %213
  %217 = udiv i32 %215, %185
  %218 = mul i32 %217, %185
  %219 = sub nuw i32 %215, %218
  %220 = zext nneg i32 %219 to i64
  %221 = mul nsw i64 %187, %220
  %222 = add nsw i64 %221, %214
  br label %223

223:                                              ; preds = %216, %213
  %224 = phi i64 [ %222, %216 ], [ %214, %213 ]
  %225 = phi i32 [ %217, %216 ], [ %215, %213 ]
  br i1 %188, label %226, label %233

226:                                              ; preds = %223
  %227 = udiv i32 %225, %190
  %228 = mul i32 %227, %190
  %229 = sub nuw i32 %225, %228
  %230 = zext nneg i32 %229 to i64
  %231 = mul nsw i64 %192, %230
  %232 = add nsw i64 %231, %224
  br label %233

233:                                              ; preds = %226, %223
  %234 = phi i64 [ %232, %226 ], [ %224, %223 ]
  %235 = phi i32 [ %227, %226 ], [ %225, %223 ]
  br i1 %193, label %236, label %243

236:                                              ; preds = %233
  %237 = udiv i32 %235, %195
  %238 = mul i32 %237, %195
  %239 = sub nuw i32 %235, %238
  %240 = zext nneg i32 %239 to i64
  %241 = mul nsw i64 %197, %240
  %242 = add nsw i64 %241, %234
  br label %243

243:                                              ; preds = %236, %233
  %244 = phi i64 [ %242, %236 ], [ %234, %233 ]
  %245 = phi i32 [ %237, %236 ], [ %235, %233 ]
  br i1 %198, label %246, label %253

246:                                              ; preds = %243
  %247 = udiv i32 %245, %200
  %248 = mul i32 %247, %200
  %249 = sub nuw i32 %245, %248
  %250 = zext nneg i32 %249 to i64
  %251 = mul nsw i64 %202, %250
  %252 = add nsw i64 %251, %244
  br label %253

253:                                              ; preds = %243, %246
  %254 = phi i64 [ %252, %246 ], [ %244, %243 ]
  %255 = phi i32 [ %247, %246 ], [ %245, %243 ]
  %256 = freeze i32 %255
  %257 = urem i32 %256, %203
  %258 = zext nneg i32 %257 to i64
  %259 = mul nsw i64 %204, %258
  %260 = getelementptr float, ptr %0, i64 %259
  %261 = getelementptr float, ptr %260, i64 %254
  %262 = load float, ptr %261, align 4, !tbaa !22, !alias.scope !11, !noalias !14
  %263 = fmul contract float %5, %262
  %264 = zext nneg i32 %206 to i64
  br i1 %165, label %270, label %265

265:                                              ; preds = %253
  %266 = getelementptr inbounds nuw float, ptr %1, i64 %264
  %267 = load float, ptr %266, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %268 = fmul contract float %6, %267
  %269 = fadd contract float %263, %268
  br label %270

270:                                              ; preds = %253, %265
  %271 = phi contract float [ %269, %265 ], [ %263, %253 ]
  %272 = getelementptr inbounds nuw float, ptr %1, i64 %264
  store float %271, ptr %272, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %273 = add i32 %206, %177
  %274 = icmp ult i32 %273, %169
  br i1 %274, label %205, label %384, !llvm.loop !24

275:                                              ; preds = %161
  %276 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %277 = zext nneg i32 %276 to i64
  %278 = zext nneg i32 %167 to i64
  %279 = mul nuw nsw i64 %277, %278
  %280 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %281 = zext nneg i32 %280 to i64
  %282 = add nuw nsw i64 %279, %281
  %283 = icmp samesign ult i64 %282, %157
  br i1 %283, label %284, label %384

284:                                              ; preds = %275
  %285 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %286 = zext nneg i32 %285 to i64
  %287 = mul nuw nsw i64 %286, %278
  %288 = icmp sgt i32 %9, 5
  %289 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %290 = load i32, ptr %289, align 8
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %293 = load i64, ptr %292, align 8
  %294 = icmp sgt i32 %9, 4
  %295 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %296 = load i32, ptr %295, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %299 = load i64, ptr %298, align 8
  %300 = icmp sgt i32 %9, 3
  %301 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %302 = load i32, ptr %301, align 8
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %305 = load i64, ptr %304, align 8
  %306 = icmp sgt i32 %9, 2
  %307 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %308 = load i32, ptr %307, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %311 = load i64, ptr %310, align 8
  %312 = icmp sgt i32 %9, 1
  %313 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %314 = load i32, ptr %313, align 8
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %317 = load i64, ptr %316, align 8
  %318 = load i32, ptr %13, align 4
  %319 = sext i32 %318 to i64
  %320 = load i64, ptr %8, align 8
  br label %321

321:                                              ; preds = %284, %379
  %322 = phi i64 [ %282, %284 ], [ %382, %379 ]
  br i1 %288, label %323, label %328

323:                                              ; preds = %321
  %324 = sdiv i64 %322, %291
  %325 = mul nsw i64 %324, %291
  %326 = sub nsw i64 %322, %325
  %327 = mul nsw i64 %326, %293
  br label %328

328:                                              ; preds = %323, %321
  %329 = phi i64 [ %327, %323 ], [ 0, %321 ]
  %330 = phi i64 [ %324, %323 ], [ %322, %321 ]
  br i1 %294, label %331, label %337

331:                                              ; preds = %328
  %332 = sdiv i64 %330, %297
  %333 = mul nsw i64 %332, %297
  %334 = sub nsw i64 %330, %333
  %335 = mul nsw i64 %334, %299
  %336 = add nsw i64 %335, %329
  br label %337

337:                                              ; preds = %331, %328
  %338 = phi i64 [ %336, %331 ], [ %329, %328 ]
  %339 = phi i64 [ %332, %331 ], [ %330, %328 ]
  br i1 %300, label %340, label %346

340:                                              ; preds = %337
  %341 = sdiv i64 %339, %303
  %342 = mul nsw i64 %341, %303
  %343 = sub nsw i64 %339, %342
  %344 = mul nsw i64 %343, %305
  %345 = add nsw i64 %344, %338
  br label %346

346:                                              ; preds = %340, %337
  %347 = phi i64 [ %345, %340 ], [ %338, %337 ]
  %348 = phi i64 [ %341, %340 ], [ %339, %337 ]
  br i1 %306, label %349, label %355

349:                                              ; preds = %346
  %350 = sdiv i64 %348, %309
  %351 = mul nsw i64 %350, %309
  %352 = sub nsw i64 %348, %351
  %353 = mul nsw i64 %352, %311
  %354 = add nsw i64 %353, %347
  br label %355

355:                                              ; preds = %349, %346
  %356 = phi i64 [ %354, %349 ], [ %347, %346 ]
  %357 = phi i64 [ %350, %349 ], [ %348, %346 ]
  br i1 %312, label %358, label %364

358:                                              ; preds = %355
  %359 = sdiv i64 %357, %315
  %360 = mul nsw i64 %359, %315
  %361 = sub nsw i64 %357, %360
  %362 = mul nsw i64 %361, %317
  %363 = add nsw i64 %362, %356
  br label %364

364:                                              ; preds = %355, %358
  %365 = phi i64 [ %363, %358 ], [ %356, %355 ]
  %366 = phi i64 [ %359, %358 ], [ %357, %355 ]
  %367 = freeze i64 %366
  %368 = srem i64 %367, %319
  %369 = mul nsw i64 %368, %320
  %370 = getelementptr float, ptr %0, i64 %369
  %371 = getelementptr float, ptr %370, i64 %365
  %372 = load float, ptr %371, align 4, !tbaa !22, !alias.scope !11, !noalias !14
  %373 = fmul contract float %5, %372
  br i1 %165, label %379, label %374

374:                                              ; preds = %364
  %375 = getelementptr inbounds nuw float, ptr %1, i64 %322
  %376 = load float, ptr %375, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %377 = fmul contract float %6, %376
  %378 = fadd contract float %373, %377
  br label %379

379:                                              ; preds = %374, %364
  %380 = phi contract float [ %378, %374 ], [ %373, %364 ]
  %381 = getelementptr inbounds nuw float, ptr %1, i64 %322
  store float %380, ptr %381, align 4, !tbaa !22, !alias.scope !14, !noalias !11
  %382 = add nuw nsw i64 %322, %287
  %383 = icmp slt i64 %382, %157
  br i1 %383, label %321, label %384, !llvm.loop !26

384:                                              ; preds = %379, %270, %275, %168, %7, %155
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tensor_permute_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, ptr noundef readonly byval(%struct.StridedDesc) align 8 captures(none) %2, i64 noundef %3, i64 noundef %4, double noundef %5, double noundef %6) local_unnamed_addr #0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %8 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %9 = load i32, ptr %2, align 8, !tbaa !16, !noalias !32
  %10 = add i32 %9, -7
  %11 = icmp ult i32 %10, -6
  br i1 %11, label %384, label %12

12:                                               ; preds = %7
  %13 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !6, !noalias !32
  %15 = load i64, ptr %8, align 8, !tbaa !19, !noalias !32
  %16 = add i32 %14, -1
  %17 = icmp ult i32 %16, 4096
  %18 = icmp sgt i64 %15, -1
  %19 = icmp slt i64 %15, %3
  %20 = and i1 %18, %19
  %21 = select i1 %17, i1 %20, i1 false
  br i1 %21, label %22, label %27

22:                                               ; preds = %12
  %23 = zext nneg i32 %14 to i64
  %24 = add nsw i64 %23, -1
  %25 = mul nsw i64 %24, %15
  %26 = icmp sge i64 %4, %23
  br label %27

27:                                               ; preds = %22, %12
  %28 = phi i64 [ %23, %22 ], [ 1, %12 ]
  %29 = phi i1 [ %26, %22 ], [ false, %12 ]
  %30 = phi i64 [ %25, %22 ], [ 0, %12 ]
  br i1 %29, label %31, label %155

31:                                               ; preds = %27
  %32 = icmp samesign ugt i32 %9, 1
  br i1 %32, label %33, label %55

33:                                               ; preds = %31
  %34 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !6, !noalias !32
  %36 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %37 = load i64, ptr %36, align 8, !tbaa !19, !noalias !32
  %38 = add i32 %35, -1
  %39 = icmp ult i32 %38, 4096
  %40 = icmp sgt i64 %37, -1
  %41 = icmp slt i64 %37, %3
  %42 = and i1 %40, %41
  %43 = select i1 %39, i1 %42, i1 false
  br i1 %43, label %44, label %51

44:                                               ; preds = %33
  %45 = zext nneg i32 %35 to i64
  %46 = add nsw i64 %45, -1
  %47 = mul nsw i64 %46, %37
  %48 = add nuw nsw i64 %47, %30
  %49 = mul nuw nsw i64 %28, %45
  %50 = icmp sle i64 %49, %4
  br label %51

51:                                               ; preds = %44, %33
  %52 = phi i64 [ %49, %44 ], [ %28, %33 ]
  %53 = phi i1 [ %50, %44 ], [ false, %33 ]
  %54 = phi i64 [ %48, %44 ], [ %30, %33 ]
  br i1 %53, label %55, label %155

55:                                               ; preds = %51, %31
  %56 = phi i64 [ %52, %51 ], [ %28, %31 ]
  %57 = phi i64 [ %54, %51 ], [ %30, %31 ]
  %58 = icmp samesign ugt i32 %9, 2
  br i1 %58, label %59, label %81

59:                                               ; preds = %55
  %60 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %61 = load i32, ptr %60, align 4, !tbaa !6, !noalias !32
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %63 = load i64, ptr %62, align 8, !tbaa !19, !noalias !32
  %64 = add i32 %61, -1
  %65 = icmp ult i32 %64, 4096
  %66 = icmp sgt i64 %63, -1
  %67 = icmp slt i64 %63, %3
  %68 = and i1 %66, %67
  %69 = select i1 %65, i1 %68, i1 false
  br i1 %69, label %70, label %77

70:                                               ; preds = %59
  %71 = zext nneg i32 %61 to i64
  %72 = add nsw i64 %71, -1
  %73 = mul nsw i64 %72, %63
  %74 = add nuw nsw i64 %73, %57
  %75 = mul nuw nsw i64 %56, %71
  %76 = icmp sle i64 %75, %4
  br label %77

77:                                               ; preds = %70, %59
  %78 = phi i64 [ %75, %70 ], [ %56, %59 ]
  %79 = phi i1 [ %76, %70 ], [ false, %59 ]
  %80 = phi i64 [ %74, %70 ], [ %57, %59 ]
  br i1 %79, label %81, label %155

81:                                               ; preds = %77, %55
  %82 = phi i64 [ %78, %77 ], [ %56, %55 ]
  %83 = phi i64 [ %80, %77 ], [ %57, %55 ]
  %84 = icmp samesign ugt i32 %9, 3
  br i1 %84, label %85, label %107

85:                                               ; preds = %81
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %87 = load i32, ptr %86, align 8, !tbaa !6, !noalias !32
  %88 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %89 = load i64, ptr %88, align 8, !tbaa !19, !noalias !32
  %90 = add i32 %87, -1
  %91 = icmp ult i32 %90, 4096
  %92 = icmp sgt i64 %89, -1
  %93 = icmp slt i64 %89, %3
  %94 = and i1 %92, %93
  %95 = select i1 %91, i1 %94, i1 false
  br i1 %95, label %96, label %103

96:                                               ; preds = %85
  %97 = zext nneg i32 %87 to i64
  %98 = add nsw i64 %97, -1
  %99 = mul nsw i64 %98, %89
  %100 = add nuw nsw i64 %99, %83
  %101 = mul nuw nsw i64 %82, %97
  %102 = icmp sle i64 %101, %4
  br label %103

103:                                              ; preds = %96, %85
  %104 = phi i64 [ %101, %96 ], [ %82, %85 ]
  %105 = phi i1 [ %102, %96 ], [ false, %85 ]
  %106 = phi i64 [ %100, %96 ], [ %83, %85 ]
  br i1 %105, label %107, label %155

107:                                              ; preds = %103, %81
  %108 = phi i64 [ %104, %103 ], [ %82, %81 ]
  %109 = phi i64 [ %106, %103 ], [ %83, %81 ]
  %110 = icmp samesign ugt i32 %9, 4
  br i1 %110, label %111, label %133

111:                                              ; preds = %107
  %112 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %113 = load i32, ptr %112, align 4, !tbaa !6, !noalias !32
  %114 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %115 = load i64, ptr %114, align 8, !tbaa !19, !noalias !32
  %116 = add i32 %113, -1
  %117 = icmp ult i32 %116, 4096
  %118 = icmp sgt i64 %115, -1
  %119 = icmp slt i64 %115, %3
  %120 = and i1 %118, %119
  %121 = select i1 %117, i1 %120, i1 false
  br i1 %121, label %122, label %129

122:                                              ; preds = %111
  %123 = zext nneg i32 %113 to i64
  %124 = add nsw i64 %123, -1
  %125 = mul nsw i64 %124, %115
  %126 = add nuw nsw i64 %125, %109
  %127 = mul nuw nsw i64 %108, %123
  %128 = icmp sle i64 %127, %4
  br label %129

129:                                              ; preds = %122, %111
  %130 = phi i64 [ %127, %122 ], [ %108, %111 ]
  %131 = phi i1 [ %128, %122 ], [ false, %111 ]
  %132 = phi i64 [ %126, %122 ], [ %109, %111 ]
  br i1 %131, label %133, label %155

133:                                              ; preds = %129, %107
  %134 = phi i64 [ %130, %129 ], [ %108, %107 ]
  %135 = phi i64 [ %132, %129 ], [ %109, %107 ]
  %136 = icmp samesign ugt i32 %9, 5
  br i1 %136, label %137, label %155

137:                                              ; preds = %133
  %138 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %139 = load i32, ptr %138, align 8, !tbaa !6, !noalias !32
  %140 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %141 = load i64, ptr %140, align 8, !tbaa !19, !noalias !32
  %142 = add i32 %139, -1
  %143 = icmp ult i32 %142, 4096
  %144 = icmp sgt i64 %141, -1
  %145 = icmp slt i64 %141, %3
  %146 = and i1 %144, %145
  %147 = select i1 %143, i1 %146, i1 false
  br i1 %147, label %148, label %155

148:                                              ; preds = %137
  %149 = zext nneg i32 %139 to i64
  %150 = add nsw i64 %149, -1
  %151 = mul nsw i64 %150, %141
  %152 = add nuw nsw i64 %151, %135
  %153 = mul nsw i64 %134, %149
  %154 = icmp sle i64 %153, %4
  br label %155

155:                                              ; preds = %137, %148, %133, %129, %103, %77, %51, %27
  %156 = phi i1 [ false, %27 ], [ false, %103 ], [ false, %51 ], [ true, %133 ], [ false, %77 ], [ false, %129 ], [ %154, %148 ], [ false, %137 ]
  %157 = phi i64 [ %28, %27 ], [ %104, %103 ], [ %52, %51 ], [ %134, %133 ], [ %78, %77 ], [ %130, %129 ], [ %153, %148 ], [ %134, %137 ]
  %158 = phi i64 [ %30, %27 ], [ %106, %103 ], [ %54, %51 ], [ %135, %133 ], [ %80, %77 ], [ %132, %129 ], [ %152, %148 ], [ %135, %137 ]
  %159 = icmp slt i64 %158, %3
  %160 = select i1 %156, i1 %159, i1 false
  br i1 %160, label %161, label %384

161:                                              ; preds = %155
  %162 = getelementptr inbounds nuw i8, ptr %2, i64 28
  %163 = load i32, ptr %162, align 4, !tbaa !21, !noalias !32
  %164 = and i32 %163, 1
  %165 = icmp eq i32 %164, 0
  %166 = icmp samesign ult i64 %157, 2147483648
  %167 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %166, label %168, label %275

168:                                              ; preds = %161
  %169 = trunc nuw nsw i64 %157 to i32
  %170 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %171 = mul i32 %170, %167
  %172 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %173 = add i32 %171, %172
  %174 = icmp ult i32 %173, %169
  br i1 %174, label %175, label %384

175:                                              ; preds = %168
  %176 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %177 = mul i32 %176, %167
  %178 = icmp sgt i32 %9, 5
  %179 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %180 = load i32, ptr %179, align 8
  %181 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %182 = load i64, ptr %181, align 8
  %183 = icmp sgt i32 %9, 4
  %184 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %185 = load i32, ptr %184, align 4
  %186 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %187 = load i64, ptr %186, align 8
  %188 = icmp sgt i32 %9, 3
  %189 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %190 = load i32, ptr %189, align 8
  %191 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %192 = load i64, ptr %191, align 8
  %193 = icmp sgt i32 %9, 2
  %194 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %195 = load i32, ptr %194, align 4
  %196 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %197 = load i64, ptr %196, align 8
  %198 = icmp sgt i32 %9, 1
  %199 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %200 = load i32, ptr %199, align 8
  %201 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %202 = load i64, ptr %201, align 8
  %203 = load i32, ptr %13, align 4
  %204 = load i64, ptr %8, align 8
  br label %205

205:                                              ; preds = %175, %270
  %206 = phi i32 [ %173, %175 ], [ %273, %270 ]
  br i1 %178, label %207, label %213

207:                                              ; preds = %205
  %208 = udiv i32 %206, %180
  %209 = mul i32 %208, %180
  %210 = sub nuw i32 %206, %209
  %211 = zext nneg i32 %210 to i64
  %212 = mul nsw i64 %182, %211
  br label %213

213:                                              ; preds = %207, %205
  %214 = phi i64 [ %212, %207 ], [ 0, %205 ]
  %215 = phi i32 [ %208, %207 ], [ %206, %205 ]
  br i1 %183, label %216, label %223

216:                                              ; preds = %213
  %217 = udiv i32 %215, %185
  %218 = mul i32 %217, %185
  %219 = sub nuw i32 %215, %218
  %220 = zext nneg i32 %219 to i64
  %221 = mul nsw i64 %187, %220
  %222 = add nsw i64 %221, %214
  br label %223

223:                                              ; preds = %216, %213
  %224 = phi i64 [ %222, %216 ], [ %214, %213 ]
  %225 = phi i32 [ %217, %216 ], [ %215, %213 ]
  br i1 %188, label %226, label %233

226:                                              ; preds = %223
  %227 = udiv i32 %225, %190
  %228 = mul i32 %227, %190
  %229 = sub nuw i32 %225, %228
  %230 = zext nneg i32 %229 to i64
  %231 = mul nsw i64 %192, %230
  %232 = add nsw i64 %231, %224
  br label %233

233:                                              ; preds = %226, %223
  %234 = phi i64 [ %232, %226 ], [ %224, %223 ]
  %235 = phi i32 [ %227, %226 ], [ %225, %223 ]
  br i1 %193, label %236, label %243

236:                                              ; preds = %233
  %237 = udiv i32 %235, %195
  %238 = mul i32 %237, %195
  %239 = sub nuw i32 %235, %238
  %240 = zext nneg i32 %239 to i64
  %241 = mul nsw i64 %197, %240
  %242 = add nsw i64 %241, %234
  br label %243

243:                                              ; preds = %236, %233
  %244 = phi i64 [ %242, %236 ], [ %234, %233 ]
  %245 = phi i32 [ %237, %236 ], [ %235, %233 ]
  br i1 %198, label %246, label %253

246:                                              ; preds = %243
  %247 = udiv i32 %245, %200
  %248 = mul i32 %247, %200
  %249 = sub nuw i32 %245, %248
  %250 = zext nneg i32 %249 to i64
  %251 = mul nsw i64 %202, %250
  %252 = add nsw i64 %251, %244
  br label %253

253:                                              ; preds = %243, %246
  %254 = phi i64 [ %252, %246 ], [ %244, %243 ]
  %255 = phi i32 [ %247, %246 ], [ %245, %243 ]
  %256 = freeze i32 %255
  %257 = urem i32 %256, %203
  %258 = zext nneg i32 %257 to i64
  %259 = mul nsw i64 %204, %258
  %260 = getelementptr double, ptr %0, i64 %259
  %261 = getelementptr double, ptr %260, i64 %254
  %262 = load double, ptr %261, align 8, !tbaa !33, !alias.scope !27, !noalias !30
  %263 = fmul contract double %5, %262
  %264 = zext nneg i32 %206 to i64
  br i1 %165, label %270, label %265

265:                                              ; preds = %253
  %266 = getelementptr inbounds nuw double, ptr %1, i64 %264
  %267 = load double, ptr %266, align 8, !tbaa !33, !alias.scope !30, !noalias !27
  %268 = fmul contract double %6, %267
  %269 = fadd contract double %263, %268
  br label %270

270:                                              ; preds = %253, %265
  %271 = phi contract double [ %269, %265 ], [ %263, %253 ]
  %272 = getelementptr inbounds nuw double, ptr %1, i64 %264
  store double %271, ptr %272, align 8, !tbaa !33, !alias.scope !30, !noalias !27
  %273 = add i32 %206, %177
  %274 = icmp ult i32 %273, %169
  br i1 %274, label %205, label %384, !llvm.loop !35

275:                                              ; preds = %161
  %276 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %277 = zext nneg i32 %276 to i64
  %278 = zext nneg i32 %167 to i64
  %279 = mul nuw nsw i64 %277, %278
  %280 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %281 = zext nneg i32 %280 to i64
  %282 = add nuw nsw i64 %279, %281
  %283 = icmp samesign ult i64 %282, %157
  br i1 %283, label %284, label %384

284:                                              ; preds = %275
  %285 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %286 = zext nneg i32 %285 to i64
  %287 = mul nuw nsw i64 %286, %278
  %288 = icmp sgt i32 %9, 5
  %289 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %290 = load i32, ptr %289, align 8
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %293 = load i64, ptr %292, align 8
  %294 = icmp sgt i32 %9, 4
  %295 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %296 = load i32, ptr %295, align 4
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %299 = load i64, ptr %298, align 8
  %300 = icmp sgt i32 %9, 3
  %301 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %302 = load i32, ptr %301, align 8
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %305 = load i64, ptr %304, align 8
  %306 = icmp sgt i32 %9, 2
  %307 = getelementptr inbounds nuw i8, ptr %2, i64 12
  %308 = load i32, ptr %307, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %311 = load i64, ptr %310, align 8
  %312 = icmp sgt i32 %9, 1
  %313 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %314 = load i32, ptr %313, align 8
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %317 = load i64, ptr %316, align 8
  %318 = load i32, ptr %13, align 4
  %319 = sext i32 %318 to i64
  %320 = load i64, ptr %8, align 8
  br label %321

321:                                              ; preds = %284, %379
  %322 = phi i64 [ %282, %284 ], [ %382, %379 ]
  br i1 %288, label %323, label %328

323:                                              ; preds = %321
  %324 = sdiv i64 %322, %291
  %325 = mul nsw i64 %324, %291
  %326 = sub nsw i64 %322, %325
  %327 = mul nsw i64 %326, %293
  br label %328

328:                                              ; preds = %323, %321
  %329 = phi i64 [ %327, %323 ], [ 0, %321 ]
  %330 = phi i64 [ %324, %323 ], [ %322, %321 ]
  br i1 %294, label %331, label %337

331:                                              ; preds = %328
  %332 = sdiv i64 %330, %297
  %333 = mul nsw i64 %332, %297
  %334 = sub nsw i64 %330, %333
  %335 = mul nsw i64 %334, %299
  %336 = add nsw i64 %335, %329
  br label %337

337:                                              ; preds = %331, %328
  %338 = phi i64 [ %336, %331 ], [ %329, %328 ]
  %339 = phi i64 [ %332, %331 ], [ %330, %328 ]
  br i1 %300, label %340, label %346

340:                                              ; preds = %337
  %341 = sdiv i64 %339, %303
  %342 = mul nsw i64 %341, %303
  %343 = sub nsw i64 %339, %342
  %344 = mul nsw i64 %343, %305
  %345 = add nsw i64 %344, %338
  br label %346

346:                                              ; preds = %340, %337
  %347 = phi i64 [ %345, %340 ], [ %338, %337 ]
  %348 = phi i64 [ %341, %340 ], [ %339, %337 ]
  br i1 %306, label %349, label %355

349:                                              ; preds = %346
  %350 = sdiv i64 %348, %309
  %351 = mul nsw i64 %350, %309
  %352 = sub nsw i64 %348, %351
  %353 = mul nsw i64 %352, %311
  %354 = add nsw i64 %353, %347
  br label %355

355:                                              ; preds = %349, %346
  %356 = phi i64 [ %354, %349 ], [ %347, %346 ]
  %357 = phi i64 [ %350, %349 ], [ %348, %346 ]
  br i1 %312, label %358, label %364

358:                                              ; preds = %355
  %359 = sdiv i64 %357, %315
  %360 = mul nsw i64 %359, %315
  %361 = sub nsw i64 %357, %360
  %362 = mul nsw i64 %361, %317
  %363 = add nsw i64 %362, %356
  br label %364

364:                                              ; preds = %355, %358
  %365 = phi i64 [ %363, %358 ], [ %356, %355 ]
  %366 = phi i64 [ %359, %358 ], [ %357, %355 ]
  %367 = freeze i64 %366
  %368 = srem i64 %367, %319
  %369 = mul nsw i64 %368, %320
  %370 = getelementptr double, ptr %0, i64 %369
  %371 = getelementptr double, ptr %370, i64 %365
  %372 = load double, ptr %371, align 8, !tbaa !33, !alias.scope !27, !noalias !30
  %373 = fmul contract double %5, %372
  br i1 %165, label %379, label %374

374:                                              ; preds = %364
  %375 = getelementptr inbounds nuw double, ptr %1, i64 %322
  %376 = load double, ptr %375, align 8, !tbaa !33, !alias.scope !30, !noalias !27
  %377 = fmul contract double %6, %376
  %378 = fadd contract double %373, %377
  br label %379

379:                                              ; preds = %374, %364
  %380 = phi contract double [ %378, %374 ], [ %373, %364 ]
  %381 = getelementptr inbounds nuw double, ptr %1, i64 %322
  store double %380, ptr %381, align 8, !tbaa !33, !alias.scope !30, !noalias !27
  %382 = add nuw nsw i64 %322, %287
  %383 = icmp slt i64 %382, %157
  br i1 %383, label %321, label %384, !llvm.loop !36

384:                                              ; preds = %379, %270, %275, %168, %7, %155
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @batched_transpose_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = icmp eq i32 %10, 32
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = icmp eq i32 %12, 8
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %139

15:                                               ; preds = %9
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %17 = icmp slt i32 %16, %4
  br i1 %17, label %18, label %139

18:                                               ; preds = %15
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %22 = shl nuw nsw i32 %21, 5
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = shl i32 %23, 5
  %25 = add nuw nsw i32 %22, %19
  %26 = add nsw i32 %24, %20
  %27 = icmp slt i32 %26, %3
  %28 = zext nneg i32 %20 to i64
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ23batched_transpose_tiledE4tile to ptr), i64 %28
  %30 = sext i32 %5 to i64
  %31 = sext i32 %26 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = add nsw i32 %24, %19
  %34 = add nuw nsw i32 %22, %20
  %35 = icmp slt i32 %34, %2
  %36 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ23batched_transpose_tiledE4tile to ptr), i64 %28
  %37 = sext i32 %6 to i64
  %38 = zext nneg i32 %34 to i64
  %39 = getelementptr float, ptr %1, i64 %38
  %40 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %41 = icmp slt i32 %25, %2
  %42 = select i1 %41, i1 %27, i1 false
  %43 = zext nneg i32 %25 to i64
  %44 = mul nsw i64 %43, %30
  %45 = zext nneg i32 %19 to i64
  %46 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %45
  %47 = add nuw nsw i32 %25, 8
  %48 = icmp slt i32 %47, %2
  %49 = select i1 %48, i1 %27, i1 false
  %50 = zext nneg i32 %47 to i64
  %51 = mul nsw i64 %50, %30
  %52 = add nuw nsw i32 %19, 8
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %53
  %55 = add nuw nsw i32 %25, 16
  %56 = icmp slt i32 %55, %2
  %57 = select i1 %56, i1 %27, i1 false
  %58 = zext nneg i32 %55 to i64
  %59 = mul nsw i64 %58, %30
  %60 = add nuw nsw i32 %19, 16
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %61
  %63 = add nuw nsw i32 %25, 24
  %64 = icmp slt i32 %63, %2
  %65 = select i1 %64, i1 %27, i1 false
  %66 = zext nneg i32 %63 to i64
  %67 = mul nsw i64 %66, %30
  %68 = add nuw nsw i32 %19, 24
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw [33 x float], ptr %29, i64 %69
  %71 = icmp slt i32 %33, %3
  %72 = select i1 %71, i1 %35, i1 false
  %73 = getelementptr inbounds nuw float, ptr %36, i64 %45
  %74 = sext i32 %33 to i64
  %75 = mul nsw i64 %74, %37
  %76 = add nsw i32 %33, 8
  %77 = icmp slt i32 %76, %3
  %78 = select i1 %77, i1 %35, i1 false
  %79 = getelementptr inbounds nuw float, ptr %36, i64 %53
  %80 = sext i32 %76 to i64
  %81 = mul nsw i64 %80, %37
  %82 = add nsw i32 %33, 16
  %83 = icmp slt i32 %82, %3
  %84 = select i1 %83, i1 %35, i1 false
  %85 = getelementptr inbounds nuw float, ptr %36, i64 %61
  %86 = sext i32 %82 to i64
  %87 = mul nsw i64 %86, %37
  %88 = add nsw i32 %33, 24
  %89 = icmp slt i32 %88, %3
  %90 = select i1 %89, i1 %35, i1 false
  %91 = getelementptr inbounds nuw float, ptr %36, i64 %69
  %92 = sext i32 %88 to i64
  %93 = mul nsw i64 %92, %37
  br label %94

94:                                               ; preds = %18, %136
  %95 = phi i32 [ %16, %18 ], [ %137, %136 ]
  %96 = sext i32 %95 to i64
  %97 = mul nsw i64 %7, %96
  %98 = getelementptr float, ptr %32, i64 %97
  br i1 %42, label %99, label %102

99:                                               ; preds = %94
  %100 = getelementptr float, ptr %98, i64 %44
  %101 = load float, ptr %100, align 4, !tbaa !22
  br label %102

102:                                              ; preds = %94, %99
  %103 = phi contract float [ %101, %99 ], [ 0.000000e+00, %94 ]
  store float %103, ptr %46, align 4, !tbaa !22
  br i1 %49, label %104, label %107

104:                                              ; preds = %102
  %105 = getelementptr float, ptr %98, i64 %51
  %106 = load float, ptr %105, align 4, !tbaa !22
  br label %107

107:                                              ; preds = %104, %102
  %108 = phi contract float [ %106, %104 ], [ 0.000000e+00, %102 ]
  store float %108, ptr %54, align 4, !tbaa !22
  br i1 %57, label %109, label %112

109:                                              ; preds = %107
  %110 = getelementptr float, ptr %98, i64 %59
  %111 = load float, ptr %110, align 4, !tbaa !22
  br label %112

112:                                              ; preds = %109, %107
  %113 = phi contract float [ %111, %109 ], [ 0.000000e+00, %107 ]
  store float %113, ptr %62, align 4, !tbaa !22
  br i1 %65, label %114, label %117

114:                                              ; preds = %112
  %115 = getelementptr float, ptr %98, i64 %67
  %116 = load float, ptr %115, align 4, !tbaa !22
  br label %117

117:                                              ; preds = %114, %112
  %118 = phi contract float [ %116, %114 ], [ 0.000000e+00, %112 ]
  store float %118, ptr %70, align 4, !tbaa !22
  %119 = mul nsw i64 %8, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = getelementptr float, ptr %39, i64 %119
  br i1 %72, label %121, label %124

121:                                              ; preds = %117
  %122 = load float, ptr %73, align 4, !tbaa !22
  %123 = getelementptr float, ptr %120, i64 %75
  store float %122, ptr %123, align 4, !tbaa !22
  br label %124

124:                                              ; preds = %121, %117
  br i1 %78, label %125, label %128

125:                                              ; preds = %124
  %126 = load float, ptr %79, align 4, !tbaa !22
  %127 = getelementptr float, ptr %120, i64 %81
  store float %126, ptr %127, align 4, !tbaa !22
  br label %128

128:                                              ; preds = %125, %124
  br i1 %84, label %129, label %132

129:                                              ; preds = %128
  %130 = load float, ptr %85, align 4, !tbaa !22
  %131 = getelementptr float, ptr %120, i64 %87
  store float %130, ptr %131, align 4, !tbaa !22
  br label %132

132:                                              ; preds = %129, %128
  br i1 %90, label %133, label %136

133:                                              ; preds = %132
  %134 = load float, ptr %91, align 4, !tbaa !22
  %135 = getelementptr float, ptr %120, i64 %93
  store float %134, ptr %135, align 4, !tbaa !22
  br label %136

136:                                              ; preds = %133, %132
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %137 = add i32 %95, %40
  %138 = icmp slt i32 %137, %4
  br i1 %138, label %94, label %139, !llvm.loop !37

139:                                              ; preds = %136, %15, %9
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
  br i1 %21, label %22, label %613

22:                                               ; preds = %12
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %24 = zext nneg i32 %13 to i64
  %25 = load i32, ptr %3, align 8, !tbaa !16
  %26 = add i32 %25, -7
  %27 = icmp ult i32 %26, -6
  br i1 %27, label %181, label %28

28:                                               ; preds = %22
  %29 = mul nsw i64 %5, %24
  %30 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = load i64, ptr %23, align 8, !tbaa !19
  %33 = add i32 %31, -1
  %34 = icmp ult i32 %33, 4096
  %35 = icmp sgt i64 %32, -1
  %36 = icmp slt i64 %32, %7
  %37 = and i1 %35, %36
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %45

39:                                               ; preds = %28
  %40 = zext nneg i32 %31 to i64
  %41 = add nsw i64 %40, -1
  %42 = mul nsw i64 %41, %32
  %43 = add nsw i64 %42, %29
  %44 = icmp sge i64 %9, %40
  br label %45

45:                                               ; preds = %39, %28
  %46 = phi i64 [ %40, %39 ], [ 1, %28 ]
  %47 = phi i1 [ %44, %39 ], [ false, %28 ]
  %48 = phi i64 [ %43, %39 ], [ %29, %28 ]
  br i1 %47, label %49, label %173

49:                                               ; preds = %45
  %50 = icmp samesign ugt i32 %25, 1
  br i1 %50, label %51, label %73

51:                                               ; preds = %49
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %53 = load i32, ptr %52, align 8, !tbaa !6
  %54 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %55 = load i64, ptr %54, align 8, !tbaa !19
  %56 = add i32 %53, -1
  %57 = icmp ult i32 %56, 4096
  %58 = icmp sgt i64 %55, -1
  %59 = icmp slt i64 %55, %7
  %60 = and i1 %58, %59
  %61 = select i1 %57, i1 %60, i1 false
  br i1 %61, label %62, label %69

62:                                               ; preds = %51
  %63 = zext nneg i32 %53 to i64
  %64 = add nsw i64 %63, -1
  %65 = mul nsw i64 %64, %55
  %66 = add nsw i64 %65, %48
  %67 = mul nuw nsw i64 %46, %63
  %68 = icmp sle i64 %67, %9
  br label %69

69:                                               ; preds = %62, %51
  %70 = phi i64 [ %67, %62 ], [ %46, %51 ]
  %71 = phi i1 [ %68, %62 ], [ false, %51 ]
  %72 = phi i64 [ %66, %62 ], [ %48, %51 ]
  br i1 %71, label %73, label %173

73:                                               ; preds = %69, %49
  %74 = phi i64 [ %70, %69 ], [ %46, %49 ]
  %75 = phi i64 [ %72, %69 ], [ %48, %49 ]
  %76 = icmp samesign ugt i32 %25, 2
  br i1 %76, label %77, label %99

77:                                               ; preds = %73
  %78 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %81 = load i64, ptr %80, align 8, !tbaa !19
  %82 = add i32 %79, -1
  %83 = icmp ult i32 %82, 4096
  %84 = icmp sgt i64 %81, -1
  %85 = icmp slt i64 %81, %7
  %86 = and i1 %84, %85
  %87 = select i1 %83, i1 %86, i1 false
  br i1 %87, label %88, label %95

88:                                               ; preds = %77
  %89 = zext nneg i32 %79 to i64
  %90 = add nsw i64 %89, -1
  %91 = mul nsw i64 %90, %81
  %92 = add nsw i64 %91, %75
  %93 = mul nuw nsw i64 %74, %89
  %94 = icmp sle i64 %93, %9
  br label %95

95:                                               ; preds = %88, %77
  %96 = phi i64 [ %93, %88 ], [ %74, %77 ]
  %97 = phi i1 [ %94, %88 ], [ false, %77 ]
  %98 = phi i64 [ %92, %88 ], [ %75, %77 ]
  br i1 %97, label %99, label %173

99:                                               ; preds = %95, %73
  %100 = phi i64 [ %96, %95 ], [ %74, %73 ]
  %101 = phi i64 [ %98, %95 ], [ %75, %73 ]
  %102 = icmp samesign ugt i32 %25, 3
  br i1 %102, label %103, label %125

103:                                              ; preds = %99
  %104 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %105 = load i32, ptr %104, align 8, !tbaa !6
  %106 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %107 = load i64, ptr %106, align 8, !tbaa !19
  %108 = add i32 %105, -1
  %109 = icmp ult i32 %108, 4096
  %110 = icmp sgt i64 %107, -1
  %111 = icmp slt i64 %107, %7
  %112 = and i1 %110, %111
  %113 = select i1 %109, i1 %112, i1 false
  br i1 %113, label %114, label %121

114:                                              ; preds = %103
  %115 = zext nneg i32 %105 to i64
  %116 = add nsw i64 %115, -1
  %117 = mul nsw i64 %116, %107
  %118 = add nsw i64 %117, %101
  %119 = mul nuw nsw i64 %100, %115
  %120 = icmp sle i64 %119, %9
  br label %121

121:                                              ; preds = %114, %103
  %122 = phi i64 [ %119, %114 ], [ %100, %103 ]
  %123 = phi i1 [ %120, %114 ], [ false, %103 ]
  %124 = phi i64 [ %118, %114 ], [ %101, %103 ]
  br i1 %123, label %125, label %173

125:                                              ; preds = %121, %99
  %126 = phi i64 [ %122, %121 ], [ %100, %99 ]
  %127 = phi i64 [ %124, %121 ], [ %101, %99 ]
  %128 = icmp samesign ugt i32 %25, 4
  br i1 %128, label %129, label %151

129:                                              ; preds = %125
  %130 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %133 = load i64, ptr %132, align 8, !tbaa !19
  %134 = add i32 %131, -1
  %135 = icmp ult i32 %134, 4096
  %136 = icmp sgt i64 %133, -1
  %137 = icmp slt i64 %133, %7
  %138 = and i1 %136, %137
  %139 = select i1 %135, i1 %138, i1 false
  br i1 %139, label %140, label %147

140:                                              ; preds = %129
  %141 = zext nneg i32 %131 to i64
  %142 = add nsw i64 %141, -1
  %143 = mul nsw i64 %142, %133
  %144 = add nsw i64 %143, %127
  %145 = mul nuw nsw i64 %126, %141
  %146 = icmp sle i64 %145, %9
  br label %147

147:                                              ; preds = %140, %129
  %148 = phi i64 [ %145, %140 ], [ %126, %129 ]
  %149 = phi i1 [ %146, %140 ], [ false, %129 ]
  %150 = phi i64 [ %144, %140 ], [ %127, %129 ]
  br i1 %149, label %151, label %173

151:                                              ; preds = %147, %125
  %152 = phi i64 [ %148, %147 ], [ %126, %125 ]
  %153 = phi i64 [ %150, %147 ], [ %127, %125 ]
  %154 = icmp samesign ugt i32 %25, 5
  br i1 %154, label %155, label %173

155:                                              ; preds = %151
  %156 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %157 = load i32, ptr %156, align 8, !tbaa !6
  %158 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %159 = load i64, ptr %158, align 8, !tbaa !19
  %160 = add i32 %157, -1
  %161 = icmp ult i32 %160, 4096
  %162 = icmp sgt i64 %159, -1
  %163 = icmp slt i64 %159, %7
  %164 = and i1 %162, %163
  %165 = select i1 %161, i1 %164, i1 false
  br i1 %165, label %166, label %173

166:                                              ; preds = %155
  %167 = zext nneg i32 %157 to i64
  %168 = add nsw i64 %167, -1
  %169 = mul nsw i64 %168, %159
  %170 = add nsw i64 %169, %153
  %171 = mul nsw i64 %152, %167
  %172 = icmp sle i64 %171, %9
  br label %173

173:                                              ; preds = %155, %166, %151, %147, %121, %95, %69, %45
  %174 = phi i1 [ false, %45 ], [ false, %121 ], [ false, %69 ], [ true, %151 ], [ false, %95 ], [ false, %147 ], [ %172, %166 ], [ false, %155 ]
  %175 = phi i64 [ %46, %45 ], [ %122, %121 ], [ %70, %69 ], [ %152, %151 ], [ %96, %95 ], [ %148, %147 ], [ %171, %166 ], [ %152, %155 ]
  %176 = phi i64 [ %48, %45 ], [ %124, %121 ], [ %72, %69 ], [ %153, %151 ], [ %98, %95 ], [ %150, %147 ], [ %170, %166 ], [ %153, %155 ]
  %177 = icmp sgt i64 %176, -1
  %178 = icmp slt i64 %176, %7
  %179 = and i1 %177, %178
  %180 = select i1 %174, i1 %179, i1 false
  br label %181

181:                                              ; preds = %173, %22
  %182 = phi i64 [ undef, %22 ], [ %175, %173 ]
  %183 = phi i1 [ false, %22 ], [ %180, %173 ]
  br i1 %183, label %184, label %613

184:                                              ; preds = %181
  %185 = getelementptr inbounds nuw i8, ptr %3, i64 80
  br i1 %27, label %613, label %186

186:                                              ; preds = %184
  %187 = mul nsw i64 %6, %24
  %188 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = load i64, ptr %185, align 8, !tbaa !19
  %191 = add i32 %189, -1
  %192 = icmp ult i32 %191, 4096
  %193 = icmp sgt i64 %190, -1
  %194 = icmp slt i64 %190, %8
  %195 = and i1 %193, %194
  %196 = select i1 %192, i1 %195, i1 false
  br i1 %196, label %197, label %203

197:                                              ; preds = %186
  %198 = zext nneg i32 %189 to i64
  %199 = add nsw i64 %198, -1
  %200 = mul nsw i64 %199, %190
  %201 = add nsw i64 %200, %187
  %202 = icmp sge i64 %9, %198
  br label %203

203:                                              ; preds = %197, %186
  %204 = phi i64 [ %198, %197 ], [ 1, %186 ]
  %205 = phi i1 [ %202, %197 ], [ false, %186 ]
  %206 = phi i64 [ %201, %197 ], [ %187, %186 ]
  br i1 %205, label %207, label %331

207:                                              ; preds = %203
  %208 = icmp samesign ugt i32 %25, 1
  br i1 %208, label %209, label %231

209:                                              ; preds = %207
  %210 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %211 = load i32, ptr %210, align 8, !tbaa !6
  %212 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %213 = load i64, ptr %212, align 8, !tbaa !19
  %214 = add i32 %211, -1
  %215 = icmp ult i32 %214, 4096
  %216 = icmp sgt i64 %213, -1
  %217 = icmp slt i64 %213, %8
  %218 = and i1 %216, %217
  %219 = select i1 %215, i1 %218, i1 false
  br i1 %219, label %220, label %227

220:                                              ; preds = %209
  %221 = zext nneg i32 %211 to i64
  %222 = add nsw i64 %221, -1
  %223 = mul nsw i64 %222, %213
  %224 = add nsw i64 %223, %206
  %225 = mul nuw nsw i64 %204, %221
  %226 = icmp sle i64 %225, %9
  br label %227

227:                                              ; preds = %220, %209
  %228 = phi i64 [ %225, %220 ], [ %204, %209 ]
  %229 = phi i1 [ %226, %220 ], [ false, %209 ]
  %230 = phi i64 [ %224, %220 ], [ %206, %209 ]
  br i1 %229, label %231, label %331

231:                                              ; preds = %227, %207
  %232 = phi i64 [ %228, %227 ], [ %204, %207 ]
  %233 = phi i64 [ %230, %227 ], [ %206, %207 ]
  %234 = icmp samesign ugt i32 %25, 2
  br i1 %234, label %235, label %257

235:                                              ; preds = %231
  %236 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %237 = load i32, ptr %236, align 4, !tbaa !6
  %238 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %239 = load i64, ptr %238, align 8, !tbaa !19
  %240 = add i32 %237, -1
  %241 = icmp ult i32 %240, 4096
  %242 = icmp sgt i64 %239, -1
  %243 = icmp slt i64 %239, %8
  %244 = and i1 %242, %243
  %245 = select i1 %241, i1 %244, i1 false
  br i1 %245, label %246, label %253

246:                                              ; preds = %235
  %247 = zext nneg i32 %237 to i64
  %248 = add nsw i64 %247, -1
  %249 = mul nsw i64 %248, %239
  %250 = add nsw i64 %249, %233
  %251 = mul nuw nsw i64 %232, %247
  %252 = icmp sle i64 %251, %9
  br label %253

253:                                              ; preds = %246, %235
  %254 = phi i64 [ %251, %246 ], [ %232, %235 ]
  %255 = phi i1 [ %252, %246 ], [ false, %235 ]
  %256 = phi i64 [ %250, %246 ], [ %233, %235 ]
  br i1 %255, label %257, label %331

257:                                              ; preds = %253, %231
  %258 = phi i64 [ %254, %253 ], [ %232, %231 ]
  %259 = phi i64 [ %256, %253 ], [ %233, %231 ]
  %260 = icmp samesign ugt i32 %25, 3
  br i1 %260, label %261, label %283

261:                                              ; preds = %257
  %262 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %263 = load i32, ptr %262, align 8, !tbaa !6
  %264 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %265 = load i64, ptr %264, align 8, !tbaa !19
  %266 = add i32 %263, -1
  %267 = icmp ult i32 %266, 4096
  %268 = icmp sgt i64 %265, -1
  %269 = icmp slt i64 %265, %8
  %270 = and i1 %268, %269
  %271 = select i1 %267, i1 %270, i1 false
  br i1 %271, label %272, label %279

272:                                              ; preds = %261
  %273 = zext nneg i32 %263 to i64
  %274 = add nsw i64 %273, -1
  %275 = mul nsw i64 %274, %265
  %276 = add nsw i64 %275, %259
  %277 = mul nuw nsw i64 %258, %273
  %278 = icmp sle i64 %277, %9
  br label %279

279:                                              ; preds = %272, %261
  %280 = phi i64 [ %277, %272 ], [ %258, %261 ]
  %281 = phi i1 [ %278, %272 ], [ false, %261 ]
  %282 = phi i64 [ %276, %272 ], [ %259, %261 ]
  br i1 %281, label %283, label %331

283:                                              ; preds = %279, %257
  %284 = phi i64 [ %280, %279 ], [ %258, %257 ]
  %285 = phi i64 [ %282, %279 ], [ %259, %257 ]
  %286 = icmp samesign ugt i32 %25, 4
  br i1 %286, label %287, label %309

287:                                              ; preds = %283
  %288 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %289 = load i32, ptr %288, align 4, !tbaa !6
  %290 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %291 = load i64, ptr %290, align 8, !tbaa !19
  %292 = add i32 %289, -1
  %293 = icmp ult i32 %292, 4096
  %294 = icmp sgt i64 %291, -1
  %295 = icmp slt i64 %291, %8
  %296 = and i1 %294, %295
  %297 = select i1 %293, i1 %296, i1 false
  br i1 %297, label %298, label %305

298:                                              ; preds = %287
  %299 = zext nneg i32 %289 to i64
  %300 = add nsw i64 %299, -1
  %301 = mul nsw i64 %300, %291
  %302 = add nsw i64 %301, %285
  %303 = mul nuw nsw i64 %284, %299
  %304 = icmp sle i64 %303, %9
  br label %305

305:                                              ; preds = %298, %287
  %306 = phi i64 [ %303, %298 ], [ %284, %287 ]
  %307 = phi i1 [ %304, %298 ], [ false, %287 ]
  %308 = phi i64 [ %302, %298 ], [ %285, %287 ]
  br i1 %307, label %309, label %331

309:                                              ; preds = %305, %283
  %310 = phi i64 [ %306, %305 ], [ %284, %283 ]
  %311 = phi i64 [ %308, %305 ], [ %285, %283 ]
  %312 = icmp samesign ugt i32 %25, 5
  br i1 %312, label %313, label %331

313:                                              ; preds = %309
  %314 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %315 = load i32, ptr %314, align 8, !tbaa !6
  %316 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %317 = load i64, ptr %316, align 8, !tbaa !19
  %318 = add i32 %315, -1
  %319 = icmp ult i32 %318, 4096
  %320 = icmp sgt i64 %317, -1
  %321 = icmp slt i64 %317, %8
  %322 = and i1 %320, %321
  %323 = select i1 %319, i1 %322, i1 false
  br i1 %323, label %324, label %331

324:                                              ; preds = %313
  %325 = zext nneg i32 %315 to i64
  %326 = add nsw i64 %325, -1
  %327 = mul nsw i64 %326, %317
  %328 = add nsw i64 %327, %311
  %329 = mul nsw i64 %310, %325
  %330 = icmp sle i64 %329, %9
  br label %331

331:                                              ; preds = %313, %324, %309, %305, %279, %253, %227, %203
  %332 = phi i1 [ false, %203 ], [ false, %279 ], [ false, %227 ], [ true, %309 ], [ false, %253 ], [ false, %305 ], [ %330, %324 ], [ false, %313 ]
  %333 = phi i64 [ %206, %203 ], [ %282, %279 ], [ %230, %227 ], [ %311, %309 ], [ %256, %253 ], [ %308, %305 ], [ %328, %324 ], [ %311, %313 ]
  %334 = icmp sgt i64 %333, -1
  %335 = icmp slt i64 %333, %8
  %336 = and i1 %334, %335
  %337 = select i1 %332, i1 %336, i1 false
  br i1 %337, label %338, label %613

338:                                              ; preds = %331
  %339 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %340 = and i32 %339, 31
  %341 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %342 = zext nneg i32 %341 to i64
  %343 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %344 = zext nneg i32 %343 to i64
  %345 = mul nuw nsw i64 %342, %344
  %346 = zext nneg i32 %339 to i64
  %347 = add nuw nsw i64 %345, %346
  %348 = lshr i64 %347, 5
  %349 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %350 = zext nneg i32 %349 to i64
  %351 = mul nuw nsw i64 %350, %344
  %352 = lshr i64 %351, 5
  %353 = icmp slt i64 %348, %182
  br i1 %353, label %354, label %613

354:                                              ; preds = %338
  %355 = or disjoint i32 %340, 96
  %356 = icmp samesign ult i32 %355, %4
  %357 = icmp eq i32 %340, 0
  %358 = fcmp contract oeq float %11, 0.000000e+00
  %359 = icmp sgt i32 %25, 5
  %360 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %361 = load i32, ptr %360, align 8
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %364 = load i64, ptr %363, align 8
  %365 = icmp sgt i32 %25, 4
  %366 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %367 = load i32, ptr %366, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %370 = load i64, ptr %369, align 8
  %371 = icmp sgt i32 %25, 3
  %372 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %373 = load i32, ptr %372, align 8
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %376 = load i64, ptr %375, align 8
  %377 = icmp sgt i32 %25, 2
  %378 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %379 = load i32, ptr %378, align 4
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %382 = load i64, ptr %381, align 8
  %383 = icmp sgt i32 %25, 1
  %384 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %385 = load i32, ptr %384, align 8
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %388 = load i64, ptr %387, align 8
  %389 = load i32, ptr %188, align 4
  %390 = sext i32 %389 to i64
  %391 = load i64, ptr %23, align 8
  %392 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %393 = load i32, ptr %392, align 8
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds nuw i8, ptr %3, i64 120
  %396 = load i64, ptr %395, align 8
  %397 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %398 = load i32, ptr %397, align 4
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds nuw i8, ptr %3, i64 112
  %401 = load i64, ptr %400, align 8
  %402 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %403 = load i32, ptr %402, align 8
  %404 = sext i32 %403 to i64
  %405 = getelementptr inbounds nuw i8, ptr %3, i64 104
  %406 = load i64, ptr %405, align 8
  %407 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %408 = load i32, ptr %407, align 4
  %409 = sext i32 %408 to i64
  %410 = getelementptr inbounds nuw i8, ptr %3, i64 96
  %411 = load i64, ptr %410, align 8
  %412 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %413 = load i32, ptr %412, align 8
  %414 = sext i32 %413 to i64
  %415 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %416 = load i64, ptr %415, align 8
  %417 = load i32, ptr %188, align 4
  %418 = sext i32 %417 to i64
  %419 = load i64, ptr %185, align 8
  br label %420

420:                                              ; preds = %354, %610
  %421 = phi i64 [ %348, %354 ], [ %611, %610 ]
  br i1 %359, label %422, label %427

422:                                              ; preds = %420
  %423 = sdiv i64 %421, %362
  %424 = mul nsw i64 %423, %362
  %425 = sub nsw i64 %421, %424
  %426 = mul nsw i64 %425, %364
  br label %427

427:                                              ; preds = %422, %420
  %428 = phi i64 [ %426, %422 ], [ 0, %420 ]
  %429 = phi i64 [ %423, %422 ], [ %421, %420 ]
  br i1 %365, label %430, label %436

430:                                              ; preds = %427
  %431 = sdiv i64 %429, %368
  %432 = mul nsw i64 %431, %368
  %433 = sub nsw i64 %429, %432
  %434 = mul nsw i64 %433, %370
  %435 = add nsw i64 %434, %428
  br label %436

436:                                              ; preds = %430, %427
  %437 = phi i64 [ %435, %430 ], [ %428, %427 ]
  %438 = phi i64 [ %431, %430 ], [ %429, %427 ]
  br i1 %371, label %439, label %445

439:                                              ; preds = %436
  %440 = sdiv i64 %438, %374
  %441 = mul nsw i64 %440, %374
  %442 = sub nsw i64 %438, %441
  %443 = mul nsw i64 %442, %376
  %444 = add nsw i64 %443, %437
  br label %445

445:                                              ; preds = %439, %436
  %446 = phi i64 [ %444, %439 ], [ %437, %436 ]
  %447 = phi i64 [ %440, %439 ], [ %438, %436 ]
  br i1 %377, label %448, label %454

448:                                              ; preds = %445
  %449 = sdiv i64 %447, %380
  %450 = mul nsw i64 %449, %380
  %451 = sub nsw i64 %447, %450
  %452 = mul nsw i64 %451, %382
  %453 = add nsw i64 %452, %446
  br label %454

454:                                              ; preds = %448, %445
  %455 = phi i64 [ %453, %448 ], [ %446, %445 ]
  %456 = phi i64 [ %449, %448 ], [ %447, %445 ]
  br i1 %383, label %457, label %463

457:                                              ; preds = %454
  %458 = sdiv i64 %456, %386
  %459 = mul nsw i64 %458, %386
  %460 = sub nsw i64 %456, %459
  %461 = mul nsw i64 %460, %388
  %462 = add nsw i64 %461, %455
  br label %463

463:                                              ; preds = %454, %457
  %464 = phi i64 [ %462, %457 ], [ %455, %454 ]
  %465 = phi i64 [ %458, %457 ], [ %456, %454 ]
  %466 = freeze i64 %465
  %467 = srem i64 %466, %390
  %468 = mul nsw i64 %467, %391
  br i1 %359, label %469, label %474

469:                                              ; preds = %463
  %470 = sdiv i64 %421, %394
  %471 = mul nsw i64 %470, %394
  %472 = sub nsw i64 %421, %471
  %473 = mul nsw i64 %472, %396
  br label %474

474:                                              ; preds = %469, %463
  %475 = phi i64 [ %473, %469 ], [ 0, %463 ]
  %476 = phi i64 [ %470, %469 ], [ %421, %463 ]
  br i1 %365, label %477, label %483

477:                                              ; preds = %474
  %478 = sdiv i64 %476, %399
  %479 = mul nsw i64 %478, %399
  %480 = sub nsw i64 %476, %479
  %481 = mul nsw i64 %480, %401
  %482 = add nsw i64 %481, %475
  br label %483

483:                                              ; preds = %477, %474
  %484 = phi i64 [ %482, %477 ], [ %475, %474 ]
  %485 = phi i64 [ %478, %477 ], [ %476, %474 ]
  br i1 %371, label %486, label %492

486:                                              ; preds = %483
  %487 = sdiv i64 %485, %404
  %488 = mul nsw i64 %487, %404
  %489 = sub nsw i64 %485, %488
  %490 = mul nsw i64 %489, %406
  %491 = add nsw i64 %490, %484
  br label %492

492:                                              ; preds = %486, %483
  %493 = phi i64 [ %491, %486 ], [ %484, %483 ]
  %494 = phi i64 [ %487, %486 ], [ %485, %483 ]
  br i1 %377, label %495, label %501

495:                                              ; preds = %492
  %496 = sdiv i64 %494, %409
  %497 = mul nsw i64 %496, %409
  %498 = sub nsw i64 %494, %497
  %499 = mul nsw i64 %498, %411
  %500 = add nsw i64 %499, %493
  br label %501

501:                                              ; preds = %495, %492
  %502 = phi i64 [ %500, %495 ], [ %493, %492 ]
  %503 = phi i64 [ %496, %495 ], [ %494, %492 ]
  br i1 %383, label %504, label %510

504:                                              ; preds = %501
  %505 = sdiv i64 %503, %414
  %506 = mul nsw i64 %505, %414
  %507 = sub nsw i64 %503, %506
  %508 = mul nsw i64 %507, %416
  %509 = add nsw i64 %508, %502
  br label %510

510:                                              ; preds = %501, %504
  %511 = phi i64 [ %509, %504 ], [ %502, %501 ]
  %512 = phi i64 [ %505, %504 ], [ %503, %501 ]
  %513 = freeze i64 %512
  %514 = srem i64 %513, %418
  %515 = mul nsw i64 %514, %419
  %516 = getelementptr float, ptr %0, i64 %468
  %517 = getelementptr float, ptr %516, i64 %464
  %518 = getelementptr float, ptr %1, i64 %515
  %519 = getelementptr float, ptr %518, i64 %511
  br i1 %356, label %528, label %522

520:                                              ; preds = %528
  %521 = fadd contract float %560, %568
  br label %522

522:                                              ; preds = %520, %510
  %523 = phi float [ 0.000000e+00, %510 ], [ %542, %520 ]
  %524 = phi float [ 0.000000e+00, %510 ], [ %551, %520 ]
  %525 = phi float [ 0.000000e+00, %510 ], [ %521, %520 ]
  %526 = phi i32 [ %340, %510 ], [ %569, %520 ]
  %527 = icmp slt i32 %526, %4
  br i1 %527, label %572, label %585

528:                                              ; preds = %510, %528
  %529 = phi i32 [ %570, %528 ], [ %355, %510 ]
  %530 = phi i32 [ %569, %528 ], [ %340, %510 ]
  %531 = phi float [ %568, %528 ], [ 0.000000e+00, %510 ]
  %532 = phi float [ %560, %528 ], [ 0.000000e+00, %510 ]
  %533 = phi float [ %551, %528 ], [ 0.000000e+00, %510 ]
  %534 = phi float [ %542, %528 ], [ 0.000000e+00, %510 ]
  %535 = zext nneg i32 %530 to i64
  %536 = mul nsw i64 %5, %535
  %537 = getelementptr inbounds float, ptr %517, i64 %536
  %538 = load float, ptr %537, align 4, !tbaa !22
  %539 = mul nsw i64 %6, %535
  %540 = getelementptr inbounds float, ptr %519, i64 %539
  %541 = load float, ptr %540, align 4, !tbaa !22
  %542 = tail call noundef float @llvm.fma.f32(float %538, float %541, float %534)
  %543 = add nuw nsw i32 %530, 32
  %544 = zext nneg i32 %543 to i64
  %545 = mul nsw i64 %5, %544
  %546 = getelementptr inbounds float, ptr %517, i64 %545
  %547 = load float, ptr %546, align 4, !tbaa !22
  %548 = mul nsw i64 %6, %544
  %549 = getelementptr inbounds float, ptr %519, i64 %548
  %550 = load float, ptr %549, align 4, !tbaa !22
  %551 = tail call noundef float @llvm.fma.f32(float %547, float %550, float %533)
  %552 = add nuw nsw i32 %530, 64
  %553 = zext nneg i32 %552 to i64
  %554 = mul nsw i64 %5, %553
  %555 = getelementptr inbounds float, ptr %517, i64 %554
  %556 = load float, ptr %555, align 4, !tbaa !22
  %557 = mul nsw i64 %6, %553
  %558 = getelementptr inbounds float, ptr %519, i64 %557
  %559 = load float, ptr %558, align 4, !tbaa !22
  %560 = tail call noundef float @llvm.fma.f32(float %556, float %559, float %532)
  %561 = zext nneg i32 %529 to i64
  %562 = mul nsw i64 %5, %561
  %563 = getelementptr inbounds float, ptr %517, i64 %562
  %564 = load float, ptr %563, align 4, !tbaa !22
  %565 = mul nsw i64 %6, %561
  %566 = getelementptr inbounds float, ptr %519, i64 %565
  %567 = load float, ptr %566, align 4, !tbaa !22
  %568 = tail call noundef float @llvm.fma.f32(float %564, float %567, float %531)
  %569 = add nuw nsw i32 %530, 128
  %570 = add nuw nsw i32 %530, 224
  %571 = icmp slt i32 %570, %4
  br i1 %571, label %528, label %520, !llvm.loop !38

572:                                              ; preds = %522, %572
  %573 = phi i32 [ %583, %572 ], [ %526, %522 ]
  %574 = phi float [ %582, %572 ], [ %523, %522 ]
  %575 = zext nneg i32 %573 to i64
  %576 = mul nsw i64 %5, %575
  %577 = getelementptr inbounds float, ptr %517, i64 %576
  %578 = load float, ptr %577, align 4, !tbaa !22
  %579 = mul nsw i64 %6, %575
  %580 = getelementptr inbounds float, ptr %519, i64 %579
  %581 = load float, ptr %580, align 4, !tbaa !22
  %582 = tail call noundef float @llvm.fma.f32(float %578, float %581, float %574)
  %583 = add nuw nsw i32 %573, 32
  %584 = icmp slt i32 %583, %4
  br i1 %584, label %572, label %585, !llvm.loop !39

585:                                              ; preds = %572, %522
  %586 = phi float [ %523, %522 ], [ %582, %572 ]
  %587 = fadd contract float %524, %586
  %588 = fadd contract float %525, %587
  %589 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %588, i32 16, i32 31)
  %590 = fadd contract float %588, %589
  %591 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %590, i32 8, i32 31)
  %592 = fadd contract float %590, %591
  %593 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %592, i32 4, i32 31)
  %594 = fadd contract float %592, %593
  %595 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %594, i32 2, i32 31)
  %596 = fadd contract float %594, %595
  %597 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %596, i32 1, i32 31)
  %598 = fadd contract float %596, %597
  br i1 %357, label %599, label %610

599:                                              ; preds = %585
  br i1 %358, label %600, label %602

600:                                              ; preds = %599
  %601 = fmul contract float %10, %598
  br label %607

602:                                              ; preds = %599
  %603 = getelementptr inbounds nuw float, ptr %2, i64 %421
  %604 = load float, ptr %603, align 4, !tbaa !22
  %605 = fmul contract float %11, %604
  %606 = tail call noundef float @llvm.fma.f32(float %10, float %598, float %605)
  br label %607

607:                                              ; preds = %602, %600
  %608 = phi contract float [ %601, %600 ], [ %606, %602 ]
  %609 = getelementptr inbounds nuw float, ptr %2, i64 %421
  store float %608, ptr %609, align 4, !tbaa !22
  br label %610

610:                                              ; preds = %607, %585
  %611 = add nuw nsw i64 %421, %352
  %612 = icmp slt i64 %611, %182
  br i1 %612, label %420, label %613, !llvm.loop !40

613:                                              ; preds = %610, %338, %181, %331, %184, %12
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
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = distinct !{!26, !25}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_Z12permute_bodyIdEvPKT_PS0_RK11StridedDescxxS0_S0_: argument 0"}
!29 = distinct !{!29, !"_Z12permute_bodyIdEvPKT_PS0_RK11StridedDescxxS0_S0_"}
!30 = !{!31}
!31 = distinct !{!31, !29, !"_Z12permute_bodyIdEvPKT_PS0_RK11StridedDescxxS0_S0_: argument 1"}
!32 = !{!28, !31}
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !8, i64 0}
!35 = distinct !{!35, !25}
!36 = distinct !{!36, !25}
!37 = distinct !{!37, !25}
!38 = distinct !{!38, !25}
!39 = distinct !{!39, !25}
!40 = distinct !{!40, !25}
