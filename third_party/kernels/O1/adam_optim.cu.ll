; ModuleID = 'src/adam_optim.cu'
source_filename = "src/adam_optim.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AdamHyper = type { float, float, float, float, float, i32 }
%struct.float4 = type { float, float, float, float }

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @adamw_step_f32x4(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, i64 noundef %4, ptr noundef readonly byval(%struct.AdamHyper) align 4 captures(none) %5, ptr noalias noundef readonly captures(address_is_null) %6) local_unnamed_addr #0 {
  %8 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !11
  %10 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %11 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !14
  %13 = uitofp nneg i32 %10 to float
  %14 = fmul float %13, 5.000000e-01
  %15 = tail call float @llvm.trunc.f32(float %14)
  %16 = fmul float %15, 2.000000e+00
  %17 = fsub float %13, %16
  %18 = tail call float @llvm.nvvm.fabs.f32(float %17)
  %19 = fcmp une float %18, 1.000000e+00
  %20 = tail call float @llvm.nvvm.fabs.f32(float %12)
  %21 = fcmp olt float %20, 0x3810000000000000
  %22 = fmul float %20, 0x4170000000000000
  %23 = select i1 %21, float %22, float %20
  %24 = select i1 %21, float -2.400000e+01, float 0.000000e+00
  %25 = bitcast float %23 to i32
  %26 = add i32 %25, -1060439283
  %27 = and i32 %26, -8388608
  %28 = sub i32 %25, %27
  %29 = bitcast i32 %28 to float
  %30 = sitofp i32 %27 to float
  %31 = tail call float @llvm.fma.f32(float %30, float 0x3E80000000000000, float %24)
  %32 = fadd float %29, -1.000000e+00
  %33 = fadd float %29, 1.000000e+00
  %34 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %33) #7, !srcloc !15
  %35 = fmul float %32, 2.000000e+00
  %36 = fmul float %34, %35
  %37 = fmul float %36, %36
  %38 = fsub float %32, %36
  %39 = fmul float %38, 2.000000e+00
  %40 = fneg float %36
  %41 = tail call float @llvm.fma.f32(float %40, float %32, float %39)
  %42 = tail call float @llvm.nvvm.mul.rn.f(float %34, float %41) #8
  %43 = tail call float @llvm.fma.f32(float %37, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %44 = tail call float @llvm.fma.f32(float %43, float %37, float 0x3F92776E60000000)
  %45 = tail call float @llvm.fma.f32(float %44, float %37, float 0x3FBEC709E0000000)
  %46 = tail call float @llvm.nvvm.mul.rn.f(float %45, float %37) #8
  %47 = tail call float @llvm.fma.f32(float %36, float 0x3FF7154760000000, float %31)
  %48 = fsub float %31, %47
  %49 = tail call float @llvm.fma.f32(float %36, float 0x3FF7154760000000, float %48)
  %50 = tail call float @llvm.fma.f32(float %42, float 0x3FF7154760000000, float %49)
  %51 = tail call float @llvm.fma.f32(float %36, float 0x3E54ABC680000000, float %50)
  %52 = fmul float %46, 3.000000e+00
  %53 = tail call float @llvm.fma.f32(float %52, float %42, float %51)
  %54 = tail call float @llvm.fma.f32(float %46, float %36, float %53)
  %55 = tail call float @llvm.nvvm.add.rn.f(float %47, float %54) #8
  %56 = fneg float %47
  %57 = tail call float @llvm.nvvm.add.rn.f(float %55, float %56) #8
  %58 = fneg float %57
  %59 = tail call float @llvm.nvvm.add.rn.f(float %54, float %58) #8
  %60 = tail call float @llvm.nvvm.mul.rn.f(float %55, float %13) #8
  %61 = fneg float %60
  %62 = tail call float @llvm.fma.f32(float %55, float %13, float %61)
  %63 = tail call float @llvm.fma.f32(float %59, float %13, float %62)
  %64 = tail call float @llvm.nvvm.round.f(float %60) #8
  %65 = fsub float %60, %64
  %66 = fadd float %65, %63
  %67 = tail call float @llvm.fma.f32(float %66, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %68 = tail call float @llvm.fma.f32(float %67, float %66, float 0x3F83B30AC0000000)
  %69 = tail call float @llvm.fma.f32(float %68, float %66, float 0x3FAC6AF760000000)
  %70 = tail call float @llvm.fma.f32(float %69, float %66, float 0x3FCEBFBD80000000)
  %71 = tail call float @llvm.fma.f32(float %70, float %66, float 0x3FE62E4300000000)
  %72 = tail call float @llvm.fma.f32(float %71, float %66, float 1.000000e+00)
  %73 = tail call i32 @llvm.nvvm.f2i.rz(float %64) #8
  %74 = fcmp ogt float %64, 0.000000e+00
  %75 = select i1 %74, i32 0, i32 -2097152000
  %76 = add nsw i32 %75, 2130706432
  %77 = bitcast i32 %76 to float
  %78 = fmul float %72, %77
  %79 = shl i32 %73, 23
  %80 = sub i32 %79, %75
  %81 = bitcast i32 %80 to float
  %82 = fmul float %78, %81
  %83 = tail call float @llvm.nvvm.fabs.f32(float %60)
  %84 = fcmp ogt float %83, 1.520000e+02
  %85 = fcmp olt float %60, 0.000000e+00
  %86 = select i1 %85, float 0.000000e+00, float 0x7FF0000000000000
  %87 = select i1 %84, float %86, float %82
  %88 = fcmp oeq float %12, 1.000000e+00
  br i1 %88, label %113, label %89

89:                                               ; preds = %7
  %90 = fcmp uno float %20, 0.000000e+00
  br i1 %90, label %94, label %91

91:                                               ; preds = %89
  %92 = tail call float @llvm.nvvm.fabs.f32(float %13)
  %93 = fcmp uno float %92, 0.000000e+00
  br i1 %93, label %94, label %96

94:                                               ; preds = %91, %89
  %95 = tail call float @llvm.nvvm.add.rn.f(float %12, float %13) #8
  br label %113

96:                                               ; preds = %91
  %97 = fcmp oeq float %12, 0.000000e+00
  %98 = fcmp oeq float %20, 0x7FF0000000000000
  %99 = select i1 %97, i1 true, i1 %98
  br i1 %99, label %100, label %104

100:                                              ; preds = %96
  %101 = fadd float %12, %12
  %102 = tail call float @llvm.fabs.f32(float %101)
  %103 = select i1 %19, float %102, float %101
  br label %113

104:                                              ; preds = %96
  %105 = fcmp oeq float %12, -1.000000e+00
  %106 = fcmp oeq float %92, 0x7FF0000000000000
  %107 = and i1 %105, %106
  br i1 %107, label %113, label %108

108:                                              ; preds = %104
  %109 = fcmp olt float %12, 0.000000e+00
  br i1 %109, label %110, label %113

110:                                              ; preds = %108
  %111 = fneg float %87
  %112 = select i1 %19, float %87, float %111
  br label %113

113:                                              ; preds = %7, %94, %100, %104, %108, %110
  %114 = phi float [ 1.000000e+00, %7 ], [ %95, %94 ], [ %103, %100 ], [ 1.000000e+00, %104 ], [ %112, %110 ], [ %87, %108 ]
  %115 = fsub contract float 1.000000e+00, %114
  %116 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %117 = load float, ptr %116, align 4, !tbaa !16
  %118 = tail call float @llvm.nvvm.fabs.f32(float %117)
  %119 = fcmp olt float %118, 0x3810000000000000
  %120 = fmul float %118, 0x4170000000000000
  %121 = select i1 %119, float %120, float %118
  %122 = select i1 %119, float -2.400000e+01, float 0.000000e+00
  %123 = bitcast float %121 to i32
  %124 = add i32 %123, -1060439283
  %125 = and i32 %124, -8388608
  %126 = sub i32 %123, %125
  %127 = bitcast i32 %126 to float
  %128 = sitofp i32 %125 to float
  %129 = tail call float @llvm.fma.f32(float %128, float 0x3E80000000000000, float %122)
  %130 = fadd float %127, -1.000000e+00
  %131 = fadd float %127, 1.000000e+00
  %132 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %131) #7, !srcloc !15
  %133 = fmul float %130, 2.000000e+00
  %134 = fmul float %132, %133
  %135 = fmul float %134, %134
  %136 = fsub float %130, %134
  %137 = fmul float %136, 2.000000e+00
  %138 = fneg float %134
  %139 = tail call float @llvm.fma.f32(float %138, float %130, float %137)
  %140 = tail call float @llvm.nvvm.mul.rn.f(float %132, float %139) #8
  %141 = tail call float @llvm.fma.f32(float %135, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %142 = tail call float @llvm.fma.f32(float %141, float %135, float 0x3F92776E60000000)
  %143 = tail call float @llvm.fma.f32(float %142, float %135, float 0x3FBEC709E0000000)
  %144 = tail call float @llvm.nvvm.mul.rn.f(float %143, float %135) #8
  %145 = tail call float @llvm.fma.f32(float %134, float 0x3FF7154760000000, float %129)
  %146 = fsub float %129, %145
  %147 = tail call float @llvm.fma.f32(float %134, float 0x3FF7154760000000, float %146)
  %148 = tail call float @llvm.fma.f32(float %140, float 0x3FF7154760000000, float %147)
  %149 = tail call float @llvm.fma.f32(float %134, float 0x3E54ABC680000000, float %148)
  %150 = fmul float %144, 3.000000e+00
  %151 = tail call float @llvm.fma.f32(float %150, float %140, float %149)
  %152 = tail call float @llvm.fma.f32(float %144, float %134, float %151)
  %153 = tail call float @llvm.nvvm.add.rn.f(float %145, float %152) #8
  %154 = fneg float %145
  %155 = tail call float @llvm.nvvm.add.rn.f(float %153, float %154) #8
  %156 = fneg float %155
  %157 = tail call float @llvm.nvvm.add.rn.f(float %152, float %156) #8
  %158 = tail call float @llvm.nvvm.mul.rn.f(float %153, float %13) #8
  %159 = fneg float %158
  %160 = tail call float @llvm.fma.f32(float %153, float %13, float %159)
  %161 = tail call float @llvm.fma.f32(float %157, float %13, float %160)
  %162 = tail call float @llvm.nvvm.round.f(float %158) #8
  %163 = fsub float %158, %162
  %164 = fadd float %163, %161
  %165 = tail call float @llvm.fma.f32(float %164, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %166 = tail call float @llvm.fma.f32(float %165, float %164, float 0x3F83B30AC0000000)
  %167 = tail call float @llvm.fma.f32(float %166, float %164, float 0x3FAC6AF760000000)
  %168 = tail call float @llvm.fma.f32(float %167, float %164, float 0x3FCEBFBD80000000)
  %169 = tail call float @llvm.fma.f32(float %168, float %164, float 0x3FE62E4300000000)
  %170 = tail call float @llvm.fma.f32(float %169, float %164, float 1.000000e+00)
  %171 = tail call i32 @llvm.nvvm.f2i.rz(float %162) #8
  %172 = fcmp ogt float %162, 0.000000e+00
  %173 = select i1 %172, i32 0, i32 -2097152000
  %174 = add nsw i32 %173, 2130706432
  %175 = bitcast i32 %174 to float
  %176 = fmul float %170, %175
  %177 = shl i32 %171, 23
  %178 = sub i32 %177, %173
  %179 = bitcast i32 %178 to float
  %180 = fmul float %176, %179
  %181 = tail call float @llvm.nvvm.fabs.f32(float %158)
  %182 = fcmp ogt float %181, 1.520000e+02
  %183 = fcmp olt float %158, 0.000000e+00
  %184 = select i1 %183, float 0.000000e+00, float 0x7FF0000000000000
  %185 = select i1 %182, float %184, float %180
  %186 = fcmp oeq float %117, 1.000000e+00
  br i1 %186, label %211, label %187

187:                                              ; preds = %113
  %188 = fcmp uno float %118, 0.000000e+00
  br i1 %188, label %192, label %189

189:                                              ; preds = %187
  %190 = tail call float @llvm.nvvm.fabs.f32(float %13)
  %191 = fcmp uno float %190, 0.000000e+00
  br i1 %191, label %192, label %194

192:                                              ; preds = %189, %187
  %193 = tail call float @llvm.nvvm.add.rn.f(float %117, float %13) #8
  br label %211

194:                                              ; preds = %189
  %195 = fcmp oeq float %117, 0.000000e+00
  %196 = fcmp oeq float %118, 0x7FF0000000000000
  %197 = select i1 %195, i1 true, i1 %196
  br i1 %197, label %198, label %202

198:                                              ; preds = %194
  %199 = fadd float %117, %117
  %200 = tail call float @llvm.fabs.f32(float %199)
  %201 = select i1 %19, float %200, float %199
  br label %211

202:                                              ; preds = %194
  %203 = fcmp oeq float %117, -1.000000e+00
  %204 = fcmp oeq float %190, 0x7FF0000000000000
  %205 = and i1 %204, %203
  br i1 %205, label %211, label %206

206:                                              ; preds = %202
  %207 = fcmp olt float %117, 0.000000e+00
  br i1 %207, label %208, label %211

208:                                              ; preds = %206
  %209 = fneg float %185
  %210 = select i1 %19, float %185, float %209
  br label %211

211:                                              ; preds = %113, %192, %198, %202, %206, %208
  %212 = phi float [ 1.000000e+00, %113 ], [ %193, %192 ], [ %201, %198 ], [ 1.000000e+00, %202 ], [ %210, %208 ], [ %185, %206 ]
  %213 = fsub contract float 1.000000e+00, %212
  %214 = load float, ptr %5, align 4, !tbaa !17
  %215 = fdiv contract float %214, %115
  %216 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %213)
  %217 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %218 = load float, ptr %217, align 4, !tbaa !18
  %219 = fmul contract float %214, %218
  %220 = fsub contract float 1.000000e+00, %219
  %221 = icmp eq ptr %6, null
  br i1 %221, label %225, label %222

222:                                              ; preds = %211
  %223 = load float, ptr %6, align 4, !tbaa !19
  %224 = tail call noundef float @llvm.minnum.f32(float %223, float 1.000000e+00)
  br label %225

225:                                              ; preds = %211, %222
  %226 = phi contract float [ %224, %222 ], [ 1.000000e+00, %211 ]
  %227 = fsub contract float 1.000000e+00, %12
  %228 = fsub contract float 1.000000e+00, %117
  %229 = lshr i64 %4, 2
  %230 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %231 = zext nneg i32 %230 to i64
  %232 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %233 = zext nneg i32 %232 to i64
  %234 = mul nuw nsw i64 %231, %233
  %235 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %236 = zext nneg i32 %235 to i64
  %237 = mul nuw nsw i64 %236, %233
  %238 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %239 = zext nneg i32 %238 to i64
  %240 = add nuw nsw i64 %237, %239
  %241 = icmp samesign ult i64 %240, %229
  br i1 %241, label %242, label %245

242:                                              ; preds = %225
  %243 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %244 = load float, ptr %243, align 4, !tbaa !20
  br label %252

245:                                              ; preds = %252, %225
  %246 = and i64 %4, -4
  %247 = add i64 %246, %240
  %248 = icmp ult i64 %247, %4
  br i1 %248, label %249, label %340

249:                                              ; preds = %245
  %250 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %251 = load float, ptr %250, align 4, !tbaa !20
  br label %341

252:                                              ; preds = %242, %252
  %253 = phi i64 [ %240, %242 ], [ %338, %252 ]
  %254 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %253
  %255 = load float, ptr %254, align 16, !tbaa !19
  %256 = getelementptr inbounds nuw i8, ptr %254, i64 4
  %257 = load float, ptr %256, align 4, !tbaa !19
  %258 = getelementptr inbounds nuw i8, ptr %254, i64 8
  %259 = load float, ptr %258, align 8, !tbaa !19
  %260 = getelementptr inbounds nuw i8, ptr %254, i64 12
  %261 = load float, ptr %260, align 4, !tbaa !19
  %262 = getelementptr inbounds nuw %struct.float4, ptr %1, i64 %253
  %263 = load float, ptr %262, align 16, !tbaa !19
  %264 = getelementptr inbounds nuw i8, ptr %262, i64 4
  %265 = load float, ptr %264, align 4, !tbaa !19
  %266 = getelementptr inbounds nuw i8, ptr %262, i64 8
  %267 = load float, ptr %266, align 8, !tbaa !19
  %268 = getelementptr inbounds nuw i8, ptr %262, i64 12
  %269 = load float, ptr %268, align 4, !tbaa !19
  %270 = getelementptr inbounds nuw %struct.float4, ptr %2, i64 %253
  %271 = load float, ptr %270, align 16, !tbaa !19
  %272 = getelementptr inbounds nuw i8, ptr %270, i64 4
  %273 = load float, ptr %272, align 4, !tbaa !19
  %274 = getelementptr inbounds nuw i8, ptr %270, i64 8
  %275 = load float, ptr %274, align 8, !tbaa !19
  %276 = getelementptr inbounds nuw i8, ptr %270, i64 12
  %277 = load float, ptr %276, align 4, !tbaa !19
  %278 = getelementptr inbounds nuw %struct.float4, ptr %3, i64 %253
  %279 = load float, ptr %278, align 16, !tbaa !19
  %280 = getelementptr inbounds nuw i8, ptr %278, i64 4
  %281 = load float, ptr %280, align 4, !tbaa !19
  %282 = getelementptr inbounds nuw i8, ptr %278, i64 8
  %283 = load float, ptr %282, align 8, !tbaa !19
  %284 = getelementptr inbounds nuw i8, ptr %278, i64 12
  %285 = load float, ptr %284, align 4, !tbaa !19
  %286 = fmul contract float %226, %263
  %287 = fmul contract float %227, %286
  %288 = tail call noundef float @llvm.fma.f32(float %12, float %271, float %287)
  %289 = fmul contract float %228, %286
  %290 = fmul contract float %286, %289
  %291 = tail call noundef float @llvm.fma.f32(float %117, float %279, float %290)
  %292 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %291) #8
  %293 = fmul contract float %216, %292
  %294 = fadd contract float %293, %244
  %295 = fmul contract float %220, %255
  %296 = fmul contract float %215, %288
  %297 = fdiv contract float %296, %294
  %298 = fsub contract float %295, %297
  %299 = fmul contract float %226, %265
  %300 = fmul contract float %227, %299
  %301 = tail call noundef float @llvm.fma.f32(float %12, float %273, float %300)
  %302 = fmul contract float %228, %299
  %303 = fmul contract float %299, %302
  %304 = tail call noundef float @llvm.fma.f32(float %117, float %281, float %303)
  %305 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %304) #8
  %306 = fmul contract float %216, %305
  %307 = fadd contract float %244, %306
  %308 = fmul contract float %220, %257
  %309 = fmul contract float %215, %301
  %310 = fdiv contract float %309, %307
  %311 = fsub contract float %308, %310
  %312 = fmul contract float %226, %267
  %313 = fmul contract float %227, %312
  %314 = tail call noundef float @llvm.fma.f32(float %12, float %275, float %313)
  %315 = fmul contract float %228, %312
  %316 = fmul contract float %312, %315
  %317 = tail call noundef float @llvm.fma.f32(float %117, float %283, float %316)
  %318 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %317) #8
  %319 = fmul contract float %216, %318
  %320 = fadd contract float %244, %319
  %321 = fmul contract float %220, %259
  %322 = fmul contract float %215, %314
  %323 = fdiv contract float %322, %320
  %324 = fsub contract float %321, %323
  %325 = fmul contract float %226, %269
  %326 = fmul contract float %227, %325
  %327 = tail call noundef float @llvm.fma.f32(float %12, float %277, float %326)
  %328 = fmul contract float %228, %325
  %329 = fmul contract float %325, %328
  %330 = tail call noundef float @llvm.fma.f32(float %117, float %285, float %329)
  %331 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %330) #8
  %332 = fmul contract float %216, %331
  %333 = fadd contract float %244, %332
  %334 = fmul contract float %220, %261
  %335 = fmul contract float %215, %327
  %336 = fdiv contract float %335, %333
  %337 = fsub contract float %334, %336
  store float %298, ptr %254, align 16, !tbaa !19
  store float %311, ptr %256, align 4, !tbaa !19
  store float %324, ptr %258, align 8, !tbaa !19
  store float %337, ptr %260, align 4, !tbaa !19
  store float %288, ptr %270, align 16, !tbaa !19
  store float %301, ptr %272, align 4, !tbaa !19
  store float %314, ptr %274, align 8, !tbaa !19
  store float %327, ptr %276, align 4, !tbaa !19
  store float %291, ptr %278, align 16, !tbaa !19
  store float %304, ptr %280, align 4, !tbaa !19
  store float %317, ptr %282, align 8, !tbaa !19
  store float %330, ptr %284, align 4, !tbaa !19
  %338 = add i64 %253, %234
  %339 = icmp samesign ult i64 %338, %229
  br i1 %339, label %252, label %245, !llvm.loop !21

340:                                              ; preds = %341, %245
  ret void

341:                                              ; preds = %249, %341
  %342 = phi i64 [ %247, %249 ], [ %364, %341 ]
  %343 = getelementptr inbounds nuw float, ptr %1, i64 %342
  %344 = load float, ptr %343, align 4, !tbaa !19
  %345 = fmul contract float %226, %344
  %346 = getelementptr inbounds nuw float, ptr %2, i64 %342
  %347 = load float, ptr %346, align 4, !tbaa !19
  %348 = fmul contract float %227, %345
  %349 = tail call noundef float @llvm.fma.f32(float %12, float %347, float %348)
  %350 = getelementptr inbounds nuw float, ptr %3, i64 %342
  %351 = load float, ptr %350, align 4, !tbaa !19
  %352 = fmul contract float %228, %345
  %353 = fmul contract float %345, %352
  %354 = tail call noundef float @llvm.fma.f32(float %117, float %351, float %353)
  store float %349, ptr %346, align 4, !tbaa !19
  store float %354, ptr %350, align 4, !tbaa !19
  %355 = getelementptr inbounds nuw float, ptr %0, i64 %342
  %356 = load float, ptr %355, align 4, !tbaa !19
  %357 = fmul contract float %220, %356
  %358 = fmul contract float %215, %349
  %359 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %354) #8
  %360 = fmul contract float %216, %359
  %361 = fadd contract float %360, %251
  %362 = fdiv contract float %358, %361
  %363 = fsub contract float %357, %362
  store float %363, ptr %355, align 4, !tbaa !19
  %364 = add i64 %342, %234
  %365 = icmp ult i64 %364, %4
  br i1 %365, label %341, label %340, !llvm.loop !24
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @adam_mixed_f16_amsgrad(ptr noalias noundef captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(address_is_null) %5, i32 noundef %6, ptr noundef readonly byval(%struct.AdamHyper) align 4 captures(none) %7, ptr noalias noundef readonly captures(address_is_null) %8, ptr noalias noundef %9) local_unnamed_addr #1 {
  %11 = load volatile float, ptr %9, align 4, !tbaa !19
  %12 = fcmp contract oeq float %11, 1.000000e+00
  br i1 %12, label %140, label %13

13:                                               ; preds = %10
  %14 = icmp eq ptr %8, null
  br i1 %14, label %18, label %15

15:                                               ; preds = %13
  %16 = load float, ptr %8, align 4, !tbaa !19
  %17 = fdiv contract float 1.000000e+00, %16
  br label %18

18:                                               ; preds = %13, %15
  %19 = phi contract float [ %17, %15 ], [ 1.000000e+00, %13 ]
  %20 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %21 = load float, ptr %20, align 4, !tbaa !14
  %22 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %23 = load i32, ptr %22, align 4, !tbaa !11
  %24 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %23, i32 1)
  %25 = uitofp nneg i32 %24 to float
  %26 = tail call float @llvm.nvvm.lg2.approx.f(float %21) #8
  %27 = fmul float %26, %25
  %28 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %27)
  %29 = fsub contract float 1.000000e+00, %28
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %31 = load float, ptr %30, align 4, !tbaa !16
  %32 = tail call float @llvm.nvvm.lg2.approx.f(float %31) #8
  %33 = fmul float %32, %25
  %34 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %33)
  %35 = fsub contract float 1.000000e+00, %34
  %36 = load float, ptr %7, align 4, !tbaa !17
  %37 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %35) #8
  %38 = fmul contract float %36, %37
  %39 = fdiv contract float %38, %29
  %40 = icmp eq ptr %5, null
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %42 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %43 = mul i32 %41, %42
  %44 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %45 = add i32 %43, %44
  %46 = icmp slt i32 %45, %6
  br i1 %46, label %47, label %56

47:                                               ; preds = %18
  %48 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %49 = load float, ptr %48, align 4
  %50 = fsub contract float 1.000000e+00, %21
  %51 = fsub contract float 1.000000e+00, %31
  %52 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %53 = load float, ptr %52, align 4
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %55 = mul i32 %54, %42
  br label %62

56:                                               ; preds = %134, %18
  %57 = phi i1 [ false, %18 ], [ %135, %134 ]
  %58 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %57)
  %59 = and i32 %44, 31
  %60 = icmp eq i32 %59, 0
  %61 = and i1 %60, %58
  br i1 %61, label %138, label %140

62:                                               ; preds = %47, %134
  %63 = phi i1 [ false, %47 ], [ %135, %134 ]
  %64 = phi i32 [ %45, %47 ], [ %136, %134 ]
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i16, ptr %2, i64 %65
  %67 = load i16, ptr %66, align 2, !tbaa !25
  %68 = and i16 %67, 32767
  %69 = zext nneg i16 %68 to i32
  %70 = shl nuw nsw i32 %69, 13
  %71 = bitcast i32 %70 to float
  %72 = fmul contract float %71, 0x46F0000000000000
  %73 = icmp samesign ugt i16 %68, 31743
  %74 = or i32 %70, 2139095040
  %75 = sext i16 %67 to i32
  %76 = and i32 %75, -2147483648
  %77 = bitcast float %72 to i32
  %78 = select i1 %73, i32 %74, i32 %77
  %79 = or i32 %78, %76
  %80 = bitcast i32 %79 to float
  %81 = fmul contract float %19, %80
  %82 = tail call float @llvm.nvvm.fabs.f32(float %81)
  %83 = fcmp ueq float %82, 0x7FF0000000000000
  br i1 %83, label %134, label %84

84:                                               ; preds = %62
  %85 = getelementptr inbounds float, ptr %0, i64 %65
  %86 = load float, ptr %85, align 4, !tbaa !19
  %87 = tail call noundef float @llvm.fma.f32(float %49, float %86, float %81)
  %88 = getelementptr inbounds float, ptr %3, i64 %65
  %89 = load float, ptr %88, align 4, !tbaa !19
  %90 = fmul contract float %50, %87
  %91 = tail call noundef float @llvm.fma.f32(float %21, float %89, float %90)
  %92 = getelementptr inbounds float, ptr %4, i64 %65
  %93 = load float, ptr %92, align 4, !tbaa !19
  %94 = fmul contract float %51, %87
  %95 = fmul contract float %87, %94
  %96 = tail call noundef float @llvm.fma.f32(float %31, float %93, float %95)
  store float %91, ptr %88, align 4, !tbaa !19
  store float %96, ptr %92, align 4, !tbaa !19
  br i1 %40, label %101, label %97

97:                                               ; preds = %84
  %98 = getelementptr inbounds float, ptr %5, i64 %65
  %99 = load float, ptr %98, align 4, !tbaa !19
  %100 = tail call noundef float @llvm.maxnum.f32(float %99, float %96)
  store float %100, ptr %98, align 4, !tbaa !19
  br label %101

101:                                              ; preds = %97, %84
  %102 = phi float [ %100, %97 ], [ %96, %84 ]
  %103 = fmul contract float %39, %91
  %104 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %102) #8
  %105 = fadd contract float %104, %53
  %106 = fdiv contract float %103, %105
  %107 = fsub contract float %86, %106
  store float %107, ptr %85, align 4, !tbaa !19
  %108 = bitcast float %107 to i32
  %109 = tail call float @llvm.fabs.f32(float %107)
  %110 = bitcast float %109 to i32
  %111 = icmp samesign ugt i32 %110, 1199570943
  br i1 %111, label %112, label %115

112:                                              ; preds = %101
  %113 = icmp samesign ugt i32 %110, 2139095040
  %114 = select i1 %113, i32 32256, i32 31744
  br label %127

115:                                              ; preds = %101
  %116 = icmp samesign ult i32 %110, 947912704
  br i1 %116, label %117, label %121

117:                                              ; preds = %115
  %118 = fadd contract float %109, 5.000000e-01
  %119 = bitcast float %118 to i32
  %120 = add i32 %119, -1056964608
  br label %127

121:                                              ; preds = %115
  %122 = lshr i32 %108, 13
  %123 = and i32 %122, 1
  %124 = add nsw i32 %110, -939520001
  %125 = add nuw nsw i32 %124, %123
  %126 = lshr i32 %125, 13
  br label %127

127:                                              ; preds = %112, %117, %121
  %128 = phi i32 [ %114, %112 ], [ %120, %117 ], [ %126, %121 ]
  %129 = lshr i32 %108, 16
  %130 = and i32 %129, 32768
  %131 = or i32 %128, %130
  %132 = trunc i32 %131 to i16
  %133 = getelementptr inbounds i16, ptr %1, i64 %65
  store i16 %132, ptr %133, align 2, !tbaa !25
  br label %134

134:                                              ; preds = %62, %127
  %135 = phi i1 [ %63, %127 ], [ true, %62 ]
  %136 = add i32 %64, %55
  %137 = icmp slt i32 %136, %6
  br i1 %137, label %62, label %56, !llvm.loop !27

138:                                              ; preds = %56
  %139 = atomicrmw xchg ptr %9, i32 1065353216 seq_cst, align 4
  br label %140

140:                                              ; preds = %56, %138, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }
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
!11 = !{!12, !7, i64 20}
!12 = !{!"_ZTS9AdamHyper", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !7, i64 20}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 4}
!15 = !{i32 21289}
!16 = !{!12, !13, i64 8}
!17 = !{!12, !13, i64 0}
!18 = !{!12, !13, i64 16}
!19 = !{!13, !13, i64 0}
!20 = !{!12, !13, i64 12}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !22, !23}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !8, i64 0}
!27 = distinct !{!27, !22, !23}
