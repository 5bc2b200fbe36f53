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
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 4096)
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
  br i1 %60, label %61, label %98

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
  %79 = add i32 %65, -1640531527
  %80 = add i32 %67, -1150833019
  %81 = add i32 %65, 1013904242
  %82 = add i32 %67, 1993301258
  %83 = add i32 %65, -626627285
  %84 = add i32 %67, 842468239
  %85 = add i32 %65, 2027808484
  %86 = add i32 %67, -308364780
  %87 = add i32 %65, 387276957
  %88 = add i32 %67, -1459197799
  %89 = add i32 %65, -1253254570
  %90 = add i32 %67, 1684936478
  %91 = add i32 %65, 1401181199
  %92 = add i32 %67, 534103459
  %93 = add i32 %65, -239350328
  %94 = add i32 %67, -1767562579
  %95 = add i32 %67, -616729560
  %96 = add i32 %65, -1879881855
  %97 = xor i32 %67, 18519
  br label %232

98:                                               ; preds = %248, %4
  %99 = phi double [ 0.000000e+00, %4 ], [ %266, %248 ]
  %100 = phi double [ 0.000000e+00, %4 ], [ %264, %248 ]
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %102 = load float, ptr %101, align 4, !tbaa !20
  %103 = fneg contract float %102
  %104 = fmul contract float %8, %103
  %105 = tail call float @llvm.fma.f32(float %104, float 0x3F777313A0000000, float 5.000000e-01)
  %106 = tail call float @llvm.nvvm.saturate.f(float %105) #8
  %107 = tail call float @llvm.nvvm.fma.rm.f(float %106, float 2.520000e+02, float 0x4168000020000000) #8
  %108 = fadd float %107, 0xC168000FE0000000
  %109 = fneg float %108
  %110 = tail call float @llvm.fma.f32(float %104, float 0x3FF7154760000000, float %109)
  %111 = tail call float @llvm.fma.f32(float %104, float 0x3E54AE0C00000000, float %110)
  %112 = bitcast float %107 to i32
  %113 = shl i32 %112, 23
  %114 = bitcast i32 %113 to float
  %115 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %111)
  %116 = fmul float %115, %114
  %117 = fpext contract float %116 to double
  %118 = fmul contract double %100, %117
  %119 = fmul contract double %117, %117
  %120 = fmul contract double %99, %119
  %121 = bitcast double %118 to i64
  %122 = trunc i64 %121 to i32
  %123 = lshr i64 %121, 32
  %124 = trunc nuw i64 %123 to i32
  %125 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %122, i32 16, i32 31)
  %126 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %124, i32 16, i32 31)
  %127 = zext i32 %126 to i64
  %128 = shl nuw i64 %127, 32
  %129 = zext i32 %125 to i64
  %130 = or disjoint i64 %128, %129
  %131 = bitcast i64 %130 to double
  %132 = fadd contract double %118, %131
  %133 = bitcast double %120 to i64
  %134 = trunc i64 %133 to i32
  %135 = lshr i64 %133, 32
  %136 = trunc nuw i64 %135 to i32
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %134, i32 16, i32 31)
  %138 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %136, i32 16, i32 31)
  %139 = zext i32 %138 to i64
  %140 = shl nuw i64 %139, 32
  %141 = zext i32 %137 to i64
  %142 = or disjoint i64 %140, %141
  %143 = bitcast i64 %142 to double
  %144 = fadd contract double %120, %143
  %145 = bitcast double %132 to i64
  %146 = trunc i64 %145 to i32
  %147 = lshr i64 %145, 32
  %148 = trunc nuw i64 %147 to i32
  %149 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %146, i32 8, i32 31)
  %150 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %148, i32 8, i32 31)
  %151 = zext i32 %150 to i64
  %152 = shl nuw i64 %151, 32
  %153 = zext i32 %149 to i64
  %154 = or disjoint i64 %152, %153
  %155 = bitcast i64 %154 to double
  %156 = fadd contract double %132, %155
  %157 = bitcast double %144 to i64
  %158 = trunc i64 %157 to i32
  %159 = lshr i64 %157, 32
  %160 = trunc nuw i64 %159 to i32
  %161 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %158, i32 8, i32 31)
  %162 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %160, i32 8, i32 31)
  %163 = zext i32 %162 to i64
  %164 = shl nuw i64 %163, 32
  %165 = zext i32 %161 to i64
  %166 = or disjoint i64 %164, %165
  %167 = bitcast i64 %166 to double
  %168 = fadd contract double %144, %167
  %169 = bitcast double %156 to i64
  %170 = trunc i64 %169 to i32
  %171 = lshr i64 %169, 32
  %172 = trunc nuw i64 %171 to i32
  %173 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %170, i32 4, i32 31)
  %174 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %172, i32 4, i32 31)
  %175 = zext i32 %174 to i64
  %176 = shl nuw i64 %175, 32
  %177 = zext i32 %173 to i64
  %178 = or disjoint i64 %176, %177
  %179 = bitcast i64 %178 to double
  %180 = fadd contract double %156, %179
  %181 = bitcast double %168 to i64
  %182 = trunc i64 %181 to i32
  %183 = lshr i64 %181, 32
  %184 = trunc nuw i64 %183 to i32
  %185 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %182, i32 4, i32 31)
  %186 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %184, i32 4, i32 31)
  %187 = zext i32 %186 to i64
  %188 = shl nuw i64 %187, 32
  %189 = zext i32 %185 to i64
  %190 = or disjoint i64 %188, %189
  %191 = bitcast i64 %190 to double
  %192 = fadd contract double %168, %191
  %193 = bitcast double %180 to i64
  %194 = trunc i64 %193 to i32
  %195 = lshr i64 %193, 32
  %196 = trunc nuw i64 %195 to i32
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %194, i32 2, i32 31)
  %198 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %196, i32 2, i32 31)
  %199 = zext i32 %198 to i64
  %200 = shl nuw i64 %199, 32
  %201 = zext i32 %197 to i64
  %202 = or disjoint i64 %200, %201
  %203 = bitcast i64 %202 to double
  %204 = fadd contract double %180, %203
  %205 = bitcast double %192 to i64
  %206 = trunc i64 %205 to i32
  %207 = lshr i64 %205, 32
  %208 = trunc nuw i64 %207 to i32
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %206, i32 2, i32 31)
  %210 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %208, i32 2, i32 31)
  %211 = zext i32 %210 to i64
  %212 = shl nuw i64 %211, 32
  %213 = zext i32 %209 to i64
  %214 = or disjoint i64 %212, %213
  %215 = bitcast i64 %214 to double
  %216 = fadd contract double %192, %215
  %217 = bitcast double %204 to i64
  %218 = trunc i64 %217 to i32
  %219 = lshr i64 %217, 32
  %220 = trunc nuw i64 %219 to i32
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %218, i32 1, i32 31)
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %220, i32 1, i32 31)
  %223 = bitcast double %216 to i64
  %224 = trunc i64 %223 to i32
  %225 = lshr i64 %223, 32
  %226 = trunc nuw i64 %225 to i32
  %227 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %224, i32 1, i32 31)
  %228 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %226, i32 1, i32 31)
  %229 = and i32 %56, 31
  %230 = lshr i32 %56, 5
  %231 = icmp eq i32 %229, 0
  br i1 %231, label %546, label %562

232:                                              ; preds = %61, %248
  %233 = phi double [ 0.000000e+00, %61 ], [ %264, %248 ]
  %234 = phi double [ 0.000000e+00, %61 ], [ %266, %248 ]
  %235 = phi i64 [ %58, %61 ], [ %267, %248 ]
  %236 = trunc i64 %235 to i32
  %237 = lshr i64 %235, 32
  %238 = trunc nuw nsw i64 %237 to i32
  %239 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %236)
  %240 = mul i32 %236, -766435501
  %241 = xor i32 %239, %97
  %242 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %241)
  %243 = mul i32 %241, -845247145
  %244 = xor i32 %242, %79
  %245 = xor i32 %240, %80
  %246 = xor i32 %243, %81
  %247 = xor i32 %238, %65
  br label %269

248:                                              ; preds = %541
  %249 = tail call float @llvm.fma.f32(float %542, float 0x3F777313A0000000, float 5.000000e-01)
  %250 = tail call float @llvm.nvvm.saturate.f(float %249) #8
  %251 = tail call float @llvm.nvvm.fma.rm.f(float %250, float 2.520000e+02, float 0x4168000020000000) #8
  %252 = fadd float %251, 0xC168000FE0000000
  %253 = fneg float %252
  %254 = tail call float @llvm.fma.f32(float %542, float 0x3FF7154760000000, float %253)
  %255 = tail call float @llvm.fma.f32(float %542, float 0x3E54AE0C00000000, float %254)
  %256 = bitcast float %251 to i32
  %257 = shl i32 %256, 23
  %258 = bitcast i32 %257 to float
  %259 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %255)
  %260 = fmul float %259, %258
  %261 = fpext contract float %260 to double
  %262 = fsub contract double %261, %78
  %263 = tail call noundef double @llvm.maxnum.f64(double %262, double 0.000000e+00)
  %264 = fadd contract double %233, %263
  %265 = fmul contract double %263, %263
  %266 = fadd contract double %234, %265
  %267 = add i64 %235, %52
  %268 = icmp ult i64 %267, %59
  br i1 %268, label %232, label %98, !llvm.loop !21

269:                                              ; preds = %232, %541
  %270 = phi float [ %47, %232 ], [ %542, %541 ]
  %271 = phi float [ %63, %232 ], [ %543, %541 ]
  %272 = phi i32 [ 0, %232 ], [ %544, %541 ]
  %273 = lshr exact i32 %272, 1
  %274 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %273)
  %275 = mul i32 %273, -845247145
  %276 = xor i32 %274, %247
  %277 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %276)
  %278 = mul i32 %276, -766435501
  %279 = xor i32 %275, %244
  %280 = xor i32 %277, %245
  %281 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %279)
  %282 = mul i32 %279, -766435501
  %283 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %280)
  %284 = mul i32 %280, -845247145
  %285 = xor i32 %283, %246
  %286 = xor i32 %278, %281
  %287 = xor i32 %286, %82
  %288 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %285)
  %289 = mul i32 %285, -766435501
  %290 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %287)
  %291 = mul i32 %287, -845247145
  %292 = xor i32 %290, %284
  %293 = xor i32 %292, %83
  %294 = xor i32 %282, %288
  %295 = xor i32 %294, %84
  %296 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %293)
  %297 = mul i32 %293, -766435501
  %298 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %295)
  %299 = mul i32 %295, -845247145
  %300 = xor i32 %298, %291
  %301 = xor i32 %300, %85
  %302 = xor i32 %289, %296
  %303 = xor i32 %302, %86
  %304 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %301)
  %305 = mul i32 %301, -766435501
  %306 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %303)
  %307 = mul i32 %303, -845247145
  %308 = xor i32 %306, %299
  %309 = xor i32 %308, %87
  %310 = xor i32 %297, %304
  %311 = xor i32 %310, %88
  %312 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %309)
  %313 = mul i32 %309, -766435501
  %314 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %311)
  %315 = mul i32 %311, -845247145
  %316 = xor i32 %314, %307
  %317 = xor i32 %316, %89
  %318 = xor i32 %305, %312
  %319 = xor i32 %318, %90
  %320 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %317)
  %321 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %319)
  %322 = xor i32 %321, %315
  %323 = xor i32 %322, %91
  %324 = xor i32 %313, %320
  %325 = xor i32 %324, %92
  %326 = mul i32 %317, -766435501
  %327 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %323)
  %328 = xor i32 %326, %327
  %329 = xor i32 %328, %95
  %330 = mul i32 %329, -845247145
  %331 = lshr i32 %330, 8
  %332 = add nuw nsw i32 %331, 1
  %333 = uitofp nneg i32 %332 to float
  %334 = fmul contract float %333, 0x3E70000000000000
  %335 = fmul contract float %334, 2.000000e+00
  %336 = tail call float @llvm.trunc.f32(float %335)
  %337 = fcmp oeq float %335, %336
  %338 = tail call float @llvm.nvvm.mul.rn.f(float %335, float 0.000000e+00) #8
  %339 = fadd float %335, %335
  %340 = tail call float @llvm.nvvm.round.f(float %339) #8
  %341 = tail call i32 @llvm.nvvm.f2i.rz(float %340)
  %342 = and i32 %341, 2
  %343 = icmp eq i32 %342, 0
  %344 = and i32 %341, 1
  %345 = icmp eq i32 %344, 0
  %346 = fneg float %340
  %347 = tail call float @llvm.fma.f32(float %346, float 5.000000e-01, float %335)
  %348 = tail call float @llvm.nvvm.mul.rn.f(float %347, float %347) #8
  %349 = tail call float @llvm.fma.f32(float %348, float 0xBFE2F59920000000, float 0x400466B200000000)
  %350 = tail call float @llvm.fma.f32(float %349, float %348, float 0xC014ABBEC0000000)
  %351 = tail call float @llvm.fma.f32(float %348, float %347, float 0.000000e+00)
  %352 = tail call float @llvm.fma.f32(float %350, float %351, float 0.000000e+00)
  %353 = tail call float @llvm.fma.f32(float %347, float 0x400921FB60000000, float %352)
  %354 = tail call float @llvm.fma.f32(float %348, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %355 = tail call float @llvm.fma.f32(float %354, float %348, float 0x40103C19E0000000)
  %356 = tail call float @llvm.fma.f32(float %355, float %348, float 0xC013BD3CC0000000)
  %357 = tail call float @llvm.fma.f32(float %356, float %348, float 1.000000e+00)
  %358 = select i1 %345, float %353, float %357
  %359 = fneg float %358
  %360 = select i1 %343, float %358, float %359
  %361 = select i1 %337, float %338, float %360
  %362 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %329)
  %363 = mul i32 %325, -845247145
  %364 = xor i32 %362, %363
  %365 = xor i32 %364, %96
  %366 = lshr i32 %365, 8
  %367 = add nuw nsw i32 %366, 1
  %368 = uitofp nneg i32 %367 to float
  %369 = fmul contract float %368, 0x3E70000000000000
  %370 = fcmp olt float %369, 0x3810000000000000
  %371 = fmul float %369, 0x4160000000000000
  %372 = select i1 %370, float %371, float %369
  %373 = fcmp oeq float %372, 0.000000e+00
  %374 = bitcast float %372 to i32
  %375 = icmp samesign ugt i32 %374, 2139095039
  %376 = tail call float @llvm.fma.f32(float %372, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %377 = add nsw i32 %374, -1059760811
  %378 = and i32 %377, -8388608
  %379 = sitofp i32 %378 to float
  %380 = select i1 %370, float -2.300000e+01, float 0.000000e+00
  %381 = tail call float @llvm.fma.f32(float %379, float 0x3E80000000000000, float %380)
  %382 = sub i32 %374, %378
  %383 = bitcast i32 %382 to float
  %384 = fadd float %383, -1.000000e+00
  %385 = tail call float @llvm.fma.f32(float %384, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %386 = tail call float @llvm.fma.f32(float %385, float %384, float 0xBFBF19B980000000)
  %387 = tail call float @llvm.fma.f32(float %386, float %384, float 0x3FC1E52AA0000000)
  %388 = tail call float @llvm.fma.f32(float %387, float %384, float 0xBFC55B1720000000)
  %389 = tail call float @llvm.fma.f32(float %388, float %384, float 0x3FC99DA160000000)
  %390 = tail call float @llvm.fma.f32(float %389, float %384, float 0xBFCFFFE440000000)
  %391 = tail call float @llvm.fma.f32(float %390, float %384, float 0x3FD5554F00000000)
  %392 = tail call float @llvm.fma.f32(float %391, float %384, float -5.000000e-01)
  %393 = fmul float %384, %392
  %394 = tail call float @llvm.fma.f32(float %393, float %384, float %384)
  %395 = tail call float @llvm.fma.f32(float %381, float 0x3FE62E4300000000, float %394)
  %396 = select i1 %375, float %376, float %395
  %397 = fmul contract float %396, -2.000000e+00
  %398 = select i1 %373, float 0x7FF0000000000000, float %397
  %399 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %398) #8
  %400 = fmul contract float %361, %399
  %401 = tail call float @llvm.nvvm.fabs.f32(float %335)
  %402 = fcmp ogt float %401, 0x4170000000000000
  %403 = tail call float @llvm.nvvm.add.rn.f(float %361, float 1.000000e+00) #8
  %404 = add i32 %341, 1
  %405 = and i32 %404, 2
  %406 = icmp eq i32 %405, 0
  %407 = select i1 %345, float %357, float %353
  %408 = fsub float 0.000000e+00, %407
  %409 = select i1 %406, float %407, float %408
  %410 = select i1 %402, float %403, float %409
  %411 = fmul contract float %410, %399
  %412 = fmul contract float %15, %411
  %413 = fmul contract float %18, %400
  %414 = fadd contract float %412, %413
  %415 = tail call noundef float @llvm.maxnum.f32(float %271, float 0.000000e+00)
  %416 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %415) #8
  %417 = fmul contract float %415, 5.000000e-01
  %418 = fsub contract float %69, %417
  %419 = fmul contract float %10, %418
  %420 = fmul contract float %11, %416
  %421 = fmul contract float %420, %414
  %422 = fadd contract float %421, %419
  %423 = fadd contract float %270, %422
  %424 = fsub contract float %73, %415
  %425 = fmul contract float %71, %424
  %426 = fmul contract float %10, %425
  %427 = fmul contract float %416, %75
  %428 = fmul contract float %11, %427
  %429 = fmul contract float %411, %428
  %430 = fadd contract float %426, %429
  %431 = fadd contract float %271, %430
  %432 = or disjoint i32 %272, 1
  %433 = icmp samesign ult i32 %432, %6
  br i1 %433, label %434, label %541, !llvm.loop !23

434:                                              ; preds = %269
  %435 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %325)
  %436 = mul i32 %319, -845247145
  %437 = xor i32 %435, %436
  %438 = xor i32 %437, %93
  %439 = mul i32 %438, -766435501
  %440 = lshr i32 %439, 8
  %441 = add nuw nsw i32 %440, 1
  %442 = uitofp nneg i32 %441 to float
  %443 = fmul contract float %442, 0x3E70000000000000
  %444 = fmul contract float %443, 2.000000e+00
  %445 = tail call float @llvm.trunc.f32(float %444)
  %446 = fcmp oeq float %444, %445
  %447 = tail call float @llvm.nvvm.mul.rn.f(float %444, float 0.000000e+00) #8
  %448 = fadd float %444, %444
  %449 = tail call float @llvm.nvvm.round.f(float %448) #8
  %450 = tail call i32 @llvm.nvvm.f2i.rz(float %449)
  %451 = and i32 %450, 2
  %452 = icmp eq i32 %451, 0
  %453 = and i32 %450, 1
  %454 = icmp eq i32 %453, 0
  %455 = fneg float %449
  %456 = tail call float @llvm.fma.f32(float %455, float 5.000000e-01, float %444)
  %457 = tail call float @llvm.nvvm.mul.rn.f(float %456, float %456) #8
  %458 = tail call float @llvm.fma.f32(float %457, float 0xBFE2F59920000000, float 0x400466B200000000)
  %459 = tail call float @llvm.fma.f32(float %458, float %457, float 0xC014ABBEC0000000)
  %460 = tail call float @llvm.fma.f32(float %457, float %456, float 0.000000e+00)
  %461 = tail call float @llvm.fma.f32(float %459, float %460, float 0.000000e+00)
  %462 = tail call float @llvm.fma.f32(float %456, float 0x400921FB60000000, float %461)
  %463 = tail call float @llvm.fma.f32(float %457, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %464 = tail call float @llvm.fma.f32(float %463, float %457, float 0x40103C19E0000000)
  %465 = tail call float @llvm.fma.f32(float %464, float %457, float 0xC013BD3CC0000000)
  %466 = tail call float @llvm.fma.f32(float %465, float %457, float 1.000000e+00)
  %467 = select i1 %454, float %462, float %466
  %468 = fneg float %467
  %469 = select i1 %452, float %467, float %468
  %470 = select i1 %446, float %447, float %469
  %471 = mul i32 %323, -766435501
  %472 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %438)
  %473 = xor i32 %471, %472
  %474 = xor i32 %473, %94
  %475 = lshr i32 %474, 8
  %476 = add nuw nsw i32 %475, 1
  %477 = uitofp nneg i32 %476 to float
  %478 = fmul contract float %477, 0x3E70000000000000
  %479 = fcmp olt float %478, 0x3810000000000000
  %480 = fmul float %478, 0x4160000000000000
  %481 = select i1 %479, float %480, float %478
  %482 = fcmp oeq float %481, 0.000000e+00
  %483 = bitcast float %481 to i32
  %484 = icmp samesign ugt i32 %483, 2139095039
  %485 = tail call float @llvm.fma.f32(float %481, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %486 = add nsw i32 %483, -1059760811
  %487 = and i32 %486, -8388608
  %488 = sitofp i32 %487 to float
  %489 = select i1 %479, float -2.300000e+01, float 0.000000e+00
  %490 = tail call float @llvm.fma.f32(float %488, float 0x3E80000000000000, float %489)
  %491 = sub i32 %483, %487
  %492 = bitcast i32 %491 to float
  %493 = fadd float %492, -1.000000e+00
  %494 = tail call float @llvm.fma.f32(float %493, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %495 = tail call float @llvm.fma.f32(float %494, float %493, float 0xBFBF19B980000000)
  %496 = tail call float @llvm.fma.f32(float %495, float %493, float 0x3FC1E52AA0000000)
  %497 = tail call float @llvm.fma.f32(float %496, float %493, float 0xBFC55B1720000000)
  %498 = tail call float @llvm.fma.f32(float %497, float %493, float 0x3FC99DA160000000)
  %499 = tail call float @llvm.fma.f32(float %498, float %493, float 0xBFCFFFE440000000)
  %500 = tail call float @llvm.fma.f32(float %499, float %493, float 0x3FD5554F00000000)
  %501 = tail call float @llvm.fma.f32(float %500, float %493, float -5.000000e-01)
  %502 = fmul float %493, %501
  %503 = tail call float @llvm.fma.f32(float %502, float %493, float %493)
  %504 = tail call float @llvm.fma.f32(float %490, float 0x3FE62E4300000000, float %503)
  %505 = select i1 %484, float %485, float %504
  %506 = fmul contract float %505, -2.000000e+00
  %507 = select i1 %482, float 0x7FF0000000000000, float %506
  %508 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %507) #8
  %509 = fmul contract float %470, %508
  %510 = tail call float @llvm.nvvm.fabs.f32(float %444)
  %511 = fcmp ogt float %510, 0x4170000000000000
  %512 = tail call float @llvm.nvvm.add.rn.f(float %470, float 1.000000e+00) #8
  %513 = add i32 %450, 1
  %514 = and i32 %513, 2
  %515 = icmp eq i32 %514, 0
  %516 = select i1 %454, float %466, float %462
  %517 = fsub float 0.000000e+00, %516
  %518 = select i1 %515, float %516, float %517
  %519 = select i1 %511, float %512, float %518
  %520 = fmul contract float %519, %508
  %521 = fmul contract float %15, %520
  %522 = fmul contract float %18, %509
  %523 = fadd contract float %521, %522
  %524 = tail call noundef float @llvm.maxnum.f32(float %431, float 0.000000e+00)
  %525 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %524) #8
  %526 = fmul contract float %524, 5.000000e-01
  %527 = fsub contract float %69, %526
  %528 = fmul contract float %10, %527
  %529 = fmul contract float %11, %525
  %530 = fmul contract float %529, %523
  %531 = fadd contract float %530, %528
  %532 = fadd contract float %423, %531
  %533 = fsub contract float %73, %524
  %534 = fmul contract float %71, %533
  %535 = fmul contract float %10, %534
  %536 = fmul contract float %525, %75
  %537 = fmul contract float %11, %536
  %538 = fmul contract float %520, %537
  %539 = fadd contract float %535, %538
  %540 = fadd contract float %431, %539
  br label %541

541:                                              ; preds = %269, %434
  %542 = phi float [ %423, %269 ], [ %532, %434 ]
  %543 = phi float [ %431, %269 ], [ %540, %434 ]
  %544 = add nuw nsw i32 %272, 2
  %545 = icmp samesign ult i32 %544, %6
  br i1 %545, label %269, label %248, !llvm.loop !25

546:                                              ; preds = %98
  %547 = zext i32 %228 to i64
  %548 = shl nuw i64 %547, 32
  %549 = zext i32 %227 to i64
  %550 = or disjoint i64 %548, %549
  %551 = bitcast i64 %550 to double
  %552 = fadd contract double %216, %551
  %553 = zext i32 %222 to i64
  %554 = shl nuw i64 %553, 32
  %555 = zext i32 %221 to i64
  %556 = or disjoint i64 %554, %555
  %557 = bitcast i64 %556 to double
  %558 = fadd contract double %204, %557
  %559 = zext nneg i32 %230 to i64
  %560 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE4s_sq to ptr), i64 %559
  %561 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE5s_sum to ptr), i64 %559
  store double %558, ptr %561, align 8, !tbaa !26
  store double %552, ptr %560, align 8, !tbaa !26
  br label %562

562:                                              ; preds = %546, %98
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %563 = icmp eq i32 %230, 0
  br i1 %563, label %564, label %707

564:                                              ; preds = %562
  %565 = add nuw nsw i32 %50, 31
  %566 = lshr i32 %565, 5
  %567 = icmp samesign ult i32 %229, %566
  br i1 %567, label %568, label %572

568:                                              ; preds = %564
  %569 = zext nneg i32 %229 to i64
  %570 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE5s_sum to ptr), i64 %569
  %571 = load double, ptr %570, align 8, !tbaa !26
  br label %572

572:                                              ; preds = %564, %568
  %573 = phi contract double [ %571, %568 ], [ 0.000000e+00, %564 ]
  br i1 %567, label %574, label %578

574:                                              ; preds = %572
  %575 = zext nneg i32 %229 to i64
  %576 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ14heston_mc_callE4s_sq to ptr), i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !26
  br label %578

578:                                              ; preds = %572, %574
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
  br i1 %231, label %688, label %707

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
  %702 = or disjoint i32 %701, 1
  %703 = zext i32 %702 to i64
  %704 = getelementptr inbounds nuw double, ptr %3, i64 %703
  %705 = zext i32 %701 to i64
  %706 = getelementptr inbounds nuw double, ptr %3, i64 %705
  store double %700, ptr %706, align 8, !tbaa !26
  store double %694, ptr %704, align 8, !tbaa !26
  br label %707

707:                                              ; preds = %578, %688, %562
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lattice_walk_msd(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 65536)
  %11 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %12 = udiv i32 %10, %11
  %13 = tail call i32 @llvm.umin.i32(i32 %12, i32 16)
  %14 = add nuw nsw i32 %10, 31
  %15 = lshr i32 %14, 5
  %16 = tail call i32 @llvm.umax.i32(i32 %15, i32 1)
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = icmp samesign ult i32 %17, 16
  br i1 %18, label %19, label %21

19:                                               ; preds = %8
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %24

21:                                               ; preds = %24, %8
  %22 = icmp samesign ult i32 %17, 32
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %22, label %54, label %31

24:                                               ; preds = %19, %24
  %25 = phi i32 [ %17, %19 ], [ %29, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE7s_alive to ptr), i64 %26
  store i64 0, ptr %27, align 8, !tbaa !28
  %28 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_msd to ptr), i64 %26
  store i64 0, ptr %28, align 8, !tbaa !28
  %29 = add nuw nsw i32 %25, %20
  %30 = icmp samesign ult i32 %29, 16
  br i1 %30, label %24, label %21, !llvm.loop !30

31:                                               ; preds = %54, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = mul i32 %32, %23
  %34 = add i32 %33, %17
  %35 = icmp slt i32 %34, %0
  br i1 %35, label %36, label %75

36:                                               ; preds = %31
  %37 = mul i32 %13, %11
  %38 = icmp samesign ugt i32 %11, %10
  %39 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = mul i32 %39, %23
  %41 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 22433)
  %42 = add i32 %4, -1640531527
  %43 = add i32 %4, 1013904242
  %44 = add i32 %4, -626627285
  %45 = add i32 %4, 2027808484
  %46 = add i32 %4, 387276957
  %47 = add i32 %4, -1253254570
  %48 = add i32 %4, 1401181199
  %49 = add i32 %4, -239350328
  %50 = add i32 %4, -1879881855
  %51 = tail call i32 @llvm.umax.i32(i32 %37, i32 1)
  %52 = xor i32 %42, 851408055
  %53 = xor i32 %41, %4
  br label %60

54:                                               ; preds = %21, %54
  %55 = phi i32 [ %58, %54 ], [ %17, %21 ]
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_fpt to ptr), i64 %56
  store i32 0, ptr %57, align 4, !tbaa !6
  %58 = add nuw nsw i32 %55, %23
  %59 = icmp samesign ult i32 %58, 32
  br i1 %59, label %54, label %31, !llvm.loop !31

60:                                               ; preds = %36, %216
  %61 = phi i32 [ %34, %36 ], [ %217, %216 ]
  br i1 %38, label %216, label %62

62:                                               ; preds = %60
  %63 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %61)
  %64 = mul i32 %61, -766435501
  %65 = xor i32 %63, 19088743
  %66 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %65)
  %67 = mul i32 %65, -845247145
  %68 = xor i32 %66, %52
  %69 = tail call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %68)
  %70 = mul i32 %68, -766435501
  %71 = xor i32 %67, %43
  %72 = xor i32 %64, -1131744276
  %73 = xor i32 %69, 2012390001
  %74 = xor i32 %70, 861556982
  br label %82

75:                                               ; preds = %216, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %76 = icmp samesign ult i32 %17, %13
  br i1 %76, label %77, label %219

77:                                               ; preds = %75
  %78 = zext nneg i32 %32 to i64
  %79 = shl nuw nsw i64 %78, 7
  %80 = getelementptr i8, ptr %5, i64 %79
  %81 = getelementptr i8, ptr %6, i64 %79
  br label %220

82:                                               ; preds = %62, %214
  %83 = phi i32 [ %178, %214 ], [ 0, %62 ]
  %84 = phi i32 [ %183, %214 ], [ 0, %62 ]
  %85 = phi i32 [ %161, %214 ], [ 0, %62 ]
  %86 = phi i32 [ %160, %214 ], [ 0, %62 ]
  %87 = phi i32 [ %159, %214 ], [ 0, %62 ]
  %88 = phi i32 [ %158, %214 ], [ 0, %62 ]
  %89 = phi i32 [ %196, %214 ], [ 0, %62 ]
  %90 = and i32 %89, 63
  %91 = icmp eq i32 %90, 0
  br i1 %91, label %92, label %157

92:                                               ; preds = %82
  %93 = lshr exact i32 %89, 6
  %94 = xor i32 %93, %53
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %94)
  %96 = mul i32 %94, -766435501
  %97 = xor i32 %95, %72
  %98 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %97)
  %99 = mul i32 %97, -845247145
  %100 = xor i32 %98, %71
  %101 = xor i32 %96, %73
  %102 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %100)
  %103 = mul i32 %100, -766435501
  %104 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %101)
  %105 = mul i32 %101, -845247145
  %106 = xor i32 %104, %99
  %107 = xor i32 %106, %44
  %108 = xor i32 %102, %74
  %109 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %107)
  %110 = mul i32 %107, -766435501
  %111 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %108)
  %112 = mul i32 %108, -845247145
  %113 = xor i32 %111, %105
  %114 = xor i32 %113, %45
  %115 = xor i32 %103, %109
  %116 = xor i32 %115, -289276037
  %117 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %114)
  %118 = mul i32 %114, -766435501
  %119 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %116)
  %120 = mul i32 %116, -845247145
  %121 = xor i32 %119, %112
  %122 = xor i32 %121, %46
  %123 = xor i32 %110, %117
  %124 = xor i32 %123, -1440109056
  %125 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %122)
  %126 = mul i32 %122, -766435501
  %127 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %124)
  %128 = mul i32 %124, -845247145
  %129 = xor i32 %127, %120
  %130 = xor i32 %129, %47
  %131 = xor i32 %118, %125
  %132 = xor i32 %131, 1704025221
  %133 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %130)
  %134 = mul i32 %130, -766435501
  %135 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %132)
  %136 = mul i32 %132, -845247145
  %137 = xor i32 %135, %128
  %138 = xor i32 %137, %48
  %139 = xor i32 %126, %133
  %140 = xor i32 %139, 553192202
  %141 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %138)
  %142 = mul i32 %138, -766435501
  %143 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %140)
  %144 = mul i32 %140, -845247145
  %145 = xor i32 %143, %136
  %146 = xor i32 %145, %49
  %147 = xor i32 %134, %141
  %148 = xor i32 %147, -597640817
  %149 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %146)
  %150 = mul i32 %146, -766435501
  %151 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %148)
  %152 = mul i32 %148, -845247145
  %153 = xor i32 %151, %144
  %154 = xor i32 %153, %50
  %155 = xor i32 %142, %149
  %156 = xor i32 %155, -1748473836
  br label %157

157:                                              ; preds = %92, %82
  %158 = phi i32 [ %88, %82 ], [ %150, %92 ]
  %159 = phi i32 [ %87, %82 ], [ %156, %92 ]
  %160 = phi i32 [ %86, %82 ], [ %152, %92 ]
  %161 = phi i32 [ %85, %82 ], [ %154, %92 ]
  %162 = lshr i32 %89, 4
  %163 = and i32 %162, 3
  switch i32 %163, label %166 [
    i32 0, label %168
    i32 1, label %164
    i32 2, label %165
    i32 3, label %167
  ]

164:                                              ; preds = %157
  br label %168

165:                                              ; preds = %157
  br label %168

166:                                              ; preds = %157
  unreachable

167:                                              ; preds = %157
  br label %168

168:                                              ; preds = %165, %157, %164, %167
  %169 = phi i32 [ %158, %167 ], [ %160, %164 ], [ %161, %157 ], [ %159, %165 ]
  %170 = shl nuw i32 %89, 1
  %171 = and i32 %170, 30
  %172 = lshr i32 %169, %171
  %173 = and i32 %172, 3
  %174 = icmp eq i32 %173, 0
  %175 = icmp eq i32 %173, 1
  %176 = sext i1 %175 to i32
  %177 = select i1 %174, i32 1, i32 %176
  %178 = add nsw i32 %177, %83
  %179 = icmp eq i32 %173, 2
  %180 = icmp eq i32 %173, 3
  %181 = sext i1 %180 to i32
  %182 = select i1 %179, i32 1, i32 %181
  %183 = add nsw i32 %182, %84
  %184 = tail call noundef i32 @llvm.abs.i32(i32 %178, i1 false)
  %185 = icmp sgt i32 %184, %3
  %186 = tail call i32 @llvm.abs.i32(i32 %183, i1 false)
  %187 = icmp sgt i32 %186, %3
  %188 = select i1 %185, i1 true, i1 %187
  br i1 %188, label %189, label %195

189:                                              ; preds = %168
  %190 = udiv i32 %89, %16
  %191 = tail call noundef range(i32 -2147483648, 65537) i32 @llvm.smin.i32(i32 %190, i32 31)
  %192 = zext nneg i32 %191 to i64
  %193 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_fpt to ptr), i64 %192
  %194 = atomicrmw add ptr %193, i32 1 seq_cst, align 4
  br label %216

195:                                              ; preds = %168
  %196 = add nuw i32 %89, 1
  %197 = freeze i32 %196
  %198 = udiv i32 %197, %11
  %199 = mul i32 %198, %11
  %200 = sub i32 %197, %199
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %202, label %214

202:                                              ; preds = %195
  %203 = add nsw i32 %198, -1
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_msd to ptr), i64 %204
  %206 = sext i32 %178 to i64
  %207 = mul nsw i64 %206, %206
  %208 = sext i32 %183 to i64
  %209 = mul nsw i64 %208, %208
  %210 = add nuw nsw i64 %207, %209
  %211 = atomicrmw add ptr %205, i64 %210 seq_cst, align 8
  %212 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE7s_alive to ptr), i64 %204
  %213 = atomicrmw add ptr %212, i64 1 seq_cst, align 8
  br label %214

214:                                              ; preds = %202, %195
  %215 = icmp eq i32 %196, %51
  br i1 %215, label %216, label %82, !llvm.loop !32

216:                                              ; preds = %214, %60, %189
  %217 = add i32 %61, %40
  %218 = icmp slt i32 %217, %0
  br i1 %218, label %60, label %75, !llvm.loop !33

219:                                              ; preds = %220, %75
  br i1 %22, label %232, label %231

220:                                              ; preds = %77, %220
  %221 = phi i32 [ %17, %77 ], [ %229, %220 ]
  %222 = zext nneg i32 %221 to i64
  %223 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_msd to ptr), i64 %222
  %224 = load i64, ptr %223, align 8, !tbaa !28
  %225 = getelementptr i64, ptr %80, i64 %222
  store i64 %224, ptr %225, align 8, !tbaa !28
  %226 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE7s_alive to ptr), i64 %222
  %227 = load i64, ptr %226, align 8, !tbaa !28
  %228 = getelementptr i64, ptr %81, i64 %222
  store i64 %227, ptr %228, align 8, !tbaa !28
  %229 = add nuw nsw i32 %221, %23
  %230 = icmp samesign ult i32 %229, %13
  br i1 %230, label %220, label %219, !llvm.loop !34

231:                                              ; preds = %241, %219
  ret void

232:                                              ; preds = %219, %241
  %233 = phi i32 [ %242, %241 ], [ %17, %219 ]
  %234 = zext nneg i32 %233 to i64
  %235 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16lattice_walk_msdE5s_fpt to ptr), i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %241, label %238

238:                                              ; preds = %232
  %239 = getelementptr inbounds nuw i32, ptr %7, i64 %234
  %240 = atomicrmw add ptr %239, i32 %236 seq_cst, align 4
  br label %241

241:                                              ; preds = %232, %238
  %242 = add nuw nsw i32 %233, %23
  %243 = icmp samesign ult i32 %242, 32
  br i1 %243, label %232, label %231, !llvm.loop !35
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
declare i32 @llvm.umin.i32(i32, i32) #7

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
!20 = !{!12, !13, i64 12}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22, !24}
!24 = !{!"llvm.loop.unroll.enable"}
!25 = distinct !{!25, !22}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !8, i64 0}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !8, i64 0}
!30 = distinct !{!30, !22}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !22}
!33 = distinct !{!33, !22}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !22}
