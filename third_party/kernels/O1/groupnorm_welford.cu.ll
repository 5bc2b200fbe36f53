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
  br i1 %21, label %22, label %60

22:                                               ; preds = %7
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = lshr i32 %23, 5
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = lshr i32 %25, 5
  %27 = and i32 %25, 31
  %28 = sext i32 %9 to i64
  %29 = mul nsw i64 %28, %16
  %30 = mul nsw i64 %13, %16
  %31 = and i64 %17, 3
  %32 = icmp eq i64 %31, 0
  %33 = zext nneg i32 %25 to i64
  %34 = icmp ugt i64 %17, %33
  %35 = zext nneg i32 %23 to i64
  %36 = zext nneg i32 %25 to i64
  %37 = lshr exact i64 %17, 2
  %38 = icmp samesign ugt i64 %37, %36
  %39 = zext nneg i32 %23 to i64
  %40 = icmp eq i32 %27, 0
  %41 = zext nneg i32 %26 to i64
  %42 = getelementptr inbounds nuw %struct.Welford, ptr addrspacecast (ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE3s_w to ptr), i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %44 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %45 = icmp eq i32 %26, 0
  %46 = icmp samesign ult i32 %27, %24
  %47 = zext nneg i32 %27 to i64
  %48 = getelementptr inbounds nuw %struct.Welford, ptr addrspacecast (ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE3s_w to ptr), i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %51 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %52 = load float, ptr %51, align 4
  %53 = zext nneg i32 %25 to i64
  %54 = icmp ugt i64 %17, %53
  %55 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %56 = load i32, ptr %55, align 4
  %57 = icmp eq i32 %56, 0
  %58 = zext nneg i32 %23 to i64
  %59 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %61

60:                                               ; preds = %357, %7
  ret void

61:                                               ; preds = %22, %357
  %62 = phi i32 [ %18, %22 ], [ %358, %357 ]
  %63 = sdiv i32 %62, %11
  %64 = mul nsw i32 %63, %11
  %65 = sub nsw i32 %62, %64
  %66 = sext i32 %63 to i64
  %67 = mul i64 %29, %66
  %68 = sext i32 %65 to i64
  %69 = mul i64 %30, %68
  %70 = add i64 %69, %67
  %71 = getelementptr inbounds nuw float, ptr %0, i64 %70
  %72 = and i64 %70, 3
  %73 = icmp eq i64 %72, 0
  %74 = select i1 %32, i1 %73, i1 false
  br i1 %74, label %75, label %119

75:                                               ; preds = %61
  br i1 %38, label %76, label %136

76:                                               ; preds = %75, %76
  %77 = phi i64 [ %117, %76 ], [ %36, %75 ]
  %78 = phi float [ %110, %76 ], [ 0.000000e+00, %75 ]
  %79 = phi float [ %116, %76 ], [ 0.000000e+00, %75 ]
  %80 = phi float [ %113, %76 ], [ 0.000000e+00, %75 ]
  %81 = getelementptr inbounds nuw %struct.float4, ptr %71, i64 %77
  %82 = load float, ptr %81, align 16, !tbaa !17
  %83 = getelementptr inbounds nuw i8, ptr %81, i64 4
  %84 = load float, ptr %83, align 4, !tbaa !17
  %85 = getelementptr inbounds nuw i8, ptr %81, i64 8
  %86 = load float, ptr %85, align 8, !tbaa !17
  %87 = getelementptr inbounds nuw i8, ptr %81, i64 12
  %88 = load float, ptr %87, align 4, !tbaa !17
  %89 = fadd contract float %78, 1.000000e+00
  %90 = fsub contract float %82, %80
  %91 = fdiv contract float %90, %89
  %92 = fadd contract float %80, %91
  %93 = fsub contract float %82, %92
  %94 = fmul contract float %90, %93
  %95 = fadd contract float %79, %94
  %96 = fadd contract float %89, 1.000000e+00
  %97 = fsub contract float %84, %92
  %98 = fdiv contract float %97, %96
  %99 = fadd contract float %92, %98
  %100 = fsub contract float %84, %99
  %101 = fmul contract float %97, %100
  %102 = fadd contract float %95, %101
  %103 = fadd contract float %96, 1.000000e+00
  %104 = fsub contract float %86, %99
  %105 = fdiv contract float %104, %103
  %106 = fadd contract float %99, %105
  %107 = fsub contract float %86, %106
  %108 = fmul contract float %104, %107
  %109 = fadd contract float %102, %108
  %110 = fadd contract float %103, 1.000000e+00
  %111 = fsub contract float %88, %106
  %112 = fdiv contract float %111, %110
  %113 = fadd contract float %106, %112
  %114 = fsub contract float %88, %113
  %115 = fmul contract float %111, %114
  %116 = fadd contract float %109, %115
  %117 = add nuw nsw i64 %77, %39
  %118 = icmp samesign ult i64 %117, %37
  br i1 %118, label %76, label %136, !llvm.loop !18

119:                                              ; preds = %61
  br i1 %34, label %120, label %136

120:                                              ; preds = %119, %120
  %121 = phi i64 [ %134, %120 ], [ %33, %119 ]
  %122 = phi float [ %127, %120 ], [ 0.000000e+00, %119 ]
  %123 = phi float [ %133, %120 ], [ 0.000000e+00, %119 ]
  %124 = phi float [ %130, %120 ], [ 0.000000e+00, %119 ]
  %125 = getelementptr inbounds nuw float, ptr %71, i64 %121
  %126 = load float, ptr %125, align 4, !tbaa !17
  %127 = fadd contract float %122, 1.000000e+00
  %128 = fsub contract float %126, %124
  %129 = fdiv contract float %128, %127
  %130 = fadd contract float %124, %129
  %131 = fsub contract float %126, %130
  %132 = fmul contract float %128, %131
  %133 = fadd contract float %123, %132
  %134 = add i64 %121, %35
  %135 = icmp ult i64 %134, %17
  br i1 %135, label %120, label %136, !llvm.loop !21

136:                                              ; preds = %120, %76, %75, %119
  %137 = phi float [ %113, %76 ], [ 0.000000e+00, %75 ], [ 0.000000e+00, %119 ], [ %130, %120 ]
  %138 = phi float [ %116, %76 ], [ 0.000000e+00, %75 ], [ 0.000000e+00, %119 ], [ %133, %120 ]
  %139 = phi float [ %110, %76 ], [ 0.000000e+00, %75 ], [ 0.000000e+00, %119 ], [ %127, %120 ]
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %137, i32 16, i32 31)
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %138, i32 16, i32 31)
  %142 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %139, i32 16, i32 31)
  %143 = fadd contract float %139, %142
  %144 = fcmp contract oeq float %143, 0.000000e+00
  br i1 %144, label %155, label %145

145:                                              ; preds = %136
  %146 = fsub contract float %140, %137
  %147 = fdiv contract float %142, %143
  %148 = fmul contract float %146, %147
  %149 = fadd contract float %137, %148
  %150 = fadd contract float %138, %141
  %151 = fmul contract float %146, %146
  %152 = fmul contract float %139, %151
  %153 = fmul contract float %152, %147
  %154 = fadd contract float %150, %153
  br label %155

155:                                              ; preds = %136, %145
  %156 = phi float [ %149, %145 ], [ %137, %136 ]
  %157 = phi float [ %154, %145 ], [ %138, %136 ]
  %158 = phi float [ %143, %145 ], [ %139, %136 ]
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %156, i32 8, i32 31)
  %160 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %157, i32 8, i32 31)
  %161 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %158, i32 8, i32 31)
  %162 = fadd contract float %158, %161
  %163 = fcmp contract oeq float %162, 0.000000e+00
  br i1 %163, label %174, label %164

164:                                              ; preds = %155
  %165 = fsub contract float %159, %156
  %166 = fdiv contract float %161, %162
  %167 = fmul contract float %165, %166
  %168 = fadd contract float %156, %167
  %169 = fadd contract float %157, %160
  %170 = fmul contract float %165, %165
  %171 = fmul contract float %158, %170
  %172 = fmul contract float %171, %166
  %173 = fadd contract float %169, %172
  br label %174

174:                                              ; preds = %164, %155
  %175 = phi float [ %168, %164 ], [ %156, %155 ]
  %176 = phi float [ %173, %164 ], [ %157, %155 ]
  %177 = phi float [ %162, %164 ], [ %158, %155 ]
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %175, i32 4, i32 31)
  %179 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %176, i32 4, i32 31)
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %177, i32 4, i32 31)
  %181 = fadd contract float %177, %180
  %182 = fcmp contract oeq float %181, 0.000000e+00
  br i1 %182, label %193, label %183

183:                                              ; preds = %174
  %184 = fsub contract float %178, %175
  %185 = fdiv contract float %180, %181
  %186 = fmul contract float %184, %185
  %187 = fadd contract float %175, %186
  %188 = fadd contract float %176, %179
  %189 = fmul contract float %184, %184
  %190 = fmul contract float %177, %189
  %191 = fmul contract float %190, %185
  %192 = fadd contract float %188, %191
  br label %193

193:                                              ; preds = %183, %174
  %194 = phi float [ %187, %183 ], [ %175, %174 ]
  %195 = phi float [ %192, %183 ], [ %176, %174 ]
  %196 = phi float [ %181, %183 ], [ %177, %174 ]
  %197 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %194, i32 2, i32 31)
  %198 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %195, i32 2, i32 31)
  %199 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %196, i32 2, i32 31)
  %200 = fadd contract float %196, %199
  %201 = fcmp contract oeq float %200, 0.000000e+00
  br i1 %201, label %212, label %202

202:                                              ; preds = %193
  %203 = fsub contract float %197, %194
  %204 = fdiv contract float %199, %200
  %205 = fmul contract float %203, %204
  %206 = fadd contract float %194, %205
  %207 = fadd contract float %195, %198
  %208 = fmul contract float %203, %203
  %209 = fmul contract float %196, %208
  %210 = fmul contract float %209, %204
  %211 = fadd contract float %207, %210
  br label %212

212:                                              ; preds = %202, %193
  %213 = phi float [ %206, %202 ], [ %194, %193 ]
  %214 = phi float [ %211, %202 ], [ %195, %193 ]
  %215 = phi float [ %200, %202 ], [ %196, %193 ]
  %216 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %213, i32 1, i32 31)
  %217 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %214, i32 1, i32 31)
  %218 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %215, i32 1, i32 31)
  %219 = fadd contract float %215, %218
  %220 = fcmp contract oeq float %219, 0.000000e+00
  br i1 %220, label %231, label %221

221:                                              ; preds = %212
  %222 = fsub contract float %216, %213
  %223 = fdiv contract float %218, %219
  %224 = fmul contract float %222, %223
  %225 = fadd contract float %213, %224
  %226 = fadd contract float %214, %217
  %227 = fmul contract float %222, %222
  %228 = fmul contract float %215, %227
  %229 = fmul contract float %228, %223
  %230 = fadd contract float %226, %229
  br label %231

231:                                              ; preds = %221, %212
  %232 = phi float [ %225, %221 ], [ %213, %212 ]
  %233 = phi float [ %230, %221 ], [ %214, %212 ]
  %234 = phi float [ %219, %221 ], [ %215, %212 ]
  br i1 %40, label %235, label %236

235:                                              ; preds = %231
  store float %232, ptr %42, align 4, !tbaa !17
  store float %233, ptr %43, align 4, !tbaa !17
  store float %234, ptr %44, align 4, !tbaa !17
  br label %236

236:                                              ; preds = %235, %231
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %45, label %237, label %351

237:                                              ; preds = %236
  br i1 %46, label %238, label %242

238:                                              ; preds = %237
  %239 = load float, ptr %48, align 4, !tbaa !17
  %240 = load float, ptr %49, align 4, !tbaa !17
  %241 = load float, ptr %50, align 4, !tbaa !17
  br label %242

242:                                              ; preds = %238, %237
  %243 = phi float [ %239, %238 ], [ 0.000000e+00, %237 ]
  %244 = phi float [ %240, %238 ], [ 0.000000e+00, %237 ]
  %245 = phi float [ %241, %238 ], [ 0.000000e+00, %237 ]
  %246 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %243, i32 16, i32 31)
  %247 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %244, i32 16, i32 31)
  %248 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %245, i32 16, i32 31)
  %249 = fadd contract float %245, %248
  %250 = fcmp contract oeq float %249, 0.000000e+00
  br i1 %250, label %261, label %251

251:                                              ; preds = %242
  %252 = fsub contract float %246, %243
  %253 = fdiv contract float %248, %249
  %254 = fmul contract float %252, %253
  %255 = fadd contract float %243, %254
  %256 = fadd contract float %244, %247
  %257 = fmul contract float %252, %252
  %258 = fmul contract float %245, %257
  %259 = fmul contract float %258, %253
  %260 = fadd contract float %256, %259
  br label %261

261:                                              ; preds = %242, %251
  %262 = phi float [ %255, %251 ], [ %243, %242 ]
  %263 = phi float [ %260, %251 ], [ %244, %242 ]
  %264 = phi float [ %249, %251 ], [ %245, %242 ]
  %265 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %262, i32 8, i32 31)
  %266 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %263, i32 8, i32 31)
  %267 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %264, i32 8, i32 31)
  %268 = fadd contract float %264, %267
  %269 = fcmp contract oeq float %268, 0.000000e+00
  br i1 %269, label %280, label %270

270:                                              ; preds = %261
  %271 = fsub contract float %265, %262
  %272 = fdiv contract float %267, %268
  %273 = fmul contract float %271, %272
  %274 = fadd contract float %262, %273
  %275 = fadd contract float %263, %266
  %276 = fmul contract float %271, %271
  %277 = fmul contract float %264, %276
  %278 = fmul contract float %277, %272
  %279 = fadd contract float %275, %278
  br label %280

280:                                              ; preds = %270, %261
  %281 = phi float [ %274, %270 ], [ %262, %261 ]
  %282 = phi float [ %279, %270 ], [ %263, %261 ]
  %283 = phi float [ %268, %270 ], [ %264, %261 ]
  %284 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %281, i32 4, i32 31)
  %285 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %282, i32 4, i32 31)
  %286 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %283, i32 4, i32 31)
  %287 = fadd contract float %283, %286
  %288 = fcmp contract oeq float %287, 0.000000e+00
  br i1 %288, label %299, label %289

289:                                              ; preds = %280
  %290 = fsub contract float %284, %281
  %291 = fdiv contract float %286, %287
  %292 = fmul contract float %290, %291
  %293 = fadd contract float %281, %292
  %294 = fadd contract float %282, %285
  %295 = fmul contract float %290, %290
  %296 = fmul contract float %283, %295
  %297 = fmul contract float %296, %291
  %298 = fadd contract float %294, %297
  br label %299

299:                                              ; preds = %289, %280
  %300 = phi float [ %293, %289 ], [ %281, %280 ]
  %301 = phi float [ %298, %289 ], [ %282, %280 ]
  %302 = phi float [ %287, %289 ], [ %283, %280 ]
  %303 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %300, i32 2, i32 31)
  %304 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %301, i32 2, i32 31)
  %305 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %302, i32 2, i32 31)
  %306 = fadd contract float %302, %305
  %307 = fcmp contract oeq float %306, 0.000000e+00
  br i1 %307, label %318, label %308

308:                                              ; preds = %299
  %309 = fsub contract float %303, %300
  %310 = fdiv contract float %305, %306
  %311 = fmul contract float %309, %310
  %312 = fadd contract float %300, %311
  %313 = fadd contract float %301, %304
  %314 = fmul contract float %309, %309
  %315 = fmul contract float %302, %314
  %316 = fmul contract float %315, %310
  %317 = fadd contract float %313, %316
  br label %318

318:                                              ; preds = %308, %299
  %319 = phi float [ %312, %308 ], [ %300, %299 ]
  %320 = phi float [ %317, %308 ], [ %301, %299 ]
  %321 = phi float [ %306, %308 ], [ %302, %299 ]
  %322 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %319, i32 1, i32 31)
  %323 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %320, i32 1, i32 31)
  %324 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %321, i32 1, i32 31)
  %325 = fadd contract float %321, %324
  %326 = fcmp contract oeq float %325, 0.000000e+00
  br i1 %326, label %337, label %327

327:                                              ; preds = %318
  %328 = fsub contract float %322, %319
  %329 = fdiv contract float %324, %325
  %330 = fmul contract float %328, %329
  %331 = fadd contract float %319, %330
  %332 = fadd contract float %320, %323
  %333 = fmul contract float %328, %328
  %334 = fmul contract float %321, %333
  %335 = fmul contract float %334, %329
  %336 = fadd contract float %332, %335
  br label %337

337:                                              ; preds = %327, %318
  %338 = phi float [ %331, %327 ], [ %319, %318 ]
  %339 = phi float [ %336, %327 ], [ %320, %318 ]
  %340 = phi float [ %325, %327 ], [ %321, %318 ]
  br i1 %40, label %341, label %351

341:                                              ; preds = %337
  %342 = fcmp contract ogt float %340, 0.000000e+00
  %343 = fdiv contract float %339, %340
  store float %338, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.0, align 4, !tbaa !17
  %344 = tail call float @llvm.maxnum.f32(float %343, float 0.000000e+00)
  %345 = select i1 %342, float %344, float 0.000000e+00
  %346 = fadd contract float %345, %52
  %347 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %346)
  store float %347, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.1, align 4, !tbaa !17
  %348 = sext i32 %62 to i64
  %349 = getelementptr inbounds float, ptr %4, i64 %348
  store float %338, ptr %349, align 4, !tbaa !17
  %350 = getelementptr inbounds float, ptr %5, i64 %348
  store float %347, ptr %350, align 4, !tbaa !17
  br label %351

351:                                              ; preds = %337, %341, %236
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %352 = load float, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.0, align 4, !tbaa !17
  %353 = load float, ptr addrspace(3) @_ZZ18groupnorm_silu_fwdE6s_stat.1, align 4, !tbaa !17
  %354 = getelementptr inbounds nuw float, ptr %3, i64 %70
  br i1 %54, label %355, label %357

355:                                              ; preds = %351
  %356 = mul nsw i32 %65, %12
  br label %360

357:                                              ; preds = %383, %351
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %358 = add i32 %62, %59
  %359 = icmp slt i32 %358, %20
  br i1 %359, label %61, label %60, !llvm.loop !22

360:                                              ; preds = %355, %383
  %361 = phi i64 [ %53, %355 ], [ %386, %383 ]
  %362 = udiv i64 %361, %16
  %363 = trunc i64 %362 to i32
  %364 = add nsw i32 %356, %363
  %365 = getelementptr inbounds nuw float, ptr %71, i64 %361
  %366 = load float, ptr %365, align 4, !tbaa !17
  %367 = fsub contract float %366, %352
  %368 = fmul contract float %353, %367
  %369 = sext i32 %364 to i64
  %370 = getelementptr inbounds float, ptr %1, i64 %369
  %371 = addrspacecast ptr %370 to ptr addrspace(1)
  %372 = load float, ptr addrspace(1) %371, align 4, !invariant.load !23
  %373 = fmul contract float %372, %368
  %374 = getelementptr inbounds float, ptr %2, i64 %369
  %375 = addrspacecast ptr %374 to ptr addrspace(1)
  %376 = load float, ptr addrspace(1) %375, align 4, !invariant.load !23
  %377 = fadd contract float %376, %373
  br i1 %57, label %383, label %378

378:                                              ; preds = %360
  %379 = fmul float %377, 0xBFF7154760000000
  %380 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %379)
  %381 = fadd contract float %380, 1.000000e+00
  %382 = fdiv contract float %377, %381
  br label %383

383:                                              ; preds = %378, %360
  %384 = phi float [ %382, %378 ], [ %377, %360 ]
  %385 = getelementptr inbounds nuw float, ptr %354, i64 %361
  store float %384, ptr %385, align 4, !tbaa !17
  %386 = add i64 %361, %58
  %387 = icmp ult i64 %386, %17
  br i1 %387, label %360, label %357, !llvm.loop !24
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
  br i1 %42, label %26, label %43, !llvm.loop !25

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
  br i1 %21, label %22, label %100

22:                                               ; preds = %15
  %23 = icmp sgt i32 %3, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %22
  %25 = sext i32 %4 to i64
  %26 = sext i32 %20 to i64
  br label %35

27:                                               ; preds = %64, %22
  %28 = phi float [ 0.000000e+00, %22 ], [ %65, %64 ]
  %29 = phi float [ 0.000000e+00, %22 ], [ %66, %64 ]
  %30 = phi float [ 0.000000e+00, %22 ], [ %67, %64 ]
  %31 = fcmp contract ogt float %28, 0.000000e+00
  %32 = fdiv contract float %29, %28
  %33 = select contract i1 %31, float %32, float 0.000000e+00
  %34 = fcmp contract ogt float %28, 1.000000e+00
  br i1 %34, label %70, label %73

35:                                               ; preds = %24, %64
  %36 = phi float [ 0.000000e+00, %24 ], [ %67, %64 ]
  %37 = phi float [ 0.000000e+00, %24 ], [ %66, %64 ]
  %38 = phi float [ 0.000000e+00, %24 ], [ %65, %64 ]
  %39 = phi i32 [ 0, %24 ], [ %68, %64 ]
  %40 = zext nneg i32 %39 to i64
  %41 = mul nsw i64 %40, %25
  %42 = add nsw i64 %41, %26
  %43 = getelementptr inbounds nuw i32, ptr %2, i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = icmp slt i32 %44, 1
  br i1 %45, label %64, label %46

46:                                               ; preds = %35
  %47 = uitofp nneg i32 %44 to float
  %48 = fadd contract float %38, %47
  %49 = fcmp contract oeq float %48, 0.000000e+00
  br i1 %49, label %64, label %50

50:                                               ; preds = %46
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %42
  %52 = load float, ptr %51, align 4, !tbaa !17
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %42
  %54 = load float, ptr %53, align 4, !tbaa !17
  %55 = fsub contract float %54, %36
  %56 = fdiv contract float %47, %48
  %57 = fmul contract float %56, %55
  %58 = fadd contract float %36, %57
  %59 = fadd contract float %37, %52
  %60 = fmul contract float %55, %55
  %61 = fmul contract float %38, %60
  %62 = fmul contract float %56, %61
  %63 = fadd contract float %59, %62
  br label %64

64:                                               ; preds = %50, %46, %35
  %65 = phi float [ %38, %35 ], [ %48, %50 ], [ %38, %46 ]
  %66 = phi float [ %37, %35 ], [ %63, %50 ], [ %37, %46 ]
  %67 = phi float [ %36, %35 ], [ %58, %50 ], [ %36, %46 ]
  %68 = add nuw nsw i32 %39, 1
  %69 = icmp eq i32 %68, %3
  br i1 %69, label %27, label %35, !llvm.loop !26

70:                                               ; preds = %27
  %71 = fadd contract float %28, -1.000000e+00
  %72 = fdiv contract float %29, %71
  br label %73

73:                                               ; preds = %27, %70
  %74 = phi contract float [ %72, %70 ], [ %33, %27 ]
  %75 = fadd contract float %8, %33
  %76 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %75)
  %77 = fsub contract float 1.000000e+00, %7
  %78 = sext i32 %20 to i64
  %79 = getelementptr inbounds float, ptr %9, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !17
  %81 = fmul contract float %77, %80
  %82 = fmul contract float %7, %30
  %83 = fadd contract float %82, %81
  store float %83, ptr %79, align 4, !tbaa !17
  %84 = getelementptr inbounds float, ptr %10, i64 %78
  %85 = load float, ptr %84, align 4, !tbaa !17
  %86 = fmul contract float %77, %85
  %87 = fmul contract float %7, %74
  %88 = fadd contract float %87, %86
  store float %88, ptr %84, align 4, !tbaa !17
  %89 = getelementptr inbounds float, ptr %5, i64 %78
  %90 = load float, ptr %89, align 4, !tbaa !17
  %91 = fmul contract float %76, %90
  %92 = getelementptr inbounds float, ptr %11, i64 %78
  store float %91, ptr %92, align 4, !tbaa !17
  %93 = getelementptr inbounds float, ptr %6, i64 %78
  %94 = load float, ptr %93, align 4, !tbaa !17
  %95 = fmul contract float %30, %91
  %96 = fsub contract float %94, %95
  %97 = getelementptr inbounds float, ptr %12, i64 %78
  store float %96, ptr %97, align 4, !tbaa !17
  %98 = getelementptr inbounds float, ptr %13, i64 %78
  store float %30, ptr %98, align 4, !tbaa !17
  %99 = getelementptr inbounds float, ptr %14, i64 %78
  store float %76, ptr %99, align 4, !tbaa !17
  br label %100

100:                                              ; preds = %15, %73
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

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.unroll.disable"}
!21 = distinct !{!21, !19, !20}
!22 = distinct !{!22, !19, !20}
!23 = !{}
!24 = distinct !{!24, !19, !20}
!25 = distinct !{!25, !19, !20}
!26 = distinct !{!26, !19, !20}
