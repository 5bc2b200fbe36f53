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
  br i1 %23, label %593, label %24

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
  %45 = tail call float @llvm.copysign.f32(float 0x3BC79CA100000000, float %36)
  %46 = select contract i1 %44, float %36, float %45
  %47 = tail call noundef float @llvm.nvvm.fabs.f32(float %38)
  %48 = fcmp contract ogt float %47, 0x3BC79CA100000000
  %49 = tail call float @llvm.copysign.f32(float 0x3BC79CA100000000, float %38)
  %50 = select contract i1 %48, float %38, float %49
  %51 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %52 = fcmp contract ogt float %51, 0x3BC79CA100000000
  %53 = tail call float @llvm.copysign.f32(float 0x3BC79CA100000000, float %40)
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
  br i1 %101, label %582, label %102

102:                                              ; preds = %24, %578
  %103 = phi i32 [ %580, %578 ], [ 0, %24 ]
  %104 = phi i32 [ %579, %578 ], [ 0, %24 ]
  %105 = phi float [ %368, %578 ], [ undef, %24 ]
  %106 = phi float [ %367, %578 ], [ undef, %24 ]
  %107 = phi float [ %366, %578 ], [ undef, %24 ]
  %108 = phi float [ %501, %578 ], [ undef, %24 ]
  %109 = phi float [ %500, %578 ], [ undef, %24 ]
  %110 = phi float [ %499, %578 ], [ undef, %24 ]
  %111 = phi float [ %498, %578 ], [ %42, %24 ]
  %112 = phi float [ %497, %578 ], [ 0.000000e+00, %24 ]
  %113 = phi float [ %496, %578 ], [ 0.000000e+00, %24 ]
  %114 = phi i32 [ %495, %578 ], [ -1, %24 ]
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
  %228 = icmp sge i32 %117, %6
  %229 = and i1 %228, %176
  br i1 %229, label %230, label %361

230:                                              ; preds = %225
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

361:                                              ; preds = %351, %225
  %362 = phi i32 [ %114, %225 ], [ %352, %351 ]
  %363 = phi float [ %113, %225 ], [ %353, %351 ]
  %364 = phi float [ %112, %225 ], [ %354, %351 ]
  %365 = phi float [ %111, %225 ], [ %355, %351 ]
  %366 = phi float [ %107, %225 ], [ %356, %351 ]
  %367 = phi float [ %106, %225 ], [ %357, %351 ]
  %368 = phi float [ %105, %225 ], [ %358, %351 ]
  %369 = phi i1 [ %227, %225 ], [ %360, %351 ]
  %370 = phi i1 [ %176, %225 ], [ false, %351 ]
  %371 = icmp sge i32 %119, %6
  %372 = select i1 %369, i1 %371, i1 false
  br i1 %372, label %373, label %494

373:                                              ; preds = %361
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

494:                                              ; preds = %484, %373, %361
  %495 = phi i32 [ %362, %361 ], [ %362, %373 ], [ %485, %484 ]
  %496 = phi float [ %363, %361 ], [ %363, %373 ], [ %486, %484 ]
  %497 = phi float [ %364, %361 ], [ %364, %373 ], [ %487, %484 ]
  %498 = phi float [ %365, %361 ], [ %365, %373 ], [ %488, %484 ]
  %499 = phi float [ %110, %361 ], [ %110, %373 ], [ %489, %484 ]
  %500 = phi float [ %109, %361 ], [ %109, %373 ], [ %490, %484 ]
  %501 = phi float [ %108, %361 ], [ %108, %373 ], [ %491, %484 ]
  %502 = phi i1 [ %369, %361 ], [ false, %373 ], [ false, %484 ]
  %503 = and i1 %370, %502
  br i1 %503, label %504, label %515

504:                                              ; preds = %494
  %505 = fcmp contract ole float %175, %226
  %506 = icmp slt i32 %103, 32
  br i1 %506, label %507, label %512

507:                                              ; preds = %504
  %508 = select i1 %505, i32 %119, i32 %117
  %509 = add nsw i32 %103, 1
  %510 = sext i32 %103 to i64
  %511 = getelementptr inbounds i32, ptr %15, i64 %510
  store i32 %508, ptr %511, align 4, !tbaa !6
  br label %512

512:                                              ; preds = %507, %504
  %513 = phi i32 [ %509, %507 ], [ %103, %504 ]
  %514 = select i1 %505, i32 %117, i32 %119
  br label %578

515:                                              ; preds = %494
  %516 = or i1 %370, %502
  br i1 %516, label %519, label %517

517:                                              ; preds = %515
  %518 = tail call i32 @llvm.smin.i32(i32 %103, i32 0)
  br label %521

519:                                              ; preds = %515
  %520 = select i1 %370, i32 %117, i32 %119
  br label %578

521:                                              ; preds = %517, %525
  %522 = phi i32 [ %577, %525 ], [ -1, %517 ]
  %523 = phi i32 [ %526, %525 ], [ %103, %517 ]
  %524 = icmp sgt i32 %523, 0
  br i1 %524, label %525, label %578

525:                                              ; preds = %521
  %526 = add nsw i32 %523, -1
  %527 = zext nneg i32 %526 to i64
  %528 = getelementptr inbounds nuw i32, ptr %15, i64 %527
  %529 = load i32, ptr %528, align 4, !tbaa !6
  %530 = sext i32 %529 to i64
  %531 = getelementptr inbounds %struct.float4, ptr %3, i64 %530
  %532 = load float, ptr %531, align 16, !tbaa !11
  %533 = getelementptr inbounds nuw i8, ptr %531, i64 4
  %534 = load float, ptr %533, align 4, !tbaa !11
  %535 = getelementptr inbounds nuw i8, ptr %531, i64 8
  %536 = load float, ptr %535, align 8, !tbaa !11
  %537 = getelementptr inbounds %struct.float4, ptr %4, i64 %530
  %538 = load float, ptr %537, align 16, !tbaa !11
  %539 = getelementptr inbounds nuw i8, ptr %537, i64 4
  %540 = load float, ptr %539, align 4, !tbaa !11
  %541 = getelementptr inbounds nuw i8, ptr %537, i64 8
  %542 = load float, ptr %541, align 8, !tbaa !11
  %543 = tail call noundef float @llvm.nvvm.fabs.f32(float %538)
  %544 = fsub contract float %532, %543
  %545 = tail call noundef float @llvm.nvvm.fabs.f32(float %540)
  %546 = fsub contract float %534, %545
  %547 = tail call noundef float @llvm.nvvm.fabs.f32(float %542)
  %548 = fsub contract float %536, %547
  %549 = fadd contract float %532, %543
  %550 = fadd contract float %534, %545
  %551 = fadd contract float %536, %547
  %552 = fsub contract float %544, %28
  %553 = fmul contract float %56, %552
  %554 = fsub contract float %549, %28
  %555 = fmul contract float %56, %554
  %556 = fsub contract float %546, %30
  %557 = fmul contract float %55, %556
  %558 = fsub contract float %550, %30
  %559 = fmul contract float %55, %558
  %560 = fsub contract float %548, %32
  %561 = fmul contract float %57, %560
  %562 = fsub contract float %551, %32
  %563 = fmul contract float %57, %562
  %564 = tail call noundef float @llvm.minnum.f32(float %553, float %555)
  %565 = tail call noundef float @llvm.minnum.f32(float %557, float %559)
  %566 = tail call noundef float @llvm.maxnum.f32(float %564, float %565)
  %567 = tail call noundef float @llvm.minnum.f32(float %561, float %563)
  %568 = tail call noundef float @llvm.maxnum.f32(float %567, float %34)
  %569 = tail call noundef float @llvm.maxnum.f32(float %566, float %568)
  %570 = tail call noundef float @llvm.maxnum.f32(float %553, float %555)
  %571 = tail call noundef float @llvm.maxnum.f32(float %557, float %559)
  %572 = tail call noundef float @llvm.minnum.f32(float %570, float %571)
  %573 = tail call noundef float @llvm.maxnum.f32(float %561, float %563)
  %574 = tail call noundef float @llvm.minnum.f32(float %573, float %498)
  %575 = tail call noundef float @llvm.minnum.f32(float %572, float %574)
  %576 = fcmp contract ole float %569, %575
  %577 = select i1 %576, i32 %529, i32 %522
  br i1 %576, label %578, label %521

578:                                              ; preds = %525, %521, %519, %512
  %579 = phi i32 [ %514, %512 ], [ %520, %519 ], [ %577, %525 ], [ %522, %521 ]
  %580 = phi i32 [ %513, %512 ], [ %103, %519 ], [ %526, %525 ], [ %518, %521 ]
  %581 = icmp sgt i32 %579, -1
  br i1 %581, label %102, label %582, !llvm.loop !16

582:                                              ; preds = %578, %24
  %583 = phi i32 [ -1, %24 ], [ %495, %578 ]
  %584 = phi float [ 0.000000e+00, %24 ], [ %496, %578 ]
  %585 = phi float [ 0.000000e+00, %24 ], [ %497, %578 ]
  %586 = phi float [ %42, %24 ], [ %498, %578 ]
  %587 = icmp sgt i32 %583, -1
  %588 = select contract i1 %587, float %586, float 0x7FF0000000000000
  %589 = getelementptr inbounds %struct.float4, ptr %13, i64 %26
  store float %588, ptr %589, align 16, !tbaa !11
  %590 = getelementptr inbounds nuw i8, ptr %589, i64 4
  store float %585, ptr %590, align 4, !tbaa !11
  %591 = getelementptr inbounds nuw i8, ptr %589, i64 8
  store float %584, ptr %591, align 8, !tbaa !11
  %592 = getelementptr inbounds nuw i8, ptr %589, i64 12
  store i32 %583, ptr %592, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #7
  br label %593

593:                                              ; preds = %14, %582
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
  br i1 %24, label %25, label %34

25:                                               ; preds = %16
  %26 = icmp sgt i32 %6, 0
  %27 = fsub contract float 1.000000e+00, %13
  %28 = zext nneg i32 %17 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25bvh_occluded_shared_stackE7s_stack to ptr), i64 %28
  %30 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25bvh_occluded_shared_stackE7s_stack to ptr), i64 %28
  %31 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZ25bvh_occluded_shared_stackE7s_stack to ptr), i64 %28
  %32 = and i32 %17, 31
  %33 = icmp eq i32 %32, 0
  br label %35

34:                                               ; preds = %271, %16
  ret void

35:                                               ; preds = %25, %271
  %36 = phi i32 [ %23, %25 ], [ %272, %271 ]
  %37 = add nsw i32 %36, %17
  %38 = icmp slt i32 %37, %2
  %39 = and i1 %26, %38
  br i1 %39, label %40, label %263

40:                                               ; preds = %35
  %41 = sext i32 %37 to i64
  %42 = getelementptr inbounds %struct.float4, ptr %0, i64 %41
  %43 = load float, ptr %42, align 16, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %47 = load float, ptr %46, align 8, !tbaa !11
  %48 = getelementptr inbounds %struct.float4, ptr %1, i64 %41
  %49 = load float, ptr %48, align 16, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %53 = load float, ptr %52, align 8, !tbaa !11
  %54 = fsub contract float %49, %43
  %55 = fsub contract float %51, %45
  %56 = fsub contract float %53, %47
  %57 = tail call noundef float @llvm.nvvm.fabs.f32(float %54)
  %58 = fcmp contract ogt float %57, 0x3BC79CA100000000
  %59 = tail call float @llvm.copysign.f32(float 0x3BC79CA100000000, float %54)
  %60 = select contract i1 %58, float %54, float %59
  %61 = tail call noundef float @llvm.nvvm.fabs.f32(float %55)
  %62 = fcmp contract ogt float %61, 0x3BC79CA100000000
  %63 = tail call float @llvm.copysign.f32(float 0x3BC79CA100000000, float %55)
  %64 = select contract i1 %62, float %55, float %63
  %65 = tail call noundef float @llvm.nvvm.fabs.f32(float %56)
  %66 = fcmp contract ogt float %65, 0x3BC79CA100000000
  %67 = tail call float @llvm.copysign.f32(float 0x3BC79CA100000000, float %56)
  %68 = select contract i1 %66, float %56, float %67
  %69 = fdiv contract float 1.000000e+00, %64
  %70 = fdiv contract float 1.000000e+00, %60
  %71 = fdiv contract float 1.000000e+00, %68
  store i32 0, ptr %29, align 4, !tbaa !6
  br label %72

72:                                               ; preds = %40, %255
  %73 = phi i32 [ 1, %40 ], [ %256, %255 ]
  %74 = add nsw i32 %73, -1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds nuw [128 x i32], ptr %30, i64 %75
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds %struct.float4, ptr %3, i64 %78
  %80 = load float, ptr %79, align 16, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %84 = load float, ptr %83, align 8, !tbaa !11
  %85 = getelementptr inbounds %struct.float4, ptr %4, i64 %78
  %86 = load float, ptr %85, align 16, !tbaa !11
  %87 = getelementptr inbounds nuw i8, ptr %85, i64 4
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %85, i64 8
  %90 = load float, ptr %89, align 8, !tbaa !11
  %91 = tail call noundef float @llvm.nvvm.fabs.f32(float %86)
  %92 = fsub contract float %80, %91
  %93 = tail call noundef float @llvm.nvvm.fabs.f32(float %88)
  %94 = fsub contract float %82, %93
  %95 = tail call noundef float @llvm.nvvm.fabs.f32(float %90)
  %96 = fsub contract float %84, %95
  %97 = fadd contract float %80, %91
  %98 = fadd contract float %82, %93
  %99 = fadd contract float %84, %95
  %100 = fsub contract float %92, %43
  %101 = fmul contract float %70, %100
  %102 = fsub contract float %97, %43
  %103 = fmul contract float %70, %102
  %104 = fsub contract float %94, %45
  %105 = fmul contract float %69, %104
  %106 = fsub contract float %98, %45
  %107 = fmul contract float %69, %106
  %108 = fsub contract float %96, %47
  %109 = fmul contract float %71, %108
  %110 = fsub contract float %99, %47
  %111 = fmul contract float %71, %110
  %112 = tail call noundef float @llvm.minnum.f32(float %101, float %103)
  %113 = tail call noundef float @llvm.minnum.f32(float %105, float %107)
  %114 = tail call noundef float @llvm.maxnum.f32(float %112, float %113)
  %115 = tail call noundef float @llvm.minnum.f32(float %109, float %111)
  %116 = tail call noundef float @llvm.maxnum.f32(float %115, float %13)
  %117 = tail call noundef float @llvm.maxnum.f32(float %114, float %116)
  %118 = tail call noundef float @llvm.maxnum.f32(float %101, float %103)
  %119 = tail call noundef float @llvm.maxnum.f32(float %105, float %107)
  %120 = tail call noundef float @llvm.minnum.f32(float %118, float %119)
  %121 = tail call noundef float @llvm.maxnum.f32(float %109, float %111)
  %122 = tail call noundef float @llvm.minnum.f32(float %121, float %27)
  %123 = tail call noundef float @llvm.minnum.f32(float %120, float %122)
  %124 = fcmp contract ugt float %117, %123
  br i1 %124, label %255, label %125, !llvm.loop !17

125:                                              ; preds = %72
  %126 = icmp slt i32 %77, %6
  br i1 %126, label %233, label %127

127:                                              ; preds = %125
  %128 = sub nsw i32 %77, %6
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw %struct.int2, ptr %8, i64 %129
  %131 = load i32, ptr %130, align 8, !tbaa !6
  %132 = getelementptr inbounds nuw i8, ptr %130, i64 4
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = add nsw i32 %133, %131
  %135 = tail call noundef i32 @llvm.smin.i32(i32 %134, i32 %10)
  %136 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %131, i32 0)
  %137 = icmp slt i32 %136, %135
  br i1 %137, label %138, label %255

138:                                              ; preds = %127, %227
  %139 = phi i1 [ %228, %227 ], [ false, %127 ]
  %140 = phi i32 [ %230, %227 ], [ %136, %127 ]
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw i32, ptr %9, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp ult i32 %143, %12
  br i1 %144, label %145, label %226

145:                                              ; preds = %138
  %146 = mul nsw i32 %143, 3
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds %struct.float4, ptr %11, i64 %147
  %149 = getelementptr i8, ptr %148, i64 16
  %150 = load float, ptr %149, align 16, !tbaa !11
  %151 = getelementptr i8, ptr %148, i64 20
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = getelementptr i8, ptr %148, i64 24
  %154 = load float, ptr %153, align 8, !tbaa !11
  %155 = getelementptr i8, ptr %148, i64 32
  %156 = load float, ptr %155, align 16, !tbaa !11
  %157 = getelementptr i8, ptr %148, i64 36
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = getelementptr i8, ptr %148, i64 40
  %160 = load float, ptr %159, align 8, !tbaa !11
  %161 = fmul contract float %55, %160
  %162 = fmul contract float %56, %158
  %163 = fsub contract float %161, %162
  %164 = fmul contract float %56, %156
  %165 = fmul contract float %54, %160
  %166 = fsub contract float %164, %165
  %167 = fmul contract float %54, %158
  %168 = fmul contract float %55, %156
  %169 = fsub contract float %167, %168
  %170 = fmul contract float %150, %163
  %171 = fmul contract float %152, %166
  %172 = fadd contract float %170, %171
  %173 = fmul contract float %154, %169
  %174 = fadd contract float %173, %172
  %175 = tail call noundef float @llvm.nvvm.fabs.f32(float %174)
  %176 = fcmp contract olt float %175, 0x3D71979980000000
  br i1 %176, label %226, label %177

177:                                              ; preds = %145
  %178 = getelementptr inbounds nuw i8, ptr %148, i64 8
  %179 = load float, ptr %178, align 8, !tbaa !11
  %180 = getelementptr inbounds nuw i8, ptr %148, i64 4
  %181 = load float, ptr %180, align 4, !tbaa !11
  %182 = load float, ptr %148, align 16, !tbaa !11
  %183 = fdiv contract float 1.000000e+00, %174
  %184 = fsub contract float %43, %182
  %185 = fsub contract float %45, %181
  %186 = fsub contract float %47, %179
  %187 = fmul contract float %163, %184
  %188 = fmul contract float %166, %185
  %189 = fadd contract float %188, %187
  %190 = fmul contract float %169, %186
  %191 = fadd contract float %190, %189
  %192 = fmul contract float %183, %191
  %193 = fcmp contract olt float %192, 0.000000e+00
  %194 = fcmp contract ogt float %192, 1.000000e+00
  %195 = or i1 %193, %194
  br i1 %195, label %226, label %196

196:                                              ; preds = %177
  %197 = fmul contract float %154, %185
  %198 = fmul contract float %152, %186
  %199 = fsub contract float %197, %198
  %200 = fmul contract float %150, %186
  %201 = fmul contract float %154, %184
  %202 = fsub contract float %200, %201
  %203 = fmul contract float %152, %184
  %204 = fmul contract float %150, %185
  %205 = fsub contract float %203, %204
  %206 = fmul contract float %54, %199
  %207 = fmul contract float %55, %202
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %56, %205
  %210 = fadd contract float %209, %208
  %211 = fmul contract float %183, %210
  %212 = fcmp contract olt float %211, 0.000000e+00
  %213 = fadd contract float %192, %211
  %214 = fcmp contract ogt float %213, 1.000000e+00
  %215 = or i1 %212, %214
  br i1 %215, label %226, label %216

216:                                              ; preds = %196
  %217 = fmul contract float %156, %199
  %218 = fmul contract float %158, %202
  %219 = fadd contract float %217, %218
  %220 = fmul contract float %160, %205
  %221 = fadd contract float %220, %219
  %222 = fmul contract float %183, %221
  %223 = fcmp contract ogt float %222, %13
  %224 = fcmp contract olt float %222, %27
  %225 = and i1 %223, %224
  br i1 %225, label %227, label %226

226:                                              ; preds = %145, %177, %196, %216, %138
  br label %227

227:                                              ; preds = %216, %226
  %228 = phi i1 [ %139, %226 ], [ true, %216 ]
  %229 = phi i1 [ true, %226 ], [ false, %216 ]
  %230 = add nuw nsw i32 %140, 1
  %231 = icmp slt i32 %230, %135
  %232 = select i1 %229, i1 %231, i1 false
  br i1 %232, label %138, label %255, !llvm.loop !18

233:                                              ; preds = %125
  %234 = getelementptr inbounds %struct.int2, ptr %5, i64 %78
  %235 = load i32, ptr %234, align 8, !tbaa !6
  %236 = getelementptr inbounds nuw i8, ptr %234, i64 4
  %237 = load i32, ptr %236, align 4, !tbaa !6
  %238 = icmp sgt i32 %237, %77
  br i1 %238, label %239, label %244

239:                                              ; preds = %233
  %240 = icmp slt i32 %237, %18
  %241 = icmp slt i32 %73, 33
  %242 = and i1 %241, %240
  br i1 %242, label %243, label %244

243:                                              ; preds = %239
  store i32 %237, ptr %76, align 4, !tbaa !6
  br label %244

244:                                              ; preds = %243, %239, %233
  %245 = phi i32 [ %73, %243 ], [ %74, %239 ], [ %74, %233 ]
  %246 = icmp sgt i32 %235, %77
  br i1 %246, label %247, label %255

247:                                              ; preds = %244
  %248 = icmp slt i32 %235, %18
  %249 = icmp slt i32 %245, 32
  %250 = and i1 %248, %249
  br i1 %250, label %251, label %255

251:                                              ; preds = %247
  %252 = add nsw i32 %245, 1
  %253 = sext i32 %245 to i64
  %254 = getelementptr [128 x i32], ptr %31, i64 %253
  store i32 %235, ptr %254, align 4, !tbaa !6
  br label %255

255:                                              ; preds = %227, %127, %244, %247, %251, %72
  %256 = phi i32 [ %74, %72 ], [ %245, %247 ], [ %245, %244 ], [ %252, %251 ], [ %74, %127 ], [ %74, %227 ]
  %257 = phi i1 [ false, %72 ], [ false, %247 ], [ false, %244 ], [ false, %251 ], [ false, %127 ], [ %228, %227 ]
  %258 = icmp slt i32 %256, 1
  %259 = select i1 %258, i1 true, i1 %257
  br i1 %259, label %260, label %72

260:                                              ; preds = %255
  %261 = zext i1 %257 to i8
  %262 = getelementptr inbounds i8, ptr %14, i64 %41
  store i8 %261, ptr %262, align 1, !tbaa !19
  br label %263

263:                                              ; preds = %260, %35
  %264 = phi i1 [ %257, %260 ], [ false, %35 ]
  %265 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %264)
  %266 = icmp ne i32 %265, 0
  %267 = and i1 %33, %266
  br i1 %267, label %268, label %271

268:                                              ; preds = %263
  %269 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %265)
  %270 = atomicrmw add ptr %15, i32 %269 seq_cst, align 4
  br label %271

271:                                              ; preds = %268, %263
  %272 = add nsw i32 %36, %21
  %273 = icmp slt i32 %272, %2
  br i1 %273, label %35, label %34, !llvm.loop !20
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !14, !15}
