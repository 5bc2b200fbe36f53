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
  %11 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %10, i32 32)
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
  br i1 %28, label %112, label %29

29:                                               ; preds = %7
  %30 = fcmp oeq float %27, 0x7FF0000000000000
  br i1 %30, label %31, label %33

31:                                               ; preds = %29
  %32 = tail call float @llvm.nvvm.mul.rn.f(float %20, float 0.000000e+00) #6
  br label %112

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
  %65 = and i32 %60, 31
  %66 = sub nsw i32 6, %63
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %8, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = sub nsw i32 5, %63
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr %8, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = icmp eq i32 %65, 0
  br i1 %74, label %87, label %75

75:                                               ; preds = %33
  %76 = sub nsw i32 4, %63
  %77 = sub nuw nsw i32 32, %65
  %78 = shl i32 %69, %65
  %79 = lshr i32 %73, %77
  %80 = or disjoint i32 %79, %78
  %81 = shl i32 %73, %65
  %82 = sext i32 %76 to i64
  %83 = getelementptr inbounds i32, ptr %8, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = lshr i32 %84, %77
  %86 = or disjoint i32 %85, %81
  br label %87

87:                                               ; preds = %75, %33
  %88 = phi i32 [ %80, %75 ], [ %69, %33 ]
  %89 = phi i32 [ %86, %75 ], [ %73, %33 ]
  %90 = lshr i32 %88, 30
  %91 = tail call i32 @llvm.fshl.i32(i32 %88, i32 %89, i32 2)
  %92 = shl i32 %89, 2
  %93 = lshr i32 %91, 31
  %94 = add nuw nsw i32 %93, %90
  %95 = sub nsw i32 0, %94
  %96 = icmp slt i32 %34, 0
  %97 = select i1 %96, i32 %95, i32 %94
  %98 = xor i32 %91, %34
  %99 = ashr i32 %91, 31
  %100 = xor i32 %99, %91
  %101 = xor i32 %99, %92
  %102 = zext i32 %100 to i64
  %103 = shl nuw i64 %102, 32
  %104 = zext i32 %101 to i64
  %105 = or disjoint i64 %103, %104
  %106 = sitofp i64 %105 to double
  %107 = fmul double %106, 0x3BF921FB54442D19
  %108 = fptrunc double %107 to float
  %109 = fneg float %108
  %110 = icmp slt i32 %98, 0
  %111 = select i1 %110, float %109, float %108
  br label %112

112:                                              ; preds = %7, %31, %87
  %113 = phi i32 [ %22, %7 ], [ 0, %31 ], [ %97, %87 ]
  %114 = phi float [ %26, %7 ], [ %32, %31 ], [ %111, %87 ]
  %115 = fmul float %114, %114
  %116 = tail call float @llvm.fma.f32(float %115, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %117 = tail call float @llvm.fma.f32(float %116, float %115, float 0x3FA5555760000000)
  %118 = tail call float @llvm.fma.f32(float %117, float %115, float 0xBFDFFFFFE0000000)
  %119 = tail call float @llvm.fma.f32(float %118, float %115, float 1.000000e+00)
  %120 = tail call float @llvm.fma.f32(float %115, float %114, float 0.000000e+00)
  %121 = tail call float @llvm.fma.f32(float %115, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %122 = tail call float @llvm.fma.f32(float %121, float %115, float 0xBFC5555500000000)
  %123 = tail call float @llvm.fma.f32(float %122, float %120, float %114)
  %124 = and i32 %113, 1
  %125 = icmp eq i32 %124, 0
  %126 = select i1 %125, float %123, float %119
  %127 = select i1 %125, float %119, float %123
  %128 = and i32 %113, 2
  %129 = icmp eq i32 %128, 0
  %130 = fneg float %126
  %131 = select i1 %129, float %126, float %130
  %132 = add i32 %113, 1
  %133 = and i32 %132, 2
  %134 = icmp eq i32 %133, 0
  %135 = fneg float %127
  %136 = select i1 %134, float %127, float %135
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %137 = icmp sgt i32 %1, 0
  br i1 %137, label %364, label %496

138:                                              ; preds = %4681
  %139 = zext nneg i32 %11 to i64
  %140 = icmp sgt i32 %1, 0
  %141 = trunc i64 %497 to i32
  %142 = lshr i64 %497, 32
  %143 = trunc nuw i64 %142 to i32
  %144 = bitcast i32 %141 to float
  %145 = bitcast i32 %143 to float
  %146 = fneg contract float %145
  %147 = icmp sgt i32 %1, 1
  %148 = trunc i64 %632 to i32
  %149 = lshr i64 %632, 32
  %150 = trunc nuw i64 %149 to i32
  %151 = bitcast i32 %148 to float
  %152 = bitcast i32 %150 to float
  %153 = fneg contract float %152
  %154 = icmp sgt i32 %1, 2
  %155 = trunc i64 %767 to i32
  %156 = lshr i64 %767, 32
  %157 = trunc nuw i64 %156 to i32
  %158 = bitcast i32 %155 to float
  %159 = bitcast i32 %157 to float
  %160 = fneg contract float %159
  %161 = icmp sgt i32 %1, 3
  %162 = trunc i64 %902 to i32
  %163 = lshr i64 %902, 32
  %164 = trunc nuw i64 %163 to i32
  %165 = bitcast i32 %162 to float
  %166 = bitcast i32 %164 to float
  %167 = fneg contract float %166
  %168 = icmp sgt i32 %1, 4
  %169 = trunc i64 %1037 to i32
  %170 = lshr i64 %1037, 32
  %171 = trunc nuw i64 %170 to i32
  %172 = bitcast i32 %169 to float
  %173 = bitcast i32 %171 to float
  %174 = fneg contract float %173
  %175 = icmp sgt i32 %1, 5
  %176 = trunc i64 %1172 to i32
  %177 = lshr i64 %1172, 32
  %178 = trunc nuw i64 %177 to i32
  %179 = bitcast i32 %176 to float
  %180 = bitcast i32 %178 to float
  %181 = fneg contract float %180
  %182 = icmp sgt i32 %1, 6
  %183 = trunc i64 %1307 to i32
  %184 = lshr i64 %1307, 32
  %185 = trunc nuw i64 %184 to i32
  %186 = bitcast i32 %183 to float
  %187 = bitcast i32 %185 to float
  %188 = fneg contract float %187
  %189 = icmp sgt i32 %1, 7
  %190 = trunc i64 %1442 to i32
  %191 = lshr i64 %1442, 32
  %192 = trunc nuw i64 %191 to i32
  %193 = bitcast i32 %190 to float
  %194 = bitcast i32 %192 to float
  %195 = fneg contract float %194
  %196 = icmp sgt i32 %1, 8
  %197 = trunc i64 %1577 to i32
  %198 = lshr i64 %1577, 32
  %199 = trunc nuw i64 %198 to i32
  %200 = bitcast i32 %197 to float
  %201 = bitcast i32 %199 to float
  %202 = fneg contract float %201
  %203 = icmp sgt i32 %1, 9
  %204 = trunc i64 %1712 to i32
  %205 = lshr i64 %1712, 32
  %206 = trunc nuw i64 %205 to i32
  %207 = bitcast i32 %204 to float
  %208 = bitcast i32 %206 to float
  %209 = fneg contract float %208
  %210 = icmp sgt i32 %1, 10
  %211 = trunc i64 %1847 to i32
  %212 = lshr i64 %1847, 32
  %213 = trunc nuw i64 %212 to i32
  %214 = bitcast i32 %211 to float
  %215 = bitcast i32 %213 to float
  %216 = fneg contract float %215
  %217 = icmp sgt i32 %1, 11
  %218 = trunc i64 %1982 to i32
  %219 = lshr i64 %1982, 32
  %220 = trunc nuw i64 %219 to i32
  %221 = bitcast i32 %218 to float
  %222 = bitcast i32 %220 to float
  %223 = fneg contract float %222
  %224 = icmp sgt i32 %1, 12
  %225 = trunc i64 %2117 to i32
  %226 = lshr i64 %2117, 32
  %227 = trunc nuw i64 %226 to i32
  %228 = bitcast i32 %225 to float
  %229 = bitcast i32 %227 to float
  %230 = fneg contract float %229
  %231 = icmp sgt i32 %1, 13
  %232 = trunc i64 %2252 to i32
  %233 = lshr i64 %2252, 32
  %234 = trunc nuw i64 %233 to i32
  %235 = bitcast i32 %232 to float
  %236 = bitcast i32 %234 to float
  %237 = fneg contract float %236
  %238 = icmp sgt i32 %1, 14
  %239 = trunc i64 %2387 to i32
  %240 = lshr i64 %2387, 32
  %241 = trunc nuw i64 %240 to i32
  %242 = bitcast i32 %239 to float
  %243 = bitcast i32 %241 to float
  %244 = fneg contract float %243
  %245 = icmp sgt i32 %1, 15
  %246 = trunc i64 %2522 to i32
  %247 = lshr i64 %2522, 32
  %248 = trunc nuw i64 %247 to i32
  %249 = bitcast i32 %246 to float
  %250 = bitcast i32 %248 to float
  %251 = fneg contract float %250
  %252 = icmp sgt i32 %1, 16
  %253 = trunc i64 %2657 to i32
  %254 = lshr i64 %2657, 32
  %255 = trunc nuw i64 %254 to i32
  %256 = bitcast i32 %253 to float
  %257 = bitcast i32 %255 to float
  %258 = fneg contract float %257
  %259 = icmp sgt i32 %1, 17
  %260 = trunc i64 %2792 to i32
  %261 = lshr i64 %2792, 32
  %262 = trunc nuw i64 %261 to i32
  %263 = bitcast i32 %260 to float
  %264 = bitcast i32 %262 to float
  %265 = fneg contract float %264
  %266 = icmp sgt i32 %1, 18
  %267 = trunc i64 %2927 to i32
  %268 = lshr i64 %2927, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = bitcast i32 %267 to float
  %271 = bitcast i32 %269 to float
  %272 = fneg contract float %271
  %273 = icmp sgt i32 %1, 19
  %274 = trunc i64 %3062 to i32
  %275 = lshr i64 %3062, 32
  %276 = trunc nuw i64 %275 to i32
  %277 = bitcast i32 %274 to float
  %278 = bitcast i32 %276 to float
  %279 = fneg contract float %278
  %280 = icmp sgt i32 %1, 20
  %281 = trunc i64 %3197 to i32
  %282 = lshr i64 %3197, 32
  %283 = trunc nuw i64 %282 to i32
  %284 = bitcast i32 %281 to float
  %285 = bitcast i32 %283 to float
  %286 = fneg contract float %285
  %287 = icmp sgt i32 %1, 21
  %288 = trunc i64 %3332 to i32
  %289 = lshr i64 %3332, 32
  %290 = trunc nuw i64 %289 to i32
  %291 = bitcast i32 %288 to float
  %292 = bitcast i32 %290 to float
  %293 = fneg contract float %292
  %294 = icmp sgt i32 %1, 22
  %295 = trunc i64 %3467 to i32
  %296 = lshr i64 %3467, 32
  %297 = trunc nuw i64 %296 to i32
  %298 = bitcast i32 %295 to float
  %299 = bitcast i32 %297 to float
  %300 = fneg contract float %299
  %301 = icmp sgt i32 %1, 23
  %302 = trunc i64 %3602 to i32
  %303 = lshr i64 %3602, 32
  %304 = trunc nuw i64 %303 to i32
  %305 = bitcast i32 %302 to float
  %306 = bitcast i32 %304 to float
  %307 = fneg contract float %306
  %308 = icmp sgt i32 %1, 24
  %309 = trunc i64 %3737 to i32
  %310 = lshr i64 %3737, 32
  %311 = trunc nuw i64 %310 to i32
  %312 = bitcast i32 %309 to float
  %313 = bitcast i32 %311 to float
  %314 = fneg contract float %313
  %315 = icmp sgt i32 %1, 25
  %316 = trunc i64 %3872 to i32
  %317 = lshr i64 %3872, 32
  %318 = trunc nuw i64 %317 to i32
  %319 = bitcast i32 %316 to float
  %320 = bitcast i32 %318 to float
  %321 = fneg contract float %320
  %322 = icmp sgt i32 %1, 26
  %323 = trunc i64 %4007 to i32
  %324 = lshr i64 %4007, 32
  %325 = trunc nuw i64 %324 to i32
  %326 = bitcast i32 %323 to float
  %327 = bitcast i32 %325 to float
  %328 = fneg contract float %327
  %329 = icmp sgt i32 %1, 27
  %330 = trunc i64 %4142 to i32
  %331 = lshr i64 %4142, 32
  %332 = trunc nuw i64 %331 to i32
  %333 = bitcast i32 %330 to float
  %334 = bitcast i32 %332 to float
  %335 = fneg contract float %334
  %336 = icmp sgt i32 %1, 28
  %337 = trunc i64 %4277 to i32
  %338 = lshr i64 %4277, 32
  %339 = trunc nuw i64 %338 to i32
  %340 = bitcast i32 %337 to float
  %341 = bitcast i32 %339 to float
  %342 = fneg contract float %341
  %343 = icmp sgt i32 %1, 29
  %344 = trunc i64 %4412 to i32
  %345 = lshr i64 %4412, 32
  %346 = trunc nuw i64 %345 to i32
  %347 = bitcast i32 %344 to float
  %348 = bitcast i32 %346 to float
  %349 = fneg contract float %348
  %350 = icmp sgt i32 %1, 30
  %351 = trunc i64 %4547 to i32
  %352 = lshr i64 %4547, 32
  %353 = trunc nuw i64 %352 to i32
  %354 = bitcast i32 %351 to float
  %355 = bitcast i32 %353 to float
  %356 = fneg contract float %355
  %357 = icmp sgt i32 %1, 31
  %358 = trunc i64 %4682 to i32
  %359 = lshr i64 %4682, 32
  %360 = trunc nuw i64 %359 to i32
  %361 = bitcast i32 %358 to float
  %362 = bitcast i32 %360 to float
  %363 = fneg contract float %362
  br label %4686

364:                                              ; preds = %112
  %365 = load float, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), align 8, !tbaa !12
  %366 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 4), align 4, !tbaa !12
  %367 = fmul contract float %136, %365
  %368 = fmul contract float %131, %366
  %369 = fadd contract float %367, %368
  %370 = fmul contract float %369, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %371 = fmul float %370, 0x3FE45F3060000000
  %372 = tail call i32 @llvm.nvvm.f2i.rn(float %371) #6
  %373 = sitofp i32 %372 to float
  %374 = tail call float @llvm.fma.f32(float %373, float 0xBFF921FB40000000, float %370)
  %375 = tail call float @llvm.fma.f32(float %373, float 0xBE74442D00000000, float %374)
  %376 = tail call float @llvm.fma.f32(float %373, float 0xBCF84698A0000000, float %375)
  %377 = tail call float @llvm.nvvm.fabs.f32(float %370)
  %378 = fcmp ult float %377, 1.056150e+05
  br i1 %378, label %462, label %379

379:                                              ; preds = %364
  %380 = fcmp oeq float %377, 0x7FF0000000000000
  br i1 %380, label %381, label %383

381:                                              ; preds = %379
  %382 = tail call float @llvm.nvvm.mul.rn.f(float %370, float 0.000000e+00) #6
  br label %462

383:                                              ; preds = %379
  %384 = bitcast float %370 to i32
  %385 = shl i32 %384, 8
  %386 = or i32 %385, -2147483648
  %387 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %386, i32 0) #7, !srcloc !11
  %388 = extractvalue { i32, i32 } %387, 0
  %389 = extractvalue { i32, i32 } %387, 1
  store i32 %388, ptr %9, align 4
  %390 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %386, i32 %389) #7, !srcloc !11
  %391 = extractvalue { i32, i32 } %390, 0
  %392 = extractvalue { i32, i32 } %390, 1
  %393 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %391, ptr %393, align 4
  %394 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %386, i32 %392) #7, !srcloc !11
  %395 = extractvalue { i32, i32 } %394, 0
  %396 = extractvalue { i32, i32 } %394, 1
  %397 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %395, ptr %397, align 4
  %398 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %386, i32 %396) #7, !srcloc !11
  %399 = extractvalue { i32, i32 } %398, 0
  %400 = extractvalue { i32, i32 } %398, 1
  %401 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %399, ptr %401, align 4
  %402 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %386, i32 %400) #7, !srcloc !11
  %403 = extractvalue { i32, i32 } %402, 0
  %404 = extractvalue { i32, i32 } %402, 1
  %405 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %403, ptr %405, align 4
  %406 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %386, i32 %404) #7, !srcloc !11
  %407 = extractvalue { i32, i32 } %406, 0
  %408 = extractvalue { i32, i32 } %406, 1
  %409 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %407, ptr %409, align 4
  %410 = lshr i32 %384, 23
  %411 = and i32 %410, 224
  %412 = add nsw i32 %411, -128
  %413 = lshr exact i32 %412, 5
  %414 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %408, ptr %414, align 4
  %415 = and i32 %410, 31
  %416 = sub nsw i32 6, %413
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds i32, ptr %9, i64 %417
  %419 = load i32, ptr %418, align 4
  %420 = sub nsw i32 5, %413
  %421 = sext i32 %420 to i64
  %422 = getelementptr inbounds i32, ptr %9, i64 %421
  %423 = load i32, ptr %422, align 4
  %424 = icmp eq i32 %415, 0
  br i1 %424, label %437, label %425

425:                                              ; preds = %383
  %426 = sub nsw i32 4, %413
  %427 = sub nuw nsw i32 32, %415
  %428 = shl i32 %419, %415
  %429 = lshr i32 %423, %427
  %430 = or disjoint i32 %429, %428
  %431 = shl i32 %423, %415
  %432 = sext i32 %426 to i64
  %433 = getelementptr inbounds i32, ptr %9, i64 %432
  %434 = load i32, ptr %433, align 4
  %435 = lshr i32 %434, %427
  %436 = or disjoint i32 %435, %431
  br label %437

437:                                              ; preds = %425, %383
  %438 = phi i32 [ %430, %425 ], [ %419, %383 ]
  %439 = phi i32 [ %436, %425 ], [ %423, %383 ]
  %440 = lshr i32 %438, 30
  %441 = tail call i32 @llvm.fshl.i32(i32 %438, i32 %439, i32 2)
  %442 = shl i32 %439, 2
  %443 = lshr i32 %441, 31
  %444 = add nuw nsw i32 %443, %440
  %445 = sub nsw i32 0, %444
  %446 = icmp slt i32 %384, 0
  %447 = select i1 %446, i32 %445, i32 %444
  %448 = xor i32 %441, %384
  %449 = ashr i32 %441, 31
  %450 = xor i32 %449, %441
  %451 = xor i32 %449, %442
  %452 = zext i32 %450 to i64
  %453 = shl nuw i64 %452, 32
  %454 = zext i32 %451 to i64
  %455 = or disjoint i64 %453, %454
  %456 = sitofp i64 %455 to double
  %457 = fmul double %456, 0x3BF921FB54442D19
  %458 = fptrunc double %457 to float
  %459 = fneg float %458
  %460 = icmp slt i32 %448, 0
  %461 = select i1 %460, float %459, float %458
  br label %462

462:                                              ; preds = %364, %381, %437
  %463 = phi i32 [ %372, %364 ], [ 0, %381 ], [ %447, %437 ]
  %464 = phi float [ %376, %364 ], [ %382, %381 ], [ %461, %437 ]
  %465 = fmul float %464, %464
  %466 = tail call float @llvm.fma.f32(float %465, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %467 = tail call float @llvm.fma.f32(float %466, float %465, float 0x3FA5555760000000)
  %468 = tail call float @llvm.fma.f32(float %467, float %465, float 0xBFDFFFFFE0000000)
  %469 = tail call float @llvm.fma.f32(float %468, float %465, float 1.000000e+00)
  %470 = tail call float @llvm.fma.f32(float %465, float %464, float 0.000000e+00)
  %471 = tail call float @llvm.fma.f32(float %465, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %472 = tail call float @llvm.fma.f32(float %471, float %465, float 0xBFC5555500000000)
  %473 = tail call float @llvm.fma.f32(float %472, float %470, float %464)
  %474 = and i32 %463, 1
  %475 = icmp eq i32 %474, 0
  %476 = select i1 %475, float %473, float %469
  %477 = select i1 %475, float %469, float %473
  %478 = and i32 %463, 2
  %479 = icmp eq i32 %478, 0
  %480 = fneg float %476
  %481 = select i1 %479, float %476, float %480
  %482 = add i32 %463, 1
  %483 = and i32 %482, 2
  %484 = icmp eq i32 %483, 0
  %485 = fneg float %477
  %486 = select i1 %484, float %477, float %485
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %487 = load float, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), align 4, !tbaa !12
  %488 = fmul contract float %487, %486
  %489 = fmul contract float %487, %481
  %490 = bitcast float %488 to i32
  %491 = bitcast float %489 to i32
  %492 = zext i32 %491 to i64
  %493 = shl nuw i64 %492, 32
  %494 = zext i32 %490 to i64
  %495 = or disjoint i64 %493, %494
  br label %496

496:                                              ; preds = %112, %462
  %497 = phi i64 [ %495, %462 ], [ 0, %112 ]
  %498 = icmp sgt i32 %1, 1
  br i1 %498, label %499, label %631

499:                                              ; preds = %496
  %500 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 8), align 8, !tbaa !12
  %501 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 12), align 4, !tbaa !12
  %502 = fmul contract float %136, %500
  %503 = fmul contract float %131, %501
  %504 = fadd contract float %502, %503
  %505 = fmul contract float %504, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %506 = fmul float %505, 0x3FE45F3060000000
  %507 = tail call i32 @llvm.nvvm.f2i.rn(float %506) #6
  %508 = sitofp i32 %507 to float
  %509 = tail call float @llvm.fma.f32(float %508, float 0xBFF921FB40000000, float %505)
  %510 = tail call float @llvm.fma.f32(float %508, float 0xBE74442D00000000, float %509)
  %511 = tail call float @llvm.fma.f32(float %508, float 0xBCF84698A0000000, float %510)
  %512 = tail call float @llvm.nvvm.fabs.f32(float %505)
  %513 = fcmp ult float %512, 1.056150e+05
  br i1 %513, label %597, label %514

514:                                              ; preds = %499
  %515 = fcmp oeq float %512, 0x7FF0000000000000
  br i1 %515, label %595, label %516

516:                                              ; preds = %514
  %517 = bitcast float %505 to i32
  %518 = shl i32 %517, 8
  %519 = or i32 %518, -2147483648
  %520 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %519, i32 0) #7, !srcloc !11
  %521 = extractvalue { i32, i32 } %520, 0
  %522 = extractvalue { i32, i32 } %520, 1
  store i32 %521, ptr %9, align 4
  %523 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %519, i32 %522) #7, !srcloc !11
  %524 = extractvalue { i32, i32 } %523, 0
  %525 = extractvalue { i32, i32 } %523, 1
  %526 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %524, ptr %526, align 4
  %527 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %519, i32 %525) #7, !srcloc !11
  %528 = extractvalue { i32, i32 } %527, 0
  %529 = extractvalue { i32, i32 } %527, 1
  %530 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %528, ptr %530, align 4
  %531 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %519, i32 %529) #7, !srcloc !11
  %532 = extractvalue { i32, i32 } %531, 0
  %533 = extractvalue { i32, i32 } %531, 1
  %534 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %532, ptr %534, align 4
  %535 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %519, i32 %533) #7, !srcloc !11
  %536 = extractvalue { i32, i32 } %535, 0
  %537 = extractvalue { i32, i32 } %535, 1
  %538 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %536, ptr %538, align 4
  %539 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %519, i32 %537) #7, !srcloc !11
  %540 = extractvalue { i32, i32 } %539, 0
  %541 = extractvalue { i32, i32 } %539, 1
  %542 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %540, ptr %542, align 4
  %543 = lshr i32 %517, 23
  %544 = and i32 %543, 224
  %545 = add nsw i32 %544, -128
  %546 = lshr exact i32 %545, 5
  %547 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %541, ptr %547, align 4
  %548 = and i32 %543, 31
  %549 = sub nsw i32 6, %546
  %550 = sext i32 %549 to i64
  %551 = getelementptr inbounds i32, ptr %9, i64 %550
  %552 = load i32, ptr %551, align 4
  %553 = sub nsw i32 5, %546
  %554 = sext i32 %553 to i64
  %555 = getelementptr inbounds i32, ptr %9, i64 %554
  %556 = load i32, ptr %555, align 4
  %557 = icmp eq i32 %548, 0
  br i1 %557, label %570, label %558

558:                                              ; preds = %516
  %559 = sub nsw i32 4, %546
  %560 = sub nuw nsw i32 32, %548
  %561 = shl i32 %552, %548
  %562 = lshr i32 %556, %560
  %563 = or disjoint i32 %562, %561
  %564 = shl i32 %556, %548
  %565 = sext i32 %559 to i64
  %566 = getelementptr inbounds i32, ptr %9, i64 %565
  %567 = load i32, ptr %566, align 4
  %568 = lshr i32 %567, %560
  %569 = or disjoint i32 %568, %564
  br label %570

570:                                              ; preds = %558, %516
  %571 = phi i32 [ %563, %558 ], [ %552, %516 ]
  %572 = phi i32 [ %569, %558 ], [ %556, %516 ]
  %573 = lshr i32 %571, 30
  %574 = tail call i32 @llvm.fshl.i32(i32 %571, i32 %572, i32 2)
  %575 = shl i32 %572, 2
  %576 = lshr i32 %574, 31
  %577 = add nuw nsw i32 %576, %573
  %578 = sub nsw i32 0, %577
  %579 = icmp slt i32 %517, 0
  %580 = select i1 %579, i32 %578, i32 %577
  %581 = xor i32 %574, %517
  %582 = ashr i32 %574, 31
  %583 = xor i32 %582, %574
  %584 = xor i32 %582, %575
  %585 = zext i32 %583 to i64
  %586 = shl nuw i64 %585, 32
  %587 = zext i32 %584 to i64
  %588 = or disjoint i64 %586, %587
  %589 = sitofp i64 %588 to double
  %590 = fmul double %589, 0x3BF921FB54442D19
  %591 = fptrunc double %590 to float
  %592 = fneg float %591
  %593 = icmp slt i32 %581, 0
  %594 = select i1 %593, float %592, float %591
  br label %597

595:                                              ; preds = %514
  %596 = tail call float @llvm.nvvm.mul.rn.f(float %505, float 0.000000e+00) #6
  br label %597

597:                                              ; preds = %595, %570, %499
  %598 = phi i32 [ %507, %499 ], [ 0, %595 ], [ %580, %570 ]
  %599 = phi float [ %511, %499 ], [ %596, %595 ], [ %594, %570 ]
  %600 = fmul float %599, %599
  %601 = tail call float @llvm.fma.f32(float %600, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %602 = tail call float @llvm.fma.f32(float %601, float %600, float 0x3FA5555760000000)
  %603 = tail call float @llvm.fma.f32(float %602, float %600, float 0xBFDFFFFFE0000000)
  %604 = tail call float @llvm.fma.f32(float %603, float %600, float 1.000000e+00)
  %605 = tail call float @llvm.fma.f32(float %600, float %599, float 0.000000e+00)
  %606 = tail call float @llvm.fma.f32(float %600, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %607 = tail call float @llvm.fma.f32(float %606, float %600, float 0xBFC5555500000000)
  %608 = tail call float @llvm.fma.f32(float %607, float %605, float %599)
  %609 = and i32 %598, 1
  %610 = icmp eq i32 %609, 0
  %611 = select i1 %610, float %608, float %604
  %612 = select i1 %610, float %604, float %608
  %613 = and i32 %598, 2
  %614 = icmp eq i32 %613, 0
  %615 = fneg float %611
  %616 = select i1 %614, float %611, float %615
  %617 = add i32 %598, 1
  %618 = and i32 %617, 2
  %619 = icmp eq i32 %618, 0
  %620 = fneg float %612
  %621 = select i1 %619, float %612, float %620
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %622 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 4), align 4, !tbaa !12
  %623 = fmul contract float %622, %621
  %624 = fmul contract float %622, %616
  %625 = bitcast float %623 to i32
  %626 = bitcast float %624 to i32
  %627 = zext i32 %626 to i64
  %628 = shl nuw i64 %627, 32
  %629 = zext i32 %625 to i64
  %630 = or disjoint i64 %628, %629
  br label %631

631:                                              ; preds = %496, %597
  %632 = phi i64 [ %630, %597 ], [ 0, %496 ]
  %633 = icmp sgt i32 %1, 2
  br i1 %633, label %634, label %766

634:                                              ; preds = %631
  %635 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 16), align 8, !tbaa !12
  %636 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 20), align 4, !tbaa !12
  %637 = fmul contract float %136, %635
  %638 = fmul contract float %131, %636
  %639 = fadd contract float %637, %638
  %640 = fmul contract float %639, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %641 = fmul float %640, 0x3FE45F3060000000
  %642 = tail call i32 @llvm.nvvm.f2i.rn(float %641) #6
  %643 = sitofp i32 %642 to float
  %644 = tail call float @llvm.fma.f32(float %643, float 0xBFF921FB40000000, float %640)
  %645 = tail call float @llvm.fma.f32(float %643, float 0xBE74442D00000000, float %644)
  %646 = tail call float @llvm.fma.f32(float %643, float 0xBCF84698A0000000, float %645)
  %647 = tail call float @llvm.nvvm.fabs.f32(float %640)
  %648 = fcmp ult float %647, 1.056150e+05
  br i1 %648, label %732, label %649

649:                                              ; preds = %634
  %650 = fcmp oeq float %647, 0x7FF0000000000000
  br i1 %650, label %730, label %651

651:                                              ; preds = %649
  %652 = bitcast float %640 to i32
  %653 = shl i32 %652, 8
  %654 = or i32 %653, -2147483648
  %655 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %654, i32 0) #7, !srcloc !11
  %656 = extractvalue { i32, i32 } %655, 0
  %657 = extractvalue { i32, i32 } %655, 1
  store i32 %656, ptr %9, align 4
  %658 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %654, i32 %657) #7, !srcloc !11
  %659 = extractvalue { i32, i32 } %658, 0
  %660 = extractvalue { i32, i32 } %658, 1
  %661 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %659, ptr %661, align 4
  %662 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %654, i32 %660) #7, !srcloc !11
  %663 = extractvalue { i32, i32 } %662, 0
  %664 = extractvalue { i32, i32 } %662, 1
  %665 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %663, ptr %665, align 4
  %666 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %654, i32 %664) #7, !srcloc !11
  %667 = extractvalue { i32, i32 } %666, 0
  %668 = extractvalue { i32, i32 } %666, 1
  %669 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %667, ptr %669, align 4
  %670 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %654, i32 %668) #7, !srcloc !11
  %671 = extractvalue { i32, i32 } %670, 0
  %672 = extractvalue { i32, i32 } %670, 1
  %673 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %671, ptr %673, align 4
  %674 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %654, i32 %672) #7, !srcloc !11
  %675 = extractvalue { i32, i32 } %674, 0
  %676 = extractvalue { i32, i32 } %674, 1
  %677 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %675, ptr %677, align 4
  %678 = lshr i32 %652, 23
  %679 = and i32 %678, 224
  %680 = add nsw i32 %679, -128
  %681 = lshr exact i32 %680, 5
  %682 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %676, ptr %682, align 4
  %683 = and i32 %678, 31
  %684 = sub nsw i32 6, %681
  %685 = sext i32 %684 to i64
  %686 = getelementptr inbounds i32, ptr %9, i64 %685
  %687 = load i32, ptr %686, align 4
  %688 = sub nsw i32 5, %681
  %689 = sext i32 %688 to i64
  %690 = getelementptr inbounds i32, ptr %9, i64 %689
  %691 = load i32, ptr %690, align 4
  %692 = icmp eq i32 %683, 0
  br i1 %692, label %705, label %693

693:                                              ; preds = %651
  %694 = sub nsw i32 4, %681
  %695 = sub nuw nsw i32 32, %683
  %696 = shl i32 %687, %683
  %697 = lshr i32 %691, %695
  %698 = or disjoint i32 %697, %696
  %699 = shl i32 %691, %683
  %700 = sext i32 %694 to i64
  %701 = getelementptr inbounds i32, ptr %9, i64 %700
  %702 = load i32, ptr %701, align 4
  %703 = lshr i32 %702, %695
  %704 = or disjoint i32 %703, %699
  br label %705

705:                                              ; preds = %693, %651
  %706 = phi i32 [ %698, %693 ], [ %687, %651 ]
  %707 = phi i32 [ %704, %693 ], [ %691, %651 ]
  %708 = lshr i32 %706, 30
  %709 = tail call i32 @llvm.fshl.i32(i32 %706, i32 %707, i32 2)
  %710 = shl i32 %707, 2
  %711 = lshr i32 %709, 31
  %712 = add nuw nsw i32 %711, %708
  %713 = sub nsw i32 0, %712
  %714 = icmp slt i32 %652, 0
  %715 = select i1 %714, i32 %713, i32 %712
  %716 = xor i32 %709, %652
  %717 = ashr i32 %709, 31
  %718 = xor i32 %717, %709
  %719 = xor i32 %717, %710
  %720 = zext i32 %718 to i64
  %721 = shl nuw i64 %720, 32
  %722 = zext i32 %719 to i64
  %723 = or disjoint i64 %721, %722
  %724 = sitofp i64 %723 to double
  %725 = fmul double %724, 0x3BF921FB54442D19
  %726 = fptrunc double %725 to float
  %727 = fneg float %726
  %728 = icmp slt i32 %716, 0
  %729 = select i1 %728, float %727, float %726
  br label %732

730:                                              ; preds = %649
  %731 = tail call float @llvm.nvvm.mul.rn.f(float %640, float 0.000000e+00) #6
  br label %732

732:                                              ; preds = %730, %705, %634
  %733 = phi i32 [ %642, %634 ], [ 0, %730 ], [ %715, %705 ]
  %734 = phi float [ %646, %634 ], [ %731, %730 ], [ %729, %705 ]
  %735 = fmul float %734, %734
  %736 = tail call float @llvm.fma.f32(float %735, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %737 = tail call float @llvm.fma.f32(float %736, float %735, float 0x3FA5555760000000)
  %738 = tail call float @llvm.fma.f32(float %737, float %735, float 0xBFDFFFFFE0000000)
  %739 = tail call float @llvm.fma.f32(float %738, float %735, float 1.000000e+00)
  %740 = tail call float @llvm.fma.f32(float %735, float %734, float 0.000000e+00)
  %741 = tail call float @llvm.fma.f32(float %735, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %742 = tail call float @llvm.fma.f32(float %741, float %735, float 0xBFC5555500000000)
  %743 = tail call float @llvm.fma.f32(float %742, float %740, float %734)
  %744 = and i32 %733, 1
  %745 = icmp eq i32 %744, 0
  %746 = select i1 %745, float %743, float %739
  %747 = select i1 %745, float %739, float %743
  %748 = and i32 %733, 2
  %749 = icmp eq i32 %748, 0
  %750 = fneg float %746
  %751 = select i1 %749, float %746, float %750
  %752 = add i32 %733, 1
  %753 = and i32 %752, 2
  %754 = icmp eq i32 %753, 0
  %755 = fneg float %747
  %756 = select i1 %754, float %747, float %755
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %757 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 8), align 4, !tbaa !12
  %758 = fmul contract float %757, %756
  %759 = fmul contract float %757, %751
  %760 = bitcast float %758 to i32
  %761 = bitcast float %759 to i32
  %762 = zext i32 %761 to i64
  %763 = shl nuw i64 %762, 32
  %764 = zext i32 %760 to i64
  %765 = or disjoint i64 %763, %764
  br label %766

766:                                              ; preds = %631, %732
  %767 = phi i64 [ %765, %732 ], [ 0, %631 ]
  %768 = icmp sgt i32 %1, 3
  br i1 %768, label %769, label %901

769:                                              ; preds = %766
  %770 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 24), align 8, !tbaa !12
  %771 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 28), align 4, !tbaa !12
  %772 = fmul contract float %136, %770
  %773 = fmul contract float %131, %771
  %774 = fadd contract float %772, %773
  %775 = fmul contract float %774, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %776 = fmul float %775, 0x3FE45F3060000000
  %777 = tail call i32 @llvm.nvvm.f2i.rn(float %776) #6
  %778 = sitofp i32 %777 to float
  %779 = tail call float @llvm.fma.f32(float %778, float 0xBFF921FB40000000, float %775)
  %780 = tail call float @llvm.fma.f32(float %778, float 0xBE74442D00000000, float %779)
  %781 = tail call float @llvm.fma.f32(float %778, float 0xBCF84698A0000000, float %780)
  %782 = tail call float @llvm.nvvm.fabs.f32(float %775)
  %783 = fcmp ult float %782, 1.056150e+05
  br i1 %783, label %867, label %784

784:                                              ; preds = %769
  %785 = fcmp oeq float %782, 0x7FF0000000000000
  br i1 %785, label %865, label %786

786:                                              ; preds = %784
  %787 = bitcast float %775 to i32
  %788 = shl i32 %787, 8
  %789 = or i32 %788, -2147483648
  %790 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %789, i32 0) #7, !srcloc !11
  %791 = extractvalue { i32, i32 } %790, 0
  %792 = extractvalue { i32, i32 } %790, 1
  store i32 %791, ptr %9, align 4
  %793 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %789, i32 %792) #7, !srcloc !11
  %794 = extractvalue { i32, i32 } %793, 0
  %795 = extractvalue { i32, i32 } %793, 1
  %796 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %794, ptr %796, align 4
  %797 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %789, i32 %795) #7, !srcloc !11
  %798 = extractvalue { i32, i32 } %797, 0
  %799 = extractvalue { i32, i32 } %797, 1
  %800 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %798, ptr %800, align 4
  %801 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %789, i32 %799) #7, !srcloc !11
  %802 = extractvalue { i32, i32 } %801, 0
  %803 = extractvalue { i32, i32 } %801, 1
  %804 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %802, ptr %804, align 4
  %805 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %789, i32 %803) #7, !srcloc !11
  %806 = extractvalue { i32, i32 } %805, 0
  %807 = extractvalue { i32, i32 } %805, 1
  %808 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %806, ptr %808, align 4
  %809 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %789, i32 %807) #7, !srcloc !11
  %810 = extractvalue { i32, i32 } %809, 0
  %811 = extractvalue { i32, i32 } %809, 1
  %812 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %810, ptr %812, align 4
  %813 = lshr i32 %787, 23
  %814 = and i32 %813, 224
  %815 = add nsw i32 %814, -128
  %816 = lshr exact i32 %815, 5
  %817 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %811, ptr %817, align 4
  %818 = and i32 %813, 31
  %819 = sub nsw i32 6, %816
  %820 = sext i32 %819 to i64
  %821 = getelementptr inbounds i32, ptr %9, i64 %820
  %822 = load i32, ptr %821, align 4
  %823 = sub nsw i32 5, %816
  %824 = sext i32 %823 to i64
  %825 = getelementptr inbounds i32, ptr %9, i64 %824
  %826 = load i32, ptr %825, align 4
  %827 = icmp eq i32 %818, 0
  br i1 %827, label %840, label %828

828:                                              ; preds = %786
  %829 = sub nsw i32 4, %816
  %830 = sub nuw nsw i32 32, %818
  %831 = shl i32 %822, %818
  %832 = lshr i32 %826, %830
  %833 = or disjoint i32 %832, %831
  %834 = shl i32 %826, %818
  %835 = sext i32 %829 to i64
  %836 = getelementptr inbounds i32, ptr %9, i64 %835
  %837 = load i32, ptr %836, align 4
  %838 = lshr i32 %837, %830
  %839 = or disjoint i32 %838, %834
  br label %840

840:                                              ; preds = %828, %786
  %841 = phi i32 [ %833, %828 ], [ %822, %786 ]
  %842 = phi i32 [ %839, %828 ], [ %826, %786 ]
  %843 = lshr i32 %841, 30
  %844 = tail call i32 @llvm.fshl.i32(i32 %841, i32 %842, i32 2)
  %845 = shl i32 %842, 2
  %846 = lshr i32 %844, 31
  %847 = add nuw nsw i32 %846, %843
  %848 = sub nsw i32 0, %847
  %849 = icmp slt i32 %787, 0
  %850 = select i1 %849, i32 %848, i32 %847
  %851 = xor i32 %844, %787
  %852 = ashr i32 %844, 31
  %853 = xor i32 %852, %844
  %854 = xor i32 %852, %845
  %855 = zext i32 %853 to i64
  %856 = shl nuw i64 %855, 32
  %857 = zext i32 %854 to i64
  %858 = or disjoint i64 %856, %857
  %859 = sitofp i64 %858 to double
  %860 = fmul double %859, 0x3BF921FB54442D19
  %861 = fptrunc double %860 to float
  %862 = fneg float %861
  %863 = icmp slt i32 %851, 0
  %864 = select i1 %863, float %862, float %861
  br label %867

865:                                              ; preds = %784
  %866 = tail call float @llvm.nvvm.mul.rn.f(float %775, float 0.000000e+00) #6
  br label %867

867:                                              ; preds = %865, %840, %769
  %868 = phi i32 [ %777, %769 ], [ 0, %865 ], [ %850, %840 ]
  %869 = phi float [ %781, %769 ], [ %866, %865 ], [ %864, %840 ]
  %870 = fmul float %869, %869
  %871 = tail call float @llvm.fma.f32(float %870, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %872 = tail call float @llvm.fma.f32(float %871, float %870, float 0x3FA5555760000000)
  %873 = tail call float @llvm.fma.f32(float %872, float %870, float 0xBFDFFFFFE0000000)
  %874 = tail call float @llvm.fma.f32(float %873, float %870, float 1.000000e+00)
  %875 = tail call float @llvm.fma.f32(float %870, float %869, float 0.000000e+00)
  %876 = tail call float @llvm.fma.f32(float %870, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %877 = tail call float @llvm.fma.f32(float %876, float %870, float 0xBFC5555500000000)
  %878 = tail call float @llvm.fma.f32(float %877, float %875, float %869)
  %879 = and i32 %868, 1
  %880 = icmp eq i32 %879, 0
  %881 = select i1 %880, float %878, float %874
  %882 = select i1 %880, float %874, float %878
  %883 = and i32 %868, 2
  %884 = icmp eq i32 %883, 0
  %885 = fneg float %881
  %886 = select i1 %884, float %881, float %885
  %887 = add i32 %868, 1
  %888 = and i32 %887, 2
  %889 = icmp eq i32 %888, 0
  %890 = fneg float %882
  %891 = select i1 %889, float %882, float %890
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %892 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 12), align 4, !tbaa !12
  %893 = fmul contract float %892, %891
  %894 = fmul contract float %892, %886
  %895 = bitcast float %893 to i32
  %896 = bitcast float %894 to i32
  %897 = zext i32 %896 to i64
  %898 = shl nuw i64 %897, 32
  %899 = zext i32 %895 to i64
  %900 = or disjoint i64 %898, %899
  br label %901

901:                                              ; preds = %766, %867
  %902 = phi i64 [ %900, %867 ], [ 0, %766 ]
  %903 = icmp sgt i32 %1, 4
  br i1 %903, label %904, label %1036

904:                                              ; preds = %901
  %905 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 32), align 8, !tbaa !12
  %906 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 36), align 4, !tbaa !12
  %907 = fmul contract float %136, %905
  %908 = fmul contract float %131, %906
  %909 = fadd contract float %907, %908
  %910 = fmul contract float %909, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %911 = fmul float %910, 0x3FE45F3060000000
  %912 = tail call i32 @llvm.nvvm.f2i.rn(float %911) #6
  %913 = sitofp i32 %912 to float
  %914 = tail call float @llvm.fma.f32(float %913, float 0xBFF921FB40000000, float %910)
  %915 = tail call float @llvm.fma.f32(float %913, float 0xBE74442D00000000, float %914)
  %916 = tail call float @llvm.fma.f32(float %913, float 0xBCF84698A0000000, float %915)
  %917 = tail call float @llvm.nvvm.fabs.f32(float %910)
  %918 = fcmp ult float %917, 1.056150e+05
  br i1 %918, label %1002, label %919

919:                                              ; preds = %904
  %920 = fcmp oeq float %917, 0x7FF0000000000000
  br i1 %920, label %1000, label %921

921:                                              ; preds = %919
  %922 = bitcast float %910 to i32
  %923 = shl i32 %922, 8
  %924 = or i32 %923, -2147483648
  %925 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %924, i32 0) #7, !srcloc !11
  %926 = extractvalue { i32, i32 } %925, 0
  %927 = extractvalue { i32, i32 } %925, 1
  store i32 %926, ptr %9, align 4
  %928 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %924, i32 %927) #7, !srcloc !11
  %929 = extractvalue { i32, i32 } %928, 0
  %930 = extractvalue { i32, i32 } %928, 1
  %931 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %929, ptr %931, align 4
  %932 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %924, i32 %930) #7, !srcloc !11
  %933 = extractvalue { i32, i32 } %932, 0
  %934 = extractvalue { i32, i32 } %932, 1
  %935 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %933, ptr %935, align 4
  %936 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %924, i32 %934) #7, !srcloc !11
  %937 = extractvalue { i32, i32 } %936, 0
  %938 = extractvalue { i32, i32 } %936, 1
  %939 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %937, ptr %939, align 4
  %940 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %924, i32 %938) #7, !srcloc !11
  %941 = extractvalue { i32, i32 } %940, 0
  %942 = extractvalue { i32, i32 } %940, 1
  %943 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %941, ptr %943, align 4
  %944 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %924, i32 %942) #7, !srcloc !11
  %945 = extractvalue { i32, i32 } %944, 0
  %946 = extractvalue { i32, i32 } %944, 1
  %947 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %945, ptr %947, align 4
  %948 = lshr i32 %922, 23
  %949 = and i32 %948, 224
  %950 = add nsw i32 %949, -128
  %951 = lshr exact i32 %950, 5
  %952 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %946, ptr %952, align 4
  %953 = and i32 %948, 31
  %954 = sub nsw i32 6, %951
  %955 = sext i32 %954 to i64
  %956 = getelementptr inbounds i32, ptr %9, i64 %955
  %957 = load i32, ptr %956, align 4
  %958 = sub nsw i32 5, %951
  %959 = sext i32 %958 to i64
  %960 = getelementptr inbounds i32, ptr %9, i64 %959
  %961 = load i32, ptr %960, align 4
  %962 = icmp eq i32 %953, 0
  br i1 %962, label %975, label %963

963:                                              ; preds = %921
  %964 = sub nsw i32 4, %951
  %965 = sub nuw nsw i32 32, %953
  %966 = shl i32 %957, %953
  %967 = lshr i32 %961, %965
  %968 = or disjoint i32 %967, %966
  %969 = shl i32 %961, %953
  %970 = sext i32 %964 to i64
  %971 = getelementptr inbounds i32, ptr %9, i64 %970
  %972 = load i32, ptr %971, align 4
  %973 = lshr i32 %972, %965
  %974 = or disjoint i32 %973, %969
  br label %975

975:                                              ; preds = %963, %921
  %976 = phi i32 [ %968, %963 ], [ %957, %921 ]
  %977 = phi i32 [ %974, %963 ], [ %961, %921 ]
  %978 = lshr i32 %976, 30
  %979 = tail call i32 @llvm.fshl.i32(i32 %976, i32 %977, i32 2)
  %980 = shl i32 %977, 2
  %981 = lshr i32 %979, 31
  %982 = add nuw nsw i32 %981, %978
  %983 = sub nsw i32 0, %982
  %984 = icmp slt i32 %922, 0
  %985 = select i1 %984, i32 %983, i32 %982
  %986 = xor i32 %979, %922
  %987 = ashr i32 %979, 31
  %988 = xor i32 %987, %979
  %989 = xor i32 %987, %980
  %990 = zext i32 %988 to i64
  %991 = shl nuw i64 %990, 32
  %992 = zext i32 %989 to i64
  %993 = or disjoint i64 %991, %992
  %994 = sitofp i64 %993 to double
  %995 = fmul double %994, 0x3BF921FB54442D19
  %996 = fptrunc double %995 to float
  %997 = fneg float %996
  %998 = icmp slt i32 %986, 0
  %999 = select i1 %998, float %997, float %996
  br label %1002

1000:                                             ; preds = %919
  %1001 = tail call float @llvm.nvvm.mul.rn.f(float %910, float 0.000000e+00) #6
  br label %1002

1002:                                             ; preds = %1000, %975, %904
  %1003 = phi i32 [ %912, %904 ], [ 0, %1000 ], [ %985, %975 ]
  %1004 = phi float [ %916, %904 ], [ %1001, %1000 ], [ %999, %975 ]
  %1005 = fmul float %1004, %1004
  %1006 = tail call float @llvm.fma.f32(float %1005, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1007 = tail call float @llvm.fma.f32(float %1006, float %1005, float 0x3FA5555760000000)
  %1008 = tail call float @llvm.fma.f32(float %1007, float %1005, float 0xBFDFFFFFE0000000)
  %1009 = tail call float @llvm.fma.f32(float %1008, float %1005, float 1.000000e+00)
  %1010 = tail call float @llvm.fma.f32(float %1005, float %1004, float 0.000000e+00)
  %1011 = tail call float @llvm.fma.f32(float %1005, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1012 = tail call float @llvm.fma.f32(float %1011, float %1005, float 0xBFC5555500000000)
  %1013 = tail call float @llvm.fma.f32(float %1012, float %1010, float %1004)
  %1014 = and i32 %1003, 1
  %1015 = icmp eq i32 %1014, 0
  %1016 = select i1 %1015, float %1013, float %1009
  %1017 = select i1 %1015, float %1009, float %1013
  %1018 = and i32 %1003, 2
  %1019 = icmp eq i32 %1018, 0
  %1020 = fneg float %1016
  %1021 = select i1 %1019, float %1016, float %1020
  %1022 = add i32 %1003, 1
  %1023 = and i32 %1022, 2
  %1024 = icmp eq i32 %1023, 0
  %1025 = fneg float %1017
  %1026 = select i1 %1024, float %1017, float %1025
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1027 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 16), align 4, !tbaa !12
  %1028 = fmul contract float %1027, %1026
  %1029 = fmul contract float %1027, %1021
  %1030 = bitcast float %1028 to i32
  %1031 = bitcast float %1029 to i32
  %1032 = zext i32 %1031 to i64
  %1033 = shl nuw i64 %1032, 32
  %1034 = zext i32 %1030 to i64
  %1035 = or disjoint i64 %1033, %1034
  br label %1036

1036:                                             ; preds = %901, %1002
  %1037 = phi i64 [ %1035, %1002 ], [ 0, %901 ]
  %1038 = icmp sgt i32 %1, 5
  br i1 %1038, label %1039, label %1171

1039:                                             ; preds = %1036
  %1040 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 40), align 8, !tbaa !12
  %1041 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 44), align 4, !tbaa !12
  %1042 = fmul contract float %136, %1040
  %1043 = fmul contract float %131, %1041
  %1044 = fadd contract float %1042, %1043
  %1045 = fmul contract float %1044, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1046 = fmul float %1045, 0x3FE45F3060000000
  %1047 = tail call i32 @llvm.nvvm.f2i.rn(float %1046) #6
  %1048 = sitofp i32 %1047 to float
  %1049 = tail call float @llvm.fma.f32(float %1048, float 0xBFF921FB40000000, float %1045)
  %1050 = tail call float @llvm.fma.f32(float %1048, float 0xBE74442D00000000, float %1049)
  %1051 = tail call float @llvm.fma.f32(float %1048, float 0xBCF84698A0000000, float %1050)
  %1052 = tail call float @llvm.nvvm.fabs.f32(float %1045)
  %1053 = fcmp ult float %1052, 1.056150e+05
  br i1 %1053, label %1137, label %1054

1054:                                             ; preds = %1039
  %1055 = fcmp oeq float %1052, 0x7FF0000000000000
  br i1 %1055, label %1135, label %1056

1056:                                             ; preds = %1054
  %1057 = bitcast float %1045 to i32
  %1058 = shl i32 %1057, 8
  %1059 = or i32 %1058, -2147483648
  %1060 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1059, i32 0) #7, !srcloc !11
  %1061 = extractvalue { i32, i32 } %1060, 0
  %1062 = extractvalue { i32, i32 } %1060, 1
  store i32 %1061, ptr %9, align 4
  %1063 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1059, i32 %1062) #7, !srcloc !11
  %1064 = extractvalue { i32, i32 } %1063, 0
  %1065 = extractvalue { i32, i32 } %1063, 1
  %1066 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1064, ptr %1066, align 4
  %1067 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1059, i32 %1065) #7, !srcloc !11
  %1068 = extractvalue { i32, i32 } %1067, 0
  %1069 = extractvalue { i32, i32 } %1067, 1
  %1070 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1068, ptr %1070, align 4
  %1071 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1059, i32 %1069) #7, !srcloc !11
  %1072 = extractvalue { i32, i32 } %1071, 0
  %1073 = extractvalue { i32, i32 } %1071, 1
  %1074 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1072, ptr %1074, align 4
  %1075 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1059, i32 %1073) #7, !srcloc !11
  %1076 = extractvalue { i32, i32 } %1075, 0
  %1077 = extractvalue { i32, i32 } %1075, 1
  %1078 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1076, ptr %1078, align 4
  %1079 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1059, i32 %1077) #7, !srcloc !11
  %1080 = extractvalue { i32, i32 } %1079, 0
  %1081 = extractvalue { i32, i32 } %1079, 1
  %1082 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1080, ptr %1082, align 4
  %1083 = lshr i32 %1057, 23
  %1084 = and i32 %1083, 224
  %1085 = add nsw i32 %1084, -128
  %1086 = lshr exact i32 %1085, 5
  %1087 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1081, ptr %1087, align 4
  %1088 = and i32 %1083, 31
  %1089 = sub nsw i32 6, %1086
  %1090 = sext i32 %1089 to i64
  %1091 = getelementptr inbounds i32, ptr %9, i64 %1090
  %1092 = load i32, ptr %1091, align 4
  %1093 = sub nsw i32 5, %1086
  %1094 = sext i32 %1093 to i64
  %1095 = getelementptr inbounds i32, ptr %9, i64 %1094
  %1096 = load i32, ptr %1095, align 4
  %1097 = icmp eq i32 %1088, 0
  br i1 %1097, label %1110, label %1098

1098:                                             ; preds = %1056
  %1099 = sub nsw i32 4, %1086
  %1100 = sub nuw nsw i32 32, %1088
  %1101 = shl i32 %1092, %1088
  %1102 = lshr i32 %1096, %1100
  %1103 = or disjoint i32 %1102, %1101
  %1104 = shl i32 %1096, %1088
  %1105 = sext i32 %1099 to i64
  %1106 = getelementptr inbounds i32, ptr %9, i64 %1105
  %1107 = load i32, ptr %1106, align 4
  %1108 = lshr i32 %1107, %1100
  %1109 = or disjoint i32 %1108, %1104
  br label %1110

1110:                                             ; preds = %1098, %1056
  %1111 = phi i32 [ %1103, %1098 ], [ %1092, %1056 ]
  %1112 = phi i32 [ %1109, %1098 ], [ %1096, %1056 ]
  %1113 = lshr i32 %1111, 30
  %1114 = tail call i32 @llvm.fshl.i32(i32 %1111, i32 %1112, i32 2)
  %1115 = shl i32 %1112, 2
  %1116 = lshr i32 %1114, 31
  %1117 = add nuw nsw i32 %1116, %1113
  %1118 = sub nsw i32 0, %1117
  %1119 = icmp slt i32 %1057, 0
  %1120 = select i1 %1119, i32 %1118, i32 %1117
  %1121 = xor i32 %1114, %1057
  %1122 = ashr i32 %1114, 31
  %1123 = xor i32 %1122, %1114
  %1124 = xor i32 %1122, %1115
  %1125 = zext i32 %1123 to i64
  %1126 = shl nuw i64 %1125, 32
  %1127 = zext i32 %1124 to i64
  %1128 = or disjoint i64 %1126, %1127
  %1129 = sitofp i64 %1128 to double
  %1130 = fmul double %1129, 0x3BF921FB54442D19
  %1131 = fptrunc double %1130 to float
  %1132 = fneg float %1131
  %1133 = icmp slt i32 %1121, 0
  %1134 = select i1 %1133, float %1132, float %1131
  br label %1137

1135:                                             ; preds = %1054
  %1136 = tail call float @llvm.nvvm.mul.rn.f(float %1045, float 0.000000e+00) #6
  br label %1137

1137:                                             ; preds = %1135, %1110, %1039
  %1138 = phi i32 [ %1047, %1039 ], [ 0, %1135 ], [ %1120, %1110 ]
  %1139 = phi float [ %1051, %1039 ], [ %1136, %1135 ], [ %1134, %1110 ]
  %1140 = fmul float %1139, %1139
  %1141 = tail call float @llvm.fma.f32(float %1140, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1142 = tail call float @llvm.fma.f32(float %1141, float %1140, float 0x3FA5555760000000)
  %1143 = tail call float @llvm.fma.f32(float %1142, float %1140, float 0xBFDFFFFFE0000000)
  %1144 = tail call float @llvm.fma.f32(float %1143, float %1140, float 1.000000e+00)
  %1145 = tail call float @llvm.fma.f32(float %1140, float %1139, float 0.000000e+00)
  %1146 = tail call float @llvm.fma.f32(float %1140, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1147 = tail call float @llvm.fma.f32(float %1146, float %1140, float 0xBFC5555500000000)
  %1148 = tail call float @llvm.fma.f32(float %1147, float %1145, float %1139)
  %1149 = and i32 %1138, 1
  %1150 = icmp eq i32 %1149, 0
  %1151 = select i1 %1150, float %1148, float %1144
  %1152 = select i1 %1150, float %1144, float %1148
  %1153 = and i32 %1138, 2
  %1154 = icmp eq i32 %1153, 0
  %1155 = fneg float %1151
  %1156 = select i1 %1154, float %1151, float %1155
  %1157 = add i32 %1138, 1
  %1158 = and i32 %1157, 2
  %1159 = icmp eq i32 %1158, 0
  %1160 = fneg float %1152
  %1161 = select i1 %1159, float %1152, float %1160
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1162 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 20), align 4, !tbaa !12
  %1163 = fmul contract float %1162, %1161
  %1164 = fmul contract float %1162, %1156
  %1165 = bitcast float %1163 to i32
  %1166 = bitcast float %1164 to i32
  %1167 = zext i32 %1166 to i64
  %1168 = shl nuw i64 %1167, 32
  %1169 = zext i32 %1165 to i64
  %1170 = or disjoint i64 %1168, %1169
  br label %1171

1171:                                             ; preds = %1036, %1137
  %1172 = phi i64 [ %1170, %1137 ], [ 0, %1036 ]
  %1173 = icmp sgt i32 %1, 6
  br i1 %1173, label %1174, label %1306

1174:                                             ; preds = %1171
  %1175 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 48), align 8, !tbaa !12
  %1176 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 52), align 4, !tbaa !12
  %1177 = fmul contract float %136, %1175
  %1178 = fmul contract float %131, %1176
  %1179 = fadd contract float %1177, %1178
  %1180 = fmul contract float %1179, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1181 = fmul float %1180, 0x3FE45F3060000000
  %1182 = tail call i32 @llvm.nvvm.f2i.rn(float %1181) #6
  %1183 = sitofp i32 %1182 to float
  %1184 = tail call float @llvm.fma.f32(float %1183, float 0xBFF921FB40000000, float %1180)
  %1185 = tail call float @llvm.fma.f32(float %1183, float 0xBE74442D00000000, float %1184)
  %1186 = tail call float @llvm.fma.f32(float %1183, float 0xBCF84698A0000000, float %1185)
  %1187 = tail call float @llvm.nvvm.fabs.f32(float %1180)
  %1188 = fcmp ult float %1187, 1.056150e+05
  br i1 %1188, label %1272, label %1189

1189:                                             ; preds = %1174
  %1190 = fcmp oeq float %1187, 0x7FF0000000000000
  br i1 %1190, label %1270, label %1191

1191:                                             ; preds = %1189
  %1192 = bitcast float %1180 to i32
  %1193 = shl i32 %1192, 8
  %1194 = or i32 %1193, -2147483648
  %1195 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1194, i32 0) #7, !srcloc !11
  %1196 = extractvalue { i32, i32 } %1195, 0
  %1197 = extractvalue { i32, i32 } %1195, 1
  store i32 %1196, ptr %9, align 4
  %1198 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1194, i32 %1197) #7, !srcloc !11
  %1199 = extractvalue { i32, i32 } %1198, 0
  %1200 = extractvalue { i32, i32 } %1198, 1
  %1201 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1199, ptr %1201, align 4
  %1202 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1194, i32 %1200) #7, !srcloc !11
  %1203 = extractvalue { i32, i32 } %1202, 0
  %1204 = extractvalue { i32, i32 } %1202, 1
  %1205 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1203, ptr %1205, align 4
  %1206 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1194, i32 %1204) #7, !srcloc !11
  %1207 = extractvalue { i32, i32 } %1206, 0
  %1208 = extractvalue { i32, i32 } %1206, 1
  %1209 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1207, ptr %1209, align 4
  %1210 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1194, i32 %1208) #7, !srcloc !11
  %1211 = extractvalue { i32, i32 } %1210, 0
  %1212 = extractvalue { i32, i32 } %1210, 1
  %1213 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1211, ptr %1213, align 4
  %1214 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1194, i32 %1212) #7, !srcloc !11
  %1215 = extractvalue { i32, i32 } %1214, 0
  %1216 = extractvalue { i32, i32 } %1214, 1
  %1217 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1215, ptr %1217, align 4
  %1218 = lshr i32 %1192, 23
  %1219 = and i32 %1218, 224
  %1220 = add nsw i32 %1219, -128
  %1221 = lshr exact i32 %1220, 5
  %1222 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1216, ptr %1222, align 4
  %1223 = and i32 %1218, 31
  %1224 = sub nsw i32 6, %1221
  %1225 = sext i32 %1224 to i64
  %1226 = getelementptr inbounds i32, ptr %9, i64 %1225
  %1227 = load i32, ptr %1226, align 4
  %1228 = sub nsw i32 5, %1221
  %1229 = sext i32 %1228 to i64
  %1230 = getelementptr inbounds i32, ptr %9, i64 %1229
  %1231 = load i32, ptr %1230, align 4
  %1232 = icmp eq i32 %1223, 0
  br i1 %1232, label %1245, label %1233

1233:                                             ; preds = %1191
  %1234 = sub nsw i32 4, %1221
  %1235 = sub nuw nsw i32 32, %1223
  %1236 = shl i32 %1227, %1223
  %1237 = lshr i32 %1231, %1235
  %1238 = or disjoint i32 %1237, %1236
  %1239 = shl i32 %1231, %1223
  %1240 = sext i32 %1234 to i64
  %1241 = getelementptr inbounds i32, ptr %9, i64 %1240
  %1242 = load i32, ptr %1241, align 4
  %1243 = lshr i32 %1242, %1235
  %1244 = or disjoint i32 %1243, %1239
  br label %1245

1245:                                             ; preds = %1233, %1191
  %1246 = phi i32 [ %1238, %1233 ], [ %1227, %1191 ]
  %1247 = phi i32 [ %1244, %1233 ], [ %1231, %1191 ]
  %1248 = lshr i32 %1246, 30
  %1249 = tail call i32 @llvm.fshl.i32(i32 %1246, i32 %1247, i32 2)
  %1250 = shl i32 %1247, 2
  %1251 = lshr i32 %1249, 31
  %1252 = add nuw nsw i32 %1251, %1248
  %1253 = sub nsw i32 0, %1252
  %1254 = icmp slt i32 %1192, 0
  %1255 = select i1 %1254, i32 %1253, i32 %1252
  %1256 = xor i32 %1249, %1192
  %1257 = ashr i32 %1249, 31
  %1258 = xor i32 %1257, %1249
  %1259 = xor i32 %1257, %1250
  %1260 = zext i32 %1258 to i64
  %1261 = shl nuw i64 %1260, 32
  %1262 = zext i32 %1259 to i64
  %1263 = or disjoint i64 %1261, %1262
  %1264 = sitofp i64 %1263 to double
  %1265 = fmul double %1264, 0x3BF921FB54442D19
  %1266 = fptrunc double %1265 to float
  %1267 = fneg float %1266
  %1268 = icmp slt i32 %1256, 0
  %1269 = select i1 %1268, float %1267, float %1266
  br label %1272

1270:                                             ; preds = %1189
  %1271 = tail call float @llvm.nvvm.mul.rn.f(float %1180, float 0.000000e+00) #6
  br label %1272

1272:                                             ; preds = %1270, %1245, %1174
  %1273 = phi i32 [ %1182, %1174 ], [ 0, %1270 ], [ %1255, %1245 ]
  %1274 = phi float [ %1186, %1174 ], [ %1271, %1270 ], [ %1269, %1245 ]
  %1275 = fmul float %1274, %1274
  %1276 = tail call float @llvm.fma.f32(float %1275, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1277 = tail call float @llvm.fma.f32(float %1276, float %1275, float 0x3FA5555760000000)
  %1278 = tail call float @llvm.fma.f32(float %1277, float %1275, float 0xBFDFFFFFE0000000)
  %1279 = tail call float @llvm.fma.f32(float %1278, float %1275, float 1.000000e+00)
  %1280 = tail call float @llvm.fma.f32(float %1275, float %1274, float 0.000000e+00)
  %1281 = tail call float @llvm.fma.f32(float %1275, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1282 = tail call float @llvm.fma.f32(float %1281, float %1275, float 0xBFC5555500000000)
  %1283 = tail call float @llvm.fma.f32(float %1282, float %1280, float %1274)
  %1284 = and i32 %1273, 1
  %1285 = icmp eq i32 %1284, 0
  %1286 = select i1 %1285, float %1283, float %1279
  %1287 = select i1 %1285, float %1279, float %1283
  %1288 = and i32 %1273, 2
  %1289 = icmp eq i32 %1288, 0
  %1290 = fneg float %1286
  %1291 = select i1 %1289, float %1286, float %1290
  %1292 = add i32 %1273, 1
  %1293 = and i32 %1292, 2
  %1294 = icmp eq i32 %1293, 0
  %1295 = fneg float %1287
  %1296 = select i1 %1294, float %1287, float %1295
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1297 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 24), align 4, !tbaa !12
  %1298 = fmul contract float %1297, %1296
  %1299 = fmul contract float %1297, %1291
  %1300 = bitcast float %1298 to i32
  %1301 = bitcast float %1299 to i32
  %1302 = zext i32 %1301 to i64
  %1303 = shl nuw i64 %1302, 32
  %1304 = zext i32 %1300 to i64
  %1305 = or disjoint i64 %1303, %1304
  br label %1306

1306:                                             ; preds = %1171, %1272
  %1307 = phi i64 [ %1305, %1272 ], [ 0, %1171 ]
  %1308 = icmp sgt i32 %1, 7
  br i1 %1308, label %1309, label %1441

1309:                                             ; preds = %1306
  %1310 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 56), align 8, !tbaa !12
  %1311 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 60), align 4, !tbaa !12
  %1312 = fmul contract float %136, %1310
  %1313 = fmul contract float %131, %1311
  %1314 = fadd contract float %1312, %1313
  %1315 = fmul contract float %1314, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1316 = fmul float %1315, 0x3FE45F3060000000
  %1317 = tail call i32 @llvm.nvvm.f2i.rn(float %1316) #6
  %1318 = sitofp i32 %1317 to float
  %1319 = tail call float @llvm.fma.f32(float %1318, float 0xBFF921FB40000000, float %1315)
  %1320 = tail call float @llvm.fma.f32(float %1318, float 0xBE74442D00000000, float %1319)
  %1321 = tail call float @llvm.fma.f32(float %1318, float 0xBCF84698A0000000, float %1320)
  %1322 = tail call float @llvm.nvvm.fabs.f32(float %1315)
  %1323 = fcmp ult float %1322, 1.056150e+05
  br i1 %1323, label %1407, label %1324

1324:                                             ; preds = %1309
  %1325 = fcmp oeq float %1322, 0x7FF0000000000000
  br i1 %1325, label %1405, label %1326

1326:                                             ; preds = %1324
  %1327 = bitcast float %1315 to i32
  %1328 = shl i32 %1327, 8
  %1329 = or i32 %1328, -2147483648
  %1330 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1329, i32 0) #7, !srcloc !11
  %1331 = extractvalue { i32, i32 } %1330, 0
  %1332 = extractvalue { i32, i32 } %1330, 1
  store i32 %1331, ptr %9, align 4
  %1333 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1329, i32 %1332) #7, !srcloc !11
  %1334 = extractvalue { i32, i32 } %1333, 0
  %1335 = extractvalue { i32, i32 } %1333, 1
  %1336 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1334, ptr %1336, align 4
  %1337 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1329, i32 %1335) #7, !srcloc !11
  %1338 = extractvalue { i32, i32 } %1337, 0
  %1339 = extractvalue { i32, i32 } %1337, 1
  %1340 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1338, ptr %1340, align 4
  %1341 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1329, i32 %1339) #7, !srcloc !11
  %1342 = extractvalue { i32, i32 } %1341, 0
  %1343 = extractvalue { i32, i32 } %1341, 1
  %1344 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1342, ptr %1344, align 4
  %1345 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1329, i32 %1343) #7, !srcloc !11
  %1346 = extractvalue { i32, i32 } %1345, 0
  %1347 = extractvalue { i32, i32 } %1345, 1
  %1348 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1346, ptr %1348, align 4
  %1349 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1329, i32 %1347) #7, !srcloc !11
  %1350 = extractvalue { i32, i32 } %1349, 0
  %1351 = extractvalue { i32, i32 } %1349, 1
  %1352 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1350, ptr %1352, align 4
  %1353 = lshr i32 %1327, 23
  %1354 = and i32 %1353, 224
  %1355 = add nsw i32 %1354, -128
  %1356 = lshr exact i32 %1355, 5
  %1357 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1351, ptr %1357, align 4
  %1358 = and i32 %1353, 31
  %1359 = sub nsw i32 6, %1356
  %1360 = sext i32 %1359 to i64
  %1361 = getelementptr inbounds i32, ptr %9, i64 %1360
  %1362 = load i32, ptr %1361, align 4
  %1363 = sub nsw i32 5, %1356
  %1364 = sext i32 %1363 to i64
  %1365 = getelementptr inbounds i32, ptr %9, i64 %1364
  %1366 = load i32, ptr %1365, align 4
  %1367 = icmp eq i32 %1358, 0
  br i1 %1367, label %1380, label %1368

1368:                                             ; preds = %1326
  %1369 = sub nsw i32 4, %1356
  %1370 = sub nuw nsw i32 32, %1358
  %1371 = shl i32 %1362, %1358
  %1372 = lshr i32 %1366, %1370
  %1373 = or disjoint i32 %1372, %1371
  %1374 = shl i32 %1366, %1358
  %1375 = sext i32 %1369 to i64
  %1376 = getelementptr inbounds i32, ptr %9, i64 %1375
  %1377 = load i32, ptr %1376, align 4
  %1378 = lshr i32 %1377, %1370
  %1379 = or disjoint i32 %1378, %1374
  br label %1380

1380:                                             ; preds = %1368, %1326
  %1381 = phi i32 [ %1373, %1368 ], [ %1362, %1326 ]
  %1382 = phi i32 [ %1379, %1368 ], [ %1366, %1326 ]
  %1383 = lshr i32 %1381, 30
  %1384 = tail call i32 @llvm.fshl.i32(i32 %1381, i32 %1382, i32 2)
  %1385 = shl i32 %1382, 2
  %1386 = lshr i32 %1384, 31
  %1387 = add nuw nsw i32 %1386, %1383
  %1388 = sub nsw i32 0, %1387
  %1389 = icmp slt i32 %1327, 0
  %1390 = select i1 %1389, i32 %1388, i32 %1387
  %1391 = xor i32 %1384, %1327
  %1392 = ashr i32 %1384, 31
  %1393 = xor i32 %1392, %1384
  %1394 = xor i32 %1392, %1385
  %1395 = zext i32 %1393 to i64
  %1396 = shl nuw i64 %1395, 32
  %1397 = zext i32 %1394 to i64
  %1398 = or disjoint i64 %1396, %1397
  %1399 = sitofp i64 %1398 to double
  %1400 = fmul double %1399, 0x3BF921FB54442D19
  %1401 = fptrunc double %1400 to float
  %1402 = fneg float %1401
  %1403 = icmp slt i32 %1391, 0
  %1404 = select i1 %1403, float %1402, float %1401
  br label %1407

1405:                                             ; preds = %1324
  %1406 = tail call float @llvm.nvvm.mul.rn.f(float %1315, float 0.000000e+00) #6
  br label %1407

1407:                                             ; preds = %1405, %1380, %1309
  %1408 = phi i32 [ %1317, %1309 ], [ 0, %1405 ], [ %1390, %1380 ]
  %1409 = phi float [ %1321, %1309 ], [ %1406, %1405 ], [ %1404, %1380 ]
  %1410 = fmul float %1409, %1409
  %1411 = tail call float @llvm.fma.f32(float %1410, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1412 = tail call float @llvm.fma.f32(float %1411, float %1410, float 0x3FA5555760000000)
  %1413 = tail call float @llvm.fma.f32(float %1412, float %1410, float 0xBFDFFFFFE0000000)
  %1414 = tail call float @llvm.fma.f32(float %1413, float %1410, float 1.000000e+00)
  %1415 = tail call float @llvm.fma.f32(float %1410, float %1409, float 0.000000e+00)
  %1416 = tail call float @llvm.fma.f32(float %1410, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1417 = tail call float @llvm.fma.f32(float %1416, float %1410, float 0xBFC5555500000000)
  %1418 = tail call float @llvm.fma.f32(float %1417, float %1415, float %1409)
  %1419 = and i32 %1408, 1
  %1420 = icmp eq i32 %1419, 0
  %1421 = select i1 %1420, float %1418, float %1414
  %1422 = select i1 %1420, float %1414, float %1418
  %1423 = and i32 %1408, 2
  %1424 = icmp eq i32 %1423, 0
  %1425 = fneg float %1421
  %1426 = select i1 %1424, float %1421, float %1425
  %1427 = add i32 %1408, 1
  %1428 = and i32 %1427, 2
  %1429 = icmp eq i32 %1428, 0
  %1430 = fneg float %1422
  %1431 = select i1 %1429, float %1422, float %1430
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1432 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 28), align 4, !tbaa !12
  %1433 = fmul contract float %1432, %1431
  %1434 = fmul contract float %1432, %1426
  %1435 = bitcast float %1433 to i32
  %1436 = bitcast float %1434 to i32
  %1437 = zext i32 %1436 to i64
  %1438 = shl nuw i64 %1437, 32
  %1439 = zext i32 %1435 to i64
  %1440 = or disjoint i64 %1438, %1439
  br label %1441

1441:                                             ; preds = %1306, %1407
  %1442 = phi i64 [ %1440, %1407 ], [ 0, %1306 ]
  %1443 = icmp sgt i32 %1, 8
  br i1 %1443, label %1444, label %1576

1444:                                             ; preds = %1441
  %1445 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 64), align 8, !tbaa !12
  %1446 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 68), align 4, !tbaa !12
  %1447 = fmul contract float %136, %1445
  %1448 = fmul contract float %131, %1446
  %1449 = fadd contract float %1447, %1448
  %1450 = fmul contract float %1449, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1451 = fmul float %1450, 0x3FE45F3060000000
  %1452 = tail call i32 @llvm.nvvm.f2i.rn(float %1451) #6
  %1453 = sitofp i32 %1452 to float
  %1454 = tail call float @llvm.fma.f32(float %1453, float 0xBFF921FB40000000, float %1450)
  %1455 = tail call float @llvm.fma.f32(float %1453, float 0xBE74442D00000000, float %1454)
  %1456 = tail call float @llvm.fma.f32(float %1453, float 0xBCF84698A0000000, float %1455)
  %1457 = tail call float @llvm.nvvm.fabs.f32(float %1450)
  %1458 = fcmp ult float %1457, 1.056150e+05
  br i1 %1458, label %1542, label %1459

1459:                                             ; preds = %1444
  %1460 = fcmp oeq float %1457, 0x7FF0000000000000
  br i1 %1460, label %1540, label %1461

1461:                                             ; preds = %1459
  %1462 = bitcast float %1450 to i32
  %1463 = shl i32 %1462, 8
  %1464 = or i32 %1463, -2147483648
  %1465 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1464, i32 0) #7, !srcloc !11
  %1466 = extractvalue { i32, i32 } %1465, 0
  %1467 = extractvalue { i32, i32 } %1465, 1
  store i32 %1466, ptr %9, align 4
  %1468 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1464, i32 %1467) #7, !srcloc !11
  %1469 = extractvalue { i32, i32 } %1468, 0
  %1470 = extractvalue { i32, i32 } %1468, 1
  %1471 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1469, ptr %1471, align 4
  %1472 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1464, i32 %1470) #7, !srcloc !11
  %1473 = extractvalue { i32, i32 } %1472, 0
  %1474 = extractvalue { i32, i32 } %1472, 1
  %1475 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1473, ptr %1475, align 4
  %1476 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1464, i32 %1474) #7, !srcloc !11
  %1477 = extractvalue { i32, i32 } %1476, 0
  %1478 = extractvalue { i32, i32 } %1476, 1
  %1479 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1477, ptr %1479, align 4
  %1480 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1464, i32 %1478) #7, !srcloc !11
  %1481 = extractvalue { i32, i32 } %1480, 0
  %1482 = extractvalue { i32, i32 } %1480, 1
  %1483 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1481, ptr %1483, align 4
  %1484 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1464, i32 %1482) #7, !srcloc !11
  %1485 = extractvalue { i32, i32 } %1484, 0
  %1486 = extractvalue { i32, i32 } %1484, 1
  %1487 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1485, ptr %1487, align 4
  %1488 = lshr i32 %1462, 23
  %1489 = and i32 %1488, 224
  %1490 = add nsw i32 %1489, -128
  %1491 = lshr exact i32 %1490, 5
  %1492 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1486, ptr %1492, align 4
  %1493 = and i32 %1488, 31
  %1494 = sub nsw i32 6, %1491
  %1495 = sext i32 %1494 to i64
  %1496 = getelementptr inbounds i32, ptr %9, i64 %1495
  %1497 = load i32, ptr %1496, align 4
  %1498 = sub nsw i32 5, %1491
  %1499 = sext i32 %1498 to i64
  %1500 = getelementptr inbounds i32, ptr %9, i64 %1499
  %1501 = load i32, ptr %1500, align 4
  %1502 = icmp eq i32 %1493, 0
  br i1 %1502, label %1515, label %1503

1503:                                             ; preds = %1461
  %1504 = sub nsw i32 4, %1491
  %1505 = sub nuw nsw i32 32, %1493
  %1506 = shl i32 %1497, %1493
  %1507 = lshr i32 %1501, %1505
  %1508 = or disjoint i32 %1507, %1506
  %1509 = shl i32 %1501, %1493
  %1510 = sext i32 %1504 to i64
  %1511 = getelementptr inbounds i32, ptr %9, i64 %1510
  %1512 = load i32, ptr %1511, align 4
  %1513 = lshr i32 %1512, %1505
  %1514 = or disjoint i32 %1513, %1509
  br label %1515

1515:                                             ; preds = %1503, %1461
  %1516 = phi i32 [ %1508, %1503 ], [ %1497, %1461 ]
  %1517 = phi i32 [ %1514, %1503 ], [ %1501, %1461 ]
  %1518 = lshr i32 %1516, 30
  %1519 = tail call i32 @llvm.fshl.i32(i32 %1516, i32 %1517, i32 2)
  %1520 = shl i32 %1517, 2
  %1521 = lshr i32 %1519, 31
  %1522 = add nuw nsw i32 %1521, %1518
  %1523 = sub nsw i32 0, %1522
  %1524 = icmp slt i32 %1462, 0
  %1525 = select i1 %1524, i32 %1523, i32 %1522
  %1526 = xor i32 %1519, %1462
  %1527 = ashr i32 %1519, 31
  %1528 = xor i32 %1527, %1519
  %1529 = xor i32 %1527, %1520
  %1530 = zext i32 %1528 to i64
  %1531 = shl nuw i64 %1530, 32
  %1532 = zext i32 %1529 to i64
  %1533 = or disjoint i64 %1531, %1532
  %1534 = sitofp i64 %1533 to double
  %1535 = fmul double %1534, 0x3BF921FB54442D19
  %1536 = fptrunc double %1535 to float
  %1537 = fneg float %1536
  %1538 = icmp slt i32 %1526, 0
  %1539 = select i1 %1538, float %1537, float %1536
  br label %1542

1540:                                             ; preds = %1459
  %1541 = tail call float @llvm.nvvm.mul.rn.f(float %1450, float 0.000000e+00) #6
  br label %1542

1542:                                             ; preds = %1540, %1515, %1444
  %1543 = phi i32 [ %1452, %1444 ], [ 0, %1540 ], [ %1525, %1515 ]
  %1544 = phi float [ %1456, %1444 ], [ %1541, %1540 ], [ %1539, %1515 ]
  %1545 = fmul float %1544, %1544
  %1546 = tail call float @llvm.fma.f32(float %1545, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1547 = tail call float @llvm.fma.f32(float %1546, float %1545, float 0x3FA5555760000000)
  %1548 = tail call float @llvm.fma.f32(float %1547, float %1545, float 0xBFDFFFFFE0000000)
  %1549 = tail call float @llvm.fma.f32(float %1548, float %1545, float 1.000000e+00)
  %1550 = tail call float @llvm.fma.f32(float %1545, float %1544, float 0.000000e+00)
  %1551 = tail call float @llvm.fma.f32(float %1545, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1552 = tail call float @llvm.fma.f32(float %1551, float %1545, float 0xBFC5555500000000)
  %1553 = tail call float @llvm.fma.f32(float %1552, float %1550, float %1544)
  %1554 = and i32 %1543, 1
  %1555 = icmp eq i32 %1554, 0
  %1556 = select i1 %1555, float %1553, float %1549
  %1557 = select i1 %1555, float %1549, float %1553
  %1558 = and i32 %1543, 2
  %1559 = icmp eq i32 %1558, 0
  %1560 = fneg float %1556
  %1561 = select i1 %1559, float %1556, float %1560
  %1562 = add i32 %1543, 1
  %1563 = and i32 %1562, 2
  %1564 = icmp eq i32 %1563, 0
  %1565 = fneg float %1557
  %1566 = select i1 %1564, float %1557, float %1565
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1567 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 32), align 4, !tbaa !12
  %1568 = fmul contract float %1567, %1566
  %1569 = fmul contract float %1567, %1561
  %1570 = bitcast float %1568 to i32
  %1571 = bitcast float %1569 to i32
  %1572 = zext i32 %1571 to i64
  %1573 = shl nuw i64 %1572, 32
  %1574 = zext i32 %1570 to i64
  %1575 = or disjoint i64 %1573, %1574
  br label %1576

1576:                                             ; preds = %1441, %1542
  %1577 = phi i64 [ %1575, %1542 ], [ 0, %1441 ]
  %1578 = icmp sgt i32 %1, 9
  br i1 %1578, label %1579, label %1711

1579:                                             ; preds = %1576
  %1580 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 72), align 8, !tbaa !12
  %1581 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 76), align 4, !tbaa !12
  %1582 = fmul contract float %136, %1580
  %1583 = fmul contract float %131, %1581
  %1584 = fadd contract float %1582, %1583
  %1585 = fmul contract float %1584, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1586 = fmul float %1585, 0x3FE45F3060000000
  %1587 = tail call i32 @llvm.nvvm.f2i.rn(float %1586) #6
  %1588 = sitofp i32 %1587 to float
  %1589 = tail call float @llvm.fma.f32(float %1588, float 0xBFF921FB40000000, float %1585)
  %1590 = tail call float @llvm.fma.f32(float %1588, float 0xBE74442D00000000, float %1589)
  %1591 = tail call float @llvm.fma.f32(float %1588, float 0xBCF84698A0000000, float %1590)
  %1592 = tail call float @llvm.nvvm.fabs.f32(float %1585)
  %1593 = fcmp ult float %1592, 1.056150e+05
  br i1 %1593, label %1677, label %1594

1594:                                             ; preds = %1579
  %1595 = fcmp oeq float %1592, 0x7FF0000000000000
  br i1 %1595, label %1675, label %1596

1596:                                             ; preds = %1594
  %1597 = bitcast float %1585 to i32
  %1598 = shl i32 %1597, 8
  %1599 = or i32 %1598, -2147483648
  %1600 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1599, i32 0) #7, !srcloc !11
  %1601 = extractvalue { i32, i32 } %1600, 0
  %1602 = extractvalue { i32, i32 } %1600, 1
  store i32 %1601, ptr %9, align 4
  %1603 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1599, i32 %1602) #7, !srcloc !11
  %1604 = extractvalue { i32, i32 } %1603, 0
  %1605 = extractvalue { i32, i32 } %1603, 1
  %1606 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1604, ptr %1606, align 4
  %1607 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1599, i32 %1605) #7, !srcloc !11
  %1608 = extractvalue { i32, i32 } %1607, 0
  %1609 = extractvalue { i32, i32 } %1607, 1
  %1610 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1608, ptr %1610, align 4
  %1611 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1599, i32 %1609) #7, !srcloc !11
  %1612 = extractvalue { i32, i32 } %1611, 0
  %1613 = extractvalue { i32, i32 } %1611, 1
  %1614 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1612, ptr %1614, align 4
  %1615 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1599, i32 %1613) #7, !srcloc !11
  %1616 = extractvalue { i32, i32 } %1615, 0
  %1617 = extractvalue { i32, i32 } %1615, 1
  %1618 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1616, ptr %1618, align 4
  %1619 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1599, i32 %1617) #7, !srcloc !11
  %1620 = extractvalue { i32, i32 } %1619, 0
  %1621 = extractvalue { i32, i32 } %1619, 1
  %1622 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1620, ptr %1622, align 4
  %1623 = lshr i32 %1597, 23
  %1624 = and i32 %1623, 224
  %1625 = add nsw i32 %1624, -128
  %1626 = lshr exact i32 %1625, 5
  %1627 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1621, ptr %1627, align 4
  %1628 = and i32 %1623, 31
  %1629 = sub nsw i32 6, %1626
  %1630 = sext i32 %1629 to i64
  %1631 = getelementptr inbounds i32, ptr %9, i64 %1630
  %1632 = load i32, ptr %1631, align 4
  %1633 = sub nsw i32 5, %1626
  %1634 = sext i32 %1633 to i64
  %1635 = getelementptr inbounds i32, ptr %9, i64 %1634
  %1636 = load i32, ptr %1635, align 4
  %1637 = icmp eq i32 %1628, 0
  br i1 %1637, label %1650, label %1638

1638:                                             ; preds = %1596
  %1639 = sub nsw i32 4, %1626
  %1640 = sub nuw nsw i32 32, %1628
  %1641 = shl i32 %1632, %1628
  %1642 = lshr i32 %1636, %1640
  %1643 = or disjoint i32 %1642, %1641
  %1644 = shl i32 %1636, %1628
  %1645 = sext i32 %1639 to i64
  %1646 = getelementptr inbounds i32, ptr %9, i64 %1645
  %1647 = load i32, ptr %1646, align 4
  %1648 = lshr i32 %1647, %1640
  %1649 = or disjoint i32 %1648, %1644
  br label %1650

1650:                                             ; preds = %1638, %1596
  %1651 = phi i32 [ %1643, %1638 ], [ %1632, %1596 ]
  %1652 = phi i32 [ %1649, %1638 ], [ %1636, %1596 ]
  %1653 = lshr i32 %1651, 30
  %1654 = tail call i32 @llvm.fshl.i32(i32 %1651, i32 %1652, i32 2)
  %1655 = shl i32 %1652, 2
  %1656 = lshr i32 %1654, 31
  %1657 = add nuw nsw i32 %1656, %1653
  %1658 = sub nsw i32 0, %1657
  %1659 = icmp slt i32 %1597, 0
  %1660 = select i1 %1659, i32 %1658, i32 %1657
  %1661 = xor i32 %1654, %1597
  %1662 = ashr i32 %1654, 31
  %1663 = xor i32 %1662, %1654
  %1664 = xor i32 %1662, %1655
  %1665 = zext i32 %1663 to i64
  %1666 = shl nuw i64 %1665, 32
  %1667 = zext i32 %1664 to i64
  %1668 = or disjoint i64 %1666, %1667
  %1669 = sitofp i64 %1668 to double
  %1670 = fmul double %1669, 0x3BF921FB54442D19
  %1671 = fptrunc double %1670 to float
  %1672 = fneg float %1671
  %1673 = icmp slt i32 %1661, 0
  %1674 = select i1 %1673, float %1672, float %1671
  br label %1677

1675:                                             ; preds = %1594
  %1676 = tail call float @llvm.nvvm.mul.rn.f(float %1585, float 0.000000e+00) #6
  br label %1677

1677:                                             ; preds = %1675, %1650, %1579
  %1678 = phi i32 [ %1587, %1579 ], [ 0, %1675 ], [ %1660, %1650 ]
  %1679 = phi float [ %1591, %1579 ], [ %1676, %1675 ], [ %1674, %1650 ]
  %1680 = fmul float %1679, %1679
  %1681 = tail call float @llvm.fma.f32(float %1680, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1682 = tail call float @llvm.fma.f32(float %1681, float %1680, float 0x3FA5555760000000)
  %1683 = tail call float @llvm.fma.f32(float %1682, float %1680, float 0xBFDFFFFFE0000000)
  %1684 = tail call float @llvm.fma.f32(float %1683, float %1680, float 1.000000e+00)
  %1685 = tail call float @llvm.fma.f32(float %1680, float %1679, float 0.000000e+00)
  %1686 = tail call float @llvm.fma.f32(float %1680, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1687 = tail call float @llvm.fma.f32(float %1686, float %1680, float 0xBFC5555500000000)
  %1688 = tail call float @llvm.fma.f32(float %1687, float %1685, float %1679)
  %1689 = and i32 %1678, 1
  %1690 = icmp eq i32 %1689, 0
  %1691 = select i1 %1690, float %1688, float %1684
  %1692 = select i1 %1690, float %1684, float %1688
  %1693 = and i32 %1678, 2
  %1694 = icmp eq i32 %1693, 0
  %1695 = fneg float %1691
  %1696 = select i1 %1694, float %1691, float %1695
  %1697 = add i32 %1678, 1
  %1698 = and i32 %1697, 2
  %1699 = icmp eq i32 %1698, 0
  %1700 = fneg float %1692
  %1701 = select i1 %1699, float %1692, float %1700
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1702 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 36), align 4, !tbaa !12
  %1703 = fmul contract float %1702, %1701
  %1704 = fmul contract float %1702, %1696
  %1705 = bitcast float %1703 to i32
  %1706 = bitcast float %1704 to i32
  %1707 = zext i32 %1706 to i64
  %1708 = shl nuw i64 %1707, 32
  %1709 = zext i32 %1705 to i64
  %1710 = or disjoint i64 %1708, %1709
  br label %1711

1711:                                             ; preds = %1576, %1677
  %1712 = phi i64 [ %1710, %1677 ], [ 0, %1576 ]
  %1713 = icmp sgt i32 %1, 10
  br i1 %1713, label %1714, label %1846

1714:                                             ; preds = %1711
  %1715 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 80), align 8, !tbaa !12
  %1716 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 84), align 4, !tbaa !12
  %1717 = fmul contract float %136, %1715
  %1718 = fmul contract float %131, %1716
  %1719 = fadd contract float %1717, %1718
  %1720 = fmul contract float %1719, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1721 = fmul float %1720, 0x3FE45F3060000000
  %1722 = tail call i32 @llvm.nvvm.f2i.rn(float %1721) #6
  %1723 = sitofp i32 %1722 to float
  %1724 = tail call float @llvm.fma.f32(float %1723, float 0xBFF921FB40000000, float %1720)
  %1725 = tail call float @llvm.fma.f32(float %1723, float 0xBE74442D00000000, float %1724)
  %1726 = tail call float @llvm.fma.f32(float %1723, float 0xBCF84698A0000000, float %1725)
  %1727 = tail call float @llvm.nvvm.fabs.f32(float %1720)
  %1728 = fcmp ult float %1727, 1.056150e+05
  br i1 %1728, label %1812, label %1729

1729:                                             ; preds = %1714
  %1730 = fcmp oeq float %1727, 0x7FF0000000000000
  br i1 %1730, label %1810, label %1731

1731:                                             ; preds = %1729
  %1732 = bitcast float %1720 to i32
  %1733 = shl i32 %1732, 8
  %1734 = or i32 %1733, -2147483648
  %1735 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1734, i32 0) #7, !srcloc !11
  %1736 = extractvalue { i32, i32 } %1735, 0
  %1737 = extractvalue { i32, i32 } %1735, 1
  store i32 %1736, ptr %9, align 4
  %1738 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1734, i32 %1737) #7, !srcloc !11
  %1739 = extractvalue { i32, i32 } %1738, 0
  %1740 = extractvalue { i32, i32 } %1738, 1
  %1741 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1739, ptr %1741, align 4
  %1742 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1734, i32 %1740) #7, !srcloc !11
  %1743 = extractvalue { i32, i32 } %1742, 0
  %1744 = extractvalue { i32, i32 } %1742, 1
  %1745 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1743, ptr %1745, align 4
  %1746 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1734, i32 %1744) #7, !srcloc !11
  %1747 = extractvalue { i32, i32 } %1746, 0
  %1748 = extractvalue { i32, i32 } %1746, 1
  %1749 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1747, ptr %1749, align 4
  %1750 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1734, i32 %1748) #7, !srcloc !11
  %1751 = extractvalue { i32, i32 } %1750, 0
  %1752 = extractvalue { i32, i32 } %1750, 1
  %1753 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1751, ptr %1753, align 4
  %1754 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1734, i32 %1752) #7, !srcloc !11
  %1755 = extractvalue { i32, i32 } %1754, 0
  %1756 = extractvalue { i32, i32 } %1754, 1
  %1757 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1755, ptr %1757, align 4
  %1758 = lshr i32 %1732, 23
  %1759 = and i32 %1758, 224
  %1760 = add nsw i32 %1759, -128
  %1761 = lshr exact i32 %1760, 5
  %1762 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1756, ptr %1762, align 4
  %1763 = and i32 %1758, 31
  %1764 = sub nsw i32 6, %1761
  %1765 = sext i32 %1764 to i64
  %1766 = getelementptr inbounds i32, ptr %9, i64 %1765
  %1767 = load i32, ptr %1766, align 4
  %1768 = sub nsw i32 5, %1761
  %1769 = sext i32 %1768 to i64
  %1770 = getelementptr inbounds i32, ptr %9, i64 %1769
  %1771 = load i32, ptr %1770, align 4
  %1772 = icmp eq i32 %1763, 0
  br i1 %1772, label %1785, label %1773

1773:                                             ; preds = %1731
  %1774 = sub nsw i32 4, %1761
  %1775 = sub nuw nsw i32 32, %1763
  %1776 = shl i32 %1767, %1763
  %1777 = lshr i32 %1771, %1775
  %1778 = or disjoint i32 %1777, %1776
  %1779 = shl i32 %1771, %1763
  %1780 = sext i32 %1774 to i64
  %1781 = getelementptr inbounds i32, ptr %9, i64 %1780
  %1782 = load i32, ptr %1781, align 4
  %1783 = lshr i32 %1782, %1775
  %1784 = or disjoint i32 %1783, %1779
  br label %1785

1785:                                             ; preds = %1773, %1731
  %1786 = phi i32 [ %1778, %1773 ], [ %1767, %1731 ]
  %1787 = phi i32 [ %1784, %1773 ], [ %1771, %1731 ]
  %1788 = lshr i32 %1786, 30
  %1789 = tail call i32 @llvm.fshl.i32(i32 %1786, i32 %1787, i32 2)
  %1790 = shl i32 %1787, 2
  %1791 = lshr i32 %1789, 31
  %1792 = add nuw nsw i32 %1791, %1788
  %1793 = sub nsw i32 0, %1792
  %1794 = icmp slt i32 %1732, 0
  %1795 = select i1 %1794, i32 %1793, i32 %1792
  %1796 = xor i32 %1789, %1732
  %1797 = ashr i32 %1789, 31
  %1798 = xor i32 %1797, %1789
  %1799 = xor i32 %1797, %1790
  %1800 = zext i32 %1798 to i64
  %1801 = shl nuw i64 %1800, 32
  %1802 = zext i32 %1799 to i64
  %1803 = or disjoint i64 %1801, %1802
  %1804 = sitofp i64 %1803 to double
  %1805 = fmul double %1804, 0x3BF921FB54442D19
  %1806 = fptrunc double %1805 to float
  %1807 = fneg float %1806
  %1808 = icmp slt i32 %1796, 0
  %1809 = select i1 %1808, float %1807, float %1806
  br label %1812

1810:                                             ; preds = %1729
  %1811 = tail call float @llvm.nvvm.mul.rn.f(float %1720, float 0.000000e+00) #6
  br label %1812

1812:                                             ; preds = %1810, %1785, %1714
  %1813 = phi i32 [ %1722, %1714 ], [ 0, %1810 ], [ %1795, %1785 ]
  %1814 = phi float [ %1726, %1714 ], [ %1811, %1810 ], [ %1809, %1785 ]
  %1815 = fmul float %1814, %1814
  %1816 = tail call float @llvm.fma.f32(float %1815, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1817 = tail call float @llvm.fma.f32(float %1816, float %1815, float 0x3FA5555760000000)
  %1818 = tail call float @llvm.fma.f32(float %1817, float %1815, float 0xBFDFFFFFE0000000)
  %1819 = tail call float @llvm.fma.f32(float %1818, float %1815, float 1.000000e+00)
  %1820 = tail call float @llvm.fma.f32(float %1815, float %1814, float 0.000000e+00)
  %1821 = tail call float @llvm.fma.f32(float %1815, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1822 = tail call float @llvm.fma.f32(float %1821, float %1815, float 0xBFC5555500000000)
  %1823 = tail call float @llvm.fma.f32(float %1822, float %1820, float %1814)
  %1824 = and i32 %1813, 1
  %1825 = icmp eq i32 %1824, 0
  %1826 = select i1 %1825, float %1823, float %1819
  %1827 = select i1 %1825, float %1819, float %1823
  %1828 = and i32 %1813, 2
  %1829 = icmp eq i32 %1828, 0
  %1830 = fneg float %1826
  %1831 = select i1 %1829, float %1826, float %1830
  %1832 = add i32 %1813, 1
  %1833 = and i32 %1832, 2
  %1834 = icmp eq i32 %1833, 0
  %1835 = fneg float %1827
  %1836 = select i1 %1834, float %1827, float %1835
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1837 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 40), align 4, !tbaa !12
  %1838 = fmul contract float %1837, %1836
  %1839 = fmul contract float %1837, %1831
  %1840 = bitcast float %1838 to i32
  %1841 = bitcast float %1839 to i32
  %1842 = zext i32 %1841 to i64
  %1843 = shl nuw i64 %1842, 32
  %1844 = zext i32 %1840 to i64
  %1845 = or disjoint i64 %1843, %1844
  br label %1846

1846:                                             ; preds = %1711, %1812
  %1847 = phi i64 [ %1845, %1812 ], [ 0, %1711 ]
  %1848 = icmp sgt i32 %1, 11
  br i1 %1848, label %1849, label %1981

1849:                                             ; preds = %1846
  %1850 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 88), align 8, !tbaa !12
  %1851 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 92), align 4, !tbaa !12
  %1852 = fmul contract float %136, %1850
  %1853 = fmul contract float %131, %1851
  %1854 = fadd contract float %1852, %1853
  %1855 = fmul contract float %1854, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1856 = fmul float %1855, 0x3FE45F3060000000
  %1857 = tail call i32 @llvm.nvvm.f2i.rn(float %1856) #6
  %1858 = sitofp i32 %1857 to float
  %1859 = tail call float @llvm.fma.f32(float %1858, float 0xBFF921FB40000000, float %1855)
  %1860 = tail call float @llvm.fma.f32(float %1858, float 0xBE74442D00000000, float %1859)
  %1861 = tail call float @llvm.fma.f32(float %1858, float 0xBCF84698A0000000, float %1860)
  %1862 = tail call float @llvm.nvvm.fabs.f32(float %1855)
  %1863 = fcmp ult float %1862, 1.056150e+05
  br i1 %1863, label %1947, label %1864

1864:                                             ; preds = %1849
  %1865 = fcmp oeq float %1862, 0x7FF0000000000000
  br i1 %1865, label %1945, label %1866

1866:                                             ; preds = %1864
  %1867 = bitcast float %1855 to i32
  %1868 = shl i32 %1867, 8
  %1869 = or i32 %1868, -2147483648
  %1870 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %1869, i32 0) #7, !srcloc !11
  %1871 = extractvalue { i32, i32 } %1870, 0
  %1872 = extractvalue { i32, i32 } %1870, 1
  store i32 %1871, ptr %9, align 4
  %1873 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %1869, i32 %1872) #7, !srcloc !11
  %1874 = extractvalue { i32, i32 } %1873, 0
  %1875 = extractvalue { i32, i32 } %1873, 1
  %1876 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %1874, ptr %1876, align 4
  %1877 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %1869, i32 %1875) #7, !srcloc !11
  %1878 = extractvalue { i32, i32 } %1877, 0
  %1879 = extractvalue { i32, i32 } %1877, 1
  %1880 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %1878, ptr %1880, align 4
  %1881 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %1869, i32 %1879) #7, !srcloc !11
  %1882 = extractvalue { i32, i32 } %1881, 0
  %1883 = extractvalue { i32, i32 } %1881, 1
  %1884 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %1882, ptr %1884, align 4
  %1885 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %1869, i32 %1883) #7, !srcloc !11
  %1886 = extractvalue { i32, i32 } %1885, 0
  %1887 = extractvalue { i32, i32 } %1885, 1
  %1888 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %1886, ptr %1888, align 4
  %1889 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %1869, i32 %1887) #7, !srcloc !11
  %1890 = extractvalue { i32, i32 } %1889, 0
  %1891 = extractvalue { i32, i32 } %1889, 1
  %1892 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %1890, ptr %1892, align 4
  %1893 = lshr i32 %1867, 23
  %1894 = and i32 %1893, 224
  %1895 = add nsw i32 %1894, -128
  %1896 = lshr exact i32 %1895, 5
  %1897 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %1891, ptr %1897, align 4
  %1898 = and i32 %1893, 31
  %1899 = sub nsw i32 6, %1896
  %1900 = sext i32 %1899 to i64
  %1901 = getelementptr inbounds i32, ptr %9, i64 %1900
  %1902 = load i32, ptr %1901, align 4
  %1903 = sub nsw i32 5, %1896
  %1904 = sext i32 %1903 to i64
  %1905 = getelementptr inbounds i32, ptr %9, i64 %1904
  %1906 = load i32, ptr %1905, align 4
  %1907 = icmp eq i32 %1898, 0
  br i1 %1907, label %1920, label %1908

1908:                                             ; preds = %1866
  %1909 = sub nsw i32 4, %1896
  %1910 = sub nuw nsw i32 32, %1898
  %1911 = shl i32 %1902, %1898
  %1912 = lshr i32 %1906, %1910
  %1913 = or disjoint i32 %1912, %1911
  %1914 = shl i32 %1906, %1898
  %1915 = sext i32 %1909 to i64
  %1916 = getelementptr inbounds i32, ptr %9, i64 %1915
  %1917 = load i32, ptr %1916, align 4
  %1918 = lshr i32 %1917, %1910
  %1919 = or disjoint i32 %1918, %1914
  br label %1920

1920:                                             ; preds = %1908, %1866
  %1921 = phi i32 [ %1913, %1908 ], [ %1902, %1866 ]
  %1922 = phi i32 [ %1919, %1908 ], [ %1906, %1866 ]
  %1923 = lshr i32 %1921, 30
  %1924 = tail call i32 @llvm.fshl.i32(i32 %1921, i32 %1922, i32 2)
  %1925 = shl i32 %1922, 2
  %1926 = lshr i32 %1924, 31
  %1927 = add nuw nsw i32 %1926, %1923
  %1928 = sub nsw i32 0, %1927
  %1929 = icmp slt i32 %1867, 0
  %1930 = select i1 %1929, i32 %1928, i32 %1927
  %1931 = xor i32 %1924, %1867
  %1932 = ashr i32 %1924, 31
  %1933 = xor i32 %1932, %1924
  %1934 = xor i32 %1932, %1925
  %1935 = zext i32 %1933 to i64
  %1936 = shl nuw i64 %1935, 32
  %1937 = zext i32 %1934 to i64
  %1938 = or disjoint i64 %1936, %1937
  %1939 = sitofp i64 %1938 to double
  %1940 = fmul double %1939, 0x3BF921FB54442D19
  %1941 = fptrunc double %1940 to float
  %1942 = fneg float %1941
  %1943 = icmp slt i32 %1931, 0
  %1944 = select i1 %1943, float %1942, float %1941
  br label %1947

1945:                                             ; preds = %1864
  %1946 = tail call float @llvm.nvvm.mul.rn.f(float %1855, float 0.000000e+00) #6
  br label %1947

1947:                                             ; preds = %1945, %1920, %1849
  %1948 = phi i32 [ %1857, %1849 ], [ 0, %1945 ], [ %1930, %1920 ]
  %1949 = phi float [ %1861, %1849 ], [ %1946, %1945 ], [ %1944, %1920 ]
  %1950 = fmul float %1949, %1949
  %1951 = tail call float @llvm.fma.f32(float %1950, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %1952 = tail call float @llvm.fma.f32(float %1951, float %1950, float 0x3FA5555760000000)
  %1953 = tail call float @llvm.fma.f32(float %1952, float %1950, float 0xBFDFFFFFE0000000)
  %1954 = tail call float @llvm.fma.f32(float %1953, float %1950, float 1.000000e+00)
  %1955 = tail call float @llvm.fma.f32(float %1950, float %1949, float 0.000000e+00)
  %1956 = tail call float @llvm.fma.f32(float %1950, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %1957 = tail call float @llvm.fma.f32(float %1956, float %1950, float 0xBFC5555500000000)
  %1958 = tail call float @llvm.fma.f32(float %1957, float %1955, float %1949)
  %1959 = and i32 %1948, 1
  %1960 = icmp eq i32 %1959, 0
  %1961 = select i1 %1960, float %1958, float %1954
  %1962 = select i1 %1960, float %1954, float %1958
  %1963 = and i32 %1948, 2
  %1964 = icmp eq i32 %1963, 0
  %1965 = fneg float %1961
  %1966 = select i1 %1964, float %1961, float %1965
  %1967 = add i32 %1948, 1
  %1968 = and i32 %1967, 2
  %1969 = icmp eq i32 %1968, 0
  %1970 = fneg float %1962
  %1971 = select i1 %1969, float %1962, float %1970
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %1972 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 44), align 4, !tbaa !12
  %1973 = fmul contract float %1972, %1971
  %1974 = fmul contract float %1972, %1966
  %1975 = bitcast float %1973 to i32
  %1976 = bitcast float %1974 to i32
  %1977 = zext i32 %1976 to i64
  %1978 = shl nuw i64 %1977, 32
  %1979 = zext i32 %1975 to i64
  %1980 = or disjoint i64 %1978, %1979
  br label %1981

1981:                                             ; preds = %1846, %1947
  %1982 = phi i64 [ %1980, %1947 ], [ 0, %1846 ]
  %1983 = icmp sgt i32 %1, 12
  br i1 %1983, label %1984, label %2116

1984:                                             ; preds = %1981
  %1985 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 96), align 8, !tbaa !12
  %1986 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 100), align 4, !tbaa !12
  %1987 = fmul contract float %136, %1985
  %1988 = fmul contract float %131, %1986
  %1989 = fadd contract float %1987, %1988
  %1990 = fmul contract float %1989, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %1991 = fmul float %1990, 0x3FE45F3060000000
  %1992 = tail call i32 @llvm.nvvm.f2i.rn(float %1991) #6
  %1993 = sitofp i32 %1992 to float
  %1994 = tail call float @llvm.fma.f32(float %1993, float 0xBFF921FB40000000, float %1990)
  %1995 = tail call float @llvm.fma.f32(float %1993, float 0xBE74442D00000000, float %1994)
  %1996 = tail call float @llvm.fma.f32(float %1993, float 0xBCF84698A0000000, float %1995)
  %1997 = tail call float @llvm.nvvm.fabs.f32(float %1990)
  %1998 = fcmp ult float %1997, 1.056150e+05
  br i1 %1998, label %2082, label %1999

1999:                                             ; preds = %1984
  %2000 = fcmp oeq float %1997, 0x7FF0000000000000
  br i1 %2000, label %2080, label %2001

2001:                                             ; preds = %1999
  %2002 = bitcast float %1990 to i32
  %2003 = shl i32 %2002, 8
  %2004 = or i32 %2003, -2147483648
  %2005 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2004, i32 0) #7, !srcloc !11
  %2006 = extractvalue { i32, i32 } %2005, 0
  %2007 = extractvalue { i32, i32 } %2005, 1
  store i32 %2006, ptr %9, align 4
  %2008 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2004, i32 %2007) #7, !srcloc !11
  %2009 = extractvalue { i32, i32 } %2008, 0
  %2010 = extractvalue { i32, i32 } %2008, 1
  %2011 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2009, ptr %2011, align 4
  %2012 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2004, i32 %2010) #7, !srcloc !11
  %2013 = extractvalue { i32, i32 } %2012, 0
  %2014 = extractvalue { i32, i32 } %2012, 1
  %2015 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2013, ptr %2015, align 4
  %2016 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2004, i32 %2014) #7, !srcloc !11
  %2017 = extractvalue { i32, i32 } %2016, 0
  %2018 = extractvalue { i32, i32 } %2016, 1
  %2019 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2017, ptr %2019, align 4
  %2020 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2004, i32 %2018) #7, !srcloc !11
  %2021 = extractvalue { i32, i32 } %2020, 0
  %2022 = extractvalue { i32, i32 } %2020, 1
  %2023 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2021, ptr %2023, align 4
  %2024 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2004, i32 %2022) #7, !srcloc !11
  %2025 = extractvalue { i32, i32 } %2024, 0
  %2026 = extractvalue { i32, i32 } %2024, 1
  %2027 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2025, ptr %2027, align 4
  %2028 = lshr i32 %2002, 23
  %2029 = and i32 %2028, 224
  %2030 = add nsw i32 %2029, -128
  %2031 = lshr exact i32 %2030, 5
  %2032 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2026, ptr %2032, align 4
  %2033 = and i32 %2028, 31
  %2034 = sub nsw i32 6, %2031
  %2035 = sext i32 %2034 to i64
  %2036 = getelementptr inbounds i32, ptr %9, i64 %2035
  %2037 = load i32, ptr %2036, align 4
  %2038 = sub nsw i32 5, %2031
  %2039 = sext i32 %2038 to i64
  %2040 = getelementptr inbounds i32, ptr %9, i64 %2039
  %2041 = load i32, ptr %2040, align 4
  %2042 = icmp eq i32 %2033, 0
  br i1 %2042, label %2055, label %2043

2043:                                             ; preds = %2001
  %2044 = sub nsw i32 4, %2031
  %2045 = sub nuw nsw i32 32, %2033
  %2046 = shl i32 %2037, %2033
  %2047 = lshr i32 %2041, %2045
  %2048 = or disjoint i32 %2047, %2046
  %2049 = shl i32 %2041, %2033
  %2050 = sext i32 %2044 to i64
  %2051 = getelementptr inbounds i32, ptr %9, i64 %2050
  %2052 = load i32, ptr %2051, align 4
  %2053 = lshr i32 %2052, %2045
  %2054 = or disjoint i32 %2053, %2049
  br label %2055

2055:                                             ; preds = %2043, %2001
  %2056 = phi i32 [ %2048, %2043 ], [ %2037, %2001 ]
  %2057 = phi i32 [ %2054, %2043 ], [ %2041, %2001 ]
  %2058 = lshr i32 %2056, 30
  %2059 = tail call i32 @llvm.fshl.i32(i32 %2056, i32 %2057, i32 2)
  %2060 = shl i32 %2057, 2
  %2061 = lshr i32 %2059, 31
  %2062 = add nuw nsw i32 %2061, %2058
  %2063 = sub nsw i32 0, %2062
  %2064 = icmp slt i32 %2002, 0
  %2065 = select i1 %2064, i32 %2063, i32 %2062
  %2066 = xor i32 %2059, %2002
  %2067 = ashr i32 %2059, 31
  %2068 = xor i32 %2067, %2059
  %2069 = xor i32 %2067, %2060
  %2070 = zext i32 %2068 to i64
  %2071 = shl nuw i64 %2070, 32
  %2072 = zext i32 %2069 to i64
  %2073 = or disjoint i64 %2071, %2072
  %2074 = sitofp i64 %2073 to double
  %2075 = fmul double %2074, 0x3BF921FB54442D19
  %2076 = fptrunc double %2075 to float
  %2077 = fneg float %2076
  %2078 = icmp slt i32 %2066, 0
  %2079 = select i1 %2078, float %2077, float %2076
  br label %2082

2080:                                             ; preds = %1999
  %2081 = tail call float @llvm.nvvm.mul.rn.f(float %1990, float 0.000000e+00) #6
  br label %2082

2082:                                             ; preds = %2080, %2055, %1984
  %2083 = phi i32 [ %1992, %1984 ], [ 0, %2080 ], [ %2065, %2055 ]
  %2084 = phi float [ %1996, %1984 ], [ %2081, %2080 ], [ %2079, %2055 ]
  %2085 = fmul float %2084, %2084
  %2086 = tail call float @llvm.fma.f32(float %2085, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2087 = tail call float @llvm.fma.f32(float %2086, float %2085, float 0x3FA5555760000000)
  %2088 = tail call float @llvm.fma.f32(float %2087, float %2085, float 0xBFDFFFFFE0000000)
  %2089 = tail call float @llvm.fma.f32(float %2088, float %2085, float 1.000000e+00)
  %2090 = tail call float @llvm.fma.f32(float %2085, float %2084, float 0.000000e+00)
  %2091 = tail call float @llvm.fma.f32(float %2085, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2092 = tail call float @llvm.fma.f32(float %2091, float %2085, float 0xBFC5555500000000)
  %2093 = tail call float @llvm.fma.f32(float %2092, float %2090, float %2084)
  %2094 = and i32 %2083, 1
  %2095 = icmp eq i32 %2094, 0
  %2096 = select i1 %2095, float %2093, float %2089
  %2097 = select i1 %2095, float %2089, float %2093
  %2098 = and i32 %2083, 2
  %2099 = icmp eq i32 %2098, 0
  %2100 = fneg float %2096
  %2101 = select i1 %2099, float %2096, float %2100
  %2102 = add i32 %2083, 1
  %2103 = and i32 %2102, 2
  %2104 = icmp eq i32 %2103, 0
  %2105 = fneg float %2097
  %2106 = select i1 %2104, float %2097, float %2105
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2107 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 48), align 4, !tbaa !12
  %2108 = fmul contract float %2107, %2106
  %2109 = fmul contract float %2107, %2101
  %2110 = bitcast float %2108 to i32
  %2111 = bitcast float %2109 to i32
  %2112 = zext i32 %2111 to i64
  %2113 = shl nuw i64 %2112, 32
  %2114 = zext i32 %2110 to i64
  %2115 = or disjoint i64 %2113, %2114
  br label %2116

2116:                                             ; preds = %1981, %2082
  %2117 = phi i64 [ %2115, %2082 ], [ 0, %1981 ]
  %2118 = icmp sgt i32 %1, 13
  br i1 %2118, label %2119, label %2251

2119:                                             ; preds = %2116
  %2120 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 104), align 8, !tbaa !12
  %2121 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 108), align 4, !tbaa !12
  %2122 = fmul contract float %136, %2120
  %2123 = fmul contract float %131, %2121
  %2124 = fadd contract float %2122, %2123
  %2125 = fmul contract float %2124, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2126 = fmul float %2125, 0x3FE45F3060000000
  %2127 = tail call i32 @llvm.nvvm.f2i.rn(float %2126) #6
  %2128 = sitofp i32 %2127 to float
  %2129 = tail call float @llvm.fma.f32(float %2128, float 0xBFF921FB40000000, float %2125)
  %2130 = tail call float @llvm.fma.f32(float %2128, float 0xBE74442D00000000, float %2129)
  %2131 = tail call float @llvm.fma.f32(float %2128, float 0xBCF84698A0000000, float %2130)
  %2132 = tail call float @llvm.nvvm.fabs.f32(float %2125)
  %2133 = fcmp ult float %2132, 1.056150e+05
  br i1 %2133, label %2217, label %2134

2134:                                             ; preds = %2119
  %2135 = fcmp oeq float %2132, 0x7FF0000000000000
  br i1 %2135, label %2215, label %2136

2136:                                             ; preds = %2134
  %2137 = bitcast float %2125 to i32
  %2138 = shl i32 %2137, 8
  %2139 = or i32 %2138, -2147483648
  %2140 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2139, i32 0) #7, !srcloc !11
  %2141 = extractvalue { i32, i32 } %2140, 0
  %2142 = extractvalue { i32, i32 } %2140, 1
  store i32 %2141, ptr %9, align 4
  %2143 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2139, i32 %2142) #7, !srcloc !11
  %2144 = extractvalue { i32, i32 } %2143, 0
  %2145 = extractvalue { i32, i32 } %2143, 1
  %2146 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2144, ptr %2146, align 4
  %2147 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2139, i32 %2145) #7, !srcloc !11
  %2148 = extractvalue { i32, i32 } %2147, 0
  %2149 = extractvalue { i32, i32 } %2147, 1
  %2150 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2148, ptr %2150, align 4
  %2151 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2139, i32 %2149) #7, !srcloc !11
  %2152 = extractvalue { i32, i32 } %2151, 0
  %2153 = extractvalue { i32, i32 } %2151, 1
  %2154 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2152, ptr %2154, align 4
  %2155 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2139, i32 %2153) #7, !srcloc !11
  %2156 = extractvalue { i32, i32 } %2155, 0
  %2157 = extractvalue { i32, i32 } %2155, 1
  %2158 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2156, ptr %2158, align 4
  %2159 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2139, i32 %2157) #7, !srcloc !11
  %2160 = extractvalue { i32, i32 } %2159, 0
  %2161 = extractvalue { i32, i32 } %2159, 1
  %2162 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2160, ptr %2162, align 4
  %2163 = lshr i32 %2137, 23
  %2164 = and i32 %2163, 224
  %2165 = add nsw i32 %2164, -128
  %2166 = lshr exact i32 %2165, 5
  %2167 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2161, ptr %2167, align 4
  %2168 = and i32 %2163, 31
  %2169 = sub nsw i32 6, %2166
  %2170 = sext i32 %2169 to i64
  %2171 = getelementptr inbounds i32, ptr %9, i64 %2170
  %2172 = load i32, ptr %2171, align 4
  %2173 = sub nsw i32 5, %2166
  %2174 = sext i32 %2173 to i64
  %2175 = getelementptr inbounds i32, ptr %9, i64 %2174
  %2176 = load i32, ptr %2175, align 4
  %2177 = icmp eq i32 %2168, 0
  br i1 %2177, label %2190, label %2178

2178:                                             ; preds = %2136
  %2179 = sub nsw i32 4, %2166
  %2180 = sub nuw nsw i32 32, %2168
  %2181 = shl i32 %2172, %2168
  %2182 = lshr i32 %2176, %2180
  %2183 = or disjoint i32 %2182, %2181
  %2184 = shl i32 %2176, %2168
  %2185 = sext i32 %2179 to i64
  %2186 = getelementptr inbounds i32, ptr %9, i64 %2185
  %2187 = load i32, ptr %2186, align 4
  %2188 = lshr i32 %2187, %2180
  %2189 = or disjoint i32 %2188, %2184
  br label %2190

2190:                                             ; preds = %2178, %2136
  %2191 = phi i32 [ %2183, %2178 ], [ %2172, %2136 ]
  %2192 = phi i32 [ %2189, %2178 ], [ %2176, %2136 ]
  %2193 = lshr i32 %2191, 30
  %2194 = tail call i32 @llvm.fshl.i32(i32 %2191, i32 %2192, i32 2)
  %2195 = shl i32 %2192, 2
  %2196 = lshr i32 %2194, 31
  %2197 = add nuw nsw i32 %2196, %2193
  %2198 = sub nsw i32 0, %2197
  %2199 = icmp slt i32 %2137, 0
  %2200 = select i1 %2199, i32 %2198, i32 %2197
  %2201 = xor i32 %2194, %2137
  %2202 = ashr i32 %2194, 31
  %2203 = xor i32 %2202, %2194
  %2204 = xor i32 %2202, %2195
  %2205 = zext i32 %2203 to i64
  %2206 = shl nuw i64 %2205, 32
  %2207 = zext i32 %2204 to i64
  %2208 = or disjoint i64 %2206, %2207
  %2209 = sitofp i64 %2208 to double
  %2210 = fmul double %2209, 0x3BF921FB54442D19
  %2211 = fptrunc double %2210 to float
  %2212 = fneg float %2211
  %2213 = icmp slt i32 %2201, 0
  %2214 = select i1 %2213, float %2212, float %2211
  br label %2217

2215:                                             ; preds = %2134
  %2216 = tail call float @llvm.nvvm.mul.rn.f(float %2125, float 0.000000e+00) #6
  br label %2217

2217:                                             ; preds = %2215, %2190, %2119
  %2218 = phi i32 [ %2127, %2119 ], [ 0, %2215 ], [ %2200, %2190 ]
  %2219 = phi float [ %2131, %2119 ], [ %2216, %2215 ], [ %2214, %2190 ]
  %2220 = fmul float %2219, %2219
  %2221 = tail call float @llvm.fma.f32(float %2220, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2222 = tail call float @llvm.fma.f32(float %2221, float %2220, float 0x3FA5555760000000)
  %2223 = tail call float @llvm.fma.f32(float %2222, float %2220, float 0xBFDFFFFFE0000000)
  %2224 = tail call float @llvm.fma.f32(float %2223, float %2220, float 1.000000e+00)
  %2225 = tail call float @llvm.fma.f32(float %2220, float %2219, float 0.000000e+00)
  %2226 = tail call float @llvm.fma.f32(float %2220, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2227 = tail call float @llvm.fma.f32(float %2226, float %2220, float 0xBFC5555500000000)
  %2228 = tail call float @llvm.fma.f32(float %2227, float %2225, float %2219)
  %2229 = and i32 %2218, 1
  %2230 = icmp eq i32 %2229, 0
  %2231 = select i1 %2230, float %2228, float %2224
  %2232 = select i1 %2230, float %2224, float %2228
  %2233 = and i32 %2218, 2
  %2234 = icmp eq i32 %2233, 0
  %2235 = fneg float %2231
  %2236 = select i1 %2234, float %2231, float %2235
  %2237 = add i32 %2218, 1
  %2238 = and i32 %2237, 2
  %2239 = icmp eq i32 %2238, 0
  %2240 = fneg float %2232
  %2241 = select i1 %2239, float %2232, float %2240
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2242 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 52), align 4, !tbaa !12
  %2243 = fmul contract float %2242, %2241
  %2244 = fmul contract float %2242, %2236
  %2245 = bitcast float %2243 to i32
  %2246 = bitcast float %2244 to i32
  %2247 = zext i32 %2246 to i64
  %2248 = shl nuw i64 %2247, 32
  %2249 = zext i32 %2245 to i64
  %2250 = or disjoint i64 %2248, %2249
  br label %2251

2251:                                             ; preds = %2116, %2217
  %2252 = phi i64 [ %2250, %2217 ], [ 0, %2116 ]
  %2253 = icmp sgt i32 %1, 14
  br i1 %2253, label %2254, label %2386

2254:                                             ; preds = %2251
  %2255 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 112), align 8, !tbaa !12
  %2256 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 116), align 4, !tbaa !12
  %2257 = fmul contract float %136, %2255
  %2258 = fmul contract float %131, %2256
  %2259 = fadd contract float %2257, %2258
  %2260 = fmul contract float %2259, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2261 = fmul float %2260, 0x3FE45F3060000000
  %2262 = tail call i32 @llvm.nvvm.f2i.rn(float %2261) #6
  %2263 = sitofp i32 %2262 to float
  %2264 = tail call float @llvm.fma.f32(float %2263, float 0xBFF921FB40000000, float %2260)
  %2265 = tail call float @llvm.fma.f32(float %2263, float 0xBE74442D00000000, float %2264)
  %2266 = tail call float @llvm.fma.f32(float %2263, float 0xBCF84698A0000000, float %2265)
  %2267 = tail call float @llvm.nvvm.fabs.f32(float %2260)
  %2268 = fcmp ult float %2267, 1.056150e+05
  br i1 %2268, label %2352, label %2269

2269:                                             ; preds = %2254
  %2270 = fcmp oeq float %2267, 0x7FF0000000000000
  br i1 %2270, label %2350, label %2271

2271:                                             ; preds = %2269
  %2272 = bitcast float %2260 to i32
  %2273 = shl i32 %2272, 8
  %2274 = or i32 %2273, -2147483648
  %2275 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2274, i32 0) #7, !srcloc !11
  %2276 = extractvalue { i32, i32 } %2275, 0
  %2277 = extractvalue { i32, i32 } %2275, 1
  store i32 %2276, ptr %9, align 4
  %2278 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2274, i32 %2277) #7, !srcloc !11
  %2279 = extractvalue { i32, i32 } %2278, 0
  %2280 = extractvalue { i32, i32 } %2278, 1
  %2281 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2279, ptr %2281, align 4
  %2282 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2274, i32 %2280) #7, !srcloc !11
  %2283 = extractvalue { i32, i32 } %2282, 0
  %2284 = extractvalue { i32, i32 } %2282, 1
  %2285 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2283, ptr %2285, align 4
  %2286 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2274, i32 %2284) #7, !srcloc !11
  %2287 = extractvalue { i32, i32 } %2286, 0
  %2288 = extractvalue { i32, i32 } %2286, 1
  %2289 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2287, ptr %2289, align 4
  %2290 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2274, i32 %2288) #7, !srcloc !11
  %2291 = extractvalue { i32, i32 } %2290, 0
  %2292 = extractvalue { i32, i32 } %2290, 1
  %2293 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2291, ptr %2293, align 4
  %2294 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2274, i32 %2292) #7, !srcloc !11
  %2295 = extractvalue { i32, i32 } %2294, 0
  %2296 = extractvalue { i32, i32 } %2294, 1
  %2297 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2295, ptr %2297, align 4
  %2298 = lshr i32 %2272, 23
  %2299 = and i32 %2298, 224
  %2300 = add nsw i32 %2299, -128
  %2301 = lshr exact i32 %2300, 5
  %2302 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2296, ptr %2302, align 4
  %2303 = and i32 %2298, 31
  %2304 = sub nsw i32 6, %2301
  %2305 = sext i32 %2304 to i64
  %2306 = getelementptr inbounds i32, ptr %9, i64 %2305
  %2307 = load i32, ptr %2306, align 4
  %2308 = sub nsw i32 5, %2301
  %2309 = sext i32 %2308 to i64
  %2310 = getelementptr inbounds i32, ptr %9, i64 %2309
  %2311 = load i32, ptr %2310, align 4
  %2312 = icmp eq i32 %2303, 0
  br i1 %2312, label %2325, label %2313

2313:                                             ; preds = %2271
  %2314 = sub nsw i32 4, %2301
  %2315 = sub nuw nsw i32 32, %2303
  %2316 = shl i32 %2307, %2303
  %2317 = lshr i32 %2311, %2315
  %2318 = or disjoint i32 %2317, %2316
  %2319 = shl i32 %2311, %2303
  %2320 = sext i32 %2314 to i64
  %2321 = getelementptr inbounds i32, ptr %9, i64 %2320
  %2322 = load i32, ptr %2321, align 4
  %2323 = lshr i32 %2322, %2315
  %2324 = or disjoint i32 %2323, %2319
  br label %2325

2325:                                             ; preds = %2313, %2271
  %2326 = phi i32 [ %2318, %2313 ], [ %2307, %2271 ]
  %2327 = phi i32 [ %2324, %2313 ], [ %2311, %2271 ]
  %2328 = lshr i32 %2326, 30
  %2329 = tail call i32 @llvm.fshl.i32(i32 %2326, i32 %2327, i32 2)
  %2330 = shl i32 %2327, 2
  %2331 = lshr i32 %2329, 31
  %2332 = add nuw nsw i32 %2331, %2328
  %2333 = sub nsw i32 0, %2332
  %2334 = icmp slt i32 %2272, 0
  %2335 = select i1 %2334, i32 %2333, i32 %2332
  %2336 = xor i32 %2329, %2272
  %2337 = ashr i32 %2329, 31
  %2338 = xor i32 %2337, %2329
  %2339 = xor i32 %2337, %2330
  %2340 = zext i32 %2338 to i64
  %2341 = shl nuw i64 %2340, 32
  %2342 = zext i32 %2339 to i64
  %2343 = or disjoint i64 %2341, %2342
  %2344 = sitofp i64 %2343 to double
  %2345 = fmul double %2344, 0x3BF921FB54442D19
  %2346 = fptrunc double %2345 to float
  %2347 = fneg float %2346
  %2348 = icmp slt i32 %2336, 0
  %2349 = select i1 %2348, float %2347, float %2346
  br label %2352

2350:                                             ; preds = %2269
  %2351 = tail call float @llvm.nvvm.mul.rn.f(float %2260, float 0.000000e+00) #6
  br label %2352

2352:                                             ; preds = %2350, %2325, %2254
  %2353 = phi i32 [ %2262, %2254 ], [ 0, %2350 ], [ %2335, %2325 ]
  %2354 = phi float [ %2266, %2254 ], [ %2351, %2350 ], [ %2349, %2325 ]
  %2355 = fmul float %2354, %2354
  %2356 = tail call float @llvm.fma.f32(float %2355, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2357 = tail call float @llvm.fma.f32(float %2356, float %2355, float 0x3FA5555760000000)
  %2358 = tail call float @llvm.fma.f32(float %2357, float %2355, float 0xBFDFFFFFE0000000)
  %2359 = tail call float @llvm.fma.f32(float %2358, float %2355, float 1.000000e+00)
  %2360 = tail call float @llvm.fma.f32(float %2355, float %2354, float 0.000000e+00)
  %2361 = tail call float @llvm.fma.f32(float %2355, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2362 = tail call float @llvm.fma.f32(float %2361, float %2355, float 0xBFC5555500000000)
  %2363 = tail call float @llvm.fma.f32(float %2362, float %2360, float %2354)
  %2364 = and i32 %2353, 1
  %2365 = icmp eq i32 %2364, 0
  %2366 = select i1 %2365, float %2363, float %2359
  %2367 = select i1 %2365, float %2359, float %2363
  %2368 = and i32 %2353, 2
  %2369 = icmp eq i32 %2368, 0
  %2370 = fneg float %2366
  %2371 = select i1 %2369, float %2366, float %2370
  %2372 = add i32 %2353, 1
  %2373 = and i32 %2372, 2
  %2374 = icmp eq i32 %2373, 0
  %2375 = fneg float %2367
  %2376 = select i1 %2374, float %2367, float %2375
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2377 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 56), align 4, !tbaa !12
  %2378 = fmul contract float %2377, %2376
  %2379 = fmul contract float %2377, %2371
  %2380 = bitcast float %2378 to i32
  %2381 = bitcast float %2379 to i32
  %2382 = zext i32 %2381 to i64
  %2383 = shl nuw i64 %2382, 32
  %2384 = zext i32 %2380 to i64
  %2385 = or disjoint i64 %2383, %2384
  br label %2386

2386:                                             ; preds = %2251, %2352
  %2387 = phi i64 [ %2385, %2352 ], [ 0, %2251 ]
  %2388 = icmp sgt i32 %1, 15
  br i1 %2388, label %2389, label %2521

2389:                                             ; preds = %2386
  %2390 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 120), align 8, !tbaa !12
  %2391 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 124), align 4, !tbaa !12
  %2392 = fmul contract float %136, %2390
  %2393 = fmul contract float %131, %2391
  %2394 = fadd contract float %2392, %2393
  %2395 = fmul contract float %2394, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2396 = fmul float %2395, 0x3FE45F3060000000
  %2397 = tail call i32 @llvm.nvvm.f2i.rn(float %2396) #6
  %2398 = sitofp i32 %2397 to float
  %2399 = tail call float @llvm.fma.f32(float %2398, float 0xBFF921FB40000000, float %2395)
  %2400 = tail call float @llvm.fma.f32(float %2398, float 0xBE74442D00000000, float %2399)
  %2401 = tail call float @llvm.fma.f32(float %2398, float 0xBCF84698A0000000, float %2400)
  %2402 = tail call float @llvm.nvvm.fabs.f32(float %2395)
  %2403 = fcmp ult float %2402, 1.056150e+05
  br i1 %2403, label %2487, label %2404

2404:                                             ; preds = %2389
  %2405 = fcmp oeq float %2402, 0x7FF0000000000000
  br i1 %2405, label %2485, label %2406

2406:                                             ; preds = %2404
  %2407 = bitcast float %2395 to i32
  %2408 = shl i32 %2407, 8
  %2409 = or i32 %2408, -2147483648
  %2410 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2409, i32 0) #7, !srcloc !11
  %2411 = extractvalue { i32, i32 } %2410, 0
  %2412 = extractvalue { i32, i32 } %2410, 1
  store i32 %2411, ptr %9, align 4
  %2413 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2409, i32 %2412) #7, !srcloc !11
  %2414 = extractvalue { i32, i32 } %2413, 0
  %2415 = extractvalue { i32, i32 } %2413, 1
  %2416 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2414, ptr %2416, align 4
  %2417 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2409, i32 %2415) #7, !srcloc !11
  %2418 = extractvalue { i32, i32 } %2417, 0
  %2419 = extractvalue { i32, i32 } %2417, 1
  %2420 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2418, ptr %2420, align 4
  %2421 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2409, i32 %2419) #7, !srcloc !11
  %2422 = extractvalue { i32, i32 } %2421, 0
  %2423 = extractvalue { i32, i32 } %2421, 1
  %2424 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2422, ptr %2424, align 4
  %2425 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2409, i32 %2423) #7, !srcloc !11
  %2426 = extractvalue { i32, i32 } %2425, 0
  %2427 = extractvalue { i32, i32 } %2425, 1
  %2428 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2426, ptr %2428, align 4
  %2429 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2409, i32 %2427) #7, !srcloc !11
  %2430 = extractvalue { i32, i32 } %2429, 0
  %2431 = extractvalue { i32, i32 } %2429, 1
  %2432 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2430, ptr %2432, align 4
  %2433 = lshr i32 %2407, 23
  %2434 = and i32 %2433, 224
  %2435 = add nsw i32 %2434, -128
  %2436 = lshr exact i32 %2435, 5
  %2437 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2431, ptr %2437, align 4
  %2438 = and i32 %2433, 31
  %2439 = sub nsw i32 6, %2436
  %2440 = sext i32 %2439 to i64
  %2441 = getelementptr inbounds i32, ptr %9, i64 %2440
  %2442 = load i32, ptr %2441, align 4
  %2443 = sub nsw i32 5, %2436
  %2444 = sext i32 %2443 to i64
  %2445 = getelementptr inbounds i32, ptr %9, i64 %2444
  %2446 = load i32, ptr %2445, align 4
  %2447 = icmp eq i32 %2438, 0
  br i1 %2447, label %2460, label %2448

2448:                                             ; preds = %2406
  %2449 = sub nsw i32 4, %2436
  %2450 = sub nuw nsw i32 32, %2438
  %2451 = shl i32 %2442, %2438
  %2452 = lshr i32 %2446, %2450
  %2453 = or disjoint i32 %2452, %2451
  %2454 = shl i32 %2446, %2438
  %2455 = sext i32 %2449 to i64
  %2456 = getelementptr inbounds i32, ptr %9, i64 %2455
  %2457 = load i32, ptr %2456, align 4
  %2458 = lshr i32 %2457, %2450
  %2459 = or disjoint i32 %2458, %2454
  br label %2460

2460:                                             ; preds = %2448, %2406
  %2461 = phi i32 [ %2453, %2448 ], [ %2442, %2406 ]
  %2462 = phi i32 [ %2459, %2448 ], [ %2446, %2406 ]
  %2463 = lshr i32 %2461, 30
  %2464 = tail call i32 @llvm.fshl.i32(i32 %2461, i32 %2462, i32 2)
  %2465 = shl i32 %2462, 2
  %2466 = lshr i32 %2464, 31
  %2467 = add nuw nsw i32 %2466, %2463
  %2468 = sub nsw i32 0, %2467
  %2469 = icmp slt i32 %2407, 0
  %2470 = select i1 %2469, i32 %2468, i32 %2467
  %2471 = xor i32 %2464, %2407
  %2472 = ashr i32 %2464, 31
  %2473 = xor i32 %2472, %2464
  %2474 = xor i32 %2472, %2465
  %2475 = zext i32 %2473 to i64
  %2476 = shl nuw i64 %2475, 32
  %2477 = zext i32 %2474 to i64
  %2478 = or disjoint i64 %2476, %2477
  %2479 = sitofp i64 %2478 to double
  %2480 = fmul double %2479, 0x3BF921FB54442D19
  %2481 = fptrunc double %2480 to float
  %2482 = fneg float %2481
  %2483 = icmp slt i32 %2471, 0
  %2484 = select i1 %2483, float %2482, float %2481
  br label %2487

2485:                                             ; preds = %2404
  %2486 = tail call float @llvm.nvvm.mul.rn.f(float %2395, float 0.000000e+00) #6
  br label %2487

2487:                                             ; preds = %2485, %2460, %2389
  %2488 = phi i32 [ %2397, %2389 ], [ 0, %2485 ], [ %2470, %2460 ]
  %2489 = phi float [ %2401, %2389 ], [ %2486, %2485 ], [ %2484, %2460 ]
  %2490 = fmul float %2489, %2489
  %2491 = tail call float @llvm.fma.f32(float %2490, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2492 = tail call float @llvm.fma.f32(float %2491, float %2490, float 0x3FA5555760000000)
  %2493 = tail call float @llvm.fma.f32(float %2492, float %2490, float 0xBFDFFFFFE0000000)
  %2494 = tail call float @llvm.fma.f32(float %2493, float %2490, float 1.000000e+00)
  %2495 = tail call float @llvm.fma.f32(float %2490, float %2489, float 0.000000e+00)
  %2496 = tail call float @llvm.fma.f32(float %2490, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2497 = tail call float @llvm.fma.f32(float %2496, float %2490, float 0xBFC5555500000000)
  %2498 = tail call float @llvm.fma.f32(float %2497, float %2495, float %2489)
  %2499 = and i32 %2488, 1
  %2500 = icmp eq i32 %2499, 0
  %2501 = select i1 %2500, float %2498, float %2494
  %2502 = select i1 %2500, float %2494, float %2498
  %2503 = and i32 %2488, 2
  %2504 = icmp eq i32 %2503, 0
  %2505 = fneg float %2501
  %2506 = select i1 %2504, float %2501, float %2505
  %2507 = add i32 %2488, 1
  %2508 = and i32 %2507, 2
  %2509 = icmp eq i32 %2508, 0
  %2510 = fneg float %2502
  %2511 = select i1 %2509, float %2502, float %2510
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2512 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 60), align 4, !tbaa !12
  %2513 = fmul contract float %2512, %2511
  %2514 = fmul contract float %2512, %2506
  %2515 = bitcast float %2513 to i32
  %2516 = bitcast float %2514 to i32
  %2517 = zext i32 %2516 to i64
  %2518 = shl nuw i64 %2517, 32
  %2519 = zext i32 %2515 to i64
  %2520 = or disjoint i64 %2518, %2519
  br label %2521

2521:                                             ; preds = %2386, %2487
  %2522 = phi i64 [ %2520, %2487 ], [ 0, %2386 ]
  %2523 = icmp sgt i32 %1, 16
  br i1 %2523, label %2524, label %2656

2524:                                             ; preds = %2521
  %2525 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 128), align 8, !tbaa !12
  %2526 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 132), align 4, !tbaa !12
  %2527 = fmul contract float %136, %2525
  %2528 = fmul contract float %131, %2526
  %2529 = fadd contract float %2527, %2528
  %2530 = fmul contract float %2529, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2531 = fmul float %2530, 0x3FE45F3060000000
  %2532 = tail call i32 @llvm.nvvm.f2i.rn(float %2531) #6
  %2533 = sitofp i32 %2532 to float
  %2534 = tail call float @llvm.fma.f32(float %2533, float 0xBFF921FB40000000, float %2530)
  %2535 = tail call float @llvm.fma.f32(float %2533, float 0xBE74442D00000000, float %2534)
  %2536 = tail call float @llvm.fma.f32(float %2533, float 0xBCF84698A0000000, float %2535)
  %2537 = tail call float @llvm.nvvm.fabs.f32(float %2530)
  %2538 = fcmp ult float %2537, 1.056150e+05
  br i1 %2538, label %2622, label %2539

2539:                                             ; preds = %2524
  %2540 = fcmp oeq float %2537, 0x7FF0000000000000
  br i1 %2540, label %2620, label %2541

2541:                                             ; preds = %2539
  %2542 = bitcast float %2530 to i32
  %2543 = shl i32 %2542, 8
  %2544 = or i32 %2543, -2147483648
  %2545 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2544, i32 0) #7, !srcloc !11
  %2546 = extractvalue { i32, i32 } %2545, 0
  %2547 = extractvalue { i32, i32 } %2545, 1
  store i32 %2546, ptr %9, align 4
  %2548 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2544, i32 %2547) #7, !srcloc !11
  %2549 = extractvalue { i32, i32 } %2548, 0
  %2550 = extractvalue { i32, i32 } %2548, 1
  %2551 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2549, ptr %2551, align 4
  %2552 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2544, i32 %2550) #7, !srcloc !11
  %2553 = extractvalue { i32, i32 } %2552, 0
  %2554 = extractvalue { i32, i32 } %2552, 1
  %2555 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2553, ptr %2555, align 4
  %2556 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2544, i32 %2554) #7, !srcloc !11
  %2557 = extractvalue { i32, i32 } %2556, 0
  %2558 = extractvalue { i32, i32 } %2556, 1
  %2559 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2557, ptr %2559, align 4
  %2560 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2544, i32 %2558) #7, !srcloc !11
  %2561 = extractvalue { i32, i32 } %2560, 0
  %2562 = extractvalue { i32, i32 } %2560, 1
  %2563 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2561, ptr %2563, align 4
  %2564 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2544, i32 %2562) #7, !srcloc !11
  %2565 = extractvalue { i32, i32 } %2564, 0
  %2566 = extractvalue { i32, i32 } %2564, 1
  %2567 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2565, ptr %2567, align 4
  %2568 = lshr i32 %2542, 23
  %2569 = and i32 %2568, 224
  %2570 = add nsw i32 %2569, -128
  %2571 = lshr exact i32 %2570, 5
  %2572 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2566, ptr %2572, align 4
  %2573 = and i32 %2568, 31
  %2574 = sub nsw i32 6, %2571
  %2575 = sext i32 %2574 to i64
  %2576 = getelementptr inbounds i32, ptr %9, i64 %2575
  %2577 = load i32, ptr %2576, align 4
  %2578 = sub nsw i32 5, %2571
  %2579 = sext i32 %2578 to i64
  %2580 = getelementptr inbounds i32, ptr %9, i64 %2579
  %2581 = load i32, ptr %2580, align 4
  %2582 = icmp eq i32 %2573, 0
  br i1 %2582, label %2595, label %2583

2583:                                             ; preds = %2541
  %2584 = sub nsw i32 4, %2571
  %2585 = sub nuw nsw i32 32, %2573
  %2586 = shl i32 %2577, %2573
  %2587 = lshr i32 %2581, %2585
  %2588 = or disjoint i32 %2587, %2586
  %2589 = shl i32 %2581, %2573
  %2590 = sext i32 %2584 to i64
  %2591 = getelementptr inbounds i32, ptr %9, i64 %2590
  %2592 = load i32, ptr %2591, align 4
  %2593 = lshr i32 %2592, %2585
  %2594 = or disjoint i32 %2593, %2589
  br label %2595

2595:                                             ; preds = %2583, %2541
  %2596 = phi i32 [ %2588, %2583 ], [ %2577, %2541 ]
  %2597 = phi i32 [ %2594, %2583 ], [ %2581, %2541 ]
  %2598 = lshr i32 %2596, 30
  %2599 = tail call i32 @llvm.fshl.i32(i32 %2596, i32 %2597, i32 2)
  %2600 = shl i32 %2597, 2
  %2601 = lshr i32 %2599, 31
  %2602 = add nuw nsw i32 %2601, %2598
  %2603 = sub nsw i32 0, %2602
  %2604 = icmp slt i32 %2542, 0
  %2605 = select i1 %2604, i32 %2603, i32 %2602
  %2606 = xor i32 %2599, %2542
  %2607 = ashr i32 %2599, 31
  %2608 = xor i32 %2607, %2599
  %2609 = xor i32 %2607, %2600
  %2610 = zext i32 %2608 to i64
  %2611 = shl nuw i64 %2610, 32
  %2612 = zext i32 %2609 to i64
  %2613 = or disjoint i64 %2611, %2612
  %2614 = sitofp i64 %2613 to double
  %2615 = fmul double %2614, 0x3BF921FB54442D19
  %2616 = fptrunc double %2615 to float
  %2617 = fneg float %2616
  %2618 = icmp slt i32 %2606, 0
  %2619 = select i1 %2618, float %2617, float %2616
  br label %2622

2620:                                             ; preds = %2539
  %2621 = tail call float @llvm.nvvm.mul.rn.f(float %2530, float 0.000000e+00) #6
  br label %2622

2622:                                             ; preds = %2620, %2595, %2524
  %2623 = phi i32 [ %2532, %2524 ], [ 0, %2620 ], [ %2605, %2595 ]
  %2624 = phi float [ %2536, %2524 ], [ %2621, %2620 ], [ %2619, %2595 ]
  %2625 = fmul float %2624, %2624
  %2626 = tail call float @llvm.fma.f32(float %2625, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2627 = tail call float @llvm.fma.f32(float %2626, float %2625, float 0x3FA5555760000000)
  %2628 = tail call float @llvm.fma.f32(float %2627, float %2625, float 0xBFDFFFFFE0000000)
  %2629 = tail call float @llvm.fma.f32(float %2628, float %2625, float 1.000000e+00)
  %2630 = tail call float @llvm.fma.f32(float %2625, float %2624, float 0.000000e+00)
  %2631 = tail call float @llvm.fma.f32(float %2625, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2632 = tail call float @llvm.fma.f32(float %2631, float %2625, float 0xBFC5555500000000)
  %2633 = tail call float @llvm.fma.f32(float %2632, float %2630, float %2624)
  %2634 = and i32 %2623, 1
  %2635 = icmp eq i32 %2634, 0
  %2636 = select i1 %2635, float %2633, float %2629
  %2637 = select i1 %2635, float %2629, float %2633
  %2638 = and i32 %2623, 2
  %2639 = icmp eq i32 %2638, 0
  %2640 = fneg float %2636
  %2641 = select i1 %2639, float %2636, float %2640
  %2642 = add i32 %2623, 1
  %2643 = and i32 %2642, 2
  %2644 = icmp eq i32 %2643, 0
  %2645 = fneg float %2637
  %2646 = select i1 %2644, float %2637, float %2645
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2647 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 64), align 4, !tbaa !12
  %2648 = fmul contract float %2647, %2646
  %2649 = fmul contract float %2647, %2641
  %2650 = bitcast float %2648 to i32
  %2651 = bitcast float %2649 to i32
  %2652 = zext i32 %2651 to i64
  %2653 = shl nuw i64 %2652, 32
  %2654 = zext i32 %2650 to i64
  %2655 = or disjoint i64 %2653, %2654
  br label %2656

2656:                                             ; preds = %2521, %2622
  %2657 = phi i64 [ %2655, %2622 ], [ 0, %2521 ]
  %2658 = icmp sgt i32 %1, 17
  br i1 %2658, label %2659, label %2791

2659:                                             ; preds = %2656
  %2660 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 136), align 8, !tbaa !12
  %2661 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 140), align 4, !tbaa !12
  %2662 = fmul contract float %136, %2660
  %2663 = fmul contract float %131, %2661
  %2664 = fadd contract float %2662, %2663
  %2665 = fmul contract float %2664, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2666 = fmul float %2665, 0x3FE45F3060000000
  %2667 = tail call i32 @llvm.nvvm.f2i.rn(float %2666) #6
  %2668 = sitofp i32 %2667 to float
  %2669 = tail call float @llvm.fma.f32(float %2668, float 0xBFF921FB40000000, float %2665)
  %2670 = tail call float @llvm.fma.f32(float %2668, float 0xBE74442D00000000, float %2669)
  %2671 = tail call float @llvm.fma.f32(float %2668, float 0xBCF84698A0000000, float %2670)
  %2672 = tail call float @llvm.nvvm.fabs.f32(float %2665)
  %2673 = fcmp ult float %2672, 1.056150e+05
  br i1 %2673, label %2757, label %2674

2674:                                             ; preds = %2659
  %2675 = fcmp oeq float %2672, 0x7FF0000000000000
  br i1 %2675, label %2755, label %2676

2676:                                             ; preds = %2674
  %2677 = bitcast float %2665 to i32
  %2678 = shl i32 %2677, 8
  %2679 = or i32 %2678, -2147483648
  %2680 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2679, i32 0) #7, !srcloc !11
  %2681 = extractvalue { i32, i32 } %2680, 0
  %2682 = extractvalue { i32, i32 } %2680, 1
  store i32 %2681, ptr %9, align 4
  %2683 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2679, i32 %2682) #7, !srcloc !11
  %2684 = extractvalue { i32, i32 } %2683, 0
  %2685 = extractvalue { i32, i32 } %2683, 1
  %2686 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2684, ptr %2686, align 4
  %2687 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2679, i32 %2685) #7, !srcloc !11
  %2688 = extractvalue { i32, i32 } %2687, 0
  %2689 = extractvalue { i32, i32 } %2687, 1
  %2690 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2688, ptr %2690, align 4
  %2691 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2679, i32 %2689) #7, !srcloc !11
  %2692 = extractvalue { i32, i32 } %2691, 0
  %2693 = extractvalue { i32, i32 } %2691, 1
  %2694 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2692, ptr %2694, align 4
  %2695 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2679, i32 %2693) #7, !srcloc !11
  %2696 = extractvalue { i32, i32 } %2695, 0
  %2697 = extractvalue { i32, i32 } %2695, 1
  %2698 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2696, ptr %2698, align 4
  %2699 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2679, i32 %2697) #7, !srcloc !11
  %2700 = extractvalue { i32, i32 } %2699, 0
  %2701 = extractvalue { i32, i32 } %2699, 1
  %2702 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2700, ptr %2702, align 4
  %2703 = lshr i32 %2677, 23
  %2704 = and i32 %2703, 224
  %2705 = add nsw i32 %2704, -128
  %2706 = lshr exact i32 %2705, 5
  %2707 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2701, ptr %2707, align 4
  %2708 = and i32 %2703, 31
  %2709 = sub nsw i32 6, %2706
  %2710 = sext i32 %2709 to i64
  %2711 = getelementptr inbounds i32, ptr %9, i64 %2710
  %2712 = load i32, ptr %2711, align 4
  %2713 = sub nsw i32 5, %2706
  %2714 = sext i32 %2713 to i64
  %2715 = getelementptr inbounds i32, ptr %9, i64 %2714
  %2716 = load i32, ptr %2715, align 4
  %2717 = icmp eq i32 %2708, 0
  br i1 %2717, label %2730, label %2718

2718:                                             ; preds = %2676
  %2719 = sub nsw i32 4, %2706
  %2720 = sub nuw nsw i32 32, %2708
  %2721 = shl i32 %2712, %2708
  %2722 = lshr i32 %2716, %2720
  %2723 = or disjoint i32 %2722, %2721
  %2724 = shl i32 %2716, %2708
  %2725 = sext i32 %2719 to i64
  %2726 = getelementptr inbounds i32, ptr %9, i64 %2725
  %2727 = load i32, ptr %2726, align 4
  %2728 = lshr i32 %2727, %2720
  %2729 = or disjoint i32 %2728, %2724
  br label %2730

2730:                                             ; preds = %2718, %2676
  %2731 = phi i32 [ %2723, %2718 ], [ %2712, %2676 ]
  %2732 = phi i32 [ %2729, %2718 ], [ %2716, %2676 ]
  %2733 = lshr i32 %2731, 30
  %2734 = tail call i32 @llvm.fshl.i32(i32 %2731, i32 %2732, i32 2)
  %2735 = shl i32 %2732, 2
  %2736 = lshr i32 %2734, 31
  %2737 = add nuw nsw i32 %2736, %2733
  %2738 = sub nsw i32 0, %2737
  %2739 = icmp slt i32 %2677, 0
  %2740 = select i1 %2739, i32 %2738, i32 %2737
  %2741 = xor i32 %2734, %2677
  %2742 = ashr i32 %2734, 31
  %2743 = xor i32 %2742, %2734
  %2744 = xor i32 %2742, %2735
  %2745 = zext i32 %2743 to i64
  %2746 = shl nuw i64 %2745, 32
  %2747 = zext i32 %2744 to i64
  %2748 = or disjoint i64 %2746, %2747
  %2749 = sitofp i64 %2748 to double
  %2750 = fmul double %2749, 0x3BF921FB54442D19
  %2751 = fptrunc double %2750 to float
  %2752 = fneg float %2751
  %2753 = icmp slt i32 %2741, 0
  %2754 = select i1 %2753, float %2752, float %2751
  br label %2757

2755:                                             ; preds = %2674
  %2756 = tail call float @llvm.nvvm.mul.rn.f(float %2665, float 0.000000e+00) #6
  br label %2757

2757:                                             ; preds = %2755, %2730, %2659
  %2758 = phi i32 [ %2667, %2659 ], [ 0, %2755 ], [ %2740, %2730 ]
  %2759 = phi float [ %2671, %2659 ], [ %2756, %2755 ], [ %2754, %2730 ]
  %2760 = fmul float %2759, %2759
  %2761 = tail call float @llvm.fma.f32(float %2760, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2762 = tail call float @llvm.fma.f32(float %2761, float %2760, float 0x3FA5555760000000)
  %2763 = tail call float @llvm.fma.f32(float %2762, float %2760, float 0xBFDFFFFFE0000000)
  %2764 = tail call float @llvm.fma.f32(float %2763, float %2760, float 1.000000e+00)
  %2765 = tail call float @llvm.fma.f32(float %2760, float %2759, float 0.000000e+00)
  %2766 = tail call float @llvm.fma.f32(float %2760, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2767 = tail call float @llvm.fma.f32(float %2766, float %2760, float 0xBFC5555500000000)
  %2768 = tail call float @llvm.fma.f32(float %2767, float %2765, float %2759)
  %2769 = and i32 %2758, 1
  %2770 = icmp eq i32 %2769, 0
  %2771 = select i1 %2770, float %2768, float %2764
  %2772 = select i1 %2770, float %2764, float %2768
  %2773 = and i32 %2758, 2
  %2774 = icmp eq i32 %2773, 0
  %2775 = fneg float %2771
  %2776 = select i1 %2774, float %2771, float %2775
  %2777 = add i32 %2758, 1
  %2778 = and i32 %2777, 2
  %2779 = icmp eq i32 %2778, 0
  %2780 = fneg float %2772
  %2781 = select i1 %2779, float %2772, float %2780
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2782 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 68), align 4, !tbaa !12
  %2783 = fmul contract float %2782, %2781
  %2784 = fmul contract float %2782, %2776
  %2785 = bitcast float %2783 to i32
  %2786 = bitcast float %2784 to i32
  %2787 = zext i32 %2786 to i64
  %2788 = shl nuw i64 %2787, 32
  %2789 = zext i32 %2785 to i64
  %2790 = or disjoint i64 %2788, %2789
  br label %2791

2791:                                             ; preds = %2656, %2757
  %2792 = phi i64 [ %2790, %2757 ], [ 0, %2656 ]
  %2793 = icmp sgt i32 %1, 18
  br i1 %2793, label %2794, label %2926

2794:                                             ; preds = %2791
  %2795 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 144), align 8, !tbaa !12
  %2796 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 148), align 4, !tbaa !12
  %2797 = fmul contract float %136, %2795
  %2798 = fmul contract float %131, %2796
  %2799 = fadd contract float %2797, %2798
  %2800 = fmul contract float %2799, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2801 = fmul float %2800, 0x3FE45F3060000000
  %2802 = tail call i32 @llvm.nvvm.f2i.rn(float %2801) #6
  %2803 = sitofp i32 %2802 to float
  %2804 = tail call float @llvm.fma.f32(float %2803, float 0xBFF921FB40000000, float %2800)
  %2805 = tail call float @llvm.fma.f32(float %2803, float 0xBE74442D00000000, float %2804)
  %2806 = tail call float @llvm.fma.f32(float %2803, float 0xBCF84698A0000000, float %2805)
  %2807 = tail call float @llvm.nvvm.fabs.f32(float %2800)
  %2808 = fcmp ult float %2807, 1.056150e+05
  br i1 %2808, label %2892, label %2809

2809:                                             ; preds = %2794
  %2810 = fcmp oeq float %2807, 0x7FF0000000000000
  br i1 %2810, label %2890, label %2811

2811:                                             ; preds = %2809
  %2812 = bitcast float %2800 to i32
  %2813 = shl i32 %2812, 8
  %2814 = or i32 %2813, -2147483648
  %2815 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2814, i32 0) #7, !srcloc !11
  %2816 = extractvalue { i32, i32 } %2815, 0
  %2817 = extractvalue { i32, i32 } %2815, 1
  store i32 %2816, ptr %9, align 4
  %2818 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2814, i32 %2817) #7, !srcloc !11
  %2819 = extractvalue { i32, i32 } %2818, 0
  %2820 = extractvalue { i32, i32 } %2818, 1
  %2821 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2819, ptr %2821, align 4
  %2822 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2814, i32 %2820) #7, !srcloc !11
  %2823 = extractvalue { i32, i32 } %2822, 0
  %2824 = extractvalue { i32, i32 } %2822, 1
  %2825 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2823, ptr %2825, align 4
  %2826 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2814, i32 %2824) #7, !srcloc !11
  %2827 = extractvalue { i32, i32 } %2826, 0
  %2828 = extractvalue { i32, i32 } %2826, 1
  %2829 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2827, ptr %2829, align 4
  %2830 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2814, i32 %2828) #7, !srcloc !11
  %2831 = extractvalue { i32, i32 } %2830, 0
  %2832 = extractvalue { i32, i32 } %2830, 1
  %2833 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2831, ptr %2833, align 4
  %2834 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2814, i32 %2832) #7, !srcloc !11
  %2835 = extractvalue { i32, i32 } %2834, 0
  %2836 = extractvalue { i32, i32 } %2834, 1
  %2837 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2835, ptr %2837, align 4
  %2838 = lshr i32 %2812, 23
  %2839 = and i32 %2838, 224
  %2840 = add nsw i32 %2839, -128
  %2841 = lshr exact i32 %2840, 5
  %2842 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2836, ptr %2842, align 4
  %2843 = and i32 %2838, 31
  %2844 = sub nsw i32 6, %2841
  %2845 = sext i32 %2844 to i64
  %2846 = getelementptr inbounds i32, ptr %9, i64 %2845
  %2847 = load i32, ptr %2846, align 4
  %2848 = sub nsw i32 5, %2841
  %2849 = sext i32 %2848 to i64
  %2850 = getelementptr inbounds i32, ptr %9, i64 %2849
  %2851 = load i32, ptr %2850, align 4
  %2852 = icmp eq i32 %2843, 0
  br i1 %2852, label %2865, label %2853

2853:                                             ; preds = %2811
  %2854 = sub nsw i32 4, %2841
  %2855 = sub nuw nsw i32 32, %2843
  %2856 = shl i32 %2847, %2843
  %2857 = lshr i32 %2851, %2855
  %2858 = or disjoint i32 %2857, %2856
  %2859 = shl i32 %2851, %2843
  %2860 = sext i32 %2854 to i64
  %2861 = getelementptr inbounds i32, ptr %9, i64 %2860
  %2862 = load i32, ptr %2861, align 4
  %2863 = lshr i32 %2862, %2855
  %2864 = or disjoint i32 %2863, %2859
  br label %2865

2865:                                             ; preds = %2853, %2811
  %2866 = phi i32 [ %2858, %2853 ], [ %2847, %2811 ]
  %2867 = phi i32 [ %2864, %2853 ], [ %2851, %2811 ]
  %2868 = lshr i32 %2866, 30
  %2869 = tail call i32 @llvm.fshl.i32(i32 %2866, i32 %2867, i32 2)
  %2870 = shl i32 %2867, 2
  %2871 = lshr i32 %2869, 31
  %2872 = add nuw nsw i32 %2871, %2868
  %2873 = sub nsw i32 0, %2872
  %2874 = icmp slt i32 %2812, 0
  %2875 = select i1 %2874, i32 %2873, i32 %2872
  %2876 = xor i32 %2869, %2812
  %2877 = ashr i32 %2869, 31
  %2878 = xor i32 %2877, %2869
  %2879 = xor i32 %2877, %2870
  %2880 = zext i32 %2878 to i64
  %2881 = shl nuw i64 %2880, 32
  %2882 = zext i32 %2879 to i64
  %2883 = or disjoint i64 %2881, %2882
  %2884 = sitofp i64 %2883 to double
  %2885 = fmul double %2884, 0x3BF921FB54442D19
  %2886 = fptrunc double %2885 to float
  %2887 = fneg float %2886
  %2888 = icmp slt i32 %2876, 0
  %2889 = select i1 %2888, float %2887, float %2886
  br label %2892

2890:                                             ; preds = %2809
  %2891 = tail call float @llvm.nvvm.mul.rn.f(float %2800, float 0.000000e+00) #6
  br label %2892

2892:                                             ; preds = %2890, %2865, %2794
  %2893 = phi i32 [ %2802, %2794 ], [ 0, %2890 ], [ %2875, %2865 ]
  %2894 = phi float [ %2806, %2794 ], [ %2891, %2890 ], [ %2889, %2865 ]
  %2895 = fmul float %2894, %2894
  %2896 = tail call float @llvm.fma.f32(float %2895, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %2897 = tail call float @llvm.fma.f32(float %2896, float %2895, float 0x3FA5555760000000)
  %2898 = tail call float @llvm.fma.f32(float %2897, float %2895, float 0xBFDFFFFFE0000000)
  %2899 = tail call float @llvm.fma.f32(float %2898, float %2895, float 1.000000e+00)
  %2900 = tail call float @llvm.fma.f32(float %2895, float %2894, float 0.000000e+00)
  %2901 = tail call float @llvm.fma.f32(float %2895, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %2902 = tail call float @llvm.fma.f32(float %2901, float %2895, float 0xBFC5555500000000)
  %2903 = tail call float @llvm.fma.f32(float %2902, float %2900, float %2894)
  %2904 = and i32 %2893, 1
  %2905 = icmp eq i32 %2904, 0
  %2906 = select i1 %2905, float %2903, float %2899
  %2907 = select i1 %2905, float %2899, float %2903
  %2908 = and i32 %2893, 2
  %2909 = icmp eq i32 %2908, 0
  %2910 = fneg float %2906
  %2911 = select i1 %2909, float %2906, float %2910
  %2912 = add i32 %2893, 1
  %2913 = and i32 %2912, 2
  %2914 = icmp eq i32 %2913, 0
  %2915 = fneg float %2907
  %2916 = select i1 %2914, float %2907, float %2915
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %2917 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 72), align 4, !tbaa !12
  %2918 = fmul contract float %2917, %2916
  %2919 = fmul contract float %2917, %2911
  %2920 = bitcast float %2918 to i32
  %2921 = bitcast float %2919 to i32
  %2922 = zext i32 %2921 to i64
  %2923 = shl nuw i64 %2922, 32
  %2924 = zext i32 %2920 to i64
  %2925 = or disjoint i64 %2923, %2924
  br label %2926

2926:                                             ; preds = %2791, %2892
  %2927 = phi i64 [ %2925, %2892 ], [ 0, %2791 ]
  %2928 = icmp sgt i32 %1, 19
  br i1 %2928, label %2929, label %3061

2929:                                             ; preds = %2926
  %2930 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 152), align 8, !tbaa !12
  %2931 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 156), align 4, !tbaa !12
  %2932 = fmul contract float %136, %2930
  %2933 = fmul contract float %131, %2931
  %2934 = fadd contract float %2932, %2933
  %2935 = fmul contract float %2934, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %2936 = fmul float %2935, 0x3FE45F3060000000
  %2937 = tail call i32 @llvm.nvvm.f2i.rn(float %2936) #6
  %2938 = sitofp i32 %2937 to float
  %2939 = tail call float @llvm.fma.f32(float %2938, float 0xBFF921FB40000000, float %2935)
  %2940 = tail call float @llvm.fma.f32(float %2938, float 0xBE74442D00000000, float %2939)
  %2941 = tail call float @llvm.fma.f32(float %2938, float 0xBCF84698A0000000, float %2940)
  %2942 = tail call float @llvm.nvvm.fabs.f32(float %2935)
  %2943 = fcmp ult float %2942, 1.056150e+05
  br i1 %2943, label %3027, label %2944

2944:                                             ; preds = %2929
  %2945 = fcmp oeq float %2942, 0x7FF0000000000000
  br i1 %2945, label %3025, label %2946

2946:                                             ; preds = %2944
  %2947 = bitcast float %2935 to i32
  %2948 = shl i32 %2947, 8
  %2949 = or i32 %2948, -2147483648
  %2950 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %2949, i32 0) #7, !srcloc !11
  %2951 = extractvalue { i32, i32 } %2950, 0
  %2952 = extractvalue { i32, i32 } %2950, 1
  store i32 %2951, ptr %9, align 4
  %2953 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %2949, i32 %2952) #7, !srcloc !11
  %2954 = extractvalue { i32, i32 } %2953, 0
  %2955 = extractvalue { i32, i32 } %2953, 1
  %2956 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %2954, ptr %2956, align 4
  %2957 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %2949, i32 %2955) #7, !srcloc !11
  %2958 = extractvalue { i32, i32 } %2957, 0
  %2959 = extractvalue { i32, i32 } %2957, 1
  %2960 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %2958, ptr %2960, align 4
  %2961 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %2949, i32 %2959) #7, !srcloc !11
  %2962 = extractvalue { i32, i32 } %2961, 0
  %2963 = extractvalue { i32, i32 } %2961, 1
  %2964 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %2962, ptr %2964, align 4
  %2965 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %2949, i32 %2963) #7, !srcloc !11
  %2966 = extractvalue { i32, i32 } %2965, 0
  %2967 = extractvalue { i32, i32 } %2965, 1
  %2968 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %2966, ptr %2968, align 4
  %2969 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %2949, i32 %2967) #7, !srcloc !11
  %2970 = extractvalue { i32, i32 } %2969, 0
  %2971 = extractvalue { i32, i32 } %2969, 1
  %2972 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %2970, ptr %2972, align 4
  %2973 = lshr i32 %2947, 23
  %2974 = and i32 %2973, 224
  %2975 = add nsw i32 %2974, -128
  %2976 = lshr exact i32 %2975, 5
  %2977 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %2971, ptr %2977, align 4
  %2978 = and i32 %2973, 31
  %2979 = sub nsw i32 6, %2976
  %2980 = sext i32 %2979 to i64
  %2981 = getelementptr inbounds i32, ptr %9, i64 %2980
  %2982 = load i32, ptr %2981, align 4
  %2983 = sub nsw i32 5, %2976
  %2984 = sext i32 %2983 to i64
  %2985 = getelementptr inbounds i32, ptr %9, i64 %2984
  %2986 = load i32, ptr %2985, align 4
  %2987 = icmp eq i32 %2978, 0
  br i1 %2987, label %3000, label %2988

2988:                                             ; preds = %2946
  %2989 = sub nsw i32 4, %2976
  %2990 = sub nuw nsw i32 32, %2978
  %2991 = shl i32 %2982, %2978
  %2992 = lshr i32 %2986, %2990
  %2993 = or disjoint i32 %2992, %2991
  %2994 = shl i32 %2986, %2978
  %2995 = sext i32 %2989 to i64
  %2996 = getelementptr inbounds i32, ptr %9, i64 %2995
  %2997 = load i32, ptr %2996, align 4
  %2998 = lshr i32 %2997, %2990
  %2999 = or disjoint i32 %2998, %2994
  br label %3000

3000:                                             ; preds = %2988, %2946
  %3001 = phi i32 [ %2993, %2988 ], [ %2982, %2946 ]
  %3002 = phi i32 [ %2999, %2988 ], [ %2986, %2946 ]
  %3003 = lshr i32 %3001, 30
  %3004 = tail call i32 @llvm.fshl.i32(i32 %3001, i32 %3002, i32 2)
  %3005 = shl i32 %3002, 2
  %3006 = lshr i32 %3004, 31
  %3007 = add nuw nsw i32 %3006, %3003
  %3008 = sub nsw i32 0, %3007
  %3009 = icmp slt i32 %2947, 0
  %3010 = select i1 %3009, i32 %3008, i32 %3007
  %3011 = xor i32 %3004, %2947
  %3012 = ashr i32 %3004, 31
  %3013 = xor i32 %3012, %3004
  %3014 = xor i32 %3012, %3005
  %3015 = zext i32 %3013 to i64
  %3016 = shl nuw i64 %3015, 32
  %3017 = zext i32 %3014 to i64
  %3018 = or disjoint i64 %3016, %3017
  %3019 = sitofp i64 %3018 to double
  %3020 = fmul double %3019, 0x3BF921FB54442D19
  %3021 = fptrunc double %3020 to float
  %3022 = fneg float %3021
  %3023 = icmp slt i32 %3011, 0
  %3024 = select i1 %3023, float %3022, float %3021
  br label %3027

3025:                                             ; preds = %2944
  %3026 = tail call float @llvm.nvvm.mul.rn.f(float %2935, float 0.000000e+00) #6
  br label %3027

3027:                                             ; preds = %3025, %3000, %2929
  %3028 = phi i32 [ %2937, %2929 ], [ 0, %3025 ], [ %3010, %3000 ]
  %3029 = phi float [ %2941, %2929 ], [ %3026, %3025 ], [ %3024, %3000 ]
  %3030 = fmul float %3029, %3029
  %3031 = tail call float @llvm.fma.f32(float %3030, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3032 = tail call float @llvm.fma.f32(float %3031, float %3030, float 0x3FA5555760000000)
  %3033 = tail call float @llvm.fma.f32(float %3032, float %3030, float 0xBFDFFFFFE0000000)
  %3034 = tail call float @llvm.fma.f32(float %3033, float %3030, float 1.000000e+00)
  %3035 = tail call float @llvm.fma.f32(float %3030, float %3029, float 0.000000e+00)
  %3036 = tail call float @llvm.fma.f32(float %3030, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3037 = tail call float @llvm.fma.f32(float %3036, float %3030, float 0xBFC5555500000000)
  %3038 = tail call float @llvm.fma.f32(float %3037, float %3035, float %3029)
  %3039 = and i32 %3028, 1
  %3040 = icmp eq i32 %3039, 0
  %3041 = select i1 %3040, float %3038, float %3034
  %3042 = select i1 %3040, float %3034, float %3038
  %3043 = and i32 %3028, 2
  %3044 = icmp eq i32 %3043, 0
  %3045 = fneg float %3041
  %3046 = select i1 %3044, float %3041, float %3045
  %3047 = add i32 %3028, 1
  %3048 = and i32 %3047, 2
  %3049 = icmp eq i32 %3048, 0
  %3050 = fneg float %3042
  %3051 = select i1 %3049, float %3042, float %3050
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3052 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 76), align 4, !tbaa !12
  %3053 = fmul contract float %3052, %3051
  %3054 = fmul contract float %3052, %3046
  %3055 = bitcast float %3053 to i32
  %3056 = bitcast float %3054 to i32
  %3057 = zext i32 %3056 to i64
  %3058 = shl nuw i64 %3057, 32
  %3059 = zext i32 %3055 to i64
  %3060 = or disjoint i64 %3058, %3059
  br label %3061

3061:                                             ; preds = %2926, %3027
  %3062 = phi i64 [ %3060, %3027 ], [ 0, %2926 ]
  %3063 = icmp sgt i32 %1, 20
  br i1 %3063, label %3064, label %3196

3064:                                             ; preds = %3061
  %3065 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 160), align 8, !tbaa !12
  %3066 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 164), align 4, !tbaa !12
  %3067 = fmul contract float %136, %3065
  %3068 = fmul contract float %131, %3066
  %3069 = fadd contract float %3067, %3068
  %3070 = fmul contract float %3069, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3071 = fmul float %3070, 0x3FE45F3060000000
  %3072 = tail call i32 @llvm.nvvm.f2i.rn(float %3071) #6
  %3073 = sitofp i32 %3072 to float
  %3074 = tail call float @llvm.fma.f32(float %3073, float 0xBFF921FB40000000, float %3070)
  %3075 = tail call float @llvm.fma.f32(float %3073, float 0xBE74442D00000000, float %3074)
  %3076 = tail call float @llvm.fma.f32(float %3073, float 0xBCF84698A0000000, float %3075)
  %3077 = tail call float @llvm.nvvm.fabs.f32(float %3070)
  %3078 = fcmp ult float %3077, 1.056150e+05
  br i1 %3078, label %3162, label %3079

3079:                                             ; preds = %3064
  %3080 = fcmp oeq float %3077, 0x7FF0000000000000
  br i1 %3080, label %3160, label %3081

3081:                                             ; preds = %3079
  %3082 = bitcast float %3070 to i32
  %3083 = shl i32 %3082, 8
  %3084 = or i32 %3083, -2147483648
  %3085 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3084, i32 0) #7, !srcloc !11
  %3086 = extractvalue { i32, i32 } %3085, 0
  %3087 = extractvalue { i32, i32 } %3085, 1
  store i32 %3086, ptr %9, align 4
  %3088 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3084, i32 %3087) #7, !srcloc !11
  %3089 = extractvalue { i32, i32 } %3088, 0
  %3090 = extractvalue { i32, i32 } %3088, 1
  %3091 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3089, ptr %3091, align 4
  %3092 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3084, i32 %3090) #7, !srcloc !11
  %3093 = extractvalue { i32, i32 } %3092, 0
  %3094 = extractvalue { i32, i32 } %3092, 1
  %3095 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3093, ptr %3095, align 4
  %3096 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3084, i32 %3094) #7, !srcloc !11
  %3097 = extractvalue { i32, i32 } %3096, 0
  %3098 = extractvalue { i32, i32 } %3096, 1
  %3099 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3097, ptr %3099, align 4
  %3100 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3084, i32 %3098) #7, !srcloc !11
  %3101 = extractvalue { i32, i32 } %3100, 0
  %3102 = extractvalue { i32, i32 } %3100, 1
  %3103 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3101, ptr %3103, align 4
  %3104 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3084, i32 %3102) #7, !srcloc !11
  %3105 = extractvalue { i32, i32 } %3104, 0
  %3106 = extractvalue { i32, i32 } %3104, 1
  %3107 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3105, ptr %3107, align 4
  %3108 = lshr i32 %3082, 23
  %3109 = and i32 %3108, 224
  %3110 = add nsw i32 %3109, -128
  %3111 = lshr exact i32 %3110, 5
  %3112 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3106, ptr %3112, align 4
  %3113 = and i32 %3108, 31
  %3114 = sub nsw i32 6, %3111
  %3115 = sext i32 %3114 to i64
  %3116 = getelementptr inbounds i32, ptr %9, i64 %3115
  %3117 = load i32, ptr %3116, align 4
  %3118 = sub nsw i32 5, %3111
  %3119 = sext i32 %3118 to i64
  %3120 = getelementptr inbounds i32, ptr %9, i64 %3119
  %3121 = load i32, ptr %3120, align 4
  %3122 = icmp eq i32 %3113, 0
  br i1 %3122, label %3135, label %3123

3123:                                             ; preds = %3081
  %3124 = sub nsw i32 4, %3111
  %3125 = sub nuw nsw i32 32, %3113
  %3126 = shl i32 %3117, %3113
  %3127 = lshr i32 %3121, %3125
  %3128 = or disjoint i32 %3127, %3126
  %3129 = shl i32 %3121, %3113
  %3130 = sext i32 %3124 to i64
  %3131 = getelementptr inbounds i32, ptr %9, i64 %3130
  %3132 = load i32, ptr %3131, align 4
  %3133 = lshr i32 %3132, %3125
  %3134 = or disjoint i32 %3133, %3129
  br label %3135

3135:                                             ; preds = %3123, %3081
  %3136 = phi i32 [ %3128, %3123 ], [ %3117, %3081 ]
  %3137 = phi i32 [ %3134, %3123 ], [ %3121, %3081 ]
  %3138 = lshr i32 %3136, 30
  %3139 = tail call i32 @llvm.fshl.i32(i32 %3136, i32 %3137, i32 2)
  %3140 = shl i32 %3137, 2
  %3141 = lshr i32 %3139, 31
  %3142 = add nuw nsw i32 %3141, %3138
  %3143 = sub nsw i32 0, %3142
  %3144 = icmp slt i32 %3082, 0
  %3145 = select i1 %3144, i32 %3143, i32 %3142
  %3146 = xor i32 %3139, %3082
  %3147 = ashr i32 %3139, 31
  %3148 = xor i32 %3147, %3139
  %3149 = xor i32 %3147, %3140
  %3150 = zext i32 %3148 to i64
  %3151 = shl nuw i64 %3150, 32
  %3152 = zext i32 %3149 to i64
  %3153 = or disjoint i64 %3151, %3152
  %3154 = sitofp i64 %3153 to double
  %3155 = fmul double %3154, 0x3BF921FB54442D19
  %3156 = fptrunc double %3155 to float
  %3157 = fneg float %3156
  %3158 = icmp slt i32 %3146, 0
  %3159 = select i1 %3158, float %3157, float %3156
  br label %3162

3160:                                             ; preds = %3079
  %3161 = tail call float @llvm.nvvm.mul.rn.f(float %3070, float 0.000000e+00) #6
  br label %3162

3162:                                             ; preds = %3160, %3135, %3064
  %3163 = phi i32 [ %3072, %3064 ], [ 0, %3160 ], [ %3145, %3135 ]
  %3164 = phi float [ %3076, %3064 ], [ %3161, %3160 ], [ %3159, %3135 ]
  %3165 = fmul float %3164, %3164
  %3166 = tail call float @llvm.fma.f32(float %3165, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3167 = tail call float @llvm.fma.f32(float %3166, float %3165, float 0x3FA5555760000000)
  %3168 = tail call float @llvm.fma.f32(float %3167, float %3165, float 0xBFDFFFFFE0000000)
  %3169 = tail call float @llvm.fma.f32(float %3168, float %3165, float 1.000000e+00)
  %3170 = tail call float @llvm.fma.f32(float %3165, float %3164, float 0.000000e+00)
  %3171 = tail call float @llvm.fma.f32(float %3165, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3172 = tail call float @llvm.fma.f32(float %3171, float %3165, float 0xBFC5555500000000)
  %3173 = tail call float @llvm.fma.f32(float %3172, float %3170, float %3164)
  %3174 = and i32 %3163, 1
  %3175 = icmp eq i32 %3174, 0
  %3176 = select i1 %3175, float %3173, float %3169
  %3177 = select i1 %3175, float %3169, float %3173
  %3178 = and i32 %3163, 2
  %3179 = icmp eq i32 %3178, 0
  %3180 = fneg float %3176
  %3181 = select i1 %3179, float %3176, float %3180
  %3182 = add i32 %3163, 1
  %3183 = and i32 %3182, 2
  %3184 = icmp eq i32 %3183, 0
  %3185 = fneg float %3177
  %3186 = select i1 %3184, float %3177, float %3185
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3187 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 80), align 4, !tbaa !12
  %3188 = fmul contract float %3187, %3186
  %3189 = fmul contract float %3187, %3181
  %3190 = bitcast float %3188 to i32
  %3191 = bitcast float %3189 to i32
  %3192 = zext i32 %3191 to i64
  %3193 = shl nuw i64 %3192, 32
  %3194 = zext i32 %3190 to i64
  %3195 = or disjoint i64 %3193, %3194
  br label %3196

3196:                                             ; preds = %3061, %3162
  %3197 = phi i64 [ %3195, %3162 ], [ 0, %3061 ]
  %3198 = icmp sgt i32 %1, 21
  br i1 %3198, label %3199, label %3331

3199:                                             ; preds = %3196
  %3200 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 168), align 8, !tbaa !12
  %3201 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 172), align 4, !tbaa !12
  %3202 = fmul contract float %136, %3200
  %3203 = fmul contract float %131, %3201
  %3204 = fadd contract float %3202, %3203
  %3205 = fmul contract float %3204, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3206 = fmul float %3205, 0x3FE45F3060000000
  %3207 = tail call i32 @llvm.nvvm.f2i.rn(float %3206) #6
  %3208 = sitofp i32 %3207 to float
  %3209 = tail call float @llvm.fma.f32(float %3208, float 0xBFF921FB40000000, float %3205)
  %3210 = tail call float @llvm.fma.f32(float %3208, float 0xBE74442D00000000, float %3209)
  %3211 = tail call float @llvm.fma.f32(float %3208, float 0xBCF84698A0000000, float %3210)
  %3212 = tail call float @llvm.nvvm.fabs.f32(float %3205)
  %3213 = fcmp ult float %3212, 1.056150e+05
  br i1 %3213, label %3297, label %3214

3214:                                             ; preds = %3199
  %3215 = fcmp oeq float %3212, 0x7FF0000000000000
  br i1 %3215, label %3295, label %3216

3216:                                             ; preds = %3214
  %3217 = bitcast float %3205 to i32
  %3218 = shl i32 %3217, 8
  %3219 = or i32 %3218, -2147483648
  %3220 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3219, i32 0) #7, !srcloc !11
  %3221 = extractvalue { i32, i32 } %3220, 0
  %3222 = extractvalue { i32, i32 } %3220, 1
  store i32 %3221, ptr %9, align 4
  %3223 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3219, i32 %3222) #7, !srcloc !11
  %3224 = extractvalue { i32, i32 } %3223, 0
  %3225 = extractvalue { i32, i32 } %3223, 1
  %3226 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3224, ptr %3226, align 4
  %3227 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3219, i32 %3225) #7, !srcloc !11
  %3228 = extractvalue { i32, i32 } %3227, 0
  %3229 = extractvalue { i32, i32 } %3227, 1
  %3230 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3228, ptr %3230, align 4
  %3231 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3219, i32 %3229) #7, !srcloc !11
  %3232 = extractvalue { i32, i32 } %3231, 0
  %3233 = extractvalue { i32, i32 } %3231, 1
  %3234 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3232, ptr %3234, align 4
  %3235 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3219, i32 %3233) #7, !srcloc !11
  %3236 = extractvalue { i32, i32 } %3235, 0
  %3237 = extractvalue { i32, i32 } %3235, 1
  %3238 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3236, ptr %3238, align 4
  %3239 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3219, i32 %3237) #7, !srcloc !11
  %3240 = extractvalue { i32, i32 } %3239, 0
  %3241 = extractvalue { i32, i32 } %3239, 1
  %3242 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3240, ptr %3242, align 4
  %3243 = lshr i32 %3217, 23
  %3244 = and i32 %3243, 224
  %3245 = add nsw i32 %3244, -128
  %3246 = lshr exact i32 %3245, 5
  %3247 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3241, ptr %3247, align 4
  %3248 = and i32 %3243, 31
  %3249 = sub nsw i32 6, %3246
  %3250 = sext i32 %3249 to i64
  %3251 = getelementptr inbounds i32, ptr %9, i64 %3250
  %3252 = load i32, ptr %3251, align 4
  %3253 = sub nsw i32 5, %3246
  %3254 = sext i32 %3253 to i64
  %3255 = getelementptr inbounds i32, ptr %9, i64 %3254
  %3256 = load i32, ptr %3255, align 4
  %3257 = icmp eq i32 %3248, 0
  br i1 %3257, label %3270, label %3258

3258:                                             ; preds = %3216
  %3259 = sub nsw i32 4, %3246
  %3260 = sub nuw nsw i32 32, %3248
  %3261 = shl i32 %3252, %3248
  %3262 = lshr i32 %3256, %3260
  %3263 = or disjoint i32 %3262, %3261
  %3264 = shl i32 %3256, %3248
  %3265 = sext i32 %3259 to i64
  %3266 = getelementptr inbounds i32, ptr %9, i64 %3265
  %3267 = load i32, ptr %3266, align 4
  %3268 = lshr i32 %3267, %3260
  %3269 = or disjoint i32 %3268, %3264
  br label %3270

3270:                                             ; preds = %3258, %3216
  %3271 = phi i32 [ %3263, %3258 ], [ %3252, %3216 ]
  %3272 = phi i32 [ %3269, %3258 ], [ %3256, %3216 ]
  %3273 = lshr i32 %3271, 30
  %3274 = tail call i32 @llvm.fshl.i32(i32 %3271, i32 %3272, i32 2)
  %3275 = shl i32 %3272, 2
  %3276 = lshr i32 %3274, 31
  %3277 = add nuw nsw i32 %3276, %3273
  %3278 = sub nsw i32 0, %3277
  %3279 = icmp slt i32 %3217, 0
  %3280 = select i1 %3279, i32 %3278, i32 %3277
  %3281 = xor i32 %3274, %3217
  %3282 = ashr i32 %3274, 31
  %3283 = xor i32 %3282, %3274
  %3284 = xor i32 %3282, %3275
  %3285 = zext i32 %3283 to i64
  %3286 = shl nuw i64 %3285, 32
  %3287 = zext i32 %3284 to i64
  %3288 = or disjoint i64 %3286, %3287
  %3289 = sitofp i64 %3288 to double
  %3290 = fmul double %3289, 0x3BF921FB54442D19
  %3291 = fptrunc double %3290 to float
  %3292 = fneg float %3291
  %3293 = icmp slt i32 %3281, 0
  %3294 = select i1 %3293, float %3292, float %3291
  br label %3297

3295:                                             ; preds = %3214
  %3296 = tail call float @llvm.nvvm.mul.rn.f(float %3205, float 0.000000e+00) #6
  br label %3297

3297:                                             ; preds = %3295, %3270, %3199
  %3298 = phi i32 [ %3207, %3199 ], [ 0, %3295 ], [ %3280, %3270 ]
  %3299 = phi float [ %3211, %3199 ], [ %3296, %3295 ], [ %3294, %3270 ]
  %3300 = fmul float %3299, %3299
  %3301 = tail call float @llvm.fma.f32(float %3300, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3302 = tail call float @llvm.fma.f32(float %3301, float %3300, float 0x3FA5555760000000)
  %3303 = tail call float @llvm.fma.f32(float %3302, float %3300, float 0xBFDFFFFFE0000000)
  %3304 = tail call float @llvm.fma.f32(float %3303, float %3300, float 1.000000e+00)
  %3305 = tail call float @llvm.fma.f32(float %3300, float %3299, float 0.000000e+00)
  %3306 = tail call float @llvm.fma.f32(float %3300, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3307 = tail call float @llvm.fma.f32(float %3306, float %3300, float 0xBFC5555500000000)
  %3308 = tail call float @llvm.fma.f32(float %3307, float %3305, float %3299)
  %3309 = and i32 %3298, 1
  %3310 = icmp eq i32 %3309, 0
  %3311 = select i1 %3310, float %3308, float %3304
  %3312 = select i1 %3310, float %3304, float %3308
  %3313 = and i32 %3298, 2
  %3314 = icmp eq i32 %3313, 0
  %3315 = fneg float %3311
  %3316 = select i1 %3314, float %3311, float %3315
  %3317 = add i32 %3298, 1
  %3318 = and i32 %3317, 2
  %3319 = icmp eq i32 %3318, 0
  %3320 = fneg float %3312
  %3321 = select i1 %3319, float %3312, float %3320
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3322 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 84), align 4, !tbaa !12
  %3323 = fmul contract float %3322, %3321
  %3324 = fmul contract float %3322, %3316
  %3325 = bitcast float %3323 to i32
  %3326 = bitcast float %3324 to i32
  %3327 = zext i32 %3326 to i64
  %3328 = shl nuw i64 %3327, 32
  %3329 = zext i32 %3325 to i64
  %3330 = or disjoint i64 %3328, %3329
  br label %3331

3331:                                             ; preds = %3196, %3297
  %3332 = phi i64 [ %3330, %3297 ], [ 0, %3196 ]
  %3333 = icmp sgt i32 %1, 22
  br i1 %3333, label %3334, label %3466

3334:                                             ; preds = %3331
  %3335 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 176), align 8, !tbaa !12
  %3336 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 180), align 4, !tbaa !12
  %3337 = fmul contract float %136, %3335
  %3338 = fmul contract float %131, %3336
  %3339 = fadd contract float %3337, %3338
  %3340 = fmul contract float %3339, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3341 = fmul float %3340, 0x3FE45F3060000000
  %3342 = tail call i32 @llvm.nvvm.f2i.rn(float %3341) #6
  %3343 = sitofp i32 %3342 to float
  %3344 = tail call float @llvm.fma.f32(float %3343, float 0xBFF921FB40000000, float %3340)
  %3345 = tail call float @llvm.fma.f32(float %3343, float 0xBE74442D00000000, float %3344)
  %3346 = tail call float @llvm.fma.f32(float %3343, float 0xBCF84698A0000000, float %3345)
  %3347 = tail call float @llvm.nvvm.fabs.f32(float %3340)
  %3348 = fcmp ult float %3347, 1.056150e+05
  br i1 %3348, label %3432, label %3349

3349:                                             ; preds = %3334
  %3350 = fcmp oeq float %3347, 0x7FF0000000000000
  br i1 %3350, label %3430, label %3351

3351:                                             ; preds = %3349
  %3352 = bitcast float %3340 to i32
  %3353 = shl i32 %3352, 8
  %3354 = or i32 %3353, -2147483648
  %3355 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3354, i32 0) #7, !srcloc !11
  %3356 = extractvalue { i32, i32 } %3355, 0
  %3357 = extractvalue { i32, i32 } %3355, 1
  store i32 %3356, ptr %9, align 4
  %3358 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3354, i32 %3357) #7, !srcloc !11
  %3359 = extractvalue { i32, i32 } %3358, 0
  %3360 = extractvalue { i32, i32 } %3358, 1
  %3361 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3359, ptr %3361, align 4
  %3362 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3354, i32 %3360) #7, !srcloc !11
  %3363 = extractvalue { i32, i32 } %3362, 0
  %3364 = extractvalue { i32, i32 } %3362, 1
  %3365 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3363, ptr %3365, align 4
  %3366 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3354, i32 %3364) #7, !srcloc !11
  %3367 = extractvalue { i32, i32 } %3366, 0
  %3368 = extractvalue { i32, i32 } %3366, 1
  %3369 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3367, ptr %3369, align 4
  %3370 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3354, i32 %3368) #7, !srcloc !11
  %3371 = extractvalue { i32, i32 } %3370, 0
  %3372 = extractvalue { i32, i32 } %3370, 1
  %3373 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3371, ptr %3373, align 4
  %3374 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3354, i32 %3372) #7, !srcloc !11
  %3375 = extractvalue { i32, i32 } %3374, 0
  %3376 = extractvalue { i32, i32 } %3374, 1
  %3377 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3375, ptr %3377, align 4
  %3378 = lshr i32 %3352, 23
  %3379 = and i32 %3378, 224
  %3380 = add nsw i32 %3379, -128
  %3381 = lshr exact i32 %3380, 5
  %3382 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3376, ptr %3382, align 4
  %3383 = and i32 %3378, 31
  %3384 = sub nsw i32 6, %3381
  %3385 = sext i32 %3384 to i64
  %3386 = getelementptr inbounds i32, ptr %9, i64 %3385
  %3387 = load i32, ptr %3386, align 4
  %3388 = sub nsw i32 5, %3381
  %3389 = sext i32 %3388 to i64
  %3390 = getelementptr inbounds i32, ptr %9, i64 %3389
  %3391 = load i32, ptr %3390, align 4
  %3392 = icmp eq i32 %3383, 0
  br i1 %3392, label %3405, label %3393

3393:                                             ; preds = %3351
  %3394 = sub nsw i32 4, %3381
  %3395 = sub nuw nsw i32 32, %3383
  %3396 = shl i32 %3387, %3383
  %3397 = lshr i32 %3391, %3395
  %3398 = or disjoint i32 %3397, %3396
  %3399 = shl i32 %3391, %3383
  %3400 = sext i32 %3394 to i64
  %3401 = getelementptr inbounds i32, ptr %9, i64 %3400
  %3402 = load i32, ptr %3401, align 4
  %3403 = lshr i32 %3402, %3395
  %3404 = or disjoint i32 %3403, %3399
  br label %3405

3405:                                             ; preds = %3393, %3351
  %3406 = phi i32 [ %3398, %3393 ], [ %3387, %3351 ]
  %3407 = phi i32 [ %3404, %3393 ], [ %3391, %3351 ]
  %3408 = lshr i32 %3406, 30
  %3409 = tail call i32 @llvm.fshl.i32(i32 %3406, i32 %3407, i32 2)
  %3410 = shl i32 %3407, 2
  %3411 = lshr i32 %3409, 31
  %3412 = add nuw nsw i32 %3411, %3408
  %3413 = sub nsw i32 0, %3412
  %3414 = icmp slt i32 %3352, 0
  %3415 = select i1 %3414, i32 %3413, i32 %3412
  %3416 = xor i32 %3409, %3352
  %3417 = ashr i32 %3409, 31
  %3418 = xor i32 %3417, %3409
  %3419 = xor i32 %3417, %3410
  %3420 = zext i32 %3418 to i64
  %3421 = shl nuw i64 %3420, 32
  %3422 = zext i32 %3419 to i64
  %3423 = or disjoint i64 %3421, %3422
  %3424 = sitofp i64 %3423 to double
  %3425 = fmul double %3424, 0x3BF921FB54442D19
  %3426 = fptrunc double %3425 to float
  %3427 = fneg float %3426
  %3428 = icmp slt i32 %3416, 0
  %3429 = select i1 %3428, float %3427, float %3426
  br label %3432

3430:                                             ; preds = %3349
  %3431 = tail call float @llvm.nvvm.mul.rn.f(float %3340, float 0.000000e+00) #6
  br label %3432

3432:                                             ; preds = %3430, %3405, %3334
  %3433 = phi i32 [ %3342, %3334 ], [ 0, %3430 ], [ %3415, %3405 ]
  %3434 = phi float [ %3346, %3334 ], [ %3431, %3430 ], [ %3429, %3405 ]
  %3435 = fmul float %3434, %3434
  %3436 = tail call float @llvm.fma.f32(float %3435, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3437 = tail call float @llvm.fma.f32(float %3436, float %3435, float 0x3FA5555760000000)
  %3438 = tail call float @llvm.fma.f32(float %3437, float %3435, float 0xBFDFFFFFE0000000)
  %3439 = tail call float @llvm.fma.f32(float %3438, float %3435, float 1.000000e+00)
  %3440 = tail call float @llvm.fma.f32(float %3435, float %3434, float 0.000000e+00)
  %3441 = tail call float @llvm.fma.f32(float %3435, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3442 = tail call float @llvm.fma.f32(float %3441, float %3435, float 0xBFC5555500000000)
  %3443 = tail call float @llvm.fma.f32(float %3442, float %3440, float %3434)
  %3444 = and i32 %3433, 1
  %3445 = icmp eq i32 %3444, 0
  %3446 = select i1 %3445, float %3443, float %3439
  %3447 = select i1 %3445, float %3439, float %3443
  %3448 = and i32 %3433, 2
  %3449 = icmp eq i32 %3448, 0
  %3450 = fneg float %3446
  %3451 = select i1 %3449, float %3446, float %3450
  %3452 = add i32 %3433, 1
  %3453 = and i32 %3452, 2
  %3454 = icmp eq i32 %3453, 0
  %3455 = fneg float %3447
  %3456 = select i1 %3454, float %3447, float %3455
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3457 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 88), align 4, !tbaa !12
  %3458 = fmul contract float %3457, %3456
  %3459 = fmul contract float %3457, %3451
  %3460 = bitcast float %3458 to i32
  %3461 = bitcast float %3459 to i32
  %3462 = zext i32 %3461 to i64
  %3463 = shl nuw i64 %3462, 32
  %3464 = zext i32 %3460 to i64
  %3465 = or disjoint i64 %3463, %3464
  br label %3466

3466:                                             ; preds = %3331, %3432
  %3467 = phi i64 [ %3465, %3432 ], [ 0, %3331 ]
  %3468 = icmp sgt i32 %1, 23
  br i1 %3468, label %3469, label %3601

3469:                                             ; preds = %3466
  %3470 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 184), align 8, !tbaa !12
  %3471 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 188), align 4, !tbaa !12
  %3472 = fmul contract float %136, %3470
  %3473 = fmul contract float %131, %3471
  %3474 = fadd contract float %3472, %3473
  %3475 = fmul contract float %3474, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3476 = fmul float %3475, 0x3FE45F3060000000
  %3477 = tail call i32 @llvm.nvvm.f2i.rn(float %3476) #6
  %3478 = sitofp i32 %3477 to float
  %3479 = tail call float @llvm.fma.f32(float %3478, float 0xBFF921FB40000000, float %3475)
  %3480 = tail call float @llvm.fma.f32(float %3478, float 0xBE74442D00000000, float %3479)
  %3481 = tail call float @llvm.fma.f32(float %3478, float 0xBCF84698A0000000, float %3480)
  %3482 = tail call float @llvm.nvvm.fabs.f32(float %3475)
  %3483 = fcmp ult float %3482, 1.056150e+05
  br i1 %3483, label %3567, label %3484

3484:                                             ; preds = %3469
  %3485 = fcmp oeq float %3482, 0x7FF0000000000000
  br i1 %3485, label %3565, label %3486

3486:                                             ; preds = %3484
  %3487 = bitcast float %3475 to i32
  %3488 = shl i32 %3487, 8
  %3489 = or i32 %3488, -2147483648
  %3490 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3489, i32 0) #7, !srcloc !11
  %3491 = extractvalue { i32, i32 } %3490, 0
  %3492 = extractvalue { i32, i32 } %3490, 1
  store i32 %3491, ptr %9, align 4
  %3493 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3489, i32 %3492) #7, !srcloc !11
  %3494 = extractvalue { i32, i32 } %3493, 0
  %3495 = extractvalue { i32, i32 } %3493, 1
  %3496 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3494, ptr %3496, align 4
  %3497 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3489, i32 %3495) #7, !srcloc !11
  %3498 = extractvalue { i32, i32 } %3497, 0
  %3499 = extractvalue { i32, i32 } %3497, 1
  %3500 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3498, ptr %3500, align 4
  %3501 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3489, i32 %3499) #7, !srcloc !11
  %3502 = extractvalue { i32, i32 } %3501, 0
  %3503 = extractvalue { i32, i32 } %3501, 1
  %3504 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3502, ptr %3504, align 4
  %3505 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3489, i32 %3503) #7, !srcloc !11
  %3506 = extractvalue { i32, i32 } %3505, 0
  %3507 = extractvalue { i32, i32 } %3505, 1
  %3508 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3506, ptr %3508, align 4
  %3509 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3489, i32 %3507) #7, !srcloc !11
  %3510 = extractvalue { i32, i32 } %3509, 0
  %3511 = extractvalue { i32, i32 } %3509, 1
  %3512 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3510, ptr %3512, align 4
  %3513 = lshr i32 %3487, 23
  %3514 = and i32 %3513, 224
  %3515 = add nsw i32 %3514, -128
  %3516 = lshr exact i32 %3515, 5
  %3517 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3511, ptr %3517, align 4
  %3518 = and i32 %3513, 31
  %3519 = sub nsw i32 6, %3516
  %3520 = sext i32 %3519 to i64
  %3521 = getelementptr inbounds i32, ptr %9, i64 %3520
  %3522 = load i32, ptr %3521, align 4
  %3523 = sub nsw i32 5, %3516
  %3524 = sext i32 %3523 to i64
  %3525 = getelementptr inbounds i32, ptr %9, i64 %3524
  %3526 = load i32, ptr %3525, align 4
  %3527 = icmp eq i32 %3518, 0
  br i1 %3527, label %3540, label %3528

3528:                                             ; preds = %3486
  %3529 = sub nsw i32 4, %3516
  %3530 = sub nuw nsw i32 32, %3518
  %3531 = shl i32 %3522, %3518
  %3532 = lshr i32 %3526, %3530
  %3533 = or disjoint i32 %3532, %3531
  %3534 = shl i32 %3526, %3518
  %3535 = sext i32 %3529 to i64
  %3536 = getelementptr inbounds i32, ptr %9, i64 %3535
  %3537 = load i32, ptr %3536, align 4
  %3538 = lshr i32 %3537, %3530
  %3539 = or disjoint i32 %3538, %3534
  br label %3540

3540:                                             ; preds = %3528, %3486
  %3541 = phi i32 [ %3533, %3528 ], [ %3522, %3486 ]
  %3542 = phi i32 [ %3539, %3528 ], [ %3526, %3486 ]
  %3543 = lshr i32 %3541, 30
  %3544 = tail call i32 @llvm.fshl.i32(i32 %3541, i32 %3542, i32 2)
  %3545 = shl i32 %3542, 2
  %3546 = lshr i32 %3544, 31
  %3547 = add nuw nsw i32 %3546, %3543
  %3548 = sub nsw i32 0, %3547
  %3549 = icmp slt i32 %3487, 0
  %3550 = select i1 %3549, i32 %3548, i32 %3547
  %3551 = xor i32 %3544, %3487
  %3552 = ashr i32 %3544, 31
  %3553 = xor i32 %3552, %3544
  %3554 = xor i32 %3552, %3545
  %3555 = zext i32 %3553 to i64
  %3556 = shl nuw i64 %3555, 32
  %3557 = zext i32 %3554 to i64
  %3558 = or disjoint i64 %3556, %3557
  %3559 = sitofp i64 %3558 to double
  %3560 = fmul double %3559, 0x3BF921FB54442D19
  %3561 = fptrunc double %3560 to float
  %3562 = fneg float %3561
  %3563 = icmp slt i32 %3551, 0
  %3564 = select i1 %3563, float %3562, float %3561
  br label %3567

3565:                                             ; preds = %3484
  %3566 = tail call float @llvm.nvvm.mul.rn.f(float %3475, float 0.000000e+00) #6
  br label %3567

3567:                                             ; preds = %3565, %3540, %3469
  %3568 = phi i32 [ %3477, %3469 ], [ 0, %3565 ], [ %3550, %3540 ]
  %3569 = phi float [ %3481, %3469 ], [ %3566, %3565 ], [ %3564, %3540 ]
  %3570 = fmul float %3569, %3569
  %3571 = tail call float @llvm.fma.f32(float %3570, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3572 = tail call float @llvm.fma.f32(float %3571, float %3570, float 0x3FA5555760000000)
  %3573 = tail call float @llvm.fma.f32(float %3572, float %3570, float 0xBFDFFFFFE0000000)
  %3574 = tail call float @llvm.fma.f32(float %3573, float %3570, float 1.000000e+00)
  %3575 = tail call float @llvm.fma.f32(float %3570, float %3569, float 0.000000e+00)
  %3576 = tail call float @llvm.fma.f32(float %3570, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3577 = tail call float @llvm.fma.f32(float %3576, float %3570, float 0xBFC5555500000000)
  %3578 = tail call float @llvm.fma.f32(float %3577, float %3575, float %3569)
  %3579 = and i32 %3568, 1
  %3580 = icmp eq i32 %3579, 0
  %3581 = select i1 %3580, float %3578, float %3574
  %3582 = select i1 %3580, float %3574, float %3578
  %3583 = and i32 %3568, 2
  %3584 = icmp eq i32 %3583, 0
  %3585 = fneg float %3581
  %3586 = select i1 %3584, float %3581, float %3585
  %3587 = add i32 %3568, 1
  %3588 = and i32 %3587, 2
  %3589 = icmp eq i32 %3588, 0
  %3590 = fneg float %3582
  %3591 = select i1 %3589, float %3582, float %3590
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3592 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 92), align 4, !tbaa !12
  %3593 = fmul contract float %3592, %3591
  %3594 = fmul contract float %3592, %3586
  %3595 = bitcast float %3593 to i32
  %3596 = bitcast float %3594 to i32
  %3597 = zext i32 %3596 to i64
  %3598 = shl nuw i64 %3597, 32
  %3599 = zext i32 %3595 to i64
  %3600 = or disjoint i64 %3598, %3599
  br label %3601

3601:                                             ; preds = %3466, %3567
  %3602 = phi i64 [ %3600, %3567 ], [ 0, %3466 ]
  %3603 = icmp sgt i32 %1, 24
  br i1 %3603, label %3604, label %3736

3604:                                             ; preds = %3601
  %3605 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 192), align 8, !tbaa !12
  %3606 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 196), align 4, !tbaa !12
  %3607 = fmul contract float %136, %3605
  %3608 = fmul contract float %131, %3606
  %3609 = fadd contract float %3607, %3608
  %3610 = fmul contract float %3609, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3611 = fmul float %3610, 0x3FE45F3060000000
  %3612 = tail call i32 @llvm.nvvm.f2i.rn(float %3611) #6
  %3613 = sitofp i32 %3612 to float
  %3614 = tail call float @llvm.fma.f32(float %3613, float 0xBFF921FB40000000, float %3610)
  %3615 = tail call float @llvm.fma.f32(float %3613, float 0xBE74442D00000000, float %3614)
  %3616 = tail call float @llvm.fma.f32(float %3613, float 0xBCF84698A0000000, float %3615)
  %3617 = tail call float @llvm.nvvm.fabs.f32(float %3610)
  %3618 = fcmp ult float %3617, 1.056150e+05
  br i1 %3618, label %3702, label %3619

3619:                                             ; preds = %3604
  %3620 = fcmp oeq float %3617, 0x7FF0000000000000
  br i1 %3620, label %3700, label %3621

3621:                                             ; preds = %3619
  %3622 = bitcast float %3610 to i32
  %3623 = shl i32 %3622, 8
  %3624 = or i32 %3623, -2147483648
  %3625 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3624, i32 0) #7, !srcloc !11
  %3626 = extractvalue { i32, i32 } %3625, 0
  %3627 = extractvalue { i32, i32 } %3625, 1
  store i32 %3626, ptr %9, align 4
  %3628 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3624, i32 %3627) #7, !srcloc !11
  %3629 = extractvalue { i32, i32 } %3628, 0
  %3630 = extractvalue { i32, i32 } %3628, 1
  %3631 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3629, ptr %3631, align 4
  %3632 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3624, i32 %3630) #7, !srcloc !11
  %3633 = extractvalue { i32, i32 } %3632, 0
  %3634 = extractvalue { i32, i32 } %3632, 1
  %3635 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3633, ptr %3635, align 4
  %3636 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3624, i32 %3634) #7, !srcloc !11
  %3637 = extractvalue { i32, i32 } %3636, 0
  %3638 = extractvalue { i32, i32 } %3636, 1
  %3639 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3637, ptr %3639, align 4
  %3640 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3624, i32 %3638) #7, !srcloc !11
  %3641 = extractvalue { i32, i32 } %3640, 0
  %3642 = extractvalue { i32, i32 } %3640, 1
  %3643 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3641, ptr %3643, align 4
  %3644 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3624, i32 %3642) #7, !srcloc !11
  %3645 = extractvalue { i32, i32 } %3644, 0
  %3646 = extractvalue { i32, i32 } %3644, 1
  %3647 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3645, ptr %3647, align 4
  %3648 = lshr i32 %3622, 23
  %3649 = and i32 %3648, 224
  %3650 = add nsw i32 %3649, -128
  %3651 = lshr exact i32 %3650, 5
  %3652 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3646, ptr %3652, align 4
  %3653 = and i32 %3648, 31
  %3654 = sub nsw i32 6, %3651
  %3655 = sext i32 %3654 to i64
  %3656 = getelementptr inbounds i32, ptr %9, i64 %3655
  %3657 = load i32, ptr %3656, align 4
  %3658 = sub nsw i32 5, %3651
  %3659 = sext i32 %3658 to i64
  %3660 = getelementptr inbounds i32, ptr %9, i64 %3659
  %3661 = load i32, ptr %3660, align 4
  %3662 = icmp eq i32 %3653, 0
  br i1 %3662, label %3675, label %3663

3663:                                             ; preds = %3621
  %3664 = sub nsw i32 4, %3651
  %3665 = sub nuw nsw i32 32, %3653
  %3666 = shl i32 %3657, %3653
  %3667 = lshr i32 %3661, %3665
  %3668 = or disjoint i32 %3667, %3666
  %3669 = shl i32 %3661, %3653
  %3670 = sext i32 %3664 to i64
  %3671 = getelementptr inbounds i32, ptr %9, i64 %3670
  %3672 = load i32, ptr %3671, align 4
  %3673 = lshr i32 %3672, %3665
  %3674 = or disjoint i32 %3673, %3669
  br label %3675

3675:                                             ; preds = %3663, %3621
  %3676 = phi i32 [ %3668, %3663 ], [ %3657, %3621 ]
  %3677 = phi i32 [ %3674, %3663 ], [ %3661, %3621 ]
  %3678 = lshr i32 %3676, 30
  %3679 = tail call i32 @llvm.fshl.i32(i32 %3676, i32 %3677, i32 2)
  %3680 = shl i32 %3677, 2
  %3681 = lshr i32 %3679, 31
  %3682 = add nuw nsw i32 %3681, %3678
  %3683 = sub nsw i32 0, %3682
  %3684 = icmp slt i32 %3622, 0
  %3685 = select i1 %3684, i32 %3683, i32 %3682
  %3686 = xor i32 %3679, %3622
  %3687 = ashr i32 %3679, 31
  %3688 = xor i32 %3687, %3679
  %3689 = xor i32 %3687, %3680
  %3690 = zext i32 %3688 to i64
  %3691 = shl nuw i64 %3690, 32
  %3692 = zext i32 %3689 to i64
  %3693 = or disjoint i64 %3691, %3692
  %3694 = sitofp i64 %3693 to double
  %3695 = fmul double %3694, 0x3BF921FB54442D19
  %3696 = fptrunc double %3695 to float
  %3697 = fneg float %3696
  %3698 = icmp slt i32 %3686, 0
  %3699 = select i1 %3698, float %3697, float %3696
  br label %3702

3700:                                             ; preds = %3619
  %3701 = tail call float @llvm.nvvm.mul.rn.f(float %3610, float 0.000000e+00) #6
  br label %3702

3702:                                             ; preds = %3700, %3675, %3604
  %3703 = phi i32 [ %3612, %3604 ], [ 0, %3700 ], [ %3685, %3675 ]
  %3704 = phi float [ %3616, %3604 ], [ %3701, %3700 ], [ %3699, %3675 ]
  %3705 = fmul float %3704, %3704
  %3706 = tail call float @llvm.fma.f32(float %3705, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3707 = tail call float @llvm.fma.f32(float %3706, float %3705, float 0x3FA5555760000000)
  %3708 = tail call float @llvm.fma.f32(float %3707, float %3705, float 0xBFDFFFFFE0000000)
  %3709 = tail call float @llvm.fma.f32(float %3708, float %3705, float 1.000000e+00)
  %3710 = tail call float @llvm.fma.f32(float %3705, float %3704, float 0.000000e+00)
  %3711 = tail call float @llvm.fma.f32(float %3705, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3712 = tail call float @llvm.fma.f32(float %3711, float %3705, float 0xBFC5555500000000)
  %3713 = tail call float @llvm.fma.f32(float %3712, float %3710, float %3704)
  %3714 = and i32 %3703, 1
  %3715 = icmp eq i32 %3714, 0
  %3716 = select i1 %3715, float %3713, float %3709
  %3717 = select i1 %3715, float %3709, float %3713
  %3718 = and i32 %3703, 2
  %3719 = icmp eq i32 %3718, 0
  %3720 = fneg float %3716
  %3721 = select i1 %3719, float %3716, float %3720
  %3722 = add i32 %3703, 1
  %3723 = and i32 %3722, 2
  %3724 = icmp eq i32 %3723, 0
  %3725 = fneg float %3717
  %3726 = select i1 %3724, float %3717, float %3725
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3727 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 96), align 4, !tbaa !12
  %3728 = fmul contract float %3727, %3726
  %3729 = fmul contract float %3727, %3721
  %3730 = bitcast float %3728 to i32
  %3731 = bitcast float %3729 to i32
  %3732 = zext i32 %3731 to i64
  %3733 = shl nuw i64 %3732, 32
  %3734 = zext i32 %3730 to i64
  %3735 = or disjoint i64 %3733, %3734
  br label %3736

3736:                                             ; preds = %3601, %3702
  %3737 = phi i64 [ %3735, %3702 ], [ 0, %3601 ]
  %3738 = icmp sgt i32 %1, 25
  br i1 %3738, label %3739, label %3871

3739:                                             ; preds = %3736
  %3740 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 200), align 8, !tbaa !12
  %3741 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 204), align 4, !tbaa !12
  %3742 = fmul contract float %136, %3740
  %3743 = fmul contract float %131, %3741
  %3744 = fadd contract float %3742, %3743
  %3745 = fmul contract float %3744, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3746 = fmul float %3745, 0x3FE45F3060000000
  %3747 = tail call i32 @llvm.nvvm.f2i.rn(float %3746) #6
  %3748 = sitofp i32 %3747 to float
  %3749 = tail call float @llvm.fma.f32(float %3748, float 0xBFF921FB40000000, float %3745)
  %3750 = tail call float @llvm.fma.f32(float %3748, float 0xBE74442D00000000, float %3749)
  %3751 = tail call float @llvm.fma.f32(float %3748, float 0xBCF84698A0000000, float %3750)
  %3752 = tail call float @llvm.nvvm.fabs.f32(float %3745)
  %3753 = fcmp ult float %3752, 1.056150e+05
  br i1 %3753, label %3837, label %3754

3754:                                             ; preds = %3739
  %3755 = fcmp oeq float %3752, 0x7FF0000000000000
  br i1 %3755, label %3835, label %3756

3756:                                             ; preds = %3754
  %3757 = bitcast float %3745 to i32
  %3758 = shl i32 %3757, 8
  %3759 = or i32 %3758, -2147483648
  %3760 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3759, i32 0) #7, !srcloc !11
  %3761 = extractvalue { i32, i32 } %3760, 0
  %3762 = extractvalue { i32, i32 } %3760, 1
  store i32 %3761, ptr %9, align 4
  %3763 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3759, i32 %3762) #7, !srcloc !11
  %3764 = extractvalue { i32, i32 } %3763, 0
  %3765 = extractvalue { i32, i32 } %3763, 1
  %3766 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3764, ptr %3766, align 4
  %3767 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3759, i32 %3765) #7, !srcloc !11
  %3768 = extractvalue { i32, i32 } %3767, 0
  %3769 = extractvalue { i32, i32 } %3767, 1
  %3770 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3768, ptr %3770, align 4
  %3771 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3759, i32 %3769) #7, !srcloc !11
  %3772 = extractvalue { i32, i32 } %3771, 0
  %3773 = extractvalue { i32, i32 } %3771, 1
  %3774 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3772, ptr %3774, align 4
  %3775 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3759, i32 %3773) #7, !srcloc !11
  %3776 = extractvalue { i32, i32 } %3775, 0
  %3777 = extractvalue { i32, i32 } %3775, 1
  %3778 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3776, ptr %3778, align 4
  %3779 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3759, i32 %3777) #7, !srcloc !11
  %3780 = extractvalue { i32, i32 } %3779, 0
  %3781 = extractvalue { i32, i32 } %3779, 1
  %3782 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3780, ptr %3782, align 4
  %3783 = lshr i32 %3757, 23
  %3784 = and i32 %3783, 224
  %3785 = add nsw i32 %3784, -128
  %3786 = lshr exact i32 %3785, 5
  %3787 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3781, ptr %3787, align 4
  %3788 = and i32 %3783, 31
  %3789 = sub nsw i32 6, %3786
  %3790 = sext i32 %3789 to i64
  %3791 = getelementptr inbounds i32, ptr %9, i64 %3790
  %3792 = load i32, ptr %3791, align 4
  %3793 = sub nsw i32 5, %3786
  %3794 = sext i32 %3793 to i64
  %3795 = getelementptr inbounds i32, ptr %9, i64 %3794
  %3796 = load i32, ptr %3795, align 4
  %3797 = icmp eq i32 %3788, 0
  br i1 %3797, label %3810, label %3798

3798:                                             ; preds = %3756
  %3799 = sub nsw i32 4, %3786
  %3800 = sub nuw nsw i32 32, %3788
  %3801 = shl i32 %3792, %3788
  %3802 = lshr i32 %3796, %3800
  %3803 = or disjoint i32 %3802, %3801
  %3804 = shl i32 %3796, %3788
  %3805 = sext i32 %3799 to i64
  %3806 = getelementptr inbounds i32, ptr %9, i64 %3805
  %3807 = load i32, ptr %3806, align 4
  %3808 = lshr i32 %3807, %3800
  %3809 = or disjoint i32 %3808, %3804
  br label %3810

3810:                                             ; preds = %3798, %3756
  %3811 = phi i32 [ %3803, %3798 ], [ %3792, %3756 ]
  %3812 = phi i32 [ %3809, %3798 ], [ %3796, %3756 ]
  %3813 = lshr i32 %3811, 30
  %3814 = tail call i32 @llvm.fshl.i32(i32 %3811, i32 %3812, i32 2)
  %3815 = shl i32 %3812, 2
  %3816 = lshr i32 %3814, 31
  %3817 = add nuw nsw i32 %3816, %3813
  %3818 = sub nsw i32 0, %3817
  %3819 = icmp slt i32 %3757, 0
  %3820 = select i1 %3819, i32 %3818, i32 %3817
  %3821 = xor i32 %3814, %3757
  %3822 = ashr i32 %3814, 31
  %3823 = xor i32 %3822, %3814
  %3824 = xor i32 %3822, %3815
  %3825 = zext i32 %3823 to i64
  %3826 = shl nuw i64 %3825, 32
  %3827 = zext i32 %3824 to i64
  %3828 = or disjoint i64 %3826, %3827
  %3829 = sitofp i64 %3828 to double
  %3830 = fmul double %3829, 0x3BF921FB54442D19
  %3831 = fptrunc double %3830 to float
  %3832 = fneg float %3831
  %3833 = icmp slt i32 %3821, 0
  %3834 = select i1 %3833, float %3832, float %3831
  br label %3837

3835:                                             ; preds = %3754
  %3836 = tail call float @llvm.nvvm.mul.rn.f(float %3745, float 0.000000e+00) #6
  br label %3837

3837:                                             ; preds = %3835, %3810, %3739
  %3838 = phi i32 [ %3747, %3739 ], [ 0, %3835 ], [ %3820, %3810 ]
  %3839 = phi float [ %3751, %3739 ], [ %3836, %3835 ], [ %3834, %3810 ]
  %3840 = fmul float %3839, %3839
  %3841 = tail call float @llvm.fma.f32(float %3840, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3842 = tail call float @llvm.fma.f32(float %3841, float %3840, float 0x3FA5555760000000)
  %3843 = tail call float @llvm.fma.f32(float %3842, float %3840, float 0xBFDFFFFFE0000000)
  %3844 = tail call float @llvm.fma.f32(float %3843, float %3840, float 1.000000e+00)
  %3845 = tail call float @llvm.fma.f32(float %3840, float %3839, float 0.000000e+00)
  %3846 = tail call float @llvm.fma.f32(float %3840, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3847 = tail call float @llvm.fma.f32(float %3846, float %3840, float 0xBFC5555500000000)
  %3848 = tail call float @llvm.fma.f32(float %3847, float %3845, float %3839)
  %3849 = and i32 %3838, 1
  %3850 = icmp eq i32 %3849, 0
  %3851 = select i1 %3850, float %3848, float %3844
  %3852 = select i1 %3850, float %3844, float %3848
  %3853 = and i32 %3838, 2
  %3854 = icmp eq i32 %3853, 0
  %3855 = fneg float %3851
  %3856 = select i1 %3854, float %3851, float %3855
  %3857 = add i32 %3838, 1
  %3858 = and i32 %3857, 2
  %3859 = icmp eq i32 %3858, 0
  %3860 = fneg float %3852
  %3861 = select i1 %3859, float %3852, float %3860
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3862 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 100), align 4, !tbaa !12
  %3863 = fmul contract float %3862, %3861
  %3864 = fmul contract float %3862, %3856
  %3865 = bitcast float %3863 to i32
  %3866 = bitcast float %3864 to i32
  %3867 = zext i32 %3866 to i64
  %3868 = shl nuw i64 %3867, 32
  %3869 = zext i32 %3865 to i64
  %3870 = or disjoint i64 %3868, %3869
  br label %3871

3871:                                             ; preds = %3736, %3837
  %3872 = phi i64 [ %3870, %3837 ], [ 0, %3736 ]
  %3873 = icmp sgt i32 %1, 26
  br i1 %3873, label %3874, label %4006

3874:                                             ; preds = %3871
  %3875 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 208), align 8, !tbaa !12
  %3876 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 212), align 4, !tbaa !12
  %3877 = fmul contract float %136, %3875
  %3878 = fmul contract float %131, %3876
  %3879 = fadd contract float %3877, %3878
  %3880 = fmul contract float %3879, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %3881 = fmul float %3880, 0x3FE45F3060000000
  %3882 = tail call i32 @llvm.nvvm.f2i.rn(float %3881) #6
  %3883 = sitofp i32 %3882 to float
  %3884 = tail call float @llvm.fma.f32(float %3883, float 0xBFF921FB40000000, float %3880)
  %3885 = tail call float @llvm.fma.f32(float %3883, float 0xBE74442D00000000, float %3884)
  %3886 = tail call float @llvm.fma.f32(float %3883, float 0xBCF84698A0000000, float %3885)
  %3887 = tail call float @llvm.nvvm.fabs.f32(float %3880)
  %3888 = fcmp ult float %3887, 1.056150e+05
  br i1 %3888, label %3972, label %3889

3889:                                             ; preds = %3874
  %3890 = fcmp oeq float %3887, 0x7FF0000000000000
  br i1 %3890, label %3970, label %3891

3891:                                             ; preds = %3889
  %3892 = bitcast float %3880 to i32
  %3893 = shl i32 %3892, 8
  %3894 = or i32 %3893, -2147483648
  %3895 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %3894, i32 0) #7, !srcloc !11
  %3896 = extractvalue { i32, i32 } %3895, 0
  %3897 = extractvalue { i32, i32 } %3895, 1
  store i32 %3896, ptr %9, align 4
  %3898 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %3894, i32 %3897) #7, !srcloc !11
  %3899 = extractvalue { i32, i32 } %3898, 0
  %3900 = extractvalue { i32, i32 } %3898, 1
  %3901 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %3899, ptr %3901, align 4
  %3902 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %3894, i32 %3900) #7, !srcloc !11
  %3903 = extractvalue { i32, i32 } %3902, 0
  %3904 = extractvalue { i32, i32 } %3902, 1
  %3905 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %3903, ptr %3905, align 4
  %3906 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %3894, i32 %3904) #7, !srcloc !11
  %3907 = extractvalue { i32, i32 } %3906, 0
  %3908 = extractvalue { i32, i32 } %3906, 1
  %3909 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %3907, ptr %3909, align 4
  %3910 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %3894, i32 %3908) #7, !srcloc !11
  %3911 = extractvalue { i32, i32 } %3910, 0
  %3912 = extractvalue { i32, i32 } %3910, 1
  %3913 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %3911, ptr %3913, align 4
  %3914 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %3894, i32 %3912) #7, !srcloc !11
  %3915 = extractvalue { i32, i32 } %3914, 0
  %3916 = extractvalue { i32, i32 } %3914, 1
  %3917 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %3915, ptr %3917, align 4
  %3918 = lshr i32 %3892, 23
  %3919 = and i32 %3918, 224
  %3920 = add nsw i32 %3919, -128
  %3921 = lshr exact i32 %3920, 5
  %3922 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %3916, ptr %3922, align 4
  %3923 = and i32 %3918, 31
  %3924 = sub nsw i32 6, %3921
  %3925 = sext i32 %3924 to i64
  %3926 = getelementptr inbounds i32, ptr %9, i64 %3925
  %3927 = load i32, ptr %3926, align 4
  %3928 = sub nsw i32 5, %3921
  %3929 = sext i32 %3928 to i64
  %3930 = getelementptr inbounds i32, ptr %9, i64 %3929
  %3931 = load i32, ptr %3930, align 4
  %3932 = icmp eq i32 %3923, 0
  br i1 %3932, label %3945, label %3933

3933:                                             ; preds = %3891
  %3934 = sub nsw i32 4, %3921
  %3935 = sub nuw nsw i32 32, %3923
  %3936 = shl i32 %3927, %3923
  %3937 = lshr i32 %3931, %3935
  %3938 = or disjoint i32 %3937, %3936
  %3939 = shl i32 %3931, %3923
  %3940 = sext i32 %3934 to i64
  %3941 = getelementptr inbounds i32, ptr %9, i64 %3940
  %3942 = load i32, ptr %3941, align 4
  %3943 = lshr i32 %3942, %3935
  %3944 = or disjoint i32 %3943, %3939
  br label %3945

3945:                                             ; preds = %3933, %3891
  %3946 = phi i32 [ %3938, %3933 ], [ %3927, %3891 ]
  %3947 = phi i32 [ %3944, %3933 ], [ %3931, %3891 ]
  %3948 = lshr i32 %3946, 30
  %3949 = tail call i32 @llvm.fshl.i32(i32 %3946, i32 %3947, i32 2)
  %3950 = shl i32 %3947, 2
  %3951 = lshr i32 %3949, 31
  %3952 = add nuw nsw i32 %3951, %3948
  %3953 = sub nsw i32 0, %3952
  %3954 = icmp slt i32 %3892, 0
  %3955 = select i1 %3954, i32 %3953, i32 %3952
  %3956 = xor i32 %3949, %3892
  %3957 = ashr i32 %3949, 31
  %3958 = xor i32 %3957, %3949
  %3959 = xor i32 %3957, %3950
  %3960 = zext i32 %3958 to i64
  %3961 = shl nuw i64 %3960, 32
  %3962 = zext i32 %3959 to i64
  %3963 = or disjoint i64 %3961, %3962
  %3964 = sitofp i64 %3963 to double
  %3965 = fmul double %3964, 0x3BF921FB54442D19
  %3966 = fptrunc double %3965 to float
  %3967 = fneg float %3966
  %3968 = icmp slt i32 %3956, 0
  %3969 = select i1 %3968, float %3967, float %3966
  br label %3972

3970:                                             ; preds = %3889
  %3971 = tail call float @llvm.nvvm.mul.rn.f(float %3880, float 0.000000e+00) #6
  br label %3972

3972:                                             ; preds = %3970, %3945, %3874
  %3973 = phi i32 [ %3882, %3874 ], [ 0, %3970 ], [ %3955, %3945 ]
  %3974 = phi float [ %3886, %3874 ], [ %3971, %3970 ], [ %3969, %3945 ]
  %3975 = fmul float %3974, %3974
  %3976 = tail call float @llvm.fma.f32(float %3975, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %3977 = tail call float @llvm.fma.f32(float %3976, float %3975, float 0x3FA5555760000000)
  %3978 = tail call float @llvm.fma.f32(float %3977, float %3975, float 0xBFDFFFFFE0000000)
  %3979 = tail call float @llvm.fma.f32(float %3978, float %3975, float 1.000000e+00)
  %3980 = tail call float @llvm.fma.f32(float %3975, float %3974, float 0.000000e+00)
  %3981 = tail call float @llvm.fma.f32(float %3975, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %3982 = tail call float @llvm.fma.f32(float %3981, float %3975, float 0xBFC5555500000000)
  %3983 = tail call float @llvm.fma.f32(float %3982, float %3980, float %3974)
  %3984 = and i32 %3973, 1
  %3985 = icmp eq i32 %3984, 0
  %3986 = select i1 %3985, float %3983, float %3979
  %3987 = select i1 %3985, float %3979, float %3983
  %3988 = and i32 %3973, 2
  %3989 = icmp eq i32 %3988, 0
  %3990 = fneg float %3986
  %3991 = select i1 %3989, float %3986, float %3990
  %3992 = add i32 %3973, 1
  %3993 = and i32 %3992, 2
  %3994 = icmp eq i32 %3993, 0
  %3995 = fneg float %3987
  %3996 = select i1 %3994, float %3987, float %3995
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %3997 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 104), align 4, !tbaa !12
  %3998 = fmul contract float %3997, %3996
  %3999 = fmul contract float %3997, %3991
  %4000 = bitcast float %3998 to i32
  %4001 = bitcast float %3999 to i32
  %4002 = zext i32 %4001 to i64
  %4003 = shl nuw i64 %4002, 32
  %4004 = zext i32 %4000 to i64
  %4005 = or disjoint i64 %4003, %4004
  br label %4006

4006:                                             ; preds = %3871, %3972
  %4007 = phi i64 [ %4005, %3972 ], [ 0, %3871 ]
  %4008 = icmp sgt i32 %1, 27
  br i1 %4008, label %4009, label %4141

4009:                                             ; preds = %4006
  %4010 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 216), align 8, !tbaa !12
  %4011 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 220), align 4, !tbaa !12
  %4012 = fmul contract float %136, %4010
  %4013 = fmul contract float %131, %4011
  %4014 = fadd contract float %4012, %4013
  %4015 = fmul contract float %4014, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4016 = fmul float %4015, 0x3FE45F3060000000
  %4017 = tail call i32 @llvm.nvvm.f2i.rn(float %4016) #6
  %4018 = sitofp i32 %4017 to float
  %4019 = tail call float @llvm.fma.f32(float %4018, float 0xBFF921FB40000000, float %4015)
  %4020 = tail call float @llvm.fma.f32(float %4018, float 0xBE74442D00000000, float %4019)
  %4021 = tail call float @llvm.fma.f32(float %4018, float 0xBCF84698A0000000, float %4020)
  %4022 = tail call float @llvm.nvvm.fabs.f32(float %4015)
  %4023 = fcmp ult float %4022, 1.056150e+05
  br i1 %4023, label %4107, label %4024

4024:                                             ; preds = %4009
  %4025 = fcmp oeq float %4022, 0x7FF0000000000000
  br i1 %4025, label %4105, label %4026

4026:                                             ; preds = %4024
  %4027 = bitcast float %4015 to i32
  %4028 = shl i32 %4027, 8
  %4029 = or i32 %4028, -2147483648
  %4030 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4029, i32 0) #7, !srcloc !11
  %4031 = extractvalue { i32, i32 } %4030, 0
  %4032 = extractvalue { i32, i32 } %4030, 1
  store i32 %4031, ptr %9, align 4
  %4033 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4029, i32 %4032) #7, !srcloc !11
  %4034 = extractvalue { i32, i32 } %4033, 0
  %4035 = extractvalue { i32, i32 } %4033, 1
  %4036 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4034, ptr %4036, align 4
  %4037 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4029, i32 %4035) #7, !srcloc !11
  %4038 = extractvalue { i32, i32 } %4037, 0
  %4039 = extractvalue { i32, i32 } %4037, 1
  %4040 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4038, ptr %4040, align 4
  %4041 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4029, i32 %4039) #7, !srcloc !11
  %4042 = extractvalue { i32, i32 } %4041, 0
  %4043 = extractvalue { i32, i32 } %4041, 1
  %4044 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4042, ptr %4044, align 4
  %4045 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4029, i32 %4043) #7, !srcloc !11
  %4046 = extractvalue { i32, i32 } %4045, 0
  %4047 = extractvalue { i32, i32 } %4045, 1
  %4048 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4046, ptr %4048, align 4
  %4049 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4029, i32 %4047) #7, !srcloc !11
  %4050 = extractvalue { i32, i32 } %4049, 0
  %4051 = extractvalue { i32, i32 } %4049, 1
  %4052 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4050, ptr %4052, align 4
  %4053 = lshr i32 %4027, 23
  %4054 = and i32 %4053, 224
  %4055 = add nsw i32 %4054, -128
  %4056 = lshr exact i32 %4055, 5
  %4057 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4051, ptr %4057, align 4
  %4058 = and i32 %4053, 31
  %4059 = sub nsw i32 6, %4056
  %4060 = sext i32 %4059 to i64
  %4061 = getelementptr inbounds i32, ptr %9, i64 %4060
  %4062 = load i32, ptr %4061, align 4
  %4063 = sub nsw i32 5, %4056
  %4064 = sext i32 %4063 to i64
  %4065 = getelementptr inbounds i32, ptr %9, i64 %4064
  %4066 = load i32, ptr %4065, align 4
  %4067 = icmp eq i32 %4058, 0
  br i1 %4067, label %4080, label %4068

4068:                                             ; preds = %4026
  %4069 = sub nsw i32 4, %4056
  %4070 = sub nuw nsw i32 32, %4058
  %4071 = shl i32 %4062, %4058
  %4072 = lshr i32 %4066, %4070
  %4073 = or disjoint i32 %4072, %4071
  %4074 = shl i32 %4066, %4058
  %4075 = sext i32 %4069 to i64
  %4076 = getelementptr inbounds i32, ptr %9, i64 %4075
  %4077 = load i32, ptr %4076, align 4
  %4078 = lshr i32 %4077, %4070
  %4079 = or disjoint i32 %4078, %4074
  br label %4080

4080:                                             ; preds = %4068, %4026
  %4081 = phi i32 [ %4073, %4068 ], [ %4062, %4026 ]
  %4082 = phi i32 [ %4079, %4068 ], [ %4066, %4026 ]
  %4083 = lshr i32 %4081, 30
  %4084 = tail call i32 @llvm.fshl.i32(i32 %4081, i32 %4082, i32 2)
  %4085 = shl i32 %4082, 2
  %4086 = lshr i32 %4084, 31
  %4087 = add nuw nsw i32 %4086, %4083
  %4088 = sub nsw i32 0, %4087
  %4089 = icmp slt i32 %4027, 0
  %4090 = select i1 %4089, i32 %4088, i32 %4087
  %4091 = xor i32 %4084, %4027
  %4092 = ashr i32 %4084, 31
  %4093 = xor i32 %4092, %4084
  %4094 = xor i32 %4092, %4085
  %4095 = zext i32 %4093 to i64
  %4096 = shl nuw i64 %4095, 32
  %4097 = zext i32 %4094 to i64
  %4098 = or disjoint i64 %4096, %4097
  %4099 = sitofp i64 %4098 to double
  %4100 = fmul double %4099, 0x3BF921FB54442D19
  %4101 = fptrunc double %4100 to float
  %4102 = fneg float %4101
  %4103 = icmp slt i32 %4091, 0
  %4104 = select i1 %4103, float %4102, float %4101
  br label %4107

4105:                                             ; preds = %4024
  %4106 = tail call float @llvm.nvvm.mul.rn.f(float %4015, float 0.000000e+00) #6
  br label %4107

4107:                                             ; preds = %4105, %4080, %4009
  %4108 = phi i32 [ %4017, %4009 ], [ 0, %4105 ], [ %4090, %4080 ]
  %4109 = phi float [ %4021, %4009 ], [ %4106, %4105 ], [ %4104, %4080 ]
  %4110 = fmul float %4109, %4109
  %4111 = tail call float @llvm.fma.f32(float %4110, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4112 = tail call float @llvm.fma.f32(float %4111, float %4110, float 0x3FA5555760000000)
  %4113 = tail call float @llvm.fma.f32(float %4112, float %4110, float 0xBFDFFFFFE0000000)
  %4114 = tail call float @llvm.fma.f32(float %4113, float %4110, float 1.000000e+00)
  %4115 = tail call float @llvm.fma.f32(float %4110, float %4109, float 0.000000e+00)
  %4116 = tail call float @llvm.fma.f32(float %4110, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4117 = tail call float @llvm.fma.f32(float %4116, float %4110, float 0xBFC5555500000000)
  %4118 = tail call float @llvm.fma.f32(float %4117, float %4115, float %4109)
  %4119 = and i32 %4108, 1
  %4120 = icmp eq i32 %4119, 0
  %4121 = select i1 %4120, float %4118, float %4114
  %4122 = select i1 %4120, float %4114, float %4118
  %4123 = and i32 %4108, 2
  %4124 = icmp eq i32 %4123, 0
  %4125 = fneg float %4121
  %4126 = select i1 %4124, float %4121, float %4125
  %4127 = add i32 %4108, 1
  %4128 = and i32 %4127, 2
  %4129 = icmp eq i32 %4128, 0
  %4130 = fneg float %4122
  %4131 = select i1 %4129, float %4122, float %4130
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4132 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 108), align 4, !tbaa !12
  %4133 = fmul contract float %4132, %4131
  %4134 = fmul contract float %4132, %4126
  %4135 = bitcast float %4133 to i32
  %4136 = bitcast float %4134 to i32
  %4137 = zext i32 %4136 to i64
  %4138 = shl nuw i64 %4137, 32
  %4139 = zext i32 %4135 to i64
  %4140 = or disjoint i64 %4138, %4139
  br label %4141

4141:                                             ; preds = %4006, %4107
  %4142 = phi i64 [ %4140, %4107 ], [ 0, %4006 ]
  %4143 = icmp sgt i32 %1, 28
  br i1 %4143, label %4144, label %4276

4144:                                             ; preds = %4141
  %4145 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 224), align 8, !tbaa !12
  %4146 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 228), align 4, !tbaa !12
  %4147 = fmul contract float %136, %4145
  %4148 = fmul contract float %131, %4146
  %4149 = fadd contract float %4147, %4148
  %4150 = fmul contract float %4149, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4151 = fmul float %4150, 0x3FE45F3060000000
  %4152 = tail call i32 @llvm.nvvm.f2i.rn(float %4151) #6
  %4153 = sitofp i32 %4152 to float
  %4154 = tail call float @llvm.fma.f32(float %4153, float 0xBFF921FB40000000, float %4150)
  %4155 = tail call float @llvm.fma.f32(float %4153, float 0xBE74442D00000000, float %4154)
  %4156 = tail call float @llvm.fma.f32(float %4153, float 0xBCF84698A0000000, float %4155)
  %4157 = tail call float @llvm.nvvm.fabs.f32(float %4150)
  %4158 = fcmp ult float %4157, 1.056150e+05
  br i1 %4158, label %4242, label %4159

4159:                                             ; preds = %4144
  %4160 = fcmp oeq float %4157, 0x7FF0000000000000
  br i1 %4160, label %4240, label %4161

4161:                                             ; preds = %4159
  %4162 = bitcast float %4150 to i32
  %4163 = shl i32 %4162, 8
  %4164 = or i32 %4163, -2147483648
  %4165 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4164, i32 0) #7, !srcloc !11
  %4166 = extractvalue { i32, i32 } %4165, 0
  %4167 = extractvalue { i32, i32 } %4165, 1
  store i32 %4166, ptr %9, align 4
  %4168 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4164, i32 %4167) #7, !srcloc !11
  %4169 = extractvalue { i32, i32 } %4168, 0
  %4170 = extractvalue { i32, i32 } %4168, 1
  %4171 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4169, ptr %4171, align 4
  %4172 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4164, i32 %4170) #7, !srcloc !11
  %4173 = extractvalue { i32, i32 } %4172, 0
  %4174 = extractvalue { i32, i32 } %4172, 1
  %4175 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4173, ptr %4175, align 4
  %4176 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4164, i32 %4174) #7, !srcloc !11
  %4177 = extractvalue { i32, i32 } %4176, 0
  %4178 = extractvalue { i32, i32 } %4176, 1
  %4179 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4177, ptr %4179, align 4
  %4180 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4164, i32 %4178) #7, !srcloc !11
  %4181 = extractvalue { i32, i32 } %4180, 0
  %4182 = extractvalue { i32, i32 } %4180, 1
  %4183 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4181, ptr %4183, align 4
  %4184 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4164, i32 %4182) #7, !srcloc !11
  %4185 = extractvalue { i32, i32 } %4184, 0
  %4186 = extractvalue { i32, i32 } %4184, 1
  %4187 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4185, ptr %4187, align 4
  %4188 = lshr i32 %4162, 23
  %4189 = and i32 %4188, 224
  %4190 = add nsw i32 %4189, -128
  %4191 = lshr exact i32 %4190, 5
  %4192 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4186, ptr %4192, align 4
  %4193 = and i32 %4188, 31
  %4194 = sub nsw i32 6, %4191
  %4195 = sext i32 %4194 to i64
  %4196 = getelementptr inbounds i32, ptr %9, i64 %4195
  %4197 = load i32, ptr %4196, align 4
  %4198 = sub nsw i32 5, %4191
  %4199 = sext i32 %4198 to i64
  %4200 = getelementptr inbounds i32, ptr %9, i64 %4199
  %4201 = load i32, ptr %4200, align 4
  %4202 = icmp eq i32 %4193, 0
  br i1 %4202, label %4215, label %4203

4203:                                             ; preds = %4161
  %4204 = sub nsw i32 4, %4191
  %4205 = sub nuw nsw i32 32, %4193
  %4206 = shl i32 %4197, %4193
  %4207 = lshr i32 %4201, %4205
  %4208 = or disjoint i32 %4207, %4206
  %4209 = shl i32 %4201, %4193
  %4210 = sext i32 %4204 to i64
  %4211 = getelementptr inbounds i32, ptr %9, i64 %4210
  %4212 = load i32, ptr %4211, align 4
  %4213 = lshr i32 %4212, %4205
  %4214 = or disjoint i32 %4213, %4209
  br label %4215

4215:                                             ; preds = %4203, %4161
  %4216 = phi i32 [ %4208, %4203 ], [ %4197, %4161 ]
  %4217 = phi i32 [ %4214, %4203 ], [ %4201, %4161 ]
  %4218 = lshr i32 %4216, 30
  %4219 = tail call i32 @llvm.fshl.i32(i32 %4216, i32 %4217, i32 2)
  %4220 = shl i32 %4217, 2
  %4221 = lshr i32 %4219, 31
  %4222 = add nuw nsw i32 %4221, %4218
  %4223 = sub nsw i32 0, %4222
  %4224 = icmp slt i32 %4162, 0
  %4225 = select i1 %4224, i32 %4223, i32 %4222
  %4226 = xor i32 %4219, %4162
  %4227 = ashr i32 %4219, 31
  %4228 = xor i32 %4227, %4219
  %4229 = xor i32 %4227, %4220
  %4230 = zext i32 %4228 to i64
  %4231 = shl nuw i64 %4230, 32
  %4232 = zext i32 %4229 to i64
  %4233 = or disjoint i64 %4231, %4232
  %4234 = sitofp i64 %4233 to double
  %4235 = fmul double %4234, 0x3BF921FB54442D19
  %4236 = fptrunc double %4235 to float
  %4237 = fneg float %4236
  %4238 = icmp slt i32 %4226, 0
  %4239 = select i1 %4238, float %4237, float %4236
  br label %4242

4240:                                             ; preds = %4159
  %4241 = tail call float @llvm.nvvm.mul.rn.f(float %4150, float 0.000000e+00) #6
  br label %4242

4242:                                             ; preds = %4240, %4215, %4144
  %4243 = phi i32 [ %4152, %4144 ], [ 0, %4240 ], [ %4225, %4215 ]
  %4244 = phi float [ %4156, %4144 ], [ %4241, %4240 ], [ %4239, %4215 ]
  %4245 = fmul float %4244, %4244
  %4246 = tail call float @llvm.fma.f32(float %4245, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4247 = tail call float @llvm.fma.f32(float %4246, float %4245, float 0x3FA5555760000000)
  %4248 = tail call float @llvm.fma.f32(float %4247, float %4245, float 0xBFDFFFFFE0000000)
  %4249 = tail call float @llvm.fma.f32(float %4248, float %4245, float 1.000000e+00)
  %4250 = tail call float @llvm.fma.f32(float %4245, float %4244, float 0.000000e+00)
  %4251 = tail call float @llvm.fma.f32(float %4245, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4252 = tail call float @llvm.fma.f32(float %4251, float %4245, float 0xBFC5555500000000)
  %4253 = tail call float @llvm.fma.f32(float %4252, float %4250, float %4244)
  %4254 = and i32 %4243, 1
  %4255 = icmp eq i32 %4254, 0
  %4256 = select i1 %4255, float %4253, float %4249
  %4257 = select i1 %4255, float %4249, float %4253
  %4258 = and i32 %4243, 2
  %4259 = icmp eq i32 %4258, 0
  %4260 = fneg float %4256
  %4261 = select i1 %4259, float %4256, float %4260
  %4262 = add i32 %4243, 1
  %4263 = and i32 %4262, 2
  %4264 = icmp eq i32 %4263, 0
  %4265 = fneg float %4257
  %4266 = select i1 %4264, float %4257, float %4265
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4267 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 112), align 4, !tbaa !12
  %4268 = fmul contract float %4267, %4266
  %4269 = fmul contract float %4267, %4261
  %4270 = bitcast float %4268 to i32
  %4271 = bitcast float %4269 to i32
  %4272 = zext i32 %4271 to i64
  %4273 = shl nuw i64 %4272, 32
  %4274 = zext i32 %4270 to i64
  %4275 = or disjoint i64 %4273, %4274
  br label %4276

4276:                                             ; preds = %4141, %4242
  %4277 = phi i64 [ %4275, %4242 ], [ 0, %4141 ]
  %4278 = icmp sgt i32 %1, 29
  br i1 %4278, label %4279, label %4411

4279:                                             ; preds = %4276
  %4280 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 232), align 8, !tbaa !12
  %4281 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 236), align 4, !tbaa !12
  %4282 = fmul contract float %136, %4280
  %4283 = fmul contract float %131, %4281
  %4284 = fadd contract float %4282, %4283
  %4285 = fmul contract float %4284, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4286 = fmul float %4285, 0x3FE45F3060000000
  %4287 = tail call i32 @llvm.nvvm.f2i.rn(float %4286) #6
  %4288 = sitofp i32 %4287 to float
  %4289 = tail call float @llvm.fma.f32(float %4288, float 0xBFF921FB40000000, float %4285)
  %4290 = tail call float @llvm.fma.f32(float %4288, float 0xBE74442D00000000, float %4289)
  %4291 = tail call float @llvm.fma.f32(float %4288, float 0xBCF84698A0000000, float %4290)
  %4292 = tail call float @llvm.nvvm.fabs.f32(float %4285)
  %4293 = fcmp ult float %4292, 1.056150e+05
  br i1 %4293, label %4377, label %4294

4294:                                             ; preds = %4279
  %4295 = fcmp oeq float %4292, 0x7FF0000000000000
  br i1 %4295, label %4375, label %4296

4296:                                             ; preds = %4294
  %4297 = bitcast float %4285 to i32
  %4298 = shl i32 %4297, 8
  %4299 = or i32 %4298, -2147483648
  %4300 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4299, i32 0) #7, !srcloc !11
  %4301 = extractvalue { i32, i32 } %4300, 0
  %4302 = extractvalue { i32, i32 } %4300, 1
  store i32 %4301, ptr %9, align 4
  %4303 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4299, i32 %4302) #7, !srcloc !11
  %4304 = extractvalue { i32, i32 } %4303, 0
  %4305 = extractvalue { i32, i32 } %4303, 1
  %4306 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4304, ptr %4306, align 4
  %4307 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4299, i32 %4305) #7, !srcloc !11
  %4308 = extractvalue { i32, i32 } %4307, 0
  %4309 = extractvalue { i32, i32 } %4307, 1
  %4310 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4308, ptr %4310, align 4
  %4311 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4299, i32 %4309) #7, !srcloc !11
  %4312 = extractvalue { i32, i32 } %4311, 0
  %4313 = extractvalue { i32, i32 } %4311, 1
  %4314 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4312, ptr %4314, align 4
  %4315 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4299, i32 %4313) #7, !srcloc !11
  %4316 = extractvalue { i32, i32 } %4315, 0
  %4317 = extractvalue { i32, i32 } %4315, 1
  %4318 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4316, ptr %4318, align 4
  %4319 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4299, i32 %4317) #7, !srcloc !11
  %4320 = extractvalue { i32, i32 } %4319, 0
  %4321 = extractvalue { i32, i32 } %4319, 1
  %4322 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4320, ptr %4322, align 4
  %4323 = lshr i32 %4297, 23
  %4324 = and i32 %4323, 224
  %4325 = add nsw i32 %4324, -128
  %4326 = lshr exact i32 %4325, 5
  %4327 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4321, ptr %4327, align 4
  %4328 = and i32 %4323, 31
  %4329 = sub nsw i32 6, %4326
  %4330 = sext i32 %4329 to i64
  %4331 = getelementptr inbounds i32, ptr %9, i64 %4330
  %4332 = load i32, ptr %4331, align 4
  %4333 = sub nsw i32 5, %4326
  %4334 = sext i32 %4333 to i64
  %4335 = getelementptr inbounds i32, ptr %9, i64 %4334
  %4336 = load i32, ptr %4335, align 4
  %4337 = icmp eq i32 %4328, 0
  br i1 %4337, label %4350, label %4338

4338:                                             ; preds = %4296
  %4339 = sub nsw i32 4, %4326
  %4340 = sub nuw nsw i32 32, %4328
  %4341 = shl i32 %4332, %4328
  %4342 = lshr i32 %4336, %4340
  %4343 = or disjoint i32 %4342, %4341
  %4344 = shl i32 %4336, %4328
  %4345 = sext i32 %4339 to i64
  %4346 = getelementptr inbounds i32, ptr %9, i64 %4345
  %4347 = load i32, ptr %4346, align 4
  %4348 = lshr i32 %4347, %4340
  %4349 = or disjoint i32 %4348, %4344
  br label %4350

4350:                                             ; preds = %4338, %4296
  %4351 = phi i32 [ %4343, %4338 ], [ %4332, %4296 ]
  %4352 = phi i32 [ %4349, %4338 ], [ %4336, %4296 ]
  %4353 = lshr i32 %4351, 30
  %4354 = tail call i32 @llvm.fshl.i32(i32 %4351, i32 %4352, i32 2)
  %4355 = shl i32 %4352, 2
  %4356 = lshr i32 %4354, 31
  %4357 = add nuw nsw i32 %4356, %4353
  %4358 = sub nsw i32 0, %4357
  %4359 = icmp slt i32 %4297, 0
  %4360 = select i1 %4359, i32 %4358, i32 %4357
  %4361 = xor i32 %4354, %4297
  %4362 = ashr i32 %4354, 31
  %4363 = xor i32 %4362, %4354
  %4364 = xor i32 %4362, %4355
  %4365 = zext i32 %4363 to i64
  %4366 = shl nuw i64 %4365, 32
  %4367 = zext i32 %4364 to i64
  %4368 = or disjoint i64 %4366, %4367
  %4369 = sitofp i64 %4368 to double
  %4370 = fmul double %4369, 0x3BF921FB54442D19
  %4371 = fptrunc double %4370 to float
  %4372 = fneg float %4371
  %4373 = icmp slt i32 %4361, 0
  %4374 = select i1 %4373, float %4372, float %4371
  br label %4377

4375:                                             ; preds = %4294
  %4376 = tail call float @llvm.nvvm.mul.rn.f(float %4285, float 0.000000e+00) #6
  br label %4377

4377:                                             ; preds = %4375, %4350, %4279
  %4378 = phi i32 [ %4287, %4279 ], [ 0, %4375 ], [ %4360, %4350 ]
  %4379 = phi float [ %4291, %4279 ], [ %4376, %4375 ], [ %4374, %4350 ]
  %4380 = fmul float %4379, %4379
  %4381 = tail call float @llvm.fma.f32(float %4380, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4382 = tail call float @llvm.fma.f32(float %4381, float %4380, float 0x3FA5555760000000)
  %4383 = tail call float @llvm.fma.f32(float %4382, float %4380, float 0xBFDFFFFFE0000000)
  %4384 = tail call float @llvm.fma.f32(float %4383, float %4380, float 1.000000e+00)
  %4385 = tail call float @llvm.fma.f32(float %4380, float %4379, float 0.000000e+00)
  %4386 = tail call float @llvm.fma.f32(float %4380, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4387 = tail call float @llvm.fma.f32(float %4386, float %4380, float 0xBFC5555500000000)
  %4388 = tail call float @llvm.fma.f32(float %4387, float %4385, float %4379)
  %4389 = and i32 %4378, 1
  %4390 = icmp eq i32 %4389, 0
  %4391 = select i1 %4390, float %4388, float %4384
  %4392 = select i1 %4390, float %4384, float %4388
  %4393 = and i32 %4378, 2
  %4394 = icmp eq i32 %4393, 0
  %4395 = fneg float %4391
  %4396 = select i1 %4394, float %4391, float %4395
  %4397 = add i32 %4378, 1
  %4398 = and i32 %4397, 2
  %4399 = icmp eq i32 %4398, 0
  %4400 = fneg float %4392
  %4401 = select i1 %4399, float %4392, float %4400
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4402 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 116), align 4, !tbaa !12
  %4403 = fmul contract float %4402, %4401
  %4404 = fmul contract float %4402, %4396
  %4405 = bitcast float %4403 to i32
  %4406 = bitcast float %4404 to i32
  %4407 = zext i32 %4406 to i64
  %4408 = shl nuw i64 %4407, 32
  %4409 = zext i32 %4405 to i64
  %4410 = or disjoint i64 %4408, %4409
  br label %4411

4411:                                             ; preds = %4276, %4377
  %4412 = phi i64 [ %4410, %4377 ], [ 0, %4276 ]
  %4413 = icmp sgt i32 %1, 30
  br i1 %4413, label %4414, label %4546

4414:                                             ; preds = %4411
  %4415 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 240), align 8, !tbaa !12
  %4416 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 244), align 4, !tbaa !12
  %4417 = fmul contract float %136, %4415
  %4418 = fmul contract float %131, %4416
  %4419 = fadd contract float %4417, %4418
  %4420 = fmul contract float %4419, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4421 = fmul float %4420, 0x3FE45F3060000000
  %4422 = tail call i32 @llvm.nvvm.f2i.rn(float %4421) #6
  %4423 = sitofp i32 %4422 to float
  %4424 = tail call float @llvm.fma.f32(float %4423, float 0xBFF921FB40000000, float %4420)
  %4425 = tail call float @llvm.fma.f32(float %4423, float 0xBE74442D00000000, float %4424)
  %4426 = tail call float @llvm.fma.f32(float %4423, float 0xBCF84698A0000000, float %4425)
  %4427 = tail call float @llvm.nvvm.fabs.f32(float %4420)
  %4428 = fcmp ult float %4427, 1.056150e+05
  br i1 %4428, label %4512, label %4429

4429:                                             ; preds = %4414
  %4430 = fcmp oeq float %4427, 0x7FF0000000000000
  br i1 %4430, label %4510, label %4431

4431:                                             ; preds = %4429
  %4432 = bitcast float %4420 to i32
  %4433 = shl i32 %4432, 8
  %4434 = or i32 %4433, -2147483648
  %4435 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4434, i32 0) #7, !srcloc !11
  %4436 = extractvalue { i32, i32 } %4435, 0
  %4437 = extractvalue { i32, i32 } %4435, 1
  store i32 %4436, ptr %9, align 4
  %4438 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4434, i32 %4437) #7, !srcloc !11
  %4439 = extractvalue { i32, i32 } %4438, 0
  %4440 = extractvalue { i32, i32 } %4438, 1
  %4441 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4439, ptr %4441, align 4
  %4442 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4434, i32 %4440) #7, !srcloc !11
  %4443 = extractvalue { i32, i32 } %4442, 0
  %4444 = extractvalue { i32, i32 } %4442, 1
  %4445 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4443, ptr %4445, align 4
  %4446 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4434, i32 %4444) #7, !srcloc !11
  %4447 = extractvalue { i32, i32 } %4446, 0
  %4448 = extractvalue { i32, i32 } %4446, 1
  %4449 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4447, ptr %4449, align 4
  %4450 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4434, i32 %4448) #7, !srcloc !11
  %4451 = extractvalue { i32, i32 } %4450, 0
  %4452 = extractvalue { i32, i32 } %4450, 1
  %4453 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4451, ptr %4453, align 4
  %4454 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4434, i32 %4452) #7, !srcloc !11
  %4455 = extractvalue { i32, i32 } %4454, 0
  %4456 = extractvalue { i32, i32 } %4454, 1
  %4457 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4455, ptr %4457, align 4
  %4458 = lshr i32 %4432, 23
  %4459 = and i32 %4458, 224
  %4460 = add nsw i32 %4459, -128
  %4461 = lshr exact i32 %4460, 5
  %4462 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4456, ptr %4462, align 4
  %4463 = and i32 %4458, 31
  %4464 = sub nsw i32 6, %4461
  %4465 = sext i32 %4464 to i64
  %4466 = getelementptr inbounds i32, ptr %9, i64 %4465
  %4467 = load i32, ptr %4466, align 4
  %4468 = sub nsw i32 5, %4461
  %4469 = sext i32 %4468 to i64
  %4470 = getelementptr inbounds i32, ptr %9, i64 %4469
  %4471 = load i32, ptr %4470, align 4
  %4472 = icmp eq i32 %4463, 0
  br i1 %4472, label %4485, label %4473

4473:                                             ; preds = %4431
  %4474 = sub nsw i32 4, %4461
  %4475 = sub nuw nsw i32 32, %4463
  %4476 = shl i32 %4467, %4463
  %4477 = lshr i32 %4471, %4475
  %4478 = or disjoint i32 %4477, %4476
  %4479 = shl i32 %4471, %4463
  %4480 = sext i32 %4474 to i64
  %4481 = getelementptr inbounds i32, ptr %9, i64 %4480
  %4482 = load i32, ptr %4481, align 4
  %4483 = lshr i32 %4482, %4475
  %4484 = or disjoint i32 %4483, %4479
  br label %4485

4485:                                             ; preds = %4473, %4431
  %4486 = phi i32 [ %4478, %4473 ], [ %4467, %4431 ]
  %4487 = phi i32 [ %4484, %4473 ], [ %4471, %4431 ]
  %4488 = lshr i32 %4486, 30
  %4489 = tail call i32 @llvm.fshl.i32(i32 %4486, i32 %4487, i32 2)
  %4490 = shl i32 %4487, 2
  %4491 = lshr i32 %4489, 31
  %4492 = add nuw nsw i32 %4491, %4488
  %4493 = sub nsw i32 0, %4492
  %4494 = icmp slt i32 %4432, 0
  %4495 = select i1 %4494, i32 %4493, i32 %4492
  %4496 = xor i32 %4489, %4432
  %4497 = ashr i32 %4489, 31
  %4498 = xor i32 %4497, %4489
  %4499 = xor i32 %4497, %4490
  %4500 = zext i32 %4498 to i64
  %4501 = shl nuw i64 %4500, 32
  %4502 = zext i32 %4499 to i64
  %4503 = or disjoint i64 %4501, %4502
  %4504 = sitofp i64 %4503 to double
  %4505 = fmul double %4504, 0x3BF921FB54442D19
  %4506 = fptrunc double %4505 to float
  %4507 = fneg float %4506
  %4508 = icmp slt i32 %4496, 0
  %4509 = select i1 %4508, float %4507, float %4506
  br label %4512

4510:                                             ; preds = %4429
  %4511 = tail call float @llvm.nvvm.mul.rn.f(float %4420, float 0.000000e+00) #6
  br label %4512

4512:                                             ; preds = %4510, %4485, %4414
  %4513 = phi i32 [ %4422, %4414 ], [ 0, %4510 ], [ %4495, %4485 ]
  %4514 = phi float [ %4426, %4414 ], [ %4511, %4510 ], [ %4509, %4485 ]
  %4515 = fmul float %4514, %4514
  %4516 = tail call float @llvm.fma.f32(float %4515, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4517 = tail call float @llvm.fma.f32(float %4516, float %4515, float 0x3FA5555760000000)
  %4518 = tail call float @llvm.fma.f32(float %4517, float %4515, float 0xBFDFFFFFE0000000)
  %4519 = tail call float @llvm.fma.f32(float %4518, float %4515, float 1.000000e+00)
  %4520 = tail call float @llvm.fma.f32(float %4515, float %4514, float 0.000000e+00)
  %4521 = tail call float @llvm.fma.f32(float %4515, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4522 = tail call float @llvm.fma.f32(float %4521, float %4515, float 0xBFC5555500000000)
  %4523 = tail call float @llvm.fma.f32(float %4522, float %4520, float %4514)
  %4524 = and i32 %4513, 1
  %4525 = icmp eq i32 %4524, 0
  %4526 = select i1 %4525, float %4523, float %4519
  %4527 = select i1 %4525, float %4519, float %4523
  %4528 = and i32 %4513, 2
  %4529 = icmp eq i32 %4528, 0
  %4530 = fneg float %4526
  %4531 = select i1 %4529, float %4526, float %4530
  %4532 = add i32 %4513, 1
  %4533 = and i32 %4532, 2
  %4534 = icmp eq i32 %4533, 0
  %4535 = fneg float %4527
  %4536 = select i1 %4534, float %4527, float %4535
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4537 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 120), align 4, !tbaa !12
  %4538 = fmul contract float %4537, %4536
  %4539 = fmul contract float %4537, %4531
  %4540 = bitcast float %4538 to i32
  %4541 = bitcast float %4539 to i32
  %4542 = zext i32 %4541 to i64
  %4543 = shl nuw i64 %4542, 32
  %4544 = zext i32 %4540 to i64
  %4545 = or disjoint i64 %4543, %4544
  br label %4546

4546:                                             ; preds = %4411, %4512
  %4547 = phi i64 [ %4545, %4512 ], [ 0, %4411 ]
  %4548 = icmp sgt i32 %1, 31
  br i1 %4548, label %4549, label %4681

4549:                                             ; preds = %4546
  %4550 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 248), align 8, !tbaa !12
  %4551 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_sensor_xy to ptr), i64 252), align 4, !tbaa !12
  %4552 = fmul contract float %136, %4550
  %4553 = fmul contract float %131, %4551
  %4554 = fadd contract float %4552, %4553
  %4555 = fmul contract float %4554, 0xC01921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %4556 = fmul float %4555, 0x3FE45F3060000000
  %4557 = tail call i32 @llvm.nvvm.f2i.rn(float %4556) #6
  %4558 = sitofp i32 %4557 to float
  %4559 = tail call float @llvm.fma.f32(float %4558, float 0xBFF921FB40000000, float %4555)
  %4560 = tail call float @llvm.fma.f32(float %4558, float 0xBE74442D00000000, float %4559)
  %4561 = tail call float @llvm.fma.f32(float %4558, float 0xBCF84698A0000000, float %4560)
  %4562 = tail call float @llvm.nvvm.fabs.f32(float %4555)
  %4563 = fcmp ult float %4562, 1.056150e+05
  br i1 %4563, label %4647, label %4564

4564:                                             ; preds = %4549
  %4565 = fcmp oeq float %4562, 0x7FF0000000000000
  br i1 %4565, label %4645, label %4566

4566:                                             ; preds = %4564
  %4567 = bitcast float %4555 to i32
  %4568 = shl i32 %4567, 8
  %4569 = or i32 %4568, -2147483648
  %4570 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %4569, i32 0) #7, !srcloc !11
  %4571 = extractvalue { i32, i32 } %4570, 0
  %4572 = extractvalue { i32, i32 } %4570, 1
  store i32 %4571, ptr %9, align 4
  %4573 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %4569, i32 %4572) #7, !srcloc !11
  %4574 = extractvalue { i32, i32 } %4573, 0
  %4575 = extractvalue { i32, i32 } %4573, 1
  %4576 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 %4574, ptr %4576, align 4
  %4577 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %4569, i32 %4575) #7, !srcloc !11
  %4578 = extractvalue { i32, i32 } %4577, 0
  %4579 = extractvalue { i32, i32 } %4577, 1
  %4580 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 %4578, ptr %4580, align 4
  %4581 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %4569, i32 %4579) #7, !srcloc !11
  %4582 = extractvalue { i32, i32 } %4581, 0
  %4583 = extractvalue { i32, i32 } %4581, 1
  %4584 = getelementptr inbounds nuw i8, ptr %9, i64 12
  store i32 %4582, ptr %4584, align 4
  %4585 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %4569, i32 %4583) #7, !srcloc !11
  %4586 = extractvalue { i32, i32 } %4585, 0
  %4587 = extractvalue { i32, i32 } %4585, 1
  %4588 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store i32 %4586, ptr %4588, align 4
  %4589 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %4569, i32 %4587) #7, !srcloc !11
  %4590 = extractvalue { i32, i32 } %4589, 0
  %4591 = extractvalue { i32, i32 } %4589, 1
  %4592 = getelementptr inbounds nuw i8, ptr %9, i64 20
  store i32 %4590, ptr %4592, align 4
  %4593 = lshr i32 %4567, 23
  %4594 = and i32 %4593, 224
  %4595 = add nsw i32 %4594, -128
  %4596 = lshr exact i32 %4595, 5
  %4597 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %4591, ptr %4597, align 4
  %4598 = and i32 %4593, 31
  %4599 = sub nsw i32 6, %4596
  %4600 = sext i32 %4599 to i64
  %4601 = getelementptr inbounds i32, ptr %9, i64 %4600
  %4602 = load i32, ptr %4601, align 4
  %4603 = sub nsw i32 5, %4596
  %4604 = sext i32 %4603 to i64
  %4605 = getelementptr inbounds i32, ptr %9, i64 %4604
  %4606 = load i32, ptr %4605, align 4
  %4607 = icmp eq i32 %4598, 0
  br i1 %4607, label %4620, label %4608

4608:                                             ; preds = %4566
  %4609 = sub nsw i32 4, %4596
  %4610 = sub nuw nsw i32 32, %4598
  %4611 = shl i32 %4602, %4598
  %4612 = lshr i32 %4606, %4610
  %4613 = or disjoint i32 %4612, %4611
  %4614 = shl i32 %4606, %4598
  %4615 = sext i32 %4609 to i64
  %4616 = getelementptr inbounds i32, ptr %9, i64 %4615
  %4617 = load i32, ptr %4616, align 4
  %4618 = lshr i32 %4617, %4610
  %4619 = or disjoint i32 %4618, %4614
  br label %4620

4620:                                             ; preds = %4608, %4566
  %4621 = phi i32 [ %4613, %4608 ], [ %4602, %4566 ]
  %4622 = phi i32 [ %4619, %4608 ], [ %4606, %4566 ]
  %4623 = lshr i32 %4621, 30
  %4624 = tail call i32 @llvm.fshl.i32(i32 %4621, i32 %4622, i32 2)
  %4625 = shl i32 %4622, 2
  %4626 = lshr i32 %4624, 31
  %4627 = add nuw nsw i32 %4626, %4623
  %4628 = sub nsw i32 0, %4627
  %4629 = icmp slt i32 %4567, 0
  %4630 = select i1 %4629, i32 %4628, i32 %4627
  %4631 = xor i32 %4624, %4567
  %4632 = ashr i32 %4624, 31
  %4633 = xor i32 %4632, %4624
  %4634 = xor i32 %4632, %4625
  %4635 = zext i32 %4633 to i64
  %4636 = shl nuw i64 %4635, 32
  %4637 = zext i32 %4634 to i64
  %4638 = or disjoint i64 %4636, %4637
  %4639 = sitofp i64 %4638 to double
  %4640 = fmul double %4639, 0x3BF921FB54442D19
  %4641 = fptrunc double %4640 to float
  %4642 = fneg float %4641
  %4643 = icmp slt i32 %4631, 0
  %4644 = select i1 %4643, float %4642, float %4641
  br label %4647

4645:                                             ; preds = %4564
  %4646 = tail call float @llvm.nvvm.mul.rn.f(float %4555, float 0.000000e+00) #6
  br label %4647

4647:                                             ; preds = %4645, %4620, %4549
  %4648 = phi i32 [ %4557, %4549 ], [ 0, %4645 ], [ %4630, %4620 ]
  %4649 = phi float [ %4561, %4549 ], [ %4646, %4645 ], [ %4644, %4620 ]
  %4650 = fmul float %4649, %4649
  %4651 = tail call float @llvm.fma.f32(float %4650, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %4652 = tail call float @llvm.fma.f32(float %4651, float %4650, float 0x3FA5555760000000)
  %4653 = tail call float @llvm.fma.f32(float %4652, float %4650, float 0xBFDFFFFFE0000000)
  %4654 = tail call float @llvm.fma.f32(float %4653, float %4650, float 1.000000e+00)
  %4655 = tail call float @llvm.fma.f32(float %4650, float %4649, float 0.000000e+00)
  %4656 = tail call float @llvm.fma.f32(float %4650, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %4657 = tail call float @llvm.fma.f32(float %4656, float %4650, float 0xBFC5555500000000)
  %4658 = tail call float @llvm.fma.f32(float %4657, float %4655, float %4649)
  %4659 = and i32 %4648, 1
  %4660 = icmp eq i32 %4659, 0
  %4661 = select i1 %4660, float %4658, float %4654
  %4662 = select i1 %4660, float %4654, float %4658
  %4663 = and i32 %4648, 2
  %4664 = icmp eq i32 %4663, 0
  %4665 = fneg float %4661
  %4666 = select i1 %4664, float %4661, float %4665
  %4667 = add i32 %4648, 1
  %4668 = and i32 %4667, 2
  %4669 = icmp eq i32 %4668, 0
  %4670 = fneg float %4662
  %4671 = select i1 %4669, float %4662, float %4670
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %4672 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_taper to ptr), i64 124), align 4, !tbaa !12
  %4673 = fmul contract float %4672, %4671
  %4674 = fmul contract float %4672, %4666
  %4675 = bitcast float %4673 to i32
  %4676 = bitcast float %4674 to i32
  %4677 = zext i32 %4676 to i64
  %4678 = shl nuw i64 %4677, 32
  %4679 = zext i32 %4675 to i64
  %4680 = or disjoint i64 %4678, %4679
  br label %4681

4681:                                             ; preds = %4546, %4647
  %4682 = phi i64 [ %4680, %4647 ], [ 0, %4546 ]
  %4683 = icmp sgt i32 %2, 0
  br i1 %4683, label %138, label %4684

4684:                                             ; preds = %5176, %4681
  %4685 = phi double [ 0.000000e+00, %4681 ], [ %5177, %5176 ]
  br i1 %17, label %5181, label %5191

4686:                                             ; preds = %138, %5176
  %4687 = phi i32 [ %2, %138 ], [ %5180, %5176 ]
  %4688 = phi double [ 0.000000e+00, %138 ], [ %5177, %5176 ]
  %4689 = phi i32 [ 0, %138 ], [ %5178, %5176 ]
  %4690 = tail call i32 @llvm.smax.i32(i32 %4687, i32 1)
  %4691 = tail call i32 @llvm.smin.i32(i32 %4690, i32 32)
  %4692 = sub nsw i32 %2, %4689
  %4693 = tail call noundef i32 @llvm.smin.i32(i32 %4692, i32 32)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4694 = mul nsw i32 %4693, %11
  %4695 = icmp slt i32 %15, %4694
  br i1 %4695, label %4699, label %4696

4696:                                             ; preds = %4699, %4686
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %4697 = icmp sgt i32 %4692, 0
  %4698 = and i1 %17, %4697
  br i1 %4698, label %4716, label %5176

4699:                                             ; preds = %4686, %4699
  %4700 = phi i32 [ %4714, %4699 ], [ %15, %4686 ]
  %4701 = sdiv i32 %4700, %11
  %4702 = mul nsw i32 %4701, %11
  %4703 = sub nsw i32 %4700, %4702
  %4704 = add nsw i32 %4701, %4689
  %4705 = sext i32 %4704 to i64
  %4706 = mul nsw i64 %4705, %139
  %4707 = sext i32 %4703 to i64
  %4708 = getelementptr %struct.float2.0, ptr %0, i64 %4706
  %4709 = getelementptr %struct.float2.0, ptr %4708, i64 %4707
  %4710 = sext i32 %4701 to i64
  %4711 = getelementptr inbounds [32 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ14beamform_powerE3s_x to ptr), i64 %4710
  %4712 = getelementptr inbounds %struct.float2.0, ptr %4711, i64 %4707
  %4713 = load i64, ptr %4709, align 8
  store i64 %4713, ptr %4712, align 8
  %4714 = add i32 %4700, %13
  %4715 = icmp slt i32 %4714, %4694
  br i1 %4715, label %4699, label %4696, !llvm.loop !14

4716:                                             ; preds = %4696, %5165
  %4717 = phi double [ %5173, %5165 ], [ %4688, %4696 ]
  %4718 = phi i32 [ %5174, %5165 ], [ 0, %4696 ]
  %4719 = zext nneg i32 %4718 to i64
  %4720 = getelementptr inbounds nuw [32 x %struct.float2.0], ptr addrspacecast (ptr addrspace(3) @_ZZ14beamform_powerE3s_x to ptr), i64 %4719
  br i1 %140, label %4721, label %4731

4721:                                             ; preds = %4716
  %4722 = load float, ptr %4720, align 8, !tbaa !12
  %4723 = getelementptr inbounds nuw i8, ptr %4720, i64 4
  %4724 = load float, ptr %4723, align 4, !tbaa !12
  %4725 = fmul contract float %4724, %145
  %4726 = tail call noundef float @llvm.fma.f32(float %144, float %4722, float %4725)
  %4727 = fmul contract float %4722, %146
  %4728 = tail call noundef float @llvm.fma.f32(float %144, float %4724, float %4727)
  %4729 = fadd contract float %4726, 0.000000e+00
  %4730 = fadd contract float %4728, 0.000000e+00
  br label %4731

4731:                                             ; preds = %4716, %4721
  %4732 = phi float [ %4729, %4721 ], [ 0.000000e+00, %4716 ]
  %4733 = phi float [ %4730, %4721 ], [ 0.000000e+00, %4716 ]
  br i1 %147, label %4734, label %4745

4734:                                             ; preds = %4731
  %4735 = getelementptr inbounds nuw i8, ptr %4720, i64 8
  %4736 = load float, ptr %4735, align 8, !tbaa !12
  %4737 = getelementptr inbounds nuw i8, ptr %4720, i64 12
  %4738 = load float, ptr %4737, align 4, !tbaa !12
  %4739 = fmul contract float %4738, %152
  %4740 = tail call noundef float @llvm.fma.f32(float %151, float %4736, float %4739)
  %4741 = fmul contract float %4736, %153
  %4742 = tail call noundef float @llvm.fma.f32(float %151, float %4738, float %4741)
  %4743 = fadd contract float %4732, %4740
  %4744 = fadd contract float %4733, %4742
  br label %4745

4745:                                             ; preds = %4734, %4731
  %4746 = phi float [ %4743, %4734 ], [ %4732, %4731 ]
  %4747 = phi float [ %4744, %4734 ], [ %4733, %4731 ]
  br i1 %154, label %4748, label %4759

4748:                                             ; preds = %4745
  %4749 = getelementptr inbounds nuw i8, ptr %4720, i64 16
  %4750 = load float, ptr %4749, align 8, !tbaa !12
  %4751 = getelementptr inbounds nuw i8, ptr %4720, i64 20
  %4752 = load float, ptr %4751, align 4, !tbaa !12
  %4753 = fmul contract float %4752, %159
  %4754 = tail call noundef float @llvm.fma.f32(float %158, float %4750, float %4753)
  %4755 = fmul contract float %4750, %160
  %4756 = tail call noundef float @llvm.fma.f32(float %158, float %4752, float %4755)
  %4757 = fadd contract float %4746, %4754
  %4758 = fadd contract float %4747, %4756
  br label %4759

4759:                                             ; preds = %4748, %4745
  %4760 = phi float [ %4757, %4748 ], [ %4746, %4745 ]
  %4761 = phi float [ %4758, %4748 ], [ %4747, %4745 ]
  br i1 %161, label %4762, label %4773

4762:                                             ; preds = %4759
  %4763 = getelementptr inbounds nuw i8, ptr %4720, i64 24
  %4764 = load float, ptr %4763, align 8, !tbaa !12
  %4765 = getelementptr inbounds nuw i8, ptr %4720, i64 28
  %4766 = load float, ptr %4765, align 4, !tbaa !12
  %4767 = fmul contract float %4766, %166
  %4768 = tail call noundef float @llvm.fma.f32(float %165, float %4764, float %4767)
  %4769 = fmul contract float %4764, %167
  %4770 = tail call noundef float @llvm.fma.f32(float %165, float %4766, float %4769)
  %4771 = fadd contract float %4760, %4768
  %4772 = fadd contract float %4761, %4770
  br label %4773

4773:                                             ; preds = %4762, %4759
  %4774 = phi float [ %4771, %4762 ], [ %4760, %4759 ]
  %4775 = phi float [ %4772, %4762 ], [ %4761, %4759 ]
  br i1 %168, label %4776, label %4787

4776:                                             ; preds = %4773
  %4777 = getelementptr inbounds nuw i8, ptr %4720, i64 32
  %4778 = load float, ptr %4777, align 8, !tbaa !12
  %4779 = getelementptr inbounds nuw i8, ptr %4720, i64 36
  %4780 = load float, ptr %4779, align 4, !tbaa !12
  %4781 = fmul contract float %4780, %173
  %4782 = tail call noundef float @llvm.fma.f32(float %172, float %4778, float %4781)
  %4783 = fmul contract float %4778, %174
  %4784 = tail call noundef float @llvm.fma.f32(float %172, float %4780, float %4783)
  %4785 = fadd contract float %4774, %4782
  %4786 = fadd contract float %4775, %4784
  br label %4787

4787:                                             ; preds = %4776, %4773
  %4788 = phi float [ %4785, %4776 ], [ %4774, %4773 ]
  %4789 = phi float [ %4786, %4776 ], [ %4775, %4773 ]
  br i1 %175, label %4790, label %4801

4790:                                             ; preds = %4787
  %4791 = getelementptr inbounds nuw i8, ptr %4720, i64 40
  %4792 = load float, ptr %4791, align 8, !tbaa !12
  %4793 = getelementptr inbounds nuw i8, ptr %4720, i64 44
  %4794 = load float, ptr %4793, align 4, !tbaa !12
  %4795 = fmul contract float %4794, %180
  %4796 = tail call noundef float @llvm.fma.f32(float %179, float %4792, float %4795)
  %4797 = fmul contract float %4792, %181
  %4798 = tail call noundef float @llvm.fma.f32(float %179, float %4794, float %4797)
  %4799 = fadd contract float %4788, %4796
  %4800 = fadd contract float %4789, %4798
  br label %4801

4801:                                             ; preds = %4790, %4787
  %4802 = phi float [ %4799, %4790 ], [ %4788, %4787 ]
  %4803 = phi float [ %4800, %4790 ], [ %4789, %4787 ]
  br i1 %182, label %4804, label %4815

4804:                                             ; preds = %4801
  %4805 = getelementptr inbounds nuw i8, ptr %4720, i64 48
  %4806 = load float, ptr %4805, align 8, !tbaa !12
  %4807 = getelementptr inbounds nuw i8, ptr %4720, i64 52
  %4808 = load float, ptr %4807, align 4, !tbaa !12
  %4809 = fmul contract float %4808, %187
  %4810 = tail call noundef float @llvm.fma.f32(float %186, float %4806, float %4809)
  %4811 = fmul contract float %4806, %188
  %4812 = tail call noundef float @llvm.fma.f32(float %186, float %4808, float %4811)
  %4813 = fadd contract float %4802, %4810
  %4814 = fadd contract float %4803, %4812
  br label %4815

4815:                                             ; preds = %4804, %4801
  %4816 = phi float [ %4813, %4804 ], [ %4802, %4801 ]
  %4817 = phi float [ %4814, %4804 ], [ %4803, %4801 ]
  br i1 %189, label %4818, label %4829

4818:                                             ; preds = %4815
  %4819 = getelementptr inbounds nuw i8, ptr %4720, i64 56
  %4820 = load float, ptr %4819, align 8, !tbaa !12
  %4821 = getelementptr inbounds nuw i8, ptr %4720, i64 60
  %4822 = load float, ptr %4821, align 4, !tbaa !12
  %4823 = fmul contract float %4822, %194
  %4824 = tail call noundef float @llvm.fma.f32(float %193, float %4820, float %4823)
  %4825 = fmul contract float %4820, %195
  %4826 = tail call noundef float @llvm.fma.f32(float %193, float %4822, float %4825)
  %4827 = fadd contract float %4816, %4824
  %4828 = fadd contract float %4817, %4826
  br label %4829

4829:                                             ; preds = %4818, %4815
  %4830 = phi float [ %4827, %4818 ], [ %4816, %4815 ]
  %4831 = phi float [ %4828, %4818 ], [ %4817, %4815 ]
  br i1 %196, label %4832, label %4843

4832:                                             ; preds = %4829
  %4833 = getelementptr inbounds nuw i8, ptr %4720, i64 64
  %4834 = load float, ptr %4833, align 8, !tbaa !12
  %4835 = getelementptr inbounds nuw i8, ptr %4720, i64 68
  %4836 = load float, ptr %4835, align 4, !tbaa !12
  %4837 = fmul contract float %4836, %201
  %4838 = tail call noundef float @llvm.fma.f32(float %200, float %4834, float %4837)
  %4839 = fmul contract float %4834, %202
  %4840 = tail call noundef float @llvm.fma.f32(float %200, float %4836, float %4839)
  %4841 = fadd contract float %4830, %4838
  %4842 = fadd contract float %4831, %4840
  br label %4843

4843:                                             ; preds = %4832, %4829
  %4844 = phi float [ %4841, %4832 ], [ %4830, %4829 ]
  %4845 = phi float [ %4842, %4832 ], [ %4831, %4829 ]
  br i1 %203, label %4846, label %4857

4846:                                             ; preds = %4843
  %4847 = getelementptr inbounds nuw i8, ptr %4720, i64 72
  %4848 = load float, ptr %4847, align 8, !tbaa !12
  %4849 = getelementptr inbounds nuw i8, ptr %4720, i64 76
  %4850 = load float, ptr %4849, align 4, !tbaa !12
  %4851 = fmul contract float %4850, %208
  %4852 = tail call noundef float @llvm.fma.f32(float %207, float %4848, float %4851)
  %4853 = fmul contract float %4848, %209
  %4854 = tail call noundef float @llvm.fma.f32(float %207, float %4850, float %4853)
  %4855 = fadd contract float %4844, %4852
  %4856 = fadd contract float %4845, %4854
  br label %4857

4857:                                             ; preds = %4846, %4843
  %4858 = phi float [ %4855, %4846 ], [ %4844, %4843 ]
  %4859 = phi float [ %4856, %4846 ], [ %4845, %4843 ]
  br i1 %210, label %4860, label %4871

4860:                                             ; preds = %4857
  %4861 = getelementptr inbounds nuw i8, ptr %4720, i64 80
  %4862 = load float, ptr %4861, align 8, !tbaa !12
  %4863 = getelementptr inbounds nuw i8, ptr %4720, i64 84
  %4864 = load float, ptr %4863, align 4, !tbaa !12
  %4865 = fmul contract float %4864, %215
  %4866 = tail call noundef float @llvm.fma.f32(float %214, float %4862, float %4865)
  %4867 = fmul contract float %4862, %216
  %4868 = tail call noundef float @llvm.fma.f32(float %214, float %4864, float %4867)
  %4869 = fadd contract float %4858, %4866
  %4870 = fadd contract float %4859, %4868
  br label %4871

4871:                                             ; preds = %4860, %4857
  %4872 = phi float [ %4869, %4860 ], [ %4858, %4857 ]
  %4873 = phi float [ %4870, %4860 ], [ %4859, %4857 ]
  br i1 %217, label %4874, label %4885

4874:                                             ; preds = %4871
  %4875 = getelementptr inbounds nuw i8, ptr %4720, i64 88
  %4876 = load float, ptr %4875, align 8, !tbaa !12
  %4877 = getelementptr inbounds nuw i8, ptr %4720, i64 92
  %4878 = load float, ptr %4877, align 4, !tbaa !12
  %4879 = fmul contract float %4878, %222
  %4880 = tail call noundef float @llvm.fma.f32(float %221, float %4876, float %4879)
  %4881 = fmul contract float %4876, %223
  %4882 = tail call noundef float @llvm.fma.f32(float %221, float %4878, float %4881)
  %4883 = fadd contract float %4872, %4880
  %4884 = fadd contract float %4873, %4882
  br label %4885

4885:                                             ; preds = %4874, %4871
  %4886 = phi float [ %4883, %4874 ], [ %4872, %4871 ]
  %4887 = phi float [ %4884, %4874 ], [ %4873, %4871 ]
  br i1 %224, label %4888, label %4899

4888:                                             ; preds = %4885
  %4889 = getelementptr inbounds nuw i8, ptr %4720, i64 96
  %4890 = load float, ptr %4889, align 8, !tbaa !12
  %4891 = getelementptr inbounds nuw i8, ptr %4720, i64 100
  %4892 = load float, ptr %4891, align 4, !tbaa !12
  %4893 = fmul contract float %4892, %229
  %4894 = tail call noundef float @llvm.fma.f32(float %228, float %4890, float %4893)
  %4895 = fmul contract float %4890, %230
  %4896 = tail call noundef float @llvm.fma.f32(float %228, float %4892, float %4895)
  %4897 = fadd contract float %4886, %4894
  %4898 = fadd contract float %4887, %4896
  br label %4899

4899:                                             ; preds = %4888, %4885
  %4900 = phi float [ %4897, %4888 ], [ %4886, %4885 ]
  %4901 = phi float [ %4898, %4888 ], [ %4887, %4885 ]
  br i1 %231, label %4902, label %4913

4902:                                             ; preds = %4899
  %4903 = getelementptr inbounds nuw i8, ptr %4720, i64 104
  %4904 = load float, ptr %4903, align 8, !tbaa !12
  %4905 = getelementptr inbounds nuw i8, ptr %4720, i64 108
  %4906 = load float, ptr %4905, align 4, !tbaa !12
  %4907 = fmul contract float %4906, %236
  %4908 = tail call noundef float @llvm.fma.f32(float %235, float %4904, float %4907)
  %4909 = fmul contract float %4904, %237
  %4910 = tail call noundef float @llvm.fma.f32(float %235, float %4906, float %4909)
  %4911 = fadd contract float %4900, %4908
  %4912 = fadd contract float %4901, %4910
  br label %4913

4913:                                             ; preds = %4902, %4899
  %4914 = phi float [ %4911, %4902 ], [ %4900, %4899 ]
  %4915 = phi float [ %4912, %4902 ], [ %4901, %4899 ]
  br i1 %238, label %4916, label %4927

4916:                                             ; preds = %4913
  %4917 = getelementptr inbounds nuw i8, ptr %4720, i64 112
  %4918 = load float, ptr %4917, align 8, !tbaa !12
  %4919 = getelementptr inbounds nuw i8, ptr %4720, i64 116
  %4920 = load float, ptr %4919, align 4, !tbaa !12
  %4921 = fmul contract float %4920, %243
  %4922 = tail call noundef float @llvm.fma.f32(float %242, float %4918, float %4921)
  %4923 = fmul contract float %4918, %244
  %4924 = tail call noundef float @llvm.fma.f32(float %242, float %4920, float %4923)
  %4925 = fadd contract float %4914, %4922
  %4926 = fadd contract float %4915, %4924
  br label %4927

4927:                                             ; preds = %4916, %4913
  %4928 = phi float [ %4925, %4916 ], [ %4914, %4913 ]
  %4929 = phi float [ %4926, %4916 ], [ %4915, %4913 ]
  br i1 %245, label %4930, label %4941

4930:                                             ; preds = %4927
  %4931 = getelementptr inbounds nuw i8, ptr %4720, i64 120
  %4932 = load float, ptr %4931, align 8, !tbaa !12
  %4933 = getelementptr inbounds nuw i8, ptr %4720, i64 124
  %4934 = load float, ptr %4933, align 4, !tbaa !12
  %4935 = fmul contract float %4934, %250
  %4936 = tail call noundef float @llvm.fma.f32(float %249, float %4932, float %4935)
  %4937 = fmul contract float %4932, %251
  %4938 = tail call noundef float @llvm.fma.f32(float %249, float %4934, float %4937)
  %4939 = fadd contract float %4928, %4936
  %4940 = fadd contract float %4929, %4938
  br label %4941

4941:                                             ; preds = %4930, %4927
  %4942 = phi float [ %4939, %4930 ], [ %4928, %4927 ]
  %4943 = phi float [ %4940, %4930 ], [ %4929, %4927 ]
  br i1 %252, label %4944, label %4955

4944:                                             ; preds = %4941
  %4945 = getelementptr inbounds nuw i8, ptr %4720, i64 128
  %4946 = load float, ptr %4945, align 8, !tbaa !12
  %4947 = getelementptr inbounds nuw i8, ptr %4720, i64 132
  %4948 = load float, ptr %4947, align 4, !tbaa !12
  %4949 = fmul contract float %4948, %257
  %4950 = tail call noundef float @llvm.fma.f32(float %256, float %4946, float %4949)
  %4951 = fmul contract float %4946, %258
  %4952 = tail call noundef float @llvm.fma.f32(float %256, float %4948, float %4951)
  %4953 = fadd contract float %4942, %4950
  %4954 = fadd contract float %4943, %4952
  br label %4955

4955:                                             ; preds = %4944, %4941
  %4956 = phi float [ %4953, %4944 ], [ %4942, %4941 ]
  %4957 = phi float [ %4954, %4944 ], [ %4943, %4941 ]
  br i1 %259, label %4958, label %4969

4958:                                             ; preds = %4955
  %4959 = getelementptr inbounds nuw i8, ptr %4720, i64 136
  %4960 = load float, ptr %4959, align 8, !tbaa !12
  %4961 = getelementptr inbounds nuw i8, ptr %4720, i64 140
  %4962 = load float, ptr %4961, align 4, !tbaa !12
  %4963 = fmul contract float %4962, %264
  %4964 = tail call noundef float @llvm.fma.f32(float %263, float %4960, float %4963)
  %4965 = fmul contract float %4960, %265
  %4966 = tail call noundef float @llvm.fma.f32(float %263, float %4962, float %4965)
  %4967 = fadd contract float %4956, %4964
  %4968 = fadd contract float %4957, %4966
  br label %4969

4969:                                             ; preds = %4958, %4955
  %4970 = phi float [ %4967, %4958 ], [ %4956, %4955 ]
  %4971 = phi float [ %4968, %4958 ], [ %4957, %4955 ]
  br i1 %266, label %4972, label %4983

4972:                                             ; preds = %4969
  %4973 = getelementptr inbounds nuw i8, ptr %4720, i64 144
  %4974 = load float, ptr %4973, align 8, !tbaa !12
  %4975 = getelementptr inbounds nuw i8, ptr %4720, i64 148
  %4976 = load float, ptr %4975, align 4, !tbaa !12
  %4977 = fmul contract float %4976, %271
  %4978 = tail call noundef float @llvm.fma.f32(float %270, float %4974, float %4977)
  %4979 = fmul contract float %4974, %272
  %4980 = tail call noundef float @llvm.fma.f32(float %270, float %4976, float %4979)
  %4981 = fadd contract float %4970, %4978
  %4982 = fadd contract float %4971, %4980
  br label %4983

4983:                                             ; preds = %4972, %4969
  %4984 = phi float [ %4981, %4972 ], [ %4970, %4969 ]
  %4985 = phi float [ %4982, %4972 ], [ %4971, %4969 ]
  br i1 %273, label %4986, label %4997

4986:                                             ; preds = %4983
  %4987 = getelementptr inbounds nuw i8, ptr %4720, i64 152
  %4988 = load float, ptr %4987, align 8, !tbaa !12
  %4989 = getelementptr inbounds nuw i8, ptr %4720, i64 156
  %4990 = load float, ptr %4989, align 4, !tbaa !12
  %4991 = fmul contract float %4990, %278
  %4992 = tail call noundef float @llvm.fma.f32(float %277, float %4988, float %4991)
  %4993 = fmul contract float %4988, %279
  %4994 = tail call noundef float @llvm.fma.f32(float %277, float %4990, float %4993)
  %4995 = fadd contract float %4984, %4992
  %4996 = fadd contract float %4985, %4994
  br label %4997

4997:                                             ; preds = %4986, %4983
  %4998 = phi float [ %4995, %4986 ], [ %4984, %4983 ]
  %4999 = phi float [ %4996, %4986 ], [ %4985, %4983 ]
  br i1 %280, label %5000, label %5011

5000:                                             ; preds = %4997
  %5001 = getelementptr inbounds nuw i8, ptr %4720, i64 160
  %5002 = load float, ptr %5001, align 8, !tbaa !12
  %5003 = getelementptr inbounds nuw i8, ptr %4720, i64 164
  %5004 = load float, ptr %5003, align 4, !tbaa !12
  %5005 = fmul contract float %5004, %285
  %5006 = tail call noundef float @llvm.fma.f32(float %284, float %5002, float %5005)
  %5007 = fmul contract float %5002, %286
  %5008 = tail call noundef float @llvm.fma.f32(float %284, float %5004, float %5007)
  %5009 = fadd contract float %4998, %5006
  %5010 = fadd contract float %4999, %5008
  br label %5011

5011:                                             ; preds = %5000, %4997
  %5012 = phi float [ %5009, %5000 ], [ %4998, %4997 ]
  %5013 = phi float [ %5010, %5000 ], [ %4999, %4997 ]
  br i1 %287, label %5014, label %5025

5014:                                             ; preds = %5011
  %5015 = getelementptr inbounds nuw i8, ptr %4720, i64 168
  %5016 = load float, ptr %5015, align 8, !tbaa !12
  %5017 = getelementptr inbounds nuw i8, ptr %4720, i64 172
  %5018 = load float, ptr %5017, align 4, !tbaa !12
  %5019 = fmul contract float %5018, %292
  %5020 = tail call noundef float @llvm.fma.f32(float %291, float %5016, float %5019)
  %5021 = fmul contract float %5016, %293
  %5022 = tail call noundef float @llvm.fma.f32(float %291, float %5018, float %5021)
  %5023 = fadd contract float %5012, %5020
  %5024 = fadd contract float %5013, %5022
  br label %5025

5025:                                             ; preds = %5014, %5011
  %5026 = phi float [ %5023, %5014 ], [ %5012, %5011 ]
  %5027 = phi float [ %5024, %5014 ], [ %5013, %5011 ]
  br i1 %294, label %5028, label %5039

5028:                                             ; preds = %5025
  %5029 = getelementptr inbounds nuw i8, ptr %4720, i64 176
  %5030 = load float, ptr %5029, align 8, !tbaa !12
  %5031 = getelementptr inbounds nuw i8, ptr %4720, i64 180
  %5032 = load float, ptr %5031, align 4, !tbaa !12
  %5033 = fmul contract float %5032, %299
  %5034 = tail call noundef float @llvm.fma.f32(float %298, float %5030, float %5033)
  %5035 = fmul contract float %5030, %300
  %5036 = tail call noundef float @llvm.fma.f32(float %298, float %5032, float %5035)
  %5037 = fadd contract float %5026, %5034
  %5038 = fadd contract float %5027, %5036
  br label %5039

5039:                                             ; preds = %5028, %5025
  %5040 = phi float [ %5037, %5028 ], [ %5026, %5025 ]
  %5041 = phi float [ %5038, %5028 ], [ %5027, %5025 ]
  br i1 %301, label %5042, label %5053

5042:                                             ; preds = %5039
  %5043 = getelementptr inbounds nuw i8, ptr %4720, i64 184
  %5044 = load float, ptr %5043, align 8, !tbaa !12
  %5045 = getelementptr inbounds nuw i8, ptr %4720, i64 188
  %5046 = load float, ptr %5045, align 4, !tbaa !12
  %5047 = fmul contract float %5046, %306
  %5048 = tail call noundef float @llvm.fma.f32(float %305, float %5044, float %5047)
  %5049 = fmul contract float %5044, %307
  %5050 = tail call noundef float @llvm.fma.f32(float %305, float %5046, float %5049)
  %5051 = fadd contract float %5040, %5048
  %5052 = fadd contract float %5041, %5050
  br label %5053

5053:                                             ; preds = %5042, %5039
  %5054 = phi float [ %5051, %5042 ], [ %5040, %5039 ]
  %5055 = phi float [ %5052, %5042 ], [ %5041, %5039 ]
  br i1 %308, label %5056, label %5067

5056:                                             ; preds = %5053
  %5057 = getelementptr inbounds nuw i8, ptr %4720, i64 192
  %5058 = load float, ptr %5057, align 8, !tbaa !12
  %5059 = getelementptr inbounds nuw i8, ptr %4720, i64 196
  %5060 = load float, ptr %5059, align 4, !tbaa !12
  %5061 = fmul contract float %5060, %313
  %5062 = tail call noundef float @llvm.fma.f32(float %312, float %5058, float %5061)
  %5063 = fmul contract float %5058, %314
  %5064 = tail call noundef float @llvm.fma.f32(float %312, float %5060, float %5063)
  %5065 = fadd contract float %5054, %5062
  %5066 = fadd contract float %5055, %5064
  br label %5067

5067:                                             ; preds = %5056, %5053
  %5068 = phi float [ %5065, %5056 ], [ %5054, %5053 ]
  %5069 = phi float [ %5066, %5056 ], [ %5055, %5053 ]
  br i1 %315, label %5070, label %5081

5070:                                             ; preds = %5067
  %5071 = getelementptr inbounds nuw i8, ptr %4720, i64 200
  %5072 = load float, ptr %5071, align 8, !tbaa !12
  %5073 = getelementptr inbounds nuw i8, ptr %4720, i64 204
  %5074 = load float, ptr %5073, align 4, !tbaa !12
  %5075 = fmul contract float %5074, %320
  %5076 = tail call noundef float @llvm.fma.f32(float %319, float %5072, float %5075)
  %5077 = fmul contract float %5072, %321
  %5078 = tail call noundef float @llvm.fma.f32(float %319, float %5074, float %5077)
  %5079 = fadd contract float %5068, %5076
  %5080 = fadd contract float %5069, %5078
  br label %5081

5081:                                             ; preds = %5070, %5067
  %5082 = phi float [ %5079, %5070 ], [ %5068, %5067 ]
  %5083 = phi float [ %5080, %5070 ], [ %5069, %5067 ]
  br i1 %322, label %5084, label %5095

5084:                                             ; preds = %5081
  %5085 = getelementptr inbounds nuw i8, ptr %4720, i64 208
  %5086 = load float, ptr %5085, align 8, !tbaa !12
  %5087 = getelementptr inbounds nuw i8, ptr %4720, i64 212
  %5088 = load float, ptr %5087, align 4, !tbaa !12
  %5089 = fmul contract float %5088, %327
  %5090 = tail call noundef float @llvm.fma.f32(float %326, float %5086, float %5089)
  %5091 = fmul contract float %5086, %328
  %5092 = tail call noundef float @llvm.fma.f32(float %326, float %5088, float %5091)
  %5093 = fadd contract float %5082, %5090
  %5094 = fadd contract float %5083, %5092
  br label %5095

5095:                                             ; preds = %5084, %5081
  %5096 = phi float [ %5093, %5084 ], [ %5082, %5081 ]
  %5097 = phi float [ %5094, %5084 ], [ %5083, %5081 ]
  br i1 %329, label %5098, label %5109

5098:                                             ; preds = %5095
  %5099 = getelementptr inbounds nuw i8, ptr %4720, i64 216
  %5100 = load float, ptr %5099, align 8, !tbaa !12
  %5101 = getelementptr inbounds nuw i8, ptr %4720, i64 220
  %5102 = load float, ptr %5101, align 4, !tbaa !12
  %5103 = fmul contract float %5102, %334
  %5104 = tail call noundef float @llvm.fma.f32(float %333, float %5100, float %5103)
  %5105 = fmul contract float %5100, %335
  %5106 = tail call noundef float @llvm.fma.f32(float %333, float %5102, float %5105)
  %5107 = fadd contract float %5096, %5104
  %5108 = fadd contract float %5097, %5106
  br label %5109

5109:                                             ; preds = %5098, %5095
  %5110 = phi float [ %5107, %5098 ], [ %5096, %5095 ]
  %5111 = phi float [ %5108, %5098 ], [ %5097, %5095 ]
  br i1 %336, label %5112, label %5123

5112:                                             ; preds = %5109
  %5113 = getelementptr inbounds nuw i8, ptr %4720, i64 224
  %5114 = load float, ptr %5113, align 8, !tbaa !12
  %5115 = getelementptr inbounds nuw i8, ptr %4720, i64 228
  %5116 = load float, ptr %5115, align 4, !tbaa !12
  %5117 = fmul contract float %5116, %341
  %5118 = tail call noundef float @llvm.fma.f32(float %340, float %5114, float %5117)
  %5119 = fmul contract float %5114, %342
  %5120 = tail call noundef float @llvm.fma.f32(float %340, float %5116, float %5119)
  %5121 = fadd contract float %5110, %5118
  %5122 = fadd contract float %5111, %5120
  br label %5123

5123:                                             ; preds = %5112, %5109
  %5124 = phi float [ %5121, %5112 ], [ %5110, %5109 ]
  %5125 = phi float [ %5122, %5112 ], [ %5111, %5109 ]
  br i1 %343, label %5126, label %5137

5126:                                             ; preds = %5123
  %5127 = getelementptr inbounds nuw i8, ptr %4720, i64 232
  %5128 = load float, ptr %5127, align 8, !tbaa !12
  %5129 = getelementptr inbounds nuw i8, ptr %4720, i64 236
  %5130 = load float, ptr %5129, align 4, !tbaa !12
  %5131 = fmul contract float %5130, %348
  %5132 = tail call noundef float @llvm.fma.f32(float %347, float %5128, float %5131)
  %5133 = fmul contract float %5128, %349
  %5134 = tail call noundef float @llvm.fma.f32(float %347, float %5130, float %5133)
  %5135 = fadd contract float %5124, %5132
  %5136 = fadd contract float %5125, %5134
  br label %5137

5137:                                             ; preds = %5126, %5123
  %5138 = phi float [ %5135, %5126 ], [ %5124, %5123 ]
  %5139 = phi float [ %5136, %5126 ], [ %5125, %5123 ]
  br i1 %350, label %5140, label %5151

5140:                                             ; preds = %5137
  %5141 = getelementptr inbounds nuw i8, ptr %4720, i64 240
  %5142 = load float, ptr %5141, align 8, !tbaa !12
  %5143 = getelementptr inbounds nuw i8, ptr %4720, i64 244
  %5144 = load float, ptr %5143, align 4, !tbaa !12
  %5145 = fmul contract float %5144, %355
  %5146 = tail call noundef float @llvm.fma.f32(float %354, float %5142, float %5145)
  %5147 = fmul contract float %5142, %356
  %5148 = tail call noundef float @llvm.fma.f32(float %354, float %5144, float %5147)
  %5149 = fadd contract float %5138, %5146
  %5150 = fadd contract float %5139, %5148
  br label %5151

5151:                                             ; preds = %5140, %5137
  %5152 = phi float [ %5149, %5140 ], [ %5138, %5137 ]
  %5153 = phi float [ %5150, %5140 ], [ %5139, %5137 ]
  br i1 %357, label %5154, label %5165

5154:                                             ; preds = %5151
  %5155 = getelementptr inbounds nuw i8, ptr %4720, i64 248
  %5156 = load float, ptr %5155, align 8, !tbaa !12
  %5157 = getelementptr inbounds nuw i8, ptr %4720, i64 252
  %5158 = load float, ptr %5157, align 4, !tbaa !12
  %5159 = fmul contract float %5158, %362
  %5160 = tail call noundef float @llvm.fma.f32(float %361, float %5156, float %5159)
  %5161 = fmul contract float %5156, %363
  %5162 = tail call noundef float @llvm.fma.f32(float %361, float %5158, float %5161)
  %5163 = fadd contract float %5152, %5160
  %5164 = fadd contract float %5153, %5162
  br label %5165

5165:                                             ; preds = %5154, %5151
  %5166 = phi float [ %5163, %5154 ], [ %5152, %5151 ]
  %5167 = phi float [ %5164, %5154 ], [ %5153, %5151 ]
  %5168 = fpext contract float %5166 to double
  %5169 = fmul contract double %5168, %5168
  %5170 = fpext contract float %5167 to double
  %5171 = fmul contract double %5170, %5170
  %5172 = fadd contract double %5169, %5171
  %5173 = fadd contract double %4717, %5172
  %5174 = add nuw nsw i32 %4718, 1
  %5175 = icmp eq i32 %5174, %4691
  br i1 %5175, label %5176, label %4716, !llvm.loop !17

5176:                                             ; preds = %5165, %4696
  %5177 = phi double [ %4688, %4696 ], [ %5173, %5165 ]
  %5178 = add nuw nsw i32 %4689, 32
  %5179 = icmp slt i32 %5178, %2
  %5180 = add i32 %4687, -32
  br i1 %5179, label %4686, label %4684, !llvm.loop !18

5181:                                             ; preds = %4684
  %5182 = icmp sgt i32 %2, 0
  br i1 %5182, label %5183, label %5187

5183:                                             ; preds = %5181
  %5184 = uitofp nneg i32 %2 to double
  %5185 = fdiv contract double %4685, %5184
  %5186 = fptrunc contract double %5185 to float
  br label %5187

5187:                                             ; preds = %5181, %5183
  %5188 = phi contract float [ %5186, %5183 ], [ 0.000000e+00, %5181 ]
  %5189 = sext i32 %16 to i64
  %5190 = getelementptr inbounds float, ptr %6, i64 %5189
  store float %5188, ptr %5190, align 4, !tbaa !12
  br label %5191

5191:                                             ; preds = %5187, %4684
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

22:                                               ; preds = %80, %6
  ret void

23:                                               ; preds = %11, %80
  %24 = phi i32 [ %9, %11 ], [ %81, %80 ]
  %25 = sub nsw i32 %3, %24
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 4)
  %27 = shl nsw i32 %26, 6
  %28 = icmp slt i32 %12, %27
  br i1 %28, label %31, label %29

29:                                               ; preds = %64, %23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = icmp slt i32 %12, %27
  br i1 %30, label %83, label %80

31:                                               ; preds = %23, %64
  %32 = phi i32 [ %78, %64 ], [ %12, %23 ]
  %33 = lshr i32 %32, 6
  %34 = lshr i32 %32, 3
  %35 = and i32 %34, 7
  %36 = and i32 %32, 7
  %37 = add nsw i32 %33, %24
  %38 = sext i32 %37 to i64
  %39 = shl nsw i64 %38, 6
  %40 = shl nuw nsw i32 %35, 3
  %41 = zext nneg i32 %40 to i64
  %42 = or disjoint i64 %39, %41
  %43 = zext nneg i32 %36 to i64
  %44 = or disjoint i64 %42, %43
  %45 = getelementptr inbounds nuw %struct.float2.0, ptr %0, i64 %44
  %46 = load float, ptr %45, align 8, !tbaa !12
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !12
  switch i32 %4, label %57 [
    i32 0, label %49
    i32 2, label %55
  ]

49:                                               ; preds = %31
  %50 = zext nneg i32 %33 to i64
  %51 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_a to ptr), i64 %50
  %52 = zext nneg i32 %35 to i64
  %53 = getelementptr inbounds nuw [9 x %struct.cf], ptr %51, i64 %52
  %54 = getelementptr inbounds nuw %struct.cf, ptr %53, i64 %43
  store float %46, ptr %54, align 4, !tbaa !12
  br label %64

55:                                               ; preds = %31
  %56 = fneg contract float %48
  br label %57

57:                                               ; preds = %31, %55
  %58 = phi float [ %56, %55 ], [ %48, %31 ]
  %59 = zext nneg i32 %33 to i64
  %60 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_a to ptr), i64 %59
  %61 = getelementptr inbounds nuw [9 x %struct.cf], ptr %60, i64 %43
  %62 = zext nneg i32 %35 to i64
  %63 = getelementptr inbounds nuw %struct.cf, ptr %61, i64 %62
  store float %46, ptr %63, align 4, !tbaa !12
  br label %64

64:                                               ; preds = %57, %49
  %65 = phi ptr [ %63, %57 ], [ %54, %49 ]
  %66 = phi float [ %58, %57 ], [ %48, %49 ]
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 4
  store float %66, ptr %67, align 4, !tbaa !12
  %68 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %44
  %69 = load float, ptr %68, align 8, !tbaa !12
  %70 = getelementptr inbounds nuw i8, ptr %68, i64 4
  %71 = load float, ptr %70, align 4, !tbaa !12
  %72 = zext nneg i32 %33 to i64
  %73 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_b to ptr), i64 %72
  %74 = zext nneg i32 %35 to i64
  %75 = getelementptr inbounds nuw [9 x %struct.cf], ptr %73, i64 %74
  %76 = getelementptr inbounds nuw %struct.cf, ptr %75, i64 %43
  store float %69, ptr %76, align 4, !tbaa !12
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 4
  store float %71, ptr %77, align 4, !tbaa !12
  %78 = add nuw nsw i32 %32, %7
  %79 = icmp slt i32 %78, %27
  br i1 %79, label %31, label %29, !llvm.loop !19

80:                                               ; preds = %83, %29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = add i32 %24, %21
  %82 = icmp slt i32 %81, %3
  br i1 %82, label %23, label %22, !llvm.loop !20

83:                                               ; preds = %29, %83
  %84 = phi i32 [ %276, %83 ], [ %12, %29 ]
  %85 = lshr i32 %84, 6
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_b to ptr), i64 %86
  %88 = and i32 %84, 7
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw %struct.cf, ptr %87, i64 %89
  %91 = getelementptr inbounds nuw [8 x [9 x %struct.cf]], ptr addrspacecast (ptr addrspace(3) @_ZZ14cgemm8_batchedE3s_a to ptr), i64 %86
  %92 = lshr i32 %84, 3
  %93 = and i32 %92, 7
  %94 = zext nneg i32 %93 to i64
  %95 = getelementptr inbounds nuw [9 x %struct.cf], ptr %91, i64 %94
  %96 = load i64, ptr %95, align 4
  %97 = trunc i64 %96 to i32
  %98 = lshr i64 %96, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = load i64, ptr %90, align 4
  %101 = trunc i64 %100 to i32
  %102 = lshr i64 %100, 32
  %103 = trunc nuw i64 %102 to i32
  %104 = bitcast i32 %101 to float
  %105 = bitcast i32 %103 to float
  %106 = bitcast i32 %97 to float
  %107 = bitcast i32 %99 to float
  %108 = fneg contract float %107
  %109 = fmul contract float %108, %105
  %110 = tail call noundef float @llvm.fma.f32(float %106, float %104, float %109)
  %111 = fmul contract float %107, %104
  %112 = tail call noundef float @llvm.fma.f32(float %106, float %105, float %111)
  %113 = fadd contract float %110, 0.000000e+00
  %114 = fadd contract float %112, 0.000000e+00
  %115 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %116 = load i64, ptr %115, align 4
  %117 = trunc i64 %116 to i32
  %118 = lshr i64 %116, 32
  %119 = trunc nuw i64 %118 to i32
  %120 = getelementptr inbounds nuw i8, ptr %90, i64 72
  %121 = load i64, ptr %120, align 4
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc nuw i64 %123 to i32
  %125 = bitcast i32 %122 to float
  %126 = bitcast i32 %124 to float
  %127 = bitcast i32 %117 to float
  %128 = bitcast i32 %119 to float
  %129 = fneg contract float %128
  %130 = fmul contract float %129, %126
  %131 = tail call noundef float @llvm.fma.f32(float %127, float %125, float %130)
  %132 = fmul contract float %128, %125
  %133 = tail call noundef float @llvm.fma.f32(float %127, float %126, float %132)
  %134 = fadd contract float %113, %131
  %135 = fadd contract float %114, %133
  %136 = getelementptr inbounds nuw i8, ptr %95, i64 16
  %137 = load i64, ptr %136, align 4
  %138 = trunc i64 %137 to i32
  %139 = lshr i64 %137, 32
  %140 = trunc nuw i64 %139 to i32
  %141 = getelementptr inbounds nuw i8, ptr %90, i64 144
  %142 = load i64, ptr %141, align 4
  %143 = trunc i64 %142 to i32
  %144 = lshr i64 %142, 32
  %145 = trunc nuw i64 %144 to i32
  %146 = bitcast i32 %143 to float
  %147 = bitcast i32 %145 to float
  %148 = bitcast i32 %138 to float
  %149 = bitcast i32 %140 to float
  %150 = fneg contract float %149
  %151 = fmul contract float %150, %147
  %152 = tail call noundef float @llvm.fma.f32(float %148, float %146, float %151)
  %153 = fmul contract float %149, %146
  %154 = tail call noundef float @llvm.fma.f32(float %148, float %147, float %153)
  %155 = fadd contract float %134, %152
  %156 = fadd contract float %135, %154
  %157 = getelementptr inbounds nuw i8, ptr %95, i64 24
  %158 = load i64, ptr %157, align 4
  %159 = trunc i64 %158 to i32
  %160 = lshr i64 %158, 32
  %161 = trunc nuw i64 %160 to i32
  %162 = getelementptr inbounds nuw i8, ptr %90, i64 216
  %163 = load i64, ptr %162, align 4
  %164 = trunc i64 %163 to i32
  %165 = lshr i64 %163, 32
  %166 = trunc nuw i64 %165 to i32
  %167 = bitcast i32 %164 to float
  %168 = bitcast i32 %166 to float
  %169 = bitcast i32 %159 to float
  %170 = bitcast i32 %161 to float
  %171 = fneg contract float %170
  %172 = fmul contract float %171, %168
  %173 = tail call noundef float @llvm.fma.f32(float %169, float %167, float %172)
  %174 = fmul contract float %170, %167
  %175 = tail call noundef float @llvm.fma.f32(float %169, float %168, float %174)
  %176 = fadd contract float %155, %173
  %177 = fadd contract float %156, %175
  %178 = getelementptr inbounds nuw i8, ptr %95, i64 32
  %179 = load i64, ptr %178, align 4
  %180 = trunc i64 %179 to i32
  %181 = lshr i64 %179, 32
  %182 = trunc nuw i64 %181 to i32
  %183 = getelementptr inbounds nuw i8, ptr %90, i64 288
  %184 = load i64, ptr %183, align 4
  %185 = trunc i64 %184 to i32
  %186 = lshr i64 %184, 32
  %187 = trunc nuw i64 %186 to i32
  %188 = bitcast i32 %185 to float
  %189 = bitcast i32 %187 to float
  %190 = bitcast i32 %180 to float
  %191 = bitcast i32 %182 to float
  %192 = fneg contract float %191
  %193 = fmul contract float %192, %189
  %194 = tail call noundef float @llvm.fma.f32(float %190, float %188, float %193)
  %195 = fmul contract float %191, %188
  %196 = tail call noundef float @llvm.fma.f32(float %190, float %189, float %195)
  %197 = fadd contract float %176, %194
  %198 = fadd contract float %177, %196
  %199 = getelementptr inbounds nuw i8, ptr %95, i64 40
  %200 = load i64, ptr %199, align 4
  %201 = trunc i64 %200 to i32
  %202 = lshr i64 %200, 32
  %203 = trunc nuw i64 %202 to i32
  %204 = getelementptr inbounds nuw i8, ptr %90, i64 360
  %205 = load i64, ptr %204, align 4
  %206 = trunc i64 %205 to i32
  %207 = lshr i64 %205, 32
  %208 = trunc nuw i64 %207 to i32
  %209 = bitcast i32 %206 to float
  %210 = bitcast i32 %208 to float
  %211 = bitcast i32 %201 to float
  %212 = bitcast i32 %203 to float
  %213 = fneg contract float %212
  %214 = fmul contract float %213, %210
  %215 = tail call noundef float @llvm.fma.f32(float %211, float %209, float %214)
  %216 = fmul contract float %212, %209
  %217 = tail call noundef float @llvm.fma.f32(float %211, float %210, float %216)
  %218 = fadd contract float %197, %215
  %219 = fadd contract float %198, %217
  %220 = getelementptr inbounds nuw i8, ptr %95, i64 48
  %221 = load i64, ptr %220, align 4
  %222 = trunc i64 %221 to i32
  %223 = lshr i64 %221, 32
  %224 = trunc nuw i64 %223 to i32
  %225 = getelementptr inbounds nuw i8, ptr %90, i64 432
  %226 = load i64, ptr %225, align 4
  %227 = trunc i64 %226 to i32
  %228 = lshr i64 %226, 32
  %229 = trunc nuw i64 %228 to i32
  %230 = bitcast i32 %227 to float
  %231 = bitcast i32 %229 to float
  %232 = bitcast i32 %222 to float
  %233 = bitcast i32 %224 to float
  %234 = fneg contract float %233
  %235 = fmul contract float %234, %231
  %236 = tail call noundef float @llvm.fma.f32(float %232, float %230, float %235)
  %237 = fmul contract float %233, %230
  %238 = tail call noundef float @llvm.fma.f32(float %232, float %231, float %237)
  %239 = fadd contract float %218, %236
  %240 = fadd contract float %219, %238
  %241 = getelementptr inbounds nuw i8, ptr %95, i64 56
  %242 = load i64, ptr %241, align 4
  %243 = trunc i64 %242 to i32
  %244 = lshr i64 %242, 32
  %245 = trunc nuw i64 %244 to i32
  %246 = getelementptr inbounds nuw i8, ptr %90, i64 504
  %247 = load i64, ptr %246, align 4
  %248 = trunc i64 %247 to i32
  %249 = lshr i64 %247, 32
  %250 = trunc nuw i64 %249 to i32
  %251 = bitcast i32 %248 to float
  %252 = bitcast i32 %250 to float
  %253 = bitcast i32 %243 to float
  %254 = bitcast i32 %245 to float
  %255 = fneg contract float %254
  %256 = fmul contract float %255, %252
  %257 = tail call noundef float @llvm.fma.f32(float %253, float %251, float %256)
  %258 = fmul contract float %254, %251
  %259 = tail call noundef float @llvm.fma.f32(float %253, float %252, float %258)
  %260 = fadd contract float %239, %257
  %261 = fadd contract float %240, %259
  %262 = fmul contract float %261, %19
  %263 = tail call noundef float @llvm.fma.f32(float %17, float %260, float %262)
  %264 = fmul contract float %260, %18
  %265 = tail call noundef float @llvm.fma.f32(float %17, float %261, float %264)
  %266 = add nsw i32 %85, %24
  %267 = sext i32 %266 to i64
  %268 = shl nuw nsw i32 %93, 3
  %269 = zext nneg i32 %268 to i64
  %270 = zext nneg i32 %88 to i64
  %271 = shl nsw i64 %267, 9
  %272 = getelementptr i8, ptr %2, i64 %271
  %273 = getelementptr %struct.float2.0, ptr %272, i64 %269
  %274 = getelementptr %struct.float2.0, ptr %273, i64 %270
  store float %263, ptr %274, align 8, !tbaa !12
  %275 = getelementptr inbounds nuw i8, ptr %274, i64 4
  store float %265, ptr %275, align 4, !tbaa !12
  %276 = add nuw nsw i32 %84, %7
  %277 = icmp slt i32 %276, %27
  br i1 %277, label %83, label %80, !llvm.loop !21
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
