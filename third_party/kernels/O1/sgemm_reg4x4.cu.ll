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
  br i1 %16, label %762, label %17

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
  br i1 %34, label %35, label %124

35:                                               ; preds = %17
  %36 = icmp samesign ult i32 %22, 512
  %37 = sext i32 %5 to i64
  %38 = icmp samesign ult i32 %22, 512
  %39 = sext i32 %7 to i64
  %40 = zext nneg i32 %31 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %40
  %42 = zext nneg i32 %33 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %45 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %41, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 12
  %50 = getelementptr inbounds nuw i8, ptr %41, i64 256
  %51 = getelementptr inbounds nuw i8, ptr %41, i64 260
  %52 = getelementptr inbounds nuw i8, ptr %41, i64 264
  %53 = getelementptr inbounds nuw i8, ptr %41, i64 268
  %54 = getelementptr inbounds nuw i8, ptr %43, i64 256
  %55 = getelementptr inbounds nuw i8, ptr %43, i64 260
  %56 = getelementptr inbounds nuw i8, ptr %43, i64 264
  %57 = getelementptr inbounds nuw i8, ptr %43, i64 268
  %58 = getelementptr inbounds nuw i8, ptr %41, i64 512
  %59 = getelementptr inbounds nuw i8, ptr %41, i64 516
  %60 = getelementptr inbounds nuw i8, ptr %41, i64 520
  %61 = getelementptr inbounds nuw i8, ptr %41, i64 524
  %62 = getelementptr inbounds nuw i8, ptr %43, i64 512
  %63 = getelementptr inbounds nuw i8, ptr %43, i64 516
  %64 = getelementptr inbounds nuw i8, ptr %43, i64 520
  %65 = getelementptr inbounds nuw i8, ptr %43, i64 524
  %66 = getelementptr inbounds nuw i8, ptr %41, i64 768
  %67 = getelementptr inbounds nuw i8, ptr %41, i64 772
  %68 = getelementptr inbounds nuw i8, ptr %41, i64 776
  %69 = getelementptr inbounds nuw i8, ptr %41, i64 780
  %70 = getelementptr inbounds nuw i8, ptr %43, i64 768
  %71 = getelementptr inbounds nuw i8, ptr %43, i64 772
  %72 = getelementptr inbounds nuw i8, ptr %43, i64 776
  %73 = getelementptr inbounds nuw i8, ptr %43, i64 780
  %74 = getelementptr inbounds nuw i8, ptr %41, i64 1024
  %75 = getelementptr inbounds nuw i8, ptr %41, i64 1028
  %76 = getelementptr inbounds nuw i8, ptr %41, i64 1032
  %77 = getelementptr inbounds nuw i8, ptr %41, i64 1036
  %78 = getelementptr inbounds nuw i8, ptr %43, i64 1024
  %79 = getelementptr inbounds nuw i8, ptr %43, i64 1028
  %80 = getelementptr inbounds nuw i8, ptr %43, i64 1032
  %81 = getelementptr inbounds nuw i8, ptr %43, i64 1036
  %82 = getelementptr inbounds nuw i8, ptr %41, i64 1280
  %83 = getelementptr inbounds nuw i8, ptr %41, i64 1284
  %84 = getelementptr inbounds nuw i8, ptr %41, i64 1288
  %85 = getelementptr inbounds nuw i8, ptr %41, i64 1292
  %86 = getelementptr inbounds nuw i8, ptr %43, i64 1280
  %87 = getelementptr inbounds nuw i8, ptr %43, i64 1284
  %88 = getelementptr inbounds nuw i8, ptr %43, i64 1288
  %89 = getelementptr inbounds nuw i8, ptr %43, i64 1292
  %90 = getelementptr inbounds nuw i8, ptr %41, i64 1536
  %91 = getelementptr inbounds nuw i8, ptr %41, i64 1540
  %92 = getelementptr inbounds nuw i8, ptr %41, i64 1544
  %93 = getelementptr inbounds nuw i8, ptr %41, i64 1548
  %94 = getelementptr inbounds nuw i8, ptr %43, i64 1536
  %95 = getelementptr inbounds nuw i8, ptr %43, i64 1540
  %96 = getelementptr inbounds nuw i8, ptr %43, i64 1544
  %97 = getelementptr inbounds nuw i8, ptr %43, i64 1548
  %98 = getelementptr inbounds nuw i8, ptr %41, i64 1792
  %99 = getelementptr inbounds nuw i8, ptr %41, i64 1796
  %100 = getelementptr inbounds nuw i8, ptr %41, i64 1800
  %101 = getelementptr inbounds nuw i8, ptr %41, i64 1804
  %102 = getelementptr inbounds nuw i8, ptr %43, i64 1792
  %103 = getelementptr inbounds nuw i8, ptr %43, i64 1796
  %104 = getelementptr inbounds nuw i8, ptr %43, i64 1800
  %105 = getelementptr inbounds nuw i8, ptr %43, i64 1804
  br label %106

106:                                              ; preds = %35, %518
  %107 = phi float [ 0.000000e+00, %35 ], [ %519, %518 ]
  %108 = phi float [ 0.000000e+00, %35 ], [ %520, %518 ]
  %109 = phi float [ 0.000000e+00, %35 ], [ %521, %518 ]
  %110 = phi float [ 0.000000e+00, %35 ], [ %522, %518 ]
  %111 = phi float [ 0.000000e+00, %35 ], [ %523, %518 ]
  %112 = phi float [ 0.000000e+00, %35 ], [ %524, %518 ]
  %113 = phi float [ 0.000000e+00, %35 ], [ %525, %518 ]
  %114 = phi float [ 0.000000e+00, %35 ], [ %526, %518 ]
  %115 = phi float [ 0.000000e+00, %35 ], [ %527, %518 ]
  %116 = phi float [ 0.000000e+00, %35 ], [ %528, %518 ]
  %117 = phi float [ 0.000000e+00, %35 ], [ %529, %518 ]
  %118 = phi float [ 0.000000e+00, %35 ], [ %530, %518 ]
  %119 = phi float [ 0.000000e+00, %35 ], [ %531, %518 ]
  %120 = phi float [ 0.000000e+00, %35 ], [ %532, %518 ]
  %121 = phi float [ 0.000000e+00, %35 ], [ %533, %518 ]
  %122 = phi float [ 0.000000e+00, %35 ], [ %534, %518 ]
  %123 = phi i32 [ 0, %35 ], [ %535, %518 ]
  br i1 %36, label %148, label %147

124:                                              ; preds = %518, %17
  %125 = phi float [ 0.000000e+00, %17 ], [ %519, %518 ]
  %126 = phi float [ 0.000000e+00, %17 ], [ %520, %518 ]
  %127 = phi float [ 0.000000e+00, %17 ], [ %521, %518 ]
  %128 = phi float [ 0.000000e+00, %17 ], [ %522, %518 ]
  %129 = phi float [ 0.000000e+00, %17 ], [ %523, %518 ]
  %130 = phi float [ 0.000000e+00, %17 ], [ %524, %518 ]
  %131 = phi float [ 0.000000e+00, %17 ], [ %525, %518 ]
  %132 = phi float [ 0.000000e+00, %17 ], [ %526, %518 ]
  %133 = phi float [ 0.000000e+00, %17 ], [ %527, %518 ]
  %134 = phi float [ 0.000000e+00, %17 ], [ %528, %518 ]
  %135 = phi float [ 0.000000e+00, %17 ], [ %529, %518 ]
  %136 = phi float [ 0.000000e+00, %17 ], [ %530, %518 ]
  %137 = phi float [ 0.000000e+00, %17 ], [ %531, %518 ]
  %138 = phi float [ 0.000000e+00, %17 ], [ %532, %518 ]
  %139 = phi float [ 0.000000e+00, %17 ], [ %533, %518 ]
  %140 = phi float [ 0.000000e+00, %17 ], [ %534, %518 ]
  br i1 %29, label %141, label %762

141:                                              ; preds = %124
  %142 = or disjoint i32 %31, %26
  %143 = or disjoint i32 %33, %28
  %144 = sext i32 %10 to i64
  %145 = fcmp contract oeq float %8, 0.000000e+00
  %146 = icmp slt i32 %142, %0
  br i1 %146, label %537, label %591

147:                                              ; preds = %164, %106
  br i1 %38, label %173, label %172

148:                                              ; preds = %106, %164
  %149 = phi i32 [ %170, %164 ], [ %22, %106 ]
  %150 = lshr i32 %149, 3
  %151 = and i32 %149, 7
  %152 = or disjoint i32 %150, %26
  %153 = or disjoint i32 %151, %123
  %154 = icmp slt i32 %152, %0
  %155 = icmp slt i32 %153, %2
  %156 = select i1 %154, i1 %155, i1 false
  br i1 %156, label %157, label %164

157:                                              ; preds = %148
  %158 = zext nneg i32 %152 to i64
  %159 = mul nsw i64 %158, %37
  %160 = zext nneg i32 %153 to i64
  %161 = getelementptr float, ptr %4, i64 %159
  %162 = getelementptr float, ptr %161, i64 %160
  %163 = load float, ptr %162, align 4, !tbaa !18, !alias.scope !11, !noalias !20
  br label %164

164:                                              ; preds = %157, %148
  %165 = phi contract float [ %163, %157 ], [ 0.000000e+00, %148 ]
  %166 = zext nneg i32 %151 to i64
  %167 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %166
  %168 = zext nneg i32 %150 to i64
  %169 = getelementptr inbounds nuw float, ptr %167, i64 %168
  store float %165, ptr %169, align 4, !tbaa !18, !noalias !21
  %170 = add nuw nsw i32 %149, %24
  %171 = icmp samesign ult i32 %170, 512
  br i1 %171, label %148, label %147, !llvm.loop !22

172:                                              ; preds = %189, %147
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  br i1 %29, label %197, label %518

173:                                              ; preds = %147, %189
  %174 = phi i32 [ %195, %189 ], [ %22, %147 ]
  %175 = lshr i32 %174, 6
  %176 = and i32 %174, 63
  %177 = or disjoint i32 %175, %123
  %178 = or disjoint i32 %176, %28
  %179 = icmp slt i32 %177, %2
  %180 = icmp slt i32 %178, %1
  %181 = select i1 %179, i1 %180, i1 false
  br i1 %181, label %182, label %189

182:                                              ; preds = %173
  %183 = zext nneg i32 %177 to i64
  %184 = mul nsw i64 %183, %39
  %185 = sext i32 %178 to i64
  %186 = getelementptr float, ptr %6, i64 %184
  %187 = getelementptr float, ptr %186, i64 %185
  %188 = load float, ptr %187, align 4, !tbaa !18, !alias.scope !14, !noalias !25
  br label %189

189:                                              ; preds = %182, %173
  %190 = phi contract float [ %188, %182 ], [ 0.000000e+00, %173 ]
  %191 = zext nneg i32 %175 to i64
  %192 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %191
  %193 = zext nneg i32 %176 to i64
  %194 = getelementptr inbounds nuw float, ptr %192, i64 %193
  store float %190, ptr %194, align 4, !tbaa !18, !noalias !21
  %195 = add nuw nsw i32 %174, %24
  %196 = icmp samesign ult i32 %195, 512
  br i1 %196, label %173, label %172, !llvm.loop !26

197:                                              ; preds = %172
  %198 = load float, ptr %41, align 4, !tbaa !18, !noalias !21
  %199 = load float, ptr %44, align 4, !tbaa !18, !noalias !21
  %200 = load float, ptr %45, align 4, !tbaa !18, !noalias !21
  %201 = load float, ptr %46, align 4, !tbaa !18, !noalias !21
  %202 = load float, ptr %43, align 4, !tbaa !18, !noalias !21
  %203 = load float, ptr %47, align 4, !tbaa !18, !noalias !21
  %204 = load float, ptr %48, align 4, !tbaa !18, !noalias !21
  %205 = load float, ptr %49, align 4, !tbaa !18, !noalias !21
  %206 = fmul contract float %198, %202
  %207 = fadd contract float %122, %206
  %208 = fmul contract float %198, %203
  %209 = fadd contract float %121, %208
  %210 = fmul contract float %198, %204
  %211 = fadd contract float %120, %210
  %212 = fmul contract float %198, %205
  %213 = fadd contract float %119, %212
  %214 = fmul contract float %199, %202
  %215 = fadd contract float %118, %214
  %216 = fmul contract float %199, %203
  %217 = fadd contract float %117, %216
  %218 = fmul contract float %199, %204
  %219 = fadd contract float %116, %218
  %220 = fmul contract float %199, %205
  %221 = fadd contract float %115, %220
  %222 = fmul contract float %200, %202
  %223 = fadd contract float %114, %222
  %224 = fmul contract float %200, %203
  %225 = fadd contract float %113, %224
  %226 = fmul contract float %200, %204
  %227 = fadd contract float %112, %226
  %228 = fmul contract float %200, %205
  %229 = fadd contract float %111, %228
  %230 = fmul contract float %201, %202
  %231 = fadd contract float %110, %230
  %232 = fmul contract float %201, %203
  %233 = fadd contract float %109, %232
  %234 = fmul contract float %201, %204
  %235 = fadd contract float %108, %234
  %236 = fmul contract float %201, %205
  %237 = fadd contract float %107, %236
  %238 = load float, ptr %50, align 4, !tbaa !18, !noalias !21
  %239 = load float, ptr %51, align 4, !tbaa !18, !noalias !21
  %240 = load float, ptr %52, align 4, !tbaa !18, !noalias !21
  %241 = load float, ptr %53, align 4, !tbaa !18, !noalias !21
  %242 = load float, ptr %54, align 4, !tbaa !18, !noalias !21
  %243 = load float, ptr %55, align 4, !tbaa !18, !noalias !21
  %244 = load float, ptr %56, align 4, !tbaa !18, !noalias !21
  %245 = load float, ptr %57, align 4, !tbaa !18, !noalias !21
  %246 = fmul contract float %238, %242
  %247 = fadd contract float %207, %246
  %248 = fmul contract float %238, %243
  %249 = fadd contract float %209, %248
  %250 = fmul contract float %238, %244
  %251 = fadd contract float %211, %250
  %252 = fmul contract float %238, %245
  %253 = fadd contract float %213, %252
  %254 = fmul contract float %239, %242
  %255 = fadd contract float %215, %254
  %256 = fmul contract float %239, %243
  %257 = fadd contract float %217, %256
  %258 = fmul contract float %239, %244
  %259 = fadd contract float %219, %258
  %260 = fmul contract float %239, %245
  %261 = fadd contract float %221, %260
  %262 = fmul contract float %240, %242
  %263 = fadd contract float %223, %262
  %264 = fmul contract float %240, %243
  %265 = fadd contract float %225, %264
  %266 = fmul contract float %240, %244
  %267 = fadd contract float %227, %266
  %268 = fmul contract float %240, %245
  %269 = fadd contract float %229, %268
  %270 = fmul contract float %241, %242
  %271 = fadd contract float %231, %270
  %272 = fmul contract float %241, %243
  %273 = fadd contract float %233, %272
  %274 = fmul contract float %241, %244
  %275 = fadd contract float %235, %274
  %276 = fmul contract float %241, %245
  %277 = fadd contract float %237, %276
  %278 = load float, ptr %58, align 4, !tbaa !18, !noalias !21
  %279 = load float, ptr %59, align 4, !tbaa !18, !noalias !21
  %280 = load float, ptr %60, align 4, !tbaa !18, !noalias !21
  %281 = load float, ptr %61, align 4, !tbaa !18, !noalias !21
  %282 = load float, ptr %62, align 4, !tbaa !18, !noalias !21
  %283 = load float, ptr %63, align 4, !tbaa !18, !noalias !21
  %284 = load float, ptr %64, align 4, !tbaa !18, !noalias !21
  %285 = load float, ptr %65, align 4, !tbaa !18, !noalias !21
  %286 = fmul contract float %278, %282
  %287 = fadd contract float %247, %286
  %288 = fmul contract float %278, %283
  %289 = fadd contract float %249, %288
  %290 = fmul contract float %278, %284
  %291 = fadd contract float %251, %290
  %292 = fmul contract float %278, %285
  %293 = fadd contract float %253, %292
  %294 = fmul contract float %279, %282
  %295 = fadd contract float %255, %294
  %296 = fmul contract float %279, %283
  %297 = fadd contract float %257, %296
  %298 = fmul contract float %279, %284
  %299 = fadd contract float %259, %298
  %300 = fmul contract float %279, %285
  %301 = fadd contract float %261, %300
  %302 = fmul contract float %280, %282
  %303 = fadd contract float %263, %302
  %304 = fmul contract float %280, %283
  %305 = fadd contract float %265, %304
  %306 = fmul contract float %280, %284
  %307 = fadd contract float %267, %306
  %308 = fmul contract float %280, %285
  %309 = fadd contract float %269, %308
  %310 = fmul contract float %281, %282
  %311 = fadd contract float %271, %310
  %312 = fmul contract float %281, %283
  %313 = fadd contract float %273, %312
  %314 = fmul contract float %281, %284
  %315 = fadd contract float %275, %314
  %316 = fmul contract float %281, %285
  %317 = fadd contract float %277, %316
  %318 = load float, ptr %66, align 4, !tbaa !18, !noalias !21
  %319 = load float, ptr %67, align 4, !tbaa !18, !noalias !21
  %320 = load float, ptr %68, align 4, !tbaa !18, !noalias !21
  %321 = load float, ptr %69, align 4, !tbaa !18, !noalias !21
  %322 = load float, ptr %70, align 4, !tbaa !18, !noalias !21
  %323 = load float, ptr %71, align 4, !tbaa !18, !noalias !21
  %324 = load float, ptr %72, align 4, !tbaa !18, !noalias !21
  %325 = load float, ptr %73, align 4, !tbaa !18, !noalias !21
  %326 = fmul contract float %318, %322
  %327 = fadd contract float %287, %326
  %328 = fmul contract float %318, %323
  %329 = fadd contract float %289, %328
  %330 = fmul contract float %318, %324
  %331 = fadd contract float %291, %330
  %332 = fmul contract float %318, %325
  %333 = fadd contract float %293, %332
  %334 = fmul contract float %319, %322
  %335 = fadd contract float %295, %334
  %336 = fmul contract float %319, %323
  %337 = fadd contract float %297, %336
  %338 = fmul contract float %319, %324
  %339 = fadd contract float %299, %338
  %340 = fmul contract float %319, %325
  %341 = fadd contract float %301, %340
  %342 = fmul contract float %320, %322
  %343 = fadd contract float %303, %342
  %344 = fmul contract float %320, %323
  %345 = fadd contract float %305, %344
  %346 = fmul contract float %320, %324
  %347 = fadd contract float %307, %346
  %348 = fmul contract float %320, %325
  %349 = fadd contract float %309, %348
  %350 = fmul contract float %321, %322
  %351 = fadd contract float %311, %350
  %352 = fmul contract float %321, %323
  %353 = fadd contract float %313, %352
  %354 = fmul contract float %321, %324
  %355 = fadd contract float %315, %354
  %356 = fmul contract float %321, %325
  %357 = fadd contract float %317, %356
  %358 = load float, ptr %74, align 4, !tbaa !18, !noalias !21
  %359 = load float, ptr %75, align 4, !tbaa !18, !noalias !21
  %360 = load float, ptr %76, align 4, !tbaa !18, !noalias !21
  %361 = load float, ptr %77, align 4, !tbaa !18, !noalias !21
  %362 = load float, ptr %78, align 4, !tbaa !18, !noalias !21
  %363 = load float, ptr %79, align 4, !tbaa !18, !noalias !21
  %364 = load float, ptr %80, align 4, !tbaa !18, !noalias !21
  %365 = load float, ptr %81, align 4, !tbaa !18, !noalias !21
  %366 = fmul contract float %358, %362
  %367 = fadd contract float %327, %366
  %368 = fmul contract float %358, %363
  %369 = fadd contract float %329, %368
  %370 = fmul contract float %358, %364
  %371 = fadd contract float %331, %370
  %372 = fmul contract float %358, %365
  %373 = fadd contract float %333, %372
  %374 = fmul contract float %359, %362
  %375 = fadd contract float %335, %374
  %376 = fmul contract float %359, %363
  %377 = fadd contract float %337, %376
  %378 = fmul contract float %359, %364
  %379 = fadd contract float %339, %378
  %380 = fmul contract float %359, %365
  %381 = fadd contract float %341, %380
  %382 = fmul contract float %360, %362
  %383 = fadd contract float %343, %382
  %384 = fmul contract float %360, %363
  %385 = fadd contract float %345, %384
  %386 = fmul contract float %360, %364
  %387 = fadd contract float %347, %386
  %388 = fmul contract float %360, %365
  %389 = fadd contract float %349, %388
  %390 = fmul contract float %361, %362
  %391 = fadd contract float %351, %390
  %392 = fmul contract float %361, %363
  %393 = fadd contract float %353, %392
  %394 = fmul contract float %361, %364
  %395 = fadd contract float %355, %394
  %396 = fmul contract float %361, %365
  %397 = fadd contract float %357, %396
  %398 = load float, ptr %82, align 4, !tbaa !18, !noalias !21
  %399 = load float, ptr %83, align 4, !tbaa !18, !noalias !21
  %400 = load float, ptr %84, align 4, !tbaa !18, !noalias !21
  %401 = load float, ptr %85, align 4, !tbaa !18, !noalias !21
  %402 = load float, ptr %86, align 4, !tbaa !18, !noalias !21
  %403 = load float, ptr %87, align 4, !tbaa !18, !noalias !21
  %404 = load float, ptr %88, align 4, !tbaa !18, !noalias !21
  %405 = load float, ptr %89, align 4, !tbaa !18, !noalias !21
  %406 = fmul contract float %398, %402
  %407 = fadd contract float %367, %406
  %408 = fmul contract float %398, %403
  %409 = fadd contract float %369, %408
  %410 = fmul contract float %398, %404
  %411 = fadd contract float %371, %410
  %412 = fmul contract float %398, %405
  %413 = fadd contract float %373, %412
  %414 = fmul contract float %399, %402
  %415 = fadd contract float %375, %414
  %416 = fmul contract float %399, %403
  %417 = fadd contract float %377, %416
  %418 = fmul contract float %399, %404
  %419 = fadd contract float %379, %418
  %420 = fmul contract float %399, %405
  %421 = fadd contract float %381, %420
  %422 = fmul contract float %400, %402
  %423 = fadd contract float %383, %422
  %424 = fmul contract float %400, %403
  %425 = fadd contract float %385, %424
  %426 = fmul contract float %400, %404
  %427 = fadd contract float %387, %426
  %428 = fmul contract float %400, %405
  %429 = fadd contract float %389, %428
  %430 = fmul contract float %401, %402
  %431 = fadd contract float %391, %430
  %432 = fmul contract float %401, %403
  %433 = fadd contract float %393, %432
  %434 = fmul contract float %401, %404
  %435 = fadd contract float %395, %434
  %436 = fmul contract float %401, %405
  %437 = fadd contract float %397, %436
  %438 = load float, ptr %90, align 4, !tbaa !18, !noalias !21
  %439 = load float, ptr %91, align 4, !tbaa !18, !noalias !21
  %440 = load float, ptr %92, align 4, !tbaa !18, !noalias !21
  %441 = load float, ptr %93, align 4, !tbaa !18, !noalias !21
  %442 = load float, ptr %94, align 4, !tbaa !18, !noalias !21
  %443 = load float, ptr %95, align 4, !tbaa !18, !noalias !21
  %444 = load float, ptr %96, align 4, !tbaa !18, !noalias !21
  %445 = load float, ptr %97, align 4, !tbaa !18, !noalias !21
  %446 = fmul contract float %438, %442
  %447 = fadd contract float %407, %446
  %448 = fmul contract float %438, %443
  %449 = fadd contract float %409, %448
  %450 = fmul contract float %438, %444
  %451 = fadd contract float %411, %450
  %452 = fmul contract float %438, %445
  %453 = fadd contract float %413, %452
  %454 = fmul contract float %439, %442
  %455 = fadd contract float %415, %454
  %456 = fmul contract float %439, %443
  %457 = fadd contract float %417, %456
  %458 = fmul contract float %439, %444
  %459 = fadd contract float %419, %458
  %460 = fmul contract float %439, %445
  %461 = fadd contract float %421, %460
  %462 = fmul contract float %440, %442
  %463 = fadd contract float %423, %462
  %464 = fmul contract float %440, %443
  %465 = fadd contract float %425, %464
  %466 = fmul contract float %440, %444
  %467 = fadd contract float %427, %466
  %468 = fmul contract float %440, %445
  %469 = fadd contract float %429, %468
  %470 = fmul contract float %441, %442
  %471 = fadd contract float %431, %470
  %472 = fmul contract float %441, %443
  %473 = fadd contract float %433, %472
  %474 = fmul contract float %441, %444
  %475 = fadd contract float %435, %474
  %476 = fmul contract float %441, %445
  %477 = fadd contract float %437, %476
  %478 = load float, ptr %98, align 4, !tbaa !18, !noalias !21
  %479 = load float, ptr %99, align 4, !tbaa !18, !noalias !21
  %480 = load float, ptr %100, align 4, !tbaa !18, !noalias !21
  %481 = load float, ptr %101, align 4, !tbaa !18, !noalias !21
  %482 = load float, ptr %102, align 4, !tbaa !18, !noalias !21
  %483 = load float, ptr %103, align 4, !tbaa !18, !noalias !21
  %484 = load float, ptr %104, align 4, !tbaa !18, !noalias !21
  %485 = load float, ptr %105, align 4, !tbaa !18, !noalias !21
  %486 = fmul contract float %478, %482
  %487 = fadd contract float %447, %486
  %488 = fmul contract float %478, %483
  %489 = fadd contract float %449, %488
  %490 = fmul contract float %478, %484
  %491 = fadd contract float %451, %490
  %492 = fmul contract float %478, %485
  %493 = fadd contract float %453, %492
  %494 = fmul contract float %479, %482
  %495 = fadd contract float %455, %494
  %496 = fmul contract float %479, %483
  %497 = fadd contract float %457, %496
  %498 = fmul contract float %479, %484
  %499 = fadd contract float %459, %498
  %500 = fmul contract float %479, %485
  %501 = fadd contract float %461, %500
  %502 = fmul contract float %480, %485
  %503 = fadd contract float %469, %502
  %504 = fmul contract float %480, %484
  %505 = fadd contract float %467, %504
  %506 = fmul contract float %480, %483
  %507 = fadd contract float %465, %506
  %508 = fmul contract float %480, %482
  %509 = fadd contract float %463, %508
  %510 = fmul contract float %481, %482
  %511 = fadd contract float %471, %510
  %512 = fmul contract float %481, %483
  %513 = fadd contract float %473, %512
  %514 = fmul contract float %481, %484
  %515 = fadd contract float %475, %514
  %516 = fmul contract float %481, %485
  %517 = fadd contract float %477, %516
  br label %518

518:                                              ; preds = %197, %172
  %519 = phi float [ %517, %197 ], [ %107, %172 ]
  %520 = phi float [ %515, %197 ], [ %108, %172 ]
  %521 = phi float [ %513, %197 ], [ %109, %172 ]
  %522 = phi float [ %511, %197 ], [ %110, %172 ]
  %523 = phi float [ %503, %197 ], [ %111, %172 ]
  %524 = phi float [ %505, %197 ], [ %112, %172 ]
  %525 = phi float [ %507, %197 ], [ %113, %172 ]
  %526 = phi float [ %509, %197 ], [ %114, %172 ]
  %527 = phi float [ %501, %197 ], [ %115, %172 ]
  %528 = phi float [ %499, %197 ], [ %116, %172 ]
  %529 = phi float [ %497, %197 ], [ %117, %172 ]
  %530 = phi float [ %495, %197 ], [ %118, %172 ]
  %531 = phi float [ %493, %197 ], [ %119, %172 ]
  %532 = phi float [ %491, %197 ], [ %120, %172 ]
  %533 = phi float [ %489, %197 ], [ %121, %172 ]
  %534 = phi float [ %487, %197 ], [ %122, %172 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !21
  %535 = add nuw nsw i32 %123, 8
  %536 = icmp slt i32 %535, %2
  br i1 %536, label %106, label %124, !llvm.loop !27

537:                                              ; preds = %141
  %538 = zext nneg i32 %142 to i64
  %539 = mul nsw i64 %538, %144
  %540 = getelementptr float, ptr %9, i64 %539
  %541 = icmp slt i32 %143, %1
  br i1 %541, label %542, label %552

542:                                              ; preds = %537
  %543 = sext i32 %143 to i64
  %544 = getelementptr float, ptr %540, i64 %543
  %545 = fmul contract float %3, %140
  br i1 %145, label %550, label %546

546:                                              ; preds = %542
  %547 = load float, ptr %544, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %548 = fmul contract float %8, %547
  %549 = fadd contract float %545, %548
  br label %550

550:                                              ; preds = %542, %546
  %551 = phi contract float [ %549, %546 ], [ %545, %542 ]
  store float %551, ptr %544, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %552

552:                                              ; preds = %550, %537
  %553 = or disjoint i32 %143, 1
  %554 = icmp slt i32 %553, %1
  br i1 %554, label %555, label %565

555:                                              ; preds = %552
  %556 = sext i32 %553 to i64
  %557 = getelementptr float, ptr %540, i64 %556
  %558 = fmul contract float %3, %139
  br i1 %145, label %563, label %559

559:                                              ; preds = %555
  %560 = load float, ptr %557, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %561 = fmul contract float %8, %560
  %562 = fadd contract float %558, %561
  br label %563

563:                                              ; preds = %555, %559
  %564 = phi contract float [ %562, %559 ], [ %558, %555 ]
  store float %564, ptr %557, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %565

565:                                              ; preds = %563, %552
  %566 = or disjoint i32 %143, 2
  %567 = icmp slt i32 %566, %1
  br i1 %567, label %568, label %578

568:                                              ; preds = %565
  %569 = sext i32 %566 to i64
  %570 = getelementptr float, ptr %540, i64 %569
  %571 = fmul contract float %3, %138
  br i1 %145, label %576, label %572

572:                                              ; preds = %568
  %573 = load float, ptr %570, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %574 = fmul contract float %8, %573
  %575 = fadd contract float %571, %574
  br label %576

576:                                              ; preds = %568, %572
  %577 = phi contract float [ %575, %572 ], [ %571, %568 ]
  store float %577, ptr %570, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %578

578:                                              ; preds = %576, %565
  %579 = or disjoint i32 %143, 3
  %580 = icmp slt i32 %579, %1
  br i1 %580, label %581, label %591

581:                                              ; preds = %578
  %582 = sext i32 %579 to i64
  %583 = getelementptr float, ptr %540, i64 %582
  %584 = fmul contract float %3, %137
  br i1 %145, label %589, label %585

585:                                              ; preds = %581
  %586 = load float, ptr %583, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %587 = fmul contract float %8, %586
  %588 = fadd contract float %584, %587
  br label %589

589:                                              ; preds = %581, %585
  %590 = phi contract float [ %588, %585 ], [ %584, %581 ]
  store float %590, ptr %583, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %591

591:                                              ; preds = %578, %589, %141
  %592 = or disjoint i32 %142, 1
  %593 = icmp slt i32 %592, %0
  br i1 %593, label %594, label %648

594:                                              ; preds = %591
  %595 = zext nneg i32 %592 to i64
  %596 = mul nsw i64 %595, %144
  %597 = getelementptr float, ptr %9, i64 %596
  %598 = icmp slt i32 %143, %1
  br i1 %598, label %599, label %609

599:                                              ; preds = %594
  %600 = sext i32 %143 to i64
  %601 = getelementptr float, ptr %597, i64 %600
  %602 = fmul contract float %3, %136
  br i1 %145, label %607, label %603

603:                                              ; preds = %599
  %604 = load float, ptr %601, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %605 = fmul contract float %8, %604
  %606 = fadd contract float %602, %605
  br label %607

607:                                              ; preds = %599, %603
  %608 = phi contract float [ %606, %603 ], [ %602, %599 ]
  store float %608, ptr %601, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %609

609:                                              ; preds = %607, %594
  %610 = or disjoint i32 %143, 1
  %611 = icmp slt i32 %610, %1
  br i1 %611, label %612, label %622

612:                                              ; preds = %609
  %613 = sext i32 %610 to i64
  %614 = getelementptr float, ptr %597, i64 %613
  %615 = fmul contract float %3, %135
  br i1 %145, label %620, label %616

616:                                              ; preds = %612
  %617 = load float, ptr %614, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %618 = fmul contract float %8, %617
  %619 = fadd contract float %615, %618
  br label %620

620:                                              ; preds = %612, %616
  %621 = phi contract float [ %619, %616 ], [ %615, %612 ]
  store float %621, ptr %614, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %622

622:                                              ; preds = %620, %609
  %623 = or disjoint i32 %143, 2
  %624 = icmp slt i32 %623, %1
  br i1 %624, label %625, label %635

625:                                              ; preds = %622
  %626 = sext i32 %623 to i64
  %627 = getelementptr float, ptr %597, i64 %626
  %628 = fmul contract float %3, %134
  br i1 %145, label %633, label %629

629:                                              ; preds = %625
  %630 = load float, ptr %627, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %631 = fmul contract float %8, %630
  %632 = fadd contract float %628, %631
  br label %633

633:                                              ; preds = %625, %629
  %634 = phi contract float [ %632, %629 ], [ %628, %625 ]
  store float %634, ptr %627, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %635

635:                                              ; preds = %633, %622
  %636 = or disjoint i32 %143, 3
  %637 = icmp slt i32 %636, %1
  br i1 %637, label %638, label %648

638:                                              ; preds = %635
  %639 = sext i32 %636 to i64
  %640 = getelementptr float, ptr %597, i64 %639
  %641 = fmul contract float %3, %133
  br i1 %145, label %646, label %642

642:                                              ; preds = %638
  %643 = load float, ptr %640, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %644 = fmul contract float %8, %643
  %645 = fadd contract float %641, %644
  br label %646

646:                                              ; preds = %638, %642
  %647 = phi contract float [ %645, %642 ], [ %641, %638 ]
  store float %647, ptr %640, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %648

648:                                              ; preds = %635, %646, %591
  %649 = or disjoint i32 %142, 2
  %650 = icmp slt i32 %649, %0
  br i1 %650, label %651, label %705

651:                                              ; preds = %648
  %652 = zext nneg i32 %649 to i64
  %653 = mul nsw i64 %652, %144
  %654 = getelementptr float, ptr %9, i64 %653
  %655 = icmp slt i32 %143, %1
  br i1 %655, label %656, label %666

656:                                              ; preds = %651
  %657 = sext i32 %143 to i64
  %658 = getelementptr float, ptr %654, i64 %657
  %659 = fmul contract float %3, %132
  br i1 %145, label %664, label %660

660:                                              ; preds = %656
  %661 = load float, ptr %658, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %662 = fmul contract float %8, %661
  %663 = fadd contract float %659, %662
  br label %664

664:                                              ; preds = %656, %660
  %665 = phi contract float [ %663, %660 ], [ %659, %656 ]
  store float %665, ptr %658, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %666

666:                                              ; preds = %664, %651
  %667 = or disjoint i32 %143, 1
  %668 = icmp slt i32 %667, %1
  br i1 %668, label %669, label %679

669:                                              ; preds = %666
  %670 = sext i32 %667 to i64
  %671 = getelementptr float, ptr %654, i64 %670
  %672 = fmul contract float %3, %131
  br i1 %145, label %677, label %673

673:                                              ; preds = %669
  %674 = load float, ptr %671, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %675 = fmul contract float %8, %674
  %676 = fadd contract float %672, %675
  br label %677

677:                                              ; preds = %669, %673
  %678 = phi contract float [ %676, %673 ], [ %672, %669 ]
  store float %678, ptr %671, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %679

679:                                              ; preds = %677, %666
  %680 = or disjoint i32 %143, 2
  %681 = icmp slt i32 %680, %1
  br i1 %681, label %682, label %692

682:                                              ; preds = %679
  %683 = sext i32 %680 to i64
  %684 = getelementptr float, ptr %654, i64 %683
  %685 = fmul contract float %3, %130
  br i1 %145, label %690, label %686

686:                                              ; preds = %682
  %687 = load float, ptr %684, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %688 = fmul contract float %8, %687
  %689 = fadd contract float %685, %688
  br label %690

690:                                              ; preds = %682, %686
  %691 = phi contract float [ %689, %686 ], [ %685, %682 ]
  store float %691, ptr %684, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %692

692:                                              ; preds = %690, %679
  %693 = or disjoint i32 %143, 3
  %694 = icmp slt i32 %693, %1
  br i1 %694, label %695, label %705

695:                                              ; preds = %692
  %696 = sext i32 %693 to i64
  %697 = getelementptr float, ptr %654, i64 %696
  %698 = fmul contract float %3, %129
  br i1 %145, label %703, label %699

699:                                              ; preds = %695
  %700 = load float, ptr %697, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %701 = fmul contract float %8, %700
  %702 = fadd contract float %698, %701
  br label %703

703:                                              ; preds = %695, %699
  %704 = phi contract float [ %702, %699 ], [ %698, %695 ]
  store float %704, ptr %697, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %705

705:                                              ; preds = %692, %703, %648
  %706 = or disjoint i32 %142, 3
  %707 = icmp slt i32 %706, %0
  br i1 %707, label %708, label %762

708:                                              ; preds = %705
  %709 = zext nneg i32 %706 to i64
  %710 = mul nsw i64 %709, %144
  %711 = getelementptr float, ptr %9, i64 %710
  %712 = icmp slt i32 %143, %1
  br i1 %712, label %713, label %723

713:                                              ; preds = %708
  %714 = sext i32 %143 to i64
  %715 = getelementptr float, ptr %711, i64 %714
  %716 = fmul contract float %3, %128
  br i1 %145, label %721, label %717

717:                                              ; preds = %713
  %718 = load float, ptr %715, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %719 = fmul contract float %8, %718
  %720 = fadd contract float %716, %719
  br label %721

721:                                              ; preds = %713, %717
  %722 = phi contract float [ %720, %717 ], [ %716, %713 ]
  store float %722, ptr %715, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %723

723:                                              ; preds = %721, %708
  %724 = or disjoint i32 %143, 1
  %725 = icmp slt i32 %724, %1
  br i1 %725, label %726, label %736

726:                                              ; preds = %723
  %727 = sext i32 %724 to i64
  %728 = getelementptr float, ptr %711, i64 %727
  %729 = fmul contract float %3, %127
  br i1 %145, label %734, label %730

730:                                              ; preds = %726
  %731 = load float, ptr %728, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %732 = fmul contract float %8, %731
  %733 = fadd contract float %729, %732
  br label %734

734:                                              ; preds = %726, %730
  %735 = phi contract float [ %733, %730 ], [ %729, %726 ]
  store float %735, ptr %728, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %736

736:                                              ; preds = %734, %723
  %737 = or disjoint i32 %143, 2
  %738 = icmp slt i32 %737, %1
  br i1 %738, label %739, label %749

739:                                              ; preds = %736
  %740 = sext i32 %737 to i64
  %741 = getelementptr float, ptr %711, i64 %740
  %742 = fmul contract float %3, %126
  br i1 %145, label %747, label %743

743:                                              ; preds = %739
  %744 = load float, ptr %741, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %745 = fmul contract float %8, %744
  %746 = fadd contract float %742, %745
  br label %747

747:                                              ; preds = %739, %743
  %748 = phi contract float [ %746, %743 ], [ %742, %739 ]
  store float %748, ptr %741, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %749

749:                                              ; preds = %747, %736
  %750 = or disjoint i32 %143, 3
  %751 = icmp slt i32 %750, %1
  br i1 %751, label %752, label %762

752:                                              ; preds = %749
  %753 = sext i32 %750 to i64
  %754 = getelementptr float, ptr %711, i64 %753
  %755 = fmul contract float %3, %125
  br i1 %145, label %760, label %756

756:                                              ; preds = %752
  %757 = load float, ptr %754, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  %758 = fmul contract float %8, %757
  %759 = fadd contract float %755, %758
  br label %760

760:                                              ; preds = %752, %756
  %761 = phi contract float [ %759, %756 ], [ %755, %752 ]
  store float %761, ptr %754, align 4, !tbaa !18, !alias.scope !16, !noalias !28
  br label %762

762:                                              ; preds = %124, %749, %760, %705, %11
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @sgemm_strided_batched_4x4(i32 noundef %0, i32 noundef %1, i32 noundef %2, float noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i64 noundef %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i64 noundef %9, float noundef %10, ptr noalias noundef captures(none) %11, i32 noundef %12, i64 noundef %13, i32 noundef %14) local_unnamed_addr #0 {
  %16 = icmp slt i32 %5, %2
  %17 = icmp slt i32 %8, %1
  %18 = or i1 %16, %17
  %19 = icmp slt i32 %12, %1
  %20 = or i1 %18, %19
  br i1 %20, label %785, label %21

21:                                               ; preds = %15
  %22 = sext i32 %12 to i64
  %23 = sext i32 %0 to i64
  %24 = mul nsw i64 %22, %23
  %25 = icmp slt i64 %13, %24
  br i1 %25, label %785, label %26

26:                                               ; preds = %21
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %28 = icmp slt i32 %27, %14
  br i1 %28, label %29, label %785

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
  %49 = icmp samesign ult i32 %34, 512
  %50 = sext i32 %8 to i64
  %51 = zext nneg i32 %43 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %51
  %53 = zext nneg i32 %45 to i64
  %54 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %53
  %55 = or disjoint i32 %43, %38
  %56 = or disjoint i32 %45, %40
  %57 = fcmp contract oeq float %10, 0.000000e+00
  %58 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %59 = getelementptr inbounds nuw i8, ptr %52, i64 4
  %60 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %61 = getelementptr inbounds nuw i8, ptr %52, i64 12
  %62 = getelementptr inbounds nuw i8, ptr %54, i64 4
  %63 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %54, i64 12
  %65 = getelementptr inbounds nuw i8, ptr %52, i64 256
  %66 = getelementptr inbounds nuw i8, ptr %52, i64 260
  %67 = getelementptr inbounds nuw i8, ptr %52, i64 264
  %68 = getelementptr inbounds nuw i8, ptr %52, i64 268
  %69 = getelementptr inbounds nuw i8, ptr %54, i64 256
  %70 = getelementptr inbounds nuw i8, ptr %54, i64 260
  %71 = getelementptr inbounds nuw i8, ptr %54, i64 264
  %72 = getelementptr inbounds nuw i8, ptr %54, i64 268
  %73 = getelementptr inbounds nuw i8, ptr %52, i64 512
  %74 = getelementptr inbounds nuw i8, ptr %52, i64 516
  %75 = getelementptr inbounds nuw i8, ptr %52, i64 520
  %76 = getelementptr inbounds nuw i8, ptr %52, i64 524
  %77 = getelementptr inbounds nuw i8, ptr %54, i64 512
  %78 = getelementptr inbounds nuw i8, ptr %54, i64 516
  %79 = getelementptr inbounds nuw i8, ptr %54, i64 520
  %80 = getelementptr inbounds nuw i8, ptr %54, i64 524
  %81 = getelementptr inbounds nuw i8, ptr %52, i64 768
  %82 = getelementptr inbounds nuw i8, ptr %52, i64 772
  %83 = getelementptr inbounds nuw i8, ptr %52, i64 776
  %84 = getelementptr inbounds nuw i8, ptr %52, i64 780
  %85 = getelementptr inbounds nuw i8, ptr %54, i64 768
  %86 = getelementptr inbounds nuw i8, ptr %54, i64 772
  %87 = getelementptr inbounds nuw i8, ptr %54, i64 776
  %88 = getelementptr inbounds nuw i8, ptr %54, i64 780
  %89 = getelementptr inbounds nuw i8, ptr %52, i64 1024
  %90 = getelementptr inbounds nuw i8, ptr %52, i64 1028
  %91 = getelementptr inbounds nuw i8, ptr %52, i64 1032
  %92 = getelementptr inbounds nuw i8, ptr %52, i64 1036
  %93 = getelementptr inbounds nuw i8, ptr %54, i64 1024
  %94 = getelementptr inbounds nuw i8, ptr %54, i64 1028
  %95 = getelementptr inbounds nuw i8, ptr %54, i64 1032
  %96 = getelementptr inbounds nuw i8, ptr %54, i64 1036
  %97 = getelementptr inbounds nuw i8, ptr %52, i64 1280
  %98 = getelementptr inbounds nuw i8, ptr %52, i64 1284
  %99 = getelementptr inbounds nuw i8, ptr %52, i64 1288
  %100 = getelementptr inbounds nuw i8, ptr %52, i64 1292
  %101 = getelementptr inbounds nuw i8, ptr %54, i64 1280
  %102 = getelementptr inbounds nuw i8, ptr %54, i64 1284
  %103 = getelementptr inbounds nuw i8, ptr %54, i64 1288
  %104 = getelementptr inbounds nuw i8, ptr %54, i64 1292
  %105 = getelementptr inbounds nuw i8, ptr %52, i64 1536
  %106 = getelementptr inbounds nuw i8, ptr %52, i64 1540
  %107 = getelementptr inbounds nuw i8, ptr %52, i64 1544
  %108 = getelementptr inbounds nuw i8, ptr %52, i64 1548
  %109 = getelementptr inbounds nuw i8, ptr %54, i64 1536
  %110 = getelementptr inbounds nuw i8, ptr %54, i64 1540
  %111 = getelementptr inbounds nuw i8, ptr %54, i64 1544
  %112 = getelementptr inbounds nuw i8, ptr %54, i64 1548
  %113 = getelementptr inbounds nuw i8, ptr %52, i64 1792
  %114 = getelementptr inbounds nuw i8, ptr %52, i64 1796
  %115 = getelementptr inbounds nuw i8, ptr %52, i64 1800
  %116 = getelementptr inbounds nuw i8, ptr %52, i64 1804
  %117 = getelementptr inbounds nuw i8, ptr %54, i64 1792
  %118 = getelementptr inbounds nuw i8, ptr %54, i64 1796
  %119 = getelementptr inbounds nuw i8, ptr %54, i64 1800
  %120 = getelementptr inbounds nuw i8, ptr %54, i64 1804
  %121 = icmp slt i32 %55, %0
  %122 = zext nneg i32 %55 to i64
  %123 = mul nsw i64 %122, %22
  %124 = icmp slt i32 %56, %1
  %125 = sext i32 %56 to i64
  %126 = or disjoint i32 %56, 1
  %127 = icmp slt i32 %126, %1
  %128 = sext i32 %126 to i64
  %129 = or disjoint i32 %56, 2
  %130 = icmp slt i32 %129, %1
  %131 = sext i32 %129 to i64
  %132 = or disjoint i32 %56, 3
  %133 = icmp slt i32 %132, %1
  %134 = sext i32 %132 to i64
  %135 = or disjoint i32 %55, 1
  %136 = icmp slt i32 %135, %0
  %137 = zext nneg i32 %135 to i64
  %138 = mul nsw i64 %137, %22
  %139 = icmp slt i32 %56, %1
  %140 = sext i32 %56 to i64
  %141 = or disjoint i32 %56, 1
  %142 = icmp slt i32 %141, %1
  %143 = sext i32 %141 to i64
  %144 = or disjoint i32 %56, 2
  %145 = icmp slt i32 %144, %1
  %146 = sext i32 %144 to i64
  %147 = or disjoint i32 %56, 3
  %148 = icmp slt i32 %147, %1
  %149 = sext i32 %147 to i64
  %150 = or disjoint i32 %55, 2
  %151 = icmp slt i32 %150, %0
  %152 = zext nneg i32 %150 to i64
  %153 = mul nsw i64 %152, %22
  %154 = icmp slt i32 %56, %1
  %155 = sext i32 %56 to i64
  %156 = or disjoint i32 %56, 1
  %157 = icmp slt i32 %156, %1
  %158 = sext i32 %156 to i64
  %159 = or disjoint i32 %56, 2
  %160 = icmp slt i32 %159, %1
  %161 = sext i32 %159 to i64
  %162 = or disjoint i32 %56, 3
  %163 = icmp slt i32 %162, %1
  %164 = sext i32 %162 to i64
  %165 = or disjoint i32 %55, 3
  %166 = icmp slt i32 %165, %0
  %167 = zext nneg i32 %165 to i64
  %168 = mul nsw i64 %167, %22
  %169 = icmp slt i32 %56, %1
  %170 = sext i32 %56 to i64
  %171 = or disjoint i32 %56, 1
  %172 = icmp slt i32 %171, %1
  %173 = sext i32 %171 to i64
  %174 = or disjoint i32 %56, 2
  %175 = icmp slt i32 %174, %1
  %176 = sext i32 %174 to i64
  %177 = or disjoint i32 %56, 3
  %178 = icmp slt i32 %177, %1
  %179 = sext i32 %177 to i64
  br label %180

180:                                              ; preds = %29, %782
  %181 = phi i32 [ %27, %29 ], [ %783, %782 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !32)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  %182 = sext i32 %181 to i64
  %183 = mul nsw i64 %6, %182
  %184 = getelementptr inbounds float, ptr %4, i64 %183
  %185 = mul nsw i64 %9, %182
  %186 = getelementptr inbounds float, ptr %7, i64 %185
  %187 = mul nsw i64 %13, %182
  %188 = getelementptr inbounds float, ptr %11, i64 %187
  br i1 %46, label %189, label %207

189:                                              ; preds = %180, %595
  %190 = phi float [ %596, %595 ], [ 0.000000e+00, %180 ]
  %191 = phi float [ %597, %595 ], [ 0.000000e+00, %180 ]
  %192 = phi float [ %598, %595 ], [ 0.000000e+00, %180 ]
  %193 = phi float [ %599, %595 ], [ 0.000000e+00, %180 ]
  %194 = phi float [ %600, %595 ], [ 0.000000e+00, %180 ]
  %195 = phi float [ %601, %595 ], [ 0.000000e+00, %180 ]
  %196 = phi float [ %602, %595 ], [ 0.000000e+00, %180 ]
  %197 = phi float [ %603, %595 ], [ 0.000000e+00, %180 ]
  %198 = phi float [ %604, %595 ], [ 0.000000e+00, %180 ]
  %199 = phi float [ %605, %595 ], [ 0.000000e+00, %180 ]
  %200 = phi float [ %606, %595 ], [ 0.000000e+00, %180 ]
  %201 = phi float [ %607, %595 ], [ 0.000000e+00, %180 ]
  %202 = phi float [ %608, %595 ], [ 0.000000e+00, %180 ]
  %203 = phi float [ %609, %595 ], [ 0.000000e+00, %180 ]
  %204 = phi float [ %610, %595 ], [ 0.000000e+00, %180 ]
  %205 = phi float [ %611, %595 ], [ 0.000000e+00, %180 ]
  %206 = phi i32 [ %612, %595 ], [ 0, %180 ]
  br i1 %47, label %225, label %224

207:                                              ; preds = %595, %180
  %208 = phi float [ 0.000000e+00, %180 ], [ %596, %595 ]
  %209 = phi float [ 0.000000e+00, %180 ], [ %597, %595 ]
  %210 = phi float [ 0.000000e+00, %180 ], [ %598, %595 ]
  %211 = phi float [ 0.000000e+00, %180 ], [ %599, %595 ]
  %212 = phi float [ 0.000000e+00, %180 ], [ %600, %595 ]
  %213 = phi float [ 0.000000e+00, %180 ], [ %601, %595 ]
  %214 = phi float [ 0.000000e+00, %180 ], [ %602, %595 ]
  %215 = phi float [ 0.000000e+00, %180 ], [ %603, %595 ]
  %216 = phi float [ 0.000000e+00, %180 ], [ %604, %595 ]
  %217 = phi float [ 0.000000e+00, %180 ], [ %605, %595 ]
  %218 = phi float [ 0.000000e+00, %180 ], [ %606, %595 ]
  %219 = phi float [ 0.000000e+00, %180 ], [ %607, %595 ]
  %220 = phi float [ 0.000000e+00, %180 ], [ %608, %595 ]
  %221 = phi float [ 0.000000e+00, %180 ], [ %609, %595 ]
  %222 = phi float [ 0.000000e+00, %180 ], [ %610, %595 ]
  %223 = phi float [ 0.000000e+00, %180 ], [ %611, %595 ]
  br i1 %41, label %614, label %782

224:                                              ; preds = %241, %189
  br i1 %49, label %250, label %249

225:                                              ; preds = %189, %241
  %226 = phi i32 [ %247, %241 ], [ %34, %189 ]
  %227 = lshr i32 %226, 3
  %228 = and i32 %226, 7
  %229 = or disjoint i32 %227, %38
  %230 = or disjoint i32 %228, %206
  %231 = icmp slt i32 %229, %0
  %232 = icmp slt i32 %230, %2
  %233 = select i1 %231, i1 %232, i1 false
  br i1 %233, label %234, label %241

234:                                              ; preds = %225
  %235 = zext nneg i32 %229 to i64
  %236 = mul nsw i64 %235, %48
  %237 = zext nneg i32 %230 to i64
  %238 = getelementptr float, ptr %184, i64 %236
  %239 = getelementptr float, ptr %238, i64 %237
  %240 = load float, ptr %239, align 4, !tbaa !18, !alias.scope !29, !noalias !36
  br label %241

241:                                              ; preds = %234, %225
  %242 = phi contract float [ %240, %234 ], [ 0.000000e+00, %225 ]
  %243 = zext nneg i32 %228 to i64
  %244 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2As to ptr), i64 %243
  %245 = zext nneg i32 %227 to i64
  %246 = getelementptr inbounds nuw float, ptr %244, i64 %245
  store float %242, ptr %246, align 4, !tbaa !18, !noalias !37
  %247 = add nuw nsw i32 %226, %36
  %248 = icmp samesign ult i32 %247, 512
  br i1 %248, label %225, label %224, !llvm.loop !22

249:                                              ; preds = %266, %224
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  br i1 %41, label %274, label %595

250:                                              ; preds = %224, %266
  %251 = phi i32 [ %272, %266 ], [ %34, %224 ]
  %252 = lshr i32 %251, 6
  %253 = and i32 %251, 63
  %254 = or disjoint i32 %252, %206
  %255 = or disjoint i32 %253, %40
  %256 = icmp slt i32 %254, %2
  %257 = icmp slt i32 %255, %1
  %258 = select i1 %256, i1 %257, i1 false
  br i1 %258, label %259, label %266

259:                                              ; preds = %250
  %260 = zext nneg i32 %254 to i64
  %261 = mul nsw i64 %260, %50
  %262 = sext i32 %255 to i64
  %263 = getelementptr float, ptr %186, i64 %261
  %264 = getelementptr float, ptr %263, i64 %262
  %265 = load float, ptr %264, align 4, !tbaa !18, !alias.scope !32, !noalias !38
  br label %266

266:                                              ; preds = %259, %250
  %267 = phi contract float [ %265, %259 ], [ 0.000000e+00, %250 ]
  %268 = zext nneg i32 %252 to i64
  %269 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZL10gemm_blockiiifPKfiS0_ifPfiE2Bs to ptr), i64 %268
  %270 = zext nneg i32 %253 to i64
  %271 = getelementptr inbounds nuw float, ptr %269, i64 %270
  store float %267, ptr %271, align 4, !tbaa !18, !noalias !37
  %272 = add nuw nsw i32 %251, %36
  %273 = icmp samesign ult i32 %272, 512
  br i1 %273, label %250, label %249, !llvm.loop !26

274:                                              ; preds = %249
  %275 = load float, ptr %52, align 4, !tbaa !18, !noalias !37
  %276 = load float, ptr %59, align 4, !tbaa !18, !noalias !37
  %277 = load float, ptr %60, align 4, !tbaa !18, !noalias !37
  %278 = load float, ptr %61, align 4, !tbaa !18, !noalias !37
  %279 = load float, ptr %54, align 4, !tbaa !18, !noalias !37
  %280 = load float, ptr %62, align 4, !tbaa !18, !noalias !37
  %281 = load float, ptr %63, align 4, !tbaa !18, !noalias !37
  %282 = load float, ptr %64, align 4, !tbaa !18, !noalias !37
  %283 = fmul contract float %275, %279
  %284 = fadd contract float %205, %283
  %285 = fmul contract float %275, %280
  %286 = fadd contract float %204, %285
  %287 = fmul contract float %275, %281
  %288 = fadd contract float %203, %287
  %289 = fmul contract float %275, %282
  %290 = fadd contract float %202, %289
  %291 = fmul contract float %276, %279
  %292 = fadd contract float %201, %291
  %293 = fmul contract float %276, %280
  %294 = fadd contract float %200, %293
  %295 = fmul contract float %276, %281
  %296 = fadd contract float %199, %295
  %297 = fmul contract float %276, %282
  %298 = fadd contract float %198, %297
  %299 = fmul contract float %277, %279
  %300 = fadd contract float %197, %299
  %301 = fmul contract float %277, %280
  %302 = fadd contract float %196, %301
  %303 = fmul contract float %277, %281
  %304 = fadd contract float %195, %303
  %305 = fmul contract float %277, %282
  %306 = fadd contract float %194, %305
  %307 = fmul contract float %278, %279
  %308 = fadd contract float %193, %307
  %309 = fmul contract float %278, %280
  %310 = fadd contract float %192, %309
  %311 = fmul contract float %278, %281
  %312 = fadd contract float %191, %311
  %313 = fmul contract float %278, %282
  %314 = fadd contract float %190, %313
  %315 = load float, ptr %65, align 4, !tbaa !18, !noalias !37
  %316 = load float, ptr %66, align 4, !tbaa !18, !noalias !37
  %317 = load float, ptr %67, align 4, !tbaa !18, !noalias !37
  %318 = load float, ptr %68, align 4, !tbaa !18, !noalias !37
  %319 = load float, ptr %69, align 4, !tbaa !18, !noalias !37
  %320 = load float, ptr %70, align 4, !tbaa !18, !noalias !37
  %321 = load float, ptr %71, align 4, !tbaa !18, !noalias !37
  %322 = load float, ptr %72, align 4, !tbaa !18, !noalias !37
  %323 = fmul contract float %315, %319
  %324 = fadd contract float %284, %323
  %325 = fmul contract float %315, %320
  %326 = fadd contract float %286, %325
  %327 = fmul contract float %315, %321
  %328 = fadd contract float %288, %327
  %329 = fmul contract float %315, %322
  %330 = fadd contract float %290, %329
  %331 = fmul contract float %316, %319
  %332 = fadd contract float %292, %331
  %333 = fmul contract float %316, %320
  %334 = fadd contract float %294, %333
  %335 = fmul contract float %316, %321
  %336 = fadd contract float %296, %335
  %337 = fmul contract float %316, %322
  %338 = fadd contract float %298, %337
  %339 = fmul contract float %317, %319
  %340 = fadd contract float %300, %339
  %341 = fmul contract float %317, %320
  %342 = fadd contract float %302, %341
  %343 = fmul contract float %317, %321
  %344 = fadd contract float %304, %343
  %345 = fmul contract float %317, %322
  %346 = fadd contract float %306, %345
  %347 = fmul contract float %318, %319
  %348 = fadd contract float %308, %347
  %349 = fmul contract float %318, %320
  %350 = fadd contract float %310, %349
  %351 = fmul contract float %318, %321
  %352 = fadd contract float %312, %351
  %353 = fmul contract float %318, %322
  %354 = fadd contract float %314, %353
  %355 = load float, ptr %73, align 4, !tbaa !18, !noalias !37
  %356 = load float, ptr %74, align 4, !tbaa !18, !noalias !37
  %357 = load float, ptr %75, align 4, !tbaa !18, !noalias !37
  %358 = load float, ptr %76, align 4, !tbaa !18, !noalias !37
  %359 = load float, ptr %77, align 4, !tbaa !18, !noalias !37
  %360 = load float, ptr %78, align 4, !tbaa !18, !noalias !37
  %361 = load float, ptr %79, align 4, !tbaa !18, !noalias !37
  %362 = load float, ptr %80, align 4, !tbaa !18, !noalias !37
  %363 = fmul contract float %355, %359
  %364 = fadd contract float %324, %363
  %365 = fmul contract float %355, %360
  %366 = fadd contract float %326, %365
  %367 = fmul contract float %355, %361
  %368 = fadd contract float %328, %367
  %369 = fmul contract float %355, %362
  %370 = fadd contract float %330, %369
  %371 = fmul contract float %356, %359
  %372 = fadd contract float %332, %371
  %373 = fmul contract float %356, %360
  %374 = fadd contract float %334, %373
  %375 = fmul contract float %356, %361
  %376 = fadd contract float %336, %375
  %377 = fmul contract float %356, %362
  %378 = fadd contract float %338, %377
  %379 = fmul contract float %357, %359
  %380 = fadd contract float %340, %379
  %381 = fmul contract float %357, %360
  %382 = fadd contract float %342, %381
  %383 = fmul contract float %357, %361
  %384 = fadd contract float %344, %383
  %385 = fmul contract float %357, %362
  %386 = fadd contract float %346, %385
  %387 = fmul contract float %358, %359
  %388 = fadd contract float %348, %387
  %389 = fmul contract float %358, %360
  %390 = fadd contract float %350, %389
  %391 = fmul contract float %358, %361
  %392 = fadd contract float %352, %391
  %393 = fmul contract float %358, %362
  %394 = fadd contract float %354, %393
  %395 = load float, ptr %81, align 4, !tbaa !18, !noalias !37
  %396 = load float, ptr %82, align 4, !tbaa !18, !noalias !37
  %397 = load float, ptr %83, align 4, !tbaa !18, !noalias !37
  %398 = load float, ptr %84, align 4, !tbaa !18, !noalias !37
  %399 = load float, ptr %85, align 4, !tbaa !18, !noalias !37
  %400 = load float, ptr %86, align 4, !tbaa !18, !noalias !37
  %401 = load float, ptr %87, align 4, !tbaa !18, !noalias !37
  %402 = load float, ptr %88, align 4, !tbaa !18, !noalias !37
  %403 = fmul contract float %395, %399
  %404 = fadd contract float %364, %403
  %405 = fmul contract float %395, %400
  %406 = fadd contract float %366, %405
  %407 = fmul contract float %395, %401
  %408 = fadd contract float %368, %407
  %409 = fmul contract float %395, %402
  %410 = fadd contract float %370, %409
  %411 = fmul contract float %396, %399
  %412 = fadd contract float %372, %411
  %413 = fmul contract float %396, %400
  %414 = fadd contract float %374, %413
  %415 = fmul contract float %396, %401
  %416 = fadd contract float %376, %415
  %417 = fmul contract float %396, %402
  %418 = fadd contract float %378, %417
  %419 = fmul contract float %397, %399
  %420 = fadd contract float %380, %419
  %421 = fmul contract float %397, %400
  %422 = fadd contract float %382, %421
  %423 = fmul contract float %397, %401
  %424 = fadd contract float %384, %423
  %425 = fmul contract float %397, %402
  %426 = fadd contract float %386, %425
  %427 = fmul contract float %398, %399
  %428 = fadd contract float %388, %427
  %429 = fmul contract float %398, %400
  %430 = fadd contract float %390, %429
  %431 = fmul contract float %398, %401
  %432 = fadd contract float %392, %431
  %433 = fmul contract float %398, %402
  %434 = fadd contract float %394, %433
  %435 = load float, ptr %89, align 4, !tbaa !18, !noalias !37
  %436 = load float, ptr %90, align 4, !tbaa !18, !noalias !37
  %437 = load float, ptr %91, align 4, !tbaa !18, !noalias !37
  %438 = load float, ptr %92, align 4, !tbaa !18, !noalias !37
  %439 = load float, ptr %93, align 4, !tbaa !18, !noalias !37
  %440 = load float, ptr %94, align 4, !tbaa !18, !noalias !37
  %441 = load float, ptr %95, align 4, !tbaa !18, !noalias !37
  %442 = load float, ptr %96, align 4, !tbaa !18, !noalias !37
  %443 = fmul contract float %435, %439
  %444 = fadd contract float %404, %443
  %445 = fmul contract float %435, %440
  %446 = fadd contract float %406, %445
  %447 = fmul contract float %435, %441
  %448 = fadd contract float %408, %447
  %449 = fmul contract float %435, %442
  %450 = fadd contract float %410, %449
  %451 = fmul contract float %436, %439
  %452 = fadd contract float %412, %451
  %453 = fmul contract float %436, %440
  %454 = fadd contract float %414, %453
  %455 = fmul contract float %436, %441
  %456 = fadd contract float %416, %455
  %457 = fmul contract float %436, %442
  %458 = fadd contract float %418, %457
  %459 = fmul contract float %437, %439
  %460 = fadd contract float %420, %459
  %461 = fmul contract float %437, %440
  %462 = fadd contract float %422, %461
  %463 = fmul contract float %437, %441
  %464 = fadd contract float %424, %463
  %465 = fmul contract float %437, %442
  %466 = fadd contract float %426, %465
  %467 = fmul contract float %438, %439
  %468 = fadd contract float %428, %467
  %469 = fmul contract float %438, %440
  %470 = fadd contract float %430, %469
  %471 = fmul contract float %438, %441
  %472 = fadd contract float %432, %471
  %473 = fmul contract float %438, %442
  %474 = fadd contract float %434, %473
  %475 = load float, ptr %97, align 4, !tbaa !18, !noalias !37
  %476 = load float, ptr %98, align 4, !tbaa !18, !noalias !37
  %477 = load float, ptr %99, align 4, !tbaa !18, !noalias !37
  %478 = load float, ptr %100, align 4, !tbaa !18, !noalias !37
  %479 = load float, ptr %101, align 4, !tbaa !18, !noalias !37
  %480 = load float, ptr %102, align 4, !tbaa !18, !noalias !37
  %481 = load float, ptr %103, align 4, !tbaa !18, !noalias !37
  %482 = load float, ptr %104, align 4, !tbaa !18, !noalias !37
  %483 = fmul contract float %475, %479
  %484 = fadd contract float %444, %483
  %485 = fmul contract float %475, %480
  %486 = fadd contract float %446, %485
  %487 = fmul contract float %475, %481
  %488 = fadd contract float %448, %487
  %489 = fmul contract float %475, %482
  %490 = fadd contract float %450, %489
  %491 = fmul contract float %476, %479
  %492 = fadd contract float %452, %491
  %493 = fmul contract float %476, %480
  %494 = fadd contract float %454, %493
  %495 = fmul contract float %476, %481
  %496 = fadd contract float %456, %495
  %497 = fmul contract float %476, %482
  %498 = fadd contract float %458, %497
  %499 = fmul contract float %477, %479
  %500 = fadd contract float %460, %499
  %501 = fmul contract float %477, %480
  %502 = fadd contract float %462, %501
  %503 = fmul contract float %477, %481
  %504 = fadd contract float %464, %503
  %505 = fmul contract float %477, %482
  %506 = fadd contract float %466, %505
  %507 = fmul contract float %478, %479
  %508 = fadd contract float %468, %507
  %509 = fmul contract float %478, %480
  %510 = fadd contract float %470, %509
  %511 = fmul contract float %478, %481
  %512 = fadd contract float %472, %511
  %513 = fmul contract float %478, %482
  %514 = fadd contract float %474, %513
  %515 = load float, ptr %105, align 4, !tbaa !18, !noalias !37
  %516 = load float, ptr %106, align 4, !tbaa !18, !noalias !37
  %517 = load float, ptr %107, align 4, !tbaa !18, !noalias !37
  %518 = load float, ptr %108, align 4, !tbaa !18, !noalias !37
  %519 = load float, ptr %109, align 4, !tbaa !18, !noalias !37
  %520 = load float, ptr %110, align 4, !tbaa !18, !noalias !37
  %521 = load float, ptr %111, align 4, !tbaa !18, !noalias !37
  %522 = load float, ptr %112, align 4, !tbaa !18, !noalias !37
  %523 = fmul contract float %515, %519
  %524 = fadd contract float %484, %523
  %525 = fmul contract float %515, %520
  %526 = fadd contract float %486, %525
  %527 = fmul contract float %515, %521
  %528 = fadd contract float %488, %527
  %529 = fmul contract float %515, %522
  %530 = fadd contract float %490, %529
  %531 = fmul contract float %516, %519
  %532 = fadd contract float %492, %531
  %533 = fmul contract float %516, %520
  %534 = fadd contract float %494, %533
  %535 = fmul contract float %516, %521
  %536 = fadd contract float %496, %535
  %537 = fmul contract float %516, %522
  %538 = fadd contract float %498, %537
  %539 = fmul contract float %517, %519
  %540 = fadd contract float %500, %539
  %541 = fmul contract float %517, %520
  %542 = fadd contract float %502, %541
  %543 = fmul contract float %517, %521
  %544 = fadd contract float %504, %543
  %545 = fmul contract float %517, %522
  %546 = fadd contract float %506, %545
  %547 = fmul contract float %518, %519
  %548 = fadd contract float %508, %547
  %549 = fmul contract float %518, %520
  %550 = fadd contract float %510, %549
  %551 = fmul contract float %518, %521
  %552 = fadd contract float %512, %551
  %553 = fmul contract float %518, %522
  %554 = fadd contract float %514, %553
  %555 = load float, ptr %113, align 4, !tbaa !18, !noalias !37
  %556 = load float, ptr %114, align 4, !tbaa !18, !noalias !37
  %557 = load float, ptr %115, align 4, !tbaa !18, !noalias !37
  %558 = load float, ptr %116, align 4, !tbaa !18, !noalias !37
  %559 = load float, ptr %117, align 4, !tbaa !18, !noalias !37
  %560 = load float, ptr %118, align 4, !tbaa !18, !noalias !37
  %561 = load float, ptr %119, align 4, !tbaa !18, !noalias !37
  %562 = load float, ptr %120, align 4, !tbaa !18, !noalias !37
  %563 = fmul contract float %555, %559
  %564 = fadd contract float %524, %563
  %565 = fmul contract float %555, %560
  %566 = fadd contract float %526, %565
  %567 = fmul contract float %555, %561
  %568 = fadd contract float %528, %567
  %569 = fmul contract float %555, %562
  %570 = fadd contract float %530, %569
  %571 = fmul contract float %556, %559
  %572 = fadd contract float %532, %571
  %573 = fmul contract float %556, %560
  %574 = fadd contract float %534, %573
  %575 = fmul contract float %556, %561
  %576 = fadd contract float %536, %575
  %577 = fmul contract float %556, %562
  %578 = fadd contract float %538, %577
  %579 = fmul contract float %557, %562
  %580 = fadd contract float %546, %579
  %581 = fmul contract float %557, %561
  %582 = fadd contract float %544, %581
  %583 = fmul contract float %557, %560
  %584 = fadd contract float %542, %583
  %585 = fmul contract float %557, %559
  %586 = fadd contract float %540, %585
  %587 = fmul contract float %558, %559
  %588 = fadd contract float %548, %587
  %589 = fmul contract float %558, %560
  %590 = fadd contract float %550, %589
  %591 = fmul contract float %558, %561
  %592 = fadd contract float %552, %591
  %593 = fmul contract float %558, %562
  %594 = fadd contract float %554, %593
  br label %595

595:                                              ; preds = %274, %249
  %596 = phi float [ %594, %274 ], [ %190, %249 ]
  %597 = phi float [ %592, %274 ], [ %191, %249 ]
  %598 = phi float [ %590, %274 ], [ %192, %249 ]
  %599 = phi float [ %588, %274 ], [ %193, %249 ]
  %600 = phi float [ %580, %274 ], [ %194, %249 ]
  %601 = phi float [ %582, %274 ], [ %195, %249 ]
  %602 = phi float [ %584, %274 ], [ %196, %249 ]
  %603 = phi float [ %586, %274 ], [ %197, %249 ]
  %604 = phi float [ %578, %274 ], [ %198, %249 ]
  %605 = phi float [ %576, %274 ], [ %199, %249 ]
  %606 = phi float [ %574, %274 ], [ %200, %249 ]
  %607 = phi float [ %572, %274 ], [ %201, %249 ]
  %608 = phi float [ %570, %274 ], [ %202, %249 ]
  %609 = phi float [ %568, %274 ], [ %203, %249 ]
  %610 = phi float [ %566, %274 ], [ %204, %249 ]
  %611 = phi float [ %564, %274 ], [ %205, %249 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !37
  %612 = add nuw nsw i32 %206, 8
  %613 = icmp slt i32 %612, %2
  br i1 %613, label %189, label %207, !llvm.loop !27

614:                                              ; preds = %207
  br i1 %121, label %615, label %656

615:                                              ; preds = %614
  %616 = getelementptr float, ptr %188, i64 %123
  br i1 %124, label %617, label %626

617:                                              ; preds = %615
  %618 = getelementptr float, ptr %616, i64 %125
  %619 = fmul contract float %3, %223
  br i1 %57, label %624, label %620

620:                                              ; preds = %617
  %621 = load float, ptr %618, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %622 = fmul contract float %10, %621
  %623 = fadd contract float %619, %622
  br label %624

624:                                              ; preds = %617, %620
  %625 = phi contract float [ %623, %620 ], [ %619, %617 ]
  store float %625, ptr %618, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %626

626:                                              ; preds = %624, %615
  br i1 %127, label %627, label %636

627:                                              ; preds = %626
  %628 = getelementptr float, ptr %616, i64 %128
  %629 = fmul contract float %3, %222
  br i1 %57, label %634, label %630

630:                                              ; preds = %627
  %631 = load float, ptr %628, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %632 = fmul contract float %10, %631
  %633 = fadd contract float %629, %632
  br label %634

634:                                              ; preds = %627, %630
  %635 = phi contract float [ %633, %630 ], [ %629, %627 ]
  store float %635, ptr %628, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %636

636:                                              ; preds = %634, %626
  br i1 %130, label %637, label %646

637:                                              ; preds = %636
  %638 = getelementptr float, ptr %616, i64 %131
  %639 = fmul contract float %3, %221
  br i1 %57, label %644, label %640

640:                                              ; preds = %637
  %641 = load float, ptr %638, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %642 = fmul contract float %10, %641
  %643 = fadd contract float %639, %642
  br label %644

644:                                              ; preds = %637, %640
  %645 = phi contract float [ %643, %640 ], [ %639, %637 ]
  store float %645, ptr %638, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %646

646:                                              ; preds = %644, %636
  br i1 %133, label %647, label %656

647:                                              ; preds = %646
  %648 = getelementptr float, ptr %616, i64 %134
  %649 = fmul contract float %3, %220
  br i1 %57, label %654, label %650

650:                                              ; preds = %647
  %651 = load float, ptr %648, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %652 = fmul contract float %10, %651
  %653 = fadd contract float %649, %652
  br label %654

654:                                              ; preds = %647, %650
  %655 = phi contract float [ %653, %650 ], [ %649, %647 ]
  store float %655, ptr %648, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %656

656:                                              ; preds = %646, %654, %614
  br i1 %136, label %657, label %698

657:                                              ; preds = %656
  %658 = getelementptr float, ptr %188, i64 %138
  br i1 %139, label %659, label %668

659:                                              ; preds = %657
  %660 = getelementptr float, ptr %658, i64 %140
  %661 = fmul contract float %3, %219
  br i1 %57, label %666, label %662

662:                                              ; preds = %659
  %663 = load float, ptr %660, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %664 = fmul contract float %10, %663
  %665 = fadd contract float %661, %664
  br label %666

666:                                              ; preds = %659, %662
  %667 = phi contract float [ %665, %662 ], [ %661, %659 ]
  store float %667, ptr %660, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %668

668:                                              ; preds = %666, %657
  br i1 %142, label %669, label %678

669:                                              ; preds = %668
  %670 = getelementptr float, ptr %658, i64 %143
  %671 = fmul contract float %3, %218
  br i1 %57, label %676, label %672

672:                                              ; preds = %669
  %673 = load float, ptr %670, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %674 = fmul contract float %10, %673
  %675 = fadd contract float %671, %674
  br label %676

676:                                              ; preds = %669, %672
  %677 = phi contract float [ %675, %672 ], [ %671, %669 ]
  store float %677, ptr %670, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %678

678:                                              ; preds = %676, %668
  br i1 %145, label %679, label %688

679:                                              ; preds = %678
  %680 = getelementptr float, ptr %658, i64 %146
  %681 = fmul contract float %3, %217
  br i1 %57, label %686, label %682

682:                                              ; preds = %679
  %683 = load float, ptr %680, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %684 = fmul contract float %10, %683
  %685 = fadd contract float %681, %684
  br label %686

686:                                              ; preds = %679, %682
  %687 = phi contract float [ %685, %682 ], [ %681, %679 ]
  store float %687, ptr %680, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %688

688:                                              ; preds = %686, %678
  br i1 %148, label %689, label %698

689:                                              ; preds = %688
  %690 = getelementptr float, ptr %658, i64 %149
  %691 = fmul contract float %3, %216
  br i1 %57, label %696, label %692

692:                                              ; preds = %689
  %693 = load float, ptr %690, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %694 = fmul contract float %10, %693
  %695 = fadd contract float %691, %694
  br label %696

696:                                              ; preds = %689, %692
  %697 = phi contract float [ %695, %692 ], [ %691, %689 ]
  store float %697, ptr %690, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %698

698:                                              ; preds = %688, %696, %656
  br i1 %151, label %699, label %740

699:                                              ; preds = %698
  %700 = getelementptr float, ptr %188, i64 %153
  br i1 %154, label %701, label %710

701:                                              ; preds = %699
  %702 = getelementptr float, ptr %700, i64 %155
  %703 = fmul contract float %3, %215
  br i1 %57, label %708, label %704

704:                                              ; preds = %701
  %705 = load float, ptr %702, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %706 = fmul contract float %10, %705
  %707 = fadd contract float %703, %706
  br label %708

708:                                              ; preds = %701, %704
  %709 = phi contract float [ %707, %704 ], [ %703, %701 ]
  store float %709, ptr %702, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %710

710:                                              ; preds = %708, %699
  br i1 %157, label %711, label %720

711:                                              ; preds = %710
  %712 = getelementptr float, ptr %700, i64 %158
  %713 = fmul contract float %3, %214
  br i1 %57, label %718, label %714

714:                                              ; preds = %711
  %715 = load float, ptr %712, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %716 = fmul contract float %10, %715
  %717 = fadd contract float %713, %716
  br label %718

718:                                              ; preds = %711, %714
  %719 = phi contract float [ %717, %714 ], [ %713, %711 ]
  store float %719, ptr %712, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %720

720:                                              ; preds = %718, %710
  br i1 %160, label %721, label %730

721:                                              ; preds = %720
  %722 = getelementptr float, ptr %700, i64 %161
  %723 = fmul contract float %3, %213
  br i1 %57, label %728, label %724

724:                                              ; preds = %721
  %725 = load float, ptr %722, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %726 = fmul contract float %10, %725
  %727 = fadd contract float %723, %726
  br label %728

728:                                              ; preds = %721, %724
  %729 = phi contract float [ %727, %724 ], [ %723, %721 ]
  store float %729, ptr %722, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %730

730:                                              ; preds = %728, %720
  br i1 %163, label %731, label %740

731:                                              ; preds = %730
  %732 = getelementptr float, ptr %700, i64 %164
  %733 = fmul contract float %3, %212
  br i1 %57, label %738, label %734

734:                                              ; preds = %731
  %735 = load float, ptr %732, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %736 = fmul contract float %10, %735
  %737 = fadd contract float %733, %736
  br label %738

738:                                              ; preds = %731, %734
  %739 = phi contract float [ %737, %734 ], [ %733, %731 ]
  store float %739, ptr %732, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %740

740:                                              ; preds = %730, %738, %698
  br i1 %166, label %741, label %782

741:                                              ; preds = %740
  %742 = getelementptr float, ptr %188, i64 %168
  br i1 %169, label %743, label %752

743:                                              ; preds = %741
  %744 = getelementptr float, ptr %742, i64 %170
  %745 = fmul contract float %3, %211
  br i1 %57, label %750, label %746

746:                                              ; preds = %743
  %747 = load float, ptr %744, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %748 = fmul contract float %10, %747
  %749 = fadd contract float %745, %748
  br label %750

750:                                              ; preds = %743, %746
  %751 = phi contract float [ %749, %746 ], [ %745, %743 ]
  store float %751, ptr %744, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %752

752:                                              ; preds = %750, %741
  br i1 %172, label %753, label %762

753:                                              ; preds = %752
  %754 = getelementptr float, ptr %742, i64 %173
  %755 = fmul contract float %3, %210
  br i1 %57, label %760, label %756

756:                                              ; preds = %753
  %757 = load float, ptr %754, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %758 = fmul contract float %10, %757
  %759 = fadd contract float %755, %758
  br label %760

760:                                              ; preds = %753, %756
  %761 = phi contract float [ %759, %756 ], [ %755, %753 ]
  store float %761, ptr %754, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %762

762:                                              ; preds = %760, %752
  br i1 %175, label %763, label %772

763:                                              ; preds = %762
  %764 = getelementptr float, ptr %742, i64 %176
  %765 = fmul contract float %3, %209
  br i1 %57, label %770, label %766

766:                                              ; preds = %763
  %767 = load float, ptr %764, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %768 = fmul contract float %10, %767
  %769 = fadd contract float %765, %768
  br label %770

770:                                              ; preds = %763, %766
  %771 = phi contract float [ %769, %766 ], [ %765, %763 ]
  store float %771, ptr %764, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %772

772:                                              ; preds = %770, %762
  br i1 %178, label %773, label %782

773:                                              ; preds = %772
  %774 = getelementptr float, ptr %742, i64 %179
  %775 = fmul contract float %3, %208
  br i1 %57, label %780, label %776

776:                                              ; preds = %773
  %777 = load float, ptr %774, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  %778 = fmul contract float %10, %777
  %779 = fadd contract float %775, %778
  br label %780

780:                                              ; preds = %773, %776
  %781 = phi contract float [ %779, %776 ], [ %775, %773 ]
  store float %781, ptr %774, align 4, !tbaa !18, !alias.scope !34, !noalias !39
  br label %782

782:                                              ; preds = %740, %780, %772, %207
  %783 = add i32 %181, %58
  %784 = icmp slt i32 %783, %14
  br i1 %784, label %180, label %785, !llvm.loop !40

785:                                              ; preds = %782, %26, %15, %21
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
!22 = distinct !{!22, !23, !24}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = !{!12, !17}
!26 = distinct !{!26, !23, !24}
!27 = distinct !{!27, !23, !24}
!28 = !{!12, !15}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 0"}
!31 = distinct !{!31, !"_ZL10gemm_blockiiifPKfiS0_ifPfi"}
!32 = !{!33}
!33 = distinct !{!33, !31, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 1"}
!34 = !{!35}
!35 = distinct !{!35, !31, !"_ZL10gemm_blockiiifPKfiS0_ifPfi: argument 2"}
!36 = !{!33, !35}
!37 = !{!30, !33, !35}
!38 = !{!30, !35}
!39 = !{!30, !33}
!40 = distinct !{!40, !23, !24}
