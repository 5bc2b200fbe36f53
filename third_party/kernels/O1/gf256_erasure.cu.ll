; ModuleID = 'src/gf256_erasure.cu'
source_filename = "src/gf256_erasure.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint4 = type { i32, i32, i32, i32 }

@_ZZ16rs_encode_parityE5s_exp = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 1
@_ZZ16rs_encode_parityE5s_log = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 1
@_ZZ16rs_encode_parityE6s_clog = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 1
@_ZZ16rs_encode_parityE5s_cnz = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 1
@_ZZ12rs_syndromesE7s_alpha = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ12rs_syndromesE7s_dirty = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rs_encode_parity(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %9 = tail call noundef range(i32 0, 256) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %8, i32 16)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %11 = tail call noundef range(i32 0, 256) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %10, i32 8)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, 255
  br i1 %13, label %14, label %19

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

16:                                               ; preds = %156, %14
  %17 = phi i32 [ %12, %14 ], [ %165, %156 ]
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %156, label %21

19:                                               ; preds = %156, %7
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %167, label %168

21:                                               ; preds = %16, %94
  %22 = phi i32 [ %154, %94 ], [ %17, %16 ]
  %23 = phi i32 [ %95, %94 ], [ 1, %16 ]
  %24 = phi i32 [ %153, %94 ], [ 2, %16 ]
  %25 = and i32 %22, 1
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %94, label %27

27:                                               ; preds = %21
  %28 = and i32 %24, 1
  %29 = icmp eq i32 %28, 0
  %30 = select i1 %29, i32 0, i32 %23
  %31 = shl nuw nsw i32 %23, 1
  %32 = icmp samesign ult i32 %23, 128
  %33 = select i1 %32, i32 0, i32 285
  %34 = xor i32 %33, %31
  %35 = and i32 %24, 2
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 0, i32 %34
  %38 = xor i32 %37, %30
  %39 = shl nuw nsw i32 %34, 1
  %40 = and i32 %23, 64
  %41 = icmp eq i32 %40, 0
  %42 = select i1 %41, i32 0, i32 285
  %43 = xor i32 %39, %42
  %44 = and i32 %24, 4
  %45 = icmp eq i32 %44, 0
  %46 = select i1 %45, i32 0, i32 %43
  %47 = xor i32 %38, %46
  %48 = shl nuw nsw i32 %43, 1
  %49 = and i32 %23, 32
  %50 = icmp eq i32 %49, 0
  %51 = select i1 %50, i32 0, i32 285
  %52 = xor i32 %48, %51
  %53 = and i32 %24, 8
  %54 = icmp eq i32 %53, 0
  %55 = select i1 %54, i32 0, i32 %52
  %56 = xor i32 %47, %55
  %57 = shl nuw i32 %52, 1
  %58 = and i32 %23, 16
  %59 = icmp eq i32 %58, 0
  %60 = select i1 %59, i32 0, i32 285
  %61 = xor i32 %57, %60
  %62 = and i32 %24, 16
  %63 = icmp eq i32 %62, 0
  %64 = select i1 %63, i32 0, i32 %61
  %65 = xor i32 %56, %64
  %66 = shl i32 %61, 1
  %67 = and i32 %34, 16
  %68 = icmp eq i32 %67, 0
  %69 = select i1 %68, i32 0, i32 285
  %70 = xor i32 %66, %69
  %71 = and i32 %24, 32
  %72 = icmp eq i32 %71, 0
  %73 = select i1 %72, i32 0, i32 %70
  %74 = xor i32 %65, %73
  %75 = shl i32 %70, 1
  %76 = and i32 %43, 16
  %77 = icmp eq i32 %76, 0
  %78 = select i1 %77, i32 0, i32 285
  %79 = xor i32 %75, %78
  %80 = and i32 %24, 64
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, i32 0, i32 %79
  %83 = xor i32 %74, %82
  %84 = shl i32 %79, 1
  %85 = and i32 %52, 16
  %86 = icmp eq i32 %85, 0
  %87 = select i1 %86, i32 0, i32 29
  %88 = xor i32 %84, %87
  %89 = and i32 %24, 128
  %90 = icmp eq i32 %89, 0
  %91 = select i1 %90, i32 0, i32 %88
  %92 = xor i32 %83, %91
  %93 = and i32 %92, 255
  br label %94

94:                                               ; preds = %27, %21
  %95 = phi i32 [ %93, %27 ], [ %23, %21 ]
  %96 = and i32 %24, 1
  %97 = icmp eq i32 %96, 0
  %98 = select i1 %97, i32 0, i32 %24
  %99 = shl i32 %24, 1
  %100 = and i32 %24, 128
  %101 = icmp eq i32 %100, 0
  %102 = select i1 %101, i32 0, i32 285
  %103 = xor i32 %102, %99
  %104 = and i32 %24, 2
  %105 = icmp eq i32 %104, 0
  %106 = select i1 %105, i32 0, i32 %103
  %107 = xor i32 %106, %98
  %108 = shl i32 %103, 1
  %109 = and i32 %24, 64
  %110 = icmp eq i32 %109, 0
  %111 = select i1 %110, i32 0, i32 285
  %112 = xor i32 %108, %111
  %113 = and i32 %24, 4
  %114 = icmp eq i32 %113, 0
  %115 = select i1 %114, i32 0, i32 %112
  %116 = xor i32 %107, %115
  %117 = shl i32 %112, 1
  %118 = and i32 %24, 32
  %119 = icmp eq i32 %118, 0
  %120 = select i1 %119, i32 0, i32 285
  %121 = xor i32 %117, %120
  %122 = and i32 %24, 8
  %123 = icmp eq i32 %122, 0
  %124 = select i1 %123, i32 0, i32 %121
  %125 = xor i32 %116, %124
  %126 = shl i32 %121, 1
  %127 = and i32 %24, 16
  %128 = icmp eq i32 %127, 0
  %129 = select i1 %128, i32 0, i32 285
  %130 = xor i32 %126, %129
  %131 = select i1 %128, i32 0, i32 %130
  %132 = xor i32 %125, %131
  %133 = shl i32 %130, 1
  %134 = and i32 %103, 16
  %135 = icmp eq i32 %134, 0
  %136 = select i1 %135, i32 0, i32 285
  %137 = xor i32 %133, %136
  %138 = select i1 %119, i32 0, i32 %137
  %139 = xor i32 %132, %138
  %140 = shl i32 %137, 1
  %141 = and i32 %112, 16
  %142 = icmp eq i32 %141, 0
  %143 = select i1 %142, i32 0, i32 285
  %144 = xor i32 %140, %143
  %145 = select i1 %110, i32 0, i32 %144
  %146 = xor i32 %139, %145
  %147 = shl i32 %144, 1
  %148 = and i32 %121, 16
  %149 = icmp eq i32 %148, 0
  %150 = select i1 %149, i32 0, i32 285
  %151 = xor i32 %147, %150
  %152 = select i1 %101, i32 0, i32 %151
  %153 = xor i32 %146, %152
  %154 = lshr i32 %22, 1
  %155 = icmp eq i32 %154, 0
  br i1 %155, label %156, label %21, !llvm.loop !11

156:                                              ; preds = %94, %16
  %157 = phi i32 [ 1, %16 ], [ %95, %94 ]
  %158 = trunc nuw i32 %157 to i8
  %159 = zext nneg i32 %17 to i64
  %160 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %159
  store i8 %158, ptr %160, align 1, !tbaa !14
  %161 = getelementptr i8, ptr %160, i64 255
  store i8 %158, ptr %161, align 1, !tbaa !14
  %162 = trunc nuw i32 %17 to i8
  %163 = zext nneg i32 %157 to i64
  %164 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %163
  store i8 %162, ptr %164, align 1, !tbaa !14
  %165 = add nuw nsw i32 %17, %15
  %166 = icmp samesign ult i32 %165, 255
  br i1 %166, label %16, label %19, !llvm.loop !15

167:                                              ; preds = %19
  store i8 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), align 1, !tbaa !14
  br label %168

168:                                              ; preds = %19, %167
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %169 = mul nuw nsw i32 %11, %9
  %170 = icmp samesign ult i32 %12, %169
  br i1 %170, label %171, label %173

171:                                              ; preds = %168
  %172 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %175

173:                                              ; preds = %175, %168
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %174 = icmp slt i32 %2, 1
  br i1 %174, label %1561, label %189

175:                                              ; preds = %171, %175
  %176 = phi i32 [ %12, %171 ], [ %187, %175 ]
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw i8, ptr %4, i64 %177
  %179 = load i8, ptr %178, align 1, !tbaa !14
  %180 = icmp ne i8 %179, 0
  %181 = zext i1 %180 to i8
  %182 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %177
  store i8 %181, ptr %182, align 1, !tbaa !14
  %183 = zext i8 %179 to i64
  %184 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %183
  %185 = load i8, ptr %184, align 1, !tbaa !14
  %186 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %177
  store i8 %185, ptr %186, align 1, !tbaa !14
  %187 = add nuw nsw i32 %176, %172
  %188 = icmp samesign ult i32 %187, %169
  br i1 %188, label %175, label %173, !llvm.loop !16

189:                                              ; preds = %173
  %190 = zext nneg i32 %2 to i64
  %191 = icmp slt i64 %3, %190
  br i1 %191, label %1561, label %192

192:                                              ; preds = %189
  %193 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %194 = zext nneg i32 %193 to i64
  %195 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %196 = zext nneg i32 %195 to i64
  %197 = mul nuw nsw i64 %194, %196
  %198 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %199 = zext nneg i32 %198 to i64
  %200 = mul nuw nsw i64 %199, %196
  %201 = zext nneg i32 %12 to i64
  %202 = add nuw nsw i64 %200, %201
  %203 = icmp samesign ult i64 %202, %190
  br i1 %203, label %204, label %1561

204:                                              ; preds = %192
  %205 = icmp slt i32 %5, 1
  %206 = icmp sgt i32 %1, 0
  %207 = icmp sgt i32 %1, 1
  %208 = icmp sgt i32 %1, 2
  %209 = shl i64 %3, 3
  %210 = icmp sgt i32 %1, 3
  %211 = mul i64 %3, 12
  %212 = icmp sgt i32 %1, 4
  %213 = shl i64 %3, 4
  %214 = icmp sgt i32 %1, 5
  %215 = mul i64 %3, 20
  %216 = icmp sgt i32 %1, 6
  %217 = mul i64 %3, 24
  %218 = icmp sgt i32 %1, 7
  %219 = mul i64 %3, 28
  %220 = icmp sgt i32 %1, 8
  %221 = shl i64 %3, 5
  %222 = icmp sgt i32 %1, 9
  %223 = mul i64 %3, 36
  %224 = icmp sgt i32 %1, 10
  %225 = mul i64 %3, 40
  %226 = icmp sgt i32 %1, 11
  %227 = mul i64 %3, 44
  %228 = icmp sgt i32 %1, 12
  %229 = mul i64 %3, 48
  %230 = icmp sgt i32 %1, 13
  %231 = mul i64 %3, 52
  %232 = icmp sgt i32 %1, 14
  %233 = mul i64 %3, 56
  %234 = icmp sgt i32 %1, 15
  %235 = mul i64 %3, 60
  %236 = icmp sgt i32 %1, 0
  %237 = icmp sgt i32 %1, 1
  %238 = icmp sgt i32 %1, 2
  %239 = icmp sgt i32 %1, 3
  %240 = icmp sgt i32 %1, 4
  %241 = icmp sgt i32 %1, 5
  %242 = icmp sgt i32 %1, 6
  %243 = icmp sgt i32 %1, 7
  %244 = icmp sgt i32 %1, 8
  %245 = icmp sgt i32 %1, 9
  %246 = icmp sgt i32 %1, 10
  %247 = icmp sgt i32 %1, 11
  %248 = icmp sgt i32 %1, 12
  %249 = icmp sgt i32 %1, 13
  %250 = icmp sgt i32 %1, 14
  %251 = icmp sgt i32 %1, 15
  br label %252

252:                                              ; preds = %204, %643
  %253 = phi i64 [ %202, %204 ], [ %644, %643 ]
  %254 = getelementptr i32, ptr %0, i64 %253
  br i1 %206, label %255, label %258

255:                                              ; preds = %252
  %256 = addrspacecast ptr %254 to ptr addrspace(1)
  %257 = load i32, ptr addrspace(1) %256, align 4, !invariant.load !17
  br label %258

258:                                              ; preds = %252, %255
  %259 = phi i32 [ %257, %255 ], [ 0, %252 ]
  br i1 %207, label %260, label %264

260:                                              ; preds = %258
  %261 = getelementptr i32, ptr %254, i64 %3
  %262 = addrspacecast ptr %261 to ptr addrspace(1)
  %263 = load i32, ptr addrspace(1) %262, align 4, !invariant.load !17
  br label %264

264:                                              ; preds = %260, %258
  %265 = phi i32 [ %263, %260 ], [ 0, %258 ]
  br i1 %208, label %266, label %270

266:                                              ; preds = %264
  %267 = getelementptr i8, ptr %254, i64 %209
  %268 = addrspacecast ptr %267 to ptr addrspace(1)
  %269 = load i32, ptr addrspace(1) %268, align 4, !invariant.load !17
  br label %270

270:                                              ; preds = %266, %264
  %271 = phi i32 [ %269, %266 ], [ 0, %264 ]
  br i1 %210, label %272, label %276

272:                                              ; preds = %270
  %273 = getelementptr i8, ptr %254, i64 %211
  %274 = addrspacecast ptr %273 to ptr addrspace(1)
  %275 = load i32, ptr addrspace(1) %274, align 4, !invariant.load !17
  br label %276

276:                                              ; preds = %272, %270
  %277 = phi i32 [ %275, %272 ], [ 0, %270 ]
  br i1 %212, label %278, label %282

278:                                              ; preds = %276
  %279 = getelementptr i8, ptr %254, i64 %213
  %280 = addrspacecast ptr %279 to ptr addrspace(1)
  %281 = load i32, ptr addrspace(1) %280, align 4, !invariant.load !17
  br label %282

282:                                              ; preds = %278, %276
  %283 = phi i32 [ %281, %278 ], [ 0, %276 ]
  br i1 %214, label %284, label %288

284:                                              ; preds = %282
  %285 = getelementptr i8, ptr %254, i64 %215
  %286 = addrspacecast ptr %285 to ptr addrspace(1)
  %287 = load i32, ptr addrspace(1) %286, align 4, !invariant.load !17
  br label %288

288:                                              ; preds = %284, %282
  %289 = phi i32 [ %287, %284 ], [ 0, %282 ]
  br i1 %216, label %290, label %294

290:                                              ; preds = %288
  %291 = getelementptr i8, ptr %254, i64 %217
  %292 = addrspacecast ptr %291 to ptr addrspace(1)
  %293 = load i32, ptr addrspace(1) %292, align 4, !invariant.load !17
  br label %294

294:                                              ; preds = %290, %288
  %295 = phi i32 [ %293, %290 ], [ 0, %288 ]
  br i1 %218, label %296, label %300

296:                                              ; preds = %294
  %297 = getelementptr i8, ptr %254, i64 %219
  %298 = addrspacecast ptr %297 to ptr addrspace(1)
  %299 = load i32, ptr addrspace(1) %298, align 4, !invariant.load !17
  br label %300

300:                                              ; preds = %296, %294
  %301 = phi i32 [ %299, %296 ], [ 0, %294 ]
  br i1 %220, label %302, label %306

302:                                              ; preds = %300
  %303 = getelementptr i8, ptr %254, i64 %221
  %304 = addrspacecast ptr %303 to ptr addrspace(1)
  %305 = load i32, ptr addrspace(1) %304, align 4, !invariant.load !17
  br label %306

306:                                              ; preds = %302, %300
  %307 = phi i32 [ %305, %302 ], [ 0, %300 ]
  br i1 %222, label %308, label %312

308:                                              ; preds = %306
  %309 = getelementptr i8, ptr %254, i64 %223
  %310 = addrspacecast ptr %309 to ptr addrspace(1)
  %311 = load i32, ptr addrspace(1) %310, align 4, !invariant.load !17
  br label %312

312:                                              ; preds = %308, %306
  %313 = phi i32 [ %311, %308 ], [ 0, %306 ]
  br i1 %224, label %314, label %318

314:                                              ; preds = %312
  %315 = getelementptr i8, ptr %254, i64 %225
  %316 = addrspacecast ptr %315 to ptr addrspace(1)
  %317 = load i32, ptr addrspace(1) %316, align 4, !invariant.load !17
  br label %318

318:                                              ; preds = %314, %312
  %319 = phi i32 [ %317, %314 ], [ 0, %312 ]
  br i1 %226, label %320, label %324

320:                                              ; preds = %318
  %321 = getelementptr i8, ptr %254, i64 %227
  %322 = addrspacecast ptr %321 to ptr addrspace(1)
  %323 = load i32, ptr addrspace(1) %322, align 4, !invariant.load !17
  br label %324

324:                                              ; preds = %320, %318
  %325 = phi i32 [ %323, %320 ], [ 0, %318 ]
  br i1 %228, label %326, label %330

326:                                              ; preds = %324
  %327 = getelementptr i8, ptr %254, i64 %229
  %328 = addrspacecast ptr %327 to ptr addrspace(1)
  %329 = load i32, ptr addrspace(1) %328, align 4, !invariant.load !17
  br label %330

330:                                              ; preds = %326, %324
  %331 = phi i32 [ %329, %326 ], [ 0, %324 ]
  br i1 %230, label %332, label %336

332:                                              ; preds = %330
  %333 = getelementptr i8, ptr %254, i64 %231
  %334 = addrspacecast ptr %333 to ptr addrspace(1)
  %335 = load i32, ptr addrspace(1) %334, align 4, !invariant.load !17
  br label %336

336:                                              ; preds = %332, %330
  %337 = phi i32 [ %335, %332 ], [ 0, %330 ]
  br i1 %232, label %338, label %342

338:                                              ; preds = %336
  %339 = getelementptr i8, ptr %254, i64 %233
  %340 = addrspacecast ptr %339 to ptr addrspace(1)
  %341 = load i32, ptr addrspace(1) %340, align 4, !invariant.load !17
  br label %342

342:                                              ; preds = %338, %336
  %343 = phi i32 [ %341, %338 ], [ 0, %336 ]
  br i1 %234, label %344, label %348

344:                                              ; preds = %342
  %345 = getelementptr i8, ptr %254, i64 %235
  %346 = addrspacecast ptr %345 to ptr addrspace(1)
  %347 = load i32, ptr addrspace(1) %346, align 4, !invariant.load !17
  br label %348

348:                                              ; preds = %344, %342
  %349 = phi i32 [ %347, %344 ], [ 0, %342 ]
  %350 = getelementptr i32, ptr %6, i64 %253
  br i1 %205, label %643, label %351

351:                                              ; preds = %348
  %352 = and i32 %259, 255
  %353 = lshr i32 %259, 8
  %354 = and i32 %353, 255
  %355 = lshr i32 %259, 16
  %356 = and i32 %355, 255
  %357 = lshr i32 %259, 24
  %358 = icmp eq i32 %352, 0
  %359 = zext nneg i32 %352 to i64
  %360 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %359
  %361 = icmp eq i32 %354, 0
  %362 = zext nneg i32 %354 to i64
  %363 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %362
  %364 = icmp eq i32 %356, 0
  %365 = zext nneg i32 %356 to i64
  %366 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %365
  %367 = icmp eq i32 %357, 0
  %368 = zext nneg i32 %357 to i64
  %369 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %368
  %370 = and i32 %265, 255
  %371 = lshr i32 %265, 8
  %372 = and i32 %371, 255
  %373 = lshr i32 %265, 16
  %374 = and i32 %373, 255
  %375 = lshr i32 %265, 24
  %376 = icmp eq i32 %370, 0
  %377 = zext nneg i32 %370 to i64
  %378 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %377
  %379 = icmp eq i32 %372, 0
  %380 = zext nneg i32 %372 to i64
  %381 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %380
  %382 = icmp eq i32 %374, 0
  %383 = zext nneg i32 %374 to i64
  %384 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %383
  %385 = icmp eq i32 %375, 0
  %386 = zext nneg i32 %375 to i64
  %387 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %386
  %388 = and i32 %271, 255
  %389 = lshr i32 %271, 8
  %390 = and i32 %389, 255
  %391 = lshr i32 %271, 16
  %392 = and i32 %391, 255
  %393 = lshr i32 %271, 24
  %394 = icmp eq i32 %388, 0
  %395 = zext nneg i32 %388 to i64
  %396 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %395
  %397 = icmp eq i32 %390, 0
  %398 = zext nneg i32 %390 to i64
  %399 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %398
  %400 = icmp eq i32 %392, 0
  %401 = zext nneg i32 %392 to i64
  %402 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %401
  %403 = icmp eq i32 %393, 0
  %404 = zext nneg i32 %393 to i64
  %405 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %404
  %406 = and i32 %277, 255
  %407 = lshr i32 %277, 8
  %408 = and i32 %407, 255
  %409 = lshr i32 %277, 16
  %410 = and i32 %409, 255
  %411 = lshr i32 %277, 24
  %412 = icmp eq i32 %406, 0
  %413 = zext nneg i32 %406 to i64
  %414 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %413
  %415 = icmp eq i32 %408, 0
  %416 = zext nneg i32 %408 to i64
  %417 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %416
  %418 = icmp eq i32 %410, 0
  %419 = zext nneg i32 %410 to i64
  %420 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %419
  %421 = icmp eq i32 %411, 0
  %422 = zext nneg i32 %411 to i64
  %423 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %422
  %424 = and i32 %283, 255
  %425 = lshr i32 %283, 8
  %426 = and i32 %425, 255
  %427 = lshr i32 %283, 16
  %428 = and i32 %427, 255
  %429 = lshr i32 %283, 24
  %430 = icmp eq i32 %424, 0
  %431 = zext nneg i32 %424 to i64
  %432 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %431
  %433 = icmp eq i32 %426, 0
  %434 = zext nneg i32 %426 to i64
  %435 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %434
  %436 = icmp eq i32 %428, 0
  %437 = zext nneg i32 %428 to i64
  %438 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %437
  %439 = icmp eq i32 %429, 0
  %440 = zext nneg i32 %429 to i64
  %441 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %440
  %442 = and i32 %289, 255
  %443 = lshr i32 %289, 8
  %444 = and i32 %443, 255
  %445 = lshr i32 %289, 16
  %446 = and i32 %445, 255
  %447 = lshr i32 %289, 24
  %448 = icmp eq i32 %442, 0
  %449 = zext nneg i32 %442 to i64
  %450 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %449
  %451 = icmp eq i32 %444, 0
  %452 = zext nneg i32 %444 to i64
  %453 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %452
  %454 = icmp eq i32 %446, 0
  %455 = zext nneg i32 %446 to i64
  %456 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %455
  %457 = icmp eq i32 %447, 0
  %458 = zext nneg i32 %447 to i64
  %459 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %458
  %460 = and i32 %295, 255
  %461 = lshr i32 %295, 8
  %462 = and i32 %461, 255
  %463 = lshr i32 %295, 16
  %464 = and i32 %463, 255
  %465 = lshr i32 %295, 24
  %466 = icmp eq i32 %460, 0
  %467 = zext nneg i32 %460 to i64
  %468 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %467
  %469 = icmp eq i32 %462, 0
  %470 = zext nneg i32 %462 to i64
  %471 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %470
  %472 = icmp eq i32 %464, 0
  %473 = zext nneg i32 %464 to i64
  %474 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %473
  %475 = icmp eq i32 %465, 0
  %476 = zext nneg i32 %465 to i64
  %477 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %476
  %478 = and i32 %301, 255
  %479 = lshr i32 %301, 8
  %480 = and i32 %479, 255
  %481 = lshr i32 %301, 16
  %482 = and i32 %481, 255
  %483 = lshr i32 %301, 24
  %484 = icmp eq i32 %478, 0
  %485 = zext nneg i32 %478 to i64
  %486 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %485
  %487 = icmp eq i32 %480, 0
  %488 = zext nneg i32 %480 to i64
  %489 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %488
  %490 = icmp eq i32 %482, 0
  %491 = zext nneg i32 %482 to i64
  %492 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %491
  %493 = icmp eq i32 %483, 0
  %494 = zext nneg i32 %483 to i64
  %495 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %494
  %496 = and i32 %307, 255
  %497 = lshr i32 %307, 8
  %498 = and i32 %497, 255
  %499 = lshr i32 %307, 16
  %500 = and i32 %499, 255
  %501 = lshr i32 %307, 24
  %502 = icmp eq i32 %496, 0
  %503 = zext nneg i32 %496 to i64
  %504 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %503
  %505 = icmp eq i32 %498, 0
  %506 = zext nneg i32 %498 to i64
  %507 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %506
  %508 = icmp eq i32 %500, 0
  %509 = zext nneg i32 %500 to i64
  %510 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %509
  %511 = icmp eq i32 %501, 0
  %512 = zext nneg i32 %501 to i64
  %513 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %512
  %514 = and i32 %313, 255
  %515 = lshr i32 %313, 8
  %516 = and i32 %515, 255
  %517 = lshr i32 %313, 16
  %518 = and i32 %517, 255
  %519 = lshr i32 %313, 24
  %520 = icmp eq i32 %514, 0
  %521 = zext nneg i32 %514 to i64
  %522 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %521
  %523 = icmp eq i32 %516, 0
  %524 = zext nneg i32 %516 to i64
  %525 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %524
  %526 = icmp eq i32 %518, 0
  %527 = zext nneg i32 %518 to i64
  %528 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %527
  %529 = icmp eq i32 %519, 0
  %530 = zext nneg i32 %519 to i64
  %531 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %530
  %532 = and i32 %319, 255
  %533 = lshr i32 %319, 8
  %534 = and i32 %533, 255
  %535 = lshr i32 %319, 16
  %536 = and i32 %535, 255
  %537 = lshr i32 %319, 24
  %538 = icmp eq i32 %532, 0
  %539 = zext nneg i32 %532 to i64
  %540 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %539
  %541 = icmp eq i32 %534, 0
  %542 = zext nneg i32 %534 to i64
  %543 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %542
  %544 = icmp eq i32 %536, 0
  %545 = zext nneg i32 %536 to i64
  %546 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %545
  %547 = icmp eq i32 %537, 0
  %548 = zext nneg i32 %537 to i64
  %549 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %548
  %550 = and i32 %325, 255
  %551 = lshr i32 %325, 8
  %552 = and i32 %551, 255
  %553 = lshr i32 %325, 16
  %554 = and i32 %553, 255
  %555 = lshr i32 %325, 24
  %556 = icmp eq i32 %550, 0
  %557 = zext nneg i32 %550 to i64
  %558 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %557
  %559 = icmp eq i32 %552, 0
  %560 = zext nneg i32 %552 to i64
  %561 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %560
  %562 = icmp eq i32 %554, 0
  %563 = zext nneg i32 %554 to i64
  %564 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %563
  %565 = icmp eq i32 %555, 0
  %566 = zext nneg i32 %555 to i64
  %567 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %566
  %568 = and i32 %331, 255
  %569 = lshr i32 %331, 8
  %570 = and i32 %569, 255
  %571 = lshr i32 %331, 16
  %572 = and i32 %571, 255
  %573 = lshr i32 %331, 24
  %574 = icmp eq i32 %568, 0
  %575 = zext nneg i32 %568 to i64
  %576 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %575
  %577 = icmp eq i32 %570, 0
  %578 = zext nneg i32 %570 to i64
  %579 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %578
  %580 = icmp eq i32 %572, 0
  %581 = zext nneg i32 %572 to i64
  %582 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %581
  %583 = icmp eq i32 %573, 0
  %584 = zext nneg i32 %573 to i64
  %585 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %584
  %586 = and i32 %337, 255
  %587 = lshr i32 %337, 8
  %588 = and i32 %587, 255
  %589 = lshr i32 %337, 16
  %590 = and i32 %589, 255
  %591 = lshr i32 %337, 24
  %592 = icmp eq i32 %586, 0
  %593 = zext nneg i32 %586 to i64
  %594 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %593
  %595 = icmp eq i32 %588, 0
  %596 = zext nneg i32 %588 to i64
  %597 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %596
  %598 = icmp eq i32 %590, 0
  %599 = zext nneg i32 %590 to i64
  %600 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %599
  %601 = icmp eq i32 %591, 0
  %602 = zext nneg i32 %591 to i64
  %603 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %602
  %604 = and i32 %343, 255
  %605 = lshr i32 %343, 8
  %606 = and i32 %605, 255
  %607 = lshr i32 %343, 16
  %608 = and i32 %607, 255
  %609 = lshr i32 %343, 24
  %610 = icmp eq i32 %604, 0
  %611 = zext nneg i32 %604 to i64
  %612 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %611
  %613 = icmp eq i32 %606, 0
  %614 = zext nneg i32 %606 to i64
  %615 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %614
  %616 = icmp eq i32 %608, 0
  %617 = zext nneg i32 %608 to i64
  %618 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %617
  %619 = icmp eq i32 %609, 0
  %620 = zext nneg i32 %609 to i64
  %621 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %620
  %622 = and i32 %349, 255
  %623 = lshr i32 %349, 8
  %624 = and i32 %623, 255
  %625 = lshr i32 %349, 16
  %626 = and i32 %625, 255
  %627 = lshr i32 %349, 24
  %628 = icmp eq i32 %622, 0
  %629 = zext nneg i32 %622 to i64
  %630 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %629
  %631 = icmp eq i32 %624, 0
  %632 = zext nneg i32 %624 to i64
  %633 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %632
  %634 = icmp eq i32 %626, 0
  %635 = zext nneg i32 %626 to i64
  %636 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %635
  %637 = icmp eq i32 %627, 0
  %638 = zext nneg i32 %627 to i64
  %639 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %638
  br label %640

640:                                              ; preds = %351, %1548
  %641 = phi i32 [ %1559, %1548 ], [ 0, %351 ]
  %642 = mul nuw nsw i32 %641, %9
  br i1 %236, label %646, label %693

643:                                              ; preds = %1548, %348
  %644 = add nuw nsw i64 %253, %197
  %645 = icmp samesign ult i64 %644, %190
  br i1 %645, label %252, label %1561, !llvm.loop !18

646:                                              ; preds = %640
  %647 = zext nneg i32 %642 to i64
  %648 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %647
  %649 = load i8, ptr %648, align 1, !tbaa !14
  %650 = icmp eq i8 %649, 0
  br i1 %650, label %693, label %651

651:                                              ; preds = %646
  %652 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %647
  %653 = load i8, ptr %652, align 1, !tbaa !14
  %654 = zext i8 %653 to i32
  br i1 %358, label %663, label %655

655:                                              ; preds = %651
  %656 = load i8, ptr %360, align 1, !tbaa !14
  %657 = zext i8 %656 to i32
  %658 = add nuw nsw i32 %657, %654
  %659 = zext nneg i32 %658 to i64
  %660 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %659
  %661 = load i8, ptr %660, align 1, !tbaa !14
  %662 = zext i8 %661 to i32
  br label %663

663:                                              ; preds = %655, %651
  %664 = phi i32 [ %662, %655 ], [ 0, %651 ]
  br i1 %361, label %673, label %665

665:                                              ; preds = %663
  %666 = load i8, ptr %363, align 1, !tbaa !14
  %667 = zext i8 %666 to i32
  %668 = add nuw nsw i32 %667, %654
  %669 = zext nneg i32 %668 to i64
  %670 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %669
  %671 = load i8, ptr %670, align 1, !tbaa !14
  %672 = zext i8 %671 to i32
  br label %673

673:                                              ; preds = %665, %663
  %674 = phi i32 [ %672, %665 ], [ 0, %663 ]
  br i1 %364, label %683, label %675

675:                                              ; preds = %673
  %676 = load i8, ptr %366, align 1, !tbaa !14
  %677 = zext i8 %676 to i32
  %678 = add nuw nsw i32 %677, %654
  %679 = zext nneg i32 %678 to i64
  %680 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %679
  %681 = load i8, ptr %680, align 1, !tbaa !14
  %682 = zext i8 %681 to i32
  br label %683

683:                                              ; preds = %675, %673
  %684 = phi i32 [ %682, %675 ], [ 0, %673 ]
  br i1 %367, label %693, label %685

685:                                              ; preds = %683
  %686 = load i8, ptr %369, align 1, !tbaa !14
  %687 = zext i8 %686 to i32
  %688 = add nuw nsw i32 %687, %654
  %689 = zext nneg i32 %688 to i64
  %690 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %689
  %691 = load i8, ptr %690, align 1, !tbaa !14
  %692 = zext i8 %691 to i32
  br label %693

693:                                              ; preds = %683, %685, %640, %646
  %694 = phi i32 [ 0, %640 ], [ 0, %646 ], [ %674, %685 ], [ %674, %683 ]
  %695 = phi i32 [ 0, %640 ], [ 0, %646 ], [ %684, %685 ], [ %684, %683 ]
  %696 = phi i32 [ 0, %640 ], [ 0, %646 ], [ %692, %685 ], [ 0, %683 ]
  %697 = phi i32 [ 0, %640 ], [ 0, %646 ], [ %664, %685 ], [ %664, %683 ]
  br i1 %237, label %698, label %750

698:                                              ; preds = %693
  %699 = add nuw nsw i32 %642, 1
  %700 = zext nneg i32 %699 to i64
  %701 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %700
  %702 = load i8, ptr %701, align 1, !tbaa !14
  %703 = icmp eq i8 %702, 0
  br i1 %703, label %750, label %704

704:                                              ; preds = %698
  %705 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %700
  %706 = load i8, ptr %705, align 1, !tbaa !14
  %707 = zext i8 %706 to i32
  br i1 %376, label %717, label %708

708:                                              ; preds = %704
  %709 = load i8, ptr %378, align 1, !tbaa !14
  %710 = zext i8 %709 to i32
  %711 = add nuw nsw i32 %710, %707
  %712 = zext nneg i32 %711 to i64
  %713 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %712
  %714 = load i8, ptr %713, align 1, !tbaa !14
  %715 = zext i8 %714 to i32
  %716 = xor i32 %697, %715
  br label %717

717:                                              ; preds = %708, %704
  %718 = phi i32 [ %716, %708 ], [ %697, %704 ]
  br i1 %379, label %728, label %719

719:                                              ; preds = %717
  %720 = load i8, ptr %381, align 1, !tbaa !14
  %721 = zext i8 %720 to i32
  %722 = add nuw nsw i32 %721, %707
  %723 = zext nneg i32 %722 to i64
  %724 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %723
  %725 = load i8, ptr %724, align 1, !tbaa !14
  %726 = zext i8 %725 to i32
  %727 = xor i32 %694, %726
  br label %728

728:                                              ; preds = %719, %717
  %729 = phi i32 [ %727, %719 ], [ %694, %717 ]
  br i1 %382, label %739, label %730

730:                                              ; preds = %728
  %731 = load i8, ptr %384, align 1, !tbaa !14
  %732 = zext i8 %731 to i32
  %733 = add nuw nsw i32 %732, %707
  %734 = zext nneg i32 %733 to i64
  %735 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %734
  %736 = load i8, ptr %735, align 1, !tbaa !14
  %737 = zext i8 %736 to i32
  %738 = xor i32 %695, %737
  br label %739

739:                                              ; preds = %730, %728
  %740 = phi i32 [ %738, %730 ], [ %695, %728 ]
  br i1 %385, label %750, label %741

741:                                              ; preds = %739
  %742 = load i8, ptr %387, align 1, !tbaa !14
  %743 = zext i8 %742 to i32
  %744 = add nuw nsw i32 %743, %707
  %745 = zext nneg i32 %744 to i64
  %746 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %745
  %747 = load i8, ptr %746, align 1, !tbaa !14
  %748 = zext i8 %747 to i32
  %749 = xor i32 %696, %748
  br label %750

750:                                              ; preds = %741, %739, %698, %693
  %751 = phi i32 [ %694, %693 ], [ %694, %698 ], [ %729, %741 ], [ %729, %739 ]
  %752 = phi i32 [ %695, %693 ], [ %695, %698 ], [ %740, %741 ], [ %740, %739 ]
  %753 = phi i32 [ %696, %693 ], [ %696, %698 ], [ %749, %741 ], [ %696, %739 ]
  %754 = phi i32 [ %697, %693 ], [ %697, %698 ], [ %718, %741 ], [ %718, %739 ]
  br i1 %238, label %755, label %807

755:                                              ; preds = %750
  %756 = add nuw nsw i32 %642, 2
  %757 = zext nneg i32 %756 to i64
  %758 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %757
  %759 = load i8, ptr %758, align 1, !tbaa !14
  %760 = icmp eq i8 %759, 0
  br i1 %760, label %807, label %761

761:                                              ; preds = %755
  %762 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %757
  %763 = load i8, ptr %762, align 1, !tbaa !14
  %764 = zext i8 %763 to i32
  br i1 %394, label %774, label %765

765:                                              ; preds = %761
  %766 = load i8, ptr %396, align 1, !tbaa !14
  %767 = zext i8 %766 to i32
  %768 = add nuw nsw i32 %767, %764
  %769 = zext nneg i32 %768 to i64
  %770 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %769
  %771 = load i8, ptr %770, align 1, !tbaa !14
  %772 = zext i8 %771 to i32
  %773 = xor i32 %754, %772
  br label %774

774:                                              ; preds = %765, %761
  %775 = phi i32 [ %773, %765 ], [ %754, %761 ]
  br i1 %397, label %785, label %776

776:                                              ; preds = %774
  %777 = load i8, ptr %399, align 1, !tbaa !14
  %778 = zext i8 %777 to i32
  %779 = add nuw nsw i32 %778, %764
  %780 = zext nneg i32 %779 to i64
  %781 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %780
  %782 = load i8, ptr %781, align 1, !tbaa !14
  %783 = zext i8 %782 to i32
  %784 = xor i32 %751, %783
  br label %785

785:                                              ; preds = %776, %774
  %786 = phi i32 [ %784, %776 ], [ %751, %774 ]
  br i1 %400, label %796, label %787

787:                                              ; preds = %785
  %788 = load i8, ptr %402, align 1, !tbaa !14
  %789 = zext i8 %788 to i32
  %790 = add nuw nsw i32 %789, %764
  %791 = zext nneg i32 %790 to i64
  %792 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %791
  %793 = load i8, ptr %792, align 1, !tbaa !14
  %794 = zext i8 %793 to i32
  %795 = xor i32 %752, %794
  br label %796

796:                                              ; preds = %787, %785
  %797 = phi i32 [ %795, %787 ], [ %752, %785 ]
  br i1 %403, label %807, label %798

798:                                              ; preds = %796
  %799 = load i8, ptr %405, align 1, !tbaa !14
  %800 = zext i8 %799 to i32
  %801 = add nuw nsw i32 %800, %764
  %802 = zext nneg i32 %801 to i64
  %803 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %802
  %804 = load i8, ptr %803, align 1, !tbaa !14
  %805 = zext i8 %804 to i32
  %806 = xor i32 %753, %805
  br label %807

807:                                              ; preds = %798, %796, %755, %750
  %808 = phi i32 [ %751, %750 ], [ %751, %755 ], [ %786, %798 ], [ %786, %796 ]
  %809 = phi i32 [ %752, %750 ], [ %752, %755 ], [ %797, %798 ], [ %797, %796 ]
  %810 = phi i32 [ %753, %750 ], [ %753, %755 ], [ %806, %798 ], [ %753, %796 ]
  %811 = phi i32 [ %754, %750 ], [ %754, %755 ], [ %775, %798 ], [ %775, %796 ]
  br i1 %239, label %812, label %864

812:                                              ; preds = %807
  %813 = add nuw nsw i32 %642, 3
  %814 = zext nneg i32 %813 to i64
  %815 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %814
  %816 = load i8, ptr %815, align 1, !tbaa !14
  %817 = icmp eq i8 %816, 0
  br i1 %817, label %864, label %818

818:                                              ; preds = %812
  %819 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %814
  %820 = load i8, ptr %819, align 1, !tbaa !14
  %821 = zext i8 %820 to i32
  br i1 %412, label %831, label %822

822:                                              ; preds = %818
  %823 = load i8, ptr %414, align 1, !tbaa !14
  %824 = zext i8 %823 to i32
  %825 = add nuw nsw i32 %824, %821
  %826 = zext nneg i32 %825 to i64
  %827 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %826
  %828 = load i8, ptr %827, align 1, !tbaa !14
  %829 = zext i8 %828 to i32
  %830 = xor i32 %811, %829
  br label %831

831:                                              ; preds = %822, %818
  %832 = phi i32 [ %830, %822 ], [ %811, %818 ]
  br i1 %415, label %842, label %833

833:                                              ; preds = %831
  %834 = load i8, ptr %417, align 1, !tbaa !14
  %835 = zext i8 %834 to i32
  %836 = add nuw nsw i32 %835, %821
  %837 = zext nneg i32 %836 to i64
  %838 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %837
  %839 = load i8, ptr %838, align 1, !tbaa !14
  %840 = zext i8 %839 to i32
  %841 = xor i32 %808, %840
  br label %842

842:                                              ; preds = %833, %831
  %843 = phi i32 [ %841, %833 ], [ %808, %831 ]
  br i1 %418, label %853, label %844

844:                                              ; preds = %842
  %845 = load i8, ptr %420, align 1, !tbaa !14
  %846 = zext i8 %845 to i32
  %847 = add nuw nsw i32 %846, %821
  %848 = zext nneg i32 %847 to i64
  %849 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %848
  %850 = load i8, ptr %849, align 1, !tbaa !14
  %851 = zext i8 %850 to i32
  %852 = xor i32 %809, %851
  br label %853

853:                                              ; preds = %844, %842
  %854 = phi i32 [ %852, %844 ], [ %809, %842 ]
  br i1 %421, label %864, label %855

855:                                              ; preds = %853
  %856 = load i8, ptr %423, align 1, !tbaa !14
  %857 = zext i8 %856 to i32
  %858 = add nuw nsw i32 %857, %821
  %859 = zext nneg i32 %858 to i64
  %860 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %859
  %861 = load i8, ptr %860, align 1, !tbaa !14
  %862 = zext i8 %861 to i32
  %863 = xor i32 %810, %862
  br label %864

864:                                              ; preds = %855, %853, %812, %807
  %865 = phi i32 [ %808, %807 ], [ %808, %812 ], [ %843, %855 ], [ %843, %853 ]
  %866 = phi i32 [ %809, %807 ], [ %809, %812 ], [ %854, %855 ], [ %854, %853 ]
  %867 = phi i32 [ %810, %807 ], [ %810, %812 ], [ %863, %855 ], [ %810, %853 ]
  %868 = phi i32 [ %811, %807 ], [ %811, %812 ], [ %832, %855 ], [ %832, %853 ]
  br i1 %240, label %869, label %921

869:                                              ; preds = %864
  %870 = add nuw nsw i32 %642, 4
  %871 = zext nneg i32 %870 to i64
  %872 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %871
  %873 = load i8, ptr %872, align 1, !tbaa !14
  %874 = icmp eq i8 %873, 0
  br i1 %874, label %921, label %875

875:                                              ; preds = %869
  %876 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %871
  %877 = load i8, ptr %876, align 1, !tbaa !14
  %878 = zext i8 %877 to i32
  br i1 %430, label %888, label %879

879:                                              ; preds = %875
  %880 = load i8, ptr %432, align 1, !tbaa !14
  %881 = zext i8 %880 to i32
  %882 = add nuw nsw i32 %881, %878
  %883 = zext nneg i32 %882 to i64
  %884 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %883
  %885 = load i8, ptr %884, align 1, !tbaa !14
  %886 = zext i8 %885 to i32
  %887 = xor i32 %868, %886
  br label %888

888:                                              ; preds = %879, %875
  %889 = phi i32 [ %887, %879 ], [ %868, %875 ]
  br i1 %433, label %899, label %890

890:                                              ; preds = %888
  %891 = load i8, ptr %435, align 1, !tbaa !14
  %892 = zext i8 %891 to i32
  %893 = add nuw nsw i32 %892, %878
  %894 = zext nneg i32 %893 to i64
  %895 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %894
  %896 = load i8, ptr %895, align 1, !tbaa !14
  %897 = zext i8 %896 to i32
  %898 = xor i32 %865, %897
  br label %899

899:                                              ; preds = %890, %888
  %900 = phi i32 [ %898, %890 ], [ %865, %888 ]
  br i1 %436, label %910, label %901

901:                                              ; preds = %899
  %902 = load i8, ptr %438, align 1, !tbaa !14
  %903 = zext i8 %902 to i32
  %904 = add nuw nsw i32 %903, %878
  %905 = zext nneg i32 %904 to i64
  %906 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %905
  %907 = load i8, ptr %906, align 1, !tbaa !14
  %908 = zext i8 %907 to i32
  %909 = xor i32 %866, %908
  br label %910

910:                                              ; preds = %901, %899
  %911 = phi i32 [ %909, %901 ], [ %866, %899 ]
  br i1 %439, label %921, label %912

912:                                              ; preds = %910
  %913 = load i8, ptr %441, align 1, !tbaa !14
  %914 = zext i8 %913 to i32
  %915 = add nuw nsw i32 %914, %878
  %916 = zext nneg i32 %915 to i64
  %917 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %916
  %918 = load i8, ptr %917, align 1, !tbaa !14
  %919 = zext i8 %918 to i32
  %920 = xor i32 %867, %919
  br label %921

921:                                              ; preds = %912, %910, %869, %864
  %922 = phi i32 [ %865, %864 ], [ %865, %869 ], [ %900, %912 ], [ %900, %910 ]
  %923 = phi i32 [ %866, %864 ], [ %866, %869 ], [ %911, %912 ], [ %911, %910 ]
  %924 = phi i32 [ %867, %864 ], [ %867, %869 ], [ %920, %912 ], [ %867, %910 ]
  %925 = phi i32 [ %868, %864 ], [ %868, %869 ], [ %889, %912 ], [ %889, %910 ]
  br i1 %241, label %926, label %978

926:                                              ; preds = %921
  %927 = add nuw nsw i32 %642, 5
  %928 = zext nneg i32 %927 to i64
  %929 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %928
  %930 = load i8, ptr %929, align 1, !tbaa !14
  %931 = icmp eq i8 %930, 0
  br i1 %931, label %978, label %932

932:                                              ; preds = %926
  %933 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %928
  %934 = load i8, ptr %933, align 1, !tbaa !14
  %935 = zext i8 %934 to i32
  br i1 %448, label %945, label %936

936:                                              ; preds = %932
  %937 = load i8, ptr %450, align 1, !tbaa !14
  %938 = zext i8 %937 to i32
  %939 = add nuw nsw i32 %938, %935
  %940 = zext nneg i32 %939 to i64
  %941 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %940
  %942 = load i8, ptr %941, align 1, !tbaa !14
  %943 = zext i8 %942 to i32
  %944 = xor i32 %925, %943
  br label %945

945:                                              ; preds = %936, %932
  %946 = phi i32 [ %944, %936 ], [ %925, %932 ]
  br i1 %451, label %956, label %947

947:                                              ; preds = %945
  %948 = load i8, ptr %453, align 1, !tbaa !14
  %949 = zext i8 %948 to i32
  %950 = add nuw nsw i32 %949, %935
  %951 = zext nneg i32 %950 to i64
  %952 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %951
  %953 = load i8, ptr %952, align 1, !tbaa !14
  %954 = zext i8 %953 to i32
  %955 = xor i32 %922, %954
  br label %956

956:                                              ; preds = %947, %945
  %957 = phi i32 [ %955, %947 ], [ %922, %945 ]
  br i1 %454, label %967, label %958

958:                                              ; preds = %956
  %959 = load i8, ptr %456, align 1, !tbaa !14
  %960 = zext i8 %959 to i32
  %961 = add nuw nsw i32 %960, %935
  %962 = zext nneg i32 %961 to i64
  %963 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %962
  %964 = load i8, ptr %963, align 1, !tbaa !14
  %965 = zext i8 %964 to i32
  %966 = xor i32 %923, %965
  br label %967

967:                                              ; preds = %958, %956
  %968 = phi i32 [ %966, %958 ], [ %923, %956 ]
  br i1 %457, label %978, label %969

969:                                              ; preds = %967
  %970 = load i8, ptr %459, align 1, !tbaa !14
  %971 = zext i8 %970 to i32
  %972 = add nuw nsw i32 %971, %935
  %973 = zext nneg i32 %972 to i64
  %974 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %973
  %975 = load i8, ptr %974, align 1, !tbaa !14
  %976 = zext i8 %975 to i32
  %977 = xor i32 %924, %976
  br label %978

978:                                              ; preds = %969, %967, %926, %921
  %979 = phi i32 [ %922, %921 ], [ %922, %926 ], [ %957, %969 ], [ %957, %967 ]
  %980 = phi i32 [ %923, %921 ], [ %923, %926 ], [ %968, %969 ], [ %968, %967 ]
  %981 = phi i32 [ %924, %921 ], [ %924, %926 ], [ %977, %969 ], [ %924, %967 ]
  %982 = phi i32 [ %925, %921 ], [ %925, %926 ], [ %946, %969 ], [ %946, %967 ]
  br i1 %242, label %983, label %1035

983:                                              ; preds = %978
  %984 = add nuw nsw i32 %642, 6
  %985 = zext nneg i32 %984 to i64
  %986 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %985
  %987 = load i8, ptr %986, align 1, !tbaa !14
  %988 = icmp eq i8 %987, 0
  br i1 %988, label %1035, label %989

989:                                              ; preds = %983
  %990 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %985
  %991 = load i8, ptr %990, align 1, !tbaa !14
  %992 = zext i8 %991 to i32
  br i1 %466, label %1002, label %993

993:                                              ; preds = %989
  %994 = load i8, ptr %468, align 1, !tbaa !14
  %995 = zext i8 %994 to i32
  %996 = add nuw nsw i32 %995, %992
  %997 = zext nneg i32 %996 to i64
  %998 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %997
  %999 = load i8, ptr %998, align 1, !tbaa !14
  %1000 = zext i8 %999 to i32
  %1001 = xor i32 %982, %1000
  br label %1002

1002:                                             ; preds = %993, %989
  %1003 = phi i32 [ %1001, %993 ], [ %982, %989 ]
  br i1 %469, label %1013, label %1004

1004:                                             ; preds = %1002
  %1005 = load i8, ptr %471, align 1, !tbaa !14
  %1006 = zext i8 %1005 to i32
  %1007 = add nuw nsw i32 %1006, %992
  %1008 = zext nneg i32 %1007 to i64
  %1009 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1008
  %1010 = load i8, ptr %1009, align 1, !tbaa !14
  %1011 = zext i8 %1010 to i32
  %1012 = xor i32 %979, %1011
  br label %1013

1013:                                             ; preds = %1004, %1002
  %1014 = phi i32 [ %1012, %1004 ], [ %979, %1002 ]
  br i1 %472, label %1024, label %1015

1015:                                             ; preds = %1013
  %1016 = load i8, ptr %474, align 1, !tbaa !14
  %1017 = zext i8 %1016 to i32
  %1018 = add nuw nsw i32 %1017, %992
  %1019 = zext nneg i32 %1018 to i64
  %1020 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1019
  %1021 = load i8, ptr %1020, align 1, !tbaa !14
  %1022 = zext i8 %1021 to i32
  %1023 = xor i32 %980, %1022
  br label %1024

1024:                                             ; preds = %1015, %1013
  %1025 = phi i32 [ %1023, %1015 ], [ %980, %1013 ]
  br i1 %475, label %1035, label %1026

1026:                                             ; preds = %1024
  %1027 = load i8, ptr %477, align 1, !tbaa !14
  %1028 = zext i8 %1027 to i32
  %1029 = add nuw nsw i32 %1028, %992
  %1030 = zext nneg i32 %1029 to i64
  %1031 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1030
  %1032 = load i8, ptr %1031, align 1, !tbaa !14
  %1033 = zext i8 %1032 to i32
  %1034 = xor i32 %981, %1033
  br label %1035

1035:                                             ; preds = %1026, %1024, %983, %978
  %1036 = phi i32 [ %979, %978 ], [ %979, %983 ], [ %1014, %1026 ], [ %1014, %1024 ]
  %1037 = phi i32 [ %980, %978 ], [ %980, %983 ], [ %1025, %1026 ], [ %1025, %1024 ]
  %1038 = phi i32 [ %981, %978 ], [ %981, %983 ], [ %1034, %1026 ], [ %981, %1024 ]
  %1039 = phi i32 [ %982, %978 ], [ %982, %983 ], [ %1003, %1026 ], [ %1003, %1024 ]
  br i1 %243, label %1040, label %1092

1040:                                             ; preds = %1035
  %1041 = add nuw nsw i32 %642, 7
  %1042 = zext nneg i32 %1041 to i64
  %1043 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1042
  %1044 = load i8, ptr %1043, align 1, !tbaa !14
  %1045 = icmp eq i8 %1044, 0
  br i1 %1045, label %1092, label %1046

1046:                                             ; preds = %1040
  %1047 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1042
  %1048 = load i8, ptr %1047, align 1, !tbaa !14
  %1049 = zext i8 %1048 to i32
  br i1 %484, label %1059, label %1050

1050:                                             ; preds = %1046
  %1051 = load i8, ptr %486, align 1, !tbaa !14
  %1052 = zext i8 %1051 to i32
  %1053 = add nuw nsw i32 %1052, %1049
  %1054 = zext nneg i32 %1053 to i64
  %1055 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1054
  %1056 = load i8, ptr %1055, align 1, !tbaa !14
  %1057 = zext i8 %1056 to i32
  %1058 = xor i32 %1039, %1057
  br label %1059

1059:                                             ; preds = %1050, %1046
  %1060 = phi i32 [ %1058, %1050 ], [ %1039, %1046 ]
  br i1 %487, label %1070, label %1061

1061:                                             ; preds = %1059
  %1062 = load i8, ptr %489, align 1, !tbaa !14
  %1063 = zext i8 %1062 to i32
  %1064 = add nuw nsw i32 %1063, %1049
  %1065 = zext nneg i32 %1064 to i64
  %1066 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1065
  %1067 = load i8, ptr %1066, align 1, !tbaa !14
  %1068 = zext i8 %1067 to i32
  %1069 = xor i32 %1036, %1068
  br label %1070

1070:                                             ; preds = %1061, %1059
  %1071 = phi i32 [ %1069, %1061 ], [ %1036, %1059 ]
  br i1 %490, label %1081, label %1072

1072:                                             ; preds = %1070
  %1073 = load i8, ptr %492, align 1, !tbaa !14
  %1074 = zext i8 %1073 to i32
  %1075 = add nuw nsw i32 %1074, %1049
  %1076 = zext nneg i32 %1075 to i64
  %1077 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1076
  %1078 = load i8, ptr %1077, align 1, !tbaa !14
  %1079 = zext i8 %1078 to i32
  %1080 = xor i32 %1037, %1079
  br label %1081

1081:                                             ; preds = %1072, %1070
  %1082 = phi i32 [ %1080, %1072 ], [ %1037, %1070 ]
  br i1 %493, label %1092, label %1083

1083:                                             ; preds = %1081
  %1084 = load i8, ptr %495, align 1, !tbaa !14
  %1085 = zext i8 %1084 to i32
  %1086 = add nuw nsw i32 %1085, %1049
  %1087 = zext nneg i32 %1086 to i64
  %1088 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1087
  %1089 = load i8, ptr %1088, align 1, !tbaa !14
  %1090 = zext i8 %1089 to i32
  %1091 = xor i32 %1038, %1090
  br label %1092

1092:                                             ; preds = %1083, %1081, %1040, %1035
  %1093 = phi i32 [ %1036, %1035 ], [ %1036, %1040 ], [ %1071, %1083 ], [ %1071, %1081 ]
  %1094 = phi i32 [ %1037, %1035 ], [ %1037, %1040 ], [ %1082, %1083 ], [ %1082, %1081 ]
  %1095 = phi i32 [ %1038, %1035 ], [ %1038, %1040 ], [ %1091, %1083 ], [ %1038, %1081 ]
  %1096 = phi i32 [ %1039, %1035 ], [ %1039, %1040 ], [ %1060, %1083 ], [ %1060, %1081 ]
  br i1 %244, label %1097, label %1149

1097:                                             ; preds = %1092
  %1098 = add nuw nsw i32 %642, 8
  %1099 = zext nneg i32 %1098 to i64
  %1100 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1099
  %1101 = load i8, ptr %1100, align 1, !tbaa !14
  %1102 = icmp eq i8 %1101, 0
  br i1 %1102, label %1149, label %1103

1103:                                             ; preds = %1097
  %1104 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1099
  %1105 = load i8, ptr %1104, align 1, !tbaa !14
  %1106 = zext i8 %1105 to i32
  br i1 %502, label %1116, label %1107

1107:                                             ; preds = %1103
  %1108 = load i8, ptr %504, align 1, !tbaa !14
  %1109 = zext i8 %1108 to i32
  %1110 = add nuw nsw i32 %1109, %1106
  %1111 = zext nneg i32 %1110 to i64
  %1112 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1111
  %1113 = load i8, ptr %1112, align 1, !tbaa !14
  %1114 = zext i8 %1113 to i32
  %1115 = xor i32 %1096, %1114
  br label %1116

1116:                                             ; preds = %1107, %1103
  %1117 = phi i32 [ %1115, %1107 ], [ %1096, %1103 ]
  br i1 %505, label %1127, label %1118

1118:                                             ; preds = %1116
  %1119 = load i8, ptr %507, align 1, !tbaa !14
  %1120 = zext i8 %1119 to i32
  %1121 = add nuw nsw i32 %1120, %1106
  %1122 = zext nneg i32 %1121 to i64
  %1123 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1122
  %1124 = load i8, ptr %1123, align 1, !tbaa !14
  %1125 = zext i8 %1124 to i32
  %1126 = xor i32 %1093, %1125
  br label %1127

1127:                                             ; preds = %1118, %1116
  %1128 = phi i32 [ %1126, %1118 ], [ %1093, %1116 ]
  br i1 %508, label %1138, label %1129

1129:                                             ; preds = %1127
  %1130 = load i8, ptr %510, align 1, !tbaa !14
  %1131 = zext i8 %1130 to i32
  %1132 = add nuw nsw i32 %1131, %1106
  %1133 = zext nneg i32 %1132 to i64
  %1134 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1133
  %1135 = load i8, ptr %1134, align 1, !tbaa !14
  %1136 = zext i8 %1135 to i32
  %1137 = xor i32 %1094, %1136
  br label %1138

1138:                                             ; preds = %1129, %1127
  %1139 = phi i32 [ %1137, %1129 ], [ %1094, %1127 ]
  br i1 %511, label %1149, label %1140

1140:                                             ; preds = %1138
  %1141 = load i8, ptr %513, align 1, !tbaa !14
  %1142 = zext i8 %1141 to i32
  %1143 = add nuw nsw i32 %1142, %1106
  %1144 = zext nneg i32 %1143 to i64
  %1145 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1144
  %1146 = load i8, ptr %1145, align 1, !tbaa !14
  %1147 = zext i8 %1146 to i32
  %1148 = xor i32 %1095, %1147
  br label %1149

1149:                                             ; preds = %1140, %1138, %1097, %1092
  %1150 = phi i32 [ %1093, %1092 ], [ %1093, %1097 ], [ %1128, %1140 ], [ %1128, %1138 ]
  %1151 = phi i32 [ %1094, %1092 ], [ %1094, %1097 ], [ %1139, %1140 ], [ %1139, %1138 ]
  %1152 = phi i32 [ %1095, %1092 ], [ %1095, %1097 ], [ %1148, %1140 ], [ %1095, %1138 ]
  %1153 = phi i32 [ %1096, %1092 ], [ %1096, %1097 ], [ %1117, %1140 ], [ %1117, %1138 ]
  br i1 %245, label %1154, label %1206

1154:                                             ; preds = %1149
  %1155 = add nuw nsw i32 %642, 9
  %1156 = zext nneg i32 %1155 to i64
  %1157 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1156
  %1158 = load i8, ptr %1157, align 1, !tbaa !14
  %1159 = icmp eq i8 %1158, 0
  br i1 %1159, label %1206, label %1160

1160:                                             ; preds = %1154
  %1161 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1156
  %1162 = load i8, ptr %1161, align 1, !tbaa !14
  %1163 = zext i8 %1162 to i32
  br i1 %520, label %1173, label %1164

1164:                                             ; preds = %1160
  %1165 = load i8, ptr %522, align 1, !tbaa !14
  %1166 = zext i8 %1165 to i32
  %1167 = add nuw nsw i32 %1166, %1163
  %1168 = zext nneg i32 %1167 to i64
  %1169 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1168
  %1170 = load i8, ptr %1169, align 1, !tbaa !14
  %1171 = zext i8 %1170 to i32
  %1172 = xor i32 %1153, %1171
  br label %1173

1173:                                             ; preds = %1164, %1160
  %1174 = phi i32 [ %1172, %1164 ], [ %1153, %1160 ]
  br i1 %523, label %1184, label %1175

1175:                                             ; preds = %1173
  %1176 = load i8, ptr %525, align 1, !tbaa !14
  %1177 = zext i8 %1176 to i32
  %1178 = add nuw nsw i32 %1177, %1163
  %1179 = zext nneg i32 %1178 to i64
  %1180 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1179
  %1181 = load i8, ptr %1180, align 1, !tbaa !14
  %1182 = zext i8 %1181 to i32
  %1183 = xor i32 %1150, %1182
  br label %1184

1184:                                             ; preds = %1175, %1173
  %1185 = phi i32 [ %1183, %1175 ], [ %1150, %1173 ]
  br i1 %526, label %1195, label %1186

1186:                                             ; preds = %1184
  %1187 = load i8, ptr %528, align 1, !tbaa !14
  %1188 = zext i8 %1187 to i32
  %1189 = add nuw nsw i32 %1188, %1163
  %1190 = zext nneg i32 %1189 to i64
  %1191 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1190
  %1192 = load i8, ptr %1191, align 1, !tbaa !14
  %1193 = zext i8 %1192 to i32
  %1194 = xor i32 %1151, %1193
  br label %1195

1195:                                             ; preds = %1186, %1184
  %1196 = phi i32 [ %1194, %1186 ], [ %1151, %1184 ]
  br i1 %529, label %1206, label %1197

1197:                                             ; preds = %1195
  %1198 = load i8, ptr %531, align 1, !tbaa !14
  %1199 = zext i8 %1198 to i32
  %1200 = add nuw nsw i32 %1199, %1163
  %1201 = zext nneg i32 %1200 to i64
  %1202 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1201
  %1203 = load i8, ptr %1202, align 1, !tbaa !14
  %1204 = zext i8 %1203 to i32
  %1205 = xor i32 %1152, %1204
  br label %1206

1206:                                             ; preds = %1197, %1195, %1154, %1149
  %1207 = phi i32 [ %1150, %1149 ], [ %1150, %1154 ], [ %1185, %1197 ], [ %1185, %1195 ]
  %1208 = phi i32 [ %1151, %1149 ], [ %1151, %1154 ], [ %1196, %1197 ], [ %1196, %1195 ]
  %1209 = phi i32 [ %1152, %1149 ], [ %1152, %1154 ], [ %1205, %1197 ], [ %1152, %1195 ]
  %1210 = phi i32 [ %1153, %1149 ], [ %1153, %1154 ], [ %1174, %1197 ], [ %1174, %1195 ]
  br i1 %246, label %1211, label %1263

1211:                                             ; preds = %1206
  %1212 = add nuw nsw i32 %642, 10
  %1213 = zext nneg i32 %1212 to i64
  %1214 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1213
  %1215 = load i8, ptr %1214, align 1, !tbaa !14
  %1216 = icmp eq i8 %1215, 0
  br i1 %1216, label %1263, label %1217

1217:                                             ; preds = %1211
  %1218 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1213
  %1219 = load i8, ptr %1218, align 1, !tbaa !14
  %1220 = zext i8 %1219 to i32
  br i1 %538, label %1230, label %1221

1221:                                             ; preds = %1217
  %1222 = load i8, ptr %540, align 1, !tbaa !14
  %1223 = zext i8 %1222 to i32
  %1224 = add nuw nsw i32 %1223, %1220
  %1225 = zext nneg i32 %1224 to i64
  %1226 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1225
  %1227 = load i8, ptr %1226, align 1, !tbaa !14
  %1228 = zext i8 %1227 to i32
  %1229 = xor i32 %1210, %1228
  br label %1230

1230:                                             ; preds = %1221, %1217
  %1231 = phi i32 [ %1229, %1221 ], [ %1210, %1217 ]
  br i1 %541, label %1241, label %1232

1232:                                             ; preds = %1230
  %1233 = load i8, ptr %543, align 1, !tbaa !14
  %1234 = zext i8 %1233 to i32
  %1235 = add nuw nsw i32 %1234, %1220
  %1236 = zext nneg i32 %1235 to i64
  %1237 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1236
  %1238 = load i8, ptr %1237, align 1, !tbaa !14
  %1239 = zext i8 %1238 to i32
  %1240 = xor i32 %1207, %1239
  br label %1241

1241:                                             ; preds = %1232, %1230
  %1242 = phi i32 [ %1240, %1232 ], [ %1207, %1230 ]
  br i1 %544, label %1252, label %1243

1243:                                             ; preds = %1241
  %1244 = load i8, ptr %546, align 1, !tbaa !14
  %1245 = zext i8 %1244 to i32
  %1246 = add nuw nsw i32 %1245, %1220
  %1247 = zext nneg i32 %1246 to i64
  %1248 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1247
  %1249 = load i8, ptr %1248, align 1, !tbaa !14
  %1250 = zext i8 %1249 to i32
  %1251 = xor i32 %1208, %1250
  br label %1252

1252:                                             ; preds = %1243, %1241
  %1253 = phi i32 [ %1251, %1243 ], [ %1208, %1241 ]
  br i1 %547, label %1263, label %1254

1254:                                             ; preds = %1252
  %1255 = load i8, ptr %549, align 1, !tbaa !14
  %1256 = zext i8 %1255 to i32
  %1257 = add nuw nsw i32 %1256, %1220
  %1258 = zext nneg i32 %1257 to i64
  %1259 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1258
  %1260 = load i8, ptr %1259, align 1, !tbaa !14
  %1261 = zext i8 %1260 to i32
  %1262 = xor i32 %1209, %1261
  br label %1263

1263:                                             ; preds = %1254, %1252, %1211, %1206
  %1264 = phi i32 [ %1207, %1206 ], [ %1207, %1211 ], [ %1242, %1254 ], [ %1242, %1252 ]
  %1265 = phi i32 [ %1208, %1206 ], [ %1208, %1211 ], [ %1253, %1254 ], [ %1253, %1252 ]
  %1266 = phi i32 [ %1209, %1206 ], [ %1209, %1211 ], [ %1262, %1254 ], [ %1209, %1252 ]
  %1267 = phi i32 [ %1210, %1206 ], [ %1210, %1211 ], [ %1231, %1254 ], [ %1231, %1252 ]
  br i1 %247, label %1268, label %1320

1268:                                             ; preds = %1263
  %1269 = add nuw nsw i32 %642, 11
  %1270 = zext nneg i32 %1269 to i64
  %1271 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1270
  %1272 = load i8, ptr %1271, align 1, !tbaa !14
  %1273 = icmp eq i8 %1272, 0
  br i1 %1273, label %1320, label %1274

1274:                                             ; preds = %1268
  %1275 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1270
  %1276 = load i8, ptr %1275, align 1, !tbaa !14
  %1277 = zext i8 %1276 to i32
  br i1 %556, label %1287, label %1278

1278:                                             ; preds = %1274
  %1279 = load i8, ptr %558, align 1, !tbaa !14
  %1280 = zext i8 %1279 to i32
  %1281 = add nuw nsw i32 %1280, %1277
  %1282 = zext nneg i32 %1281 to i64
  %1283 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1282
  %1284 = load i8, ptr %1283, align 1, !tbaa !14
  %1285 = zext i8 %1284 to i32
  %1286 = xor i32 %1267, %1285
  br label %1287

1287:                                             ; preds = %1278, %1274
  %1288 = phi i32 [ %1286, %1278 ], [ %1267, %1274 ]
  br i1 %559, label %1298, label %1289

1289:                                             ; preds = %1287
  %1290 = load i8, ptr %561, align 1, !tbaa !14
  %1291 = zext i8 %1290 to i32
  %1292 = add nuw nsw i32 %1291, %1277
  %1293 = zext nneg i32 %1292 to i64
  %1294 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1293
  %1295 = load i8, ptr %1294, align 1, !tbaa !14
  %1296 = zext i8 %1295 to i32
  %1297 = xor i32 %1264, %1296
  br label %1298

1298:                                             ; preds = %1289, %1287
  %1299 = phi i32 [ %1297, %1289 ], [ %1264, %1287 ]
  br i1 %562, label %1309, label %1300

1300:                                             ; preds = %1298
  %1301 = load i8, ptr %564, align 1, !tbaa !14
  %1302 = zext i8 %1301 to i32
  %1303 = add nuw nsw i32 %1302, %1277
  %1304 = zext nneg i32 %1303 to i64
  %1305 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1304
  %1306 = load i8, ptr %1305, align 1, !tbaa !14
  %1307 = zext i8 %1306 to i32
  %1308 = xor i32 %1265, %1307
  br label %1309

1309:                                             ; preds = %1300, %1298
  %1310 = phi i32 [ %1308, %1300 ], [ %1265, %1298 ]
  br i1 %565, label %1320, label %1311

1311:                                             ; preds = %1309
  %1312 = load i8, ptr %567, align 1, !tbaa !14
  %1313 = zext i8 %1312 to i32
  %1314 = add nuw nsw i32 %1313, %1277
  %1315 = zext nneg i32 %1314 to i64
  %1316 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1315
  %1317 = load i8, ptr %1316, align 1, !tbaa !14
  %1318 = zext i8 %1317 to i32
  %1319 = xor i32 %1266, %1318
  br label %1320

1320:                                             ; preds = %1311, %1309, %1268, %1263
  %1321 = phi i32 [ %1264, %1263 ], [ %1264, %1268 ], [ %1299, %1311 ], [ %1299, %1309 ]
  %1322 = phi i32 [ %1265, %1263 ], [ %1265, %1268 ], [ %1310, %1311 ], [ %1310, %1309 ]
  %1323 = phi i32 [ %1266, %1263 ], [ %1266, %1268 ], [ %1319, %1311 ], [ %1266, %1309 ]
  %1324 = phi i32 [ %1267, %1263 ], [ %1267, %1268 ], [ %1288, %1311 ], [ %1288, %1309 ]
  br i1 %248, label %1325, label %1377

1325:                                             ; preds = %1320
  %1326 = add nuw nsw i32 %642, 12
  %1327 = zext nneg i32 %1326 to i64
  %1328 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1327
  %1329 = load i8, ptr %1328, align 1, !tbaa !14
  %1330 = icmp eq i8 %1329, 0
  br i1 %1330, label %1377, label %1331

1331:                                             ; preds = %1325
  %1332 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1327
  %1333 = load i8, ptr %1332, align 1, !tbaa !14
  %1334 = zext i8 %1333 to i32
  br i1 %574, label %1344, label %1335

1335:                                             ; preds = %1331
  %1336 = load i8, ptr %576, align 1, !tbaa !14
  %1337 = zext i8 %1336 to i32
  %1338 = add nuw nsw i32 %1337, %1334
  %1339 = zext nneg i32 %1338 to i64
  %1340 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1339
  %1341 = load i8, ptr %1340, align 1, !tbaa !14
  %1342 = zext i8 %1341 to i32
  %1343 = xor i32 %1324, %1342
  br label %1344

1344:                                             ; preds = %1335, %1331
  %1345 = phi i32 [ %1343, %1335 ], [ %1324, %1331 ]
  br i1 %577, label %1355, label %1346

1346:                                             ; preds = %1344
  %1347 = load i8, ptr %579, align 1, !tbaa !14
  %1348 = zext i8 %1347 to i32
  %1349 = add nuw nsw i32 %1348, %1334
  %1350 = zext nneg i32 %1349 to i64
  %1351 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1350
  %1352 = load i8, ptr %1351, align 1, !tbaa !14
  %1353 = zext i8 %1352 to i32
  %1354 = xor i32 %1321, %1353
  br label %1355

1355:                                             ; preds = %1346, %1344
  %1356 = phi i32 [ %1354, %1346 ], [ %1321, %1344 ]
  br i1 %580, label %1366, label %1357

1357:                                             ; preds = %1355
  %1358 = load i8, ptr %582, align 1, !tbaa !14
  %1359 = zext i8 %1358 to i32
  %1360 = add nuw nsw i32 %1359, %1334
  %1361 = zext nneg i32 %1360 to i64
  %1362 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1361
  %1363 = load i8, ptr %1362, align 1, !tbaa !14
  %1364 = zext i8 %1363 to i32
  %1365 = xor i32 %1322, %1364
  br label %1366

1366:                                             ; preds = %1357, %1355
  %1367 = phi i32 [ %1365, %1357 ], [ %1322, %1355 ]
  br i1 %583, label %1377, label %1368

1368:                                             ; preds = %1366
  %1369 = load i8, ptr %585, align 1, !tbaa !14
  %1370 = zext i8 %1369 to i32
  %1371 = add nuw nsw i32 %1370, %1334
  %1372 = zext nneg i32 %1371 to i64
  %1373 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1372
  %1374 = load i8, ptr %1373, align 1, !tbaa !14
  %1375 = zext i8 %1374 to i32
  %1376 = xor i32 %1323, %1375
  br label %1377

1377:                                             ; preds = %1368, %1366, %1325, %1320
  %1378 = phi i32 [ %1321, %1320 ], [ %1321, %1325 ], [ %1356, %1368 ], [ %1356, %1366 ]
  %1379 = phi i32 [ %1322, %1320 ], [ %1322, %1325 ], [ %1367, %1368 ], [ %1367, %1366 ]
  %1380 = phi i32 [ %1323, %1320 ], [ %1323, %1325 ], [ %1376, %1368 ], [ %1323, %1366 ]
  %1381 = phi i32 [ %1324, %1320 ], [ %1324, %1325 ], [ %1345, %1368 ], [ %1345, %1366 ]
  br i1 %249, label %1382, label %1434

1382:                                             ; preds = %1377
  %1383 = add nuw nsw i32 %642, 13
  %1384 = zext nneg i32 %1383 to i64
  %1385 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1384
  %1386 = load i8, ptr %1385, align 1, !tbaa !14
  %1387 = icmp eq i8 %1386, 0
  br i1 %1387, label %1434, label %1388

1388:                                             ; preds = %1382
  %1389 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1384
  %1390 = load i8, ptr %1389, align 1, !tbaa !14
  %1391 = zext i8 %1390 to i32
  br i1 %592, label %1401, label %1392

1392:                                             ; preds = %1388
  %1393 = load i8, ptr %594, align 1, !tbaa !14
  %1394 = zext i8 %1393 to i32
  %1395 = add nuw nsw i32 %1394, %1391
  %1396 = zext nneg i32 %1395 to i64
  %1397 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1396
  %1398 = load i8, ptr %1397, align 1, !tbaa !14
  %1399 = zext i8 %1398 to i32
  %1400 = xor i32 %1381, %1399
  br label %1401

1401:                                             ; preds = %1392, %1388
  %1402 = phi i32 [ %1400, %1392 ], [ %1381, %1388 ]
  br i1 %595, label %1412, label %1403

1403:                                             ; preds = %1401
  %1404 = load i8, ptr %597, align 1, !tbaa !14
  %1405 = zext i8 %1404 to i32
  %1406 = add nuw nsw i32 %1405, %1391
  %1407 = zext nneg i32 %1406 to i64
  %1408 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1407
  %1409 = load i8, ptr %1408, align 1, !tbaa !14
  %1410 = zext i8 %1409 to i32
  %1411 = xor i32 %1378, %1410
  br label %1412

1412:                                             ; preds = %1403, %1401
  %1413 = phi i32 [ %1411, %1403 ], [ %1378, %1401 ]
  br i1 %598, label %1423, label %1414

1414:                                             ; preds = %1412
  %1415 = load i8, ptr %600, align 1, !tbaa !14
  %1416 = zext i8 %1415 to i32
  %1417 = add nuw nsw i32 %1416, %1391
  %1418 = zext nneg i32 %1417 to i64
  %1419 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1418
  %1420 = load i8, ptr %1419, align 1, !tbaa !14
  %1421 = zext i8 %1420 to i32
  %1422 = xor i32 %1379, %1421
  br label %1423

1423:                                             ; preds = %1414, %1412
  %1424 = phi i32 [ %1422, %1414 ], [ %1379, %1412 ]
  br i1 %601, label %1434, label %1425

1425:                                             ; preds = %1423
  %1426 = load i8, ptr %603, align 1, !tbaa !14
  %1427 = zext i8 %1426 to i32
  %1428 = add nuw nsw i32 %1427, %1391
  %1429 = zext nneg i32 %1428 to i64
  %1430 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1429
  %1431 = load i8, ptr %1430, align 1, !tbaa !14
  %1432 = zext i8 %1431 to i32
  %1433 = xor i32 %1380, %1432
  br label %1434

1434:                                             ; preds = %1425, %1423, %1382, %1377
  %1435 = phi i32 [ %1378, %1377 ], [ %1378, %1382 ], [ %1413, %1425 ], [ %1413, %1423 ]
  %1436 = phi i32 [ %1379, %1377 ], [ %1379, %1382 ], [ %1424, %1425 ], [ %1424, %1423 ]
  %1437 = phi i32 [ %1380, %1377 ], [ %1380, %1382 ], [ %1433, %1425 ], [ %1380, %1423 ]
  %1438 = phi i32 [ %1381, %1377 ], [ %1381, %1382 ], [ %1402, %1425 ], [ %1402, %1423 ]
  br i1 %250, label %1439, label %1491

1439:                                             ; preds = %1434
  %1440 = add nuw nsw i32 %642, 14
  %1441 = zext nneg i32 %1440 to i64
  %1442 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1441
  %1443 = load i8, ptr %1442, align 1, !tbaa !14
  %1444 = icmp eq i8 %1443, 0
  br i1 %1444, label %1491, label %1445

1445:                                             ; preds = %1439
  %1446 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1441
  %1447 = load i8, ptr %1446, align 1, !tbaa !14
  %1448 = zext i8 %1447 to i32
  br i1 %610, label %1458, label %1449

1449:                                             ; preds = %1445
  %1450 = load i8, ptr %612, align 1, !tbaa !14
  %1451 = zext i8 %1450 to i32
  %1452 = add nuw nsw i32 %1451, %1448
  %1453 = zext nneg i32 %1452 to i64
  %1454 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1453
  %1455 = load i8, ptr %1454, align 1, !tbaa !14
  %1456 = zext i8 %1455 to i32
  %1457 = xor i32 %1438, %1456
  br label %1458

1458:                                             ; preds = %1449, %1445
  %1459 = phi i32 [ %1457, %1449 ], [ %1438, %1445 ]
  br i1 %613, label %1469, label %1460

1460:                                             ; preds = %1458
  %1461 = load i8, ptr %615, align 1, !tbaa !14
  %1462 = zext i8 %1461 to i32
  %1463 = add nuw nsw i32 %1462, %1448
  %1464 = zext nneg i32 %1463 to i64
  %1465 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1464
  %1466 = load i8, ptr %1465, align 1, !tbaa !14
  %1467 = zext i8 %1466 to i32
  %1468 = xor i32 %1435, %1467
  br label %1469

1469:                                             ; preds = %1460, %1458
  %1470 = phi i32 [ %1468, %1460 ], [ %1435, %1458 ]
  br i1 %616, label %1480, label %1471

1471:                                             ; preds = %1469
  %1472 = load i8, ptr %618, align 1, !tbaa !14
  %1473 = zext i8 %1472 to i32
  %1474 = add nuw nsw i32 %1473, %1448
  %1475 = zext nneg i32 %1474 to i64
  %1476 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1475
  %1477 = load i8, ptr %1476, align 1, !tbaa !14
  %1478 = zext i8 %1477 to i32
  %1479 = xor i32 %1436, %1478
  br label %1480

1480:                                             ; preds = %1471, %1469
  %1481 = phi i32 [ %1479, %1471 ], [ %1436, %1469 ]
  br i1 %619, label %1491, label %1482

1482:                                             ; preds = %1480
  %1483 = load i8, ptr %621, align 1, !tbaa !14
  %1484 = zext i8 %1483 to i32
  %1485 = add nuw nsw i32 %1484, %1448
  %1486 = zext nneg i32 %1485 to i64
  %1487 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1486
  %1488 = load i8, ptr %1487, align 1, !tbaa !14
  %1489 = zext i8 %1488 to i32
  %1490 = xor i32 %1437, %1489
  br label %1491

1491:                                             ; preds = %1482, %1480, %1439, %1434
  %1492 = phi i32 [ %1435, %1434 ], [ %1435, %1439 ], [ %1470, %1482 ], [ %1470, %1480 ]
  %1493 = phi i32 [ %1436, %1434 ], [ %1436, %1439 ], [ %1481, %1482 ], [ %1481, %1480 ]
  %1494 = phi i32 [ %1437, %1434 ], [ %1437, %1439 ], [ %1490, %1482 ], [ %1437, %1480 ]
  %1495 = phi i32 [ %1438, %1434 ], [ %1438, %1439 ], [ %1459, %1482 ], [ %1459, %1480 ]
  br i1 %251, label %1496, label %1548

1496:                                             ; preds = %1491
  %1497 = add nuw nsw i32 %642, 15
  %1498 = zext nneg i32 %1497 to i64
  %1499 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1498
  %1500 = load i8, ptr %1499, align 1, !tbaa !14
  %1501 = icmp eq i8 %1500, 0
  br i1 %1501, label %1548, label %1502

1502:                                             ; preds = %1496
  %1503 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1498
  %1504 = load i8, ptr %1503, align 1, !tbaa !14
  %1505 = zext i8 %1504 to i32
  br i1 %628, label %1515, label %1506

1506:                                             ; preds = %1502
  %1507 = load i8, ptr %630, align 1, !tbaa !14
  %1508 = zext i8 %1507 to i32
  %1509 = add nuw nsw i32 %1508, %1505
  %1510 = zext nneg i32 %1509 to i64
  %1511 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1510
  %1512 = load i8, ptr %1511, align 1, !tbaa !14
  %1513 = zext i8 %1512 to i32
  %1514 = xor i32 %1495, %1513
  br label %1515

1515:                                             ; preds = %1506, %1502
  %1516 = phi i32 [ %1514, %1506 ], [ %1495, %1502 ]
  br i1 %631, label %1526, label %1517

1517:                                             ; preds = %1515
  %1518 = load i8, ptr %633, align 1, !tbaa !14
  %1519 = zext i8 %1518 to i32
  %1520 = add nuw nsw i32 %1519, %1505
  %1521 = zext nneg i32 %1520 to i64
  %1522 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1521
  %1523 = load i8, ptr %1522, align 1, !tbaa !14
  %1524 = zext i8 %1523 to i32
  %1525 = xor i32 %1492, %1524
  br label %1526

1526:                                             ; preds = %1517, %1515
  %1527 = phi i32 [ %1525, %1517 ], [ %1492, %1515 ]
  br i1 %634, label %1537, label %1528

1528:                                             ; preds = %1526
  %1529 = load i8, ptr %636, align 1, !tbaa !14
  %1530 = zext i8 %1529 to i32
  %1531 = add nuw nsw i32 %1530, %1505
  %1532 = zext nneg i32 %1531 to i64
  %1533 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1532
  %1534 = load i8, ptr %1533, align 1, !tbaa !14
  %1535 = zext i8 %1534 to i32
  %1536 = xor i32 %1493, %1535
  br label %1537

1537:                                             ; preds = %1528, %1526
  %1538 = phi i32 [ %1536, %1528 ], [ %1493, %1526 ]
  br i1 %637, label %1548, label %1539

1539:                                             ; preds = %1537
  %1540 = load i8, ptr %639, align 1, !tbaa !14
  %1541 = zext i8 %1540 to i32
  %1542 = add nuw nsw i32 %1541, %1505
  %1543 = zext nneg i32 %1542 to i64
  %1544 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1543
  %1545 = load i8, ptr %1544, align 1, !tbaa !14
  %1546 = zext i8 %1545 to i32
  %1547 = xor i32 %1494, %1546
  br label %1548

1548:                                             ; preds = %1539, %1537, %1496, %1491
  %1549 = phi i32 [ %1492, %1491 ], [ %1492, %1496 ], [ %1527, %1539 ], [ %1527, %1537 ]
  %1550 = phi i32 [ %1493, %1491 ], [ %1493, %1496 ], [ %1538, %1539 ], [ %1538, %1537 ]
  %1551 = phi i32 [ %1494, %1491 ], [ %1494, %1496 ], [ %1547, %1539 ], [ %1494, %1537 ]
  %1552 = phi i32 [ %1495, %1491 ], [ %1495, %1496 ], [ %1516, %1539 ], [ %1516, %1537 ]
  %1553 = tail call noundef i32 @llvm.nvvm.prmt(i32 %1552, i32 %1549, i32 30528)
  %1554 = tail call noundef i32 @llvm.nvvm.prmt(i32 %1550, i32 %1551, i32 30528)
  %1555 = tail call noundef i32 @llvm.nvvm.prmt(i32 %1553, i32 %1554, i32 21520)
  %1556 = zext nneg i32 %641 to i64
  %1557 = mul i64 %3, %1556
  %1558 = getelementptr i32, ptr %350, i64 %1557
  store i32 %1555, ptr %1558, align 4, !tbaa !6
  %1559 = add nuw nsw i32 %641, 1
  %1560 = icmp eq i32 %1559, %11
  br i1 %1560, label %643, label %640, !llvm.loop !19

1561:                                             ; preds = %643, %192, %173, %189
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rs_syndromes(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %10 = tail call noundef range(i32 0, 256) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %9, i32 255)
  %11 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %12 = tail call noundef range(i32 0, 256) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %11, i32 16)
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp samesign ult i32 %13, 16
  br i1 %14, label %15, label %28

15:                                               ; preds = %8, %15
  %16 = phi i32 [ %22, %15 ], [ 1, %8 ]
  %17 = phi i32 [ %23, %15 ], [ 0, %8 ]
  %18 = shl nuw nsw i32 %16, 1
  %19 = icmp samesign ult i32 %16, 128
  %20 = select i1 %19, i32 0, i32 29
  %21 = and i32 %18, 254
  %22 = xor i32 %20, %21
  %23 = add nuw nsw i32 %17, 1
  %24 = icmp eq i32 %17, %13
  br i1 %24, label %25, label %15, !llvm.loop !20

25:                                               ; preds = %15
  %26 = zext nneg i32 %13 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_alpha to ptr), i64 %26
  store i32 %22, ptr %27, align 4, !tbaa !6
  br label %28

28:                                               ; preds = %25, %8
  %29 = icmp eq i32 %13, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %28
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_dirty to ptr), align 4, !tbaa !6
  br label %31

31:                                               ; preds = %30, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = icmp sgt i32 %2, 0
  br i1 %32, label %33, label %169

33:                                               ; preds = %31
  %34 = zext nneg i32 %2 to i64
  %35 = icmp slt i64 %3, %34
  br i1 %35, label %169, label %36

36:                                               ; preds = %33
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = mul nuw nsw i64 %38, %40
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %43 = zext nneg i32 %42 to i64
  %44 = mul nuw nsw i64 %43, %40
  %45 = zext nneg i32 %13 to i64
  %46 = add nuw nsw i64 %44, %45
  %47 = icmp samesign ult i64 %46, %34
  br i1 %47, label %48, label %169

48:                                               ; preds = %36
  %49 = icmp slt i32 %4, 1
  %50 = icmp slt i32 %1, 1
  br label %51

51:                                               ; preds = %48, %57
  %52 = phi i64 [ %46, %48 ], [ %69, %57 ]
  %53 = phi i32 [ 0, %48 ], [ %68, %57 ]
  %54 = getelementptr i32, ptr %5, i64 %52
  br i1 %49, label %57, label %55

55:                                               ; preds = %51
  %56 = getelementptr i32, ptr %0, i64 %52
  br label %71

57:                                               ; preds = %94, %51
  %58 = phi i32 [ 0, %51 ], [ %98, %94 ]
  %59 = and i32 %58, 2139062143
  %60 = add nuw i32 %59, 2139062143
  %61 = or i32 %60, %58
  %62 = and i32 %61, -2139062144
  %63 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 range(i32 0, -2139062143) %62)
  %64 = trunc nuw nsw i32 %63 to i8
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 %52
  store i8 %64, ptr %65, align 1, !tbaa !14
  %66 = icmp ne i32 %62, 0
  %67 = zext i1 %66 to i32
  %68 = add i32 %53, %67
  %69 = add nuw nsw i64 %52, %41
  %70 = icmp samesign ult i64 %69, %34
  br i1 %70, label %51, label %169, !llvm.loop !21

71:                                               ; preds = %55, %94
  %72 = phi i32 [ 0, %55 ], [ %99, %94 ]
  %73 = phi i32 [ 0, %55 ], [ %98, %94 ]
  %74 = zext nneg i32 %72 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_alpha to ptr), i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  br i1 %50, label %94, label %77

77:                                               ; preds = %71
  %78 = and i32 %76, 1
  %79 = icmp eq i32 %78, 0
  %80 = and i32 %76, 2
  %81 = icmp eq i32 %80, 0
  %82 = and i32 %76, 4
  %83 = icmp eq i32 %82, 0
  %84 = and i32 %76, 8
  %85 = icmp eq i32 %84, 0
  %86 = and i32 %76, 16
  %87 = icmp eq i32 %86, 0
  %88 = and i32 %76, 32
  %89 = icmp eq i32 %88, 0
  %90 = and i32 %76, 64
  %91 = icmp eq i32 %90, 0
  %92 = and i32 %76, 128
  %93 = icmp eq i32 %92, 0
  br label %101

94:                                               ; preds = %101, %71
  %95 = phi i32 [ 0, %71 ], [ %167, %101 ]
  %96 = mul i64 %3, %74
  %97 = getelementptr i32, ptr %54, i64 %96
  store i32 %95, ptr %97, align 4, !tbaa !6
  %98 = or i32 %95, %73
  %99 = add nuw nsw i32 %72, 1
  %100 = icmp eq i32 %99, %12
  br i1 %100, label %57, label %71, !llvm.loop !22

101:                                              ; preds = %77, %101
  %102 = phi i32 [ %161, %101 ], [ %10, %77 ]
  %103 = phi i32 [ %167, %101 ], [ 0, %77 ]
  %104 = select i1 %79, i32 0, i32 %103
  %105 = lshr i32 %103, 7
  %106 = and i32 %105, 16843009
  %107 = shl i32 %103, 1
  %108 = and i32 %107, -16843010
  %109 = mul nuw nsw i32 %106, 29
  %110 = xor i32 %109, %108
  %111 = select i1 %81, i32 0, i32 %110
  %112 = xor i32 %111, %104
  %113 = lshr i32 %110, 7
  %114 = and i32 %113, 16843009
  %115 = shl i32 %110, 1
  %116 = and i32 %115, -16843010
  %117 = mul nuw nsw i32 %114, 29
  %118 = xor i32 %117, %116
  %119 = select i1 %83, i32 0, i32 %118
  %120 = xor i32 %119, %112
  %121 = lshr i32 %118, 7
  %122 = and i32 %121, 16843009
  %123 = shl i32 %118, 1
  %124 = and i32 %123, -16843010
  %125 = mul nuw nsw i32 %122, 29
  %126 = xor i32 %125, %124
  %127 = select i1 %85, i32 0, i32 %126
  %128 = xor i32 %127, %120
  %129 = lshr i32 %126, 7
  %130 = and i32 %129, 16843009
  %131 = shl i32 %126, 1
  %132 = and i32 %131, -16843010
  %133 = mul nuw nsw i32 %130, 29
  %134 = xor i32 %133, %132
  %135 = select i1 %87, i32 0, i32 %134
  %136 = xor i32 %135, %128
  %137 = lshr i32 %134, 7
  %138 = and i32 %137, 16843009
  %139 = shl i32 %134, 1
  %140 = and i32 %139, -16843010
  %141 = mul nuw nsw i32 %138, 29
  %142 = xor i32 %141, %140
  %143 = select i1 %89, i32 0, i32 %142
  %144 = xor i32 %143, %136
  %145 = lshr i32 %142, 7
  %146 = and i32 %145, 16843009
  %147 = shl i32 %142, 1
  %148 = and i32 %147, -16843010
  %149 = mul nuw nsw i32 %146, 29
  %150 = xor i32 %149, %148
  %151 = select i1 %91, i32 0, i32 %150
  %152 = xor i32 %151, %144
  %153 = lshr i32 %150, 7
  %154 = and i32 %153, 16843009
  %155 = shl i32 %150, 1
  %156 = and i32 %155, -16843010
  %157 = mul nuw nsw i32 %154, 29
  %158 = xor i32 %157, %156
  %159 = select i1 %93, i32 0, i32 %158
  %160 = xor i32 %159, %152
  %161 = add nsw i32 %102, -1
  %162 = zext nneg i32 %161 to i64
  %163 = mul i64 %3, %162
  %164 = getelementptr i32, ptr %56, i64 %163
  %165 = addrspacecast ptr %164 to ptr addrspace(1)
  %166 = load i32, ptr addrspace(1) %165, align 4, !invariant.load !17
  %167 = xor i32 %166, %160
  %168 = icmp sgt i32 %102, 1
  br i1 %168, label %101, label %94, !llvm.loop !23

169:                                              ; preds = %57, %36, %33, %31
  %170 = phi i32 [ 0, %31 ], [ 0, %33 ], [ 0, %36 ], [ %68, %57 ]
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %174, label %172

172:                                              ; preds = %169
  %173 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_dirty to ptr), i32 %170 seq_cst, align 4
  br label %174

174:                                              ; preds = %172, %169
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_dirty to ptr), align 4
  %176 = icmp ne i32 %175, 0
  %177 = select i1 %29, i1 %176, i1 false
  br i1 %177, label %178, label %180

178:                                              ; preds = %174
  %179 = atomicrmw add ptr %7, i32 %175 seq_cst, align 4
  br label %180

180:                                              ; preds = %178, %174
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @gf_region_mul_xor(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = lshr i64 %2, 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %15, %9
  %17 = icmp samesign ult i64 %13, %5
  br i1 %17, label %18, label %83

18:                                               ; preds = %4
  %19 = and i32 %3, 1
  %20 = icmp eq i32 %19, 0
  %21 = and i32 %3, 2
  %22 = icmp eq i32 %21, 0
  %23 = and i32 %3, 4
  %24 = icmp eq i32 %23, 0
  %25 = and i32 %3, 8
  %26 = icmp eq i32 %25, 0
  %27 = and i32 %3, 16
  %28 = icmp eq i32 %27, 0
  %29 = and i32 %3, 32
  %30 = icmp eq i32 %29, 0
  %31 = and i32 %3, 64
  %32 = icmp eq i32 %31, 0
  %33 = and i32 %3, 128
  %34 = icmp eq i32 %33, 0
  %35 = and i32 %3, 1
  %36 = icmp eq i32 %35, 0
  %37 = and i32 %3, 2
  %38 = icmp eq i32 %37, 0
  %39 = and i32 %3, 4
  %40 = icmp eq i32 %39, 0
  %41 = and i32 %3, 8
  %42 = icmp eq i32 %41, 0
  %43 = and i32 %3, 16
  %44 = icmp eq i32 %43, 0
  %45 = and i32 %3, 32
  %46 = icmp eq i32 %45, 0
  %47 = and i32 %3, 64
  %48 = icmp eq i32 %47, 0
  %49 = and i32 %3, 128
  %50 = icmp eq i32 %49, 0
  %51 = and i32 %3, 1
  %52 = icmp eq i32 %51, 0
  %53 = and i32 %3, 2
  %54 = icmp eq i32 %53, 0
  %55 = and i32 %3, 4
  %56 = icmp eq i32 %55, 0
  %57 = and i32 %3, 8
  %58 = icmp eq i32 %57, 0
  %59 = and i32 %3, 16
  %60 = icmp eq i32 %59, 0
  %61 = and i32 %3, 32
  %62 = icmp eq i32 %61, 0
  %63 = and i32 %3, 64
  %64 = icmp eq i32 %63, 0
  %65 = and i32 %3, 128
  %66 = icmp eq i32 %65, 0
  %67 = and i32 %3, 1
  %68 = icmp eq i32 %67, 0
  %69 = and i32 %3, 2
  %70 = icmp eq i32 %69, 0
  %71 = and i32 %3, 4
  %72 = icmp eq i32 %71, 0
  %73 = and i32 %3, 8
  %74 = icmp eq i32 %73, 0
  %75 = and i32 %3, 16
  %76 = icmp eq i32 %75, 0
  %77 = and i32 %3, 32
  %78 = icmp eq i32 %77, 0
  %79 = and i32 %3, 64
  %80 = icmp eq i32 %79, 0
  %81 = and i32 %3, 128
  %82 = icmp eq i32 %81, 0
  br label %106

83:                                               ; preds = %106, %4
  %84 = add nsw i64 %16, -1
  %85 = icmp eq i64 %13, %84
  %86 = and i64 %2, -16
  %87 = icmp ne i64 %86, %2
  %88 = and i1 %85, %87
  br i1 %88, label %89, label %422

89:                                               ; preds = %83
  %90 = and i32 %3, 1
  %91 = icmp eq i32 %90, 0
  %92 = and i32 %3, 2
  %93 = icmp eq i32 %92, 0
  %94 = and i32 %3, 4
  %95 = icmp eq i32 %94, 0
  %96 = and i32 %3, 8
  %97 = icmp eq i32 %96, 0
  %98 = and i32 %3, 16
  %99 = icmp eq i32 %98, 0
  %100 = and i32 %3, 32
  %101 = icmp eq i32 %100, 0
  %102 = and i32 %3, 64
  %103 = icmp eq i32 %102, 0
  %104 = and i32 %3, 128
  %105 = icmp eq i32 %104, 0
  br label %359

106:                                              ; preds = %18, %106
  %107 = phi i64 [ %357, %106 ], [ %13, %18 ]
  %108 = getelementptr inbounds nuw %struct.uint4, ptr %1, i64 %107
  %109 = addrspacecast ptr %108 to ptr addrspace(1)
  %110 = load i32, ptr addrspace(1) %109, align 16
  %111 = getelementptr inbounds nuw %struct.uint4, ptr %0, i64 %107
  %112 = load i32, ptr %111, align 16, !tbaa !6
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %116 = load i32, ptr %115, align 8, !tbaa !6
  %117 = getelementptr inbounds nuw i8, ptr %111, i64 12
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = getelementptr inbounds nuw i8, ptr addrspace(1) %109, i64 4
  %120 = load i32, ptr addrspace(1) %119, align 4
  %121 = getelementptr inbounds nuw i8, ptr addrspace(1) %109, i64 8
  %122 = load i32, ptr addrspace(1) %121, align 8
  %123 = getelementptr inbounds nuw i8, ptr addrspace(1) %109, i64 12
  %124 = load i32, ptr addrspace(1) %123, align 4
  %125 = select i1 %20, i32 0, i32 %124
  %126 = lshr i32 %124, 7
  %127 = and i32 %126, 16843009
  %128 = shl i32 %124, 1
  %129 = and i32 %128, -16843010
  %130 = mul nuw nsw i32 %127, 29
  %131 = xor i32 %130, %129
  %132 = select i1 %22, i32 0, i32 %131
  %133 = xor i32 %132, %125
  %134 = lshr i32 %131, 7
  %135 = and i32 %134, 16843009
  %136 = shl i32 %131, 1
  %137 = and i32 %136, -16843010
  %138 = mul nuw nsw i32 %135, 29
  %139 = xor i32 %138, %137
  %140 = select i1 %24, i32 0, i32 %139
  %141 = xor i32 %140, %133
  %142 = lshr i32 %139, 7
  %143 = and i32 %142, 16843009
  %144 = shl i32 %139, 1
  %145 = and i32 %144, -16843010
  %146 = mul nuw nsw i32 %143, 29
  %147 = xor i32 %146, %145
  %148 = select i1 %26, i32 0, i32 %147
  %149 = xor i32 %148, %141
  %150 = lshr i32 %147, 7
  %151 = and i32 %150, 16843009
  %152 = shl i32 %147, 1
  %153 = and i32 %152, -16843010
  %154 = mul nuw nsw i32 %151, 29
  %155 = xor i32 %154, %153
  %156 = select i1 %28, i32 0, i32 %155
  %157 = xor i32 %156, %149
  %158 = lshr i32 %155, 7
  %159 = and i32 %158, 16843009
  %160 = shl i32 %155, 1
  %161 = and i32 %160, -16843010
  %162 = mul nuw nsw i32 %159, 29
  %163 = xor i32 %162, %161
  %164 = select i1 %30, i32 0, i32 %163
  %165 = xor i32 %164, %157
  %166 = lshr i32 %163, 7
  %167 = and i32 %166, 16843009
  %168 = shl i32 %163, 1
  %169 = and i32 %168, -16843010
  %170 = mul nuw nsw i32 %167, 29
  %171 = xor i32 %170, %169
  %172 = select i1 %32, i32 0, i32 %171
  %173 = xor i32 %172, %165
  %174 = lshr i32 %171, 7
  %175 = and i32 %174, 16843009
  %176 = shl i32 %171, 1
  %177 = and i32 %176, -16843010
  %178 = mul nuw nsw i32 %175, 29
  %179 = xor i32 %178, %177
  %180 = select i1 %34, i32 0, i32 %179
  %181 = xor i32 %180, %173
  %182 = select i1 %36, i32 0, i32 %122
  %183 = lshr i32 %122, 7
  %184 = and i32 %183, 16843009
  %185 = shl i32 %122, 1
  %186 = and i32 %185, -16843010
  %187 = mul nuw nsw i32 %184, 29
  %188 = xor i32 %187, %186
  %189 = select i1 %38, i32 0, i32 %188
  %190 = xor i32 %189, %182
  %191 = lshr i32 %188, 7
  %192 = and i32 %191, 16843009
  %193 = shl i32 %188, 1
  %194 = and i32 %193, -16843010
  %195 = mul nuw nsw i32 %192, 29
  %196 = xor i32 %195, %194
  %197 = select i1 %40, i32 0, i32 %196
  %198 = xor i32 %197, %190
  %199 = lshr i32 %196, 7
  %200 = and i32 %199, 16843009
  %201 = shl i32 %196, 1
  %202 = and i32 %201, -16843010
  %203 = mul nuw nsw i32 %200, 29
  %204 = xor i32 %203, %202
  %205 = select i1 %42, i32 0, i32 %204
  %206 = xor i32 %205, %198
  %207 = lshr i32 %204, 7
  %208 = and i32 %207, 16843009
  %209 = shl i32 %204, 1
  %210 = and i32 %209, -16843010
  %211 = mul nuw nsw i32 %208, 29
  %212 = xor i32 %211, %210
  %213 = select i1 %44, i32 0, i32 %212
  %214 = xor i32 %213, %206
  %215 = lshr i32 %212, 7
  %216 = and i32 %215, 16843009
  %217 = shl i32 %212, 1
  %218 = and i32 %217, -16843010
  %219 = mul nuw nsw i32 %216, 29
  %220 = xor i32 %219, %218
  %221 = select i1 %46, i32 0, i32 %220
  %222 = xor i32 %221, %214
  %223 = lshr i32 %220, 7
  %224 = and i32 %223, 16843009
  %225 = shl i32 %220, 1
  %226 = and i32 %225, -16843010
  %227 = mul nuw nsw i32 %224, 29
  %228 = xor i32 %227, %226
  %229 = select i1 %48, i32 0, i32 %228
  %230 = xor i32 %229, %222
  %231 = lshr i32 %228, 7
  %232 = and i32 %231, 16843009
  %233 = shl i32 %228, 1
  %234 = and i32 %233, -16843010
  %235 = mul nuw nsw i32 %232, 29
  %236 = xor i32 %235, %234
  %237 = select i1 %50, i32 0, i32 %236
  %238 = xor i32 %237, %230
  %239 = select i1 %52, i32 0, i32 %120
  %240 = lshr i32 %120, 7
  %241 = and i32 %240, 16843009
  %242 = shl i32 %120, 1
  %243 = and i32 %242, -16843010
  %244 = mul nuw nsw i32 %241, 29
  %245 = xor i32 %244, %243
  %246 = select i1 %54, i32 0, i32 %245
  %247 = xor i32 %246, %239
  %248 = lshr i32 %245, 7
  %249 = and i32 %248, 16843009
  %250 = shl i32 %245, 1
  %251 = and i32 %250, -16843010
  %252 = mul nuw nsw i32 %249, 29
  %253 = xor i32 %252, %251
  %254 = select i1 %56, i32 0, i32 %253
  %255 = xor i32 %254, %247
  %256 = lshr i32 %253, 7
  %257 = and i32 %256, 16843009
  %258 = shl i32 %253, 1
  %259 = and i32 %258, -16843010
  %260 = mul nuw nsw i32 %257, 29
  %261 = xor i32 %260, %259
  %262 = select i1 %58, i32 0, i32 %261
  %263 = xor i32 %262, %255
  %264 = lshr i32 %261, 7
  %265 = and i32 %264, 16843009
  %266 = shl i32 %261, 1
  %267 = and i32 %266, -16843010
  %268 = mul nuw nsw i32 %265, 29
  %269 = xor i32 %268, %267
  %270 = select i1 %60, i32 0, i32 %269
  %271 = xor i32 %270, %263
  %272 = lshr i32 %269, 7
  %273 = and i32 %272, 16843009
  %274 = shl i32 %269, 1
  %275 = and i32 %274, -16843010
  %276 = mul nuw nsw i32 %273, 29
  %277 = xor i32 %276, %275
  %278 = select i1 %62, i32 0, i32 %277
  %279 = xor i32 %278, %271
  %280 = lshr i32 %277, 7
  %281 = and i32 %280, 16843009
  %282 = shl i32 %277, 1
  %283 = and i32 %282, -16843010
  %284 = mul nuw nsw i32 %281, 29
  %285 = xor i32 %284, %283
  %286 = select i1 %64, i32 0, i32 %285
  %287 = xor i32 %286, %279
  %288 = lshr i32 %285, 7
  %289 = and i32 %288, 16843009
  %290 = shl i32 %285, 1
  %291 = and i32 %290, -16843010
  %292 = mul nuw nsw i32 %289, 29
  %293 = xor i32 %292, %291
  %294 = select i1 %66, i32 0, i32 %293
  %295 = xor i32 %294, %287
  %296 = select i1 %68, i32 0, i32 %110
  %297 = lshr i32 %110, 7
  %298 = and i32 %297, 16843009
  %299 = shl i32 %110, 1
  %300 = and i32 %299, -16843010
  %301 = mul nuw nsw i32 %298, 29
  %302 = xor i32 %301, %300
  %303 = select i1 %70, i32 0, i32 %302
  %304 = xor i32 %303, %296
  %305 = lshr i32 %302, 7
  %306 = and i32 %305, 16843009
  %307 = shl i32 %302, 1
  %308 = and i32 %307, -16843010
  %309 = mul nuw nsw i32 %306, 29
  %310 = xor i32 %309, %308
  %311 = select i1 %72, i32 0, i32 %310
  %312 = xor i32 %311, %304
  %313 = lshr i32 %310, 7
  %314 = and i32 %313, 16843009
  %315 = shl i32 %310, 1
  %316 = and i32 %315, -16843010
  %317 = mul nuw nsw i32 %314, 29
  %318 = xor i32 %317, %316
  %319 = select i1 %74, i32 0, i32 %318
  %320 = xor i32 %319, %312
  %321 = lshr i32 %318, 7
  %322 = and i32 %321, 16843009
  %323 = shl i32 %318, 1
  %324 = and i32 %323, -16843010
  %325 = mul nuw nsw i32 %322, 29
  %326 = xor i32 %325, %324
  %327 = select i1 %76, i32 0, i32 %326
  %328 = xor i32 %327, %320
  %329 = lshr i32 %326, 7
  %330 = and i32 %329, 16843009
  %331 = shl i32 %326, 1
  %332 = and i32 %331, -16843010
  %333 = mul nuw nsw i32 %330, 29
  %334 = xor i32 %333, %332
  %335 = select i1 %78, i32 0, i32 %334
  %336 = xor i32 %335, %328
  %337 = lshr i32 %334, 7
  %338 = and i32 %337, 16843009
  %339 = shl i32 %334, 1
  %340 = and i32 %339, -16843010
  %341 = mul nuw nsw i32 %338, 29
  %342 = xor i32 %341, %340
  %343 = select i1 %80, i32 0, i32 %342
  %344 = xor i32 %343, %336
  %345 = lshr i32 %342, 7
  %346 = and i32 %345, 16843009
  %347 = shl i32 %342, 1
  %348 = and i32 %347, -16843010
  %349 = mul nuw nsw i32 %346, 29
  %350 = xor i32 %349, %348
  %351 = select i1 %82, i32 0, i32 %350
  %352 = xor i32 %351, %344
  %353 = xor i32 %352, %112
  %354 = xor i32 %295, %114
  %355 = xor i32 %238, %116
  %356 = xor i32 %181, %118
  store i32 %353, ptr %111, align 16, !tbaa !6
  store i32 %354, ptr %113, align 4, !tbaa !6
  store i32 %355, ptr %115, align 8, !tbaa !6
  store i32 %356, ptr %117, align 4, !tbaa !6
  %357 = add i64 %107, %16
  %358 = icmp samesign ult i64 %357, %5
  br i1 %358, label %106, label %83, !llvm.loop !24

359:                                              ; preds = %89, %359
  %360 = phi i64 [ %420, %359 ], [ %86, %89 ]
  %361 = getelementptr inbounds nuw i8, ptr %1, i64 %360
  %362 = load i8, ptr %361, align 1, !tbaa !14
  %363 = zext i8 %362 to i32
  %364 = select i1 %91, i32 0, i32 %363
  %365 = lshr i32 %363, 7
  %366 = shl nuw nsw i32 %363, 1
  %367 = and i32 %366, 254
  %368 = mul nuw nsw i32 %365, 29
  %369 = xor i32 %368, %367
  %370 = select i1 %93, i32 0, i32 %369
  %371 = xor i32 %370, %364
  %372 = shl nuw nsw i32 %369, 1
  %373 = and i32 %372, 254
  %374 = and i32 %363, 64
  %375 = icmp eq i32 %374, 0
  %376 = select i1 %375, i32 0, i32 29
  %377 = xor i32 %376, %373
  %378 = select i1 %95, i32 0, i32 %377
  %379 = xor i32 %378, %371
  %380 = lshr i32 %373, 7
  %381 = shl nuw nsw i32 %377, 1
  %382 = and i32 %381, 254
  %383 = mul nuw nsw i32 %380, 29
  %384 = xor i32 %383, %382
  %385 = select i1 %97, i32 0, i32 %384
  %386 = xor i32 %385, %379
  %387 = shl nuw nsw i32 %384, 1
  %388 = and i32 %387, 254
  %389 = and i32 %363, 16
  %390 = icmp eq i32 %389, 0
  %391 = select i1 %390, i32 0, i32 29
  %392 = xor i32 %391, %388
  %393 = select i1 %99, i32 0, i32 %392
  %394 = xor i32 %393, %386
  %395 = lshr i32 %388, 7
  %396 = shl nuw nsw i32 %392, 1
  %397 = and i32 %396, 254
  %398 = mul nuw nsw i32 %395, 29
  %399 = xor i32 %398, %397
  %400 = select i1 %101, i32 0, i32 %399
  %401 = xor i32 %400, %394
  %402 = shl nuw nsw i32 %399, 1
  %403 = and i32 %402, 254
  %404 = and i32 %377, 16
  %405 = icmp eq i32 %404, 0
  %406 = select i1 %405, i32 0, i32 29
  %407 = xor i32 %406, %403
  %408 = select i1 %103, i32 0, i32 %407
  %409 = xor i32 %408, %401
  %410 = lshr i32 %403, 7
  %411 = shl nuw nsw i32 %407, 1
  %412 = mul nuw nsw i32 %410, 29
  %413 = xor i32 %412, %411
  %414 = select i1 %105, i32 0, i32 %413
  %415 = xor i32 %414, %409
  %416 = getelementptr inbounds nuw i8, ptr %0, i64 %360
  %417 = load i8, ptr %416, align 1, !tbaa !14
  %418 = trunc i32 %415 to i8
  %419 = xor i8 %417, %418
  store i8 %419, ptr %416, align 1, !tbaa !14
  %420 = add nuw i64 %360, 1
  %421 = icmp ult i64 %420, %2
  br i1 %421, label %359, label %422, !llvm.loop !25

422:                                              ; preds = %359, %83
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !12, !13}
!16 = distinct !{!16, !12, !13}
!17 = !{}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
