; ModuleID = 'src/docking_grid.cu'
source_filename = "src/docking_grid.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.GridBox = type { float, float, float, float }

@c_eps = dso_local addrspace(4) externally_initialized constant [8 x [8 x float]] zeroinitializer, align 4
@c_rmin = dso_local addrspace(4) externally_initialized constant [8 x [8 x float]] zeroinitializer, align 4
@_ZZ13dock_grid_mapE6s_atom = internal unnamed_addr addrspace(3) global [128 x %struct.float4] undef, align 16
@_ZZ13dock_grid_mapE6s_type = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_eps to ptr), ptr addrspacecast (ptr addrspace(4) @c_rmin to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @dock_grid_map(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, ptr noundef readonly byval(%struct.GridBox) align 4 captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 8)
  %12 = sext i32 %6 to i64
  %13 = sext i32 %7 to i64
  %14 = mul nsw i64 %13, %12
  %15 = sext i32 %8 to i64
  %16 = mul i64 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = mul nuw nsw i64 %18, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = add nuw nsw i64 %21, %23
  %25 = icmp ult i64 %24, %16
  br i1 %25, label %26, label %48

26:                                               ; preds = %9
  %27 = load float, ptr %5, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %29 = load float, ptr %28, align 4, !tbaa !14
  %30 = udiv i64 %24, %12
  %31 = mul i64 %30, %12
  %32 = sub i64 %24, %31
  %33 = uitofp nneg i64 %32 to float
  %34 = fmul contract float %29, %33
  %35 = fadd contract float %27, %34
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %37 = load float, ptr %36, align 4, !tbaa !15
  %38 = urem i64 %30, %13
  %39 = uitofp nneg i64 %38 to float
  %40 = fmul contract float %29, %39
  %41 = fadd contract float %37, %40
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %43 = load float, ptr %42, align 4, !tbaa !16
  %44 = udiv i64 %24, %14
  %45 = uitofp nneg i64 %44 to float
  %46 = fmul contract float %29, %45
  %47 = fadd contract float %43, %46
  br label %48

48:                                               ; preds = %26, %9
  %49 = phi float [ %47, %26 ], [ 0.000000e+00, %9 ]
  %50 = phi float [ %41, %26 ], [ 0.000000e+00, %9 ]
  %51 = phi float [ %35, %26 ], [ 0.000000e+00, %9 ]
  %52 = icmp sgt i32 %2, 0
  br i1 %52, label %53, label %87

53:                                               ; preds = %48
  %54 = icmp samesign ult i32 %22, 128
  %55 = icmp sgt i32 %4, 1
  %56 = icmp sgt i32 %4, 2
  %57 = icmp sgt i32 %4, 3
  %58 = icmp sgt i32 %4, 4
  %59 = icmp sgt i32 %4, 5
  %60 = icmp sgt i32 %4, 6
  %61 = icmp sgt i32 %4, 7
  br label %62

62:                                               ; preds = %53, %311
  %63 = phi float [ 0.000000e+00, %53 ], [ %312, %311 ]
  %64 = phi float [ 0.000000e+00, %53 ], [ %313, %311 ]
  %65 = phi float [ 0.000000e+00, %53 ], [ %314, %311 ]
  %66 = phi float [ 0.000000e+00, %53 ], [ %315, %311 ]
  %67 = phi float [ 0.000000e+00, %53 ], [ %316, %311 ]
  %68 = phi float [ 0.000000e+00, %53 ], [ %317, %311 ]
  %69 = phi float [ 0.000000e+00, %53 ], [ %318, %311 ]
  %70 = phi float [ 0.000000e+00, %53 ], [ %319, %311 ]
  %71 = phi i32 [ %2, %53 ], [ %323, %311 ]
  %72 = phi float [ 0.000000e+00, %53 ], [ %320, %311 ]
  %73 = phi i32 [ 0, %53 ], [ %321, %311 ]
  %74 = tail call i32 @llvm.smax.i32(i32 %71, i32 1)
  %75 = tail call i32 @llvm.umin.i32(i32 %74, i32 128)
  br i1 %54, label %103, label %100

76:                                               ; preds = %311
  %77 = tail call float @llvm.minnum.f32(float %319, float 1.000000e+05)
  %78 = tail call float @llvm.minnum.f32(float %318, float 1.000000e+05)
  %79 = tail call float @llvm.minnum.f32(float %317, float 1.000000e+05)
  %80 = tail call float @llvm.minnum.f32(float %316, float 1.000000e+05)
  %81 = tail call float @llvm.minnum.f32(float %315, float 1.000000e+05)
  %82 = tail call float @llvm.minnum.f32(float %314, float 1.000000e+05)
  %83 = tail call float @llvm.minnum.f32(float %313, float 1.000000e+05)
  %84 = tail call float @llvm.minnum.f32(float %312, float 1.000000e+05)
  %85 = tail call float @llvm.maxnum.f32(float %320, float -1.000000e+05)
  %86 = tail call float @llvm.minnum.f32(float %85, float 1.000000e+05)
  br label %87

87:                                               ; preds = %76, %48
  %88 = phi float [ %84, %76 ], [ 0.000000e+00, %48 ]
  %89 = phi float [ %83, %76 ], [ 0.000000e+00, %48 ]
  %90 = phi float [ %82, %76 ], [ 0.000000e+00, %48 ]
  %91 = phi float [ %81, %76 ], [ 0.000000e+00, %48 ]
  %92 = phi float [ %80, %76 ], [ 0.000000e+00, %48 ]
  %93 = phi float [ %79, %76 ], [ 0.000000e+00, %48 ]
  %94 = phi float [ %78, %76 ], [ 0.000000e+00, %48 ]
  %95 = phi float [ %77, %76 ], [ 0.000000e+00, %48 ]
  %96 = phi float [ %86, %76 ], [ 0.000000e+00, %48 ]
  br i1 %25, label %97, label %361

97:                                               ; preds = %87
  %98 = getelementptr float, ptr %3, i64 %24
  store float %95, ptr %98, align 4, !tbaa !17
  %99 = icmp sgt i32 %4, 1
  br i1 %99, label %324, label %326

100:                                              ; preds = %116, %62
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %101 = icmp sgt i32 %2, %73
  %102 = and i1 %25, %101
  br i1 %102, label %119, label %311

103:                                              ; preds = %62, %116
  %104 = phi i32 [ %117, %116 ], [ %22, %62 ]
  %105 = add nuw nsw i32 %104, %73
  %106 = icmp slt i32 %105, %2
  br i1 %106, label %107, label %116

107:                                              ; preds = %103
  %108 = zext nneg i32 %104 to i64
  %109 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13dock_grid_mapE6s_type to ptr), i64 %108
  %110 = zext nneg i32 %105 to i64
  %111 = getelementptr inbounds nuw i32, ptr %1, i64 %110
  %112 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13dock_grid_mapE6s_atom to ptr), i64 %108
  %113 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %110
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %112, ptr noundef nonnull align 16 dereferenceable(16) %113, i64 16, i1 false), !tbaa.struct !18
  %114 = load i32, ptr %111, align 4, !tbaa !6
  %115 = and i32 %114, 7
  store i32 %115, ptr %109, align 4, !tbaa !6
  br label %116

116:                                              ; preds = %103, %107
  %117 = add nuw nsw i32 %104, %19
  %118 = icmp samesign ult i32 %117, 128
  br i1 %118, label %103, label %100, !llvm.loop !19

119:                                              ; preds = %100, %299
  %120 = phi float [ %300, %299 ], [ %63, %100 ]
  %121 = phi float [ %301, %299 ], [ %64, %100 ]
  %122 = phi float [ %302, %299 ], [ %65, %100 ]
  %123 = phi float [ %303, %299 ], [ %66, %100 ]
  %124 = phi float [ %304, %299 ], [ %67, %100 ]
  %125 = phi float [ %305, %299 ], [ %68, %100 ]
  %126 = phi float [ %306, %299 ], [ %69, %100 ]
  %127 = phi float [ %307, %299 ], [ %70, %100 ]
  %128 = phi float [ %308, %299 ], [ %72, %100 ]
  %129 = phi i32 [ %309, %299 ], [ 0, %100 ]
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13dock_grid_mapE6s_atom to ptr), i64 %130
  %132 = load float, ptr %131, align 16, !tbaa !17
  %133 = getelementptr inbounds nuw i8, ptr %131, i64 4
  %134 = load float, ptr %133, align 4, !tbaa !17
  %135 = getelementptr inbounds nuw i8, ptr %131, i64 8
  %136 = load float, ptr %135, align 8, !tbaa !17
  %137 = getelementptr inbounds nuw i8, ptr %131, i64 12
  %138 = load float, ptr %137, align 4, !tbaa !17
  %139 = fsub contract float %132, %51
  %140 = fsub contract float %134, %50
  %141 = fsub contract float %136, %49
  %142 = fmul contract float %139, %139
  %143 = fmul contract float %140, %140
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %141, %141
  %146 = fadd contract float %144, %145
  %147 = tail call noundef float @llvm.maxnum.f32(float %146, float 2.500000e-01)
  %148 = fcmp contract ogt float %147, 6.400000e+01
  br i1 %148, label %299, label %149

149:                                              ; preds = %119
  %150 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13dock_grid_mapE6s_type to ptr), i64 %130
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = fdiv contract float 1.000000e+00, %147
  %153 = sext i32 %151 to i64
  %154 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(4) @c_rmin to ptr), i64 %153
  %155 = getelementptr inbounds [8 x float], ptr addrspacecast (ptr addrspace(4) @c_eps to ptr), i64 %153
  %156 = load float, ptr %154, align 4, !tbaa !17
  %157 = fmul contract float %156, %156
  %158 = fmul contract float %152, %157
  %159 = fmul contract float %157, %158
  %160 = fmul contract float %152, %159
  %161 = fmul contract float %157, %160
  %162 = fmul contract float %152, %161
  %163 = load float, ptr %155, align 4, !tbaa !17
  %164 = fmul contract float %162, %162
  %165 = fmul contract float %162, 2.000000e+00
  %166 = fsub contract float %164, %165
  %167 = fmul contract float %163, %166
  %168 = fadd contract float %127, %167
  br i1 %55, label %169, label %185

169:                                              ; preds = %149
  %170 = getelementptr inbounds nuw i8, ptr %154, i64 4
  %171 = load float, ptr %170, align 4, !tbaa !17
  %172 = fmul contract float %171, %171
  %173 = fmul contract float %152, %172
  %174 = fmul contract float %172, %173
  %175 = fmul contract float %152, %174
  %176 = fmul contract float %172, %175
  %177 = fmul contract float %152, %176
  %178 = getelementptr inbounds nuw i8, ptr %155, i64 4
  %179 = load float, ptr %178, align 4, !tbaa !17
  %180 = fmul contract float %177, %177
  %181 = fmul contract float %177, 2.000000e+00
  %182 = fsub contract float %180, %181
  %183 = fmul contract float %179, %182
  %184 = fadd contract float %126, %183
  br label %185

185:                                              ; preds = %169, %149
  %186 = phi float [ %184, %169 ], [ %126, %149 ]
  br i1 %56, label %187, label %203

187:                                              ; preds = %185
  %188 = getelementptr inbounds nuw i8, ptr %154, i64 8
  %189 = load float, ptr %188, align 4, !tbaa !17
  %190 = fmul contract float %189, %189
  %191 = fmul contract float %152, %190
  %192 = fmul contract float %190, %191
  %193 = fmul contract float %152, %192
  %194 = fmul contract float %190, %193
  %195 = fmul contract float %152, %194
  %196 = getelementptr inbounds nuw i8, ptr %155, i64 8
  %197 = load float, ptr %196, align 4, !tbaa !17
  %198 = fmul contract float %195, %195
  %199 = fmul contract float %195, 2.000000e+00
  %200 = fsub contract float %198, %199
  %201 = fmul contract float %197, %200
  %202 = fadd contract float %125, %201
  br label %203

203:                                              ; preds = %187, %185
  %204 = phi float [ %202, %187 ], [ %125, %185 ]
  br i1 %57, label %205, label %221

205:                                              ; preds = %203
  %206 = getelementptr inbounds nuw i8, ptr %154, i64 12
  %207 = load float, ptr %206, align 4, !tbaa !17
  %208 = fmul contract float %207, %207
  %209 = fmul contract float %152, %208
  %210 = fmul contract float %208, %209
  %211 = fmul contract float %152, %210
  %212 = fmul contract float %208, %211
  %213 = fmul contract float %152, %212
  %214 = getelementptr inbounds nuw i8, ptr %155, i64 12
  %215 = load float, ptr %214, align 4, !tbaa !17
  %216 = fmul contract float %213, %213
  %217 = fmul contract float %213, 2.000000e+00
  %218 = fsub contract float %216, %217
  %219 = fmul contract float %215, %218
  %220 = fadd contract float %124, %219
  br label %221

221:                                              ; preds = %205, %203
  %222 = phi float [ %220, %205 ], [ %124, %203 ]
  br i1 %58, label %223, label %239

223:                                              ; preds = %221
  %224 = getelementptr inbounds nuw i8, ptr %154, i64 16
  %225 = load float, ptr %224, align 4, !tbaa !17
  %226 = fmul contract float %225, %225
  %227 = fmul contract float %152, %226
  %228 = fmul contract float %226, %227
  %229 = fmul contract float %152, %228
  %230 = fmul contract float %226, %229
  %231 = fmul contract float %152, %230
  %232 = getelementptr inbounds nuw i8, ptr %155, i64 16
  %233 = load float, ptr %232, align 4, !tbaa !17
  %234 = fmul contract float %231, %231
  %235 = fmul contract float %231, 2.000000e+00
  %236 = fsub contract float %234, %235
  %237 = fmul contract float %233, %236
  %238 = fadd contract float %123, %237
  br label %239

239:                                              ; preds = %223, %221
  %240 = phi float [ %238, %223 ], [ %123, %221 ]
  br i1 %59, label %241, label %257

241:                                              ; preds = %239
  %242 = getelementptr inbounds nuw i8, ptr %154, i64 20
  %243 = load float, ptr %242, align 4, !tbaa !17
  %244 = fmul contract float %243, %243
  %245 = fmul contract float %152, %244
  %246 = fmul contract float %244, %245
  %247 = fmul contract float %152, %246
  %248 = fmul contract float %244, %247
  %249 = fmul contract float %152, %248
  %250 = getelementptr inbounds nuw i8, ptr %155, i64 20
  %251 = load float, ptr %250, align 4, !tbaa !17
  %252 = fmul contract float %249, %249
  %253 = fmul contract float %249, 2.000000e+00
  %254 = fsub contract float %252, %253
  %255 = fmul contract float %251, %254
  %256 = fadd contract float %122, %255
  br label %257

257:                                              ; preds = %241, %239
  %258 = phi float [ %256, %241 ], [ %122, %239 ]
  br i1 %60, label %259, label %275

259:                                              ; preds = %257
  %260 = getelementptr inbounds nuw i8, ptr %154, i64 24
  %261 = load float, ptr %260, align 4, !tbaa !17
  %262 = fmul contract float %261, %261
  %263 = fmul contract float %152, %262
  %264 = fmul contract float %262, %263
  %265 = fmul contract float %152, %264
  %266 = fmul contract float %262, %265
  %267 = fmul contract float %152, %266
  %268 = getelementptr inbounds nuw i8, ptr %155, i64 24
  %269 = load float, ptr %268, align 4, !tbaa !17
  %270 = fmul contract float %267, %267
  %271 = fmul contract float %267, 2.000000e+00
  %272 = fsub contract float %270, %271
  %273 = fmul contract float %269, %272
  %274 = fadd contract float %121, %273
  br label %275

275:                                              ; preds = %259, %257
  %276 = phi float [ %274, %259 ], [ %121, %257 ]
  br i1 %61, label %277, label %293

277:                                              ; preds = %275
  %278 = getelementptr inbounds nuw i8, ptr %154, i64 28
  %279 = load float, ptr %278, align 4, !tbaa !17
  %280 = fmul contract float %279, %279
  %281 = fmul contract float %152, %280
  %282 = fmul contract float %280, %281
  %283 = fmul contract float %152, %282
  %284 = fmul contract float %280, %283
  %285 = fmul contract float %152, %284
  %286 = getelementptr inbounds nuw i8, ptr %155, i64 28
  %287 = load float, ptr %286, align 4, !tbaa !17
  %288 = fmul contract float %285, %285
  %289 = fmul contract float %285, 2.000000e+00
  %290 = fsub contract float %288, %289
  %291 = fmul contract float %287, %290
  %292 = fadd contract float %120, %291
  br label %293

293:                                              ; preds = %277, %275
  %294 = phi float [ %292, %277 ], [ %120, %275 ]
  %295 = fmul contract float %138, 0x4074C0F5C0000000
  %296 = fmul contract float %295, 2.500000e-01
  %297 = fmul contract float %296, %152
  %298 = fadd contract float %128, %297
  br label %299

299:                                              ; preds = %119, %293
  %300 = phi float [ %120, %119 ], [ %294, %293 ]
  %301 = phi float [ %121, %119 ], [ %276, %293 ]
  %302 = phi float [ %122, %119 ], [ %258, %293 ]
  %303 = phi float [ %123, %119 ], [ %240, %293 ]
  %304 = phi float [ %124, %119 ], [ %222, %293 ]
  %305 = phi float [ %125, %119 ], [ %204, %293 ]
  %306 = phi float [ %126, %119 ], [ %186, %293 ]
  %307 = phi float [ %127, %119 ], [ %168, %293 ]
  %308 = phi float [ %128, %119 ], [ %298, %293 ]
  %309 = add nuw nsw i32 %129, 1
  %310 = icmp eq i32 %309, %75
  br i1 %310, label %311, label %119, !llvm.loop !21

311:                                              ; preds = %299, %100
  %312 = phi float [ %63, %100 ], [ %300, %299 ]
  %313 = phi float [ %64, %100 ], [ %301, %299 ]
  %314 = phi float [ %65, %100 ], [ %302, %299 ]
  %315 = phi float [ %66, %100 ], [ %303, %299 ]
  %316 = phi float [ %67, %100 ], [ %304, %299 ]
  %317 = phi float [ %68, %100 ], [ %305, %299 ]
  %318 = phi float [ %69, %100 ], [ %306, %299 ]
  %319 = phi float [ %70, %100 ], [ %307, %299 ]
  %320 = phi float [ %72, %100 ], [ %308, %299 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %321 = add nuw nsw i32 %73, 128
  %322 = icmp slt i32 %321, %2
  %323 = add i32 %71, -128
  br i1 %322, label %62, label %76, !llvm.loop !22

324:                                              ; preds = %97
  %325 = getelementptr float, ptr %98, i64 %16
  store float %94, ptr %325, align 4, !tbaa !17
  br label %326

326:                                              ; preds = %324, %97
  %327 = icmp sgt i32 %4, 2
  br i1 %327, label %328, label %331

328:                                              ; preds = %326
  %329 = shl i64 %16, 3
  %330 = getelementptr i8, ptr %98, i64 %329
  store float %93, ptr %330, align 4, !tbaa !17
  br label %331

331:                                              ; preds = %328, %326
  %332 = icmp sgt i32 %4, 3
  br i1 %332, label %333, label %336

333:                                              ; preds = %331
  %334 = mul i64 %16, 12
  %335 = getelementptr i8, ptr %98, i64 %334
  store float %92, ptr %335, align 4, !tbaa !17
  br label %336

336:                                              ; preds = %333, %331
  %337 = icmp sgt i32 %4, 4
  br i1 %337, label %338, label %341

338:                                              ; preds = %336
  %339 = shl i64 %16, 4
  %340 = getelementptr i8, ptr %98, i64 %339
  store float %91, ptr %340, align 4, !tbaa !17
  br label %341

341:                                              ; preds = %338, %336
  %342 = icmp sgt i32 %4, 5
  br i1 %342, label %343, label %346

343:                                              ; preds = %341
  %344 = mul i64 %16, 20
  %345 = getelementptr i8, ptr %98, i64 %344
  store float %90, ptr %345, align 4, !tbaa !17
  br label %346

346:                                              ; preds = %343, %341
  %347 = icmp sgt i32 %4, 6
  br i1 %347, label %348, label %351

348:                                              ; preds = %346
  %349 = mul i64 %16, 24
  %350 = getelementptr i8, ptr %98, i64 %349
  store float %89, ptr %350, align 4, !tbaa !17
  br label %351

351:                                              ; preds = %348, %346
  %352 = icmp sgt i32 %4, 7
  br i1 %352, label %353, label %356

353:                                              ; preds = %351
  %354 = mul i64 %16, 28
  %355 = getelementptr i8, ptr %98, i64 %354
  store float %88, ptr %355, align 4, !tbaa !17
  br label %356

356:                                              ; preds = %353, %351
  %357 = zext nneg i32 %11 to i64
  %358 = mul i64 %16, %357
  %359 = getelementptr float, ptr %3, i64 %358
  %360 = getelementptr float, ptr %359, i64 %24
  store float %96, ptr %360, align 4, !tbaa !17
  br label %361

361:                                              ; preds = %87, %356
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @dock_score_poses(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noundef readonly byval(%struct.GridBox) align 4 captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, float noundef %10, ptr noalias noundef writeonly captures(none) %11, i32 noundef %12) local_unnamed_addr #3 {
  %14 = icmp slt i32 %7, 2
  %15 = icmp slt i32 %8, 2
  %16 = or i1 %14, %15
  %17 = icmp slt i32 %9, 2
  %18 = or i1 %16, %17
  br i1 %18, label %283, label %19

19:                                               ; preds = %13
  %20 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 8)
  %22 = zext nneg i32 %7 to i64
  %23 = zext nneg i32 %8 to i64
  %24 = mul nuw nsw i64 %23, %22
  %25 = zext nneg i32 %9 to i64
  %26 = mul i64 %24, %25
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %28 = load float, ptr %27, align 4, !tbaa !14
  %29 = fdiv contract float 1.000000e+00, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = and i32 %30, 31
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = add i32 %34, %30
  %36 = lshr i32 %35, 5
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %38 = mul i32 %37, %33
  %39 = lshr i32 %38, 5
  %40 = icmp slt i32 %36, %12
  br i1 %40, label %41, label %283

41:                                               ; preds = %19
  %42 = icmp slt i32 %31, %3
  %43 = load float, ptr %6, align 4
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %47 = load float, ptr %46, align 4
  %48 = add nsw i32 %7, -1
  %49 = uitofp nneg i32 %48 to float
  %50 = add nsw i32 %8, -1
  %51 = uitofp nneg i32 %50 to float
  %52 = add nsw i32 %9, -1
  %53 = uitofp nneg i32 %52 to float
  %54 = add nsw i32 %7, -2
  %55 = add nsw i32 %8, -2
  %56 = add nsw i32 %9, -2
  %57 = zext nneg i32 %21 to i64
  %58 = mul i64 %26, %57
  %59 = getelementptr inbounds nuw float, ptr %4, i64 %58
  %60 = icmp eq i32 %31, 0
  br label %61

61:                                               ; preds = %41, %280
  %62 = phi i32 [ %36, %41 ], [ %281, %280 ]
  %63 = zext nneg i32 %62 to i64
  %64 = mul nuw nsw i64 %63, 28
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !17
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !17
  %69 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %70 = load float, ptr %69, align 4, !tbaa !17
  %71 = getelementptr inbounds nuw i8, ptr %65, i64 12
  %72 = load float, ptr %71, align 4, !tbaa !17
  %73 = getelementptr inbounds nuw i8, ptr %65, i64 16
  %74 = load float, ptr %73, align 4, !tbaa !17
  %75 = getelementptr inbounds nuw i8, ptr %65, i64 20
  %76 = load float, ptr %75, align 4, !tbaa !17
  %77 = getelementptr inbounds nuw i8, ptr %65, i64 24
  %78 = load float, ptr %77, align 4, !tbaa !17
  %79 = fmul contract float %72, %72
  %80 = fmul contract float %74, %74
  %81 = fadd contract float %79, %80
  %82 = fmul contract float %76, %76
  %83 = fadd contract float %81, %82
  %84 = fmul contract float %78, %78
  %85 = fadd contract float %83, %84
  %86 = tail call noundef float @llvm.maxnum.f32(float %85, float 0x3D71979980000000)
  %87 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %86)
  %88 = fmul contract float %72, %87
  %89 = fmul contract float %74, %87
  %90 = fmul contract float %76, %87
  %91 = fmul contract float %78, %87
  br i1 %42, label %103, label %92

92:                                               ; preds = %273, %61
  %93 = phi float [ 0.000000e+00, %61 ], [ %274, %273 ]
  %94 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %93, i32 16, i32 31)
  %95 = fadd contract float %93, %94
  %96 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %95, i32 8, i32 31)
  %97 = fadd contract float %95, %96
  %98 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %97, i32 4, i32 31)
  %99 = fadd contract float %97, %98
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %99, i32 2, i32 31)
  %101 = fadd contract float %99, %100
  %102 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %101, i32 1, i32 31)
  br i1 %60, label %277, label %280

103:                                              ; preds = %61, %273
  %104 = phi float [ %274, %273 ], [ 0.000000e+00, %61 ]
  %105 = phi i32 [ %275, %273 ], [ %31, %61 ]
  %106 = zext nneg i32 %105 to i64
  %107 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %106
  %108 = load float, ptr %107, align 16, !tbaa !17
  %109 = getelementptr inbounds nuw i8, ptr %107, i64 4
  %110 = load float, ptr %109, align 4, !tbaa !17
  %111 = getelementptr inbounds nuw i8, ptr %107, i64 8
  %112 = load float, ptr %111, align 8, !tbaa !17
  %113 = fmul contract float %90, %112
  %114 = fmul contract float %91, %110
  %115 = fsub contract float %113, %114
  %116 = fmul contract float %88, %108
  %117 = fadd contract float %116, %115
  %118 = fmul contract float %91, %108
  %119 = fmul contract float %89, %112
  %120 = fsub contract float %118, %119
  %121 = fmul contract float %88, %110
  %122 = fadd contract float %121, %120
  %123 = fmul contract float %89, %110
  %124 = fmul contract float %90, %108
  %125 = fsub contract float %123, %124
  %126 = fmul contract float %88, %112
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %90, %127
  %129 = fmul contract float %91, %122
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %130, 2.000000e+00
  %132 = fadd contract float %108, %131
  %133 = fadd contract float %66, %132
  %134 = fmul contract float %91, %117
  %135 = fmul contract float %89, %127
  %136 = fsub contract float %134, %135
  %137 = fmul contract float %136, 2.000000e+00
  %138 = fadd contract float %110, %137
  %139 = fadd contract float %68, %138
  %140 = fmul contract float %89, %122
  %141 = fmul contract float %90, %117
  %142 = fsub contract float %140, %141
  %143 = fmul contract float %142, 2.000000e+00
  %144 = fadd contract float %112, %143
  %145 = fadd contract float %70, %144
  %146 = fsub contract float %133, %43
  %147 = fmul contract float %29, %146
  %148 = fsub contract float %139, %45
  %149 = fmul contract float %29, %148
  %150 = fsub contract float %145, %47
  %151 = fmul contract float %29, %150
  %152 = fcmp contract oge float %147, 0.000000e+00
  %153 = fcmp contract oge float %149, 0.000000e+00
  %154 = select i1 %152, i1 %153, i1 false
  %155 = fcmp contract oge float %151, 0.000000e+00
  %156 = select i1 %154, i1 %155, i1 false
  %157 = fcmp contract olt float %147, %49
  %158 = select i1 %156, i1 %157, i1 false
  %159 = fcmp contract olt float %149, %51
  %160 = select i1 %158, i1 %159, i1 false
  %161 = fcmp contract olt float %151, %53
  %162 = select i1 %160, i1 %161, i1 false
  br i1 %162, label %165, label %163

163:                                              ; preds = %103
  %164 = fadd contract float %10, %104
  br label %273

165:                                              ; preds = %103
  %166 = getelementptr inbounds nuw i8, ptr %107, i64 12
  %167 = load float, ptr %166, align 4, !tbaa !17
  %168 = fptosi float %147 to i32
  %169 = tail call noundef i32 @llvm.smin.i32(i32 %168, i32 %54)
  %170 = fptosi float %149 to i32
  %171 = tail call noundef i32 @llvm.smin.i32(i32 %170, i32 %55)
  %172 = fptosi float %151 to i32
  %173 = tail call noundef i32 @llvm.smin.i32(i32 %172, i32 %56)
  %174 = sitofp i32 %169 to float
  %175 = fsub contract float %147, %174
  %176 = sitofp i32 %171 to float
  %177 = fsub contract float %149, %176
  %178 = sitofp i32 %173 to float
  %179 = fsub contract float %151, %178
  %180 = getelementptr inbounds nuw i32, ptr %2, i64 %106
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = urem i32 %181, %21
  %183 = zext nneg i32 %182 to i64
  %184 = mul i64 %26, %183
  %185 = getelementptr inbounds nuw float, ptr %4, i64 %184
  %186 = sext i32 %173 to i64
  %187 = mul i64 %24, %186
  %188 = sext i32 %171 to i64
  %189 = mul nsw i64 %188, %22
  %190 = sext i32 %169 to i64
  %191 = add nsw i64 %189, %190
  %192 = add i64 %191, %187
  %193 = getelementptr inbounds nuw float, ptr %185, i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !17
  %195 = getelementptr i8, ptr %193, i64 4
  %196 = load float, ptr %195, align 4, !tbaa !17
  %197 = fsub contract float %196, %194
  %198 = fmul contract float %175, %197
  %199 = fadd contract float %194, %198
  %200 = add i64 %192, %22
  %201 = getelementptr inbounds nuw float, ptr %185, i64 %200
  %202 = load float, ptr %201, align 4, !tbaa !17
  %203 = getelementptr i8, ptr %201, i64 4
  %204 = load float, ptr %203, align 4, !tbaa !17
  %205 = fsub contract float %204, %202
  %206 = fmul contract float %175, %205
  %207 = fadd contract float %202, %206
  %208 = add i64 %192, %24
  %209 = getelementptr inbounds nuw float, ptr %185, i64 %208
  %210 = load float, ptr %209, align 4, !tbaa !17
  %211 = getelementptr i8, ptr %209, i64 4
  %212 = load float, ptr %211, align 4, !tbaa !17
  %213 = fsub contract float %212, %210
  %214 = fmul contract float %175, %213
  %215 = fadd contract float %210, %214
  %216 = add i64 %208, %22
  %217 = getelementptr inbounds nuw float, ptr %185, i64 %216
  %218 = load float, ptr %217, align 4, !tbaa !17
  %219 = getelementptr i8, ptr %217, i64 4
  %220 = load float, ptr %219, align 4, !tbaa !17
  %221 = fsub contract float %220, %218
  %222 = fmul contract float %175, %221
  %223 = fadd contract float %218, %222
  %224 = fsub contract float %207, %199
  %225 = fmul contract float %177, %224
  %226 = fadd contract float %199, %225
  %227 = fsub contract float %223, %215
  %228 = fmul contract float %177, %227
  %229 = fadd contract float %215, %228
  %230 = fsub contract float %229, %226
  %231 = fmul contract float %179, %230
  %232 = fadd contract float %226, %231
  %233 = fadd contract float %104, %232
  %234 = getelementptr inbounds nuw float, ptr %59, i64 %192
  %235 = load float, ptr %234, align 4, !tbaa !17
  %236 = getelementptr i8, ptr %234, i64 4
  %237 = load float, ptr %236, align 4, !tbaa !17
  %238 = fsub contract float %237, %235
  %239 = fmul contract float %175, %238
  %240 = fadd contract float %235, %239
  %241 = getelementptr inbounds nuw float, ptr %59, i64 %200
  %242 = load float, ptr %241, align 4, !tbaa !17
  %243 = getelementptr i8, ptr %241, i64 4
  %244 = load float, ptr %243, align 4, !tbaa !17
  %245 = fsub contract float %244, %242
  %246 = fmul contract float %175, %245
  %247 = fadd contract float %242, %246
  %248 = getelementptr inbounds nuw float, ptr %59, i64 %208
  %249 = load float, ptr %248, align 4, !tbaa !17
  %250 = getelementptr i8, ptr %248, i64 4
  %251 = load float, ptr %250, align 4, !tbaa !17
  %252 = fsub contract float %251, %249
  %253 = fmul contract float %175, %252
  %254 = fadd contract float %249, %253
  %255 = getelementptr inbounds nuw float, ptr %59, i64 %216
  %256 = load float, ptr %255, align 4, !tbaa !17
  %257 = getelementptr i8, ptr %255, i64 4
  %258 = load float, ptr %257, align 4, !tbaa !17
  %259 = fsub contract float %258, %256
  %260 = fmul contract float %175, %259
  %261 = fadd contract float %256, %260
  %262 = fsub contract float %247, %240
  %263 = fmul contract float %177, %262
  %264 = fadd contract float %240, %263
  %265 = fsub contract float %261, %254
  %266 = fmul contract float %177, %265
  %267 = fadd contract float %254, %266
  %268 = fsub contract float %267, %264
  %269 = fmul contract float %179, %268
  %270 = fadd contract float %264, %269
  %271 = fmul contract float %167, %270
  %272 = fadd contract float %233, %271
  br label %273

273:                                              ; preds = %165, %163
  %274 = phi float [ %272, %165 ], [ %164, %163 ]
  %275 = add nuw nsw i32 %105, 32
  %276 = icmp slt i32 %275, %3
  br i1 %276, label %103, label %92, !llvm.loop !23

277:                                              ; preds = %92
  %278 = fadd contract float %101, %102
  %279 = getelementptr inbounds nuw float, ptr %11, i64 %63
  store float %278, ptr %279, align 4, !tbaa !17
  br label %280

280:                                              ; preds = %277, %92
  %281 = add nuw nsw i32 %62, %39
  %282 = icmp slt i32 %281, %12
  br i1 %282, label %61, label %283, !llvm.loop !24

283:                                              ; preds = %280, %19, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTS7GridBox", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 12}
!15 = !{!12, !13, i64 4}
!16 = !{!12, !13, i64 8}
!17 = !{!13, !13, i64 0}
!18 = !{i64 0, i64 4, !17, i64 4, i64 4, !17, i64 8, i64 4, !17, i64 12, i64 4, !17}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = distinct !{!23, !20}
!24 = distinct !{!24, !20}
