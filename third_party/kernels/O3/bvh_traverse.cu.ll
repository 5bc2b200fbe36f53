; ModuleID = 'src/bvh_traverse.cu'
source_filename = "src/bvh_traverse.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.int2 = type { i32, i32 }

@_ZZ25bvh_occluded_shared_stackE7s_stack = internal unnamed_addr addrspace(3) global [32 x [128 x i32]] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bvh_closest_hit(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, ptr noalias noundef readonly captures(none) %9, i32 noundef %10, ptr noalias noundef readonly captures(none) %11, i32 noundef %12, ptr noalias noundef writeonly captures(none) %13) local_unnamed_addr #0 {
  %15 = alloca [32 x i32], align 4
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = icmp sge i32 %20, %2
  %22 = icmp slt i32 %6, 1
  %23 = or i1 %21, %22
  br i1 %23, label %591, label %24

24:                                               ; preds = %14
  %25 = add nsw i32 %7, %6
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds %struct.float4, ptr %0, i64 %26
  %28 = load float, ptr %27, align 16, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 4
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %32 = load float, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 12
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr inbounds %struct.float4, ptr %1, i64 %26
  %36 = load float, ptr %35, align 16, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %40 = load float, ptr %39, align 8, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = tail call noundef float @llvm.nvvm.fabs.f32(float %36)
  %44 = fcmp contract ogt float %43, 0x3BC79CA100000000
  %45 = tail call noundef float @llvm.copysign.f32(float 0x3BC79CA100000000, float %36)
  %46 = select contract i1 %44, float %36, float %45
  %47 = tail call noundef float @llvm.nvvm.fabs.f32(float %38)
  %48 = fcmp contract ogt float %47, 0x3BC79CA100000000
  %49 = tail call noundef float @llvm.copysign.f32(float 0x3BC79CA100000000, float %38)
  %50 = select contract i1 %48, float %38, float %49
  %51 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %52 = fcmp contract ogt float %51, 0x3BC79CA100000000
  %53 = tail call noundef float @llvm.copysign.f32(float 0x3BC79CA100000000, float %40)
  %54 = select contract i1 %52, float %40, float %53
  %55 = fdiv contract float 1.000000e+00, %50
  %56 = fdiv contract float 1.000000e+00, %46
  %57 = fdiv contract float 1.000000e+00, %54
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #7
  %58 = load float, ptr %3, align 16, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %62 = load float, ptr %61, align 8, !tbaa !11
  %63 = load float, ptr %4, align 16, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %67 = load float, ptr %66, align 8, !tbaa !11
  %68 = tail call noundef float @llvm.nvvm.fabs.f32(float %63)
  %69 = fsub contract float %58, %68
  %70 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %71 = fsub contract float %60, %70
  %72 = tail call noundef float @llvm.nvvm.fabs.f32(float %67)
  %73 = fsub contract float %62, %72
  %74 = fadd contract float %58, %68
  %75 = fadd contract float %60, %70
  %76 = fadd contract float %62, %72
  %77 = fsub contract float %69, %28
  %78 = fmul contract float %56, %77
  %79 = fsub contract float %74, %28
  %80 = fmul contract float %56, %79
  %81 = fsub contract float %71, %30
  %82 = fmul contract float %55, %81
  %83 = fsub contract float %75, %30
  %84 = fmul contract float %55, %83
  %85 = fsub contract float %73, %32
  %86 = fmul contract float %57, %85
  %87 = fsub contract float %76, %32
  %88 = fmul contract float %57, %87
  %89 = tail call noundef float @llvm.minnum.f32(float %78, float %80)
  %90 = tail call noundef float @llvm.minnum.f32(float %82, float %84)
  %91 = tail call noundef float @llvm.maxnum.f32(float %89, float %90)
  %92 = tail call noundef float @llvm.minnum.f32(float %86, float %88)
  %93 = tail call noundef float @llvm.maxnum.f32(float %92, float %34)
  %94 = tail call noundef float @llvm.maxnum.f32(float %91, float %93)
  %95 = tail call noundef float @llvm.maxnum.f32(float %78, float %80)
  %96 = tail call noundef float @llvm.maxnum.f32(float %82, float %84)
  %97 = tail call noundef float @llvm.minnum.f32(float %95, float %96)
  %98 = tail call noundef float @llvm.maxnum.f32(float %86, float %88)
  %99 = tail call noundef float @llvm.minnum.f32(float %98, float %42)
  %100 = tail call noundef float @llvm.minnum.f32(float %97, float %99)
  %101 = fcmp contract ugt float %94, %100
  br i1 %101, label %580, label %102

102:                                              ; preds = %24, %576
  %103 = phi i32 [ %578, %576 ], [ 0, %24 ]
  %104 = phi i32 [ %577, %576 ], [ 0, %24 ]
  %105 = phi float [ %368, %576 ], [ undef, %24 ]
  %106 = phi float [ %367, %576 ], [ undef, %24 ]
  %107 = phi float [ %366, %576 ], [ undef, %24 ]
  %108 = phi float [ %501, %576 ], [ undef, %24 ]
  %109 = phi float [ %500, %576 ], [ undef, %24 ]
  %110 = phi float [ %499, %576 ], [ undef, %24 ]
  %111 = phi float [ %498, %576 ], [ %42, %24 ]
  %112 = phi float [ %497, %576 ], [ 0.000000e+00, %24 ]
  %113 = phi float [ %496, %576 ], [ 0.000000e+00, %24 ]
  %114 = phi i32 [ %495, %576 ], [ -1, %24 ]
  %115 = zext nneg i32 %104 to i64
  %116 = getelementptr inbounds nuw %struct.int2, ptr %5, i64 %115
  %117 = load i32, ptr %116, align 8, !tbaa !6
  %118 = getelementptr inbounds nuw i8, ptr %116, i64 4
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = icmp sgt i32 %117, %104
  %121 = icmp slt i32 %117, %25
  %122 = select i1 %120, i1 %121, i1 false
  %123 = icmp sgt i32 %119, %104
  %124 = icmp slt i32 %119, %25
  %125 = select i1 %123, i1 %124, i1 false
  br i1 %122, label %126, label %174

126:                                              ; preds = %102
  %127 = zext nneg i32 %117 to i64
  %128 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %127
  %129 = load float, ptr %128, align 16, !tbaa !11
  %130 = getelementptr inbounds nuw i8, ptr %128, i64 4
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = getelementptr inbounds nuw i8, ptr %128, i64 8
  %133 = load float, ptr %132, align 8, !tbaa !11
  %134 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %127
  %135 = load float, ptr %134, align 16, !tbaa !11
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 4
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = getelementptr inbounds nuw i8, ptr %134, i64 8
  %139 = load float, ptr %138, align 8, !tbaa !11
  %140 = tail call noundef float @llvm.nvvm.fabs.f32(float %135)
  %141 = fsub contract float %129, %140
  %142 = tail call noundef float @llvm.nvvm.fabs.f32(float %137)
  %143 = fsub contract float %131, %142
  %144 = tail call noundef float @llvm.nvvm.fabs.f32(float %139)
  %145 = fsub contract float %133, %144
  %146 = fadd contract float %129, %140
  %147 = fadd contract float %131, %142
  %148 = fadd contract float %133, %144
  %149 = fsub contract float %141, %28
  %150 = fmul contract float %56, %149
  %151 = fsub contract float %146, %28
  %152 = fmul contract float %56, %151
  %153 = fsub contract float %143, %30
  %154 = fmul contract float %55, %153
  %155 = fsub contract float %147, %30
  %156 = fmul contract float %55, %155
  %157 = fsub contract float %145, %32
  %158 = fmul contract float %57, %157
  %159 = fsub contract float %148, %32
  %160 = fmul contract float %57, %159
  %161 = tail call noundef float @llvm.minnum.f32(float %150, float %152)
  %162 = tail call noundef float @llvm.minnum.f32(float %154, float %156)
  %163 = tail call noundef float @llvm.maxnum.f32(float %161, float %162)
  %164 = tail call noundef float @llvm.minnum.f32(float %158, float %160)
  %165 = tail call noundef float @llvm.maxnum.f32(float %164, float %34)
  %166 = tail call noundef float @llvm.maxnum.f32(float %163, float %165)
  %167 = tail call noundef float @llvm.maxnum.f32(float %150, float %152)
  %168 = tail call noundef float @llvm.maxnum.f32(float %154, float %156)
  %169 = tail call noundef float @llvm.minnum.f32(float %167, float %168)
  %170 = tail call noundef float @llvm.maxnum.f32(float %158, float %160)
  %171 = tail call noundef float @llvm.minnum.f32(float %170, float %111)
  %172 = tail call noundef float @llvm.minnum.f32(float %169, float %171)
  %173 = fcmp contract ole float %166, %172
  br label %174

174:                                              ; preds = %126, %102
  %175 = phi float [ %166, %126 ], [ 0x7FF0000000000000, %102 ]
  %176 = phi i1 [ %173, %126 ], [ false, %102 ]
  br i1 %125, label %177, label %225

177:                                              ; preds = %174
  %178 = zext nneg i32 %119 to i64
  %179 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %178
  %180 = load float, ptr %179, align 16, !tbaa !11
  %181 = getelementptr inbounds nuw i8, ptr %179, i64 4
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = getelementptr inbounds nuw i8, ptr %179, i64 8
  %184 = load float, ptr %183, align 8, !tbaa !11
  %185 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %178
  %186 = load float, ptr %185, align 16, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %185, i64 4
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = getelementptr inbounds nuw i8, ptr %185, i64 8
  %190 = load float, ptr %189, align 8, !tbaa !11
  %191 = tail call noundef float @llvm.nvvm.fabs.f32(float %186)
  %192 = fsub contract float %180, %191
  %193 = tail call noundef float @llvm.nvvm.fabs.f32(float %188)
  %194 = fsub contract float %182, %193
  %195 = tail call noundef float @llvm.nvvm.fabs.f32(float %190)
  %196 = fsub contract float %184, %195
  %197 = fadd contract float %180, %191
  %198 = fadd contract float %182, %193
  %199 = fadd contract float %184, %195
  %200 = fsub contract float %192, %28
  %201 = fmul contract float %56, %200
  %202 = fsub contract float %197, %28
  %203 = fmul contract float %56, %202
  %204 = fsub contract float %194, %30
  %205 = fmul contract float %55, %204
  %206 = fsub contract float %198, %30
  %207 = fmul contract float %55, %206
  %208 = fsub contract float %196, %32
  %209 = fmul contract float %57, %208
  %210 = fsub contract float %199, %32
  %211 = fmul contract float %57, %210
  %212 = tail call noundef float @llvm.minnum.f32(float %201, float %203)
  %213 = tail call noundef float @llvm.minnum.f32(float %205, float %207)
  %214 = tail call noundef float @llvm.maxnum.f32(float %212, float %213)
  %215 = tail call noundef float @llvm.minnum.f32(float %209, float %211)
  %216 = tail call noundef float @llvm.maxnum.f32(float %215, float %34)
  %217 = tail call noundef float @llvm.maxnum.f32(float %214, float %216)
  %218 = tail call noundef float @llvm.maxnum.f32(float %201, float %203)
  %219 = tail call noundef float @llvm.maxnum.f32(float %205, float %207)
  %220 = tail call noundef float @llvm.minnum.f32(float %218, float %219)
  %221 = tail call noundef float @llvm.maxnum.f32(float %209, float %211)
  %222 = tail call noundef float @llvm.minnum.f32(float %221, float %111)
  %223 = tail call noundef float @llvm.minnum.f32(float %220, float %222)
  %224 = fcmp contract ole float %217, %223
  br label %225

225:                                              ; preds = %177, %174
  %226 = phi float [ %217, %177 ], [ 0x7FF0000000000000, %174 ]
  %227 = phi i1 [ %224, %177 ], [ false, %174 ]
  br i1 %176, label %228, label %361

228:                                              ; preds = %225
  %229 = icmp slt i32 %117, %6
  br i1 %229, label %361, label %230

230:                                              ; preds = %228
  %231 = sub nsw i32 %117, %6
  %232 = zext nneg i32 %231 to i64
  %233 = getelementptr inbounds nuw %struct.int2, ptr %8, i64 %232
  %234 = load i32, ptr %233, align 8, !tbaa !6
  %235 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %234, i32 0)
  %238 = add nsw i32 %236, %234
  %239 = tail call noundef i32 @llvm.smin.i32(i32 %238, i32 %10)
  %240 = icmp slt i32 %237, %239
  br i1 %240, label %241, label %351

241:                                              ; preds = %230, %341
  %242 = phi i32 [ %349, %341 ], [ %237, %230 ]
  %243 = phi float [ %348, %341 ], [ %105, %230 ]
  %244 = phi float [ %347, %341 ], [ %106, %230 ]
  %245 = phi float [ %346, %341 ], [ %107, %230 ]
  %246 = phi float [ %345, %341 ], [ %111, %230 ]
  %247 = phi float [ %344, %341 ], [ %112, %230 ]
  %248 = phi float [ %343, %341 ], [ %113, %230 ]
  %249 = phi i32 [ %342, %341 ], [ %114, %230 ]
  %250 = zext nneg i32 %242 to i64
  %251 = getelementptr inbounds nuw i32, ptr %9, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !6
  %253 = icmp ult i32 %252, %12
  br i1 %253, label %254, label %341

254:                                              ; preds = %241
  %255 = mul nsw i32 %252, 3
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds %struct.float4, ptr %11, i64 %256
  %258 = getelementptr i8, ptr %257, i64 16
  %259 = load float, ptr %258, align 16, !tbaa !11
  %260 = getelementptr i8, ptr %257, i64 20
  %261 = load float, ptr %260, align 4, !tbaa !11
  %262 = getelementptr i8, ptr %257, i64 24
  %263 = load float, ptr %262, align 8, !tbaa !11
  %264 = getelementptr i8, ptr %257, i64 32
  %265 = load float, ptr %264, align 16, !tbaa !11
  %266 = getelementptr i8, ptr %257, i64 36
  %267 = load float, ptr %266, align 4, !tbaa !11
  %268 = getelementptr i8, ptr %257, i64 40
  %269 = load float, ptr %268, align 8, !tbaa !11
  %270 = fmul contract float %38, %269
  %271 = fmul contract float %40, %267
  %272 = fsub contract float %270, %271
  %273 = fmul contract float %40, %265
  %274 = fmul contract float %36, %269
  %275 = fsub contract float %273, %274
  %276 = fmul contract float %36, %267
  %277 = fmul contract float %38, %265
  %278 = fsub contract float %276, %277
  %279 = fmul contract float %259, %272
  %280 = fmul contract float %261, %275
  %281 = fadd contract float %279, %280
  %282 = fmul contract float %263, %278
  %283 = fadd contract float %282, %281
  %284 = tail call noundef float @llvm.nvvm.fabs.f32(float %283)
  %285 = fcmp contract olt float %284, 0x3D71979980000000
  br i1 %285, label %335, label %286

286:                                              ; preds = %254
  %287 = getelementptr inbounds nuw i8, ptr %257, i64 8
  %288 = load float, ptr %287, align 8, !tbaa !11
  %289 = getelementptr inbounds nuw i8, ptr %257, i64 4
  %290 = load float, ptr %289, align 4, !tbaa !11
  %291 = load float, ptr %257, align 16, !tbaa !11
  %292 = fdiv contract float 1.000000e+00, %283
  %293 = fsub contract float %28, %291
  %294 = fsub contract float %30, %290
  %295 = fsub contract float %32, %288
  %296 = fmul contract float %272, %293
  %297 = fmul contract float %275, %294
  %298 = fadd contract float %297, %296
  %299 = fmul contract float %278, %295
  %300 = fadd contract float %299, %298
  %301 = fmul contract float %292, %300
  %302 = fcmp contract olt float %301, 0.000000e+00
  %303 = fcmp contract ogt float %301, 1.000000e+00
  %304 = or i1 %302, %303
  br i1 %304, label %335, label %305

305:                                              ; preds = %286
  %306 = fmul contract float %263, %294
  %307 = fmul contract float %261, %295
  %308 = fsub contract float %306, %307
  %309 = fmul contract float %259, %295
  %310 = fmul contract float %263, %293
  %311 = fsub contract float %309, %310
  %312 = fmul contract float %261, %293
  %313 = fmul contract float %259, %294
  %314 = fsub contract float %312, %313
  %315 = fmul contract float %36, %308
  %316 = fmul contract float %38, %311
  %317 = fadd contract float %315, %316
  %318 = fmul contract float %40, %314
  %319 = fadd contract float %318, %317
  %320 = fmul contract float %292, %319
  %321 = fcmp contract olt float %320, 0.000000e+00
  %322 = fadd contract float %301, %320
  %323 = fcmp contract ogt float %322, 1.000000e+00
  %324 = or i1 %321, %323
  br i1 %324, label %335, label %325

325:                                              ; preds = %305
  %326 = fmul contract float %265, %308
  %327 = fmul contract float %267, %311
  %328 = fadd contract float %326, %327
  %329 = fmul contract float %269, %314
  %330 = fadd contract float %329, %328
  %331 = fmul contract float %292, %330
  %332 = fcmp contract ogt float %331, %34
  %333 = fcmp contract olt float %331, %246
  %334 = select i1 %332, i1 %333, i1 false
  br label %335

335:                                              ; preds = %254, %286, %305, %325
  %336 = phi float [ %245, %254 ], [ %245, %286 ], [ %320, %305 ], [ %320, %325 ]
  %337 = phi float [ %244, %254 ], [ %301, %286 ], [ %301, %305 ], [ %301, %325 ]
  %338 = phi float [ %243, %254 ], [ %243, %286 ], [ %243, %305 ], [ %331, %325 ]
  %339 = phi i1 [ false, %254 ], [ false, %286 ], [ false, %305 ], [ %334, %325 ]
  br i1 %339, label %340, label %341

340:                                              ; preds = %335
  br label %341

341:                                              ; preds = %335, %340, %241
  %342 = phi i32 [ %249, %241 ], [ %252, %340 ], [ %249, %335 ]
  %343 = phi float [ %248, %241 ], [ %336, %340 ], [ %248, %335 ]
  %344 = phi float [ %247, %241 ], [ %337, %340 ], [ %247, %335 ]
  %345 = phi float [ %246, %241 ], [ %338, %340 ], [ %246, %335 ]
  %346 = phi float [ %245, %241 ], [ %336, %340 ], [ %336, %335 ]
  %347 = phi float [ %244, %241 ], [ %337, %340 ], [ %337, %335 ]
  %348 = phi float [ %243, %241 ], [ %338, %340 ], [ %338, %335 ]
  %349 = add nuw nsw i32 %242, 1
  %350 = icmp eq i32 %349, %239
  br i1 %350, label %351, label %241, !llvm.loop !13

351:                                              ; preds = %341, %230
  %352 = phi i32 [ %114, %230 ], [ %342, %341 ]
  %353 = phi float [ %113, %230 ], [ %343, %341 ]
  %354 = phi float [ %112, %230 ], [ %344, %341 ]
  %355 = phi float [ %111, %230 ], [ %345, %341 ]
  %356 = phi float [ %107, %230 ], [ %346, %341 ]
  %357 = phi float [ %106, %230 ], [ %347, %341 ]
  %358 = phi float [ %105, %230 ], [ %348, %341 ]
  %359 = fcmp contract ole float %226, %355
  %360 = select i1 %227, i1 %359, i1 false
  br label %361

361:                                              ; preds = %351, %228, %225
  %362 = phi i32 [ %114, %228 ], [ %352, %351 ], [ %114, %225 ]
  %363 = phi float [ %113, %228 ], [ %353, %351 ], [ %113, %225 ]
  %364 = phi float [ %112, %228 ], [ %354, %351 ], [ %112, %225 ]
  %365 = phi float [ %111, %228 ], [ %355, %351 ], [ %111, %225 ]
  %366 = phi float [ %107, %228 ], [ %356, %351 ], [ %107, %225 ]
  %367 = phi float [ %106, %228 ], [ %357, %351 ], [ %106, %225 ]
  %368 = phi float [ %105, %228 ], [ %358, %351 ], [ %105, %225 ]
  %369 = phi i1 [ %227, %228 ], [ %360, %351 ], [ %227, %225 ]
  %370 = phi i1 [ true, %228 ], [ false, %351 ], [ false, %225 ]
  br i1 %369, label %371, label %494

371:                                              ; preds = %361
  %372 = icmp slt i32 %119, %6
  br i1 %372, label %494, label %373

373:                                              ; preds = %371
  %374 = sub nsw i32 %119, %6
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr inbounds nuw %struct.int2, ptr %8, i64 %375
  %377 = load i32, ptr %376, align 8, !tbaa !6
  %378 = getelementptr inbounds nuw i8, ptr %376, i64 4
  %379 = load i32, ptr %378, align 4, !tbaa !6
  %380 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %377, i32 0)
  %381 = add nsw i32 %379, %377
  %382 = tail call noundef i32 @llvm.smin.i32(i32 %381, i32 %10)
  %383 = icmp slt i32 %380, %382
  br i1 %383, label %384, label %494

384:                                              ; preds = %373, %484
  %385 = phi i32 [ %492, %484 ], [ %380, %373 ]
  %386 = phi float [ %491, %484 ], [ %108, %373 ]
  %387 = phi float [ %490, %484 ], [ %109, %373 ]
  %388 = phi float [ %489, %484 ], [ %110, %373 ]
  %389 = phi float [ %488, %484 ], [ %365, %373 ]
  %390 = phi float [ %487, %484 ], [ %364, %373 ]
  %391 = phi float [ %486, %484 ], [ %363, %373 ]
  %392 = phi i32 [ %485, %484 ], [ %362, %373 ]
  %393 = zext nneg i32 %385 to i64
  %394 = getelementptr inbounds nuw i32, ptr %9, i64 %393
  %395 = load i32, ptr %394, align 4, !tbaa !6
  %396 = icmp ult i32 %395, %12
  br i1 %396, label %397, label %484

397:                                              ; preds = %384
  %398 = mul nsw i32 %395, 3
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds %struct.float4, ptr %11, i64 %399
  %401 = getelementptr i8, ptr %400, i64 16
  %402 = load float, ptr %401, align 16, !tbaa !11
  %403 = getelementptr i8, ptr %400, i64 20
  %404 = load float, ptr %403, align 4, !tbaa !11
  %405 = getelementptr i8, ptr %400, i64 24
  %406 = load float, ptr %405, align 8, !tbaa !11
  %407 = getelementptr i8, ptr %400, i64 32
  %408 = load float, ptr %407, align 16, !tbaa !11
  %409 = getelementptr i8, ptr %400, i64 36
  %410 = load float, ptr %409, align 4, !tbaa !11
  %411 = getelementptr i8, ptr %400, i64 40
  %412 = load float, ptr %411, align 8, !tbaa !11
  %413 = fmul contract float %38, %412
  %414 = fmul contract float %40, %410
  %415 = fsub contract float %413, %414
  %416 = fmul contract float %40, %408
  %417 = fmul contract float %36, %412
  %418 = fsub contract float %416, %417
  %419 = fmul contract float %36, %410
  %420 = fmul contract float %38, %408
  %421 = fsub contract float %419, %420
  %422 = fmul contract float %402, %415
  %423 = fmul contract float %404, %418
  %424 = fadd contract float %422, %423
  %425 = fmul contract float %406, %421
  %426 = fadd contract float %425, %424
  %427 = tail call noundef float @llvm.nvvm.fabs.f32(float %426)
  %428 = fcmp contract olt float %427, 0x3D71979980000000
  br i1 %428, label %478, label %429

429:                                              ; preds = %397
  %430 = getelementptr inbounds nuw i8, ptr %400, i64 8
  %431 = load float, ptr %430, align 8, !tbaa !11
  %432 = getelementptr inbounds nuw i8, ptr %400, i64 4
  %433 = load float, ptr %432, align 4, !tbaa !11
  %434 = load float, ptr %400, align 16, !tbaa !11
  %435 = fdiv contract float 1.000000e+00, %426
  %436 = fsub contract float %28, %434
  %437 = fsub contract float %30, %433
  %438 = fsub contract float %32, %431
  %439 = fmul contract float %415, %436
  %440 = fmul contract float %418, %437
  %441 = fadd contract float %440, %439
  %442 = fmul contract float %421, %438
  %443 = fadd contract float %442, %441
  %444 = fmul contract float %435, %443
  %445 = fcmp contract olt float %444, 0.000000e+00
  %446 = fcmp contract ogt float %444, 1.000000e+00
  %447 = or i1 %445, %446
  br i1 %447, label %478, label %448

448:                                              ; preds = %429
  %449 = fmul contract float %406, %437
  %450 = fmul contract float %404, %438
  %451 = fsub contract float %449, %450
  %452 = fmul contract float %402, %438
  %453 = fmul contract float %406, %436
  %454 = fsub contract float %452, %453
  %455 = fmul contract float %404, %436
  %456 = fmul contract float %402, %437
  %457 = fsub contract float %455, %456
  %458 = fmul contract float %36, %451
  %459 = fmul contract float %38, %454
  %460 = fadd contract float %458, %459
  %461 = fmul contract float %40, %457
  %462 = fadd contract float %461, %460
  %463 = fmul contract float %435, %462
  %464 = fcmp contract olt float %463, 0.000000e+00
  %465 = fadd contract float %444, %463
  %466 = fcmp contract ogt float %465, 1.000000e+00
  %467 = or i1 %464, %466
  br i1 %467, label %478, label %468

468:                                              ; preds = %448
  %469 = fmul contract float %408, %451
  %470 = fmul contract float %410, %454
  %471 = fadd contract float %469, %470
  %472 = fmul contract float %412, %457
  %473 = fadd contract float %472, %471
  %474 = fmul contract float %435, %473
  %475 = fcmp contract ogt float %474, %34
  %476 = fcmp contract olt float %474, %389
  %477 = select i1 %475, i1 %476, i1 false
  br label %478

478:                                              ; preds = %397, %429, %448, %468
  %479 = phi float [ %388, %397 ], [ %388, %429 ], [ %463, %448 ], [ %463, %468 ]
  %480 = phi float [ %387, %397 ], [ %444, %429 ], [ %444, %448 ], [ %444, %468 ]
  %481 = phi float [ %386, %397 ], [ %386, %429 ], [ %386, %448 ], [ %474, %468 ]
  %482 = phi i1 [ false, %397 ], [ false, %429 ], [ false, %448 ], [ %477, %468 ]
  br i1 %482, label %483, label %484

483:                                              ; preds = %478
  br label %484

484:                                              ; preds = %478, %483, %384
  %485 = phi i32 [ %392, %384 ], [ %395, %483 ], [ %392, %478 ]
  %486 = phi float [ %391, %384 ], [ %479, %483 ], [ %391, %478 ]
  %487 = phi float [ %390, %384 ], [ %480, %483 ], [ %390, %478 ]
  %488 = phi float [ %389, %384 ], [ %481, %483 ], [ %389, %478 ]
  %489 = phi float [ %388, %384 ], [ %479, %483 ], [ %479, %478 ]
  %490 = phi float [ %387, %384 ], [ %480, %483 ], [ %480, %478 ]
  %491 = phi float [ %386, %384 ], [ %481, %483 ], [ %481, %478 ]
  %492 = add nuw nsw i32 %385, 1
  %493 = icmp eq i32 %492, %382
  br i1 %493, label %494, label %384, !llvm.loop !13

494:                                              ; preds = %484, %373, %371, %361
  %495 = phi i32 [ %362, %371 ], [ %362, %361 ], [ %362, %373 ], [ %485, %484 ]
  %496 = phi float [ %363, %371 ], [ %363, %361 ], [ %363, %373 ], [ %486, %484 ]
  %497 = phi float [ %364, %371 ], [ %364, %361 ], [ %364, %373 ], [ %487, %484 ]
  %498 = phi float [ %365, %371 ], [ %365, %361 ], [ %365, %373 ], [ %488, %484 ]
  %499 = phi float [ %110, %371 ], [ %110, %361 ], [ %110, %373 ], [ %489, %484 ]
  %500 = phi float [ %109, %371 ], [ %109, %361 ], [ %109, %373 ], [ %490, %484 ]
  %501 = phi float [ %108, %371 ], [ %108, %361 ], [ %108, %373 ], [ %491, %484 ]
  %502 = phi i1 [ true, %371 ], [ false, %361 ], [ false, %373 ], [ false, %484 ]
  %503 = and i1 %370, %502
  br i1 %503, label %504, label %515

504:                                              ; preds = %494
  %505 = fcmp contract ole float %175, %226
  %506 = icmp slt i32 %103, 32
  br i1 %506, label %507, label %512

507:                                              ; preds = %504
  %508 = sext i32 %103 to i64
  %509 = getelementptr inbounds i32, ptr %15, i64 %508
  %510 = add nsw i32 %103, 1
  %511 = select i1 %505, i32 %119, i32 %117
  store i32 %511, ptr %509, align 4, !tbaa !6
  br label %512

512:                                              ; preds = %507, %504
  %513 = phi i32 [ %510, %507 ], [ %103, %504 ]
  %514 = select i1 %505, i32 %117, i32 %119
  br label %576

515:                                              ; preds = %494
  %516 = or i1 %370, %502
  br i1 %516, label %519, label %517

517:                                              ; preds = %515
  %518 = tail call i32 @llvm.smin.i32(i32 %103, i32 0)
  br label %521

519:                                              ; preds = %515
  %520 = select i1 %370, i32 %117, i32 %119
  br label %576

521:                                              ; preds = %517, %524
  %522 = phi i32 [ %525, %524 ], [ %103, %517 ]
  %523 = icmp sgt i32 %522, 0
  br i1 %523, label %524, label %576

524:                                              ; preds = %521
  %525 = add nsw i32 %522, -1
  %526 = zext nneg i32 %525 to i64
  %527 = getelementptr inbounds nuw i32, ptr %15, i64 %526
  %528 = load i32, ptr %527, align 4, !tbaa !6
  %529 = sext i32 %528 to i64
  %530 = getelementptr inbounds %struct.float4, ptr %3, i64 %529
  %531 = load float, ptr %530, align 16, !tbaa !11
  %532 = getelementptr inbounds nuw i8, ptr %530, i64 4
  %533 = load float, ptr %532, align 4, !tbaa !11
  %534 = getelementptr inbounds nuw i8, ptr %530, i64 8
  %535 = load float, ptr %534, align 8, !tbaa !11
  %536 = getelementptr inbounds %struct.float4, ptr %4, i64 %529
  %537 = load float, ptr %536, align 16, !tbaa !11
  %538 = getelementptr inbounds nuw i8, ptr %536, i64 4
  %539 = load float, ptr %538, align 4, !tbaa !11
  %540 = getelementptr inbounds nuw i8, ptr %536, i64 8
  %541 = load float, ptr %540, align 8, !tbaa !11
  %542 = tail call noundef float @llvm.nvvm.fabs.f32(float %537)
  %543 = fsub contract float %531, %542
  %544 = tail call noundef float @llvm.nvvm.fabs.f32(float %539)
  %545 = fsub contract float %533, %544
  %546 = tail call noundef float @llvm.nvvm.fabs.f32(float %541)
  %547 = fsub contract float %535, %546
  %548 = fadd contract float %531, %542
  %549 = fadd contract float %533, %544
  %550 = fadd contract float %535, %546
  %551 = fsub contract float %543, %28
  %552 = fmul contract float %56, %551
  %553 = fsub contract float %548, %28
  %554 = fmul contract float %56, %553
  %555 = fsub contract float %545, %30
  %556 = fmul contract float %55, %555
  %557 = fsub contract float %549, %30
  %558 = fmul contract float %55, %557
  %559 = fsub contract float %547, %32
  %560 = fmul contract float %57, %559
  %561 = fsub contract float %550, %32
  %562 = fmul contract float %57, %561
  %563 = tail call noundef float @llvm.minnum.f32(float %552, float %554)
  %564 = tail call noundef float @llvm.minnum.f32(float %556, float %558)
  %565 = tail call noundef float @llvm.maxnum.f32(float %563, float %564)
  %566 = tail call noundef float @llvm.minnum.f32(float %560, float %562)
  %567 = tail call noundef float @llvm.maxnum.f32(float %566, float %34)
  %568 = tail call noundef float @llvm.maxnum.f32(float %565, float %567)
  %569 = tail call noundef float @llvm.maxnum.f32(float %552, float %554)
  %570 = tail call noundef float @llvm.maxnum.f32(float %556, float %558)
  %571 = tail call noundef float @llvm.minnum.f32(float %569, float %570)
  %572 = tail call noundef float @llvm.maxnum.f32(float %560, float %562)
  %573 = tail call noundef float @llvm.minnum.f32(float %572, float %498)
  %574 = tail call noundef float @llvm.minnum.f32(float %571, float %573)
  %575 = fcmp contract ugt float %568, %574
  br i1 %575, label %521, label %576

576:                                              ; preds = %524, %521, %519, %512
  %577 = phi i32 [ %514, %512 ], [ %520, %519 ], [ %528, %524 ], [ -1, %521 ]
  %578 = phi i32 [ %513, %512 ], [ %103, %519 ], [ %525, %524 ], [ %518, %521 ]
  %579 = icmp sgt i32 %577, -1
  br i1 %579, label %102, label %580, !llvm.loop !15

580:                                              ; preds = %576, %24
  %581 = phi i32 [ -1, %24 ], [ %495, %576 ]
  %582 = phi float [ 0.000000e+00, %24 ], [ %496, %576 ]
  %583 = phi float [ 0.000000e+00, %24 ], [ %497, %576 ]
  %584 = phi float [ %42, %24 ], [ %498, %576 ]
  %585 = icmp sgt i32 %581, -1
  %586 = select contract i1 %585, float %584, float 0x7FF0000000000000
  %587 = getelementptr inbounds %struct.float4, ptr %13, i64 %26
  store float %586, ptr %587, align 16, !tbaa !11
  %588 = getelementptr inbounds nuw i8, ptr %587, i64 4
  store float %583, ptr %588, align 4, !tbaa !11
  %589 = getelementptr inbounds nuw i8, ptr %587, i64 8
  store float %582, ptr %589, align 8, !tbaa !11
  %590 = getelementptr inbounds nuw i8, ptr %587, i64 12
  store i32 %581, ptr %590, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #7
  br label %591

591:                                              ; preds = %14, %580
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind memory(readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @bvh_occluded_shared_stack(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef readonly captures(none) %8, ptr noalias noundef readonly captures(none) %9, i32 noundef %10, ptr noalias noundef readonly captures(none) %11, i32 noundef %12, float noundef %13, ptr noalias noundef writeonly captures(none) %14, ptr noalias noundef captures(none) %15) local_unnamed_addr #2 {
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add nsw i32 %7, %6
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %21 = mul i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = mul i32 %22, %20
  %24 = icmp slt i32 %23, %2
  br i1 %24, label %25, label %32

25:                                               ; preds = %16
  %26 = icmp sgt i32 %6, 0
  %27 = fsub contract float 1.000000e+00, %13
  %28 = zext nneg i32 %17 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25bvh_occluded_shared_stackE7s_stack to ptr), i64 %28
  %30 = and i32 %17, 31
  %31 = icmp eq i32 %30, 0
  br label %33

32:                                               ; preds = %269, %16
  ret void

33:                                               ; preds = %25, %269
  %34 = phi i32 [ %23, %25 ], [ %270, %269 ]
  %35 = add nsw i32 %34, %17
  %36 = icmp slt i32 %35, %2
  %37 = and i1 %26, %36
  br i1 %37, label %38, label %261

38:                                               ; preds = %33
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds %struct.float4, ptr %0, i64 %39
  %41 = load float, ptr %40, align 16, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %45 = load float, ptr %44, align 8, !tbaa !11
  %46 = getelementptr inbounds %struct.float4, ptr %1, i64 %39
  %47 = load float, ptr %46, align 16, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 4
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 8
  %51 = load float, ptr %50, align 8, !tbaa !11
  %52 = fsub contract float %47, %41
  %53 = fsub contract float %49, %43
  %54 = fsub contract float %51, %45
  %55 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %56 = fcmp contract ogt float %55, 0x3BC79CA100000000
  %57 = tail call noundef float @llvm.copysign.f32(float 0x3BC79CA100000000, float %52)
  %58 = select contract i1 %56, float %52, float %57
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %53)
  %60 = fcmp contract ogt float %59, 0x3BC79CA100000000
  %61 = tail call noundef float @llvm.copysign.f32(float 0x3BC79CA100000000, float %53)
  %62 = select contract i1 %60, float %53, float %61
  %63 = tail call noundef float @llvm.nvvm.fabs.f32(float %54)
  %64 = fcmp contract ogt float %63, 0x3BC79CA100000000
  %65 = tail call noundef float @llvm.copysign.f32(float 0x3BC79CA100000000, float %54)
  %66 = select contract i1 %64, float %54, float %65
  %67 = fdiv contract float 1.000000e+00, %62
  %68 = fdiv contract float 1.000000e+00, %58
  %69 = fdiv contract float 1.000000e+00, %66
  store i32 0, ptr %29, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %38, %253
  %71 = phi i32 [ 1, %38 ], [ %254, %253 ]
  %72 = add nsw i32 %71, -1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw [128 x i32], ptr %29, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds %struct.float4, ptr %3, i64 %76
  %78 = load float, ptr %77, align 16, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 4
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %82 = load float, ptr %81, align 8, !tbaa !11
  %83 = getelementptr inbounds %struct.float4, ptr %4, i64 %76
  %84 = load float, ptr %83, align 16, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %83, i64 8
  %88 = load float, ptr %87, align 8, !tbaa !11
  %89 = tail call noundef float @llvm.nvvm.fabs.f32(float %84)
  %90 = fsub contract float %78, %89
  %91 = tail call noundef float @llvm.nvvm.fabs.f32(float %86)
  %92 = fsub contract float %80, %91
  %93 = tail call noundef float @llvm.nvvm.fabs.f32(float %88)
  %94 = fsub contract float %82, %93
  %95 = fadd contract float %78, %89
  %96 = fadd contract float %80, %91
  %97 = fadd contract float %82, %93
  %98 = fsub contract float %90, %41
  %99 = fmul contract float %68, %98
  %100 = fsub contract float %95, %41
  %101 = fmul contract float %68, %100
  %102 = fsub contract float %92, %43
  %103 = fmul contract float %67, %102
  %104 = fsub contract float %96, %43
  %105 = fmul contract float %67, %104
  %106 = fsub contract float %94, %45
  %107 = fmul contract float %69, %106
  %108 = fsub contract float %97, %45
  %109 = fmul contract float %69, %108
  %110 = tail call noundef float @llvm.minnum.f32(float %99, float %101)
  %111 = tail call noundef float @llvm.minnum.f32(float %103, float %105)
  %112 = tail call noundef float @llvm.maxnum.f32(float %110, float %111)
  %113 = tail call noundef float @llvm.minnum.f32(float %107, float %109)
  %114 = tail call noundef float @llvm.maxnum.f32(float %113, float %13)
  %115 = tail call noundef float @llvm.maxnum.f32(float %112, float %114)
  %116 = tail call noundef float @llvm.maxnum.f32(float %99, float %101)
  %117 = tail call noundef float @llvm.maxnum.f32(float %103, float %105)
  %118 = tail call noundef float @llvm.minnum.f32(float %116, float %117)
  %119 = tail call noundef float @llvm.maxnum.f32(float %107, float %109)
  %120 = tail call noundef float @llvm.minnum.f32(float %119, float %27)
  %121 = tail call noundef float @llvm.minnum.f32(float %118, float %120)
  %122 = fcmp contract ugt float %115, %121
  br i1 %122, label %253, label %123, !llvm.loop !16

123:                                              ; preds = %70
  %124 = icmp slt i32 %75, %6
  br i1 %124, label %231, label %125

125:                                              ; preds = %123
  %126 = sub nsw i32 %75, %6
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw %struct.int2, ptr %8, i64 %127
  %129 = load i32, ptr %128, align 8, !tbaa !6
  %130 = getelementptr inbounds nuw i8, ptr %128, i64 4
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = add nsw i32 %131, %129
  %133 = tail call noundef i32 @llvm.smin.i32(i32 %132, i32 %10)
  %134 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %129, i32 0)
  %135 = icmp slt i32 %134, %133
  br i1 %135, label %136, label %253

136:                                              ; preds = %125, %225
  %137 = phi i1 [ %226, %225 ], [ false, %125 ]
  %138 = phi i32 [ %228, %225 ], [ %134, %125 ]
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw i32, ptr %9, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = icmp ult i32 %141, %12
  br i1 %142, label %143, label %224

143:                                              ; preds = %136
  %144 = mul nsw i32 %141, 3
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds %struct.float4, ptr %11, i64 %145
  %147 = getelementptr i8, ptr %146, i64 16
  %148 = load float, ptr %147, align 16, !tbaa !11
  %149 = getelementptr i8, ptr %146, i64 20
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr i8, ptr %146, i64 24
  %152 = load float, ptr %151, align 8, !tbaa !11
  %153 = getelementptr i8, ptr %146, i64 32
  %154 = load float, ptr %153, align 16, !tbaa !11
  %155 = getelementptr i8, ptr %146, i64 36
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = getelementptr i8, ptr %146, i64 40
  %158 = load float, ptr %157, align 8, !tbaa !11
  %159 = fmul contract float %53, %158
  %160 = fmul contract float %54, %156
  %161 = fsub contract float %159, %160
  %162 = fmul contract float %54, %154
  %163 = fmul contract float %52, %158
  %164 = fsub contract float %162, %163
  %165 = fmul contract float %52, %156
  %166 = fmul contract float %53, %154
  %167 = fsub contract float %165, %166
  %168 = fmul contract float %148, %161
  %169 = fmul contract float %150, %164
  %170 = fadd contract float %168, %169
  %171 = fmul contract float %152, %167
  %172 = fadd contract float %171, %170
  %173 = tail call noundef float @llvm.nvvm.fabs.f32(float %172)
  %174 = fcmp contract olt float %173, 0x3D71979980000000
  br i1 %174, label %224, label %175

175:                                              ; preds = %143
  %176 = getelementptr inbounds nuw i8, ptr %146, i64 8
  %177 = load float, ptr %176, align 8, !tbaa !11
  %178 = getelementptr inbounds nuw i8, ptr %146, i64 4
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = load float, ptr %146, align 16, !tbaa !11
  %181 = fdiv contract float 1.000000e+00, %172
  %182 = fsub contract float %41, %180
  %183 = fsub contract float %43, %179
  %184 = fsub contract float %45, %177
  %185 = fmul contract float %161, %182
  %186 = fmul contract float %164, %183
  %187 = fadd contract float %186, %185
  %188 = fmul contract float %167, %184
  %189 = fadd contract float %188, %187
  %190 = fmul contract float %181, %189
  %191 = fcmp contract olt float %190, 0.000000e+00
  %192 = fcmp contract ogt float %190, 1.000000e+00
  %193 = or i1 %191, %192
  br i1 %193, label %224, label %194

194:                                              ; preds = %175
  %195 = fmul contract float %152, %183
  %196 = fmul contract float %150, %184
  %197 = fsub contract float %195, %196
  %198 = fmul contract float %148, %184
  %199 = fmul contract float %152, %182
  %200 = fsub contract float %198, %199
  %201 = fmul contract float %150, %182
  %202 = fmul contract float %148, %183
  %203 = fsub contract float %201, %202
  %204 = fmul contract float %52, %197
  %205 = fmul contract float %53, %200
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %54, %203
  %208 = fadd contract float %207, %206
  %209 = fmul contract float %181, %208
  %210 = fcmp contract olt float %209, 0.000000e+00
  %211 = fadd contract float %190, %209
  %212 = fcmp contract ogt float %211, 1.000000e+00
  %213 = or i1 %210, %212
  br i1 %213, label %224, label %214

214:                                              ; preds = %194
  %215 = fmul contract float %154, %197
  %216 = fmul contract float %156, %200
  %217 = fadd contract float %215, %216
  %218 = fmul contract float %158, %203
  %219 = fadd contract float %218, %217
  %220 = fmul contract float %181, %219
  %221 = fcmp contract ogt float %220, %13
  %222 = fcmp contract olt float %220, %27
  %223 = and i1 %221, %222
  br i1 %223, label %225, label %224

224:                                              ; preds = %143, %175, %194, %214, %136
  br label %225

225:                                              ; preds = %214, %224
  %226 = phi i1 [ %137, %224 ], [ true, %214 ]
  %227 = phi i1 [ true, %224 ], [ false, %214 ]
  %228 = add nuw nsw i32 %138, 1
  %229 = icmp slt i32 %228, %133
  %230 = select i1 %227, i1 %229, i1 false
  br i1 %230, label %136, label %253, !llvm.loop !17

231:                                              ; preds = %123
  %232 = getelementptr inbounds %struct.int2, ptr %5, i64 %76
  %233 = load i32, ptr %232, align 8, !tbaa !6
  %234 = getelementptr inbounds nuw i8, ptr %232, i64 4
  %235 = load i32, ptr %234, align 4, !tbaa !6
  %236 = icmp sgt i32 %235, %75
  br i1 %236, label %237, label %242

237:                                              ; preds = %231
  %238 = icmp slt i32 %235, %18
  %239 = icmp samesign ult i32 %71, 33
  %240 = and i1 %239, %238
  br i1 %240, label %241, label %242

241:                                              ; preds = %237
  store i32 %235, ptr %74, align 4, !tbaa !6
  br label %242

242:                                              ; preds = %241, %237, %231
  %243 = phi i32 [ %71, %241 ], [ %72, %237 ], [ %72, %231 ]
  %244 = icmp sgt i32 %233, %75
  br i1 %244, label %245, label %253

245:                                              ; preds = %242
  %246 = icmp slt i32 %233, %18
  %247 = icmp samesign ult i32 %243, 32
  %248 = and i1 %246, %247
  br i1 %248, label %249, label %253

249:                                              ; preds = %245
  %250 = zext nneg i32 %243 to i64
  %251 = getelementptr inbounds nuw [128 x i32], ptr %29, i64 %250
  %252 = add nuw nsw i32 %243, 1
  store i32 %233, ptr %251, align 4, !tbaa !6
  br label %253

253:                                              ; preds = %225, %125, %242, %245, %249, %70
  %254 = phi i32 [ %72, %70 ], [ %243, %245 ], [ %243, %242 ], [ %252, %249 ], [ %72, %125 ], [ %72, %225 ]
  %255 = phi i1 [ false, %70 ], [ false, %245 ], [ false, %242 ], [ false, %249 ], [ false, %125 ], [ %226, %225 ]
  %256 = icmp slt i32 %254, 1
  %257 = select i1 %256, i1 true, i1 %255
  br i1 %257, label %258, label %70

258:                                              ; preds = %253
  %259 = zext i1 %255 to i8
  %260 = getelementptr inbounds i8, ptr %14, i64 %39
  store i8 %259, ptr %260, align 1, !tbaa !18
  br label %261

261:                                              ; preds = %258, %33
  %262 = phi i1 [ %255, %258 ], [ false, %33 ]
  %263 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %262)
  %264 = icmp ne i32 %263, 0
  %265 = and i1 %31, %264
  br i1 %265, label %266, label %269

266:                                              ; preds = %261
  %267 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %263)
  %268 = atomicrmw add ptr %15, i32 %267 seq_cst, align 4
  br label %269

269:                                              ; preds = %266, %261
  %270 = add nsw i32 %34, %21
  %271 = icmp slt i32 %270, %2
  br i1 %271, label %33, label %32, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind memory(readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !14}
