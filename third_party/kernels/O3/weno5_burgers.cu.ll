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
  br label %28

17:                                               ; preds = %44, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = icmp samesign ult i32 %4, 33
  br i1 %18, label %19, label %64

19:                                               ; preds = %17
  %20 = zext nneg i32 %5 to i64
  %21 = getelementptr [38 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE3s_u to ptr), i64 %20
  %22 = getelementptr i8, ptr %21, i64 912
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %24 = load double, ptr %23, align 8, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %26 = load double, ptr %25, align 8, !tbaa !14
  %27 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fx to ptr), i64 %20
  br label %74

28:                                               ; preds = %11, %44
  %29 = phi i32 [ %5, %11 ], [ %45, %44 ]
  br i1 %14, label %30, label %44

30:                                               ; preds = %28
  %31 = add nuw nsw i32 %29, %9
  %32 = icmp samesign ult i32 %31, 3
  %33 = add nsw i32 %31, -3
  %34 = icmp slt i32 %33, %13
  %35 = select i1 %34, i32 0, i32 %13
  %36 = sub i32 0, %35
  %37 = select i1 %32, i32 %13, i32 %36
  %38 = add i32 %33, %37
  %39 = sext i32 %38 to i64
  %40 = mul nsw i64 %16, %39
  %41 = getelementptr double, ptr %0, i64 %40
  %42 = zext nneg i32 %29 to i64
  %43 = getelementptr inbounds nuw [38 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE3s_u to ptr), i64 %42
  br label %47

44:                                               ; preds = %47, %28
  %45 = add nuw nsw i32 %29, 8
  %46 = icmp samesign ult i32 %29, 6
  br i1 %46, label %28, label %17, !llvm.loop !15

47:                                               ; preds = %30, %47
  %48 = phi i32 [ %4, %30 ], [ %62, %47 ]
  %49 = add nsw i32 %48, %7
  %50 = add nsw i32 %49, -3
  %51 = icmp slt i32 %49, 3
  %52 = icmp slt i32 %50, %15
  %53 = select i1 %52, i32 0, i32 %15
  %54 = sub i32 0, %53
  %55 = select i1 %51, i32 %15, i32 %54
  %56 = add i32 %50, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr double, ptr %41, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !17
  %60 = zext nneg i32 %48 to i64
  %61 = getelementptr inbounds nuw double, ptr %43, i64 %60
  store double %59, ptr %61, align 8, !tbaa !17
  %62 = add nuw nsw i32 %48, 32
  %63 = icmp samesign ult i32 %48, 6
  br i1 %63, label %47, label %44, !llvm.loop !18

64:                                               ; preds = %74, %17
  %65 = icmp samesign ult i32 %5, 9
  br i1 %65, label %66, label %266

66:                                               ; preds = %64
  %67 = zext nneg i32 %4 to i64
  %68 = getelementptr double, ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE3s_u to ptr), i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %70 = load double, ptr %69, align 8, !tbaa !11
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %72 = load double, ptr %71, align 8, !tbaa !14
  %73 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fy to ptr), i64 %67
  br label %275

74:                                               ; preds = %19, %74
  %75 = phi i32 [ %4, %19 ], [ 32, %74 ]
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw double, ptr %22, i64 %76
  %78 = load double, ptr %77, align 8, !tbaa !17
  %79 = zext nneg i32 %75 to i64
  %80 = getelementptr inbounds nuw double, ptr %22, i64 %79
  %81 = getelementptr inbounds nuw i8, ptr %80, i64 8
  %82 = load double, ptr %81, align 8, !tbaa !17
  %83 = zext nneg i32 %75 to i64
  %84 = getelementptr inbounds nuw double, ptr %22, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %86 = load double, ptr %85, align 8, !tbaa !17
  %87 = zext nneg i32 %75 to i64
  %88 = getelementptr inbounds nuw double, ptr %22, i64 %87
  %89 = getelementptr inbounds nuw i8, ptr %88, i64 24
  %90 = load double, ptr %89, align 8, !tbaa !17
  %91 = zext nneg i32 %75 to i64
  %92 = getelementptr inbounds nuw double, ptr %22, i64 %91
  %93 = getelementptr inbounds nuw i8, ptr %92, i64 32
  %94 = load double, ptr %93, align 8, !tbaa !17
  %95 = zext nneg i32 %75 to i64
  %96 = getelementptr inbounds nuw double, ptr %22, i64 %95
  %97 = getelementptr inbounds nuw i8, ptr %96, i64 40
  %98 = load double, ptr %97, align 8, !tbaa !17
  %99 = fmul contract double %78, 5.000000e-01
  %100 = fmul contract double %78, %99
  %101 = fmul contract double %24, %78
  %102 = fadd contract double %101, %100
  %103 = fmul contract double %102, 5.000000e-01
  %104 = fmul contract double %82, 5.000000e-01
  %105 = fmul contract double %82, %104
  %106 = fmul contract double %24, %82
  %107 = fadd contract double %106, %105
  %108 = fmul contract double %107, 5.000000e-01
  %109 = fsub contract double %105, %106
  %110 = fmul contract double %109, 5.000000e-01
  %111 = fmul contract double %86, 5.000000e-01
  %112 = fmul contract double %86, %111
  %113 = fmul contract double %24, %86
  %114 = fadd contract double %113, %112
  %115 = fmul contract double %114, 5.000000e-01
  %116 = fsub contract double %112, %113
  %117 = fmul contract double %116, 5.000000e-01
  %118 = fmul contract double %90, 5.000000e-01
  %119 = fmul contract double %90, %118
  %120 = fmul contract double %24, %90
  %121 = fadd contract double %120, %119
  %122 = fmul contract double %121, 5.000000e-01
  %123 = fsub contract double %119, %120
  %124 = fmul contract double %123, 5.000000e-01
  %125 = fmul contract double %94, 5.000000e-01
  %126 = fmul contract double %94, %125
  %127 = fmul contract double %24, %94
  %128 = fadd contract double %127, %126
  %129 = fmul contract double %128, 5.000000e-01
  %130 = fsub contract double %126, %127
  %131 = fmul contract double %130, 5.000000e-01
  %132 = fmul contract double %98, 5.000000e-01
  %133 = fmul contract double %98, %132
  %134 = fmul contract double %24, %98
  %135 = fsub contract double %133, %134
  %136 = fmul contract double %135, 5.000000e-01
  %137 = fmul contract double %103, 2.000000e+00
  %138 = fmul contract double %108, 7.000000e+00
  %139 = fsub contract double %137, %138
  %140 = fmul contract double %115, 1.100000e+01
  %141 = fadd contract double %139, %140
  %142 = fmul contract double %141, 0x3FC5555555555555
  %143 = fmul contract double %115, 5.000000e+00
  %144 = fsub contract double %143, %108
  %145 = fmul contract double %122, 2.000000e+00
  %146 = fadd contract double %144, %145
  %147 = fmul contract double %146, 0x3FC5555555555555
  %148 = fmul contract double %115, 2.000000e+00
  %149 = fmul contract double %122, 5.000000e+00
  %150 = fadd contract double %148, %149
  %151 = fsub contract double %150, %129
  %152 = fmul contract double %151, 0x3FC5555555555555
  %153 = fmul contract double %108, 2.000000e+00
  %154 = fsub contract double %103, %153
  %155 = fadd contract double %115, %154
  %156 = fmul contract double %108, 4.000000e+00
  %157 = fsub contract double %103, %156
  %158 = fmul contract double %115, 3.000000e+00
  %159 = fadd contract double %157, %158
  %160 = fsub contract double %108, %148
  %161 = fadd contract double %122, %160
  %162 = fsub contract double %108, %122
  %163 = fsub contract double %115, %145
  %164 = fadd contract double %129, %163
  %165 = fmul contract double %122, 4.000000e+00
  %166 = fsub contract double %158, %165
  %167 = fadd contract double %129, %166
  %168 = fmul contract double %155, 0x3FF1555555555555
  %169 = fmul contract double %155, %168
  %170 = fmul contract double %159, 2.500000e-01
  %171 = fmul contract double %159, %170
  %172 = fadd contract double %169, %171
  %173 = fmul contract double %161, 0x3FF1555555555555
  %174 = fmul contract double %161, %173
  %175 = fmul contract double %162, 2.500000e-01
  %176 = fmul contract double %162, %175
  %177 = fadd contract double %176, %174
  %178 = fmul contract double %164, 0x3FF1555555555555
  %179 = fmul contract double %164, %178
  %180 = fmul contract double %167, 2.500000e-01
  %181 = fmul contract double %167, %180
  %182 = fadd contract double %179, %181
  %183 = fadd contract double %26, %172
  %184 = fadd contract double %26, %177
  %185 = fadd contract double %26, %182
  %186 = fmul contract double %183, %183
  %187 = fdiv contract double 1.000000e-01, %186
  %188 = fmul contract double %184, %184
  %189 = fdiv contract double 6.000000e-01, %188
  %190 = fmul contract double %185, %185
  %191 = fdiv contract double 3.000000e-01, %190
  %192 = fmul contract double %142, %187
  %193 = fmul contract double %147, %189
  %194 = fadd contract double %192, %193
  %195 = fmul contract double %152, %191
  %196 = fadd contract double %194, %195
  %197 = fadd contract double %187, %189
  %198 = fadd contract double %197, %191
  %199 = fdiv contract double %196, %198
  %200 = fmul contract double %136, 2.000000e+00
  %201 = fmul contract double %131, 7.000000e+00
  %202 = fsub contract double %200, %201
  %203 = fmul contract double %124, 1.100000e+01
  %204 = fadd contract double %202, %203
  %205 = fmul contract double %204, 0x3FC5555555555555
  %206 = fmul contract double %124, 5.000000e+00
  %207 = fsub contract double %206, %131
  %208 = fmul contract double %117, 2.000000e+00
  %209 = fadd contract double %207, %208
  %210 = fmul contract double %209, 0x3FC5555555555555
  %211 = fmul contract double %124, 2.000000e+00
  %212 = fmul contract double %117, 5.000000e+00
  %213 = fadd contract double %211, %212
  %214 = fsub contract double %213, %110
  %215 = fmul contract double %214, 0x3FC5555555555555
  %216 = fmul contract double %131, 2.000000e+00
  %217 = fsub contract double %136, %216
  %218 = fadd contract double %124, %217
  %219 = fmul contract double %131, 4.000000e+00
  %220 = fsub contract double %136, %219
  %221 = fmul contract double %124, 3.000000e+00
  %222 = fadd contract double %220, %221
  %223 = fsub contract double %131, %211
  %224 = fadd contract double %117, %223
  %225 = fsub contract double %131, %117
  %226 = fsub contract double %124, %208
  %227 = fadd contract double %110, %226
  %228 = fmul contract double %117, 4.000000e+00
  %229 = fsub contract double %221, %228
  %230 = fadd contract double %110, %229
  %231 = fmul contract double %218, 0x3FF1555555555555
  %232 = fmul contract double %218, %231
  %233 = fmul contract double %222, 2.500000e-01
  %234 = fmul contract double %222, %233
  %235 = fadd contract double %232, %234
  %236 = fmul contract double %224, 0x3FF1555555555555
  %237 = fmul contract double %224, %236
  %238 = fmul contract double %225, 2.500000e-01
  %239 = fmul contract double %225, %238
  %240 = fadd contract double %239, %237
  %241 = fmul contract double %227, 0x3FF1555555555555
  %242 = fmul contract double %227, %241
  %243 = fmul contract double %230, 2.500000e-01
  %244 = fmul contract double %230, %243
  %245 = fadd contract double %242, %244
  %246 = fadd contract double %26, %235
  %247 = fadd contract double %26, %240
  %248 = fadd contract double %26, %245
  %249 = fmul contract double %246, %246
  %250 = fdiv contract double 1.000000e-01, %249
  %251 = fmul contract double %247, %247
  %252 = fdiv contract double 6.000000e-01, %251
  %253 = fmul contract double %248, %248
  %254 = fdiv contract double 3.000000e-01, %253
  %255 = fmul contract double %205, %250
  %256 = fmul contract double %210, %252
  %257 = fadd contract double %255, %256
  %258 = fmul contract double %215, %254
  %259 = fadd contract double %257, %258
  %260 = fadd contract double %250, %252
  %261 = fadd contract double %260, %254
  %262 = fdiv contract double %259, %261
  %263 = fadd contract double %199, %262
  %264 = getelementptr inbounds nuw double, ptr %27, i64 %76
  store double %263, ptr %264, align 8, !tbaa !17
  %265 = icmp eq i32 %75, 0
  br i1 %265, label %74, label %64, !llvm.loop !19

266:                                              ; preds = %275, %64
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %267 = add nsw i32 %7, %4
  %268 = add nuw nsw i32 %9, %5
  %269 = load i32, ptr %2, align 8, !tbaa !20
  %270 = icmp slt i32 %267, %269
  %271 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %272 = load i32, ptr %271, align 4
  %273 = icmp slt i32 %268, %272
  %274 = select i1 %270, i1 %273, i1 false
  br i1 %274, label %468, label %498

275:                                              ; preds = %66, %275
  %276 = phi i32 [ %5, %66 ], [ 8, %275 ]
  %277 = zext nneg i32 %276 to i64
  %278 = getelementptr [38 x double], ptr %68, i64 %277
  %279 = getelementptr i8, ptr %278, i64 24
  %280 = load double, ptr %279, align 8, !tbaa !17
  %281 = zext nneg i32 %276 to i64
  %282 = getelementptr [38 x double], ptr %68, i64 %281
  %283 = getelementptr i8, ptr %282, i64 328
  %284 = load double, ptr %283, align 8, !tbaa !17
  %285 = zext nneg i32 %276 to i64
  %286 = getelementptr [38 x double], ptr %68, i64 %285
  %287 = getelementptr i8, ptr %286, i64 632
  %288 = load double, ptr %287, align 8, !tbaa !17
  %289 = zext nneg i32 %276 to i64
  %290 = getelementptr [38 x double], ptr %68, i64 %289
  %291 = getelementptr i8, ptr %290, i64 936
  %292 = load double, ptr %291, align 8, !tbaa !17
  %293 = zext nneg i32 %276 to i64
  %294 = getelementptr [38 x double], ptr %68, i64 %293
  %295 = getelementptr i8, ptr %294, i64 1240
  %296 = load double, ptr %295, align 8, !tbaa !17
  %297 = zext nneg i32 %276 to i64
  %298 = getelementptr [38 x double], ptr %68, i64 %297
  %299 = getelementptr i8, ptr %298, i64 1544
  %300 = load double, ptr %299, align 8, !tbaa !17
  %301 = fmul contract double %280, 5.000000e-01
  %302 = fmul contract double %280, %301
  %303 = fmul contract double %70, %280
  %304 = fadd contract double %303, %302
  %305 = fmul contract double %304, 5.000000e-01
  %306 = fmul contract double %284, 5.000000e-01
  %307 = fmul contract double %284, %306
  %308 = fmul contract double %70, %284
  %309 = fadd contract double %308, %307
  %310 = fmul contract double %309, 5.000000e-01
  %311 = fsub contract double %307, %308
  %312 = fmul contract double %311, 5.000000e-01
  %313 = fmul contract double %288, 5.000000e-01
  %314 = fmul contract double %288, %313
  %315 = fmul contract double %70, %288
  %316 = fadd contract double %315, %314
  %317 = fmul contract double %316, 5.000000e-01
  %318 = fsub contract double %314, %315
  %319 = fmul contract double %318, 5.000000e-01
  %320 = fmul contract double %292, 5.000000e-01
  %321 = fmul contract double %292, %320
  %322 = fmul contract double %70, %292
  %323 = fadd contract double %322, %321
  %324 = fmul contract double %323, 5.000000e-01
  %325 = fsub contract double %321, %322
  %326 = fmul contract double %325, 5.000000e-01
  %327 = fmul contract double %296, 5.000000e-01
  %328 = fmul contract double %296, %327
  %329 = fmul contract double %70, %296
  %330 = fadd contract double %329, %328
  %331 = fmul contract double %330, 5.000000e-01
  %332 = fsub contract double %328, %329
  %333 = fmul contract double %332, 5.000000e-01
  %334 = fmul contract double %300, 5.000000e-01
  %335 = fmul contract double %300, %334
  %336 = fmul contract double %70, %300
  %337 = fsub contract double %335, %336
  %338 = fmul contract double %337, 5.000000e-01
  %339 = fmul contract double %305, 2.000000e+00
  %340 = fmul contract double %310, 7.000000e+00
  %341 = fsub contract double %339, %340
  %342 = fmul contract double %317, 1.100000e+01
  %343 = fadd contract double %341, %342
  %344 = fmul contract double %343, 0x3FC5555555555555
  %345 = fmul contract double %317, 5.000000e+00
  %346 = fsub contract double %345, %310
  %347 = fmul contract double %324, 2.000000e+00
  %348 = fadd contract double %346, %347
  %349 = fmul contract double %348, 0x3FC5555555555555
  %350 = fmul contract double %317, 2.000000e+00
  %351 = fmul contract double %324, 5.000000e+00
  %352 = fadd contract double %350, %351
  %353 = fsub contract double %352, %331
  %354 = fmul contract double %353, 0x3FC5555555555555
  %355 = fmul contract double %310, 2.000000e+00
  %356 = fsub contract double %305, %355
  %357 = fadd contract double %317, %356
  %358 = fmul contract double %310, 4.000000e+00
  %359 = fsub contract double %305, %358
  %360 = fmul contract double %317, 3.000000e+00
  %361 = fadd contract double %359, %360
  %362 = fsub contract double %310, %350
  %363 = fadd contract double %324, %362
  %364 = fsub contract double %310, %324
  %365 = fsub contract double %317, %347
  %366 = fadd contract double %331, %365
  %367 = fmul contract double %324, 4.000000e+00
  %368 = fsub contract double %360, %367
  %369 = fadd contract double %331, %368
  %370 = fmul contract double %357, 0x3FF1555555555555
  %371 = fmul contract double %357, %370
  %372 = fmul contract double %361, 2.500000e-01
  %373 = fmul contract double %361, %372
  %374 = fadd contract double %371, %373
  %375 = fmul contract double %363, 0x3FF1555555555555
  %376 = fmul contract double %363, %375
  %377 = fmul contract double %364, 2.500000e-01
  %378 = fmul contract double %364, %377
  %379 = fadd contract double %378, %376
  %380 = fmul contract double %366, 0x3FF1555555555555
  %381 = fmul contract double %366, %380
  %382 = fmul contract double %369, 2.500000e-01
  %383 = fmul contract double %369, %382
  %384 = fadd contract double %381, %383
  %385 = fadd contract double %72, %374
  %386 = fadd contract double %72, %379
  %387 = fadd contract double %72, %384
  %388 = fmul contract double %385, %385
  %389 = fdiv contract double 1.000000e-01, %388
  %390 = fmul contract double %386, %386
  %391 = fdiv contract double 6.000000e-01, %390
  %392 = fmul contract double %387, %387
  %393 = fdiv contract double 3.000000e-01, %392
  %394 = fmul contract double %344, %389
  %395 = fmul contract double %349, %391
  %396 = fadd contract double %394, %395
  %397 = fmul contract double %354, %393
  %398 = fadd contract double %396, %397
  %399 = fadd contract double %389, %391
  %400 = fadd contract double %399, %393
  %401 = fdiv contract double %398, %400
  %402 = fmul contract double %338, 2.000000e+00
  %403 = fmul contract double %333, 7.000000e+00
  %404 = fsub contract double %402, %403
  %405 = fmul contract double %326, 1.100000e+01
  %406 = fadd contract double %404, %405
  %407 = fmul contract double %406, 0x3FC5555555555555
  %408 = fmul contract double %326, 5.000000e+00
  %409 = fsub contract double %408, %333
  %410 = fmul contract double %319, 2.000000e+00
  %411 = fadd contract double %409, %410
  %412 = fmul contract double %411, 0x3FC5555555555555
  %413 = fmul contract double %326, 2.000000e+00
  %414 = fmul contract double %319, 5.000000e+00
  %415 = fadd contract double %413, %414
  %416 = fsub contract double %415, %312
  %417 = fmul contract double %416, 0x3FC5555555555555
  %418 = fmul contract double %333, 2.000000e+00
  %419 = fsub contract double %338, %418
  %420 = fadd contract double %326, %419
  %421 = fmul contract double %333, 4.000000e+00
  %422 = fsub contract double %338, %421
  %423 = fmul contract double %326, 3.000000e+00
  %424 = fadd contract double %422, %423
  %425 = fsub contract double %333, %413
  %426 = fadd contract double %319, %425
  %427 = fsub contract double %333, %319
  %428 = fsub contract double %326, %410
  %429 = fadd contract double %312, %428
  %430 = fmul contract double %319, 4.000000e+00
  %431 = fsub contract double %423, %430
  %432 = fadd contract double %312, %431
  %433 = fmul contract double %420, 0x3FF1555555555555
  %434 = fmul contract double %420, %433
  %435 = fmul contract double %424, 2.500000e-01
  %436 = fmul contract double %424, %435
  %437 = fadd contract double %434, %436
  %438 = fmul contract double %426, 0x3FF1555555555555
  %439 = fmul contract double %426, %438
  %440 = fmul contract double %427, 2.500000e-01
  %441 = fmul contract double %427, %440
  %442 = fadd contract double %441, %439
  %443 = fmul contract double %429, 0x3FF1555555555555
  %444 = fmul contract double %429, %443
  %445 = fmul contract double %432, 2.500000e-01
  %446 = fmul contract double %432, %445
  %447 = fadd contract double %444, %446
  %448 = fadd contract double %72, %437
  %449 = fadd contract double %72, %442
  %450 = fadd contract double %72, %447
  %451 = fmul contract double %448, %448
  %452 = fdiv contract double 1.000000e-01, %451
  %453 = fmul contract double %449, %449
  %454 = fdiv contract double 6.000000e-01, %453
  %455 = fmul contract double %450, %450
  %456 = fdiv contract double 3.000000e-01, %455
  %457 = fmul contract double %407, %452
  %458 = fmul contract double %412, %454
  %459 = fadd contract double %457, %458
  %460 = fmul contract double %417, %456
  %461 = fadd contract double %459, %460
  %462 = fadd contract double %452, %454
  %463 = fadd contract double %462, %456
  %464 = fdiv contract double %461, %463
  %465 = fadd contract double %401, %464
  %466 = getelementptr inbounds nuw [32 x double], ptr %73, i64 %277
  store double %465, ptr %466, align 8, !tbaa !17
  %467 = icmp eq i32 %276, 0
  br i1 %467, label %275, label %266, !llvm.loop !21

468:                                              ; preds = %266
  %469 = zext nneg i32 %5 to i64
  %470 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fx to ptr), i64 %469
  %471 = zext nneg i32 %4 to i64
  %472 = getelementptr double, ptr %470, i64 %471
  %473 = getelementptr i8, ptr %472, i64 8
  %474 = load double, ptr %473, align 8, !tbaa !17
  %475 = load double, ptr %472, align 8, !tbaa !17
  %476 = fsub contract double %474, %475
  %477 = fneg contract double %476
  %478 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %479 = load double, ptr %478, align 8, !tbaa !22
  %480 = fdiv contract double %477, %479
  %481 = getelementptr [32 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ12weno5_rhs_2dE4s_fy to ptr), i64 %469
  %482 = getelementptr i8, ptr %481, i64 256
  %483 = getelementptr inbounds nuw double, ptr %482, i64 %471
  %484 = load double, ptr %483, align 8, !tbaa !17
  %485 = getelementptr inbounds nuw double, ptr %481, i64 %471
  %486 = load double, ptr %485, align 8, !tbaa !17
  %487 = fsub contract double %484, %486
  %488 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %489 = load double, ptr %488, align 8, !tbaa !23
  %490 = fdiv contract double %487, %489
  %491 = fsub contract double %480, %490
  %492 = zext nneg i32 %268 to i64
  %493 = sext i32 %269 to i64
  %494 = mul nsw i64 %493, %492
  %495 = sext i32 %267 to i64
  %496 = getelementptr double, ptr %1, i64 %494
  %497 = getelementptr double, ptr %496, i64 %495
  store double %491, ptr %497, align 8, !tbaa !17
  br label %498

498:                                              ; preds = %468, %266
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
  br i1 %18, label %19, label %29

19:                                               ; preds = %7
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !24
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !26
  %24 = load double, ptr %5, align 8, !tbaa !27
  %25 = fcmp contract une double %24, 0.000000e+00
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %14
  br label %86

29:                                               ; preds = %99, %7
  %30 = phi double [ 0.000000e+00, %7 ], [ %103, %99 ]
  %31 = bitcast double %30 to i64
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31)
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 16, i32 31)
  %37 = zext i32 %36 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %35 to i64
  %40 = or disjoint i64 %38, %39
  %41 = bitcast i64 %40 to double
  %42 = tail call noundef double @llvm.maxnum.f64(double %30, double %41)
  %43 = bitcast double %42 to i64
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %43, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 8, i32 31)
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 8, i32 31)
  %49 = zext i32 %48 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %47 to i64
  %52 = or disjoint i64 %50, %51
  %53 = bitcast i64 %52 to double
  %54 = tail call noundef double @llvm.maxnum.f64(double %42, double %53)
  %55 = bitcast double %54 to i64
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 4, i32 31)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 4, i32 31)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = bitcast i64 %64 to double
  %66 = tail call noundef double @llvm.maxnum.f64(double %54, double %65)
  %67 = bitcast double %66 to i64
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %67, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 2, i32 31)
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 2, i32 31)
  %73 = zext i32 %72 to i64
  %74 = shl nuw i64 %73, 32
  %75 = zext i32 %71 to i64
  %76 = or disjoint i64 %74, %75
  %77 = bitcast i64 %76 to double
  %78 = tail call noundef double @llvm.maxnum.f64(double %66, double %77)
  %79 = bitcast double %78 to i64
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %79, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 1, i32 31)
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 1, i32 31)
  %85 = icmp eq i32 %9, 0
  br i1 %85, label %106, label %115

86:                                               ; preds = %19, %99
  %87 = phi i64 [ %17, %19 ], [ %104, %99 ]
  %88 = phi double [ 0.000000e+00, %19 ], [ %103, %99 ]
  %89 = getelementptr inbounds nuw double, ptr %2, i64 %87
  %90 = load double, ptr %89, align 8, !tbaa !17
  %91 = getelementptr inbounds nuw double, ptr %1, i64 %87
  %92 = load double, ptr %91, align 8, !tbaa !17
  %93 = tail call noundef double @llvm.fma.f64(double %23, double %90, double %92)
  %94 = fmul contract double %21, %93
  br i1 %25, label %95, label %99

95:                                               ; preds = %86
  %96 = getelementptr inbounds nuw double, ptr %0, i64 %87
  %97 = load double, ptr %96, align 8, !tbaa !17
  %98 = tail call noundef double @llvm.fma.f64(double %24, double %97, double %94)
  br label %99

99:                                               ; preds = %95, %86
  %100 = phi double [ %98, %95 ], [ %94, %86 ]
  %101 = getelementptr inbounds nuw double, ptr %3, i64 %87
  store double %100, ptr %101, align 8, !tbaa !17
  %102 = tail call noundef double @llvm.nvvm.fabs.f64(double %100)
  %103 = tail call noundef double @llvm.maxnum.f64(double %88, double %102)
  %104 = add nuw nsw i64 %87, %28
  %105 = icmp slt i64 %104, %4
  br i1 %105, label %86, label %29, !llvm.loop !28

106:                                              ; preds = %29
  %107 = zext i32 %84 to i64
  %108 = shl nuw i64 %107, 32
  %109 = zext i32 %83 to i64
  %110 = or disjoint i64 %108, %109
  %111 = bitcast i64 %110 to double
  %112 = tail call noundef double @llvm.maxnum.f64(double %78, double %111)
  %113 = zext nneg i32 %10 to i64
  %114 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16ssprk3_stage_maxE5s_max to ptr), i64 %113
  store double %112, ptr %114, align 8, !tbaa !17
  br label %115

115:                                              ; preds = %106, %29
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
  %123 = load double, ptr %122, align 8, !tbaa !17
  br label %124

124:                                              ; preds = %117, %120
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
  br i1 %85, label %180, label %189

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!13, !13, i64 0}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
!20 = !{!12, !7, i64 0}
!21 = distinct !{!21, !16}
!22 = !{!12, !13, i64 8}
!23 = !{!12, !13, i64 16}
!24 = !{!25, !13, i64 8}
!25 = !{!"_ZTS7RkStage", !13, i64 0, !13, i64 8, !13, i64 16}
!26 = !{!25, !13, i64 16}
!27 = !{!25, !13, i64 0}
!28 = distinct !{!28, !16}
