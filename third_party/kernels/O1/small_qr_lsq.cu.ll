; ModuleID = 'src/small_qr_lsq.cu'
source_filename = "src/small_qr_lsq.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ18givens_polyfit_f64E2ts = internal unnamed_addr addrspace(3) global [256 x double] undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @householder_lsq_8x4(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %576

14:                                               ; preds = %7
  %15 = sext i32 %6 to i64
  %16 = sext i32 %12 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = sext i32 %6 to i64
  %19 = sext i32 %12 to i64
  %20 = getelementptr float, ptr %1, i64 %19
  %21 = load float, ptr %17, align 4, !tbaa !11
  %22 = getelementptr float, ptr %17, i64 %15
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = shl nsw i64 %15, 3
  %25 = getelementptr i8, ptr %17, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = mul nsw i64 %15, 12
  %28 = getelementptr i8, ptr %17, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = load float, ptr %20, align 4, !tbaa !11
  %31 = shl nsw i64 %15, 4
  %32 = getelementptr i8, ptr %17, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = mul nsw i64 %15, 20
  %35 = getelementptr i8, ptr %17, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = mul nsw i64 %15, 24
  %38 = getelementptr i8, ptr %17, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = mul nsw i64 %15, 28
  %41 = getelementptr i8, ptr %17, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr float, ptr %20, i64 %18
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = shl nsw i64 %15, 5
  %46 = getelementptr i8, ptr %17, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = mul nsw i64 %15, 36
  %49 = getelementptr i8, ptr %17, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = mul nsw i64 %15, 40
  %52 = getelementptr i8, ptr %17, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = mul nsw i64 %15, 44
  %55 = getelementptr i8, ptr %17, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = shl nsw i64 %18, 3
  %58 = getelementptr i8, ptr %20, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = mul nsw i64 %15, 48
  %61 = getelementptr i8, ptr %17, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = mul nsw i64 %15, 52
  %64 = getelementptr i8, ptr %17, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = mul nsw i64 %15, 56
  %67 = getelementptr i8, ptr %17, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = mul nsw i64 %15, 60
  %70 = getelementptr i8, ptr %17, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = mul nsw i64 %18, 12
  %73 = getelementptr i8, ptr %20, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = shl nsw i64 %15, 6
  %76 = getelementptr i8, ptr %17, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = mul nsw i64 %15, 68
  %79 = getelementptr i8, ptr %17, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = mul nsw i64 %15, 72
  %82 = getelementptr i8, ptr %17, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = mul nsw i64 %15, 76
  %85 = getelementptr i8, ptr %17, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = shl nsw i64 %18, 4
  %88 = getelementptr i8, ptr %20, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = mul nsw i64 %15, 80
  %91 = getelementptr i8, ptr %17, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = mul nsw i64 %15, 84
  %94 = getelementptr i8, ptr %17, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = mul nsw i64 %15, 88
  %97 = getelementptr i8, ptr %17, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = mul nsw i64 %15, 92
  %100 = getelementptr i8, ptr %17, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = mul nsw i64 %18, 20
  %103 = getelementptr i8, ptr %20, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = mul nsw i64 %15, 96
  %106 = getelementptr i8, ptr %17, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = mul nsw i64 %15, 100
  %109 = getelementptr i8, ptr %17, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = mul nsw i64 %15, 104
  %112 = getelementptr i8, ptr %17, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = mul nsw i64 %15, 108
  %115 = getelementptr i8, ptr %17, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = mul nsw i64 %18, 24
  %118 = getelementptr i8, ptr %20, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = mul nsw i64 %15, 112
  %121 = getelementptr i8, ptr %17, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !11
  %123 = mul nsw i64 %15, 116
  %124 = getelementptr i8, ptr %17, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = mul nsw i64 %15, 120
  %127 = getelementptr i8, ptr %17, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = mul nsw i64 %15, 124
  %130 = getelementptr i8, ptr %17, i64 %129
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = mul nsw i64 %18, 28
  %133 = getelementptr i8, ptr %20, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = tail call noundef float @llvm.nvvm.fabs.f32(float %21)
  %136 = tail call noundef float @llvm.maxnum.f32(float %135, float 0.000000e+00)
  %137 = tail call noundef float @llvm.nvvm.fabs.f32(float %23)
  %138 = tail call noundef float @llvm.maxnum.f32(float %136, float %137)
  %139 = tail call noundef float @llvm.nvvm.fabs.f32(float %26)
  %140 = tail call noundef float @llvm.maxnum.f32(float %138, float %139)
  %141 = tail call noundef float @llvm.nvvm.fabs.f32(float %29)
  %142 = tail call noundef float @llvm.maxnum.f32(float %140, float %141)
  %143 = tail call noundef float @llvm.nvvm.fabs.f32(float %33)
  %144 = tail call noundef float @llvm.maxnum.f32(float %142, float %143)
  %145 = tail call noundef float @llvm.nvvm.fabs.f32(float %36)
  %146 = tail call noundef float @llvm.maxnum.f32(float %144, float %145)
  %147 = tail call noundef float @llvm.nvvm.fabs.f32(float %39)
  %148 = tail call noundef float @llvm.maxnum.f32(float %146, float %147)
  %149 = tail call noundef float @llvm.nvvm.fabs.f32(float %42)
  %150 = tail call noundef float @llvm.maxnum.f32(float %148, float %149)
  %151 = tail call noundef float @llvm.nvvm.fabs.f32(float %47)
  %152 = tail call noundef float @llvm.maxnum.f32(float %150, float %151)
  %153 = tail call noundef float @llvm.nvvm.fabs.f32(float %50)
  %154 = tail call noundef float @llvm.maxnum.f32(float %152, float %153)
  %155 = tail call noundef float @llvm.nvvm.fabs.f32(float %53)
  %156 = tail call noundef float @llvm.maxnum.f32(float %154, float %155)
  %157 = tail call noundef float @llvm.nvvm.fabs.f32(float %56)
  %158 = tail call noundef float @llvm.maxnum.f32(float %156, float %157)
  %159 = tail call noundef float @llvm.nvvm.fabs.f32(float %62)
  %160 = tail call noundef float @llvm.maxnum.f32(float %158, float %159)
  %161 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %162 = tail call noundef float @llvm.maxnum.f32(float %160, float %161)
  %163 = tail call noundef float @llvm.nvvm.fabs.f32(float %68)
  %164 = tail call noundef float @llvm.maxnum.f32(float %162, float %163)
  %165 = tail call noundef float @llvm.nvvm.fabs.f32(float %71)
  %166 = tail call noundef float @llvm.maxnum.f32(float %164, float %165)
  %167 = tail call noundef float @llvm.nvvm.fabs.f32(float %77)
  %168 = tail call noundef float @llvm.maxnum.f32(float %166, float %167)
  %169 = tail call noundef float @llvm.nvvm.fabs.f32(float %80)
  %170 = tail call noundef float @llvm.maxnum.f32(float %168, float %169)
  %171 = tail call noundef float @llvm.nvvm.fabs.f32(float %83)
  %172 = tail call noundef float @llvm.maxnum.f32(float %170, float %171)
  %173 = tail call noundef float @llvm.nvvm.fabs.f32(float %86)
  %174 = tail call noundef float @llvm.maxnum.f32(float %172, float %173)
  %175 = tail call noundef float @llvm.nvvm.fabs.f32(float %92)
  %176 = tail call noundef float @llvm.maxnum.f32(float %174, float %175)
  %177 = tail call noundef float @llvm.nvvm.fabs.f32(float %95)
  %178 = tail call noundef float @llvm.maxnum.f32(float %176, float %177)
  %179 = tail call noundef float @llvm.nvvm.fabs.f32(float %98)
  %180 = tail call noundef float @llvm.maxnum.f32(float %178, float %179)
  %181 = tail call noundef float @llvm.nvvm.fabs.f32(float %101)
  %182 = tail call noundef float @llvm.maxnum.f32(float %180, float %181)
  %183 = tail call noundef float @llvm.nvvm.fabs.f32(float %107)
  %184 = tail call noundef float @llvm.maxnum.f32(float %182, float %183)
  %185 = tail call noundef float @llvm.nvvm.fabs.f32(float %110)
  %186 = tail call noundef float @llvm.maxnum.f32(float %184, float %185)
  %187 = tail call noundef float @llvm.nvvm.fabs.f32(float %113)
  %188 = tail call noundef float @llvm.maxnum.f32(float %186, float %187)
  %189 = tail call noundef float @llvm.nvvm.fabs.f32(float %116)
  %190 = tail call noundef float @llvm.maxnum.f32(float %188, float %189)
  %191 = tail call noundef float @llvm.fma.f32(float %21, float %21, float 0.000000e+00)
  %192 = tail call noundef float @llvm.fma.f32(float %33, float %33, float %191)
  %193 = tail call noundef float @llvm.fma.f32(float %47, float %47, float %192)
  %194 = tail call noundef float @llvm.fma.f32(float %62, float %62, float %193)
  %195 = tail call noundef float @llvm.fma.f32(float %77, float %77, float %194)
  %196 = tail call noundef float @llvm.fma.f32(float %92, float %92, float %195)
  %197 = tail call noundef float @llvm.fma.f32(float %107, float %107, float %196)
  %198 = tail call noundef float @llvm.fma.f32(float %122, float %122, float %197)
  %199 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %198) #7
  %200 = fcmp contract ogt float %199, 0.000000e+00
  br i1 %200, label %201, label %283

201:                                              ; preds = %14
  %202 = fcmp contract oge float %21, 0.000000e+00
  %203 = fneg contract float %199
  %204 = select contract i1 %202, float %203, float %199
  %205 = fsub contract float %21, %204
  %206 = fmul contract float %205, %205
  %207 = fmul contract float %21, %21
  %208 = fsub contract float %198, %207
  %209 = fadd contract float %208, %206
  %210 = fcmp contract ogt float %209, 0.000000e+00
  %211 = fdiv contract float 2.000000e+00, %209
  %212 = select contract i1 %210, float %211, float 0.000000e+00
  %213 = fneg contract float %212
  %214 = tail call noundef float @llvm.fma.f32(float %205, float %23, float 0.000000e+00)
  %215 = tail call noundef float @llvm.fma.f32(float %33, float %36, float %214)
  %216 = tail call noundef float @llvm.fma.f32(float %47, float %50, float %215)
  %217 = tail call noundef float @llvm.fma.f32(float %62, float %65, float %216)
  %218 = tail call noundef float @llvm.fma.f32(float %77, float %80, float %217)
  %219 = tail call noundef float @llvm.fma.f32(float %92, float %95, float %218)
  %220 = tail call noundef float @llvm.fma.f32(float %107, float %110, float %219)
  %221 = tail call noundef float @llvm.fma.f32(float %122, float %125, float %220)
  %222 = fmul contract float %221, %213
  %223 = tail call noundef float @llvm.fma.f32(float %222, float %205, float %23)
  %224 = tail call noundef float @llvm.fma.f32(float %222, float %33, float %36)
  %225 = tail call noundef float @llvm.fma.f32(float %222, float %47, float %50)
  %226 = tail call noundef float @llvm.fma.f32(float %222, float %62, float %65)
  %227 = tail call noundef float @llvm.fma.f32(float %222, float %77, float %80)
  %228 = tail call noundef float @llvm.fma.f32(float %222, float %92, float %95)
  %229 = tail call noundef float @llvm.fma.f32(float %222, float %107, float %110)
  %230 = tail call noundef float @llvm.fma.f32(float %222, float %122, float %125)
  %231 = tail call noundef float @llvm.fma.f32(float %205, float %26, float 0.000000e+00)
  %232 = tail call noundef float @llvm.fma.f32(float %33, float %39, float %231)
  %233 = tail call noundef float @llvm.fma.f32(float %47, float %53, float %232)
  %234 = tail call noundef float @llvm.fma.f32(float %62, float %68, float %233)
  %235 = tail call noundef float @llvm.fma.f32(float %77, float %83, float %234)
  %236 = tail call noundef float @llvm.fma.f32(float %92, float %98, float %235)
  %237 = tail call noundef float @llvm.fma.f32(float %107, float %113, float %236)
  %238 = tail call noundef float @llvm.fma.f32(float %122, float %128, float %237)
  %239 = fmul contract float %238, %213
  %240 = tail call noundef float @llvm.fma.f32(float %239, float %205, float %26)
  %241 = tail call noundef float @llvm.fma.f32(float %239, float %33, float %39)
  %242 = tail call noundef float @llvm.fma.f32(float %239, float %47, float %53)
  %243 = tail call noundef float @llvm.fma.f32(float %239, float %62, float %68)
  %244 = tail call noundef float @llvm.fma.f32(float %239, float %77, float %83)
  %245 = tail call noundef float @llvm.fma.f32(float %239, float %92, float %98)
  %246 = tail call noundef float @llvm.fma.f32(float %239, float %107, float %113)
  %247 = tail call noundef float @llvm.fma.f32(float %239, float %122, float %128)
  %248 = tail call noundef float @llvm.fma.f32(float %205, float %29, float 0.000000e+00)
  %249 = tail call noundef float @llvm.fma.f32(float %33, float %42, float %248)
  %250 = tail call noundef float @llvm.fma.f32(float %47, float %56, float %249)
  %251 = tail call noundef float @llvm.fma.f32(float %62, float %71, float %250)
  %252 = tail call noundef float @llvm.fma.f32(float %77, float %86, float %251)
  %253 = tail call noundef float @llvm.fma.f32(float %92, float %101, float %252)
  %254 = tail call noundef float @llvm.fma.f32(float %107, float %116, float %253)
  %255 = tail call noundef float @llvm.fma.f32(float %122, float %131, float %254)
  %256 = fmul contract float %255, %213
  %257 = tail call noundef float @llvm.fma.f32(float %256, float %205, float %29)
  %258 = tail call noundef float @llvm.fma.f32(float %256, float %33, float %42)
  %259 = tail call noundef float @llvm.fma.f32(float %256, float %47, float %56)
  %260 = tail call noundef float @llvm.fma.f32(float %256, float %62, float %71)
  %261 = tail call noundef float @llvm.fma.f32(float %256, float %77, float %86)
  %262 = tail call noundef float @llvm.fma.f32(float %256, float %92, float %101)
  %263 = tail call noundef float @llvm.fma.f32(float %256, float %107, float %116)
  %264 = tail call noundef float @llvm.fma.f32(float %256, float %122, float %131)
  %265 = tail call noundef float @llvm.fma.f32(float %205, float %30, float 0.000000e+00)
  %266 = tail call noundef float @llvm.fma.f32(float %33, float %44, float %265)
  %267 = tail call noundef float @llvm.fma.f32(float %47, float %59, float %266)
  %268 = tail call noundef float @llvm.fma.f32(float %62, float %74, float %267)
  %269 = tail call noundef float @llvm.fma.f32(float %77, float %89, float %268)
  %270 = tail call noundef float @llvm.fma.f32(float %92, float %104, float %269)
  %271 = tail call noundef float @llvm.fma.f32(float %107, float %119, float %270)
  %272 = tail call noundef float @llvm.fma.f32(float %122, float %134, float %271)
  %273 = fneg contract float %212
  %274 = fmul contract float %272, %273
  %275 = tail call noundef float @llvm.fma.f32(float %274, float %205, float %30)
  %276 = tail call noundef float @llvm.fma.f32(float %274, float %33, float %44)
  %277 = tail call noundef float @llvm.fma.f32(float %274, float %47, float %59)
  %278 = tail call noundef float @llvm.fma.f32(float %274, float %62, float %74)
  %279 = tail call noundef float @llvm.fma.f32(float %274, float %77, float %89)
  %280 = tail call noundef float @llvm.fma.f32(float %274, float %92, float %104)
  %281 = tail call noundef float @llvm.fma.f32(float %274, float %107, float %119)
  %282 = tail call noundef float @llvm.fma.f32(float %274, float %122, float %134)
  br label %283

283:                                              ; preds = %14, %201
  %284 = phi float [ %246, %201 ], [ %113, %14 ]
  %285 = phi float [ %229, %201 ], [ %110, %14 ]
  %286 = phi float [ %262, %201 ], [ %101, %14 ]
  %287 = phi float [ %245, %201 ], [ %98, %14 ]
  %288 = phi float [ %228, %201 ], [ %95, %14 ]
  %289 = phi float [ %261, %201 ], [ %86, %14 ]
  %290 = phi float [ %244, %201 ], [ %83, %14 ]
  %291 = phi float [ %227, %201 ], [ %80, %14 ]
  %292 = phi float [ %260, %201 ], [ %71, %14 ]
  %293 = phi float [ %243, %201 ], [ %68, %14 ]
  %294 = phi float [ %226, %201 ], [ %65, %14 ]
  %295 = phi float [ %259, %201 ], [ %56, %14 ]
  %296 = phi float [ %242, %201 ], [ %53, %14 ]
  %297 = phi float [ %225, %201 ], [ %50, %14 ]
  %298 = phi float [ %258, %201 ], [ %42, %14 ]
  %299 = phi float [ %241, %201 ], [ %39, %14 ]
  %300 = phi float [ %224, %201 ], [ %36, %14 ]
  %301 = phi float [ %263, %201 ], [ %116, %14 ]
  %302 = phi float [ %257, %201 ], [ %29, %14 ]
  %303 = phi float [ %240, %201 ], [ %26, %14 ]
  %304 = phi float [ %223, %201 ], [ %23, %14 ]
  %305 = phi float [ %204, %201 ], [ %21, %14 ]
  %306 = phi float [ %282, %201 ], [ %134, %14 ]
  %307 = phi float [ %281, %201 ], [ %119, %14 ]
  %308 = phi float [ %280, %201 ], [ %104, %14 ]
  %309 = phi float [ %279, %201 ], [ %89, %14 ]
  %310 = phi float [ %278, %201 ], [ %74, %14 ]
  %311 = phi float [ %277, %201 ], [ %59, %14 ]
  %312 = phi float [ %276, %201 ], [ %44, %14 ]
  %313 = phi float [ %275, %201 ], [ %30, %14 ]
  %314 = phi float [ %230, %201 ], [ %125, %14 ]
  %315 = phi float [ %247, %201 ], [ %128, %14 ]
  %316 = phi float [ %264, %201 ], [ %131, %14 ]
  %317 = tail call noundef float @llvm.fma.f32(float %300, float %300, float 0.000000e+00)
  %318 = tail call noundef float @llvm.fma.f32(float %297, float %297, float %317)
  %319 = tail call noundef float @llvm.fma.f32(float %294, float %294, float %318)
  %320 = tail call noundef float @llvm.fma.f32(float %291, float %291, float %319)
  %321 = tail call noundef float @llvm.fma.f32(float %288, float %288, float %320)
  %322 = tail call noundef float @llvm.fma.f32(float %285, float %285, float %321)
  %323 = tail call noundef float @llvm.fma.f32(float %314, float %314, float %322)
  %324 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %323) #7
  %325 = fcmp contract ogt float %324, 0.000000e+00
  br i1 %325, label %326, label %385

326:                                              ; preds = %283
  %327 = fcmp contract oge float %300, 0.000000e+00
  %328 = fneg contract float %324
  %329 = select contract i1 %327, float %328, float %324
  %330 = fsub contract float %300, %329
  %331 = fmul contract float %330, %330
  %332 = fmul contract float %300, %300
  %333 = fsub contract float %323, %332
  %334 = fadd contract float %333, %331
  %335 = fcmp contract ogt float %334, 0.000000e+00
  %336 = fdiv contract float 2.000000e+00, %334
  %337 = select contract i1 %335, float %336, float 0.000000e+00
  %338 = fneg contract float %337
  %339 = tail call noundef float @llvm.fma.f32(float %330, float %299, float 0.000000e+00)
  %340 = tail call noundef float @llvm.fma.f32(float %297, float %296, float %339)
  %341 = tail call noundef float @llvm.fma.f32(float %294, float %293, float %340)
  %342 = tail call noundef float @llvm.fma.f32(float %291, float %290, float %341)
  %343 = tail call noundef float @llvm.fma.f32(float %288, float %287, float %342)
  %344 = tail call noundef float @llvm.fma.f32(float %285, float %284, float %343)
  %345 = tail call noundef float @llvm.fma.f32(float %314, float %315, float %344)
  %346 = fmul contract float %345, %338
  %347 = tail call noundef float @llvm.fma.f32(float %346, float %330, float %299)
  %348 = tail call noundef float @llvm.fma.f32(float %346, float %297, float %296)
  %349 = tail call noundef float @llvm.fma.f32(float %346, float %294, float %293)
  %350 = tail call noundef float @llvm.fma.f32(float %346, float %291, float %290)
  %351 = tail call noundef float @llvm.fma.f32(float %346, float %288, float %287)
  %352 = tail call noundef float @llvm.fma.f32(float %346, float %285, float %284)
  %353 = tail call noundef float @llvm.fma.f32(float %346, float %314, float %315)
  %354 = tail call noundef float @llvm.fma.f32(float %330, float %298, float 0.000000e+00)
  %355 = tail call noundef float @llvm.fma.f32(float %297, float %295, float %354)
  %356 = tail call noundef float @llvm.fma.f32(float %294, float %292, float %355)
  %357 = tail call noundef float @llvm.fma.f32(float %291, float %289, float %356)
  %358 = tail call noundef float @llvm.fma.f32(float %288, float %286, float %357)
  %359 = tail call noundef float @llvm.fma.f32(float %285, float %301, float %358)
  %360 = tail call noundef float @llvm.fma.f32(float %314, float %316, float %359)
  %361 = fmul contract float %360, %338
  %362 = tail call noundef float @llvm.fma.f32(float %361, float %330, float %298)
  %363 = tail call noundef float @llvm.fma.f32(float %361, float %297, float %295)
  %364 = tail call noundef float @llvm.fma.f32(float %361, float %294, float %292)
  %365 = tail call noundef float @llvm.fma.f32(float %361, float %291, float %289)
  %366 = tail call noundef float @llvm.fma.f32(float %361, float %288, float %286)
  %367 = tail call noundef float @llvm.fma.f32(float %361, float %285, float %301)
  %368 = tail call noundef float @llvm.fma.f32(float %361, float %314, float %316)
  %369 = tail call noundef float @llvm.fma.f32(float %330, float %312, float 0.000000e+00)
  %370 = tail call noundef float @llvm.fma.f32(float %297, float %311, float %369)
  %371 = tail call noundef float @llvm.fma.f32(float %294, float %310, float %370)
  %372 = tail call noundef float @llvm.fma.f32(float %291, float %309, float %371)
  %373 = tail call noundef float @llvm.fma.f32(float %288, float %308, float %372)
  %374 = tail call noundef float @llvm.fma.f32(float %285, float %307, float %373)
  %375 = tail call noundef float @llvm.fma.f32(float %314, float %306, float %374)
  %376 = fneg contract float %337
  %377 = fmul contract float %375, %376
  %378 = tail call noundef float @llvm.fma.f32(float %377, float %330, float %312)
  %379 = tail call noundef float @llvm.fma.f32(float %377, float %297, float %311)
  %380 = tail call noundef float @llvm.fma.f32(float %377, float %294, float %310)
  %381 = tail call noundef float @llvm.fma.f32(float %377, float %291, float %309)
  %382 = tail call noundef float @llvm.fma.f32(float %377, float %288, float %308)
  %383 = tail call noundef float @llvm.fma.f32(float %377, float %285, float %307)
  %384 = tail call noundef float @llvm.fma.f32(float %377, float %314, float %306)
  br label %385

385:                                              ; preds = %326, %283
  %386 = phi float [ %352, %326 ], [ %284, %283 ]
  %387 = phi float [ %366, %326 ], [ %286, %283 ]
  %388 = phi float [ %351, %326 ], [ %287, %283 ]
  %389 = phi float [ %365, %326 ], [ %289, %283 ]
  %390 = phi float [ %350, %326 ], [ %290, %283 ]
  %391 = phi float [ %364, %326 ], [ %292, %283 ]
  %392 = phi float [ %349, %326 ], [ %293, %283 ]
  %393 = phi float [ %363, %326 ], [ %295, %283 ]
  %394 = phi float [ %348, %326 ], [ %296, %283 ]
  %395 = phi float [ %362, %326 ], [ %298, %283 ]
  %396 = phi float [ %347, %326 ], [ %299, %283 ]
  %397 = phi float [ %329, %326 ], [ %300, %283 ]
  %398 = phi float [ %367, %326 ], [ %301, %283 ]
  %399 = phi float [ %384, %326 ], [ %306, %283 ]
  %400 = phi float [ %383, %326 ], [ %307, %283 ]
  %401 = phi float [ %382, %326 ], [ %308, %283 ]
  %402 = phi float [ %381, %326 ], [ %309, %283 ]
  %403 = phi float [ %380, %326 ], [ %310, %283 ]
  %404 = phi float [ %379, %326 ], [ %311, %283 ]
  %405 = phi float [ %378, %326 ], [ %312, %283 ]
  %406 = phi float [ %353, %326 ], [ %315, %283 ]
  %407 = phi float [ %368, %326 ], [ %316, %283 ]
  %408 = tail call noundef float @llvm.fma.f32(float %394, float %394, float 0.000000e+00)
  %409 = tail call noundef float @llvm.fma.f32(float %392, float %392, float %408)
  %410 = tail call noundef float @llvm.fma.f32(float %390, float %390, float %409)
  %411 = tail call noundef float @llvm.fma.f32(float %388, float %388, float %410)
  %412 = tail call noundef float @llvm.fma.f32(float %386, float %386, float %411)
  %413 = tail call noundef float @llvm.fma.f32(float %406, float %406, float %412)
  %414 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %413) #7
  %415 = fcmp contract ogt float %414, 0.000000e+00
  br i1 %415, label %416, label %456

416:                                              ; preds = %385
  %417 = fcmp contract oge float %394, 0.000000e+00
  %418 = fneg contract float %414
  %419 = select contract i1 %417, float %418, float %414
  %420 = fsub contract float %394, %419
  %421 = fmul contract float %420, %420
  %422 = fmul contract float %394, %394
  %423 = fsub contract float %413, %422
  %424 = fadd contract float %423, %421
  %425 = fcmp contract ogt float %424, 0.000000e+00
  %426 = fdiv contract float 2.000000e+00, %424
  %427 = select contract i1 %425, float %426, float 0.000000e+00
  %428 = fneg contract float %427
  %429 = tail call noundef float @llvm.fma.f32(float %420, float %393, float 0.000000e+00)
  %430 = tail call noundef float @llvm.fma.f32(float %392, float %391, float %429)
  %431 = tail call noundef float @llvm.fma.f32(float %390, float %389, float %430)
  %432 = tail call noundef float @llvm.fma.f32(float %388, float %387, float %431)
  %433 = tail call noundef float @llvm.fma.f32(float %386, float %398, float %432)
  %434 = tail call noundef float @llvm.fma.f32(float %406, float %407, float %433)
  %435 = fmul contract float %434, %428
  %436 = tail call noundef float @llvm.fma.f32(float %435, float %420, float %393)
  %437 = tail call noundef float @llvm.fma.f32(float %435, float %392, float %391)
  %438 = tail call noundef float @llvm.fma.f32(float %435, float %390, float %389)
  %439 = tail call noundef float @llvm.fma.f32(float %435, float %388, float %387)
  %440 = tail call noundef float @llvm.fma.f32(float %435, float %386, float %398)
  %441 = tail call noundef float @llvm.fma.f32(float %435, float %406, float %407)
  %442 = tail call noundef float @llvm.fma.f32(float %420, float %404, float 0.000000e+00)
  %443 = tail call noundef float @llvm.fma.f32(float %392, float %403, float %442)
  %444 = tail call noundef float @llvm.fma.f32(float %390, float %402, float %443)
  %445 = tail call noundef float @llvm.fma.f32(float %388, float %401, float %444)
  %446 = tail call noundef float @llvm.fma.f32(float %386, float %400, float %445)
  %447 = tail call noundef float @llvm.fma.f32(float %406, float %399, float %446)
  %448 = fneg contract float %427
  %449 = fmul contract float %447, %448
  %450 = tail call noundef float @llvm.fma.f32(float %449, float %420, float %404)
  %451 = tail call noundef float @llvm.fma.f32(float %449, float %392, float %403)
  %452 = tail call noundef float @llvm.fma.f32(float %449, float %390, float %402)
  %453 = tail call noundef float @llvm.fma.f32(float %449, float %388, float %401)
  %454 = tail call noundef float @llvm.fma.f32(float %449, float %386, float %400)
  %455 = tail call noundef float @llvm.fma.f32(float %449, float %406, float %399)
  br label %456

456:                                              ; preds = %385, %416
  %457 = phi float [ %439, %416 ], [ %387, %385 ]
  %458 = phi float [ %438, %416 ], [ %389, %385 ]
  %459 = phi float [ %437, %416 ], [ %391, %385 ]
  %460 = phi float [ %436, %416 ], [ %393, %385 ]
  %461 = phi float [ %419, %416 ], [ %394, %385 ]
  %462 = phi float [ %440, %416 ], [ %398, %385 ]
  %463 = phi float [ %455, %416 ], [ %399, %385 ]
  %464 = phi float [ %454, %416 ], [ %400, %385 ]
  %465 = phi float [ %453, %416 ], [ %401, %385 ]
  %466 = phi float [ %452, %416 ], [ %402, %385 ]
  %467 = phi float [ %451, %416 ], [ %403, %385 ]
  %468 = phi float [ %450, %416 ], [ %404, %385 ]
  %469 = phi float [ %441, %416 ], [ %407, %385 ]
  %470 = tail call noundef float @llvm.fma.f32(float %459, float %459, float 0.000000e+00)
  %471 = tail call noundef float @llvm.fma.f32(float %458, float %458, float %470)
  %472 = tail call noundef float @llvm.fma.f32(float %457, float %457, float %471)
  %473 = tail call noundef float @llvm.fma.f32(float %462, float %462, float %472)
  %474 = tail call noundef float @llvm.fma.f32(float %469, float %469, float %473)
  %475 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %474) #7
  %476 = fcmp contract ogt float %475, 0.000000e+00
  br i1 %476, label %477, label %500

477:                                              ; preds = %456
  %478 = fcmp contract oge float %459, 0.000000e+00
  %479 = fneg contract float %475
  %480 = select contract i1 %478, float %479, float %475
  %481 = fsub contract float %459, %480
  %482 = fmul contract float %481, %481
  %483 = fmul contract float %459, %459
  %484 = fsub contract float %474, %483
  %485 = fadd contract float %484, %482
  %486 = fcmp contract ogt float %485, 0.000000e+00
  %487 = tail call noundef float @llvm.fma.f32(float %481, float %467, float 0.000000e+00)
  %488 = tail call noundef float @llvm.fma.f32(float %458, float %466, float %487)
  %489 = tail call noundef float @llvm.fma.f32(float %457, float %465, float %488)
  %490 = tail call noundef float @llvm.fma.f32(float %462, float %464, float %489)
  %491 = tail call noundef float @llvm.fma.f32(float %469, float %463, float %490)
  %492 = fdiv contract float -2.000000e+00, %485
  %493 = select contract i1 %486, float %492, float -0.000000e+00
  %494 = fmul contract float %491, %493
  %495 = tail call noundef float @llvm.fma.f32(float %494, float %481, float %467)
  %496 = tail call noundef float @llvm.fma.f32(float %494, float %458, float %466)
  %497 = tail call noundef float @llvm.fma.f32(float %494, float %457, float %465)
  %498 = tail call noundef float @llvm.fma.f32(float %494, float %462, float %464)
  %499 = tail call noundef float @llvm.fma.f32(float %494, float %469, float %463)
  br label %500

500:                                              ; preds = %456, %477
  %501 = phi float [ %480, %477 ], [ %459, %456 ]
  %502 = phi float [ %499, %477 ], [ %463, %456 ]
  %503 = phi float [ %498, %477 ], [ %464, %456 ]
  %504 = phi float [ %497, %477 ], [ %465, %456 ]
  %505 = phi float [ %496, %477 ], [ %466, %456 ]
  %506 = phi float [ %495, %477 ], [ %467, %456 ]
  %507 = tail call noundef float @llvm.nvvm.fabs.f32(float %122)
  %508 = tail call noundef float @llvm.maxnum.f32(float %190, float %507)
  %509 = tail call noundef float @llvm.nvvm.fabs.f32(float %125)
  %510 = tail call noundef float @llvm.maxnum.f32(float %508, float %509)
  %511 = tail call noundef float @llvm.nvvm.fabs.f32(float %128)
  %512 = tail call noundef float @llvm.maxnum.f32(float %510, float %511)
  %513 = tail call noundef float @llvm.nvvm.fabs.f32(float %131)
  %514 = tail call noundef float @llvm.maxnum.f32(float %512, float %513)
  %515 = tail call noundef float @llvm.maxnum.f32(float %514, float 0x39B4484C00000000)
  %516 = fmul contract float %515, 0x3EB0C6F7A0000000
  %517 = tail call noundef float @llvm.nvvm.fabs.f32(float %305)
  %518 = fcmp contract ule float %517, %516
  %519 = tail call noundef float @llvm.nvvm.fabs.f32(float %397)
  %520 = fcmp contract ule float %519, %516
  %521 = or i1 %518, %520
  %522 = tail call noundef float @llvm.nvvm.fabs.f32(float %461)
  %523 = fcmp contract ule float %522, %516
  %524 = or i1 %521, %523
  %525 = tail call noundef float @llvm.nvvm.fabs.f32(float %501)
  %526 = fcmp contract ule float %525, %516
  %527 = or i1 %524, %526
  %528 = fdiv contract float %506, %501
  %529 = select contract i1 %527, float 0.000000e+00, float %528
  %530 = fneg contract float %460
  %531 = tail call noundef float @llvm.fma.f32(float %530, float %529, float %468)
  %532 = fdiv contract float %531, %461
  %533 = select contract i1 %527, float 0.000000e+00, float %532
  %534 = fneg contract float %396
  %535 = tail call noundef float @llvm.fma.f32(float %534, float %533, float %405)
  %536 = fneg contract float %395
  %537 = tail call noundef float @llvm.fma.f32(float %536, float %529, float %535)
  %538 = fdiv contract float %537, %397
  %539 = select contract i1 %527, float 0.000000e+00, float %538
  %540 = fneg contract float %303
  %541 = fneg contract float %304
  %542 = tail call noundef float @llvm.fma.f32(float %541, float %539, float %313)
  %543 = tail call noundef float @llvm.fma.f32(float %540, float %533, float %542)
  %544 = fneg contract float %302
  %545 = tail call noundef float @llvm.fma.f32(float %544, float %529, float %543)
  %546 = fdiv contract float %545, %305
  %547 = select contract i1 %527, float 0.000000e+00, float %546
  %548 = sext i32 %12 to i64
  %549 = sext i32 %6 to i64
  %550 = getelementptr inbounds nuw float, ptr %2, i64 %548
  store float %547, ptr %550, align 4, !tbaa !11
  %551 = tail call noundef float @llvm.nvvm.fabs.f32(float %305)
  %552 = getelementptr inbounds nuw float, ptr %3, i64 %548
  store float %551, ptr %552, align 4, !tbaa !11
  %553 = add nsw i64 %549, %548
  %554 = getelementptr inbounds nuw float, ptr %2, i64 %553
  store float %539, ptr %554, align 4, !tbaa !11
  %555 = tail call noundef float @llvm.nvvm.fabs.f32(float %397)
  %556 = getelementptr inbounds nuw float, ptr %3, i64 %553
  store float %555, ptr %556, align 4, !tbaa !11
  %557 = shl nsw i64 %549, 1
  %558 = add nsw i64 %557, %548
  %559 = getelementptr inbounds nuw float, ptr %2, i64 %558
  store float %533, ptr %559, align 4, !tbaa !11
  %560 = tail call noundef float @llvm.nvvm.fabs.f32(float %461)
  %561 = getelementptr inbounds nuw float, ptr %3, i64 %558
  store float %560, ptr %561, align 4, !tbaa !11
  %562 = mul nsw i64 %549, 3
  %563 = add nsw i64 %562, %548
  %564 = getelementptr inbounds nuw float, ptr %2, i64 %563
  store float %529, ptr %564, align 4, !tbaa !11
  %565 = tail call noundef float @llvm.nvvm.fabs.f32(float %501)
  %566 = getelementptr inbounds nuw float, ptr %3, i64 %563
  store float %565, ptr %566, align 4, !tbaa !11
  %567 = tail call noundef float @llvm.fma.f32(float %505, float %505, float 0.000000e+00)
  %568 = tail call noundef float @llvm.fma.f32(float %504, float %504, float %567)
  %569 = tail call noundef float @llvm.fma.f32(float %503, float %503, float %568)
  %570 = tail call noundef float @llvm.fma.f32(float %502, float %502, float %569)
  %571 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %570) #7
  %572 = sext i32 %12 to i64
  %573 = getelementptr inbounds float, ptr %4, i64 %572
  store float %571, ptr %573, align 4, !tbaa !11
  %574 = zext i1 %527 to i32
  %575 = getelementptr inbounds i32, ptr %5, i64 %572
  store i32 %574, ptr %575, align 4, !tbaa !6
  br label %576

576:                                              ; preds = %7, %500
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @givens_polyfit_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, double noundef %6, double noundef %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %5
  %15 = fcmp contract une double %7, 0.000000e+00
  %16 = fdiv contract double 1.000000e+00, %7
  %17 = select contract i1 %15, double %16, double 1.000000e+00
  %18 = icmp sgt i32 %4, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %8
  %20 = sext i32 %5 to i64
  %21 = sext i32 %13 to i64
  %22 = getelementptr double, ptr %1, i64 %21
  %23 = tail call i32 @llvm.nvvm.d2i.hi(double 0x7FF0000000000000) #7
  br label %40

24:                                               ; preds = %342, %8
  %25 = phi double [ 0.000000e+00, %8 ], [ %343, %342 ]
  %26 = phi double [ 0.000000e+00, %8 ], [ %344, %342 ]
  %27 = phi double [ 0.000000e+00, %8 ], [ %345, %342 ]
  %28 = phi double [ 0.000000e+00, %8 ], [ %346, %342 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %347, %342 ]
  %30 = phi double [ 0.000000e+00, %8 ], [ %348, %342 ]
  %31 = phi double [ 0.000000e+00, %8 ], [ %349, %342 ]
  %32 = phi double [ 0.000000e+00, %8 ], [ %350, %342 ]
  %33 = phi double [ 0.000000e+00, %8 ], [ %351, %342 ]
  %34 = phi double [ 0.000000e+00, %8 ], [ %352, %342 ]
  %35 = phi double [ 0.000000e+00, %8 ], [ %353, %342 ]
  %36 = phi double [ 0.000000e+00, %8 ], [ %354, %342 ]
  %37 = phi double [ 0.000000e+00, %8 ], [ %355, %342 ]
  %38 = phi double [ 0.000000e+00, %8 ], [ %356, %342 ]
  %39 = phi double [ 0.000000e+00, %8 ], [ %357, %342 ]
  br i1 %14, label %361, label %417

40:                                               ; preds = %19, %342
  %41 = phi i32 [ %4, %19 ], [ %360, %342 ]
  %42 = phi double [ 0.000000e+00, %19 ], [ %357, %342 ]
  %43 = phi double [ 0.000000e+00, %19 ], [ %356, %342 ]
  %44 = phi double [ 0.000000e+00, %19 ], [ %355, %342 ]
  %45 = phi double [ 0.000000e+00, %19 ], [ %354, %342 ]
  %46 = phi double [ 0.000000e+00, %19 ], [ %353, %342 ]
  %47 = phi double [ 0.000000e+00, %19 ], [ %352, %342 ]
  %48 = phi double [ 0.000000e+00, %19 ], [ %351, %342 ]
  %49 = phi double [ 0.000000e+00, %19 ], [ %350, %342 ]
  %50 = phi i32 [ 0, %19 ], [ %358, %342 ]
  %51 = phi double [ 0.000000e+00, %19 ], [ %349, %342 ]
  %52 = phi double [ 0.000000e+00, %19 ], [ %348, %342 ]
  %53 = phi double [ 0.000000e+00, %19 ], [ %347, %342 ]
  %54 = phi double [ 0.000000e+00, %19 ], [ %346, %342 ]
  %55 = phi double [ 0.000000e+00, %19 ], [ %345, %342 ]
  %56 = phi double [ 0.000000e+00, %19 ], [ %344, %342 ]
  %57 = phi double [ 0.000000e+00, %19 ], [ %343, %342 ]
  %58 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  %59 = tail call i32 @llvm.smin.i32(i32 %58, i32 256)
  %60 = sub nsw i32 %4, %50
  %61 = tail call noundef range(i32 -2147483648, 257) i32 @llvm.smin.i32(i32 %60, i32 256)
  %62 = icmp slt i32 %12, %61
  br i1 %62, label %66, label %63

63:                                               ; preds = %66, %40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %64 = icmp sgt i32 %60, 0
  %65 = and i1 %14, %64
  br i1 %65, label %78, label %342

66:                                               ; preds = %40, %66
  %67 = phi i32 [ %76, %66 ], [ %12, %40 ]
  %68 = add nuw nsw i32 %67, %50
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw double, ptr %0, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !13
  %72 = fsub contract double %71, %6
  %73 = fmul contract double %17, %72
  %74 = zext nneg i32 %67 to i64
  %75 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18givens_polyfit_f64E2ts to ptr), i64 %74
  store double %73, ptr %75, align 8, !tbaa !13
  %76 = add nuw nsw i32 %67, %10
  %77 = icmp slt i32 %76, %61
  br i1 %77, label %66, label %63, !llvm.loop !15

78:                                               ; preds = %63, %335
  %79 = phi double [ %173, %335 ], [ %42, %63 ]
  %80 = phi double [ %172, %335 ], [ %43, %63 ]
  %81 = phi double [ %171, %335 ], [ %44, %63 ]
  %82 = phi double [ %170, %335 ], [ %45, %63 ]
  %83 = phi double [ %236, %335 ], [ %46, %63 ]
  %84 = phi double [ %232, %335 ], [ %47, %63 ]
  %85 = phi double [ %231, %335 ], [ %48, %63 ]
  %86 = phi i32 [ %340, %335 ], [ 0, %63 ]
  %87 = phi double [ %289, %335 ], [ %49, %63 ]
  %88 = phi double [ %339, %335 ], [ %51, %63 ]
  %89 = phi double [ %337, %335 ], [ %52, %63 ]
  %90 = phi double [ %288, %335 ], [ %53, %63 ]
  %91 = phi double [ %230, %335 ], [ %54, %63 ]
  %92 = phi double [ %165, %335 ], [ %55, %63 ]
  %93 = phi double [ %336, %335 ], [ %56, %63 ]
  %94 = phi double [ %287, %335 ], [ %57, %63 ]
  %95 = zext nneg i32 %86 to i64
  %96 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18givens_polyfit_f64E2ts to ptr), i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !13
  %98 = fmul contract double %97, %97
  %99 = fmul contract double %97, %98
  %100 = add nuw nsw i32 %86, %50
  %101 = zext nneg i32 %100 to i64
  %102 = mul nsw i64 %101, %20
  %103 = getelementptr double, ptr %22, i64 %102
  %104 = load double, ptr %103, align 8, !tbaa !13
  %105 = tail call double @llvm.nvvm.fabs.f64(double %79)
  %106 = bitcast double %105 to i64
  %107 = tail call i64 @llvm.umin.i64(i64 %106, i64 4607182418800017408) #7
  %108 = bitcast i64 %107 to double
  %109 = tail call i64 @llvm.umax.i64(i64 %106, i64 4607182418800017408) #7
  %110 = bitcast i64 %109 to double
  %111 = tail call i32 @llvm.nvvm.d2i.hi(double %110) #7
  %112 = and i32 %111, -4194304
  %113 = sub i32 2144337920, %112
  %114 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %113) #7
  %115 = fmul double %114, %108
  %116 = fmul double %114, %110
  %117 = fmul double %115, %115
  %118 = tail call double @llvm.fma.f64(double %116, double %116, double %117)
  %119 = tail call double @llvm.minnum.f64(double %118, double 0x7FEFFFFFFFFFFFFF)
  %120 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %119) #8, !srcloc !18
  %121 = tail call double @llvm.nvvm.mul.rn.d(double %120, double %120) #7
  %122 = fneg double %121
  %123 = tail call double @llvm.fma.f64(double %119, double %122, double 1.000000e+00)
  %124 = tail call double @llvm.fma.f64(double %123, double 3.750000e-01, double 5.000000e-01)
  %125 = tail call double @llvm.nvvm.mul.rn.d(double %123, double %120) #7
  %126 = tail call double @llvm.fma.f64(double %124, double %125, double %120)
  %127 = fmul double %118, %126
  %128 = or disjoint i32 %112, 1048576
  %129 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %128) #7
  %130 = fmul double %129, %127
  %131 = fcmp oeq double %108, 0.000000e+00
  %132 = select i1 %131, double %110, double %130
  %133 = tail call i32 @llvm.nvvm.d2i.hi(double %108) #7
  %134 = icmp ult i32 %133, %23
  %135 = select i1 %134, double %132, double %108
  %136 = fcmp contract ogt double %135, 0.000000e+00
  br i1 %136, label %137, label %164

137:                                              ; preds = %78
  %138 = fdiv contract double %79, %135
  %139 = fdiv contract double 1.000000e+00, %135
  %140 = fmul contract double %80, %138
  %141 = fmul contract double %97, %139
  %142 = fadd contract double %140, %141
  %143 = fmul contract double %97, %138
  %144 = fmul contract double %80, %139
  %145 = fsub contract double %143, %144
  %146 = fmul contract double %81, %138
  %147 = fmul contract double %98, %139
  %148 = fadd contract double %146, %147
  %149 = fmul contract double %98, %138
  %150 = fmul contract double %81, %139
  %151 = fsub contract double %149, %150
  %152 = fmul contract double %82, %138
  %153 = fmul contract double %99, %139
  %154 = fadd contract double %152, %153
  %155 = fmul contract double %99, %138
  %156 = fmul contract double %82, %139
  %157 = fsub contract double %155, %156
  %158 = fmul contract double %92, %138
  %159 = fmul contract double %104, %139
  %160 = fadd contract double %158, %159
  %161 = fmul contract double %104, %138
  %162 = fmul contract double %92, %139
  %163 = fsub contract double %161, %162
  br label %164

164:                                              ; preds = %137, %78
  %165 = phi double [ %160, %137 ], [ %92, %78 ]
  %166 = phi double [ %145, %137 ], [ %97, %78 ]
  %167 = phi double [ %151, %137 ], [ %98, %78 ]
  %168 = phi double [ %157, %137 ], [ %99, %78 ]
  %169 = phi double [ %163, %137 ], [ %104, %78 ]
  %170 = phi double [ %154, %137 ], [ %82, %78 ]
  %171 = phi double [ %148, %137 ], [ %81, %78 ]
  %172 = phi double [ %142, %137 ], [ %80, %78 ]
  %173 = phi double [ %135, %137 ], [ %79, %78 ]
  %174 = tail call double @llvm.nvvm.fabs.f64(double %83)
  %175 = tail call double @llvm.nvvm.fabs.f64(double %166)
  %176 = bitcast double %175 to i64
  %177 = bitcast double %174 to i64
  %178 = tail call i64 @llvm.umin.i64(i64 %176, i64 %177) #7
  %179 = bitcast i64 %178 to double
  %180 = tail call i64 @llvm.umax.i64(i64 %177, i64 %176) #7
  %181 = bitcast i64 %180 to double
  %182 = tail call i32 @llvm.nvvm.d2i.hi(double %181) #7
  %183 = and i32 %182, -4194304
  %184 = sub i32 2144337920, %183
  %185 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %184) #7
  %186 = fmul double %185, %179
  %187 = fmul double %185, %181
  %188 = fmul double %186, %186
  %189 = tail call double @llvm.fma.f64(double %187, double %187, double %188)
  %190 = tail call double @llvm.minnum.f64(double %189, double 0x7FEFFFFFFFFFFFFF)
  %191 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %190) #8, !srcloc !18
  %192 = tail call double @llvm.nvvm.mul.rn.d(double %191, double %191) #7
  %193 = fneg double %192
  %194 = tail call double @llvm.fma.f64(double %190, double %193, double 1.000000e+00)
  %195 = tail call double @llvm.fma.f64(double %194, double 3.750000e-01, double 5.000000e-01)
  %196 = tail call double @llvm.nvvm.mul.rn.d(double %194, double %191) #7
  %197 = tail call double @llvm.fma.f64(double %195, double %196, double %191)
  %198 = fmul double %189, %197
  %199 = or disjoint i32 %183, 1048576
  %200 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %199) #7
  %201 = fmul double %200, %198
  %202 = fcmp oeq double %179, 0.000000e+00
  %203 = select i1 %202, double %181, double %201
  %204 = tail call i32 @llvm.nvvm.d2i.hi(double %179) #7
  %205 = icmp ult i32 %204, %23
  %206 = select i1 %205, double %203, double %179
  %207 = fcmp contract ogt double %206, 0.000000e+00
  br i1 %207, label %208, label %229

208:                                              ; preds = %164
  %209 = fdiv contract double %83, %206
  %210 = fdiv contract double %166, %206
  %211 = fmul contract double %84, %209
  %212 = fmul contract double %167, %210
  %213 = fadd contract double %211, %212
  %214 = fmul contract double %167, %209
  %215 = fmul contract double %84, %210
  %216 = fsub contract double %214, %215
  %217 = fmul contract double %85, %209
  %218 = fmul contract double %168, %210
  %219 = fadd contract double %217, %218
  %220 = fmul contract double %168, %209
  %221 = fmul contract double %85, %210
  %222 = fsub contract double %220, %221
  %223 = fmul contract double %91, %209
  %224 = fmul contract double %169, %210
  %225 = fadd contract double %223, %224
  %226 = fmul contract double %169, %209
  %227 = fmul contract double %91, %210
  %228 = fsub contract double %226, %227
  br label %229

229:                                              ; preds = %208, %164
  %230 = phi double [ %225, %208 ], [ %91, %164 ]
  %231 = phi double [ %219, %208 ], [ %85, %164 ]
  %232 = phi double [ %213, %208 ], [ %84, %164 ]
  %233 = phi double [ %216, %208 ], [ %167, %164 ]
  %234 = phi double [ %222, %208 ], [ %168, %164 ]
  %235 = phi double [ %228, %208 ], [ %169, %164 ]
  %236 = phi double [ %206, %208 ], [ %83, %164 ]
  %237 = tail call double @llvm.nvvm.fabs.f64(double %87)
  %238 = tail call double @llvm.nvvm.fabs.f64(double %233)
  %239 = bitcast double %238 to i64
  %240 = bitcast double %237 to i64
  %241 = tail call i64 @llvm.umin.i64(i64 %239, i64 %240) #7
  %242 = bitcast i64 %241 to double
  %243 = tail call i64 @llvm.umax.i64(i64 %240, i64 %239) #7
  %244 = bitcast i64 %243 to double
  %245 = tail call i32 @llvm.nvvm.d2i.hi(double %244) #7
  %246 = and i32 %245, -4194304
  %247 = sub i32 2144337920, %246
  %248 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %247) #7
  %249 = fmul double %248, %242
  %250 = fmul double %248, %244
  %251 = fmul double %249, %249
  %252 = tail call double @llvm.fma.f64(double %250, double %250, double %251)
  %253 = tail call double @llvm.minnum.f64(double %252, double 0x7FEFFFFFFFFFFFFF)
  %254 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %253) #8, !srcloc !18
  %255 = tail call double @llvm.nvvm.mul.rn.d(double %254, double %254) #7
  %256 = fneg double %255
  %257 = tail call double @llvm.fma.f64(double %253, double %256, double 1.000000e+00)
  %258 = tail call double @llvm.fma.f64(double %257, double 3.750000e-01, double 5.000000e-01)
  %259 = tail call double @llvm.nvvm.mul.rn.d(double %257, double %254) #7
  %260 = tail call double @llvm.fma.f64(double %258, double %259, double %254)
  %261 = fmul double %252, %260
  %262 = or disjoint i32 %246, 1048576
  %263 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %262) #7
  %264 = fmul double %263, %261
  %265 = fcmp oeq double %242, 0.000000e+00
  %266 = select i1 %265, double %244, double %264
  %267 = tail call i32 @llvm.nvvm.d2i.hi(double %242) #7
  %268 = icmp ult i32 %267, %23
  %269 = select i1 %268, double %266, double %242
  %270 = fcmp contract ogt double %269, 0.000000e+00
  br i1 %270, label %271, label %286

271:                                              ; preds = %229
  %272 = fdiv contract double %87, %269
  %273 = fdiv contract double %233, %269
  %274 = fmul contract double %94, %272
  %275 = fmul contract double %234, %273
  %276 = fadd contract double %274, %275
  %277 = fmul contract double %234, %272
  %278 = fmul contract double %94, %273
  %279 = fsub contract double %277, %278
  %280 = fmul contract double %90, %272
  %281 = fmul contract double %235, %273
  %282 = fadd contract double %280, %281
  %283 = fmul contract double %235, %272
  %284 = fmul contract double %90, %273
  %285 = fsub contract double %283, %284
  br label %286

286:                                              ; preds = %271, %229
  %287 = phi double [ %276, %271 ], [ %94, %229 ]
  %288 = phi double [ %282, %271 ], [ %90, %229 ]
  %289 = phi double [ %269, %271 ], [ %87, %229 ]
  %290 = phi double [ %279, %271 ], [ %234, %229 ]
  %291 = phi double [ %285, %271 ], [ %235, %229 ]
  %292 = tail call double @llvm.nvvm.fabs.f64(double %93)
  %293 = tail call double @llvm.nvvm.fabs.f64(double %290)
  %294 = bitcast double %293 to i64
  %295 = bitcast double %292 to i64
  %296 = tail call i64 @llvm.umin.i64(i64 %294, i64 %295) #7
  %297 = bitcast i64 %296 to double
  %298 = tail call i64 @llvm.umax.i64(i64 %295, i64 %294) #7
  %299 = bitcast i64 %298 to double
  %300 = tail call i32 @llvm.nvvm.d2i.hi(double %299) #7
  %301 = and i32 %300, -4194304
  %302 = sub i32 2144337920, %301
  %303 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %302) #7
  %304 = fmul double %303, %297
  %305 = fmul double %303, %299
  %306 = fmul double %304, %304
  %307 = tail call double @llvm.fma.f64(double %305, double %305, double %306)
  %308 = tail call double @llvm.minnum.f64(double %307, double 0x7FEFFFFFFFFFFFFF)
  %309 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %308) #8, !srcloc !18
  %310 = tail call double @llvm.nvvm.mul.rn.d(double %309, double %309) #7
  %311 = fneg double %310
  %312 = tail call double @llvm.fma.f64(double %308, double %311, double 1.000000e+00)
  %313 = tail call double @llvm.fma.f64(double %312, double 3.750000e-01, double 5.000000e-01)
  %314 = tail call double @llvm.nvvm.mul.rn.d(double %312, double %309) #7
  %315 = tail call double @llvm.fma.f64(double %313, double %314, double %309)
  %316 = fmul double %307, %315
  %317 = or disjoint i32 %301, 1048576
  %318 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %317) #7
  %319 = fmul double %318, %316
  %320 = fcmp oeq double %297, 0.000000e+00
  %321 = select i1 %320, double %299, double %319
  %322 = tail call i32 @llvm.nvvm.d2i.hi(double %297) #7
  %323 = icmp ult i32 %322, %23
  %324 = select i1 %323, double %321, double %297
  %325 = fcmp contract ogt double %324, 0.000000e+00
  br i1 %325, label %326, label %335

326:                                              ; preds = %286
  %327 = fdiv contract double %93, %324
  %328 = fdiv contract double %290, %324
  %329 = fmul contract double %89, %327
  %330 = fmul contract double %291, %328
  %331 = fadd contract double %329, %330
  %332 = fmul contract double %291, %327
  %333 = fmul contract double %89, %328
  %334 = fsub contract double %332, %333
  br label %335

335:                                              ; preds = %326, %286
  %336 = phi double [ %324, %326 ], [ %93, %286 ]
  %337 = phi double [ %331, %326 ], [ %89, %286 ]
  %338 = phi double [ %334, %326 ], [ %291, %286 ]
  %339 = tail call noundef double @llvm.fma.f64(double %338, double %338, double %88)
  %340 = add nuw nsw i32 %86, 1
  %341 = icmp eq i32 %340, %59
  br i1 %341, label %342, label %78, !llvm.loop !19

342:                                              ; preds = %335, %63
  %343 = phi double [ %57, %63 ], [ %287, %335 ]
  %344 = phi double [ %56, %63 ], [ %336, %335 ]
  %345 = phi double [ %55, %63 ], [ %165, %335 ]
  %346 = phi double [ %54, %63 ], [ %230, %335 ]
  %347 = phi double [ %53, %63 ], [ %288, %335 ]
  %348 = phi double [ %52, %63 ], [ %337, %335 ]
  %349 = phi double [ %51, %63 ], [ %339, %335 ]
  %350 = phi double [ %49, %63 ], [ %289, %335 ]
  %351 = phi double [ %48, %63 ], [ %231, %335 ]
  %352 = phi double [ %47, %63 ], [ %232, %335 ]
  %353 = phi double [ %46, %63 ], [ %236, %335 ]
  %354 = phi double [ %45, %63 ], [ %170, %335 ]
  %355 = phi double [ %44, %63 ], [ %171, %335 ]
  %356 = phi double [ %43, %63 ], [ %172, %335 ]
  %357 = phi double [ %42, %63 ], [ %173, %335 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %358 = add nuw nsw i32 %50, 256
  %359 = icmp slt i32 %358, %4
  %360 = add i32 %41, -256
  br i1 %359, label %40, label %24, !llvm.loop !20

361:                                              ; preds = %24
  %362 = tail call noundef double @llvm.nvvm.fabs.f64(double %39)
  %363 = tail call noundef double @llvm.maxnum.f64(double %362, double 1.000000e+00)
  %364 = fmul contract double %363, 0x3D719799812DEA11
  %365 = tail call noundef double @llvm.nvvm.fabs.f64(double %26)
  %366 = fcmp contract ogt double %365, %364
  %367 = fdiv contract double %30, %26
  %368 = select contract i1 %366, double %367, double 0.000000e+00
  %369 = tail call noundef double @llvm.nvvm.fabs.f64(double %32)
  %370 = fcmp contract ogt double %369, %364
  br i1 %370, label %371, label %375

371:                                              ; preds = %361
  %372 = fmul contract double %25, %368
  %373 = fsub contract double %29, %372
  %374 = fdiv contract double %373, %32
  br label %375

375:                                              ; preds = %361, %371
  %376 = phi contract double [ %374, %371 ], [ 0.000000e+00, %361 ]
  %377 = tail call noundef double @llvm.nvvm.fabs.f64(double %35)
  %378 = fcmp contract ogt double %377, %364
  br i1 %378, label %379, label %385

379:                                              ; preds = %375
  %380 = fmul contract double %34, %376
  %381 = fsub contract double %28, %380
  %382 = fmul contract double %33, %368
  %383 = fsub contract double %381, %382
  %384 = fdiv contract double %383, %35
  br label %385

385:                                              ; preds = %375, %379
  %386 = phi contract double [ %384, %379 ], [ 0.000000e+00, %375 ]
  %387 = fcmp contract ogt double %362, %364
  br i1 %387, label %388, label %396

388:                                              ; preds = %385
  %389 = fmul contract double %38, %386
  %390 = fsub contract double %27, %389
  %391 = fmul contract double %37, %376
  %392 = fsub contract double %390, %391
  %393 = fmul contract double %36, %368
  %394 = fsub contract double %392, %393
  %395 = fdiv contract double %394, %39
  br label %396

396:                                              ; preds = %385, %388
  %397 = phi contract double [ %395, %388 ], [ 0.000000e+00, %385 ]
  %398 = sext i32 %5 to i64
  %399 = sext i32 %13 to i64
  %400 = getelementptr inbounds nuw double, ptr %2, i64 %399
  store double %397, ptr %400, align 8, !tbaa !13
  %401 = getelementptr double, ptr %2, i64 %398
  %402 = getelementptr double, ptr %401, i64 %399
  store double %386, ptr %402, align 8, !tbaa !13
  %403 = shl nsw i64 %398, 4
  %404 = getelementptr i8, ptr %2, i64 %403
  %405 = getelementptr double, ptr %404, i64 %399
  store double %376, ptr %405, align 8, !tbaa !13
  %406 = mul nsw i64 %398, 24
  %407 = getelementptr i8, ptr %2, i64 %406
  %408 = getelementptr double, ptr %407, i64 %399
  store double %368, ptr %408, align 8, !tbaa !13
  %409 = icmp sgt i32 %4, 0
  br i1 %409, label %410, label %414

410:                                              ; preds = %396
  %411 = uitofp nneg i32 %4 to double
  %412 = fdiv contract double %31, %411
  %413 = tail call noundef double @llvm.sqrt.f64(double %412)
  br label %414

414:                                              ; preds = %396, %410
  %415 = phi contract double [ %413, %410 ], [ 0.000000e+00, %396 ]
  %416 = getelementptr inbounds double, ptr %3, i64 %399
  store double %415, ptr %416, align 8, !tbaa !13
  br label %417

417:                                              ; preds = %24, %414
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind memory(none) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{i32 155079}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
