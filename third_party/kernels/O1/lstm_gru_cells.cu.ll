; ModuleID = 'src/lstm_gru_cells.cu'
source_filename = "src/lstm_gru_cells.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.LstmDims = type { i32, i32, float, float, i32 }

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lstm_cell_fwd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noundef readonly byval(%struct.LstmDims) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !11
  %11 = sext i32 %10 to i64
  %12 = shl nsw i64 %11, 2
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = and i32 %10, 3
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %445

20:                                               ; preds = %8
  %21 = ashr exact i32 %10, 2
  %22 = load i32, ptr %7, align 4, !tbaa !14
  %23 = sext i32 %22 to i64
  %24 = sext i32 %21 to i64
  %25 = mul nsw i64 %23, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %16
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = add nuw nsw i64 %28, %30
  %32 = icmp ult i64 %31, %25
  br i1 %32, label %33, label %587

33:                                               ; preds = %20
  %34 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %36 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %37 = shl nsw i32 %10, 1
  %38 = sext i32 %37 to i64
  %39 = mul nsw i32 %10, 3
  %40 = sext i32 %39 to i64
  %41 = load float, ptr %35, align 4
  %42 = fneg contract float %41
  %43 = fcmp contract ogt float %41, 0.000000e+00
  %44 = load float, ptr %34, align 4, !tbaa !15
  %45 = mul nsw i32 %10, 3
  %46 = sext i32 %45 to i64
  %47 = shl nsw i32 %10, 1
  %48 = sext i32 %47 to i64
  %49 = sext i32 %10 to i64
  %50 = load i32, ptr %36, align 4
  %51 = icmp eq i32 %50, 0
  br label %52

52:                                               ; preds = %33, %442
  %53 = phi i64 [ %31, %33 ], [ %443, %442 ]
  %54 = udiv i64 %53, %24
  %55 = mul i64 %54, %12
  %56 = mul i64 %54, %24
  %57 = sub nuw i64 %53, %56
  %58 = trunc i64 %57 to i32
  %59 = shl i32 %58, 2
  %60 = sext i32 %59 to i64
  %61 = mul i64 %54, %11
  %62 = getelementptr inbounds nuw float, ptr %3, i64 %61
  %63 = getelementptr inbounds float, ptr %62, i64 %60
  %64 = getelementptr inbounds nuw i8, ptr %63, i64 12
  %65 = load float, ptr %64, align 4, !tbaa !16
  %66 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %67 = load float, ptr %66, align 8, !tbaa !16
  %68 = getelementptr inbounds nuw i8, ptr %63, i64 4
  %69 = load float, ptr %68, align 4, !tbaa !16
  %70 = load float, ptr %63, align 16, !tbaa !16
  %71 = getelementptr inbounds nuw float, ptr %0, i64 %55
  %72 = sext i32 %59 to i64
  %73 = getelementptr float, ptr %71, i64 %72
  %74 = getelementptr float, ptr %73, i64 %46
  %75 = getelementptr inbounds nuw i8, ptr %74, i64 12
  %76 = load float, ptr %75, align 4, !tbaa !16
  %77 = getelementptr inbounds nuw float, ptr %1, i64 %55
  %78 = getelementptr float, ptr %77, i64 %72
  %79 = getelementptr float, ptr %78, i64 %46
  %80 = getelementptr inbounds nuw i8, ptr %79, i64 12
  %81 = load float, ptr %80, align 4, !tbaa !16
  %82 = fadd contract float %76, %81
  %83 = getelementptr float, ptr %2, i64 %72
  %84 = getelementptr float, ptr %83, i64 %46
  %85 = addrspacecast ptr %84 to ptr addrspace(1)
  %86 = load <4 x float>, ptr addrspace(1) %85, align 16, !invariant.load !17
  %87 = extractelement <4 x float> %86, i64 3
  %88 = fadd contract float %82, %87
  %89 = getelementptr inbounds nuw i8, ptr %74, i64 8
  %90 = load float, ptr %89, align 8, !tbaa !16
  %91 = getelementptr inbounds nuw i8, ptr %79, i64 8
  %92 = load float, ptr %91, align 8, !tbaa !16
  %93 = fadd contract float %90, %92
  %94 = extractelement <4 x float> %86, i64 2
  %95 = fadd contract float %93, %94
  %96 = getelementptr inbounds nuw i8, ptr %74, i64 4
  %97 = load float, ptr %96, align 4, !tbaa !16
  %98 = getelementptr inbounds nuw i8, ptr %79, i64 4
  %99 = load float, ptr %98, align 4, !tbaa !16
  %100 = fadd contract float %97, %99
  %101 = extractelement <4 x float> %86, i64 1
  %102 = fadd contract float %100, %101
  %103 = load float, ptr %74, align 16, !tbaa !16
  %104 = load float, ptr %79, align 16, !tbaa !16
  %105 = fadd contract float %103, %104
  %106 = extractelement <4 x float> %86, i64 0
  %107 = fadd contract float %105, %106
  %108 = getelementptr float, ptr %73, i64 %48
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 12
  %110 = load float, ptr %109, align 4, !tbaa !16
  %111 = getelementptr float, ptr %78, i64 %48
  %112 = getelementptr inbounds nuw i8, ptr %111, i64 12
  %113 = load float, ptr %112, align 4, !tbaa !16
  %114 = fadd contract float %110, %113
  %115 = getelementptr float, ptr %83, i64 %48
  %116 = addrspacecast ptr %115 to ptr addrspace(1)
  %117 = load <4 x float>, ptr addrspace(1) %116, align 16, !invariant.load !17
  %118 = extractelement <4 x float> %117, i64 3
  %119 = fadd contract float %114, %118
  %120 = getelementptr inbounds nuw i8, ptr %108, i64 8
  %121 = load float, ptr %120, align 8, !tbaa !16
  %122 = getelementptr inbounds nuw i8, ptr %111, i64 8
  %123 = load float, ptr %122, align 8, !tbaa !16
  %124 = fadd contract float %121, %123
  %125 = extractelement <4 x float> %117, i64 2
  %126 = fadd contract float %124, %125
  %127 = getelementptr inbounds nuw i8, ptr %108, i64 4
  %128 = load float, ptr %127, align 4, !tbaa !16
  %129 = getelementptr inbounds nuw i8, ptr %111, i64 4
  %130 = load float, ptr %129, align 4, !tbaa !16
  %131 = fadd contract float %128, %130
  %132 = extractelement <4 x float> %117, i64 1
  %133 = fadd contract float %131, %132
  %134 = load float, ptr %108, align 16, !tbaa !16
  %135 = load float, ptr %111, align 16, !tbaa !16
  %136 = fadd contract float %134, %135
  %137 = extractelement <4 x float> %117, i64 0
  %138 = fadd contract float %136, %137
  %139 = getelementptr float, ptr %73, i64 %49
  %140 = getelementptr inbounds nuw i8, ptr %139, i64 12
  %141 = load float, ptr %140, align 4, !tbaa !16
  %142 = getelementptr float, ptr %78, i64 %49
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 12
  %144 = load float, ptr %143, align 4, !tbaa !16
  %145 = fadd contract float %141, %144
  %146 = getelementptr float, ptr %83, i64 %49
  %147 = addrspacecast ptr %146 to ptr addrspace(1)
  %148 = load <4 x float>, ptr addrspace(1) %147, align 16, !invariant.load !17
  %149 = extractelement <4 x float> %148, i64 3
  %150 = fadd contract float %145, %149
  %151 = getelementptr inbounds nuw i8, ptr %139, i64 8
  %152 = load float, ptr %151, align 8, !tbaa !16
  %153 = getelementptr inbounds nuw i8, ptr %142, i64 8
  %154 = load float, ptr %153, align 8, !tbaa !16
  %155 = fadd contract float %152, %154
  %156 = extractelement <4 x float> %148, i64 2
  %157 = fadd contract float %155, %156
  %158 = getelementptr inbounds nuw i8, ptr %139, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !16
  %160 = getelementptr inbounds nuw i8, ptr %142, i64 4
  %161 = load float, ptr %160, align 4, !tbaa !16
  %162 = fadd contract float %159, %161
  %163 = extractelement <4 x float> %148, i64 1
  %164 = fadd contract float %162, %163
  %165 = load float, ptr %139, align 16, !tbaa !16
  %166 = load float, ptr %142, align 16, !tbaa !16
  %167 = fadd contract float %165, %166
  %168 = extractelement <4 x float> %148, i64 0
  %169 = fadd contract float %167, %168
  %170 = getelementptr inbounds nuw i8, ptr %73, i64 12
  %171 = load float, ptr %170, align 4, !tbaa !16
  %172 = getelementptr inbounds nuw i8, ptr %78, i64 12
  %173 = load float, ptr %172, align 4, !tbaa !16
  %174 = fadd contract float %171, %173
  %175 = addrspacecast ptr %83 to ptr addrspace(1)
  %176 = load <4 x float>, ptr addrspace(1) %175, align 16, !invariant.load !17
  %177 = extractelement <4 x float> %176, i64 3
  %178 = fadd contract float %174, %177
  %179 = getelementptr inbounds nuw i8, ptr %73, i64 8
  %180 = load float, ptr %179, align 8, !tbaa !16
  %181 = getelementptr inbounds nuw i8, ptr %78, i64 8
  %182 = load float, ptr %181, align 8, !tbaa !16
  %183 = fadd contract float %180, %182
  %184 = extractelement <4 x float> %176, i64 2
  %185 = fadd contract float %183, %184
  %186 = getelementptr inbounds nuw i8, ptr %73, i64 4
  %187 = load float, ptr %186, align 4, !tbaa !16
  %188 = getelementptr inbounds nuw i8, ptr %78, i64 4
  %189 = load float, ptr %188, align 4, !tbaa !16
  %190 = fadd contract float %187, %189
  %191 = extractelement <4 x float> %176, i64 1
  %192 = fadd contract float %190, %191
  %193 = load float, ptr %73, align 16, !tbaa !16
  %194 = load float, ptr %78, align 16, !tbaa !16
  %195 = fadd contract float %193, %194
  %196 = extractelement <4 x float> %176, i64 0
  %197 = fadd contract float %195, %196
  %198 = fmul float %197, 0xBFF7154760000000
  %199 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %198)
  %200 = fadd contract float %199, 1.000000e+00
  %201 = fdiv contract float 1.000000e+00, %200
  %202 = fadd contract float %169, %44
  %203 = fmul float %202, 0xBFF7154760000000
  %204 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %203)
  %205 = fadd contract float %204, 1.000000e+00
  %206 = fdiv contract float 1.000000e+00, %205
  %207 = tail call float @llvm.nvvm.fabs.f32(float %138)
  %208 = fmul float %207, 0x4007154760000000
  %209 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %208)
  %210 = fadd float %209, 1.000000e+00
  %211 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %210) #9, !srcloc !18
  %212 = tail call float @llvm.fma.f32(float %211, float -2.000000e+00, float 1.000000e+00)
  %213 = fcmp oge float %207, 0x4022059680000000
  %214 = select i1 %213, float 1.000000e+00, float %212
  %215 = tail call float @llvm.copysign.f32(float %214, float %138) #10
  %216 = fmul float %138, %138
  %217 = tail call float @llvm.fma.f32(float %216, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %218 = tail call float @llvm.fma.f32(float %217, float %216, float 0x3FC10B2820000000)
  %219 = tail call float @llvm.fma.f32(float %218, float %216, float 0xBFD5553DA0000000)
  %220 = tail call float @llvm.fma.f32(float %219, float %216, float 0.000000e+00)
  %221 = tail call float @llvm.fma.f32(float %220, float %138, float %138)
  %222 = fcmp oge float %207, 0x3FE3333340000000
  %223 = select i1 %222, float %215, float %221
  %224 = fmul float %107, 0xBFF7154760000000
  %225 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %224)
  %226 = fadd contract float %225, 1.000000e+00
  %227 = fdiv contract float 1.000000e+00, %226
  %228 = fmul contract float %206, %70
  %229 = fmul contract float %201, %223
  %230 = fadd contract float %228, %229
  %231 = tail call float @llvm.maxnum.f32(float %230, float %42)
  %232 = tail call float @llvm.minnum.f32(float %231, float %41)
  %233 = select contract i1 %43, float %232, float %230
  %234 = tail call float @llvm.nvvm.fabs.f32(float %233)
  %235 = fmul float %234, 0x4007154760000000
  %236 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %235)
  %237 = fadd float %236, 1.000000e+00
  %238 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %237) #9, !srcloc !18
  %239 = tail call float @llvm.fma.f32(float %238, float -2.000000e+00, float 1.000000e+00)
  %240 = fcmp oge float %234, 0x4022059680000000
  %241 = select i1 %240, float 1.000000e+00, float %239
  %242 = tail call float @llvm.copysign.f32(float %241, float %233) #10
  %243 = fmul float %233, %233
  %244 = tail call float @llvm.fma.f32(float %243, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %245 = tail call float @llvm.fma.f32(float %244, float %243, float 0x3FC10B2820000000)
  %246 = tail call float @llvm.fma.f32(float %245, float %243, float 0xBFD5553DA0000000)
  %247 = tail call float @llvm.fma.f32(float %246, float %243, float 0.000000e+00)
  %248 = tail call float @llvm.fma.f32(float %247, float %233, float %233)
  %249 = fcmp oge float %234, 0x3FE3333340000000
  %250 = select i1 %249, float %242, float %248
  %251 = fmul contract float %227, %250
  %252 = fmul float %192, 0xBFF7154760000000
  %253 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %252)
  %254 = fadd contract float %253, 1.000000e+00
  %255 = fdiv contract float 1.000000e+00, %254
  %256 = fadd contract float %164, %44
  %257 = fmul float %256, 0xBFF7154760000000
  %258 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %257)
  %259 = fadd contract float %258, 1.000000e+00
  %260 = fdiv contract float 1.000000e+00, %259
  %261 = tail call float @llvm.nvvm.fabs.f32(float %133)
  %262 = fmul float %261, 0x4007154760000000
  %263 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %262)
  %264 = fadd float %263, 1.000000e+00
  %265 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %264) #9, !srcloc !18
  %266 = tail call float @llvm.fma.f32(float %265, float -2.000000e+00, float 1.000000e+00)
  %267 = fcmp oge float %261, 0x4022059680000000
  %268 = select i1 %267, float 1.000000e+00, float %266
  %269 = tail call float @llvm.copysign.f32(float %268, float %133) #10
  %270 = fmul float %133, %133
  %271 = tail call float @llvm.fma.f32(float %270, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %272 = tail call float @llvm.fma.f32(float %271, float %270, float 0x3FC10B2820000000)
  %273 = tail call float @llvm.fma.f32(float %272, float %270, float 0xBFD5553DA0000000)
  %274 = tail call float @llvm.fma.f32(float %273, float %270, float 0.000000e+00)
  %275 = tail call float @llvm.fma.f32(float %274, float %133, float %133)
  %276 = fcmp oge float %261, 0x3FE3333340000000
  %277 = select i1 %276, float %269, float %275
  %278 = fmul float %102, 0xBFF7154760000000
  %279 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %278)
  %280 = fadd contract float %279, 1.000000e+00
  %281 = fdiv contract float 1.000000e+00, %280
  %282 = fmul contract float %260, %69
  %283 = fmul contract float %255, %277
  %284 = fadd contract float %282, %283
  %285 = tail call float @llvm.maxnum.f32(float %284, float %42)
  %286 = tail call float @llvm.minnum.f32(float %285, float %41)
  %287 = select contract i1 %43, float %286, float %284
  %288 = tail call float @llvm.nvvm.fabs.f32(float %287)
  %289 = fmul float %288, 0x4007154760000000
  %290 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %289)
  %291 = fadd float %290, 1.000000e+00
  %292 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %291) #9, !srcloc !18
  %293 = tail call float @llvm.fma.f32(float %292, float -2.000000e+00, float 1.000000e+00)
  %294 = fcmp oge float %288, 0x4022059680000000
  %295 = select i1 %294, float 1.000000e+00, float %293
  %296 = tail call float @llvm.copysign.f32(float %295, float %287) #10
  %297 = fmul float %287, %287
  %298 = tail call float @llvm.fma.f32(float %297, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %299 = tail call float @llvm.fma.f32(float %298, float %297, float 0x3FC10B2820000000)
  %300 = tail call float @llvm.fma.f32(float %299, float %297, float 0xBFD5553DA0000000)
  %301 = tail call float @llvm.fma.f32(float %300, float %297, float 0.000000e+00)
  %302 = tail call float @llvm.fma.f32(float %301, float %287, float %287)
  %303 = fcmp oge float %288, 0x3FE3333340000000
  %304 = select i1 %303, float %296, float %302
  %305 = fmul contract float %281, %304
  %306 = fmul float %185, 0xBFF7154760000000
  %307 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %306)
  %308 = fadd contract float %307, 1.000000e+00
  %309 = fdiv contract float 1.000000e+00, %308
  %310 = fadd contract float %157, %44
  %311 = fmul float %310, 0xBFF7154760000000
  %312 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %311)
  %313 = fadd contract float %312, 1.000000e+00
  %314 = fdiv contract float 1.000000e+00, %313
  %315 = tail call float @llvm.nvvm.fabs.f32(float %126)
  %316 = fmul float %315, 0x4007154760000000
  %317 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %316)
  %318 = fadd float %317, 1.000000e+00
  %319 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %318) #9, !srcloc !18
  %320 = tail call float @llvm.fma.f32(float %319, float -2.000000e+00, float 1.000000e+00)
  %321 = fcmp oge float %315, 0x4022059680000000
  %322 = select i1 %321, float 1.000000e+00, float %320
  %323 = tail call float @llvm.copysign.f32(float %322, float %126) #10
  %324 = fmul float %126, %126
  %325 = tail call float @llvm.fma.f32(float %324, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %326 = tail call float @llvm.fma.f32(float %325, float %324, float 0x3FC10B2820000000)
  %327 = tail call float @llvm.fma.f32(float %326, float %324, float 0xBFD5553DA0000000)
  %328 = tail call float @llvm.fma.f32(float %327, float %324, float 0.000000e+00)
  %329 = tail call float @llvm.fma.f32(float %328, float %126, float %126)
  %330 = fcmp oge float %315, 0x3FE3333340000000
  %331 = select i1 %330, float %323, float %329
  %332 = fmul float %95, 0xBFF7154760000000
  %333 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %332)
  %334 = fadd contract float %333, 1.000000e+00
  %335 = fdiv contract float 1.000000e+00, %334
  %336 = fmul contract float %314, %67
  %337 = fmul contract float %309, %331
  %338 = fadd contract float %336, %337
  %339 = tail call float @llvm.maxnum.f32(float %338, float %42)
  %340 = tail call float @llvm.minnum.f32(float %339, float %41)
  %341 = select contract i1 %43, float %340, float %338
  %342 = tail call float @llvm.nvvm.fabs.f32(float %341)
  %343 = fmul float %342, 0x4007154760000000
  %344 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %343)
  %345 = fadd float %344, 1.000000e+00
  %346 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %345) #9, !srcloc !18
  %347 = tail call float @llvm.fma.f32(float %346, float -2.000000e+00, float 1.000000e+00)
  %348 = fcmp oge float %342, 0x4022059680000000
  %349 = select i1 %348, float 1.000000e+00, float %347
  %350 = tail call float @llvm.copysign.f32(float %349, float %341) #10
  %351 = fmul float %341, %341
  %352 = tail call float @llvm.fma.f32(float %351, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %353 = tail call float @llvm.fma.f32(float %352, float %351, float 0x3FC10B2820000000)
  %354 = tail call float @llvm.fma.f32(float %353, float %351, float 0xBFD5553DA0000000)
  %355 = tail call float @llvm.fma.f32(float %354, float %351, float 0.000000e+00)
  %356 = tail call float @llvm.fma.f32(float %355, float %341, float %341)
  %357 = fcmp oge float %342, 0x3FE3333340000000
  %358 = select i1 %357, float %350, float %356
  %359 = fmul contract float %335, %358
  %360 = fmul float %178, 0xBFF7154760000000
  %361 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %360)
  %362 = fadd contract float %361, 1.000000e+00
  %363 = fdiv contract float 1.000000e+00, %362
  %364 = fadd contract float %150, %44
  %365 = fmul float %364, 0xBFF7154760000000
  %366 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %365)
  %367 = fadd contract float %366, 1.000000e+00
  %368 = fdiv contract float 1.000000e+00, %367
  %369 = tail call float @llvm.nvvm.fabs.f32(float %119)
  %370 = fmul float %369, 0x4007154760000000
  %371 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %370)
  %372 = fadd float %371, 1.000000e+00
  %373 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %372) #9, !srcloc !18
  %374 = tail call float @llvm.fma.f32(float %373, float -2.000000e+00, float 1.000000e+00)
  %375 = fcmp oge float %369, 0x4022059680000000
  %376 = select i1 %375, float 1.000000e+00, float %374
  %377 = tail call float @llvm.copysign.f32(float %376, float %119) #10
  %378 = fmul float %119, %119
  %379 = tail call float @llvm.fma.f32(float %378, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %380 = tail call float @llvm.fma.f32(float %379, float %378, float 0x3FC10B2820000000)
  %381 = tail call float @llvm.fma.f32(float %380, float %378, float 0xBFD5553DA0000000)
  %382 = tail call float @llvm.fma.f32(float %381, float %378, float 0.000000e+00)
  %383 = tail call float @llvm.fma.f32(float %382, float %119, float %119)
  %384 = fcmp oge float %369, 0x3FE3333340000000
  %385 = select i1 %384, float %377, float %383
  %386 = fmul float %88, 0xBFF7154760000000
  %387 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %386)
  %388 = fadd contract float %387, 1.000000e+00
  %389 = fdiv contract float 1.000000e+00, %388
  %390 = fmul contract float %368, %65
  %391 = fmul contract float %363, %385
  %392 = fadd contract float %390, %391
  %393 = tail call float @llvm.maxnum.f32(float %392, float %42)
  %394 = tail call float @llvm.minnum.f32(float %393, float %41)
  %395 = select contract i1 %43, float %394, float %392
  %396 = tail call float @llvm.nvvm.fabs.f32(float %395)
  %397 = fmul float %396, 0x4007154760000000
  %398 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %397)
  %399 = fadd float %398, 1.000000e+00
  %400 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %399) #9, !srcloc !18
  %401 = tail call float @llvm.fma.f32(float %400, float -2.000000e+00, float 1.000000e+00)
  %402 = fcmp oge float %396, 0x4022059680000000
  %403 = select i1 %402, float 1.000000e+00, float %401
  %404 = tail call float @llvm.copysign.f32(float %403, float %395) #10
  %405 = fmul float %395, %395
  %406 = tail call float @llvm.fma.f32(float %405, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %407 = tail call float @llvm.fma.f32(float %406, float %405, float 0x3FC10B2820000000)
  %408 = tail call float @llvm.fma.f32(float %407, float %405, float 0xBFD5553DA0000000)
  %409 = tail call float @llvm.fma.f32(float %408, float %405, float 0.000000e+00)
  %410 = tail call float @llvm.fma.f32(float %409, float %395, float %395)
  %411 = fcmp oge float %396, 0x3FE3333340000000
  %412 = select i1 %411, float %404, float %410
  %413 = fmul contract float %389, %412
  %414 = getelementptr inbounds nuw float, ptr %5, i64 %61
  %415 = getelementptr inbounds float, ptr %414, i64 %60
  store float %233, ptr %415, align 16, !tbaa !16
  %416 = getelementptr inbounds nuw i8, ptr %415, i64 4
  store float %287, ptr %416, align 4, !tbaa !16
  %417 = getelementptr inbounds nuw i8, ptr %415, i64 8
  store float %341, ptr %417, align 8, !tbaa !16
  %418 = getelementptr inbounds nuw i8, ptr %415, i64 12
  store float %395, ptr %418, align 4, !tbaa !16
  %419 = getelementptr inbounds nuw float, ptr %4, i64 %61
  %420 = getelementptr inbounds float, ptr %419, i64 %60
  store float %251, ptr %420, align 16, !tbaa !16
  %421 = getelementptr inbounds nuw i8, ptr %420, i64 4
  store float %305, ptr %421, align 4, !tbaa !16
  %422 = getelementptr inbounds nuw i8, ptr %420, i64 8
  store float %359, ptr %422, align 8, !tbaa !16
  %423 = getelementptr inbounds nuw i8, ptr %420, i64 12
  store float %413, ptr %423, align 4, !tbaa !16
  br i1 %51, label %442, label %424

424:                                              ; preds = %52
  %425 = getelementptr inbounds nuw float, ptr %6, i64 %55
  %426 = getelementptr inbounds float, ptr %425, i64 %60
  store float %201, ptr %426, align 16, !tbaa !16
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 4
  store float %255, ptr %427, align 4, !tbaa !16
  %428 = getelementptr inbounds nuw i8, ptr %426, i64 8
  store float %309, ptr %428, align 8, !tbaa !16
  %429 = getelementptr inbounds nuw i8, ptr %426, i64 12
  store float %363, ptr %429, align 4, !tbaa !16
  %430 = getelementptr inbounds float, ptr %426, i64 %11
  store float %206, ptr %430, align 16, !tbaa !16
  %431 = getelementptr inbounds nuw i8, ptr %430, i64 4
  store float %260, ptr %431, align 4, !tbaa !16
  %432 = getelementptr inbounds nuw i8, ptr %430, i64 8
  store float %314, ptr %432, align 8, !tbaa !16
  %433 = getelementptr inbounds nuw i8, ptr %430, i64 12
  store float %368, ptr %433, align 4, !tbaa !16
  %434 = getelementptr inbounds float, ptr %426, i64 %38
  store float %223, ptr %434, align 16, !tbaa !16
  %435 = getelementptr inbounds nuw i8, ptr %434, i64 4
  store float %277, ptr %435, align 4, !tbaa !16
  %436 = getelementptr inbounds nuw i8, ptr %434, i64 8
  store float %331, ptr %436, align 8, !tbaa !16
  %437 = getelementptr inbounds nuw i8, ptr %434, i64 12
  store float %385, ptr %437, align 4, !tbaa !16
  %438 = getelementptr inbounds float, ptr %426, i64 %40
  store float %227, ptr %438, align 16, !tbaa !16
  %439 = getelementptr inbounds nuw i8, ptr %438, i64 4
  store float %281, ptr %439, align 4, !tbaa !16
  %440 = getelementptr inbounds nuw i8, ptr %438, i64 8
  store float %335, ptr %440, align 8, !tbaa !16
  %441 = getelementptr inbounds nuw i8, ptr %438, i64 12
  store float %389, ptr %441, align 4, !tbaa !16
  br label %442

442:                                              ; preds = %424, %52
  %443 = add i64 %53, %17
  %444 = icmp ult i64 %443, %25
  br i1 %444, label %52, label %587, !llvm.loop !19

445:                                              ; preds = %8
  %446 = load i32, ptr %7, align 4, !tbaa !14
  %447 = sext i32 %446 to i64
  %448 = mul nsw i64 %447, %11
  %449 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %450 = zext nneg i32 %449 to i64
  %451 = mul nuw nsw i64 %450, %16
  %452 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %453 = zext nneg i32 %452 to i64
  %454 = add nuw nsw i64 %451, %453
  %455 = icmp ult i64 %454, %448
  br i1 %455, label %456, label %587

456:                                              ; preds = %445
  %457 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %458 = load float, ptr %457, align 4, !tbaa !15
  %459 = shl nsw i32 %10, 1
  %460 = sext i32 %459 to i64
  %461 = mul nsw i32 %10, 3
  %462 = sext i32 %461 to i64
  %463 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %464 = load float, ptr %463, align 4
  %465 = fcmp contract ogt float %464, 0.000000e+00
  %466 = fneg contract float %464
  %467 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %468 = load i32, ptr %467, align 4
  %469 = icmp eq i32 %468, 0
  br label %470

470:                                              ; preds = %456, %584
  %471 = phi i64 [ %454, %456 ], [ %585, %584 ]
  %472 = udiv i64 %471, %11
  %473 = mul i64 %472, %11
  %474 = sub nuw i64 %471, %473
  %475 = trunc i64 %474 to i32
  %476 = mul i64 %472, %12
  %477 = shl i64 %474, 32
  %478 = ashr exact i64 %477, 32
  %479 = add i64 %478, %476
  %480 = getelementptr inbounds nuw float, ptr %0, i64 %479
  %481 = load float, ptr %480, align 4, !tbaa !16
  %482 = getelementptr inbounds nuw float, ptr %1, i64 %479
  %483 = load float, ptr %482, align 4, !tbaa !16
  %484 = fadd contract float %481, %483
  %485 = getelementptr inbounds float, ptr %2, i64 %478
  %486 = load float, ptr %485, align 4, !tbaa !16
  %487 = fadd contract float %484, %486
  %488 = fmul float %487, 0xBFF7154760000000
  %489 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %488)
  %490 = fadd contract float %489, 1.000000e+00
  %491 = fdiv contract float 1.000000e+00, %490
  %492 = add i64 %479, %11
  %493 = getelementptr inbounds nuw float, ptr %0, i64 %492
  %494 = load float, ptr %493, align 4, !tbaa !16
  %495 = getelementptr inbounds nuw float, ptr %1, i64 %492
  %496 = load float, ptr %495, align 4, !tbaa !16
  %497 = fadd contract float %494, %496
  %498 = add nsw i32 %10, %475
  %499 = sext i32 %498 to i64
  %500 = getelementptr inbounds float, ptr %2, i64 %499
  %501 = load float, ptr %500, align 4, !tbaa !16
  %502 = fadd contract float %497, %501
  %503 = fadd contract float %502, %458
  %504 = fmul float %503, 0xBFF7154760000000
  %505 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %504)
  %506 = fadd contract float %505, 1.000000e+00
  %507 = fdiv contract float 1.000000e+00, %506
  %508 = add i64 %479, %460
  %509 = getelementptr inbounds nuw float, ptr %0, i64 %508
  %510 = load float, ptr %509, align 4, !tbaa !16
  %511 = getelementptr inbounds nuw float, ptr %1, i64 %508
  %512 = load float, ptr %511, align 4, !tbaa !16
  %513 = fadd contract float %510, %512
  %514 = add nsw i32 %459, %475
  %515 = sext i32 %514 to i64
  %516 = getelementptr inbounds float, ptr %2, i64 %515
  %517 = load float, ptr %516, align 4, !tbaa !16
  %518 = fadd contract float %513, %517
  %519 = tail call float @llvm.nvvm.fabs.f32(float %518)
  %520 = fmul float %519, 0x4007154760000000
  %521 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %520)
  %522 = fadd float %521, 1.000000e+00
  %523 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %522) #9, !srcloc !18
  %524 = tail call float @llvm.fma.f32(float %523, float -2.000000e+00, float 1.000000e+00)
  %525 = fcmp oge float %519, 0x4022059680000000
  %526 = select i1 %525, float 1.000000e+00, float %524
  %527 = tail call float @llvm.copysign.f32(float %526, float %518) #10
  %528 = fmul float %518, %518
  %529 = tail call float @llvm.fma.f32(float %528, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %530 = tail call float @llvm.fma.f32(float %529, float %528, float 0x3FC10B2820000000)
  %531 = tail call float @llvm.fma.f32(float %530, float %528, float 0xBFD5553DA0000000)
  %532 = tail call float @llvm.fma.f32(float %531, float %528, float 0.000000e+00)
  %533 = tail call float @llvm.fma.f32(float %532, float %518, float %518)
  %534 = fcmp oge float %519, 0x3FE3333340000000
  %535 = select i1 %534, float %527, float %533
  %536 = add i64 %479, %462
  %537 = getelementptr inbounds nuw float, ptr %0, i64 %536
  %538 = load float, ptr %537, align 4, !tbaa !16
  %539 = getelementptr inbounds nuw float, ptr %1, i64 %536
  %540 = load float, ptr %539, align 4, !tbaa !16
  %541 = fadd contract float %538, %540
  %542 = add nsw i32 %461, %475
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds float, ptr %2, i64 %543
  %545 = load float, ptr %544, align 4, !tbaa !16
  %546 = fadd contract float %541, %545
  %547 = fmul float %546, 0xBFF7154760000000
  %548 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %547)
  %549 = fadd contract float %548, 1.000000e+00
  %550 = fdiv contract float 1.000000e+00, %549
  %551 = getelementptr inbounds nuw float, ptr %3, i64 %471
  %552 = load float, ptr %551, align 4, !tbaa !16
  %553 = fmul contract float %507, %552
  %554 = fmul contract float %491, %535
  %555 = fadd contract float %553, %554
  %556 = tail call float @llvm.maxnum.f32(float %555, float %466)
  %557 = tail call float @llvm.minnum.f32(float %556, float %464)
  %558 = select contract i1 %465, float %557, float %555
  %559 = getelementptr inbounds nuw float, ptr %5, i64 %471
  store float %558, ptr %559, align 4, !tbaa !16
  %560 = tail call float @llvm.nvvm.fabs.f32(float %558)
  %561 = fmul float %560, 0x4007154760000000
  %562 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %561)
  %563 = fadd float %562, 1.000000e+00
  %564 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %563) #9, !srcloc !18
  %565 = tail call float @llvm.fma.f32(float %564, float -2.000000e+00, float 1.000000e+00)
  %566 = fcmp oge float %560, 0x4022059680000000
  %567 = select i1 %566, float 1.000000e+00, float %565
  %568 = tail call float @llvm.copysign.f32(float %567, float %558) #10
  %569 = fmul float %558, %558
  %570 = tail call float @llvm.fma.f32(float %569, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %571 = tail call float @llvm.fma.f32(float %570, float %569, float 0x3FC10B2820000000)
  %572 = tail call float @llvm.fma.f32(float %571, float %569, float 0xBFD5553DA0000000)
  %573 = tail call float @llvm.fma.f32(float %572, float %569, float 0.000000e+00)
  %574 = tail call float @llvm.fma.f32(float %573, float %558, float %558)
  %575 = fcmp oge float %560, 0x3FE3333340000000
  %576 = select i1 %575, float %568, float %574
  %577 = fmul contract float %550, %576
  %578 = getelementptr inbounds nuw float, ptr %4, i64 %471
  store float %577, ptr %578, align 4, !tbaa !16
  br i1 %469, label %584, label %579

579:                                              ; preds = %470
  %580 = getelementptr inbounds nuw float, ptr %6, i64 %479
  store float %491, ptr %580, align 4, !tbaa !16
  %581 = getelementptr inbounds nuw float, ptr %6, i64 %492
  store float %507, ptr %581, align 4, !tbaa !16
  %582 = getelementptr inbounds nuw float, ptr %6, i64 %508
  store float %535, ptr %582, align 4, !tbaa !16
  %583 = getelementptr inbounds nuw float, ptr %6, i64 %536
  store float %550, ptr %583, align 4, !tbaa !16
  br label %584

584:                                              ; preds = %579, %470
  %585 = add i64 %471, %17
  %586 = icmp ult i64 %585, %448
  br i1 %586, label %470, label %587, !llvm.loop !22

587:                                              ; preds = %584, %442, %445, %20
  ret void
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @lstm_cell_bwd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(address_is_null) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noundef readonly byval(%struct.LstmDims) align 4 captures(none) %7) local_unnamed_addr #0 {
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !11
  %11 = load i32, ptr %7, align 4, !tbaa !14
  %12 = sext i32 %11 to i64
  %13 = sext i32 %10 to i64
  %14 = mul nsw i64 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = mul nuw nsw i64 %16, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = zext nneg i32 %20 to i64
  %22 = add nuw nsw i64 %19, %21
  %23 = icmp ult i64 %22, %14
  br i1 %23, label %24, label %37

24:                                               ; preds = %8
  %25 = shl nsw i64 %13, 2
  %26 = shl nsw i32 %10, 1
  %27 = sext i32 %26 to i64
  %28 = mul nsw i32 %10, 3
  %29 = sext i32 %28 to i64
  %30 = icmp eq ptr %4, null
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %32 = load float, ptr %31, align 4
  %33 = fcmp contract ule float %32, 0.000000e+00
  %34 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = mul nuw nsw i64 %35, %18
  br label %38

37:                                               ; preds = %87, %8
  ret void

38:                                               ; preds = %24, %87
  %39 = phi i64 [ %22, %24 ], [ %116, %87 ]
  %40 = udiv i64 %39, %13
  %41 = mul i64 %40, %13
  %42 = sub nuw i64 %39, %41
  %43 = mul i64 %25, %40
  %44 = shl i64 %42, 32
  %45 = ashr exact i64 %44, 32
  %46 = add i64 %45, %43
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !16
  %49 = add i64 %46, %13
  %50 = getelementptr inbounds nuw float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !16
  %52 = add i64 %46, %27
  %53 = getelementptr inbounds nuw float, ptr %0, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !16
  %55 = add i64 %46, %29
  %56 = getelementptr inbounds nuw float, ptr %0, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !16
  %58 = getelementptr inbounds nuw float, ptr %2, i64 %39
  %59 = load float, ptr %58, align 4, !tbaa !16
  %60 = tail call float @llvm.nvvm.fabs.f32(float %59)
  %61 = fmul float %60, 0x4007154760000000
  %62 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %61)
  %63 = fadd float %62, 1.000000e+00
  %64 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %63) #9, !srcloc !18
  %65 = tail call float @llvm.fma.f32(float %64, float -2.000000e+00, float 1.000000e+00)
  %66 = fcmp oge float %60, 0x4022059680000000
  %67 = select i1 %66, float 1.000000e+00, float %65
  %68 = tail call float @llvm.copysign.f32(float %67, float %59) #10
  %69 = fmul float %59, %59
  %70 = tail call float @llvm.fma.f32(float %69, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %71 = tail call float @llvm.fma.f32(float %70, float %69, float 0x3FC10B2820000000)
  %72 = tail call float @llvm.fma.f32(float %71, float %69, float 0xBFD5553DA0000000)
  %73 = tail call float @llvm.fma.f32(float %72, float %69, float 0.000000e+00)
  %74 = tail call float @llvm.fma.f32(float %73, float %59, float %59)
  %75 = fcmp oge float %60, 0x3FE3333340000000
  %76 = select i1 %75, float %68, float %74
  %77 = getelementptr inbounds nuw float, ptr %3, i64 %39
  %78 = load float, ptr %77, align 4, !tbaa !16
  %79 = fmul contract float %57, %78
  %80 = fmul contract float %76, %76
  %81 = fsub contract float 1.000000e+00, %80
  %82 = fmul contract float %79, %81
  br i1 %30, label %87, label %83

83:                                               ; preds = %38
  %84 = getelementptr inbounds nuw float, ptr %4, i64 %39
  %85 = load float, ptr %84, align 4, !tbaa !16
  %86 = fadd contract float %82, %85
  br label %87

87:                                               ; preds = %83, %38
  %88 = phi float [ %86, %83 ], [ %82, %38 ]
  %89 = fcmp contract ult float %60, %32
  %90 = select i1 %33, i1 true, i1 %89
  %91 = select i1 %90, float %88, float 0.000000e+00
  %92 = fmul contract float %54, %91
  %93 = fmul contract float %48, %92
  %94 = fsub contract float 1.000000e+00, %48
  %95 = fmul contract float %94, %93
  %96 = getelementptr inbounds nuw float, ptr %1, i64 %39
  %97 = load float, ptr %96, align 4, !tbaa !16
  %98 = fmul contract float %97, %91
  %99 = fmul contract float %51, %98
  %100 = fsub contract float 1.000000e+00, %51
  %101 = fmul contract float %100, %99
  %102 = fmul contract float %48, %91
  %103 = fmul contract float %54, %54
  %104 = fsub contract float 1.000000e+00, %103
  %105 = fmul contract float %104, %102
  %106 = fmul contract float %78, %76
  %107 = fmul contract float %57, %106
  %108 = fsub contract float 1.000000e+00, %57
  %109 = fmul contract float %108, %107
  %110 = getelementptr inbounds nuw float, ptr %5, i64 %46
  store float %95, ptr %110, align 4, !tbaa !16
  %111 = getelementptr inbounds nuw float, ptr %5, i64 %49
  store float %101, ptr %111, align 4, !tbaa !16
  %112 = getelementptr inbounds nuw float, ptr %5, i64 %52
  store float %105, ptr %112, align 4, !tbaa !16
  %113 = getelementptr inbounds nuw float, ptr %5, i64 %55
  store float %109, ptr %113, align 4, !tbaa !16
  %114 = fmul contract float %51, %91
  %115 = getelementptr inbounds nuw float, ptr %6, i64 %39
  store float %114, ptr %115, align 4, !tbaa !16
  %116 = add i64 %39, %36
  %117 = icmp ult i64 %116, %14
  br i1 %117, label %38, label %37, !llvm.loop !23
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef double @_Z9sigmoid_dd(double noundef %0) local_unnamed_addr #1 {
  %2 = fcmp contract ult double %0, 0.000000e+00
  br i1 %2, label %45, label %3

3:                                                ; preds = %1
  %4 = fneg contract double %0
  %5 = tail call double @llvm.fma.f64(double %4, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %6 = tail call i32 @llvm.nvvm.d2i.lo(double %5) #10
  %7 = tail call double @llvm.nvvm.add.rn.d(double %5, double 0xC338000000000000) #10
  %8 = tail call double @llvm.fma.f64(double %7, double 0xBFE62E42FEFA39EF, double %4)
  %9 = tail call double @llvm.fma.f64(double %7, double 0xBC7ABC9E3B39803F, double %8)
  %10 = tail call double @llvm.fma.f64(double %9, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %11 = tail call double @llvm.fma.f64(double %10, double %9, double 0x3EC71DEE62401315)
  %12 = tail call double @llvm.fma.f64(double %11, double %9, double 0x3EFA01997C89EB71)
  %13 = tail call double @llvm.fma.f64(double %12, double %9, double 0x3F2A01A014761F65)
  %14 = tail call double @llvm.fma.f64(double %13, double %9, double 0x3F56C16C1852B7AF)
  %15 = tail call double @llvm.fma.f64(double %14, double %9, double 0x3F81111111122322)
  %16 = tail call double @llvm.fma.f64(double %15, double %9, double 0x3FA55555555502A1)
  %17 = tail call double @llvm.fma.f64(double %16, double %9, double 0x3FC5555555555511)
  %18 = tail call double @llvm.fma.f64(double %17, double %9, double 0x3FE000000000000B)
  %19 = tail call double @llvm.fma.f64(double %18, double %9, double 1.000000e+00)
  %20 = tail call double @llvm.fma.f64(double %19, double %9, double 1.000000e+00)
  %21 = tail call i32 @llvm.nvvm.d2i.lo(double %20) #10
  %22 = tail call i32 @llvm.nvvm.d2i.hi(double %20) #10
  %23 = shl i32 %6, 20
  %24 = add i32 %22, %23
  %25 = tail call double @llvm.nvvm.lohi.i2d(i32 %21, i32 %24) #10
  %26 = tail call i32 @llvm.nvvm.d2i.hi(double %4) #10
  %27 = bitcast i32 %26 to float
  %28 = tail call float @llvm.nvvm.fabs.f32(float %27)
  %29 = fcmp olt float %28, 0x4010C46560000000
  br i1 %29, label %86, label %30

30:                                               ; preds = %3
  %31 = fcmp ogt double %0, 0.000000e+00
  %32 = fsub double 0x7FF0000000000000, %0
  %33 = select i1 %31, double 0.000000e+00, double %32
  %34 = fcmp olt float %28, 0x4010E90000000000
  br i1 %34, label %35, label %86

35:                                               ; preds = %30
  %36 = sdiv i32 %6, 2
  %37 = shl i32 %36, 20
  %38 = add i32 %22, %37
  %39 = tail call double @llvm.nvvm.lohi.i2d(i32 %21, i32 %38) #10
  %40 = sub nsw i32 %6, %36
  %41 = shl i32 %40, 20
  %42 = add nsw i32 %41, 1072693248
  %43 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %42) #10
  %44 = fmul double %43, %39
  br label %86

45:                                               ; preds = %1
  %46 = tail call double @llvm.fma.f64(double %0, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %47 = tail call i32 @llvm.nvvm.d2i.lo(double %46) #10
  %48 = tail call double @llvm.nvvm.add.rn.d(double %46, double 0xC338000000000000) #10
  %49 = tail call double @llvm.fma.f64(double %48, double 0xBFE62E42FEFA39EF, double %0)
  %50 = tail call double @llvm.fma.f64(double %48, double 0xBC7ABC9E3B39803F, double %49)
  %51 = tail call double @llvm.fma.f64(double %50, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %52 = tail call double @llvm.fma.f64(double %51, double %50, double 0x3EC71DEE62401315)
  %53 = tail call double @llvm.fma.f64(double %52, double %50, double 0x3EFA01997C89EB71)
  %54 = tail call double @llvm.fma.f64(double %53, double %50, double 0x3F2A01A014761F65)
  %55 = tail call double @llvm.fma.f64(double %54, double %50, double 0x3F56C16C1852B7AF)
  %56 = tail call double @llvm.fma.f64(double %55, double %50, double 0x3F81111111122322)
  %57 = tail call double @llvm.fma.f64(double %56, double %50, double 0x3FA55555555502A1)
  %58 = tail call double @llvm.fma.f64(double %57, double %50, double 0x3FC5555555555511)
  %59 = tail call double @llvm.fma.f64(double %58, double %50, double 0x3FE000000000000B)
  %60 = tail call double @llvm.fma.f64(double %59, double %50, double 1.000000e+00)
  %61 = tail call double @llvm.fma.f64(double %60, double %50, double 1.000000e+00)
  %62 = tail call i32 @llvm.nvvm.d2i.lo(double %61) #10
  %63 = tail call i32 @llvm.nvvm.d2i.hi(double %61) #10
  %64 = shl i32 %47, 20
  %65 = add i32 %63, %64
  %66 = tail call double @llvm.nvvm.lohi.i2d(i32 %62, i32 %65) #10
  %67 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %68 = bitcast i32 %67 to float
  %69 = tail call float @llvm.nvvm.fabs.f32(float %68)
  %70 = fcmp olt float %69, 0x4010C46560000000
  br i1 %70, label %86, label %71

71:                                               ; preds = %45
  %72 = fcmp olt double %0, 0.000000e+00
  %73 = fadd double %0, 0x7FF0000000000000
  %74 = select i1 %72, double 0.000000e+00, double %73
  %75 = fcmp olt float %69, 0x4010E90000000000
  br i1 %75, label %76, label %86

76:                                               ; preds = %71
  %77 = sdiv i32 %47, 2
  %78 = shl i32 %77, 20
  %79 = add i32 %63, %78
  %80 = tail call double @llvm.nvvm.lohi.i2d(i32 %62, i32 %79) #10
  %81 = sub nsw i32 %47, %77
  %82 = shl i32 %81, 20
  %83 = add nsw i32 %82, 1072693248
  %84 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %83) #10
  %85 = fmul double %84, %80
  br label %86

86:                                               ; preds = %76, %71, %45, %35, %30, %3
  %87 = phi double [ %33, %30 ], [ %25, %3 ], [ %44, %35 ], [ %66, %45 ], [ %85, %76 ], [ %74, %71 ]
  %88 = phi double [ 1.000000e+00, %30 ], [ 1.000000e+00, %3 ], [ 1.000000e+00, %35 ], [ %66, %45 ], [ %85, %76 ], [ %74, %71 ]
  %89 = fadd contract double %87, 1.000000e+00
  %90 = fdiv contract double %88, %89
  ret double %90
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @gru_cell_fwd_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #2 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  %10 = sext i32 %6 to i64
  %11 = sext i32 %7 to i64
  %12 = mul nsw i64 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i64 %17, %19
  %21 = icmp ult i64 %20, %12
  br i1 %21, label %22, label %114

22:                                               ; preds = %9
  %23 = sext i32 %8 to i64
  %24 = shl nsw i32 %7, 1
  %25 = icmp eq ptr %5, null
  %26 = shl nsw i64 %11, 2
  %27 = sext i32 %24 to i64
  %28 = mul nsw i32 %7, 3
  %29 = sext i32 %28 to i64
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = zext nneg i32 %30 to i64
  %32 = mul nuw nsw i64 %31, %16
  br label %33

33:                                               ; preds = %22, %111
  %34 = phi i64 [ %20, %22 ], [ %112, %111 ]
  %35 = udiv i64 %34, %11
  %36 = mul i64 %35, %11
  %37 = sub nuw i64 %34, %36
  %38 = trunc i64 %37 to i32
  %39 = mul i64 %35, %23
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %39
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %39
  %42 = shl i64 %37, 32
  %43 = ashr exact i64 %42, 32
  %44 = getelementptr inbounds float, ptr %41, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !16, !alias.scope !27, !noalias !37
  %46 = getelementptr inbounds float, ptr %2, i64 %43
  %47 = load float, ptr %46, align 4, !tbaa !16, !alias.scope !29, !noalias !38
  %48 = fadd contract float %45, %47
  %49 = add nsw i32 %7, %38
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %41, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !16, !alias.scope !27, !noalias !37
  %53 = getelementptr inbounds float, ptr %2, i64 %50
  %54 = load float, ptr %53, align 4, !tbaa !16, !alias.scope !29, !noalias !38
  %55 = fadd contract float %52, %54
  %56 = add nsw i32 %24, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %41, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !16, !alias.scope !27, !noalias !37
  %60 = getelementptr inbounds float, ptr %2, i64 %57
  %61 = load float, ptr %60, align 4, !tbaa !16, !alias.scope !29, !noalias !38
  %62 = fadd contract float %59, %61
  %63 = getelementptr inbounds float, ptr %40, i64 %43
  %64 = load float, ptr %63, align 4, !tbaa !16, !alias.scope !24, !noalias !39
  %65 = fadd contract float %48, %64
  %66 = fmul float %65, 0xBFF7154760000000
  %67 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %66)
  %68 = fadd contract float %67, 1.000000e+00
  %69 = fdiv contract float 1.000000e+00, %68
  %70 = getelementptr inbounds float, ptr %40, i64 %50
  %71 = load float, ptr %70, align 4, !tbaa !16, !alias.scope !24, !noalias !39
  %72 = fadd contract float %55, %71
  %73 = fmul float %72, 0xBFF7154760000000
  %74 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %73)
  %75 = fadd contract float %74, 1.000000e+00
  %76 = fdiv contract float 1.000000e+00, %75
  %77 = getelementptr inbounds float, ptr %40, i64 %57
  %78 = load float, ptr %77, align 4, !tbaa !16, !alias.scope !24, !noalias !39
  %79 = fmul contract float %62, %69
  %80 = fadd contract float %78, %79
  %81 = tail call float @llvm.nvvm.fabs.f32(float %80)
  %82 = fmul float %81, 0x4007154760000000
  %83 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %82)
  %84 = fadd float %83, 1.000000e+00
  %85 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %84) #9, !srcloc !18
  %86 = tail call float @llvm.fma.f32(float %85, float -2.000000e+00, float 1.000000e+00)
  %87 = fcmp oge float %81, 0x4022059680000000
  %88 = select i1 %87, float 1.000000e+00, float %86
  %89 = tail call float @llvm.copysign.f32(float %88, float %80) #10
  %90 = fmul float %80, %80
  %91 = tail call float @llvm.fma.f32(float %90, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %92 = tail call float @llvm.fma.f32(float %91, float %90, float 0x3FC10B2820000000)
  %93 = tail call float @llvm.fma.f32(float %92, float %90, float 0xBFD5553DA0000000)
  %94 = tail call float @llvm.fma.f32(float %93, float %90, float 0.000000e+00)
  %95 = tail call float @llvm.fma.f32(float %94, float %80, float %80)
  %96 = fcmp oge float %81, 0x3FE3333340000000
  %97 = select i1 %96, float %89, float %95
  %98 = getelementptr inbounds nuw float, ptr %3, i64 %34
  %99 = load float, ptr %98, align 4, !tbaa !16, !alias.scope !31, !noalias !40
  %100 = fsub contract float %99, %97
  %101 = fmul contract float %76, %100
  %102 = fadd contract float %97, %101
  %103 = getelementptr inbounds nuw float, ptr %4, i64 %34
  store float %102, ptr %103, align 4, !tbaa !16, !alias.scope !33, !noalias !41
  br i1 %25, label %111, label %104

104:                                              ; preds = %33
  %105 = mul i64 %26, %35
  %106 = getelementptr inbounds nuw float, ptr %5, i64 %105
  %107 = getelementptr inbounds float, ptr %106, i64 %43
  store float %69, ptr %107, align 4, !tbaa !16, !alias.scope !35, !noalias !42
  %108 = getelementptr inbounds float, ptr %107, i64 %11
  store float %76, ptr %108, align 4, !tbaa !16, !alias.scope !35, !noalias !42
  %109 = getelementptr inbounds float, ptr %107, i64 %27
  store float %97, ptr %109, align 4, !tbaa !16, !alias.scope !35, !noalias !42
  %110 = getelementptr inbounds float, ptr %107, i64 %29
  store float %62, ptr %110, align 4, !tbaa !16, !alias.scope !35, !noalias !42
  br label %111

111:                                              ; preds = %104, %33
  %112 = add i64 %34, %32
  %113 = icmp ult i64 %112, %12
  br i1 %113, label %33, label %114, !llvm.loop !43

114:                                              ; preds = %111, %9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @gru_cell_fwd_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  %10 = sext i32 %6 to i64
  %11 = sext i32 %7 to i64
  %12 = mul nsw i64 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i64 %17, %19
  %21 = icmp ult i64 %20, %12
  br i1 %21, label %22, label %147

22:                                               ; preds = %9
  %23 = sext i32 %8 to i64
  %24 = shl nsw i32 %7, 1
  %25 = icmp eq ptr %5, null
  %26 = shl nsw i64 %11, 2
  %27 = sext i32 %24 to i64
  %28 = mul nsw i32 %7, 3
  %29 = sext i32 %28 to i64
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %31 = zext nneg i32 %30 to i64
  %32 = mul nuw nsw i64 %31, %16
  br label %33

33:                                               ; preds = %22, %144
  %34 = phi i64 [ %20, %22 ], [ %145, %144 ]
  %35 = udiv i64 %34, %11
  %36 = mul i64 %35, %11
  %37 = sub nuw i64 %34, %36
  %38 = trunc i64 %37 to i32
  %39 = mul i64 %35, %23
  %40 = getelementptr inbounds nuw double, ptr %0, i64 %39
  %41 = getelementptr inbounds nuw double, ptr %1, i64 %39
  %42 = shl i64 %37, 32
  %43 = ashr exact i64 %42, 32
  %44 = getelementptr inbounds double, ptr %41, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !57, !alias.scope !47, !noalias !59
  %46 = getelementptr inbounds double, ptr %2, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !57, !alias.scope !49, !noalias !60
  %48 = fadd contract double %45, %47
  %49 = add nsw i32 %7, %38
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %41, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !57, !alias.scope !47, !noalias !59
  %53 = getelementptr inbounds double, ptr %2, i64 %50
  %54 = load double, ptr %53, align 8, !tbaa !57, !alias.scope !49, !noalias !60
  %55 = fadd contract double %52, %54
  %56 = add nsw i32 %24, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %41, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !57, !alias.scope !47, !noalias !59
  %60 = getelementptr inbounds double, ptr %2, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !57, !alias.scope !49, !noalias !60
  %62 = fadd contract double %59, %61
  %63 = getelementptr inbounds double, ptr %40, i64 %43
  %64 = load double, ptr %63, align 8, !tbaa !57, !alias.scope !44, !noalias !61
  %65 = fadd contract double %48, %64
  %66 = tail call contract noundef double @_Z9sigmoid_dd(double noundef %65) #10, !noalias !62
  %67 = getelementptr inbounds double, ptr %40, i64 %50
  %68 = load double, ptr %67, align 8, !tbaa !57, !alias.scope !44, !noalias !61
  %69 = fadd contract double %55, %68
  %70 = tail call contract noundef double @_Z9sigmoid_dd(double noundef %69) #10, !noalias !62
  %71 = getelementptr inbounds double, ptr %40, i64 %57
  %72 = load double, ptr %71, align 8, !tbaa !57, !alias.scope !44, !noalias !61
  %73 = fmul contract double %62, %66
  %74 = fadd contract double %73, %72
  %75 = tail call i32 @llvm.nvvm.d2i.hi(double %74) #10
  %76 = and i32 %75, 2147483647
  %77 = tail call i32 @llvm.nvvm.d2i.lo(double %74) #10
  %78 = tail call double @llvm.nvvm.lohi.i2d(i32 %77, i32 %76) #10
  %79 = fcmp ult double %78, 0x3FE4F92224DD2F1A
  br i1 %79, label %115, label %80

80:                                               ; preds = %33
  %81 = fmul double %78, 2.000000e+00
  %82 = fptrunc double %81 to float
  %83 = fmul float %82, 0x3FF7154760000000
  %84 = tail call float @llvm.nvvm.round.f(float %83) #10
  %85 = fpext float %84 to double
  %86 = fneg double %85
  %87 = tail call double @llvm.fma.f64(double %86, double 0x3FE62E42FEFA39EF, double %81)
  %88 = tail call double @llvm.fma.f64(double %87, double 0x3E5AE904A4741B81, double 0x3E928A27F89B6999)
  %89 = tail call double @llvm.fma.f64(double %88, double %87, double 0x3EC71DE715FF7E07)
  %90 = tail call double @llvm.fma.f64(double %89, double %87, double 0x3EFA019A6B0AC45A)
  %91 = tail call double @llvm.fma.f64(double %90, double %87, double 0x3F2A01A017EED94F)
  %92 = tail call double @llvm.fma.f64(double %91, double %87, double 0x3F56C16C17F2A71B)
  %93 = tail call double @llvm.fma.f64(double %92, double %87, double 0x3F811111111173C4)
  %94 = tail call double @llvm.fma.f64(double %93, double %87, double 0x3FA555555555211A)
  %95 = tail call double @llvm.fma.f64(double %94, double %87, double 0x3FC5555555555540)
  %96 = tail call double @llvm.fma.f64(double %95, double %87, double 0x3FE0000000000005)
  %97 = fmul double %87, %96
  %98 = tail call double @llvm.fma.f64(double %97, double %87, double %87)
  %99 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %84)
  %100 = fpext float %99 to double
  %101 = fsub double 1.000000e+00, %100
  %102 = fneg double %98
  %103 = tail call double @llvm.fma.f64(double %102, double %100, double %101)
  %104 = fsub double 2.000000e+00, %103
  %105 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %104) #10
  %106 = fneg double %104
  %107 = tail call double @llvm.fma.f64(double %106, double %105, double 1.000000e+00)
  %108 = tail call double @llvm.fma.f64(double %107, double %107, double %107)
  %109 = tail call double @llvm.fma.f64(double %108, double %105, double %105)
  %110 = fneg double %109
  %111 = tail call double @llvm.fma.f64(double %110, double 2.000000e+00, double 1.000000e+00)
  %112 = icmp samesign ugt i32 %76, 1077088193
  %113 = select i1 %112, double 1.000000e+00, double %111
  %114 = tail call double @llvm.copysign.f64(double %113, double %74) #10
  br label %129

115:                                              ; preds = %33
  %116 = fmul double %74, %74
  %117 = tail call double @llvm.fma.f64(double %116, double 0xBEF0BC46E2F5E964, double 0x3F14359F420AFC3D)
  %118 = tail call double @llvm.fma.f64(double %117, double %116, double 0xBF2DF9F0728C5D84)
  %119 = tail call double @llvm.fma.f64(double %118, double %116, double 0x3F4337D1CEC4F033)
  %120 = tail call double @llvm.fma.f64(double %119, double %116, double 0xBF57D6E9674335B3)
  %121 = tail call double @llvm.fma.f64(double %120, double %116, double 0x3F6D6D000D7AAD3D)
  %122 = tail call double @llvm.fma.f64(double %121, double %116, double 0xBF8226E1F3CF1EF5)
  %123 = tail call double @llvm.fma.f64(double %122, double %116, double 0x3F9664F47EC0C8CF)
  %124 = tail call double @llvm.fma.f64(double %123, double %116, double 0xBFABA1BA1B80AB40)
  %125 = tail call double @llvm.fma.f64(double %124, double %116, double 0x3FC111111110FA4A)
  %126 = tail call double @llvm.fma.f64(double %125, double %116, double 0xBFD5555555555550)
  %127 = tail call double @llvm.fma.f64(double %126, double %116, double 0.000000e+00)
  %128 = tail call double @llvm.fma.f64(double %127, double %74, double %74)
  br label %129

129:                                              ; preds = %80, %115
  %130 = phi double [ %114, %80 ], [ %128, %115 ]
  %131 = getelementptr inbounds nuw double, ptr %3, i64 %34
  %132 = load double, ptr %131, align 8, !tbaa !57, !alias.scope !51, !noalias !63
  %133 = fsub contract double %132, %130
  %134 = fmul contract double %70, %133
  %135 = fadd contract double %130, %134
  %136 = getelementptr inbounds nuw double, ptr %4, i64 %34
  store double %135, ptr %136, align 8, !tbaa !57, !alias.scope !53, !noalias !64
  br i1 %25, label %144, label %137

137:                                              ; preds = %129
  %138 = mul i64 %26, %35
  %139 = getelementptr inbounds nuw double, ptr %5, i64 %138
  %140 = getelementptr inbounds double, ptr %139, i64 %43
  store double %66, ptr %140, align 8, !tbaa !57, !alias.scope !55, !noalias !65
  %141 = getelementptr inbounds double, ptr %140, i64 %11
  store double %70, ptr %141, align 8, !tbaa !57, !alias.scope !55, !noalias !65
  %142 = getelementptr inbounds double, ptr %140, i64 %27
  store double %130, ptr %142, align 8, !tbaa !57, !alias.scope !55, !noalias !65
  %143 = getelementptr inbounds double, ptr %140, i64 %29
  store double %62, ptr %143, align 8, !tbaa !57, !alias.scope !55, !noalias !65
  br label %144

144:                                              ; preds = %137, %129
  %145 = add i64 %34, %32
  %146 = icmp ult i64 %145, %12
  br i1 %146, label %33, label %147, !llvm.loop !66

147:                                              ; preds = %144, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #8

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #9 = { nounwind memory(none) }
attributes #10 = { nounwind }

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
!11 = !{!12, !7, i64 4}
!12 = !{!"_ZTS8LstmDims", !7, i64 0, !7, i64 4, !13, i64 8, !13, i64 12, !7, i64 16}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 0}
!15 = !{!12, !13, i64 8}
!16 = !{!13, !13, i64 0}
!17 = !{}
!18 = !{i32 21289}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = distinct !{!23, !20, !21}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 0"}
!26 = distinct !{!26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii"}
!27 = !{!28}
!28 = distinct !{!28, !26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 1"}
!29 = !{!30}
!30 = distinct !{!30, !26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 2"}
!31 = !{!32}
!32 = distinct !{!32, !26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 3"}
!33 = !{!34}
!34 = distinct !{!34, !26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 4"}
!35 = !{!36}
!36 = distinct !{!36, !26, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 5"}
!37 = !{!25, !30, !32, !34, !36}
!38 = !{!25, !28, !32, !34, !36}
!39 = !{!28, !30, !32, !34, !36}
!40 = !{!25, !28, !30, !34, !36}
!41 = !{!25, !28, !30, !32, !36}
!42 = !{!25, !28, !30, !32, !34}
!43 = distinct !{!43, !20, !21}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 0"}
!46 = distinct !{!46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii"}
!47 = !{!48}
!48 = distinct !{!48, !46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 1"}
!49 = !{!50}
!50 = distinct !{!50, !46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 2"}
!51 = !{!52}
!52 = distinct !{!52, !46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 3"}
!53 = !{!54}
!54 = distinct !{!54, !46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 4"}
!55 = !{!56}
!56 = distinct !{!56, !46, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 5"}
!57 = !{!58, !58, i64 0}
!58 = !{!"double", !8, i64 0}
!59 = !{!45, !50, !52, !54, !56}
!60 = !{!45, !48, !52, !54, !56}
!61 = !{!48, !50, !52, !54, !56}
!62 = !{!45, !48, !50, !52, !54, !56}
!63 = !{!45, !48, !50, !54, !56}
!64 = !{!45, !48, !50, !52, !56}
!65 = !{!45, !48, !50, !52, !54}
!66 = distinct !{!66, !20, !21}
