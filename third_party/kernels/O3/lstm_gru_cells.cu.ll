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
  br i1 %19, label %20, label %449

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
  br i1 %32, label %33, label %591

33:                                               ; preds = %20
  %34 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %36 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %37 = shl nsw i32 %10, 1
  %38 = sext i32 %37 to i64
  %39 = mul nsw i32 %10, 3
  %40 = sext i32 %39 to i64
  %41 = shl nsw i32 %10, 1
  %42 = sext i32 %41 to i64
  %43 = load float, ptr %34, align 4, !tbaa !15
  %44 = load float, ptr %35, align 4
  %45 = fcmp contract ogt float %44, 0.000000e+00
  %46 = fneg contract float %44
  %47 = load i32, ptr %36, align 4
  %48 = icmp eq i32 %47, 0
  br label %49

49:                                               ; preds = %33, %446
  %50 = phi i64 [ %31, %33 ], [ %447, %446 ]
  %51 = udiv i64 %50, %24
  %52 = mul i64 %51, %24
  %53 = sub nuw i64 %50, %52
  %54 = trunc i64 %53 to i32
  %55 = shl i32 %54, 2
  %56 = mul i64 %51, %12
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = getelementptr inbounds nuw float, ptr %1, i64 %56
  %59 = sext i32 %55 to i64
  %60 = getelementptr float, ptr %57, i64 %59
  %61 = getelementptr float, ptr %58, i64 %59
  %62 = getelementptr float, ptr %2, i64 %59
  %63 = load float, ptr %60, align 16, !tbaa !16
  %64 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %65 = load float, ptr %64, align 4, !tbaa !16
  %66 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %67 = load float, ptr %66, align 8, !tbaa !16
  %68 = getelementptr inbounds nuw i8, ptr %60, i64 12
  %69 = load float, ptr %68, align 4, !tbaa !16
  %70 = load float, ptr %61, align 16, !tbaa !16
  %71 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !16
  %73 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %74 = load float, ptr %73, align 8, !tbaa !16
  %75 = getelementptr inbounds nuw i8, ptr %61, i64 12
  %76 = load float, ptr %75, align 4, !tbaa !16
  %77 = addrspacecast ptr %62 to ptr addrspace(1)
  %78 = load float, ptr addrspace(1) %77, align 16
  %79 = getelementptr inbounds nuw i8, ptr addrspace(1) %77, i64 4
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = getelementptr inbounds nuw i8, ptr addrspace(1) %77, i64 8
  %82 = load float, ptr addrspace(1) %81, align 8
  %83 = getelementptr inbounds nuw i8, ptr addrspace(1) %77, i64 12
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = fadd contract float %63, %70
  %86 = fadd contract float %85, %78
  %87 = fadd contract float %65, %72
  %88 = fadd contract float %87, %80
  %89 = fadd contract float %67, %74
  %90 = fadd contract float %89, %82
  %91 = fadd contract float %69, %76
  %92 = fadd contract float %91, %84
  %93 = getelementptr float, ptr %60, i64 %11
  %94 = load float, ptr %93, align 16, !tbaa !16
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !16
  %97 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %98 = load float, ptr %97, align 8, !tbaa !16
  %99 = getelementptr inbounds nuw i8, ptr %93, i64 12
  %100 = load float, ptr %99, align 4, !tbaa !16
  %101 = getelementptr float, ptr %61, i64 %11
  %102 = load float, ptr %101, align 16, !tbaa !16
  %103 = getelementptr inbounds nuw i8, ptr %101, i64 4
  %104 = load float, ptr %103, align 4, !tbaa !16
  %105 = getelementptr inbounds nuw i8, ptr %101, i64 8
  %106 = load float, ptr %105, align 8, !tbaa !16
  %107 = getelementptr inbounds nuw i8, ptr %101, i64 12
  %108 = load float, ptr %107, align 4, !tbaa !16
  %109 = getelementptr float, ptr %62, i64 %11
  %110 = addrspacecast ptr %109 to ptr addrspace(1)
  %111 = load float, ptr addrspace(1) %110, align 16
  %112 = getelementptr inbounds nuw i8, ptr addrspace(1) %110, i64 4
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = getelementptr inbounds nuw i8, ptr addrspace(1) %110, i64 8
  %115 = load float, ptr addrspace(1) %114, align 8
  %116 = getelementptr inbounds nuw i8, ptr addrspace(1) %110, i64 12
  %117 = load float, ptr addrspace(1) %116, align 4
  %118 = fadd contract float %94, %102
  %119 = fadd contract float %118, %111
  %120 = fadd contract float %96, %104
  %121 = fadd contract float %120, %113
  %122 = fadd contract float %98, %106
  %123 = fadd contract float %122, %115
  %124 = fadd contract float %100, %108
  %125 = fadd contract float %124, %117
  %126 = getelementptr float, ptr %60, i64 %42
  %127 = load float, ptr %126, align 16, !tbaa !16
  %128 = getelementptr inbounds nuw i8, ptr %126, i64 4
  %129 = load float, ptr %128, align 4, !tbaa !16
  %130 = getelementptr inbounds nuw i8, ptr %126, i64 8
  %131 = load float, ptr %130, align 8, !tbaa !16
  %132 = getelementptr inbounds nuw i8, ptr %126, i64 12
  %133 = load float, ptr %132, align 4, !tbaa !16
  %134 = getelementptr float, ptr %61, i64 %42
  %135 = load float, ptr %134, align 16, !tbaa !16
  %136 = getelementptr inbounds nuw i8, ptr %134, i64 4
  %137 = load float, ptr %136, align 4, !tbaa !16
  %138 = getelementptr inbounds nuw i8, ptr %134, i64 8
  %139 = load float, ptr %138, align 8, !tbaa !16
  %140 = getelementptr inbounds nuw i8, ptr %134, i64 12
  %141 = load float, ptr %140, align 4, !tbaa !16
  %142 = getelementptr float, ptr %62, i64 %42
  %143 = addrspacecast ptr %142 to ptr addrspace(1)
  %144 = load float, ptr addrspace(1) %143, align 16
  %145 = getelementptr inbounds nuw i8, ptr addrspace(1) %143, i64 4
  %146 = load float, ptr addrspace(1) %145, align 4
  %147 = getelementptr inbounds nuw i8, ptr addrspace(1) %143, i64 8
  %148 = load float, ptr addrspace(1) %147, align 8
  %149 = getelementptr inbounds nuw i8, ptr addrspace(1) %143, i64 12
  %150 = load float, ptr addrspace(1) %149, align 4
  %151 = fadd contract float %127, %135
  %152 = fadd contract float %151, %144
  %153 = fadd contract float %129, %137
  %154 = fadd contract float %153, %146
  %155 = fadd contract float %131, %139
  %156 = fadd contract float %155, %148
  %157 = fadd contract float %133, %141
  %158 = fadd contract float %157, %150
  %159 = getelementptr float, ptr %60, i64 %40
  %160 = load float, ptr %159, align 16, !tbaa !16
  %161 = getelementptr inbounds nuw i8, ptr %159, i64 4
  %162 = load float, ptr %161, align 4, !tbaa !16
  %163 = getelementptr inbounds nuw i8, ptr %159, i64 8
  %164 = load float, ptr %163, align 8, !tbaa !16
  %165 = getelementptr inbounds nuw i8, ptr %159, i64 12
  %166 = load float, ptr %165, align 4, !tbaa !16
  %167 = getelementptr float, ptr %61, i64 %40
  %168 = load float, ptr %167, align 16, !tbaa !16
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 4
  %170 = load float, ptr %169, align 4, !tbaa !16
  %171 = getelementptr inbounds nuw i8, ptr %167, i64 8
  %172 = load float, ptr %171, align 8, !tbaa !16
  %173 = getelementptr inbounds nuw i8, ptr %167, i64 12
  %174 = load float, ptr %173, align 4, !tbaa !16
  %175 = getelementptr float, ptr %62, i64 %40
  %176 = addrspacecast ptr %175 to ptr addrspace(1)
  %177 = load float, ptr addrspace(1) %176, align 16
  %178 = getelementptr inbounds nuw i8, ptr addrspace(1) %176, i64 4
  %179 = load float, ptr addrspace(1) %178, align 4
  %180 = getelementptr inbounds nuw i8, ptr addrspace(1) %176, i64 8
  %181 = load float, ptr addrspace(1) %180, align 8
  %182 = getelementptr inbounds nuw i8, ptr addrspace(1) %176, i64 12
  %183 = load float, ptr addrspace(1) %182, align 4
  %184 = fadd contract float %160, %168
  %185 = fadd contract float %184, %177
  %186 = fadd contract float %162, %170
  %187 = fadd contract float %186, %179
  %188 = fadd contract float %164, %172
  %189 = fadd contract float %188, %181
  %190 = fadd contract float %166, %174
  %191 = fadd contract float %190, %183
  %192 = mul i64 %51, %11
  %193 = getelementptr inbounds nuw float, ptr %3, i64 %192
  %194 = getelementptr inbounds float, ptr %193, i64 %59
  %195 = load float, ptr %194, align 16, !tbaa !16
  %196 = getelementptr inbounds nuw i8, ptr %194, i64 4
  %197 = load float, ptr %196, align 4, !tbaa !16
  %198 = getelementptr inbounds nuw i8, ptr %194, i64 8
  %199 = load float, ptr %198, align 8, !tbaa !16
  %200 = getelementptr inbounds nuw i8, ptr %194, i64 12
  %201 = load float, ptr %200, align 4, !tbaa !16
  %202 = fmul float %86, 0xBFF7154760000000
  %203 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %202)
  %204 = fadd contract float %203, 1.000000e+00
  %205 = fdiv contract float 1.000000e+00, %204
  %206 = fadd contract float %119, %43
  %207 = fmul float %206, 0xBFF7154760000000
  %208 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %207)
  %209 = fadd contract float %208, 1.000000e+00
  %210 = fdiv contract float 1.000000e+00, %209
  %211 = tail call float @llvm.nvvm.fabs.f32(float %152)
  %212 = fmul float %211, 0x4007154760000000
  %213 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %212)
  %214 = fadd float %213, 1.000000e+00
  %215 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %214) #9, !srcloc !17
  %216 = tail call float @llvm.fma.f32(float %215, float -2.000000e+00, float 1.000000e+00)
  %217 = fcmp oge float %211, 0x4022059680000000
  %218 = select i1 %217, float 1.000000e+00, float %216
  %219 = tail call float @llvm.copysign.f32(float %218, float %152) #10
  %220 = fmul float %152, %152
  %221 = tail call float @llvm.fma.f32(float %220, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %222 = tail call float @llvm.fma.f32(float %221, float %220, float 0x3FC10B2820000000)
  %223 = tail call float @llvm.fma.f32(float %222, float %220, float 0xBFD5553DA0000000)
  %224 = tail call float @llvm.fma.f32(float %223, float %220, float 0.000000e+00)
  %225 = tail call float @llvm.fma.f32(float %224, float %152, float %152)
  %226 = fcmp oge float %211, 0x3FE3333340000000
  %227 = select i1 %226, float %219, float %225
  %228 = fmul float %185, 0xBFF7154760000000
  %229 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %228)
  %230 = fadd contract float %229, 1.000000e+00
  %231 = fdiv contract float 1.000000e+00, %230
  %232 = fmul contract float %210, %195
  %233 = fmul contract float %205, %227
  %234 = fadd contract float %232, %233
  %235 = tail call noundef float @llvm.maxnum.f32(float %234, float %46)
  %236 = tail call noundef float @llvm.minnum.f32(float %235, float %44)
  %237 = select contract i1 %45, float %236, float %234
  %238 = tail call float @llvm.nvvm.fabs.f32(float %237)
  %239 = fmul float %238, 0x4007154760000000
  %240 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %239)
  %241 = fadd float %240, 1.000000e+00
  %242 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %241) #9, !srcloc !17
  %243 = tail call float @llvm.fma.f32(float %242, float -2.000000e+00, float 1.000000e+00)
  %244 = fcmp oge float %238, 0x4022059680000000
  %245 = select i1 %244, float 1.000000e+00, float %243
  %246 = tail call float @llvm.copysign.f32(float %245, float %237) #10
  %247 = fmul float %237, %237
  %248 = tail call float @llvm.fma.f32(float %247, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %249 = tail call float @llvm.fma.f32(float %248, float %247, float 0x3FC10B2820000000)
  %250 = tail call float @llvm.fma.f32(float %249, float %247, float 0xBFD5553DA0000000)
  %251 = tail call float @llvm.fma.f32(float %250, float %247, float 0.000000e+00)
  %252 = tail call float @llvm.fma.f32(float %251, float %237, float %237)
  %253 = fcmp oge float %238, 0x3FE3333340000000
  %254 = select i1 %253, float %246, float %252
  %255 = fmul contract float %231, %254
  %256 = fmul float %88, 0xBFF7154760000000
  %257 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %256)
  %258 = fadd contract float %257, 1.000000e+00
  %259 = fdiv contract float 1.000000e+00, %258
  %260 = fadd contract float %121, %43
  %261 = fmul float %260, 0xBFF7154760000000
  %262 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %261)
  %263 = fadd contract float %262, 1.000000e+00
  %264 = fdiv contract float 1.000000e+00, %263
  %265 = tail call float @llvm.nvvm.fabs.f32(float %154)
  %266 = fmul float %265, 0x4007154760000000
  %267 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %266)
  %268 = fadd float %267, 1.000000e+00
  %269 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %268) #9, !srcloc !17
  %270 = tail call float @llvm.fma.f32(float %269, float -2.000000e+00, float 1.000000e+00)
  %271 = fcmp oge float %265, 0x4022059680000000
  %272 = select i1 %271, float 1.000000e+00, float %270
  %273 = tail call float @llvm.copysign.f32(float %272, float %154) #10
  %274 = fmul float %154, %154
  %275 = tail call float @llvm.fma.f32(float %274, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %276 = tail call float @llvm.fma.f32(float %275, float %274, float 0x3FC10B2820000000)
  %277 = tail call float @llvm.fma.f32(float %276, float %274, float 0xBFD5553DA0000000)
  %278 = tail call float @llvm.fma.f32(float %277, float %274, float 0.000000e+00)
  %279 = tail call float @llvm.fma.f32(float %278, float %154, float %154)
  %280 = fcmp oge float %265, 0x3FE3333340000000
  %281 = select i1 %280, float %273, float %279
  %282 = fmul float %187, 0xBFF7154760000000
  %283 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %282)
  %284 = fadd contract float %283, 1.000000e+00
  %285 = fdiv contract float 1.000000e+00, %284
  %286 = fmul contract float %264, %197
  %287 = fmul contract float %259, %281
  %288 = fadd contract float %286, %287
  %289 = tail call noundef float @llvm.maxnum.f32(float %288, float %46)
  %290 = tail call noundef float @llvm.minnum.f32(float %289, float %44)
  %291 = select contract i1 %45, float %290, float %288
  %292 = tail call float @llvm.nvvm.fabs.f32(float %291)
  %293 = fmul float %292, 0x4007154760000000
  %294 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %293)
  %295 = fadd float %294, 1.000000e+00
  %296 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %295) #9, !srcloc !17
  %297 = tail call float @llvm.fma.f32(float %296, float -2.000000e+00, float 1.000000e+00)
  %298 = fcmp oge float %292, 0x4022059680000000
  %299 = select i1 %298, float 1.000000e+00, float %297
  %300 = tail call float @llvm.copysign.f32(float %299, float %291) #10
  %301 = fmul float %291, %291
  %302 = tail call float @llvm.fma.f32(float %301, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %303 = tail call float @llvm.fma.f32(float %302, float %301, float 0x3FC10B2820000000)
  %304 = tail call float @llvm.fma.f32(float %303, float %301, float 0xBFD5553DA0000000)
  %305 = tail call float @llvm.fma.f32(float %304, float %301, float 0.000000e+00)
  %306 = tail call float @llvm.fma.f32(float %305, float %291, float %291)
  %307 = fcmp oge float %292, 0x3FE3333340000000
  %308 = select i1 %307, float %300, float %306
  %309 = fmul contract float %285, %308
  %310 = fmul float %90, 0xBFF7154760000000
  %311 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %310)
  %312 = fadd contract float %311, 1.000000e+00
  %313 = fdiv contract float 1.000000e+00, %312
  %314 = fadd contract float %123, %43
  %315 = fmul float %314, 0xBFF7154760000000
  %316 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %315)
  %317 = fadd contract float %316, 1.000000e+00
  %318 = fdiv contract float 1.000000e+00, %317
  %319 = tail call float @llvm.nvvm.fabs.f32(float %156)
  %320 = fmul float %319, 0x4007154760000000
  %321 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %320)
  %322 = fadd float %321, 1.000000e+00
  %323 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %322) #9, !srcloc !17
  %324 = tail call float @llvm.fma.f32(float %323, float -2.000000e+00, float 1.000000e+00)
  %325 = fcmp oge float %319, 0x4022059680000000
  %326 = select i1 %325, float 1.000000e+00, float %324
  %327 = tail call float @llvm.copysign.f32(float %326, float %156) #10
  %328 = fmul float %156, %156
  %329 = tail call float @llvm.fma.f32(float %328, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %330 = tail call float @llvm.fma.f32(float %329, float %328, float 0x3FC10B2820000000)
  %331 = tail call float @llvm.fma.f32(float %330, float %328, float 0xBFD5553DA0000000)
  %332 = tail call float @llvm.fma.f32(float %331, float %328, float 0.000000e+00)
  %333 = tail call float @llvm.fma.f32(float %332, float %156, float %156)
  %334 = fcmp oge float %319, 0x3FE3333340000000
  %335 = select i1 %334, float %327, float %333
  %336 = fmul float %189, 0xBFF7154760000000
  %337 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %336)
  %338 = fadd contract float %337, 1.000000e+00
  %339 = fdiv contract float 1.000000e+00, %338
  %340 = fmul contract float %318, %199
  %341 = fmul contract float %313, %335
  %342 = fadd contract float %340, %341
  %343 = tail call noundef float @llvm.maxnum.f32(float %342, float %46)
  %344 = tail call noundef float @llvm.minnum.f32(float %343, float %44)
  %345 = select contract i1 %45, float %344, float %342
  %346 = tail call float @llvm.nvvm.fabs.f32(float %345)
  %347 = fmul float %346, 0x4007154760000000
  %348 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %347)
  %349 = fadd float %348, 1.000000e+00
  %350 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %349) #9, !srcloc !17
  %351 = tail call float @llvm.fma.f32(float %350, float -2.000000e+00, float 1.000000e+00)
  %352 = fcmp oge float %346, 0x4022059680000000
  %353 = select i1 %352, float 1.000000e+00, float %351
  %354 = tail call float @llvm.copysign.f32(float %353, float %345) #10
  %355 = fmul float %345, %345
  %356 = tail call float @llvm.fma.f32(float %355, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %357 = tail call float @llvm.fma.f32(float %356, float %355, float 0x3FC10B2820000000)
  %358 = tail call float @llvm.fma.f32(float %357, float %355, float 0xBFD5553DA0000000)
  %359 = tail call float @llvm.fma.f32(float %358, float %355, float 0.000000e+00)
  %360 = tail call float @llvm.fma.f32(float %359, float %345, float %345)
  %361 = fcmp oge float %346, 0x3FE3333340000000
  %362 = select i1 %361, float %354, float %360
  %363 = fmul contract float %339, %362
  %364 = fmul float %92, 0xBFF7154760000000
  %365 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %364)
  %366 = fadd contract float %365, 1.000000e+00
  %367 = fdiv contract float 1.000000e+00, %366
  %368 = fadd contract float %125, %43
  %369 = fmul float %368, 0xBFF7154760000000
  %370 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %369)
  %371 = fadd contract float %370, 1.000000e+00
  %372 = fdiv contract float 1.000000e+00, %371
  %373 = tail call float @llvm.nvvm.fabs.f32(float %158)
  %374 = fmul float %373, 0x4007154760000000
  %375 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %374)
  %376 = fadd float %375, 1.000000e+00
  %377 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %376) #9, !srcloc !17
  %378 = tail call float @llvm.fma.f32(float %377, float -2.000000e+00, float 1.000000e+00)
  %379 = fcmp oge float %373, 0x4022059680000000
  %380 = select i1 %379, float 1.000000e+00, float %378
  %381 = tail call float @llvm.copysign.f32(float %380, float %158) #10
  %382 = fmul float %158, %158
  %383 = tail call float @llvm.fma.f32(float %382, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %384 = tail call float @llvm.fma.f32(float %383, float %382, float 0x3FC10B2820000000)
  %385 = tail call float @llvm.fma.f32(float %384, float %382, float 0xBFD5553DA0000000)
  %386 = tail call float @llvm.fma.f32(float %385, float %382, float 0.000000e+00)
  %387 = tail call float @llvm.fma.f32(float %386, float %158, float %158)
  %388 = fcmp oge float %373, 0x3FE3333340000000
  %389 = select i1 %388, float %381, float %387
  %390 = fmul float %191, 0xBFF7154760000000
  %391 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %390)
  %392 = fadd contract float %391, 1.000000e+00
  %393 = fdiv contract float 1.000000e+00, %392
  %394 = fmul contract float %372, %201
  %395 = fmul contract float %367, %389
  %396 = fadd contract float %394, %395
  %397 = tail call noundef float @llvm.maxnum.f32(float %396, float %46)
  %398 = tail call noundef float @llvm.minnum.f32(float %397, float %44)
  %399 = select contract i1 %45, float %398, float %396
  %400 = tail call float @llvm.nvvm.fabs.f32(float %399)
  %401 = fmul float %400, 0x4007154760000000
  %402 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %401)
  %403 = fadd float %402, 1.000000e+00
  %404 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %403) #9, !srcloc !17
  %405 = tail call float @llvm.fma.f32(float %404, float -2.000000e+00, float 1.000000e+00)
  %406 = fcmp oge float %400, 0x4022059680000000
  %407 = select i1 %406, float 1.000000e+00, float %405
  %408 = tail call float @llvm.copysign.f32(float %407, float %399) #10
  %409 = fmul float %399, %399
  %410 = tail call float @llvm.fma.f32(float %409, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %411 = tail call float @llvm.fma.f32(float %410, float %409, float 0x3FC10B2820000000)
  %412 = tail call float @llvm.fma.f32(float %411, float %409, float 0xBFD5553DA0000000)
  %413 = tail call float @llvm.fma.f32(float %412, float %409, float 0.000000e+00)
  %414 = tail call float @llvm.fma.f32(float %413, float %399, float %399)
  %415 = fcmp oge float %400, 0x3FE3333340000000
  %416 = select i1 %415, float %408, float %414
  %417 = fmul contract float %393, %416
  %418 = getelementptr inbounds nuw float, ptr %5, i64 %192
  %419 = getelementptr inbounds float, ptr %418, i64 %59
  store float %237, ptr %419, align 16, !tbaa !16
  %420 = getelementptr inbounds nuw i8, ptr %419, i64 4
  store float %291, ptr %420, align 4, !tbaa !16
  %421 = getelementptr inbounds nuw i8, ptr %419, i64 8
  store float %345, ptr %421, align 8, !tbaa !16
  %422 = getelementptr inbounds nuw i8, ptr %419, i64 12
  store float %399, ptr %422, align 4, !tbaa !16
  %423 = getelementptr inbounds nuw float, ptr %4, i64 %192
  %424 = getelementptr inbounds float, ptr %423, i64 %59
  store float %255, ptr %424, align 16, !tbaa !16
  %425 = getelementptr inbounds nuw i8, ptr %424, i64 4
  store float %309, ptr %425, align 4, !tbaa !16
  %426 = getelementptr inbounds nuw i8, ptr %424, i64 8
  store float %363, ptr %426, align 8, !tbaa !16
  %427 = getelementptr inbounds nuw i8, ptr %424, i64 12
  store float %417, ptr %427, align 4, !tbaa !16
  br i1 %48, label %446, label %428

428:                                              ; preds = %49
  %429 = getelementptr inbounds nuw float, ptr %6, i64 %56
  %430 = getelementptr inbounds float, ptr %429, i64 %59
  store float %205, ptr %430, align 16, !tbaa !16
  %431 = getelementptr inbounds nuw i8, ptr %430, i64 4
  store float %259, ptr %431, align 4, !tbaa !16
  %432 = getelementptr inbounds nuw i8, ptr %430, i64 8
  store float %313, ptr %432, align 8, !tbaa !16
  %433 = getelementptr inbounds nuw i8, ptr %430, i64 12
  store float %367, ptr %433, align 4, !tbaa !16
  %434 = getelementptr inbounds float, ptr %430, i64 %11
  store float %210, ptr %434, align 16, !tbaa !16
  %435 = getelementptr inbounds nuw i8, ptr %434, i64 4
  store float %264, ptr %435, align 4, !tbaa !16
  %436 = getelementptr inbounds nuw i8, ptr %434, i64 8
  store float %318, ptr %436, align 8, !tbaa !16
  %437 = getelementptr inbounds nuw i8, ptr %434, i64 12
  store float %372, ptr %437, align 4, !tbaa !16
  %438 = getelementptr inbounds float, ptr %430, i64 %38
  store float %227, ptr %438, align 16, !tbaa !16
  %439 = getelementptr inbounds nuw i8, ptr %438, i64 4
  store float %281, ptr %439, align 4, !tbaa !16
  %440 = getelementptr inbounds nuw i8, ptr %438, i64 8
  store float %335, ptr %440, align 8, !tbaa !16
  %441 = getelementptr inbounds nuw i8, ptr %438, i64 12
  store float %389, ptr %441, align 4, !tbaa !16
  %442 = getelementptr inbounds float, ptr %430, i64 %40
  store float %231, ptr %442, align 16, !tbaa !16
  %443 = getelementptr inbounds nuw i8, ptr %442, i64 4
  store float %285, ptr %443, align 4, !tbaa !16
  %444 = getelementptr inbounds nuw i8, ptr %442, i64 8
  store float %339, ptr %444, align 8, !tbaa !16
  %445 = getelementptr inbounds nuw i8, ptr %442, i64 12
  store float %393, ptr %445, align 4, !tbaa !16
  br label %446

446:                                              ; preds = %428, %49
  %447 = add i64 %50, %17
  %448 = icmp ult i64 %447, %25
  br i1 %448, label %49, label %591, !llvm.loop !18

449:                                              ; preds = %8
  %450 = load i32, ptr %7, align 4, !tbaa !14
  %451 = sext i32 %450 to i64
  %452 = mul nsw i64 %451, %11
  %453 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %454 = zext nneg i32 %453 to i64
  %455 = mul nuw nsw i64 %454, %16
  %456 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %457 = zext nneg i32 %456 to i64
  %458 = add nuw nsw i64 %455, %457
  %459 = icmp ult i64 %458, %452
  br i1 %459, label %460, label %591

460:                                              ; preds = %449
  %461 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %462 = load float, ptr %461, align 4, !tbaa !15
  %463 = shl nsw i32 %10, 1
  %464 = sext i32 %463 to i64
  %465 = mul nsw i32 %10, 3
  %466 = sext i32 %465 to i64
  %467 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %468 = load float, ptr %467, align 4
  %469 = fcmp contract ogt float %468, 0.000000e+00
  %470 = fneg contract float %468
  %471 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %472 = load i32, ptr %471, align 4
  %473 = icmp eq i32 %472, 0
  br label %474

474:                                              ; preds = %460, %588
  %475 = phi i64 [ %458, %460 ], [ %589, %588 ]
  %476 = udiv i64 %475, %11
  %477 = mul i64 %476, %11
  %478 = sub nuw i64 %475, %477
  %479 = trunc i64 %478 to i32
  %480 = mul i64 %476, %12
  %481 = shl i64 %478, 32
  %482 = ashr exact i64 %481, 32
  %483 = add i64 %482, %480
  %484 = getelementptr inbounds nuw float, ptr %0, i64 %483
  %485 = load float, ptr %484, align 4, !tbaa !16
  %486 = getelementptr inbounds nuw float, ptr %1, i64 %483
  %487 = load float, ptr %486, align 4, !tbaa !16
  %488 = fadd contract float %485, %487
  %489 = getelementptr inbounds float, ptr %2, i64 %482
  %490 = load float, ptr %489, align 4, !tbaa !16
  %491 = fadd contract float %488, %490
  %492 = fmul float %491, 0xBFF7154760000000
  %493 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %492)
  %494 = fadd contract float %493, 1.000000e+00
  %495 = fdiv contract float 1.000000e+00, %494
  %496 = add i64 %483, %11
  %497 = getelementptr inbounds nuw float, ptr %0, i64 %496
  %498 = load float, ptr %497, align 4, !tbaa !16
  %499 = getelementptr inbounds nuw float, ptr %1, i64 %496
  %500 = load float, ptr %499, align 4, !tbaa !16
  %501 = fadd contract float %498, %500
  %502 = add nsw i32 %10, %479
  %503 = sext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr %2, i64 %503
  %505 = load float, ptr %504, align 4, !tbaa !16
  %506 = fadd contract float %501, %505
  %507 = fadd contract float %506, %462
  %508 = fmul float %507, 0xBFF7154760000000
  %509 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %508)
  %510 = fadd contract float %509, 1.000000e+00
  %511 = fdiv contract float 1.000000e+00, %510
  %512 = add i64 %483, %464
  %513 = getelementptr inbounds nuw float, ptr %0, i64 %512
  %514 = load float, ptr %513, align 4, !tbaa !16
  %515 = getelementptr inbounds nuw float, ptr %1, i64 %512
  %516 = load float, ptr %515, align 4, !tbaa !16
  %517 = fadd contract float %514, %516
  %518 = add nsw i32 %463, %479
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds float, ptr %2, i64 %519
  %521 = load float, ptr %520, align 4, !tbaa !16
  %522 = fadd contract float %517, %521
  %523 = tail call float @llvm.nvvm.fabs.f32(float %522)
  %524 = fmul float %523, 0x4007154760000000
  %525 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %524)
  %526 = fadd float %525, 1.000000e+00
  %527 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %526) #9, !srcloc !17
  %528 = tail call float @llvm.fma.f32(float %527, float -2.000000e+00, float 1.000000e+00)
  %529 = fcmp oge float %523, 0x4022059680000000
  %530 = select i1 %529, float 1.000000e+00, float %528
  %531 = tail call float @llvm.copysign.f32(float %530, float %522) #10
  %532 = fmul float %522, %522
  %533 = tail call float @llvm.fma.f32(float %532, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %534 = tail call float @llvm.fma.f32(float %533, float %532, float 0x3FC10B2820000000)
  %535 = tail call float @llvm.fma.f32(float %534, float %532, float 0xBFD5553DA0000000)
  %536 = tail call float @llvm.fma.f32(float %535, float %532, float 0.000000e+00)
  %537 = tail call float @llvm.fma.f32(float %536, float %522, float %522)
  %538 = fcmp oge float %523, 0x3FE3333340000000
  %539 = select i1 %538, float %531, float %537
  %540 = add i64 %483, %466
  %541 = getelementptr inbounds nuw float, ptr %0, i64 %540
  %542 = load float, ptr %541, align 4, !tbaa !16
  %543 = getelementptr inbounds nuw float, ptr %1, i64 %540
  %544 = load float, ptr %543, align 4, !tbaa !16
  %545 = fadd contract float %542, %544
  %546 = add nsw i32 %465, %479
  %547 = sext i32 %546 to i64
  %548 = getelementptr inbounds float, ptr %2, i64 %547
  %549 = load float, ptr %548, align 4, !tbaa !16
  %550 = fadd contract float %545, %549
  %551 = fmul float %550, 0xBFF7154760000000
  %552 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %551)
  %553 = fadd contract float %552, 1.000000e+00
  %554 = fdiv contract float 1.000000e+00, %553
  %555 = getelementptr inbounds nuw float, ptr %3, i64 %475
  %556 = load float, ptr %555, align 4, !tbaa !16
  %557 = fmul contract float %511, %556
  %558 = fmul contract float %495, %539
  %559 = fadd contract float %557, %558
  %560 = tail call noundef float @llvm.maxnum.f32(float %559, float %470)
  %561 = tail call noundef float @llvm.minnum.f32(float %560, float %468)
  %562 = select contract i1 %469, float %561, float %559
  %563 = getelementptr inbounds nuw float, ptr %5, i64 %475
  store float %562, ptr %563, align 4, !tbaa !16
  %564 = tail call float @llvm.nvvm.fabs.f32(float %562)
  %565 = fmul float %564, 0x4007154760000000
  %566 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %565)
  %567 = fadd float %566, 1.000000e+00
  %568 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %567) #9, !srcloc !17
  %569 = tail call float @llvm.fma.f32(float %568, float -2.000000e+00, float 1.000000e+00)
  %570 = fcmp oge float %564, 0x4022059680000000
  %571 = select i1 %570, float 1.000000e+00, float %569
  %572 = tail call float @llvm.copysign.f32(float %571, float %562) #10
  %573 = fmul float %562, %562
  %574 = tail call float @llvm.fma.f32(float %573, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %575 = tail call float @llvm.fma.f32(float %574, float %573, float 0x3FC10B2820000000)
  %576 = tail call float @llvm.fma.f32(float %575, float %573, float 0xBFD5553DA0000000)
  %577 = tail call float @llvm.fma.f32(float %576, float %573, float 0.000000e+00)
  %578 = tail call float @llvm.fma.f32(float %577, float %562, float %562)
  %579 = fcmp oge float %564, 0x3FE3333340000000
  %580 = select i1 %579, float %572, float %578
  %581 = fmul contract float %554, %580
  %582 = getelementptr inbounds nuw float, ptr %4, i64 %475
  store float %581, ptr %582, align 4, !tbaa !16
  br i1 %473, label %588, label %583

583:                                              ; preds = %474
  %584 = getelementptr inbounds nuw float, ptr %6, i64 %540
  %585 = getelementptr inbounds nuw float, ptr %6, i64 %512
  %586 = getelementptr inbounds nuw float, ptr %6, i64 %496
  %587 = getelementptr inbounds nuw float, ptr %6, i64 %483
  store float %495, ptr %587, align 4, !tbaa !16
  store float %511, ptr %586, align 4, !tbaa !16
  store float %539, ptr %585, align 4, !tbaa !16
  store float %554, ptr %584, align 4, !tbaa !16
  br label %588

588:                                              ; preds = %583, %474
  %589 = add i64 %475, %17
  %590 = icmp ult i64 %589, %452
  br i1 %590, label %474, label %591, !llvm.loop !20

591:                                              ; preds = %588, %446, %449, %20
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
  %64 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %63) #9, !srcloc !17
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
  br i1 %117, label %38, label %37, !llvm.loop !21
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !27)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !29)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
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
  %45 = load float, ptr %44, align 4, !tbaa !16, !alias.scope !25, !noalias !35
  %46 = getelementptr inbounds float, ptr %2, i64 %43
  %47 = load float, ptr %46, align 4, !tbaa !16, !alias.scope !27, !noalias !36
  %48 = fadd contract float %45, %47
  %49 = add nsw i32 %7, %38
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %41, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !16, !alias.scope !25, !noalias !35
  %53 = getelementptr inbounds float, ptr %2, i64 %50
  %54 = load float, ptr %53, align 4, !tbaa !16, !alias.scope !27, !noalias !36
  %55 = fadd contract float %52, %54
  %56 = add nsw i32 %24, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %41, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !16, !alias.scope !25, !noalias !35
  %60 = getelementptr inbounds float, ptr %2, i64 %57
  %61 = load float, ptr %60, align 4, !tbaa !16, !alias.scope !27, !noalias !36
  %62 = fadd contract float %59, %61
  %63 = getelementptr inbounds float, ptr %40, i64 %43
  %64 = load float, ptr %63, align 4, !tbaa !16, !alias.scope !22, !noalias !37
  %65 = fadd contract float %48, %64
  %66 = fmul float %65, 0xBFF7154760000000
  %67 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %66)
  %68 = fadd contract float %67, 1.000000e+00
  %69 = fdiv contract float 1.000000e+00, %68
  %70 = getelementptr inbounds float, ptr %40, i64 %50
  %71 = load float, ptr %70, align 4, !tbaa !16, !alias.scope !22, !noalias !37
  %72 = fadd contract float %55, %71
  %73 = fmul float %72, 0xBFF7154760000000
  %74 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %73)
  %75 = fadd contract float %74, 1.000000e+00
  %76 = fdiv contract float 1.000000e+00, %75
  %77 = getelementptr inbounds float, ptr %40, i64 %57
  %78 = load float, ptr %77, align 4, !tbaa !16, !alias.scope !22, !noalias !37
  %79 = fmul contract float %62, %69
  %80 = fadd contract float %78, %79
  %81 = tail call float @llvm.nvvm.fabs.f32(float %80)
  %82 = fmul float %81, 0x4007154760000000
  %83 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %82)
  %84 = fadd float %83, 1.000000e+00
  %85 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %84) #9, !srcloc !17
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
  %99 = load float, ptr %98, align 4, !tbaa !16, !alias.scope !29, !noalias !38
  %100 = fsub contract float %99, %97
  %101 = fmul contract float %76, %100
  %102 = fadd contract float %97, %101
  %103 = getelementptr inbounds nuw float, ptr %4, i64 %34
  store float %102, ptr %103, align 4, !tbaa !16, !alias.scope !31, !noalias !39
  br i1 %25, label %111, label %104

104:                                              ; preds = %33
  %105 = mul i64 %26, %35
  %106 = getelementptr inbounds nuw float, ptr %5, i64 %105
  %107 = getelementptr inbounds float, ptr %106, i64 %43
  store float %69, ptr %107, align 4, !tbaa !16, !alias.scope !33, !noalias !40
  %108 = getelementptr inbounds float, ptr %107, i64 %11
  store float %76, ptr %108, align 4, !tbaa !16, !alias.scope !33, !noalias !40
  %109 = getelementptr inbounds float, ptr %107, i64 %27
  store float %97, ptr %109, align 4, !tbaa !16, !alias.scope !33, !noalias !40
  %110 = getelementptr inbounds float, ptr %107, i64 %29
  store float %62, ptr %110, align 4, !tbaa !16, !alias.scope !33, !noalias !40
  br label %111

111:                                              ; preds = %104, %33
  %112 = add i64 %34, %32
  %113 = icmp ult i64 %112, %12
  br i1 %113, label %33, label %114, !llvm.loop !41

114:                                              ; preds = %111, %9
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @gru_cell_fwd_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(address_is_null) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #3 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !47)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
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
  %45 = load double, ptr %44, align 8, !tbaa !55, !alias.scope !45, !noalias !57
  %46 = getelementptr inbounds double, ptr %2, i64 %43
  %47 = load double, ptr %46, align 8, !tbaa !55, !alias.scope !47, !noalias !58
  %48 = fadd contract double %45, %47
  %49 = add nsw i32 %7, %38
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds double, ptr %41, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !55, !alias.scope !45, !noalias !57
  %53 = getelementptr inbounds double, ptr %2, i64 %50
  %54 = load double, ptr %53, align 8, !tbaa !55, !alias.scope !47, !noalias !58
  %55 = fadd contract double %52, %54
  %56 = add nsw i32 %24, %38
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds double, ptr %41, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !55, !alias.scope !45, !noalias !57
  %60 = getelementptr inbounds double, ptr %2, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !55, !alias.scope !47, !noalias !58
  %62 = fadd contract double %59, %61
  %63 = getelementptr inbounds double, ptr %40, i64 %43
  %64 = load double, ptr %63, align 8, !tbaa !55, !alias.scope !42, !noalias !59
  %65 = fadd contract double %48, %64
  %66 = tail call contract noundef double @_Z9sigmoid_dd(double noundef %65) #10, !noalias !60
  %67 = getelementptr inbounds double, ptr %40, i64 %50
  %68 = load double, ptr %67, align 8, !tbaa !55, !alias.scope !42, !noalias !59
  %69 = fadd contract double %55, %68
  %70 = tail call contract noundef double @_Z9sigmoid_dd(double noundef %69) #10, !noalias !60
  %71 = getelementptr inbounds double, ptr %40, i64 %57
  %72 = load double, ptr %71, align 8, !tbaa !55, !alias.scope !42, !noalias !59
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
  %132 = load double, ptr %131, align 8, !tbaa !55, !alias.scope !49, !noalias !61
  %133 = fsub contract double %132, %130
  %134 = fmul contract double %70, %133
  %135 = fadd contract double %130, %134
  %136 = getelementptr inbounds nuw double, ptr %4, i64 %34
  store double %135, ptr %136, align 8, !tbaa !55, !alias.scope !51, !noalias !62
  br i1 %25, label %144, label %137

137:                                              ; preds = %129
  %138 = mul i64 %26, %35
  %139 = getelementptr inbounds nuw double, ptr %5, i64 %138
  %140 = getelementptr inbounds double, ptr %139, i64 %43
  store double %66, ptr %140, align 8, !tbaa !55, !alias.scope !53, !noalias !63
  %141 = getelementptr inbounds double, ptr %140, i64 %11
  store double %70, ptr %141, align 8, !tbaa !55, !alias.scope !53, !noalias !63
  %142 = getelementptr inbounds double, ptr %140, i64 %27
  store double %130, ptr %142, align 8, !tbaa !55, !alias.scope !53, !noalias !63
  %143 = getelementptr inbounds double, ptr %140, i64 %29
  store double %62, ptr %143, align 8, !tbaa !55, !alias.scope !53, !noalias !63
  br label %144

144:                                              ; preds = %137, %129
  %145 = add i64 %34, %32
  %146 = icmp ult i64 %145, %12
  br i1 %146, label %33, label %147, !llvm.loop !64

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
!17 = !{i32 21289}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 0"}
!24 = distinct !{!24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 1"}
!27 = !{!28}
!28 = distinct !{!28, !24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 2"}
!29 = !{!30}
!30 = distinct !{!30, !24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 3"}
!31 = !{!32}
!32 = distinct !{!32, !24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 4"}
!33 = !{!34}
!34 = distinct !{!34, !24, !"_Z8gru_cellIfEvPKT_S2_S2_S2_PS0_S3_iii: argument 5"}
!35 = !{!23, !28, !30, !32, !34}
!36 = !{!23, !26, !30, !32, !34}
!37 = !{!26, !28, !30, !32, !34}
!38 = !{!23, !26, !28, !32, !34}
!39 = !{!23, !26, !28, !30, !34}
!40 = !{!23, !26, !28, !30, !32}
!41 = distinct !{!41, !19}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 0"}
!44 = distinct !{!44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 1"}
!47 = !{!48}
!48 = distinct !{!48, !44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 2"}
!49 = !{!50}
!50 = distinct !{!50, !44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 3"}
!51 = !{!52}
!52 = distinct !{!52, !44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 4"}
!53 = !{!54}
!54 = distinct !{!54, !44, !"_Z8gru_cellIdEvPKT_S2_S2_S2_PS0_S3_iii: argument 5"}
!55 = !{!56, !56, i64 0}
!56 = !{!"double", !8, i64 0}
!57 = !{!43, !48, !50, !52, !54}
!58 = !{!43, !46, !50, !52, !54}
!59 = !{!46, !48, !50, !52, !54}
!60 = !{!43, !46, !48, !50, !52, !54}
!61 = !{!43, !46, !48, !52, !54}
!62 = !{!43, !46, !48, !50, !54}
!63 = !{!43, !46, !48, !50, !52}
!64 = distinct !{!64, !19}
