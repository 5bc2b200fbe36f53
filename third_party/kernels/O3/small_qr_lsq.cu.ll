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
  br i1 %13, label %14, label %559

14:                                               ; preds = %7
  %15 = sext i32 %6 to i64
  %16 = sext i32 %12 to i64
  %17 = getelementptr float, ptr %0, i64 %16
  %18 = getelementptr float, ptr %1, i64 %16
  %19 = load float, ptr %17, align 4, !tbaa !11
  %20 = getelementptr float, ptr %17, i64 %15
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = shl nsw i64 %15, 1
  %23 = getelementptr float, ptr %17, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = mul nsw i64 %15, 3
  %26 = getelementptr float, ptr %17, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = load float, ptr %18, align 4, !tbaa !11
  %29 = shl nsw i64 %15, 2
  %30 = getelementptr float, ptr %17, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = mul nsw i64 %15, 5
  %33 = getelementptr float, ptr %17, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = mul nsw i64 %15, 6
  %36 = getelementptr float, ptr %17, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = mul nsw i64 %15, 7
  %39 = getelementptr float, ptr %17, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr float, ptr %18, i64 %15
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = shl nsw i64 %15, 5
  %44 = getelementptr i8, ptr %17, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = mul nsw i64 %15, 36
  %47 = getelementptr i8, ptr %17, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = mul nsw i64 %15, 40
  %50 = getelementptr i8, ptr %17, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = mul nsw i64 %15, 44
  %53 = getelementptr i8, ptr %17, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr float, ptr %18, i64 %22
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = mul nsw i64 %15, 48
  %58 = getelementptr i8, ptr %17, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = mul nsw i64 %15, 52
  %61 = getelementptr i8, ptr %17, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = mul nsw i64 %15, 56
  %64 = getelementptr i8, ptr %17, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = mul nsw i64 %15, 60
  %67 = getelementptr i8, ptr %17, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = getelementptr float, ptr %18, i64 %25
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = shl nsw i64 %15, 6
  %72 = getelementptr i8, ptr %17, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = mul nsw i64 %15, 68
  %75 = getelementptr i8, ptr %17, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = mul nsw i64 %15, 72
  %78 = getelementptr i8, ptr %17, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = mul nsw i64 %15, 76
  %81 = getelementptr i8, ptr %17, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = getelementptr float, ptr %18, i64 %29
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = mul nsw i64 %15, 80
  %86 = getelementptr i8, ptr %17, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = mul nsw i64 %15, 84
  %89 = getelementptr i8, ptr %17, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = mul nsw i64 %15, 88
  %92 = getelementptr i8, ptr %17, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = mul nsw i64 %15, 92
  %95 = getelementptr i8, ptr %17, i64 %94
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = getelementptr float, ptr %18, i64 %32
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = mul nsw i64 %15, 96
  %100 = getelementptr i8, ptr %17, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = mul nsw i64 %15, 100
  %103 = getelementptr i8, ptr %17, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = mul nsw i64 %15, 104
  %106 = getelementptr i8, ptr %17, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = mul nsw i64 %15, 108
  %109 = getelementptr i8, ptr %17, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = getelementptr float, ptr %18, i64 %35
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = mul nsw i64 %15, 112
  %114 = getelementptr i8, ptr %17, i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = mul nsw i64 %15, 116
  %117 = getelementptr i8, ptr %17, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = mul nsw i64 %15, 120
  %120 = getelementptr i8, ptr %17, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = mul nsw i64 %15, 124
  %123 = getelementptr i8, ptr %17, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = getelementptr float, ptr %18, i64 %38
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = tail call noundef float @llvm.nvvm.fabs.f32(float %19)
  %128 = tail call noundef float @llvm.maxnum.f32(float %127, float 0.000000e+00)
  %129 = tail call noundef float @llvm.nvvm.fabs.f32(float %21)
  %130 = tail call noundef float @llvm.maxnum.f32(float %128, float %129)
  %131 = tail call noundef float @llvm.nvvm.fabs.f32(float %24)
  %132 = tail call noundef float @llvm.maxnum.f32(float %130, float %131)
  %133 = tail call noundef float @llvm.nvvm.fabs.f32(float %27)
  %134 = tail call noundef float @llvm.maxnum.f32(float %132, float %133)
  %135 = tail call noundef float @llvm.nvvm.fabs.f32(float %31)
  %136 = tail call noundef float @llvm.maxnum.f32(float %134, float %135)
  %137 = tail call noundef float @llvm.nvvm.fabs.f32(float %34)
  %138 = tail call noundef float @llvm.maxnum.f32(float %136, float %137)
  %139 = tail call noundef float @llvm.nvvm.fabs.f32(float %37)
  %140 = tail call noundef float @llvm.maxnum.f32(float %138, float %139)
  %141 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %142 = tail call noundef float @llvm.maxnum.f32(float %140, float %141)
  %143 = tail call noundef float @llvm.nvvm.fabs.f32(float %45)
  %144 = tail call noundef float @llvm.maxnum.f32(float %142, float %143)
  %145 = tail call noundef float @llvm.nvvm.fabs.f32(float %48)
  %146 = tail call noundef float @llvm.maxnum.f32(float %144, float %145)
  %147 = tail call noundef float @llvm.nvvm.fabs.f32(float %51)
  %148 = tail call noundef float @llvm.maxnum.f32(float %146, float %147)
  %149 = tail call noundef float @llvm.nvvm.fabs.f32(float %54)
  %150 = tail call noundef float @llvm.maxnum.f32(float %148, float %149)
  %151 = tail call noundef float @llvm.nvvm.fabs.f32(float %59)
  %152 = tail call noundef float @llvm.maxnum.f32(float %150, float %151)
  %153 = tail call noundef float @llvm.nvvm.fabs.f32(float %62)
  %154 = tail call noundef float @llvm.maxnum.f32(float %152, float %153)
  %155 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %156 = tail call noundef float @llvm.maxnum.f32(float %154, float %155)
  %157 = tail call noundef float @llvm.nvvm.fabs.f32(float %68)
  %158 = tail call noundef float @llvm.maxnum.f32(float %156, float %157)
  %159 = tail call noundef float @llvm.nvvm.fabs.f32(float %73)
  %160 = tail call noundef float @llvm.maxnum.f32(float %158, float %159)
  %161 = tail call noundef float @llvm.nvvm.fabs.f32(float %76)
  %162 = tail call noundef float @llvm.maxnum.f32(float %160, float %161)
  %163 = tail call noundef float @llvm.nvvm.fabs.f32(float %79)
  %164 = tail call noundef float @llvm.maxnum.f32(float %162, float %163)
  %165 = tail call noundef float @llvm.nvvm.fabs.f32(float %82)
  %166 = tail call noundef float @llvm.maxnum.f32(float %164, float %165)
  %167 = tail call noundef float @llvm.nvvm.fabs.f32(float %87)
  %168 = tail call noundef float @llvm.maxnum.f32(float %166, float %167)
  %169 = tail call noundef float @llvm.nvvm.fabs.f32(float %90)
  %170 = tail call noundef float @llvm.maxnum.f32(float %168, float %169)
  %171 = tail call noundef float @llvm.nvvm.fabs.f32(float %93)
  %172 = tail call noundef float @llvm.maxnum.f32(float %170, float %171)
  %173 = tail call noundef float @llvm.nvvm.fabs.f32(float %96)
  %174 = tail call noundef float @llvm.maxnum.f32(float %172, float %173)
  %175 = tail call noundef float @llvm.nvvm.fabs.f32(float %101)
  %176 = tail call noundef float @llvm.maxnum.f32(float %174, float %175)
  %177 = tail call noundef float @llvm.nvvm.fabs.f32(float %104)
  %178 = tail call noundef float @llvm.maxnum.f32(float %176, float %177)
  %179 = tail call noundef float @llvm.nvvm.fabs.f32(float %107)
  %180 = tail call noundef float @llvm.maxnum.f32(float %178, float %179)
  %181 = tail call noundef float @llvm.nvvm.fabs.f32(float %110)
  %182 = tail call noundef float @llvm.maxnum.f32(float %180, float %181)
  %183 = tail call noundef float @llvm.fma.f32(float %19, float %19, float 0.000000e+00)
  %184 = tail call noundef float @llvm.fma.f32(float %31, float %31, float %183)
  %185 = tail call noundef float @llvm.fma.f32(float %45, float %45, float %184)
  %186 = tail call noundef float @llvm.fma.f32(float %59, float %59, float %185)
  %187 = tail call noundef float @llvm.fma.f32(float %73, float %73, float %186)
  %188 = tail call noundef float @llvm.fma.f32(float %87, float %87, float %187)
  %189 = tail call noundef float @llvm.fma.f32(float %101, float %101, float %188)
  %190 = tail call noundef float @llvm.fma.f32(float %115, float %115, float %189)
  %191 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %190) #7
  %192 = fcmp contract ogt float %191, 0.000000e+00
  br i1 %192, label %193, label %275

193:                                              ; preds = %14
  %194 = fcmp contract oge float %19, 0.000000e+00
  %195 = fneg contract float %191
  %196 = select contract i1 %194, float %195, float %191
  %197 = fsub contract float %19, %196
  %198 = fmul contract float %197, %197
  %199 = fmul contract float %19, %19
  %200 = fsub contract float %190, %199
  %201 = fadd contract float %200, %198
  %202 = fcmp contract ogt float %201, 0.000000e+00
  %203 = fdiv contract float 2.000000e+00, %201
  %204 = select contract i1 %202, float %203, float 0.000000e+00
  %205 = fneg contract float %204
  %206 = tail call noundef float @llvm.fma.f32(float %197, float %21, float 0.000000e+00)
  %207 = tail call noundef float @llvm.fma.f32(float %31, float %34, float %206)
  %208 = tail call noundef float @llvm.fma.f32(float %45, float %48, float %207)
  %209 = tail call noundef float @llvm.fma.f32(float %59, float %62, float %208)
  %210 = tail call noundef float @llvm.fma.f32(float %73, float %76, float %209)
  %211 = tail call noundef float @llvm.fma.f32(float %87, float %90, float %210)
  %212 = tail call noundef float @llvm.fma.f32(float %101, float %104, float %211)
  %213 = tail call noundef float @llvm.fma.f32(float %115, float %118, float %212)
  %214 = fmul contract float %213, %205
  %215 = tail call noundef float @llvm.fma.f32(float %214, float %197, float %21)
  %216 = tail call noundef float @llvm.fma.f32(float %214, float %31, float %34)
  %217 = tail call noundef float @llvm.fma.f32(float %214, float %45, float %48)
  %218 = tail call noundef float @llvm.fma.f32(float %214, float %59, float %62)
  %219 = tail call noundef float @llvm.fma.f32(float %214, float %73, float %76)
  %220 = tail call noundef float @llvm.fma.f32(float %214, float %87, float %90)
  %221 = tail call noundef float @llvm.fma.f32(float %214, float %101, float %104)
  %222 = tail call noundef float @llvm.fma.f32(float %214, float %115, float %118)
  %223 = tail call noundef float @llvm.fma.f32(float %197, float %24, float 0.000000e+00)
  %224 = tail call noundef float @llvm.fma.f32(float %31, float %37, float %223)
  %225 = tail call noundef float @llvm.fma.f32(float %45, float %51, float %224)
  %226 = tail call noundef float @llvm.fma.f32(float %59, float %65, float %225)
  %227 = tail call noundef float @llvm.fma.f32(float %73, float %79, float %226)
  %228 = tail call noundef float @llvm.fma.f32(float %87, float %93, float %227)
  %229 = tail call noundef float @llvm.fma.f32(float %101, float %107, float %228)
  %230 = tail call noundef float @llvm.fma.f32(float %115, float %121, float %229)
  %231 = fmul contract float %230, %205
  %232 = tail call noundef float @llvm.fma.f32(float %231, float %197, float %24)
  %233 = tail call noundef float @llvm.fma.f32(float %231, float %31, float %37)
  %234 = tail call noundef float @llvm.fma.f32(float %231, float %45, float %51)
  %235 = tail call noundef float @llvm.fma.f32(float %231, float %59, float %65)
  %236 = tail call noundef float @llvm.fma.f32(float %231, float %73, float %79)
  %237 = tail call noundef float @llvm.fma.f32(float %231, float %87, float %93)
  %238 = tail call noundef float @llvm.fma.f32(float %231, float %101, float %107)
  %239 = tail call noundef float @llvm.fma.f32(float %231, float %115, float %121)
  %240 = tail call noundef float @llvm.fma.f32(float %197, float %27, float 0.000000e+00)
  %241 = tail call noundef float @llvm.fma.f32(float %31, float %40, float %240)
  %242 = tail call noundef float @llvm.fma.f32(float %45, float %54, float %241)
  %243 = tail call noundef float @llvm.fma.f32(float %59, float %68, float %242)
  %244 = tail call noundef float @llvm.fma.f32(float %73, float %82, float %243)
  %245 = tail call noundef float @llvm.fma.f32(float %87, float %96, float %244)
  %246 = tail call noundef float @llvm.fma.f32(float %101, float %110, float %245)
  %247 = tail call noundef float @llvm.fma.f32(float %115, float %124, float %246)
  %248 = fmul contract float %247, %205
  %249 = tail call noundef float @llvm.fma.f32(float %248, float %197, float %27)
  %250 = tail call noundef float @llvm.fma.f32(float %248, float %31, float %40)
  %251 = tail call noundef float @llvm.fma.f32(float %248, float %45, float %54)
  %252 = tail call noundef float @llvm.fma.f32(float %248, float %59, float %68)
  %253 = tail call noundef float @llvm.fma.f32(float %248, float %73, float %82)
  %254 = tail call noundef float @llvm.fma.f32(float %248, float %87, float %96)
  %255 = tail call noundef float @llvm.fma.f32(float %248, float %101, float %110)
  %256 = tail call noundef float @llvm.fma.f32(float %248, float %115, float %124)
  %257 = tail call noundef float @llvm.fma.f32(float %197, float %28, float 0.000000e+00)
  %258 = tail call noundef float @llvm.fma.f32(float %31, float %42, float %257)
  %259 = tail call noundef float @llvm.fma.f32(float %45, float %56, float %258)
  %260 = tail call noundef float @llvm.fma.f32(float %59, float %70, float %259)
  %261 = tail call noundef float @llvm.fma.f32(float %73, float %84, float %260)
  %262 = tail call noundef float @llvm.fma.f32(float %87, float %98, float %261)
  %263 = tail call noundef float @llvm.fma.f32(float %101, float %112, float %262)
  %264 = tail call noundef float @llvm.fma.f32(float %115, float %126, float %263)
  %265 = fneg contract float %204
  %266 = fmul contract float %264, %265
  %267 = tail call noundef float @llvm.fma.f32(float %266, float %197, float %28)
  %268 = tail call noundef float @llvm.fma.f32(float %266, float %31, float %42)
  %269 = tail call noundef float @llvm.fma.f32(float %266, float %45, float %56)
  %270 = tail call noundef float @llvm.fma.f32(float %266, float %59, float %70)
  %271 = tail call noundef float @llvm.fma.f32(float %266, float %73, float %84)
  %272 = tail call noundef float @llvm.fma.f32(float %266, float %87, float %98)
  %273 = tail call noundef float @llvm.fma.f32(float %266, float %101, float %112)
  %274 = tail call noundef float @llvm.fma.f32(float %266, float %115, float %126)
  br label %275

275:                                              ; preds = %193, %14
  %276 = phi float [ %238, %193 ], [ %107, %14 ]
  %277 = phi float [ %221, %193 ], [ %104, %14 ]
  %278 = phi float [ %254, %193 ], [ %96, %14 ]
  %279 = phi float [ %237, %193 ], [ %93, %14 ]
  %280 = phi float [ %220, %193 ], [ %90, %14 ]
  %281 = phi float [ %253, %193 ], [ %82, %14 ]
  %282 = phi float [ %236, %193 ], [ %79, %14 ]
  %283 = phi float [ %219, %193 ], [ %76, %14 ]
  %284 = phi float [ %252, %193 ], [ %68, %14 ]
  %285 = phi float [ %235, %193 ], [ %65, %14 ]
  %286 = phi float [ %218, %193 ], [ %62, %14 ]
  %287 = phi float [ %251, %193 ], [ %54, %14 ]
  %288 = phi float [ %234, %193 ], [ %51, %14 ]
  %289 = phi float [ %217, %193 ], [ %48, %14 ]
  %290 = phi float [ %250, %193 ], [ %40, %14 ]
  %291 = phi float [ %233, %193 ], [ %37, %14 ]
  %292 = phi float [ %216, %193 ], [ %34, %14 ]
  %293 = phi float [ %255, %193 ], [ %110, %14 ]
  %294 = phi float [ %249, %193 ], [ %27, %14 ]
  %295 = phi float [ %232, %193 ], [ %24, %14 ]
  %296 = phi float [ %215, %193 ], [ %21, %14 ]
  %297 = phi float [ %196, %193 ], [ %19, %14 ]
  %298 = phi float [ %274, %193 ], [ %126, %14 ]
  %299 = phi float [ %273, %193 ], [ %112, %14 ]
  %300 = phi float [ %272, %193 ], [ %98, %14 ]
  %301 = phi float [ %271, %193 ], [ %84, %14 ]
  %302 = phi float [ %270, %193 ], [ %70, %14 ]
  %303 = phi float [ %269, %193 ], [ %56, %14 ]
  %304 = phi float [ %268, %193 ], [ %42, %14 ]
  %305 = phi float [ %267, %193 ], [ %28, %14 ]
  %306 = phi float [ %222, %193 ], [ %118, %14 ]
  %307 = phi float [ %239, %193 ], [ %121, %14 ]
  %308 = phi float [ %256, %193 ], [ %124, %14 ]
  %309 = tail call noundef float @llvm.fma.f32(float %292, float %292, float 0.000000e+00)
  %310 = tail call noundef float @llvm.fma.f32(float %289, float %289, float %309)
  %311 = tail call noundef float @llvm.fma.f32(float %286, float %286, float %310)
  %312 = tail call noundef float @llvm.fma.f32(float %283, float %283, float %311)
  %313 = tail call noundef float @llvm.fma.f32(float %280, float %280, float %312)
  %314 = tail call noundef float @llvm.fma.f32(float %277, float %277, float %313)
  %315 = tail call noundef float @llvm.fma.f32(float %306, float %306, float %314)
  %316 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %315) #7
  %317 = fcmp contract ogt float %316, 0.000000e+00
  br i1 %317, label %318, label %377

318:                                              ; preds = %275
  %319 = fcmp contract oge float %292, 0.000000e+00
  %320 = fneg contract float %316
  %321 = select contract i1 %319, float %320, float %316
  %322 = fsub contract float %292, %321
  %323 = fmul contract float %322, %322
  %324 = fmul contract float %292, %292
  %325 = fsub contract float %315, %324
  %326 = fadd contract float %325, %323
  %327 = fcmp contract ogt float %326, 0.000000e+00
  %328 = fdiv contract float 2.000000e+00, %326
  %329 = select contract i1 %327, float %328, float 0.000000e+00
  %330 = fneg contract float %329
  %331 = tail call noundef float @llvm.fma.f32(float %322, float %291, float 0.000000e+00)
  %332 = tail call noundef float @llvm.fma.f32(float %289, float %288, float %331)
  %333 = tail call noundef float @llvm.fma.f32(float %286, float %285, float %332)
  %334 = tail call noundef float @llvm.fma.f32(float %283, float %282, float %333)
  %335 = tail call noundef float @llvm.fma.f32(float %280, float %279, float %334)
  %336 = tail call noundef float @llvm.fma.f32(float %277, float %276, float %335)
  %337 = tail call noundef float @llvm.fma.f32(float %306, float %307, float %336)
  %338 = fmul contract float %337, %330
  %339 = tail call noundef float @llvm.fma.f32(float %338, float %322, float %291)
  %340 = tail call noundef float @llvm.fma.f32(float %338, float %289, float %288)
  %341 = tail call noundef float @llvm.fma.f32(float %338, float %286, float %285)
  %342 = tail call noundef float @llvm.fma.f32(float %338, float %283, float %282)
  %343 = tail call noundef float @llvm.fma.f32(float %338, float %280, float %279)
  %344 = tail call noundef float @llvm.fma.f32(float %338, float %277, float %276)
  %345 = tail call noundef float @llvm.fma.f32(float %338, float %306, float %307)
  %346 = tail call noundef float @llvm.fma.f32(float %322, float %290, float 0.000000e+00)
  %347 = tail call noundef float @llvm.fma.f32(float %289, float %287, float %346)
  %348 = tail call noundef float @llvm.fma.f32(float %286, float %284, float %347)
  %349 = tail call noundef float @llvm.fma.f32(float %283, float %281, float %348)
  %350 = tail call noundef float @llvm.fma.f32(float %280, float %278, float %349)
  %351 = tail call noundef float @llvm.fma.f32(float %277, float %293, float %350)
  %352 = tail call noundef float @llvm.fma.f32(float %306, float %308, float %351)
  %353 = fmul contract float %352, %330
  %354 = tail call noundef float @llvm.fma.f32(float %353, float %322, float %290)
  %355 = tail call noundef float @llvm.fma.f32(float %353, float %289, float %287)
  %356 = tail call noundef float @llvm.fma.f32(float %353, float %286, float %284)
  %357 = tail call noundef float @llvm.fma.f32(float %353, float %283, float %281)
  %358 = tail call noundef float @llvm.fma.f32(float %353, float %280, float %278)
  %359 = tail call noundef float @llvm.fma.f32(float %353, float %277, float %293)
  %360 = tail call noundef float @llvm.fma.f32(float %353, float %306, float %308)
  %361 = tail call noundef float @llvm.fma.f32(float %322, float %304, float 0.000000e+00)
  %362 = tail call noundef float @llvm.fma.f32(float %289, float %303, float %361)
  %363 = tail call noundef float @llvm.fma.f32(float %286, float %302, float %362)
  %364 = tail call noundef float @llvm.fma.f32(float %283, float %301, float %363)
  %365 = tail call noundef float @llvm.fma.f32(float %280, float %300, float %364)
  %366 = tail call noundef float @llvm.fma.f32(float %277, float %299, float %365)
  %367 = tail call noundef float @llvm.fma.f32(float %306, float %298, float %366)
  %368 = fneg contract float %329
  %369 = fmul contract float %367, %368
  %370 = tail call noundef float @llvm.fma.f32(float %369, float %322, float %304)
  %371 = tail call noundef float @llvm.fma.f32(float %369, float %289, float %303)
  %372 = tail call noundef float @llvm.fma.f32(float %369, float %286, float %302)
  %373 = tail call noundef float @llvm.fma.f32(float %369, float %283, float %301)
  %374 = tail call noundef float @llvm.fma.f32(float %369, float %280, float %300)
  %375 = tail call noundef float @llvm.fma.f32(float %369, float %277, float %299)
  %376 = tail call noundef float @llvm.fma.f32(float %369, float %306, float %298)
  br label %377

377:                                              ; preds = %275, %318
  %378 = phi float [ %344, %318 ], [ %276, %275 ]
  %379 = phi float [ %358, %318 ], [ %278, %275 ]
  %380 = phi float [ %343, %318 ], [ %279, %275 ]
  %381 = phi float [ %357, %318 ], [ %281, %275 ]
  %382 = phi float [ %342, %318 ], [ %282, %275 ]
  %383 = phi float [ %356, %318 ], [ %284, %275 ]
  %384 = phi float [ %341, %318 ], [ %285, %275 ]
  %385 = phi float [ %355, %318 ], [ %287, %275 ]
  %386 = phi float [ %340, %318 ], [ %288, %275 ]
  %387 = phi float [ %354, %318 ], [ %290, %275 ]
  %388 = phi float [ %339, %318 ], [ %291, %275 ]
  %389 = phi float [ %321, %318 ], [ %292, %275 ]
  %390 = phi float [ %359, %318 ], [ %293, %275 ]
  %391 = phi float [ %376, %318 ], [ %298, %275 ]
  %392 = phi float [ %375, %318 ], [ %299, %275 ]
  %393 = phi float [ %374, %318 ], [ %300, %275 ]
  %394 = phi float [ %373, %318 ], [ %301, %275 ]
  %395 = phi float [ %372, %318 ], [ %302, %275 ]
  %396 = phi float [ %371, %318 ], [ %303, %275 ]
  %397 = phi float [ %370, %318 ], [ %304, %275 ]
  %398 = phi float [ %345, %318 ], [ %307, %275 ]
  %399 = phi float [ %360, %318 ], [ %308, %275 ]
  %400 = tail call noundef float @llvm.fma.f32(float %386, float %386, float 0.000000e+00)
  %401 = tail call noundef float @llvm.fma.f32(float %384, float %384, float %400)
  %402 = tail call noundef float @llvm.fma.f32(float %382, float %382, float %401)
  %403 = tail call noundef float @llvm.fma.f32(float %380, float %380, float %402)
  %404 = tail call noundef float @llvm.fma.f32(float %378, float %378, float %403)
  %405 = tail call noundef float @llvm.fma.f32(float %398, float %398, float %404)
  %406 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %405) #7
  %407 = fcmp contract ogt float %406, 0.000000e+00
  br i1 %407, label %408, label %448

408:                                              ; preds = %377
  %409 = fcmp contract oge float %386, 0.000000e+00
  %410 = fneg contract float %406
  %411 = select contract i1 %409, float %410, float %406
  %412 = fsub contract float %386, %411
  %413 = fmul contract float %412, %412
  %414 = fmul contract float %386, %386
  %415 = fsub contract float %405, %414
  %416 = fadd contract float %415, %413
  %417 = fcmp contract ogt float %416, 0.000000e+00
  %418 = fdiv contract float 2.000000e+00, %416
  %419 = select contract i1 %417, float %418, float 0.000000e+00
  %420 = fneg contract float %419
  %421 = tail call noundef float @llvm.fma.f32(float %412, float %385, float 0.000000e+00)
  %422 = tail call noundef float @llvm.fma.f32(float %384, float %383, float %421)
  %423 = tail call noundef float @llvm.fma.f32(float %382, float %381, float %422)
  %424 = tail call noundef float @llvm.fma.f32(float %380, float %379, float %423)
  %425 = tail call noundef float @llvm.fma.f32(float %378, float %390, float %424)
  %426 = tail call noundef float @llvm.fma.f32(float %398, float %399, float %425)
  %427 = fmul contract float %426, %420
  %428 = tail call noundef float @llvm.fma.f32(float %427, float %412, float %385)
  %429 = tail call noundef float @llvm.fma.f32(float %427, float %384, float %383)
  %430 = tail call noundef float @llvm.fma.f32(float %427, float %382, float %381)
  %431 = tail call noundef float @llvm.fma.f32(float %427, float %380, float %379)
  %432 = tail call noundef float @llvm.fma.f32(float %427, float %378, float %390)
  %433 = tail call noundef float @llvm.fma.f32(float %427, float %398, float %399)
  %434 = tail call noundef float @llvm.fma.f32(float %412, float %396, float 0.000000e+00)
  %435 = tail call noundef float @llvm.fma.f32(float %384, float %395, float %434)
  %436 = tail call noundef float @llvm.fma.f32(float %382, float %394, float %435)
  %437 = tail call noundef float @llvm.fma.f32(float %380, float %393, float %436)
  %438 = tail call noundef float @llvm.fma.f32(float %378, float %392, float %437)
  %439 = tail call noundef float @llvm.fma.f32(float %398, float %391, float %438)
  %440 = fneg contract float %419
  %441 = fmul contract float %439, %440
  %442 = tail call noundef float @llvm.fma.f32(float %441, float %412, float %396)
  %443 = tail call noundef float @llvm.fma.f32(float %441, float %384, float %395)
  %444 = tail call noundef float @llvm.fma.f32(float %441, float %382, float %394)
  %445 = tail call noundef float @llvm.fma.f32(float %441, float %380, float %393)
  %446 = tail call noundef float @llvm.fma.f32(float %441, float %378, float %392)
  %447 = tail call noundef float @llvm.fma.f32(float %441, float %398, float %391)
  br label %448

448:                                              ; preds = %408, %377
  %449 = phi float [ %431, %408 ], [ %379, %377 ]
  %450 = phi float [ %430, %408 ], [ %381, %377 ]
  %451 = phi float [ %429, %408 ], [ %383, %377 ]
  %452 = phi float [ %428, %408 ], [ %385, %377 ]
  %453 = phi float [ %411, %408 ], [ %386, %377 ]
  %454 = phi float [ %432, %408 ], [ %390, %377 ]
  %455 = phi float [ %447, %408 ], [ %391, %377 ]
  %456 = phi float [ %446, %408 ], [ %392, %377 ]
  %457 = phi float [ %445, %408 ], [ %393, %377 ]
  %458 = phi float [ %444, %408 ], [ %394, %377 ]
  %459 = phi float [ %443, %408 ], [ %395, %377 ]
  %460 = phi float [ %442, %408 ], [ %396, %377 ]
  %461 = phi float [ %433, %408 ], [ %399, %377 ]
  %462 = tail call noundef float @llvm.fma.f32(float %451, float %451, float 0.000000e+00)
  %463 = tail call noundef float @llvm.fma.f32(float %450, float %450, float %462)
  %464 = tail call noundef float @llvm.fma.f32(float %449, float %449, float %463)
  %465 = tail call noundef float @llvm.fma.f32(float %454, float %454, float %464)
  %466 = tail call noundef float @llvm.fma.f32(float %461, float %461, float %465)
  %467 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %466) #7
  %468 = fcmp contract ogt float %467, 0.000000e+00
  br i1 %468, label %469, label %492

469:                                              ; preds = %448
  %470 = fcmp contract oge float %451, 0.000000e+00
  %471 = fneg contract float %467
  %472 = select contract i1 %470, float %471, float %467
  %473 = fsub contract float %451, %472
  %474 = fmul contract float %473, %473
  %475 = fmul contract float %451, %451
  %476 = fsub contract float %466, %475
  %477 = fadd contract float %476, %474
  %478 = fcmp contract ogt float %477, 0.000000e+00
  %479 = tail call noundef float @llvm.fma.f32(float %473, float %459, float 0.000000e+00)
  %480 = tail call noundef float @llvm.fma.f32(float %450, float %458, float %479)
  %481 = tail call noundef float @llvm.fma.f32(float %449, float %457, float %480)
  %482 = tail call noundef float @llvm.fma.f32(float %454, float %456, float %481)
  %483 = tail call noundef float @llvm.fma.f32(float %461, float %455, float %482)
  %484 = fdiv contract float -2.000000e+00, %477
  %485 = select contract i1 %478, float %484, float -0.000000e+00
  %486 = fmul contract float %483, %485
  %487 = tail call noundef float @llvm.fma.f32(float %486, float %473, float %459)
  %488 = tail call noundef float @llvm.fma.f32(float %486, float %450, float %458)
  %489 = tail call noundef float @llvm.fma.f32(float %486, float %449, float %457)
  %490 = tail call noundef float @llvm.fma.f32(float %486, float %454, float %456)
  %491 = tail call noundef float @llvm.fma.f32(float %486, float %461, float %455)
  br label %492

492:                                              ; preds = %469, %448
  %493 = phi float [ %472, %469 ], [ %451, %448 ]
  %494 = phi float [ %491, %469 ], [ %455, %448 ]
  %495 = phi float [ %490, %469 ], [ %456, %448 ]
  %496 = phi float [ %489, %469 ], [ %457, %448 ]
  %497 = phi float [ %488, %469 ], [ %458, %448 ]
  %498 = phi float [ %487, %469 ], [ %459, %448 ]
  %499 = tail call noundef float @llvm.nvvm.fabs.f32(float %115)
  %500 = tail call noundef float @llvm.maxnum.f32(float %182, float %499)
  %501 = tail call noundef float @llvm.nvvm.fabs.f32(float %118)
  %502 = tail call noundef float @llvm.maxnum.f32(float %500, float %501)
  %503 = tail call noundef float @llvm.nvvm.fabs.f32(float %121)
  %504 = tail call noundef float @llvm.maxnum.f32(float %502, float %503)
  %505 = tail call noundef float @llvm.nvvm.fabs.f32(float %124)
  %506 = tail call noundef float @llvm.maxnum.f32(float %504, float %505)
  %507 = tail call noundef float @llvm.maxnum.f32(float %506, float 0x39B4484C00000000)
  %508 = fmul contract float %507, 0x3EB0C6F7A0000000
  %509 = tail call noundef float @llvm.nvvm.fabs.f32(float %297)
  %510 = fcmp contract ule float %509, %508
  %511 = tail call noundef float @llvm.nvvm.fabs.f32(float %389)
  %512 = fcmp contract ule float %511, %508
  %513 = or i1 %510, %512
  %514 = tail call noundef float @llvm.nvvm.fabs.f32(float %453)
  %515 = fcmp contract ule float %514, %508
  %516 = or i1 %513, %515
  %517 = tail call noundef float @llvm.nvvm.fabs.f32(float %493)
  %518 = fcmp contract ule float %517, %508
  %519 = or i1 %516, %518
  %520 = fdiv contract float %498, %493
  %521 = select contract i1 %519, float 0.000000e+00, float %520
  %522 = fneg contract float %452
  %523 = tail call noundef float @llvm.fma.f32(float %522, float %521, float %460)
  %524 = fdiv contract float %523, %453
  %525 = select contract i1 %519, float 0.000000e+00, float %524
  %526 = fneg contract float %388
  %527 = tail call noundef float @llvm.fma.f32(float %526, float %525, float %397)
  %528 = fneg contract float %387
  %529 = tail call noundef float @llvm.fma.f32(float %528, float %521, float %527)
  %530 = fdiv contract float %529, %389
  %531 = select contract i1 %519, float 0.000000e+00, float %530
  %532 = fneg contract float %295
  %533 = fneg contract float %296
  %534 = tail call noundef float @llvm.fma.f32(float %533, float %531, float %305)
  %535 = tail call noundef float @llvm.fma.f32(float %532, float %525, float %534)
  %536 = fneg contract float %294
  %537 = tail call noundef float @llvm.fma.f32(float %536, float %521, float %535)
  %538 = fdiv contract float %537, %297
  %539 = select contract i1 %519, float 0.000000e+00, float %538
  %540 = getelementptr inbounds nuw float, ptr %2, i64 %16
  store float %539, ptr %540, align 4, !tbaa !11
  %541 = getelementptr inbounds nuw float, ptr %3, i64 %16
  store float %509, ptr %541, align 4, !tbaa !11
  %542 = add nsw i64 %15, %16
  %543 = getelementptr inbounds nuw float, ptr %2, i64 %542
  store float %531, ptr %543, align 4, !tbaa !11
  %544 = getelementptr inbounds nuw float, ptr %3, i64 %542
  store float %511, ptr %544, align 4, !tbaa !11
  %545 = add nsw i64 %22, %16
  %546 = getelementptr inbounds nuw float, ptr %2, i64 %545
  store float %525, ptr %546, align 4, !tbaa !11
  %547 = getelementptr inbounds nuw float, ptr %3, i64 %545
  store float %514, ptr %547, align 4, !tbaa !11
  %548 = add nsw i64 %25, %16
  %549 = getelementptr inbounds nuw float, ptr %2, i64 %548
  store float %521, ptr %549, align 4, !tbaa !11
  %550 = getelementptr inbounds nuw float, ptr %3, i64 %548
  store float %517, ptr %550, align 4, !tbaa !11
  %551 = tail call noundef float @llvm.fma.f32(float %497, float %497, float 0.000000e+00)
  %552 = tail call noundef float @llvm.fma.f32(float %496, float %496, float %551)
  %553 = tail call noundef float @llvm.fma.f32(float %495, float %495, float %552)
  %554 = tail call noundef float @llvm.fma.f32(float %494, float %494, float %553)
  %555 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %554) #7
  %556 = getelementptr inbounds float, ptr %4, i64 %16
  store float %555, ptr %556, align 4, !tbaa !11
  %557 = zext i1 %519 to i32
  %558 = getelementptr inbounds i32, ptr %5, i64 %16
  store i32 %557, ptr %558, align 4, !tbaa !6
  br label %559

559:                                              ; preds = %7, %492
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
  br i1 %14, label %361, label %412

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
  %59 = tail call i32 @llvm.umin.i32(i32 %58, i32 256)
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
  %120 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %119) #8, !srcloc !17
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
  %191 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %190) #8, !srcloc !17
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
  %254 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %253) #8, !srcloc !17
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
  %309 = tail call double asm "rsqrt.approx.ftz.f64 $0, $1;", "=d,d"(double %308) #8, !srcloc !17
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
  br i1 %341, label %342, label %78, !llvm.loop !18

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
  br i1 %359, label %40, label %24, !llvm.loop !19

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
  %371 = fmul contract double %25, %368
  %372 = fsub contract double %29, %371
  %373 = fdiv contract double %372, %32
  %374 = select contract i1 %370, double %373, double 0.000000e+00
  %375 = tail call noundef double @llvm.nvvm.fabs.f64(double %35)
  %376 = fcmp contract ogt double %375, %364
  br i1 %376, label %377, label %383

377:                                              ; preds = %361
  %378 = fmul contract double %34, %374
  %379 = fsub contract double %28, %378
  %380 = fmul contract double %33, %368
  %381 = fsub contract double %379, %380
  %382 = fdiv contract double %381, %35
  br label %383

383:                                              ; preds = %361, %377
  %384 = phi contract double [ %382, %377 ], [ 0.000000e+00, %361 ]
  %385 = fcmp contract ogt double %362, %364
  br i1 %385, label %386, label %394

386:                                              ; preds = %383
  %387 = fmul contract double %38, %384
  %388 = fsub contract double %27, %387
  %389 = fmul contract double %37, %374
  %390 = fsub contract double %388, %389
  %391 = fmul contract double %36, %368
  %392 = fsub contract double %390, %391
  %393 = fdiv contract double %392, %39
  br label %394

394:                                              ; preds = %383, %386
  %395 = phi contract double [ %393, %386 ], [ 0.000000e+00, %383 ]
  %396 = sext i32 %5 to i64
  %397 = sext i32 %13 to i64
  %398 = getelementptr inbounds nuw double, ptr %2, i64 %397
  store double %395, ptr %398, align 8, !tbaa !13
  %399 = getelementptr double, ptr %2, i64 %396
  %400 = getelementptr double, ptr %399, i64 %397
  store double %384, ptr %400, align 8, !tbaa !13
  %401 = shl nsw i64 %396, 4
  %402 = getelementptr i8, ptr %2, i64 %401
  %403 = getelementptr double, ptr %402, i64 %397
  store double %374, ptr %403, align 8, !tbaa !13
  %404 = mul nsw i64 %396, 24
  %405 = getelementptr i8, ptr %2, i64 %404
  %406 = getelementptr double, ptr %405, i64 %397
  store double %368, ptr %406, align 8, !tbaa !13
  %407 = uitofp nneg i32 %4 to double
  %408 = fdiv contract double %31, %407
  %409 = tail call noundef double @llvm.sqrt.f64(double %408)
  %410 = select i1 %18, double %409, double 0.000000e+00
  %411 = getelementptr inbounds double, ptr %3, i64 %397
  store double %410, ptr %411, align 8, !tbaa !13
  br label %412

412:                                              ; preds = %24, %394
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{i32 155079}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
