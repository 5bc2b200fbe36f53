; ModuleID = 'src/philox_mc.cu'
source_filename = "src/philox_mc.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.HestonParams = type { float, float, float, float, float, float, float, float, float, i32, i32 }

@_ZZ14heston_mc_callE5s_sum = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ14heston_mc_callE4s_sq = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ16lattice_walk_msdE5s_msd = internal addrspace(3) global [16 x i64] undef, align 8
@_ZZ16lattice_walk_msdE7s_alive = internal addrspace(3) global [16 x i64] undef, align 8
@_ZZ16lattice_walk_msdE5s_fpt = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @heston_mc_call(ptr noundef readonly byval(%struct.HestonParams) align 4 captures(none) %0, i32 noundef %1, i64 noundef %2, ptr noalias noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 1)
  %6 = tail call noundef range(i32 -2147483648, 65537) i32 @llvm.smin.i32(i32 %5, i32 4096)
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %8 = load float, ptr %7, align 4, !tbaa !11
  %9 = uitofp nneg i32 %6 to float
  %10 = fdiv contract float %8, %9
  %11 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %10) #8
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %13 = load float, ptr %12, align 4, !tbaa !14
  %14 = tail call noundef float @llvm.maxnum.f32(float %13, float -1.000000e+00)
  %15 = tail call noundef float @llvm.minnum.f32(float %14, float 1.000000e+00)
  %16 = fmul contract float %15, %15
  %17 = fsub contract float 1.000000e+00, %16
  %18 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %17) #8
  %19 = load float, ptr %0, align 4, !tbaa !15
  %20 = fcmp olt float %19, 0x3810000000000000
  %21 = fmul float %19, 0x4160000000000000
  %22 = select i1 %20, float %21, float %19
  %23 = select i1 %20, float -2.300000e+01, float 0.000000e+00
  %24 = bitcast float %22 to i32
  %25 = add i32 %24, -1059760811
  %26 = and i32 %25, -8388608
  %27 = sub i32 %24, %26
  %28 = bitcast i32 %27 to float
  %29 = sitofp i32 %26 to float
  %30 = tail call float @llvm.fma.f32(float %29, float 0x3E80000000000000, float %23)
  %31 = fadd float %28, -1.000000e+00
  %32 = tail call float @llvm.fma.f32(float %31, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %33 = tail call float @llvm.fma.f32(float %32, float %31, float 0xBFBF19B980000000)
  %34 = tail call float @llvm.fma.f32(float %33, float %31, float 0x3FC1E52AA0000000)
  %35 = tail call float @llvm.fma.f32(float %34, float %31, float 0xBFC55B1720000000)
  %36 = tail call float @llvm.fma.f32(float %35, float %31, float 0x3FC99DA160000000)
  %37 = tail call float @llvm.fma.f32(float %36, float %31, float 0xBFCFFFE440000000)
  %38 = tail call float @llvm.fma.f32(float %37, float %31, float 0x3FD5554F00000000)
  %39 = tail call float @llvm.fma.f32(float %38, float %31, float -5.000000e-01)
  %40 = fmul float %31, %39
  %41 = tail call float @llvm.fma.f32(float %40, float %31, float %31)
  %42 = tail call float @llvm.fma.f32(float %30, float 0x3FE62E4300000000, float %41)
  %43 = icmp ugt i32 %24, 2139095039
  %44 = tail call float @llvm.fma.f32(float %22, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %45 = select i1 %43, float %44, float %42
  %46 = fcmp oeq float %22, 0.000000e+00
  %47 = select i1 %46, float 0xFFF0000000000000, float %45
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %49 = zext nneg i32 %48 to i64
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %51 = zext nneg i32 %50 to i64
  %52 = mul nuw nsw i64 %49, %51
  %53 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %54 = zext nneg i32 %53 to i64
  %55 = mul nuw nsw i64 %54, %51
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %57 = zext nneg i32 %56 to i64
  %58 = add nuw nsw i64 %55, %57
  %59 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %2, i64 0)
  %60 = icmp sgt i64 %2, %58
  br i1 %60, label %61, label %412

61:                                               ; preds = %4
  %62 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %63 = load float, ptr %62, align 4, !tbaa !16
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %65 = load i32, ptr %64, align 4, !tbaa !17
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %67 = load i32, ptr %66, align 4, !tbaa !18
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %75 = load float, ptr %74, align 4
  %76 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %77 = load float, ptr %76, align 4, !tbaa !19
  %78 = fpext contract float %77 to double
  %79 = xor i32 %67, 18519
  %80 = add i32 %65, -1640531527
  %81 = add i32 %67, -1150833019
  %82 = add i32 %65, 1013904242
  %83 = add i32 %67, 1993301258
  %84 = add i32 %65, -626627285
  %85 = add i32 %67, 842468239
  %86 = add i32 %65, 2027808484
  %87 = add i32 %67, -308364780
  %88 = add i32 %65, 387276957
  %89 = add i32 %67, -1459197799
  %90 = add i32 %65, -1253254570
  %91 = add i32 %67, 1684936478
  %92 = add i32 %65, 1401181199
  %93 = add i32 %67, 534103459
  %94 = add i32 %67, -616729560
  %95 = add i32 %65, -1879881855
  %96 = add i32 %65, -239350328
  %97 = add i32 %67, -1767562579
  br label %98

98:                                               ; preds = %61, %114
  %99 = phi double [ 0.000000e+00, %61 ], [ %130, %114 ]
  %100 = phi double [ 0.000000e+00, %61 ], [ %132, %114 ]
  %101 = phi i64 [ %58, %61 ], [ %133, %114 ]
  %102 = trunc i64 %101 to i32
  %103 = lshr i64 %101, 32
  %104 = trunc nuw nsw i64 %103 to i32
  %105 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %102)
  %106 = mul i32 %102, -766435501
  %107 = xor i32 %104, %65
  %108 = xor i32 %105, %79
  %109 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %108)
  %110 = mul i32 %108, -845247145
  %111 = xor i32 %109, %80
  %112 = xor i32 %106, %81
  %113 = xor i32 %110, %82
  br label %135

114:                                              ; preds = %407
  %115 = tail call float @llvm.fma.f32(float %408, float 0x3F777313A0000000, float 5.000000e-01)
  %116 = tail call float @llvm.nvvm.saturate.f(float %115) #8
  %117 = tail call float @llvm.nvvm.fma.rm.f(float %116, float 2.520000e+02, float 0x4168000020000000) #8
  %118 = fadd float %117, 0xC168000FE0000000
  %119 = fneg float %118
  %120 = tail call float @llvm.fma.f32(float %408, float 0x3FF7154760000000, float %119)
  %121 = tail call float @llvm.fma.f32(float %408, float 0x3E54AE0C00000000, float %120)
  %122 = bitcast float %117 to i32
  %123 = shl i32 %122, 23
  %124 = bitcast i32 %123 to float
  %125 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %121)
  %126 = fmul float %125, %124
  %127 = fpext contract float %126 to double
  %128 = fsub contract double %127, %78
  %129 = tail call noundef double @llvm.maxnum.f64(double %128, double 0.000000e+00)
  %130 = fadd contract double %99, %129
  %131 = fmul contract double %129, %129
  %132 = fadd contract double %100, %131
  %133 = add i64 %101, %52
  %134 = icmp ult i64 %133, %59
  br i1 %134, label %98, label %412, !llvm.loop !20

135:                                              ; preds = %98, %407
  %136 = phi float [ %47, %98 ], [ %408, %407 ]
  %137 = phi float [ %63, %98 ], [ %409, %407 ]
  %138 = phi i32 [ 0, %98 ], [ %410, %407 ]
  %139 = lshr exact i32 %138, 1
  %140 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %139)
  %141 = mul i32 %139, -845247145
  %142 = xor i32 %140, %107
  %143 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %142)
  %144 = mul i32 %142, -766435501
  %145 = xor i32 %141, %111
  %146 = xor i32 %143, %112
  %147 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %145)
  %148 = mul i32 %145, -766435501
  %149 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %146)
  %150 = mul i32 %146, -845247145
  %151 = xor i32 %149, %113
  %152 = xor i32 %144, %147
  %153 = xor i32 %152, %83
  %154 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %151)
  %155 = mul i32 %151, -766435501
  %156 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %153)
  %157 = mul i32 %153, -845247145
  %158 = xor i32 %156, %150
  %159 = xor i32 %158, %84
  %160 = xor i32 %148, %154
  %161 = xor i32 %160, %85
  %162 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %159)
  %163 = mul i32 %159, -766435501
  %164 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %161)
  %165 = mul i32 %161, -845247145
  %166 = xor i32 %164, %157
  %167 = xor i32 %166, %86
  %168 = xor i32 %155, %162
  %169 = xor i32 %168, %87
  %170 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %167)
  %171 = mul i32 %167, -766435501
  %172 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %169)
  %173 = mul i32 %169, -845247145
  %174 = xor i32 %172, %165
  %175 = xor i32 %174, %88
  %176 = xor i32 %163, %170
  %177 = xor i32 %176, %89
  %178 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %175)
  %179 = mul i32 %175, -766435501
  %180 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %177)
  %181 = mul i32 %177, -845247145
  %182 = xor i32 %180, %173
  %183 = xor i32 %182, %90
  %184 = xor i32 %171, %178
  %185 = xor i32 %184, %91
  %186 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %183)
  %187 = mul i32 %183, -766435501
  %188 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %185)
  %189 = xor i32 %188, %181
  %190 = xor i32 %189, %92
  %191 = xor i32 %179, %186
  %192 = xor i32 %191, %93
  %193 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %190)
  %194 = mul i32 %192, -845247145
  %195 = xor i32 %187, %193
  %196 = xor i32 %195, %94
  %197 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %196)
  %198 = mul i32 %196, -845247145
  %199 = xor i32 %197, %194
  %200 = xor i32 %199, %95
  %201 = lshr i32 %200, 8
  %202 = add nuw nsw i32 %201, 1
  %203 = uitofp nneg i32 %202 to float
  %204 = fmul contract float %203, 0x3E70000000000000
  %205 = fcmp olt float %204, 0x3810000000000000
  %206 = fmul float %204, 0x4160000000000000
  %207 = select i1 %205, float %206, float %204
  %208 = select i1 %205, float -2.300000e+01, float 0.000000e+00
  %209 = bitcast float %207 to i32
  %210 = add nsw i32 %209, -1059760811
  %211 = and i32 %210, -8388608
  %212 = sub i32 %209, %211
  %213 = bitcast i32 %212 to float
  %214 = sitofp i32 %211 to float
  %215 = tail call float @llvm.fma.f32(float %214, float 0x3E80000000000000, float %208)
  %216 = fadd float %213, -1.000000e+00
  %217 = tail call float @llvm.fma.f32(float %216, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %218 = tail call float @llvm.fma.f32(float %217, float %216, float 0xBFBF19B980000000)
  %219 = tail call float @llvm.fma.f32(float %218, float %216, float 0x3FC1E52AA0000000)
  %220 = tail call float @llvm.fma.f32(float %219, float %216, float 0xBFC55B1720000000)
  %221 = tail call float @llvm.fma.f32(float %220, float %216, float 0x3FC99DA160000000)
  %222 = tail call float @llvm.fma.f32(float %221, float %216, float 0xBFCFFFE440000000)
  %223 = tail call float @llvm.fma.f32(float %222, float %216, float 0x3FD5554F00000000)
  %224 = tail call float @llvm.fma.f32(float %223, float %216, float -5.000000e-01)
  %225 = fmul float %216, %224
  %226 = tail call float @llvm.fma.f32(float %225, float %216, float %216)
  %227 = tail call float @llvm.fma.f32(float %215, float 0x3FE62E4300000000, float %226)
  %228 = icmp samesign ugt i32 %209, 2139095039
  %229 = tail call float @llvm.fma.f32(float %207, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %230 = select i1 %228, float %229, float %227
  %231 = fcmp oeq float %207, 0.000000e+00
  %232 = fmul contract float %230, -2.000000e+00
  %233 = select i1 %231, float 0x7FF0000000000000, float %232
  %234 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %233) #8
  %235 = lshr i32 %198, 8
  %236 = add nuw nsw i32 %235, 1
  %237 = uitofp nneg i32 %236 to float
  %238 = fmul contract float %237, 0x3E70000000000000
  %239 = fmul contract float %238, 2.000000e+00
  %240 = fadd float %239, %239
  %241 = tail call float @llvm.nvvm.round.f(float %240) #8
  %242 = tail call i32 @llvm.nvvm.f2i.rz(float %241)
  %243 = fneg float %241
  %244 = tail call float @llvm.fma.f32(float %243, float 5.000000e-01, float %239)
  %245 = tail call float @llvm.nvvm.mul.rn.f(float %244, float %244) #8
  %246 = tail call float @llvm.fma.f32(float %245, float 0xBFE2F59920000000, float 0x400466B200000000)
  %247 = tail call float @llvm.fma.f32(float %245, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %248 = tail call float @llvm.fma.f32(float %246, float %245, float 0xC014ABBEC0000000)
  %249 = tail call float @llvm.fma.f32(float %247, float %245, float 0x40103C19E0000000)
  %250 = tail call float @llvm.fma.f32(float %245, float %244, float 0.000000e+00)
  %251 = tail call float @llvm.fma.f32(float %249, float %245, float 0xC013BD3CC0000000)
  %252 = tail call float @llvm.fma.f32(float %248, float %250, float 0.000000e+00)
  %253 = tail call float @llvm.fma.f32(float %251, float %245, float 1.000000e+00)
  %254 = tail call float @llvm.fma.f32(float %244, float 0x400921FB60000000, float %252)
  %255 = and i32 %242, 1
  %256 = icmp eq i32 %255, 0
  %257 = select i1 %256, float %254, float %253
  %258 = select i1 %256, float %253, float %254
  %259 = and i32 %242, 2
  %260 = icmp eq i32 %259, 0
  %261 = fneg float %257
  %262 = select i1 %260, float %257, float %261
  %263 = add i32 %242, 1
  %264 = and i32 %263, 2
  %265 = icmp eq i32 %264, 0
  %266 = fsub float 0.000000e+00, %258
  %267 = select i1 %265, float %258, float %266
  %268 = tail call float @llvm.trunc.f32(float %239)
  %269 = fcmp oeq float %239, %268
  %270 = tail call float @llvm.nvvm.mul.rn.f(float %239, float 0.000000e+00) #8
  %271 = select i1 %269, float %270, float %262
  %272 = tail call float @llvm.nvvm.fabs.f32(float %239)
  %273 = fcmp ogt float %272, 0x4170000000000000
  %274 = tail call float @llvm.nvvm.add.rn.f(float %271, float 1.000000e+00) #8
  %275 = select i1 %273, float %274, float %267
  %276 = fmul contract float %275, %234
  %277 = fmul contract float %271, %234
  %278 = fmul contract float %15, %276
  %279 = fmul contract float %18, %277
  %280 = fadd contract float %278, %279
  %281 = tail call noundef float @llvm.maxnum.f32(float %137, float 0.000000e+00)
  %282 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %281) #8
  %283 = fmul contract float %281, 5.000000e-01
  %284 = fsub contract float %69, %283
  %285 = fmul contract float %10, %284
  %286 = fmul contract float %11, %282
  %287 = fmul contract float %286, %280
  %288 = fadd contract float %287, %285
  %289 = fadd contract float %136, %288
  %290 = fsub contract float %73, %281
  %291 = fmul contract float %71, %290
  %292 = fmul contract float %10, %291
  %293 = fmul contract float %282, %75
  %294 = fmul contract float %11, %293
  %295 = fmul contract float %276, %294
  %296 = fadd contract float %292, %295
  %297 = fadd contract float %137, %296
  %298 = or disjoint i32 %138, 1
  %299 = icmp samesign ult i32 %298, %6
  br i1 %299, label %300, label %407, !llvm.loop !23

300:                                              ; preds = %135
  %301 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %192)
  %302 = mul i32 %185, -845247145
  %303 = xor i32 %301, %302
  %304 = xor i32 %303, %96
  %305 = mul i32 %304, -766435501
  %306 = lshr i32 %305, 8
  %307 = add nuw nsw i32 %306, 1
  %308 = uitofp nneg i32 %307 to float
  %309 = fmul contract float %308, 0x3E70000000000000
  %310 = fmul contract float %309, 2.000000e+00
  %311 = tail call float @llvm.trunc.f32(float %310)
  %312 = fcmp oeq float %310, %311
  %313 = tail call float @llvm.nvvm.mul.rn.f(float %310, float 0.000000e+00) #8
  %314 = fadd float %310, %310
  %315 = tail call float @llvm.nvvm.round.f(float %314) #8
  %316 = tail call i32 @llvm.nvvm.f2i.rz(float %315)
  %317 = and i32 %316, 2
  %318 = icmp eq i32 %317, 0
  %319 = and i32 %316, 1
  %320 = icmp eq i32 %319, 0
  %321 = fneg float %315
  %322 = tail call float @llvm.fma.f32(float %321, float 5.000000e-01, float %310)
  %323 = tail call float @llvm.nvvm.mul.rn.f(float %322, float %322) #8
  %324 = tail call float @llvm.fma.f32(float %323, float 0xBFE2F59920000000, float 0x400466B200000000)
  %325 = tail call float @llvm.fma.f32(float %324, float %323, float 0xC014ABBEC0000000)
  %326 = tail call float @llvm.fma.f32(float %323, float %322, float 0.000000e+00)
  %327 = tail call float @llvm.fma.f32(float %325, float %326, float 0.000000e+00)
  %328 = tail call float @llvm.fma.f32(float %322, float 0x400921FB60000000, float %327)
  %329 = tail call float @llvm.fma.f32(float %323, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %330 = tail call float @llvm.fma.f32(float %329, float %323, float 0x40103C19E0000000)
  %331 = tail call float @llvm.fma.f32(float %330, float %323, float 0xC013BD3CC0000000)
  %332 = tail call float @llvm.fma.f32(float %331, float %323, float 1.000000e+00)
  %333 = select i1 %320, float %328, float %332
  %334 = fneg float %333
  %335 = select i1 %318, float %333, float %334
  %336 = select i1 %312, float %313, float %335
  %337 = mul i32 %190, -766435501
  %338 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %304)
  %339 = xor i32 %337, %338
  %340 = xor i32 %339, %97
  %341 = lshr i32 %340, 8
  %342 = add nuw nsw i32 %341, 1
  %343 = uitofp nneg i32 %342 to float
  %344 = fmul contract float %343, 0x3E70000000000000
  %345 = fcmp olt float %344, 0x3810000000000000
  %346 = fmul float %344, 0x4160000000000000
  %347 = select i1 %345, float %346, float %344
  %348 = fcmp oeq float %347, 0.000000e+00
  %349 = bitcast float %347 to i32
  %350 = icmp samesign ugt i32 %349, 2139095039
  %351 = tail call float @llvm.fma.f32(float %347, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %352 = add nsw i32 %349, -1059760811
  %353 = and i32 %352, -8388608
  %354 = sitofp i32 %353 to float
  %355 = select i1 %345, float -2.300000e+01, float 0.000000e+00
  %356 = tail call float @llvm.fma.f32(float %354, float 0x3E80000000000000, float %355)
  %357 = sub i32 %349, %353
  %358 = bitcast i32 %357 to float
  %359 = fadd float %358, -1.000000e+00
  %360 = tail call float @llvm.fma.f32(float %359, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %361 = tail call float @llvm.fma.f32(float %360, float %359, float 0xBFBF19B980000000)
  %362 = tail call float @llvm.fma.f32(float %361, float %359, float 0x3FC1E52AA0000000)
  %363 = tail call float @llvm.fma.f32(float %362, float %359, float 0xBFC55B1720000000)
  %364 = tail call float @llvm.fma.f32(float %363, float %359, float 0x3FC99DA160000000)
  %365 = tail call float @llvm.fma.f32(float %364, float %359, float 0xBFCFFFE440000000)
  %366 = tail call float @llvm.fma.f32(float %365, float %359, float 0x3FD5554F00000000)
  %367 = tail call float @llvm.fma.f32(float %366, float %359, float -5.000000e-01)
  %368 = fmul float %359, %367
  %369 = tail call float @llvm.fma.f32(float %368, float %359, float %359)
  %370 = tail call float @llvm.fma.f32(float %356, float 0x3FE62E4300000000, float %369)
  %371 = select i1 %350, float %351, float %370
  %372 = fmul contract float %371, -2.000000e+00
  %373 = select i1 %348, float 0x7FF0000000000000, float %372
  %374 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %373) #8
  %375 = fmul contract float %336, %374
  %376 = tail call float @llvm.nvvm.fabs.f32(float %310)
  %377 = fcmp ogt float %376, 0x4170000000000000
  %378 = tail call float @llvm.nvvm.add.rn.f(float %336, float 1.000000e+00) #8
  %379 = add i32 %316, 1
  %380 = and i32 %379, 2
  %381 = icmp eq i32 %380, 0
  %382 = select i1 %320, float %332, float %328
  %383 = fsub float 0.000000e+00, %382
  %384 = select i1 %381, float %382, float %383
  %385 = select i1 %377, float %378, float %384
  %386 = fmul contract float %385, %374
  %387 = fmul contract float %15, %386
  %388 = fmul contract float %18, %375
  %389 = fadd contract float %387, %388
  %390 = tail call noundef float @llvm.maxnum.f32(float %297, float 0.000000e+00)
  %391 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %390) #8
  %392 = fmul contract float %390, 5.000000e-01
  %393 = fsub contract float %69, %392
  %394 = fmul contract float %10, %393
  %395 = fmul contract float %11, %391
  %396 = fmul contract float %395, %389
  %397 = fadd contract float %396, %394
  %398 = fadd contract float %289, %397
  %399 = fsub contract float %73, %390
  %400 = fmul contract float %71, %399
  %401 = fmul contract float %10, %400
  %402 = fmul contract float %391, %75
  %403 = fmul contract float %11, %402
  %404 = fmul contract float %386, %403
  %405 = fadd contract float %401, %404
  %406 = fadd contract float %297, %405
  br label %407

407:                                              ; preds = %135, %300
  %408 = phi float [ %289, %135 ], [ %398, %300 ]
  %409 = phi float [ %297, %135 ], [ %406, %300 ]
  %410 = add nuw nsw i32 %138, 2
  %411 = icmp samesign ult i32 %410, %6
  br i1 %411, label %135, label %114, !llvm.loop !25

412:                                              ; preds = %114, %4
  %413 = phi double [ 0.000000e+00, %4 ], [ %132, %114 ]
  %414 = phi double [ 0.000000e+00, %4 ], [ %130, %114 ]
  %415 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %416 = load float, ptr %415, align 4, !tbaa !26
  %417 = fneg contract float %416
  %418 = fmul contract float %8, %417
  %419 = tail call float @llvm.fma.f32(float %418, float 0x3F777313A0000000, float 5.000000e-01)
  %420 = tail call float @llvm.nvvm.saturate.f(float %419) #8
  %421 = tail call float @llvm.nvvm.fma.rm.f(float %420, float 2.520000e+02, float 0x4168000020000000) #8
  %422 = fadd float %421, 0xC168000FE0000000
  %423 = fneg float %422
  %424 = tail call float @llvm.fma.f32(float %418, float 0x3FF7154760000000, float %423)
  %425 = tail call float @llvm.fma.f32(float %418, float 0x3E54AE0C00000000, float %424)
  %426 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %425)
  %427 = bitcast float %421 to i32
  %428 = shl i32 %427, 23
  %429 = bitcast i32 %428 to float
  %430 = fmul float %426, %429
  %431 = fpext contract float %430 to double
  %432 = fmul contract double %431, %431
  %433 = fmul contract double %413, %432
  %434 = fmul contract double %414, %431
  %435 = bitcast double %434 to i64
  %436 = trunc i64 %435 to i32
  %437 = lshr i64 %435, 32
  %438 = trunc nuw i64 %437 to i32
  %439 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %436, i32 16, i32 31)
  %440 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %438, i32 16, i32 31)
  %441 = zext i32 %440 to i64
  %442 = shl nuw i64 %441, 32
  %443 = zext i32 %439 to i64
  %444 = or disjoint i64 %442, %443
  %445 = bitcast i64 %444 to double
  %446 = fadd contract double %434, %445
  %447 = bitcast double %433 to i64
  %448 = trunc i64 %447 to i32
  %449 = lshr i64 %447, 32
  %450 = trunc nuw i64 %449 to i32
  %451 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %448, i32 16, i32 31)
  %452 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %450, i32 16, i32 31)
  %453 = zext i32 %452 to i64
  %454 = shl nuw i64 %453, 32
  %455 = zext i32 %451 to i64
  %456 = or disjoint i64 %454, %455
  %457 = bitcast i64 %456 to double
  %458 = fadd contract double %433, %457
  %459 = bitcast double %446 to i64
  %460 = trunc i64 %459 to i32
  %461 = lshr i64 %459, 32
  %462 = trunc nuw i64 %461 to i32
  %463 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %460, i32 8, i32 31)
  %464 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %462, i32 8, i32 31)
  %465 = zext i32 %464 to i64
  %466 = shl nuw i64 %465, 32
  %467 = zext i32 %463 to i64
  %468 = or disjoint i64 %466, %467
  %469 = bitcast i64 %468 to double
  %470 = fadd contract double %446, %469
  %471 = bitcast double %458 to i64
  %472 = trunc i64 %471 to i32
  %473 = lshr i64 %471, 32
  %474 = trunc nuw i64 %473 to i32
  %475 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %472, i32 8, i32 31)
  %476 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %474, i32 8, i32 31)
  %477 = zext i32 %476 to i64
  %478 = shl nuw i64 %477, 32
  %479 = zext i32 %475 to i64
  %480 = or disjoint i64 %478, %479
  %481 = bitcast i64 %480 to double
  %482 = fadd contract double %458, %481
  %483 = bitcast double %470 to i64
  %484 = trunc i64 %483 to i32
  %485 = lshr i64 %483, 32
  %486 = trunc nuw i64 %485 to i32
  %487 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %484, i32 4, i32 31)
  %488 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %486, i32 4, i32 31)
  %489 = zext i32 %488 to i64
  %490 = shl nuw i64 %489, 32
  %491 = zext i32 %487 to i64
  %492 = or disjoint i64 %490, %491
  %493 = bitcast i64 %492 to double
  %494 = fadd contract double %470, %493
  %495 = bitcast double %482 to i64
  %496 = trunc i64 %495 to i32
  %497 = lshr i64 %495, 32
  %498 = trunc nuw i64 %497 to i32
  %499 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %496, i32 4, i32 31)
  %500 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %498, i32 4, i32 31)
  %501 = zext i32 %500 to i64
  %502 = shl nuw i64 %501, 32
  %503 = zext i32 %499 to i64
  %504 = or disjoint i64 %502, %503
  %505 = bitcast i64 %504 to double
  %506 = fadd contract double %482, %505
  %507 = bitcast double %494 to i64
  %508 = trunc i64 %507 to i32
  %509 = lshr i64 %507, 32
  %510 = trunc nuw i64 %509 to i32
  %511 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %508, i32 2, i32 31)
  %512 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %510, i32 2, i32 31)
  %513 = zext i32 %512 to i64
  %514 = shl nuw i64 %513, 32
  %515 = zext i32 %511 to i64
  %516 = or disjoint i64 %514, %515
  %517 = bitcast i64 %516 to double
  %518 = fadd contract double %494, %517
  %519 = bitcast double %506 to i64
  %520 = trunc i64 %519 to i32
  %521 = lshr i64 %519, 32
  %522 = trunc nuw i64 %521 to i32
  %523 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %520, i32 2, i32 31)
  %524 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %522, i32 2, i32 31)
  %525 = zext i32 %524 to i64
  %526 = shl nuw i64 %525, 32
  %527 = zext i32 %523 to i64
  %528 = or disjoint i64 %526, %527
  %529 = bitcast i64 %528 to double
  %530 = fadd contract double %506, %529
  %531 = bitcast double %518 to i64
  %532 = trunc i64 %531 to i32
  %533 = lshr i64 %531, 32
  %534 = trunc nuw i64 %533 to i32
  %535 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %532, i32 1, i32 31)
  %536 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %534, i32 1, i32 31)
  %537 = bitcast double %530 to i64
  %538 = trunc i64 %537 to i32
  %539 = lshr i64 %537, 32
  %540 = trunc nuw i64 %539 to i32
  %541 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %538, i32 1, i32 31)
  %542 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %540, i32 1, i32 31)
  %543 = and i32 %56, 31
  %544 = lshr i32 %56, 5
  %545 = icmp eq i32 %543, 0
  br i1 %545, label %546, label %562

546:                                              ; preds = %412
  %547 = zext i32 %542 to i64
  %548 = shl nuw i64 %547, 32
  %549 = zext i32 %541 to i64
  %550 = or disjoint i64 %548, %549
  %551 = bitcast i64 %550 to double
  %552 = fadd contract double %530, %551
  %553 = zext i32 %536 to i64
  %554 = shl nuw i64 %553, 32
  %555 = zext i32 %535 to i64
  %556 = or disjoint i64 %554, %555
  %557 = bitcast i64 %556 to double
  %558 = fadd contract double %518, %557
  %559 = zext nneg i32 %544 to i64
  %560 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE5s_sum to ptr), i64 %559
  store double %558, ptr %560, align 8, !tbaa !27
  %561 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE4s_sq to ptr), i64 %559
  store double %552, ptr %561, align 8, !tbaa !27
  br label %562

562:                                              ; preds = %546, %412
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %563 = icmp eq i32 %544, 0
  br i1 %563, label %564, label %707

564:                                              ; preds = %562
  %565 = add nuw nsw i32 %50, 31
  %566 = lshr i32 %565, 5
  %567 = icmp samesign ult i32 %543, %566
  br i1 %567, label %568, label %572

568:                                              ; preds = %564
  %569 = zext nneg i32 %543 to i64
  %570 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE5s_sum to ptr), i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !27
  br label %572

572:                                              ; preds = %564, %568
  %573 = phi contract double [ %571, %568 ], [ 0.000000e+00, %564 ]
  br i1 %567, label %574, label %578

574:                                              ; preds = %572
  %575 = zext nneg i32 %543 to i64
  %576 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE4s_sq to ptr), i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !27
  br label %578

578:                                              ; preds = %574, %572
  %579 = phi contract double [ %577, %574 ], [ 0.000000e+00, %572 ]
  %580 = bitcast double %573 to i64
  %581 = trunc i64 %580 to i32
  %582 = lshr i64 %580, 32
  %583 = trunc nuw i64 %582 to i32
  %584 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %581, i32 16, i32 31)
  %585 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %583, i32 16, i32 31)
  %586 = zext i32 %585 to i64
  %587 = shl nuw i64 %586, 32
  %588 = zext i32 %584 to i64
  %589 = or disjoint i64 %587, %588
  %590 = bitcast i64 %589 to double
  %591 = fadd contract double %573, %590
  %592 = bitcast double %579 to i64
  %593 = trunc i64 %592 to i32
  %594 = lshr i64 %592, 32
  %595 = trunc nuw i64 %594 to i32
  %596 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %593, i32 16, i32 31)
  %597 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %595, i32 16, i32 31)
  %598 = zext i32 %597 to i64
  %599 = shl nuw i64 %598, 32
  %600 = zext i32 %596 to i64
  %601 = or disjoint i64 %599, %600
  %602 = bitcast i64 %601 to double
  %603 = fadd contract double %579, %602
  %604 = bitcast double %591 to i64
  %605 = trunc i64 %604 to i32
  %606 = lshr i64 %604, 32
  %607 = trunc nuw i64 %606 to i32
  %608 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %605, i32 8, i32 31)
  %609 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %607, i32 8, i32 31)
  %610 = zext i32 %609 to i64
  %611 = shl nuw i64 %610, 32
  %612 = zext i32 %608 to i64
  %613 = or disjoint i64 %611, %612
  %614 = bitcast i64 %613 to double
  %615 = fadd contract double %591, %614
  %616 = bitcast double %603 to i64
  %617 = trunc i64 %616 to i32
  %618 = lshr i64 %616, 32
  %619 = trunc nuw i64 %618 to i32
  %620 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %617, i32 8, i32 31)
  %621 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %619, i32 8, i32 31)
  %622 = zext i32 %621 to i64
  %623 = shl nuw i64 %622, 32
  %624 = zext i32 %620 to i64
  %625 = or disjoint i64 %623, %624
  %626 = bitcast i64 %625 to double
  %627 = fadd contract double %603, %626
  %628 = bitcast double %615 to i64
  %629 = trunc i64 %628 to i32
  %630 = lshr i64 %628, 32
  %631 = trunc nuw i64 %630 to i32
  %632 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %629, i32 4, i32 31)
  %633 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %631, i32 4, i32 31)
  %634 = zext i32 %633 to i64
  %635 = shl nuw i64 %634, 32
  %636 = zext i32 %632 to i64
  %637 = or disjoint i64 %635, %636
  %638 = bitcast i64 %637 to double
  %639 = fadd contract double %615, %638
  %640 = bitcast double %627 to i64
  %641 = trunc i64 %640 to i32
  %642 = lshr i64 %640, 32
  %643 = trunc nuw i64 %642 to i32
  %644 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %641, i32 4, i32 31)
  %645 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %643, i32 4, i32 31)
  %646 = zext i32 %645 to i64
  %647 = shl nuw i64 %646, 32
  %648 = zext i32 %644 to i64
  %649 = or disjoint i64 %647, %648
  %650 = bitcast i64 %649 to double
  %651 = fadd contract double %627, %650
  %652 = bitcast double %639 to i64
  %653 = trunc i64 %652 to i32
  %654 = lshr i64 %652, 32
  %655 = trunc nuw i64 %654 to i32
  %656 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %653, i32 2, i32 31)
  %657 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %655, i32 2, i32 31)
  %658 = zext i32 %657 to i64
  %659 = shl nuw i64 %658, 32
  %660 = zext i32 %656 to i64
  %661 = or disjoint i64 %659, %660
  %662 = bitcast i64 %661 to double
  %663 = fadd contract double %639, %662
  %664 = bitcast double %651 to i64
  %665 = trunc i64 %664 to i32
  %666 = lshr i64 %664, 32
  %667 = trunc nuw i64 %666 to i32
  %668 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %665, i32 2, i32 31)
  %669 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %667, i32 2, i32 31)
  %670 = zext i32 %669 to i64
  %671 = shl nuw i64 %670, 32
  %672 = zext i32 %668 to i64
  %673 = or disjoint i64 %671, %672
  %674 = bitcast i64 %673 to double
  %675 = fadd contract double %651, %674
  %676 = bitcast double %663 to i64
  %677 = trunc i64 %676 to i32
  %678 = lshr i64 %676, 32
  %679 = trunc nuw i64 %678 to i32
  %680 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %677, i32 1, i32 31)
  %681 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %679, i32 1, i32 31)
  %682 = bitcast double %675 to i64
  %683 = trunc i64 %682 to i32
  %684 = lshr i64 %682, 32
  %685 = trunc nuw i64 %684 to i32
  %686 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %683, i32 1, i32 31)
  %687 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %685, i32 1, i32 31)
  br i1 %545, label %688, label %707

688:                                              ; preds = %578
  %689 = zext i32 %687 to i64
  %690 = shl nuw i64 %689, 32
  %691 = zext i32 %686 to i64
  %692 = or disjoint i64 %690, %691
  %693 = bitcast i64 %692 to double
  %694 = fadd contract double %675, %693
  %695 = zext i32 %681 to i64
  %696 = shl nuw i64 %695, 32
  %697 = zext i32 %680 to i64
  %698 = or disjoint i64 %696, %697
  %699 = bitcast i64 %698 to double
  %700 = fadd contract double %663, %699
  %701 = shl nuw i32 %53, 1
  %702 = zext i32 %701 to i64
  %703 = getelementptr inbounds nuw double, ptr %3, i64 %702
  store double %700, ptr %703, align 8, !tbaa !27
  %704 = or disjoint i32 %701, 1
  %705 = zext i32 %704 to i64
  %706 = getelementptr inbounds nuw double, ptr %3, i64 %705
  store double %694, ptr %706, align 8, !tbaa !27
  br label %707

707:                                              ; preds = %578, %688, %562
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lattice_walk_msd(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %10 = tail call noundef range(i32 -2147483648, 65537) i32 @llvm.smin.i32(i32 %9, i32 65536)
  %11 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %12 = udiv i32 %10, %11
  %13 = tail call noundef range(i32 -2147483648, 65537) i32 @llvm.smin.i32(i32 %12, i32 16)
  %14 = add nuw nsw i32 %10, 31
  %15 = lshr i32 %14, 5
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %15, i32 1)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp samesign ult i32 %17, 16
  br i1 %18, label %19, label %21

19:                                               ; preds = %8
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %25

21:                                               ; preds = %25, %8
  %22 = icmp samesign ult i32 %17, 32
  br i1 %22, label %23, label %32

23:                                               ; preds = %21
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %56

25:                                               ; preds = %19, %25
  %26 = phi i32 [ %17, %19 ], [ %30, %25 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE7s_alive to ptr), i64 %27
  store i64 0, ptr %28, align 8, !tbaa !29
  %29 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_msd to ptr), i64 %27
  store i64 0, ptr %29, align 8, !tbaa !29
  %30 = add nuw nsw i32 %26, %20
  %31 = icmp samesign ult i32 %30, 16
  br i1 %31, label %25, label %21, !llvm.loop !31

32:                                               ; preds = %56, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = mul i32 %13, %11
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %36 = mul i32 %34, %35
  %37 = add i32 %36, %17
  %38 = icmp slt i32 %37, %0
  br i1 %38, label %39, label %77

39:                                               ; preds = %32
  %40 = icmp samesign ugt i32 %11, %10
  %41 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = mul i32 %41, %35
  %43 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 22433)
  %44 = xor i32 %43, %4
  %45 = add i32 %4, -1640531527
  %46 = xor i32 %45, 851408055
  %47 = add i32 %4, 1013904242
  %48 = add i32 %4, -626627285
  %49 = add i32 %4, 2027808484
  %50 = add i32 %4, 387276957
  %51 = add i32 %4, -1253254570
  %52 = add i32 %4, 1401181199
  %53 = add i32 %4, -239350328
  %54 = add i32 %4, -1879881855
  %55 = tail call i32 @llvm.umax.i32(i32 %33, i32 1)
  br label %62

56:                                               ; preds = %23, %56
  %57 = phi i32 [ %17, %23 ], [ %60, %56 ]
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_fpt to ptr), i64 %58
  store i32 0, ptr %59, align 4, !tbaa !6
  %60 = add nuw nsw i32 %57, %24
  %61 = icmp samesign ult i32 %60, 32
  br i1 %61, label %56, label %32, !llvm.loop !32

62:                                               ; preds = %39, %218
  %63 = phi i32 [ %37, %39 ], [ %219, %218 ]
  br i1 %40, label %218, label %64

64:                                               ; preds = %62
  %65 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %63)
  %66 = mul i32 %63, -766435501
  %67 = xor i32 %65, 19088743
  %68 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %67)
  %69 = mul i32 %67, -845247145
  %70 = xor i32 %68, %46
  %71 = xor i32 %66, -1131744276
  %72 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %70)
  %73 = mul i32 %70, -766435501
  %74 = xor i32 %69, %47
  %75 = xor i32 %72, 2012390001
  %76 = xor i32 %73, 861556982
  br label %84

77:                                               ; preds = %218, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %78 = icmp samesign ult i32 %17, %13
  br i1 %78, label %79, label %221

79:                                               ; preds = %77
  %80 = zext nneg i32 %34 to i64
  %81 = shl nuw nsw i64 %80, 7
  %82 = getelementptr i8, ptr %5, i64 %81
  %83 = getelementptr i8, ptr %6, i64 %81
  br label %223

84:                                               ; preds = %64, %216
  %85 = phi i32 [ %180, %216 ], [ 0, %64 ]
  %86 = phi i32 [ %185, %216 ], [ 0, %64 ]
  %87 = phi i32 [ %163, %216 ], [ 0, %64 ]
  %88 = phi i32 [ %162, %216 ], [ 0, %64 ]
  %89 = phi i32 [ %161, %216 ], [ 0, %64 ]
  %90 = phi i32 [ %160, %216 ], [ 0, %64 ]
  %91 = phi i32 [ %198, %216 ], [ 0, %64 ]
  %92 = and i32 %91, 63
  %93 = icmp eq i32 %92, 0
  br i1 %93, label %94, label %159

94:                                               ; preds = %84
  %95 = lshr exact i32 %91, 6
  %96 = xor i32 %95, %44
  %97 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %96)
  %98 = mul i32 %96, -766435501
  %99 = xor i32 %97, %71
  %100 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %99)
  %101 = mul i32 %99, -845247145
  %102 = xor i32 %100, %74
  %103 = xor i32 %98, %75
  %104 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %102)
  %105 = mul i32 %102, -766435501
  %106 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %103)
  %107 = mul i32 %103, -845247145
  %108 = xor i32 %106, %101
  %109 = xor i32 %108, %48
  %110 = xor i32 %104, %76
  %111 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %109)
  %112 = mul i32 %109, -766435501
  %113 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %110)
  %114 = mul i32 %110, -845247145
  %115 = xor i32 %113, %107
  %116 = xor i32 %115, %49
  %117 = xor i32 %105, %111
  %118 = xor i32 %117, -289276037
  %119 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %116)
  %120 = mul i32 %116, -766435501
  %121 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %118)
  %122 = mul i32 %118, -845247145
  %123 = xor i32 %121, %114
  %124 = xor i32 %123, %50
  %125 = xor i32 %112, %119
  %126 = xor i32 %125, -1440109056
  %127 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %124)
  %128 = mul i32 %124, -766435501
  %129 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %126)
  %130 = mul i32 %126, -845247145
  %131 = xor i32 %129, %122
  %132 = xor i32 %131, %51
  %133 = xor i32 %120, %127
  %134 = xor i32 %133, 1704025221
  %135 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %132)
  %136 = mul i32 %132, -766435501
  %137 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %134)
  %138 = mul i32 %134, -845247145
  %139 = xor i32 %137, %130
  %140 = xor i32 %139, %52
  %141 = xor i32 %128, %135
  %142 = xor i32 %141, 553192202
  %143 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %140)
  %144 = mul i32 %140, -766435501
  %145 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %142)
  %146 = mul i32 %142, -845247145
  %147 = xor i32 %145, %138
  %148 = xor i32 %147, %53
  %149 = xor i32 %136, %143
  %150 = xor i32 %149, -597640817
  %151 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %148)
  %152 = mul i32 %148, -766435501
  %153 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %150)
  %154 = mul i32 %150, -845247145
  %155 = xor i32 %153, %146
  %156 = xor i32 %155, %54
  %157 = xor i32 %144, %151
  %158 = xor i32 %157, -1748473836
  br label %159

159:                                              ; preds = %94, %84
  %160 = phi i32 [ %90, %84 ], [ %152, %94 ]
  %161 = phi i32 [ %89, %84 ], [ %158, %94 ]
  %162 = phi i32 [ %88, %84 ], [ %154, %94 ]
  %163 = phi i32 [ %87, %84 ], [ %156, %94 ]
  %164 = lshr i32 %91, 4
  %165 = and i32 %164, 3
  switch i32 %165, label %168 [
    i32 0, label %170
    i32 1, label %166
    i32 2, label %167
    i32 3, label %169
  ]

166:                                              ; preds = %159
  br label %170

167:                                              ; preds = %159
  br label %170

168:                                              ; preds = %159
  unreachable

169:                                              ; preds = %159
  br label %170

170:                                              ; preds = %167, %159, %166, %169
  %171 = phi i32 [ %160, %169 ], [ %162, %166 ], [ %163, %159 ], [ %161, %167 ]
  %172 = shl nuw i32 %91, 1
  %173 = and i32 %172, 30
  %174 = lshr i32 %171, %173
  %175 = and i32 %174, 3
  %176 = icmp eq i32 %175, 0
  %177 = icmp eq i32 %175, 1
  %178 = sext i1 %177 to i32
  %179 = select i1 %176, i32 1, i32 %178
  %180 = add nsw i32 %179, %85
  %181 = icmp eq i32 %175, 2
  %182 = icmp eq i32 %175, 3
  %183 = sext i1 %182 to i32
  %184 = select i1 %181, i32 1, i32 %183
  %185 = add nsw i32 %184, %86
  %186 = tail call noundef i32 @llvm.abs.i32(i32 %180, i1 false)
  %187 = icmp sgt i32 %186, %3
  %188 = tail call i32 @llvm.abs.i32(i32 %185, i1 false)
  %189 = icmp sgt i32 %188, %3
  %190 = select i1 %187, i1 true, i1 %189
  br i1 %190, label %191, label %197

191:                                              ; preds = %170
  %192 = udiv i32 %91, %16
  %193 = tail call noundef range(i32 -2147483648, 65537) i32 @llvm.smin.i32(i32 %192, i32 31)
  %194 = zext nneg i32 %193 to i64
  %195 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_fpt to ptr), i64 %194
  %196 = atomicrmw add ptr %195, i32 1 seq_cst, align 4
  br label %218

197:                                              ; preds = %170
  %198 = add nuw i32 %91, 1
  %199 = freeze i32 %198
  %200 = udiv i32 %199, %11
  %201 = mul i32 %200, %11
  %202 = sub i32 %199, %201
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %204, label %216

204:                                              ; preds = %197
  %205 = add nsw i32 %200, -1
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_msd to ptr), i64 %206
  %208 = sext i32 %180 to i64
  %209 = mul nsw i64 %208, %208
  %210 = sext i32 %185 to i64
  %211 = mul nsw i64 %210, %210
  %212 = add nuw nsw i64 %209, %211
  %213 = atomicrmw add ptr %207, i64 %212 seq_cst, align 8
  %214 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE7s_alive to ptr), i64 %206
  %215 = atomicrmw add ptr %214, i64 1 seq_cst, align 8
  br label %216

216:                                              ; preds = %204, %197
  %217 = icmp eq i32 %198, %55
  br i1 %217, label %218, label %84, !llvm.loop !33

218:                                              ; preds = %216, %62, %191
  %219 = add i32 %63, %42
  %220 = icmp slt i32 %219, %0
  br i1 %220, label %62, label %77, !llvm.loop !34

221:                                              ; preds = %223, %77
  %222 = icmp samesign ult i32 %17, 32
  br i1 %222, label %235, label %234

223:                                              ; preds = %79, %223
  %224 = phi i32 [ %17, %79 ], [ %232, %223 ]
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_msd to ptr), i64 %225
  %227 = load i64, ptr %226, align 8, !tbaa !29
  %228 = getelementptr i64, ptr %82, i64 %225
  store i64 %227, ptr %228, align 8, !tbaa !29
  %229 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE7s_alive to ptr), i64 %225
  %230 = load i64, ptr %229, align 8, !tbaa !29
  %231 = getelementptr i64, ptr %83, i64 %225
  store i64 %230, ptr %231, align 8, !tbaa !29
  %232 = add nuw nsw i32 %224, %35
  %233 = icmp samesign ult i32 %232, %13
  br i1 %233, label %223, label %221, !llvm.loop !35

234:                                              ; preds = %244, %221
  ret void

235:                                              ; preds = %221, %244
  %236 = phi i32 [ %245, %244 ], [ %17, %221 ]
  %237 = zext nneg i32 %236 to i64
  %238 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_fpt to ptr), i64 %237
  %239 = load i32, ptr %238, align 4, !tbaa !6
  %240 = icmp eq i32 %239, 0
  br i1 %240, label %244, label %241

241:                                              ; preds = %235
  %242 = getelementptr inbounds nuw i32, ptr %7, i64 %237
  %243 = atomicrmw add ptr %242, i32 %239 seq_cst, align 4
  br label %244

244:                                              ; preds = %235, %241
  %245 = add nuw nsw i32 %236, %35
  %246 = icmp samesign ult i32 %245, 32
  br i1 %246, label %235, label %234, !llvm.loop !36
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
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !13, i64 32}
!12 = !{!"_ZTS12HestonParams", !13, i64 0, !13, i64 4, !13, i64 8, !13, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !7, i64 36, !7, i64 40}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 28}
!15 = !{!12, !13, i64 0}
!16 = !{!12, !13, i64 4}
!17 = !{!12, !7, i64 36}
!18 = !{!12, !7, i64 40}
!19 = !{!12, !13, i64 8}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !21, !24}
!24 = !{!"llvm.loop.unroll.enable"}
!25 = distinct !{!25, !21, !22}
!26 = !{!12, !13, i64 12}
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !8, i64 0}
!29 = !{!30, !30, i64 0}
!30 = !{!"long long", !8, i64 0}
!31 = distinct !{!31, !21, !22}
!32 = distinct !{!32, !21, !22}
!33 = distinct !{!33, !21, !22}
!34 = distinct !{!34, !21, !22}
!35 = distinct !{!35, !21, !22}
!36 = distinct !{!36, !21, !22}
