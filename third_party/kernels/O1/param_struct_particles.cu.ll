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
  br i1 %13, label %14, label %405

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
  br i1 %33, label %34, label %42

34:                                               ; preds = %14
  %35 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 4), align 4, !tbaa !16
  %36 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4, !tbaa !17
  %37 = fmul contract float %35, %36
  %38 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 8), align 4, !tbaa !18
  %39 = fmul contract float %36, %38
  %40 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 12), align 4, !tbaa !19
  %41 = fmul contract float %36, %40
  br label %52

42:                                               ; preds = %52, %14
  %43 = phi float [ %25, %14 ], [ %57, %52 ]
  %44 = phi float [ %27, %14 ], [ %58, %52 ]
  %45 = phi float [ %29, %14 ], [ %59, %52 ]
  %46 = icmp sgt i32 %32, 0
  br i1 %46, label %47, label %62

47:                                               ; preds = %42
  %48 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 16), align 4, !tbaa !20
  %49 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4, !tbaa !17
  %50 = fmul contract float %48, %49
  %51 = fsub contract float 1.000000e+00, %50
  br label %74

52:                                               ; preds = %34, %52
  %53 = phi float [ %29, %34 ], [ %59, %52 ]
  %54 = phi float [ %27, %34 ], [ %58, %52 ]
  %55 = phi float [ %25, %34 ], [ %57, %52 ]
  %56 = phi i32 [ 0, %34 ], [ %60, %52 ]
  %57 = fadd contract float %55, %37
  %58 = fadd contract float %54, %39
  %59 = fadd contract float %53, %41
  %60 = add nuw nsw i32 %56, 1
  %61 = icmp eq i32 %60, %32
  br i1 %61, label %42, label %52, !llvm.loop !21

62:                                               ; preds = %74, %42
  %63 = phi float [ %43, %42 ], [ %79, %74 ]
  %64 = phi float [ %44, %42 ], [ %80, %74 ]
  %65 = phi float [ %45, %42 ], [ %81, %74 ]
  %66 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 76), align 4, !tbaa !24
  %67 = icmp sgt i32 %66, 0
  br i1 %67, label %68, label %84

68:                                               ; preds = %62
  %69 = mul nsw i32 %66, %11
  %70 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 56), align 4
  %71 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 60), align 4
  %72 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 68), align 4
  %73 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4
  br label %93

74:                                               ; preds = %47, %74
  %75 = phi float [ %45, %47 ], [ %81, %74 ]
  %76 = phi float [ %44, %47 ], [ %80, %74 ]
  %77 = phi float [ %43, %47 ], [ %79, %74 ]
  %78 = phi i32 [ 0, %47 ], [ %82, %74 ]
  %79 = fmul contract float %77, %51
  %80 = fmul contract float %76, %51
  %81 = fmul contract float %75, %51
  %82 = add nuw nsw i32 %78, 1
  %83 = icmp eq i32 %82, %32
  br i1 %83, label %62, label %74, !llvm.loop !25

84:                                               ; preds = %136, %62
  %85 = phi float [ %63, %62 ], [ %137, %136 ]
  %86 = phi float [ %64, %62 ], [ %138, %136 ]
  %87 = phi float [ %65, %62 ], [ %139, %136 ]
  %88 = icmp sgt i32 %66, 0
  br i1 %88, label %89, label %142

89:                                               ; preds = %84
  %90 = mul nsw i32 %66, %11
  %91 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 64), align 4
  %92 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4
  br label %149

93:                                               ; preds = %68, %136
  %94 = phi float [ %65, %68 ], [ %139, %136 ]
  %95 = phi float [ %64, %68 ], [ %138, %136 ]
  %96 = phi float [ %63, %68 ], [ %137, %136 ]
  %97 = phi i32 [ 0, %68 ], [ %140, %136 ]
  %98 = add nsw i32 %69, %97
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr %2, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = icmp sgt i32 %101, -1
  %103 = icmp slt i32 %101, %12
  %104 = and i1 %102, %103
  br i1 %104, label %105, label %136

105:                                              ; preds = %93
  %106 = zext nneg i32 %101 to i64
  %107 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %106
  %108 = load float, ptr %107, align 16, !tbaa !14
  %109 = getelementptr inbounds nuw i8, ptr %107, i64 4
  %110 = load float, ptr %109, align 4, !tbaa !14
  %111 = getelementptr inbounds nuw i8, ptr %107, i64 8
  %112 = load float, ptr %111, align 8, !tbaa !14
  %113 = fsub contract float %108, %17
  %114 = fsub contract float %110, %19
  %115 = fsub contract float %112, %21
  %116 = fmul contract float %113, %113
  %117 = fmul contract float %114, %114
  %118 = fadd contract float %116, %117
  %119 = fmul contract float %115, %115
  %120 = fadd contract float %118, %119
  %121 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %120) #3
  %122 = fadd contract float %121, 0x3EB0C6F7A0000000
  %123 = fsub contract float %122, %71
  %124 = fmul contract float %70, %123
  %125 = fmul contract float %72, %124
  %126 = fdiv contract float %125, %122
  %127 = fmul contract float %113, %126
  %128 = fmul contract float %73, %127
  %129 = fadd contract float %96, %128
  %130 = fmul contract float %114, %126
  %131 = fmul contract float %73, %130
  %132 = fadd contract float %95, %131
  %133 = fmul contract float %115, %126
  %134 = fmul contract float %73, %133
  %135 = fadd contract float %94, %134
  br label %136

136:                                              ; preds = %93, %105
  %137 = phi float [ %129, %105 ], [ %96, %93 ]
  %138 = phi float [ %132, %105 ], [ %95, %93 ]
  %139 = phi float [ %135, %105 ], [ %94, %93 ]
  %140 = add nuw nsw i32 %97, 1
  %141 = icmp eq i32 %140, %66
  br i1 %141, label %84, label %93, !llvm.loop !26

142:                                              ; preds = %181, %84
  %143 = phi float [ %85, %84 ], [ %182, %181 ]
  %144 = phi float [ %86, %84 ], [ %183, %181 ]
  %145 = phi float [ %87, %84 ], [ %184, %181 ]
  %146 = icmp sgt i32 %32, 0
  br i1 %146, label %147, label %187

147:                                              ; preds = %142
  %148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 28), align 4, !tbaa !27
  br label %201

149:                                              ; preds = %89, %181
  %150 = phi float [ %87, %89 ], [ %184, %181 ]
  %151 = phi float [ %86, %89 ], [ %183, %181 ]
  %152 = phi float [ %85, %89 ], [ %182, %181 ]
  %153 = phi i32 [ 0, %89 ], [ %185, %181 ]
  %154 = add nsw i32 %153, %90
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr %2, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = icmp sgt i32 %157, -1
  %159 = icmp slt i32 %157, %12
  %160 = and i1 %158, %159
  br i1 %160, label %161, label %181

161:                                              ; preds = %149
  %162 = zext nneg i32 %157 to i64
  %163 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %162
  %164 = load float, ptr %163, align 16, !tbaa !14
  %165 = getelementptr inbounds nuw i8, ptr %163, i64 4
  %166 = load float, ptr %165, align 4, !tbaa !14
  %167 = getelementptr inbounds nuw i8, ptr %163, i64 8
  %168 = load float, ptr %167, align 8, !tbaa !14
  %169 = fsub contract float %164, %152
  %170 = fmul contract float %169, %91
  %171 = fmul contract float %170, %92
  %172 = fadd contract float %152, %171
  %173 = fsub contract float %166, %151
  %174 = fmul contract float %173, %91
  %175 = fmul contract float %174, %92
  %176 = fadd contract float %151, %175
  %177 = fsub contract float %168, %150
  %178 = fmul contract float %91, %177
  %179 = fmul contract float %178, %92
  %180 = fadd contract float %150, %179
  br label %181

181:                                              ; preds = %149, %161
  %182 = phi float [ %172, %161 ], [ %152, %149 ]
  %183 = phi float [ %176, %161 ], [ %151, %149 ]
  %184 = phi float [ %180, %161 ], [ %150, %149 ]
  %185 = add nuw nsw i32 %153, 1
  %186 = icmp eq i32 %185, %66
  br i1 %186, label %142, label %149, !llvm.loop !28

187:                                              ; preds = %218, %142
  %188 = phi float [ %143, %142 ], [ %219, %218 ]
  %189 = phi float [ %144, %142 ], [ %220, %218 ]
  %190 = phi float [ %145, %142 ], [ %221, %218 ]
  %191 = icmp sgt i32 %32, 0
  br i1 %191, label %192, label %224

192:                                              ; preds = %187
  %193 = load float, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), align 4, !tbaa !17
  %194 = fmul contract float %188, %193
  %195 = uitofp nneg i32 %32 to float
  %196 = fdiv contract float %194, %195
  %197 = fmul contract float %189, %193
  %198 = fdiv contract float %197, %195
  %199 = fmul contract float %190, %193
  %200 = fdiv contract float %199, %195
  br label %233

201:                                              ; preds = %147, %218
  %202 = phi float [ %145, %147 ], [ %221, %218 ]
  %203 = phi float [ %144, %147 ], [ %220, %218 ]
  %204 = phi float [ %143, %147 ], [ %219, %218 ]
  %205 = phi i32 [ 0, %147 ], [ %222, %218 ]
  %206 = fmul contract float %204, %204
  %207 = fmul contract float %203, %203
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %202, %202
  %210 = fadd contract float %208, %209
  %211 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %210) #3
  %212 = fcmp contract ogt float %211, %148
  br i1 %212, label %213, label %218

213:                                              ; preds = %201
  %214 = fdiv contract float %148, %211
  %215 = fmul contract float %204, %214
  %216 = fmul contract float %203, %214
  %217 = fmul contract float %202, %214
  br label %218

218:                                              ; preds = %213, %201
  %219 = phi float [ %215, %213 ], [ %204, %201 ]
  %220 = phi float [ %216, %213 ], [ %203, %201 ]
  %221 = phi float [ %217, %213 ], [ %202, %201 ]
  %222 = add nuw nsw i32 %205, 1
  %223 = icmp eq i32 %222, %32
  br i1 %223, label %187, label %201, !llvm.loop !29

224:                                              ; preds = %233, %187
  %225 = phi float [ %17, %187 ], [ %238, %233 ]
  %226 = phi float [ %19, %187 ], [ %239, %233 ]
  %227 = phi float [ %21, %187 ], [ %240, %233 ]
  %228 = icmp sgt i32 %32, 0
  br i1 %228, label %229, label %243

229:                                              ; preds = %224
  %230 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 32), align 4, !tbaa !30
  %231 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 20), align 4
  %232 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 44), align 4, !tbaa !31
  br label %252

233:                                              ; preds = %192, %233
  %234 = phi float [ %21, %192 ], [ %240, %233 ]
  %235 = phi float [ %19, %192 ], [ %239, %233 ]
  %236 = phi float [ %17, %192 ], [ %238, %233 ]
  %237 = phi i32 [ 0, %192 ], [ %241, %233 ]
  %238 = fadd contract float %236, %196
  %239 = fadd contract float %235, %198
  %240 = fadd contract float %234, %200
  %241 = add nuw nsw i32 %237, 1
  %242 = icmp eq i32 %241, %32
  br i1 %242, label %224, label %233, !llvm.loop !32

243:                                              ; preds = %252, %224
  %244 = phi float [ %188, %224 ], [ %264, %252 ]
  %245 = phi float [ %225, %224 ], [ %265, %252 ]
  %246 = icmp sgt i32 %32, 0
  br i1 %246, label %247, label %268

247:                                              ; preds = %243
  %248 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 36), align 4, !tbaa !33
  %249 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 20), align 4
  %250 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 24), align 4
  %251 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 48), align 4, !tbaa !34
  br label %277

252:                                              ; preds = %229, %252
  %253 = phi float [ %225, %229 ], [ %265, %252 ]
  %254 = phi float [ %188, %229 ], [ %264, %252 ]
  %255 = phi i32 [ 0, %229 ], [ %266, %252 ]
  %256 = fcmp contract olt float %253, %230
  %257 = fneg contract float %254
  %258 = fmul contract float %231, %257
  %259 = select i1 %256, float %258, float %254
  %260 = select i1 %256, float %230, float %253
  %261 = fcmp contract ogt float %260, %232
  %262 = fneg contract float %259
  %263 = fmul contract float %231, %262
  %264 = select i1 %261, float %263, float %259
  %265 = select i1 %261, float %232, float %260
  %266 = add nuw nsw i32 %255, 1
  %267 = icmp eq i32 %266, %32
  br i1 %267, label %243, label %252, !llvm.loop !35

268:                                              ; preds = %277, %243
  %269 = phi float [ %244, %243 ], [ %286, %277 ]
  %270 = phi float [ %189, %243 ], [ %292, %277 ]
  %271 = phi float [ %226, %243 ], [ %293, %277 ]
  %272 = icmp sgt i32 %32, 0
  br i1 %272, label %273, label %296

273:                                              ; preds = %268
  %274 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 40), align 4, !tbaa !36
  %275 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 20), align 4
  %276 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 52), align 4, !tbaa !37
  br label %309

277:                                              ; preds = %247, %277
  %278 = phi float [ %226, %247 ], [ %293, %277 ]
  %279 = phi float [ %189, %247 ], [ %292, %277 ]
  %280 = phi float [ %244, %247 ], [ %286, %277 ]
  %281 = phi i32 [ 0, %247 ], [ %294, %277 ]
  %282 = fcmp contract olt float %278, %248
  %283 = fneg contract float %279
  %284 = fmul contract float %249, %283
  %285 = fmul contract float %280, %250
  %286 = select i1 %282, float %285, float %280
  %287 = select i1 %282, float %284, float %279
  %288 = select i1 %282, float %248, float %278
  %289 = fcmp contract ogt float %288, %251
  %290 = fneg contract float %287
  %291 = fmul contract float %249, %290
  %292 = select i1 %289, float %291, float %287
  %293 = select i1 %289, float %251, float %288
  %294 = add nuw nsw i32 %281, 1
  %295 = icmp eq i32 %294, %32
  br i1 %295, label %268, label %277, !llvm.loop !38

296:                                              ; preds = %309, %268
  %297 = phi float [ %190, %268 ], [ %321, %309 ]
  %298 = phi float [ %227, %268 ], [ %322, %309 ]
  %299 = icmp sgt i32 %32, 0
  br i1 %299, label %300, label %325

300:                                              ; preds = %296
  %301 = fmul contract float %269, %269
  %302 = fmul contract float %270, %270
  %303 = fadd contract float %301, %302
  %304 = fmul contract float %297, %297
  %305 = fadd contract float %303, %304
  %306 = fmul contract float %305, 5.000000e-01
  %307 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 68), align 4, !tbaa !39
  %308 = fdiv contract float %306, %307
  br label %339

309:                                              ; preds = %273, %309
  %310 = phi float [ %227, %273 ], [ %322, %309 ]
  %311 = phi float [ %190, %273 ], [ %321, %309 ]
  %312 = phi i32 [ 0, %273 ], [ %323, %309 ]
  %313 = fcmp contract olt float %310, %274
  %314 = fneg contract float %311
  %315 = fmul contract float %275, %314
  %316 = select i1 %313, float %315, float %311
  %317 = select i1 %313, float %274, float %310
  %318 = fcmp contract ogt float %317, %276
  %319 = fneg contract float %316
  %320 = fmul contract float %275, %319
  %321 = select i1 %318, float %320, float %316
  %322 = select i1 %318, float %276, float %317
  %323 = add nuw nsw i32 %312, 1
  %324 = icmp eq i32 %323, %32
  br i1 %324, label %296, label %309, !llvm.loop !40

325:                                              ; preds = %339, %296
  %326 = phi float [ 0.000000e+00, %296 ], [ %342, %339 ]
  %327 = icmp sgt i32 %32, 0
  br i1 %327, label %328, label %345

328:                                              ; preds = %325
  %329 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 4), align 4, !tbaa !16
  %330 = fmul contract float %245, %329
  %331 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 8), align 4, !tbaa !18
  %332 = fmul contract float %271, %331
  %333 = fadd contract float %330, %332
  %334 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 12), align 4, !tbaa !19
  %335 = fmul contract float %298, %334
  %336 = fadd contract float %333, %335
  %337 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 68), align 4, !tbaa !39
  %338 = fdiv contract float %336, %337
  br label %353

339:                                              ; preds = %300, %339
  %340 = phi i32 [ 0, %300 ], [ %343, %339 ]
  %341 = phi float [ 0.000000e+00, %300 ], [ %342, %339 ]
  %342 = fadd contract float %341, %308
  %343 = add nuw nsw i32 %340, 1
  %344 = icmp eq i32 %343, %32
  br i1 %344, label %325, label %339, !llvm.loop !41

345:                                              ; preds = %353, %325
  %346 = phi float [ %326, %325 ], [ %356, %353 ]
  %347 = icmp sgt i32 %66, 0
  br i1 %347, label %348, label %359

348:                                              ; preds = %345
  %349 = mul nsw i32 %66, %11
  %350 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 60), align 4
  %351 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_step to ptr), i64 56), align 4
  %352 = fmul contract float %351, 2.500000e-01
  br label %370

353:                                              ; preds = %328, %353
  %354 = phi i32 [ 0, %328 ], [ %357, %353 ]
  %355 = phi float [ %326, %328 ], [ %356, %353 ]
  %356 = fsub contract float %355, %338
  %357 = add nuw nsw i32 %354, 1
  %358 = icmp eq i32 %357, %32
  br i1 %358, label %345, label %353, !llvm.loop !42

359:                                              ; preds = %401, %345
  %360 = phi float [ %346, %345 ], [ %402, %401 ]
  %361 = getelementptr inbounds %struct.float4, ptr %3, i64 %15
  store float %245, ptr %361, align 16, !tbaa !14
  %362 = getelementptr inbounds nuw i8, ptr %361, i64 4
  store float %271, ptr %362, align 4, !tbaa !14
  %363 = getelementptr inbounds nuw i8, ptr %361, i64 8
  store float %298, ptr %363, align 8, !tbaa !14
  %364 = getelementptr inbounds nuw i8, ptr %361, i64 12
  store float %23, ptr %364, align 4, !tbaa !14
  %365 = getelementptr inbounds %struct.float4, ptr %4, i64 %15
  store float %269, ptr %365, align 16, !tbaa !14
  %366 = getelementptr inbounds nuw i8, ptr %365, i64 4
  store float %270, ptr %366, align 4, !tbaa !14
  %367 = getelementptr inbounds nuw i8, ptr %365, i64 8
  store float %297, ptr %367, align 8, !tbaa !14
  %368 = getelementptr inbounds nuw i8, ptr %365, i64 12
  store float %31, ptr %368, align 4, !tbaa !14
  %369 = getelementptr inbounds float, ptr %5, i64 %15
  store float %360, ptr %369, align 4, !tbaa !14
  br label %405

370:                                              ; preds = %348, %401
  %371 = phi i32 [ 0, %348 ], [ %403, %401 ]
  %372 = phi float [ %346, %348 ], [ %402, %401 ]
  %373 = add nsw i32 %371, %349
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds i32, ptr %2, i64 %374
  %376 = load i32, ptr %375, align 4, !tbaa !6
  %377 = icmp sgt i32 %376, -1
  %378 = icmp slt i32 %376, %12
  %379 = and i1 %377, %378
  br i1 %379, label %380, label %401

380:                                              ; preds = %370
  %381 = zext nneg i32 %376 to i64
  %382 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %381
  %383 = load float, ptr %382, align 16, !tbaa !14
  %384 = getelementptr inbounds nuw i8, ptr %382, i64 4
  %385 = load float, ptr %384, align 4, !tbaa !14
  %386 = getelementptr inbounds nuw i8, ptr %382, i64 8
  %387 = load float, ptr %386, align 8, !tbaa !14
  %388 = fsub contract float %383, %245
  %389 = fsub contract float %385, %271
  %390 = fsub contract float %387, %298
  %391 = fmul contract float %388, %388
  %392 = fmul contract float %389, %389
  %393 = fadd contract float %391, %392
  %394 = fmul contract float %390, %390
  %395 = fadd contract float %393, %394
  %396 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %395) #3
  %397 = fsub contract float %396, %350
  %398 = fmul contract float %397, %352
  %399 = fmul contract float %397, %398
  %400 = fadd contract float %372, %399
  br label %401

401:                                              ; preds = %370, %380
  %402 = phi float [ %400, %380 ], [ %372, %370 ]
  %403 = add nuw nsw i32 %371, 1
  %404 = icmp eq i32 %403, %66
  br i1 %404, label %359, label %370, !llvm.loop !43

405:                                              ; preds = %6, %359
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

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

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
!20 = !{!12, !13, i64 16}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = !{!12, !7, i64 76}
!25 = distinct !{!25, !22, !23}
!26 = distinct !{!26, !22, !23}
!27 = !{!12, !13, i64 28}
!28 = distinct !{!28, !22, !23}
!29 = distinct !{!29, !22, !23}
!30 = !{!12, !13, i64 32}
!31 = !{!12, !13, i64 44}
!32 = distinct !{!32, !22, !23}
!33 = !{!12, !13, i64 36}
!34 = !{!12, !13, i64 48}
!35 = distinct !{!35, !22, !23}
!36 = !{!12, !13, i64 40}
!37 = !{!12, !13, i64 52}
!38 = distinct !{!38, !22, !23}
!39 = !{!12, !13, i64 68}
!40 = distinct !{!40, !22, !23}
!41 = distinct !{!41, !22, !23}
!42 = distinct !{!42, !22, !23}
!43 = distinct !{!43, !22, !23}
