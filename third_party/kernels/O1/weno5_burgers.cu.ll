; ModuleID = 'src/weno5_burgers.cu'
source_filename = "src/weno5_burgers.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.WenoGrid = type { i32, i32, double, double, double, double }
%struct.RkStage = type { double, double, double }

@_ZZ12weno5_rhs_2dE3s_u = internal unnamed_addr addrspace(3) global [14 x [38 x double]] undef, align 8
@_ZZ12weno5_rhs_2dE4s_fx = internal unnamed_addr addrspace(3) global [8 x [33 x double]] undef, align 8
@_ZZ12weno5_rhs_2dE4s_fy = internal unnamed_addr addrspace(3) global [9 x [32 x double]] undef, align 8
@_ZZ16ssprk3_stage_maxE5s_max = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @weno5_rhs_2d(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noundef readonly byval(%struct.WenoGrid) align 8 captures(none) %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 5
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 3
  %10 = icmp samesign ult i32 %5, 14
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %13 = load i32, ptr %12, align 4
  %14 = icmp samesign ult i32 %4, 38
  %15 = load i32, ptr %2, align 8
  %16 = sext i32 %15 to i64
  br label %29

17:                                               ; preds = %45, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %4, 33
  br i1 %18, label %19, label %65

19:                                               ; preds = %17
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr [38 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE3s_u to ptr), i64 %20
  %22 = getelementptr i8, ptr %21, i64 912
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %26 = load double, ptr %25, align 8, !tbaa !14
  %27 = zext nneg i32 %5 to i64
  %28 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fx to ptr), i64 %27
  br label %76

29:                                               ; preds = %11, %45
  %30 = phi i32 [ %5, %11 ], [ %46, %45 ]
  br i1 %14, label %31, label %45

31:                                               ; preds = %29
  %32 = add nuw nsw i32 %30, %9
  %33 = icmp samesign ult i32 %32, 3
  %34 = add nsw i32 %32, -3
  %35 = icmp slt i32 %34, %13
  %36 = select i1 %35, i32 0, i32 %13
  %37 = sub i32 0, %36
  %38 = select i1 %33, i32 %13, i32 %37
  %39 = add i32 %34, %38
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %16, %40
  %42 = getelementptr double, ptr %0, i64 %41
  %43 = zext nneg i32 %30 to i64
  %44 = getelementptr inbounds nuw [38 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE3s_u to ptr), i64 %43
  br label %48

45:                                               ; preds = %48, %29
  %46 = add nuw nsw i32 %30, 8
  %47 = icmp samesign ult i32 %30, 6
  br i1 %47, label %29, label %17, !llvm.loop !15

48:                                               ; preds = %31, %48
  %49 = phi i32 [ %4, %31 ], [ %63, %48 ]
  %50 = add nsw i32 %49, %7
  %51 = add nsw i32 %50, -3
  %52 = icmp slt i32 %50, 3
  %53 = icmp slt i32 %51, %15
  %54 = select i1 %53, i32 0, i32 %15
  %55 = sub i32 0, %54
  %56 = select i1 %52, i32 %15, i32 %55
  %57 = add i32 %51, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr double, ptr %42, i64 %58
  %60 = load double, ptr %59, align 8, !tbaa !18
  %61 = zext nneg i32 %49 to i64
  %62 = getelementptr inbounds nuw double, ptr %44, i64 %61
  store double %60, ptr %62, align 8, !tbaa !18
  %63 = add nuw nsw i32 %49, 32
  %64 = icmp samesign ult i32 %49, 6
  br i1 %64, label %48, label %45, !llvm.loop !19

65:                                               ; preds = %76, %17
  %66 = icmp samesign ult i32 %5, 9
  br i1 %66, label %67, label %270

67:                                               ; preds = %65
  %68 = zext nneg i32 %4 to i64
  %69 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE3s_u to ptr), i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %73 = load double, ptr %72, align 8, !tbaa !14
  %74 = zext nneg i32 %4 to i64
  %75 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fy to ptr), i64 %74
  br label %279

76:                                               ; preds = %19, %76
  %77 = phi i32 [ %4, %19 ], [ %268, %76 ]
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw double, ptr %22, i64 %78
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 40
  %81 = load double, ptr %80, align 8, !tbaa !18
  %82 = zext nneg i32 %77 to i64
  %83 = getelementptr inbounds nuw double, ptr %22, i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 32
  %85 = load double, ptr %84, align 8, !tbaa !18
  %86 = zext nneg i32 %77 to i64
  %87 = getelementptr inbounds nuw double, ptr %22, i64 %86
  %88 = getelementptr inbounds nuw i8, ptr %87, i64 24
  %89 = load double, ptr %88, align 8, !tbaa !18
  %90 = zext nneg i32 %77 to i64
  %91 = getelementptr inbounds nuw double, ptr %22, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %93 = load double, ptr %92, align 8, !tbaa !18
  %94 = zext nneg i32 %77 to i64
  %95 = getelementptr inbounds nuw double, ptr %22, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %97 = load double, ptr %96, align 8, !tbaa !18
  %98 = zext nneg i32 %77 to i64
  %99 = getelementptr inbounds nuw double, ptr %22, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !18
  %101 = fmul contract double %100, 5.000000e-01
  %102 = fmul contract double %100, %101
  %103 = fmul contract double %24, %100
  %104 = fadd contract double %103, %102
  %105 = fmul contract double %104, 5.000000e-01
  %106 = fmul contract double %97, 5.000000e-01
  %107 = fmul contract double %97, %106
  %108 = fmul contract double %24, %97
  %109 = fadd contract double %108, %107
  %110 = fmul contract double %109, 5.000000e-01
  %111 = fsub contract double %107, %108
  %112 = fmul contract double %111, 5.000000e-01
  %113 = fmul contract double %93, 5.000000e-01
  %114 = fmul contract double %93, %113
  %115 = fmul contract double %24, %93
  %116 = fadd contract double %115, %114
  %117 = fmul contract double %116, 5.000000e-01
  %118 = fsub contract double %114, %115
  %119 = fmul contract double %118, 5.000000e-01
  %120 = fmul contract double %89, 5.000000e-01
  %121 = fmul contract double %89, %120
  %122 = fmul contract double %24, %89
  %123 = fadd contract double %122, %121
  %124 = fmul contract double %123, 5.000000e-01
  %125 = fsub contract double %121, %122
  %126 = fmul contract double %125, 5.000000e-01
  %127 = fmul contract double %85, 5.000000e-01
  %128 = fmul contract double %85, %127
  %129 = fmul contract double %24, %85
  %130 = fadd contract double %129, %128
  %131 = fmul contract double %130, 5.000000e-01
  %132 = fsub contract double %128, %129
  %133 = fmul contract double %132, 5.000000e-01
  %134 = fmul contract double %81, 5.000000e-01
  %135 = fmul contract double %81, %134
  %136 = fmul contract double %24, %81
  %137 = fsub contract double %135, %136
  %138 = fmul contract double %137, 5.000000e-01
  %139 = fmul contract double %105, 2.000000e+00
  %140 = fmul contract double %110, 7.000000e+00
  %141 = fsub contract double %139, %140
  %142 = fmul contract double %117, 1.100000e+01
  %143 = fadd contract double %141, %142
  %144 = fmul contract double %143, 0x3FC5555555555555
  %145 = fmul contract double %117, 5.000000e+00
  %146 = fsub contract double %145, %110
  %147 = fmul contract double %124, 2.000000e+00
  %148 = fadd contract double %146, %147
  %149 = fmul contract double %148, 0x3FC5555555555555
  %150 = fmul contract double %117, 2.000000e+00
  %151 = fmul contract double %124, 5.000000e+00
  %152 = fadd contract double %150, %151
  %153 = fsub contract double %152, %131
  %154 = fmul contract double %153, 0x3FC5555555555555
  %155 = fmul contract double %110, 2.000000e+00
  %156 = fsub contract double %105, %155
  %157 = fadd contract double %117, %156
  %158 = fmul contract double %110, 4.000000e+00
  %159 = fsub contract double %105, %158
  %160 = fmul contract double %117, 3.000000e+00
  %161 = fadd contract double %159, %160
  %162 = fsub contract double %110, %150
  %163 = fadd contract double %124, %162
  %164 = fsub contract double %110, %124
  %165 = fsub contract double %117, %147
  %166 = fadd contract double %131, %165
  %167 = fmul contract double %124, 4.000000e+00
  %168 = fsub contract double %160, %167
  %169 = fadd contract double %131, %168
  %170 = fmul contract double %157, 0x3FF1555555555555
  %171 = fmul contract double %157, %170
  %172 = fmul contract double %161, 2.500000e-01
  %173 = fmul contract double %161, %172
  %174 = fadd contract double %171, %173
  %175 = fmul contract double %163, 0x3FF1555555555555
  %176 = fmul contract double %163, %175
  %177 = fmul contract double %164, 2.500000e-01
  %178 = fmul contract double %164, %177
  %179 = fadd contract double %178, %176
  %180 = fmul contract double %166, 0x3FF1555555555555
  %181 = fmul contract double %166, %180
  %182 = fmul contract double %169, 2.500000e-01
  %183 = fmul contract double %169, %182
  %184 = fadd contract double %181, %183
  %185 = fadd contract double %26, %174
  %186 = fadd contract double %26, %179
  %187 = fadd contract double %26, %184
  %188 = fmul contract double %185, %185
  %189 = fdiv contract double 1.000000e-01, %188
  %190 = fmul contract double %186, %186
  %191 = fdiv contract double 6.000000e-01, %190
  %192 = fmul contract double %187, %187
  %193 = fdiv contract double 3.000000e-01, %192
  %194 = fmul contract double %144, %189
  %195 = fmul contract double %149, %191
  %196 = fadd contract double %194, %195
  %197 = fmul contract double %154, %193
  %198 = fadd contract double %196, %197
  %199 = fadd contract double %189, %191
  %200 = fadd contract double %199, %193
  %201 = fdiv contract double %198, %200
  %202 = fmul contract double %138, 2.000000e+00
  %203 = fmul contract double %133, 7.000000e+00
  %204 = fsub contract double %202, %203
  %205 = fmul contract double %126, 1.100000e+01
  %206 = fadd contract double %204, %205
  %207 = fmul contract double %206, 0x3FC5555555555555
  %208 = fmul contract double %126, 5.000000e+00
  %209 = fsub contract double %208, %133
  %210 = fmul contract double %119, 2.000000e+00
  %211 = fadd contract double %209, %210
  %212 = fmul contract double %211, 0x3FC5555555555555
  %213 = fmul contract double %126, 2.000000e+00
  %214 = fmul contract double %119, 5.000000e+00
  %215 = fadd contract double %213, %214
  %216 = fsub contract double %215, %112
  %217 = fmul contract double %216, 0x3FC5555555555555
  %218 = fmul contract double %133, 2.000000e+00
  %219 = fsub contract double %138, %218
  %220 = fadd contract double %126, %219
  %221 = fmul contract double %133, 4.000000e+00
  %222 = fsub contract double %138, %221
  %223 = fmul contract double %126, 3.000000e+00
  %224 = fadd contract double %222, %223
  %225 = fsub contract double %133, %213
  %226 = fadd contract double %119, %225
  %227 = fsub contract double %133, %119
  %228 = fsub contract double %126, %210
  %229 = fadd contract double %112, %228
  %230 = fmul contract double %119, 4.000000e+00
  %231 = fsub contract double %223, %230
  %232 = fadd contract double %112, %231
  %233 = fmul contract double %220, 0x3FF1555555555555
  %234 = fmul contract double %220, %233
  %235 = fmul contract double %224, 2.500000e-01
  %236 = fmul contract double %224, %235
  %237 = fadd contract double %234, %236
  %238 = fmul contract double %226, 0x3FF1555555555555
  %239 = fmul contract double %226, %238
  %240 = fmul contract double %227, 2.500000e-01
  %241 = fmul contract double %227, %240
  %242 = fadd contract double %241, %239
  %243 = fmul contract double %229, 0x3FF1555555555555
  %244 = fmul contract double %229, %243
  %245 = fmul contract double %232, 2.500000e-01
  %246 = fmul contract double %232, %245
  %247 = fadd contract double %244, %246
  %248 = fadd contract double %26, %237
  %249 = fadd contract double %26, %242
  %250 = fadd contract double %26, %247
  %251 = fmul contract double %248, %248
  %252 = fdiv contract double 1.000000e-01, %251
  %253 = fmul contract double %249, %249
  %254 = fdiv contract double 6.000000e-01, %253
  %255 = fmul contract double %250, %250
  %256 = fdiv contract double 3.000000e-01, %255
  %257 = fmul contract double %207, %252
  %258 = fmul contract double %212, %254
  %259 = fadd contract double %257, %258
  %260 = fmul contract double %217, %256
  %261 = fadd contract double %259, %260
  %262 = fadd contract double %252, %254
  %263 = fadd contract double %262, %256
  %264 = fdiv contract double %261, %263
  %265 = fadd contract double %201, %264
  %266 = zext nneg i32 %77 to i64
  %267 = getelementptr inbounds nuw double, ptr %28, i64 %266
  store double %265, ptr %267, align 8, !tbaa !18
  %268 = add nuw nsw i32 %77, 32
  %269 = icmp eq i32 %77, 0
  br i1 %269, label %76, label %65, !llvm.loop !20

270:                                              ; preds = %279, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %271 = add nsw i32 %7, %4
  %272 = add nuw nsw i32 %9, %5
  %273 = load i32, ptr %2, align 8, !tbaa !21
  %274 = icmp slt i32 %271, %273
  %275 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %276 = load i32, ptr %275, align 4
  %277 = icmp slt i32 %272, %276
  %278 = select i1 %274, i1 %277, i1 false
  br i1 %278, label %474, label %504

279:                                              ; preds = %67, %279
  %280 = phi i32 [ %5, %67 ], [ %472, %279 ]
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr [38 x double], ptr %69, i64 %281
  %283 = getelementptr i8, ptr %282, i64 1544
  %284 = load double, ptr %283, align 8, !tbaa !18
  %285 = zext nneg i32 %280 to i64
  %286 = getelementptr [38 x double], ptr %69, i64 %285
  %287 = getelementptr i8, ptr %286, i64 1240
  %288 = load double, ptr %287, align 8, !tbaa !18
  %289 = zext nneg i32 %280 to i64
  %290 = getelementptr [38 x double], ptr %69, i64 %289
  %291 = getelementptr i8, ptr %290, i64 936
  %292 = load double, ptr %291, align 8, !tbaa !18
  %293 = zext nneg i32 %280 to i64
  %294 = getelementptr [38 x double], ptr %69, i64 %293
  %295 = getelementptr i8, ptr %294, i64 632
  %296 = load double, ptr %295, align 8, !tbaa !18
  %297 = zext nneg i32 %280 to i64
  %298 = getelementptr [38 x double], ptr %69, i64 %297
  %299 = getelementptr i8, ptr %298, i64 328
  %300 = load double, ptr %299, align 8, !tbaa !18
  %301 = zext nneg i32 %280 to i64
  %302 = getelementptr [38 x double], ptr %69, i64 %301
  %303 = getelementptr i8, ptr %302, i64 24
  %304 = load double, ptr %303, align 8, !tbaa !18
  %305 = fmul contract double %304, 5.000000e-01
  %306 = fmul contract double %304, %305
  %307 = fmul contract double %71, %304
  %308 = fadd contract double %307, %306
  %309 = fmul contract double %308, 5.000000e-01
  %310 = fmul contract double %300, 5.000000e-01
  %311 = fmul contract double %300, %310
  %312 = fmul contract double %71, %300
  %313 = fadd contract double %312, %311
  %314 = fmul contract double %313, 5.000000e-01
  %315 = fsub contract double %311, %312
  %316 = fmul contract double %315, 5.000000e-01
  %317 = fmul contract double %296, 5.000000e-01
  %318 = fmul contract double %296, %317
  %319 = fmul contract double %71, %296
  %320 = fadd contract double %319, %318
  %321 = fmul contract double %320, 5.000000e-01
  %322 = fsub contract double %318, %319
  %323 = fmul contract double %322, 5.000000e-01
  %324 = fmul contract double %292, 5.000000e-01
  %325 = fmul contract double %292, %324
  %326 = fmul contract double %71, %292
  %327 = fadd contract double %326, %325
  %328 = fmul contract double %327, 5.000000e-01
  %329 = fsub contract double %325, %326
  %330 = fmul contract double %329, 5.000000e-01
  %331 = fmul contract double %288, 5.000000e-01
  %332 = fmul contract double %288, %331
  %333 = fmul contract double %71, %288
  %334 = fadd contract double %333, %332
  %335 = fmul contract double %334, 5.000000e-01
  %336 = fsub contract double %332, %333
  %337 = fmul contract double %336, 5.000000e-01
  %338 = fmul contract double %284, 5.000000e-01
  %339 = fmul contract double %284, %338
  %340 = fmul contract double %71, %284
  %341 = fsub contract double %339, %340
  %342 = fmul contract double %341, 5.000000e-01
  %343 = fmul contract double %309, 2.000000e+00
  %344 = fmul contract double %314, 7.000000e+00
  %345 = fsub contract double %343, %344
  %346 = fmul contract double %321, 1.100000e+01
  %347 = fadd contract double %345, %346
  %348 = fmul contract double %347, 0x3FC5555555555555
  %349 = fmul contract double %321, 5.000000e+00
  %350 = fsub contract double %349, %314
  %351 = fmul contract double %328, 2.000000e+00
  %352 = fadd contract double %350, %351
  %353 = fmul contract double %352, 0x3FC5555555555555
  %354 = fmul contract double %321, 2.000000e+00
  %355 = fmul contract double %328, 5.000000e+00
  %356 = fadd contract double %354, %355
  %357 = fsub contract double %356, %335
  %358 = fmul contract double %357, 0x3FC5555555555555
  %359 = fmul contract double %314, 2.000000e+00
  %360 = fsub contract double %309, %359
  %361 = fadd contract double %321, %360
  %362 = fmul contract double %314, 4.000000e+00
  %363 = fsub contract double %309, %362
  %364 = fmul contract double %321, 3.000000e+00
  %365 = fadd contract double %363, %364
  %366 = fsub contract double %314, %354
  %367 = fadd contract double %328, %366
  %368 = fsub contract double %314, %328
  %369 = fsub contract double %321, %351
  %370 = fadd contract double %335, %369
  %371 = fmul contract double %328, 4.000000e+00
  %372 = fsub contract double %364, %371
  %373 = fadd contract double %335, %372
  %374 = fmul contract double %361, 0x3FF1555555555555
  %375 = fmul contract double %361, %374
  %376 = fmul contract double %365, 2.500000e-01
  %377 = fmul contract double %365, %376
  %378 = fadd contract double %375, %377
  %379 = fmul contract double %367, 0x3FF1555555555555
  %380 = fmul contract double %367, %379
  %381 = fmul contract double %368, 2.500000e-01
  %382 = fmul contract double %368, %381
  %383 = fadd contract double %382, %380
  %384 = fmul contract double %370, 0x3FF1555555555555
  %385 = fmul contract double %370, %384
  %386 = fmul contract double %373, 2.500000e-01
  %387 = fmul contract double %373, %386
  %388 = fadd contract double %385, %387
  %389 = fadd contract double %73, %378
  %390 = fadd contract double %73, %383
  %391 = fadd contract double %73, %388
  %392 = fmul contract double %389, %389
  %393 = fdiv contract double 1.000000e-01, %392
  %394 = fmul contract double %390, %390
  %395 = fdiv contract double 6.000000e-01, %394
  %396 = fmul contract double %391, %391
  %397 = fdiv contract double 3.000000e-01, %396
  %398 = fmul contract double %348, %393
  %399 = fmul contract double %353, %395
  %400 = fadd contract double %398, %399
  %401 = fmul contract double %358, %397
  %402 = fadd contract double %400, %401
  %403 = fadd contract double %393, %395
  %404 = fadd contract double %403, %397
  %405 = fdiv contract double %402, %404
  %406 = fmul contract double %342, 2.000000e+00
  %407 = fmul contract double %337, 7.000000e+00
  %408 = fsub contract double %406, %407
  %409 = fmul contract double %330, 1.100000e+01
  %410 = fadd contract double %408, %409
  %411 = fmul contract double %410, 0x3FC5555555555555
  %412 = fmul contract double %330, 5.000000e+00
  %413 = fsub contract double %412, %337
  %414 = fmul contract double %323, 2.000000e+00
  %415 = fadd contract double %413, %414
  %416 = fmul contract double %415, 0x3FC5555555555555
  %417 = fmul contract double %330, 2.000000e+00
  %418 = fmul contract double %323, 5.000000e+00
  %419 = fadd contract double %417, %418
  %420 = fsub contract double %419, %316
  %421 = fmul contract double %420, 0x3FC5555555555555
  %422 = fmul contract double %337, 2.000000e+00
  %423 = fsub contract double %342, %422
  %424 = fadd contract double %330, %423
  %425 = fmul contract double %337, 4.000000e+00
  %426 = fsub contract double %342, %425
  %427 = fmul contract double %330, 3.000000e+00
  %428 = fadd contract double %426, %427
  %429 = fsub contract double %337, %417
  %430 = fadd contract double %323, %429
  %431 = fsub contract double %337, %323
  %432 = fsub contract double %330, %414
  %433 = fadd contract double %316, %432
  %434 = fmul contract double %323, 4.000000e+00
  %435 = fsub contract double %427, %434
  %436 = fadd contract double %316, %435
  %437 = fmul contract double %424, 0x3FF1555555555555
  %438 = fmul contract double %424, %437
  %439 = fmul contract double %428, 2.500000e-01
  %440 = fmul contract double %428, %439
  %441 = fadd contract double %438, %440
  %442 = fmul contract double %430, 0x3FF1555555555555
  %443 = fmul contract double %430, %442
  %444 = fmul contract double %431, 2.500000e-01
  %445 = fmul contract double %431, %444
  %446 = fadd contract double %445, %443
  %447 = fmul contract double %433, 0x3FF1555555555555
  %448 = fmul contract double %433, %447
  %449 = fmul contract double %436, 2.500000e-01
  %450 = fmul contract double %436, %449
  %451 = fadd contract double %448, %450
  %452 = fadd contract double %73, %441
  %453 = fadd contract double %73, %446
  %454 = fadd contract double %73, %451
  %455 = fmul contract double %452, %452
  %456 = fdiv contract double 1.000000e-01, %455
  %457 = fmul contract double %453, %453
  %458 = fdiv contract double 6.000000e-01, %457
  %459 = fmul contract double %454, %454
  %460 = fdiv contract double 3.000000e-01, %459
  %461 = fmul contract double %411, %456
  %462 = fmul contract double %416, %458
  %463 = fadd contract double %461, %462
  %464 = fmul contract double %421, %460
  %465 = fadd contract double %463, %464
  %466 = fadd contract double %456, %458
  %467 = fadd contract double %466, %460
  %468 = fdiv contract double %465, %467
  %469 = fadd contract double %405, %468
  %470 = zext nneg i32 %280 to i64
  %471 = getelementptr inbounds nuw [32 x double], ptr %75, i64 %470
  store double %469, ptr %471, align 8, !tbaa !18
  %472 = add nuw nsw i32 %280, 8
  %473 = icmp eq i32 %280, 0
  br i1 %473, label %279, label %270, !llvm.loop !22

474:                                              ; preds = %270
  %475 = zext nneg i32 %5 to i64
  %476 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fx to ptr), i64 %475
  %477 = zext nneg i32 %4 to i64
  %478 = getelementptr double, ptr %476, i64 %477
  %479 = getelementptr i8, ptr %478, i64 8
  %480 = load double, ptr %479, align 8, !tbaa !18
  %481 = load double, ptr %478, align 8, !tbaa !18
  %482 = fsub contract double %480, %481
  %483 = fneg contract double %482
  %484 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %485 = load double, ptr %484, align 8, !tbaa !23
  %486 = fdiv contract double %483, %485
  %487 = getelementptr [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fy to ptr), i64 %475
  %488 = getelementptr i8, ptr %487, i64 256
  %489 = getelementptr inbounds nuw double, ptr %488, i64 %477
  %490 = load double, ptr %489, align 8, !tbaa !18
  %491 = getelementptr inbounds nuw double, ptr %487, i64 %477
  %492 = load double, ptr %491, align 8, !tbaa !18
  %493 = fsub contract double %490, %492
  %494 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %495 = load double, ptr %494, align 8, !tbaa !24
  %496 = fdiv contract double %493, %495
  %497 = fsub contract double %486, %496
  %498 = zext nneg i32 %272 to i64
  %499 = sext i32 %273 to i64
  %500 = mul nsw i64 %499, %498
  %501 = sext i32 %271 to i64
  %502 = getelementptr double, ptr %1, i64 %500
  %503 = getelementptr double, ptr %502, i64 %501
  store double %497, ptr %503, align 8, !tbaa !18
  br label %504

504:                                              ; preds = %474, %270
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ssprk3_stage_max(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i64 noundef %4, ptr noundef readonly byval(%struct.RkStage) align 8 captures(none) %5, ptr noalias noundef captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = zext nneg i32 %8 to i64
  %17 = add nuw nsw i64 %15, %16
  %18 = icmp slt i64 %17, %4
  br i1 %18, label %19, label %49

19:                                               ; preds = %7
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !25
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !27
  %24 = load double, ptr %5, align 8, !tbaa !28
  %25 = fcmp contract une double %24, 0.000000e+00
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %14
  br label %29

29:                                               ; preds = %19, %42
  %30 = phi i64 [ %17, %19 ], [ %47, %42 ]
  %31 = phi double [ 0.000000e+00, %19 ], [ %46, %42 ]
  %32 = getelementptr inbounds nuw double, ptr %2, i64 %30
  %33 = load double, ptr %32, align 8, !tbaa !18
  %34 = getelementptr inbounds nuw double, ptr %1, i64 %30
  %35 = load double, ptr %34, align 8, !tbaa !18
  %36 = tail call noundef double @llvm.fma.f64(double %23, double %33, double %35)
  %37 = fmul contract double %21, %36
  br i1 %25, label %38, label %42

38:                                               ; preds = %29
  %39 = getelementptr inbounds nuw double, ptr %0, i64 %30
  %40 = load double, ptr %39, align 8, !tbaa !18
  %41 = tail call noundef double @llvm.fma.f64(double %24, double %40, double %37)
  br label %42

42:                                               ; preds = %38, %29
  %43 = phi double [ %41, %38 ], [ %37, %29 ]
  %44 = getelementptr inbounds nuw double, ptr %3, i64 %30
  store double %43, ptr %44, align 8, !tbaa !18
  %45 = tail call noundef double @llvm.nvvm.fabs.f64(double %43)
  %46 = tail call noundef double @llvm.maxnum.f64(double %31, double %45)
  %47 = add nuw nsw i64 %30, %28
  %48 = icmp slt i64 %47, %4
  br i1 %48, label %29, label %49, !llvm.loop !29

49:                                               ; preds = %42, %7
  %50 = phi double [ 0.000000e+00, %7 ], [ %46, %42 ]
  %51 = bitcast double %50 to i64
  %52 = trunc i64 %51 to i32
  %53 = lshr i64 %51, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 16, i32 31)
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %54, i32 16, i32 31)
  %57 = zext i32 %56 to i64
  %58 = shl nuw i64 %57, 32
  %59 = zext i32 %55 to i64
  %60 = or disjoint i64 %58, %59
  %61 = bitcast i64 %60 to double
  %62 = tail call noundef double @llvm.maxnum.f64(double %50, double %61)
  %63 = bitcast double %62 to i64
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 8, i32 31)
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 8, i32 31)
  %69 = zext i32 %68 to i64
  %70 = shl nuw i64 %69, 32
  %71 = zext i32 %67 to i64
  %72 = or disjoint i64 %70, %71
  %73 = bitcast i64 %72 to double
  %74 = tail call noundef double @llvm.maxnum.f64(double %62, double %73)
  %75 = bitcast double %74 to i64
  %76 = trunc i64 %75 to i32
  %77 = lshr i64 %75, 32
  %78 = trunc nuw i64 %77 to i32
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 4, i32 31)
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 4, i32 31)
  %81 = zext i32 %80 to i64
  %82 = shl nuw i64 %81, 32
  %83 = zext i32 %79 to i64
  %84 = or disjoint i64 %82, %83
  %85 = bitcast i64 %84 to double
  %86 = tail call noundef double @llvm.maxnum.f64(double %74, double %85)
  %87 = bitcast double %86 to i64
  %88 = trunc i64 %87 to i32
  %89 = lshr i64 %87, 32
  %90 = trunc nuw i64 %89 to i32
  %91 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 2, i32 31)
  %92 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 2, i32 31)
  %93 = zext i32 %92 to i64
  %94 = shl nuw i64 %93, 32
  %95 = zext i32 %91 to i64
  %96 = or disjoint i64 %94, %95
  %97 = bitcast i64 %96 to double
  %98 = tail call noundef double @llvm.maxnum.f64(double %86, double %97)
  %99 = bitcast double %98 to i64
  %100 = trunc i64 %99 to i32
  %101 = lshr i64 %99, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 1, i32 31)
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %102, i32 1, i32 31)
  %105 = icmp eq i32 %9, 0
  br i1 %105, label %106, label %115

106:                                              ; preds = %49
  %107 = zext i32 %104 to i64
  %108 = shl nuw i64 %107, 32
  %109 = zext i32 %103 to i64
  %110 = or disjoint i64 %108, %109
  %111 = bitcast i64 %110 to double
  %112 = tail call noundef double @llvm.maxnum.f64(double %98, double %111)
  %113 = zext nneg i32 %10 to i64
  %114 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16ssprk3_stage_maxE5s_max to ptr), i64 %113
  store double %112, ptr %114, align 8, !tbaa !18
  br label %115

115:                                              ; preds = %106, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %116 = icmp eq i32 %10, 0
  br i1 %116, label %117, label %189

117:                                              ; preds = %115
  %118 = lshr i32 %13, 5
  %119 = icmp samesign ult i32 %9, %118
  br i1 %119, label %120, label %124

120:                                              ; preds = %117
  %121 = zext nneg i32 %9 to i64
  %122 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16ssprk3_stage_maxE5s_max to ptr), i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !18
  br label %124

124:                                              ; preds = %120, %117
  %125 = phi contract double [ %123, %120 ], [ 0.000000e+00, %117 ]
  %126 = bitcast double %125 to i64
  %127 = trunc i64 %126 to i32
  %128 = lshr i64 %126, 32
  %129 = trunc nuw i64 %128 to i32
  %130 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 16, i32 31)
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 16, i32 31)
  %132 = zext i32 %131 to i64
  %133 = shl nuw i64 %132, 32
  %134 = zext i32 %130 to i64
  %135 = or disjoint i64 %133, %134
  %136 = bitcast i64 %135 to double
  %137 = tail call noundef double @llvm.maxnum.f64(double %125, double %136)
  %138 = bitcast double %137 to i64
  %139 = trunc i64 %138 to i32
  %140 = lshr i64 %138, 32
  %141 = trunc nuw i64 %140 to i32
  %142 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %139, i32 8, i32 31)
  %143 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %141, i32 8, i32 31)
  %144 = zext i32 %143 to i64
  %145 = shl nuw i64 %144, 32
  %146 = zext i32 %142 to i64
  %147 = or disjoint i64 %145, %146
  %148 = bitcast i64 %147 to double
  %149 = tail call noundef double @llvm.maxnum.f64(double %137, double %148)
  %150 = bitcast double %149 to i64
  %151 = trunc i64 %150 to i32
  %152 = lshr i64 %150, 32
  %153 = trunc nuw i64 %152 to i32
  %154 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %151, i32 4, i32 31)
  %155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %153, i32 4, i32 31)
  %156 = zext i32 %155 to i64
  %157 = shl nuw i64 %156, 32
  %158 = zext i32 %154 to i64
  %159 = or disjoint i64 %157, %158
  %160 = bitcast i64 %159 to double
  %161 = tail call noundef double @llvm.maxnum.f64(double %149, double %160)
  %162 = bitcast double %161 to i64
  %163 = trunc i64 %162 to i32
  %164 = lshr i64 %162, 32
  %165 = trunc nuw i64 %164 to i32
  %166 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 2, i32 31)
  %167 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %165, i32 2, i32 31)
  %168 = zext i32 %167 to i64
  %169 = shl nuw i64 %168, 32
  %170 = zext i32 %166 to i64
  %171 = or disjoint i64 %169, %170
  %172 = bitcast i64 %171 to double
  %173 = tail call noundef double @llvm.maxnum.f64(double %161, double %172)
  %174 = bitcast double %173 to i64
  %175 = trunc i64 %174 to i32
  %176 = lshr i64 %174, 32
  %177 = trunc nuw i64 %176 to i32
  %178 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %175, i32 1, i32 31)
  %179 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %177, i32 1, i32 31)
  br i1 %105, label %180, label %189

180:                                              ; preds = %124
  %181 = zext i32 %179 to i64
  %182 = shl nuw i64 %181, 32
  %183 = zext i32 %178 to i64
  %184 = or disjoint i64 %182, %183
  %185 = bitcast i64 %184 to double
  %186 = tail call noundef double @llvm.maxnum.f64(double %173, double %185)
  %187 = bitcast double %186 to i64
  %188 = atomicrmw umax ptr %6, i64 %187 seq_cst, align 8
  br label %189

189:                                              ; preds = %124, %180, %115
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !13, i64 24}
!12 = !{!"_ZTS8WenoGrid", !7, i64 0, !7, i64 4, !13, i64 8, !13, i64 16, !13, i64 24, !13, i64 32}
!13 = !{!"double", !8, i64 0}
!14 = !{!12, !13, i64 32}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!13, !13, i64 0}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
!21 = !{!12, !7, i64 0}
!22 = distinct !{!22, !16, !17}
!23 = !{!12, !13, i64 8}
!24 = !{!12, !13, i64 16}
!25 = !{!26, !13, i64 8}
!26 = !{!"_ZTS7RkStage", !13, i64 0, !13, i64 8, !13, i64 16}
!27 = !{!26, !13, i64 16}
!28 = !{!26, !13, i64 0}
!29 = distinct !{!29, !16, !17}
