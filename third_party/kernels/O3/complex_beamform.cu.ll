; ModuleID = 'src/complex_beamform.cu'
source_filename = "src/complex_beamform.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }
%struct.cf = type { float, float }

@c_sensor_xy = dso_local addrspace(4) externally_initialized constant [32 x %struct.float2.0] zeroinitializer, align 8
@c_taper = dso_local addrspace(4) externally_initialized constant [32 x float] zeroinitializer, align 4
@_ZZ14beamform_powerE3s_x = internal unnamed_addr addrspace(3) global [32 x [32 x %struct.float2.0]] undef, align 8
@_ZZ14cgemm8_batchedE3s_a = internal unnamed_addr addrspace(3) global [4 x [8 x [9 x %struct.cf]]] undef, align 4
@_ZZ14cgemm8_batchedE3s_b = internal unnamed_addr addrspace(3) global [4 x [8 x [9 x %struct.cf]]] undef, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), ptr addrspacecast (ptr addrspace(4) @c_taper to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @beamform_power(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = alloca [7 x i32], align 4
  %9 = alloca [7 x i32], align 4
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 32)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %3
  %18 = sitofp i32 %16 to float
  %19 = fmul contract float %5, %18
  %20 = fadd contract float %4, %19
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %21 = fmul float %20, 0x3FE45F3060000000
  %22 = tail call i32 @llvm.nvvm.f2i.rn(float %21) #6
  %23 = sitofp i32 %22 to float
  %24 = tail call float @llvm.fma.f32(float %23, float 0xBFF921FB40000000, float %20)
  %25 = tail call float @llvm.fma.f32(float %23, float 0xBE74442D00000000, float %24)
  %26 = tail call float @llvm.fma.f32(float %23, float 0xBCF84698A0000000, float %25)
  %27 = tail call float @llvm.nvvm.fabs.f32(float %20)
  %28 = fcmp ult float %27, 1.056150e+05
  br i1 %28, label %107, label %29

29:                                               ; preds = %7
  %30 = fcmp oeq float %27, 0x7FF0000000000000
  br i1 %30, label %31, label %33

31:                                               ; preds = %29
  %32 = tail call float @llvm.nvvm.mul.rn.f(float %20, float 0.000000e+00) #6
  br label %107

33:                                               ; preds = %29
  %34 = bitcast float %20 to i32
  %35 = shl i32 %34, 8
  %36 = or i32 %35, -2147483648
  %37 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %36, i32 0) #7, !srcloc !11
  %38 = extractvalue { i32, i32 } %37, 0
  %39 = extractvalue { i32, i32 } %37, 1
  store i32 %38, ptr %8, align 4
  %40 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %36, i32 %39) #7, !srcloc !11
  %41 = extractvalue { i32, i32 } %40, 0
  %42 = extractvalue { i32, i32 } %40, 1
  %43 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 %41, ptr %43, align 4
  %44 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %36, i32 %42) #7, !srcloc !11
  %45 = extractvalue { i32, i32 } %44, 0
  %46 = extractvalue { i32, i32 } %44, 1
  %47 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 %45, ptr %47, align 4
  %48 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %36, i32 %46) #7, !srcloc !11
  %49 = extractvalue { i32, i32 } %48, 0
  %50 = extractvalue { i32, i32 } %48, 1
  %51 = getelementptr inbounds nuw i8, ptr %8, i64 12
  store i32 %49, ptr %51, align 4
  %52 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %36, i32 %50) #7, !srcloc !11
  %53 = extractvalue { i32, i32 } %52, 0
  %54 = extractvalue { i32, i32 } %52, 1
  %55 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store i32 %53, ptr %55, align 4
  %56 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %36, i32 %54) #7, !srcloc !11
  %57 = extractvalue { i32, i32 } %56, 0
  %58 = extractvalue { i32, i32 } %56, 1
  %59 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store i32 %57, ptr %59, align 4
  %60 = lshr i32 %34, 23
  %61 = and i32 %60, 224
  %62 = add nsw i32 %61, -128
  %63 = lshr exact i32 %62, 5
  %64 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store i32 %58, ptr %64, align 4
  %65 = sub nsw i32 6, %63
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %8, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = sub nsw i32 5, %63
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %8, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = freeze i32 %72
  %74 = and i32 %34, 260046848
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %82, label %76

76:                                               ; preds = %33
  %77 = sub nsw i32 4, %63
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %8, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = tail call i32 @llvm.fshl.i32(i32 %73, i32 %80, i32 %60)
  br label %82

82:                                               ; preds = %76, %33
  %83 = phi i32 [ %81, %76 ], [ %73, %33 ]
  %84 = tail call i32 @llvm.fshl.i32(i32 %68, i32 %73, i32 %60)
  %85 = lshr i32 %84, 30
  %86 = tail call i32 @llvm.fshl.i32(i32 %84, i32 %83, i32 2)
  %87 = shl i32 %83, 2
  %88 = lshr i32 %86, 31
  %89 = add nuw nsw i32 %88, %85
  %90 = sub nsw i32 0, %89
  %91 = icmp slt i32 %34, 0
  %92 = select i1 %91, i32 %90, i32 %89
  %93 = xor i32 %86, %34
  %94 = ashr i32 %86, 31
  %95 = xor i32 %94, %86
  %96 = xor i32 %94, %87
  %97 = zext i32 %95 to i64
  %98 = shl nuw i64 %97, 32
  %99 = zext i32 %96 to i64
  %100 = or disjoint i64 %98, %99
  %101 = sitofp i64 %100 to double
  %102 = fmul double %101, 0x3BF921FB54442D19
  %103 = fptrunc double %102 to float
  %104 = fneg float %103
  %105 = icmp slt i32 %93, 0
  %106 = select i1 %105, float %104, float %103
  br label %107

107:                                              ; preds = %7, %31, %82
  %108 = phi i32 [ %22, %7 ], [ 0, %31 ], [ %92, %82 ]
  %109 = phi float [ %26, %7 ], [ %32, %31 ], [ %106, %82 ]
  %110 = fmul float %109, %109
  %111 = tail call float @llvm.fma.f32(float %110, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %112 = tail call float @llvm.fma.f32(float %111, float %110, float 0x3FA5555760000000)
  %113 = tail call float @llvm.fma.f32(float %112, float %110, float 0xBFDFFFFFE0000000)
  %114 = tail call float @llvm.fma.f32(float %113, float %110, float 1.000000e+00)
  %115 = tail call float @llvm.fma.f32(float %110, float %109, float 0.000000e+00)
  %116 = tail call float @llvm.fma.f32(float %110, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %117 = tail call float @llvm.fma.f32(float %116, float %110, float 0xBFC5555500000000)
  %118 = tail call float @llvm.fma.f32(float %117, float %115, float %109)
  %119 = and i32 %108, 1
  %120 = icmp eq i32 %119, 0
  %121 = select i1 %120, float %118, float %114
  %122 = select i1 %120, float %114, float %118
  %123 = and i32 %108, 2
  %124 = icmp eq i32 %123, 0
  %125 = fneg float %121
  %126 = select i1 %124, float %121, float %125
  %127 = add i32 %108, 1
  %128 = and i32 %127, 2
  %129 = icmp eq i32 %128, 0
  %130 = fneg float %122
  %131 = select i1 %129, float %122, float %130
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %132 = icmp sgt i32 %1, 0
  br i1 %132, label %327, label %454

133:                                              ; preds = %4484
  %134 = zext nneg i32 %11 to i64
  %135 = trunc i64 %455 to i32
  %136 = lshr i64 %455, 32
  %137 = trunc nuw i64 %136 to i32
  %138 = bitcast i32 %135 to float
  %139 = bitcast i32 %137 to float
  %140 = fneg contract float %139
  %141 = trunc i64 %585 to i32
  %142 = lshr i64 %585, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = bitcast i32 %141 to float
  %145 = bitcast i32 %143 to float
  %146 = fneg contract float %145
  %147 = trunc i64 %715 to i32
  %148 = lshr i64 %715, 32
  %149 = trunc nuw i64 %148 to i32
  %150 = bitcast i32 %147 to float
  %151 = bitcast i32 %149 to float
  %152 = fneg contract float %151
  %153 = trunc i64 %845 to i32
  %154 = lshr i64 %845, 32
  %155 = trunc nuw i64 %154 to i32
  %156 = bitcast i32 %153 to float
  %157 = bitcast i32 %155 to float
  %158 = fneg contract float %157
  %159 = trunc i64 %975 to i32
  %160 = lshr i64 %975, 32
  %161 = trunc nuw i64 %160 to i32
  %162 = bitcast i32 %159 to float
  %163 = bitcast i32 %161 to float
  %164 = fneg contract float %163
  %165 = trunc i64 %1105 to i32
  %166 = lshr i64 %1105, 32
  %167 = trunc nuw i64 %166 to i32
  %168 = bitcast i32 %165 to float
  %169 = bitcast i32 %167 to float
  %170 = fneg contract float %169
  %171 = trunc i64 %1235 to i32
  %172 = lshr i64 %1235, 32
  %173 = trunc nuw i64 %172 to i32
  %174 = bitcast i32 %171 to float
  %175 = bitcast i32 %173 to float
  %176 = fneg contract float %175
  %177 = trunc i64 %1365 to i32
  %178 = lshr i64 %1365, 32
  %179 = trunc nuw i64 %178 to i32
  %180 = bitcast i32 %177 to float
  %181 = bitcast i32 %179 to float
  %182 = fneg contract float %181
  %183 = trunc i64 %1495 to i32
  %184 = lshr i64 %1495, 32
  %185 = trunc nuw i64 %184 to i32
  %186 = bitcast i32 %183 to float
  %187 = bitcast i32 %185 to float
  %188 = fneg contract float %187
  %189 = trunc i64 %1625 to i32
  %190 = lshr i64 %1625, 32
  %191 = trunc nuw i64 %190 to i32
  %192 = bitcast i32 %189 to float
  %193 = bitcast i32 %191 to float
  %194 = fneg contract float %193
  %195 = trunc i64 %1755 to i32
  %196 = lshr i64 %1755, 32
  %197 = trunc nuw i64 %196 to i32
  %198 = bitcast i32 %195 to float
  %199 = bitcast i32 %197 to float
  %200 = fneg contract float %199
  %201 = trunc i64 %1885 to i32
  %202 = lshr i64 %1885, 32
  %203 = trunc nuw i64 %202 to i32
  %204 = bitcast i32 %201 to float
  %205 = bitcast i32 %203 to float
  %206 = fneg contract float %205
  %207 = trunc i64 %2015 to i32
  %208 = lshr i64 %2015, 32
  %209 = trunc nuw i64 %208 to i32
  %210 = bitcast i32 %207 to float
  %211 = bitcast i32 %209 to float
  %212 = fneg contract float %211
  %213 = trunc i64 %2145 to i32
  %214 = lshr i64 %2145, 32
  %215 = trunc nuw i64 %214 to i32
  %216 = bitcast i32 %213 to float
  %217 = bitcast i32 %215 to float
  %218 = fneg contract float %217
  %219 = trunc i64 %2275 to i32
  %220 = lshr i64 %2275, 32
  %221 = trunc nuw i64 %220 to i32
  %222 = bitcast i32 %219 to float
  %223 = bitcast i32 %221 to float
  %224 = fneg contract float %223
  %225 = trunc i64 %2405 to i32
  %226 = lshr i64 %2405, 32
  %227 = trunc nuw i64 %226 to i32
  %228 = bitcast i32 %225 to float
  %229 = bitcast i32 %227 to float
  %230 = fneg contract float %229
  %231 = trunc i64 %2535 to i32
  %232 = lshr i64 %2535, 32
  %233 = trunc nuw i64 %232 to i32
  %234 = bitcast i32 %231 to float
  %235 = bitcast i32 %233 to float
  %236 = fneg contract float %235
  %237 = trunc i64 %2665 to i32
  %238 = lshr i64 %2665, 32
  %239 = trunc nuw i64 %238 to i32
  %240 = bitcast i32 %237 to float
  %241 = bitcast i32 %239 to float
  %242 = fneg contract float %241
  %243 = trunc i64 %2795 to i32
  %244 = lshr i64 %2795, 32
  %245 = trunc nuw i64 %244 to i32
  %246 = bitcast i32 %243 to float
  %247 = bitcast i32 %245 to float
  %248 = fneg contract float %247
  %249 = trunc i64 %2925 to i32
  %250 = lshr i64 %2925, 32
  %251 = trunc nuw i64 %250 to i32
  %252 = bitcast i32 %249 to float
  %253 = bitcast i32 %251 to float
  %254 = fneg contract float %253
  %255 = trunc i64 %3055 to i32
  %256 = lshr i64 %3055, 32
  %257 = trunc nuw i64 %256 to i32
  %258 = bitcast i32 %255 to float
  %259 = bitcast i32 %257 to float
  %260 = fneg contract float %259
  %261 = trunc i64 %3185 to i32
  %262 = lshr i64 %3185, 32
  %263 = trunc nuw i64 %262 to i32
  %264 = bitcast i32 %261 to float
  %265 = bitcast i32 %263 to float
  %266 = fneg contract float %265
  %267 = trunc i64 %3315 to i32
  %268 = lshr i64 %3315, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = bitcast i32 %267 to float
  %271 = bitcast i32 %269 to float
  %272 = fneg contract float %271
  %273 = trunc i64 %3445 to i32
  %274 = lshr i64 %3445, 32
  %275 = trunc nuw i64 %274 to i32
  %276 = bitcast i32 %273 to float
  %277 = bitcast i32 %275 to float
  %278 = fneg contract float %277
  %279 = trunc i64 %3575 to i32
  %280 = lshr i64 %3575, 32
  %281 = trunc nuw i64 %280 to i32
  %282 = bitcast i32 %279 to float
  %283 = bitcast i32 %281 to float
  %284 = fneg contract float %283
  %285 = trunc i64 %3705 to i32
  %286 = lshr i64 %3705, 32
  %287 = trunc nuw i64 %286 to i32
  %288 = bitcast i32 %285 to float
  %289 = bitcast i32 %287 to float
  %290 = fneg contract float %289
  %291 = trunc i64 %3835 to i32
  %292 = lshr i64 %3835, 32
  %293 = trunc nuw i64 %292 to i32
  %294 = bitcast i32 %291 to float
  %295 = bitcast i32 %293 to float
  %296 = fneg contract float %295
  %297 = trunc i64 %3965 to i32
  %298 = lshr i64 %3965, 32
  %299 = trunc nuw i64 %298 to i32
  %300 = bitcast i32 %297 to float
  %301 = bitcast i32 %299 to float
  %302 = fneg contract float %301
  %303 = trunc i64 %4095 to i32
  %304 = lshr i64 %4095, 32
  %305 = trunc nuw i64 %304 to i32
  %306 = bitcast i32 %303 to float
  %307 = bitcast i32 %305 to float
  %308 = fneg contract float %307
  %309 = trunc i64 %4225 to i32
  %310 = lshr i64 %4225, 32
  %311 = trunc nuw i64 %310 to i32
  %312 = bitcast i32 %309 to float
  %313 = bitcast i32 %311 to float
  %314 = fneg contract float %313
  %315 = trunc i64 %4355 to i32
  %316 = lshr i64 %4355, 32
  %317 = trunc nuw i64 %316 to i32
  %318 = bitcast i32 %315 to float
  %319 = bitcast i32 %317 to float
  %320 = fneg contract float %319
  %321 = trunc i64 %4485 to i32
  %322 = lshr i64 %4485, 32
  %323 = trunc nuw i64 %322 to i32
  %324 = bitcast i32 %321 to float
  %325 = bitcast i32 %323 to float
  %326 = fneg contract float %325
  br label %4489

327:                                              ; preds = %107
  %328 = load float, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), align 8, !tbaa !12
  %329 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 4), align 4, !tbaa !12
  %330 = fmul contract float %131, %328
  %331 = fmul contract float %126, %329
  %332 = fadd contract float %330, %331
  %333 = fmul contract float %332, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %334 = fmul float %333, 0x3FE45F3060000000
  %335 = tail call i32 @llvm.nvvm.f2i.rn(float %334) #6
  %336 = sitofp i32 %335 to float
  %337 = tail call float @llvm.fma.f32(float %336, float 0xBFF921FB40000000, float %333)
  %338 = tail call float @llvm.fma.f32(float %336, float 0xBE74442D00000000, float %337)
  %339 = tail call float @llvm.fma.f32(float %336, float 0xBCF84698A0000000, float %338)
  %340 = tail call float @llvm.nvvm.fabs.f32(float %333)
  %341 = fcmp ult float %340, 1.056150e+05
  br i1 %341, label %420, label %342

342:                                              ; preds = %327
  %343 = fcmp oeq float %340, 0x7FF0000000000000
  br i1 %343, label %344, label %346

344:                                              ; preds = %342
  %345 = tail call float @llvm.nvvm.mul.rn.f(float %333, float 0.000000e+00) #6
  br label %420

346:                                              ; preds = %342
  %347 = bitcast float %333 to i32
  %348 = shl i32 %347, 8
  %349 = or i32 %348, -2147483648
  %350 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %349, i32 0) #7, !srcloc !11
  %351 = extractvalue { i32, i32 } %350, 0
  %352 = extractvalue { i32, i32 } %350, 1
  store i32 %351, ptr %9, align 4
  %353 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %349, i32 %352) #7, !srcloc !11
  %354 = extractvalue { i32, i32 } %353, 0
  %355 = extractvalue { i32, i32 } %353, 1
  %356 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %354, ptr %356, align 4
  %357 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %349, i32 %355) #7, !srcloc !11
  %358 = extractvalue { i32, i32 } %357, 0
  %359 = extractvalue { i32, i32 } %357, 1
  %360 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %358, ptr %360, align 4
  %361 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %349, i32 %359) #7, !srcloc !11
  %362 = extractvalue { i32, i32 } %361, 0
  %363 = extractvalue { i32, i32 } %361, 1
  %364 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %362, ptr %364, align 4
  %365 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %349, i32 %363) #7, !srcloc !11
  %366 = extractvalue { i32, i32 } %365, 0
  %367 = extractvalue { i32, i32 } %365, 1
  %368 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %366, ptr %368, align 4
  %369 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %349, i32 %367) #7, !srcloc !11
  %370 = extractvalue { i32, i32 } %369, 0
  %371 = extractvalue { i32, i32 } %369, 1
  %372 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %370, ptr %372, align 4
  %373 = lshr i32 %347, 23
  %374 = and i32 %373, 224
  %375 = add nsw i32 %374, -128
  %376 = lshr exact i32 %375, 5
  %377 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %371, ptr %377, align 4
  %378 = sub nsw i32 6, %376
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds i32, ptr %9, i64 %379
  %381 = load i32, ptr %380, align 4
  %382 = sub nsw i32 5, %376
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds i32, ptr %9, i64 %383
  %385 = load i32, ptr %384, align 4
  %386 = freeze i32 %385
  %387 = and i32 %347, 260046848
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %395, label %389

389:                                              ; preds = %346
  %390 = sub nsw i32 4, %376
  %391 = sext i32 %390 to i64
  %392 = getelementptr inbounds i32, ptr %9, i64 %391
  %393 = load i32, ptr %392, align 4
  %394 = tail call i32 @llvm.fshl.i32(i32 %386, i32 %393, i32 %373)
  br label %395

395:                                              ; preds = %389, %346
  %396 = phi i32 [ %394, %389 ], [ %386, %346 ]
  %397 = tail call i32 @llvm.fshl.i32(i32 %381, i32 %386, i32 %373)
  %398 = lshr i32 %397, 30
  %399 = tail call i32 @llvm.fshl.i32(i32 %397, i32 %396, i32 2)
  %400 = shl i32 %396, 2
  %401 = lshr i32 %399, 31
  %402 = add nuw nsw i32 %401, %398
  %403 = sub nsw i32 0, %402
  %404 = icmp slt i32 %347, 0
  %405 = select i1 %404, i32 %403, i32 %402
  %406 = xor i32 %399, %347
  %407 = ashr i32 %399, 31
  %408 = xor i32 %407, %399
  %409 = xor i32 %407, %400
  %410 = zext i32 %408 to i64
  %411 = shl nuw i64 %410, 32
  %412 = zext i32 %409 to i64
  %413 = or disjoint i64 %411, %412
  %414 = sitofp i64 %413 to double
  %415 = fmul double %414, 0x3BF921FB54442D19
  %416 = fptrunc double %415 to float
  %417 = fneg float %416
  %418 = icmp slt i32 %406, 0
  %419 = select i1 %418, float %417, float %416
  br label %420

420:                                              ; preds = %327, %344, %395
  %421 = phi i32 [ %335, %327 ], [ 0, %344 ], [ %405, %395 ]
  %422 = phi float [ %339, %327 ], [ %345, %344 ], [ %419, %395 ]
  %423 = fmul float %422, %422
  %424 = tail call float @llvm.fma.f32(float %423, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %425 = tail call float @llvm.fma.f32(float %424, float %423, float 0x3FA5555760000000)
  %426 = tail call float @llvm.fma.f32(float %425, float %423, float 0xBFDFFFFFE0000000)
  %427 = tail call float @llvm.fma.f32(float %426, float %423, float 1.000000e+00)
  %428 = tail call float @llvm.fma.f32(float %423, float %422, float 0.000000e+00)
  %429 = tail call float @llvm.fma.f32(float %423, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %430 = tail call float @llvm.fma.f32(float %429, float %423, float 0xBFC5555500000000)
  %431 = tail call float @llvm.fma.f32(float %430, float %428, float %422)
  %432 = and i32 %421, 1
  %433 = icmp eq i32 %432, 0
  %434 = select i1 %433, float %431, float %427
  %435 = select i1 %433, float %427, float %431
  %436 = and i32 %421, 2
  %437 = icmp eq i32 %436, 0
  %438 = fneg float %434
  %439 = select i1 %437, float %434, float %438
  %440 = add i32 %421, 1
  %441 = and i32 %440, 2
  %442 = icmp eq i32 %441, 0
  %443 = fneg float %435
  %444 = select i1 %442, float %435, float %443
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %445 = load float, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), align 4, !tbaa !12
  %446 = fmul contract float %445, %444
  %447 = fmul contract float %445, %439
  %448 = bitcast float %446 to i32
  %449 = bitcast float %447 to i32
  %450 = zext i32 %449 to i64
  %451 = shl nuw i64 %450, 32
  %452 = zext i32 %448 to i64
  %453 = or disjoint i64 %451, %452
  br label %454

454:                                              ; preds = %107, %420
  %455 = phi i64 [ %453, %420 ], [ 0, %107 ]
  %456 = icmp sgt i32 %1, 1
  br i1 %456, label %457, label %584

457:                                              ; preds = %454
  %458 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 8), align 8, !tbaa !12
  %459 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 12), align 4, !tbaa !12
  %460 = fmul contract float %131, %458
  %461 = fmul contract float %126, %459
  %462 = fadd contract float %460, %461
  %463 = fmul contract float %462, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %464 = fmul float %463, 0x3FE45F3060000000
  %465 = tail call i32 @llvm.nvvm.f2i.rn(float %464) #6
  %466 = sitofp i32 %465 to float
  %467 = tail call float @llvm.fma.f32(float %466, float 0xBFF921FB40000000, float %463)
  %468 = tail call float @llvm.fma.f32(float %466, float 0xBE74442D00000000, float %467)
  %469 = tail call float @llvm.fma.f32(float %466, float 0xBCF84698A0000000, float %468)
  %470 = tail call float @llvm.nvvm.fabs.f32(float %463)
  %471 = fcmp ult float %470, 1.056150e+05
  br i1 %471, label %550, label %472

472:                                              ; preds = %457
  %473 = fcmp oeq float %470, 0x7FF0000000000000
  br i1 %473, label %548, label %474

474:                                              ; preds = %472
  %475 = bitcast float %463 to i32
  %476 = shl i32 %475, 8
  %477 = or i32 %476, -2147483648
  %478 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %477, i32 0) #7, !srcloc !11
  %479 = extractvalue { i32, i32 } %478, 0
  %480 = extractvalue { i32, i32 } %478, 1
  store i32 %479, ptr %9, align 4
  %481 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %477, i32 %480) #7, !srcloc !11
  %482 = extractvalue { i32, i32 } %481, 0
  %483 = extractvalue { i32, i32 } %481, 1
  %484 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %482, ptr %484, align 4
  %485 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %477, i32 %483) #7, !srcloc !11
  %486 = extractvalue { i32, i32 } %485, 0
  %487 = extractvalue { i32, i32 } %485, 1
  %488 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %486, ptr %488, align 4
  %489 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %477, i32 %487) #7, !srcloc !11
  %490 = extractvalue { i32, i32 } %489, 0
  %491 = extractvalue { i32, i32 } %489, 1
  %492 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %490, ptr %492, align 4
  %493 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %477, i32 %491) #7, !srcloc !11
  %494 = extractvalue { i32, i32 } %493, 0
  %495 = extractvalue { i32, i32 } %493, 1
  %496 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %494, ptr %496, align 4
  %497 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %477, i32 %495) #7, !srcloc !11
  %498 = extractvalue { i32, i32 } %497, 0
  %499 = extractvalue { i32, i32 } %497, 1
  %500 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %498, ptr %500, align 4
  %501 = lshr i32 %475, 23
  %502 = and i32 %501, 224
  %503 = add nsw i32 %502, -128
  %504 = lshr exact i32 %503, 5
  %505 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %499, ptr %505, align 4
  %506 = sub nsw i32 6, %504
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds i32, ptr %9, i64 %507
  %509 = load i32, ptr %508, align 4
  %510 = sub nsw i32 5, %504
  %511 = sext i32 %510 to i64
  %512 = getelementptr inbounds i32, ptr %9, i64 %511
  %513 = load i32, ptr %512, align 4
  %514 = freeze i32 %513
  %515 = and i32 %475, 260046848
  %516 = icmp eq i32 %515, 0
  br i1 %516, label %523, label %517

517:                                              ; preds = %474
  %518 = sub nsw i32 4, %504
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds i32, ptr %9, i64 %519
  %521 = load i32, ptr %520, align 4
  %522 = tail call i32 @llvm.fshl.i32(i32 %514, i32 %521, i32 %501)
  br label %523

523:                                              ; preds = %517, %474
  %524 = phi i32 [ %522, %517 ], [ %514, %474 ]
  %525 = tail call i32 @llvm.fshl.i32(i32 %509, i32 %514, i32 %501)
  %526 = lshr i32 %525, 30
  %527 = tail call i32 @llvm.fshl.i32(i32 %525, i32 %524, i32 2)
  %528 = shl i32 %524, 2
  %529 = lshr i32 %527, 31
  %530 = add nuw nsw i32 %529, %526
  %531 = sub nsw i32 0, %530
  %532 = icmp slt i32 %475, 0
  %533 = select i1 %532, i32 %531, i32 %530
  %534 = xor i32 %527, %475
  %535 = ashr i32 %527, 31
  %536 = xor i32 %535, %527
  %537 = xor i32 %535, %528
  %538 = zext i32 %536 to i64
  %539 = shl nuw i64 %538, 32
  %540 = zext i32 %537 to i64
  %541 = or disjoint i64 %539, %540
  %542 = sitofp i64 %541 to double
  %543 = fmul double %542, 0x3BF921FB54442D19
  %544 = fptrunc double %543 to float
  %545 = fneg float %544
  %546 = icmp slt i32 %534, 0
  %547 = select i1 %546, float %545, float %544
  br label %550

548:                                              ; preds = %472
  %549 = tail call float @llvm.nvvm.mul.rn.f(float %463, float 0.000000e+00) #6
  br label %550

550:                                              ; preds = %548, %523, %457
  %551 = phi i32 [ %465, %457 ], [ 0, %548 ], [ %533, %523 ]
  %552 = phi float [ %469, %457 ], [ %549, %548 ], [ %547, %523 ]
  %553 = fmul float %552, %552
  %554 = tail call float @llvm.fma.f32(float %553, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %555 = tail call float @llvm.fma.f32(float %554, float %553, float 0x3FA5555760000000)
  %556 = tail call float @llvm.fma.f32(float %555, float %553, float 0xBFDFFFFFE0000000)
  %557 = tail call float @llvm.fma.f32(float %556, float %553, float 1.000000e+00)
  %558 = tail call float @llvm.fma.f32(float %553, float %552, float 0.000000e+00)
  %559 = tail call float @llvm.fma.f32(float %553, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %560 = tail call float @llvm.fma.f32(float %559, float %553, float 0xBFC5555500000000)
  %561 = tail call float @llvm.fma.f32(float %560, float %558, float %552)
  %562 = and i32 %551, 1
  %563 = icmp eq i32 %562, 0
  %564 = select i1 %563, float %561, float %557
  %565 = select i1 %563, float %557, float %561
  %566 = and i32 %551, 2
  %567 = icmp eq i32 %566, 0
  %568 = fneg float %564
  %569 = select i1 %567, float %564, float %568
  %570 = add i32 %551, 1
  %571 = and i32 %570, 2
  %572 = icmp eq i32 %571, 0
  %573 = fneg float %565
  %574 = select i1 %572, float %565, float %573
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %575 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 4), align 4, !tbaa !12
  %576 = fmul contract float %575, %574
  %577 = fmul contract float %575, %569
  %578 = bitcast float %576 to i32
  %579 = bitcast float %577 to i32
  %580 = zext i32 %579 to i64
  %581 = shl nuw i64 %580, 32
  %582 = zext i32 %578 to i64
  %583 = or disjoint i64 %581, %582
  br label %584

584:                                              ; preds = %454, %550
  %585 = phi i64 [ %583, %550 ], [ 0, %454 ]
  %586 = icmp sgt i32 %1, 2
  br i1 %586, label %587, label %714

587:                                              ; preds = %584
  %588 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 16), align 8, !tbaa !12
  %589 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 20), align 4, !tbaa !12
  %590 = fmul contract float %131, %588
  %591 = fmul contract float %126, %589
  %592 = fadd contract float %590, %591
  %593 = fmul contract float %592, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %594 = fmul float %593, 0x3FE45F3060000000
  %595 = tail call i32 @llvm.nvvm.f2i.rn(float %594) #6
  %596 = sitofp i32 %595 to float
  %597 = tail call float @llvm.fma.f32(float %596, float 0xBFF921FB40000000, float %593)
  %598 = tail call float @llvm.fma.f32(float %596, float 0xBE74442D00000000, float %597)
  %599 = tail call float @llvm.fma.f32(float %596, float 0xBCF84698A0000000, float %598)
  %600 = tail call float @llvm.nvvm.fabs.f32(float %593)
  %601 = fcmp ult float %600, 1.056150e+05
  br i1 %601, label %680, label %602

602:                                              ; preds = %587
  %603 = fcmp oeq float %600, 0x7FF0000000000000
  br i1 %603, label %678, label %604

604:                                              ; preds = %602
  %605 = bitcast float %593 to i32
  %606 = shl i32 %605, 8
  %607 = or i32 %606, -2147483648
  %608 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %607, i32 0) #7, !srcloc !11
  %609 = extractvalue { i32, i32 } %608, 0
  %610 = extractvalue { i32, i32 } %608, 1
  store i32 %609, ptr %9, align 4
  %611 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %607, i32 %610) #7, !srcloc !11
  %612 = extractvalue { i32, i32 } %611, 0
  %613 = extractvalue { i32, i32 } %611, 1
  %614 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %612, ptr %614, align 4
  %615 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %607, i32 %613) #7, !srcloc !11
  %616 = extractvalue { i32, i32 } %615, 0
  %617 = extractvalue { i32, i32 } %615, 1
  %618 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %616, ptr %618, align 4
  %619 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %607, i32 %617) #7, !srcloc !11
  %620 = extractvalue { i32, i32 } %619, 0
  %621 = extractvalue { i32, i32 } %619, 1
  %622 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %620, ptr %622, align 4
  %623 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %607, i32 %621) #7, !srcloc !11
  %624 = extractvalue { i32, i32 } %623, 0
  %625 = extractvalue { i32, i32 } %623, 1
  %626 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %624, ptr %626, align 4
  %627 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %607, i32 %625) #7, !srcloc !11
  %628 = extractvalue { i32, i32 } %627, 0
  %629 = extractvalue { i32, i32 } %627, 1
  %630 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %628, ptr %630, align 4
  %631 = lshr i32 %605, 23
  %632 = and i32 %631, 224
  %633 = add nsw i32 %632, -128
  %634 = lshr exact i32 %633, 5
  %635 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %629, ptr %635, align 4
  %636 = sub nsw i32 6, %634
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds i32, ptr %9, i64 %637
  %639 = load i32, ptr %638, align 4
  %640 = sub nsw i32 5, %634
  %641 = sext i32 %640 to i64
  %642 = getelementptr inbounds i32, ptr %9, i64 %641
  %643 = load i32, ptr %642, align 4
  %644 = freeze i32 %643
  %645 = and i32 %605, 260046848
  %646 = icmp eq i32 %645, 0
  br i1 %646, label %653, label %647

647:                                              ; preds = %604
  %648 = sub nsw i32 4, %634
  %649 = sext i32 %648 to i64
  %650 = getelementptr inbounds i32, ptr %9, i64 %649
  %651 = load i32, ptr %650, align 4
  %652 = tail call i32 @llvm.fshl.i32(i32 %644, i32 %651, i32 %631)
  br label %653

653:                                              ; preds = %647, %604
  %654 = phi i32 [ %652, %647 ], [ %644, %604 ]
  %655 = tail call i32 @llvm.fshl.i32(i32 %639, i32 %644, i32 %631)
  %656 = lshr i32 %655, 30
  %657 = tail call i32 @llvm.fshl.i32(i32 %655, i32 %654, i32 2)
  %658 = shl i32 %654, 2
  %659 = lshr i32 %657, 31
  %660 = add nuw nsw i32 %659, %656
  %661 = sub nsw i32 0, %660
  %662 = icmp slt i32 %605, 0
  %663 = select i1 %662, i32 %661, i32 %660
  %664 = xor i32 %657, %605
  %665 = ashr i32 %657, 31
  %666 = xor i32 %665, %657
  %667 = xor i32 %665, %658
  %668 = zext i32 %666 to i64
  %669 = shl nuw i64 %668, 32
  %670 = zext i32 %667 to i64
  %671 = or disjoint i64 %669, %670
  %672 = sitofp i64 %671 to double
  %673 = fmul double %672, 0x3BF921FB54442D19
  %674 = fptrunc double %673 to float
  %675 = fneg float %674
  %676 = icmp slt i32 %664, 0
  %677 = select i1 %676, float %675, float %674
  br label %680

678:                                              ; preds = %602
  %679 = tail call float @llvm.nvvm.mul.rn.f(float %593, float 0.000000e+00) #6
  br label %680

680:                                              ; preds = %678, %653, %587
  %681 = phi i32 [ %595, %587 ], [ 0, %678 ], [ %663, %653 ]
  %682 = phi float [ %599, %587 ], [ %679, %678 ], [ %677, %653 ]
  %683 = fmul float %682, %682
  %684 = tail call float @llvm.fma.f32(float %683, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %685 = tail call float @llvm.fma.f32(float %684, float %683, float 0x3FA5555760000000)
  %686 = tail call float @llvm.fma.f32(float %685, float %683, float 0xBFDFFFFFE0000000)
  %687 = tail call float @llvm.fma.f32(float %686, float %683, float 1.000000e+00)
  %688 = tail call float @llvm.fma.f32(float %683, float %682, float 0.000000e+00)
  %689 = tail call float @llvm.fma.f32(float %683, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %690 = tail call float @llvm.fma.f32(float %689, float %683, float 0xBFC5555500000000)
  %691 = tail call float @llvm.fma.f32(float %690, float %688, float %682)
  %692 = and i32 %681, 1
  %693 = icmp eq i32 %692, 0
  %694 = select i1 %693, float %691, float %687
  %695 = select i1 %693, float %687, float %691
  %696 = and i32 %681, 2
  %697 = icmp eq i32 %696, 0
  %698 = fneg float %694
  %699 = select i1 %697, float %694, float %698
  %700 = add i32 %681, 1
  %701 = and i32 %700, 2
  %702 = icmp eq i32 %701, 0
  %703 = fneg float %695
  %704 = select i1 %702, float %695, float %703
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %705 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 8), align 4, !tbaa !12
  %706 = fmul contract float %705, %704
  %707 = fmul contract float %705, %699
  %708 = bitcast float %706 to i32
  %709 = bitcast float %707 to i32
  %710 = zext i32 %709 to i64
  %711 = shl nuw i64 %710, 32
  %712 = zext i32 %708 to i64
  %713 = or disjoint i64 %711, %712
  br label %714

714:                                              ; preds = %584, %680
  %715 = phi i64 [ %713, %680 ], [ 0, %584 ]
  %716 = icmp sgt i32 %1, 3
  br i1 %716, label %717, label %844

717:                                              ; preds = %714
  %718 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 24), align 8, !tbaa !12
  %719 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 28), align 4, !tbaa !12
  %720 = fmul contract float %131, %718
  %721 = fmul contract float %126, %719
  %722 = fadd contract float %720, %721
  %723 = fmul contract float %722, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %724 = fmul float %723, 0x3FE45F3060000000
  %725 = tail call i32 @llvm.nvvm.f2i.rn(float %724) #6
  %726 = sitofp i32 %725 to float
  %727 = tail call float @llvm.fma.f32(float %726, float 0xBFF921FB40000000, float %723)
  %728 = tail call float @llvm.fma.f32(float %726, float 0xBE74442D00000000, float %727)
  %729 = tail call float @llvm.fma.f32(float %726, float 0xBCF84698A0000000, float %728)
  %730 = tail call float @llvm.nvvm.fabs.f32(float %723)
  %731 = fcmp ult float %730, 1.056150e+05
  br i1 %731, label %810, label %732

732:                                              ; preds = %717
  %733 = fcmp oeq float %730, 0x7FF0000000000000
  br i1 %733, label %808, label %734

734:                                              ; preds = %732
  %735 = bitcast float %723 to i32
  %736 = shl i32 %735, 8
  %737 = or i32 %736, -2147483648
  %738 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %737, i32 0) #7, !srcloc !11
  %739 = extractvalue { i32, i32 } %738, 0
  %740 = extractvalue { i32, i32 } %738, 1
  store i32 %739, ptr %9, align 4
  %741 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %737, i32 %740) #7, !srcloc !11
  %742 = extractvalue { i32, i32 } %741, 0
  %743 = extractvalue { i32, i32 } %741, 1
  %744 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %742, ptr %744, align 4
  %745 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %737, i32 %743) #7, !srcloc !11
  %746 = extractvalue { i32, i32 } %745, 0
  %747 = extractvalue { i32, i32 } %745, 1
  %748 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %746, ptr %748, align 4
  %749 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %737, i32 %747) #7, !srcloc !11
  %750 = extractvalue { i32, i32 } %749, 0
  %751 = extractvalue { i32, i32 } %749, 1
  %752 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %750, ptr %752, align 4
  %753 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %737, i32 %751) #7, !srcloc !11
  %754 = extractvalue { i32, i32 } %753, 0
  %755 = extractvalue { i32, i32 } %753, 1
  %756 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %754, ptr %756, align 4
  %757 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %737, i32 %755) #7, !srcloc !11
  %758 = extractvalue { i32, i32 } %757, 0
  %759 = extractvalue { i32, i32 } %757, 1
  %760 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %758, ptr %760, align 4
  %761 = lshr i32 %735, 23
  %762 = and i32 %761, 224
  %763 = add nsw i32 %762, -128
  %764 = lshr exact i32 %763, 5
  %765 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %759, ptr %765, align 4
  %766 = sub nsw i32 6, %764
  %767 = sext i32 %766 to i64
  %768 = getelementptr inbounds i32, ptr %9, i64 %767
  %769 = load i32, ptr %768, align 4
  %770 = sub nsw i32 5, %764
  %771 = sext i32 %770 to i64
  %772 = getelementptr inbounds i32, ptr %9, i64 %771
  %773 = load i32, ptr %772, align 4
  %774 = freeze i32 %773
  %775 = and i32 %735, 260046848
  %776 = icmp eq i32 %775, 0
  br i1 %776, label %783, label %777

777:                                              ; preds = %734
  %778 = sub nsw i32 4, %764
  %779 = sext i32 %778 to i64
  %780 = getelementptr inbounds i32, ptr %9, i64 %779
  %781 = load i32, ptr %780, align 4
  %782 = tail call i32 @llvm.fshl.i32(i32 %774, i32 %781, i32 %761)
  br label %783

783:                                              ; preds = %777, %734
  %784 = phi i32 [ %782, %777 ], [ %774, %734 ]
  %785 = tail call i32 @llvm.fshl.i32(i32 %769, i32 %774, i32 %761)
  %786 = lshr i32 %785, 30
  %787 = tail call i32 @llvm.fshl.i32(i32 %785, i32 %784, i32 2)
  %788 = shl i32 %784, 2
  %789 = lshr i32 %787, 31
  %790 = add nuw nsw i32 %789, %786
  %791 = sub nsw i32 0, %790
  %792 = icmp slt i32 %735, 0
  %793 = select i1 %792, i32 %791, i32 %790
  %794 = xor i32 %787, %735
  %795 = ashr i32 %787, 31
  %796 = xor i32 %795, %787
  %797 = xor i32 %795, %788
  %798 = zext i32 %796 to i64
  %799 = shl nuw i64 %798, 32
  %800 = zext i32 %797 to i64
  %801 = or disjoint i64 %799, %800
  %802 = sitofp i64 %801 to double
  %803 = fmul double %802, 0x3BF921FB54442D19
  %804 = fptrunc double %803 to float
  %805 = fneg float %804
  %806 = icmp slt i32 %794, 0
  %807 = select i1 %806, float %805, float %804
  br label %810

808:                                              ; preds = %732
  %809 = tail call float @llvm.nvvm.mul.rn.f(float %723, float 0.000000e+00) #6
  br label %810

810:                                              ; preds = %808, %783, %717
  %811 = phi i32 [ %725, %717 ], [ 0, %808 ], [ %793, %783 ]
  %812 = phi float [ %729, %717 ], [ %809, %808 ], [ %807, %783 ]
  %813 = fmul float %812, %812
  %814 = tail call float @llvm.fma.f32(float %813, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %815 = tail call float @llvm.fma.f32(float %814, float %813, float 0x3FA5555760000000)
  %816 = tail call float @llvm.fma.f32(float %815, float %813, float 0xBFDFFFFFE0000000)
  %817 = tail call float @llvm.fma.f32(float %816, float %813, float 1.000000e+00)
  %818 = tail call float @llvm.fma.f32(float %813, float %812, float 0.000000e+00)
  %819 = tail call float @llvm.fma.f32(float %813, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %820 = tail call float @llvm.fma.f32(float %819, float %813, float 0xBFC5555500000000)
  %821 = tail call float @llvm.fma.f32(float %820, float %818, float %812)
  %822 = and i32 %811, 1
  %823 = icmp eq i32 %822, 0
  %824 = select i1 %823, float %821, float %817
  %825 = select i1 %823, float %817, float %821
  %826 = and i32 %811, 2
  %827 = icmp eq i32 %826, 0
  %828 = fneg float %824
  %829 = select i1 %827, float %824, float %828
  %830 = add i32 %811, 1
  %831 = and i32 %830, 2
  %832 = icmp eq i32 %831, 0
  %833 = fneg float %825
  %834 = select i1 %832, float %825, float %833
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %835 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 12), align 4, !tbaa !12
  %836 = fmul contract float %835, %834
  %837 = fmul contract float %835, %829
  %838 = bitcast float %836 to i32
  %839 = bitcast float %837 to i32
  %840 = zext i32 %839 to i64
  %841 = shl nuw i64 %840, 32
  %842 = zext i32 %838 to i64
  %843 = or disjoint i64 %841, %842
  br label %844

844:                                              ; preds = %714, %810
  %845 = phi i64 [ %843, %810 ], [ 0, %714 ]
  %846 = icmp sgt i32 %1, 4
  br i1 %846, label %847, label %974

847:                                              ; preds = %844
  %848 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 32), align 8, !tbaa !12
  %849 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 36), align 4, !tbaa !12
  %850 = fmul contract float %131, %848
  %851 = fmul contract float %126, %849
  %852 = fadd contract float %850, %851
  %853 = fmul contract float %852, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %854 = fmul float %853, 0x3FE45F3060000000
  %855 = tail call i32 @llvm.nvvm.f2i.rn(float %854) #6
  %856 = sitofp i32 %855 to float
  %857 = tail call float @llvm.fma.f32(float %856, float 0xBFF921FB40000000, float %853)
  %858 = tail call float @llvm.fma.f32(float %856, float 0xBE74442D00000000, float %857)
  %859 = tail call float @llvm.fma.f32(float %856, float 0xBCF84698A0000000, float %858)
  %860 = tail call float @llvm.nvvm.fabs.f32(float %853)
  %861 = fcmp ult float %860, 1.056150e+05
  br i1 %861, label %940, label %862

862:                                              ; preds = %847
  %863 = fcmp oeq float %860, 0x7FF0000000000000
  br i1 %863, label %938, label %864

864:                                              ; preds = %862
  %865 = bitcast float %853 to i32
  %866 = shl i32 %865, 8
  %867 = or i32 %866, -2147483648
  %868 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %867, i32 0) #7, !srcloc !11
  %869 = extractvalue { i32, i32 } %868, 0
  %870 = extractvalue { i32, i32 } %868, 1
  store i32 %869, ptr %9, align 4
  %871 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %867, i32 %870) #7, !srcloc !11
  %872 = extractvalue { i32, i32 } %871, 0
  %873 = extractvalue { i32, i32 } %871, 1
  %874 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %872, ptr %874, align 4
  %875 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %867, i32 %873) #7, !srcloc !11
  %876 = extractvalue { i32, i32 } %875, 0
  %877 = extractvalue { i32, i32 } %875, 1
  %878 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %876, ptr %878, align 4
  %879 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %867, i32 %877) #7, !srcloc !11
  %880 = extractvalue { i32, i32 } %879, 0
  %881 = extractvalue { i32, i32 } %879, 1
  %882 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %880, ptr %882, align 4
  %883 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %867, i32 %881) #7, !srcloc !11
  %884 = extractvalue { i32, i32 } %883, 0
  %885 = extractvalue { i32, i32 } %883, 1
  %886 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %884, ptr %886, align 4
  %887 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %867, i32 %885) #7, !srcloc !11
  %888 = extractvalue { i32, i32 } %887, 0
  %889 = extractvalue { i32, i32 } %887, 1
  %890 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %888, ptr %890, align 4
  %891 = lshr i32 %865, 23
  %892 = and i32 %891, 224
  %893 = add nsw i32 %892, -128
  %894 = lshr exact i32 %893, 5
  %895 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %889, ptr %895, align 4
  %896 = sub nsw i32 6, %894
  %897 = sext i32 %896 to i64
  %898 = getelementptr inbounds i32, ptr %9, i64 %897
  %899 = load i32, ptr %898, align 4
  %900 = sub nsw i32 5, %894
  %901 = sext i32 %900 to i64
  %902 = getelementptr inbounds i32, ptr %9, i64 %901
  %903 = load i32, ptr %902, align 4
  %904 = freeze i32 %903
  %905 = and i32 %865, 260046848
  %906 = icmp eq i32 %905, 0
  br i1 %906, label %913, label %907

907:                                              ; preds = %864
  %908 = sub nsw i32 4, %894
  %909 = sext i32 %908 to i64
  %910 = getelementptr inbounds i32, ptr %9, i64 %909
  %911 = load i32, ptr %910, align 4
  %912 = tail call i32 @llvm.fshl.i32(i32 %904, i32 %911, i32 %891)
  br label %913

913:                                              ; preds = %907, %864
  %914 = phi i32 [ %912, %907 ], [ %904, %864 ]
  %915 = tail call i32 @llvm.fshl.i32(i32 %899, i32 %904, i32 %891)
  %916 = lshr i32 %915, 30
  %917 = tail call i32 @llvm.fshl.i32(i32 %915, i32 %914, i32 2)
  %918 = shl i32 %914, 2
  %919 = lshr i32 %917, 31
  %920 = add nuw nsw i32 %919, %916
  %921 = sub nsw i32 0, %920
  %922 = icmp slt i32 %865, 0
  %923 = select i1 %922, i32 %921, i32 %920
  %924 = xor i32 %917, %865
  %925 = ashr i32 %917, 31
  %926 = xor i32 %925, %917
  %927 = xor i32 %925, %918
  %928 = zext i32 %926 to i64
  %929 = shl nuw i64 %928, 32
  %930 = zext i32 %927 to i64
  %931 = or disjoint i64 %929, %930
  %932 = sitofp i64 %931 to double
  %933 = fmul double %932, 0x3BF921FB54442D19
  %934 = fptrunc double %933 to float
  %935 = fneg float %934
  %936 = icmp slt i32 %924, 0
  %937 = select i1 %936, float %935, float %934
  br label %940

938:                                              ; preds = %862
  %939 = tail call float @llvm.nvvm.mul.rn.f(float %853, float 0.000000e+00) #6
  br label %940

940:                                              ; preds = %938, %913, %847
  %941 = phi i32 [ %855, %847 ], [ 0, %938 ], [ %923, %913 ]
  %942 = phi float [ %859, %847 ], [ %939, %938 ], [ %937, %913 ]
  %943 = fmul float %942, %942
  %944 = tail call float @llvm.fma.f32(float %943, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %945 = tail call float @llvm.fma.f32(float %944, float %943, float 0x3FA5555760000000)
  %946 = tail call float @llvm.fma.f32(float %945, float %943, float 0xBFDFFFFFE0000000)
  %947 = tail call float @llvm.fma.f32(float %946, float %943, float 1.000000e+00)
  %948 = tail call float @llvm.fma.f32(float %943, float %942, float 0.000000e+00)
  %949 = tail call float @llvm.fma.f32(float %943, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %950 = tail call float @llvm.fma.f32(float %949, float %943, float 0xBFC5555500000000)
  %951 = tail call float @llvm.fma.f32(float %950, float %948, float %942)
  %952 = and i32 %941, 1
  %953 = icmp eq i32 %952, 0
  %954 = select i1 %953, float %951, float %947
  %955 = select i1 %953, float %947, float %951
  %956 = and i32 %941, 2
  %957 = icmp eq i32 %956, 0
  %958 = fneg float %954
  %959 = select i1 %957, float %954, float %958
  %960 = add i32 %941, 1
  %961 = and i32 %960, 2
  %962 = icmp eq i32 %961, 0
  %963 = fneg float %955
  %964 = select i1 %962, float %955, float %963
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %965 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 16), align 4, !tbaa !12
  %966 = fmul contract float %965, %964
  %967 = fmul contract float %965, %959
  %968 = bitcast float %966 to i32
  %969 = bitcast float %967 to i32
  %970 = zext i32 %969 to i64
  %971 = shl nuw i64 %970, 32
  %972 = zext i32 %968 to i64
  %973 = or disjoint i64 %971, %972
  br label %974

974:                                              ; preds = %844, %940
  %975 = phi i64 [ %973, %940 ], [ 0, %844 ]
  %976 = icmp sgt i32 %1, 5
  br i1 %976, label %977, label %1104

977:                                              ; preds = %974
  %978 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 40), align 8, !tbaa !12
  %979 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 44), align 4, !tbaa !12
  %980 = fmul contract float %131, %978
  %981 = fmul contract float %126, %979
  %982 = fadd contract float %980, %981
  %983 = fmul contract float %982, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %984 = fmul float %983, 0x3FE45F3060000000
  %985 = tail call i32 @llvm.nvvm.f2i.rn(float %984) #6
  %986 = sitofp i32 %985 to float
  %987 = tail call float @llvm.fma.f32(float %986, float 0xBFF921FB40000000, float %983)
  %988 = tail call float @llvm.fma.f32(float %986, float 0xBE74442D00000000, float %987)
  %989 = tail call float @llvm.fma.f32(float %986, float 0xBCF84698A0000000, float %988)
  %990 = tail call float @llvm.nvvm.fabs.f32(float %983)
  %991 = fcmp ult float %990, 1.056150e+05
  br i1 %991, label %1070, label %992

992:                                              ; preds = %977
  %993 = fcmp oeq float %990, 0x7FF0000000000000
  br i1 %993, label %1068, label %994

994:                                              ; preds = %992
  %995 = bitcast float %983 to i32
  %996 = shl i32 %995, 8
  %997 = or i32 %996, -2147483648
  %998 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %997, i32 0) #7, !srcloc !11
  %999 = extractvalue { i32, i32 } %998, 0
  %1000 = extractvalue { i32, i32 } %998, 1
  store i32 %999, ptr %9, align 4
  %1001 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %997, i32 %1000) #7, !srcloc !11
  %1002 = extractvalue { i32, i32 } %1001, 0
  %1003 = extractvalue { i32, i32 } %1001, 1
  %1004 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1002, ptr %1004, align 4
  %1005 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %997, i32 %1003) #7, !srcloc !11
  %1006 = extractvalue { i32, i32 } %1005, 0
  %1007 = extractvalue { i32, i32 } %1005, 1
  %1008 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1006, ptr %1008, align 4
  %1009 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %997, i32 %1007) #7, !srcloc !11
  %1010 = extractvalue { i32, i32 } %1009, 0
  %1011 = extractvalue { i32, i32 } %1009, 1
  %1012 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1010, ptr %1012, align 4
  %1013 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %997, i32 %1011) #7, !srcloc !11
  %1014 = extractvalue { i32, i32 } %1013, 0
  %1015 = extractvalue { i32, i32 } %1013, 1
  %1016 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1014, ptr %1016, align 4
  %1017 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %997, i32 %1015) #7, !srcloc !11
  %1018 = extractvalue { i32, i32 } %1017, 0
  %1019 = extractvalue { i32, i32 } %1017, 1
  %1020 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1018, ptr %1020, align 4
  %1021 = lshr i32 %995, 23
  %1022 = and i32 %1021, 224
  %1023 = add nsw i32 %1022, -128
  %1024 = lshr exact i32 %1023, 5
  %1025 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1019, ptr %1025, align 4
  %1026 = sub nsw i32 6, %1024
  %1027 = sext i32 %1026 to i64
  %1028 = getelementptr inbounds i32, ptr %9, i64 %1027
  %1029 = load i32, ptr %1028, align 4
  %1030 = sub nsw i32 5, %1024
  %1031 = sext i32 %1030 to i64
  %1032 = getelementptr inbounds i32, ptr %9, i64 %1031
  %1033 = load i32, ptr %1032, align 4
  %1034 = freeze i32 %1033
  %1035 = and i32 %995, 260046848
  %1036 = icmp eq i32 %1035, 0
  br i1 %1036, label %1043, label %1037

1037:                                             ; preds = %994
  %1038 = sub nsw i32 4, %1024
  %1039 = sext i32 %1038 to i64
  %1040 = getelementptr inbounds i32, ptr %9, i64 %1039
  %1041 = load i32, ptr %1040, align 4
  %1042 = tail call i32 @llvm.fshl.i32(i32 %1034, i32 %1041, i32 %1021)
  br label %1043

1043:                                             ; preds = %1037, %994
  %1044 = phi i32 [ %1042, %1037 ], [ %1034, %994 ]
  %1045 = tail call i32 @llvm.fshl.i32(i32 %1029, i32 %1034, i32 %1021)
  %1046 = lshr i32 %1045, 30
  %1047 = tail call i32 @llvm.fshl.i32(i32 %1045, i32 %1044, i32 2)
  %1048 = shl i32 %1044, 2
  %1049 = lshr i32 %1047, 31
  %1050 = add nuw nsw i32 %1049, %1046
  %1051 = sub nsw i32 0, %1050
  %1052 = icmp slt i32 %995, 0
  %1053 = select i1 %1052, i32 %1051, i32 %1050
  %1054 = xor i32 %1047, %995
  %1055 = ashr i32 %1047, 31
  %1056 = xor i32 %1055, %1047
  %1057 = xor i32 %1055, %1048
  %1058 = zext i32 %1056 to i64
  %1059 = shl nuw i64 %1058, 32
  %1060 = zext i32 %1057 to i64
  %1061 = or disjoint i64 %1059, %1060
  %1062 = sitofp i64 %1061 to double
  %1063 = fmul double %1062, 0x3BF921FB54442D19
  %1064 = fptrunc double %1063 to float
  %1065 = fneg float %1064
  %1066 = icmp slt i32 %1054, 0
  %1067 = select i1 %1066, float %1065, float %1064
  br label %1070

1068:                                             ; preds = %992
  %1069 = tail call float @llvm.nvvm.mul.rn.f(float %983, float 0.000000e+00) #6
  br label %1070

1070:                                             ; preds = %1068, %1043, %977
  %1071 = phi i32 [ %985, %977 ], [ 0, %1068 ], [ %1053, %1043 ]
  %1072 = phi float [ %989, %977 ], [ %1069, %1068 ], [ %1067, %1043 ]
  %1073 = fmul float %1072, %1072
  %1074 = tail call float @llvm.fma.f32(float %1073, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1075 = tail call float @llvm.fma.f32(float %1074, float %1073, float 0x3FA5555760000000)
  %1076 = tail call float @llvm.fma.f32(float %1075, float %1073, float 0xBFDFFFFFE0000000)
  %1077 = tail call float @llvm.fma.f32(float %1076, float %1073, float 1.000000e+00)
  %1078 = tail call float @llvm.fma.f32(float %1073, float %1072, float 0.000000e+00)
  %1079 = tail call float @llvm.fma.f32(float %1073, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1080 = tail call float @llvm.fma.f32(float %1079, float %1073, float 0xBFC5555500000000)
  %1081 = tail call float @llvm.fma.f32(float %1080, float %1078, float %1072)
  %1082 = and i32 %1071, 1
  %1083 = icmp eq i32 %1082, 0
  %1084 = select i1 %1083, float %1081, float %1077
  %1085 = select i1 %1083, float %1077, float %1081
  %1086 = and i32 %1071, 2
  %1087 = icmp eq i32 %1086, 0
  %1088 = fneg float %1084
  %1089 = select i1 %1087, float %1084, float %1088
  %1090 = add i32 %1071, 1
  %1091 = and i32 %1090, 2
  %1092 = icmp eq i32 %1091, 0
  %1093 = fneg float %1085
  %1094 = select i1 %1092, float %1085, float %1093
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1095 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 20), align 4, !tbaa !12
  %1096 = fmul contract float %1095, %1094
  %1097 = fmul contract float %1095, %1089
  %1098 = bitcast float %1096 to i32
  %1099 = bitcast float %1097 to i32
  %1100 = zext i32 %1099 to i64
  %1101 = shl nuw i64 %1100, 32
  %1102 = zext i32 %1098 to i64
  %1103 = or disjoint i64 %1101, %1102
  br label %1104

1104:                                             ; preds = %974, %1070
  %1105 = phi i64 [ %1103, %1070 ], [ 0, %974 ]
  %1106 = icmp sgt i32 %1, 6
  br i1 %1106, label %1107, label %1234

1107:                                             ; preds = %1104
  %1108 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 48), align 8, !tbaa !12
  %1109 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 52), align 4, !tbaa !12
  %1110 = fmul contract float %131, %1108
  %1111 = fmul contract float %126, %1109
  %1112 = fadd contract float %1110, %1111
  %1113 = fmul contract float %1112, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1114 = fmul float %1113, 0x3FE45F3060000000
  %1115 = tail call i32 @llvm.nvvm.f2i.rn(float %1114) #6
  %1116 = sitofp i32 %1115 to float
  %1117 = tail call float @llvm.fma.f32(float %1116, float 0xBFF921FB40000000, float %1113)
  %1118 = tail call float @llvm.fma.f32(float %1116, float 0xBE74442D00000000, float %1117)
  %1119 = tail call float @llvm.fma.f32(float %1116, float 0xBCF84698A0000000, float %1118)
  %1120 = tail call float @llvm.nvvm.fabs.f32(float %1113)
  %1121 = fcmp ult float %1120, 1.056150e+05
  br i1 %1121, label %1200, label %1122

1122:                                             ; preds = %1107
  %1123 = fcmp oeq float %1120, 0x7FF0000000000000
  br i1 %1123, label %1198, label %1124

1124:                                             ; preds = %1122
  %1125 = bitcast float %1113 to i32
  %1126 = shl i32 %1125, 8
  %1127 = or i32 %1126, -2147483648
  %1128 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1127, i32 0) #7, !srcloc !11
  %1129 = extractvalue { i32, i32 } %1128, 0
  %1130 = extractvalue { i32, i32 } %1128, 1
  store i32 %1129, ptr %9, align 4
  %1131 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1127, i32 %1130) #7, !srcloc !11
  %1132 = extractvalue { i32, i32 } %1131, 0
  %1133 = extractvalue { i32, i32 } %1131, 1
  %1134 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1132, ptr %1134, align 4
  %1135 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1127, i32 %1133) #7, !srcloc !11
  %1136 = extractvalue { i32, i32 } %1135, 0
  %1137 = extractvalue { i32, i32 } %1135, 1
  %1138 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1136, ptr %1138, align 4
  %1139 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1127, i32 %1137) #7, !srcloc !11
  %1140 = extractvalue { i32, i32 } %1139, 0
  %1141 = extractvalue { i32, i32 } %1139, 1
  %1142 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1140, ptr %1142, align 4
  %1143 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1127, i32 %1141) #7, !srcloc !11
  %1144 = extractvalue { i32, i32 } %1143, 0
  %1145 = extractvalue { i32, i32 } %1143, 1
  %1146 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1144, ptr %1146, align 4
  %1147 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1127, i32 %1145) #7, !srcloc !11
  %1148 = extractvalue { i32, i32 } %1147, 0
  %1149 = extractvalue { i32, i32 } %1147, 1
  %1150 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1148, ptr %1150, align 4
  %1151 = lshr i32 %1125, 23
  %1152 = and i32 %1151, 224
  %1153 = add nsw i32 %1152, -128
  %1154 = lshr exact i32 %1153, 5
  %1155 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1149, ptr %1155, align 4
  %1156 = sub nsw i32 6, %1154
  %1157 = sext i32 %1156 to i64
  %1158 = getelementptr inbounds i32, ptr %9, i64 %1157
  %1159 = load i32, ptr %1158, align 4
  %1160 = sub nsw i32 5, %1154
  %1161 = sext i32 %1160 to i64
  %1162 = getelementptr inbounds i32, ptr %9, i64 %1161
  %1163 = load i32, ptr %1162, align 4
  %1164 = freeze i32 %1163
  %1165 = and i32 %1125, 260046848
  %1166 = icmp eq i32 %1165, 0
  br i1 %1166, label %1173, label %1167

1167:                                             ; preds = %1124
  %1168 = sub nsw i32 4, %1154
  %1169 = sext i32 %1168 to i64
  %1170 = getelementptr inbounds i32, ptr %9, i64 %1169
  %1171 = load i32, ptr %1170, align 4
  %1172 = tail call i32 @llvm.fshl.i32(i32 %1164, i32 %1171, i32 %1151)
  br label %1173

1173:                                             ; preds = %1167, %1124
  %1174 = phi i32 [ %1172, %1167 ], [ %1164, %1124 ]
  %1175 = tail call i32 @llvm.fshl.i32(i32 %1159, i32 %1164, i32 %1151)
  %1176 = lshr i32 %1175, 30
  %1177 = tail call i32 @llvm.fshl.i32(i32 %1175, i32 %1174, i32 2)
  %1178 = shl i32 %1174, 2
  %1179 = lshr i32 %1177, 31
  %1180 = add nuw nsw i32 %1179, %1176
  %1181 = sub nsw i32 0, %1180
  %1182 = icmp slt i32 %1125, 0
  %1183 = select i1 %1182, i32 %1181, i32 %1180
  %1184 = xor i32 %1177, %1125
  %1185 = ashr i32 %1177, 31
  %1186 = xor i32 %1185, %1177
  %1187 = xor i32 %1185, %1178
  %1188 = zext i32 %1186 to i64
  %1189 = shl nuw i64 %1188, 32
  %1190 = zext i32 %1187 to i64
  %1191 = or disjoint i64 %1189, %1190
  %1192 = sitofp i64 %1191 to double
  %1193 = fmul double %1192, 0x3BF921FB54442D19
  %1194 = fptrunc double %1193 to float
  %1195 = fneg float %1194
  %1196 = icmp slt i32 %1184, 0
  %1197 = select i1 %1196, float %1195, float %1194
  br label %1200

1198:                                             ; preds = %1122
  %1199 = tail call float @llvm.nvvm.mul.rn.f(float %1113, float 0.000000e+00) #6
  br label %1200

1200:                                             ; preds = %1198, %1173, %1107
  %1201 = phi i32 [ %1115, %1107 ], [ 0, %1198 ], [ %1183, %1173 ]
  %1202 = phi float [ %1119, %1107 ], [ %1199, %1198 ], [ %1197, %1173 ]
  %1203 = fmul float %1202, %1202
  %1204 = tail call float @llvm.fma.f32(float %1203, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1205 = tail call float @llvm.fma.f32(float %1204, float %1203, float 0x3FA5555760000000)
  %1206 = tail call float @llvm.fma.f32(float %1205, float %1203, float 0xBFDFFFFFE0000000)
  %1207 = tail call float @llvm.fma.f32(float %1206, float %1203, float 1.000000e+00)
  %1208 = tail call float @llvm.fma.f32(float %1203, float %1202, float 0.000000e+00)
  %1209 = tail call float @llvm.fma.f32(float %1203, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1210 = tail call float @llvm.fma.f32(float %1209, float %1203, float 0xBFC5555500000000)
  %1211 = tail call float @llvm.fma.f32(float %1210, float %1208, float %1202)
  %1212 = and i32 %1201, 1
  %1213 = icmp eq i32 %1212, 0
  %1214 = select i1 %1213, float %1211, float %1207
  %1215 = select i1 %1213, float %1207, float %1211
  %1216 = and i32 %1201, 2
  %1217 = icmp eq i32 %1216, 0
  %1218 = fneg float %1214
  %1219 = select i1 %1217, float %1214, float %1218
  %1220 = add i32 %1201, 1
  %1221 = and i32 %1220, 2
  %1222 = icmp eq i32 %1221, 0
  %1223 = fneg float %1215
  %1224 = select i1 %1222, float %1215, float %1223
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1225 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 24), align 4, !tbaa !12
  %1226 = fmul contract float %1225, %1224
  %1227 = fmul contract float %1225, %1219
  %1228 = bitcast float %1226 to i32
  %1229 = bitcast float %1227 to i32
  %1230 = zext i32 %1229 to i64
  %1231 = shl nuw i64 %1230, 32
  %1232 = zext i32 %1228 to i64
  %1233 = or disjoint i64 %1231, %1232
  br label %1234

1234:                                             ; preds = %1104, %1200
  %1235 = phi i64 [ %1233, %1200 ], [ 0, %1104 ]
  %1236 = icmp sgt i32 %1, 7
  br i1 %1236, label %1237, label %1364

1237:                                             ; preds = %1234
  %1238 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 56), align 8, !tbaa !12
  %1239 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 60), align 4, !tbaa !12
  %1240 = fmul contract float %131, %1238
  %1241 = fmul contract float %126, %1239
  %1242 = fadd contract float %1240, %1241
  %1243 = fmul contract float %1242, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1244 = fmul float %1243, 0x3FE45F3060000000
  %1245 = tail call i32 @llvm.nvvm.f2i.rn(float %1244) #6
  %1246 = sitofp i32 %1245 to float
  %1247 = tail call float @llvm.fma.f32(float %1246, float 0xBFF921FB40000000, float %1243)
  %1248 = tail call float @llvm.fma.f32(float %1246, float 0xBE74442D00000000, float %1247)
  %1249 = tail call float @llvm.fma.f32(float %1246, float 0xBCF84698A0000000, float %1248)
  %1250 = tail call float @llvm.nvvm.fabs.f32(float %1243)
  %1251 = fcmp ult float %1250, 1.056150e+05
  br i1 %1251, label %1330, label %1252

1252:                                             ; preds = %1237
  %1253 = fcmp oeq float %1250, 0x7FF0000000000000
  br i1 %1253, label %1328, label %1254

1254:                                             ; preds = %1252
  %1255 = bitcast float %1243 to i32
  %1256 = shl i32 %1255, 8
  %1257 = or i32 %1256, -2147483648
  %1258 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1257, i32 0) #7, !srcloc !11
  %1259 = extractvalue { i32, i32 } %1258, 0
  %1260 = extractvalue { i32, i32 } %1258, 1
  store i32 %1259, ptr %9, align 4
  %1261 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1257, i32 %1260) #7, !srcloc !11
  %1262 = extractvalue { i32, i32 } %1261, 0
  %1263 = extractvalue { i32, i32 } %1261, 1
  %1264 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1262, ptr %1264, align 4
  %1265 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1257, i32 %1263) #7, !srcloc !11
  %1266 = extractvalue { i32, i32 } %1265, 0
  %1267 = extractvalue { i32, i32 } %1265, 1
  %1268 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1266, ptr %1268, align 4
  %1269 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1257, i32 %1267) #7, !srcloc !11
  %1270 = extractvalue { i32, i32 } %1269, 0
  %1271 = extractvalue { i32, i32 } %1269, 1
  %1272 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1270, ptr %1272, align 4
  %1273 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1257, i32 %1271) #7, !srcloc !11
  %1274 = extractvalue { i32, i32 } %1273, 0
  %1275 = extractvalue { i32, i32 } %1273, 1
  %1276 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1274, ptr %1276, align 4
  %1277 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1257, i32 %1275) #7, !srcloc !11
  %1278 = extractvalue { i32, i32 } %1277, 0
  %1279 = extractvalue { i32, i32 } %1277, 1
  %1280 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1278, ptr %1280, align 4
  %1281 = lshr i32 %1255, 23
  %1282 = and i32 %1281, 224
  %1283 = add nsw i32 %1282, -128
  %1284 = lshr exact i32 %1283, 5
  %1285 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1279, ptr %1285, align 4
  %1286 = sub nsw i32 6, %1284
  %1287 = sext i32 %1286 to i64
  %1288 = getelementptr inbounds i32, ptr %9, i64 %1287
  %1289 = load i32, ptr %1288, align 4
  %1290 = sub nsw i32 5, %1284
  %1291 = sext i32 %1290 to i64
  %1292 = getelementptr inbounds i32, ptr %9, i64 %1291
  %1293 = load i32, ptr %1292, align 4
  %1294 = freeze i32 %1293
  %1295 = and i32 %1255, 260046848
  %1296 = icmp eq i32 %1295, 0
  br i1 %1296, label %1303, label %1297

1297:                                             ; preds = %1254
  %1298 = sub nsw i32 4, %1284
  %1299 = sext i32 %1298 to i64
  %1300 = getelementptr inbounds i32, ptr %9, i64 %1299
  %1301 = load i32, ptr %1300, align 4
  %1302 = tail call i32 @llvm.fshl.i32(i32 %1294, i32 %1301, i32 %1281)
  br label %1303

1303:                                             ; preds = %1297, %1254
  %1304 = phi i32 [ %1302, %1297 ], [ %1294, %1254 ]
  %1305 = tail call i32 @llvm.fshl.i32(i32 %1289, i32 %1294, i32 %1281)
  %1306 = lshr i32 %1305, 30
  %1307 = tail call i32 @llvm.fshl.i32(i32 %1305, i32 %1304, i32 2)
  %1308 = shl i32 %1304, 2
  %1309 = lshr i32 %1307, 31
  %1310 = add nuw nsw i32 %1309, %1306
  %1311 = sub nsw i32 0, %1310
  %1312 = icmp slt i32 %1255, 0
  %1313 = select i1 %1312, i32 %1311, i32 %1310
  %1314 = xor i32 %1307, %1255
  %1315 = ashr i32 %1307, 31
  %1316 = xor i32 %1315, %1307
  %1317 = xor i32 %1315, %1308
  %1318 = zext i32 %1316 to i64
  %1319 = shl nuw i64 %1318, 32
  %1320 = zext i32 %1317 to i64
  %1321 = or disjoint i64 %1319, %1320
  %1322 = sitofp i64 %1321 to double
  %1323 = fmul double %1322, 0x3BF921FB54442D19
  %1324 = fptrunc double %1323 to float
  %1325 = fneg float %1324
  %1326 = icmp slt i32 %1314, 0
  %1327 = select i1 %1326, float %1325, float %1324
  br label %1330

1328:                                             ; preds = %1252
  %1329 = tail call float @llvm.nvvm.mul.rn.f(float %1243, float 0.000000e+00) #6
  br label %1330

1330:                                             ; preds = %1328, %1303, %1237
  %1331 = phi i32 [ %1245, %1237 ], [ 0, %1328 ], [ %1313, %1303 ]
  %1332 = phi float [ %1249, %1237 ], [ %1329, %1328 ], [ %1327, %1303 ]
  %1333 = fmul float %1332, %1332
  %1334 = tail call float @llvm.fma.f32(float %1333, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1335 = tail call float @llvm.fma.f32(float %1334, float %1333, float 0x3FA5555760000000)
  %1336 = tail call float @llvm.fma.f32(float %1335, float %1333, float 0xBFDFFFFFE0000000)
  %1337 = tail call float @llvm.fma.f32(float %1336, float %1333, float 1.000000e+00)
  %1338 = tail call float @llvm.fma.f32(float %1333, float %1332, float 0.000000e+00)
  %1339 = tail call float @llvm.fma.f32(float %1333, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1340 = tail call float @llvm.fma.f32(float %1339, float %1333, float 0xBFC5555500000000)
  %1341 = tail call float @llvm.fma.f32(float %1340, float %1338, float %1332)
  %1342 = and i32 %1331, 1
  %1343 = icmp eq i32 %1342, 0
  %1344 = select i1 %1343, float %1341, float %1337
  %1345 = select i1 %1343, float %1337, float %1341
  %1346 = and i32 %1331, 2
  %1347 = icmp eq i32 %1346, 0
  %1348 = fneg float %1344
  %1349 = select i1 %1347, float %1344, float %1348
  %1350 = add i32 %1331, 1
  %1351 = and i32 %1350, 2
  %1352 = icmp eq i32 %1351, 0
  %1353 = fneg float %1345
  %1354 = select i1 %1352, float %1345, float %1353
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1355 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 28), align 4, !tbaa !12
  %1356 = fmul contract float %1355, %1354
  %1357 = fmul contract float %1355, %1349
  %1358 = bitcast float %1356 to i32
  %1359 = bitcast float %1357 to i32
  %1360 = zext i32 %1359 to i64
  %1361 = shl nuw i64 %1360, 32
  %1362 = zext i32 %1358 to i64
  %1363 = or disjoint i64 %1361, %1362
  br label %1364

1364:                                             ; preds = %1234, %1330
  %1365 = phi i64 [ %1363, %1330 ], [ 0, %1234 ]
  %1366 = icmp sgt i32 %1, 8
  br i1 %1366, label %1367, label %1494

1367:                                             ; preds = %1364
  %1368 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 64), align 8, !tbaa !12
  %1369 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 68), align 4, !tbaa !12
  %1370 = fmul contract float %131, %1368
  %1371 = fmul contract float %126, %1369
  %1372 = fadd contract float %1370, %1371
  %1373 = fmul contract float %1372, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1374 = fmul float %1373, 0x3FE45F3060000000
  %1375 = tail call i32 @llvm.nvvm.f2i.rn(float %1374) #6
  %1376 = sitofp i32 %1375 to float
  %1377 = tail call float @llvm.fma.f32(float %1376, float 0xBFF921FB40000000, float %1373)
  %1378 = tail call float @llvm.fma.f32(float %1376, float 0xBE74442D00000000, float %1377)
  %1379 = tail call float @llvm.fma.f32(float %1376, float 0xBCF84698A0000000, float %1378)
  %1380 = tail call float @llvm.nvvm.fabs.f32(float %1373)
  %1381 = fcmp ult float %1380, 1.056150e+05
  br i1 %1381, label %1460, label %1382

1382:                                             ; preds = %1367
  %1383 = fcmp oeq float %1380, 0x7FF0000000000000
  br i1 %1383, label %1458, label %1384

1384:                                             ; preds = %1382
  %1385 = bitcast float %1373 to i32
  %1386 = shl i32 %1385, 8
  %1387 = or i32 %1386, -2147483648
  %1388 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1387, i32 0) #7, !srcloc !11
  %1389 = extractvalue { i32, i32 } %1388, 0
  %1390 = extractvalue { i32, i32 } %1388, 1
  store i32 %1389, ptr %9, align 4
  %1391 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1387, i32 %1390) #7, !srcloc !11
  %1392 = extractvalue { i32, i32 } %1391, 0
  %1393 = extractvalue { i32, i32 } %1391, 1
  %1394 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1392, ptr %1394, align 4
  %1395 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1387, i32 %1393) #7, !srcloc !11
  %1396 = extractvalue { i32, i32 } %1395, 0
  %1397 = extractvalue { i32, i32 } %1395, 1
  %1398 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1396, ptr %1398, align 4
  %1399 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1387, i32 %1397) #7, !srcloc !11
  %1400 = extractvalue { i32, i32 } %1399, 0
  %1401 = extractvalue { i32, i32 } %1399, 1
  %1402 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1400, ptr %1402, align 4
  %1403 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1387, i32 %1401) #7, !srcloc !11
  %1404 = extractvalue { i32, i32 } %1403, 0
  %1405 = extractvalue { i32, i32 } %1403, 1
  %1406 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1404, ptr %1406, align 4
  %1407 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1387, i32 %1405) #7, !srcloc !11
  %1408 = extractvalue { i32, i32 } %1407, 0
  %1409 = extractvalue { i32, i32 } %1407, 1
  %1410 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1408, ptr %1410, align 4
  %1411 = lshr i32 %1385, 23
  %1412 = and i32 %1411, 224
  %1413 = add nsw i32 %1412, -128
  %1414 = lshr exact i32 %1413, 5
  %1415 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1409, ptr %1415, align 4
  %1416 = sub nsw i32 6, %1414
  %1417 = sext i32 %1416 to i64
  %1418 = getelementptr inbounds i32, ptr %9, i64 %1417
  %1419 = load i32, ptr %1418, align 4
  %1420 = sub nsw i32 5, %1414
  %1421 = sext i32 %1420 to i64
  %1422 = getelementptr inbounds i32, ptr %9, i64 %1421
  %1423 = load i32, ptr %1422, align 4
  %1424 = freeze i32 %1423
  %1425 = and i32 %1385, 260046848
  %1426 = icmp eq i32 %1425, 0
  br i1 %1426, label %1433, label %1427

1427:                                             ; preds = %1384
  %1428 = sub nsw i32 4, %1414
  %1429 = sext i32 %1428 to i64
  %1430 = getelementptr inbounds i32, ptr %9, i64 %1429
  %1431 = load i32, ptr %1430, align 4
  %1432 = tail call i32 @llvm.fshl.i32(i32 %1424, i32 %1431, i32 %1411)
  br label %1433

1433:                                             ; preds = %1427, %1384
  %1434 = phi i32 [ %1432, %1427 ], [ %1424, %1384 ]
  %1435 = tail call i32 @llvm.fshl.i32(i32 %1419, i32 %1424, i32 %1411)
  %1436 = lshr i32 %1435, 30
  %1437 = tail call i32 @llvm.fshl.i32(i32 %1435, i32 %1434, i32 2)
  %1438 = shl i32 %1434, 2
  %1439 = lshr i32 %1437, 31
  %1440 = add nuw nsw i32 %1439, %1436
  %1441 = sub nsw i32 0, %1440
  %1442 = icmp slt i32 %1385, 0
  %1443 = select i1 %1442, i32 %1441, i32 %1440
  %1444 = xor i32 %1437, %1385
  %1445 = ashr i32 %1437, 31
  %1446 = xor i32 %1445, %1437
  %1447 = xor i32 %1445, %1438
  %1448 = zext i32 %1446 to i64
  %1449 = shl nuw i64 %1448, 32
  %1450 = zext i32 %1447 to i64
  %1451 = or disjoint i64 %1449, %1450
  %1452 = sitofp i64 %1451 to double
  %1453 = fmul double %1452, 0x3BF921FB54442D19
  %1454 = fptrunc double %1453 to float
  %1455 = fneg float %1454
  %1456 = icmp slt i32 %1444, 0
  %1457 = select i1 %1456, float %1455, float %1454
  br label %1460

1458:                                             ; preds = %1382
  %1459 = tail call float @llvm.nvvm.mul.rn.f(float %1373, float 0.000000e+00) #6
  br label %1460

1460:                                             ; preds = %1458, %1433, %1367
  %1461 = phi i32 [ %1375, %1367 ], [ 0, %1458 ], [ %1443, %1433 ]
  %1462 = phi float [ %1379, %1367 ], [ %1459, %1458 ], [ %1457, %1433 ]
  %1463 = fmul float %1462, %1462
  %1464 = tail call float @llvm.fma.f32(float %1463, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1465 = tail call float @llvm.fma.f32(float %1464, float %1463, float 0x3FA5555760000000)
  %1466 = tail call float @llvm.fma.f32(float %1465, float %1463, float 0xBFDFFFFFE0000000)
  %1467 = tail call float @llvm.fma.f32(float %1466, float %1463, float 1.000000e+00)
  %1468 = tail call float @llvm.fma.f32(float %1463, float %1462, float 0.000000e+00)
  %1469 = tail call float @llvm.fma.f32(float %1463, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1470 = tail call float @llvm.fma.f32(float %1469, float %1463, float 0xBFC5555500000000)
  %1471 = tail call float @llvm.fma.f32(float %1470, float %1468, float %1462)
  %1472 = and i32 %1461, 1
  %1473 = icmp eq i32 %1472, 0
  %1474 = select i1 %1473, float %1471, float %1467
  %1475 = select i1 %1473, float %1467, float %1471
  %1476 = and i32 %1461, 2
  %1477 = icmp eq i32 %1476, 0
  %1478 = fneg float %1474
  %1479 = select i1 %1477, float %1474, float %1478
  %1480 = add i32 %1461, 1
  %1481 = and i32 %1480, 2
  %1482 = icmp eq i32 %1481, 0
  %1483 = fneg float %1475
  %1484 = select i1 %1482, float %1475, float %1483
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1485 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 32), align 4, !tbaa !12
  %1486 = fmul contract float %1485, %1484
  %1487 = fmul contract float %1485, %1479
  %1488 = bitcast float %1486 to i32
  %1489 = bitcast float %1487 to i32
  %1490 = zext i32 %1489 to i64
  %1491 = shl nuw i64 %1490, 32
  %1492 = zext i32 %1488 to i64
  %1493 = or disjoint i64 %1491, %1492
  br label %1494

1494:                                             ; preds = %1364, %1460
  %1495 = phi i64 [ %1493, %1460 ], [ 0, %1364 ]
  %1496 = icmp sgt i32 %1, 9
  br i1 %1496, label %1497, label %1624

1497:                                             ; preds = %1494
  %1498 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 72), align 8, !tbaa !12
  %1499 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 76), align 4, !tbaa !12
  %1500 = fmul contract float %131, %1498
  %1501 = fmul contract float %126, %1499
  %1502 = fadd contract float %1500, %1501
  %1503 = fmul contract float %1502, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1504 = fmul float %1503, 0x3FE45F3060000000
  %1505 = tail call i32 @llvm.nvvm.f2i.rn(float %1504) #6
  %1506 = sitofp i32 %1505 to float
  %1507 = tail call float @llvm.fma.f32(float %1506, float 0xBFF921FB40000000, float %1503)
  %1508 = tail call float @llvm.fma.f32(float %1506, float 0xBE74442D00000000, float %1507)
  %1509 = tail call float @llvm.fma.f32(float %1506, float 0xBCF84698A0000000, float %1508)
  %1510 = tail call float @llvm.nvvm.fabs.f32(float %1503)
  %1511 = fcmp ult float %1510, 1.056150e+05
  br i1 %1511, label %1590, label %1512

1512:                                             ; preds = %1497
  %1513 = fcmp oeq float %1510, 0x7FF0000000000000
  br i1 %1513, label %1588, label %1514

1514:                                             ; preds = %1512
  %1515 = bitcast float %1503 to i32
  %1516 = shl i32 %1515, 8
  %1517 = or i32 %1516, -2147483648
  %1518 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1517, i32 0) #7, !srcloc !11
  %1519 = extractvalue { i32, i32 } %1518, 0
  %1520 = extractvalue { i32, i32 } %1518, 1
  store i32 %1519, ptr %9, align 4
  %1521 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1517, i32 %1520) #7, !srcloc !11
  %1522 = extractvalue { i32, i32 } %1521, 0
  %1523 = extractvalue { i32, i32 } %1521, 1
  %1524 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1522, ptr %1524, align 4
  %1525 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1517, i32 %1523) #7, !srcloc !11
  %1526 = extractvalue { i32, i32 } %1525, 0
  %1527 = extractvalue { i32, i32 } %1525, 1
  %1528 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1526, ptr %1528, align 4
  %1529 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1517, i32 %1527) #7, !srcloc !11
  %1530 = extractvalue { i32, i32 } %1529, 0
  %1531 = extractvalue { i32, i32 } %1529, 1
  %1532 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1530, ptr %1532, align 4
  %1533 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1517, i32 %1531) #7, !srcloc !11
  %1534 = extractvalue { i32, i32 } %1533, 0
  %1535 = extractvalue { i32, i32 } %1533, 1
  %1536 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1534, ptr %1536, align 4
  %1537 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1517, i32 %1535) #7, !srcloc !11
  %1538 = extractvalue { i32, i32 } %1537, 0
  %1539 = extractvalue { i32, i32 } %1537, 1
  %1540 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1538, ptr %1540, align 4
  %1541 = lshr i32 %1515, 23
  %1542 = and i32 %1541, 224
  %1543 = add nsw i32 %1542, -128
  %1544 = lshr exact i32 %1543, 5
  %1545 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1539, ptr %1545, align 4
  %1546 = sub nsw i32 6, %1544
  %1547 = sext i32 %1546 to i64
  %1548 = getelementptr inbounds i32, ptr %9, i64 %1547
  %1549 = load i32, ptr %1548, align 4
  %1550 = sub nsw i32 5, %1544
  %1551 = sext i32 %1550 to i64
  %1552 = getelementptr inbounds i32, ptr %9, i64 %1551
  %1553 = load i32, ptr %1552, align 4
  %1554 = freeze i32 %1553
  %1555 = and i32 %1515, 260046848
  %1556 = icmp eq i32 %1555, 0
  br i1 %1556, label %1563, label %1557

1557:                                             ; preds = %1514
  %1558 = sub nsw i32 4, %1544
  %1559 = sext i32 %1558 to i64
  %1560 = getelementptr inbounds i32, ptr %9, i64 %1559
  %1561 = load i32, ptr %1560, align 4
  %1562 = tail call i32 @llvm.fshl.i32(i32 %1554, i32 %1561, i32 %1541)
  br label %1563

1563:                                             ; preds = %1557, %1514
  %1564 = phi i32 [ %1562, %1557 ], [ %1554, %1514 ]
  %1565 = tail call i32 @llvm.fshl.i32(i32 %1549, i32 %1554, i32 %1541)
  %1566 = lshr i32 %1565, 30
  %1567 = tail call i32 @llvm.fshl.i32(i32 %1565, i32 %1564, i32 2)
  %1568 = shl i32 %1564, 2
  %1569 = lshr i32 %1567, 31
  %1570 = add nuw nsw i32 %1569, %1566
  %1571 = sub nsw i32 0, %1570
  %1572 = icmp slt i32 %1515, 0
  %1573 = select i1 %1572, i32 %1571, i32 %1570
  %1574 = xor i32 %1567, %1515
  %1575 = ashr i32 %1567, 31
  %1576 = xor i32 %1575, %1567
  %1577 = xor i32 %1575, %1568
  %1578 = zext i32 %1576 to i64
  %1579 = shl nuw i64 %1578, 32
  %1580 = zext i32 %1577 to i64
  %1581 = or disjoint i64 %1579, %1580
  %1582 = sitofp i64 %1581 to double
  %1583 = fmul double %1582, 0x3BF921FB54442D19
  %1584 = fptrunc double %1583 to float
  %1585 = fneg float %1584
  %1586 = icmp slt i32 %1574, 0
  %1587 = select i1 %1586, float %1585, float %1584
  br label %1590

1588:                                             ; preds = %1512
  %1589 = tail call float @llvm.nvvm.mul.rn.f(float %1503, float 0.000000e+00) #6
  br label %1590

1590:                                             ; preds = %1588, %1563, %1497
  %1591 = phi i32 [ %1505, %1497 ], [ 0, %1588 ], [ %1573, %1563 ]
  %1592 = phi float [ %1509, %1497 ], [ %1589, %1588 ], [ %1587, %1563 ]
  %1593 = fmul float %1592, %1592
  %1594 = tail call float @llvm.fma.f32(float %1593, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1595 = tail call float @llvm.fma.f32(float %1594, float %1593, float 0x3FA5555760000000)
  %1596 = tail call float @llvm.fma.f32(float %1595, float %1593, float 0xBFDFFFFFE0000000)
  %1597 = tail call float @llvm.fma.f32(float %1596, float %1593, float 1.000000e+00)
  %1598 = tail call float @llvm.fma.f32(float %1593, float %1592, float 0.000000e+00)
  %1599 = tail call float @llvm.fma.f32(float %1593, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1600 = tail call float @llvm.fma.f32(float %1599, float %1593, float 0xBFC5555500000000)
  %1601 = tail call float @llvm.fma.f32(float %1600, float %1598, float %1592)
  %1602 = and i32 %1591, 1
  %1603 = icmp eq i32 %1602, 0
  %1604 = select i1 %1603, float %1601, float %1597
  %1605 = select i1 %1603, float %1597, float %1601
  %1606 = and i32 %1591, 2
  %1607 = icmp eq i32 %1606, 0
  %1608 = fneg float %1604
  %1609 = select i1 %1607, float %1604, float %1608
  %1610 = add i32 %1591, 1
  %1611 = and i32 %1610, 2
  %1612 = icmp eq i32 %1611, 0
  %1613 = fneg float %1605
  %1614 = select i1 %1612, float %1605, float %1613
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1615 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 36), align 4, !tbaa !12
  %1616 = fmul contract float %1615, %1614
  %1617 = fmul contract float %1615, %1609
  %1618 = bitcast float %1616 to i32
  %1619 = bitcast float %1617 to i32
  %1620 = zext i32 %1619 to i64
  %1621 = shl nuw i64 %1620, 32
  %1622 = zext i32 %1618 to i64
  %1623 = or disjoint i64 %1621, %1622
  br label %1624

1624:                                             ; preds = %1494, %1590
  %1625 = phi i64 [ %1623, %1590 ], [ 0, %1494 ]
  %1626 = icmp sgt i32 %1, 10
  br i1 %1626, label %1627, label %1754

1627:                                             ; preds = %1624
  %1628 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 80), align 8, !tbaa !12
  %1629 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 84), align 4, !tbaa !12
  %1630 = fmul contract float %131, %1628
  %1631 = fmul contract float %126, %1629
  %1632 = fadd contract float %1630, %1631
  %1633 = fmul contract float %1632, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1634 = fmul float %1633, 0x3FE45F3060000000
  %1635 = tail call i32 @llvm.nvvm.f2i.rn(float %1634) #6
  %1636 = sitofp i32 %1635 to float
  %1637 = tail call float @llvm.fma.f32(float %1636, float 0xBFF921FB40000000, float %1633)
  %1638 = tail call float @llvm.fma.f32(float %1636, float 0xBE74442D00000000, float %1637)
  %1639 = tail call float @llvm.fma.f32(float %1636, float 0xBCF84698A0000000, float %1638)
  %1640 = tail call float @llvm.nvvm.fabs.f32(float %1633)
  %1641 = fcmp ult float %1640, 1.056150e+05
  br i1 %1641, label %1720, label %1642

1642:                                             ; preds = %1627
  %1643 = fcmp oeq float %1640, 0x7FF0000000000000
  br i1 %1643, label %1718, label %1644

1644:                                             ; preds = %1642
  %1645 = bitcast float %1633 to i32
  %1646 = shl i32 %1645, 8
  %1647 = or i32 %1646, -2147483648
  %1648 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1647, i32 0) #7, !srcloc !11
  %1649 = extractvalue { i32, i32 } %1648, 0
  %1650 = extractvalue { i32, i32 } %1648, 1
  store i32 %1649, ptr %9, align 4
  %1651 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1647, i32 %1650) #7, !srcloc !11
  %1652 = extractvalue { i32, i32 } %1651, 0
  %1653 = extractvalue { i32, i32 } %1651, 1
  %1654 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1652, ptr %1654, align 4
  %1655 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1647, i32 %1653) #7, !srcloc !11
  %1656 = extractvalue { i32, i32 } %1655, 0
  %1657 = extractvalue { i32, i32 } %1655, 1
  %1658 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1656, ptr %1658, align 4
  %1659 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1647, i32 %1657) #7, !srcloc !11
  %1660 = extractvalue { i32, i32 } %1659, 0
  %1661 = extractvalue { i32, i32 } %1659, 1
  %1662 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1660, ptr %1662, align 4
  %1663 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1647, i32 %1661) #7, !srcloc !11
  %1664 = extractvalue { i32, i32 } %1663, 0
  %1665 = extractvalue { i32, i32 } %1663, 1
  %1666 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1664, ptr %1666, align 4
  %1667 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1647, i32 %1665) #7, !srcloc !11
  %1668 = extractvalue { i32, i32 } %1667, 0
  %1669 = extractvalue { i32, i32 } %1667, 1
  %1670 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1668, ptr %1670, align 4
  %1671 = lshr i32 %1645, 23
  %1672 = and i32 %1671, 224
  %1673 = add nsw i32 %1672, -128
  %1674 = lshr exact i32 %1673, 5
  %1675 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1669, ptr %1675, align 4
  %1676 = sub nsw i32 6, %1674
  %1677 = sext i32 %1676 to i64
  %1678 = getelementptr inbounds i32, ptr %9, i64 %1677
  %1679 = load i32, ptr %1678, align 4
  %1680 = sub nsw i32 5, %1674
  %1681 = sext i32 %1680 to i64
  %1682 = getelementptr inbounds i32, ptr %9, i64 %1681
  %1683 = load i32, ptr %1682, align 4
  %1684 = freeze i32 %1683
  %1685 = and i32 %1645, 260046848
  %1686 = icmp eq i32 %1685, 0
  br i1 %1686, label %1693, label %1687

1687:                                             ; preds = %1644
  %1688 = sub nsw i32 4, %1674
  %1689 = sext i32 %1688 to i64
  %1690 = getelementptr inbounds i32, ptr %9, i64 %1689
  %1691 = load i32, ptr %1690, align 4
  %1692 = tail call i32 @llvm.fshl.i32(i32 %1684, i32 %1691, i32 %1671)
  br label %1693

1693:                                             ; preds = %1687, %1644
  %1694 = phi i32 [ %1692, %1687 ], [ %1684, %1644 ]
  %1695 = tail call i32 @llvm.fshl.i32(i32 %1679, i32 %1684, i32 %1671)
  %1696 = lshr i32 %1695, 30
  %1697 = tail call i32 @llvm.fshl.i32(i32 %1695, i32 %1694, i32 2)
  %1698 = shl i32 %1694, 2
  %1699 = lshr i32 %1697, 31
  %1700 = add nuw nsw i32 %1699, %1696
  %1701 = sub nsw i32 0, %1700
  %1702 = icmp slt i32 %1645, 0
  %1703 = select i1 %1702, i32 %1701, i32 %1700
  %1704 = xor i32 %1697, %1645
  %1705 = ashr i32 %1697, 31
  %1706 = xor i32 %1705, %1697
  %1707 = xor i32 %1705, %1698
  %1708 = zext i32 %1706 to i64
  %1709 = shl nuw i64 %1708, 32
  %1710 = zext i32 %1707 to i64
  %1711 = or disjoint i64 %1709, %1710
  %1712 = sitofp i64 %1711 to double
  %1713 = fmul double %1712, 0x3BF921FB54442D19
  %1714 = fptrunc double %1713 to float
  %1715 = fneg float %1714
  %1716 = icmp slt i32 %1704, 0
  %1717 = select i1 %1716, float %1715, float %1714
  br label %1720

1718:                                             ; preds = %1642
  %1719 = tail call float @llvm.nvvm.mul.rn.f(float %1633, float 0.000000e+00) #6
  br label %1720

1720:                                             ; preds = %1718, %1693, %1627
  %1721 = phi i32 [ %1635, %1627 ], [ 0, %1718 ], [ %1703, %1693 ]
  %1722 = phi float [ %1639, %1627 ], [ %1719, %1718 ], [ %1717, %1693 ]
  %1723 = fmul float %1722, %1722
  %1724 = tail call float @llvm.fma.f32(float %1723, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1725 = tail call float @llvm.fma.f32(float %1724, float %1723, float 0x3FA5555760000000)
  %1726 = tail call float @llvm.fma.f32(float %1725, float %1723, float 0xBFDFFFFFE0000000)
  %1727 = tail call float @llvm.fma.f32(float %1726, float %1723, float 1.000000e+00)
  %1728 = tail call float @llvm.fma.f32(float %1723, float %1722, float 0.000000e+00)
  %1729 = tail call float @llvm.fma.f32(float %1723, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1730 = tail call float @llvm.fma.f32(float %1729, float %1723, float 0xBFC5555500000000)
  %1731 = tail call float @llvm.fma.f32(float %1730, float %1728, float %1722)
  %1732 = and i32 %1721, 1
  %1733 = icmp eq i32 %1732, 0
  %1734 = select i1 %1733, float %1731, float %1727
  %1735 = select i1 %1733, float %1727, float %1731
  %1736 = and i32 %1721, 2
  %1737 = icmp eq i32 %1736, 0
  %1738 = fneg float %1734
  %1739 = select i1 %1737, float %1734, float %1738
  %1740 = add i32 %1721, 1
  %1741 = and i32 %1740, 2
  %1742 = icmp eq i32 %1741, 0
  %1743 = fneg float %1735
  %1744 = select i1 %1742, float %1735, float %1743
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1745 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 40), align 4, !tbaa !12
  %1746 = fmul contract float %1745, %1744
  %1747 = fmul contract float %1745, %1739
  %1748 = bitcast float %1746 to i32
  %1749 = bitcast float %1747 to i32
  %1750 = zext i32 %1749 to i64
  %1751 = shl nuw i64 %1750, 32
  %1752 = zext i32 %1748 to i64
  %1753 = or disjoint i64 %1751, %1752
  br label %1754

1754:                                             ; preds = %1624, %1720
  %1755 = phi i64 [ %1753, %1720 ], [ 0, %1624 ]
  %1756 = icmp sgt i32 %1, 11
  br i1 %1756, label %1757, label %1884

1757:                                             ; preds = %1754
  %1758 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 88), align 8, !tbaa !12
  %1759 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 92), align 4, !tbaa !12
  %1760 = fmul contract float %131, %1758
  %1761 = fmul contract float %126, %1759
  %1762 = fadd contract float %1760, %1761
  %1763 = fmul contract float %1762, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1764 = fmul float %1763, 0x3FE45F3060000000
  %1765 = tail call i32 @llvm.nvvm.f2i.rn(float %1764) #6
  %1766 = sitofp i32 %1765 to float
  %1767 = tail call float @llvm.fma.f32(float %1766, float 0xBFF921FB40000000, float %1763)
  %1768 = tail call float @llvm.fma.f32(float %1766, float 0xBE74442D00000000, float %1767)
  %1769 = tail call float @llvm.fma.f32(float %1766, float 0xBCF84698A0000000, float %1768)
  %1770 = tail call float @llvm.nvvm.fabs.f32(float %1763)
  %1771 = fcmp ult float %1770, 1.056150e+05
  br i1 %1771, label %1850, label %1772

1772:                                             ; preds = %1757
  %1773 = fcmp oeq float %1770, 0x7FF0000000000000
  br i1 %1773, label %1848, label %1774

1774:                                             ; preds = %1772
  %1775 = bitcast float %1763 to i32
  %1776 = shl i32 %1775, 8
  %1777 = or i32 %1776, -2147483648
  %1778 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1777, i32 0) #7, !srcloc !11
  %1779 = extractvalue { i32, i32 } %1778, 0
  %1780 = extractvalue { i32, i32 } %1778, 1
  store i32 %1779, ptr %9, align 4
  %1781 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1777, i32 %1780) #7, !srcloc !11
  %1782 = extractvalue { i32, i32 } %1781, 0
  %1783 = extractvalue { i32, i32 } %1781, 1
  %1784 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1782, ptr %1784, align 4
  %1785 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1777, i32 %1783) #7, !srcloc !11
  %1786 = extractvalue { i32, i32 } %1785, 0
  %1787 = extractvalue { i32, i32 } %1785, 1
  %1788 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1786, ptr %1788, align 4
  %1789 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1777, i32 %1787) #7, !srcloc !11
  %1790 = extractvalue { i32, i32 } %1789, 0
  %1791 = extractvalue { i32, i32 } %1789, 1
  %1792 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1790, ptr %1792, align 4
  %1793 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1777, i32 %1791) #7, !srcloc !11
  %1794 = extractvalue { i32, i32 } %1793, 0
  %1795 = extractvalue { i32, i32 } %1793, 1
  %1796 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1794, ptr %1796, align 4
  %1797 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1777, i32 %1795) #7, !srcloc !11
  %1798 = extractvalue { i32, i32 } %1797, 0
  %1799 = extractvalue { i32, i32 } %1797, 1
  %1800 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1798, ptr %1800, align 4
  %1801 = lshr i32 %1775, 23
  %1802 = and i32 %1801, 224
  %1803 = add nsw i32 %1802, -128
  %1804 = lshr exact i32 %1803, 5
  %1805 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1799, ptr %1805, align 4
  %1806 = sub nsw i32 6, %1804
  %1807 = sext i32 %1806 to i64
  %1808 = getelementptr inbounds i32, ptr %9, i64 %1807
  %1809 = load i32, ptr %1808, align 4
  %1810 = sub nsw i32 5, %1804
  %1811 = sext i32 %1810 to i64
  %1812 = getelementptr inbounds i32, ptr %9, i64 %1811
  %1813 = load i32, ptr %1812, align 4
  %1814 = freeze i32 %1813
  %1815 = and i32 %1775, 260046848
  %1816 = icmp eq i32 %1815, 0
  br i1 %1816, label %1823, label %1817

1817:                                             ; preds = %1774
  %1818 = sub nsw i32 4, %1804
  %1819 = sext i32 %1818 to i64
  %1820 = getelementptr inbounds i32, ptr %9, i64 %1819
  %1821 = load i32, ptr %1820, align 4
  %1822 = tail call i32 @llvm.fshl.i32(i32 %1814, i32 %1821, i32 %1801)
  br label %1823

1823:                                             ; preds = %1817, %1774
  %1824 = phi i32 [ %1822, %1817 ], [ %1814, %1774 ]
  %1825 = tail call i32 @llvm.fshl.i32(i32 %1809, i32 %1814, i32 %1801)
  %1826 = lshr i32 %1825, 30
  %1827 = tail call i32 @llvm.fshl.i32(i32 %1825, i32 %1824, i32 2)
  %1828 = shl i32 %1824, 2
  %1829 = lshr i32 %1827, 31
  %1830 = add nuw nsw i32 %1829, %1826
  %1831 = sub nsw i32 0, %1830
  %1832 = icmp slt i32 %1775, 0
  %1833 = select i1 %1832, i32 %1831, i32 %1830
  %1834 = xor i32 %1827, %1775
  %1835 = ashr i32 %1827, 31
  %1836 = xor i32 %1835, %1827
  %1837 = xor i32 %1835, %1828
  %1838 = zext i32 %1836 to i64
  %1839 = shl nuw i64 %1838, 32
  %1840 = zext i32 %1837 to i64
  %1841 = or disjoint i64 %1839, %1840
  %1842 = sitofp i64 %1841 to double
  %1843 = fmul double %1842, 0x3BF921FB54442D19
  %1844 = fptrunc double %1843 to float
  %1845 = fneg float %1844
  %1846 = icmp slt i32 %1834, 0
  %1847 = select i1 %1846, float %1845, float %1844
  br label %1850

1848:                                             ; preds = %1772
  %1849 = tail call float @llvm.nvvm.mul.rn.f(float %1763, float 0.000000e+00) #6
  br label %1850

1850:                                             ; preds = %1848, %1823, %1757
  %1851 = phi i32 [ %1765, %1757 ], [ 0, %1848 ], [ %1833, %1823 ]
  %1852 = phi float [ %1769, %1757 ], [ %1849, %1848 ], [ %1847, %1823 ]
  %1853 = fmul float %1852, %1852
  %1854 = tail call float @llvm.fma.f32(float %1853, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1855 = tail call float @llvm.fma.f32(float %1854, float %1853, float 0x3FA5555760000000)
  %1856 = tail call float @llvm.fma.f32(float %1855, float %1853, float 0xBFDFFFFFE0000000)
  %1857 = tail call float @llvm.fma.f32(float %1856, float %1853, float 1.000000e+00)
  %1858 = tail call float @llvm.fma.f32(float %1853, float %1852, float 0.000000e+00)
  %1859 = tail call float @llvm.fma.f32(float %1853, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1860 = tail call float @llvm.fma.f32(float %1859, float %1853, float 0xBFC5555500000000)
  %1861 = tail call float @llvm.fma.f32(float %1860, float %1858, float %1852)
  %1862 = and i32 %1851, 1
  %1863 = icmp eq i32 %1862, 0
  %1864 = select i1 %1863, float %1861, float %1857
  %1865 = select i1 %1863, float %1857, float %1861
  %1866 = and i32 %1851, 2
  %1867 = icmp eq i32 %1866, 0
  %1868 = fneg float %1864
  %1869 = select i1 %1867, float %1864, float %1868
  %1870 = add i32 %1851, 1
  %1871 = and i32 %1870, 2
  %1872 = icmp eq i32 %1871, 0
  %1873 = fneg float %1865
  %1874 = select i1 %1872, float %1865, float %1873
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1875 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 44), align 4, !tbaa !12
  %1876 = fmul contract float %1875, %1874
  %1877 = fmul contract float %1875, %1869
  %1878 = bitcast float %1876 to i32
  %1879 = bitcast float %1877 to i32
  %1880 = zext i32 %1879 to i64
  %1881 = shl nuw i64 %1880, 32
  %1882 = zext i32 %1878 to i64
  %1883 = or disjoint i64 %1881, %1882
  br label %1884

1884:                                             ; preds = %1754, %1850
  %1885 = phi i64 [ %1883, %1850 ], [ 0, %1754 ]
  %1886 = icmp sgt i32 %1, 12
  br i1 %1886, label %1887, label %2014

1887:                                             ; preds = %1884
  %1888 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 96), align 8, !tbaa !12
  %1889 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 100), align 4, !tbaa !12
  %1890 = fmul contract float %131, %1888
  %1891 = fmul contract float %126, %1889
  %1892 = fadd contract float %1890, %1891
  %1893 = fmul contract float %1892, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1894 = fmul float %1893, 0x3FE45F3060000000
  %1895 = tail call i32 @llvm.nvvm.f2i.rn(float %1894) #6
  %1896 = sitofp i32 %1895 to float
  %1897 = tail call float @llvm.fma.f32(float %1896, float 0xBFF921FB40000000, float %1893)
  %1898 = tail call float @llvm.fma.f32(float %1896, float 0xBE74442D00000000, float %1897)
  %1899 = tail call float @llvm.fma.f32(float %1896, float 0xBCF84698A0000000, float %1898)
  %1900 = tail call float @llvm.nvvm.fabs.f32(float %1893)
  %1901 = fcmp ult float %1900, 1.056150e+05
  br i1 %1901, label %1980, label %1902

1902:                                             ; preds = %1887
  %1903 = fcmp oeq float %1900, 0x7FF0000000000000
  br i1 %1903, label %1978, label %1904

1904:                                             ; preds = %1902
  %1905 = bitcast float %1893 to i32
  %1906 = shl i32 %1905, 8
  %1907 = or i32 %1906, -2147483648
  %1908 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1907, i32 0) #7, !srcloc !11
  %1909 = extractvalue { i32, i32 } %1908, 0
  %1910 = extractvalue { i32, i32 } %1908, 1
  store i32 %1909, ptr %9, align 4
  %1911 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1907, i32 %1910) #7, !srcloc !11
  %1912 = extractvalue { i32, i32 } %1911, 0
  %1913 = extractvalue { i32, i32 } %1911, 1
  %1914 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1912, ptr %1914, align 4
  %1915 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1907, i32 %1913) #7, !srcloc !11
  %1916 = extractvalue { i32, i32 } %1915, 0
  %1917 = extractvalue { i32, i32 } %1915, 1
  %1918 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1916, ptr %1918, align 4
  %1919 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1907, i32 %1917) #7, !srcloc !11
  %1920 = extractvalue { i32, i32 } %1919, 0
  %1921 = extractvalue { i32, i32 } %1919, 1
  %1922 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1920, ptr %1922, align 4
  %1923 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1907, i32 %1921) #7, !srcloc !11
  %1924 = extractvalue { i32, i32 } %1923, 0
  %1925 = extractvalue { i32, i32 } %1923, 1
  %1926 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1924, ptr %1926, align 4
  %1927 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1907, i32 %1925) #7, !srcloc !11
  %1928 = extractvalue { i32, i32 } %1927, 0
  %1929 = extractvalue { i32, i32 } %1927, 1
  %1930 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1928, ptr %1930, align 4
  %1931 = lshr i32 %1905, 23
  %1932 = and i32 %1931, 224
  %1933 = add nsw i32 %1932, -128
  %1934 = lshr exact i32 %1933, 5
  %1935 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1929, ptr %1935, align 4
  %1936 = sub nsw i32 6, %1934
  %1937 = sext i32 %1936 to i64
  %1938 = getelementptr inbounds i32, ptr %9, i64 %1937
  %1939 = load i32, ptr %1938, align 4
  %1940 = sub nsw i32 5, %1934
  %1941 = sext i32 %1940 to i64
  %1942 = getelementptr inbounds i32, ptr %9, i64 %1941
  %1943 = load i32, ptr %1942, align 4
  %1944 = freeze i32 %1943
  %1945 = and i32 %1905, 260046848
  %1946 = icmp eq i32 %1945, 0
  br i1 %1946, label %1953, label %1947

1947:                                             ; preds = %1904
  %1948 = sub nsw i32 4, %1934
  %1949 = sext i32 %1948 to i64
  %1950 = getelementptr inbounds i32, ptr %9, i64 %1949
  %1951 = load i32, ptr %1950, align 4
  %1952 = tail call i32 @llvm.fshl.i32(i32 %1944, i32 %1951, i32 %1931)
  br label %1953

1953:                                             ; preds = %1947, %1904
  %1954 = phi i32 [ %1952, %1947 ], [ %1944, %1904 ]
  %1955 = tail call i32 @llvm.fshl.i32(i32 %1939, i32 %1944, i32 %1931)
  %1956 = lshr i32 %1955, 30
  %1957 = tail call i32 @llvm.fshl.i32(i32 %1955, i32 %1954, i32 2)
  %1958 = shl i32 %1954, 2
  %1959 = lshr i32 %1957, 31
  %1960 = add nuw nsw i32 %1959, %1956
  %1961 = sub nsw i32 0, %1960
  %1962 = icmp slt i32 %1905, 0
  %1963 = select i1 %1962, i32 %1961, i32 %1960
  %1964 = xor i32 %1957, %1905
  %1965 = ashr i32 %1957, 31
  %1966 = xor i32 %1965, %1957
  %1967 = xor i32 %1965, %1958
  %1968 = zext i32 %1966 to i64
  %1969 = shl nuw i64 %1968, 32
  %1970 = zext i32 %1967 to i64
  %1971 = or disjoint i64 %1969, %1970
  %1972 = sitofp i64 %1971 to double
  %1973 = fmul double %1972, 0x3BF921FB54442D19
  %1974 = fptrunc double %1973 to float
  %1975 = fneg float %1974
  %1976 = icmp slt i32 %1964, 0
  %1977 = select i1 %1976, float %1975, float %1974
  br label %1980

1978:                                             ; preds = %1902
  %1979 = tail call float @llvm.nvvm.mul.rn.f(float %1893, float 0.000000e+00) #6
  br label %1980

1980:                                             ; preds = %1978, %1953, %1887
  %1981 = phi i32 [ %1895, %1887 ], [ 0, %1978 ], [ %1963, %1953 ]
  %1982 = phi float [ %1899, %1887 ], [ %1979, %1978 ], [ %1977, %1953 ]
  %1983 = fmul float %1982, %1982
  %1984 = tail call float @llvm.fma.f32(float %1983, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1985 = tail call float @llvm.fma.f32(float %1984, float %1983, float 0x3FA5555760000000)
  %1986 = tail call float @llvm.fma.f32(float %1985, float %1983, float 0xBFDFFFFFE0000000)
  %1987 = tail call float @llvm.fma.f32(float %1986, float %1983, float 1.000000e+00)
  %1988 = tail call float @llvm.fma.f32(float %1983, float %1982, float 0.000000e+00)
  %1989 = tail call float @llvm.fma.f32(float %1983, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1990 = tail call float @llvm.fma.f32(float %1989, float %1983, float 0xBFC5555500000000)
  %1991 = tail call float @llvm.fma.f32(float %1990, float %1988, float %1982)
  %1992 = and i32 %1981, 1
  %1993 = icmp eq i32 %1992, 0
  %1994 = select i1 %1993, float %1991, float %1987
  %1995 = select i1 %1993, float %1987, float %1991
  %1996 = and i32 %1981, 2
  %1997 = icmp eq i32 %1996, 0
  %1998 = fneg float %1994
  %1999 = select i1 %1997, float %1994, float %1998
  %2000 = add i32 %1981, 1
  %2001 = and i32 %2000, 2
  %2002 = icmp eq i32 %2001, 0
  %2003 = fneg float %1995
  %2004 = select i1 %2002, float %1995, float %2003
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2005 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 48), align 4, !tbaa !12
  %2006 = fmul contract float %2005, %2004
  %2007 = fmul contract float %2005, %1999
  %2008 = bitcast float %2006 to i32
  %2009 = bitcast float %2007 to i32
  %2010 = zext i32 %2009 to i64
  %2011 = shl nuw i64 %2010, 32
  %2012 = zext i32 %2008 to i64
  %2013 = or disjoint i64 %2011, %2012
  br label %2014

2014:                                             ; preds = %1884, %1980
  %2015 = phi i64 [ %2013, %1980 ], [ 0, %1884 ]
  %2016 = icmp sgt i32 %1, 13
  br i1 %2016, label %2017, label %2144

2017:                                             ; preds = %2014
  %2018 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 104), align 8, !tbaa !12
  %2019 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 108), align 4, !tbaa !12
  %2020 = fmul contract float %131, %2018
  %2021 = fmul contract float %126, %2019
  %2022 = fadd contract float %2020, %2021
  %2023 = fmul contract float %2022, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2024 = fmul float %2023, 0x3FE45F3060000000
  %2025 = tail call i32 @llvm.nvvm.f2i.rn(float %2024) #6
  %2026 = sitofp i32 %2025 to float
  %2027 = tail call float @llvm.fma.f32(float %2026, float 0xBFF921FB40000000, float %2023)
  %2028 = tail call float @llvm.fma.f32(float %2026, float 0xBE74442D00000000, float %2027)
  %2029 = tail call float @llvm.fma.f32(float %2026, float 0xBCF84698A0000000, float %2028)
  %2030 = tail call float @llvm.nvvm.fabs.f32(float %2023)
  %2031 = fcmp ult float %2030, 1.056150e+05
  br i1 %2031, label %2110, label %2032

2032:                                             ; preds = %2017
  %2033 = fcmp oeq float %2030, 0x7FF0000000000000
  br i1 %2033, label %2108, label %2034

2034:                                             ; preds = %2032
  %2035 = bitcast float %2023 to i32
  %2036 = shl i32 %2035, 8
  %2037 = or i32 %2036, -2147483648
  %2038 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2037, i32 0) #7, !srcloc !11
  %2039 = extractvalue { i32, i32 } %2038, 0
  %2040 = extractvalue { i32, i32 } %2038, 1
  store i32 %2039, ptr %9, align 4
  %2041 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2037, i32 %2040) #7, !srcloc !11
  %2042 = extractvalue { i32, i32 } %2041, 0
  %2043 = extractvalue { i32, i32 } %2041, 1
  %2044 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2042, ptr %2044, align 4
  %2045 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2037, i32 %2043) #7, !srcloc !11
  %2046 = extractvalue { i32, i32 } %2045, 0
  %2047 = extractvalue { i32, i32 } %2045, 1
  %2048 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2046, ptr %2048, align 4
  %2049 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2037, i32 %2047) #7, !srcloc !11
  %2050 = extractvalue { i32, i32 } %2049, 0
  %2051 = extractvalue { i32, i32 } %2049, 1
  %2052 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2050, ptr %2052, align 4
  %2053 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2037, i32 %2051) #7, !srcloc !11
  %2054 = extractvalue { i32, i32 } %2053, 0
  %2055 = extractvalue { i32, i32 } %2053, 1
  %2056 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2054, ptr %2056, align 4
  %2057 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2037, i32 %2055) #7, !srcloc !11
  %2058 = extractvalue { i32, i32 } %2057, 0
  %2059 = extractvalue { i32, i32 } %2057, 1
  %2060 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2058, ptr %2060, align 4
  %2061 = lshr i32 %2035, 23
  %2062 = and i32 %2061, 224
  %2063 = add nsw i32 %2062, -128
  %2064 = lshr exact i32 %2063, 5
  %2065 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2059, ptr %2065, align 4
  %2066 = sub nsw i32 6, %2064
  %2067 = sext i32 %2066 to i64
  %2068 = getelementptr inbounds i32, ptr %9, i64 %2067
  %2069 = load i32, ptr %2068, align 4
  %2070 = sub nsw i32 5, %2064
  %2071 = sext i32 %2070 to i64
  %2072 = getelementptr inbounds i32, ptr %9, i64 %2071
  %2073 = load i32, ptr %2072, align 4
  %2074 = freeze i32 %2073
  %2075 = and i32 %2035, 260046848
  %2076 = icmp eq i32 %2075, 0
  br i1 %2076, label %2083, label %2077

2077:                                             ; preds = %2034
  %2078 = sub nsw i32 4, %2064
  %2079 = sext i32 %2078 to i64
  %2080 = getelementptr inbounds i32, ptr %9, i64 %2079
  %2081 = load i32, ptr %2080, align 4
  %2082 = tail call i32 @llvm.fshl.i32(i32 %2074, i32 %2081, i32 %2061)
  br label %2083

2083:                                             ; preds = %2077, %2034
  %2084 = phi i32 [ %2082, %2077 ], [ %2074, %2034 ]
  %2085 = tail call i32 @llvm.fshl.i32(i32 %2069, i32 %2074, i32 %2061)
  %2086 = lshr i32 %2085, 30
  %2087 = tail call i32 @llvm.fshl.i32(i32 %2085, i32 %2084, i32 2)
  %2088 = shl i32 %2084, 2
  %2089 = lshr i32 %2087, 31
  %2090 = add nuw nsw i32 %2089, %2086
  %2091 = sub nsw i32 0, %2090
  %2092 = icmp slt i32 %2035, 0
  %2093 = select i1 %2092, i32 %2091, i32 %2090
  %2094 = xor i32 %2087, %2035
  %2095 = ashr i32 %2087, 31
  %2096 = xor i32 %2095, %2087
  %2097 = xor i32 %2095, %2088
  %2098 = zext i32 %2096 to i64
  %2099 = shl nuw i64 %2098, 32
  %2100 = zext i32 %2097 to i64
  %2101 = or disjoint i64 %2099, %2100
  %2102 = sitofp i64 %2101 to double
  %2103 = fmul double %2102, 0x3BF921FB54442D19
  %2104 = fptrunc double %2103 to float
  %2105 = fneg float %2104
  %2106 = icmp slt i32 %2094, 0
  %2107 = select i1 %2106, float %2105, float %2104
  br label %2110

2108:                                             ; preds = %2032
  %2109 = tail call float @llvm.nvvm.mul.rn.f(float %2023, float 0.000000e+00) #6
  br label %2110

2110:                                             ; preds = %2108, %2083, %2017
  %2111 = phi i32 [ %2025, %2017 ], [ 0, %2108 ], [ %2093, %2083 ]
  %2112 = phi float [ %2029, %2017 ], [ %2109, %2108 ], [ %2107, %2083 ]
  %2113 = fmul float %2112, %2112
  %2114 = tail call float @llvm.fma.f32(float %2113, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2115 = tail call float @llvm.fma.f32(float %2114, float %2113, float 0x3FA5555760000000)
  %2116 = tail call float @llvm.fma.f32(float %2115, float %2113, float 0xBFDFFFFFE0000000)
  %2117 = tail call float @llvm.fma.f32(float %2116, float %2113, float 1.000000e+00)
  %2118 = tail call float @llvm.fma.f32(float %2113, float %2112, float 0.000000e+00)
  %2119 = tail call float @llvm.fma.f32(float %2113, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2120 = tail call float @llvm.fma.f32(float %2119, float %2113, float 0xBFC5555500000000)
  %2121 = tail call float @llvm.fma.f32(float %2120, float %2118, float %2112)
  %2122 = and i32 %2111, 1
  %2123 = icmp eq i32 %2122, 0
  %2124 = select i1 %2123, float %2121, float %2117
  %2125 = select i1 %2123, float %2117, float %2121
  %2126 = and i32 %2111, 2
  %2127 = icmp eq i32 %2126, 0
  %2128 = fneg float %2124
  %2129 = select i1 %2127, float %2124, float %2128
  %2130 = add i32 %2111, 1
  %2131 = and i32 %2130, 2
  %2132 = icmp eq i32 %2131, 0
  %2133 = fneg float %2125
  %2134 = select i1 %2132, float %2125, float %2133
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2135 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 52), align 4, !tbaa !12
  %2136 = fmul contract float %2135, %2134
  %2137 = fmul contract float %2135, %2129
  %2138 = bitcast float %2136 to i32
  %2139 = bitcast float %2137 to i32
  %2140 = zext i32 %2139 to i64
  %2141 = shl nuw i64 %2140, 32
  %2142 = zext i32 %2138 to i64
  %2143 = or disjoint i64 %2141, %2142
  br label %2144

2144:                                             ; preds = %2014, %2110
  %2145 = phi i64 [ %2143, %2110 ], [ 0, %2014 ]
  %2146 = icmp sgt i32 %1, 14
  br i1 %2146, label %2147, label %2274

2147:                                             ; preds = %2144
  %2148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 112), align 8, !tbaa !12
  %2149 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 116), align 4, !tbaa !12
  %2150 = fmul contract float %131, %2148
  %2151 = fmul contract float %126, %2149
  %2152 = fadd contract float %2150, %2151
  %2153 = fmul contract float %2152, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2154 = fmul float %2153, 0x3FE45F3060000000
  %2155 = tail call i32 @llvm.nvvm.f2i.rn(float %2154) #6
  %2156 = sitofp i32 %2155 to float
  %2157 = tail call float @llvm.fma.f32(float %2156, float 0xBFF921FB40000000, float %2153)
  %2158 = tail call float @llvm.fma.f32(float %2156, float 0xBE74442D00000000, float %2157)
  %2159 = tail call float @llvm.fma.f32(float %2156, float 0xBCF84698A0000000, float %2158)
  %2160 = tail call float @llvm.nvvm.fabs.f32(float %2153)
  %2161 = fcmp ult float %2160, 1.056150e+05
  br i1 %2161, label %2240, label %2162

2162:                                             ; preds = %2147
  %2163 = fcmp oeq float %2160, 0x7FF0000000000000
  br i1 %2163, label %2238, label %2164

2164:                                             ; preds = %2162
  %2165 = bitcast float %2153 to i32
  %2166 = shl i32 %2165, 8
  %2167 = or i32 %2166, -2147483648
  %2168 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2167, i32 0) #7, !srcloc !11
  %2169 = extractvalue { i32, i32 } %2168, 0
  %2170 = extractvalue { i32, i32 } %2168, 1
  store i32 %2169, ptr %9, align 4
  %2171 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2167, i32 %2170) #7, !srcloc !11
  %2172 = extractvalue { i32, i32 } %2171, 0
  %2173 = extractvalue { i32, i32 } %2171, 1
  %2174 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2172, ptr %2174, align 4
  %2175 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2167, i32 %2173) #7, !srcloc !11
  %2176 = extractvalue { i32, i32 } %2175, 0
  %2177 = extractvalue { i32, i32 } %2175, 1
  %2178 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2176, ptr %2178, align 4
  %2179 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2167, i32 %2177) #7, !srcloc !11
  %2180 = extractvalue { i32, i32 } %2179, 0
  %2181 = extractvalue { i32, i32 } %2179, 1
  %2182 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2180, ptr %2182, align 4
  %2183 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2167, i32 %2181) #7, !srcloc !11
  %2184 = extractvalue { i32, i32 } %2183, 0
  %2185 = extractvalue { i32, i32 } %2183, 1
  %2186 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2184, ptr %2186, align 4
  %2187 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2167, i32 %2185) #7, !srcloc !11
  %2188 = extractvalue { i32, i32 } %2187, 0
  %2189 = extractvalue { i32, i32 } %2187, 1
  %2190 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2188, ptr %2190, align 4
  %2191 = lshr i32 %2165, 23
  %2192 = and i32 %2191, 224
  %2193 = add nsw i32 %2192, -128
  %2194 = lshr exact i32 %2193, 5
  %2195 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2189, ptr %2195, align 4
  %2196 = sub nsw i32 6, %2194
  %2197 = sext i32 %2196 to i64
  %2198 = getelementptr inbounds i32, ptr %9, i64 %2197
  %2199 = load i32, ptr %2198, align 4
  %2200 = sub nsw i32 5, %2194
  %2201 = sext i32 %2200 to i64
  %2202 = getelementptr inbounds i32, ptr %9, i64 %2201
  %2203 = load i32, ptr %2202, align 4
  %2204 = freeze i32 %2203
  %2205 = and i32 %2165, 260046848
  %2206 = icmp eq i32 %2205, 0
  br i1 %2206, label %2213, label %2207

2207:                                             ; preds = %2164
  %2208 = sub nsw i32 4, %2194
  %2209 = sext i32 %2208 to i64
  %2210 = getelementptr inbounds i32, ptr %9, i64 %2209
  %2211 = load i32, ptr %2210, align 4
  %2212 = tail call i32 @llvm.fshl.i32(i32 %2204, i32 %2211, i32 %2191)
  br label %2213

2213:                                             ; preds = %2207, %2164
  %2214 = phi i32 [ %2212, %2207 ], [ %2204, %2164 ]
  %2215 = tail call i32 @llvm.fshl.i32(i32 %2199, i32 %2204, i32 %2191)
  %2216 = lshr i32 %2215, 30
  %2217 = tail call i32 @llvm.fshl.i32(i32 %2215, i32 %2214, i32 2)
  %2218 = shl i32 %2214, 2
  %2219 = lshr i32 %2217, 31
  %2220 = add nuw nsw i32 %2219, %2216
  %2221 = sub nsw i32 0, %2220
  %2222 = icmp slt i32 %2165, 0
  %2223 = select i1 %2222, i32 %2221, i32 %2220
  %2224 = xor i32 %2217, %2165
  %2225 = ashr i32 %2217, 31
  %2226 = xor i32 %2225, %2217
  %2227 = xor i32 %2225, %2218
  %2228 = zext i32 %2226 to i64
  %2229 = shl nuw i64 %2228, 32
  %2230 = zext i32 %2227 to i64
  %2231 = or disjoint i64 %2229, %2230
  %2232 = sitofp i64 %2231 to double
  %2233 = fmul double %2232, 0x3BF921FB54442D19
  %2234 = fptrunc double %2233 to float
  %2235 = fneg float %2234
  %2236 = icmp slt i32 %2224, 0
  %2237 = select i1 %2236, float %2235, float %2234
  br label %2240

2238:                                             ; preds = %2162
  %2239 = tail call float @llvm.nvvm.mul.rn.f(float %2153, float 0.000000e+00) #6
  br label %2240

2240:                                             ; preds = %2238, %2213, %2147
  %2241 = phi i32 [ %2155, %2147 ], [ 0, %2238 ], [ %2223, %2213 ]
  %2242 = phi float [ %2159, %2147 ], [ %2239, %2238 ], [ %2237, %2213 ]
  %2243 = fmul float %2242, %2242
  %2244 = tail call float @llvm.fma.f32(float %2243, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2245 = tail call float @llvm.fma.f32(float %2244, float %2243, float 0x3FA5555760000000)
  %2246 = tail call float @llvm.fma.f32(float %2245, float %2243, float 0xBFDFFFFFE0000000)
  %2247 = tail call float @llvm.fma.f32(float %2246, float %2243, float 1.000000e+00)
  %2248 = tail call float @llvm.fma.f32(float %2243, float %2242, float 0.000000e+00)
  %2249 = tail call float @llvm.fma.f32(float %2243, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2250 = tail call float @llvm.fma.f32(float %2249, float %2243, float 0xBFC5555500000000)
  %2251 = tail call float @llvm.fma.f32(float %2250, float %2248, float %2242)
  %2252 = and i32 %2241, 1
  %2253 = icmp eq i32 %2252, 0
  %2254 = select i1 %2253, float %2251, float %2247
  %2255 = select i1 %2253, float %2247, float %2251
  %2256 = and i32 %2241, 2
  %2257 = icmp eq i32 %2256, 0
  %2258 = fneg float %2254
  %2259 = select i1 %2257, float %2254, float %2258
  %2260 = add i32 %2241, 1
  %2261 = and i32 %2260, 2
  %2262 = icmp eq i32 %2261, 0
  %2263 = fneg float %2255
  %2264 = select i1 %2262, float %2255, float %2263
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2265 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 56), align 4, !tbaa !12
  %2266 = fmul contract float %2265, %2264
  %2267 = fmul contract float %2265, %2259
  %2268 = bitcast float %2266 to i32
  %2269 = bitcast float %2267 to i32
  %2270 = zext i32 %2269 to i64
  %2271 = shl nuw i64 %2270, 32
  %2272 = zext i32 %2268 to i64
  %2273 = or disjoint i64 %2271, %2272
  br label %2274

2274:                                             ; preds = %2144, %2240
  %2275 = phi i64 [ %2273, %2240 ], [ 0, %2144 ]
  %2276 = icmp sgt i32 %1, 15
  br i1 %2276, label %2277, label %2404

2277:                                             ; preds = %2274
  %2278 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 120), align 8, !tbaa !12
  %2279 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 124), align 4, !tbaa !12
  %2280 = fmul contract float %131, %2278
  %2281 = fmul contract float %126, %2279
  %2282 = fadd contract float %2280, %2281
  %2283 = fmul contract float %2282, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2284 = fmul float %2283, 0x3FE45F3060000000
  %2285 = tail call i32 @llvm.nvvm.f2i.rn(float %2284) #6
  %2286 = sitofp i32 %2285 to float
  %2287 = tail call float @llvm.fma.f32(float %2286, float 0xBFF921FB40000000, float %2283)
  %2288 = tail call float @llvm.fma.f32(float %2286, float 0xBE74442D00000000, float %2287)
  %2289 = tail call float @llvm.fma.f32(float %2286, float 0xBCF84698A0000000, float %2288)
  %2290 = tail call float @llvm.nvvm.fabs.f32(float %2283)
  %2291 = fcmp ult float %2290, 1.056150e+05
  br i1 %2291, label %2370, label %2292

2292:                                             ; preds = %2277
  %2293 = fcmp oeq float %2290, 0x7FF0000000000000
  br i1 %2293, label %2368, label %2294

2294:                                             ; preds = %2292
  %2295 = bitcast float %2283 to i32
  %2296 = shl i32 %2295, 8
  %2297 = or i32 %2296, -2147483648
  %2298 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2297, i32 0) #7, !srcloc !11
  %2299 = extractvalue { i32, i32 } %2298, 0
  %2300 = extractvalue { i32, i32 } %2298, 1
  store i32 %2299, ptr %9, align 4
  %2301 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2297, i32 %2300) #7, !srcloc !11
  %2302 = extractvalue { i32, i32 } %2301, 0
  %2303 = extractvalue { i32, i32 } %2301, 1
  %2304 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2302, ptr %2304, align 4
  %2305 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2297, i32 %2303) #7, !srcloc !11
  %2306 = extractvalue { i32, i32 } %2305, 0
  %2307 = extractvalue { i32, i32 } %2305, 1
  %2308 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2306, ptr %2308, align 4
  %2309 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2297, i32 %2307) #7, !srcloc !11
  %2310 = extractvalue { i32, i32 } %2309, 0
  %2311 = extractvalue { i32, i32 } %2309, 1
  %2312 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2310, ptr %2312, align 4
  %2313 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2297, i32 %2311) #7, !srcloc !11
  %2314 = extractvalue { i32, i32 } %2313, 0
  %2315 = extractvalue { i32, i32 } %2313, 1
  %2316 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2314, ptr %2316, align 4
  %2317 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2297, i32 %2315) #7, !srcloc !11
  %2318 = extractvalue { i32, i32 } %2317, 0
  %2319 = extractvalue { i32, i32 } %2317, 1
  %2320 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2318, ptr %2320, align 4
  %2321 = lshr i32 %2295, 23
  %2322 = and i32 %2321, 224
  %2323 = add nsw i32 %2322, -128
  %2324 = lshr exact i32 %2323, 5
  %2325 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2319, ptr %2325, align 4
  %2326 = sub nsw i32 6, %2324
  %2327 = sext i32 %2326 to i64
  %2328 = getelementptr inbounds i32, ptr %9, i64 %2327
  %2329 = load i32, ptr %2328, align 4
  %2330 = sub nsw i32 5, %2324
  %2331 = sext i32 %2330 to i64
  %2332 = getelementptr inbounds i32, ptr %9, i64 %2331
  %2333 = load i32, ptr %2332, align 4
  %2334 = freeze i32 %2333
  %2335 = and i32 %2295, 260046848
  %2336 = icmp eq i32 %2335, 0
  br i1 %2336, label %2343, label %2337

2337:                                             ; preds = %2294
  %2338 = sub nsw i32 4, %2324
  %2339 = sext i32 %2338 to i64
  %2340 = getelementptr inbounds i32, ptr %9, i64 %2339
  %2341 = load i32, ptr %2340, align 4
  %2342 = tail call i32 @llvm.fshl.i32(i32 %2334, i32 %2341, i32 %2321)
  br label %2343

2343:                                             ; preds = %2337, %2294
  %2344 = phi i32 [ %2342, %2337 ], [ %2334, %2294 ]
  %2345 = tail call i32 @llvm.fshl.i32(i32 %2329, i32 %2334, i32 %2321)
  %2346 = lshr i32 %2345, 30
  %2347 = tail call i32 @llvm.fshl.i32(i32 %2345, i32 %2344, i32 2)
  %2348 = shl i32 %2344, 2
  %2349 = lshr i32 %2347, 31
  %2350 = add nuw nsw i32 %2349, %2346
  %2351 = sub nsw i32 0, %2350
  %2352 = icmp slt i32 %2295, 0
  %2353 = select i1 %2352, i32 %2351, i32 %2350
  %2354 = xor i32 %2347, %2295
  %2355 = ashr i32 %2347, 31
  %2356 = xor i32 %2355, %2347
  %2357 = xor i32 %2355, %2348
  %2358 = zext i32 %2356 to i64
  %2359 = shl nuw i64 %2358, 32
  %2360 = zext i32 %2357 to i64
  %2361 = or disjoint i64 %2359, %2360
  %2362 = sitofp i64 %2361 to double
  %2363 = fmul double %2362, 0x3BF921FB54442D19
  %2364 = fptrunc double %2363 to float
  %2365 = fneg float %2364
  %2366 = icmp slt i32 %2354, 0
  %2367 = select i1 %2366, float %2365, float %2364
  br label %2370

2368:                                             ; preds = %2292
  %2369 = tail call float @llvm.nvvm.mul.rn.f(float %2283, float 0.000000e+00) #6
  br label %2370

2370:                                             ; preds = %2368, %2343, %2277
  %2371 = phi i32 [ %2285, %2277 ], [ 0, %2368 ], [ %2353, %2343 ]
  %2372 = phi float [ %2289, %2277 ], [ %2369, %2368 ], [ %2367, %2343 ]
  %2373 = fmul float %2372, %2372
  %2374 = tail call float @llvm.fma.f32(float %2373, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2375 = tail call float @llvm.fma.f32(float %2374, float %2373, float 0x3FA5555760000000)
  %2376 = tail call float @llvm.fma.f32(float %2375, float %2373, float 0xBFDFFFFFE0000000)
  %2377 = tail call float @llvm.fma.f32(float %2376, float %2373, float 1.000000e+00)
  %2378 = tail call float @llvm.fma.f32(float %2373, float %2372, float 0.000000e+00)
  %2379 = tail call float @llvm.fma.f32(float %2373, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2380 = tail call float @llvm.fma.f32(float %2379, float %2373, float 0xBFC5555500000000)
  %2381 = tail call float @llvm.fma.f32(float %2380, float %2378, float %2372)
  %2382 = and i32 %2371, 1
  %2383 = icmp eq i32 %2382, 0
  %2384 = select i1 %2383, float %2381, float %2377
  %2385 = select i1 %2383, float %2377, float %2381
  %2386 = and i32 %2371, 2
  %2387 = icmp eq i32 %2386, 0
  %2388 = fneg float %2384
  %2389 = select i1 %2387, float %2384, float %2388
  %2390 = add i32 %2371, 1
  %2391 = and i32 %2390, 2
  %2392 = icmp eq i32 %2391, 0
  %2393 = fneg float %2385
  %2394 = select i1 %2392, float %2385, float %2393
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2395 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 60), align 4, !tbaa !12
  %2396 = fmul contract float %2395, %2394
  %2397 = fmul contract float %2395, %2389
  %2398 = bitcast float %2396 to i32
  %2399 = bitcast float %2397 to i32
  %2400 = zext i32 %2399 to i64
  %2401 = shl nuw i64 %2400, 32
  %2402 = zext i32 %2398 to i64
  %2403 = or disjoint i64 %2401, %2402
  br label %2404

2404:                                             ; preds = %2274, %2370
  %2405 = phi i64 [ %2403, %2370 ], [ 0, %2274 ]
  %2406 = icmp sgt i32 %1, 16
  br i1 %2406, label %2407, label %2534

2407:                                             ; preds = %2404
  %2408 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 128), align 8, !tbaa !12
  %2409 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 132), align 4, !tbaa !12
  %2410 = fmul contract float %131, %2408
  %2411 = fmul contract float %126, %2409
  %2412 = fadd contract float %2410, %2411
  %2413 = fmul contract float %2412, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2414 = fmul float %2413, 0x3FE45F3060000000
  %2415 = tail call i32 @llvm.nvvm.f2i.rn(float %2414) #6
  %2416 = sitofp i32 %2415 to float
  %2417 = tail call float @llvm.fma.f32(float %2416, float 0xBFF921FB40000000, float %2413)
  %2418 = tail call float @llvm.fma.f32(float %2416, float 0xBE74442D00000000, float %2417)
  %2419 = tail call float @llvm.fma.f32(float %2416, float 0xBCF84698A0000000, float %2418)
  %2420 = tail call float @llvm.nvvm.fabs.f32(float %2413)
  %2421 = fcmp ult float %2420, 1.056150e+05
  br i1 %2421, label %2500, label %2422

2422:                                             ; preds = %2407
  %2423 = fcmp oeq float %2420, 0x7FF0000000000000
  br i1 %2423, label %2498, label %2424

2424:                                             ; preds = %2422
  %2425 = bitcast float %2413 to i32
  %2426 = shl i32 %2425, 8
  %2427 = or i32 %2426, -2147483648
  %2428 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2427, i32 0) #7, !srcloc !11
  %2429 = extractvalue { i32, i32 } %2428, 0
  %2430 = extractvalue { i32, i32 } %2428, 1
  store i32 %2429, ptr %9, align 4
  %2431 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2427, i32 %2430) #7, !srcloc !11
  %2432 = extractvalue { i32, i32 } %2431, 0
  %2433 = extractvalue { i32, i32 } %2431, 1
  %2434 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2432, ptr %2434, align 4
  %2435 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2427, i32 %2433) #7, !srcloc !11
  %2436 = extractvalue { i32, i32 } %2435, 0
  %2437 = extractvalue { i32, i32 } %2435, 1
  %2438 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2436, ptr %2438, align 4
  %2439 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2427, i32 %2437) #7, !srcloc !11
  %2440 = extractvalue { i32, i32 } %2439, 0
  %2441 = extractvalue { i32, i32 } %2439, 1
  %2442 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2440, ptr %2442, align 4
  %2443 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2427, i32 %2441) #7, !srcloc !11
  %2444 = extractvalue { i32, i32 } %2443, 0
  %2445 = extractvalue { i32, i32 } %2443, 1
  %2446 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2444, ptr %2446, align 4
  %2447 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2427, i32 %2445) #7, !srcloc !11
  %2448 = extractvalue { i32, i32 } %2447, 0
  %2449 = extractvalue { i32, i32 } %2447, 1
  %2450 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2448, ptr %2450, align 4
  %2451 = lshr i32 %2425, 23
  %2452 = and i32 %2451, 224
  %2453 = add nsw i32 %2452, -128
  %2454 = lshr exact i32 %2453, 5
  %2455 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2449, ptr %2455, align 4
  %2456 = sub nsw i32 6, %2454
  %2457 = sext i32 %2456 to i64
  %2458 = getelementptr inbounds i32, ptr %9, i64 %2457
  %2459 = load i32, ptr %2458, align 4
  %2460 = sub nsw i32 5, %2454
  %2461 = sext i32 %2460 to i64
  %2462 = getelementptr inbounds i32, ptr %9, i64 %2461
  %2463 = load i32, ptr %2462, align 4
  %2464 = freeze i32 %2463
  %2465 = and i32 %2425, 260046848
  %2466 = icmp eq i32 %2465, 0
  br i1 %2466, label %2473, label %2467

2467:                                             ; preds = %2424
  %2468 = sub nsw i32 4, %2454
  %2469 = sext i32 %2468 to i64
  %2470 = getelementptr inbounds i32, ptr %9, i64 %2469
  %2471 = load i32, ptr %2470, align 4
  %2472 = tail call i32 @llvm.fshl.i32(i32 %2464, i32 %2471, i32 %2451)
  br label %2473

2473:                                             ; preds = %2467, %2424
  %2474 = phi i32 [ %2472, %2467 ], [ %2464, %2424 ]
  %2475 = tail call i32 @llvm.fshl.i32(i32 %2459, i32 %2464, i32 %2451)
  %2476 = lshr i32 %2475, 30
  %2477 = tail call i32 @llvm.fshl.i32(i32 %2475, i32 %2474, i32 2)
  %2478 = shl i32 %2474, 2
  %2479 = lshr i32 %2477, 31
  %2480 = add nuw nsw i32 %2479, %2476
  %2481 = sub nsw i32 0, %2480
  %2482 = icmp slt i32 %2425, 0
  %2483 = select i1 %2482, i32 %2481, i32 %2480
  %2484 = xor i32 %2477, %2425
  %2485 = ashr i32 %2477, 31
  %2486 = xor i32 %2485, %2477
  %2487 = xor i32 %2485, %2478
  %2488 = zext i32 %2486 to i64
  %2489 = shl nuw i64 %2488, 32
  %2490 = zext i32 %2487 to i64
  %2491 = or disjoint i64 %2489, %2490
  %2492 = sitofp i64 %2491 to double
  %2493 = fmul double %2492, 0x3BF921FB54442D19
  %2494 = fptrunc double %2493 to float
  %2495 = fneg float %2494
  %2496 = icmp slt i32 %2484, 0
  %2497 = select i1 %2496, float %2495, float %2494
  br label %2500

2498:                                             ; preds = %2422
  %2499 = tail call float @llvm.nvvm.mul.rn.f(float %2413, float 0.000000e+00) #6
  br label %2500

2500:                                             ; preds = %2498, %2473, %2407
  %2501 = phi i32 [ %2415, %2407 ], [ 0, %2498 ], [ %2483, %2473 ]
  %2502 = phi float [ %2419, %2407 ], [ %2499, %2498 ], [ %2497, %2473 ]
  %2503 = fmul float %2502, %2502
  %2504 = tail call float @llvm.fma.f32(float %2503, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2505 = tail call float @llvm.fma.f32(float %2504, float %2503, float 0x3FA5555760000000)
  %2506 = tail call float @llvm.fma.f32(float %2505, float %2503, float 0xBFDFFFFFE0000000)
  %2507 = tail call float @llvm.fma.f32(float %2506, float %2503, float 1.000000e+00)
  %2508 = tail call float @llvm.fma.f32(float %2503, float %2502, float 0.000000e+00)
  %2509 = tail call float @llvm.fma.f32(float %2503, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2510 = tail call float @llvm.fma.f32(float %2509, float %2503, float 0xBFC5555500000000)
  %2511 = tail call float @llvm.fma.f32(float %2510, float %2508, float %2502)
  %2512 = and i32 %2501, 1
  %2513 = icmp eq i32 %2512, 0
  %2514 = select i1 %2513, float %2511, float %2507
  %2515 = select i1 %2513, float %2507, float %2511
  %2516 = and i32 %2501, 2
  %2517 = icmp eq i32 %2516, 0
  %2518 = fneg float %2514
  %2519 = select i1 %2517, float %2514, float %2518
  %2520 = add i32 %2501, 1
  %2521 = and i32 %2520, 2
  %2522 = icmp eq i32 %2521, 0
  %2523 = fneg float %2515
  %2524 = select i1 %2522, float %2515, float %2523
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2525 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 64), align 4, !tbaa !12
  %2526 = fmul contract float %2525, %2524
  %2527 = fmul contract float %2525, %2519
  %2528 = bitcast float %2526 to i32
  %2529 = bitcast float %2527 to i32
  %2530 = zext i32 %2529 to i64
  %2531 = shl nuw i64 %2530, 32
  %2532 = zext i32 %2528 to i64
  %2533 = or disjoint i64 %2531, %2532
  br label %2534

2534:                                             ; preds = %2404, %2500
  %2535 = phi i64 [ %2533, %2500 ], [ 0, %2404 ]
  %2536 = icmp sgt i32 %1, 17
  br i1 %2536, label %2537, label %2664

2537:                                             ; preds = %2534
  %2538 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 136), align 8, !tbaa !12
  %2539 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 140), align 4, !tbaa !12
  %2540 = fmul contract float %131, %2538
  %2541 = fmul contract float %126, %2539
  %2542 = fadd contract float %2540, %2541
  %2543 = fmul contract float %2542, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2544 = fmul float %2543, 0x3FE45F3060000000
  %2545 = tail call i32 @llvm.nvvm.f2i.rn(float %2544) #6
  %2546 = sitofp i32 %2545 to float
  %2547 = tail call float @llvm.fma.f32(float %2546, float 0xBFF921FB40000000, float %2543)
  %2548 = tail call float @llvm.fma.f32(float %2546, float 0xBE74442D00000000, float %2547)
  %2549 = tail call float @llvm.fma.f32(float %2546, float 0xBCF84698A0000000, float %2548)
  %2550 = tail call float @llvm.nvvm.fabs.f32(float %2543)
  %2551 = fcmp ult float %2550, 1.056150e+05
  br i1 %2551, label %2630, label %2552

2552:                                             ; preds = %2537
  %2553 = fcmp oeq float %2550, 0x7FF0000000000000
  br i1 %2553, label %2628, label %2554

2554:                                             ; preds = %2552
  %2555 = bitcast float %2543 to i32
  %2556 = shl i32 %2555, 8
  %2557 = or i32 %2556, -2147483648
  %2558 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2557, i32 0) #7, !srcloc !11
  %2559 = extractvalue { i32, i32 } %2558, 0
  %2560 = extractvalue { i32, i32 } %2558, 1
  store i32 %2559, ptr %9, align 4
  %2561 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2557, i32 %2560) #7, !srcloc !11
  %2562 = extractvalue { i32, i32 } %2561, 0
  %2563 = extractvalue { i32, i32 } %2561, 1
  %2564 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2562, ptr %2564, align 4
  %2565 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2557, i32 %2563) #7, !srcloc !11
  %2566 = extractvalue { i32, i32 } %2565, 0
  %2567 = extractvalue { i32, i32 } %2565, 1
  %2568 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2566, ptr %2568, align 4
  %2569 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2557, i32 %2567) #7, !srcloc !11
  %2570 = extractvalue { i32, i32 } %2569, 0
  %2571 = extractvalue { i32, i32 } %2569, 1
  %2572 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2570, ptr %2572, align 4
  %2573 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2557, i32 %2571) #7, !srcloc !11
  %2574 = extractvalue { i32, i32 } %2573, 0
  %2575 = extractvalue { i32, i32 } %2573, 1
  %2576 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2574, ptr %2576, align 4
  %2577 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2557, i32 %2575) #7, !srcloc !11
  %2578 = extractvalue { i32, i32 } %2577, 0
  %2579 = extractvalue { i32, i32 } %2577, 1
  %2580 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2578, ptr %2580, align 4
  %2581 = lshr i32 %2555, 23
  %2582 = and i32 %2581, 224
  %2583 = add nsw i32 %2582, -128
  %2584 = lshr exact i32 %2583, 5
  %2585 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2579, ptr %2585, align 4
  %2586 = sub nsw i32 6, %2584
  %2587 = sext i32 %2586 to i64
  %2588 = getelementptr inbounds i32, ptr %9, i64 %2587
  %2589 = load i32, ptr %2588, align 4
  %2590 = sub nsw i32 5, %2584
  %2591 = sext i32 %2590 to i64
  %2592 = getelementptr inbounds i32, ptr %9, i64 %2591
  %2593 = load i32, ptr %2592, align 4
  %2594 = freeze i32 %2593
  %2595 = and i32 %2555, 260046848
  %2596 = icmp eq i32 %2595, 0
  br i1 %2596, label %2603, label %2597

2597:                                             ; preds = %2554
  %2598 = sub nsw i32 4, %2584
  %2599 = sext i32 %2598 to i64
  %2600 = getelementptr inbounds i32, ptr %9, i64 %2599
  %2601 = load i32, ptr %2600, align 4
  %2602 = tail call i32 @llvm.fshl.i32(i32 %2594, i32 %2601, i32 %2581)
  br label %2603

2603:                                             ; preds = %2597, %2554
  %2604 = phi i32 [ %2602, %2597 ], [ %2594, %2554 ]
  %2605 = tail call i32 @llvm.fshl.i32(i32 %2589, i32 %2594, i32 %2581)
  %2606 = lshr i32 %2605, 30
  %2607 = tail call i32 @llvm.fshl.i32(i32 %2605, i32 %2604, i32 2)
  %2608 = shl i32 %2604, 2
  %2609 = lshr i32 %2607, 31
  %2610 = add nuw nsw i32 %2609, %2606
  %2611 = sub nsw i32 0, %2610
  %2612 = icmp slt i32 %2555, 0
  %2613 = select i1 %2612, i32 %2611, i32 %2610
  %2614 = xor i32 %2607, %2555
  %2615 = ashr i32 %2607, 31
  %2616 = xor i32 %2615, %2607
  %2617 = xor i32 %2615, %2608
  %2618 = zext i32 %2616 to i64
  %2619 = shl nuw i64 %2618, 32
  %2620 = zext i32 %2617 to i64
  %2621 = or disjoint i64 %2619, %2620
  %2622 = sitofp i64 %2621 to double
  %2623 = fmul double %2622, 0x3BF921FB54442D19
  %2624 = fptrunc double %2623 to float
  %2625 = fneg float %2624
  %2626 = icmp slt i32 %2614, 0
  %2627 = select i1 %2626, float %2625, float %2624
  br label %2630

2628:                                             ; preds = %2552
  %2629 = tail call float @llvm.nvvm.mul.rn.f(float %2543, float 0.000000e+00) #6
  br label %2630

2630:                                             ; preds = %2628, %2603, %2537
  %2631 = phi i32 [ %2545, %2537 ], [ 0, %2628 ], [ %2613, %2603 ]
  %2632 = phi float [ %2549, %2537 ], [ %2629, %2628 ], [ %2627, %2603 ]
  %2633 = fmul float %2632, %2632
  %2634 = tail call float @llvm.fma.f32(float %2633, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2635 = tail call float @llvm.fma.f32(float %2634, float %2633, float 0x3FA5555760000000)
  %2636 = tail call float @llvm.fma.f32(float %2635, float %2633, float 0xBFDFFFFFE0000000)
  %2637 = tail call float @llvm.fma.f32(float %2636, float %2633, float 1.000000e+00)
  %2638 = tail call float @llvm.fma.f32(float %2633, float %2632, float 0.000000e+00)
  %2639 = tail call float @llvm.fma.f32(float %2633, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2640 = tail call float @llvm.fma.f32(float %2639, float %2633, float 0xBFC5555500000000)
  %2641 = tail call float @llvm.fma.f32(float %2640, float %2638, float %2632)
  %2642 = and i32 %2631, 1
  %2643 = icmp eq i32 %2642, 0
  %2644 = select i1 %2643, float %2641, float %2637
  %2645 = select i1 %2643, float %2637, float %2641
  %2646 = and i32 %2631, 2
  %2647 = icmp eq i32 %2646, 0
  %2648 = fneg float %2644
  %2649 = select i1 %2647, float %2644, float %2648
  %2650 = add i32 %2631, 1
  %2651 = and i32 %2650, 2
  %2652 = icmp eq i32 %2651, 0
  %2653 = fneg float %2645
  %2654 = select i1 %2652, float %2645, float %2653
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2655 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 68), align 4, !tbaa !12
  %2656 = fmul contract float %2655, %2654
  %2657 = fmul contract float %2655, %2649
  %2658 = bitcast float %2656 to i32
  %2659 = bitcast float %2657 to i32
  %2660 = zext i32 %2659 to i64
  %2661 = shl nuw i64 %2660, 32
  %2662 = zext i32 %2658 to i64
  %2663 = or disjoint i64 %2661, %2662
  br label %2664

2664:                                             ; preds = %2534, %2630
  %2665 = phi i64 [ %2663, %2630 ], [ 0, %2534 ]
  %2666 = icmp sgt i32 %1, 18
  br i1 %2666, label %2667, label %2794

2667:                                             ; preds = %2664
  %2668 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 144), align 8, !tbaa !12
  %2669 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 148), align 4, !tbaa !12
  %2670 = fmul contract float %131, %2668
  %2671 = fmul contract float %126, %2669
  %2672 = fadd contract float %2670, %2671
  %2673 = fmul contract float %2672, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2674 = fmul float %2673, 0x3FE45F3060000000
  %2675 = tail call i32 @llvm.nvvm.f2i.rn(float %2674) #6
  %2676 = sitofp i32 %2675 to float
  %2677 = tail call float @llvm.fma.f32(float %2676, float 0xBFF921FB40000000, float %2673)
  %2678 = tail call float @llvm.fma.f32(float %2676, float 0xBE74442D00000000, float %2677)
  %2679 = tail call float @llvm.fma.f32(float %2676, float 0xBCF84698A0000000, float %2678)
  %2680 = tail call float @llvm.nvvm.fabs.f32(float %2673)
  %2681 = fcmp ult float %2680, 1.056150e+05
  br i1 %2681, label %2760, label %2682

2682:                                             ; preds = %2667
  %2683 = fcmp oeq float %2680, 0x7FF0000000000000
  br i1 %2683, label %2758, label %2684

2684:                                             ; preds = %2682
  %2685 = bitcast float %2673 to i32
  %2686 = shl i32 %2685, 8
  %2687 = or i32 %2686, -2147483648
  %2688 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2687, i32 0) #7, !srcloc !11
  %2689 = extractvalue { i32, i32 } %2688, 0
  %2690 = extractvalue { i32, i32 } %2688, 1
  store i32 %2689, ptr %9, align 4
  %2691 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2687, i32 %2690) #7, !srcloc !11
  %2692 = extractvalue { i32, i32 } %2691, 0
  %2693 = extractvalue { i32, i32 } %2691, 1
  %2694 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2692, ptr %2694, align 4
  %2695 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2687, i32 %2693) #7, !srcloc !11
  %2696 = extractvalue { i32, i32 } %2695, 0
  %2697 = extractvalue { i32, i32 } %2695, 1
  %2698 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2696, ptr %2698, align 4
  %2699 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2687, i32 %2697) #7, !srcloc !11
  %2700 = extractvalue { i32, i32 } %2699, 0
  %2701 = extractvalue { i32, i32 } %2699, 1
  %2702 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2700, ptr %2702, align 4
  %2703 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2687, i32 %2701) #7, !srcloc !11
  %2704 = extractvalue { i32, i32 } %2703, 0
  %2705 = extractvalue { i32, i32 } %2703, 1
  %2706 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2704, ptr %2706, align 4
  %2707 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2687, i32 %2705) #7, !srcloc !11
  %2708 = extractvalue { i32, i32 } %2707, 0
  %2709 = extractvalue { i32, i32 } %2707, 1
  %2710 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2708, ptr %2710, align 4
  %2711 = lshr i32 %2685, 23
  %2712 = and i32 %2711, 224
  %2713 = add nsw i32 %2712, -128
  %2714 = lshr exact i32 %2713, 5
  %2715 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2709, ptr %2715, align 4
  %2716 = sub nsw i32 6, %2714
  %2717 = sext i32 %2716 to i64
  %2718 = getelementptr inbounds i32, ptr %9, i64 %2717
  %2719 = load i32, ptr %2718, align 4
  %2720 = sub nsw i32 5, %2714
  %2721 = sext i32 %2720 to i64
  %2722 = getelementptr inbounds i32, ptr %9, i64 %2721
  %2723 = load i32, ptr %2722, align 4
  %2724 = freeze i32 %2723
  %2725 = and i32 %2685, 260046848
  %2726 = icmp eq i32 %2725, 0
  br i1 %2726, label %2733, label %2727

2727:                                             ; preds = %2684
  %2728 = sub nsw i32 4, %2714
  %2729 = sext i32 %2728 to i64
  %2730 = getelementptr inbounds i32, ptr %9, i64 %2729
  %2731 = load i32, ptr %2730, align 4
  %2732 = tail call i32 @llvm.fshl.i32(i32 %2724, i32 %2731, i32 %2711)
  br label %2733

2733:                                             ; preds = %2727, %2684
  %2734 = phi i32 [ %2732, %2727 ], [ %2724, %2684 ]
  %2735 = tail call i32 @llvm.fshl.i32(i32 %2719, i32 %2724, i32 %2711)
  %2736 = lshr i32 %2735, 30
  %2737 = tail call i32 @llvm.fshl.i32(i32 %2735, i32 %2734, i32 2)
  %2738 = shl i32 %2734, 2
  %2739 = lshr i32 %2737, 31
  %2740 = add nuw nsw i32 %2739, %2736
  %2741 = sub nsw i32 0, %2740
  %2742 = icmp slt i32 %2685, 0
  %2743 = select i1 %2742, i32 %2741, i32 %2740
  %2744 = xor i32 %2737, %2685
  %2745 = ashr i32 %2737, 31
  %2746 = xor i32 %2745, %2737
  %2747 = xor i32 %2745, %2738
  %2748 = zext i32 %2746 to i64
  %2749 = shl nuw i64 %2748, 32
  %2750 = zext i32 %2747 to i64
  %2751 = or disjoint i64 %2749, %2750
  %2752 = sitofp i64 %2751 to double
  %2753 = fmul double %2752, 0x3BF921FB54442D19
  %2754 = fptrunc double %2753 to float
  %2755 = fneg float %2754
  %2756 = icmp slt i32 %2744, 0
  %2757 = select i1 %2756, float %2755, float %2754
  br label %2760

2758:                                             ; preds = %2682
  %2759 = tail call float @llvm.nvvm.mul.rn.f(float %2673, float 0.000000e+00) #6
  br label %2760

2760:                                             ; preds = %2758, %2733, %2667
  %2761 = phi i32 [ %2675, %2667 ], [ 0, %2758 ], [ %2743, %2733 ]
  %2762 = phi float [ %2679, %2667 ], [ %2759, %2758 ], [ %2757, %2733 ]
  %2763 = fmul float %2762, %2762
  %2764 = tail call float @llvm.fma.f32(float %2763, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2765 = tail call float @llvm.fma.f32(float %2764, float %2763, float 0x3FA5555760000000)
  %2766 = tail call float @llvm.fma.f32(float %2765, float %2763, float 0xBFDFFFFFE0000000)
  %2767 = tail call float @llvm.fma.f32(float %2766, float %2763, float 1.000000e+00)
  %2768 = tail call float @llvm.fma.f32(float %2763, float %2762, float 0.000000e+00)
  %2769 = tail call float @llvm.fma.f32(float %2763, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2770 = tail call float @llvm.fma.f32(float %2769, float %2763, float 0xBFC5555500000000)
  %2771 = tail call float @llvm.fma.f32(float %2770, float %2768, float %2762)
  %2772 = and i32 %2761, 1
  %2773 = icmp eq i32 %2772, 0
  %2774 = select i1 %2773, float %2771, float %2767
  %2775 = select i1 %2773, float %2767, float %2771
  %2776 = and i32 %2761, 2
  %2777 = icmp eq i32 %2776, 0
  %2778 = fneg float %2774
  %2779 = select i1 %2777, float %2774, float %2778
  %2780 = add i32 %2761, 1
  %2781 = and i32 %2780, 2
  %2782 = icmp eq i32 %2781, 0
  %2783 = fneg float %2775
  %2784 = select i1 %2782, float %2775, float %2783
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2785 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 72), align 4, !tbaa !12
  %2786 = fmul contract float %2785, %2784
  %2787 = fmul contract float %2785, %2779
  %2788 = bitcast float %2786 to i32
  %2789 = bitcast float %2787 to i32
  %2790 = zext i32 %2789 to i64
  %2791 = shl nuw i64 %2790, 32
  %2792 = zext i32 %2788 to i64
  %2793 = or disjoint i64 %2791, %2792
  br label %2794

2794:                                             ; preds = %2664, %2760
  %2795 = phi i64 [ %2793, %2760 ], [ 0, %2664 ]
  %2796 = icmp sgt i32 %1, 19
  br i1 %2796, label %2797, label %2924

2797:                                             ; preds = %2794
  %2798 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 152), align 8, !tbaa !12
  %2799 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 156), align 4, !tbaa !12
  %2800 = fmul contract float %131, %2798
  %2801 = fmul contract float %126, %2799
  %2802 = fadd contract float %2800, %2801
  %2803 = fmul contract float %2802, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2804 = fmul float %2803, 0x3FE45F3060000000
  %2805 = tail call i32 @llvm.nvvm.f2i.rn(float %2804) #6
  %2806 = sitofp i32 %2805 to float
  %2807 = tail call float @llvm.fma.f32(float %2806, float 0xBFF921FB40000000, float %2803)
  %2808 = tail call float @llvm.fma.f32(float %2806, float 0xBE74442D00000000, float %2807)
  %2809 = tail call float @llvm.fma.f32(float %2806, float 0xBCF84698A0000000, float %2808)
  %2810 = tail call float @llvm.nvvm.fabs.f32(float %2803)
  %2811 = fcmp ult float %2810, 1.056150e+05
  br i1 %2811, label %2890, label %2812

2812:                                             ; preds = %2797
  %2813 = fcmp oeq float %2810, 0x7FF0000000000000
  br i1 %2813, label %2888, label %2814

2814:                                             ; preds = %2812
  %2815 = bitcast float %2803 to i32
  %2816 = shl i32 %2815, 8
  %2817 = or i32 %2816, -2147483648
  %2818 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2817, i32 0) #7, !srcloc !11
  %2819 = extractvalue { i32, i32 } %2818, 0
  %2820 = extractvalue { i32, i32 } %2818, 1
  store i32 %2819, ptr %9, align 4
  %2821 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2817, i32 %2820) #7, !srcloc !11
  %2822 = extractvalue { i32, i32 } %2821, 0
  %2823 = extractvalue { i32, i32 } %2821, 1
  %2824 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2822, ptr %2824, align 4
  %2825 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2817, i32 %2823) #7, !srcloc !11
  %2826 = extractvalue { i32, i32 } %2825, 0
  %2827 = extractvalue { i32, i32 } %2825, 1
  %2828 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2826, ptr %2828, align 4
  %2829 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2817, i32 %2827) #7, !srcloc !11
  %2830 = extractvalue { i32, i32 } %2829, 0
  %2831 = extractvalue { i32, i32 } %2829, 1
  %2832 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2830, ptr %2832, align 4
  %2833 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2817, i32 %2831) #7, !srcloc !11
  %2834 = extractvalue { i32, i32 } %2833, 0
  %2835 = extractvalue { i32, i32 } %2833, 1
  %2836 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2834, ptr %2836, align 4
  %2837 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2817, i32 %2835) #7, !srcloc !11
  %2838 = extractvalue { i32, i32 } %2837, 0
  %2839 = extractvalue { i32, i32 } %2837, 1
  %2840 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2838, ptr %2840, align 4
  %2841 = lshr i32 %2815, 23
  %2842 = and i32 %2841, 224
  %2843 = add nsw i32 %2842, -128
  %2844 = lshr exact i32 %2843, 5
  %2845 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2839, ptr %2845, align 4
  %2846 = sub nsw i32 6, %2844
  %2847 = sext i32 %2846 to i64
  %2848 = getelementptr inbounds i32, ptr %9, i64 %2847
  %2849 = load i32, ptr %2848, align 4
  %2850 = sub nsw i32 5, %2844
  %2851 = sext i32 %2850 to i64
  %2852 = getelementptr inbounds i32, ptr %9, i64 %2851
  %2853 = load i32, ptr %2852, align 4
  %2854 = freeze i32 %2853
  %2855 = and i32 %2815, 260046848
  %2856 = icmp eq i32 %2855, 0
  br i1 %2856, label %2863, label %2857

2857:                                             ; preds = %2814
  %2858 = sub nsw i32 4, %2844
  %2859 = sext i32 %2858 to i64
  %2860 = getelementptr inbounds i32, ptr %9, i64 %2859
  %2861 = load i32, ptr %2860, align 4
  %2862 = tail call i32 @llvm.fshl.i32(i32 %2854, i32 %2861, i32 %2841)
  br label %2863

2863:                                             ; preds = %2857, %2814
  %2864 = phi i32 [ %2862, %2857 ], [ %2854, %2814 ]
  %2865 = tail call i32 @llvm.fshl.i32(i32 %2849, i32 %2854, i32 %2841)
  %2866 = lshr i32 %2865, 30
  %2867 = tail call i32 @llvm.fshl.i32(i32 %2865, i32 %2864, i32 2)
  %2868 = shl i32 %2864, 2
  %2869 = lshr i32 %2867, 31
  %2870 = add nuw nsw i32 %2869, %2866
  %2871 = sub nsw i32 0, %2870
  %2872 = icmp slt i32 %2815, 0
  %2873 = select i1 %2872, i32 %2871, i32 %2870
  %2874 = xor i32 %2867, %2815
  %2875 = ashr i32 %2867, 31
  %2876 = xor i32 %2875, %2867
  %2877 = xor i32 %2875, %2868
  %2878 = zext i32 %2876 to i64
  %2879 = shl nuw i64 %2878, 32
  %2880 = zext i32 %2877 to i64
  %2881 = or disjoint i64 %2879, %2880
  %2882 = sitofp i64 %2881 to double
  %2883 = fmul double %2882, 0x3BF921FB54442D19
  %2884 = fptrunc double %2883 to float
  %2885 = fneg float %2884
  %2886 = icmp slt i32 %2874, 0
  %2887 = select i1 %2886, float %2885, float %2884
  br label %2890

2888:                                             ; preds = %2812
  %2889 = tail call float @llvm.nvvm.mul.rn.f(float %2803, float 0.000000e+00) #6
  br label %2890

2890:                                             ; preds = %2888, %2863, %2797
  %2891 = phi i32 [ %2805, %2797 ], [ 0, %2888 ], [ %2873, %2863 ]
  %2892 = phi float [ %2809, %2797 ], [ %2889, %2888 ], [ %2887, %2863 ]
  %2893 = fmul float %2892, %2892
  %2894 = tail call float @llvm.fma.f32(float %2893, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2895 = tail call float @llvm.fma.f32(float %2894, float %2893, float 0x3FA5555760000000)
  %2896 = tail call float @llvm.fma.f32(float %2895, float %2893, float 0xBFDFFFFFE0000000)
  %2897 = tail call float @llvm.fma.f32(float %2896, float %2893, float 1.000000e+00)
  %2898 = tail call float @llvm.fma.f32(float %2893, float %2892, float 0.000000e+00)
  %2899 = tail call float @llvm.fma.f32(float %2893, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2900 = tail call float @llvm.fma.f32(float %2899, float %2893, float 0xBFC5555500000000)
  %2901 = tail call float @llvm.fma.f32(float %2900, float %2898, float %2892)
  %2902 = and i32 %2891, 1
  %2903 = icmp eq i32 %2902, 0
  %2904 = select i1 %2903, float %2901, float %2897
  %2905 = select i1 %2903, float %2897, float %2901
  %2906 = and i32 %2891, 2
  %2907 = icmp eq i32 %2906, 0
  %2908 = fneg float %2904
  %2909 = select i1 %2907, float %2904, float %2908
  %2910 = add i32 %2891, 1
  %2911 = and i32 %2910, 2
  %2912 = icmp eq i32 %2911, 0
  %2913 = fneg float %2905
  %2914 = select i1 %2912, float %2905, float %2913
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2915 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 76), align 4, !tbaa !12
  %2916 = fmul contract float %2915, %2914
  %2917 = fmul contract float %2915, %2909
  %2918 = bitcast float %2916 to i32
  %2919 = bitcast float %2917 to i32
  %2920 = zext i32 %2919 to i64
  %2921 = shl nuw i64 %2920, 32
  %2922 = zext i32 %2918 to i64
  %2923 = or disjoint i64 %2921, %2922
  br label %2924

2924:                                             ; preds = %2794, %2890
  %2925 = phi i64 [ %2923, %2890 ], [ 0, %2794 ]
  %2926 = icmp sgt i32 %1, 20
  br i1 %2926, label %2927, label %3054

2927:                                             ; preds = %2924
  %2928 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 160), align 8, !tbaa !12
  %2929 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 164), align 4, !tbaa !12
  %2930 = fmul contract float %131, %2928
  %2931 = fmul contract float %126, %2929
  %2932 = fadd contract float %2930, %2931
  %2933 = fmul contract float %2932, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2934 = fmul float %2933, 0x3FE45F3060000000
  %2935 = tail call i32 @llvm.nvvm.f2i.rn(float %2934) #6
  %2936 = sitofp i32 %2935 to float
  %2937 = tail call float @llvm.fma.f32(float %2936, float 0xBFF921FB40000000, float %2933)
  %2938 = tail call float @llvm.fma.f32(float %2936, float 0xBE74442D00000000, float %2937)
  %2939 = tail call float @llvm.fma.f32(float %2936, float 0xBCF84698A0000000, float %2938)
  %2940 = tail call float @llvm.nvvm.fabs.f32(float %2933)
  %2941 = fcmp ult float %2940, 1.056150e+05
  br i1 %2941, label %3020, label %2942

2942:                                             ; preds = %2927
  %2943 = fcmp oeq float %2940, 0x7FF0000000000000
  br i1 %2943, label %3018, label %2944

2944:                                             ; preds = %2942
  %2945 = bitcast float %2933 to i32
  %2946 = shl i32 %2945, 8
  %2947 = or i32 %2946, -2147483648
  %2948 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2947, i32 0) #7, !srcloc !11
  %2949 = extractvalue { i32, i32 } %2948, 0
  %2950 = extractvalue { i32, i32 } %2948, 1
  store i32 %2949, ptr %9, align 4
  %2951 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2947, i32 %2950) #7, !srcloc !11
  %2952 = extractvalue { i32, i32 } %2951, 0
  %2953 = extractvalue { i32, i32 } %2951, 1
  %2954 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2952, ptr %2954, align 4
  %2955 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2947, i32 %2953) #7, !srcloc !11
  %2956 = extractvalue { i32, i32 } %2955, 0
  %2957 = extractvalue { i32, i32 } %2955, 1
  %2958 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2956, ptr %2958, align 4
  %2959 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2947, i32 %2957) #7, !srcloc !11
  %2960 = extractvalue { i32, i32 } %2959, 0
  %2961 = extractvalue { i32, i32 } %2959, 1
  %2962 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2960, ptr %2962, align 4
  %2963 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2947, i32 %2961) #7, !srcloc !11
  %2964 = extractvalue { i32, i32 } %2963, 0
  %2965 = extractvalue { i32, i32 } %2963, 1
  %2966 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2964, ptr %2966, align 4
  %2967 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2947, i32 %2965) #7, !srcloc !11
  %2968 = extractvalue { i32, i32 } %2967, 0
  %2969 = extractvalue { i32, i32 } %2967, 1
  %2970 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2968, ptr %2970, align 4
  %2971 = lshr i32 %2945, 23
  %2972 = and i32 %2971, 224
  %2973 = add nsw i32 %2972, -128
  %2974 = lshr exact i32 %2973, 5
  %2975 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2969, ptr %2975, align 4
  %2976 = sub nsw i32 6, %2974
  %2977 = sext i32 %2976 to i64
  %2978 = getelementptr inbounds i32, ptr %9, i64 %2977
  %2979 = load i32, ptr %2978, align 4
  %2980 = sub nsw i32 5, %2974
  %2981 = sext i32 %2980 to i64
  %2982 = getelementptr inbounds i32, ptr %9, i64 %2981
  %2983 = load i32, ptr %2982, align 4
  %2984 = freeze i32 %2983
  %2985 = and i32 %2945, 260046848
  %2986 = icmp eq i32 %2985, 0
  br i1 %2986, label %2993, label %2987

2987:                                             ; preds = %2944
  %2988 = sub nsw i32 4, %2974
  %2989 = sext i32 %2988 to i64
  %2990 = getelementptr inbounds i32, ptr %9, i64 %2989
  %2991 = load i32, ptr %2990, align 4
  %2992 = tail call i32 @llvm.fshl.i32(i32 %2984, i32 %2991, i32 %2971)
  br label %2993

2993:                                             ; preds = %2987, %2944
  %2994 = phi i32 [ %2992, %2987 ], [ %2984, %2944 ]
  %2995 = tail call i32 @llvm.fshl.i32(i32 %2979, i32 %2984, i32 %2971)
  %2996 = lshr i32 %2995, 30
  %2997 = tail call i32 @llvm.fshl.i32(i32 %2995, i32 %2994, i32 2)
  %2998 = shl i32 %2994, 2
  %2999 = lshr i32 %2997, 31
  %3000 = add nuw nsw i32 %2999, %2996
  %3001 = sub nsw i32 0, %3000
  %3002 = icmp slt i32 %2945, 0
  %3003 = select i1 %3002, i32 %3001, i32 %3000
  %3004 = xor i32 %2997, %2945
  %3005 = ashr i32 %2997, 31
  %3006 = xor i32 %3005, %2997
  %3007 = xor i32 %3005, %2998
  %3008 = zext i32 %3006 to i64
  %3009 = shl nuw i64 %3008, 32
  %3010 = zext i32 %3007 to i64
  %3011 = or disjoint i64 %3009, %3010
  %3012 = sitofp i64 %3011 to double
  %3013 = fmul double %3012, 0x3BF921FB54442D19
  %3014 = fptrunc double %3013 to float
  %3015 = fneg float %3014
  %3016 = icmp slt i32 %3004, 0
  %3017 = select i1 %3016, float %3015, float %3014
  br label %3020

3018:                                             ; preds = %2942
  %3019 = tail call float @llvm.nvvm.mul.rn.f(float %2933, float 0.000000e+00) #6
  br label %3020

3020:                                             ; preds = %3018, %2993, %2927
  %3021 = phi i32 [ %2935, %2927 ], [ 0, %3018 ], [ %3003, %2993 ]
  %3022 = phi float [ %2939, %2927 ], [ %3019, %3018 ], [ %3017, %2993 ]
  %3023 = fmul float %3022, %3022
  %3024 = tail call float @llvm.fma.f32(float %3023, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3025 = tail call float @llvm.fma.f32(float %3024, float %3023, float 0x3FA5555760000000)
  %3026 = tail call float @llvm.fma.f32(float %3025, float %3023, float 0xBFDFFFFFE0000000)
  %3027 = tail call float @llvm.fma.f32(float %3026, float %3023, float 1.000000e+00)
  %3028 = tail call float @llvm.fma.f32(float %3023, float %3022, float 0.000000e+00)
  %3029 = tail call float @llvm.fma.f32(float %3023, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3030 = tail call float @llvm.fma.f32(float %3029, float %3023, float 0xBFC5555500000000)
  %3031 = tail call float @llvm.fma.f32(float %3030, float %3028, float %3022)
  %3032 = and i32 %3021, 1
  %3033 = icmp eq i32 %3032, 0
  %3034 = select i1 %3033, float %3031, float %3027
  %3035 = select i1 %3033, float %3027, float %3031
  %3036 = and i32 %3021, 2
  %3037 = icmp eq i32 %3036, 0
  %3038 = fneg float %3034
  %3039 = select i1 %3037, float %3034, float %3038
  %3040 = add i32 %3021, 1
  %3041 = and i32 %3040, 2
  %3042 = icmp eq i32 %3041, 0
  %3043 = fneg float %3035
  %3044 = select i1 %3042, float %3035, float %3043
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3045 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 80), align 4, !tbaa !12
  %3046 = fmul contract float %3045, %3044
  %3047 = fmul contract float %3045, %3039
  %3048 = bitcast float %3046 to i32
  %3049 = bitcast float %3047 to i32
  %3050 = zext i32 %3049 to i64
  %3051 = shl nuw i64 %3050, 32
  %3052 = zext i32 %3048 to i64
  %3053 = or disjoint i64 %3051, %3052
  br label %3054

3054:                                             ; preds = %2924, %3020
  %3055 = phi i64 [ %3053, %3020 ], [ 0, %2924 ]
  %3056 = icmp sgt i32 %1, 21
  br i1 %3056, label %3057, label %3184

3057:                                             ; preds = %3054
  %3058 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 168), align 8, !tbaa !12
  %3059 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 172), align 4, !tbaa !12
  %3060 = fmul contract float %131, %3058
  %3061 = fmul contract float %126, %3059
  %3062 = fadd contract float %3060, %3061
  %3063 = fmul contract float %3062, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3064 = fmul float %3063, 0x3FE45F3060000000
  %3065 = tail call i32 @llvm.nvvm.f2i.rn(float %3064) #6
  %3066 = sitofp i32 %3065 to float
  %3067 = tail call float @llvm.fma.f32(float %3066, float 0xBFF921FB40000000, float %3063)
  %3068 = tail call float @llvm.fma.f32(float %3066, float 0xBE74442D00000000, float %3067)
  %3069 = tail call float @llvm.fma.f32(float %3066, float 0xBCF84698A0000000, float %3068)
  %3070 = tail call float @llvm.nvvm.fabs.f32(float %3063)
  %3071 = fcmp ult float %3070, 1.056150e+05
  br i1 %3071, label %3150, label %3072

3072:                                             ; preds = %3057
  %3073 = fcmp oeq float %3070, 0x7FF0000000000000
  br i1 %3073, label %3148, label %3074

3074:                                             ; preds = %3072
  %3075 = bitcast float %3063 to i32
  %3076 = shl i32 %3075, 8
  %3077 = or i32 %3076, -2147483648
  %3078 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3077, i32 0) #7, !srcloc !11
  %3079 = extractvalue { i32, i32 } %3078, 0
  %3080 = extractvalue { i32, i32 } %3078, 1
  store i32 %3079, ptr %9, align 4
  %3081 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3077, i32 %3080) #7, !srcloc !11
  %3082 = extractvalue { i32, i32 } %3081, 0
  %3083 = extractvalue { i32, i32 } %3081, 1
  %3084 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3082, ptr %3084, align 4
  %3085 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3077, i32 %3083) #7, !srcloc !11
  %3086 = extractvalue { i32, i32 } %3085, 0
  %3087 = extractvalue { i32, i32 } %3085, 1
  %3088 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3086, ptr %3088, align 4
  %3089 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3077, i32 %3087) #7, !srcloc !11
  %3090 = extractvalue { i32, i32 } %3089, 0
  %3091 = extractvalue { i32, i32 } %3089, 1
  %3092 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3090, ptr %3092, align 4
  %3093 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3077, i32 %3091) #7, !srcloc !11
  %3094 = extractvalue { i32, i32 } %3093, 0
  %3095 = extractvalue { i32, i32 } %3093, 1
  %3096 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3094, ptr %3096, align 4
  %3097 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3077, i32 %3095) #7, !srcloc !11
  %3098 = extractvalue { i32, i32 } %3097, 0
  %3099 = extractvalue { i32, i32 } %3097, 1
  %3100 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3098, ptr %3100, align 4
  %3101 = lshr i32 %3075, 23
  %3102 = and i32 %3101, 224
  %3103 = add nsw i32 %3102, -128
  %3104 = lshr exact i32 %3103, 5
  %3105 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3099, ptr %3105, align 4
  %3106 = sub nsw i32 6, %3104
  %3107 = sext i32 %3106 to i64
  %3108 = getelementptr inbounds i32, ptr %9, i64 %3107
  %3109 = load i32, ptr %3108, align 4
  %3110 = sub nsw i32 5, %3104
  %3111 = sext i32 %3110 to i64
  %3112 = getelementptr inbounds i32, ptr %9, i64 %3111
  %3113 = load i32, ptr %3112, align 4
  %3114 = freeze i32 %3113
  %3115 = and i32 %3075, 260046848
  %3116 = icmp eq i32 %3115, 0
  br i1 %3116, label %3123, label %3117

3117:                                             ; preds = %3074
  %3118 = sub nsw i32 4, %3104
  %3119 = sext i32 %3118 to i64
  %3120 = getelementptr inbounds i32, ptr %9, i64 %3119
  %3121 = load i32, ptr %3120, align 4
  %3122 = tail call i32 @llvm.fshl.i32(i32 %3114, i32 %3121, i32 %3101)
  br label %3123

3123:                                             ; preds = %3117, %3074
  %3124 = phi i32 [ %3122, %3117 ], [ %3114, %3074 ]
  %3125 = tail call i32 @llvm.fshl.i32(i32 %3109, i32 %3114, i32 %3101)
  %3126 = lshr i32 %3125, 30
  %3127 = tail call i32 @llvm.fshl.i32(i32 %3125, i32 %3124, i32 2)
  %3128 = shl i32 %3124, 2
  %3129 = lshr i32 %3127, 31
  %3130 = add nuw nsw i32 %3129, %3126
  %3131 = sub nsw i32 0, %3130
  %3132 = icmp slt i32 %3075, 0
  %3133 = select i1 %3132, i32 %3131, i32 %3130
  %3134 = xor i32 %3127, %3075
  %3135 = ashr i32 %3127, 31
  %3136 = xor i32 %3135, %3127
  %3137 = xor i32 %3135, %3128
  %3138 = zext i32 %3136 to i64
  %3139 = shl nuw i64 %3138, 32
  %3140 = zext i32 %3137 to i64
  %3141 = or disjoint i64 %3139, %3140
  %3142 = sitofp i64 %3141 to double
  %3143 = fmul double %3142, 0x3BF921FB54442D19
  %3144 = fptrunc double %3143 to float
  %3145 = fneg float %3144
  %3146 = icmp slt i32 %3134, 0
  %3147 = select i1 %3146, float %3145, float %3144
  br label %3150

3148:                                             ; preds = %3072
  %3149 = tail call float @llvm.nvvm.mul.rn.f(float %3063, float 0.000000e+00) #6
  br label %3150

3150:                                             ; preds = %3148, %3123, %3057
  %3151 = phi i32 [ %3065, %3057 ], [ 0, %3148 ], [ %3133, %3123 ]
  %3152 = phi float [ %3069, %3057 ], [ %3149, %3148 ], [ %3147, %3123 ]
  %3153 = fmul float %3152, %3152
  %3154 = tail call float @llvm.fma.f32(float %3153, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3155 = tail call float @llvm.fma.f32(float %3154, float %3153, float 0x3FA5555760000000)
  %3156 = tail call float @llvm.fma.f32(float %3155, float %3153, float 0xBFDFFFFFE0000000)
  %3157 = tail call float @llvm.fma.f32(float %3156, float %3153, float 1.000000e+00)
  %3158 = tail call float @llvm.fma.f32(float %3153, float %3152, float 0.000000e+00)
  %3159 = tail call float @llvm.fma.f32(float %3153, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3160 = tail call float @llvm.fma.f32(float %3159, float %3153, float 0xBFC5555500000000)
  %3161 = tail call float @llvm.fma.f32(float %3160, float %3158, float %3152)
  %3162 = and i32 %3151, 1
  %3163 = icmp eq i32 %3162, 0
  %3164 = select i1 %3163, float %3161, float %3157
  %3165 = select i1 %3163, float %3157, float %3161
  %3166 = and i32 %3151, 2
  %3167 = icmp eq i32 %3166, 0
  %3168 = fneg float %3164
  %3169 = select i1 %3167, float %3164, float %3168
  %3170 = add i32 %3151, 1
  %3171 = and i32 %3170, 2
  %3172 = icmp eq i32 %3171, 0
  %3173 = fneg float %3165
  %3174 = select i1 %3172, float %3165, float %3173
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3175 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 84), align 4, !tbaa !12
  %3176 = fmul contract float %3175, %3174
  %3177 = fmul contract float %3175, %3169
  %3178 = bitcast float %3176 to i32
  %3179 = bitcast float %3177 to i32
  %3180 = zext i32 %3179 to i64
  %3181 = shl nuw i64 %3180, 32
  %3182 = zext i32 %3178 to i64
  %3183 = or disjoint i64 %3181, %3182
  br label %3184

3184:                                             ; preds = %3054, %3150
  %3185 = phi i64 [ %3183, %3150 ], [ 0, %3054 ]
  %3186 = icmp sgt i32 %1, 22
  br i1 %3186, label %3187, label %3314

3187:                                             ; preds = %3184
  %3188 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 176), align 8, !tbaa !12
  %3189 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 180), align 4, !tbaa !12
  %3190 = fmul contract float %131, %3188
  %3191 = fmul contract float %126, %3189
  %3192 = fadd contract float %3190, %3191
  %3193 = fmul contract float %3192, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3194 = fmul float %3193, 0x3FE45F3060000000
  %3195 = tail call i32 @llvm.nvvm.f2i.rn(float %3194) #6
  %3196 = sitofp i32 %3195 to float
  %3197 = tail call float @llvm.fma.f32(float %3196, float 0xBFF921FB40000000, float %3193)
  %3198 = tail call float @llvm.fma.f32(float %3196, float 0xBE74442D00000000, float %3197)
  %3199 = tail call float @llvm.fma.f32(float %3196, float 0xBCF84698A0000000, float %3198)
  %3200 = tail call float @llvm.nvvm.fabs.f32(float %3193)
  %3201 = fcmp ult float %3200, 1.056150e+05
  br i1 %3201, label %3280, label %3202

3202:                                             ; preds = %3187
  %3203 = fcmp oeq float %3200, 0x7FF0000000000000
  br i1 %3203, label %3278, label %3204

3204:                                             ; preds = %3202
  %3205 = bitcast float %3193 to i32
  %3206 = shl i32 %3205, 8
  %3207 = or i32 %3206, -2147483648
  %3208 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3207, i32 0) #7, !srcloc !11
  %3209 = extractvalue { i32, i32 } %3208, 0
  %3210 = extractvalue { i32, i32 } %3208, 1
  store i32 %3209, ptr %9, align 4
  %3211 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3207, i32 %3210) #7, !srcloc !11
  %3212 = extractvalue { i32, i32 } %3211, 0
  %3213 = extractvalue { i32, i32 } %3211, 1
  %3214 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3212, ptr %3214, align 4
  %3215 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3207, i32 %3213) #7, !srcloc !11
  %3216 = extractvalue { i32, i32 } %3215, 0
  %3217 = extractvalue { i32, i32 } %3215, 1
  %3218 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3216, ptr %3218, align 4
  %3219 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3207, i32 %3217) #7, !srcloc !11
  %3220 = extractvalue { i32, i32 } %3219, 0
  %3221 = extractvalue { i32, i32 } %3219, 1
  %3222 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3220, ptr %3222, align 4
  %3223 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3207, i32 %3221) #7, !srcloc !11
  %3224 = extractvalue { i32, i32 } %3223, 0
  %3225 = extractvalue { i32, i32 } %3223, 1
  %3226 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3224, ptr %3226, align 4
  %3227 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3207, i32 %3225) #7, !srcloc !11
  %3228 = extractvalue { i32, i32 } %3227, 0
  %3229 = extractvalue { i32, i32 } %3227, 1
  %3230 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3228, ptr %3230, align 4
  %3231 = lshr i32 %3205, 23
  %3232 = and i32 %3231, 224
  %3233 = add nsw i32 %3232, -128
  %3234 = lshr exact i32 %3233, 5
  %3235 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3229, ptr %3235, align 4
  %3236 = sub nsw i32 6, %3234
  %3237 = sext i32 %3236 to i64
  %3238 = getelementptr inbounds i32, ptr %9, i64 %3237
  %3239 = load i32, ptr %3238, align 4
  %3240 = sub nsw i32 5, %3234
  %3241 = sext i32 %3240 to i64
  %3242 = getelementptr inbounds i32, ptr %9, i64 %3241
  %3243 = load i32, ptr %3242, align 4
  %3244 = freeze i32 %3243
  %3245 = and i32 %3205, 260046848
  %3246 = icmp eq i32 %3245, 0
  br i1 %3246, label %3253, label %3247

3247:                                             ; preds = %3204
  %3248 = sub nsw i32 4, %3234
  %3249 = sext i32 %3248 to i64
  %3250 = getelementptr inbounds i32, ptr %9, i64 %3249
  %3251 = load i32, ptr %3250, align 4
  %3252 = tail call i32 @llvm.fshl.i32(i32 %3244, i32 %3251, i32 %3231)
  br label %3253

3253:                                             ; preds = %3247, %3204
  %3254 = phi i32 [ %3252, %3247 ], [ %3244, %3204 ]
  %3255 = tail call i32 @llvm.fshl.i32(i32 %3239, i32 %3244, i32 %3231)
  %3256 = lshr i32 %3255, 30
  %3257 = tail call i32 @llvm.fshl.i32(i32 %3255, i32 %3254, i32 2)
  %3258 = shl i32 %3254, 2
  %3259 = lshr i32 %3257, 31
  %3260 = add nuw nsw i32 %3259, %3256
  %3261 = sub nsw i32 0, %3260
  %3262 = icmp slt i32 %3205, 0
  %3263 = select i1 %3262, i32 %3261, i32 %3260
  %3264 = xor i32 %3257, %3205
  %3265 = ashr i32 %3257, 31
  %3266 = xor i32 %3265, %3257
  %3267 = xor i32 %3265, %3258
  %3268 = zext i32 %3266 to i64
  %3269 = shl nuw i64 %3268, 32
  %3270 = zext i32 %3267 to i64
  %3271 = or disjoint i64 %3269, %3270
  %3272 = sitofp i64 %3271 to double
  %3273 = fmul double %3272, 0x3BF921FB54442D19
  %3274 = fptrunc double %3273 to float
  %3275 = fneg float %3274
  %3276 = icmp slt i32 %3264, 0
  %3277 = select i1 %3276, float %3275, float %3274
  br label %3280

3278:                                             ; preds = %3202
  %3279 = tail call float @llvm.nvvm.mul.rn.f(float %3193, float 0.000000e+00) #6
  br label %3280

3280:                                             ; preds = %3278, %3253, %3187
  %3281 = phi i32 [ %3195, %3187 ], [ 0, %3278 ], [ %3263, %3253 ]
  %3282 = phi float [ %3199, %3187 ], [ %3279, %3278 ], [ %3277, %3253 ]
  %3283 = fmul float %3282, %3282
  %3284 = tail call float @llvm.fma.f32(float %3283, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3285 = tail call float @llvm.fma.f32(float %3284, float %3283, float 0x3FA5555760000000)
  %3286 = tail call float @llvm.fma.f32(float %3285, float %3283, float 0xBFDFFFFFE0000000)
  %3287 = tail call float @llvm.fma.f32(float %3286, float %3283, float 1.000000e+00)
  %3288 = tail call float @llvm.fma.f32(float %3283, float %3282, float 0.000000e+00)
  %3289 = tail call float @llvm.fma.f32(float %3283, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3290 = tail call float @llvm.fma.f32(float %3289, float %3283, float 0xBFC5555500000000)
  %3291 = tail call float @llvm.fma.f32(float %3290, float %3288, float %3282)
  %3292 = and i32 %3281, 1
  %3293 = icmp eq i32 %3292, 0
  %3294 = select i1 %3293, float %3291, float %3287
  %3295 = select i1 %3293, float %3287, float %3291
  %3296 = and i32 %3281, 2
  %3297 = icmp eq i32 %3296, 0
  %3298 = fneg float %3294
  %3299 = select i1 %3297, float %3294, float %3298
  %3300 = add i32 %3281, 1
  %3301 = and i32 %3300, 2
  %3302 = icmp eq i32 %3301, 0
  %3303 = fneg float %3295
  %3304 = select i1 %3302, float %3295, float %3303
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3305 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 88), align 4, !tbaa !12
  %3306 = fmul contract float %3305, %3304
  %3307 = fmul contract float %3305, %3299
  %3308 = bitcast float %3306 to i32
  %3309 = bitcast float %3307 to i32
  %3310 = zext i32 %3309 to i64
  %3311 = shl nuw i64 %3310, 32
  %3312 = zext i32 %3308 to i64
  %3313 = or disjoint i64 %3311, %3312
  br label %3314

3314:                                             ; preds = %3184, %3280
  %3315 = phi i64 [ %3313, %3280 ], [ 0, %3184 ]
  %3316 = icmp sgt i32 %1, 23
  br i1 %3316, label %3317, label %3444

3317:                                             ; preds = %3314
  %3318 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 184), align 8, !tbaa !12
  %3319 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 188), align 4, !tbaa !12
  %3320 = fmul contract float %131, %3318
  %3321 = fmul contract float %126, %3319
  %3322 = fadd contract float %3320, %3321
  %3323 = fmul contract float %3322, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3324 = fmul float %3323, 0x3FE45F3060000000
  %3325 = tail call i32 @llvm.nvvm.f2i.rn(float %3324) #6
  %3326 = sitofp i32 %3325 to float
  %3327 = tail call float @llvm.fma.f32(float %3326, float 0xBFF921FB40000000, float %3323)
  %3328 = tail call float @llvm.fma.f32(float %3326, float 0xBE74442D00000000, float %3327)
  %3329 = tail call float @llvm.fma.f32(float %3326, float 0xBCF84698A0000000, float %3328)
  %3330 = tail call float @llvm.nvvm.fabs.f32(float %3323)
  %3331 = fcmp ult float %3330, 1.056150e+05
  br i1 %3331, label %3410, label %3332

3332:                                             ; preds = %3317
  %3333 = fcmp oeq float %3330, 0x7FF0000000000000
  br i1 %3333, label %3408, label %3334

3334:                                             ; preds = %3332
  %3335 = bitcast float %3323 to i32
  %3336 = shl i32 %3335, 8
  %3337 = or i32 %3336, -2147483648
  %3338 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3337, i32 0) #7, !srcloc !11
  %3339 = extractvalue { i32, i32 } %3338, 0
  %3340 = extractvalue { i32, i32 } %3338, 1
  store i32 %3339, ptr %9, align 4
  %3341 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3337, i32 %3340) #7, !srcloc !11
  %3342 = extractvalue { i32, i32 } %3341, 0
  %3343 = extractvalue { i32, i32 } %3341, 1
  %3344 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3342, ptr %3344, align 4
  %3345 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3337, i32 %3343) #7, !srcloc !11
  %3346 = extractvalue { i32, i32 } %3345, 0
  %3347 = extractvalue { i32, i32 } %3345, 1
  %3348 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3346, ptr %3348, align 4
  %3349 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3337, i32 %3347) #7, !srcloc !11
  %3350 = extractvalue { i32, i32 } %3349, 0
  %3351 = extractvalue { i32, i32 } %3349, 1
  %3352 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3350, ptr %3352, align 4
  %3353 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3337, i32 %3351) #7, !srcloc !11
  %3354 = extractvalue { i32, i32 } %3353, 0
  %3355 = extractvalue { i32, i32 } %3353, 1
  %3356 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3354, ptr %3356, align 4
  %3357 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3337, i32 %3355) #7, !srcloc !11
  %3358 = extractvalue { i32, i32 } %3357, 0
  %3359 = extractvalue { i32, i32 } %3357, 1
  %3360 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3358, ptr %3360, align 4
  %3361 = lshr i32 %3335, 23
  %3362 = and i32 %3361, 224
  %3363 = add nsw i32 %3362, -128
  %3364 = lshr exact i32 %3363, 5
  %3365 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3359, ptr %3365, align 4
  %3366 = sub nsw i32 6, %3364
  %3367 = sext i32 %3366 to i64
  %3368 = getelementptr inbounds i32, ptr %9, i64 %3367
  %3369 = load i32, ptr %3368, align 4
  %3370 = sub nsw i32 5, %3364
  %3371 = sext i32 %3370 to i64
  %3372 = getelementptr inbounds i32, ptr %9, i64 %3371
  %3373 = load i32, ptr %3372, align 4
  %3374 = freeze i32 %3373
  %3375 = and i32 %3335, 260046848
  %3376 = icmp eq i32 %3375, 0
  br i1 %3376, label %3383, label %3377

3377:                                             ; preds = %3334
  %3378 = sub nsw i32 4, %3364
  %3379 = sext i32 %3378 to i64
  %3380 = getelementptr inbounds i32, ptr %9, i64 %3379
  %3381 = load i32, ptr %3380, align 4
  %3382 = tail call i32 @llvm.fshl.i32(i32 %3374, i32 %3381, i32 %3361)
  br label %3383

3383:                                             ; preds = %3377, %3334
  %3384 = phi i32 [ %3382, %3377 ], [ %3374, %3334 ]
  %3385 = tail call i32 @llvm.fshl.i32(i32 %3369, i32 %3374, i32 %3361)
  %3386 = lshr i32 %3385, 30
  %3387 = tail call i32 @llvm.fshl.i32(i32 %3385, i32 %3384, i32 2)
  %3388 = shl i32 %3384, 2
  %3389 = lshr i32 %3387, 31
  %3390 = add nuw nsw i32 %3389, %3386
  %3391 = sub nsw i32 0, %3390
  %3392 = icmp slt i32 %3335, 0
  %3393 = select i1 %3392, i32 %3391, i32 %3390
  %3394 = xor i32 %3387, %3335
  %3395 = ashr i32 %3387, 31
  %3396 = xor i32 %3395, %3387
  %3397 = xor i32 %3395, %3388
  %3398 = zext i32 %3396 to i64
  %3399 = shl nuw i64 %3398, 32
  %3400 = zext i32 %3397 to i64
  %3401 = or disjoint i64 %3399, %3400
  %3402 = sitofp i64 %3401 to double
  %3403 = fmul double %3402, 0x3BF921FB54442D19
  %3404 = fptrunc double %3403 to float
  %3405 = fneg float %3404
  %3406 = icmp slt i32 %3394, 0
  %3407 = select i1 %3406, float %3405, float %3404
  br label %3410

3408:                                             ; preds = %3332
  %3409 = tail call float @llvm.nvvm.mul.rn.f(float %3323, float 0.000000e+00) #6
  br label %3410

3410:                                             ; preds = %3408, %3383, %3317
  %3411 = phi i32 [ %3325, %3317 ], [ 0, %3408 ], [ %3393, %3383 ]
  %3412 = phi float [ %3329, %3317 ], [ %3409, %3408 ], [ %3407, %3383 ]
  %3413 = fmul float %3412, %3412
  %3414 = tail call float @llvm.fma.f32(float %3413, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3415 = tail call float @llvm.fma.f32(float %3414, float %3413, float 0x3FA5555760000000)
  %3416 = tail call float @llvm.fma.f32(float %3415, float %3413, float 0xBFDFFFFFE0000000)
  %3417 = tail call float @llvm.fma.f32(float %3416, float %3413, float 1.000000e+00)
  %3418 = tail call float @llvm.fma.f32(float %3413, float %3412, float 0.000000e+00)
  %3419 = tail call float @llvm.fma.f32(float %3413, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3420 = tail call float @llvm.fma.f32(float %3419, float %3413, float 0xBFC5555500000000)
  %3421 = tail call float @llvm.fma.f32(float %3420, float %3418, float %3412)
  %3422 = and i32 %3411, 1
  %3423 = icmp eq i32 %3422, 0
  %3424 = select i1 %3423, float %3421, float %3417
  %3425 = select i1 %3423, float %3417, float %3421
  %3426 = and i32 %3411, 2
  %3427 = icmp eq i32 %3426, 0
  %3428 = fneg float %3424
  %3429 = select i1 %3427, float %3424, float %3428
  %3430 = add i32 %3411, 1
  %3431 = and i32 %3430, 2
  %3432 = icmp eq i32 %3431, 0
  %3433 = fneg float %3425
  %3434 = select i1 %3432, float %3425, float %3433
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3435 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 92), align 4, !tbaa !12
  %3436 = fmul contract float %3435, %3434
  %3437 = fmul contract float %3435, %3429
  %3438 = bitcast float %3436 to i32
  %3439 = bitcast float %3437 to i32
  %3440 = zext i32 %3439 to i64
  %3441 = shl nuw i64 %3440, 32
  %3442 = zext i32 %3438 to i64
  %3443 = or disjoint i64 %3441, %3442
  br label %3444

3444:                                             ; preds = %3314, %3410
  %3445 = phi i64 [ %3443, %3410 ], [ 0, %3314 ]
  %3446 = icmp sgt i32 %1, 24
  br i1 %3446, label %3447, label %3574

3447:                                             ; preds = %3444
  %3448 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 192), align 8, !tbaa !12
  %3449 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 196), align 4, !tbaa !12
  %3450 = fmul contract float %131, %3448
  %3451 = fmul contract float %126, %3449
  %3452 = fadd contract float %3450, %3451
  %3453 = fmul contract float %3452, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3454 = fmul float %3453, 0x3FE45F3060000000
  %3455 = tail call i32 @llvm.nvvm.f2i.rn(float %3454) #6
  %3456 = sitofp i32 %3455 to float
  %3457 = tail call float @llvm.fma.f32(float %3456, float 0xBFF921FB40000000, float %3453)
  %3458 = tail call float @llvm.fma.f32(float %3456, float 0xBE74442D00000000, float %3457)
  %3459 = tail call float @llvm.fma.f32(float %3456, float 0xBCF84698A0000000, float %3458)
  %3460 = tail call float @llvm.nvvm.fabs.f32(float %3453)
  %3461 = fcmp ult float %3460, 1.056150e+05
  br i1 %3461, label %3540, label %3462

3462:                                             ; preds = %3447
  %3463 = fcmp oeq float %3460, 0x7FF0000000000000
  br i1 %3463, label %3538, label %3464

3464:                                             ; preds = %3462
  %3465 = bitcast float %3453 to i32
  %3466 = shl i32 %3465, 8
  %3467 = or i32 %3466, -2147483648
  %3468 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3467, i32 0) #7, !srcloc !11
  %3469 = extractvalue { i32, i32 } %3468, 0
  %3470 = extractvalue { i32, i32 } %3468, 1
  store i32 %3469, ptr %9, align 4
  %3471 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3467, i32 %3470) #7, !srcloc !11
  %3472 = extractvalue { i32, i32 } %3471, 0
  %3473 = extractvalue { i32, i32 } %3471, 1
  %3474 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3472, ptr %3474, align 4
  %3475 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3467, i32 %3473) #7, !srcloc !11
  %3476 = extractvalue { i32, i32 } %3475, 0
  %3477 = extractvalue { i32, i32 } %3475, 1
  %3478 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3476, ptr %3478, align 4
  %3479 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3467, i32 %3477) #7, !srcloc !11
  %3480 = extractvalue { i32, i32 } %3479, 0
  %3481 = extractvalue { i32, i32 } %3479, 1
  %3482 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3480, ptr %3482, align 4
  %3483 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3467, i32 %3481) #7, !srcloc !11
  %3484 = extractvalue { i32, i32 } %3483, 0
  %3485 = extractvalue { i32, i32 } %3483, 1
  %3486 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3484, ptr %3486, align 4
  %3487 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3467, i32 %3485) #7, !srcloc !11
  %3488 = extractvalue { i32, i32 } %3487, 0
  %3489 = extractvalue { i32, i32 } %3487, 1
  %3490 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3488, ptr %3490, align 4
  %3491 = lshr i32 %3465, 23
  %3492 = and i32 %3491, 224
  %3493 = add nsw i32 %3492, -128
  %3494 = lshr exact i32 %3493, 5
  %3495 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3489, ptr %3495, align 4
  %3496 = sub nsw i32 6, %3494
  %3497 = sext i32 %3496 to i64
  %3498 = getelementptr inbounds i32, ptr %9, i64 %3497
  %3499 = load i32, ptr %3498, align 4
  %3500 = sub nsw i32 5, %3494
  %3501 = sext i32 %3500 to i64
  %3502 = getelementptr inbounds i32, ptr %9, i64 %3501
  %3503 = load i32, ptr %3502, align 4
  %3504 = freeze i32 %3503
  %3505 = and i32 %3465, 260046848
  %3506 = icmp eq i32 %3505, 0
  br i1 %3506, label %3513, label %3507

3507:                                             ; preds = %3464
  %3508 = sub nsw i32 4, %3494
  %3509 = sext i32 %3508 to i64
  %3510 = getelementptr inbounds i32, ptr %9, i64 %3509
  %3511 = load i32, ptr %3510, align 4
  %3512 = tail call i32 @llvm.fshl.i32(i32 %3504, i32 %3511, i32 %3491)
  br label %3513

3513:                                             ; preds = %3507, %3464
  %3514 = phi i32 [ %3512, %3507 ], [ %3504, %3464 ]
  %3515 = tail call i32 @llvm.fshl.i32(i32 %3499, i32 %3504, i32 %3491)
  %3516 = lshr i32 %3515, 30
  %3517 = tail call i32 @llvm.fshl.i32(i32 %3515, i32 %3514, i32 2)
  %3518 = shl i32 %3514, 2
  %3519 = lshr i32 %3517, 31
  %3520 = add nuw nsw i32 %3519, %3516
  %3521 = sub nsw i32 0, %3520
  %3522 = icmp slt i32 %3465, 0
  %3523 = select i1 %3522, i32 %3521, i32 %3520
  %3524 = xor i32 %3517, %3465
  %3525 = ashr i32 %3517, 31
  %3526 = xor i32 %3525, %3517
  %3527 = xor i32 %3525, %3518
  %3528 = zext i32 %3526 to i64
  %3529 = shl nuw i64 %3528, 32
  %3530 = zext i32 %3527 to i64
  %3531 = or disjoint i64 %3529, %3530
  %3532 = sitofp i64 %3531 to double
  %3533 = fmul double %3532, 0x3BF921FB54442D19
  %3534 = fptrunc double %3533 to float
  %3535 = fneg float %3534
  %3536 = icmp slt i32 %3524, 0
  %3537 = select i1 %3536, float %3535, float %3534
  br label %3540

3538:                                             ; preds = %3462
  %3539 = tail call float @llvm.nvvm.mul.rn.f(float %3453, float 0.000000e+00) #6
  br label %3540

3540:                                             ; preds = %3538, %3513, %3447
  %3541 = phi i32 [ %3455, %3447 ], [ 0, %3538 ], [ %3523, %3513 ]
  %3542 = phi float [ %3459, %3447 ], [ %3539, %3538 ], [ %3537, %3513 ]
  %3543 = fmul float %3542, %3542
  %3544 = tail call float @llvm.fma.f32(float %3543, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3545 = tail call float @llvm.fma.f32(float %3544, float %3543, float 0x3FA5555760000000)
  %3546 = tail call float @llvm.fma.f32(float %3545, float %3543, float 0xBFDFFFFFE0000000)
  %3547 = tail call float @llvm.fma.f32(float %3546, float %3543, float 1.000000e+00)
  %3548 = tail call float @llvm.fma.f32(float %3543, float %3542, float 0.000000e+00)
  %3549 = tail call float @llvm.fma.f32(float %3543, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3550 = tail call float @llvm.fma.f32(float %3549, float %3543, float 0xBFC5555500000000)
  %3551 = tail call float @llvm.fma.f32(float %3550, float %3548, float %3542)
  %3552 = and i32 %3541, 1
  %3553 = icmp eq i32 %3552, 0
  %3554 = select i1 %3553, float %3551, float %3547
  %3555 = select i1 %3553, float %3547, float %3551
  %3556 = and i32 %3541, 2
  %3557 = icmp eq i32 %3556, 0
  %3558 = fneg float %3554
  %3559 = select i1 %3557, float %3554, float %3558
  %3560 = add i32 %3541, 1
  %3561 = and i32 %3560, 2
  %3562 = icmp eq i32 %3561, 0
  %3563 = fneg float %3555
  %3564 = select i1 %3562, float %3555, float %3563
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3565 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 96), align 4, !tbaa !12
  %3566 = fmul contract float %3565, %3564
  %3567 = fmul contract float %3565, %3559
  %3568 = bitcast float %3566 to i32
  %3569 = bitcast float %3567 to i32
  %3570 = zext i32 %3569 to i64
  %3571 = shl nuw i64 %3570, 32
  %3572 = zext i32 %3568 to i64
  %3573 = or disjoint i64 %3571, %3572
  br label %3574

3574:                                             ; preds = %3444, %3540
  %3575 = phi i64 [ %3573, %3540 ], [ 0, %3444 ]
  %3576 = icmp sgt i32 %1, 25
  br i1 %3576, label %3577, label %3704

3577:                                             ; preds = %3574
  %3578 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 200), align 8, !tbaa !12
  %3579 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 204), align 4, !tbaa !12
  %3580 = fmul contract float %131, %3578
  %3581 = fmul contract float %126, %3579
  %3582 = fadd contract float %3580, %3581
  %3583 = fmul contract float %3582, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3584 = fmul float %3583, 0x3FE45F3060000000
  %3585 = tail call i32 @llvm.nvvm.f2i.rn(float %3584) #6
  %3586 = sitofp i32 %3585 to float
  %3587 = tail call float @llvm.fma.f32(float %3586, float 0xBFF921FB40000000, float %3583)
  %3588 = tail call float @llvm.fma.f32(float %3586, float 0xBE74442D00000000, float %3587)
  %3589 = tail call float @llvm.fma.f32(float %3586, float 0xBCF84698A0000000, float %3588)
  %3590 = tail call float @llvm.nvvm.fabs.f32(float %3583)
  %3591 = fcmp ult float %3590, 1.056150e+05
  br i1 %3591, label %3670, label %3592

3592:                                             ; preds = %3577
  %3593 = fcmp oeq float %3590, 0x7FF0000000000000
  br i1 %3593, label %3668, label %3594

3594:                                             ; preds = %3592
  %3595 = bitcast float %3583 to i32
  %3596 = shl i32 %3595, 8
  %3597 = or i32 %3596, -2147483648
  %3598 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3597, i32 0) #7, !srcloc !11
  %3599 = extractvalue { i32, i32 } %3598, 0
  %3600 = extractvalue { i32, i32 } %3598, 1
  store i32 %3599, ptr %9, align 4
  %3601 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3597, i32 %3600) #7, !srcloc !11
  %3602 = extractvalue { i32, i32 } %3601, 0
  %3603 = extractvalue { i32, i32 } %3601, 1
  %3604 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3602, ptr %3604, align 4
  %3605 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3597, i32 %3603) #7, !srcloc !11
  %3606 = extractvalue { i32, i32 } %3605, 0
  %3607 = extractvalue { i32, i32 } %3605, 1
  %3608 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3606, ptr %3608, align 4
  %3609 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3597, i32 %3607) #7, !srcloc !11
  %3610 = extractvalue { i32, i32 } %3609, 0
  %3611 = extractvalue { i32, i32 } %3609, 1
  %3612 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3610, ptr %3612, align 4
  %3613 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3597, i32 %3611) #7, !srcloc !11
  %3614 = extractvalue { i32, i32 } %3613, 0
  %3615 = extractvalue { i32, i32 } %3613, 1
  %3616 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3614, ptr %3616, align 4
  %3617 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3597, i32 %3615) #7, !srcloc !11
  %3618 = extractvalue { i32, i32 } %3617, 0
  %3619 = extractvalue { i32, i32 } %3617, 1
  %3620 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3618, ptr %3620, align 4
  %3621 = lshr i32 %3595, 23
  %3622 = and i32 %3621, 224
  %3623 = add nsw i32 %3622, -128
  %3624 = lshr exact i32 %3623, 5
  %3625 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3619, ptr %3625, align 4
  %3626 = sub nsw i32 6, %3624
  %3627 = sext i32 %3626 to i64
  %3628 = getelementptr inbounds i32, ptr %9, i64 %3627
  %3629 = load i32, ptr %3628, align 4
  %3630 = sub nsw i32 5, %3624
  %3631 = sext i32 %3630 to i64
  %3632 = getelementptr inbounds i32, ptr %9, i64 %3631
  %3633 = load i32, ptr %3632, align 4
  %3634 = freeze i32 %3633
  %3635 = and i32 %3595, 260046848
  %3636 = icmp eq i32 %3635, 0
  br i1 %3636, label %3643, label %3637

3637:                                             ; preds = %3594
  %3638 = sub nsw i32 4, %3624
  %3639 = sext i32 %3638 to i64
  %3640 = getelementptr inbounds i32, ptr %9, i64 %3639
  %3641 = load i32, ptr %3640, align 4
  %3642 = tail call i32 @llvm.fshl.i32(i32 %3634, i32 %3641, i32 %3621)
  br label %3643

3643:                                             ; preds = %3637, %3594
  %3644 = phi i32 [ %3642, %3637 ], [ %3634, %3594 ]
  %3645 = tail call i32 @llvm.fshl.i32(i32 %3629, i32 %3634, i32 %3621)
  %3646 = lshr i32 %3645, 30
  %3647 = tail call i32 @llvm.fshl.i32(i32 %3645, i32 %3644, i32 2)
  %3648 = shl i32 %3644, 2
  %3649 = lshr i32 %3647, 31
  %3650 = add nuw nsw i32 %3649, %3646
  %3651 = sub nsw i32 0, %3650
  %3652 = icmp slt i32 %3595, 0
  %3653 = select i1 %3652, i32 %3651, i32 %3650
  %3654 = xor i32 %3647, %3595
  %3655 = ashr i32 %3647, 31
  %3656 = xor i32 %3655, %3647
  %3657 = xor i32 %3655, %3648
  %3658 = zext i32 %3656 to i64
  %3659 = shl nuw i64 %3658, 32
  %3660 = zext i32 %3657 to i64
  %3661 = or disjoint i64 %3659, %3660
  %3662 = sitofp i64 %3661 to double
  %3663 = fmul double %3662, 0x3BF921FB54442D19
  %3664 = fptrunc double %3663 to float
  %3665 = fneg float %3664
  %3666 = icmp slt i32 %3654, 0
  %3667 = select i1 %3666, float %3665, float %3664
  br label %3670

3668:                                             ; preds = %3592
  %3669 = tail call float @llvm.nvvm.mul.rn.f(float %3583, float 0.000000e+00) #6
  br label %3670

3670:                                             ; preds = %3668, %3643, %3577
  %3671 = phi i32 [ %3585, %3577 ], [ 0, %3668 ], [ %3653, %3643 ]
  %3672 = phi float [ %3589, %3577 ], [ %3669, %3668 ], [ %3667, %3643 ]
  %3673 = fmul float %3672, %3672
  %3674 = tail call float @llvm.fma.f32(float %3673, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3675 = tail call float @llvm.fma.f32(float %3674, float %3673, float 0x3FA5555760000000)
  %3676 = tail call float @llvm.fma.f32(float %3675, float %3673, float 0xBFDFFFFFE0000000)
  %3677 = tail call float @llvm.fma.f32(float %3676, float %3673, float 1.000000e+00)
  %3678 = tail call float @llvm.fma.f32(float %3673, float %3672, float 0.000000e+00)
  %3679 = tail call float @llvm.fma.f32(float %3673, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3680 = tail call float @llvm.fma.f32(float %3679, float %3673, float 0xBFC5555500000000)
  %3681 = tail call float @llvm.fma.f32(float %3680, float %3678, float %3672)
  %3682 = and i32 %3671, 1
  %3683 = icmp eq i32 %3682, 0
  %3684 = select i1 %3683, float %3681, float %3677
  %3685 = select i1 %3683, float %3677, float %3681
  %3686 = and i32 %3671, 2
  %3687 = icmp eq i32 %3686, 0
  %3688 = fneg float %3684
  %3689 = select i1 %3687, float %3684, float %3688
  %3690 = add i32 %3671, 1
  %3691 = and i32 %3690, 2
  %3692 = icmp eq i32 %3691, 0
  %3693 = fneg float %3685
  %3694 = select i1 %3692, float %3685, float %3693
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3695 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 100), align 4, !tbaa !12
  %3696 = fmul contract float %3695, %3694
  %3697 = fmul contract float %3695, %3689
  %3698 = bitcast float %3696 to i32
  %3699 = bitcast float %3697 to i32
  %3700 = zext i32 %3699 to i64
  %3701 = shl nuw i64 %3700, 32
  %3702 = zext i32 %3698 to i64
  %3703 = or disjoint i64 %3701, %3702
  br label %3704

3704:                                             ; preds = %3574, %3670
  %3705 = phi i64 [ %3703, %3670 ], [ 0, %3574 ]
  %3706 = icmp sgt i32 %1, 26
  br i1 %3706, label %3707, label %3834

3707:                                             ; preds = %3704
  %3708 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 208), align 8, !tbaa !12
  %3709 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 212), align 4, !tbaa !12
  %3710 = fmul contract float %131, %3708
  %3711 = fmul contract float %126, %3709
  %3712 = fadd contract float %3710, %3711
  %3713 = fmul contract float %3712, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3714 = fmul float %3713, 0x3FE45F3060000000
  %3715 = tail call i32 @llvm.nvvm.f2i.rn(float %3714) #6
  %3716 = sitofp i32 %3715 to float
  %3717 = tail call float @llvm.fma.f32(float %3716, float 0xBFF921FB40000000, float %3713)
  %3718 = tail call float @llvm.fma.f32(float %3716, float 0xBE74442D00000000, float %3717)
  %3719 = tail call float @llvm.fma.f32(float %3716, float 0xBCF84698A0000000, float %3718)
  %3720 = tail call float @llvm.nvvm.fabs.f32(float %3713)
  %3721 = fcmp ult float %3720, 1.056150e+05
  br i1 %3721, label %3800, label %3722

3722:                                             ; preds = %3707
  %3723 = fcmp oeq float %3720, 0x7FF0000000000000
  br i1 %3723, label %3798, label %3724

3724:                                             ; preds = %3722
  %3725 = bitcast float %3713 to i32
  %3726 = shl i32 %3725, 8
  %3727 = or i32 %3726, -2147483648
  %3728 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3727, i32 0) #7, !srcloc !11
  %3729 = extractvalue { i32, i32 } %3728, 0
  %3730 = extractvalue { i32, i32 } %3728, 1
  store i32 %3729, ptr %9, align 4
  %3731 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3727, i32 %3730) #7, !srcloc !11
  %3732 = extractvalue { i32, i32 } %3731, 0
  %3733 = extractvalue { i32, i32 } %3731, 1
  %3734 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3732, ptr %3734, align 4
  %3735 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3727, i32 %3733) #7, !srcloc !11
  %3736 = extractvalue { i32, i32 } %3735, 0
  %3737 = extractvalue { i32, i32 } %3735, 1
  %3738 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3736, ptr %3738, align 4
  %3739 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3727, i32 %3737) #7, !srcloc !11
  %3740 = extractvalue { i32, i32 } %3739, 0
  %3741 = extractvalue { i32, i32 } %3739, 1
  %3742 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3740, ptr %3742, align 4
  %3743 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3727, i32 %3741) #7, !srcloc !11
  %3744 = extractvalue { i32, i32 } %3743, 0
  %3745 = extractvalue { i32, i32 } %3743, 1
  %3746 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3744, ptr %3746, align 4
  %3747 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3727, i32 %3745) #7, !srcloc !11
  %3748 = extractvalue { i32, i32 } %3747, 0
  %3749 = extractvalue { i32, i32 } %3747, 1
  %3750 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3748, ptr %3750, align 4
  %3751 = lshr i32 %3725, 23
  %3752 = and i32 %3751, 224
  %3753 = add nsw i32 %3752, -128
  %3754 = lshr exact i32 %3753, 5
  %3755 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3749, ptr %3755, align 4
  %3756 = sub nsw i32 6, %3754
  %3757 = sext i32 %3756 to i64
  %3758 = getelementptr inbounds i32, ptr %9, i64 %3757
  %3759 = load i32, ptr %3758, align 4
  %3760 = sub nsw i32 5, %3754
  %3761 = sext i32 %3760 to i64
  %3762 = getelementptr inbounds i32, ptr %9, i64 %3761
  %3763 = load i32, ptr %3762, align 4
  %3764 = freeze i32 %3763
  %3765 = and i32 %3725, 260046848
  %3766 = icmp eq i32 %3765, 0
  br i1 %3766, label %3773, label %3767

3767:                                             ; preds = %3724
  %3768 = sub nsw i32 4, %3754
  %3769 = sext i32 %3768 to i64
  %3770 = getelementptr inbounds i32, ptr %9, i64 %3769
  %3771 = load i32, ptr %3770, align 4
  %3772 = tail call i32 @llvm.fshl.i32(i32 %3764, i32 %3771, i32 %3751)
  br label %3773

3773:                                             ; preds = %3767, %3724
  %3774 = phi i32 [ %3772, %3767 ], [ %3764, %3724 ]
  %3775 = tail call i32 @llvm.fshl.i32(i32 %3759, i32 %3764, i32 %3751)
  %3776 = lshr i32 %3775, 30
  %3777 = tail call i32 @llvm.fshl.i32(i32 %3775, i32 %3774, i32 2)
  %3778 = shl i32 %3774, 2
  %3779 = lshr i32 %3777, 31
  %3780 = add nuw nsw i32 %3779, %3776
  %3781 = sub nsw i32 0, %3780
  %3782 = icmp slt i32 %3725, 0
  %3783 = select i1 %3782, i32 %3781, i32 %3780
  %3784 = xor i32 %3777, %3725
  %3785 = ashr i32 %3777, 31
  %3786 = xor i32 %3785, %3777
  %3787 = xor i32 %3785, %3778
  %3788 = zext i32 %3786 to i64
  %3789 = shl nuw i64 %3788, 32
  %3790 = zext i32 %3787 to i64
  %3791 = or disjoint i64 %3789, %3790
  %3792 = sitofp i64 %3791 to double
  %3793 = fmul double %3792, 0x3BF921FB54442D19
  %3794 = fptrunc double %3793 to float
  %3795 = fneg float %3794
  %3796 = icmp slt i32 %3784, 0
  %3797 = select i1 %3796, float %3795, float %3794
  br label %3800

3798:                                             ; preds = %3722
  %3799 = tail call float @llvm.nvvm.mul.rn.f(float %3713, float 0.000000e+00) #6
  br label %3800

3800:                                             ; preds = %3798, %3773, %3707
  %3801 = phi i32 [ %3715, %3707 ], [ 0, %3798 ], [ %3783, %3773 ]
  %3802 = phi float [ %3719, %3707 ], [ %3799, %3798 ], [ %3797, %3773 ]
  %3803 = fmul float %3802, %3802
  %3804 = tail call float @llvm.fma.f32(float %3803, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3805 = tail call float @llvm.fma.f32(float %3804, float %3803, float 0x3FA5555760000000)
  %3806 = tail call float @llvm.fma.f32(float %3805, float %3803, float 0xBFDFFFFFE0000000)
  %3807 = tail call float @llvm.fma.f32(float %3806, float %3803, float 1.000000e+00)
  %3808 = tail call float @llvm.fma.f32(float %3803, float %3802, float 0.000000e+00)
  %3809 = tail call float @llvm.fma.f32(float %3803, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3810 = tail call float @llvm.fma.f32(float %3809, float %3803, float 0xBFC5555500000000)
  %3811 = tail call float @llvm.fma.f32(float %3810, float %3808, float %3802)
  %3812 = and i32 %3801, 1
  %3813 = icmp eq i32 %3812, 0
  %3814 = select i1 %3813, float %3811, float %3807
  %3815 = select i1 %3813, float %3807, float %3811
  %3816 = and i32 %3801, 2
  %3817 = icmp eq i32 %3816, 0
  %3818 = fneg float %3814
  %3819 = select i1 %3817, float %3814, float %3818
  %3820 = add i32 %3801, 1
  %3821 = and i32 %3820, 2
  %3822 = icmp eq i32 %3821, 0
  %3823 = fneg float %3815
  %3824 = select i1 %3822, float %3815, float %3823
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3825 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 104), align 4, !tbaa !12
  %3826 = fmul contract float %3825, %3824
  %3827 = fmul contract float %3825, %3819
  %3828 = bitcast float %3826 to i32
  %3829 = bitcast float %3827 to i32
  %3830 = zext i32 %3829 to i64
  %3831 = shl nuw i64 %3830, 32
  %3832 = zext i32 %3828 to i64
  %3833 = or disjoint i64 %3831, %3832
  br label %3834

3834:                                             ; preds = %3704, %3800
  %3835 = phi i64 [ %3833, %3800 ], [ 0, %3704 ]
  %3836 = icmp sgt i32 %1, 27
  br i1 %3836, label %3837, label %3964

3837:                                             ; preds = %3834
  %3838 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 216), align 8, !tbaa !12
  %3839 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 220), align 4, !tbaa !12
  %3840 = fmul contract float %131, %3838
  %3841 = fmul contract float %126, %3839
  %3842 = fadd contract float %3840, %3841
  %3843 = fmul contract float %3842, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3844 = fmul float %3843, 0x3FE45F3060000000
  %3845 = tail call i32 @llvm.nvvm.f2i.rn(float %3844) #6
  %3846 = sitofp i32 %3845 to float
  %3847 = tail call float @llvm.fma.f32(float %3846, float 0xBFF921FB40000000, float %3843)
  %3848 = tail call float @llvm.fma.f32(float %3846, float 0xBE74442D00000000, float %3847)
  %3849 = tail call float @llvm.fma.f32(float %3846, float 0xBCF84698A0000000, float %3848)
  %3850 = tail call float @llvm.nvvm.fabs.f32(float %3843)
  %3851 = fcmp ult float %3850, 1.056150e+05
  br i1 %3851, label %3930, label %3852

3852:                                             ; preds = %3837
  %3853 = fcmp oeq float %3850, 0x7FF0000000000000
  br i1 %3853, label %3928, label %3854

3854:                                             ; preds = %3852
  %3855 = bitcast float %3843 to i32
  %3856 = shl i32 %3855, 8
  %3857 = or i32 %3856, -2147483648
  %3858 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3857, i32 0) #7, !srcloc !11
  %3859 = extractvalue { i32, i32 } %3858, 0
  %3860 = extractvalue { i32, i32 } %3858, 1
  store i32 %3859, ptr %9, align 4
  %3861 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3857, i32 %3860) #7, !srcloc !11
  %3862 = extractvalue { i32, i32 } %3861, 0
  %3863 = extractvalue { i32, i32 } %3861, 1
  %3864 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3862, ptr %3864, align 4
  %3865 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3857, i32 %3863) #7, !srcloc !11
  %3866 = extractvalue { i32, i32 } %3865, 0
  %3867 = extractvalue { i32, i32 } %3865, 1
  %3868 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3866, ptr %3868, align 4
  %3869 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3857, i32 %3867) #7, !srcloc !11
  %3870 = extractvalue { i32, i32 } %3869, 0
  %3871 = extractvalue { i32, i32 } %3869, 1
  %3872 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3870, ptr %3872, align 4
  %3873 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3857, i32 %3871) #7, !srcloc !11
  %3874 = extractvalue { i32, i32 } %3873, 0
  %3875 = extractvalue { i32, i32 } %3873, 1
  %3876 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3874, ptr %3876, align 4
  %3877 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3857, i32 %3875) #7, !srcloc !11
  %3878 = extractvalue { i32, i32 } %3877, 0
  %3879 = extractvalue { i32, i32 } %3877, 1
  %3880 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3878, ptr %3880, align 4
  %3881 = lshr i32 %3855, 23
  %3882 = and i32 %3881, 224
  %3883 = add nsw i32 %3882, -128
  %3884 = lshr exact i32 %3883, 5
  %3885 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3879, ptr %3885, align 4
  %3886 = sub nsw i32 6, %3884
  %3887 = sext i32 %3886 to i64
  %3888 = getelementptr inbounds i32, ptr %9, i64 %3887
  %3889 = load i32, ptr %3888, align 4
  %3890 = sub nsw i32 5, %3884
  %3891 = sext i32 %3890 to i64
  %3892 = getelementptr inbounds i32, ptr %9, i64 %3891
  %3893 = load i32, ptr %3892, align 4
  %3894 = freeze i32 %3893
  %3895 = and i32 %3855, 260046848
  %3896 = icmp eq i32 %3895, 0
  br i1 %3896, label %3903, label %3897

3897:                                             ; preds = %3854
  %3898 = sub nsw i32 4, %3884
  %3899 = sext i32 %3898 to i64
  %3900 = getelementptr inbounds i32, ptr %9, i64 %3899
  %3901 = load i32, ptr %3900, align 4
  %3902 = tail call i32 @llvm.fshl.i32(i32 %3894, i32 %3901, i32 %3881)
  br label %3903

3903:                                             ; preds = %3897, %3854
  %3904 = phi i32 [ %3902, %3897 ], [ %3894, %3854 ]
  %3905 = tail call i32 @llvm.fshl.i32(i32 %3889, i32 %3894, i32 %3881)
  %3906 = lshr i32 %3905, 30
  %3907 = tail call i32 @llvm.fshl.i32(i32 %3905, i32 %3904, i32 2)
  %3908 = shl i32 %3904, 2
  %3909 = lshr i32 %3907, 31
  %3910 = add nuw nsw i32 %3909, %3906
  %3911 = sub nsw i32 0, %3910
  %3912 = icmp slt i32 %3855, 0
  %3913 = select i1 %3912, i32 %3911, i32 %3910
  %3914 = xor i32 %3907, %3855
  %3915 = ashr i32 %3907, 31
  %3916 = xor i32 %3915, %3907
  %3917 = xor i32 %3915, %3908
  %3918 = zext i32 %3916 to i64
  %3919 = shl nuw i64 %3918, 32
  %3920 = zext i32 %3917 to i64
  %3921 = or disjoint i64 %3919, %3920
  %3922 = sitofp i64 %3921 to double
  %3923 = fmul double %3922, 0x3BF921FB54442D19
  %3924 = fptrunc double %3923 to float
  %3925 = fneg float %3924
  %3926 = icmp slt i32 %3914, 0
  %3927 = select i1 %3926, float %3925, float %3924
  br label %3930

3928:                                             ; preds = %3852
  %3929 = tail call float @llvm.nvvm.mul.rn.f(float %3843, float 0.000000e+00) #6
  br label %3930

3930:                                             ; preds = %3928, %3903, %3837
  %3931 = phi i32 [ %3845, %3837 ], [ 0, %3928 ], [ %3913, %3903 ]
  %3932 = phi float [ %3849, %3837 ], [ %3929, %3928 ], [ %3927, %3903 ]
  %3933 = fmul float %3932, %3932
  %3934 = tail call float @llvm.fma.f32(float %3933, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3935 = tail call float @llvm.fma.f32(float %3934, float %3933, float 0x3FA5555760000000)
  %3936 = tail call float @llvm.fma.f32(float %3935, float %3933, float 0xBFDFFFFFE0000000)
  %3937 = tail call float @llvm.fma.f32(float %3936, float %3933, float 1.000000e+00)
  %3938 = tail call float @llvm.fma.f32(float %3933, float %3932, float 0.000000e+00)
  %3939 = tail call float @llvm.fma.f32(float %3933, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3940 = tail call float @llvm.fma.f32(float %3939, float %3933, float 0xBFC5555500000000)
  %3941 = tail call float @llvm.fma.f32(float %3940, float %3938, float %3932)
  %3942 = and i32 %3931, 1
  %3943 = icmp eq i32 %3942, 0
  %3944 = select i1 %3943, float %3941, float %3937
  %3945 = select i1 %3943, float %3937, float %3941
  %3946 = and i32 %3931, 2
  %3947 = icmp eq i32 %3946, 0
  %3948 = fneg float %3944
  %3949 = select i1 %3947, float %3944, float %3948
  %3950 = add i32 %3931, 1
  %3951 = and i32 %3950, 2
  %3952 = icmp eq i32 %3951, 0
  %3953 = fneg float %3945
  %3954 = select i1 %3952, float %3945, float %3953
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3955 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 108), align 4, !tbaa !12
  %3956 = fmul contract float %3955, %3954
  %3957 = fmul contract float %3955, %3949
  %3958 = bitcast float %3956 to i32
  %3959 = bitcast float %3957 to i32
  %3960 = zext i32 %3959 to i64
  %3961 = shl nuw i64 %3960, 32
  %3962 = zext i32 %3958 to i64
  %3963 = or disjoint i64 %3961, %3962
  br label %3964

3964:                                             ; preds = %3834, %3930
  %3965 = phi i64 [ %3963, %3930 ], [ 0, %3834 ]
  %3966 = icmp sgt i32 %1, 28
  br i1 %3966, label %3967, label %4094

3967:                                             ; preds = %3964
  %3968 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 224), align 8, !tbaa !12
  %3969 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 228), align 4, !tbaa !12
  %3970 = fmul contract float %131, %3968
  %3971 = fmul contract float %126, %3969
  %3972 = fadd contract float %3970, %3971
  %3973 = fmul contract float %3972, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3974 = fmul float %3973, 0x3FE45F3060000000
  %3975 = tail call i32 @llvm.nvvm.f2i.rn(float %3974) #6
  %3976 = sitofp i32 %3975 to float
  %3977 = tail call float @llvm.fma.f32(float %3976, float 0xBFF921FB40000000, float %3973)
  %3978 = tail call float @llvm.fma.f32(float %3976, float 0xBE74442D00000000, float %3977)
  %3979 = tail call float @llvm.fma.f32(float %3976, float 0xBCF84698A0000000, float %3978)
  %3980 = tail call float @llvm.nvvm.fabs.f32(float %3973)
  %3981 = fcmp ult float %3980, 1.056150e+05
  br i1 %3981, label %4060, label %3982

3982:                                             ; preds = %3967
  %3983 = fcmp oeq float %3980, 0x7FF0000000000000
  br i1 %3983, label %4058, label %3984

3984:                                             ; preds = %3982
  %3985 = bitcast float %3973 to i32
  %3986 = shl i32 %3985, 8
  %3987 = or i32 %3986, -2147483648
  %3988 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3987, i32 0) #7, !srcloc !11
  %3989 = extractvalue { i32, i32 } %3988, 0
  %3990 = extractvalue { i32, i32 } %3988, 1
  store i32 %3989, ptr %9, align 4
  %3991 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3987, i32 %3990) #7, !srcloc !11
  %3992 = extractvalue { i32, i32 } %3991, 0
  %3993 = extractvalue { i32, i32 } %3991, 1
  %3994 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3992, ptr %3994, align 4
  %3995 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3987, i32 %3993) #7, !srcloc !11
  %3996 = extractvalue { i32, i32 } %3995, 0
  %3997 = extractvalue { i32, i32 } %3995, 1
  %3998 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3996, ptr %3998, align 4
  %3999 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3987, i32 %3997) #7, !srcloc !11
  %4000 = extractvalue { i32, i32 } %3999, 0
  %4001 = extractvalue { i32, i32 } %3999, 1
  %4002 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4000, ptr %4002, align 4
  %4003 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3987, i32 %4001) #7, !srcloc !11
  %4004 = extractvalue { i32, i32 } %4003, 0
  %4005 = extractvalue { i32, i32 } %4003, 1
  %4006 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4004, ptr %4006, align 4
  %4007 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3987, i32 %4005) #7, !srcloc !11
  %4008 = extractvalue { i32, i32 } %4007, 0
  %4009 = extractvalue { i32, i32 } %4007, 1
  %4010 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4008, ptr %4010, align 4
  %4011 = lshr i32 %3985, 23
  %4012 = and i32 %4011, 224
  %4013 = add nsw i32 %4012, -128
  %4014 = lshr exact i32 %4013, 5
  %4015 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4009, ptr %4015, align 4
  %4016 = sub nsw i32 6, %4014
  %4017 = sext i32 %4016 to i64
  %4018 = getelementptr inbounds i32, ptr %9, i64 %4017
  %4019 = load i32, ptr %4018, align 4
  %4020 = sub nsw i32 5, %4014
  %4021 = sext i32 %4020 to i64
  %4022 = getelementptr inbounds i32, ptr %9, i64 %4021
  %4023 = load i32, ptr %4022, align 4
  %4024 = freeze i32 %4023
  %4025 = and i32 %3985, 260046848
  %4026 = icmp eq i32 %4025, 0
  br i1 %4026, label %4033, label %4027

4027:                                             ; preds = %3984
  %4028 = sub nsw i32 4, %4014
  %4029 = sext i32 %4028 to i64
  %4030 = getelementptr inbounds i32, ptr %9, i64 %4029
  %4031 = load i32, ptr %4030, align 4
  %4032 = tail call i32 @llvm.fshl.i32(i32 %4024, i32 %4031, i32 %4011)
  br label %4033

4033:                                             ; preds = %4027, %3984
  %4034 = phi i32 [ %4032, %4027 ], [ %4024, %3984 ]
  %4035 = tail call i32 @llvm.fshl.i32(i32 %4019, i32 %4024, i32 %4011)
  %4036 = lshr i32 %4035, 30
  %4037 = tail call i32 @llvm.fshl.i32(i32 %4035, i32 %4034, i32 2)
  %4038 = shl i32 %4034, 2
  %4039 = lshr i32 %4037, 31
  %4040 = add nuw nsw i32 %4039, %4036
  %4041 = sub nsw i32 0, %4040
  %4042 = icmp slt i32 %3985, 0
  %4043 = select i1 %4042, i32 %4041, i32 %4040
  %4044 = xor i32 %4037, %3985
  %4045 = ashr i32 %4037, 31
  %4046 = xor i32 %4045, %4037
  %4047 = xor i32 %4045, %4038
  %4048 = zext i32 %4046 to i64
  %4049 = shl nuw i64 %4048, 32
  %4050 = zext i32 %4047 to i64
  %4051 = or disjoint i64 %4049, %4050
  %4052 = sitofp i64 %4051 to double
  %4053 = fmul double %4052, 0x3BF921FB54442D19
  %4054 = fptrunc double %4053 to float
  %4055 = fneg float %4054
  %4056 = icmp slt i32 %4044, 0
  %4057 = select i1 %4056, float %4055, float %4054
  br label %4060

4058:                                             ; preds = %3982
  %4059 = tail call float @llvm.nvvm.mul.rn.f(float %3973, float 0.000000e+00) #6
  br label %4060

4060:                                             ; preds = %4058, %4033, %3967
  %4061 = phi i32 [ %3975, %3967 ], [ 0, %4058 ], [ %4043, %4033 ]
  %4062 = phi float [ %3979, %3967 ], [ %4059, %4058 ], [ %4057, %4033 ]
  %4063 = fmul float %4062, %4062
  %4064 = tail call float @llvm.fma.f32(float %4063, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4065 = tail call float @llvm.fma.f32(float %4064, float %4063, float 0x3FA5555760000000)
  %4066 = tail call float @llvm.fma.f32(float %4065, float %4063, float 0xBFDFFFFFE0000000)
  %4067 = tail call float @llvm.fma.f32(float %4066, float %4063, float 1.000000e+00)
  %4068 = tail call float @llvm.fma.f32(float %4063, float %4062, float 0.000000e+00)
  %4069 = tail call float @llvm.fma.f32(float %4063, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4070 = tail call float @llvm.fma.f32(float %4069, float %4063, float 0xBFC5555500000000)
  %4071 = tail call float @llvm.fma.f32(float %4070, float %4068, float %4062)
  %4072 = and i32 %4061, 1
  %4073 = icmp eq i32 %4072, 0
  %4074 = select i1 %4073, float %4071, float %4067
  %4075 = select i1 %4073, float %4067, float %4071
  %4076 = and i32 %4061, 2
  %4077 = icmp eq i32 %4076, 0
  %4078 = fneg float %4074
  %4079 = select i1 %4077, float %4074, float %4078
  %4080 = add i32 %4061, 1
  %4081 = and i32 %4080, 2
  %4082 = icmp eq i32 %4081, 0
  %4083 = fneg float %4075
  %4084 = select i1 %4082, float %4075, float %4083
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4085 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 112), align 4, !tbaa !12
  %4086 = fmul contract float %4085, %4084
  %4087 = fmul contract float %4085, %4079
  %4088 = bitcast float %4086 to i32
  %4089 = bitcast float %4087 to i32
  %4090 = zext i32 %4089 to i64
  %4091 = shl nuw i64 %4090, 32
  %4092 = zext i32 %4088 to i64
  %4093 = or disjoint i64 %4091, %4092
  br label %4094

4094:                                             ; preds = %3964, %4060
  %4095 = phi i64 [ %4093, %4060 ], [ 0, %3964 ]
  %4096 = icmp sgt i32 %1, 29
  br i1 %4096, label %4097, label %4224

4097:                                             ; preds = %4094
  %4098 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 232), align 8, !tbaa !12
  %4099 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 236), align 4, !tbaa !12
  %4100 = fmul contract float %131, %4098
  %4101 = fmul contract float %126, %4099
  %4102 = fadd contract float %4100, %4101
  %4103 = fmul contract float %4102, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4104 = fmul float %4103, 0x3FE45F3060000000
  %4105 = tail call i32 @llvm.nvvm.f2i.rn(float %4104) #6
  %4106 = sitofp i32 %4105 to float
  %4107 = tail call float @llvm.fma.f32(float %4106, float 0xBFF921FB40000000, float %4103)
  %4108 = tail call float @llvm.fma.f32(float %4106, float 0xBE74442D00000000, float %4107)
  %4109 = tail call float @llvm.fma.f32(float %4106, float 0xBCF84698A0000000, float %4108)
  %4110 = tail call float @llvm.nvvm.fabs.f32(float %4103)
  %4111 = fcmp ult float %4110, 1.056150e+05
  br i1 %4111, label %4190, label %4112

4112:                                             ; preds = %4097
  %4113 = fcmp oeq float %4110, 0x7FF0000000000000
  br i1 %4113, label %4188, label %4114

4114:                                             ; preds = %4112
  %4115 = bitcast float %4103 to i32
  %4116 = shl i32 %4115, 8
  %4117 = or i32 %4116, -2147483648
  %4118 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4117, i32 0) #7, !srcloc !11
  %4119 = extractvalue { i32, i32 } %4118, 0
  %4120 = extractvalue { i32, i32 } %4118, 1
  store i32 %4119, ptr %9, align 4
  %4121 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4117, i32 %4120) #7, !srcloc !11
  %4122 = extractvalue { i32, i32 } %4121, 0
  %4123 = extractvalue { i32, i32 } %4121, 1
  %4124 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4122, ptr %4124, align 4
  %4125 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4117, i32 %4123) #7, !srcloc !11
  %4126 = extractvalue { i32, i32 } %4125, 0
  %4127 = extractvalue { i32, i32 } %4125, 1
  %4128 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4126, ptr %4128, align 4
  %4129 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4117, i32 %4127) #7, !srcloc !11
  %4130 = extractvalue { i32, i32 } %4129, 0
  %4131 = extractvalue { i32, i32 } %4129, 1
  %4132 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4130, ptr %4132, align 4
  %4133 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4117, i32 %4131) #7, !srcloc !11
  %4134 = extractvalue { i32, i32 } %4133, 0
  %4135 = extractvalue { i32, i32 } %4133, 1
  %4136 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4134, ptr %4136, align 4
  %4137 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4117, i32 %4135) #7, !srcloc !11
  %4138 = extractvalue { i32, i32 } %4137, 0
  %4139 = extractvalue { i32, i32 } %4137, 1
  %4140 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4138, ptr %4140, align 4
  %4141 = lshr i32 %4115, 23
  %4142 = and i32 %4141, 224
  %4143 = add nsw i32 %4142, -128
  %4144 = lshr exact i32 %4143, 5
  %4145 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4139, ptr %4145, align 4
  %4146 = sub nsw i32 6, %4144
  %4147 = sext i32 %4146 to i64
  %4148 = getelementptr inbounds i32, ptr %9, i64 %4147
  %4149 = load i32, ptr %4148, align 4
  %4150 = sub nsw i32 5, %4144
  %4151 = sext i32 %4150 to i64
  %4152 = getelementptr inbounds i32, ptr %9, i64 %4151
  %4153 = load i32, ptr %4152, align 4
  %4154 = freeze i32 %4153
  %4155 = and i32 %4115, 260046848
  %4156 = icmp eq i32 %4155, 0
  br i1 %4156, label %4163, label %4157

4157:                                             ; preds = %4114
  %4158 = sub nsw i32 4, %4144
  %4159 = sext i32 %4158 to i64
  %4160 = getelementptr inbounds i32, ptr %9, i64 %4159
  %4161 = load i32, ptr %4160, align 4
  %4162 = tail call i32 @llvm.fshl.i32(i32 %4154, i32 %4161, i32 %4141)
  br label %4163

4163:                                             ; preds = %4157, %4114
  %4164 = phi i32 [ %4162, %4157 ], [ %4154, %4114 ]
  %4165 = tail call i32 @llvm.fshl.i32(i32 %4149, i32 %4154, i32 %4141)
  %4166 = lshr i32 %4165, 30
  %4167 = tail call i32 @llvm.fshl.i32(i32 %4165, i32 %4164, i32 2)
  %4168 = shl i32 %4164, 2
  %4169 = lshr i32 %4167, 31
  %4170 = add nuw nsw i32 %4169, %4166
  %4171 = sub nsw i32 0, %4170
  %4172 = icmp slt i32 %4115, 0
  %4173 = select i1 %4172, i32 %4171, i32 %4170
  %4174 = xor i32 %4167, %4115
  %4175 = ashr i32 %4167, 31
  %4176 = xor i32 %4175, %4167
  %4177 = xor i32 %4175, %4168
  %4178 = zext i32 %4176 to i64
  %4179 = shl nuw i64 %4178, 32
  %4180 = zext i32 %4177 to i64
  %4181 = or disjoint i64 %4179, %4180
  %4182 = sitofp i64 %4181 to double
  %4183 = fmul double %4182, 0x3BF921FB54442D19
  %4184 = fptrunc double %4183 to float
  %4185 = fneg float %4184
  %4186 = icmp slt i32 %4174, 0
  %4187 = select i1 %4186, float %4185, float %4184
  br label %4190

4188:                                             ; preds = %4112
  %4189 = tail call float @llvm.nvvm.mul.rn.f(float %4103, float 0.000000e+00) #6
  br label %4190

4190:                                             ; preds = %4188, %4163, %4097
  %4191 = phi i32 [ %4105, %4097 ], [ 0, %4188 ], [ %4173, %4163 ]
  %4192 = phi float [ %4109, %4097 ], [ %4189, %4188 ], [ %4187, %4163 ]
  %4193 = fmul float %4192, %4192
  %4194 = tail call float @llvm.fma.f32(float %4193, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4195 = tail call float @llvm.fma.f32(float %4194, float %4193, float 0x3FA5555760000000)
  %4196 = tail call float @llvm.fma.f32(float %4195, float %4193, float 0xBFDFFFFFE0000000)
  %4197 = tail call float @llvm.fma.f32(float %4196, float %4193, float 1.000000e+00)
  %4198 = tail call float @llvm.fma.f32(float %4193, float %4192, float 0.000000e+00)
  %4199 = tail call float @llvm.fma.f32(float %4193, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4200 = tail call float @llvm.fma.f32(float %4199, float %4193, float 0xBFC5555500000000)
  %4201 = tail call float @llvm.fma.f32(float %4200, float %4198, float %4192)
  %4202 = and i32 %4191, 1
  %4203 = icmp eq i32 %4202, 0
  %4204 = select i1 %4203, float %4201, float %4197
  %4205 = select i1 %4203, float %4197, float %4201
  %4206 = and i32 %4191, 2
  %4207 = icmp eq i32 %4206, 0
  %4208 = fneg float %4204
  %4209 = select i1 %4207, float %4204, float %4208
  %4210 = add i32 %4191, 1
  %4211 = and i32 %4210, 2
  %4212 = icmp eq i32 %4211, 0
  %4213 = fneg float %4205
  %4214 = select i1 %4212, float %4205, float %4213
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4215 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 116), align 4, !tbaa !12
  %4216 = fmul contract float %4215, %4214
  %4217 = fmul contract float %4215, %4209
  %4218 = bitcast float %4216 to i32
  %4219 = bitcast float %4217 to i32
  %4220 = zext i32 %4219 to i64
  %4221 = shl nuw i64 %4220, 32
  %4222 = zext i32 %4218 to i64
  %4223 = or disjoint i64 %4221, %4222
  br label %4224

4224:                                             ; preds = %4094, %4190
  %4225 = phi i64 [ %4223, %4190 ], [ 0, %4094 ]
  %4226 = icmp sgt i32 %1, 30
  br i1 %4226, label %4227, label %4354

4227:                                             ; preds = %4224
  %4228 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 240), align 8, !tbaa !12
  %4229 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 244), align 4, !tbaa !12
  %4230 = fmul contract float %131, %4228
  %4231 = fmul contract float %126, %4229
  %4232 = fadd contract float %4230, %4231
  %4233 = fmul contract float %4232, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4234 = fmul float %4233, 0x3FE45F3060000000
  %4235 = tail call i32 @llvm.nvvm.f2i.rn(float %4234) #6
  %4236 = sitofp i32 %4235 to float
  %4237 = tail call float @llvm.fma.f32(float %4236, float 0xBFF921FB40000000, float %4233)
  %4238 = tail call float @llvm.fma.f32(float %4236, float 0xBE74442D00000000, float %4237)
  %4239 = tail call float @llvm.fma.f32(float %4236, float 0xBCF84698A0000000, float %4238)
  %4240 = tail call float @llvm.nvvm.fabs.f32(float %4233)
  %4241 = fcmp ult float %4240, 1.056150e+05
  br i1 %4241, label %4320, label %4242

4242:                                             ; preds = %4227
  %4243 = fcmp oeq float %4240, 0x7FF0000000000000
  br i1 %4243, label %4318, label %4244

4244:                                             ; preds = %4242
  %4245 = bitcast float %4233 to i32
  %4246 = shl i32 %4245, 8
  %4247 = or i32 %4246, -2147483648
  %4248 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4247, i32 0) #7, !srcloc !11
  %4249 = extractvalue { i32, i32 } %4248, 0
  %4250 = extractvalue { i32, i32 } %4248, 1
  store i32 %4249, ptr %9, align 4
  %4251 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4247, i32 %4250) #7, !srcloc !11
  %4252 = extractvalue { i32, i32 } %4251, 0
  %4253 = extractvalue { i32, i32 } %4251, 1
  %4254 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4252, ptr %4254, align 4
  %4255 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4247, i32 %4253) #7, !srcloc !11
  %4256 = extractvalue { i32, i32 } %4255, 0
  %4257 = extractvalue { i32, i32 } %4255, 1
  %4258 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4256, ptr %4258, align 4
  %4259 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4247, i32 %4257) #7, !srcloc !11
  %4260 = extractvalue { i32, i32 } %4259, 0
  %4261 = extractvalue { i32, i32 } %4259, 1
  %4262 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4260, ptr %4262, align 4
  %4263 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4247, i32 %4261) #7, !srcloc !11
  %4264 = extractvalue { i32, i32 } %4263, 0
  %4265 = extractvalue { i32, i32 } %4263, 1
  %4266 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4264, ptr %4266, align 4
  %4267 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4247, i32 %4265) #7, !srcloc !11
  %4268 = extractvalue { i32, i32 } %4267, 0
  %4269 = extractvalue { i32, i32 } %4267, 1
  %4270 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4268, ptr %4270, align 4
  %4271 = lshr i32 %4245, 23
  %4272 = and i32 %4271, 224
  %4273 = add nsw i32 %4272, -128
  %4274 = lshr exact i32 %4273, 5
  %4275 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4269, ptr %4275, align 4
  %4276 = sub nsw i32 6, %4274
  %4277 = sext i32 %4276 to i64
  %4278 = getelementptr inbounds i32, ptr %9, i64 %4277
  %4279 = load i32, ptr %4278, align 4
  %4280 = sub nsw i32 5, %4274
  %4281 = sext i32 %4280 to i64
  %4282 = getelementptr inbounds i32, ptr %9, i64 %4281
  %4283 = load i32, ptr %4282, align 4
  %4284 = freeze i32 %4283
  %4285 = and i32 %4245, 260046848
  %4286 = icmp eq i32 %4285, 0
  br i1 %4286, label %4293, label %4287

4287:                                             ; preds = %4244
  %4288 = sub nsw i32 4, %4274
  %4289 = sext i32 %4288 to i64
  %4290 = getelementptr inbounds i32, ptr %9, i64 %4289
  %4291 = load i32, ptr %4290, align 4
  %4292 = tail call i32 @llvm.fshl.i32(i32 %4284, i32 %4291, i32 %4271)
  br label %4293

4293:                                             ; preds = %4287, %4244
  %4294 = phi i32 [ %4292, %4287 ], [ %4284, %4244 ]
  %4295 = tail call i32 @llvm.fshl.i32(i32 %4279, i32 %4284, i32 %4271)
  %4296 = lshr i32 %4295, 30
  %4297 = tail call i32 @llvm.fshl.i32(i32 %4295, i32 %4294, i32 2)
  %4298 = shl i32 %4294, 2
  %4299 = lshr i32 %4297, 31
  %4300 = add nuw nsw i32 %4299, %4296
  %4301 = sub nsw i32 0, %4300
  %4302 = icmp slt i32 %4245, 0
  %4303 = select i1 %4302, i32 %4301, i32 %4300
  %4304 = xor i32 %4297, %4245
  %4305 = ashr i32 %4297, 31
  %4306 = xor i32 %4305, %4297
  %4307 = xor i32 %4305, %4298
  %4308 = zext i32 %4306 to i64
  %4309 = shl nuw i64 %4308, 32
  %4310 = zext i32 %4307 to i64
  %4311 = or disjoint i64 %4309, %4310
  %4312 = sitofp i64 %4311 to double
  %4313 = fmul double %4312, 0x3BF921FB54442D19
  %4314 = fptrunc double %4313 to float
  %4315 = fneg float %4314
  %4316 = icmp slt i32 %4304, 0
  %4317 = select i1 %4316, float %4315, float %4314
  br label %4320

4318:                                             ; preds = %4242
  %4319 = tail call float @llvm.nvvm.mul.rn.f(float %4233, float 0.000000e+00) #6
  br label %4320

4320:                                             ; preds = %4318, %4293, %4227
  %4321 = phi i32 [ %4235, %4227 ], [ 0, %4318 ], [ %4303, %4293 ]
  %4322 = phi float [ %4239, %4227 ], [ %4319, %4318 ], [ %4317, %4293 ]
  %4323 = fmul float %4322, %4322
  %4324 = tail call float @llvm.fma.f32(float %4323, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4325 = tail call float @llvm.fma.f32(float %4324, float %4323, float 0x3FA5555760000000)
  %4326 = tail call float @llvm.fma.f32(float %4325, float %4323, float 0xBFDFFFFFE0000000)
  %4327 = tail call float @llvm.fma.f32(float %4326, float %4323, float 1.000000e+00)
  %4328 = tail call float @llvm.fma.f32(float %4323, float %4322, float 0.000000e+00)
  %4329 = tail call float @llvm.fma.f32(float %4323, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4330 = tail call float @llvm.fma.f32(float %4329, float %4323, float 0xBFC5555500000000)
  %4331 = tail call float @llvm.fma.f32(float %4330, float %4328, float %4322)
  %4332 = and i32 %4321, 1
  %4333 = icmp eq i32 %4332, 0
  %4334 = select i1 %4333, float %4331, float %4327
  %4335 = select i1 %4333, float %4327, float %4331
  %4336 = and i32 %4321, 2
  %4337 = icmp eq i32 %4336, 0
  %4338 = fneg float %4334
  %4339 = select i1 %4337, float %4334, float %4338
  %4340 = add i32 %4321, 1
  %4341 = and i32 %4340, 2
  %4342 = icmp eq i32 %4341, 0
  %4343 = fneg float %4335
  %4344 = select i1 %4342, float %4335, float %4343
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4345 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 120), align 4, !tbaa !12
  %4346 = fmul contract float %4345, %4344
  %4347 = fmul contract float %4345, %4339
  %4348 = bitcast float %4346 to i32
  %4349 = bitcast float %4347 to i32
  %4350 = zext i32 %4349 to i64
  %4351 = shl nuw i64 %4350, 32
  %4352 = zext i32 %4348 to i64
  %4353 = or disjoint i64 %4351, %4352
  br label %4354

4354:                                             ; preds = %4224, %4320
  %4355 = phi i64 [ %4353, %4320 ], [ 0, %4224 ]
  %4356 = icmp sgt i32 %1, 31
  br i1 %4356, label %4357, label %4484

4357:                                             ; preds = %4354
  %4358 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 248), align 8, !tbaa !12
  %4359 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 252), align 4, !tbaa !12
  %4360 = fmul contract float %131, %4358
  %4361 = fmul contract float %126, %4359
  %4362 = fadd contract float %4360, %4361
  %4363 = fmul contract float %4362, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4364 = fmul float %4363, 0x3FE45F3060000000
  %4365 = tail call i32 @llvm.nvvm.f2i.rn(float %4364) #6
  %4366 = sitofp i32 %4365 to float
  %4367 = tail call float @llvm.fma.f32(float %4366, float 0xBFF921FB40000000, float %4363)
  %4368 = tail call float @llvm.fma.f32(float %4366, float 0xBE74442D00000000, float %4367)
  %4369 = tail call float @llvm.fma.f32(float %4366, float 0xBCF84698A0000000, float %4368)
  %4370 = tail call float @llvm.nvvm.fabs.f32(float %4363)
  %4371 = fcmp ult float %4370, 1.056150e+05
  br i1 %4371, label %4450, label %4372

4372:                                             ; preds = %4357
  %4373 = fcmp oeq float %4370, 0x7FF0000000000000
  br i1 %4373, label %4448, label %4374

4374:                                             ; preds = %4372
  %4375 = bitcast float %4363 to i32
  %4376 = shl i32 %4375, 8
  %4377 = or i32 %4376, -2147483648
  %4378 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4377, i32 0) #7, !srcloc !11
  %4379 = extractvalue { i32, i32 } %4378, 0
  %4380 = extractvalue { i32, i32 } %4378, 1
  store i32 %4379, ptr %9, align 4
  %4381 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4377, i32 %4380) #7, !srcloc !11
  %4382 = extractvalue { i32, i32 } %4381, 0
  %4383 = extractvalue { i32, i32 } %4381, 1
  %4384 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4382, ptr %4384, align 4
  %4385 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4377, i32 %4383) #7, !srcloc !11
  %4386 = extractvalue { i32, i32 } %4385, 0
  %4387 = extractvalue { i32, i32 } %4385, 1
  %4388 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4386, ptr %4388, align 4
  %4389 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4377, i32 %4387) #7, !srcloc !11
  %4390 = extractvalue { i32, i32 } %4389, 0
  %4391 = extractvalue { i32, i32 } %4389, 1
  %4392 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4390, ptr %4392, align 4
  %4393 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4377, i32 %4391) #7, !srcloc !11
  %4394 = extractvalue { i32, i32 } %4393, 0
  %4395 = extractvalue { i32, i32 } %4393, 1
  %4396 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4394, ptr %4396, align 4
  %4397 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4377, i32 %4395) #7, !srcloc !11
  %4398 = extractvalue { i32, i32 } %4397, 0
  %4399 = extractvalue { i32, i32 } %4397, 1
  %4400 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4398, ptr %4400, align 4
  %4401 = lshr i32 %4375, 23
  %4402 = and i32 %4401, 224
  %4403 = add nsw i32 %4402, -128
  %4404 = lshr exact i32 %4403, 5
  %4405 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4399, ptr %4405, align 4
  %4406 = sub nsw i32 6, %4404
  %4407 = sext i32 %4406 to i64
  %4408 = getelementptr inbounds i32, ptr %9, i64 %4407
  %4409 = load i32, ptr %4408, align 4
  %4410 = sub nsw i32 5, %4404
  %4411 = sext i32 %4410 to i64
  %4412 = getelementptr inbounds i32, ptr %9, i64 %4411
  %4413 = load i32, ptr %4412, align 4
  %4414 = freeze i32 %4413
  %4415 = and i32 %4375, 260046848
  %4416 = icmp eq i32 %4415, 0
  br i1 %4416, label %4423, label %4417

4417:                                             ; preds = %4374
  %4418 = sub nsw i32 4, %4404
  %4419 = sext i32 %4418 to i64
  %4420 = getelementptr inbounds i32, ptr %9, i64 %4419
  %4421 = load i32, ptr %4420, align 4
  %4422 = tail call i32 @llvm.fshl.i32(i32 %4414, i32 %4421, i32 %4401)
  br label %4423

4423:                                             ; preds = %4417, %4374
  %4424 = phi i32 [ %4422, %4417 ], [ %4414, %4374 ]
  %4425 = tail call i32 @llvm.fshl.i32(i32 %4409, i32 %4414, i32 %4401)
  %4426 = lshr i32 %4425, 30
  %4427 = tail call i32 @llvm.fshl.i32(i32 %4425, i32 %4424, i32 2)
  %4428 = shl i32 %4424, 2
  %4429 = lshr i32 %4427, 31
  %4430 = add nuw nsw i32 %4429, %4426
  %4431 = sub nsw i32 0, %4430
  %4432 = icmp slt i32 %4375, 0
  %4433 = select i1 %4432, i32 %4431, i32 %4430
  %4434 = xor i32 %4427, %4375
  %4435 = ashr i32 %4427, 31
  %4436 = xor i32 %4435, %4427
  %4437 = xor i32 %4435, %4428
  %4438 = zext i32 %4436 to i64
  %4439 = shl nuw i64 %4438, 32
  %4440 = zext i32 %4437 to i64
  %4441 = or disjoint i64 %4439, %4440
  %4442 = sitofp i64 %4441 to double
  %4443 = fmul double %4442, 0x3BF921FB54442D19
  %4444 = fptrunc double %4443 to float
  %4445 = fneg float %4444
  %4446 = icmp slt i32 %4434, 0
  %4447 = select i1 %4446, float %4445, float %4444
  br label %4450

4448:                                             ; preds = %4372
  %4449 = tail call float @llvm.nvvm.mul.rn.f(float %4363, float 0.000000e+00) #6
  br label %4450

4450:                                             ; preds = %4448, %4423, %4357
  %4451 = phi i32 [ %4365, %4357 ], [ 0, %4448 ], [ %4433, %4423 ]
  %4452 = phi float [ %4369, %4357 ], [ %4449, %4448 ], [ %4447, %4423 ]
  %4453 = fmul float %4452, %4452
  %4454 = tail call float @llvm.fma.f32(float %4453, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4455 = tail call float @llvm.fma.f32(float %4454, float %4453, float 0x3FA5555760000000)
  %4456 = tail call float @llvm.fma.f32(float %4455, float %4453, float 0xBFDFFFFFE0000000)
  %4457 = tail call float @llvm.fma.f32(float %4456, float %4453, float 1.000000e+00)
  %4458 = tail call float @llvm.fma.f32(float %4453, float %4452, float 0.000000e+00)
  %4459 = tail call float @llvm.fma.f32(float %4453, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4460 = tail call float @llvm.fma.f32(float %4459, float %4453, float 0xBFC5555500000000)
  %4461 = tail call float @llvm.fma.f32(float %4460, float %4458, float %4452)
  %4462 = and i32 %4451, 1
  %4463 = icmp eq i32 %4462, 0
  %4464 = select i1 %4463, float %4461, float %4457
  %4465 = select i1 %4463, float %4457, float %4461
  %4466 = and i32 %4451, 2
  %4467 = icmp eq i32 %4466, 0
  %4468 = fneg float %4464
  %4469 = select i1 %4467, float %4464, float %4468
  %4470 = add i32 %4451, 1
  %4471 = and i32 %4470, 2
  %4472 = icmp eq i32 %4471, 0
  %4473 = fneg float %4465
  %4474 = select i1 %4472, float %4465, float %4473
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4475 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 124), align 4, !tbaa !12
  %4476 = fmul contract float %4475, %4474
  %4477 = fmul contract float %4475, %4469
  %4478 = bitcast float %4476 to i32
  %4479 = bitcast float %4477 to i32
  %4480 = zext i32 %4479 to i64
  %4481 = shl nuw i64 %4480, 32
  %4482 = zext i32 %4478 to i64
  %4483 = or disjoint i64 %4481, %4482
  br label %4484

4484:                                             ; preds = %4354, %4450
  %4485 = phi i64 [ %4483, %4450 ], [ 0, %4354 ]
  %4486 = icmp sgt i32 %2, 0
  br i1 %4486, label %133, label %4487

4487:                                             ; preds = %4979, %4484
  %4488 = phi double [ 0.000000e+00, %4484 ], [ %4980, %4979 ]
  br i1 %17, label %4984, label %4991

4489:                                             ; preds = %133, %4979
  %4490 = phi i32 [ %2, %133 ], [ %4983, %4979 ]
  %4491 = phi double [ 0.000000e+00, %133 ], [ %4980, %4979 ]
  %4492 = phi i32 [ 0, %133 ], [ %4981, %4979 ]
  %4493 = tail call i32 @llvm.smax.i32(i32 %4490, i32 1)
  %4494 = tail call i32 @llvm.umin.i32(i32 %4493, i32 32)
  %4495 = sub nsw i32 %2, %4492
  %4496 = tail call noundef i32 @llvm.smin.i32(i32 %4495, i32 32)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4497 = mul nsw i32 %4496, %11
  %4498 = icmp slt i32 %15, %4497
  br i1 %4498, label %4502, label %4499

4499:                                             ; preds = %4502, %4489
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4500 = icmp sgt i32 %4495, 0
  %4501 = and i1 %17, %4500
  br i1 %4501, label %4519, label %4979

4502:                                             ; preds = %4489, %4502
  %4503 = phi i32 [ %4517, %4502 ], [ %15, %4489 ]
  %4504 = sdiv i32 %4503, %11
  %4505 = mul nsw i32 %4504, %11
  %4506 = sub nsw i32 %4503, %4505
  %4507 = add nsw i32 %4504, %4492
  %4508 = sext i32 %4507 to i64
  %4509 = mul nsw i64 %4508, %134
  %4510 = sext i32 %4506 to i64
  %4511 = getelementptr %struct.float2.0, ptr %0, i64 %4509
  %4512 = getelementptr %struct.float2.0, ptr %4511, i64 %4510
  %4513 = sext i32 %4504 to i64
  %4514 = getelementptr inbounds [32 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ14beamform_powerE3s_x to ptr), i64 %4513
  %4515 = getelementptr inbounds %struct.float2.0, ptr %4514, i64 %4510
  %4516 = load i64, ptr %4512, align 8
  store i64 %4516, ptr %4515, align 8
  %4517 = add i32 %4503, %13
  %4518 = icmp slt i32 %4517, %4497
  br i1 %4518, label %4502, label %4499, !llvm.loop !14

4519:                                             ; preds = %4499, %4968
  %4520 = phi double [ %4976, %4968 ], [ %4491, %4499 ]
  %4521 = phi i32 [ %4977, %4968 ], [ 0, %4499 ]
  %4522 = zext nneg i32 %4521 to i64
  %4523 = getelementptr inbounds nuw [32 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ14beamform_powerE3s_x to ptr), i64 %4522
  br i1 %132, label %4524, label %4534

4524:                                             ; preds = %4519
  %4525 = load float, ptr %4523, align 8, !tbaa !12
  %4526 = getelementptr inbounds nuw i8, ptr %4523, i64 4
  %4527 = load float, ptr %4526, align 4, !tbaa !12
  %4528 = fmul contract float %4527, %139
  %4529 = tail call noundef float @llvm.fma.f32(float %138, float %4525, float %4528)
  %4530 = fmul contract float %4525, %140
  %4531 = tail call noundef float @llvm.fma.f32(float %138, float %4527, float %4530)
  %4532 = fadd contract float %4529, 0.000000e+00
  %4533 = fadd contract float %4531, 0.000000e+00
  br label %4534

4534:                                             ; preds = %4519, %4524
  %4535 = phi float [ %4532, %4524 ], [ 0.000000e+00, %4519 ]
  %4536 = phi float [ %4533, %4524 ], [ 0.000000e+00, %4519 ]
  br i1 %456, label %4537, label %4548

4537:                                             ; preds = %4534
  %4538 = getelementptr inbounds nuw i8, ptr %4523, i64 8
  %4539 = load float, ptr %4538, align 8, !tbaa !12
  %4540 = getelementptr inbounds nuw i8, ptr %4523, i64 12
  %4541 = load float, ptr %4540, align 4, !tbaa !12
  %4542 = fmul contract float %4541, %145
  %4543 = tail call noundef float @llvm.fma.f32(float %144, float %4539, float %4542)
  %4544 = fmul contract float %4539, %146
  %4545 = tail call noundef float @llvm.fma.f32(float %144, float %4541, float %4544)
  %4546 = fadd contract float %4535, %4543
  %4547 = fadd contract float %4536, %4545
  br label %4548

4548:                                             ; preds = %4537, %4534
  %4549 = phi float [ %4546, %4537 ], [ %4535, %4534 ]
  %4550 = phi float [ %4547, %4537 ], [ %4536, %4534 ]
  br i1 %586, label %4551, label %4562

4551:                                             ; preds = %4548
  %4552 = getelementptr inbounds nuw i8, ptr %4523, i64 16
  %4553 = load float, ptr %4552, align 8, !tbaa !12
  %4554 = getelementptr inbounds nuw i8, ptr %4523, i64 20
  %4555 = load float, ptr %4554, align 4, !tbaa !12
  %4556 = fmul contract float %4555, %151
  %4557 = tail call noundef float @llvm.fma.f32(float %150, float %4553, float %4556)
  %4558 = fmul contract float %4553, %152
  %4559 = tail call noundef float @llvm.fma.f32(float %150, float %4555, float %4558)
  %4560 = fadd contract float %4549, %4557
  %4561 = fadd contract float %4550, %4559
  br label %4562

4562:                                             ; preds = %4551, %4548
  %4563 = phi float [ %4560, %4551 ], [ %4549, %4548 ]
  %4564 = phi float [ %4561, %4551 ], [ %4550, %4548 ]
  br i1 %716, label %4565, label %4576

4565:                                             ; preds = %4562
  %4566 = getelementptr inbounds nuw i8, ptr %4523, i64 24
  %4567 = load float, ptr %4566, align 8, !tbaa !12
  %4568 = getelementptr inbounds nuw i8, ptr %4523, i64 28
  %4569 = load float, ptr %4568, align 4, !tbaa !12
  %4570 = fmul contract float %4569, %157
  %4571 = tail call noundef float @llvm.fma.f32(float %156, float %4567, float %4570)
  %4572 = fmul contract float %4567, %158
  %4573 = tail call noundef float @llvm.fma.f32(float %156, float %4569, float %4572)
  %4574 = fadd contract float %4563, %4571
  %4575 = fadd contract float %4564, %4573
  br label %4576

4576:                                             ; preds = %4565, %4562
  %4577 = phi float [ %4574, %4565 ], [ %4563, %4562 ]
  %4578 = phi float [ %4575, %4565 ], [ %4564, %4562 ]
  br i1 %846, label %4579, label %4590

4579:                                             ; preds = %4576
  %4580 = getelementptr inbounds nuw i8, ptr %4523, i64 32
  %4581 = load float, ptr %4580, align 8, !tbaa !12
  %4582 = getelementptr inbounds nuw i8, ptr %4523, i64 36
  %4583 = load float, ptr %4582, align 4, !tbaa !12
  %4584 = fmul contract float %4583, %163
  %4585 = tail call noundef float @llvm.fma.f32(float %162, float %4581, float %4584)
  %4586 = fmul contract float %4581, %164
  %4587 = tail call noundef float @llvm.fma.f32(float %162, float %4583, float %4586)
  %4588 = fadd contract float %4577, %4585
  %4589 = fadd contract float %4578, %4587
  br label %4590

4590:                                             ; preds = %4579, %4576
  %4591 = phi float [ %4588, %4579 ], [ %4577, %4576 ]
  %4592 = phi float [ %4589, %4579 ], [ %4578, %4576 ]
  br i1 %976, label %4593, label %4604

4593:                                             ; preds = %4590
  %4594 = getelementptr inbounds nuw i8, ptr %4523, i64 40
  %4595 = load float, ptr %4594, align 8, !tbaa !12
  %4596 = getelementptr inbounds nuw i8, ptr %4523, i64 44
  %4597 = load float, ptr %4596, align 4, !tbaa !12
  %4598 = fmul contract float %4597, %169
  %4599 = tail call noundef float @llvm.fma.f32(float %168, float %4595, float %4598)
  %4600 = fmul contract float %4595, %170
  %4601 = tail call noundef float @llvm.fma.f32(float %168, float %4597, float %4600)
  %4602 = fadd contract float %4591, %4599
  %4603 = fadd contract float %4592, %4601
  br label %4604

4604:                                             ; preds = %4593, %4590
  %4605 = phi float [ %4602, %4593 ], [ %4591, %4590 ]
  %4606 = phi float [ %4603, %4593 ], [ %4592, %4590 ]
  br i1 %1106, label %4607, label %4618

4607:                                             ; preds = %4604
  %4608 = getelementptr inbounds nuw i8, ptr %4523, i64 48
  %4609 = load float, ptr %4608, align 8, !tbaa !12
  %4610 = getelementptr inbounds nuw i8, ptr %4523, i64 52
  %4611 = load float, ptr %4610, align 4, !tbaa !12
  %4612 = fmul contract float %4611, %175
  %4613 = tail call noundef float @llvm.fma.f32(float %174, float %4609, float %4612)
  %4614 = fmul contract float %4609, %176
  %4615 = tail call noundef float @llvm.fma.f32(float %174, float %4611, float %4614)
  %4616 = fadd contract float %4605, %4613
  %4617 = fadd contract float %4606, %4615
  br label %4618

4618:                                             ; preds = %4607, %4604
  %4619 = phi float [ %4616, %4607 ], [ %4605, %4604 ]
  %4620 = phi float [ %4617, %4607 ], [ %4606, %4604 ]
  br i1 %1236, label %4621, label %4632

4621:                                             ; preds = %4618
  %4622 = getelementptr inbounds nuw i8, ptr %4523, i64 56
  %4623 = load float, ptr %4622, align 8, !tbaa !12
  %4624 = getelementptr inbounds nuw i8, ptr %4523, i64 60
  %4625 = load float, ptr %4624, align 4, !tbaa !12
  %4626 = fmul contract float %4625, %181
  %4627 = tail call noundef float @llvm.fma.f32(float %180, float %4623, float %4626)
  %4628 = fmul contract float %4623, %182
  %4629 = tail call noundef float @llvm.fma.f32(float %180, float %4625, float %4628)
  %4630 = fadd contract float %4619, %4627
  %4631 = fadd contract float %4620, %4629
  br label %4632

4632:                                             ; preds = %4621, %4618
  %4633 = phi float [ %4630, %4621 ], [ %4619, %4618 ]
  %4634 = phi float [ %4631, %4621 ], [ %4620, %4618 ]
  br i1 %1366, label %4635, label %4646

4635:                                             ; preds = %4632
  %4636 = getelementptr inbounds nuw i8, ptr %4523, i64 64
  %4637 = load float, ptr %4636, align 8, !tbaa !12
  %4638 = getelementptr inbounds nuw i8, ptr %4523, i64 68
  %4639 = load float, ptr %4638, align 4, !tbaa !12
  %4640 = fmul contract float %4639, %187
  %4641 = tail call noundef float @llvm.fma.f32(float %186, float %4637, float %4640)
  %4642 = fmul contract float %4637, %188
  %4643 = tail call noundef float @llvm.fma.f32(float %186, float %4639, float %4642)
  %4644 = fadd contract float %4633, %4641
  %4645 = fadd contract float %4634, %4643
  br label %4646

4646:                                             ; preds = %4635, %4632
  %4647 = phi float [ %4644, %4635 ], [ %4633, %4632 ]
  %4648 = phi float [ %4645, %4635 ], [ %4634, %4632 ]
  br i1 %1496, label %4649, label %4660

4649:                                             ; preds = %4646
  %4650 = getelementptr inbounds nuw i8, ptr %4523, i64 72
  %4651 = load float, ptr %4650, align 8, !tbaa !12
  %4652 = getelementptr inbounds nuw i8, ptr %4523, i64 76
  %4653 = load float, ptr %4652, align 4, !tbaa !12
  %4654 = fmul contract float %4653, %193
  %4655 = tail call noundef float @llvm.fma.f32(float %192, float %4651, float %4654)
  %4656 = fmul contract float %4651, %194
  %4657 = tail call noundef float @llvm.fma.f32(float %192, float %4653, float %4656)
  %4658 = fadd contract float %4647, %4655
  %4659 = fadd contract float %4648, %4657
  br label %4660

4660:                                             ; preds = %4649, %4646
  %4661 = phi float [ %4658, %4649 ], [ %4647, %4646 ]
  %4662 = phi float [ %4659, %4649 ], [ %4648, %4646 ]
  br i1 %1626, label %4663, label %4674

4663:                                             ; preds = %4660
  %4664 = getelementptr inbounds nuw i8, ptr %4523, i64 80
  %4665 = load float, ptr %4664, align 8, !tbaa !12
  %4666 = getelementptr inbounds nuw i8, ptr %4523, i64 84
  %4667 = load float, ptr %4666, align 4, !tbaa !12
  %4668 = fmul contract float %4667, %199
  %4669 = tail call noundef float @llvm.fma.f32(float %198, float %4665, float %4668)
  %4670 = fmul contract float %4665, %200
  %4671 = tail call noundef float @llvm.fma.f32(float %198, float %4667, float %4670)
  %4672 = fadd contract float %4661, %4669
  %4673 = fadd contract float %4662, %4671
  br label %4674

4674:                                             ; preds = %4663, %4660
  %4675 = phi float [ %4672, %4663 ], [ %4661, %4660 ]
  %4676 = phi float [ %4673, %4663 ], [ %4662, %4660 ]
  br i1 %1756, label %4677, label %4688

4677:                                             ; preds = %4674
  %4678 = getelementptr inbounds nuw i8, ptr %4523, i64 88
  %4679 = load float, ptr %4678, align 8, !tbaa !12
  %4680 = getelementptr inbounds nuw i8, ptr %4523, i64 92
  %4681 = load float, ptr %4680, align 4, !tbaa !12
  %4682 = fmul contract float %4681, %205
  %4683 = tail call noundef float @llvm.fma.f32(float %204, float %4679, float %4682)
  %4684 = fmul contract float %4679, %206
  %4685 = tail call noundef float @llvm.fma.f32(float %204, float %4681, float %4684)
  %4686 = fadd contract float %4675, %4683
  %4687 = fadd contract float %4676, %4685
  br label %4688

4688:                                             ; preds = %4677, %4674
  %4689 = phi float [ %4686, %4677 ], [ %4675, %4674 ]
  %4690 = phi float [ %4687, %4677 ], [ %4676, %4674 ]
  br i1 %1886, label %4691, label %4702

4691:                                             ; preds = %4688
  %4692 = getelementptr inbounds nuw i8, ptr %4523, i64 96
  %4693 = load float, ptr %4692, align 8, !tbaa !12
  %4694 = getelementptr inbounds nuw i8, ptr %4523, i64 100
  %4695 = load float, ptr %4694, align 4, !tbaa !12
  %4696 = fmul contract float %4695, %211
  %4697 = tail call noundef float @llvm.fma.f32(float %210, float %4693, float %4696)
  %4698 = fmul contract float %4693, %212
  %4699 = tail call noundef float @llvm.fma.f32(float %210, float %4695, float %4698)
  %4700 = fadd contract float %4689, %4697
  %4701 = fadd contract float %4690, %4699
  br label %4702

4702:                                             ; preds = %4691, %4688
  %4703 = phi float [ %4700, %4691 ], [ %4689, %4688 ]
  %4704 = phi float [ %4701, %4691 ], [ %4690, %4688 ]
  br i1 %2016, label %4705, label %4716

4705:                                             ; preds = %4702
  %4706 = getelementptr inbounds nuw i8, ptr %4523, i64 104
  %4707 = load float, ptr %4706, align 8, !tbaa !12
  %4708 = getelementptr inbounds nuw i8, ptr %4523, i64 108
  %4709 = load float, ptr %4708, align 4, !tbaa !12
  %4710 = fmul contract float %4709, %217
  %4711 = tail call noundef float @llvm.fma.f32(float %216, float %4707, float %4710)
  %4712 = fmul contract float %4707, %218
  %4713 = tail call noundef float @llvm.fma.f32(float %216, float %4709, float %4712)
  %4714 = fadd contract float %4703, %4711
  %4715 = fadd contract float %4704, %4713
  br label %4716

4716:                                             ; preds = %4705, %4702
  %4717 = phi float [ %4714, %4705 ], [ %4703, %4702 ]
  %4718 = phi float [ %4715, %4705 ], [ %4704, %4702 ]
  br i1 %2146, label %4719, label %4730

4719:                                             ; preds = %4716
  %4720 = getelementptr inbounds nuw i8, ptr %4523, i64 112
  %4721 = load float, ptr %4720, align 8, !tbaa !12
  %4722 = getelementptr inbounds nuw i8, ptr %4523, i64 116
  %4723 = load float, ptr %4722, align 4, !tbaa !12
  %4724 = fmul contract float %4723, %223
  %4725 = tail call noundef float @llvm.fma.f32(float %222, float %4721, float %4724)
  %4726 = fmul contract float %4721, %224
  %4727 = tail call noundef float @llvm.fma.f32(float %222, float %4723, float %4726)
  %4728 = fadd contract float %4717, %4725
  %4729 = fadd contract float %4718, %4727
  br label %4730

4730:                                             ; preds = %4719, %4716
  %4731 = phi float [ %4728, %4719 ], [ %4717, %4716 ]
  %4732 = phi float [ %4729, %4719 ], [ %4718, %4716 ]
  br i1 %2276, label %4733, label %4744

4733:                                             ; preds = %4730
  %4734 = getelementptr inbounds nuw i8, ptr %4523, i64 120
  %4735 = load float, ptr %4734, align 8, !tbaa !12
  %4736 = getelementptr inbounds nuw i8, ptr %4523, i64 124
  %4737 = load float, ptr %4736, align 4, !tbaa !12
  %4738 = fmul contract float %4737, %229
  %4739 = tail call noundef float @llvm.fma.f32(float %228, float %4735, float %4738)
  %4740 = fmul contract float %4735, %230
  %4741 = tail call noundef float @llvm.fma.f32(float %228, float %4737, float %4740)
  %4742 = fadd contract float %4731, %4739
  %4743 = fadd contract float %4732, %4741
  br label %4744

4744:                                             ; preds = %4733, %4730
  %4745 = phi float [ %4742, %4733 ], [ %4731, %4730 ]
  %4746 = phi float [ %4743, %4733 ], [ %4732, %4730 ]
  br i1 %2406, label %4747, label %4758

4747:                                             ; preds = %4744
  %4748 = getelementptr inbounds nuw i8, ptr %4523, i64 128
  %4749 = load float, ptr %4748, align 8, !tbaa !12
  %4750 = getelementptr inbounds nuw i8, ptr %4523, i64 132
  %4751 = load float, ptr %4750, align 4, !tbaa !12
  %4752 = fmul contract float %4751, %235
  %4753 = tail call noundef float @llvm.fma.f32(float %234, float %4749, float %4752)
  %4754 = fmul contract float %4749, %236
  %4755 = tail call noundef float @llvm.fma.f32(float %234, float %4751, float %4754)
  %4756 = fadd contract float %4745, %4753
  %4757 = fadd contract float %4746, %4755
  br label %4758

4758:                                             ; preds = %4747, %4744
  %4759 = phi float [ %4756, %4747 ], [ %4745, %4744 ]
  %4760 = phi float [ %4757, %4747 ], [ %4746, %4744 ]
  br i1 %2536, label %4761, label %4772

4761:                                             ; preds = %4758
  %4762 = getelementptr inbounds nuw i8, ptr %4523, i64 136
  %4763 = load float, ptr %4762, align 8, !tbaa !12
  %4764 = getelementptr inbounds nuw i8, ptr %4523, i64 140
  %4765 = load float, ptr %4764, align 4, !tbaa !12
  %4766 = fmul contract float %4765, %241
  %4767 = tail call noundef float @llvm.fma.f32(float %240, float %4763, float %4766)
  %4768 = fmul contract float %4763, %242
  %4769 = tail call noundef float @llvm.fma.f32(float %240, float %4765, float %4768)
  %4770 = fadd contract float %4759, %4767
  %4771 = fadd contract float %4760, %4769
  br label %4772

4772:                                             ; preds = %4761, %4758
  %4773 = phi float [ %4770, %4761 ], [ %4759, %4758 ]
  %4774 = phi float [ %4771, %4761 ], [ %4760, %4758 ]
  br i1 %2666, label %4775, label %4786

4775:                                             ; preds = %4772
  %4776 = getelementptr inbounds nuw i8, ptr %4523, i64 144
  %4777 = load float, ptr %4776, align 8, !tbaa !12
  %4778 = getelementptr inbounds nuw i8, ptr %4523, i64 148
  %4779 = load float, ptr %4778, align 4, !tbaa !12
  %4780 = fmul contract float %4779, %247
  %4781 = tail call noundef float @llvm.fma.f32(float %246, float %4777, float %4780)
  %4782 = fmul contract float %4777, %248
  %4783 = tail call noundef float @llvm.fma.f32(float %246, float %4779, float %4782)
  %4784 = fadd contract float %4773, %4781
  %4785 = fadd contract float %4774, %4783
  br label %4786

4786:                                             ; preds = %4775, %4772
  %4787 = phi float [ %4784, %4775 ], [ %4773, %4772 ]
  %4788 = phi float [ %4785, %4775 ], [ %4774, %4772 ]
  br i1 %2796, label %4789, label %4800

4789:                                             ; preds = %4786
  %4790 = getelementptr inbounds nuw i8, ptr %4523, i64 152
  %4791 = load float, ptr %4790, align 8, !tbaa !12
  %4792 = getelementptr inbounds nuw i8, ptr %4523, i64 156
  %4793 = load float, ptr %4792, align 4, !tbaa !12
  %4794 = fmul contract float %4793, %253
  %4795 = tail call noundef float @llvm.fma.f32(float %252, float %4791, float %4794)
  %4796 = fmul contract float %4791, %254
  %4797 = tail call noundef float @llvm.fma.f32(float %252, float %4793, float %4796)
  %4798 = fadd contract float %4787, %4795
  %4799 = fadd contract float %4788, %4797
  br label %4800

4800:                                             ; preds = %4789, %4786
  %4801 = phi float [ %4798, %4789 ], [ %4787, %4786 ]
  %4802 = phi float [ %4799, %4789 ], [ %4788, %4786 ]
  br i1 %2926, label %4803, label %4814

4803:                                             ; preds = %4800
  %4804 = getelementptr inbounds nuw i8, ptr %4523, i64 160
  %4805 = load float, ptr %4804, align 8, !tbaa !12
  %4806 = getelementptr inbounds nuw i8, ptr %4523, i64 164
  %4807 = load float, ptr %4806, align 4, !tbaa !12
  %4808 = fmul contract float %4807, %259
  %4809 = tail call noundef float @llvm.fma.f32(float %258, float %4805, float %4808)
  %4810 = fmul contract float %4805, %260
  %4811 = tail call noundef float @llvm.fma.f32(float %258, float %4807, float %4810)
  %4812 = fadd contract float %4801, %4809
  %4813 = fadd contract float %4802, %4811
  br label %4814

4814:                                             ; preds = %4803, %4800
  %4815 = phi float [ %4812, %4803 ], [ %4801, %4800 ]
  %4816 = phi float [ %4813, %4803 ], [ %4802, %4800 ]
  br i1 %3056, label %4817, label %4828

4817:                                             ; preds = %4814
  %4818 = getelementptr inbounds nuw i8, ptr %4523, i64 168
  %4819 = load float, ptr %4818, align 8, !tbaa !12
  %4820 = getelementptr inbounds nuw i8, ptr %4523, i64 172
  %4821 = load float, ptr %4820, align 4, !tbaa !12
  %4822 = fmul contract float %4821, %265
  %4823 = tail call noundef float @llvm.fma.f32(float %264, float %4819, float %4822)
  %4824 = fmul contract float %4819, %266
  %4825 = tail call noundef float @llvm.fma.f32(float %264, float %4821, float %4824)
  %4826 = fadd contract float %4815, %4823
  %4827 = fadd contract float %4816, %4825
  br label %4828

4828:                                             ; preds = %4817, %4814
  %4829 = phi float [ %4826, %4817 ], [ %4815, %4814 ]
  %4830 = phi float [ %4827, %4817 ], [ %4816, %4814 ]
  br i1 %3186, label %4831, label %4842

4831:                                             ; preds = %4828
  %4832 = getelementptr inbounds nuw i8, ptr %4523, i64 176
  %4833 = load float, ptr %4832, align 8, !tbaa !12
  %4834 = getelementptr inbounds nuw i8, ptr %4523, i64 180
  %4835 = load float, ptr %4834, align 4, !tbaa !12
  %4836 = fmul contract float %4835, %271
  %4837 = tail call noundef float @llvm.fma.f32(float %270, float %4833, float %4836)
  %4838 = fmul contract float %4833, %272
  %4839 = tail call noundef float @llvm.fma.f32(float %270, float %4835, float %4838)
  %4840 = fadd contract float %4829, %4837
  %4841 = fadd contract float %4830, %4839
  br label %4842

4842:                                             ; preds = %4831, %4828
  %4843 = phi float [ %4840, %4831 ], [ %4829, %4828 ]
  %4844 = phi float [ %4841, %4831 ], [ %4830, %4828 ]
  br i1 %3316, label %4845, label %4856

4845:                                             ; preds = %4842
  %4846 = getelementptr inbounds nuw i8, ptr %4523, i64 184
  %4847 = load float, ptr %4846, align 8, !tbaa !12
  %4848 = getelementptr inbounds nuw i8, ptr %4523, i64 188
  %4849 = load float, ptr %4848, align 4, !tbaa !12
  %4850 = fmul contract float %4849, %277
  %4851 = tail call noundef float @llvm.fma.f32(float %276, float %4847, float %4850)
  %4852 = fmul contract float %4847, %278
  %4853 = tail call noundef float @llvm.fma.f32(float %276, float %4849, float %4852)
  %4854 = fadd contract float %4843, %4851
  %4855 = fadd contract float %4844, %4853
  br label %4856

4856:                                             ; preds = %4845, %4842
  %4857 = phi float [ %4854, %4845 ], [ %4843, %4842 ]
  %4858 = phi float [ %4855, %4845 ], [ %4844, %4842 ]
  br i1 %3446, label %4859, label %4870

4859:                                             ; preds = %4856
  %4860 = getelementptr inbounds nuw i8, ptr %4523, i64 192
  %4861 = load float, ptr %4860, align 8, !tbaa !12
  %4862 = getelementptr inbounds nuw i8, ptr %4523, i64 196
  %4863 = load float, ptr %4862, align 4, !tbaa !12
  %4864 = fmul contract float %4863, %283
  %4865 = tail call noundef float @llvm.fma.f32(float %282, float %4861, float %4864)
  %4866 = fmul contract float %4861, %284
  %4867 = tail call noundef float @llvm.fma.f32(float %282, float %4863, float %4866)
  %4868 = fadd contract float %4857, %4865
  %4869 = fadd contract float %4858, %4867
  br label %4870

4870:                                             ; preds = %4859, %4856
  %4871 = phi float [ %4868, %4859 ], [ %4857, %4856 ]
  %4872 = phi float [ %4869, %4859 ], [ %4858, %4856 ]
  br i1 %3576, label %4873, label %4884

4873:                                             ; preds = %4870
  %4874 = getelementptr inbounds nuw i8, ptr %4523, i64 200
  %4875 = load float, ptr %4874, align 8, !tbaa !12
  %4876 = getelementptr inbounds nuw i8, ptr %4523, i64 204
  %4877 = load float, ptr %4876, align 4, !tbaa !12
  %4878 = fmul contract float %4877, %289
  %4879 = tail call noundef float @llvm.fma.f32(float %288, float %4875, float %4878)
  %4880 = fmul contract float %4875, %290
  %4881 = tail call noundef float @llvm.fma.f32(float %288, float %4877, float %4880)
  %4882 = fadd contract float %4871, %4879
  %4883 = fadd contract float %4872, %4881
  br label %4884

4884:                                             ; preds = %4873, %4870
  %4885 = phi float [ %4882, %4873 ], [ %4871, %4870 ]
  %4886 = phi float [ %4883, %4873 ], [ %4872, %4870 ]
  br i1 %3706, label %4887, label %4898

4887:                                             ; preds = %4884
  %4888 = getelementptr inbounds nuw i8, ptr %4523, i64 208
  %4889 = load float, ptr %4888, align 8, !tbaa !12
  %4890 = getelementptr inbounds nuw i8, ptr %4523, i64 212
  %4891 = load float, ptr %4890, align 4, !tbaa !12
  %4892 = fmul contract float %4891, %295
  %4893 = tail call noundef float @llvm.fma.f32(float %294, float %4889, float %4892)
  %4894 = fmul contract float %4889, %296
  %4895 = tail call noundef float @llvm.fma.f32(float %294, float %4891, float %4894)
  %4896 = fadd contract float %4885, %4893
  %4897 = fadd contract float %4886, %4895
  br label %4898

4898:                                             ; preds = %4887, %4884
  %4899 = phi float [ %4896, %4887 ], [ %4885, %4884 ]
  %4900 = phi float [ %4897, %4887 ], [ %4886, %4884 ]
  br i1 %3836, label %4901, label %4912

4901:                                             ; preds = %4898
  %4902 = getelementptr inbounds nuw i8, ptr %4523, i64 216
  %4903 = load float, ptr %4902, align 8, !tbaa !12
  %4904 = getelementptr inbounds nuw i8, ptr %4523, i64 220
  %4905 = load float, ptr %4904, align 4, !tbaa !12
  %4906 = fmul contract float %4905, %301
  %4907 = tail call noundef float @llvm.fma.f32(float %300, float %4903, float %4906)
  %4908 = fmul contract float %4903, %302
  %4909 = tail call noundef float @llvm.fma.f32(float %300, float %4905, float %4908)
  %4910 = fadd contract float %4899, %4907
  %4911 = fadd contract float %4900, %4909
  br label %4912

4912:                                             ; preds = %4901, %4898
  %4913 = phi float [ %4910, %4901 ], [ %4899, %4898 ]
  %4914 = phi float [ %4911, %4901 ], [ %4900, %4898 ]
  br i1 %3966, label %4915, label %4926

4915:                                             ; preds = %4912
  %4916 = getelementptr inbounds nuw i8, ptr %4523, i64 224
  %4917 = load float, ptr %4916, align 8, !tbaa !12
  %4918 = getelementptr inbounds nuw i8, ptr %4523, i64 228
  %4919 = load float, ptr %4918, align 4, !tbaa !12
  %4920 = fmul contract float %4919, %307
  %4921 = tail call noundef float @llvm.fma.f32(float %306, float %4917, float %4920)
  %4922 = fmul contract float %4917, %308
  %4923 = tail call noundef float @llvm.fma.f32(float %306, float %4919, float %4922)
  %4924 = fadd contract float %4913, %4921
  %4925 = fadd contract float %4914, %4923
  br label %4926

4926:                                             ; preds = %4915, %4912
  %4927 = phi float [ %4924, %4915 ], [ %4913, %4912 ]
  %4928 = phi float [ %4925, %4915 ], [ %4914, %4912 ]
  br i1 %4096, label %4929, label %4940

4929:                                             ; preds = %4926
  %4930 = getelementptr inbounds nuw i8, ptr %4523, i64 232
  %4931 = load float, ptr %4930, align 8, !tbaa !12
  %4932 = getelementptr inbounds nuw i8, ptr %4523, i64 236
  %4933 = load float, ptr %4932, align 4, !tbaa !12
  %4934 = fmul contract float %4933, %313
  %4935 = tail call noundef float @llvm.fma.f32(float %312, float %4931, float %4934)
  %4936 = fmul contract float %4931, %314
  %4937 = tail call noundef float @llvm.fma.f32(float %312, float %4933, float %4936)
  %4938 = fadd contract float %4927, %4935
  %4939 = fadd contract float %4928, %4937
  br label %4940

4940:                                             ; preds = %4929, %4926
  %4941 = phi float [ %4938, %4929 ], [ %4927, %4926 ]
  %4942 = phi float [ %4939, %4929 ], [ %4928, %4926 ]
  br i1 %4226, label %4943, label %4954

4943:                                             ; preds = %4940
  %4944 = getelementptr inbounds nuw i8, ptr %4523, i64 240
  %4945 = load float, ptr %4944, align 8, !tbaa !12
  %4946 = getelementptr inbounds nuw i8, ptr %4523, i64 244
  %4947 = load float, ptr %4946, align 4, !tbaa !12
  %4948 = fmul contract float %4947, %319
  %4949 = tail call noundef float @llvm.fma.f32(float %318, float %4945, float %4948)
  %4950 = fmul contract float %4945, %320
  %4951 = tail call noundef float @llvm.fma.f32(float %318, float %4947, float %4950)
  %4952 = fadd contract float %4941, %4949
  %4953 = fadd contract float %4942, %4951
  br label %4954

4954:                                             ; preds = %4943, %4940
  %4955 = phi float [ %4952, %4943 ], [ %4941, %4940 ]
  %4956 = phi float [ %4953, %4943 ], [ %4942, %4940 ]
  br i1 %4356, label %4957, label %4968

4957:                                             ; preds = %4954
  %4958 = getelementptr inbounds nuw i8, ptr %4523, i64 248
  %4959 = load float, ptr %4958, align 8, !tbaa !12
  %4960 = getelementptr inbounds nuw i8, ptr %4523, i64 252
  %4961 = load float, ptr %4960, align 4, !tbaa !12
  %4962 = fmul contract float %4961, %325
  %4963 = tail call noundef float @llvm.fma.f32(float %324, float %4959, float %4962)
  %4964 = fmul contract float %4959, %326
  %4965 = tail call noundef float @llvm.fma.f32(float %324, float %4961, float %4964)
  %4966 = fadd contract float %4955, %4963
  %4967 = fadd contract float %4956, %4965
  br label %4968

4968:                                             ; preds = %4957, %4954
  %4969 = phi float [ %4966, %4957 ], [ %4955, %4954 ]
  %4970 = phi float [ %4967, %4957 ], [ %4956, %4954 ]
  %4971 = fpext contract float %4969 to double
  %4972 = fmul contract double %4971, %4971
  %4973 = fpext contract float %4970 to double
  %4974 = fmul contract double %4973, %4973
  %4975 = fadd contract double %4972, %4974
  %4976 = fadd contract double %4520, %4975
  %4977 = add nuw nsw i32 %4521, 1
  %4978 = icmp eq i32 %4977, %4494
  br i1 %4978, label %4979, label %4519, !llvm.loop !16

4979:                                             ; preds = %4968, %4499
  %4980 = phi double [ %4491, %4499 ], [ %4976, %4968 ]
  %4981 = add nuw nsw i32 %4492, 32
  %4982 = icmp slt i32 %4981, %2
  %4983 = add i32 %4490, -32
  br i1 %4982, label %4489, label %4487, !llvm.loop !17

4984:                                             ; preds = %4487
  %4985 = uitofp nneg i32 %2 to double
  %4986 = fdiv contract double %4488, %4985
  %4987 = fptrunc contract double %4986 to float
  %4988 = select i1 %4486, float %4987, float 0.000000e+00
  %4989 = sext i32 %16 to i64
  %4990 = getelementptr inbounds float, ptr %6, i64 %4989
  store float %4988, ptr %4990, align 4, !tbaa !12
  br label %4991

4991:                                             ; preds = %4984, %4487
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @cgemm8_batched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly byval(%struct.cf) align 4 captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 2
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %22

11:                                               ; preds = %6
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = load i64, ptr %5, align 4
  %14 = trunc i64 %13 to i32
  %15 = lshr i64 %13, 32
  %16 = trunc nuw i64 %15 to i32
  %17 = bitcast i32 %14 to float
  %18 = bitcast i32 %16 to float
  %19 = fneg contract float %18
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = shl i32 %20, 2
  br label %23

22:                                               ; preds = %79, %6
  ret void

23:                                               ; preds = %11, %79
  %24 = phi i32 [ %9, %11 ], [ %80, %79 ]
  %25 = sub nsw i32 %3, %24
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 4)
  %27 = shl nsw i32 %26, 6
  %28 = icmp slt i32 %12, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %63, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %82, label %79

30:                                               ; preds = %23, %63
  %31 = phi i32 [ %77, %63 ], [ %12, %23 ]
  %32 = lshr i32 %31, 6
  %33 = lshr i32 %31, 3
  %34 = and i32 %33, 7
  %35 = and i32 %31, 7
  %36 = add nsw i32 %32, %24
  %37 = sext i32 %36 to i64
  %38 = shl nsw i64 %37, 6
  %39 = shl nuw nsw i32 %34, 3
  %40 = zext nneg i32 %39 to i64
  %41 = or disjoint i64 %38, %40
  %42 = zext nneg i32 %35 to i64
  %43 = or disjoint i64 %41, %42
  %44 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %43
  %45 = load float, ptr %44, align 8, !tbaa !12
  %46 = getelementptr inbounds nuw i8, ptr %44, i64 4
  %47 = load float, ptr %46, align 4, !tbaa !12
  switch i32 %4, label %56 [
    i32 0, label %48
    i32 2, label %54
  ]

48:                                               ; preds = %30
  %49 = zext nneg i32 %32 to i64
  %50 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_a to ptr), i64 %49
  %51 = zext nneg i32 %34 to i64
  %52 = getelementptr inbounds nuw [9 x %struct.cf], ptr %50, i64 %51
  %53 = getelementptr inbounds nuw %struct.cf, ptr %52, i64 %42
  store float %45, ptr %53, align 4, !tbaa !12
  br label %63

54:                                               ; preds = %30
  %55 = fneg contract float %47
  br label %56

56:                                               ; preds = %30, %54
  %57 = phi float [ %55, %54 ], [ %47, %30 ]
  %58 = zext nneg i32 %32 to i64
  %59 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_a to ptr), i64 %58
  %60 = getelementptr inbounds nuw [9 x %struct.cf], ptr %59, i64 %42
  %61 = zext nneg i32 %34 to i64
  %62 = getelementptr inbounds nuw %struct.cf, ptr %60, i64 %61
  store float %45, ptr %62, align 4, !tbaa !12
  br label %63

63:                                               ; preds = %56, %48
  %64 = phi ptr [ %62, %56 ], [ %53, %48 ]
  %65 = phi float [ %57, %56 ], [ %47, %48 ]
  %66 = phi i64 [ %61, %56 ], [ %51, %48 ]
  %67 = phi i64 [ %58, %56 ], [ %49, %48 ]
  %68 = getelementptr inbounds nuw i8, ptr %64, i64 4
  store float %65, ptr %68, align 4, !tbaa !12
  %69 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %43
  %70 = load float, ptr %69, align 8, !tbaa !12
  %71 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !12
  %73 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_b to ptr), i64 %67
  %74 = getelementptr inbounds nuw [9 x %struct.cf], ptr %73, i64 %66
  %75 = getelementptr inbounds nuw %struct.cf, ptr %74, i64 %42
  store float %70, ptr %75, align 4, !tbaa !12
  %76 = getelementptr inbounds nuw i8, ptr %75, i64 4
  store float %72, ptr %76, align 4, !tbaa !12
  %77 = add nuw nsw i32 %31, %7
  %78 = icmp slt i32 %77, %27
  br i1 %78, label %30, label %29, !llvm.loop !18

79:                                               ; preds = %82, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %80 = add i32 %24, %21
  %81 = icmp slt i32 %80, %3
  br i1 %81, label %23, label %22, !llvm.loop !19

82:                                               ; preds = %29, %82
  %83 = phi i32 [ %274, %82 ], [ %12, %29 ]
  %84 = lshr i32 %83, 6
  %85 = lshr i32 %83, 3
  %86 = and i32 %85, 7
  %87 = and i32 %83, 7
  %88 = zext nneg i32 %84 to i64
  %89 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_a to ptr), i64 %88
  %90 = zext nneg i32 %86 to i64
  %91 = getelementptr inbounds nuw [9 x %struct.cf], ptr %89, i64 %90
  %92 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_b to ptr), i64 %88
  %93 = zext nneg i32 %87 to i64
  %94 = getelementptr inbounds nuw %struct.cf, ptr %92, i64 %93
  %95 = load i64, ptr %91, align 4
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = load i64, ptr %94, align 4
  %100 = trunc i64 %99 to i32
  %101 = lshr i64 %99, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = bitcast i32 %100 to float
  %104 = bitcast i32 %102 to float
  %105 = bitcast i32 %96 to float
  %106 = bitcast i32 %98 to float
  %107 = fneg contract float %106
  %108 = fmul contract float %107, %104
  %109 = tail call noundef float @llvm.fma.f32(float %105, float %103, float %108)
  %110 = fmul contract float %106, %103
  %111 = tail call noundef float @llvm.fma.f32(float %105, float %104, float %110)
  %112 = fadd contract float %109, 0.000000e+00
  %113 = fadd contract float %111, 0.000000e+00
  %114 = getelementptr inbounds nuw i8, ptr %91, i64 8
  %115 = load i64, ptr %114, align 4
  %116 = trunc i64 %115 to i32
  %117 = lshr i64 %115, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = getelementptr inbounds nuw i8, ptr %94, i64 72
  %120 = load i64, ptr %119, align 4
  %121 = trunc i64 %120 to i32
  %122 = lshr i64 %120, 32
  %123 = trunc nuw i64 %122 to i32
  %124 = bitcast i32 %121 to float
  %125 = bitcast i32 %123 to float
  %126 = bitcast i32 %116 to float
  %127 = bitcast i32 %118 to float
  %128 = fneg contract float %127
  %129 = fmul contract float %128, %125
  %130 = tail call noundef float @llvm.fma.f32(float %126, float %124, float %129)
  %131 = fmul contract float %127, %124
  %132 = tail call noundef float @llvm.fma.f32(float %126, float %125, float %131)
  %133 = fadd contract float %112, %130
  %134 = fadd contract float %113, %132
  %135 = getelementptr inbounds nuw i8, ptr %91, i64 16
  %136 = load i64, ptr %135, align 4
  %137 = trunc i64 %136 to i32
  %138 = lshr i64 %136, 32
  %139 = trunc nuw i64 %138 to i32
  %140 = getelementptr inbounds nuw i8, ptr %94, i64 144
  %141 = load i64, ptr %140, align 4
  %142 = trunc i64 %141 to i32
  %143 = lshr i64 %141, 32
  %144 = trunc nuw i64 %143 to i32
  %145 = bitcast i32 %142 to float
  %146 = bitcast i32 %144 to float
  %147 = bitcast i32 %137 to float
  %148 = bitcast i32 %139 to float
  %149 = fneg contract float %148
  %150 = fmul contract float %149, %146
  %151 = tail call noundef float @llvm.fma.f32(float %147, float %145, float %150)
  %152 = fmul contract float %148, %145
  %153 = tail call noundef float @llvm.fma.f32(float %147, float %146, float %152)
  %154 = fadd contract float %133, %151
  %155 = fadd contract float %134, %153
  %156 = getelementptr inbounds nuw i8, ptr %91, i64 24
  %157 = load i64, ptr %156, align 4
  %158 = trunc i64 %157 to i32
  %159 = lshr i64 %157, 32
  %160 = trunc nuw i64 %159 to i32
  %161 = getelementptr inbounds nuw i8, ptr %94, i64 216
  %162 = load i64, ptr %161, align 4
  %163 = trunc i64 %162 to i32
  %164 = lshr i64 %162, 32
  %165 = trunc nuw i64 %164 to i32
  %166 = bitcast i32 %163 to float
  %167 = bitcast i32 %165 to float
  %168 = bitcast i32 %158 to float
  %169 = bitcast i32 %160 to float
  %170 = fneg contract float %169
  %171 = fmul contract float %170, %167
  %172 = tail call noundef float @llvm.fma.f32(float %168, float %166, float %171)
  %173 = fmul contract float %169, %166
  %174 = tail call noundef float @llvm.fma.f32(float %168, float %167, float %173)
  %175 = fadd contract float %154, %172
  %176 = fadd contract float %155, %174
  %177 = getelementptr inbounds nuw i8, ptr %91, i64 32
  %178 = load i64, ptr %177, align 4
  %179 = trunc i64 %178 to i32
  %180 = lshr i64 %178, 32
  %181 = trunc nuw i64 %180 to i32
  %182 = getelementptr inbounds nuw i8, ptr %94, i64 288
  %183 = load i64, ptr %182, align 4
  %184 = trunc i64 %183 to i32
  %185 = lshr i64 %183, 32
  %186 = trunc nuw i64 %185 to i32
  %187 = bitcast i32 %184 to float
  %188 = bitcast i32 %186 to float
  %189 = bitcast i32 %179 to float
  %190 = bitcast i32 %181 to float
  %191 = fneg contract float %190
  %192 = fmul contract float %191, %188
  %193 = tail call noundef float @llvm.fma.f32(float %189, float %187, float %192)
  %194 = fmul contract float %190, %187
  %195 = tail call noundef float @llvm.fma.f32(float %189, float %188, float %194)
  %196 = fadd contract float %175, %193
  %197 = fadd contract float %176, %195
  %198 = getelementptr inbounds nuw i8, ptr %91, i64 40
  %199 = load i64, ptr %198, align 4
  %200 = trunc i64 %199 to i32
  %201 = lshr i64 %199, 32
  %202 = trunc nuw i64 %201 to i32
  %203 = getelementptr inbounds nuw i8, ptr %94, i64 360
  %204 = load i64, ptr %203, align 4
  %205 = trunc i64 %204 to i32
  %206 = lshr i64 %204, 32
  %207 = trunc nuw i64 %206 to i32
  %208 = bitcast i32 %205 to float
  %209 = bitcast i32 %207 to float
  %210 = bitcast i32 %200 to float
  %211 = bitcast i32 %202 to float
  %212 = fneg contract float %211
  %213 = fmul contract float %212, %209
  %214 = tail call noundef float @llvm.fma.f32(float %210, float %208, float %213)
  %215 = fmul contract float %211, %208
  %216 = tail call noundef float @llvm.fma.f32(float %210, float %209, float %215)
  %217 = fadd contract float %196, %214
  %218 = fadd contract float %197, %216
  %219 = getelementptr inbounds nuw i8, ptr %91, i64 48
  %220 = load i64, ptr %219, align 4
  %221 = trunc i64 %220 to i32
  %222 = lshr i64 %220, 32
  %223 = trunc nuw i64 %222 to i32
  %224 = getelementptr inbounds nuw i8, ptr %94, i64 432
  %225 = load i64, ptr %224, align 4
  %226 = trunc i64 %225 to i32
  %227 = lshr i64 %225, 32
  %228 = trunc nuw i64 %227 to i32
  %229 = bitcast i32 %226 to float
  %230 = bitcast i32 %228 to float
  %231 = bitcast i32 %221 to float
  %232 = bitcast i32 %223 to float
  %233 = fneg contract float %232
  %234 = fmul contract float %233, %230
  %235 = tail call noundef float @llvm.fma.f32(float %231, float %229, float %234)
  %236 = fmul contract float %232, %229
  %237 = tail call noundef float @llvm.fma.f32(float %231, float %230, float %236)
  %238 = fadd contract float %217, %235
  %239 = fadd contract float %218, %237
  %240 = getelementptr inbounds nuw i8, ptr %91, i64 56
  %241 = load i64, ptr %240, align 4
  %242 = trunc i64 %241 to i32
  %243 = lshr i64 %241, 32
  %244 = trunc nuw i64 %243 to i32
  %245 = getelementptr inbounds nuw i8, ptr %94, i64 504
  %246 = load i64, ptr %245, align 4
  %247 = trunc i64 %246 to i32
  %248 = lshr i64 %246, 32
  %249 = trunc nuw i64 %248 to i32
  %250 = bitcast i32 %247 to float
  %251 = bitcast i32 %249 to float
  %252 = bitcast i32 %242 to float
  %253 = bitcast i32 %244 to float
  %254 = fneg contract float %253
  %255 = fmul contract float %254, %251
  %256 = tail call noundef float @llvm.fma.f32(float %252, float %250, float %255)
  %257 = fmul contract float %253, %250
  %258 = tail call noundef float @llvm.fma.f32(float %252, float %251, float %257)
  %259 = fadd contract float %238, %256
  %260 = fadd contract float %239, %258
  %261 = fmul contract float %260, %19
  %262 = tail call noundef float @llvm.fma.f32(float %17, float %259, float %261)
  %263 = fmul contract float %259, %18
  %264 = tail call noundef float @llvm.fma.f32(float %17, float %260, float %263)
  %265 = add nsw i32 %84, %24
  %266 = sext i32 %265 to i64
  %267 = shl nuw nsw i32 %86, 3
  %268 = zext nneg i32 %267 to i64
  %269 = shl nsw i64 %266, 9
  %270 = getelementptr i8, ptr %2, i64 %269
  %271 = getelementptr %struct.float2.0, ptr %270, i64 %268
  %272 = getelementptr %struct.float2.0, ptr %271, i64 %93
  store float %262, ptr %272, align 8, !tbaa !12
  %273 = getelementptr inbounds nuw i8, ptr %272, i64 4
  store float %264, ptr %273, align 4, !tbaa !12
  %274 = add nuw nsw i32 %83, %7
  %275 = icmp slt i32 %274, %27
  br i1 %275, label %82, label %79, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }

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
!11 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
