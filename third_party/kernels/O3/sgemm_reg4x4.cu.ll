; ModuleID = 'src/sgemm_reg4x4.cu'
source_filename = "src/sgemm_reg4x4.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As = internal unnamed_addr addrspace(3) global [8 x [64 x float]] undef, align 16
@_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs = internal unnamed_addr addrspace(3) global [8 x [64 x float]] undef, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sgemm_tiled_4x4(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, float noundef %8, ptr noalias noundef captures(none) %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = icmp slt i32 %5, %2
  %13 = icmp slt i32 %7, %1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %10, %1
  %16 = or i1 %14, %15
  br i1 %16, label %760, label %17

17:                                               ; preds = %11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul nuw nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add nuw nsw i32 %20, %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %24 = mul nuw nsw i32 %19, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = shl nuw nsw i32 %25, 6
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = shl i32 %27, 6
  %29 = icmp samesign ult i32 %22, 256
  %30 = lshr i32 %22, 2
  %31 = and i32 %30, 1048572
  %32 = shl nuw nsw i32 %22, 2
  %33 = and i32 %32, 60
  %34 = icmp sgt i32 %2, 0
  br i1 %34, label %35, label %123

35:                                               ; preds = %17
  %36 = icmp samesign ult i32 %22, 512
  %37 = sext i32 %5 to i64
  %38 = sext i32 %7 to i64
  %39 = zext nneg i32 %31 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %39
  %41 = zext nneg i32 %33 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %44 = getelementptr inbounds nuw i8, ptr %40, i64 8
  %45 = getelementptr inbounds nuw i8, ptr %40, i64 12
  %46 = getelementptr inbounds nuw i8, ptr %42, i64 4
  %47 = getelementptr inbounds nuw i8, ptr %42, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %42, i64 12
  %49 = getelementptr inbounds nuw i8, ptr %40, i64 256
  %50 = getelementptr inbounds nuw i8, ptr %40, i64 260
  %51 = getelementptr inbounds nuw i8, ptr %40, i64 264
  %52 = getelementptr inbounds nuw i8, ptr %40, i64 268
  %53 = getelementptr inbounds nuw i8, ptr %42, i64 256
  %54 = getelementptr inbounds nuw i8, ptr %42, i64 260
  %55 = getelementptr inbounds nuw i8, ptr %42, i64 264
  %56 = getelementptr inbounds nuw i8, ptr %42, i64 268
  %57 = getelementptr inbounds nuw i8, ptr %40, i64 512
  %58 = getelementptr inbounds nuw i8, ptr %40, i64 516
  %59 = getelementptr inbounds nuw i8, ptr %40, i64 520
  %60 = getelementptr inbounds nuw i8, ptr %40, i64 524
  %61 = getelementptr inbounds nuw i8, ptr %42, i64 512
  %62 = getelementptr inbounds nuw i8, ptr %42, i64 516
  %63 = getelementptr inbounds nuw i8, ptr %42, i64 520
  %64 = getelementptr inbounds nuw i8, ptr %42, i64 524
  %65 = getelementptr inbounds nuw i8, ptr %40, i64 768
  %66 = getelementptr inbounds nuw i8, ptr %40, i64 772
  %67 = getelementptr inbounds nuw i8, ptr %40, i64 776
  %68 = getelementptr inbounds nuw i8, ptr %40, i64 780
  %69 = getelementptr inbounds nuw i8, ptr %42, i64 768
  %70 = getelementptr inbounds nuw i8, ptr %42, i64 772
  %71 = getelementptr inbounds nuw i8, ptr %42, i64 776
  %72 = getelementptr inbounds nuw i8, ptr %42, i64 780
  %73 = getelementptr inbounds nuw i8, ptr %40, i64 1024
  %74 = getelementptr inbounds nuw i8, ptr %40, i64 1028
  %75 = getelementptr inbounds nuw i8, ptr %40, i64 1032
  %76 = getelementptr inbounds nuw i8, ptr %40, i64 1036
  %77 = getelementptr inbounds nuw i8, ptr %42, i64 1024
  %78 = getelementptr inbounds nuw i8, ptr %42, i64 1028
  %79 = getelementptr inbounds nuw i8, ptr %42, i64 1032
  %80 = getelementptr inbounds nuw i8, ptr %42, i64 1036
  %81 = getelementptr inbounds nuw i8, ptr %40, i64 1280
  %82 = getelementptr inbounds nuw i8, ptr %40, i64 1284
  %83 = getelementptr inbounds nuw i8, ptr %40, i64 1288
  %84 = getelementptr inbounds nuw i8, ptr %40, i64 1292
  %85 = getelementptr inbounds nuw i8, ptr %42, i64 1280
  %86 = getelementptr inbounds nuw i8, ptr %42, i64 1284
  %87 = getelementptr inbounds nuw i8, ptr %42, i64 1288
  %88 = getelementptr inbounds nuw i8, ptr %42, i64 1292
  %89 = getelementptr inbounds nuw i8, ptr %40, i64 1536
  %90 = getelementptr inbounds nuw i8, ptr %40, i64 1540
  %91 = getelementptr inbounds nuw i8, ptr %40, i64 1544
  %92 = getelementptr inbounds nuw i8, ptr %40, i64 1548
  %93 = getelementptr inbounds nuw i8, ptr %42, i64 1536
  %94 = getelementptr inbounds nuw i8, ptr %42, i64 1540
  %95 = getelementptr inbounds nuw i8, ptr %42, i64 1544
  %96 = getelementptr inbounds nuw i8, ptr %42, i64 1548
  %97 = getelementptr inbounds nuw i8, ptr %40, i64 1792
  %98 = getelementptr inbounds nuw i8, ptr %40, i64 1796
  %99 = getelementptr inbounds nuw i8, ptr %40, i64 1800
  %100 = getelementptr inbounds nuw i8, ptr %40, i64 1804
  %101 = getelementptr inbounds nuw i8, ptr %42, i64 1792
  %102 = getelementptr inbounds nuw i8, ptr %42, i64 1796
  %103 = getelementptr inbounds nuw i8, ptr %42, i64 1800
  %104 = getelementptr inbounds nuw i8, ptr %42, i64 1804
  br label %105

105:                                              ; preds = %35, %516
  %106 = phi float [ 0.000000e+00, %35 ], [ %517, %516 ]
  %107 = phi float [ 0.000000e+00, %35 ], [ %518, %516 ]
  %108 = phi float [ 0.000000e+00, %35 ], [ %519, %516 ]
  %109 = phi float [ 0.000000e+00, %35 ], [ %520, %516 ]
  %110 = phi float [ 0.000000e+00, %35 ], [ %521, %516 ]
  %111 = phi float [ 0.000000e+00, %35 ], [ %522, %516 ]
  %112 = phi float [ 0.000000e+00, %35 ], [ %523, %516 ]
  %113 = phi float [ 0.000000e+00, %35 ], [ %524, %516 ]
  %114 = phi float [ 0.000000e+00, %35 ], [ %525, %516 ]
  %115 = phi float [ 0.000000e+00, %35 ], [ %526, %516 ]
  %116 = phi float [ 0.000000e+00, %35 ], [ %527, %516 ]
  %117 = phi float [ 0.000000e+00, %35 ], [ %528, %516 ]
  %118 = phi float [ 0.000000e+00, %35 ], [ %529, %516 ]
  %119 = phi float [ 0.000000e+00, %35 ], [ %530, %516 ]
  %120 = phi float [ 0.000000e+00, %35 ], [ %531, %516 ]
  %121 = phi float [ 0.000000e+00, %35 ], [ %532, %516 ]
  %122 = phi i32 [ 0, %35 ], [ %533, %516 ]
  br i1 %36, label %146, label %170

123:                                              ; preds = %516, %17
  %124 = phi float [ 0.000000e+00, %17 ], [ %517, %516 ]
  %125 = phi float [ 0.000000e+00, %17 ], [ %518, %516 ]
  %126 = phi float [ 0.000000e+00, %17 ], [ %519, %516 ]
  %127 = phi float [ 0.000000e+00, %17 ], [ %520, %516 ]
  %128 = phi float [ 0.000000e+00, %17 ], [ %521, %516 ]
  %129 = phi float [ 0.000000e+00, %17 ], [ %522, %516 ]
  %130 = phi float [ 0.000000e+00, %17 ], [ %523, %516 ]
  %131 = phi float [ 0.000000e+00, %17 ], [ %524, %516 ]
  %132 = phi float [ 0.000000e+00, %17 ], [ %525, %516 ]
  %133 = phi float [ 0.000000e+00, %17 ], [ %526, %516 ]
  %134 = phi float [ 0.000000e+00, %17 ], [ %527, %516 ]
  %135 = phi float [ 0.000000e+00, %17 ], [ %528, %516 ]
  %136 = phi float [ 0.000000e+00, %17 ], [ %529, %516 ]
  %137 = phi float [ 0.000000e+00, %17 ], [ %530, %516 ]
  %138 = phi float [ 0.000000e+00, %17 ], [ %531, %516 ]
  %139 = phi float [ 0.000000e+00, %17 ], [ %532, %516 ]
  br i1 %29, label %140, label %760

140:                                              ; preds = %123
  %141 = or disjoint i32 %31, %26
  %142 = or disjoint i32 %33, %28
  %143 = sext i32 %10 to i64
  %144 = fcmp contract oeq float %8, 0.000000e+00
  %145 = icmp slt i32 %141, %0
  br i1 %145, label %535, label %589

146:                                              ; preds = %105, %162
  %147 = phi i32 [ %168, %162 ], [ %22, %105 ]
  %148 = lshr i32 %147, 3
  %149 = and i32 %147, 7
  %150 = or disjoint i32 %148, %26
  %151 = or disjoint i32 %149, %122
  %152 = icmp slt i32 %150, %0
  %153 = icmp slt i32 %151, %2
  %154 = select i1 %152, i1 %153, i1 false
  br i1 %154, label %155, label %162

155:                                              ; preds = %146
  %156 = zext nneg i32 %150 to i64
  %157 = mul nsw i64 %156, %37
  %158 = getelementptr float, ptr %4, i64 %157
  %159 = zext nneg i32 %151 to i64
  %160 = getelementptr float, ptr %158, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %162

162:                                              ; preds = %155, %146
  %163 = phi contract float [ %161, %155 ], [ 0.000000e+00, %146 ]
  %164 = zext nneg i32 %149 to i64
  %165 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %164
  %166 = zext nneg i32 %148 to i64
  %167 = getelementptr inbounds nuw float, ptr %165, i64 %166
  store float %163, ptr %167, align 4, !tbaa !18, !noalias !21
  %168 = add nuw nsw i32 %147, %24
  %169 = icmp samesign ult i32 %168, 512
  br i1 %169, label %146, label %492, !llvm.loop !22

170:                                              ; preds = %508, %105
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %29, label %171, label %516

171:                                              ; preds = %170
  %172 = load float, ptr %40, align 4, !tbaa !18, !noalias !21
  %173 = load float, ptr %43, align 4, !tbaa !18, !noalias !21
  %174 = load float, ptr %44, align 4, !tbaa !18, !noalias !21
  %175 = load float, ptr %45, align 4, !tbaa !18, !noalias !21
  %176 = load float, ptr %42, align 4, !tbaa !18, !noalias !21
  %177 = load float, ptr %46, align 4, !tbaa !18, !noalias !21
  %178 = load float, ptr %47, align 4, !tbaa !18, !noalias !21
  %179 = load float, ptr %48, align 4, !tbaa !18, !noalias !21
  %180 = fmul contract float %172, %176
  %181 = fadd contract float %121, %180
  %182 = fmul contract float %172, %177
  %183 = fadd contract float %120, %182
  %184 = fmul contract float %172, %178
  %185 = fadd contract float %119, %184
  %186 = fmul contract float %172, %179
  %187 = fadd contract float %118, %186
  %188 = fmul contract float %173, %176
  %189 = fadd contract float %117, %188
  %190 = fmul contract float %173, %177
  %191 = fadd contract float %116, %190
  %192 = fmul contract float %173, %178
  %193 = fadd contract float %115, %192
  %194 = fmul contract float %173, %179
  %195 = fadd contract float %114, %194
  %196 = fmul contract float %174, %176
  %197 = fadd contract float %113, %196
  %198 = fmul contract float %174, %177
  %199 = fadd contract float %112, %198
  %200 = fmul contract float %174, %178
  %201 = fadd contract float %111, %200
  %202 = fmul contract float %174, %179
  %203 = fadd contract float %110, %202
  %204 = fmul contract float %175, %176
  %205 = fadd contract float %109, %204
  %206 = fmul contract float %175, %177
  %207 = fadd contract float %108, %206
  %208 = fmul contract float %175, %178
  %209 = fadd contract float %107, %208
  %210 = fmul contract float %175, %179
  %211 = fadd contract float %106, %210
  %212 = load float, ptr %49, align 4, !tbaa !18, !noalias !21
  %213 = load float, ptr %50, align 4, !tbaa !18, !noalias !21
  %214 = load float, ptr %51, align 4, !tbaa !18, !noalias !21
  %215 = load float, ptr %52, align 4, !tbaa !18, !noalias !21
  %216 = load float, ptr %53, align 4, !tbaa !18, !noalias !21
  %217 = load float, ptr %54, align 4, !tbaa !18, !noalias !21
  %218 = load float, ptr %55, align 4, !tbaa !18, !noalias !21
  %219 = load float, ptr %56, align 4, !tbaa !18, !noalias !21
  %220 = fmul contract float %212, %216
  %221 = fadd contract float %181, %220
  %222 = fmul contract float %212, %217
  %223 = fadd contract float %183, %222
  %224 = fmul contract float %212, %218
  %225 = fadd contract float %185, %224
  %226 = fmul contract float %212, %219
  %227 = fadd contract float %187, %226
  %228 = fmul contract float %213, %216
  %229 = fadd contract float %189, %228
  %230 = fmul contract float %213, %217
  %231 = fadd contract float %191, %230
  %232 = fmul contract float %213, %218
  %233 = fadd contract float %193, %232
  %234 = fmul contract float %213, %219
  %235 = fadd contract float %195, %234
  %236 = fmul contract float %214, %216
  %237 = fadd contract float %197, %236
  %238 = fmul contract float %214, %217
  %239 = fadd contract float %199, %238
  %240 = fmul contract float %214, %218
  %241 = fadd contract float %201, %240
  %242 = fmul contract float %214, %219
  %243 = fadd contract float %203, %242
  %244 = fmul contract float %215, %216
  %245 = fadd contract float %205, %244
  %246 = fmul contract float %215, %217
  %247 = fadd contract float %207, %246
  %248 = fmul contract float %215, %218
  %249 = fadd contract float %209, %248
  %250 = fmul contract float %215, %219
  %251 = fadd contract float %211, %250
  %252 = load float, ptr %57, align 4, !tbaa !18, !noalias !21
  %253 = load float, ptr %58, align 4, !tbaa !18, !noalias !21
  %254 = load float, ptr %59, align 4, !tbaa !18, !noalias !21
  %255 = load float, ptr %60, align 4, !tbaa !18, !noalias !21
  %256 = load float, ptr %61, align 4, !tbaa !18, !noalias !21
  %257 = load float, ptr %62, align 4, !tbaa !18, !noalias !21
  %258 = load float, ptr %63, align 4, !tbaa !18, !noalias !21
  %259 = load float, ptr %64, align 4, !tbaa !18, !noalias !21
  %260 = fmul contract float %252, %256
  %261 = fadd contract float %221, %260
  %262 = fmul contract float %252, %257
  %263 = fadd contract float %223, %262
  %264 = fmul contract float %252, %258
  %265 = fadd contract float %225, %264
  %266 = fmul contract float %252, %259
  %267 = fadd contract float %227, %266
  %268 = fmul contract float %253, %256
  %269 = fadd contract float %229, %268
  %270 = fmul contract float %253, %257
  %271 = fadd contract float %231, %270
  %272 = fmul contract float %253, %258
  %273 = fadd contract float %233, %272
  %274 = fmul contract float %253, %259
  %275 = fadd contract float %235, %274
  %276 = fmul contract float %254, %256
  %277 = fadd contract float %237, %276
  %278 = fmul contract float %254, %257
  %279 = fadd contract float %239, %278
  %280 = fmul contract float %254, %258
  %281 = fadd contract float %241, %280
  %282 = fmul contract float %254, %259
  %283 = fadd contract float %243, %282
  %284 = fmul contract float %255, %256
  %285 = fadd contract float %245, %284
  %286 = fmul contract float %255, %257
  %287 = fadd contract float %247, %286
  %288 = fmul contract float %255, %258
  %289 = fadd contract float %249, %288
  %290 = fmul contract float %255, %259
  %291 = fadd contract float %251, %290
  %292 = load float, ptr %65, align 4, !tbaa !18, !noalias !21
  %293 = load float, ptr %66, align 4, !tbaa !18, !noalias !21
  %294 = load float, ptr %67, align 4, !tbaa !18, !noalias !21
  %295 = load float, ptr %68, align 4, !tbaa !18, !noalias !21
  %296 = load float, ptr %69, align 4, !tbaa !18, !noalias !21
  %297 = load float, ptr %70, align 4, !tbaa !18, !noalias !21
  %298 = load float, ptr %71, align 4, !tbaa !18, !noalias !21
  %299 = load float, ptr %72, align 4, !tbaa !18, !noalias !21
  %300 = fmul contract float %292, %296
  %301 = fadd contract float %261, %300
  %302 = fmul contract float %292, %297
  %303 = fadd contract float %263, %302
  %304 = fmul contract float %292, %298
  %305 = fadd contract float %265, %304
  %306 = fmul contract float %292, %299
  %307 = fadd contract float %267, %306
  %308 = fmul contract float %293, %296
  %309 = fadd contract float %269, %308
  %310 = fmul contract float %293, %297
  %311 = fadd contract float %271, %310
  %312 = fmul contract float %293, %298
  %313 = fadd contract float %273, %312
  %314 = fmul contract float %293, %299
  %315 = fadd contract float %275, %314
  %316 = fmul contract float %294, %296
  %317 = fadd contract float %277, %316
  %318 = fmul contract float %294, %297
  %319 = fadd contract float %279, %318
  %320 = fmul contract float %294, %298
  %321 = fadd contract float %281, %320
  %322 = fmul contract float %294, %299
  %323 = fadd contract float %283, %322
  %324 = fmul contract float %295, %296
  %325 = fadd contract float %285, %324
  %326 = fmul contract float %295, %297
  %327 = fadd contract float %287, %326
  %328 = fmul contract float %295, %298
  %329 = fadd contract float %289, %328
  %330 = fmul contract float %295, %299
  %331 = fadd contract float %291, %330
  %332 = load float, ptr %73, align 4, !tbaa !18, !noalias !21
  %333 = load float, ptr %74, align 4, !tbaa !18, !noalias !21
  %334 = load float, ptr %75, align 4, !tbaa !18, !noalias !21
  %335 = load float, ptr %76, align 4, !tbaa !18, !noalias !21
  %336 = load float, ptr %77, align 4, !tbaa !18, !noalias !21
  %337 = load float, ptr %78, align 4, !tbaa !18, !noalias !21
  %338 = load float, ptr %79, align 4, !tbaa !18, !noalias !21
  %339 = load float, ptr %80, align 4, !tbaa !18, !noalias !21
  %340 = fmul contract float %332, %336
  %341 = fadd contract float %301, %340
  %342 = fmul contract float %332, %337
  %343 = fadd contract float %303, %342
  %344 = fmul contract float %332, %338
  %345 = fadd contract float %305, %344
  %346 = fmul contract float %332, %339
  %347 = fadd contract float %307, %346
  %348 = fmul contract float %333, %336
  %349 = fadd contract float %309, %348
  %350 = fmul contract float %333, %337
  %351 = fadd contract float %311, %350
  %352 = fmul contract float %333, %338
  %353 = fadd contract float %313, %352
  %354 = fmul contract float %333, %339
  %355 = fadd contract float %315, %354
  %356 = fmul contract float %334, %336
  %357 = fadd contract float %317, %356
  %358 = fmul contract float %334, %337
  %359 = fadd contract float %319, %358
  %360 = fmul contract float %334, %338
  %361 = fadd contract float %321, %360
  %362 = fmul contract float %334, %339
  %363 = fadd contract float %323, %362
  %364 = fmul contract float %335, %336
  %365 = fadd contract float %325, %364
  %366 = fmul contract float %335, %337
  %367 = fadd contract float %327, %366
  %368 = fmul contract float %335, %338
  %369 = fadd contract float %329, %368
  %370 = fmul contract float %335, %339
  %371 = fadd contract float %331, %370
  %372 = load float, ptr %81, align 4, !tbaa !18, !noalias !21
  %373 = load float, ptr %82, align 4, !tbaa !18, !noalias !21
  %374 = load float, ptr %83, align 4, !tbaa !18, !noalias !21
  %375 = load float, ptr %84, align 4, !tbaa !18, !noalias !21
  %376 = load float, ptr %85, align 4, !tbaa !18, !noalias !21
  %377 = load float, ptr %86, align 4, !tbaa !18, !noalias !21
  %378 = load float, ptr %87, align 4, !tbaa !18, !noalias !21
  %379 = load float, ptr %88, align 4, !tbaa !18, !noalias !21
  %380 = fmul contract float %372, %376
  %381 = fadd contract float %341, %380
  %382 = fmul contract float %372, %377
  %383 = fadd contract float %343, %382
  %384 = fmul contract float %372, %378
  %385 = fadd contract float %345, %384
  %386 = fmul contract float %372, %379
  %387 = fadd contract float %347, %386
  %388 = fmul contract float %373, %376
  %389 = fadd contract float %349, %388
  %390 = fmul contract float %373, %377
  %391 = fadd contract float %351, %390
  %392 = fmul contract float %373, %378
  %393 = fadd contract float %353, %392
  %394 = fmul contract float %373, %379
  %395 = fadd contract float %355, %394
  %396 = fmul contract float %374, %376
  %397 = fadd contract float %357, %396
  %398 = fmul contract float %374, %377
  %399 = fadd contract float %359, %398
  %400 = fmul contract float %374, %378
  %401 = fadd contract float %361, %400
  %402 = fmul contract float %374, %379
  %403 = fadd contract float %363, %402
  %404 = fmul contract float %375, %376
  %405 = fadd contract float %365, %404
  %406 = fmul contract float %375, %377
  %407 = fadd contract float %367, %406
  %408 = fmul contract float %375, %378
  %409 = fadd contract float %369, %408
  %410 = fmul contract float %375, %379
  %411 = fadd contract float %371, %410
  %412 = load float, ptr %89, align 4, !tbaa !18, !noalias !21
  %413 = load float, ptr %90, align 4, !tbaa !18, !noalias !21
  %414 = load float, ptr %91, align 4, !tbaa !18, !noalias !21
  %415 = load float, ptr %92, align 4, !tbaa !18, !noalias !21
  %416 = load float, ptr %93, align 4, !tbaa !18, !noalias !21
  %417 = load float, ptr %94, align 4, !tbaa !18, !noalias !21
  %418 = load float, ptr %95, align 4, !tbaa !18, !noalias !21
  %419 = load float, ptr %96, align 4, !tbaa !18, !noalias !21
  %420 = fmul contract float %412, %416
  %421 = fadd contract float %381, %420
  %422 = fmul contract float %412, %417
  %423 = fadd contract float %383, %422
  %424 = fmul contract float %412, %418
  %425 = fadd contract float %385, %424
  %426 = fmul contract float %412, %419
  %427 = fadd contract float %387, %426
  %428 = fmul contract float %413, %416
  %429 = fadd contract float %389, %428
  %430 = fmul contract float %413, %417
  %431 = fadd contract float %391, %430
  %432 = fmul contract float %413, %418
  %433 = fadd contract float %393, %432
  %434 = fmul contract float %413, %419
  %435 = fadd contract float %395, %434
  %436 = fmul contract float %414, %416
  %437 = fadd contract float %397, %436
  %438 = fmul contract float %414, %417
  %439 = fadd contract float %399, %438
  %440 = fmul contract float %414, %418
  %441 = fadd contract float %401, %440
  %442 = fmul contract float %414, %419
  %443 = fadd contract float %403, %442
  %444 = fmul contract float %415, %416
  %445 = fadd contract float %405, %444
  %446 = fmul contract float %415, %417
  %447 = fadd contract float %407, %446
  %448 = fmul contract float %415, %418
  %449 = fadd contract float %409, %448
  %450 = fmul contract float %415, %419
  %451 = fadd contract float %411, %450
  %452 = load float, ptr %97, align 4, !tbaa !18, !noalias !21
  %453 = load float, ptr %98, align 4, !tbaa !18, !noalias !21
  %454 = load float, ptr %99, align 4, !tbaa !18, !noalias !21
  %455 = load float, ptr %100, align 4, !tbaa !18, !noalias !21
  %456 = load float, ptr %101, align 4, !tbaa !18, !noalias !21
  %457 = load float, ptr %102, align 4, !tbaa !18, !noalias !21
  %458 = load float, ptr %103, align 4, !tbaa !18, !noalias !21
  %459 = load float, ptr %104, align 4, !tbaa !18, !noalias !21
  %460 = fmul contract float %452, %456
  %461 = fadd contract float %421, %460
  %462 = fmul contract float %452, %457
  %463 = fadd contract float %423, %462
  %464 = fmul contract float %452, %458
  %465 = fadd contract float %425, %464
  %466 = fmul contract float %452, %459
  %467 = fadd contract float %427, %466
  %468 = fmul contract float %453, %456
  %469 = fadd contract float %429, %468
  %470 = fmul contract float %453, %457
  %471 = fadd contract float %431, %470
  %472 = fmul contract float %453, %458
  %473 = fadd contract float %433, %472
  %474 = fmul contract float %453, %459
  %475 = fadd contract float %435, %474
  %476 = fmul contract float %454, %456
  %477 = fadd contract float %437, %476
  %478 = fmul contract float %454, %457
  %479 = fadd contract float %439, %478
  %480 = fmul contract float %454, %458
  %481 = fadd contract float %441, %480
  %482 = fmul contract float %454, %459
  %483 = fadd contract float %443, %482
  %484 = fmul contract float %455, %456
  %485 = fadd contract float %445, %484
  %486 = fmul contract float %455, %457
  %487 = fadd contract float %447, %486
  %488 = fmul contract float %455, %458
  %489 = fadd contract float %449, %488
  %490 = fmul contract float %455, %459
  %491 = fadd contract float %451, %490
  br label %516

492:                                              ; preds = %162, %508
  %493 = phi i32 [ %514, %508 ], [ %22, %162 ]
  %494 = lshr i32 %493, 6
  %495 = and i32 %493, 63
  %496 = or disjoint i32 %494, %122
  %497 = or disjoint i32 %495, %28
  %498 = icmp slt i32 %496, %2
  %499 = icmp slt i32 %497, %1
  %500 = select i1 %498, i1 %499, i1 false
  br i1 %500, label %501, label %508

501:                                              ; preds = %492
  %502 = zext nneg i32 %496 to i64
  %503 = mul nsw i64 %502, %38
  %504 = getelementptr float, ptr %6, i64 %503
  %505 = sext i32 %497 to i64
  %506 = getelementptr float, ptr %504, i64 %505
  %507 = load float, ptr %506, align 4, !tbaa !18, !alias.scope !14, !noalias !24
  br label %508

508:                                              ; preds = %501, %492
  %509 = phi contract float [ %507, %501 ], [ 0.000000e+00, %492 ]
  %510 = zext nneg i32 %494 to i64
  %511 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %510
  %512 = zext nneg i32 %495 to i64
  %513 = getelementptr inbounds nuw float, ptr %511, i64 %512
  store float %509, ptr %513, align 4, !tbaa !18, !noalias !21
  %514 = add nuw nsw i32 %493, %24
  %515 = icmp samesign ult i32 %514, 512
  br i1 %515, label %492, label %170, !llvm.loop !25

516:                                              ; preds = %171, %170
  %517 = phi float [ %491, %171 ], [ %106, %170 ]
  %518 = phi float [ %489, %171 ], [ %107, %170 ]
  %519 = phi float [ %487, %171 ], [ %108, %170 ]
  %520 = phi float [ %485, %171 ], [ %109, %170 ]
  %521 = phi float [ %483, %171 ], [ %110, %170 ]
  %522 = phi float [ %481, %171 ], [ %111, %170 ]
  %523 = phi float [ %479, %171 ], [ %112, %170 ]
  %524 = phi float [ %477, %171 ], [ %113, %170 ]
  %525 = phi float [ %475, %171 ], [ %114, %170 ]
  %526 = phi float [ %473, %171 ], [ %115, %170 ]
  %527 = phi float [ %471, %171 ], [ %116, %170 ]
  %528 = phi float [ %469, %171 ], [ %117, %170 ]
  %529 = phi float [ %467, %171 ], [ %118, %170 ]
  %530 = phi float [ %465, %171 ], [ %119, %170 ]
  %531 = phi float [ %463, %171 ], [ %120, %170 ]
  %532 = phi float [ %461, %171 ], [ %121, %170 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %533 = add nuw nsw i32 %122, 8
  %534 = icmp slt i32 %533, %2
  br i1 %534, label %105, label %123, !llvm.loop !26

535:                                              ; preds = %140
  %536 = zext nneg i32 %141 to i64
  %537 = mul nsw i64 %536, %143
  %538 = getelementptr float, ptr %9, i64 %537
  %539 = icmp slt i32 %142, %1
  br i1 %539, label %540, label %550

540:                                              ; preds = %535
  %541 = sext i32 %142 to i64
  %542 = getelementptr float, ptr %538, i64 %541
  %543 = fmul contract float %3, %139
  br i1 %144, label %548, label %544

544:                                              ; preds = %540
  %545 = load float, ptr %542, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %546 = fmul contract float %8, %545
  %547 = fadd contract float %543, %546
  br label %548

548:                                              ; preds = %540, %544
  %549 = phi contract float [ %547, %544 ], [ %543, %540 ]
  store float %549, ptr %542, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %550

550:                                              ; preds = %548, %535
  %551 = or disjoint i32 %142, 1
  %552 = icmp slt i32 %551, %1
  br i1 %552, label %553, label %563

553:                                              ; preds = %550
  %554 = sext i32 %551 to i64
  %555 = getelementptr float, ptr %538, i64 %554
  %556 = fmul contract float %3, %138
  br i1 %144, label %561, label %557

557:                                              ; preds = %553
  %558 = load float, ptr %555, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %559 = fmul contract float %8, %558
  %560 = fadd contract float %556, %559
  br label %561

561:                                              ; preds = %553, %557
  %562 = phi contract float [ %560, %557 ], [ %556, %553 ]
  store float %562, ptr %555, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %563

563:                                              ; preds = %561, %550
  %564 = or disjoint i32 %142, 2
  %565 = icmp slt i32 %564, %1
  br i1 %565, label %566, label %576

566:                                              ; preds = %563
  %567 = sext i32 %564 to i64
  %568 = getelementptr float, ptr %538, i64 %567
  %569 = fmul contract float %3, %137
  br i1 %144, label %574, label %570

570:                                              ; preds = %566
  %571 = load float, ptr %568, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %572 = fmul contract float %8, %571
  %573 = fadd contract float %569, %572
  br label %574

574:                                              ; preds = %566, %570
  %575 = phi contract float [ %573, %570 ], [ %569, %566 ]
  store float %575, ptr %568, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %576

576:                                              ; preds = %574, %563
  %577 = or disjoint i32 %142, 3
  %578 = icmp slt i32 %577, %1
  br i1 %578, label %579, label %589

579:                                              ; preds = %576
  %580 = sext i32 %577 to i64
  %581 = getelementptr float, ptr %538, i64 %580
  %582 = fmul contract float %3, %136
  br i1 %144, label %587, label %583

583:                                              ; preds = %579
  %584 = load float, ptr %581, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %585 = fmul contract float %8, %584
  %586 = fadd contract float %582, %585
  br label %587

587:                                              ; preds = %579, %583
  %588 = phi contract float [ %586, %583 ], [ %582, %579 ]
  store float %588, ptr %581, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %589

589:                                              ; preds = %576, %587, %140
  %590 = or disjoint i32 %141, 1
  %591 = icmp slt i32 %590, %0
  br i1 %591, label %592, label %646

592:                                              ; preds = %589
  %593 = zext nneg i32 %590 to i64
  %594 = mul nsw i64 %593, %143
  %595 = getelementptr float, ptr %9, i64 %594
  %596 = icmp slt i32 %142, %1
  br i1 %596, label %597, label %607

597:                                              ; preds = %592
  %598 = sext i32 %142 to i64
  %599 = getelementptr float, ptr %595, i64 %598
  %600 = fmul contract float %3, %135
  br i1 %144, label %605, label %601

601:                                              ; preds = %597
  %602 = load float, ptr %599, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %603 = fmul contract float %8, %602
  %604 = fadd contract float %600, %603
  br label %605

605:                                              ; preds = %597, %601
  %606 = phi contract float [ %604, %601 ], [ %600, %597 ]
  store float %606, ptr %599, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %607

607:                                              ; preds = %605, %592
  %608 = or disjoint i32 %142, 1
  %609 = icmp slt i32 %608, %1
  br i1 %609, label %610, label %620

610:                                              ; preds = %607
  %611 = sext i32 %608 to i64
  %612 = getelementptr float, ptr %595, i64 %611
  %613 = fmul contract float %3, %134
  br i1 %144, label %618, label %614

614:                                              ; preds = %610
  %615 = load float, ptr %612, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %616 = fmul contract float %8, %615
  %617 = fadd contract float %613, %616
  br label %618

618:                                              ; preds = %610, %614
  %619 = phi contract float [ %617, %614 ], [ %613, %610 ]
  store float %619, ptr %612, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %620

620:                                              ; preds = %618, %607
  %621 = or disjoint i32 %142, 2
  %622 = icmp slt i32 %621, %1
  br i1 %622, label %623, label %633

623:                                              ; preds = %620
  %624 = sext i32 %621 to i64
  %625 = getelementptr float, ptr %595, i64 %624
  %626 = fmul contract float %3, %133
  br i1 %144, label %631, label %627

627:                                              ; preds = %623
  %628 = load float, ptr %625, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %629 = fmul contract float %8, %628
  %630 = fadd contract float %626, %629
  br label %631

631:                                              ; preds = %623, %627
  %632 = phi contract float [ %630, %627 ], [ %626, %623 ]
  store float %632, ptr %625, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %633

633:                                              ; preds = %631, %620
  %634 = or disjoint i32 %142, 3
  %635 = icmp slt i32 %634, %1
  br i1 %635, label %636, label %646

636:                                              ; preds = %633
  %637 = sext i32 %634 to i64
  %638 = getelementptr float, ptr %595, i64 %637
  %639 = fmul contract float %3, %132
  br i1 %144, label %644, label %640

640:                                              ; preds = %636
  %641 = load float, ptr %638, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %642 = fmul contract float %8, %641
  %643 = fadd contract float %639, %642
  br label %644

644:                                              ; preds = %636, %640
  %645 = phi contract float [ %643, %640 ], [ %639, %636 ]
  store float %645, ptr %638, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %646

646:                                              ; preds = %633, %644, %589
  %647 = or disjoint i32 %141, 2
  %648 = icmp slt i32 %647, %0
  br i1 %648, label %649, label %703

649:                                              ; preds = %646
  %650 = zext nneg i32 %647 to i64
  %651 = mul nsw i64 %650, %143
  %652 = getelementptr float, ptr %9, i64 %651
  %653 = icmp slt i32 %142, %1
  br i1 %653, label %654, label %664

654:                                              ; preds = %649
  %655 = sext i32 %142 to i64
  %656 = getelementptr float, ptr %652, i64 %655
  %657 = fmul contract float %3, %131
  br i1 %144, label %662, label %658

658:                                              ; preds = %654
  %659 = load float, ptr %656, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %660 = fmul contract float %8, %659
  %661 = fadd contract float %657, %660
  br label %662

662:                                              ; preds = %654, %658
  %663 = phi contract float [ %661, %658 ], [ %657, %654 ]
  store float %663, ptr %656, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %664

664:                                              ; preds = %662, %649
  %665 = or disjoint i32 %142, 1
  %666 = icmp slt i32 %665, %1
  br i1 %666, label %667, label %677

667:                                              ; preds = %664
  %668 = sext i32 %665 to i64
  %669 = getelementptr float, ptr %652, i64 %668
  %670 = fmul contract float %3, %130
  br i1 %144, label %675, label %671

671:                                              ; preds = %667
  %672 = load float, ptr %669, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %673 = fmul contract float %8, %672
  %674 = fadd contract float %670, %673
  br label %675

675:                                              ; preds = %667, %671
  %676 = phi contract float [ %674, %671 ], [ %670, %667 ]
  store float %676, ptr %669, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %677

677:                                              ; preds = %675, %664
  %678 = or disjoint i32 %142, 2
  %679 = icmp slt i32 %678, %1
  br i1 %679, label %680, label %690

680:                                              ; preds = %677
  %681 = sext i32 %678 to i64
  %682 = getelementptr float, ptr %652, i64 %681
  %683 = fmul contract float %3, %129
  br i1 %144, label %688, label %684

684:                                              ; preds = %680
  %685 = load float, ptr %682, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %686 = fmul contract float %8, %685
  %687 = fadd contract float %683, %686
  br label %688

688:                                              ; preds = %680, %684
  %689 = phi contract float [ %687, %684 ], [ %683, %680 ]
  store float %689, ptr %682, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %690

690:                                              ; preds = %688, %677
  %691 = or disjoint i32 %142, 3
  %692 = icmp slt i32 %691, %1
  br i1 %692, label %693, label %703

693:                                              ; preds = %690
  %694 = sext i32 %691 to i64
  %695 = getelementptr float, ptr %652, i64 %694
  %696 = fmul contract float %3, %128
  br i1 %144, label %701, label %697

697:                                              ; preds = %693
  %698 = load float, ptr %695, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %699 = fmul contract float %8, %698
  %700 = fadd contract float %696, %699
  br label %701

701:                                              ; preds = %693, %697
  %702 = phi contract float [ %700, %697 ], [ %696, %693 ]
  store float %702, ptr %695, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %703

703:                                              ; preds = %690, %701, %646
  %704 = or disjoint i32 %141, 3
  %705 = icmp slt i32 %704, %0
  br i1 %705, label %706, label %760

706:                                              ; preds = %703
  %707 = zext nneg i32 %704 to i64
  %708 = mul nsw i64 %707, %143
  %709 = getelementptr float, ptr %9, i64 %708
  %710 = icmp slt i32 %142, %1
  br i1 %710, label %711, label %721

711:                                              ; preds = %706
  %712 = sext i32 %142 to i64
  %713 = getelementptr float, ptr %709, i64 %712
  %714 = fmul contract float %3, %127
  br i1 %144, label %719, label %715

715:                                              ; preds = %711
  %716 = load float, ptr %713, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %717 = fmul contract float %8, %716
  %718 = fadd contract float %714, %717
  br label %719

719:                                              ; preds = %711, %715
  %720 = phi contract float [ %718, %715 ], [ %714, %711 ]
  store float %720, ptr %713, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %721

721:                                              ; preds = %719, %706
  %722 = or disjoint i32 %142, 1
  %723 = icmp slt i32 %722, %1
  br i1 %723, label %724, label %734

724:                                              ; preds = %721
  %725 = sext i32 %722 to i64
  %726 = getelementptr float, ptr %709, i64 %725
  %727 = fmul contract float %3, %126
  br i1 %144, label %732, label %728

728:                                              ; preds = %724
  %729 = load float, ptr %726, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %730 = fmul contract float %8, %729
  %731 = fadd contract float %727, %730
  br label %732

732:                                              ; preds = %724, %728
  %733 = phi contract float [ %731, %728 ], [ %727, %724 ]
  store float %733, ptr %726, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %734

734:                                              ; preds = %732, %721
  %735 = or disjoint i32 %142, 2
  %736 = icmp slt i32 %735, %1
  br i1 %736, label %737, label %747

737:                                              ; preds = %734
  %738 = sext i32 %735 to i64
  %739 = getelementptr float, ptr %709, i64 %738
  %740 = fmul contract float %3, %125
  br i1 %144, label %745, label %741

741:                                              ; preds = %737
  %742 = load float, ptr %739, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %743 = fmul contract float %8, %742
  %744 = fadd contract float %740, %743
  br label %745

745:                                              ; preds = %737, %741
  %746 = phi contract float [ %744, %741 ], [ %740, %737 ]
  store float %746, ptr %739, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %747

747:                                              ; preds = %745, %734
  %748 = or disjoint i32 %142, 3
  %749 = icmp slt i32 %748, %1
  br i1 %749, label %750, label %760

750:                                              ; preds = %747
  %751 = sext i32 %748 to i64
  %752 = getelementptr float, ptr %709, i64 %751
  %753 = fmul contract float %3, %124
  br i1 %144, label %758, label %754

754:                                              ; preds = %750
  %755 = load float, ptr %752, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  %756 = fmul contract float %8, %755
  %757 = fadd contract float %753, %756
  br label %758

758:                                              ; preds = %750, %754
  %759 = phi contract float [ %757, %754 ], [ %753, %750 ]
  store float %759, ptr %752, align 4, !tbaa !18, !alias.scope !16, !noalias !27
  br label %760

760:                                              ; preds = %123, %747, %758, %703, %11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sgemm_strided_batched_4x4(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i64 noundef %9, float noundef %10, ptr noalias noundef captures(none) %11, i32 noundef %12, i64 noundef %13, i32 noundef %14) local_unnamed_addr #0 {
  %16 = icmp slt i32 %5, %2
  %17 = icmp slt i32 %8, %1
  %18 = or i1 %16, %17
  %19 = icmp slt i32 %12, %1
  %20 = or i1 %18, %19
  br i1 %20, label %783, label %21

21:                                               ; preds = %15
  %22 = sext i32 %12 to i64
  %23 = sext i32 %0 to i64
  %24 = mul nsw i64 %22, %23
  %25 = icmp slt i64 %13, %24
  br i1 %25, label %783, label %26

26:                                               ; preds = %21
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %28 = icmp slt i32 %27, %14
  br i1 %28, label %29, label %783

29:                                               ; preds = %26
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = mul nuw nsw i32 %30, %31
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = add nuw nsw i32 %32, %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %36 = mul nuw nsw i32 %31, %35
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %38 = shl nuw nsw i32 %37, 6
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %40 = shl i32 %39, 6
  %41 = icmp samesign ult i32 %34, 256
  %42 = lshr i32 %34, 2
  %43 = and i32 %42, 1048572
  %44 = shl nuw nsw i32 %34, 2
  %45 = and i32 %44, 60
  %46 = icmp sgt i32 %2, 0
  %47 = icmp samesign ult i32 %34, 512
  %48 = sext i32 %5 to i64
  %49 = sext i32 %8 to i64
  %50 = zext nneg i32 %43 to i64
  %51 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %50
  %52 = zext nneg i32 %45 to i64
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %52
  %54 = or disjoint i32 %43, %38
  %55 = or disjoint i32 %45, %40
  %56 = fcmp contract oeq float %10, 0.000000e+00
  %57 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %58 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %59 = getelementptr inbounds nuw i8, ptr %51, i64 8
  %60 = getelementptr inbounds nuw i8, ptr %51, i64 12
  %61 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %62 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %53, i64 12
  %64 = getelementptr inbounds nuw i8, ptr %51, i64 256
  %65 = getelementptr inbounds nuw i8, ptr %51, i64 260
  %66 = getelementptr inbounds nuw i8, ptr %51, i64 264
  %67 = getelementptr inbounds nuw i8, ptr %51, i64 268
  %68 = getelementptr inbounds nuw i8, ptr %53, i64 256
  %69 = getelementptr inbounds nuw i8, ptr %53, i64 260
  %70 = getelementptr inbounds nuw i8, ptr %53, i64 264
  %71 = getelementptr inbounds nuw i8, ptr %53, i64 268
  %72 = getelementptr inbounds nuw i8, ptr %51, i64 512
  %73 = getelementptr inbounds nuw i8, ptr %51, i64 516
  %74 = getelementptr inbounds nuw i8, ptr %51, i64 520
  %75 = getelementptr inbounds nuw i8, ptr %51, i64 524
  %76 = getelementptr inbounds nuw i8, ptr %53, i64 512
  %77 = getelementptr inbounds nuw i8, ptr %53, i64 516
  %78 = getelementptr inbounds nuw i8, ptr %53, i64 520
  %79 = getelementptr inbounds nuw i8, ptr %53, i64 524
  %80 = getelementptr inbounds nuw i8, ptr %51, i64 768
  %81 = getelementptr inbounds nuw i8, ptr %51, i64 772
  %82 = getelementptr inbounds nuw i8, ptr %51, i64 776
  %83 = getelementptr inbounds nuw i8, ptr %51, i64 780
  %84 = getelementptr inbounds nuw i8, ptr %53, i64 768
  %85 = getelementptr inbounds nuw i8, ptr %53, i64 772
  %86 = getelementptr inbounds nuw i8, ptr %53, i64 776
  %87 = getelementptr inbounds nuw i8, ptr %53, i64 780
  %88 = getelementptr inbounds nuw i8, ptr %51, i64 1024
  %89 = getelementptr inbounds nuw i8, ptr %51, i64 1028
  %90 = getelementptr inbounds nuw i8, ptr %51, i64 1032
  %91 = getelementptr inbounds nuw i8, ptr %51, i64 1036
  %92 = getelementptr inbounds nuw i8, ptr %53, i64 1024
  %93 = getelementptr inbounds nuw i8, ptr %53, i64 1028
  %94 = getelementptr inbounds nuw i8, ptr %53, i64 1032
  %95 = getelementptr inbounds nuw i8, ptr %53, i64 1036
  %96 = getelementptr inbounds nuw i8, ptr %51, i64 1280
  %97 = getelementptr inbounds nuw i8, ptr %51, i64 1284
  %98 = getelementptr inbounds nuw i8, ptr %51, i64 1288
  %99 = getelementptr inbounds nuw i8, ptr %51, i64 1292
  %100 = getelementptr inbounds nuw i8, ptr %53, i64 1280
  %101 = getelementptr inbounds nuw i8, ptr %53, i64 1284
  %102 = getelementptr inbounds nuw i8, ptr %53, i64 1288
  %103 = getelementptr inbounds nuw i8, ptr %53, i64 1292
  %104 = getelementptr inbounds nuw i8, ptr %51, i64 1536
  %105 = getelementptr inbounds nuw i8, ptr %51, i64 1540
  %106 = getelementptr inbounds nuw i8, ptr %51, i64 1544
  %107 = getelementptr inbounds nuw i8, ptr %51, i64 1548
  %108 = getelementptr inbounds nuw i8, ptr %53, i64 1536
  %109 = getelementptr inbounds nuw i8, ptr %53, i64 1540
  %110 = getelementptr inbounds nuw i8, ptr %53, i64 1544
  %111 = getelementptr inbounds nuw i8, ptr %53, i64 1548
  %112 = getelementptr inbounds nuw i8, ptr %51, i64 1792
  %113 = getelementptr inbounds nuw i8, ptr %51, i64 1796
  %114 = getelementptr inbounds nuw i8, ptr %51, i64 1800
  %115 = getelementptr inbounds nuw i8, ptr %51, i64 1804
  %116 = getelementptr inbounds nuw i8, ptr %53, i64 1792
  %117 = getelementptr inbounds nuw i8, ptr %53, i64 1796
  %118 = getelementptr inbounds nuw i8, ptr %53, i64 1800
  %119 = getelementptr inbounds nuw i8, ptr %53, i64 1804
  %120 = icmp slt i32 %54, %0
  %121 = zext nneg i32 %54 to i64
  %122 = mul nsw i64 %121, %22
  %123 = icmp slt i32 %55, %1
  %124 = sext i32 %55 to i64
  %125 = or disjoint i32 %55, 1
  %126 = icmp slt i32 %125, %1
  %127 = sext i32 %125 to i64
  %128 = or disjoint i32 %55, 2
  %129 = icmp slt i32 %128, %1
  %130 = sext i32 %128 to i64
  %131 = or disjoint i32 %55, 3
  %132 = icmp slt i32 %131, %1
  %133 = sext i32 %131 to i64
  %134 = or disjoint i32 %54, 1
  %135 = icmp slt i32 %134, %0
  %136 = zext nneg i32 %134 to i64
  %137 = mul nsw i64 %136, %22
  %138 = icmp slt i32 %55, %1
  %139 = sext i32 %55 to i64
  %140 = or disjoint i32 %55, 1
  %141 = icmp slt i32 %140, %1
  %142 = sext i32 %140 to i64
  %143 = or disjoint i32 %55, 2
  %144 = icmp slt i32 %143, %1
  %145 = sext i32 %143 to i64
  %146 = or disjoint i32 %55, 3
  %147 = icmp slt i32 %146, %1
  %148 = sext i32 %146 to i64
  %149 = or disjoint i32 %54, 2
  %150 = icmp slt i32 %149, %0
  %151 = zext nneg i32 %149 to i64
  %152 = mul nsw i64 %151, %22
  %153 = icmp slt i32 %55, %1
  %154 = sext i32 %55 to i64
  %155 = or disjoint i32 %55, 1
  %156 = icmp slt i32 %155, %1
  %157 = sext i32 %155 to i64
  %158 = or disjoint i32 %55, 2
  %159 = icmp slt i32 %158, %1
  %160 = sext i32 %158 to i64
  %161 = or disjoint i32 %55, 3
  %162 = icmp slt i32 %161, %1
  %163 = sext i32 %161 to i64
  %164 = or disjoint i32 %54, 3
  %165 = icmp slt i32 %164, %0
  %166 = zext nneg i32 %164 to i64
  %167 = mul nsw i64 %166, %22
  %168 = icmp slt i32 %55, %1
  %169 = sext i32 %55 to i64
  %170 = or disjoint i32 %55, 1
  %171 = icmp slt i32 %170, %1
  %172 = sext i32 %170 to i64
  %173 = or disjoint i32 %55, 2
  %174 = icmp slt i32 %173, %1
  %175 = sext i32 %173 to i64
  %176 = or disjoint i32 %55, 3
  %177 = icmp slt i32 %176, %1
  %178 = sext i32 %176 to i64
  br label %179

179:                                              ; preds = %29, %780
  %180 = phi i32 [ %27, %29 ], [ %781, %780 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %181 = sext i32 %180 to i64
  %182 = mul nsw i64 %6, %181
  %183 = getelementptr inbounds float, ptr %4, i64 %182
  %184 = mul nsw i64 %9, %181
  %185 = getelementptr inbounds float, ptr %7, i64 %184
  %186 = mul nsw i64 %13, %181
  %187 = getelementptr inbounds float, ptr %11, i64 %186
  br i1 %46, label %188, label %206

188:                                              ; preds = %179, %594
  %189 = phi float [ %595, %594 ], [ 0.000000e+00, %179 ]
  %190 = phi float [ %596, %594 ], [ 0.000000e+00, %179 ]
  %191 = phi float [ %597, %594 ], [ 0.000000e+00, %179 ]
  %192 = phi float [ %598, %594 ], [ 0.000000e+00, %179 ]
  %193 = phi float [ %599, %594 ], [ 0.000000e+00, %179 ]
  %194 = phi float [ %600, %594 ], [ 0.000000e+00, %179 ]
  %195 = phi float [ %601, %594 ], [ 0.000000e+00, %179 ]
  %196 = phi float [ %602, %594 ], [ 0.000000e+00, %179 ]
  %197 = phi float [ %603, %594 ], [ 0.000000e+00, %179 ]
  %198 = phi float [ %604, %594 ], [ 0.000000e+00, %179 ]
  %199 = phi float [ %605, %594 ], [ 0.000000e+00, %179 ]
  %200 = phi float [ %606, %594 ], [ 0.000000e+00, %179 ]
  %201 = phi float [ %607, %594 ], [ 0.000000e+00, %179 ]
  %202 = phi float [ %608, %594 ], [ 0.000000e+00, %179 ]
  %203 = phi float [ %609, %594 ], [ 0.000000e+00, %179 ]
  %204 = phi float [ %610, %594 ], [ 0.000000e+00, %179 ]
  %205 = phi i32 [ %611, %594 ], [ 0, %179 ]
  br i1 %47, label %224, label %248

206:                                              ; preds = %594, %179
  %207 = phi float [ 0.000000e+00, %179 ], [ %595, %594 ]
  %208 = phi float [ 0.000000e+00, %179 ], [ %596, %594 ]
  %209 = phi float [ 0.000000e+00, %179 ], [ %597, %594 ]
  %210 = phi float [ 0.000000e+00, %179 ], [ %598, %594 ]
  %211 = phi float [ 0.000000e+00, %179 ], [ %599, %594 ]
  %212 = phi float [ 0.000000e+00, %179 ], [ %600, %594 ]
  %213 = phi float [ 0.000000e+00, %179 ], [ %601, %594 ]
  %214 = phi float [ 0.000000e+00, %179 ], [ %602, %594 ]
  %215 = phi float [ 0.000000e+00, %179 ], [ %603, %594 ]
  %216 = phi float [ 0.000000e+00, %179 ], [ %604, %594 ]
  %217 = phi float [ 0.000000e+00, %179 ], [ %605, %594 ]
  %218 = phi float [ 0.000000e+00, %179 ], [ %606, %594 ]
  %219 = phi float [ 0.000000e+00, %179 ], [ %607, %594 ]
  %220 = phi float [ 0.000000e+00, %179 ], [ %608, %594 ]
  %221 = phi float [ 0.000000e+00, %179 ], [ %609, %594 ]
  %222 = phi float [ 0.000000e+00, %179 ], [ %610, %594 ]
  br i1 %41, label %223, label %780

223:                                              ; preds = %206
  br i1 %120, label %613, label %654

224:                                              ; preds = %188, %240
  %225 = phi i32 [ %246, %240 ], [ %34, %188 ]
  %226 = lshr i32 %225, 3
  %227 = and i32 %225, 7
  %228 = or disjoint i32 %226, %38
  %229 = or disjoint i32 %227, %205
  %230 = icmp slt i32 %228, %0
  %231 = icmp slt i32 %229, %2
  %232 = select i1 %230, i1 %231, i1 false
  br i1 %232, label %233, label %240

233:                                              ; preds = %224
  %234 = zext nneg i32 %228 to i64
  %235 = mul nsw i64 %234, %48
  %236 = getelementptr float, ptr %183, i64 %235
  %237 = zext nneg i32 %229 to i64
  %238 = getelementptr float, ptr %236, i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !18, !alias.scope !28, !noalias !35
  br label %240

240:                                              ; preds = %233, %224
  %241 = phi contract float [ %239, %233 ], [ 0.000000e+00, %224 ]
  %242 = zext nneg i32 %227 to i64
  %243 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %242
  %244 = zext nneg i32 %226 to i64
  %245 = getelementptr inbounds nuw float, ptr %243, i64 %244
  store float %241, ptr %245, align 4, !tbaa !18, !noalias !36
  %246 = add nuw nsw i32 %225, %36
  %247 = icmp samesign ult i32 %246, 512
  br i1 %247, label %224, label %570, !llvm.loop !22

248:                                              ; preds = %586, %188
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !36
  br i1 %41, label %249, label %594

249:                                              ; preds = %248
  %250 = load float, ptr %51, align 4, !tbaa !18, !noalias !36
  %251 = load float, ptr %58, align 4, !tbaa !18, !noalias !36
  %252 = load float, ptr %59, align 4, !tbaa !18, !noalias !36
  %253 = load float, ptr %60, align 4, !tbaa !18, !noalias !36
  %254 = load float, ptr %53, align 4, !tbaa !18, !noalias !36
  %255 = load float, ptr %61, align 4, !tbaa !18, !noalias !36
  %256 = load float, ptr %62, align 4, !tbaa !18, !noalias !36
  %257 = load float, ptr %63, align 4, !tbaa !18, !noalias !36
  %258 = fmul contract float %250, %254
  %259 = fadd contract float %204, %258
  %260 = fmul contract float %250, %255
  %261 = fadd contract float %203, %260
  %262 = fmul contract float %250, %256
  %263 = fadd contract float %202, %262
  %264 = fmul contract float %250, %257
  %265 = fadd contract float %201, %264
  %266 = fmul contract float %251, %254
  %267 = fadd contract float %200, %266
  %268 = fmul contract float %251, %255
  %269 = fadd contract float %199, %268
  %270 = fmul contract float %251, %256
  %271 = fadd contract float %198, %270
  %272 = fmul contract float %251, %257
  %273 = fadd contract float %197, %272
  %274 = fmul contract float %252, %254
  %275 = fadd contract float %196, %274
  %276 = fmul contract float %252, %255
  %277 = fadd contract float %195, %276
  %278 = fmul contract float %252, %256
  %279 = fadd contract float %194, %278
  %280 = fmul contract float %252, %257
  %281 = fadd contract float %193, %280
  %282 = fmul contract float %253, %254
  %283 = fadd contract float %192, %282
  %284 = fmul contract float %253, %255
  %285 = fadd contract float %191, %284
  %286 = fmul contract float %253, %256
  %287 = fadd contract float %190, %286
  %288 = fmul contract float %253, %257
  %289 = fadd contract float %189, %288
  %290 = load float, ptr %64, align 4, !tbaa !18, !noalias !36
  %291 = load float, ptr %65, align 4, !tbaa !18, !noalias !36
  %292 = load float, ptr %66, align 4, !tbaa !18, !noalias !36
  %293 = load float, ptr %67, align 4, !tbaa !18, !noalias !36
  %294 = load float, ptr %68, align 4, !tbaa !18, !noalias !36
  %295 = load float, ptr %69, align 4, !tbaa !18, !noalias !36
  %296 = load float, ptr %70, align 4, !tbaa !18, !noalias !36
  %297 = load float, ptr %71, align 4, !tbaa !18, !noalias !36
  %298 = fmul contract float %290, %294
  %299 = fadd contract float %259, %298
  %300 = fmul contract float %290, %295
  %301 = fadd contract float %261, %300
  %302 = fmul contract float %290, %296
  %303 = fadd contract float %263, %302
  %304 = fmul contract float %290, %297
  %305 = fadd contract float %265, %304
  %306 = fmul contract float %291, %294
  %307 = fadd contract float %267, %306
  %308 = fmul contract float %291, %295
  %309 = fadd contract float %269, %308
  %310 = fmul contract float %291, %296
  %311 = fadd contract float %271, %310
  %312 = fmul contract float %291, %297
  %313 = fadd contract float %273, %312
  %314 = fmul contract float %292, %294
  %315 = fadd contract float %275, %314
  %316 = fmul contract float %292, %295
  %317 = fadd contract float %277, %316
  %318 = fmul contract float %292, %296
  %319 = fadd contract float %279, %318
  %320 = fmul contract float %292, %297
  %321 = fadd contract float %281, %320
  %322 = fmul contract float %293, %294
  %323 = fadd contract float %283, %322
  %324 = fmul contract float %293, %295
  %325 = fadd contract float %285, %324
  %326 = fmul contract float %293, %296
  %327 = fadd contract float %287, %326
  %328 = fmul contract float %293, %297
  %329 = fadd contract float %289, %328
  %330 = load float, ptr %72, align 4, !tbaa !18, !noalias !36
  %331 = load float, ptr %73, align 4, !tbaa !18, !noalias !36
  %332 = load float, ptr %74, align 4, !tbaa !18, !noalias !36
  %333 = load float, ptr %75, align 4, !tbaa !18, !noalias !36
  %334 = load float, ptr %76, align 4, !tbaa !18, !noalias !36
  %335 = load float, ptr %77, align 4, !tbaa !18, !noalias !36
  %336 = load float, ptr %78, align 4, !tbaa !18, !noalias !36
  %337 = load float, ptr %79, align 4, !tbaa !18, !noalias !36
  %338 = fmul contract float %330, %334
  %339 = fadd contract float %299, %338
  %340 = fmul contract float %330, %335
  %341 = fadd contract float %301, %340
  %342 = fmul contract float %330, %336
  %343 = fadd contract float %303, %342
  %344 = fmul contract float %330, %337
  %345 = fadd contract float %305, %344
  %346 = fmul contract float %331, %334
  %347 = fadd contract float %307, %346
  %348 = fmul contract float %331, %335
  %349 = fadd contract float %309, %348
  %350 = fmul contract float %331, %336
  %351 = fadd contract float %311, %350
  %352 = fmul contract float %331, %337
  %353 = fadd contract float %313, %352
  %354 = fmul contract float %332, %334
  %355 = fadd contract float %315, %354
  %356 = fmul contract float %332, %335
  %357 = fadd contract float %317, %356
  %358 = fmul contract float %332, %336
  %359 = fadd contract float %319, %358
  %360 = fmul contract float %332, %337
  %361 = fadd contract float %321, %360
  %362 = fmul contract float %333, %334
  %363 = fadd contract float %323, %362
  %364 = fmul contract float %333, %335
  %365 = fadd contract float %325, %364
  %366 = fmul contract float %333, %336
  %367 = fadd contract float %327, %366
  %368 = fmul contract float %333, %337
  %369 = fadd contract float %329, %368
  %370 = load float, ptr %80, align 4, !tbaa !18, !noalias !36
  %371 = load float, ptr %81, align 4, !tbaa !18, !noalias !36
  %372 = load float, ptr %82, align 4, !tbaa !18, !noalias !36
  %373 = load float, ptr %83, align 4, !tbaa !18, !noalias !36
  %374 = load float, ptr %84, align 4, !tbaa !18, !noalias !36
  %375 = load float, ptr %85, align 4, !tbaa !18, !noalias !36
  %376 = load float, ptr %86, align 4, !tbaa !18, !noalias !36
  %377 = load float, ptr %87, align 4, !tbaa !18, !noalias !36
  %378 = fmul contract float %370, %374
  %379 = fadd contract float %339, %378
  %380 = fmul contract float %370, %375
  %381 = fadd contract float %341, %380
  %382 = fmul contract float %370, %376
  %383 = fadd contract float %343, %382
  %384 = fmul contract float %370, %377
  %385 = fadd contract float %345, %384
  %386 = fmul contract float %371, %374
  %387 = fadd contract float %347, %386
  %388 = fmul contract float %371, %375
  %389 = fadd contract float %349, %388
  %390 = fmul contract float %371, %376
  %391 = fadd contract float %351, %390
  %392 = fmul contract float %371, %377
  %393 = fadd contract float %353, %392
  %394 = fmul contract float %372, %374
  %395 = fadd contract float %355, %394
  %396 = fmul contract float %372, %375
  %397 = fadd contract float %357, %396
  %398 = fmul contract float %372, %376
  %399 = fadd contract float %359, %398
  %400 = fmul contract float %372, %377
  %401 = fadd contract float %361, %400
  %402 = fmul contract float %373, %374
  %403 = fadd contract float %363, %402
  %404 = fmul contract float %373, %375
  %405 = fadd contract float %365, %404
  %406 = fmul contract float %373, %376
  %407 = fadd contract float %367, %406
  %408 = fmul contract float %373, %377
  %409 = fadd contract float %369, %408
  %410 = load float, ptr %88, align 4, !tbaa !18, !noalias !36
  %411 = load float, ptr %89, align 4, !tbaa !18, !noalias !36
  %412 = load float, ptr %90, align 4, !tbaa !18, !noalias !36
  %413 = load float, ptr %91, align 4, !tbaa !18, !noalias !36
  %414 = load float, ptr %92, align 4, !tbaa !18, !noalias !36
  %415 = load float, ptr %93, align 4, !tbaa !18, !noalias !36
  %416 = load float, ptr %94, align 4, !tbaa !18, !noalias !36
  %417 = load float, ptr %95, align 4, !tbaa !18, !noalias !36
  %418 = fmul contract float %410, %414
  %419 = fadd contract float %379, %418
  %420 = fmul contract float %410, %415
  %421 = fadd contract float %381, %420
  %422 = fmul contract float %410, %416
  %423 = fadd contract float %383, %422
  %424 = fmul contract float %410, %417
  %425 = fadd contract float %385, %424
  %426 = fmul contract float %411, %414
  %427 = fadd contract float %387, %426
  %428 = fmul contract float %411, %415
  %429 = fadd contract float %389, %428
  %430 = fmul contract float %411, %416
  %431 = fadd contract float %391, %430
  %432 = fmul contract float %411, %417
  %433 = fadd contract float %393, %432
  %434 = fmul contract float %412, %414
  %435 = fadd contract float %395, %434
  %436 = fmul contract float %412, %415
  %437 = fadd contract float %397, %436
  %438 = fmul contract float %412, %416
  %439 = fadd contract float %399, %438
  %440 = fmul contract float %412, %417
  %441 = fadd contract float %401, %440
  %442 = fmul contract float %413, %414
  %443 = fadd contract float %403, %442
  %444 = fmul contract float %413, %415
  %445 = fadd contract float %405, %444
  %446 = fmul contract float %413, %416
  %447 = fadd contract float %407, %446
  %448 = fmul contract float %413, %417
  %449 = fadd contract float %409, %448
  %450 = load float, ptr %96, align 4, !tbaa !18, !noalias !36
  %451 = load float, ptr %97, align 4, !tbaa !18, !noalias !36
  %452 = load float, ptr %98, align 4, !tbaa !18, !noalias !36
  %453 = load float, ptr %99, align 4, !tbaa !18, !noalias !36
  %454 = load float, ptr %100, align 4, !tbaa !18, !noalias !36
  %455 = load float, ptr %101, align 4, !tbaa !18, !noalias !36
  %456 = load float, ptr %102, align 4, !tbaa !18, !noalias !36
  %457 = load float, ptr %103, align 4, !tbaa !18, !noalias !36
  %458 = fmul contract float %450, %454
  %459 = fadd contract float %419, %458
  %460 = fmul contract float %450, %455
  %461 = fadd contract float %421, %460
  %462 = fmul contract float %450, %456
  %463 = fadd contract float %423, %462
  %464 = fmul contract float %450, %457
  %465 = fadd contract float %425, %464
  %466 = fmul contract float %451, %454
  %467 = fadd contract float %427, %466
  %468 = fmul contract float %451, %455
  %469 = fadd contract float %429, %468
  %470 = fmul contract float %451, %456
  %471 = fadd contract float %431, %470
  %472 = fmul contract float %451, %457
  %473 = fadd contract float %433, %472
  %474 = fmul contract float %452, %454
  %475 = fadd contract float %435, %474
  %476 = fmul contract float %452, %455
  %477 = fadd contract float %437, %476
  %478 = fmul contract float %452, %456
  %479 = fadd contract float %439, %478
  %480 = fmul contract float %452, %457
  %481 = fadd contract float %441, %480
  %482 = fmul contract float %453, %454
  %483 = fadd contract float %443, %482
  %484 = fmul contract float %453, %455
  %485 = fadd contract float %445, %484
  %486 = fmul contract float %453, %456
  %487 = fadd contract float %447, %486
  %488 = fmul contract float %453, %457
  %489 = fadd contract float %449, %488
  %490 = load float, ptr %104, align 4, !tbaa !18, !noalias !36
  %491 = load float, ptr %105, align 4, !tbaa !18, !noalias !36
  %492 = load float, ptr %106, align 4, !tbaa !18, !noalias !36
  %493 = load float, ptr %107, align 4, !tbaa !18, !noalias !36
  %494 = load float, ptr %108, align 4, !tbaa !18, !noalias !36
  %495 = load float, ptr %109, align 4, !tbaa !18, !noalias !36
  %496 = load float, ptr %110, align 4, !tbaa !18, !noalias !36
  %497 = load float, ptr %111, align 4, !tbaa !18, !noalias !36
  %498 = fmul contract float %490, %494
  %499 = fadd contract float %459, %498
  %500 = fmul contract float %490, %495
  %501 = fadd contract float %461, %500
  %502 = fmul contract float %490, %496
  %503 = fadd contract float %463, %502
  %504 = fmul contract float %490, %497
  %505 = fadd contract float %465, %504
  %506 = fmul contract float %491, %494
  %507 = fadd contract float %467, %506
  %508 = fmul contract float %491, %495
  %509 = fadd contract float %469, %508
  %510 = fmul contract float %491, %496
  %511 = fadd contract float %471, %510
  %512 = fmul contract float %491, %497
  %513 = fadd contract float %473, %512
  %514 = fmul contract float %492, %494
  %515 = fadd contract float %475, %514
  %516 = fmul contract float %492, %495
  %517 = fadd contract float %477, %516
  %518 = fmul contract float %492, %496
  %519 = fadd contract float %479, %518
  %520 = fmul contract float %492, %497
  %521 = fadd contract float %481, %520
  %522 = fmul contract float %493, %494
  %523 = fadd contract float %483, %522
  %524 = fmul contract float %493, %495
  %525 = fadd contract float %485, %524
  %526 = fmul contract float %493, %496
  %527 = fadd contract float %487, %526
  %528 = fmul contract float %493, %497
  %529 = fadd contract float %489, %528
  %530 = load float, ptr %112, align 4, !tbaa !18, !noalias !36
  %531 = load float, ptr %113, align 4, !tbaa !18, !noalias !36
  %532 = load float, ptr %114, align 4, !tbaa !18, !noalias !36
  %533 = load float, ptr %115, align 4, !tbaa !18, !noalias !36
  %534 = load float, ptr %116, align 4, !tbaa !18, !noalias !36
  %535 = load float, ptr %117, align 4, !tbaa !18, !noalias !36
  %536 = load float, ptr %118, align 4, !tbaa !18, !noalias !36
  %537 = load float, ptr %119, align 4, !tbaa !18, !noalias !36
  %538 = fmul contract float %530, %534
  %539 = fadd contract float %499, %538
  %540 = fmul contract float %530, %535
  %541 = fadd contract float %501, %540
  %542 = fmul contract float %530, %536
  %543 = fadd contract float %503, %542
  %544 = fmul contract float %530, %537
  %545 = fadd contract float %505, %544
  %546 = fmul contract float %531, %534
  %547 = fadd contract float %507, %546
  %548 = fmul contract float %531, %535
  %549 = fadd contract float %509, %548
  %550 = fmul contract float %531, %536
  %551 = fadd contract float %511, %550
  %552 = fmul contract float %531, %537
  %553 = fadd contract float %513, %552
  %554 = fmul contract float %532, %534
  %555 = fadd contract float %515, %554
  %556 = fmul contract float %532, %535
  %557 = fadd contract float %517, %556
  %558 = fmul contract float %532, %536
  %559 = fadd contract float %519, %558
  %560 = fmul contract float %532, %537
  %561 = fadd contract float %521, %560
  %562 = fmul contract float %533, %534
  %563 = fadd contract float %523, %562
  %564 = fmul contract float %533, %535
  %565 = fadd contract float %525, %564
  %566 = fmul contract float %533, %536
  %567 = fadd contract float %527, %566
  %568 = fmul contract float %533, %537
  %569 = fadd contract float %529, %568
  br label %594

570:                                              ; preds = %240, %586
  %571 = phi i32 [ %592, %586 ], [ %34, %240 ]
  %572 = lshr i32 %571, 6
  %573 = and i32 %571, 63
  %574 = or disjoint i32 %572, %205
  %575 = or disjoint i32 %573, %40
  %576 = icmp slt i32 %574, %2
  %577 = icmp slt i32 %575, %1
  %578 = select i1 %576, i1 %577, i1 false
  br i1 %578, label %579, label %586

579:                                              ; preds = %570
  %580 = zext nneg i32 %574 to i64
  %581 = mul nsw i64 %580, %49
  %582 = getelementptr float, ptr %185, i64 %581
  %583 = sext i32 %575 to i64
  %584 = getelementptr float, ptr %582, i64 %583
  %585 = load float, ptr %584, align 4, !tbaa !18, !alias.scope !31, !noalias !37
  br label %586

586:                                              ; preds = %579, %570
  %587 = phi contract float [ %585, %579 ], [ 0.000000e+00, %570 ]
  %588 = zext nneg i32 %572 to i64
  %589 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %588
  %590 = zext nneg i32 %573 to i64
  %591 = getelementptr inbounds nuw float, ptr %589, i64 %590
  store float %587, ptr %591, align 4, !tbaa !18, !noalias !36
  %592 = add nuw nsw i32 %571, %36
  %593 = icmp samesign ult i32 %592, 512
  br i1 %593, label %570, label %248, !llvm.loop !25

594:                                              ; preds = %249, %248
  %595 = phi float [ %569, %249 ], [ %189, %248 ]
  %596 = phi float [ %567, %249 ], [ %190, %248 ]
  %597 = phi float [ %565, %249 ], [ %191, %248 ]
  %598 = phi float [ %563, %249 ], [ %192, %248 ]
  %599 = phi float [ %561, %249 ], [ %193, %248 ]
  %600 = phi float [ %559, %249 ], [ %194, %248 ]
  %601 = phi float [ %557, %249 ], [ %195, %248 ]
  %602 = phi float [ %555, %249 ], [ %196, %248 ]
  %603 = phi float [ %553, %249 ], [ %197, %248 ]
  %604 = phi float [ %551, %249 ], [ %198, %248 ]
  %605 = phi float [ %549, %249 ], [ %199, %248 ]
  %606 = phi float [ %547, %249 ], [ %200, %248 ]
  %607 = phi float [ %545, %249 ], [ %201, %248 ]
  %608 = phi float [ %543, %249 ], [ %202, %248 ]
  %609 = phi float [ %541, %249 ], [ %203, %248 ]
  %610 = phi float [ %539, %249 ], [ %204, %248 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !36
  %611 = add nuw nsw i32 %205, 8
  %612 = icmp slt i32 %611, %2
  br i1 %612, label %188, label %206, !llvm.loop !26

613:                                              ; preds = %223
  %614 = getelementptr float, ptr %187, i64 %122
  br i1 %123, label %615, label %624

615:                                              ; preds = %613
  %616 = getelementptr float, ptr %614, i64 %124
  %617 = fmul contract float %3, %222
  br i1 %56, label %622, label %618

618:                                              ; preds = %615
  %619 = load float, ptr %616, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %620 = fmul contract float %10, %619
  %621 = fadd contract float %617, %620
  br label %622

622:                                              ; preds = %615, %618
  %623 = phi contract float [ %621, %618 ], [ %617, %615 ]
  store float %623, ptr %616, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %624

624:                                              ; preds = %622, %613
  br i1 %126, label %625, label %634

625:                                              ; preds = %624
  %626 = getelementptr float, ptr %614, i64 %127
  %627 = fmul contract float %3, %221
  br i1 %56, label %632, label %628

628:                                              ; preds = %625
  %629 = load float, ptr %626, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %630 = fmul contract float %10, %629
  %631 = fadd contract float %627, %630
  br label %632

632:                                              ; preds = %625, %628
  %633 = phi contract float [ %631, %628 ], [ %627, %625 ]
  store float %633, ptr %626, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %634

634:                                              ; preds = %632, %624
  br i1 %129, label %635, label %644

635:                                              ; preds = %634
  %636 = getelementptr float, ptr %614, i64 %130
  %637 = fmul contract float %3, %220
  br i1 %56, label %642, label %638

638:                                              ; preds = %635
  %639 = load float, ptr %636, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %640 = fmul contract float %10, %639
  %641 = fadd contract float %637, %640
  br label %642

642:                                              ; preds = %635, %638
  %643 = phi contract float [ %641, %638 ], [ %637, %635 ]
  store float %643, ptr %636, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %644

644:                                              ; preds = %642, %634
  br i1 %132, label %645, label %654

645:                                              ; preds = %644
  %646 = getelementptr float, ptr %614, i64 %133
  %647 = fmul contract float %3, %219
  br i1 %56, label %652, label %648

648:                                              ; preds = %645
  %649 = load float, ptr %646, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %650 = fmul contract float %10, %649
  %651 = fadd contract float %647, %650
  br label %652

652:                                              ; preds = %645, %648
  %653 = phi contract float [ %651, %648 ], [ %647, %645 ]
  store float %653, ptr %646, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %654

654:                                              ; preds = %644, %652, %223
  br i1 %135, label %655, label %696

655:                                              ; preds = %654
  %656 = getelementptr float, ptr %187, i64 %137
  br i1 %138, label %657, label %666

657:                                              ; preds = %655
  %658 = getelementptr float, ptr %656, i64 %139
  %659 = fmul contract float %3, %218
  br i1 %56, label %664, label %660

660:                                              ; preds = %657
  %661 = load float, ptr %658, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %662 = fmul contract float %10, %661
  %663 = fadd contract float %659, %662
  br label %664

664:                                              ; preds = %657, %660
  %665 = phi contract float [ %663, %660 ], [ %659, %657 ]
  store float %665, ptr %658, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %666

666:                                              ; preds = %664, %655
  br i1 %141, label %667, label %676

667:                                              ; preds = %666
  %668 = getelementptr float, ptr %656, i64 %142
  %669 = fmul contract float %3, %217
  br i1 %56, label %674, label %670

670:                                              ; preds = %667
  %671 = load float, ptr %668, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %672 = fmul contract float %10, %671
  %673 = fadd contract float %669, %672
  br label %674

674:                                              ; preds = %667, %670
  %675 = phi contract float [ %673, %670 ], [ %669, %667 ]
  store float %675, ptr %668, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %676

676:                                              ; preds = %674, %666
  br i1 %144, label %677, label %686

677:                                              ; preds = %676
  %678 = getelementptr float, ptr %656, i64 %145
  %679 = fmul contract float %3, %216
  br i1 %56, label %684, label %680

680:                                              ; preds = %677
  %681 = load float, ptr %678, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %682 = fmul contract float %10, %681
  %683 = fadd contract float %679, %682
  br label %684

684:                                              ; preds = %677, %680
  %685 = phi contract float [ %683, %680 ], [ %679, %677 ]
  store float %685, ptr %678, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %686

686:                                              ; preds = %684, %676
  br i1 %147, label %687, label %696

687:                                              ; preds = %686
  %688 = getelementptr float, ptr %656, i64 %148
  %689 = fmul contract float %3, %215
  br i1 %56, label %694, label %690

690:                                              ; preds = %687
  %691 = load float, ptr %688, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %692 = fmul contract float %10, %691
  %693 = fadd contract float %689, %692
  br label %694

694:                                              ; preds = %687, %690
  %695 = phi contract float [ %693, %690 ], [ %689, %687 ]
  store float %695, ptr %688, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %696

696:                                              ; preds = %686, %694, %654
  br i1 %150, label %697, label %738

697:                                              ; preds = %696
  %698 = getelementptr float, ptr %187, i64 %152
  br i1 %153, label %699, label %708

699:                                              ; preds = %697
  %700 = getelementptr float, ptr %698, i64 %154
  %701 = fmul contract float %3, %214
  br i1 %56, label %706, label %702

702:                                              ; preds = %699
  %703 = load float, ptr %700, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %704 = fmul contract float %10, %703
  %705 = fadd contract float %701, %704
  br label %706

706:                                              ; preds = %699, %702
  %707 = phi contract float [ %705, %702 ], [ %701, %699 ]
  store float %707, ptr %700, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %708

708:                                              ; preds = %706, %697
  br i1 %156, label %709, label %718

709:                                              ; preds = %708
  %710 = getelementptr float, ptr %698, i64 %157
  %711 = fmul contract float %3, %213
  br i1 %56, label %716, label %712

712:                                              ; preds = %709
  %713 = load float, ptr %710, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %714 = fmul contract float %10, %713
  %715 = fadd contract float %711, %714
  br label %716

716:                                              ; preds = %709, %712
  %717 = phi contract float [ %715, %712 ], [ %711, %709 ]
  store float %717, ptr %710, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %718

718:                                              ; preds = %716, %708
  br i1 %159, label %719, label %728

719:                                              ; preds = %718
  %720 = getelementptr float, ptr %698, i64 %160
  %721 = fmul contract float %3, %212
  br i1 %56, label %726, label %722

722:                                              ; preds = %719
  %723 = load float, ptr %720, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %724 = fmul contract float %10, %723
  %725 = fadd contract float %721, %724
  br label %726

726:                                              ; preds = %719, %722
  %727 = phi contract float [ %725, %722 ], [ %721, %719 ]
  store float %727, ptr %720, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %728

728:                                              ; preds = %726, %718
  br i1 %162, label %729, label %738

729:                                              ; preds = %728
  %730 = getelementptr float, ptr %698, i64 %163
  %731 = fmul contract float %3, %211
  br i1 %56, label %736, label %732

732:                                              ; preds = %729
  %733 = load float, ptr %730, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %734 = fmul contract float %10, %733
  %735 = fadd contract float %731, %734
  br label %736

736:                                              ; preds = %729, %732
  %737 = phi contract float [ %735, %732 ], [ %731, %729 ]
  store float %737, ptr %730, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %738

738:                                              ; preds = %728, %736, %696
  br i1 %165, label %739, label %780

739:                                              ; preds = %738
  %740 = getelementptr float, ptr %187, i64 %167
  br i1 %168, label %741, label %750

741:                                              ; preds = %739
  %742 = getelementptr float, ptr %740, i64 %169
  %743 = fmul contract float %3, %210
  br i1 %56, label %748, label %744

744:                                              ; preds = %741
  %745 = load float, ptr %742, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %746 = fmul contract float %10, %745
  %747 = fadd contract float %743, %746
  br label %748

748:                                              ; preds = %741, %744
  %749 = phi contract float [ %747, %744 ], [ %743, %741 ]
  store float %749, ptr %742, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %750

750:                                              ; preds = %748, %739
  br i1 %171, label %751, label %760

751:                                              ; preds = %750
  %752 = getelementptr float, ptr %740, i64 %172
  %753 = fmul contract float %3, %209
  br i1 %56, label %758, label %754

754:                                              ; preds = %751
  %755 = load float, ptr %752, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %756 = fmul contract float %10, %755
  %757 = fadd contract float %753, %756
  br label %758

758:                                              ; preds = %751, %754
  %759 = phi contract float [ %757, %754 ], [ %753, %751 ]
  store float %759, ptr %752, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %760

760:                                              ; preds = %758, %750
  br i1 %174, label %761, label %770

761:                                              ; preds = %760
  %762 = getelementptr float, ptr %740, i64 %175
  %763 = fmul contract float %3, %208
  br i1 %56, label %768, label %764

764:                                              ; preds = %761
  %765 = load float, ptr %762, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %766 = fmul contract float %10, %765
  %767 = fadd contract float %763, %766
  br label %768

768:                                              ; preds = %761, %764
  %769 = phi contract float [ %767, %764 ], [ %763, %761 ]
  store float %769, ptr %762, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %770

770:                                              ; preds = %768, %760
  br i1 %177, label %771, label %780

771:                                              ; preds = %770
  %772 = getelementptr float, ptr %740, i64 %178
  %773 = fmul contract float %3, %207
  br i1 %56, label %778, label %774

774:                                              ; preds = %771
  %775 = load float, ptr %772, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  %776 = fmul contract float %10, %775
  %777 = fadd contract float %773, %776
  br label %778

778:                                              ; preds = %771, %774
  %779 = phi contract float [ %777, %774 ], [ %773, %771 ]
  store float %779, ptr %772, align 4, !tbaa !18, !alias.scope !33, !noalias !38
  br label %780

780:                                              ; preds = %738, %778, %770, %206
  %781 = add i32 %180, %57
  %782 = icmp slt i32 %781, %14
  br i1 %782, label %179, label %783, !llvm.loop !39

783:                                              ; preds = %780, %26, %15, %21
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!12 = distinct !{!12, !13, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 0"}
!13 = distinct !{!13, !"_ZL10gemm_blockiiifPKfiS0_ifPfi"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 2"}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = !{!15, !17}
!21 = !{!12, !15, !17}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!12, !17}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !23}
!27 = !{!12, !15}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 0"}
!30 = distinct !{!30, !"_ZL10gemm_blockiiifPKfiS0_ifPfi"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 1"}
!33 = !{!34}
!34 = distinct !{!34, !30, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 2"}
!35 = !{!32, !34}
!36 = !{!29, !32, !34}
!37 = !{!29, !34}
!38 = !{!29, !32}
!39 = distinct !{!39, !23}
