; ModuleID = 'src/option_pricing.cu'
source_filename = "src/option_pricing.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AsianContract = type { float, float, float, float, float, i32 }

@c_contracts = dso_local addrspace(4) externally_initialized constant [16 x %struct.AsianContract] zeroinitializer, align 4
@_ZZ13mc_asian_callE5s_sum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ13mc_asian_callE4s_sq = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_contracts to ptr)], section "llvm.metadata"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mc_asian_call(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [7 x i32], align 4
  %7 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %8 = tail call i32 @llvm.umin.i32(i32 %7, i32 15)
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw %struct.AsianContract, ptr addrspacecast (ptr addrspace(4) @c_contracts to ptr), i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %21, i32 1)
  %23 = uitofp nneg i32 %22 to float
  %24 = fdiv contract float %19, %23
  %25 = fmul contract float %17, 5.000000e-01
  %26 = fmul contract float %17, %25
  %27 = fsub contract float %15, %26
  %28 = fmul contract float %27, %24
  %29 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %24) #9
  %30 = fmul contract float %17, %29
  %31 = fneg contract float %15
  %32 = fmul contract float %19, %31
  %33 = tail call float @llvm.fma.f32(float %32, float 0x3F777313A0000000, float 5.000000e-01)
  %34 = tail call float @llvm.nvvm.saturate.f(float %33) #9
  %35 = tail call float @llvm.nvvm.fma.rm.f(float %34, float 2.520000e+02, float 0x4168000020000000) #9
  %36 = fadd float %35, 0xC168000FE0000000
  %37 = fneg float %36
  %38 = tail call float @llvm.fma.f32(float %32, float 0x3FF7154760000000, float %37)
  %39 = tail call float @llvm.fma.f32(float %32, float 0x3E54AE0C00000000, float %38)
  %40 = bitcast float %35 to i32
  %41 = shl i32 %40, 23
  %42 = bitcast i32 %41 to float
  %43 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %39)
  %44 = fmul float %43, %42
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %47 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %48 = icmp sgt i32 %3, 0
  br i1 %48, label %49, label %59

49:                                               ; preds = %5
  %50 = mul i32 %45, %46
  %51 = add i32 %50, %47
  %52 = mul i32 %3, %51
  %53 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %55 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %57 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %58 = getelementptr inbounds nuw i8, ptr %6, i64 24
  br label %83

59:                                               ; preds = %106, %5
  %60 = phi float [ 0.000000e+00, %5 ], [ %113, %106 ]
  %61 = phi float [ 0.000000e+00, %5 ], [ %111, %106 ]
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %61, i32 16, i32 31)
  %63 = fadd contract float %61, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %63, i32 8, i32 31)
  %65 = fadd contract float %63, %64
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %65, i32 4, i32 31)
  %67 = fadd contract float %65, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %67, i32 2, i32 31)
  %69 = fadd contract float %67, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %69, i32 1, i32 31)
  %71 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %60, i32 16, i32 31)
  %72 = fadd contract float %60, %71
  %73 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %72, i32 8, i32 31)
  %74 = fadd contract float %72, %73
  %75 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %74, i32 4, i32 31)
  %76 = fadd contract float %74, %75
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %76, i32 2, i32 31)
  %78 = fadd contract float %76, %77
  %79 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %78, i32 1, i32 31)
  %80 = and i32 %47, 31
  %81 = lshr i32 %47, 5
  %82 = icmp eq i32 %80, 0
  br i1 %82, label %320, label %326

83:                                               ; preds = %49, %106
  %84 = phi float [ 0.000000e+00, %49 ], [ %111, %106 ]
  %85 = phi float [ 0.000000e+00, %49 ], [ %113, %106 ]
  %86 = phi i32 [ 0, %49 ], [ %114, %106 ]
  %87 = add i32 %86, %52
  %88 = mul i32 %87, -1640531527
  %89 = lshr i32 %88, 16
  %90 = xor i32 %89, %88
  %91 = mul i32 %90, 2146121005
  %92 = lshr i32 %91, 15
  %93 = xor i32 %92, %91
  %94 = mul i32 %93, -2073254261
  %95 = lshr i32 %94, 16
  %96 = xor i32 %4, %95
  %97 = xor i32 %96, %94
  %98 = lshr i32 %97, 16
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, 2146121005
  %101 = lshr i32 %100, 15
  %102 = xor i32 %101, %100
  %103 = mul i32 %102, -2073254261
  %104 = lshr i32 %103, 16
  %105 = xor i32 %104, %103
  br label %116

106:                                              ; preds = %315
  %107 = fdiv contract float %316, %23
  %108 = fsub contract float %107, %13
  %109 = tail call noundef float @llvm.maxnum.f32(float %108, float 0.000000e+00)
  %110 = fmul contract float %44, %109
  %111 = fadd contract float %84, %110
  %112 = fmul contract float %110, %110
  %113 = fadd contract float %85, %112
  %114 = add nuw nsw i32 %86, 1
  %115 = icmp eq i32 %114, %3
  br i1 %115, label %59, label %83, !llvm.loop !13

116:                                              ; preds = %83, %315
  %117 = phi i32 [ %105, %83 ], [ %134, %315 ]
  %118 = phi float [ %11, %83 ], [ %317, %315 ]
  %119 = phi float [ 0.000000e+00, %83 ], [ %316, %315 ]
  %120 = phi i32 [ 0, %83 ], [ %318, %315 ]
  %121 = add i32 %117, 1
  %122 = lshr i32 %117, 16
  %123 = xor i32 %122, %117
  %124 = mul i32 %123, 2146121005
  %125 = lshr i32 %124, 15
  %126 = xor i32 %125, %124
  %127 = mul i32 %126, -2073254261
  %128 = lshr i32 %127, 24
  %129 = lshr i32 %127, 8
  %130 = xor i32 %128, %129
  %131 = uitofp nneg i32 %130 to float
  %132 = fadd contract float %131, 5.000000e-01
  %133 = fmul contract float %132, 0x3E70000000000000
  %134 = add i32 %117, 2
  %135 = lshr i32 %121, 16
  %136 = xor i32 %135, %121
  %137 = mul i32 %136, 2146121005
  %138 = lshr i32 %137, 15
  %139 = xor i32 %138, %137
  %140 = mul i32 %139, -2073254261
  %141 = lshr i32 %140, 24
  %142 = lshr i32 %140, 8
  %143 = xor i32 %141, %142
  %144 = uitofp nneg i32 %143 to float
  %145 = fadd contract float %144, 5.000000e-01
  %146 = fmul contract float %145, 0x3E70000000000000
  %147 = fcmp olt float %133, 0x3810000000000000
  %148 = fmul float %133, 0x4160000000000000
  %149 = select i1 %147, float %148, float %133
  %150 = select i1 %147, float -2.300000e+01, float 0.000000e+00
  %151 = bitcast float %149 to i32
  %152 = add nsw i32 %151, -1059760811
  %153 = and i32 %152, -8388608
  %154 = sub i32 %151, %153
  %155 = bitcast i32 %154 to float
  %156 = sitofp i32 %153 to float
  %157 = tail call float @llvm.fma.f32(float %156, float 0x3E80000000000000, float %150)
  %158 = fadd float %155, -1.000000e+00
  %159 = tail call float @llvm.fma.f32(float %158, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %160 = tail call float @llvm.fma.f32(float %159, float %158, float 0xBFBF19B980000000)
  %161 = tail call float @llvm.fma.f32(float %160, float %158, float 0x3FC1E52AA0000000)
  %162 = tail call float @llvm.fma.f32(float %161, float %158, float 0xBFC55B1720000000)
  %163 = tail call float @llvm.fma.f32(float %162, float %158, float 0x3FC99DA160000000)
  %164 = tail call float @llvm.fma.f32(float %163, float %158, float 0xBFCFFFE440000000)
  %165 = tail call float @llvm.fma.f32(float %164, float %158, float 0x3FD5554F00000000)
  %166 = tail call float @llvm.fma.f32(float %165, float %158, float -5.000000e-01)
  %167 = fmul float %158, %166
  %168 = tail call float @llvm.fma.f32(float %167, float %158, float %158)
  %169 = tail call float @llvm.fma.f32(float %157, float 0x3FE62E4300000000, float %168)
  %170 = icmp samesign ugt i32 %151, 2139095039
  %171 = tail call float @llvm.fma.f32(float %149, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %172 = select i1 %170, float %171, float %169
  %173 = fcmp oeq float %149, 0.000000e+00
  %174 = fmul contract float %172, -2.000000e+00
  %175 = select i1 %173, float 0x7FF0000000000000, float %174
  %176 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %175) #9
  %177 = fmul contract float %146, 0x401921FB60000000
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  %178 = fmul float %177, 0x3FE45F3060000000
  %179 = tail call i32 @llvm.nvvm.f2i.rn(float %178) #9
  %180 = sitofp i32 %179 to float
  %181 = tail call float @llvm.fma.f32(float %180, float 0xBFF921FB40000000, float %177)
  %182 = tail call float @llvm.fma.f32(float %180, float 0xBE74442D00000000, float %181)
  %183 = tail call float @llvm.fma.f32(float %180, float 0xBCF84698A0000000, float %182)
  %184 = tail call float @llvm.nvvm.fabs.f32(float %177)
  %185 = fcmp ult float %184, 1.056150e+05
  br i1 %185, label %254, label %186

186:                                              ; preds = %116
  %187 = fcmp oeq float %184, 0x7FF0000000000000
  br i1 %187, label %188, label %190

188:                                              ; preds = %186
  %189 = tail call float @llvm.nvvm.mul.rn.f(float %177, float 0.000000e+00) #9
  br label %254

190:                                              ; preds = %186
  %191 = bitcast float %177 to i32
  %192 = shl i32 %191, 8
  %193 = or i32 %192, -2147483648
  %194 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1011060801, i32 %193, i32 0) #10, !srcloc !15
  %195 = extractvalue { i32, i32 } %194, 0
  %196 = extractvalue { i32, i32 } %194, 1
  store i32 %195, ptr %6, align 4
  %197 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -614296167, i32 %193, i32 %196) #10, !srcloc !15
  %198 = extractvalue { i32, i32 } %197, 0
  %199 = extractvalue { i32, i32 } %197, 1
  store i32 %198, ptr %53, align 4
  %200 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -181084736, i32 %193, i32 %199) #10, !srcloc !15
  %201 = extractvalue { i32, i32 } %200, 0
  %202 = extractvalue { i32, i32 } %200, 1
  store i32 %201, ptr %54, align 4
  %203 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -64530479, i32 %193, i32 %202) #10, !srcloc !15
  %204 = extractvalue { i32, i32 } %203, 0
  %205 = extractvalue { i32, i32 } %203, 1
  store i32 %204, ptr %55, align 4
  %206 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 1313084713, i32 %193, i32 %205) #10, !srcloc !15
  %207 = extractvalue { i32, i32 } %206, 0
  %208 = extractvalue { i32, i32 } %206, 1
  store i32 %207, ptr %56, align 4
  %209 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 -1560706194, i32 %193, i32 %208) #10, !srcloc !15
  %210 = extractvalue { i32, i32 } %209, 0
  %211 = extractvalue { i32, i32 } %209, 1
  store i32 %210, ptr %57, align 4
  %212 = lshr i32 %191, 23
  %213 = and i32 %212, 224
  %214 = add nsw i32 %213, -128
  %215 = lshr exact i32 %214, 5
  store i32 %211, ptr %58, align 4
  %216 = sub nsw i32 6, %215
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds i32, ptr %6, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = sub nsw i32 5, %215
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds i32, ptr %6, i64 %221
  %223 = load i32, ptr %222, align 4
  %224 = freeze i32 %223
  %225 = and i32 %191, 260046848
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %233, label %227

227:                                              ; preds = %190
  %228 = sub nsw i32 4, %215
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds i32, ptr %6, i64 %229
  %231 = load i32, ptr %230, align 4
  %232 = tail call i32 @llvm.fshl.i32(i32 %224, i32 %231, i32 %212)
  br label %233

233:                                              ; preds = %227, %190
  %234 = phi i32 [ %232, %227 ], [ %224, %190 ]
  %235 = tail call i32 @llvm.fshl.i32(i32 %219, i32 %224, i32 %212)
  %236 = lshr i32 %235, 30
  %237 = tail call i32 @llvm.fshl.i32(i32 %235, i32 %234, i32 2)
  %238 = shl i32 %234, 2
  %239 = lshr i32 %237, 31
  %240 = add nuw nsw i32 %239, %236
  %241 = ashr i32 %237, 31
  %242 = xor i32 %241, %237
  %243 = xor i32 %241, %238
  %244 = zext i32 %242 to i64
  %245 = shl nuw i64 %244, 32
  %246 = zext i32 %243 to i64
  %247 = or disjoint i64 %245, %246
  %248 = sitofp i64 %247 to double
  %249 = fmul double %248, 0x3BF921FB54442D19
  %250 = fptrunc double %249 to float
  %251 = fneg float %250
  %252 = icmp slt i32 %237, 0
  %253 = select i1 %252, float %251, float %250
  br label %254

254:                                              ; preds = %116, %188, %233
  %255 = phi i32 [ %179, %116 ], [ 0, %188 ], [ %240, %233 ]
  %256 = phi float [ %183, %116 ], [ %189, %188 ], [ %253, %233 ]
  %257 = fmul float %256, %256
  %258 = tail call float @llvm.fma.f32(float %257, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %259 = tail call float @llvm.fma.f32(float %258, float %257, float 0x3FA5555760000000)
  %260 = tail call float @llvm.fma.f32(float %259, float %257, float 0xBFDFFFFFE0000000)
  %261 = tail call float @llvm.fma.f32(float %260, float %257, float 1.000000e+00)
  %262 = tail call float @llvm.fma.f32(float %257, float %256, float 0.000000e+00)
  %263 = tail call float @llvm.fma.f32(float %257, float 0xBF29A82A60000000, float 0x3F8110BC80000000)
  %264 = tail call float @llvm.fma.f32(float %263, float %257, float 0xBFC5555500000000)
  %265 = tail call float @llvm.fma.f32(float %264, float %262, float %256)
  %266 = and i32 %255, 1
  %267 = icmp eq i32 %266, 0
  %268 = select i1 %267, float %261, float %265
  %269 = add i32 %255, 1
  %270 = and i32 %269, 2
  %271 = icmp eq i32 %270, 0
  %272 = fneg float %268
  %273 = select i1 %271, float %268, float %272
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  %274 = fmul contract float %30, %176
  %275 = fmul contract float %274, %273
  %276 = fadd contract float %28, %275
  %277 = tail call float @llvm.fma.f32(float %276, float 0x3F777313A0000000, float 5.000000e-01)
  %278 = tail call float @llvm.nvvm.saturate.f(float %277) #9
  %279 = tail call float @llvm.nvvm.fma.rm.f(float %278, float 2.520000e+02, float 0x4168000020000000) #9
  %280 = fadd float %279, 0xC168000FE0000000
  %281 = fneg float %280
  %282 = tail call float @llvm.fma.f32(float %276, float 0x3FF7154760000000, float %281)
  %283 = tail call float @llvm.fma.f32(float %276, float 0x3E54AE0C00000000, float %282)
  %284 = bitcast float %279 to i32
  %285 = shl i32 %284, 23
  %286 = bitcast i32 %285 to float
  %287 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %283)
  %288 = fmul float %287, %286
  %289 = fmul contract float %118, %288
  %290 = fadd contract float %119, %289
  %291 = or disjoint i32 %120, 1
  %292 = icmp sgt i32 %21, %291
  br i1 %292, label %293, label %315

293:                                              ; preds = %254
  %294 = and i32 %255, 2
  %295 = icmp eq i32 %294, 0
  %296 = select i1 %267, float %265, float %261
  %297 = fneg float %296
  %298 = select i1 %295, float %296, float %297
  %299 = fmul contract float %274, %298
  %300 = fadd contract float %28, %299
  %301 = tail call float @llvm.fma.f32(float %300, float 0x3F777313A0000000, float 5.000000e-01)
  %302 = tail call float @llvm.nvvm.saturate.f(float %301) #9
  %303 = tail call float @llvm.nvvm.fma.rm.f(float %302, float 2.520000e+02, float 0x4168000020000000) #9
  %304 = fadd float %303, 0xC168000FE0000000
  %305 = fneg float %304
  %306 = tail call float @llvm.fma.f32(float %300, float 0x3FF7154760000000, float %305)
  %307 = tail call float @llvm.fma.f32(float %300, float 0x3E54AE0C00000000, float %306)
  %308 = bitcast float %303 to i32
  %309 = shl i32 %308, 23
  %310 = bitcast i32 %309 to float
  %311 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %307)
  %312 = fmul float %311, %310
  %313 = fmul contract float %289, %312
  %314 = fadd contract float %290, %313
  br label %315

315:                                              ; preds = %293, %254
  %316 = phi float [ %314, %293 ], [ %290, %254 ]
  %317 = phi float [ %313, %293 ], [ %289, %254 ]
  %318 = add nuw nsw i32 %120, 2
  %319 = icmp samesign ult i32 %318, %22
  br i1 %319, label %116, label %106, !llvm.loop !16

320:                                              ; preds = %59
  %321 = fadd contract float %69, %70
  %322 = fadd contract float %78, %79
  %323 = zext nneg i32 %81 to i64
  %324 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13mc_asian_callE4s_sq to ptr), i64 %323
  %325 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13mc_asian_callE5s_sum to ptr), i64 %323
  store float %321, ptr %325, align 4, !tbaa !11
  store float %322, ptr %324, align 4, !tbaa !11
  br label %326

326:                                              ; preds = %320, %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %327 = icmp eq i32 %81, 0
  br i1 %327, label %328, label %368

328:                                              ; preds = %326
  %329 = add nuw nsw i32 %46, 31
  %330 = lshr i32 %329, 5
  %331 = icmp samesign ult i32 %80, %330
  br i1 %331, label %332, label %336

332:                                              ; preds = %328
  %333 = zext nneg i32 %80 to i64
  %334 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13mc_asian_callE5s_sum to ptr), i64 %333
  %335 = load float, ptr %334, align 4, !tbaa !11
  br label %336

336:                                              ; preds = %328, %332
  %337 = phi contract float [ %335, %332 ], [ 0.000000e+00, %328 ]
  br i1 %331, label %338, label %342

338:                                              ; preds = %336
  %339 = zext nneg i32 %80 to i64
  %340 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13mc_asian_callE4s_sq to ptr), i64 %339
  %341 = load float, ptr %340, align 4, !tbaa !11
  br label %342

342:                                              ; preds = %336, %338
  %343 = phi contract float [ %341, %338 ], [ 0.000000e+00, %336 ]
  %344 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %337, i32 16, i32 31)
  %345 = fadd contract float %337, %344
  %346 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %345, i32 8, i32 31)
  %347 = fadd contract float %345, %346
  %348 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %347, i32 4, i32 31)
  %349 = fadd contract float %347, %348
  %350 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %349, i32 2, i32 31)
  %351 = fadd contract float %349, %350
  %352 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %351, i32 1, i32 31)
  %353 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %343, i32 16, i32 31)
  %354 = fadd contract float %343, %353
  %355 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %354, i32 8, i32 31)
  %356 = fadd contract float %354, %355
  %357 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %356, i32 4, i32 31)
  %358 = fadd contract float %356, %357
  %359 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %358, i32 2, i32 31)
  %360 = fadd contract float %358, %359
  %361 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %360, i32 1, i32 31)
  br i1 %82, label %362, label %368

362:                                              ; preds = %342
  %363 = fadd contract float %351, %352
  %364 = fadd contract float %360, %361
  %365 = zext nneg i32 %45 to i64
  %366 = getelementptr inbounds nuw float, ptr %1, i64 %365
  %367 = getelementptr inbounds nuw float, ptr %0, i64 %365
  store float %363, ptr %367, align 4, !tbaa !11
  store float %364, ptr %366, align 4, !tbaa !11
  br label %368

368:                                              ; preds = %342, %362, %326
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @black_scholes_batch(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, float noundef %5, float noundef %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %7
  br i1 %14, label %15, label %22

15:                                               ; preds = %8
  %16 = fmul contract float %6, 5.000000e-01
  %17 = fmul contract float %6, %16
  %18 = fadd contract float %5, %17
  %19 = fneg contract float %5
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %20, %10
  br label %23

22:                                               ; preds = %23, %8
  ret void

23:                                               ; preds = %15, %23
  %24 = phi i32 [ %13, %15 ], [ %155, %23 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %2, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds float, ptr %3, i64 %25
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = getelementptr inbounds float, ptr %4, i64 %25
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %31) #9
  %33 = fdiv contract float %27, %29
  %34 = fcmp olt float %33, 0x3810000000000000
  %35 = fmul float %33, 0x4160000000000000
  %36 = select i1 %34, float %35, float %33
  %37 = select i1 %34, float -2.300000e+01, float 0.000000e+00
  %38 = bitcast float %36 to i32
  %39 = add i32 %38, -1059760811
  %40 = and i32 %39, -8388608
  %41 = sub i32 %38, %40
  %42 = bitcast i32 %41 to float
  %43 = sitofp i32 %40 to float
  %44 = tail call float @llvm.fma.f32(float %43, float 0x3E80000000000000, float %37)
  %45 = fadd float %42, -1.000000e+00
  %46 = tail call float @llvm.fma.f32(float %45, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %47 = tail call float @llvm.fma.f32(float %46, float %45, float 0xBFBF19B980000000)
  %48 = tail call float @llvm.fma.f32(float %47, float %45, float 0x3FC1E52AA0000000)
  %49 = tail call float @llvm.fma.f32(float %48, float %45, float 0xBFC55B1720000000)
  %50 = tail call float @llvm.fma.f32(float %49, float %45, float 0x3FC99DA160000000)
  %51 = tail call float @llvm.fma.f32(float %50, float %45, float 0xBFCFFFE440000000)
  %52 = tail call float @llvm.fma.f32(float %51, float %45, float 0x3FD5554F00000000)
  %53 = tail call float @llvm.fma.f32(float %52, float %45, float -5.000000e-01)
  %54 = fmul float %45, %53
  %55 = tail call float @llvm.fma.f32(float %54, float %45, float %45)
  %56 = tail call float @llvm.fma.f32(float %44, float 0x3FE62E4300000000, float %55)
  %57 = icmp ugt i32 %38, 2139095039
  %58 = tail call float @llvm.fma.f32(float %36, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %59 = select i1 %57, float %58, float %56
  %60 = fcmp oeq float %36, 0.000000e+00
  %61 = select i1 %60, float 0xFFF0000000000000, float %59
  %62 = fmul contract float %18, %31
  %63 = fadd contract float %62, %61
  %64 = fmul contract float %6, %32
  %65 = fdiv contract float %63, %64
  %66 = fsub contract float %65, %64
  %67 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %68 = fmul contract float %67, 0x3FCDA67120000000
  %69 = fadd contract float %68, 1.000000e+00
  %70 = fdiv contract float 1.000000e+00, %69
  %71 = fmul contract float %70, 0x3FF548CDE0000000
  %72 = fadd contract float %71, 0xBFFD23DD40000000
  %73 = fmul contract float %70, %72
  %74 = fadd contract float %73, 0x3FFC80EF00000000
  %75 = fmul contract float %70, %74
  %76 = fadd contract float %75, 0xBFD6D1F0E0000000
  %77 = fmul contract float %70, %76
  %78 = fadd contract float %77, 0x3FD470BF40000000
  %79 = fmul contract float %70, %78
  %80 = fmul contract float %65, -5.000000e-01
  %81 = fmul contract float %65, %80
  %82 = tail call float @llvm.fma.f32(float %81, float 0x3F777313A0000000, float 5.000000e-01)
  %83 = tail call float @llvm.nvvm.saturate.f(float %82) #9
  %84 = tail call float @llvm.nvvm.fma.rm.f(float %83, float 2.520000e+02, float 0x4168000020000000) #9
  %85 = fadd float %84, 0xC168000FE0000000
  %86 = fneg float %85
  %87 = tail call float @llvm.fma.f32(float %81, float 0x3FF7154760000000, float %86)
  %88 = tail call float @llvm.fma.f32(float %81, float 0x3E54AE0C00000000, float %87)
  %89 = bitcast float %84 to i32
  %90 = shl i32 %89, 23
  %91 = bitcast i32 %90 to float
  %92 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %88)
  %93 = fmul float %92, %91
  %94 = fmul contract float %93, 0x3FD9884540000000
  %95 = fmul contract float %94, %79
  %96 = fcmp contract ogt float %65, 0.000000e+00
  %97 = fsub contract float 1.000000e+00, %95
  %98 = select contract i1 %96, float %97, float %95
  %99 = tail call noundef float @llvm.nvvm.fabs.f32(float %66)
  %100 = fmul contract float %99, 0x3FCDA67120000000
  %101 = fadd contract float %100, 1.000000e+00
  %102 = fdiv contract float 1.000000e+00, %101
  %103 = fmul contract float %102, 0x3FF548CDE0000000
  %104 = fadd contract float %103, 0xBFFD23DD40000000
  %105 = fmul contract float %102, %104
  %106 = fadd contract float %105, 0x3FFC80EF00000000
  %107 = fmul contract float %102, %106
  %108 = fadd contract float %107, 0xBFD6D1F0E0000000
  %109 = fmul contract float %102, %108
  %110 = fadd contract float %109, 0x3FD470BF40000000
  %111 = fmul contract float %102, %110
  %112 = fmul contract float %66, -5.000000e-01
  %113 = fmul contract float %66, %112
  %114 = tail call float @llvm.fma.f32(float %113, float 0x3F777313A0000000, float 5.000000e-01)
  %115 = tail call float @llvm.nvvm.saturate.f(float %114) #9
  %116 = tail call float @llvm.nvvm.fma.rm.f(float %115, float 2.520000e+02, float 0x4168000020000000) #9
  %117 = fadd float %116, 0xC168000FE0000000
  %118 = fneg float %117
  %119 = tail call float @llvm.fma.f32(float %113, float 0x3FF7154760000000, float %118)
  %120 = tail call float @llvm.fma.f32(float %113, float 0x3E54AE0C00000000, float %119)
  %121 = bitcast float %116 to i32
  %122 = shl i32 %121, 23
  %123 = bitcast i32 %122 to float
  %124 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %120)
  %125 = fmul float %124, %123
  %126 = fmul contract float %125, 0x3FD9884540000000
  %127 = fmul contract float %126, %111
  %128 = fcmp contract ogt float %66, 0.000000e+00
  %129 = fsub contract float 1.000000e+00, %127
  %130 = select contract i1 %128, float %129, float %127
  %131 = fmul contract float %31, %19
  %132 = tail call float @llvm.fma.f32(float %131, float 0x3F777313A0000000, float 5.000000e-01)
  %133 = tail call float @llvm.nvvm.saturate.f(float %132) #9
  %134 = tail call float @llvm.nvvm.fma.rm.f(float %133, float 2.520000e+02, float 0x4168000020000000) #9
  %135 = fadd float %134, 0xC168000FE0000000
  %136 = fneg float %135
  %137 = tail call float @llvm.fma.f32(float %131, float 0x3FF7154760000000, float %136)
  %138 = tail call float @llvm.fma.f32(float %131, float 0x3E54AE0C00000000, float %137)
  %139 = bitcast float %134 to i32
  %140 = shl i32 %139, 23
  %141 = bitcast i32 %140 to float
  %142 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %138)
  %143 = fmul float %142, %141
  %144 = fmul contract float %27, %98
  %145 = fmul contract float %29, %143
  %146 = fmul contract float %145, %130
  %147 = fsub contract float %144, %146
  %148 = getelementptr inbounds float, ptr %0, i64 %25
  store float %147, ptr %148, align 4, !tbaa !11
  %149 = fsub contract float 1.000000e+00, %130
  %150 = fmul contract float %145, %149
  %151 = fsub contract float 1.000000e+00, %98
  %152 = fmul contract float %27, %151
  %153 = fsub contract float %150, %152
  %154 = getelementptr inbounds float, ptr %1, i64 %25
  store float %153, ptr %154, align 4, !tbaa !11
  %155 = add i32 %24, %21
  %156 = icmp slt i32 %155, %7
  br i1 %156, label %23, label %22, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind memory(none) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{i32 33610, i32 33614, i32 33659, i32 33704}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
