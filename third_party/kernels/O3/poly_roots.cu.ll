; ModuleID = 'src/poly_roots.cu'
source_filename = "src/poly_roots.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.cf = type { float, float }
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
  br i1 %20, label %21, label %810

21:                                               ; preds = %7
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %1, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %24, i32 1)
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 16)
  %27 = mul nsw i64 %22, 68
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 %27
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #11
  %29 = zext nneg i32 %26 to i64
  %30 = getelementptr inbounds nuw float, ptr %28, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = tail call noundef float @llvm.nvvm.fabs.f32(float %31)
  %33 = fcmp contract ogt float %32, 0x3BC79CA100000000
  %34 = fdiv contract float 1.000000e+00, %31
  %35 = select contract i1 %33, float %34, float 1.000000e+00
  %36 = add nuw nsw i32 %26, 1
  %37 = and i32 %36, 3
  %38 = icmp slt i32 %24, 3
  br i1 %38, label %209, label %39

39:                                               ; preds = %21
  %40 = and i32 %36, 60
  br label %170

41:                                               ; preds = %225, %154
  %42 = phi i32 [ %157, %154 ], [ 1, %225 ]
  %43 = phi float [ %156, %154 ], [ 0.000000e+00, %225 ]
  %44 = sub nsw i32 %26, %42
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw float, ptr %10, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = uitofp nneg i32 %42 to float
  %49 = fdiv contract float 1.000000e+00, %48
  %50 = fmul float %49, 5.000000e-01
  %51 = tail call float @llvm.trunc.f32(float %50)
  %52 = fmul float %51, 2.000000e+00
  %53 = fsub float %49, %52
  %54 = tail call float @llvm.nvvm.fabs.f32(float %53)
  %55 = fcmp une float %54, 1.000000e+00
  %56 = tail call float @llvm.nvvm.fabs.f32(float %47)
  %57 = fcmp olt float %56, 0x3810000000000000
  %58 = fmul float %56, 0x4170000000000000
  %59 = select i1 %57, float %58, float %56
  %60 = select i1 %57, float -2.400000e+01, float 0.000000e+00
  %61 = bitcast float %59 to i32
  %62 = add i32 %61, -1060439283
  %63 = and i32 %62, -8388608
  %64 = sub i32 %61, %63
  %65 = bitcast i32 %64 to float
  %66 = sitofp i32 %63 to float
  %67 = tail call float @llvm.fma.f32(float %66, float 0x3E80000000000000, float %60)
  %68 = fadd float %65, -1.000000e+00
  %69 = fadd float %65, 1.000000e+00
  %70 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %69) #12, !srcloc !13
  %71 = fmul float %68, 2.000000e+00
  %72 = fmul float %70, %71
  %73 = fmul float %72, %72
  %74 = fsub float %68, %72
  %75 = fmul float %74, 2.000000e+00
  %76 = fneg float %72
  %77 = tail call float @llvm.fma.f32(float %76, float %68, float %75)
  %78 = tail call float @llvm.nvvm.mul.rn.f(float %70, float %77) #11
  %79 = tail call float @llvm.fma.f32(float %73, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %80 = tail call float @llvm.fma.f32(float %79, float %73, float 0x3F92776E60000000)
  %81 = tail call float @llvm.fma.f32(float %80, float %73, float 0x3FBEC709E0000000)
  %82 = tail call float @llvm.nvvm.mul.rn.f(float %81, float %73) #11
  %83 = tail call float @llvm.fma.f32(float %72, float 0x3FF7154760000000, float %67)
  %84 = fsub float %67, %83
  %85 = tail call float @llvm.fma.f32(float %72, float 0x3FF7154760000000, float %84)
  %86 = tail call float @llvm.fma.f32(float %78, float 0x3FF7154760000000, float %85)
  %87 = tail call float @llvm.fma.f32(float %72, float 0x3E54ABC680000000, float %86)
  %88 = fmul float %82, 3.000000e+00
  %89 = tail call float @llvm.fma.f32(float %88, float %78, float %87)
  %90 = tail call float @llvm.fma.f32(float %82, float %72, float %89)
  %91 = tail call float @llvm.nvvm.add.rn.f(float %83, float %90) #11
  %92 = fneg float %83
  %93 = tail call float @llvm.nvvm.add.rn.f(float %91, float %92) #11
  %94 = fneg float %93
  %95 = tail call float @llvm.nvvm.add.rn.f(float %90, float %94) #11
  %96 = tail call float @llvm.nvvm.mul.rn.f(float %91, float %49) #11
  %97 = fneg float %96
  %98 = tail call float @llvm.fma.f32(float %91, float %49, float %97)
  %99 = tail call float @llvm.fma.f32(float %95, float %49, float %98)
  %100 = tail call float @llvm.nvvm.round.f(float %96) #11
  %101 = fsub float %96, %100
  %102 = fadd float %101, %99
  %103 = tail call float @llvm.fma.f32(float %102, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %104 = tail call float @llvm.fma.f32(float %103, float %102, float 0x3F83B30AC0000000)
  %105 = tail call float @llvm.fma.f32(float %104, float %102, float 0x3FAC6AF760000000)
  %106 = tail call float @llvm.fma.f32(float %105, float %102, float 0x3FCEBFBD80000000)
  %107 = tail call float @llvm.fma.f32(float %106, float %102, float 0x3FE62E4300000000)
  %108 = tail call float @llvm.fma.f32(float %107, float %102, float 1.000000e+00)
  %109 = tail call i32 @llvm.nvvm.f2i.rz(float %100) #11
  %110 = fcmp ogt float %100, 0.000000e+00
  %111 = select i1 %110, i32 0, i32 -2097152000
  %112 = add nsw i32 %111, 2130706432
  %113 = bitcast i32 %112 to float
  %114 = fmul float %108, %113
  %115 = shl i32 %109, 23
  %116 = sub i32 %115, %111
  %117 = bitcast i32 %116 to float
  %118 = fmul float %114, %117
  %119 = tail call float @llvm.nvvm.fabs.f32(float %96)
  %120 = fcmp ogt float %119, 1.520000e+02
  %121 = fcmp olt float %96, 0.000000e+00
  %122 = select i1 %121, float 0.000000e+00, float 0x7FF0000000000000
  %123 = select i1 %120, float %122, float %118
  %124 = fcmp oeq float %47, 1.000000e+00
  %125 = fcmp oeq float %49, 0.000000e+00
  %126 = select i1 %124, i1 true, i1 %125
  br i1 %126, label %154, label %127

127:                                              ; preds = %41
  %128 = fcmp uno float %56, 0.000000e+00
  br i1 %128, label %132, label %129

129:                                              ; preds = %127
  %130 = tail call float @llvm.nvvm.fabs.f32(float %49)
  %131 = fcmp uno float %130, 0.000000e+00
  br i1 %131, label %132, label %134

132:                                              ; preds = %129, %127
  %133 = tail call float @llvm.nvvm.add.rn.f(float %47, float %49) #11
  br label %154

134:                                              ; preds = %129
  %135 = fcmp oeq float %47, 0.000000e+00
  %136 = fcmp oeq float %56, 0x7FF0000000000000
  %137 = select i1 %135, i1 true, i1 %136
  br i1 %137, label %138, label %142

138:                                              ; preds = %134
  %139 = fadd float %47, %47
  %140 = tail call float @llvm.fabs.f32(float %139)
  %141 = select i1 %55, float %140, float %139
  br label %154

142:                                              ; preds = %134
  %143 = fcmp oeq float %47, -1.000000e+00
  %144 = fcmp oeq float %130, 0x7FF0000000000000
  %145 = and i1 %143, %144
  br i1 %145, label %154, label %146

146:                                              ; preds = %142
  %147 = fcmp olt float %47, 0.000000e+00
  br i1 %147, label %148, label %154

148:                                              ; preds = %146
  %149 = tail call float @llvm.floor.f32(float %49)
  %150 = fcmp une float %49, %149
  %151 = fneg float %123
  %152 = select i1 %55, float %123, float %151
  %153 = select i1 %150, float 0x7FFFFFFFE0000000, float %152
  br label %154

154:                                              ; preds = %148, %146, %142, %138, %132, %41
  %155 = phi float [ 1.000000e+00, %41 ], [ %133, %132 ], [ %141, %138 ], [ 1.000000e+00, %142 ], [ %153, %148 ], [ %123, %146 ]
  %156 = tail call noundef float @llvm.maxnum.f32(float %43, float %155)
  %157 = add nuw nsw i32 %42, 1
  %158 = icmp eq i32 %42, %26
  br i1 %158, label %159, label %41, !llvm.loop !14

159:                                              ; preds = %154
  %160 = fmul contract float %156, 2.000000e+00
  %161 = tail call float @llvm.maxnum.f32(float %160, float 0x3F50624DE0000000)
  %162 = tail call float @llvm.minnum.f32(float %161, float 1.000000e+06)
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  %163 = uitofp nneg i32 %26 to float
  %164 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %165 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %166 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %167 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %168 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %169 = getelementptr inbounds nuw i8, ptr %8, i64 24
  br label %245

170:                                              ; preds = %170, %39
  %171 = phi i32 [ 0, %39 ], [ %204, %170 ]
  %172 = phi i32 [ 0, %39 ], [ %205, %170 ]
  %173 = zext nneg i32 %171 to i64
  %174 = getelementptr inbounds nuw float, ptr %28, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !11
  %176 = fmul contract float %35, %175
  %177 = getelementptr inbounds nuw float, ptr %9, i64 %173
  store float %176, ptr %177, align 4, !tbaa !11
  %178 = tail call noundef float @llvm.nvvm.fabs.f32(float %176)
  %179 = getelementptr inbounds nuw float, ptr %10, i64 %173
  store float %178, ptr %179, align 4, !tbaa !11
  %180 = or disjoint i32 %171, 1
  %181 = zext nneg i32 %180 to i64
  %182 = getelementptr inbounds nuw float, ptr %28, i64 %181
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = fmul contract float %35, %183
  %185 = getelementptr inbounds nuw float, ptr %9, i64 %181
  store float %184, ptr %185, align 4, !tbaa !11
  %186 = tail call noundef float @llvm.nvvm.fabs.f32(float %184)
  %187 = getelementptr inbounds nuw float, ptr %10, i64 %181
  store float %186, ptr %187, align 4, !tbaa !11
  %188 = or disjoint i32 %171, 2
  %189 = zext nneg i32 %188 to i64
  %190 = getelementptr inbounds nuw float, ptr %28, i64 %189
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = fmul contract float %35, %191
  %193 = getelementptr inbounds nuw float, ptr %9, i64 %189
  store float %192, ptr %193, align 4, !tbaa !11
  %194 = tail call noundef float @llvm.nvvm.fabs.f32(float %192)
  %195 = getelementptr inbounds nuw float, ptr %10, i64 %189
  store float %194, ptr %195, align 4, !tbaa !11
  %196 = or disjoint i32 %171, 3
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr inbounds nuw float, ptr %28, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !11
  %200 = fmul contract float %35, %199
  %201 = getelementptr inbounds nuw float, ptr %9, i64 %197
  store float %200, ptr %201, align 4, !tbaa !11
  %202 = tail call noundef float @llvm.nvvm.fabs.f32(float %200)
  %203 = getelementptr inbounds nuw float, ptr %10, i64 %197
  store float %202, ptr %203, align 4, !tbaa !11
  %204 = add nuw nsw i32 %171, 4
  %205 = add i32 %172, 4
  %206 = icmp eq i32 %205, %40
  br i1 %206, label %207, label %170, !llvm.loop !16

207:                                              ; preds = %170
  %208 = icmp eq i32 %37, 0
  br i1 %208, label %225, label %209

209:                                              ; preds = %207, %21
  %210 = phi i32 [ 0, %21 ], [ %204, %207 ]
  %211 = icmp ne i32 %37, 0
  tail call void @llvm.assume(i1 %211)
  br label %212

212:                                              ; preds = %212, %209
  %213 = phi i32 [ %210, %209 ], [ %222, %212 ]
  %214 = phi i32 [ 0, %209 ], [ %223, %212 ]
  %215 = zext nneg i32 %213 to i64
  %216 = getelementptr inbounds nuw float, ptr %28, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = fmul contract float %35, %217
  %219 = getelementptr inbounds nuw float, ptr %9, i64 %215
  store float %218, ptr %219, align 4, !tbaa !11
  %220 = tail call noundef float @llvm.nvvm.fabs.f32(float %218)
  %221 = getelementptr inbounds nuw float, ptr %10, i64 %215
  store float %220, ptr %221, align 4, !tbaa !11
  %222 = add nuw nsw i32 %213, 1
  %223 = add i32 %214, 1
  %224 = icmp eq i32 %223, %37
  br i1 %224, label %225, label %212, !llvm.loop !17

225:                                              ; preds = %212, %207
  br label %41

226:                                              ; preds = %331
  %227 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %228 = tail call i32 @llvm.umin.i32(i32 %227, i32 500)
  %229 = fmul contract float %6, %6
  %230 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %231 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %232 = and i32 %26, 3
  %233 = icmp eq i32 %232, 0
  %234 = icmp slt i32 %24, 4
  %235 = and i32 %26, 3
  %236 = icmp slt i32 %24, 4
  %237 = and i32 %26, 28
  %238 = icmp eq i32 %235, 0
  %239 = icmp ne i32 %235, 0
  %240 = and i32 %26, 7
  %241 = icmp slt i32 %24, 8
  %242 = and i32 %26, 24
  %243 = icmp eq i32 %240, 0
  %244 = icmp ne i32 %240, 0
  br label %363

245:                                              ; preds = %159, %331
  %246 = phi i32 [ 0, %159 ], [ %361, %331 ]
  %247 = uitofp nneg i32 %246 to float
  %248 = fmul contract float %247, 0x401921FB60000000
  %249 = fdiv contract float %248, %163
  %250 = fadd contract float %249, 0x3FD99999A0000000
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %251 = fmul float %250, 0x3FE45F3060000000
  %252 = tail call i32 @llvm.nvvm.f2i.rn(float %251) #11
  %253 = sitofp i32 %252 to float
  %254 = tail call float @llvm.fma.f32(float %253, float 0xBFF921FB40000000, float %250)
  %255 = tail call float @llvm.fma.f32(float %253, float 0xBE74442D00000000, float %254)
  %256 = tail call float @llvm.fma.f32(float %253, float 0xBCF84698A0000000, float %255)
  %257 = tail call float @llvm.nvvm.fabs.f32(float %250)
  %258 = fcmp ult float %257, 1.056150e+05
  br i1 %258, label %331, label %259

259:                                              ; preds = %245
  %260 = fcmp oeq float %257, 0x7FF0000000000000
  br i1 %260, label %261, label %263

261:                                              ; preds = %259
  %262 = tail call float @llvm.nvvm.mul.rn.f(float %250, float 0.000000e+00) #11
  br label %331

263:                                              ; preds = %259
  %264 = bitcast float %250 to i32
  %265 = shl i32 %264, 8
  %266 = or i32 %265, -2147483648
  %267 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %266, i32 0) #12, !srcloc !19
  %268 = extractvalue { i32, i32 } %267, 0
  %269 = extractvalue { i32, i32 } %267, 1
  store i32 %268, ptr %8, align 4
  %270 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %266, i32 %269) #12, !srcloc !19
  %271 = extractvalue { i32, i32 } %270, 0
  %272 = extractvalue { i32, i32 } %270, 1
  store i32 %271, ptr %164, align 4
  %273 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %266, i32 %272) #12, !srcloc !19
  %274 = extractvalue { i32, i32 } %273, 0
  %275 = extractvalue { i32, i32 } %273, 1
  store i32 %274, ptr %165, align 4
  %276 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %266, i32 %275) #12, !srcloc !19
  %277 = extractvalue { i32, i32 } %276, 0
  %278 = extractvalue { i32, i32 } %276, 1
  store i32 %277, ptr %166, align 4
  %279 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %266, i32 %278) #12, !srcloc !19
  %280 = extractvalue { i32, i32 } %279, 0
  %281 = extractvalue { i32, i32 } %279, 1
  store i32 %280, ptr %167, align 4
  %282 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %266, i32 %281) #12, !srcloc !19
  %283 = extractvalue { i32, i32 } %282, 0
  %284 = extractvalue { i32, i32 } %282, 1
  store i32 %283, ptr %168, align 4
  %285 = lshr i32 %264, 23
  %286 = and i32 %285, 224
  %287 = add nsw i32 %286, -128
  %288 = lshr exact i32 %287, 5
  store i32 %284, ptr %169, align 4
  %289 = sub nsw i32 6, %288
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds i32, ptr %8, i64 %290
  %292 = load i32, ptr %291, align 4
  %293 = sub nsw i32 5, %288
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds i32, ptr %8, i64 %294
  %296 = load i32, ptr %295, align 4
  %297 = freeze i32 %296
  %298 = and i32 %264, 260046848
  %299 = icmp eq i32 %298, 0
  br i1 %299, label %306, label %300

300:                                              ; preds = %263
  %301 = sub nsw i32 4, %288
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds i32, ptr %8, i64 %302
  %304 = load i32, ptr %303, align 4
  %305 = tail call i32 @llvm.fshl.i32(i32 %297, i32 %304, i32 %285)
  br label %306

306:                                              ; preds = %300, %263
  %307 = phi i32 [ %305, %300 ], [ %297, %263 ]
  %308 = tail call i32 @llvm.fshl.i32(i32 %292, i32 %297, i32 %285)
  %309 = lshr i32 %308, 30
  %310 = tail call i32 @llvm.fshl.i32(i32 %308, i32 %307, i32 2)
  %311 = shl i32 %307, 2
  %312 = lshr i32 %310, 31
  %313 = add nuw nsw i32 %312, %309
  %314 = sub nsw i32 0, %313
  %315 = icmp slt i32 %264, 0
  %316 = select i1 %315, i32 %314, i32 %313
  %317 = xor i32 %310, %264
  %318 = ashr i32 %310, 31
  %319 = xor i32 %318, %310
  %320 = xor i32 %318, %311
  %321 = zext i32 %319 to i64
  %322 = shl nuw i64 %321, 32
  %323 = zext i32 %320 to i64
  %324 = or disjoint i64 %322, %323
  %325 = sitofp i64 %324 to double
  %326 = fmul double %325, 0x3BF921FB54442D19
  %327 = fptrunc double %326 to float
  %328 = fneg float %327
  %329 = icmp slt i32 %317, 0
  %330 = select i1 %329, float %328, float %327
  br label %331

331:                                              ; preds = %245, %261, %306
  %332 = phi i32 [ %252, %245 ], [ 0, %261 ], [ %316, %306 ]
  %333 = phi float [ %256, %245 ], [ %262, %261 ], [ %330, %306 ]
  %334 = fmul float %333, %333
  %335 = tail call float @llvm.fma.f32(float %334, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %336 = tail call float @llvm.fma.f32(float %335, float %334, float 0x3FA5555760000000)
  %337 = tail call float @llvm.fma.f32(float %336, float %334, float 0xBFDFFFFFE0000000)
  %338 = tail call float @llvm.fma.f32(float %337, float %334, float 1.000000e+00)
  %339 = tail call float @llvm.fma.f32(float %334, float %333, float 0.000000e+00)
  %340 = tail call float @llvm.fma.f32(float %334, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %341 = tail call float @llvm.fma.f32(float %340, float %334, float 0xBFC5555500000000)
  %342 = tail call float @llvm.fma.f32(float %341, float %339, float %333)
  %343 = and i32 %332, 1
  %344 = icmp eq i32 %343, 0
  %345 = select i1 %344, float %342, float %338
  %346 = select i1 %344, float %338, float %342
  %347 = and i32 %332, 2
  %348 = icmp eq i32 %347, 0
  %349 = fneg float %345
  %350 = select i1 %348, float %345, float %349
  %351 = add i32 %332, 1
  %352 = and i32 %351, 2
  %353 = icmp eq i32 %352, 0
  %354 = fneg float %346
  %355 = select i1 %353, float %346, float %354
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %356 = fmul contract float %162, %355
  %357 = fmul contract float %162, %350
  %358 = zext nneg i32 %246 to i64
  %359 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %358
  store float %356, ptr %359, align 4, !tbaa !11
  %360 = getelementptr inbounds nuw i8, ptr %359, i64 4
  store float %357, ptr %360, align 4, !tbaa !11
  %361 = add nuw nsw i32 %246, 1
  %362 = icmp eq i32 %361, %26
  br i1 %362, label %226, label %245, !llvm.loop !20

363:                                              ; preds = %226, %664
  %364 = phi i32 [ 0, %226 ], [ %618, %664 ]
  br label %365

365:                                              ; preds = %363, %491
  %366 = phi float [ 0.000000e+00, %363 ], [ %504, %491 ]
  %367 = phi i32 [ 0, %363 ], [ %505, %491 ]
  %368 = zext nneg i32 %367 to i64
  %369 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %368
  %370 = load i64, ptr %369, align 4
  %371 = trunc i64 %370 to i32
  %372 = lshr i64 %370, 32
  %373 = trunc nuw i64 %372 to i32
  %374 = bitcast i32 %371 to float
  %375 = bitcast i32 %373 to float
  br i1 %233, label %395, label %376

376:                                              ; preds = %365, %376
  %377 = phi float [ %391, %376 ], [ 1.000000e+00, %365 ]
  %378 = phi float [ %392, %376 ], [ 0.000000e+00, %365 ]
  %379 = phi i32 [ %381, %376 ], [ %26, %365 ]
  %380 = phi i32 [ %393, %376 ], [ 0, %365 ]
  %381 = add nsw i32 %379, -1
  %382 = fmul contract float %377, %374
  %383 = fmul contract float %378, %375
  %384 = fsub contract float %382, %383
  %385 = fmul contract float %377, %375
  %386 = fmul contract float %378, %374
  %387 = fadd contract float %386, %385
  %388 = zext nneg i32 %381 to i64
  %389 = getelementptr inbounds nuw float, ptr %9, i64 %388
  %390 = load float, ptr %389, align 4, !tbaa !11
  %391 = fadd contract float %390, %384
  %392 = fadd contract float %387, 0.000000e+00
  %393 = add i32 %380, 1
  %394 = icmp eq i32 %393, %232
  br i1 %394, label %395, label %376, !llvm.loop !21

395:                                              ; preds = %376, %365
  %396 = phi float [ 1.000000e+00, %365 ], [ %391, %376 ]
  %397 = phi float [ 0.000000e+00, %365 ], [ %392, %376 ]
  %398 = phi i32 [ %26, %365 ], [ %381, %376 ]
  %399 = phi float [ poison, %365 ], [ %391, %376 ]
  %400 = phi float [ poison, %365 ], [ %392, %376 ]
  br i1 %234, label %454, label %401

401:                                              ; preds = %395, %401
  %402 = phi float [ %451, %401 ], [ %396, %395 ]
  %403 = phi float [ %452, %401 ], [ %397, %395 ]
  %404 = phi i32 [ %441, %401 ], [ %398, %395 ]
  %405 = fmul contract float %402, %374
  %406 = fmul contract float %403, %375
  %407 = fsub contract float %405, %406
  %408 = fmul contract float %402, %375
  %409 = fmul contract float %403, %374
  %410 = fadd contract float %409, %408
  %411 = sext i32 %404 to i64
  %412 = getelementptr float, ptr %9, i64 %411
  %413 = getelementptr i8, ptr %412, i64 -4
  %414 = load float, ptr %413, align 4, !tbaa !11
  %415 = fadd contract float %414, %407
  %416 = fadd contract float %410, 0.000000e+00
  %417 = fmul contract float %415, %374
  %418 = fmul contract float %416, %375
  %419 = fsub contract float %417, %418
  %420 = fmul contract float %415, %375
  %421 = fmul contract float %416, %374
  %422 = fadd contract float %421, %420
  %423 = sext i32 %404 to i64
  %424 = getelementptr float, ptr %9, i64 %423
  %425 = getelementptr i8, ptr %424, i64 -8
  %426 = load float, ptr %425, align 4, !tbaa !11
  %427 = fadd contract float %426, %419
  %428 = fadd contract float %422, 0.000000e+00
  %429 = add nsw i32 %404, -3
  %430 = fmul contract float %427, %374
  %431 = fmul contract float %428, %375
  %432 = fsub contract float %430, %431
  %433 = fmul contract float %427, %375
  %434 = fmul contract float %428, %374
  %435 = fadd contract float %434, %433
  %436 = zext nneg i32 %429 to i64
  %437 = getelementptr inbounds nuw float, ptr %9, i64 %436
  %438 = load float, ptr %437, align 4, !tbaa !11
  %439 = fadd contract float %438, %432
  %440 = fadd contract float %435, 0.000000e+00
  %441 = add nsw i32 %404, -4
  %442 = fmul contract float %439, %374
  %443 = fmul contract float %440, %375
  %444 = fsub contract float %442, %443
  %445 = fmul contract float %439, %375
  %446 = fmul contract float %440, %374
  %447 = fadd contract float %446, %445
  %448 = zext nneg i32 %441 to i64
  %449 = getelementptr inbounds nuw float, ptr %9, i64 %448
  %450 = load float, ptr %449, align 4, !tbaa !11
  %451 = fadd contract float %450, %444
  %452 = fadd contract float %447, 0.000000e+00
  %453 = icmp sgt i32 %404, 4
  br i1 %453, label %401, label %454, !llvm.loop !22

454:                                              ; preds = %401, %395
  %455 = phi float [ %399, %395 ], [ %451, %401 ]
  %456 = phi float [ %400, %395 ], [ %452, %401 ]
  br i1 %236, label %458, label %508

457:                                              ; preds = %597
  br i1 %238, label %491, label %458

458:                                              ; preds = %457, %454
  %459 = phi i32 [ 0, %454 ], [ %600, %457 ]
  %460 = phi float [ 1.000000e+00, %454 ], [ %599, %457 ]
  %461 = phi float [ 0.000000e+00, %454 ], [ %598, %457 ]
  tail call void @llvm.assume(i1 %239)
  br label %462

462:                                              ; preds = %485, %458
  %463 = phi i32 [ %488, %485 ], [ %459, %458 ]
  %464 = phi float [ %487, %485 ], [ %460, %458 ]
  %465 = phi float [ %486, %485 ], [ %461, %458 ]
  %466 = phi i32 [ %489, %485 ], [ 0, %458 ]
  %467 = icmp eq i32 %463, %367
  br i1 %467, label %485, label %468

468:                                              ; preds = %462
  %469 = zext nneg i32 %463 to i64
  %470 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %469
  %471 = load i64, ptr %470, align 4
  %472 = trunc i64 %471 to i32
  %473 = lshr i64 %471, 32
  %474 = trunc nuw i64 %473 to i32
  %475 = bitcast i32 %472 to float
  %476 = bitcast i32 %474 to float
  %477 = fsub contract float %374, %475
  %478 = fsub contract float %375, %476
  %479 = fmul contract float %464, %477
  %480 = fmul contract float %465, %478
  %481 = fsub contract float %479, %480
  %482 = fmul contract float %464, %478
  %483 = fmul contract float %465, %477
  %484 = fadd contract float %483, %482
  br label %485

485:                                              ; preds = %468, %462
  %486 = phi float [ %484, %468 ], [ %465, %462 ]
  %487 = phi float [ %481, %468 ], [ %464, %462 ]
  %488 = add nuw nsw i32 %463, 1
  %489 = add i32 %466, 1
  %490 = icmp eq i32 %489, %235
  br i1 %490, label %491, label %462, !llvm.loop !23

491:                                              ; preds = %485, %457
  %492 = phi float [ %598, %457 ], [ %486, %485 ]
  %493 = phi float [ %599, %457 ], [ %487, %485 ]
  store float %455, ptr %13, align 4, !tbaa !11
  store float %456, ptr %230, align 4, !tbaa !11
  store float %493, ptr %14, align 4, !tbaa !11
  store float %492, ptr %231, align 4, !tbaa !11
  %494 = tail call %struct.cf @_Z4cdivI2cffET_S1_S1_(ptr noundef nonnull byval(%struct.cf) align 4 %13, ptr noundef nonnull byval(%struct.cf) align 4 %14) #11
  %495 = extractvalue %struct.cf %494, 0
  %496 = extractvalue %struct.cf %494, 1
  %497 = fsub contract float %374, %495
  %498 = fsub contract float %375, %496
  %499 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %368
  store float %497, ptr %499, align 4, !tbaa !11
  %500 = getelementptr inbounds nuw i8, ptr %499, i64 4
  store float %498, ptr %500, align 4, !tbaa !11
  %501 = fmul contract float %495, %495
  %502 = fmul contract float %496, %496
  %503 = fadd contract float %501, %502
  %504 = tail call noundef float @llvm.maxnum.f32(float %366, float %503)
  %505 = add nuw nsw i32 %367, 1
  %506 = icmp eq i32 %505, %26
  br i1 %506, label %507, label %365, !llvm.loop !24

507:                                              ; preds = %491
  br i1 %241, label %604, label %619

508:                                              ; preds = %454, %597
  %509 = phi i32 [ %600, %597 ], [ 0, %454 ]
  %510 = phi float [ %599, %597 ], [ 1.000000e+00, %454 ]
  %511 = phi float [ %598, %597 ], [ 0.000000e+00, %454 ]
  %512 = phi i32 [ %601, %597 ], [ 0, %454 ]
  %513 = icmp eq i32 %509, %367
  br i1 %513, label %531, label %514

514:                                              ; preds = %508
  %515 = zext nneg i32 %509 to i64
  %516 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %515
  %517 = load i64, ptr %516, align 4
  %518 = trunc i64 %517 to i32
  %519 = lshr i64 %517, 32
  %520 = trunc nuw i64 %519 to i32
  %521 = bitcast i32 %518 to float
  %522 = bitcast i32 %520 to float
  %523 = fsub contract float %374, %521
  %524 = fsub contract float %375, %522
  %525 = fmul contract float %510, %523
  %526 = fmul contract float %511, %524
  %527 = fsub contract float %525, %526
  %528 = fmul contract float %510, %524
  %529 = fmul contract float %511, %523
  %530 = fadd contract float %529, %528
  br label %531

531:                                              ; preds = %508, %514
  %532 = phi float [ %530, %514 ], [ %511, %508 ]
  %533 = phi float [ %527, %514 ], [ %510, %508 ]
  %534 = or disjoint i32 %509, 1
  %535 = icmp eq i32 %534, %367
  br i1 %535, label %553, label %536

536:                                              ; preds = %531
  %537 = zext nneg i32 %534 to i64
  %538 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %537
  %539 = load i64, ptr %538, align 4
  %540 = trunc i64 %539 to i32
  %541 = lshr i64 %539, 32
  %542 = trunc nuw i64 %541 to i32
  %543 = bitcast i32 %540 to float
  %544 = bitcast i32 %542 to float
  %545 = fsub contract float %374, %543
  %546 = fsub contract float %375, %544
  %547 = fmul contract float %533, %545
  %548 = fmul contract float %532, %546
  %549 = fsub contract float %547, %548
  %550 = fmul contract float %533, %546
  %551 = fmul contract float %532, %545
  %552 = fadd contract float %551, %550
  br label %553

553:                                              ; preds = %536, %531
  %554 = phi float [ %552, %536 ], [ %532, %531 ]
  %555 = phi float [ %549, %536 ], [ %533, %531 ]
  %556 = or disjoint i32 %509, 2
  %557 = icmp eq i32 %556, %367
  br i1 %557, label %575, label %558

558:                                              ; preds = %553
  %559 = zext nneg i32 %556 to i64
  %560 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %559
  %561 = load i64, ptr %560, align 4
  %562 = trunc i64 %561 to i32
  %563 = lshr i64 %561, 32
  %564 = trunc nuw i64 %563 to i32
  %565 = bitcast i32 %562 to float
  %566 = bitcast i32 %564 to float
  %567 = fsub contract float %374, %565
  %568 = fsub contract float %375, %566
  %569 = fmul contract float %555, %567
  %570 = fmul contract float %554, %568
  %571 = fsub contract float %569, %570
  %572 = fmul contract float %555, %568
  %573 = fmul contract float %554, %567
  %574 = fadd contract float %573, %572
  br label %575

575:                                              ; preds = %558, %553
  %576 = phi float [ %574, %558 ], [ %554, %553 ]
  %577 = phi float [ %571, %558 ], [ %555, %553 ]
  %578 = or disjoint i32 %509, 3
  %579 = icmp eq i32 %578, %367
  br i1 %579, label %597, label %580

580:                                              ; preds = %575
  %581 = zext nneg i32 %578 to i64
  %582 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %581
  %583 = load i64, ptr %582, align 4
  %584 = trunc i64 %583 to i32
  %585 = lshr i64 %583, 32
  %586 = trunc nuw i64 %585 to i32
  %587 = bitcast i32 %584 to float
  %588 = bitcast i32 %586 to float
  %589 = fsub contract float %374, %587
  %590 = fsub contract float %375, %588
  %591 = fmul contract float %577, %589
  %592 = fmul contract float %576, %590
  %593 = fsub contract float %591, %592
  %594 = fmul contract float %577, %590
  %595 = fmul contract float %576, %589
  %596 = fadd contract float %595, %594
  br label %597

597:                                              ; preds = %580, %575
  %598 = phi float [ %596, %580 ], [ %576, %575 ]
  %599 = phi float [ %593, %580 ], [ %577, %575 ]
  %600 = add nuw nsw i32 %509, 4
  %601 = add i32 %512, 4
  %602 = icmp eq i32 %601, %237
  br i1 %602, label %457, label %508, !llvm.loop !25

603:                                              ; preds = %619
  br i1 %243, label %616, label %604

604:                                              ; preds = %603, %507
  %605 = phi i32 [ 0, %507 ], [ %661, %603 ]
  tail call void @llvm.assume(i1 %244)
  br label %606

606:                                              ; preds = %606, %604
  %607 = phi i32 [ %613, %606 ], [ %605, %604 ]
  %608 = phi i32 [ %614, %606 ], [ 0, %604 ]
  %609 = zext nneg i32 %607 to i64
  %610 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %609
  %611 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %609
  %612 = load i64, ptr %610, align 4
  store i64 %612, ptr %611, align 4
  %613 = add nuw nsw i32 %607, 1
  %614 = add i32 %608, 1
  %615 = icmp eq i32 %614, %240
  br i1 %615, label %616, label %606, !llvm.loop !26

616:                                              ; preds = %606, %603
  %617 = fcmp contract ogt float %504, %229
  %618 = add nuw nsw i32 %364, 1
  br i1 %617, label %664, label %666

619:                                              ; preds = %507, %619
  %620 = phi i32 [ %661, %619 ], [ 0, %507 ]
  %621 = phi i32 [ %662, %619 ], [ 0, %507 ]
  %622 = zext nneg i32 %620 to i64
  %623 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %622
  %624 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %622
  %625 = load i64, ptr %623, align 4
  store i64 %625, ptr %624, align 4
  %626 = or disjoint i32 %620, 1
  %627 = zext nneg i32 %626 to i64
  %628 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %627
  %629 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %627
  %630 = load i64, ptr %628, align 4
  store i64 %630, ptr %629, align 4
  %631 = or disjoint i32 %620, 2
  %632 = zext nneg i32 %631 to i64
  %633 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %632
  %634 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %632
  %635 = load i64, ptr %633, align 4
  store i64 %635, ptr %634, align 4
  %636 = or disjoint i32 %620, 3
  %637 = zext nneg i32 %636 to i64
  %638 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %637
  %639 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %637
  %640 = load i64, ptr %638, align 4
  store i64 %640, ptr %639, align 4
  %641 = or disjoint i32 %620, 4
  %642 = zext nneg i32 %641 to i64
  %643 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %642
  %644 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %642
  %645 = load i64, ptr %643, align 4
  store i64 %645, ptr %644, align 4
  %646 = or disjoint i32 %620, 5
  %647 = zext nneg i32 %646 to i64
  %648 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %647
  %649 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %647
  %650 = load i64, ptr %648, align 4
  store i64 %650, ptr %649, align 4
  %651 = or disjoint i32 %620, 6
  %652 = zext nneg i32 %651 to i64
  %653 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %652
  %654 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %652
  %655 = load i64, ptr %653, align 4
  store i64 %655, ptr %654, align 4
  %656 = or disjoint i32 %620, 7
  %657 = zext nneg i32 %656 to i64
  %658 = getelementptr inbounds nuw %struct.cf, ptr %12, i64 %657
  %659 = getelementptr inbounds nuw %struct.cf, ptr %11, i64 %657
  %660 = load i64, ptr %658, align 4
  store i64 %660, ptr %659, align 4
  %661 = add nuw nsw i32 %620, 8
  %662 = add i32 %621, 8
  %663 = icmp eq i32 %662, %242
  br i1 %663, label %603, label %619, !llvm.loop !27

664:                                              ; preds = %616
  %665 = icmp eq i32 %618, %228
  br i1 %665, label %666, label %363, !llvm.loop !28

666:                                              ; preds = %664, %616
  %667 = phi i32 [ %618, %616 ], [ %228, %664 ]
  %668 = shl nsw i64 %22, 7
  %669 = getelementptr inbounds nuw i8, ptr %2, i64 %668
  %670 = load float, ptr %11, align 4, !tbaa !29
  %671 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %672 = load float, ptr %671, align 4, !tbaa !31
  store float %670, ptr %669, align 8, !tbaa !11
  %673 = getelementptr inbounds nuw i8, ptr %669, i64 4
  store float %672, ptr %673, align 4, !tbaa !11
  %674 = icmp sgt i32 %24, 1
  %675 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %676 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %677 = load float, ptr %675, align 4
  %678 = load float, ptr %676, align 4
  %679 = select i1 %674, float %677, float 0.000000e+00
  %680 = select i1 %674, float %678, float 0.000000e+00
  %681 = getelementptr inbounds nuw i8, ptr %669, i64 8
  store float %679, ptr %681, align 8, !tbaa !11
  %682 = getelementptr inbounds nuw i8, ptr %669, i64 12
  store float %680, ptr %682, align 4, !tbaa !11
  %683 = icmp sgt i32 %24, 2
  %684 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %685 = getelementptr inbounds nuw i8, ptr %11, i64 20
  %686 = load float, ptr %684, align 4
  %687 = load float, ptr %685, align 4
  %688 = select i1 %683, float %686, float 0.000000e+00
  %689 = select i1 %683, float %687, float 0.000000e+00
  %690 = getelementptr inbounds nuw i8, ptr %669, i64 16
  store float %688, ptr %690, align 8, !tbaa !11
  %691 = getelementptr inbounds nuw i8, ptr %669, i64 20
  store float %689, ptr %691, align 4, !tbaa !11
  %692 = icmp sgt i32 %24, 3
  %693 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %694 = getelementptr inbounds nuw i8, ptr %11, i64 28
  %695 = load float, ptr %693, align 4
  %696 = load float, ptr %694, align 4
  %697 = select i1 %692, float %695, float 0.000000e+00
  %698 = select i1 %692, float %696, float 0.000000e+00
  %699 = getelementptr inbounds nuw i8, ptr %669, i64 24
  store float %697, ptr %699, align 8, !tbaa !11
  %700 = getelementptr inbounds nuw i8, ptr %669, i64 28
  store float %698, ptr %700, align 4, !tbaa !11
  %701 = icmp sgt i32 %24, 4
  %702 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %703 = getelementptr inbounds nuw i8, ptr %11, i64 36
  %704 = load float, ptr %702, align 4
  %705 = load float, ptr %703, align 4
  %706 = select i1 %701, float %704, float 0.000000e+00
  %707 = select i1 %701, float %705, float 0.000000e+00
  %708 = getelementptr inbounds nuw i8, ptr %669, i64 32
  store float %706, ptr %708, align 8, !tbaa !11
  %709 = getelementptr inbounds nuw i8, ptr %669, i64 36
  store float %707, ptr %709, align 4, !tbaa !11
  %710 = icmp sgt i32 %24, 5
  %711 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %712 = getelementptr inbounds nuw i8, ptr %11, i64 44
  %713 = load float, ptr %711, align 4
  %714 = load float, ptr %712, align 4
  %715 = select i1 %710, float %713, float 0.000000e+00
  %716 = select i1 %710, float %714, float 0.000000e+00
  %717 = getelementptr inbounds nuw i8, ptr %669, i64 40
  store float %715, ptr %717, align 8, !tbaa !11
  %718 = getelementptr inbounds nuw i8, ptr %669, i64 44
  store float %716, ptr %718, align 4, !tbaa !11
  %719 = icmp sgt i32 %24, 6
  %720 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %721 = getelementptr inbounds nuw i8, ptr %11, i64 52
  %722 = load float, ptr %720, align 4
  %723 = load float, ptr %721, align 4
  %724 = select i1 %719, float %722, float 0.000000e+00
  %725 = select i1 %719, float %723, float 0.000000e+00
  %726 = getelementptr inbounds nuw i8, ptr %669, i64 48
  store float %724, ptr %726, align 8, !tbaa !11
  %727 = getelementptr inbounds nuw i8, ptr %669, i64 52
  store float %725, ptr %727, align 4, !tbaa !11
  %728 = icmp sgt i32 %24, 7
  %729 = getelementptr inbounds nuw i8, ptr %11, i64 56
  %730 = getelementptr inbounds nuw i8, ptr %11, i64 60
  %731 = load float, ptr %729, align 4
  %732 = load float, ptr %730, align 4
  %733 = select i1 %728, float %731, float 0.000000e+00
  %734 = select i1 %728, float %732, float 0.000000e+00
  %735 = getelementptr inbounds nuw i8, ptr %669, i64 56
  store float %733, ptr %735, align 8, !tbaa !11
  %736 = getelementptr inbounds nuw i8, ptr %669, i64 60
  store float %734, ptr %736, align 4, !tbaa !11
  %737 = icmp sgt i32 %24, 8
  %738 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %739 = getelementptr inbounds nuw i8, ptr %11, i64 68
  %740 = load float, ptr %738, align 4
  %741 = load float, ptr %739, align 4
  %742 = select i1 %737, float %740, float 0.000000e+00
  %743 = select i1 %737, float %741, float 0.000000e+00
  %744 = getelementptr inbounds nuw i8, ptr %669, i64 64
  store float %742, ptr %744, align 8, !tbaa !11
  %745 = getelementptr inbounds nuw i8, ptr %669, i64 68
  store float %743, ptr %745, align 4, !tbaa !11
  %746 = icmp sgt i32 %24, 9
  %747 = getelementptr inbounds nuw i8, ptr %11, i64 72
  %748 = getelementptr inbounds nuw i8, ptr %11, i64 76
  %749 = load float, ptr %747, align 4
  %750 = load float, ptr %748, align 4
  %751 = select i1 %746, float %749, float 0.000000e+00
  %752 = select i1 %746, float %750, float 0.000000e+00
  %753 = getelementptr inbounds nuw i8, ptr %669, i64 72
  store float %751, ptr %753, align 8, !tbaa !11
  %754 = getelementptr inbounds nuw i8, ptr %669, i64 76
  store float %752, ptr %754, align 4, !tbaa !11
  %755 = icmp sgt i32 %24, 10
  %756 = getelementptr inbounds nuw i8, ptr %11, i64 80
  %757 = getelementptr inbounds nuw i8, ptr %11, i64 84
  %758 = load float, ptr %756, align 4
  %759 = load float, ptr %757, align 4
  %760 = select i1 %755, float %758, float 0.000000e+00
  %761 = select i1 %755, float %759, float 0.000000e+00
  %762 = getelementptr inbounds nuw i8, ptr %669, i64 80
  store float %760, ptr %762, align 8, !tbaa !11
  %763 = getelementptr inbounds nuw i8, ptr %669, i64 84
  store float %761, ptr %763, align 4, !tbaa !11
  %764 = icmp sgt i32 %24, 11
  %765 = getelementptr inbounds nuw i8, ptr %11, i64 88
  %766 = getelementptr inbounds nuw i8, ptr %11, i64 92
  %767 = load float, ptr %765, align 4
  %768 = load float, ptr %766, align 4
  %769 = select i1 %764, float %767, float 0.000000e+00
  %770 = select i1 %764, float %768, float 0.000000e+00
  %771 = getelementptr inbounds nuw i8, ptr %669, i64 88
  store float %769, ptr %771, align 8, !tbaa !11
  %772 = getelementptr inbounds nuw i8, ptr %669, i64 92
  store float %770, ptr %772, align 4, !tbaa !11
  %773 = icmp sgt i32 %24, 12
  %774 = getelementptr inbounds nuw i8, ptr %11, i64 96
  %775 = getelementptr inbounds nuw i8, ptr %11, i64 100
  %776 = load float, ptr %774, align 4
  %777 = load float, ptr %775, align 4
  %778 = select i1 %773, float %776, float 0.000000e+00
  %779 = select i1 %773, float %777, float 0.000000e+00
  %780 = getelementptr inbounds nuw i8, ptr %669, i64 96
  store float %778, ptr %780, align 8, !tbaa !11
  %781 = getelementptr inbounds nuw i8, ptr %669, i64 100
  store float %779, ptr %781, align 4, !tbaa !11
  %782 = icmp sgt i32 %24, 13
  %783 = getelementptr inbounds nuw i8, ptr %11, i64 104
  %784 = getelementptr inbounds nuw i8, ptr %11, i64 108
  %785 = load float, ptr %783, align 4
  %786 = load float, ptr %784, align 4
  %787 = select i1 %782, float %785, float 0.000000e+00
  %788 = select i1 %782, float %786, float 0.000000e+00
  %789 = getelementptr inbounds nuw i8, ptr %669, i64 104
  store float %787, ptr %789, align 8, !tbaa !11
  %790 = getelementptr inbounds nuw i8, ptr %669, i64 108
  store float %788, ptr %790, align 4, !tbaa !11
  %791 = icmp sgt i32 %24, 14
  %792 = getelementptr inbounds nuw i8, ptr %11, i64 112
  %793 = getelementptr inbounds nuw i8, ptr %11, i64 116
  %794 = load float, ptr %792, align 4
  %795 = load float, ptr %793, align 4
  %796 = select i1 %791, float %794, float 0.000000e+00
  %797 = select i1 %791, float %795, float 0.000000e+00
  %798 = getelementptr inbounds nuw i8, ptr %669, i64 112
  store float %796, ptr %798, align 8, !tbaa !11
  %799 = getelementptr inbounds nuw i8, ptr %669, i64 116
  store float %797, ptr %799, align 4, !tbaa !11
  %800 = icmp sgt i32 %24, 15
  %801 = getelementptr inbounds nuw i8, ptr %11, i64 120
  %802 = getelementptr inbounds nuw i8, ptr %11, i64 124
  %803 = load float, ptr %801, align 4
  %804 = load float, ptr %802, align 4
  %805 = select i1 %800, float %803, float 0.000000e+00
  %806 = select i1 %800, float %804, float 0.000000e+00
  %807 = getelementptr inbounds nuw i8, ptr %669, i64 120
  store float %805, ptr %807, align 8, !tbaa !11
  %808 = getelementptr inbounds nuw i8, ptr %669, i64 124
  store float %806, ptr %808, align 4, !tbaa !11
  %809 = getelementptr inbounds i32, ptr %3, i64 %22
  store i32 %667, ptr %809, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  br label %810

810:                                              ; preds = %7, %666
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
  %3 = load float, ptr %1, align 4, !tbaa !29
  %4 = tail call noundef float @llvm.nvvm.fabs.f32(float %3)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !31
  %7 = tail call noundef float @llvm.nvvm.fabs.f32(float %6)
  %8 = fcmp contract oeq float %4, 0.000000e+00
  %9 = fcmp contract oeq float %7, 0.000000e+00
  %10 = and i1 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %2
  %12 = fcmp contract ult float %4, %7
  %13 = load float, ptr %0, align 4, !tbaa !29
  br i1 %12, label %26, label %14

14:                                               ; preds = %11
  %15 = fdiv contract float %6, %3
  %16 = fmul contract float %6, %15
  %17 = fadd contract float %3, %16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !31
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
  %32 = load float, ptr %31, align 4, !tbaa !31
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
  br i1 %25, label %26, label %644

26:                                               ; preds = %7
  %27 = sext i32 %24 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %29, i32 1)
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 16)
  %32 = mul nsw i64 %27, 272
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 %32
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw %struct.double2.1, ptr %33, i64 %34
  %36 = load double, ptr %35, align 16, !tbaa !32
  %37 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !35
  %39 = fmul contract double %36, %36
  %40 = fmul contract double %38, %38
  %41 = fadd contract double %39, %40
  %42 = fcmp contract olt double %41, 1.000000e-300
  %43 = select i1 %42, double 1.000000e+00, double %36
  %44 = select i1 %42, double 0.000000e+00, double %38
  %45 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %47 = add nuw nsw i32 %31, 1
  %48 = and i32 %47, 1
  %49 = and i32 %47, 62
  br label %140

50:                                               ; preds = %196, %126
  %51 = phi i32 [ %133, %126 ], [ 1, %196 ]
  %52 = phi double [ %132, %126 ], [ 0.000000e+00, %196 ]
  %53 = sub nsw i32 %31, %51
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds nuw double, ptr %9, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !36
  %57 = uitofp nneg i32 %51 to double
  %58 = fdiv contract double 1.000000e+00, %57
  %59 = tail call i32 @llvm.nvvm.d2i.hi(double %56) #11
  %60 = tail call i32 @llvm.nvvm.d2i.hi(double %58) #11
  %61 = lshr i32 %60, 20
  %62 = and i32 %61, 2047
  %63 = add nsw i32 %62, -1012
  %64 = bitcast double %58 to i64
  %65 = zext nneg i32 %63 to i64
  %66 = shl i64 %64, %65
  %67 = icmp eq i64 %66, -9223372036854775808
  %68 = tail call double @llvm.nvvm.fabs.f64(double %56)
  %69 = icmp slt i32 %59, 0
  %70 = fcmp oeq double %56, 0.000000e+00
  br i1 %70, label %71, label %80

71:                                               ; preds = %50
  %72 = tail call double @llvm.nvvm.fabs.f64(double %58)
  %73 = fcmp une double %72, 5.000000e-01
  %74 = select i1 %73, i1 %67, i1 false
  %75 = select i1 %74, i32 %59, i32 0
  %76 = icmp slt i32 %60, 0
  %77 = or i32 %75, 2146435072
  %78 = select i1 %76, i32 %77, i32 %75
  %79 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %78) #11
  br label %89

80:                                               ; preds = %50
  %81 = tail call fastcc double @__internal_accurate_pow(double %68, double %58)
  %82 = select i1 %69, i1 %67, i1 false
  %83 = fneg double %81
  %84 = select i1 %82, double %83, double %81
  %85 = tail call double @llvm.trunc.f64(double %58)
  %86 = fcmp une double %58, %85
  %87 = select i1 %69, i1 %86, i1 false
  %88 = select i1 %87, double 0xFFF8000000000000, double %84
  br label %89

89:                                               ; preds = %80, %71
  %90 = phi double [ %79, %71 ], [ %88, %80 ]
  %91 = phi i1 [ %74, %71 ], [ %67, %80 ]
  %92 = fadd double %58, %56
  %93 = tail call i32 @llvm.nvvm.d2i.hi(double %92) #11
  %94 = and i32 %93, 2146435072
  %95 = icmp eq i32 %94, 2146435072
  br i1 %95, label %96, label %126

96:                                               ; preds = %89
  %97 = fcmp uno double %68, 0.000000e+00
  br i1 %97, label %101, label %98

98:                                               ; preds = %96
  %99 = tail call double @llvm.nvvm.fabs.f64(double %58)
  %100 = fcmp uno double %99, 0.000000e+00
  br i1 %100, label %101, label %103

101:                                              ; preds = %98, %96
  %102 = tail call double @llvm.nvvm.add.rn.d(double %56, double %58) #11
  br label %126

103:                                              ; preds = %98
  %104 = fcmp oeq double %99, 0x7FF0000000000000
  br i1 %104, label %105, label %114

105:                                              ; preds = %103
  %106 = fcmp ogt double %68, 1.000000e+00
  %107 = select i1 %106, i32 2146435072, i32 0
  %108 = icmp slt i32 %60, 0
  %109 = xor i32 %107, 2146435072
  %110 = select i1 %108, i32 %109, i32 %107
  %111 = fcmp oeq double %56, -1.000000e+00
  %112 = select i1 %111, i32 1072693248, i32 %110
  %113 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %112) #11
  br label %126

114:                                              ; preds = %103
  %115 = fcmp oeq double %68, 0x7FF0000000000000
  br i1 %115, label %116, label %126

116:                                              ; preds = %114
  %117 = icmp slt i32 %60, 0
  %118 = select i1 %117, i32 0, i32 2146435072
  %119 = select i1 %69, i1 %91, i1 false
  %120 = and i32 %60, 2147483647
  %121 = icmp ne i32 %120, 1071644672
  %122 = select i1 %119, i1 %121, i1 false
  %123 = or disjoint i32 %118, -2147483648
  %124 = select i1 %122, i32 %123, i32 %118
  %125 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %124) #11
  br label %126

126:                                              ; preds = %116, %114, %105, %101, %89
  %127 = phi double [ %90, %89 ], [ %102, %101 ], [ %113, %105 ], [ %125, %116 ], [ %90, %114 ]
  %128 = fcmp oeq double %56, 1.000000e+00
  %129 = fcmp oeq double %58, 0.000000e+00
  %130 = select i1 %128, i1 true, i1 %129
  %131 = select i1 %130, double 1.000000e+00, double %127
  %132 = tail call noundef double @llvm.maxnum.f64(double %52, double %131)
  %133 = add nuw nsw i32 %51, 1
  %134 = icmp eq i32 %51, %31
  br i1 %134, label %135, label %50, !llvm.loop !37

135:                                              ; preds = %126
  %136 = fmul contract double %132, 2.000000e+00
  %137 = tail call double @llvm.maxnum.f64(double %136, double 1.000000e-03)
  %138 = tail call double @llvm.minnum.f64(double %137, double 1.000000e+06)
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #11
  %139 = uitofp nneg i32 %31 to double
  br label %222

140:                                              ; preds = %140, %26
  %141 = phi i32 [ 0, %26 ], [ %174, %140 ]
  %142 = phi i32 [ 0, %26 ], [ %175, %140 ]
  %143 = zext nneg i32 %141 to i64
  %144 = getelementptr inbounds nuw %struct.double2.1, ptr %33, i64 %143
  %145 = load double, ptr %144, align 16, !tbaa !32
  %146 = getelementptr inbounds nuw i8, ptr %144, i64 8
  %147 = load double, ptr %146, align 8, !tbaa !35
  store double %145, ptr %10, align 8
  store double %147, ptr %45, align 8
  store double %43, ptr %11, align 8, !tbaa !36
  store double %44, ptr %46, align 8, !tbaa !36
  %148 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %10, ptr noundef nonnull byval(%struct.cd) align 8 %11) #11
  %149 = extractvalue %struct.cd %148, 0
  %150 = extractvalue %struct.cd %148, 1
  %151 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %143
  store double %149, ptr %151, align 8, !tbaa !36
  %152 = getelementptr inbounds nuw i8, ptr %151, i64 8
  store double %150, ptr %152, align 8, !tbaa !36
  %153 = fmul contract double %149, %149
  %154 = fmul contract double %150, %150
  %155 = fadd contract double %153, %154
  %156 = tail call noundef double @llvm.sqrt.f64(double %155)
  %157 = getelementptr inbounds nuw double, ptr %9, i64 %143
  store double %156, ptr %157, align 8, !tbaa !36
  %158 = or disjoint i32 %141, 1
  %159 = zext nneg i32 %158 to i64
  %160 = getelementptr inbounds nuw %struct.double2.1, ptr %33, i64 %159
  %161 = load double, ptr %160, align 16, !tbaa !32
  %162 = getelementptr inbounds nuw i8, ptr %160, i64 8
  %163 = load double, ptr %162, align 8, !tbaa !35
  store double %161, ptr %10, align 8
  store double %163, ptr %45, align 8
  store double %43, ptr %11, align 8, !tbaa !36
  store double %44, ptr %46, align 8, !tbaa !36
  %164 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %10, ptr noundef nonnull byval(%struct.cd) align 8 %11) #11
  %165 = extractvalue %struct.cd %164, 0
  %166 = extractvalue %struct.cd %164, 1
  %167 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %159
  store double %165, ptr %167, align 8, !tbaa !36
  %168 = getelementptr inbounds nuw i8, ptr %167, i64 8
  store double %166, ptr %168, align 8, !tbaa !36
  %169 = fmul contract double %165, %165
  %170 = fmul contract double %166, %166
  %171 = fadd contract double %169, %170
  %172 = tail call noundef double @llvm.sqrt.f64(double %171)
  %173 = getelementptr inbounds nuw double, ptr %9, i64 %159
  store double %172, ptr %173, align 8, !tbaa !36
  %174 = add nuw nsw i32 %141, 2
  %175 = add i32 %142, 2
  %176 = icmp eq i32 %175, %49
  br i1 %176, label %177, label %140, !llvm.loop !38

177:                                              ; preds = %140
  %178 = icmp eq i32 %48, 0
  br i1 %178, label %196, label %179

179:                                              ; preds = %177
  %180 = icmp ne i32 %48, 0
  tail call void @llvm.assume(i1 %180)
  %181 = zext nneg i32 %174 to i64
  %182 = getelementptr inbounds nuw %struct.double2.1, ptr %33, i64 %181
  %183 = load double, ptr %182, align 16, !tbaa !32
  %184 = getelementptr inbounds nuw i8, ptr %182, i64 8
  %185 = load double, ptr %184, align 8, !tbaa !35
  store double %183, ptr %10, align 8
  store double %185, ptr %45, align 8
  store double %43, ptr %11, align 8, !tbaa !36
  store double %44, ptr %46, align 8, !tbaa !36
  %186 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %10, ptr noundef nonnull byval(%struct.cd) align 8 %11) #11
  %187 = extractvalue %struct.cd %186, 0
  %188 = extractvalue %struct.cd %186, 1
  %189 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %181
  store double %187, ptr %189, align 8, !tbaa !36
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 8
  store double %188, ptr %190, align 8, !tbaa !36
  %191 = fmul contract double %187, %187
  %192 = fmul contract double %188, %188
  %193 = fadd contract double %191, %192
  %194 = tail call noundef double @llvm.sqrt.f64(double %193)
  %195 = getelementptr inbounds nuw double, ptr %9, i64 %181
  store double %194, ptr %195, align 8, !tbaa !36
  br label %196

196:                                              ; preds = %177, %179
  br label %50

197:                                              ; preds = %278
  %198 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %199 = tail call i32 @llvm.umin.i32(i32 %198, i32 200)
  %200 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %34
  %201 = getelementptr inbounds nuw i8, ptr %200, i64 8
  %202 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %203 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %204 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %205 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %206 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %207 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %208 = fmul contract double %6, %6
  %209 = add nsw i32 %31, -1
  %210 = and i32 %31, 1
  %211 = icmp eq i32 %210, 0
  %212 = add nsw i32 %31, -1
  %213 = zext nneg i32 %212 to i64
  %214 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %213
  %215 = getelementptr inbounds nuw i8, ptr %214, i64 8
  %216 = icmp eq i32 %209, 0
  %217 = and i32 %31, 1
  %218 = icmp eq i32 %209, 0
  %219 = and i32 %31, 30
  %220 = icmp eq i32 %217, 0
  %221 = icmp ne i32 %217, 0
  br label %294

222:                                              ; preds = %135, %278
  %223 = phi i32 [ 0, %135 ], [ %292, %278 ]
  %224 = shl nuw i32 %223, 1
  %225 = uitofp i32 %224 to double
  %226 = fdiv contract double %225, %139
  %227 = fadd contract double %226, 1.300000e-01
  %228 = tail call i32 @llvm.nvvm.d2i.hi(double %227) #11
  %229 = shl i32 %228, 1
  %230 = icmp ugt i32 %229, -2038431744
  %231 = tail call double @llvm.nvvm.mul.rn.d(double %227, double 0.000000e+00) #11
  %232 = select i1 %230, double %231, double %227
  %233 = tail call i32 @llvm.nvvm.d2i.lo(double %232) #11
  %234 = tail call i32 @llvm.nvvm.d2i.hi(double %232) #11
  %235 = add i32 %234, 1048576
  %236 = tail call double @llvm.nvvm.lohi.i2d(i32 %233, i32 %235) #11
  %237 = tail call double @llvm.nvvm.round.d(double %236) #11
  %238 = tail call i64 @llvm.nvvm.d2ll.rz(double %237) #11
  %239 = trunc i64 %238 to i32
  %240 = fneg double %237
  %241 = tail call double @llvm.fma.f64(double %240, double 5.000000e-01, double %232)
  %242 = fmul double %241, 0x3CA1A62633145C07
  %243 = tail call double @llvm.fma.f64(double %241, double 0x400921FB54442D18, double %242)
  %244 = tail call double @llvm.nvvm.mul.rn.d(double %243, double %243) #11
  %245 = tail call double @llvm.fma.f64(double %244, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528)
  %246 = tail call double @llvm.fma.f64(double %245, double %244, double 0xBE927E4F8E06E6D9)
  %247 = tail call double @llvm.fma.f64(double %246, double %244, double 0x3EFA01A019DDBCE9)
  %248 = tail call double @llvm.fma.f64(double %247, double %244, double 0xBF56C16C16C15D47)
  %249 = tail call double @llvm.fma.f64(double %248, double %244, double 0x3FA5555555555551)
  %250 = tail call double @llvm.fma.f64(double %249, double %244, double -5.000000e-01)
  %251 = tail call double @llvm.fma.f64(double %250, double %244, double 1.000000e+00)
  %252 = tail call double @llvm.fma.f64(double %244, double 0x3DE5DB65F9785EBA, double 0xBE5AE5F12CB0D246)
  %253 = tail call double @llvm.fma.f64(double %252, double %244, double 0x3EC71DE369ACE392)
  %254 = tail call double @llvm.fma.f64(double %253, double %244, double 0xBF2A01A019DB62A1)
  %255 = tail call double @llvm.fma.f64(double %254, double %244, double 0x3F81111111110818)
  %256 = tail call double @llvm.fma.f64(double %255, double %244, double 0xBFC5555555555554)
  %257 = tail call double @llvm.fma.f64(double %256, double %244, double 0.000000e+00)
  %258 = tail call double @llvm.fma.f64(double %257, double %243, double %243)
  %259 = and i32 %239, 1
  %260 = icmp eq i32 %259, 0
  %261 = tail call i32 @llvm.nvvm.d2i.hi(double %258) #11
  %262 = tail call i32 @llvm.nvvm.d2i.lo(double %258) #11
  %263 = xor i32 %261, -2147483648
  %264 = tail call double @llvm.nvvm.lohi.i2d(i32 %262, i32 %263) #11
  %265 = select i1 %260, double %258, double %251
  %266 = select i1 %260, double %251, double %264
  %267 = and i32 %239, 2
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %278, label %269

269:                                              ; preds = %222
  %270 = tail call i32 @llvm.nvvm.d2i.hi(double %265) #11
  %271 = tail call i32 @llvm.nvvm.d2i.lo(double %265) #11
  %272 = xor i32 %270, -2147483648
  %273 = tail call double @llvm.nvvm.lohi.i2d(i32 %271, i32 %272) #11
  %274 = tail call i32 @llvm.nvvm.d2i.hi(double %266) #11
  %275 = tail call i32 @llvm.nvvm.d2i.lo(double %266) #11
  %276 = xor i32 %274, -2147483648
  %277 = tail call double @llvm.nvvm.lohi.i2d(i32 %275, i32 %276) #11
  br label %278

278:                                              ; preds = %222, %269
  %279 = phi double [ %273, %269 ], [ %265, %222 ]
  %280 = phi double [ %277, %269 ], [ %266, %222 ]
  %281 = tail call double @llvm.nvvm.add.rn.d(double %280, double 0.000000e+00) #11
  %282 = tail call double @llvm.trunc.f64(double %232)
  %283 = fcmp oeq double %232, %282
  %284 = tail call double @llvm.nvvm.mul.rn.d(double %232, double 0.000000e+00) #11
  %285 = select i1 %283, double %284, double %279
  %286 = fmul contract double %138, %281
  %287 = fmul contract double %138, %285
  %288 = zext nneg i32 %223 to i64
  %289 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %288
  store double %286, ptr %289, align 8, !tbaa !36
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 8
  store double %287, ptr %290, align 8, !tbaa !36
  %291 = getelementptr inbounds nuw i8, ptr %13, i64 %288
  store i8 0, ptr %291, align 1, !tbaa !39
  %292 = add nuw nsw i32 %223, 1
  %293 = icmp eq i32 %292, %31
  br i1 %293, label %197, label %222, !llvm.loop !41

294:                                              ; preds = %197, %444
  %295 = phi i32 [ 0, %197 ], [ %445, %444 ]
  %296 = phi i32 [ 0, %197 ], [ %641, %444 ]
  br label %449

297:                                              ; preds = %444
  %298 = shl nsw i64 %27, 8
  %299 = getelementptr inbounds nuw i8, ptr %2, i64 %298
  %300 = load double, ptr %12, align 8, !tbaa !42
  %301 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %302 = load double, ptr %301, align 8, !tbaa !44
  store double %300, ptr %299, align 16, !tbaa !36
  %303 = getelementptr inbounds nuw i8, ptr %299, i64 8
  store double %302, ptr %303, align 8, !tbaa !36
  %304 = icmp sgt i32 %29, 1
  %305 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %306 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %307 = load double, ptr %305, align 8
  %308 = load double, ptr %306, align 8
  %309 = select i1 %304, double %307, double 0.000000e+00
  %310 = select i1 %304, double %308, double 0.000000e+00
  %311 = getelementptr inbounds nuw i8, ptr %299, i64 16
  store double %309, ptr %311, align 16, !tbaa !36
  %312 = getelementptr inbounds nuw i8, ptr %299, i64 24
  store double %310, ptr %312, align 8, !tbaa !36
  %313 = icmp sgt i32 %29, 2
  %314 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %315 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %316 = load double, ptr %314, align 8
  %317 = load double, ptr %315, align 8
  %318 = select i1 %313, double %316, double 0.000000e+00
  %319 = select i1 %313, double %317, double 0.000000e+00
  %320 = getelementptr inbounds nuw i8, ptr %299, i64 32
  store double %318, ptr %320, align 16, !tbaa !36
  %321 = getelementptr inbounds nuw i8, ptr %299, i64 40
  store double %319, ptr %321, align 8, !tbaa !36
  %322 = icmp sgt i32 %29, 3
  %323 = getelementptr inbounds nuw i8, ptr %12, i64 48
  %324 = getelementptr inbounds nuw i8, ptr %12, i64 56
  %325 = load double, ptr %323, align 8
  %326 = load double, ptr %324, align 8
  %327 = select i1 %322, double %325, double 0.000000e+00
  %328 = select i1 %322, double %326, double 0.000000e+00
  %329 = getelementptr inbounds nuw i8, ptr %299, i64 48
  store double %327, ptr %329, align 16, !tbaa !36
  %330 = getelementptr inbounds nuw i8, ptr %299, i64 56
  store double %328, ptr %330, align 8, !tbaa !36
  %331 = icmp sgt i32 %29, 4
  %332 = getelementptr inbounds nuw i8, ptr %12, i64 64
  %333 = getelementptr inbounds nuw i8, ptr %12, i64 72
  %334 = load double, ptr %332, align 8
  %335 = load double, ptr %333, align 8
  %336 = select i1 %331, double %334, double 0.000000e+00
  %337 = select i1 %331, double %335, double 0.000000e+00
  %338 = getelementptr inbounds nuw i8, ptr %299, i64 64
  store double %336, ptr %338, align 16, !tbaa !36
  %339 = getelementptr inbounds nuw i8, ptr %299, i64 72
  store double %337, ptr %339, align 8, !tbaa !36
  %340 = icmp sgt i32 %29, 5
  %341 = getelementptr inbounds nuw i8, ptr %12, i64 80
  %342 = getelementptr inbounds nuw i8, ptr %12, i64 88
  %343 = load double, ptr %341, align 8
  %344 = load double, ptr %342, align 8
  %345 = select i1 %340, double %343, double 0.000000e+00
  %346 = select i1 %340, double %344, double 0.000000e+00
  %347 = getelementptr inbounds nuw i8, ptr %299, i64 80
  store double %345, ptr %347, align 16, !tbaa !36
  %348 = getelementptr inbounds nuw i8, ptr %299, i64 88
  store double %346, ptr %348, align 8, !tbaa !36
  %349 = icmp sgt i32 %29, 6
  %350 = getelementptr inbounds nuw i8, ptr %12, i64 96
  %351 = getelementptr inbounds nuw i8, ptr %12, i64 104
  %352 = load double, ptr %350, align 8
  %353 = load double, ptr %351, align 8
  %354 = select i1 %349, double %352, double 0.000000e+00
  %355 = select i1 %349, double %353, double 0.000000e+00
  %356 = getelementptr inbounds nuw i8, ptr %299, i64 96
  store double %354, ptr %356, align 16, !tbaa !36
  %357 = getelementptr inbounds nuw i8, ptr %299, i64 104
  store double %355, ptr %357, align 8, !tbaa !36
  %358 = icmp sgt i32 %29, 7
  %359 = getelementptr inbounds nuw i8, ptr %12, i64 112
  %360 = getelementptr inbounds nuw i8, ptr %12, i64 120
  %361 = load double, ptr %359, align 8
  %362 = load double, ptr %360, align 8
  %363 = select i1 %358, double %361, double 0.000000e+00
  %364 = select i1 %358, double %362, double 0.000000e+00
  %365 = getelementptr inbounds nuw i8, ptr %299, i64 112
  store double %363, ptr %365, align 16, !tbaa !36
  %366 = getelementptr inbounds nuw i8, ptr %299, i64 120
  store double %364, ptr %366, align 8, !tbaa !36
  %367 = icmp sgt i32 %29, 8
  %368 = getelementptr inbounds nuw i8, ptr %12, i64 128
  %369 = getelementptr inbounds nuw i8, ptr %12, i64 136
  %370 = load double, ptr %368, align 8
  %371 = load double, ptr %369, align 8
  %372 = select i1 %367, double %370, double 0.000000e+00
  %373 = select i1 %367, double %371, double 0.000000e+00
  %374 = getelementptr inbounds nuw i8, ptr %299, i64 128
  store double %372, ptr %374, align 16, !tbaa !36
  %375 = getelementptr inbounds nuw i8, ptr %299, i64 136
  store double %373, ptr %375, align 8, !tbaa !36
  %376 = icmp sgt i32 %29, 9
  %377 = getelementptr inbounds nuw i8, ptr %12, i64 144
  %378 = getelementptr inbounds nuw i8, ptr %12, i64 152
  %379 = load double, ptr %377, align 8
  %380 = load double, ptr %378, align 8
  %381 = select i1 %376, double %379, double 0.000000e+00
  %382 = select i1 %376, double %380, double 0.000000e+00
  %383 = getelementptr inbounds nuw i8, ptr %299, i64 144
  store double %381, ptr %383, align 16, !tbaa !36
  %384 = getelementptr inbounds nuw i8, ptr %299, i64 152
  store double %382, ptr %384, align 8, !tbaa !36
  %385 = icmp sgt i32 %29, 10
  %386 = getelementptr inbounds nuw i8, ptr %12, i64 160
  %387 = getelementptr inbounds nuw i8, ptr %12, i64 168
  %388 = load double, ptr %386, align 8
  %389 = load double, ptr %387, align 8
  %390 = select i1 %385, double %388, double 0.000000e+00
  %391 = select i1 %385, double %389, double 0.000000e+00
  %392 = getelementptr inbounds nuw i8, ptr %299, i64 160
  store double %390, ptr %392, align 16, !tbaa !36
  %393 = getelementptr inbounds nuw i8, ptr %299, i64 168
  store double %391, ptr %393, align 8, !tbaa !36
  %394 = icmp sgt i32 %29, 11
  %395 = getelementptr inbounds nuw i8, ptr %12, i64 176
  %396 = getelementptr inbounds nuw i8, ptr %12, i64 184
  %397 = load double, ptr %395, align 8
  %398 = load double, ptr %396, align 8
  %399 = select i1 %394, double %397, double 0.000000e+00
  %400 = select i1 %394, double %398, double 0.000000e+00
  %401 = getelementptr inbounds nuw i8, ptr %299, i64 176
  store double %399, ptr %401, align 16, !tbaa !36
  %402 = getelementptr inbounds nuw i8, ptr %299, i64 184
  store double %400, ptr %402, align 8, !tbaa !36
  %403 = icmp sgt i32 %29, 12
  %404 = getelementptr inbounds nuw i8, ptr %12, i64 192
  %405 = getelementptr inbounds nuw i8, ptr %12, i64 200
  %406 = load double, ptr %404, align 8
  %407 = load double, ptr %405, align 8
  %408 = select i1 %403, double %406, double 0.000000e+00
  %409 = select i1 %403, double %407, double 0.000000e+00
  %410 = getelementptr inbounds nuw i8, ptr %299, i64 192
  store double %408, ptr %410, align 16, !tbaa !36
  %411 = getelementptr inbounds nuw i8, ptr %299, i64 200
  store double %409, ptr %411, align 8, !tbaa !36
  %412 = icmp sgt i32 %29, 13
  %413 = getelementptr inbounds nuw i8, ptr %12, i64 208
  %414 = getelementptr inbounds nuw i8, ptr %12, i64 216
  %415 = load double, ptr %413, align 8
  %416 = load double, ptr %414, align 8
  %417 = select i1 %412, double %415, double 0.000000e+00
  %418 = select i1 %412, double %416, double 0.000000e+00
  %419 = getelementptr inbounds nuw i8, ptr %299, i64 208
  store double %417, ptr %419, align 16, !tbaa !36
  %420 = getelementptr inbounds nuw i8, ptr %299, i64 216
  store double %418, ptr %420, align 8, !tbaa !36
  %421 = icmp sgt i32 %29, 14
  %422 = getelementptr inbounds nuw i8, ptr %12, i64 224
  %423 = getelementptr inbounds nuw i8, ptr %12, i64 232
  %424 = load double, ptr %422, align 8
  %425 = load double, ptr %423, align 8
  %426 = select i1 %421, double %424, double 0.000000e+00
  %427 = select i1 %421, double %425, double 0.000000e+00
  %428 = getelementptr inbounds nuw i8, ptr %299, i64 224
  store double %426, ptr %428, align 16, !tbaa !36
  %429 = getelementptr inbounds nuw i8, ptr %299, i64 232
  store double %427, ptr %429, align 8, !tbaa !36
  %430 = icmp sgt i32 %29, 15
  %431 = getelementptr inbounds nuw i8, ptr %12, i64 240
  %432 = getelementptr inbounds nuw i8, ptr %12, i64 248
  %433 = load double, ptr %431, align 8
  %434 = load double, ptr %432, align 8
  %435 = select i1 %430, double %433, double 0.000000e+00
  %436 = select i1 %430, double %434, double 0.000000e+00
  %437 = getelementptr inbounds nuw i8, ptr %299, i64 240
  store double %435, ptr %437, align 16, !tbaa !36
  %438 = getelementptr inbounds nuw i8, ptr %299, i64 248
  store double %436, ptr %438, align 8, !tbaa !36
  %439 = icmp ne i32 %641, %31
  %440 = zext i1 %439 to i32
  %441 = shl i32 %445, 8
  %442 = or disjoint i32 %441, %440
  %443 = getelementptr inbounds i32, ptr %3, i64 %27
  store i32 %442, ptr %443, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11
  br label %644

444:                                              ; preds = %640
  %445 = add nuw nsw i32 %295, 1
  %446 = icmp samesign ult i32 %445, %199
  %447 = icmp slt i32 %641, %31
  %448 = select i1 %446, i1 %447, i1 false
  br i1 %448, label %294, label %297, !llvm.loop !45

449:                                              ; preds = %294, %640
  %450 = phi i32 [ %296, %294 ], [ %641, %640 ]
  %451 = phi i32 [ 0, %294 ], [ %642, %640 ]
  %452 = zext nneg i32 %451 to i64
  %453 = getelementptr inbounds nuw i8, ptr %13, i64 %452
  %454 = load i8, ptr %453, align 1, !tbaa !39, !range !46, !noundef !47
  %455 = trunc nuw i8 %454 to i1
  br i1 %455, label %640, label %456

456:                                              ; preds = %449
  %457 = load double, ptr %200, align 8, !tbaa !36
  %458 = load double, ptr %201, align 8, !tbaa !36
  %459 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %452
  %460 = load double, ptr %459, align 8, !tbaa !36
  %461 = getelementptr inbounds nuw i8, ptr %459, i64 8
  %462 = load double, ptr %461, align 8, !tbaa !36
  br i1 %211, label %482, label %463

463:                                              ; preds = %456
  %464 = fmul contract double %460, 0.000000e+00
  %465 = fmul contract double %462, 0.000000e+00
  %466 = fsub contract double %464, %465
  %467 = fmul contract double %462, 0.000000e+00
  %468 = fmul contract double %460, 0.000000e+00
  %469 = fadd contract double %468, %467
  %470 = fadd contract double %457, %466
  %471 = fadd contract double %458, %469
  %472 = fmul contract double %457, %460
  %473 = fmul contract double %458, %462
  %474 = fsub contract double %472, %473
  %475 = fmul contract double %457, %462
  %476 = fmul contract double %458, %460
  %477 = fadd contract double %476, %475
  %478 = load double, ptr %214, align 8, !tbaa !36
  %479 = load double, ptr %215, align 8, !tbaa !36
  %480 = fadd contract double %478, %474
  %481 = fadd contract double %477, %479
  br label %482

482:                                              ; preds = %463, %456
  %483 = phi double [ 0.000000e+00, %456 ], [ %470, %463 ]
  %484 = phi double [ 0.000000e+00, %456 ], [ %471, %463 ]
  %485 = phi double [ %458, %456 ], [ %481, %463 ]
  %486 = phi double [ %457, %456 ], [ %480, %463 ]
  %487 = phi i32 [ %31, %456 ], [ %212, %463 ]
  %488 = phi double [ poison, %456 ], [ %470, %463 ]
  %489 = phi double [ poison, %456 ], [ %471, %463 ]
  %490 = phi double [ poison, %456 ], [ %480, %463 ]
  %491 = phi double [ poison, %456 ], [ %481, %463 ]
  br i1 %216, label %492, label %498

492:                                              ; preds = %498, %482
  %493 = phi double [ %488, %482 ], [ %533, %498 ]
  %494 = phi double [ %489, %482 ], [ %534, %498 ]
  %495 = phi double [ %490, %482 ], [ %546, %498 ]
  %496 = phi double [ %491, %482 ], [ %547, %498 ]
  store double %495, ptr %14, align 8, !tbaa !36
  store double %496, ptr %202, align 8, !tbaa !36
  store double %493, ptr %15, align 8, !tbaa !36
  store double %494, ptr %203, align 8, !tbaa !36
  %497 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %14, ptr noundef nonnull byval(%struct.cd) align 8 %15) #11
  br i1 %218, label %550, label %595

498:                                              ; preds = %482, %498
  %499 = phi double [ %533, %498 ], [ %483, %482 ]
  %500 = phi double [ %534, %498 ], [ %484, %482 ]
  %501 = phi double [ %547, %498 ], [ %485, %482 ]
  %502 = phi double [ %546, %498 ], [ %486, %482 ]
  %503 = phi i32 [ %526, %498 ], [ %487, %482 ]
  %504 = add nsw i32 %503, -1
  %505 = fmul contract double %499, %460
  %506 = fmul contract double %500, %462
  %507 = fsub contract double %505, %506
  %508 = fmul contract double %499, %462
  %509 = fmul contract double %500, %460
  %510 = fadd contract double %509, %508
  %511 = fadd contract double %502, %507
  %512 = fadd contract double %501, %510
  %513 = fmul contract double %502, %460
  %514 = fmul contract double %501, %462
  %515 = fsub contract double %513, %514
  %516 = fmul contract double %502, %462
  %517 = fmul contract double %501, %460
  %518 = fadd contract double %517, %516
  %519 = zext nneg i32 %504 to i64
  %520 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %519
  %521 = load double, ptr %520, align 8, !tbaa !36
  %522 = getelementptr inbounds nuw i8, ptr %520, i64 8
  %523 = load double, ptr %522, align 8, !tbaa !36
  %524 = fadd contract double %521, %515
  %525 = fadd contract double %518, %523
  %526 = add nsw i32 %503, -2
  %527 = fmul contract double %511, %460
  %528 = fmul contract double %512, %462
  %529 = fsub contract double %527, %528
  %530 = fmul contract double %511, %462
  %531 = fmul contract double %512, %460
  %532 = fadd contract double %531, %530
  %533 = fadd contract double %524, %529
  %534 = fadd contract double %525, %532
  %535 = fmul contract double %524, %460
  %536 = fmul contract double %525, %462
  %537 = fsub contract double %535, %536
  %538 = fmul contract double %524, %462
  %539 = fmul contract double %525, %460
  %540 = fadd contract double %539, %538
  %541 = zext nneg i32 %526 to i64
  %542 = getelementptr inbounds nuw %struct.cd, ptr %8, i64 %541
  %543 = load double, ptr %542, align 8, !tbaa !36
  %544 = getelementptr inbounds nuw i8, ptr %542, i64 8
  %545 = load double, ptr %544, align 8, !tbaa !36
  %546 = fadd contract double %543, %537
  %547 = fadd contract double %540, %545
  %548 = icmp sgt i32 %503, 2
  br i1 %548, label %498, label %492, !llvm.loop !48

549:                                              ; preds = %632
  br i1 %220, label %568, label %550

550:                                              ; preds = %549, %492
  %551 = phi i32 [ 0, %492 ], [ %635, %549 ]
  %552 = phi double [ 0.000000e+00, %492 ], [ %634, %549 ]
  %553 = phi double [ 0.000000e+00, %492 ], [ %633, %549 ]
  tail call void @llvm.assume(i1 %221)
  %554 = icmp eq i32 %551, %451
  br i1 %554, label %568, label %555

555:                                              ; preds = %550
  store double 1.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %204, align 8
  %556 = zext nneg i32 %551 to i64
  %557 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %556
  %558 = load double, ptr %557, align 8, !tbaa !36
  %559 = getelementptr inbounds nuw i8, ptr %557, i64 8
  %560 = load double, ptr %559, align 8, !tbaa !36
  %561 = fsub contract double %460, %558
  %562 = fsub contract double %462, %560
  store double %561, ptr %17, align 8
  store double %562, ptr %205, align 8
  %563 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %16, ptr noundef nonnull byval(%struct.cd) align 8 %17) #11
  %564 = extractvalue %struct.cd %563, 0
  %565 = extractvalue %struct.cd %563, 1
  %566 = fadd contract double %552, %564
  %567 = fadd contract double %553, %565
  br label %568

568:                                              ; preds = %550, %555, %549
  %569 = phi double [ %633, %549 ], [ %567, %555 ], [ %553, %550 ]
  %570 = phi double [ %634, %549 ], [ %566, %555 ], [ %552, %550 ]
  %571 = extractvalue %struct.cd %497, 0
  %572 = extractvalue %struct.cd %497, 1
  store double %571, ptr %18, align 8, !tbaa !36
  store double %572, ptr %206, align 8, !tbaa !36
  %573 = fmul contract double %571, %570
  %574 = fmul contract double %572, %569
  %575 = fmul contract double %571, %569
  %576 = fmul contract double %572, %570
  %577 = fadd contract double %575, %576
  %578 = fsub contract double %574, %573
  %579 = fadd contract double %578, 1.000000e+00
  %580 = fsub contract double 0.000000e+00, %577
  store double %579, ptr %19, align 8
  store double %580, ptr %207, align 8
  %581 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %18, ptr noundef nonnull byval(%struct.cd) align 8 %19) #11
  %582 = extractvalue %struct.cd %581, 0
  %583 = extractvalue %struct.cd %581, 1
  %584 = fsub contract double %460, %582
  %585 = fsub contract double %462, %583
  store double %584, ptr %459, align 8, !tbaa !36
  store double %585, ptr %461, align 8, !tbaa !36
  %586 = fmul contract double %582, %582
  %587 = fmul contract double %583, %583
  %588 = fadd contract double %586, %587
  %589 = fmul contract double %584, %584
  %590 = fmul contract double %585, %585
  %591 = fadd contract double %589, %590
  %592 = tail call noundef double @llvm.maxnum.f64(double %591, double 1.000000e+00)
  %593 = fmul contract double %208, %592
  %594 = fcmp contract ugt double %588, %593
  br i1 %594, label %640, label %638

595:                                              ; preds = %492, %632
  %596 = phi i32 [ %635, %632 ], [ 0, %492 ]
  %597 = phi double [ %634, %632 ], [ 0.000000e+00, %492 ]
  %598 = phi double [ %633, %632 ], [ 0.000000e+00, %492 ]
  %599 = phi i32 [ %636, %632 ], [ 0, %492 ]
  %600 = icmp eq i32 %596, %451
  br i1 %600, label %614, label %601

601:                                              ; preds = %595
  store double 1.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %204, align 8
  %602 = zext nneg i32 %596 to i64
  %603 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %602
  %604 = load double, ptr %603, align 8, !tbaa !36
  %605 = getelementptr inbounds nuw i8, ptr %603, i64 8
  %606 = load double, ptr %605, align 8, !tbaa !36
  %607 = fsub contract double %460, %604
  %608 = fsub contract double %462, %606
  store double %607, ptr %17, align 8
  store double %608, ptr %205, align 8
  %609 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %16, ptr noundef nonnull byval(%struct.cd) align 8 %17) #11
  %610 = extractvalue %struct.cd %609, 0
  %611 = extractvalue %struct.cd %609, 1
  %612 = fadd contract double %597, %610
  %613 = fadd contract double %598, %611
  br label %614

614:                                              ; preds = %595, %601
  %615 = phi double [ %613, %601 ], [ %598, %595 ]
  %616 = phi double [ %612, %601 ], [ %597, %595 ]
  %617 = or disjoint i32 %596, 1
  %618 = icmp eq i32 %617, %451
  br i1 %618, label %632, label %619

619:                                              ; preds = %614
  store double 1.000000e+00, ptr %16, align 8
  store double 0.000000e+00, ptr %204, align 8
  %620 = zext nneg i32 %617 to i64
  %621 = getelementptr inbounds nuw %struct.cd, ptr %12, i64 %620
  %622 = load double, ptr %621, align 8, !tbaa !36
  %623 = getelementptr inbounds nuw i8, ptr %621, i64 8
  %624 = load double, ptr %623, align 8, !tbaa !36
  %625 = fsub contract double %460, %622
  %626 = fsub contract double %462, %624
  store double %625, ptr %17, align 8
  store double %626, ptr %205, align 8
  %627 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %16, ptr noundef nonnull byval(%struct.cd) align 8 %17) #11
  %628 = extractvalue %struct.cd %627, 0
  %629 = extractvalue %struct.cd %627, 1
  %630 = fadd contract double %616, %628
  %631 = fadd contract double %615, %629
  br label %632

632:                                              ; preds = %619, %614
  %633 = phi double [ %631, %619 ], [ %615, %614 ]
  %634 = phi double [ %630, %619 ], [ %616, %614 ]
  %635 = add nuw nsw i32 %596, 2
  %636 = add i32 %599, 2
  %637 = icmp eq i32 %636, %219
  br i1 %637, label %549, label %595, !llvm.loop !49

638:                                              ; preds = %568
  %639 = add nsw i32 %450, 1
  store i8 1, ptr %453, align 1, !tbaa !39
  br label %640

640:                                              ; preds = %568, %638, %449
  %641 = phi i32 [ %450, %449 ], [ %639, %638 ], [ %450, %568 ]
  %642 = add nuw nsw i32 %451, 1
  %643 = icmp eq i32 %642, %31
  br i1 %643, label %444, label %449, !llvm.loop !50

644:                                              ; preds = %7, %297
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef byval(%struct.cd) align 8 %0, ptr noundef byval(%struct.cd) align 8 %1) local_unnamed_addr #3 comdat {
  %3 = load double, ptr %1, align 8, !tbaa !42
  %4 = tail call noundef double @llvm.nvvm.fabs.f64(double %3)
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !44
  %7 = tail call noundef double @llvm.nvvm.fabs.f64(double %6)
  %8 = fcmp contract oeq double %4, 0.000000e+00
  %9 = fcmp contract oeq double %7, 0.000000e+00
  %10 = and i1 %8, %9
  br i1 %10, label %38, label %11

11:                                               ; preds = %2
  %12 = fcmp contract ult double %4, %7
  %13 = load double, ptr %0, align 8, !tbaa !42
  br i1 %12, label %26, label %14

14:                                               ; preds = %11
  %15 = fdiv contract double %6, %3
  %16 = fmul contract double %6, %15
  %17 = fadd contract double %3, %16
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !44
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
  %32 = load double, ptr %31, align 8, !tbaa !44
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
  br i1 %13, label %14, label %346

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 1)
  %19 = tail call i32 @llvm.umin.i32(i32 %18, i32 16)
  %20 = mul nsw i64 %15, 272
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 %20
  %22 = shl nsw i64 %15, 8
  %23 = getelementptr inbounds nuw i8, ptr %2, i64 %22
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #11
  %24 = zext nneg i32 %19 to i64
  %25 = getelementptr inbounds nuw %struct.double2.1, ptr %21, i64 %24
  %26 = load double, ptr %25, align 16, !tbaa !32
  %27 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %28 = load double, ptr %27, align 8, !tbaa !35
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %30 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %31 = add nsw i32 %19, -1
  %32 = and i32 %19, 1
  %33 = icmp eq i32 %32, 0
  %34 = add nsw i32 %19, -1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds nuw %struct.double2.1, ptr %21, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %38 = icmp eq i32 %31, 0
  br label %83

39:                                               ; preds = %90
  %40 = icmp sgt i32 %17, 1
  br i1 %40, label %41, label %78

41:                                               ; preds = %39
  %42 = and i32 %31, 1
  %43 = icmp eq i32 %17, 2
  br i1 %43, label %48, label %44

44:                                               ; preds = %41
  %45 = and i32 %31, -2
  br label %197

46:                                               ; preds = %250
  %47 = icmp eq i32 %42, 0
  br i1 %47, label %78, label %48

48:                                               ; preds = %46, %41
  %49 = phi i32 [ 1, %41 ], [ %255, %46 ]
  %50 = icmp ne i32 %42, 0
  tail call void @llvm.assume(i1 %50)
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !36
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !36
  br label %56

56:                                               ; preds = %69, %48
  %57 = phi i32 [ %49, %48 ], [ %58, %69 ]
  %58 = add nsw i32 %57, -1
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !42
  %62 = fcmp contract ogt double %61, %53
  br i1 %62, label %69, label %63

63:                                               ; preds = %56
  %64 = fcmp contract oeq double %61, %53
  br i1 %64, label %65, label %73

65:                                               ; preds = %63
  %66 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %67 = load double, ptr %66, align 8, !tbaa !44
  %68 = fcmp contract ogt double %67, %55
  br i1 %68, label %69, label %73

69:                                               ; preds = %65, %56
  %70 = zext nneg i32 %57 to i64
  %71 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %70
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %71, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false), !tbaa.struct !51
  %72 = icmp sgt i32 %57, 1
  br i1 %72, label %56, label %73, !llvm.loop !52

73:                                               ; preds = %69, %65, %63
  %74 = phi i32 [ 0, %69 ], [ %57, %63 ], [ %57, %65 ]
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds %struct.cd, ptr %5, i64 %75
  store double %53, ptr %76, align 8, !tbaa !36
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 8
  store double %55, ptr %77, align 8, !tbaa !36
  br label %78

78:                                               ; preds = %73, %46, %39
  %79 = and i32 %19, 7
  %80 = icmp slt i32 %17, 8
  br i1 %80, label %260, label %81

81:                                               ; preds = %78
  %82 = and i32 %19, 24
  br label %277

83:                                               ; preds = %14, %90
  %84 = phi i32 [ 0, %14 ], [ %93, %90 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %85
  %87 = load double, ptr %86, align 16, !tbaa !32
  %88 = getelementptr inbounds nuw i8, ptr %86, i64 8
  %89 = load double, ptr %88, align 8, !tbaa !35
  br label %95

90:                                               ; preds = %194
  %91 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %85
  store double %195, ptr %91, align 8, !tbaa !36
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 8
  store double %196, ptr %92, align 8, !tbaa !36
  %93 = add nuw nsw i32 %84, 1
  %94 = icmp eq i32 %93, %19
  br i1 %94, label %39, label %83, !llvm.loop !53

95:                                               ; preds = %83, %194
  %96 = phi double [ %89, %83 ], [ %196, %194 ]
  %97 = phi double [ %87, %83 ], [ %195, %194 ]
  %98 = phi i1 [ true, %83 ], [ false, %194 ]
  br i1 %33, label %118, label %99

99:                                               ; preds = %95
  %100 = fmul contract double %97, 0.000000e+00
  %101 = fmul contract double %96, 0.000000e+00
  %102 = fsub contract double %100, %101
  %103 = fmul contract double %96, 0.000000e+00
  %104 = fmul contract double %97, 0.000000e+00
  %105 = fadd contract double %103, %104
  %106 = fadd contract double %26, %102
  %107 = fadd contract double %28, %105
  %108 = fmul contract double %97, %26
  %109 = fmul contract double %96, %28
  %110 = fsub contract double %108, %109
  %111 = fmul contract double %96, %26
  %112 = fmul contract double %97, %28
  %113 = fadd contract double %111, %112
  %114 = load double, ptr %36, align 16, !tbaa !32
  %115 = load double, ptr %37, align 8, !tbaa !35
  %116 = fadd contract double %110, %114
  %117 = fadd contract double %113, %115
  br label %118

118:                                              ; preds = %99, %95
  %119 = phi double [ 0.000000e+00, %95 ], [ %106, %99 ]
  %120 = phi double [ 0.000000e+00, %95 ], [ %107, %99 ]
  %121 = phi double [ %28, %95 ], [ %117, %99 ]
  %122 = phi double [ %26, %95 ], [ %116, %99 ]
  %123 = phi i32 [ %19, %95 ], [ %34, %99 ]
  %124 = phi double [ poison, %95 ], [ %106, %99 ]
  %125 = phi double [ poison, %95 ], [ %107, %99 ]
  %126 = phi double [ poison, %95 ], [ %116, %99 ]
  %127 = phi double [ poison, %95 ], [ %117, %99 ]
  br i1 %38, label %128, label %137

128:                                              ; preds = %137, %118
  %129 = phi double [ %124, %118 ], [ %172, %137 ]
  %130 = phi double [ %125, %118 ], [ %173, %137 ]
  %131 = phi double [ %126, %118 ], [ %185, %137 ]
  %132 = phi double [ %127, %118 ], [ %186, %137 ]
  %133 = fmul contract double %129, %129
  %134 = fmul contract double %130, %130
  %135 = fadd contract double %133, %134
  %136 = fcmp contract ogt double %135, 0x5CD0B15A491EB84
  br i1 %136, label %188, label %194

137:                                              ; preds = %118, %137
  %138 = phi double [ %172, %137 ], [ %119, %118 ]
  %139 = phi double [ %173, %137 ], [ %120, %118 ]
  %140 = phi double [ %186, %137 ], [ %121, %118 ]
  %141 = phi double [ %185, %137 ], [ %122, %118 ]
  %142 = phi i32 [ %165, %137 ], [ %123, %118 ]
  %143 = add nsw i32 %142, -1
  %144 = fmul contract double %97, %138
  %145 = fmul contract double %96, %139
  %146 = fsub contract double %144, %145
  %147 = fmul contract double %96, %138
  %148 = fmul contract double %97, %139
  %149 = fadd contract double %147, %148
  %150 = fadd contract double %141, %146
  %151 = fadd contract double %140, %149
  %152 = fmul contract double %97, %141
  %153 = fmul contract double %96, %140
  %154 = fsub contract double %152, %153
  %155 = fmul contract double %96, %141
  %156 = fmul contract double %97, %140
  %157 = fadd contract double %155, %156
  %158 = zext nneg i32 %143 to i64
  %159 = getelementptr inbounds nuw %struct.double2.1, ptr %21, i64 %158
  %160 = load double, ptr %159, align 16, !tbaa !32
  %161 = getelementptr inbounds nuw i8, ptr %159, i64 8
  %162 = load double, ptr %161, align 8, !tbaa !35
  %163 = fadd contract double %154, %160
  %164 = fadd contract double %157, %162
  %165 = add nsw i32 %142, -2
  %166 = fmul contract double %97, %150
  %167 = fmul contract double %96, %151
  %168 = fsub contract double %166, %167
  %169 = fmul contract double %96, %150
  %170 = fmul contract double %97, %151
  %171 = fadd contract double %169, %170
  %172 = fadd contract double %163, %168
  %173 = fadd contract double %164, %171
  %174 = fmul contract double %97, %163
  %175 = fmul contract double %96, %164
  %176 = fsub contract double %174, %175
  %177 = fmul contract double %96, %163
  %178 = fmul contract double %97, %164
  %179 = fadd contract double %177, %178
  %180 = zext nneg i32 %165 to i64
  %181 = getelementptr inbounds nuw %struct.double2.1, ptr %21, i64 %180
  %182 = load double, ptr %181, align 16, !tbaa !32
  %183 = getelementptr inbounds nuw i8, ptr %181, i64 8
  %184 = load double, ptr %183, align 8, !tbaa !35
  %185 = fadd contract double %176, %182
  %186 = fadd contract double %179, %184
  %187 = icmp sgt i32 %142, 2
  br i1 %187, label %137, label %128, !llvm.loop !54

188:                                              ; preds = %128
  store double %131, ptr %6, align 8, !tbaa !36
  store double %132, ptr %29, align 8, !tbaa !36
  store double %129, ptr %7, align 8, !tbaa !36
  store double %130, ptr %30, align 8, !tbaa !36
  %189 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %6, ptr noundef nonnull byval(%struct.cd) align 8 %7) #11
  %190 = extractvalue %struct.cd %189, 0
  %191 = extractvalue %struct.cd %189, 1
  %192 = fsub contract double %97, %190
  %193 = fsub contract double %96, %191
  br label %194

194:                                              ; preds = %188, %128
  %195 = phi double [ %192, %188 ], [ %97, %128 ]
  %196 = phi double [ %193, %188 ], [ %96, %128 ]
  br i1 %98, label %95, label %90, !llvm.loop !55

197:                                              ; preds = %250, %44
  %198 = phi i32 [ 1, %44 ], [ %255, %250 ]
  %199 = phi i32 [ 0, %44 ], [ %256, %250 ]
  %200 = zext nneg i32 %198 to i64
  %201 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %200
  %202 = load double, ptr %201, align 8, !tbaa !36
  %203 = getelementptr inbounds nuw i8, ptr %201, i64 8
  %204 = load double, ptr %203, align 8, !tbaa !36
  br label %205

205:                                              ; preds = %197, %218
  %206 = phi i32 [ %198, %197 ], [ %207, %218 ]
  %207 = add nsw i32 %206, -1
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %208
  %210 = load double, ptr %209, align 8, !tbaa !42
  %211 = fcmp contract ogt double %210, %202
  br i1 %211, label %218, label %212

212:                                              ; preds = %205
  %213 = fcmp contract oeq double %210, %202
  br i1 %213, label %214, label %222

214:                                              ; preds = %212
  %215 = getelementptr inbounds nuw i8, ptr %209, i64 8
  %216 = load double, ptr %215, align 8, !tbaa !44
  %217 = fcmp contract ogt double %216, %204
  br i1 %217, label %218, label %222

218:                                              ; preds = %205, %214
  %219 = zext nneg i32 %206 to i64
  %220 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %219
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %220, ptr noundef nonnull align 8 dereferenceable(16) %209, i64 16, i1 false), !tbaa.struct !51
  %221 = icmp sgt i32 %206, 1
  br i1 %221, label %205, label %222, !llvm.loop !52

222:                                              ; preds = %218, %212, %214
  %223 = phi i32 [ 0, %218 ], [ %206, %212 ], [ %206, %214 ]
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds %struct.cd, ptr %5, i64 %224
  store double %202, ptr %225, align 8, !tbaa !36
  %226 = getelementptr inbounds nuw i8, ptr %225, i64 8
  store double %204, ptr %226, align 8, !tbaa !36
  %227 = add nuw nsw i32 %198, 1
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %228
  %230 = load double, ptr %229, align 8, !tbaa !36
  %231 = getelementptr inbounds nuw i8, ptr %229, i64 8
  %232 = load double, ptr %231, align 8, !tbaa !36
  br label %233

233:                                              ; preds = %246, %222
  %234 = phi i32 [ %227, %222 ], [ %235, %246 ]
  %235 = add nsw i32 %234, -1
  %236 = zext nneg i32 %235 to i64
  %237 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %236
  %238 = load double, ptr %237, align 8, !tbaa !42
  %239 = fcmp contract ogt double %238, %230
  br i1 %239, label %246, label %240

240:                                              ; preds = %233
  %241 = fcmp contract oeq double %238, %230
  br i1 %241, label %242, label %250

242:                                              ; preds = %240
  %243 = getelementptr inbounds nuw i8, ptr %237, i64 8
  %244 = load double, ptr %243, align 8, !tbaa !44
  %245 = fcmp contract ogt double %244, %232
  br i1 %245, label %246, label %250

246:                                              ; preds = %242, %233
  %247 = zext nneg i32 %234 to i64
  %248 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %248, ptr noundef nonnull align 8 dereferenceable(16) %237, i64 16, i1 false), !tbaa.struct !51
  %249 = icmp sgt i32 %234, 1
  br i1 %249, label %233, label %250, !llvm.loop !52

250:                                              ; preds = %246, %242, %240
  %251 = phi i32 [ 0, %246 ], [ %234, %240 ], [ %234, %242 ]
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds %struct.cd, ptr %5, i64 %252
  store double %230, ptr %253, align 8, !tbaa !36
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 8
  store double %232, ptr %254, align 8, !tbaa !36
  %255 = add nuw nsw i32 %198, 2
  %256 = add i32 %199, 2
  %257 = icmp eq i32 %256, %45
  br i1 %257, label %46, label %197, !llvm.loop !56

258:                                              ; preds = %277
  %259 = icmp eq i32 %79, 0
  br i1 %259, label %276, label %260

260:                                              ; preds = %258, %78
  %261 = phi i32 [ 0, %78 ], [ %343, %258 ]
  %262 = icmp ne i32 %79, 0
  tail call void @llvm.assume(i1 %262)
  br label %263

263:                                              ; preds = %263, %260
  %264 = phi i32 [ %273, %263 ], [ %261, %260 ]
  %265 = phi i32 [ %274, %263 ], [ 0, %260 ]
  %266 = zext nneg i32 %264 to i64
  %267 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %266
  %268 = load double, ptr %267, align 8, !tbaa !42
  %269 = getelementptr inbounds nuw i8, ptr %267, i64 8
  %270 = load double, ptr %269, align 8, !tbaa !44
  %271 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %266
  store double %268, ptr %271, align 16, !tbaa !36
  %272 = getelementptr inbounds nuw i8, ptr %271, i64 8
  store double %270, ptr %272, align 8, !tbaa !36
  %273 = add nuw nsw i32 %264, 1
  %274 = add i32 %265, 1
  %275 = icmp eq i32 %274, %79
  br i1 %275, label %276, label %263, !llvm.loop !57

276:                                              ; preds = %263, %258
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #11
  br label %346

277:                                              ; preds = %277, %81
  %278 = phi i32 [ 0, %81 ], [ %343, %277 ]
  %279 = phi i32 [ 0, %81 ], [ %344, %277 ]
  %280 = zext nneg i32 %278 to i64
  %281 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %280
  %282 = load double, ptr %281, align 8, !tbaa !42
  %283 = getelementptr inbounds nuw i8, ptr %281, i64 8
  %284 = load double, ptr %283, align 8, !tbaa !44
  %285 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %280
  store double %282, ptr %285, align 16, !tbaa !36
  %286 = getelementptr inbounds nuw i8, ptr %285, i64 8
  store double %284, ptr %286, align 8, !tbaa !36
  %287 = or disjoint i32 %278, 1
  %288 = zext nneg i32 %287 to i64
  %289 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %288
  %290 = load double, ptr %289, align 8, !tbaa !42
  %291 = getelementptr inbounds nuw i8, ptr %289, i64 8
  %292 = load double, ptr %291, align 8, !tbaa !44
  %293 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %288
  store double %290, ptr %293, align 16, !tbaa !36
  %294 = getelementptr inbounds nuw i8, ptr %293, i64 8
  store double %292, ptr %294, align 8, !tbaa !36
  %295 = or disjoint i32 %278, 2
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %296
  %298 = load double, ptr %297, align 8, !tbaa !42
  %299 = getelementptr inbounds nuw i8, ptr %297, i64 8
  %300 = load double, ptr %299, align 8, !tbaa !44
  %301 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %296
  store double %298, ptr %301, align 16, !tbaa !36
  %302 = getelementptr inbounds nuw i8, ptr %301, i64 8
  store double %300, ptr %302, align 8, !tbaa !36
  %303 = or disjoint i32 %278, 3
  %304 = zext nneg i32 %303 to i64
  %305 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %304
  %306 = load double, ptr %305, align 8, !tbaa !42
  %307 = getelementptr inbounds nuw i8, ptr %305, i64 8
  %308 = load double, ptr %307, align 8, !tbaa !44
  %309 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %304
  store double %306, ptr %309, align 16, !tbaa !36
  %310 = getelementptr inbounds nuw i8, ptr %309, i64 8
  store double %308, ptr %310, align 8, !tbaa !36
  %311 = or disjoint i32 %278, 4
  %312 = zext nneg i32 %311 to i64
  %313 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %312
  %314 = load double, ptr %313, align 8, !tbaa !42
  %315 = getelementptr inbounds nuw i8, ptr %313, i64 8
  %316 = load double, ptr %315, align 8, !tbaa !44
  %317 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %312
  store double %314, ptr %317, align 16, !tbaa !36
  %318 = getelementptr inbounds nuw i8, ptr %317, i64 8
  store double %316, ptr %318, align 8, !tbaa !36
  %319 = or disjoint i32 %278, 5
  %320 = zext nneg i32 %319 to i64
  %321 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %320
  %322 = load double, ptr %321, align 8, !tbaa !42
  %323 = getelementptr inbounds nuw i8, ptr %321, i64 8
  %324 = load double, ptr %323, align 8, !tbaa !44
  %325 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %320
  store double %322, ptr %325, align 16, !tbaa !36
  %326 = getelementptr inbounds nuw i8, ptr %325, i64 8
  store double %324, ptr %326, align 8, !tbaa !36
  %327 = or disjoint i32 %278, 6
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %328
  %330 = load double, ptr %329, align 8, !tbaa !42
  %331 = getelementptr inbounds nuw i8, ptr %329, i64 8
  %332 = load double, ptr %331, align 8, !tbaa !44
  %333 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %328
  store double %330, ptr %333, align 16, !tbaa !36
  %334 = getelementptr inbounds nuw i8, ptr %333, i64 8
  store double %332, ptr %334, align 8, !tbaa !36
  %335 = or disjoint i32 %278, 7
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds nuw %struct.cd, ptr %5, i64 %336
  %338 = load double, ptr %337, align 8, !tbaa !42
  %339 = getelementptr inbounds nuw i8, ptr %337, i64 8
  %340 = load double, ptr %339, align 8, !tbaa !44
  %341 = getelementptr inbounds nuw %struct.double2.1, ptr %23, i64 %336
  store double %338, ptr %341, align 16, !tbaa !36
  %342 = getelementptr inbounds nuw i8, ptr %341, i64 8
  store double %340, ptr %342, align 8, !tbaa !36
  %343 = add nuw nsw i32 %278, 8
  %344 = add i32 %279, 8
  %345 = icmp eq i32 %344, %82
  br i1 %345, label %258, label %277, !llvm.loop !58

346:                                              ; preds = %4, %276
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
  br i1 %14, label %15, label %408

15:                                               ; preds = %5
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %1, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %18, i32 1)
  %20 = tail call i32 @llvm.umin.i32(i32 %19, i32 16)
  %21 = mul nsw i64 %16, 272
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %23 = shl nsw i64 %16, 8
  %24 = getelementptr inbounds nuw i8, ptr %2, i64 %23
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  store double 1.000000e+00, ptr %6, align 8, !tbaa !36
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store double 0.000000e+00, ptr %25, align 8, !tbaa !36
  %26 = and i32 %20, 7
  %27 = icmp slt i32 %18, 8
  br i1 %27, label %61, label %28

28:                                               ; preds = %15
  %29 = and i32 %20, 24
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i32 [ 1, %28 ], [ %56, %30 ]
  %32 = phi i32 [ 0, %28 ], [ %57, %30 ]
  %33 = zext nneg i32 %31 to i64
  %34 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %33
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %34, i8 0, i64 16, i1 false)
  %35 = zext nneg i32 %31 to i64
  %36 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %37, i8 0, i64 16, i1 false)
  %38 = zext nneg i32 %31 to i64
  %39 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %38
  %40 = getelementptr inbounds nuw i8, ptr %39, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, i8 0, i64 16, i1 false)
  %41 = zext nneg i32 %31 to i64
  %42 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 48
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %43, i8 0, i64 16, i1 false)
  %44 = zext nneg i32 %31 to i64
  %45 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %44
  %46 = getelementptr inbounds nuw i8, ptr %45, i64 64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  %47 = zext nneg i32 %31 to i64
  %48 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %47
  %49 = getelementptr inbounds nuw i8, ptr %48, i64 80
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %49, i8 0, i64 16, i1 false)
  %50 = zext nneg i32 %31 to i64
  %51 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 96
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, i8 0, i64 16, i1 false)
  %53 = zext nneg i32 %31 to i64
  %54 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %53
  %55 = getelementptr inbounds nuw i8, ptr %54, i64 112
  %56 = add nuw nsw i32 %31, 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %55, i8 0, i64 16, i1 false)
  %57 = add i32 %32, 8
  %58 = icmp eq i32 %57, %29
  br i1 %58, label %59, label %30, !llvm.loop !59

59:                                               ; preds = %30
  %60 = icmp eq i32 %26, 0
  br i1 %60, label %72, label %61

61:                                               ; preds = %59, %15
  %62 = phi i32 [ 1, %15 ], [ %56, %59 ]
  %63 = icmp ne i32 %26, 0
  tail call void @llvm.assume(i1 %63)
  br label %64

64:                                               ; preds = %64, %61
  %65 = phi i32 [ %69, %64 ], [ %62, %61 ]
  %66 = phi i32 [ %70, %64 ], [ 0, %61 ]
  %67 = zext nneg i32 %65 to i64
  %68 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %67
  %69 = add nuw nsw i32 %65, 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, i8 0, i64 16, i1 false)
  %70 = add i32 %66, 1
  %71 = icmp eq i32 %70, %26
  br i1 %71, label %72, label %64, !llvm.loop !60

72:                                               ; preds = %64, %59
  br label %90

73:                                               ; preds = %130
  %74 = zext nneg i32 %20 to i64
  %75 = getelementptr inbounds nuw %struct.double2.1, ptr %22, i64 %74
  %76 = load double, ptr %75, align 16, !tbaa !32
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !35
  %79 = fmul contract double %76, %76
  %80 = fmul contract double %78, %78
  %81 = fadd contract double %79, %80
  %82 = fcmp contract olt double %81, 1.000000e-300
  %83 = select i1 %82, double 1.000000e+00, double %76
  %84 = select i1 %82, double 0.000000e+00, double %78
  %85 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %86 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %87 = add nuw nsw i32 %20, 1
  %88 = and i32 %87, 1
  %89 = and i32 %87, 62
  br label %215

90:                                               ; preds = %72, %130
  %91 = phi i32 [ %100, %130 ], [ 0, %72 ]
  %92 = phi double [ %137, %130 ], [ 1.000000e+00, %72 ]
  %93 = phi double [ %138, %130 ], [ 0.000000e+00, %72 ]
  %94 = add nuw i32 %91, 1
  %95 = zext nneg i32 %91 to i64
  %96 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %95
  %97 = load double, ptr %96, align 16, !tbaa !32
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 8
  %99 = load double, ptr %98, align 8, !tbaa !35
  %100 = add nuw nsw i32 %91, 1
  %101 = and i32 %94, 3
  %102 = and i32 %91, 3
  %103 = icmp eq i32 %102, 3
  br i1 %103, label %127, label %104

104:                                              ; preds = %90, %104
  %105 = phi i32 [ %124, %104 ], [ %100, %90 ]
  %106 = phi i32 [ %125, %104 ], [ 0, %90 ]
  %107 = zext nneg i32 %105 to i64
  %108 = getelementptr %struct.cd, ptr %6, i64 %107
  %109 = getelementptr i8, ptr %108, i64 -16
  %110 = load double, ptr %109, align 8, !tbaa !36
  %111 = getelementptr i8, ptr %108, i64 -8
  %112 = load double, ptr %111, align 8, !tbaa !36
  %113 = load double, ptr %108, align 8, !tbaa !36
  %114 = getelementptr inbounds nuw i8, ptr %108, i64 8
  %115 = load double, ptr %114, align 8, !tbaa !36
  %116 = fmul contract double %97, %113
  %117 = fmul contract double %99, %115
  %118 = fsub contract double %116, %117
  %119 = fmul contract double %97, %115
  %120 = fmul contract double %99, %113
  %121 = fadd contract double %120, %119
  %122 = fsub contract double %110, %118
  %123 = fsub contract double %112, %121
  store double %122, ptr %108, align 8, !tbaa !36
  store double %123, ptr %114, align 8, !tbaa !36
  %124 = add nsw i32 %105, -1
  %125 = add i32 %106, 1
  %126 = icmp eq i32 %125, %101
  br i1 %126, label %127, label %104, !llvm.loop !61

127:                                              ; preds = %104, %90
  %128 = phi i32 [ %100, %90 ], [ %124, %104 ]
  %129 = icmp samesign ult i32 %91, 3
  br i1 %129, label %130, label %140

130:                                              ; preds = %140, %127
  %131 = fmul contract double %97, %92
  %132 = fmul contract double %99, %93
  %133 = fmul contract double %97, %93
  %134 = fmul contract double %99, %92
  %135 = fadd contract double %134, %133
  %136 = fsub contract double %132, %131
  %137 = fadd contract double %136, 0.000000e+00
  %138 = fsub contract double 0.000000e+00, %135
  store double %137, ptr %6, align 8, !tbaa !36
  store double %138, ptr %25, align 8, !tbaa !36
  %139 = icmp eq i32 %100, %20
  br i1 %139, label %73, label %90, !llvm.loop !62

140:                                              ; preds = %127, %140
  %141 = phi i32 [ %213, %140 ], [ %128, %127 ]
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr %struct.cd, ptr %6, i64 %142
  %144 = getelementptr i8, ptr %143, i64 -16
  %145 = load double, ptr %144, align 8, !tbaa !36
  %146 = getelementptr i8, ptr %143, i64 -8
  %147 = load double, ptr %146, align 8, !tbaa !36
  %148 = load double, ptr %143, align 8, !tbaa !36
  %149 = getelementptr inbounds nuw i8, ptr %143, i64 8
  %150 = load double, ptr %149, align 8, !tbaa !36
  %151 = fmul contract double %97, %148
  %152 = fmul contract double %99, %150
  %153 = fsub contract double %151, %152
  %154 = fmul contract double %97, %150
  %155 = fmul contract double %99, %148
  %156 = fadd contract double %155, %154
  %157 = fsub contract double %145, %153
  %158 = fsub contract double %147, %156
  store double %157, ptr %143, align 8, !tbaa !36
  store double %158, ptr %149, align 8, !tbaa !36
  %159 = sext i32 %141 to i64
  %160 = getelementptr %struct.cd, ptr %6, i64 %159
  %161 = getelementptr i8, ptr %160, i64 -16
  %162 = getelementptr i8, ptr %160, i64 -32
  %163 = load double, ptr %162, align 8, !tbaa !36
  %164 = getelementptr i8, ptr %160, i64 -24
  %165 = load double, ptr %164, align 8, !tbaa !36
  %166 = load double, ptr %161, align 8, !tbaa !36
  %167 = getelementptr i8, ptr %160, i64 -8
  %168 = load double, ptr %167, align 8, !tbaa !36
  %169 = fmul contract double %97, %166
  %170 = fmul contract double %99, %168
  %171 = fsub contract double %169, %170
  %172 = fmul contract double %97, %168
  %173 = fmul contract double %99, %166
  %174 = fadd contract double %173, %172
  %175 = fsub contract double %163, %171
  %176 = fsub contract double %165, %174
  store double %175, ptr %161, align 8, !tbaa !36
  store double %176, ptr %167, align 8, !tbaa !36
  %177 = sext i32 %141 to i64
  %178 = getelementptr %struct.cd, ptr %6, i64 %177
  %179 = getelementptr i8, ptr %178, i64 -32
  %180 = getelementptr i8, ptr %178, i64 -48
  %181 = load double, ptr %180, align 8, !tbaa !36
  %182 = getelementptr i8, ptr %178, i64 -40
  %183 = load double, ptr %182, align 8, !tbaa !36
  %184 = load double, ptr %179, align 8, !tbaa !36
  %185 = getelementptr i8, ptr %178, i64 -24
  %186 = load double, ptr %185, align 8, !tbaa !36
  %187 = fmul contract double %97, %184
  %188 = fmul contract double %99, %186
  %189 = fsub contract double %187, %188
  %190 = fmul contract double %97, %186
  %191 = fmul contract double %99, %184
  %192 = fadd contract double %191, %190
  %193 = fsub contract double %181, %189
  %194 = fsub contract double %183, %192
  store double %193, ptr %179, align 8, !tbaa !36
  store double %194, ptr %185, align 8, !tbaa !36
  %195 = add nsw i32 %141, -3
  %196 = zext nneg i32 %195 to i64
  %197 = getelementptr %struct.cd, ptr %6, i64 %196
  %198 = getelementptr i8, ptr %197, i64 -16
  %199 = load double, ptr %198, align 8, !tbaa !36
  %200 = getelementptr i8, ptr %197, i64 -8
  %201 = load double, ptr %200, align 8, !tbaa !36
  %202 = load double, ptr %197, align 8, !tbaa !36
  %203 = getelementptr inbounds nuw i8, ptr %197, i64 8
  %204 = load double, ptr %203, align 8, !tbaa !36
  %205 = fmul contract double %97, %202
  %206 = fmul contract double %99, %204
  %207 = fsub contract double %205, %206
  %208 = fmul contract double %97, %204
  %209 = fmul contract double %99, %202
  %210 = fadd contract double %209, %208
  %211 = fsub contract double %199, %207
  %212 = fsub contract double %201, %210
  store double %211, ptr %197, align 8, !tbaa !36
  store double %212, ptr %203, align 8, !tbaa !36
  %213 = add nsw i32 %141, -4
  %214 = icmp sgt i32 %141, 4
  br i1 %214, label %140, label %130, !llvm.loop !63

215:                                              ; preds = %215, %73
  %216 = phi i32 [ 0, %73 ], [ %269, %215 ]
  %217 = phi double [ 0.000000e+00, %73 ], [ %268, %215 ]
  %218 = phi double [ 0.000000e+00, %73 ], [ %263, %215 ]
  %219 = phi i32 [ 0, %73 ], [ %270, %215 ]
  %220 = zext nneg i32 %216 to i64
  %221 = getelementptr inbounds nuw %struct.double2.1, ptr %22, i64 %220
  %222 = load double, ptr %221, align 16, !tbaa !32
  %223 = getelementptr inbounds nuw i8, ptr %221, i64 8
  %224 = load double, ptr %223, align 8, !tbaa !35
  store double %222, ptr %7, align 8
  store double %224, ptr %85, align 8
  store double %83, ptr %8, align 8, !tbaa !36
  store double %84, ptr %86, align 8, !tbaa !36
  %225 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %7, ptr noundef nonnull byval(%struct.cd) align 8 %8) #11
  %226 = extractvalue %struct.cd %225, 0
  %227 = extractvalue %struct.cd %225, 1
  %228 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %220
  %229 = load double, ptr %228, align 8, !tbaa !36
  %230 = getelementptr inbounds nuw i8, ptr %228, i64 8
  %231 = load double, ptr %230, align 8, !tbaa !36
  %232 = fsub contract double %226, %229
  %233 = fsub contract double %227, %231
  %234 = fmul contract double %232, %232
  %235 = fmul contract double %233, %233
  %236 = fadd contract double %234, %235
  %237 = tail call noundef double @llvm.sqrt.f64(double %236)
  %238 = tail call noundef double @llvm.maxnum.f64(double %218, double %237)
  %239 = fmul contract double %226, %226
  %240 = fmul contract double %227, %227
  %241 = fadd contract double %239, %240
  %242 = tail call noundef double @llvm.sqrt.f64(double %241)
  %243 = tail call noundef double @llvm.maxnum.f64(double %217, double %242)
  %244 = or disjoint i32 %216, 1
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds nuw %struct.double2.1, ptr %22, i64 %245
  %247 = load double, ptr %246, align 16, !tbaa !32
  %248 = getelementptr inbounds nuw i8, ptr %246, i64 8
  %249 = load double, ptr %248, align 8, !tbaa !35
  store double %247, ptr %7, align 8
  store double %249, ptr %85, align 8
  store double %83, ptr %8, align 8, !tbaa !36
  store double %84, ptr %86, align 8, !tbaa !36
  %250 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %7, ptr noundef nonnull byval(%struct.cd) align 8 %8) #11
  %251 = extractvalue %struct.cd %250, 0
  %252 = extractvalue %struct.cd %250, 1
  %253 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %245
  %254 = load double, ptr %253, align 8, !tbaa !36
  %255 = getelementptr inbounds nuw i8, ptr %253, i64 8
  %256 = load double, ptr %255, align 8, !tbaa !36
  %257 = fsub contract double %251, %254
  %258 = fsub contract double %252, %256
  %259 = fmul contract double %257, %257
  %260 = fmul contract double %258, %258
  %261 = fadd contract double %259, %260
  %262 = tail call noundef double @llvm.sqrt.f64(double %261)
  %263 = tail call noundef double @llvm.maxnum.f64(double %238, double %262)
  %264 = fmul contract double %251, %251
  %265 = fmul contract double %252, %252
  %266 = fadd contract double %264, %265
  %267 = tail call noundef double @llvm.sqrt.f64(double %266)
  %268 = tail call noundef double @llvm.maxnum.f64(double %243, double %267)
  %269 = add nuw nsw i32 %216, 2
  %270 = add i32 %219, 2
  %271 = icmp eq i32 %270, %89
  br i1 %271, label %272, label %215, !llvm.loop !64

272:                                              ; preds = %215
  %273 = icmp eq i32 %88, 0
  br i1 %273, label %300, label %274

274:                                              ; preds = %272
  %275 = icmp ne i32 %88, 0
  tail call void @llvm.assume(i1 %275)
  %276 = zext nneg i32 %269 to i64
  %277 = getelementptr inbounds nuw %struct.double2.1, ptr %22, i64 %276
  %278 = load double, ptr %277, align 16, !tbaa !32
  %279 = getelementptr inbounds nuw i8, ptr %277, i64 8
  %280 = load double, ptr %279, align 8, !tbaa !35
  store double %278, ptr %7, align 8
  store double %280, ptr %85, align 8
  store double %83, ptr %8, align 8, !tbaa !36
  store double %84, ptr %86, align 8, !tbaa !36
  %281 = tail call %struct.cd @_Z4cdivI2cddET_S1_S1_(ptr noundef nonnull byval(%struct.cd) align 8 %7, ptr noundef nonnull byval(%struct.cd) align 8 %8) #11
  %282 = extractvalue %struct.cd %281, 0
  %283 = extractvalue %struct.cd %281, 1
  %284 = getelementptr inbounds nuw %struct.cd, ptr %6, i64 %276
  %285 = load double, ptr %284, align 8, !tbaa !36
  %286 = getelementptr inbounds nuw i8, ptr %284, i64 8
  %287 = load double, ptr %286, align 8, !tbaa !36
  %288 = fsub contract double %282, %285
  %289 = fsub contract double %283, %287
  %290 = fmul contract double %288, %288
  %291 = fmul contract double %289, %289
  %292 = fadd contract double %290, %291
  %293 = tail call noundef double @llvm.sqrt.f64(double %292)
  %294 = tail call noundef double @llvm.maxnum.f64(double %263, double %293)
  %295 = fmul contract double %282, %282
  %296 = fmul contract double %283, %283
  %297 = fadd contract double %295, %296
  %298 = tail call noundef double @llvm.sqrt.f64(double %297)
  %299 = tail call noundef double @llvm.maxnum.f64(double %268, double %298)
  br label %300

300:                                              ; preds = %272, %274
  %301 = phi double [ %263, %272 ], [ %294, %274 ]
  %302 = phi double [ %268, %272 ], [ %299, %274 ]
  %303 = add nsw i32 %20, -2
  br label %312

304:                                              ; preds = %347, %352, %312
  %305 = phi double [ %314, %312 ], [ %348, %347 ], [ %405, %352 ]
  %306 = icmp eq i32 %316, %20
  br i1 %306, label %307, label %312, !llvm.loop !65

307:                                              ; preds = %304
  %308 = tail call noundef double @llvm.maxnum.f64(double %302, double 1.000000e-300)
  %309 = fdiv contract double %301, %308
  %310 = getelementptr inbounds %struct.double2.1, ptr %3, i64 %16
  store double %309, ptr %310, align 16, !tbaa !36
  %311 = getelementptr inbounds nuw i8, ptr %310, i64 8
  store double %305, ptr %311, align 8, !tbaa !36
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  br label %408

312:                                              ; preds = %300, %304
  %313 = phi i32 [ %316, %304 ], [ 0, %300 ]
  %314 = phi double [ %305, %304 ], [ 1.000000e+300, %300 ]
  %315 = sub i32 %303, %313
  %316 = add nuw nsw i32 %313, 1
  %317 = icmp samesign ult i32 %316, %20
  br i1 %317, label %318, label %304

318:                                              ; preds = %312
  %319 = xor i32 %313, -1
  %320 = add nsw i32 %20, %319
  %321 = zext nneg i32 %313 to i64
  %322 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %321
  %323 = load double, ptr %322, align 16, !tbaa !32
  %324 = getelementptr inbounds nuw i8, ptr %322, i64 8
  %325 = load double, ptr %324, align 8, !tbaa !35
  %326 = and i32 %320, 3
  %327 = icmp eq i32 %326, 0
  br i1 %327, label %347, label %328

328:                                              ; preds = %318, %328
  %329 = phi i32 [ %344, %328 ], [ %316, %318 ]
  %330 = phi double [ %343, %328 ], [ %314, %318 ]
  %331 = phi i32 [ %345, %328 ], [ 0, %318 ]
  %332 = zext nneg i32 %329 to i64
  %333 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %332
  %334 = load double, ptr %333, align 16, !tbaa !32
  %335 = fsub contract double %323, %334
  %336 = getelementptr inbounds nuw i8, ptr %333, i64 8
  %337 = load double, ptr %336, align 8, !tbaa !35
  %338 = fsub contract double %325, %337
  %339 = fmul contract double %335, %335
  %340 = fmul contract double %338, %338
  %341 = fadd contract double %339, %340
  %342 = tail call noundef double @llvm.sqrt.f64(double %341)
  %343 = tail call noundef double @llvm.minnum.f64(double %330, double %342)
  %344 = add nuw nsw i32 %329, 1
  %345 = add i32 %331, 1
  %346 = icmp eq i32 %345, %326
  br i1 %346, label %347, label %328, !llvm.loop !66

347:                                              ; preds = %328, %318
  %348 = phi double [ poison, %318 ], [ %343, %328 ]
  %349 = phi i32 [ %316, %318 ], [ %344, %328 ]
  %350 = phi double [ %314, %318 ], [ %343, %328 ]
  %351 = icmp ult i32 %315, 3
  br i1 %351, label %304, label %352

352:                                              ; preds = %347, %352
  %353 = phi i32 [ %406, %352 ], [ %349, %347 ]
  %354 = phi double [ %405, %352 ], [ %350, %347 ]
  %355 = zext nneg i32 %353 to i64
  %356 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %355
  %357 = load double, ptr %356, align 16, !tbaa !32
  %358 = fsub contract double %323, %357
  %359 = getelementptr inbounds nuw i8, ptr %356, i64 8
  %360 = load double, ptr %359, align 8, !tbaa !35
  %361 = fsub contract double %325, %360
  %362 = fmul contract double %358, %358
  %363 = fmul contract double %361, %361
  %364 = fadd contract double %362, %363
  %365 = tail call noundef double @llvm.sqrt.f64(double %364)
  %366 = tail call noundef double @llvm.minnum.f64(double %354, double %365)
  %367 = sext i32 %353 to i64
  %368 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %367
  %369 = getelementptr inbounds nuw i8, ptr %368, i64 16
  %370 = load double, ptr %369, align 16, !tbaa !32
  %371 = fsub contract double %323, %370
  %372 = getelementptr inbounds nuw i8, ptr %368, i64 24
  %373 = load double, ptr %372, align 8, !tbaa !35
  %374 = fsub contract double %325, %373
  %375 = fmul contract double %371, %371
  %376 = fmul contract double %374, %374
  %377 = fadd contract double %375, %376
  %378 = tail call noundef double @llvm.sqrt.f64(double %377)
  %379 = tail call noundef double @llvm.minnum.f64(double %366, double %378)
  %380 = sext i32 %353 to i64
  %381 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %380
  %382 = getelementptr inbounds nuw i8, ptr %381, i64 32
  %383 = load double, ptr %382, align 16, !tbaa !32
  %384 = fsub contract double %323, %383
  %385 = getelementptr inbounds nuw i8, ptr %381, i64 40
  %386 = load double, ptr %385, align 8, !tbaa !35
  %387 = fsub contract double %325, %386
  %388 = fmul contract double %384, %384
  %389 = fmul contract double %387, %387
  %390 = fadd contract double %388, %389
  %391 = tail call noundef double @llvm.sqrt.f64(double %390)
  %392 = tail call noundef double @llvm.minnum.f64(double %379, double %391)
  %393 = sext i32 %353 to i64
  %394 = getelementptr inbounds nuw %struct.double2.1, ptr %24, i64 %393
  %395 = getelementptr inbounds nuw i8, ptr %394, i64 48
  %396 = load double, ptr %395, align 16, !tbaa !32
  %397 = fsub contract double %323, %396
  %398 = getelementptr inbounds nuw i8, ptr %394, i64 56
  %399 = load double, ptr %398, align 8, !tbaa !35
  %400 = fsub contract double %325, %399
  %401 = fmul contract double %397, %397
  %402 = fmul contract double %400, %400
  %403 = fadd contract double %401, %402
  %404 = tail call noundef double @llvm.sqrt.f64(double %403)
  %405 = tail call noundef double @llvm.minnum.f64(double %392, double %404)
  %406 = add nuw nsw i32 %353, 4
  %407 = icmp eq i32 %406, %20
  br i1 %407, label %304, label %352, !llvm.loop !67

408:                                              ; preds = %5, %307
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

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
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #11
  %4 = tail call i32 @llvm.nvvm.d2i.lo(double %0) #11
  %5 = lshr i32 %3, 20
  %6 = icmp eq i32 %5, 0
  %7 = fmul double %0, 0x4350000000000000
  %8 = tail call i32 @llvm.nvvm.d2i.hi(double %7) #11
  %9 = tail call i32 @llvm.nvvm.d2i.lo(double %7) #11
  %10 = lshr i32 %8, 20
  %11 = add nsw i32 %10, -54
  %12 = select i1 %6, i32 %9, i32 %4
  %13 = select i1 %6, i32 %8, i32 %3
  %14 = select i1 %6, i32 %11, i32 %5
  %15 = and i32 %13, -2146435073
  %16 = or disjoint i32 %15, 1072693248
  %17 = tail call double @llvm.nvvm.lohi.i2d(i32 %12, i32 %16) #11
  %18 = icmp ugt i32 %16, 1073127582
  %19 = tail call i32 @llvm.nvvm.d2i.lo(double %17) #11
  %20 = tail call i32 @llvm.nvvm.d2i.hi(double %17) #11
  %21 = add i32 %20, -1048576
  %22 = tail call double @llvm.nvvm.lohi.i2d(i32 %19, i32 %21) #11
  %23 = select i1 %18, double %22, double %17
  %24 = select i1 %18, i32 -1022, i32 -1023
  %25 = add nsw i32 %24, %14
  %26 = fadd double %23, -1.000000e+00
  %27 = fadd double %23, 1.000000e+00
  %28 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %27) #11
  %29 = fneg double %27
  %30 = tail call double @llvm.fma.f64(double %29, double %28, double 1.000000e+00)
  %31 = tail call double @llvm.fma.f64(double %30, double %30, double %30)
  %32 = tail call double @llvm.fma.f64(double %31, double %28, double %28)
  %33 = fmul double %26, %32
  %34 = fadd double %33, %33
  %35 = fmul double %34, %34
  %36 = tail call double @llvm.fma.f64(double %35, double 0x3EB0F5FF7D2CAFE2, double 0x3ED0F5D241AD3B5A)
  %37 = tail call double @llvm.fma.f64(double %36, double %35, double 0x3EF3B20A75488A3F)
  %38 = tail call double @llvm.fma.f64(double %37, double %35, double 0x3F1745CDE4FAECD5)
  %39 = tail call double @llvm.fma.f64(double %38, double %35, double 0x3F3C71C7258A578B)
  %40 = tail call double @llvm.fma.f64(double %39, double %35, double 0x3F6249249242B910)
  %41 = tail call double @llvm.fma.f64(double %40, double %35, double 0x3F89999999999DFB)
  %42 = fmul double %35, %41
  %43 = fsub double %26, %34
  %44 = fmul double %43, 2.000000e+00
  %45 = fneg double %34
  %46 = tail call double @llvm.fma.f64(double %45, double %26, double %44)
  %47 = fmul double %32, %46
  %48 = fadd double %42, 0x3FB5555555555555
  %49 = fsub double 0x3FB5555555555555, %48
  %50 = fadd double %42, %49
  %51 = fadd double %50, 0xBC46A4CB00B9E7B0
  %52 = fadd double %48, %51
  %53 = fsub double %48, %52
  %54 = fadd double %51, %53
  %55 = tail call double @llvm.nvvm.mul.rn.d(double %34, double %34) #11
  %56 = fneg double %55
  %57 = tail call double @llvm.fma.f64(double %34, double %34, double %56)
  %58 = tail call i32 @llvm.nvvm.d2i.lo(double %47) #11
  %59 = tail call i32 @llvm.nvvm.d2i.hi(double %47) #11
  %60 = add i32 %59, 1048576
  %61 = tail call double @llvm.nvvm.lohi.i2d(i32 %58, i32 %60) #11
  %62 = tail call double @llvm.fma.f64(double %34, double %61, double %57)
  %63 = tail call double @llvm.nvvm.mul.rn.d(double %55, double %34) #11
  %64 = fneg double %63
  %65 = tail call double @llvm.fma.f64(double %55, double %34, double %64)
  %66 = tail call double @llvm.fma.f64(double %55, double %47, double %65)
  %67 = tail call double @llvm.fma.f64(double %62, double %34, double %66)
  %68 = tail call double @llvm.nvvm.mul.rn.d(double %52, double %63) #11
  %69 = fneg double %68
  %70 = tail call double @llvm.fma.f64(double %52, double %63, double %69)
  %71 = tail call double @llvm.fma.f64(double %52, double %67, double %70)
  %72 = tail call double @llvm.fma.f64(double %54, double %63, double %71)
  %73 = fadd double %68, %72
  %74 = fsub double %68, %73
  %75 = fadd double %72, %74
  %76 = fadd double %34, %73
  %77 = fsub double %34, %76
  %78 = fadd double %73, %77
  %79 = fadd double %75, %78
  %80 = fadd double %47, %79
  %81 = fadd double %76, %80
  %82 = fsub double %76, %81
  %83 = fadd double %80, %82
  %84 = xor i32 %25, -2147483648
  %85 = tail call double @llvm.nvvm.lohi.i2d(i32 %84, i32 1127219200) #11
  %86 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #11
  %87 = fsub double %85, %86
  %88 = tail call double @llvm.fma.f64(double %87, double 0x3FE62E42FEFA39EF, double %81)
  %89 = fneg double %87
  %90 = tail call double @llvm.fma.f64(double %89, double 0x3FE62E42FEFA39EF, double %88)
  %91 = fsub double %90, %81
  %92 = fsub double %83, %91
  %93 = tail call double @llvm.fma.f64(double %87, double 0x3C7ABC9E3B39803F, double %92)
  %94 = fadd double %88, %93
  %95 = fsub double %88, %94
  %96 = fadd double %93, %95
  %97 = tail call i32 @llvm.nvvm.d2i.hi(double %1) #11
  %98 = tail call i32 @llvm.nvvm.d2i.lo(double %1) #11
  %99 = shl i32 %97, 1
  %100 = icmp ugt i32 %99, -33554433
  %101 = and i32 %97, -15728641
  %102 = select i1 %100, i32 %101, i32 %97
  %103 = tail call double @llvm.nvvm.lohi.i2d(i32 %98, i32 %102) #11
  %104 = tail call double @llvm.nvvm.mul.rn.d(double %94, double %103) #11
  %105 = fneg double %104
  %106 = tail call double @llvm.fma.f64(double %94, double %103, double %105)
  %107 = tail call double @llvm.fma.f64(double %96, double %103, double %106)
  %108 = fadd double %104, %107
  %109 = tail call double @llvm.fma.f64(double %108, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %110 = tail call i32 @llvm.nvvm.d2i.lo(double %109) #11
  %111 = tail call double @llvm.nvvm.add.rn.d(double %109, double 0xC338000000000000) #11
  %112 = tail call double @llvm.fma.f64(double %111, double 0xBFE62E42FEFA39EF, double %108)
  %113 = tail call double @llvm.fma.f64(double %111, double 0xBC7ABC9E3B39803F, double %112)
  %114 = tail call double @llvm.fma.f64(double %113, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %115 = tail call double @llvm.fma.f64(double %114, double %113, double 0x3EC71DEE62401315)
  %116 = tail call double @llvm.fma.f64(double %115, double %113, double 0x3EFA01997C89EB71)
  %117 = tail call double @llvm.fma.f64(double %116, double %113, double 0x3F2A01A014761F65)
  %118 = tail call double @llvm.fma.f64(double %117, double %113, double 0x3F56C16C1852B7AF)
  %119 = tail call double @llvm.fma.f64(double %118, double %113, double 0x3F81111111122322)
  %120 = tail call double @llvm.fma.f64(double %119, double %113, double 0x3FA55555555502A1)
  %121 = tail call double @llvm.fma.f64(double %120, double %113, double 0x3FC5555555555511)
  %122 = tail call double @llvm.fma.f64(double %121, double %113, double 0x3FE000000000000B)
  %123 = tail call double @llvm.fma.f64(double %122, double %113, double 1.000000e+00)
  %124 = tail call double @llvm.fma.f64(double %123, double %113, double 1.000000e+00)
  %125 = tail call i32 @llvm.nvvm.d2i.lo(double %124) #11
  %126 = tail call i32 @llvm.nvvm.d2i.hi(double %124) #11
  %127 = shl i32 %110, 20
  %128 = add i32 %126, %127
  %129 = tail call double @llvm.nvvm.lohi.i2d(i32 %125, i32 %128) #11
  %130 = tail call i32 @llvm.nvvm.d2i.hi(double %108) #11
  %131 = bitcast i32 %130 to float
  %132 = tail call float @llvm.nvvm.fabs.f32(float %131)
  %133 = fcmp olt float %132, 0x4010C46560000000
  br i1 %133, label %149, label %134

134:                                              ; preds = %2
  %135 = fcmp olt double %108, 0.000000e+00
  %136 = fadd double %108, 0x7FF0000000000000
  %137 = select i1 %135, double 0.000000e+00, double %136
  %138 = fcmp olt float %132, 0x4010E90000000000
  br i1 %138, label %139, label %149

139:                                              ; preds = %134
  %140 = sdiv i32 %110, 2
  %141 = shl i32 %140, 20
  %142 = add i32 %126, %141
  %143 = tail call double @llvm.nvvm.lohi.i2d(i32 %125, i32 %142) #11
  %144 = sub nsw i32 %110, %140
  %145 = shl i32 %144, 20
  %146 = add nsw i32 %145, 1072693248
  %147 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %146) #11
  %148 = fmul double %147, %143
  br label %149

149:                                              ; preds = %134, %139, %2
  %150 = phi double [ %129, %2 ], [ %148, %139 ], [ %137, %134 ]
  %151 = fsub double %104, %108
  %152 = fadd double %107, %151
  %153 = tail call double @llvm.nvvm.fabs.f64(double %150)
  %154 = fcmp oeq double %153, 0x7FF0000000000000
  %155 = tail call double @llvm.fma.f64(double %150, double %152, double %150)
  %156 = select i1 %154, double %150, double %155
  ret double %156
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

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
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }
attributes #12 = { nounwind memory(none) }

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
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !18}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
!29 = !{!30, !12, i64 0}
!30 = !{!"_ZTS2cf", !12, i64 0, !12, i64 4}
!31 = !{!30, !12, i64 4}
!32 = !{!33, !34, i64 0}
!33 = !{!"_ZTS7double2", !34, i64 0, !34, i64 8}
!34 = !{!"double", !8, i64 0}
!35 = !{!33, !34, i64 8}
!36 = !{!34, !34, i64 0}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = !{!40, !40, i64 0}
!40 = !{!"bool", !8, i64 0}
!41 = distinct !{!41, !15}
!42 = !{!43, !34, i64 0}
!43 = !{!"_ZTS2cd", !34, i64 0, !34, i64 8}
!44 = !{!43, !34, i64 8}
!45 = distinct !{!45, !15}
!46 = !{i8 0, i8 2}
!47 = !{}
!48 = distinct !{!48, !15}
!49 = distinct !{!49, !15}
!50 = distinct !{!50, !15}
!51 = !{i64 0, i64 8, !36, i64 8, i64 8, !36}
!52 = distinct !{!52, !15}
!53 = distinct !{!53, !15}
!54 = distinct !{!54, !15}
!55 = distinct !{!55, !15, !18}
!56 = distinct !{!56, !15}
!57 = distinct !{!57, !18}
!58 = distinct !{!58, !15}
!59 = distinct !{!59, !15}
!60 = distinct !{!60, !18}
!61 = distinct !{!61, !18}
!62 = distinct !{!62, !15}
!63 = distinct !{!63, !15}
!64 = distinct !{!64, !15}
!65 = distinct !{!65, !15}
!66 = distinct !{!66, !18}
!67 = distinct !{!67, !15}
