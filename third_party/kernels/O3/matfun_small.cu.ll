; ModuleID = 'src/matfun_small.cu'
source_filename = "src/matfun_small.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Mat.0 = type { [3 x [3 x float]] }
%struct.Mat.1 = type { [4 x [4 x double]] }
%struct.Mat = type { [3 x [3 x double]] }

$_Z9expm_implIfLi3EEvPKT_PS0_Pix = comdat any

$_Z9expm_implIdLi4EEvPKT_PS0_Pix = comdat any

$_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_ = comdat any

$_Z12gauss_jordanIfLi3EEbR3MatIT_XT0_EES3_ = comdat any

$_Z12gauss_jordanIdLi4EEbR3MatIT_XT0_EES3_ = comdat any

@c_jacobi_pairs = dso_local addrspace(4) externally_initialized constant [3 x [2 x i32]] [[2 x i32] [i32 0, i32 1], [2 x i32] [i32 0, i32 2], [2 x i32] [i32 1, i32 2]], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_jacobi_pairs to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @expm3_f32(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  tail call void @_Z9expm_implIfLi3EEvPKT_PS0_Pix(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #11
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_Z9expm_implIfLi3EEvPKT_PS0_Pix(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i64 noundef %3) local_unnamed_addr #1 comdat {
  %5 = alloca %struct.Mat.0, align 4
  %6 = alloca %struct.Mat.0, align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %8, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = add nuw nsw i64 %11, %13
  %15 = icmp slt i64 %14, %3
  br i1 %15, label %16, label %41

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %22 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %23 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = mul nuw nsw i64 %27, %10
  %29 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %31 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %33 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %35 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %37 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 32
  br label %42

41:                                               ; preds = %715, %4
  ret void

42:                                               ; preds = %16, %715
  %43 = phi i64 [ %14, %16 ], [ %739, %715 ]
  %44 = mul nuw nsw i64 %43, 36
  %45 = getelementptr inbounds nuw i8, ptr %0, i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %45, i64 4
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %45, i64 8
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %45, i64 12
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %45, i64 16
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %45, i64 20
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %45, i64 24
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw i8, ptr %45, i64 28
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %45, i64 32
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = call noundef float @llvm.nvvm.fabs.f32(float %46)
  %64 = fadd contract float %63, 0.000000e+00
  %65 = call noundef float @llvm.nvvm.fabs.f32(float %52)
  %66 = fadd contract float %64, %65
  %67 = call noundef float @llvm.nvvm.fabs.f32(float %58)
  %68 = fadd contract float %66, %67
  %69 = call noundef float @llvm.maxnum.f32(float %68, float 0.000000e+00)
  %70 = call noundef float @llvm.nvvm.fabs.f32(float %48)
  %71 = fadd contract float %70, 0.000000e+00
  %72 = call noundef float @llvm.nvvm.fabs.f32(float %54)
  %73 = fadd contract float %71, %72
  %74 = call noundef float @llvm.nvvm.fabs.f32(float %60)
  %75 = fadd contract float %73, %74
  %76 = call noundef float @llvm.maxnum.f32(float %69, float %75)
  %77 = call noundef float @llvm.nvvm.fabs.f32(float %50)
  %78 = fadd contract float %77, 0.000000e+00
  %79 = call noundef float @llvm.nvvm.fabs.f32(float %56)
  %80 = fadd contract float %78, %79
  %81 = call noundef float @llvm.nvvm.fabs.f32(float %62)
  %82 = fadd contract float %80, %81
  %83 = call noundef float @llvm.maxnum.f32(float %76, float %82)
  %84 = fcmp contract olt float %83, 0x46293E5940000000
  %85 = select i1 %84, float %83, float 0.000000e+00
  %86 = fcmp contract ogt float %85, 5.000000e-01
  br i1 %86, label %87, label %95

87:                                               ; preds = %42, %87
  %88 = phi float [ %90, %87 ], [ %85, %42 ]
  %89 = phi i32 [ %91, %87 ], [ 0, %42 ]
  %90 = fmul contract float %88, 5.000000e-01
  %91 = add nuw nsw i32 %89, 1
  %92 = fcmp contract ogt float %90, 5.000000e-01
  %93 = icmp samesign ult i32 %89, 59
  %94 = select i1 %92, i1 %93, i1 false
  br i1 %94, label %87, label %95, !llvm.loop !13

95:                                               ; preds = %87, %42
  %96 = phi i32 [ 0, %42 ], [ %91, %87 ]
  %97 = shl i32 %96, 23
  %98 = sub i32 1065353216, %97
  %99 = bitcast i32 %98 to float
  %100 = call float @llvm.nvvm.mul.rn.f(float 1.000000e+00, float %99) #11
  %101 = call float @llvm.nvvm.mul.rn.f(float %100, float 1.000000e+00) #11
  %102 = call float @llvm.nvvm.mul.rn.f(float %101, float 1.000000e+00) #11
  %103 = call noundef float @llvm.nvvm.mul.rn.f(float %102, float 1.000000e+00) #11
  %104 = fmul contract float %103, %46
  %105 = fmul contract float %103, %48
  %106 = fmul contract float %103, %50
  %107 = fmul contract float %103, %52
  %108 = fmul contract float %103, %54
  %109 = fmul contract float %103, %56
  %110 = fmul contract float %103, %58
  %111 = fmul contract float %103, %60
  %112 = fmul contract float %103, %62
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #11
  store float 1.000000e+00, ptr %21, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  %113 = fadd contract float %104, 0.000000e+00
  %114 = fmul contract float %107, 0.000000e+00
  %115 = fadd contract float %113, %114
  %116 = fmul contract float %110, 0.000000e+00
  %117 = fadd contract float %115, %116
  %118 = fadd contract float %105, 0.000000e+00
  %119 = fmul contract float %108, 0.000000e+00
  %120 = fadd contract float %118, %119
  %121 = fmul contract float %111, 0.000000e+00
  %122 = fadd contract float %120, %121
  %123 = fadd contract float %106, 0.000000e+00
  %124 = fmul contract float %109, 0.000000e+00
  %125 = fadd contract float %123, %124
  %126 = fmul contract float %112, 0.000000e+00
  %127 = fadd contract float %125, %126
  %128 = fmul contract float %104, 0.000000e+00
  %129 = fadd contract float %128, 0.000000e+00
  %130 = fadd contract float %129, %107
  %131 = fadd contract float %130, %116
  %132 = fmul contract float %105, 0.000000e+00
  %133 = fadd contract float %132, 0.000000e+00
  %134 = fadd contract float %133, %108
  %135 = fadd contract float %134, %121
  %136 = fmul contract float %106, 0.000000e+00
  %137 = fadd contract float %136, 0.000000e+00
  %138 = fadd contract float %137, %109
  %139 = fadd contract float %138, %126
  %140 = fadd contract float %129, %114
  %141 = fadd contract float %140, %110
  %142 = fadd contract float %133, %119
  %143 = fadd contract float %142, %111
  %144 = fadd contract float %137, %124
  %145 = fadd contract float %144, %112
  %146 = fmul contract float %117, 5.000000e-01
  %147 = fadd contract float %146, 1.000000e+00
  store float %147, ptr %5, align 4, !tbaa !11
  %148 = fmul contract float %117, -5.000000e-01
  %149 = fadd contract float %148, 1.000000e+00
  store float %149, ptr %6, align 4, !tbaa !11
  %150 = fmul contract float %122, 5.000000e-01
  %151 = fadd contract float %150, 0.000000e+00
  store float %151, ptr %17, align 4, !tbaa !11
  %152 = fmul contract float %122, -5.000000e-01
  %153 = fadd contract float %152, 0.000000e+00
  store float %153, ptr %22, align 4, !tbaa !11
  %154 = fmul contract float %127, 5.000000e-01
  %155 = fadd contract float %154, 0.000000e+00
  store float %155, ptr %18, align 4, !tbaa !11
  %156 = fmul contract float %127, -5.000000e-01
  %157 = fadd contract float %156, 0.000000e+00
  store float %157, ptr %23, align 4, !tbaa !11
  %158 = fmul contract float %131, 5.000000e-01
  %159 = fadd contract float %158, 0.000000e+00
  store float %159, ptr %19, align 4, !tbaa !11
  %160 = fmul contract float %131, -5.000000e-01
  %161 = fadd contract float %160, 0.000000e+00
  store float %161, ptr %24, align 4, !tbaa !11
  %162 = fmul contract float %135, 5.000000e-01
  %163 = fadd contract float %162, 1.000000e+00
  store float %163, ptr %29, align 4, !tbaa !11
  %164 = fmul contract float %135, -5.000000e-01
  %165 = fadd contract float %164, 1.000000e+00
  store float %165, ptr %30, align 4, !tbaa !11
  %166 = fmul contract float %139, 5.000000e-01
  %167 = fadd contract float %166, 0.000000e+00
  store float %167, ptr %31, align 4, !tbaa !11
  %168 = fmul contract float %139, -5.000000e-01
  %169 = fadd contract float %168, 0.000000e+00
  store float %169, ptr %32, align 4, !tbaa !11
  %170 = fmul contract float %141, 5.000000e-01
  %171 = fadd contract float %170, 0.000000e+00
  store float %171, ptr %20, align 4, !tbaa !11
  %172 = fmul contract float %141, -5.000000e-01
  %173 = fadd contract float %172, 0.000000e+00
  store float %173, ptr %25, align 4, !tbaa !11
  %174 = fmul contract float %143, 5.000000e-01
  %175 = fadd contract float %174, 0.000000e+00
  store float %175, ptr %33, align 4, !tbaa !11
  %176 = fmul contract float %143, -5.000000e-01
  %177 = fadd contract float %176, 0.000000e+00
  store float %177, ptr %34, align 4, !tbaa !11
  %178 = fmul contract float %145, 5.000000e-01
  %179 = load float, ptr %35, align 4, !tbaa !11
  %180 = fadd contract float %179, %178
  store float %180, ptr %35, align 4, !tbaa !11
  %181 = fmul contract float %145, -5.000000e-01
  %182 = fadd contract float %181, 1.000000e+00
  store float %182, ptr %36, align 4, !tbaa !11
  %183 = fmul contract float %117, %104
  %184 = fadd contract float %183, 0.000000e+00
  %185 = fmul contract float %122, %107
  %186 = fadd contract float %184, %185
  %187 = fmul contract float %127, %110
  %188 = fadd contract float %186, %187
  %189 = fmul contract float %117, %105
  %190 = fadd contract float %189, 0.000000e+00
  %191 = fmul contract float %122, %108
  %192 = fadd contract float %190, %191
  %193 = fmul contract float %127, %111
  %194 = fadd contract float %192, %193
  %195 = fmul contract float %117, %106
  %196 = fadd contract float %195, 0.000000e+00
  %197 = fmul contract float %122, %109
  %198 = fadd contract float %196, %197
  %199 = fmul contract float %127, %112
  %200 = fadd contract float %198, %199
  %201 = fmul contract float %131, %104
  %202 = fadd contract float %201, 0.000000e+00
  %203 = fmul contract float %135, %107
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %139, %110
  %206 = fadd contract float %204, %205
  %207 = fmul contract float %131, %105
  %208 = fadd contract float %207, 0.000000e+00
  %209 = fmul contract float %135, %108
  %210 = fadd contract float %208, %209
  %211 = fmul contract float %139, %111
  %212 = fadd contract float %210, %211
  %213 = fmul contract float %131, %106
  %214 = fadd contract float %213, 0.000000e+00
  %215 = fmul contract float %135, %109
  %216 = fadd contract float %214, %215
  %217 = fmul contract float %139, %112
  %218 = fadd contract float %216, %217
  %219 = fmul contract float %141, %104
  %220 = fadd contract float %219, 0.000000e+00
  %221 = fmul contract float %143, %107
  %222 = fadd contract float %220, %221
  %223 = fmul contract float %145, %110
  %224 = fadd contract float %222, %223
  %225 = fmul contract float %141, %105
  %226 = fadd contract float %225, 0.000000e+00
  %227 = fmul contract float %143, %108
  %228 = fadd contract float %226, %227
  %229 = fmul contract float %145, %111
  %230 = fadd contract float %228, %229
  %231 = fmul contract float %141, %106
  %232 = fadd contract float %231, 0.000000e+00
  %233 = fmul contract float %143, %109
  %234 = fadd contract float %232, %233
  %235 = fmul contract float %145, %112
  %236 = fadd contract float %234, %235
  %237 = fmul contract float %188, 0x3FBD1745E0000000
  %238 = load float, ptr %5, align 4, !tbaa !11
  %239 = fadd contract float %238, %237
  store float %239, ptr %5, align 4, !tbaa !11
  %240 = load float, ptr %6, align 4, !tbaa !11
  %241 = fadd contract float %237, %240
  store float %241, ptr %6, align 4, !tbaa !11
  %242 = fmul contract float %194, 0x3FBD1745E0000000
  %243 = load float, ptr %17, align 4, !tbaa !11
  %244 = fadd contract float %243, %242
  store float %244, ptr %17, align 4, !tbaa !11
  %245 = load float, ptr %22, align 4, !tbaa !11
  %246 = fadd contract float %242, %245
  store float %246, ptr %22, align 4, !tbaa !11
  %247 = fmul contract float %200, 0x3FBD1745E0000000
  %248 = load float, ptr %18, align 4, !tbaa !11
  %249 = fadd contract float %248, %247
  store float %249, ptr %18, align 4, !tbaa !11
  %250 = load float, ptr %23, align 4, !tbaa !11
  %251 = fadd contract float %247, %250
  store float %251, ptr %23, align 4, !tbaa !11
  %252 = fmul contract float %206, 0x3FBD1745E0000000
  %253 = load float, ptr %19, align 4, !tbaa !11
  %254 = fadd contract float %253, %252
  store float %254, ptr %19, align 4, !tbaa !11
  %255 = load float, ptr %24, align 4, !tbaa !11
  %256 = fadd contract float %252, %255
  store float %256, ptr %24, align 4, !tbaa !11
  %257 = fmul contract float %212, 0x3FBD1745E0000000
  %258 = load float, ptr %29, align 4, !tbaa !11
  %259 = fadd contract float %258, %257
  store float %259, ptr %29, align 4, !tbaa !11
  %260 = load float, ptr %30, align 4, !tbaa !11
  %261 = fadd contract float %257, %260
  store float %261, ptr %30, align 4, !tbaa !11
  %262 = fmul contract float %218, 0x3FBD1745E0000000
  %263 = load float, ptr %31, align 4, !tbaa !11
  %264 = fadd contract float %263, %262
  store float %264, ptr %31, align 4, !tbaa !11
  %265 = load float, ptr %32, align 4, !tbaa !11
  %266 = fadd contract float %262, %265
  store float %266, ptr %32, align 4, !tbaa !11
  %267 = fmul contract float %224, 0x3FBD1745E0000000
  %268 = load float, ptr %20, align 4, !tbaa !11
  %269 = fadd contract float %268, %267
  store float %269, ptr %20, align 4, !tbaa !11
  %270 = load float, ptr %25, align 4, !tbaa !11
  %271 = fadd contract float %267, %270
  store float %271, ptr %25, align 4, !tbaa !11
  %272 = fmul contract float %230, 0x3FBD1745E0000000
  %273 = load float, ptr %33, align 4, !tbaa !11
  %274 = fadd contract float %273, %272
  store float %274, ptr %33, align 4, !tbaa !11
  %275 = load float, ptr %34, align 4, !tbaa !11
  %276 = fadd contract float %272, %275
  store float %276, ptr %34, align 4, !tbaa !11
  %277 = fmul contract float %236, 0x3FBD1745E0000000
  %278 = load float, ptr %35, align 4, !tbaa !11
  %279 = fadd contract float %278, %277
  store float %279, ptr %35, align 4, !tbaa !11
  %280 = load float, ptr %36, align 4, !tbaa !11
  %281 = fadd contract float %277, %280
  store float %281, ptr %36, align 4, !tbaa !11
  %282 = fmul contract float %188, %104
  %283 = fadd contract float %282, 0.000000e+00
  %284 = fmul contract float %194, %107
  %285 = fadd contract float %283, %284
  %286 = fmul contract float %200, %110
  %287 = fadd contract float %285, %286
  %288 = fmul contract float %188, %105
  %289 = fadd contract float %288, 0.000000e+00
  %290 = fmul contract float %194, %108
  %291 = fadd contract float %289, %290
  %292 = fmul contract float %200, %111
  %293 = fadd contract float %291, %292
  %294 = fmul contract float %188, %106
  %295 = fadd contract float %294, 0.000000e+00
  %296 = fmul contract float %194, %109
  %297 = fadd contract float %295, %296
  %298 = fmul contract float %200, %112
  %299 = fadd contract float %297, %298
  %300 = fmul contract float %206, %104
  %301 = fadd contract float %300, 0.000000e+00
  %302 = fmul contract float %212, %107
  %303 = fadd contract float %301, %302
  %304 = fmul contract float %218, %110
  %305 = fadd contract float %303, %304
  %306 = fmul contract float %206, %105
  %307 = fadd contract float %306, 0.000000e+00
  %308 = fmul contract float %212, %108
  %309 = fadd contract float %307, %308
  %310 = fmul contract float %218, %111
  %311 = fadd contract float %309, %310
  %312 = fmul contract float %206, %106
  %313 = fadd contract float %312, 0.000000e+00
  %314 = fmul contract float %212, %109
  %315 = fadd contract float %313, %314
  %316 = fmul contract float %218, %112
  %317 = fadd contract float %315, %316
  %318 = fmul contract float %224, %104
  %319 = fadd contract float %318, 0.000000e+00
  %320 = fmul contract float %230, %107
  %321 = fadd contract float %319, %320
  %322 = fmul contract float %236, %110
  %323 = fadd contract float %321, %322
  %324 = fmul contract float %224, %105
  %325 = fadd contract float %324, 0.000000e+00
  %326 = fmul contract float %230, %108
  %327 = fadd contract float %325, %326
  %328 = fmul contract float %236, %111
  %329 = fadd contract float %327, %328
  %330 = fmul contract float %224, %106
  %331 = fadd contract float %330, 0.000000e+00
  %332 = fmul contract float %230, %109
  %333 = fadd contract float %331, %332
  %334 = fmul contract float %236, %112
  %335 = fadd contract float %333, %334
  %336 = fmul contract float %287, 0x3F8F07C200000000
  %337 = load float, ptr %5, align 4, !tbaa !11
  %338 = fadd contract float %337, %336
  store float %338, ptr %5, align 4, !tbaa !11
  %339 = fmul contract float %287, 0xBF8F07C200000000
  %340 = load float, ptr %6, align 4, !tbaa !11
  %341 = fadd contract float %339, %340
  store float %341, ptr %6, align 4, !tbaa !11
  %342 = fmul contract float %293, 0x3F8F07C200000000
  %343 = load float, ptr %17, align 4, !tbaa !11
  %344 = fadd contract float %343, %342
  store float %344, ptr %17, align 4, !tbaa !11
  %345 = fmul contract float %293, 0xBF8F07C200000000
  %346 = load float, ptr %22, align 4, !tbaa !11
  %347 = fadd contract float %345, %346
  store float %347, ptr %22, align 4, !tbaa !11
  %348 = fmul contract float %299, 0x3F8F07C200000000
  %349 = load float, ptr %18, align 4, !tbaa !11
  %350 = fadd contract float %349, %348
  store float %350, ptr %18, align 4, !tbaa !11
  %351 = fmul contract float %299, 0xBF8F07C200000000
  %352 = load float, ptr %23, align 4, !tbaa !11
  %353 = fadd contract float %351, %352
  store float %353, ptr %23, align 4, !tbaa !11
  %354 = fmul contract float %305, 0x3F8F07C200000000
  %355 = load float, ptr %19, align 4, !tbaa !11
  %356 = fadd contract float %355, %354
  store float %356, ptr %19, align 4, !tbaa !11
  %357 = fmul contract float %305, 0xBF8F07C200000000
  %358 = load float, ptr %24, align 4, !tbaa !11
  %359 = fadd contract float %357, %358
  store float %359, ptr %24, align 4, !tbaa !11
  %360 = fmul contract float %311, 0x3F8F07C200000000
  %361 = load float, ptr %29, align 4, !tbaa !11
  %362 = fadd contract float %361, %360
  store float %362, ptr %29, align 4, !tbaa !11
  %363 = fmul contract float %311, 0xBF8F07C200000000
  %364 = load float, ptr %30, align 4, !tbaa !11
  %365 = fadd contract float %363, %364
  store float %365, ptr %30, align 4, !tbaa !11
  %366 = fmul contract float %317, 0x3F8F07C200000000
  %367 = load float, ptr %31, align 4, !tbaa !11
  %368 = fadd contract float %367, %366
  store float %368, ptr %31, align 4, !tbaa !11
  %369 = fmul contract float %317, 0xBF8F07C200000000
  %370 = load float, ptr %32, align 4, !tbaa !11
  %371 = fadd contract float %369, %370
  store float %371, ptr %32, align 4, !tbaa !11
  %372 = fmul contract float %323, 0x3F8F07C200000000
  %373 = load float, ptr %20, align 4, !tbaa !11
  %374 = fadd contract float %373, %372
  store float %374, ptr %20, align 4, !tbaa !11
  %375 = fmul contract float %323, 0xBF8F07C200000000
  %376 = load float, ptr %25, align 4, !tbaa !11
  %377 = fadd contract float %375, %376
  store float %377, ptr %25, align 4, !tbaa !11
  %378 = fmul contract float %329, 0x3F8F07C200000000
  %379 = load float, ptr %33, align 4, !tbaa !11
  %380 = fadd contract float %379, %378
  store float %380, ptr %33, align 4, !tbaa !11
  %381 = fmul contract float %329, 0xBF8F07C200000000
  %382 = load float, ptr %34, align 4, !tbaa !11
  %383 = fadd contract float %381, %382
  store float %383, ptr %34, align 4, !tbaa !11
  %384 = fmul contract float %335, 0x3F8F07C200000000
  %385 = load float, ptr %35, align 4, !tbaa !11
  %386 = fadd contract float %385, %384
  store float %386, ptr %35, align 4, !tbaa !11
  %387 = fmul contract float %335, 0xBF8F07C200000000
  %388 = load float, ptr %36, align 4, !tbaa !11
  %389 = fadd contract float %387, %388
  store float %389, ptr %36, align 4, !tbaa !11
  %390 = fmul contract float %287, %104
  %391 = fadd contract float %390, 0.000000e+00
  %392 = fmul contract float %293, %107
  %393 = fadd contract float %391, %392
  %394 = fmul contract float %299, %110
  %395 = fadd contract float %393, %394
  %396 = fmul contract float %287, %105
  %397 = fadd contract float %396, 0.000000e+00
  %398 = fmul contract float %293, %108
  %399 = fadd contract float %397, %398
  %400 = fmul contract float %299, %111
  %401 = fadd contract float %399, %400
  %402 = fmul contract float %287, %106
  %403 = fadd contract float %402, 0.000000e+00
  %404 = fmul contract float %293, %109
  %405 = fadd contract float %403, %404
  %406 = fmul contract float %299, %112
  %407 = fadd contract float %405, %406
  %408 = fmul contract float %305, %104
  %409 = fadd contract float %408, 0.000000e+00
  %410 = fmul contract float %311, %107
  %411 = fadd contract float %409, %410
  %412 = fmul contract float %317, %110
  %413 = fadd contract float %411, %412
  %414 = fmul contract float %305, %105
  %415 = fadd contract float %414, 0.000000e+00
  %416 = fmul contract float %311, %108
  %417 = fadd contract float %415, %416
  %418 = fmul contract float %317, %111
  %419 = fadd contract float %417, %418
  %420 = fmul contract float %305, %106
  %421 = fadd contract float %420, 0.000000e+00
  %422 = fmul contract float %311, %109
  %423 = fadd contract float %421, %422
  %424 = fmul contract float %317, %112
  %425 = fadd contract float %423, %424
  %426 = fmul contract float %323, %104
  %427 = fadd contract float %426, 0.000000e+00
  %428 = fmul contract float %329, %107
  %429 = fadd contract float %427, %428
  %430 = fmul contract float %335, %110
  %431 = fadd contract float %429, %430
  %432 = fmul contract float %323, %105
  %433 = fadd contract float %432, 0.000000e+00
  %434 = fmul contract float %329, %108
  %435 = fadd contract float %433, %434
  %436 = fmul contract float %335, %111
  %437 = fadd contract float %435, %436
  %438 = fmul contract float %323, %106
  %439 = fadd contract float %438, 0.000000e+00
  %440 = fmul contract float %329, %109
  %441 = fadd contract float %439, %440
  %442 = fmul contract float %335, %112
  %443 = fadd contract float %441, %442
  %444 = fmul contract float %395, 0x3F54AFD6A0000000
  %445 = load float, ptr %5, align 4, !tbaa !11
  %446 = fadd contract float %445, %444
  store float %446, ptr %5, align 4, !tbaa !11
  %447 = load float, ptr %6, align 4, !tbaa !11
  %448 = fadd contract float %444, %447
  store float %448, ptr %6, align 4, !tbaa !11
  %449 = fmul contract float %401, 0x3F54AFD6A0000000
  %450 = load float, ptr %17, align 4, !tbaa !11
  %451 = fadd contract float %450, %449
  store float %451, ptr %17, align 4, !tbaa !11
  %452 = load float, ptr %22, align 4, !tbaa !11
  %453 = fadd contract float %449, %452
  store float %453, ptr %22, align 4, !tbaa !11
  %454 = fmul contract float %407, 0x3F54AFD6A0000000
  %455 = load float, ptr %18, align 4, !tbaa !11
  %456 = fadd contract float %455, %454
  store float %456, ptr %18, align 4, !tbaa !11
  %457 = load float, ptr %23, align 4, !tbaa !11
  %458 = fadd contract float %454, %457
  store float %458, ptr %23, align 4, !tbaa !11
  %459 = fmul contract float %413, 0x3F54AFD6A0000000
  %460 = load float, ptr %19, align 4, !tbaa !11
  %461 = fadd contract float %460, %459
  store float %461, ptr %19, align 4, !tbaa !11
  %462 = load float, ptr %24, align 4, !tbaa !11
  %463 = fadd contract float %459, %462
  store float %463, ptr %24, align 4, !tbaa !11
  %464 = fmul contract float %419, 0x3F54AFD6A0000000
  %465 = load float, ptr %29, align 4, !tbaa !11
  %466 = fadd contract float %465, %464
  store float %466, ptr %29, align 4, !tbaa !11
  %467 = load float, ptr %30, align 4, !tbaa !11
  %468 = fadd contract float %464, %467
  store float %468, ptr %30, align 4, !tbaa !11
  %469 = fmul contract float %425, 0x3F54AFD6A0000000
  %470 = load float, ptr %31, align 4, !tbaa !11
  %471 = fadd contract float %470, %469
  store float %471, ptr %31, align 4, !tbaa !11
  %472 = load float, ptr %32, align 4, !tbaa !11
  %473 = fadd contract float %469, %472
  store float %473, ptr %32, align 4, !tbaa !11
  %474 = fmul contract float %431, 0x3F54AFD6A0000000
  %475 = load float, ptr %20, align 4, !tbaa !11
  %476 = fadd contract float %475, %474
  store float %476, ptr %20, align 4, !tbaa !11
  %477 = load float, ptr %25, align 4, !tbaa !11
  %478 = fadd contract float %474, %477
  store float %478, ptr %25, align 4, !tbaa !11
  %479 = fmul contract float %437, 0x3F54AFD6A0000000
  %480 = load float, ptr %33, align 4, !tbaa !11
  %481 = fadd contract float %480, %479
  store float %481, ptr %33, align 4, !tbaa !11
  %482 = load float, ptr %34, align 4, !tbaa !11
  %483 = fadd contract float %479, %482
  store float %483, ptr %34, align 4, !tbaa !11
  %484 = fmul contract float %443, 0x3F54AFD6A0000000
  %485 = load float, ptr %35, align 4, !tbaa !11
  %486 = fadd contract float %485, %484
  store float %486, ptr %35, align 4, !tbaa !11
  %487 = load float, ptr %36, align 4, !tbaa !11
  %488 = fadd contract float %484, %487
  store float %488, ptr %36, align 4, !tbaa !11
  %489 = fmul contract float %395, %104
  %490 = fadd contract float %489, 0.000000e+00
  %491 = fmul contract float %401, %107
  %492 = fadd contract float %490, %491
  %493 = fmul contract float %407, %110
  %494 = fadd contract float %492, %493
  %495 = fmul contract float %395, %105
  %496 = fadd contract float %495, 0.000000e+00
  %497 = fmul contract float %401, %108
  %498 = fadd contract float %496, %497
  %499 = fmul contract float %407, %111
  %500 = fadd contract float %498, %499
  %501 = fmul contract float %395, %106
  %502 = fadd contract float %501, 0.000000e+00
  %503 = fmul contract float %401, %109
  %504 = fadd contract float %502, %503
  %505 = fmul contract float %407, %112
  %506 = fadd contract float %504, %505
  %507 = fmul contract float %413, %104
  %508 = fadd contract float %507, 0.000000e+00
  %509 = fmul contract float %419, %107
  %510 = fadd contract float %508, %509
  %511 = fmul contract float %425, %110
  %512 = fadd contract float %510, %511
  %513 = fmul contract float %413, %105
  %514 = fadd contract float %513, 0.000000e+00
  %515 = fmul contract float %419, %108
  %516 = fadd contract float %514, %515
  %517 = fmul contract float %425, %111
  %518 = fadd contract float %516, %517
  %519 = fmul contract float %413, %106
  %520 = fadd contract float %519, 0.000000e+00
  %521 = fmul contract float %419, %109
  %522 = fadd contract float %520, %521
  %523 = fmul contract float %425, %112
  %524 = fadd contract float %522, %523
  %525 = fmul contract float %431, %104
  %526 = fadd contract float %525, 0.000000e+00
  %527 = fmul contract float %437, %107
  %528 = fadd contract float %526, %527
  %529 = fmul contract float %443, %110
  %530 = fadd contract float %528, %529
  %531 = fmul contract float %431, %105
  %532 = fadd contract float %531, 0.000000e+00
  %533 = fmul contract float %437, %108
  %534 = fadd contract float %532, %533
  %535 = fmul contract float %443, %111
  %536 = fadd contract float %534, %535
  %537 = fmul contract float %431, %106
  %538 = fadd contract float %537, 0.000000e+00
  %539 = fmul contract float %437, %109
  %540 = fadd contract float %538, %539
  %541 = fmul contract float %443, %112
  %542 = fadd contract float %540, %541
  %543 = fmul contract float %494, 0x3F108CABC0000000
  %544 = load float, ptr %5, align 4, !tbaa !11
  %545 = fadd contract float %544, %543
  store float %545, ptr %5, align 4, !tbaa !11
  %546 = fmul contract float %494, 0xBF108CABC0000000
  %547 = load float, ptr %6, align 4, !tbaa !11
  %548 = fadd contract float %546, %547
  store float %548, ptr %6, align 4, !tbaa !11
  %549 = fmul contract float %500, 0x3F108CABC0000000
  %550 = load float, ptr %17, align 4, !tbaa !11
  %551 = fadd contract float %550, %549
  store float %551, ptr %17, align 4, !tbaa !11
  %552 = fmul contract float %500, 0xBF108CABC0000000
  %553 = load float, ptr %22, align 4, !tbaa !11
  %554 = fadd contract float %552, %553
  store float %554, ptr %22, align 4, !tbaa !11
  %555 = fmul contract float %506, 0x3F108CABC0000000
  %556 = load float, ptr %18, align 4, !tbaa !11
  %557 = fadd contract float %556, %555
  store float %557, ptr %18, align 4, !tbaa !11
  %558 = fmul contract float %506, 0xBF108CABC0000000
  %559 = load float, ptr %23, align 4, !tbaa !11
  %560 = fadd contract float %558, %559
  store float %560, ptr %23, align 4, !tbaa !11
  %561 = fmul contract float %512, 0x3F108CABC0000000
  %562 = load float, ptr %19, align 4, !tbaa !11
  %563 = fadd contract float %562, %561
  store float %563, ptr %19, align 4, !tbaa !11
  %564 = fmul contract float %512, 0xBF108CABC0000000
  %565 = load float, ptr %24, align 4, !tbaa !11
  %566 = fadd contract float %564, %565
  store float %566, ptr %24, align 4, !tbaa !11
  %567 = fmul contract float %518, 0x3F108CABC0000000
  %568 = load float, ptr %29, align 4, !tbaa !11
  %569 = fadd contract float %568, %567
  store float %569, ptr %29, align 4, !tbaa !11
  %570 = fmul contract float %518, 0xBF108CABC0000000
  %571 = load float, ptr %30, align 4, !tbaa !11
  %572 = fadd contract float %570, %571
  store float %572, ptr %30, align 4, !tbaa !11
  %573 = fmul contract float %524, 0x3F108CABC0000000
  %574 = load float, ptr %31, align 4, !tbaa !11
  %575 = fadd contract float %574, %573
  store float %575, ptr %31, align 4, !tbaa !11
  %576 = fmul contract float %524, 0xBF108CABC0000000
  %577 = load float, ptr %32, align 4, !tbaa !11
  %578 = fadd contract float %576, %577
  store float %578, ptr %32, align 4, !tbaa !11
  %579 = fmul contract float %530, 0x3F108CABC0000000
  %580 = load float, ptr %20, align 4, !tbaa !11
  %581 = fadd contract float %580, %579
  store float %581, ptr %20, align 4, !tbaa !11
  %582 = fmul contract float %530, 0xBF108CABC0000000
  %583 = load float, ptr %25, align 4, !tbaa !11
  %584 = fadd contract float %582, %583
  store float %584, ptr %25, align 4, !tbaa !11
  %585 = fmul contract float %536, 0x3F108CABC0000000
  %586 = load float, ptr %33, align 4, !tbaa !11
  %587 = fadd contract float %586, %585
  store float %587, ptr %33, align 4, !tbaa !11
  %588 = fmul contract float %536, 0xBF108CABC0000000
  %589 = load float, ptr %34, align 4, !tbaa !11
  %590 = fadd contract float %588, %589
  store float %590, ptr %34, align 4, !tbaa !11
  %591 = fmul contract float %542, 0x3F108CABC0000000
  %592 = load float, ptr %35, align 4, !tbaa !11
  %593 = fadd contract float %592, %591
  store float %593, ptr %35, align 4, !tbaa !11
  %594 = fmul contract float %542, 0xBF108CABC0000000
  %595 = load float, ptr %36, align 4, !tbaa !11
  %596 = fadd contract float %594, %595
  store float %596, ptr %36, align 4, !tbaa !11
  %597 = fmul contract float %494, %104
  %598 = fadd contract float %597, 0.000000e+00
  %599 = fmul contract float %500, %107
  %600 = fadd contract float %598, %599
  %601 = fmul contract float %506, %110
  %602 = fadd contract float %600, %601
  %603 = fmul contract float %494, %105
  %604 = fadd contract float %603, 0.000000e+00
  %605 = fmul contract float %500, %108
  %606 = fadd contract float %604, %605
  %607 = fmul contract float %506, %111
  %608 = fadd contract float %606, %607
  %609 = fmul contract float %494, %106
  %610 = fadd contract float %609, 0.000000e+00
  %611 = fmul contract float %500, %109
  %612 = fadd contract float %610, %611
  %613 = fmul contract float %506, %112
  %614 = fadd contract float %612, %613
  %615 = fmul contract float %512, %104
  %616 = fadd contract float %615, 0.000000e+00
  %617 = fmul contract float %518, %107
  %618 = fadd contract float %616, %617
  %619 = fmul contract float %524, %110
  %620 = fadd contract float %618, %619
  %621 = fmul contract float %512, %105
  %622 = fadd contract float %621, 0.000000e+00
  %623 = fmul contract float %518, %108
  %624 = fadd contract float %622, %623
  %625 = fmul contract float %524, %111
  %626 = fadd contract float %624, %625
  %627 = fmul contract float %512, %106
  %628 = fadd contract float %627, 0.000000e+00
  %629 = fmul contract float %518, %109
  %630 = fadd contract float %628, %629
  %631 = fmul contract float %524, %112
  %632 = fadd contract float %630, %631
  %633 = fmul contract float %530, %104
  %634 = fadd contract float %633, 0.000000e+00
  %635 = fmul contract float %536, %107
  %636 = fadd contract float %634, %635
  %637 = fmul contract float %542, %110
  %638 = fadd contract float %636, %637
  %639 = fmul contract float %530, %105
  %640 = fadd contract float %639, 0.000000e+00
  %641 = fmul contract float %536, %108
  %642 = fadd contract float %640, %641
  %643 = fmul contract float %542, %111
  %644 = fadd contract float %642, %643
  %645 = fmul contract float %530, %106
  %646 = fadd contract float %645, 0.000000e+00
  %647 = fmul contract float %536, %109
  %648 = fadd contract float %646, %647
  %649 = fmul contract float %542, %112
  %650 = fadd contract float %648, %649
  %651 = fmul contract float %602, 0x3EB937E120000000
  %652 = load float, ptr %5, align 4, !tbaa !11
  %653 = fadd contract float %652, %651
  store float %653, ptr %5, align 4, !tbaa !11
  %654 = load float, ptr %6, align 4, !tbaa !11
  %655 = fadd contract float %651, %654
  store float %655, ptr %6, align 4, !tbaa !11
  %656 = fmul contract float %608, 0x3EB937E120000000
  %657 = load float, ptr %17, align 4, !tbaa !11
  %658 = fadd contract float %657, %656
  store float %658, ptr %17, align 4, !tbaa !11
  %659 = load float, ptr %22, align 4, !tbaa !11
  %660 = fadd contract float %656, %659
  store float %660, ptr %22, align 4, !tbaa !11
  %661 = fmul contract float %614, 0x3EB937E120000000
  %662 = load float, ptr %18, align 4, !tbaa !11
  %663 = fadd contract float %662, %661
  store float %663, ptr %18, align 4, !tbaa !11
  %664 = load float, ptr %23, align 4, !tbaa !11
  %665 = fadd contract float %661, %664
  store float %665, ptr %23, align 4, !tbaa !11
  %666 = fmul contract float %620, 0x3EB937E120000000
  %667 = load float, ptr %19, align 4, !tbaa !11
  %668 = fadd contract float %667, %666
  store float %668, ptr %19, align 4, !tbaa !11
  %669 = load float, ptr %24, align 4, !tbaa !11
  %670 = fadd contract float %666, %669
  store float %670, ptr %24, align 4, !tbaa !11
  %671 = fmul contract float %626, 0x3EB937E120000000
  %672 = load float, ptr %29, align 4, !tbaa !11
  %673 = fadd contract float %672, %671
  store float %673, ptr %29, align 4, !tbaa !11
  %674 = load float, ptr %30, align 4, !tbaa !11
  %675 = fadd contract float %671, %674
  store float %675, ptr %30, align 4, !tbaa !11
  %676 = fmul contract float %632, 0x3EB937E120000000
  %677 = load float, ptr %31, align 4, !tbaa !11
  %678 = fadd contract float %677, %676
  store float %678, ptr %31, align 4, !tbaa !11
  %679 = load float, ptr %32, align 4, !tbaa !11
  %680 = fadd contract float %676, %679
  store float %680, ptr %32, align 4, !tbaa !11
  %681 = fmul contract float %638, 0x3EB937E120000000
  %682 = load float, ptr %20, align 4, !tbaa !11
  %683 = fadd contract float %682, %681
  store float %683, ptr %20, align 4, !tbaa !11
  %684 = load float, ptr %25, align 4, !tbaa !11
  %685 = fadd contract float %681, %684
  store float %685, ptr %25, align 4, !tbaa !11
  %686 = fmul contract float %644, 0x3EB937E120000000
  %687 = load float, ptr %33, align 4, !tbaa !11
  %688 = fadd contract float %687, %686
  store float %688, ptr %33, align 4, !tbaa !11
  %689 = load float, ptr %34, align 4, !tbaa !11
  %690 = fadd contract float %686, %689
  store float %690, ptr %34, align 4, !tbaa !11
  %691 = fmul contract float %650, 0x3EB937E120000000
  %692 = load float, ptr %35, align 4, !tbaa !11
  %693 = fadd contract float %692, %691
  store float %693, ptr %35, align 4, !tbaa !11
  %694 = load float, ptr %36, align 4, !tbaa !11
  %695 = fadd contract float %691, %694
  store float %695, ptr %36, align 4, !tbaa !11
  %696 = call noundef zeroext i1 @_Z12gauss_jordanIfLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(36) %5) #11
  %697 = icmp eq i32 %96, 0
  %698 = load float, ptr %5, align 4, !tbaa !11
  %699 = load float, ptr %17, align 4, !tbaa !11
  %700 = load float, ptr %18, align 4, !tbaa !11
  %701 = load float, ptr %19, align 4, !tbaa !11
  br i1 %697, label %702, label %708

702:                                              ; preds = %95
  %703 = load float, ptr %29, align 4, !tbaa !11
  %704 = load float, ptr %31, align 4, !tbaa !11
  %705 = load float, ptr %20, align 4, !tbaa !11
  %706 = load float, ptr %33, align 4, !tbaa !11
  %707 = load float, ptr %35, align 4, !tbaa !11
  br label %715

708:                                              ; preds = %95
  %709 = load float, ptr %20, align 4, !tbaa !11
  %710 = load float, ptr %37, align 4, !tbaa !11
  %711 = load float, ptr %38, align 4, !tbaa !11
  %712 = load float, ptr %39, align 4, !tbaa !11
  %713 = load float, ptr %40, align 4, !tbaa !11
  br label %741

714:                                              ; preds = %741
  store float %756, ptr %5, align 4
  store float %762, ptr %17, align 4
  br label %715

715:                                              ; preds = %702, %714
  %716 = phi float [ %801, %714 ], [ %707, %702 ]
  %717 = phi float [ %797, %714 ], [ %706, %702 ]
  %718 = phi float [ %791, %714 ], [ %705, %702 ]
  %719 = phi float [ %785, %714 ], [ %704, %702 ]
  %720 = phi float [ %779, %714 ], [ %703, %702 ]
  %721 = phi float [ %774, %714 ], [ %701, %702 ]
  %722 = phi float [ %768, %714 ], [ %700, %702 ]
  %723 = phi float [ %762, %714 ], [ %699, %702 ]
  %724 = phi float [ %756, %714 ], [ %698, %702 ]
  %725 = getelementptr inbounds nuw i8, ptr %1, i64 %44
  store float %724, ptr %725, align 4, !tbaa !11
  %726 = getelementptr inbounds nuw i8, ptr %725, i64 4
  store float %723, ptr %726, align 4, !tbaa !11
  %727 = getelementptr inbounds nuw i8, ptr %725, i64 8
  store float %722, ptr %727, align 4, !tbaa !11
  %728 = getelementptr inbounds nuw i8, ptr %725, i64 12
  store float %721, ptr %728, align 4, !tbaa !11
  %729 = getelementptr inbounds nuw i8, ptr %725, i64 16
  store float %720, ptr %729, align 4, !tbaa !11
  %730 = getelementptr inbounds nuw i8, ptr %725, i64 20
  store float %719, ptr %730, align 4, !tbaa !11
  %731 = getelementptr inbounds nuw i8, ptr %725, i64 24
  store float %718, ptr %731, align 4, !tbaa !11
  %732 = getelementptr inbounds nuw i8, ptr %725, i64 28
  store float %717, ptr %732, align 4, !tbaa !11
  %733 = getelementptr inbounds nuw i8, ptr %725, i64 32
  store float %716, ptr %733, align 4, !tbaa !11
  %734 = xor i1 %696, true
  %735 = zext i1 %734 to i32
  %736 = shl nuw nsw i32 %96, 4
  %737 = or disjoint i32 %736, %735
  %738 = getelementptr inbounds nuw i32, ptr %2, i64 %43
  store i32 %737, ptr %738, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #11
  %739 = add nuw nsw i64 %43, %28
  %740 = icmp slt i64 %739, %3
  br i1 %740, label %42, label %41, !llvm.loop !15

741:                                              ; preds = %708, %741
  %742 = phi float [ %801, %741 ], [ %713, %708 ]
  %743 = phi float [ %785, %741 ], [ %712, %708 ]
  %744 = phi float [ %797, %741 ], [ %711, %708 ]
  %745 = phi float [ %779, %741 ], [ %710, %708 ]
  %746 = phi float [ %791, %741 ], [ %709, %708 ]
  %747 = phi float [ %768, %741 ], [ %700, %708 ]
  %748 = phi float [ %774, %741 ], [ %701, %708 ]
  %749 = phi float [ %762, %741 ], [ %699, %708 ]
  %750 = phi float [ %756, %741 ], [ %698, %708 ]
  %751 = phi i32 [ %802, %741 ], [ 0, %708 ]
  %752 = fmul contract float %750, %750
  %753 = fmul contract float %749, %748
  %754 = fadd contract float %752, %753
  %755 = fmul contract float %747, %746
  %756 = fadd contract float %754, %755
  %757 = fmul contract float %750, %749
  %758 = fadd contract float %757, 0.000000e+00
  %759 = fmul contract float %749, %745
  %760 = fadd contract float %758, %759
  %761 = fmul contract float %747, %744
  %762 = fadd contract float %760, %761
  %763 = fmul contract float %750, %747
  %764 = fadd contract float %763, 0.000000e+00
  %765 = fmul contract float %749, %743
  %766 = fadd contract float %764, %765
  %767 = fmul contract float %747, %742
  %768 = fadd contract float %766, %767
  %769 = fmul contract float %748, %750
  %770 = fadd contract float %769, 0.000000e+00
  %771 = fmul contract float %745, %748
  %772 = fadd contract float %770, %771
  %773 = fmul contract float %743, %746
  %774 = fadd contract float %772, %773
  %775 = fadd contract float %753, 0.000000e+00
  %776 = fmul contract float %745, %745
  %777 = fadd contract float %775, %776
  %778 = fmul contract float %743, %744
  %779 = fadd contract float %777, %778
  %780 = fmul contract float %748, %747
  %781 = fadd contract float %780, 0.000000e+00
  %782 = fmul contract float %745, %743
  %783 = fadd contract float %781, %782
  %784 = fmul contract float %743, %742
  %785 = fadd contract float %783, %784
  %786 = fmul contract float %746, %750
  %787 = fadd contract float %786, 0.000000e+00
  %788 = fmul contract float %744, %748
  %789 = fadd contract float %787, %788
  %790 = fmul contract float %742, %746
  %791 = fadd contract float %789, %790
  %792 = fmul contract float %746, %749
  %793 = fadd contract float %792, 0.000000e+00
  %794 = fmul contract float %744, %745
  %795 = fadd contract float %793, %794
  %796 = fmul contract float %742, %744
  %797 = fadd contract float %795, %796
  %798 = fadd contract float %755, 0.000000e+00
  %799 = fadd contract float %798, %778
  %800 = fmul contract float %742, %742
  %801 = fadd contract float %799, %800
  %802 = add nuw nsw i32 %751, 1
  %803 = icmp eq i32 %802, %96
  br i1 %803, label %714, label %741, !llvm.loop !16
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @expm4_f64(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  tail call void @_Z9expm_implIdLi4EEvPKT_PS0_Pix(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #11
  ret void
}

; Function Attrs: nounwind
define linkonce_odr dso_local void @_Z9expm_implIdLi4EEvPKT_PS0_Pix(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i64 noundef %3) local_unnamed_addr #1 comdat {
  %5 = alloca %struct.Mat.1, align 8
  %6 = alloca %struct.Mat.1, align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %8, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = add nuw nsw i64 %11, %13
  %15 = icmp slt i64 %14, %3
  br i1 %15, label %16, label %71

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %25 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %26 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %34 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %36 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %39 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = zext nneg i32 %39 to i64
  %41 = mul nuw nsw i64 %40, %10
  %42 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %44 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %48 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %50 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %52 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %58 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %59 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %60 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %61 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %63 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %65 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %66 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %67 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %70 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #11
  br label %72

71:                                               ; preds = %1459, %4
  ret void

72:                                               ; preds = %16, %1459
  %73 = phi i64 [ %14, %16 ], [ %1497, %1459 ]
  %74 = shl i64 %73, 7
  %75 = getelementptr i8, ptr %0, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !17
  %77 = getelementptr i8, ptr %75, i64 8
  %78 = load double, ptr %77, align 8, !tbaa !17
  %79 = getelementptr i8, ptr %75, i64 16
  %80 = load double, ptr %79, align 8, !tbaa !17
  %81 = getelementptr i8, ptr %75, i64 24
  %82 = load double, ptr %81, align 8, !tbaa !17
  %83 = getelementptr i8, ptr %75, i64 32
  %84 = load double, ptr %83, align 8, !tbaa !17
  %85 = getelementptr i8, ptr %75, i64 40
  %86 = load double, ptr %85, align 8, !tbaa !17
  %87 = getelementptr i8, ptr %75, i64 48
  %88 = load double, ptr %87, align 8, !tbaa !17
  %89 = getelementptr i8, ptr %75, i64 56
  %90 = load double, ptr %89, align 8, !tbaa !17
  %91 = getelementptr i8, ptr %75, i64 64
  %92 = load double, ptr %91, align 8, !tbaa !17
  %93 = getelementptr i8, ptr %75, i64 72
  %94 = load double, ptr %93, align 8, !tbaa !17
  %95 = getelementptr i8, ptr %75, i64 80
  %96 = load double, ptr %95, align 8, !tbaa !17
  %97 = getelementptr i8, ptr %75, i64 88
  %98 = load double, ptr %97, align 8, !tbaa !17
  %99 = getelementptr i8, ptr %75, i64 96
  %100 = load double, ptr %99, align 8, !tbaa !17
  %101 = getelementptr i8, ptr %75, i64 104
  %102 = load double, ptr %101, align 8, !tbaa !17
  %103 = getelementptr i8, ptr %75, i64 112
  %104 = load double, ptr %103, align 8, !tbaa !17
  %105 = getelementptr i8, ptr %75, i64 120
  %106 = load double, ptr %105, align 8, !tbaa !17
  %107 = call noundef double @llvm.nvvm.fabs.f64(double %76)
  %108 = fadd contract double %107, 0.000000e+00
  %109 = call noundef double @llvm.nvvm.fabs.f64(double %84)
  %110 = fadd contract double %108, %109
  %111 = call noundef double @llvm.nvvm.fabs.f64(double %92)
  %112 = fadd contract double %110, %111
  %113 = call noundef double @llvm.nvvm.fabs.f64(double %100)
  %114 = fadd contract double %112, %113
  %115 = call noundef double @llvm.maxnum.f64(double %114, double 0.000000e+00)
  %116 = call noundef double @llvm.nvvm.fabs.f64(double %78)
  %117 = fadd contract double %116, 0.000000e+00
  %118 = call noundef double @llvm.nvvm.fabs.f64(double %86)
  %119 = fadd contract double %117, %118
  %120 = call noundef double @llvm.nvvm.fabs.f64(double %94)
  %121 = fadd contract double %119, %120
  %122 = call noundef double @llvm.nvvm.fabs.f64(double %102)
  %123 = fadd contract double %121, %122
  %124 = call noundef double @llvm.maxnum.f64(double %115, double %123)
  %125 = call noundef double @llvm.nvvm.fabs.f64(double %80)
  %126 = fadd contract double %125, 0.000000e+00
  %127 = call noundef double @llvm.nvvm.fabs.f64(double %88)
  %128 = fadd contract double %126, %127
  %129 = call noundef double @llvm.nvvm.fabs.f64(double %96)
  %130 = fadd contract double %128, %129
  %131 = call noundef double @llvm.nvvm.fabs.f64(double %104)
  %132 = fadd contract double %130, %131
  %133 = call noundef double @llvm.maxnum.f64(double %124, double %132)
  %134 = call noundef double @llvm.nvvm.fabs.f64(double %82)
  %135 = fadd contract double %134, 0.000000e+00
  %136 = call noundef double @llvm.nvvm.fabs.f64(double %90)
  %137 = fadd contract double %135, %136
  %138 = call noundef double @llvm.nvvm.fabs.f64(double %98)
  %139 = fadd contract double %137, %138
  %140 = call noundef double @llvm.nvvm.fabs.f64(double %106)
  %141 = fadd contract double %139, %140
  %142 = call noundef double @llvm.maxnum.f64(double %133, double %141)
  %143 = fcmp contract olt double %142, 1.000000e+30
  %144 = select i1 %143, double %142, double 0.000000e+00
  %145 = fcmp contract ogt double %144, 5.000000e-01
  br i1 %145, label %146, label %154

146:                                              ; preds = %72, %146
  %147 = phi double [ %149, %146 ], [ %144, %72 ]
  %148 = phi i32 [ %150, %146 ], [ 0, %72 ]
  %149 = fmul contract double %147, 5.000000e-01
  %150 = add nuw nsw i32 %148, 1
  %151 = fcmp contract ogt double %149, 5.000000e-01
  %152 = icmp samesign ult i32 %148, 59
  %153 = select i1 %151, i1 %152, i1 false
  br i1 %153, label %146, label %154, !llvm.loop !19

154:                                              ; preds = %146, %72
  %155 = phi i32 [ 0, %72 ], [ %150, %146 ]
  %156 = shl i32 %155, 20
  %157 = sub i32 1072693248, %156
  %158 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %157) #11
  %159 = call double @llvm.nvvm.mul.rn.d(double 1.000000e+00, double %158) #11
  %160 = call double @llvm.nvvm.mul.rn.d(double %159, double %70) #11
  %161 = call double @llvm.nvvm.mul.rn.d(double %160, double %70) #11
  %162 = call noundef double @llvm.nvvm.mul.rn.d(double %161, double %70) #11
  %163 = fmul contract double %162, %76
  %164 = fmul contract double %162, %78
  %165 = fmul contract double %162, %80
  %166 = fmul contract double %162, %82
  %167 = fmul contract double %162, %84
  %168 = fmul contract double %162, %86
  %169 = fmul contract double %162, %88
  %170 = fmul contract double %162, %90
  %171 = fmul contract double %162, %92
  %172 = fmul contract double %162, %94
  %173 = fmul contract double %162, %96
  %174 = fmul contract double %162, %98
  %175 = fmul contract double %162, %100
  %176 = fmul contract double %162, %102
  %177 = fmul contract double %162, %104
  %178 = fmul contract double %162, %106
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #11
  store double 1.000000e+00, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %21, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %22, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %27, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %42, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %32, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %33, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %35, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %36, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %38, align 8
  %179 = fadd contract double %163, 0.000000e+00
  %180 = fmul contract double %167, 0.000000e+00
  %181 = fadd contract double %179, %180
  %182 = fmul contract double %171, 0.000000e+00
  %183 = fadd contract double %181, %182
  %184 = fmul contract double %175, 0.000000e+00
  %185 = fadd contract double %183, %184
  %186 = fadd contract double %164, 0.000000e+00
  %187 = fmul contract double %168, 0.000000e+00
  %188 = fadd contract double %186, %187
  %189 = fmul contract double %172, 0.000000e+00
  %190 = fadd contract double %188, %189
  %191 = fmul contract double %176, 0.000000e+00
  %192 = fadd contract double %190, %191
  %193 = fadd contract double %165, 0.000000e+00
  %194 = fmul contract double %169, 0.000000e+00
  %195 = fadd contract double %193, %194
  %196 = fmul contract double %173, 0.000000e+00
  %197 = fadd contract double %195, %196
  %198 = fmul contract double %177, 0.000000e+00
  %199 = fadd contract double %197, %198
  %200 = fadd contract double %166, 0.000000e+00
  %201 = fmul contract double %170, 0.000000e+00
  %202 = fadd contract double %200, %201
  %203 = fmul contract double %174, 0.000000e+00
  %204 = fadd contract double %202, %203
  %205 = fmul contract double %178, 0.000000e+00
  %206 = fadd contract double %204, %205
  %207 = fmul contract double %163, 0.000000e+00
  %208 = fadd contract double %207, 0.000000e+00
  %209 = fadd contract double %208, %167
  %210 = fadd contract double %209, %182
  %211 = fadd contract double %210, %184
  %212 = fmul contract double %164, 0.000000e+00
  %213 = fadd contract double %212, 0.000000e+00
  %214 = fadd contract double %213, %168
  %215 = fadd contract double %214, %189
  %216 = fadd contract double %215, %191
  %217 = fmul contract double %165, 0.000000e+00
  %218 = fadd contract double %217, 0.000000e+00
  %219 = fadd contract double %218, %169
  %220 = fadd contract double %219, %196
  %221 = fadd contract double %220, %198
  %222 = fmul contract double %166, 0.000000e+00
  %223 = fadd contract double %222, 0.000000e+00
  %224 = fadd contract double %223, %170
  %225 = fadd contract double %224, %203
  %226 = fadd contract double %225, %205
  %227 = fadd contract double %208, %180
  %228 = fadd contract double %227, %171
  %229 = fadd contract double %228, %184
  %230 = fadd contract double %213, %187
  %231 = fadd contract double %230, %172
  %232 = fadd contract double %231, %191
  %233 = fadd contract double %218, %194
  %234 = fadd contract double %233, %173
  %235 = fadd contract double %234, %198
  %236 = fadd contract double %223, %201
  %237 = fadd contract double %236, %174
  %238 = fadd contract double %237, %205
  %239 = fadd contract double %227, %182
  %240 = fadd contract double %239, %175
  %241 = fadd contract double %230, %189
  %242 = fadd contract double %241, %176
  %243 = fadd contract double %233, %196
  %244 = fadd contract double %243, %177
  %245 = fadd contract double %236, %203
  %246 = fadd contract double %245, %178
  %247 = fmul contract double %185, 5.000000e-01
  %248 = load double, ptr %5, align 8, !tbaa !17
  %249 = fadd contract double %248, %247
  store double %249, ptr %5, align 8, !tbaa !17
  %250 = fmul contract double %185, -5.000000e-01
  %251 = fadd contract double %250, 1.000000e+00
  store double %251, ptr %6, align 8, !tbaa !17
  %252 = fmul contract double %192, 5.000000e-01
  %253 = load double, ptr %17, align 8, !tbaa !17
  %254 = fadd contract double %253, %252
  store double %254, ptr %17, align 8, !tbaa !17
  %255 = fmul contract double %192, -5.000000e-01
  %256 = fadd contract double %255, 0.000000e+00
  store double %256, ptr %28, align 8, !tbaa !17
  %257 = fmul contract double %199, 5.000000e-01
  %258 = load double, ptr %18, align 8, !tbaa !17
  %259 = fadd contract double %258, %257
  store double %259, ptr %18, align 8, !tbaa !17
  %260 = fmul contract double %199, -5.000000e-01
  %261 = load double, ptr %29, align 8, !tbaa !17
  %262 = fadd contract double %260, %261
  store double %262, ptr %29, align 8, !tbaa !17
  %263 = fmul contract double %206, 5.000000e-01
  %264 = load double, ptr %19, align 8, !tbaa !17
  %265 = fadd contract double %264, %263
  store double %265, ptr %19, align 8, !tbaa !17
  %266 = fmul contract double %206, -5.000000e-01
  %267 = load double, ptr %30, align 8, !tbaa !17
  %268 = fadd contract double %266, %267
  store double %268, ptr %30, align 8, !tbaa !17
  %269 = fmul contract double %211, 5.000000e-01
  %270 = load double, ptr %20, align 8, !tbaa !17
  %271 = fadd contract double %270, %269
  store double %271, ptr %20, align 8, !tbaa !17
  %272 = fmul contract double %211, -5.000000e-01
  %273 = load double, ptr %31, align 8, !tbaa !17
  %274 = fadd contract double %272, %273
  store double %274, ptr %31, align 8, !tbaa !17
  %275 = fmul contract double %216, 5.000000e-01
  %276 = load double, ptr %43, align 8, !tbaa !17
  %277 = fadd contract double %276, %275
  store double %277, ptr %43, align 8, !tbaa !17
  %278 = fmul contract double %216, -5.000000e-01
  %279 = load double, ptr %44, align 8, !tbaa !17
  %280 = fadd contract double %278, %279
  store double %280, ptr %44, align 8, !tbaa !17
  %281 = fmul contract double %221, 5.000000e-01
  %282 = load double, ptr %45, align 8, !tbaa !17
  %283 = fadd contract double %282, %281
  store double %283, ptr %45, align 8, !tbaa !17
  %284 = fmul contract double %221, -5.000000e-01
  %285 = load double, ptr %46, align 8, !tbaa !17
  %286 = fadd contract double %284, %285
  store double %286, ptr %46, align 8, !tbaa !17
  %287 = fmul contract double %226, 5.000000e-01
  %288 = load double, ptr %47, align 8, !tbaa !17
  %289 = fadd contract double %288, %287
  store double %289, ptr %47, align 8, !tbaa !17
  %290 = fmul contract double %226, -5.000000e-01
  %291 = load double, ptr %48, align 8, !tbaa !17
  %292 = fadd contract double %290, %291
  store double %292, ptr %48, align 8, !tbaa !17
  %293 = fmul contract double %229, 5.000000e-01
  %294 = load double, ptr %23, align 8, !tbaa !17
  %295 = fadd contract double %294, %293
  store double %295, ptr %23, align 8, !tbaa !17
  %296 = fmul contract double %229, -5.000000e-01
  %297 = load double, ptr %34, align 8, !tbaa !17
  %298 = fadd contract double %296, %297
  store double %298, ptr %34, align 8, !tbaa !17
  %299 = fmul contract double %232, 5.000000e-01
  %300 = load double, ptr %49, align 8, !tbaa !17
  %301 = fadd contract double %300, %299
  store double %301, ptr %49, align 8, !tbaa !17
  %302 = fmul contract double %232, -5.000000e-01
  %303 = load double, ptr %50, align 8, !tbaa !17
  %304 = fadd contract double %302, %303
  store double %304, ptr %50, align 8, !tbaa !17
  %305 = fmul contract double %235, 5.000000e-01
  %306 = load double, ptr %51, align 8, !tbaa !17
  %307 = fadd contract double %306, %305
  store double %307, ptr %51, align 8, !tbaa !17
  %308 = fmul contract double %235, -5.000000e-01
  %309 = load double, ptr %52, align 8, !tbaa !17
  %310 = fadd contract double %308, %309
  store double %310, ptr %52, align 8, !tbaa !17
  %311 = fmul contract double %238, 5.000000e-01
  %312 = load double, ptr %53, align 8, !tbaa !17
  %313 = fadd contract double %312, %311
  store double %313, ptr %53, align 8, !tbaa !17
  %314 = fmul contract double %238, -5.000000e-01
  %315 = load double, ptr %54, align 8, !tbaa !17
  %316 = fadd contract double %314, %315
  store double %316, ptr %54, align 8, !tbaa !17
  %317 = fmul contract double %240, 5.000000e-01
  %318 = load double, ptr %26, align 8, !tbaa !17
  %319 = fadd contract double %318, %317
  store double %319, ptr %26, align 8, !tbaa !17
  %320 = fmul contract double %240, -5.000000e-01
  %321 = load double, ptr %37, align 8, !tbaa !17
  %322 = fadd contract double %320, %321
  store double %322, ptr %37, align 8, !tbaa !17
  %323 = fmul contract double %242, 5.000000e-01
  %324 = load double, ptr %55, align 8, !tbaa !17
  %325 = fadd contract double %324, %323
  store double %325, ptr %55, align 8, !tbaa !17
  %326 = fmul contract double %242, -5.000000e-01
  %327 = load double, ptr %56, align 8, !tbaa !17
  %328 = fadd contract double %326, %327
  store double %328, ptr %56, align 8, !tbaa !17
  %329 = fmul contract double %244, 5.000000e-01
  %330 = load double, ptr %57, align 8, !tbaa !17
  %331 = fadd contract double %330, %329
  store double %331, ptr %57, align 8, !tbaa !17
  %332 = fmul contract double %244, -5.000000e-01
  %333 = load double, ptr %58, align 8, !tbaa !17
  %334 = fadd contract double %332, %333
  store double %334, ptr %58, align 8, !tbaa !17
  %335 = fmul contract double %246, 5.000000e-01
  %336 = load double, ptr %59, align 8, !tbaa !17
  %337 = fadd contract double %336, %335
  store double %337, ptr %59, align 8, !tbaa !17
  %338 = fmul contract double %246, -5.000000e-01
  %339 = load double, ptr %60, align 8, !tbaa !17
  %340 = fadd contract double %338, %339
  store double %340, ptr %60, align 8, !tbaa !17
  %341 = fmul contract double %185, %163
  %342 = fadd contract double %341, 0.000000e+00
  %343 = fmul contract double %192, %167
  %344 = fadd contract double %342, %343
  %345 = fmul contract double %199, %171
  %346 = fadd contract double %344, %345
  %347 = fmul contract double %206, %175
  %348 = fadd contract double %346, %347
  %349 = fmul contract double %185, %164
  %350 = fadd contract double %349, 0.000000e+00
  %351 = fmul contract double %192, %168
  %352 = fadd contract double %350, %351
  %353 = fmul contract double %199, %172
  %354 = fadd contract double %352, %353
  %355 = fmul contract double %206, %176
  %356 = fadd contract double %354, %355
  %357 = fmul contract double %185, %165
  %358 = fadd contract double %357, 0.000000e+00
  %359 = fmul contract double %192, %169
  %360 = fadd contract double %358, %359
  %361 = fmul contract double %199, %173
  %362 = fadd contract double %360, %361
  %363 = fmul contract double %206, %177
  %364 = fadd contract double %362, %363
  %365 = fmul contract double %185, %166
  %366 = fadd contract double %365, 0.000000e+00
  %367 = fmul contract double %192, %170
  %368 = fadd contract double %366, %367
  %369 = fmul contract double %199, %174
  %370 = fadd contract double %368, %369
  %371 = fmul contract double %206, %178
  %372 = fadd contract double %370, %371
  %373 = fmul contract double %211, %163
  %374 = fadd contract double %373, 0.000000e+00
  %375 = fmul contract double %216, %167
  %376 = fadd contract double %374, %375
  %377 = fmul contract double %221, %171
  %378 = fadd contract double %376, %377
  %379 = fmul contract double %226, %175
  %380 = fadd contract double %378, %379
  %381 = fmul contract double %211, %164
  %382 = fadd contract double %381, 0.000000e+00
  %383 = fmul contract double %216, %168
  %384 = fadd contract double %382, %383
  %385 = fmul contract double %221, %172
  %386 = fadd contract double %384, %385
  %387 = fmul contract double %226, %176
  %388 = fadd contract double %386, %387
  %389 = fmul contract double %211, %165
  %390 = fadd contract double %389, 0.000000e+00
  %391 = fmul contract double %216, %169
  %392 = fadd contract double %390, %391
  %393 = fmul contract double %221, %173
  %394 = fadd contract double %392, %393
  %395 = fmul contract double %226, %177
  %396 = fadd contract double %394, %395
  %397 = fmul contract double %211, %166
  %398 = fadd contract double %397, 0.000000e+00
  %399 = fmul contract double %216, %170
  %400 = fadd contract double %398, %399
  %401 = fmul contract double %221, %174
  %402 = fadd contract double %400, %401
  %403 = fmul contract double %226, %178
  %404 = fadd contract double %402, %403
  %405 = fmul contract double %229, %163
  %406 = fadd contract double %405, 0.000000e+00
  %407 = fmul contract double %232, %167
  %408 = fadd contract double %406, %407
  %409 = fmul contract double %235, %171
  %410 = fadd contract double %408, %409
  %411 = fmul contract double %238, %175
  %412 = fadd contract double %410, %411
  %413 = fmul contract double %229, %164
  %414 = fadd contract double %413, 0.000000e+00
  %415 = fmul contract double %232, %168
  %416 = fadd contract double %414, %415
  %417 = fmul contract double %235, %172
  %418 = fadd contract double %416, %417
  %419 = fmul contract double %238, %176
  %420 = fadd contract double %418, %419
  %421 = fmul contract double %229, %165
  %422 = fadd contract double %421, 0.000000e+00
  %423 = fmul contract double %232, %169
  %424 = fadd contract double %422, %423
  %425 = fmul contract double %235, %173
  %426 = fadd contract double %424, %425
  %427 = fmul contract double %238, %177
  %428 = fadd contract double %426, %427
  %429 = fmul contract double %229, %166
  %430 = fadd contract double %429, 0.000000e+00
  %431 = fmul contract double %232, %170
  %432 = fadd contract double %430, %431
  %433 = fmul contract double %235, %174
  %434 = fadd contract double %432, %433
  %435 = fmul contract double %238, %178
  %436 = fadd contract double %434, %435
  %437 = fmul contract double %240, %163
  %438 = fadd contract double %437, 0.000000e+00
  %439 = fmul contract double %242, %167
  %440 = fadd contract double %438, %439
  %441 = fmul contract double %244, %171
  %442 = fadd contract double %440, %441
  %443 = fmul contract double %246, %175
  %444 = fadd contract double %442, %443
  %445 = fmul contract double %240, %164
  %446 = fadd contract double %445, 0.000000e+00
  %447 = fmul contract double %242, %168
  %448 = fadd contract double %446, %447
  %449 = fmul contract double %244, %172
  %450 = fadd contract double %448, %449
  %451 = fmul contract double %246, %176
  %452 = fadd contract double %450, %451
  %453 = fmul contract double %240, %165
  %454 = fadd contract double %453, 0.000000e+00
  %455 = fmul contract double %242, %169
  %456 = fadd contract double %454, %455
  %457 = fmul contract double %244, %173
  %458 = fadd contract double %456, %457
  %459 = fmul contract double %246, %177
  %460 = fadd contract double %458, %459
  %461 = fmul contract double %240, %166
  %462 = fadd contract double %461, 0.000000e+00
  %463 = fmul contract double %242, %170
  %464 = fadd contract double %462, %463
  %465 = fmul contract double %244, %174
  %466 = fadd contract double %464, %465
  %467 = fmul contract double %246, %178
  %468 = fadd contract double %466, %467
  %469 = fmul contract double %348, 0x3FBD1745D1745D17
  %470 = load double, ptr %5, align 8, !tbaa !17
  %471 = fadd contract double %470, %469
  store double %471, ptr %5, align 8, !tbaa !17
  %472 = load double, ptr %6, align 8, !tbaa !17
  %473 = fadd contract double %469, %472
  store double %473, ptr %6, align 8, !tbaa !17
  %474 = fmul contract double %356, 0x3FBD1745D1745D17
  %475 = load double, ptr %17, align 8, !tbaa !17
  %476 = fadd contract double %475, %474
  store double %476, ptr %17, align 8, !tbaa !17
  %477 = load double, ptr %28, align 8, !tbaa !17
  %478 = fadd contract double %474, %477
  store double %478, ptr %28, align 8, !tbaa !17
  %479 = fmul contract double %364, 0x3FBD1745D1745D17
  %480 = load double, ptr %18, align 8, !tbaa !17
  %481 = fadd contract double %480, %479
  store double %481, ptr %18, align 8, !tbaa !17
  %482 = load double, ptr %29, align 8, !tbaa !17
  %483 = fadd contract double %479, %482
  store double %483, ptr %29, align 8, !tbaa !17
  %484 = fmul contract double %372, 0x3FBD1745D1745D17
  %485 = load double, ptr %19, align 8, !tbaa !17
  %486 = fadd contract double %485, %484
  store double %486, ptr %19, align 8, !tbaa !17
  %487 = load double, ptr %30, align 8, !tbaa !17
  %488 = fadd contract double %484, %487
  store double %488, ptr %30, align 8, !tbaa !17
  %489 = fmul contract double %380, 0x3FBD1745D1745D17
  %490 = load double, ptr %20, align 8, !tbaa !17
  %491 = fadd contract double %490, %489
  store double %491, ptr %20, align 8, !tbaa !17
  %492 = load double, ptr %31, align 8, !tbaa !17
  %493 = fadd contract double %489, %492
  store double %493, ptr %31, align 8, !tbaa !17
  %494 = fmul contract double %388, 0x3FBD1745D1745D17
  %495 = load double, ptr %43, align 8, !tbaa !17
  %496 = fadd contract double %495, %494
  store double %496, ptr %43, align 8, !tbaa !17
  %497 = load double, ptr %44, align 8, !tbaa !17
  %498 = fadd contract double %494, %497
  store double %498, ptr %44, align 8, !tbaa !17
  %499 = fmul contract double %396, 0x3FBD1745D1745D17
  %500 = load double, ptr %45, align 8, !tbaa !17
  %501 = fadd contract double %500, %499
  store double %501, ptr %45, align 8, !tbaa !17
  %502 = load double, ptr %46, align 8, !tbaa !17
  %503 = fadd contract double %499, %502
  store double %503, ptr %46, align 8, !tbaa !17
  %504 = fmul contract double %404, 0x3FBD1745D1745D17
  %505 = load double, ptr %47, align 8, !tbaa !17
  %506 = fadd contract double %505, %504
  store double %506, ptr %47, align 8, !tbaa !17
  %507 = load double, ptr %48, align 8, !tbaa !17
  %508 = fadd contract double %504, %507
  store double %508, ptr %48, align 8, !tbaa !17
  %509 = fmul contract double %412, 0x3FBD1745D1745D17
  %510 = load double, ptr %23, align 8, !tbaa !17
  %511 = fadd contract double %510, %509
  store double %511, ptr %23, align 8, !tbaa !17
  %512 = load double, ptr %34, align 8, !tbaa !17
  %513 = fadd contract double %509, %512
  store double %513, ptr %34, align 8, !tbaa !17
  %514 = fmul contract double %420, 0x3FBD1745D1745D17
  %515 = load double, ptr %49, align 8, !tbaa !17
  %516 = fadd contract double %515, %514
  store double %516, ptr %49, align 8, !tbaa !17
  %517 = load double, ptr %50, align 8, !tbaa !17
  %518 = fadd contract double %514, %517
  store double %518, ptr %50, align 8, !tbaa !17
  %519 = fmul contract double %428, 0x3FBD1745D1745D17
  %520 = load double, ptr %51, align 8, !tbaa !17
  %521 = fadd contract double %520, %519
  store double %521, ptr %51, align 8, !tbaa !17
  %522 = load double, ptr %52, align 8, !tbaa !17
  %523 = fadd contract double %519, %522
  store double %523, ptr %52, align 8, !tbaa !17
  %524 = fmul contract double %436, 0x3FBD1745D1745D17
  %525 = load double, ptr %53, align 8, !tbaa !17
  %526 = fadd contract double %525, %524
  store double %526, ptr %53, align 8, !tbaa !17
  %527 = load double, ptr %54, align 8, !tbaa !17
  %528 = fadd contract double %524, %527
  store double %528, ptr %54, align 8, !tbaa !17
  %529 = fmul contract double %444, 0x3FBD1745D1745D17
  %530 = load double, ptr %26, align 8, !tbaa !17
  %531 = fadd contract double %530, %529
  store double %531, ptr %26, align 8, !tbaa !17
  %532 = load double, ptr %37, align 8, !tbaa !17
  %533 = fadd contract double %529, %532
  store double %533, ptr %37, align 8, !tbaa !17
  %534 = fmul contract double %452, 0x3FBD1745D1745D17
  %535 = load double, ptr %55, align 8, !tbaa !17
  %536 = fadd contract double %535, %534
  store double %536, ptr %55, align 8, !tbaa !17
  %537 = load double, ptr %56, align 8, !tbaa !17
  %538 = fadd contract double %534, %537
  store double %538, ptr %56, align 8, !tbaa !17
  %539 = fmul contract double %460, 0x3FBD1745D1745D17
  %540 = load double, ptr %57, align 8, !tbaa !17
  %541 = fadd contract double %540, %539
  store double %541, ptr %57, align 8, !tbaa !17
  %542 = load double, ptr %58, align 8, !tbaa !17
  %543 = fadd contract double %539, %542
  store double %543, ptr %58, align 8, !tbaa !17
  %544 = fmul contract double %468, 0x3FBD1745D1745D17
  %545 = load double, ptr %59, align 8, !tbaa !17
  %546 = fadd contract double %545, %544
  store double %546, ptr %59, align 8, !tbaa !17
  %547 = load double, ptr %60, align 8, !tbaa !17
  %548 = fadd contract double %544, %547
  store double %548, ptr %60, align 8, !tbaa !17
  %549 = fmul contract double %348, %163
  %550 = fadd contract double %549, 0.000000e+00
  %551 = fmul contract double %356, %167
  %552 = fadd contract double %550, %551
  %553 = fmul contract double %364, %171
  %554 = fadd contract double %552, %553
  %555 = fmul contract double %372, %175
  %556 = fadd contract double %554, %555
  %557 = fmul contract double %348, %164
  %558 = fadd contract double %557, 0.000000e+00
  %559 = fmul contract double %356, %168
  %560 = fadd contract double %558, %559
  %561 = fmul contract double %364, %172
  %562 = fadd contract double %560, %561
  %563 = fmul contract double %372, %176
  %564 = fadd contract double %562, %563
  %565 = fmul contract double %348, %165
  %566 = fadd contract double %565, 0.000000e+00
  %567 = fmul contract double %356, %169
  %568 = fadd contract double %566, %567
  %569 = fmul contract double %364, %173
  %570 = fadd contract double %568, %569
  %571 = fmul contract double %372, %177
  %572 = fadd contract double %570, %571
  %573 = fmul contract double %348, %166
  %574 = fadd contract double %573, 0.000000e+00
  %575 = fmul contract double %356, %170
  %576 = fadd contract double %574, %575
  %577 = fmul contract double %364, %174
  %578 = fadd contract double %576, %577
  %579 = fmul contract double %372, %178
  %580 = fadd contract double %578, %579
  %581 = fmul contract double %380, %163
  %582 = fadd contract double %581, 0.000000e+00
  %583 = fmul contract double %388, %167
  %584 = fadd contract double %582, %583
  %585 = fmul contract double %396, %171
  %586 = fadd contract double %584, %585
  %587 = fmul contract double %404, %175
  %588 = fadd contract double %586, %587
  %589 = fmul contract double %380, %164
  %590 = fadd contract double %589, 0.000000e+00
  %591 = fmul contract double %388, %168
  %592 = fadd contract double %590, %591
  %593 = fmul contract double %396, %172
  %594 = fadd contract double %592, %593
  %595 = fmul contract double %404, %176
  %596 = fadd contract double %594, %595
  %597 = fmul contract double %380, %165
  %598 = fadd contract double %597, 0.000000e+00
  %599 = fmul contract double %388, %169
  %600 = fadd contract double %598, %599
  %601 = fmul contract double %396, %173
  %602 = fadd contract double %600, %601
  %603 = fmul contract double %404, %177
  %604 = fadd contract double %602, %603
  %605 = fmul contract double %380, %166
  %606 = fadd contract double %605, 0.000000e+00
  %607 = fmul contract double %388, %170
  %608 = fadd contract double %606, %607
  %609 = fmul contract double %396, %174
  %610 = fadd contract double %608, %609
  %611 = fmul contract double %404, %178
  %612 = fadd contract double %610, %611
  %613 = fmul contract double %412, %163
  %614 = fadd contract double %613, 0.000000e+00
  %615 = fmul contract double %420, %167
  %616 = fadd contract double %614, %615
  %617 = fmul contract double %428, %171
  %618 = fadd contract double %616, %617
  %619 = fmul contract double %436, %175
  %620 = fadd contract double %618, %619
  %621 = fmul contract double %412, %164
  %622 = fadd contract double %621, 0.000000e+00
  %623 = fmul contract double %420, %168
  %624 = fadd contract double %622, %623
  %625 = fmul contract double %428, %172
  %626 = fadd contract double %624, %625
  %627 = fmul contract double %436, %176
  %628 = fadd contract double %626, %627
  %629 = fmul contract double %412, %165
  %630 = fadd contract double %629, 0.000000e+00
  %631 = fmul contract double %420, %169
  %632 = fadd contract double %630, %631
  %633 = fmul contract double %428, %173
  %634 = fadd contract double %632, %633
  %635 = fmul contract double %436, %177
  %636 = fadd contract double %634, %635
  %637 = fmul contract double %412, %166
  %638 = fadd contract double %637, 0.000000e+00
  %639 = fmul contract double %420, %170
  %640 = fadd contract double %638, %639
  %641 = fmul contract double %428, %174
  %642 = fadd contract double %640, %641
  %643 = fmul contract double %436, %178
  %644 = fadd contract double %642, %643
  %645 = fmul contract double %444, %163
  %646 = fadd contract double %645, 0.000000e+00
  %647 = fmul contract double %452, %167
  %648 = fadd contract double %646, %647
  %649 = fmul contract double %460, %171
  %650 = fadd contract double %648, %649
  %651 = fmul contract double %468, %175
  %652 = fadd contract double %650, %651
  %653 = fmul contract double %444, %164
  %654 = fadd contract double %653, 0.000000e+00
  %655 = fmul contract double %452, %168
  %656 = fadd contract double %654, %655
  %657 = fmul contract double %460, %172
  %658 = fadd contract double %656, %657
  %659 = fmul contract double %468, %176
  %660 = fadd contract double %658, %659
  %661 = fmul contract double %444, %165
  %662 = fadd contract double %661, 0.000000e+00
  %663 = fmul contract double %452, %169
  %664 = fadd contract double %662, %663
  %665 = fmul contract double %460, %173
  %666 = fadd contract double %664, %665
  %667 = fmul contract double %468, %177
  %668 = fadd contract double %666, %667
  %669 = fmul contract double %444, %166
  %670 = fadd contract double %669, 0.000000e+00
  %671 = fmul contract double %452, %170
  %672 = fadd contract double %670, %671
  %673 = fmul contract double %460, %174
  %674 = fadd contract double %672, %673
  %675 = fmul contract double %468, %178
  %676 = fadd contract double %674, %675
  %677 = fmul contract double %556, 0x3F8F07C1F07C1F07
  %678 = load double, ptr %5, align 8, !tbaa !17
  %679 = fadd contract double %678, %677
  store double %679, ptr %5, align 8, !tbaa !17
  %680 = fmul contract double %556, 0xBF8F07C1F07C1F07
  %681 = load double, ptr %6, align 8, !tbaa !17
  %682 = fadd contract double %680, %681
  store double %682, ptr %6, align 8, !tbaa !17
  %683 = fmul contract double %564, 0x3F8F07C1F07C1F07
  %684 = load double, ptr %17, align 8, !tbaa !17
  %685 = fadd contract double %684, %683
  store double %685, ptr %17, align 8, !tbaa !17
  %686 = fmul contract double %564, 0xBF8F07C1F07C1F07
  %687 = load double, ptr %28, align 8, !tbaa !17
  %688 = fadd contract double %686, %687
  store double %688, ptr %28, align 8, !tbaa !17
  %689 = fmul contract double %572, 0x3F8F07C1F07C1F07
  %690 = load double, ptr %18, align 8, !tbaa !17
  %691 = fadd contract double %690, %689
  store double %691, ptr %18, align 8, !tbaa !17
  %692 = fmul contract double %572, 0xBF8F07C1F07C1F07
  %693 = load double, ptr %29, align 8, !tbaa !17
  %694 = fadd contract double %692, %693
  store double %694, ptr %29, align 8, !tbaa !17
  %695 = fmul contract double %580, 0x3F8F07C1F07C1F07
  %696 = load double, ptr %19, align 8, !tbaa !17
  %697 = fadd contract double %696, %695
  store double %697, ptr %19, align 8, !tbaa !17
  %698 = fmul contract double %580, 0xBF8F07C1F07C1F07
  %699 = load double, ptr %30, align 8, !tbaa !17
  %700 = fadd contract double %698, %699
  store double %700, ptr %30, align 8, !tbaa !17
  %701 = fmul contract double %588, 0x3F8F07C1F07C1F07
  %702 = load double, ptr %20, align 8, !tbaa !17
  %703 = fadd contract double %702, %701
  store double %703, ptr %20, align 8, !tbaa !17
  %704 = fmul contract double %588, 0xBF8F07C1F07C1F07
  %705 = load double, ptr %31, align 8, !tbaa !17
  %706 = fadd contract double %704, %705
  store double %706, ptr %31, align 8, !tbaa !17
  %707 = fmul contract double %596, 0x3F8F07C1F07C1F07
  %708 = load double, ptr %43, align 8, !tbaa !17
  %709 = fadd contract double %708, %707
  store double %709, ptr %43, align 8, !tbaa !17
  %710 = fmul contract double %596, 0xBF8F07C1F07C1F07
  %711 = load double, ptr %44, align 8, !tbaa !17
  %712 = fadd contract double %710, %711
  store double %712, ptr %44, align 8, !tbaa !17
  %713 = fmul contract double %604, 0x3F8F07C1F07C1F07
  %714 = load double, ptr %45, align 8, !tbaa !17
  %715 = fadd contract double %714, %713
  store double %715, ptr %45, align 8, !tbaa !17
  %716 = fmul contract double %604, 0xBF8F07C1F07C1F07
  %717 = load double, ptr %46, align 8, !tbaa !17
  %718 = fadd contract double %716, %717
  store double %718, ptr %46, align 8, !tbaa !17
  %719 = fmul contract double %612, 0x3F8F07C1F07C1F07
  %720 = load double, ptr %47, align 8, !tbaa !17
  %721 = fadd contract double %720, %719
  store double %721, ptr %47, align 8, !tbaa !17
  %722 = fmul contract double %612, 0xBF8F07C1F07C1F07
  %723 = load double, ptr %48, align 8, !tbaa !17
  %724 = fadd contract double %722, %723
  store double %724, ptr %48, align 8, !tbaa !17
  %725 = fmul contract double %620, 0x3F8F07C1F07C1F07
  %726 = load double, ptr %23, align 8, !tbaa !17
  %727 = fadd contract double %726, %725
  store double %727, ptr %23, align 8, !tbaa !17
  %728 = fmul contract double %620, 0xBF8F07C1F07C1F07
  %729 = load double, ptr %34, align 8, !tbaa !17
  %730 = fadd contract double %728, %729
  store double %730, ptr %34, align 8, !tbaa !17
  %731 = fmul contract double %628, 0x3F8F07C1F07C1F07
  %732 = load double, ptr %49, align 8, !tbaa !17
  %733 = fadd contract double %732, %731
  store double %733, ptr %49, align 8, !tbaa !17
  %734 = fmul contract double %628, 0xBF8F07C1F07C1F07
  %735 = load double, ptr %50, align 8, !tbaa !17
  %736 = fadd contract double %734, %735
  store double %736, ptr %50, align 8, !tbaa !17
  %737 = fmul contract double %636, 0x3F8F07C1F07C1F07
  %738 = load double, ptr %51, align 8, !tbaa !17
  %739 = fadd contract double %738, %737
  store double %739, ptr %51, align 8, !tbaa !17
  %740 = fmul contract double %636, 0xBF8F07C1F07C1F07
  %741 = load double, ptr %52, align 8, !tbaa !17
  %742 = fadd contract double %740, %741
  store double %742, ptr %52, align 8, !tbaa !17
  %743 = fmul contract double %644, 0x3F8F07C1F07C1F07
  %744 = load double, ptr %53, align 8, !tbaa !17
  %745 = fadd contract double %744, %743
  store double %745, ptr %53, align 8, !tbaa !17
  %746 = fmul contract double %644, 0xBF8F07C1F07C1F07
  %747 = load double, ptr %54, align 8, !tbaa !17
  %748 = fadd contract double %746, %747
  store double %748, ptr %54, align 8, !tbaa !17
  %749 = fmul contract double %652, 0x3F8F07C1F07C1F07
  %750 = load double, ptr %26, align 8, !tbaa !17
  %751 = fadd contract double %750, %749
  store double %751, ptr %26, align 8, !tbaa !17
  %752 = fmul contract double %652, 0xBF8F07C1F07C1F07
  %753 = load double, ptr %37, align 8, !tbaa !17
  %754 = fadd contract double %752, %753
  store double %754, ptr %37, align 8, !tbaa !17
  %755 = fmul contract double %660, 0x3F8F07C1F07C1F07
  %756 = load double, ptr %55, align 8, !tbaa !17
  %757 = fadd contract double %756, %755
  store double %757, ptr %55, align 8, !tbaa !17
  %758 = fmul contract double %660, 0xBF8F07C1F07C1F07
  %759 = load double, ptr %56, align 8, !tbaa !17
  %760 = fadd contract double %758, %759
  store double %760, ptr %56, align 8, !tbaa !17
  %761 = fmul contract double %668, 0x3F8F07C1F07C1F07
  %762 = load double, ptr %57, align 8, !tbaa !17
  %763 = fadd contract double %762, %761
  store double %763, ptr %57, align 8, !tbaa !17
  %764 = fmul contract double %668, 0xBF8F07C1F07C1F07
  %765 = load double, ptr %58, align 8, !tbaa !17
  %766 = fadd contract double %764, %765
  store double %766, ptr %58, align 8, !tbaa !17
  %767 = fmul contract double %676, 0x3F8F07C1F07C1F07
  %768 = load double, ptr %59, align 8, !tbaa !17
  %769 = fadd contract double %768, %767
  store double %769, ptr %59, align 8, !tbaa !17
  %770 = fmul contract double %676, 0xBF8F07C1F07C1F07
  %771 = load double, ptr %60, align 8, !tbaa !17
  %772 = fadd contract double %770, %771
  store double %772, ptr %60, align 8, !tbaa !17
  %773 = fmul contract double %556, %163
  %774 = fadd contract double %773, 0.000000e+00
  %775 = fmul contract double %564, %167
  %776 = fadd contract double %774, %775
  %777 = fmul contract double %572, %171
  %778 = fadd contract double %776, %777
  %779 = fmul contract double %580, %175
  %780 = fadd contract double %778, %779
  %781 = fmul contract double %556, %164
  %782 = fadd contract double %781, 0.000000e+00
  %783 = fmul contract double %564, %168
  %784 = fadd contract double %782, %783
  %785 = fmul contract double %572, %172
  %786 = fadd contract double %784, %785
  %787 = fmul contract double %580, %176
  %788 = fadd contract double %786, %787
  %789 = fmul contract double %556, %165
  %790 = fadd contract double %789, 0.000000e+00
  %791 = fmul contract double %564, %169
  %792 = fadd contract double %790, %791
  %793 = fmul contract double %572, %173
  %794 = fadd contract double %792, %793
  %795 = fmul contract double %580, %177
  %796 = fadd contract double %794, %795
  %797 = fmul contract double %556, %166
  %798 = fadd contract double %797, 0.000000e+00
  %799 = fmul contract double %564, %170
  %800 = fadd contract double %798, %799
  %801 = fmul contract double %572, %174
  %802 = fadd contract double %800, %801
  %803 = fmul contract double %580, %178
  %804 = fadd contract double %802, %803
  %805 = fmul contract double %588, %163
  %806 = fadd contract double %805, 0.000000e+00
  %807 = fmul contract double %596, %167
  %808 = fadd contract double %806, %807
  %809 = fmul contract double %604, %171
  %810 = fadd contract double %808, %809
  %811 = fmul contract double %612, %175
  %812 = fadd contract double %810, %811
  %813 = fmul contract double %588, %164
  %814 = fadd contract double %813, 0.000000e+00
  %815 = fmul contract double %596, %168
  %816 = fadd contract double %814, %815
  %817 = fmul contract double %604, %172
  %818 = fadd contract double %816, %817
  %819 = fmul contract double %612, %176
  %820 = fadd contract double %818, %819
  %821 = fmul contract double %588, %165
  %822 = fadd contract double %821, 0.000000e+00
  %823 = fmul contract double %596, %169
  %824 = fadd contract double %822, %823
  %825 = fmul contract double %604, %173
  %826 = fadd contract double %824, %825
  %827 = fmul contract double %612, %177
  %828 = fadd contract double %826, %827
  %829 = fmul contract double %588, %166
  %830 = fadd contract double %829, 0.000000e+00
  %831 = fmul contract double %596, %170
  %832 = fadd contract double %830, %831
  %833 = fmul contract double %604, %174
  %834 = fadd contract double %832, %833
  %835 = fmul contract double %612, %178
  %836 = fadd contract double %834, %835
  %837 = fmul contract double %620, %163
  %838 = fadd contract double %837, 0.000000e+00
  %839 = fmul contract double %628, %167
  %840 = fadd contract double %838, %839
  %841 = fmul contract double %636, %171
  %842 = fadd contract double %840, %841
  %843 = fmul contract double %644, %175
  %844 = fadd contract double %842, %843
  %845 = fmul contract double %620, %164
  %846 = fadd contract double %845, 0.000000e+00
  %847 = fmul contract double %628, %168
  %848 = fadd contract double %846, %847
  %849 = fmul contract double %636, %172
  %850 = fadd contract double %848, %849
  %851 = fmul contract double %644, %176
  %852 = fadd contract double %850, %851
  %853 = fmul contract double %620, %165
  %854 = fadd contract double %853, 0.000000e+00
  %855 = fmul contract double %628, %169
  %856 = fadd contract double %854, %855
  %857 = fmul contract double %636, %173
  %858 = fadd contract double %856, %857
  %859 = fmul contract double %644, %177
  %860 = fadd contract double %858, %859
  %861 = fmul contract double %620, %166
  %862 = fadd contract double %861, 0.000000e+00
  %863 = fmul contract double %628, %170
  %864 = fadd contract double %862, %863
  %865 = fmul contract double %636, %174
  %866 = fadd contract double %864, %865
  %867 = fmul contract double %644, %178
  %868 = fadd contract double %866, %867
  %869 = fmul contract double %652, %163
  %870 = fadd contract double %869, 0.000000e+00
  %871 = fmul contract double %660, %167
  %872 = fadd contract double %870, %871
  %873 = fmul contract double %668, %171
  %874 = fadd contract double %872, %873
  %875 = fmul contract double %676, %175
  %876 = fadd contract double %874, %875
  %877 = fmul contract double %652, %164
  %878 = fadd contract double %877, 0.000000e+00
  %879 = fmul contract double %660, %168
  %880 = fadd contract double %878, %879
  %881 = fmul contract double %668, %172
  %882 = fadd contract double %880, %881
  %883 = fmul contract double %676, %176
  %884 = fadd contract double %882, %883
  %885 = fmul contract double %652, %165
  %886 = fadd contract double %885, 0.000000e+00
  %887 = fmul contract double %660, %169
  %888 = fadd contract double %886, %887
  %889 = fmul contract double %668, %173
  %890 = fadd contract double %888, %889
  %891 = fmul contract double %676, %177
  %892 = fadd contract double %890, %891
  %893 = fmul contract double %652, %166
  %894 = fadd contract double %893, 0.000000e+00
  %895 = fmul contract double %660, %170
  %896 = fadd contract double %894, %895
  %897 = fmul contract double %668, %174
  %898 = fadd contract double %896, %897
  %899 = fmul contract double %676, %178
  %900 = fadd contract double %898, %899
  %901 = fmul contract double %780, 0x3F54AFD6A052BF5A
  %902 = load double, ptr %5, align 8, !tbaa !17
  %903 = fadd contract double %902, %901
  store double %903, ptr %5, align 8, !tbaa !17
  %904 = load double, ptr %6, align 8, !tbaa !17
  %905 = fadd contract double %901, %904
  store double %905, ptr %6, align 8, !tbaa !17
  %906 = fmul contract double %788, 0x3F54AFD6A052BF5A
  %907 = load double, ptr %17, align 8, !tbaa !17
  %908 = fadd contract double %907, %906
  store double %908, ptr %17, align 8, !tbaa !17
  %909 = load double, ptr %28, align 8, !tbaa !17
  %910 = fadd contract double %906, %909
  store double %910, ptr %28, align 8, !tbaa !17
  %911 = fmul contract double %796, 0x3F54AFD6A052BF5A
  %912 = load double, ptr %18, align 8, !tbaa !17
  %913 = fadd contract double %912, %911
  store double %913, ptr %18, align 8, !tbaa !17
  %914 = load double, ptr %29, align 8, !tbaa !17
  %915 = fadd contract double %911, %914
  store double %915, ptr %29, align 8, !tbaa !17
  %916 = fmul contract double %804, 0x3F54AFD6A052BF5A
  %917 = load double, ptr %19, align 8, !tbaa !17
  %918 = fadd contract double %917, %916
  store double %918, ptr %19, align 8, !tbaa !17
  %919 = load double, ptr %30, align 8, !tbaa !17
  %920 = fadd contract double %916, %919
  store double %920, ptr %30, align 8, !tbaa !17
  %921 = fmul contract double %812, 0x3F54AFD6A052BF5A
  %922 = load double, ptr %20, align 8, !tbaa !17
  %923 = fadd contract double %922, %921
  store double %923, ptr %20, align 8, !tbaa !17
  %924 = load double, ptr %31, align 8, !tbaa !17
  %925 = fadd contract double %921, %924
  store double %925, ptr %31, align 8, !tbaa !17
  %926 = fmul contract double %820, 0x3F54AFD6A052BF5A
  %927 = load double, ptr %43, align 8, !tbaa !17
  %928 = fadd contract double %927, %926
  store double %928, ptr %43, align 8, !tbaa !17
  %929 = load double, ptr %44, align 8, !tbaa !17
  %930 = fadd contract double %926, %929
  store double %930, ptr %44, align 8, !tbaa !17
  %931 = fmul contract double %828, 0x3F54AFD6A052BF5A
  %932 = load double, ptr %45, align 8, !tbaa !17
  %933 = fadd contract double %932, %931
  store double %933, ptr %45, align 8, !tbaa !17
  %934 = load double, ptr %46, align 8, !tbaa !17
  %935 = fadd contract double %931, %934
  store double %935, ptr %46, align 8, !tbaa !17
  %936 = fmul contract double %836, 0x3F54AFD6A052BF5A
  %937 = load double, ptr %47, align 8, !tbaa !17
  %938 = fadd contract double %937, %936
  store double %938, ptr %47, align 8, !tbaa !17
  %939 = load double, ptr %48, align 8, !tbaa !17
  %940 = fadd contract double %936, %939
  store double %940, ptr %48, align 8, !tbaa !17
  %941 = fmul contract double %844, 0x3F54AFD6A052BF5A
  %942 = load double, ptr %23, align 8, !tbaa !17
  %943 = fadd contract double %942, %941
  store double %943, ptr %23, align 8, !tbaa !17
  %944 = load double, ptr %34, align 8, !tbaa !17
  %945 = fadd contract double %941, %944
  store double %945, ptr %34, align 8, !tbaa !17
  %946 = fmul contract double %852, 0x3F54AFD6A052BF5A
  %947 = load double, ptr %49, align 8, !tbaa !17
  %948 = fadd contract double %947, %946
  store double %948, ptr %49, align 8, !tbaa !17
  %949 = load double, ptr %50, align 8, !tbaa !17
  %950 = fadd contract double %946, %949
  store double %950, ptr %50, align 8, !tbaa !17
  %951 = fmul contract double %860, 0x3F54AFD6A052BF5A
  %952 = load double, ptr %51, align 8, !tbaa !17
  %953 = fadd contract double %952, %951
  store double %953, ptr %51, align 8, !tbaa !17
  %954 = load double, ptr %52, align 8, !tbaa !17
  %955 = fadd contract double %951, %954
  store double %955, ptr %52, align 8, !tbaa !17
  %956 = fmul contract double %868, 0x3F54AFD6A052BF5A
  %957 = load double, ptr %53, align 8, !tbaa !17
  %958 = fadd contract double %957, %956
  store double %958, ptr %53, align 8, !tbaa !17
  %959 = load double, ptr %54, align 8, !tbaa !17
  %960 = fadd contract double %956, %959
  store double %960, ptr %54, align 8, !tbaa !17
  %961 = fmul contract double %876, 0x3F54AFD6A052BF5A
  %962 = load double, ptr %26, align 8, !tbaa !17
  %963 = fadd contract double %962, %961
  store double %963, ptr %26, align 8, !tbaa !17
  %964 = load double, ptr %37, align 8, !tbaa !17
  %965 = fadd contract double %961, %964
  store double %965, ptr %37, align 8, !tbaa !17
  %966 = fmul contract double %884, 0x3F54AFD6A052BF5A
  %967 = load double, ptr %55, align 8, !tbaa !17
  %968 = fadd contract double %967, %966
  store double %968, ptr %55, align 8, !tbaa !17
  %969 = load double, ptr %56, align 8, !tbaa !17
  %970 = fadd contract double %966, %969
  store double %970, ptr %56, align 8, !tbaa !17
  %971 = fmul contract double %892, 0x3F54AFD6A052BF5A
  %972 = load double, ptr %57, align 8, !tbaa !17
  %973 = fadd contract double %972, %971
  store double %973, ptr %57, align 8, !tbaa !17
  %974 = load double, ptr %58, align 8, !tbaa !17
  %975 = fadd contract double %971, %974
  store double %975, ptr %58, align 8, !tbaa !17
  %976 = fmul contract double %900, 0x3F54AFD6A052BF5A
  %977 = load double, ptr %59, align 8, !tbaa !17
  %978 = fadd contract double %977, %976
  store double %978, ptr %59, align 8, !tbaa !17
  %979 = load double, ptr %60, align 8, !tbaa !17
  %980 = fadd contract double %976, %979
  store double %980, ptr %60, align 8, !tbaa !17
  %981 = fmul contract double %780, %163
  %982 = fadd contract double %981, 0.000000e+00
  %983 = fmul contract double %788, %167
  %984 = fadd contract double %982, %983
  %985 = fmul contract double %796, %171
  %986 = fadd contract double %984, %985
  %987 = fmul contract double %804, %175
  %988 = fadd contract double %986, %987
  %989 = fmul contract double %780, %164
  %990 = fadd contract double %989, 0.000000e+00
  %991 = fmul contract double %788, %168
  %992 = fadd contract double %990, %991
  %993 = fmul contract double %796, %172
  %994 = fadd contract double %992, %993
  %995 = fmul contract double %804, %176
  %996 = fadd contract double %994, %995
  %997 = fmul contract double %780, %165
  %998 = fadd contract double %997, 0.000000e+00
  %999 = fmul contract double %788, %169
  %1000 = fadd contract double %998, %999
  %1001 = fmul contract double %796, %173
  %1002 = fadd contract double %1000, %1001
  %1003 = fmul contract double %804, %177
  %1004 = fadd contract double %1002, %1003
  %1005 = fmul contract double %780, %166
  %1006 = fadd contract double %1005, 0.000000e+00
  %1007 = fmul contract double %788, %170
  %1008 = fadd contract double %1006, %1007
  %1009 = fmul contract double %796, %174
  %1010 = fadd contract double %1008, %1009
  %1011 = fmul contract double %804, %178
  %1012 = fadd contract double %1010, %1011
  %1013 = fmul contract double %812, %163
  %1014 = fadd contract double %1013, 0.000000e+00
  %1015 = fmul contract double %820, %167
  %1016 = fadd contract double %1014, %1015
  %1017 = fmul contract double %828, %171
  %1018 = fadd contract double %1016, %1017
  %1019 = fmul contract double %836, %175
  %1020 = fadd contract double %1018, %1019
  %1021 = fmul contract double %812, %164
  %1022 = fadd contract double %1021, 0.000000e+00
  %1023 = fmul contract double %820, %168
  %1024 = fadd contract double %1022, %1023
  %1025 = fmul contract double %828, %172
  %1026 = fadd contract double %1024, %1025
  %1027 = fmul contract double %836, %176
  %1028 = fadd contract double %1026, %1027
  %1029 = fmul contract double %812, %165
  %1030 = fadd contract double %1029, 0.000000e+00
  %1031 = fmul contract double %820, %169
  %1032 = fadd contract double %1030, %1031
  %1033 = fmul contract double %828, %173
  %1034 = fadd contract double %1032, %1033
  %1035 = fmul contract double %836, %177
  %1036 = fadd contract double %1034, %1035
  %1037 = fmul contract double %812, %166
  %1038 = fadd contract double %1037, 0.000000e+00
  %1039 = fmul contract double %820, %170
  %1040 = fadd contract double %1038, %1039
  %1041 = fmul contract double %828, %174
  %1042 = fadd contract double %1040, %1041
  %1043 = fmul contract double %836, %178
  %1044 = fadd contract double %1042, %1043
  %1045 = fmul contract double %844, %163
  %1046 = fadd contract double %1045, 0.000000e+00
  %1047 = fmul contract double %852, %167
  %1048 = fadd contract double %1046, %1047
  %1049 = fmul contract double %860, %171
  %1050 = fadd contract double %1048, %1049
  %1051 = fmul contract double %868, %175
  %1052 = fadd contract double %1050, %1051
  %1053 = fmul contract double %844, %164
  %1054 = fadd contract double %1053, 0.000000e+00
  %1055 = fmul contract double %852, %168
  %1056 = fadd contract double %1054, %1055
  %1057 = fmul contract double %860, %172
  %1058 = fadd contract double %1056, %1057
  %1059 = fmul contract double %868, %176
  %1060 = fadd contract double %1058, %1059
  %1061 = fmul contract double %844, %165
  %1062 = fadd contract double %1061, 0.000000e+00
  %1063 = fmul contract double %852, %169
  %1064 = fadd contract double %1062, %1063
  %1065 = fmul contract double %860, %173
  %1066 = fadd contract double %1064, %1065
  %1067 = fmul contract double %868, %177
  %1068 = fadd contract double %1066, %1067
  %1069 = fmul contract double %844, %166
  %1070 = fadd contract double %1069, 0.000000e+00
  %1071 = fmul contract double %852, %170
  %1072 = fadd contract double %1070, %1071
  %1073 = fmul contract double %860, %174
  %1074 = fadd contract double %1072, %1073
  %1075 = fmul contract double %868, %178
  %1076 = fadd contract double %1074, %1075
  %1077 = fmul contract double %876, %163
  %1078 = fadd contract double %1077, 0.000000e+00
  %1079 = fmul contract double %884, %167
  %1080 = fadd contract double %1078, %1079
  %1081 = fmul contract double %892, %171
  %1082 = fadd contract double %1080, %1081
  %1083 = fmul contract double %900, %175
  %1084 = fadd contract double %1082, %1083
  %1085 = fmul contract double %876, %164
  %1086 = fadd contract double %1085, 0.000000e+00
  %1087 = fmul contract double %884, %168
  %1088 = fadd contract double %1086, %1087
  %1089 = fmul contract double %892, %172
  %1090 = fadd contract double %1088, %1089
  %1091 = fmul contract double %900, %176
  %1092 = fadd contract double %1090, %1091
  %1093 = fmul contract double %876, %165
  %1094 = fadd contract double %1093, 0.000000e+00
  %1095 = fmul contract double %884, %169
  %1096 = fadd contract double %1094, %1095
  %1097 = fmul contract double %892, %173
  %1098 = fadd contract double %1096, %1097
  %1099 = fmul contract double %900, %177
  %1100 = fadd contract double %1098, %1099
  %1101 = fmul contract double %876, %166
  %1102 = fadd contract double %1101, 0.000000e+00
  %1103 = fmul contract double %884, %170
  %1104 = fadd contract double %1102, %1103
  %1105 = fmul contract double %892, %174
  %1106 = fadd contract double %1104, %1105
  %1107 = fmul contract double %900, %178
  %1108 = fadd contract double %1106, %1107
  %1109 = fmul contract double %988, 0x3F108CABB37565E2
  %1110 = load double, ptr %5, align 8, !tbaa !17
  %1111 = fadd contract double %1110, %1109
  store double %1111, ptr %5, align 8, !tbaa !17
  %1112 = fmul contract double %988, 0xBF108CABB37565E2
  %1113 = load double, ptr %6, align 8, !tbaa !17
  %1114 = fadd contract double %1112, %1113
  store double %1114, ptr %6, align 8, !tbaa !17
  %1115 = fmul contract double %996, 0x3F108CABB37565E2
  %1116 = load double, ptr %17, align 8, !tbaa !17
  %1117 = fadd contract double %1116, %1115
  store double %1117, ptr %17, align 8, !tbaa !17
  %1118 = fmul contract double %996, 0xBF108CABB37565E2
  %1119 = load double, ptr %28, align 8, !tbaa !17
  %1120 = fadd contract double %1118, %1119
  store double %1120, ptr %28, align 8, !tbaa !17
  %1121 = fmul contract double %1004, 0x3F108CABB37565E2
  %1122 = load double, ptr %18, align 8, !tbaa !17
  %1123 = fadd contract double %1122, %1121
  store double %1123, ptr %18, align 8, !tbaa !17
  %1124 = fmul contract double %1004, 0xBF108CABB37565E2
  %1125 = load double, ptr %29, align 8, !tbaa !17
  %1126 = fadd contract double %1124, %1125
  store double %1126, ptr %29, align 8, !tbaa !17
  %1127 = fmul contract double %1012, 0x3F108CABB37565E2
  %1128 = load double, ptr %19, align 8, !tbaa !17
  %1129 = fadd contract double %1128, %1127
  store double %1129, ptr %19, align 8, !tbaa !17
  %1130 = fmul contract double %1012, 0xBF108CABB37565E2
  %1131 = load double, ptr %30, align 8, !tbaa !17
  %1132 = fadd contract double %1130, %1131
  store double %1132, ptr %30, align 8, !tbaa !17
  %1133 = fmul contract double %1020, 0x3F108CABB37565E2
  %1134 = load double, ptr %20, align 8, !tbaa !17
  %1135 = fadd contract double %1134, %1133
  store double %1135, ptr %20, align 8, !tbaa !17
  %1136 = fmul contract double %1020, 0xBF108CABB37565E2
  %1137 = load double, ptr %31, align 8, !tbaa !17
  %1138 = fadd contract double %1136, %1137
  store double %1138, ptr %31, align 8, !tbaa !17
  %1139 = fmul contract double %1028, 0x3F108CABB37565E2
  %1140 = load double, ptr %43, align 8, !tbaa !17
  %1141 = fadd contract double %1140, %1139
  store double %1141, ptr %43, align 8, !tbaa !17
  %1142 = fmul contract double %1028, 0xBF108CABB37565E2
  %1143 = load double, ptr %44, align 8, !tbaa !17
  %1144 = fadd contract double %1142, %1143
  store double %1144, ptr %44, align 8, !tbaa !17
  %1145 = fmul contract double %1036, 0x3F108CABB37565E2
  %1146 = load double, ptr %45, align 8, !tbaa !17
  %1147 = fadd contract double %1146, %1145
  store double %1147, ptr %45, align 8, !tbaa !17
  %1148 = fmul contract double %1036, 0xBF108CABB37565E2
  %1149 = load double, ptr %46, align 8, !tbaa !17
  %1150 = fadd contract double %1148, %1149
  store double %1150, ptr %46, align 8, !tbaa !17
  %1151 = fmul contract double %1044, 0x3F108CABB37565E2
  %1152 = load double, ptr %47, align 8, !tbaa !17
  %1153 = fadd contract double %1152, %1151
  store double %1153, ptr %47, align 8, !tbaa !17
  %1154 = fmul contract double %1044, 0xBF108CABB37565E2
  %1155 = load double, ptr %48, align 8, !tbaa !17
  %1156 = fadd contract double %1154, %1155
  store double %1156, ptr %48, align 8, !tbaa !17
  %1157 = fmul contract double %1052, 0x3F108CABB37565E2
  %1158 = load double, ptr %23, align 8, !tbaa !17
  %1159 = fadd contract double %1158, %1157
  store double %1159, ptr %23, align 8, !tbaa !17
  %1160 = fmul contract double %1052, 0xBF108CABB37565E2
  %1161 = load double, ptr %34, align 8, !tbaa !17
  %1162 = fadd contract double %1160, %1161
  store double %1162, ptr %34, align 8, !tbaa !17
  %1163 = fmul contract double %1060, 0x3F108CABB37565E2
  %1164 = load double, ptr %49, align 8, !tbaa !17
  %1165 = fadd contract double %1164, %1163
  store double %1165, ptr %49, align 8, !tbaa !17
  %1166 = fmul contract double %1060, 0xBF108CABB37565E2
  %1167 = load double, ptr %50, align 8, !tbaa !17
  %1168 = fadd contract double %1166, %1167
  store double %1168, ptr %50, align 8, !tbaa !17
  %1169 = fmul contract double %1068, 0x3F108CABB37565E2
  %1170 = load double, ptr %51, align 8, !tbaa !17
  %1171 = fadd contract double %1170, %1169
  store double %1171, ptr %51, align 8, !tbaa !17
  %1172 = fmul contract double %1068, 0xBF108CABB37565E2
  %1173 = load double, ptr %52, align 8, !tbaa !17
  %1174 = fadd contract double %1172, %1173
  store double %1174, ptr %52, align 8, !tbaa !17
  %1175 = fmul contract double %1076, 0x3F108CABB37565E2
  %1176 = load double, ptr %53, align 8, !tbaa !17
  %1177 = fadd contract double %1176, %1175
  store double %1177, ptr %53, align 8, !tbaa !17
  %1178 = fmul contract double %1076, 0xBF108CABB37565E2
  %1179 = load double, ptr %54, align 8, !tbaa !17
  %1180 = fadd contract double %1178, %1179
  store double %1180, ptr %54, align 8, !tbaa !17
  %1181 = fmul contract double %1084, 0x3F108CABB37565E2
  %1182 = load double, ptr %26, align 8, !tbaa !17
  %1183 = fadd contract double %1182, %1181
  store double %1183, ptr %26, align 8, !tbaa !17
  %1184 = fmul contract double %1084, 0xBF108CABB37565E2
  %1185 = load double, ptr %37, align 8, !tbaa !17
  %1186 = fadd contract double %1184, %1185
  store double %1186, ptr %37, align 8, !tbaa !17
  %1187 = fmul contract double %1092, 0x3F108CABB37565E2
  %1188 = load double, ptr %55, align 8, !tbaa !17
  %1189 = fadd contract double %1188, %1187
  store double %1189, ptr %55, align 8, !tbaa !17
  %1190 = fmul contract double %1092, 0xBF108CABB37565E2
  %1191 = load double, ptr %56, align 8, !tbaa !17
  %1192 = fadd contract double %1190, %1191
  store double %1192, ptr %56, align 8, !tbaa !17
  %1193 = fmul contract double %1100, 0x3F108CABB37565E2
  %1194 = load double, ptr %57, align 8, !tbaa !17
  %1195 = fadd contract double %1194, %1193
  store double %1195, ptr %57, align 8, !tbaa !17
  %1196 = fmul contract double %1100, 0xBF108CABB37565E2
  %1197 = load double, ptr %58, align 8, !tbaa !17
  %1198 = fadd contract double %1196, %1197
  store double %1198, ptr %58, align 8, !tbaa !17
  %1199 = fmul contract double %1108, 0x3F108CABB37565E2
  %1200 = load double, ptr %59, align 8, !tbaa !17
  %1201 = fadd contract double %1200, %1199
  store double %1201, ptr %59, align 8, !tbaa !17
  %1202 = fmul contract double %1108, 0xBF108CABB37565E2
  %1203 = load double, ptr %60, align 8, !tbaa !17
  %1204 = fadd contract double %1202, %1203
  store double %1204, ptr %60, align 8, !tbaa !17
  %1205 = fmul contract double %988, %163
  %1206 = fadd contract double %1205, 0.000000e+00
  %1207 = fmul contract double %996, %167
  %1208 = fadd contract double %1206, %1207
  %1209 = fmul contract double %1004, %171
  %1210 = fadd contract double %1208, %1209
  %1211 = fmul contract double %1012, %175
  %1212 = fadd contract double %1210, %1211
  %1213 = fmul contract double %988, %164
  %1214 = fadd contract double %1213, 0.000000e+00
  %1215 = fmul contract double %996, %168
  %1216 = fadd contract double %1214, %1215
  %1217 = fmul contract double %1004, %172
  %1218 = fadd contract double %1216, %1217
  %1219 = fmul contract double %1012, %176
  %1220 = fadd contract double %1218, %1219
  %1221 = fmul contract double %988, %165
  %1222 = fadd contract double %1221, 0.000000e+00
  %1223 = fmul contract double %996, %169
  %1224 = fadd contract double %1222, %1223
  %1225 = fmul contract double %1004, %173
  %1226 = fadd contract double %1224, %1225
  %1227 = fmul contract double %1012, %177
  %1228 = fadd contract double %1226, %1227
  %1229 = fmul contract double %988, %166
  %1230 = fadd contract double %1229, 0.000000e+00
  %1231 = fmul contract double %996, %170
  %1232 = fadd contract double %1230, %1231
  %1233 = fmul contract double %1004, %174
  %1234 = fadd contract double %1232, %1233
  %1235 = fmul contract double %1012, %178
  %1236 = fadd contract double %1234, %1235
  %1237 = fmul contract double %1020, %163
  %1238 = fadd contract double %1237, 0.000000e+00
  %1239 = fmul contract double %1028, %167
  %1240 = fadd contract double %1238, %1239
  %1241 = fmul contract double %1036, %171
  %1242 = fadd contract double %1240, %1241
  %1243 = fmul contract double %1044, %175
  %1244 = fadd contract double %1242, %1243
  %1245 = fmul contract double %1020, %164
  %1246 = fadd contract double %1245, 0.000000e+00
  %1247 = fmul contract double %1028, %168
  %1248 = fadd contract double %1246, %1247
  %1249 = fmul contract double %1036, %172
  %1250 = fadd contract double %1248, %1249
  %1251 = fmul contract double %1044, %176
  %1252 = fadd contract double %1250, %1251
  %1253 = fmul contract double %1020, %165
  %1254 = fadd contract double %1253, 0.000000e+00
  %1255 = fmul contract double %1028, %169
  %1256 = fadd contract double %1254, %1255
  %1257 = fmul contract double %1036, %173
  %1258 = fadd contract double %1256, %1257
  %1259 = fmul contract double %1044, %177
  %1260 = fadd contract double %1258, %1259
  %1261 = fmul contract double %1020, %166
  %1262 = fadd contract double %1261, 0.000000e+00
  %1263 = fmul contract double %1028, %170
  %1264 = fadd contract double %1262, %1263
  %1265 = fmul contract double %1036, %174
  %1266 = fadd contract double %1264, %1265
  %1267 = fmul contract double %1044, %178
  %1268 = fadd contract double %1266, %1267
  %1269 = fmul contract double %1052, %163
  %1270 = fadd contract double %1269, 0.000000e+00
  %1271 = fmul contract double %1060, %167
  %1272 = fadd contract double %1270, %1271
  %1273 = fmul contract double %1068, %171
  %1274 = fadd contract double %1272, %1273
  %1275 = fmul contract double %1076, %175
  %1276 = fadd contract double %1274, %1275
  %1277 = fmul contract double %1052, %164
  %1278 = fadd contract double %1277, 0.000000e+00
  %1279 = fmul contract double %1060, %168
  %1280 = fadd contract double %1278, %1279
  %1281 = fmul contract double %1068, %172
  %1282 = fadd contract double %1280, %1281
  %1283 = fmul contract double %1076, %176
  %1284 = fadd contract double %1282, %1283
  %1285 = fmul contract double %1052, %165
  %1286 = fadd contract double %1285, 0.000000e+00
  %1287 = fmul contract double %1060, %169
  %1288 = fadd contract double %1286, %1287
  %1289 = fmul contract double %1068, %173
  %1290 = fadd contract double %1288, %1289
  %1291 = fmul contract double %1076, %177
  %1292 = fadd contract double %1290, %1291
  %1293 = fmul contract double %1052, %166
  %1294 = fadd contract double %1293, 0.000000e+00
  %1295 = fmul contract double %1060, %170
  %1296 = fadd contract double %1294, %1295
  %1297 = fmul contract double %1068, %174
  %1298 = fadd contract double %1296, %1297
  %1299 = fmul contract double %1076, %178
  %1300 = fadd contract double %1298, %1299
  %1301 = fmul contract double %1084, %163
  %1302 = fadd contract double %1301, 0.000000e+00
  %1303 = fmul contract double %1092, %167
  %1304 = fadd contract double %1302, %1303
  %1305 = fmul contract double %1100, %171
  %1306 = fadd contract double %1304, %1305
  %1307 = fmul contract double %1108, %175
  %1308 = fadd contract double %1306, %1307
  %1309 = fmul contract double %1084, %164
  %1310 = fadd contract double %1309, 0.000000e+00
  %1311 = fmul contract double %1092, %168
  %1312 = fadd contract double %1310, %1311
  %1313 = fmul contract double %1100, %172
  %1314 = fadd contract double %1312, %1313
  %1315 = fmul contract double %1108, %176
  %1316 = fadd contract double %1314, %1315
  %1317 = fmul contract double %1084, %165
  %1318 = fadd contract double %1317, 0.000000e+00
  %1319 = fmul contract double %1092, %169
  %1320 = fadd contract double %1318, %1319
  %1321 = fmul contract double %1100, %173
  %1322 = fadd contract double %1320, %1321
  %1323 = fmul contract double %1108, %177
  %1324 = fadd contract double %1322, %1323
  %1325 = fmul contract double %1084, %166
  %1326 = fadd contract double %1325, 0.000000e+00
  %1327 = fmul contract double %1092, %170
  %1328 = fadd contract double %1326, %1327
  %1329 = fmul contract double %1100, %174
  %1330 = fadd contract double %1328, %1329
  %1331 = fmul contract double %1108, %178
  %1332 = fadd contract double %1330, %1331
  %1333 = fmul contract double %1212, 0x3EB937E11175F095
  %1334 = load double, ptr %5, align 8, !tbaa !17
  %1335 = fadd contract double %1334, %1333
  store double %1335, ptr %5, align 8, !tbaa !17
  %1336 = load double, ptr %6, align 8, !tbaa !17
  %1337 = fadd contract double %1333, %1336
  store double %1337, ptr %6, align 8, !tbaa !17
  %1338 = fmul contract double %1220, 0x3EB937E11175F095
  %1339 = load double, ptr %17, align 8, !tbaa !17
  %1340 = fadd contract double %1339, %1338
  store double %1340, ptr %17, align 8, !tbaa !17
  %1341 = load double, ptr %28, align 8, !tbaa !17
  %1342 = fadd contract double %1338, %1341
  store double %1342, ptr %28, align 8, !tbaa !17
  %1343 = fmul contract double %1228, 0x3EB937E11175F095
  %1344 = load double, ptr %18, align 8, !tbaa !17
  %1345 = fadd contract double %1344, %1343
  store double %1345, ptr %18, align 8, !tbaa !17
  %1346 = load double, ptr %29, align 8, !tbaa !17
  %1347 = fadd contract double %1343, %1346
  store double %1347, ptr %29, align 8, !tbaa !17
  %1348 = fmul contract double %1236, 0x3EB937E11175F095
  %1349 = load double, ptr %19, align 8, !tbaa !17
  %1350 = fadd contract double %1349, %1348
  store double %1350, ptr %19, align 8, !tbaa !17
  %1351 = load double, ptr %30, align 8, !tbaa !17
  %1352 = fadd contract double %1348, %1351
  store double %1352, ptr %30, align 8, !tbaa !17
  %1353 = fmul contract double %1244, 0x3EB937E11175F095
  %1354 = load double, ptr %20, align 8, !tbaa !17
  %1355 = fadd contract double %1354, %1353
  store double %1355, ptr %20, align 8, !tbaa !17
  %1356 = load double, ptr %31, align 8, !tbaa !17
  %1357 = fadd contract double %1353, %1356
  store double %1357, ptr %31, align 8, !tbaa !17
  %1358 = fmul contract double %1252, 0x3EB937E11175F095
  %1359 = load double, ptr %43, align 8, !tbaa !17
  %1360 = fadd contract double %1359, %1358
  store double %1360, ptr %43, align 8, !tbaa !17
  %1361 = load double, ptr %44, align 8, !tbaa !17
  %1362 = fadd contract double %1358, %1361
  store double %1362, ptr %44, align 8, !tbaa !17
  %1363 = fmul contract double %1260, 0x3EB937E11175F095
  %1364 = load double, ptr %45, align 8, !tbaa !17
  %1365 = fadd contract double %1364, %1363
  store double %1365, ptr %45, align 8, !tbaa !17
  %1366 = load double, ptr %46, align 8, !tbaa !17
  %1367 = fadd contract double %1363, %1366
  store double %1367, ptr %46, align 8, !tbaa !17
  %1368 = fmul contract double %1268, 0x3EB937E11175F095
  %1369 = load double, ptr %47, align 8, !tbaa !17
  %1370 = fadd contract double %1369, %1368
  store double %1370, ptr %47, align 8, !tbaa !17
  %1371 = load double, ptr %48, align 8, !tbaa !17
  %1372 = fadd contract double %1368, %1371
  store double %1372, ptr %48, align 8, !tbaa !17
  %1373 = fmul contract double %1276, 0x3EB937E11175F095
  %1374 = load double, ptr %23, align 8, !tbaa !17
  %1375 = fadd contract double %1374, %1373
  store double %1375, ptr %23, align 8, !tbaa !17
  %1376 = load double, ptr %34, align 8, !tbaa !17
  %1377 = fadd contract double %1373, %1376
  store double %1377, ptr %34, align 8, !tbaa !17
  %1378 = fmul contract double %1284, 0x3EB937E11175F095
  %1379 = load double, ptr %49, align 8, !tbaa !17
  %1380 = fadd contract double %1379, %1378
  store double %1380, ptr %49, align 8, !tbaa !17
  %1381 = load double, ptr %50, align 8, !tbaa !17
  %1382 = fadd contract double %1378, %1381
  store double %1382, ptr %50, align 8, !tbaa !17
  %1383 = fmul contract double %1292, 0x3EB937E11175F095
  %1384 = load double, ptr %51, align 8, !tbaa !17
  %1385 = fadd contract double %1384, %1383
  store double %1385, ptr %51, align 8, !tbaa !17
  %1386 = load double, ptr %52, align 8, !tbaa !17
  %1387 = fadd contract double %1383, %1386
  store double %1387, ptr %52, align 8, !tbaa !17
  %1388 = fmul contract double %1300, 0x3EB937E11175F095
  %1389 = load double, ptr %53, align 8, !tbaa !17
  %1390 = fadd contract double %1389, %1388
  store double %1390, ptr %53, align 8, !tbaa !17
  %1391 = load double, ptr %54, align 8, !tbaa !17
  %1392 = fadd contract double %1388, %1391
  store double %1392, ptr %54, align 8, !tbaa !17
  %1393 = fmul contract double %1308, 0x3EB937E11175F095
  %1394 = load double, ptr %26, align 8, !tbaa !17
  %1395 = fadd contract double %1394, %1393
  store double %1395, ptr %26, align 8, !tbaa !17
  %1396 = load double, ptr %37, align 8, !tbaa !17
  %1397 = fadd contract double %1393, %1396
  store double %1397, ptr %37, align 8, !tbaa !17
  %1398 = fmul contract double %1316, 0x3EB937E11175F095
  %1399 = load double, ptr %55, align 8, !tbaa !17
  %1400 = fadd contract double %1399, %1398
  store double %1400, ptr %55, align 8, !tbaa !17
  %1401 = load double, ptr %56, align 8, !tbaa !17
  %1402 = fadd contract double %1398, %1401
  store double %1402, ptr %56, align 8, !tbaa !17
  %1403 = fmul contract double %1324, 0x3EB937E11175F095
  %1404 = load double, ptr %57, align 8, !tbaa !17
  %1405 = fadd contract double %1404, %1403
  store double %1405, ptr %57, align 8, !tbaa !17
  %1406 = load double, ptr %58, align 8, !tbaa !17
  %1407 = fadd contract double %1403, %1406
  store double %1407, ptr %58, align 8, !tbaa !17
  %1408 = fmul contract double %1332, 0x3EB937E11175F095
  %1409 = load double, ptr %59, align 8, !tbaa !17
  %1410 = fadd contract double %1409, %1408
  store double %1410, ptr %59, align 8, !tbaa !17
  %1411 = load double, ptr %60, align 8, !tbaa !17
  %1412 = fadd contract double %1408, %1411
  store double %1412, ptr %60, align 8, !tbaa !17
  %1413 = call noundef zeroext i1 @_Z12gauss_jordanIdLi4EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(128) %6, ptr noundef nonnull align 8 dereferenceable(128) %5) #11
  %1414 = icmp eq i32 %155, 0
  %1415 = load double, ptr %5, align 8, !tbaa !17
  %1416 = load double, ptr %17, align 8, !tbaa !17
  %1417 = load double, ptr %18, align 8, !tbaa !17
  %1418 = load double, ptr %19, align 8, !tbaa !17
  %1419 = load double, ptr %20, align 8, !tbaa !17
  br i1 %1414, label %1420, label %1432

1420:                                             ; preds = %154
  %1421 = load double, ptr %43, align 8, !tbaa !17
  %1422 = load double, ptr %45, align 8, !tbaa !17
  %1423 = load double, ptr %47, align 8, !tbaa !17
  %1424 = load double, ptr %23, align 8, !tbaa !17
  %1425 = load double, ptr %49, align 8, !tbaa !17
  %1426 = load double, ptr %51, align 8, !tbaa !17
  %1427 = load double, ptr %53, align 8, !tbaa !17
  %1428 = load double, ptr %26, align 8, !tbaa !17
  %1429 = load double, ptr %55, align 8, !tbaa !17
  %1430 = load double, ptr %57, align 8, !tbaa !17
  %1431 = load double, ptr %59, align 8, !tbaa !17
  br label %1459

1432:                                             ; preds = %154
  %1433 = load double, ptr %23, align 8, !tbaa !17
  %1434 = load double, ptr %26, align 8, !tbaa !17
  %1435 = load double, ptr %61, align 8, !tbaa !17
  %1436 = load double, ptr %62, align 8, !tbaa !17
  %1437 = load double, ptr %63, align 8, !tbaa !17
  %1438 = load double, ptr %64, align 8, !tbaa !17
  %1439 = load double, ptr %65, align 8, !tbaa !17
  %1440 = load double, ptr %66, align 8, !tbaa !17
  %1441 = load double, ptr %67, align 8, !tbaa !17
  %1442 = load double, ptr %68, align 8, !tbaa !17
  %1443 = load double, ptr %69, align 8, !tbaa !17
  %1444 = load double, ptr %62, align 8
  %1445 = load double, ptr %63, align 8
  %1446 = load double, ptr %23, align 8
  %1447 = load double, ptr %18, align 8
  %1448 = load double, ptr %64, align 8
  %1449 = load double, ptr %66, align 8
  %1450 = load double, ptr %19, align 8
  %1451 = load double, ptr %67, align 8
  %1452 = load double, ptr %69, align 8, !tbaa !20
  %1453 = load double, ptr %26, align 8
  %1454 = load double, ptr %5, align 8
  %1455 = load double, ptr %20, align 8
  %1456 = load double, ptr %17, align 8
  %1457 = load double, ptr %61, align 8
  br label %1499

1458:                                             ; preds = %1499
  store double %1616, ptr %51, align 8
  store double %1608, ptr %62, align 8
  store double %1624, ptr %53, align 8
  store double %1640, ptr %63, align 8
  store double %1600, ptr %23, align 8
  store double %1553, ptr %18, align 8
  store double %1584, ptr %64, align 8
  store double %1648, ptr %66, align 8
  store double %1561, ptr %19, align 8
  store double %1592, ptr %67, align 8
  store double %1655, ptr %69, align 8, !tbaa !20
  store double %1632, ptr %26, align 8
  store double %1537, ptr %5, align 8
  store double %1569, ptr %20, align 8
  store double %1545, ptr %17, align 8
  store double %1576, ptr %61, align 8
  br label %1459

1459:                                             ; preds = %1420, %1458
  %1460 = phi double [ %1655, %1458 ], [ %1431, %1420 ]
  %1461 = phi double [ %1648, %1458 ], [ %1430, %1420 ]
  %1462 = phi double [ %1640, %1458 ], [ %1429, %1420 ]
  %1463 = phi double [ %1632, %1458 ], [ %1428, %1420 ]
  %1464 = phi double [ %1624, %1458 ], [ %1427, %1420 ]
  %1465 = phi double [ %1616, %1458 ], [ %1426, %1420 ]
  %1466 = phi double [ %1608, %1458 ], [ %1425, %1420 ]
  %1467 = phi double [ %1600, %1458 ], [ %1424, %1420 ]
  %1468 = phi double [ %1592, %1458 ], [ %1423, %1420 ]
  %1469 = phi double [ %1584, %1458 ], [ %1422, %1420 ]
  %1470 = phi double [ %1576, %1458 ], [ %1421, %1420 ]
  %1471 = phi double [ %1569, %1458 ], [ %1419, %1420 ]
  %1472 = phi double [ %1561, %1458 ], [ %1418, %1420 ]
  %1473 = phi double [ %1553, %1458 ], [ %1417, %1420 ]
  %1474 = phi double [ %1545, %1458 ], [ %1416, %1420 ]
  %1475 = phi double [ %1537, %1458 ], [ %1415, %1420 ]
  %1476 = getelementptr i8, ptr %1, i64 %74
  store double %1475, ptr %1476, align 8, !tbaa !17
  %1477 = getelementptr i8, ptr %1476, i64 8
  store double %1474, ptr %1477, align 8, !tbaa !17
  %1478 = getelementptr i8, ptr %1476, i64 16
  store double %1473, ptr %1478, align 8, !tbaa !17
  %1479 = getelementptr i8, ptr %1476, i64 24
  store double %1472, ptr %1479, align 8, !tbaa !17
  %1480 = getelementptr i8, ptr %1476, i64 32
  store double %1471, ptr %1480, align 8, !tbaa !17
  %1481 = getelementptr i8, ptr %1476, i64 40
  store double %1470, ptr %1481, align 8, !tbaa !17
  %1482 = getelementptr i8, ptr %1476, i64 48
  store double %1469, ptr %1482, align 8, !tbaa !17
  %1483 = getelementptr i8, ptr %1476, i64 56
  store double %1468, ptr %1483, align 8, !tbaa !17
  %1484 = getelementptr i8, ptr %1476, i64 64
  store double %1467, ptr %1484, align 8, !tbaa !17
  %1485 = getelementptr i8, ptr %1476, i64 72
  store double %1466, ptr %1485, align 8, !tbaa !17
  %1486 = getelementptr i8, ptr %1476, i64 80
  store double %1465, ptr %1486, align 8, !tbaa !17
  %1487 = getelementptr i8, ptr %1476, i64 88
  store double %1464, ptr %1487, align 8, !tbaa !17
  %1488 = getelementptr i8, ptr %1476, i64 96
  store double %1463, ptr %1488, align 8, !tbaa !17
  %1489 = getelementptr i8, ptr %1476, i64 104
  store double %1462, ptr %1489, align 8, !tbaa !17
  %1490 = getelementptr i8, ptr %1476, i64 112
  store double %1461, ptr %1490, align 8, !tbaa !17
  %1491 = getelementptr i8, ptr %1476, i64 120
  store double %1460, ptr %1491, align 8, !tbaa !17
  %1492 = xor i1 %1413, true
  %1493 = zext i1 %1492 to i32
  %1494 = shl nuw nsw i32 %155, 4
  %1495 = or disjoint i32 %1494, %1493
  %1496 = getelementptr inbounds nuw i32, ptr %2, i64 %73
  store i32 %1495, ptr %1496, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #11
  %1497 = add nuw nsw i64 %73, %41
  %1498 = icmp slt i64 %1497, %3
  br i1 %1498, label %72, label %71, !llvm.loop !21

1499:                                             ; preds = %1432, %1499
  %1500 = phi double [ %1576, %1499 ], [ %1457, %1432 ]
  %1501 = phi double [ %1545, %1499 ], [ %1456, %1432 ]
  %1502 = phi double [ %1569, %1499 ], [ %1455, %1432 ]
  %1503 = phi double [ %1537, %1499 ], [ %1454, %1432 ]
  %1504 = phi double [ %1632, %1499 ], [ %1453, %1432 ]
  %1505 = phi double [ %1655, %1499 ], [ %1452, %1432 ]
  %1506 = phi double [ %1592, %1499 ], [ %1451, %1432 ]
  %1507 = phi double [ %1561, %1499 ], [ %1450, %1432 ]
  %1508 = phi double [ %1648, %1499 ], [ %1449, %1432 ]
  %1509 = phi double [ %1584, %1499 ], [ %1448, %1432 ]
  %1510 = phi double [ %1553, %1499 ], [ %1447, %1432 ]
  %1511 = phi double [ %1600, %1499 ], [ %1446, %1432 ]
  %1512 = phi double [ %1640, %1499 ], [ %1445, %1432 ]
  %1513 = phi double [ %1608, %1499 ], [ %1444, %1432 ]
  %1514 = phi double [ %1655, %1499 ], [ %1443, %1432 ]
  %1515 = phi double [ %1624, %1499 ], [ %1442, %1432 ]
  %1516 = phi double [ %1592, %1499 ], [ %1441, %1432 ]
  %1517 = phi double [ %1648, %1499 ], [ %1440, %1432 ]
  %1518 = phi double [ %1616, %1499 ], [ %1439, %1432 ]
  %1519 = phi double [ %1584, %1499 ], [ %1438, %1432 ]
  %1520 = phi double [ %1640, %1499 ], [ %1437, %1432 ]
  %1521 = phi double [ %1608, %1499 ], [ %1436, %1432 ]
  %1522 = phi double [ %1576, %1499 ], [ %1435, %1432 ]
  %1523 = phi double [ %1632, %1499 ], [ %1434, %1432 ]
  %1524 = phi double [ %1561, %1499 ], [ %1418, %1432 ]
  %1525 = phi double [ %1600, %1499 ], [ %1433, %1432 ]
  %1526 = phi double [ %1553, %1499 ], [ %1417, %1432 ]
  %1527 = phi double [ %1569, %1499 ], [ %1419, %1432 ]
  %1528 = phi double [ %1545, %1499 ], [ %1416, %1432 ]
  %1529 = phi double [ %1537, %1499 ], [ %1415, %1432 ]
  %1530 = phi i32 [ %1656, %1499 ], [ 0, %1432 ]
  %1531 = fmul contract double %1529, %1529
  %1532 = fmul contract double %1528, %1527
  %1533 = fadd contract double %1531, %1532
  %1534 = fmul contract double %1526, %1525
  %1535 = fadd contract double %1533, %1534
  %1536 = fmul contract double %1524, %1523
  %1537 = fadd contract double %1535, %1536
  %1538 = fmul contract double %1529, %1528
  %1539 = fadd contract double %1538, 0.000000e+00
  %1540 = fmul contract double %1528, %1522
  %1541 = fadd contract double %1539, %1540
  %1542 = fmul contract double %1526, %1521
  %1543 = fadd contract double %1541, %1542
  %1544 = fmul contract double %1524, %1520
  %1545 = fadd contract double %1543, %1544
  %1546 = fmul contract double %1529, %1526
  %1547 = fadd contract double %1546, 0.000000e+00
  %1548 = fmul contract double %1528, %1519
  %1549 = fadd contract double %1547, %1548
  %1550 = fmul contract double %1526, %1518
  %1551 = fadd contract double %1549, %1550
  %1552 = fmul contract double %1524, %1517
  %1553 = fadd contract double %1551, %1552
  %1554 = fmul contract double %1529, %1524
  %1555 = fadd contract double %1554, 0.000000e+00
  %1556 = fmul contract double %1528, %1516
  %1557 = fadd contract double %1555, %1556
  %1558 = fmul contract double %1526, %1515
  %1559 = fadd contract double %1557, %1558
  %1560 = fmul contract double %1524, %1514
  %1561 = fadd contract double %1559, %1560
  %1562 = fmul contract double %1527, %1529
  %1563 = fadd contract double %1562, 0.000000e+00
  %1564 = fmul contract double %1522, %1527
  %1565 = fadd contract double %1563, %1564
  %1566 = fmul contract double %1519, %1525
  %1567 = fadd contract double %1565, %1566
  %1568 = fmul contract double %1516, %1523
  %1569 = fadd contract double %1567, %1568
  %1570 = fadd contract double %1532, 0.000000e+00
  %1571 = fmul contract double %1522, %1522
  %1572 = fadd contract double %1570, %1571
  %1573 = fmul contract double %1519, %1521
  %1574 = fadd contract double %1572, %1573
  %1575 = fmul contract double %1516, %1520
  %1576 = fadd contract double %1574, %1575
  %1577 = fmul contract double %1527, %1526
  %1578 = fadd contract double %1577, 0.000000e+00
  %1579 = fmul contract double %1522, %1519
  %1580 = fadd contract double %1578, %1579
  %1581 = fmul contract double %1519, %1518
  %1582 = fadd contract double %1580, %1581
  %1583 = fmul contract double %1516, %1517
  %1584 = fadd contract double %1582, %1583
  %1585 = fmul contract double %1527, %1524
  %1586 = fadd contract double %1585, 0.000000e+00
  %1587 = fmul contract double %1522, %1516
  %1588 = fadd contract double %1586, %1587
  %1589 = fmul contract double %1519, %1515
  %1590 = fadd contract double %1588, %1589
  %1591 = fmul contract double %1516, %1514
  %1592 = fadd contract double %1590, %1591
  %1593 = fmul contract double %1525, %1529
  %1594 = fadd contract double %1593, 0.000000e+00
  %1595 = fmul contract double %1521, %1527
  %1596 = fadd contract double %1594, %1595
  %1597 = fmul contract double %1518, %1525
  %1598 = fadd contract double %1596, %1597
  %1599 = fmul contract double %1515, %1523
  %1600 = fadd contract double %1598, %1599
  %1601 = fmul contract double %1525, %1528
  %1602 = fadd contract double %1601, 0.000000e+00
  %1603 = fmul contract double %1521, %1522
  %1604 = fadd contract double %1602, %1603
  %1605 = fmul contract double %1518, %1513
  %1606 = fadd contract double %1604, %1605
  %1607 = fmul contract double %1515, %1512
  %1608 = fadd contract double %1606, %1607
  %1609 = fmul contract double %1511, %1510
  %1610 = fadd contract double %1609, 0.000000e+00
  %1611 = fmul contract double %1513, %1509
  %1612 = fadd contract double %1610, %1611
  %1613 = fmul contract double %1518, %1518
  %1614 = fadd contract double %1612, %1613
  %1615 = fmul contract double %1515, %1508
  %1616 = fadd contract double %1614, %1615
  %1617 = fmul contract double %1511, %1507
  %1618 = fadd contract double %1617, 0.000000e+00
  %1619 = fmul contract double %1513, %1506
  %1620 = fadd contract double %1618, %1619
  %1621 = fmul contract double %1518, %1515
  %1622 = fadd contract double %1620, %1621
  %1623 = fmul contract double %1515, %1505
  %1624 = fadd contract double %1622, %1623
  %1625 = fmul contract double %1504, %1503
  %1626 = fadd contract double %1625, 0.000000e+00
  %1627 = fmul contract double %1512, %1502
  %1628 = fadd contract double %1626, %1627
  %1629 = fmul contract double %1508, %1511
  %1630 = fadd contract double %1628, %1629
  %1631 = fmul contract double %1505, %1504
  %1632 = fadd contract double %1630, %1631
  %1633 = fmul contract double %1504, %1501
  %1634 = fadd contract double %1633, 0.000000e+00
  %1635 = fmul contract double %1512, %1500
  %1636 = fadd contract double %1634, %1635
  %1637 = fmul contract double %1508, %1513
  %1638 = fadd contract double %1636, %1637
  %1639 = fmul contract double %1505, %1512
  %1640 = fadd contract double %1638, %1639
  %1641 = fmul contract double %1504, %1510
  %1642 = fadd contract double %1641, 0.000000e+00
  %1643 = fmul contract double %1512, %1509
  %1644 = fadd contract double %1642, %1643
  %1645 = fmul contract double %1508, %1518
  %1646 = fadd contract double %1644, %1645
  %1647 = fmul contract double %1505, %1508
  %1648 = fadd contract double %1646, %1647
  %1649 = fmul contract double %1504, %1507
  %1650 = fadd contract double %1649, 0.000000e+00
  %1651 = fmul contract double %1512, %1506
  %1652 = fadd contract double %1650, %1651
  %1653 = fadd contract double %1652, %1615
  %1654 = fmul contract double %1505, %1505
  %1655 = fadd contract double %1653, %1654
  %1656 = add nuw nsw i32 %1530, 1
  %1657 = icmp eq i32 %1656, %155
  br i1 %1657, label %1458, label %1499, !llvm.loop !22
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @polar3_jacobi(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = alloca [3 x [3 x float]], align 4
  %8 = alloca [3 x [3 x float]], align 4
  %9 = alloca [3 x float], align 4
  %10 = alloca [3 x [3 x float]], align 4
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %491

17:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11
  %18 = sext i32 %15 to i64
  %19 = mul nsw i64 %18, 36
  %20 = getelementptr i8, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  store float %21, ptr %7, align 4, !tbaa !11
  store float 1.000000e+00, ptr %8, align 4, !tbaa !11
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store float %23, ptr %24, align 4, !tbaa !11
  %25 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store float 0.000000e+00, ptr %25, align 4, !tbaa !11
  %26 = getelementptr i8, ptr %20, i64 8
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store float %27, ptr %28, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store float 0.000000e+00, ptr %29, align 4, !tbaa !11
  %30 = getelementptr i8, ptr %20, i64 12
  %31 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %32 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %33 = load float, ptr %30, align 4, !tbaa !11
  store float %33, ptr %31, align 4, !tbaa !11
  store float 0.000000e+00, ptr %32, align 4, !tbaa !11
  %34 = getelementptr i8, ptr %20, i64 16
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store float %35, ptr %36, align 4, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %8, i64 16
  store float 1.000000e+00, ptr %37, align 4, !tbaa !11
  %38 = getelementptr i8, ptr %20, i64 20
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr inbounds nuw i8, ptr %7, i64 20
  store float %39, ptr %40, align 4, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %8, i64 20
  store float 0.000000e+00, ptr %41, align 4, !tbaa !11
  %42 = getelementptr i8, ptr %20, i64 24
  %43 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %44 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %45 = load float, ptr %42, align 4, !tbaa !11
  store float %45, ptr %43, align 4, !tbaa !11
  store float 0.000000e+00, ptr %44, align 4, !tbaa !11
  %46 = getelementptr i8, ptr %20, i64 28
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %7, i64 28
  store float %47, ptr %48, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %8, i64 28
  store float 0.000000e+00, ptr %49, align 4, !tbaa !11
  %50 = getelementptr i8, ptr %20, i64 32
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %7, i64 32
  store float %51, ptr %52, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw i8, ptr %8, i64 32
  store float 1.000000e+00, ptr %53, align 4, !tbaa !11
  %54 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %55 = tail call i32 @llvm.umin.i32(i32 %54, i32 16)
  br label %56

56:                                               ; preds = %58, %17
  %57 = phi i32 [ %60, %58 ], [ 0, %17 ]
  br label %63

58:                                               ; preds = %177
  %59 = fcmp contract olt float %178, 0x3EB0C6F7A0000000
  %60 = add nuw nsw i32 %57, 1
  %61 = icmp eq i32 %60, %55
  %62 = select i1 %59, i1 true, i1 %61
  br i1 %62, label %181, label %56, !llvm.loop !23

63:                                               ; preds = %56, %177
  %64 = phi float [ 0.000000e+00, %56 ], [ %178, %177 ]
  %65 = phi i32 [ 0, %56 ], [ %179, %177 ]
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw [2 x i32], ptr addrspacecast (ptr addrspace(4) @c_jacobi_pairs to ptr), i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = and i32 %68, 1
  %70 = getelementptr inbounds nuw i8, ptr %67, i64 4
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = add nuw nsw i32 %69, 1
  %73 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %71, i32 range(i32 1, 3) %72)
  %74 = tail call i32 @llvm.umin.i32(i32 %73, i32 2)
  %75 = zext nneg i32 %69 to i64
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr inbounds nuw float, ptr %7, i64 %75
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = fmul contract float %78, %78
  %80 = getelementptr inbounds nuw float, ptr %7, i64 %76
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = fmul contract float %81, %81
  %83 = fmul contract float %78, %81
  %84 = fadd contract float %83, 0.000000e+00
  %85 = getelementptr inbounds nuw float, ptr %31, i64 %75
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fmul contract float %86, %86
  %88 = fadd contract float %79, %87
  %89 = getelementptr inbounds nuw float, ptr %31, i64 %76
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fmul contract float %90, %90
  %92 = fadd contract float %82, %91
  %93 = fmul contract float %86, %90
  %94 = fadd contract float %84, %93
  %95 = getelementptr inbounds nuw float, ptr %43, i64 %75
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fmul contract float %96, %96
  %98 = fadd contract float %88, %97
  %99 = getelementptr inbounds nuw float, ptr %43, i64 %76
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fmul contract float %100, %100
  %102 = fadd contract float %92, %101
  %103 = fmul contract float %96, %100
  %104 = fadd contract float %94, %103
  %105 = fmul contract float %102, %98
  %106 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %105) #11
  %107 = tail call noundef float @llvm.nvvm.fabs.f32(float %104)
  %108 = fmul contract float %106, 0x3E7AD7F2A0000000
  %109 = fcmp contract ogt float %107, %108
  %110 = fcmp contract ogt float %106, 0.000000e+00
  %111 = and i1 %110, %109
  br i1 %111, label %112, label %177

112:                                              ; preds = %63
  %113 = fsub contract float %102, %98
  %114 = fmul contract float %104, 2.000000e+00
  %115 = fdiv contract float %113, %114
  %116 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %115)
  %117 = tail call noundef float @llvm.nvvm.fabs.f32(float %115)
  %118 = fmul contract float %115, %115
  %119 = fadd contract float %118, 1.000000e+00
  %120 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %119) #11
  %121 = fadd contract float %117, %120
  %122 = fdiv contract float %116, %121
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %123, 1.000000e+00
  %125 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %124)
  %126 = fmul contract float %125, %122
  %127 = fmul contract float %125, %78
  %128 = fmul contract float %126, %81
  %129 = fsub contract float %127, %128
  store float %129, ptr %77, align 4, !tbaa !11
  %130 = fmul contract float %126, %78
  %131 = fmul contract float %125, %81
  %132 = fadd contract float %130, %131
  store float %132, ptr %80, align 4, !tbaa !11
  %133 = getelementptr inbounds nuw float, ptr %8, i64 %75
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = getelementptr inbounds nuw float, ptr %8, i64 %76
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = fmul contract float %125, %134
  %138 = fmul contract float %126, %136
  %139 = fsub contract float %137, %138
  store float %139, ptr %133, align 4, !tbaa !11
  %140 = fmul contract float %126, %134
  %141 = fmul contract float %125, %136
  %142 = fadd contract float %140, %141
  store float %142, ptr %135, align 4, !tbaa !11
  %143 = fmul contract float %125, %86
  %144 = fmul contract float %126, %90
  %145 = fsub contract float %143, %144
  store float %145, ptr %85, align 4, !tbaa !11
  %146 = fmul contract float %126, %86
  %147 = fmul contract float %125, %90
  %148 = fadd contract float %146, %147
  store float %148, ptr %89, align 4, !tbaa !11
  %149 = getelementptr inbounds nuw float, ptr %32, i64 %75
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw float, ptr %32, i64 %76
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fmul contract float %125, %150
  %154 = fmul contract float %126, %152
  %155 = fsub contract float %153, %154
  store float %155, ptr %149, align 4, !tbaa !11
  %156 = fmul contract float %126, %150
  %157 = fmul contract float %125, %152
  %158 = fadd contract float %156, %157
  store float %158, ptr %151, align 4, !tbaa !11
  %159 = fmul contract float %125, %96
  %160 = fmul contract float %126, %100
  %161 = fsub contract float %159, %160
  store float %161, ptr %95, align 4, !tbaa !11
  %162 = fmul contract float %126, %96
  %163 = fmul contract float %125, %100
  %164 = fadd contract float %162, %163
  store float %164, ptr %99, align 4, !tbaa !11
  %165 = getelementptr inbounds nuw float, ptr %44, i64 %75
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = getelementptr inbounds nuw float, ptr %44, i64 %76
  %168 = load float, ptr %167, align 4, !tbaa !11
  %169 = fmul contract float %125, %166
  %170 = fmul contract float %126, %168
  %171 = fsub contract float %169, %170
  store float %171, ptr %165, align 4, !tbaa !11
  %172 = fmul contract float %126, %166
  %173 = fmul contract float %125, %168
  %174 = fadd contract float %172, %173
  store float %174, ptr %167, align 4, !tbaa !11
  %175 = fdiv contract float %107, %106
  %176 = tail call noundef float @llvm.maxnum.f32(float %64, float %175)
  br label %177

177:                                              ; preds = %112, %63
  %178 = phi float [ %64, %63 ], [ %176, %112 ]
  %179 = add nuw nsw i32 %65, 1
  %180 = icmp eq i32 %179, 3
  br i1 %180, label %58, label %63, !llvm.loop !24

181:                                              ; preds = %58
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #11
  %182 = load float, ptr %7, align 4, !tbaa !11
  %183 = fmul contract float %182, %182
  %184 = load float, ptr %31, align 4, !tbaa !11
  %185 = fmul contract float %184, %184
  %186 = fadd contract float %183, %185
  %187 = load float, ptr %43, align 4, !tbaa !11
  %188 = fmul contract float %187, %187
  %189 = fadd contract float %186, %188
  %190 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %189) #11
  store float %190, ptr %9, align 4, !tbaa !11
  %191 = fcmp contract ogt float %190, 0x3BC79CA100000000
  %192 = fdiv contract float 1.000000e+00, %190
  %193 = select contract i1 %191, float %192, float 0.000000e+00
  %194 = fmul contract float %193, %182
  store float %194, ptr %10, align 4, !tbaa !11
  %195 = fmul contract float %193, %184
  %196 = getelementptr inbounds nuw i8, ptr %10, i64 12
  store float %195, ptr %196, align 4, !tbaa !11
  %197 = fmul contract float %193, %187
  %198 = getelementptr inbounds nuw i8, ptr %10, i64 24
  store float %197, ptr %198, align 4, !tbaa !11
  %199 = load float, ptr %24, align 4, !tbaa !11
  %200 = fmul contract float %199, %199
  %201 = load float, ptr %36, align 4, !tbaa !11
  %202 = fmul contract float %201, %201
  %203 = fadd contract float %200, %202
  %204 = load float, ptr %48, align 4, !tbaa !11
  %205 = fmul contract float %204, %204
  %206 = fadd contract float %203, %205
  %207 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %206) #11
  %208 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store float %207, ptr %208, align 4, !tbaa !11
  %209 = fcmp contract ogt float %207, 0x3BC79CA100000000
  %210 = fdiv contract float 1.000000e+00, %207
  %211 = select contract i1 %209, float %210, float 0.000000e+00
  %212 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %213 = fmul contract float %211, %199
  store float %213, ptr %212, align 4, !tbaa !11
  %214 = fmul contract float %211, %201
  %215 = getelementptr inbounds nuw i8, ptr %10, i64 16
  store float %214, ptr %215, align 4, !tbaa !11
  %216 = fmul contract float %211, %204
  %217 = getelementptr inbounds nuw i8, ptr %10, i64 28
  store float %216, ptr %217, align 4, !tbaa !11
  %218 = load float, ptr %28, align 4, !tbaa !11
  %219 = fmul contract float %218, %218
  %220 = load float, ptr %40, align 4, !tbaa !11
  %221 = fmul contract float %220, %220
  %222 = fadd contract float %219, %221
  %223 = load float, ptr %52, align 4, !tbaa !11
  %224 = fmul contract float %223, %223
  %225 = fadd contract float %222, %224
  %226 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %225) #11
  %227 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store float %226, ptr %227, align 4, !tbaa !11
  %228 = fcmp contract ogt float %226, 0x3BC79CA100000000
  %229 = fdiv contract float 1.000000e+00, %226
  %230 = select contract i1 %228, float %229, float 0.000000e+00
  %231 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %232 = fmul contract float %230, %218
  store float %232, ptr %231, align 4, !tbaa !11
  %233 = fmul contract float %230, %220
  %234 = getelementptr inbounds nuw i8, ptr %10, i64 20
  store float %233, ptr %234, align 4, !tbaa !11
  %235 = fmul contract float %230, %223
  %236 = getelementptr inbounds nuw i8, ptr %10, i64 32
  store float %235, ptr %236, align 4, !tbaa !11
  %237 = fmul contract float %214, %235
  %238 = fmul contract float %233, %216
  %239 = fsub contract float %237, %238
  %240 = fmul contract float %194, %239
  %241 = fmul contract float %235, %195
  %242 = fmul contract float %233, %197
  %243 = fsub contract float %241, %242
  %244 = fmul contract float %213, %243
  %245 = fsub contract float %240, %244
  %246 = fmul contract float %216, %195
  %247 = fmul contract float %214, %197
  %248 = fsub contract float %246, %247
  %249 = fmul contract float %232, %248
  %250 = fadd contract float %249, %245
  %251 = load float, ptr %8, align 4, !tbaa !11
  %252 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %253 = load float, ptr %252, align 4, !tbaa !11
  %254 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %255 = load float, ptr %254, align 4, !tbaa !11
  %256 = fmul contract float %253, %255
  %257 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %258 = load float, ptr %257, align 4, !tbaa !11
  %259 = getelementptr inbounds nuw i8, ptr %8, i64 28
  %260 = load float, ptr %259, align 4, !tbaa !11
  %261 = fmul contract float %258, %260
  %262 = fsub contract float %256, %261
  %263 = fmul contract float %251, %262
  %264 = load float, ptr %25, align 4, !tbaa !11
  %265 = load float, ptr %32, align 4, !tbaa !11
  %266 = fmul contract float %255, %265
  %267 = load float, ptr %44, align 4, !tbaa !11
  %268 = fmul contract float %258, %267
  %269 = fsub contract float %266, %268
  %270 = fmul contract float %264, %269
  %271 = fsub contract float %263, %270
  %272 = load float, ptr %29, align 4, !tbaa !11
  %273 = fmul contract float %260, %265
  %274 = fmul contract float %253, %267
  %275 = fsub contract float %273, %274
  %276 = fmul contract float %272, %275
  %277 = fadd contract float %276, %271
  %278 = fmul contract float %250, %277
  %279 = fcmp contract olt float %278, 0.000000e+00
  br i1 %279, label %280, label %309

280:                                              ; preds = %181
  %281 = load float, ptr %9, align 4, !tbaa !11
  %282 = fcmp contract olt float %207, %281
  %283 = select i1 %282, i64 4, i64 0
  %284 = getelementptr inbounds nuw i8, ptr %9, i64 %283
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = fcmp contract olt float %226, %285
  %287 = zext i1 %282 to i64
  %288 = select i1 %286, i64 2, i64 %287
  %289 = getelementptr inbounds nuw float, ptr %10, i64 %288
  %290 = load float, ptr %289, align 4, !tbaa !11
  %291 = fneg contract float %290
  store float %291, ptr %289, align 4, !tbaa !11
  %292 = getelementptr inbounds nuw i8, ptr %289, i64 12
  %293 = load float, ptr %292, align 4, !tbaa !11
  %294 = fneg contract float %293
  store float %294, ptr %292, align 4, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %289, i64 24
  %296 = load float, ptr %295, align 4, !tbaa !11
  %297 = fneg contract float %296
  store float %297, ptr %295, align 4, !tbaa !11
  %298 = getelementptr inbounds nuw float, ptr %9, i64 %288
  %299 = load float, ptr %298, align 4, !tbaa !11
  %300 = fneg contract float %299
  store float %300, ptr %298, align 4, !tbaa !11
  %301 = load float, ptr %212, align 4, !tbaa !11
  %302 = load float, ptr %208, align 4, !tbaa !11
  %303 = load float, ptr %231, align 4, !tbaa !11
  %304 = load float, ptr %227, align 4, !tbaa !11
  %305 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %306 = load float, ptr %305, align 4, !tbaa !11
  %307 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %308 = load float, ptr %307, align 4, !tbaa !11
  br label %309

309:                                              ; preds = %280, %181
  %310 = phi float [ %308, %280 ], [ %233, %181 ]
  %311 = phi float [ %306, %280 ], [ %214, %181 ]
  %312 = phi float [ %304, %280 ], [ %226, %181 ]
  %313 = phi float [ %303, %280 ], [ %232, %181 ]
  %314 = phi float [ %302, %280 ], [ %207, %181 ]
  %315 = phi float [ %301, %280 ], [ %213, %181 ]
  %316 = mul nsw i64 %18, 9
  %317 = load float, ptr %10, align 4, !tbaa !11
  %318 = fmul contract float %317, %251
  %319 = fadd contract float %318, 0.000000e+00
  %320 = load float, ptr %9, align 4, !tbaa !11
  %321 = fmul contract float %251, %320
  %322 = fmul contract float %251, %321
  %323 = fadd contract float %322, 0.000000e+00
  %324 = fmul contract float %315, %264
  %325 = fadd contract float %319, %324
  %326 = fmul contract float %264, %314
  %327 = fmul contract float %264, %326
  %328 = fadd contract float %323, %327
  %329 = fmul contract float %313, %272
  %330 = fadd contract float %325, %329
  %331 = fmul contract float %272, %312
  %332 = fmul contract float %272, %331
  %333 = fadd contract float %328, %332
  %334 = getelementptr inbounds nuw float, ptr %1, i64 %316
  store float %330, ptr %334, align 4, !tbaa !11
  %335 = getelementptr inbounds nuw float, ptr %2, i64 %316
  store float %333, ptr %335, align 4, !tbaa !11
  %336 = fmul contract float %317, %265
  %337 = fadd contract float %336, 0.000000e+00
  %338 = fmul contract float %265, %321
  %339 = fadd contract float %338, 0.000000e+00
  %340 = fmul contract float %315, %253
  %341 = fadd contract float %337, %340
  %342 = fmul contract float %253, %326
  %343 = fadd contract float %339, %342
  %344 = fmul contract float %313, %258
  %345 = fadd contract float %341, %344
  %346 = fmul contract float %258, %331
  %347 = fadd contract float %343, %346
  %348 = add nsw i64 %316, 1
  %349 = getelementptr inbounds nuw float, ptr %1, i64 %348
  store float %345, ptr %349, align 4, !tbaa !11
  %350 = getelementptr inbounds nuw float, ptr %2, i64 %348
  store float %347, ptr %350, align 4, !tbaa !11
  %351 = fmul contract float %317, %267
  %352 = fadd contract float %351, 0.000000e+00
  %353 = fmul contract float %267, %321
  %354 = fadd contract float %353, 0.000000e+00
  %355 = fmul contract float %315, %260
  %356 = fadd contract float %352, %355
  %357 = fmul contract float %260, %326
  %358 = fadd contract float %354, %357
  %359 = fmul contract float %313, %255
  %360 = fadd contract float %356, %359
  %361 = fmul contract float %255, %331
  %362 = fadd contract float %358, %361
  %363 = add nsw i64 %316, 2
  %364 = getelementptr inbounds nuw float, ptr %1, i64 %363
  store float %360, ptr %364, align 4, !tbaa !11
  %365 = getelementptr inbounds nuw float, ptr %2, i64 %363
  store float %362, ptr %365, align 4, !tbaa !11
  %366 = add nsw i64 %316, 3
  %367 = load float, ptr %196, align 4, !tbaa !11
  %368 = fmul contract float %367, %251
  %369 = fadd contract float %368, 0.000000e+00
  %370 = fmul contract float %265, %320
  %371 = fmul contract float %251, %370
  %372 = fadd contract float %371, 0.000000e+00
  %373 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %374 = fmul contract float %311, %264
  %375 = fadd contract float %369, %374
  %376 = fmul contract float %253, %314
  %377 = fmul contract float %264, %376
  %378 = fadd contract float %372, %377
  %379 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %380 = fmul contract float %310, %272
  %381 = fadd contract float %375, %380
  %382 = fmul contract float %258, %312
  %383 = fmul contract float %272, %382
  %384 = fadd contract float %378, %383
  %385 = getelementptr inbounds nuw float, ptr %1, i64 %366
  store float %381, ptr %385, align 4, !tbaa !11
  %386 = getelementptr inbounds nuw float, ptr %2, i64 %366
  store float %384, ptr %386, align 4, !tbaa !11
  %387 = fmul contract float %367, %265
  %388 = fadd contract float %387, 0.000000e+00
  %389 = fmul contract float %265, %370
  %390 = fadd contract float %389, 0.000000e+00
  %391 = fmul contract float %311, %253
  %392 = fadd contract float %388, %391
  %393 = fmul contract float %253, %376
  %394 = fadd contract float %390, %393
  %395 = fmul contract float %310, %258
  %396 = fadd contract float %392, %395
  %397 = fmul contract float %258, %382
  %398 = fadd contract float %394, %397
  %399 = add nsw i64 %316, 4
  %400 = getelementptr inbounds nuw float, ptr %1, i64 %399
  store float %396, ptr %400, align 4, !tbaa !11
  %401 = getelementptr inbounds nuw float, ptr %2, i64 %399
  store float %398, ptr %401, align 4, !tbaa !11
  %402 = load float, ptr %44, align 4, !tbaa !11
  %403 = fmul contract float %367, %402
  %404 = fadd contract float %403, 0.000000e+00
  %405 = load float, ptr %32, align 4, !tbaa !11
  %406 = fmul contract float %405, %320
  %407 = fmul contract float %402, %406
  %408 = fadd contract float %407, 0.000000e+00
  %409 = load float, ptr %373, align 4, !tbaa !11
  %410 = load float, ptr %49, align 4, !tbaa !11
  %411 = fmul contract float %409, %410
  %412 = fadd contract float %404, %411
  %413 = load float, ptr %37, align 4, !tbaa !11
  %414 = load float, ptr %208, align 4, !tbaa !11
  %415 = fmul contract float %413, %414
  %416 = fmul contract float %410, %415
  %417 = fadd contract float %408, %416
  %418 = load float, ptr %379, align 4, !tbaa !11
  %419 = load float, ptr %53, align 4, !tbaa !11
  %420 = fmul contract float %418, %419
  %421 = fadd contract float %412, %420
  %422 = load float, ptr %41, align 4, !tbaa !11
  %423 = load float, ptr %227, align 4, !tbaa !11
  %424 = fmul contract float %422, %423
  %425 = fmul contract float %419, %424
  %426 = fadd contract float %417, %425
  %427 = add nsw i64 %316, 5
  %428 = getelementptr inbounds nuw float, ptr %1, i64 %427
  store float %421, ptr %428, align 4, !tbaa !11
  %429 = getelementptr inbounds nuw float, ptr %2, i64 %427
  store float %426, ptr %429, align 4, !tbaa !11
  %430 = add nsw i64 %316, 6
  %431 = load float, ptr %198, align 4, !tbaa !11
  %432 = load float, ptr %8, align 4, !tbaa !11
  %433 = fmul contract float %431, %432
  %434 = fadd contract float %433, 0.000000e+00
  %435 = load float, ptr %9, align 4, !tbaa !11
  %436 = fmul contract float %402, %435
  %437 = fmul contract float %432, %436
  %438 = fadd contract float %437, 0.000000e+00
  %439 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %440 = load float, ptr %439, align 4, !tbaa !11
  %441 = load float, ptr %25, align 4, !tbaa !11
  %442 = fmul contract float %440, %441
  %443 = fadd contract float %434, %442
  %444 = fmul contract float %410, %414
  %445 = fmul contract float %441, %444
  %446 = fadd contract float %438, %445
  %447 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %448 = load float, ptr %447, align 4, !tbaa !11
  %449 = load float, ptr %29, align 4, !tbaa !11
  %450 = fmul contract float %448, %449
  %451 = fadd contract float %443, %450
  %452 = fmul contract float %419, %423
  %453 = fmul contract float %449, %452
  %454 = fadd contract float %446, %453
  %455 = getelementptr inbounds nuw float, ptr %1, i64 %430
  store float %451, ptr %455, align 4, !tbaa !11
  %456 = getelementptr inbounds nuw float, ptr %2, i64 %430
  store float %454, ptr %456, align 4, !tbaa !11
  %457 = fmul contract float %431, %405
  %458 = fadd contract float %457, 0.000000e+00
  %459 = fmul contract float %405, %436
  %460 = fadd contract float %459, 0.000000e+00
  %461 = fmul contract float %440, %413
  %462 = fadd contract float %458, %461
  %463 = fmul contract float %413, %444
  %464 = fadd contract float %460, %463
  %465 = fmul contract float %448, %422
  %466 = fadd contract float %462, %465
  %467 = fmul contract float %422, %452
  %468 = fadd contract float %464, %467
  %469 = add nsw i64 %316, 7
  %470 = getelementptr inbounds nuw float, ptr %1, i64 %469
  store float %466, ptr %470, align 4, !tbaa !11
  %471 = getelementptr inbounds nuw float, ptr %2, i64 %469
  store float %468, ptr %471, align 4, !tbaa !11
  %472 = fmul contract float %431, %402
  %473 = fadd contract float %472, 0.000000e+00
  %474 = fmul contract float %402, %436
  %475 = fadd contract float %474, 0.000000e+00
  %476 = fmul contract float %440, %410
  %477 = fadd contract float %473, %476
  %478 = fmul contract float %410, %444
  %479 = fadd contract float %475, %478
  %480 = fmul contract float %448, %419
  %481 = fadd contract float %477, %480
  %482 = fmul contract float %419, %452
  %483 = fadd contract float %479, %482
  %484 = add nsw i64 %316, 8
  %485 = getelementptr inbounds nuw float, ptr %1, i64 %484
  store float %481, ptr %485, align 4, !tbaa !11
  %486 = getelementptr inbounds nuw float, ptr %2, i64 %484
  store float %483, ptr %486, align 4, !tbaa !11
  %487 = mul nsw i64 %18, 12
  %488 = getelementptr i8, ptr %3, i64 %487
  store float %435, ptr %488, align 4, !tbaa !11
  %489 = getelementptr i8, ptr %488, i64 4
  store float %414, ptr %489, align 4, !tbaa !11
  %490 = getelementptr i8, ptr %488, i64 8
  store float %423, ptr %490, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  br label %491

491:                                              ; preds = %6, %309
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @sqrtm_denman_beavers(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, double noundef %5) local_unnamed_addr #4 {
  %7 = alloca %struct.Mat, align 8
  %8 = alloca %struct.Mat, align 8
  %9 = alloca %struct.Mat, align 8
  %10 = alloca %struct.Mat, align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %3
  br i1 %16, label %17, label %242

17:                                               ; preds = %6
  %18 = sext i32 %15 to i64
  %19 = mul nsw i64 %18, 72
  %20 = getelementptr i8, ptr %0, i64 %19
  %21 = load double, ptr %20, align 8, !tbaa !17
  %22 = getelementptr i8, ptr %20, i64 8
  %23 = load double, ptr %22, align 8, !tbaa !17
  %24 = getelementptr i8, ptr %20, i64 16
  %25 = load double, ptr %24, align 8, !tbaa !17
  %26 = getelementptr i8, ptr %20, i64 24
  %27 = load double, ptr %26, align 8, !tbaa !17
  %28 = getelementptr i8, ptr %20, i64 32
  %29 = load double, ptr %28, align 8, !tbaa !17
  %30 = getelementptr i8, ptr %20, i64 40
  %31 = load double, ptr %30, align 8, !tbaa !17
  %32 = getelementptr i8, ptr %20, i64 48
  %33 = load double, ptr %32, align 8, !tbaa !17
  %34 = getelementptr i8, ptr %20, i64 56
  %35 = load double, ptr %34, align 8, !tbaa !17
  %36 = getelementptr i8, ptr %20, i64 64
  %37 = load double, ptr %36, align 8, !tbaa !17
  %38 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %39 = tail call i32 @llvm.umin.i32(i32 %38, i32 64)
  %40 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %41 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %42 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %43 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %44 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %45 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %46 = getelementptr inbounds nuw i8, ptr %9, i64 64
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %48 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %49 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %50 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %51 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %52 = getelementptr inbounds nuw i8, ptr %10, i64 48
  %53 = getelementptr inbounds nuw i8, ptr %10, i64 64
  %54 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %55 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %56 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %57 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %58 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %59 = getelementptr inbounds nuw i8, ptr %7, i64 48
  %60 = getelementptr inbounds nuw i8, ptr %7, i64 56
  %61 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %62 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %64 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %65 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %66 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %67 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %68 = getelementptr inbounds nuw i8, ptr %8, i64 56
  %69 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %70 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %71 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %72 = getelementptr inbounds nuw i8, ptr %10, i64 40
  %73 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %74 = getelementptr inbounds nuw i8, ptr %10, i64 56
  %75 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %76 = getelementptr inbounds nuw i8, ptr %10, i64 64
  %77 = getelementptr inbounds nuw i8, ptr %9, i64 64
  br label %78

78:                                               ; preds = %17, %227
  %79 = phi double [ %37, %17 ], [ %207, %227 ]
  %80 = phi double [ %35, %17 ], [ %208, %227 ]
  %81 = phi double [ %33, %17 ], [ %209, %227 ]
  %82 = phi double [ %31, %17 ], [ %210, %227 ]
  %83 = phi double [ %29, %17 ], [ %211, %227 ]
  %84 = phi double [ %27, %17 ], [ %212, %227 ]
  %85 = phi double [ %25, %17 ], [ %213, %227 ]
  %86 = phi double [ %23, %17 ], [ %214, %227 ]
  %87 = phi double [ %21, %17 ], [ %215, %227 ]
  %88 = phi double [ 1.000000e+00, %17 ], [ %216, %227 ]
  %89 = phi double [ 0.000000e+00, %17 ], [ %217, %227 ]
  %90 = phi double [ 0.000000e+00, %17 ], [ %218, %227 ]
  %91 = phi double [ 0.000000e+00, %17 ], [ %219, %227 ]
  %92 = phi double [ 1.000000e+00, %17 ], [ %220, %227 ]
  %93 = phi double [ 0.000000e+00, %17 ], [ %221, %227 ]
  %94 = phi double [ 0.000000e+00, %17 ], [ %222, %227 ]
  %95 = phi double [ 0.000000e+00, %17 ], [ %223, %227 ]
  %96 = phi double [ 1.000000e+00, %17 ], [ %224, %227 ]
  %97 = phi i32 [ 0, %17 ], [ %228, %227 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #11
  store double %87, ptr %7, align 8
  store double %86, ptr %54, align 8
  store double %85, ptr %55, align 8
  store double %84, ptr %56, align 8
  store double %83, ptr %57, align 8
  store double %82, ptr %58, align 8
  store double %81, ptr %59, align 8
  store double %80, ptr %60, align 8
  store double %79, ptr %61, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #11
  store double %96, ptr %8, align 8
  store double %95, ptr %62, align 8
  store double %94, ptr %63, align 8
  store double %93, ptr %64, align 8
  store double %92, ptr %65, align 8
  store double %91, ptr %66, align 8
  store double %90, ptr %67, align 8
  store double %89, ptr %68, align 8
  store double %88, ptr %69, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #11
  store double 1.000000e+00, ptr %9, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %40, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %43, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %44, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %46, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #11
  store double 1.000000e+00, ptr %10, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %47, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %50, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %51, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %53, align 8
  %98 = call noundef zeroext i1 @_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(72) %7, ptr noundef nonnull align 8 dereferenceable(72) %9) #11
  %99 = call noundef zeroext i1 @_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(72) %8, ptr noundef nonnull align 8 dereferenceable(72) %10) #11
  %100 = and i1 %98, %99
  br i1 %100, label %101, label %206

101:                                              ; preds = %78
  %102 = load double, ptr %10, align 8, !tbaa !17
  %103 = fadd contract double %87, %102
  %104 = fmul contract double %103, 5.000000e-01
  %105 = load double, ptr %9, align 8, !tbaa !17
  %106 = fadd contract double %96, %105
  %107 = fmul contract double %106, 5.000000e-01
  %108 = fsub contract double %104, %87
  %109 = call noundef double @llvm.nvvm.fabs.f64(double %108)
  %110 = call noundef double @llvm.maxnum.f64(double %109, double 0.000000e+00)
  %111 = call noundef double @llvm.nvvm.fabs.f64(double %104)
  %112 = call noundef double @llvm.maxnum.f64(double %111, double 0.000000e+00)
  %113 = load double, ptr %47, align 8, !tbaa !17
  %114 = fadd contract double %86, %113
  %115 = fmul contract double %114, 5.000000e-01
  %116 = load double, ptr %40, align 8, !tbaa !17
  %117 = fadd contract double %95, %116
  %118 = fmul contract double %117, 5.000000e-01
  %119 = fsub contract double %115, %86
  %120 = call noundef double @llvm.nvvm.fabs.f64(double %119)
  %121 = call noundef double @llvm.maxnum.f64(double %110, double %120)
  %122 = call noundef double @llvm.nvvm.fabs.f64(double %115)
  %123 = call noundef double @llvm.maxnum.f64(double %112, double %122)
  %124 = load double, ptr %48, align 8, !tbaa !17
  %125 = fadd contract double %85, %124
  %126 = fmul contract double %125, 5.000000e-01
  %127 = load double, ptr %41, align 8, !tbaa !17
  %128 = fadd contract double %94, %127
  %129 = fmul contract double %128, 5.000000e-01
  %130 = fsub contract double %126, %85
  %131 = call noundef double @llvm.nvvm.fabs.f64(double %130)
  %132 = call noundef double @llvm.maxnum.f64(double %121, double %131)
  %133 = call noundef double @llvm.nvvm.fabs.f64(double %126)
  %134 = call noundef double @llvm.maxnum.f64(double %123, double %133)
  %135 = load double, ptr %49, align 8, !tbaa !17
  %136 = fadd contract double %84, %135
  %137 = fmul contract double %136, 5.000000e-01
  %138 = load double, ptr %42, align 8, !tbaa !17
  %139 = fadd contract double %93, %138
  %140 = fmul contract double %139, 5.000000e-01
  %141 = fsub contract double %137, %84
  %142 = call noundef double @llvm.nvvm.fabs.f64(double %141)
  %143 = call noundef double @llvm.maxnum.f64(double %132, double %142)
  %144 = call noundef double @llvm.nvvm.fabs.f64(double %137)
  %145 = call noundef double @llvm.maxnum.f64(double %134, double %144)
  %146 = load double, ptr %70, align 8, !tbaa !17
  %147 = fadd contract double %83, %146
  %148 = fmul contract double %147, 5.000000e-01
  %149 = load double, ptr %71, align 8, !tbaa !17
  %150 = fadd contract double %92, %149
  %151 = fmul contract double %150, 5.000000e-01
  %152 = fsub contract double %148, %83
  %153 = call noundef double @llvm.nvvm.fabs.f64(double %152)
  %154 = call noundef double @llvm.maxnum.f64(double %143, double %153)
  %155 = call noundef double @llvm.nvvm.fabs.f64(double %148)
  %156 = call noundef double @llvm.maxnum.f64(double %145, double %155)
  %157 = load double, ptr %72, align 8, !tbaa !17
  %158 = fadd contract double %82, %157
  %159 = fmul contract double %158, 5.000000e-01
  %160 = load double, ptr %73, align 8, !tbaa !17
  %161 = fadd contract double %91, %160
  %162 = fmul contract double %161, 5.000000e-01
  %163 = fsub contract double %159, %82
  %164 = call noundef double @llvm.nvvm.fabs.f64(double %163)
  %165 = call noundef double @llvm.maxnum.f64(double %154, double %164)
  %166 = call noundef double @llvm.nvvm.fabs.f64(double %159)
  %167 = call noundef double @llvm.maxnum.f64(double %156, double %166)
  %168 = load double, ptr %52, align 8, !tbaa !17
  %169 = fadd contract double %81, %168
  %170 = fmul contract double %169, 5.000000e-01
  %171 = load double, ptr %45, align 8, !tbaa !17
  %172 = fadd contract double %90, %171
  %173 = fmul contract double %172, 5.000000e-01
  %174 = fsub contract double %170, %81
  %175 = call noundef double @llvm.nvvm.fabs.f64(double %174)
  %176 = call noundef double @llvm.maxnum.f64(double %165, double %175)
  %177 = call noundef double @llvm.nvvm.fabs.f64(double %170)
  %178 = call noundef double @llvm.maxnum.f64(double %167, double %177)
  %179 = load double, ptr %74, align 8, !tbaa !17
  %180 = fadd contract double %80, %179
  %181 = fmul contract double %180, 5.000000e-01
  %182 = load double, ptr %75, align 8, !tbaa !17
  %183 = fadd contract double %89, %182
  %184 = fmul contract double %183, 5.000000e-01
  %185 = fsub contract double %181, %80
  %186 = call noundef double @llvm.nvvm.fabs.f64(double %185)
  %187 = call noundef double @llvm.maxnum.f64(double %176, double %186)
  %188 = call noundef double @llvm.nvvm.fabs.f64(double %181)
  %189 = call noundef double @llvm.maxnum.f64(double %178, double %188)
  %190 = load double, ptr %76, align 8, !tbaa !17
  %191 = fadd contract double %79, %190
  %192 = fmul contract double %191, 5.000000e-01
  %193 = load double, ptr %77, align 8, !tbaa !17
  %194 = fadd contract double %88, %193
  %195 = fmul contract double %194, 5.000000e-01
  %196 = fsub contract double %192, %79
  %197 = call noundef double @llvm.nvvm.fabs.f64(double %196)
  %198 = call noundef double @llvm.maxnum.f64(double %187, double %197)
  %199 = call noundef double @llvm.nvvm.fabs.f64(double %192)
  %200 = call noundef double @llvm.maxnum.f64(double %189, double %199)
  %201 = fmul contract double %5, %200
  %202 = fcmp contract ule double %198, %201
  %203 = zext i1 %202 to i32
  %204 = add nsw i32 %97, %203
  %205 = xor i1 %202, true
  br label %206

206:                                              ; preds = %78, %101
  %207 = phi double [ %192, %101 ], [ %79, %78 ]
  %208 = phi double [ %181, %101 ], [ %80, %78 ]
  %209 = phi double [ %170, %101 ], [ %81, %78 ]
  %210 = phi double [ %159, %101 ], [ %82, %78 ]
  %211 = phi double [ %148, %101 ], [ %83, %78 ]
  %212 = phi double [ %137, %101 ], [ %84, %78 ]
  %213 = phi double [ %126, %101 ], [ %85, %78 ]
  %214 = phi double [ %115, %101 ], [ %86, %78 ]
  %215 = phi double [ %104, %101 ], [ %87, %78 ]
  %216 = phi double [ %195, %101 ], [ %88, %78 ]
  %217 = phi double [ %184, %101 ], [ %89, %78 ]
  %218 = phi double [ %173, %101 ], [ %90, %78 ]
  %219 = phi double [ %162, %101 ], [ %91, %78 ]
  %220 = phi double [ %151, %101 ], [ %92, %78 ]
  %221 = phi double [ %140, %101 ], [ %93, %78 ]
  %222 = phi double [ %129, %101 ], [ %94, %78 ]
  %223 = phi double [ %118, %101 ], [ %95, %78 ]
  %224 = phi double [ %107, %101 ], [ %96, %78 ]
  %225 = phi i32 [ %204, %101 ], [ %97, %78 ]
  %226 = phi i1 [ %205, %101 ], [ false, %78 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #11
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #11
  br i1 %226, label %227, label %230

227:                                              ; preds = %206
  %228 = add nsw i32 %225, 1
  %229 = icmp slt i32 %228, %39
  br i1 %229, label %78, label %230, !llvm.loop !25

230:                                              ; preds = %206, %227
  %231 = phi i32 [ %225, %206 ], [ %228, %227 ]
  %232 = getelementptr i8, ptr %1, i64 %19
  store double %215, ptr %232, align 8, !tbaa !17
  %233 = getelementptr i8, ptr %232, i64 8
  store double %214, ptr %233, align 8, !tbaa !17
  %234 = getelementptr i8, ptr %232, i64 16
  store double %213, ptr %234, align 8, !tbaa !17
  %235 = getelementptr i8, ptr %232, i64 24
  store double %212, ptr %235, align 8, !tbaa !17
  %236 = getelementptr i8, ptr %232, i64 32
  store double %211, ptr %236, align 8, !tbaa !17
  %237 = getelementptr i8, ptr %232, i64 40
  store double %210, ptr %237, align 8, !tbaa !17
  %238 = getelementptr i8, ptr %232, i64 48
  store double %209, ptr %238, align 8, !tbaa !17
  %239 = getelementptr i8, ptr %232, i64 56
  store double %208, ptr %239, align 8, !tbaa !17
  %240 = getelementptr i8, ptr %232, i64 64
  store double %207, ptr %240, align 8, !tbaa !17
  %241 = getelementptr inbounds i32, ptr %2, i64 %18
  store i32 %231, ptr %241, align 4, !tbaa !6
  br label %242

242:                                              ; preds = %6, %230
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull align 8 dereferenceable(72) %1) local_unnamed_addr #5 comdat {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 64
  br label %20

19:                                               ; preds = %187
  ret i1 %56

20:                                               ; preds = %2, %187
  %21 = phi i1 [ true, %2 ], [ %56, %187 ]
  %22 = phi i32 [ 0, %2 ], [ %28, %187 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw [3 x double], ptr %0, i64 %23
  %25 = getelementptr inbounds nuw double, ptr %24, i64 %23
  %26 = load double, ptr %25, align 8, !tbaa !17
  %27 = tail call noundef double @llvm.nvvm.fabs.f64(double %26)
  %28 = add nuw nsw i32 %22, 1
  %29 = getelementptr inbounds nuw double, ptr %0, i64 %23
  %30 = icmp samesign ult i32 %22, 2
  br i1 %30, label %31, label %48

31:                                               ; preds = %20
  %32 = sub nuw nsw i32 2, %22
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i32 [ %45, %33 ], [ %28, %31 ]
  %35 = phi double [ %44, %33 ], [ %27, %31 ]
  %36 = phi i32 [ %43, %33 ], [ %22, %31 ]
  %37 = phi i32 [ %46, %33 ], [ 0, %31 ]
  %38 = zext nneg i32 %34 to i64
  %39 = getelementptr inbounds nuw [3 x double], ptr %29, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !17
  %41 = tail call noundef double @llvm.nvvm.fabs.f64(double %40)
  %42 = fcmp contract ogt double %41, %35
  %43 = select i1 %42, i32 %34, i32 %36
  %44 = select i1 %42, double %41, double %35
  %45 = add nuw nsw i32 %34, 1
  %46 = add i32 %37, 1
  %47 = icmp eq i32 %46, %32
  br i1 %47, label %48, label %33, !llvm.loop !26

48:                                               ; preds = %33, %20
  %49 = phi i32 [ 2, %20 ], [ %43, %33 ]
  %50 = phi double [ %27, %20 ], [ %44, %33 ]
  %51 = fcmp contract ogt double %50, 1.000000e-30
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  store double 1.000000e+00, ptr %25, align 8, !tbaa !17
  br label %53

53:                                               ; preds = %52, %48
  %54 = phi double [ %26, %48 ], [ 1.000000e+00, %52 ]
  %55 = phi i32 [ %49, %48 ], [ %22, %52 ]
  %56 = phi i1 [ %21, %48 ], [ false, %52 ]
  %57 = icmp eq i32 %55, %22
  br i1 %57, label %84, label %58

58:                                               ; preds = %53
  %59 = sext i32 %55 to i64
  %60 = getelementptr inbounds [3 x double], ptr %0, i64 %59
  %61 = getelementptr inbounds nuw [3 x double], ptr %1, i64 %23
  %62 = getelementptr inbounds [3 x double], ptr %1, i64 %59
  %63 = load double, ptr %24, align 8, !tbaa !17
  %64 = load double, ptr %60, align 8, !tbaa !17
  store double %64, ptr %24, align 8, !tbaa !17
  store double %63, ptr %60, align 8, !tbaa !17
  %65 = load double, ptr %61, align 8, !tbaa !17
  %66 = load double, ptr %62, align 8, !tbaa !17
  store double %66, ptr %61, align 8, !tbaa !17
  store double %65, ptr %62, align 8, !tbaa !17
  %67 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !17
  %69 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %70 = load double, ptr %69, align 8, !tbaa !17
  store double %70, ptr %67, align 8, !tbaa !17
  store double %68, ptr %69, align 8, !tbaa !17
  %71 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %72 = load double, ptr %71, align 8, !tbaa !17
  %73 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %74 = load double, ptr %73, align 8, !tbaa !17
  store double %74, ptr %71, align 8, !tbaa !17
  store double %72, ptr %73, align 8, !tbaa !17
  %75 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %76 = load double, ptr %75, align 8, !tbaa !17
  %77 = getelementptr inbounds nuw i8, ptr %60, i64 16
  %78 = load double, ptr %77, align 8, !tbaa !17
  store double %78, ptr %75, align 8, !tbaa !17
  store double %76, ptr %77, align 8, !tbaa !17
  %79 = getelementptr inbounds nuw i8, ptr %61, i64 16
  %80 = load double, ptr %79, align 8, !tbaa !17
  %81 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %82 = load double, ptr %81, align 8, !tbaa !17
  store double %82, ptr %79, align 8, !tbaa !17
  store double %80, ptr %81, align 8, !tbaa !17
  %83 = load double, ptr %25, align 8, !tbaa !17
  br label %84

84:                                               ; preds = %58, %53
  %85 = phi double [ %83, %58 ], [ %54, %53 ]
  %86 = fdiv contract double 1.000000e+00, %85
  %87 = getelementptr inbounds nuw [3 x double], ptr %1, i64 %23
  %88 = load double, ptr %24, align 8, !tbaa !17
  %89 = fmul contract double %86, %88
  store double %89, ptr %24, align 8, !tbaa !17
  %90 = load double, ptr %87, align 8, !tbaa !17
  %91 = fmul contract double %86, %90
  store double %91, ptr %87, align 8, !tbaa !17
  %92 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %93 = load double, ptr %92, align 8, !tbaa !17
  %94 = fmul contract double %86, %93
  store double %94, ptr %92, align 8, !tbaa !17
  %95 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %96 = load double, ptr %95, align 8, !tbaa !17
  %97 = fmul contract double %86, %96
  store double %97, ptr %95, align 8, !tbaa !17
  %98 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %99 = load double, ptr %98, align 8, !tbaa !17
  %100 = fmul contract double %86, %99
  store double %100, ptr %98, align 8, !tbaa !17
  %101 = getelementptr inbounds nuw i8, ptr %87, i64 16
  %102 = load double, ptr %101, align 8, !tbaa !17
  %103 = fmul contract double %86, %102
  store double %103, ptr %101, align 8, !tbaa !17
  %104 = icmp eq i32 %22, 0
  br i1 %104, label %132, label %105

105:                                              ; preds = %84
  %106 = load double, ptr %29, align 8, !tbaa !17
  %107 = load double, ptr %24, align 8, !tbaa !17
  %108 = fmul contract double %106, %107
  %109 = load double, ptr %0, align 8, !tbaa !17
  %110 = fsub contract double %109, %108
  store double %110, ptr %0, align 8, !tbaa !17
  %111 = load double, ptr %87, align 8, !tbaa !17
  %112 = fmul contract double %106, %111
  %113 = load double, ptr %1, align 8, !tbaa !17
  %114 = fsub contract double %113, %112
  store double %114, ptr %1, align 8, !tbaa !17
  %115 = load double, ptr %92, align 8, !tbaa !17
  %116 = fmul contract double %106, %115
  %117 = load double, ptr %3, align 8, !tbaa !17
  %118 = fsub contract double %117, %116
  store double %118, ptr %3, align 8, !tbaa !17
  %119 = load double, ptr %95, align 8, !tbaa !17
  %120 = fmul contract double %106, %119
  %121 = load double, ptr %4, align 8, !tbaa !17
  %122 = fsub contract double %121, %120
  store double %122, ptr %4, align 8, !tbaa !17
  %123 = load double, ptr %98, align 8, !tbaa !17
  %124 = fmul contract double %106, %123
  %125 = load double, ptr %5, align 8, !tbaa !17
  %126 = fsub contract double %125, %124
  store double %126, ptr %5, align 8, !tbaa !17
  %127 = load double, ptr %101, align 8, !tbaa !17
  %128 = fmul contract double %106, %127
  %129 = load double, ptr %6, align 8, !tbaa !17
  %130 = fsub contract double %129, %128
  store double %130, ptr %6, align 8, !tbaa !17
  %131 = icmp eq i32 %22, 1
  br i1 %131, label %160, label %132

132:                                              ; preds = %105, %84
  %133 = getelementptr inbounds nuw double, ptr %7, i64 %23
  %134 = load double, ptr %133, align 8, !tbaa !17
  %135 = load double, ptr %24, align 8, !tbaa !17
  %136 = fmul contract double %134, %135
  %137 = load double, ptr %7, align 8, !tbaa !17
  %138 = fsub contract double %137, %136
  store double %138, ptr %7, align 8, !tbaa !17
  %139 = load double, ptr %87, align 8, !tbaa !17
  %140 = fmul contract double %134, %139
  %141 = load double, ptr %8, align 8, !tbaa !17
  %142 = fsub contract double %141, %140
  store double %142, ptr %8, align 8, !tbaa !17
  %143 = load double, ptr %92, align 8, !tbaa !17
  %144 = fmul contract double %134, %143
  %145 = load double, ptr %9, align 8, !tbaa !17
  %146 = fsub contract double %145, %144
  store double %146, ptr %9, align 8, !tbaa !17
  %147 = load double, ptr %95, align 8, !tbaa !17
  %148 = fmul contract double %134, %147
  %149 = load double, ptr %10, align 8, !tbaa !17
  %150 = fsub contract double %149, %148
  store double %150, ptr %10, align 8, !tbaa !17
  %151 = load double, ptr %98, align 8, !tbaa !17
  %152 = fmul contract double %134, %151
  %153 = load double, ptr %11, align 8, !tbaa !17
  %154 = fsub contract double %153, %152
  store double %154, ptr %11, align 8, !tbaa !17
  %155 = load double, ptr %101, align 8, !tbaa !17
  %156 = fmul contract double %134, %155
  %157 = load double, ptr %12, align 8, !tbaa !17
  %158 = fsub contract double %157, %156
  store double %158, ptr %12, align 8, !tbaa !17
  %159 = icmp eq i32 %22, 2
  br i1 %159, label %187, label %160

160:                                              ; preds = %105, %132
  %161 = getelementptr inbounds nuw double, ptr %13, i64 %23
  %162 = load double, ptr %161, align 8, !tbaa !17
  %163 = load double, ptr %24, align 8, !tbaa !17
  %164 = fmul contract double %162, %163
  %165 = load double, ptr %13, align 8, !tbaa !17
  %166 = fsub contract double %165, %164
  store double %166, ptr %13, align 8, !tbaa !17
  %167 = load double, ptr %87, align 8, !tbaa !17
  %168 = fmul contract double %162, %167
  %169 = load double, ptr %14, align 8, !tbaa !17
  %170 = fsub contract double %169, %168
  store double %170, ptr %14, align 8, !tbaa !17
  %171 = load double, ptr %92, align 8, !tbaa !17
  %172 = fmul contract double %162, %171
  %173 = load double, ptr %15, align 8, !tbaa !17
  %174 = fsub contract double %173, %172
  store double %174, ptr %15, align 8, !tbaa !17
  %175 = load double, ptr %95, align 8, !tbaa !17
  %176 = fmul contract double %162, %175
  %177 = load double, ptr %16, align 8, !tbaa !17
  %178 = fsub contract double %177, %176
  store double %178, ptr %16, align 8, !tbaa !17
  %179 = load double, ptr %98, align 8, !tbaa !17
  %180 = fmul contract double %162, %179
  %181 = load double, ptr %17, align 8, !tbaa !17
  %182 = fsub contract double %181, %180
  store double %182, ptr %17, align 8, !tbaa !17
  %183 = load double, ptr %101, align 8, !tbaa !17
  %184 = fmul contract double %162, %183
  %185 = load double, ptr %18, align 8, !tbaa !17
  %186 = fsub contract double %185, %184
  store double %186, ptr %18, align 8, !tbaa !17
  br label %187

187:                                              ; preds = %160, %132
  %188 = icmp eq i32 %28, 3
  br i1 %188, label %19, label %20, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z12gauss_jordanIfLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 4 dereferenceable(36) %0, ptr noundef nonnull align 4 dereferenceable(36) %1) local_unnamed_addr #5 comdat {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 12
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 20
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 28
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 32
  br label %20

19:                                               ; preds = %187
  ret i1 %56

20:                                               ; preds = %2, %187
  %21 = phi i1 [ true, %2 ], [ %56, %187 ]
  %22 = phi i32 [ 0, %2 ], [ %28, %187 ]
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw [3 x float], ptr %0, i64 %23
  %25 = getelementptr inbounds nuw float, ptr %24, i64 %23
  %26 = load float, ptr %25, align 4, !tbaa !11
  %27 = tail call noundef float @llvm.nvvm.fabs.f32(float %26)
  %28 = add nuw nsw i32 %22, 1
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %30 = icmp samesign ult i32 %22, 2
  br i1 %30, label %31, label %48

31:                                               ; preds = %20
  %32 = sub nuw nsw i32 2, %22
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i32 [ %45, %33 ], [ %28, %31 ]
  %35 = phi float [ %44, %33 ], [ %27, %31 ]
  %36 = phi i32 [ %43, %33 ], [ %22, %31 ]
  %37 = phi i32 [ %46, %33 ], [ 0, %31 ]
  %38 = zext nneg i32 %34 to i64
  %39 = getelementptr inbounds nuw [3 x float], ptr %29, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %42 = fcmp contract ogt float %41, %35
  %43 = select i1 %42, i32 %34, i32 %36
  %44 = select i1 %42, float %41, float %35
  %45 = add nuw nsw i32 %34, 1
  %46 = add i32 %37, 1
  %47 = icmp eq i32 %46, %32
  br i1 %47, label %48, label %33, !llvm.loop !29

48:                                               ; preds = %33, %20
  %49 = phi i32 [ 2, %20 ], [ %43, %33 ]
  %50 = phi float [ %27, %20 ], [ %44, %33 ]
  %51 = fcmp contract ogt float %50, 0x39B4484C00000000
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  store float 1.000000e+00, ptr %25, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %52, %48
  %54 = phi float [ %26, %48 ], [ 1.000000e+00, %52 ]
  %55 = phi i32 [ %49, %48 ], [ %22, %52 ]
  %56 = phi i1 [ %21, %48 ], [ false, %52 ]
  %57 = icmp eq i32 %55, %22
  br i1 %57, label %84, label %58

58:                                               ; preds = %53
  %59 = sext i32 %55 to i64
  %60 = getelementptr inbounds [3 x float], ptr %0, i64 %59
  %61 = getelementptr inbounds nuw [3 x float], ptr %1, i64 %23
  %62 = getelementptr inbounds [3 x float], ptr %1, i64 %59
  %63 = load float, ptr %24, align 4, !tbaa !11
  %64 = load float, ptr %60, align 4, !tbaa !11
  store float %64, ptr %24, align 4, !tbaa !11
  store float %63, ptr %60, align 4, !tbaa !11
  %65 = load float, ptr %61, align 4, !tbaa !11
  %66 = load float, ptr %62, align 4, !tbaa !11
  store float %66, ptr %61, align 4, !tbaa !11
  store float %65, ptr %62, align 4, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw i8, ptr %60, i64 4
  %70 = load float, ptr %69, align 4, !tbaa !11
  store float %70, ptr %67, align 4, !tbaa !11
  store float %68, ptr %69, align 4, !tbaa !11
  %71 = getelementptr inbounds nuw i8, ptr %61, i64 4
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %74 = load float, ptr %73, align 4, !tbaa !11
  store float %74, ptr %71, align 4, !tbaa !11
  store float %72, ptr %73, align 4, !tbaa !11
  %75 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw i8, ptr %60, i64 8
  %78 = load float, ptr %77, align 4, !tbaa !11
  store float %78, ptr %75, align 4, !tbaa !11
  store float %76, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %61, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %82 = load float, ptr %81, align 4, !tbaa !11
  store float %82, ptr %79, align 4, !tbaa !11
  store float %80, ptr %81, align 4, !tbaa !11
  %83 = load float, ptr %25, align 4, !tbaa !11
  br label %84

84:                                               ; preds = %58, %53
  %85 = phi float [ %83, %58 ], [ %54, %53 ]
  %86 = fdiv contract float 1.000000e+00, %85
  %87 = getelementptr inbounds nuw [3 x float], ptr %1, i64 %23
  %88 = load float, ptr %24, align 4, !tbaa !11
  %89 = fmul contract float %86, %88
  store float %89, ptr %24, align 4, !tbaa !11
  %90 = load float, ptr %87, align 4, !tbaa !11
  %91 = fmul contract float %86, %90
  store float %91, ptr %87, align 4, !tbaa !11
  %92 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fmul contract float %86, %93
  store float %94, ptr %92, align 4, !tbaa !11
  %95 = getelementptr inbounds nuw i8, ptr %87, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fmul contract float %86, %96
  store float %97, ptr %95, align 4, !tbaa !11
  %98 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = fmul contract float %86, %99
  store float %100, ptr %98, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %87, i64 8
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = fmul contract float %86, %102
  store float %103, ptr %101, align 4, !tbaa !11
  %104 = icmp eq i32 %22, 0
  br i1 %104, label %132, label %105

105:                                              ; preds = %84
  %106 = load float, ptr %29, align 4, !tbaa !11
  %107 = load float, ptr %24, align 4, !tbaa !11
  %108 = fmul contract float %106, %107
  %109 = load float, ptr %0, align 4, !tbaa !11
  %110 = fsub contract float %109, %108
  store float %110, ptr %0, align 4, !tbaa !11
  %111 = load float, ptr %87, align 4, !tbaa !11
  %112 = fmul contract float %106, %111
  %113 = load float, ptr %1, align 4, !tbaa !11
  %114 = fsub contract float %113, %112
  store float %114, ptr %1, align 4, !tbaa !11
  %115 = load float, ptr %92, align 4, !tbaa !11
  %116 = fmul contract float %106, %115
  %117 = load float, ptr %3, align 4, !tbaa !11
  %118 = fsub contract float %117, %116
  store float %118, ptr %3, align 4, !tbaa !11
  %119 = load float, ptr %95, align 4, !tbaa !11
  %120 = fmul contract float %106, %119
  %121 = load float, ptr %4, align 4, !tbaa !11
  %122 = fsub contract float %121, %120
  store float %122, ptr %4, align 4, !tbaa !11
  %123 = load float, ptr %98, align 4, !tbaa !11
  %124 = fmul contract float %106, %123
  %125 = load float, ptr %5, align 4, !tbaa !11
  %126 = fsub contract float %125, %124
  store float %126, ptr %5, align 4, !tbaa !11
  %127 = load float, ptr %101, align 4, !tbaa !11
  %128 = fmul contract float %106, %127
  %129 = load float, ptr %6, align 4, !tbaa !11
  %130 = fsub contract float %129, %128
  store float %130, ptr %6, align 4, !tbaa !11
  %131 = icmp eq i32 %22, 1
  br i1 %131, label %160, label %132

132:                                              ; preds = %105, %84
  %133 = getelementptr inbounds nuw float, ptr %7, i64 %23
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = load float, ptr %24, align 4, !tbaa !11
  %136 = fmul contract float %134, %135
  %137 = load float, ptr %7, align 4, !tbaa !11
  %138 = fsub contract float %137, %136
  store float %138, ptr %7, align 4, !tbaa !11
  %139 = load float, ptr %87, align 4, !tbaa !11
  %140 = fmul contract float %134, %139
  %141 = load float, ptr %8, align 4, !tbaa !11
  %142 = fsub contract float %141, %140
  store float %142, ptr %8, align 4, !tbaa !11
  %143 = load float, ptr %92, align 4, !tbaa !11
  %144 = fmul contract float %134, %143
  %145 = load float, ptr %9, align 4, !tbaa !11
  %146 = fsub contract float %145, %144
  store float %146, ptr %9, align 4, !tbaa !11
  %147 = load float, ptr %95, align 4, !tbaa !11
  %148 = fmul contract float %134, %147
  %149 = load float, ptr %10, align 4, !tbaa !11
  %150 = fsub contract float %149, %148
  store float %150, ptr %10, align 4, !tbaa !11
  %151 = load float, ptr %98, align 4, !tbaa !11
  %152 = fmul contract float %134, %151
  %153 = load float, ptr %11, align 4, !tbaa !11
  %154 = fsub contract float %153, %152
  store float %154, ptr %11, align 4, !tbaa !11
  %155 = load float, ptr %101, align 4, !tbaa !11
  %156 = fmul contract float %134, %155
  %157 = load float, ptr %12, align 4, !tbaa !11
  %158 = fsub contract float %157, %156
  store float %158, ptr %12, align 4, !tbaa !11
  %159 = icmp eq i32 %22, 2
  br i1 %159, label %187, label %160

160:                                              ; preds = %105, %132
  %161 = getelementptr inbounds nuw float, ptr %13, i64 %23
  %162 = load float, ptr %161, align 4, !tbaa !11
  %163 = load float, ptr %24, align 4, !tbaa !11
  %164 = fmul contract float %162, %163
  %165 = load float, ptr %13, align 4, !tbaa !11
  %166 = fsub contract float %165, %164
  store float %166, ptr %13, align 4, !tbaa !11
  %167 = load float, ptr %87, align 4, !tbaa !11
  %168 = fmul contract float %162, %167
  %169 = load float, ptr %14, align 4, !tbaa !11
  %170 = fsub contract float %169, %168
  store float %170, ptr %14, align 4, !tbaa !11
  %171 = load float, ptr %92, align 4, !tbaa !11
  %172 = fmul contract float %162, %171
  %173 = load float, ptr %15, align 4, !tbaa !11
  %174 = fsub contract float %173, %172
  store float %174, ptr %15, align 4, !tbaa !11
  %175 = load float, ptr %95, align 4, !tbaa !11
  %176 = fmul contract float %162, %175
  %177 = load float, ptr %16, align 4, !tbaa !11
  %178 = fsub contract float %177, %176
  store float %178, ptr %16, align 4, !tbaa !11
  %179 = load float, ptr %98, align 4, !tbaa !11
  %180 = fmul contract float %162, %179
  %181 = load float, ptr %17, align 4, !tbaa !11
  %182 = fsub contract float %181, %180
  store float %182, ptr %17, align 4, !tbaa !11
  %183 = load float, ptr %101, align 4, !tbaa !11
  %184 = fmul contract float %162, %183
  %185 = load float, ptr %18, align 4, !tbaa !11
  %186 = fsub contract float %185, %184
  store float %186, ptr %18, align 4, !tbaa !11
  br label %187

187:                                              ; preds = %160, %132
  %188 = icmp eq i32 %28, 3
  br i1 %188, label %19, label %20, !llvm.loop !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z12gauss_jordanIdLi4EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(128) %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #5 comdat {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %11 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %12 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %13 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %14 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %16 = getelementptr inbounds nuw i8, ptr %1, i64 56
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 72
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %22 = getelementptr inbounds nuw i8, ptr %1, i64 80
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 88
  %24 = getelementptr inbounds nuw i8, ptr %1, i64 88
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %26 = getelementptr inbounds nuw i8, ptr %1, i64 96
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 104
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %30 = getelementptr inbounds nuw i8, ptr %1, i64 112
  %31 = getelementptr inbounds nuw i8, ptr %0, i64 120
  %32 = getelementptr inbounds nuw i8, ptr %1, i64 120
  br label %34

33:                                               ; preds = %346
  ret i1 %141

34:                                               ; preds = %2, %346
  %35 = phi i1 [ true, %2 ], [ %141, %346 ]
  %36 = phi i32 [ 0, %2 ], [ %42, %346 ]
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw [4 x double], ptr %0, i64 %37
  %39 = getelementptr inbounds nuw double, ptr %38, i64 %37
  %40 = load double, ptr %39, align 8, !tbaa !17
  %41 = tail call noundef double @llvm.nvvm.fabs.f64(double %40)
  %42 = add nuw nsw i32 %36, 1
  %43 = getelementptr inbounds nuw double, ptr %0, i64 %37
  %44 = icmp samesign ult i32 %36, 3
  br i1 %44, label %45, label %65

45:                                               ; preds = %34
  %46 = sub nuw nsw i32 3, %36
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i32 [ %59, %47 ], [ %42, %45 ]
  %49 = phi double [ %58, %47 ], [ %41, %45 ]
  %50 = phi i32 [ %57, %47 ], [ %36, %45 ]
  %51 = phi i32 [ %60, %47 ], [ 0, %45 ]
  %52 = zext nneg i32 %48 to i64
  %53 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !17
  %55 = tail call noundef double @llvm.nvvm.fabs.f64(double %54)
  %56 = fcmp contract ogt double %55, %49
  %57 = select i1 %56, i32 %48, i32 %50
  %58 = select i1 %56, double %55, double %49
  %59 = add nuw nsw i32 %48, 1
  %60 = add i32 %51, 1
  %61 = icmp eq i32 %60, %46
  br i1 %61, label %62, label %47, !llvm.loop !31

62:                                               ; preds = %47
  %63 = or disjoint i32 %36, 4
  %64 = icmp samesign ult i32 %63, 7
  br i1 %64, label %65, label %69

65:                                               ; preds = %62, %34
  %66 = phi i32 [ %36, %34 ], [ %57, %62 ]
  %67 = phi double [ %41, %34 ], [ %58, %62 ]
  %68 = fcmp contract ogt double %67, 1.000000e-30
  br i1 %68, label %138, label %137

69:                                               ; preds = %62, %69
  %70 = phi i32 [ %136, %69 ], [ %59, %62 ]
  %71 = phi double [ %135, %69 ], [ %58, %62 ]
  %72 = phi i32 [ %134, %69 ], [ %57, %62 ]
  %73 = zext nneg i32 %70 to i64
  %74 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !17
  %76 = tail call noundef double @llvm.nvvm.fabs.f64(double %75)
  %77 = fcmp contract ogt double %76, %71
  %78 = select i1 %77, i32 %70, i32 %72
  %79 = select i1 %77, double %76, double %71
  %80 = add nuw nsw i32 %70, 1
  %81 = zext nneg i32 %80 to i64
  %82 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %81
  %83 = load double, ptr %82, align 8, !tbaa !17
  %84 = tail call noundef double @llvm.nvvm.fabs.f64(double %83)
  %85 = fcmp contract ogt double %84, %79
  %86 = select i1 %85, i32 %80, i32 %78
  %87 = select i1 %85, double %84, double %79
  %88 = add nuw nsw i32 %70, 2
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %89
  %91 = load double, ptr %90, align 8, !tbaa !17
  %92 = tail call noundef double @llvm.nvvm.fabs.f64(double %91)
  %93 = fcmp contract ogt double %92, %87
  %94 = select i1 %93, i32 %88, i32 %86
  %95 = select i1 %93, double %92, double %87
  %96 = add nuw nsw i32 %70, 3
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !17
  %100 = tail call noundef double @llvm.nvvm.fabs.f64(double %99)
  %101 = fcmp contract ogt double %100, %95
  %102 = select i1 %101, i32 %96, i32 %94
  %103 = select i1 %101, double %100, double %95
  %104 = add nuw nsw i32 %70, 4
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %105
  %107 = load double, ptr %106, align 8, !tbaa !17
  %108 = tail call noundef double @llvm.nvvm.fabs.f64(double %107)
  %109 = fcmp contract ogt double %108, %103
  %110 = select i1 %109, i32 %104, i32 %102
  %111 = select i1 %109, double %108, double %103
  %112 = add nuw nsw i32 %70, 5
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !17
  %116 = tail call noundef double @llvm.nvvm.fabs.f64(double %115)
  %117 = fcmp contract ogt double %116, %111
  %118 = select i1 %117, i32 %112, i32 %110
  %119 = select i1 %117, double %116, double %111
  %120 = add nuw nsw i32 %70, 6
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !17
  %124 = tail call noundef double @llvm.nvvm.fabs.f64(double %123)
  %125 = fcmp contract ogt double %124, %119
  %126 = select i1 %125, i32 %120, i32 %118
  %127 = select i1 %125, double %124, double %119
  %128 = add nuw nsw i32 %70, 7
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw [4 x double], ptr %43, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !17
  %132 = tail call noundef double @llvm.nvvm.fabs.f64(double %131)
  %133 = fcmp contract ogt double %132, %127
  %134 = select i1 %133, i32 %128, i32 %126
  %135 = select i1 %133, double %132, double %127
  %136 = add nuw nsw i32 %70, 8
  br label %69, !llvm.loop !32

137:                                              ; preds = %65
  store double 1.000000e+00, ptr %39, align 8, !tbaa !17
  br label %138

138:                                              ; preds = %137, %65
  %139 = phi double [ %40, %65 ], [ 1.000000e+00, %137 ]
  %140 = phi i32 [ %66, %65 ], [ %36, %137 ]
  %141 = phi i1 [ %35, %65 ], [ false, %137 ]
  %142 = icmp eq i32 %140, %36
  br i1 %142, label %177, label %143

143:                                              ; preds = %138
  %144 = sext i32 %140 to i64
  %145 = getelementptr inbounds [4 x double], ptr %0, i64 %144
  %146 = getelementptr inbounds nuw [4 x double], ptr %1, i64 %37
  %147 = getelementptr inbounds [4 x double], ptr %1, i64 %144
  %148 = load double, ptr %38, align 8, !tbaa !17
  %149 = load double, ptr %145, align 8, !tbaa !17
  store double %149, ptr %38, align 8, !tbaa !17
  store double %148, ptr %145, align 8, !tbaa !17
  %150 = load double, ptr %146, align 8, !tbaa !17
  %151 = load double, ptr %147, align 8, !tbaa !17
  store double %151, ptr %146, align 8, !tbaa !17
  store double %150, ptr %147, align 8, !tbaa !17
  %152 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %153 = load double, ptr %152, align 8, !tbaa !17
  %154 = getelementptr inbounds nuw i8, ptr %145, i64 8
  %155 = load double, ptr %154, align 8, !tbaa !17
  store double %155, ptr %152, align 8, !tbaa !17
  store double %153, ptr %154, align 8, !tbaa !17
  %156 = getelementptr inbounds nuw i8, ptr %146, i64 8
  %157 = load double, ptr %156, align 8, !tbaa !17
  %158 = getelementptr inbounds nuw i8, ptr %147, i64 8
  %159 = load double, ptr %158, align 8, !tbaa !17
  store double %159, ptr %156, align 8, !tbaa !17
  store double %157, ptr %158, align 8, !tbaa !17
  %160 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %161 = load double, ptr %160, align 8, !tbaa !17
  %162 = getelementptr inbounds nuw i8, ptr %145, i64 16
  %163 = load double, ptr %162, align 8, !tbaa !17
  store double %163, ptr %160, align 8, !tbaa !17
  store double %161, ptr %162, align 8, !tbaa !17
  %164 = getelementptr inbounds nuw i8, ptr %146, i64 16
  %165 = load double, ptr %164, align 8, !tbaa !17
  %166 = getelementptr inbounds nuw i8, ptr %147, i64 16
  %167 = load double, ptr %166, align 8, !tbaa !17
  store double %167, ptr %164, align 8, !tbaa !17
  store double %165, ptr %166, align 8, !tbaa !17
  %168 = getelementptr inbounds nuw i8, ptr %38, i64 24
  %169 = load double, ptr %168, align 8, !tbaa !17
  %170 = getelementptr inbounds nuw i8, ptr %145, i64 24
  %171 = load double, ptr %170, align 8, !tbaa !17
  store double %171, ptr %168, align 8, !tbaa !17
  store double %169, ptr %170, align 8, !tbaa !17
  %172 = getelementptr inbounds nuw i8, ptr %146, i64 24
  %173 = load double, ptr %172, align 8, !tbaa !17
  %174 = getelementptr inbounds nuw i8, ptr %147, i64 24
  %175 = load double, ptr %174, align 8, !tbaa !17
  store double %175, ptr %172, align 8, !tbaa !17
  store double %173, ptr %174, align 8, !tbaa !17
  %176 = load double, ptr %39, align 8, !tbaa !17
  br label %177

177:                                              ; preds = %143, %138
  %178 = phi double [ %176, %143 ], [ %139, %138 ]
  %179 = fdiv contract double 1.000000e+00, %178
  %180 = getelementptr inbounds nuw [4 x double], ptr %1, i64 %37
  %181 = load double, ptr %38, align 8, !tbaa !17
  %182 = fmul contract double %179, %181
  store double %182, ptr %38, align 8, !tbaa !17
  %183 = load double, ptr %180, align 8, !tbaa !17
  %184 = fmul contract double %179, %183
  store double %184, ptr %180, align 8, !tbaa !17
  %185 = getelementptr inbounds nuw i8, ptr %38, i64 8
  %186 = load double, ptr %185, align 8, !tbaa !17
  %187 = fmul contract double %179, %186
  store double %187, ptr %185, align 8, !tbaa !17
  %188 = getelementptr inbounds nuw i8, ptr %180, i64 8
  %189 = load double, ptr %188, align 8, !tbaa !17
  %190 = fmul contract double %179, %189
  store double %190, ptr %188, align 8, !tbaa !17
  %191 = getelementptr inbounds nuw i8, ptr %38, i64 16
  %192 = load double, ptr %191, align 8, !tbaa !17
  %193 = fmul contract double %179, %192
  store double %193, ptr %191, align 8, !tbaa !17
  %194 = getelementptr inbounds nuw i8, ptr %180, i64 16
  %195 = load double, ptr %194, align 8, !tbaa !17
  %196 = fmul contract double %179, %195
  store double %196, ptr %194, align 8, !tbaa !17
  %197 = getelementptr inbounds nuw i8, ptr %38, i64 24
  %198 = load double, ptr %197, align 8, !tbaa !17
  %199 = fmul contract double %179, %198
  store double %199, ptr %197, align 8, !tbaa !17
  %200 = getelementptr inbounds nuw i8, ptr %180, i64 24
  %201 = load double, ptr %200, align 8, !tbaa !17
  %202 = fmul contract double %179, %201
  store double %202, ptr %200, align 8, !tbaa !17
  %203 = icmp eq i32 %36, 0
  br i1 %203, label %239, label %204

204:                                              ; preds = %177
  %205 = load double, ptr %43, align 8, !tbaa !17
  %206 = load double, ptr %38, align 8, !tbaa !17
  %207 = fmul contract double %205, %206
  %208 = load double, ptr %0, align 8, !tbaa !17
  %209 = fsub contract double %208, %207
  store double %209, ptr %0, align 8, !tbaa !17
  %210 = load double, ptr %180, align 8, !tbaa !17
  %211 = fmul contract double %205, %210
  %212 = load double, ptr %1, align 8, !tbaa !17
  %213 = fsub contract double %212, %211
  store double %213, ptr %1, align 8, !tbaa !17
  %214 = load double, ptr %185, align 8, !tbaa !17
  %215 = fmul contract double %205, %214
  %216 = load double, ptr %3, align 8, !tbaa !17
  %217 = fsub contract double %216, %215
  store double %217, ptr %3, align 8, !tbaa !17
  %218 = load double, ptr %188, align 8, !tbaa !17
  %219 = fmul contract double %205, %218
  %220 = load double, ptr %4, align 8, !tbaa !17
  %221 = fsub contract double %220, %219
  store double %221, ptr %4, align 8, !tbaa !17
  %222 = load double, ptr %191, align 8, !tbaa !17
  %223 = fmul contract double %205, %222
  %224 = load double, ptr %5, align 8, !tbaa !17
  %225 = fsub contract double %224, %223
  store double %225, ptr %5, align 8, !tbaa !17
  %226 = load double, ptr %194, align 8, !tbaa !17
  %227 = fmul contract double %205, %226
  %228 = load double, ptr %6, align 8, !tbaa !17
  %229 = fsub contract double %228, %227
  store double %229, ptr %6, align 8, !tbaa !17
  %230 = load double, ptr %197, align 8, !tbaa !17
  %231 = fmul contract double %205, %230
  %232 = load double, ptr %7, align 8, !tbaa !17
  %233 = fsub contract double %232, %231
  store double %233, ptr %7, align 8, !tbaa !17
  %234 = load double, ptr %200, align 8, !tbaa !17
  %235 = fmul contract double %205, %234
  %236 = load double, ptr %8, align 8, !tbaa !17
  %237 = fsub contract double %236, %235
  store double %237, ptr %8, align 8, !tbaa !17
  %238 = icmp eq i32 %36, 1
  br i1 %238, label %275, label %239

239:                                              ; preds = %204, %177
  %240 = getelementptr inbounds nuw double, ptr %9, i64 %37
  %241 = load double, ptr %240, align 8, !tbaa !17
  %242 = load double, ptr %38, align 8, !tbaa !17
  %243 = fmul contract double %241, %242
  %244 = load double, ptr %9, align 8, !tbaa !17
  %245 = fsub contract double %244, %243
  store double %245, ptr %9, align 8, !tbaa !17
  %246 = load double, ptr %180, align 8, !tbaa !17
  %247 = fmul contract double %241, %246
  %248 = load double, ptr %10, align 8, !tbaa !17
  %249 = fsub contract double %248, %247
  store double %249, ptr %10, align 8, !tbaa !17
  %250 = load double, ptr %185, align 8, !tbaa !17
  %251 = fmul contract double %241, %250
  %252 = load double, ptr %11, align 8, !tbaa !17
  %253 = fsub contract double %252, %251
  store double %253, ptr %11, align 8, !tbaa !17
  %254 = load double, ptr %188, align 8, !tbaa !17
  %255 = fmul contract double %241, %254
  %256 = load double, ptr %12, align 8, !tbaa !17
  %257 = fsub contract double %256, %255
  store double %257, ptr %12, align 8, !tbaa !17
  %258 = load double, ptr %191, align 8, !tbaa !17
  %259 = fmul contract double %241, %258
  %260 = load double, ptr %13, align 8, !tbaa !17
  %261 = fsub contract double %260, %259
  store double %261, ptr %13, align 8, !tbaa !17
  %262 = load double, ptr %194, align 8, !tbaa !17
  %263 = fmul contract double %241, %262
  %264 = load double, ptr %14, align 8, !tbaa !17
  %265 = fsub contract double %264, %263
  store double %265, ptr %14, align 8, !tbaa !17
  %266 = load double, ptr %197, align 8, !tbaa !17
  %267 = fmul contract double %241, %266
  %268 = load double, ptr %15, align 8, !tbaa !17
  %269 = fsub contract double %268, %267
  store double %269, ptr %15, align 8, !tbaa !17
  %270 = load double, ptr %200, align 8, !tbaa !17
  %271 = fmul contract double %241, %270
  %272 = load double, ptr %16, align 8, !tbaa !17
  %273 = fsub contract double %272, %271
  store double %273, ptr %16, align 8, !tbaa !17
  %274 = icmp eq i32 %36, 2
  br i1 %274, label %311, label %275

275:                                              ; preds = %239, %204
  %276 = getelementptr inbounds nuw double, ptr %17, i64 %37
  %277 = load double, ptr %276, align 8, !tbaa !17
  %278 = load double, ptr %38, align 8, !tbaa !17
  %279 = fmul contract double %277, %278
  %280 = load double, ptr %17, align 8, !tbaa !17
  %281 = fsub contract double %280, %279
  store double %281, ptr %17, align 8, !tbaa !17
  %282 = load double, ptr %180, align 8, !tbaa !17
  %283 = fmul contract double %277, %282
  %284 = load double, ptr %18, align 8, !tbaa !17
  %285 = fsub contract double %284, %283
  store double %285, ptr %18, align 8, !tbaa !17
  %286 = load double, ptr %185, align 8, !tbaa !17
  %287 = fmul contract double %277, %286
  %288 = load double, ptr %19, align 8, !tbaa !17
  %289 = fsub contract double %288, %287
  store double %289, ptr %19, align 8, !tbaa !17
  %290 = load double, ptr %188, align 8, !tbaa !17
  %291 = fmul contract double %277, %290
  %292 = load double, ptr %20, align 8, !tbaa !17
  %293 = fsub contract double %292, %291
  store double %293, ptr %20, align 8, !tbaa !17
  %294 = load double, ptr %191, align 8, !tbaa !17
  %295 = fmul contract double %277, %294
  %296 = load double, ptr %21, align 8, !tbaa !17
  %297 = fsub contract double %296, %295
  store double %297, ptr %21, align 8, !tbaa !17
  %298 = load double, ptr %194, align 8, !tbaa !17
  %299 = fmul contract double %277, %298
  %300 = load double, ptr %22, align 8, !tbaa !17
  %301 = fsub contract double %300, %299
  store double %301, ptr %22, align 8, !tbaa !17
  %302 = load double, ptr %197, align 8, !tbaa !17
  %303 = fmul contract double %277, %302
  %304 = load double, ptr %23, align 8, !tbaa !17
  %305 = fsub contract double %304, %303
  store double %305, ptr %23, align 8, !tbaa !17
  %306 = load double, ptr %200, align 8, !tbaa !17
  %307 = fmul contract double %277, %306
  %308 = load double, ptr %24, align 8, !tbaa !17
  %309 = fsub contract double %308, %307
  store double %309, ptr %24, align 8, !tbaa !17
  %310 = icmp eq i32 %36, 3
  br i1 %310, label %346, label %311

311:                                              ; preds = %239, %275
  %312 = getelementptr inbounds nuw double, ptr %25, i64 %37
  %313 = load double, ptr %312, align 8, !tbaa !17
  %314 = load double, ptr %38, align 8, !tbaa !17
  %315 = fmul contract double %313, %314
  %316 = load double, ptr %25, align 8, !tbaa !17
  %317 = fsub contract double %316, %315
  store double %317, ptr %25, align 8, !tbaa !17
  %318 = load double, ptr %180, align 8, !tbaa !17
  %319 = fmul contract double %313, %318
  %320 = load double, ptr %26, align 8, !tbaa !17
  %321 = fsub contract double %320, %319
  store double %321, ptr %26, align 8, !tbaa !17
  %322 = load double, ptr %185, align 8, !tbaa !17
  %323 = fmul contract double %313, %322
  %324 = load double, ptr %27, align 8, !tbaa !17
  %325 = fsub contract double %324, %323
  store double %325, ptr %27, align 8, !tbaa !17
  %326 = load double, ptr %188, align 8, !tbaa !17
  %327 = fmul contract double %313, %326
  %328 = load double, ptr %28, align 8, !tbaa !17
  %329 = fsub contract double %328, %327
  store double %329, ptr %28, align 8, !tbaa !17
  %330 = load double, ptr %191, align 8, !tbaa !17
  %331 = fmul contract double %313, %330
  %332 = load double, ptr %29, align 8, !tbaa !17
  %333 = fsub contract double %332, %331
  store double %333, ptr %29, align 8, !tbaa !17
  %334 = load double, ptr %194, align 8, !tbaa !17
  %335 = fmul contract double %313, %334
  %336 = load double, ptr %30, align 8, !tbaa !17
  %337 = fsub contract double %336, %335
  store double %337, ptr %30, align 8, !tbaa !17
  %338 = load double, ptr %197, align 8, !tbaa !17
  %339 = fmul contract double %313, %338
  %340 = load double, ptr %31, align 8, !tbaa !17
  %341 = fsub contract double %340, %339
  store double %341, ptr %31, align 8, !tbaa !17
  %342 = load double, ptr %200, align 8, !tbaa !17
  %343 = fmul contract double %313, %342
  %344 = load double, ptr %32, align 8, !tbaa !17
  %345 = fsub contract double %344, %343
  store double %345, ptr %32, align 8, !tbaa !17
  br label %346

346:                                              ; preds = %311, %275
  %347 = icmp eq i32 %42, 4
  br i1 %347, label %33, label %34, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #9

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #11 = { nounwind }

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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = distinct !{!19, !14}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !27}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !27}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
