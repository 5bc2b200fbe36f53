; ModuleID = 'src/param_struct_particles.cu'
source_filename = "src/param_struct_particles.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.StepParams = type { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, i32, i32, i32 }
%struct.float4 = type { float, float, float, float }

@c_step = dso_local addrspace(4) externally_initialized constant %struct.StepParams zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_step to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @particles_step(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 80), align 4, !tbaa !11
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %968

14:                                               ; preds = %6
  %15 = sext i32 %11 to i64
  %16 = getelementptr inbounds %struct.float4, ptr %0, i64 %15
  %17 = load float, ptr %16, align 16, !tbaa !14
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %21 = load float, ptr %20, align 8, !tbaa !14
  %22 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %23 = load float, ptr %22, align 4, !tbaa !14
  %24 = getelementptr inbounds %struct.float4, ptr %1, i64 %15
  %25 = load float, ptr %24, align 16, !tbaa !14
  %26 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %27 = load float, ptr %26, align 4, !tbaa !14
  %28 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %29 = load float, ptr %28, align 8, !tbaa !14
  %30 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !14
  %32 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 72), align 4, !tbaa !15
  %33 = icmp sgt i32 %32, 0
  br i1 %33, label %34, label %64

34:                                               ; preds = %14
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 4), align 4, !tbaa !16
  %36 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4, !tbaa !17
  %37 = fmul contract float %35, %36
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 8), align 4, !tbaa !18
  %39 = fmul contract float %36, %38
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 12), align 4, !tbaa !19
  %41 = fmul contract float %36, %40
  %42 = add nsw i32 %32, -1
  %43 = and i32 %32, 7
  %44 = icmp ult i32 %42, 7
  br i1 %44, label %49, label %45

45:                                               ; preds = %34
  %46 = and i32 %32, 2147483640
  br label %78

47:                                               ; preds = %78
  %48 = icmp eq i32 %43, 0
  br i1 %48, label %64, label %49

49:                                               ; preds = %47, %34
  %50 = phi float [ %29, %34 ], [ %106, %47 ]
  %51 = phi float [ %27, %34 ], [ %105, %47 ]
  %52 = phi float [ %25, %34 ], [ %104, %47 ]
  %53 = icmp ne i32 %43, 0
  tail call void @llvm.assume(i1 %53)
  br label %54

54:                                               ; preds = %54, %49
  %55 = phi float [ %50, %49 ], [ %61, %54 ]
  %56 = phi float [ %51, %49 ], [ %60, %54 ]
  %57 = phi float [ %52, %49 ], [ %59, %54 ]
  %58 = phi i32 [ 0, %49 ], [ %62, %54 ]
  %59 = fadd contract float %57, %37
  %60 = fadd contract float %56, %39
  %61 = fadd contract float %55, %41
  %62 = add i32 %58, 1
  %63 = icmp eq i32 %62, %43
  br i1 %63, label %64, label %54, !llvm.loop !20

64:                                               ; preds = %47, %54, %14
  %65 = phi float [ %25, %14 ], [ %104, %47 ], [ %59, %54 ]
  %66 = phi float [ %27, %14 ], [ %105, %47 ], [ %60, %54 ]
  %67 = phi float [ %29, %14 ], [ %106, %47 ], [ %61, %54 ]
  br i1 %33, label %68, label %126

68:                                               ; preds = %64
  %69 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 16), align 4, !tbaa !22
  %70 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4, !tbaa !17
  %71 = fmul contract float %69, %70
  %72 = fsub contract float 1.000000e+00, %71
  %73 = add nsw i32 %32, -1
  %74 = and i32 %32, 7
  %75 = icmp ult i32 %73, 7
  br i1 %75, label %111, label %76

76:                                               ; preds = %68
  %77 = and i32 %32, 2147483640
  br label %138

78:                                               ; preds = %78, %45
  %79 = phi float [ %29, %45 ], [ %106, %78 ]
  %80 = phi float [ %27, %45 ], [ %105, %78 ]
  %81 = phi float [ %25, %45 ], [ %104, %78 ]
  %82 = phi i32 [ 0, %45 ], [ %107, %78 ]
  %83 = fadd contract float %81, %37
  %84 = fadd contract float %80, %39
  %85 = fadd contract float %79, %41
  %86 = fadd contract float %83, %37
  %87 = fadd contract float %84, %39
  %88 = fadd contract float %85, %41
  %89 = fadd contract float %86, %37
  %90 = fadd contract float %87, %39
  %91 = fadd contract float %88, %41
  %92 = fadd contract float %89, %37
  %93 = fadd contract float %90, %39
  %94 = fadd contract float %91, %41
  %95 = fadd contract float %92, %37
  %96 = fadd contract float %93, %39
  %97 = fadd contract float %94, %41
  %98 = fadd contract float %95, %37
  %99 = fadd contract float %96, %39
  %100 = fadd contract float %97, %41
  %101 = fadd contract float %98, %37
  %102 = fadd contract float %99, %39
  %103 = fadd contract float %100, %41
  %104 = fadd contract float %101, %37
  %105 = fadd contract float %102, %39
  %106 = fadd contract float %103, %41
  %107 = add i32 %82, 8
  %108 = icmp eq i32 %107, %46
  br i1 %108, label %47, label %78, !llvm.loop !23

109:                                              ; preds = %138
  %110 = icmp eq i32 %74, 0
  br i1 %110, label %126, label %111

111:                                              ; preds = %109, %68
  %112 = phi float [ %67, %68 ], [ %166, %109 ]
  %113 = phi float [ %66, %68 ], [ %165, %109 ]
  %114 = phi float [ %65, %68 ], [ %164, %109 ]
  %115 = icmp ne i32 %74, 0
  tail call void @llvm.assume(i1 %115)
  br label %116

116:                                              ; preds = %116, %111
  %117 = phi float [ %112, %111 ], [ %123, %116 ]
  %118 = phi float [ %113, %111 ], [ %122, %116 ]
  %119 = phi float [ %114, %111 ], [ %121, %116 ]
  %120 = phi i32 [ 0, %111 ], [ %124, %116 ]
  %121 = fmul contract float %119, %72
  %122 = fmul contract float %118, %72
  %123 = fmul contract float %117, %72
  %124 = add i32 %120, 1
  %125 = icmp eq i32 %124, %74
  br i1 %125, label %126, label %116, !llvm.loop !25

126:                                              ; preds = %109, %116, %64
  %127 = phi float [ %65, %64 ], [ %164, %109 ], [ %121, %116 ]
  %128 = phi float [ %66, %64 ], [ %165, %109 ], [ %122, %116 ]
  %129 = phi float [ %67, %64 ], [ %166, %109 ], [ %123, %116 ]
  %130 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 76), align 4, !tbaa !26
  %131 = icmp sgt i32 %130, 0
  br i1 %131, label %132, label %169

132:                                              ; preds = %126
  %133 = mul nsw i32 %130, %11
  %134 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 56), align 4
  %135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 60), align 4
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 68), align 4
  %137 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4
  br label %181

138:                                              ; preds = %138, %76
  %139 = phi float [ %67, %76 ], [ %166, %138 ]
  %140 = phi float [ %66, %76 ], [ %165, %138 ]
  %141 = phi float [ %65, %76 ], [ %164, %138 ]
  %142 = phi i32 [ 0, %76 ], [ %167, %138 ]
  %143 = fmul contract float %141, %72
  %144 = fmul contract float %140, %72
  %145 = fmul contract float %139, %72
  %146 = fmul contract float %143, %72
  %147 = fmul contract float %144, %72
  %148 = fmul contract float %145, %72
  %149 = fmul contract float %146, %72
  %150 = fmul contract float %147, %72
  %151 = fmul contract float %148, %72
  %152 = fmul contract float %149, %72
  %153 = fmul contract float %150, %72
  %154 = fmul contract float %151, %72
  %155 = fmul contract float %152, %72
  %156 = fmul contract float %153, %72
  %157 = fmul contract float %154, %72
  %158 = fmul contract float %155, %72
  %159 = fmul contract float %156, %72
  %160 = fmul contract float %157, %72
  %161 = fmul contract float %158, %72
  %162 = fmul contract float %159, %72
  %163 = fmul contract float %160, %72
  %164 = fmul contract float %161, %72
  %165 = fmul contract float %162, %72
  %166 = fmul contract float %163, %72
  %167 = add i32 %142, 8
  %168 = icmp eq i32 %167, %77
  br i1 %168, label %109, label %138, !llvm.loop !27

169:                                              ; preds = %224, %126
  %170 = phi float [ %127, %126 ], [ %225, %224 ]
  %171 = phi float [ %128, %126 ], [ %226, %224 ]
  %172 = phi float [ %129, %126 ], [ %227, %224 ]
  br i1 %131, label %173, label %265

173:                                              ; preds = %169
  %174 = mul nsw i32 %130, %11
  %175 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 64), align 4
  %176 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4
  %177 = and i32 %130, 1
  %178 = icmp eq i32 %130, 1
  br i1 %178, label %232, label %179

179:                                              ; preds = %173
  %180 = and i32 %130, 2147483646
  br label %276

181:                                              ; preds = %132, %224
  %182 = phi float [ %129, %132 ], [ %227, %224 ]
  %183 = phi float [ %128, %132 ], [ %226, %224 ]
  %184 = phi float [ %127, %132 ], [ %225, %224 ]
  %185 = phi i32 [ 0, %132 ], [ %228, %224 ]
  %186 = add nsw i32 %133, %185
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds i32, ptr %2, i64 %187
  %189 = load i32, ptr %188, align 4, !tbaa !6
  %190 = icmp sgt i32 %189, -1
  %191 = icmp slt i32 %189, %12
  %192 = and i1 %190, %191
  br i1 %192, label %193, label %224

193:                                              ; preds = %181
  %194 = zext nneg i32 %189 to i64
  %195 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %194
  %196 = load float, ptr %195, align 16, !tbaa !14
  %197 = getelementptr inbounds nuw i8, ptr %195, i64 4
  %198 = load float, ptr %197, align 4, !tbaa !14
  %199 = getelementptr inbounds nuw i8, ptr %195, i64 8
  %200 = load float, ptr %199, align 8, !tbaa !14
  %201 = fsub contract float %196, %17
  %202 = fsub contract float %198, %19
  %203 = fsub contract float %200, %21
  %204 = fmul contract float %201, %201
  %205 = fmul contract float %202, %202
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %203, %203
  %208 = fadd contract float %206, %207
  %209 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %208) #4
  %210 = fadd contract float %209, 0x3EB0C6F7A0000000
  %211 = fsub contract float %210, %135
  %212 = fmul contract float %134, %211
  %213 = fmul contract float %136, %212
  %214 = fdiv contract float %213, %210
  %215 = fmul contract float %201, %214
  %216 = fmul contract float %137, %215
  %217 = fadd contract float %184, %216
  %218 = fmul contract float %202, %214
  %219 = fmul contract float %137, %218
  %220 = fadd contract float %183, %219
  %221 = fmul contract float %203, %214
  %222 = fmul contract float %137, %221
  %223 = fadd contract float %182, %222
  br label %224

224:                                              ; preds = %181, %193
  %225 = phi float [ %217, %193 ], [ %184, %181 ]
  %226 = phi float [ %220, %193 ], [ %183, %181 ]
  %227 = phi float [ %223, %193 ], [ %182, %181 ]
  %228 = add nuw nsw i32 %185, 1
  %229 = icmp eq i32 %228, %130
  br i1 %229, label %169, label %181, !llvm.loop !28

230:                                              ; preds = %341
  %231 = icmp eq i32 %177, 0
  br i1 %231, label %265, label %232

232:                                              ; preds = %230, %173
  %233 = phi float [ %172, %173 ], [ %344, %230 ]
  %234 = phi float [ %171, %173 ], [ %343, %230 ]
  %235 = phi float [ %170, %173 ], [ %342, %230 ]
  %236 = phi i32 [ 0, %173 ], [ %345, %230 ]
  %237 = icmp ne i32 %177, 0
  tail call void @llvm.assume(i1 %237)
  %238 = add nsw i32 %236, %174
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr %2, i64 %239
  %241 = load i32, ptr %240, align 4, !tbaa !6
  %242 = icmp sgt i32 %241, -1
  %243 = icmp slt i32 %241, %12
  %244 = and i1 %242, %243
  br i1 %244, label %245, label %265

245:                                              ; preds = %232
  %246 = zext nneg i32 %241 to i64
  %247 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %246
  %248 = load float, ptr %247, align 16, !tbaa !14
  %249 = getelementptr inbounds nuw i8, ptr %247, i64 4
  %250 = load float, ptr %249, align 4, !tbaa !14
  %251 = getelementptr inbounds nuw i8, ptr %247, i64 8
  %252 = load float, ptr %251, align 8, !tbaa !14
  %253 = fsub contract float %248, %235
  %254 = fmul contract float %253, %175
  %255 = fmul contract float %254, %176
  %256 = fadd contract float %235, %255
  %257 = fsub contract float %250, %234
  %258 = fmul contract float %257, %175
  %259 = fmul contract float %258, %176
  %260 = fadd contract float %234, %259
  %261 = fsub contract float %252, %233
  %262 = fmul contract float %175, %261
  %263 = fmul contract float %262, %176
  %264 = fadd contract float %233, %263
  br label %265

265:                                              ; preds = %230, %245, %232, %169
  %266 = phi float [ %170, %169 ], [ %342, %230 ], [ %256, %245 ], [ %235, %232 ]
  %267 = phi float [ %171, %169 ], [ %343, %230 ], [ %260, %245 ], [ %234, %232 ]
  %268 = phi float [ %172, %169 ], [ %344, %230 ], [ %264, %245 ], [ %233, %232 ]
  br i1 %33, label %269, label %376

269:                                              ; preds = %265
  %270 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 28), align 4, !tbaa !29
  %271 = add nsw i32 %32, -1
  %272 = and i32 %32, 3
  %273 = icmp ult i32 %271, 3
  br i1 %273, label %350, label %274

274:                                              ; preds = %269
  %275 = and i32 %32, 2147483644
  br label %394

276:                                              ; preds = %341, %179
  %277 = phi float [ %172, %179 ], [ %344, %341 ]
  %278 = phi float [ %171, %179 ], [ %343, %341 ]
  %279 = phi float [ %170, %179 ], [ %342, %341 ]
  %280 = phi i32 [ 0, %179 ], [ %345, %341 ]
  %281 = phi i32 [ 0, %179 ], [ %346, %341 ]
  %282 = add nsw i32 %280, %174
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds i32, ptr %2, i64 %283
  %285 = load i32, ptr %284, align 4, !tbaa !6
  %286 = icmp sgt i32 %285, -1
  %287 = icmp slt i32 %285, %12
  %288 = and i1 %286, %287
  br i1 %288, label %289, label %309

289:                                              ; preds = %276
  %290 = zext nneg i32 %285 to i64
  %291 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %290
  %292 = load float, ptr %291, align 16, !tbaa !14
  %293 = getelementptr inbounds nuw i8, ptr %291, i64 4
  %294 = load float, ptr %293, align 4, !tbaa !14
  %295 = getelementptr inbounds nuw i8, ptr %291, i64 8
  %296 = load float, ptr %295, align 8, !tbaa !14
  %297 = fsub contract float %292, %279
  %298 = fmul contract float %297, %175
  %299 = fmul contract float %298, %176
  %300 = fadd contract float %279, %299
  %301 = fsub contract float %294, %278
  %302 = fmul contract float %301, %175
  %303 = fmul contract float %302, %176
  %304 = fadd contract float %278, %303
  %305 = fsub contract float %296, %277
  %306 = fmul contract float %175, %305
  %307 = fmul contract float %306, %176
  %308 = fadd contract float %277, %307
  br label %309

309:                                              ; preds = %276, %289
  %310 = phi float [ %300, %289 ], [ %279, %276 ]
  %311 = phi float [ %304, %289 ], [ %278, %276 ]
  %312 = phi float [ %308, %289 ], [ %277, %276 ]
  %313 = or disjoint i32 %280, 1
  %314 = add nsw i32 %313, %174
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds i32, ptr %2, i64 %315
  %317 = load i32, ptr %316, align 4, !tbaa !6
  %318 = icmp sgt i32 %317, -1
  %319 = icmp slt i32 %317, %12
  %320 = and i1 %318, %319
  br i1 %320, label %321, label %341

321:                                              ; preds = %309
  %322 = zext nneg i32 %317 to i64
  %323 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %322
  %324 = load float, ptr %323, align 16, !tbaa !14
  %325 = getelementptr inbounds nuw i8, ptr %323, i64 4
  %326 = load float, ptr %325, align 4, !tbaa !14
  %327 = getelementptr inbounds nuw i8, ptr %323, i64 8
  %328 = load float, ptr %327, align 8, !tbaa !14
  %329 = fsub contract float %324, %310
  %330 = fmul contract float %329, %175
  %331 = fmul contract float %330, %176
  %332 = fadd contract float %310, %331
  %333 = fsub contract float %326, %311
  %334 = fmul contract float %333, %175
  %335 = fmul contract float %334, %176
  %336 = fadd contract float %311, %335
  %337 = fsub contract float %328, %312
  %338 = fmul contract float %175, %337
  %339 = fmul contract float %338, %176
  %340 = fadd contract float %312, %339
  br label %341

341:                                              ; preds = %321, %309
  %342 = phi float [ %332, %321 ], [ %310, %309 ]
  %343 = phi float [ %336, %321 ], [ %311, %309 ]
  %344 = phi float [ %340, %321 ], [ %312, %309 ]
  %345 = add nuw nsw i32 %280, 2
  %346 = add i32 %281, 2
  %347 = icmp eq i32 %346, %180
  br i1 %347, label %230, label %276, !llvm.loop !30

348:                                              ; preds = %394
  %349 = icmp eq i32 %272, 0
  br i1 %349, label %376, label %350

350:                                              ; preds = %348, %269
  %351 = phi float [ %268, %269 ], [ %454, %348 ]
  %352 = phi float [ %267, %269 ], [ %453, %348 ]
  %353 = phi float [ %266, %269 ], [ %452, %348 ]
  %354 = icmp ne i32 %272, 0
  tail call void @llvm.assume(i1 %354)
  br label %355

355:                                              ; preds = %355, %350
  %356 = phi float [ %351, %350 ], [ %373, %355 ]
  %357 = phi float [ %352, %350 ], [ %372, %355 ]
  %358 = phi float [ %353, %350 ], [ %371, %355 ]
  %359 = phi i32 [ 0, %350 ], [ %374, %355 ]
  %360 = fmul contract float %358, %358
  %361 = fmul contract float %357, %357
  %362 = fadd contract float %360, %361
  %363 = fmul contract float %356, %356
  %364 = fadd contract float %362, %363
  %365 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %364) #4
  %366 = fcmp contract ogt float %365, %270
  %367 = fdiv contract float %270, %365
  %368 = fmul contract float %358, %367
  %369 = fmul contract float %357, %367
  %370 = fmul contract float %356, %367
  %371 = select i1 %366, float %368, float %358
  %372 = select i1 %366, float %369, float %357
  %373 = select i1 %366, float %370, float %356
  %374 = add i32 %359, 1
  %375 = icmp eq i32 %374, %272
  br i1 %375, label %376, label %355, !llvm.loop !31

376:                                              ; preds = %348, %355, %265
  %377 = phi float [ %266, %265 ], [ %452, %348 ], [ %371, %355 ]
  %378 = phi float [ %267, %265 ], [ %453, %348 ], [ %372, %355 ]
  %379 = phi float [ %268, %265 ], [ %454, %348 ], [ %373, %355 ]
  br i1 %33, label %380, label %474

380:                                              ; preds = %376
  %381 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4, !tbaa !17
  %382 = fmul contract float %377, %381
  %383 = uitofp nneg i32 %32 to float
  %384 = fdiv contract float %382, %383
  %385 = fmul contract float %378, %381
  %386 = fdiv contract float %385, %383
  %387 = fmul contract float %379, %381
  %388 = fdiv contract float %387, %383
  %389 = add nsw i32 %32, -1
  %390 = and i32 %32, 7
  %391 = icmp ult i32 %389, 7
  br i1 %391, label %459, label %392

392:                                              ; preds = %380
  %393 = and i32 %32, 2147483640
  br label %487

394:                                              ; preds = %394, %274
  %395 = phi float [ %268, %274 ], [ %454, %394 ]
  %396 = phi float [ %267, %274 ], [ %453, %394 ]
  %397 = phi float [ %266, %274 ], [ %452, %394 ]
  %398 = phi i32 [ 0, %274 ], [ %455, %394 ]
  %399 = fmul contract float %397, %397
  %400 = fmul contract float %396, %396
  %401 = fadd contract float %399, %400
  %402 = fmul contract float %395, %395
  %403 = fadd contract float %401, %402
  %404 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %403) #4
  %405 = fcmp contract ogt float %404, %270
  %406 = fdiv contract float %270, %404
  %407 = fmul contract float %397, %406
  %408 = fmul contract float %396, %406
  %409 = fmul contract float %395, %406
  %410 = select i1 %405, float %407, float %397
  %411 = select i1 %405, float %408, float %396
  %412 = select i1 %405, float %409, float %395
  %413 = fmul contract float %410, %410
  %414 = fmul contract float %411, %411
  %415 = fadd contract float %413, %414
  %416 = fmul contract float %412, %412
  %417 = fadd contract float %415, %416
  %418 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %417) #4
  %419 = fcmp contract ogt float %418, %270
  %420 = fdiv contract float %270, %418
  %421 = fmul contract float %410, %420
  %422 = fmul contract float %411, %420
  %423 = fmul contract float %412, %420
  %424 = select i1 %419, float %421, float %410
  %425 = select i1 %419, float %422, float %411
  %426 = select i1 %419, float %423, float %412
  %427 = fmul contract float %424, %424
  %428 = fmul contract float %425, %425
  %429 = fadd contract float %427, %428
  %430 = fmul contract float %426, %426
  %431 = fadd contract float %429, %430
  %432 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %431) #4
  %433 = fcmp contract ogt float %432, %270
  %434 = fdiv contract float %270, %432
  %435 = fmul contract float %424, %434
  %436 = fmul contract float %425, %434
  %437 = fmul contract float %426, %434
  %438 = select i1 %433, float %435, float %424
  %439 = select i1 %433, float %436, float %425
  %440 = select i1 %433, float %437, float %426
  %441 = fmul contract float %438, %438
  %442 = fmul contract float %439, %439
  %443 = fadd contract float %441, %442
  %444 = fmul contract float %440, %440
  %445 = fadd contract float %443, %444
  %446 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %445) #4
  %447 = fcmp contract ogt float %446, %270
  %448 = fdiv contract float %270, %446
  %449 = fmul contract float %438, %448
  %450 = fmul contract float %439, %448
  %451 = fmul contract float %440, %448
  %452 = select i1 %447, float %449, float %438
  %453 = select i1 %447, float %450, float %439
  %454 = select i1 %447, float %451, float %440
  %455 = add i32 %398, 4
  %456 = icmp eq i32 %455, %275
  br i1 %456, label %348, label %394, !llvm.loop !32

457:                                              ; preds = %487
  %458 = icmp eq i32 %390, 0
  br i1 %458, label %474, label %459

459:                                              ; preds = %457, %380
  %460 = phi float [ %21, %380 ], [ %515, %457 ]
  %461 = phi float [ %19, %380 ], [ %514, %457 ]
  %462 = phi float [ %17, %380 ], [ %513, %457 ]
  %463 = icmp ne i32 %390, 0
  tail call void @llvm.assume(i1 %463)
  br label %464

464:                                              ; preds = %464, %459
  %465 = phi float [ %460, %459 ], [ %471, %464 ]
  %466 = phi float [ %461, %459 ], [ %470, %464 ]
  %467 = phi float [ %462, %459 ], [ %469, %464 ]
  %468 = phi i32 [ 0, %459 ], [ %472, %464 ]
  %469 = fadd contract float %467, %384
  %470 = fadd contract float %466, %386
  %471 = fadd contract float %465, %388
  %472 = add i32 %468, 1
  %473 = icmp eq i32 %472, %390
  br i1 %473, label %474, label %464, !llvm.loop !33

474:                                              ; preds = %457, %464, %376
  %475 = phi float [ %17, %376 ], [ %513, %457 ], [ %469, %464 ]
  %476 = phi float [ %19, %376 ], [ %514, %457 ], [ %470, %464 ]
  %477 = phi float [ %21, %376 ], [ %515, %457 ], [ %471, %464 ]
  br i1 %33, label %478, label %540

478:                                              ; preds = %474
  %479 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 32), align 4, !tbaa !34
  %480 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 20), align 4
  %481 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 44), align 4, !tbaa !35
  %482 = add nsw i32 %32, -1
  %483 = and i32 %32, 3
  %484 = icmp ult i32 %482, 3
  br i1 %484, label %520, label %485

485:                                              ; preds = %478
  %486 = and i32 %32, 2147483644
  br label %553

487:                                              ; preds = %487, %392
  %488 = phi float [ %21, %392 ], [ %515, %487 ]
  %489 = phi float [ %19, %392 ], [ %514, %487 ]
  %490 = phi float [ %17, %392 ], [ %513, %487 ]
  %491 = phi i32 [ 0, %392 ], [ %516, %487 ]
  %492 = fadd contract float %490, %384
  %493 = fadd contract float %489, %386
  %494 = fadd contract float %488, %388
  %495 = fadd contract float %492, %384
  %496 = fadd contract float %493, %386
  %497 = fadd contract float %494, %388
  %498 = fadd contract float %495, %384
  %499 = fadd contract float %496, %386
  %500 = fadd contract float %497, %388
  %501 = fadd contract float %498, %384
  %502 = fadd contract float %499, %386
  %503 = fadd contract float %500, %388
  %504 = fadd contract float %501, %384
  %505 = fadd contract float %502, %386
  %506 = fadd contract float %503, %388
  %507 = fadd contract float %504, %384
  %508 = fadd contract float %505, %386
  %509 = fadd contract float %506, %388
  %510 = fadd contract float %507, %384
  %511 = fadd contract float %508, %386
  %512 = fadd contract float %509, %388
  %513 = fadd contract float %510, %384
  %514 = fadd contract float %511, %386
  %515 = fadd contract float %512, %388
  %516 = add i32 %491, 8
  %517 = icmp eq i32 %516, %393
  br i1 %517, label %457, label %487, !llvm.loop !36

518:                                              ; preds = %553
  %519 = icmp eq i32 %483, 0
  br i1 %519, label %540, label %520

520:                                              ; preds = %518, %478
  %521 = phi float [ %475, %478 ], [ %596, %518 ]
  %522 = phi float [ %377, %478 ], [ %595, %518 ]
  %523 = icmp ne i32 %483, 0
  tail call void @llvm.assume(i1 %523)
  br label %524

524:                                              ; preds = %524, %520
  %525 = phi float [ %521, %520 ], [ %537, %524 ]
  %526 = phi float [ %522, %520 ], [ %536, %524 ]
  %527 = phi i32 [ 0, %520 ], [ %538, %524 ]
  %528 = fcmp contract olt float %525, %479
  %529 = fneg contract float %526
  %530 = fmul contract float %480, %529
  %531 = select i1 %528, float %530, float %526
  %532 = select i1 %528, float %479, float %525
  %533 = fcmp contract ogt float %532, %481
  %534 = fneg contract float %531
  %535 = fmul contract float %480, %534
  %536 = select i1 %533, float %535, float %531
  %537 = select i1 %533, float %481, float %532
  %538 = add i32 %527, 1
  %539 = icmp eq i32 %538, %483
  br i1 %539, label %540, label %524, !llvm.loop !37

540:                                              ; preds = %518, %524, %474
  %541 = phi float [ %377, %474 ], [ %595, %518 ], [ %536, %524 ]
  %542 = phi float [ %475, %474 ], [ %596, %518 ], [ %537, %524 ]
  br i1 %33, label %543, label %625

543:                                              ; preds = %540
  %544 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 36), align 4, !tbaa !38
  %545 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 20), align 4
  %546 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 24), align 4
  %547 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 48), align 4, !tbaa !39
  %548 = add nsw i32 %32, -1
  %549 = and i32 %32, 3
  %550 = icmp ult i32 %548, 3
  br i1 %550, label %601, label %551

551:                                              ; preds = %543
  %552 = and i32 %32, 2147483644
  br label %638

553:                                              ; preds = %553, %485
  %554 = phi float [ %475, %485 ], [ %596, %553 ]
  %555 = phi float [ %377, %485 ], [ %595, %553 ]
  %556 = phi i32 [ 0, %485 ], [ %597, %553 ]
  %557 = fcmp contract olt float %554, %479
  %558 = fneg contract float %555
  %559 = fmul contract float %480, %558
  %560 = select i1 %557, float %559, float %555
  %561 = select i1 %557, float %479, float %554
  %562 = fcmp contract ogt float %561, %481
  %563 = fneg contract float %560
  %564 = fmul contract float %480, %563
  %565 = select i1 %562, float %564, float %560
  %566 = select i1 %562, float %481, float %561
  %567 = fcmp contract olt float %566, %479
  %568 = fneg contract float %565
  %569 = fmul contract float %480, %568
  %570 = select i1 %567, float %569, float %565
  %571 = select i1 %567, float %479, float %566
  %572 = fcmp contract ogt float %571, %481
  %573 = fneg contract float %570
  %574 = fmul contract float %480, %573
  %575 = select i1 %572, float %574, float %570
  %576 = select i1 %572, float %481, float %571
  %577 = fcmp contract olt float %576, %479
  %578 = fneg contract float %575
  %579 = fmul contract float %480, %578
  %580 = select i1 %577, float %579, float %575
  %581 = select i1 %577, float %479, float %576
  %582 = fcmp contract ogt float %581, %481
  %583 = fneg contract float %580
  %584 = fmul contract float %480, %583
  %585 = select i1 %582, float %584, float %580
  %586 = select i1 %582, float %481, float %581
  %587 = fcmp contract olt float %586, %479
  %588 = fneg contract float %585
  %589 = fmul contract float %480, %588
  %590 = select i1 %587, float %589, float %585
  %591 = select i1 %587, float %479, float %586
  %592 = fcmp contract ogt float %591, %481
  %593 = fneg contract float %590
  %594 = fmul contract float %480, %593
  %595 = select i1 %592, float %594, float %590
  %596 = select i1 %592, float %481, float %591
  %597 = add i32 %556, 4
  %598 = icmp eq i32 %597, %486
  br i1 %598, label %518, label %553, !llvm.loop !40

599:                                              ; preds = %638
  %600 = icmp eq i32 %549, 0
  br i1 %600, label %625, label %601

601:                                              ; preds = %599, %543
  %602 = phi float [ %476, %543 ], [ %690, %599 ]
  %603 = phi float [ %378, %543 ], [ %689, %599 ]
  %604 = phi float [ %541, %543 ], [ %683, %599 ]
  %605 = icmp ne i32 %549, 0
  tail call void @llvm.assume(i1 %605)
  br label %606

606:                                              ; preds = %606, %601
  %607 = phi float [ %602, %601 ], [ %622, %606 ]
  %608 = phi float [ %603, %601 ], [ %621, %606 ]
  %609 = phi float [ %604, %601 ], [ %615, %606 ]
  %610 = phi i32 [ 0, %601 ], [ %623, %606 ]
  %611 = fcmp contract olt float %607, %544
  %612 = fneg contract float %608
  %613 = fmul contract float %545, %612
  %614 = fmul contract float %609, %546
  %615 = select i1 %611, float %614, float %609
  %616 = select i1 %611, float %613, float %608
  %617 = select i1 %611, float %544, float %607
  %618 = fcmp contract ogt float %617, %547
  %619 = fneg contract float %616
  %620 = fmul contract float %545, %619
  %621 = select i1 %618, float %620, float %616
  %622 = select i1 %618, float %547, float %617
  %623 = add i32 %610, 1
  %624 = icmp eq i32 %623, %549
  br i1 %624, label %625, label %606, !llvm.loop !41

625:                                              ; preds = %599, %606, %540
  %626 = phi float [ %541, %540 ], [ %683, %599 ], [ %615, %606 ]
  %627 = phi float [ %378, %540 ], [ %689, %599 ], [ %621, %606 ]
  %628 = phi float [ %476, %540 ], [ %690, %599 ], [ %622, %606 ]
  br i1 %33, label %629, label %715

629:                                              ; preds = %625
  %630 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 40), align 4, !tbaa !42
  %631 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 20), align 4
  %632 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 52), align 4, !tbaa !43
  %633 = add nsw i32 %32, -1
  %634 = and i32 %32, 3
  %635 = icmp ult i32 %633, 3
  br i1 %635, label %695, label %636

636:                                              ; preds = %629
  %637 = and i32 %32, 2147483644
  br label %732

638:                                              ; preds = %638, %551
  %639 = phi float [ %476, %551 ], [ %690, %638 ]
  %640 = phi float [ %378, %551 ], [ %689, %638 ]
  %641 = phi float [ %541, %551 ], [ %683, %638 ]
  %642 = phi i32 [ 0, %551 ], [ %691, %638 ]
  %643 = fcmp contract olt float %639, %544
  %644 = fneg contract float %640
  %645 = fmul contract float %545, %644
  %646 = fmul contract float %641, %546
  %647 = select i1 %643, float %646, float %641
  %648 = select i1 %643, float %645, float %640
  %649 = select i1 %643, float %544, float %639
  %650 = fcmp contract ogt float %649, %547
  %651 = fneg contract float %648
  %652 = fmul contract float %545, %651
  %653 = select i1 %650, float %652, float %648
  %654 = select i1 %650, float %547, float %649
  %655 = fcmp contract olt float %654, %544
  %656 = fneg contract float %653
  %657 = fmul contract float %545, %656
  %658 = fmul contract float %647, %546
  %659 = select i1 %655, float %658, float %647
  %660 = select i1 %655, float %657, float %653
  %661 = select i1 %655, float %544, float %654
  %662 = fcmp contract ogt float %661, %547
  %663 = fneg contract float %660
  %664 = fmul contract float %545, %663
  %665 = select i1 %662, float %664, float %660
  %666 = select i1 %662, float %547, float %661
  %667 = fcmp contract olt float %666, %544
  %668 = fneg contract float %665
  %669 = fmul contract float %545, %668
  %670 = fmul contract float %659, %546
  %671 = select i1 %667, float %670, float %659
  %672 = select i1 %667, float %669, float %665
  %673 = select i1 %667, float %544, float %666
  %674 = fcmp contract ogt float %673, %547
  %675 = fneg contract float %672
  %676 = fmul contract float %545, %675
  %677 = select i1 %674, float %676, float %672
  %678 = select i1 %674, float %547, float %673
  %679 = fcmp contract olt float %678, %544
  %680 = fneg contract float %677
  %681 = fmul contract float %545, %680
  %682 = fmul contract float %671, %546
  %683 = select i1 %679, float %682, float %671
  %684 = select i1 %679, float %681, float %677
  %685 = select i1 %679, float %544, float %678
  %686 = fcmp contract ogt float %685, %547
  %687 = fneg contract float %684
  %688 = fmul contract float %545, %687
  %689 = select i1 %686, float %688, float %684
  %690 = select i1 %686, float %547, float %685
  %691 = add i32 %642, 4
  %692 = icmp eq i32 %691, %552
  br i1 %692, label %599, label %638, !llvm.loop !44

693:                                              ; preds = %732
  %694 = icmp eq i32 %634, 0
  br i1 %694, label %715, label %695

695:                                              ; preds = %693, %629
  %696 = phi float [ %477, %629 ], [ %775, %693 ]
  %697 = phi float [ %379, %629 ], [ %774, %693 ]
  %698 = icmp ne i32 %634, 0
  tail call void @llvm.assume(i1 %698)
  br label %699

699:                                              ; preds = %699, %695
  %700 = phi float [ %696, %695 ], [ %712, %699 ]
  %701 = phi float [ %697, %695 ], [ %711, %699 ]
  %702 = phi i32 [ 0, %695 ], [ %713, %699 ]
  %703 = fcmp contract olt float %700, %630
  %704 = fneg contract float %701
  %705 = fmul contract float %631, %704
  %706 = select i1 %703, float %705, float %701
  %707 = select i1 %703, float %630, float %700
  %708 = fcmp contract ogt float %707, %632
  %709 = fneg contract float %706
  %710 = fmul contract float %631, %709
  %711 = select i1 %708, float %710, float %706
  %712 = select i1 %708, float %632, float %707
  %713 = add i32 %702, 1
  %714 = icmp eq i32 %713, %634
  br i1 %714, label %715, label %699, !llvm.loop !45

715:                                              ; preds = %693, %699, %625
  %716 = phi float [ %379, %625 ], [ %774, %693 ], [ %711, %699 ]
  %717 = phi float [ %477, %625 ], [ %775, %693 ], [ %712, %699 ]
  br i1 %33, label %718, label %789

718:                                              ; preds = %715
  %719 = fmul contract float %626, %626
  %720 = fmul contract float %627, %627
  %721 = fadd contract float %719, %720
  %722 = fmul contract float %716, %716
  %723 = fadd contract float %721, %722
  %724 = fmul contract float %723, 5.000000e-01
  %725 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 68), align 4, !tbaa !46
  %726 = fdiv contract float %724, %725
  %727 = add nsw i32 %32, -1
  %728 = and i32 %32, 7
  %729 = icmp ult i32 %727, 7
  br i1 %729, label %780, label %730

730:                                              ; preds = %718
  %731 = and i32 %32, 2147483640
  br label %807

732:                                              ; preds = %732, %636
  %733 = phi float [ %477, %636 ], [ %775, %732 ]
  %734 = phi float [ %379, %636 ], [ %774, %732 ]
  %735 = phi i32 [ 0, %636 ], [ %776, %732 ]
  %736 = fcmp contract olt float %733, %630
  %737 = fneg contract float %734
  %738 = fmul contract float %631, %737
  %739 = select i1 %736, float %738, float %734
  %740 = select i1 %736, float %630, float %733
  %741 = fcmp contract ogt float %740, %632
  %742 = fneg contract float %739
  %743 = fmul contract float %631, %742
  %744 = select i1 %741, float %743, float %739
  %745 = select i1 %741, float %632, float %740
  %746 = fcmp contract olt float %745, %630
  %747 = fneg contract float %744
  %748 = fmul contract float %631, %747
  %749 = select i1 %746, float %748, float %744
  %750 = select i1 %746, float %630, float %745
  %751 = fcmp contract ogt float %750, %632
  %752 = fneg contract float %749
  %753 = fmul contract float %631, %752
  %754 = select i1 %751, float %753, float %749
  %755 = select i1 %751, float %632, float %750
  %756 = fcmp contract olt float %755, %630
  %757 = fneg contract float %754
  %758 = fmul contract float %631, %757
  %759 = select i1 %756, float %758, float %754
  %760 = select i1 %756, float %630, float %755
  %761 = fcmp contract ogt float %760, %632
  %762 = fneg contract float %759
  %763 = fmul contract float %631, %762
  %764 = select i1 %761, float %763, float %759
  %765 = select i1 %761, float %632, float %760
  %766 = fcmp contract olt float %765, %630
  %767 = fneg contract float %764
  %768 = fmul contract float %631, %767
  %769 = select i1 %766, float %768, float %764
  %770 = select i1 %766, float %630, float %765
  %771 = fcmp contract ogt float %770, %632
  %772 = fneg contract float %769
  %773 = fmul contract float %631, %772
  %774 = select i1 %771, float %773, float %769
  %775 = select i1 %771, float %632, float %770
  %776 = add i32 %735, 4
  %777 = icmp eq i32 %776, %637
  br i1 %777, label %693, label %732, !llvm.loop !47

778:                                              ; preds = %807
  %779 = icmp eq i32 %728, 0
  br i1 %779, label %789, label %780

780:                                              ; preds = %778, %718
  %781 = phi float [ 0.000000e+00, %718 ], [ %817, %778 ]
  %782 = icmp ne i32 %728, 0
  tail call void @llvm.assume(i1 %782)
  br label %783

783:                                              ; preds = %783, %780
  %784 = phi float [ %781, %780 ], [ %786, %783 ]
  %785 = phi i32 [ 0, %780 ], [ %787, %783 ]
  %786 = fadd contract float %784, %726
  %787 = add i32 %785, 1
  %788 = icmp eq i32 %787, %728
  br i1 %788, label %789, label %783, !llvm.loop !48

789:                                              ; preds = %778, %783, %715
  %790 = phi float [ 0.000000e+00, %715 ], [ %817, %778 ], [ %786, %783 ]
  br i1 %33, label %791, label %831

791:                                              ; preds = %789
  %792 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 4), align 4, !tbaa !16
  %793 = fmul contract float %542, %792
  %794 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 8), align 4, !tbaa !18
  %795 = fmul contract float %628, %794
  %796 = fadd contract float %793, %795
  %797 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 12), align 4, !tbaa !19
  %798 = fmul contract float %717, %797
  %799 = fadd contract float %796, %798
  %800 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 68), align 4, !tbaa !46
  %801 = fdiv contract float %799, %800
  %802 = add nsw i32 %32, -1
  %803 = and i32 %32, 7
  %804 = icmp ult i32 %802, 7
  br i1 %804, label %822, label %805

805:                                              ; preds = %791
  %806 = and i32 %32, 2147483640
  br label %842

807:                                              ; preds = %807, %730
  %808 = phi float [ 0.000000e+00, %730 ], [ %817, %807 ]
  %809 = phi i32 [ 0, %730 ], [ %818, %807 ]
  %810 = fadd contract float %808, %726
  %811 = fadd contract float %810, %726
  %812 = fadd contract float %811, %726
  %813 = fadd contract float %812, %726
  %814 = fadd contract float %813, %726
  %815 = fadd contract float %814, %726
  %816 = fadd contract float %815, %726
  %817 = fadd contract float %816, %726
  %818 = add i32 %809, 8
  %819 = icmp eq i32 %818, %731
  br i1 %819, label %778, label %807, !llvm.loop !49

820:                                              ; preds = %842
  %821 = icmp eq i32 %803, 0
  br i1 %821, label %831, label %822

822:                                              ; preds = %820, %791
  %823 = phi float [ %790, %791 ], [ %852, %820 ]
  %824 = icmp ne i32 %803, 0
  tail call void @llvm.assume(i1 %824)
  br label %825

825:                                              ; preds = %825, %822
  %826 = phi float [ %823, %822 ], [ %828, %825 ]
  %827 = phi i32 [ 0, %822 ], [ %829, %825 ]
  %828 = fsub contract float %826, %801
  %829 = add i32 %827, 1
  %830 = icmp eq i32 %829, %803
  br i1 %830, label %831, label %825, !llvm.loop !50

831:                                              ; preds = %820, %825, %789
  %832 = phi float [ %790, %789 ], [ %852, %820 ], [ %828, %825 ]
  br i1 %131, label %833, label %889

833:                                              ; preds = %831
  %834 = mul nsw i32 %130, %11
  %835 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 60), align 4
  %836 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 56), align 4
  %837 = fmul contract float %836, 2.500000e-01
  %838 = and i32 %130, 1
  %839 = icmp eq i32 %130, 1
  br i1 %839, label %857, label %840

840:                                              ; preds = %833
  %841 = and i32 %130, 2147483646
  br label %900

842:                                              ; preds = %842, %805
  %843 = phi float [ %790, %805 ], [ %852, %842 ]
  %844 = phi i32 [ 0, %805 ], [ %853, %842 ]
  %845 = fsub contract float %843, %801
  %846 = fsub contract float %845, %801
  %847 = fsub contract float %846, %801
  %848 = fsub contract float %847, %801
  %849 = fsub contract float %848, %801
  %850 = fsub contract float %849, %801
  %851 = fsub contract float %850, %801
  %852 = fsub contract float %851, %801
  %853 = add i32 %844, 8
  %854 = icmp eq i32 %853, %806
  br i1 %854, label %820, label %842, !llvm.loop !51

855:                                              ; preds = %963
  %856 = icmp eq i32 %838, 0
  br i1 %856, label %889, label %857

857:                                              ; preds = %855, %833
  %858 = phi i32 [ 0, %833 ], [ %965, %855 ]
  %859 = phi float [ %832, %833 ], [ %964, %855 ]
  %860 = icmp ne i32 %838, 0
  tail call void @llvm.assume(i1 %860)
  %861 = add nsw i32 %858, %834
  %862 = sext i32 %861 to i64
  %863 = getelementptr inbounds i32, ptr %2, i64 %862
  %864 = load i32, ptr %863, align 4, !tbaa !6
  %865 = icmp sgt i32 %864, -1
  %866 = icmp slt i32 %864, %12
  %867 = and i1 %865, %866
  br i1 %867, label %868, label %889

868:                                              ; preds = %857
  %869 = zext nneg i32 %864 to i64
  %870 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %869
  %871 = load float, ptr %870, align 16, !tbaa !14
  %872 = getelementptr inbounds nuw i8, ptr %870, i64 4
  %873 = load float, ptr %872, align 4, !tbaa !14
  %874 = getelementptr inbounds nuw i8, ptr %870, i64 8
  %875 = load float, ptr %874, align 8, !tbaa !14
  %876 = fsub contract float %871, %542
  %877 = fsub contract float %873, %628
  %878 = fsub contract float %875, %717
  %879 = fmul contract float %876, %876
  %880 = fmul contract float %877, %877
  %881 = fadd contract float %879, %880
  %882 = fmul contract float %878, %878
  %883 = fadd contract float %881, %882
  %884 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %883) #4
  %885 = fsub contract float %884, %835
  %886 = fmul contract float %885, %837
  %887 = fmul contract float %885, %886
  %888 = fadd contract float %859, %887
  br label %889

889:                                              ; preds = %855, %868, %857, %831
  %890 = phi float [ %832, %831 ], [ %964, %855 ], [ %888, %868 ], [ %859, %857 ]
  %891 = getelementptr inbounds %struct.float4, ptr %3, i64 %15
  store float %542, ptr %891, align 16, !tbaa !14
  %892 = getelementptr inbounds nuw i8, ptr %891, i64 4
  store float %628, ptr %892, align 4, !tbaa !14
  %893 = getelementptr inbounds nuw i8, ptr %891, i64 8
  store float %717, ptr %893, align 8, !tbaa !14
  %894 = getelementptr inbounds nuw i8, ptr %891, i64 12
  store float %23, ptr %894, align 4, !tbaa !14
  %895 = getelementptr inbounds %struct.float4, ptr %4, i64 %15
  store float %626, ptr %895, align 16, !tbaa !14
  %896 = getelementptr inbounds nuw i8, ptr %895, i64 4
  store float %627, ptr %896, align 4, !tbaa !14
  %897 = getelementptr inbounds nuw i8, ptr %895, i64 8
  store float %716, ptr %897, align 8, !tbaa !14
  %898 = getelementptr inbounds nuw i8, ptr %895, i64 12
  store float %31, ptr %898, align 4, !tbaa !14
  %899 = getelementptr inbounds float, ptr %5, i64 %15
  store float %890, ptr %899, align 4, !tbaa !14
  br label %968

900:                                              ; preds = %963, %840
  %901 = phi i32 [ 0, %840 ], [ %965, %963 ]
  %902 = phi float [ %832, %840 ], [ %964, %963 ]
  %903 = phi i32 [ 0, %840 ], [ %966, %963 ]
  %904 = add nsw i32 %901, %834
  %905 = sext i32 %904 to i64
  %906 = getelementptr inbounds i32, ptr %2, i64 %905
  %907 = load i32, ptr %906, align 4, !tbaa !6
  %908 = icmp sgt i32 %907, -1
  %909 = icmp slt i32 %907, %12
  %910 = and i1 %908, %909
  br i1 %910, label %911, label %932

911:                                              ; preds = %900
  %912 = zext nneg i32 %907 to i64
  %913 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %912
  %914 = load float, ptr %913, align 16, !tbaa !14
  %915 = getelementptr inbounds nuw i8, ptr %913, i64 4
  %916 = load float, ptr %915, align 4, !tbaa !14
  %917 = getelementptr inbounds nuw i8, ptr %913, i64 8
  %918 = load float, ptr %917, align 8, !tbaa !14
  %919 = fsub contract float %914, %542
  %920 = fsub contract float %916, %628
  %921 = fsub contract float %918, %717
  %922 = fmul contract float %919, %919
  %923 = fmul contract float %920, %920
  %924 = fadd contract float %922, %923
  %925 = fmul contract float %921, %921
  %926 = fadd contract float %924, %925
  %927 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %926) #4
  %928 = fsub contract float %927, %835
  %929 = fmul contract float %928, %837
  %930 = fmul contract float %928, %929
  %931 = fadd contract float %902, %930
  br label %932

932:                                              ; preds = %900, %911
  %933 = phi float [ %931, %911 ], [ %902, %900 ]
  %934 = or disjoint i32 %901, 1
  %935 = add nsw i32 %934, %834
  %936 = sext i32 %935 to i64
  %937 = getelementptr inbounds i32, ptr %2, i64 %936
  %938 = load i32, ptr %937, align 4, !tbaa !6
  %939 = icmp sgt i32 %938, -1
  %940 = icmp slt i32 %938, %12
  %941 = and i1 %939, %940
  br i1 %941, label %942, label %963

942:                                              ; preds = %932
  %943 = zext nneg i32 %938 to i64
  %944 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %943
  %945 = load float, ptr %944, align 16, !tbaa !14
  %946 = getelementptr inbounds nuw i8, ptr %944, i64 4
  %947 = load float, ptr %946, align 4, !tbaa !14
  %948 = getelementptr inbounds nuw i8, ptr %944, i64 8
  %949 = load float, ptr %948, align 8, !tbaa !14
  %950 = fsub contract float %945, %542
  %951 = fsub contract float %947, %628
  %952 = fsub contract float %949, %717
  %953 = fmul contract float %950, %950
  %954 = fmul contract float %951, %951
  %955 = fadd contract float %953, %954
  %956 = fmul contract float %952, %952
  %957 = fadd contract float %955, %956
  %958 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %957) #4
  %959 = fsub contract float %958, %835
  %960 = fmul contract float %959, %837
  %961 = fmul contract float %959, %960
  %962 = fadd contract float %933, %961
  br label %963

963:                                              ; preds = %942, %932
  %964 = phi float [ %962, %942 ], [ %933, %932 ]
  %965 = add nuw nsw i32 %901, 2
  %966 = add i32 %903, 2
  %967 = icmp eq i32 %966, %841
  br i1 %967, label %855, label %900, !llvm.loop !52

968:                                              ; preds = %6, %889
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #4 = { nounwind }

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
!11 = !{!12, !7, i64 80}
!12 = !{!"_ZTS10StepParams", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !13, i64 36, !13, i64 40, !13, i64 44, !13, i64 48, !13, i64 52, !13, i64 56, !13, i64 60, !13, i64 64, !13, i64 68, !7, i64 72, !7, i64 76, !7, i64 80}
!13 = !{!"float", !8, i64 0}
!14 = !{!13, !13, i64 0}
!15 = !{!12, !7, i64 72}
!16 = !{!12, !13, i64 4}
!17 = !{!12, !13, i64 0}
!18 = !{!12, !13, i64 8}
!19 = !{!12, !13, i64 12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{!12, !13, i64 16}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = distinct !{!25, !21}
!26 = !{!12, !7, i64 76}
!27 = distinct !{!27, !24}
!28 = distinct !{!28, !24}
!29 = !{!12, !13, i64 28}
!30 = distinct !{!30, !24}
!31 = distinct !{!31, !21}
!32 = distinct !{!32, !24}
!33 = distinct !{!33, !21}
!34 = !{!12, !13, i64 32}
!35 = !{!12, !13, i64 44}
!36 = distinct !{!36, !24}
!37 = distinct !{!37, !21}
!38 = !{!12, !13, i64 36}
!39 = !{!12, !13, i64 48}
!40 = distinct !{!40, !24}
!41 = distinct !{!41, !21}
!42 = !{!12, !13, i64 40}
!43 = !{!12, !13, i64 52}
!44 = distinct !{!44, !24}
!45 = distinct !{!45, !21}
!46 = !{!12, !13, i64 68}
!47 = distinct !{!47, !24}
!48 = distinct !{!48, !21}
!49 = distinct !{!49, !24}
!50 = distinct !{!50, !21}
!51 = distinct !{!51, !24}
!52 = distinct !{!52, !24}
