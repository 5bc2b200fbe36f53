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
  br i1 %17, label %18, label %34

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
  %31 = icmp eq i32 %26, 0
  %32 = icmp ne i32 %9, 0
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %35

34:                                               ; preds = %310, %12
  ret void

35:                                               ; preds = %18, %310
  %36 = phi i32 [ %16, %18 ], [ %311, %310 ]
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %2, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %39, i32 0)
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %40, i32 %4)
  %42 = getelementptr inbounds i32, ptr %3, i64 %37
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %43, i32 0)
  %45 = tail call noundef i32 @llvm.smin.i32(i32 %44, i32 %7)
  %46 = shl nsw i32 %45, 1
  %47 = icmp sgt i32 %26, %46
  br i1 %47, label %51, label %48

48:                                               ; preds = %35
  %49 = mul nsw i64 %37, %27
  %50 = getelementptr i32, ptr %1, i64 %49
  br label %53

51:                                               ; preds = %66, %35
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = icmp slt i32 %45, 2
  br i1 %52, label %72, label %82

53:                                               ; preds = %48, %66
  %54 = phi i32 [ %26, %48 ], [ %70, %66 ]
  %55 = and i32 %54, 1
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %66, label %57

57:                                               ; preds = %53
  %58 = ashr i32 %54, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr i32, ptr %50, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = icmp sgt i32 %61, -1
  %63 = icmp slt i32 %61, %6
  %64 = and i1 %62, %63
  %65 = select i1 %64, i32 %61, i32 %8
  br label %66

66:                                               ; preds = %57, %53
  %67 = phi i32 [ %65, %57 ], [ %8, %53 ]
  %68 = sext i32 %54 to i64
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %68
  store i32 %67, ptr %69, align 4, !tbaa !6
  %70 = add i32 %54, %28
  %71 = icmp sgt i32 %70, %46
  br i1 %71, label %51, label %53, !llvm.loop !11

72:                                               ; preds = %82, %51
  %73 = phi i32 [ 0, %51 ], [ %92, %82 ]
  %74 = icmp sgt i32 %41, 0
  %75 = add nsw i32 %73, %45
  %76 = icmp sge i32 %41, %75
  %77 = select i1 %74, i1 %76, i1 false
  %78 = mul nsw i64 %37, %14
  %79 = getelementptr float, ptr %0, i64 %78
  %80 = mul i64 %30, %37
  %81 = getelementptr inbounds nuw float, ptr %10, i64 %80
  br i1 %47, label %95, label %97

82:                                               ; preds = %51, %82
  %83 = phi i32 [ %92, %82 ], [ 0, %51 ]
  %84 = phi i32 [ %93, %82 ], [ 3, %51 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = getelementptr i8, ptr %86, i64 -8
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = icmp eq i32 %87, %89
  %91 = zext i1 %90 to i32
  %92 = add nuw nsw i32 %83, %91
  %93 = add nuw nsw i32 %84, 2
  %94 = icmp sgt i32 %93, %46
  br i1 %94, label %72, label %82, !llvm.loop !13

95:                                               ; preds = %108, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %96 = icmp sgt i32 %41, 1
  br i1 %96, label %116, label %114

97:                                               ; preds = %72, %108
  %98 = phi i32 [ %112, %108 ], [ %26, %72 ]
  %99 = icmp slt i32 %98, 2
  %100 = and i1 %74, %99
  %101 = sext i32 %98 to i64
  br i1 %100, label %102, label %108

102:                                              ; preds = %97
  %103 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %101
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %79, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !14
  br label %108

108:                                              ; preds = %97, %102
  %109 = phi contract float [ %107, %102 ], [ 0xFFF0000000000000, %97 ]
  %110 = getelementptr inbounds float, ptr %22, i64 %101
  store float %109, ptr %110, align 4, !tbaa !14
  %111 = getelementptr inbounds float, ptr %81, i64 %101
  store float %109, ptr %111, align 4, !tbaa !14
  %112 = add i32 %98, %28
  %113 = icmp sgt i32 %112, %46
  br i1 %113, label %95, label %97, !llvm.loop !16

114:                                              ; preds = %126, %95
  %115 = phi ptr [ %22, %95 ], [ %118, %126 ]
  br i1 %31, label %242, label %310

116:                                              ; preds = %95, %126
  %117 = phi ptr [ %118, %126 ], [ %22, %95 ]
  %118 = phi ptr [ %117, %126 ], [ %25, %95 ]
  %119 = phi i32 [ %127, %126 ], [ 1, %95 ]
  %120 = zext nneg i32 %119 to i64
  %121 = mul i64 %15, %120
  %122 = getelementptr float, ptr %79, i64 %121
  br i1 %47, label %126, label %123

123:                                              ; preds = %116
  %124 = mul nsw i64 %120, %21
  %125 = getelementptr float, ptr %81, i64 %124
  br label %129

126:                                              ; preds = %232, %116
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %127 = add nuw nsw i32 %119, 1
  %128 = icmp eq i32 %127, %41
  br i1 %128, label %114, label %116, !llvm.loop !17

129:                                              ; preds = %123, %232
  %130 = phi i32 [ %26, %123 ], [ %240, %232 ]
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = getelementptr inbounds float, ptr %117, i64 %131
  %135 = load float, ptr %134, align 4, !tbaa !14
  %136 = icmp sgt i32 %130, 0
  br i1 %136, label %137, label %142

137:                                              ; preds = %129
  %138 = zext nneg i32 %130 to i64
  %139 = getelementptr float, ptr %117, i64 %138
  %140 = getelementptr i8, ptr %139, i64 -4
  %141 = load float, ptr %140, align 4, !tbaa !14
  br label %142

142:                                              ; preds = %129, %137
  %143 = phi contract float [ %141, %137 ], [ 0xFFF0000000000000, %129 ]
  %144 = icmp slt i32 %130, 2
  %145 = icmp eq i32 %133, %8
  %146 = select i1 %144, i1 true, i1 %145
  br i1 %146, label %156, label %147

147:                                              ; preds = %142
  %148 = add nsw i32 %130, -2
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @s_dyn to ptr), i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = icmp eq i32 %133, %151
  br i1 %152, label %156, label %153

153:                                              ; preds = %147
  %154 = getelementptr inbounds nuw float, ptr %117, i64 %149
  %155 = load float, ptr %154, align 4, !tbaa !14
  br label %156

156:                                              ; preds = %142, %147, %153
  %157 = phi contract float [ %155, %153 ], [ 0xFFF0000000000000, %147 ], [ 0xFFF0000000000000, %142 ]
  %158 = tail call noundef float @llvm.maxnum.f32(float %135, float %143)
  %159 = tail call noundef float @llvm.maxnum.f32(float %158, float %157)
  %160 = fcmp contract oeq float %159, 0xFFF0000000000000
  br i1 %160, label %232, label %161

161:                                              ; preds = %156
  %162 = fsub contract float %135, %159
  %163 = tail call float @llvm.fma.f32(float %162, float 0x3F777313A0000000, float 5.000000e-01)
  %164 = tail call float @llvm.nvvm.saturate.f(float %163) #9
  %165 = tail call float @llvm.nvvm.fma.rm.f(float %164, float 2.520000e+02, float 0x4168000020000000) #9
  %166 = fadd float %165, 0xC168000FE0000000
  %167 = fneg float %166
  %168 = tail call float @llvm.fma.f32(float %162, float 0x3FF7154760000000, float %167)
  %169 = tail call float @llvm.fma.f32(float %162, float 0x3E54AE0C00000000, float %168)
  %170 = bitcast float %165 to i32
  %171 = shl i32 %170, 23
  %172 = bitcast i32 %171 to float
  %173 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %169)
  %174 = fmul float %173, %172
  %175 = fsub contract float %143, %159
  %176 = tail call float @llvm.fma.f32(float %175, float 0x3F777313A0000000, float 5.000000e-01)
  %177 = tail call float @llvm.nvvm.saturate.f(float %176) #9
  %178 = tail call float @llvm.nvvm.fma.rm.f(float %177, float 2.520000e+02, float 0x4168000020000000) #9
  %179 = fadd float %178, 0xC168000FE0000000
  %180 = fneg float %179
  %181 = tail call float @llvm.fma.f32(float %175, float 0x3FF7154760000000, float %180)
  %182 = tail call float @llvm.fma.f32(float %175, float 0x3E54AE0C00000000, float %181)
  %183 = bitcast float %178 to i32
  %184 = shl i32 %183, 23
  %185 = bitcast i32 %184 to float
  %186 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %182)
  %187 = fmul float %186, %185
  %188 = fadd contract float %174, %187
  %189 = fsub contract float %157, %159
  %190 = tail call float @llvm.fma.f32(float %189, float 0x3F777313A0000000, float 5.000000e-01)
  %191 = tail call float @llvm.nvvm.saturate.f(float %190) #9
  %192 = tail call float @llvm.nvvm.fma.rm.f(float %191, float 2.520000e+02, float 0x4168000020000000) #9
  %193 = fadd float %192, 0xC168000FE0000000
  %194 = fneg float %193
  %195 = tail call float @llvm.fma.f32(float %189, float 0x3FF7154760000000, float %194)
  %196 = tail call float @llvm.fma.f32(float %189, float 0x3E54AE0C00000000, float %195)
  %197 = bitcast float %192 to i32
  %198 = shl i32 %197, 23
  %199 = bitcast i32 %198 to float
  %200 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %196)
  %201 = fmul float %200, %199
  %202 = fadd contract float %188, %201
  %203 = fcmp olt float %202, 0x3810000000000000
  %204 = fmul float %202, 0x4160000000000000
  %205 = select i1 %203, float %204, float %202
  %206 = select i1 %203, float -2.300000e+01, float 0.000000e+00
  %207 = bitcast float %205 to i32
  %208 = add i32 %207, -1059760811
  %209 = and i32 %208, -8388608
  %210 = sub i32 %207, %209
  %211 = bitcast i32 %210 to float
  %212 = sitofp i32 %209 to float
  %213 = tail call float @llvm.fma.f32(float %212, float 0x3E80000000000000, float %206)
  %214 = fadd float %211, -1.000000e+00
  %215 = tail call float @llvm.fma.f32(float %214, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %216 = tail call float @llvm.fma.f32(float %215, float %214, float 0xBFBF19B980000000)
  %217 = tail call float @llvm.fma.f32(float %216, float %214, float 0x3FC1E52AA0000000)
  %218 = tail call float @llvm.fma.f32(float %217, float %214, float 0xBFC55B1720000000)
  %219 = tail call float @llvm.fma.f32(float %218, float %214, float 0x3FC99DA160000000)
  %220 = tail call float @llvm.fma.f32(float %219, float %214, float 0xBFCFFFE440000000)
  %221 = tail call float @llvm.fma.f32(float %220, float %214, float 0x3FD5554F00000000)
  %222 = tail call float @llvm.fma.f32(float %221, float %214, float -5.000000e-01)
  %223 = fmul float %214, %222
  %224 = tail call float @llvm.fma.f32(float %223, float %214, float %214)
  %225 = tail call float @llvm.fma.f32(float %213, float 0x3FE62E4300000000, float %224)
  %226 = icmp ugt i32 %207, 2139095039
  %227 = tail call float @llvm.fma.f32(float %205, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %228 = select i1 %226, float %227, float %225
  %229 = fcmp oeq float %205, 0.000000e+00
  %230 = select i1 %229, float 0xFFF0000000000000, float %228
  %231 = fadd contract float %159, %230
  br label %232

232:                                              ; preds = %156, %161
  %233 = phi float [ %231, %161 ], [ 0xFFF0000000000000, %156 ]
  %234 = sext i32 %133 to i64
  %235 = getelementptr inbounds float, ptr %122, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !14
  %237 = fadd contract float %233, %236
  %238 = getelementptr inbounds float, ptr %118, i64 %131
  store float %237, ptr %238, align 4, !tbaa !14
  %239 = getelementptr float, ptr %125, i64 %131
  store float %237, ptr %239, align 4, !tbaa !14
  %240 = add i32 %130, %28
  %241 = icmp sgt i32 %240, %46
  br i1 %241, label %126, label %129, !llvm.loop !18

242:                                              ; preds = %114
  br i1 %77, label %243, label %303

243:                                              ; preds = %242
  %244 = icmp sgt i32 %45, 0
  br i1 %244, label %245, label %301

245:                                              ; preds = %243
  %246 = zext nneg i32 %46 to i64
  %247 = getelementptr inbounds nuw float, ptr %115, i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !14
  %249 = getelementptr i8, ptr %247, i64 -4
  %250 = load float, ptr %249, align 4, !tbaa !14
  %251 = tail call noundef float @llvm.maxnum.f32(float %248, float %250)
  %252 = fcmp contract oeq float %251, 0xFFF0000000000000
  br i1 %252, label %303, label %253

253:                                              ; preds = %245
  %254 = fsub contract float %248, %250
  %255 = tail call noundef float @llvm.nvvm.fabs.f32(float %254)
  %256 = fneg contract float %255
  %257 = tail call float @llvm.fma.f32(float %256, float 0x3F777313A0000000, float 5.000000e-01)
  %258 = tail call float @llvm.nvvm.saturate.f(float %257) #9
  %259 = tail call float @llvm.nvvm.fma.rm.f(float %258, float 2.520000e+02, float 0x4168000020000000) #9
  %260 = fadd float %259, 0xC168000FE0000000
  %261 = fneg float %260
  %262 = tail call float @llvm.fma.f32(float %256, float 0x3FF7154760000000, float %261)
  %263 = tail call float @llvm.fma.f32(float %256, float 0x3E54AE0C00000000, float %262)
  %264 = bitcast float %259 to i32
  %265 = shl i32 %264, 23
  %266 = bitcast i32 %265 to float
  %267 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %263)
  %268 = fmul float %267, %266
  %269 = tail call float @llvm.nvvm.add.rz.f(float %268, float 1.000000e+00) #9
  %270 = bitcast float %269 to i32
  %271 = add i32 %270, -1061158912
  %272 = and i32 %271, -8388608
  %273 = bitcast float %268 to i32
  %274 = sub i32 %273, %272
  %275 = bitcast i32 %274 to float
  %276 = sub i32 1082130432, %272
  %277 = bitcast i32 %276 to float
  %278 = tail call float @llvm.fma.f32(float %277, float 2.500000e-01, float -1.000000e+00)
  %279 = fadd float %278, %275
  %280 = sitofp i32 %272 to float
  %281 = fmul float %280, 0x3E80000000000000
  %282 = tail call float @llvm.fma.f32(float %279, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %283 = tail call float @llvm.fma.f32(float %282, float %279, float 0xBFC0EF1C00000000)
  %284 = tail call float @llvm.fma.f32(float %283, float %279, float 0x3FC28C8EA0000000)
  %285 = tail call float @llvm.fma.f32(float %284, float %279, float 0xBFC54D1BA0000000)
  %286 = tail call float @llvm.fma.f32(float %285, float %279, float 0x3FC995F3C0000000)
  %287 = tail call float @llvm.fma.f32(float %286, float %279, float 0xBFD0000840000000)
  %288 = tail call float @llvm.fma.f32(float %287, float %279, float 0x3FD5555CC0000000)
  %289 = tail call float @llvm.fma.f32(float %288, float %279, float -5.000000e-01)
  %290 = fmul float %279, %289
  %291 = tail call float @llvm.fma.f32(float %290, float %279, float %279)
  %292 = tail call float @llvm.fma.f32(float %281, float 0x3FE62E4300000000, float %291)
  %293 = icmp ugt i32 %273, 2139095039
  %294 = icmp sgt i32 %273, -1082130432
  %295 = tail call float @llvm.fma.f32(float %268, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %296 = select i1 %294, float %295, float %292
  %297 = fcmp oeq float %268, 0.000000e+00
  %298 = select i1 %297, float -0.000000e+00, float %296
  %299 = select i1 %293, float %298, float %292
  %300 = fadd contract float %251, %299
  br label %303

301:                                              ; preds = %243
  %302 = load float, ptr %115, align 4, !tbaa !14
  br label %303

303:                                              ; preds = %253, %245, %301, %242
  %304 = phi float [ 0xFFF0000000000000, %242 ], [ %302, %301 ], [ %300, %253 ], [ 0xFFF0000000000000, %245 ]
  %305 = fneg contract float %304
  %306 = fcmp contract ueq float %304, 0xFFF0000000000000
  %307 = and i1 %32, %306
  %308 = select i1 %307, float 0.000000e+00, float %305
  %309 = getelementptr inbounds float, ptr %11, i64 %37
  store float %308, ptr %309, align 4, !tbaa !14
  br label %310

310:                                              ; preds = %303, %114
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %311 = add i32 %36, %33
  %312 = icmp slt i32 %311, %5
  br i1 %312, label %35, label %34, !llvm.loop !19
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
  br i1 %23, label %24, label %763

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
  store float 0xFFF0000000000000, ptr %44, align 4, !tbaa !14
  br label %763

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
  %81 = tail call float @llvm.nvvm.add.rz.f(float %80, float 1.000000e+00) #9
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
  %106 = icmp sgt i32 %85, -1082130432
  %107 = tail call float @llvm.fma.f32(float %80, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %108 = select i1 %106, float %107, float %104
  %109 = fcmp oeq float %11, 0.000000e+00
  %110 = select i1 %109, float -0.000000e+00, float %108
  %111 = select i1 %105, float %110, float %104
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #9
  %112 = sitofp i32 %38 to float
  %113 = icmp slt i32 %37, 1
  %114 = fmul float %112, 0x4160000000000000
  %115 = select i1 %113, float %114, float %112
  %116 = select i1 %113, float -2.300000e+01, float 0.000000e+00
  %117 = bitcast float %115 to i32
  %118 = add i32 %117, -1059760811
  %119 = and i32 %118, -8388608
  %120 = sub i32 %117, %119
  %121 = bitcast i32 %120 to float
  %122 = sitofp i32 %119 to float
  %123 = tail call float @llvm.fma.f32(float %122, float 0x3E80000000000000, float %116)
  %124 = fadd float %121, -1.000000e+00
  %125 = tail call float @llvm.fma.f32(float %124, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %126 = tail call float @llvm.fma.f32(float %125, float %124, float 0xBFBF19B980000000)
  %127 = tail call float @llvm.fma.f32(float %126, float %124, float 0x3FC1E52AA0000000)
  %128 = tail call float @llvm.fma.f32(float %127, float %124, float 0xBFC55B1720000000)
  %129 = tail call float @llvm.fma.f32(float %128, float %124, float 0x3FC99DA160000000)
  %130 = tail call float @llvm.fma.f32(float %129, float %124, float 0xBFCFFFE440000000)
  %131 = tail call float @llvm.fma.f32(float %130, float %124, float 0x3FD5554F00000000)
  %132 = tail call float @llvm.fma.f32(float %131, float %124, float -5.000000e-01)
  %133 = fmul float %124, %132
  %134 = tail call float @llvm.fma.f32(float %133, float %124, float %124)
  %135 = tail call float @llvm.fma.f32(float %123, float 0x3FE62E4300000000, float %134)
  %136 = icmp ugt i32 %117, 2139095039
  %137 = tail call float @llvm.fma.f32(float %115, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %138 = select i1 %136, float %137, float %135
  %139 = fcmp oeq float %115, 0.000000e+00
  %140 = fneg contract float %138
  %141 = select contract i1 %139, float 0x7FF0000000000000, float %140
  %142 = icmp slt i32 %10, 0
  br i1 %142, label %164, label %143

143:                                              ; preds = %45
  %144 = add nsw i32 %38, -1
  %145 = and i32 %38, 7
  %146 = icmp ult i32 %144, 7
  br i1 %146, label %151, label %147

147:                                              ; preds = %143
  %148 = and i32 %38, 120
  br label %169

149:                                              ; preds = %169
  %150 = icmp eq i32 %145, 0
  br i1 %150, label %164, label %151

151:                                              ; preds = %149, %143
  %152 = phi i32 [ 1, %143 ], [ %211, %149 ]
  %153 = icmp ne i32 %145, 0
  tail call void @llvm.assume(i1 %153)
  br label %154

154:                                              ; preds = %154, %151
  %155 = phi i32 [ %161, %154 ], [ %152, %151 ]
  %156 = phi i32 [ %162, %154 ], [ 0, %151 ]
  %157 = zext nneg i32 %155 to i64
  %158 = getelementptr inbounds nuw float, ptr %14, i64 %157
  store float 0xFFF0000000000000, ptr %158, align 4, !tbaa !14
  %159 = getelementptr inbounds nuw float, ptr %15, i64 %157
  store float 0xFFF0000000000000, ptr %159, align 4, !tbaa !14
  %160 = getelementptr inbounds nuw float, ptr %16, i64 %157
  store float %141, ptr %160, align 4, !tbaa !14
  %161 = add nuw nsw i32 %155, 1
  %162 = add i32 %156, 1
  %163 = icmp eq i32 %162, %145
  br i1 %163, label %164, label %154, !llvm.loop !20

164:                                              ; preds = %149, %154, %45
  %165 = icmp slt i32 %32, 1
  br i1 %165, label %214, label %166

166:                                              ; preds = %164
  %167 = add nsw i64 %47, -1
  %168 = tail call i32 @llvm.smax.i32(i32 %38, i32 1)
  br label %217

169:                                              ; preds = %169, %147
  %170 = phi i32 [ 1, %147 ], [ %211, %169 ]
  %171 = phi i32 [ 0, %147 ], [ %212, %169 ]
  %172 = zext nneg i32 %170 to i64
  %173 = getelementptr inbounds nuw float, ptr %14, i64 %172
  store float 0xFFF0000000000000, ptr %173, align 4, !tbaa !14
  %174 = getelementptr inbounds nuw float, ptr %15, i64 %172
  store float 0xFFF0000000000000, ptr %174, align 4, !tbaa !14
  %175 = getelementptr inbounds nuw float, ptr %16, i64 %172
  store float %141, ptr %175, align 4, !tbaa !14
  %176 = add nuw nsw i32 %170, 1
  %177 = zext nneg i32 %176 to i64
  %178 = getelementptr inbounds nuw float, ptr %14, i64 %177
  store float 0xFFF0000000000000, ptr %178, align 4, !tbaa !14
  %179 = getelementptr inbounds nuw float, ptr %15, i64 %177
  store float 0xFFF0000000000000, ptr %179, align 4, !tbaa !14
  %180 = getelementptr inbounds nuw float, ptr %16, i64 %177
  store float %141, ptr %180, align 4, !tbaa !14
  %181 = add nuw nsw i32 %170, 2
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw float, ptr %14, i64 %182
  store float 0xFFF0000000000000, ptr %183, align 4, !tbaa !14
  %184 = getelementptr inbounds nuw float, ptr %15, i64 %182
  store float 0xFFF0000000000000, ptr %184, align 4, !tbaa !14
  %185 = getelementptr inbounds nuw float, ptr %16, i64 %182
  store float %141, ptr %185, align 4, !tbaa !14
  %186 = add nuw nsw i32 %170, 3
  %187 = zext nneg i32 %186 to i64
  %188 = getelementptr inbounds nuw float, ptr %14, i64 %187
  store float 0xFFF0000000000000, ptr %188, align 4, !tbaa !14
  %189 = getelementptr inbounds nuw float, ptr %15, i64 %187
  store float 0xFFF0000000000000, ptr %189, align 4, !tbaa !14
  %190 = getelementptr inbounds nuw float, ptr %16, i64 %187
  store float %141, ptr %190, align 4, !tbaa !14
  %191 = add nuw nsw i32 %170, 4
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw float, ptr %14, i64 %192
  store float 0xFFF0000000000000, ptr %193, align 4, !tbaa !14
  %194 = getelementptr inbounds nuw float, ptr %15, i64 %192
  store float 0xFFF0000000000000, ptr %194, align 4, !tbaa !14
  %195 = getelementptr inbounds nuw float, ptr %16, i64 %192
  store float %141, ptr %195, align 4, !tbaa !14
  %196 = add nuw nsw i32 %170, 5
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr inbounds nuw float, ptr %14, i64 %197
  store float 0xFFF0000000000000, ptr %198, align 4, !tbaa !14
  %199 = getelementptr inbounds nuw float, ptr %15, i64 %197
  store float 0xFFF0000000000000, ptr %199, align 4, !tbaa !14
  %200 = getelementptr inbounds nuw float, ptr %16, i64 %197
  store float %141, ptr %200, align 4, !tbaa !14
  %201 = add nuw nsw i32 %170, 6
  %202 = zext nneg i32 %201 to i64
  %203 = getelementptr inbounds nuw float, ptr %14, i64 %202
  store float 0xFFF0000000000000, ptr %203, align 4, !tbaa !14
  %204 = getelementptr inbounds nuw float, ptr %15, i64 %202
  store float 0xFFF0000000000000, ptr %204, align 4, !tbaa !14
  %205 = getelementptr inbounds nuw float, ptr %16, i64 %202
  store float %141, ptr %205, align 4, !tbaa !14
  %206 = add nuw nsw i32 %170, 7
  %207 = zext nneg i32 %206 to i64
  %208 = getelementptr inbounds nuw float, ptr %14, i64 %207
  store float 0xFFF0000000000000, ptr %208, align 4, !tbaa !14
  %209 = getelementptr inbounds nuw float, ptr %15, i64 %207
  store float 0xFFF0000000000000, ptr %209, align 4, !tbaa !14
  %210 = getelementptr inbounds nuw float, ptr %16, i64 %207
  store float %141, ptr %210, align 4, !tbaa !14
  %211 = add nuw nsw i32 %170, 8
  %212 = add i32 %171, 8
  %213 = icmp eq i32 %212, %148
  br i1 %213, label %149, label %169, !llvm.loop !22

214:                                              ; preds = %428, %164
  br i1 %113, label %645, label %215

215:                                              ; preds = %214
  %216 = tail call i32 @llvm.smax.i32(i32 %38, i32 1)
  br label %649

217:                                              ; preds = %166, %428
  %218 = phi i32 [ 1, %166 ], [ %429, %428 ]
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr i8, ptr %48, i64 %219
  %221 = getelementptr i8, ptr %220, i64 -1
  %222 = load i8, ptr %221, align 1, !tbaa !24
  %223 = add nsw i64 %167, %219
  %224 = getelementptr inbounds nuw i8, ptr %1, i64 %223
  %225 = load i8, ptr %224, align 1, !tbaa !24
  %226 = uitofp i8 %225 to float
  %227 = tail call noundef float @llvm.maxnum.f32(float %226, float 6.000000e+00)
  %228 = tail call noundef float @llvm.minnum.f32(float %227, float 6.000000e+01)
  %229 = fmul contract float %228, 0xBFCD791C60000000
  %230 = tail call float @llvm.fma.f32(float %229, float 0x3F777313A0000000, float 5.000000e-01)
  %231 = tail call float @llvm.nvvm.saturate.f(float %230) #9
  %232 = tail call float @llvm.nvvm.fma.rm.f(float %231, float 2.520000e+02, float 0x4168000020000000) #9
  %233 = fadd float %232, 0xC168000FE0000000
  %234 = fneg float %233
  %235 = tail call float @llvm.fma.f32(float %229, float 0x3FF7154760000000, float %234)
  %236 = tail call float @llvm.fma.f32(float %229, float 0x3E54AE0C00000000, float %235)
  %237 = bitcast float %232 to i32
  %238 = shl i32 %237, 23
  %239 = bitcast i32 %238 to float
  %240 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %236)
  %241 = fmul float %240, %239
  %242 = fneg contract float %241
  %243 = tail call float @llvm.nvvm.add.rz.f(float %242, float 1.000000e+00) #9
  %244 = bitcast float %243 to i32
  %245 = add i32 %244, -1061158912
  %246 = and i32 %245, -8388608
  %247 = bitcast float %242 to i32
  %248 = sub i32 %247, %246
  %249 = bitcast i32 %248 to float
  %250 = sub i32 1082130432, %246
  %251 = bitcast i32 %250 to float
  %252 = tail call float @llvm.fma.f32(float %251, float 2.500000e-01, float -1.000000e+00)
  %253 = fadd float %252, %249
  %254 = sitofp i32 %246 to float
  %255 = fmul float %254, 0x3E80000000000000
  %256 = tail call float @llvm.fma.f32(float %253, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %257 = tail call float @llvm.fma.f32(float %256, float %253, float 0xBFC0EF1C00000000)
  %258 = tail call float @llvm.fma.f32(float %257, float %253, float 0x3FC28C8EA0000000)
  %259 = tail call float @llvm.fma.f32(float %258, float %253, float 0xBFC54D1BA0000000)
  %260 = tail call float @llvm.fma.f32(float %259, float %253, float 0x3FC995F3C0000000)
  %261 = tail call float @llvm.fma.f32(float %260, float %253, float 0xBFD0000840000000)
  %262 = tail call float @llvm.fma.f32(float %261, float %253, float 0x3FD5555CC0000000)
  %263 = tail call float @llvm.fma.f32(float %262, float %253, float -5.000000e-01)
  %264 = fmul float %253, %263
  %265 = tail call float @llvm.fma.f32(float %264, float %253, float %253)
  %266 = tail call float @llvm.fma.f32(float %255, float 0x3FE62E4300000000, float %265)
  %267 = icmp ugt i32 %247, 2139095039
  %268 = icmp sgt i32 %247, -1082130432
  %269 = tail call float @llvm.fma.f32(float %242, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %270 = select i1 %268, float %269, float %266
  %271 = fcmp oeq float %241, 0.000000e+00
  %272 = select i1 %271, float -0.000000e+00, float %270
  %273 = select i1 %267, float %272, float %266
  %274 = fmul contract float %241, 0x3FD5555560000000
  %275 = fcmp olt float %274, 0x3810000000000000
  %276 = fmul float %274, 0x4160000000000000
  %277 = select i1 %275, float %276, float %274
  %278 = select i1 %275, float -2.300000e+01, float 0.000000e+00
  %279 = bitcast float %277 to i32
  %280 = add i32 %279, -1059760811
  %281 = and i32 %280, -8388608
  %282 = sub i32 %279, %281
  %283 = bitcast i32 %282 to float
  %284 = sitofp i32 %281 to float
  %285 = tail call float @llvm.fma.f32(float %284, float 0x3E80000000000000, float %278)
  %286 = fadd float %283, -1.000000e+00
  %287 = tail call float @llvm.fma.f32(float %286, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %288 = tail call float @llvm.fma.f32(float %287, float %286, float 0xBFBF19B980000000)
  %289 = tail call float @llvm.fma.f32(float %288, float %286, float 0x3FC1E52AA0000000)
  %290 = tail call float @llvm.fma.f32(float %289, float %286, float 0xBFC55B1720000000)
  %291 = tail call float @llvm.fma.f32(float %290, float %286, float 0x3FC99DA160000000)
  %292 = tail call float @llvm.fma.f32(float %291, float %286, float 0xBFCFFFE440000000)
  %293 = tail call float @llvm.fma.f32(float %292, float %286, float 0x3FD5554F00000000)
  %294 = tail call float @llvm.fma.f32(float %293, float %286, float -5.000000e-01)
  %295 = fmul float %286, %294
  %296 = tail call float @llvm.fma.f32(float %295, float %286, float %286)
  %297 = tail call float @llvm.fma.f32(float %285, float 0x3FE62E4300000000, float %296)
  %298 = icmp ugt i32 %279, 2139095039
  %299 = tail call float @llvm.fma.f32(float %277, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %300 = select i1 %298, float %299, float %297
  %301 = fcmp oeq float %277, 0.000000e+00
  %302 = select i1 %301, float 0xFFF0000000000000, float %300
  %303 = getelementptr inbounds nuw i8, ptr %2, i64 %223
  %304 = load i8, ptr %303, align 1, !tbaa !24
  %305 = uitofp i8 %304 to float
  %306 = tail call noundef float @llvm.maxnum.f32(float %305, float 1.000000e+00)
  %307 = fmul contract float %306, 0xBFCD791C60000000
  %308 = tail call float @llvm.fma.f32(float %307, float 0x3F777313A0000000, float 5.000000e-01)
  %309 = tail call float @llvm.nvvm.saturate.f(float %308) #9
  %310 = tail call float @llvm.nvvm.fma.rm.f(float %309, float 2.520000e+02, float 0x4168000020000000) #9
  %311 = fadd float %310, 0xC168000FE0000000
  %312 = fneg float %311
  %313 = tail call float @llvm.fma.f32(float %307, float 0x3FF7154760000000, float %312)
  %314 = tail call float @llvm.fma.f32(float %307, float 0x3E54AE0C00000000, float %313)
  %315 = bitcast float %310 to i32
  %316 = shl i32 %315, 23
  %317 = bitcast i32 %316 to float
  %318 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %314)
  %319 = fmul float %318, %317
  %320 = getelementptr inbounds nuw i8, ptr %3, i64 %223
  %321 = load i8, ptr %320, align 1, !tbaa !24
  %322 = uitofp i8 %321 to float
  %323 = tail call noundef float @llvm.maxnum.f32(float %322, float 1.000000e+00)
  %324 = fmul contract float %323, 0xBFCD791C60000000
  %325 = tail call float @llvm.fma.f32(float %324, float 0x3F777313A0000000, float 5.000000e-01)
  %326 = tail call float @llvm.nvvm.saturate.f(float %325) #9
  %327 = tail call float @llvm.nvvm.fma.rm.f(float %326, float 2.520000e+02, float 0x4168000020000000) #9
  %328 = fadd float %327, 0xC168000FE0000000
  %329 = fneg float %328
  %330 = tail call float @llvm.fma.f32(float %324, float 0x3FF7154760000000, float %329)
  %331 = tail call float @llvm.fma.f32(float %324, float 0x3E54AE0C00000000, float %330)
  %332 = bitcast float %327 to i32
  %333 = shl i32 %332, 23
  %334 = bitcast i32 %333 to float
  %335 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %331)
  %336 = fmul float %335, %334
  %337 = fadd contract float %319, %336
  %338 = fneg contract float %337
  %339 = tail call float @llvm.nvvm.add.rz.f(float %338, float 1.000000e+00) #9
  %340 = bitcast float %339 to i32
  %341 = add i32 %340, -1061158912
  %342 = and i32 %341, -8388608
  %343 = bitcast float %338 to i32
  %344 = sub i32 %343, %342
  %345 = bitcast i32 %344 to float
  %346 = sub i32 1082130432, %342
  %347 = bitcast i32 %346 to float
  %348 = tail call float @llvm.fma.f32(float %347, float 2.500000e-01, float -1.000000e+00)
  %349 = fadd float %348, %345
  %350 = sitofp i32 %342 to float
  %351 = fmul float %350, 0x3E80000000000000
  %352 = tail call float @llvm.fma.f32(float %349, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %353 = tail call float @llvm.fma.f32(float %352, float %349, float 0xBFC0EF1C00000000)
  %354 = tail call float @llvm.fma.f32(float %353, float %349, float 0x3FC28C8EA0000000)
  %355 = tail call float @llvm.fma.f32(float %354, float %349, float 0xBFC54D1BA0000000)
  %356 = tail call float @llvm.fma.f32(float %355, float %349, float 0x3FC995F3C0000000)
  %357 = tail call float @llvm.fma.f32(float %356, float %349, float 0xBFD0000840000000)
  %358 = tail call float @llvm.fma.f32(float %357, float %349, float 0x3FD5555CC0000000)
  %359 = tail call float @llvm.fma.f32(float %358, float %349, float -5.000000e-01)
  %360 = fmul float %349, %359
  %361 = tail call float @llvm.fma.f32(float %360, float %349, float %349)
  %362 = tail call float @llvm.fma.f32(float %351, float 0x3FE62E4300000000, float %361)
  %363 = icmp ugt i32 %343, 2139095039
  %364 = icmp sgt i32 %343, -1082130432
  %365 = tail call float @llvm.fma.f32(float %338, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %366 = select i1 %364, float %365, float %362
  %367 = fcmp oeq float %337, 0.000000e+00
  %368 = select i1 %367, float -0.000000e+00, float %366
  %369 = select i1 %363, float %368, float %362
  %370 = fcmp olt float %319, 0x3810000000000000
  %371 = fmul float %319, 0x4160000000000000
  %372 = select i1 %370, float %371, float %319
  %373 = select i1 %370, float -2.300000e+01, float 0.000000e+00
  %374 = bitcast float %372 to i32
  %375 = add i32 %374, -1059760811
  %376 = and i32 %375, -8388608
  %377 = sub i32 %374, %376
  %378 = bitcast i32 %377 to float
  %379 = sitofp i32 %376 to float
  %380 = tail call float @llvm.fma.f32(float %379, float 0x3E80000000000000, float %373)
  %381 = fadd float %378, -1.000000e+00
  %382 = tail call float @llvm.fma.f32(float %381, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %383 = tail call float @llvm.fma.f32(float %382, float %381, float 0xBFBF19B980000000)
  %384 = tail call float @llvm.fma.f32(float %383, float %381, float 0x3FC1E52AA0000000)
  %385 = tail call float @llvm.fma.f32(float %384, float %381, float 0xBFC55B1720000000)
  %386 = tail call float @llvm.fma.f32(float %385, float %381, float 0x3FC99DA160000000)
  %387 = tail call float @llvm.fma.f32(float %386, float %381, float 0xBFCFFFE440000000)
  %388 = tail call float @llvm.fma.f32(float %387, float %381, float 0x3FD5554F00000000)
  %389 = tail call float @llvm.fma.f32(float %388, float %381, float -5.000000e-01)
  %390 = fmul float %381, %389
  %391 = tail call float @llvm.fma.f32(float %390, float %381, float %381)
  %392 = tail call float @llvm.fma.f32(float %380, float 0x3FE62E4300000000, float %391)
  %393 = icmp ugt i32 %374, 2139095039
  %394 = tail call float @llvm.fma.f32(float %372, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %395 = select i1 %393, float %394, float %392
  %396 = fcmp oeq float %372, 0.000000e+00
  %397 = select i1 %396, float 0xFFF0000000000000, float %395
  %398 = fcmp olt float %336, 0x3810000000000000
  %399 = fmul float %336, 0x4160000000000000
  %400 = select i1 %398, float %399, float %336
  %401 = select i1 %398, float -2.300000e+01, float 0.000000e+00
  %402 = bitcast float %400 to i32
  %403 = add i32 %402, -1059760811
  %404 = and i32 %403, -8388608
  %405 = sub i32 %402, %404
  %406 = bitcast i32 %405 to float
  %407 = sitofp i32 %404 to float
  %408 = tail call float @llvm.fma.f32(float %407, float 0x3E80000000000000, float %401)
  %409 = fadd float %406, -1.000000e+00
  %410 = tail call float @llvm.fma.f32(float %409, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %411 = tail call float @llvm.fma.f32(float %410, float %409, float 0xBFBF19B980000000)
  %412 = tail call float @llvm.fma.f32(float %411, float %409, float 0x3FC1E52AA0000000)
  %413 = tail call float @llvm.fma.f32(float %412, float %409, float 0xBFC55B1720000000)
  %414 = tail call float @llvm.fma.f32(float %413, float %409, float 0x3FC99DA160000000)
  %415 = tail call float @llvm.fma.f32(float %414, float %409, float 0xBFCFFFE440000000)
  %416 = tail call float @llvm.fma.f32(float %415, float %409, float 0x3FD5554F00000000)
  %417 = tail call float @llvm.fma.f32(float %416, float %409, float -5.000000e-01)
  %418 = fmul float %409, %417
  %419 = tail call float @llvm.fma.f32(float %418, float %409, float %409)
  %420 = tail call float @llvm.fma.f32(float %408, float 0x3FE62E4300000000, float %419)
  %421 = icmp ugt i32 %402, 2139095039
  %422 = tail call float @llvm.fma.f32(float %400, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %423 = select i1 %421, float %422, float %420
  %424 = fcmp oeq float %400, 0.000000e+00
  %425 = select i1 %424, float 0xFFF0000000000000, float %423
  br i1 %113, label %428, label %426

426:                                              ; preds = %217
  %427 = icmp eq i8 %222, 78
  br label %431

428:                                              ; preds = %639, %217
  %429 = add nuw i32 %218, 1
  %430 = icmp eq i32 %218, %32
  br i1 %430, label %214, label %217, !llvm.loop !25

431:                                              ; preds = %426, %639
  %432 = phi float [ 0xFFF0000000000000, %426 ], [ %448, %639 ]
  %433 = phi float [ 0xFFF0000000000000, %426 ], [ %450, %639 ]
  %434 = phi float [ 0xFFF0000000000000, %426 ], [ %452, %639 ]
  %435 = phi float [ 0xFFF0000000000000, %426 ], [ %532, %639 ]
  %436 = phi float [ 0xFFF0000000000000, %426 ], [ %640, %639 ]
  %437 = phi i32 [ 1, %426 ], [ %641, %639 ]
  %438 = zext nneg i32 %437 to i64
  %439 = getelementptr i8, ptr %51, i64 %438
  %440 = getelementptr i8, ptr %439, i64 -1
  %441 = load i8, ptr %440, align 1, !tbaa !24
  %442 = icmp eq i8 %222, %441
  %443 = or i1 %427, %442
  %444 = icmp eq i8 %441, 78
  %445 = or i1 %444, %443
  %446 = select contract i1 %445, float %273, float %302
  %447 = getelementptr inbounds nuw float, ptr %14, i64 %438
  %448 = load float, ptr %447, align 4, !tbaa !14
  %449 = getelementptr inbounds nuw float, ptr %15, i64 %438
  %450 = load float, ptr %449, align 4, !tbaa !14
  %451 = getelementptr inbounds nuw float, ptr %16, i64 %438
  %452 = load float, ptr %451, align 4, !tbaa !14
  %453 = fadd contract float %369, %432
  %454 = fadd contract float %111, %433
  %455 = fadd contract float %111, %434
  %456 = tail call noundef float @llvm.maxnum.f32(float %453, float %454)
  %457 = tail call noundef float @llvm.maxnum.f32(float %456, float %455)
  %458 = fcmp contract oeq float %457, 0xFFF0000000000000
  br i1 %458, label %530, label %459

459:                                              ; preds = %431
  %460 = fsub contract float %453, %457
  %461 = tail call float @llvm.fma.f32(float %460, float 0x3F777313A0000000, float 5.000000e-01)
  %462 = tail call float @llvm.nvvm.saturate.f(float %461) #9
  %463 = tail call float @llvm.nvvm.fma.rm.f(float %462, float 2.520000e+02, float 0x4168000020000000) #9
  %464 = fadd float %463, 0xC168000FE0000000
  %465 = fneg float %464
  %466 = tail call float @llvm.fma.f32(float %460, float 0x3FF7154760000000, float %465)
  %467 = tail call float @llvm.fma.f32(float %460, float 0x3E54AE0C00000000, float %466)
  %468 = bitcast float %463 to i32
  %469 = shl i32 %468, 23
  %470 = bitcast i32 %469 to float
  %471 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %467)
  %472 = fmul float %471, %470
  %473 = fsub contract float %454, %457
  %474 = tail call float @llvm.fma.f32(float %473, float 0x3F777313A0000000, float 5.000000e-01)
  %475 = tail call float @llvm.nvvm.saturate.f(float %474) #9
  %476 = tail call float @llvm.nvvm.fma.rm.f(float %475, float 2.520000e+02, float 0x4168000020000000) #9
  %477 = fadd float %476, 0xC168000FE0000000
  %478 = fneg float %477
  %479 = tail call float @llvm.fma.f32(float %473, float 0x3FF7154760000000, float %478)
  %480 = tail call float @llvm.fma.f32(float %473, float 0x3E54AE0C00000000, float %479)
  %481 = bitcast float %476 to i32
  %482 = shl i32 %481, 23
  %483 = bitcast i32 %482 to float
  %484 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %480)
  %485 = fmul float %484, %483
  %486 = fadd contract float %472, %485
  %487 = fsub contract float %455, %457
  %488 = tail call float @llvm.fma.f32(float %487, float 0x3F777313A0000000, float 5.000000e-01)
  %489 = tail call float @llvm.nvvm.saturate.f(float %488) #9
  %490 = tail call float @llvm.nvvm.fma.rm.f(float %489, float 2.520000e+02, float 0x4168000020000000) #9
  %491 = fadd float %490, 0xC168000FE0000000
  %492 = fneg float %491
  %493 = tail call float @llvm.fma.f32(float %487, float 0x3FF7154760000000, float %492)
  %494 = tail call float @llvm.fma.f32(float %487, float 0x3E54AE0C00000000, float %493)
  %495 = bitcast float %490 to i32
  %496 = shl i32 %495, 23
  %497 = bitcast i32 %496 to float
  %498 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %494)
  %499 = fmul float %498, %497
  %500 = fadd contract float %486, %499
  %501 = fcmp olt float %500, 0x3810000000000000
  %502 = fmul float %500, 0x4160000000000000
  %503 = select i1 %501, float %502, float %500
  %504 = select i1 %501, float -2.300000e+01, float 0.000000e+00
  %505 = bitcast float %503 to i32
  %506 = add i32 %505, -1059760811
  %507 = and i32 %506, -8388608
  %508 = sub i32 %505, %507
  %509 = bitcast i32 %508 to float
  %510 = sitofp i32 %507 to float
  %511 = tail call float @llvm.fma.f32(float %510, float 0x3E80000000000000, float %504)
  %512 = fadd float %509, -1.000000e+00
  %513 = tail call float @llvm.fma.f32(float %512, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %514 = tail call float @llvm.fma.f32(float %513, float %512, float 0xBFBF19B980000000)
  %515 = tail call float @llvm.fma.f32(float %514, float %512, float 0x3FC1E52AA0000000)
  %516 = tail call float @llvm.fma.f32(float %515, float %512, float 0xBFC55B1720000000)
  %517 = tail call float @llvm.fma.f32(float %516, float %512, float 0x3FC99DA160000000)
  %518 = tail call float @llvm.fma.f32(float %517, float %512, float 0xBFCFFFE440000000)
  %519 = tail call float @llvm.fma.f32(float %518, float %512, float 0x3FD5554F00000000)
  %520 = tail call float @llvm.fma.f32(float %519, float %512, float -5.000000e-01)
  %521 = fmul float %512, %520
  %522 = tail call float @llvm.fma.f32(float %521, float %512, float %512)
  %523 = tail call float @llvm.fma.f32(float %511, float 0x3FE62E4300000000, float %522)
  %524 = icmp ugt i32 %505, 2139095039
  %525 = tail call float @llvm.fma.f32(float %503, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %526 = select i1 %524, float %525, float %523
  %527 = fcmp oeq float %503, 0.000000e+00
  %528 = select i1 %527, float 0xFFF0000000000000, float %526
  %529 = fadd contract float %457, %528
  br label %530

530:                                              ; preds = %431, %459
  %531 = phi float [ %529, %459 ], [ 0xFFF0000000000000, %431 ]
  %532 = fadd contract float %446, %531
  %533 = fadd contract float %397, %448
  %534 = fadd contract float %79, %450
  %535 = tail call noundef float @llvm.maxnum.f32(float %533, float %534)
  %536 = fcmp contract oeq float %535, 0xFFF0000000000000
  br i1 %536, label %585, label %537

537:                                              ; preds = %530
  %538 = fsub contract float %533, %534
  %539 = tail call noundef float @llvm.nvvm.fabs.f32(float %538)
  %540 = fneg contract float %539
  %541 = tail call float @llvm.fma.f32(float %540, float 0x3F777313A0000000, float 5.000000e-01)
  %542 = tail call float @llvm.nvvm.saturate.f(float %541) #9
  %543 = tail call float @llvm.nvvm.fma.rm.f(float %542, float 2.520000e+02, float 0x4168000020000000) #9
  %544 = fadd float %543, 0xC168000FE0000000
  %545 = fneg float %544
  %546 = tail call float @llvm.fma.f32(float %540, float 0x3FF7154760000000, float %545)
  %547 = tail call float @llvm.fma.f32(float %540, float 0x3E54AE0C00000000, float %546)
  %548 = bitcast float %543 to i32
  %549 = shl i32 %548, 23
  %550 = bitcast i32 %549 to float
  %551 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %547)
  %552 = fmul float %551, %550
  %553 = tail call float @llvm.nvvm.add.rz.f(float %552, float 1.000000e+00) #9
  %554 = bitcast float %553 to i32
  %555 = add i32 %554, -1061158912
  %556 = and i32 %555, -8388608
  %557 = bitcast float %552 to i32
  %558 = sub i32 %557, %556
  %559 = bitcast i32 %558 to float
  %560 = sub i32 1082130432, %556
  %561 = bitcast i32 %560 to float
  %562 = tail call float @llvm.fma.f32(float %561, float 2.500000e-01, float -1.000000e+00)
  %563 = fadd float %562, %559
  %564 = sitofp i32 %556 to float
  %565 = fmul float %564, 0x3E80000000000000
  %566 = tail call float @llvm.fma.f32(float %563, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %567 = tail call float @llvm.fma.f32(float %566, float %563, float 0xBFC0EF1C00000000)
  %568 = tail call float @llvm.fma.f32(float %567, float %563, float 0x3FC28C8EA0000000)
  %569 = tail call float @llvm.fma.f32(float %568, float %563, float 0xBFC54D1BA0000000)
  %570 = tail call float @llvm.fma.f32(float %569, float %563, float 0x3FC995F3C0000000)
  %571 = tail call float @llvm.fma.f32(float %570, float %563, float 0xBFD0000840000000)
  %572 = tail call float @llvm.fma.f32(float %571, float %563, float 0x3FD5555CC0000000)
  %573 = tail call float @llvm.fma.f32(float %572, float %563, float -5.000000e-01)
  %574 = fmul float %563, %573
  %575 = tail call float @llvm.fma.f32(float %574, float %563, float %563)
  %576 = tail call float @llvm.fma.f32(float %565, float 0x3FE62E4300000000, float %575)
  %577 = icmp ugt i32 %557, 2139095039
  %578 = icmp sgt i32 %557, -1082130432
  %579 = tail call float @llvm.fma.f32(float %552, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %580 = select i1 %578, float %579, float %576
  %581 = fcmp oeq float %552, 0.000000e+00
  %582 = select i1 %581, float -0.000000e+00, float %580
  %583 = select i1 %577, float %582, float %576
  %584 = fadd contract float %535, %583
  br label %585

585:                                              ; preds = %530, %537
  %586 = phi contract float [ %584, %537 ], [ 0xFFF0000000000000, %530 ]
  %587 = fadd contract float %425, %435
  %588 = fadd contract float %79, %436
  %589 = tail call noundef float @llvm.maxnum.f32(float %587, float %588)
  %590 = fcmp contract oeq float %589, 0xFFF0000000000000
  br i1 %590, label %639, label %591

591:                                              ; preds = %585
  %592 = fsub contract float %587, %588
  %593 = tail call noundef float @llvm.nvvm.fabs.f32(float %592)
  %594 = fneg contract float %593
  %595 = tail call float @llvm.fma.f32(float %594, float 0x3F777313A0000000, float 5.000000e-01)
  %596 = tail call float @llvm.nvvm.saturate.f(float %595) #9
  %597 = tail call float @llvm.nvvm.fma.rm.f(float %596, float 2.520000e+02, float 0x4168000020000000) #9
  %598 = fadd float %597, 0xC168000FE0000000
  %599 = fneg float %598
  %600 = tail call float @llvm.fma.f32(float %594, float 0x3FF7154760000000, float %599)
  %601 = tail call float @llvm.fma.f32(float %594, float 0x3E54AE0C00000000, float %600)
  %602 = bitcast float %597 to i32
  %603 = shl i32 %602, 23
  %604 = bitcast i32 %603 to float
  %605 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %601)
  %606 = fmul float %605, %604
  %607 = tail call float @llvm.nvvm.add.rz.f(float %606, float 1.000000e+00) #9
  %608 = bitcast float %607 to i32
  %609 = add i32 %608, -1061158912
  %610 = and i32 %609, -8388608
  %611 = bitcast float %606 to i32
  %612 = sub i32 %611, %610
  %613 = bitcast i32 %612 to float
  %614 = sub i32 1082130432, %610
  %615 = bitcast i32 %614 to float
  %616 = tail call float @llvm.fma.f32(float %615, float 2.500000e-01, float -1.000000e+00)
  %617 = fadd float %616, %613
  %618 = sitofp i32 %610 to float
  %619 = fmul float %618, 0x3E80000000000000
  %620 = tail call float @llvm.fma.f32(float %617, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %621 = tail call float @llvm.fma.f32(float %620, float %617, float 0xBFC0EF1C00000000)
  %622 = tail call float @llvm.fma.f32(float %621, float %617, float 0x3FC28C8EA0000000)
  %623 = tail call float @llvm.fma.f32(float %622, float %617, float 0xBFC54D1BA0000000)
  %624 = tail call float @llvm.fma.f32(float %623, float %617, float 0x3FC995F3C0000000)
  %625 = tail call float @llvm.fma.f32(float %624, float %617, float 0xBFD0000840000000)
  %626 = tail call float @llvm.fma.f32(float %625, float %617, float 0x3FD5555CC0000000)
  %627 = tail call float @llvm.fma.f32(float %626, float %617, float -5.000000e-01)
  %628 = fmul float %617, %627
  %629 = tail call float @llvm.fma.f32(float %628, float %617, float %617)
  %630 = tail call float @llvm.fma.f32(float %619, float 0x3FE62E4300000000, float %629)
  %631 = icmp ugt i32 %611, 2139095039
  %632 = icmp sgt i32 %611, -1082130432
  %633 = tail call float @llvm.fma.f32(float %606, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %634 = select i1 %632, float %633, float %630
  %635 = fcmp oeq float %606, 0.000000e+00
  %636 = select i1 %635, float -0.000000e+00, float %634
  %637 = select i1 %631, float %636, float %630
  %638 = fadd contract float %589, %637
  br label %639

639:                                              ; preds = %585, %591
  %640 = phi contract float [ %638, %591 ], [ 0xFFF0000000000000, %585 ]
  store float %532, ptr %447, align 4, !tbaa !14
  store float %586, ptr %449, align 4, !tbaa !14
  store float %640, ptr %451, align 4, !tbaa !14
  %641 = add nuw nsw i32 %437, 1
  %642 = icmp eq i32 %437, %168
  br i1 %642, label %428, label %431, !llvm.loop !26

643:                                              ; preds = %759
  %644 = fmul contract float %760, 0x3FDBCB7B20000000
  br label %645

645:                                              ; preds = %643, %214
  %646 = phi float [ 0xFFF0000000000000, %214 ], [ %644, %643 ]
  %647 = sext i32 %21 to i64
  %648 = getelementptr inbounds float, ptr %12, i64 %647
  store float %646, ptr %648, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #9
  br label %763

649:                                              ; preds = %215, %759
  %650 = phi i32 [ %761, %759 ], [ 1, %215 ]
  %651 = phi float [ %760, %759 ], [ 0xFFF0000000000000, %215 ]
  %652 = zext nneg i32 %650 to i64
  %653 = getelementptr inbounds nuw float, ptr %14, i64 %652
  %654 = load float, ptr %653, align 4, !tbaa !14
  %655 = getelementptr inbounds nuw float, ptr %15, i64 %652
  %656 = load float, ptr %655, align 4, !tbaa !14
  %657 = tail call noundef float @llvm.maxnum.f32(float %654, float %656)
  %658 = fcmp contract oeq float %657, 0xFFF0000000000000
  br i1 %658, label %707, label %659

659:                                              ; preds = %649
  %660 = fsub contract float %654, %656
  %661 = tail call noundef float @llvm.nvvm.fabs.f32(float %660)
  %662 = fneg contract float %661
  %663 = tail call float @llvm.fma.f32(float %662, float 0x3F777313A0000000, float 5.000000e-01)
  %664 = tail call float @llvm.nvvm.saturate.f(float %663) #9
  %665 = tail call float @llvm.nvvm.fma.rm.f(float %664, float 2.520000e+02, float 0x4168000020000000) #9
  %666 = fadd float %665, 0xC168000FE0000000
  %667 = fneg float %666
  %668 = tail call float @llvm.fma.f32(float %662, float 0x3FF7154760000000, float %667)
  %669 = tail call float @llvm.fma.f32(float %662, float 0x3E54AE0C00000000, float %668)
  %670 = bitcast float %665 to i32
  %671 = shl i32 %670, 23
  %672 = bitcast i32 %671 to float
  %673 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %669)
  %674 = fmul float %673, %672
  %675 = tail call float @llvm.nvvm.add.rz.f(float %674, float 1.000000e+00) #9
  %676 = bitcast float %675 to i32
  %677 = add i32 %676, -1061158912
  %678 = and i32 %677, -8388608
  %679 = bitcast float %674 to i32
  %680 = sub i32 %679, %678
  %681 = bitcast i32 %680 to float
  %682 = sub i32 1082130432, %678
  %683 = bitcast i32 %682 to float
  %684 = tail call float @llvm.fma.f32(float %683, float 2.500000e-01, float -1.000000e+00)
  %685 = fadd float %684, %681
  %686 = sitofp i32 %678 to float
  %687 = fmul float %686, 0x3E80000000000000
  %688 = tail call float @llvm.fma.f32(float %685, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %689 = tail call float @llvm.fma.f32(float %688, float %685, float 0xBFC0EF1C00000000)
  %690 = tail call float @llvm.fma.f32(float %689, float %685, float 0x3FC28C8EA0000000)
  %691 = tail call float @llvm.fma.f32(float %690, float %685, float 0xBFC54D1BA0000000)
  %692 = tail call float @llvm.fma.f32(float %691, float %685, float 0x3FC995F3C0000000)
  %693 = tail call float @llvm.fma.f32(float %692, float %685, float 0xBFD0000840000000)
  %694 = tail call float @llvm.fma.f32(float %693, float %685, float 0x3FD5555CC0000000)
  %695 = tail call float @llvm.fma.f32(float %694, float %685, float -5.000000e-01)
  %696 = fmul float %685, %695
  %697 = tail call float @llvm.fma.f32(float %696, float %685, float %685)
  %698 = tail call float @llvm.fma.f32(float %687, float 0x3FE62E4300000000, float %697)
  %699 = icmp ugt i32 %679, 2139095039
  %700 = icmp sgt i32 %679, -1082130432
  %701 = tail call float @llvm.fma.f32(float %674, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %702 = select i1 %700, float %701, float %698
  %703 = fcmp oeq float %674, 0.000000e+00
  %704 = select i1 %703, float -0.000000e+00, float %702
  %705 = select i1 %699, float %704, float %698
  %706 = fadd contract float %657, %705
  br label %707

707:                                              ; preds = %649, %659
  %708 = phi contract float [ %706, %659 ], [ 0xFFF0000000000000, %649 ]
  %709 = tail call noundef float @llvm.maxnum.f32(float %651, float %708)
  %710 = fcmp contract oeq float %709, 0xFFF0000000000000
  br i1 %710, label %759, label %711

711:                                              ; preds = %707
  %712 = fsub contract float %651, %708
  %713 = tail call noundef float @llvm.nvvm.fabs.f32(float %712)
  %714 = fneg contract float %713
  %715 = tail call float @llvm.fma.f32(float %714, float 0x3F777313A0000000, float 5.000000e-01)
  %716 = tail call float @llvm.nvvm.saturate.f(float %715) #9
  %717 = tail call float @llvm.nvvm.fma.rm.f(float %716, float 2.520000e+02, float 0x4168000020000000) #9
  %718 = fadd float %717, 0xC168000FE0000000
  %719 = fneg float %718
  %720 = tail call float @llvm.fma.f32(float %714, float 0x3FF7154760000000, float %719)
  %721 = tail call float @llvm.fma.f32(float %714, float 0x3E54AE0C00000000, float %720)
  %722 = bitcast float %717 to i32
  %723 = shl i32 %722, 23
  %724 = bitcast i32 %723 to float
  %725 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %721)
  %726 = fmul float %725, %724
  %727 = tail call float @llvm.nvvm.add.rz.f(float %726, float 1.000000e+00) #9
  %728 = bitcast float %727 to i32
  %729 = add i32 %728, -1061158912
  %730 = and i32 %729, -8388608
  %731 = bitcast float %726 to i32
  %732 = sub i32 %731, %730
  %733 = bitcast i32 %732 to float
  %734 = sub i32 1082130432, %730
  %735 = bitcast i32 %734 to float
  %736 = tail call float @llvm.fma.f32(float %735, float 2.500000e-01, float -1.000000e+00)
  %737 = fadd float %736, %733
  %738 = sitofp i32 %730 to float
  %739 = fmul float %738, 0x3E80000000000000
  %740 = tail call float @llvm.fma.f32(float %737, float 0xBFA737EF00000000, float 0x3FBB000240000000)
  %741 = tail call float @llvm.fma.f32(float %740, float %737, float 0xBFC0EF1C00000000)
  %742 = tail call float @llvm.fma.f32(float %741, float %737, float 0x3FC28C8EA0000000)
  %743 = tail call float @llvm.fma.f32(float %742, float %737, float 0xBFC54D1BA0000000)
  %744 = tail call float @llvm.fma.f32(float %743, float %737, float 0x3FC995F3C0000000)
  %745 = tail call float @llvm.fma.f32(float %744, float %737, float 0xBFD0000840000000)
  %746 = tail call float @llvm.fma.f32(float %745, float %737, float 0x3FD5555CC0000000)
  %747 = tail call float @llvm.fma.f32(float %746, float %737, float -5.000000e-01)
  %748 = fmul float %737, %747
  %749 = tail call float @llvm.fma.f32(float %748, float %737, float %737)
  %750 = tail call float @llvm.fma.f32(float %739, float 0x3FE62E4300000000, float %749)
  %751 = icmp ugt i32 %731, 2139095039
  %752 = icmp sgt i32 %731, -1082130432
  %753 = tail call float @llvm.fma.f32(float %726, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %754 = select i1 %752, float %753, float %750
  %755 = fcmp oeq float %726, 0.000000e+00
  %756 = select i1 %755, float -0.000000e+00, float %754
  %757 = select i1 %751, float %756, float %750
  %758 = fadd contract float %709, %757
  br label %759

759:                                              ; preds = %707, %711
  %760 = phi contract float [ %758, %711 ], [ 0xFFF0000000000000, %707 ]
  %761 = add nuw nsw i32 %650, 1
  %762 = icmp eq i32 %650, %216
  br i1 %762, label %643, label %649, !llvm.loop !27

763:                                              ; preds = %42, %645, %13
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !12, !23}
!23 = !{!"llvm.loop.peeled.count", i32 1}
!24 = !{!8, !8, i64 0}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
