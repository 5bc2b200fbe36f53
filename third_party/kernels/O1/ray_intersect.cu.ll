; ModuleID = 'src/ray_intersect.cu'
source_filename = "src/ray_intersect.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Light = type { %struct.float3, float }
%struct.float3 = type { float, float, float }
%struct.float4 = type { float, float, float, float }
%struct.Camera = type { %struct.float3, %struct.float3, %struct.float3, %struct.float3 }
%struct.uchar4 = type { i8, i8, i8, i8 }
%struct.float2.0 = type { float, float }

@c_light = dso_local addrspace(4) externally_initialized constant %struct.Light zeroinitializer, align 4
@_ZZ17ray_trace_spheresE5s_sph = internal unnamed_addr addrspace(3) global [64 x %struct.float4] undef, align 16
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_light to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ray_trace_spheres(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef readonly byval(%struct.Camera) align 4 captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %9, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 4
  %17 = add i32 %16, %11
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %19 = shl nuw nsw i32 %18, 4
  %20 = add nuw nsw i32 %19, %8
  %21 = icmp samesign ult i32 %11, 16
  br i1 %21, label %22, label %28

22:                                               ; preds = %7
  %23 = icmp samesign ult i32 %8, 16
  %24 = icmp slt i32 %17, %4
  %25 = and i1 %23, %24
  %26 = icmp slt i32 %20, %5
  %27 = select i1 %25, i1 %26, i1 false
  br label %28

28:                                               ; preds = %22, %7
  %29 = phi i1 [ false, %7 ], [ %27, %22 ]
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = sitofp i32 %17 to float
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %34 = load float, ptr %33, align 4, !tbaa !15
  %35 = fmul contract float %34, %32
  %36 = fadd contract float %31, %35
  %37 = uitofp nneg i32 %20 to float
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 36
  %39 = load float, ptr %38, align 4, !tbaa !16
  %40 = fmul contract float %39, %37
  %41 = fadd contract float %36, %40
  %42 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %43 = load float, ptr %42, align 4, !tbaa !17
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %45 = load float, ptr %44, align 4, !tbaa !18
  %46 = fmul contract float %45, %32
  %47 = fadd contract float %43, %46
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %49 = load float, ptr %48, align 4, !tbaa !19
  %50 = fmul contract float %49, %37
  %51 = fadd contract float %47, %50
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %53 = load float, ptr %52, align 4, !tbaa !20
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %55 = load float, ptr %54, align 4, !tbaa !21
  %56 = fmul contract float %55, %32
  %57 = fadd contract float %53, %56
  %58 = getelementptr inbounds nuw i8, ptr %6, i64 44
  %59 = load float, ptr %58, align 4, !tbaa !22
  %60 = fmul contract float %59, %37
  %61 = fadd contract float %57, %60
  %62 = load float, ptr %6, align 4, !tbaa !23
  %63 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %64 = load float, ptr %63, align 4, !tbaa !23
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %66 = load float, ptr %65, align 4, !tbaa !23
  %67 = fsub contract float %41, %62
  %68 = fsub contract float %51, %64
  %69 = fsub contract float %61, %66
  %70 = fmul contract float %67, %67
  %71 = fmul contract float %68, %68
  %72 = fadd contract float %70, %71
  %73 = fmul contract float %69, %69
  %74 = fadd contract float %72, %73
  %75 = tail call noundef float @llvm.maxnum.f32(float %74, float 0x39B4484C00000000)
  %76 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %75)
  %77 = fmul contract float %67, %76
  %78 = fmul contract float %68, %76
  %79 = fmul contract float %69, %76
  %80 = icmp sgt i32 %3, 0
  br i1 %80, label %81, label %83

81:                                               ; preds = %28
  %82 = icmp samesign ult i32 %12, 64
  br label %88

83:                                               ; preds = %157, %28
  %84 = phi i32 [ -1, %28 ], [ %158, %157 ]
  %85 = phi float [ 0x46293E5940000000, %28 ], [ %159, %157 ]
  %86 = icmp sgt i32 %84, -1
  %87 = select i1 %29, i1 %86, i1 false
  br i1 %87, label %163, label %213

88:                                               ; preds = %81, %157
  %89 = phi i32 [ %3, %81 ], [ %162, %157 ]
  %90 = phi float [ 0x46293E5940000000, %81 ], [ %159, %157 ]
  %91 = phi i32 [ -1, %81 ], [ %158, %157 ]
  %92 = phi i32 [ 0, %81 ], [ %160, %157 ]
  %93 = tail call i32 @llvm.smax.i32(i32 %89, i32 1)
  %94 = tail call i32 @llvm.smin.i32(i32 %93, i32 64)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %82, label %95, label %99

95:                                               ; preds = %88, %102
  %96 = phi i32 [ %107, %102 ], [ %12, %88 ]
  %97 = or disjoint i32 %96, %92
  %98 = icmp slt i32 %97, %3
  br i1 %98, label %102, label %99

99:                                               ; preds = %95, %102, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %100 = icmp sgt i32 %3, %92
  %101 = and i1 %29, %100
  br i1 %101, label %109, label %157

102:                                              ; preds = %95
  %103 = zext nneg i32 %97 to i64
  %104 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %103
  %105 = zext nneg i32 %96 to i64
  %106 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %105
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %106, ptr noundef nonnull align 16 dereferenceable(16) %104, i64 16, i1 false), !tbaa.struct !24
  %107 = add nuw nsw i32 %96, %14
  %108 = icmp samesign ult i32 %107, 64
  br i1 %108, label %95, label %99, !llvm.loop !25

109:                                              ; preds = %99, %149
  %110 = phi float [ %154, %149 ], [ %90, %99 ]
  %111 = phi i32 [ %153, %149 ], [ %91, %99 ]
  %112 = phi i32 [ %155, %149 ], [ 0, %99 ]
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %113
  %115 = load float, ptr %114, align 16, !tbaa !23
  %116 = getelementptr inbounds nuw i8, ptr %114, i64 4
  %117 = load float, ptr %116, align 4, !tbaa !23
  %118 = getelementptr inbounds nuw i8, ptr %114, i64 8
  %119 = load float, ptr %118, align 8, !tbaa !23
  %120 = getelementptr inbounds nuw i8, ptr %114, i64 12
  %121 = load float, ptr %120, align 4, !tbaa !23
  %122 = fsub contract float %62, %115
  %123 = fsub contract float %64, %117
  %124 = fsub contract float %66, %119
  %125 = fmul contract float %77, %122
  %126 = fmul contract float %78, %123
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %79, %124
  %129 = fadd contract float %127, %128
  %130 = fmul contract float %122, %122
  %131 = fmul contract float %123, %123
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %124, %124
  %134 = fadd contract float %132, %133
  %135 = fmul contract float %121, %121
  %136 = fmul contract float %129, %129
  %137 = fsub contract float %135, %134
  %138 = fadd contract float %136, %137
  %139 = fcmp contract olt float %138, 0.000000e+00
  br i1 %139, label %149, label %140

140:                                              ; preds = %109
  %141 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %138) #8
  %142 = fneg contract float %129
  %143 = fsub contract float %142, %141
  %144 = fcmp contract ogt float %143, 0x3F1A36E2E0000000
  %145 = fsub contract float %141, %129
  %146 = fcmp contract ogt float %145, 0x3F1A36E2E0000000
  %147 = select contract i1 %146, float %145, float 0x46293E5940000000
  %148 = select i1 %144, float %143, float %147
  br label %149

149:                                              ; preds = %109, %140
  %150 = phi float [ %148, %140 ], [ 0x46293E5940000000, %109 ]
  %151 = fcmp contract olt float %150, %110
  %152 = add nuw nsw i32 %112, %92
  %153 = select i1 %151, i32 %152, i32 %111
  %154 = select i1 %151, float %150, float %110
  %155 = add nuw nsw i32 %112, 1
  %156 = icmp eq i32 %155, %94
  br i1 %156, label %157, label %109, !llvm.loop !28

157:                                              ; preds = %149, %99
  %158 = phi i32 [ %91, %99 ], [ %153, %149 ]
  %159 = phi float [ %90, %99 ], [ %154, %149 ]
  %160 = add nuw nsw i32 %92, 64
  %161 = icmp slt i32 %160, %3
  %162 = add i32 %89, -64
  br i1 %161, label %88, label %83, !llvm.loop !29

163:                                              ; preds = %83
  %164 = zext nneg i32 %84 to i64
  %165 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %164
  %166 = load float, ptr %165, align 16, !tbaa !23
  %167 = getelementptr inbounds nuw i8, ptr %165, i64 4
  %168 = load float, ptr %167, align 4, !tbaa !23
  %169 = getelementptr inbounds nuw i8, ptr %165, i64 8
  %170 = load float, ptr %169, align 8, !tbaa !23
  %171 = fmul contract float %77, %85
  %172 = fadd contract float %62, %171
  %173 = fmul contract float %78, %85
  %174 = fadd contract float %64, %173
  %175 = fmul contract float %79, %85
  %176 = fadd contract float %66, %175
  %177 = fsub contract float %172, %166
  %178 = fsub contract float %174, %168
  %179 = fsub contract float %176, %170
  %180 = fmul contract float %177, %177
  %181 = fmul contract float %178, %178
  %182 = fadd contract float %180, %181
  %183 = fmul contract float %179, %179
  %184 = fadd contract float %182, %183
  %185 = tail call noundef float @llvm.maxnum.f32(float %184, float 0x39B4484C00000000)
  %186 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %185)
  %187 = fmul contract float %177, %186
  %188 = fmul contract float %178, %186
  %189 = fmul contract float %179, %186
  %190 = load float, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), align 4, !tbaa !23
  %191 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), i64 4), align 4, !tbaa !23
  %192 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), i64 8), align 4, !tbaa !23
  %193 = fsub contract float %190, %172
  %194 = fsub contract float %191, %174
  %195 = fsub contract float %192, %176
  %196 = fmul contract float %193, %193
  %197 = fmul contract float %194, %194
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %195, %195
  %200 = fadd contract float %198, %199
  %201 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %200) #8
  %202 = tail call noundef float @llvm.maxnum.f32(float %200, float 0x39B4484C00000000)
  %203 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %202)
  %204 = fmul contract float %193, %203
  %205 = fmul contract float %194, %203
  %206 = fmul contract float %195, %203
  %207 = fmul contract float %187, %204
  %208 = fmul contract float %188, %205
  %209 = fadd contract float %207, %208
  %210 = fmul contract float %189, %206
  %211 = fadd contract float %210, %209
  %212 = tail call float @llvm.maxnum.f32(float %211, float 0.000000e+00)
  br label %213

213:                                              ; preds = %163, %83
  %214 = phi float [ %201, %163 ], [ 0.000000e+00, %83 ]
  %215 = phi float [ %204, %163 ], [ 0.000000e+00, %83 ]
  %216 = phi float [ %205, %163 ], [ 0.000000e+00, %83 ]
  %217 = phi float [ %206, %163 ], [ 0.000000e+00, %83 ]
  %218 = phi float [ %212, %163 ], [ 0.000000e+00, %83 ]
  %219 = phi float [ %172, %163 ], [ 0.000000e+00, %83 ]
  %220 = phi float [ %174, %163 ], [ 0.000000e+00, %83 ]
  %221 = phi float [ %176, %163 ], [ 0.000000e+00, %83 ]
  %222 = icmp sgt i32 %3, 0
  br i1 %222, label %223, label %227

223:                                              ; preds = %213
  %224 = icmp samesign ult i32 %12, 64
  br label %229

225:                                              ; preds = %298
  %226 = select i1 %299, float 0.000000e+00, float %218
  br label %227

227:                                              ; preds = %225, %213
  %228 = phi float [ %218, %213 ], [ %226, %225 ]
  br i1 %29, label %303, label %337

229:                                              ; preds = %223, %298
  %230 = phi i32 [ %3, %223 ], [ %302, %298 ]
  %231 = phi i32 [ 0, %223 ], [ %300, %298 ]
  %232 = phi i1 [ false, %223 ], [ %299, %298 ]
  %233 = tail call i32 @llvm.smax.i32(i32 %230, i32 1)
  %234 = tail call i32 @llvm.smin.i32(i32 %233, i32 64)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %224, label %235, label %239

235:                                              ; preds = %229, %244
  %236 = phi i32 [ %249, %244 ], [ %12, %229 ]
  %237 = or disjoint i32 %236, %231
  %238 = icmp slt i32 %237, %3
  br i1 %238, label %244, label %239

239:                                              ; preds = %235, %244, %229
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %240 = xor i1 %232, true
  %241 = select i1 %87, i1 %240, i1 false
  %242 = icmp sgt i32 %3, %231
  %243 = and i1 %241, %242
  br i1 %243, label %251, label %298

244:                                              ; preds = %235
  %245 = zext nneg i32 %237 to i64
  %246 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %245
  %247 = zext nneg i32 %236 to i64
  %248 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %247
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %248, ptr noundef nonnull align 16 dereferenceable(16) %246, i64 16, i1 false), !tbaa.struct !24
  %249 = add nuw nsw i32 %236, %14
  %250 = icmp samesign ult i32 %249, 64
  br i1 %250, label %235, label %239, !llvm.loop !30

251:                                              ; preds = %239, %295
  %252 = phi i32 [ %296, %295 ], [ 0, %239 ]
  %253 = add nuw nsw i32 %252, %231
  %254 = icmp eq i32 %253, %84
  br i1 %254, label %295, label %255

255:                                              ; preds = %251
  %256 = zext nneg i32 %252 to i64
  %257 = getelementptr inbounds nuw %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ17ray_trace_spheresE5s_sph to ptr), i64 %256
  %258 = load float, ptr %257, align 16, !tbaa !23
  %259 = getelementptr inbounds nuw i8, ptr %257, i64 4
  %260 = load float, ptr %259, align 4, !tbaa !23
  %261 = getelementptr inbounds nuw i8, ptr %257, i64 8
  %262 = load float, ptr %261, align 8, !tbaa !23
  %263 = getelementptr inbounds nuw i8, ptr %257, i64 12
  %264 = load float, ptr %263, align 4, !tbaa !23
  %265 = fsub contract float %219, %258
  %266 = fsub contract float %220, %260
  %267 = fsub contract float %221, %262
  %268 = fmul contract float %215, %265
  %269 = fmul contract float %216, %266
  %270 = fadd contract float %268, %269
  %271 = fmul contract float %217, %267
  %272 = fadd contract float %270, %271
  %273 = fmul contract float %265, %265
  %274 = fmul contract float %266, %266
  %275 = fadd contract float %273, %274
  %276 = fmul contract float %267, %267
  %277 = fadd contract float %275, %276
  %278 = fmul contract float %264, %264
  %279 = fmul contract float %272, %272
  %280 = fsub contract float %278, %277
  %281 = fadd contract float %279, %280
  %282 = fcmp contract olt float %281, 0.000000e+00
  br i1 %282, label %292, label %283

283:                                              ; preds = %255
  %284 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %281) #8
  %285 = fneg contract float %272
  %286 = fsub contract float %285, %284
  %287 = fcmp contract ogt float %286, 0x3F1A36E2E0000000
  %288 = fsub contract float %284, %272
  %289 = fcmp contract ogt float %288, 0x3F1A36E2E0000000
  %290 = select contract i1 %289, float %288, float 0x46293E5940000000
  %291 = select i1 %287, float %286, float %290
  br label %292

292:                                              ; preds = %255, %283
  %293 = phi float [ %291, %283 ], [ 0x46293E5940000000, %255 ]
  %294 = fcmp contract olt float %293, %214
  br i1 %294, label %298, label %295

295:                                              ; preds = %292, %251
  %296 = add nuw nsw i32 %252, 1
  %297 = icmp eq i32 %296, %234
  br i1 %297, label %298, label %251, !llvm.loop !31

298:                                              ; preds = %292, %295, %239
  %299 = phi i1 [ %232, %239 ], [ true, %292 ], [ %232, %295 ]
  %300 = add nuw nsw i32 %231, 64
  %301 = icmp slt i32 %300, %3
  %302 = add i32 %230, -64
  br i1 %301, label %229, label %225, !llvm.loop !32

303:                                              ; preds = %227
  br i1 %87, label %304, label %326

304:                                              ; preds = %303
  %305 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_light to ptr), i64 12), align 4, !tbaa !33
  %306 = fsub contract float 1.000000e+00, %305
  %307 = fmul contract float %228, %306
  %308 = fadd contract float %305, %307
  %309 = tail call noundef float @llvm.minnum.f32(float %308, float 1.000000e+00)
  %310 = zext nneg i32 %84 to i64
  %311 = getelementptr inbounds nuw %struct.uchar4, ptr %2, i64 %310
  %312 = load i8, ptr %311, align 4, !tbaa !35
  %313 = getelementptr inbounds nuw i8, ptr %311, i64 1
  %314 = load i8, ptr %313, align 1, !tbaa !35
  %315 = getelementptr inbounds nuw i8, ptr %311, i64 2
  %316 = load i8, ptr %315, align 2, !tbaa !35
  %317 = uitofp i8 %312 to float
  %318 = fmul contract float %309, %317
  %319 = fptoui float %318 to i8
  %320 = uitofp i8 %314 to float
  %321 = fmul contract float %309, %320
  %322 = fptoui float %321 to i8
  %323 = uitofp i8 %316 to float
  %324 = fmul contract float %309, %323
  %325 = fptoui float %324 to i8
  br label %326

326:                                              ; preds = %304, %303
  %327 = phi i8 [ %325, %304 ], [ 0, %303 ]
  %328 = phi i8 [ %322, %304 ], [ 0, %303 ]
  %329 = phi i8 [ %319, %304 ], [ 0, %303 ]
  %330 = mul nsw i32 %4, %20
  %331 = add nsw i32 %330, %17
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds %struct.uchar4, ptr %0, i64 %332
  store i8 %329, ptr %333, align 4, !tbaa !35
  %334 = getelementptr inbounds nuw i8, ptr %333, i64 1
  store i8 %328, ptr %334, align 1, !tbaa !35
  %335 = getelementptr inbounds nuw i8, ptr %333, i64 2
  store i8 %327, ptr %335, align 2, !tbaa !35
  %336 = getelementptr inbounds nuw i8, ptr %333, i64 3
  store i8 -1, ptr %336, align 1, !tbaa !35
  br label %337

337:                                              ; preds = %227, %326
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ray_triangle_closest(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #3 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %3
  br i1 %15, label %16, label %20

16:                                               ; preds = %9
  %17 = icmp sgt i32 %4, 0
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %11
  br label %21

20:                                               ; preds = %37, %9
  ret void

21:                                               ; preds = %16, %37
  %22 = phi i32 [ %14, %16 ], [ %48, %37 ]
  %23 = sext i32 %22 to i64
  %24 = mul nsw i64 %23, 24
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !23
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !23
  %29 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %30 = load float, ptr %29, align 4, !tbaa !23
  %31 = getelementptr inbounds nuw i8, ptr %25, i64 12
  %32 = load float, ptr %31, align 4, !tbaa !23
  %33 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %34 = load float, ptr %33, align 4, !tbaa !23
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 20
  %36 = load float, ptr %35, align 4, !tbaa !23
  br i1 %17, label %50, label %37

37:                                               ; preds = %158, %21
  %38 = phi i32 [ -1, %21 ], [ %159, %158 ]
  %39 = phi float [ 0.000000e+00, %21 ], [ %160, %158 ]
  %40 = phi float [ 0.000000e+00, %21 ], [ %161, %158 ]
  %41 = phi float [ 0x46293E5940000000, %21 ], [ %162, %158 ]
  %42 = icmp sgt i32 %38, -1
  %43 = select contract i1 %42, float %41, float -1.000000e+00
  %44 = getelementptr inbounds float, ptr %6, i64 %23
  store float %43, ptr %44, align 4, !tbaa !23
  %45 = getelementptr inbounds i32, ptr %7, i64 %23
  store i32 %38, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds %struct.float2.0, ptr %8, i64 %23
  store float %40, ptr %46, align 8, !tbaa !23
  %47 = getelementptr inbounds nuw i8, ptr %46, i64 4
  store float %39, ptr %47, align 4, !tbaa !23
  %48 = add i32 %22, %19
  %49 = icmp slt i32 %48, %3
  br i1 %49, label %21, label %20, !llvm.loop !36

50:                                               ; preds = %21, %158
  %51 = phi float [ %162, %158 ], [ 0x46293E5940000000, %21 ]
  %52 = phi float [ %161, %158 ], [ 0.000000e+00, %21 ]
  %53 = phi float [ %160, %158 ], [ 0.000000e+00, %21 ]
  %54 = phi i32 [ %159, %158 ], [ -1, %21 ]
  %55 = phi i32 [ %163, %158 ], [ 0, %21 ]
  %56 = mul nuw nsw i32 %55, 3
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw i32, ptr %2, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr inbounds nuw i8, ptr %58, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = getelementptr inbounds nuw i8, ptr %58, i64 8
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = icmp ult i32 %59, %5
  %65 = icmp ult i32 %61, %5
  %66 = select i1 %64, i1 %65, i1 false
  %67 = icmp ult i32 %63, %5
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %69, label %158

69:                                               ; preds = %50
  %70 = sext i32 %59 to i64
  %71 = getelementptr inbounds %struct.float3, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !23
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !23
  %75 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %76 = load float, ptr %75, align 4, !tbaa !23
  %77 = sext i32 %61 to i64
  %78 = getelementptr inbounds %struct.float3, ptr %1, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !23
  %80 = getelementptr inbounds nuw i8, ptr %78, i64 4
  %81 = load float, ptr %80, align 4, !tbaa !23
  %82 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %83 = load float, ptr %82, align 4, !tbaa !23
  %84 = fsub contract float %79, %72
  %85 = fsub contract float %81, %74
  %86 = fsub contract float %83, %76
  %87 = sext i32 %63 to i64
  %88 = getelementptr inbounds %struct.float3, ptr %1, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !23
  %90 = getelementptr inbounds nuw i8, ptr %88, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !23
  %92 = getelementptr inbounds nuw i8, ptr %88, i64 8
  %93 = load float, ptr %92, align 4, !tbaa !23
  %94 = fsub contract float %89, %72
  %95 = fsub contract float %91, %74
  %96 = fsub contract float %93, %76
  %97 = fmul contract float %34, %96
  %98 = fmul contract float %36, %95
  %99 = fsub contract float %97, %98
  %100 = fmul contract float %36, %94
  %101 = fmul contract float %32, %96
  %102 = fsub contract float %100, %101
  %103 = fmul contract float %32, %95
  %104 = fmul contract float %34, %94
  %105 = fsub contract float %103, %104
  %106 = fmul contract float %84, %99
  %107 = fmul contract float %85, %102
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %86, %105
  %110 = fadd contract float %109, %108
  %111 = tail call noundef float @llvm.nvvm.fabs.f32(float %110)
  %112 = fcmp contract olt float %111, 0x3E45798EE0000000
  br i1 %112, label %158, label %113

113:                                              ; preds = %69
  %114 = fdiv contract float 1.000000e+00, %110
  %115 = fsub contract float %26, %72
  %116 = fsub contract float %28, %74
  %117 = fsub contract float %30, %76
  %118 = fmul contract float %115, %99
  %119 = fmul contract float %116, %102
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %117, %105
  %122 = fadd contract float %121, %120
  %123 = fmul contract float %122, %114
  %124 = fcmp contract olt float %123, 0.000000e+00
  %125 = fcmp contract ogt float %123, 1.000000e+00
  %126 = or i1 %124, %125
  br i1 %126, label %158, label %127

127:                                              ; preds = %113
  %128 = fmul contract float %116, %86
  %129 = fmul contract float %117, %85
  %130 = fsub contract float %128, %129
  %131 = fmul contract float %117, %84
  %132 = fmul contract float %115, %86
  %133 = fsub contract float %131, %132
  %134 = fmul contract float %115, %85
  %135 = fmul contract float %116, %84
  %136 = fsub contract float %134, %135
  %137 = fmul contract float %32, %130
  %138 = fmul contract float %34, %133
  %139 = fadd contract float %137, %138
  %140 = fmul contract float %36, %136
  %141 = fadd contract float %140, %139
  %142 = fmul contract float %141, %114
  %143 = fcmp contract olt float %142, 0.000000e+00
  %144 = fadd contract float %123, %142
  %145 = fcmp contract ogt float %144, 1.000000e+00
  %146 = or i1 %143, %145
  br i1 %146, label %158, label %147

147:                                              ; preds = %127
  %148 = fmul contract float %94, %130
  %149 = fmul contract float %95, %133
  %150 = fadd contract float %148, %149
  %151 = fmul contract float %136, %96
  %152 = fadd contract float %150, %151
  %153 = fmul contract float %152, %114
  %154 = fcmp contract ogt float %153, 0x3EB0C6F7A0000000
  %155 = fcmp contract olt float %153, %51
  %156 = select i1 %154, i1 %155, i1 false
  br i1 %156, label %157, label %158

157:                                              ; preds = %147
  br label %158

158:                                              ; preds = %69, %127, %157, %147, %113, %50
  %159 = phi i32 [ %54, %50 ], [ %54, %69 ], [ %54, %113 ], [ %54, %127 ], [ %55, %157 ], [ %54, %147 ]
  %160 = phi float [ %53, %50 ], [ %53, %69 ], [ %53, %113 ], [ %53, %127 ], [ %142, %157 ], [ %53, %147 ]
  %161 = phi float [ %52, %50 ], [ %52, %69 ], [ %52, %113 ], [ %52, %127 ], [ %123, %157 ], [ %52, %147 ]
  %162 = phi float [ %51, %50 ], [ %51, %69 ], [ %51, %113 ], [ %51, %127 ], [ %153, %157 ], [ %51, %147 ]
  %163 = add nuw nsw i32 %55, 1
  %164 = icmp eq i32 %163, %4
  br i1 %164, label %37, label %50, !llvm.loop !37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
!11 = !{!12, !14, i64 12}
!12 = !{!"_ZTS6Camera", !13, i64 0, !13, i64 12, !13, i64 24, !13, i64 36}
!13 = !{!"_ZTS6float3", !14, i64 0, !14, i64 4, !14, i64 8}
!14 = !{!"float", !8, i64 0}
!15 = !{!12, !14, i64 24}
!16 = !{!12, !14, i64 36}
!17 = !{!12, !14, i64 16}
!18 = !{!12, !14, i64 28}
!19 = !{!12, !14, i64 40}
!20 = !{!12, !14, i64 20}
!21 = !{!12, !14, i64 32}
!22 = !{!12, !14, i64 44}
!23 = !{!14, !14, i64 0}
!24 = !{i64 0, i64 4, !23, i64 4, i64 4, !23, i64 8, i64 4, !23, i64 12, i64 4, !23}
!25 = distinct !{!25, !26, !27}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !26, !27}
!29 = distinct !{!29, !26, !27}
!30 = distinct !{!30, !26, !27}
!31 = distinct !{!31, !26, !27}
!32 = distinct !{!32, !26, !27}
!33 = !{!34, !14, i64 12}
!34 = !{!"_ZTS5Light", !13, i64 0, !14, i64 12}
!35 = !{!8, !8, i64 0}
!36 = distinct !{!36, !26, !27}
!37 = distinct !{!37, !26, !27}
