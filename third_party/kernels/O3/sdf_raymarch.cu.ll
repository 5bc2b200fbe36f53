; ModuleID = 'src/sdf_raymarch.cu'
source_filename = "src/sdf_raymarch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.SdfPrim = type { i32, float, float, float, float, float, float, float }
%struct.Camera = type { [3 x float], [3 x float], [3 x float], [3 x float], float, float, float, [3 x float] }
%struct.uchar4 = type { i8, i8, i8, i8 }

@c_prims = dso_local addrspace(4) externally_initialized constant [16 x %struct.SdfPrim] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_prims to ptr)], section "llvm.metadata"

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sdf_sphere_trace(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noundef readonly byval(%struct.Camera) align 4 captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %15, %16
  %18 = icmp slt i32 %12, %2
  %19 = icmp slt i32 %17, %3
  %20 = and i1 %18, %19
  br i1 %20, label %21, label %1599

21:                                               ; preds = %7
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 16)
  %24 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %6, i32 256)
  %25 = sitofp i32 %2 to float
  %26 = uitofp nneg i32 %3 to float
  %27 = fdiv contract float %25, %26
  %28 = sitofp i32 %12 to float
  %29 = fadd contract float %28, 5.000000e-01
  %30 = fdiv contract float %29, %25
  %31 = fmul contract float %30, 2.000000e+00
  %32 = fadd contract float %31, -1.000000e+00
  %33 = getelementptr inbounds nuw i8, ptr %4, i64 48
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = fmul contract float %32, %34
  %36 = fmul contract float %27, %35
  %37 = uitofp nneg i32 %17 to float
  %38 = fadd contract float %37, 5.000000e-01
  %39 = fdiv contract float %38, %26
  %40 = fmul contract float %39, 2.000000e+00
  %41 = fsub contract float 1.000000e+00, %40
  %42 = fmul contract float %41, %34
  %43 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %44 = load float, ptr %43, align 4, !tbaa !14
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %46 = load float, ptr %45, align 4, !tbaa !14
  %47 = fmul contract float %36, %46
  %48 = fadd contract float %44, %47
  %49 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %50 = load float, ptr %49, align 4, !tbaa !14
  %51 = fmul contract float %42, %50
  %52 = fadd contract float %48, %51
  %53 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %54 = load float, ptr %53, align 4, !tbaa !14
  %55 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %56 = load float, ptr %55, align 4, !tbaa !14
  %57 = fmul contract float %36, %56
  %58 = fadd contract float %54, %57
  %59 = getelementptr inbounds nuw i8, ptr %4, i64 40
  %60 = load float, ptr %59, align 4, !tbaa !14
  %61 = fmul contract float %42, %60
  %62 = fadd contract float %58, %61
  %63 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %64 = load float, ptr %63, align 4, !tbaa !14
  %65 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %66 = load float, ptr %65, align 4, !tbaa !14
  %67 = fmul contract float %36, %66
  %68 = fadd contract float %64, %67
  %69 = getelementptr inbounds nuw i8, ptr %4, i64 44
  %70 = load float, ptr %69, align 4, !tbaa !14
  %71 = fmul contract float %42, %70
  %72 = fadd contract float %68, %71
  %73 = fmul contract float %52, %52
  %74 = fmul contract float %62, %62
  %75 = fadd contract float %73, %74
  %76 = fmul contract float %72, %72
  %77 = fadd contract float %75, %76
  %78 = tail call noundef float @llvm.maxnum.f32(float %77, float 0x3BC79CA100000000)
  %79 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %78)
  %80 = fmul contract float %52, %79
  %81 = fmul contract float %62, %79
  %82 = fmul contract float %79, %72
  %83 = icmp sgt i32 %6, 0
  br i1 %83, label %84, label %218

84:                                               ; preds = %21
  %85 = load float, ptr %4, align 4, !tbaa !14
  %86 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %87 = load float, ptr %86, align 4, !tbaa !14
  %88 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %89 = load float, ptr %88, align 4, !tbaa !14
  %90 = icmp slt i32 %5, 1
  %91 = getelementptr inbounds nuw i8, ptr %4, i64 52
  %92 = load float, ptr %91, align 4
  %93 = getelementptr inbounds nuw i8, ptr %4, i64 56
  %94 = load float, ptr %93, align 4
  br label %95

95:                                               ; preds = %202, %84
  %96 = phi float [ 0.000000e+00, %84 ], [ %213, %202 ]
  %97 = phi i1 [ false, %84 ], [ %212, %202 ]
  %98 = phi i32 [ 0, %84 ], [ %215, %202 ]
  %99 = fmul contract float %80, %96
  %100 = fadd contract float %99, %85
  %101 = fmul contract float %81, %96
  %102 = fadd contract float %101, %87
  %103 = fmul contract float %82, %96
  %104 = fadd contract float %103, %89
  br i1 %90, label %202, label %105

105:                                              ; preds = %95, %198
  %106 = phi float [ %199, %198 ], [ 0x4415AF1D80000000, %95 ]
  %107 = phi i32 [ %200, %198 ], [ 0, %95 ]
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = getelementptr inbounds nuw i8, ptr %109, i64 4
  %112 = load float, ptr %111, align 4, !tbaa !14
  %113 = getelementptr inbounds nuw i8, ptr %109, i64 8
  %114 = load float, ptr %113, align 4, !tbaa !14
  %115 = getelementptr inbounds nuw i8, ptr %109, i64 12
  %116 = load float, ptr %115, align 4, !tbaa !14
  %117 = getelementptr inbounds nuw i8, ptr %109, i64 16
  %118 = load float, ptr %117, align 4, !tbaa !14
  %119 = getelementptr inbounds nuw i8, ptr %109, i64 20
  %120 = load float, ptr %119, align 4, !tbaa !14
  %121 = getelementptr inbounds nuw i8, ptr %109, i64 24
  %122 = load float, ptr %121, align 4, !tbaa !14
  %123 = getelementptr inbounds nuw i8, ptr %109, i64 28
  %124 = load float, ptr %123, align 4, !tbaa !14
  %125 = fsub contract float %100, %112
  %126 = fsub contract float %102, %114
  %127 = fsub contract float %104, %116
  %128 = and i32 %110, 3
  switch i32 %128, label %168 [
    i32 0, label %129
    i32 1, label %137
    i32 2, label %157
    i32 3, label %170
  ]

129:                                              ; preds = %105
  %130 = fmul contract float %125, %125
  %131 = fmul contract float %126, %126
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %127, %127
  %134 = fadd contract float %132, %133
  %135 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %134) #7
  %136 = fsub contract float %135, %118
  br label %182

137:                                              ; preds = %105
  %138 = tail call noundef float @llvm.nvvm.fabs.f32(float %125)
  %139 = fsub contract float %138, %118
  %140 = tail call noundef float @llvm.nvvm.fabs.f32(float %126)
  %141 = fsub contract float %140, %120
  %142 = tail call noundef float @llvm.nvvm.fabs.f32(float %127)
  %143 = fsub contract float %142, %122
  %144 = tail call noundef float @llvm.maxnum.f32(float %139, float 0.000000e+00)
  %145 = tail call noundef float @llvm.maxnum.f32(float %141, float 0.000000e+00)
  %146 = tail call noundef float @llvm.maxnum.f32(float %143, float 0.000000e+00)
  %147 = fmul contract float %144, %144
  %148 = fmul contract float %145, %145
  %149 = fadd contract float %147, %148
  %150 = fmul contract float %146, %146
  %151 = fadd contract float %149, %150
  %152 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %151) #7
  %153 = tail call noundef float @llvm.maxnum.f32(float %141, float %143)
  %154 = tail call noundef float @llvm.maxnum.f32(float %139, float %153)
  %155 = tail call noundef float @llvm.minnum.f32(float %154, float 0.000000e+00)
  %156 = fadd contract float %155, %152
  br label %182

157:                                              ; preds = %105
  %158 = fmul contract float %125, %125
  %159 = fmul contract float %127, %127
  %160 = fadd contract float %158, %159
  %161 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %160) #7
  %162 = fsub contract float %161, %118
  %163 = fmul contract float %162, %162
  %164 = fmul contract float %126, %126
  %165 = fadd contract float %164, %163
  %166 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %165) #7
  %167 = fsub contract float %166, %120
  br label %182

168:                                              ; preds = %105
  unreachable

169:                                              ; preds = %253, %352, %452, %547, %948, %1052, %1158, %1264, %1370
  unreachable

170:                                              ; preds = %105
  %171 = fneg contract float %122
  %172 = tail call noundef float @llvm.maxnum.f32(float %126, float %171)
  %173 = tail call noundef float @llvm.minnum.f32(float %172, float %122)
  %174 = fsub contract float %126, %173
  %175 = fmul contract float %125, %125
  %176 = fmul contract float %174, %174
  %177 = fadd contract float %175, %176
  %178 = fmul contract float %127, %127
  %179 = fadd contract float %178, %177
  %180 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %179) #7
  %181 = fsub contract float %180, %120
  br label %182

182:                                              ; preds = %129, %137, %157, %170
  %183 = phi float [ %136, %129 ], [ %156, %137 ], [ %167, %157 ], [ %181, %170 ]
  %184 = fcmp contract ogt float %124, 0x3EB0C6F7A0000000
  br i1 %184, label %185, label %196

185:                                              ; preds = %182
  %186 = fsub contract float %106, %183
  %187 = tail call noundef float @llvm.nvvm.fabs.f32(float %186)
  %188 = fsub contract float %124, %187
  %189 = tail call noundef float @llvm.maxnum.f32(float %188, float 0.000000e+00)
  %190 = fdiv contract float %189, %124
  %191 = tail call noundef float @llvm.minnum.f32(float %106, float %183)
  %192 = fmul contract float %190, %190
  %193 = fmul contract float %124, %192
  %194 = fmul contract float %193, 2.500000e-01
  %195 = fsub contract float %191, %194
  br label %198

196:                                              ; preds = %182
  %197 = tail call noundef float @llvm.minnum.f32(float %106, float %183)
  br label %198

198:                                              ; preds = %196, %185
  %199 = phi float [ %195, %185 ], [ %197, %196 ]
  %200 = add nuw nsw i32 %107, 1
  %201 = icmp eq i32 %200, %23
  br i1 %201, label %202, label %105, !llvm.loop !15

202:                                              ; preds = %198, %95
  %203 = phi float [ 0x4415AF1D80000000, %95 ], [ %199, %198 ]
  %204 = tail call noundef float @llvm.nvvm.fabs.f32(float %203)
  %205 = tail call noundef float @llvm.maxnum.f32(float %96, float 1.000000e+00)
  %206 = fmul contract float %205, %92
  %207 = fcmp contract olt float %204, %206
  %208 = fadd contract float %96, %203
  %209 = fcmp contract olt float %208, 0.000000e+00
  %210 = fcmp contract ogt float %208, %94
  %211 = or i1 %209, %210
  %212 = select i1 %207, i1 true, i1 %97
  %213 = select i1 %207, float %96, float %208
  %214 = select i1 %207, i1 true, i1 %211
  %215 = add nuw nsw i32 %98, 1
  %216 = icmp eq i32 %215, %24
  %217 = select i1 %214, i1 true, i1 %216
  br i1 %217, label %218, label %95, !llvm.loop !17

218:                                              ; preds = %202, %21
  %219 = phi i1 [ false, %21 ], [ %212, %202 ]
  %220 = phi float [ 0.000000e+00, %21 ], [ %213, %202 ]
  %221 = zext nneg i32 %17 to i64
  %222 = sext i32 %2 to i64
  %223 = mul nsw i64 %222, %221
  %224 = sext i32 %12 to i64
  %225 = add nsw i64 %223, %224
  br i1 %219, label %237, label %226

226:                                              ; preds = %218
  %227 = fmul contract float %81, 5.000000e-01
  %228 = fadd contract float %227, 5.000000e-01
  %229 = fmul contract float %228, 0x3FD99999A0000000
  %230 = tail call noundef float @llvm.maxnum.f32(float %229, float 0.000000e+00)
  %231 = tail call noundef float @llvm.minnum.f32(float %230, float 1.000000e+00)
  %232 = fmul contract float %228, 0x3FE3333340000000
  %233 = tail call noundef float @llvm.maxnum.f32(float %232, float 0.000000e+00)
  %234 = tail call noundef float @llvm.minnum.f32(float %233, float 1.000000e+00)
  %235 = tail call noundef float @llvm.maxnum.f32(float %228, float 0.000000e+00)
  %236 = tail call noundef float @llvm.minnum.f32(float %235, float 1.000000e+00)
  br label %1582

237:                                              ; preds = %218
  %238 = load float, ptr %4, align 4, !tbaa !14
  %239 = fmul contract float %80, %220
  %240 = fadd contract float %239, %238
  %241 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %242 = load float, ptr %241, align 4, !tbaa !14
  %243 = fmul contract float %81, %220
  %244 = fadd contract float %243, %242
  %245 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %246 = load float, ptr %245, align 4, !tbaa !14
  %247 = fmul contract float %82, %220
  %248 = fadd contract float %247, %246
  %249 = fadd contract float %240, 0x3F50624DE0000000
  %250 = fadd contract float %244, 0xBF50624DE0000000
  %251 = fadd contract float %248, 0xBF50624DE0000000
  %252 = icmp slt i32 %5, 1
  br i1 %252, label %348, label %253

253:                                              ; preds = %237, %344
  %254 = phi float [ %345, %344 ], [ 0x4415AF1D80000000, %237 ]
  %255 = phi i32 [ %346, %344 ], [ 0, %237 ]
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !6
  %259 = getelementptr inbounds nuw i8, ptr %257, i64 4
  %260 = load float, ptr %259, align 4, !tbaa !14
  %261 = getelementptr inbounds nuw i8, ptr %257, i64 8
  %262 = load float, ptr %261, align 4, !tbaa !14
  %263 = getelementptr inbounds nuw i8, ptr %257, i64 12
  %264 = load float, ptr %263, align 4, !tbaa !14
  %265 = getelementptr inbounds nuw i8, ptr %257, i64 16
  %266 = load float, ptr %265, align 4, !tbaa !14
  %267 = getelementptr inbounds nuw i8, ptr %257, i64 20
  %268 = load float, ptr %267, align 4, !tbaa !14
  %269 = getelementptr inbounds nuw i8, ptr %257, i64 24
  %270 = load float, ptr %269, align 4, !tbaa !14
  %271 = getelementptr inbounds nuw i8, ptr %257, i64 28
  %272 = load float, ptr %271, align 4, !tbaa !14
  %273 = fsub contract float %249, %260
  %274 = fsub contract float %250, %262
  %275 = fsub contract float %251, %264
  %276 = and i32 %258, 3
  switch i32 %276, label %169 [
    i32 0, label %277
    i32 1, label %285
    i32 2, label %305
    i32 3, label %316
  ]

277:                                              ; preds = %253
  %278 = fmul contract float %273, %273
  %279 = fmul contract float %274, %274
  %280 = fadd contract float %278, %279
  %281 = fmul contract float %275, %275
  %282 = fadd contract float %280, %281
  %283 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %282) #7
  %284 = fsub contract float %283, %266
  br label %328

285:                                              ; preds = %253
  %286 = tail call noundef float @llvm.nvvm.fabs.f32(float %273)
  %287 = fsub contract float %286, %266
  %288 = tail call noundef float @llvm.nvvm.fabs.f32(float %274)
  %289 = fsub contract float %288, %268
  %290 = tail call noundef float @llvm.nvvm.fabs.f32(float %275)
  %291 = fsub contract float %290, %270
  %292 = tail call noundef float @llvm.maxnum.f32(float %287, float 0.000000e+00)
  %293 = tail call noundef float @llvm.maxnum.f32(float %289, float 0.000000e+00)
  %294 = tail call noundef float @llvm.maxnum.f32(float %291, float 0.000000e+00)
  %295 = fmul contract float %292, %292
  %296 = fmul contract float %293, %293
  %297 = fadd contract float %295, %296
  %298 = fmul contract float %294, %294
  %299 = fadd contract float %297, %298
  %300 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %299) #7
  %301 = tail call noundef float @llvm.maxnum.f32(float %289, float %291)
  %302 = tail call noundef float @llvm.maxnum.f32(float %287, float %301)
  %303 = tail call noundef float @llvm.minnum.f32(float %302, float 0.000000e+00)
  %304 = fadd contract float %303, %300
  br label %328

305:                                              ; preds = %253
  %306 = fmul contract float %273, %273
  %307 = fmul contract float %275, %275
  %308 = fadd contract float %306, %307
  %309 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %308) #7
  %310 = fsub contract float %309, %266
  %311 = fmul contract float %310, %310
  %312 = fmul contract float %274, %274
  %313 = fadd contract float %312, %311
  %314 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %313) #7
  %315 = fsub contract float %314, %268
  br label %328

316:                                              ; preds = %253
  %317 = fneg contract float %270
  %318 = tail call noundef float @llvm.maxnum.f32(float %274, float %317)
  %319 = tail call noundef float @llvm.minnum.f32(float %318, float %270)
  %320 = fsub contract float %274, %319
  %321 = fmul contract float %273, %273
  %322 = fmul contract float %320, %320
  %323 = fadd contract float %321, %322
  %324 = fmul contract float %275, %275
  %325 = fadd contract float %324, %323
  %326 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %325) #7
  %327 = fsub contract float %326, %268
  br label %328

328:                                              ; preds = %277, %285, %305, %316
  %329 = phi float [ %284, %277 ], [ %304, %285 ], [ %315, %305 ], [ %327, %316 ]
  %330 = fcmp contract ogt float %272, 0x3EB0C6F7A0000000
  br i1 %330, label %331, label %342

331:                                              ; preds = %328
  %332 = fsub contract float %254, %329
  %333 = tail call noundef float @llvm.nvvm.fabs.f32(float %332)
  %334 = fsub contract float %272, %333
  %335 = tail call noundef float @llvm.maxnum.f32(float %334, float 0.000000e+00)
  %336 = fdiv contract float %335, %272
  %337 = tail call noundef float @llvm.minnum.f32(float %254, float %329)
  %338 = fmul contract float %336, %336
  %339 = fmul contract float %272, %338
  %340 = fmul contract float %339, 2.500000e-01
  %341 = fsub contract float %337, %340
  br label %344

342:                                              ; preds = %328
  %343 = tail call noundef float @llvm.minnum.f32(float %254, float %329)
  br label %344

344:                                              ; preds = %342, %331
  %345 = phi float [ %341, %331 ], [ %343, %342 ]
  %346 = add nuw nsw i32 %255, 1
  %347 = icmp eq i32 %346, %23
  br i1 %347, label %348, label %253, !llvm.loop !15

348:                                              ; preds = %344, %237
  %349 = phi float [ 0x4415AF1D80000000, %237 ], [ %345, %344 ]
  %350 = fadd contract float %240, 0xBF50624DE0000000
  %351 = fadd contract float %248, 0x3F50624DE0000000
  br i1 %252, label %447, label %352

352:                                              ; preds = %348, %443
  %353 = phi float [ %444, %443 ], [ 0x4415AF1D80000000, %348 ]
  %354 = phi i32 [ %445, %443 ], [ 0, %348 ]
  %355 = zext nneg i32 %354 to i64
  %356 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %355
  %357 = load i32, ptr %356, align 4, !tbaa !6
  %358 = getelementptr inbounds nuw i8, ptr %356, i64 4
  %359 = load float, ptr %358, align 4, !tbaa !14
  %360 = getelementptr inbounds nuw i8, ptr %356, i64 8
  %361 = load float, ptr %360, align 4, !tbaa !14
  %362 = getelementptr inbounds nuw i8, ptr %356, i64 12
  %363 = load float, ptr %362, align 4, !tbaa !14
  %364 = getelementptr inbounds nuw i8, ptr %356, i64 16
  %365 = load float, ptr %364, align 4, !tbaa !14
  %366 = getelementptr inbounds nuw i8, ptr %356, i64 20
  %367 = load float, ptr %366, align 4, !tbaa !14
  %368 = getelementptr inbounds nuw i8, ptr %356, i64 24
  %369 = load float, ptr %368, align 4, !tbaa !14
  %370 = getelementptr inbounds nuw i8, ptr %356, i64 28
  %371 = load float, ptr %370, align 4, !tbaa !14
  %372 = fsub contract float %350, %359
  %373 = fsub contract float %250, %361
  %374 = fsub contract float %351, %363
  %375 = and i32 %357, 3
  switch i32 %375, label %169 [
    i32 0, label %376
    i32 1, label %384
    i32 2, label %404
    i32 3, label %415
  ]

376:                                              ; preds = %352
  %377 = fmul contract float %372, %372
  %378 = fmul contract float %373, %373
  %379 = fadd contract float %377, %378
  %380 = fmul contract float %374, %374
  %381 = fadd contract float %379, %380
  %382 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %381) #7
  %383 = fsub contract float %382, %365
  br label %427

384:                                              ; preds = %352
  %385 = tail call noundef float @llvm.nvvm.fabs.f32(float %372)
  %386 = fsub contract float %385, %365
  %387 = tail call noundef float @llvm.nvvm.fabs.f32(float %373)
  %388 = fsub contract float %387, %367
  %389 = tail call noundef float @llvm.nvvm.fabs.f32(float %374)
  %390 = fsub contract float %389, %369
  %391 = tail call noundef float @llvm.maxnum.f32(float %386, float 0.000000e+00)
  %392 = tail call noundef float @llvm.maxnum.f32(float %388, float 0.000000e+00)
  %393 = tail call noundef float @llvm.maxnum.f32(float %390, float 0.000000e+00)
  %394 = fmul contract float %391, %391
  %395 = fmul contract float %392, %392
  %396 = fadd contract float %394, %395
  %397 = fmul contract float %393, %393
  %398 = fadd contract float %396, %397
  %399 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %398) #7
  %400 = tail call noundef float @llvm.maxnum.f32(float %388, float %390)
  %401 = tail call noundef float @llvm.maxnum.f32(float %386, float %400)
  %402 = tail call noundef float @llvm.minnum.f32(float %401, float 0.000000e+00)
  %403 = fadd contract float %402, %399
  br label %427

404:                                              ; preds = %352
  %405 = fmul contract float %372, %372
  %406 = fmul contract float %374, %374
  %407 = fadd contract float %405, %406
  %408 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %407) #7
  %409 = fsub contract float %408, %365
  %410 = fmul contract float %409, %409
  %411 = fmul contract float %373, %373
  %412 = fadd contract float %411, %410
  %413 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %412) #7
  %414 = fsub contract float %413, %367
  br label %427

415:                                              ; preds = %352
  %416 = fneg contract float %369
  %417 = tail call noundef float @llvm.maxnum.f32(float %373, float %416)
  %418 = tail call noundef float @llvm.minnum.f32(float %417, float %369)
  %419 = fsub contract float %373, %418
  %420 = fmul contract float %372, %372
  %421 = fmul contract float %419, %419
  %422 = fadd contract float %420, %421
  %423 = fmul contract float %374, %374
  %424 = fadd contract float %423, %422
  %425 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %424) #7
  %426 = fsub contract float %425, %367
  br label %427

427:                                              ; preds = %376, %384, %404, %415
  %428 = phi float [ %383, %376 ], [ %403, %384 ], [ %414, %404 ], [ %426, %415 ]
  %429 = fcmp contract ogt float %371, 0x3EB0C6F7A0000000
  br i1 %429, label %430, label %441

430:                                              ; preds = %427
  %431 = fsub contract float %353, %428
  %432 = tail call noundef float @llvm.nvvm.fabs.f32(float %431)
  %433 = fsub contract float %371, %432
  %434 = tail call noundef float @llvm.maxnum.f32(float %433, float 0.000000e+00)
  %435 = fdiv contract float %434, %371
  %436 = tail call noundef float @llvm.minnum.f32(float %353, float %428)
  %437 = fmul contract float %435, %435
  %438 = fmul contract float %371, %437
  %439 = fmul contract float %438, 2.500000e-01
  %440 = fsub contract float %436, %439
  br label %443

441:                                              ; preds = %427
  %442 = tail call noundef float @llvm.minnum.f32(float %353, float %428)
  br label %443

443:                                              ; preds = %441, %430
  %444 = phi float [ %440, %430 ], [ %442, %441 ]
  %445 = add nuw nsw i32 %354, 1
  %446 = icmp eq i32 %445, %23
  br i1 %446, label %447, label %352, !llvm.loop !15

447:                                              ; preds = %443, %348
  %448 = phi float [ 0x4415AF1D80000000, %348 ], [ %444, %443 ]
  %449 = fadd contract float %244, 0x3F50624DE0000000
  br i1 %252, label %450, label %452

450:                                              ; preds = %543, %447
  %451 = phi float [ 0x4415AF1D80000000, %447 ], [ %544, %543 ]
  br i1 %252, label %642, label %547

452:                                              ; preds = %447, %543
  %453 = phi float [ %544, %543 ], [ 0x4415AF1D80000000, %447 ]
  %454 = phi i32 [ %545, %543 ], [ 0, %447 ]
  %455 = zext nneg i32 %454 to i64
  %456 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %455
  %457 = load i32, ptr %456, align 4, !tbaa !6
  %458 = getelementptr inbounds nuw i8, ptr %456, i64 4
  %459 = load float, ptr %458, align 4, !tbaa !14
  %460 = getelementptr inbounds nuw i8, ptr %456, i64 8
  %461 = load float, ptr %460, align 4, !tbaa !14
  %462 = getelementptr inbounds nuw i8, ptr %456, i64 12
  %463 = load float, ptr %462, align 4, !tbaa !14
  %464 = getelementptr inbounds nuw i8, ptr %456, i64 16
  %465 = load float, ptr %464, align 4, !tbaa !14
  %466 = getelementptr inbounds nuw i8, ptr %456, i64 20
  %467 = load float, ptr %466, align 4, !tbaa !14
  %468 = getelementptr inbounds nuw i8, ptr %456, i64 24
  %469 = load float, ptr %468, align 4, !tbaa !14
  %470 = getelementptr inbounds nuw i8, ptr %456, i64 28
  %471 = load float, ptr %470, align 4, !tbaa !14
  %472 = fsub contract float %350, %459
  %473 = fsub contract float %449, %461
  %474 = fsub contract float %251, %463
  %475 = and i32 %457, 3
  switch i32 %475, label %169 [
    i32 0, label %476
    i32 1, label %484
    i32 2, label %504
    i32 3, label %515
  ]

476:                                              ; preds = %452
  %477 = fmul contract float %472, %472
  %478 = fmul contract float %473, %473
  %479 = fadd contract float %477, %478
  %480 = fmul contract float %474, %474
  %481 = fadd contract float %479, %480
  %482 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %481) #7
  %483 = fsub contract float %482, %465
  br label %527

484:                                              ; preds = %452
  %485 = tail call noundef float @llvm.nvvm.fabs.f32(float %472)
  %486 = fsub contract float %485, %465
  %487 = tail call noundef float @llvm.nvvm.fabs.f32(float %473)
  %488 = fsub contract float %487, %467
  %489 = tail call noundef float @llvm.nvvm.fabs.f32(float %474)
  %490 = fsub contract float %489, %469
  %491 = tail call noundef float @llvm.maxnum.f32(float %486, float 0.000000e+00)
  %492 = tail call noundef float @llvm.maxnum.f32(float %488, float 0.000000e+00)
  %493 = tail call noundef float @llvm.maxnum.f32(float %490, float 0.000000e+00)
  %494 = fmul contract float %491, %491
  %495 = fmul contract float %492, %492
  %496 = fadd contract float %494, %495
  %497 = fmul contract float %493, %493
  %498 = fadd contract float %496, %497
  %499 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %498) #7
  %500 = tail call noundef float @llvm.maxnum.f32(float %488, float %490)
  %501 = tail call noundef float @llvm.maxnum.f32(float %486, float %500)
  %502 = tail call noundef float @llvm.minnum.f32(float %501, float 0.000000e+00)
  %503 = fadd contract float %502, %499
  br label %527

504:                                              ; preds = %452
  %505 = fmul contract float %472, %472
  %506 = fmul contract float %474, %474
  %507 = fadd contract float %505, %506
  %508 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %507) #7
  %509 = fsub contract float %508, %465
  %510 = fmul contract float %509, %509
  %511 = fmul contract float %473, %473
  %512 = fadd contract float %511, %510
  %513 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %512) #7
  %514 = fsub contract float %513, %467
  br label %527

515:                                              ; preds = %452
  %516 = fneg contract float %469
  %517 = tail call noundef float @llvm.maxnum.f32(float %473, float %516)
  %518 = tail call noundef float @llvm.minnum.f32(float %517, float %469)
  %519 = fsub contract float %473, %518
  %520 = fmul contract float %472, %472
  %521 = fmul contract float %519, %519
  %522 = fadd contract float %520, %521
  %523 = fmul contract float %474, %474
  %524 = fadd contract float %523, %522
  %525 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %524) #7
  %526 = fsub contract float %525, %467
  br label %527

527:                                              ; preds = %476, %484, %504, %515
  %528 = phi float [ %483, %476 ], [ %503, %484 ], [ %514, %504 ], [ %526, %515 ]
  %529 = fcmp contract ogt float %471, 0x3EB0C6F7A0000000
  br i1 %529, label %530, label %541

530:                                              ; preds = %527
  %531 = fsub contract float %453, %528
  %532 = tail call noundef float @llvm.nvvm.fabs.f32(float %531)
  %533 = fsub contract float %471, %532
  %534 = tail call noundef float @llvm.maxnum.f32(float %533, float 0.000000e+00)
  %535 = fdiv contract float %534, %471
  %536 = tail call noundef float @llvm.minnum.f32(float %453, float %528)
  %537 = fmul contract float %535, %535
  %538 = fmul contract float %471, %537
  %539 = fmul contract float %538, 2.500000e-01
  %540 = fsub contract float %536, %539
  br label %543

541:                                              ; preds = %527
  %542 = tail call noundef float @llvm.minnum.f32(float %453, float %528)
  br label %543

543:                                              ; preds = %541, %530
  %544 = phi float [ %540, %530 ], [ %542, %541 ]
  %545 = add nuw nsw i32 %454, 1
  %546 = icmp eq i32 %545, %23
  br i1 %546, label %450, label %452, !llvm.loop !15

547:                                              ; preds = %450, %638
  %548 = phi float [ %639, %638 ], [ 0x4415AF1D80000000, %450 ]
  %549 = phi i32 [ %640, %638 ], [ 0, %450 ]
  %550 = zext nneg i32 %549 to i64
  %551 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %550
  %552 = load i32, ptr %551, align 4, !tbaa !6
  %553 = getelementptr inbounds nuw i8, ptr %551, i64 4
  %554 = load float, ptr %553, align 4, !tbaa !14
  %555 = getelementptr inbounds nuw i8, ptr %551, i64 8
  %556 = load float, ptr %555, align 4, !tbaa !14
  %557 = getelementptr inbounds nuw i8, ptr %551, i64 12
  %558 = load float, ptr %557, align 4, !tbaa !14
  %559 = getelementptr inbounds nuw i8, ptr %551, i64 16
  %560 = load float, ptr %559, align 4, !tbaa !14
  %561 = getelementptr inbounds nuw i8, ptr %551, i64 20
  %562 = load float, ptr %561, align 4, !tbaa !14
  %563 = getelementptr inbounds nuw i8, ptr %551, i64 24
  %564 = load float, ptr %563, align 4, !tbaa !14
  %565 = getelementptr inbounds nuw i8, ptr %551, i64 28
  %566 = load float, ptr %565, align 4, !tbaa !14
  %567 = fsub contract float %249, %554
  %568 = fsub contract float %449, %556
  %569 = fsub contract float %351, %558
  %570 = and i32 %552, 3
  switch i32 %570, label %169 [
    i32 0, label %571
    i32 1, label %579
    i32 2, label %599
    i32 3, label %610
  ]

571:                                              ; preds = %547
  %572 = fmul contract float %567, %567
  %573 = fmul contract float %568, %568
  %574 = fadd contract float %572, %573
  %575 = fmul contract float %569, %569
  %576 = fadd contract float %574, %575
  %577 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %576) #7
  %578 = fsub contract float %577, %560
  br label %622

579:                                              ; preds = %547
  %580 = tail call noundef float @llvm.nvvm.fabs.f32(float %567)
  %581 = fsub contract float %580, %560
  %582 = tail call noundef float @llvm.nvvm.fabs.f32(float %568)
  %583 = fsub contract float %582, %562
  %584 = tail call noundef float @llvm.nvvm.fabs.f32(float %569)
  %585 = fsub contract float %584, %564
  %586 = tail call noundef float @llvm.maxnum.f32(float %581, float 0.000000e+00)
  %587 = tail call noundef float @llvm.maxnum.f32(float %583, float 0.000000e+00)
  %588 = tail call noundef float @llvm.maxnum.f32(float %585, float 0.000000e+00)
  %589 = fmul contract float %586, %586
  %590 = fmul contract float %587, %587
  %591 = fadd contract float %589, %590
  %592 = fmul contract float %588, %588
  %593 = fadd contract float %591, %592
  %594 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %593) #7
  %595 = tail call noundef float @llvm.maxnum.f32(float %583, float %585)
  %596 = tail call noundef float @llvm.maxnum.f32(float %581, float %595)
  %597 = tail call noundef float @llvm.minnum.f32(float %596, float 0.000000e+00)
  %598 = fadd contract float %597, %594
  br label %622

599:                                              ; preds = %547
  %600 = fmul contract float %567, %567
  %601 = fmul contract float %569, %569
  %602 = fadd contract float %600, %601
  %603 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %602) #7
  %604 = fsub contract float %603, %560
  %605 = fmul contract float %604, %604
  %606 = fmul contract float %568, %568
  %607 = fadd contract float %606, %605
  %608 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %607) #7
  %609 = fsub contract float %608, %562
  br label %622

610:                                              ; preds = %547
  %611 = fneg contract float %564
  %612 = tail call noundef float @llvm.maxnum.f32(float %568, float %611)
  %613 = tail call noundef float @llvm.minnum.f32(float %612, float %564)
  %614 = fsub contract float %568, %613
  %615 = fmul contract float %567, %567
  %616 = fmul contract float %614, %614
  %617 = fadd contract float %615, %616
  %618 = fmul contract float %569, %569
  %619 = fadd contract float %618, %617
  %620 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %619) #7
  %621 = fsub contract float %620, %562
  br label %622

622:                                              ; preds = %571, %579, %599, %610
  %623 = phi float [ %578, %571 ], [ %598, %579 ], [ %609, %599 ], [ %621, %610 ]
  %624 = fcmp contract ogt float %566, 0x3EB0C6F7A0000000
  br i1 %624, label %625, label %636

625:                                              ; preds = %622
  %626 = fsub contract float %548, %623
  %627 = tail call noundef float @llvm.nvvm.fabs.f32(float %626)
  %628 = fsub contract float %566, %627
  %629 = tail call noundef float @llvm.maxnum.f32(float %628, float 0.000000e+00)
  %630 = fdiv contract float %629, %566
  %631 = tail call noundef float @llvm.minnum.f32(float %548, float %623)
  %632 = fmul contract float %630, %630
  %633 = fmul contract float %566, %632
  %634 = fmul contract float %633, 2.500000e-01
  %635 = fsub contract float %631, %634
  br label %638

636:                                              ; preds = %622
  %637 = tail call noundef float @llvm.minnum.f32(float %548, float %623)
  br label %638

638:                                              ; preds = %636, %625
  %639 = phi float [ %635, %625 ], [ %637, %636 ]
  %640 = add nuw nsw i32 %549, 1
  %641 = icmp eq i32 %640, %23
  br i1 %641, label %642, label %547, !llvm.loop !15

642:                                              ; preds = %638, %450
  %643 = phi float [ 0x4415AF1D80000000, %450 ], [ %639, %638 ]
  %644 = fsub contract float %349, %448
  %645 = fsub contract float %644, %451
  %646 = fadd contract float %645, %643
  %647 = fneg contract float %349
  %648 = fsub contract float %647, %448
  %649 = fadd contract float %648, %451
  %650 = fadd contract float %649, %643
  %651 = fsub contract float %448, %349
  %652 = fsub contract float %651, %451
  %653 = fadd contract float %652, %643
  %654 = fmul contract float %646, %646
  %655 = fmul contract float %650, %650
  %656 = fadd contract float %654, %655
  %657 = fmul contract float %653, %653
  %658 = fadd contract float %657, %656
  %659 = tail call noundef float @llvm.maxnum.f32(float %658, float 0x3BC79CA100000000)
  %660 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %659)
  %661 = fmul contract float %646, %660
  %662 = fmul contract float %650, %660
  %663 = fmul contract float %653, %660
  %664 = fmul contract float %661, 0x3FB47AE140000000
  %665 = fadd contract float %240, %664
  %666 = fmul contract float %662, 0x3FB47AE140000000
  %667 = fadd contract float %244, %666
  %668 = fmul contract float %663, 0x3FB47AE140000000
  %669 = fadd contract float %248, %668
  br i1 %252, label %1043, label %948

670:                                              ; preds = %1465
  %671 = fcmp uno float %1513, 0.000000e+00
  br i1 %671, label %679, label %672

672:                                              ; preds = %670
  %673 = fcmp oeq float %1512, 0.000000e+00
  %674 = fcmp oeq float %1513, 0x7FF0000000000000
  %675 = select i1 %673, i1 true, i1 %674
  %676 = fadd float %1512, %1512
  %677 = tail call float @llvm.fabs.f32(float %676)
  %678 = select i1 %675, float %677, float %1580
  br label %681

679:                                              ; preds = %670
  %680 = tail call float @llvm.nvvm.add.rn.f(float %1512, float 3.200000e+01) #7
  br label %681

681:                                              ; preds = %672, %1465, %679
  %682 = phi float [ 1.000000e+00, %1465 ], [ %680, %679 ], [ %678, %672 ]
  %683 = fmul contract float %1473, 0x3FC3333340000000
  %684 = fmul contract float %1495, 7.500000e-01
  %685 = fadd contract float %683, %684
  %686 = fmul contract float %685, 0x3FECCCCCC0000000
  %687 = fadd contract float %686, %682
  %688 = tail call noundef float @llvm.minnum.f32(float %687, float 1.000000e+00)
  %689 = tail call float @llvm.nvvm.fabs.f32(float %688)
  %690 = fcmp olt float %689, 0x3810000000000000
  %691 = fmul float %689, 0x4170000000000000
  %692 = select i1 %690, float %691, float %689
  %693 = select i1 %690, float -2.400000e+01, float 0.000000e+00
  %694 = bitcast float %692 to i32
  %695 = add i32 %694, -1060439283
  %696 = and i32 %695, -8388608
  %697 = sub i32 %694, %696
  %698 = bitcast i32 %697 to float
  %699 = sitofp i32 %696 to float
  %700 = tail call float @llvm.fma.f32(float %699, float 0x3E80000000000000, float %693)
  %701 = fadd float %698, -1.000000e+00
  %702 = fadd float %698, 1.000000e+00
  %703 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %702) #8, !srcloc !18
  %704 = fmul float %701, 2.000000e+00
  %705 = fmul float %703, %704
  %706 = fmul float %705, %705
  %707 = fsub float %701, %705
  %708 = fmul float %707, 2.000000e+00
  %709 = fneg float %705
  %710 = tail call float @llvm.fma.f32(float %709, float %701, float %708)
  %711 = tail call float @llvm.nvvm.mul.rn.f(float %703, float %710) #7
  %712 = tail call float @llvm.fma.f32(float %706, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %713 = tail call float @llvm.fma.f32(float %712, float %706, float 0x3F92776E60000000)
  %714 = tail call float @llvm.fma.f32(float %713, float %706, float 0x3FBEC709E0000000)
  %715 = tail call float @llvm.nvvm.mul.rn.f(float %714, float %706) #7
  %716 = tail call float @llvm.fma.f32(float %705, float 0x3FF7154760000000, float %700)
  %717 = fsub float %700, %716
  %718 = tail call float @llvm.fma.f32(float %705, float 0x3FF7154760000000, float %717)
  %719 = tail call float @llvm.fma.f32(float %711, float 0x3FF7154760000000, float %718)
  %720 = tail call float @llvm.fma.f32(float %705, float 0x3E54ABC680000000, float %719)
  %721 = fmul float %715, 3.000000e+00
  %722 = tail call float @llvm.fma.f32(float %721, float %711, float %720)
  %723 = tail call float @llvm.fma.f32(float %715, float %705, float %722)
  %724 = tail call float @llvm.nvvm.add.rn.f(float %716, float %723) #7
  %725 = fneg float %716
  %726 = tail call float @llvm.nvvm.add.rn.f(float %724, float %725) #7
  %727 = fneg float %726
  %728 = tail call float @llvm.nvvm.add.rn.f(float %723, float %727) #7
  %729 = tail call float @llvm.nvvm.mul.rn.f(float %724, float 0x3FDD1745C0000000) #7
  %730 = fneg float %729
  %731 = tail call float @llvm.fma.f32(float %724, float 0x3FDD1745C0000000, float %730)
  %732 = tail call float @llvm.fma.f32(float %728, float 0x3FDD1745C0000000, float %731)
  %733 = tail call float @llvm.nvvm.round.f(float %729) #7
  %734 = fsub float %729, %733
  %735 = fadd float %734, %732
  %736 = tail call float @llvm.fma.f32(float %735, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %737 = tail call float @llvm.fma.f32(float %736, float %735, float 0x3F83B30AC0000000)
  %738 = tail call float @llvm.fma.f32(float %737, float %735, float 0x3FAC6AF760000000)
  %739 = tail call float @llvm.fma.f32(float %738, float %735, float 0x3FCEBFBD80000000)
  %740 = tail call float @llvm.fma.f32(float %739, float %735, float 0x3FE62E4300000000)
  %741 = tail call float @llvm.fma.f32(float %740, float %735, float 1.000000e+00)
  %742 = tail call i32 @llvm.nvvm.f2i.rz(float %733) #7
  %743 = fcmp ogt float %733, 0.000000e+00
  %744 = select i1 %743, i32 0, i32 -2097152000
  %745 = add nsw i32 %744, 2130706432
  %746 = bitcast i32 %745 to float
  %747 = fmul float %741, %746
  %748 = shl i32 %742, 23
  %749 = sub i32 %748, %744
  %750 = bitcast i32 %749 to float
  %751 = fmul float %747, %750
  %752 = tail call float @llvm.nvvm.fabs.f32(float %729)
  %753 = fcmp ogt float %752, 1.520000e+02
  %754 = fcmp olt float %729, 0.000000e+00
  %755 = select i1 %754, float 0.000000e+00, float 0x7FF0000000000000
  %756 = select i1 %753, float %755, float %751
  %757 = fcmp oeq float %688, 1.000000e+00
  br i1 %757, label %772, label %758

758:                                              ; preds = %681
  %759 = fcmp uno float %689, 0.000000e+00
  br i1 %759, label %764, label %760

760:                                              ; preds = %758
  %761 = fcmp oeq float %688, 0.000000e+00
  %762 = fcmp oeq float %689, 0x7FF0000000000000
  %763 = select i1 %761, i1 true, i1 %762
  br i1 %763, label %766, label %769

764:                                              ; preds = %758
  %765 = tail call float @llvm.nvvm.add.rn.f(float %688, float 0x3FDD1745C0000000) #7
  br label %772

766:                                              ; preds = %760
  %767 = fadd float %688, %688
  %768 = tail call float @llvm.fabs.f32(float %767)
  br label %772

769:                                              ; preds = %760
  %770 = fcmp olt float %688, 0.000000e+00
  br i1 %770, label %771, label %772

771:                                              ; preds = %769
  br label %772

772:                                              ; preds = %681, %764, %766, %769, %771
  %773 = phi float [ 1.000000e+00, %681 ], [ %765, %764 ], [ %768, %766 ], [ %756, %769 ], [ 0x7FFFFFFFE0000000, %771 ]
  %774 = fmul contract float %685, 0x3FE6666660000000
  %775 = fadd contract float %774, %682
  %776 = tail call noundef float @llvm.minnum.f32(float %775, float 1.000000e+00)
  %777 = tail call float @llvm.nvvm.fabs.f32(float %776)
  %778 = fcmp olt float %777, 0x3810000000000000
  %779 = fmul float %777, 0x4170000000000000
  %780 = select i1 %778, float %779, float %777
  %781 = select i1 %778, float -2.400000e+01, float 0.000000e+00
  %782 = bitcast float %780 to i32
  %783 = add i32 %782, -1060439283
  %784 = and i32 %783, -8388608
  %785 = sub i32 %782, %784
  %786 = bitcast i32 %785 to float
  %787 = sitofp i32 %784 to float
  %788 = tail call float @llvm.fma.f32(float %787, float 0x3E80000000000000, float %781)
  %789 = fadd float %786, -1.000000e+00
  %790 = fadd float %786, 1.000000e+00
  %791 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %790) #8, !srcloc !18
  %792 = fmul float %789, 2.000000e+00
  %793 = fmul float %792, %791
  %794 = fmul float %793, %793
  %795 = fsub float %789, %793
  %796 = fmul float %795, 2.000000e+00
  %797 = fneg float %793
  %798 = tail call float @llvm.fma.f32(float %797, float %789, float %796)
  %799 = tail call float @llvm.nvvm.mul.rn.f(float %791, float %798) #7
  %800 = tail call float @llvm.fma.f32(float %794, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %801 = tail call float @llvm.fma.f32(float %800, float %794, float 0x3F92776E60000000)
  %802 = tail call float @llvm.fma.f32(float %801, float %794, float 0x3FBEC709E0000000)
  %803 = tail call float @llvm.nvvm.mul.rn.f(float %802, float %794) #7
  %804 = tail call float @llvm.fma.f32(float %793, float 0x3FF7154760000000, float %788)
  %805 = fsub float %788, %804
  %806 = tail call float @llvm.fma.f32(float %793, float 0x3FF7154760000000, float %805)
  %807 = tail call float @llvm.fma.f32(float %799, float 0x3FF7154760000000, float %806)
  %808 = tail call float @llvm.fma.f32(float %793, float 0x3E54ABC680000000, float %807)
  %809 = fmul float %803, 3.000000e+00
  %810 = tail call float @llvm.fma.f32(float %809, float %799, float %808)
  %811 = tail call float @llvm.fma.f32(float %803, float %793, float %810)
  %812 = tail call float @llvm.nvvm.add.rn.f(float %804, float %811) #7
  %813 = fneg float %804
  %814 = tail call float @llvm.nvvm.add.rn.f(float %812, float %813) #7
  %815 = fneg float %814
  %816 = tail call float @llvm.nvvm.add.rn.f(float %811, float %815) #7
  %817 = tail call float @llvm.nvvm.mul.rn.f(float %812, float 0x3FDD1745C0000000) #7
  %818 = fneg float %817
  %819 = tail call float @llvm.fma.f32(float %812, float 0x3FDD1745C0000000, float %818)
  %820 = tail call float @llvm.fma.f32(float %816, float 0x3FDD1745C0000000, float %819)
  %821 = tail call float @llvm.nvvm.round.f(float %817) #7
  %822 = fsub float %817, %821
  %823 = fadd float %822, %820
  %824 = tail call float @llvm.fma.f32(float %823, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %825 = tail call float @llvm.fma.f32(float %824, float %823, float 0x3F83B30AC0000000)
  %826 = tail call float @llvm.fma.f32(float %825, float %823, float 0x3FAC6AF760000000)
  %827 = tail call float @llvm.fma.f32(float %826, float %823, float 0x3FCEBFBD80000000)
  %828 = tail call float @llvm.fma.f32(float %827, float %823, float 0x3FE62E4300000000)
  %829 = tail call float @llvm.fma.f32(float %828, float %823, float 1.000000e+00)
  %830 = tail call i32 @llvm.nvvm.f2i.rz(float %821) #7
  %831 = fcmp ogt float %821, 0.000000e+00
  %832 = select i1 %831, i32 0, i32 -2097152000
  %833 = add nsw i32 %832, 2130706432
  %834 = bitcast i32 %833 to float
  %835 = fmul float %829, %834
  %836 = shl i32 %830, 23
  %837 = sub i32 %836, %832
  %838 = bitcast i32 %837 to float
  %839 = fmul float %835, %838
  %840 = tail call float @llvm.nvvm.fabs.f32(float %817)
  %841 = fcmp ogt float %840, 1.520000e+02
  %842 = fcmp olt float %817, 0.000000e+00
  %843 = select i1 %842, float 0.000000e+00, float 0x7FF0000000000000
  %844 = select i1 %841, float %843, float %839
  %845 = fcmp oeq float %776, 1.000000e+00
  br i1 %845, label %860, label %846

846:                                              ; preds = %772
  %847 = fcmp uno float %777, 0.000000e+00
  br i1 %847, label %852, label %848

848:                                              ; preds = %846
  %849 = fcmp oeq float %776, 0.000000e+00
  %850 = fcmp oeq float %777, 0x7FF0000000000000
  %851 = select i1 %849, i1 true, i1 %850
  br i1 %851, label %854, label %857

852:                                              ; preds = %846
  %853 = tail call float @llvm.nvvm.add.rn.f(float %776, float 0x3FDD1745C0000000) #7
  br label %860

854:                                              ; preds = %848
  %855 = fadd float %776, %776
  %856 = tail call float @llvm.fabs.f32(float %855)
  br label %860

857:                                              ; preds = %848
  %858 = fcmp olt float %776, 0.000000e+00
  br i1 %858, label %859, label %860

859:                                              ; preds = %857
  br label %860

860:                                              ; preds = %772, %852, %854, %857, %859
  %861 = phi float [ 1.000000e+00, %772 ], [ %853, %852 ], [ %856, %854 ], [ %844, %857 ], [ 0x7FFFFFFFE0000000, %859 ]
  %862 = fmul contract float %685, 5.000000e-01
  %863 = fadd contract float %862, %682
  %864 = tail call noundef float @llvm.minnum.f32(float %863, float 1.000000e+00)
  %865 = tail call float @llvm.nvvm.fabs.f32(float %864)
  %866 = fcmp olt float %865, 0x3810000000000000
  %867 = fmul float %865, 0x4170000000000000
  %868 = select i1 %866, float %867, float %865
  %869 = select i1 %866, float -2.400000e+01, float 0.000000e+00
  %870 = bitcast float %868 to i32
  %871 = add i32 %870, -1060439283
  %872 = and i32 %871, -8388608
  %873 = sub i32 %870, %872
  %874 = bitcast i32 %873 to float
  %875 = sitofp i32 %872 to float
  %876 = tail call float @llvm.fma.f32(float %875, float 0x3E80000000000000, float %869)
  %877 = fadd float %874, -1.000000e+00
  %878 = fadd float %874, 1.000000e+00
  %879 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %878) #8, !srcloc !18
  %880 = fmul float %877, 2.000000e+00
  %881 = fmul float %880, %879
  %882 = fmul float %881, %881
  %883 = fsub float %877, %881
  %884 = fmul float %883, 2.000000e+00
  %885 = fneg float %881
  %886 = tail call float @llvm.fma.f32(float %885, float %877, float %884)
  %887 = tail call float @llvm.nvvm.mul.rn.f(float %879, float %886) #7
  %888 = tail call float @llvm.fma.f32(float %882, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %889 = tail call float @llvm.fma.f32(float %888, float %882, float 0x3F92776E60000000)
  %890 = tail call float @llvm.fma.f32(float %889, float %882, float 0x3FBEC709E0000000)
  %891 = tail call float @llvm.nvvm.mul.rn.f(float %890, float %882) #7
  %892 = tail call float @llvm.fma.f32(float %881, float 0x3FF7154760000000, float %876)
  %893 = fsub float %876, %892
  %894 = tail call float @llvm.fma.f32(float %881, float 0x3FF7154760000000, float %893)
  %895 = tail call float @llvm.fma.f32(float %887, float 0x3FF7154760000000, float %894)
  %896 = tail call float @llvm.fma.f32(float %881, float 0x3E54ABC680000000, float %895)
  %897 = fmul float %891, 3.000000e+00
  %898 = tail call float @llvm.fma.f32(float %897, float %887, float %896)
  %899 = tail call float @llvm.fma.f32(float %891, float %881, float %898)
  %900 = tail call float @llvm.nvvm.add.rn.f(float %892, float %899) #7
  %901 = fneg float %892
  %902 = tail call float @llvm.nvvm.add.rn.f(float %900, float %901) #7
  %903 = fneg float %902
  %904 = tail call float @llvm.nvvm.add.rn.f(float %899, float %903) #7
  %905 = tail call float @llvm.nvvm.mul.rn.f(float %900, float 0x3FDD1745C0000000) #7
  %906 = fneg float %905
  %907 = tail call float @llvm.fma.f32(float %900, float 0x3FDD1745C0000000, float %906)
  %908 = tail call float @llvm.fma.f32(float %904, float 0x3FDD1745C0000000, float %907)
  %909 = tail call float @llvm.nvvm.round.f(float %905) #7
  %910 = fsub float %905, %909
  %911 = fadd float %910, %908
  %912 = tail call float @llvm.fma.f32(float %911, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %913 = tail call float @llvm.fma.f32(float %912, float %911, float 0x3F83B30AC0000000)
  %914 = tail call float @llvm.fma.f32(float %913, float %911, float 0x3FAC6AF760000000)
  %915 = tail call float @llvm.fma.f32(float %914, float %911, float 0x3FCEBFBD80000000)
  %916 = tail call float @llvm.fma.f32(float %915, float %911, float 0x3FE62E4300000000)
  %917 = tail call float @llvm.fma.f32(float %916, float %911, float 1.000000e+00)
  %918 = tail call i32 @llvm.nvvm.f2i.rz(float %909) #7
  %919 = fcmp ogt float %909, 0.000000e+00
  %920 = select i1 %919, i32 0, i32 -2097152000
  %921 = add nsw i32 %920, 2130706432
  %922 = bitcast i32 %921 to float
  %923 = fmul float %917, %922
  %924 = shl i32 %918, 23
  %925 = sub i32 %924, %920
  %926 = bitcast i32 %925 to float
  %927 = fmul float %923, %926
  %928 = tail call float @llvm.nvvm.fabs.f32(float %905)
  %929 = fcmp ogt float %928, 1.520000e+02
  %930 = fcmp olt float %905, 0.000000e+00
  %931 = select i1 %930, float 0.000000e+00, float 0x7FF0000000000000
  %932 = select i1 %929, float %931, float %927
  %933 = fcmp oeq float %864, 1.000000e+00
  br i1 %933, label %1582, label %934

934:                                              ; preds = %860
  %935 = fcmp uno float %865, 0.000000e+00
  br i1 %935, label %940, label %936

936:                                              ; preds = %934
  %937 = fcmp oeq float %864, 0.000000e+00
  %938 = fcmp oeq float %865, 0x7FF0000000000000
  %939 = select i1 %937, i1 true, i1 %938
  br i1 %939, label %942, label %945

940:                                              ; preds = %934
  %941 = tail call float @llvm.nvvm.add.rn.f(float %864, float 0x3FDD1745C0000000) #7
  br label %1582

942:                                              ; preds = %936
  %943 = fadd float %864, %864
  %944 = tail call float @llvm.fabs.f32(float %943)
  br label %1582

945:                                              ; preds = %936
  %946 = fcmp olt float %864, 0.000000e+00
  br i1 %946, label %947, label %1582

947:                                              ; preds = %945
  br label %1582

948:                                              ; preds = %642, %1039
  %949 = phi float [ %1040, %1039 ], [ 0x4415AF1D80000000, %642 ]
  %950 = phi i32 [ %1041, %1039 ], [ 0, %642 ]
  %951 = zext nneg i32 %950 to i64
  %952 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %951
  %953 = load i32, ptr %952, align 4, !tbaa !6
  %954 = getelementptr inbounds nuw i8, ptr %952, i64 4
  %955 = load float, ptr %954, align 4, !tbaa !14
  %956 = getelementptr inbounds nuw i8, ptr %952, i64 8
  %957 = load float, ptr %956, align 4, !tbaa !14
  %958 = getelementptr inbounds nuw i8, ptr %952, i64 12
  %959 = load float, ptr %958, align 4, !tbaa !14
  %960 = getelementptr inbounds nuw i8, ptr %952, i64 16
  %961 = load float, ptr %960, align 4, !tbaa !14
  %962 = getelementptr inbounds nuw i8, ptr %952, i64 20
  %963 = load float, ptr %962, align 4, !tbaa !14
  %964 = getelementptr inbounds nuw i8, ptr %952, i64 24
  %965 = load float, ptr %964, align 4, !tbaa !14
  %966 = getelementptr inbounds nuw i8, ptr %952, i64 28
  %967 = load float, ptr %966, align 4, !tbaa !14
  %968 = fsub contract float %665, %955
  %969 = fsub contract float %667, %957
  %970 = fsub contract float %669, %959
  %971 = and i32 %953, 3
  switch i32 %971, label %169 [
    i32 0, label %972
    i32 1, label %980
    i32 2, label %1000
    i32 3, label %1011
  ]

972:                                              ; preds = %948
  %973 = fmul contract float %968, %968
  %974 = fmul contract float %969, %969
  %975 = fadd contract float %973, %974
  %976 = fmul contract float %970, %970
  %977 = fadd contract float %975, %976
  %978 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %977) #7
  %979 = fsub contract float %978, %961
  br label %1023

980:                                              ; preds = %948
  %981 = tail call noundef float @llvm.nvvm.fabs.f32(float %968)
  %982 = fsub contract float %981, %961
  %983 = tail call noundef float @llvm.nvvm.fabs.f32(float %969)
  %984 = fsub contract float %983, %963
  %985 = tail call noundef float @llvm.nvvm.fabs.f32(float %970)
  %986 = fsub contract float %985, %965
  %987 = tail call noundef float @llvm.maxnum.f32(float %982, float 0.000000e+00)
  %988 = tail call noundef float @llvm.maxnum.f32(float %984, float 0.000000e+00)
  %989 = tail call noundef float @llvm.maxnum.f32(float %986, float 0.000000e+00)
  %990 = fmul contract float %987, %987
  %991 = fmul contract float %988, %988
  %992 = fadd contract float %990, %991
  %993 = fmul contract float %989, %989
  %994 = fadd contract float %992, %993
  %995 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %994) #7
  %996 = tail call noundef float @llvm.maxnum.f32(float %984, float %986)
  %997 = tail call noundef float @llvm.maxnum.f32(float %982, float %996)
  %998 = tail call noundef float @llvm.minnum.f32(float %997, float 0.000000e+00)
  %999 = fadd contract float %998, %995
  br label %1023

1000:                                             ; preds = %948
  %1001 = fmul contract float %968, %968
  %1002 = fmul contract float %970, %970
  %1003 = fadd contract float %1001, %1002
  %1004 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1003) #7
  %1005 = fsub contract float %1004, %961
  %1006 = fmul contract float %1005, %1005
  %1007 = fmul contract float %969, %969
  %1008 = fadd contract float %1007, %1006
  %1009 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1008) #7
  %1010 = fsub contract float %1009, %963
  br label %1023

1011:                                             ; preds = %948
  %1012 = fneg contract float %965
  %1013 = tail call noundef float @llvm.maxnum.f32(float %969, float %1012)
  %1014 = tail call noundef float @llvm.minnum.f32(float %1013, float %965)
  %1015 = fsub contract float %969, %1014
  %1016 = fmul contract float %968, %968
  %1017 = fmul contract float %1015, %1015
  %1018 = fadd contract float %1016, %1017
  %1019 = fmul contract float %970, %970
  %1020 = fadd contract float %1019, %1018
  %1021 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1020) #7
  %1022 = fsub contract float %1021, %963
  br label %1023

1023:                                             ; preds = %972, %980, %1000, %1011
  %1024 = phi float [ %979, %972 ], [ %999, %980 ], [ %1010, %1000 ], [ %1022, %1011 ]
  %1025 = fcmp contract ogt float %967, 0x3EB0C6F7A0000000
  br i1 %1025, label %1026, label %1037

1026:                                             ; preds = %1023
  %1027 = fsub contract float %949, %1024
  %1028 = tail call noundef float @llvm.nvvm.fabs.f32(float %1027)
  %1029 = fsub contract float %967, %1028
  %1030 = tail call noundef float @llvm.maxnum.f32(float %1029, float 0.000000e+00)
  %1031 = fdiv contract float %1030, %967
  %1032 = tail call noundef float @llvm.minnum.f32(float %949, float %1024)
  %1033 = fmul contract float %1031, %1031
  %1034 = fmul contract float %967, %1033
  %1035 = fmul contract float %1034, 2.500000e-01
  %1036 = fsub contract float %1032, %1035
  br label %1039

1037:                                             ; preds = %1023
  %1038 = tail call noundef float @llvm.minnum.f32(float %949, float %1024)
  br label %1039

1039:                                             ; preds = %1037, %1026
  %1040 = phi float [ %1036, %1026 ], [ %1038, %1037 ]
  %1041 = add nuw nsw i32 %950, 1
  %1042 = icmp eq i32 %1041, %23
  br i1 %1042, label %1043, label %948, !llvm.loop !15

1043:                                             ; preds = %1039, %642
  %1044 = phi float [ 0x4415AF1D80000000, %642 ], [ %1040, %1039 ]
  %1045 = fsub contract float 0x3FB47AE140000000, %1044
  %1046 = fmul contract float %661, 0x3FC1EB8520000000
  %1047 = fadd contract float %240, %1046
  %1048 = fmul contract float %662, 0x3FC1EB8520000000
  %1049 = fadd contract float %244, %1048
  %1050 = fmul contract float %663, 0x3FC1EB8520000000
  %1051 = fadd contract float %248, %1050
  br i1 %252, label %1147, label %1052

1052:                                             ; preds = %1043, %1143
  %1053 = phi float [ %1144, %1143 ], [ 0x4415AF1D80000000, %1043 ]
  %1054 = phi i32 [ %1145, %1143 ], [ 0, %1043 ]
  %1055 = zext nneg i32 %1054 to i64
  %1056 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1055
  %1057 = load i32, ptr %1056, align 4, !tbaa !6
  %1058 = getelementptr inbounds nuw i8, ptr %1056, i64 4
  %1059 = load float, ptr %1058, align 4, !tbaa !14
  %1060 = getelementptr inbounds nuw i8, ptr %1056, i64 8
  %1061 = load float, ptr %1060, align 4, !tbaa !14
  %1062 = getelementptr inbounds nuw i8, ptr %1056, i64 12
  %1063 = load float, ptr %1062, align 4, !tbaa !14
  %1064 = getelementptr inbounds nuw i8, ptr %1056, i64 16
  %1065 = load float, ptr %1064, align 4, !tbaa !14
  %1066 = getelementptr inbounds nuw i8, ptr %1056, i64 20
  %1067 = load float, ptr %1066, align 4, !tbaa !14
  %1068 = getelementptr inbounds nuw i8, ptr %1056, i64 24
  %1069 = load float, ptr %1068, align 4, !tbaa !14
  %1070 = getelementptr inbounds nuw i8, ptr %1056, i64 28
  %1071 = load float, ptr %1070, align 4, !tbaa !14
  %1072 = fsub contract float %1047, %1059
  %1073 = fsub contract float %1049, %1061
  %1074 = fsub contract float %1051, %1063
  %1075 = and i32 %1057, 3
  switch i32 %1075, label %169 [
    i32 0, label %1119
    i32 1, label %1099
    i32 2, label %1088
    i32 3, label %1076
  ]

1076:                                             ; preds = %1052
  %1077 = fneg contract float %1069
  %1078 = tail call noundef float @llvm.maxnum.f32(float %1073, float %1077)
  %1079 = tail call noundef float @llvm.minnum.f32(float %1078, float %1069)
  %1080 = fsub contract float %1073, %1079
  %1081 = fmul contract float %1072, %1072
  %1082 = fmul contract float %1080, %1080
  %1083 = fadd contract float %1081, %1082
  %1084 = fmul contract float %1074, %1074
  %1085 = fadd contract float %1084, %1083
  %1086 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1085) #7
  %1087 = fsub contract float %1086, %1067
  br label %1127

1088:                                             ; preds = %1052
  %1089 = fmul contract float %1072, %1072
  %1090 = fmul contract float %1074, %1074
  %1091 = fadd contract float %1089, %1090
  %1092 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1091) #7
  %1093 = fsub contract float %1092, %1065
  %1094 = fmul contract float %1093, %1093
  %1095 = fmul contract float %1073, %1073
  %1096 = fadd contract float %1095, %1094
  %1097 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1096) #7
  %1098 = fsub contract float %1097, %1067
  br label %1127

1099:                                             ; preds = %1052
  %1100 = tail call noundef float @llvm.nvvm.fabs.f32(float %1072)
  %1101 = fsub contract float %1100, %1065
  %1102 = tail call noundef float @llvm.nvvm.fabs.f32(float %1073)
  %1103 = fsub contract float %1102, %1067
  %1104 = tail call noundef float @llvm.nvvm.fabs.f32(float %1074)
  %1105 = fsub contract float %1104, %1069
  %1106 = tail call noundef float @llvm.maxnum.f32(float %1101, float 0.000000e+00)
  %1107 = tail call noundef float @llvm.maxnum.f32(float %1103, float 0.000000e+00)
  %1108 = tail call noundef float @llvm.maxnum.f32(float %1105, float 0.000000e+00)
  %1109 = fmul contract float %1106, %1106
  %1110 = fmul contract float %1107, %1107
  %1111 = fadd contract float %1109, %1110
  %1112 = fmul contract float %1108, %1108
  %1113 = fadd contract float %1111, %1112
  %1114 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1113) #7
  %1115 = tail call noundef float @llvm.maxnum.f32(float %1103, float %1105)
  %1116 = tail call noundef float @llvm.maxnum.f32(float %1101, float %1115)
  %1117 = tail call noundef float @llvm.minnum.f32(float %1116, float 0.000000e+00)
  %1118 = fadd contract float %1117, %1114
  br label %1127

1119:                                             ; preds = %1052
  %1120 = fmul contract float %1072, %1072
  %1121 = fmul contract float %1073, %1073
  %1122 = fadd contract float %1120, %1121
  %1123 = fmul contract float %1074, %1074
  %1124 = fadd contract float %1122, %1123
  %1125 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1124) #7
  %1126 = fsub contract float %1125, %1065
  br label %1127

1127:                                             ; preds = %1119, %1099, %1088, %1076
  %1128 = phi float [ %1126, %1119 ], [ %1118, %1099 ], [ %1098, %1088 ], [ %1087, %1076 ]
  %1129 = fcmp contract ogt float %1071, 0x3EB0C6F7A0000000
  br i1 %1129, label %1132, label %1130

1130:                                             ; preds = %1127
  %1131 = tail call noundef float @llvm.minnum.f32(float %1053, float %1128)
  br label %1143

1132:                                             ; preds = %1127
  %1133 = fsub contract float %1053, %1128
  %1134 = tail call noundef float @llvm.nvvm.fabs.f32(float %1133)
  %1135 = fsub contract float %1071, %1134
  %1136 = tail call noundef float @llvm.maxnum.f32(float %1135, float 0.000000e+00)
  %1137 = fdiv contract float %1136, %1071
  %1138 = tail call noundef float @llvm.minnum.f32(float %1053, float %1128)
  %1139 = fmul contract float %1137, %1137
  %1140 = fmul contract float %1071, %1139
  %1141 = fmul contract float %1140, 2.500000e-01
  %1142 = fsub contract float %1138, %1141
  br label %1143

1143:                                             ; preds = %1132, %1130
  %1144 = phi float [ %1142, %1132 ], [ %1131, %1130 ]
  %1145 = add nuw nsw i32 %1054, 1
  %1146 = icmp eq i32 %1145, %23
  br i1 %1146, label %1147, label %1052, !llvm.loop !15

1147:                                             ; preds = %1143, %1043
  %1148 = phi float [ 0x4415AF1D80000000, %1043 ], [ %1144, %1143 ]
  %1149 = fsub contract float 0x3FC1EB8520000000, %1148
  %1150 = fmul contract float %1149, 0x3FE6666660000000
  %1151 = fadd contract float %1045, %1150
  %1152 = fmul contract float %661, 0x3FC9999980000000
  %1153 = fadd contract float %240, %1152
  %1154 = fmul contract float %662, 0x3FC9999980000000
  %1155 = fadd contract float %244, %1154
  %1156 = fmul contract float %663, 0x3FC9999980000000
  %1157 = fadd contract float %248, %1156
  br i1 %252, label %1253, label %1158

1158:                                             ; preds = %1147, %1249
  %1159 = phi float [ %1250, %1249 ], [ 0x4415AF1D80000000, %1147 ]
  %1160 = phi i32 [ %1251, %1249 ], [ 0, %1147 ]
  %1161 = zext nneg i32 %1160 to i64
  %1162 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1161
  %1163 = load i32, ptr %1162, align 4, !tbaa !6
  %1164 = getelementptr inbounds nuw i8, ptr %1162, i64 4
  %1165 = load float, ptr %1164, align 4, !tbaa !14
  %1166 = getelementptr inbounds nuw i8, ptr %1162, i64 8
  %1167 = load float, ptr %1166, align 4, !tbaa !14
  %1168 = getelementptr inbounds nuw i8, ptr %1162, i64 12
  %1169 = load float, ptr %1168, align 4, !tbaa !14
  %1170 = getelementptr inbounds nuw i8, ptr %1162, i64 16
  %1171 = load float, ptr %1170, align 4, !tbaa !14
  %1172 = getelementptr inbounds nuw i8, ptr %1162, i64 20
  %1173 = load float, ptr %1172, align 4, !tbaa !14
  %1174 = getelementptr inbounds nuw i8, ptr %1162, i64 24
  %1175 = load float, ptr %1174, align 4, !tbaa !14
  %1176 = getelementptr inbounds nuw i8, ptr %1162, i64 28
  %1177 = load float, ptr %1176, align 4, !tbaa !14
  %1178 = fsub contract float %1153, %1165
  %1179 = fsub contract float %1155, %1167
  %1180 = fsub contract float %1157, %1169
  %1181 = and i32 %1163, 3
  switch i32 %1181, label %169 [
    i32 0, label %1225
    i32 1, label %1205
    i32 2, label %1194
    i32 3, label %1182
  ]

1182:                                             ; preds = %1158
  %1183 = fneg contract float %1175
  %1184 = tail call noundef float @llvm.maxnum.f32(float %1179, float %1183)
  %1185 = tail call noundef float @llvm.minnum.f32(float %1184, float %1175)
  %1186 = fsub contract float %1179, %1185
  %1187 = fmul contract float %1178, %1178
  %1188 = fmul contract float %1186, %1186
  %1189 = fadd contract float %1187, %1188
  %1190 = fmul contract float %1180, %1180
  %1191 = fadd contract float %1190, %1189
  %1192 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1191) #7
  %1193 = fsub contract float %1192, %1173
  br label %1233

1194:                                             ; preds = %1158
  %1195 = fmul contract float %1178, %1178
  %1196 = fmul contract float %1180, %1180
  %1197 = fadd contract float %1195, %1196
  %1198 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1197) #7
  %1199 = fsub contract float %1198, %1171
  %1200 = fmul contract float %1199, %1199
  %1201 = fmul contract float %1179, %1179
  %1202 = fadd contract float %1201, %1200
  %1203 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1202) #7
  %1204 = fsub contract float %1203, %1173
  br label %1233

1205:                                             ; preds = %1158
  %1206 = tail call noundef float @llvm.nvvm.fabs.f32(float %1178)
  %1207 = fsub contract float %1206, %1171
  %1208 = tail call noundef float @llvm.nvvm.fabs.f32(float %1179)
  %1209 = fsub contract float %1208, %1173
  %1210 = tail call noundef float @llvm.nvvm.fabs.f32(float %1180)
  %1211 = fsub contract float %1210, %1175
  %1212 = tail call noundef float @llvm.maxnum.f32(float %1207, float 0.000000e+00)
  %1213 = tail call noundef float @llvm.maxnum.f32(float %1209, float 0.000000e+00)
  %1214 = tail call noundef float @llvm.maxnum.f32(float %1211, float 0.000000e+00)
  %1215 = fmul contract float %1212, %1212
  %1216 = fmul contract float %1213, %1213
  %1217 = fadd contract float %1215, %1216
  %1218 = fmul contract float %1214, %1214
  %1219 = fadd contract float %1217, %1218
  %1220 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1219) #7
  %1221 = tail call noundef float @llvm.maxnum.f32(float %1209, float %1211)
  %1222 = tail call noundef float @llvm.maxnum.f32(float %1207, float %1221)
  %1223 = tail call noundef float @llvm.minnum.f32(float %1222, float 0.000000e+00)
  %1224 = fadd contract float %1223, %1220
  br label %1233

1225:                                             ; preds = %1158
  %1226 = fmul contract float %1178, %1178
  %1227 = fmul contract float %1179, %1179
  %1228 = fadd contract float %1226, %1227
  %1229 = fmul contract float %1180, %1180
  %1230 = fadd contract float %1228, %1229
  %1231 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1230) #7
  %1232 = fsub contract float %1231, %1171
  br label %1233

1233:                                             ; preds = %1225, %1205, %1194, %1182
  %1234 = phi float [ %1232, %1225 ], [ %1224, %1205 ], [ %1204, %1194 ], [ %1193, %1182 ]
  %1235 = fcmp contract ogt float %1177, 0x3EB0C6F7A0000000
  br i1 %1235, label %1238, label %1236

1236:                                             ; preds = %1233
  %1237 = tail call noundef float @llvm.minnum.f32(float %1159, float %1234)
  br label %1249

1238:                                             ; preds = %1233
  %1239 = fsub contract float %1159, %1234
  %1240 = tail call noundef float @llvm.nvvm.fabs.f32(float %1239)
  %1241 = fsub contract float %1177, %1240
  %1242 = tail call noundef float @llvm.maxnum.f32(float %1241, float 0.000000e+00)
  %1243 = fdiv contract float %1242, %1177
  %1244 = tail call noundef float @llvm.minnum.f32(float %1159, float %1234)
  %1245 = fmul contract float %1243, %1243
  %1246 = fmul contract float %1177, %1245
  %1247 = fmul contract float %1246, 2.500000e-01
  %1248 = fsub contract float %1244, %1247
  br label %1249

1249:                                             ; preds = %1238, %1236
  %1250 = phi float [ %1248, %1238 ], [ %1237, %1236 ]
  %1251 = add nuw nsw i32 %1160, 1
  %1252 = icmp eq i32 %1251, %23
  br i1 %1252, label %1253, label %1158, !llvm.loop !15

1253:                                             ; preds = %1249, %1147
  %1254 = phi float [ 0x4415AF1D80000000, %1147 ], [ %1250, %1249 ]
  %1255 = fsub contract float 0x3FC9999980000000, %1254
  %1256 = fmul contract float %1255, 0x3FDF5C28E0000000
  %1257 = fadd contract float %1151, %1256
  %1258 = fmul contract float %661, 0x3FD0A3D700000000
  %1259 = fadd contract float %240, %1258
  %1260 = fmul contract float %662, 0x3FD0A3D700000000
  %1261 = fadd contract float %244, %1260
  %1262 = fmul contract float %663, 0x3FD0A3D700000000
  %1263 = fadd contract float %248, %1262
  br i1 %252, label %1359, label %1264

1264:                                             ; preds = %1253, %1355
  %1265 = phi float [ %1356, %1355 ], [ 0x4415AF1D80000000, %1253 ]
  %1266 = phi i32 [ %1357, %1355 ], [ 0, %1253 ]
  %1267 = zext nneg i32 %1266 to i64
  %1268 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1267
  %1269 = load i32, ptr %1268, align 4, !tbaa !6
  %1270 = getelementptr inbounds nuw i8, ptr %1268, i64 4
  %1271 = load float, ptr %1270, align 4, !tbaa !14
  %1272 = getelementptr inbounds nuw i8, ptr %1268, i64 8
  %1273 = load float, ptr %1272, align 4, !tbaa !14
  %1274 = getelementptr inbounds nuw i8, ptr %1268, i64 12
  %1275 = load float, ptr %1274, align 4, !tbaa !14
  %1276 = getelementptr inbounds nuw i8, ptr %1268, i64 16
  %1277 = load float, ptr %1276, align 4, !tbaa !14
  %1278 = getelementptr inbounds nuw i8, ptr %1268, i64 20
  %1279 = load float, ptr %1278, align 4, !tbaa !14
  %1280 = getelementptr inbounds nuw i8, ptr %1268, i64 24
  %1281 = load float, ptr %1280, align 4, !tbaa !14
  %1282 = getelementptr inbounds nuw i8, ptr %1268, i64 28
  %1283 = load float, ptr %1282, align 4, !tbaa !14
  %1284 = fsub contract float %1259, %1271
  %1285 = fsub contract float %1261, %1273
  %1286 = fsub contract float %1263, %1275
  %1287 = and i32 %1269, 3
  switch i32 %1287, label %169 [
    i32 0, label %1331
    i32 1, label %1311
    i32 2, label %1300
    i32 3, label %1288
  ]

1288:                                             ; preds = %1264
  %1289 = fneg contract float %1281
  %1290 = tail call noundef float @llvm.maxnum.f32(float %1285, float %1289)
  %1291 = tail call noundef float @llvm.minnum.f32(float %1290, float %1281)
  %1292 = fsub contract float %1285, %1291
  %1293 = fmul contract float %1284, %1284
  %1294 = fmul contract float %1292, %1292
  %1295 = fadd contract float %1293, %1294
  %1296 = fmul contract float %1286, %1286
  %1297 = fadd contract float %1296, %1295
  %1298 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1297) #7
  %1299 = fsub contract float %1298, %1279
  br label %1339

1300:                                             ; preds = %1264
  %1301 = fmul contract float %1284, %1284
  %1302 = fmul contract float %1286, %1286
  %1303 = fadd contract float %1301, %1302
  %1304 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1303) #7
  %1305 = fsub contract float %1304, %1277
  %1306 = fmul contract float %1305, %1305
  %1307 = fmul contract float %1285, %1285
  %1308 = fadd contract float %1307, %1306
  %1309 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1308) #7
  %1310 = fsub contract float %1309, %1279
  br label %1339

1311:                                             ; preds = %1264
  %1312 = tail call noundef float @llvm.nvvm.fabs.f32(float %1284)
  %1313 = fsub contract float %1312, %1277
  %1314 = tail call noundef float @llvm.nvvm.fabs.f32(float %1285)
  %1315 = fsub contract float %1314, %1279
  %1316 = tail call noundef float @llvm.nvvm.fabs.f32(float %1286)
  %1317 = fsub contract float %1316, %1281
  %1318 = tail call noundef float @llvm.maxnum.f32(float %1313, float 0.000000e+00)
  %1319 = tail call noundef float @llvm.maxnum.f32(float %1315, float 0.000000e+00)
  %1320 = tail call noundef float @llvm.maxnum.f32(float %1317, float 0.000000e+00)
  %1321 = fmul contract float %1318, %1318
  %1322 = fmul contract float %1319, %1319
  %1323 = fadd contract float %1321, %1322
  %1324 = fmul contract float %1320, %1320
  %1325 = fadd contract float %1323, %1324
  %1326 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1325) #7
  %1327 = tail call noundef float @llvm.maxnum.f32(float %1315, float %1317)
  %1328 = tail call noundef float @llvm.maxnum.f32(float %1313, float %1327)
  %1329 = tail call noundef float @llvm.minnum.f32(float %1328, float 0.000000e+00)
  %1330 = fadd contract float %1329, %1326
  br label %1339

1331:                                             ; preds = %1264
  %1332 = fmul contract float %1284, %1284
  %1333 = fmul contract float %1285, %1285
  %1334 = fadd contract float %1332, %1333
  %1335 = fmul contract float %1286, %1286
  %1336 = fadd contract float %1334, %1335
  %1337 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1336) #7
  %1338 = fsub contract float %1337, %1277
  br label %1339

1339:                                             ; preds = %1331, %1311, %1300, %1288
  %1340 = phi float [ %1338, %1331 ], [ %1330, %1311 ], [ %1310, %1300 ], [ %1299, %1288 ]
  %1341 = fcmp contract ogt float %1283, 0x3EB0C6F7A0000000
  br i1 %1341, label %1344, label %1342

1342:                                             ; preds = %1339
  %1343 = tail call noundef float @llvm.minnum.f32(float %1265, float %1340)
  br label %1355

1344:                                             ; preds = %1339
  %1345 = fsub contract float %1265, %1340
  %1346 = tail call noundef float @llvm.nvvm.fabs.f32(float %1345)
  %1347 = fsub contract float %1283, %1346
  %1348 = tail call noundef float @llvm.maxnum.f32(float %1347, float 0.000000e+00)
  %1349 = fdiv contract float %1348, %1283
  %1350 = tail call noundef float @llvm.minnum.f32(float %1265, float %1340)
  %1351 = fmul contract float %1349, %1349
  %1352 = fmul contract float %1283, %1351
  %1353 = fmul contract float %1352, 2.500000e-01
  %1354 = fsub contract float %1350, %1353
  br label %1355

1355:                                             ; preds = %1344, %1342
  %1356 = phi float [ %1354, %1344 ], [ %1343, %1342 ]
  %1357 = add nuw nsw i32 %1266, 1
  %1358 = icmp eq i32 %1357, %23
  br i1 %1358, label %1359, label %1264, !llvm.loop !15

1359:                                             ; preds = %1355, %1253
  %1360 = phi float [ 0x4415AF1D80000000, %1253 ], [ %1356, %1355 ]
  %1361 = fsub contract float 0x3FD0A3D700000000, %1360
  %1362 = fmul contract float %1361, 0x3FD5F3B640000000
  %1363 = fadd contract float %1257, %1362
  %1364 = fmul contract float %661, 0x3FD47AE140000000
  %1365 = fadd contract float %240, %1364
  %1366 = fmul contract float %662, 0x3FD47AE140000000
  %1367 = fadd contract float %244, %1366
  %1368 = fmul contract float %663, 0x3FD47AE140000000
  %1369 = fadd contract float %248, %1368
  br i1 %252, label %1465, label %1370

1370:                                             ; preds = %1359, %1461
  %1371 = phi float [ %1462, %1461 ], [ 0x4415AF1D80000000, %1359 ]
  %1372 = phi i32 [ %1463, %1461 ], [ 0, %1359 ]
  %1373 = zext nneg i32 %1372 to i64
  %1374 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1373
  %1375 = load i32, ptr %1374, align 4, !tbaa !6
  %1376 = getelementptr inbounds nuw i8, ptr %1374, i64 4
  %1377 = load float, ptr %1376, align 4, !tbaa !14
  %1378 = getelementptr inbounds nuw i8, ptr %1374, i64 8
  %1379 = load float, ptr %1378, align 4, !tbaa !14
  %1380 = getelementptr inbounds nuw i8, ptr %1374, i64 12
  %1381 = load float, ptr %1380, align 4, !tbaa !14
  %1382 = getelementptr inbounds nuw i8, ptr %1374, i64 16
  %1383 = load float, ptr %1382, align 4, !tbaa !14
  %1384 = getelementptr inbounds nuw i8, ptr %1374, i64 20
  %1385 = load float, ptr %1384, align 4, !tbaa !14
  %1386 = getelementptr inbounds nuw i8, ptr %1374, i64 24
  %1387 = load float, ptr %1386, align 4, !tbaa !14
  %1388 = getelementptr inbounds nuw i8, ptr %1374, i64 28
  %1389 = load float, ptr %1388, align 4, !tbaa !14
  %1390 = fsub contract float %1365, %1377
  %1391 = fsub contract float %1367, %1379
  %1392 = fsub contract float %1369, %1381
  %1393 = and i32 %1375, 3
  switch i32 %1393, label %169 [
    i32 0, label %1437
    i32 1, label %1417
    i32 2, label %1406
    i32 3, label %1394
  ]

1394:                                             ; preds = %1370
  %1395 = fneg contract float %1387
  %1396 = tail call noundef float @llvm.maxnum.f32(float %1391, float %1395)
  %1397 = tail call noundef float @llvm.minnum.f32(float %1396, float %1387)
  %1398 = fsub contract float %1391, %1397
  %1399 = fmul contract float %1390, %1390
  %1400 = fmul contract float %1398, %1398
  %1401 = fadd contract float %1399, %1400
  %1402 = fmul contract float %1392, %1392
  %1403 = fadd contract float %1402, %1401
  %1404 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1403) #7
  %1405 = fsub contract float %1404, %1385
  br label %1445

1406:                                             ; preds = %1370
  %1407 = fmul contract float %1390, %1390
  %1408 = fmul contract float %1392, %1392
  %1409 = fadd contract float %1407, %1408
  %1410 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1409) #7
  %1411 = fsub contract float %1410, %1383
  %1412 = fmul contract float %1411, %1411
  %1413 = fmul contract float %1391, %1391
  %1414 = fadd contract float %1413, %1412
  %1415 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1414) #7
  %1416 = fsub contract float %1415, %1385
  br label %1445

1417:                                             ; preds = %1370
  %1418 = tail call noundef float @llvm.nvvm.fabs.f32(float %1390)
  %1419 = fsub contract float %1418, %1383
  %1420 = tail call noundef float @llvm.nvvm.fabs.f32(float %1391)
  %1421 = fsub contract float %1420, %1385
  %1422 = tail call noundef float @llvm.nvvm.fabs.f32(float %1392)
  %1423 = fsub contract float %1422, %1387
  %1424 = tail call noundef float @llvm.maxnum.f32(float %1419, float 0.000000e+00)
  %1425 = tail call noundef float @llvm.maxnum.f32(float %1421, float 0.000000e+00)
  %1426 = tail call noundef float @llvm.maxnum.f32(float %1423, float 0.000000e+00)
  %1427 = fmul contract float %1424, %1424
  %1428 = fmul contract float %1425, %1425
  %1429 = fadd contract float %1427, %1428
  %1430 = fmul contract float %1426, %1426
  %1431 = fadd contract float %1429, %1430
  %1432 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1431) #7
  %1433 = tail call noundef float @llvm.maxnum.f32(float %1421, float %1423)
  %1434 = tail call noundef float @llvm.maxnum.f32(float %1419, float %1433)
  %1435 = tail call noundef float @llvm.minnum.f32(float %1434, float 0.000000e+00)
  %1436 = fadd contract float %1435, %1432
  br label %1445

1437:                                             ; preds = %1370
  %1438 = fmul contract float %1390, %1390
  %1439 = fmul contract float %1391, %1391
  %1440 = fadd contract float %1438, %1439
  %1441 = fmul contract float %1392, %1392
  %1442 = fadd contract float %1440, %1441
  %1443 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1442) #7
  %1444 = fsub contract float %1443, %1383
  br label %1445

1445:                                             ; preds = %1437, %1417, %1406, %1394
  %1446 = phi float [ %1444, %1437 ], [ %1436, %1417 ], [ %1416, %1406 ], [ %1405, %1394 ]
  %1447 = fcmp contract ogt float %1389, 0x3EB0C6F7A0000000
  br i1 %1447, label %1450, label %1448

1448:                                             ; preds = %1445
  %1449 = tail call noundef float @llvm.minnum.f32(float %1371, float %1446)
  br label %1461

1450:                                             ; preds = %1445
  %1451 = fsub contract float %1371, %1446
  %1452 = tail call noundef float @llvm.nvvm.fabs.f32(float %1451)
  %1453 = fsub contract float %1389, %1452
  %1454 = tail call noundef float @llvm.maxnum.f32(float %1453, float 0.000000e+00)
  %1455 = fdiv contract float %1454, %1389
  %1456 = tail call noundef float @llvm.minnum.f32(float %1371, float %1446)
  %1457 = fmul contract float %1455, %1455
  %1458 = fmul contract float %1389, %1457
  %1459 = fmul contract float %1458, 2.500000e-01
  %1460 = fsub contract float %1456, %1459
  br label %1461

1461:                                             ; preds = %1450, %1448
  %1462 = phi float [ %1460, %1450 ], [ %1449, %1448 ]
  %1463 = add nuw nsw i32 %1372, 1
  %1464 = icmp eq i32 %1463, %23
  br i1 %1464, label %1465, label %1370, !llvm.loop !15

1465:                                             ; preds = %1461, %1359
  %1466 = phi float [ 0x4415AF1D80000000, %1359 ], [ %1462, %1461 ]
  %1467 = fsub contract float 0x3FD47AE140000000, %1466
  %1468 = fmul contract float %1467, 0x3FCEBB98C0000000
  %1469 = fadd contract float %1363, %1468
  %1470 = fmul contract float %1469, 2.000000e+00
  %1471 = fsub contract float 1.000000e+00, %1470
  %1472 = tail call noundef float @llvm.maxnum.f32(float %1471, float 0.000000e+00)
  %1473 = tail call noundef float @llvm.minnum.f32(float %1472, float 1.000000e+00)
  %1474 = getelementptr inbounds nuw i8, ptr %4, i64 60
  %1475 = load float, ptr %1474, align 4, !tbaa !14
  %1476 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %1477 = load float, ptr %1476, align 4, !tbaa !14
  %1478 = getelementptr inbounds nuw i8, ptr %4, i64 68
  %1479 = load float, ptr %1478, align 4, !tbaa !14
  %1480 = fmul contract float %1475, %1475
  %1481 = fmul contract float %1477, %1477
  %1482 = fadd contract float %1480, %1481
  %1483 = fmul contract float %1479, %1479
  %1484 = fadd contract float %1482, %1483
  %1485 = tail call noundef float @llvm.maxnum.f32(float %1484, float 0x3BC79CA100000000)
  %1486 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1485)
  %1487 = fmul contract float %1475, %1486
  %1488 = fmul contract float %1477, %1486
  %1489 = fmul contract float %1479, %1486
  %1490 = fmul contract float %661, %1487
  %1491 = fmul contract float %662, %1488
  %1492 = fadd contract float %1490, %1491
  %1493 = fmul contract float %663, %1489
  %1494 = fadd contract float %1493, %1492
  %1495 = tail call noundef float @llvm.maxnum.f32(float %1494, float 0.000000e+00)
  %1496 = fsub contract float %1487, %80
  %1497 = fsub contract float %1488, %81
  %1498 = fsub contract float %1489, %82
  %1499 = fmul contract float %1496, %1496
  %1500 = fmul contract float %1497, %1497
  %1501 = fadd contract float %1499, %1500
  %1502 = fmul contract float %1498, %1498
  %1503 = fadd contract float %1502, %1501
  %1504 = tail call noundef float @llvm.maxnum.f32(float %1503, float 0x3BC79CA100000000)
  %1505 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1504)
  %1506 = fmul contract float %661, %1496
  %1507 = fmul contract float %662, %1497
  %1508 = fadd contract float %1506, %1507
  %1509 = fmul contract float %663, %1498
  %1510 = fadd contract float %1509, %1508
  %1511 = fmul contract float %1505, %1510
  %1512 = tail call noundef float @llvm.maxnum.f32(float %1511, float 0.000000e+00)
  %1513 = tail call float @llvm.nvvm.fabs.f32(float %1512)
  %1514 = fcmp olt float %1513, 0x3810000000000000
  %1515 = fmul float %1513, 0x4170000000000000
  %1516 = select i1 %1514, float %1515, float %1513
  %1517 = select i1 %1514, float -2.400000e+01, float 0.000000e+00
  %1518 = bitcast float %1516 to i32
  %1519 = add i32 %1518, -1060439283
  %1520 = and i32 %1519, -8388608
  %1521 = sub i32 %1518, %1520
  %1522 = bitcast i32 %1521 to float
  %1523 = sitofp i32 %1520 to float
  %1524 = tail call float @llvm.fma.f32(float %1523, float 0x3E80000000000000, float %1517)
  %1525 = fadd float %1522, -1.000000e+00
  %1526 = fadd float %1522, 1.000000e+00
  %1527 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %1526) #8, !srcloc !18
  %1528 = fmul float %1525, 2.000000e+00
  %1529 = fmul float %1527, %1528
  %1530 = fmul float %1529, %1529
  %1531 = fsub float %1525, %1529
  %1532 = fmul float %1531, 2.000000e+00
  %1533 = fneg float %1529
  %1534 = tail call float @llvm.fma.f32(float %1533, float %1525, float %1532)
  %1535 = tail call float @llvm.nvvm.mul.rn.f(float %1527, float %1534) #7
  %1536 = tail call float @llvm.fma.f32(float %1530, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %1537 = tail call float @llvm.fma.f32(float %1536, float %1530, float 0x3F92776E60000000)
  %1538 = tail call float @llvm.fma.f32(float %1537, float %1530, float 0x3FBEC709E0000000)
  %1539 = tail call float @llvm.nvvm.mul.rn.f(float %1538, float %1530) #7
  %1540 = tail call float @llvm.fma.f32(float %1529, float 0x3FF7154760000000, float %1524)
  %1541 = fsub float %1524, %1540
  %1542 = tail call float @llvm.fma.f32(float %1529, float 0x3FF7154760000000, float %1541)
  %1543 = tail call float @llvm.fma.f32(float %1535, float 0x3FF7154760000000, float %1542)
  %1544 = tail call float @llvm.fma.f32(float %1529, float 0x3E54ABC680000000, float %1543)
  %1545 = fmul float %1539, 3.000000e+00
  %1546 = tail call float @llvm.fma.f32(float %1545, float %1535, float %1544)
  %1547 = tail call float @llvm.fma.f32(float %1539, float %1529, float %1546)
  %1548 = tail call float @llvm.nvvm.add.rn.f(float %1540, float %1547) #7
  %1549 = fneg float %1540
  %1550 = tail call float @llvm.nvvm.add.rn.f(float %1548, float %1549) #7
  %1551 = fneg float %1550
  %1552 = tail call float @llvm.nvvm.add.rn.f(float %1547, float %1551) #7
  %1553 = tail call float @llvm.nvvm.mul.rn.f(float %1548, float 3.200000e+01) #7
  %1554 = fneg float %1553
  %1555 = tail call float @llvm.fma.f32(float %1548, float 3.200000e+01, float %1554)
  %1556 = tail call float @llvm.fma.f32(float %1552, float 3.200000e+01, float %1555)
  %1557 = tail call float @llvm.nvvm.round.f(float %1553) #7
  %1558 = fsub float %1553, %1557
  %1559 = fadd float %1558, %1556
  %1560 = tail call float @llvm.fma.f32(float %1559, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %1561 = tail call float @llvm.fma.f32(float %1560, float %1559, float 0x3F83B30AC0000000)
  %1562 = tail call float @llvm.fma.f32(float %1561, float %1559, float 0x3FAC6AF760000000)
  %1563 = tail call float @llvm.fma.f32(float %1562, float %1559, float 0x3FCEBFBD80000000)
  %1564 = tail call float @llvm.fma.f32(float %1563, float %1559, float 0x3FE62E4300000000)
  %1565 = tail call float @llvm.fma.f32(float %1564, float %1559, float 1.000000e+00)
  %1566 = tail call i32 @llvm.nvvm.f2i.rz(float %1557) #7
  %1567 = fcmp ogt float %1557, 0.000000e+00
  %1568 = select i1 %1567, i32 0, i32 -2097152000
  %1569 = add nsw i32 %1568, 2130706432
  %1570 = bitcast i32 %1569 to float
  %1571 = fmul float %1565, %1570
  %1572 = shl i32 %1566, 23
  %1573 = sub i32 %1572, %1568
  %1574 = bitcast i32 %1573 to float
  %1575 = fmul float %1571, %1574
  %1576 = tail call float @llvm.nvvm.fabs.f32(float %1553)
  %1577 = fcmp ogt float %1576, 1.520000e+02
  %1578 = fcmp olt float %1553, 0.000000e+00
  %1579 = select i1 %1578, float 0.000000e+00, float 0x7FF0000000000000
  %1580 = select i1 %1577, float %1579, float %1575
  %1581 = fcmp oeq float %1512, 1.000000e+00
  br i1 %1581, label %681, label %670

1582:                                             ; preds = %947, %945, %942, %940, %860, %226
  %1583 = phi float [ %236, %226 ], [ 1.000000e+00, %860 ], [ %941, %940 ], [ %944, %942 ], [ %932, %945 ], [ 0x7FFFFFFFE0000000, %947 ]
  %1584 = phi float [ %231, %226 ], [ %773, %860 ], [ %773, %940 ], [ %773, %942 ], [ %773, %945 ], [ %773, %947 ]
  %1585 = phi float [ %234, %226 ], [ %861, %860 ], [ %861, %940 ], [ %861, %942 ], [ %861, %945 ], [ %861, %947 ]
  %1586 = phi i8 [ 0, %226 ], [ -1, %860 ], [ -1, %940 ], [ -1, %942 ], [ -1, %945 ], [ -1, %947 ]
  %1587 = phi float [ 0x7FF0000000000000, %226 ], [ %220, %860 ], [ %220, %940 ], [ %220, %942 ], [ %220, %945 ], [ %220, %947 ]
  %1588 = fmul contract float %1585, 2.550000e+02
  %1589 = fptoui float %1588 to i8
  %1590 = fmul contract float %1584, 2.550000e+02
  %1591 = fptoui float %1590 to i8
  %1592 = fmul contract float %1583, 2.550000e+02
  %1593 = fptoui float %1592 to i8
  %1594 = getelementptr inbounds nuw %struct.uchar4, ptr %0, i64 %225
  store i8 %1591, ptr %1594, align 4, !tbaa !19
  %1595 = getelementptr inbounds nuw i8, ptr %1594, i64 1
  store i8 %1589, ptr %1595, align 1, !tbaa !19
  %1596 = getelementptr inbounds nuw i8, ptr %1594, i64 2
  store i8 %1593, ptr %1596, align 2, !tbaa !19
  %1597 = getelementptr inbounds nuw i8, ptr %1594, i64 3
  store i8 %1586, ptr %1597, align 1, !tbaa !19
  %1598 = getelementptr inbounds nuw float, ptr %1, i64 %225
  store float %1587, ptr %1598, align 4, !tbaa !14
  br label %1599

1599:                                             ; preds = %1582, %7
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sdf_soft_shadow(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, i32 noundef %8, i32 noundef %9, float noundef %10) local_unnamed_addr #1 {
  %12 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %13 = tail call i32 @llvm.umin.i32(i32 %12, i32 16)
  %14 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %9, i32 256)
  %15 = fmul contract float %4, %4
  %16 = fmul contract float %5, %5
  %17 = fadd contract float %15, %16
  %18 = fmul contract float %6, %6
  %19 = fadd contract float %17, %18
  %20 = tail call noundef float @llvm.maxnum.f32(float %19, float 0x3BC79CA100000000)
  %21 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %20)
  %22 = fmul contract float %4, %21
  %23 = fmul contract float %5, %21
  %24 = fmul contract float %6, %21
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %26 = zext nneg i32 %25 to i64
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = mul nuw nsw i64 %26, %28
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %31 = zext nneg i32 %30 to i64
  %32 = mul nuw nsw i64 %31, %28
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %34 = zext nneg i32 %33 to i64
  %35 = add nuw nsw i64 %32, %34
  %36 = sext i32 %3 to i64
  %37 = icmp ult i64 %35, %36
  br i1 %37, label %38, label %42

38:                                               ; preds = %11
  %39 = icmp sgt i32 %9, 0
  %40 = fcmp contract ogt float %10, 0x3F847AE140000000
  %41 = and i1 %39, %40
  br label %43

42:                                               ; preds = %105, %11
  ret void

43:                                               ; preds = %38, %105
  %44 = phi i64 [ %35, %38 ], [ %112, %105 ]
  %45 = mul i64 %44, 3
  %46 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !14
  %48 = getelementptr inbounds nuw float, ptr %1, i64 %45
  %49 = load float, ptr %48, align 4, !tbaa !14
  %50 = fmul contract float %49, 0x3F60624DE0000000
  %51 = fadd contract float %47, %50
  %52 = add i64 %45, 1
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !14
  %55 = getelementptr inbounds nuw float, ptr %1, i64 %52
  %56 = load float, ptr %55, align 4, !tbaa !14
  %57 = fmul contract float %56, 0x3F60624DE0000000
  %58 = fadd contract float %54, %57
  %59 = add i64 %45, 2
  %60 = getelementptr inbounds nuw float, ptr %0, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !14
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %59
  %63 = load float, ptr %62, align 4, !tbaa !14
  %64 = fmul contract float %63, 0x3F60624DE0000000
  %65 = fadd contract float %61, %64
  br i1 %41, label %71, label %105

66:                                               ; preds = %98
  %67 = add nuw nsw i32 %72, 1
  %68 = icmp slt i32 %67, %14
  %69 = fcmp contract olt float %100, %10
  %70 = and i1 %68, %69
  br i1 %70, label %71, label %102, !llvm.loop !20

71:                                               ; preds = %43, %66
  %72 = phi i32 [ %67, %66 ], [ 0, %43 ]
  %73 = phi float [ %101, %66 ], [ 0x4415AF1D80000000, %43 ]
  %74 = phi float [ %100, %66 ], [ 0x3F847AE140000000, %43 ]
  %75 = phi float [ %99, %66 ], [ 1.000000e+00, %43 ]
  %76 = fmul contract float %22, %74
  %77 = fadd contract float %51, %76
  %78 = fmul contract float %23, %74
  %79 = fadd contract float %58, %78
  %80 = fmul contract float %24, %74
  %81 = fadd contract float %65, %80
  %82 = tail call contract fastcc noundef float @_ZL10scene_callfffi(float noundef %77, float noundef %79, float noundef %81, i32 noundef %13) #7
  %83 = fcmp contract uge float %82, 0x3F1A36E2E0000000
  br i1 %83, label %84, label %98

84:                                               ; preds = %71
  %85 = fmul contract float %82, %82
  %86 = fmul contract float %73, 2.000000e+00
  %87 = fdiv contract float %85, %86
  %88 = fmul contract float %87, %87
  %89 = fsub contract float %85, %88
  %90 = tail call noundef float @llvm.maxnum.f32(float %89, float 0.000000e+00)
  %91 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %90) #7
  %92 = fmul contract float %7, %91
  %93 = fsub contract float %74, %87
  %94 = tail call noundef float @llvm.maxnum.f32(float %93, float 0x3EB0C6F7A0000000)
  %95 = fdiv contract float %92, %94
  %96 = tail call noundef float @llvm.minnum.f32(float %75, float %95)
  %97 = fadd contract float %74, %82
  br label %98

98:                                               ; preds = %71, %84
  %99 = phi float [ %96, %84 ], [ 0.000000e+00, %71 ]
  %100 = phi float [ %97, %84 ], [ %74, %71 ]
  %101 = phi float [ %82, %84 ], [ %73, %71 ]
  br i1 %83, label %66, label %102

102:                                              ; preds = %66, %98
  %103 = tail call float @llvm.maxnum.f32(float %99, float 0.000000e+00)
  %104 = tail call float @llvm.minnum.f32(float %103, float 1.000000e+00)
  br label %105

105:                                              ; preds = %102, %43
  %106 = phi float [ 1.000000e+00, %43 ], [ %104, %102 ]
  %107 = fmul contract float %106, %106
  %108 = fmul contract float %106, 2.000000e+00
  %109 = fsub contract float 3.000000e+00, %108
  %110 = fmul contract float %107, %109
  %111 = getelementptr inbounds nuw float, ptr %2, i64 %44
  store float %110, ptr %111, align 4, !tbaa !14
  %112 = add i64 %44, %29
  %113 = icmp ult i64 %112, %36
  br i1 %113, label %43, label %42, !llvm.loop !21
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc noundef float @_ZL10scene_callfffi(float noundef %0, float noundef %1, float noundef %2, i32 noundef range(i32 -2147483648, 257) %3) unnamed_addr #2 {
  %5 = icmp sgt i32 %3, 0
  br i1 %5, label %6, label %102

6:                                                ; preds = %4, %98
  %7 = phi float [ %99, %98 ], [ 0x4415AF1D80000000, %4 ]
  %8 = phi i32 [ %100, %98 ], [ 0, %4 ]
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !14
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !14
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !14
  %18 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %19 = load float, ptr %18, align 4, !tbaa !14
  %20 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %21 = load float, ptr %20, align 4, !tbaa !14
  %22 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %23 = load float, ptr %22, align 4, !tbaa !14
  %24 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %25 = load float, ptr %24, align 4, !tbaa !14
  %26 = fsub contract float %0, %13
  %27 = fsub contract float %1, %15
  %28 = fsub contract float %2, %17
  %29 = and i32 %11, 3
  switch i32 %29, label %69 [
    i32 0, label %30
    i32 1, label %38
    i32 2, label %58
    i32 3, label %70
  ]

30:                                               ; preds = %6
  %31 = fmul contract float %26, %26
  %32 = fmul contract float %27, %27
  %33 = fadd contract float %31, %32
  %34 = fmul contract float %28, %28
  %35 = fadd contract float %33, %34
  %36 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %35) #7
  %37 = fsub contract float %36, %19
  br label %82

38:                                               ; preds = %6
  %39 = tail call noundef float @llvm.nvvm.fabs.f32(float %26)
  %40 = fsub contract float %39, %19
  %41 = tail call noundef float @llvm.nvvm.fabs.f32(float %27)
  %42 = fsub contract float %41, %21
  %43 = tail call noundef float @llvm.nvvm.fabs.f32(float %28)
  %44 = fsub contract float %43, %23
  %45 = tail call noundef float @llvm.maxnum.f32(float %40, float 0.000000e+00)
  %46 = tail call noundef float @llvm.maxnum.f32(float %42, float 0.000000e+00)
  %47 = tail call noundef float @llvm.maxnum.f32(float %44, float 0.000000e+00)
  %48 = fmul contract float %45, %45
  %49 = fmul contract float %46, %46
  %50 = fadd contract float %48, %49
  %51 = fmul contract float %47, %47
  %52 = fadd contract float %50, %51
  %53 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %52) #7
  %54 = tail call noundef float @llvm.maxnum.f32(float %42, float %44)
  %55 = tail call noundef float @llvm.maxnum.f32(float %40, float %54)
  %56 = tail call noundef float @llvm.minnum.f32(float %55, float 0.000000e+00)
  %57 = fadd contract float %56, %53
  br label %82

58:                                               ; preds = %6
  %59 = fmul contract float %26, %26
  %60 = fmul contract float %28, %28
  %61 = fadd contract float %59, %60
  %62 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %61) #7
  %63 = fsub contract float %62, %19
  %64 = fmul contract float %63, %63
  %65 = fmul contract float %27, %27
  %66 = fadd contract float %65, %64
  %67 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %66) #7
  %68 = fsub contract float %67, %21
  br label %82

69:                                               ; preds = %6
  unreachable

70:                                               ; preds = %6
  %71 = fneg contract float %23
  %72 = tail call noundef float @llvm.maxnum.f32(float %27, float %71)
  %73 = tail call noundef float @llvm.minnum.f32(float %72, float %23)
  %74 = fsub contract float %27, %73
  %75 = fmul contract float %26, %26
  %76 = fmul contract float %74, %74
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %28, %28
  %79 = fadd contract float %78, %77
  %80 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %79) #7
  %81 = fsub contract float %80, %21
  br label %82

82:                                               ; preds = %30, %38, %58, %70
  %83 = phi float [ %37, %30 ], [ %57, %38 ], [ %68, %58 ], [ %81, %70 ]
  %84 = fcmp contract ogt float %25, 0x3EB0C6F7A0000000
  br i1 %84, label %85, label %96

85:                                               ; preds = %82
  %86 = fsub contract float %7, %83
  %87 = tail call noundef float @llvm.nvvm.fabs.f32(float %86)
  %88 = fsub contract float %25, %87
  %89 = tail call noundef float @llvm.maxnum.f32(float %88, float 0.000000e+00)
  %90 = fdiv contract float %89, %25
  %91 = tail call noundef float @llvm.minnum.f32(float %7, float %83)
  %92 = fmul contract float %90, %90
  %93 = fmul contract float %25, %92
  %94 = fmul contract float %93, 2.500000e-01
  %95 = fsub contract float %91, %94
  br label %98

96:                                               ; preds = %82
  %97 = tail call noundef float @llvm.minnum.f32(float %7, float %83)
  br label %98

98:                                               ; preds = %96, %85
  %99 = phi float [ %95, %85 ], [ %97, %96 ]
  %100 = add nuw nsw i32 %8, 1
  %101 = icmp eq i32 %100, %3
  br i1 %101, label %102, label %6, !llvm.loop !15

102:                                              ; preds = %98, %4
  %103 = phi float [ 0x4415AF1D80000000, %4 ], [ %99, %98 ]
  ret float %103
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }

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
!11 = !{!12, !13, i64 48}
!12 = !{!"_ZTS6Camera", !8, i64 0, !8, i64 12, !8, i64 24, !8, i64 36, !13, i64 48, !13, i64 52, !13, i64 56, !8, i64 60}
!13 = !{!"float", !8, i64 0}
!14 = !{!13, !13, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{i32 21289}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
