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
  br i1 %20, label %21, label %1603

21:                                               ; preds = %7
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %23 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %22, i32 16)
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

169:                                              ; preds = %253, %353, %455, %550, %952, %1056, %1162, %1268, %1374
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
  %209 = fcmp contract ogt float %208, %94
  %210 = fcmp contract olt float %208, 0.000000e+00
  %211 = or i1 %210, %209
  %212 = select i1 %207, i1 true, i1 %97
  %213 = select i1 %207, float %96, float %208
  %214 = select i1 %207, i1 true, i1 %211
  %215 = add nuw nsw i32 %98, 1
  %216 = icmp eq i32 %215, %24
  %217 = select i1 %214, i1 true, i1 %216
  br i1 %217, label %218, label %95, !llvm.loop !18

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
  br label %1586

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
  %352 = icmp slt i32 %5, 1
  br i1 %352, label %448, label %353

353:                                              ; preds = %348, %444
  %354 = phi float [ %445, %444 ], [ 0x4415AF1D80000000, %348 ]
  %355 = phi i32 [ %446, %444 ], [ 0, %348 ]
  %356 = zext nneg i32 %355 to i64
  %357 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %356
  %358 = load i32, ptr %357, align 4, !tbaa !6
  %359 = getelementptr inbounds nuw i8, ptr %357, i64 4
  %360 = load float, ptr %359, align 4, !tbaa !14
  %361 = getelementptr inbounds nuw i8, ptr %357, i64 8
  %362 = load float, ptr %361, align 4, !tbaa !14
  %363 = getelementptr inbounds nuw i8, ptr %357, i64 12
  %364 = load float, ptr %363, align 4, !tbaa !14
  %365 = getelementptr inbounds nuw i8, ptr %357, i64 16
  %366 = load float, ptr %365, align 4, !tbaa !14
  %367 = getelementptr inbounds nuw i8, ptr %357, i64 20
  %368 = load float, ptr %367, align 4, !tbaa !14
  %369 = getelementptr inbounds nuw i8, ptr %357, i64 24
  %370 = load float, ptr %369, align 4, !tbaa !14
  %371 = getelementptr inbounds nuw i8, ptr %357, i64 28
  %372 = load float, ptr %371, align 4, !tbaa !14
  %373 = fsub contract float %350, %360
  %374 = fsub contract float %250, %362
  %375 = fsub contract float %351, %364
  %376 = and i32 %358, 3
  switch i32 %376, label %169 [
    i32 0, label %377
    i32 1, label %385
    i32 2, label %405
    i32 3, label %416
  ]

377:                                              ; preds = %353
  %378 = fmul contract float %373, %373
  %379 = fmul contract float %374, %374
  %380 = fadd contract float %378, %379
  %381 = fmul contract float %375, %375
  %382 = fadd contract float %380, %381
  %383 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %382) #7
  %384 = fsub contract float %383, %366
  br label %428

385:                                              ; preds = %353
  %386 = tail call noundef float @llvm.nvvm.fabs.f32(float %373)
  %387 = fsub contract float %386, %366
  %388 = tail call noundef float @llvm.nvvm.fabs.f32(float %374)
  %389 = fsub contract float %388, %368
  %390 = tail call noundef float @llvm.nvvm.fabs.f32(float %375)
  %391 = fsub contract float %390, %370
  %392 = tail call noundef float @llvm.maxnum.f32(float %387, float 0.000000e+00)
  %393 = tail call noundef float @llvm.maxnum.f32(float %389, float 0.000000e+00)
  %394 = tail call noundef float @llvm.maxnum.f32(float %391, float 0.000000e+00)
  %395 = fmul contract float %392, %392
  %396 = fmul contract float %393, %393
  %397 = fadd contract float %395, %396
  %398 = fmul contract float %394, %394
  %399 = fadd contract float %397, %398
  %400 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %399) #7
  %401 = tail call noundef float @llvm.maxnum.f32(float %389, float %391)
  %402 = tail call noundef float @llvm.maxnum.f32(float %387, float %401)
  %403 = tail call noundef float @llvm.minnum.f32(float %402, float 0.000000e+00)
  %404 = fadd contract float %403, %400
  br label %428

405:                                              ; preds = %353
  %406 = fmul contract float %373, %373
  %407 = fmul contract float %375, %375
  %408 = fadd contract float %406, %407
  %409 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %408) #7
  %410 = fsub contract float %409, %366
  %411 = fmul contract float %410, %410
  %412 = fmul contract float %374, %374
  %413 = fadd contract float %412, %411
  %414 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %413) #7
  %415 = fsub contract float %414, %368
  br label %428

416:                                              ; preds = %353
  %417 = fneg contract float %370
  %418 = tail call noundef float @llvm.maxnum.f32(float %374, float %417)
  %419 = tail call noundef float @llvm.minnum.f32(float %418, float %370)
  %420 = fsub contract float %374, %419
  %421 = fmul contract float %373, %373
  %422 = fmul contract float %420, %420
  %423 = fadd contract float %421, %422
  %424 = fmul contract float %375, %375
  %425 = fadd contract float %424, %423
  %426 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %425) #7
  %427 = fsub contract float %426, %368
  br label %428

428:                                              ; preds = %377, %385, %405, %416
  %429 = phi float [ %384, %377 ], [ %404, %385 ], [ %415, %405 ], [ %427, %416 ]
  %430 = fcmp contract ogt float %372, 0x3EB0C6F7A0000000
  br i1 %430, label %431, label %442

431:                                              ; preds = %428
  %432 = fsub contract float %354, %429
  %433 = tail call noundef float @llvm.nvvm.fabs.f32(float %432)
  %434 = fsub contract float %372, %433
  %435 = tail call noundef float @llvm.maxnum.f32(float %434, float 0.000000e+00)
  %436 = fdiv contract float %435, %372
  %437 = tail call noundef float @llvm.minnum.f32(float %354, float %429)
  %438 = fmul contract float %436, %436
  %439 = fmul contract float %372, %438
  %440 = fmul contract float %439, 2.500000e-01
  %441 = fsub contract float %437, %440
  br label %444

442:                                              ; preds = %428
  %443 = tail call noundef float @llvm.minnum.f32(float %354, float %429)
  br label %444

444:                                              ; preds = %442, %431
  %445 = phi float [ %441, %431 ], [ %443, %442 ]
  %446 = add nuw nsw i32 %355, 1
  %447 = icmp eq i32 %446, %23
  br i1 %447, label %448, label %353, !llvm.loop !15

448:                                              ; preds = %444, %348
  %449 = phi float [ 0x4415AF1D80000000, %348 ], [ %445, %444 ]
  %450 = fadd contract float %244, 0x3F50624DE0000000
  %451 = icmp slt i32 %5, 1
  br i1 %451, label %452, label %455

452:                                              ; preds = %546, %448
  %453 = phi float [ 0x4415AF1D80000000, %448 ], [ %547, %546 ]
  %454 = icmp slt i32 %5, 1
  br i1 %454, label %645, label %550

455:                                              ; preds = %448, %546
  %456 = phi float [ %547, %546 ], [ 0x4415AF1D80000000, %448 ]
  %457 = phi i32 [ %548, %546 ], [ 0, %448 ]
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %458
  %460 = load i32, ptr %459, align 4, !tbaa !6
  %461 = getelementptr inbounds nuw i8, ptr %459, i64 4
  %462 = load float, ptr %461, align 4, !tbaa !14
  %463 = getelementptr inbounds nuw i8, ptr %459, i64 8
  %464 = load float, ptr %463, align 4, !tbaa !14
  %465 = getelementptr inbounds nuw i8, ptr %459, i64 12
  %466 = load float, ptr %465, align 4, !tbaa !14
  %467 = getelementptr inbounds nuw i8, ptr %459, i64 16
  %468 = load float, ptr %467, align 4, !tbaa !14
  %469 = getelementptr inbounds nuw i8, ptr %459, i64 20
  %470 = load float, ptr %469, align 4, !tbaa !14
  %471 = getelementptr inbounds nuw i8, ptr %459, i64 24
  %472 = load float, ptr %471, align 4, !tbaa !14
  %473 = getelementptr inbounds nuw i8, ptr %459, i64 28
  %474 = load float, ptr %473, align 4, !tbaa !14
  %475 = fsub contract float %350, %462
  %476 = fsub contract float %450, %464
  %477 = fsub contract float %251, %466
  %478 = and i32 %460, 3
  switch i32 %478, label %169 [
    i32 0, label %479
    i32 1, label %487
    i32 2, label %507
    i32 3, label %518
  ]

479:                                              ; preds = %455
  %480 = fmul contract float %475, %475
  %481 = fmul contract float %476, %476
  %482 = fadd contract float %480, %481
  %483 = fmul contract float %477, %477
  %484 = fadd contract float %482, %483
  %485 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %484) #7
  %486 = fsub contract float %485, %468
  br label %530

487:                                              ; preds = %455
  %488 = tail call noundef float @llvm.nvvm.fabs.f32(float %475)
  %489 = fsub contract float %488, %468
  %490 = tail call noundef float @llvm.nvvm.fabs.f32(float %476)
  %491 = fsub contract float %490, %470
  %492 = tail call noundef float @llvm.nvvm.fabs.f32(float %477)
  %493 = fsub contract float %492, %472
  %494 = tail call noundef float @llvm.maxnum.f32(float %489, float 0.000000e+00)
  %495 = tail call noundef float @llvm.maxnum.f32(float %491, float 0.000000e+00)
  %496 = tail call noundef float @llvm.maxnum.f32(float %493, float 0.000000e+00)
  %497 = fmul contract float %494, %494
  %498 = fmul contract float %495, %495
  %499 = fadd contract float %497, %498
  %500 = fmul contract float %496, %496
  %501 = fadd contract float %499, %500
  %502 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %501) #7
  %503 = tail call noundef float @llvm.maxnum.f32(float %491, float %493)
  %504 = tail call noundef float @llvm.maxnum.f32(float %489, float %503)
  %505 = tail call noundef float @llvm.minnum.f32(float %504, float 0.000000e+00)
  %506 = fadd contract float %505, %502
  br label %530

507:                                              ; preds = %455
  %508 = fmul contract float %475, %475
  %509 = fmul contract float %477, %477
  %510 = fadd contract float %508, %509
  %511 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %510) #7
  %512 = fsub contract float %511, %468
  %513 = fmul contract float %512, %512
  %514 = fmul contract float %476, %476
  %515 = fadd contract float %514, %513
  %516 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %515) #7
  %517 = fsub contract float %516, %470
  br label %530

518:                                              ; preds = %455
  %519 = fneg contract float %472
  %520 = tail call noundef float @llvm.maxnum.f32(float %476, float %519)
  %521 = tail call noundef float @llvm.minnum.f32(float %520, float %472)
  %522 = fsub contract float %476, %521
  %523 = fmul contract float %475, %475
  %524 = fmul contract float %522, %522
  %525 = fadd contract float %523, %524
  %526 = fmul contract float %477, %477
  %527 = fadd contract float %526, %525
  %528 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %527) #7
  %529 = fsub contract float %528, %470
  br label %530

530:                                              ; preds = %479, %487, %507, %518
  %531 = phi float [ %486, %479 ], [ %506, %487 ], [ %517, %507 ], [ %529, %518 ]
  %532 = fcmp contract ogt float %474, 0x3EB0C6F7A0000000
  br i1 %532, label %533, label %544

533:                                              ; preds = %530
  %534 = fsub contract float %456, %531
  %535 = tail call noundef float @llvm.nvvm.fabs.f32(float %534)
  %536 = fsub contract float %474, %535
  %537 = tail call noundef float @llvm.maxnum.f32(float %536, float 0.000000e+00)
  %538 = fdiv contract float %537, %474
  %539 = tail call noundef float @llvm.minnum.f32(float %456, float %531)
  %540 = fmul contract float %538, %538
  %541 = fmul contract float %474, %540
  %542 = fmul contract float %541, 2.500000e-01
  %543 = fsub contract float %539, %542
  br label %546

544:                                              ; preds = %530
  %545 = tail call noundef float @llvm.minnum.f32(float %456, float %531)
  br label %546

546:                                              ; preds = %544, %533
  %547 = phi float [ %543, %533 ], [ %545, %544 ]
  %548 = add nuw nsw i32 %457, 1
  %549 = icmp eq i32 %548, %23
  br i1 %549, label %452, label %455, !llvm.loop !15

550:                                              ; preds = %452, %641
  %551 = phi float [ %642, %641 ], [ 0x4415AF1D80000000, %452 ]
  %552 = phi i32 [ %643, %641 ], [ 0, %452 ]
  %553 = zext nneg i32 %552 to i64
  %554 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %553
  %555 = load i32, ptr %554, align 4, !tbaa !6
  %556 = getelementptr inbounds nuw i8, ptr %554, i64 4
  %557 = load float, ptr %556, align 4, !tbaa !14
  %558 = getelementptr inbounds nuw i8, ptr %554, i64 8
  %559 = load float, ptr %558, align 4, !tbaa !14
  %560 = getelementptr inbounds nuw i8, ptr %554, i64 12
  %561 = load float, ptr %560, align 4, !tbaa !14
  %562 = getelementptr inbounds nuw i8, ptr %554, i64 16
  %563 = load float, ptr %562, align 4, !tbaa !14
  %564 = getelementptr inbounds nuw i8, ptr %554, i64 20
  %565 = load float, ptr %564, align 4, !tbaa !14
  %566 = getelementptr inbounds nuw i8, ptr %554, i64 24
  %567 = load float, ptr %566, align 4, !tbaa !14
  %568 = getelementptr inbounds nuw i8, ptr %554, i64 28
  %569 = load float, ptr %568, align 4, !tbaa !14
  %570 = fsub contract float %249, %557
  %571 = fsub contract float %450, %559
  %572 = fsub contract float %351, %561
  %573 = and i32 %555, 3
  switch i32 %573, label %169 [
    i32 0, label %574
    i32 1, label %582
    i32 2, label %602
    i32 3, label %613
  ]

574:                                              ; preds = %550
  %575 = fmul contract float %570, %570
  %576 = fmul contract float %571, %571
  %577 = fadd contract float %575, %576
  %578 = fmul contract float %572, %572
  %579 = fadd contract float %577, %578
  %580 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %579) #7
  %581 = fsub contract float %580, %563
  br label %625

582:                                              ; preds = %550
  %583 = tail call noundef float @llvm.nvvm.fabs.f32(float %570)
  %584 = fsub contract float %583, %563
  %585 = tail call noundef float @llvm.nvvm.fabs.f32(float %571)
  %586 = fsub contract float %585, %565
  %587 = tail call noundef float @llvm.nvvm.fabs.f32(float %572)
  %588 = fsub contract float %587, %567
  %589 = tail call noundef float @llvm.maxnum.f32(float %584, float 0.000000e+00)
  %590 = tail call noundef float @llvm.maxnum.f32(float %586, float 0.000000e+00)
  %591 = tail call noundef float @llvm.maxnum.f32(float %588, float 0.000000e+00)
  %592 = fmul contract float %589, %589
  %593 = fmul contract float %590, %590
  %594 = fadd contract float %592, %593
  %595 = fmul contract float %591, %591
  %596 = fadd contract float %594, %595
  %597 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %596) #7
  %598 = tail call noundef float @llvm.maxnum.f32(float %586, float %588)
  %599 = tail call noundef float @llvm.maxnum.f32(float %584, float %598)
  %600 = tail call noundef float @llvm.minnum.f32(float %599, float 0.000000e+00)
  %601 = fadd contract float %600, %597
  br label %625

602:                                              ; preds = %550
  %603 = fmul contract float %570, %570
  %604 = fmul contract float %572, %572
  %605 = fadd contract float %603, %604
  %606 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %605) #7
  %607 = fsub contract float %606, %563
  %608 = fmul contract float %607, %607
  %609 = fmul contract float %571, %571
  %610 = fadd contract float %609, %608
  %611 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %610) #7
  %612 = fsub contract float %611, %565
  br label %625

613:                                              ; preds = %550
  %614 = fneg contract float %567
  %615 = tail call noundef float @llvm.maxnum.f32(float %571, float %614)
  %616 = tail call noundef float @llvm.minnum.f32(float %615, float %567)
  %617 = fsub contract float %571, %616
  %618 = fmul contract float %570, %570
  %619 = fmul contract float %617, %617
  %620 = fadd contract float %618, %619
  %621 = fmul contract float %572, %572
  %622 = fadd contract float %621, %620
  %623 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %622) #7
  %624 = fsub contract float %623, %565
  br label %625

625:                                              ; preds = %574, %582, %602, %613
  %626 = phi float [ %581, %574 ], [ %601, %582 ], [ %612, %602 ], [ %624, %613 ]
  %627 = fcmp contract ogt float %569, 0x3EB0C6F7A0000000
  br i1 %627, label %628, label %639

628:                                              ; preds = %625
  %629 = fsub contract float %551, %626
  %630 = tail call noundef float @llvm.nvvm.fabs.f32(float %629)
  %631 = fsub contract float %569, %630
  %632 = tail call noundef float @llvm.maxnum.f32(float %631, float 0.000000e+00)
  %633 = fdiv contract float %632, %569
  %634 = tail call noundef float @llvm.minnum.f32(float %551, float %626)
  %635 = fmul contract float %633, %633
  %636 = fmul contract float %569, %635
  %637 = fmul contract float %636, 2.500000e-01
  %638 = fsub contract float %634, %637
  br label %641

639:                                              ; preds = %625
  %640 = tail call noundef float @llvm.minnum.f32(float %551, float %626)
  br label %641

641:                                              ; preds = %639, %628
  %642 = phi float [ %638, %628 ], [ %640, %639 ]
  %643 = add nuw nsw i32 %552, 1
  %644 = icmp eq i32 %643, %23
  br i1 %644, label %645, label %550, !llvm.loop !15

645:                                              ; preds = %641, %452
  %646 = phi float [ 0x4415AF1D80000000, %452 ], [ %642, %641 ]
  %647 = fsub contract float %349, %449
  %648 = fsub contract float %647, %453
  %649 = fadd contract float %648, %646
  %650 = fneg contract float %349
  %651 = fsub contract float %650, %449
  %652 = fadd contract float %651, %453
  %653 = fadd contract float %652, %646
  %654 = fsub contract float %449, %349
  %655 = fsub contract float %654, %453
  %656 = fadd contract float %655, %646
  %657 = fmul contract float %649, %649
  %658 = fmul contract float %653, %653
  %659 = fadd contract float %657, %658
  %660 = fmul contract float %656, %656
  %661 = fadd contract float %660, %659
  %662 = tail call noundef float @llvm.maxnum.f32(float %661, float 0x3BC79CA100000000)
  %663 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %662)
  %664 = fmul contract float %649, %663
  %665 = fmul contract float %653, %663
  %666 = fmul contract float %656, %663
  %667 = icmp slt i32 %5, 1
  %668 = fmul contract float %664, 0x3FB47AE140000000
  %669 = fadd contract float %240, %668
  %670 = fmul contract float %665, 0x3FB47AE140000000
  %671 = fadd contract float %244, %670
  %672 = fmul contract float %666, 0x3FB47AE140000000
  %673 = fadd contract float %248, %672
  br i1 %667, label %1047, label %952

674:                                              ; preds = %1469
  %675 = fcmp uno float %1517, 0.000000e+00
  br i1 %675, label %680, label %676

676:                                              ; preds = %674
  %677 = fcmp oeq float %1516, 0.000000e+00
  %678 = fcmp oeq float %1517, 0x7FF0000000000000
  %679 = select i1 %677, i1 true, i1 %678
  br i1 %679, label %682, label %685

680:                                              ; preds = %674
  %681 = tail call float @llvm.nvvm.add.rn.f(float %1516, float 3.200000e+01) #7
  br label %685

682:                                              ; preds = %676
  %683 = fadd float %1516, %1516
  %684 = tail call float @llvm.fabs.f32(float %683)
  br label %685

685:                                              ; preds = %676, %1469, %680, %682
  %686 = phi float [ 1.000000e+00, %1469 ], [ %681, %680 ], [ %684, %682 ], [ %1584, %676 ]
  %687 = fmul contract float %1477, 0x3FC3333340000000
  %688 = fmul contract float %1499, 7.500000e-01
  %689 = fadd contract float %687, %688
  %690 = fmul contract float %689, 0x3FECCCCCC0000000
  %691 = fadd contract float %690, %686
  %692 = tail call noundef float @llvm.minnum.f32(float %691, float 1.000000e+00)
  %693 = tail call float @llvm.nvvm.fabs.f32(float %692)
  %694 = fcmp olt float %693, 0x3810000000000000
  %695 = fmul float %693, 0x4170000000000000
  %696 = select i1 %694, float %695, float %693
  %697 = select i1 %694, float -2.400000e+01, float 0.000000e+00
  %698 = bitcast float %696 to i32
  %699 = add i32 %698, -1060439283
  %700 = and i32 %699, -8388608
  %701 = sub i32 %698, %700
  %702 = bitcast i32 %701 to float
  %703 = sitofp i32 %700 to float
  %704 = tail call float @llvm.fma.f32(float %703, float 0x3E80000000000000, float %697)
  %705 = fadd float %702, -1.000000e+00
  %706 = fadd float %702, 1.000000e+00
  %707 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %706) #8, !srcloc !19
  %708 = fmul float %705, 2.000000e+00
  %709 = fmul float %707, %708
  %710 = fmul float %709, %709
  %711 = fsub float %705, %709
  %712 = fmul float %711, 2.000000e+00
  %713 = fneg float %709
  %714 = tail call float @llvm.fma.f32(float %713, float %705, float %712)
  %715 = tail call float @llvm.nvvm.mul.rn.f(float %707, float %714) #7
  %716 = tail call float @llvm.fma.f32(float %710, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %717 = tail call float @llvm.fma.f32(float %716, float %710, float 0x3F92776E60000000)
  %718 = tail call float @llvm.fma.f32(float %717, float %710, float 0x3FBEC709E0000000)
  %719 = tail call float @llvm.nvvm.mul.rn.f(float %718, float %710) #7
  %720 = tail call float @llvm.fma.f32(float %709, float 0x3FF7154760000000, float %704)
  %721 = fsub float %704, %720
  %722 = tail call float @llvm.fma.f32(float %709, float 0x3FF7154760000000, float %721)
  %723 = tail call float @llvm.fma.f32(float %715, float 0x3FF7154760000000, float %722)
  %724 = tail call float @llvm.fma.f32(float %709, float 0x3E54ABC680000000, float %723)
  %725 = fmul float %719, 3.000000e+00
  %726 = tail call float @llvm.fma.f32(float %725, float %715, float %724)
  %727 = tail call float @llvm.fma.f32(float %719, float %709, float %726)
  %728 = tail call float @llvm.nvvm.add.rn.f(float %720, float %727) #7
  %729 = fneg float %720
  %730 = tail call float @llvm.nvvm.add.rn.f(float %728, float %729) #7
  %731 = fneg float %730
  %732 = tail call float @llvm.nvvm.add.rn.f(float %727, float %731) #7
  %733 = tail call float @llvm.nvvm.mul.rn.f(float %728, float 0x3FDD1745C0000000) #7
  %734 = fneg float %733
  %735 = tail call float @llvm.fma.f32(float %728, float 0x3FDD1745C0000000, float %734)
  %736 = tail call float @llvm.fma.f32(float %732, float 0x3FDD1745C0000000, float %735)
  %737 = tail call float @llvm.nvvm.round.f(float %733) #7
  %738 = fsub float %733, %737
  %739 = fadd float %738, %736
  %740 = tail call float @llvm.fma.f32(float %739, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %741 = tail call float @llvm.fma.f32(float %740, float %739, float 0x3F83B30AC0000000)
  %742 = tail call float @llvm.fma.f32(float %741, float %739, float 0x3FAC6AF760000000)
  %743 = tail call float @llvm.fma.f32(float %742, float %739, float 0x3FCEBFBD80000000)
  %744 = tail call float @llvm.fma.f32(float %743, float %739, float 0x3FE62E4300000000)
  %745 = tail call float @llvm.fma.f32(float %744, float %739, float 1.000000e+00)
  %746 = tail call i32 @llvm.nvvm.f2i.rz(float %737) #7
  %747 = fcmp ogt float %737, 0.000000e+00
  %748 = select i1 %747, i32 0, i32 -2097152000
  %749 = add nsw i32 %748, 2130706432
  %750 = bitcast i32 %749 to float
  %751 = fmul float %745, %750
  %752 = shl i32 %746, 23
  %753 = sub i32 %752, %748
  %754 = bitcast i32 %753 to float
  %755 = fmul float %751, %754
  %756 = tail call float @llvm.nvvm.fabs.f32(float %733)
  %757 = fcmp ogt float %756, 1.520000e+02
  %758 = fcmp olt float %733, 0.000000e+00
  %759 = select i1 %758, float 0.000000e+00, float 0x7FF0000000000000
  %760 = select i1 %757, float %759, float %755
  %761 = fcmp oeq float %692, 1.000000e+00
  br i1 %761, label %776, label %762

762:                                              ; preds = %685
  %763 = fcmp uno float %693, 0.000000e+00
  br i1 %763, label %768, label %764

764:                                              ; preds = %762
  %765 = fcmp oeq float %692, 0.000000e+00
  %766 = fcmp oeq float %693, 0x7FF0000000000000
  %767 = select i1 %765, i1 true, i1 %766
  br i1 %767, label %770, label %773

768:                                              ; preds = %762
  %769 = tail call float @llvm.nvvm.add.rn.f(float %692, float 0x3FDD1745C0000000) #7
  br label %776

770:                                              ; preds = %764
  %771 = fadd float %692, %692
  %772 = tail call float @llvm.fabs.f32(float %771)
  br label %776

773:                                              ; preds = %764
  %774 = fcmp olt float %692, 0.000000e+00
  br i1 %774, label %775, label %776

775:                                              ; preds = %773
  br label %776

776:                                              ; preds = %685, %768, %770, %773, %775
  %777 = phi float [ 1.000000e+00, %685 ], [ %769, %768 ], [ %772, %770 ], [ %760, %773 ], [ 0x7FFFFFFFE0000000, %775 ]
  %778 = fmul contract float %689, 0x3FE6666660000000
  %779 = fadd contract float %778, %686
  %780 = tail call noundef float @llvm.minnum.f32(float %779, float 1.000000e+00)
  %781 = tail call float @llvm.nvvm.fabs.f32(float %780)
  %782 = fcmp olt float %781, 0x3810000000000000
  %783 = fmul float %781, 0x4170000000000000
  %784 = select i1 %782, float %783, float %781
  %785 = select i1 %782, float -2.400000e+01, float 0.000000e+00
  %786 = bitcast float %784 to i32
  %787 = add i32 %786, -1060439283
  %788 = and i32 %787, -8388608
  %789 = sub i32 %786, %788
  %790 = bitcast i32 %789 to float
  %791 = sitofp i32 %788 to float
  %792 = tail call float @llvm.fma.f32(float %791, float 0x3E80000000000000, float %785)
  %793 = fadd float %790, -1.000000e+00
  %794 = fadd float %790, 1.000000e+00
  %795 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %794) #8, !srcloc !19
  %796 = fmul float %793, 2.000000e+00
  %797 = fmul float %796, %795
  %798 = fmul float %797, %797
  %799 = fsub float %793, %797
  %800 = fmul float %799, 2.000000e+00
  %801 = fneg float %797
  %802 = tail call float @llvm.fma.f32(float %801, float %793, float %800)
  %803 = tail call float @llvm.nvvm.mul.rn.f(float %795, float %802) #7
  %804 = tail call float @llvm.fma.f32(float %798, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %805 = tail call float @llvm.fma.f32(float %804, float %798, float 0x3F92776E60000000)
  %806 = tail call float @llvm.fma.f32(float %805, float %798, float 0x3FBEC709E0000000)
  %807 = tail call float @llvm.nvvm.mul.rn.f(float %806, float %798) #7
  %808 = tail call float @llvm.fma.f32(float %797, float 0x3FF7154760000000, float %792)
  %809 = fsub float %792, %808
  %810 = tail call float @llvm.fma.f32(float %797, float 0x3FF7154760000000, float %809)
  %811 = tail call float @llvm.fma.f32(float %803, float 0x3FF7154760000000, float %810)
  %812 = tail call float @llvm.fma.f32(float %797, float 0x3E54ABC680000000, float %811)
  %813 = fmul float %807, 3.000000e+00
  %814 = tail call float @llvm.fma.f32(float %813, float %803, float %812)
  %815 = tail call float @llvm.fma.f32(float %807, float %797, float %814)
  %816 = tail call float @llvm.nvvm.add.rn.f(float %808, float %815) #7
  %817 = fneg float %808
  %818 = tail call float @llvm.nvvm.add.rn.f(float %816, float %817) #7
  %819 = fneg float %818
  %820 = tail call float @llvm.nvvm.add.rn.f(float %815, float %819) #7
  %821 = tail call float @llvm.nvvm.mul.rn.f(float %816, float 0x3FDD1745C0000000) #7
  %822 = fneg float %821
  %823 = tail call float @llvm.fma.f32(float %816, float 0x3FDD1745C0000000, float %822)
  %824 = tail call float @llvm.fma.f32(float %820, float 0x3FDD1745C0000000, float %823)
  %825 = tail call float @llvm.nvvm.round.f(float %821) #7
  %826 = fsub float %821, %825
  %827 = fadd float %826, %824
  %828 = tail call float @llvm.fma.f32(float %827, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %829 = tail call float @llvm.fma.f32(float %828, float %827, float 0x3F83B30AC0000000)
  %830 = tail call float @llvm.fma.f32(float %829, float %827, float 0x3FAC6AF760000000)
  %831 = tail call float @llvm.fma.f32(float %830, float %827, float 0x3FCEBFBD80000000)
  %832 = tail call float @llvm.fma.f32(float %831, float %827, float 0x3FE62E4300000000)
  %833 = tail call float @llvm.fma.f32(float %832, float %827, float 1.000000e+00)
  %834 = tail call i32 @llvm.nvvm.f2i.rz(float %825) #7
  %835 = fcmp ogt float %825, 0.000000e+00
  %836 = select i1 %835, i32 0, i32 -2097152000
  %837 = add nsw i32 %836, 2130706432
  %838 = bitcast i32 %837 to float
  %839 = fmul float %833, %838
  %840 = shl i32 %834, 23
  %841 = sub i32 %840, %836
  %842 = bitcast i32 %841 to float
  %843 = fmul float %839, %842
  %844 = tail call float @llvm.nvvm.fabs.f32(float %821)
  %845 = fcmp ogt float %844, 1.520000e+02
  %846 = fcmp olt float %821, 0.000000e+00
  %847 = select i1 %846, float 0.000000e+00, float 0x7FF0000000000000
  %848 = select i1 %845, float %847, float %843
  %849 = fcmp oeq float %780, 1.000000e+00
  br i1 %849, label %864, label %850

850:                                              ; preds = %776
  %851 = fcmp uno float %781, 0.000000e+00
  br i1 %851, label %856, label %852

852:                                              ; preds = %850
  %853 = fcmp oeq float %780, 0.000000e+00
  %854 = fcmp oeq float %781, 0x7FF0000000000000
  %855 = select i1 %853, i1 true, i1 %854
  br i1 %855, label %858, label %861

856:                                              ; preds = %850
  %857 = tail call float @llvm.nvvm.add.rn.f(float %780, float 0x3FDD1745C0000000) #7
  br label %864

858:                                              ; preds = %852
  %859 = fadd float %780, %780
  %860 = tail call float @llvm.fabs.f32(float %859)
  br label %864

861:                                              ; preds = %852
  %862 = fcmp olt float %780, 0.000000e+00
  br i1 %862, label %863, label %864

863:                                              ; preds = %861
  br label %864

864:                                              ; preds = %776, %856, %858, %861, %863
  %865 = phi float [ 1.000000e+00, %776 ], [ %857, %856 ], [ %860, %858 ], [ %848, %861 ], [ 0x7FFFFFFFE0000000, %863 ]
  %866 = fmul contract float %689, 5.000000e-01
  %867 = fadd contract float %866, %686
  %868 = tail call noundef float @llvm.minnum.f32(float %867, float 1.000000e+00)
  %869 = tail call float @llvm.nvvm.fabs.f32(float %868)
  %870 = fcmp olt float %869, 0x3810000000000000
  %871 = fmul float %869, 0x4170000000000000
  %872 = select i1 %870, float %871, float %869
  %873 = select i1 %870, float -2.400000e+01, float 0.000000e+00
  %874 = bitcast float %872 to i32
  %875 = add i32 %874, -1060439283
  %876 = and i32 %875, -8388608
  %877 = sub i32 %874, %876
  %878 = bitcast i32 %877 to float
  %879 = sitofp i32 %876 to float
  %880 = tail call float @llvm.fma.f32(float %879, float 0x3E80000000000000, float %873)
  %881 = fadd float %878, -1.000000e+00
  %882 = fadd float %878, 1.000000e+00
  %883 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %882) #8, !srcloc !19
  %884 = fmul float %881, 2.000000e+00
  %885 = fmul float %884, %883
  %886 = fmul float %885, %885
  %887 = fsub float %881, %885
  %888 = fmul float %887, 2.000000e+00
  %889 = fneg float %885
  %890 = tail call float @llvm.fma.f32(float %889, float %881, float %888)
  %891 = tail call float @llvm.nvvm.mul.rn.f(float %883, float %890) #7
  %892 = tail call float @llvm.fma.f32(float %886, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %893 = tail call float @llvm.fma.f32(float %892, float %886, float 0x3F92776E60000000)
  %894 = tail call float @llvm.fma.f32(float %893, float %886, float 0x3FBEC709E0000000)
  %895 = tail call float @llvm.nvvm.mul.rn.f(float %894, float %886) #7
  %896 = tail call float @llvm.fma.f32(float %885, float 0x3FF7154760000000, float %880)
  %897 = fsub float %880, %896
  %898 = tail call float @llvm.fma.f32(float %885, float 0x3FF7154760000000, float %897)
  %899 = tail call float @llvm.fma.f32(float %891, float 0x3FF7154760000000, float %898)
  %900 = tail call float @llvm.fma.f32(float %885, float 0x3E54ABC680000000, float %899)
  %901 = fmul float %895, 3.000000e+00
  %902 = tail call float @llvm.fma.f32(float %901, float %891, float %900)
  %903 = tail call float @llvm.fma.f32(float %895, float %885, float %902)
  %904 = tail call float @llvm.nvvm.add.rn.f(float %896, float %903) #7
  %905 = fneg float %896
  %906 = tail call float @llvm.nvvm.add.rn.f(float %904, float %905) #7
  %907 = fneg float %906
  %908 = tail call float @llvm.nvvm.add.rn.f(float %903, float %907) #7
  %909 = tail call float @llvm.nvvm.mul.rn.f(float %904, float 0x3FDD1745C0000000) #7
  %910 = fneg float %909
  %911 = tail call float @llvm.fma.f32(float %904, float 0x3FDD1745C0000000, float %910)
  %912 = tail call float @llvm.fma.f32(float %908, float 0x3FDD1745C0000000, float %911)
  %913 = tail call float @llvm.nvvm.round.f(float %909) #7
  %914 = fsub float %909, %913
  %915 = fadd float %914, %912
  %916 = tail call float @llvm.fma.f32(float %915, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %917 = tail call float @llvm.fma.f32(float %916, float %915, float 0x3F83B30AC0000000)
  %918 = tail call float @llvm.fma.f32(float %917, float %915, float 0x3FAC6AF760000000)
  %919 = tail call float @llvm.fma.f32(float %918, float %915, float 0x3FCEBFBD80000000)
  %920 = tail call float @llvm.fma.f32(float %919, float %915, float 0x3FE62E4300000000)
  %921 = tail call float @llvm.fma.f32(float %920, float %915, float 1.000000e+00)
  %922 = tail call i32 @llvm.nvvm.f2i.rz(float %913) #7
  %923 = fcmp ogt float %913, 0.000000e+00
  %924 = select i1 %923, i32 0, i32 -2097152000
  %925 = add nsw i32 %924, 2130706432
  %926 = bitcast i32 %925 to float
  %927 = fmul float %921, %926
  %928 = shl i32 %922, 23
  %929 = sub i32 %928, %924
  %930 = bitcast i32 %929 to float
  %931 = fmul float %927, %930
  %932 = tail call float @llvm.nvvm.fabs.f32(float %909)
  %933 = fcmp ogt float %932, 1.520000e+02
  %934 = fcmp olt float %909, 0.000000e+00
  %935 = select i1 %934, float 0.000000e+00, float 0x7FF0000000000000
  %936 = select i1 %933, float %935, float %931
  %937 = fcmp oeq float %868, 1.000000e+00
  br i1 %937, label %1586, label %938

938:                                              ; preds = %864
  %939 = fcmp uno float %869, 0.000000e+00
  br i1 %939, label %944, label %940

940:                                              ; preds = %938
  %941 = fcmp oeq float %868, 0.000000e+00
  %942 = fcmp oeq float %869, 0x7FF0000000000000
  %943 = select i1 %941, i1 true, i1 %942
  br i1 %943, label %946, label %949

944:                                              ; preds = %938
  %945 = tail call float @llvm.nvvm.add.rn.f(float %868, float 0x3FDD1745C0000000) #7
  br label %1586

946:                                              ; preds = %940
  %947 = fadd float %868, %868
  %948 = tail call float @llvm.fabs.f32(float %947)
  br label %1586

949:                                              ; preds = %940
  %950 = fcmp olt float %868, 0.000000e+00
  br i1 %950, label %951, label %1586

951:                                              ; preds = %949
  br label %1586

952:                                              ; preds = %645, %1043
  %953 = phi float [ %1044, %1043 ], [ 0x4415AF1D80000000, %645 ]
  %954 = phi i32 [ %1045, %1043 ], [ 0, %645 ]
  %955 = zext nneg i32 %954 to i64
  %956 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %955
  %957 = load i32, ptr %956, align 4, !tbaa !6
  %958 = getelementptr inbounds nuw i8, ptr %956, i64 4
  %959 = load float, ptr %958, align 4, !tbaa !14
  %960 = getelementptr inbounds nuw i8, ptr %956, i64 8
  %961 = load float, ptr %960, align 4, !tbaa !14
  %962 = getelementptr inbounds nuw i8, ptr %956, i64 12
  %963 = load float, ptr %962, align 4, !tbaa !14
  %964 = getelementptr inbounds nuw i8, ptr %956, i64 16
  %965 = load float, ptr %964, align 4, !tbaa !14
  %966 = getelementptr inbounds nuw i8, ptr %956, i64 20
  %967 = load float, ptr %966, align 4, !tbaa !14
  %968 = getelementptr inbounds nuw i8, ptr %956, i64 24
  %969 = load float, ptr %968, align 4, !tbaa !14
  %970 = getelementptr inbounds nuw i8, ptr %956, i64 28
  %971 = load float, ptr %970, align 4, !tbaa !14
  %972 = fsub contract float %669, %959
  %973 = fsub contract float %671, %961
  %974 = fsub contract float %673, %963
  %975 = and i32 %957, 3
  switch i32 %975, label %169 [
    i32 0, label %976
    i32 1, label %984
    i32 2, label %1004
    i32 3, label %1015
  ]

976:                                              ; preds = %952
  %977 = fmul contract float %972, %972
  %978 = fmul contract float %973, %973
  %979 = fadd contract float %977, %978
  %980 = fmul contract float %974, %974
  %981 = fadd contract float %979, %980
  %982 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %981) #7
  %983 = fsub contract float %982, %965
  br label %1027

984:                                              ; preds = %952
  %985 = tail call noundef float @llvm.nvvm.fabs.f32(float %972)
  %986 = fsub contract float %985, %965
  %987 = tail call noundef float @llvm.nvvm.fabs.f32(float %973)
  %988 = fsub contract float %987, %967
  %989 = tail call noundef float @llvm.nvvm.fabs.f32(float %974)
  %990 = fsub contract float %989, %969
  %991 = tail call noundef float @llvm.maxnum.f32(float %986, float 0.000000e+00)
  %992 = tail call noundef float @llvm.maxnum.f32(float %988, float 0.000000e+00)
  %993 = tail call noundef float @llvm.maxnum.f32(float %990, float 0.000000e+00)
  %994 = fmul contract float %991, %991
  %995 = fmul contract float %992, %992
  %996 = fadd contract float %994, %995
  %997 = fmul contract float %993, %993
  %998 = fadd contract float %996, %997
  %999 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %998) #7
  %1000 = tail call noundef float @llvm.maxnum.f32(float %988, float %990)
  %1001 = tail call noundef float @llvm.maxnum.f32(float %986, float %1000)
  %1002 = tail call noundef float @llvm.minnum.f32(float %1001, float 0.000000e+00)
  %1003 = fadd contract float %1002, %999
  br label %1027

1004:                                             ; preds = %952
  %1005 = fmul contract float %972, %972
  %1006 = fmul contract float %974, %974
  %1007 = fadd contract float %1005, %1006
  %1008 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1007) #7
  %1009 = fsub contract float %1008, %965
  %1010 = fmul contract float %1009, %1009
  %1011 = fmul contract float %973, %973
  %1012 = fadd contract float %1011, %1010
  %1013 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1012) #7
  %1014 = fsub contract float %1013, %967
  br label %1027

1015:                                             ; preds = %952
  %1016 = fneg contract float %969
  %1017 = tail call noundef float @llvm.maxnum.f32(float %973, float %1016)
  %1018 = tail call noundef float @llvm.minnum.f32(float %1017, float %969)
  %1019 = fsub contract float %973, %1018
  %1020 = fmul contract float %972, %972
  %1021 = fmul contract float %1019, %1019
  %1022 = fadd contract float %1020, %1021
  %1023 = fmul contract float %974, %974
  %1024 = fadd contract float %1023, %1022
  %1025 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1024) #7
  %1026 = fsub contract float %1025, %967
  br label %1027

1027:                                             ; preds = %976, %984, %1004, %1015
  %1028 = phi float [ %983, %976 ], [ %1003, %984 ], [ %1014, %1004 ], [ %1026, %1015 ]
  %1029 = fcmp contract ogt float %971, 0x3EB0C6F7A0000000
  br i1 %1029, label %1030, label %1041

1030:                                             ; preds = %1027
  %1031 = fsub contract float %953, %1028
  %1032 = tail call noundef float @llvm.nvvm.fabs.f32(float %1031)
  %1033 = fsub contract float %971, %1032
  %1034 = tail call noundef float @llvm.maxnum.f32(float %1033, float 0.000000e+00)
  %1035 = fdiv contract float %1034, %971
  %1036 = tail call noundef float @llvm.minnum.f32(float %953, float %1028)
  %1037 = fmul contract float %1035, %1035
  %1038 = fmul contract float %971, %1037
  %1039 = fmul contract float %1038, 2.500000e-01
  %1040 = fsub contract float %1036, %1039
  br label %1043

1041:                                             ; preds = %1027
  %1042 = tail call noundef float @llvm.minnum.f32(float %953, float %1028)
  br label %1043

1043:                                             ; preds = %1041, %1030
  %1044 = phi float [ %1040, %1030 ], [ %1042, %1041 ]
  %1045 = add nuw nsw i32 %954, 1
  %1046 = icmp eq i32 %1045, %23
  br i1 %1046, label %1047, label %952, !llvm.loop !15

1047:                                             ; preds = %1043, %645
  %1048 = phi float [ 0x4415AF1D80000000, %645 ], [ %1044, %1043 ]
  %1049 = fsub contract float 0x3FB47AE140000000, %1048
  %1050 = fmul contract float %664, 0x3FC1EB8520000000
  %1051 = fadd contract float %240, %1050
  %1052 = fmul contract float %665, 0x3FC1EB8520000000
  %1053 = fadd contract float %244, %1052
  %1054 = fmul contract float %666, 0x3FC1EB8520000000
  %1055 = fadd contract float %248, %1054
  br i1 %667, label %1151, label %1056

1056:                                             ; preds = %1047, %1147
  %1057 = phi float [ %1148, %1147 ], [ 0x4415AF1D80000000, %1047 ]
  %1058 = phi i32 [ %1149, %1147 ], [ 0, %1047 ]
  %1059 = zext nneg i32 %1058 to i64
  %1060 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1059
  %1061 = load i32, ptr %1060, align 4, !tbaa !6
  %1062 = getelementptr inbounds nuw i8, ptr %1060, i64 4
  %1063 = load float, ptr %1062, align 4, !tbaa !14
  %1064 = getelementptr inbounds nuw i8, ptr %1060, i64 8
  %1065 = load float, ptr %1064, align 4, !tbaa !14
  %1066 = getelementptr inbounds nuw i8, ptr %1060, i64 12
  %1067 = load float, ptr %1066, align 4, !tbaa !14
  %1068 = getelementptr inbounds nuw i8, ptr %1060, i64 16
  %1069 = load float, ptr %1068, align 4, !tbaa !14
  %1070 = getelementptr inbounds nuw i8, ptr %1060, i64 20
  %1071 = load float, ptr %1070, align 4, !tbaa !14
  %1072 = getelementptr inbounds nuw i8, ptr %1060, i64 24
  %1073 = load float, ptr %1072, align 4, !tbaa !14
  %1074 = getelementptr inbounds nuw i8, ptr %1060, i64 28
  %1075 = load float, ptr %1074, align 4, !tbaa !14
  %1076 = fsub contract float %1051, %1063
  %1077 = fsub contract float %1053, %1065
  %1078 = fsub contract float %1055, %1067
  %1079 = and i32 %1061, 3
  switch i32 %1079, label %169 [
    i32 0, label %1123
    i32 1, label %1103
    i32 2, label %1092
    i32 3, label %1080
  ]

1080:                                             ; preds = %1056
  %1081 = fneg contract float %1073
  %1082 = tail call noundef float @llvm.maxnum.f32(float %1077, float %1081)
  %1083 = tail call noundef float @llvm.minnum.f32(float %1082, float %1073)
  %1084 = fsub contract float %1077, %1083
  %1085 = fmul contract float %1076, %1076
  %1086 = fmul contract float %1084, %1084
  %1087 = fadd contract float %1085, %1086
  %1088 = fmul contract float %1078, %1078
  %1089 = fadd contract float %1088, %1087
  %1090 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1089) #7
  %1091 = fsub contract float %1090, %1071
  br label %1131

1092:                                             ; preds = %1056
  %1093 = fmul contract float %1076, %1076
  %1094 = fmul contract float %1078, %1078
  %1095 = fadd contract float %1093, %1094
  %1096 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1095) #7
  %1097 = fsub contract float %1096, %1069
  %1098 = fmul contract float %1097, %1097
  %1099 = fmul contract float %1077, %1077
  %1100 = fadd contract float %1099, %1098
  %1101 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1100) #7
  %1102 = fsub contract float %1101, %1071
  br label %1131

1103:                                             ; preds = %1056
  %1104 = tail call noundef float @llvm.nvvm.fabs.f32(float %1076)
  %1105 = fsub contract float %1104, %1069
  %1106 = tail call noundef float @llvm.nvvm.fabs.f32(float %1077)
  %1107 = fsub contract float %1106, %1071
  %1108 = tail call noundef float @llvm.nvvm.fabs.f32(float %1078)
  %1109 = fsub contract float %1108, %1073
  %1110 = tail call noundef float @llvm.maxnum.f32(float %1105, float 0.000000e+00)
  %1111 = tail call noundef float @llvm.maxnum.f32(float %1107, float 0.000000e+00)
  %1112 = tail call noundef float @llvm.maxnum.f32(float %1109, float 0.000000e+00)
  %1113 = fmul contract float %1110, %1110
  %1114 = fmul contract float %1111, %1111
  %1115 = fadd contract float %1113, %1114
  %1116 = fmul contract float %1112, %1112
  %1117 = fadd contract float %1115, %1116
  %1118 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1117) #7
  %1119 = tail call noundef float @llvm.maxnum.f32(float %1107, float %1109)
  %1120 = tail call noundef float @llvm.maxnum.f32(float %1105, float %1119)
  %1121 = tail call noundef float @llvm.minnum.f32(float %1120, float 0.000000e+00)
  %1122 = fadd contract float %1121, %1118
  br label %1131

1123:                                             ; preds = %1056
  %1124 = fmul contract float %1076, %1076
  %1125 = fmul contract float %1077, %1077
  %1126 = fadd contract float %1124, %1125
  %1127 = fmul contract float %1078, %1078
  %1128 = fadd contract float %1126, %1127
  %1129 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1128) #7
  %1130 = fsub contract float %1129, %1069
  br label %1131

1131:                                             ; preds = %1123, %1103, %1092, %1080
  %1132 = phi float [ %1130, %1123 ], [ %1122, %1103 ], [ %1102, %1092 ], [ %1091, %1080 ]
  %1133 = fcmp contract ogt float %1075, 0x3EB0C6F7A0000000
  br i1 %1133, label %1136, label %1134

1134:                                             ; preds = %1131
  %1135 = tail call noundef float @llvm.minnum.f32(float %1057, float %1132)
  br label %1147

1136:                                             ; preds = %1131
  %1137 = fsub contract float %1057, %1132
  %1138 = tail call noundef float @llvm.nvvm.fabs.f32(float %1137)
  %1139 = fsub contract float %1075, %1138
  %1140 = tail call noundef float @llvm.maxnum.f32(float %1139, float 0.000000e+00)
  %1141 = fdiv contract float %1140, %1075
  %1142 = tail call noundef float @llvm.minnum.f32(float %1057, float %1132)
  %1143 = fmul contract float %1141, %1141
  %1144 = fmul contract float %1075, %1143
  %1145 = fmul contract float %1144, 2.500000e-01
  %1146 = fsub contract float %1142, %1145
  br label %1147

1147:                                             ; preds = %1136, %1134
  %1148 = phi float [ %1146, %1136 ], [ %1135, %1134 ]
  %1149 = add nuw nsw i32 %1058, 1
  %1150 = icmp eq i32 %1149, %23
  br i1 %1150, label %1151, label %1056, !llvm.loop !15

1151:                                             ; preds = %1147, %1047
  %1152 = phi float [ 0x4415AF1D80000000, %1047 ], [ %1148, %1147 ]
  %1153 = fsub contract float 0x3FC1EB8520000000, %1152
  %1154 = fmul contract float %1153, 0x3FE6666660000000
  %1155 = fadd contract float %1049, %1154
  %1156 = fmul contract float %664, 0x3FC9999980000000
  %1157 = fadd contract float %240, %1156
  %1158 = fmul contract float %665, 0x3FC9999980000000
  %1159 = fadd contract float %244, %1158
  %1160 = fmul contract float %666, 0x3FC9999980000000
  %1161 = fadd contract float %248, %1160
  br i1 %667, label %1257, label %1162

1162:                                             ; preds = %1151, %1253
  %1163 = phi float [ %1254, %1253 ], [ 0x4415AF1D80000000, %1151 ]
  %1164 = phi i32 [ %1255, %1253 ], [ 0, %1151 ]
  %1165 = zext nneg i32 %1164 to i64
  %1166 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1165
  %1167 = load i32, ptr %1166, align 4, !tbaa !6
  %1168 = getelementptr inbounds nuw i8, ptr %1166, i64 4
  %1169 = load float, ptr %1168, align 4, !tbaa !14
  %1170 = getelementptr inbounds nuw i8, ptr %1166, i64 8
  %1171 = load float, ptr %1170, align 4, !tbaa !14
  %1172 = getelementptr inbounds nuw i8, ptr %1166, i64 12
  %1173 = load float, ptr %1172, align 4, !tbaa !14
  %1174 = getelementptr inbounds nuw i8, ptr %1166, i64 16
  %1175 = load float, ptr %1174, align 4, !tbaa !14
  %1176 = getelementptr inbounds nuw i8, ptr %1166, i64 20
  %1177 = load float, ptr %1176, align 4, !tbaa !14
  %1178 = getelementptr inbounds nuw i8, ptr %1166, i64 24
  %1179 = load float, ptr %1178, align 4, !tbaa !14
  %1180 = getelementptr inbounds nuw i8, ptr %1166, i64 28
  %1181 = load float, ptr %1180, align 4, !tbaa !14
  %1182 = fsub contract float %1157, %1169
  %1183 = fsub contract float %1159, %1171
  %1184 = fsub contract float %1161, %1173
  %1185 = and i32 %1167, 3
  switch i32 %1185, label %169 [
    i32 0, label %1229
    i32 1, label %1209
    i32 2, label %1198
    i32 3, label %1186
  ]

1186:                                             ; preds = %1162
  %1187 = fneg contract float %1179
  %1188 = tail call noundef float @llvm.maxnum.f32(float %1183, float %1187)
  %1189 = tail call noundef float @llvm.minnum.f32(float %1188, float %1179)
  %1190 = fsub contract float %1183, %1189
  %1191 = fmul contract float %1182, %1182
  %1192 = fmul contract float %1190, %1190
  %1193 = fadd contract float %1191, %1192
  %1194 = fmul contract float %1184, %1184
  %1195 = fadd contract float %1194, %1193
  %1196 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1195) #7
  %1197 = fsub contract float %1196, %1177
  br label %1237

1198:                                             ; preds = %1162
  %1199 = fmul contract float %1182, %1182
  %1200 = fmul contract float %1184, %1184
  %1201 = fadd contract float %1199, %1200
  %1202 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1201) #7
  %1203 = fsub contract float %1202, %1175
  %1204 = fmul contract float %1203, %1203
  %1205 = fmul contract float %1183, %1183
  %1206 = fadd contract float %1205, %1204
  %1207 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1206) #7
  %1208 = fsub contract float %1207, %1177
  br label %1237

1209:                                             ; preds = %1162
  %1210 = tail call noundef float @llvm.nvvm.fabs.f32(float %1182)
  %1211 = fsub contract float %1210, %1175
  %1212 = tail call noundef float @llvm.nvvm.fabs.f32(float %1183)
  %1213 = fsub contract float %1212, %1177
  %1214 = tail call noundef float @llvm.nvvm.fabs.f32(float %1184)
  %1215 = fsub contract float %1214, %1179
  %1216 = tail call noundef float @llvm.maxnum.f32(float %1211, float 0.000000e+00)
  %1217 = tail call noundef float @llvm.maxnum.f32(float %1213, float 0.000000e+00)
  %1218 = tail call noundef float @llvm.maxnum.f32(float %1215, float 0.000000e+00)
  %1219 = fmul contract float %1216, %1216
  %1220 = fmul contract float %1217, %1217
  %1221 = fadd contract float %1219, %1220
  %1222 = fmul contract float %1218, %1218
  %1223 = fadd contract float %1221, %1222
  %1224 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1223) #7
  %1225 = tail call noundef float @llvm.maxnum.f32(float %1213, float %1215)
  %1226 = tail call noundef float @llvm.maxnum.f32(float %1211, float %1225)
  %1227 = tail call noundef float @llvm.minnum.f32(float %1226, float 0.000000e+00)
  %1228 = fadd contract float %1227, %1224
  br label %1237

1229:                                             ; preds = %1162
  %1230 = fmul contract float %1182, %1182
  %1231 = fmul contract float %1183, %1183
  %1232 = fadd contract float %1230, %1231
  %1233 = fmul contract float %1184, %1184
  %1234 = fadd contract float %1232, %1233
  %1235 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1234) #7
  %1236 = fsub contract float %1235, %1175
  br label %1237

1237:                                             ; preds = %1229, %1209, %1198, %1186
  %1238 = phi float [ %1236, %1229 ], [ %1228, %1209 ], [ %1208, %1198 ], [ %1197, %1186 ]
  %1239 = fcmp contract ogt float %1181, 0x3EB0C6F7A0000000
  br i1 %1239, label %1242, label %1240

1240:                                             ; preds = %1237
  %1241 = tail call noundef float @llvm.minnum.f32(float %1163, float %1238)
  br label %1253

1242:                                             ; preds = %1237
  %1243 = fsub contract float %1163, %1238
  %1244 = tail call noundef float @llvm.nvvm.fabs.f32(float %1243)
  %1245 = fsub contract float %1181, %1244
  %1246 = tail call noundef float @llvm.maxnum.f32(float %1245, float 0.000000e+00)
  %1247 = fdiv contract float %1246, %1181
  %1248 = tail call noundef float @llvm.minnum.f32(float %1163, float %1238)
  %1249 = fmul contract float %1247, %1247
  %1250 = fmul contract float %1181, %1249
  %1251 = fmul contract float %1250, 2.500000e-01
  %1252 = fsub contract float %1248, %1251
  br label %1253

1253:                                             ; preds = %1242, %1240
  %1254 = phi float [ %1252, %1242 ], [ %1241, %1240 ]
  %1255 = add nuw nsw i32 %1164, 1
  %1256 = icmp eq i32 %1255, %23
  br i1 %1256, label %1257, label %1162, !llvm.loop !15

1257:                                             ; preds = %1253, %1151
  %1258 = phi float [ 0x4415AF1D80000000, %1151 ], [ %1254, %1253 ]
  %1259 = fsub contract float 0x3FC9999980000000, %1258
  %1260 = fmul contract float %1259, 0x3FDF5C28E0000000
  %1261 = fadd contract float %1155, %1260
  %1262 = fmul contract float %664, 0x3FD0A3D700000000
  %1263 = fadd contract float %240, %1262
  %1264 = fmul contract float %665, 0x3FD0A3D700000000
  %1265 = fadd contract float %244, %1264
  %1266 = fmul contract float %666, 0x3FD0A3D700000000
  %1267 = fadd contract float %248, %1266
  br i1 %667, label %1363, label %1268

1268:                                             ; preds = %1257, %1359
  %1269 = phi float [ %1360, %1359 ], [ 0x4415AF1D80000000, %1257 ]
  %1270 = phi i32 [ %1361, %1359 ], [ 0, %1257 ]
  %1271 = zext nneg i32 %1270 to i64
  %1272 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1271
  %1273 = load i32, ptr %1272, align 4, !tbaa !6
  %1274 = getelementptr inbounds nuw i8, ptr %1272, i64 4
  %1275 = load float, ptr %1274, align 4, !tbaa !14
  %1276 = getelementptr inbounds nuw i8, ptr %1272, i64 8
  %1277 = load float, ptr %1276, align 4, !tbaa !14
  %1278 = getelementptr inbounds nuw i8, ptr %1272, i64 12
  %1279 = load float, ptr %1278, align 4, !tbaa !14
  %1280 = getelementptr inbounds nuw i8, ptr %1272, i64 16
  %1281 = load float, ptr %1280, align 4, !tbaa !14
  %1282 = getelementptr inbounds nuw i8, ptr %1272, i64 20
  %1283 = load float, ptr %1282, align 4, !tbaa !14
  %1284 = getelementptr inbounds nuw i8, ptr %1272, i64 24
  %1285 = load float, ptr %1284, align 4, !tbaa !14
  %1286 = getelementptr inbounds nuw i8, ptr %1272, i64 28
  %1287 = load float, ptr %1286, align 4, !tbaa !14
  %1288 = fsub contract float %1263, %1275
  %1289 = fsub contract float %1265, %1277
  %1290 = fsub contract float %1267, %1279
  %1291 = and i32 %1273, 3
  switch i32 %1291, label %169 [
    i32 0, label %1335
    i32 1, label %1315
    i32 2, label %1304
    i32 3, label %1292
  ]

1292:                                             ; preds = %1268
  %1293 = fneg contract float %1285
  %1294 = tail call noundef float @llvm.maxnum.f32(float %1289, float %1293)
  %1295 = tail call noundef float @llvm.minnum.f32(float %1294, float %1285)
  %1296 = fsub contract float %1289, %1295
  %1297 = fmul contract float %1288, %1288
  %1298 = fmul contract float %1296, %1296
  %1299 = fadd contract float %1297, %1298
  %1300 = fmul contract float %1290, %1290
  %1301 = fadd contract float %1300, %1299
  %1302 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1301) #7
  %1303 = fsub contract float %1302, %1283
  br label %1343

1304:                                             ; preds = %1268
  %1305 = fmul contract float %1288, %1288
  %1306 = fmul contract float %1290, %1290
  %1307 = fadd contract float %1305, %1306
  %1308 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1307) #7
  %1309 = fsub contract float %1308, %1281
  %1310 = fmul contract float %1309, %1309
  %1311 = fmul contract float %1289, %1289
  %1312 = fadd contract float %1311, %1310
  %1313 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1312) #7
  %1314 = fsub contract float %1313, %1283
  br label %1343

1315:                                             ; preds = %1268
  %1316 = tail call noundef float @llvm.nvvm.fabs.f32(float %1288)
  %1317 = fsub contract float %1316, %1281
  %1318 = tail call noundef float @llvm.nvvm.fabs.f32(float %1289)
  %1319 = fsub contract float %1318, %1283
  %1320 = tail call noundef float @llvm.nvvm.fabs.f32(float %1290)
  %1321 = fsub contract float %1320, %1285
  %1322 = tail call noundef float @llvm.maxnum.f32(float %1317, float 0.000000e+00)
  %1323 = tail call noundef float @llvm.maxnum.f32(float %1319, float 0.000000e+00)
  %1324 = tail call noundef float @llvm.maxnum.f32(float %1321, float 0.000000e+00)
  %1325 = fmul contract float %1322, %1322
  %1326 = fmul contract float %1323, %1323
  %1327 = fadd contract float %1325, %1326
  %1328 = fmul contract float %1324, %1324
  %1329 = fadd contract float %1327, %1328
  %1330 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1329) #7
  %1331 = tail call noundef float @llvm.maxnum.f32(float %1319, float %1321)
  %1332 = tail call noundef float @llvm.maxnum.f32(float %1317, float %1331)
  %1333 = tail call noundef float @llvm.minnum.f32(float %1332, float 0.000000e+00)
  %1334 = fadd contract float %1333, %1330
  br label %1343

1335:                                             ; preds = %1268
  %1336 = fmul contract float %1288, %1288
  %1337 = fmul contract float %1289, %1289
  %1338 = fadd contract float %1336, %1337
  %1339 = fmul contract float %1290, %1290
  %1340 = fadd contract float %1338, %1339
  %1341 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1340) #7
  %1342 = fsub contract float %1341, %1281
  br label %1343

1343:                                             ; preds = %1335, %1315, %1304, %1292
  %1344 = phi float [ %1342, %1335 ], [ %1334, %1315 ], [ %1314, %1304 ], [ %1303, %1292 ]
  %1345 = fcmp contract ogt float %1287, 0x3EB0C6F7A0000000
  br i1 %1345, label %1348, label %1346

1346:                                             ; preds = %1343
  %1347 = tail call noundef float @llvm.minnum.f32(float %1269, float %1344)
  br label %1359

1348:                                             ; preds = %1343
  %1349 = fsub contract float %1269, %1344
  %1350 = tail call noundef float @llvm.nvvm.fabs.f32(float %1349)
  %1351 = fsub contract float %1287, %1350
  %1352 = tail call noundef float @llvm.maxnum.f32(float %1351, float 0.000000e+00)
  %1353 = fdiv contract float %1352, %1287
  %1354 = tail call noundef float @llvm.minnum.f32(float %1269, float %1344)
  %1355 = fmul contract float %1353, %1353
  %1356 = fmul contract float %1287, %1355
  %1357 = fmul contract float %1356, 2.500000e-01
  %1358 = fsub contract float %1354, %1357
  br label %1359

1359:                                             ; preds = %1348, %1346
  %1360 = phi float [ %1358, %1348 ], [ %1347, %1346 ]
  %1361 = add nuw nsw i32 %1270, 1
  %1362 = icmp eq i32 %1361, %23
  br i1 %1362, label %1363, label %1268, !llvm.loop !15

1363:                                             ; preds = %1359, %1257
  %1364 = phi float [ 0x4415AF1D80000000, %1257 ], [ %1360, %1359 ]
  %1365 = fsub contract float 0x3FD0A3D700000000, %1364
  %1366 = fmul contract float %1365, 0x3FD5F3B640000000
  %1367 = fadd contract float %1261, %1366
  %1368 = fmul contract float %664, 0x3FD47AE140000000
  %1369 = fadd contract float %240, %1368
  %1370 = fmul contract float %665, 0x3FD47AE140000000
  %1371 = fadd contract float %244, %1370
  %1372 = fmul contract float %666, 0x3FD47AE140000000
  %1373 = fadd contract float %248, %1372
  br i1 %667, label %1469, label %1374

1374:                                             ; preds = %1363, %1465
  %1375 = phi float [ %1466, %1465 ], [ 0x4415AF1D80000000, %1363 ]
  %1376 = phi i32 [ %1467, %1465 ], [ 0, %1363 ]
  %1377 = zext nneg i32 %1376 to i64
  %1378 = getelementptr inbounds nuw %struct.SdfPrim, ptr addrspacecast (ptr addrspace(4) @c_prims to ptr), i64 %1377
  %1379 = load i32, ptr %1378, align 4, !tbaa !6
  %1380 = getelementptr inbounds nuw i8, ptr %1378, i64 4
  %1381 = load float, ptr %1380, align 4, !tbaa !14
  %1382 = getelementptr inbounds nuw i8, ptr %1378, i64 8
  %1383 = load float, ptr %1382, align 4, !tbaa !14
  %1384 = getelementptr inbounds nuw i8, ptr %1378, i64 12
  %1385 = load float, ptr %1384, align 4, !tbaa !14
  %1386 = getelementptr inbounds nuw i8, ptr %1378, i64 16
  %1387 = load float, ptr %1386, align 4, !tbaa !14
  %1388 = getelementptr inbounds nuw i8, ptr %1378, i64 20
  %1389 = load float, ptr %1388, align 4, !tbaa !14
  %1390 = getelementptr inbounds nuw i8, ptr %1378, i64 24
  %1391 = load float, ptr %1390, align 4, !tbaa !14
  %1392 = getelementptr inbounds nuw i8, ptr %1378, i64 28
  %1393 = load float, ptr %1392, align 4, !tbaa !14
  %1394 = fsub contract float %1369, %1381
  %1395 = fsub contract float %1371, %1383
  %1396 = fsub contract float %1373, %1385
  %1397 = and i32 %1379, 3
  switch i32 %1397, label %169 [
    i32 0, label %1441
    i32 1, label %1421
    i32 2, label %1410
    i32 3, label %1398
  ]

1398:                                             ; preds = %1374
  %1399 = fneg contract float %1391
  %1400 = tail call noundef float @llvm.maxnum.f32(float %1395, float %1399)
  %1401 = tail call noundef float @llvm.minnum.f32(float %1400, float %1391)
  %1402 = fsub contract float %1395, %1401
  %1403 = fmul contract float %1394, %1394
  %1404 = fmul contract float %1402, %1402
  %1405 = fadd contract float %1403, %1404
  %1406 = fmul contract float %1396, %1396
  %1407 = fadd contract float %1406, %1405
  %1408 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1407) #7
  %1409 = fsub contract float %1408, %1389
  br label %1449

1410:                                             ; preds = %1374
  %1411 = fmul contract float %1394, %1394
  %1412 = fmul contract float %1396, %1396
  %1413 = fadd contract float %1411, %1412
  %1414 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1413) #7
  %1415 = fsub contract float %1414, %1387
  %1416 = fmul contract float %1415, %1415
  %1417 = fmul contract float %1395, %1395
  %1418 = fadd contract float %1417, %1416
  %1419 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1418) #7
  %1420 = fsub contract float %1419, %1389
  br label %1449

1421:                                             ; preds = %1374
  %1422 = tail call noundef float @llvm.nvvm.fabs.f32(float %1394)
  %1423 = fsub contract float %1422, %1387
  %1424 = tail call noundef float @llvm.nvvm.fabs.f32(float %1395)
  %1425 = fsub contract float %1424, %1389
  %1426 = tail call noundef float @llvm.nvvm.fabs.f32(float %1396)
  %1427 = fsub contract float %1426, %1391
  %1428 = tail call noundef float @llvm.maxnum.f32(float %1423, float 0.000000e+00)
  %1429 = tail call noundef float @llvm.maxnum.f32(float %1425, float 0.000000e+00)
  %1430 = tail call noundef float @llvm.maxnum.f32(float %1427, float 0.000000e+00)
  %1431 = fmul contract float %1428, %1428
  %1432 = fmul contract float %1429, %1429
  %1433 = fadd contract float %1431, %1432
  %1434 = fmul contract float %1430, %1430
  %1435 = fadd contract float %1433, %1434
  %1436 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1435) #7
  %1437 = tail call noundef float @llvm.maxnum.f32(float %1425, float %1427)
  %1438 = tail call noundef float @llvm.maxnum.f32(float %1423, float %1437)
  %1439 = tail call noundef float @llvm.minnum.f32(float %1438, float 0.000000e+00)
  %1440 = fadd contract float %1439, %1436
  br label %1449

1441:                                             ; preds = %1374
  %1442 = fmul contract float %1394, %1394
  %1443 = fmul contract float %1395, %1395
  %1444 = fadd contract float %1442, %1443
  %1445 = fmul contract float %1396, %1396
  %1446 = fadd contract float %1444, %1445
  %1447 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %1446) #7
  %1448 = fsub contract float %1447, %1387
  br label %1449

1449:                                             ; preds = %1441, %1421, %1410, %1398
  %1450 = phi float [ %1448, %1441 ], [ %1440, %1421 ], [ %1420, %1410 ], [ %1409, %1398 ]
  %1451 = fcmp contract ogt float %1393, 0x3EB0C6F7A0000000
  br i1 %1451, label %1454, label %1452

1452:                                             ; preds = %1449
  %1453 = tail call noundef float @llvm.minnum.f32(float %1375, float %1450)
  br label %1465

1454:                                             ; preds = %1449
  %1455 = fsub contract float %1375, %1450
  %1456 = tail call noundef float @llvm.nvvm.fabs.f32(float %1455)
  %1457 = fsub contract float %1393, %1456
  %1458 = tail call noundef float @llvm.maxnum.f32(float %1457, float 0.000000e+00)
  %1459 = fdiv contract float %1458, %1393
  %1460 = tail call noundef float @llvm.minnum.f32(float %1375, float %1450)
  %1461 = fmul contract float %1459, %1459
  %1462 = fmul contract float %1393, %1461
  %1463 = fmul contract float %1462, 2.500000e-01
  %1464 = fsub contract float %1460, %1463
  br label %1465

1465:                                             ; preds = %1454, %1452
  %1466 = phi float [ %1464, %1454 ], [ %1453, %1452 ]
  %1467 = add nuw nsw i32 %1376, 1
  %1468 = icmp eq i32 %1467, %23
  br i1 %1468, label %1469, label %1374, !llvm.loop !15

1469:                                             ; preds = %1465, %1363
  %1470 = phi float [ 0x4415AF1D80000000, %1363 ], [ %1466, %1465 ]
  %1471 = fsub contract float 0x3FD47AE140000000, %1470
  %1472 = fmul contract float %1471, 0x3FCEBB98C0000000
  %1473 = fadd contract float %1367, %1472
  %1474 = fmul contract float %1473, 2.000000e+00
  %1475 = fsub contract float 1.000000e+00, %1474
  %1476 = tail call noundef float @llvm.maxnum.f32(float %1475, float 0.000000e+00)
  %1477 = tail call noundef float @llvm.minnum.f32(float %1476, float 1.000000e+00)
  %1478 = getelementptr inbounds nuw i8, ptr %4, i64 60
  %1479 = load float, ptr %1478, align 4, !tbaa !14
  %1480 = getelementptr inbounds nuw i8, ptr %4, i64 64
  %1481 = load float, ptr %1480, align 4, !tbaa !14
  %1482 = getelementptr inbounds nuw i8, ptr %4, i64 68
  %1483 = load float, ptr %1482, align 4, !tbaa !14
  %1484 = fmul contract float %1479, %1479
  %1485 = fmul contract float %1481, %1481
  %1486 = fadd contract float %1484, %1485
  %1487 = fmul contract float %1483, %1483
  %1488 = fadd contract float %1486, %1487
  %1489 = tail call noundef float @llvm.maxnum.f32(float %1488, float 0x3BC79CA100000000)
  %1490 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1489)
  %1491 = fmul contract float %1479, %1490
  %1492 = fmul contract float %1481, %1490
  %1493 = fmul contract float %1483, %1490
  %1494 = fmul contract float %664, %1491
  %1495 = fmul contract float %665, %1492
  %1496 = fadd contract float %1494, %1495
  %1497 = fmul contract float %666, %1493
  %1498 = fadd contract float %1497, %1496
  %1499 = tail call noundef float @llvm.maxnum.f32(float %1498, float 0.000000e+00)
  %1500 = fsub contract float %1491, %80
  %1501 = fsub contract float %1492, %81
  %1502 = fsub contract float %1493, %82
  %1503 = fmul contract float %1500, %1500
  %1504 = fmul contract float %1501, %1501
  %1505 = fadd contract float %1503, %1504
  %1506 = fmul contract float %1502, %1502
  %1507 = fadd contract float %1506, %1505
  %1508 = tail call noundef float @llvm.maxnum.f32(float %1507, float 0x3BC79CA100000000)
  %1509 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %1508)
  %1510 = fmul contract float %664, %1500
  %1511 = fmul contract float %665, %1501
  %1512 = fadd contract float %1510, %1511
  %1513 = fmul contract float %666, %1502
  %1514 = fadd contract float %1513, %1512
  %1515 = fmul contract float %1509, %1514
  %1516 = tail call noundef float @llvm.maxnum.f32(float %1515, float 0.000000e+00)
  %1517 = tail call float @llvm.nvvm.fabs.f32(float %1516)
  %1518 = fcmp olt float %1517, 0x3810000000000000
  %1519 = fmul float %1517, 0x4170000000000000
  %1520 = select i1 %1518, float %1519, float %1517
  %1521 = select i1 %1518, float -2.400000e+01, float 0.000000e+00
  %1522 = bitcast float %1520 to i32
  %1523 = add i32 %1522, -1060439283
  %1524 = and i32 %1523, -8388608
  %1525 = sub i32 %1522, %1524
  %1526 = bitcast i32 %1525 to float
  %1527 = sitofp i32 %1524 to float
  %1528 = tail call float @llvm.fma.f32(float %1527, float 0x3E80000000000000, float %1521)
  %1529 = fadd float %1526, -1.000000e+00
  %1530 = fadd float %1526, 1.000000e+00
  %1531 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %1530) #8, !srcloc !19
  %1532 = fmul float %1529, 2.000000e+00
  %1533 = fmul float %1531, %1532
  %1534 = fmul float %1533, %1533
  %1535 = fsub float %1529, %1533
  %1536 = fmul float %1535, 2.000000e+00
  %1537 = fneg float %1533
  %1538 = tail call float @llvm.fma.f32(float %1537, float %1529, float %1536)
  %1539 = tail call float @llvm.nvvm.mul.rn.f(float %1531, float %1538) #7
  %1540 = tail call float @llvm.fma.f32(float %1534, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %1541 = tail call float @llvm.fma.f32(float %1540, float %1534, float 0x3F92776E60000000)
  %1542 = tail call float @llvm.fma.f32(float %1541, float %1534, float 0x3FBEC709E0000000)
  %1543 = tail call float @llvm.nvvm.mul.rn.f(float %1542, float %1534) #7
  %1544 = tail call float @llvm.fma.f32(float %1533, float 0x3FF7154760000000, float %1528)
  %1545 = fsub float %1528, %1544
  %1546 = tail call float @llvm.fma.f32(float %1533, float 0x3FF7154760000000, float %1545)
  %1547 = tail call float @llvm.fma.f32(float %1539, float 0x3FF7154760000000, float %1546)
  %1548 = tail call float @llvm.fma.f32(float %1533, float 0x3E54ABC680000000, float %1547)
  %1549 = fmul float %1543, 3.000000e+00
  %1550 = tail call float @llvm.fma.f32(float %1549, float %1539, float %1548)
  %1551 = tail call float @llvm.fma.f32(float %1543, float %1533, float %1550)
  %1552 = tail call float @llvm.nvvm.add.rn.f(float %1544, float %1551) #7
  %1553 = fneg float %1544
  %1554 = tail call float @llvm.nvvm.add.rn.f(float %1552, float %1553) #7
  %1555 = fneg float %1554
  %1556 = tail call float @llvm.nvvm.add.rn.f(float %1551, float %1555) #7
  %1557 = tail call float @llvm.nvvm.mul.rn.f(float %1552, float 3.200000e+01) #7
  %1558 = fneg float %1557
  %1559 = tail call float @llvm.fma.f32(float %1552, float 3.200000e+01, float %1558)
  %1560 = tail call float @llvm.fma.f32(float %1556, float 3.200000e+01, float %1559)
  %1561 = tail call float @llvm.nvvm.round.f(float %1557) #7
  %1562 = fsub float %1557, %1561
  %1563 = fadd float %1562, %1560
  %1564 = tail call float @llvm.fma.f32(float %1563, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %1565 = tail call float @llvm.fma.f32(float %1564, float %1563, float 0x3F83B30AC0000000)
  %1566 = tail call float @llvm.fma.f32(float %1565, float %1563, float 0x3FAC6AF760000000)
  %1567 = tail call float @llvm.fma.f32(float %1566, float %1563, float 0x3FCEBFBD80000000)
  %1568 = tail call float @llvm.fma.f32(float %1567, float %1563, float 0x3FE62E4300000000)
  %1569 = tail call float @llvm.fma.f32(float %1568, float %1563, float 1.000000e+00)
  %1570 = tail call i32 @llvm.nvvm.f2i.rz(float %1561) #7
  %1571 = fcmp ogt float %1561, 0.000000e+00
  %1572 = select i1 %1571, i32 0, i32 -2097152000
  %1573 = add nsw i32 %1572, 2130706432
  %1574 = bitcast i32 %1573 to float
  %1575 = fmul float %1569, %1574
  %1576 = shl i32 %1570, 23
  %1577 = sub i32 %1576, %1572
  %1578 = bitcast i32 %1577 to float
  %1579 = fmul float %1575, %1578
  %1580 = tail call float @llvm.nvvm.fabs.f32(float %1557)
  %1581 = fcmp ogt float %1580, 1.520000e+02
  %1582 = fcmp olt float %1557, 0.000000e+00
  %1583 = select i1 %1582, float 0.000000e+00, float 0x7FF0000000000000
  %1584 = select i1 %1581, float %1583, float %1579
  %1585 = fcmp oeq float %1516, 1.000000e+00
  br i1 %1585, label %685, label %674

1586:                                             ; preds = %951, %949, %946, %944, %864, %226
  %1587 = phi float [ %236, %226 ], [ 1.000000e+00, %864 ], [ %945, %944 ], [ %948, %946 ], [ %936, %949 ], [ 0x7FFFFFFFE0000000, %951 ]
  %1588 = phi float [ %231, %226 ], [ %777, %864 ], [ %777, %944 ], [ %777, %946 ], [ %777, %949 ], [ %777, %951 ]
  %1589 = phi float [ %234, %226 ], [ %865, %864 ], [ %865, %944 ], [ %865, %946 ], [ %865, %949 ], [ %865, %951 ]
  %1590 = phi i8 [ 0, %226 ], [ -1, %864 ], [ -1, %944 ], [ -1, %946 ], [ -1, %949 ], [ -1, %951 ]
  %1591 = phi float [ 0x7FF0000000000000, %226 ], [ %220, %864 ], [ %220, %944 ], [ %220, %946 ], [ %220, %949 ], [ %220, %951 ]
  %1592 = fmul contract float %1589, 2.550000e+02
  %1593 = fptoui float %1592 to i8
  %1594 = fmul contract float %1588, 2.550000e+02
  %1595 = fptoui float %1594 to i8
  %1596 = fmul contract float %1587, 2.550000e+02
  %1597 = fptoui float %1596 to i8
  %1598 = getelementptr inbounds nuw %struct.uchar4, ptr %0, i64 %225
  store i8 %1595, ptr %1598, align 4, !tbaa !20
  %1599 = getelementptr inbounds nuw i8, ptr %1598, i64 1
  store i8 %1593, ptr %1599, align 1, !tbaa !20
  %1600 = getelementptr inbounds nuw i8, ptr %1598, i64 2
  store i8 %1597, ptr %1600, align 2, !tbaa !20
  %1601 = getelementptr inbounds nuw i8, ptr %1598, i64 3
  store i8 %1590, ptr %1601, align 1, !tbaa !20
  %1602 = getelementptr inbounds nuw float, ptr %1, i64 %225
  store float %1591, ptr %1602, align 4, !tbaa !14
  br label %1603

1603:                                             ; preds = %1586, %7
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sdf_soft_shadow(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, i32 noundef %8, i32 noundef %9, float noundef %10) local_unnamed_addr #1 {
  %12 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %13 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %12, i32 16)
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
  br i1 %70, label %71, label %102, !llvm.loop !21

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
  br i1 %113, label %43, label %42, !llvm.loop !22
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
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = !{i32 21289}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !16, !17}
!22 = distinct !{!22, !16, !17}
