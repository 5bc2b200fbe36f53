; ModuleID = 'src/lud_blocked.cu'
source_filename = "src/lud_blocked.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12lud_diagonalE6shadow = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE3dia = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ13lud_perimeterE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalE8peri_row = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12lud_internalE8peri_col = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lud_diagonal(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 16
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = zext nneg i32 %4 to i64
  br label %235

8:                                                ; preds = %3
  %9 = add nsw i32 %2, %4
  %10 = icmp slt i32 %9, %1
  %11 = zext nneg i32 %4 to i64
  %12 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %11
  %13 = icmp eq i32 %4, 0
  %14 = select contract i1 %13, float 1.000000e+00, float 0.000000e+00
  %15 = icmp slt i32 %2, %1
  %16 = and i1 %10, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %8
  %18 = mul nsw i32 %2, %1
  %19 = add nsw i32 %18, %9
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  br label %23

23:                                               ; preds = %8, %17
  %24 = phi contract float [ %22, %17 ], [ %14, %8 ]
  store float %24, ptr %12, align 4, !tbaa !11
  %25 = add nsw i32 %2, 1
  %26 = icmp eq i32 %4, 1
  %27 = select contract i1 %26, float 1.000000e+00, float 0.000000e+00
  %28 = icmp slt i32 %25, %1
  %29 = and i1 %10, %28
  br i1 %29, label %30, label %36

30:                                               ; preds = %23
  %31 = mul nsw i32 %25, %1
  %32 = add nsw i32 %31, %9
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %30, %23
  %37 = phi contract float [ %35, %30 ], [ %27, %23 ]
  %38 = getelementptr inbounds nuw i8, ptr %12, i64 64
  store float %37, ptr %38, align 4, !tbaa !11
  %39 = add nsw i32 %2, 2
  %40 = icmp eq i32 %4, 2
  %41 = select contract i1 %40, float 1.000000e+00, float 0.000000e+00
  %42 = icmp slt i32 %39, %1
  %43 = and i1 %10, %42
  br i1 %43, label %44, label %50

44:                                               ; preds = %36
  %45 = mul nsw i32 %39, %1
  %46 = add nsw i32 %45, %9
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr %0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %44, %36
  %51 = phi contract float [ %49, %44 ], [ %41, %36 ]
  %52 = getelementptr inbounds nuw i8, ptr %12, i64 128
  store float %51, ptr %52, align 4, !tbaa !11
  %53 = add nsw i32 %2, 3
  %54 = icmp eq i32 %4, 3
  %55 = select contract i1 %54, float 1.000000e+00, float 0.000000e+00
  %56 = icmp slt i32 %53, %1
  %57 = and i1 %10, %56
  br i1 %57, label %58, label %64

58:                                               ; preds = %50
  %59 = mul nsw i32 %53, %1
  %60 = add nsw i32 %59, %9
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  br label %64

64:                                               ; preds = %58, %50
  %65 = phi contract float [ %63, %58 ], [ %55, %50 ]
  %66 = getelementptr inbounds nuw i8, ptr %12, i64 192
  store float %65, ptr %66, align 4, !tbaa !11
  %67 = add nsw i32 %2, 4
  %68 = icmp eq i32 %4, 4
  %69 = select contract i1 %68, float 1.000000e+00, float 0.000000e+00
  %70 = icmp slt i32 %67, %1
  %71 = and i1 %10, %70
  br i1 %71, label %72, label %78

72:                                               ; preds = %64
  %73 = mul nsw i32 %67, %1
  %74 = add nsw i32 %73, %9
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %72, %64
  %79 = phi contract float [ %77, %72 ], [ %69, %64 ]
  %80 = getelementptr inbounds nuw i8, ptr %12, i64 256
  store float %79, ptr %80, align 4, !tbaa !11
  %81 = add nsw i32 %2, 5
  %82 = icmp eq i32 %4, 5
  %83 = select contract i1 %82, float 1.000000e+00, float 0.000000e+00
  %84 = icmp slt i32 %81, %1
  %85 = and i1 %10, %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %78
  %87 = mul nsw i32 %81, %1
  %88 = add nsw i32 %87, %9
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %86, %78
  %93 = phi contract float [ %91, %86 ], [ %83, %78 ]
  %94 = getelementptr inbounds nuw i8, ptr %12, i64 320
  store float %93, ptr %94, align 4, !tbaa !11
  %95 = add nsw i32 %2, 6
  %96 = icmp eq i32 %4, 6
  %97 = select contract i1 %96, float 1.000000e+00, float 0.000000e+00
  %98 = icmp slt i32 %95, %1
  %99 = and i1 %10, %98
  br i1 %99, label %100, label %106

100:                                              ; preds = %92
  %101 = mul nsw i32 %95, %1
  %102 = add nsw i32 %101, %9
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !11
  br label %106

106:                                              ; preds = %100, %92
  %107 = phi contract float [ %105, %100 ], [ %97, %92 ]
  %108 = getelementptr inbounds nuw i8, ptr %12, i64 384
  store float %107, ptr %108, align 4, !tbaa !11
  %109 = add nsw i32 %2, 7
  %110 = icmp eq i32 %4, 7
  %111 = select contract i1 %110, float 1.000000e+00, float 0.000000e+00
  %112 = icmp slt i32 %109, %1
  %113 = and i1 %10, %112
  br i1 %113, label %114, label %120

114:                                              ; preds = %106
  %115 = mul nsw i32 %109, %1
  %116 = add nsw i32 %115, %9
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr %0, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !11
  br label %120

120:                                              ; preds = %114, %106
  %121 = phi contract float [ %119, %114 ], [ %111, %106 ]
  %122 = getelementptr inbounds nuw i8, ptr %12, i64 448
  store float %121, ptr %122, align 4, !tbaa !11
  %123 = add nsw i32 %2, 8
  %124 = icmp eq i32 %4, 8
  %125 = select contract i1 %124, float 1.000000e+00, float 0.000000e+00
  %126 = icmp slt i32 %123, %1
  %127 = and i1 %10, %126
  br i1 %127, label %128, label %134

128:                                              ; preds = %120
  %129 = mul nsw i32 %123, %1
  %130 = add nsw i32 %129, %9
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr %0, i64 %131
  %133 = load float, ptr %132, align 4, !tbaa !11
  br label %134

134:                                              ; preds = %128, %120
  %135 = phi contract float [ %133, %128 ], [ %125, %120 ]
  %136 = getelementptr inbounds nuw i8, ptr %12, i64 512
  store float %135, ptr %136, align 4, !tbaa !11
  %137 = add nsw i32 %2, 9
  %138 = icmp eq i32 %4, 9
  %139 = select contract i1 %138, float 1.000000e+00, float 0.000000e+00
  %140 = icmp slt i32 %137, %1
  %141 = and i1 %10, %140
  br i1 %141, label %142, label %148

142:                                              ; preds = %134
  %143 = mul nsw i32 %137, %1
  %144 = add nsw i32 %143, %9
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr %0, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !11
  br label %148

148:                                              ; preds = %142, %134
  %149 = phi contract float [ %147, %142 ], [ %139, %134 ]
  %150 = getelementptr inbounds nuw i8, ptr %12, i64 576
  store float %149, ptr %150, align 4, !tbaa !11
  %151 = add nsw i32 %2, 10
  %152 = icmp eq i32 %4, 10
  %153 = select contract i1 %152, float 1.000000e+00, float 0.000000e+00
  %154 = icmp slt i32 %151, %1
  %155 = and i1 %10, %154
  br i1 %155, label %156, label %162

156:                                              ; preds = %148
  %157 = mul nsw i32 %151, %1
  %158 = add nsw i32 %157, %9
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %0, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %156, %148
  %163 = phi contract float [ %161, %156 ], [ %153, %148 ]
  %164 = getelementptr inbounds nuw i8, ptr %12, i64 640
  store float %163, ptr %164, align 4, !tbaa !11
  %165 = add nsw i32 %2, 11
  %166 = icmp eq i32 %4, 11
  %167 = select contract i1 %166, float 1.000000e+00, float 0.000000e+00
  %168 = icmp slt i32 %165, %1
  %169 = and i1 %10, %168
  br i1 %169, label %170, label %176

170:                                              ; preds = %162
  %171 = mul nsw i32 %165, %1
  %172 = add nsw i32 %171, %9
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr %0, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !11
  br label %176

176:                                              ; preds = %170, %162
  %177 = phi contract float [ %175, %170 ], [ %167, %162 ]
  %178 = getelementptr inbounds nuw i8, ptr %12, i64 704
  store float %177, ptr %178, align 4, !tbaa !11
  %179 = add nsw i32 %2, 12
  %180 = icmp eq i32 %4, 12
  %181 = select contract i1 %180, float 1.000000e+00, float 0.000000e+00
  %182 = icmp slt i32 %179, %1
  %183 = and i1 %10, %182
  br i1 %183, label %184, label %190

184:                                              ; preds = %176
  %185 = mul nsw i32 %179, %1
  %186 = add nsw i32 %185, %9
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr %0, i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !11
  br label %190

190:                                              ; preds = %184, %176
  %191 = phi contract float [ %189, %184 ], [ %181, %176 ]
  %192 = getelementptr inbounds nuw i8, ptr %12, i64 768
  store float %191, ptr %192, align 4, !tbaa !11
  %193 = add nsw i32 %2, 13
  %194 = icmp eq i32 %4, 13
  %195 = select contract i1 %194, float 1.000000e+00, float 0.000000e+00
  %196 = icmp slt i32 %193, %1
  %197 = and i1 %10, %196
  br i1 %197, label %198, label %204

198:                                              ; preds = %190
  %199 = mul nsw i32 %193, %1
  %200 = add nsw i32 %199, %9
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds float, ptr %0, i64 %201
  %203 = load float, ptr %202, align 4, !tbaa !11
  br label %204

204:                                              ; preds = %198, %190
  %205 = phi contract float [ %203, %198 ], [ %195, %190 ]
  %206 = getelementptr inbounds nuw i8, ptr %12, i64 832
  store float %205, ptr %206, align 4, !tbaa !11
  %207 = add nsw i32 %2, 14
  %208 = icmp eq i32 %4, 14
  %209 = select contract i1 %208, float 1.000000e+00, float 0.000000e+00
  %210 = icmp slt i32 %207, %1
  %211 = and i1 %10, %210
  br i1 %211, label %212, label %218

212:                                              ; preds = %204
  %213 = mul nsw i32 %207, %1
  %214 = add nsw i32 %213, %9
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr %0, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !11
  br label %218

218:                                              ; preds = %212, %204
  %219 = phi contract float [ %217, %212 ], [ %209, %204 ]
  %220 = getelementptr inbounds nuw i8, ptr %12, i64 896
  store float %219, ptr %220, align 4, !tbaa !11
  %221 = add nsw i32 %2, 15
  %222 = icmp eq i32 %4, 15
  %223 = select contract i1 %222, float 1.000000e+00, float 0.000000e+00
  %224 = icmp slt i32 %221, %1
  %225 = and i1 %10, %224
  br i1 %225, label %226, label %232

226:                                              ; preds = %218
  %227 = mul nsw i32 %221, %1
  %228 = add nsw i32 %227, %9
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds float, ptr %0, i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !11
  br label %232

232:                                              ; preds = %226, %218
  %233 = phi contract float [ %231, %226 ], [ %223, %218 ]
  %234 = getelementptr inbounds nuw i8, ptr %12, i64 960
  store float %233, ptr %234, align 4, !tbaa !11
  br label %235

235:                                              ; preds = %6, %232
  %236 = phi i64 [ %7, %6 ], [ %11, %232 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %237 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %236
  %238 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %236
  br label %246

239:                                              ; preds = %463
  %240 = add i32 %2, %4
  %241 = icmp slt i32 %240, %1
  %242 = and i1 %5, %241
  br i1 %242, label %243, label %614

243:                                              ; preds = %239
  %244 = add nsw i32 %2, 1
  %245 = icmp slt i32 %244, %1
  br i1 %245, label %467, label %474

246:                                              ; preds = %235, %463
  %247 = phi i32 [ 1, %235 ], [ %465, %463 ]
  %248 = phi i32 [ 0, %235 ], [ %464, %463 ]
  %249 = icmp samesign ugt i32 %4, %248
  %250 = and i1 %5, %249
  br i1 %250, label %251, label %362

251:                                              ; preds = %246
  %252 = icmp eq i32 %248, 0
  br i1 %252, label %253, label %255

253:                                              ; preds = %251
  %254 = load float, ptr %237, align 4, !tbaa !11
  br label %284

255:                                              ; preds = %251
  %256 = zext nneg i32 %248 to i64
  %257 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %256
  %258 = getelementptr inbounds nuw float, ptr %237, i64 %256
  %259 = load float, ptr %258, align 4, !tbaa !11
  %260 = and i32 %248, 7
  %261 = icmp samesign ult i32 %248, 8
  br i1 %261, label %266, label %262

262:                                              ; preds = %255
  %263 = and i32 %248, 2147483640
  br label %292

264:                                              ; preds = %292
  %265 = icmp eq i32 %260, 0
  br i1 %265, label %284, label %266

266:                                              ; preds = %264, %255
  %267 = phi float [ %259, %255 ], [ %358, %264 ]
  %268 = phi i32 [ 0, %255 ], [ %359, %264 ]
  %269 = icmp ne i32 %260, 0
  tail call void @llvm.assume(i1 %269)
  br label %270

270:                                              ; preds = %270, %266
  %271 = phi float [ %267, %266 ], [ %280, %270 ]
  %272 = phi i32 [ %268, %266 ], [ %281, %270 ]
  %273 = phi i32 [ 0, %266 ], [ %282, %270 ]
  %274 = zext nneg i32 %272 to i64
  %275 = getelementptr inbounds nuw float, ptr %237, i64 %274
  %276 = load float, ptr %275, align 4, !tbaa !11
  %277 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %274
  %278 = load float, ptr %277, align 4, !tbaa !11
  %279 = fmul contract float %276, %278
  %280 = fsub contract float %271, %279
  store float %280, ptr %258, align 4, !tbaa !11
  %281 = add nuw nsw i32 %272, 1
  %282 = add i32 %273, 1
  %283 = icmp eq i32 %282, %260
  br i1 %283, label %284, label %270, !llvm.loop !13

284:                                              ; preds = %264, %270, %253
  %285 = phi i64 [ 0, %253 ], [ %256, %270 ], [ %256, %264 ]
  %286 = phi float [ %254, %253 ], [ %358, %264 ], [ %280, %270 ]
  %287 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %285
  %288 = getelementptr inbounds nuw float, ptr %287, i64 %285
  %289 = load float, ptr %288, align 4, !tbaa !11
  %290 = getelementptr inbounds nuw float, ptr %237, i64 %285
  %291 = fdiv contract float %286, %289
  store float %291, ptr %290, align 4, !tbaa !11
  br label %362

292:                                              ; preds = %292, %262
  %293 = phi float [ %259, %262 ], [ %358, %292 ]
  %294 = phi i32 [ 0, %262 ], [ %359, %292 ]
  %295 = phi i32 [ 0, %262 ], [ %360, %292 ]
  %296 = zext nneg i32 %294 to i64
  %297 = getelementptr inbounds nuw float, ptr %237, i64 %296
  %298 = load float, ptr %297, align 4, !tbaa !11
  %299 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %296
  %300 = load float, ptr %299, align 4, !tbaa !11
  %301 = fmul contract float %298, %300
  %302 = fsub contract float %293, %301
  store float %302, ptr %258, align 4, !tbaa !11
  %303 = or disjoint i32 %294, 1
  %304 = zext nneg i32 %303 to i64
  %305 = getelementptr inbounds nuw float, ptr %237, i64 %304
  %306 = load float, ptr %305, align 4, !tbaa !11
  %307 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %304
  %308 = load float, ptr %307, align 4, !tbaa !11
  %309 = fmul contract float %306, %308
  %310 = fsub contract float %302, %309
  store float %310, ptr %258, align 4, !tbaa !11
  %311 = or disjoint i32 %294, 2
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr inbounds nuw float, ptr %237, i64 %312
  %314 = load float, ptr %313, align 4, !tbaa !11
  %315 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %312
  %316 = load float, ptr %315, align 4, !tbaa !11
  %317 = fmul contract float %314, %316
  %318 = fsub contract float %310, %317
  store float %318, ptr %258, align 4, !tbaa !11
  %319 = or disjoint i32 %294, 3
  %320 = zext nneg i32 %319 to i64
  %321 = getelementptr inbounds nuw float, ptr %237, i64 %320
  %322 = load float, ptr %321, align 4, !tbaa !11
  %323 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %320
  %324 = load float, ptr %323, align 4, !tbaa !11
  %325 = fmul contract float %322, %324
  %326 = fsub contract float %318, %325
  store float %326, ptr %258, align 4, !tbaa !11
  %327 = or disjoint i32 %294, 4
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds nuw float, ptr %237, i64 %328
  %330 = load float, ptr %329, align 4, !tbaa !11
  %331 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %328
  %332 = load float, ptr %331, align 4, !tbaa !11
  %333 = fmul contract float %330, %332
  %334 = fsub contract float %326, %333
  store float %334, ptr %258, align 4, !tbaa !11
  %335 = or disjoint i32 %294, 5
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds nuw float, ptr %237, i64 %336
  %338 = load float, ptr %337, align 4, !tbaa !11
  %339 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %336
  %340 = load float, ptr %339, align 4, !tbaa !11
  %341 = fmul contract float %338, %340
  %342 = fsub contract float %334, %341
  store float %342, ptr %258, align 4, !tbaa !11
  %343 = or disjoint i32 %294, 6
  %344 = zext nneg i32 %343 to i64
  %345 = getelementptr inbounds nuw float, ptr %237, i64 %344
  %346 = load float, ptr %345, align 4, !tbaa !11
  %347 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %344
  %348 = load float, ptr %347, align 4, !tbaa !11
  %349 = fmul contract float %346, %348
  %350 = fsub contract float %342, %349
  store float %350, ptr %258, align 4, !tbaa !11
  %351 = or disjoint i32 %294, 7
  %352 = zext nneg i32 %351 to i64
  %353 = getelementptr inbounds nuw float, ptr %237, i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !11
  %355 = getelementptr inbounds nuw [16 x float], ptr %257, i64 %352
  %356 = load float, ptr %355, align 4, !tbaa !11
  %357 = fmul contract float %354, %356
  %358 = fsub contract float %350, %357
  store float %358, ptr %258, align 4, !tbaa !11
  %359 = add nuw nsw i32 %294, 8
  %360 = add i32 %295, 8
  %361 = icmp eq i32 %360, %263
  br i1 %361, label %264, label %292, !llvm.loop !15

362:                                              ; preds = %284, %246
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %250, label %363, label %463

363:                                              ; preds = %362
  %364 = zext nneg i32 %248 to i64
  %365 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_diagonalE6shadow to ptr), i64 %364
  %366 = getelementptr inbounds nuw i8, ptr %365, i64 64
  %367 = getelementptr inbounds nuw float, ptr %366, i64 %236
  %368 = load float, ptr %367, align 4, !tbaa !11
  %369 = and i32 %247, 7
  %370 = icmp samesign ult i32 %248, 7
  br i1 %370, label %445, label %371

371:                                              ; preds = %363
  %372 = and i32 %247, 2147483640
  br label %373

373:                                              ; preds = %373, %371
  %374 = phi i32 [ 0, %371 ], [ %440, %373 ]
  %375 = phi float [ %368, %371 ], [ %439, %373 ]
  %376 = phi i32 [ 0, %371 ], [ %441, %373 ]
  %377 = zext nneg i32 %374 to i64
  %378 = getelementptr inbounds nuw float, ptr %366, i64 %377
  %379 = load float, ptr %378, align 4, !tbaa !11
  %380 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %377
  %381 = load float, ptr %380, align 4, !tbaa !11
  %382 = fmul contract float %379, %381
  %383 = fsub contract float %375, %382
  store float %383, ptr %367, align 4, !tbaa !11
  %384 = or disjoint i32 %374, 1
  %385 = zext nneg i32 %384 to i64
  %386 = getelementptr inbounds nuw float, ptr %366, i64 %385
  %387 = load float, ptr %386, align 4, !tbaa !11
  %388 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %385
  %389 = load float, ptr %388, align 4, !tbaa !11
  %390 = fmul contract float %387, %389
  %391 = fsub contract float %383, %390
  store float %391, ptr %367, align 4, !tbaa !11
  %392 = or disjoint i32 %374, 2
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr inbounds nuw float, ptr %366, i64 %393
  %395 = load float, ptr %394, align 4, !tbaa !11
  %396 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %393
  %397 = load float, ptr %396, align 4, !tbaa !11
  %398 = fmul contract float %395, %397
  %399 = fsub contract float %391, %398
  store float %399, ptr %367, align 4, !tbaa !11
  %400 = or disjoint i32 %374, 3
  %401 = zext nneg i32 %400 to i64
  %402 = getelementptr inbounds nuw float, ptr %366, i64 %401
  %403 = load float, ptr %402, align 4, !tbaa !11
  %404 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %401
  %405 = load float, ptr %404, align 4, !tbaa !11
  %406 = fmul contract float %403, %405
  %407 = fsub contract float %399, %406
  store float %407, ptr %367, align 4, !tbaa !11
  %408 = or disjoint i32 %374, 4
  %409 = zext nneg i32 %408 to i64
  %410 = getelementptr inbounds nuw float, ptr %366, i64 %409
  %411 = load float, ptr %410, align 4, !tbaa !11
  %412 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %409
  %413 = load float, ptr %412, align 4, !tbaa !11
  %414 = fmul contract float %411, %413
  %415 = fsub contract float %407, %414
  store float %415, ptr %367, align 4, !tbaa !11
  %416 = or disjoint i32 %374, 5
  %417 = zext nneg i32 %416 to i64
  %418 = getelementptr inbounds nuw float, ptr %366, i64 %417
  %419 = load float, ptr %418, align 4, !tbaa !11
  %420 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %417
  %421 = load float, ptr %420, align 4, !tbaa !11
  %422 = fmul contract float %419, %421
  %423 = fsub contract float %415, %422
  store float %423, ptr %367, align 4, !tbaa !11
  %424 = or disjoint i32 %374, 6
  %425 = zext nneg i32 %424 to i64
  %426 = getelementptr inbounds nuw float, ptr %366, i64 %425
  %427 = load float, ptr %426, align 4, !tbaa !11
  %428 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %425
  %429 = load float, ptr %428, align 4, !tbaa !11
  %430 = fmul contract float %427, %429
  %431 = fsub contract float %423, %430
  store float %431, ptr %367, align 4, !tbaa !11
  %432 = or disjoint i32 %374, 7
  %433 = zext nneg i32 %432 to i64
  %434 = getelementptr inbounds nuw float, ptr %366, i64 %433
  %435 = load float, ptr %434, align 4, !tbaa !11
  %436 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %433
  %437 = load float, ptr %436, align 4, !tbaa !11
  %438 = fmul contract float %435, %437
  %439 = fsub contract float %431, %438
  store float %439, ptr %367, align 4, !tbaa !11
  %440 = add nuw nsw i32 %374, 8
  %441 = add i32 %376, 8
  %442 = icmp eq i32 %441, %372
  br i1 %442, label %443, label %373, !llvm.loop !17

443:                                              ; preds = %373
  %444 = icmp eq i32 %369, 0
  br i1 %444, label %463, label %445

445:                                              ; preds = %443, %363
  %446 = phi i32 [ 0, %363 ], [ %440, %443 ]
  %447 = phi float [ %368, %363 ], [ %439, %443 ]
  %448 = icmp ne i32 %369, 0
  tail call void @llvm.assume(i1 %448)
  br label %449

449:                                              ; preds = %449, %445
  %450 = phi i32 [ %446, %445 ], [ %460, %449 ]
  %451 = phi float [ %447, %445 ], [ %459, %449 ]
  %452 = phi i32 [ 0, %445 ], [ %461, %449 ]
  %453 = zext nneg i32 %450 to i64
  %454 = getelementptr inbounds nuw float, ptr %366, i64 %453
  %455 = load float, ptr %454, align 4, !tbaa !11
  %456 = getelementptr inbounds nuw [16 x float], ptr %238, i64 %453
  %457 = load float, ptr %456, align 4, !tbaa !11
  %458 = fmul contract float %455, %457
  %459 = fsub contract float %451, %458
  store float %459, ptr %367, align 4, !tbaa !11
  %460 = add nuw nsw i32 %450, 1
  %461 = add i32 %452, 1
  %462 = icmp eq i32 %461, %369
  br i1 %462, label %463, label %449, !llvm.loop !18

463:                                              ; preds = %443, %449, %362
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %464 = add nuw nsw i32 %248, 1
  %465 = add nuw nsw i32 %247, 1
  %466 = icmp eq i32 %464, 15
  br i1 %466, label %239, label %246, !llvm.loop !19

467:                                              ; preds = %243
  %468 = getelementptr inbounds nuw i8, ptr %238, i64 64
  %469 = load float, ptr %468, align 4, !tbaa !11
  %470 = mul nsw i32 %244, %1
  %471 = add i32 %240, %470
  %472 = sext i32 %471 to i64
  %473 = getelementptr inbounds float, ptr %0, i64 %472
  store float %469, ptr %473, align 4, !tbaa !11
  br label %474

474:                                              ; preds = %243, %467
  %475 = add nsw i32 %2, 2
  %476 = icmp slt i32 %475, %1
  br i1 %476, label %477, label %484

477:                                              ; preds = %474
  %478 = getelementptr inbounds nuw i8, ptr %238, i64 128
  %479 = load float, ptr %478, align 4, !tbaa !11
  %480 = mul nsw i32 %475, %1
  %481 = add i32 %240, %480
  %482 = sext i32 %481 to i64
  %483 = getelementptr inbounds float, ptr %0, i64 %482
  store float %479, ptr %483, align 4, !tbaa !11
  br label %484

484:                                              ; preds = %477, %474
  %485 = add nsw i32 %2, 3
  %486 = icmp slt i32 %485, %1
  br i1 %486, label %487, label %494

487:                                              ; preds = %484
  %488 = getelementptr inbounds nuw i8, ptr %238, i64 192
  %489 = load float, ptr %488, align 4, !tbaa !11
  %490 = mul nsw i32 %485, %1
  %491 = add i32 %240, %490
  %492 = sext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr %0, i64 %492
  store float %489, ptr %493, align 4, !tbaa !11
  br label %494

494:                                              ; preds = %487, %484
  %495 = add nsw i32 %2, 4
  %496 = icmp slt i32 %495, %1
  br i1 %496, label %497, label %504

497:                                              ; preds = %494
  %498 = getelementptr inbounds nuw i8, ptr %238, i64 256
  %499 = load float, ptr %498, align 4, !tbaa !11
  %500 = mul nsw i32 %495, %1
  %501 = add i32 %240, %500
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds float, ptr %0, i64 %502
  store float %499, ptr %503, align 4, !tbaa !11
  br label %504

504:                                              ; preds = %497, %494
  %505 = add nsw i32 %2, 5
  %506 = icmp slt i32 %505, %1
  br i1 %506, label %507, label %514

507:                                              ; preds = %504
  %508 = getelementptr inbounds nuw i8, ptr %238, i64 320
  %509 = load float, ptr %508, align 4, !tbaa !11
  %510 = mul nsw i32 %505, %1
  %511 = add i32 %240, %510
  %512 = sext i32 %511 to i64
  %513 = getelementptr inbounds float, ptr %0, i64 %512
  store float %509, ptr %513, align 4, !tbaa !11
  br label %514

514:                                              ; preds = %507, %504
  %515 = add nsw i32 %2, 6
  %516 = icmp slt i32 %515, %1
  br i1 %516, label %517, label %524

517:                                              ; preds = %514
  %518 = getelementptr inbounds nuw i8, ptr %238, i64 384
  %519 = load float, ptr %518, align 4, !tbaa !11
  %520 = mul nsw i32 %515, %1
  %521 = add i32 %240, %520
  %522 = sext i32 %521 to i64
  %523 = getelementptr inbounds float, ptr %0, i64 %522
  store float %519, ptr %523, align 4, !tbaa !11
  br label %524

524:                                              ; preds = %517, %514
  %525 = add nsw i32 %2, 7
  %526 = icmp slt i32 %525, %1
  br i1 %526, label %527, label %534

527:                                              ; preds = %524
  %528 = getelementptr inbounds nuw i8, ptr %238, i64 448
  %529 = load float, ptr %528, align 4, !tbaa !11
  %530 = mul nsw i32 %525, %1
  %531 = add i32 %240, %530
  %532 = sext i32 %531 to i64
  %533 = getelementptr inbounds float, ptr %0, i64 %532
  store float %529, ptr %533, align 4, !tbaa !11
  br label %534

534:                                              ; preds = %527, %524
  %535 = add nsw i32 %2, 8
  %536 = icmp slt i32 %535, %1
  br i1 %536, label %537, label %544

537:                                              ; preds = %534
  %538 = getelementptr inbounds nuw i8, ptr %238, i64 512
  %539 = load float, ptr %538, align 4, !tbaa !11
  %540 = mul nsw i32 %535, %1
  %541 = add i32 %240, %540
  %542 = sext i32 %541 to i64
  %543 = getelementptr inbounds float, ptr %0, i64 %542
  store float %539, ptr %543, align 4, !tbaa !11
  br label %544

544:                                              ; preds = %537, %534
  %545 = add nsw i32 %2, 9
  %546 = icmp slt i32 %545, %1
  br i1 %546, label %547, label %554

547:                                              ; preds = %544
  %548 = getelementptr inbounds nuw i8, ptr %238, i64 576
  %549 = load float, ptr %548, align 4, !tbaa !11
  %550 = mul nsw i32 %545, %1
  %551 = add i32 %240, %550
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr %0, i64 %552
  store float %549, ptr %553, align 4, !tbaa !11
  br label %554

554:                                              ; preds = %547, %544
  %555 = add nsw i32 %2, 10
  %556 = icmp slt i32 %555, %1
  br i1 %556, label %557, label %564

557:                                              ; preds = %554
  %558 = getelementptr inbounds nuw i8, ptr %238, i64 640
  %559 = load float, ptr %558, align 4, !tbaa !11
  %560 = mul nsw i32 %555, %1
  %561 = add i32 %240, %560
  %562 = sext i32 %561 to i64
  %563 = getelementptr inbounds float, ptr %0, i64 %562
  store float %559, ptr %563, align 4, !tbaa !11
  br label %564

564:                                              ; preds = %557, %554
  %565 = add nsw i32 %2, 11
  %566 = icmp slt i32 %565, %1
  br i1 %566, label %567, label %574

567:                                              ; preds = %564
  %568 = getelementptr inbounds nuw i8, ptr %238, i64 704
  %569 = load float, ptr %568, align 4, !tbaa !11
  %570 = mul nsw i32 %565, %1
  %571 = add i32 %240, %570
  %572 = sext i32 %571 to i64
  %573 = getelementptr inbounds float, ptr %0, i64 %572
  store float %569, ptr %573, align 4, !tbaa !11
  br label %574

574:                                              ; preds = %567, %564
  %575 = add nsw i32 %2, 12
  %576 = icmp slt i32 %575, %1
  br i1 %576, label %577, label %584

577:                                              ; preds = %574
  %578 = getelementptr inbounds nuw i8, ptr %238, i64 768
  %579 = load float, ptr %578, align 4, !tbaa !11
  %580 = mul nsw i32 %575, %1
  %581 = add i32 %240, %580
  %582 = sext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr %0, i64 %582
  store float %579, ptr %583, align 4, !tbaa !11
  br label %584

584:                                              ; preds = %577, %574
  %585 = add nsw i32 %2, 13
  %586 = icmp slt i32 %585, %1
  br i1 %586, label %587, label %594

587:                                              ; preds = %584
  %588 = getelementptr inbounds nuw i8, ptr %238, i64 832
  %589 = load float, ptr %588, align 4, !tbaa !11
  %590 = mul nsw i32 %585, %1
  %591 = add i32 %240, %590
  %592 = sext i32 %591 to i64
  %593 = getelementptr inbounds float, ptr %0, i64 %592
  store float %589, ptr %593, align 4, !tbaa !11
  br label %594

594:                                              ; preds = %587, %584
  %595 = add nsw i32 %2, 14
  %596 = icmp slt i32 %595, %1
  br i1 %596, label %597, label %604

597:                                              ; preds = %594
  %598 = getelementptr inbounds nuw i8, ptr %238, i64 896
  %599 = load float, ptr %598, align 4, !tbaa !11
  %600 = mul nsw i32 %595, %1
  %601 = add i32 %240, %600
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %0, i64 %602
  store float %599, ptr %603, align 4, !tbaa !11
  br label %604

604:                                              ; preds = %597, %594
  %605 = add nsw i32 %2, 15
  %606 = icmp slt i32 %605, %1
  br i1 %606, label %607, label %614

607:                                              ; preds = %604
  %608 = getelementptr inbounds nuw i8, ptr %238, i64 960
  %609 = load float, ptr %608, align 4, !tbaa !11
  %610 = mul nsw i32 %605, %1
  %611 = add i32 %240, %610
  %612 = sext i32 %611 to i64
  %613 = getelementptr inbounds float, ptr %0, i64 %612
  store float %609, ptr %613, align 4, !tbaa !11
  br label %614

614:                                              ; preds = %604, %607, %239
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lud_perimeter(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 4
  %7 = add i32 %6, 16
  %8 = add i32 %7, %2
  %9 = icmp samesign ult i32 %4, 16
  br i1 %9, label %10, label %294

10:                                               ; preds = %3
  %11 = add nsw i32 %2, %4
  %12 = icmp slt i32 %11, %1
  %13 = zext nneg i32 %4 to i64
  %14 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %13
  %15 = icmp eq i32 %4, 0
  %16 = select contract i1 %15, float 1.000000e+00, float 0.000000e+00
  %17 = icmp slt i32 %2, %1
  %18 = and i1 %12, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %10
  %20 = mul nsw i32 %2, %1
  %21 = add nsw i32 %20, %11
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %10, %19
  %26 = phi contract float [ %24, %19 ], [ %16, %10 ]
  store float %26, ptr %14, align 4, !tbaa !11
  %27 = add nsw i32 %2, 1
  %28 = icmp eq i32 %4, 1
  %29 = select contract i1 %28, float 1.000000e+00, float 0.000000e+00
  %30 = icmp slt i32 %27, %1
  %31 = and i1 %12, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %25
  %33 = mul nsw i32 %27, %1
  %34 = add nsw i32 %33, %11
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  br label %38

38:                                               ; preds = %32, %25
  %39 = phi contract float [ %37, %32 ], [ %29, %25 ]
  %40 = getelementptr inbounds nuw i8, ptr %14, i64 64
  store float %39, ptr %40, align 4, !tbaa !11
  %41 = add nsw i32 %2, 2
  %42 = icmp eq i32 %4, 2
  %43 = select contract i1 %42, float 1.000000e+00, float 0.000000e+00
  %44 = icmp slt i32 %41, %1
  %45 = and i1 %12, %44
  br i1 %45, label %46, label %52

46:                                               ; preds = %38
  %47 = mul nsw i32 %41, %1
  %48 = add nsw i32 %47, %11
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  br label %52

52:                                               ; preds = %46, %38
  %53 = phi contract float [ %51, %46 ], [ %43, %38 ]
  %54 = getelementptr inbounds nuw i8, ptr %14, i64 128
  store float %53, ptr %54, align 4, !tbaa !11
  %55 = add nsw i32 %2, 3
  %56 = icmp eq i32 %4, 3
  %57 = select contract i1 %56, float 1.000000e+00, float 0.000000e+00
  %58 = icmp slt i32 %55, %1
  %59 = and i1 %12, %58
  br i1 %59, label %60, label %66

60:                                               ; preds = %52
  %61 = mul nsw i32 %55, %1
  %62 = add nsw i32 %61, %11
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  br label %66

66:                                               ; preds = %60, %52
  %67 = phi contract float [ %65, %60 ], [ %57, %52 ]
  %68 = getelementptr inbounds nuw i8, ptr %14, i64 192
  store float %67, ptr %68, align 4, !tbaa !11
  %69 = add nsw i32 %2, 4
  %70 = icmp eq i32 %4, 4
  %71 = select contract i1 %70, float 1.000000e+00, float 0.000000e+00
  %72 = icmp slt i32 %69, %1
  %73 = and i1 %12, %72
  br i1 %73, label %74, label %80

74:                                               ; preds = %66
  %75 = mul nsw i32 %69, %1
  %76 = add nsw i32 %75, %11
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  br label %80

80:                                               ; preds = %74, %66
  %81 = phi contract float [ %79, %74 ], [ %71, %66 ]
  %82 = getelementptr inbounds nuw i8, ptr %14, i64 256
  store float %81, ptr %82, align 4, !tbaa !11
  %83 = add nsw i32 %2, 5
  %84 = icmp eq i32 %4, 5
  %85 = select contract i1 %84, float 1.000000e+00, float 0.000000e+00
  %86 = icmp slt i32 %83, %1
  %87 = and i1 %12, %86
  br i1 %87, label %88, label %94

88:                                               ; preds = %80
  %89 = mul nsw i32 %83, %1
  %90 = add nsw i32 %89, %11
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %0, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !11
  br label %94

94:                                               ; preds = %88, %80
  %95 = phi contract float [ %93, %88 ], [ %85, %80 ]
  %96 = getelementptr inbounds nuw i8, ptr %14, i64 320
  store float %95, ptr %96, align 4, !tbaa !11
  %97 = add nsw i32 %2, 6
  %98 = icmp eq i32 %4, 6
  %99 = select contract i1 %98, float 1.000000e+00, float 0.000000e+00
  %100 = icmp slt i32 %97, %1
  %101 = and i1 %12, %100
  br i1 %101, label %102, label %108

102:                                              ; preds = %94
  %103 = mul nsw i32 %97, %1
  %104 = add nsw i32 %103, %11
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  br label %108

108:                                              ; preds = %102, %94
  %109 = phi contract float [ %107, %102 ], [ %99, %94 ]
  %110 = getelementptr inbounds nuw i8, ptr %14, i64 384
  store float %109, ptr %110, align 4, !tbaa !11
  %111 = add nsw i32 %2, 7
  %112 = icmp eq i32 %4, 7
  %113 = select contract i1 %112, float 1.000000e+00, float 0.000000e+00
  %114 = icmp slt i32 %111, %1
  %115 = and i1 %12, %114
  br i1 %115, label %116, label %122

116:                                              ; preds = %108
  %117 = mul nsw i32 %111, %1
  %118 = add nsw i32 %117, %11
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !11
  br label %122

122:                                              ; preds = %116, %108
  %123 = phi contract float [ %121, %116 ], [ %113, %108 ]
  %124 = getelementptr inbounds nuw i8, ptr %14, i64 448
  store float %123, ptr %124, align 4, !tbaa !11
  %125 = add nsw i32 %8, %4
  %126 = icmp slt i32 %125, %1
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %13
  %128 = and i1 %126, %17
  br i1 %128, label %129, label %135

129:                                              ; preds = %122
  %130 = mul nsw i32 %2, %1
  %131 = add nsw i32 %130, %125
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr %0, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !11
  br label %135

135:                                              ; preds = %122, %129
  %136 = phi contract float [ %134, %129 ], [ 0.000000e+00, %122 ]
  store float %136, ptr %127, align 4, !tbaa !11
  %137 = and i1 %126, %30
  br i1 %137, label %138, label %144

138:                                              ; preds = %135
  %139 = mul nsw i32 %27, %1
  %140 = add nsw i32 %139, %125
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds float, ptr %0, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !11
  br label %144

144:                                              ; preds = %138, %135
  %145 = phi contract float [ %143, %138 ], [ 0.000000e+00, %135 ]
  %146 = getelementptr inbounds nuw i8, ptr %127, i64 64
  store float %145, ptr %146, align 4, !tbaa !11
  %147 = and i1 %126, %44
  br i1 %147, label %148, label %154

148:                                              ; preds = %144
  %149 = mul nsw i32 %41, %1
  %150 = add nsw i32 %149, %125
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr %0, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !11
  br label %154

154:                                              ; preds = %148, %144
  %155 = phi contract float [ %153, %148 ], [ 0.000000e+00, %144 ]
  %156 = getelementptr inbounds nuw i8, ptr %127, i64 128
  store float %155, ptr %156, align 4, !tbaa !11
  %157 = and i1 %126, %58
  br i1 %157, label %158, label %164

158:                                              ; preds = %154
  %159 = mul nsw i32 %55, %1
  %160 = add nsw i32 %159, %125
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr %0, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !11
  br label %164

164:                                              ; preds = %158, %154
  %165 = phi contract float [ %163, %158 ], [ 0.000000e+00, %154 ]
  %166 = getelementptr inbounds nuw i8, ptr %127, i64 192
  store float %165, ptr %166, align 4, !tbaa !11
  %167 = and i1 %126, %72
  br i1 %167, label %168, label %174

168:                                              ; preds = %164
  %169 = mul nsw i32 %69, %1
  %170 = add nsw i32 %169, %125
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds float, ptr %0, i64 %171
  %173 = load float, ptr %172, align 4, !tbaa !11
  br label %174

174:                                              ; preds = %168, %164
  %175 = phi contract float [ %173, %168 ], [ 0.000000e+00, %164 ]
  %176 = getelementptr inbounds nuw i8, ptr %127, i64 256
  store float %175, ptr %176, align 4, !tbaa !11
  %177 = and i1 %126, %86
  br i1 %177, label %178, label %184

178:                                              ; preds = %174
  %179 = mul nsw i32 %83, %1
  %180 = add nsw i32 %179, %125
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds float, ptr %0, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !11
  br label %184

184:                                              ; preds = %178, %174
  %185 = phi contract float [ %183, %178 ], [ 0.000000e+00, %174 ]
  %186 = getelementptr inbounds nuw i8, ptr %127, i64 320
  store float %185, ptr %186, align 4, !tbaa !11
  %187 = and i1 %126, %100
  br i1 %187, label %188, label %194

188:                                              ; preds = %184
  %189 = mul nsw i32 %97, %1
  %190 = add nsw i32 %189, %125
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds float, ptr %0, i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !11
  br label %194

194:                                              ; preds = %188, %184
  %195 = phi contract float [ %193, %188 ], [ 0.000000e+00, %184 ]
  %196 = getelementptr inbounds nuw i8, ptr %127, i64 384
  store float %195, ptr %196, align 4, !tbaa !11
  %197 = and i1 %126, %114
  br i1 %197, label %198, label %204

198:                                              ; preds = %194
  %199 = mul nsw i32 %111, %1
  %200 = add nsw i32 %199, %125
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds float, ptr %0, i64 %201
  %203 = load float, ptr %202, align 4, !tbaa !11
  br label %204

204:                                              ; preds = %198, %194
  %205 = phi contract float [ %203, %198 ], [ 0.000000e+00, %194 ]
  %206 = getelementptr inbounds nuw i8, ptr %127, i64 448
  store float %205, ptr %206, align 4, !tbaa !11
  %207 = add nsw i32 %2, 8
  %208 = icmp slt i32 %207, %1
  %209 = and i1 %126, %208
  br i1 %209, label %210, label %216

210:                                              ; preds = %204
  %211 = mul nsw i32 %207, %1
  %212 = add nsw i32 %211, %125
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds float, ptr %0, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %210, %204
  %217 = phi contract float [ %215, %210 ], [ 0.000000e+00, %204 ]
  %218 = getelementptr inbounds nuw i8, ptr %127, i64 512
  store float %217, ptr %218, align 4, !tbaa !11
  %219 = add nsw i32 %2, 9
  %220 = icmp slt i32 %219, %1
  %221 = and i1 %126, %220
  br i1 %221, label %222, label %228

222:                                              ; preds = %216
  %223 = mul nsw i32 %219, %1
  %224 = add nsw i32 %223, %125
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds float, ptr %0, i64 %225
  %227 = load float, ptr %226, align 4, !tbaa !11
  br label %228

228:                                              ; preds = %222, %216
  %229 = phi contract float [ %227, %222 ], [ 0.000000e+00, %216 ]
  %230 = getelementptr inbounds nuw i8, ptr %127, i64 576
  store float %229, ptr %230, align 4, !tbaa !11
  %231 = add nsw i32 %2, 10
  %232 = icmp slt i32 %231, %1
  %233 = and i1 %126, %232
  br i1 %233, label %234, label %240

234:                                              ; preds = %228
  %235 = mul nsw i32 %231, %1
  %236 = add nsw i32 %235, %125
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds float, ptr %0, i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !11
  br label %240

240:                                              ; preds = %234, %228
  %241 = phi contract float [ %239, %234 ], [ 0.000000e+00, %228 ]
  %242 = getelementptr inbounds nuw i8, ptr %127, i64 640
  store float %241, ptr %242, align 4, !tbaa !11
  %243 = add nsw i32 %2, 11
  %244 = icmp slt i32 %243, %1
  %245 = and i1 %126, %244
  br i1 %245, label %246, label %252

246:                                              ; preds = %240
  %247 = mul nsw i32 %243, %1
  %248 = add nsw i32 %247, %125
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds float, ptr %0, i64 %249
  %251 = load float, ptr %250, align 4, !tbaa !11
  br label %252

252:                                              ; preds = %246, %240
  %253 = phi contract float [ %251, %246 ], [ 0.000000e+00, %240 ]
  %254 = getelementptr inbounds nuw i8, ptr %127, i64 704
  store float %253, ptr %254, align 4, !tbaa !11
  %255 = add nsw i32 %2, 12
  %256 = icmp slt i32 %255, %1
  %257 = and i1 %126, %256
  br i1 %257, label %258, label %264

258:                                              ; preds = %252
  %259 = mul nsw i32 %255, %1
  %260 = add nsw i32 %259, %125
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr %0, i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !11
  br label %264

264:                                              ; preds = %258, %252
  %265 = phi contract float [ %263, %258 ], [ 0.000000e+00, %252 ]
  %266 = getelementptr inbounds nuw i8, ptr %127, i64 768
  store float %265, ptr %266, align 4, !tbaa !11
  %267 = add nsw i32 %2, 13
  %268 = icmp slt i32 %267, %1
  %269 = and i1 %126, %268
  br i1 %269, label %270, label %276

270:                                              ; preds = %264
  %271 = mul nsw i32 %267, %1
  %272 = add nsw i32 %271, %125
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds float, ptr %0, i64 %273
  %275 = load float, ptr %274, align 4, !tbaa !11
  br label %276

276:                                              ; preds = %270, %264
  %277 = phi contract float [ %275, %270 ], [ 0.000000e+00, %264 ]
  %278 = getelementptr inbounds nuw i8, ptr %127, i64 832
  store float %277, ptr %278, align 4, !tbaa !11
  %279 = add nsw i32 %2, 14
  %280 = icmp slt i32 %279, %1
  %281 = and i1 %126, %280
  br i1 %281, label %282, label %288

282:                                              ; preds = %276
  %283 = mul nsw i32 %279, %1
  %284 = add nsw i32 %283, %125
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds float, ptr %0, i64 %285
  %287 = load float, ptr %286, align 4, !tbaa !11
  br label %288

288:                                              ; preds = %282, %276
  %289 = phi contract float [ %287, %282 ], [ 0.000000e+00, %276 ]
  %290 = getelementptr inbounds nuw i8, ptr %127, i64 896
  store float %289, ptr %290, align 4, !tbaa !11
  %291 = add nsw i32 %2, 15
  %292 = icmp slt i32 %291, %1
  %293 = and i1 %126, %292
  br i1 %293, label %596, label %605

294:                                              ; preds = %3
  %295 = icmp samesign ult i32 %4, 32
  br i1 %295, label %296, label %609

296:                                              ; preds = %294
  %297 = add nsw i32 %4, -16
  %298 = add nsw i32 %2, %297
  %299 = icmp slt i32 %298, %1
  %300 = zext nneg i32 %297 to i64
  %301 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %300
  %302 = add nsw i32 %2, 8
  %303 = icmp eq i32 %297, 8
  %304 = select contract i1 %303, float 1.000000e+00, float 0.000000e+00
  %305 = icmp slt i32 %302, %1
  %306 = and i1 %299, %305
  br i1 %306, label %307, label %313

307:                                              ; preds = %296
  %308 = mul nsw i32 %302, %1
  %309 = add nsw i32 %308, %298
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds float, ptr %0, i64 %310
  %312 = load float, ptr %311, align 4, !tbaa !11
  br label %313

313:                                              ; preds = %296, %307
  %314 = phi contract float [ %312, %307 ], [ %304, %296 ]
  %315 = getelementptr inbounds nuw i8, ptr %301, i64 512
  store float %314, ptr %315, align 4, !tbaa !11
  %316 = add nsw i32 %2, 9
  %317 = icmp eq i32 %297, 9
  %318 = select contract i1 %317, float 1.000000e+00, float 0.000000e+00
  %319 = icmp slt i32 %316, %1
  %320 = and i1 %299, %319
  br i1 %320, label %321, label %327

321:                                              ; preds = %313
  %322 = mul nsw i32 %316, %1
  %323 = add nsw i32 %322, %298
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds float, ptr %0, i64 %324
  %326 = load float, ptr %325, align 4, !tbaa !11
  br label %327

327:                                              ; preds = %321, %313
  %328 = phi contract float [ %326, %321 ], [ %318, %313 ]
  %329 = getelementptr inbounds nuw i8, ptr %301, i64 576
  store float %328, ptr %329, align 4, !tbaa !11
  %330 = add nsw i32 %2, 10
  %331 = icmp eq i32 %297, 10
  %332 = select contract i1 %331, float 1.000000e+00, float 0.000000e+00
  %333 = icmp slt i32 %330, %1
  %334 = and i1 %299, %333
  br i1 %334, label %335, label %341

335:                                              ; preds = %327
  %336 = mul nsw i32 %330, %1
  %337 = add nsw i32 %336, %298
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds float, ptr %0, i64 %338
  %340 = load float, ptr %339, align 4, !tbaa !11
  br label %341

341:                                              ; preds = %335, %327
  %342 = phi contract float [ %340, %335 ], [ %332, %327 ]
  %343 = getelementptr inbounds nuw i8, ptr %301, i64 640
  store float %342, ptr %343, align 4, !tbaa !11
  %344 = add nsw i32 %2, 11
  %345 = icmp eq i32 %297, 11
  %346 = select contract i1 %345, float 1.000000e+00, float 0.000000e+00
  %347 = icmp slt i32 %344, %1
  %348 = and i1 %299, %347
  br i1 %348, label %349, label %355

349:                                              ; preds = %341
  %350 = mul nsw i32 %344, %1
  %351 = add nsw i32 %350, %298
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds float, ptr %0, i64 %352
  %354 = load float, ptr %353, align 4, !tbaa !11
  br label %355

355:                                              ; preds = %349, %341
  %356 = phi contract float [ %354, %349 ], [ %346, %341 ]
  %357 = getelementptr inbounds nuw i8, ptr %301, i64 704
  store float %356, ptr %357, align 4, !tbaa !11
  %358 = add nsw i32 %2, 12
  %359 = icmp eq i32 %297, 12
  %360 = select contract i1 %359, float 1.000000e+00, float 0.000000e+00
  %361 = icmp slt i32 %358, %1
  %362 = and i1 %299, %361
  br i1 %362, label %363, label %369

363:                                              ; preds = %355
  %364 = mul nsw i32 %358, %1
  %365 = add nsw i32 %364, %298
  %366 = sext i32 %365 to i64
  %367 = getelementptr inbounds float, ptr %0, i64 %366
  %368 = load float, ptr %367, align 4, !tbaa !11
  br label %369

369:                                              ; preds = %363, %355
  %370 = phi contract float [ %368, %363 ], [ %360, %355 ]
  %371 = getelementptr inbounds nuw i8, ptr %301, i64 768
  store float %370, ptr %371, align 4, !tbaa !11
  %372 = add nsw i32 %2, 13
  %373 = icmp eq i32 %297, 13
  %374 = select contract i1 %373, float 1.000000e+00, float 0.000000e+00
  %375 = icmp slt i32 %372, %1
  %376 = and i1 %299, %375
  br i1 %376, label %377, label %383

377:                                              ; preds = %369
  %378 = mul nsw i32 %372, %1
  %379 = add nsw i32 %378, %298
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds float, ptr %0, i64 %380
  %382 = load float, ptr %381, align 4, !tbaa !11
  br label %383

383:                                              ; preds = %377, %369
  %384 = phi contract float [ %382, %377 ], [ %374, %369 ]
  %385 = getelementptr inbounds nuw i8, ptr %301, i64 832
  store float %384, ptr %385, align 4, !tbaa !11
  %386 = add nsw i32 %2, 14
  %387 = icmp eq i32 %297, 14
  %388 = select contract i1 %387, float 1.000000e+00, float 0.000000e+00
  %389 = icmp slt i32 %386, %1
  %390 = and i1 %299, %389
  br i1 %390, label %391, label %397

391:                                              ; preds = %383
  %392 = mul nsw i32 %386, %1
  %393 = add nsw i32 %392, %298
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds float, ptr %0, i64 %394
  %396 = load float, ptr %395, align 4, !tbaa !11
  br label %397

397:                                              ; preds = %391, %383
  %398 = phi contract float [ %396, %391 ], [ %388, %383 ]
  %399 = getelementptr inbounds nuw i8, ptr %301, i64 896
  store float %398, ptr %399, align 4, !tbaa !11
  %400 = add nsw i32 %2, 15
  %401 = icmp eq i32 %297, 15
  %402 = select contract i1 %401, float 1.000000e+00, float 0.000000e+00
  %403 = icmp slt i32 %400, %1
  %404 = and i1 %299, %403
  br i1 %404, label %405, label %411

405:                                              ; preds = %397
  %406 = mul nsw i32 %400, %1
  %407 = add nsw i32 %406, %298
  %408 = sext i32 %407 to i64
  %409 = getelementptr inbounds float, ptr %0, i64 %408
  %410 = load float, ptr %409, align 4, !tbaa !11
  br label %411

411:                                              ; preds = %405, %397
  %412 = phi contract float [ %410, %405 ], [ %402, %397 ]
  %413 = getelementptr inbounds nuw i8, ptr %301, i64 960
  store float %412, ptr %413, align 4, !tbaa !11
  %414 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %300
  %415 = icmp slt i32 %8, %1
  %416 = and i1 %299, %415
  br i1 %416, label %417, label %423

417:                                              ; preds = %411
  %418 = mul nsw i32 %8, %1
  %419 = add nsw i32 %418, %298
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds float, ptr %0, i64 %420
  %422 = load float, ptr %421, align 4, !tbaa !11
  br label %423

423:                                              ; preds = %411, %417
  %424 = phi contract float [ %422, %417 ], [ 0.000000e+00, %411 ]
  store float %424, ptr %414, align 4, !tbaa !11
  %425 = add nsw i32 %8, 1
  %426 = icmp slt i32 %425, %1
  %427 = and i1 %299, %426
  br i1 %427, label %428, label %434

428:                                              ; preds = %423
  %429 = mul nsw i32 %425, %1
  %430 = add nsw i32 %429, %298
  %431 = sext i32 %430 to i64
  %432 = getelementptr inbounds float, ptr %0, i64 %431
  %433 = load float, ptr %432, align 4, !tbaa !11
  br label %434

434:                                              ; preds = %428, %423
  %435 = phi contract float [ %433, %428 ], [ 0.000000e+00, %423 ]
  %436 = getelementptr inbounds nuw i8, ptr %414, i64 64
  store float %435, ptr %436, align 4, !tbaa !11
  %437 = add nsw i32 %8, 2
  %438 = icmp slt i32 %437, %1
  %439 = and i1 %299, %438
  br i1 %439, label %440, label %446

440:                                              ; preds = %434
  %441 = mul nsw i32 %437, %1
  %442 = add nsw i32 %441, %298
  %443 = sext i32 %442 to i64
  %444 = getelementptr inbounds float, ptr %0, i64 %443
  %445 = load float, ptr %444, align 4, !tbaa !11
  br label %446

446:                                              ; preds = %440, %434
  %447 = phi contract float [ %445, %440 ], [ 0.000000e+00, %434 ]
  %448 = getelementptr inbounds nuw i8, ptr %414, i64 128
  store float %447, ptr %448, align 4, !tbaa !11
  %449 = add nsw i32 %8, 3
  %450 = icmp slt i32 %449, %1
  %451 = and i1 %299, %450
  br i1 %451, label %452, label %458

452:                                              ; preds = %446
  %453 = mul nsw i32 %449, %1
  %454 = add nsw i32 %453, %298
  %455 = sext i32 %454 to i64
  %456 = getelementptr inbounds float, ptr %0, i64 %455
  %457 = load float, ptr %456, align 4, !tbaa !11
  br label %458

458:                                              ; preds = %452, %446
  %459 = phi contract float [ %457, %452 ], [ 0.000000e+00, %446 ]
  %460 = getelementptr inbounds nuw i8, ptr %414, i64 192
  store float %459, ptr %460, align 4, !tbaa !11
  %461 = add nsw i32 %8, 4
  %462 = icmp slt i32 %461, %1
  %463 = and i1 %299, %462
  br i1 %463, label %464, label %470

464:                                              ; preds = %458
  %465 = mul nsw i32 %461, %1
  %466 = add nsw i32 %465, %298
  %467 = sext i32 %466 to i64
  %468 = getelementptr inbounds float, ptr %0, i64 %467
  %469 = load float, ptr %468, align 4, !tbaa !11
  br label %470

470:                                              ; preds = %464, %458
  %471 = phi contract float [ %469, %464 ], [ 0.000000e+00, %458 ]
  %472 = getelementptr inbounds nuw i8, ptr %414, i64 256
  store float %471, ptr %472, align 4, !tbaa !11
  %473 = add nsw i32 %8, 5
  %474 = icmp slt i32 %473, %1
  %475 = and i1 %299, %474
  br i1 %475, label %476, label %482

476:                                              ; preds = %470
  %477 = mul nsw i32 %473, %1
  %478 = add nsw i32 %477, %298
  %479 = sext i32 %478 to i64
  %480 = getelementptr inbounds float, ptr %0, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !11
  br label %482

482:                                              ; preds = %476, %470
  %483 = phi contract float [ %481, %476 ], [ 0.000000e+00, %470 ]
  %484 = getelementptr inbounds nuw i8, ptr %414, i64 320
  store float %483, ptr %484, align 4, !tbaa !11
  %485 = add nsw i32 %8, 6
  %486 = icmp slt i32 %485, %1
  %487 = and i1 %299, %486
  br i1 %487, label %488, label %494

488:                                              ; preds = %482
  %489 = mul nsw i32 %485, %1
  %490 = add nsw i32 %489, %298
  %491 = sext i32 %490 to i64
  %492 = getelementptr inbounds float, ptr %0, i64 %491
  %493 = load float, ptr %492, align 4, !tbaa !11
  br label %494

494:                                              ; preds = %488, %482
  %495 = phi contract float [ %493, %488 ], [ 0.000000e+00, %482 ]
  %496 = getelementptr inbounds nuw i8, ptr %414, i64 384
  store float %495, ptr %496, align 4, !tbaa !11
  %497 = add nsw i32 %8, 7
  %498 = icmp slt i32 %497, %1
  %499 = and i1 %299, %498
  br i1 %499, label %500, label %506

500:                                              ; preds = %494
  %501 = mul nsw i32 %497, %1
  %502 = add nsw i32 %501, %298
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr %0, i64 %503
  %505 = load float, ptr %504, align 4, !tbaa !11
  br label %506

506:                                              ; preds = %500, %494
  %507 = phi contract float [ %505, %500 ], [ 0.000000e+00, %494 ]
  %508 = getelementptr inbounds nuw i8, ptr %414, i64 448
  store float %507, ptr %508, align 4, !tbaa !11
  %509 = add nsw i32 %8, 8
  %510 = icmp slt i32 %509, %1
  %511 = and i1 %299, %510
  br i1 %511, label %512, label %518

512:                                              ; preds = %506
  %513 = mul nsw i32 %509, %1
  %514 = add nsw i32 %513, %298
  %515 = sext i32 %514 to i64
  %516 = getelementptr inbounds float, ptr %0, i64 %515
  %517 = load float, ptr %516, align 4, !tbaa !11
  br label %518

518:                                              ; preds = %512, %506
  %519 = phi contract float [ %517, %512 ], [ 0.000000e+00, %506 ]
  %520 = getelementptr inbounds nuw i8, ptr %414, i64 512
  store float %519, ptr %520, align 4, !tbaa !11
  %521 = add nsw i32 %8, 9
  %522 = icmp slt i32 %521, %1
  %523 = and i1 %299, %522
  br i1 %523, label %524, label %530

524:                                              ; preds = %518
  %525 = mul nsw i32 %521, %1
  %526 = add nsw i32 %525, %298
  %527 = sext i32 %526 to i64
  %528 = getelementptr inbounds float, ptr %0, i64 %527
  %529 = load float, ptr %528, align 4, !tbaa !11
  br label %530

530:                                              ; preds = %524, %518
  %531 = phi contract float [ %529, %524 ], [ 0.000000e+00, %518 ]
  %532 = getelementptr inbounds nuw i8, ptr %414, i64 576
  store float %531, ptr %532, align 4, !tbaa !11
  %533 = add nsw i32 %8, 10
  %534 = icmp slt i32 %533, %1
  %535 = and i1 %299, %534
  br i1 %535, label %536, label %542

536:                                              ; preds = %530
  %537 = mul nsw i32 %533, %1
  %538 = add nsw i32 %537, %298
  %539 = sext i32 %538 to i64
  %540 = getelementptr inbounds float, ptr %0, i64 %539
  %541 = load float, ptr %540, align 4, !tbaa !11
  br label %542

542:                                              ; preds = %536, %530
  %543 = phi contract float [ %541, %536 ], [ 0.000000e+00, %530 ]
  %544 = getelementptr inbounds nuw i8, ptr %414, i64 640
  store float %543, ptr %544, align 4, !tbaa !11
  %545 = add nsw i32 %8, 11
  %546 = icmp slt i32 %545, %1
  %547 = and i1 %299, %546
  br i1 %547, label %548, label %554

548:                                              ; preds = %542
  %549 = mul nsw i32 %545, %1
  %550 = add nsw i32 %549, %298
  %551 = sext i32 %550 to i64
  %552 = getelementptr inbounds float, ptr %0, i64 %551
  %553 = load float, ptr %552, align 4, !tbaa !11
  br label %554

554:                                              ; preds = %548, %542
  %555 = phi contract float [ %553, %548 ], [ 0.000000e+00, %542 ]
  %556 = getelementptr inbounds nuw i8, ptr %414, i64 704
  store float %555, ptr %556, align 4, !tbaa !11
  %557 = add nsw i32 %8, 12
  %558 = icmp slt i32 %557, %1
  %559 = and i1 %299, %558
  br i1 %559, label %560, label %566

560:                                              ; preds = %554
  %561 = mul nsw i32 %557, %1
  %562 = add nsw i32 %561, %298
  %563 = sext i32 %562 to i64
  %564 = getelementptr inbounds float, ptr %0, i64 %563
  %565 = load float, ptr %564, align 4, !tbaa !11
  br label %566

566:                                              ; preds = %560, %554
  %567 = phi contract float [ %565, %560 ], [ 0.000000e+00, %554 ]
  %568 = getelementptr inbounds nuw i8, ptr %414, i64 768
  store float %567, ptr %568, align 4, !tbaa !11
  %569 = add nsw i32 %8, 13
  %570 = icmp slt i32 %569, %1
  %571 = and i1 %299, %570
  br i1 %571, label %572, label %578

572:                                              ; preds = %566
  %573 = mul nsw i32 %569, %1
  %574 = add nsw i32 %573, %298
  %575 = sext i32 %574 to i64
  %576 = getelementptr inbounds float, ptr %0, i64 %575
  %577 = load float, ptr %576, align 4, !tbaa !11
  br label %578

578:                                              ; preds = %572, %566
  %579 = phi contract float [ %577, %572 ], [ 0.000000e+00, %566 ]
  %580 = getelementptr inbounds nuw i8, ptr %414, i64 832
  store float %579, ptr %580, align 4, !tbaa !11
  %581 = add nsw i32 %8, 14
  %582 = icmp slt i32 %581, %1
  %583 = and i1 %299, %582
  br i1 %583, label %584, label %590

584:                                              ; preds = %578
  %585 = mul nsw i32 %581, %1
  %586 = add nsw i32 %585, %298
  %587 = sext i32 %586 to i64
  %588 = getelementptr inbounds float, ptr %0, i64 %587
  %589 = load float, ptr %588, align 4, !tbaa !11
  br label %590

590:                                              ; preds = %584, %578
  %591 = phi contract float [ %589, %584 ], [ 0.000000e+00, %578 ]
  %592 = getelementptr inbounds nuw i8, ptr %414, i64 896
  store float %591, ptr %592, align 4, !tbaa !11
  %593 = add nsw i32 %8, 15
  %594 = icmp slt i32 %593, %1
  %595 = and i1 %299, %594
  br i1 %595, label %596, label %605

596:                                              ; preds = %590, %288
  %597 = phi i32 [ %291, %288 ], [ %593, %590 ]
  %598 = phi i32 [ %125, %288 ], [ %298, %590 ]
  %599 = phi ptr [ %127, %288 ], [ %414, %590 ]
  %600 = mul nsw i32 %597, %1
  %601 = add nsw i32 %600, %598
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds float, ptr %0, i64 %602
  %604 = load float, ptr %603, align 4, !tbaa !11
  br label %605

605:                                              ; preds = %596, %590, %288
  %606 = phi ptr [ %127, %288 ], [ %414, %590 ], [ %599, %596 ]
  %607 = phi float [ 0.000000e+00, %288 ], [ 0.000000e+00, %590 ], [ %604, %596 ]
  %608 = getelementptr inbounds nuw i8, ptr %606, i64 960
  store float %607, ptr %608, align 4, !tbaa !11
  br label %609

609:                                              ; preds = %605, %294
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %9, label %610, label %1044

610:                                              ; preds = %609
  %611 = zext nneg i32 %4 to i64
  %612 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %611
  %613 = getelementptr inbounds nuw i8, ptr %612, i64 64
  %614 = load float, ptr %613, align 4, !tbaa !11
  %615 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 64), align 4, !tbaa !11
  %616 = load float, ptr %612, align 4, !tbaa !11
  %617 = fmul contract float %615, %616
  %618 = fsub contract float %614, %617
  store float %618, ptr %613, align 4, !tbaa !11
  %619 = getelementptr inbounds nuw i8, ptr %612, i64 128
  %620 = load float, ptr %619, align 4, !tbaa !11
  %621 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 128), align 4, !tbaa !11
  %622 = fmul contract float %621, %616
  %623 = fsub contract float %620, %622
  %624 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 132), align 4, !tbaa !11
  %625 = fmul contract float %624, %618
  %626 = fsub contract float %623, %625
  store float %626, ptr %619, align 4, !tbaa !11
  %627 = getelementptr inbounds nuw i8, ptr %612, i64 192
  %628 = load float, ptr %627, align 4, !tbaa !11
  %629 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 192), align 4, !tbaa !11
  %630 = fmul contract float %629, %616
  %631 = fsub contract float %628, %630
  %632 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 196), align 4, !tbaa !11
  %633 = fmul contract float %632, %618
  %634 = fsub contract float %631, %633
  %635 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 200), align 4, !tbaa !11
  %636 = fmul contract float %635, %626
  %637 = fsub contract float %634, %636
  store float %637, ptr %627, align 4, !tbaa !11
  %638 = getelementptr inbounds nuw i8, ptr %612, i64 256
  %639 = load float, ptr %638, align 4, !tbaa !11
  %640 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 256), align 4, !tbaa !11
  %641 = fmul contract float %640, %616
  %642 = fsub contract float %639, %641
  %643 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 260), align 4, !tbaa !11
  %644 = fmul contract float %643, %618
  %645 = fsub contract float %642, %644
  %646 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 264), align 4, !tbaa !11
  %647 = fmul contract float %646, %626
  %648 = fsub contract float %645, %647
  %649 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 268), align 4, !tbaa !11
  %650 = fmul contract float %649, %637
  %651 = fsub contract float %648, %650
  store float %651, ptr %638, align 4, !tbaa !11
  %652 = getelementptr inbounds nuw i8, ptr %612, i64 320
  %653 = load float, ptr %652, align 4, !tbaa !11
  %654 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 320), align 4, !tbaa !11
  %655 = fmul contract float %654, %616
  %656 = fsub contract float %653, %655
  %657 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 324), align 4, !tbaa !11
  %658 = fmul contract float %657, %618
  %659 = fsub contract float %656, %658
  %660 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 328), align 4, !tbaa !11
  %661 = fmul contract float %660, %626
  %662 = fsub contract float %659, %661
  %663 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 332), align 4, !tbaa !11
  %664 = fmul contract float %663, %637
  %665 = fsub contract float %662, %664
  %666 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 336), align 4, !tbaa !11
  %667 = fmul contract float %666, %651
  %668 = fsub contract float %665, %667
  store float %668, ptr %652, align 4, !tbaa !11
  %669 = getelementptr inbounds nuw i8, ptr %612, i64 384
  %670 = load float, ptr %669, align 4, !tbaa !11
  %671 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 384), align 4, !tbaa !11
  %672 = fmul contract float %671, %616
  %673 = fsub contract float %670, %672
  %674 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 388), align 4, !tbaa !11
  %675 = fmul contract float %674, %618
  %676 = fsub contract float %673, %675
  %677 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 392), align 4, !tbaa !11
  %678 = fmul contract float %677, %626
  %679 = fsub contract float %676, %678
  %680 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 396), align 4, !tbaa !11
  %681 = fmul contract float %680, %637
  %682 = fsub contract float %679, %681
  %683 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 400), align 4, !tbaa !11
  %684 = fmul contract float %683, %651
  %685 = fsub contract float %682, %684
  %686 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 404), align 4, !tbaa !11
  %687 = fmul contract float %686, %668
  %688 = fsub contract float %685, %687
  store float %688, ptr %669, align 4, !tbaa !11
  %689 = getelementptr inbounds nuw i8, ptr %612, i64 448
  %690 = load float, ptr %689, align 4, !tbaa !11
  %691 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 448), align 4, !tbaa !11
  %692 = fmul contract float %691, %616
  %693 = fsub contract float %690, %692
  %694 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 452), align 4, !tbaa !11
  %695 = fmul contract float %694, %618
  %696 = fsub contract float %693, %695
  %697 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 456), align 4, !tbaa !11
  %698 = fmul contract float %697, %626
  %699 = fsub contract float %696, %698
  %700 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 460), align 4, !tbaa !11
  %701 = fmul contract float %700, %637
  %702 = fsub contract float %699, %701
  %703 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 464), align 4, !tbaa !11
  %704 = fmul contract float %703, %651
  %705 = fsub contract float %702, %704
  %706 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 468), align 4, !tbaa !11
  %707 = fmul contract float %706, %668
  %708 = fsub contract float %705, %707
  %709 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 472), align 4, !tbaa !11
  %710 = fmul contract float %709, %688
  %711 = fsub contract float %708, %710
  store float %711, ptr %689, align 4, !tbaa !11
  %712 = getelementptr inbounds nuw i8, ptr %612, i64 512
  %713 = load float, ptr %712, align 4, !tbaa !11
  %714 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 512), align 4, !tbaa !11
  %715 = load float, ptr %612, align 4, !tbaa !11
  %716 = fmul contract float %714, %715
  %717 = fsub contract float %713, %716
  %718 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 516), align 4, !tbaa !11
  %719 = load float, ptr %613, align 4, !tbaa !11
  %720 = fmul contract float %718, %719
  %721 = fsub contract float %717, %720
  %722 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 520), align 4, !tbaa !11
  %723 = load float, ptr %619, align 4, !tbaa !11
  %724 = fmul contract float %722, %723
  %725 = fsub contract float %721, %724
  %726 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 524), align 4, !tbaa !11
  %727 = load float, ptr %627, align 4, !tbaa !11
  %728 = fmul contract float %726, %727
  %729 = fsub contract float %725, %728
  %730 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 528), align 4, !tbaa !11
  %731 = load float, ptr %638, align 4, !tbaa !11
  %732 = fmul contract float %730, %731
  %733 = fsub contract float %729, %732
  %734 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 532), align 4, !tbaa !11
  %735 = fmul contract float %734, %668
  %736 = fsub contract float %733, %735
  %737 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 536), align 4, !tbaa !11
  %738 = fmul contract float %737, %688
  %739 = fsub contract float %736, %738
  %740 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 540), align 4, !tbaa !11
  %741 = fmul contract float %740, %711
  %742 = fsub contract float %739, %741
  store float %742, ptr %712, align 4, !tbaa !11
  %743 = getelementptr inbounds nuw i8, ptr %612, i64 576
  %744 = load float, ptr %743, align 4, !tbaa !11
  %745 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 576), align 4, !tbaa !11
  %746 = fmul contract float %745, %715
  %747 = fsub contract float %744, %746
  %748 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 580), align 4, !tbaa !11
  %749 = fmul contract float %748, %719
  %750 = fsub contract float %747, %749
  %751 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 584), align 4, !tbaa !11
  %752 = fmul contract float %751, %723
  %753 = fsub contract float %750, %752
  %754 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 588), align 4, !tbaa !11
  %755 = fmul contract float %754, %727
  %756 = fsub contract float %753, %755
  %757 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 592), align 4, !tbaa !11
  %758 = fmul contract float %757, %731
  %759 = fsub contract float %756, %758
  %760 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 596), align 4, !tbaa !11
  %761 = load float, ptr %652, align 4, !tbaa !11
  %762 = fmul contract float %760, %761
  %763 = fsub contract float %759, %762
  %764 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 600), align 4, !tbaa !11
  %765 = fmul contract float %764, %688
  %766 = fsub contract float %763, %765
  %767 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 604), align 4, !tbaa !11
  %768 = fmul contract float %767, %711
  %769 = fsub contract float %766, %768
  %770 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 608), align 4, !tbaa !11
  %771 = fmul contract float %770, %742
  %772 = fsub contract float %769, %771
  store float %772, ptr %743, align 4, !tbaa !11
  %773 = getelementptr inbounds nuw i8, ptr %612, i64 640
  %774 = load float, ptr %773, align 4, !tbaa !11
  %775 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 640), align 4, !tbaa !11
  %776 = fmul contract float %775, %715
  %777 = fsub contract float %774, %776
  %778 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 644), align 4, !tbaa !11
  %779 = fmul contract float %778, %719
  %780 = fsub contract float %777, %779
  %781 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 648), align 4, !tbaa !11
  %782 = fmul contract float %781, %723
  %783 = fsub contract float %780, %782
  %784 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 652), align 4, !tbaa !11
  %785 = fmul contract float %784, %727
  %786 = fsub contract float %783, %785
  %787 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 656), align 4, !tbaa !11
  %788 = fmul contract float %787, %731
  %789 = fsub contract float %786, %788
  %790 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 660), align 4, !tbaa !11
  %791 = fmul contract float %790, %761
  %792 = fsub contract float %789, %791
  %793 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 664), align 4, !tbaa !11
  %794 = load float, ptr %669, align 4, !tbaa !11
  %795 = fmul contract float %793, %794
  %796 = fsub contract float %792, %795
  %797 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 668), align 4, !tbaa !11
  %798 = load float, ptr %689, align 4, !tbaa !11
  %799 = fmul contract float %797, %798
  %800 = fsub contract float %796, %799
  %801 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 672), align 4, !tbaa !11
  %802 = fmul contract float %801, %742
  %803 = fsub contract float %800, %802
  %804 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 676), align 4, !tbaa !11
  %805 = fmul contract float %804, %772
  %806 = fsub contract float %803, %805
  store float %806, ptr %773, align 4, !tbaa !11
  %807 = getelementptr inbounds nuw i8, ptr %612, i64 704
  %808 = load float, ptr %807, align 4, !tbaa !11
  %809 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 704), align 4, !tbaa !11
  %810 = load float, ptr %612, align 4, !tbaa !11
  %811 = fmul contract float %809, %810
  %812 = fsub contract float %808, %811
  %813 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 708), align 4, !tbaa !11
  %814 = load float, ptr %613, align 4, !tbaa !11
  %815 = fmul contract float %813, %814
  %816 = fsub contract float %812, %815
  %817 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 712), align 4, !tbaa !11
  %818 = load float, ptr %619, align 4, !tbaa !11
  %819 = fmul contract float %817, %818
  %820 = fsub contract float %816, %819
  %821 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 716), align 4, !tbaa !11
  %822 = load float, ptr %627, align 4, !tbaa !11
  %823 = fmul contract float %821, %822
  %824 = fsub contract float %820, %823
  %825 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 720), align 4, !tbaa !11
  %826 = load float, ptr %638, align 4, !tbaa !11
  %827 = fmul contract float %825, %826
  %828 = fsub contract float %824, %827
  %829 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 724), align 4, !tbaa !11
  %830 = fmul contract float %829, %761
  %831 = fsub contract float %828, %830
  %832 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 728), align 4, !tbaa !11
  %833 = fmul contract float %832, %794
  %834 = fsub contract float %831, %833
  %835 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 732), align 4, !tbaa !11
  %836 = fmul contract float %835, %798
  %837 = fsub contract float %834, %836
  %838 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 736), align 4, !tbaa !11
  %839 = load float, ptr %712, align 4, !tbaa !11
  %840 = fmul contract float %838, %839
  %841 = fsub contract float %837, %840
  %842 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 740), align 4, !tbaa !11
  %843 = fmul contract float %842, %772
  %844 = fsub contract float %841, %843
  %845 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 744), align 4, !tbaa !11
  %846 = fmul contract float %845, %806
  %847 = fsub contract float %844, %846
  store float %847, ptr %807, align 4, !tbaa !11
  %848 = getelementptr inbounds nuw i8, ptr %612, i64 768
  %849 = load float, ptr %848, align 4, !tbaa !11
  %850 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 768), align 4, !tbaa !11
  %851 = fmul contract float %850, %810
  %852 = fsub contract float %849, %851
  %853 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 772), align 4, !tbaa !11
  %854 = fmul contract float %853, %814
  %855 = fsub contract float %852, %854
  %856 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 776), align 4, !tbaa !11
  %857 = fmul contract float %856, %818
  %858 = fsub contract float %855, %857
  %859 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 780), align 4, !tbaa !11
  %860 = fmul contract float %859, %822
  %861 = fsub contract float %858, %860
  %862 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 784), align 4, !tbaa !11
  %863 = fmul contract float %862, %826
  %864 = fsub contract float %861, %863
  %865 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 788), align 4, !tbaa !11
  %866 = load float, ptr %652, align 4, !tbaa !11
  %867 = fmul contract float %865, %866
  %868 = fsub contract float %864, %867
  %869 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 792), align 4, !tbaa !11
  %870 = fmul contract float %869, %794
  %871 = fsub contract float %868, %870
  %872 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 796), align 4, !tbaa !11
  %873 = fmul contract float %872, %798
  %874 = fsub contract float %871, %873
  %875 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 800), align 4, !tbaa !11
  %876 = fmul contract float %875, %839
  %877 = fsub contract float %874, %876
  %878 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 804), align 4, !tbaa !11
  %879 = load float, ptr %743, align 4, !tbaa !11
  %880 = fmul contract float %878, %879
  %881 = fsub contract float %877, %880
  %882 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 808), align 4, !tbaa !11
  %883 = fmul contract float %882, %806
  %884 = fsub contract float %881, %883
  %885 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 812), align 4, !tbaa !11
  %886 = fmul contract float %885, %847
  %887 = fsub contract float %884, %886
  store float %887, ptr %848, align 4, !tbaa !11
  %888 = getelementptr inbounds nuw i8, ptr %612, i64 832
  %889 = load float, ptr %888, align 4, !tbaa !11
  %890 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 832), align 4, !tbaa !11
  %891 = load float, ptr %612, align 4, !tbaa !11
  %892 = fmul contract float %890, %891
  %893 = fsub contract float %889, %892
  %894 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 836), align 4, !tbaa !11
  %895 = load float, ptr %613, align 4, !tbaa !11
  %896 = fmul contract float %894, %895
  %897 = fsub contract float %893, %896
  %898 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 840), align 4, !tbaa !11
  %899 = load float, ptr %619, align 4, !tbaa !11
  %900 = fmul contract float %898, %899
  %901 = fsub contract float %897, %900
  %902 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 844), align 4, !tbaa !11
  %903 = load float, ptr %627, align 4, !tbaa !11
  %904 = fmul contract float %902, %903
  %905 = fsub contract float %901, %904
  %906 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 848), align 4, !tbaa !11
  %907 = load float, ptr %638, align 4, !tbaa !11
  %908 = fmul contract float %906, %907
  %909 = fsub contract float %905, %908
  %910 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 852), align 4, !tbaa !11
  %911 = fmul contract float %910, %866
  %912 = fsub contract float %909, %911
  %913 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 856), align 4, !tbaa !11
  %914 = load float, ptr %669, align 4, !tbaa !11
  %915 = fmul contract float %913, %914
  %916 = fsub contract float %912, %915
  %917 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 860), align 4, !tbaa !11
  %918 = load float, ptr %689, align 4, !tbaa !11
  %919 = fmul contract float %917, %918
  %920 = fsub contract float %916, %919
  %921 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 864), align 4, !tbaa !11
  %922 = load float, ptr %712, align 4, !tbaa !11
  %923 = fmul contract float %921, %922
  %924 = fsub contract float %920, %923
  %925 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 868), align 4, !tbaa !11
  %926 = fmul contract float %925, %879
  %927 = fsub contract float %924, %926
  %928 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 872), align 4, !tbaa !11
  %929 = load float, ptr %773, align 4, !tbaa !11
  %930 = fmul contract float %928, %929
  %931 = fsub contract float %927, %930
  %932 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 876), align 4, !tbaa !11
  %933 = load float, ptr %807, align 4, !tbaa !11
  %934 = fmul contract float %932, %933
  %935 = fsub contract float %931, %934
  %936 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 880), align 4, !tbaa !11
  %937 = fmul contract float %936, %887
  %938 = fsub contract float %935, %937
  store float %938, ptr %888, align 4, !tbaa !11
  %939 = getelementptr inbounds nuw i8, ptr %612, i64 896
  %940 = load float, ptr %939, align 4, !tbaa !11
  %941 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 896), align 4, !tbaa !11
  %942 = fmul contract float %941, %891
  %943 = fsub contract float %940, %942
  %944 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 900), align 4, !tbaa !11
  %945 = fmul contract float %944, %895
  %946 = fsub contract float %943, %945
  %947 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 904), align 4, !tbaa !11
  %948 = fmul contract float %947, %899
  %949 = fsub contract float %946, %948
  %950 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 908), align 4, !tbaa !11
  %951 = fmul contract float %950, %903
  %952 = fsub contract float %949, %951
  %953 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 912), align 4, !tbaa !11
  %954 = fmul contract float %953, %907
  %955 = fsub contract float %952, %954
  %956 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 916), align 4, !tbaa !11
  %957 = load float, ptr %652, align 4, !tbaa !11
  %958 = fmul contract float %956, %957
  %959 = fsub contract float %955, %958
  %960 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 920), align 4, !tbaa !11
  %961 = fmul contract float %960, %914
  %962 = fsub contract float %959, %961
  %963 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 924), align 4, !tbaa !11
  %964 = fmul contract float %963, %918
  %965 = fsub contract float %962, %964
  %966 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 928), align 4, !tbaa !11
  %967 = fmul contract float %966, %922
  %968 = fsub contract float %965, %967
  %969 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 932), align 4, !tbaa !11
  %970 = load float, ptr %743, align 4, !tbaa !11
  %971 = fmul contract float %969, %970
  %972 = fsub contract float %968, %971
  %973 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 936), align 4, !tbaa !11
  %974 = fmul contract float %973, %929
  %975 = fsub contract float %972, %974
  %976 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 940), align 4, !tbaa !11
  %977 = fmul contract float %976, %933
  %978 = fsub contract float %975, %977
  %979 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 944), align 4, !tbaa !11
  %980 = load float, ptr %848, align 4, !tbaa !11
  %981 = fmul contract float %979, %980
  %982 = fsub contract float %978, %981
  %983 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 948), align 4, !tbaa !11
  %984 = fmul contract float %983, %938
  %985 = fsub contract float %982, %984
  store float %985, ptr %939, align 4, !tbaa !11
  %986 = getelementptr inbounds nuw i8, ptr %612, i64 960
  %987 = load float, ptr %986, align 4, !tbaa !11
  %988 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 960), align 4, !tbaa !11
  %989 = load float, ptr %612, align 4, !tbaa !11
  %990 = fmul contract float %988, %989
  %991 = fsub contract float %987, %990
  %992 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 964), align 4, !tbaa !11
  %993 = load float, ptr %613, align 4, !tbaa !11
  %994 = fmul contract float %992, %993
  %995 = fsub contract float %991, %994
  %996 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 968), align 4, !tbaa !11
  %997 = load float, ptr %619, align 4, !tbaa !11
  %998 = fmul contract float %996, %997
  %999 = fsub contract float %995, %998
  %1000 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 972), align 4, !tbaa !11
  %1001 = load float, ptr %627, align 4, !tbaa !11
  %1002 = fmul contract float %1000, %1001
  %1003 = fsub contract float %999, %1002
  %1004 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 976), align 4, !tbaa !11
  %1005 = load float, ptr %638, align 4, !tbaa !11
  %1006 = fmul contract float %1004, %1005
  %1007 = fsub contract float %1003, %1006
  %1008 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 980), align 4, !tbaa !11
  %1009 = fmul contract float %1008, %957
  %1010 = fsub contract float %1007, %1009
  %1011 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 984), align 4, !tbaa !11
  %1012 = load float, ptr %669, align 4, !tbaa !11
  %1013 = fmul contract float %1011, %1012
  %1014 = fsub contract float %1010, %1013
  %1015 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 988), align 4, !tbaa !11
  %1016 = load float, ptr %689, align 4, !tbaa !11
  %1017 = fmul contract float %1015, %1016
  %1018 = fsub contract float %1014, %1017
  %1019 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 992), align 4, !tbaa !11
  %1020 = load float, ptr %712, align 4, !tbaa !11
  %1021 = fmul contract float %1019, %1020
  %1022 = fsub contract float %1018, %1021
  %1023 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 996), align 4, !tbaa !11
  %1024 = fmul contract float %1023, %970
  %1025 = fsub contract float %1022, %1024
  %1026 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1000), align 4, !tbaa !11
  %1027 = load float, ptr %773, align 4, !tbaa !11
  %1028 = fmul contract float %1026, %1027
  %1029 = fsub contract float %1025, %1028
  %1030 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1004), align 4, !tbaa !11
  %1031 = load float, ptr %807, align 4, !tbaa !11
  %1032 = fmul contract float %1030, %1031
  %1033 = fsub contract float %1029, %1032
  %1034 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1008), align 4, !tbaa !11
  %1035 = fmul contract float %1034, %980
  %1036 = fsub contract float %1033, %1035
  %1037 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1012), align 4, !tbaa !11
  %1038 = load float, ptr %888, align 4, !tbaa !11
  %1039 = fmul contract float %1037, %1038
  %1040 = fsub contract float %1036, %1039
  %1041 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 1016), align 4, !tbaa !11
  %1042 = fmul contract float %1041, %985
  %1043 = fsub contract float %1040, %1042
  store float %1043, ptr %986, align 4, !tbaa !11
  br label %1164

1044:                                             ; preds = %609
  %1045 = icmp samesign ult i32 %4, 32
  br i1 %1045, label %1046, label %1164

1046:                                             ; preds = %1044
  %1047 = zext nneg i32 %4 to i64
  %1048 = getelementptr [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %1047
  %1049 = getelementptr i8, ptr %1048, i64 -1024
  br label %1050

1050:                                             ; preds = %1046, %1084
  %1051 = phi i32 [ 0, %1046 ], [ %1092, %1084 ]
  %1052 = icmp eq i32 %1051, 0
  br i1 %1052, label %1053, label %1055

1053:                                             ; preds = %1050
  %1054 = load float, ptr %1049, align 4, !tbaa !11
  br label %1084

1055:                                             ; preds = %1050
  %1056 = zext nneg i32 %1051 to i64
  %1057 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %1056
  %1058 = getelementptr inbounds nuw float, ptr %1049, i64 %1056
  %1059 = load float, ptr %1058, align 4, !tbaa !11
  %1060 = and i32 %1051, 7
  %1061 = icmp samesign ult i32 %1051, 8
  br i1 %1061, label %1066, label %1062

1062:                                             ; preds = %1055
  %1063 = and i32 %1051, 2147483640
  br label %1094

1064:                                             ; preds = %1094
  %1065 = icmp eq i32 %1060, 0
  br i1 %1065, label %1084, label %1066

1066:                                             ; preds = %1064, %1055
  %1067 = phi float [ %1059, %1055 ], [ %1160, %1064 ]
  %1068 = phi i32 [ 0, %1055 ], [ %1161, %1064 ]
  %1069 = icmp ne i32 %1060, 0
  tail call void @llvm.assume(i1 %1069)
  br label %1070

1070:                                             ; preds = %1070, %1066
  %1071 = phi float [ %1067, %1066 ], [ %1080, %1070 ]
  %1072 = phi i32 [ %1068, %1066 ], [ %1081, %1070 ]
  %1073 = phi i32 [ 0, %1066 ], [ %1082, %1070 ]
  %1074 = zext nneg i32 %1072 to i64
  %1075 = getelementptr inbounds nuw float, ptr %1049, i64 %1074
  %1076 = load float, ptr %1075, align 4, !tbaa !11
  %1077 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1074
  %1078 = load float, ptr %1077, align 4, !tbaa !11
  %1079 = fmul contract float %1076, %1078
  %1080 = fsub contract float %1071, %1079
  store float %1080, ptr %1058, align 4, !tbaa !11
  %1081 = add nuw nsw i32 %1072, 1
  %1082 = add i32 %1073, 1
  %1083 = icmp eq i32 %1082, %1060
  br i1 %1083, label %1084, label %1070, !llvm.loop !20

1084:                                             ; preds = %1064, %1070, %1053
  %1085 = phi i64 [ 0, %1053 ], [ %1056, %1070 ], [ %1056, %1064 ]
  %1086 = phi float [ %1054, %1053 ], [ %1160, %1064 ], [ %1080, %1070 ]
  %1087 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE3dia to ptr), i64 %1085
  %1088 = getelementptr inbounds nuw float, ptr %1087, i64 %1085
  %1089 = load float, ptr %1088, align 4, !tbaa !11
  %1090 = getelementptr inbounds nuw float, ptr %1049, i64 %1085
  %1091 = fdiv contract float %1086, %1089
  store float %1091, ptr %1090, align 4, !tbaa !11
  %1092 = add nuw nsw i32 %1051, 1
  %1093 = icmp eq i32 %1092, 16
  br i1 %1093, label %1164, label %1050, !llvm.loop !21

1094:                                             ; preds = %1094, %1062
  %1095 = phi float [ %1059, %1062 ], [ %1160, %1094 ]
  %1096 = phi i32 [ 0, %1062 ], [ %1161, %1094 ]
  %1097 = phi i32 [ 0, %1062 ], [ %1162, %1094 ]
  %1098 = zext nneg i32 %1096 to i64
  %1099 = getelementptr inbounds nuw float, ptr %1049, i64 %1098
  %1100 = load float, ptr %1099, align 4, !tbaa !11
  %1101 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1098
  %1102 = load float, ptr %1101, align 4, !tbaa !11
  %1103 = fmul contract float %1100, %1102
  %1104 = fsub contract float %1095, %1103
  store float %1104, ptr %1058, align 4, !tbaa !11
  %1105 = or disjoint i32 %1096, 1
  %1106 = zext nneg i32 %1105 to i64
  %1107 = getelementptr inbounds nuw float, ptr %1049, i64 %1106
  %1108 = load float, ptr %1107, align 4, !tbaa !11
  %1109 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1106
  %1110 = load float, ptr %1109, align 4, !tbaa !11
  %1111 = fmul contract float %1108, %1110
  %1112 = fsub contract float %1104, %1111
  store float %1112, ptr %1058, align 4, !tbaa !11
  %1113 = or disjoint i32 %1096, 2
  %1114 = zext nneg i32 %1113 to i64
  %1115 = getelementptr inbounds nuw float, ptr %1049, i64 %1114
  %1116 = load float, ptr %1115, align 4, !tbaa !11
  %1117 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1114
  %1118 = load float, ptr %1117, align 4, !tbaa !11
  %1119 = fmul contract float %1116, %1118
  %1120 = fsub contract float %1112, %1119
  store float %1120, ptr %1058, align 4, !tbaa !11
  %1121 = or disjoint i32 %1096, 3
  %1122 = zext nneg i32 %1121 to i64
  %1123 = getelementptr inbounds nuw float, ptr %1049, i64 %1122
  %1124 = load float, ptr %1123, align 4, !tbaa !11
  %1125 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1122
  %1126 = load float, ptr %1125, align 4, !tbaa !11
  %1127 = fmul contract float %1124, %1126
  %1128 = fsub contract float %1120, %1127
  store float %1128, ptr %1058, align 4, !tbaa !11
  %1129 = or disjoint i32 %1096, 4
  %1130 = zext nneg i32 %1129 to i64
  %1131 = getelementptr inbounds nuw float, ptr %1049, i64 %1130
  %1132 = load float, ptr %1131, align 4, !tbaa !11
  %1133 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1130
  %1134 = load float, ptr %1133, align 4, !tbaa !11
  %1135 = fmul contract float %1132, %1134
  %1136 = fsub contract float %1128, %1135
  store float %1136, ptr %1058, align 4, !tbaa !11
  %1137 = or disjoint i32 %1096, 5
  %1138 = zext nneg i32 %1137 to i64
  %1139 = getelementptr inbounds nuw float, ptr %1049, i64 %1138
  %1140 = load float, ptr %1139, align 4, !tbaa !11
  %1141 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1138
  %1142 = load float, ptr %1141, align 4, !tbaa !11
  %1143 = fmul contract float %1140, %1142
  %1144 = fsub contract float %1136, %1143
  store float %1144, ptr %1058, align 4, !tbaa !11
  %1145 = or disjoint i32 %1096, 6
  %1146 = zext nneg i32 %1145 to i64
  %1147 = getelementptr inbounds nuw float, ptr %1049, i64 %1146
  %1148 = load float, ptr %1147, align 4, !tbaa !11
  %1149 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1146
  %1150 = load float, ptr %1149, align 4, !tbaa !11
  %1151 = fmul contract float %1148, %1150
  %1152 = fsub contract float %1144, %1151
  store float %1152, ptr %1058, align 4, !tbaa !11
  %1153 = or disjoint i32 %1096, 7
  %1154 = zext nneg i32 %1153 to i64
  %1155 = getelementptr inbounds nuw float, ptr %1049, i64 %1154
  %1156 = load float, ptr %1155, align 4, !tbaa !11
  %1157 = getelementptr inbounds nuw [16 x float], ptr %1057, i64 %1154
  %1158 = load float, ptr %1157, align 4, !tbaa !11
  %1159 = fmul contract float %1156, %1158
  %1160 = fsub contract float %1152, %1159
  store float %1160, ptr %1058, align 4, !tbaa !11
  %1161 = add nuw nsw i32 %1096, 8
  %1162 = add i32 %1097, 8
  %1163 = icmp eq i32 %1162, %1063
  br i1 %1163, label %1064, label %1094, !llvm.loop !22

1164:                                             ; preds = %1084, %610, %1044
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %9, label %1165, label %1313

1165:                                             ; preds = %1164
  %1166 = add i32 %8, %4
  %1167 = icmp slt i32 %1166, %1
  br i1 %1167, label %1168, label %1482

1168:                                             ; preds = %1165
  %1169 = zext nneg i32 %4 to i64
  %1170 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_row to ptr), i64 %1169
  %1171 = add nsw i32 %2, 1
  %1172 = icmp slt i32 %1171, %1
  br i1 %1172, label %1173, label %1180

1173:                                             ; preds = %1168
  %1174 = getelementptr inbounds nuw i8, ptr %1170, i64 64
  %1175 = load float, ptr %1174, align 4, !tbaa !11
  %1176 = mul nsw i32 %1171, %1
  %1177 = add i32 %1166, %1176
  %1178 = sext i32 %1177 to i64
  %1179 = getelementptr inbounds float, ptr %0, i64 %1178
  store float %1175, ptr %1179, align 4, !tbaa !11
  br label %1180

1180:                                             ; preds = %1168, %1173
  %1181 = add nsw i32 %2, 2
  %1182 = icmp slt i32 %1181, %1
  br i1 %1182, label %1183, label %1190

1183:                                             ; preds = %1180
  %1184 = getelementptr inbounds nuw i8, ptr %1170, i64 128
  %1185 = load float, ptr %1184, align 4, !tbaa !11
  %1186 = mul nsw i32 %1181, %1
  %1187 = add i32 %1166, %1186
  %1188 = sext i32 %1187 to i64
  %1189 = getelementptr inbounds float, ptr %0, i64 %1188
  store float %1185, ptr %1189, align 4, !tbaa !11
  br label %1190

1190:                                             ; preds = %1183, %1180
  %1191 = add nsw i32 %2, 3
  %1192 = icmp slt i32 %1191, %1
  br i1 %1192, label %1193, label %1200

1193:                                             ; preds = %1190
  %1194 = getelementptr inbounds nuw i8, ptr %1170, i64 192
  %1195 = load float, ptr %1194, align 4, !tbaa !11
  %1196 = mul nsw i32 %1191, %1
  %1197 = add i32 %1166, %1196
  %1198 = sext i32 %1197 to i64
  %1199 = getelementptr inbounds float, ptr %0, i64 %1198
  store float %1195, ptr %1199, align 4, !tbaa !11
  br label %1200

1200:                                             ; preds = %1193, %1190
  %1201 = add nsw i32 %2, 4
  %1202 = icmp slt i32 %1201, %1
  br i1 %1202, label %1203, label %1210

1203:                                             ; preds = %1200
  %1204 = getelementptr inbounds nuw i8, ptr %1170, i64 256
  %1205 = load float, ptr %1204, align 4, !tbaa !11
  %1206 = mul nsw i32 %1201, %1
  %1207 = add i32 %1166, %1206
  %1208 = sext i32 %1207 to i64
  %1209 = getelementptr inbounds float, ptr %0, i64 %1208
  store float %1205, ptr %1209, align 4, !tbaa !11
  br label %1210

1210:                                             ; preds = %1203, %1200
  %1211 = add nsw i32 %2, 5
  %1212 = icmp slt i32 %1211, %1
  br i1 %1212, label %1213, label %1220

1213:                                             ; preds = %1210
  %1214 = getelementptr inbounds nuw i8, ptr %1170, i64 320
  %1215 = load float, ptr %1214, align 4, !tbaa !11
  %1216 = mul nsw i32 %1211, %1
  %1217 = add i32 %1166, %1216
  %1218 = sext i32 %1217 to i64
  %1219 = getelementptr inbounds float, ptr %0, i64 %1218
  store float %1215, ptr %1219, align 4, !tbaa !11
  br label %1220

1220:                                             ; preds = %1213, %1210
  %1221 = add nsw i32 %2, 6
  %1222 = icmp slt i32 %1221, %1
  br i1 %1222, label %1223, label %1230

1223:                                             ; preds = %1220
  %1224 = getelementptr inbounds nuw i8, ptr %1170, i64 384
  %1225 = load float, ptr %1224, align 4, !tbaa !11
  %1226 = mul nsw i32 %1221, %1
  %1227 = add i32 %1166, %1226
  %1228 = sext i32 %1227 to i64
  %1229 = getelementptr inbounds float, ptr %0, i64 %1228
  store float %1225, ptr %1229, align 4, !tbaa !11
  br label %1230

1230:                                             ; preds = %1223, %1220
  %1231 = add nsw i32 %2, 7
  %1232 = icmp slt i32 %1231, %1
  br i1 %1232, label %1233, label %1240

1233:                                             ; preds = %1230
  %1234 = getelementptr inbounds nuw i8, ptr %1170, i64 448
  %1235 = load float, ptr %1234, align 4, !tbaa !11
  %1236 = mul nsw i32 %1231, %1
  %1237 = add i32 %1166, %1236
  %1238 = sext i32 %1237 to i64
  %1239 = getelementptr inbounds float, ptr %0, i64 %1238
  store float %1235, ptr %1239, align 4, !tbaa !11
  br label %1240

1240:                                             ; preds = %1233, %1230
  %1241 = add nsw i32 %2, 8
  %1242 = icmp slt i32 %1241, %1
  br i1 %1242, label %1243, label %1250

1243:                                             ; preds = %1240
  %1244 = getelementptr inbounds nuw i8, ptr %1170, i64 512
  %1245 = load float, ptr %1244, align 4, !tbaa !11
  %1246 = mul nsw i32 %1241, %1
  %1247 = add i32 %1166, %1246
  %1248 = sext i32 %1247 to i64
  %1249 = getelementptr inbounds float, ptr %0, i64 %1248
  store float %1245, ptr %1249, align 4, !tbaa !11
  br label %1250

1250:                                             ; preds = %1243, %1240
  %1251 = add nsw i32 %2, 9
  %1252 = icmp slt i32 %1251, %1
  br i1 %1252, label %1253, label %1260

1253:                                             ; preds = %1250
  %1254 = getelementptr inbounds nuw i8, ptr %1170, i64 576
  %1255 = load float, ptr %1254, align 4, !tbaa !11
  %1256 = mul nsw i32 %1251, %1
  %1257 = add i32 %1166, %1256
  %1258 = sext i32 %1257 to i64
  %1259 = getelementptr inbounds float, ptr %0, i64 %1258
  store float %1255, ptr %1259, align 4, !tbaa !11
  br label %1260

1260:                                             ; preds = %1253, %1250
  %1261 = add nsw i32 %2, 10
  %1262 = icmp slt i32 %1261, %1
  br i1 %1262, label %1263, label %1270

1263:                                             ; preds = %1260
  %1264 = getelementptr inbounds nuw i8, ptr %1170, i64 640
  %1265 = load float, ptr %1264, align 4, !tbaa !11
  %1266 = mul nsw i32 %1261, %1
  %1267 = add i32 %1166, %1266
  %1268 = sext i32 %1267 to i64
  %1269 = getelementptr inbounds float, ptr %0, i64 %1268
  store float %1265, ptr %1269, align 4, !tbaa !11
  br label %1270

1270:                                             ; preds = %1263, %1260
  %1271 = add nsw i32 %2, 11
  %1272 = icmp slt i32 %1271, %1
  br i1 %1272, label %1273, label %1280

1273:                                             ; preds = %1270
  %1274 = getelementptr inbounds nuw i8, ptr %1170, i64 704
  %1275 = load float, ptr %1274, align 4, !tbaa !11
  %1276 = mul nsw i32 %1271, %1
  %1277 = add i32 %1166, %1276
  %1278 = sext i32 %1277 to i64
  %1279 = getelementptr inbounds float, ptr %0, i64 %1278
  store float %1275, ptr %1279, align 4, !tbaa !11
  br label %1280

1280:                                             ; preds = %1273, %1270
  %1281 = add nsw i32 %2, 12
  %1282 = icmp slt i32 %1281, %1
  br i1 %1282, label %1283, label %1290

1283:                                             ; preds = %1280
  %1284 = getelementptr inbounds nuw i8, ptr %1170, i64 768
  %1285 = load float, ptr %1284, align 4, !tbaa !11
  %1286 = mul nsw i32 %1281, %1
  %1287 = add i32 %1166, %1286
  %1288 = sext i32 %1287 to i64
  %1289 = getelementptr inbounds float, ptr %0, i64 %1288
  store float %1285, ptr %1289, align 4, !tbaa !11
  br label %1290

1290:                                             ; preds = %1283, %1280
  %1291 = add nsw i32 %2, 13
  %1292 = icmp slt i32 %1291, %1
  br i1 %1292, label %1293, label %1300

1293:                                             ; preds = %1290
  %1294 = getelementptr inbounds nuw i8, ptr %1170, i64 832
  %1295 = load float, ptr %1294, align 4, !tbaa !11
  %1296 = mul nsw i32 %1291, %1
  %1297 = add i32 %1166, %1296
  %1298 = sext i32 %1297 to i64
  %1299 = getelementptr inbounds float, ptr %0, i64 %1298
  store float %1295, ptr %1299, align 4, !tbaa !11
  br label %1300

1300:                                             ; preds = %1293, %1290
  %1301 = add nsw i32 %2, 14
  %1302 = icmp slt i32 %1301, %1
  br i1 %1302, label %1303, label %1310

1303:                                             ; preds = %1300
  %1304 = getelementptr inbounds nuw i8, ptr %1170, i64 896
  %1305 = load float, ptr %1304, align 4, !tbaa !11
  %1306 = mul nsw i32 %1301, %1
  %1307 = add i32 %1166, %1306
  %1308 = sext i32 %1307 to i64
  %1309 = getelementptr inbounds float, ptr %0, i64 %1308
  store float %1305, ptr %1309, align 4, !tbaa !11
  br label %1310

1310:                                             ; preds = %1303, %1300
  %1311 = add nsw i32 %2, 15
  %1312 = icmp slt i32 %1311, %1
  br i1 %1312, label %1472, label %1482

1313:                                             ; preds = %1164
  %1314 = icmp samesign ult i32 %4, 32
  br i1 %1314, label %1315, label %1482

1315:                                             ; preds = %1313
  %1316 = add nsw i32 %4, -16
  %1317 = add i32 %2, %1316
  %1318 = icmp slt i32 %1317, %1
  br i1 %1318, label %1319, label %1482

1319:                                             ; preds = %1315
  %1320 = zext nneg i32 %1316 to i64
  %1321 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13lud_perimeterE8peri_col to ptr), i64 %1320
  %1322 = icmp slt i32 %8, %1
  br i1 %1322, label %1323, label %1329

1323:                                             ; preds = %1319
  %1324 = load float, ptr %1321, align 4, !tbaa !11
  %1325 = mul nsw i32 %8, %1
  %1326 = add i32 %1317, %1325
  %1327 = sext i32 %1326 to i64
  %1328 = getelementptr inbounds float, ptr %0, i64 %1327
  store float %1324, ptr %1328, align 4, !tbaa !11
  br label %1329

1329:                                             ; preds = %1319, %1323
  %1330 = add nsw i32 %8, 1
  %1331 = icmp slt i32 %1330, %1
  br i1 %1331, label %1332, label %1339

1332:                                             ; preds = %1329
  %1333 = getelementptr inbounds nuw i8, ptr %1321, i64 64
  %1334 = load float, ptr %1333, align 4, !tbaa !11
  %1335 = mul nsw i32 %1330, %1
  %1336 = add i32 %1317, %1335
  %1337 = sext i32 %1336 to i64
  %1338 = getelementptr inbounds float, ptr %0, i64 %1337
  store float %1334, ptr %1338, align 4, !tbaa !11
  br label %1339

1339:                                             ; preds = %1332, %1329
  %1340 = add nsw i32 %8, 2
  %1341 = icmp slt i32 %1340, %1
  br i1 %1341, label %1342, label %1349

1342:                                             ; preds = %1339
  %1343 = getelementptr inbounds nuw i8, ptr %1321, i64 128
  %1344 = load float, ptr %1343, align 4, !tbaa !11
  %1345 = mul nsw i32 %1340, %1
  %1346 = add i32 %1317, %1345
  %1347 = sext i32 %1346 to i64
  %1348 = getelementptr inbounds float, ptr %0, i64 %1347
  store float %1344, ptr %1348, align 4, !tbaa !11
  br label %1349

1349:                                             ; preds = %1342, %1339
  %1350 = add nsw i32 %8, 3
  %1351 = icmp slt i32 %1350, %1
  br i1 %1351, label %1352, label %1359

1352:                                             ; preds = %1349
  %1353 = getelementptr inbounds nuw i8, ptr %1321, i64 192
  %1354 = load float, ptr %1353, align 4, !tbaa !11
  %1355 = mul nsw i32 %1350, %1
  %1356 = add i32 %1317, %1355
  %1357 = sext i32 %1356 to i64
  %1358 = getelementptr inbounds float, ptr %0, i64 %1357
  store float %1354, ptr %1358, align 4, !tbaa !11
  br label %1359

1359:                                             ; preds = %1352, %1349
  %1360 = add nsw i32 %8, 4
  %1361 = icmp slt i32 %1360, %1
  br i1 %1361, label %1362, label %1369

1362:                                             ; preds = %1359
  %1363 = getelementptr inbounds nuw i8, ptr %1321, i64 256
  %1364 = load float, ptr %1363, align 4, !tbaa !11
  %1365 = mul nsw i32 %1360, %1
  %1366 = add i32 %1317, %1365
  %1367 = sext i32 %1366 to i64
  %1368 = getelementptr inbounds float, ptr %0, i64 %1367
  store float %1364, ptr %1368, align 4, !tbaa !11
  br label %1369

1369:                                             ; preds = %1362, %1359
  %1370 = add nsw i32 %8, 5
  %1371 = icmp slt i32 %1370, %1
  br i1 %1371, label %1372, label %1379

1372:                                             ; preds = %1369
  %1373 = getelementptr inbounds nuw i8, ptr %1321, i64 320
  %1374 = load float, ptr %1373, align 4, !tbaa !11
  %1375 = mul nsw i32 %1370, %1
  %1376 = add i32 %1317, %1375
  %1377 = sext i32 %1376 to i64
  %1378 = getelementptr inbounds float, ptr %0, i64 %1377
  store float %1374, ptr %1378, align 4, !tbaa !11
  br label %1379

1379:                                             ; preds = %1372, %1369
  %1380 = add nsw i32 %8, 6
  %1381 = icmp slt i32 %1380, %1
  br i1 %1381, label %1382, label %1389

1382:                                             ; preds = %1379
  %1383 = getelementptr inbounds nuw i8, ptr %1321, i64 384
  %1384 = load float, ptr %1383, align 4, !tbaa !11
  %1385 = mul nsw i32 %1380, %1
  %1386 = add i32 %1317, %1385
  %1387 = sext i32 %1386 to i64
  %1388 = getelementptr inbounds float, ptr %0, i64 %1387
  store float %1384, ptr %1388, align 4, !tbaa !11
  br label %1389

1389:                                             ; preds = %1382, %1379
  %1390 = add nsw i32 %8, 7
  %1391 = icmp slt i32 %1390, %1
  br i1 %1391, label %1392, label %1399

1392:                                             ; preds = %1389
  %1393 = getelementptr inbounds nuw i8, ptr %1321, i64 448
  %1394 = load float, ptr %1393, align 4, !tbaa !11
  %1395 = mul nsw i32 %1390, %1
  %1396 = add i32 %1317, %1395
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr inbounds float, ptr %0, i64 %1397
  store float %1394, ptr %1398, align 4, !tbaa !11
  br label %1399

1399:                                             ; preds = %1392, %1389
  %1400 = add nsw i32 %8, 8
  %1401 = icmp slt i32 %1400, %1
  br i1 %1401, label %1402, label %1409

1402:                                             ; preds = %1399
  %1403 = getelementptr inbounds nuw i8, ptr %1321, i64 512
  %1404 = load float, ptr %1403, align 4, !tbaa !11
  %1405 = mul nsw i32 %1400, %1
  %1406 = add i32 %1317, %1405
  %1407 = sext i32 %1406 to i64
  %1408 = getelementptr inbounds float, ptr %0, i64 %1407
  store float %1404, ptr %1408, align 4, !tbaa !11
  br label %1409

1409:                                             ; preds = %1402, %1399
  %1410 = add nsw i32 %8, 9
  %1411 = icmp slt i32 %1410, %1
  br i1 %1411, label %1412, label %1419

1412:                                             ; preds = %1409
  %1413 = getelementptr inbounds nuw i8, ptr %1321, i64 576
  %1414 = load float, ptr %1413, align 4, !tbaa !11
  %1415 = mul nsw i32 %1410, %1
  %1416 = add i32 %1317, %1415
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr inbounds float, ptr %0, i64 %1417
  store float %1414, ptr %1418, align 4, !tbaa !11
  br label %1419

1419:                                             ; preds = %1412, %1409
  %1420 = add nsw i32 %8, 10
  %1421 = icmp slt i32 %1420, %1
  br i1 %1421, label %1422, label %1429

1422:                                             ; preds = %1419
  %1423 = getelementptr inbounds nuw i8, ptr %1321, i64 640
  %1424 = load float, ptr %1423, align 4, !tbaa !11
  %1425 = mul nsw i32 %1420, %1
  %1426 = add i32 %1317, %1425
  %1427 = sext i32 %1426 to i64
  %1428 = getelementptr inbounds float, ptr %0, i64 %1427
  store float %1424, ptr %1428, align 4, !tbaa !11
  br label %1429

1429:                                             ; preds = %1422, %1419
  %1430 = add nsw i32 %8, 11
  %1431 = icmp slt i32 %1430, %1
  br i1 %1431, label %1432, label %1439

1432:                                             ; preds = %1429
  %1433 = getelementptr inbounds nuw i8, ptr %1321, i64 704
  %1434 = load float, ptr %1433, align 4, !tbaa !11
  %1435 = mul nsw i32 %1430, %1
  %1436 = add i32 %1317, %1435
  %1437 = sext i32 %1436 to i64
  %1438 = getelementptr inbounds float, ptr %0, i64 %1437
  store float %1434, ptr %1438, align 4, !tbaa !11
  br label %1439

1439:                                             ; preds = %1432, %1429
  %1440 = add nsw i32 %8, 12
  %1441 = icmp slt i32 %1440, %1
  br i1 %1441, label %1442, label %1449

1442:                                             ; preds = %1439
  %1443 = getelementptr inbounds nuw i8, ptr %1321, i64 768
  %1444 = load float, ptr %1443, align 4, !tbaa !11
  %1445 = mul nsw i32 %1440, %1
  %1446 = add i32 %1317, %1445
  %1447 = sext i32 %1446 to i64
  %1448 = getelementptr inbounds float, ptr %0, i64 %1447
  store float %1444, ptr %1448, align 4, !tbaa !11
  br label %1449

1449:                                             ; preds = %1442, %1439
  %1450 = add nsw i32 %8, 13
  %1451 = icmp slt i32 %1450, %1
  br i1 %1451, label %1452, label %1459

1452:                                             ; preds = %1449
  %1453 = getelementptr inbounds nuw i8, ptr %1321, i64 832
  %1454 = load float, ptr %1453, align 4, !tbaa !11
  %1455 = mul nsw i32 %1450, %1
  %1456 = add i32 %1317, %1455
  %1457 = sext i32 %1456 to i64
  %1458 = getelementptr inbounds float, ptr %0, i64 %1457
  store float %1454, ptr %1458, align 4, !tbaa !11
  br label %1459

1459:                                             ; preds = %1452, %1449
  %1460 = add nsw i32 %8, 14
  %1461 = icmp slt i32 %1460, %1
  br i1 %1461, label %1462, label %1469

1462:                                             ; preds = %1459
  %1463 = getelementptr inbounds nuw i8, ptr %1321, i64 896
  %1464 = load float, ptr %1463, align 4, !tbaa !11
  %1465 = mul nsw i32 %1460, %1
  %1466 = add i32 %1317, %1465
  %1467 = sext i32 %1466 to i64
  %1468 = getelementptr inbounds float, ptr %0, i64 %1467
  store float %1464, ptr %1468, align 4, !tbaa !11
  br label %1469

1469:                                             ; preds = %1462, %1459
  %1470 = add nsw i32 %8, 15
  %1471 = icmp slt i32 %1470, %1
  br i1 %1471, label %1472, label %1482

1472:                                             ; preds = %1469, %1310
  %1473 = phi ptr [ %1170, %1310 ], [ %1321, %1469 ]
  %1474 = phi i32 [ %1311, %1310 ], [ %1470, %1469 ]
  %1475 = phi i32 [ %1166, %1310 ], [ %1317, %1469 ]
  %1476 = getelementptr inbounds nuw i8, ptr %1473, i64 960
  %1477 = load float, ptr %1476, align 4, !tbaa !11
  %1478 = mul nsw i32 %1474, %1
  %1479 = add i32 %1475, %1478
  %1480 = sext i32 %1479 to i64
  %1481 = getelementptr inbounds float, ptr %0, i64 %1480
  store float %1477, ptr %1481, align 4, !tbaa !11
  br label %1482

1482:                                             ; preds = %1472, %1469, %1310, %1315, %1165, %1313
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @lud_internal(ptr noundef captures(none) %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = or i32 %4, %5
  %7 = icmp samesign ult i32 %6, 16
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 4
  %10 = add i32 %2, 16
  %11 = add i32 %10, %9
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 4
  %14 = add i32 %10, %13
  br i1 %7, label %15, label %48

15:                                               ; preds = %3
  %16 = add nsw i32 %2, %5
  %17 = add nsw i32 %14, %4
  %18 = icmp slt i32 %16, %1
  %19 = icmp slt i32 %17, %1
  %20 = and i1 %19, %18
  br i1 %20, label %21, label %27

21:                                               ; preds = %15
  %22 = mul nsw i32 %16, %1
  %23 = add nsw i32 %22, %17
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !11
  br label %27

27:                                               ; preds = %15, %21
  %28 = phi contract float [ %26, %21 ], [ 0.000000e+00, %15 ]
  %29 = zext nneg i32 %5 to i64
  %30 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_row to ptr), i64 %29
  %31 = zext nneg i32 %4 to i64
  %32 = getelementptr inbounds nuw float, ptr %30, i64 %31
  store float %28, ptr %32, align 4, !tbaa !11
  %33 = add nsw i32 %11, %5
  %34 = add nsw i32 %2, %4
  %35 = icmp slt i32 %33, %1
  %36 = icmp slt i32 %34, %1
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %27
  %39 = mul nsw i32 %33, %1
  %40 = add nsw i32 %39, %34
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %0, i64 %41
  %43 = load float, ptr %42, align 4, !tbaa !11
  br label %44

44:                                               ; preds = %27, %38
  %45 = phi contract float [ %43, %38 ], [ 0.000000e+00, %27 ]
  %46 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_col to ptr), i64 %29
  %47 = getelementptr inbounds nuw float, ptr %46, i64 %31
  store float %45, ptr %47, align 4, !tbaa !11
  br label %48

48:                                               ; preds = %44, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %7, label %49, label %160

49:                                               ; preds = %48
  %50 = add nsw i32 %11, %5
  %51 = icmp slt i32 %50, %1
  %52 = add i32 %14, %4
  %53 = icmp slt i32 %52, %1
  %54 = and i1 %51, %53
  br i1 %54, label %55, label %160

55:                                               ; preds = %49
  %56 = zext nneg i32 %5 to i64
  %57 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_col to ptr), i64 %56
  %58 = zext nneg i32 %4 to i64
  %59 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12lud_internalE8peri_row to ptr), i64 %58
  %60 = load float, ptr %57, align 4, !tbaa !11
  %61 = load float, ptr %59, align 4, !tbaa !11
  %62 = fmul contract float %60, %61
  %63 = fadd contract float %62, 0.000000e+00
  %64 = getelementptr inbounds nuw i8, ptr %57, i64 4
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %59, i64 64
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = fmul contract float %65, %67
  %69 = fadd contract float %63, %68
  %70 = getelementptr inbounds nuw i8, ptr %57, i64 8
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %59, i64 128
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = fmul contract float %71, %73
  %75 = fadd contract float %69, %74
  %76 = getelementptr inbounds nuw i8, ptr %57, i64 12
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %59, i64 192
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fmul contract float %77, %79
  %81 = fadd contract float %75, %80
  %82 = getelementptr inbounds nuw i8, ptr %57, i64 16
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw i8, ptr %59, i64 256
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = fmul contract float %83, %85
  %87 = fadd contract float %81, %86
  %88 = getelementptr inbounds nuw i8, ptr %57, i64 20
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %59, i64 320
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fmul contract float %89, %91
  %93 = fadd contract float %87, %92
  %94 = getelementptr inbounds nuw i8, ptr %57, i64 24
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %59, i64 384
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fmul contract float %95, %97
  %99 = fadd contract float %93, %98
  %100 = getelementptr inbounds nuw i8, ptr %57, i64 28
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = getelementptr inbounds nuw i8, ptr %59, i64 448
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = fmul contract float %101, %103
  %105 = fadd contract float %99, %104
  %106 = getelementptr inbounds nuw i8, ptr %57, i64 32
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %59, i64 512
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = fmul contract float %107, %109
  %111 = fadd contract float %105, %110
  %112 = getelementptr inbounds nuw i8, ptr %57, i64 36
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = getelementptr inbounds nuw i8, ptr %59, i64 576
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = fmul contract float %113, %115
  %117 = fadd contract float %111, %116
  %118 = getelementptr inbounds nuw i8, ptr %57, i64 40
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = getelementptr inbounds nuw i8, ptr %59, i64 640
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = fmul contract float %119, %121
  %123 = fadd contract float %117, %122
  %124 = getelementptr inbounds nuw i8, ptr %57, i64 44
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = getelementptr inbounds nuw i8, ptr %59, i64 704
  %127 = load float, ptr %126, align 4, !tbaa !11
  %128 = fmul contract float %125, %127
  %129 = fadd contract float %123, %128
  %130 = getelementptr inbounds nuw i8, ptr %57, i64 48
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = getelementptr inbounds nuw i8, ptr %59, i64 768
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fmul contract float %131, %133
  %135 = fadd contract float %129, %134
  %136 = getelementptr inbounds nuw i8, ptr %57, i64 52
  %137 = load float, ptr %136, align 4, !tbaa !11
  %138 = getelementptr inbounds nuw i8, ptr %59, i64 832
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = fmul contract float %137, %139
  %141 = fadd contract float %135, %140
  %142 = getelementptr inbounds nuw i8, ptr %57, i64 56
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = getelementptr inbounds nuw i8, ptr %59, i64 896
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = fmul contract float %143, %145
  %147 = fadd contract float %141, %146
  %148 = getelementptr inbounds nuw i8, ptr %57, i64 60
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = getelementptr inbounds nuw i8, ptr %59, i64 960
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = fmul contract float %149, %151
  %153 = fadd contract float %147, %152
  %154 = mul nsw i32 %50, %1
  %155 = add i32 %52, %154
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr %0, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = fsub contract float %158, %153
  store float %159, ptr %157, align 4, !tbaa !11
  br label %160

160:                                              ; preds = %55, %49, %48
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
