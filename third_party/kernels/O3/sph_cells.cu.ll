; ModuleID = 'src/sph_cells.cu'
source_filename = "src/sph_cells.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SphConstants = type { float, float, float, float, float, float, float, float, float, float, float }
%struct.float4 = type { float, float, float, float }

@c_sph = dso_local addrspace(4) externally_initialized constant %struct.SphConstants zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_sph to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sph_density_pressure(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp sge i32 %14, %5
  %16 = icmp slt i32 %6, 1
  %17 = or i1 %15, %16
  %18 = icmp slt i32 %7, 1
  %19 = or i1 %17, %18
  %20 = icmp slt i32 %8, 1
  %21 = or i1 %19, %20
  br i1 %21, label %364, label %22

22:                                               ; preds = %9
  %23 = sext i32 %14 to i64
  %24 = getelementptr inbounds %struct.float4, ptr %0, i64 %23
  %25 = load float, ptr %24, align 16, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = load float, ptr %28, align 8, !tbaa !11
  %30 = load float, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), align 4, !tbaa !13
  %31 = fdiv contract float 1.000000e+00, %30
  %32 = fmul contract float %25, %31
  %33 = tail call noundef float @llvm.floor.f32(float %32)
  %34 = fptosi float %33 to i32
  %35 = add nsw i32 %6, -1
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %34, i32 0)
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %35)
  %38 = fmul contract float %27, %31
  %39 = tail call noundef float @llvm.floor.f32(float %38)
  %40 = fptosi float %39 to i32
  %41 = add nsw i32 %7, -1
  %42 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %40, i32 0)
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 %41)
  %44 = fmul contract float %29, %31
  %45 = tail call noundef float @llvm.floor.f32(float %44)
  %46 = fptosi float %45 to i32
  %47 = add nsw i32 %8, -1
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 %47)
  %50 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 8), align 4
  %51 = add nsw i32 %37, -1
  %52 = icmp ult i32 %51, %6
  %53 = icmp ult i32 %37, %6
  %54 = add nuw nsw i32 %37, 1
  %55 = icmp ult i32 %54, %6
  br label %67

56:                                               ; preds = %360
  %57 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 12), align 4, !tbaa !15
  %58 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 16), align 4, !tbaa !16
  %59 = fmul contract float %57, %58
  %60 = fmul contract float %361, %59
  %61 = getelementptr inbounds float, ptr %3, i64 %23
  store float %60, ptr %61, align 4, !tbaa !11
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 32), align 4, !tbaa !17
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 28), align 4, !tbaa !18
  %64 = fsub contract float %60, %63
  %65 = fmul contract float %62, %64
  %66 = getelementptr inbounds float, ptr %4, i64 %23
  store float %65, ptr %66, align 4, !tbaa !11
  br label %364

67:                                               ; preds = %22, %360
  %68 = phi float [ 0.000000e+00, %22 ], [ %361, %360 ]
  %69 = phi i32 [ -1, %22 ], [ %362, %360 ]
  %70 = add nsw i32 %69, %49
  %71 = icmp ult i32 %70, %8
  br i1 %71, label %72, label %360

72:                                               ; preds = %67
  %73 = mul nuw nsw i32 %70, %7
  br label %74

74:                                               ; preds = %72, %356
  %75 = phi float [ %68, %72 ], [ %357, %356 ]
  %76 = phi i32 [ -1, %72 ], [ %358, %356 ]
  %77 = add nsw i32 %76, %43
  %78 = icmp ult i32 %77, %7
  br i1 %78, label %79, label %356

79:                                               ; preds = %74
  %80 = add nuw nsw i32 %77, %73
  %81 = mul nuw nsw i32 %80, %6
  br i1 %52, label %82, label %172

82:                                               ; preds = %79
  %83 = add nuw nsw i32 %51, %81
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw i32, ptr %2, i64 %84
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = tail call noundef i32 @llvm.smin.i32(i32 %86, i32 %5)
  %88 = getelementptr inbounds nuw i32, ptr %1, i64 %84
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = icmp slt i32 %89, %87
  br i1 %90, label %91, label %172

91:                                               ; preds = %82
  %92 = sub i32 %87, %89
  %93 = add i32 %89, 1
  %94 = and i32 %92, 1
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %119, label %96

96:                                               ; preds = %91
  %97 = sext i32 %89 to i64
  %98 = getelementptr inbounds %struct.float4, ptr %0, i64 %97
  %99 = load float, ptr %98, align 16, !tbaa !11
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 4
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = getelementptr inbounds nuw i8, ptr %98, i64 8
  %103 = load float, ptr %102, align 8, !tbaa !11
  %104 = fsub contract float %25, %99
  %105 = fsub contract float %27, %101
  %106 = fsub contract float %29, %103
  %107 = fmul contract float %104, %104
  %108 = fmul contract float %105, %105
  %109 = fadd contract float %107, %108
  %110 = fmul contract float %106, %106
  %111 = fadd contract float %109, %110
  %112 = fcmp contract olt float %111, %50
  %113 = fsub contract float %50, %111
  %114 = fmul contract float %113, %113
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %75, %115
  %117 = select i1 %112, float %116, float %75
  %118 = add nsw i32 %89, 1
  br label %119

119:                                              ; preds = %96, %91
  %120 = phi float [ poison, %91 ], [ %117, %96 ]
  %121 = phi float [ %75, %91 ], [ %117, %96 ]
  %122 = phi i32 [ %89, %91 ], [ %118, %96 ]
  %123 = icmp eq i32 %87, %93
  br i1 %123, label %172, label %124

124:                                              ; preds = %119, %124
  %125 = phi float [ %169, %124 ], [ %121, %119 ]
  %126 = phi i32 [ %170, %124 ], [ %122, %119 ]
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds %struct.float4, ptr %0, i64 %127
  %129 = load float, ptr %128, align 16, !tbaa !11
  %130 = getelementptr inbounds nuw i8, ptr %128, i64 4
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = getelementptr inbounds nuw i8, ptr %128, i64 8
  %133 = load float, ptr %132, align 8, !tbaa !11
  %134 = fsub contract float %25, %129
  %135 = fsub contract float %27, %131
  %136 = fsub contract float %29, %133
  %137 = fmul contract float %134, %134
  %138 = fmul contract float %135, %135
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %136, %136
  %141 = fadd contract float %139, %140
  %142 = fcmp contract olt float %141, %50
  %143 = fsub contract float %50, %141
  %144 = fmul contract float %143, %143
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %125, %145
  %147 = select i1 %142, float %146, float %125
  %148 = sext i32 %126 to i64
  %149 = getelementptr %struct.float4, ptr %0, i64 %148
  %150 = getelementptr i8, ptr %149, i64 16
  %151 = load float, ptr %150, align 16, !tbaa !11
  %152 = getelementptr i8, ptr %149, i64 20
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = getelementptr i8, ptr %149, i64 24
  %155 = load float, ptr %154, align 8, !tbaa !11
  %156 = fsub contract float %25, %151
  %157 = fsub contract float %27, %153
  %158 = fsub contract float %29, %155
  %159 = fmul contract float %156, %156
  %160 = fmul contract float %157, %157
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %158, %158
  %163 = fadd contract float %161, %162
  %164 = fcmp contract olt float %163, %50
  %165 = fsub contract float %50, %163
  %166 = fmul contract float %165, %165
  %167 = fmul contract float %165, %166
  %168 = fadd contract float %147, %167
  %169 = select i1 %164, float %168, float %147
  %170 = add nsw i32 %126, 2
  %171 = icmp eq i32 %170, %87
  br i1 %171, label %172, label %124, !llvm.loop !19

172:                                              ; preds = %119, %124, %82, %79
  %173 = phi float [ %75, %79 ], [ %75, %82 ], [ %120, %119 ], [ %169, %124 ]
  br i1 %53, label %174, label %264

174:                                              ; preds = %172
  %175 = add nuw nsw i32 %37, %81
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds nuw i32, ptr %2, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = tail call noundef i32 @llvm.smin.i32(i32 %178, i32 %5)
  %180 = getelementptr inbounds nuw i32, ptr %1, i64 %176
  %181 = load i32, ptr %180, align 4, !tbaa !6
  %182 = icmp slt i32 %181, %179
  br i1 %182, label %183, label %264

183:                                              ; preds = %174
  %184 = sub i32 %179, %181
  %185 = add i32 %181, 1
  %186 = and i32 %184, 1
  %187 = icmp eq i32 %186, 0
  br i1 %187, label %211, label %188

188:                                              ; preds = %183
  %189 = sext i32 %181 to i64
  %190 = getelementptr inbounds %struct.float4, ptr %0, i64 %189
  %191 = load float, ptr %190, align 16, !tbaa !11
  %192 = getelementptr inbounds nuw i8, ptr %190, i64 4
  %193 = load float, ptr %192, align 4, !tbaa !11
  %194 = getelementptr inbounds nuw i8, ptr %190, i64 8
  %195 = load float, ptr %194, align 8, !tbaa !11
  %196 = fsub contract float %25, %191
  %197 = fsub contract float %27, %193
  %198 = fsub contract float %29, %195
  %199 = fmul contract float %196, %196
  %200 = fmul contract float %197, %197
  %201 = fadd contract float %199, %200
  %202 = fmul contract float %198, %198
  %203 = fadd contract float %201, %202
  %204 = fcmp contract olt float %203, %50
  %205 = fsub contract float %50, %203
  %206 = fmul contract float %205, %205
  %207 = fmul contract float %205, %206
  %208 = fadd contract float %173, %207
  %209 = select i1 %204, float %208, float %173
  %210 = add nsw i32 %181, 1
  br label %211

211:                                              ; preds = %188, %183
  %212 = phi float [ poison, %183 ], [ %209, %188 ]
  %213 = phi float [ %173, %183 ], [ %209, %188 ]
  %214 = phi i32 [ %181, %183 ], [ %210, %188 ]
  %215 = icmp eq i32 %179, %185
  br i1 %215, label %264, label %216

216:                                              ; preds = %211, %216
  %217 = phi float [ %261, %216 ], [ %213, %211 ]
  %218 = phi i32 [ %262, %216 ], [ %214, %211 ]
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds %struct.float4, ptr %0, i64 %219
  %221 = load float, ptr %220, align 16, !tbaa !11
  %222 = getelementptr inbounds nuw i8, ptr %220, i64 4
  %223 = load float, ptr %222, align 4, !tbaa !11
  %224 = getelementptr inbounds nuw i8, ptr %220, i64 8
  %225 = load float, ptr %224, align 8, !tbaa !11
  %226 = fsub contract float %25, %221
  %227 = fsub contract float %27, %223
  %228 = fsub contract float %29, %225
  %229 = fmul contract float %226, %226
  %230 = fmul contract float %227, %227
  %231 = fadd contract float %229, %230
  %232 = fmul contract float %228, %228
  %233 = fadd contract float %231, %232
  %234 = fcmp contract olt float %233, %50
  %235 = fsub contract float %50, %233
  %236 = fmul contract float %235, %235
  %237 = fmul contract float %235, %236
  %238 = fadd contract float %217, %237
  %239 = select i1 %234, float %238, float %217
  %240 = sext i32 %218 to i64
  %241 = getelementptr %struct.float4, ptr %0, i64 %240
  %242 = getelementptr i8, ptr %241, i64 16
  %243 = load float, ptr %242, align 16, !tbaa !11
  %244 = getelementptr i8, ptr %241, i64 20
  %245 = load float, ptr %244, align 4, !tbaa !11
  %246 = getelementptr i8, ptr %241, i64 24
  %247 = load float, ptr %246, align 8, !tbaa !11
  %248 = fsub contract float %25, %243
  %249 = fsub contract float %27, %245
  %250 = fsub contract float %29, %247
  %251 = fmul contract float %248, %248
  %252 = fmul contract float %249, %249
  %253 = fadd contract float %251, %252
  %254 = fmul contract float %250, %250
  %255 = fadd contract float %253, %254
  %256 = fcmp contract olt float %255, %50
  %257 = fsub contract float %50, %255
  %258 = fmul contract float %257, %257
  %259 = fmul contract float %257, %258
  %260 = fadd contract float %239, %259
  %261 = select i1 %256, float %260, float %239
  %262 = add nsw i32 %218, 2
  %263 = icmp eq i32 %262, %179
  br i1 %263, label %264, label %216, !llvm.loop !19

264:                                              ; preds = %211, %216, %174, %172
  %265 = phi float [ %173, %172 ], [ %173, %174 ], [ %212, %211 ], [ %261, %216 ]
  br i1 %55, label %266, label %356

266:                                              ; preds = %264
  %267 = add nuw nsw i32 %54, %81
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds nuw i32, ptr %2, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !6
  %271 = tail call noundef i32 @llvm.smin.i32(i32 %270, i32 %5)
  %272 = getelementptr inbounds nuw i32, ptr %1, i64 %268
  %273 = load i32, ptr %272, align 4, !tbaa !6
  %274 = icmp slt i32 %273, %271
  br i1 %274, label %275, label %356

275:                                              ; preds = %266
  %276 = sub i32 %271, %273
  %277 = add i32 %273, 1
  %278 = and i32 %276, 1
  %279 = icmp eq i32 %278, 0
  br i1 %279, label %303, label %280

280:                                              ; preds = %275
  %281 = sext i32 %273 to i64
  %282 = getelementptr inbounds %struct.float4, ptr %0, i64 %281
  %283 = load float, ptr %282, align 16, !tbaa !11
  %284 = getelementptr inbounds nuw i8, ptr %282, i64 4
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = getelementptr inbounds nuw i8, ptr %282, i64 8
  %287 = load float, ptr %286, align 8, !tbaa !11
  %288 = fsub contract float %25, %283
  %289 = fsub contract float %27, %285
  %290 = fsub contract float %29, %287
  %291 = fmul contract float %288, %288
  %292 = fmul contract float %289, %289
  %293 = fadd contract float %291, %292
  %294 = fmul contract float %290, %290
  %295 = fadd contract float %293, %294
  %296 = fcmp contract olt float %295, %50
  %297 = fsub contract float %50, %295
  %298 = fmul contract float %297, %297
  %299 = fmul contract float %297, %298
  %300 = fadd contract float %265, %299
  %301 = select i1 %296, float %300, float %265
  %302 = add nsw i32 %273, 1
  br label %303

303:                                              ; preds = %280, %275
  %304 = phi float [ poison, %275 ], [ %301, %280 ]
  %305 = phi float [ %265, %275 ], [ %301, %280 ]
  %306 = phi i32 [ %273, %275 ], [ %302, %280 ]
  %307 = icmp eq i32 %271, %277
  br i1 %307, label %356, label %308

308:                                              ; preds = %303, %308
  %309 = phi float [ %353, %308 ], [ %305, %303 ]
  %310 = phi i32 [ %354, %308 ], [ %306, %303 ]
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds %struct.float4, ptr %0, i64 %311
  %313 = load float, ptr %312, align 16, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %312, i64 4
  %315 = load float, ptr %314, align 4, !tbaa !11
  %316 = getelementptr inbounds nuw i8, ptr %312, i64 8
  %317 = load float, ptr %316, align 8, !tbaa !11
  %318 = fsub contract float %25, %313
  %319 = fsub contract float %27, %315
  %320 = fsub contract float %29, %317
  %321 = fmul contract float %318, %318
  %322 = fmul contract float %319, %319
  %323 = fadd contract float %321, %322
  %324 = fmul contract float %320, %320
  %325 = fadd contract float %323, %324
  %326 = fcmp contract olt float %325, %50
  %327 = fsub contract float %50, %325
  %328 = fmul contract float %327, %327
  %329 = fmul contract float %327, %328
  %330 = fadd contract float %309, %329
  %331 = select i1 %326, float %330, float %309
  %332 = sext i32 %310 to i64
  %333 = getelementptr %struct.float4, ptr %0, i64 %332
  %334 = getelementptr i8, ptr %333, i64 16
  %335 = load float, ptr %334, align 16, !tbaa !11
  %336 = getelementptr i8, ptr %333, i64 20
  %337 = load float, ptr %336, align 4, !tbaa !11
  %338 = getelementptr i8, ptr %333, i64 24
  %339 = load float, ptr %338, align 8, !tbaa !11
  %340 = fsub contract float %25, %335
  %341 = fsub contract float %27, %337
  %342 = fsub contract float %29, %339
  %343 = fmul contract float %340, %340
  %344 = fmul contract float %341, %341
  %345 = fadd contract float %343, %344
  %346 = fmul contract float %342, %342
  %347 = fadd contract float %345, %346
  %348 = fcmp contract olt float %347, %50
  %349 = fsub contract float %50, %347
  %350 = fmul contract float %349, %349
  %351 = fmul contract float %349, %350
  %352 = fadd contract float %331, %351
  %353 = select i1 %348, float %352, float %331
  %354 = add nsw i32 %310, 2
  %355 = icmp eq i32 %354, %271
  br i1 %355, label %356, label %308, !llvm.loop !19

356:                                              ; preds = %303, %308, %264, %266, %74
  %357 = phi float [ %75, %74 ], [ %265, %264 ], [ %265, %266 ], [ %304, %303 ], [ %353, %308 ]
  %358 = add nsw i32 %76, 1
  %359 = icmp eq i32 %358, 2
  br i1 %359, label %360, label %74, !llvm.loop !21

360:                                              ; preds = %356, %67
  %361 = phi float [ %68, %67 ], [ %357, %356 ]
  %362 = add nsw i32 %69, 1
  %363 = icmp eq i32 %362, 2
  br i1 %363, label %56, label %67, !llvm.loop !22

364:                                              ; preds = %9, %56
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sph_forces(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp sge i32 %16, %7
  %18 = icmp slt i32 %8, 1
  %19 = or i1 %17, %18
  %20 = icmp slt i32 %9, 1
  %21 = or i1 %19, %20
  %22 = icmp slt i32 %10, 1
  %23 = or i1 %21, %22
  br i1 %23, label %360, label %24

24:                                               ; preds = %11
  %25 = sext i32 %16 to i64
  %26 = getelementptr inbounds %struct.float4, ptr %0, i64 %25
  %27 = load float, ptr %26, align 16, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 8
  %31 = load float, ptr %30, align 8, !tbaa !11
  %32 = getelementptr inbounds %struct.float4, ptr %1, i64 %25
  %33 = load float, ptr %32, align 16, !tbaa !11
  %34 = getelementptr inbounds nuw i8, ptr %32, i64 4
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %32, i64 8
  %37 = load float, ptr %36, align 8, !tbaa !11
  %38 = getelementptr inbounds float, ptr %2, i64 %25
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr inbounds float, ptr %3, i64 %25
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = load float, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), align 4, !tbaa !13
  %43 = fdiv contract float 1.000000e+00, %42
  %44 = fmul contract float %27, %43
  %45 = tail call noundef float @llvm.floor.f32(float %44)
  %46 = fptosi float %45 to i32
  %47 = add nsw i32 %8, -1
  %48 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %46, i32 0)
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 %47)
  %50 = fmul contract float %29, %43
  %51 = tail call noundef float @llvm.floor.f32(float %50)
  %52 = fptosi float %51 to i32
  %53 = add nsw i32 %9, -1
  %54 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %52, i32 0)
  %55 = tail call i32 @llvm.umin.i32(i32 %54, i32 %53)
  %56 = fmul contract float %31, %43
  %57 = tail call noundef float @llvm.floor.f32(float %56)
  %58 = fptosi float %57 to i32
  %59 = add nsw i32 %10, -1
  %60 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %58, i32 0)
  %61 = tail call i32 @llvm.umin.i32(i32 %60, i32 %59)
  %62 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 4), align 4
  %63 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 12), align 4
  %64 = fneg contract float %63
  %65 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 20), align 4
  %66 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 36), align 4
  %67 = fmul contract float %63, %66
  %68 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 24), align 4
  %69 = fmul contract float %67, %68
  %70 = add nsw i32 %49, -1
  %71 = icmp uge i32 %70, %8
  %72 = icmp uge i32 %49, %8
  %73 = add nuw nsw i32 %49, 1
  %74 = icmp uge i32 %73, %8
  br label %75

75:                                               ; preds = %24, %105
  %76 = phi float [ 0.000000e+00, %24 ], [ %357, %105 ]
  %77 = phi float [ 0.000000e+00, %24 ], [ %356, %105 ]
  %78 = phi float [ 0.000000e+00, %24 ], [ %355, %105 ]
  %79 = phi i32 [ -1, %24 ], [ %106, %105 ]
  %80 = add nsw i32 %79, %61
  %81 = icmp uge i32 %80, %10
  %82 = mul nuw nsw i32 %80, %9
  br label %94

83:                                               ; preds = %105
  %84 = fdiv contract float 1.000000e+00, %39
  %85 = fmul contract float %84, %357
  %86 = fmul contract float %84, %356
  %87 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sph to ptr), i64 40), align 4, !tbaa !23
  %88 = fadd contract float %86, %87
  %89 = fmul contract float %84, %355
  %90 = getelementptr inbounds %struct.float4, ptr %6, i64 %25
  store float %85, ptr %90, align 16, !tbaa !11
  %91 = getelementptr inbounds nuw i8, ptr %90, i64 4
  store float %88, ptr %91, align 4, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 8
  store float %89, ptr %92, align 8, !tbaa !11
  %93 = getelementptr inbounds nuw i8, ptr %90, i64 12
  store float 0.000000e+00, ptr %93, align 4, !tbaa !11
  br label %360

94:                                               ; preds = %75, %354
  %95 = phi float [ %76, %75 ], [ %357, %354 ]
  %96 = phi float [ %77, %75 ], [ %356, %354 ]
  %97 = phi float [ %78, %75 ], [ %355, %354 ]
  %98 = phi i32 [ -1, %75 ], [ %358, %354 ]
  %99 = add nsw i32 %98, %55
  %100 = add nuw nsw i32 %99, %82
  %101 = mul nuw nsw i32 %100, %8
  %102 = icmp uge i32 %99, %9
  %103 = select i1 %71, i1 true, i1 %102
  %104 = select i1 %103, i1 true, i1 %81
  br i1 %104, label %186, label %108

105:                                              ; preds = %354
  %106 = add nsw i32 %79, 1
  %107 = icmp eq i32 %106, 2
  br i1 %107, label %83, label %75, !llvm.loop !24

108:                                              ; preds = %94
  %109 = add nuw nsw i32 %70, %101
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw i32, ptr %5, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = tail call noundef i32 @llvm.smin.i32(i32 %112, i32 %7)
  %114 = getelementptr inbounds nuw i32, ptr %4, i64 %110
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = icmp slt i32 %115, %113
  br i1 %116, label %117, label %186

117:                                              ; preds = %108, %180
  %118 = phi float [ %183, %180 ], [ %95, %108 ]
  %119 = phi float [ %182, %180 ], [ %96, %108 ]
  %120 = phi float [ %181, %180 ], [ %97, %108 ]
  %121 = phi i32 [ %184, %180 ], [ %115, %108 ]
  %122 = icmp eq i32 %121, %16
  br i1 %122, label %180, label %123

123:                                              ; preds = %117
  %124 = sext i32 %121 to i64
  %125 = getelementptr inbounds %struct.float4, ptr %0, i64 %124
  %126 = load float, ptr %125, align 16, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %125, i64 4
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = getelementptr inbounds nuw i8, ptr %125, i64 8
  %130 = load float, ptr %129, align 8, !tbaa !11
  %131 = fsub contract float %27, %126
  %132 = fsub contract float %29, %128
  %133 = fsub contract float %31, %130
  %134 = fmul contract float %131, %131
  %135 = fmul contract float %132, %132
  %136 = fadd contract float %134, %135
  %137 = fmul contract float %133, %133
  %138 = fadd contract float %136, %137
  %139 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %138) #5
  %140 = fcmp contract oge float %139, %62
  %141 = fcmp contract ole float %139, 0x3EB0C6F7A0000000
  %142 = or i1 %141, %140
  br i1 %142, label %180, label %143

143:                                              ; preds = %123
  %144 = getelementptr inbounds float, ptr %2, i64 %124
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = fsub contract float %62, %139
  %147 = getelementptr inbounds float, ptr %3, i64 %124
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = fadd contract float %41, %148
  %150 = fmul contract float %149, %64
  %151 = fmul contract float %145, 2.000000e+00
  %152 = fdiv contract float %150, %151
  %153 = fmul contract float %65, %152
  %154 = fmul contract float %146, %153
  %155 = fmul contract float %146, %154
  %156 = fdiv contract float %155, %139
  %157 = fmul contract float %131, %156
  %158 = fadd contract float %118, %157
  %159 = fmul contract float %132, %156
  %160 = fadd contract float %119, %159
  %161 = fmul contract float %133, %156
  %162 = fadd contract float %120, %161
  %163 = getelementptr inbounds %struct.float4, ptr %1, i64 %124
  %164 = load float, ptr %163, align 16, !tbaa !11
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 4
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = getelementptr inbounds nuw i8, ptr %163, i64 8
  %168 = load float, ptr %167, align 8, !tbaa !11
  %169 = fmul contract float %146, %69
  %170 = fdiv contract float %169, %145
  %171 = fsub contract float %164, %33
  %172 = fmul contract float %171, %170
  %173 = fadd contract float %158, %172
  %174 = fsub contract float %166, %35
  %175 = fmul contract float %174, %170
  %176 = fadd contract float %160, %175
  %177 = fsub contract float %168, %37
  %178 = fmul contract float %177, %170
  %179 = fadd contract float %162, %178
  br label %180

180:                                              ; preds = %143, %123, %117
  %181 = phi float [ %120, %117 ], [ %179, %143 ], [ %120, %123 ]
  %182 = phi float [ %119, %117 ], [ %176, %143 ], [ %119, %123 ]
  %183 = phi float [ %118, %117 ], [ %173, %143 ], [ %118, %123 ]
  %184 = add nsw i32 %121, 1
  %185 = icmp eq i32 %184, %113
  br i1 %185, label %186, label %117, !llvm.loop !25

186:                                              ; preds = %180, %108, %94
  %187 = phi float [ %97, %94 ], [ %97, %108 ], [ %181, %180 ]
  %188 = phi float [ %96, %94 ], [ %96, %108 ], [ %182, %180 ]
  %189 = phi float [ %95, %94 ], [ %95, %108 ], [ %183, %180 ]
  %190 = select i1 %72, i1 true, i1 %102
  %191 = select i1 %190, i1 true, i1 %81
  br i1 %191, label %270, label %192

192:                                              ; preds = %186
  %193 = add nuw nsw i32 %49, %101
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds nuw i32, ptr %5, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = tail call noundef i32 @llvm.smin.i32(i32 %196, i32 %7)
  %198 = getelementptr inbounds nuw i32, ptr %4, i64 %194
  %199 = load i32, ptr %198, align 4, !tbaa !6
  %200 = icmp slt i32 %199, %197
  br i1 %200, label %201, label %270

201:                                              ; preds = %192, %264
  %202 = phi float [ %267, %264 ], [ %189, %192 ]
  %203 = phi float [ %266, %264 ], [ %188, %192 ]
  %204 = phi float [ %265, %264 ], [ %187, %192 ]
  %205 = phi i32 [ %268, %264 ], [ %199, %192 ]
  %206 = icmp eq i32 %205, %16
  br i1 %206, label %264, label %207

207:                                              ; preds = %201
  %208 = sext i32 %205 to i64
  %209 = getelementptr inbounds %struct.float4, ptr %0, i64 %208
  %210 = load float, ptr %209, align 16, !tbaa !11
  %211 = getelementptr inbounds nuw i8, ptr %209, i64 4
  %212 = load float, ptr %211, align 4, !tbaa !11
  %213 = getelementptr inbounds nuw i8, ptr %209, i64 8
  %214 = load float, ptr %213, align 8, !tbaa !11
  %215 = fsub contract float %27, %210
  %216 = fsub contract float %29, %212
  %217 = fsub contract float %31, %214
  %218 = fmul contract float %215, %215
  %219 = fmul contract float %216, %216
  %220 = fadd contract float %218, %219
  %221 = fmul contract float %217, %217
  %222 = fadd contract float %220, %221
  %223 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %222) #5
  %224 = fcmp contract oge float %223, %62
  %225 = fcmp contract ole float %223, 0x3EB0C6F7A0000000
  %226 = or i1 %225, %224
  br i1 %226, label %264, label %227

227:                                              ; preds = %207
  %228 = getelementptr inbounds float, ptr %2, i64 %208
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = fsub contract float %62, %223
  %231 = getelementptr inbounds float, ptr %3, i64 %208
  %232 = load float, ptr %231, align 4, !tbaa !11
  %233 = fadd contract float %41, %232
  %234 = fmul contract float %233, %64
  %235 = fmul contract float %229, 2.000000e+00
  %236 = fdiv contract float %234, %235
  %237 = fmul contract float %65, %236
  %238 = fmul contract float %230, %237
  %239 = fmul contract float %230, %238
  %240 = fdiv contract float %239, %223
  %241 = fmul contract float %215, %240
  %242 = fadd contract float %202, %241
  %243 = fmul contract float %216, %240
  %244 = fadd contract float %203, %243
  %245 = fmul contract float %217, %240
  %246 = fadd contract float %204, %245
  %247 = getelementptr inbounds %struct.float4, ptr %1, i64 %208
  %248 = load float, ptr %247, align 16, !tbaa !11
  %249 = getelementptr inbounds nuw i8, ptr %247, i64 4
  %250 = load float, ptr %249, align 4, !tbaa !11
  %251 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %252 = load float, ptr %251, align 8, !tbaa !11
  %253 = fmul contract float %230, %69
  %254 = fdiv contract float %253, %229
  %255 = fsub contract float %248, %33
  %256 = fmul contract float %255, %254
  %257 = fadd contract float %242, %256
  %258 = fsub contract float %250, %35
  %259 = fmul contract float %258, %254
  %260 = fadd contract float %244, %259
  %261 = fsub contract float %252, %37
  %262 = fmul contract float %261, %254
  %263 = fadd contract float %246, %262
  br label %264

264:                                              ; preds = %227, %207, %201
  %265 = phi float [ %204, %201 ], [ %263, %227 ], [ %204, %207 ]
  %266 = phi float [ %203, %201 ], [ %260, %227 ], [ %203, %207 ]
  %267 = phi float [ %202, %201 ], [ %257, %227 ], [ %202, %207 ]
  %268 = add nsw i32 %205, 1
  %269 = icmp eq i32 %268, %197
  br i1 %269, label %270, label %201, !llvm.loop !25

270:                                              ; preds = %264, %192, %186
  %271 = phi float [ %187, %186 ], [ %187, %192 ], [ %265, %264 ]
  %272 = phi float [ %188, %186 ], [ %188, %192 ], [ %266, %264 ]
  %273 = phi float [ %189, %186 ], [ %189, %192 ], [ %267, %264 ]
  %274 = select i1 %74, i1 true, i1 %102
  %275 = select i1 %274, i1 true, i1 %81
  br i1 %275, label %354, label %276

276:                                              ; preds = %270
  %277 = add nuw nsw i32 %73, %101
  %278 = zext nneg i32 %277 to i64
  %279 = getelementptr inbounds nuw i32, ptr %5, i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = tail call noundef i32 @llvm.smin.i32(i32 %280, i32 %7)
  %282 = getelementptr inbounds nuw i32, ptr %4, i64 %278
  %283 = load i32, ptr %282, align 4, !tbaa !6
  %284 = icmp slt i32 %283, %281
  br i1 %284, label %285, label %354

285:                                              ; preds = %276, %348
  %286 = phi float [ %351, %348 ], [ %273, %276 ]
  %287 = phi float [ %350, %348 ], [ %272, %276 ]
  %288 = phi float [ %349, %348 ], [ %271, %276 ]
  %289 = phi i32 [ %352, %348 ], [ %283, %276 ]
  %290 = icmp eq i32 %289, %16
  br i1 %290, label %348, label %291

291:                                              ; preds = %285
  %292 = sext i32 %289 to i64
  %293 = getelementptr inbounds %struct.float4, ptr %0, i64 %292
  %294 = load float, ptr %293, align 16, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %293, i64 4
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = getelementptr inbounds nuw i8, ptr %293, i64 8
  %298 = load float, ptr %297, align 8, !tbaa !11
  %299 = fsub contract float %27, %294
  %300 = fsub contract float %29, %296
  %301 = fsub contract float %31, %298
  %302 = fmul contract float %299, %299
  %303 = fmul contract float %300, %300
  %304 = fadd contract float %302, %303
  %305 = fmul contract float %301, %301
  %306 = fadd contract float %304, %305
  %307 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %306) #5
  %308 = fcmp contract oge float %307, %62
  %309 = fcmp contract ole float %307, 0x3EB0C6F7A0000000
  %310 = or i1 %309, %308
  br i1 %310, label %348, label %311

311:                                              ; preds = %291
  %312 = getelementptr inbounds float, ptr %2, i64 %292
  %313 = load float, ptr %312, align 4, !tbaa !11
  %314 = fsub contract float %62, %307
  %315 = getelementptr inbounds float, ptr %3, i64 %292
  %316 = load float, ptr %315, align 4, !tbaa !11
  %317 = fadd contract float %41, %316
  %318 = fmul contract float %317, %64
  %319 = fmul contract float %313, 2.000000e+00
  %320 = fdiv contract float %318, %319
  %321 = fmul contract float %65, %320
  %322 = fmul contract float %314, %321
  %323 = fmul contract float %314, %322
  %324 = fdiv contract float %323, %307
  %325 = fmul contract float %299, %324
  %326 = fadd contract float %286, %325
  %327 = fmul contract float %300, %324
  %328 = fadd contract float %287, %327
  %329 = fmul contract float %301, %324
  %330 = fadd contract float %288, %329
  %331 = getelementptr inbounds %struct.float4, ptr %1, i64 %292
  %332 = load float, ptr %331, align 16, !tbaa !11
  %333 = getelementptr inbounds nuw i8, ptr %331, i64 4
  %334 = load float, ptr %333, align 4, !tbaa !11
  %335 = getelementptr inbounds nuw i8, ptr %331, i64 8
  %336 = load float, ptr %335, align 8, !tbaa !11
  %337 = fmul contract float %314, %69
  %338 = fdiv contract float %337, %313
  %339 = fsub contract float %332, %33
  %340 = fmul contract float %339, %338
  %341 = fadd contract float %326, %340
  %342 = fsub contract float %334, %35
  %343 = fmul contract float %342, %338
  %344 = fadd contract float %328, %343
  %345 = fsub contract float %336, %37
  %346 = fmul contract float %345, %338
  %347 = fadd contract float %330, %346
  br label %348

348:                                              ; preds = %311, %291, %285
  %349 = phi float [ %288, %285 ], [ %347, %311 ], [ %288, %291 ]
  %350 = phi float [ %287, %285 ], [ %344, %311 ], [ %287, %291 ]
  %351 = phi float [ %286, %285 ], [ %341, %311 ], [ %286, %291 ]
  %352 = add nsw i32 %289, 1
  %353 = icmp eq i32 %352, %281
  br i1 %353, label %354, label %285, !llvm.loop !25

354:                                              ; preds = %348, %276, %270
  %355 = phi float [ %271, %270 ], [ %271, %276 ], [ %349, %348 ]
  %356 = phi float [ %272, %270 ], [ %272, %276 ], [ %350, %348 ]
  %357 = phi float [ %273, %270 ], [ %273, %276 ], [ %351, %348 ]
  %358 = add nsw i32 %98, 1
  %359 = icmp eq i32 %358, 2
  br i1 %359, label %105, label %94, !llvm.loop !26

360:                                              ; preds = %11, %83
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!13 = !{!14, !12, i64 0}
!14 = !{!"_ZTS12SphConstants", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !12, i64 16, !12, i64 20, !12, i64 24, !12, i64 28, !12, i64 32, !12, i64 36, !12, i64 40}
!15 = !{!14, !12, i64 12}
!16 = !{!14, !12, i64 16}
!17 = !{!14, !12, i64 32}
!18 = !{!14, !12, i64 28}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = distinct !{!22, !20}
!23 = !{!14, !12, i64 40}
!24 = distinct !{!24, !20}
!25 = distinct !{!25, !20}
!26 = distinct !{!26, !20}
