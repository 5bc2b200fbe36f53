; ModuleID = 'src/poly_roots.cu'
source_filename = "src/poly_roots.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cf = type { float, float }
%struct.float2.0 = type { float, float }
%struct.cd = type { double, double }
%struct.double2.1 = type { double, double }

$_Z4cdivI2cffET_S1_S1_ = comdat any

$_Z4cdivI2cddET_S1_S1_ = comdat any

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @roots_durand_kerner_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = alloca [7 x i32], align 4
  %9 = alloca [17 x float], align 4
  %10 = alloca [17 x float], align 4
  %11 = alloca [16 x %struct.cf], align 4
  %12 = alloca [16 x %struct.cf], align 4
  %13 = alloca %struct.cf, align 4
  %14 = alloca %struct.cf, align 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  %20 = icmp slt i32 %19, %4
  br i1 %20, label %21, label %434

21:                                               ; preds = %7
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %24, i32 1)
  %26 = tail call noundef range(i32 1, 501) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %25, i32 16)
  %27 = mul nsw i64 %22, 68
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #10
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds nuw float, ptr %28, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = tail call noundef float @llvm.nvvm.fabs.f32(float %31)
  %33 = fcmp contract ogt float %32, 0x3BC79CA100000000
  %34 = fdiv contract float 1.000000e+00, %31
  %35 = select contract i1 %33, float %34, float 1.000000e+00
  br label %165

36:                                               ; preds = %165, %149
  %37 = phi i32 [ %152, %149 ], [ 1, %165 ]
  %38 = phi float [ %151, %149 ], [ 0.000000e+00, %165 ]
  %39 = sub nsw i32 %26, %37
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr %10, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = uitofp nneg i32 %37 to float
  %44 = fdiv contract float 1.000000e+00, %43
  %45 = fmul float %44, 5.000000e-01
  %46 = tail call float @llvm.trunc.f32(float %45)
  %47 = fmul float %46, 2.000000e+00
  %48 = fsub float %44, %47
  %49 = tail call float @llvm.nvvm.fabs.f32(float %48)
  %50 = fcmp une float %49, 1.000000e+00
  %51 = tail call float @llvm.nvvm.fabs.f32(float %42)
  %52 = fcmp olt float %51, 0x3810000000000000
  %53 = fmul float %51, 0x4170000000000000
  %54 = select i1 %52, float %53, float %51
  %55 = select i1 %52, float -2.400000e+01, float 0.000000e+00
  %56 = bitcast float %54 to i32
  %57 = add i32 %56, -1060439283
  %58 = and i32 %57, -8388608
  %59 = sub i32 %56, %58
  %60 = bitcast i32 %59 to float
  %61 = sitofp i32 %58 to float
  %62 = tail call float @llvm.fma.f32(float %61, float 0x3E80000000000000, float %55)
  %63 = fadd float %60, -1.000000e+00
  %64 = fadd float %60, 1.000000e+00
  %65 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %64) #11, !srcloc !13
  %66 = fmul float %63, 2.000000e+00
  %67 = fmul float %65, %66
  %68 = fmul float %67, %67
  %69 = fsub float %63, %67
  %70 = fmul float %69, 2.000000e+00
  %71 = fneg float %67
  %72 = tail call float @llvm.fma.f32(float %71, float %63, float %70)
  %73 = tail call float @llvm.nvvm.mul.rn.f(float %65, float %72) #10
  %74 = tail call float @llvm.fma.f32(float %68, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %75 = tail call float @llvm.fma.f32(float %74, float %68, float 0x3F92776E60000000)
  %76 = tail call float @llvm.fma.f32(float %75, float %68, float 0x3FBEC709E0000000)
  %77 = tail call float @llvm.nvvm.mul.rn.f(float %76, float %68) #10
  %78 = tail call float @llvm.fma.f32(float %67, float 0x3FF7154760000000, float %62)
  %79 = fsub float %62, %78
  %80 = tail call float @llvm.fma.f32(float %67, float 0x3FF7154760000000, float %79)
  %81 = tail call float @llvm.fma.f32(float %73, float 0x3FF7154760000000, float %80)
  %82 = tail call float @llvm.fma.f32(float %67, float 0x3E54ABC680000000, float %81)
  %83 = fmul float %77, 3.000000e+00
  %84 = tail call float @llvm.fma.f32(float %83, float %73, float %82)
  %85 = tail call float @llvm.fma.f32(float %77, float %67, float %84)
  %86 = tail call float @llvm.nvvm.add.rn.f(float %78, float %85) #10
  %87 = fneg float %78
  %88 = tail call float @llvm.nvvm.add.rn.f(float %86, float %87) #10
  %89 = fneg float %88
  %90 = tail call float @llvm.nvvm.add.rn.f(float %85, float %89) #10
  %91 = tail call float @llvm.nvvm.mul.rn.f(float %86, float %44) #10
  %92 = fneg float %91
  %93 = tail call float @llvm.fma.f32(float %86, float %44, float %92)
  %94 = tail call float @llvm.fma.f32(float %90, float %44, float %93)
  %95 = tail call float @llvm.nvvm.round.f(float %91) #10
  %96 = fsub float %91, %95
  %97 = fadd float %96, %94
  %98 = tail call float @llvm.fma.f32(float %97, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %99 = tail call float @llvm.fma.f32(float %98, float %97, float 0x3F83B30AC0000000)
  %100 = tail call float @llvm.fma.f32(float %99, float %97, float 0x3FAC6AF760000000)
  %101 = tail call float @llvm.fma.f32(float %100, float %97, float 0x3FCEBFBD80000000)
  %102 = tail call float @llvm.fma.f32(float %101, float %97, float 0x3FE62E4300000000)
  %103 = tail call float @llvm.fma.f32(float %102, float %97, float 1.000000e+00)
  %104 = tail call i32 @llvm.nvvm.f2i.rz(float %95) #10
  %105 = fcmp ogt float %95, 0.000000e+00
  %106 = select i1 %105, i32 0, i32 -2097152000
  %107 = add nsw i32 %106, 2130706432
  %108 = bitcast i32 %107 to float
  %109 = fmul float %103, %108
  %110 = shl i32 %104, 23
  %111 = sub i32 %110, %106
  %112 = bitcast i32 %111 to float
  %113 = fmul float %109, %112
  %114 = tail call float @llvm.nvvm.fabs.f32(float %91)
  %115 = fcmp ogt float %114, 1.520000e+02
  %116 = fcmp olt float %91, 0.000000e+00
  %117 = select i1 %116, float 0.000000e+00, float 0x7FF0000000000000
  %118 = select i1 %115, float %117, float %113
  %119 = fcmp oeq float %42, 1.000000e+00
  %120 = fcmp oeq float %44, 0.000000e+00
  %121 = select i1 %119, i1 true, i1 %120
  br i1 %121, label %149, label %122

122:                                              ; preds = %36
  %123 = fcmp uno float %51, 0.000000e+00
  br i1 %123, label %127, label %124

124:                                              ; preds = %122
  %125 = tail call float @llvm.nvvm.fabs.f32(float %44)
  %126 = fcmp uno float %125, 0.000000e+00
  br i1 %126, label %127, label %129

127:                                              ; preds = %124, %122
  %128 = tail call float @llvm.nvvm.add.rn.f(float %42, float %44) #10
  br label %149

129:                                              ; preds = %124
  %130 = fcmp oeq float %42, 0.000000e+00
  %131 = fcmp oeq float %51, 0x7FF0000000000000
  %132 = select i1 %130, i1 true, i1 %131
  br i1 %132, label %133, label %137

133:                                              ; preds = %129
  %134 = fadd float %42, %42
  %135 = tail call float @llvm.fabs.f32(float %134)
  %136 = select i1 %50, float %135, float %134
  br label %149

137:                                              ; preds = %129
  %138 = fcmp oeq float %42, -1.000000e+00
  %139 = fcmp oeq float %125, 0x7FF0000000000000
  %140 = and i1 %138, %139
  br i1 %140, label %149, label %141

141:                                              ; preds = %137
  %142 = fcmp olt float %42, 0.000000e+00
  br i1 %142, label %143, label %149

143:                                              ; preds = %141
  %144 = fneg float %118
  %145 = select i1 %50, float %118, float %144
  %146 = tail call float @llvm.floor.f32(float %44)
  %147 = fcmp une float %44, %146
  %148 = select i1 %147, float 0x7FFFFFFFE0000000, float %145
  br label %149

149:                                              ; preds = %143, %141, %137, %133, %127, %36
  %150 = phi float [ 1.000000e+00, %36 ], [ %128, %127 ], [ %136, %133 ], [ 1.000000e+00, %137 ], [ %148, %143 ], [ %118, %141 ]
  %151 = tail call noundef float @llvm.maxnum.f32(float %38, float %150)
  %152 = add nuw nsw i32 %37, 1
  %153 = icmp eq i32 %37, %26
  br i1 %153, label %154, label %36, !llvm.loop !14

154:                                              ; preds = %149
  %155 = fmul contract float %151, 2.000000e+00
  %156 = tail call float @llvm.maxnum.f32(float %155, float 0x3F50624DE0000000)
  %157 = tail call float @llvm.minnum.f32(float %156, float 1.000000e+06)
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #10
  %158 = uitofp nneg i32 %26 to float
  %159 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %160 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %161 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %162 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %163 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %164 = getelementptr inbounds nuw i8, ptr %8, i64 24
  br label %182

165:                                              ; preds = %21, %165
  %166 = phi i32 [ 0, %21 ], [ %174, %165 ]
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds nuw float, ptr %28, i64 %167
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = fmul contract float %35, %169
  %171 = getelementptr inbounds nuw float, ptr %9, i64 %167
  store float %170, ptr %171, align 4, !tbaa !11
  %172 = tail call noundef float @llvm.nvvm.fabs.f32(float %170)
  %173 = getelementptr inbounds nuw float, ptr %10, i64 %167
  store float %172, ptr %173, align 4, !tbaa !11
  %174 = add nuw nsw i32 %166, 1
  %175 = icmp eq i32 %166, %26
  br i1 %175, label %36, label %165, !llvm.loop !17

176:                                              ; preds = %273
  %177 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %178 = tail call noundef range(i32 1, 501) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %177, i32 500)
  %179 = fmul contract float %6, %6
  %180 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %181 = getelementptr inbounds nuw i8, ptr %14, i64 4
  br label %305

182:                                              ; preds = %154, %273
  %183 = phi i32 [ 0, %154 ], [ %303, %273 ]
  %184 = uitofp nneg i32 %183 to float
  %185 = fmul contract float %184, 0x401921FB60000000
  %186 = fdiv contract float %185, %158
  %187 = fadd contract float %186, 0x3FD99999A0000000
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %188 = fmul float %187, 0x3FE45F3060000000
  %189 = tail call i32 @llvm.nvvm.f2i.rn(float %188) #10
  %190 = sitofp i32 %189 to float
  %191 = tail call float @llvm.fma.f32(float %190, float 0xBFF921FB40000000, float %187)
  %192 = tail call float @llvm.fma.f32(float %190, float 0xBE74442D00000000, float %191)
  %193 = tail call float @llvm.fma.f32(float %190, float 0xBCF84698A0000000, float %192)
  %194 = tail call float @llvm.nvvm.fabs.f32(float %187)
  %195 = fcmp ult float %194, 1.056150e+05
  br i1 %195, label %273, label %196

196:                                              ; preds = %182
  %197 = fcmp oeq float %194, 0x7FF0000000000000
  br i1 %197, label %198, label %200

198:                                              ; preds = %196
  %199 = tail call float @llvm.nvvm.mul.rn.f(float %187, float 0.000000e+00) #10
  br label %273

200:                                              ; preds = %196
  %201 = bitcast float %187 to i32
  %202 = shl i32 %201, 8
  %203 = or i32 %202, -2147483648
  %204 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %203, i32 0) #11, !srcloc !18
  %205 = extractvalue { i32, i32 } %204, 0
  %206 = extractvalue { i32, i32 } %204, 1
  store i32 %205, ptr %8, align 4
  %207 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %203, i32 %206) #11, !srcloc !18
  %208 = extractvalue { i32, i32 } %207, 0
  %209 = extractvalue { i32, i32 } %207, 1
  store i32 %208, ptr %159, align 4
  %210 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %203, i32 %209) #11, !srcloc !18
  %211 = extractvalue { i32, i32 } %210, 0
  %212 = extractvalue { i32, i32 } %210, 1
  store i32 %211, ptr %160, align 4
  %213 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %203, i32 %212) #11, !srcloc !18
  %214 = extractvalue { i32, i32 } %213, 0
  %215 = extractvalue { i32, i32 } %213, 1
  store i32 %214, ptr %161, align 4
  %216 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %203, i32 %215) #11, !srcloc !18
  %217 = extractvalue { i32, i32 } %216, 0
  %218 = extractvalue { i32, i32 } %216, 1
  store i32 %217, ptr %162, align 4
  %219 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %203, i32 %218) #11, !srcloc !18
  %220 = extractvalue { i32, i32 } %219, 0
  %221 = extractvalue { i32, i32 } %219, 1
  store i32 %220, ptr %163, align 4
  %222 = lshr i32 %201, 23
  %223 = and i32 %222, 224
  %224 = add nsw i32 %223, -128
  %225 = lshr exact i32 %224, 5
  store i32 %221, ptr %164, align 4
  %226 = and i32 %222, 31
  %227 = sub nsw i32 6, %225
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds i32, ptr %8, i64 %228
  %230 = load i32, ptr %229, align 4
  %231 = sub nsw i32 5, %225
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i32, ptr %8, i64 %232
  %234 = load i32, ptr %233, align 4
  %235 = icmp eq i32 %226, 0
  br i1 %235, label %248, label %236

236:                                              ; preds = %200
  %237 = sub nsw i32 4, %225
  %238 = sub nuw nsw i32 32, %226
  %239 = shl i32 %230, %226
  %240 = lshr i32 %234, %238
  %241 = or disjoint i32 %240, %239
  %242 = shl i32 %234, %226
  %243 = sext i32 %237 to i64
  %244 = getelementptr inbounds i32, ptr %8, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = lshr i32 %245, %238
  %247 = or disjoint i32 %246, %242
  br label %248

248:                                              ; preds = %236, %200
  %249 = phi i32 [ %241, %236 ], [ %230, %200 ]
  %250 = phi i32 [ %247, %236 ], [ %234, %200 ]
  %251 = lshr i32 %249, 30
  %252 = tail call i32 @llvm.fshl.i32(i32 %249, i32 %250, i32 2)
  %253 = shl i32 %250, 2
  %254 = lshr i32 %252, 31
  %255 = add nuw nsw i32 %254, %251
  %256 = sub nsw i32 0, %255
  %257 = icmp slt i32 %201, 0
  %258 = select i1 %257, i32 %256, i32 %255
  %259 = xor i32 %252, %201
  %260 = ashr i32 %252, 31
  %261 = xor i32 %260, %252
  %262 = xor i32 %260, %253
  %263 = zext i32 %261 to i64
  %264 = shl nuw i64 %263, 32
  %265 = zext i32 %262 to i64
  %266 = or disjoint i64 %264, %265
  %267 = sitofp i64 %266 to double
  %268 = fmul double %267, 0x3BF921FB54442D19
  %269 = fptrunc double %268 to float
  %270 = fneg float %269
  %271 = icmp slt i32 %259, 0
  %272 = select i1 %271, float %270, float %269
  br label %273

273:                                              ; preds = %182, %198, %248
  %274 = phi i32 [ %189, %182 ], [ 0, %198 ], [ %258, %248 ]
  %275 = phi float [ %193, %182 ], [ %199, %198 ], [ %272, %248 ]
  %276 = fmul float %275, %275
  %277 = tail call float @llvm.fma.f32(float %276, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %278 = tail call float @llvm.fma.f32(float %277, float %276, float 0x3FA5555760000000)
  %279 = tail call float @llvm.fma.f32(float %278, float %276, float 0xBFDFFFFFE0000000)
  %280 = tail call float @llvm.fma.f32(float %279, float %276, float 1.000000e+00)
  %281 = tail call float @llvm.fma.f32(float %276, float %275, float 0.000000e+00)
  %282 = tail call float @llvm.fma.f32(float %276, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %283 = tail call float @llvm.fma.f32(float %282, float %276, float 0xBFC5555500000000)
  %284 = tail call float @llvm.fma.f32(float %283, float %281, float %275)
  %285 = and i32 %274, 1
  %286 = icmp eq i32 %285, 0
  %287 = select i1 %286, float %284, float %280
  %288 = select i1 %286, float %280, float %284
  %289 = and i32 %274, 2
  %290 = icmp eq i32 %289, 0
  %291 = fneg float %287
  %292 = select i1 %290, float %287, float %291
  %293 = add i32 %274, 1
  %294 = and i32 %293, 2
  %295 = icmp eq i32 %294, 0
  %296 = fneg float %288
  %297 = select i1 %295, float %288, float %296
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %298 = fmul contract float %157, %297
  %299 = fmul contract float %157, %292
  %300 = zext nneg i32 %183 to i64
  %301 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %300
  store float %298, ptr %301, align 4, !tbaa !11
  %302 = getelementptr inbounds nuw i8, ptr %301, i64 4
  store float %299, ptr %302, align 4, !tbaa !11
  %303 = add nuw nsw i32 %183, 1
  %304 = icmp eq i32 %303, %26
  br i1 %304, label %176, label %182, !llvm.loop !19

305:                                              ; preds = %176, %405
  %306 = phi i32 [ 0, %176 ], [ %406, %405 ]
  br label %307

307:                                              ; preds = %305, %338
  %308 = phi float [ 0.000000e+00, %305 ], [ %357, %338 ]
  %309 = phi i32 [ 0, %305 ], [ %358, %338 ]
  %310 = zext nneg i32 %309 to i64
  %311 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %310
  %312 = load i64, ptr %311, align 4
  %313 = trunc i64 %312 to i32
  %314 = lshr i64 %312, 32
  %315 = trunc nuw i64 %314 to i32
  %316 = bitcast i32 %313 to float
  %317 = bitcast i32 %315 to float
  br label %321

318:                                              ; preds = %321
  %319 = zext nneg i32 %309 to i64
  %320 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %319
  br label %360

321:                                              ; preds = %307, %321
  %322 = phi float [ 1.000000e+00, %307 ], [ %335, %321 ]
  %323 = phi float [ 0.000000e+00, %307 ], [ %336, %321 ]
  %324 = phi i32 [ %26, %307 ], [ %325, %321 ]
  %325 = add nsw i32 %324, -1
  %326 = fmul contract float %322, %316
  %327 = fmul contract float %323, %317
  %328 = fsub contract float %326, %327
  %329 = fmul contract float %322, %317
  %330 = fmul contract float %323, %316
  %331 = fadd contract float %330, %329
  %332 = zext nneg i32 %325 to i64
  %333 = getelementptr inbounds nuw float, ptr %9, i64 %332
  %334 = load float, ptr %333, align 4, !tbaa !11
  %335 = fadd contract float %334, %328
  %336 = fadd contract float %331, 0.000000e+00
  %337 = icmp sgt i32 %324, 1
  br i1 %337, label %321, label %318, !llvm.loop !20

338:                                              ; preds = %388
  store float %335, ptr %13, align 4, !tbaa !11
  store float %336, ptr %180, align 4, !tbaa !11
  store float %390, ptr %14, align 4, !tbaa !11
  store float %389, ptr %181, align 4, !tbaa !11
  %339 = tail call %struct.cf @_Z4cdivI2cffET_S1_S1_(ptr noundef nonnull byval(%struct.cf) align 4 %13, ptr noundef nonnull byval(%struct.cf) align 4 %14) #10
  %340 = extractvalue %struct.cf %339, 0
  %341 = extractvalue %struct.cf %339, 1
  %342 = zext nneg i32 %309 to i64
  %343 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %342
  %344 = load i64, ptr %343, align 4
  %345 = trunc i64 %344 to i32
  %346 = lshr i64 %344, 32
  %347 = trunc nuw i64 %346 to i32
  %348 = bitcast i32 %345 to float
  %349 = bitcast i32 %347 to float
  %350 = fsub contract float %348, %340
  %351 = fsub contract float %349, %341
  %352 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %342
  store float %350, ptr %352, align 4, !tbaa !11
  %353 = getelementptr inbounds nuw i8, ptr %352, i64 4
  store float %351, ptr %353, align 4, !tbaa !11
  %354 = fmul contract float %340, %340
  %355 = fmul contract float %341, %341
  %356 = fadd contract float %354, %355
  %357 = tail call noundef float @llvm.maxnum.f32(float %308, float %356)
  %358 = add nuw nsw i32 %309, 1
  %359 = icmp eq i32 %358, %26
  br i1 %359, label %397, label %307, !llvm.loop !21

360:                                              ; preds = %318, %388
  %361 = phi i32 [ 0, %318 ], [ %391, %388 ]
  %362 = phi float [ 1.000000e+00, %318 ], [ %390, %388 ]
  %363 = phi float [ 0.000000e+00, %318 ], [ %389, %388 ]
  %364 = icmp eq i32 %361, %309
  br i1 %364, label %388, label %365

365:                                              ; preds = %360
  %366 = load i64, ptr %320, align 4
  %367 = trunc i64 %366 to i32
  %368 = lshr i64 %366, 32
  %369 = trunc nuw i64 %368 to i32
  %370 = zext nneg i32 %361 to i64
  %371 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %370
  %372 = load i64, ptr %371, align 4
  %373 = trunc i64 %372 to i32
  %374 = lshr i64 %372, 32
  %375 = trunc nuw i64 %374 to i32
  %376 = bitcast i32 %373 to float
  %377 = bitcast i32 %375 to float
  %378 = bitcast i32 %367 to float
  %379 = bitcast i32 %369 to float
  %380 = fsub contract float %378, %376
  %381 = fsub contract float %379, %377
  %382 = fmul contract float %362, %380
  %383 = fmul contract float %363, %381
  %384 = fsub contract float %382, %383
  %385 = fmul contract float %362, %381
  %386 = fmul contract float %363, %380
  %387 = fadd contract float %386, %385
  br label %388

388:                                              ; preds = %360, %365
  %389 = phi float [ %387, %365 ], [ %363, %360 ]
  %390 = phi float [ %384, %365 ], [ %362, %360 ]
  %391 = add nuw nsw i32 %361, 1
  %392 = icmp eq i32 %391, %26
  br i1 %392, label %338, label %360, !llvm.loop !22

393:                                              ; preds = %397
  %394 = fcmp contract ule float %357, %179
  %395 = zext i1 %394 to i32
  %396 = add nsw i32 %306, %395
  br i1 %394, label %408, label %405

397:                                              ; preds = %338, %397
  %398 = phi i32 [ %403, %397 ], [ 0, %338 ]
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %399
  %401 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %399
  %402 = load i64, ptr %400, align 4
  store i64 %402, ptr %401, align 4
  %403 = add nuw nsw i32 %398, 1
  %404 = icmp eq i32 %403, %26
  br i1 %404, label %393, label %397, !llvm.loop !23

405:                                              ; preds = %393
  %406 = add nsw i32 %396, 1
  %407 = icmp slt i32 %406, %178
  br i1 %407, label %305, label %408, !llvm.loop !24

408:                                              ; preds = %393, %405
  %409 = phi i32 [ %396, %393 ], [ %406, %405 ]
  %410 = shl nsw i64 %22, 7
  %411 = getelementptr inbounds nuw i8, ptr %2, i64 %410
  br label %414

412:                                              ; preds = %425
  %413 = getelementptr inbounds i32, ptr %3, i64 %22
  store i32 %409, ptr %413, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #10
  br label %434

414:                                              ; preds = %408, %425
  %415 = phi i32 [ 0, %408 ], [ %432, %425 ]
  %416 = icmp samesign ugt i32 %25, %415
  br i1 %416, label %417, label %425

417:                                              ; preds = %414
  %418 = zext nneg i32 %415 to i64
  %419 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %418
  %420 = load float, ptr %419, align 4, !tbaa !25
  %421 = getelementptr inbounds nuw i8, ptr %419, i64 4
  %422 = load float, ptr %421, align 4, !tbaa !27
  %423 = insertvalue %struct.float2.0 poison, float %420, 0
  %424 = insertvalue %struct.float2.0 %423, float %422, 1
  br label %425

425:                                              ; preds = %414, %417
  %426 = phi %struct.float2.0 [ %424, %417 ], [ zeroinitializer, %414 ]
  %427 = extractvalue %struct.float2.0 %426, 0
  %428 = extractvalue %struct.float2.0 %426, 1
  %429 = zext nneg i32 %415 to i64
  %430 = getelementptr inbounds nuw %struct.float2.0, ptr %411, i64 %429
  store float %427, ptr %430, align 8, !tbaa !11
  %431 = getelementptr inbounds nuw i8, ptr %430, i64 4
  store float %428, ptr %431, align 4, !tbaa !11
  %432 = add nuw nsw i32 %415, 1
  %433 = icmp eq i32 %432, 16
  br i1 %433, label %412, label %414, !llvm.loop !28

434:                                              ; preds = %7, %412
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: noinline nounwind
define linkonce_odr dso_local %struct.cf @_Z4cdivI2cffET_S1_S1_(ptr noundef byval(%struct.cf) align 4 %0, ptr noundef byval(%struct.cf) align 4 %1) local_unnamed_addr #3 comdat {
  %3 = load float, ptr %1, align 4, !tbaa !25
  %4 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !27
  %7 = tail call noundef float @llvm.nvvm.fabs.f32(float %6)
  %8 = fcmp contract oeq float %4, 0.000000e+00
  %9 = fcmp contract oeq float %7, 0.000000e+00
  %10 = and i1 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %2
  %12 = fcmp contract ult float %4, %7
  %13 = load float, ptr %0, align 4, !tbaa !25
  br i1 %12, label %26, label %14

14:                                               ; preds = %11
  %15 = fdiv contract float %6, %3
  %16 = fmul contract float %6, %15
  %17 = fadd contract float %3, %16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !27
  %20 = fmul contract float %15, %19
  %21 = fadd contract float %13, %20
  %22 = fdiv contract float %21, %17
  %23 = fmul contract float %15, %13
  %24 = fsub contract float %19, %23
  %25 = fdiv contract float %24, %17
  br label %38

26:                                               ; preds = %11
  %27 = fdiv contract float %3, %6
  %28 = fmul contract float %3, %27
  %29 = fadd contract float %6, %28
  %30 = fmul contract float %27, %13
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !27
  %33 = fadd contract float %30, %32
  %34 = fdiv contract float %33, %29
  %35 = fmul contract float %27, %32
  %36 = fsub contract float %35, %13
  %37 = fdiv contract float %36, %29
  br label %38

38:                                               ; preds = %14, %26, %2
  %39 = phi float [ 0.000000e+00, %2 ], [ %22, %14 ], [ %34, %26 ]
  %40 = phi float [ 0.000000e+00, %2 ], [ %25, %14 ], [ %37, %26 ]
  %41 = insertvalue %struct.cf poison, float %39, 0
  %42 = insertvalue %struct.cf %41, float %40, 1
  ret %struct.cf %42
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @roots_aberth_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, double noundef %6) local_unnamed_addr #0 {
  %8 = alloca [17 x %struct.cd], align 8
  %9 = alloca [17 x double], align 8
  %10 = alloca %struct.cd, align 8
  %11 = alloca %struct.cd, align 8
  %12 = alloca [16 x %struct.cd], align 8
  %13 = alloca [16 x i8], align 1
  %14 = alloca %struct.cd, align 8
  %15 = alloca %struct.cd, align 8
  %16 = alloca %struct.cd, align 8
  %17 = alloca %struct.cd, align 8
  %18 = alloca %struct.cd, align 8
  %19 = alloca %struct.cd, align 8
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  %25 = icmp slt i32 %24, %4
  br i1 %25, label %26, label %384

26:                                               ; preds = %7
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %29, i32 1)
  %31 = tail call noundef range(i32 1, 501) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %30, i32 16)
  %32 = mul nsw i64 %27, 272
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 %32
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw %struct.double2.1, ptr %33, i64 %34
  %36 = load double, ptr %35, align 16, !tbaa !29
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !32
  %39 = fmul contract double %36, %36
  %40 = fmul contract double %38, %38
  %41 = fadd contract double %39, %40
  %42 = fcmp contract olt double %41, 1.000000e-300
  %43 = select i1 %42, double 1.000000e+00, double %36
  %44 = select i1 %42, double 0.000000e+00, double %38
  %45 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %11, i64 8
  br label %137

47:                                               ; preds = %137, %123
  %48 = phi i32 [ %130, %123 ], [ 1, %137 ]
  %49 = phi double [ %129, %123 ], [ 0.000000e+00, %137 ]
  %50 = sub nsw i32 %31, %48
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw double, ptr %9, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !33
  %54 = uitofp nneg i32 %48 to double
  %55 = fdiv contract double 1.000000e+00, %54
  %56 = tail call i32 @llvm.nvvm.d2i.hi(double %53) #10
  %57 = tail call i32 @llvm.nvvm.d2i.hi(double %55) #10
  %58 = lshr i32 %57, 20
  %59 = and i32 %58, 2047
  %60 = add nsw i32 %59, -1012
  %61 = bitcast double %55 to i64
  %62 = zext nneg i32 %60 to i64
  %63 = shl i64 %61, %62
  %64 = icmp eq i64 %63, -9223372036854775808
  %65 = tail call double @llvm.nvvm.fabs.f64(double %53)
  %66 = icmp slt i32 %56, 0
  %67 = fcmp oeq double %53, 0.000000e+00
  br i1 %67, label %68, label %77

68:                                               ; preds = %47
  %69 = tail call double @llvm.nvvm.fabs.f64(double %55)
  %70 = fcmp une double %69, 5.000000e-01
  %71 = select i1 %70, i1 %64, i1 false
  %72 = select i1 %71, i32 %56, i32 0
  %73 = icmp slt i32 %57, 0
  %74 = or i32 %72, 2146435072
  %75 = select i1 %73, i32 %74, i32 %72
  %76 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %75) #10
  br label %86

77:                                               ; preds = %47
  %78 = tail call fastcc double @__internal_accurate_pow(double %65, double %55)
  %79 = select i1 %66, i1 %64, i1 false
  %80 = fneg double %78
  %81 = select i1 %79, double %80, double %78
  %82 = tail call double @llvm.trunc.f64(double %55)
  %83 = fcmp une double %55, %82
  %84 = select i1 %66, i1 %83, i1 false
  %85 = select i1 %84, double 0xFFF8000000000000, double %81
  br label %86

86:                                               ; preds = %77, %68
  %87 = phi double [ %76, %68 ], [ %85, %77 ]
  %88 = phi i1 [ %71, %68 ], [ %64, %77 ]
  %89 = fadd double %55, %53
  %90 = tail call i32 @llvm.nvvm.d2i.hi(double %89) #10
  %91 = and i32 %90, 2146435072
  %92 = icmp eq i32 %91, 2146435072
  br i1 %92, label %93, label %123

93:                                               ; preds = %86
  %94 = fcmp uno double %65, 0.000000e+00
  br i1 %94, label %98, label %95

95:                                               ; preds = %93
  %96 = tail call double @llvm.nvvm.fabs.f64(double %55)
  %97 = fcmp uno double %96, 0.000000e+00
  br i1 %97, label %98, label %100

98:                                               ; preds = %95, %93
  %99 = tail call double @llvm.nvvm.add.rn.d(double %53, double %55) #10
  br label %123

100:                                              ; preds = %95
  %101 = fcmp oeq double %96, 0x7FF0000000000000
  br i1 %101, label %102, label %111

102:                                              ; preds = %100
  %103 = fcmp ogt double %65, 1.000000e+00
  %104 = select i1 %103, i32 2146435072, i32 0
  %105 = icmp slt i32 %57, 0
  %106 = xor i32 %104, 2146435072
  %107 = select i1 %105, i32 %106, i32 %104
  %108 = fcmp oeq double %53, -1.000000e+00
  %109 = select i1 %108, i32 1072693248, i32 %107
  %110 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %109) #10
  br label %123

111:                                              ; preds = %100
  %112 = fcmp oeq double %65, 0x7FF0000000000000
  br i1 %112, label %113, label %123

113:                                              ; preds = %111
  %114 = icmp slt i32 %57, 0
  %115 = select i1 %114, i32 0, i32 2146435072
  %116 = select i1 %66, i1 %88, i1 false
  %117 = and i32 %57, 2147483647
  %118 = icmp ne i32 %117, 1071644672
  %119 = select i1 %116, i1 %118, i1 false
  %120 = or disjoint i32 %115, -2147483648
  %121 = select i1 %119, i32 %120, i32 %115
  %122 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %121) #10
  br label %123

123:                                              ; preds = %113, %111, %102, %98, %86
  %124 = phi double [ %87, %86 ], [ %99, %98 ], [ %110, %102 ], [ %122, %113 ], [ %87, %111 ]
  %125 = fcmp oeq double %53, 1.000000e+00
  %126 = fcmp oeq double %55, 0.000000e+00
  %127 = select i1 %125, i1 true, i1 %126
  %128 = select i1 %127, double 1.000000e+00, double %124
  %129 = tail call noundef double @llvm.maxnum.f64(double %49, double %128)
  %130 = add nuw nsw i32 %48, 1
  %131 = icmp eq i32 %48, %31
  br i1 %131, label %132, label %47, !llvm.loop !34

132:                                              ; preds = %123
  %133 = fmul contract double %129, 2.000000e+00
  %134 = tail call double @llvm.maxnum.f64(double %133, double 1.000000e-03)
  %135 = tail call double @llvm.minnum.f64(double %134, double 1.000000e+06)
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #10
  %136 = uitofp nneg i32 %31 to double
  br label %168

137:                                              ; preds = %26, %137
  %138 = phi i32 [ 0, %26 ], [ %154, %137 ]
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw %struct.double2.1, ptr %33, i64 %139
  %141 = load double, ptr %140, align 16, !tbaa !29
  %142 = getelementptr inbounds nuw i8, ptr %140, i64 8
  %143 = load double, ptr %142, align 8, !tbaa !32
  store double %141, ptr %10, align 8
  store double %143, ptr %45, align 8
  store double %43, ptr %11, align 8, !tbaa !33
  store double %44, ptr %46, align 8, !tbaa !33
  %144 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %10, ptr noundef nonnull byval(%struct.cd) align 8 %11) #10
  %145 = extractvalue %struct.cd %144, 0
  %146 = extractvalue %struct.cd %144, 1
  %147 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %139
  store double %145, ptr %147, align 8, !tbaa !33
  %148 = getelementptr inbounds nuw i8, ptr %147, i64 8
  store double %146, ptr %148, align 8, !tbaa !33
  %149 = fmul contract double %145, %145
  %150 = fmul contract double %146, %146
  %151 = fadd contract double %149, %150
  %152 = tail call noundef double @llvm.sqrt.f64(double %151)
  %153 = getelementptr inbounds nuw double, ptr %9, i64 %139
  store double %152, ptr %153, align 8, !tbaa !33
  %154 = add nuw nsw i32 %138, 1
  %155 = icmp eq i32 %138, %31
  br i1 %155, label %47, label %137, !llvm.loop !35

156:                                              ; preds = %224
  %157 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %158 = tail call noundef range(i32 1, 501) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %157, i32 200)
  %159 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %34
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 8
  %161 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %162 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %163 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %164 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %165 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %166 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %167 = fmul contract double %6, %6
  br label %240

168:                                              ; preds = %132, %224
  %169 = phi i32 [ 0, %132 ], [ %238, %224 ]
  %170 = shl nuw i32 %169, 1
  %171 = uitofp i32 %170 to double
  %172 = fdiv contract double %171, %136
  %173 = fadd contract double %172, 1.300000e-01
  %174 = tail call i32 @llvm.nvvm.d2i.hi(double %173) #10
  %175 = shl i32 %174, 1
  %176 = icmp ugt i32 %175, -2038431744
  %177 = tail call double @llvm.nvvm.mul.rn.d(double %173, double 0.000000e+00) #10
  %178 = select i1 %176, double %177, double %173
  %179 = tail call i32 @llvm.nvvm.d2i.lo(double %178) #10
  %180 = tail call i32 @llvm.nvvm.d2i.hi(double %178) #10
  %181 = add i32 %180, 1048576
  %182 = tail call double @llvm.nvvm.lohi.i2d(i32 %179, i32 %181) #10
  %183 = tail call double @llvm.nvvm.round.d(double %182) #10
  %184 = tail call i64 @llvm.nvvm.d2ll.rz(double %183) #10
  %185 = trunc i64 %184 to i32
  %186 = fneg double %183
  %187 = tail call double @llvm.fma.f64(double %186, double 5.000000e-01, double %178)
  %188 = fmul double %187, 0x3CA1A62633145C07
  %189 = tail call double @llvm.fma.f64(double %187, double 0x400921FB54442D18, double %188)
  %190 = tail call double @llvm.nvvm.mul.rn.d(double %189, double %189) #10
  %191 = tail call double @llvm.fma.f64(double %190, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528)
  %192 = tail call double @llvm.fma.f64(double %191, double %190, double 0xBE927E4F8E06E6D9)
  %193 = tail call double @llvm.fma.f64(double %192, double %190, double 0x3EFA01A019DDBCE9)
  %194 = tail call double @llvm.fma.f64(double %193, double %190, double 0xBF56C16C16C15D47)
  %195 = tail call double @llvm.fma.f64(double %194, double %190, double 0x3FA5555555555551)
  %196 = tail call double @llvm.fma.f64(double %195, double %190, double -5.000000e-01)
  %197 = tail call double @llvm.fma.f64(double %196, double %190, double 1.000000e+00)
  %198 = tail call double @llvm.fma.f64(double %190, double 0x3DE5DB65F9785EBA, double 0xBE5AE5F12CB0D246)
  %199 = tail call double @llvm.fma.f64(double %198, double %190, double 0x3EC71DE369ACE392)
  %200 = tail call double @llvm.fma.f64(double %199, double %190, double 0xBF2A01A019DB62A1)
  %201 = tail call double @llvm.fma.f64(double %200, double %190, double 0x3F81111111110818)
  %202 = tail call double @llvm.fma.f64(double %201, double %190, double 0xBFC5555555555554)
  %203 = tail call double @llvm.fma.f64(double %202, double %190, double 0.000000e+00)
  %204 = tail call double @llvm.fma.f64(double %203, double %189, double %189)
  %205 = and i32 %185, 1
  %206 = icmp eq i32 %205, 0
  %207 = tail call i32 @llvm.nvvm.d2i.hi(double %204) #10
  %208 = tail call i32 @llvm.nvvm.d2i.lo(double %204) #10
  %209 = xor i32 %207, -2147483648
  %210 = tail call double @llvm.nvvm.lohi.i2d(i32 %208, i32 %209) #10
  %211 = select i1 %206, double %204, double %197
  %212 = select i1 %206, double %197, double %210
  %213 = and i32 %185, 2
  %214 = icmp eq i32 %213, 0
  br i1 %214, label %224, label %215

215:                                              ; preds = %168
  %216 = tail call i32 @llvm.nvvm.d2i.hi(double %211) #10
  %217 = tail call i32 @llvm.nvvm.d2i.lo(double %211) #10
  %218 = xor i32 %216, -2147483648
  %219 = tail call double @llvm.nvvm.lohi.i2d(i32 %217, i32 %218) #10
  %220 = tail call i32 @llvm.nvvm.d2i.hi(double %212) #10
  %221 = tail call i32 @llvm.nvvm.d2i.lo(double %212) #10
  %222 = xor i32 %220, -2147483648
  %223 = tail call double @llvm.nvvm.lohi.i2d(i32 %221, i32 %222) #10
  br label %224

224:                                              ; preds = %168, %215
  %225 = phi double [ %219, %215 ], [ %211, %168 ]
  %226 = phi double [ %223, %215 ], [ %212, %168 ]
  %227 = tail call double @llvm.nvvm.add.rn.d(double %226, double 0.000000e+00) #10
  %228 = tail call double @llvm.trunc.f64(double %178)
  %229 = fcmp oeq double %178, %228
  %230 = tail call double @llvm.nvvm.mul.rn.d(double %178, double 0.000000e+00) #10
  %231 = select i1 %229, double %230, double %225
  %232 = fmul contract double %135, %227
  %233 = fmul contract double %135, %231
  %234 = zext nneg i32 %169 to i64
  %235 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %234
  store double %232, ptr %235, align 8, !tbaa !33
  %236 = getelementptr inbounds nuw i8, ptr %235, i64 8
  store double %233, ptr %236, align 8, !tbaa !33
  %237 = getelementptr inbounds nuw i8, ptr %13, i64 %234
  store i8 0, ptr %237, align 1, !tbaa !36
  %238 = add nuw nsw i32 %169, 1
  %239 = icmp eq i32 %238, %31
  br i1 %239, label %156, label %168, !llvm.loop !38

240:                                              ; preds = %156, %246
  %241 = phi i32 [ 0, %156 ], [ %247, %246 ]
  %242 = phi i32 [ 0, %156 ], [ %355, %246 ]
  br label %251

243:                                              ; preds = %246
  %244 = shl nsw i64 %27, 8
  %245 = getelementptr inbounds nuw i8, ptr %2, i64 %244
  br label %364

246:                                              ; preds = %354
  %247 = add nuw nsw i32 %241, 1
  %248 = icmp samesign ult i32 %247, %158
  %249 = icmp slt i32 %355, %31
  %250 = select i1 %248, i1 %249, i1 false
  br i1 %250, label %240, label %243, !llvm.loop !39

251:                                              ; preds = %240, %354
  %252 = phi i32 [ %242, %240 ], [ %355, %354 ]
  %253 = phi i32 [ 0, %240 ], [ %356, %354 ]
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds nuw i8, ptr %13, i64 %254
  %256 = load i8, ptr %255, align 1, !tbaa !36, !range !40, !noundef !41
  %257 = trunc nuw i8 %256 to i1
  br i1 %257, label %354, label %258

258:                                              ; preds = %251
  %259 = load double, ptr %159, align 8, !tbaa !33
  %260 = load double, ptr %160, align 8, !tbaa !33
  %261 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %254
  %262 = load double, ptr %261, align 8, !tbaa !33
  %263 = getelementptr inbounds nuw i8, ptr %261, i64 8
  %264 = load double, ptr %263, align 8, !tbaa !33
  br label %269

265:                                              ; preds = %269
  store double %295, ptr %14, align 8, !tbaa !33
  store double %296, ptr %161, align 8, !tbaa !33
  store double %282, ptr %15, align 8, !tbaa !33
  store double %283, ptr %162, align 8, !tbaa !33
  %266 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %14, ptr noundef nonnull byval(%struct.cd) align 8 %15) #10
  %267 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %254
  %268 = getelementptr inbounds nuw i8, ptr %267, i64 8
  br label %327

269:                                              ; preds = %258, %269
  %270 = phi double [ 0.000000e+00, %258 ], [ %282, %269 ]
  %271 = phi double [ 0.000000e+00, %258 ], [ %283, %269 ]
  %272 = phi double [ %260, %258 ], [ %296, %269 ]
  %273 = phi double [ %259, %258 ], [ %295, %269 ]
  %274 = phi i32 [ %31, %258 ], [ %275, %269 ]
  %275 = add nsw i32 %274, -1
  %276 = fmul contract double %270, %262
  %277 = fmul contract double %271, %264
  %278 = fsub contract double %276, %277
  %279 = fmul contract double %270, %264
  %280 = fmul contract double %271, %262
  %281 = fadd contract double %280, %279
  %282 = fadd contract double %273, %278
  %283 = fadd contract double %272, %281
  %284 = fmul contract double %273, %262
  %285 = fmul contract double %272, %264
  %286 = fsub contract double %284, %285
  %287 = fmul contract double %273, %264
  %288 = fmul contract double %272, %262
  %289 = fadd contract double %288, %287
  %290 = zext nneg i32 %275 to i64
  %291 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !33
  %293 = getelementptr inbounds nuw i8, ptr %291, i64 8
  %294 = load double, ptr %293, align 8, !tbaa !33
  %295 = fadd contract double %292, %286
  %296 = fadd contract double %289, %294
  %297 = icmp sgt i32 %274, 1
  br i1 %297, label %269, label %265, !llvm.loop !42

298:                                              ; preds = %347
  %299 = extractvalue %struct.cd %266, 0
  %300 = extractvalue %struct.cd %266, 1
  store double %299, ptr %18, align 8, !tbaa !33
  store double %300, ptr %165, align 8, !tbaa !33
  %301 = fmul contract double %299, %349
  %302 = fmul contract double %300, %348
  %303 = fmul contract double %299, %348
  %304 = fmul contract double %300, %349
  %305 = fadd contract double %303, %304
  %306 = fsub contract double %302, %301
  %307 = fadd contract double %306, 1.000000e+00
  %308 = fsub contract double 0.000000e+00, %305
  store double %307, ptr %19, align 8
  store double %308, ptr %166, align 8
  %309 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %18, ptr noundef nonnull byval(%struct.cd) align 8 %19) #10
  %310 = extractvalue %struct.cd %309, 0
  %311 = extractvalue %struct.cd %309, 1
  %312 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %254
  %313 = load double, ptr %312, align 8, !tbaa !33
  %314 = getelementptr inbounds nuw i8, ptr %312, i64 8
  %315 = load double, ptr %314, align 8, !tbaa !33
  %316 = fsub contract double %313, %310
  %317 = fsub contract double %315, %311
  store double %316, ptr %312, align 8, !tbaa !33
  store double %317, ptr %314, align 8, !tbaa !33
  %318 = fmul contract double %310, %310
  %319 = fmul contract double %311, %311
  %320 = fadd contract double %318, %319
  %321 = fmul contract double %316, %316
  %322 = fmul contract double %317, %317
  %323 = fadd contract double %321, %322
  %324 = tail call noundef double @llvm.maxnum.f64(double %323, double 1.000000e+00)
  %325 = fmul contract double %167, %324
  %326 = fcmp contract ugt double %320, %325
  br i1 %326, label %354, label %352

327:                                              ; preds = %265, %347
  %328 = phi i32 [ 0, %265 ], [ %350, %347 ]
  %329 = phi double [ 0.000000e+00, %265 ], [ %349, %347 ]
  %330 = phi double [ 0.000000e+00, %265 ], [ %348, %347 ]
  %331 = icmp eq i32 %328, %253
  br i1 %331, label %347, label %332

332:                                              ; preds = %327
  store double 1.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %163, align 8
  %333 = load double, ptr %267, align 8, !tbaa !33
  %334 = load double, ptr %268, align 8, !tbaa !33
  %335 = zext nneg i32 %328 to i64
  %336 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %335
  %337 = load double, ptr %336, align 8, !tbaa !33
  %338 = getelementptr inbounds nuw i8, ptr %336, i64 8
  %339 = load double, ptr %338, align 8, !tbaa !33
  %340 = fsub contract double %333, %337
  %341 = fsub contract double %334, %339
  store double %340, ptr %17, align 8
  store double %341, ptr %164, align 8
  %342 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %16, ptr noundef nonnull byval(%struct.cd) align 8 %17) #10
  %343 = extractvalue %struct.cd %342, 0
  %344 = extractvalue %struct.cd %342, 1
  %345 = fadd contract double %329, %343
  %346 = fadd contract double %330, %344
  br label %347

347:                                              ; preds = %327, %332
  %348 = phi double [ %346, %332 ], [ %330, %327 ]
  %349 = phi double [ %345, %332 ], [ %329, %327 ]
  %350 = add nuw nsw i32 %328, 1
  %351 = icmp eq i32 %350, %31
  br i1 %351, label %298, label %327, !llvm.loop !43

352:                                              ; preds = %298
  store i8 1, ptr %255, align 1, !tbaa !36
  %353 = add nsw i32 %252, 1
  br label %354

354:                                              ; preds = %298, %352, %251
  %355 = phi i32 [ %252, %251 ], [ %353, %352 ], [ %252, %298 ]
  %356 = add nuw nsw i32 %253, 1
  %357 = icmp eq i32 %356, %31
  br i1 %357, label %246, label %251, !llvm.loop !44

358:                                              ; preds = %375
  %359 = icmp ne i32 %355, %31
  %360 = zext i1 %359 to i32
  %361 = shl i32 %247, 8
  %362 = or disjoint i32 %361, %360
  %363 = getelementptr inbounds i32, ptr %3, i64 %27
  store i32 %362, ptr %363, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #10
  br label %384

364:                                              ; preds = %243, %375
  %365 = phi i32 [ 0, %243 ], [ %382, %375 ]
  %366 = icmp samesign ugt i32 %30, %365
  br i1 %366, label %367, label %375

367:                                              ; preds = %364
  %368 = zext nneg i32 %365 to i64
  %369 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %368
  %370 = load double, ptr %369, align 8, !tbaa !45
  %371 = getelementptr inbounds nuw i8, ptr %369, i64 8
  %372 = load double, ptr %371, align 8, !tbaa !47
  %373 = insertvalue %struct.double2.1 poison, double %370, 0
  %374 = insertvalue %struct.double2.1 %373, double %372, 1
  br label %375

375:                                              ; preds = %364, %367
  %376 = phi %struct.double2.1 [ %374, %367 ], [ zeroinitializer, %364 ]
  %377 = extractvalue %struct.double2.1 %376, 0
  %378 = extractvalue %struct.double2.1 %376, 1
  %379 = zext nneg i32 %365 to i64
  %380 = getelementptr inbounds nuw %struct.double2.1, ptr %245, i64 %379
  store double %377, ptr %380, align 16, !tbaa !33
  %381 = getelementptr inbounds nuw i8, ptr %380, i64 8
  store double %378, ptr %381, align 8, !tbaa !33
  %382 = add nuw nsw i32 %365, 1
  %383 = icmp eq i32 %382, 16
  br i1 %383, label %358, label %364, !llvm.loop !48

384:                                              ; preds = %7, %358
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef byval(%struct.cd) align 8 %0, ptr noundef byval(%struct.cd) align 8 %1) local_unnamed_addr #3 comdat {
  %3 = load double, ptr %1, align 8, !tbaa !45
  %4 = tail call noundef double @llvm.nvvm.fabs.f64(double %3)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !47
  %7 = tail call noundef double @llvm.nvvm.fabs.f64(double %6)
  %8 = fcmp contract oeq double %4, 0.000000e+00
  %9 = fcmp contract oeq double %7, 0.000000e+00
  %10 = and i1 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %2
  %12 = fcmp contract ult double %4, %7
  %13 = load double, ptr %0, align 8, !tbaa !45
  br i1 %12, label %26, label %14

14:                                               ; preds = %11
  %15 = fdiv contract double %6, %3
  %16 = fmul contract double %6, %15
  %17 = fadd contract double %3, %16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !47
  %20 = fmul contract double %15, %19
  %21 = fadd contract double %13, %20
  %22 = fdiv contract double %21, %17
  %23 = fmul contract double %15, %13
  %24 = fsub contract double %19, %23
  %25 = fdiv contract double %24, %17
  br label %38

26:                                               ; preds = %11
  %27 = fdiv contract double %3, %6
  %28 = fmul contract double %3, %27
  %29 = fadd contract double %6, %28
  %30 = fmul contract double %27, %13
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %32 = load double, ptr %31, align 8, !tbaa !47
  %33 = fadd contract double %30, %32
  %34 = fdiv contract double %33, %29
  %35 = fmul contract double %27, %32
  %36 = fsub contract double %35, %13
  %37 = fdiv contract double %36, %29
  br label %38

38:                                               ; preds = %14, %26, %2
  %39 = phi double [ 0.000000e+00, %2 ], [ %22, %14 ], [ %34, %26 ]
  %40 = phi double [ 0.000000e+00, %2 ], [ %25, %14 ], [ %37, %26 ]
  %41 = insertvalue %struct.cd poison, double %39, 0
  %42 = insertvalue %struct.cd %41, double %40, 1
  ret %struct.cd %42
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @roots_polish_sort(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [16 x %struct.cd], align 8
  %6 = alloca %struct.cd, align 8
  %7 = alloca %struct.cd, align 8
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %138

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 1)
  %19 = tail call noundef range(i32 1, 501) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %18, i32 16)
  %20 = mul nsw i64 %15, 272
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 %20
  %22 = shl nsw i64 %15, 8
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 %22
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  %24 = zext nneg i32 %19 to i64
  %25 = getelementptr inbounds nuw %struct.double2.1, ptr %21, i64 %24
  %26 = load double, ptr %25, align 16, !tbaa !29
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !32
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 8
  br label %34

31:                                               ; preds = %41
  %32 = icmp sgt i32 %17, 1
  br i1 %32, label %95, label %33

33:                                               ; preds = %119, %31
  br label %127

34:                                               ; preds = %14, %41
  %35 = phi i32 [ 0, %14 ], [ %44, %41 ]
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %36
  %38 = load double, ptr %37, align 16, !tbaa !29
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !32
  br label %46

41:                                               ; preds = %90
  %42 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %36
  store double %91, ptr %42, align 8, !tbaa !33
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8
  store double %92, ptr %43, align 8, !tbaa !33
  %44 = add nuw nsw i32 %35, 1
  %45 = icmp eq i32 %44, %19
  br i1 %45, label %31, label %34, !llvm.loop !49

46:                                               ; preds = %34, %90
  %47 = phi double [ %40, %34 ], [ %92, %90 ]
  %48 = phi double [ %38, %34 ], [ %91, %90 ]
  %49 = phi i32 [ 0, %34 ], [ %93, %90 ]
  br label %55

50:                                               ; preds = %55
  %51 = fmul contract double %68, %68
  %52 = fmul contract double %69, %69
  %53 = fadd contract double %51, %52
  %54 = fcmp contract ogt double %53, 0x5CD0B15A491EB84
  br i1 %54, label %84, label %90

55:                                               ; preds = %46, %55
  %56 = phi double [ 0.000000e+00, %46 ], [ %68, %55 ]
  %57 = phi double [ 0.000000e+00, %46 ], [ %69, %55 ]
  %58 = phi double [ %28, %46 ], [ %82, %55 ]
  %59 = phi double [ %26, %46 ], [ %81, %55 ]
  %60 = phi i32 [ %19, %46 ], [ %61, %55 ]
  %61 = add nsw i32 %60, -1
  %62 = fmul contract double %48, %56
  %63 = fmul contract double %47, %57
  %64 = fsub contract double %62, %63
  %65 = fmul contract double %47, %56
  %66 = fmul contract double %48, %57
  %67 = fadd contract double %65, %66
  %68 = fadd contract double %59, %64
  %69 = fadd contract double %58, %67
  %70 = fmul contract double %48, %59
  %71 = fmul contract double %47, %58
  %72 = fsub contract double %70, %71
  %73 = fmul contract double %47, %59
  %74 = fmul contract double %48, %58
  %75 = fadd contract double %73, %74
  %76 = zext nneg i32 %61 to i64
  %77 = getelementptr inbounds nuw %struct.double2.1, ptr %21, i64 %76
  %78 = load double, ptr %77, align 16, !tbaa !29
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !32
  %81 = fadd contract double %72, %78
  %82 = fadd contract double %75, %80
  %83 = icmp sgt i32 %60, 1
  br i1 %83, label %55, label %50, !llvm.loop !50

84:                                               ; preds = %50
  store double %81, ptr %6, align 8, !tbaa !33
  store double %82, ptr %29, align 8, !tbaa !33
  store double %68, ptr %7, align 8, !tbaa !33
  store double %69, ptr %30, align 8, !tbaa !33
  %85 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %6, ptr noundef nonnull byval(%struct.cd) align 8 %7) #10
  %86 = extractvalue %struct.cd %85, 0
  %87 = extractvalue %struct.cd %85, 1
  %88 = fsub contract double %48, %86
  %89 = fsub contract double %47, %87
  br label %90

90:                                               ; preds = %84, %50
  %91 = phi double [ %88, %84 ], [ %48, %50 ]
  %92 = phi double [ %89, %84 ], [ %47, %50 ]
  %93 = add nuw nsw i32 %49, 1
  %94 = icmp eq i32 %49, 0
  br i1 %94, label %46, label %41, !llvm.loop !51

95:                                               ; preds = %31, %119
  %96 = phi i32 [ %124, %119 ], [ 1, %31 ]
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !33
  %100 = getelementptr inbounds nuw i8, ptr %98, i64 8
  %101 = load double, ptr %100, align 8, !tbaa !33
  br label %102

102:                                              ; preds = %95, %115
  %103 = phi i32 [ %96, %95 ], [ %104, %115 ]
  %104 = add nsw i32 %103, -1
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !45
  %108 = fcmp contract ogt double %107, %99
  br i1 %108, label %115, label %109

109:                                              ; preds = %102
  %110 = fcmp contract oeq double %107, %99
  br i1 %110, label %111, label %119

111:                                              ; preds = %109
  %112 = getelementptr inbounds nuw i8, ptr %106, i64 8
  %113 = load double, ptr %112, align 8, !tbaa !47
  %114 = fcmp contract ogt double %113, %101
  br i1 %114, label %115, label %119

115:                                              ; preds = %102, %111
  %116 = zext nneg i32 %103 to i64
  %117 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %116
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %117, ptr noundef nonnull align 8 dereferenceable(16) %106, i64 16, i1 false), !tbaa.struct !52
  %118 = icmp sgt i32 %103, 1
  br i1 %118, label %102, label %119, !llvm.loop !53

119:                                              ; preds = %115, %109, %111
  %120 = phi i32 [ 0, %115 ], [ %103, %109 ], [ %103, %111 ]
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds %struct.cd, ptr %5, i64 %121
  store double %99, ptr %122, align 8, !tbaa !33
  %123 = getelementptr inbounds nuw i8, ptr %122, i64 8
  store double %101, ptr %123, align 8, !tbaa !33
  %124 = add nuw nsw i32 %96, 1
  %125 = icmp eq i32 %124, %19
  br i1 %125, label %33, label %95, !llvm.loop !54

126:                                              ; preds = %127
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  br label %138

127:                                              ; preds = %33, %127
  %128 = phi i32 [ %136, %127 ], [ 0, %33 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !45
  %132 = getelementptr inbounds nuw i8, ptr %130, i64 8
  %133 = load double, ptr %132, align 8, !tbaa !47
  %134 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %129
  store double %131, ptr %134, align 16, !tbaa !33
  %135 = getelementptr inbounds nuw i8, ptr %134, i64 8
  store double %133, ptr %135, align 8, !tbaa !33
  %136 = add nuw nsw i32 %128, 1
  %137 = icmp eq i32 %136, %19
  br i1 %137, label %126, label %127, !llvm.loop !55

138:                                              ; preds = %4, %126
  ret void
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @roots_residual(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [17 x %struct.cd], align 8
  %7 = alloca %struct.cd, align 8
  %8 = alloca %struct.cd, align 8
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %156

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 1)
  %20 = tail call noundef range(i32 1, 501) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %19, i32 16)
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  store double 1.000000e+00, ptr %6, align 8, !tbaa !33
  %21 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store double 0.000000e+00, ptr %21, align 8, !tbaa !33
  br label %27

22:                                               ; preds = %27
  %23 = shl nsw i64 %16, 8
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 %23
  %25 = load double, ptr %6, align 8, !tbaa !33
  %26 = load double, ptr %21, align 8, !tbaa !33
  br label %49

27:                                               ; preds = %15, %27
  %28 = phi i32 [ 1, %15 ], [ %31, %27 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %29
  %31 = add nuw nsw i32 %28, 1
  %32 = icmp eq i32 %28, %20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %30, i8 0, i64 16, i1 false)
  br i1 %32, label %22, label %27, !llvm.loop !56

33:                                               ; preds = %59
  %34 = mul nsw i64 %16, 272
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 %34
  %36 = zext nneg i32 %20 to i64
  %37 = getelementptr inbounds nuw %struct.double2.1, ptr %35, i64 %36
  %38 = load double, ptr %37, align 16, !tbaa !29
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %40 = load double, ptr %39, align 8, !tbaa !32
  %41 = fmul contract double %38, %38
  %42 = fmul contract double %40, %40
  %43 = fadd contract double %41, %42
  %44 = fcmp contract olt double %43, 1.000000e-300
  %45 = select i1 %44, double 1.000000e+00, double %38
  %46 = select i1 %44, double 0.000000e+00, double %40
  %47 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %8, i64 8
  br label %90

49:                                               ; preds = %22, %59
  %50 = phi i32 [ 0, %22 ], [ %58, %59 ]
  %51 = phi double [ %25, %22 ], [ %66, %59 ]
  %52 = phi double [ %26, %22 ], [ %67, %59 ]
  %53 = zext nneg i32 %50 to i64
  %54 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %53
  %55 = load double, ptr %54, align 16, !tbaa !29
  %56 = getelementptr inbounds nuw i8, ptr %54, i64 8
  %57 = load double, ptr %56, align 8, !tbaa !32
  %58 = add nuw nsw i32 %50, 1
  br label %69

59:                                               ; preds = %69
  %60 = fmul contract double %55, %51
  %61 = fmul contract double %57, %52
  %62 = fmul contract double %55, %52
  %63 = fmul contract double %57, %51
  %64 = fadd contract double %63, %62
  %65 = fsub contract double %61, %60
  %66 = fadd contract double %65, 0.000000e+00
  %67 = fsub contract double 0.000000e+00, %64
  store double %66, ptr %6, align 8, !tbaa !33
  store double %67, ptr %21, align 8, !tbaa !33
  %68 = icmp eq i32 %58, %20
  br i1 %68, label %33, label %49, !llvm.loop !57

69:                                               ; preds = %49, %69
  %70 = phi i32 [ %58, %49 ], [ %88, %69 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr %struct.cd, ptr %6, i64 %71
  %73 = getelementptr i8, ptr %72, i64 -16
  %74 = load double, ptr %73, align 8, !tbaa !33
  %75 = getelementptr i8, ptr %72, i64 -8
  %76 = load double, ptr %75, align 8, !tbaa !33
  %77 = load double, ptr %72, align 8, !tbaa !33
  %78 = getelementptr inbounds nuw i8, ptr %72, i64 8
  %79 = load double, ptr %78, align 8, !tbaa !33
  %80 = fmul contract double %55, %77
  %81 = fmul contract double %57, %79
  %82 = fsub contract double %80, %81
  %83 = fmul contract double %55, %79
  %84 = fmul contract double %57, %77
  %85 = fadd contract double %84, %83
  %86 = fsub contract double %74, %82
  %87 = fsub contract double %76, %85
  store double %86, ptr %72, align 8, !tbaa !33
  store double %87, ptr %78, align 8, !tbaa !33
  %88 = add nsw i32 %70, -1
  %89 = icmp sgt i32 %70, 1
  br i1 %89, label %69, label %59, !llvm.loop !58

90:                                               ; preds = %33, %90
  %91 = phi i32 [ 0, %33 ], [ %118, %90 ]
  %92 = phi double [ 0.000000e+00, %33 ], [ %117, %90 ]
  %93 = phi double [ 0.000000e+00, %33 ], [ %112, %90 ]
  %94 = zext nneg i32 %91 to i64
  %95 = getelementptr inbounds nuw %struct.double2.1, ptr %35, i64 %94
  %96 = load double, ptr %95, align 16, !tbaa !29
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %98 = load double, ptr %97, align 8, !tbaa !32
  store double %96, ptr %7, align 8
  store double %98, ptr %47, align 8
  store double %45, ptr %8, align 8, !tbaa !33
  store double %46, ptr %48, align 8, !tbaa !33
  %99 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %7, ptr noundef nonnull byval(%struct.cd) align 8 %8) #10
  %100 = extractvalue %struct.cd %99, 0
  %101 = extractvalue %struct.cd %99, 1
  %102 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %94
  %103 = load double, ptr %102, align 8, !tbaa !33
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 8
  %105 = load double, ptr %104, align 8, !tbaa !33
  %106 = fsub contract double %100, %103
  %107 = fsub contract double %101, %105
  %108 = fmul contract double %106, %106
  %109 = fmul contract double %107, %107
  %110 = fadd contract double %108, %109
  %111 = tail call noundef double @llvm.sqrt.f64(double %110)
  %112 = tail call noundef double @llvm.maxnum.f64(double %93, double %111)
  %113 = fmul contract double %100, %100
  %114 = fmul contract double %101, %101
  %115 = fadd contract double %113, %114
  %116 = tail call noundef double @llvm.sqrt.f64(double %115)
  %117 = tail call noundef double @llvm.maxnum.f64(double %92, double %116)
  %118 = add nuw nsw i32 %91, 1
  %119 = icmp eq i32 %91, %20
  br i1 %119, label %128, label %90, !llvm.loop !59

120:                                              ; preds = %139, %128
  %121 = phi double [ %130, %128 ], [ %153, %139 ]
  %122 = icmp eq i32 %131, %20
  br i1 %122, label %123, label %128, !llvm.loop !60

123:                                              ; preds = %120
  %124 = tail call noundef double @llvm.maxnum.f64(double %117, double 1.000000e-300)
  %125 = fdiv contract double %112, %124
  %126 = getelementptr inbounds %struct.double2.1, ptr %3, i64 %16
  store double %125, ptr %126, align 16, !tbaa !33
  %127 = getelementptr inbounds nuw i8, ptr %126, i64 8
  store double %121, ptr %127, align 8, !tbaa !33
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  br label %156

128:                                              ; preds = %90, %120
  %129 = phi i32 [ %131, %120 ], [ 0, %90 ]
  %130 = phi double [ %121, %120 ], [ 1.000000e+300, %90 ]
  %131 = add nuw nsw i32 %129, 1
  %132 = icmp samesign ult i32 %131, %20
  br i1 %132, label %133, label %120

133:                                              ; preds = %128
  %134 = zext nneg i32 %129 to i64
  %135 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %134
  %136 = load double, ptr %135, align 16, !tbaa !29
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 8
  %138 = load double, ptr %137, align 8, !tbaa !32
  br label %139

139:                                              ; preds = %133, %139
  %140 = phi i32 [ %131, %133 ], [ %154, %139 ]
  %141 = phi double [ %130, %133 ], [ %153, %139 ]
  %142 = zext nneg i32 %140 to i64
  %143 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %142
  %144 = load double, ptr %143, align 16, !tbaa !29
  %145 = fsub contract double %136, %144
  %146 = getelementptr inbounds nuw i8, ptr %143, i64 8
  %147 = load double, ptr %146, align 8, !tbaa !32
  %148 = fsub contract double %138, %147
  %149 = fmul contract double %145, %145
  %150 = fmul contract double %148, %148
  %151 = fadd contract double %149, %150
  %152 = tail call noundef double @llvm.sqrt.f64(double %151)
  %153 = tail call noundef double @llvm.minnum.f64(double %141, double %152)
  %154 = add nuw nsw i32 %140, 1
  %155 = icmp eq i32 %154, %20
  br i1 %155, label %120, label %139, !llvm.loop !61

156:                                              ; preds = %5, %123
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.round.d(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rz(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc double @__internal_accurate_pow(double %0, double %1) unnamed_addr #6 {
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #10
  %4 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #10
  %5 = lshr i32 %3, 20
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = fmul double %0, 0x4350000000000000
  %9 = tail call i32 @llvm.nvvm.d2i.hi(double %8) #10
  %10 = tail call i32 @llvm.nvvm.d2i.lo(double %8) #10
  %11 = lshr i32 %9, 20
  %12 = add nsw i32 %11, -54
  br label %13

13:                                               ; preds = %7, %2
  %14 = phi i32 [ %10, %7 ], [ %4, %2 ]
  %15 = phi i32 [ %9, %7 ], [ %3, %2 ]
  %16 = phi i32 [ %12, %7 ], [ %5, %2 ]
  %17 = add nsw i32 %16, -1023
  %18 = and i32 %15, -2146435073
  %19 = or disjoint i32 %18, 1072693248
  %20 = tail call double @llvm.nvvm.lohi.i2d(i32 %14, i32 %19) #10
  %21 = icmp ugt i32 %19, 1073127582
  br i1 %21, label %22, label %28

22:                                               ; preds = %13
  %23 = tail call i32 @llvm.nvvm.d2i.lo(double %20) #10
  %24 = tail call i32 @llvm.nvvm.d2i.hi(double %20) #10
  %25 = add i32 %24, -1048576
  %26 = tail call double @llvm.nvvm.lohi.i2d(i32 %23, i32 %25) #10
  %27 = add nsw i32 %16, -1022
  br label %28

28:                                               ; preds = %13, %22
  %29 = phi double [ %26, %22 ], [ %20, %13 ]
  %30 = phi i32 [ %27, %22 ], [ %17, %13 ]
  %31 = fadd double %29, -1.000000e+00
  %32 = fadd double %29, 1.000000e+00
  %33 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %32) #10
  %34 = fneg double %32
  %35 = tail call double @llvm.fma.f64(double %34, double %33, double 1.000000e+00)
  %36 = tail call double @llvm.fma.f64(double %35, double %35, double %35)
  %37 = tail call double @llvm.fma.f64(double %36, double %33, double %33)
  %38 = fmul double %31, %37
  %39 = fadd double %38, %38
  %40 = fmul double %39, %39
  %41 = tail call double @llvm.fma.f64(double %40, double 0x3EB0F5FF7D2CAFE2, double 0x3ED0F5D241AD3B5A)
  %42 = tail call double @llvm.fma.f64(double %41, double %40, double 0x3EF3B20A75488A3F)
  %43 = tail call double @llvm.fma.f64(double %42, double %40, double 0x3F1745CDE4FAECD5)
  %44 = tail call double @llvm.fma.f64(double %43, double %40, double 0x3F3C71C7258A578B)
  %45 = tail call double @llvm.fma.f64(double %44, double %40, double 0x3F6249249242B910)
  %46 = tail call double @llvm.fma.f64(double %45, double %40, double 0x3F89999999999DFB)
  %47 = fmul double %40, %46
  %48 = fsub double %31, %39
  %49 = fmul double %48, 2.000000e+00
  %50 = fneg double %39
  %51 = tail call double @llvm.fma.f64(double %50, double %31, double %49)
  %52 = fmul double %37, %51
  %53 = fadd double %47, 0x3FB5555555555555
  %54 = fsub double 0x3FB5555555555555, %53
  %55 = fadd double %47, %54
  %56 = fadd double %55, 0xBC46A4CB00B9E7B0
  %57 = fadd double %53, %56
  %58 = fsub double %53, %57
  %59 = fadd double %56, %58
  %60 = tail call double @llvm.nvvm.mul.rn.d(double %39, double %39) #10
  %61 = fneg double %60
  %62 = tail call double @llvm.fma.f64(double %39, double %39, double %61)
  %63 = tail call i32 @llvm.nvvm.d2i.lo(double %52) #10
  %64 = tail call i32 @llvm.nvvm.d2i.hi(double %52) #10
  %65 = add i32 %64, 1048576
  %66 = tail call double @llvm.nvvm.lohi.i2d(i32 %63, i32 %65) #10
  %67 = tail call double @llvm.fma.f64(double %39, double %66, double %62)
  %68 = tail call double @llvm.nvvm.mul.rn.d(double %60, double %39) #10
  %69 = fneg double %68
  %70 = tail call double @llvm.fma.f64(double %60, double %39, double %69)
  %71 = tail call double @llvm.fma.f64(double %60, double %52, double %70)
  %72 = tail call double @llvm.fma.f64(double %67, double %39, double %71)
  %73 = tail call double @llvm.nvvm.mul.rn.d(double %57, double %68) #10
  %74 = fneg double %73
  %75 = tail call double @llvm.fma.f64(double %57, double %68, double %74)
  %76 = tail call double @llvm.fma.f64(double %57, double %72, double %75)
  %77 = tail call double @llvm.fma.f64(double %59, double %68, double %76)
  %78 = fadd double %73, %77
  %79 = fsub double %73, %78
  %80 = fadd double %77, %79
  %81 = fadd double %39, %78
  %82 = fsub double %39, %81
  %83 = fadd double %78, %82
  %84 = fadd double %80, %83
  %85 = fadd double %52, %84
  %86 = fadd double %81, %85
  %87 = fsub double %81, %86
  %88 = fadd double %85, %87
  %89 = xor i32 %30, -2147483648
  %90 = tail call double @llvm.nvvm.lohi.i2d(i32 %89, i32 1127219200) #10
  %91 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
  %92 = fsub double %90, %91
  %93 = tail call double @llvm.fma.f64(double %92, double 0x3FE62E42FEFA39EF, double %86)
  %94 = fneg double %92
  %95 = tail call double @llvm.fma.f64(double %94, double 0x3FE62E42FEFA39EF, double %93)
  %96 = fsub double %95, %86
  %97 = fsub double %88, %96
  %98 = tail call double @llvm.fma.f64(double %92, double 0x3C7ABC9E3B39803F, double %97)
  %99 = fadd double %93, %98
  %100 = fsub double %93, %99
  %101 = fadd double %98, %100
  %102 = tail call i32 @llvm.nvvm.d2i.hi(double %1) #10
  %103 = tail call i32 @llvm.nvvm.d2i.lo(double %1) #10
  %104 = shl i32 %102, 1
  %105 = icmp ugt i32 %104, -33554433
  %106 = and i32 %102, -15728641
  %107 = select i1 %105, i32 %106, i32 %102
  %108 = tail call double @llvm.nvvm.lohi.i2d(i32 %103, i32 %107) #10
  %109 = tail call double @llvm.nvvm.mul.rn.d(double %99, double %108) #10
  %110 = fneg double %109
  %111 = tail call double @llvm.fma.f64(double %99, double %108, double %110)
  %112 = tail call double @llvm.fma.f64(double %101, double %108, double %111)
  %113 = fadd double %109, %112
  %114 = tail call double @llvm.fma.f64(double %113, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %115 = tail call i32 @llvm.nvvm.d2i.lo(double %114) #10
  %116 = tail call double @llvm.nvvm.add.rn.d(double %114, double 0xC338000000000000) #10
  %117 = tail call double @llvm.fma.f64(double %116, double 0xBFE62E42FEFA39EF, double %113)
  %118 = tail call double @llvm.fma.f64(double %116, double 0xBC7ABC9E3B39803F, double %117)
  %119 = tail call double @llvm.fma.f64(double %118, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %120 = tail call double @llvm.fma.f64(double %119, double %118, double 0x3EC71DEE62401315)
  %121 = tail call double @llvm.fma.f64(double %120, double %118, double 0x3EFA01997C89EB71)
  %122 = tail call double @llvm.fma.f64(double %121, double %118, double 0x3F2A01A014761F65)
  %123 = tail call double @llvm.fma.f64(double %122, double %118, double 0x3F56C16C1852B7AF)
  %124 = tail call double @llvm.fma.f64(double %123, double %118, double 0x3F81111111122322)
  %125 = tail call double @llvm.fma.f64(double %124, double %118, double 0x3FA55555555502A1)
  %126 = tail call double @llvm.fma.f64(double %125, double %118, double 0x3FC5555555555511)
  %127 = tail call double @llvm.fma.f64(double %126, double %118, double 0x3FE000000000000B)
  %128 = tail call double @llvm.fma.f64(double %127, double %118, double 1.000000e+00)
  %129 = tail call double @llvm.fma.f64(double %128, double %118, double 1.000000e+00)
  %130 = tail call i32 @llvm.nvvm.d2i.lo(double %129) #10
  %131 = tail call i32 @llvm.nvvm.d2i.hi(double %129) #10
  %132 = shl i32 %115, 20
  %133 = add i32 %131, %132
  %134 = tail call double @llvm.nvvm.lohi.i2d(i32 %130, i32 %133) #10
  %135 = tail call i32 @llvm.nvvm.d2i.hi(double %113) #10
  %136 = bitcast i32 %135 to float
  %137 = tail call float @llvm.nvvm.fabs.f32(float %136)
  %138 = fcmp olt float %137, 0x4010C46560000000
  br i1 %138, label %154, label %139

139:                                              ; preds = %28
  %140 = fcmp olt double %113, 0.000000e+00
  %141 = fadd double %113, 0x7FF0000000000000
  %142 = select i1 %140, double 0.000000e+00, double %141
  %143 = fcmp olt float %137, 0x4010E90000000000
  br i1 %143, label %144, label %154

144:                                              ; preds = %139
  %145 = sdiv i32 %115, 2
  %146 = shl i32 %145, 20
  %147 = add i32 %131, %146
  %148 = tail call double @llvm.nvvm.lohi.i2d(i32 %130, i32 %147) #10
  %149 = sub nsw i32 %115, %145
  %150 = shl i32 %149, 20
  %151 = add nsw i32 %150, 1072693248
  %152 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %151) #10
  %153 = fmul double %152, %148
  br label %154

154:                                              ; preds = %139, %144, %28
  %155 = phi double [ %134, %28 ], [ %153, %144 ], [ %142, %139 ]
  %156 = fsub double %109, %113
  %157 = fadd double %112, %156
  %158 = tail call double @llvm.nvvm.fabs.f64(double %155)
  %159 = fcmp oeq double %158, 0x7FF0000000000000
  %160 = tail call double @llvm.fma.f64(double %155, double %157, double %155)
  %161 = select i1 %159, double %155, double %160
  ret double %161
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #9

attributes #0 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

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
!13 = !{i32 21289}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
!25 = !{!26, !12, i64 0}
!26 = !{!"_ZTS2cf", !12, i64 0, !12, i64 4}
!27 = !{!26, !12, i64 4}
!28 = distinct !{!28, !15, !16}
!29 = !{!30, !31, i64 0}
!30 = !{!"_ZTS7double2", !31, i64 0, !31, i64 8}
!31 = !{!"double", !8, i64 0}
!32 = !{!30, !31, i64 8}
!33 = !{!31, !31, i64 0}
!34 = distinct !{!34, !15, !16}
!35 = distinct !{!35, !15, !16}
!36 = !{!37, !37, i64 0}
!37 = !{!"bool", !8, i64 0}
!38 = distinct !{!38, !15, !16}
!39 = distinct !{!39, !15, !16}
!40 = !{i8 0, i8 2}
!41 = !{}
!42 = distinct !{!42, !15, !16}
!43 = distinct !{!43, !15, !16}
!44 = distinct !{!44, !15, !16}
!45 = !{!46, !31, i64 0}
!46 = !{!"_ZTS2cd", !31, i64 0, !31, i64 8}
!47 = !{!46, !31, i64 8}
!48 = distinct !{!48, !15, !16}
!49 = distinct !{!49, !15, !16}
!50 = distinct !{!50, !15, !16}
!51 = distinct !{!51, !15, !16}
!52 = !{i64 0, i64 8, !33, i64 8, i64 8, !33}
!53 = distinct !{!53, !15, !16}
!54 = distinct !{!54, !15, !16}
!55 = distinct !{!55, !15, !16}
!56 = distinct !{!56, !15, !16}
!57 = distinct !{!57, !15, !16}
!58 = distinct !{!58, !15, !16}
!59 = distinct !{!59, !15, !16}
!60 = distinct !{!60, !15, !16}
!61 = distinct !{!61, !15, !16}
