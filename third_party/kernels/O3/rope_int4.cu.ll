; ModuleID = 'src/rope_int4.cu'
source_filename = "src/rope_int4.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s_x = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @rope_neox_qk_f16(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = alloca [7 x i32], align 4
  %12 = ashr i32 %7, 1
  %13 = icmp slt i32 %12, 1
  %14 = icmp sgt i32 %7, %6
  %15 = or i1 %14, %13
  br i1 %15, label %398, label %16

16:                                               ; preds = %10
  %17 = fcmp olt float %8, 0x3810000000000000
  %18 = fmul float %8, 0x4160000000000000
  %19 = select i1 %17, float %18, float %8
  %20 = select i1 %17, float -2.300000e+01, float 0.000000e+00
  %21 = bitcast float %19 to i32
  %22 = add i32 %21, -1060439283
  %23 = and i32 %22, -8388608
  %24 = sub i32 %21, %23
  %25 = bitcast i32 %24 to float
  %26 = sitofp i32 %23 to float
  %27 = tail call float @llvm.fma.f32(float %26, float 0x3E80000000000000, float %20)
  %28 = fadd float %25, -1.000000e+00
  %29 = tail call float @llvm.fma.f32(float %28, float 0x3FB8D64FE0000000, float 0xBFC58FE600000000)
  %30 = tail call float @llvm.fma.f32(float %29, float %28, float 0x3FC5F9E540000000)
  %31 = tail call float @llvm.fma.f32(float %30, float %28, float 0xBFC6E9C860000000)
  %32 = tail call float @llvm.fma.f32(float %31, float %28, float 0x3FCA417E80000000)
  %33 = tail call float @llvm.fma.f32(float %32, float %28, float 0xBFCEC79160000000)
  %34 = tail call float @llvm.fma.f32(float %33, float %28, float 0x3FD277F320000000)
  %35 = tail call float @llvm.fma.f32(float %34, float %28, float 0xBFD7154920000000)
  %36 = tail call float @llvm.fma.f32(float %35, float %28, float 0x3FDEC70940000000)
  %37 = tail call float @llvm.fma.f32(float %36, float %28, float 0xBFE7154760000000)
  %38 = fmul float %28, %37
  %39 = fmul float %28, %38
  %40 = tail call float @llvm.fma.f32(float %28, float 0x3FF7154760000000, float %39)
  %41 = fadd float %27, %40
  %42 = icmp ugt i32 %21, 2139095039
  %43 = tail call float @llvm.fma.f32(float %19, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %44 = select i1 %42, float %43, float %41
  %45 = fcmp oeq float %19, 0.000000e+00
  %46 = select i1 %45, float 0xFFF0000000000000, float %44
  %47 = tail call noundef float @llvm.maxnum.f32(float %9, float 1.000000e+00)
  %48 = fdiv contract float 1.000000e+00, %47
  %49 = sext i32 %4 to i64
  %50 = sext i32 %6 to i64
  %51 = mul nsw i64 %50, %49
  %52 = sext i32 %5 to i64
  %53 = mul nsw i64 %50, %52
  %54 = sext i32 %3 to i64
  %55 = zext nneg i32 %12 to i64
  %56 = mul nsw i64 %55, %54
  %57 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %58 = zext nneg i32 %57 to i64
  %59 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %60 = zext nneg i32 %59 to i64
  %61 = mul nuw nsw i64 %58, %60
  %62 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %63 = zext nneg i32 %62 to i64
  %64 = add nuw nsw i64 %61, %63
  %65 = icmp ult i64 %64, %56
  br i1 %65, label %66, label %398

66:                                               ; preds = %16
  %67 = uitofp nneg i32 %7 to float
  %68 = icmp sgt i32 %4, 0
  %69 = icmp sgt i32 %5, 0
  %70 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %71 = zext nneg i32 %70 to i64
  %72 = mul nuw nsw i64 %71, %60
  %73 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %74 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %75 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %76 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %77 = getelementptr inbounds nuw i8, ptr %11, i64 20
  %78 = getelementptr inbounds nuw i8, ptr %11, i64 24
  br label %79

79:                                               ; preds = %66, %303
  %80 = phi i64 [ %64, %66 ], [ %304, %303 ]
  %81 = udiv i64 %80, %55
  %82 = shl i64 %81, 32
  %83 = ashr exact i64 %82, 32
  %84 = mul i64 %81, %55
  %85 = sub nuw i64 %80, %84
  %86 = trunc i64 %85 to i32
  %87 = sitofp i32 %86 to float
  %88 = fmul contract float %87, -2.000000e+00
  %89 = fdiv contract float %88, %67
  %90 = fmul contract float %46, %89
  %91 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %90)
  %92 = getelementptr inbounds i32, ptr %2, i64 %83
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = sitofp i32 %93 to float
  %95 = fmul contract float %48, %94
  %96 = fmul contract float %91, %95
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  %97 = fmul float %96, 0x3FE45F3060000000
  %98 = tail call i32 @llvm.nvvm.f2i.rn(float %97) #8
  %99 = sitofp i32 %98 to float
  %100 = tail call float @llvm.fma.f32(float %99, float 0xBFF921FB40000000, float %96)
  %101 = tail call float @llvm.fma.f32(float %99, float 0xBE74442D00000000, float %100)
  %102 = tail call float @llvm.fma.f32(float %99, float 0xBCF84698A0000000, float %101)
  %103 = tail call float @llvm.nvvm.fabs.f32(float %96)
  %104 = fcmp ult float %103, 1.056150e+05
  br i1 %104, label %177, label %105

105:                                              ; preds = %79
  %106 = fcmp oeq float %103, 0x7FF0000000000000
  br i1 %106, label %107, label %109

107:                                              ; preds = %105
  %108 = tail call float @llvm.nvvm.mul.rn.f(float %96, float 0.000000e+00) #8
  br label %177

109:                                              ; preds = %105
  %110 = bitcast float %96 to i32
  %111 = shl i32 %110, 8
  %112 = or i32 %111, -2147483648
  %113 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %112, i32 0) #9, !srcloc !11
  %114 = extractvalue { i32, i32 } %113, 0
  %115 = extractvalue { i32, i32 } %113, 1
  store i32 %114, ptr %11, align 4
  %116 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %112, i32 %115) #9, !srcloc !11
  %117 = extractvalue { i32, i32 } %116, 0
  %118 = extractvalue { i32, i32 } %116, 1
  store i32 %117, ptr %73, align 4
  %119 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %112, i32 %118) #9, !srcloc !11
  %120 = extractvalue { i32, i32 } %119, 0
  %121 = extractvalue { i32, i32 } %119, 1
  store i32 %120, ptr %74, align 4
  %122 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %112, i32 %121) #9, !srcloc !11
  %123 = extractvalue { i32, i32 } %122, 0
  %124 = extractvalue { i32, i32 } %122, 1
  store i32 %123, ptr %75, align 4
  %125 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %112, i32 %124) #9, !srcloc !11
  %126 = extractvalue { i32, i32 } %125, 0
  %127 = extractvalue { i32, i32 } %125, 1
  store i32 %126, ptr %76, align 4
  %128 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %112, i32 %127) #9, !srcloc !11
  %129 = extractvalue { i32, i32 } %128, 0
  %130 = extractvalue { i32, i32 } %128, 1
  store i32 %129, ptr %77, align 4
  %131 = lshr i32 %110, 23
  %132 = and i32 %131, 224
  %133 = add nsw i32 %132, -128
  %134 = lshr exact i32 %133, 5
  store i32 %130, ptr %78, align 4
  %135 = sub nsw i32 6, %134
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %11, i64 %136
  %138 = load i32, ptr %137, align 4
  %139 = sub nsw i32 5, %134
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %11, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = freeze i32 %142
  %144 = and i32 %110, 260046848
  %145 = icmp eq i32 %144, 0
  br i1 %145, label %152, label %146

146:                                              ; preds = %109
  %147 = sub nsw i32 4, %134
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i32, ptr %11, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = tail call i32 @llvm.fshl.i32(i32 %143, i32 %150, i32 %131)
  br label %152

152:                                              ; preds = %146, %109
  %153 = phi i32 [ %151, %146 ], [ %143, %109 ]
  %154 = tail call i32 @llvm.fshl.i32(i32 %138, i32 %143, i32 %131)
  %155 = lshr i32 %154, 30
  %156 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %153, i32 2)
  %157 = shl i32 %153, 2
  %158 = lshr i32 %156, 31
  %159 = add nuw nsw i32 %158, %155
  %160 = sub nsw i32 0, %159
  %161 = icmp slt i32 %110, 0
  %162 = select i1 %161, i32 %160, i32 %159
  %163 = xor i32 %156, %110
  %164 = ashr i32 %156, 31
  %165 = xor i32 %164, %156
  %166 = xor i32 %164, %157
  %167 = zext i32 %165 to i64
  %168 = shl nuw i64 %167, 32
  %169 = zext i32 %166 to i64
  %170 = or disjoint i64 %168, %169
  %171 = sitofp i64 %170 to double
  %172 = fmul double %171, 0x3BF921FB54442D19
  %173 = fptrunc double %172 to float
  %174 = fneg float %173
  %175 = icmp slt i32 %163, 0
  %176 = select i1 %175, float %174, float %173
  br label %177

177:                                              ; preds = %79, %107, %152
  %178 = phi i32 [ %98, %79 ], [ 0, %107 ], [ %162, %152 ]
  %179 = phi float [ %102, %79 ], [ %108, %107 ], [ %176, %152 ]
  %180 = fmul float %179, %179
  %181 = tail call float @llvm.fma.f32(float %180, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %182 = tail call float @llvm.fma.f32(float %181, float %180, float 0x3FA5555760000000)
  %183 = tail call float @llvm.fma.f32(float %182, float %180, float 0xBFDFFFFFE0000000)
  %184 = tail call float @llvm.fma.f32(float %183, float %180, float 1.000000e+00)
  %185 = tail call float @llvm.fma.f32(float %180, float %179, float 0.000000e+00)
  %186 = tail call float @llvm.fma.f32(float %180, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %187 = tail call float @llvm.fma.f32(float %186, float %180, float 0xBFC5555500000000)
  %188 = tail call float @llvm.fma.f32(float %187, float %185, float %179)
  %189 = and i32 %178, 1
  %190 = icmp eq i32 %189, 0
  %191 = select i1 %190, float %188, float %184
  %192 = select i1 %190, float %184, float %188
  %193 = and i32 %178, 2
  %194 = icmp eq i32 %193, 0
  %195 = fneg float %191
  %196 = select i1 %194, float %191, float %195
  %197 = add i32 %178, 1
  %198 = and i32 %197, 2
  %199 = icmp eq i32 %198, 0
  %200 = fneg float %192
  %201 = select i1 %199, float %192, float %200
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  %202 = mul i64 %51, %83
  %203 = getelementptr inbounds nuw i16, ptr %0, i64 %202
  %204 = shl i64 %85, 32
  %205 = ashr exact i64 %204, 32
  %206 = getelementptr inbounds i16, ptr %203, i64 %205
  br i1 %68, label %211, label %207

207:                                              ; preds = %295, %177
  %208 = mul i64 %53, %83
  %209 = getelementptr inbounds nuw i16, ptr %1, i64 %208
  %210 = getelementptr inbounds i16, ptr %209, i64 %205
  br i1 %69, label %306, label %303

211:                                              ; preds = %177, %295
  %212 = phi i32 [ %301, %295 ], [ 0, %177 ]
  %213 = zext nneg i32 %212 to i64
  %214 = mul nsw i64 %213, %50
  %215 = getelementptr inbounds nuw i16, ptr %206, i64 %214
  %216 = load i16, ptr %215, align 2, !tbaa !12
  %217 = and i16 %216, 32767
  %218 = zext nneg i16 %217 to i32
  %219 = shl nuw nsw i32 %218, 13
  %220 = bitcast i32 %219 to float
  %221 = fmul contract float %220, 0x46F0000000000000
  %222 = icmp samesign ugt i16 %217, 31743
  %223 = or i32 %219, 2139095040
  %224 = sext i16 %216 to i32
  %225 = and i32 %224, -2147483648
  %226 = bitcast float %221 to i32
  %227 = select i1 %222, i32 %223, i32 %226
  %228 = or i32 %227, %225
  %229 = bitcast i32 %228 to float
  %230 = getelementptr inbounds nuw i16, ptr %215, i64 %55
  %231 = load i16, ptr %230, align 2, !tbaa !12
  %232 = and i16 %231, 32767
  %233 = zext nneg i16 %232 to i32
  %234 = shl nuw nsw i32 %233, 13
  %235 = bitcast i32 %234 to float
  %236 = fmul contract float %235, 0x46F0000000000000
  %237 = icmp samesign ugt i16 %232, 31743
  %238 = or i32 %234, 2139095040
  %239 = sext i16 %231 to i32
  %240 = and i32 %239, -2147483648
  %241 = bitcast float %236 to i32
  %242 = select i1 %237, i32 %238, i32 %241
  %243 = or i32 %242, %240
  %244 = bitcast i32 %243 to float
  %245 = fmul contract float %201, %229
  %246 = fmul contract float %196, %244
  %247 = fsub contract float %245, %246
  %248 = bitcast float %247 to i32
  %249 = tail call float @llvm.fabs.f32(float %247)
  %250 = bitcast float %249 to i32
  %251 = icmp samesign ugt i32 %250, 1199570943
  br i1 %251, label %252, label %255

252:                                              ; preds = %211
  %253 = icmp samesign ugt i32 %250, 2139095040
  %254 = select i1 %253, i32 32256, i32 31744
  br label %267

255:                                              ; preds = %211
  %256 = icmp samesign ult i32 %250, 947912704
  br i1 %256, label %257, label %261

257:                                              ; preds = %255
  %258 = fadd contract float %249, 5.000000e-01
  %259 = bitcast float %258 to i32
  %260 = add i32 %259, -1056964608
  br label %267

261:                                              ; preds = %255
  %262 = lshr i32 %248, 13
  %263 = and i32 %262, 1
  %264 = add nsw i32 %250, -939520001
  %265 = add nuw nsw i32 %264, %263
  %266 = lshr i32 %265, 13
  br label %267

267:                                              ; preds = %252, %257, %261
  %268 = phi i32 [ %254, %252 ], [ %260, %257 ], [ %266, %261 ]
  %269 = lshr i32 %248, 16
  %270 = and i32 %269, 32768
  %271 = or i32 %268, %270
  %272 = trunc i32 %271 to i16
  store i16 %272, ptr %215, align 2, !tbaa !12
  %273 = fmul contract float %201, %244
  %274 = fmul contract float %196, %229
  %275 = fadd contract float %274, %273
  %276 = bitcast float %275 to i32
  %277 = tail call float @llvm.fabs.f32(float %275)
  %278 = bitcast float %277 to i32
  %279 = icmp samesign ugt i32 %278, 1199570943
  br i1 %279, label %280, label %283

280:                                              ; preds = %267
  %281 = icmp samesign ugt i32 %278, 2139095040
  %282 = select i1 %281, i32 32256, i32 31744
  br label %295

283:                                              ; preds = %267
  %284 = icmp samesign ult i32 %278, 947912704
  br i1 %284, label %285, label %289

285:                                              ; preds = %283
  %286 = fadd contract float %277, 5.000000e-01
  %287 = bitcast float %286 to i32
  %288 = add i32 %287, -1056964608
  br label %295

289:                                              ; preds = %283
  %290 = lshr i32 %276, 13
  %291 = and i32 %290, 1
  %292 = add nsw i32 %278, -939520001
  %293 = add nuw nsw i32 %292, %291
  %294 = lshr i32 %293, 13
  br label %295

295:                                              ; preds = %280, %285, %289
  %296 = phi i32 [ %282, %280 ], [ %288, %285 ], [ %294, %289 ]
  %297 = lshr i32 %276, 16
  %298 = and i32 %297, 32768
  %299 = or i32 %296, %298
  %300 = trunc i32 %299 to i16
  store i16 %300, ptr %230, align 2, !tbaa !12
  %301 = add nuw nsw i32 %212, 1
  %302 = icmp eq i32 %301, %4
  br i1 %302, label %207, label %211, !llvm.loop !14

303:                                              ; preds = %390, %207
  %304 = add i64 %80, %72
  %305 = icmp ult i64 %304, %56
  br i1 %305, label %79, label %398, !llvm.loop !16

306:                                              ; preds = %207, %390
  %307 = phi i32 [ %396, %390 ], [ 0, %207 ]
  %308 = zext nneg i32 %307 to i64
  %309 = mul nsw i64 %308, %50
  %310 = getelementptr inbounds nuw i16, ptr %210, i64 %309
  %311 = load i16, ptr %310, align 2, !tbaa !12
  %312 = and i16 %311, 32767
  %313 = zext nneg i16 %312 to i32
  %314 = shl nuw nsw i32 %313, 13
  %315 = bitcast i32 %314 to float
  %316 = fmul contract float %315, 0x46F0000000000000
  %317 = icmp samesign ugt i16 %312, 31743
  %318 = or i32 %314, 2139095040
  %319 = sext i16 %311 to i32
  %320 = and i32 %319, -2147483648
  %321 = bitcast float %316 to i32
  %322 = select i1 %317, i32 %318, i32 %321
  %323 = or i32 %322, %320
  %324 = bitcast i32 %323 to float
  %325 = getelementptr inbounds nuw i16, ptr %310, i64 %55
  %326 = load i16, ptr %325, align 2, !tbaa !12
  %327 = and i16 %326, 32767
  %328 = zext nneg i16 %327 to i32
  %329 = shl nuw nsw i32 %328, 13
  %330 = bitcast i32 %329 to float
  %331 = fmul contract float %330, 0x46F0000000000000
  %332 = icmp samesign ugt i16 %327, 31743
  %333 = or i32 %329, 2139095040
  %334 = sext i16 %326 to i32
  %335 = and i32 %334, -2147483648
  %336 = bitcast float %331 to i32
  %337 = select i1 %332, i32 %333, i32 %336
  %338 = or i32 %337, %335
  %339 = bitcast i32 %338 to float
  %340 = fmul contract float %201, %324
  %341 = fmul contract float %196, %339
  %342 = fsub contract float %340, %341
  %343 = bitcast float %342 to i32
  %344 = tail call float @llvm.fabs.f32(float %342)
  %345 = bitcast float %344 to i32
  %346 = icmp samesign ugt i32 %345, 1199570943
  br i1 %346, label %347, label %350

347:                                              ; preds = %306
  %348 = icmp samesign ugt i32 %345, 2139095040
  %349 = select i1 %348, i32 32256, i32 31744
  br label %362

350:                                              ; preds = %306
  %351 = icmp samesign ult i32 %345, 947912704
  br i1 %351, label %352, label %356

352:                                              ; preds = %350
  %353 = fadd contract float %344, 5.000000e-01
  %354 = bitcast float %353 to i32
  %355 = add i32 %354, -1056964608
  br label %362

356:                                              ; preds = %350
  %357 = lshr i32 %343, 13
  %358 = and i32 %357, 1
  %359 = add nsw i32 %345, -939520001
  %360 = add nuw nsw i32 %359, %358
  %361 = lshr i32 %360, 13
  br label %362

362:                                              ; preds = %347, %352, %356
  %363 = phi i32 [ %349, %347 ], [ %355, %352 ], [ %361, %356 ]
  %364 = lshr i32 %343, 16
  %365 = and i32 %364, 32768
  %366 = or i32 %363, %365
  %367 = trunc i32 %366 to i16
  store i16 %367, ptr %310, align 2, !tbaa !12
  %368 = fmul contract float %201, %339
  %369 = fmul contract float %196, %324
  %370 = fadd contract float %369, %368
  %371 = bitcast float %370 to i32
  %372 = tail call float @llvm.fabs.f32(float %370)
  %373 = bitcast float %372 to i32
  %374 = icmp samesign ugt i32 %373, 1199570943
  br i1 %374, label %375, label %378

375:                                              ; preds = %362
  %376 = icmp samesign ugt i32 %373, 2139095040
  %377 = select i1 %376, i32 32256, i32 31744
  br label %390

378:                                              ; preds = %362
  %379 = icmp samesign ult i32 %373, 947912704
  br i1 %379, label %380, label %384

380:                                              ; preds = %378
  %381 = fadd contract float %372, 5.000000e-01
  %382 = bitcast float %381 to i32
  %383 = add i32 %382, -1056964608
  br label %390

384:                                              ; preds = %378
  %385 = lshr i32 %371, 13
  %386 = and i32 %385, 1
  %387 = add nsw i32 %373, -939520001
  %388 = add nuw nsw i32 %387, %386
  %389 = lshr i32 %388, 13
  br label %390

390:                                              ; preds = %375, %380, %384
  %391 = phi i32 [ %377, %375 ], [ %383, %380 ], [ %389, %384 ]
  %392 = lshr i32 %371, 16
  %393 = and i32 %392, 32768
  %394 = or i32 %391, %393
  %395 = trunc i32 %394 to i16
  store i16 %395, ptr %325, align 2, !tbaa !12
  %396 = add nuw nsw i32 %307, 1
  %397 = icmp eq i32 %396, %5
  br i1 %397, label %303, label %306, !llvm.loop !17

398:                                              ; preds = %303, %16, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gemv_int4_groupwise(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(address_is_null) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #2 {
  %10 = icmp sgt i32 %8, 0
  %11 = or i32 %8, %7
  %12 = and i32 %11, 7
  %13 = icmp eq i32 %12, 0
  %14 = and i1 %10, %13
  br i1 %14, label %15, label %218

15:                                               ; preds = %9
  %16 = sdiv i32 %7, %8
  %17 = mul i32 %16, %8
  %18 = sub i32 %7, %17
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %218

20:                                               ; preds = %15
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp slt i32 %21, %7
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %22, label %42, label %24

24:                                               ; preds = %42, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %25 = and i32 %21, 31
  %26 = lshr i32 %23, 5
  %27 = ashr exact i32 %7, 3
  %28 = lshr exact i32 %8, 3
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = mul i32 %26, %29
  %31 = lshr i32 %21, 5
  %32 = add i32 %30, %31
  %33 = icmp slt i32 %32, %6
  br i1 %33, label %34, label %218

34:                                               ; preds = %24
  %35 = sext i32 %27 to i64
  %36 = sext i32 %16 to i64
  %37 = icmp slt i32 %25, %27
  %38 = icmp eq i32 %25, 0
  %39 = icmp eq ptr %4, null
  %40 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %41 = mul i32 %26, %40
  br label %62

42:                                               ; preds = %20, %42
  %43 = phi i32 [ %60, %42 ], [ %21, %20 ]
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i16, ptr %3, i64 %44
  %46 = load i16, ptr %45, align 2, !tbaa !12
  %47 = and i16 %46, 32767
  %48 = zext nneg i16 %47 to i32
  %49 = shl nuw nsw i32 %48, 13
  %50 = bitcast i32 %49 to float
  %51 = fmul contract float %50, 0x46F0000000000000
  %52 = icmp samesign ugt i16 %47, 31743
  %53 = or i32 %49, 2139095040
  %54 = sext i16 %46 to i32
  %55 = and i32 %54, -2147483648
  %56 = bitcast float %51 to i32
  %57 = select i1 %52, i32 %53, i32 %56
  %58 = or i32 %57, %55
  %59 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_x to ptr), i64 %44
  store i32 %58, ptr %59, align 4, !tbaa !18
  %60 = add i32 %43, %23
  %61 = icmp slt i32 %60, %7
  br i1 %61, label %42, label %24, !llvm.loop !20

62:                                               ; preds = %34, %215
  %63 = phi i32 [ %32, %34 ], [ %216, %215 ]
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %35
  %66 = getelementptr inbounds nuw i32, ptr %0, i64 %65
  %67 = mul nsw i64 %64, %36
  %68 = getelementptr inbounds nuw i16, ptr %1, i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %2, i64 %67
  br i1 %37, label %82, label %70

70:                                               ; preds = %82, %62
  %71 = phi float [ 0.000000e+00, %62 ], [ %166, %82 ]
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %71, i32 16, i32 31)
  %73 = fadd contract float %71, %72
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %73, i32 8, i32 31)
  %75 = fadd contract float %73, %74
  %76 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %75, i32 4, i32 31)
  %77 = fadd contract float %75, %76
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %77, i32 2, i32 31)
  %79 = fadd contract float %77, %78
  %80 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %79, i32 1, i32 31)
  %81 = fadd contract float %79, %80
  br i1 %38, label %169, label %215

82:                                               ; preds = %62, %82
  %83 = phi float [ %166, %82 ], [ 0.000000e+00, %62 ]
  %84 = phi i32 [ %167, %82 ], [ %25, %62 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %66, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = shl nsw i32 %84, 3
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_x to ptr), i64 %89
  %91 = load float, ptr %90, align 16, !tbaa !18
  %92 = getelementptr inbounds nuw i8, ptr %90, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !18
  %94 = getelementptr inbounds nuw i8, ptr %90, i64 8
  %95 = load float, ptr %94, align 8, !tbaa !18
  %96 = getelementptr inbounds nuw i8, ptr %90, i64 12
  %97 = load float, ptr %96, align 4, !tbaa !18
  %98 = getelementptr inbounds nuw i8, ptr %90, i64 16
  %99 = load float, ptr %98, align 16, !tbaa !18
  %100 = getelementptr inbounds nuw i8, ptr %90, i64 20
  %101 = load float, ptr %100, align 4, !tbaa !18
  %102 = getelementptr inbounds nuw i8, ptr %90, i64 24
  %103 = load float, ptr %102, align 8, !tbaa !18
  %104 = getelementptr inbounds nuw i8, ptr %90, i64 28
  %105 = load float, ptr %104, align 4, !tbaa !18
  %106 = and i32 %87, 15
  %107 = uitofp nneg i32 %106 to float
  %108 = tail call noundef float @llvm.fma.f32(float %107, float %91, float 0.000000e+00)
  %109 = fadd contract float %91, 0.000000e+00
  %110 = lshr i32 %87, 4
  %111 = and i32 %110, 15
  %112 = uitofp nneg i32 %111 to float
  %113 = tail call noundef float @llvm.fma.f32(float %112, float %93, float %108)
  %114 = fadd contract float %109, %93
  %115 = lshr i32 %87, 8
  %116 = and i32 %115, 15
  %117 = uitofp nneg i32 %116 to float
  %118 = tail call noundef float @llvm.fma.f32(float %117, float %95, float %113)
  %119 = fadd contract float %114, %95
  %120 = lshr i32 %87, 12
  %121 = and i32 %120, 15
  %122 = uitofp nneg i32 %121 to float
  %123 = tail call noundef float @llvm.fma.f32(float %122, float %97, float %118)
  %124 = fadd contract float %119, %97
  %125 = lshr i32 %87, 16
  %126 = and i32 %125, 15
  %127 = uitofp nneg i32 %126 to float
  %128 = tail call noundef float @llvm.fma.f32(float %127, float %99, float %123)
  %129 = fadd contract float %124, %99
  %130 = lshr i32 %87, 20
  %131 = and i32 %130, 15
  %132 = uitofp nneg i32 %131 to float
  %133 = tail call noundef float @llvm.fma.f32(float %132, float %101, float %128)
  %134 = fadd contract float %129, %101
  %135 = lshr i32 %87, 24
  %136 = and i32 %135, 15
  %137 = uitofp nneg i32 %136 to float
  %138 = tail call noundef float @llvm.fma.f32(float %137, float %103, float %133)
  %139 = fadd contract float %134, %103
  %140 = lshr i32 %87, 28
  %141 = uitofp nneg i32 %140 to float
  %142 = tail call noundef float @llvm.fma.f32(float %141, float %105, float %138)
  %143 = fadd contract float %139, %105
  %144 = udiv i32 %84, %28
  %145 = zext nneg i32 %144 to i64
  %146 = getelementptr inbounds nuw i16, ptr %68, i64 %145
  %147 = load i16, ptr %146, align 2, !tbaa !12
  %148 = and i16 %147, 32767
  %149 = zext nneg i16 %148 to i32
  %150 = shl nuw nsw i32 %149, 13
  %151 = bitcast i32 %150 to float
  %152 = fmul contract float %151, 0x46F0000000000000
  %153 = icmp samesign ugt i16 %148, 31743
  %154 = or i32 %150, 2139095040
  %155 = sext i16 %147 to i32
  %156 = and i32 %155, -2147483648
  %157 = bitcast float %152 to i32
  %158 = select i1 %153, i32 %154, i32 %157
  %159 = or i32 %158, %156
  %160 = bitcast i32 %159 to float
  %161 = getelementptr inbounds nuw i8, ptr %69, i64 %145
  %162 = load i8, ptr %161, align 1, !tbaa !21
  %163 = uitofp i8 %162 to float
  %164 = fmul contract float %143, %163
  %165 = fsub contract float %142, %164
  %166 = tail call noundef float @llvm.fma.f32(float %160, float %165, float %83)
  %167 = add nuw nsw i32 %84, 32
  %168 = icmp slt i32 %167, %27
  br i1 %168, label %82, label %70, !llvm.loop !22

169:                                              ; preds = %70
  br i1 %39, label %186, label %170

170:                                              ; preds = %169
  %171 = getelementptr inbounds i16, ptr %4, i64 %64
  %172 = load i16, ptr %171, align 2, !tbaa !12
  %173 = and i16 %172, 32767
  %174 = zext nneg i16 %173 to i32
  %175 = shl nuw nsw i32 %174, 13
  %176 = bitcast i32 %175 to float
  %177 = fmul contract float %176, 0x46F0000000000000
  %178 = icmp samesign ugt i16 %173, 31743
  %179 = or i32 %175, 2139095040
  %180 = sext i16 %172 to i32
  %181 = and i32 %180, -2147483648
  %182 = bitcast float %177 to i32
  %183 = select i1 %178, i32 %179, i32 %182
  %184 = or i32 %183, %181
  %185 = bitcast i32 %184 to float
  br label %186

186:                                              ; preds = %169, %170
  %187 = phi contract float [ %185, %170 ], [ 0.000000e+00, %169 ]
  %188 = fadd contract float %81, %187
  %189 = bitcast float %188 to i32
  %190 = tail call float @llvm.fabs.f32(float %188)
  %191 = bitcast float %190 to i32
  %192 = icmp samesign ugt i32 %191, 1199570943
  br i1 %192, label %193, label %196

193:                                              ; preds = %186
  %194 = icmp samesign ugt i32 %191, 2139095040
  %195 = select i1 %194, i32 32256, i32 31744
  br label %208

196:                                              ; preds = %186
  %197 = icmp samesign ult i32 %191, 947912704
  br i1 %197, label %198, label %202

198:                                              ; preds = %196
  %199 = fadd contract float %190, 5.000000e-01
  %200 = bitcast float %199 to i32
  %201 = add i32 %200, -1056964608
  br label %208

202:                                              ; preds = %196
  %203 = lshr i32 %189, 13
  %204 = and i32 %203, 1
  %205 = add nsw i32 %191, -939520001
  %206 = add nuw nsw i32 %205, %204
  %207 = lshr i32 %206, 13
  br label %208

208:                                              ; preds = %193, %198, %202
  %209 = phi i32 [ %195, %193 ], [ %201, %198 ], [ %207, %202 ]
  %210 = lshr i32 %189, 16
  %211 = and i32 %210, 32768
  %212 = or i32 %209, %211
  %213 = trunc i32 %212 to i16
  %214 = getelementptr inbounds i16, ptr %5, i64 %64
  store i16 %213, ptr %214, align 2, !tbaa !12
  br label %215

215:                                              ; preds = %208, %70
  %216 = add i32 %63, %41
  %217 = icmp slt i32 %216, %6
  br i1 %217, label %62, label %218, !llvm.loop !23

218:                                              ; preds = %215, %24, %9, %15
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }

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
!13 = !{!"short", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
!20 = distinct !{!20, !15}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
