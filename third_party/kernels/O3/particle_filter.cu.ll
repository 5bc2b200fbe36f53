; ModuleID = 'src/particle_filter.cu'
source_filename = "src/particle_filter.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.float4 = type { float, float, float, float }

@_ZZ13pf_weight_cdfE2sh = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13pf_weight_cdfE8warp_tot = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pf_weight_cdf(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, float noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = add nsw i32 %8, -1
  %10 = add i32 %9, %3
  %11 = udiv i32 %10, %8
  %12 = icmp slt i32 %3, 1
  %13 = icmp sgt i32 %11, 8
  %14 = or i1 %12, %13
  br i1 %14, label %655, label %15

15:                                               ; preds = %7
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = zext nneg i32 %3 to i64
  %19 = mul nuw nsw i64 %18, %17
  %20 = getelementptr inbounds nuw %struct.float2.0, ptr %2, i64 %17
  %21 = load float, ptr %20, align 8, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = fmul contract float %4, %4
  %25 = tail call noundef float @llvm.maxnum.f32(float %24, float 0x3D71979980000000)
  %26 = fdiv contract float 5.000000e-01, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = mul i32 %11, %27
  %29 = icmp sgt i32 %11, 0
  %30 = icmp slt i32 %28, %3
  %31 = and i1 %29, %30
  br i1 %31, label %113, label %133

32:                                               ; preds = %322
  %33 = tail call noundef float @llvm.maxnum.f32(float %332, float %333)
  %34 = zext nneg i32 %335 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %34
  store float %33, ptr %35, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %32, %322
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %37 = add nuw nsw i32 %8, 31
  %38 = lshr i32 %37, 5
  %39 = add nsw i32 %38, -1
  %40 = and i32 %38, 7
  %41 = icmp ult i32 %39, 7
  br i1 %41, label %92, label %42

42:                                               ; preds = %36
  %43 = and i32 %38, 120
  br label %44

44:                                               ; preds = %44, %42
  %45 = phi i32 [ 0, %42 ], [ %87, %44 ]
  %46 = phi float [ 0xFFF0000000000000, %42 ], [ %86, %44 ]
  %47 = phi i32 [ 0, %42 ], [ %88, %44 ]
  %48 = zext nneg i32 %45 to i64
  %49 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = tail call noundef float @llvm.maxnum.f32(float %46, float %50)
  %52 = zext nneg i32 %45 to i64
  %53 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %52
  %54 = getelementptr inbounds nuw i8, ptr %53, i64 4
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = tail call noundef float @llvm.maxnum.f32(float %51, float %55)
  %57 = zext nneg i32 %45 to i64
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 8
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = tail call noundef float @llvm.maxnum.f32(float %56, float %60)
  %62 = zext nneg i32 %45 to i64
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %62
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 12
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = tail call noundef float @llvm.maxnum.f32(float %61, float %65)
  %67 = zext nneg i32 %45 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 16
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = tail call noundef float @llvm.maxnum.f32(float %66, float %70)
  %72 = zext nneg i32 %45 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 20
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = tail call noundef float @llvm.maxnum.f32(float %71, float %75)
  %77 = zext nneg i32 %45 to i64
  %78 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %77
  %79 = getelementptr inbounds nuw i8, ptr %78, i64 24
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = tail call noundef float @llvm.maxnum.f32(float %76, float %80)
  %82 = zext nneg i32 %45 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %82
  %84 = getelementptr inbounds nuw i8, ptr %83, i64 28
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = tail call noundef float @llvm.maxnum.f32(float %81, float %85)
  %87 = add nuw nsw i32 %45, 8
  %88 = add i32 %47, 8
  %89 = icmp eq i32 %88, %43
  br i1 %89, label %90, label %44, !llvm.loop !13

90:                                               ; preds = %44
  %91 = icmp eq i32 %40, 0
  br i1 %91, label %107, label %92

92:                                               ; preds = %90, %36
  %93 = phi i32 [ 0, %36 ], [ %87, %90 ]
  %94 = phi float [ 0xFFF0000000000000, %36 ], [ %86, %90 ]
  %95 = icmp ne i32 %40, 0
  tail call void @llvm.assume(i1 %95)
  br label %96

96:                                               ; preds = %96, %92
  %97 = phi i32 [ %104, %96 ], [ %93, %92 ]
  %98 = phi float [ %103, %96 ], [ %94, %92 ]
  %99 = phi i32 [ %105, %96 ], [ 0, %92 ]
  %100 = zext nneg i32 %97 to i64
  %101 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = tail call noundef float @llvm.maxnum.f32(float %98, float %102)
  %104 = add nuw nsw i32 %97, 1
  %105 = add i32 %99, 1
  %106 = icmp eq i32 %105, %40
  br i1 %106, label %107, label %96, !llvm.loop !15

107:                                              ; preds = %96, %90
  %108 = phi float [ %86, %90 ], [ %103, %96 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %109 = tail call float @llvm.fabs.f32(float %108)
  %110 = fcmp one float %109, 0x7FF0000000000000
  %111 = select i1 %110, float %108, float 0.000000e+00
  %112 = fcmp contract ueq float %134, 0xFFF0000000000000
  br i1 %112, label %341, label %337

113:                                              ; preds = %15
  %114 = sext i32 %28 to i64
  %115 = add nsw i64 %19, %114
  %116 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %115
  %117 = load float, ptr %116, align 16, !tbaa !11
  %118 = getelementptr inbounds nuw i8, ptr %116, i64 4
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = fsub contract float %117, %21
  %121 = fsub contract float %119, %23
  %122 = getelementptr inbounds nuw float, ptr %1, i64 %115
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = tail call noundef float @llvm.maxnum.f32(float %123, float 0x39B4484C00000000)
  %125 = fmul contract float %120, %120
  %126 = fmul contract float %121, %121
  %127 = fadd contract float %125, %126
  %128 = tail call float @llvm.nvvm.lg2.approx.f(float %124) #9
  %129 = fmul float %128, 0x3FE62E4300000000
  %130 = fmul contract float %26, %127
  %131 = fsub contract float %129, %130
  %132 = tail call noundef float @llvm.maxnum.f32(float %131, float 0xFFF0000000000000)
  br label %133

133:                                              ; preds = %113, %15
  %134 = phi float [ %131, %113 ], [ 0xFFF0000000000000, %15 ]
  %135 = phi float [ %132, %113 ], [ 0xFFF0000000000000, %15 ]
  %136 = add nsw i32 %28, 1
  %137 = icmp sgt i32 %11, 1
  %138 = icmp slt i32 %136, %3
  %139 = select i1 %137, i1 %138, i1 false
  br i1 %139, label %140, label %160

140:                                              ; preds = %133
  %141 = sext i32 %136 to i64
  %142 = add nsw i64 %19, %141
  %143 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %142
  %144 = load float, ptr %143, align 16, !tbaa !11
  %145 = getelementptr inbounds nuw i8, ptr %143, i64 4
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fsub contract float %144, %21
  %148 = fsub contract float %146, %23
  %149 = getelementptr inbounds nuw float, ptr %1, i64 %142
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = tail call noundef float @llvm.maxnum.f32(float %150, float 0x39B4484C00000000)
  %152 = fmul contract float %147, %147
  %153 = fmul contract float %148, %148
  %154 = fadd contract float %152, %153
  %155 = tail call float @llvm.nvvm.lg2.approx.f(float %151) #9
  %156 = fmul float %155, 0x3FE62E4300000000
  %157 = fmul contract float %26, %154
  %158 = fsub contract float %156, %157
  %159 = tail call noundef float @llvm.maxnum.f32(float %135, float %158)
  br label %160

160:                                              ; preds = %140, %133
  %161 = phi float [ %158, %140 ], [ 0xFFF0000000000000, %133 ]
  %162 = phi float [ %159, %140 ], [ %135, %133 ]
  %163 = add nsw i32 %28, 2
  %164 = icmp sgt i32 %11, 2
  %165 = icmp slt i32 %163, %3
  %166 = select i1 %164, i1 %165, i1 false
  br i1 %166, label %167, label %187

167:                                              ; preds = %160
  %168 = sext i32 %163 to i64
  %169 = add nsw i64 %19, %168
  %170 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %169
  %171 = load float, ptr %170, align 16, !tbaa !11
  %172 = getelementptr inbounds nuw i8, ptr %170, i64 4
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = fsub contract float %171, %21
  %175 = fsub contract float %173, %23
  %176 = getelementptr inbounds nuw float, ptr %1, i64 %169
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = tail call noundef float @llvm.maxnum.f32(float %177, float 0x39B4484C00000000)
  %179 = fmul contract float %174, %174
  %180 = fmul contract float %175, %175
  %181 = fadd contract float %179, %180
  %182 = tail call float @llvm.nvvm.lg2.approx.f(float %178) #9
  %183 = fmul float %182, 0x3FE62E4300000000
  %184 = fmul contract float %26, %181
  %185 = fsub contract float %183, %184
  %186 = tail call noundef float @llvm.maxnum.f32(float %162, float %185)
  br label %187

187:                                              ; preds = %167, %160
  %188 = phi float [ %185, %167 ], [ 0xFFF0000000000000, %160 ]
  %189 = phi float [ %186, %167 ], [ %162, %160 ]
  %190 = add nsw i32 %28, 3
  %191 = icmp sgt i32 %11, 3
  %192 = icmp slt i32 %190, %3
  %193 = select i1 %191, i1 %192, i1 false
  br i1 %193, label %194, label %214

194:                                              ; preds = %187
  %195 = sext i32 %190 to i64
  %196 = add nsw i64 %19, %195
  %197 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %196
  %198 = load float, ptr %197, align 16, !tbaa !11
  %199 = getelementptr inbounds nuw i8, ptr %197, i64 4
  %200 = load float, ptr %199, align 4, !tbaa !11
  %201 = fsub contract float %198, %21
  %202 = fsub contract float %200, %23
  %203 = getelementptr inbounds nuw float, ptr %1, i64 %196
  %204 = load float, ptr %203, align 4, !tbaa !11
  %205 = tail call noundef float @llvm.maxnum.f32(float %204, float 0x39B4484C00000000)
  %206 = fmul contract float %201, %201
  %207 = fmul contract float %202, %202
  %208 = fadd contract float %206, %207
  %209 = tail call float @llvm.nvvm.lg2.approx.f(float %205) #9
  %210 = fmul float %209, 0x3FE62E4300000000
  %211 = fmul contract float %26, %208
  %212 = fsub contract float %210, %211
  %213 = tail call noundef float @llvm.maxnum.f32(float %189, float %212)
  br label %214

214:                                              ; preds = %194, %187
  %215 = phi float [ %212, %194 ], [ 0xFFF0000000000000, %187 ]
  %216 = phi float [ %213, %194 ], [ %189, %187 ]
  %217 = add nsw i32 %28, 4
  %218 = icmp sgt i32 %11, 4
  %219 = icmp slt i32 %217, %3
  %220 = select i1 %218, i1 %219, i1 false
  br i1 %220, label %221, label %241

221:                                              ; preds = %214
  %222 = sext i32 %217 to i64
  %223 = add nsw i64 %19, %222
  %224 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %223
  %225 = load float, ptr %224, align 16, !tbaa !11
  %226 = getelementptr inbounds nuw i8, ptr %224, i64 4
  %227 = load float, ptr %226, align 4, !tbaa !11
  %228 = fsub contract float %225, %21
  %229 = fsub contract float %227, %23
  %230 = getelementptr inbounds nuw float, ptr %1, i64 %223
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = tail call noundef float @llvm.maxnum.f32(float %231, float 0x39B4484C00000000)
  %233 = fmul contract float %228, %228
  %234 = fmul contract float %229, %229
  %235 = fadd contract float %233, %234
  %236 = tail call float @llvm.nvvm.lg2.approx.f(float %232) #9
  %237 = fmul float %236, 0x3FE62E4300000000
  %238 = fmul contract float %26, %235
  %239 = fsub contract float %237, %238
  %240 = tail call noundef float @llvm.maxnum.f32(float %216, float %239)
  br label %241

241:                                              ; preds = %221, %214
  %242 = phi float [ %239, %221 ], [ 0xFFF0000000000000, %214 ]
  %243 = phi float [ %240, %221 ], [ %216, %214 ]
  %244 = add nsw i32 %28, 5
  %245 = icmp sgt i32 %11, 5
  %246 = icmp slt i32 %244, %3
  %247 = select i1 %245, i1 %246, i1 false
  br i1 %247, label %248, label %268

248:                                              ; preds = %241
  %249 = sext i32 %244 to i64
  %250 = add nsw i64 %19, %249
  %251 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %250
  %252 = load float, ptr %251, align 16, !tbaa !11
  %253 = getelementptr inbounds nuw i8, ptr %251, i64 4
  %254 = load float, ptr %253, align 4, !tbaa !11
  %255 = fsub contract float %252, %21
  %256 = fsub contract float %254, %23
  %257 = getelementptr inbounds nuw float, ptr %1, i64 %250
  %258 = load float, ptr %257, align 4, !tbaa !11
  %259 = tail call noundef float @llvm.maxnum.f32(float %258, float 0x39B4484C00000000)
  %260 = fmul contract float %255, %255
  %261 = fmul contract float %256, %256
  %262 = fadd contract float %260, %261
  %263 = tail call float @llvm.nvvm.lg2.approx.f(float %259) #9
  %264 = fmul float %263, 0x3FE62E4300000000
  %265 = fmul contract float %26, %262
  %266 = fsub contract float %264, %265
  %267 = tail call noundef float @llvm.maxnum.f32(float %243, float %266)
  br label %268

268:                                              ; preds = %248, %241
  %269 = phi float [ %266, %248 ], [ 0xFFF0000000000000, %241 ]
  %270 = phi float [ %267, %248 ], [ %243, %241 ]
  %271 = add nsw i32 %28, 6
  %272 = icmp sgt i32 %11, 6
  %273 = icmp slt i32 %271, %3
  %274 = select i1 %272, i1 %273, i1 false
  br i1 %274, label %275, label %295

275:                                              ; preds = %268
  %276 = sext i32 %271 to i64
  %277 = add nsw i64 %19, %276
  %278 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %277
  %279 = load float, ptr %278, align 16, !tbaa !11
  %280 = getelementptr inbounds nuw i8, ptr %278, i64 4
  %281 = load float, ptr %280, align 4, !tbaa !11
  %282 = fsub contract float %279, %21
  %283 = fsub contract float %281, %23
  %284 = getelementptr inbounds nuw float, ptr %1, i64 %277
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = tail call noundef float @llvm.maxnum.f32(float %285, float 0x39B4484C00000000)
  %287 = fmul contract float %282, %282
  %288 = fmul contract float %283, %283
  %289 = fadd contract float %287, %288
  %290 = tail call float @llvm.nvvm.lg2.approx.f(float %286) #9
  %291 = fmul float %290, 0x3FE62E4300000000
  %292 = fmul contract float %26, %289
  %293 = fsub contract float %291, %292
  %294 = tail call noundef float @llvm.maxnum.f32(float %270, float %293)
  br label %295

295:                                              ; preds = %275, %268
  %296 = phi float [ %293, %275 ], [ 0xFFF0000000000000, %268 ]
  %297 = phi float [ %294, %275 ], [ %270, %268 ]
  %298 = add nsw i32 %28, 7
  %299 = icmp sgt i32 %11, 7
  %300 = icmp slt i32 %298, %3
  %301 = select i1 %299, i1 %300, i1 false
  br i1 %301, label %302, label %322

302:                                              ; preds = %295
  %303 = sext i32 %298 to i64
  %304 = add nsw i64 %19, %303
  %305 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %304
  %306 = load float, ptr %305, align 16, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %305, i64 4
  %308 = load float, ptr %307, align 4, !tbaa !11
  %309 = fsub contract float %306, %21
  %310 = fsub contract float %308, %23
  %311 = getelementptr inbounds nuw float, ptr %1, i64 %304
  %312 = load float, ptr %311, align 4, !tbaa !11
  %313 = tail call noundef float @llvm.maxnum.f32(float %312, float 0x39B4484C00000000)
  %314 = fmul contract float %309, %309
  %315 = fmul contract float %310, %310
  %316 = fadd contract float %314, %315
  %317 = tail call float @llvm.nvvm.lg2.approx.f(float %313) #9
  %318 = fmul float %317, 0x3FE62E4300000000
  %319 = fmul contract float %26, %316
  %320 = fsub contract float %318, %319
  %321 = tail call noundef float @llvm.maxnum.f32(float %297, float %320)
  br label %322

322:                                              ; preds = %302, %295
  %323 = phi float [ %320, %302 ], [ 0xFFF0000000000000, %295 ]
  %324 = phi float [ %321, %302 ], [ %297, %295 ]
  %325 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %324, i32 16, i32 31)
  %326 = tail call noundef float @llvm.maxnum.f32(float %324, float %325)
  %327 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %326, i32 8, i32 31)
  %328 = tail call noundef float @llvm.maxnum.f32(float %326, float %327)
  %329 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %328, i32 4, i32 31)
  %330 = tail call noundef float @llvm.maxnum.f32(float %328, float %329)
  %331 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %330, i32 2, i32 31)
  %332 = tail call noundef float @llvm.maxnum.f32(float %330, float %331)
  %333 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %332, i32 1, i32 31)
  %334 = and i32 %27, 31
  %335 = lshr i32 %27, 5
  %336 = icmp eq i32 %334, 0
  br i1 %336, label %32, label %36

337:                                              ; preds = %107
  %338 = fsub contract float %134, %111
  %339 = fmul float %338, 0x3FF7154760000000
  %340 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %339)
  br label %341

341:                                              ; preds = %107, %337
  %342 = phi contract float [ %340, %337 ], [ 0.000000e+00, %107 ]
  %343 = fadd contract float %342, 0.000000e+00
  %344 = fmul contract float %342, %342
  %345 = fcmp contract ueq float %161, 0xFFF0000000000000
  br i1 %345, label %350, label %346

346:                                              ; preds = %341
  %347 = fsub contract float %161, %111
  %348 = fmul float %347, 0x3FF7154760000000
  %349 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %348)
  br label %350

350:                                              ; preds = %346, %341
  %351 = phi contract float [ %349, %346 ], [ 0.000000e+00, %341 ]
  %352 = fadd contract float %343, %351
  %353 = fmul contract float %351, %351
  %354 = fadd contract float %344, %353
  %355 = fcmp contract ueq float %188, 0xFFF0000000000000
  br i1 %355, label %360, label %356

356:                                              ; preds = %350
  %357 = fsub contract float %188, %111
  %358 = fmul float %357, 0x3FF7154760000000
  %359 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %358)
  br label %360

360:                                              ; preds = %356, %350
  %361 = phi contract float [ %359, %356 ], [ 0.000000e+00, %350 ]
  %362 = fadd contract float %352, %361
  %363 = fmul contract float %361, %361
  %364 = fadd contract float %354, %363
  %365 = fcmp contract ueq float %215, 0xFFF0000000000000
  br i1 %365, label %370, label %366

366:                                              ; preds = %360
  %367 = fsub contract float %215, %111
  %368 = fmul float %367, 0x3FF7154760000000
  %369 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %368)
  br label %370

370:                                              ; preds = %366, %360
  %371 = phi contract float [ %369, %366 ], [ 0.000000e+00, %360 ]
  %372 = fadd contract float %362, %371
  %373 = fmul contract float %371, %371
  %374 = fadd contract float %364, %373
  %375 = fcmp contract ueq float %242, 0xFFF0000000000000
  br i1 %375, label %380, label %376

376:                                              ; preds = %370
  %377 = fsub contract float %242, %111
  %378 = fmul float %377, 0x3FF7154760000000
  %379 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %378)
  br label %380

380:                                              ; preds = %376, %370
  %381 = phi contract float [ %379, %376 ], [ 0.000000e+00, %370 ]
  %382 = fadd contract float %372, %381
  %383 = fmul contract float %381, %381
  %384 = fadd contract float %374, %383
  %385 = fcmp contract ueq float %269, 0xFFF0000000000000
  br i1 %385, label %390, label %386

386:                                              ; preds = %380
  %387 = fsub contract float %269, %111
  %388 = fmul float %387, 0x3FF7154760000000
  %389 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %388)
  br label %390

390:                                              ; preds = %386, %380
  %391 = phi contract float [ %389, %386 ], [ 0.000000e+00, %380 ]
  %392 = fadd contract float %382, %391
  %393 = fmul contract float %391, %391
  %394 = fadd contract float %384, %393
  %395 = fcmp contract ueq float %296, 0xFFF0000000000000
  br i1 %395, label %400, label %396

396:                                              ; preds = %390
  %397 = fsub contract float %296, %111
  %398 = fmul float %397, 0x3FF7154760000000
  %399 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %398)
  br label %400

400:                                              ; preds = %396, %390
  %401 = phi contract float [ %399, %396 ], [ 0.000000e+00, %390 ]
  %402 = fadd contract float %392, %401
  %403 = fmul contract float %401, %401
  %404 = fadd contract float %394, %403
  %405 = fcmp contract ueq float %323, 0xFFF0000000000000
  br i1 %405, label %410, label %406

406:                                              ; preds = %400
  %407 = fsub contract float %323, %111
  %408 = fmul float %407, 0x3FF7154760000000
  %409 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %408)
  br label %410

410:                                              ; preds = %406, %400
  %411 = phi contract float [ %409, %406 ], [ 0.000000e+00, %400 ]
  %412 = fadd contract float %402, %411
  %413 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %412, i32 1, i32 0)
  %414 = icmp eq i32 %334, 0
  %415 = fadd contract float %412, %413
  %416 = select i1 %414, float %412, float %415
  %417 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %416, i32 2, i32 0)
  %418 = icmp samesign ult i32 %334, 2
  %419 = fadd contract float %416, %417
  %420 = select i1 %418, float %416, float %419
  %421 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %420, i32 4, i32 0)
  %422 = icmp samesign ult i32 %334, 4
  %423 = fadd contract float %420, %421
  %424 = select i1 %422, float %420, float %423
  %425 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %424, i32 8, i32 0)
  %426 = icmp samesign ult i32 %334, 8
  %427 = fadd contract float %424, %425
  %428 = select i1 %426, float %424, float %427
  %429 = tail call contract noundef float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %428, i32 16, i32 0)
  %430 = fmul contract float %411, %411
  %431 = fadd contract float %404, %430
  %432 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %431, i32 16, i32 31)
  %433 = fadd contract float %431, %432
  %434 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %433, i32 8, i32 31)
  %435 = fadd contract float %433, %434
  %436 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %435, i32 4, i32 31)
  %437 = fadd contract float %435, %436
  %438 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %437, i32 2, i32 31)
  %439 = fadd contract float %437, %438
  %440 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %439, i32 1, i32 31)
  %441 = icmp samesign ult i32 %334, 16
  %442 = fadd contract float %428, %429
  %443 = select i1 %441, float %428, float %442
  switch i32 %334, label %451 [
    i32 31, label %446
    i32 0, label %444
  ]

444:                                              ; preds = %410
  %445 = fadd contract float %439, %440
  br label %446

446:                                              ; preds = %410, %444
  %447 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), %444 ], [ addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), %410 ]
  %448 = phi float [ %445, %444 ], [ %442, %410 ]
  %449 = zext nneg i32 %335 to i64
  %450 = getelementptr inbounds nuw float, ptr %447, i64 %449
  store float %448, ptr %450, align 4, !tbaa !11
  br label %451

451:                                              ; preds = %446, %410
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %452 = and i32 %38, 3
  %453 = icmp ult i32 %39, 3
  br i1 %453, label %458, label %454

454:                                              ; preds = %451
  %455 = and i32 %38, 124
  br label %493

456:                                              ; preds = %493
  %457 = icmp eq i32 %452, 0
  br i1 %457, label %483, label %458

458:                                              ; preds = %456, %451
  %459 = phi i32 [ 0, %451 ], [ %542, %456 ]
  %460 = phi float [ 0.000000e+00, %451 ], [ %541, %456 ]
  %461 = phi float [ 0.000000e+00, %451 ], [ %538, %456 ]
  %462 = phi float [ 0.000000e+00, %451 ], [ %537, %456 ]
  %463 = icmp ne i32 %452, 0
  tail call void @llvm.assume(i1 %463)
  br label %464

464:                                              ; preds = %464, %458
  %465 = phi i32 [ %480, %464 ], [ %459, %458 ]
  %466 = phi float [ %479, %464 ], [ %460, %458 ]
  %467 = phi float [ %476, %464 ], [ %461, %458 ]
  %468 = phi float [ %475, %464 ], [ %462, %458 ]
  %469 = phi i32 [ %481, %464 ], [ 0, %458 ]
  %470 = icmp samesign ult i32 %465, %335
  %471 = zext nneg i32 %465 to i64
  %472 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %471
  %473 = load float, ptr %472, align 4, !tbaa !11
  %474 = fadd contract float %468, %473
  %475 = select i1 %470, float %474, float %468
  %476 = fadd contract float %467, %473
  %477 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %471
  %478 = load float, ptr %477, align 4, !tbaa !11
  %479 = fadd contract float %466, %478
  %480 = add nuw nsw i32 %465, 1
  %481 = add i32 %469, 1
  %482 = icmp eq i32 %481, %452
  br i1 %482, label %483, label %464, !llvm.loop !17

483:                                              ; preds = %464, %456
  %484 = phi float [ %537, %456 ], [ %475, %464 ]
  %485 = phi float [ %538, %456 ], [ %476, %464 ]
  %486 = phi float [ %541, %456 ], [ %479, %464 ]
  %487 = fsub contract float %443, %412
  %488 = fadd contract float %487, %484
  %489 = fcmp contract ogt float %485, 0.000000e+00
  %490 = fdiv contract float 1.000000e+00, %485
  %491 = uitofp nneg i32 %3 to float
  %492 = getelementptr float, ptr %5, i64 %19
  br i1 %31, label %545, label %556

493:                                              ; preds = %493, %454
  %494 = phi i32 [ 0, %454 ], [ %542, %493 ]
  %495 = phi float [ 0.000000e+00, %454 ], [ %541, %493 ]
  %496 = phi float [ 0.000000e+00, %454 ], [ %538, %493 ]
  %497 = phi float [ 0.000000e+00, %454 ], [ %537, %493 ]
  %498 = phi i32 [ 0, %454 ], [ %543, %493 ]
  %499 = icmp samesign ult i32 %494, %335
  %500 = zext nneg i32 %494 to i64
  %501 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %500
  %502 = load float, ptr %501, align 4, !tbaa !11
  %503 = fadd contract float %497, %502
  %504 = select i1 %499, float %503, float %497
  %505 = fadd contract float %496, %502
  %506 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %500
  %507 = load float, ptr %506, align 4, !tbaa !11
  %508 = fadd contract float %495, %507
  %509 = or disjoint i32 %494, 1
  %510 = icmp samesign ult i32 %509, %335
  %511 = zext nneg i32 %509 to i64
  %512 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %511
  %513 = load float, ptr %512, align 4, !tbaa !11
  %514 = fadd contract float %504, %513
  %515 = select i1 %510, float %514, float %504
  %516 = fadd contract float %505, %513
  %517 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %511
  %518 = load float, ptr %517, align 4, !tbaa !11
  %519 = fadd contract float %508, %518
  %520 = or disjoint i32 %494, 2
  %521 = icmp samesign ult i32 %520, %335
  %522 = zext nneg i32 %520 to i64
  %523 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %522
  %524 = load float, ptr %523, align 4, !tbaa !11
  %525 = fadd contract float %515, %524
  %526 = select i1 %521, float %525, float %515
  %527 = fadd contract float %516, %524
  %528 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %522
  %529 = load float, ptr %528, align 4, !tbaa !11
  %530 = fadd contract float %519, %529
  %531 = or disjoint i32 %494, 3
  %532 = icmp samesign ult i32 %531, %335
  %533 = zext nneg i32 %531 to i64
  %534 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE8warp_tot to ptr), i64 %533
  %535 = load float, ptr %534, align 4, !tbaa !11
  %536 = fadd contract float %526, %535
  %537 = select i1 %532, float %536, float %526
  %538 = fadd contract float %527, %535
  %539 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pf_weight_cdfE2sh to ptr), i64 %533
  %540 = load float, ptr %539, align 4, !tbaa !11
  %541 = fadd contract float %530, %540
  %542 = add nuw nsw i32 %494, 4
  %543 = add i32 %498, 4
  %544 = icmp eq i32 %543, %455
  br i1 %544, label %456, label %493, !llvm.loop !18

545:                                              ; preds = %483
  br i1 %489, label %546, label %549

546:                                              ; preds = %545
  %547 = fadd contract float %488, %343
  %548 = fmul contract float %490, %547
  br label %552

549:                                              ; preds = %545
  %550 = sitofp i32 %136 to float
  %551 = fdiv contract float %550, %491
  br label %552

552:                                              ; preds = %549, %546
  %553 = phi contract float [ %548, %546 ], [ %551, %549 ]
  %554 = sext i32 %28 to i64
  %555 = getelementptr float, ptr %492, i64 %554
  store float %553, ptr %555, align 4, !tbaa !11
  br label %556

556:                                              ; preds = %552, %483
  br i1 %139, label %557, label %569

557:                                              ; preds = %556
  br i1 %489, label %562, label %558

558:                                              ; preds = %557
  %559 = add nsw i32 %28, 2
  %560 = sitofp i32 %559 to float
  %561 = fdiv contract float %560, %491
  br label %565

562:                                              ; preds = %557
  %563 = fadd contract float %488, %352
  %564 = fmul contract float %490, %563
  br label %565

565:                                              ; preds = %562, %558
  %566 = phi contract float [ %564, %562 ], [ %561, %558 ]
  %567 = sext i32 %136 to i64
  %568 = getelementptr float, ptr %492, i64 %567
  store float %566, ptr %568, align 4, !tbaa !11
  br label %569

569:                                              ; preds = %565, %556
  br i1 %166, label %570, label %582

570:                                              ; preds = %569
  br i1 %489, label %575, label %571

571:                                              ; preds = %570
  %572 = add nsw i32 %28, 3
  %573 = sitofp i32 %572 to float
  %574 = fdiv contract float %573, %491
  br label %578

575:                                              ; preds = %570
  %576 = fadd contract float %488, %362
  %577 = fmul contract float %490, %576
  br label %578

578:                                              ; preds = %575, %571
  %579 = phi contract float [ %577, %575 ], [ %574, %571 ]
  %580 = sext i32 %163 to i64
  %581 = getelementptr float, ptr %492, i64 %580
  store float %579, ptr %581, align 4, !tbaa !11
  br label %582

582:                                              ; preds = %578, %569
  br i1 %193, label %583, label %595

583:                                              ; preds = %582
  br i1 %489, label %588, label %584

584:                                              ; preds = %583
  %585 = add nsw i32 %28, 4
  %586 = sitofp i32 %585 to float
  %587 = fdiv contract float %586, %491
  br label %591

588:                                              ; preds = %583
  %589 = fadd contract float %488, %372
  %590 = fmul contract float %490, %589
  br label %591

591:                                              ; preds = %588, %584
  %592 = phi contract float [ %590, %588 ], [ %587, %584 ]
  %593 = sext i32 %190 to i64
  %594 = getelementptr float, ptr %492, i64 %593
  store float %592, ptr %594, align 4, !tbaa !11
  br label %595

595:                                              ; preds = %591, %582
  br i1 %220, label %596, label %608

596:                                              ; preds = %595
  br i1 %489, label %601, label %597

597:                                              ; preds = %596
  %598 = add nsw i32 %28, 5
  %599 = sitofp i32 %598 to float
  %600 = fdiv contract float %599, %491
  br label %604

601:                                              ; preds = %596
  %602 = fadd contract float %488, %382
  %603 = fmul contract float %490, %602
  br label %604

604:                                              ; preds = %601, %597
  %605 = phi contract float [ %603, %601 ], [ %600, %597 ]
  %606 = sext i32 %217 to i64
  %607 = getelementptr float, ptr %492, i64 %606
  store float %605, ptr %607, align 4, !tbaa !11
  br label %608

608:                                              ; preds = %604, %595
  br i1 %247, label %609, label %621

609:                                              ; preds = %608
  br i1 %489, label %614, label %610

610:                                              ; preds = %609
  %611 = add nsw i32 %28, 6
  %612 = sitofp i32 %611 to float
  %613 = fdiv contract float %612, %491
  br label %617

614:                                              ; preds = %609
  %615 = fadd contract float %488, %392
  %616 = fmul contract float %490, %615
  br label %617

617:                                              ; preds = %614, %610
  %618 = phi contract float [ %616, %614 ], [ %613, %610 ]
  %619 = sext i32 %244 to i64
  %620 = getelementptr float, ptr %492, i64 %619
  store float %618, ptr %620, align 4, !tbaa !11
  br label %621

621:                                              ; preds = %617, %608
  br i1 %274, label %622, label %634

622:                                              ; preds = %621
  br i1 %489, label %627, label %623

623:                                              ; preds = %622
  %624 = add nsw i32 %28, 7
  %625 = sitofp i32 %624 to float
  %626 = fdiv contract float %625, %491
  br label %630

627:                                              ; preds = %622
  %628 = fadd contract float %488, %402
  %629 = fmul contract float %490, %628
  br label %630

630:                                              ; preds = %627, %623
  %631 = phi contract float [ %629, %627 ], [ %626, %623 ]
  %632 = sext i32 %271 to i64
  %633 = getelementptr float, ptr %492, i64 %632
  store float %631, ptr %633, align 4, !tbaa !11
  br label %634

634:                                              ; preds = %630, %621
  br i1 %301, label %635, label %647

635:                                              ; preds = %634
  br i1 %489, label %640, label %636

636:                                              ; preds = %635
  %637 = add nsw i32 %28, 8
  %638 = sitofp i32 %637 to float
  %639 = fdiv contract float %638, %491
  br label %643

640:                                              ; preds = %635
  %641 = fadd contract float %488, %412
  %642 = fmul contract float %490, %641
  br label %643

643:                                              ; preds = %640, %636
  %644 = phi contract float [ %642, %640 ], [ %639, %636 ]
  %645 = sext i32 %298 to i64
  %646 = getelementptr float, ptr %492, i64 %645
  store float %644, ptr %646, align 4, !tbaa !11
  br label %647

647:                                              ; preds = %643, %634
  %648 = icmp eq i32 %27, 0
  br i1 %648, label %649, label %655

649:                                              ; preds = %647
  %650 = fcmp contract ogt float %486, 0.000000e+00
  %651 = fmul contract float %485, %485
  %652 = fdiv contract float %651, %486
  %653 = select contract i1 %650, float %652, float 0.000000e+00
  %654 = getelementptr inbounds nuw float, ptr %6, i64 %17
  store float %653, ptr %654, align 4, !tbaa !11
  br label %655

655:                                              ; preds = %647, %649, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pf_systematic_resample(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #3 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sgt i32 %3, 0
  %14 = icmp slt i32 %12, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %59

16:                                               ; preds = %7
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %3 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = getelementptr inbounds nuw float, ptr %2, i64 %18
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = fcmp contract oge float %22, 0.000000e+00
  %24 = fcmp contract olt float %22, 1.000000e+00
  %25 = and i1 %23, %24
  %26 = select contract i1 %25, float %22, float 5.000000e-01
  %27 = sitofp i32 %12 to float
  %28 = fadd contract float %26, %27
  %29 = uitofp nneg i32 %3 to float
  %30 = fdiv contract float %28, %29
  %31 = icmp samesign ugt i32 %3, 1
  br i1 %31, label %32, label %48

32:                                               ; preds = %16
  %33 = add nsw i32 %3, -1
  %34 = getelementptr float, ptr %1, i64 %20
  br label %35

35:                                               ; preds = %32, %35
  %36 = phi i32 [ %33, %32 ], [ %46, %35 ]
  %37 = phi i32 [ 0, %32 ], [ %45, %35 ]
  %38 = add nuw nsw i32 %36, %37
  %39 = lshr i32 %38, 1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr float, ptr %34, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = fcmp contract olt float %42, %30
  %44 = add nuw nsw i32 %39, 1
  %45 = select i1 %43, i32 %44, i32 %37
  %46 = select i1 %43, i32 %36, i32 %39
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %35, label %48, !llvm.loop !19

48:                                               ; preds = %35, %16
  %49 = phi i32 [ 0, %16 ], [ %45, %35 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr %struct.float4, ptr %0, i64 %20
  %52 = getelementptr %struct.float4, ptr %51, i64 %50
  %53 = sext i32 %12 to i64
  %54 = add nsw i64 %20, %53
  %55 = getelementptr inbounds nuw %struct.float4, ptr %4, i64 %54
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %55, ptr noundef nonnull align 16 dereferenceable(16) %52, i64 16, i1 false), !tbaa.struct !20
  %56 = fdiv contract float 1.000000e+00, %29
  %57 = getelementptr inbounds nuw float, ptr %5, i64 %54
  store float %56, ptr %57, align 4, !tbaa !11
  %58 = getelementptr inbounds nuw i32, ptr %6, i64 %54
  store i32 %49, ptr %58, align 4, !tbaa !6
  br label %59

59:                                               ; preds = %7, %48
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #9 = { nounwind }

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
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{i64 0, i64 4, !11, i64 4, i64 4, !11, i64 8, i64 4, !11, i64 12, i64 4, !11}
