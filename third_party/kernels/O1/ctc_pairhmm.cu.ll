; ModuleID = 'src/ctc_pairhmm.cu'
source_filename = "src/ctc_pairhmm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s_dyn = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ctc_loss_alpha(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noalias noundef writeonly captures(none) %10, ptr noalias noundef writeonly captures(none) %11) local_unnamed_addr #0 {
  %13 = sext i32 %5 to i64
  %14 = sext i32 %6 to i64
  %15 = mul nsw i64 %14, %13
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = icmp slt i32 %16, %5
  br i1 %17, label %18, label %36

18:                                               ; preds = %12
  %19 = shl nsw i32 %7, 1
  %20 = or disjoint i32 %19, 1
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %21
  %23 = shl nsw i32 %20, 1
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %27 = sext i32 %7 to i64
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = sext i32 %4 to i64
  %30 = mul nsw i64 %21, %29
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = icmp eq i32 %26, 0
  %34 = icmp ne i32 %9, 0
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %37

36:                                               ; preds = %319, %12
  ret void

37:                                               ; preds = %18, %319
  %38 = phi i32 [ %16, %18 ], [ %320, %319 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %2, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %4)
  %44 = getelementptr inbounds i32, ptr %3, i64 %39
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = tail call noundef i32 @llvm.smin.i32(i32 %46, i32 %7)
  %48 = shl nsw i32 %47, 1
  %49 = icmp sgt i32 %26, %48
  br i1 %49, label %53, label %50

50:                                               ; preds = %37
  %51 = mul nsw i64 %39, %27
  %52 = getelementptr i32, ptr %1, i64 %51
  br label %55

53:                                               ; preds = %68, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %54 = icmp slt i32 %47, 2
  br i1 %54, label %74, label %85

55:                                               ; preds = %50, %68
  %56 = phi i32 [ %26, %50 ], [ %72, %68 ]
  %57 = and i32 %56, 1
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %68, label %59

59:                                               ; preds = %55
  %60 = ashr i32 %56, 1
  %61 = sext i32 %60 to i64
  %62 = getelementptr i32, ptr %52, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = icmp sgt i32 %63, -1
  %65 = icmp slt i32 %63, %6
  %66 = and i1 %64, %65
  %67 = select i1 %66, i32 %63, i32 %8
  br label %68

68:                                               ; preds = %59, %55
  %69 = phi i32 [ %67, %59 ], [ %8, %55 ]
  %70 = sext i32 %56 to i64
  %71 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %70
  store i32 %69, ptr %71, align 4, !tbaa !6
  %72 = add i32 %56, %28
  %73 = icmp sgt i32 %72, %48
  br i1 %73, label %53, label %55, !llvm.loop !11

74:                                               ; preds = %85, %53
  %75 = phi i32 [ 0, %53 ], [ %95, %85 ]
  %76 = icmp sgt i32 %43, 0
  %77 = add nsw i32 %75, %47
  %78 = icmp sge i32 %43, %77
  %79 = select i1 %76, i1 %78, i1 false
  %80 = mul nsw i64 %39, %14
  %81 = getelementptr inbounds nuw float, ptr %0, i64 %80
  %82 = mul i64 %30, %39
  %83 = getelementptr inbounds nuw float, ptr %10, i64 %82
  %84 = icmp sgt i32 %26, %48
  br i1 %84, label %98, label %103

85:                                               ; preds = %53, %85
  %86 = phi i32 [ %95, %85 ], [ 0, %53 ]
  %87 = phi i32 [ %96, %85 ], [ 3, %53 ]
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = getelementptr i8, ptr %89, i64 -8
  %92 = load i32, ptr %91, align 4, !tbaa !6
  %93 = icmp eq i32 %90, %92
  %94 = zext i1 %93 to i32
  %95 = add nuw nsw i32 %86, %94
  %96 = add nuw nsw i32 %87, 2
  %97 = icmp sgt i32 %96, %48
  br i1 %97, label %74, label %85, !llvm.loop !14

98:                                               ; preds = %114, %74
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = getelementptr float, ptr %0, i64 %80
  %100 = icmp sgt i32 %43, 1
  br i1 %100, label %101, label %121

101:                                              ; preds = %98
  %102 = icmp sgt i32 %26, %48
  br label %123

103:                                              ; preds = %74, %114
  %104 = phi i32 [ %119, %114 ], [ %26, %74 ]
  %105 = icmp slt i32 %104, 2
  %106 = and i1 %76, %105
  br i1 %106, label %107, label %114

107:                                              ; preds = %103
  %108 = sext i32 %104 to i64
  %109 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr %81, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !15
  br label %114

114:                                              ; preds = %103, %107
  %115 = phi contract float [ %113, %107 ], [ 0xFFF0000000000000, %103 ]
  %116 = sext i32 %104 to i64
  %117 = getelementptr inbounds float, ptr %22, i64 %116
  store float %115, ptr %117, align 4, !tbaa !15
  %118 = getelementptr inbounds float, ptr %83, i64 %116
  store float %115, ptr %118, align 4, !tbaa !15
  %119 = add i32 %104, %31
  %120 = icmp sgt i32 %119, %48
  br i1 %120, label %98, label %103, !llvm.loop !17

121:                                              ; preds = %133, %98
  %122 = phi ptr [ %22, %98 ], [ %125, %133 ]
  br i1 %33, label %249, label %319

123:                                              ; preds = %101, %133
  %124 = phi ptr [ %22, %101 ], [ %125, %133 ]
  %125 = phi ptr [ %25, %101 ], [ %124, %133 ]
  %126 = phi i32 [ 1, %101 ], [ %134, %133 ]
  %127 = zext nneg i32 %126 to i64
  %128 = mul i64 %15, %127
  %129 = getelementptr float, ptr %99, i64 %128
  br i1 %102, label %133, label %130

130:                                              ; preds = %123
  %131 = mul nsw i64 %127, %21
  %132 = getelementptr float, ptr %83, i64 %131
  br label %136

133:                                              ; preds = %239, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = add nuw nsw i32 %126, 1
  %135 = icmp eq i32 %134, %43
  br i1 %135, label %121, label %123, !llvm.loop !18

136:                                              ; preds = %130, %239
  %137 = phi i32 [ %26, %130 ], [ %247, %239 ]
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = getelementptr inbounds float, ptr %124, i64 %138
  %142 = load float, ptr %141, align 4, !tbaa !15
  %143 = icmp sgt i32 %137, 0
  br i1 %143, label %144, label %149

144:                                              ; preds = %136
  %145 = zext nneg i32 %137 to i64
  %146 = getelementptr float, ptr %124, i64 %145
  %147 = getelementptr i8, ptr %146, i64 -4
  %148 = load float, ptr %147, align 4, !tbaa !15
  br label %149

149:                                              ; preds = %136, %144
  %150 = phi contract float [ %148, %144 ], [ 0xFFF0000000000000, %136 ]
  %151 = icmp slt i32 %137, 2
  %152 = icmp eq i32 %140, %8
  %153 = select i1 %151, i1 true, i1 %152
  br i1 %153, label %163, label %154

154:                                              ; preds = %149
  %155 = add nsw i32 %137, -2
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %156
  %158 = load i32, ptr %157, align 4, !tbaa !6
  %159 = icmp eq i32 %140, %158
  br i1 %159, label %163, label %160

160:                                              ; preds = %154
  %161 = getelementptr inbounds nuw float, ptr %124, i64 %156
  %162 = load float, ptr %161, align 4, !tbaa !15
  br label %163

163:                                              ; preds = %149, %154, %160
  %164 = phi contract float [ %162, %160 ], [ 0xFFF0000000000000, %154 ], [ 0xFFF0000000000000, %149 ]
  %165 = tail call noundef float @llvm.maxnum.f32(float %142, float %150)
  %166 = tail call noundef float @llvm.maxnum.f32(float %165, float %164)
  %167 = fcmp contract oeq float %166, 0xFFF0000000000000
  br i1 %167, label %239, label %168

168:                                              ; preds = %163
  %169 = fsub contract float %142, %166
  %170 = tail call float @llvm.fma.f32(float %169, float 0x3F777313A0000000, float 5.000000e-01)
  %171 = tail call float @llvm.nvvm.saturate.f(float %170) #8
  %172 = tail call float @llvm.nvvm.fma.rm.f(float %171, float 2.520000e+02, float 0x4168000020000000) #8
  %173 = fadd float %172, 0xC168000FE0000000
  %174 = fneg float %173
  %175 = tail call float @llvm.fma.f32(float %169, float 0x3FF7154760000000, float %174)
  %176 = tail call float @llvm.fma.f32(float %169, float 0x3E54AE0C00000000, float %175)
  %177 = bitcast float %172 to i32
  %178 = shl i32 %177, 23
  %179 = bitcast i32 %178 to float
  %180 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %176)
  %181 = fmul float %180, %179
  %182 = fsub contract float %150, %166
  %183 = tail call float @llvm.fma.f32(float %182, float 0x3F777313A0000000, float 5.000000e-01)
  %184 = tail call float @llvm.nvvm.saturate.f(float %183) #8
  %185 = tail call float @llvm.nvvm.fma.rm.f(float %184, float 2.520000e+02, float 0x4168000020000000) #8
  %186 = fadd float %185, 0xC168000FE0000000
  %187 = fneg float %186
  %188 = tail call float @llvm.fma.f32(float %182, float 0x3FF7154760000000, float %187)
  %189 = tail call float @llvm.fma.f32(float %182, float 0x3E54AE0C00000000, float %188)
  %190 = bitcast float %185 to i32
  %191 = shl i32 %190, 23
  %192 = bitcast i32 %191 to float
  %193 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %189)
  %194 = fmul float %193, %192
  %195 = fadd contract float %181, %194
  %196 = fsub contract float %164, %166
  %197 = tail call float @llvm.fma.f32(float %196, float 0x3F777313A0000000, float 5.000000e-01)
  %198 = tail call float @llvm.nvvm.saturate.f(float %197) #8
  %199 = tail call float @llvm.nvvm.fma.rm.f(float %198, float 2.520000e+02, float 0x4168000020000000) #8
  %200 = fadd float %199, 0xC168000FE0000000
  %201 = fneg float %200
  %202 = tail call float @llvm.fma.f32(float %196, float 0x3FF7154760000000, float %201)
  %203 = tail call float @llvm.fma.f32(float %196, float 0x3E54AE0C00000000, float %202)
  %204 = bitcast float %199 to i32
  %205 = shl i32 %204, 23
  %206 = bitcast i32 %205 to float
  %207 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %203)
  %208 = fmul float %207, %206
  %209 = fadd contract float %195, %208
  %210 = fcmp olt float %209, 0x3810000000000000
  %211 = fmul float %209, 0x4160000000000000
  %212 = select i1 %210, float %211, float %209
  %213 = select i1 %210, float -2.300000e+01, float 0.000000e+00
  %214 = bitcast float %212 to i32
  %215 = add i32 %214, -1059760811
  %216 = and i32 %215, -8388608
  %217 = sub i32 %214, %216
  %218 = bitcast i32 %217 to float
  %219 = sitofp i32 %216 to float
  %220 = tail call float @llvm.fma.f32(float %219, float 0x3E80000000000000, float %213)
  %221 = fadd float %218, -1.000000e+00
  %222 = tail call float @llvm.fma.f32(float %221, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %223 = tail call float @llvm.fma.f32(float %222, float %221, float 0xBFBF19B980000000)
  %224 = tail call float @llvm.fma.f32(float %223, float %221, float 0x3FC1E52AA0000000)
  %225 = tail call float @llvm.fma.f32(float %224, float %221, float 0xBFC55B1720000000)
  %226 = tail call float @llvm.fma.f32(float %225, float %221, float 0x3FC99DA160000000)
  %227 = tail call float @llvm.fma.f32(float %226, float %221, float 0xBFCFFFE440000000)
  %228 = tail call float @llvm.fma.f32(float %227, float %221, float 0x3FD5554F00000000)
  %229 = tail call float @llvm.fma.f32(float %228, float %221, float -5.000000e-01)
  %230 = fmul float %221, %229
  %231 = tail call float @llvm.fma.f32(float %230, float %221, float %221)
  %232 = tail call float @llvm.fma.f32(float %220, float 0x3FE62E4300000000, float %231)
  %233 = icmp ugt i32 %214, 2139095039
  %234 = tail call float @llvm.fma.f32(float %212, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %235 = select i1 %233, float %234, float %232
  %236 = fcmp oeq float %212, 0.000000e+00
  %237 = select i1 %236, float 0xFFF0000000000000, float %235
  %238 = fadd contract float %166, %237
  br label %239

239:                                              ; preds = %163, %168
  %240 = phi float [ %238, %168 ], [ 0xFFF0000000000000, %163 ]
  %241 = sext i32 %140 to i64
  %242 = getelementptr inbounds float, ptr %129, i64 %241
  %243 = load float, ptr %242, align 4, !tbaa !15
  %244 = fadd contract float %240, %243
  %245 = getelementptr inbounds float, ptr %125, i64 %138
  store float %244, ptr %245, align 4, !tbaa !15
  %246 = getelementptr float, ptr %132, i64 %138
  store float %244, ptr %246, align 4, !tbaa !15
  %247 = add i32 %137, %32
  %248 = icmp sgt i32 %247, %48
  br i1 %248, label %133, label %136, !llvm.loop !19

249:                                              ; preds = %121
  br i1 %79, label %250, label %312

250:                                              ; preds = %249
  %251 = icmp sgt i32 %47, 0
  br i1 %251, label %252, label %310

252:                                              ; preds = %250
  %253 = zext nneg i32 %48 to i64
  %254 = getelementptr inbounds nuw float, ptr %122, i64 %253
  %255 = load float, ptr %254, align 4, !tbaa !15
  %256 = getelementptr i8, ptr %254, i64 -4
  %257 = load float, ptr %256, align 4, !tbaa !15
  %258 = tail call noundef float @llvm.maxnum.f32(float %255, float %257)
  %259 = fcmp contract oeq float %258, 0xFFF0000000000000
  br i1 %259, label %312, label %260

260:                                              ; preds = %252
  %261 = fsub contract float %255, %257
  %262 = tail call noundef float @llvm.nvvm.fabs.f32(float %261)
  %263 = fneg contract float %262
  %264 = tail call float @llvm.fma.f32(float %263, float 0x3F777313A0000000, float 5.000000e-01)
  %265 = tail call float @llvm.nvvm.saturate.f(float %264) #8
  %266 = tail call float @llvm.nvvm.fma.rm.f(float %265, float 2.520000e+02, float 0x4168000020000000) #8
  %267 = fadd float %266, 0xC168000FE0000000
  %268 = fneg float %267
  %269 = tail call float @llvm.fma.f32(float %263, float 0x3FF7154760000000, float %268)
  %270 = tail call float @llvm.fma.f32(float %263, float 0x3E54AE0C00000000, float %269)
  %271 = bitcast float %266 to i32
  %272 = shl i32 %271, 23
  %273 = bitcast i32 %272 to float
  %274 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %270)
  %275 = fmul float %274, %273
  %276 = tail call float @llvm.nvvm.add.rz.f(float %275, float 1.000000e+00) #8
  %277 = bitcast float %276 to i32
  %278 = add i32 %277, -1061158912
  %279 = and i32 %278, -8388608
  %280 = bitcast float %275 to i32
  %281 = sub i32 %280, %279
  %282 = bitcast i32 %281 to float
  %283 = sub i32 1082130432, %279
  %284 = bitcast i32 %283 to float
  %285 = tail call float @llvm.fma.f32(float %284, float 2.500000e-01, float -1.000000e+00)
  %286 = fadd float %285, %282
  %287 = sitofp i32 %279 to float
  %288 = fmul float %287, 0x3E80000000000000
  %289 = tail call float @llvm.fma.f32(float %286, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %290 = tail call float @llvm.fma.f32(float %289, float %286, float 0xBFC0EF1C00000000)
  %291 = tail call float @llvm.fma.f32(float %290, float %286, float 0x3FC28C8EA0000000)
  %292 = tail call float @llvm.fma.f32(float %291, float %286, float 0xBFC54D1BA0000000)
  %293 = tail call float @llvm.fma.f32(float %292, float %286, float 0x3FC995F3C0000000)
  %294 = tail call float @llvm.fma.f32(float %293, float %286, float 0xBFD0000840000000)
  %295 = tail call float @llvm.fma.f32(float %294, float %286, float 0x3FD5555CC0000000)
  %296 = tail call float @llvm.fma.f32(float %295, float %286, float -5.000000e-01)
  %297 = fmul float %286, %296
  %298 = tail call float @llvm.fma.f32(float %297, float %286, float %286)
  %299 = tail call float @llvm.fma.f32(float %288, float 0x3FE62E4300000000, float %298)
  %300 = icmp ugt i32 %280, 2139095039
  br i1 %300, label %301, label %307

301:                                              ; preds = %260
  %302 = icmp sgt i32 %280, -1082130432
  %303 = tail call float @llvm.fma.f32(float %275, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %304 = select i1 %302, float %303, float %299
  %305 = fcmp oeq float %275, 0.000000e+00
  %306 = select i1 %305, float -0.000000e+00, float %304
  br label %307

307:                                              ; preds = %260, %301
  %308 = phi float [ %306, %301 ], [ %299, %260 ]
  %309 = fadd contract float %258, %308
  br label %312

310:                                              ; preds = %250
  %311 = load float, ptr %122, align 4, !tbaa !15
  br label %312

312:                                              ; preds = %307, %252, %310, %249
  %313 = phi float [ 0xFFF0000000000000, %249 ], [ %311, %310 ], [ %309, %307 ], [ 0xFFF0000000000000, %252 ]
  %314 = fneg contract float %313
  %315 = fcmp contract ueq float %313, 0xFFF0000000000000
  %316 = and i1 %34, %315
  %317 = select i1 %316, float 0.000000e+00, float %314
  %318 = getelementptr inbounds float, ptr %11, i64 %39
  store float %317, ptr %318, align 4, !tbaa !15
  br label %319

319:                                              ; preds = %312, %121
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %320 = add i32 %38, %35
  %321 = icmp slt i32 %320, %5
  br i1 %321, label %37, label %36, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @pairhmm_forward(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef readonly captures(none) %7, ptr noalias noundef readonly captures(none) %8, i32 noundef %9, i32 noundef %10, float noundef %11, ptr noalias noundef writeonly captures(none) %12) local_unnamed_addr #3 {
  %14 = alloca [97 x float], align 4
  %15 = alloca [97 x float], align 4
  %16 = alloca [97 x float], align 4
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = mul nsw i32 %9, %5
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %726

24:                                               ; preds = %13
  %25 = sdiv i32 %21, %9
  %26 = mul nsw i32 %25, %9
  %27 = sub nsw i32 %21, %26
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds i32, ptr %4, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %30, i32 0)
  %32 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %6)
  %33 = sext i32 %27 to i64
  %34 = getelementptr inbounds i32, ptr %8, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %10)
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %37, i32 96)
  %39 = icmp eq i32 %32, 0
  %40 = icmp eq i32 %37, 0
  %41 = or i1 %39, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %24
  %43 = sext i32 %21 to i64
  %44 = getelementptr inbounds float, ptr %12, i64 %43
  store float 0xFFF0000000000000, ptr %44, align 4, !tbaa !15
  br label %726

45:                                               ; preds = %24
  %46 = sext i32 %6 to i64
  %47 = mul nsw i64 %28, %46
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 %47
  %49 = sext i32 %10 to i64
  %50 = mul nsw i64 %33, %49
  %51 = getelementptr inbounds nuw i8, ptr %7, i64 %50
  %52 = fcmp olt float %11, 0x3810000000000000
  %53 = fmul float %11, 0x4160000000000000
  %54 = select i1 %52, float %53, float %11
  %55 = select i1 %52, float -2.300000e+01, float 0.000000e+00
  %56 = bitcast float %54 to i32
  %57 = add i32 %56, -1059760811
  %58 = and i32 %57, -8388608
  %59 = sub i32 %56, %58
  %60 = bitcast i32 %59 to float
  %61 = sitofp i32 %58 to float
  %62 = tail call float @llvm.fma.f32(float %61, float 0x3E80000000000000, float %55)
  %63 = fadd float %60, -1.000000e+00
  %64 = tail call float @llvm.fma.f32(float %63, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %65 = tail call float @llvm.fma.f32(float %64, float %63, float 0xBFBF19B980000000)
  %66 = tail call float @llvm.fma.f32(float %65, float %63, float 0x3FC1E52AA0000000)
  %67 = tail call float @llvm.fma.f32(float %66, float %63, float 0xBFC55B1720000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %63, float 0x3FC99DA160000000)
  %69 = tail call float @llvm.fma.f32(float %68, float %63, float 0xBFCFFFE440000000)
  %70 = tail call float @llvm.fma.f32(float %69, float %63, float 0x3FD5554F00000000)
  %71 = tail call float @llvm.fma.f32(float %70, float %63, float -5.000000e-01)
  %72 = fmul float %63, %71
  %73 = tail call float @llvm.fma.f32(float %72, float %63, float %63)
  %74 = tail call float @llvm.fma.f32(float %62, float 0x3FE62E4300000000, float %73)
  %75 = icmp ugt i32 %56, 2139095039
  %76 = tail call float @llvm.fma.f32(float %54, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %77 = select i1 %75, float %76, float %74
  %78 = fcmp oeq float %54, 0.000000e+00
  %79 = select i1 %78, float 0xFFF0000000000000, float %77
  %80 = fneg contract float %11
  %81 = tail call float @llvm.nvvm.add.rz.f(float %80, float 1.000000e+00) #8
  %82 = bitcast float %81 to i32
  %83 = add i32 %82, -1061158912
  %84 = and i32 %83, -8388608
  %85 = bitcast float %80 to i32
  %86 = sub i32 %85, %84
  %87 = bitcast i32 %86 to float
  %88 = sub i32 1082130432, %84
  %89 = bitcast i32 %88 to float
  %90 = tail call float @llvm.fma.f32(float %89, float 2.500000e-01, float -1.000000e+00)
  %91 = fadd float %90, %87
  %92 = sitofp i32 %84 to float
  %93 = fmul float %92, 0x3E80000000000000
  %94 = tail call float @llvm.fma.f32(float %91, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %95 = tail call float @llvm.fma.f32(float %94, float %91, float 0xBFC0EF1C00000000)
  %96 = tail call float @llvm.fma.f32(float %95, float %91, float 0x3FC28C8EA0000000)
  %97 = tail call float @llvm.fma.f32(float %96, float %91, float 0xBFC54D1BA0000000)
  %98 = tail call float @llvm.fma.f32(float %97, float %91, float 0x3FC995F3C0000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %91, float 0xBFD0000840000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %91, float 0x3FD5555CC0000000)
  %101 = tail call float @llvm.fma.f32(float %100, float %91, float -5.000000e-01)
  %102 = fmul float %91, %101
  %103 = tail call float @llvm.fma.f32(float %102, float %91, float %91)
  %104 = tail call float @llvm.fma.f32(float %93, float 0x3FE62E4300000000, float %103)
  %105 = icmp ugt i32 %85, 2139095039
  br i1 %105, label %106, label %112

106:                                              ; preds = %45
  %107 = icmp sgt i32 %85, -1082130432
  %108 = tail call float @llvm.fma.f32(float %80, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %109 = select i1 %107, float %108, float %104
  %110 = fcmp oeq float %11, 0.000000e+00
  %111 = select i1 %110, float -0.000000e+00, float %109
  br label %112

112:                                              ; preds = %45, %106
  %113 = phi float [ %111, %106 ], [ %104, %45 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #8
  %114 = sitofp i32 %38 to float
  %115 = icmp slt i32 %37, 1
  %116 = fmul float %114, 0x4160000000000000
  %117 = select i1 %115, float %116, float %114
  %118 = select i1 %115, float -2.300000e+01, float 0.000000e+00
  %119 = bitcast float %117 to i32
  %120 = add i32 %119, -1059760811
  %121 = and i32 %120, -8388608
  %122 = sub i32 %119, %121
  %123 = bitcast i32 %122 to float
  %124 = sitofp i32 %121 to float
  %125 = tail call float @llvm.fma.f32(float %124, float 0x3E80000000000000, float %118)
  %126 = fadd float %123, -1.000000e+00
  %127 = tail call float @llvm.fma.f32(float %126, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %128 = tail call float @llvm.fma.f32(float %127, float %126, float 0xBFBF19B980000000)
  %129 = tail call float @llvm.fma.f32(float %128, float %126, float 0x3FC1E52AA0000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %126, float 0xBFC55B1720000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %126, float 0x3FC99DA160000000)
  %132 = tail call float @llvm.fma.f32(float %131, float %126, float 0xBFCFFFE440000000)
  %133 = tail call float @llvm.fma.f32(float %132, float %126, float 0x3FD5554F00000000)
  %134 = tail call float @llvm.fma.f32(float %133, float %126, float -5.000000e-01)
  %135 = fmul float %126, %134
  %136 = tail call float @llvm.fma.f32(float %135, float %126, float %126)
  %137 = tail call float @llvm.fma.f32(float %125, float 0x3FE62E4300000000, float %136)
  %138 = icmp ugt i32 %119, 2139095039
  %139 = tail call float @llvm.fma.f32(float %117, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %140 = select i1 %138, float %139, float %137
  %141 = fcmp oeq float %117, 0.000000e+00
  %142 = fneg contract float %140
  %143 = select contract i1 %141, float 0x7FF0000000000000, float %142
  %144 = icmp slt i32 %10, 0
  br i1 %144, label %145, label %154

145:                                              ; preds = %154, %112
  %146 = icmp slt i32 %32, 1
  br i1 %146, label %164, label %147

147:                                              ; preds = %145
  %148 = add nsw i64 %47, -1
  %149 = load float, ptr %14, align 4, !tbaa !15
  %150 = load float, ptr %15, align 4, !tbaa !15
  %151 = load float, ptr %16, align 4, !tbaa !15
  %152 = icmp slt i32 %37, 1
  %153 = tail call i32 @llvm.smax.i32(i32 %38, i32 1)
  br label %168

154:                                              ; preds = %112, %154
  %155 = phi i32 [ %162, %154 ], [ 0, %112 ]
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw float, ptr %14, i64 %156
  store float 0xFFF0000000000000, ptr %157, align 4, !tbaa !15
  %158 = getelementptr inbounds nuw float, ptr %15, i64 %156
  store float 0xFFF0000000000000, ptr %158, align 4, !tbaa !15
  %159 = icmp eq i32 %155, 0
  %160 = select contract i1 %159, float 0xFFF0000000000000, float %143
  %161 = getelementptr inbounds nuw float, ptr %16, i64 %156
  store float %160, ptr %161, align 4, !tbaa !15
  %162 = add nuw nsw i32 %155, 1
  %163 = icmp eq i32 %155, %38
  br i1 %163, label %145, label %154, !llvm.loop !21

164:                                              ; preds = %383, %145
  %165 = icmp slt i32 %37, 1
  br i1 %165, label %604, label %166

166:                                              ; preds = %164
  %167 = tail call i32 @llvm.smax.i32(i32 %38, i32 1)
  br label %608

168:                                              ; preds = %147, %383
  %169 = phi i32 [ 1, %147 ], [ %384, %383 ]
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr i8, ptr %48, i64 %170
  %172 = getelementptr i8, ptr %171, i64 -1
  %173 = load i8, ptr %172, align 1, !tbaa !22
  %174 = add nsw i64 %148, %170
  %175 = getelementptr inbounds nuw i8, ptr %1, i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !22
  %177 = uitofp i8 %176 to float
  %178 = tail call noundef float @llvm.maxnum.f32(float %177, float 6.000000e+00)
  %179 = tail call noundef float @llvm.minnum.f32(float %178, float 6.000000e+01)
  %180 = fmul contract float %179, 0xBFCD791C60000000
  %181 = tail call float @llvm.fma.f32(float %180, float 0x3F777313A0000000, float 5.000000e-01)
  %182 = tail call float @llvm.nvvm.saturate.f(float %181) #8
  %183 = tail call float @llvm.nvvm.fma.rm.f(float %182, float 2.520000e+02, float 0x4168000020000000) #8
  %184 = fadd float %183, 0xC168000FE0000000
  %185 = fneg float %184
  %186 = tail call float @llvm.fma.f32(float %180, float 0x3FF7154760000000, float %185)
  %187 = tail call float @llvm.fma.f32(float %180, float 0x3E54AE0C00000000, float %186)
  %188 = bitcast float %183 to i32
  %189 = shl i32 %188, 23
  %190 = bitcast i32 %189 to float
  %191 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %187)
  %192 = fmul float %191, %190
  %193 = fneg contract float %192
  %194 = tail call float @llvm.nvvm.add.rz.f(float %193, float 1.000000e+00) #8
  %195 = bitcast float %194 to i32
  %196 = add i32 %195, -1061158912
  %197 = and i32 %196, -8388608
  %198 = bitcast float %193 to i32
  %199 = sub i32 %198, %197
  %200 = bitcast i32 %199 to float
  %201 = sub i32 1082130432, %197
  %202 = bitcast i32 %201 to float
  %203 = tail call float @llvm.fma.f32(float %202, float 2.500000e-01, float -1.000000e+00)
  %204 = fadd float %203, %200
  %205 = sitofp i32 %197 to float
  %206 = fmul float %205, 0x3E80000000000000
  %207 = tail call float @llvm.fma.f32(float %204, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %208 = tail call float @llvm.fma.f32(float %207, float %204, float 0xBFC0EF1C00000000)
  %209 = tail call float @llvm.fma.f32(float %208, float %204, float 0x3FC28C8EA0000000)
  %210 = tail call float @llvm.fma.f32(float %209, float %204, float 0xBFC54D1BA0000000)
  %211 = tail call float @llvm.fma.f32(float %210, float %204, float 0x3FC995F3C0000000)
  %212 = tail call float @llvm.fma.f32(float %211, float %204, float 0xBFD0000840000000)
  %213 = tail call float @llvm.fma.f32(float %212, float %204, float 0x3FD5555CC0000000)
  %214 = tail call float @llvm.fma.f32(float %213, float %204, float -5.000000e-01)
  %215 = fmul float %204, %214
  %216 = tail call float @llvm.fma.f32(float %215, float %204, float %204)
  %217 = tail call float @llvm.fma.f32(float %206, float 0x3FE62E4300000000, float %216)
  %218 = icmp ugt i32 %198, 2139095039
  br i1 %218, label %219, label %225

219:                                              ; preds = %168
  %220 = icmp sgt i32 %198, -1082130432
  %221 = tail call float @llvm.fma.f32(float %193, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %222 = select i1 %220, float %221, float %217
  %223 = fcmp oeq float %192, 0.000000e+00
  %224 = select i1 %223, float -0.000000e+00, float %222
  br label %225

225:                                              ; preds = %168, %219
  %226 = phi float [ %224, %219 ], [ %217, %168 ]
  %227 = fmul contract float %192, 0x3FD5555560000000
  %228 = fcmp olt float %227, 0x3810000000000000
  %229 = fmul float %227, 0x4160000000000000
  %230 = select i1 %228, float %229, float %227
  %231 = select i1 %228, float -2.300000e+01, float 0.000000e+00
  %232 = bitcast float %230 to i32
  %233 = add i32 %232, -1059760811
  %234 = and i32 %233, -8388608
  %235 = sub i32 %232, %234
  %236 = bitcast i32 %235 to float
  %237 = sitofp i32 %234 to float
  %238 = tail call float @llvm.fma.f32(float %237, float 0x3E80000000000000, float %231)
  %239 = fadd float %236, -1.000000e+00
  %240 = tail call float @llvm.fma.f32(float %239, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %241 = tail call float @llvm.fma.f32(float %240, float %239, float 0xBFBF19B980000000)
  %242 = tail call float @llvm.fma.f32(float %241, float %239, float 0x3FC1E52AA0000000)
  %243 = tail call float @llvm.fma.f32(float %242, float %239, float 0xBFC55B1720000000)
  %244 = tail call float @llvm.fma.f32(float %243, float %239, float 0x3FC99DA160000000)
  %245 = tail call float @llvm.fma.f32(float %244, float %239, float 0xBFCFFFE440000000)
  %246 = tail call float @llvm.fma.f32(float %245, float %239, float 0x3FD5554F00000000)
  %247 = tail call float @llvm.fma.f32(float %246, float %239, float -5.000000e-01)
  %248 = fmul float %239, %247
  %249 = tail call float @llvm.fma.f32(float %248, float %239, float %239)
  %250 = tail call float @llvm.fma.f32(float %238, float 0x3FE62E4300000000, float %249)
  %251 = icmp ugt i32 %232, 2139095039
  %252 = tail call float @llvm.fma.f32(float %230, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %253 = select i1 %251, float %252, float %250
  %254 = fcmp oeq float %230, 0.000000e+00
  %255 = select i1 %254, float 0xFFF0000000000000, float %253
  %256 = getelementptr inbounds nuw i8, ptr %2, i64 %174
  %257 = load i8, ptr %256, align 1, !tbaa !22
  %258 = uitofp i8 %257 to float
  %259 = tail call noundef float @llvm.maxnum.f32(float %258, float 1.000000e+00)
  %260 = fmul contract float %259, 0xBFCD791C60000000
  %261 = tail call float @llvm.fma.f32(float %260, float 0x3F777313A0000000, float 5.000000e-01)
  %262 = tail call float @llvm.nvvm.saturate.f(float %261) #8
  %263 = tail call float @llvm.nvvm.fma.rm.f(float %262, float 2.520000e+02, float 0x4168000020000000) #8
  %264 = fadd float %263, 0xC168000FE0000000
  %265 = fneg float %264
  %266 = tail call float @llvm.fma.f32(float %260, float 0x3FF7154760000000, float %265)
  %267 = tail call float @llvm.fma.f32(float %260, float 0x3E54AE0C00000000, float %266)
  %268 = bitcast float %263 to i32
  %269 = shl i32 %268, 23
  %270 = bitcast i32 %269 to float
  %271 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %267)
  %272 = fmul float %271, %270
  %273 = getelementptr inbounds nuw i8, ptr %3, i64 %174
  %274 = load i8, ptr %273, align 1, !tbaa !22
  %275 = uitofp i8 %274 to float
  %276 = tail call noundef float @llvm.maxnum.f32(float %275, float 1.000000e+00)
  %277 = fmul contract float %276, 0xBFCD791C60000000
  %278 = tail call float @llvm.fma.f32(float %277, float 0x3F777313A0000000, float 5.000000e-01)
  %279 = tail call float @llvm.nvvm.saturate.f(float %278) #8
  %280 = tail call float @llvm.nvvm.fma.rm.f(float %279, float 2.520000e+02, float 0x4168000020000000) #8
  %281 = fadd float %280, 0xC168000FE0000000
  %282 = fneg float %281
  %283 = tail call float @llvm.fma.f32(float %277, float 0x3FF7154760000000, float %282)
  %284 = tail call float @llvm.fma.f32(float %277, float 0x3E54AE0C00000000, float %283)
  %285 = bitcast float %280 to i32
  %286 = shl i32 %285, 23
  %287 = bitcast i32 %286 to float
  %288 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %284)
  %289 = fmul float %288, %287
  %290 = fadd contract float %272, %289
  %291 = fneg contract float %290
  %292 = tail call float @llvm.nvvm.add.rz.f(float %291, float 1.000000e+00) #8
  %293 = bitcast float %292 to i32
  %294 = add i32 %293, -1061158912
  %295 = and i32 %294, -8388608
  %296 = bitcast float %291 to i32
  %297 = sub i32 %296, %295
  %298 = bitcast i32 %297 to float
  %299 = sub i32 1082130432, %295
  %300 = bitcast i32 %299 to float
  %301 = tail call float @llvm.fma.f32(float %300, float 2.500000e-01, float -1.000000e+00)
  %302 = fadd float %301, %298
  %303 = sitofp i32 %295 to float
  %304 = fmul float %303, 0x3E80000000000000
  %305 = tail call float @llvm.fma.f32(float %302, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %306 = tail call float @llvm.fma.f32(float %305, float %302, float 0xBFC0EF1C00000000)
  %307 = tail call float @llvm.fma.f32(float %306, float %302, float 0x3FC28C8EA0000000)
  %308 = tail call float @llvm.fma.f32(float %307, float %302, float 0xBFC54D1BA0000000)
  %309 = tail call float @llvm.fma.f32(float %308, float %302, float 0x3FC995F3C0000000)
  %310 = tail call float @llvm.fma.f32(float %309, float %302, float 0xBFD0000840000000)
  %311 = tail call float @llvm.fma.f32(float %310, float %302, float 0x3FD5555CC0000000)
  %312 = tail call float @llvm.fma.f32(float %311, float %302, float -5.000000e-01)
  %313 = fmul float %302, %312
  %314 = tail call float @llvm.fma.f32(float %313, float %302, float %302)
  %315 = tail call float @llvm.fma.f32(float %304, float 0x3FE62E4300000000, float %314)
  %316 = icmp ugt i32 %296, 2139095039
  br i1 %316, label %317, label %323

317:                                              ; preds = %225
  %318 = icmp sgt i32 %296, -1082130432
  %319 = tail call float @llvm.fma.f32(float %291, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %320 = select i1 %318, float %319, float %315
  %321 = fcmp oeq float %290, 0.000000e+00
  %322 = select i1 %321, float -0.000000e+00, float %320
  br label %323

323:                                              ; preds = %225, %317
  %324 = phi float [ %322, %317 ], [ %315, %225 ]
  %325 = fcmp olt float %272, 0x3810000000000000
  %326 = fmul float %272, 0x4160000000000000
  %327 = select i1 %325, float %326, float %272
  %328 = select i1 %325, float -2.300000e+01, float 0.000000e+00
  %329 = bitcast float %327 to i32
  %330 = add i32 %329, -1059760811
  %331 = and i32 %330, -8388608
  %332 = sub i32 %329, %331
  %333 = bitcast i32 %332 to float
  %334 = sitofp i32 %331 to float
  %335 = tail call float @llvm.fma.f32(float %334, float 0x3E80000000000000, float %328)
  %336 = fadd float %333, -1.000000e+00
  %337 = tail call float @llvm.fma.f32(float %336, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %338 = tail call float @llvm.fma.f32(float %337, float %336, float 0xBFBF19B980000000)
  %339 = tail call float @llvm.fma.f32(float %338, float %336, float 0x3FC1E52AA0000000)
  %340 = tail call float @llvm.fma.f32(float %339, float %336, float 0xBFC55B1720000000)
  %341 = tail call float @llvm.fma.f32(float %340, float %336, float 0x3FC99DA160000000)
  %342 = tail call float @llvm.fma.f32(float %341, float %336, float 0xBFCFFFE440000000)
  %343 = tail call float @llvm.fma.f32(float %342, float %336, float 0x3FD5554F00000000)
  %344 = tail call float @llvm.fma.f32(float %343, float %336, float -5.000000e-01)
  %345 = fmul float %336, %344
  %346 = tail call float @llvm.fma.f32(float %345, float %336, float %336)
  %347 = tail call float @llvm.fma.f32(float %335, float 0x3FE62E4300000000, float %346)
  %348 = icmp ugt i32 %329, 2139095039
  %349 = tail call float @llvm.fma.f32(float %327, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %350 = select i1 %348, float %349, float %347
  %351 = fcmp oeq float %327, 0.000000e+00
  %352 = select i1 %351, float 0xFFF0000000000000, float %350
  %353 = fcmp olt float %289, 0x3810000000000000
  %354 = fmul float %289, 0x4160000000000000
  %355 = select i1 %353, float %354, float %289
  %356 = select i1 %353, float -2.300000e+01, float 0.000000e+00
  %357 = bitcast float %355 to i32
  %358 = add i32 %357, -1059760811
  %359 = and i32 %358, -8388608
  %360 = sub i32 %357, %359
  %361 = bitcast i32 %360 to float
  %362 = sitofp i32 %359 to float
  %363 = tail call float @llvm.fma.f32(float %362, float 0x3E80000000000000, float %356)
  %364 = fadd float %361, -1.000000e+00
  %365 = tail call float @llvm.fma.f32(float %364, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %366 = tail call float @llvm.fma.f32(float %365, float %364, float 0xBFBF19B980000000)
  %367 = tail call float @llvm.fma.f32(float %366, float %364, float 0x3FC1E52AA0000000)
  %368 = tail call float @llvm.fma.f32(float %367, float %364, float 0xBFC55B1720000000)
  %369 = tail call float @llvm.fma.f32(float %368, float %364, float 0x3FC99DA160000000)
  %370 = tail call float @llvm.fma.f32(float %369, float %364, float 0xBFCFFFE440000000)
  %371 = tail call float @llvm.fma.f32(float %370, float %364, float 0x3FD5554F00000000)
  %372 = tail call float @llvm.fma.f32(float %371, float %364, float -5.000000e-01)
  %373 = fmul float %364, %372
  %374 = tail call float @llvm.fma.f32(float %373, float %364, float %364)
  %375 = tail call float @llvm.fma.f32(float %363, float 0x3FE62E4300000000, float %374)
  %376 = icmp ugt i32 %357, 2139095039
  %377 = tail call float @llvm.fma.f32(float %355, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %378 = select i1 %376, float %377, float %375
  %379 = fcmp oeq float %355, 0.000000e+00
  %380 = select i1 %379, float 0xFFF0000000000000, float %378
  br i1 %152, label %383, label %381

381:                                              ; preds = %323
  %382 = icmp eq i8 %173, 78
  br label %386

383:                                              ; preds = %598, %323
  %384 = add nuw i32 %169, 1
  %385 = icmp eq i32 %169, %32
  br i1 %385, label %164, label %168, !llvm.loop !23

386:                                              ; preds = %381, %598
  %387 = phi float [ %149, %381 ], [ %403, %598 ]
  %388 = phi float [ %150, %381 ], [ %405, %598 ]
  %389 = phi float [ %151, %381 ], [ %407, %598 ]
  %390 = phi float [ 0xFFF0000000000000, %381 ], [ %487, %598 ]
  %391 = phi float [ 0xFFF0000000000000, %381 ], [ %599, %598 ]
  %392 = phi i32 [ 1, %381 ], [ %600, %598 ]
  %393 = zext nneg i32 %392 to i64
  %394 = getelementptr i8, ptr %51, i64 %393
  %395 = getelementptr i8, ptr %394, i64 -1
  %396 = load i8, ptr %395, align 1, !tbaa !22
  %397 = icmp eq i8 %173, %396
  %398 = or i1 %382, %397
  %399 = icmp eq i8 %396, 78
  %400 = or i1 %399, %398
  %401 = select contract i1 %400, float %226, float %255
  %402 = getelementptr inbounds nuw float, ptr %14, i64 %393
  %403 = load float, ptr %402, align 4, !tbaa !15
  %404 = getelementptr inbounds nuw float, ptr %15, i64 %393
  %405 = load float, ptr %404, align 4, !tbaa !15
  %406 = getelementptr inbounds nuw float, ptr %16, i64 %393
  %407 = load float, ptr %406, align 4, !tbaa !15
  %408 = fadd contract float %324, %387
  %409 = fadd contract float %113, %388
  %410 = fadd contract float %113, %389
  %411 = tail call noundef float @llvm.maxnum.f32(float %408, float %409)
  %412 = tail call noundef float @llvm.maxnum.f32(float %411, float %410)
  %413 = fcmp contract oeq float %412, 0xFFF0000000000000
  br i1 %413, label %485, label %414

414:                                              ; preds = %386
  %415 = fsub contract float %408, %412
  %416 = tail call float @llvm.fma.f32(float %415, float 0x3F777313A0000000, float 5.000000e-01)
  %417 = tail call float @llvm.nvvm.saturate.f(float %416) #8
  %418 = tail call float @llvm.nvvm.fma.rm.f(float %417, float 2.520000e+02, float 0x4168000020000000) #8
  %419 = fadd float %418, 0xC168000FE0000000
  %420 = fneg float %419
  %421 = tail call float @llvm.fma.f32(float %415, float 0x3FF7154760000000, float %420)
  %422 = tail call float @llvm.fma.f32(float %415, float 0x3E54AE0C00000000, float %421)
  %423 = bitcast float %418 to i32
  %424 = shl i32 %423, 23
  %425 = bitcast i32 %424 to float
  %426 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %422)
  %427 = fmul float %426, %425
  %428 = fsub contract float %409, %412
  %429 = tail call float @llvm.fma.f32(float %428, float 0x3F777313A0000000, float 5.000000e-01)
  %430 = tail call float @llvm.nvvm.saturate.f(float %429) #8
  %431 = tail call float @llvm.nvvm.fma.rm.f(float %430, float 2.520000e+02, float 0x4168000020000000) #8
  %432 = fadd float %431, 0xC168000FE0000000
  %433 = fneg float %432
  %434 = tail call float @llvm.fma.f32(float %428, float 0x3FF7154760000000, float %433)
  %435 = tail call float @llvm.fma.f32(float %428, float 0x3E54AE0C00000000, float %434)
  %436 = bitcast float %431 to i32
  %437 = shl i32 %436, 23
  %438 = bitcast i32 %437 to float
  %439 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %435)
  %440 = fmul float %439, %438
  %441 = fadd contract float %427, %440
  %442 = fsub contract float %410, %412
  %443 = tail call float @llvm.fma.f32(float %442, float 0x3F777313A0000000, float 5.000000e-01)
  %444 = tail call float @llvm.nvvm.saturate.f(float %443) #8
  %445 = tail call float @llvm.nvvm.fma.rm.f(float %444, float 2.520000e+02, float 0x4168000020000000) #8
  %446 = fadd float %445, 0xC168000FE0000000
  %447 = fneg float %446
  %448 = tail call float @llvm.fma.f32(float %442, float 0x3FF7154760000000, float %447)
  %449 = tail call float @llvm.fma.f32(float %442, float 0x3E54AE0C00000000, float %448)
  %450 = bitcast float %445 to i32
  %451 = shl i32 %450, 23
  %452 = bitcast i32 %451 to float
  %453 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %449)
  %454 = fmul float %453, %452
  %455 = fadd contract float %441, %454
  %456 = fcmp olt float %455, 0x3810000000000000
  %457 = fmul float %455, 0x4160000000000000
  %458 = select i1 %456, float %457, float %455
  %459 = select i1 %456, float -2.300000e+01, float 0.000000e+00
  %460 = bitcast float %458 to i32
  %461 = add i32 %460, -1059760811
  %462 = and i32 %461, -8388608
  %463 = sub i32 %460, %462
  %464 = bitcast i32 %463 to float
  %465 = sitofp i32 %462 to float
  %466 = tail call float @llvm.fma.f32(float %465, float 0x3E80000000000000, float %459)
  %467 = fadd float %464, -1.000000e+00
  %468 = tail call float @llvm.fma.f32(float %467, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %469 = tail call float @llvm.fma.f32(float %468, float %467, float 0xBFBF19B980000000)
  %470 = tail call float @llvm.fma.f32(float %469, float %467, float 0x3FC1E52AA0000000)
  %471 = tail call float @llvm.fma.f32(float %470, float %467, float 0xBFC55B1720000000)
  %472 = tail call float @llvm.fma.f32(float %471, float %467, float 0x3FC99DA160000000)
  %473 = tail call float @llvm.fma.f32(float %472, float %467, float 0xBFCFFFE440000000)
  %474 = tail call float @llvm.fma.f32(float %473, float %467, float 0x3FD5554F00000000)
  %475 = tail call float @llvm.fma.f32(float %474, float %467, float -5.000000e-01)
  %476 = fmul float %467, %475
  %477 = tail call float @llvm.fma.f32(float %476, float %467, float %467)
  %478 = tail call float @llvm.fma.f32(float %466, float 0x3FE62E4300000000, float %477)
  %479 = icmp ugt i32 %460, 2139095039
  %480 = tail call float @llvm.fma.f32(float %458, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %481 = select i1 %479, float %480, float %478
  %482 = fcmp oeq float %458, 0.000000e+00
  %483 = select i1 %482, float 0xFFF0000000000000, float %481
  %484 = fadd contract float %412, %483
  br label %485

485:                                              ; preds = %386, %414
  %486 = phi float [ %484, %414 ], [ 0xFFF0000000000000, %386 ]
  %487 = fadd contract float %401, %486
  %488 = fadd contract float %352, %403
  %489 = fadd contract float %79, %405
  %490 = tail call noundef float @llvm.maxnum.f32(float %488, float %489)
  %491 = fcmp contract oeq float %490, 0xFFF0000000000000
  br i1 %491, label %542, label %492

492:                                              ; preds = %485
  %493 = fsub contract float %488, %489
  %494 = tail call noundef float @llvm.nvvm.fabs.f32(float %493)
  %495 = fneg contract float %494
  %496 = tail call float @llvm.fma.f32(float %495, float 0x3F777313A0000000, float 5.000000e-01)
  %497 = tail call float @llvm.nvvm.saturate.f(float %496) #8
  %498 = tail call float @llvm.nvvm.fma.rm.f(float %497, float 2.520000e+02, float 0x4168000020000000) #8
  %499 = fadd float %498, 0xC168000FE0000000
  %500 = fneg float %499
  %501 = tail call float @llvm.fma.f32(float %495, float 0x3FF7154760000000, float %500)
  %502 = tail call float @llvm.fma.f32(float %495, float 0x3E54AE0C00000000, float %501)
  %503 = bitcast float %498 to i32
  %504 = shl i32 %503, 23
  %505 = bitcast i32 %504 to float
  %506 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %502)
  %507 = fmul float %506, %505
  %508 = tail call float @llvm.nvvm.add.rz.f(float %507, float 1.000000e+00) #8
  %509 = bitcast float %508 to i32
  %510 = add i32 %509, -1061158912
  %511 = and i32 %510, -8388608
  %512 = bitcast float %507 to i32
  %513 = sub i32 %512, %511
  %514 = bitcast i32 %513 to float
  %515 = sub i32 1082130432, %511
  %516 = bitcast i32 %515 to float
  %517 = tail call float @llvm.fma.f32(float %516, float 2.500000e-01, float -1.000000e+00)
  %518 = fadd float %517, %514
  %519 = sitofp i32 %511 to float
  %520 = fmul float %519, 0x3E80000000000000
  %521 = tail call float @llvm.fma.f32(float %518, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %522 = tail call float @llvm.fma.f32(float %521, float %518, float 0xBFC0EF1C00000000)
  %523 = tail call float @llvm.fma.f32(float %522, float %518, float 0x3FC28C8EA0000000)
  %524 = tail call float @llvm.fma.f32(float %523, float %518, float 0xBFC54D1BA0000000)
  %525 = tail call float @llvm.fma.f32(float %524, float %518, float 0x3FC995F3C0000000)
  %526 = tail call float @llvm.fma.f32(float %525, float %518, float 0xBFD0000840000000)
  %527 = tail call float @llvm.fma.f32(float %526, float %518, float 0x3FD5555CC0000000)
  %528 = tail call float @llvm.fma.f32(float %527, float %518, float -5.000000e-01)
  %529 = fmul float %518, %528
  %530 = tail call float @llvm.fma.f32(float %529, float %518, float %518)
  %531 = tail call float @llvm.fma.f32(float %520, float 0x3FE62E4300000000, float %530)
  %532 = icmp ugt i32 %512, 2139095039
  br i1 %532, label %533, label %539

533:                                              ; preds = %492
  %534 = icmp sgt i32 %512, -1082130432
  %535 = tail call float @llvm.fma.f32(float %507, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %536 = select i1 %534, float %535, float %531
  %537 = fcmp oeq float %507, 0.000000e+00
  %538 = select i1 %537, float -0.000000e+00, float %536
  br label %539

539:                                              ; preds = %492, %533
  %540 = phi float [ %538, %533 ], [ %531, %492 ]
  %541 = fadd contract float %490, %540
  br label %542

542:                                              ; preds = %485, %539
  %543 = phi contract float [ %541, %539 ], [ 0xFFF0000000000000, %485 ]
  %544 = fadd contract float %380, %390
  %545 = fadd contract float %79, %391
  %546 = tail call noundef float @llvm.maxnum.f32(float %544, float %545)
  %547 = fcmp contract oeq float %546, 0xFFF0000000000000
  br i1 %547, label %598, label %548

548:                                              ; preds = %542
  %549 = fsub contract float %544, %545
  %550 = tail call noundef float @llvm.nvvm.fabs.f32(float %549)
  %551 = fneg contract float %550
  %552 = tail call float @llvm.fma.f32(float %551, float 0x3F777313A0000000, float 5.000000e-01)
  %553 = tail call float @llvm.nvvm.saturate.f(float %552) #8
  %554 = tail call float @llvm.nvvm.fma.rm.f(float %553, float 2.520000e+02, float 0x4168000020000000) #8
  %555 = fadd float %554, 0xC168000FE0000000
  %556 = fneg float %555
  %557 = tail call float @llvm.fma.f32(float %551, float 0x3FF7154760000000, float %556)
  %558 = tail call float @llvm.fma.f32(float %551, float 0x3E54AE0C00000000, float %557)
  %559 = bitcast float %554 to i32
  %560 = shl i32 %559, 23
  %561 = bitcast i32 %560 to float
  %562 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %558)
  %563 = fmul float %562, %561
  %564 = tail call float @llvm.nvvm.add.rz.f(float %563, float 1.000000e+00) #8
  %565 = bitcast float %564 to i32
  %566 = add i32 %565, -1061158912
  %567 = and i32 %566, -8388608
  %568 = bitcast float %563 to i32
  %569 = sub i32 %568, %567
  %570 = bitcast i32 %569 to float
  %571 = sub i32 1082130432, %567
  %572 = bitcast i32 %571 to float
  %573 = tail call float @llvm.fma.f32(float %572, float 2.500000e-01, float -1.000000e+00)
  %574 = fadd float %573, %570
  %575 = sitofp i32 %567 to float
  %576 = fmul float %575, 0x3E80000000000000
  %577 = tail call float @llvm.fma.f32(float %574, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %578 = tail call float @llvm.fma.f32(float %577, float %574, float 0xBFC0EF1C00000000)
  %579 = tail call float @llvm.fma.f32(float %578, float %574, float 0x3FC28C8EA0000000)
  %580 = tail call float @llvm.fma.f32(float %579, float %574, float 0xBFC54D1BA0000000)
  %581 = tail call float @llvm.fma.f32(float %580, float %574, float 0x3FC995F3C0000000)
  %582 = tail call float @llvm.fma.f32(float %581, float %574, float 0xBFD0000840000000)
  %583 = tail call float @llvm.fma.f32(float %582, float %574, float 0x3FD5555CC0000000)
  %584 = tail call float @llvm.fma.f32(float %583, float %574, float -5.000000e-01)
  %585 = fmul float %574, %584
  %586 = tail call float @llvm.fma.f32(float %585, float %574, float %574)
  %587 = tail call float @llvm.fma.f32(float %576, float 0x3FE62E4300000000, float %586)
  %588 = icmp ugt i32 %568, 2139095039
  br i1 %588, label %589, label %595

589:                                              ; preds = %548
  %590 = icmp sgt i32 %568, -1082130432
  %591 = tail call float @llvm.fma.f32(float %563, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %592 = select i1 %590, float %591, float %587
  %593 = fcmp oeq float %563, 0.000000e+00
  %594 = select i1 %593, float -0.000000e+00, float %592
  br label %595

595:                                              ; preds = %548, %589
  %596 = phi float [ %594, %589 ], [ %587, %548 ]
  %597 = fadd contract float %546, %596
  br label %598

598:                                              ; preds = %542, %595
  %599 = phi contract float [ %597, %595 ], [ 0xFFF0000000000000, %542 ]
  store float %487, ptr %402, align 4, !tbaa !15
  store float %543, ptr %404, align 4, !tbaa !15
  store float %599, ptr %406, align 4, !tbaa !15
  %600 = add nuw nsw i32 %392, 1
  %601 = icmp eq i32 %392, %153
  br i1 %601, label %383, label %386, !llvm.loop !24

602:                                              ; preds = %722
  %603 = fmul contract float %723, 0x3FDBCB7B20000000
  br label %604

604:                                              ; preds = %602, %164
  %605 = phi float [ 0xFFF0000000000000, %164 ], [ %603, %602 ]
  %606 = sext i32 %21 to i64
  %607 = getelementptr inbounds float, ptr %12, i64 %606
  store float %605, ptr %607, align 4, !tbaa !15
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #8
  br label %726

608:                                              ; preds = %166, %722
  %609 = phi i32 [ %724, %722 ], [ 1, %166 ]
  %610 = phi float [ %723, %722 ], [ 0xFFF0000000000000, %166 ]
  %611 = zext nneg i32 %609 to i64
  %612 = getelementptr inbounds nuw float, ptr %14, i64 %611
  %613 = load float, ptr %612, align 4, !tbaa !15
  %614 = getelementptr inbounds nuw float, ptr %15, i64 %611
  %615 = load float, ptr %614, align 4, !tbaa !15
  %616 = tail call noundef float @llvm.maxnum.f32(float %613, float %615)
  %617 = fcmp contract oeq float %616, 0xFFF0000000000000
  br i1 %617, label %668, label %618

618:                                              ; preds = %608
  %619 = fsub contract float %613, %615
  %620 = tail call noundef float @llvm.nvvm.fabs.f32(float %619)
  %621 = fneg contract float %620
  %622 = tail call float @llvm.fma.f32(float %621, float 0x3F777313A0000000, float 5.000000e-01)
  %623 = tail call float @llvm.nvvm.saturate.f(float %622) #8
  %624 = tail call float @llvm.nvvm.fma.rm.f(float %623, float 2.520000e+02, float 0x4168000020000000) #8
  %625 = fadd float %624, 0xC168000FE0000000
  %626 = fneg float %625
  %627 = tail call float @llvm.fma.f32(float %621, float 0x3FF7154760000000, float %626)
  %628 = tail call float @llvm.fma.f32(float %621, float 0x3E54AE0C00000000, float %627)
  %629 = bitcast float %624 to i32
  %630 = shl i32 %629, 23
  %631 = bitcast i32 %630 to float
  %632 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %628)
  %633 = fmul float %632, %631
  %634 = tail call float @llvm.nvvm.add.rz.f(float %633, float 1.000000e+00) #8
  %635 = bitcast float %634 to i32
  %636 = add i32 %635, -1061158912
  %637 = and i32 %636, -8388608
  %638 = bitcast float %633 to i32
  %639 = sub i32 %638, %637
  %640 = bitcast i32 %639 to float
  %641 = sub i32 1082130432, %637
  %642 = bitcast i32 %641 to float
  %643 = tail call float @llvm.fma.f32(float %642, float 2.500000e-01, float -1.000000e+00)
  %644 = fadd float %643, %640
  %645 = sitofp i32 %637 to float
  %646 = fmul float %645, 0x3E80000000000000
  %647 = tail call float @llvm.fma.f32(float %644, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %648 = tail call float @llvm.fma.f32(float %647, float %644, float 0xBFC0EF1C00000000)
  %649 = tail call float @llvm.fma.f32(float %648, float %644, float 0x3FC28C8EA0000000)
  %650 = tail call float @llvm.fma.f32(float %649, float %644, float 0xBFC54D1BA0000000)
  %651 = tail call float @llvm.fma.f32(float %650, float %644, float 0x3FC995F3C0000000)
  %652 = tail call float @llvm.fma.f32(float %651, float %644, float 0xBFD0000840000000)
  %653 = tail call float @llvm.fma.f32(float %652, float %644, float 0x3FD5555CC0000000)
  %654 = tail call float @llvm.fma.f32(float %653, float %644, float -5.000000e-01)
  %655 = fmul float %644, %654
  %656 = tail call float @llvm.fma.f32(float %655, float %644, float %644)
  %657 = tail call float @llvm.fma.f32(float %646, float 0x3FE62E4300000000, float %656)
  %658 = icmp ugt i32 %638, 2139095039
  br i1 %658, label %659, label %665

659:                                              ; preds = %618
  %660 = icmp sgt i32 %638, -1082130432
  %661 = tail call float @llvm.fma.f32(float %633, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %662 = select i1 %660, float %661, float %657
  %663 = fcmp oeq float %633, 0.000000e+00
  %664 = select i1 %663, float -0.000000e+00, float %662
  br label %665

665:                                              ; preds = %618, %659
  %666 = phi float [ %664, %659 ], [ %657, %618 ]
  %667 = fadd contract float %616, %666
  br label %668

668:                                              ; preds = %608, %665
  %669 = phi contract float [ %667, %665 ], [ 0xFFF0000000000000, %608 ]
  %670 = tail call noundef float @llvm.maxnum.f32(float %610, float %669)
  %671 = fcmp contract oeq float %670, 0xFFF0000000000000
  br i1 %671, label %722, label %672

672:                                              ; preds = %668
  %673 = fsub contract float %610, %669
  %674 = tail call noundef float @llvm.nvvm.fabs.f32(float %673)
  %675 = fneg contract float %674
  %676 = tail call float @llvm.fma.f32(float %675, float 0x3F777313A0000000, float 5.000000e-01)
  %677 = tail call float @llvm.nvvm.saturate.f(float %676) #8
  %678 = tail call float @llvm.nvvm.fma.rm.f(float %677, float 2.520000e+02, float 0x4168000020000000) #8
  %679 = fadd float %678, 0xC168000FE0000000
  %680 = fneg float %679
  %681 = tail call float @llvm.fma.f32(float %675, float 0x3FF7154760000000, float %680)
  %682 = tail call float @llvm.fma.f32(float %675, float 0x3E54AE0C00000000, float %681)
  %683 = bitcast float %678 to i32
  %684 = shl i32 %683, 23
  %685 = bitcast i32 %684 to float
  %686 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %682)
  %687 = fmul float %686, %685
  %688 = tail call float @llvm.nvvm.add.rz.f(float %687, float 1.000000e+00) #8
  %689 = bitcast float %688 to i32
  %690 = add i32 %689, -1061158912
  %691 = and i32 %690, -8388608
  %692 = bitcast float %687 to i32
  %693 = sub i32 %692, %691
  %694 = bitcast i32 %693 to float
  %695 = sub i32 1082130432, %691
  %696 = bitcast i32 %695 to float
  %697 = tail call float @llvm.fma.f32(float %696, float 2.500000e-01, float -1.000000e+00)
  %698 = fadd float %697, %694
  %699 = sitofp i32 %691 to float
  %700 = fmul float %699, 0x3E80000000000000
  %701 = tail call float @llvm.fma.f32(float %698, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %702 = tail call float @llvm.fma.f32(float %701, float %698, float 0xBFC0EF1C00000000)
  %703 = tail call float @llvm.fma.f32(float %702, float %698, float 0x3FC28C8EA0000000)
  %704 = tail call float @llvm.fma.f32(float %703, float %698, float 0xBFC54D1BA0000000)
  %705 = tail call float @llvm.fma.f32(float %704, float %698, float 0x3FC995F3C0000000)
  %706 = tail call float @llvm.fma.f32(float %705, float %698, float 0xBFD0000840000000)
  %707 = tail call float @llvm.fma.f32(float %706, float %698, float 0x3FD5555CC0000000)
  %708 = tail call float @llvm.fma.f32(float %707, float %698, float -5.000000e-01)
  %709 = fmul float %698, %708
  %710 = tail call float @llvm.fma.f32(float %709, float %698, float %698)
  %711 = tail call float @llvm.fma.f32(float %700, float 0x3FE62E4300000000, float %710)
  %712 = icmp ugt i32 %692, 2139095039
  br i1 %712, label %713, label %719

713:                                              ; preds = %672
  %714 = icmp sgt i32 %692, -1082130432
  %715 = tail call float @llvm.fma.f32(float %687, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %716 = select i1 %714, float %715, float %711
  %717 = fcmp oeq float %687, 0.000000e+00
  %718 = select i1 %717, float -0.000000e+00, float %716
  br label %719

719:                                              ; preds = %672, %713
  %720 = phi float [ %718, %713 ], [ %711, %672 ]
  %721 = fadd contract float %670, %720
  br label %722

722:                                              ; preds = %668, %719
  %723 = phi contract float [ %721, %719 ], [ 0xFFF0000000000000, %668 ]
  %724 = add nuw nsw i32 %609, 1
  %725 = icmp eq i32 %609, %167
  br i1 %725, label %602, label %608, !llvm.loop !25

726:                                              ; preds = %42, %604, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = !{!8, !8, i64 0}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
!25 = distinct !{!25, !12, !13}
