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
  br i1 %15, label %403, label %16

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
  br i1 %65, label %66, label %403

66:                                               ; preds = %16
  %67 = sitofp i32 %7 to float
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

79:                                               ; preds = %66, %308
  %80 = phi i64 [ %64, %66 ], [ %309, %308 ]
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
  br i1 %104, label %182, label %105

105:                                              ; preds = %79
  %106 = fcmp oeq float %103, 0x7FF0000000000000
  br i1 %106, label %107, label %109

107:                                              ; preds = %105
  %108 = tail call float @llvm.nvvm.mul.rn.f(float %96, float 0.000000e+00) #8
  br label %182

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
  %135 = and i32 %131, 31
  %136 = sub nsw i32 6, %134
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %11, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = sub nsw i32 5, %134
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %11, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = icmp eq i32 %135, 0
  br i1 %144, label %157, label %145

145:                                              ; preds = %109
  %146 = sub nsw i32 4, %134
  %147 = sub nuw nsw i32 32, %135
  %148 = shl i32 %139, %135
  %149 = lshr i32 %143, %147
  %150 = or disjoint i32 %149, %148
  %151 = shl i32 %143, %135
  %152 = sext i32 %146 to i64
  %153 = getelementptr inbounds i32, ptr %11, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = lshr i32 %154, %147
  %156 = or disjoint i32 %155, %151
  br label %157

157:                                              ; preds = %145, %109
  %158 = phi i32 [ %150, %145 ], [ %139, %109 ]
  %159 = phi i32 [ %156, %145 ], [ %143, %109 ]
  %160 = lshr i32 %158, 30
  %161 = tail call i32 @llvm.fshl.i32(i32 %158, i32 %159, i32 2)
  %162 = shl i32 %159, 2
  %163 = lshr i32 %161, 31
  %164 = add nuw nsw i32 %163, %160
  %165 = sub nsw i32 0, %164
  %166 = icmp slt i32 %110, 0
  %167 = select i1 %166, i32 %165, i32 %164
  %168 = xor i32 %161, %110
  %169 = ashr i32 %161, 31
  %170 = xor i32 %169, %161
  %171 = xor i32 %169, %162
  %172 = zext i32 %170 to i64
  %173 = shl nuw i64 %172, 32
  %174 = zext i32 %171 to i64
  %175 = or disjoint i64 %173, %174
  %176 = sitofp i64 %175 to double
  %177 = fmul double %176, 0x3BF921FB54442D19
  %178 = fptrunc double %177 to float
  %179 = fneg float %178
  %180 = icmp slt i32 %168, 0
  %181 = select i1 %180, float %179, float %178
  br label %182

182:                                              ; preds = %79, %107, %157
  %183 = phi i32 [ %98, %79 ], [ 0, %107 ], [ %167, %157 ]
  %184 = phi float [ %102, %79 ], [ %108, %107 ], [ %181, %157 ]
  %185 = fmul float %184, %184
  %186 = tail call float @llvm.fma.f32(float %185, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %187 = tail call float @llvm.fma.f32(float %186, float %185, float 0x3FA5555760000000)
  %188 = tail call float @llvm.fma.f32(float %187, float %185, float 0xBFDFFFFFE0000000)
  %189 = tail call float @llvm.fma.f32(float %188, float %185, float 1.000000e+00)
  %190 = tail call float @llvm.fma.f32(float %185, float %184, float 0.000000e+00)
  %191 = tail call float @llvm.fma.f32(float %185, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %192 = tail call float @llvm.fma.f32(float %191, float %185, float 0xBFC5555500000000)
  %193 = tail call float @llvm.fma.f32(float %192, float %190, float %184)
  %194 = and i32 %183, 1
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %195, float %193, float %189
  %197 = select i1 %195, float %189, float %193
  %198 = and i32 %183, 2
  %199 = icmp eq i32 %198, 0
  %200 = fneg float %196
  %201 = select i1 %199, float %196, float %200
  %202 = add i32 %183, 1
  %203 = and i32 %202, 2
  %204 = icmp eq i32 %203, 0
  %205 = fneg float %197
  %206 = select i1 %204, float %197, float %205
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  %207 = mul i64 %51, %83
  %208 = getelementptr inbounds nuw i16, ptr %0, i64 %207
  %209 = shl i64 %85, 32
  %210 = ashr exact i64 %209, 32
  %211 = getelementptr inbounds i16, ptr %208, i64 %210
  br i1 %68, label %216, label %212

212:                                              ; preds = %300, %182
  %213 = mul i64 %53, %83
  %214 = getelementptr inbounds nuw i16, ptr %1, i64 %213
  %215 = getelementptr inbounds i16, ptr %214, i64 %210
  br i1 %69, label %311, label %308

216:                                              ; preds = %182, %300
  %217 = phi i32 [ %306, %300 ], [ 0, %182 ]
  %218 = zext nneg i32 %217 to i64
  %219 = mul nsw i64 %218, %50
  %220 = getelementptr inbounds nuw i16, ptr %211, i64 %219
  %221 = load i16, ptr %220, align 2, !tbaa !12
  %222 = and i16 %221, 32767
  %223 = zext nneg i16 %222 to i32
  %224 = shl nuw nsw i32 %223, 13
  %225 = bitcast i32 %224 to float
  %226 = fmul contract float %225, 0x46F0000000000000
  %227 = icmp samesign ugt i16 %222, 31743
  %228 = or i32 %224, 2139095040
  %229 = sext i16 %221 to i32
  %230 = and i32 %229, -2147483648
  %231 = bitcast float %226 to i32
  %232 = select i1 %227, i32 %228, i32 %231
  %233 = or i32 %232, %230
  %234 = bitcast i32 %233 to float
  %235 = getelementptr inbounds nuw i16, ptr %220, i64 %55
  %236 = load i16, ptr %235, align 2, !tbaa !12
  %237 = and i16 %236, 32767
  %238 = zext nneg i16 %237 to i32
  %239 = shl nuw nsw i32 %238, 13
  %240 = bitcast i32 %239 to float
  %241 = fmul contract float %240, 0x46F0000000000000
  %242 = icmp samesign ugt i16 %237, 31743
  %243 = or i32 %239, 2139095040
  %244 = sext i16 %236 to i32
  %245 = and i32 %244, -2147483648
  %246 = bitcast float %241 to i32
  %247 = select i1 %242, i32 %243, i32 %246
  %248 = or i32 %247, %245
  %249 = bitcast i32 %248 to float
  %250 = fmul contract float %206, %234
  %251 = fmul contract float %201, %249
  %252 = fsub contract float %250, %251
  %253 = bitcast float %252 to i32
  %254 = tail call float @llvm.fabs.f32(float %252)
  %255 = bitcast float %254 to i32
  %256 = icmp samesign ugt i32 %255, 1199570943
  br i1 %256, label %257, label %260

257:                                              ; preds = %216
  %258 = icmp samesign ugt i32 %255, 2139095040
  %259 = select i1 %258, i32 32256, i32 31744
  br label %272

260:                                              ; preds = %216
  %261 = icmp samesign ult i32 %255, 947912704
  br i1 %261, label %262, label %266

262:                                              ; preds = %260
  %263 = fadd contract float %254, 5.000000e-01
  %264 = bitcast float %263 to i32
  %265 = add i32 %264, -1056964608
  br label %272

266:                                              ; preds = %260
  %267 = lshr i32 %253, 13
  %268 = and i32 %267, 1
  %269 = add nsw i32 %255, -939520001
  %270 = add nuw nsw i32 %269, %268
  %271 = lshr i32 %270, 13
  br label %272

272:                                              ; preds = %257, %262, %266
  %273 = phi i32 [ %259, %257 ], [ %265, %262 ], [ %271, %266 ]
  %274 = lshr i32 %253, 16
  %275 = and i32 %274, 32768
  %276 = or i32 %273, %275
  %277 = trunc i32 %276 to i16
  store i16 %277, ptr %220, align 2, !tbaa !12
  %278 = fmul contract float %206, %249
  %279 = fmul contract float %201, %234
  %280 = fadd contract float %279, %278
  %281 = bitcast float %280 to i32
  %282 = tail call float @llvm.fabs.f32(float %280)
  %283 = bitcast float %282 to i32
  %284 = icmp samesign ugt i32 %283, 1199570943
  br i1 %284, label %285, label %288

285:                                              ; preds = %272
  %286 = icmp samesign ugt i32 %283, 2139095040
  %287 = select i1 %286, i32 32256, i32 31744
  br label %300

288:                                              ; preds = %272
  %289 = icmp samesign ult i32 %283, 947912704
  br i1 %289, label %290, label %294

290:                                              ; preds = %288
  %291 = fadd contract float %282, 5.000000e-01
  %292 = bitcast float %291 to i32
  %293 = add i32 %292, -1056964608
  br label %300

294:                                              ; preds = %288
  %295 = lshr i32 %281, 13
  %296 = and i32 %295, 1
  %297 = add nsw i32 %283, -939520001
  %298 = add nuw nsw i32 %297, %296
  %299 = lshr i32 %298, 13
  br label %300

300:                                              ; preds = %285, %290, %294
  %301 = phi i32 [ %287, %285 ], [ %293, %290 ], [ %299, %294 ]
  %302 = lshr i32 %281, 16
  %303 = and i32 %302, 32768
  %304 = or i32 %301, %303
  %305 = trunc i32 %304 to i16
  store i16 %305, ptr %235, align 2, !tbaa !12
  %306 = add nuw nsw i32 %217, 1
  %307 = icmp eq i32 %306, %4
  br i1 %307, label %212, label %216, !llvm.loop !14

308:                                              ; preds = %395, %212
  %309 = add i64 %80, %72
  %310 = icmp ult i64 %309, %56
  br i1 %310, label %79, label %403, !llvm.loop !17

311:                                              ; preds = %212, %395
  %312 = phi i32 [ %401, %395 ], [ 0, %212 ]
  %313 = zext nneg i32 %312 to i64
  %314 = mul nsw i64 %313, %50
  %315 = getelementptr inbounds nuw i16, ptr %215, i64 %314
  %316 = load i16, ptr %315, align 2, !tbaa !12
  %317 = and i16 %316, 32767
  %318 = zext nneg i16 %317 to i32
  %319 = shl nuw nsw i32 %318, 13
  %320 = bitcast i32 %319 to float
  %321 = fmul contract float %320, 0x46F0000000000000
  %322 = icmp samesign ugt i16 %317, 31743
  %323 = or i32 %319, 2139095040
  %324 = sext i16 %316 to i32
  %325 = and i32 %324, -2147483648
  %326 = bitcast float %321 to i32
  %327 = select i1 %322, i32 %323, i32 %326
  %328 = or i32 %327, %325
  %329 = bitcast i32 %328 to float
  %330 = getelementptr inbounds nuw i16, ptr %315, i64 %55
  %331 = load i16, ptr %330, align 2, !tbaa !12
  %332 = and i16 %331, 32767
  %333 = zext nneg i16 %332 to i32
  %334 = shl nuw nsw i32 %333, 13
  %335 = bitcast i32 %334 to float
  %336 = fmul contract float %335, 0x46F0000000000000
  %337 = icmp samesign ugt i16 %332, 31743
  %338 = or i32 %334, 2139095040
  %339 = sext i16 %331 to i32
  %340 = and i32 %339, -2147483648
  %341 = bitcast float %336 to i32
  %342 = select i1 %337, i32 %338, i32 %341
  %343 = or i32 %342, %340
  %344 = bitcast i32 %343 to float
  %345 = fmul contract float %206, %329
  %346 = fmul contract float %201, %344
  %347 = fsub contract float %345, %346
  %348 = bitcast float %347 to i32
  %349 = tail call float @llvm.fabs.f32(float %347)
  %350 = bitcast float %349 to i32
  %351 = icmp samesign ugt i32 %350, 1199570943
  br i1 %351, label %352, label %355

352:                                              ; preds = %311
  %353 = icmp samesign ugt i32 %350, 2139095040
  %354 = select i1 %353, i32 32256, i32 31744
  br label %367

355:                                              ; preds = %311
  %356 = icmp samesign ult i32 %350, 947912704
  br i1 %356, label %357, label %361

357:                                              ; preds = %355
  %358 = fadd contract float %349, 5.000000e-01
  %359 = bitcast float %358 to i32
  %360 = add i32 %359, -1056964608
  br label %367

361:                                              ; preds = %355
  %362 = lshr i32 %348, 13
  %363 = and i32 %362, 1
  %364 = add nsw i32 %350, -939520001
  %365 = add nuw nsw i32 %364, %363
  %366 = lshr i32 %365, 13
  br label %367

367:                                              ; preds = %352, %357, %361
  %368 = phi i32 [ %354, %352 ], [ %360, %357 ], [ %366, %361 ]
  %369 = lshr i32 %348, 16
  %370 = and i32 %369, 32768
  %371 = or i32 %368, %370
  %372 = trunc i32 %371 to i16
  store i16 %372, ptr %315, align 2, !tbaa !12
  %373 = fmul contract float %206, %344
  %374 = fmul contract float %201, %329
  %375 = fadd contract float %374, %373
  %376 = bitcast float %375 to i32
  %377 = tail call float @llvm.fabs.f32(float %375)
  %378 = bitcast float %377 to i32
  %379 = icmp samesign ugt i32 %378, 1199570943
  br i1 %379, label %380, label %383

380:                                              ; preds = %367
  %381 = icmp samesign ugt i32 %378, 2139095040
  %382 = select i1 %381, i32 32256, i32 31744
  br label %395

383:                                              ; preds = %367
  %384 = icmp samesign ult i32 %378, 947912704
  br i1 %384, label %385, label %389

385:                                              ; preds = %383
  %386 = fadd contract float %377, 5.000000e-01
  %387 = bitcast float %386 to i32
  %388 = add i32 %387, -1056964608
  br label %395

389:                                              ; preds = %383
  %390 = lshr i32 %376, 13
  %391 = and i32 %390, 1
  %392 = add nsw i32 %378, -939520001
  %393 = add nuw nsw i32 %392, %391
  %394 = lshr i32 %393, 13
  br label %395

395:                                              ; preds = %380, %385, %389
  %396 = phi i32 [ %382, %380 ], [ %388, %385 ], [ %394, %389 ]
  %397 = lshr i32 %376, 16
  %398 = and i32 %397, 32768
  %399 = or i32 %396, %398
  %400 = trunc i32 %399 to i16
  store i16 %400, ptr %330, align 2, !tbaa !12
  %401 = add nuw nsw i32 %312, 1
  %402 = icmp eq i32 %401, %5
  br i1 %402, label %308, label %311, !llvm.loop !18

403:                                              ; preds = %308, %16, %10
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
  br i1 %14, label %15, label %220

15:                                               ; preds = %9
  %16 = sdiv i32 %7, %8
  %17 = mul i32 %16, %8
  %18 = sub i32 %7, %17
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %220

20:                                               ; preds = %15
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = icmp slt i32 %21, %7
  br i1 %22, label %23, label %25

23:                                               ; preds = %20
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %44

25:                                               ; preds = %44, %20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = and i32 %21, 31
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %28 = lshr i32 %27, 5
  %29 = ashr exact i32 %7, 3
  %30 = lshr exact i32 %8, 3
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = mul i32 %28, %31
  %33 = lshr i32 %21, 5
  %34 = add i32 %32, %33
  %35 = icmp slt i32 %34, %6
  br i1 %35, label %36, label %220

36:                                               ; preds = %25
  %37 = sext i32 %29 to i64
  %38 = sext i32 %16 to i64
  %39 = icmp slt i32 %26, %29
  %40 = icmp eq i32 %26, 0
  %41 = icmp eq ptr %4, null
  %42 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %43 = mul i32 %28, %42
  br label %64

44:                                               ; preds = %23, %44
  %45 = phi i32 [ %21, %23 ], [ %62, %44 ]
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i16, ptr %3, i64 %46
  %48 = load i16, ptr %47, align 2, !tbaa !12
  %49 = and i16 %48, 32767
  %50 = zext nneg i16 %49 to i32
  %51 = shl nuw nsw i32 %50, 13
  %52 = bitcast i32 %51 to float
  %53 = fmul contract float %52, 0x46F0000000000000
  %54 = icmp samesign ugt i16 %49, 31743
  %55 = or i32 %51, 2139095040
  %56 = sext i16 %48 to i32
  %57 = and i32 %56, -2147483648
  %58 = bitcast float %53 to i32
  %59 = select i1 %54, i32 %55, i32 %58
  %60 = or i32 %59, %57
  %61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_x to ptr), i64 %46
  store i32 %60, ptr %61, align 4, !tbaa !19
  %62 = add i32 %45, %24
  %63 = icmp slt i32 %62, %7
  br i1 %63, label %44, label %25, !llvm.loop !21

64:                                               ; preds = %36, %217
  %65 = phi i32 [ %34, %36 ], [ %218, %217 ]
  %66 = sext i32 %65 to i64
  %67 = mul nsw i64 %66, %37
  %68 = getelementptr inbounds nuw i32, ptr %0, i64 %67
  %69 = mul nsw i64 %66, %38
  %70 = getelementptr inbounds nuw i16, ptr %1, i64 %69
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 %69
  br i1 %39, label %72, label %159

72:                                               ; preds = %64, %72
  %73 = phi float [ %156, %72 ], [ 0.000000e+00, %64 ]
  %74 = phi i32 [ %157, %72 ], [ %26, %64 ]
  %75 = shl nsw i32 %74, 3
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_x to ptr), i64 %76
  %78 = getelementptr inbounds nuw i8, ptr %77, i64 28
  %79 = load float, ptr %78, align 4, !tbaa !19
  %80 = getelementptr inbounds nuw i8, ptr %77, i64 24
  %81 = load float, ptr %80, align 8, !tbaa !19
  %82 = getelementptr inbounds nuw i8, ptr %77, i64 20
  %83 = load float, ptr %82, align 4, !tbaa !19
  %84 = getelementptr inbounds nuw i8, ptr %77, i64 16
  %85 = load float, ptr %84, align 16, !tbaa !19
  %86 = getelementptr inbounds nuw i8, ptr %77, i64 12
  %87 = load float, ptr %86, align 4, !tbaa !19
  %88 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %89 = load float, ptr %88, align 8, !tbaa !19
  %90 = getelementptr inbounds nuw i8, ptr %77, i64 4
  %91 = load float, ptr %90, align 4, !tbaa !19
  %92 = load float, ptr %77, align 16, !tbaa !19
  %93 = zext nneg i32 %74 to i64
  %94 = getelementptr inbounds nuw i32, ptr %68, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = and i32 %95, 15
  %97 = uitofp nneg i32 %96 to float
  %98 = tail call noundef float @llvm.fma.f32(float %97, float %92, float 0.000000e+00)
  %99 = fadd contract float %92, 0.000000e+00
  %100 = lshr i32 %95, 4
  %101 = and i32 %100, 15
  %102 = uitofp nneg i32 %101 to float
  %103 = tail call noundef float @llvm.fma.f32(float %102, float %91, float %98)
  %104 = fadd contract float %99, %91
  %105 = lshr i32 %95, 8
  %106 = and i32 %105, 15
  %107 = uitofp nneg i32 %106 to float
  %108 = tail call noundef float @llvm.fma.f32(float %107, float %89, float %103)
  %109 = fadd contract float %104, %89
  %110 = lshr i32 %95, 12
  %111 = and i32 %110, 15
  %112 = uitofp nneg i32 %111 to float
  %113 = tail call noundef float @llvm.fma.f32(float %112, float %87, float %108)
  %114 = fadd contract float %109, %87
  %115 = lshr i32 %95, 16
  %116 = and i32 %115, 15
  %117 = uitofp nneg i32 %116 to float
  %118 = tail call noundef float @llvm.fma.f32(float %117, float %85, float %113)
  %119 = fadd contract float %114, %85
  %120 = lshr i32 %95, 20
  %121 = and i32 %120, 15
  %122 = uitofp nneg i32 %121 to float
  %123 = tail call noundef float @llvm.fma.f32(float %122, float %83, float %118)
  %124 = fadd contract float %119, %83
  %125 = lshr i32 %95, 24
  %126 = and i32 %125, 15
  %127 = uitofp nneg i32 %126 to float
  %128 = tail call noundef float @llvm.fma.f32(float %127, float %81, float %123)
  %129 = fadd contract float %124, %81
  %130 = lshr i32 %95, 28
  %131 = uitofp nneg i32 %130 to float
  %132 = tail call noundef float @llvm.fma.f32(float %131, float %79, float %128)
  %133 = fadd contract float %129, %79
  %134 = udiv i32 %74, %30
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds nuw i16, ptr %70, i64 %135
  %137 = load i16, ptr %136, align 2, !tbaa !12
  %138 = and i16 %137, 32767
  %139 = zext nneg i16 %138 to i32
  %140 = shl nuw nsw i32 %139, 13
  %141 = bitcast i32 %140 to float
  %142 = fmul contract float %141, 0x46F0000000000000
  %143 = icmp samesign ugt i16 %138, 31743
  %144 = or i32 %140, 2139095040
  %145 = sext i16 %137 to i32
  %146 = and i32 %145, -2147483648
  %147 = bitcast float %142 to i32
  %148 = select i1 %143, i32 %144, i32 %147
  %149 = or i32 %148, %146
  %150 = bitcast i32 %149 to float
  %151 = getelementptr inbounds nuw i8, ptr %71, i64 %135
  %152 = load i8, ptr %151, align 1, !tbaa !22
  %153 = uitofp i8 %152 to float
  %154 = fmul contract float %133, %153
  %155 = fsub contract float %132, %154
  %156 = tail call noundef float @llvm.fma.f32(float %150, float %155, float %73)
  %157 = add nuw nsw i32 %74, 32
  %158 = icmp slt i32 %157, %29
  br i1 %158, label %72, label %159, !llvm.loop !23

159:                                              ; preds = %72, %64
  %160 = phi float [ 0.000000e+00, %64 ], [ %156, %72 ]
  %161 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %160, i32 16, i32 31)
  %162 = fadd contract float %160, %161
  %163 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %162, i32 8, i32 31)
  %164 = fadd contract float %162, %163
  %165 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %164, i32 4, i32 31)
  %166 = fadd contract float %164, %165
  %167 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %166, i32 2, i32 31)
  %168 = fadd contract float %166, %167
  %169 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %168, i32 1, i32 31)
  %170 = fadd contract float %168, %169
  br i1 %40, label %171, label %217

171:                                              ; preds = %159
  br i1 %41, label %188, label %172

172:                                              ; preds = %171
  %173 = getelementptr inbounds i16, ptr %4, i64 %66
  %174 = load i16, ptr %173, align 2, !tbaa !12
  %175 = and i16 %174, 32767
  %176 = zext nneg i16 %175 to i32
  %177 = shl nuw nsw i32 %176, 13
  %178 = bitcast i32 %177 to float
  %179 = fmul contract float %178, 0x46F0000000000000
  %180 = icmp samesign ugt i16 %175, 31743
  %181 = or i32 %177, 2139095040
  %182 = sext i16 %174 to i32
  %183 = and i32 %182, -2147483648
  %184 = bitcast float %179 to i32
  %185 = select i1 %180, i32 %181, i32 %184
  %186 = or i32 %185, %183
  %187 = bitcast i32 %186 to float
  br label %188

188:                                              ; preds = %171, %172
  %189 = phi contract float [ %187, %172 ], [ 0.000000e+00, %171 ]
  %190 = fadd contract float %170, %189
  %191 = bitcast float %190 to i32
  %192 = tail call float @llvm.fabs.f32(float %190)
  %193 = bitcast float %192 to i32
  %194 = icmp samesign ugt i32 %193, 1199570943
  br i1 %194, label %195, label %198

195:                                              ; preds = %188
  %196 = icmp samesign ugt i32 %193, 2139095040
  %197 = select i1 %196, i32 32256, i32 31744
  br label %210

198:                                              ; preds = %188
  %199 = icmp samesign ult i32 %193, 947912704
  br i1 %199, label %200, label %204

200:                                              ; preds = %198
  %201 = fadd contract float %192, 5.000000e-01
  %202 = bitcast float %201 to i32
  %203 = add i32 %202, -1056964608
  br label %210

204:                                              ; preds = %198
  %205 = lshr i32 %191, 13
  %206 = and i32 %205, 1
  %207 = add nsw i32 %193, -939520001
  %208 = add nuw nsw i32 %207, %206
  %209 = lshr i32 %208, 13
  br label %210

210:                                              ; preds = %195, %200, %204
  %211 = phi i32 [ %197, %195 ], [ %203, %200 ], [ %209, %204 ]
  %212 = lshr i32 %191, 16
  %213 = and i32 %212, 32768
  %214 = or i32 %211, %213
  %215 = trunc i32 %214 to i16
  %216 = getelementptr inbounds i16, ptr %5, i64 %66
  store i16 %215, ptr %216, align 2, !tbaa !12
  br label %217

217:                                              ; preds = %210, %159
  %218 = add i32 %65, %43
  %219 = icmp slt i32 %218, %6
  br i1 %219, label %64, label %220, !llvm.loop !24

220:                                              ; preds = %217, %25, %9, %15
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = distinct !{!21, !15, !16}
!22 = !{!8, !8, i64 0}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
