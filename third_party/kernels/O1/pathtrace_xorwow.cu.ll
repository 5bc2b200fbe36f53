; ModuleID = 'src/pathtrace_xorwow.cu'
source_filename = "src/pathtrace_xorwow.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Sphere = type { float, float, float, float, float, float, float, i32, float, float, float, float }
%struct.Camera = type { [3 x float], [3 x float], [3 x float], [3 x float], i32, i32, i32, i32, i32, i32, i32 }
%struct.float4 = type { float, float, float, float }
%struct.uchar4 = type { i8, i8, i8, i8 }

@c_spheres = dso_local addrspace(4) externally_initialized constant [16 x %struct.Sphere] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pt_render_spheres(ptr noundef readonly byval(%struct.Camera) align 4 captures(none) %0, ptr noalias noundef captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %14 = load i32, ptr %13, align 4, !tbaa !11
  %15 = icmp slt i32 %7, %14
  br i1 %15, label %16, label %686

16:                                               ; preds = %2
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %18 = load i32, ptr %17, align 4, !tbaa !13
  %19 = icmp slt i32 %12, %18
  br i1 %19, label %20, label %686

20:                                               ; preds = %16
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %22 = load i32, ptr %21, align 4, !tbaa !14
  %23 = tail call noundef range(i32 -2147483648, 17) i32 @llvm.smin.i32(i32 %22, i32 16)
  %24 = zext nneg i32 %12 to i64
  %25 = sext i32 %14 to i64
  %26 = mul nsw i64 %25, %24
  %27 = sext i32 %7 to i64
  %28 = add nsw i64 %26, %27
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 68
  %30 = load i32, ptr %29, align 4, !tbaa !15
  %31 = load float, ptr %0, align 4, !tbaa !16
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %33 = load float, ptr %32, align 4, !tbaa !16
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %35 = load float, ptr %34, align 4, !tbaa !16
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %37 = load float, ptr %36, align 4, !tbaa !16
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %41 = load float, ptr %40, align 4, !tbaa !16
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %43 = load float, ptr %42, align 4, !tbaa !16
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %47 = load float, ptr %46, align 4, !tbaa !16
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %49 = load float, ptr %48, align 4, !tbaa !16
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %51 = load float, ptr %50, align 4, !tbaa !16
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 44
  %53 = load float, ptr %52, align 4, !tbaa !16
  %54 = sitofp i32 %14 to float
  %55 = fdiv contract float 1.000000e+00, %54
  %56 = uitofp nneg i32 %18 to float
  %57 = fdiv contract float 1.000000e+00, %56
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %59 = load i32, ptr %58, align 4, !tbaa !18
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %118

61:                                               ; preds = %20
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %63 = load i32, ptr %62, align 4, !tbaa !19
  %64 = zext i32 %63 to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %30 to i64
  %67 = shl i64 %66, 40
  %68 = xor i64 %65, %67
  %69 = xor i64 %68, %28
  %70 = add i64 %69, -2691343689449507777
  %71 = lshr i64 %70, 30
  %72 = xor i64 %71, %70
  %73 = mul i64 %72, -4658895280553007687
  %74 = lshr i64 %73, 27
  %75 = xor i64 %74, %73
  %76 = mul i64 %75, -7723592293110705685
  %77 = lshr i64 %76, 31
  %78 = xor i64 %77, %76
  %79 = lshr i64 %78, 32
  %80 = trunc nuw i64 %79 to i32
  %81 = add i32 %80, 6615241
  %82 = trunc i64 %78 to i32
  %83 = xor i32 %82, 5783321
  %84 = add i64 %69, 4354685564936845354
  %85 = lshr i64 %84, 30
  %86 = xor i64 %85, %84
  %87 = mul i64 %86, -4658895280553007687
  %88 = lshr i64 %87, 27
  %89 = xor i64 %88, %87
  %90 = mul i64 %89, -7723592293110705685
  %91 = lshr i64 %90, 31
  %92 = xor i64 %91, %90
  %93 = lshr i64 %92, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = xor i32 %94, 88675123
  %96 = trunc i64 %92 to i32
  %97 = xor i32 %96, 521288629
  %98 = add i64 %69, -7046029254386353131
  %99 = lshr i64 %98, 30
  %100 = xor i64 %99, %98
  %101 = mul i64 %100, -4658895280553007687
  %102 = lshr i64 %101, 27
  %103 = xor i64 %102, %101
  %104 = mul i64 %103, -7723592293110705685
  %105 = lshr i64 %104, 31
  %106 = xor i64 %105, %104
  %107 = lshr i64 %106, 32
  %108 = trunc nuw i64 %107 to i32
  %109 = xor i32 %108, 362436069
  %110 = trunc i64 %106 to i32
  %111 = xor i32 %110, 123456789
  %112 = sitofp i32 %7 to float
  %113 = uitofp nneg i32 %12 to float
  %114 = getelementptr inbounds nuw i8, ptr %0, i64 60
  %115 = load i32, ptr %114, align 4, !tbaa !20
  %116 = icmp sgt i32 %115, 0
  %117 = icmp sgt i32 %22, 0
  br label %126

118:                                              ; preds = %646, %20
  %119 = phi float [ 0.000000e+00, %20 ], [ %658, %646 ]
  %120 = phi float [ 0.000000e+00, %20 ], [ %657, %646 ]
  %121 = phi float [ 0.000000e+00, %20 ], [ %656, %646 ]
  %122 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %59, i32 1)
  %123 = uitofp nneg i32 %122 to float
  %124 = fdiv contract float 1.000000e+00, %123
  %125 = icmp eq i32 %30, 0
  br i1 %125, label %671, label %661

126:                                              ; preds = %61, %646
  %127 = phi float [ 0.000000e+00, %61 ], [ %656, %646 ]
  %128 = phi float [ 0.000000e+00, %61 ], [ %657, %646 ]
  %129 = phi float [ 0.000000e+00, %61 ], [ %658, %646 ]
  %130 = phi i32 [ 0, %61 ], [ %659, %646 ]
  %131 = phi i32 [ %81, %61 ], [ %652, %646 ]
  %132 = phi i32 [ %83, %61 ], [ %651, %646 ]
  %133 = phi i32 [ %95, %61 ], [ %650, %646 ]
  %134 = phi i32 [ %97, %61 ], [ %649, %646 ]
  %135 = phi i32 [ %109, %61 ], [ %648, %646 ]
  %136 = phi i32 [ %111, %61 ], [ %647, %646 ]
  %137 = lshr i32 %136, 2
  %138 = xor i32 %137, %136
  %139 = shl i32 %132, 4
  %140 = shl i32 %138, 1
  %141 = xor i32 %140, %139
  %142 = xor i32 %141, %138
  %143 = xor i32 %142, %132
  %144 = lshr i32 %135, 2
  %145 = xor i32 %144, %135
  %146 = shl i32 %143, 4
  %147 = shl i32 %145, 1
  %148 = xor i32 %147, %146
  %149 = xor i32 %148, %145
  %150 = xor i32 %149, %143
  %151 = add i32 %131, 724874
  br i1 %116, label %152, label %646

152:                                              ; preds = %126
  %153 = add i32 %131, 362437
  %154 = add i32 %153, %143
  %155 = lshr i32 %154, 8
  %156 = uitofp nneg i32 %155 to float
  %157 = fmul contract float %156, 0x3E70000000000000
  %158 = fadd contract float %157, %112
  %159 = fmul contract float %55, %158
  %160 = fmul contract float %47, %159
  %161 = fadd contract float %41, %160
  %162 = add i32 %150, %151
  %163 = lshr i32 %162, 8
  %164 = uitofp nneg i32 %163 to float
  %165 = fmul contract float %164, 0x3E70000000000000
  %166 = fadd contract float %165, %113
  %167 = fmul contract float %57, %166
  %168 = fmul contract float %53, %167
  %169 = fadd contract float %161, %168
  %170 = fsub contract float %169, %35
  %171 = fmul contract float %170, %170
  %172 = fmul contract float %43, %159
  %173 = fadd contract float %37, %172
  %174 = fmul contract float %49, %167
  %175 = fadd contract float %173, %174
  %176 = fsub contract float %175, %31
  %177 = fmul contract float %176, %176
  %178 = fmul contract float %45, %159
  %179 = fadd contract float %39, %178
  %180 = fmul contract float %51, %167
  %181 = fadd contract float %179, %180
  %182 = fsub contract float %181, %33
  %183 = fmul contract float %182, %182
  %184 = fadd contract float %177, %183
  %185 = fadd contract float %171, %184
  %186 = tail call noundef float @llvm.maxnum.f32(float %185, float 0x3BC79CA100000000)
  %187 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %186)
  %188 = fmul contract float %170, %187
  %189 = fmul contract float %182, %187
  %190 = fmul contract float %176, %187
  br label %191

191:                                              ; preds = %152, %618
  %192 = phi float [ %636, %618 ], [ %35, %152 ]
  %193 = phi float [ %635, %618 ], [ %33, %152 ]
  %194 = phi float [ %634, %618 ], [ %31, %152 ]
  %195 = phi float [ %633, %618 ], [ %188, %152 ]
  %196 = phi float [ %632, %618 ], [ %189, %152 ]
  %197 = phi float [ %631, %618 ], [ %190, %152 ]
  %198 = phi float [ %630, %618 ], [ 1.000000e+00, %152 ]
  %199 = phi float [ %629, %618 ], [ 1.000000e+00, %152 ]
  %200 = phi float [ %628, %618 ], [ 1.000000e+00, %152 ]
  %201 = phi float [ %642, %618 ], [ 0.000000e+00, %152 ]
  %202 = phi float [ %640, %618 ], [ 0.000000e+00, %152 ]
  %203 = phi float [ %638, %618 ], [ 0.000000e+00, %152 ]
  %204 = phi i32 [ %643, %618 ], [ 0, %152 ]
  %205 = phi i32 [ %624, %618 ], [ %151, %152 ]
  %206 = phi i32 [ %623, %618 ], [ %150, %152 ]
  %207 = phi i32 [ %622, %618 ], [ %143, %152 ]
  %208 = phi i32 [ %621, %618 ], [ %132, %152 ]
  %209 = phi i32 [ %620, %618 ], [ %133, %152 ]
  %210 = phi i32 [ %619, %618 ], [ %134, %152 ]
  br i1 %117, label %211, label %259

211:                                              ; preds = %191, %254
  %212 = phi i32 [ %256, %254 ], [ -1, %191 ]
  %213 = phi float [ %255, %254 ], [ 0x46293E5940000000, %191 ]
  %214 = phi i32 [ %257, %254 ], [ 0, %191 ]
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds nuw %struct.Sphere, ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr), i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !21
  %218 = getelementptr inbounds nuw i8, ptr %216, i64 4
  %219 = load float, ptr %218, align 4, !tbaa !23
  %220 = getelementptr inbounds nuw i8, ptr %216, i64 8
  %221 = load float, ptr %220, align 4, !tbaa !24
  %222 = fsub contract float %194, %217
  %223 = fsub contract float %193, %219
  %224 = fsub contract float %192, %221
  %225 = fmul contract float %197, %222
  %226 = fmul contract float %196, %223
  %227 = fadd contract float %225, %226
  %228 = fmul contract float %195, %224
  %229 = fadd contract float %227, %228
  %230 = fmul contract float %222, %222
  %231 = fmul contract float %223, %223
  %232 = fadd contract float %230, %231
  %233 = fmul contract float %224, %224
  %234 = fadd contract float %232, %233
  %235 = getelementptr inbounds nuw i8, ptr %216, i64 12
  %236 = load float, ptr %235, align 4, !tbaa !25
  %237 = fmul contract float %236, %236
  %238 = fmul contract float %229, %229
  %239 = fsub contract float %237, %234
  %240 = fadd contract float %238, %239
  %241 = fcmp contract ugt float %240, 0.000000e+00
  br i1 %241, label %242, label %254

242:                                              ; preds = %211
  %243 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %240) #6
  %244 = fneg contract float %229
  %245 = fsub contract float %244, %243
  %246 = fcmp contract ugt float %245, 0x3F1A36E2E0000000
  %247 = fsub contract float %243, %229
  %248 = select i1 %246, float %245, float %247
  %249 = fcmp contract ogt float %248, 0x3F1A36E2E0000000
  %250 = fcmp contract olt float %248, %213
  %251 = select i1 %249, i1 %250, i1 false
  %252 = select i1 %251, float %248, float %213
  %253 = select i1 %251, i32 %214, i32 %212
  br label %254

254:                                              ; preds = %242, %211
  %255 = phi float [ %252, %242 ], [ %213, %211 ]
  %256 = phi i32 [ %253, %242 ], [ %212, %211 ]
  %257 = add nuw nsw i32 %214, 1
  %258 = icmp eq i32 %257, %23
  br i1 %258, label %259, label %211, !llvm.loop !26

259:                                              ; preds = %254, %191
  %260 = phi float [ 0x46293E5940000000, %191 ], [ %255, %254 ]
  %261 = phi i32 [ -1, %191 ], [ %256, %254 ]
  %262 = icmp slt i32 %261, 0
  br i1 %262, label %263, label %270

263:                                              ; preds = %259
  %264 = fadd contract float %196, 1.000000e+00
  %265 = fmul contract float %264, 5.000000e-01
  %266 = fmul contract float %265, 5.000000e-01
  %267 = fsub contract float 1.000000e+00, %266
  %268 = fmul contract float %265, 0x3FD3333340000000
  %269 = fsub contract float 1.000000e+00, %268
  br label %618

270:                                              ; preds = %259
  %271 = zext nneg i32 %261 to i64
  %272 = getelementptr inbounds nuw %struct.Sphere, ptr addrspacecast (ptr addrspace(4) @c_spheres to ptr), i64 %271
  %273 = fmul contract float %197, %260
  %274 = fmul contract float %196, %260
  %275 = fmul contract float %195, %260
  %276 = fadd contract float %194, %273
  %277 = fadd contract float %193, %274
  %278 = fadd contract float %192, %275
  %279 = load float, ptr %272, align 4, !tbaa !21
  %280 = getelementptr inbounds nuw i8, ptr %272, i64 4
  %281 = load float, ptr %280, align 4, !tbaa !23
  %282 = getelementptr inbounds nuw i8, ptr %272, i64 8
  %283 = load float, ptr %282, align 4, !tbaa !24
  %284 = fsub contract float %276, %279
  %285 = fsub contract float %277, %281
  %286 = fsub contract float %278, %283
  %287 = getelementptr inbounds nuw i8, ptr %272, i64 12
  %288 = load float, ptr %287, align 4, !tbaa !25
  %289 = fdiv contract float 1.000000e+00, %288
  %290 = fmul contract float %284, %289
  %291 = fmul contract float %285, %289
  %292 = fmul contract float %286, %289
  %293 = fmul contract float %197, %290
  %294 = fmul contract float %196, %291
  %295 = fadd contract float %293, %294
  %296 = fmul contract float %195, %292
  %297 = fadd contract float %296, %295
  %298 = fcmp contract olt float %297, 0.000000e+00
  %299 = fneg contract float %290
  %300 = fneg contract float %291
  %301 = fneg contract float %292
  %302 = select i1 %298, float %290, float %299
  %303 = select i1 %298, float %291, float %300
  %304 = select i1 %298, float %292, float %301
  %305 = getelementptr inbounds nuw i8, ptr %272, i64 32
  %306 = load float, ptr %305, align 4, !tbaa !29
  %307 = getelementptr inbounds nuw i8, ptr %272, i64 36
  %308 = load float, ptr %307, align 4, !tbaa !30
  %309 = getelementptr inbounds nuw i8, ptr %272, i64 40
  %310 = load float, ptr %309, align 4, !tbaa !31
  %311 = fmul contract float %198, %310
  %312 = getelementptr inbounds nuw i8, ptr %272, i64 16
  %313 = load float, ptr %312, align 4, !tbaa !32
  %314 = getelementptr inbounds nuw i8, ptr %272, i64 20
  %315 = load float, ptr %314, align 4, !tbaa !33
  %316 = getelementptr inbounds nuw i8, ptr %272, i64 24
  %317 = load float, ptr %316, align 4, !tbaa !34
  %318 = getelementptr inbounds nuw i8, ptr %272, i64 28
  %319 = load i32, ptr %318, align 4, !tbaa !35
  %320 = and i32 %319, 3
  switch i32 %320, label %443 [
    i32 1, label %321
    i32 2, label %347
  ]

321:                                              ; preds = %270
  %322 = fmul contract float %197, %302
  %323 = fmul contract float %196, %303
  %324 = fadd contract float %322, %323
  %325 = fmul contract float %195, %304
  %326 = fadd contract float %325, %324
  %327 = fmul contract float %326, 2.000000e+00
  %328 = fmul contract float %302, %327
  %329 = fmul contract float %303, %327
  %330 = fmul contract float %304, %327
  %331 = fsub contract float %197, %328
  %332 = fsub contract float %196, %329
  %333 = fsub contract float %195, %330
  %334 = fmul contract float %331, %331
  %335 = fmul contract float %332, %332
  %336 = fadd contract float %334, %335
  %337 = fmul contract float %333, %333
  %338 = fadd contract float %337, %336
  %339 = tail call noundef float @llvm.maxnum.f32(float %338, float 0x3BC79CA100000000)
  %340 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %339)
  %341 = fmul contract float %331, %340
  %342 = fmul contract float %332, %340
  %343 = fmul contract float %333, %340
  %344 = fmul contract float %200, %313
  %345 = fmul contract float %199, %315
  %346 = fmul contract float %198, %317
  br label %554

347:                                              ; preds = %270
  %348 = getelementptr inbounds nuw i8, ptr %272, i64 44
  %349 = load float, ptr %348, align 4, !tbaa !36
  %350 = fdiv contract float 1.000000e+00, %349
  %351 = select contract i1 %298, float %350, float %349
  %352 = fmul contract float %197, %302
  %353 = fmul contract float %196, %303
  %354 = fadd contract float %352, %353
  %355 = fmul contract float %195, %304
  %356 = fadd contract float %355, %354
  %357 = fneg contract float %356
  %358 = tail call noundef float @llvm.minnum.f32(float %357, float 1.000000e+00)
  %359 = fmul contract float %351, %351
  %360 = fmul contract float %358, %358
  %361 = fsub contract float 1.000000e+00, %360
  %362 = fmul contract float %361, %359
  %363 = fsub contract float 1.000000e+00, %362
  %364 = fcmp contract olt float %363, 0.000000e+00
  br i1 %364, label %393, label %365

365:                                              ; preds = %347
  %366 = getelementptr inbounds nuw i8, ptr %272, i64 44
  %367 = load float, ptr %366, align 4, !tbaa !36
  %368 = fsub contract float 1.000000e+00, %367
  %369 = fadd contract float %367, 1.000000e+00
  %370 = fdiv contract float %368, %369
  %371 = fmul contract float %370, %370
  %372 = fsub contract float 1.000000e+00, %371
  %373 = fsub contract float 1.000000e+00, %358
  %374 = fmul contract float %373, %372
  %375 = fmul contract float %373, %374
  %376 = fmul contract float %373, %375
  %377 = fmul contract float %373, %376
  %378 = fmul contract float %373, %377
  %379 = fadd contract float %371, %378
  %380 = lshr i32 %210, 2
  %381 = xor i32 %380, %210
  %382 = shl i32 %206, 4
  %383 = shl i32 %381, 1
  %384 = xor i32 %383, %382
  %385 = xor i32 %384, %381
  %386 = xor i32 %385, %206
  %387 = add i32 %205, 362437
  %388 = add i32 %386, %387
  %389 = lshr i32 %388, 8
  %390 = uitofp nneg i32 %389 to float
  %391 = fmul contract float %390, 0x3E70000000000000
  %392 = fcmp contract olt float %391, %379
  br i1 %392, label %393, label %417

393:                                              ; preds = %365, %347
  %394 = phi i32 [ %210, %347 ], [ %209, %365 ]
  %395 = phi i32 [ %209, %347 ], [ %208, %365 ]
  %396 = phi i32 [ %208, %347 ], [ %207, %365 ]
  %397 = phi i32 [ %207, %347 ], [ %206, %365 ]
  %398 = phi i32 [ %206, %347 ], [ %386, %365 ]
  %399 = phi i32 [ %205, %347 ], [ %387, %365 ]
  %400 = fmul contract float %358, 2.000000e+00
  %401 = fmul contract float %302, %400
  %402 = fmul contract float %303, %400
  %403 = fmul contract float %304, %400
  %404 = fadd contract float %197, %401
  %405 = fadd contract float %196, %402
  %406 = fadd contract float %195, %403
  %407 = fmul contract float %404, %404
  %408 = fmul contract float %405, %405
  %409 = fadd contract float %407, %408
  %410 = fmul contract float %406, %406
  %411 = fadd contract float %410, %409
  %412 = tail call noundef float @llvm.maxnum.f32(float %411, float 0x3BC79CA100000000)
  %413 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %412)
  %414 = fmul contract float %404, %413
  %415 = fmul contract float %405, %413
  %416 = fmul contract float %406, %413
  br label %554

417:                                              ; preds = %365
  %418 = fmul contract float %197, %351
  %419 = fmul contract float %196, %351
  %420 = fmul contract float %195, %351
  %421 = fmul contract float %358, %351
  %422 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %363) #6
  %423 = fsub contract float %421, %422
  %424 = fmul contract float %302, %423
  %425 = fmul contract float %303, %423
  %426 = fmul contract float %304, %423
  %427 = fadd contract float %418, %424
  %428 = fadd contract float %419, %425
  %429 = fadd contract float %420, %426
  %430 = fmul contract float %427, %427
  %431 = fmul contract float %428, %428
  %432 = fadd contract float %430, %431
  %433 = fmul contract float %429, %429
  %434 = fadd contract float %433, %432
  %435 = tail call noundef float @llvm.maxnum.f32(float %434, float 0x3BC79CA100000000)
  %436 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %435)
  %437 = fmul contract float %436, %427
  %438 = fmul contract float %436, %428
  %439 = fmul contract float %436, %429
  %440 = fneg contract float %302
  %441 = fneg contract float %303
  %442 = fneg contract float %304
  br label %554

443:                                              ; preds = %270
  %444 = lshr i32 %210, 2
  %445 = xor i32 %444, %210
  %446 = shl i32 %206, 4
  %447 = shl i32 %445, 1
  %448 = xor i32 %447, %446
  %449 = xor i32 %448, %445
  %450 = xor i32 %449, %206
  %451 = add i32 %205, 362437
  %452 = add i32 %451, %450
  %453 = lshr i32 %452, 8
  %454 = uitofp nneg i32 %453 to float
  %455 = fmul contract float %454, 0x3E70000000000000
  %456 = lshr i32 %209, 2
  %457 = xor i32 %456, %209
  %458 = shl i32 %450, 4
  %459 = shl i32 %457, 1
  %460 = xor i32 %459, %458
  %461 = xor i32 %460, %457
  %462 = xor i32 %461, %450
  %463 = add i32 %205, 724874
  %464 = add i32 %462, %463
  %465 = lshr i32 %464, 8
  %466 = uitofp nneg i32 %465 to float
  %467 = fmul contract float %466, 0x3E70000000000000
  %468 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %304)
  %469 = fadd contract float %304, %468
  %470 = fdiv contract float -1.000000e+00, %469
  %471 = fmul contract float %302, %303
  %472 = fmul contract float %471, %470
  %473 = fmul contract float %302, %468
  %474 = fmul contract float %302, %473
  %475 = fmul contract float %474, %470
  %476 = fadd contract float %475, 1.000000e+00
  %477 = fmul contract float %468, %472
  %478 = fneg contract float %468
  %479 = fmul contract float %302, %478
  %480 = fmul contract float %303, %303
  %481 = fmul contract float %480, %470
  %482 = fadd contract float %468, %481
  %483 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %455) #6
  %484 = fmul contract float %467, 2.000000e+00
  %485 = fadd float %484, %484
  %486 = tail call float @llvm.nvvm.round.f(float %485) #6
  %487 = tail call i32 @llvm.nvvm.f2i.rz(float %486)
  %488 = fneg float %486
  %489 = tail call float @llvm.fma.f32(float %488, float 5.000000e-01, float %484)
  %490 = tail call float @llvm.nvvm.mul.rn.f(float %489, float %489) #6
  %491 = tail call float @llvm.fma.f32(float %490, float 0xBFE2F59920000000, float 0x400466B200000000)
  %492 = tail call float @llvm.fma.f32(float %490, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %493 = tail call float @llvm.fma.f32(float %491, float %490, float 0xC014ABBEC0000000)
  %494 = tail call float @llvm.fma.f32(float %492, float %490, float 0x40103C19E0000000)
  %495 = tail call float @llvm.fma.f32(float %490, float %489, float 0.000000e+00)
  %496 = tail call float @llvm.fma.f32(float %494, float %490, float 0xC013BD3CC0000000)
  %497 = tail call float @llvm.fma.f32(float %493, float %495, float 0.000000e+00)
  %498 = tail call float @llvm.fma.f32(float %496, float %490, float 1.000000e+00)
  %499 = tail call float @llvm.fma.f32(float %489, float 0x400921FB60000000, float %497)
  %500 = and i32 %487, 1
  %501 = icmp eq i32 %500, 0
  %502 = select i1 %501, float %499, float %498
  %503 = select i1 %501, float %498, float %499
  %504 = and i32 %487, 2
  %505 = icmp eq i32 %504, 0
  %506 = fneg float %502
  %507 = select i1 %505, float %502, float %506
  %508 = add i32 %487, 1
  %509 = and i32 %508, 2
  %510 = icmp eq i32 %509, 0
  %511 = fsub float 0.000000e+00, %503
  %512 = select i1 %510, float %503, float %511
  %513 = tail call float @llvm.trunc.f32(float %484)
  %514 = fcmp oeq float %484, %513
  %515 = tail call float @llvm.nvvm.mul.rn.f(float %484, float 0.000000e+00) #6
  %516 = select i1 %514, float %515, float %507
  %517 = tail call float @llvm.nvvm.fabs.f32(float %484)
  %518 = fcmp ogt float %517, 0x4170000000000000
  %519 = tail call float @llvm.nvvm.add.rn.f(float %516, float 1.000000e+00) #6
  %520 = select i1 %518, float %519, float %512
  %521 = fsub contract float 1.000000e+00, %455
  %522 = tail call noundef float @llvm.maxnum.f32(float %521, float 0.000000e+00)
  %523 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %522) #6
  %524 = fmul contract float %520, %483
  %525 = fmul contract float %476, %524
  %526 = fmul contract float %477, %524
  %527 = fmul contract float %479, %524
  %528 = fmul contract float %516, %483
  %529 = fmul contract float %472, %528
  %530 = fmul contract float %482, %528
  %531 = fadd contract float %525, %529
  %532 = fadd contract float %526, %530
  %533 = fmul contract float %303, %528
  %534 = fsub contract float %527, %533
  %535 = fmul contract float %302, %523
  %536 = fmul contract float %303, %523
  %537 = fmul contract float %304, %523
  %538 = fadd contract float %535, %531
  %539 = fadd contract float %536, %532
  %540 = fadd contract float %537, %534
  %541 = fmul contract float %538, %538
  %542 = fmul contract float %539, %539
  %543 = fadd contract float %541, %542
  %544 = fmul contract float %540, %540
  %545 = fadd contract float %544, %543
  %546 = tail call noundef float @llvm.maxnum.f32(float %545, float 0x3BC79CA100000000)
  %547 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %546)
  %548 = fmul contract float %547, %538
  %549 = fmul contract float %547, %539
  %550 = fmul contract float %547, %540
  %551 = fmul contract float %200, %313
  %552 = fmul contract float %199, %315
  %553 = fmul contract float %198, %317
  br label %554

554:                                              ; preds = %393, %417, %443, %321
  %555 = phi i32 [ %208, %443 ], [ %210, %321 ], [ %394, %393 ], [ %209, %417 ]
  %556 = phi i32 [ %207, %443 ], [ %209, %321 ], [ %395, %393 ], [ %208, %417 ]
  %557 = phi i32 [ %206, %443 ], [ %208, %321 ], [ %396, %393 ], [ %207, %417 ]
  %558 = phi i32 [ %450, %443 ], [ %207, %321 ], [ %397, %393 ], [ %206, %417 ]
  %559 = phi i32 [ %462, %443 ], [ %206, %321 ], [ %398, %393 ], [ %386, %417 ]
  %560 = phi i32 [ %463, %443 ], [ %205, %321 ], [ %399, %393 ], [ %387, %417 ]
  %561 = phi float [ %302, %443 ], [ %302, %321 ], [ %302, %393 ], [ %440, %417 ]
  %562 = phi float [ %303, %443 ], [ %303, %321 ], [ %303, %393 ], [ %441, %417 ]
  %563 = phi float [ %304, %443 ], [ %304, %321 ], [ %304, %393 ], [ %442, %417 ]
  %564 = phi float [ %551, %443 ], [ %344, %321 ], [ %200, %393 ], [ %200, %417 ]
  %565 = phi float [ %552, %443 ], [ %345, %321 ], [ %199, %393 ], [ %199, %417 ]
  %566 = phi float [ %553, %443 ], [ %346, %321 ], [ %198, %393 ], [ %198, %417 ]
  %567 = phi float [ %548, %443 ], [ %341, %321 ], [ %414, %393 ], [ %437, %417 ]
  %568 = phi float [ %549, %443 ], [ %342, %321 ], [ %415, %393 ], [ %438, %417 ]
  %569 = phi float [ %550, %443 ], [ %343, %321 ], [ %416, %393 ], [ %439, %417 ]
  %570 = fmul contract float %561, 0x3F50624DE0000000
  %571 = fmul contract float %562, 0x3F50624DE0000000
  %572 = fmul contract float %563, 0x3F50624DE0000000
  %573 = fadd contract float %276, %570
  %574 = fadd contract float %277, %571
  %575 = fadd contract float %278, %572
  %576 = icmp samesign ugt i32 %204, 2
  br i1 %576, label %577, label %606

577:                                              ; preds = %554
  %578 = tail call noundef float @llvm.maxnum.f32(float %565, float %566)
  %579 = tail call noundef float @llvm.maxnum.f32(float %564, float %578)
  %580 = tail call noundef float @llvm.maxnum.f32(float %579, float 0x3FA99999A0000000)
  %581 = tail call noundef float @llvm.minnum.f32(float %580, float 0x3FEE666660000000)
  %582 = lshr i32 %555, 2
  %583 = xor i32 %582, %555
  %584 = shl i32 %559, 4
  %585 = shl i32 %583, 1
  %586 = xor i32 %585, %584
  %587 = xor i32 %586, %583
  %588 = xor i32 %587, %559
  %589 = add i32 %560, 362437
  %590 = add i32 %588, %589
  %591 = lshr i32 %590, 8
  %592 = uitofp nneg i32 %591 to float
  %593 = fmul contract float %592, 0x3E70000000000000
  %594 = fcmp contract ule float %593, %581
  br i1 %594, label %595, label %600

595:                                              ; preds = %577
  %596 = fdiv contract float 1.000000e+00, %581
  %597 = fmul contract float %564, %596
  %598 = fmul contract float %565, %596
  %599 = fmul contract float %566, %596
  br label %600

600:                                              ; preds = %577, %595
  %601 = phi float [ %597, %595 ], [ %564, %577 ]
  %602 = phi float [ %598, %595 ], [ %565, %577 ]
  %603 = phi float [ %599, %595 ], [ %566, %577 ]
  %604 = phi i32 [ 0, %595 ], [ 5, %577 ]
  br i1 %594, label %605, label %606

605:                                              ; preds = %600
  br label %606

606:                                              ; preds = %554, %600, %605
  %607 = phi i32 [ %556, %605 ], [ %556, %600 ], [ %555, %554 ]
  %608 = phi i32 [ %557, %605 ], [ %557, %600 ], [ %556, %554 ]
  %609 = phi i32 [ %558, %605 ], [ %558, %600 ], [ %557, %554 ]
  %610 = phi i32 [ %559, %605 ], [ %559, %600 ], [ %558, %554 ]
  %611 = phi i32 [ %588, %605 ], [ %588, %600 ], [ %559, %554 ]
  %612 = phi i32 [ %589, %605 ], [ %589, %600 ], [ %560, %554 ]
  %613 = phi float [ %601, %605 ], [ %601, %600 ], [ %564, %554 ]
  %614 = phi float [ %602, %605 ], [ %602, %600 ], [ %565, %554 ]
  %615 = phi float [ %603, %605 ], [ %603, %600 ], [ %566, %554 ]
  %616 = phi i32 [ 0, %605 ], [ %604, %600 ], [ 0, %554 ]
  %617 = icmp eq i32 %616, 0
  br label %618

618:                                              ; preds = %606, %263
  %619 = phi i32 [ %210, %263 ], [ %607, %606 ]
  %620 = phi i32 [ %209, %263 ], [ %608, %606 ]
  %621 = phi i32 [ %208, %263 ], [ %609, %606 ]
  %622 = phi i32 [ %207, %263 ], [ %610, %606 ]
  %623 = phi i32 [ %206, %263 ], [ %611, %606 ]
  %624 = phi i32 [ %205, %263 ], [ %612, %606 ]
  %625 = phi float [ %267, %263 ], [ %306, %606 ]
  %626 = phi float [ %269, %263 ], [ %308, %606 ]
  %627 = phi float [ %198, %263 ], [ %311, %606 ]
  %628 = phi float [ %200, %263 ], [ %613, %606 ]
  %629 = phi float [ %199, %263 ], [ %614, %606 ]
  %630 = phi float [ %198, %263 ], [ %615, %606 ]
  %631 = phi float [ %197, %263 ], [ %567, %606 ]
  %632 = phi float [ %196, %263 ], [ %568, %606 ]
  %633 = phi float [ %195, %263 ], [ %569, %606 ]
  %634 = phi float [ %194, %263 ], [ %573, %606 ]
  %635 = phi float [ %193, %263 ], [ %574, %606 ]
  %636 = phi float [ %192, %263 ], [ %575, %606 ]
  %637 = phi i1 [ false, %263 ], [ %617, %606 ]
  %638 = fadd contract float %203, %627
  %639 = fmul contract float %199, %626
  %640 = fadd contract float %202, %639
  %641 = fmul contract float %200, %625
  %642 = fadd contract float %201, %641
  %643 = add nuw nsw i32 %204, 1
  %644 = icmp slt i32 %643, %115
  %645 = select i1 %637, i1 %644, i1 false
  br i1 %645, label %191, label %646, !llvm.loop !37

646:                                              ; preds = %618, %126
  %647 = phi i32 [ %134, %126 ], [ %619, %618 ]
  %648 = phi i32 [ %133, %126 ], [ %620, %618 ]
  %649 = phi i32 [ %132, %126 ], [ %621, %618 ]
  %650 = phi i32 [ %143, %126 ], [ %622, %618 ]
  %651 = phi i32 [ %150, %126 ], [ %623, %618 ]
  %652 = phi i32 [ %151, %126 ], [ %624, %618 ]
  %653 = phi float [ 0.000000e+00, %126 ], [ %638, %618 ]
  %654 = phi float [ 0.000000e+00, %126 ], [ %640, %618 ]
  %655 = phi float [ 0.000000e+00, %126 ], [ %642, %618 ]
  %656 = fadd contract float %127, %655
  %657 = fadd contract float %128, %654
  %658 = fadd contract float %129, %653
  %659 = add nuw nsw i32 %130, 1
  %660 = icmp eq i32 %659, %59
  br i1 %660, label %118, label %126, !llvm.loop !38

661:                                              ; preds = %118
  %662 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %28
  %663 = load float, ptr %662, align 16, !tbaa !16
  %664 = getelementptr inbounds nuw i8, ptr %662, i64 4
  %665 = load float, ptr %664, align 4, !tbaa !16
  %666 = getelementptr inbounds nuw i8, ptr %662, i64 8
  %667 = load float, ptr %666, align 8, !tbaa !16
  %668 = getelementptr inbounds nuw i8, ptr %662, i64 12
  %669 = load float, ptr %668, align 4, !tbaa !16
  %670 = fadd contract float %669, 1.000000e+00
  br label %671

671:                                              ; preds = %118, %661
  %672 = phi float [ %670, %661 ], [ 1.000000e+00, %118 ]
  %673 = phi float [ %667, %661 ], [ 0.000000e+00, %118 ]
  %674 = phi float [ %665, %661 ], [ 0.000000e+00, %118 ]
  %675 = phi float [ %663, %661 ], [ 0.000000e+00, %118 ]
  %676 = fmul contract float %121, %124
  %677 = fadd contract float %676, %675
  %678 = fmul contract float %120, %124
  %679 = fadd contract float %678, %674
  %680 = fmul contract float %119, %124
  %681 = fadd contract float %680, %673
  %682 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %28
  store float %677, ptr %682, align 16, !tbaa !16
  %683 = getelementptr inbounds nuw i8, ptr %682, i64 4
  store float %679, ptr %683, align 4, !tbaa !16
  %684 = getelementptr inbounds nuw i8, ptr %682, i64 8
  store float %681, ptr %684, align 8, !tbaa !16
  %685 = getelementptr inbounds nuw i8, ptr %682, i64 12
  store float %672, ptr %685, align 4, !tbaa !16
  br label %686

686:                                              ; preds = %2, %16, %671
  ret void
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pt_tonemap_srgb(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %13 = mul nuw nsw i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %15 = add nuw nsw i32 %13, %14
  %16 = icmp slt i32 %10, %1
  %17 = icmp slt i32 %15, %2
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %357

19:                                               ; preds = %5
  %20 = zext nneg i32 %15 to i64
  %21 = sext i32 %1 to i64
  %22 = mul nsw i64 %21, %20
  %23 = sext i32 %10 to i64
  %24 = getelementptr %struct.float4, ptr %0, i64 %22
  %25 = getelementptr %struct.float4, ptr %24, i64 %23
  %26 = load float, ptr %25, align 16, !tbaa !16
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !16
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %30 = load float, ptr %29, align 8, !tbaa !16
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 12
  %32 = load float, ptr %31, align 4, !tbaa !16
  %33 = fcmp contract ogt float %32, 0.000000e+00
  %34 = fdiv contract float %3, %32
  %35 = select contract i1 %33, float %34, float 0.000000e+00
  %36 = fmul contract float %26, %35
  %37 = fmul contract float %36, 0x4004147AE0000000
  %38 = fadd contract float %37, 0x3F9EB851E0000000
  %39 = fmul contract float %36, %38
  %40 = fmul contract float %36, 0x400370A3E0000000
  %41 = fadd contract float %40, 0x3FE2E147A0000000
  %42 = fmul contract float %36, %41
  %43 = fadd contract float %42, 0x3FC1EB8520000000
  %44 = fdiv contract float %39, %43
  %45 = tail call noundef float @llvm.maxnum.f32(float %44, float 0.000000e+00)
  %46 = tail call noundef float @llvm.minnum.f32(float %45, float 1.000000e+00)
  %47 = fmul contract float %28, %35
  %48 = fmul contract float %47, 0x4004147AE0000000
  %49 = fadd contract float %48, 0x3F9EB851E0000000
  %50 = fmul contract float %47, %49
  %51 = fmul contract float %47, 0x400370A3E0000000
  %52 = fadd contract float %51, 0x3FE2E147A0000000
  %53 = fmul contract float %47, %52
  %54 = fadd contract float %53, 0x3FC1EB8520000000
  %55 = fdiv contract float %50, %54
  %56 = tail call noundef float @llvm.maxnum.f32(float %55, float 0.000000e+00)
  %57 = tail call noundef float @llvm.minnum.f32(float %56, float 1.000000e+00)
  %58 = fmul contract float %30, %35
  %59 = fmul contract float %58, 0x4004147AE0000000
  %60 = fadd contract float %59, 0x3F9EB851E0000000
  %61 = fmul contract float %58, %60
  %62 = fmul contract float %58, 0x400370A3E0000000
  %63 = fadd contract float %62, 0x3FE2E147A0000000
  %64 = fmul contract float %58, %63
  %65 = fadd contract float %64, 0x3FC1EB8520000000
  %66 = fdiv contract float %61, %65
  %67 = tail call noundef float @llvm.maxnum.f32(float %66, float 0.000000e+00)
  %68 = tail call noundef float @llvm.minnum.f32(float %67, float 1.000000e+00)
  %69 = fcmp contract ugt float %46, 0x3F69A5C380000000
  br i1 %69, label %72, label %70

70:                                               ; preds = %19
  %71 = fmul contract float %46, 0x4029D70A40000000
  br label %155

72:                                               ; preds = %19
  %73 = tail call float @llvm.nvvm.fabs.f32(float %46)
  %74 = fcmp olt float %73, 0x3810000000000000
  %75 = fmul float %73, 0x4170000000000000
  %76 = select i1 %74, float %75, float %73
  %77 = select i1 %74, float -2.400000e+01, float 0.000000e+00
  %78 = bitcast float %76 to i32
  %79 = add i32 %78, -1060439283
  %80 = and i32 %79, -8388608
  %81 = sub i32 %78, %80
  %82 = bitcast i32 %81 to float
  %83 = sitofp i32 %80 to float
  %84 = tail call float @llvm.fma.f32(float %83, float 0x3E80000000000000, float %77)
  %85 = fadd float %82, -1.000000e+00
  %86 = fadd float %82, 1.000000e+00
  %87 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %86) #7, !srcloc !39
  %88 = fmul float %85, 2.000000e+00
  %89 = fmul float %88, %87
  %90 = fmul float %89, %89
  %91 = fsub float %85, %89
  %92 = fmul float %91, 2.000000e+00
  %93 = fneg float %89
  %94 = tail call float @llvm.fma.f32(float %93, float %85, float %92)
  %95 = tail call float @llvm.nvvm.mul.rn.f(float %87, float %94) #6
  %96 = tail call float @llvm.fma.f32(float %90, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %90, float 0x3F92776E60000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %90, float 0x3FBEC709E0000000)
  %99 = tail call float @llvm.nvvm.mul.rn.f(float %98, float %90) #6
  %100 = tail call float @llvm.fma.f32(float %89, float 0x3FF7154760000000, float %84)
  %101 = fsub float %84, %100
  %102 = tail call float @llvm.fma.f32(float %89, float 0x3FF7154760000000, float %101)
  %103 = tail call float @llvm.fma.f32(float %95, float 0x3FF7154760000000, float %102)
  %104 = tail call float @llvm.fma.f32(float %89, float 0x3E54ABC680000000, float %103)
  %105 = fmul float %99, 3.000000e+00
  %106 = tail call float @llvm.fma.f32(float %105, float %95, float %104)
  %107 = tail call float @llvm.fma.f32(float %99, float %89, float %106)
  %108 = tail call float @llvm.nvvm.add.rn.f(float %100, float %107) #6
  %109 = fneg float %100
  %110 = tail call float @llvm.nvvm.add.rn.f(float %108, float %109) #6
  %111 = fneg float %110
  %112 = tail call float @llvm.nvvm.add.rn.f(float %107, float %111) #6
  %113 = tail call float @llvm.nvvm.mul.rn.f(float %108, float 0x3FDAAAAAA0000000) #6
  %114 = fneg float %113
  %115 = tail call float @llvm.fma.f32(float %108, float 0x3FDAAAAAA0000000, float %114)
  %116 = tail call float @llvm.fma.f32(float %112, float 0x3FDAAAAAA0000000, float %115)
  %117 = tail call float @llvm.nvvm.round.f(float %113) #6
  %118 = fsub float %113, %117
  %119 = fadd float %118, %116
  %120 = tail call float @llvm.fma.f32(float %119, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %121 = tail call float @llvm.fma.f32(float %120, float %119, float 0x3F83B30AC0000000)
  %122 = tail call float @llvm.fma.f32(float %121, float %119, float 0x3FAC6AF760000000)
  %123 = tail call float @llvm.fma.f32(float %122, float %119, float 0x3FCEBFBD80000000)
  %124 = tail call float @llvm.fma.f32(float %123, float %119, float 0x3FE62E4300000000)
  %125 = tail call float @llvm.fma.f32(float %124, float %119, float 1.000000e+00)
  %126 = tail call i32 @llvm.nvvm.f2i.rz(float %117) #6
  %127 = fcmp ogt float %117, 0.000000e+00
  %128 = select i1 %127, i32 0, i32 -2097152000
  %129 = add nsw i32 %128, 2130706432
  %130 = bitcast i32 %129 to float
  %131 = fmul float %125, %130
  %132 = shl i32 %126, 23
  %133 = sub i32 %132, %128
  %134 = bitcast i32 %133 to float
  %135 = fmul float %131, %134
  %136 = tail call float @llvm.nvvm.fabs.f32(float %113)
  %137 = fcmp ogt float %136, 1.520000e+02
  %138 = fcmp olt float %113, 0.000000e+00
  %139 = select i1 %138, float 0.000000e+00, float 0x7FF0000000000000
  %140 = select i1 %137, float %139, float %135
  %141 = fcmp oeq float %46, 1.000000e+00
  br i1 %141, label %151, label %142

142:                                              ; preds = %72
  %143 = fcmp uno float %73, 0.000000e+00
  br i1 %143, label %144, label %146

144:                                              ; preds = %142
  %145 = tail call float @llvm.nvvm.add.rn.f(float %46, float 0x3FDAAAAAA0000000) #6
  br label %151

146:                                              ; preds = %142
  %147 = fcmp oeq float %73, 0x7FF0000000000000
  br i1 %147, label %148, label %151

148:                                              ; preds = %146
  %149 = fadd float %46, %46
  %150 = tail call float @llvm.fabs.f32(float %149)
  br label %151

151:                                              ; preds = %146, %72, %144, %148
  %152 = phi float [ 1.000000e+00, %72 ], [ %145, %144 ], [ %150, %148 ], [ %140, %146 ]
  %153 = fmul contract float %152, 0x3FF0E147A0000000
  %154 = fadd contract float %153, 0xBFAC28F5C0000000
  br label %155

155:                                              ; preds = %70, %151
  %156 = phi contract float [ %71, %70 ], [ %154, %151 ]
  %157 = tail call noundef float @llvm.maxnum.f32(float %156, float 0.000000e+00)
  %158 = tail call noundef float @llvm.minnum.f32(float %157, float 1.000000e+00)
  %159 = fmul contract float %158, 2.550000e+02
  %160 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %159)
  %161 = trunc i32 %160 to i8
  %162 = fcmp contract ugt float %57, 0x3F69A5C380000000
  br i1 %162, label %165, label %163

163:                                              ; preds = %155
  %164 = fmul contract float %57, 0x4029D70A40000000
  br label %248

165:                                              ; preds = %155
  %166 = tail call float @llvm.nvvm.fabs.f32(float %57)
  %167 = fcmp olt float %166, 0x3810000000000000
  %168 = fmul float %166, 0x4170000000000000
  %169 = select i1 %167, float %168, float %166
  %170 = select i1 %167, float -2.400000e+01, float 0.000000e+00
  %171 = bitcast float %169 to i32
  %172 = add i32 %171, -1060439283
  %173 = and i32 %172, -8388608
  %174 = sub i32 %171, %173
  %175 = bitcast i32 %174 to float
  %176 = sitofp i32 %173 to float
  %177 = tail call float @llvm.fma.f32(float %176, float 0x3E80000000000000, float %170)
  %178 = fadd float %175, -1.000000e+00
  %179 = fadd float %175, 1.000000e+00
  %180 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %179) #7, !srcloc !39
  %181 = fmul float %178, 2.000000e+00
  %182 = fmul float %181, %180
  %183 = fmul float %182, %182
  %184 = fsub float %178, %182
  %185 = fmul float %184, 2.000000e+00
  %186 = fneg float %182
  %187 = tail call float @llvm.fma.f32(float %186, float %178, float %185)
  %188 = tail call float @llvm.nvvm.mul.rn.f(float %180, float %187) #6
  %189 = tail call float @llvm.fma.f32(float %183, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %190 = tail call float @llvm.fma.f32(float %189, float %183, float 0x3F92776E60000000)
  %191 = tail call float @llvm.fma.f32(float %190, float %183, float 0x3FBEC709E0000000)
  %192 = tail call float @llvm.nvvm.mul.rn.f(float %191, float %183) #6
  %193 = tail call float @llvm.fma.f32(float %182, float 0x3FF7154760000000, float %177)
  %194 = fsub float %177, %193
  %195 = tail call float @llvm.fma.f32(float %182, float 0x3FF7154760000000, float %194)
  %196 = tail call float @llvm.fma.f32(float %188, float 0x3FF7154760000000, float %195)
  %197 = tail call float @llvm.fma.f32(float %182, float 0x3E54ABC680000000, float %196)
  %198 = fmul float %192, 3.000000e+00
  %199 = tail call float @llvm.fma.f32(float %198, float %188, float %197)
  %200 = tail call float @llvm.fma.f32(float %192, float %182, float %199)
  %201 = tail call float @llvm.nvvm.add.rn.f(float %193, float %200) #6
  %202 = fneg float %193
  %203 = tail call float @llvm.nvvm.add.rn.f(float %201, float %202) #6
  %204 = fneg float %203
  %205 = tail call float @llvm.nvvm.add.rn.f(float %200, float %204) #6
  %206 = tail call float @llvm.nvvm.mul.rn.f(float %201, float 0x3FDAAAAAA0000000) #6
  %207 = fneg float %206
  %208 = tail call float @llvm.fma.f32(float %201, float 0x3FDAAAAAA0000000, float %207)
  %209 = tail call float @llvm.fma.f32(float %205, float 0x3FDAAAAAA0000000, float %208)
  %210 = tail call float @llvm.nvvm.round.f(float %206) #6
  %211 = fsub float %206, %210
  %212 = fadd float %211, %209
  %213 = tail call float @llvm.fma.f32(float %212, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %214 = tail call float @llvm.fma.f32(float %213, float %212, float 0x3F83B30AC0000000)
  %215 = tail call float @llvm.fma.f32(float %214, float %212, float 0x3FAC6AF760000000)
  %216 = tail call float @llvm.fma.f32(float %215, float %212, float 0x3FCEBFBD80000000)
  %217 = tail call float @llvm.fma.f32(float %216, float %212, float 0x3FE62E4300000000)
  %218 = tail call float @llvm.fma.f32(float %217, float %212, float 1.000000e+00)
  %219 = tail call i32 @llvm.nvvm.f2i.rz(float %210) #6
  %220 = fcmp ogt float %210, 0.000000e+00
  %221 = select i1 %220, i32 0, i32 -2097152000
  %222 = add nsw i32 %221, 2130706432
  %223 = bitcast i32 %222 to float
  %224 = fmul float %218, %223
  %225 = shl i32 %219, 23
  %226 = sub i32 %225, %221
  %227 = bitcast i32 %226 to float
  %228 = fmul float %224, %227
  %229 = tail call float @llvm.nvvm.fabs.f32(float %206)
  %230 = fcmp ogt float %229, 1.520000e+02
  %231 = fcmp olt float %206, 0.000000e+00
  %232 = select i1 %231, float 0.000000e+00, float 0x7FF0000000000000
  %233 = select i1 %230, float %232, float %228
  %234 = fcmp oeq float %57, 1.000000e+00
  br i1 %234, label %244, label %235

235:                                              ; preds = %165
  %236 = fcmp uno float %166, 0.000000e+00
  br i1 %236, label %237, label %239

237:                                              ; preds = %235
  %238 = tail call float @llvm.nvvm.add.rn.f(float %57, float 0x3FDAAAAAA0000000) #6
  br label %244

239:                                              ; preds = %235
  %240 = fcmp oeq float %166, 0x7FF0000000000000
  br i1 %240, label %241, label %244

241:                                              ; preds = %239
  %242 = fadd float %57, %57
  %243 = tail call float @llvm.fabs.f32(float %242)
  br label %244

244:                                              ; preds = %239, %165, %237, %241
  %245 = phi float [ 1.000000e+00, %165 ], [ %238, %237 ], [ %243, %241 ], [ %233, %239 ]
  %246 = fmul contract float %245, 0x3FF0E147A0000000
  %247 = fadd contract float %246, 0xBFAC28F5C0000000
  br label %248

248:                                              ; preds = %163, %244
  %249 = phi contract float [ %164, %163 ], [ %247, %244 ]
  %250 = tail call noundef float @llvm.maxnum.f32(float %249, float 0.000000e+00)
  %251 = tail call noundef float @llvm.minnum.f32(float %250, float 1.000000e+00)
  %252 = fmul contract float %251, 2.550000e+02
  %253 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %252)
  %254 = trunc i32 %253 to i8
  %255 = fcmp contract ugt float %68, 0x3F69A5C380000000
  br i1 %255, label %258, label %256

256:                                              ; preds = %248
  %257 = fmul contract float %68, 0x4029D70A40000000
  br label %341

258:                                              ; preds = %248
  %259 = tail call float @llvm.nvvm.fabs.f32(float %68)
  %260 = fcmp olt float %259, 0x3810000000000000
  %261 = fmul float %259, 0x4170000000000000
  %262 = select i1 %260, float %261, float %259
  %263 = select i1 %260, float -2.400000e+01, float 0.000000e+00
  %264 = bitcast float %262 to i32
  %265 = add i32 %264, -1060439283
  %266 = and i32 %265, -8388608
  %267 = sub i32 %264, %266
  %268 = bitcast i32 %267 to float
  %269 = sitofp i32 %266 to float
  %270 = tail call float @llvm.fma.f32(float %269, float 0x3E80000000000000, float %263)
  %271 = fadd float %268, -1.000000e+00
  %272 = fadd float %268, 1.000000e+00
  %273 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %272) #7, !srcloc !39
  %274 = fmul float %271, 2.000000e+00
  %275 = fmul float %274, %273
  %276 = fmul float %275, %275
  %277 = fsub float %271, %275
  %278 = fmul float %277, 2.000000e+00
  %279 = fneg float %275
  %280 = tail call float @llvm.fma.f32(float %279, float %271, float %278)
  %281 = tail call float @llvm.nvvm.mul.rn.f(float %273, float %280) #6
  %282 = tail call float @llvm.fma.f32(float %276, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %283 = tail call float @llvm.fma.f32(float %282, float %276, float 0x3F92776E60000000)
  %284 = tail call float @llvm.fma.f32(float %283, float %276, float 0x3FBEC709E0000000)
  %285 = tail call float @llvm.nvvm.mul.rn.f(float %284, float %276) #6
  %286 = tail call float @llvm.fma.f32(float %275, float 0x3FF7154760000000, float %270)
  %287 = fsub float %270, %286
  %288 = tail call float @llvm.fma.f32(float %275, float 0x3FF7154760000000, float %287)
  %289 = tail call float @llvm.fma.f32(float %281, float 0x3FF7154760000000, float %288)
  %290 = tail call float @llvm.fma.f32(float %275, float 0x3E54ABC680000000, float %289)
  %291 = fmul float %285, 3.000000e+00
  %292 = tail call float @llvm.fma.f32(float %291, float %281, float %290)
  %293 = tail call float @llvm.fma.f32(float %285, float %275, float %292)
  %294 = tail call float @llvm.nvvm.add.rn.f(float %286, float %293) #6
  %295 = fneg float %286
  %296 = tail call float @llvm.nvvm.add.rn.f(float %294, float %295) #6
  %297 = fneg float %296
  %298 = tail call float @llvm.nvvm.add.rn.f(float %293, float %297) #6
  %299 = tail call float @llvm.nvvm.mul.rn.f(float %294, float 0x3FDAAAAAA0000000) #6
  %300 = fneg float %299
  %301 = tail call float @llvm.fma.f32(float %294, float 0x3FDAAAAAA0000000, float %300)
  %302 = tail call float @llvm.fma.f32(float %298, float 0x3FDAAAAAA0000000, float %301)
  %303 = tail call float @llvm.nvvm.round.f(float %299) #6
  %304 = fsub float %299, %303
  %305 = fadd float %304, %302
  %306 = tail call float @llvm.fma.f32(float %305, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %307 = tail call float @llvm.fma.f32(float %306, float %305, float 0x3F83B30AC0000000)
  %308 = tail call float @llvm.fma.f32(float %307, float %305, float 0x3FAC6AF760000000)
  %309 = tail call float @llvm.fma.f32(float %308, float %305, float 0x3FCEBFBD80000000)
  %310 = tail call float @llvm.fma.f32(float %309, float %305, float 0x3FE62E4300000000)
  %311 = tail call float @llvm.fma.f32(float %310, float %305, float 1.000000e+00)
  %312 = tail call i32 @llvm.nvvm.f2i.rz(float %303) #6
  %313 = fcmp ogt float %303, 0.000000e+00
  %314 = select i1 %313, i32 0, i32 -2097152000
  %315 = add nsw i32 %314, 2130706432
  %316 = bitcast i32 %315 to float
  %317 = fmul float %311, %316
  %318 = shl i32 %312, 23
  %319 = sub i32 %318, %314
  %320 = bitcast i32 %319 to float
  %321 = fmul float %317, %320
  %322 = tail call float @llvm.nvvm.fabs.f32(float %299)
  %323 = fcmp ogt float %322, 1.520000e+02
  %324 = fcmp olt float %299, 0.000000e+00
  %325 = select i1 %324, float 0.000000e+00, float 0x7FF0000000000000
  %326 = select i1 %323, float %325, float %321
  %327 = fcmp oeq float %68, 1.000000e+00
  br i1 %327, label %337, label %328

328:                                              ; preds = %258
  %329 = fcmp uno float %259, 0.000000e+00
  br i1 %329, label %330, label %332

330:                                              ; preds = %328
  %331 = tail call float @llvm.nvvm.add.rn.f(float %68, float 0x3FDAAAAAA0000000) #6
  br label %337

332:                                              ; preds = %328
  %333 = fcmp oeq float %259, 0x7FF0000000000000
  br i1 %333, label %334, label %337

334:                                              ; preds = %332
  %335 = fadd float %68, %68
  %336 = tail call float @llvm.fabs.f32(float %335)
  br label %337

337:                                              ; preds = %332, %258, %330, %334
  %338 = phi float [ 1.000000e+00, %258 ], [ %331, %330 ], [ %336, %334 ], [ %326, %332 ]
  %339 = fmul contract float %338, 0x3FF0E147A0000000
  %340 = fadd contract float %339, 0xBFAC28F5C0000000
  br label %341

341:                                              ; preds = %256, %337
  %342 = phi contract float [ %257, %256 ], [ %340, %337 ]
  %343 = tail call noundef float @llvm.maxnum.f32(float %342, float 0.000000e+00)
  %344 = tail call noundef float @llvm.minnum.f32(float %343, float 1.000000e+00)
  %345 = fmul contract float %344, 2.550000e+02
  %346 = tail call noundef i32 @llvm.nvvm.f2i.rn(float %345)
  %347 = trunc i32 %346 to i8
  %348 = xor i32 %15, -1
  %349 = add nsw i32 %2, %348
  %350 = sext i32 %349 to i64
  %351 = mul nsw i64 %350, %21
  %352 = getelementptr %struct.uchar4, ptr %4, i64 %351
  %353 = getelementptr %struct.uchar4, ptr %352, i64 %23
  store i8 %161, ptr %353, align 4, !tbaa !40
  %354 = getelementptr inbounds nuw i8, ptr %353, i64 1
  store i8 %254, ptr %354, align 1, !tbaa !40
  %355 = getelementptr inbounds nuw i8, ptr %353, i64 2
  store i8 %347, ptr %355, align 2, !tbaa !40
  %356 = getelementptr inbounds nuw i8, ptr %353, i64 3
  store i8 -1, ptr %356, align 1, !tbaa !40
  br label %357

357:                                              ; preds = %5, %341
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }

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
!11 = !{!12, !7, i64 48}
!12 = !{!"_ZTS6Camera", !8, i64 0, !8, i64 12, !8, i64 24, !8, i64 36, !7, i64 48, !7, i64 52, !7, i64 56, !7, i64 60, !7, i64 64, !7, i64 68, !7, i64 72}
!13 = !{!12, !7, i64 52}
!14 = !{!12, !7, i64 72}
!15 = !{!12, !7, i64 68}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = !{!12, !7, i64 56}
!19 = !{!12, !7, i64 64}
!20 = !{!12, !7, i64 60}
!21 = !{!22, !17, i64 0}
!22 = !{!"_ZTS6Sphere", !17, i64 0, !17, i64 4, !17, i64 8, !17, i64 12, !17, i64 16, !17, i64 20, !17, i64 24, !7, i64 28, !17, i64 32, !17, i64 36, !17, i64 40, !17, i64 44}
!23 = !{!22, !17, i64 4}
!24 = !{!22, !17, i64 8}
!25 = !{!22, !17, i64 12}
!26 = distinct !{!26, !27, !28}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = !{!22, !17, i64 32}
!30 = !{!22, !17, i64 36}
!31 = !{!22, !17, i64 40}
!32 = !{!22, !17, i64 16}
!33 = !{!22, !17, i64 20}
!34 = !{!22, !17, i64 24}
!35 = !{!22, !7, i64 28}
!36 = !{!22, !17, i64 44}
!37 = distinct !{!37, !27, !28}
!38 = distinct !{!38, !27, !28}
!39 = !{i32 21289}
!40 = !{!8, !8, i64 0}
