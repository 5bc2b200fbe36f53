; ModuleID = 'src/groupnorm_welford.cu'
source_filename = "src/groupnorm_welford.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Welford = type { float, float, float }
%struct.GnParams = type { i32, i32, i32, i32, float, i32 }
%struct.float4 = type { float, float, float, float }

@_ZZ18groupnorm_silu_fwdE3s_w = internal unnamed_addr addrspace(3) global [32 x %struct.Welford] undef, align 4
@_ZZ18groupnorm_silu_fwdE6s_stat.0 = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ18groupnorm_silu_fwdE6s_stat.1 = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZ21bn_stats_nhwc_partialE6s_mean = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4
@_ZZ21bn_stats_nhwc_partialE4s_m2 = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4
@_ZZ21bn_stats_nhwc_partialE3s_n = internal unnamed_addr addrspace(3) global [8 x [32 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupnorm_silu_fwd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noundef readonly byval(%struct.GnParams) align 4 captures(none) %6) local_unnamed_addr #0 {
  %8 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !11
  %10 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %11 = load i32, ptr %10, align 4, !tbaa !14
  %12 = sdiv i32 %9, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %15 = load i32, ptr %14, align 4, !tbaa !15
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 %16, %13
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = load i32, ptr %6, align 4, !tbaa !16
  %20 = mul nsw i32 %19, %11
  %21 = icmp slt i32 %18, %20
  br i1 %21, label %22, label %54

22:                                               ; preds = %7
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = lshr i32 %23, 5
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = lshr i32 %25, 5
  %27 = and i32 %25, 31
  %28 = sext i32 %9 to i64
  %29 = mul nsw i64 %28, %16
  %30 = and i64 %17, 3
  %31 = icmp eq i64 %30, 0
  %32 = zext nneg i32 %25 to i64
  %33 = icmp ugt i64 %17, %32
  %34 = zext nneg i32 %23 to i64
  %35 = lshr exact i64 %17, 2
  %36 = icmp samesign ugt i64 %35, %32
  %37 = icmp eq i32 %27, 0
  %38 = zext nneg i32 %26 to i64
  %39 = getelementptr inbounds nuw %struct.Welford, ptr addrspacecast (ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE3s_w to ptr), i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 4
  %42 = icmp eq i32 %26, 0
  %43 = icmp samesign ult i32 %27, %24
  %44 = zext nneg i32 %27 to i64
  %45 = getelementptr inbounds nuw %struct.Welford, ptr addrspacecast (ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE3s_w to ptr), i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %51 = load i32, ptr %50, align 4
  %52 = icmp eq i32 %51, 0
  %53 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %55

54:                                               ; preds = %351, %7
  ret void

55:                                               ; preds = %22, %351
  %56 = phi i32 [ %18, %22 ], [ %352, %351 ]
  %57 = sdiv i32 %56, %11
  %58 = mul nsw i32 %57, %11
  %59 = sub nsw i32 %56, %58
  %60 = sext i32 %57 to i64
  %61 = mul i64 %29, %60
  %62 = sext i32 %59 to i64
  %63 = mul i64 %17, %62
  %64 = add i64 %63, %61
  %65 = getelementptr inbounds nuw float, ptr %0, i64 %64
  %66 = and i64 %64, 3
  %67 = icmp eq i64 %66, 0
  %68 = select i1 %31, i1 %67, i1 false
  br i1 %68, label %69, label %113

69:                                               ; preds = %55
  br i1 %36, label %70, label %130

70:                                               ; preds = %69, %70
  %71 = phi i64 [ %111, %70 ], [ %32, %69 ]
  %72 = phi float [ %104, %70 ], [ 0.000000e+00, %69 ]
  %73 = phi float [ %110, %70 ], [ 0.000000e+00, %69 ]
  %74 = phi float [ %107, %70 ], [ 0.000000e+00, %69 ]
  %75 = getelementptr inbounds nuw %struct.float4, ptr %65, i64 %71
  %76 = load float, ptr %75, align 16, !tbaa !17
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 4
  %78 = load float, ptr %77, align 4, !tbaa !17
  %79 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %80 = load float, ptr %79, align 8, !tbaa !17
  %81 = getelementptr inbounds nuw i8, ptr %75, i64 12
  %82 = load float, ptr %81, align 4, !tbaa !17
  %83 = fadd contract float %72, 1.000000e+00
  %84 = fsub contract float %76, %74
  %85 = fdiv contract float %84, %83
  %86 = fadd contract float %74, %85
  %87 = fsub contract float %76, %86
  %88 = fmul contract float %84, %87
  %89 = fadd contract float %73, %88
  %90 = fadd contract float %83, 1.000000e+00
  %91 = fsub contract float %78, %86
  %92 = fdiv contract float %91, %90
  %93 = fadd contract float %86, %92
  %94 = fsub contract float %78, %93
  %95 = fmul contract float %91, %94
  %96 = fadd contract float %89, %95
  %97 = fadd contract float %90, 1.000000e+00
  %98 = fsub contract float %80, %93
  %99 = fdiv contract float %98, %97
  %100 = fadd contract float %93, %99
  %101 = fsub contract float %80, %100
  %102 = fmul contract float %98, %101
  %103 = fadd contract float %96, %102
  %104 = fadd contract float %97, 1.000000e+00
  %105 = fsub contract float %82, %100
  %106 = fdiv contract float %105, %104
  %107 = fadd contract float %100, %106
  %108 = fsub contract float %82, %107
  %109 = fmul contract float %105, %108
  %110 = fadd contract float %103, %109
  %111 = add nuw nsw i64 %71, %34
  %112 = icmp samesign ult i64 %111, %35
  br i1 %112, label %70, label %130, !llvm.loop !18

113:                                              ; preds = %55
  br i1 %33, label %114, label %130

114:                                              ; preds = %113, %114
  %115 = phi i64 [ %128, %114 ], [ %32, %113 ]
  %116 = phi float [ %121, %114 ], [ 0.000000e+00, %113 ]
  %117 = phi float [ %127, %114 ], [ 0.000000e+00, %113 ]
  %118 = phi float [ %124, %114 ], [ 0.000000e+00, %113 ]
  %119 = getelementptr inbounds nuw float, ptr %65, i64 %115
  %120 = load float, ptr %119, align 4, !tbaa !17
  %121 = fadd contract float %116, 1.000000e+00
  %122 = fsub contract float %120, %118
  %123 = fdiv contract float %122, %121
  %124 = fadd contract float %118, %123
  %125 = fsub contract float %120, %124
  %126 = fmul contract float %122, %125
  %127 = fadd contract float %117, %126
  %128 = add i64 %115, %34
  %129 = icmp ult i64 %128, %17
  br i1 %129, label %114, label %130, !llvm.loop !20

130:                                              ; preds = %114, %70, %113, %69
  %131 = phi float [ %107, %70 ], [ 0.000000e+00, %69 ], [ 0.000000e+00, %113 ], [ %124, %114 ]
  %132 = phi float [ %110, %70 ], [ 0.000000e+00, %69 ], [ 0.000000e+00, %113 ], [ %127, %114 ]
  %133 = phi float [ %104, %70 ], [ 0.000000e+00, %69 ], [ 0.000000e+00, %113 ], [ %121, %114 ]
  %134 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %131, i32 16, i32 31)
  %135 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %132, i32 16, i32 31)
  %136 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %133, i32 16, i32 31)
  %137 = fadd contract float %133, %136
  %138 = fcmp contract oeq float %137, 0.000000e+00
  br i1 %138, label %149, label %139

139:                                              ; preds = %130
  %140 = fsub contract float %134, %131
  %141 = fdiv contract float %136, %137
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %131, %142
  %144 = fadd contract float %132, %135
  %145 = fmul contract float %140, %140
  %146 = fmul contract float %133, %145
  %147 = fmul contract float %146, %141
  %148 = fadd contract float %144, %147
  br label %149

149:                                              ; preds = %130, %139
  %150 = phi float [ %143, %139 ], [ %131, %130 ]
  %151 = phi float [ %148, %139 ], [ %132, %130 ]
  %152 = phi float [ %137, %139 ], [ %133, %130 ]
  %153 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %150, i32 8, i32 31)
  %154 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %151, i32 8, i32 31)
  %155 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %152, i32 8, i32 31)
  %156 = fadd contract float %152, %155
  %157 = fcmp contract oeq float %156, 0.000000e+00
  br i1 %157, label %168, label %158

158:                                              ; preds = %149
  %159 = fsub contract float %153, %150
  %160 = fdiv contract float %155, %156
  %161 = fmul contract float %159, %160
  %162 = fadd contract float %150, %161
  %163 = fadd contract float %151, %154
  %164 = fmul contract float %159, %159
  %165 = fmul contract float %152, %164
  %166 = fmul contract float %165, %160
  %167 = fadd contract float %163, %166
  br label %168

168:                                              ; preds = %158, %149
  %169 = phi float [ %162, %158 ], [ %150, %149 ]
  %170 = phi float [ %167, %158 ], [ %151, %149 ]
  %171 = phi float [ %156, %158 ], [ %152, %149 ]
  %172 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %169, i32 4, i32 31)
  %173 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %170, i32 4, i32 31)
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %171, i32 4, i32 31)
  %175 = fadd contract float %171, %174
  %176 = fcmp contract oeq float %175, 0.000000e+00
  br i1 %176, label %187, label %177

177:                                              ; preds = %168
  %178 = fsub contract float %172, %169
  %179 = fdiv contract float %174, %175
  %180 = fmul contract float %178, %179
  %181 = fadd contract float %169, %180
  %182 = fadd contract float %170, %173
  %183 = fmul contract float %178, %178
  %184 = fmul contract float %171, %183
  %185 = fmul contract float %184, %179
  %186 = fadd contract float %182, %185
  br label %187

187:                                              ; preds = %177, %168
  %188 = phi float [ %181, %177 ], [ %169, %168 ]
  %189 = phi float [ %186, %177 ], [ %170, %168 ]
  %190 = phi float [ %175, %177 ], [ %171, %168 ]
  %191 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %188, i32 2, i32 31)
  %192 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %189, i32 2, i32 31)
  %193 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %190, i32 2, i32 31)
  %194 = fadd contract float %190, %193
  %195 = fcmp contract oeq float %194, 0.000000e+00
  br i1 %195, label %206, label %196

196:                                              ; preds = %187
  %197 = fsub contract float %191, %188
  %198 = fdiv contract float %193, %194
  %199 = fmul contract float %197, %198
  %200 = fadd contract float %188, %199
  %201 = fadd contract float %189, %192
  %202 = fmul contract float %197, %197
  %203 = fmul contract float %190, %202
  %204 = fmul contract float %203, %198
  %205 = fadd contract float %201, %204
  br label %206

206:                                              ; preds = %196, %187
  %207 = phi float [ %200, %196 ], [ %188, %187 ]
  %208 = phi float [ %205, %196 ], [ %189, %187 ]
  %209 = phi float [ %194, %196 ], [ %190, %187 ]
  %210 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %207, i32 1, i32 31)
  %211 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %208, i32 1, i32 31)
  %212 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %209, i32 1, i32 31)
  %213 = fadd contract float %209, %212
  %214 = fcmp contract oeq float %213, 0.000000e+00
  br i1 %214, label %225, label %215

215:                                              ; preds = %206
  %216 = fsub contract float %210, %207
  %217 = fdiv contract float %212, %213
  %218 = fmul contract float %216, %217
  %219 = fadd contract float %207, %218
  %220 = fadd contract float %208, %211
  %221 = fmul contract float %216, %216
  %222 = fmul contract float %209, %221
  %223 = fmul contract float %222, %217
  %224 = fadd contract float %220, %223
  br label %225

225:                                              ; preds = %215, %206
  %226 = phi float [ %219, %215 ], [ %207, %206 ]
  %227 = phi float [ %224, %215 ], [ %208, %206 ]
  %228 = phi float [ %213, %215 ], [ %209, %206 ]
  br i1 %37, label %229, label %230

229:                                              ; preds = %225
  store float %226, ptr %39, align 4, !tbaa !17
  store float %227, ptr %41, align 4, !tbaa !17
  store float %228, ptr %40, align 4, !tbaa !17
  br label %230

230:                                              ; preds = %229, %225
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %42, label %231, label %345

231:                                              ; preds = %230
  br i1 %43, label %232, label %236

232:                                              ; preds = %231
  %233 = load float, ptr %45, align 4, !tbaa !17
  %234 = load float, ptr %47, align 4, !tbaa !17
  %235 = load float, ptr %46, align 4, !tbaa !17
  br label %236

236:                                              ; preds = %231, %232
  %237 = phi float [ %233, %232 ], [ 0.000000e+00, %231 ]
  %238 = phi float [ %234, %232 ], [ 0.000000e+00, %231 ]
  %239 = phi float [ %235, %232 ], [ 0.000000e+00, %231 ]
  %240 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %237, i32 16, i32 31)
  %241 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %238, i32 16, i32 31)
  %242 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %239, i32 16, i32 31)
  %243 = fadd contract float %239, %242
  %244 = fcmp contract oeq float %243, 0.000000e+00
  br i1 %244, label %255, label %245

245:                                              ; preds = %236
  %246 = fsub contract float %240, %237
  %247 = fdiv contract float %242, %243
  %248 = fmul contract float %246, %247
  %249 = fadd contract float %237, %248
  %250 = fadd contract float %238, %241
  %251 = fmul contract float %246, %246
  %252 = fmul contract float %239, %251
  %253 = fmul contract float %252, %247
  %254 = fadd contract float %250, %253
  br label %255

255:                                              ; preds = %236, %245
  %256 = phi float [ %249, %245 ], [ %237, %236 ]
  %257 = phi float [ %254, %245 ], [ %238, %236 ]
  %258 = phi float [ %243, %245 ], [ %239, %236 ]
  %259 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %256, i32 8, i32 31)
  %260 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %257, i32 8, i32 31)
  %261 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %258, i32 8, i32 31)
  %262 = fadd contract float %258, %261
  %263 = fcmp contract oeq float %262, 0.000000e+00
  br i1 %263, label %274, label %264

264:                                              ; preds = %255
  %265 = fsub contract float %259, %256
  %266 = fdiv contract float %261, %262
  %267 = fmul contract float %265, %266
  %268 = fadd contract float %256, %267
  %269 = fadd contract float %257, %260
  %270 = fmul contract float %265, %265
  %271 = fmul contract float %258, %270
  %272 = fmul contract float %271, %266
  %273 = fadd contract float %269, %272
  br label %274

274:                                              ; preds = %264, %255
  %275 = phi float [ %268, %264 ], [ %256, %255 ]
  %276 = phi float [ %273, %264 ], [ %257, %255 ]
  %277 = phi float [ %262, %264 ], [ %258, %255 ]
  %278 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %275, i32 4, i32 31)
  %279 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %276, i32 4, i32 31)
  %280 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %277, i32 4, i32 31)
  %281 = fadd contract float %277, %280
  %282 = fcmp contract oeq float %281, 0.000000e+00
  br i1 %282, label %293, label %283

283:                                              ; preds = %274
  %284 = fsub contract float %278, %275
  %285 = fdiv contract float %280, %281
  %286 = fmul contract float %284, %285
  %287 = fadd contract float %275, %286
  %288 = fadd contract float %276, %279
  %289 = fmul contract float %284, %284
  %290 = fmul contract float %277, %289
  %291 = fmul contract float %290, %285
  %292 = fadd contract float %288, %291
  br label %293

293:                                              ; preds = %283, %274
  %294 = phi float [ %287, %283 ], [ %275, %274 ]
  %295 = phi float [ %292, %283 ], [ %276, %274 ]
  %296 = phi float [ %281, %283 ], [ %277, %274 ]
  %297 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %294, i32 2, i32 31)
  %298 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %295, i32 2, i32 31)
  %299 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %296, i32 2, i32 31)
  %300 = fadd contract float %296, %299
  %301 = fcmp contract oeq float %300, 0.000000e+00
  br i1 %301, label %312, label %302

302:                                              ; preds = %293
  %303 = fsub contract float %297, %294
  %304 = fdiv contract float %299, %300
  %305 = fmul contract float %303, %304
  %306 = fadd contract float %294, %305
  %307 = fadd contract float %295, %298
  %308 = fmul contract float %303, %303
  %309 = fmul contract float %296, %308
  %310 = fmul contract float %309, %304
  %311 = fadd contract float %307, %310
  br label %312

312:                                              ; preds = %302, %293
  %313 = phi float [ %306, %302 ], [ %294, %293 ]
  %314 = phi float [ %311, %302 ], [ %295, %293 ]
  %315 = phi float [ %300, %302 ], [ %296, %293 ]
  %316 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %313, i32 1, i32 31)
  %317 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %314, i32 1, i32 31)
  %318 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %315, i32 1, i32 31)
  %319 = fadd contract float %315, %318
  %320 = fcmp contract oeq float %319, 0.000000e+00
  br i1 %320, label %331, label %321

321:                                              ; preds = %312
  %322 = fsub contract float %316, %313
  %323 = fdiv contract float %318, %319
  %324 = fmul contract float %322, %323
  %325 = fadd contract float %313, %324
  %326 = fadd contract float %314, %317
  %327 = fmul contract float %322, %322
  %328 = fmul contract float %315, %327
  %329 = fmul contract float %328, %323
  %330 = fadd contract float %326, %329
  br label %331

331:                                              ; preds = %321, %312
  %332 = phi float [ %325, %321 ], [ %313, %312 ]
  %333 = phi float [ %330, %321 ], [ %314, %312 ]
  %334 = phi float [ %319, %321 ], [ %315, %312 ]
  br i1 %37, label %335, label %345

335:                                              ; preds = %331
  %336 = fcmp contract ogt float %334, 0.000000e+00
  %337 = fdiv contract float %333, %334
  store float %332, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.0, align 4, !tbaa !17
  %338 = tail call float @llvm.maxnum.f32(float %337, float 0.000000e+00)
  %339 = select i1 %336, float %338, float 0.000000e+00
  %340 = fadd contract float %339, %49
  %341 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %340)
  store float %341, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.1, align 4, !tbaa !17
  %342 = sext i32 %56 to i64
  %343 = getelementptr inbounds float, ptr %4, i64 %342
  store float %332, ptr %343, align 4, !tbaa !17
  %344 = getelementptr inbounds float, ptr %5, i64 %342
  store float %341, ptr %344, align 4, !tbaa !17
  br label %345

345:                                              ; preds = %331, %335, %230
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %346 = load float, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.0, align 4, !tbaa !17
  %347 = load float, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.1, align 4, !tbaa !17
  %348 = getelementptr inbounds nuw float, ptr %3, i64 %64
  br i1 %33, label %349, label %351

349:                                              ; preds = %345
  %350 = mul nsw i32 %59, %12
  br label %354

351:                                              ; preds = %377, %345
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %352 = add i32 %56, %53
  %353 = icmp slt i32 %352, %20
  br i1 %353, label %55, label %54, !llvm.loop !21

354:                                              ; preds = %349, %377
  %355 = phi i64 [ %32, %349 ], [ %380, %377 ]
  %356 = udiv i64 %355, %16
  %357 = trunc i64 %356 to i32
  %358 = add nsw i32 %350, %357
  %359 = getelementptr inbounds nuw float, ptr %65, i64 %355
  %360 = load float, ptr %359, align 4, !tbaa !17
  %361 = fsub contract float %360, %346
  %362 = fmul contract float %347, %361
  %363 = sext i32 %358 to i64
  %364 = getelementptr inbounds float, ptr %1, i64 %363
  %365 = addrspacecast ptr %364 to ptr addrspace(1)
  %366 = load float, ptr addrspace(1) %365, align 4, !invariant.load !22
  %367 = fmul contract float %366, %362
  %368 = getelementptr inbounds float, ptr %2, i64 %363
  %369 = addrspacecast ptr %368 to ptr addrspace(1)
  %370 = load float, ptr addrspace(1) %369, align 4, !invariant.load !22
  %371 = fadd contract float %370, %367
  br i1 %52, label %377, label %372

372:                                              ; preds = %354
  %373 = fmul float %371, 0xBFF7154760000000
  %374 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %373)
  %375 = fadd contract float %374, 1.000000e+00
  %376 = fdiv contract float %371, %375
  br label %377

377:                                              ; preds = %372, %354
  %378 = phi float [ %376, %372 ], [ %371, %354 ]
  %379 = getelementptr inbounds nuw float, ptr %348, i64 %355
  store float %378, ptr %379, align 4, !tbaa !17
  %380 = add i64 %355, %34
  %381 = icmp ult i64 %380, %17
  br i1 %381, label %354, label %351, !llvm.loop !23
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @bn_stats_nhwc_partial(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 5
  %11 = add i32 %10, %7
  %12 = icmp sge i32 %11, %2
  br i1 %12, label %43, label %13

13:                                               ; preds = %6
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = shl nuw nsw i32 %14, 3
  %16 = add nuw nsw i32 %15, %8
  %17 = zext nneg i32 %16 to i64
  %18 = icmp sgt i64 %1, %17
  br i1 %18, label %19, label %43

19:                                               ; preds = %13
  %20 = sext i32 %2 to i64
  %21 = sext i32 %11 to i64
  %22 = getelementptr float, ptr %0, i64 %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %24 = shl nuw nsw i32 %23, 3
  %25 = zext nneg i32 %24 to i64
  br label %26

26:                                               ; preds = %19, %26
  %27 = phi i64 [ %17, %19 ], [ %41, %26 ]
  %28 = phi float [ 0.000000e+00, %19 ], [ %37, %26 ]
  %29 = phi float [ 0.000000e+00, %19 ], [ %40, %26 ]
  %30 = phi float [ 0.000000e+00, %19 ], [ %34, %26 ]
  %31 = mul nsw i64 %27, %20
  %32 = getelementptr float, ptr %22, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !17
  %34 = fadd contract float %30, 1.000000e+00
  %35 = fsub contract float %33, %28
  %36 = fdiv contract float %35, %34
  %37 = fadd contract float %28, %36
  %38 = fsub contract float %33, %37
  %39 = fmul contract float %35, %38
  %40 = fadd contract float %29, %39
  %41 = add nuw nsw i64 %27, %25
  %42 = icmp slt i64 %41, %1
  br i1 %42, label %26, label %43, !llvm.loop !24

43:                                               ; preds = %26, %13, %6
  %44 = phi float [ 0.000000e+00, %6 ], [ 0.000000e+00, %13 ], [ %34, %26 ]
  %45 = phi float [ 0.000000e+00, %6 ], [ 0.000000e+00, %13 ], [ %40, %26 ]
  %46 = phi float [ 0.000000e+00, %6 ], [ 0.000000e+00, %13 ], [ %37, %26 ]
  %47 = zext nneg i32 %8 to i64
  %48 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bn_stats_nhwc_partialE6s_mean to ptr), i64 %47
  %49 = zext nneg i32 %7 to i64
  %50 = getelementptr inbounds nuw float, ptr %48, i64 %49
  store float %46, ptr %50, align 4, !tbaa !17
  %51 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bn_stats_nhwc_partialE4s_m2 to ptr), i64 %47
  %52 = getelementptr inbounds nuw float, ptr %51, i64 %49
  store float %45, ptr %52, align 4, !tbaa !17
  %53 = getelementptr inbounds nuw [32 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21bn_stats_nhwc_partialE3s_n to ptr), i64 %47
  %54 = getelementptr inbounds nuw float, ptr %53, i64 %49
  store float %44, ptr %54, align 4, !tbaa !17
  %55 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ21bn_stats_nhwc_partialE3s_n to ptr), i64 %49
  %56 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ21bn_stats_nhwc_partialE4s_m2 to ptr), i64 %49
  %57 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ21bn_stats_nhwc_partialE6s_mean to ptr), i64 %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = icmp samesign ult i32 %8, 4
  br i1 %58, label %59, label %84

59:                                               ; preds = %43
  %60 = or disjoint i32 %8, 4
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw [32 x float], ptr %55, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !17
  %64 = fadd contract float %44, %63
  %65 = fcmp contract oeq float %64, 0.000000e+00
  br i1 %65, label %80, label %66

66:                                               ; preds = %59
  %67 = getelementptr inbounds nuw [32 x float], ptr %56, i64 %61
  %68 = load float, ptr %67, align 4, !tbaa !17
  %69 = getelementptr inbounds nuw [32 x float], ptr %57, i64 %61
  %70 = load float, ptr %69, align 4, !tbaa !17
  %71 = fsub contract float %70, %46
  %72 = fdiv contract float %63, %64
  %73 = fmul contract float %72, %71
  %74 = fadd contract float %46, %73
  %75 = fadd contract float %45, %68
  %76 = fmul contract float %71, %71
  %77 = fmul contract float %44, %76
  %78 = fmul contract float %72, %77
  %79 = fadd contract float %75, %78
  br label %80

80:                                               ; preds = %59, %66
  %81 = phi float [ %74, %66 ], [ %46, %59 ]
  %82 = phi float [ %79, %66 ], [ %45, %59 ]
  %83 = phi float [ %64, %66 ], [ %44, %59 ]
  store float %81, ptr %50, align 4, !tbaa !17
  store float %82, ptr %52, align 4, !tbaa !17
  store float %83, ptr %54, align 4, !tbaa !17
  br label %84

84:                                               ; preds = %43, %80
  %85 = phi float [ %83, %80 ], [ %44, %43 ]
  %86 = phi float [ %82, %80 ], [ %45, %43 ]
  %87 = phi float [ %81, %80 ], [ %46, %43 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %88 = icmp samesign ult i32 %8, 2
  br i1 %88, label %89, label %114

89:                                               ; preds = %84
  %90 = or disjoint i32 %8, 2
  %91 = zext nneg i32 %90 to i64
  %92 = getelementptr inbounds nuw [32 x float], ptr %55, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !17
  %94 = fadd contract float %85, %93
  %95 = fcmp contract oeq float %94, 0.000000e+00
  br i1 %95, label %110, label %96

96:                                               ; preds = %89
  %97 = getelementptr inbounds nuw [32 x float], ptr %56, i64 %91
  %98 = load float, ptr %97, align 4, !tbaa !17
  %99 = getelementptr inbounds nuw [32 x float], ptr %57, i64 %91
  %100 = load float, ptr %99, align 4, !tbaa !17
  %101 = fsub contract float %100, %87
  %102 = fdiv contract float %93, %94
  %103 = fmul contract float %102, %101
  %104 = fadd contract float %87, %103
  %105 = fadd contract float %86, %98
  %106 = fmul contract float %101, %101
  %107 = fmul contract float %85, %106
  %108 = fmul contract float %102, %107
  %109 = fadd contract float %105, %108
  br label %110

110:                                              ; preds = %96, %89
  %111 = phi float [ %104, %96 ], [ %87, %89 ]
  %112 = phi float [ %109, %96 ], [ %86, %89 ]
  %113 = phi float [ %94, %96 ], [ %85, %89 ]
  store float %111, ptr %50, align 4, !tbaa !17
  store float %112, ptr %52, align 4, !tbaa !17
  store float %113, ptr %54, align 4, !tbaa !17
  br label %114

114:                                              ; preds = %110, %84
  %115 = phi float [ %113, %110 ], [ %85, %84 ]
  %116 = phi float [ %112, %110 ], [ %86, %84 ]
  %117 = phi float [ %111, %110 ], [ %87, %84 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %118 = icmp eq i32 %8, 0
  br i1 %118, label %119, label %142

119:                                              ; preds = %114
  %120 = getelementptr inbounds nuw i8, ptr %55, i64 128
  %121 = load float, ptr %120, align 4, !tbaa !17
  %122 = fadd contract float %115, %121
  %123 = fcmp contract oeq float %122, 0.000000e+00
  br i1 %123, label %138, label %124

124:                                              ; preds = %119
  %125 = getelementptr inbounds nuw i8, ptr %56, i64 128
  %126 = load float, ptr %125, align 4, !tbaa !17
  %127 = getelementptr inbounds nuw i8, ptr %57, i64 128
  %128 = load float, ptr %127, align 4, !tbaa !17
  %129 = fsub contract float %128, %117
  %130 = fdiv contract float %121, %122
  %131 = fmul contract float %130, %129
  %132 = fadd contract float %117, %131
  %133 = fadd contract float %116, %126
  %134 = fmul contract float %129, %129
  %135 = fmul contract float %115, %134
  %136 = fmul contract float %130, %135
  %137 = fadd contract float %133, %136
  br label %138

138:                                              ; preds = %124, %119
  %139 = phi float [ %132, %124 ], [ %117, %119 ]
  %140 = phi float [ %137, %124 ], [ %116, %119 ]
  %141 = phi float [ %122, %124 ], [ %115, %119 ]
  store float %139, ptr %50, align 4, !tbaa !17
  store float %140, ptr %52, align 4, !tbaa !17
  store float %141, ptr %54, align 4, !tbaa !17
  br label %142

142:                                              ; preds = %138, %114
  %143 = phi float [ %141, %138 ], [ %115, %114 ]
  %144 = phi float [ %140, %138 ], [ %116, %114 ]
  %145 = phi float [ %139, %138 ], [ %117, %114 ]
  %146 = icmp ne i32 %8, 0
  %147 = or i1 %146, %12
  br i1 %147, label %159, label %148

148:                                              ; preds = %142
  %149 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %150 = zext nneg i32 %149 to i64
  %151 = sext i32 %2 to i64
  %152 = mul nsw i64 %151, %150
  %153 = sext i32 %11 to i64
  %154 = add nsw i64 %152, %153
  %155 = getelementptr inbounds nuw float, ptr %3, i64 %154
  store float %145, ptr %155, align 4, !tbaa !17
  %156 = getelementptr inbounds nuw float, ptr %4, i64 %154
  store float %144, ptr %156, align 4, !tbaa !17
  %157 = fptosi float %143 to i32
  %158 = getelementptr inbounds nuw i32, ptr %5, i64 %154
  store i32 %157, ptr %158, align 4, !tbaa !6
  br label %159

159:                                              ; preds = %142, %148
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bn_finalize(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, float noundef %7, float noundef %8, ptr noundef captures(none) %9, ptr noundef captures(none) %10, ptr noundef writeonly captures(none) %11, ptr noundef writeonly captures(none) %12, ptr noundef writeonly captures(none) %13, ptr noundef writeonly captures(none) %14) local_unnamed_addr #3 {
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %20, %4
  br i1 %21, label %22, label %167

22:                                               ; preds = %15
  %23 = icmp sgt i32 %3, 0
  br i1 %23, label %26, label %24

24:                                               ; preds = %22
  %25 = sext i32 %20 to i64
  br label %65

26:                                               ; preds = %22
  %27 = sext i32 %4 to i64
  %28 = sext i32 %20 to i64
  %29 = and i32 %3, 1
  %30 = icmp eq i32 %3, 1
  br i1 %30, label %35, label %31

31:                                               ; preds = %26
  %32 = and i32 %3, 2147483646
  br label %101

33:                                               ; preds = %160
  %34 = icmp eq i32 %29, 0
  br i1 %34, label %65, label %35

35:                                               ; preds = %33, %26
  %36 = phi float [ 0.000000e+00, %26 ], [ %163, %33 ]
  %37 = phi float [ 0.000000e+00, %26 ], [ %162, %33 ]
  %38 = phi float [ 0.000000e+00, %26 ], [ %161, %33 ]
  %39 = phi i32 [ 0, %26 ], [ %164, %33 ]
  %40 = icmp ne i32 %29, 0
  tail call void @llvm.assume(i1 %40)
  %41 = zext nneg i32 %39 to i64
  %42 = mul nsw i64 %41, %27
  %43 = add nsw i64 %42, %28
  %44 = getelementptr inbounds nuw i32, ptr %2, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = icmp slt i32 %45, 1
  br i1 %46, label %65, label %47

47:                                               ; preds = %35
  %48 = uitofp nneg i32 %45 to float
  %49 = fadd contract float %38, %48
  %50 = fcmp contract oeq float %49, 0.000000e+00
  br i1 %50, label %65, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds nuw float, ptr %1, i64 %43
  %53 = load float, ptr %52, align 4, !tbaa !17
  %54 = getelementptr inbounds nuw float, ptr %0, i64 %43
  %55 = load float, ptr %54, align 4, !tbaa !17
  %56 = fsub contract float %55, %36
  %57 = fdiv contract float %48, %49
  %58 = fmul contract float %57, %56
  %59 = fadd contract float %36, %58
  %60 = fadd contract float %37, %53
  %61 = fmul contract float %56, %56
  %62 = fmul contract float %38, %61
  %63 = fmul contract float %57, %62
  %64 = fadd contract float %60, %63
  br label %65

65:                                               ; preds = %33, %51, %47, %35, %24
  %66 = phi i64 [ %25, %24 ], [ %28, %35 ], [ %28, %47 ], [ %28, %51 ], [ %28, %33 ]
  %67 = phi float [ 0.000000e+00, %24 ], [ %161, %33 ], [ %38, %35 ], [ %49, %51 ], [ %38, %47 ]
  %68 = phi float [ 0.000000e+00, %24 ], [ %162, %33 ], [ %37, %35 ], [ %64, %51 ], [ %37, %47 ]
  %69 = phi float [ 0.000000e+00, %24 ], [ %163, %33 ], [ %36, %35 ], [ %59, %51 ], [ %36, %47 ]
  %70 = fcmp contract ogt float %67, 0.000000e+00
  %71 = fdiv contract float %68, %67
  %72 = select contract i1 %70, float %71, float 0.000000e+00
  %73 = fcmp contract ogt float %67, 1.000000e+00
  %74 = fadd contract float %67, -1.000000e+00
  %75 = fdiv contract float %68, %74
  %76 = select contract i1 %73, float %75, float %72
  %77 = fadd contract float %8, %72
  %78 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %77)
  %79 = fsub contract float 1.000000e+00, %7
  %80 = getelementptr inbounds float, ptr %9, i64 %66
  %81 = load float, ptr %80, align 4, !tbaa !17
  %82 = fmul contract float %79, %81
  %83 = fmul contract float %7, %69
  %84 = fadd contract float %83, %82
  store float %84, ptr %80, align 4, !tbaa !17
  %85 = getelementptr inbounds float, ptr %10, i64 %66
  %86 = load float, ptr %85, align 4, !tbaa !17
  %87 = fmul contract float %79, %86
  %88 = fmul contract float %7, %76
  %89 = fadd contract float %88, %87
  store float %89, ptr %85, align 4, !tbaa !17
  %90 = getelementptr inbounds float, ptr %5, i64 %66
  %91 = load float, ptr %90, align 4, !tbaa !17
  %92 = fmul contract float %78, %91
  %93 = getelementptr inbounds float, ptr %11, i64 %66
  store float %92, ptr %93, align 4, !tbaa !17
  %94 = getelementptr inbounds float, ptr %6, i64 %66
  %95 = load float, ptr %94, align 4, !tbaa !17
  %96 = fmul contract float %69, %92
  %97 = fsub contract float %95, %96
  %98 = getelementptr inbounds float, ptr %12, i64 %66
  store float %97, ptr %98, align 4, !tbaa !17
  %99 = getelementptr inbounds float, ptr %13, i64 %66
  store float %69, ptr %99, align 4, !tbaa !17
  %100 = getelementptr inbounds float, ptr %14, i64 %66
  store float %78, ptr %100, align 4, !tbaa !17
  br label %167

101:                                              ; preds = %160, %31
  %102 = phi float [ 0.000000e+00, %31 ], [ %163, %160 ]
  %103 = phi float [ 0.000000e+00, %31 ], [ %162, %160 ]
  %104 = phi float [ 0.000000e+00, %31 ], [ %161, %160 ]
  %105 = phi i32 [ 0, %31 ], [ %164, %160 ]
  %106 = phi i32 [ 0, %31 ], [ %165, %160 ]
  %107 = zext nneg i32 %105 to i64
  %108 = mul nsw i64 %107, %27
  %109 = add nsw i64 %108, %28
  %110 = getelementptr inbounds nuw i32, ptr %2, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = icmp slt i32 %111, 1
  br i1 %112, label %131, label %113

113:                                              ; preds = %101
  %114 = uitofp nneg i32 %111 to float
  %115 = fadd contract float %104, %114
  %116 = fcmp contract oeq float %115, 0.000000e+00
  br i1 %116, label %131, label %117

117:                                              ; preds = %113
  %118 = getelementptr inbounds nuw float, ptr %1, i64 %109
  %119 = load float, ptr %118, align 4, !tbaa !17
  %120 = getelementptr inbounds nuw float, ptr %0, i64 %109
  %121 = load float, ptr %120, align 4, !tbaa !17
  %122 = fsub contract float %121, %102
  %123 = fdiv contract float %114, %115
  %124 = fmul contract float %123, %122
  %125 = fadd contract float %102, %124
  %126 = fadd contract float %103, %119
  %127 = fmul contract float %122, %122
  %128 = fmul contract float %104, %127
  %129 = fmul contract float %123, %128
  %130 = fadd contract float %126, %129
  br label %131

131:                                              ; preds = %117, %113, %101
  %132 = phi float [ %104, %101 ], [ %115, %117 ], [ %104, %113 ]
  %133 = phi float [ %103, %101 ], [ %130, %117 ], [ %103, %113 ]
  %134 = phi float [ %102, %101 ], [ %125, %117 ], [ %102, %113 ]
  %135 = or disjoint i32 %105, 1
  %136 = zext nneg i32 %135 to i64
  %137 = mul nsw i64 %136, %27
  %138 = add nsw i64 %137, %28
  %139 = getelementptr inbounds nuw i32, ptr %2, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = icmp slt i32 %140, 1
  br i1 %141, label %160, label %142

142:                                              ; preds = %131
  %143 = uitofp nneg i32 %140 to float
  %144 = fadd contract float %132, %143
  %145 = fcmp contract oeq float %144, 0.000000e+00
  br i1 %145, label %160, label %146

146:                                              ; preds = %142
  %147 = getelementptr inbounds nuw float, ptr %1, i64 %138
  %148 = load float, ptr %147, align 4, !tbaa !17
  %149 = getelementptr inbounds nuw float, ptr %0, i64 %138
  %150 = load float, ptr %149, align 4, !tbaa !17
  %151 = fsub contract float %150, %134
  %152 = fdiv contract float %143, %144
  %153 = fmul contract float %152, %151
  %154 = fadd contract float %134, %153
  %155 = fadd contract float %133, %148
  %156 = fmul contract float %151, %151
  %157 = fmul contract float %132, %156
  %158 = fmul contract float %152, %157
  %159 = fadd contract float %155, %158
  br label %160

160:                                              ; preds = %146, %142, %131
  %161 = phi float [ %132, %131 ], [ %144, %146 ], [ %132, %142 ]
  %162 = phi float [ %133, %131 ], [ %159, %146 ], [ %133, %142 ]
  %163 = phi float [ %134, %131 ], [ %154, %146 ], [ %134, %142 ]
  %164 = add nuw nsw i32 %105, 2
  %165 = add i32 %106, 2
  %166 = icmp eq i32 %165, %32
  br i1 %166, label %33, label %101, !llvm.loop !25

167:                                              ; preds = %15, %65
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!12, !7, i64 4}
!12 = !{!"_ZTS8GnParams", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !13, i64 16, !7, i64 20}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 12}
!15 = !{!12, !7, i64 8}
!16 = !{!12, !7, i64 0}
!17 = !{!13, !13, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = !{}
!23 = distinct !{!23, !19}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !19}
