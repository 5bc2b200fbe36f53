; ModuleID = 'src/particle_filter.cu'
source_filename = "src/particle_filter.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.float4 = type { float, float, float, float }

@_ZZ13pf_weight_cdfE2sh = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13pf_weight_cdfE8warp_tot = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pf_weight_cdf(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = add i32 %9, %3
  %11 = udiv i32 %10, %8
  %12 = icmp slt i32 %3, 1
  %13 = icmp sgt i32 %11, 8
  %14 = or i1 %12, %13
  br i1 %14, label %566, label %15

15:                                               ; preds = %7
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = zext nneg i32 %3 to i64
  %19 = mul nuw nsw i64 %18, %17
  %20 = getelementptr inbounds nuw %struct.float2.0, ptr %2, i64 %17
  %21 = load float, ptr %20, align 8, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = fmul contract float %4, %4
  %25 = tail call noundef float @llvm.maxnum.f32(float %24, float 0x3D71979980000000)
  %26 = fdiv contract float 5.000000e-01, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = mul i32 %11, %27
  %29 = icmp sgt i32 %11, 0
  %30 = icmp slt i32 %28, %3
  %31 = and i1 %29, %30
  br i1 %31, label %53, label %73

32:                                               ; preds = %262
  %33 = tail call noundef float @llvm.maxnum.f32(float %272, float %273)
  %34 = zext nneg i32 %275 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %34
  store float %33, ptr %35, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %32, %262
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = add nuw nsw i32 %8, 31
  %38 = lshr i32 %37, 5
  br label %39

39:                                               ; preds = %36, %39
  %40 = phi i32 [ %46, %39 ], [ 0, %36 ]
  %41 = phi float [ %45, %39 ], [ 0xFFF0000000000000, %36 ]
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = tail call noundef float @llvm.maxnum.f32(float %41, float %44)
  %46 = add nuw nsw i32 %40, 1
  %47 = icmp eq i32 %46, %38
  br i1 %47, label %48, label %39, !llvm.loop !13

48:                                               ; preds = %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %49 = tail call float @llvm.fabs.f32(float %45)
  %50 = fcmp one float %49, 0x7FF0000000000000
  %51 = select i1 %50, float %45, float 0.000000e+00
  %52 = fcmp contract ueq float %74, 0xFFF0000000000000
  br i1 %52, label %281, label %277

53:                                               ; preds = %15
  %54 = sext i32 %28 to i64
  %55 = add nsw i64 %19, %54
  %56 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %55
  %57 = load float, ptr %56, align 16, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = fsub contract float %57, %21
  %61 = fsub contract float %59, %23
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %55
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = tail call noundef float @llvm.maxnum.f32(float %63, float 0x39B4484C00000000)
  %65 = fmul contract float %60, %60
  %66 = fmul contract float %61, %61
  %67 = fadd contract float %65, %66
  %68 = tail call float @llvm.nvvm.lg2.approx.f(float %64) #8
  %69 = fmul float %68, 0x3FE62E4300000000
  %70 = fmul contract float %26, %67
  %71 = fsub contract float %69, %70
  %72 = tail call noundef float @llvm.maxnum.f32(float %71, float 0xFFF0000000000000)
  br label %73

73:                                               ; preds = %53, %15
  %74 = phi float [ %71, %53 ], [ 0xFFF0000000000000, %15 ]
  %75 = phi float [ %72, %53 ], [ 0xFFF0000000000000, %15 ]
  %76 = add nsw i32 %28, 1
  %77 = icmp sgt i32 %11, 1
  %78 = icmp slt i32 %76, %3
  %79 = select i1 %77, i1 %78, i1 false
  br i1 %79, label %80, label %100

80:                                               ; preds = %73
  %81 = sext i32 %76 to i64
  %82 = add nsw i64 %19, %81
  %83 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %82
  %84 = load float, ptr %83, align 16, !tbaa !11
  %85 = getelementptr inbounds nuw i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fsub contract float %84, %21
  %88 = fsub contract float %86, %23
  %89 = getelementptr inbounds nuw float, ptr %1, i64 %82
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = tail call noundef float @llvm.maxnum.f32(float %90, float 0x39B4484C00000000)
  %92 = fmul contract float %87, %87
  %93 = fmul contract float %88, %88
  %94 = fadd contract float %92, %93
  %95 = tail call float @llvm.nvvm.lg2.approx.f(float %91) #8
  %96 = fmul float %95, 0x3FE62E4300000000
  %97 = fmul contract float %26, %94
  %98 = fsub contract float %96, %97
  %99 = tail call noundef float @llvm.maxnum.f32(float %75, float %98)
  br label %100

100:                                              ; preds = %80, %73
  %101 = phi float [ %98, %80 ], [ 0xFFF0000000000000, %73 ]
  %102 = phi float [ %99, %80 ], [ %75, %73 ]
  %103 = add nsw i32 %28, 2
  %104 = icmp sgt i32 %11, 2
  %105 = icmp slt i32 %103, %3
  %106 = select i1 %104, i1 %105, i1 false
  br i1 %106, label %107, label %127

107:                                              ; preds = %100
  %108 = sext i32 %103 to i64
  %109 = add nsw i64 %19, %108
  %110 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %109
  %111 = load float, ptr %110, align 16, !tbaa !11
  %112 = getelementptr inbounds nuw i8, ptr %110, i64 4
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = fsub contract float %111, %21
  %115 = fsub contract float %113, %23
  %116 = getelementptr inbounds nuw float, ptr %1, i64 %109
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = tail call noundef float @llvm.maxnum.f32(float %117, float 0x39B4484C00000000)
  %119 = fmul contract float %114, %114
  %120 = fmul contract float %115, %115
  %121 = fadd contract float %119, %120
  %122 = tail call float @llvm.nvvm.lg2.approx.f(float %118) #8
  %123 = fmul float %122, 0x3FE62E4300000000
  %124 = fmul contract float %26, %121
  %125 = fsub contract float %123, %124
  %126 = tail call noundef float @llvm.maxnum.f32(float %102, float %125)
  br label %127

127:                                              ; preds = %107, %100
  %128 = phi float [ %125, %107 ], [ 0xFFF0000000000000, %100 ]
  %129 = phi float [ %126, %107 ], [ %102, %100 ]
  %130 = add nsw i32 %28, 3
  %131 = icmp sgt i32 %11, 3
  %132 = icmp slt i32 %130, %3
  %133 = select i1 %131, i1 %132, i1 false
  br i1 %133, label %134, label %154

134:                                              ; preds = %127
  %135 = sext i32 %130 to i64
  %136 = add nsw i64 %19, %135
  %137 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %136
  %138 = load float, ptr %137, align 16, !tbaa !11
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 4
  %140 = load float, ptr %139, align 4, !tbaa !11
  %141 = fsub contract float %138, %21
  %142 = fsub contract float %140, %23
  %143 = getelementptr inbounds nuw float, ptr %1, i64 %136
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = tail call noundef float @llvm.maxnum.f32(float %144, float 0x39B4484C00000000)
  %146 = fmul contract float %141, %141
  %147 = fmul contract float %142, %142
  %148 = fadd contract float %146, %147
  %149 = tail call float @llvm.nvvm.lg2.approx.f(float %145) #8
  %150 = fmul float %149, 0x3FE62E4300000000
  %151 = fmul contract float %26, %148
  %152 = fsub contract float %150, %151
  %153 = tail call noundef float @llvm.maxnum.f32(float %129, float %152)
  br label %154

154:                                              ; preds = %134, %127
  %155 = phi float [ %152, %134 ], [ 0xFFF0000000000000, %127 ]
  %156 = phi float [ %153, %134 ], [ %129, %127 ]
  %157 = add nsw i32 %28, 4
  %158 = icmp sgt i32 %11, 4
  %159 = icmp slt i32 %157, %3
  %160 = select i1 %158, i1 %159, i1 false
  br i1 %160, label %161, label %181

161:                                              ; preds = %154
  %162 = sext i32 %157 to i64
  %163 = add nsw i64 %19, %162
  %164 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %163
  %165 = load float, ptr %164, align 16, !tbaa !11
  %166 = getelementptr inbounds nuw i8, ptr %164, i64 4
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = fsub contract float %165, %21
  %169 = fsub contract float %167, %23
  %170 = getelementptr inbounds nuw float, ptr %1, i64 %163
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = tail call noundef float @llvm.maxnum.f32(float %171, float 0x39B4484C00000000)
  %173 = fmul contract float %168, %168
  %174 = fmul contract float %169, %169
  %175 = fadd contract float %173, %174
  %176 = tail call float @llvm.nvvm.lg2.approx.f(float %172) #8
  %177 = fmul float %176, 0x3FE62E4300000000
  %178 = fmul contract float %26, %175
  %179 = fsub contract float %177, %178
  %180 = tail call noundef float @llvm.maxnum.f32(float %156, float %179)
  br label %181

181:                                              ; preds = %161, %154
  %182 = phi float [ %179, %161 ], [ 0xFFF0000000000000, %154 ]
  %183 = phi float [ %180, %161 ], [ %156, %154 ]
  %184 = add nsw i32 %28, 5
  %185 = icmp sgt i32 %11, 5
  %186 = icmp slt i32 %184, %3
  %187 = select i1 %185, i1 %186, i1 false
  br i1 %187, label %188, label %208

188:                                              ; preds = %181
  %189 = sext i32 %184 to i64
  %190 = add nsw i64 %19, %189
  %191 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %190
  %192 = load float, ptr %191, align 16, !tbaa !11
  %193 = getelementptr inbounds nuw i8, ptr %191, i64 4
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = fsub contract float %192, %21
  %196 = fsub contract float %194, %23
  %197 = getelementptr inbounds nuw float, ptr %1, i64 %190
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = tail call noundef float @llvm.maxnum.f32(float %198, float 0x39B4484C00000000)
  %200 = fmul contract float %195, %195
  %201 = fmul contract float %196, %196
  %202 = fadd contract float %200, %201
  %203 = tail call float @llvm.nvvm.lg2.approx.f(float %199) #8
  %204 = fmul float %203, 0x3FE62E4300000000
  %205 = fmul contract float %26, %202
  %206 = fsub contract float %204, %205
  %207 = tail call noundef float @llvm.maxnum.f32(float %183, float %206)
  br label %208

208:                                              ; preds = %188, %181
  %209 = phi float [ %206, %188 ], [ 0xFFF0000000000000, %181 ]
  %210 = phi float [ %207, %188 ], [ %183, %181 ]
  %211 = add nsw i32 %28, 6
  %212 = icmp sgt i32 %11, 6
  %213 = icmp slt i32 %211, %3
  %214 = select i1 %212, i1 %213, i1 false
  br i1 %214, label %215, label %235

215:                                              ; preds = %208
  %216 = sext i32 %211 to i64
  %217 = add nsw i64 %19, %216
  %218 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %217
  %219 = load float, ptr %218, align 16, !tbaa !11
  %220 = getelementptr inbounds nuw i8, ptr %218, i64 4
  %221 = load float, ptr %220, align 4, !tbaa !11
  %222 = fsub contract float %219, %21
  %223 = fsub contract float %221, %23
  %224 = getelementptr inbounds nuw float, ptr %1, i64 %217
  %225 = load float, ptr %224, align 4, !tbaa !11
  %226 = tail call noundef float @llvm.maxnum.f32(float %225, float 0x39B4484C00000000)
  %227 = fmul contract float %222, %222
  %228 = fmul contract float %223, %223
  %229 = fadd contract float %227, %228
  %230 = tail call float @llvm.nvvm.lg2.approx.f(float %226) #8
  %231 = fmul float %230, 0x3FE62E4300000000
  %232 = fmul contract float %26, %229
  %233 = fsub contract float %231, %232
  %234 = tail call noundef float @llvm.maxnum.f32(float %210, float %233)
  br label %235

235:                                              ; preds = %215, %208
  %236 = phi float [ %233, %215 ], [ 0xFFF0000000000000, %208 ]
  %237 = phi float [ %234, %215 ], [ %210, %208 ]
  %238 = add nsw i32 %28, 7
  %239 = icmp sgt i32 %11, 7
  %240 = icmp slt i32 %238, %3
  %241 = select i1 %239, i1 %240, i1 false
  br i1 %241, label %242, label %262

242:                                              ; preds = %235
  %243 = sext i32 %238 to i64
  %244 = add nsw i64 %19, %243
  %245 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %244
  %246 = load float, ptr %245, align 16, !tbaa !11
  %247 = getelementptr inbounds nuw i8, ptr %245, i64 4
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = fsub contract float %246, %21
  %250 = fsub contract float %248, %23
  %251 = getelementptr inbounds nuw float, ptr %1, i64 %244
  %252 = load float, ptr %251, align 4, !tbaa !11
  %253 = tail call noundef float @llvm.maxnum.f32(float %252, float 0x39B4484C00000000)
  %254 = fmul contract float %249, %249
  %255 = fmul contract float %250, %250
  %256 = fadd contract float %254, %255
  %257 = tail call float @llvm.nvvm.lg2.approx.f(float %253) #8
  %258 = fmul float %257, 0x3FE62E4300000000
  %259 = fmul contract float %26, %256
  %260 = fsub contract float %258, %259
  %261 = tail call noundef float @llvm.maxnum.f32(float %237, float %260)
  br label %262

262:                                              ; preds = %242, %235
  %263 = phi float [ %260, %242 ], [ 0xFFF0000000000000, %235 ]
  %264 = phi float [ %261, %242 ], [ %237, %235 ]
  %265 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %264, i32 16, i32 31)
  %266 = tail call noundef float @llvm.maxnum.f32(float %264, float %265)
  %267 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %266, i32 8, i32 31)
  %268 = tail call noundef float @llvm.maxnum.f32(float %266, float %267)
  %269 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %268, i32 4, i32 31)
  %270 = tail call noundef float @llvm.maxnum.f32(float %268, float %269)
  %271 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %270, i32 2, i32 31)
  %272 = tail call noundef float @llvm.maxnum.f32(float %270, float %271)
  %273 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %272, i32 1, i32 31)
  %274 = and i32 %27, 31
  %275 = lshr i32 %27, 5
  %276 = icmp eq i32 %274, 0
  br i1 %276, label %32, label %36

277:                                              ; preds = %48
  %278 = fsub contract float %74, %51
  %279 = fmul float %278, 0x3FF7154760000000
  %280 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %279)
  br label %281

281:                                              ; preds = %48, %277
  %282 = phi contract float [ %280, %277 ], [ 0.000000e+00, %48 ]
  %283 = fadd contract float %282, 0.000000e+00
  %284 = fmul contract float %282, %282
  %285 = fcmp contract ueq float %101, 0xFFF0000000000000
  br i1 %285, label %290, label %286

286:                                              ; preds = %281
  %287 = fsub contract float %101, %51
  %288 = fmul float %287, 0x3FF7154760000000
  %289 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %288)
  br label %290

290:                                              ; preds = %286, %281
  %291 = phi contract float [ %289, %286 ], [ 0.000000e+00, %281 ]
  %292 = fadd contract float %283, %291
  %293 = fmul contract float %291, %291
  %294 = fadd contract float %284, %293
  %295 = fcmp contract ueq float %128, 0xFFF0000000000000
  br i1 %295, label %300, label %296

296:                                              ; preds = %290
  %297 = fsub contract float %128, %51
  %298 = fmul float %297, 0x3FF7154760000000
  %299 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %298)
  br label %300

300:                                              ; preds = %296, %290
  %301 = phi contract float [ %299, %296 ], [ 0.000000e+00, %290 ]
  %302 = fadd contract float %292, %301
  %303 = fmul contract float %301, %301
  %304 = fadd contract float %294, %303
  %305 = fcmp contract ueq float %155, 0xFFF0000000000000
  br i1 %305, label %310, label %306

306:                                              ; preds = %300
  %307 = fsub contract float %155, %51
  %308 = fmul float %307, 0x3FF7154760000000
  %309 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %308)
  br label %310

310:                                              ; preds = %306, %300
  %311 = phi contract float [ %309, %306 ], [ 0.000000e+00, %300 ]
  %312 = fadd contract float %302, %311
  %313 = fmul contract float %311, %311
  %314 = fadd contract float %304, %313
  %315 = fcmp contract ueq float %182, 0xFFF0000000000000
  br i1 %315, label %320, label %316

316:                                              ; preds = %310
  %317 = fsub contract float %182, %51
  %318 = fmul float %317, 0x3FF7154760000000
  %319 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %318)
  br label %320

320:                                              ; preds = %316, %310
  %321 = phi contract float [ %319, %316 ], [ 0.000000e+00, %310 ]
  %322 = fadd contract float %312, %321
  %323 = fmul contract float %321, %321
  %324 = fadd contract float %314, %323
  %325 = fcmp contract ueq float %209, 0xFFF0000000000000
  br i1 %325, label %330, label %326

326:                                              ; preds = %320
  %327 = fsub contract float %209, %51
  %328 = fmul float %327, 0x3FF7154760000000
  %329 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %328)
  br label %330

330:                                              ; preds = %326, %320
  %331 = phi contract float [ %329, %326 ], [ 0.000000e+00, %320 ]
  %332 = fadd contract float %322, %331
  %333 = fmul contract float %331, %331
  %334 = fadd contract float %324, %333
  %335 = fcmp contract ueq float %236, 0xFFF0000000000000
  br i1 %335, label %340, label %336

336:                                              ; preds = %330
  %337 = fsub contract float %236, %51
  %338 = fmul float %337, 0x3FF7154760000000
  %339 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %338)
  br label %340

340:                                              ; preds = %336, %330
  %341 = phi contract float [ %339, %336 ], [ 0.000000e+00, %330 ]
  %342 = fadd contract float %332, %341
  %343 = fmul contract float %341, %341
  %344 = fadd contract float %334, %343
  %345 = fcmp contract ueq float %263, 0xFFF0000000000000
  br i1 %345, label %350, label %346

346:                                              ; preds = %340
  %347 = fsub contract float %263, %51
  %348 = fmul float %347, 0x3FF7154760000000
  %349 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %348)
  br label %350

350:                                              ; preds = %346, %340
  %351 = phi contract float [ %349, %346 ], [ 0.000000e+00, %340 ]
  %352 = fadd contract float %342, %351
  %353 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %352, i32 1, i32 0)
  %354 = icmp eq i32 %274, 0
  %355 = fadd contract float %352, %353
  %356 = select i1 %354, float %352, float %355
  %357 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %356, i32 2, i32 0)
  %358 = icmp samesign ult i32 %274, 2
  %359 = fadd contract float %356, %357
  %360 = select i1 %358, float %356, float %359
  %361 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %360, i32 4, i32 0)
  %362 = icmp samesign ult i32 %274, 4
  %363 = fadd contract float %360, %361
  %364 = select i1 %362, float %360, float %363
  %365 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %364, i32 8, i32 0)
  %366 = icmp samesign ult i32 %274, 8
  %367 = fadd contract float %364, %365
  %368 = select i1 %366, float %364, float %367
  %369 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %368, i32 16, i32 0)
  %370 = fmul contract float %351, %351
  %371 = fadd contract float %344, %370
  %372 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %371, i32 16, i32 31)
  %373 = fadd contract float %371, %372
  %374 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %373, i32 8, i32 31)
  %375 = fadd contract float %373, %374
  %376 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %375, i32 4, i32 31)
  %377 = fadd contract float %375, %376
  %378 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %377, i32 2, i32 31)
  %379 = fadd contract float %377, %378
  %380 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %379, i32 1, i32 31)
  %381 = icmp samesign ult i32 %274, 16
  %382 = fadd contract float %368, %369
  %383 = select i1 %381, float %368, float %382
  switch i32 %274, label %391 [
    i32 31, label %386
    i32 0, label %384
  ]

384:                                              ; preds = %350
  %385 = fadd contract float %379, %380
  br label %386

386:                                              ; preds = %350, %384
  %387 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), %384 ], [ addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), %350 ]
  %388 = phi float [ %385, %384 ], [ %383, %350 ]
  %389 = zext nneg i32 %275 to i64
  %390 = getelementptr inbounds nuw float, ptr %387, i64 %389
  store float %388, ptr %390, align 4, !tbaa !11
  br label %391

391:                                              ; preds = %386, %350
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %403

392:                                              ; preds = %414
  %393 = fsub contract float %383, %352
  %394 = fadd contract float %393, %415
  %395 = fcmp contract ogt float %419, 0.000000e+00
  %396 = fdiv contract float 1.000000e+00, %419
  %397 = select contract i1 %395, float %396, float 0.000000e+00
  %398 = uitofp nneg i32 %3 to float
  %399 = getelementptr float, ptr %5, i64 %19
  %400 = icmp sgt i32 %11, 0
  %401 = icmp slt i32 %28, %3
  %402 = and i1 %400, %401
  br i1 %402, label %425, label %437

403:                                              ; preds = %391, %414
  %404 = phi i32 [ %423, %414 ], [ 0, %391 ]
  %405 = phi float [ %422, %414 ], [ 0.000000e+00, %391 ]
  %406 = phi float [ %419, %414 ], [ 0.000000e+00, %391 ]
  %407 = phi float [ %415, %414 ], [ 0.000000e+00, %391 ]
  %408 = icmp samesign ult i32 %404, %275
  br i1 %408, label %409, label %414

409:                                              ; preds = %403
  %410 = zext nneg i32 %404 to i64
  %411 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %410
  %412 = load float, ptr %411, align 4, !tbaa !11
  %413 = fadd contract float %407, %412
  br label %414

414:                                              ; preds = %409, %403
  %415 = phi float [ %413, %409 ], [ %407, %403 ]
  %416 = zext nneg i32 %404 to i64
  %417 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %416
  %418 = load float, ptr %417, align 4, !tbaa !11
  %419 = fadd contract float %406, %418
  %420 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %416
  %421 = load float, ptr %420, align 4, !tbaa !11
  %422 = fadd contract float %405, %421
  %423 = add nuw nsw i32 %404, 1
  %424 = icmp eq i32 %423, %38
  br i1 %424, label %392, label %403, !llvm.loop !16

425:                                              ; preds = %392
  br i1 %395, label %426, label %429

426:                                              ; preds = %425
  %427 = fadd contract float %394, %283
  %428 = fmul contract float %397, %427
  br label %433

429:                                              ; preds = %425
  %430 = add nsw i32 %28, 1
  %431 = sitofp i32 %430 to float
  %432 = fdiv contract float %431, %398
  br label %433

433:                                              ; preds = %429, %426
  %434 = phi contract float [ %428, %426 ], [ %432, %429 ]
  %435 = sext i32 %28 to i64
  %436 = getelementptr float, ptr %399, i64 %435
  store float %434, ptr %436, align 4, !tbaa !11
  br label %437

437:                                              ; preds = %433, %392
  %438 = add nsw i32 %28, 1
  %439 = icmp sgt i32 %11, 1
  %440 = icmp slt i32 %438, %3
  %441 = select i1 %439, i1 %440, i1 false
  br i1 %441, label %442, label %454

442:                                              ; preds = %437
  br i1 %395, label %447, label %443

443:                                              ; preds = %442
  %444 = add nsw i32 %28, 2
  %445 = sitofp i32 %444 to float
  %446 = fdiv contract float %445, %398
  br label %450

447:                                              ; preds = %442
  %448 = fadd contract float %394, %292
  %449 = fmul contract float %397, %448
  br label %450

450:                                              ; preds = %447, %443
  %451 = phi contract float [ %449, %447 ], [ %446, %443 ]
  %452 = sext i32 %438 to i64
  %453 = getelementptr float, ptr %399, i64 %452
  store float %451, ptr %453, align 4, !tbaa !11
  br label %454

454:                                              ; preds = %450, %437
  %455 = add nsw i32 %28, 2
  %456 = icmp sgt i32 %11, 2
  %457 = icmp slt i32 %455, %3
  %458 = select i1 %456, i1 %457, i1 false
  br i1 %458, label %459, label %471

459:                                              ; preds = %454
  br i1 %395, label %464, label %460

460:                                              ; preds = %459
  %461 = add nsw i32 %28, 3
  %462 = sitofp i32 %461 to float
  %463 = fdiv contract float %462, %398
  br label %467

464:                                              ; preds = %459
  %465 = fadd contract float %394, %302
  %466 = fmul contract float %397, %465
  br label %467

467:                                              ; preds = %464, %460
  %468 = phi contract float [ %466, %464 ], [ %463, %460 ]
  %469 = sext i32 %455 to i64
  %470 = getelementptr float, ptr %399, i64 %469
  store float %468, ptr %470, align 4, !tbaa !11
  br label %471

471:                                              ; preds = %467, %454
  %472 = add nsw i32 %28, 3
  %473 = icmp sgt i32 %11, 3
  %474 = icmp slt i32 %472, %3
  %475 = select i1 %473, i1 %474, i1 false
  br i1 %475, label %476, label %488

476:                                              ; preds = %471
  br i1 %395, label %481, label %477

477:                                              ; preds = %476
  %478 = add nsw i32 %28, 4
  %479 = sitofp i32 %478 to float
  %480 = fdiv contract float %479, %398
  br label %484

481:                                              ; preds = %476
  %482 = fadd contract float %394, %312
  %483 = fmul contract float %397, %482
  br label %484

484:                                              ; preds = %481, %477
  %485 = phi contract float [ %483, %481 ], [ %480, %477 ]
  %486 = sext i32 %472 to i64
  %487 = getelementptr float, ptr %399, i64 %486
  store float %485, ptr %487, align 4, !tbaa !11
  br label %488

488:                                              ; preds = %484, %471
  %489 = add nsw i32 %28, 4
  %490 = icmp sgt i32 %11, 4
  %491 = icmp slt i32 %489, %3
  %492 = select i1 %490, i1 %491, i1 false
  br i1 %492, label %493, label %505

493:                                              ; preds = %488
  br i1 %395, label %498, label %494

494:                                              ; preds = %493
  %495 = add nsw i32 %28, 5
  %496 = sitofp i32 %495 to float
  %497 = fdiv contract float %496, %398
  br label %501

498:                                              ; preds = %493
  %499 = fadd contract float %394, %322
  %500 = fmul contract float %397, %499
  br label %501

501:                                              ; preds = %498, %494
  %502 = phi contract float [ %500, %498 ], [ %497, %494 ]
  %503 = sext i32 %489 to i64
  %504 = getelementptr float, ptr %399, i64 %503
  store float %502, ptr %504, align 4, !tbaa !11
  br label %505

505:                                              ; preds = %501, %488
  %506 = add nsw i32 %28, 5
  %507 = icmp sgt i32 %11, 5
  %508 = icmp slt i32 %506, %3
  %509 = select i1 %507, i1 %508, i1 false
  br i1 %509, label %510, label %522

510:                                              ; preds = %505
  br i1 %395, label %515, label %511

511:                                              ; preds = %510
  %512 = add nsw i32 %28, 6
  %513 = sitofp i32 %512 to float
  %514 = fdiv contract float %513, %398
  br label %518

515:                                              ; preds = %510
  %516 = fadd contract float %394, %332
  %517 = fmul contract float %397, %516
  br label %518

518:                                              ; preds = %515, %511
  %519 = phi contract float [ %517, %515 ], [ %514, %511 ]
  %520 = sext i32 %506 to i64
  %521 = getelementptr float, ptr %399, i64 %520
  store float %519, ptr %521, align 4, !tbaa !11
  br label %522

522:                                              ; preds = %518, %505
  %523 = add nsw i32 %28, 6
  %524 = icmp sgt i32 %11, 6
  %525 = icmp slt i32 %523, %3
  %526 = select i1 %524, i1 %525, i1 false
  br i1 %526, label %527, label %539

527:                                              ; preds = %522
  br i1 %395, label %532, label %528

528:                                              ; preds = %527
  %529 = add nsw i32 %28, 7
  %530 = sitofp i32 %529 to float
  %531 = fdiv contract float %530, %398
  br label %535

532:                                              ; preds = %527
  %533 = fadd contract float %394, %342
  %534 = fmul contract float %397, %533
  br label %535

535:                                              ; preds = %532, %528
  %536 = phi contract float [ %534, %532 ], [ %531, %528 ]
  %537 = sext i32 %523 to i64
  %538 = getelementptr float, ptr %399, i64 %537
  store float %536, ptr %538, align 4, !tbaa !11
  br label %539

539:                                              ; preds = %535, %522
  %540 = add nsw i32 %28, 7
  %541 = icmp sgt i32 %11, 7
  %542 = icmp slt i32 %540, %3
  %543 = select i1 %541, i1 %542, i1 false
  br i1 %543, label %544, label %556

544:                                              ; preds = %539
  br i1 %395, label %549, label %545

545:                                              ; preds = %544
  %546 = add nsw i32 %28, 8
  %547 = sitofp i32 %546 to float
  %548 = fdiv contract float %547, %398
  br label %552

549:                                              ; preds = %544
  %550 = fadd contract float %394, %352
  %551 = fmul contract float %397, %550
  br label %552

552:                                              ; preds = %549, %545
  %553 = phi contract float [ %551, %549 ], [ %548, %545 ]
  %554 = sext i32 %540 to i64
  %555 = getelementptr float, ptr %399, i64 %554
  store float %553, ptr %555, align 4, !tbaa !11
  br label %556

556:                                              ; preds = %552, %539
  %557 = icmp eq i32 %27, 0
  br i1 %557, label %558, label %566

558:                                              ; preds = %556
  %559 = fcmp contract ogt float %422, 0.000000e+00
  br i1 %559, label %560, label %563

560:                                              ; preds = %558
  %561 = fmul contract float %419, %419
  %562 = fdiv contract float %561, %422
  br label %563

563:                                              ; preds = %558, %560
  %564 = phi contract float [ %562, %560 ], [ 0.000000e+00, %558 ]
  %565 = getelementptr inbounds nuw float, ptr %6, i64 %17
  store float %564, ptr %565, align 4, !tbaa !11
  br label %566

566:                                              ; preds = %556, %563, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pf_systematic_resample(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #3 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sgt i32 %3, 0
  %14 = icmp slt i32 %12, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %59

16:                                               ; preds = %7
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %3 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = getelementptr inbounds nuw float, ptr %2, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = fcmp contract oge float %22, 0.000000e+00
  %24 = fcmp contract olt float %22, 1.000000e+00
  %25 = and i1 %23, %24
  %26 = select contract i1 %25, float %22, float 5.000000e-01
  %27 = sitofp i32 %12 to float
  %28 = fadd contract float %26, %27
  %29 = uitofp nneg i32 %3 to float
  %30 = fdiv contract float %28, %29
  %31 = icmp sgt i32 %3, 1
  br i1 %31, label %32, label %48

32:                                               ; preds = %16
  %33 = add nsw i32 %3, -1
  %34 = getelementptr float, ptr %1, i64 %20
  br label %35

35:                                               ; preds = %32, %35
  %36 = phi i32 [ %33, %32 ], [ %46, %35 ]
  %37 = phi i32 [ 0, %32 ], [ %45, %35 ]
  %38 = add nuw nsw i32 %36, %37
  %39 = lshr i32 %38, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr float, ptr %34, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = fcmp contract olt float %42, %30
  %44 = add nuw nsw i32 %39, 1
  %45 = select i1 %43, i32 %44, i32 %37
  %46 = select i1 %43, i32 %36, i32 %39
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %35, label %48, !llvm.loop !17

48:                                               ; preds = %35, %16
  %49 = phi i32 [ 0, %16 ], [ %45, %35 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr %struct.float4, ptr %0, i64 %20
  %52 = getelementptr %struct.float4, ptr %51, i64 %50
  %53 = sext i32 %12 to i64
  %54 = add nsw i64 %20, %53
  %55 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %55, ptr noundef nonnull align 16 dereferenceable(16) %52, i64 16, i1 false), !tbaa.struct !18
  %56 = fdiv contract float 1.000000e+00, %29
  %57 = getelementptr inbounds nuw float, ptr %5, i64 %54
  store float %56, ptr %57, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i32, ptr %6, i64 %54
  store i32 %49, ptr %58, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %7, %48
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11}
