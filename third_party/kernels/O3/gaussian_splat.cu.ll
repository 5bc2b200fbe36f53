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
  %23 = add i32 %18, %22
  %24 = sdiv i32 %23, %15
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  %30 = icmp slt i32 %29, %9
  br i1 %30, label %31, label %78

31:                                               ; preds = %12
  %32 = load float, ptr %10, align 4, !tbaa !16
  %33 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %34 = load float, ptr %33, align 4, !tbaa !16
  %35 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %36 = load float, ptr %35, align 4, !tbaa !16
  %37 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %38 = load float, ptr %37, align 4, !tbaa !16
  %39 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %40 = load float, ptr %39, align 4, !tbaa !16
  %41 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %42 = load float, ptr %41, align 4, !tbaa !16
  %43 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %44 = load float, ptr %43, align 4, !tbaa !16
  %45 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %46 = load float, ptr %45, align 4, !tbaa !16
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %48 = load float, ptr %47, align 4, !tbaa !16
  %49 = getelementptr inbounds nuw i8, ptr %10, i64 36
  %50 = load float, ptr %49, align 4, !tbaa !16
  %51 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %52 = load float, ptr %51, align 4, !tbaa !16
  %53 = getelementptr inbounds nuw i8, ptr %10, i64 44
  %54 = load float, ptr %53, align 4, !tbaa !16
  %55 = getelementptr inbounds nuw i8, ptr %10, i64 48
  %56 = load float, ptr %55, align 4
  %57 = fneg contract float %56
  %58 = getelementptr inbounds nuw i8, ptr %10, i64 52
  %59 = load float, ptr %58, align 4
  %60 = fneg contract float %59
  %61 = getelementptr inbounds nuw i8, ptr %10, i64 56
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds nuw i8, ptr %10, i64 60
  %64 = load float, ptr %63, align 4
  %65 = uitofp nneg i32 %15 to float
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = mul i32 %66, %26
  %68 = load float, ptr %10, align 4
  %69 = load float, ptr %47, align 4
  %70 = load float, ptr %39, align 4
  %71 = load float, ptr %33, align 4
  %72 = getelementptr inbounds nuw i8, ptr %10, i64 36
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %75 = load float, ptr %74, align 4
  %76 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %77 = load float, ptr %76, align 4
  br label %79

78:                                               ; preds = %361, %12
  ret void

79:                                               ; preds = %31, %361
  %80 = phi i32 [ %29, %31 ], [ %362, %361 ]
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr %7, i64 %81
  store i32 0, ptr %82, align 4, !tbaa !6
  %83 = getelementptr inbounds i32, ptr %8, i64 %81
  store i32 0, ptr %83, align 4, !tbaa !6
  %84 = mul nsw i32 %80, 3
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !16
  %88 = add nsw i32 %84, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !16
  %92 = add nsw i32 %84, 2
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !16
  %96 = fmul contract float %87, %32
  %97 = fmul contract float %91, %34
  %98 = fadd contract float %96, %97
  %99 = fmul contract float %95, %36
  %100 = fadd contract float %98, %99
  %101 = fadd contract float %38, %100
  %102 = fmul contract float %87, %40
  %103 = fmul contract float %91, %42
  %104 = fadd contract float %102, %103
  %105 = fmul contract float %95, %44
  %106 = fadd contract float %104, %105
  %107 = fadd contract float %46, %106
  %108 = fmul contract float %87, %48
  %109 = fmul contract float %91, %50
  %110 = fadd contract float %108, %109
  %111 = fmul contract float %95, %52
  %112 = fadd contract float %110, %111
  %113 = fadd contract float %54, %112
  %114 = fcmp contract ugt float %113, 0x3FC99999A0000000
  br i1 %114, label %115, label %361

115:                                              ; preds = %79
  %116 = shl nsw i32 %80, 2
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr %2, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !16
  %120 = getelementptr i8, ptr %118, i64 4
  %121 = load float, ptr %120, align 4, !tbaa !16
  %122 = getelementptr i8, ptr %118, i64 8
  %123 = load float, ptr %122, align 4, !tbaa !16
  %124 = getelementptr i8, ptr %118, i64 12
  %125 = load float, ptr %124, align 4, !tbaa !16
  %126 = fmul contract float %119, %119
  %127 = fmul contract float %121, %121
  %128 = fadd contract float %126, %127
  %129 = fmul contract float %123, %123
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %125, %125
  %132 = fadd contract float %130, %131
  %133 = tail call noundef float @llvm.maxnum.f32(float %132, float 0x3D71979980000000)
  %134 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %133)
  %135 = fmul contract float %119, %134
  %136 = fmul contract float %121, %134
  %137 = fmul contract float %123, %134
  %138 = fmul contract float %125, %134
  %139 = fmul contract float %137, %137
  %140 = fmul contract float %138, %138
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %141, 2.000000e+00
  %143 = fsub contract float 1.000000e+00, %142
  %144 = fmul contract float %136, %137
  %145 = fmul contract float %135, %138
  %146 = fsub contract float %144, %145
  %147 = fmul contract float %146, 2.000000e+00
  %148 = fmul contract float %136, %138
  %149 = fmul contract float %135, %137
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %150, 2.000000e+00
  %152 = fadd contract float %144, %145
  %153 = fmul contract float %152, 2.000000e+00
  %154 = fmul contract float %136, %136
  %155 = fadd contract float %154, %140
  %156 = fmul contract float %155, 2.000000e+00
  %157 = fsub contract float 1.000000e+00, %156
  %158 = fmul contract float %137, %138
  %159 = fmul contract float %135, %136
  %160 = fsub contract float %158, %159
  %161 = fmul contract float %160, 2.000000e+00
  %162 = fsub contract float %148, %149
  %163 = fmul contract float %162, 2.000000e+00
  %164 = fadd contract float %158, %159
  %165 = fmul contract float %164, 2.000000e+00
  %166 = fadd contract float %154, %139
  %167 = fmul contract float %166, 2.000000e+00
  %168 = fsub contract float 1.000000e+00, %167
  %169 = getelementptr inbounds float, ptr %1, i64 %85
  %170 = load float, ptr %169, align 4, !tbaa !16
  %171 = fmul contract float %11, %170
  %172 = getelementptr inbounds float, ptr %1, i64 %89
  %173 = load float, ptr %172, align 4, !tbaa !16
  %174 = fmul contract float %11, %173
  %175 = getelementptr inbounds float, ptr %1, i64 %93
  %176 = load float, ptr %175, align 4, !tbaa !16
  %177 = fmul contract float %11, %176
  %178 = fmul contract float %143, %171
  %179 = fmul contract float %147, %174
  %180 = fmul contract float %151, %177
  %181 = fmul contract float %153, %171
  %182 = fmul contract float %157, %174
  %183 = fmul contract float %161, %177
  %184 = fmul contract float %163, %171
  %185 = fmul contract float %165, %174
  %186 = fmul contract float %168, %177
  %187 = fdiv contract float 1.000000e+00, %113
  %188 = fmul contract float %187, %56
  %189 = fmul contract float %101, %57
  %190 = fmul contract float %187, %189
  %191 = fmul contract float %187, %190
  %192 = fmul contract float %187, %59
  %193 = fmul contract float %107, %60
  %194 = fmul contract float %187, %193
  %195 = fmul contract float %187, %194
  %196 = fmul contract float %188, %68
  %197 = fmul contract float %191, %69
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %192, %70
  %200 = fmul contract float %195, %69
  %201 = fadd contract float %200, %199
  %202 = fmul contract float %188, %71
  %203 = fmul contract float %191, %73
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %192, %42
  %206 = fmul contract float %195, %73
  %207 = fadd contract float %206, %205
  %208 = fmul contract float %188, %36
  %209 = fmul contract float %191, %75
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %192, %77
  %212 = fmul contract float %195, %75
  %213 = fadd contract float %212, %211
  %214 = fmul contract float %178, %178
  %215 = fmul contract float %179, %179
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %180, %180
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %178, %181
  %220 = fmul contract float %179, %182
  %221 = fadd contract float %219, %220
  %222 = fmul contract float %180, %183
  %223 = fadd contract float %221, %222
  %224 = fmul contract float %178, %184
  %225 = fmul contract float %179, %185
  %226 = fadd contract float %224, %225
  %227 = fmul contract float %180, %186
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %181, %181
  %230 = fmul contract float %182, %182
  %231 = fadd contract float %229, %230
  %232 = fmul contract float %183, %183
  %233 = fadd contract float %231, %232
  %234 = fmul contract float %181, %184
  %235 = fmul contract float %182, %185
  %236 = fadd contract float %234, %235
  %237 = fmul contract float %183, %186
  %238 = fadd contract float %236, %237
  %239 = fmul contract float %184, %184
  %240 = fmul contract float %185, %185
  %241 = fadd contract float %239, %240
  %242 = fmul contract float %186, %186
  %243 = fadd contract float %241, %242
  %244 = fmul contract float %218, %198
  %245 = fmul contract float %223, %204
  %246 = fadd contract float %244, %245
  %247 = fmul contract float %228, %210
  %248 = fadd contract float %246, %247
  %249 = fmul contract float %223, %198
  %250 = fmul contract float %233, %204
  %251 = fadd contract float %249, %250
  %252 = fmul contract float %238, %210
  %253 = fadd contract float %251, %252
  %254 = fmul contract float %228, %198
  %255 = fmul contract float %238, %204
  %256 = fadd contract float %254, %255
  %257 = fmul contract float %243, %210
  %258 = fadd contract float %256, %257
  %259 = fmul contract float %218, %201
  %260 = fmul contract float %223, %207
  %261 = fadd contract float %259, %260
  %262 = fmul contract float %228, %213
  %263 = fadd contract float %261, %262
  %264 = fmul contract float %223, %201
  %265 = fmul contract float %233, %207
  %266 = fadd contract float %264, %265
  %267 = fmul contract float %238, %213
  %268 = fadd contract float %266, %267
  %269 = fmul contract float %228, %201
  %270 = fmul contract float %238, %207
  %271 = fadd contract float %269, %270
  %272 = fmul contract float %243, %213
  %273 = fadd contract float %271, %272
  %274 = fmul contract float %248, %198
  %275 = fmul contract float %253, %204
  %276 = fadd contract float %274, %275
  %277 = fmul contract float %258, %210
  %278 = fadd contract float %276, %277
  %279 = fadd contract float %278, 0x3FD3333340000000
  %280 = fmul contract float %248, %201
  %281 = fmul contract float %253, %207
  %282 = fadd contract float %280, %281
  %283 = fmul contract float %258, %213
  %284 = fadd contract float %282, %283
  %285 = fmul contract float %201, %263
  %286 = fmul contract float %207, %268
  %287 = fadd contract float %285, %286
  %288 = fmul contract float %213, %273
  %289 = fadd contract float %287, %288
  %290 = fadd contract float %289, 0x3FD3333340000000
  %291 = fmul contract float %279, %290
  %292 = fmul contract float %284, %284
  %293 = fsub contract float %291, %292
  %294 = fcmp contract ogt float %293, 0.000000e+00
  br i1 %294, label %295, label %361

295:                                              ; preds = %115
  %296 = fadd contract float %279, %290
  %297 = fmul contract float %296, 5.000000e-01
  %298 = fmul contract float %297, %297
  %299 = fsub contract float %298, %293
  %300 = tail call noundef float @llvm.maxnum.f32(float %299, float 0x3FB99999A0000000)
  %301 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %300) #8
  %302 = fadd contract float %297, %301
  %303 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %302) #8
  %304 = fmul contract float %303, 3.000000e+00
  %305 = tail call noundef float @llvm.ceil.f32(float %304)
  %306 = fptosi float %305 to i32
  %307 = fmul contract float %101, %56
  %308 = fmul contract float %187, %307
  %309 = fadd contract float %308, %62
  %310 = fmul contract float %107, %59
  %311 = fmul contract float %187, %310
  %312 = fadd contract float %311, %64
  %313 = sitofp i32 %306 to float
  %314 = fsub contract float %309, %313
  %315 = fdiv contract float %314, %65
  %316 = tail call noundef float @llvm.floor.f32(float %315)
  %317 = fptosi float %316 to i32
  %318 = tail call noundef i32 @llvm.smax.i32(i32 %317, i32 0)
  %319 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %318)
  %320 = fsub contract float %312, %313
  %321 = fdiv contract float %320, %65
  %322 = tail call noundef float @llvm.floor.f32(float %321)
  %323 = fptosi float %322 to i32
  %324 = tail call noundef i32 @llvm.smax.i32(i32 %323, i32 0)
  %325 = tail call noundef i32 @llvm.smin.i32(i32 %24, i32 %324)
  %326 = fadd contract float %309, %313
  %327 = fadd contract float %326, %65
  %328 = fadd contract float %327, -1.000000e+00
  %329 = fdiv contract float %328, %65
  %330 = tail call noundef float @llvm.floor.f32(float %329)
  %331 = fptosi float %330 to i32
  %332 = tail call noundef i32 @llvm.smax.i32(i32 %331, i32 0)
  %333 = tail call noundef i32 @llvm.smin.i32(i32 %20, i32 %332)
  %334 = fadd contract float %312, %313
  %335 = fadd contract float %334, %65
  %336 = fadd contract float %335, -1.000000e+00
  %337 = fdiv contract float %336, %65
  %338 = tail call noundef float @llvm.floor.f32(float %337)
  %339 = fptosi float %338 to i32
  %340 = tail call noundef i32 @llvm.smax.i32(i32 %339, i32 0)
  %341 = tail call noundef i32 @llvm.smin.i32(i32 %24, i32 %340)
  %342 = sub nsw i32 %333, %319
  %343 = sub nsw i32 %341, %325
  %344 = mul nsw i32 %342, %343
  %345 = icmp eq i32 %344, 0
  br i1 %345, label %361, label %346

346:                                              ; preds = %295
  %347 = fdiv contract float 1.000000e+00, %293
  %348 = getelementptr inbounds %struct.float2.0, ptr %4, i64 %81
  store float %309, ptr %348, align 8, !tbaa !16
  %349 = getelementptr inbounds nuw i8, ptr %348, i64 4
  store float %312, ptr %349, align 4, !tbaa !16
  %350 = fmul contract float %290, %347
  %351 = fneg contract float %284
  %352 = fmul contract float %347, %351
  %353 = fmul contract float %279, %347
  %354 = getelementptr inbounds float, ptr %3, i64 %81
  %355 = load float, ptr %354, align 4, !tbaa !16
  %356 = getelementptr inbounds %struct.float4, ptr %5, i64 %81
  store float %350, ptr %356, align 16, !tbaa !16
  %357 = getelementptr inbounds nuw i8, ptr %356, i64 4
  store float %352, ptr %357, align 4, !tbaa !16
  %358 = getelementptr inbounds nuw i8, ptr %356, i64 8
  store float %353, ptr %358, align 8, !tbaa !16
  %359 = getelementptr inbounds nuw i8, ptr %356, i64 12
  store float %355, ptr %359, align 4, !tbaa !16
  %360 = getelementptr inbounds float, ptr %6, i64 %81
  store float %113, ptr %360, align 4, !tbaa !16
  store i32 %306, ptr %82, align 4, !tbaa !6
  store i32 %344, ptr %83, align 4, !tbaa !6
  br label %361

361:                                              ; preds = %115, %295, %346, %79
  %362 = add i32 %80, %67
  %363 = icmp slt i32 %362, %9
  br i1 %363, label %79, label %78, !llvm.loop !17
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
  %44 = tail call i32 @llvm.umin.i32(i32 %42, i32 %43)
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %44)
  %46 = tail call i32 @llvm.umin.i32(i32 %45, i32 %43)
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
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %63, ptr noundef nonnull align 16 dereferenceable(16) %89, i64 16, i1 false), !tbaa.struct !19
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
  br i1 %104, label %189, label %64, !llvm.loop !20

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
  br i1 %188, label %94, label %105, !llvm.loop !21

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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{i64 0, i64 4, !16, i64 4, i64 4, !16, i64 8, i64 4, !16, i64 12, i64 4, !16}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
