; ModuleID = 'src/gaussian_splat.cu'
source_filename = "src/gaussian_splat.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.float4 = type { float, float, float, float }
%struct.GsCamera = type { [12 x float], float, float, float, float, i32, i32, i32 }
%struct.int2 = type { i32, i32 }

@_ZZ18gs_rasterize_tilesE4s_id = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ18gs_rasterize_tilesE4s_xy = internal unnamed_addr addrspace(3) global [256 x %struct.float2.0] undef, align 8
@_ZZ18gs_rasterize_tilesE4s_co = internal unnamed_addr addrspace(3) global [256 x %struct.float4] undef, align 16

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @gs_preprocess(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, i32 noundef %9, ptr noundef readonly byval(%struct.GsCamera) align 4 captures(none) %10, float noundef %11) local_unnamed_addr #0 {
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 72
  %14 = load i32, ptr %13, align 4, !tbaa !11
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %14, i32 1)
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 64
  %17 = load i32, ptr %16, align 4, !tbaa !14
  %18 = add nsw i32 %15, -1
  %19 = add i32 %18, %17
  %20 = sdiv i32 %19, %15
  %21 = getelementptr inbounds nuw i8, ptr %10, i64 68
  %22 = load i32, ptr %21, align 4, !tbaa !15
  %23 = add nsw i32 %15, -1
  %24 = add i32 %23, %22
  %25 = sdiv i32 %24, %15
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = mul i32 %26, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = add i32 %28, %29
  %31 = icmp slt i32 %30, %9
  br i1 %31, label %32, label %86

32:                                               ; preds = %12
  %33 = load float, ptr %10, align 4, !tbaa !16
  %34 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !16
  %36 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %37 = load float, ptr %36, align 4, !tbaa !16
  %38 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %41 = load float, ptr %40, align 4, !tbaa !16
  %42 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %43 = load float, ptr %42, align 4, !tbaa !16
  %44 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %45 = load float, ptr %44, align 4, !tbaa !16
  %46 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %47 = load float, ptr %46, align 4, !tbaa !16
  %48 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %49 = load float, ptr %48, align 4, !tbaa !16
  %50 = getelementptr inbounds nuw i8, ptr %10, i64 36
  %51 = load float, ptr %50, align 4, !tbaa !16
  %52 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %53 = load float, ptr %52, align 4, !tbaa !16
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 44
  %55 = load float, ptr %54, align 4, !tbaa !16
  %56 = getelementptr inbounds nuw i8, ptr %10, i64 48
  %57 = load float, ptr %56, align 4
  %58 = fneg contract float %57
  %59 = getelementptr inbounds nuw i8, ptr %10, i64 52
  %60 = load float, ptr %59, align 4
  %61 = fneg contract float %60
  %62 = getelementptr inbounds nuw i8, ptr %10, i64 56
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds nuw i8, ptr %10, i64 60
  %65 = load float, ptr %64, align 4
  %66 = uitofp nneg i32 %15 to float
  %67 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %68 = mul i32 %67, %27
  %69 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %70 = load float, ptr %69, align 4
  %71 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %74 = load float, ptr %73, align 4
  %75 = getelementptr inbounds nuw i8, ptr %10, i64 36
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %78 = load float, ptr %77, align 4
  %79 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %80 = load float, ptr %79, align 4
  %81 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %82 = load float, ptr %81, align 4
  %83 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %84 = load float, ptr %83, align 4
  %85 = load float, ptr %10, align 4
  br label %87

86:                                               ; preds = %369, %12
  ret void

87:                                               ; preds = %32, %369
  %88 = phi i32 [ %30, %32 ], [ %370, %369 ]
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %7, i64 %89
  store i32 0, ptr %90, align 4, !tbaa !6
  %91 = getelementptr inbounds i32, ptr %8, i64 %89
  store i32 0, ptr %91, align 4, !tbaa !6
  %92 = mul nsw i32 %88, 3
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !16
  %96 = add nsw i32 %92, 1
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr %0, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !16
  %100 = add nsw i32 %92, 2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %0, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !16
  %104 = fmul contract float %95, %33
  %105 = fmul contract float %99, %35
  %106 = fadd contract float %104, %105
  %107 = fmul contract float %103, %37
  %108 = fadd contract float %106, %107
  %109 = fadd contract float %39, %108
  %110 = fmul contract float %95, %41
  %111 = fmul contract float %99, %43
  %112 = fadd contract float %110, %111
  %113 = fmul contract float %103, %45
  %114 = fadd contract float %112, %113
  %115 = fadd contract float %47, %114
  %116 = fmul contract float %95, %49
  %117 = fmul contract float %99, %51
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %103, %53
  %120 = fadd contract float %118, %119
  %121 = fadd contract float %55, %120
  %122 = fcmp contract ugt float %121, 0x3FC99999A0000000
  br i1 %122, label %123, label %369

123:                                              ; preds = %87
  %124 = shl nsw i32 %88, 2
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %2, i64 %125
  %127 = load float, ptr %126, align 4, !tbaa !16
  %128 = getelementptr i8, ptr %126, i64 4
  %129 = load float, ptr %128, align 4, !tbaa !16
  %130 = getelementptr i8, ptr %126, i64 8
  %131 = load float, ptr %130, align 4, !tbaa !16
  %132 = getelementptr i8, ptr %126, i64 12
  %133 = load float, ptr %132, align 4, !tbaa !16
  %134 = fmul contract float %127, %127
  %135 = fmul contract float %129, %129
  %136 = fadd contract float %134, %135
  %137 = fmul contract float %131, %131
  %138 = fadd contract float %136, %137
  %139 = fmul contract float %133, %133
  %140 = fadd contract float %138, %139
  %141 = tail call noundef float @llvm.maxnum.f32(float %140, float 0x3D71979980000000)
  %142 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %141)
  %143 = fmul contract float %127, %142
  %144 = fmul contract float %129, %142
  %145 = fmul contract float %131, %142
  %146 = fmul contract float %133, %142
  %147 = fmul contract float %145, %145
  %148 = fmul contract float %146, %146
  %149 = fadd contract float %147, %148
  %150 = fmul contract float %149, 2.000000e+00
  %151 = fsub contract float 1.000000e+00, %150
  %152 = fmul contract float %144, %145
  %153 = fmul contract float %143, %146
  %154 = fsub contract float %152, %153
  %155 = fmul contract float %154, 2.000000e+00
  %156 = fmul contract float %144, %146
  %157 = fmul contract float %143, %145
  %158 = fadd contract float %156, %157
  %159 = fmul contract float %158, 2.000000e+00
  %160 = fadd contract float %152, %153
  %161 = fmul contract float %160, 2.000000e+00
  %162 = fmul contract float %144, %144
  %163 = fadd contract float %162, %148
  %164 = fmul contract float %163, 2.000000e+00
  %165 = fsub contract float 1.000000e+00, %164
  %166 = fmul contract float %145, %146
  %167 = fmul contract float %143, %144
  %168 = fsub contract float %166, %167
  %169 = fmul contract float %168, 2.000000e+00
  %170 = fsub contract float %156, %157
  %171 = fmul contract float %170, 2.000000e+00
  %172 = fadd contract float %166, %167
  %173 = fmul contract float %172, 2.000000e+00
  %174 = fadd contract float %162, %147
  %175 = fmul contract float %174, 2.000000e+00
  %176 = fsub contract float 1.000000e+00, %175
  %177 = getelementptr inbounds float, ptr %1, i64 %93
  %178 = load float, ptr %177, align 4, !tbaa !16
  %179 = fmul contract float %11, %178
  %180 = getelementptr inbounds float, ptr %1, i64 %97
  %181 = load float, ptr %180, align 4, !tbaa !16
  %182 = fmul contract float %11, %181
  %183 = getelementptr inbounds float, ptr %1, i64 %101
  %184 = load float, ptr %183, align 4, !tbaa !16
  %185 = fmul contract float %11, %184
  %186 = fmul contract float %151, %179
  %187 = fmul contract float %155, %182
  %188 = fmul contract float %159, %185
  %189 = fmul contract float %161, %179
  %190 = fmul contract float %165, %182
  %191 = fmul contract float %169, %185
  %192 = fdiv contract float 1.000000e+00, %121
  %193 = fmul contract float %171, %179
  %194 = fmul contract float %193, %193
  %195 = fmul contract float %173, %182
  %196 = fmul contract float %195, %195
  %197 = fadd contract float %194, %196
  %198 = fmul contract float %176, %185
  %199 = fmul contract float %198, %198
  %200 = fadd contract float %197, %199
  %201 = fmul contract float %189, %193
  %202 = fmul contract float %190, %195
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %191, %198
  %205 = fadd contract float %203, %204
  %206 = fmul contract float %189, %189
  %207 = fmul contract float %190, %190
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %191, %191
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %186, %193
  %212 = fmul contract float %187, %195
  %213 = fadd contract float %211, %212
  %214 = fmul contract float %188, %198
  %215 = fadd contract float %213, %214
  %216 = fmul contract float %186, %189
  %217 = fmul contract float %187, %190
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %188, %191
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %186, %186
  %222 = fmul contract float %187, %187
  %223 = fadd contract float %221, %222
  %224 = fmul contract float %188, %188
  %225 = fadd contract float %223, %224
  %226 = fmul contract float %115, %61
  %227 = fmul contract float %192, %226
  %228 = fmul contract float %192, %227
  %229 = fmul contract float %228, %70
  %230 = fmul contract float %192, %60
  %231 = fmul contract float %230, %72
  %232 = fadd contract float %229, %231
  %233 = fmul contract float %192, %57
  %234 = fmul contract float %233, %74
  %235 = fmul contract float %109, %58
  %236 = fmul contract float %192, %235
  %237 = fmul contract float %192, %236
  %238 = fmul contract float %237, %70
  %239 = fadd contract float %234, %238
  %240 = fmul contract float %228, %76
  %241 = fmul contract float %230, %78
  %242 = fadd contract float %240, %241
  %243 = fmul contract float %233, %80
  %244 = fmul contract float %237, %76
  %245 = fadd contract float %243, %244
  %246 = fmul contract float %228, %82
  %247 = fmul contract float %230, %84
  %248 = fadd contract float %246, %247
  %249 = fmul contract float %233, %85
  %250 = fmul contract float %237, %82
  %251 = fadd contract float %249, %250
  %252 = fmul contract float %225, %251
  %253 = fmul contract float %220, %245
  %254 = fadd contract float %252, %253
  %255 = fmul contract float %215, %239
  %256 = fadd contract float %254, %255
  %257 = fmul contract float %220, %251
  %258 = fmul contract float %210, %245
  %259 = fadd contract float %257, %258
  %260 = fmul contract float %205, %239
  %261 = fadd contract float %259, %260
  %262 = fmul contract float %215, %251
  %263 = fmul contract float %205, %245
  %264 = fadd contract float %262, %263
  %265 = fmul contract float %200, %239
  %266 = fadd contract float %264, %265
  %267 = fmul contract float %225, %248
  %268 = fmul contract float %220, %242
  %269 = fadd contract float %267, %268
  %270 = fmul contract float %215, %232
  %271 = fadd contract float %269, %270
  %272 = fmul contract float %220, %248
  %273 = fmul contract float %210, %242
  %274 = fadd contract float %272, %273
  %275 = fmul contract float %205, %232
  %276 = fadd contract float %274, %275
  %277 = fmul contract float %215, %248
  %278 = fmul contract float %205, %242
  %279 = fadd contract float %277, %278
  %280 = fmul contract float %200, %232
  %281 = fadd contract float %279, %280
  %282 = fmul contract float %256, %251
  %283 = fmul contract float %261, %245
  %284 = fadd contract float %282, %283
  %285 = fmul contract float %266, %239
  %286 = fadd contract float %284, %285
  %287 = fadd contract float %286, 0x3FD3333340000000
  %288 = fmul contract float %256, %248
  %289 = fmul contract float %261, %242
  %290 = fadd contract float %288, %289
  %291 = fmul contract float %266, %232
  %292 = fadd contract float %290, %291
  %293 = fmul contract float %248, %271
  %294 = fmul contract float %242, %276
  %295 = fadd contract float %293, %294
  %296 = fmul contract float %232, %281
  %297 = fadd contract float %295, %296
  %298 = fadd contract float %297, 0x3FD3333340000000
  %299 = fmul contract float %287, %298
  %300 = fmul contract float %292, %292
  %301 = fsub contract float %299, %300
  %302 = fcmp contract ogt float %301, 0.000000e+00
  br i1 %302, label %303, label %369

303:                                              ; preds = %123
  %304 = fadd contract float %287, %298
  %305 = fmul contract float %304, 5.000000e-01
  %306 = fmul contract float %305, %305
  %307 = fsub contract float %306, %301
  %308 = tail call noundef float @llvm.maxnum.f32(float %307, float 0x3FB99999A0000000)
  %309 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %308) #8
  %310 = fadd contract float %305, %309
  %311 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %310) #8
  %312 = fmul contract float %311, 3.000000e+00
  %313 = tail call noundef float @llvm.ceil.f32(float %312)
  %314 = fptosi float %313 to i32
  %315 = fmul contract float %109, %57
  %316 = fmul contract float %192, %315
  %317 = fadd contract float %316, %63
  %318 = fmul contract float %115, %60
  %319 = fmul contract float %192, %318
  %320 = fadd contract float %319, %65
  %321 = sitofp i32 %314 to float
  %322 = fsub contract float %317, %321
  %323 = fdiv contract float %322, %66
  %324 = tail call noundef float @llvm.floor.f32(float %323)
  %325 = fptosi float %324 to i32
  %326 = tail call noundef i32 @llvm.smax.i32(i32 %325, i32 0)
  %327 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %326)
  %328 = fsub contract float %320, %321
  %329 = fdiv contract float %328, %66
  %330 = tail call noundef float @llvm.floor.f32(float %329)
  %331 = fptosi float %330 to i32
  %332 = tail call noundef i32 @llvm.smax.i32(i32 %331, i32 0)
  %333 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 %332)
  %334 = fadd contract float %317, %321
  %335 = fadd contract float %334, %66
  %336 = fadd contract float %335, -1.000000e+00
  %337 = fdiv contract float %336, %66
  %338 = tail call noundef float @llvm.floor.f32(float %337)
  %339 = fptosi float %338 to i32
  %340 = tail call noundef i32 @llvm.smax.i32(i32 %339, i32 0)
  %341 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %340)
  %342 = fadd contract float %320, %321
  %343 = fadd contract float %342, %66
  %344 = fadd contract float %343, -1.000000e+00
  %345 = fdiv contract float %344, %66
  %346 = tail call noundef float @llvm.floor.f32(float %345)
  %347 = fptosi float %346 to i32
  %348 = tail call noundef i32 @llvm.smax.i32(i32 %347, i32 0)
  %349 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 %348)
  %350 = sub nsw i32 %341, %327
  %351 = sub nsw i32 %349, %333
  %352 = mul nsw i32 %350, %351
  %353 = icmp eq i32 %352, 0
  br i1 %353, label %369, label %354

354:                                              ; preds = %303
  %355 = fdiv contract float 1.000000e+00, %301
  %356 = getelementptr inbounds %struct.float2.0, ptr %4, i64 %89
  store float %317, ptr %356, align 8, !tbaa !16
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 4
  store float %320, ptr %357, align 4, !tbaa !16
  %358 = fmul contract float %298, %355
  %359 = fneg contract float %292
  %360 = fmul contract float %355, %359
  %361 = fmul contract float %287, %355
  %362 = getelementptr inbounds float, ptr %3, i64 %89
  %363 = load float, ptr %362, align 4, !tbaa !16
  %364 = getelementptr inbounds %struct.float4, ptr %5, i64 %89
  store float %358, ptr %364, align 16, !tbaa !16
  %365 = getelementptr inbounds nuw i8, ptr %364, i64 4
  store float %360, ptr %365, align 4, !tbaa !16
  %366 = getelementptr inbounds nuw i8, ptr %364, i64 8
  store float %361, ptr %366, align 8, !tbaa !16
  %367 = getelementptr inbounds nuw i8, ptr %364, i64 12
  store float %363, ptr %367, align 4, !tbaa !16
  %368 = getelementptr inbounds float, ptr %6, i64 %89
  store float %121, ptr %368, align 4, !tbaa !16
  store i32 %314, ptr %90, align 4, !tbaa !6
  store i32 %352, ptr %91, align 4, !tbaa !6
  br label %369

369:                                              ; preds = %123, %303, %354, %87
  %370 = add i32 %88, %68
  %371 = icmp slt i32 %370, %9
  br i1 %371, label %87, label %86, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gs_rasterize_tiles(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9, i32 noundef %10, i32 noundef %11, float noundef %12, float noundef %13, float noundef %14) local_unnamed_addr #2 {
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = mul nuw nsw i32 %19, %16
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nuw nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = mul i32 %23, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = add i32 %25, %26
  %28 = mul i32 %26, %16
  %29 = add i32 %28, %21
  %30 = mul nuw nsw i32 %23, %17
  %31 = add nuw nsw i32 %30, %19
  %32 = icmp sge i32 %29, %10
  %33 = icmp sge i32 %31, %11
  %34 = or i1 %32, %33
  %35 = sitofp i32 %29 to float
  %36 = uitofp nneg i32 %31 to float
  %37 = sext i32 %27 to i64
  %38 = getelementptr inbounds %struct.int2, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 8, !tbaa !6
  %40 = getelementptr inbounds nuw i8, ptr %38, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 0)
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %2, i32 0)
  %44 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %43)
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %44)
  %46 = tail call noundef i32 @llvm.smin.i32(i32 %45, i32 %43)
  %47 = icmp sgt i32 %6, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %15
  %49 = xor i32 %44, -1
  %50 = add nsw i32 %18, %49
  %51 = add i32 %50, %46
  %52 = sdiv i32 %51, %18
  br label %53

53:                                               ; preds = %15, %48
  %54 = phi i32 [ %52, %48 ], [ 0, %15 ]
  %55 = icmp sgt i32 %54, 0
  br i1 %55, label %56, label %189

56:                                               ; preds = %53
  %57 = sub nsw i32 %46, %44
  %58 = add nuw nsw i32 %44, %22
  %59 = add nsw i32 %6, -1
  %60 = zext nneg i32 %22 to i64
  %61 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18gs_rasterize_tilesE4s_id to ptr), i64 %60
  %62 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ18gs_rasterize_tilesE4s_xy to ptr), i64 %60
  %63 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ18gs_rasterize_tilesE4s_co to ptr), i64 %60
  br label %64

64:                                               ; preds = %56, %94
  %65 = phi i1 [ %34, %56 ], [ %101, %94 ]
  %66 = phi float [ 1.000000e+00, %56 ], [ %100, %94 ]
  %67 = phi float [ 0.000000e+00, %56 ], [ %99, %94 ]
  %68 = phi float [ 0.000000e+00, %56 ], [ %98, %94 ]
  %69 = phi float [ 0.000000e+00, %56 ], [ %97, %94 ]
  %70 = phi i32 [ 0, %56 ], [ %96, %94 ]
  %71 = phi i32 [ 0, %56 ], [ %95, %94 ]
  %72 = phi i32 [ %57, %56 ], [ %103, %94 ]
  %73 = phi i32 [ 0, %56 ], [ %102, %94 ]
  %74 = tail call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %65)
  %75 = icmp eq i32 %74, %18
  br i1 %75, label %189, label %76

76:                                               ; preds = %64
  %77 = mul nuw nsw i32 %73, %18
  %78 = add nuw nsw i32 %58, %77
  %79 = icmp samesign ult i32 %78, %46
  br i1 %79, label %80, label %90

80:                                               ; preds = %76
  %81 = zext nneg i32 %78 to i64
  %82 = getelementptr inbounds nuw i32, ptr %1, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = tail call noundef i32 @llvm.smax.i32(i32 %83, i32 0)
  %85 = tail call noundef i32 @llvm.smin.i32(i32 %84, i32 %59)
  store i32 %85, ptr %61, align 4, !tbaa !6
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds %struct.float2.0, ptr %3, i64 %86
  %88 = load i64, ptr %87, align 8
  store i64 %88, ptr %62, align 8
  %89 = getelementptr inbounds %struct.float4, ptr %4, i64 %86
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %63, ptr noundef nonnull align 16 dereferenceable(16) %89, i64 16, i1 false), !tbaa.struct !20
  br label %90

90:                                               ; preds = %80, %76
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %91 = tail call noundef i32 @llvm.smin.i32(i32 %18, i32 %72)
  %92 = icmp slt i32 %91, 1
  %93 = or i1 %65, %92
  br i1 %93, label %94, label %105

94:                                               ; preds = %179, %90
  %95 = phi i32 [ %71, %90 ], [ %180, %179 ]
  %96 = phi i32 [ %70, %90 ], [ %113, %179 ]
  %97 = phi float [ %69, %90 ], [ %181, %179 ]
  %98 = phi float [ %68, %90 ], [ %182, %179 ]
  %99 = phi float [ %67, %90 ], [ %183, %179 ]
  %100 = phi float [ %66, %90 ], [ %184, %179 ]
  %101 = phi i1 [ %65, %90 ], [ %185, %179 ]
  %102 = add nuw nsw i32 %73, 1
  %103 = sub nsw i32 %72, %18
  %104 = icmp eq i32 %102, %54
  br i1 %104, label %189, label %64, !llvm.loop !21

105:                                              ; preds = %90, %179
  %106 = phi float [ %184, %179 ], [ %66, %90 ]
  %107 = phi float [ %183, %179 ], [ %67, %90 ]
  %108 = phi float [ %182, %179 ], [ %68, %90 ]
  %109 = phi float [ %181, %179 ], [ %69, %90 ]
  %110 = phi i32 [ %113, %179 ], [ %70, %90 ]
  %111 = phi i32 [ %180, %179 ], [ %71, %90 ]
  %112 = phi i32 [ %186, %179 ], [ 0, %90 ]
  %113 = add nsw i32 %110, 1
  %114 = zext nneg i32 %112 to i64
  %115 = getelementptr inbounds nuw %struct.float2.0, ptr addrspacecast (ptr addrspace(3) @_ZZ18gs_rasterize_tilesE4s_xy to ptr), i64 %114
  %116 = load float, ptr %115, align 8, !tbaa !16
  %117 = getelementptr inbounds nuw i8, ptr %115, i64 4
  %118 = load float, ptr %117, align 4, !tbaa !16
  %119 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ18gs_rasterize_tilesE4s_co to ptr), i64 %114
  %120 = load float, ptr %119, align 16, !tbaa !16
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 4
  %122 = load float, ptr %121, align 4, !tbaa !16
  %123 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %124 = load float, ptr %123, align 8, !tbaa !16
  %125 = fsub contract float %116, %35
  %126 = fsub contract float %118, %36
  %127 = fmul contract float %125, %120
  %128 = fmul contract float %125, %127
  %129 = fmul contract float %126, %124
  %130 = fmul contract float %126, %129
  %131 = fadd contract float %128, %130
  %132 = fmul contract float %131, -5.000000e-01
  %133 = fmul contract float %125, %122
  %134 = fmul contract float %126, %133
  %135 = fsub contract float %132, %134
  %136 = fcmp contract ogt float %135, 0.000000e+00
  br i1 %136, label %179, label %137

137:                                              ; preds = %105
  %138 = getelementptr inbounds nuw i8, ptr %119, i64 12
  %139 = load float, ptr %138, align 4, !tbaa !16
  %140 = tail call float @llvm.fma.f32(float %135, float 0x3F777313A0000000, float 5.000000e-01)
  %141 = tail call float @llvm.nvvm.saturate.f(float %140) #8
  %142 = tail call float @llvm.nvvm.fma.rm.f(float %141, float 2.520000e+02, float 0x4168000020000000) #8
  %143 = fadd float %142, 0xC168000FE0000000
  %144 = fneg float %143
  %145 = tail call float @llvm.fma.f32(float %135, float 0x3FF7154760000000, float %144)
  %146 = tail call float @llvm.fma.f32(float %135, float 0x3E54AE0C00000000, float %145)
  %147 = bitcast float %142 to i32
  %148 = shl i32 %147, 23
  %149 = bitcast i32 %148 to float
  %150 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %146)
  %151 = fmul float %150, %149
  %152 = fmul contract float %139, %151
  %153 = tail call noundef float @llvm.minnum.f32(float %152, float 0x3FEFAE1480000000)
  %154 = fcmp contract olt float %153, 0x3F70101020000000
  br i1 %154, label %179, label %155

155:                                              ; preds = %137
  %156 = fsub contract float 1.000000e+00, %153
  %157 = fmul contract float %106, %156
  %158 = fcmp contract olt float %157, 0x3F1A36E2E0000000
  br i1 %158, label %179, label %159

159:                                              ; preds = %155
  %160 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18gs_rasterize_tilesE4s_id to ptr), i64 %114
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = sext i32 %161 to i64
  %163 = mul nsw i64 %162, 12
  %164 = getelementptr inbounds nuw i8, ptr %5, i64 %163
  %165 = load float, ptr %164, align 4, !tbaa !16
  %166 = fmul contract float %153, %165
  %167 = fmul contract float %106, %166
  %168 = fadd contract float %107, %167
  %169 = getelementptr inbounds nuw i8, ptr %164, i64 4
  %170 = load float, ptr %169, align 4, !tbaa !16
  %171 = fmul contract float %153, %170
  %172 = fmul contract float %106, %171
  %173 = fadd contract float %108, %172
  %174 = getelementptr inbounds nuw i8, ptr %164, i64 8
  %175 = load float, ptr %174, align 4, !tbaa !16
  %176 = fmul contract float %153, %175
  %177 = fmul contract float %106, %176
  %178 = fadd contract float %109, %177
  br label %179

179:                                              ; preds = %137, %155, %159, %105
  %180 = phi i32 [ %111, %105 ], [ %111, %137 ], [ %113, %159 ], [ %111, %155 ]
  %181 = phi float [ %109, %105 ], [ %109, %137 ], [ %178, %159 ], [ %109, %155 ]
  %182 = phi float [ %108, %105 ], [ %108, %137 ], [ %173, %159 ], [ %108, %155 ]
  %183 = phi float [ %107, %105 ], [ %107, %137 ], [ %168, %159 ], [ %107, %155 ]
  %184 = phi float [ %106, %105 ], [ %106, %137 ], [ %157, %159 ], [ %106, %155 ]
  %185 = phi i1 [ false, %105 ], [ false, %137 ], [ false, %159 ], [ true, %155 ]
  %186 = add nuw nsw i32 %112, 1
  %187 = icmp sge i32 %186, %91
  %188 = select i1 %185, i1 true, i1 %187
  br i1 %188, label %94, label %105, !llvm.loop !22

189:                                              ; preds = %94, %64, %53
  %190 = phi i32 [ 0, %53 ], [ %95, %94 ], [ %71, %64 ]
  %191 = phi float [ 0.000000e+00, %53 ], [ %97, %94 ], [ %69, %64 ]
  %192 = phi float [ 0.000000e+00, %53 ], [ %98, %94 ], [ %68, %64 ]
  %193 = phi float [ 0.000000e+00, %53 ], [ %99, %94 ], [ %67, %64 ]
  %194 = phi float [ 1.000000e+00, %53 ], [ %100, %94 ], [ %66, %64 ]
  br i1 %34, label %217, label %195

195:                                              ; preds = %189
  %196 = zext nneg i32 %31 to i64
  %197 = sext i32 %10 to i64
  %198 = mul nsw i64 %197, %196
  %199 = sext i32 %29 to i64
  %200 = add nsw i64 %198, %199
  %201 = zext nneg i32 %11 to i64
  %202 = mul nsw i64 %201, %197
  %203 = fmul contract float %12, %194
  %204 = fadd contract float %193, %203
  %205 = getelementptr inbounds nuw float, ptr %7, i64 %200
  store float %204, ptr %205, align 4, !tbaa !16
  %206 = fmul contract float %13, %194
  %207 = fadd contract float %192, %206
  %208 = getelementptr float, ptr %7, i64 %202
  %209 = getelementptr float, ptr %208, i64 %200
  store float %207, ptr %209, align 4, !tbaa !16
  %210 = fmul contract float %14, %194
  %211 = fadd contract float %191, %210
  %212 = shl i64 %202, 3
  %213 = getelementptr i8, ptr %7, i64 %212
  %214 = getelementptr float, ptr %213, i64 %200
  store float %211, ptr %214, align 4, !tbaa !16
  %215 = getelementptr inbounds nuw float, ptr %8, i64 %200
  store float %194, ptr %215, align 4, !tbaa !16
  %216 = getelementptr inbounds nuw i32, ptr %9, i64 %200
  store i32 %190, ptr %216, align 4, !tbaa !6
  br label %217

217:                                              ; preds = %195, %189
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ceil.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!11 = !{!12, !7, i64 72}
!12 = !{!"_ZTS8GsCamera", !8, i64 0, !13, i64 48, !13, i64 52, !13, i64 56, !13, i64 60, !7, i64 64, !7, i64 68, !7, i64 72}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 64}
!15 = !{!12, !7, i64 68}
!16 = !{!13, !13, i64 0}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{i64 0, i64 4, !16, i64 4, i64 4, !16, i64 8, i64 4, !16, i64 12, i64 4, !16}
!21 = distinct !{!21, !18, !19}
!22 = distinct !{!22, !18, !19}
