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
  tail call void @_Z9expm_implIfLi3EEvPKT_PS0_Pix(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #13
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
  br i1 %15, label %16, label %148

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %29 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %30 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %31 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %32 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %33 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %34 = zext nneg i32 %33 to i64
  %35 = mul nuw nsw i64 %34, %10
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %38 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %40 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %43 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %51 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %53 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %55 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %56 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %59 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %61 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %62 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %63 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %66 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %67 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %68 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %69 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %72 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %75 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %76 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %77 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %78 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %81 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %83 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %84 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %85 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %86 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %87 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %88 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %89 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %90 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %91 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %92 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %93 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %94 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %95 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %96 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %97 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %98 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %99 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %101 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %102 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %103 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %104 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %105 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %106 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %107 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %108 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %109 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %110 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %111 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %112 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %113 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %114 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %115 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %116 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %117 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %118 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %119 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %120 = getelementptr inbounds nuw i8, ptr %6, i64 12
  %121 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %122 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %123 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %124 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %125 = getelementptr inbounds nuw i8, ptr %6, i64 20
  %126 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %127 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %128 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %129 = getelementptr inbounds nuw i8, ptr %6, i64 28
  %130 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %131 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %132 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %133 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %134 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %135 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %136 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %137 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %138 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %139 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %140 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %141 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %142 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %143 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %144 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %145 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %146 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %147 = getelementptr inbounds nuw i8, ptr %5, i64 32
  br label %149

148:                                              ; preds = %885, %4
  ret void

149:                                              ; preds = %16, %885
  %150 = phi i64 [ %14, %16 ], [ %910, %885 ]
  %151 = mul nuw nsw i64 %150, 36
  %152 = getelementptr inbounds nuw i8, ptr %0, i64 %151
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = getelementptr inbounds nuw i8, ptr %152, i64 4
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = getelementptr inbounds nuw i8, ptr %152, i64 8
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %152, i64 12
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %152, i64 16
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %152, i64 20
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %152, i64 24
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = getelementptr inbounds nuw i8, ptr %152, i64 28
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = getelementptr inbounds nuw i8, ptr %152, i64 32
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = call noundef float @llvm.nvvm.fabs.f32(float %153)
  %171 = fadd contract float %170, 0.000000e+00
  %172 = call noundef float @llvm.nvvm.fabs.f32(float %159)
  %173 = fadd contract float %171, %172
  %174 = call noundef float @llvm.nvvm.fabs.f32(float %165)
  %175 = fadd contract float %173, %174
  %176 = call noundef float @llvm.maxnum.f32(float %175, float 0.000000e+00)
  %177 = call noundef float @llvm.nvvm.fabs.f32(float %155)
  %178 = fadd contract float %177, 0.000000e+00
  %179 = call noundef float @llvm.nvvm.fabs.f32(float %161)
  %180 = fadd contract float %178, %179
  %181 = call noundef float @llvm.nvvm.fabs.f32(float %167)
  %182 = fadd contract float %180, %181
  %183 = call noundef float @llvm.maxnum.f32(float %176, float %182)
  %184 = call noundef float @llvm.nvvm.fabs.f32(float %157)
  %185 = fadd contract float %184, 0.000000e+00
  %186 = call noundef float @llvm.nvvm.fabs.f32(float %163)
  %187 = fadd contract float %185, %186
  %188 = call noundef float @llvm.nvvm.fabs.f32(float %169)
  %189 = fadd contract float %187, %188
  %190 = call noundef float @llvm.maxnum.f32(float %183, float %189)
  %191 = fcmp contract olt float %190, 0x46293E5940000000
  %192 = select i1 %191, float %190, float 0.000000e+00
  %193 = fcmp contract ogt float %192, 5.000000e-01
  br i1 %193, label %194, label %202

194:                                              ; preds = %149, %194
  %195 = phi float [ %197, %194 ], [ %192, %149 ]
  %196 = phi i32 [ %198, %194 ], [ 0, %149 ]
  %197 = fmul contract float %195, 5.000000e-01
  %198 = add nuw nsw i32 %196, 1
  %199 = fcmp contract ogt float %197, 5.000000e-01
  %200 = icmp samesign ult i32 %196, 59
  %201 = select i1 %199, i1 %200, i1 false
  br i1 %201, label %194, label %202, !llvm.loop !13

202:                                              ; preds = %194, %149
  %203 = phi i32 [ 0, %149 ], [ %198, %194 ]
  %204 = sub nsw i32 0, %203
  %205 = call i32 @llvm.smax.i32(i32 range(i32 -2147483647, -2147483648) %204, i32 -278)
  %206 = call i32 @llvm.smin.i32(i32 %205, i32 278)
  %207 = add nsw i32 %206, 508
  %208 = lshr i32 %207, 2
  %209 = mul nuw nsw i32 %208, 509
  %210 = add nuw nsw i32 %209, %207
  %211 = call i32 @llvm.abs.i32(i32 %206, i1 true)
  %212 = icmp samesign ult i32 %211, 101
  %213 = add nsw i32 %206, 127
  %214 = select i1 %212, i32 %213, i32 %210
  %215 = shl nuw nsw i32 %208, 23
  %216 = select i1 %212, i32 1065353216, i32 %215
  %217 = bitcast i32 %216 to float
  %218 = shl i32 %214, 23
  %219 = bitcast i32 %218 to float
  %220 = call float @llvm.nvvm.mul.rn.f(float 1.000000e+00, float %219) #13
  %221 = call float @llvm.nvvm.mul.rn.f(float %220, float %217) #13
  %222 = call float @llvm.nvvm.mul.rn.f(float %221, float %217) #13
  %223 = call noundef float @llvm.nvvm.mul.rn.f(float %222, float %217) #13
  %224 = fmul contract float %223, %153
  %225 = fmul contract float %223, %155
  %226 = fmul contract float %223, %157
  %227 = fmul contract float %223, %159
  %228 = fmul contract float %223, %161
  %229 = fmul contract float %223, %163
  %230 = fmul contract float %223, %165
  %231 = fmul contract float %223, %167
  %232 = fmul contract float %223, %169
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #13
  store float 1.000000e+00, ptr %5, align 4
  store float 0.000000e+00, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  store float 0.000000e+00, ptr %19, align 4
  store float 1.000000e+00, ptr %20, align 4
  store float 0.000000e+00, ptr %21, align 4
  store float 0.000000e+00, ptr %22, align 4
  store float 0.000000e+00, ptr %23, align 4
  store float 1.000000e+00, ptr %24, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #13
  store float 1.000000e+00, ptr %6, align 4
  store float 0.000000e+00, ptr %25, align 4
  store float 0.000000e+00, ptr %26, align 4
  store float 0.000000e+00, ptr %27, align 4
  store float 1.000000e+00, ptr %28, align 4
  store float 0.000000e+00, ptr %29, align 4
  store float 0.000000e+00, ptr %30, align 4
  store float 0.000000e+00, ptr %31, align 4
  store float 1.000000e+00, ptr %32, align 4
  %233 = fadd contract float %224, 0.000000e+00
  %234 = fmul contract float %227, 0.000000e+00
  %235 = fadd contract float %233, %234
  %236 = fmul contract float %230, 0.000000e+00
  %237 = fadd contract float %235, %236
  %238 = fadd contract float %225, 0.000000e+00
  %239 = fmul contract float %228, 0.000000e+00
  %240 = fadd contract float %238, %239
  %241 = fmul contract float %231, 0.000000e+00
  %242 = fadd contract float %240, %241
  %243 = fadd contract float %226, 0.000000e+00
  %244 = fmul contract float %229, 0.000000e+00
  %245 = fadd contract float %243, %244
  %246 = fmul contract float %232, 0.000000e+00
  %247 = fadd contract float %245, %246
  %248 = fmul contract float %224, 0.000000e+00
  %249 = fadd contract float %248, 0.000000e+00
  %250 = fadd contract float %249, %227
  %251 = fmul contract float %230, 0.000000e+00
  %252 = fadd contract float %250, %251
  %253 = fmul contract float %225, 0.000000e+00
  %254 = fadd contract float %253, 0.000000e+00
  %255 = fadd contract float %254, %228
  %256 = fmul contract float %231, 0.000000e+00
  %257 = fadd contract float %255, %256
  %258 = fmul contract float %226, 0.000000e+00
  %259 = fadd contract float %258, 0.000000e+00
  %260 = fadd contract float %259, %229
  %261 = fmul contract float %232, 0.000000e+00
  %262 = fadd contract float %260, %261
  %263 = fmul contract float %224, 0.000000e+00
  %264 = fadd contract float %263, 0.000000e+00
  %265 = fmul contract float %227, 0.000000e+00
  %266 = fadd contract float %264, %265
  %267 = fadd contract float %266, %230
  %268 = fmul contract float %225, 0.000000e+00
  %269 = fadd contract float %268, 0.000000e+00
  %270 = fmul contract float %228, 0.000000e+00
  %271 = fadd contract float %269, %270
  %272 = fadd contract float %271, %231
  %273 = fmul contract float %226, 0.000000e+00
  %274 = fadd contract float %273, 0.000000e+00
  %275 = fmul contract float %229, 0.000000e+00
  %276 = fadd contract float %274, %275
  %277 = fadd contract float %276, %232
  %278 = fmul contract float %237, 5.000000e-01
  %279 = load float, ptr %5, align 4, !tbaa !11
  %280 = fadd contract float %279, %278
  store float %280, ptr %5, align 4, !tbaa !11
  %281 = fmul contract float %237, -5.000000e-01
  %282 = load float, ptr %6, align 4, !tbaa !11
  %283 = fadd contract float %281, %282
  store float %283, ptr %6, align 4, !tbaa !11
  %284 = fmul contract float %242, 5.000000e-01
  %285 = load float, ptr %36, align 4, !tbaa !11
  %286 = fadd contract float %285, %284
  store float %286, ptr %36, align 4, !tbaa !11
  %287 = fmul contract float %242, -5.000000e-01
  %288 = load float, ptr %37, align 4, !tbaa !11
  %289 = fadd contract float %287, %288
  store float %289, ptr %37, align 4, !tbaa !11
  %290 = fmul contract float %247, 5.000000e-01
  %291 = load float, ptr %38, align 4, !tbaa !11
  %292 = fadd contract float %291, %290
  store float %292, ptr %38, align 4, !tbaa !11
  %293 = fmul contract float %247, -5.000000e-01
  %294 = load float, ptr %39, align 4, !tbaa !11
  %295 = fadd contract float %293, %294
  store float %295, ptr %39, align 4, !tbaa !11
  %296 = fmul contract float %252, 5.000000e-01
  %297 = load float, ptr %41, align 4, !tbaa !11
  %298 = fadd contract float %297, %296
  store float %298, ptr %41, align 4, !tbaa !11
  %299 = fmul contract float %252, -5.000000e-01
  %300 = load float, ptr %40, align 4, !tbaa !11
  %301 = fadd contract float %299, %300
  store float %301, ptr %40, align 4, !tbaa !11
  %302 = fmul contract float %257, 5.000000e-01
  %303 = load float, ptr %42, align 4, !tbaa !11
  %304 = fadd contract float %303, %302
  store float %304, ptr %42, align 4, !tbaa !11
  %305 = fmul contract float %257, -5.000000e-01
  %306 = load float, ptr %43, align 4, !tbaa !11
  %307 = fadd contract float %305, %306
  store float %307, ptr %43, align 4, !tbaa !11
  %308 = fmul contract float %262, 5.000000e-01
  %309 = load float, ptr %44, align 4, !tbaa !11
  %310 = fadd contract float %309, %308
  store float %310, ptr %44, align 4, !tbaa !11
  %311 = fmul contract float %262, -5.000000e-01
  %312 = load float, ptr %45, align 4, !tbaa !11
  %313 = fadd contract float %311, %312
  store float %313, ptr %45, align 4, !tbaa !11
  %314 = fmul contract float %267, 5.000000e-01
  %315 = load float, ptr %47, align 4, !tbaa !11
  %316 = fadd contract float %315, %314
  store float %316, ptr %47, align 4, !tbaa !11
  %317 = fmul contract float %267, -5.000000e-01
  %318 = load float, ptr %46, align 4, !tbaa !11
  %319 = fadd contract float %317, %318
  store float %319, ptr %46, align 4, !tbaa !11
  %320 = fmul contract float %272, 5.000000e-01
  %321 = load float, ptr %48, align 4, !tbaa !11
  %322 = fadd contract float %321, %320
  store float %322, ptr %48, align 4, !tbaa !11
  %323 = fmul contract float %272, -5.000000e-01
  %324 = load float, ptr %49, align 4, !tbaa !11
  %325 = fadd contract float %323, %324
  store float %325, ptr %49, align 4, !tbaa !11
  %326 = fmul contract float %277, 5.000000e-01
  %327 = load float, ptr %50, align 4, !tbaa !11
  %328 = fadd contract float %327, %326
  store float %328, ptr %50, align 4, !tbaa !11
  %329 = fmul contract float %277, -5.000000e-01
  %330 = load float, ptr %51, align 4, !tbaa !11
  %331 = fadd contract float %329, %330
  store float %331, ptr %51, align 4, !tbaa !11
  %332 = fmul contract float %237, %224
  %333 = fadd contract float %332, 0.000000e+00
  %334 = fmul contract float %242, %227
  %335 = fadd contract float %333, %334
  %336 = fmul contract float %247, %230
  %337 = fadd contract float %335, %336
  %338 = fmul contract float %237, %225
  %339 = fadd contract float %338, 0.000000e+00
  %340 = fmul contract float %242, %228
  %341 = fadd contract float %339, %340
  %342 = fmul contract float %247, %231
  %343 = fadd contract float %341, %342
  %344 = fmul contract float %237, %226
  %345 = fadd contract float %344, 0.000000e+00
  %346 = fmul contract float %242, %229
  %347 = fadd contract float %345, %346
  %348 = fmul contract float %247, %232
  %349 = fadd contract float %347, %348
  %350 = fmul contract float %252, %224
  %351 = fadd contract float %350, 0.000000e+00
  %352 = fmul contract float %257, %227
  %353 = fadd contract float %351, %352
  %354 = fmul contract float %262, %230
  %355 = fadd contract float %353, %354
  %356 = fmul contract float %252, %225
  %357 = fadd contract float %356, 0.000000e+00
  %358 = fmul contract float %257, %228
  %359 = fadd contract float %357, %358
  %360 = fmul contract float %262, %231
  %361 = fadd contract float %359, %360
  %362 = fmul contract float %252, %226
  %363 = fadd contract float %362, 0.000000e+00
  %364 = fmul contract float %257, %229
  %365 = fadd contract float %363, %364
  %366 = fmul contract float %262, %232
  %367 = fadd contract float %365, %366
  %368 = fmul contract float %267, %224
  %369 = fadd contract float %368, 0.000000e+00
  %370 = fmul contract float %272, %227
  %371 = fadd contract float %369, %370
  %372 = fmul contract float %277, %230
  %373 = fadd contract float %371, %372
  %374 = fmul contract float %267, %225
  %375 = fadd contract float %374, 0.000000e+00
  %376 = fmul contract float %272, %228
  %377 = fadd contract float %375, %376
  %378 = fmul contract float %277, %231
  %379 = fadd contract float %377, %378
  %380 = fmul contract float %267, %226
  %381 = fadd contract float %380, 0.000000e+00
  %382 = fmul contract float %272, %229
  %383 = fadd contract float %381, %382
  %384 = fmul contract float %277, %232
  %385 = fadd contract float %383, %384
  %386 = fmul contract float %337, 0x3FBD1745E0000000
  %387 = load float, ptr %5, align 4, !tbaa !11
  %388 = fadd contract float %387, %386
  store float %388, ptr %5, align 4, !tbaa !11
  %389 = fmul contract float %337, 0x3FBD1745E0000000
  %390 = load float, ptr %6, align 4, !tbaa !11
  %391 = fadd contract float %389, %390
  store float %391, ptr %6, align 4, !tbaa !11
  %392 = fmul contract float %343, 0x3FBD1745E0000000
  %393 = load float, ptr %52, align 4, !tbaa !11
  %394 = fadd contract float %393, %392
  store float %394, ptr %52, align 4, !tbaa !11
  %395 = fmul contract float %343, 0x3FBD1745E0000000
  %396 = load float, ptr %53, align 4, !tbaa !11
  %397 = fadd contract float %395, %396
  store float %397, ptr %53, align 4, !tbaa !11
  %398 = fmul contract float %349, 0x3FBD1745E0000000
  %399 = load float, ptr %54, align 4, !tbaa !11
  %400 = fadd contract float %399, %398
  store float %400, ptr %54, align 4, !tbaa !11
  %401 = fmul contract float %349, 0x3FBD1745E0000000
  %402 = load float, ptr %55, align 4, !tbaa !11
  %403 = fadd contract float %401, %402
  store float %403, ptr %55, align 4, !tbaa !11
  %404 = fmul contract float %355, 0x3FBD1745E0000000
  %405 = load float, ptr %57, align 4, !tbaa !11
  %406 = fadd contract float %405, %404
  store float %406, ptr %57, align 4, !tbaa !11
  %407 = fmul contract float %355, 0x3FBD1745E0000000
  %408 = load float, ptr %56, align 4, !tbaa !11
  %409 = fadd contract float %407, %408
  store float %409, ptr %56, align 4, !tbaa !11
  %410 = fmul contract float %361, 0x3FBD1745E0000000
  %411 = load float, ptr %58, align 4, !tbaa !11
  %412 = fadd contract float %411, %410
  store float %412, ptr %58, align 4, !tbaa !11
  %413 = fmul contract float %361, 0x3FBD1745E0000000
  %414 = load float, ptr %59, align 4, !tbaa !11
  %415 = fadd contract float %413, %414
  store float %415, ptr %59, align 4, !tbaa !11
  %416 = fmul contract float %367, 0x3FBD1745E0000000
  %417 = load float, ptr %60, align 4, !tbaa !11
  %418 = fadd contract float %417, %416
  store float %418, ptr %60, align 4, !tbaa !11
  %419 = fmul contract float %367, 0x3FBD1745E0000000
  %420 = load float, ptr %61, align 4, !tbaa !11
  %421 = fadd contract float %419, %420
  store float %421, ptr %61, align 4, !tbaa !11
  %422 = fmul contract float %373, 0x3FBD1745E0000000
  %423 = load float, ptr %63, align 4, !tbaa !11
  %424 = fadd contract float %423, %422
  store float %424, ptr %63, align 4, !tbaa !11
  %425 = fmul contract float %373, 0x3FBD1745E0000000
  %426 = load float, ptr %62, align 4, !tbaa !11
  %427 = fadd contract float %425, %426
  store float %427, ptr %62, align 4, !tbaa !11
  %428 = fmul contract float %379, 0x3FBD1745E0000000
  %429 = load float, ptr %64, align 4, !tbaa !11
  %430 = fadd contract float %429, %428
  store float %430, ptr %64, align 4, !tbaa !11
  %431 = fmul contract float %379, 0x3FBD1745E0000000
  %432 = load float, ptr %65, align 4, !tbaa !11
  %433 = fadd contract float %431, %432
  store float %433, ptr %65, align 4, !tbaa !11
  %434 = fmul contract float %385, 0x3FBD1745E0000000
  %435 = load float, ptr %66, align 4, !tbaa !11
  %436 = fadd contract float %435, %434
  store float %436, ptr %66, align 4, !tbaa !11
  %437 = fmul contract float %385, 0x3FBD1745E0000000
  %438 = load float, ptr %67, align 4, !tbaa !11
  %439 = fadd contract float %437, %438
  store float %439, ptr %67, align 4, !tbaa !11
  %440 = fmul contract float %337, %224
  %441 = fadd contract float %440, 0.000000e+00
  %442 = fmul contract float %343, %227
  %443 = fadd contract float %441, %442
  %444 = fmul contract float %349, %230
  %445 = fadd contract float %443, %444
  %446 = fmul contract float %337, %225
  %447 = fadd contract float %446, 0.000000e+00
  %448 = fmul contract float %343, %228
  %449 = fadd contract float %447, %448
  %450 = fmul contract float %349, %231
  %451 = fadd contract float %449, %450
  %452 = fmul contract float %337, %226
  %453 = fadd contract float %452, 0.000000e+00
  %454 = fmul contract float %343, %229
  %455 = fadd contract float %453, %454
  %456 = fmul contract float %349, %232
  %457 = fadd contract float %455, %456
  %458 = fmul contract float %355, %224
  %459 = fadd contract float %458, 0.000000e+00
  %460 = fmul contract float %361, %227
  %461 = fadd contract float %459, %460
  %462 = fmul contract float %367, %230
  %463 = fadd contract float %461, %462
  %464 = fmul contract float %355, %225
  %465 = fadd contract float %464, 0.000000e+00
  %466 = fmul contract float %361, %228
  %467 = fadd contract float %465, %466
  %468 = fmul contract float %367, %231
  %469 = fadd contract float %467, %468
  %470 = fmul contract float %355, %226
  %471 = fadd contract float %470, 0.000000e+00
  %472 = fmul contract float %361, %229
  %473 = fadd contract float %471, %472
  %474 = fmul contract float %367, %232
  %475 = fadd contract float %473, %474
  %476 = fmul contract float %373, %224
  %477 = fadd contract float %476, 0.000000e+00
  %478 = fmul contract float %379, %227
  %479 = fadd contract float %477, %478
  %480 = fmul contract float %385, %230
  %481 = fadd contract float %479, %480
  %482 = fmul contract float %373, %225
  %483 = fadd contract float %482, 0.000000e+00
  %484 = fmul contract float %379, %228
  %485 = fadd contract float %483, %484
  %486 = fmul contract float %385, %231
  %487 = fadd contract float %485, %486
  %488 = fmul contract float %373, %226
  %489 = fadd contract float %488, 0.000000e+00
  %490 = fmul contract float %379, %229
  %491 = fadd contract float %489, %490
  %492 = fmul contract float %385, %232
  %493 = fadd contract float %491, %492
  %494 = fmul contract float %445, 0x3F8F07C200000000
  %495 = load float, ptr %5, align 4, !tbaa !11
  %496 = fadd contract float %495, %494
  store float %496, ptr %5, align 4, !tbaa !11
  %497 = fmul contract float %445, 0xBF8F07C200000000
  %498 = load float, ptr %6, align 4, !tbaa !11
  %499 = fadd contract float %497, %498
  store float %499, ptr %6, align 4, !tbaa !11
  %500 = fmul contract float %451, 0x3F8F07C200000000
  %501 = load float, ptr %68, align 4, !tbaa !11
  %502 = fadd contract float %501, %500
  store float %502, ptr %68, align 4, !tbaa !11
  %503 = fmul contract float %451, 0xBF8F07C200000000
  %504 = load float, ptr %69, align 4, !tbaa !11
  %505 = fadd contract float %503, %504
  store float %505, ptr %69, align 4, !tbaa !11
  %506 = fmul contract float %457, 0x3F8F07C200000000
  %507 = load float, ptr %70, align 4, !tbaa !11
  %508 = fadd contract float %507, %506
  store float %508, ptr %70, align 4, !tbaa !11
  %509 = fmul contract float %457, 0xBF8F07C200000000
  %510 = load float, ptr %71, align 4, !tbaa !11
  %511 = fadd contract float %509, %510
  store float %511, ptr %71, align 4, !tbaa !11
  %512 = fmul contract float %463, 0x3F8F07C200000000
  %513 = load float, ptr %73, align 4, !tbaa !11
  %514 = fadd contract float %513, %512
  store float %514, ptr %73, align 4, !tbaa !11
  %515 = fmul contract float %463, 0xBF8F07C200000000
  %516 = load float, ptr %72, align 4, !tbaa !11
  %517 = fadd contract float %515, %516
  store float %517, ptr %72, align 4, !tbaa !11
  %518 = fmul contract float %469, 0x3F8F07C200000000
  %519 = load float, ptr %74, align 4, !tbaa !11
  %520 = fadd contract float %519, %518
  store float %520, ptr %74, align 4, !tbaa !11
  %521 = fmul contract float %469, 0xBF8F07C200000000
  %522 = load float, ptr %75, align 4, !tbaa !11
  %523 = fadd contract float %521, %522
  store float %523, ptr %75, align 4, !tbaa !11
  %524 = fmul contract float %475, 0x3F8F07C200000000
  %525 = load float, ptr %76, align 4, !tbaa !11
  %526 = fadd contract float %525, %524
  store float %526, ptr %76, align 4, !tbaa !11
  %527 = fmul contract float %475, 0xBF8F07C200000000
  %528 = load float, ptr %77, align 4, !tbaa !11
  %529 = fadd contract float %527, %528
  store float %529, ptr %77, align 4, !tbaa !11
  %530 = fmul contract float %481, 0x3F8F07C200000000
  %531 = load float, ptr %79, align 4, !tbaa !11
  %532 = fadd contract float %531, %530
  store float %532, ptr %79, align 4, !tbaa !11
  %533 = fmul contract float %481, 0xBF8F07C200000000
  %534 = load float, ptr %78, align 4, !tbaa !11
  %535 = fadd contract float %533, %534
  store float %535, ptr %78, align 4, !tbaa !11
  %536 = fmul contract float %487, 0x3F8F07C200000000
  %537 = load float, ptr %80, align 4, !tbaa !11
  %538 = fadd contract float %537, %536
  store float %538, ptr %80, align 4, !tbaa !11
  %539 = fmul contract float %487, 0xBF8F07C200000000
  %540 = load float, ptr %81, align 4, !tbaa !11
  %541 = fadd contract float %539, %540
  store float %541, ptr %81, align 4, !tbaa !11
  %542 = fmul contract float %493, 0x3F8F07C200000000
  %543 = load float, ptr %82, align 4, !tbaa !11
  %544 = fadd contract float %543, %542
  store float %544, ptr %82, align 4, !tbaa !11
  %545 = fmul contract float %493, 0xBF8F07C200000000
  %546 = load float, ptr %83, align 4, !tbaa !11
  %547 = fadd contract float %545, %546
  store float %547, ptr %83, align 4, !tbaa !11
  %548 = fmul contract float %445, %224
  %549 = fadd contract float %548, 0.000000e+00
  %550 = fmul contract float %451, %227
  %551 = fadd contract float %549, %550
  %552 = fmul contract float %457, %230
  %553 = fadd contract float %551, %552
  %554 = fmul contract float %445, %225
  %555 = fadd contract float %554, 0.000000e+00
  %556 = fmul contract float %451, %228
  %557 = fadd contract float %555, %556
  %558 = fmul contract float %457, %231
  %559 = fadd contract float %557, %558
  %560 = fmul contract float %445, %226
  %561 = fadd contract float %560, 0.000000e+00
  %562 = fmul contract float %451, %229
  %563 = fadd contract float %561, %562
  %564 = fmul contract float %457, %232
  %565 = fadd contract float %563, %564
  %566 = fmul contract float %463, %224
  %567 = fadd contract float %566, 0.000000e+00
  %568 = fmul contract float %469, %227
  %569 = fadd contract float %567, %568
  %570 = fmul contract float %475, %230
  %571 = fadd contract float %569, %570
  %572 = fmul contract float %463, %225
  %573 = fadd contract float %572, 0.000000e+00
  %574 = fmul contract float %469, %228
  %575 = fadd contract float %573, %574
  %576 = fmul contract float %475, %231
  %577 = fadd contract float %575, %576
  %578 = fmul contract float %463, %226
  %579 = fadd contract float %578, 0.000000e+00
  %580 = fmul contract float %469, %229
  %581 = fadd contract float %579, %580
  %582 = fmul contract float %475, %232
  %583 = fadd contract float %581, %582
  %584 = fmul contract float %481, %224
  %585 = fadd contract float %584, 0.000000e+00
  %586 = fmul contract float %487, %227
  %587 = fadd contract float %585, %586
  %588 = fmul contract float %493, %230
  %589 = fadd contract float %587, %588
  %590 = fmul contract float %481, %225
  %591 = fadd contract float %590, 0.000000e+00
  %592 = fmul contract float %487, %228
  %593 = fadd contract float %591, %592
  %594 = fmul contract float %493, %231
  %595 = fadd contract float %593, %594
  %596 = fmul contract float %481, %226
  %597 = fadd contract float %596, 0.000000e+00
  %598 = fmul contract float %487, %229
  %599 = fadd contract float %597, %598
  %600 = fmul contract float %493, %232
  %601 = fadd contract float %599, %600
  %602 = fmul contract float %553, 0x3F54AFD6A0000000
  %603 = load float, ptr %5, align 4, !tbaa !11
  %604 = fadd contract float %603, %602
  store float %604, ptr %5, align 4, !tbaa !11
  %605 = fmul contract float %553, 0x3F54AFD6A0000000
  %606 = load float, ptr %6, align 4, !tbaa !11
  %607 = fadd contract float %605, %606
  store float %607, ptr %6, align 4, !tbaa !11
  %608 = fmul contract float %559, 0x3F54AFD6A0000000
  %609 = load float, ptr %84, align 4, !tbaa !11
  %610 = fadd contract float %609, %608
  store float %610, ptr %84, align 4, !tbaa !11
  %611 = fmul contract float %559, 0x3F54AFD6A0000000
  %612 = load float, ptr %85, align 4, !tbaa !11
  %613 = fadd contract float %611, %612
  store float %613, ptr %85, align 4, !tbaa !11
  %614 = fmul contract float %565, 0x3F54AFD6A0000000
  %615 = load float, ptr %86, align 4, !tbaa !11
  %616 = fadd contract float %615, %614
  store float %616, ptr %86, align 4, !tbaa !11
  %617 = fmul contract float %565, 0x3F54AFD6A0000000
  %618 = load float, ptr %87, align 4, !tbaa !11
  %619 = fadd contract float %617, %618
  store float %619, ptr %87, align 4, !tbaa !11
  %620 = fmul contract float %571, 0x3F54AFD6A0000000
  %621 = load float, ptr %89, align 4, !tbaa !11
  %622 = fadd contract float %621, %620
  store float %622, ptr %89, align 4, !tbaa !11
  %623 = fmul contract float %571, 0x3F54AFD6A0000000
  %624 = load float, ptr %88, align 4, !tbaa !11
  %625 = fadd contract float %623, %624
  store float %625, ptr %88, align 4, !tbaa !11
  %626 = fmul contract float %577, 0x3F54AFD6A0000000
  %627 = load float, ptr %90, align 4, !tbaa !11
  %628 = fadd contract float %627, %626
  store float %628, ptr %90, align 4, !tbaa !11
  %629 = fmul contract float %577, 0x3F54AFD6A0000000
  %630 = load float, ptr %91, align 4, !tbaa !11
  %631 = fadd contract float %629, %630
  store float %631, ptr %91, align 4, !tbaa !11
  %632 = fmul contract float %583, 0x3F54AFD6A0000000
  %633 = load float, ptr %92, align 4, !tbaa !11
  %634 = fadd contract float %633, %632
  store float %634, ptr %92, align 4, !tbaa !11
  %635 = fmul contract float %583, 0x3F54AFD6A0000000
  %636 = load float, ptr %93, align 4, !tbaa !11
  %637 = fadd contract float %635, %636
  store float %637, ptr %93, align 4, !tbaa !11
  %638 = fmul contract float %589, 0x3F54AFD6A0000000
  %639 = load float, ptr %95, align 4, !tbaa !11
  %640 = fadd contract float %639, %638
  store float %640, ptr %95, align 4, !tbaa !11
  %641 = fmul contract float %589, 0x3F54AFD6A0000000
  %642 = load float, ptr %94, align 4, !tbaa !11
  %643 = fadd contract float %641, %642
  store float %643, ptr %94, align 4, !tbaa !11
  %644 = fmul contract float %595, 0x3F54AFD6A0000000
  %645 = load float, ptr %96, align 4, !tbaa !11
  %646 = fadd contract float %645, %644
  store float %646, ptr %96, align 4, !tbaa !11
  %647 = fmul contract float %595, 0x3F54AFD6A0000000
  %648 = load float, ptr %97, align 4, !tbaa !11
  %649 = fadd contract float %647, %648
  store float %649, ptr %97, align 4, !tbaa !11
  %650 = fmul contract float %601, 0x3F54AFD6A0000000
  %651 = load float, ptr %98, align 4, !tbaa !11
  %652 = fadd contract float %651, %650
  store float %652, ptr %98, align 4, !tbaa !11
  %653 = fmul contract float %601, 0x3F54AFD6A0000000
  %654 = load float, ptr %99, align 4, !tbaa !11
  %655 = fadd contract float %653, %654
  store float %655, ptr %99, align 4, !tbaa !11
  %656 = fmul contract float %553, %224
  %657 = fadd contract float %656, 0.000000e+00
  %658 = fmul contract float %559, %227
  %659 = fadd contract float %657, %658
  %660 = fmul contract float %565, %230
  %661 = fadd contract float %659, %660
  %662 = fmul contract float %553, %225
  %663 = fadd contract float %662, 0.000000e+00
  %664 = fmul contract float %559, %228
  %665 = fadd contract float %663, %664
  %666 = fmul contract float %565, %231
  %667 = fadd contract float %665, %666
  %668 = fmul contract float %553, %226
  %669 = fadd contract float %668, 0.000000e+00
  %670 = fmul contract float %559, %229
  %671 = fadd contract float %669, %670
  %672 = fmul contract float %565, %232
  %673 = fadd contract float %671, %672
  %674 = fmul contract float %571, %224
  %675 = fadd contract float %674, 0.000000e+00
  %676 = fmul contract float %577, %227
  %677 = fadd contract float %675, %676
  %678 = fmul contract float %583, %230
  %679 = fadd contract float %677, %678
  %680 = fmul contract float %571, %225
  %681 = fadd contract float %680, 0.000000e+00
  %682 = fmul contract float %577, %228
  %683 = fadd contract float %681, %682
  %684 = fmul contract float %583, %231
  %685 = fadd contract float %683, %684
  %686 = fmul contract float %571, %226
  %687 = fadd contract float %686, 0.000000e+00
  %688 = fmul contract float %577, %229
  %689 = fadd contract float %687, %688
  %690 = fmul contract float %583, %232
  %691 = fadd contract float %689, %690
  %692 = fmul contract float %589, %224
  %693 = fadd contract float %692, 0.000000e+00
  %694 = fmul contract float %595, %227
  %695 = fadd contract float %693, %694
  %696 = fmul contract float %601, %230
  %697 = fadd contract float %695, %696
  %698 = fmul contract float %589, %225
  %699 = fadd contract float %698, 0.000000e+00
  %700 = fmul contract float %595, %228
  %701 = fadd contract float %699, %700
  %702 = fmul contract float %601, %231
  %703 = fadd contract float %701, %702
  %704 = fmul contract float %589, %226
  %705 = fadd contract float %704, 0.000000e+00
  %706 = fmul contract float %595, %229
  %707 = fadd contract float %705, %706
  %708 = fmul contract float %601, %232
  %709 = fadd contract float %707, %708
  %710 = fmul contract float %661, 0x3F108CABC0000000
  %711 = load float, ptr %5, align 4, !tbaa !11
  %712 = fadd contract float %711, %710
  store float %712, ptr %5, align 4, !tbaa !11
  %713 = fmul contract float %661, 0xBF108CABC0000000
  %714 = load float, ptr %6, align 4, !tbaa !11
  %715 = fadd contract float %713, %714
  store float %715, ptr %6, align 4, !tbaa !11
  %716 = fmul contract float %667, 0x3F108CABC0000000
  %717 = load float, ptr %100, align 4, !tbaa !11
  %718 = fadd contract float %717, %716
  store float %718, ptr %100, align 4, !tbaa !11
  %719 = fmul contract float %667, 0xBF108CABC0000000
  %720 = load float, ptr %101, align 4, !tbaa !11
  %721 = fadd contract float %719, %720
  store float %721, ptr %101, align 4, !tbaa !11
  %722 = fmul contract float %673, 0x3F108CABC0000000
  %723 = load float, ptr %102, align 4, !tbaa !11
  %724 = fadd contract float %723, %722
  store float %724, ptr %102, align 4, !tbaa !11
  %725 = fmul contract float %673, 0xBF108CABC0000000
  %726 = load float, ptr %103, align 4, !tbaa !11
  %727 = fadd contract float %725, %726
  store float %727, ptr %103, align 4, !tbaa !11
  %728 = fmul contract float %679, 0x3F108CABC0000000
  %729 = load float, ptr %105, align 4, !tbaa !11
  %730 = fadd contract float %729, %728
  store float %730, ptr %105, align 4, !tbaa !11
  %731 = fmul contract float %679, 0xBF108CABC0000000
  %732 = load float, ptr %104, align 4, !tbaa !11
  %733 = fadd contract float %731, %732
  store float %733, ptr %104, align 4, !tbaa !11
  %734 = fmul contract float %685, 0x3F108CABC0000000
  %735 = load float, ptr %106, align 4, !tbaa !11
  %736 = fadd contract float %735, %734
  store float %736, ptr %106, align 4, !tbaa !11
  %737 = fmul contract float %685, 0xBF108CABC0000000
  %738 = load float, ptr %107, align 4, !tbaa !11
  %739 = fadd contract float %737, %738
  store float %739, ptr %107, align 4, !tbaa !11
  %740 = fmul contract float %691, 0x3F108CABC0000000
  %741 = load float, ptr %108, align 4, !tbaa !11
  %742 = fadd contract float %741, %740
  store float %742, ptr %108, align 4, !tbaa !11
  %743 = fmul contract float %691, 0xBF108CABC0000000
  %744 = load float, ptr %109, align 4, !tbaa !11
  %745 = fadd contract float %743, %744
  store float %745, ptr %109, align 4, !tbaa !11
  %746 = fmul contract float %697, 0x3F108CABC0000000
  %747 = load float, ptr %111, align 4, !tbaa !11
  %748 = fadd contract float %747, %746
  store float %748, ptr %111, align 4, !tbaa !11
  %749 = fmul contract float %697, 0xBF108CABC0000000
  %750 = load float, ptr %110, align 4, !tbaa !11
  %751 = fadd contract float %749, %750
  store float %751, ptr %110, align 4, !tbaa !11
  %752 = fmul contract float %703, 0x3F108CABC0000000
  %753 = load float, ptr %112, align 4, !tbaa !11
  %754 = fadd contract float %753, %752
  store float %754, ptr %112, align 4, !tbaa !11
  %755 = fmul contract float %703, 0xBF108CABC0000000
  %756 = load float, ptr %113, align 4, !tbaa !11
  %757 = fadd contract float %755, %756
  store float %757, ptr %113, align 4, !tbaa !11
  %758 = fmul contract float %709, 0x3F108CABC0000000
  %759 = load float, ptr %114, align 4, !tbaa !11
  %760 = fadd contract float %759, %758
  store float %760, ptr %114, align 4, !tbaa !11
  %761 = fmul contract float %709, 0xBF108CABC0000000
  %762 = load float, ptr %115, align 4, !tbaa !11
  %763 = fadd contract float %761, %762
  store float %763, ptr %115, align 4, !tbaa !11
  %764 = fmul contract float %661, %224
  %765 = fadd contract float %764, 0.000000e+00
  %766 = fmul contract float %667, %227
  %767 = fadd contract float %765, %766
  %768 = fmul contract float %673, %230
  %769 = fadd contract float %767, %768
  %770 = fmul contract float %661, %225
  %771 = fadd contract float %770, 0.000000e+00
  %772 = fmul contract float %667, %228
  %773 = fadd contract float %771, %772
  %774 = fmul contract float %673, %231
  %775 = fadd contract float %773, %774
  %776 = fmul contract float %661, %226
  %777 = fadd contract float %776, 0.000000e+00
  %778 = fmul contract float %667, %229
  %779 = fadd contract float %777, %778
  %780 = fmul contract float %673, %232
  %781 = fadd contract float %779, %780
  %782 = fmul contract float %679, %224
  %783 = fadd contract float %782, 0.000000e+00
  %784 = fmul contract float %685, %227
  %785 = fadd contract float %783, %784
  %786 = fmul contract float %691, %230
  %787 = fadd contract float %785, %786
  %788 = fmul contract float %679, %225
  %789 = fadd contract float %788, 0.000000e+00
  %790 = fmul contract float %685, %228
  %791 = fadd contract float %789, %790
  %792 = fmul contract float %691, %231
  %793 = fadd contract float %791, %792
  %794 = fmul contract float %679, %226
  %795 = fadd contract float %794, 0.000000e+00
  %796 = fmul contract float %685, %229
  %797 = fadd contract float %795, %796
  %798 = fmul contract float %691, %232
  %799 = fadd contract float %797, %798
  %800 = fmul contract float %697, %224
  %801 = fadd contract float %800, 0.000000e+00
  %802 = fmul contract float %703, %227
  %803 = fadd contract float %801, %802
  %804 = fmul contract float %709, %230
  %805 = fadd contract float %803, %804
  %806 = fmul contract float %697, %225
  %807 = fadd contract float %806, 0.000000e+00
  %808 = fmul contract float %703, %228
  %809 = fadd contract float %807, %808
  %810 = fmul contract float %709, %231
  %811 = fadd contract float %809, %810
  %812 = fmul contract float %697, %226
  %813 = fadd contract float %812, 0.000000e+00
  %814 = fmul contract float %703, %229
  %815 = fadd contract float %813, %814
  %816 = fmul contract float %709, %232
  %817 = fadd contract float %815, %816
  %818 = fmul contract float %769, 0x3EB937E120000000
  %819 = load float, ptr %5, align 4, !tbaa !11
  %820 = fadd contract float %819, %818
  store float %820, ptr %5, align 4, !tbaa !11
  %821 = fmul contract float %769, 0x3EB937E120000000
  %822 = load float, ptr %6, align 4, !tbaa !11
  %823 = fadd contract float %821, %822
  store float %823, ptr %6, align 4, !tbaa !11
  %824 = fmul contract float %775, 0x3EB937E120000000
  %825 = load float, ptr %116, align 4, !tbaa !11
  %826 = fadd contract float %825, %824
  store float %826, ptr %116, align 4, !tbaa !11
  %827 = fmul contract float %775, 0x3EB937E120000000
  %828 = load float, ptr %117, align 4, !tbaa !11
  %829 = fadd contract float %827, %828
  store float %829, ptr %117, align 4, !tbaa !11
  %830 = fmul contract float %781, 0x3EB937E120000000
  %831 = load float, ptr %118, align 4, !tbaa !11
  %832 = fadd contract float %831, %830
  store float %832, ptr %118, align 4, !tbaa !11
  %833 = fmul contract float %781, 0x3EB937E120000000
  %834 = load float, ptr %119, align 4, !tbaa !11
  %835 = fadd contract float %833, %834
  store float %835, ptr %119, align 4, !tbaa !11
  %836 = fmul contract float %787, 0x3EB937E120000000
  %837 = load float, ptr %121, align 4, !tbaa !11
  %838 = fadd contract float %837, %836
  store float %838, ptr %121, align 4, !tbaa !11
  %839 = fmul contract float %787, 0x3EB937E120000000
  %840 = load float, ptr %120, align 4, !tbaa !11
  %841 = fadd contract float %839, %840
  store float %841, ptr %120, align 4, !tbaa !11
  %842 = fmul contract float %793, 0x3EB937E120000000
  %843 = load float, ptr %122, align 4, !tbaa !11
  %844 = fadd contract float %843, %842
  store float %844, ptr %122, align 4, !tbaa !11
  %845 = fmul contract float %793, 0x3EB937E120000000
  %846 = load float, ptr %123, align 4, !tbaa !11
  %847 = fadd contract float %845, %846
  store float %847, ptr %123, align 4, !tbaa !11
  %848 = fmul contract float %799, 0x3EB937E120000000
  %849 = load float, ptr %124, align 4, !tbaa !11
  %850 = fadd contract float %849, %848
  store float %850, ptr %124, align 4, !tbaa !11
  %851 = fmul contract float %799, 0x3EB937E120000000
  %852 = load float, ptr %125, align 4, !tbaa !11
  %853 = fadd contract float %851, %852
  store float %853, ptr %125, align 4, !tbaa !11
  %854 = fmul contract float %805, 0x3EB937E120000000
  %855 = load float, ptr %127, align 4, !tbaa !11
  %856 = fadd contract float %855, %854
  store float %856, ptr %127, align 4, !tbaa !11
  %857 = fmul contract float %805, 0x3EB937E120000000
  %858 = load float, ptr %126, align 4, !tbaa !11
  %859 = fadd contract float %857, %858
  store float %859, ptr %126, align 4, !tbaa !11
  %860 = fmul contract float %811, 0x3EB937E120000000
  %861 = load float, ptr %128, align 4, !tbaa !11
  %862 = fadd contract float %861, %860
  store float %862, ptr %128, align 4, !tbaa !11
  %863 = fmul contract float %811, 0x3EB937E120000000
  %864 = load float, ptr %129, align 4, !tbaa !11
  %865 = fadd contract float %863, %864
  store float %865, ptr %129, align 4, !tbaa !11
  %866 = fmul contract float %817, 0x3EB937E120000000
  %867 = load float, ptr %130, align 4, !tbaa !11
  %868 = fadd contract float %867, %866
  store float %868, ptr %130, align 4, !tbaa !11
  %869 = fmul contract float %817, 0x3EB937E120000000
  %870 = load float, ptr %131, align 4, !tbaa !11
  %871 = fadd contract float %869, %870
  store float %871, ptr %131, align 4, !tbaa !11
  %872 = call noundef zeroext i1 @_Z12gauss_jordanIfLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 4 dereferenceable(36) %6, ptr noundef nonnull align 4 dereferenceable(36) %5) #13
  %873 = icmp eq i32 %203, 0
  br i1 %873, label %885, label %874

874:                                              ; preds = %202
  %875 = load float, ptr %5, align 4
  %876 = load float, ptr %132, align 4
  %877 = load float, ptr %133, align 4
  %878 = load float, ptr %134, align 4
  %879 = load float, ptr %135, align 4
  %880 = load float, ptr %136, align 4
  %881 = load float, ptr %137, align 4
  %882 = load float, ptr %138, align 4
  %883 = load float, ptr %139, align 4, !tbaa !16
  br label %912

884:                                              ; preds = %912
  store float %927, ptr %5, align 4
  store float %933, ptr %132, align 4
  store float %945, ptr %133, align 4
  store float %939, ptr %134, align 4
  store float %963, ptr %135, align 4
  store float %951, ptr %136, align 4
  store float %969, ptr %137, align 4
  store float %957, ptr %138, align 4
  store float %975, ptr %139, align 4, !tbaa !16
  br label %885

885:                                              ; preds = %884, %202
  %886 = mul nuw nsw i64 %150, 36
  %887 = getelementptr inbounds nuw i8, ptr %1, i64 %886
  %888 = load float, ptr %5, align 4, !tbaa !11
  store float %888, ptr %887, align 4, !tbaa !11
  %889 = load float, ptr %140, align 4, !tbaa !11
  %890 = getelementptr inbounds nuw i8, ptr %887, i64 4
  store float %889, ptr %890, align 4, !tbaa !11
  %891 = load float, ptr %141, align 4, !tbaa !11
  %892 = getelementptr inbounds nuw i8, ptr %887, i64 8
  store float %891, ptr %892, align 4, !tbaa !11
  %893 = getelementptr inbounds nuw i8, ptr %887, i64 12
  %894 = load float, ptr %142, align 4, !tbaa !11
  store float %894, ptr %893, align 4, !tbaa !11
  %895 = load float, ptr %143, align 4, !tbaa !11
  %896 = getelementptr inbounds nuw i8, ptr %887, i64 16
  store float %895, ptr %896, align 4, !tbaa !11
  %897 = load float, ptr %144, align 4, !tbaa !11
  %898 = getelementptr inbounds nuw i8, ptr %887, i64 20
  store float %897, ptr %898, align 4, !tbaa !11
  %899 = getelementptr inbounds nuw i8, ptr %887, i64 24
  %900 = load float, ptr %145, align 4, !tbaa !11
  store float %900, ptr %899, align 4, !tbaa !11
  %901 = load float, ptr %146, align 4, !tbaa !11
  %902 = getelementptr inbounds nuw i8, ptr %887, i64 28
  store float %901, ptr %902, align 4, !tbaa !11
  %903 = load float, ptr %147, align 4, !tbaa !11
  %904 = getelementptr inbounds nuw i8, ptr %887, i64 32
  store float %903, ptr %904, align 4, !tbaa !11
  %905 = xor i1 %872, true
  %906 = zext i1 %905 to i32
  %907 = shl i32 %203, 4
  %908 = or disjoint i32 %907, %906
  %909 = getelementptr inbounds nuw i32, ptr %2, i64 %150
  store i32 %908, ptr %909, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #13
  %910 = add nuw nsw i64 %150, %35
  %911 = icmp slt i64 %910, %3
  br i1 %911, label %149, label %148, !llvm.loop !17

912:                                              ; preds = %874, %912
  %913 = phi float [ %975, %912 ], [ %883, %874 ]
  %914 = phi float [ %957, %912 ], [ %882, %874 ]
  %915 = phi float [ %969, %912 ], [ %881, %874 ]
  %916 = phi float [ %951, %912 ], [ %880, %874 ]
  %917 = phi float [ %963, %912 ], [ %879, %874 ]
  %918 = phi float [ %939, %912 ], [ %878, %874 ]
  %919 = phi float [ %945, %912 ], [ %877, %874 ]
  %920 = phi float [ %933, %912 ], [ %876, %874 ]
  %921 = phi float [ %927, %912 ], [ %875, %874 ]
  %922 = phi i32 [ %976, %912 ], [ 0, %874 ]
  %923 = fmul contract float %921, %921
  %924 = fmul contract float %920, %919
  %925 = fadd contract float %923, %924
  %926 = fmul contract float %918, %917
  %927 = fadd contract float %925, %926
  %928 = fmul contract float %921, %920
  %929 = fadd contract float %928, 0.000000e+00
  %930 = fmul contract float %920, %916
  %931 = fadd contract float %929, %930
  %932 = fmul contract float %918, %915
  %933 = fadd contract float %931, %932
  %934 = fmul contract float %921, %918
  %935 = fadd contract float %934, 0.000000e+00
  %936 = fmul contract float %920, %914
  %937 = fadd contract float %935, %936
  %938 = fmul contract float %918, %913
  %939 = fadd contract float %937, %938
  %940 = fmul contract float %919, %921
  %941 = fadd contract float %940, 0.000000e+00
  %942 = fmul contract float %916, %919
  %943 = fadd contract float %941, %942
  %944 = fmul contract float %914, %917
  %945 = fadd contract float %943, %944
  %946 = fmul contract float %919, %920
  %947 = fadd contract float %946, 0.000000e+00
  %948 = fmul contract float %916, %916
  %949 = fadd contract float %947, %948
  %950 = fmul contract float %914, %915
  %951 = fadd contract float %949, %950
  %952 = fmul contract float %919, %918
  %953 = fadd contract float %952, 0.000000e+00
  %954 = fmul contract float %916, %914
  %955 = fadd contract float %953, %954
  %956 = fmul contract float %914, %913
  %957 = fadd contract float %955, %956
  %958 = fmul contract float %917, %921
  %959 = fadd contract float %958, 0.000000e+00
  %960 = fmul contract float %915, %919
  %961 = fadd contract float %959, %960
  %962 = fmul contract float %913, %917
  %963 = fadd contract float %961, %962
  %964 = fmul contract float %917, %920
  %965 = fadd contract float %964, 0.000000e+00
  %966 = fmul contract float %915, %916
  %967 = fadd contract float %965, %966
  %968 = fmul contract float %913, %915
  %969 = fadd contract float %967, %968
  %970 = fmul contract float %917, %918
  %971 = fadd contract float %970, 0.000000e+00
  %972 = fmul contract float %915, %914
  %973 = fadd contract float %971, %972
  %974 = fmul contract float %913, %913
  %975 = fadd contract float %973, %974
  %976 = add nuw nsw i32 %922, 1
  %977 = icmp eq i32 %976, %203
  br i1 %977, label %884, label %912, !llvm.loop !18
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @expm4_f64(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  tail call void @_Z9expm_implIdLi4EEvPKT_PS0_Pix(ptr noundef %0, ptr noundef %1, ptr noundef %2, i64 noundef %3) #13
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
  br i1 %15, label %16, label %242

16:                                               ; preds = %4
  %17 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %18 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %19 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %20 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %21 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %22 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %23 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %24 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %25 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %27 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %28 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %29 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %10
  %32 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %33 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %35 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %36 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %39 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %40 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %41 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %43 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %46 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %49 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %51 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %53 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %54 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %57 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %59 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %60 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %61 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %62 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %65 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %66 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %67 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %68 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %71 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %73 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %75 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %76 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %79 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %81 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %83 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %84 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %85 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %86 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %87 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %88 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %89 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %90 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %91 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %92 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %93 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %94 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %95 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %96 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %97 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %98 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %99 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %101 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %102 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %103 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %104 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %105 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %106 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %107 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %108 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %109 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %110 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %111 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %112 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %113 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %114 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %115 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %116 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %117 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %118 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %119 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %120 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %121 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %122 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %123 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %124 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %125 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %126 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %127 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %128 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %129 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %130 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %131 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %132 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %133 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %134 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %135 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %136 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %137 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %138 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %139 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %140 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %141 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %142 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %143 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %144 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %145 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %146 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %147 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %148 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %149 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %150 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %151 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %152 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %153 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %154 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %155 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %156 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %157 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %158 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %159 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %160 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %161 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %162 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %163 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %164 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %165 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %166 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %167 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %168 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %169 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %170 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %171 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %172 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %173 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %174 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %175 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %176 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %177 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %178 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %179 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %180 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %181 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %182 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %183 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %184 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %185 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %186 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %187 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %188 = getelementptr inbounds nuw i8, ptr %6, i64 32
  %189 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %190 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %191 = getelementptr inbounds nuw i8, ptr %6, i64 40
  %192 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %193 = getelementptr inbounds nuw i8, ptr %6, i64 48
  %194 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %195 = getelementptr inbounds nuw i8, ptr %6, i64 56
  %196 = getelementptr inbounds nuw i8, ptr %6, i64 64
  %197 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %198 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %199 = getelementptr inbounds nuw i8, ptr %6, i64 72
  %200 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %201 = getelementptr inbounds nuw i8, ptr %6, i64 80
  %202 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %203 = getelementptr inbounds nuw i8, ptr %6, i64 88
  %204 = getelementptr inbounds nuw i8, ptr %6, i64 96
  %205 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %206 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %207 = getelementptr inbounds nuw i8, ptr %6, i64 104
  %208 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %209 = getelementptr inbounds nuw i8, ptr %6, i64 112
  %210 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %211 = getelementptr inbounds nuw i8, ptr %6, i64 120
  %212 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %213 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %214 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %215 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %216 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %217 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %218 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %219 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %220 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %221 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %222 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %223 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %224 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %225 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %226 = getelementptr inbounds nuw i8, ptr %5, i64 120
  %227 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %228 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %229 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %230 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %231 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %232 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %233 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %234 = getelementptr inbounds nuw i8, ptr %5, i64 64
  %235 = getelementptr inbounds nuw i8, ptr %5, i64 72
  %236 = getelementptr inbounds nuw i8, ptr %5, i64 80
  %237 = getelementptr inbounds nuw i8, ptr %5, i64 88
  %238 = getelementptr inbounds nuw i8, ptr %5, i64 96
  %239 = getelementptr inbounds nuw i8, ptr %5, i64 104
  %240 = getelementptr inbounds nuw i8, ptr %5, i64 112
  %241 = getelementptr inbounds nuw i8, ptr %5, i64 120
  br label %243

242:                                              ; preds = %1711, %4
  ret void

243:                                              ; preds = %16, %1711
  %244 = phi i64 [ %14, %16 ], [ %1750, %1711 ]
  %245 = shl i64 %244, 7
  %246 = getelementptr i8, ptr %0, i64 %245
  %247 = load double, ptr %246, align 8, !tbaa !19
  %248 = getelementptr i8, ptr %246, i64 8
  %249 = load double, ptr %248, align 8, !tbaa !19
  %250 = getelementptr i8, ptr %246, i64 16
  %251 = load double, ptr %250, align 8, !tbaa !19
  %252 = getelementptr i8, ptr %246, i64 24
  %253 = load double, ptr %252, align 8, !tbaa !19
  %254 = getelementptr i8, ptr %246, i64 32
  %255 = load double, ptr %254, align 8, !tbaa !19
  %256 = getelementptr i8, ptr %246, i64 40
  %257 = load double, ptr %256, align 8, !tbaa !19
  %258 = getelementptr i8, ptr %246, i64 48
  %259 = load double, ptr %258, align 8, !tbaa !19
  %260 = getelementptr i8, ptr %246, i64 56
  %261 = load double, ptr %260, align 8, !tbaa !19
  %262 = getelementptr i8, ptr %246, i64 64
  %263 = load double, ptr %262, align 8, !tbaa !19
  %264 = getelementptr i8, ptr %246, i64 72
  %265 = load double, ptr %264, align 8, !tbaa !19
  %266 = getelementptr i8, ptr %246, i64 80
  %267 = load double, ptr %266, align 8, !tbaa !19
  %268 = getelementptr i8, ptr %246, i64 88
  %269 = load double, ptr %268, align 8, !tbaa !19
  %270 = getelementptr i8, ptr %246, i64 96
  %271 = load double, ptr %270, align 8, !tbaa !19
  %272 = getelementptr i8, ptr %246, i64 104
  %273 = load double, ptr %272, align 8, !tbaa !19
  %274 = getelementptr i8, ptr %246, i64 112
  %275 = load double, ptr %274, align 8, !tbaa !19
  %276 = getelementptr i8, ptr %246, i64 120
  %277 = load double, ptr %276, align 8, !tbaa !19
  %278 = call noundef double @llvm.nvvm.fabs.f64(double %247)
  %279 = fadd contract double %278, 0.000000e+00
  %280 = call noundef double @llvm.nvvm.fabs.f64(double %255)
  %281 = fadd contract double %279, %280
  %282 = call noundef double @llvm.nvvm.fabs.f64(double %263)
  %283 = fadd contract double %281, %282
  %284 = call noundef double @llvm.nvvm.fabs.f64(double %271)
  %285 = fadd contract double %283, %284
  %286 = call noundef double @llvm.maxnum.f64(double %285, double 0.000000e+00)
  %287 = call noundef double @llvm.nvvm.fabs.f64(double %249)
  %288 = fadd contract double %287, 0.000000e+00
  %289 = call noundef double @llvm.nvvm.fabs.f64(double %257)
  %290 = fadd contract double %288, %289
  %291 = call noundef double @llvm.nvvm.fabs.f64(double %265)
  %292 = fadd contract double %290, %291
  %293 = call noundef double @llvm.nvvm.fabs.f64(double %273)
  %294 = fadd contract double %292, %293
  %295 = call noundef double @llvm.maxnum.f64(double %286, double %294)
  %296 = call noundef double @llvm.nvvm.fabs.f64(double %251)
  %297 = fadd contract double %296, 0.000000e+00
  %298 = call noundef double @llvm.nvvm.fabs.f64(double %259)
  %299 = fadd contract double %297, %298
  %300 = call noundef double @llvm.nvvm.fabs.f64(double %267)
  %301 = fadd contract double %299, %300
  %302 = call noundef double @llvm.nvvm.fabs.f64(double %275)
  %303 = fadd contract double %301, %302
  %304 = call noundef double @llvm.maxnum.f64(double %295, double %303)
  %305 = call noundef double @llvm.nvvm.fabs.f64(double %253)
  %306 = fadd contract double %305, 0.000000e+00
  %307 = call noundef double @llvm.nvvm.fabs.f64(double %261)
  %308 = fadd contract double %306, %307
  %309 = call noundef double @llvm.nvvm.fabs.f64(double %269)
  %310 = fadd contract double %308, %309
  %311 = call noundef double @llvm.nvvm.fabs.f64(double %277)
  %312 = fadd contract double %310, %311
  %313 = call noundef double @llvm.maxnum.f64(double %304, double %312)
  %314 = fcmp contract olt double %313, 1.000000e+30
  %315 = select i1 %314, double %313, double 0.000000e+00
  %316 = fcmp contract ogt double %315, 5.000000e-01
  br i1 %316, label %317, label %325

317:                                              ; preds = %243, %317
  %318 = phi double [ %320, %317 ], [ %315, %243 ]
  %319 = phi i32 [ %321, %317 ], [ 0, %243 ]
  %320 = fmul contract double %318, 5.000000e-01
  %321 = add nuw nsw i32 %319, 1
  %322 = fcmp contract ogt double %320, 5.000000e-01
  %323 = icmp samesign ult i32 %319, 59
  %324 = select i1 %322, i1 %323, i1 false
  br i1 %324, label %317, label %325, !llvm.loop !21

325:                                              ; preds = %317, %243
  %326 = phi i32 [ 0, %243 ], [ %321, %317 ]
  %327 = sub nsw i32 0, %326
  %328 = call i32 @llvm.smax.i32(i32 range(i32 -2147483647, -2147483648) %327, i32 -2099)
  %329 = call i32 @llvm.smin.i32(i32 %328, i32 2099)
  %330 = add nsw i32 %329, 4092
  %331 = lshr i32 %330, 2
  %332 = mul nuw nsw i32 %331, 4093
  %333 = add nuw nsw i32 %332, %330
  %334 = call i32 @llvm.abs.i32(i32 %329, i1 true)
  %335 = icmp samesign ult i32 %334, 217
  %336 = add nsw i32 %329, 1023
  %337 = select i1 %335, i32 %336, i32 %333
  %338 = shl nuw nsw i32 %331, 20
  %339 = select i1 %335, i32 1072693248, i32 %338
  %340 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %339) #13
  %341 = shl i32 %337, 20
  %342 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %341) #13
  %343 = call double @llvm.nvvm.mul.rn.d(double 1.000000e+00, double %342) #13
  %344 = call double @llvm.nvvm.mul.rn.d(double %343, double %340) #13
  %345 = call double @llvm.nvvm.mul.rn.d(double %344, double %340) #13
  %346 = call noundef double @llvm.nvvm.mul.rn.d(double %345, double %340) #13
  %347 = fmul contract double %346, %247
  %348 = fmul contract double %346, %249
  %349 = fmul contract double %346, %251
  %350 = fmul contract double %346, %253
  %351 = fmul contract double %346, %255
  %352 = fmul contract double %346, %257
  %353 = fmul contract double %346, %259
  %354 = fmul contract double %346, %261
  %355 = fmul contract double %346, %263
  %356 = fmul contract double %346, %265
  %357 = fmul contract double %346, %267
  %358 = fmul contract double %346, %269
  %359 = fmul contract double %346, %271
  %360 = fmul contract double %346, %273
  %361 = fmul contract double %346, %275
  %362 = fmul contract double %346, %277
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #13
  store double 1.000000e+00, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %17, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %18, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %19, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %20, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %21, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %22, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #13
  store double 1.000000e+00, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %23, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %25, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %26, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %27, i8 0, i64 32, i1 false)
  store double 1.000000e+00, ptr %28, align 8
  %363 = fadd contract double %347, 0.000000e+00
  %364 = fmul contract double %351, 0.000000e+00
  %365 = fadd contract double %363, %364
  %366 = fmul contract double %355, 0.000000e+00
  %367 = fadd contract double %365, %366
  %368 = fmul contract double %359, 0.000000e+00
  %369 = fadd contract double %367, %368
  %370 = fadd contract double %348, 0.000000e+00
  %371 = fmul contract double %352, 0.000000e+00
  %372 = fadd contract double %370, %371
  %373 = fmul contract double %356, 0.000000e+00
  %374 = fadd contract double %372, %373
  %375 = fmul contract double %360, 0.000000e+00
  %376 = fadd contract double %374, %375
  %377 = fadd contract double %349, 0.000000e+00
  %378 = fmul contract double %353, 0.000000e+00
  %379 = fadd contract double %377, %378
  %380 = fmul contract double %357, 0.000000e+00
  %381 = fadd contract double %379, %380
  %382 = fmul contract double %361, 0.000000e+00
  %383 = fadd contract double %381, %382
  %384 = fadd contract double %350, 0.000000e+00
  %385 = fmul contract double %354, 0.000000e+00
  %386 = fadd contract double %384, %385
  %387 = fmul contract double %358, 0.000000e+00
  %388 = fadd contract double %386, %387
  %389 = fmul contract double %362, 0.000000e+00
  %390 = fadd contract double %388, %389
  %391 = fmul contract double %347, 0.000000e+00
  %392 = fadd contract double %391, 0.000000e+00
  %393 = fadd contract double %392, %351
  %394 = fmul contract double %355, 0.000000e+00
  %395 = fadd contract double %393, %394
  %396 = fmul contract double %359, 0.000000e+00
  %397 = fadd contract double %395, %396
  %398 = fmul contract double %348, 0.000000e+00
  %399 = fadd contract double %398, 0.000000e+00
  %400 = fadd contract double %399, %352
  %401 = fmul contract double %356, 0.000000e+00
  %402 = fadd contract double %400, %401
  %403 = fmul contract double %360, 0.000000e+00
  %404 = fadd contract double %402, %403
  %405 = fmul contract double %349, 0.000000e+00
  %406 = fadd contract double %405, 0.000000e+00
  %407 = fadd contract double %406, %353
  %408 = fmul contract double %357, 0.000000e+00
  %409 = fadd contract double %407, %408
  %410 = fmul contract double %361, 0.000000e+00
  %411 = fadd contract double %409, %410
  %412 = fmul contract double %350, 0.000000e+00
  %413 = fadd contract double %412, 0.000000e+00
  %414 = fadd contract double %413, %354
  %415 = fmul contract double %358, 0.000000e+00
  %416 = fadd contract double %414, %415
  %417 = fmul contract double %362, 0.000000e+00
  %418 = fadd contract double %416, %417
  %419 = fmul contract double %347, 0.000000e+00
  %420 = fadd contract double %419, 0.000000e+00
  %421 = fmul contract double %351, 0.000000e+00
  %422 = fadd contract double %420, %421
  %423 = fadd contract double %422, %355
  %424 = fmul contract double %359, 0.000000e+00
  %425 = fadd contract double %423, %424
  %426 = fmul contract double %348, 0.000000e+00
  %427 = fadd contract double %426, 0.000000e+00
  %428 = fmul contract double %352, 0.000000e+00
  %429 = fadd contract double %427, %428
  %430 = fadd contract double %429, %356
  %431 = fmul contract double %360, 0.000000e+00
  %432 = fadd contract double %430, %431
  %433 = fmul contract double %349, 0.000000e+00
  %434 = fadd contract double %433, 0.000000e+00
  %435 = fmul contract double %353, 0.000000e+00
  %436 = fadd contract double %434, %435
  %437 = fadd contract double %436, %357
  %438 = fmul contract double %361, 0.000000e+00
  %439 = fadd contract double %437, %438
  %440 = fmul contract double %350, 0.000000e+00
  %441 = fadd contract double %440, 0.000000e+00
  %442 = fmul contract double %354, 0.000000e+00
  %443 = fadd contract double %441, %442
  %444 = fadd contract double %443, %358
  %445 = fmul contract double %362, 0.000000e+00
  %446 = fadd contract double %444, %445
  %447 = fmul contract double %347, 0.000000e+00
  %448 = fadd contract double %447, 0.000000e+00
  %449 = fmul contract double %351, 0.000000e+00
  %450 = fadd contract double %448, %449
  %451 = fmul contract double %355, 0.000000e+00
  %452 = fadd contract double %450, %451
  %453 = fadd contract double %452, %359
  %454 = fmul contract double %348, 0.000000e+00
  %455 = fadd contract double %454, 0.000000e+00
  %456 = fmul contract double %352, 0.000000e+00
  %457 = fadd contract double %455, %456
  %458 = fmul contract double %356, 0.000000e+00
  %459 = fadd contract double %457, %458
  %460 = fadd contract double %459, %360
  %461 = fmul contract double %349, 0.000000e+00
  %462 = fadd contract double %461, 0.000000e+00
  %463 = fmul contract double %353, 0.000000e+00
  %464 = fadd contract double %462, %463
  %465 = fmul contract double %357, 0.000000e+00
  %466 = fadd contract double %464, %465
  %467 = fadd contract double %466, %361
  %468 = fmul contract double %350, 0.000000e+00
  %469 = fadd contract double %468, 0.000000e+00
  %470 = fmul contract double %354, 0.000000e+00
  %471 = fadd contract double %469, %470
  %472 = fmul contract double %358, 0.000000e+00
  %473 = fadd contract double %471, %472
  %474 = fadd contract double %473, %362
  %475 = fmul contract double %369, 5.000000e-01
  %476 = load double, ptr %5, align 8, !tbaa !19
  %477 = fadd contract double %476, %475
  store double %477, ptr %5, align 8, !tbaa !19
  %478 = fmul contract double %369, -5.000000e-01
  %479 = load double, ptr %6, align 8, !tbaa !19
  %480 = fadd contract double %478, %479
  store double %480, ptr %6, align 8, !tbaa !19
  %481 = fmul contract double %376, 5.000000e-01
  %482 = load double, ptr %32, align 8, !tbaa !19
  %483 = fadd contract double %482, %481
  store double %483, ptr %32, align 8, !tbaa !19
  %484 = fmul contract double %376, -5.000000e-01
  %485 = load double, ptr %33, align 8, !tbaa !19
  %486 = fadd contract double %484, %485
  store double %486, ptr %33, align 8, !tbaa !19
  %487 = fmul contract double %383, 5.000000e-01
  %488 = load double, ptr %34, align 8, !tbaa !19
  %489 = fadd contract double %488, %487
  store double %489, ptr %34, align 8, !tbaa !19
  %490 = fmul contract double %383, -5.000000e-01
  %491 = load double, ptr %35, align 8, !tbaa !19
  %492 = fadd contract double %490, %491
  store double %492, ptr %35, align 8, !tbaa !19
  %493 = fmul contract double %390, 5.000000e-01
  %494 = load double, ptr %36, align 8, !tbaa !19
  %495 = fadd contract double %494, %493
  store double %495, ptr %36, align 8, !tbaa !19
  %496 = fmul contract double %390, -5.000000e-01
  %497 = load double, ptr %37, align 8, !tbaa !19
  %498 = fadd contract double %496, %497
  store double %498, ptr %37, align 8, !tbaa !19
  %499 = fmul contract double %397, 5.000000e-01
  %500 = load double, ptr %39, align 8, !tbaa !19
  %501 = fadd contract double %500, %499
  store double %501, ptr %39, align 8, !tbaa !19
  %502 = fmul contract double %397, -5.000000e-01
  %503 = load double, ptr %38, align 8, !tbaa !19
  %504 = fadd contract double %502, %503
  store double %504, ptr %38, align 8, !tbaa !19
  %505 = fmul contract double %404, 5.000000e-01
  %506 = load double, ptr %40, align 8, !tbaa !19
  %507 = fadd contract double %506, %505
  store double %507, ptr %40, align 8, !tbaa !19
  %508 = fmul contract double %404, -5.000000e-01
  %509 = load double, ptr %41, align 8, !tbaa !19
  %510 = fadd contract double %508, %509
  store double %510, ptr %41, align 8, !tbaa !19
  %511 = fmul contract double %411, 5.000000e-01
  %512 = load double, ptr %42, align 8, !tbaa !19
  %513 = fadd contract double %512, %511
  store double %513, ptr %42, align 8, !tbaa !19
  %514 = fmul contract double %411, -5.000000e-01
  %515 = load double, ptr %43, align 8, !tbaa !19
  %516 = fadd contract double %514, %515
  store double %516, ptr %43, align 8, !tbaa !19
  %517 = fmul contract double %418, 5.000000e-01
  %518 = load double, ptr %44, align 8, !tbaa !19
  %519 = fadd contract double %518, %517
  store double %519, ptr %44, align 8, !tbaa !19
  %520 = fmul contract double %418, -5.000000e-01
  %521 = load double, ptr %45, align 8, !tbaa !19
  %522 = fadd contract double %520, %521
  store double %522, ptr %45, align 8, !tbaa !19
  %523 = fmul contract double %425, 5.000000e-01
  %524 = load double, ptr %47, align 8, !tbaa !19
  %525 = fadd contract double %524, %523
  store double %525, ptr %47, align 8, !tbaa !19
  %526 = fmul contract double %425, -5.000000e-01
  %527 = load double, ptr %46, align 8, !tbaa !19
  %528 = fadd contract double %526, %527
  store double %528, ptr %46, align 8, !tbaa !19
  %529 = fmul contract double %432, 5.000000e-01
  %530 = load double, ptr %48, align 8, !tbaa !19
  %531 = fadd contract double %530, %529
  store double %531, ptr %48, align 8, !tbaa !19
  %532 = fmul contract double %432, -5.000000e-01
  %533 = load double, ptr %49, align 8, !tbaa !19
  %534 = fadd contract double %532, %533
  store double %534, ptr %49, align 8, !tbaa !19
  %535 = fmul contract double %439, 5.000000e-01
  %536 = load double, ptr %50, align 8, !tbaa !19
  %537 = fadd contract double %536, %535
  store double %537, ptr %50, align 8, !tbaa !19
  %538 = fmul contract double %439, -5.000000e-01
  %539 = load double, ptr %51, align 8, !tbaa !19
  %540 = fadd contract double %538, %539
  store double %540, ptr %51, align 8, !tbaa !19
  %541 = fmul contract double %446, 5.000000e-01
  %542 = load double, ptr %52, align 8, !tbaa !19
  %543 = fadd contract double %542, %541
  store double %543, ptr %52, align 8, !tbaa !19
  %544 = fmul contract double %446, -5.000000e-01
  %545 = load double, ptr %53, align 8, !tbaa !19
  %546 = fadd contract double %544, %545
  store double %546, ptr %53, align 8, !tbaa !19
  %547 = fmul contract double %453, 5.000000e-01
  %548 = load double, ptr %55, align 8, !tbaa !19
  %549 = fadd contract double %548, %547
  store double %549, ptr %55, align 8, !tbaa !19
  %550 = fmul contract double %453, -5.000000e-01
  %551 = load double, ptr %54, align 8, !tbaa !19
  %552 = fadd contract double %550, %551
  store double %552, ptr %54, align 8, !tbaa !19
  %553 = fmul contract double %460, 5.000000e-01
  %554 = load double, ptr %56, align 8, !tbaa !19
  %555 = fadd contract double %554, %553
  store double %555, ptr %56, align 8, !tbaa !19
  %556 = fmul contract double %460, -5.000000e-01
  %557 = load double, ptr %57, align 8, !tbaa !19
  %558 = fadd contract double %556, %557
  store double %558, ptr %57, align 8, !tbaa !19
  %559 = fmul contract double %467, 5.000000e-01
  %560 = load double, ptr %58, align 8, !tbaa !19
  %561 = fadd contract double %560, %559
  store double %561, ptr %58, align 8, !tbaa !19
  %562 = fmul contract double %467, -5.000000e-01
  %563 = load double, ptr %59, align 8, !tbaa !19
  %564 = fadd contract double %562, %563
  store double %564, ptr %59, align 8, !tbaa !19
  %565 = fmul contract double %474, 5.000000e-01
  %566 = load double, ptr %60, align 8, !tbaa !19
  %567 = fadd contract double %566, %565
  store double %567, ptr %60, align 8, !tbaa !19
  %568 = fmul contract double %474, -5.000000e-01
  %569 = load double, ptr %61, align 8, !tbaa !19
  %570 = fadd contract double %568, %569
  store double %570, ptr %61, align 8, !tbaa !19
  %571 = fmul contract double %369, %347
  %572 = fadd contract double %571, 0.000000e+00
  %573 = fmul contract double %376, %351
  %574 = fadd contract double %572, %573
  %575 = fmul contract double %383, %355
  %576 = fadd contract double %574, %575
  %577 = fmul contract double %390, %359
  %578 = fadd contract double %576, %577
  %579 = fmul contract double %369, %348
  %580 = fadd contract double %579, 0.000000e+00
  %581 = fmul contract double %376, %352
  %582 = fadd contract double %580, %581
  %583 = fmul contract double %383, %356
  %584 = fadd contract double %582, %583
  %585 = fmul contract double %390, %360
  %586 = fadd contract double %584, %585
  %587 = fmul contract double %369, %349
  %588 = fadd contract double %587, 0.000000e+00
  %589 = fmul contract double %376, %353
  %590 = fadd contract double %588, %589
  %591 = fmul contract double %383, %357
  %592 = fadd contract double %590, %591
  %593 = fmul contract double %390, %361
  %594 = fadd contract double %592, %593
  %595 = fmul contract double %369, %350
  %596 = fadd contract double %595, 0.000000e+00
  %597 = fmul contract double %376, %354
  %598 = fadd contract double %596, %597
  %599 = fmul contract double %383, %358
  %600 = fadd contract double %598, %599
  %601 = fmul contract double %390, %362
  %602 = fadd contract double %600, %601
  %603 = fmul contract double %397, %347
  %604 = fadd contract double %603, 0.000000e+00
  %605 = fmul contract double %404, %351
  %606 = fadd contract double %604, %605
  %607 = fmul contract double %411, %355
  %608 = fadd contract double %606, %607
  %609 = fmul contract double %418, %359
  %610 = fadd contract double %608, %609
  %611 = fmul contract double %397, %348
  %612 = fadd contract double %611, 0.000000e+00
  %613 = fmul contract double %404, %352
  %614 = fadd contract double %612, %613
  %615 = fmul contract double %411, %356
  %616 = fadd contract double %614, %615
  %617 = fmul contract double %418, %360
  %618 = fadd contract double %616, %617
  %619 = fmul contract double %397, %349
  %620 = fadd contract double %619, 0.000000e+00
  %621 = fmul contract double %404, %353
  %622 = fadd contract double %620, %621
  %623 = fmul contract double %411, %357
  %624 = fadd contract double %622, %623
  %625 = fmul contract double %418, %361
  %626 = fadd contract double %624, %625
  %627 = fmul contract double %397, %350
  %628 = fadd contract double %627, 0.000000e+00
  %629 = fmul contract double %404, %354
  %630 = fadd contract double %628, %629
  %631 = fmul contract double %411, %358
  %632 = fadd contract double %630, %631
  %633 = fmul contract double %418, %362
  %634 = fadd contract double %632, %633
  %635 = fmul contract double %425, %347
  %636 = fadd contract double %635, 0.000000e+00
  %637 = fmul contract double %432, %351
  %638 = fadd contract double %636, %637
  %639 = fmul contract double %439, %355
  %640 = fadd contract double %638, %639
  %641 = fmul contract double %446, %359
  %642 = fadd contract double %640, %641
  %643 = fmul contract double %425, %348
  %644 = fadd contract double %643, 0.000000e+00
  %645 = fmul contract double %432, %352
  %646 = fadd contract double %644, %645
  %647 = fmul contract double %439, %356
  %648 = fadd contract double %646, %647
  %649 = fmul contract double %446, %360
  %650 = fadd contract double %648, %649
  %651 = fmul contract double %425, %349
  %652 = fadd contract double %651, 0.000000e+00
  %653 = fmul contract double %432, %353
  %654 = fadd contract double %652, %653
  %655 = fmul contract double %439, %357
  %656 = fadd contract double %654, %655
  %657 = fmul contract double %446, %361
  %658 = fadd contract double %656, %657
  %659 = fmul contract double %425, %350
  %660 = fadd contract double %659, 0.000000e+00
  %661 = fmul contract double %432, %354
  %662 = fadd contract double %660, %661
  %663 = fmul contract double %439, %358
  %664 = fadd contract double %662, %663
  %665 = fmul contract double %446, %362
  %666 = fadd contract double %664, %665
  %667 = fmul contract double %453, %347
  %668 = fadd contract double %667, 0.000000e+00
  %669 = fmul contract double %460, %351
  %670 = fadd contract double %668, %669
  %671 = fmul contract double %467, %355
  %672 = fadd contract double %670, %671
  %673 = fmul contract double %474, %359
  %674 = fadd contract double %672, %673
  %675 = fmul contract double %453, %348
  %676 = fadd contract double %675, 0.000000e+00
  %677 = fmul contract double %460, %352
  %678 = fadd contract double %676, %677
  %679 = fmul contract double %467, %356
  %680 = fadd contract double %678, %679
  %681 = fmul contract double %474, %360
  %682 = fadd contract double %680, %681
  %683 = fmul contract double %453, %349
  %684 = fadd contract double %683, 0.000000e+00
  %685 = fmul contract double %460, %353
  %686 = fadd contract double %684, %685
  %687 = fmul contract double %467, %357
  %688 = fadd contract double %686, %687
  %689 = fmul contract double %474, %361
  %690 = fadd contract double %688, %689
  %691 = fmul contract double %453, %350
  %692 = fadd contract double %691, 0.000000e+00
  %693 = fmul contract double %460, %354
  %694 = fadd contract double %692, %693
  %695 = fmul contract double %467, %358
  %696 = fadd contract double %694, %695
  %697 = fmul contract double %474, %362
  %698 = fadd contract double %696, %697
  %699 = fmul contract double %578, 0x3FBD1745D1745D17
  %700 = load double, ptr %5, align 8, !tbaa !19
  %701 = fadd contract double %700, %699
  store double %701, ptr %5, align 8, !tbaa !19
  %702 = fmul contract double %578, 0x3FBD1745D1745D17
  %703 = load double, ptr %6, align 8, !tbaa !19
  %704 = fadd contract double %702, %703
  store double %704, ptr %6, align 8, !tbaa !19
  %705 = fmul contract double %586, 0x3FBD1745D1745D17
  %706 = load double, ptr %62, align 8, !tbaa !19
  %707 = fadd contract double %706, %705
  store double %707, ptr %62, align 8, !tbaa !19
  %708 = fmul contract double %586, 0x3FBD1745D1745D17
  %709 = load double, ptr %63, align 8, !tbaa !19
  %710 = fadd contract double %708, %709
  store double %710, ptr %63, align 8, !tbaa !19
  %711 = fmul contract double %594, 0x3FBD1745D1745D17
  %712 = load double, ptr %64, align 8, !tbaa !19
  %713 = fadd contract double %712, %711
  store double %713, ptr %64, align 8, !tbaa !19
  %714 = fmul contract double %594, 0x3FBD1745D1745D17
  %715 = load double, ptr %65, align 8, !tbaa !19
  %716 = fadd contract double %714, %715
  store double %716, ptr %65, align 8, !tbaa !19
  %717 = fmul contract double %602, 0x3FBD1745D1745D17
  %718 = load double, ptr %66, align 8, !tbaa !19
  %719 = fadd contract double %718, %717
  store double %719, ptr %66, align 8, !tbaa !19
  %720 = fmul contract double %602, 0x3FBD1745D1745D17
  %721 = load double, ptr %67, align 8, !tbaa !19
  %722 = fadd contract double %720, %721
  store double %722, ptr %67, align 8, !tbaa !19
  %723 = fmul contract double %610, 0x3FBD1745D1745D17
  %724 = load double, ptr %69, align 8, !tbaa !19
  %725 = fadd contract double %724, %723
  store double %725, ptr %69, align 8, !tbaa !19
  %726 = fmul contract double %610, 0x3FBD1745D1745D17
  %727 = load double, ptr %68, align 8, !tbaa !19
  %728 = fadd contract double %726, %727
  store double %728, ptr %68, align 8, !tbaa !19
  %729 = fmul contract double %618, 0x3FBD1745D1745D17
  %730 = load double, ptr %70, align 8, !tbaa !19
  %731 = fadd contract double %730, %729
  store double %731, ptr %70, align 8, !tbaa !19
  %732 = fmul contract double %618, 0x3FBD1745D1745D17
  %733 = load double, ptr %71, align 8, !tbaa !19
  %734 = fadd contract double %732, %733
  store double %734, ptr %71, align 8, !tbaa !19
  %735 = fmul contract double %626, 0x3FBD1745D1745D17
  %736 = load double, ptr %72, align 8, !tbaa !19
  %737 = fadd contract double %736, %735
  store double %737, ptr %72, align 8, !tbaa !19
  %738 = fmul contract double %626, 0x3FBD1745D1745D17
  %739 = load double, ptr %73, align 8, !tbaa !19
  %740 = fadd contract double %738, %739
  store double %740, ptr %73, align 8, !tbaa !19
  %741 = fmul contract double %634, 0x3FBD1745D1745D17
  %742 = load double, ptr %74, align 8, !tbaa !19
  %743 = fadd contract double %742, %741
  store double %743, ptr %74, align 8, !tbaa !19
  %744 = fmul contract double %634, 0x3FBD1745D1745D17
  %745 = load double, ptr %75, align 8, !tbaa !19
  %746 = fadd contract double %744, %745
  store double %746, ptr %75, align 8, !tbaa !19
  %747 = fmul contract double %642, 0x3FBD1745D1745D17
  %748 = load double, ptr %77, align 8, !tbaa !19
  %749 = fadd contract double %748, %747
  store double %749, ptr %77, align 8, !tbaa !19
  %750 = fmul contract double %642, 0x3FBD1745D1745D17
  %751 = load double, ptr %76, align 8, !tbaa !19
  %752 = fadd contract double %750, %751
  store double %752, ptr %76, align 8, !tbaa !19
  %753 = fmul contract double %650, 0x3FBD1745D1745D17
  %754 = load double, ptr %78, align 8, !tbaa !19
  %755 = fadd contract double %754, %753
  store double %755, ptr %78, align 8, !tbaa !19
  %756 = fmul contract double %650, 0x3FBD1745D1745D17
  %757 = load double, ptr %79, align 8, !tbaa !19
  %758 = fadd contract double %756, %757
  store double %758, ptr %79, align 8, !tbaa !19
  %759 = fmul contract double %658, 0x3FBD1745D1745D17
  %760 = load double, ptr %80, align 8, !tbaa !19
  %761 = fadd contract double %760, %759
  store double %761, ptr %80, align 8, !tbaa !19
  %762 = fmul contract double %658, 0x3FBD1745D1745D17
  %763 = load double, ptr %81, align 8, !tbaa !19
  %764 = fadd contract double %762, %763
  store double %764, ptr %81, align 8, !tbaa !19
  %765 = fmul contract double %666, 0x3FBD1745D1745D17
  %766 = load double, ptr %82, align 8, !tbaa !19
  %767 = fadd contract double %766, %765
  store double %767, ptr %82, align 8, !tbaa !19
  %768 = fmul contract double %666, 0x3FBD1745D1745D17
  %769 = load double, ptr %83, align 8, !tbaa !19
  %770 = fadd contract double %768, %769
  store double %770, ptr %83, align 8, !tbaa !19
  %771 = fmul contract double %674, 0x3FBD1745D1745D17
  %772 = load double, ptr %85, align 8, !tbaa !19
  %773 = fadd contract double %772, %771
  store double %773, ptr %85, align 8, !tbaa !19
  %774 = fmul contract double %674, 0x3FBD1745D1745D17
  %775 = load double, ptr %84, align 8, !tbaa !19
  %776 = fadd contract double %774, %775
  store double %776, ptr %84, align 8, !tbaa !19
  %777 = fmul contract double %682, 0x3FBD1745D1745D17
  %778 = load double, ptr %86, align 8, !tbaa !19
  %779 = fadd contract double %778, %777
  store double %779, ptr %86, align 8, !tbaa !19
  %780 = fmul contract double %682, 0x3FBD1745D1745D17
  %781 = load double, ptr %87, align 8, !tbaa !19
  %782 = fadd contract double %780, %781
  store double %782, ptr %87, align 8, !tbaa !19
  %783 = fmul contract double %690, 0x3FBD1745D1745D17
  %784 = load double, ptr %88, align 8, !tbaa !19
  %785 = fadd contract double %784, %783
  store double %785, ptr %88, align 8, !tbaa !19
  %786 = fmul contract double %690, 0x3FBD1745D1745D17
  %787 = load double, ptr %89, align 8, !tbaa !19
  %788 = fadd contract double %786, %787
  store double %788, ptr %89, align 8, !tbaa !19
  %789 = fmul contract double %698, 0x3FBD1745D1745D17
  %790 = load double, ptr %90, align 8, !tbaa !19
  %791 = fadd contract double %790, %789
  store double %791, ptr %90, align 8, !tbaa !19
  %792 = fmul contract double %698, 0x3FBD1745D1745D17
  %793 = load double, ptr %91, align 8, !tbaa !19
  %794 = fadd contract double %792, %793
  store double %794, ptr %91, align 8, !tbaa !19
  %795 = fmul contract double %578, %347
  %796 = fadd contract double %795, 0.000000e+00
  %797 = fmul contract double %586, %351
  %798 = fadd contract double %796, %797
  %799 = fmul contract double %594, %355
  %800 = fadd contract double %798, %799
  %801 = fmul contract double %602, %359
  %802 = fadd contract double %800, %801
  %803 = fmul contract double %578, %348
  %804 = fadd contract double %803, 0.000000e+00
  %805 = fmul contract double %586, %352
  %806 = fadd contract double %804, %805
  %807 = fmul contract double %594, %356
  %808 = fadd contract double %806, %807
  %809 = fmul contract double %602, %360
  %810 = fadd contract double %808, %809
  %811 = fmul contract double %578, %349
  %812 = fadd contract double %811, 0.000000e+00
  %813 = fmul contract double %586, %353
  %814 = fadd contract double %812, %813
  %815 = fmul contract double %594, %357
  %816 = fadd contract double %814, %815
  %817 = fmul contract double %602, %361
  %818 = fadd contract double %816, %817
  %819 = fmul contract double %578, %350
  %820 = fadd contract double %819, 0.000000e+00
  %821 = fmul contract double %586, %354
  %822 = fadd contract double %820, %821
  %823 = fmul contract double %594, %358
  %824 = fadd contract double %822, %823
  %825 = fmul contract double %602, %362
  %826 = fadd contract double %824, %825
  %827 = fmul contract double %610, %347
  %828 = fadd contract double %827, 0.000000e+00
  %829 = fmul contract double %618, %351
  %830 = fadd contract double %828, %829
  %831 = fmul contract double %626, %355
  %832 = fadd contract double %830, %831
  %833 = fmul contract double %634, %359
  %834 = fadd contract double %832, %833
  %835 = fmul contract double %610, %348
  %836 = fadd contract double %835, 0.000000e+00
  %837 = fmul contract double %618, %352
  %838 = fadd contract double %836, %837
  %839 = fmul contract double %626, %356
  %840 = fadd contract double %838, %839
  %841 = fmul contract double %634, %360
  %842 = fadd contract double %840, %841
  %843 = fmul contract double %610, %349
  %844 = fadd contract double %843, 0.000000e+00
  %845 = fmul contract double %618, %353
  %846 = fadd contract double %844, %845
  %847 = fmul contract double %626, %357
  %848 = fadd contract double %846, %847
  %849 = fmul contract double %634, %361
  %850 = fadd contract double %848, %849
  %851 = fmul contract double %610, %350
  %852 = fadd contract double %851, 0.000000e+00
  %853 = fmul contract double %618, %354
  %854 = fadd contract double %852, %853
  %855 = fmul contract double %626, %358
  %856 = fadd contract double %854, %855
  %857 = fmul contract double %634, %362
  %858 = fadd contract double %856, %857
  %859 = fmul contract double %642, %347
  %860 = fadd contract double %859, 0.000000e+00
  %861 = fmul contract double %650, %351
  %862 = fadd contract double %860, %861
  %863 = fmul contract double %658, %355
  %864 = fadd contract double %862, %863
  %865 = fmul contract double %666, %359
  %866 = fadd contract double %864, %865
  %867 = fmul contract double %642, %348
  %868 = fadd contract double %867, 0.000000e+00
  %869 = fmul contract double %650, %352
  %870 = fadd contract double %868, %869
  %871 = fmul contract double %658, %356
  %872 = fadd contract double %870, %871
  %873 = fmul contract double %666, %360
  %874 = fadd contract double %872, %873
  %875 = fmul contract double %642, %349
  %876 = fadd contract double %875, 0.000000e+00
  %877 = fmul contract double %650, %353
  %878 = fadd contract double %876, %877
  %879 = fmul contract double %658, %357
  %880 = fadd contract double %878, %879
  %881 = fmul contract double %666, %361
  %882 = fadd contract double %880, %881
  %883 = fmul contract double %642, %350
  %884 = fadd contract double %883, 0.000000e+00
  %885 = fmul contract double %650, %354
  %886 = fadd contract double %884, %885
  %887 = fmul contract double %658, %358
  %888 = fadd contract double %886, %887
  %889 = fmul contract double %666, %362
  %890 = fadd contract double %888, %889
  %891 = fmul contract double %674, %347
  %892 = fadd contract double %891, 0.000000e+00
  %893 = fmul contract double %682, %351
  %894 = fadd contract double %892, %893
  %895 = fmul contract double %690, %355
  %896 = fadd contract double %894, %895
  %897 = fmul contract double %698, %359
  %898 = fadd contract double %896, %897
  %899 = fmul contract double %674, %348
  %900 = fadd contract double %899, 0.000000e+00
  %901 = fmul contract double %682, %352
  %902 = fadd contract double %900, %901
  %903 = fmul contract double %690, %356
  %904 = fadd contract double %902, %903
  %905 = fmul contract double %698, %360
  %906 = fadd contract double %904, %905
  %907 = fmul contract double %674, %349
  %908 = fadd contract double %907, 0.000000e+00
  %909 = fmul contract double %682, %353
  %910 = fadd contract double %908, %909
  %911 = fmul contract double %690, %357
  %912 = fadd contract double %910, %911
  %913 = fmul contract double %698, %361
  %914 = fadd contract double %912, %913
  %915 = fmul contract double %674, %350
  %916 = fadd contract double %915, 0.000000e+00
  %917 = fmul contract double %682, %354
  %918 = fadd contract double %916, %917
  %919 = fmul contract double %690, %358
  %920 = fadd contract double %918, %919
  %921 = fmul contract double %698, %362
  %922 = fadd contract double %920, %921
  %923 = fmul contract double %802, 0x3F8F07C1F07C1F07
  %924 = load double, ptr %5, align 8, !tbaa !19
  %925 = fadd contract double %924, %923
  store double %925, ptr %5, align 8, !tbaa !19
  %926 = fmul contract double %802, 0xBF8F07C1F07C1F07
  %927 = load double, ptr %6, align 8, !tbaa !19
  %928 = fadd contract double %926, %927
  store double %928, ptr %6, align 8, !tbaa !19
  %929 = fmul contract double %810, 0x3F8F07C1F07C1F07
  %930 = load double, ptr %92, align 8, !tbaa !19
  %931 = fadd contract double %930, %929
  store double %931, ptr %92, align 8, !tbaa !19
  %932 = fmul contract double %810, 0xBF8F07C1F07C1F07
  %933 = load double, ptr %93, align 8, !tbaa !19
  %934 = fadd contract double %932, %933
  store double %934, ptr %93, align 8, !tbaa !19
  %935 = fmul contract double %818, 0x3F8F07C1F07C1F07
  %936 = load double, ptr %94, align 8, !tbaa !19
  %937 = fadd contract double %936, %935
  store double %937, ptr %94, align 8, !tbaa !19
  %938 = fmul contract double %818, 0xBF8F07C1F07C1F07
  %939 = load double, ptr %95, align 8, !tbaa !19
  %940 = fadd contract double %938, %939
  store double %940, ptr %95, align 8, !tbaa !19
  %941 = fmul contract double %826, 0x3F8F07C1F07C1F07
  %942 = load double, ptr %96, align 8, !tbaa !19
  %943 = fadd contract double %942, %941
  store double %943, ptr %96, align 8, !tbaa !19
  %944 = fmul contract double %826, 0xBF8F07C1F07C1F07
  %945 = load double, ptr %97, align 8, !tbaa !19
  %946 = fadd contract double %944, %945
  store double %946, ptr %97, align 8, !tbaa !19
  %947 = fmul contract double %834, 0x3F8F07C1F07C1F07
  %948 = load double, ptr %99, align 8, !tbaa !19
  %949 = fadd contract double %948, %947
  store double %949, ptr %99, align 8, !tbaa !19
  %950 = fmul contract double %834, 0xBF8F07C1F07C1F07
  %951 = load double, ptr %98, align 8, !tbaa !19
  %952 = fadd contract double %950, %951
  store double %952, ptr %98, align 8, !tbaa !19
  %953 = fmul contract double %842, 0x3F8F07C1F07C1F07
  %954 = load double, ptr %100, align 8, !tbaa !19
  %955 = fadd contract double %954, %953
  store double %955, ptr %100, align 8, !tbaa !19
  %956 = fmul contract double %842, 0xBF8F07C1F07C1F07
  %957 = load double, ptr %101, align 8, !tbaa !19
  %958 = fadd contract double %956, %957
  store double %958, ptr %101, align 8, !tbaa !19
  %959 = fmul contract double %850, 0x3F8F07C1F07C1F07
  %960 = load double, ptr %102, align 8, !tbaa !19
  %961 = fadd contract double %960, %959
  store double %961, ptr %102, align 8, !tbaa !19
  %962 = fmul contract double %850, 0xBF8F07C1F07C1F07
  %963 = load double, ptr %103, align 8, !tbaa !19
  %964 = fadd contract double %962, %963
  store double %964, ptr %103, align 8, !tbaa !19
  %965 = fmul contract double %858, 0x3F8F07C1F07C1F07
  %966 = load double, ptr %104, align 8, !tbaa !19
  %967 = fadd contract double %966, %965
  store double %967, ptr %104, align 8, !tbaa !19
  %968 = fmul contract double %858, 0xBF8F07C1F07C1F07
  %969 = load double, ptr %105, align 8, !tbaa !19
  %970 = fadd contract double %968, %969
  store double %970, ptr %105, align 8, !tbaa !19
  %971 = fmul contract double %866, 0x3F8F07C1F07C1F07
  %972 = load double, ptr %107, align 8, !tbaa !19
  %973 = fadd contract double %972, %971
  store double %973, ptr %107, align 8, !tbaa !19
  %974 = fmul contract double %866, 0xBF8F07C1F07C1F07
  %975 = load double, ptr %106, align 8, !tbaa !19
  %976 = fadd contract double %974, %975
  store double %976, ptr %106, align 8, !tbaa !19
  %977 = fmul contract double %874, 0x3F8F07C1F07C1F07
  %978 = load double, ptr %108, align 8, !tbaa !19
  %979 = fadd contract double %978, %977
  store double %979, ptr %108, align 8, !tbaa !19
  %980 = fmul contract double %874, 0xBF8F07C1F07C1F07
  %981 = load double, ptr %109, align 8, !tbaa !19
  %982 = fadd contract double %980, %981
  store double %982, ptr %109, align 8, !tbaa !19
  %983 = fmul contract double %882, 0x3F8F07C1F07C1F07
  %984 = load double, ptr %110, align 8, !tbaa !19
  %985 = fadd contract double %984, %983
  store double %985, ptr %110, align 8, !tbaa !19
  %986 = fmul contract double %882, 0xBF8F07C1F07C1F07
  %987 = load double, ptr %111, align 8, !tbaa !19
  %988 = fadd contract double %986, %987
  store double %988, ptr %111, align 8, !tbaa !19
  %989 = fmul contract double %890, 0x3F8F07C1F07C1F07
  %990 = load double, ptr %112, align 8, !tbaa !19
  %991 = fadd contract double %990, %989
  store double %991, ptr %112, align 8, !tbaa !19
  %992 = fmul contract double %890, 0xBF8F07C1F07C1F07
  %993 = load double, ptr %113, align 8, !tbaa !19
  %994 = fadd contract double %992, %993
  store double %994, ptr %113, align 8, !tbaa !19
  %995 = fmul contract double %898, 0x3F8F07C1F07C1F07
  %996 = load double, ptr %115, align 8, !tbaa !19
  %997 = fadd contract double %996, %995
  store double %997, ptr %115, align 8, !tbaa !19
  %998 = fmul contract double %898, 0xBF8F07C1F07C1F07
  %999 = load double, ptr %114, align 8, !tbaa !19
  %1000 = fadd contract double %998, %999
  store double %1000, ptr %114, align 8, !tbaa !19
  %1001 = fmul contract double %906, 0x3F8F07C1F07C1F07
  %1002 = load double, ptr %116, align 8, !tbaa !19
  %1003 = fadd contract double %1002, %1001
  store double %1003, ptr %116, align 8, !tbaa !19
  %1004 = fmul contract double %906, 0xBF8F07C1F07C1F07
  %1005 = load double, ptr %117, align 8, !tbaa !19
  %1006 = fadd contract double %1004, %1005
  store double %1006, ptr %117, align 8, !tbaa !19
  %1007 = fmul contract double %914, 0x3F8F07C1F07C1F07
  %1008 = load double, ptr %118, align 8, !tbaa !19
  %1009 = fadd contract double %1008, %1007
  store double %1009, ptr %118, align 8, !tbaa !19
  %1010 = fmul contract double %914, 0xBF8F07C1F07C1F07
  %1011 = load double, ptr %119, align 8, !tbaa !19
  %1012 = fadd contract double %1010, %1011
  store double %1012, ptr %119, align 8, !tbaa !19
  %1013 = fmul contract double %922, 0x3F8F07C1F07C1F07
  %1014 = load double, ptr %120, align 8, !tbaa !19
  %1015 = fadd contract double %1014, %1013
  store double %1015, ptr %120, align 8, !tbaa !19
  %1016 = fmul contract double %922, 0xBF8F07C1F07C1F07
  %1017 = load double, ptr %121, align 8, !tbaa !19
  %1018 = fadd contract double %1016, %1017
  store double %1018, ptr %121, align 8, !tbaa !19
  %1019 = fmul contract double %802, %347
  %1020 = fadd contract double %1019, 0.000000e+00
  %1021 = fmul contract double %810, %351
  %1022 = fadd contract double %1020, %1021
  %1023 = fmul contract double %818, %355
  %1024 = fadd contract double %1022, %1023
  %1025 = fmul contract double %826, %359
  %1026 = fadd contract double %1024, %1025
  %1027 = fmul contract double %802, %348
  %1028 = fadd contract double %1027, 0.000000e+00
  %1029 = fmul contract double %810, %352
  %1030 = fadd contract double %1028, %1029
  %1031 = fmul contract double %818, %356
  %1032 = fadd contract double %1030, %1031
  %1033 = fmul contract double %826, %360
  %1034 = fadd contract double %1032, %1033
  %1035 = fmul contract double %802, %349
  %1036 = fadd contract double %1035, 0.000000e+00
  %1037 = fmul contract double %810, %353
  %1038 = fadd contract double %1036, %1037
  %1039 = fmul contract double %818, %357
  %1040 = fadd contract double %1038, %1039
  %1041 = fmul contract double %826, %361
  %1042 = fadd contract double %1040, %1041
  %1043 = fmul contract double %802, %350
  %1044 = fadd contract double %1043, 0.000000e+00
  %1045 = fmul contract double %810, %354
  %1046 = fadd contract double %1044, %1045
  %1047 = fmul contract double %818, %358
  %1048 = fadd contract double %1046, %1047
  %1049 = fmul contract double %826, %362
  %1050 = fadd contract double %1048, %1049
  %1051 = fmul contract double %834, %347
  %1052 = fadd contract double %1051, 0.000000e+00
  %1053 = fmul contract double %842, %351
  %1054 = fadd contract double %1052, %1053
  %1055 = fmul contract double %850, %355
  %1056 = fadd contract double %1054, %1055
  %1057 = fmul contract double %858, %359
  %1058 = fadd contract double %1056, %1057
  %1059 = fmul contract double %834, %348
  %1060 = fadd contract double %1059, 0.000000e+00
  %1061 = fmul contract double %842, %352
  %1062 = fadd contract double %1060, %1061
  %1063 = fmul contract double %850, %356
  %1064 = fadd contract double %1062, %1063
  %1065 = fmul contract double %858, %360
  %1066 = fadd contract double %1064, %1065
  %1067 = fmul contract double %834, %349
  %1068 = fadd contract double %1067, 0.000000e+00
  %1069 = fmul contract double %842, %353
  %1070 = fadd contract double %1068, %1069
  %1071 = fmul contract double %850, %357
  %1072 = fadd contract double %1070, %1071
  %1073 = fmul contract double %858, %361
  %1074 = fadd contract double %1072, %1073
  %1075 = fmul contract double %834, %350
  %1076 = fadd contract double %1075, 0.000000e+00
  %1077 = fmul contract double %842, %354
  %1078 = fadd contract double %1076, %1077
  %1079 = fmul contract double %850, %358
  %1080 = fadd contract double %1078, %1079
  %1081 = fmul contract double %858, %362
  %1082 = fadd contract double %1080, %1081
  %1083 = fmul contract double %866, %347
  %1084 = fadd contract double %1083, 0.000000e+00
  %1085 = fmul contract double %874, %351
  %1086 = fadd contract double %1084, %1085
  %1087 = fmul contract double %882, %355
  %1088 = fadd contract double %1086, %1087
  %1089 = fmul contract double %890, %359
  %1090 = fadd contract double %1088, %1089
  %1091 = fmul contract double %866, %348
  %1092 = fadd contract double %1091, 0.000000e+00
  %1093 = fmul contract double %874, %352
  %1094 = fadd contract double %1092, %1093
  %1095 = fmul contract double %882, %356
  %1096 = fadd contract double %1094, %1095
  %1097 = fmul contract double %890, %360
  %1098 = fadd contract double %1096, %1097
  %1099 = fmul contract double %866, %349
  %1100 = fadd contract double %1099, 0.000000e+00
  %1101 = fmul contract double %874, %353
  %1102 = fadd contract double %1100, %1101
  %1103 = fmul contract double %882, %357
  %1104 = fadd contract double %1102, %1103
  %1105 = fmul contract double %890, %361
  %1106 = fadd contract double %1104, %1105
  %1107 = fmul contract double %866, %350
  %1108 = fadd contract double %1107, 0.000000e+00
  %1109 = fmul contract double %874, %354
  %1110 = fadd contract double %1108, %1109
  %1111 = fmul contract double %882, %358
  %1112 = fadd contract double %1110, %1111
  %1113 = fmul contract double %890, %362
  %1114 = fadd contract double %1112, %1113
  %1115 = fmul contract double %898, %347
  %1116 = fadd contract double %1115, 0.000000e+00
  %1117 = fmul contract double %906, %351
  %1118 = fadd contract double %1116, %1117
  %1119 = fmul contract double %914, %355
  %1120 = fadd contract double %1118, %1119
  %1121 = fmul contract double %922, %359
  %1122 = fadd contract double %1120, %1121
  %1123 = fmul contract double %898, %348
  %1124 = fadd contract double %1123, 0.000000e+00
  %1125 = fmul contract double %906, %352
  %1126 = fadd contract double %1124, %1125
  %1127 = fmul contract double %914, %356
  %1128 = fadd contract double %1126, %1127
  %1129 = fmul contract double %922, %360
  %1130 = fadd contract double %1128, %1129
  %1131 = fmul contract double %898, %349
  %1132 = fadd contract double %1131, 0.000000e+00
  %1133 = fmul contract double %906, %353
  %1134 = fadd contract double %1132, %1133
  %1135 = fmul contract double %914, %357
  %1136 = fadd contract double %1134, %1135
  %1137 = fmul contract double %922, %361
  %1138 = fadd contract double %1136, %1137
  %1139 = fmul contract double %898, %350
  %1140 = fadd contract double %1139, 0.000000e+00
  %1141 = fmul contract double %906, %354
  %1142 = fadd contract double %1140, %1141
  %1143 = fmul contract double %914, %358
  %1144 = fadd contract double %1142, %1143
  %1145 = fmul contract double %922, %362
  %1146 = fadd contract double %1144, %1145
  %1147 = fmul contract double %1026, 0x3F54AFD6A052BF5A
  %1148 = load double, ptr %5, align 8, !tbaa !19
  %1149 = fadd contract double %1148, %1147
  store double %1149, ptr %5, align 8, !tbaa !19
  %1150 = fmul contract double %1026, 0x3F54AFD6A052BF5A
  %1151 = load double, ptr %6, align 8, !tbaa !19
  %1152 = fadd contract double %1150, %1151
  store double %1152, ptr %6, align 8, !tbaa !19
  %1153 = fmul contract double %1034, 0x3F54AFD6A052BF5A
  %1154 = load double, ptr %122, align 8, !tbaa !19
  %1155 = fadd contract double %1154, %1153
  store double %1155, ptr %122, align 8, !tbaa !19
  %1156 = fmul contract double %1034, 0x3F54AFD6A052BF5A
  %1157 = load double, ptr %123, align 8, !tbaa !19
  %1158 = fadd contract double %1156, %1157
  store double %1158, ptr %123, align 8, !tbaa !19
  %1159 = fmul contract double %1042, 0x3F54AFD6A052BF5A
  %1160 = load double, ptr %124, align 8, !tbaa !19
  %1161 = fadd contract double %1160, %1159
  store double %1161, ptr %124, align 8, !tbaa !19
  %1162 = fmul contract double %1042, 0x3F54AFD6A052BF5A
  %1163 = load double, ptr %125, align 8, !tbaa !19
  %1164 = fadd contract double %1162, %1163
  store double %1164, ptr %125, align 8, !tbaa !19
  %1165 = fmul contract double %1050, 0x3F54AFD6A052BF5A
  %1166 = load double, ptr %126, align 8, !tbaa !19
  %1167 = fadd contract double %1166, %1165
  store double %1167, ptr %126, align 8, !tbaa !19
  %1168 = fmul contract double %1050, 0x3F54AFD6A052BF5A
  %1169 = load double, ptr %127, align 8, !tbaa !19
  %1170 = fadd contract double %1168, %1169
  store double %1170, ptr %127, align 8, !tbaa !19
  %1171 = fmul contract double %1058, 0x3F54AFD6A052BF5A
  %1172 = load double, ptr %129, align 8, !tbaa !19
  %1173 = fadd contract double %1172, %1171
  store double %1173, ptr %129, align 8, !tbaa !19
  %1174 = fmul contract double %1058, 0x3F54AFD6A052BF5A
  %1175 = load double, ptr %128, align 8, !tbaa !19
  %1176 = fadd contract double %1174, %1175
  store double %1176, ptr %128, align 8, !tbaa !19
  %1177 = fmul contract double %1066, 0x3F54AFD6A052BF5A
  %1178 = load double, ptr %130, align 8, !tbaa !19
  %1179 = fadd contract double %1178, %1177
  store double %1179, ptr %130, align 8, !tbaa !19
  %1180 = fmul contract double %1066, 0x3F54AFD6A052BF5A
  %1181 = load double, ptr %131, align 8, !tbaa !19
  %1182 = fadd contract double %1180, %1181
  store double %1182, ptr %131, align 8, !tbaa !19
  %1183 = fmul contract double %1074, 0x3F54AFD6A052BF5A
  %1184 = load double, ptr %132, align 8, !tbaa !19
  %1185 = fadd contract double %1184, %1183
  store double %1185, ptr %132, align 8, !tbaa !19
  %1186 = fmul contract double %1074, 0x3F54AFD6A052BF5A
  %1187 = load double, ptr %133, align 8, !tbaa !19
  %1188 = fadd contract double %1186, %1187
  store double %1188, ptr %133, align 8, !tbaa !19
  %1189 = fmul contract double %1082, 0x3F54AFD6A052BF5A
  %1190 = load double, ptr %134, align 8, !tbaa !19
  %1191 = fadd contract double %1190, %1189
  store double %1191, ptr %134, align 8, !tbaa !19
  %1192 = fmul contract double %1082, 0x3F54AFD6A052BF5A
  %1193 = load double, ptr %135, align 8, !tbaa !19
  %1194 = fadd contract double %1192, %1193
  store double %1194, ptr %135, align 8, !tbaa !19
  %1195 = fmul contract double %1090, 0x3F54AFD6A052BF5A
  %1196 = load double, ptr %137, align 8, !tbaa !19
  %1197 = fadd contract double %1196, %1195
  store double %1197, ptr %137, align 8, !tbaa !19
  %1198 = fmul contract double %1090, 0x3F54AFD6A052BF5A
  %1199 = load double, ptr %136, align 8, !tbaa !19
  %1200 = fadd contract double %1198, %1199
  store double %1200, ptr %136, align 8, !tbaa !19
  %1201 = fmul contract double %1098, 0x3F54AFD6A052BF5A
  %1202 = load double, ptr %138, align 8, !tbaa !19
  %1203 = fadd contract double %1202, %1201
  store double %1203, ptr %138, align 8, !tbaa !19
  %1204 = fmul contract double %1098, 0x3F54AFD6A052BF5A
  %1205 = load double, ptr %139, align 8, !tbaa !19
  %1206 = fadd contract double %1204, %1205
  store double %1206, ptr %139, align 8, !tbaa !19
  %1207 = fmul contract double %1106, 0x3F54AFD6A052BF5A
  %1208 = load double, ptr %140, align 8, !tbaa !19
  %1209 = fadd contract double %1208, %1207
  store double %1209, ptr %140, align 8, !tbaa !19
  %1210 = fmul contract double %1106, 0x3F54AFD6A052BF5A
  %1211 = load double, ptr %141, align 8, !tbaa !19
  %1212 = fadd contract double %1210, %1211
  store double %1212, ptr %141, align 8, !tbaa !19
  %1213 = fmul contract double %1114, 0x3F54AFD6A052BF5A
  %1214 = load double, ptr %142, align 8, !tbaa !19
  %1215 = fadd contract double %1214, %1213
  store double %1215, ptr %142, align 8, !tbaa !19
  %1216 = fmul contract double %1114, 0x3F54AFD6A052BF5A
  %1217 = load double, ptr %143, align 8, !tbaa !19
  %1218 = fadd contract double %1216, %1217
  store double %1218, ptr %143, align 8, !tbaa !19
  %1219 = fmul contract double %1122, 0x3F54AFD6A052BF5A
  %1220 = load double, ptr %145, align 8, !tbaa !19
  %1221 = fadd contract double %1220, %1219
  store double %1221, ptr %145, align 8, !tbaa !19
  %1222 = fmul contract double %1122, 0x3F54AFD6A052BF5A
  %1223 = load double, ptr %144, align 8, !tbaa !19
  %1224 = fadd contract double %1222, %1223
  store double %1224, ptr %144, align 8, !tbaa !19
  %1225 = fmul contract double %1130, 0x3F54AFD6A052BF5A
  %1226 = load double, ptr %146, align 8, !tbaa !19
  %1227 = fadd contract double %1226, %1225
  store double %1227, ptr %146, align 8, !tbaa !19
  %1228 = fmul contract double %1130, 0x3F54AFD6A052BF5A
  %1229 = load double, ptr %147, align 8, !tbaa !19
  %1230 = fadd contract double %1228, %1229
  store double %1230, ptr %147, align 8, !tbaa !19
  %1231 = fmul contract double %1138, 0x3F54AFD6A052BF5A
  %1232 = load double, ptr %148, align 8, !tbaa !19
  %1233 = fadd contract double %1232, %1231
  store double %1233, ptr %148, align 8, !tbaa !19
  %1234 = fmul contract double %1138, 0x3F54AFD6A052BF5A
  %1235 = load double, ptr %149, align 8, !tbaa !19
  %1236 = fadd contract double %1234, %1235
  store double %1236, ptr %149, align 8, !tbaa !19
  %1237 = fmul contract double %1146, 0x3F54AFD6A052BF5A
  %1238 = load double, ptr %150, align 8, !tbaa !19
  %1239 = fadd contract double %1238, %1237
  store double %1239, ptr %150, align 8, !tbaa !19
  %1240 = fmul contract double %1146, 0x3F54AFD6A052BF5A
  %1241 = load double, ptr %151, align 8, !tbaa !19
  %1242 = fadd contract double %1240, %1241
  store double %1242, ptr %151, align 8, !tbaa !19
  %1243 = fmul contract double %1026, %347
  %1244 = fadd contract double %1243, 0.000000e+00
  %1245 = fmul contract double %1034, %351
  %1246 = fadd contract double %1244, %1245
  %1247 = fmul contract double %1042, %355
  %1248 = fadd contract double %1246, %1247
  %1249 = fmul contract double %1050, %359
  %1250 = fadd contract double %1248, %1249
  %1251 = fmul contract double %1026, %348
  %1252 = fadd contract double %1251, 0.000000e+00
  %1253 = fmul contract double %1034, %352
  %1254 = fadd contract double %1252, %1253
  %1255 = fmul contract double %1042, %356
  %1256 = fadd contract double %1254, %1255
  %1257 = fmul contract double %1050, %360
  %1258 = fadd contract double %1256, %1257
  %1259 = fmul contract double %1026, %349
  %1260 = fadd contract double %1259, 0.000000e+00
  %1261 = fmul contract double %1034, %353
  %1262 = fadd contract double %1260, %1261
  %1263 = fmul contract double %1042, %357
  %1264 = fadd contract double %1262, %1263
  %1265 = fmul contract double %1050, %361
  %1266 = fadd contract double %1264, %1265
  %1267 = fmul contract double %1026, %350
  %1268 = fadd contract double %1267, 0.000000e+00
  %1269 = fmul contract double %1034, %354
  %1270 = fadd contract double %1268, %1269
  %1271 = fmul contract double %1042, %358
  %1272 = fadd contract double %1270, %1271
  %1273 = fmul contract double %1050, %362
  %1274 = fadd contract double %1272, %1273
  %1275 = fmul contract double %1058, %347
  %1276 = fadd contract double %1275, 0.000000e+00
  %1277 = fmul contract double %1066, %351
  %1278 = fadd contract double %1276, %1277
  %1279 = fmul contract double %1074, %355
  %1280 = fadd contract double %1278, %1279
  %1281 = fmul contract double %1082, %359
  %1282 = fadd contract double %1280, %1281
  %1283 = fmul contract double %1058, %348
  %1284 = fadd contract double %1283, 0.000000e+00
  %1285 = fmul contract double %1066, %352
  %1286 = fadd contract double %1284, %1285
  %1287 = fmul contract double %1074, %356
  %1288 = fadd contract double %1286, %1287
  %1289 = fmul contract double %1082, %360
  %1290 = fadd contract double %1288, %1289
  %1291 = fmul contract double %1058, %349
  %1292 = fadd contract double %1291, 0.000000e+00
  %1293 = fmul contract double %1066, %353
  %1294 = fadd contract double %1292, %1293
  %1295 = fmul contract double %1074, %357
  %1296 = fadd contract double %1294, %1295
  %1297 = fmul contract double %1082, %361
  %1298 = fadd contract double %1296, %1297
  %1299 = fmul contract double %1058, %350
  %1300 = fadd contract double %1299, 0.000000e+00
  %1301 = fmul contract double %1066, %354
  %1302 = fadd contract double %1300, %1301
  %1303 = fmul contract double %1074, %358
  %1304 = fadd contract double %1302, %1303
  %1305 = fmul contract double %1082, %362
  %1306 = fadd contract double %1304, %1305
  %1307 = fmul contract double %1090, %347
  %1308 = fadd contract double %1307, 0.000000e+00
  %1309 = fmul contract double %1098, %351
  %1310 = fadd contract double %1308, %1309
  %1311 = fmul contract double %1106, %355
  %1312 = fadd contract double %1310, %1311
  %1313 = fmul contract double %1114, %359
  %1314 = fadd contract double %1312, %1313
  %1315 = fmul contract double %1090, %348
  %1316 = fadd contract double %1315, 0.000000e+00
  %1317 = fmul contract double %1098, %352
  %1318 = fadd contract double %1316, %1317
  %1319 = fmul contract double %1106, %356
  %1320 = fadd contract double %1318, %1319
  %1321 = fmul contract double %1114, %360
  %1322 = fadd contract double %1320, %1321
  %1323 = fmul contract double %1090, %349
  %1324 = fadd contract double %1323, 0.000000e+00
  %1325 = fmul contract double %1098, %353
  %1326 = fadd contract double %1324, %1325
  %1327 = fmul contract double %1106, %357
  %1328 = fadd contract double %1326, %1327
  %1329 = fmul contract double %1114, %361
  %1330 = fadd contract double %1328, %1329
  %1331 = fmul contract double %1090, %350
  %1332 = fadd contract double %1331, 0.000000e+00
  %1333 = fmul contract double %1098, %354
  %1334 = fadd contract double %1332, %1333
  %1335 = fmul contract double %1106, %358
  %1336 = fadd contract double %1334, %1335
  %1337 = fmul contract double %1114, %362
  %1338 = fadd contract double %1336, %1337
  %1339 = fmul contract double %1122, %347
  %1340 = fadd contract double %1339, 0.000000e+00
  %1341 = fmul contract double %1130, %351
  %1342 = fadd contract double %1340, %1341
  %1343 = fmul contract double %1138, %355
  %1344 = fadd contract double %1342, %1343
  %1345 = fmul contract double %1146, %359
  %1346 = fadd contract double %1344, %1345
  %1347 = fmul contract double %1122, %348
  %1348 = fadd contract double %1347, 0.000000e+00
  %1349 = fmul contract double %1130, %352
  %1350 = fadd contract double %1348, %1349
  %1351 = fmul contract double %1138, %356
  %1352 = fadd contract double %1350, %1351
  %1353 = fmul contract double %1146, %360
  %1354 = fadd contract double %1352, %1353
  %1355 = fmul contract double %1122, %349
  %1356 = fadd contract double %1355, 0.000000e+00
  %1357 = fmul contract double %1130, %353
  %1358 = fadd contract double %1356, %1357
  %1359 = fmul contract double %1138, %357
  %1360 = fadd contract double %1358, %1359
  %1361 = fmul contract double %1146, %361
  %1362 = fadd contract double %1360, %1361
  %1363 = fmul contract double %1122, %350
  %1364 = fadd contract double %1363, 0.000000e+00
  %1365 = fmul contract double %1130, %354
  %1366 = fadd contract double %1364, %1365
  %1367 = fmul contract double %1138, %358
  %1368 = fadd contract double %1366, %1367
  %1369 = fmul contract double %1146, %362
  %1370 = fadd contract double %1368, %1369
  %1371 = fmul contract double %1250, 0x3F108CABB37565E2
  %1372 = load double, ptr %5, align 8, !tbaa !19
  %1373 = fadd contract double %1372, %1371
  store double %1373, ptr %5, align 8, !tbaa !19
  %1374 = fmul contract double %1250, 0xBF108CABB37565E2
  %1375 = load double, ptr %6, align 8, !tbaa !19
  %1376 = fadd contract double %1374, %1375
  store double %1376, ptr %6, align 8, !tbaa !19
  %1377 = fmul contract double %1258, 0x3F108CABB37565E2
  %1378 = load double, ptr %152, align 8, !tbaa !19
  %1379 = fadd contract double %1378, %1377
  store double %1379, ptr %152, align 8, !tbaa !19
  %1380 = fmul contract double %1258, 0xBF108CABB37565E2
  %1381 = load double, ptr %153, align 8, !tbaa !19
  %1382 = fadd contract double %1380, %1381
  store double %1382, ptr %153, align 8, !tbaa !19
  %1383 = fmul contract double %1266, 0x3F108CABB37565E2
  %1384 = load double, ptr %154, align 8, !tbaa !19
  %1385 = fadd contract double %1384, %1383
  store double %1385, ptr %154, align 8, !tbaa !19
  %1386 = fmul contract double %1266, 0xBF108CABB37565E2
  %1387 = load double, ptr %155, align 8, !tbaa !19
  %1388 = fadd contract double %1386, %1387
  store double %1388, ptr %155, align 8, !tbaa !19
  %1389 = fmul contract double %1274, 0x3F108CABB37565E2
  %1390 = load double, ptr %156, align 8, !tbaa !19
  %1391 = fadd contract double %1390, %1389
  store double %1391, ptr %156, align 8, !tbaa !19
  %1392 = fmul contract double %1274, 0xBF108CABB37565E2
  %1393 = load double, ptr %157, align 8, !tbaa !19
  %1394 = fadd contract double %1392, %1393
  store double %1394, ptr %157, align 8, !tbaa !19
  %1395 = fmul contract double %1282, 0x3F108CABB37565E2
  %1396 = load double, ptr %159, align 8, !tbaa !19
  %1397 = fadd contract double %1396, %1395
  store double %1397, ptr %159, align 8, !tbaa !19
  %1398 = fmul contract double %1282, 0xBF108CABB37565E2
  %1399 = load double, ptr %158, align 8, !tbaa !19
  %1400 = fadd contract double %1398, %1399
  store double %1400, ptr %158, align 8, !tbaa !19
  %1401 = fmul contract double %1290, 0x3F108CABB37565E2
  %1402 = load double, ptr %160, align 8, !tbaa !19
  %1403 = fadd contract double %1402, %1401
  store double %1403, ptr %160, align 8, !tbaa !19
  %1404 = fmul contract double %1290, 0xBF108CABB37565E2
  %1405 = load double, ptr %161, align 8, !tbaa !19
  %1406 = fadd contract double %1404, %1405
  store double %1406, ptr %161, align 8, !tbaa !19
  %1407 = fmul contract double %1298, 0x3F108CABB37565E2
  %1408 = load double, ptr %162, align 8, !tbaa !19
  %1409 = fadd contract double %1408, %1407
  store double %1409, ptr %162, align 8, !tbaa !19
  %1410 = fmul contract double %1298, 0xBF108CABB37565E2
  %1411 = load double, ptr %163, align 8, !tbaa !19
  %1412 = fadd contract double %1410, %1411
  store double %1412, ptr %163, align 8, !tbaa !19
  %1413 = fmul contract double %1306, 0x3F108CABB37565E2
  %1414 = load double, ptr %164, align 8, !tbaa !19
  %1415 = fadd contract double %1414, %1413
  store double %1415, ptr %164, align 8, !tbaa !19
  %1416 = fmul contract double %1306, 0xBF108CABB37565E2
  %1417 = load double, ptr %165, align 8, !tbaa !19
  %1418 = fadd contract double %1416, %1417
  store double %1418, ptr %165, align 8, !tbaa !19
  %1419 = fmul contract double %1314, 0x3F108CABB37565E2
  %1420 = load double, ptr %167, align 8, !tbaa !19
  %1421 = fadd contract double %1420, %1419
  store double %1421, ptr %167, align 8, !tbaa !19
  %1422 = fmul contract double %1314, 0xBF108CABB37565E2
  %1423 = load double, ptr %166, align 8, !tbaa !19
  %1424 = fadd contract double %1422, %1423
  store double %1424, ptr %166, align 8, !tbaa !19
  %1425 = fmul contract double %1322, 0x3F108CABB37565E2
  %1426 = load double, ptr %168, align 8, !tbaa !19
  %1427 = fadd contract double %1426, %1425
  store double %1427, ptr %168, align 8, !tbaa !19
  %1428 = fmul contract double %1322, 0xBF108CABB37565E2
  %1429 = load double, ptr %169, align 8, !tbaa !19
  %1430 = fadd contract double %1428, %1429
  store double %1430, ptr %169, align 8, !tbaa !19
  %1431 = fmul contract double %1330, 0x3F108CABB37565E2
  %1432 = load double, ptr %170, align 8, !tbaa !19
  %1433 = fadd contract double %1432, %1431
  store double %1433, ptr %170, align 8, !tbaa !19
  %1434 = fmul contract double %1330, 0xBF108CABB37565E2
  %1435 = load double, ptr %171, align 8, !tbaa !19
  %1436 = fadd contract double %1434, %1435
  store double %1436, ptr %171, align 8, !tbaa !19
  %1437 = fmul contract double %1338, 0x3F108CABB37565E2
  %1438 = load double, ptr %172, align 8, !tbaa !19
  %1439 = fadd contract double %1438, %1437
  store double %1439, ptr %172, align 8, !tbaa !19
  %1440 = fmul contract double %1338, 0xBF108CABB37565E2
  %1441 = load double, ptr %173, align 8, !tbaa !19
  %1442 = fadd contract double %1440, %1441
  store double %1442, ptr %173, align 8, !tbaa !19
  %1443 = fmul contract double %1346, 0x3F108CABB37565E2
  %1444 = load double, ptr %175, align 8, !tbaa !19
  %1445 = fadd contract double %1444, %1443
  store double %1445, ptr %175, align 8, !tbaa !19
  %1446 = fmul contract double %1346, 0xBF108CABB37565E2
  %1447 = load double, ptr %174, align 8, !tbaa !19
  %1448 = fadd contract double %1446, %1447
  store double %1448, ptr %174, align 8, !tbaa !19
  %1449 = fmul contract double %1354, 0x3F108CABB37565E2
  %1450 = load double, ptr %176, align 8, !tbaa !19
  %1451 = fadd contract double %1450, %1449
  store double %1451, ptr %176, align 8, !tbaa !19
  %1452 = fmul contract double %1354, 0xBF108CABB37565E2
  %1453 = load double, ptr %177, align 8, !tbaa !19
  %1454 = fadd contract double %1452, %1453
  store double %1454, ptr %177, align 8, !tbaa !19
  %1455 = fmul contract double %1362, 0x3F108CABB37565E2
  %1456 = load double, ptr %178, align 8, !tbaa !19
  %1457 = fadd contract double %1456, %1455
  store double %1457, ptr %178, align 8, !tbaa !19
  %1458 = fmul contract double %1362, 0xBF108CABB37565E2
  %1459 = load double, ptr %179, align 8, !tbaa !19
  %1460 = fadd contract double %1458, %1459
  store double %1460, ptr %179, align 8, !tbaa !19
  %1461 = fmul contract double %1370, 0x3F108CABB37565E2
  %1462 = load double, ptr %180, align 8, !tbaa !19
  %1463 = fadd contract double %1462, %1461
  store double %1463, ptr %180, align 8, !tbaa !19
  %1464 = fmul contract double %1370, 0xBF108CABB37565E2
  %1465 = load double, ptr %181, align 8, !tbaa !19
  %1466 = fadd contract double %1464, %1465
  store double %1466, ptr %181, align 8, !tbaa !19
  %1467 = fmul contract double %1250, %347
  %1468 = fadd contract double %1467, 0.000000e+00
  %1469 = fmul contract double %1258, %351
  %1470 = fadd contract double %1468, %1469
  %1471 = fmul contract double %1266, %355
  %1472 = fadd contract double %1470, %1471
  %1473 = fmul contract double %1274, %359
  %1474 = fadd contract double %1472, %1473
  %1475 = fmul contract double %1250, %348
  %1476 = fadd contract double %1475, 0.000000e+00
  %1477 = fmul contract double %1258, %352
  %1478 = fadd contract double %1476, %1477
  %1479 = fmul contract double %1266, %356
  %1480 = fadd contract double %1478, %1479
  %1481 = fmul contract double %1274, %360
  %1482 = fadd contract double %1480, %1481
  %1483 = fmul contract double %1250, %349
  %1484 = fadd contract double %1483, 0.000000e+00
  %1485 = fmul contract double %1258, %353
  %1486 = fadd contract double %1484, %1485
  %1487 = fmul contract double %1266, %357
  %1488 = fadd contract double %1486, %1487
  %1489 = fmul contract double %1274, %361
  %1490 = fadd contract double %1488, %1489
  %1491 = fmul contract double %1250, %350
  %1492 = fadd contract double %1491, 0.000000e+00
  %1493 = fmul contract double %1258, %354
  %1494 = fadd contract double %1492, %1493
  %1495 = fmul contract double %1266, %358
  %1496 = fadd contract double %1494, %1495
  %1497 = fmul contract double %1274, %362
  %1498 = fadd contract double %1496, %1497
  %1499 = fmul contract double %1282, %347
  %1500 = fadd contract double %1499, 0.000000e+00
  %1501 = fmul contract double %1290, %351
  %1502 = fadd contract double %1500, %1501
  %1503 = fmul contract double %1298, %355
  %1504 = fadd contract double %1502, %1503
  %1505 = fmul contract double %1306, %359
  %1506 = fadd contract double %1504, %1505
  %1507 = fmul contract double %1282, %348
  %1508 = fadd contract double %1507, 0.000000e+00
  %1509 = fmul contract double %1290, %352
  %1510 = fadd contract double %1508, %1509
  %1511 = fmul contract double %1298, %356
  %1512 = fadd contract double %1510, %1511
  %1513 = fmul contract double %1306, %360
  %1514 = fadd contract double %1512, %1513
  %1515 = fmul contract double %1282, %349
  %1516 = fadd contract double %1515, 0.000000e+00
  %1517 = fmul contract double %1290, %353
  %1518 = fadd contract double %1516, %1517
  %1519 = fmul contract double %1298, %357
  %1520 = fadd contract double %1518, %1519
  %1521 = fmul contract double %1306, %361
  %1522 = fadd contract double %1520, %1521
  %1523 = fmul contract double %1282, %350
  %1524 = fadd contract double %1523, 0.000000e+00
  %1525 = fmul contract double %1290, %354
  %1526 = fadd contract double %1524, %1525
  %1527 = fmul contract double %1298, %358
  %1528 = fadd contract double %1526, %1527
  %1529 = fmul contract double %1306, %362
  %1530 = fadd contract double %1528, %1529
  %1531 = fmul contract double %1314, %347
  %1532 = fadd contract double %1531, 0.000000e+00
  %1533 = fmul contract double %1322, %351
  %1534 = fadd contract double %1532, %1533
  %1535 = fmul contract double %1330, %355
  %1536 = fadd contract double %1534, %1535
  %1537 = fmul contract double %1338, %359
  %1538 = fadd contract double %1536, %1537
  %1539 = fmul contract double %1314, %348
  %1540 = fadd contract double %1539, 0.000000e+00
  %1541 = fmul contract double %1322, %352
  %1542 = fadd contract double %1540, %1541
  %1543 = fmul contract double %1330, %356
  %1544 = fadd contract double %1542, %1543
  %1545 = fmul contract double %1338, %360
  %1546 = fadd contract double %1544, %1545
  %1547 = fmul contract double %1314, %349
  %1548 = fadd contract double %1547, 0.000000e+00
  %1549 = fmul contract double %1322, %353
  %1550 = fadd contract double %1548, %1549
  %1551 = fmul contract double %1330, %357
  %1552 = fadd contract double %1550, %1551
  %1553 = fmul contract double %1338, %361
  %1554 = fadd contract double %1552, %1553
  %1555 = fmul contract double %1314, %350
  %1556 = fadd contract double %1555, 0.000000e+00
  %1557 = fmul contract double %1322, %354
  %1558 = fadd contract double %1556, %1557
  %1559 = fmul contract double %1330, %358
  %1560 = fadd contract double %1558, %1559
  %1561 = fmul contract double %1338, %362
  %1562 = fadd contract double %1560, %1561
  %1563 = fmul contract double %1346, %347
  %1564 = fadd contract double %1563, 0.000000e+00
  %1565 = fmul contract double %1354, %351
  %1566 = fadd contract double %1564, %1565
  %1567 = fmul contract double %1362, %355
  %1568 = fadd contract double %1566, %1567
  %1569 = fmul contract double %1370, %359
  %1570 = fadd contract double %1568, %1569
  %1571 = fmul contract double %1346, %348
  %1572 = fadd contract double %1571, 0.000000e+00
  %1573 = fmul contract double %1354, %352
  %1574 = fadd contract double %1572, %1573
  %1575 = fmul contract double %1362, %356
  %1576 = fadd contract double %1574, %1575
  %1577 = fmul contract double %1370, %360
  %1578 = fadd contract double %1576, %1577
  %1579 = fmul contract double %1346, %349
  %1580 = fadd contract double %1579, 0.000000e+00
  %1581 = fmul contract double %1354, %353
  %1582 = fadd contract double %1580, %1581
  %1583 = fmul contract double %1362, %357
  %1584 = fadd contract double %1582, %1583
  %1585 = fmul contract double %1370, %361
  %1586 = fadd contract double %1584, %1585
  %1587 = fmul contract double %1346, %350
  %1588 = fadd contract double %1587, 0.000000e+00
  %1589 = fmul contract double %1354, %354
  %1590 = fadd contract double %1588, %1589
  %1591 = fmul contract double %1362, %358
  %1592 = fadd contract double %1590, %1591
  %1593 = fmul contract double %1370, %362
  %1594 = fadd contract double %1592, %1593
  %1595 = fmul contract double %1474, 0x3EB937E11175F095
  %1596 = load double, ptr %5, align 8, !tbaa !19
  %1597 = fadd contract double %1596, %1595
  store double %1597, ptr %5, align 8, !tbaa !19
  %1598 = fmul contract double %1474, 0x3EB937E11175F095
  %1599 = load double, ptr %6, align 8, !tbaa !19
  %1600 = fadd contract double %1598, %1599
  store double %1600, ptr %6, align 8, !tbaa !19
  %1601 = fmul contract double %1482, 0x3EB937E11175F095
  %1602 = load double, ptr %182, align 8, !tbaa !19
  %1603 = fadd contract double %1602, %1601
  store double %1603, ptr %182, align 8, !tbaa !19
  %1604 = fmul contract double %1482, 0x3EB937E11175F095
  %1605 = load double, ptr %183, align 8, !tbaa !19
  %1606 = fadd contract double %1604, %1605
  store double %1606, ptr %183, align 8, !tbaa !19
  %1607 = fmul contract double %1490, 0x3EB937E11175F095
  %1608 = load double, ptr %184, align 8, !tbaa !19
  %1609 = fadd contract double %1608, %1607
  store double %1609, ptr %184, align 8, !tbaa !19
  %1610 = fmul contract double %1490, 0x3EB937E11175F095
  %1611 = load double, ptr %185, align 8, !tbaa !19
  %1612 = fadd contract double %1610, %1611
  store double %1612, ptr %185, align 8, !tbaa !19
  %1613 = fmul contract double %1498, 0x3EB937E11175F095
  %1614 = load double, ptr %186, align 8, !tbaa !19
  %1615 = fadd contract double %1614, %1613
  store double %1615, ptr %186, align 8, !tbaa !19
  %1616 = fmul contract double %1498, 0x3EB937E11175F095
  %1617 = load double, ptr %187, align 8, !tbaa !19
  %1618 = fadd contract double %1616, %1617
  store double %1618, ptr %187, align 8, !tbaa !19
  %1619 = fmul contract double %1506, 0x3EB937E11175F095
  %1620 = load double, ptr %189, align 8, !tbaa !19
  %1621 = fadd contract double %1620, %1619
  store double %1621, ptr %189, align 8, !tbaa !19
  %1622 = fmul contract double %1506, 0x3EB937E11175F095
  %1623 = load double, ptr %188, align 8, !tbaa !19
  %1624 = fadd contract double %1622, %1623
  store double %1624, ptr %188, align 8, !tbaa !19
  %1625 = fmul contract double %1514, 0x3EB937E11175F095
  %1626 = load double, ptr %190, align 8, !tbaa !19
  %1627 = fadd contract double %1626, %1625
  store double %1627, ptr %190, align 8, !tbaa !19
  %1628 = fmul contract double %1514, 0x3EB937E11175F095
  %1629 = load double, ptr %191, align 8, !tbaa !19
  %1630 = fadd contract double %1628, %1629
  store double %1630, ptr %191, align 8, !tbaa !19
  %1631 = fmul contract double %1522, 0x3EB937E11175F095
  %1632 = load double, ptr %192, align 8, !tbaa !19
  %1633 = fadd contract double %1632, %1631
  store double %1633, ptr %192, align 8, !tbaa !19
  %1634 = fmul contract double %1522, 0x3EB937E11175F095
  %1635 = load double, ptr %193, align 8, !tbaa !19
  %1636 = fadd contract double %1634, %1635
  store double %1636, ptr %193, align 8, !tbaa !19
  %1637 = fmul contract double %1530, 0x3EB937E11175F095
  %1638 = load double, ptr %194, align 8, !tbaa !19
  %1639 = fadd contract double %1638, %1637
  store double %1639, ptr %194, align 8, !tbaa !19
  %1640 = fmul contract double %1530, 0x3EB937E11175F095
  %1641 = load double, ptr %195, align 8, !tbaa !19
  %1642 = fadd contract double %1640, %1641
  store double %1642, ptr %195, align 8, !tbaa !19
  %1643 = fmul contract double %1538, 0x3EB937E11175F095
  %1644 = load double, ptr %197, align 8, !tbaa !19
  %1645 = fadd contract double %1644, %1643
  store double %1645, ptr %197, align 8, !tbaa !19
  %1646 = fmul contract double %1538, 0x3EB937E11175F095
  %1647 = load double, ptr %196, align 8, !tbaa !19
  %1648 = fadd contract double %1646, %1647
  store double %1648, ptr %196, align 8, !tbaa !19
  %1649 = fmul contract double %1546, 0x3EB937E11175F095
  %1650 = load double, ptr %198, align 8, !tbaa !19
  %1651 = fadd contract double %1650, %1649
  store double %1651, ptr %198, align 8, !tbaa !19
  %1652 = fmul contract double %1546, 0x3EB937E11175F095
  %1653 = load double, ptr %199, align 8, !tbaa !19
  %1654 = fadd contract double %1652, %1653
  store double %1654, ptr %199, align 8, !tbaa !19
  %1655 = fmul contract double %1554, 0x3EB937E11175F095
  %1656 = load double, ptr %200, align 8, !tbaa !19
  %1657 = fadd contract double %1656, %1655
  store double %1657, ptr %200, align 8, !tbaa !19
  %1658 = fmul contract double %1554, 0x3EB937E11175F095
  %1659 = load double, ptr %201, align 8, !tbaa !19
  %1660 = fadd contract double %1658, %1659
  store double %1660, ptr %201, align 8, !tbaa !19
  %1661 = fmul contract double %1562, 0x3EB937E11175F095
  %1662 = load double, ptr %202, align 8, !tbaa !19
  %1663 = fadd contract double %1662, %1661
  store double %1663, ptr %202, align 8, !tbaa !19
  %1664 = fmul contract double %1562, 0x3EB937E11175F095
  %1665 = load double, ptr %203, align 8, !tbaa !19
  %1666 = fadd contract double %1664, %1665
  store double %1666, ptr %203, align 8, !tbaa !19
  %1667 = fmul contract double %1570, 0x3EB937E11175F095
  %1668 = load double, ptr %205, align 8, !tbaa !19
  %1669 = fadd contract double %1668, %1667
  store double %1669, ptr %205, align 8, !tbaa !19
  %1670 = fmul contract double %1570, 0x3EB937E11175F095
  %1671 = load double, ptr %204, align 8, !tbaa !19
  %1672 = fadd contract double %1670, %1671
  store double %1672, ptr %204, align 8, !tbaa !19
  %1673 = fmul contract double %1578, 0x3EB937E11175F095
  %1674 = load double, ptr %206, align 8, !tbaa !19
  %1675 = fadd contract double %1674, %1673
  store double %1675, ptr %206, align 8, !tbaa !19
  %1676 = fmul contract double %1578, 0x3EB937E11175F095
  %1677 = load double, ptr %207, align 8, !tbaa !19
  %1678 = fadd contract double %1676, %1677
  store double %1678, ptr %207, align 8, !tbaa !19
  %1679 = fmul contract double %1586, 0x3EB937E11175F095
  %1680 = load double, ptr %208, align 8, !tbaa !19
  %1681 = fadd contract double %1680, %1679
  store double %1681, ptr %208, align 8, !tbaa !19
  %1682 = fmul contract double %1586, 0x3EB937E11175F095
  %1683 = load double, ptr %209, align 8, !tbaa !19
  %1684 = fadd contract double %1682, %1683
  store double %1684, ptr %209, align 8, !tbaa !19
  %1685 = fmul contract double %1594, 0x3EB937E11175F095
  %1686 = load double, ptr %210, align 8, !tbaa !19
  %1687 = fadd contract double %1686, %1685
  store double %1687, ptr %210, align 8, !tbaa !19
  %1688 = fmul contract double %1594, 0x3EB937E11175F095
  %1689 = load double, ptr %211, align 8, !tbaa !19
  %1690 = fadd contract double %1688, %1689
  store double %1690, ptr %211, align 8, !tbaa !19
  %1691 = call noundef zeroext i1 @_Z12gauss_jordanIdLi4EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(128) %6, ptr noundef nonnull align 8 dereferenceable(128) %5) #13
  %1692 = icmp eq i32 %326, 0
  br i1 %1692, label %1711, label %1693

1693:                                             ; preds = %325
  %1694 = load double, ptr %5, align 8
  %1695 = load double, ptr %212, align 8
  %1696 = load double, ptr %213, align 8
  %1697 = load double, ptr %214, align 8
  %1698 = load double, ptr %215, align 8
  %1699 = load double, ptr %216, align 8
  %1700 = load double, ptr %217, align 8
  %1701 = load double, ptr %218, align 8
  %1702 = load double, ptr %219, align 8
  %1703 = load double, ptr %220, align 8
  %1704 = load double, ptr %221, align 8
  %1705 = load double, ptr %222, align 8
  %1706 = load double, ptr %223, align 8
  %1707 = load double, ptr %224, align 8
  %1708 = load double, ptr %225, align 8
  %1709 = load double, ptr %226, align 8, !tbaa !16
  br label %1752

1710:                                             ; preds = %1752
  store double %1776, ptr %5, align 8
  store double %1784, ptr %212, align 8
  store double %1808, ptr %213, align 8
  store double %1792, ptr %214, align 8
  store double %1840, ptr %215, align 8
  store double %1800, ptr %216, align 8
  store double %1872, ptr %217, align 8
  store double %1816, ptr %218, align 8
  store double %1848, ptr %219, align 8
  store double %1880, ptr %220, align 8
  store double %1824, ptr %221, align 8
  store double %1856, ptr %222, align 8
  store double %1888, ptr %223, align 8
  store double %1832, ptr %224, align 8
  store double %1864, ptr %225, align 8
  store double %1896, ptr %226, align 8, !tbaa !16
  br label %1711

1711:                                             ; preds = %1710, %325
  %1712 = shl i64 %244, 7
  %1713 = getelementptr i8, ptr %1, i64 %1712
  %1714 = load double, ptr %5, align 8, !tbaa !19
  store double %1714, ptr %1713, align 8, !tbaa !19
  %1715 = load double, ptr %227, align 8, !tbaa !19
  %1716 = getelementptr i8, ptr %1713, i64 8
  store double %1715, ptr %1716, align 8, !tbaa !19
  %1717 = load double, ptr %228, align 8, !tbaa !19
  %1718 = getelementptr i8, ptr %1713, i64 16
  store double %1717, ptr %1718, align 8, !tbaa !19
  %1719 = load double, ptr %229, align 8, !tbaa !19
  %1720 = getelementptr i8, ptr %1713, i64 24
  store double %1719, ptr %1720, align 8, !tbaa !19
  %1721 = getelementptr i8, ptr %1713, i64 32
  %1722 = load double, ptr %230, align 8, !tbaa !19
  store double %1722, ptr %1721, align 8, !tbaa !19
  %1723 = load double, ptr %231, align 8, !tbaa !19
  %1724 = getelementptr i8, ptr %1713, i64 40
  store double %1723, ptr %1724, align 8, !tbaa !19
  %1725 = load double, ptr %232, align 8, !tbaa !19
  %1726 = getelementptr i8, ptr %1713, i64 48
  store double %1725, ptr %1726, align 8, !tbaa !19
  %1727 = load double, ptr %233, align 8, !tbaa !19
  %1728 = getelementptr i8, ptr %1713, i64 56
  store double %1727, ptr %1728, align 8, !tbaa !19
  %1729 = getelementptr i8, ptr %1713, i64 64
  %1730 = load double, ptr %234, align 8, !tbaa !19
  store double %1730, ptr %1729, align 8, !tbaa !19
  %1731 = load double, ptr %235, align 8, !tbaa !19
  %1732 = getelementptr i8, ptr %1713, i64 72
  store double %1731, ptr %1732, align 8, !tbaa !19
  %1733 = load double, ptr %236, align 8, !tbaa !19
  %1734 = getelementptr i8, ptr %1713, i64 80
  store double %1733, ptr %1734, align 8, !tbaa !19
  %1735 = load double, ptr %237, align 8, !tbaa !19
  %1736 = getelementptr i8, ptr %1713, i64 88
  store double %1735, ptr %1736, align 8, !tbaa !19
  %1737 = getelementptr i8, ptr %1713, i64 96
  %1738 = load double, ptr %238, align 8, !tbaa !19
  store double %1738, ptr %1737, align 8, !tbaa !19
  %1739 = load double, ptr %239, align 8, !tbaa !19
  %1740 = getelementptr i8, ptr %1713, i64 104
  store double %1739, ptr %1740, align 8, !tbaa !19
  %1741 = load double, ptr %240, align 8, !tbaa !19
  %1742 = getelementptr i8, ptr %1713, i64 112
  store double %1741, ptr %1742, align 8, !tbaa !19
  %1743 = load double, ptr %241, align 8, !tbaa !19
  %1744 = getelementptr i8, ptr %1713, i64 120
  store double %1743, ptr %1744, align 8, !tbaa !19
  %1745 = xor i1 %1691, true
  %1746 = zext i1 %1745 to i32
  %1747 = shl i32 %326, 4
  %1748 = or disjoint i32 %1747, %1746
  %1749 = getelementptr inbounds nuw i32, ptr %2, i64 %244
  store i32 %1748, ptr %1749, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #13
  %1750 = add nuw nsw i64 %244, %31
  %1751 = icmp slt i64 %1750, %3
  br i1 %1751, label %243, label %242, !llvm.loop !22

1752:                                             ; preds = %1693, %1752
  %1753 = phi double [ %1896, %1752 ], [ %1709, %1693 ]
  %1754 = phi double [ %1864, %1752 ], [ %1708, %1693 ]
  %1755 = phi double [ %1832, %1752 ], [ %1707, %1693 ]
  %1756 = phi double [ %1888, %1752 ], [ %1706, %1693 ]
  %1757 = phi double [ %1856, %1752 ], [ %1705, %1693 ]
  %1758 = phi double [ %1824, %1752 ], [ %1704, %1693 ]
  %1759 = phi double [ %1880, %1752 ], [ %1703, %1693 ]
  %1760 = phi double [ %1848, %1752 ], [ %1702, %1693 ]
  %1761 = phi double [ %1816, %1752 ], [ %1701, %1693 ]
  %1762 = phi double [ %1872, %1752 ], [ %1700, %1693 ]
  %1763 = phi double [ %1800, %1752 ], [ %1699, %1693 ]
  %1764 = phi double [ %1840, %1752 ], [ %1698, %1693 ]
  %1765 = phi double [ %1792, %1752 ], [ %1697, %1693 ]
  %1766 = phi double [ %1808, %1752 ], [ %1696, %1693 ]
  %1767 = phi double [ %1784, %1752 ], [ %1695, %1693 ]
  %1768 = phi double [ %1776, %1752 ], [ %1694, %1693 ]
  %1769 = phi i32 [ %1897, %1752 ], [ 0, %1693 ]
  %1770 = fmul contract double %1768, %1768
  %1771 = fmul contract double %1767, %1766
  %1772 = fadd contract double %1770, %1771
  %1773 = fmul contract double %1765, %1764
  %1774 = fadd contract double %1772, %1773
  %1775 = fmul contract double %1763, %1762
  %1776 = fadd contract double %1774, %1775
  %1777 = fmul contract double %1768, %1767
  %1778 = fadd contract double %1777, 0.000000e+00
  %1779 = fmul contract double %1767, %1761
  %1780 = fadd contract double %1778, %1779
  %1781 = fmul contract double %1765, %1760
  %1782 = fadd contract double %1780, %1781
  %1783 = fmul contract double %1763, %1759
  %1784 = fadd contract double %1782, %1783
  %1785 = fmul contract double %1768, %1765
  %1786 = fadd contract double %1785, 0.000000e+00
  %1787 = fmul contract double %1767, %1758
  %1788 = fadd contract double %1786, %1787
  %1789 = fmul contract double %1765, %1757
  %1790 = fadd contract double %1788, %1789
  %1791 = fmul contract double %1763, %1756
  %1792 = fadd contract double %1790, %1791
  %1793 = fmul contract double %1768, %1763
  %1794 = fadd contract double %1793, 0.000000e+00
  %1795 = fmul contract double %1767, %1755
  %1796 = fadd contract double %1794, %1795
  %1797 = fmul contract double %1765, %1754
  %1798 = fadd contract double %1796, %1797
  %1799 = fmul contract double %1763, %1753
  %1800 = fadd contract double %1798, %1799
  %1801 = fmul contract double %1766, %1768
  %1802 = fadd contract double %1801, 0.000000e+00
  %1803 = fmul contract double %1761, %1766
  %1804 = fadd contract double %1802, %1803
  %1805 = fmul contract double %1758, %1764
  %1806 = fadd contract double %1804, %1805
  %1807 = fmul contract double %1755, %1762
  %1808 = fadd contract double %1806, %1807
  %1809 = fmul contract double %1766, %1767
  %1810 = fadd contract double %1809, 0.000000e+00
  %1811 = fmul contract double %1761, %1761
  %1812 = fadd contract double %1810, %1811
  %1813 = fmul contract double %1758, %1760
  %1814 = fadd contract double %1812, %1813
  %1815 = fmul contract double %1755, %1759
  %1816 = fadd contract double %1814, %1815
  %1817 = fmul contract double %1766, %1765
  %1818 = fadd contract double %1817, 0.000000e+00
  %1819 = fmul contract double %1761, %1758
  %1820 = fadd contract double %1818, %1819
  %1821 = fmul contract double %1758, %1757
  %1822 = fadd contract double %1820, %1821
  %1823 = fmul contract double %1755, %1756
  %1824 = fadd contract double %1822, %1823
  %1825 = fmul contract double %1766, %1763
  %1826 = fadd contract double %1825, 0.000000e+00
  %1827 = fmul contract double %1761, %1755
  %1828 = fadd contract double %1826, %1827
  %1829 = fmul contract double %1758, %1754
  %1830 = fadd contract double %1828, %1829
  %1831 = fmul contract double %1755, %1753
  %1832 = fadd contract double %1830, %1831
  %1833 = fmul contract double %1764, %1768
  %1834 = fadd contract double %1833, 0.000000e+00
  %1835 = fmul contract double %1760, %1766
  %1836 = fadd contract double %1834, %1835
  %1837 = fmul contract double %1757, %1764
  %1838 = fadd contract double %1836, %1837
  %1839 = fmul contract double %1754, %1762
  %1840 = fadd contract double %1838, %1839
  %1841 = fmul contract double %1764, %1767
  %1842 = fadd contract double %1841, 0.000000e+00
  %1843 = fmul contract double %1760, %1761
  %1844 = fadd contract double %1842, %1843
  %1845 = fmul contract double %1757, %1760
  %1846 = fadd contract double %1844, %1845
  %1847 = fmul contract double %1754, %1759
  %1848 = fadd contract double %1846, %1847
  %1849 = fmul contract double %1764, %1765
  %1850 = fadd contract double %1849, 0.000000e+00
  %1851 = fmul contract double %1760, %1758
  %1852 = fadd contract double %1850, %1851
  %1853 = fmul contract double %1757, %1757
  %1854 = fadd contract double %1852, %1853
  %1855 = fmul contract double %1754, %1756
  %1856 = fadd contract double %1854, %1855
  %1857 = fmul contract double %1764, %1763
  %1858 = fadd contract double %1857, 0.000000e+00
  %1859 = fmul contract double %1760, %1755
  %1860 = fadd contract double %1858, %1859
  %1861 = fmul contract double %1757, %1754
  %1862 = fadd contract double %1860, %1861
  %1863 = fmul contract double %1754, %1753
  %1864 = fadd contract double %1862, %1863
  %1865 = fmul contract double %1762, %1768
  %1866 = fadd contract double %1865, 0.000000e+00
  %1867 = fmul contract double %1759, %1766
  %1868 = fadd contract double %1866, %1867
  %1869 = fmul contract double %1756, %1764
  %1870 = fadd contract double %1868, %1869
  %1871 = fmul contract double %1753, %1762
  %1872 = fadd contract double %1870, %1871
  %1873 = fmul contract double %1762, %1767
  %1874 = fadd contract double %1873, 0.000000e+00
  %1875 = fmul contract double %1759, %1761
  %1876 = fadd contract double %1874, %1875
  %1877 = fmul contract double %1756, %1760
  %1878 = fadd contract double %1876, %1877
  %1879 = fmul contract double %1753, %1759
  %1880 = fadd contract double %1878, %1879
  %1881 = fmul contract double %1762, %1765
  %1882 = fadd contract double %1881, 0.000000e+00
  %1883 = fmul contract double %1759, %1758
  %1884 = fadd contract double %1882, %1883
  %1885 = fmul contract double %1756, %1757
  %1886 = fadd contract double %1884, %1885
  %1887 = fmul contract double %1753, %1756
  %1888 = fadd contract double %1886, %1887
  %1889 = fmul contract double %1762, %1763
  %1890 = fadd contract double %1889, 0.000000e+00
  %1891 = fmul contract double %1759, %1755
  %1892 = fadd contract double %1890, %1891
  %1893 = fmul contract double %1756, %1754
  %1894 = fadd contract double %1892, %1893
  %1895 = fmul contract double %1753, %1753
  %1896 = fadd contract double %1894, %1895
  %1897 = add nuw nsw i32 %1769, 1
  %1898 = icmp eq i32 %1897, %326
  br i1 %1898, label %1710, label %1752, !llvm.loop !23
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
  br i1 %16, label %17, label %333

17:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #13
  %18 = sext i32 %15 to i64
  %19 = mul nsw i64 %18, 36
  %20 = getelementptr i8, ptr %0, i64 %19
  br label %21

21:                                               ; preds = %17, %29
  %22 = phi i32 [ 0, %17 ], [ %30, %29 ]
  %23 = mul nuw nsw i32 %22, 3
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr float, ptr %20, i64 %24
  %26 = zext nneg i32 %22 to i64
  %27 = getelementptr inbounds nuw [3 x float], ptr %7, i64 %26
  %28 = getelementptr inbounds nuw [3 x float], ptr %8, i64 %26
  br label %35

29:                                               ; preds = %35
  %30 = add nuw nsw i32 %22, 1
  %31 = icmp eq i32 %30, 3
  br i1 %31, label %32, label %21, !llvm.loop !24

32:                                               ; preds = %29
  %33 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %34 = tail call noundef range(i32 1, 65) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %33, i32 16)
  br label %46

35:                                               ; preds = %21, %35
  %36 = phi i32 [ 0, %21 ], [ %44, %35 ]
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr float, ptr %25, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr inbounds nuw float, ptr %27, i64 %37
  store float %39, ptr %40, align 4, !tbaa !11
  %41 = icmp eq i32 %22, %36
  %42 = select contract i1 %41, float 1.000000e+00, float 0.000000e+00
  %43 = getelementptr inbounds nuw float, ptr %28, i64 %37
  store float %42, ptr %43, align 4, !tbaa !11
  %44 = add nuw nsw i32 %36, 1
  %45 = icmp eq i32 %44, 3
  br i1 %45, label %29, label %35, !llvm.loop !25

46:                                               ; preds = %48, %32
  %47 = phi i32 [ %50, %48 ], [ 0, %32 ]
  br label %53

48:                                               ; preds = %141
  %49 = fcmp contract olt float %142, 0x3EB0C6F7A0000000
  %50 = add nuw nsw i32 %47, 1
  %51 = icmp eq i32 %50, %34
  %52 = select i1 %49, i1 true, i1 %51
  br i1 %52, label %145, label %46, !llvm.loop !26

53:                                               ; preds = %46, %141
  %54 = phi float [ 0.000000e+00, %46 ], [ %142, %141 ]
  %55 = phi i32 [ 0, %46 ], [ %143, %141 ]
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw [2 x i32], ptr addrspacecast (ptr addrspace(4) @c_jacobi_pairs to ptr), i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = and i32 %58, 1
  %60 = getelementptr inbounds nuw i8, ptr %57, i64 4
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = add nuw nsw i32 %59, 1
  %63 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %61, i32 range(i32 1, 3) %62)
  %64 = tail call noundef range(i32 1, 65) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %63, i32 2)
  %65 = zext nneg i32 %59 to i64
  %66 = zext nneg i32 %64 to i64
  br label %75

67:                                               ; preds = %75
  %68 = fmul contract float %89, %85
  %69 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %68) #13
  %70 = tail call noundef float @llvm.nvvm.fabs.f32(float %91)
  %71 = fmul contract float %69, 0x3E7AD7F2A0000000
  %72 = fcmp contract ogt float %70, %71
  %73 = fcmp contract ogt float %69, 0.000000e+00
  %74 = and i1 %73, %72
  br i1 %74, label %94, label %141

75:                                               ; preds = %53, %75
  %76 = phi float [ 0.000000e+00, %53 ], [ %85, %75 ]
  %77 = phi float [ 0.000000e+00, %53 ], [ %89, %75 ]
  %78 = phi float [ 0.000000e+00, %53 ], [ %91, %75 ]
  %79 = phi i32 [ 0, %53 ], [ %92, %75 ]
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw [3 x float], ptr %7, i64 %80
  %82 = getelementptr inbounds nuw float, ptr %81, i64 %65
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fmul contract float %83, %83
  %85 = fadd contract float %76, %84
  %86 = getelementptr inbounds nuw float, ptr %81, i64 %66
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = fmul contract float %87, %87
  %89 = fadd contract float %77, %88
  %90 = fmul contract float %83, %87
  %91 = fadd contract float %78, %90
  %92 = add nuw nsw i32 %79, 1
  %93 = icmp eq i32 %92, 3
  br i1 %93, label %67, label %75, !llvm.loop !27

94:                                               ; preds = %67
  %95 = fsub contract float %89, %85
  %96 = fmul contract float %91, 2.000000e+00
  %97 = fdiv contract float %95, %96
  %98 = tail call noundef float @llvm.copysign.f32(float 1.000000e+00, float %97)
  %99 = tail call noundef float @llvm.nvvm.fabs.f32(float %97)
  %100 = fmul contract float %97, %97
  %101 = fadd contract float %100, 1.000000e+00
  %102 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %101) #13
  %103 = fadd contract float %99, %102
  %104 = fdiv contract float %98, %103
  %105 = fmul contract float %104, %104
  %106 = fadd contract float %105, 1.000000e+00
  %107 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %106)
  %108 = fmul contract float %107, %104
  %109 = zext nneg i32 %59 to i64
  %110 = zext nneg i32 %64 to i64
  br label %111

111:                                              ; preds = %94, %111
  %112 = phi i32 [ 0, %94 ], [ %136, %111 ]
  %113 = zext nneg i32 %112 to i64
  %114 = getelementptr inbounds nuw [3 x float], ptr %7, i64 %113
  %115 = getelementptr inbounds nuw float, ptr %114, i64 %109
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = getelementptr inbounds nuw float, ptr %114, i64 %110
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = fmul contract float %107, %116
  %120 = fmul contract float %108, %118
  %121 = fsub contract float %119, %120
  store float %121, ptr %115, align 4, !tbaa !11
  %122 = fmul contract float %108, %116
  %123 = fmul contract float %107, %118
  %124 = fadd contract float %122, %123
  store float %124, ptr %117, align 4, !tbaa !11
  %125 = getelementptr inbounds nuw [3 x float], ptr %8, i64 %113
  %126 = getelementptr inbounds nuw float, ptr %125, i64 %109
  %127 = load float, ptr %126, align 4, !tbaa !11
  %128 = getelementptr inbounds nuw float, ptr %125, i64 %110
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = fmul contract float %107, %127
  %131 = fmul contract float %108, %129
  %132 = fsub contract float %130, %131
  store float %132, ptr %126, align 4, !tbaa !11
  %133 = fmul contract float %108, %127
  %134 = fmul contract float %107, %129
  %135 = fadd contract float %133, %134
  store float %135, ptr %128, align 4, !tbaa !11
  %136 = add nuw nsw i32 %112, 1
  %137 = icmp eq i32 %136, 3
  br i1 %137, label %138, label %111, !llvm.loop !28

138:                                              ; preds = %111
  %139 = fdiv contract float %70, %69
  %140 = tail call noundef float @llvm.maxnum.f32(float %54, float %139)
  br label %141

141:                                              ; preds = %138, %67
  %142 = phi float [ %54, %67 ], [ %140, %138 ]
  %143 = add nuw nsw i32 %55, 1
  %144 = icmp eq i32 %143, 3
  br i1 %144, label %48, label %53, !llvm.loop !29

145:                                              ; preds = %48
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #13
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #13
  %146 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %147 = getelementptr inbounds nuw i8, ptr %7, i64 24
  br label %213

148:                                              ; preds = %234
  %149 = load float, ptr %10, align 4, !tbaa !11
  %150 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %151 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %154 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = fmul contract float %152, %155
  %157 = getelementptr inbounds nuw i8, ptr %10, i64 20
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = getelementptr inbounds nuw i8, ptr %10, i64 28
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = fmul contract float %158, %160
  %162 = fsub contract float %156, %161
  %163 = fmul contract float %149, %162
  %164 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = load float, ptr %150, align 4, !tbaa !11
  %167 = fmul contract float %155, %166
  %168 = load float, ptr %153, align 4, !tbaa !11
  %169 = fmul contract float %158, %168
  %170 = fsub contract float %167, %169
  %171 = fmul contract float %165, %170
  %172 = fsub contract float %163, %171
  %173 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %174 = load float, ptr %173, align 4, !tbaa !11
  %175 = fmul contract float %160, %166
  %176 = fmul contract float %152, %168
  %177 = fsub contract float %175, %176
  %178 = fmul contract float %174, %177
  %179 = fadd contract float %178, %172
  %180 = load float, ptr %8, align 4, !tbaa !11
  %181 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %182 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %185 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = fmul contract float %183, %186
  %188 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %189 = load float, ptr %188, align 4, !tbaa !11
  %190 = getelementptr inbounds nuw i8, ptr %8, i64 28
  %191 = load float, ptr %190, align 4, !tbaa !11
  %192 = fmul contract float %189, %191
  %193 = fsub contract float %187, %192
  %194 = fmul contract float %180, %193
  %195 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = load float, ptr %181, align 4, !tbaa !11
  %198 = fmul contract float %186, %197
  %199 = load float, ptr %184, align 4, !tbaa !11
  %200 = fmul contract float %189, %199
  %201 = fsub contract float %198, %200
  %202 = fmul contract float %196, %201
  %203 = fsub contract float %194, %202
  %204 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %205 = load float, ptr %204, align 4, !tbaa !11
  %206 = fmul contract float %191, %197
  %207 = fmul contract float %183, %199
  %208 = fsub contract float %206, %207
  %209 = fmul contract float %205, %208
  %210 = fadd contract float %209, %203
  %211 = fmul contract float %179, %210
  %212 = fcmp contract olt float %211, 0.000000e+00
  br i1 %212, label %249, label %275

213:                                              ; preds = %145, %234
  %214 = phi i32 [ 0, %145 ], [ %235, %234 ]
  %215 = zext nneg i32 %214 to i64
  %216 = getelementptr inbounds nuw float, ptr %7, i64 %215
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = fmul contract float %217, %217
  %219 = getelementptr inbounds nuw float, ptr %146, i64 %215
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = fmul contract float %220, %220
  %222 = fadd contract float %218, %221
  %223 = getelementptr inbounds nuw float, ptr %147, i64 %215
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = fmul contract float %224, %224
  %226 = fadd contract float %222, %225
  %227 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %226) #13
  %228 = getelementptr inbounds nuw float, ptr %9, i64 %215
  store float %227, ptr %228, align 4, !tbaa !11
  %229 = fcmp contract ogt float %227, 0x3BC79CA100000000
  %230 = fdiv contract float 1.000000e+00, %227
  %231 = select contract i1 %229, float %230, float 0.000000e+00
  %232 = getelementptr inbounds nuw float, ptr %7, i64 %215
  %233 = getelementptr inbounds nuw float, ptr %10, i64 %215
  br label %237

234:                                              ; preds = %237
  %235 = add nuw nsw i32 %214, 1
  %236 = icmp eq i32 %235, 3
  br i1 %236, label %148, label %213, !llvm.loop !30

237:                                              ; preds = %213, %237
  %238 = phi i32 [ 0, %213 ], [ %244, %237 ]
  %239 = zext nneg i32 %238 to i64
  %240 = getelementptr inbounds nuw [3 x float], ptr %232, i64 %239
  %241 = load float, ptr %240, align 4, !tbaa !11
  %242 = fmul contract float %231, %241
  %243 = getelementptr inbounds nuw [3 x float], ptr %233, i64 %239
  store float %242, ptr %243, align 4, !tbaa !11
  %244 = add nuw nsw i32 %238, 1
  %245 = icmp eq i32 %244, 3
  br i1 %245, label %234, label %237, !llvm.loop !31

246:                                              ; preds = %249
  %247 = zext nneg i32 %259 to i64
  %248 = getelementptr inbounds nuw float, ptr %10, i64 %247
  br label %267

249:                                              ; preds = %148, %249
  %250 = phi i32 [ %260, %249 ], [ 1, %148 ]
  %251 = phi i32 [ %259, %249 ], [ 0, %148 ]
  %252 = zext nneg i32 %250 to i64
  %253 = getelementptr inbounds nuw float, ptr %9, i64 %252
  %254 = load float, ptr %253, align 4, !tbaa !11
  %255 = zext nneg i32 %251 to i64
  %256 = getelementptr inbounds nuw float, ptr %9, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !11
  %258 = fcmp contract olt float %254, %257
  %259 = select i1 %258, i32 %250, i32 %251
  %260 = add nuw nsw i32 %250, 1
  %261 = icmp eq i32 %260, 3
  br i1 %261, label %246, label %249, !llvm.loop !32

262:                                              ; preds = %267
  %263 = zext nneg i32 %259 to i64
  %264 = getelementptr inbounds nuw float, ptr %9, i64 %263
  %265 = load float, ptr %264, align 4, !tbaa !11
  %266 = fneg contract float %265
  store float %266, ptr %264, align 4, !tbaa !11
  br label %275

267:                                              ; preds = %246, %267
  %268 = phi i32 [ 0, %246 ], [ %273, %267 ]
  %269 = zext nneg i32 %268 to i64
  %270 = getelementptr inbounds nuw [3 x float], ptr %248, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !11
  %272 = fneg contract float %271
  store float %272, ptr %270, align 4, !tbaa !11
  %273 = add nuw nsw i32 %268, 1
  %274 = icmp eq i32 %273, 3
  br i1 %274, label %262, label %267, !llvm.loop !33

275:                                              ; preds = %262, %148
  %276 = sext i32 %15 to i64
  %277 = mul nsw i64 %276, 9
  br label %278

278:                                              ; preds = %275, %294
  %279 = phi i32 [ 0, %275 ], [ %295, %294 ]
  %280 = zext nneg i32 %279 to i64
  %281 = getelementptr inbounds nuw [3 x float], ptr %10, i64 %280
  %282 = getelementptr inbounds nuw [3 x float], ptr %8, i64 %280
  %283 = mul nuw nsw i32 %279, 3
  %284 = zext nneg i32 %283 to i64
  %285 = add nsw i64 %277, %284
  br label %290

286:                                              ; preds = %294
  %287 = sext i32 %15 to i64
  %288 = mul nsw i64 %287, 12
  %289 = getelementptr i8, ptr %3, i64 %288
  br label %325

290:                                              ; preds = %278, %297
  %291 = phi i32 [ 0, %278 ], [ %302, %297 ]
  %292 = zext nneg i32 %291 to i64
  %293 = getelementptr inbounds nuw [3 x float], ptr %8, i64 %292
  br label %304

294:                                              ; preds = %297
  %295 = add nuw nsw i32 %279, 1
  %296 = icmp eq i32 %295, 3
  br i1 %296, label %286, label %278, !llvm.loop !34

297:                                              ; preds = %304
  %298 = zext nneg i32 %291 to i64
  %299 = add nsw i64 %285, %298
  %300 = getelementptr inbounds nuw float, ptr %1, i64 %299
  store float %314, ptr %300, align 4, !tbaa !11
  %301 = getelementptr inbounds nuw float, ptr %2, i64 %299
  store float %321, ptr %301, align 4, !tbaa !11
  %302 = add nuw nsw i32 %291, 1
  %303 = icmp eq i32 %302, 3
  br i1 %303, label %294, label %290, !llvm.loop !35

304:                                              ; preds = %290, %304
  %305 = phi i32 [ 0, %290 ], [ %322, %304 ]
  %306 = phi float [ 0.000000e+00, %290 ], [ %321, %304 ]
  %307 = phi float [ 0.000000e+00, %290 ], [ %314, %304 ]
  %308 = zext nneg i32 %305 to i64
  %309 = getelementptr inbounds nuw float, ptr %281, i64 %308
  %310 = load float, ptr %309, align 4, !tbaa !11
  %311 = getelementptr inbounds nuw float, ptr %293, i64 %308
  %312 = load float, ptr %311, align 4, !tbaa !11
  %313 = fmul contract float %310, %312
  %314 = fadd contract float %307, %313
  %315 = getelementptr inbounds nuw float, ptr %282, i64 %308
  %316 = load float, ptr %315, align 4, !tbaa !11
  %317 = getelementptr inbounds nuw float, ptr %9, i64 %308
  %318 = load float, ptr %317, align 4, !tbaa !11
  %319 = fmul contract float %316, %318
  %320 = fmul contract float %312, %319
  %321 = fadd contract float %306, %320
  %322 = add nuw nsw i32 %305, 1
  %323 = icmp eq i32 %322, 3
  br i1 %323, label %297, label %304, !llvm.loop !36

324:                                              ; preds = %325
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #13
  br label %333

325:                                              ; preds = %286, %325
  %326 = phi i32 [ 0, %286 ], [ %331, %325 ]
  %327 = zext nneg i32 %326 to i64
  %328 = getelementptr inbounds nuw float, ptr %9, i64 %327
  %329 = load float, ptr %328, align 4, !tbaa !11
  %330 = getelementptr float, ptr %289, i64 %327
  store float %329, ptr %330, align 4, !tbaa !11
  %331 = add nuw nsw i32 %326, 1
  %332 = icmp eq i32 %331, 3
  br i1 %332, label %324, label %325, !llvm.loop !37

333:                                              ; preds = %6, %324
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
  %11 = alloca %struct.Mat, align 8
  %12 = alloca %struct.Mat, align 8
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp slt i32 %17, %3
  br i1 %18, label %19, label %135

19:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #13
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #13
  store double 1.000000e+00, ptr %8, align 8
  %20 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 32
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %20, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %21, align 8
  %22 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %23 = getelementptr inbounds nuw i8, ptr %8, i64 64
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %22, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %23, align 8
  %24 = sext i32 %17 to i64
  %25 = mul nsw i64 %24, 72
  %26 = getelementptr i8, ptr %0, i64 %25
  br label %27

27:                                               ; preds = %19, %45
  %28 = phi i32 [ 0, %19 ], [ %46, %45 ]
  %29 = mul nuw nsw i32 %28, 3
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr double, ptr %26, i64 %30
  %32 = zext nneg i32 %28 to i64
  %33 = getelementptr inbounds nuw [3 x double], ptr %7, i64 %32
  br label %48

34:                                               ; preds = %45
  %35 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %36 = tail call noundef range(i32 1, 65) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %35, i32 64)
  %37 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %38 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %39 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %40 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %41 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %43 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %44 = getelementptr inbounds nuw i8, ptr %12, i64 64
  br label %56

45:                                               ; preds = %48
  %46 = add nuw nsw i32 %28, 1
  %47 = icmp eq i32 %46, 3
  br i1 %47, label %34, label %27, !llvm.loop !38

48:                                               ; preds = %27, %48
  %49 = phi i32 [ 0, %27 ], [ %54, %48 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr double, ptr %31, i64 %50
  %52 = load double, ptr %51, align 8, !tbaa !19
  %53 = getelementptr inbounds nuw double, ptr %33, i64 %50
  store double %52, ptr %53, align 8, !tbaa !19
  %54 = add nuw nsw i32 %49, 1
  %55 = icmp eq i32 %54, 3
  br i1 %55, label %45, label %48, !llvm.loop !39

56:                                               ; preds = %34, %106
  %57 = phi i32 [ 0, %34 ], [ %107, %106 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %9, ptr noundef nonnull align 8 dereferenceable(72) %7, i64 72, i1 false), !tbaa.struct !40
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(72) %10, ptr noundef nonnull align 8 dereferenceable(72) %8, i64 72, i1 false), !tbaa.struct !40
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #13
  store double 1.000000e+00, ptr %11, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %37, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %38, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %39, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %40, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #13
  store double 1.000000e+00, ptr %12, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %41, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %42, align 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %43, i8 0, i64 24, i1 false)
  store double 1.000000e+00, ptr %44, align 8
  %58 = call noundef zeroext i1 @_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(72) %9, ptr noundef nonnull align 8 dereferenceable(72) %11) #13
  %59 = call noundef zeroext i1 @_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(72) %10, ptr noundef nonnull align 8 dereferenceable(72) %12) #13
  %60 = and i1 %58, %59
  br i1 %60, label %61, label %103

61:                                               ; preds = %56, %76
  %62 = phi i32 [ %77, %76 ], [ 0, %56 ]
  %63 = phi double [ %100, %76 ], [ 0.000000e+00, %56 ]
  %64 = phi double [ %98, %76 ], [ 0.000000e+00, %56 ]
  %65 = zext nneg i32 %62 to i64
  %66 = getelementptr inbounds nuw [3 x double], ptr %7, i64 %65
  %67 = getelementptr inbounds nuw [3 x double], ptr %12, i64 %65
  %68 = getelementptr inbounds nuw [3 x double], ptr %8, i64 %65
  %69 = getelementptr inbounds nuw [3 x double], ptr %11, i64 %65
  br label %79

70:                                               ; preds = %76
  %71 = fmul contract double %5, %100
  %72 = fcmp contract ule double %98, %71
  %73 = zext i1 %72 to i32
  %74 = add nsw i32 %57, %73
  %75 = xor i1 %72, true
  br label %103

76:                                               ; preds = %79
  %77 = add nuw nsw i32 %62, 1
  %78 = icmp eq i32 %77, 3
  br i1 %78, label %70, label %61, !llvm.loop !41

79:                                               ; preds = %61, %79
  %80 = phi i32 [ 0, %61 ], [ %101, %79 ]
  %81 = phi double [ %63, %61 ], [ %100, %79 ]
  %82 = phi double [ %64, %61 ], [ %98, %79 ]
  %83 = zext nneg i32 %80 to i64
  %84 = getelementptr inbounds nuw double, ptr %66, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !19
  %86 = getelementptr inbounds nuw double, ptr %67, i64 %83
  %87 = load double, ptr %86, align 8, !tbaa !19
  %88 = fadd contract double %85, %87
  %89 = fmul contract double %88, 5.000000e-01
  %90 = getelementptr inbounds nuw double, ptr %68, i64 %83
  %91 = load double, ptr %90, align 8, !tbaa !19
  %92 = getelementptr inbounds nuw double, ptr %69, i64 %83
  %93 = load double, ptr %92, align 8, !tbaa !19
  %94 = fadd contract double %91, %93
  %95 = fmul contract double %94, 5.000000e-01
  %96 = fsub contract double %89, %85
  %97 = call noundef double @llvm.nvvm.fabs.f64(double %96)
  %98 = call noundef double @llvm.maxnum.f64(double %82, double %97)
  %99 = call noundef double @llvm.nvvm.fabs.f64(double %89)
  %100 = call noundef double @llvm.maxnum.f64(double %81, double %99)
  store double %89, ptr %84, align 8, !tbaa !19
  store double %95, ptr %90, align 8, !tbaa !19
  %101 = add nuw nsw i32 %80, 1
  %102 = icmp eq i32 %101, 3
  br i1 %102, label %76, label %79, !llvm.loop !42

103:                                              ; preds = %56, %70
  %104 = phi i32 [ %74, %70 ], [ %57, %56 ]
  %105 = phi i1 [ %75, %70 ], [ false, %56 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #13
  br i1 %105, label %106, label %109

106:                                              ; preds = %103
  %107 = add nsw i32 %104, 1
  %108 = icmp slt i32 %107, %36
  br i1 %108, label %56, label %109, !llvm.loop !43

109:                                              ; preds = %103, %106
  %110 = phi i32 [ %104, %103 ], [ %107, %106 ]
  %111 = sext i32 %17 to i64
  %112 = mul nsw i64 %111, 72
  %113 = getelementptr i8, ptr %1, i64 %112
  br label %114

114:                                              ; preds = %109, %124
  %115 = phi i32 [ 0, %109 ], [ %125, %124 ]
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds nuw [3 x double], ptr %7, i64 %116
  %118 = mul nuw nsw i32 %115, 3
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr double, ptr %113, i64 %119
  br label %127

121:                                              ; preds = %124
  %122 = sext i32 %17 to i64
  %123 = getelementptr inbounds i32, ptr %2, i64 %122
  store i32 %110, ptr %123, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #13
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #13
  br label %135

124:                                              ; preds = %127
  %125 = add nuw nsw i32 %115, 1
  %126 = icmp eq i32 %125, 3
  br i1 %126, label %121, label %114, !llvm.loop !44

127:                                              ; preds = %114, %127
  %128 = phi i32 [ 0, %114 ], [ %133, %127 ]
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds nuw double, ptr %117, i64 %129
  %131 = load double, ptr %130, align 8, !tbaa !19
  %132 = getelementptr double, ptr %120, i64 %129
  store double %131, ptr %132, align 8, !tbaa !19
  %133 = add nuw nsw i32 %128, 1
  %134 = icmp eq i32 %133, 3
  br i1 %134, label %124, label %127, !llvm.loop !45

135:                                              ; preds = %6, %121
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z12gauss_jordanIdLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull align 8 dereferenceable(72) %1) local_unnamed_addr #6 comdat {
  br label %6

3:                                                ; preds = %100
  %4 = icmp eq i32 %14, 3
  br i1 %4, label %5, label %6, !llvm.loop !46

5:                                                ; preds = %3
  ret i1 %37

6:                                                ; preds = %2, %3
  %7 = phi i1 [ true, %2 ], [ %37, %3 ]
  %8 = phi i32 [ 0, %2 ], [ %14, %3 ]
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw [3 x double], ptr %0, i64 %9
  %11 = getelementptr inbounds nuw double, ptr %10, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !19
  %13 = tail call noundef double @llvm.nvvm.fabs.f64(double %12)
  %14 = add nuw nsw i32 %8, 1
  %15 = getelementptr inbounds nuw double, ptr %0, i64 %9
  %16 = icmp samesign ult i32 %8, 2
  br i1 %16, label %21, label %17

17:                                               ; preds = %21, %6
  %18 = phi i32 [ 2, %6 ], [ %30, %21 ]
  %19 = phi double [ %13, %6 ], [ %31, %21 ]
  %20 = fcmp contract ogt double %19, 1.000000e-30
  br i1 %20, label %35, label %34

21:                                               ; preds = %6, %21
  %22 = phi i32 [ %32, %21 ], [ %14, %6 ]
  %23 = phi double [ %31, %21 ], [ %13, %6 ]
  %24 = phi i32 [ %30, %21 ], [ %8, %6 ]
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds nuw [3 x double], ptr %15, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !19
  %28 = tail call noundef double @llvm.nvvm.fabs.f64(double %27)
  %29 = fcmp contract ogt double %28, %23
  %30 = select i1 %29, i32 %22, i32 %24
  %31 = select i1 %29, double %28, double %23
  %32 = add nuw nsw i32 %22, 1
  %33 = icmp eq i32 %32, 3
  br i1 %33, label %17, label %21, !llvm.loop !47

34:                                               ; preds = %17
  store double 1.000000e+00, ptr %11, align 8, !tbaa !19
  br label %35

35:                                               ; preds = %34, %17
  %36 = phi i32 [ %18, %17 ], [ %8, %34 ]
  %37 = phi i1 [ %7, %17 ], [ false, %34 ]
  %38 = icmp eq i32 %36, %8
  br i1 %38, label %57, label %39

39:                                               ; preds = %35
  %40 = sext i32 %36 to i64
  %41 = getelementptr inbounds [3 x double], ptr %0, i64 %40
  %42 = getelementptr inbounds nuw [3 x double], ptr %1, i64 %9
  %43 = getelementptr inbounds [3 x double], ptr %1, i64 %40
  br label %44

44:                                               ; preds = %39, %44
  %45 = phi i32 [ 0, %39 ], [ %55, %44 ]
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw double, ptr %10, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !19
  %49 = getelementptr inbounds nuw double, ptr %41, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !19
  store double %50, ptr %47, align 8, !tbaa !19
  store double %48, ptr %49, align 8, !tbaa !19
  %51 = getelementptr inbounds nuw double, ptr %42, i64 %46
  %52 = load double, ptr %51, align 8, !tbaa !19
  %53 = getelementptr inbounds nuw double, ptr %43, i64 %46
  %54 = load double, ptr %53, align 8, !tbaa !19
  store double %54, ptr %51, align 8, !tbaa !19
  store double %52, ptr %53, align 8, !tbaa !19
  %55 = add nuw nsw i32 %45, 1
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %57, label %44, !llvm.loop !48

57:                                               ; preds = %44, %35
  %58 = load double, ptr %11, align 8, !tbaa !19
  %59 = fdiv contract double 1.000000e+00, %58
  %60 = getelementptr inbounds nuw [3 x double], ptr %1, i64 %9
  br label %63

61:                                               ; preds = %63
  %62 = getelementptr inbounds nuw [3 x double], ptr %1, i64 %9
  br label %74

63:                                               ; preds = %57, %63
  %64 = phi i32 [ 0, %57 ], [ %72, %63 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw double, ptr %10, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !19
  %68 = fmul contract double %59, %67
  store double %68, ptr %66, align 8, !tbaa !19
  %69 = getelementptr inbounds nuw double, ptr %60, i64 %65
  %70 = load double, ptr %69, align 8, !tbaa !19
  %71 = fmul contract double %59, %70
  store double %71, ptr %69, align 8, !tbaa !19
  %72 = add nuw nsw i32 %64, 1
  %73 = icmp eq i32 %72, 3
  br i1 %73, label %61, label %63, !llvm.loop !49

74:                                               ; preds = %61, %100
  %75 = phi i32 [ 0, %61 ], [ %101, %100 ]
  %76 = icmp eq i32 %75, %8
  br i1 %76, label %100, label %77

77:                                               ; preds = %74
  %78 = zext nneg i32 %75 to i64
  %79 = getelementptr inbounds nuw [3 x double], ptr %0, i64 %78
  %80 = getelementptr inbounds nuw double, ptr %79, i64 %9
  %81 = load double, ptr %80, align 8, !tbaa !19
  %82 = getelementptr inbounds nuw [3 x double], ptr %1, i64 %78
  br label %83

83:                                               ; preds = %77, %83
  %84 = phi i32 [ 0, %77 ], [ %98, %83 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw double, ptr %10, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !19
  %88 = fmul contract double %81, %87
  %89 = getelementptr inbounds nuw double, ptr %79, i64 %85
  %90 = load double, ptr %89, align 8, !tbaa !19
  %91 = fsub contract double %90, %88
  store double %91, ptr %89, align 8, !tbaa !19
  %92 = getelementptr inbounds nuw double, ptr %62, i64 %85
  %93 = load double, ptr %92, align 8, !tbaa !19
  %94 = fmul contract double %81, %93
  %95 = getelementptr inbounds nuw double, ptr %82, i64 %85
  %96 = load double, ptr %95, align 8, !tbaa !19
  %97 = fsub contract double %96, %94
  store double %97, ptr %95, align 8, !tbaa !19
  %98 = add nuw nsw i32 %84, 1
  %99 = icmp eq i32 %98, 3
  br i1 %99, label %100, label %83, !llvm.loop !50

100:                                              ; preds = %83, %74
  %101 = add nuw nsw i32 %75, 1
  %102 = icmp eq i32 %101, 3
  br i1 %102, label %3, label %74, !llvm.loop !51
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z12gauss_jordanIfLi3EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 4 dereferenceable(36) %0, ptr noundef nonnull align 4 dereferenceable(36) %1) local_unnamed_addr #6 comdat {
  br label %6

3:                                                ; preds = %100
  %4 = icmp eq i32 %14, 3
  br i1 %4, label %5, label %6, !llvm.loop !52

5:                                                ; preds = %3
  ret i1 %37

6:                                                ; preds = %2, %3
  %7 = phi i1 [ true, %2 ], [ %37, %3 ]
  %8 = phi i32 [ 0, %2 ], [ %14, %3 ]
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw [3 x float], ptr %0, i64 %9
  %11 = getelementptr inbounds nuw float, ptr %10, i64 %9
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = tail call noundef float @llvm.nvvm.fabs.f32(float %12)
  %14 = add nuw nsw i32 %8, 1
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %16 = icmp samesign ult i32 %8, 2
  br i1 %16, label %21, label %17

17:                                               ; preds = %21, %6
  %18 = phi i32 [ 2, %6 ], [ %30, %21 ]
  %19 = phi float [ %13, %6 ], [ %31, %21 ]
  %20 = fcmp contract ogt float %19, 0x39B4484C00000000
  br i1 %20, label %35, label %34

21:                                               ; preds = %6, %21
  %22 = phi i32 [ %32, %21 ], [ %14, %6 ]
  %23 = phi float [ %31, %21 ], [ %13, %6 ]
  %24 = phi i32 [ %30, %21 ], [ %8, %6 ]
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds nuw [3 x float], ptr %15, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = tail call noundef float @llvm.nvvm.fabs.f32(float %27)
  %29 = fcmp contract ogt float %28, %23
  %30 = select i1 %29, i32 %22, i32 %24
  %31 = select i1 %29, float %28, float %23
  %32 = add nuw nsw i32 %22, 1
  %33 = icmp eq i32 %32, 3
  br i1 %33, label %17, label %21, !llvm.loop !53

34:                                               ; preds = %17
  store float 1.000000e+00, ptr %11, align 4, !tbaa !11
  br label %35

35:                                               ; preds = %34, %17
  %36 = phi i32 [ %18, %17 ], [ %8, %34 ]
  %37 = phi i1 [ %7, %17 ], [ false, %34 ]
  %38 = icmp eq i32 %36, %8
  br i1 %38, label %57, label %39

39:                                               ; preds = %35
  %40 = sext i32 %36 to i64
  %41 = getelementptr inbounds [3 x float], ptr %0, i64 %40
  %42 = getelementptr inbounds nuw [3 x float], ptr %1, i64 %9
  %43 = getelementptr inbounds [3 x float], ptr %1, i64 %40
  br label %44

44:                                               ; preds = %39, %44
  %45 = phi i32 [ 0, %39 ], [ %55, %44 ]
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw float, ptr %10, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = getelementptr inbounds nuw float, ptr %41, i64 %46
  %50 = load float, ptr %49, align 4, !tbaa !11
  store float %50, ptr %47, align 4, !tbaa !11
  store float %48, ptr %49, align 4, !tbaa !11
  %51 = getelementptr inbounds nuw float, ptr %42, i64 %46
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw float, ptr %43, i64 %46
  %54 = load float, ptr %53, align 4, !tbaa !11
  store float %54, ptr %51, align 4, !tbaa !11
  store float %52, ptr %53, align 4, !tbaa !11
  %55 = add nuw nsw i32 %45, 1
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %57, label %44, !llvm.loop !54

57:                                               ; preds = %44, %35
  %58 = load float, ptr %11, align 4, !tbaa !11
  %59 = fdiv contract float 1.000000e+00, %58
  %60 = getelementptr inbounds nuw [3 x float], ptr %1, i64 %9
  br label %63

61:                                               ; preds = %63
  %62 = getelementptr inbounds nuw [3 x float], ptr %1, i64 %9
  br label %74

63:                                               ; preds = %57, %63
  %64 = phi i32 [ 0, %57 ], [ %72, %63 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw float, ptr %10, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = fmul contract float %59, %67
  store float %68, ptr %66, align 4, !tbaa !11
  %69 = getelementptr inbounds nuw float, ptr %60, i64 %65
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = fmul contract float %59, %70
  store float %71, ptr %69, align 4, !tbaa !11
  %72 = add nuw nsw i32 %64, 1
  %73 = icmp eq i32 %72, 3
  br i1 %73, label %61, label %63, !llvm.loop !55

74:                                               ; preds = %61, %100
  %75 = phi i32 [ 0, %61 ], [ %101, %100 ]
  %76 = icmp eq i32 %75, %8
  br i1 %76, label %100, label %77

77:                                               ; preds = %74
  %78 = zext nneg i32 %75 to i64
  %79 = getelementptr inbounds nuw [3 x float], ptr %0, i64 %78
  %80 = getelementptr inbounds nuw float, ptr %79, i64 %9
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = getelementptr inbounds nuw [3 x float], ptr %1, i64 %78
  br label %83

83:                                               ; preds = %77, %83
  %84 = phi i32 [ 0, %77 ], [ %98, %83 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw float, ptr %10, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = fmul contract float %81, %87
  %89 = getelementptr inbounds nuw float, ptr %79, i64 %85
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fsub contract float %90, %88
  store float %91, ptr %89, align 4, !tbaa !11
  %92 = getelementptr inbounds nuw float, ptr %62, i64 %85
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fmul contract float %81, %93
  %95 = getelementptr inbounds nuw float, ptr %82, i64 %85
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fsub contract float %96, %94
  store float %97, ptr %95, align 4, !tbaa !11
  %98 = add nuw nsw i32 %84, 1
  %99 = icmp eq i32 %98, 3
  br i1 %99, label %100, label %83, !llvm.loop !56

100:                                              ; preds = %83, %74
  %101 = add nuw nsw i32 %75, 1
  %102 = icmp eq i32 %101, 3
  br i1 %102, label %3, label %74, !llvm.loop !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z12gauss_jordanIdLi4EEbR3MatIT_XT0_EES3_(ptr noundef nonnull align 8 dereferenceable(128) %0, ptr noundef nonnull align 8 dereferenceable(128) %1) local_unnamed_addr #6 comdat {
  br label %6

3:                                                ; preds = %100
  %4 = icmp eq i32 %14, 4
  br i1 %4, label %5, label %6, !llvm.loop !58

5:                                                ; preds = %3
  ret i1 %37

6:                                                ; preds = %2, %3
  %7 = phi i1 [ true, %2 ], [ %37, %3 ]
  %8 = phi i32 [ 0, %2 ], [ %14, %3 ]
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds nuw [4 x double], ptr %0, i64 %9
  %11 = getelementptr inbounds nuw double, ptr %10, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !19
  %13 = tail call noundef double @llvm.nvvm.fabs.f64(double %12)
  %14 = add nuw nsw i32 %8, 1
  %15 = getelementptr inbounds nuw double, ptr %0, i64 %9
  %16 = icmp samesign ult i32 %8, 3
  br i1 %16, label %21, label %17

17:                                               ; preds = %21, %6
  %18 = phi i32 [ %8, %6 ], [ %30, %21 ]
  %19 = phi double [ %13, %6 ], [ %31, %21 ]
  %20 = fcmp contract ogt double %19, 1.000000e-30
  br i1 %20, label %35, label %34

21:                                               ; preds = %6, %21
  %22 = phi i32 [ %32, %21 ], [ %14, %6 ]
  %23 = phi double [ %31, %21 ], [ %13, %6 ]
  %24 = phi i32 [ %30, %21 ], [ %8, %6 ]
  %25 = zext nneg i32 %22 to i64
  %26 = getelementptr inbounds nuw [4 x double], ptr %15, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !19
  %28 = tail call noundef double @llvm.nvvm.fabs.f64(double %27)
  %29 = fcmp contract ogt double %28, %23
  %30 = select i1 %29, i32 %22, i32 %24
  %31 = select i1 %29, double %28, double %23
  %32 = add nuw nsw i32 %22, 1
  %33 = icmp eq i32 %32, 4
  br i1 %33, label %17, label %21, !llvm.loop !59

34:                                               ; preds = %17
  store double 1.000000e+00, ptr %11, align 8, !tbaa !19
  br label %35

35:                                               ; preds = %34, %17
  %36 = phi i32 [ %18, %17 ], [ %8, %34 ]
  %37 = phi i1 [ %7, %17 ], [ false, %34 ]
  %38 = icmp eq i32 %36, %8
  br i1 %38, label %57, label %39

39:                                               ; preds = %35
  %40 = sext i32 %36 to i64
  %41 = getelementptr inbounds [4 x double], ptr %0, i64 %40
  %42 = getelementptr inbounds nuw [4 x double], ptr %1, i64 %9
  %43 = getelementptr inbounds [4 x double], ptr %1, i64 %40
  br label %44

44:                                               ; preds = %39, %44
  %45 = phi i32 [ 0, %39 ], [ %55, %44 ]
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw double, ptr %10, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !19
  %49 = getelementptr inbounds nuw double, ptr %41, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !19
  store double %50, ptr %47, align 8, !tbaa !19
  store double %48, ptr %49, align 8, !tbaa !19
  %51 = getelementptr inbounds nuw double, ptr %42, i64 %46
  %52 = load double, ptr %51, align 8, !tbaa !19
  %53 = getelementptr inbounds nuw double, ptr %43, i64 %46
  %54 = load double, ptr %53, align 8, !tbaa !19
  store double %54, ptr %51, align 8, !tbaa !19
  store double %52, ptr %53, align 8, !tbaa !19
  %55 = add nuw nsw i32 %45, 1
  %56 = icmp eq i32 %55, 4
  br i1 %56, label %57, label %44, !llvm.loop !60

57:                                               ; preds = %44, %35
  %58 = load double, ptr %11, align 8, !tbaa !19
  %59 = fdiv contract double 1.000000e+00, %58
  %60 = getelementptr inbounds nuw [4 x double], ptr %1, i64 %9
  br label %63

61:                                               ; preds = %63
  %62 = getelementptr inbounds nuw [4 x double], ptr %1, i64 %9
  br label %74

63:                                               ; preds = %57, %63
  %64 = phi i32 [ 0, %57 ], [ %72, %63 ]
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds nuw double, ptr %10, i64 %65
  %67 = load double, ptr %66, align 8, !tbaa !19
  %68 = fmul contract double %59, %67
  store double %68, ptr %66, align 8, !tbaa !19
  %69 = getelementptr inbounds nuw double, ptr %60, i64 %65
  %70 = load double, ptr %69, align 8, !tbaa !19
  %71 = fmul contract double %59, %70
  store double %71, ptr %69, align 8, !tbaa !19
  %72 = add nuw nsw i32 %64, 1
  %73 = icmp eq i32 %72, 4
  br i1 %73, label %61, label %63, !llvm.loop !61

74:                                               ; preds = %61, %100
  %75 = phi i32 [ 0, %61 ], [ %101, %100 ]
  %76 = icmp eq i32 %75, %8
  br i1 %76, label %100, label %77

77:                                               ; preds = %74
  %78 = zext nneg i32 %75 to i64
  %79 = getelementptr inbounds nuw [4 x double], ptr %0, i64 %78
  %80 = getelementptr inbounds nuw double, ptr %79, i64 %9
  %81 = load double, ptr %80, align 8, !tbaa !19
  %82 = getelementptr inbounds nuw [4 x double], ptr %1, i64 %78
  br label %83

83:                                               ; preds = %77, %83
  %84 = phi i32 [ 0, %77 ], [ %98, %83 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds nuw double, ptr %10, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !19
  %88 = fmul contract double %81, %87
  %89 = getelementptr inbounds nuw double, ptr %79, i64 %85
  %90 = load double, ptr %89, align 8, !tbaa !19
  %91 = fsub contract double %90, %88
  store double %91, ptr %89, align 8, !tbaa !19
  %92 = getelementptr inbounds nuw double, ptr %62, i64 %85
  %93 = load double, ptr %92, align 8, !tbaa !19
  %94 = fmul contract double %81, %93
  %95 = getelementptr inbounds nuw double, ptr %82, i64 %85
  %96 = load double, ptr %95, align 8, !tbaa !19
  %97 = fsub contract double %96, %94
  store double %97, ptr %95, align 8, !tbaa !19
  %98 = add nuw nsw i32 %84, 1
  %99 = icmp eq i32 %98, 4
  br i1 %99, label %100, label %83, !llvm.loop !62

100:                                              ; preds = %83, %74
  %101 = add nuw nsw i32 %75, 1
  %102 = icmp eq i32 %101, 4
  br i1 %102, label %3, label %74, !llvm.loop !63
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #9

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #12

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nounwind }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
!24 = distinct !{!24, !14, !15}
!25 = distinct !{!25, !14, !15}
!26 = distinct !{!26, !14, !15}
!27 = distinct !{!27, !14, !15}
!28 = distinct !{!28, !14, !15}
!29 = distinct !{!29, !14, !15}
!30 = distinct !{!30, !14, !15}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = distinct !{!33, !14, !15}
!34 = distinct !{!34, !14, !15}
!35 = distinct !{!35, !14, !15}
!36 = distinct !{!36, !14, !15}
!37 = distinct !{!37, !14, !15}
!38 = distinct !{!38, !14, !15}
!39 = distinct !{!39, !14, !15}
!40 = !{i64 0, i64 72, !16}
!41 = distinct !{!41, !14, !15}
!42 = distinct !{!42, !14, !15}
!43 = distinct !{!43, !14, !15}
!44 = distinct !{!44, !14, !15}
!45 = distinct !{!45, !14, !15}
!46 = distinct !{!46, !14, !15}
!47 = distinct !{!47, !14, !15}
!48 = distinct !{!48, !14, !15}
!49 = distinct !{!49, !14, !15}
!50 = distinct !{!50, !14, !15}
!51 = distinct !{!51, !14, !15}
!52 = distinct !{!52, !14, !15}
!53 = distinct !{!53, !14, !15}
!54 = distinct !{!54, !14, !15}
!55 = distinct !{!55, !14, !15}
!56 = distinct !{!56, !14, !15}
!57 = distinct !{!57, !14, !15}
!58 = distinct !{!58, !14, !15}
!59 = distinct !{!59, !14, !15}
!60 = distinct !{!60, !14, !15}
!61 = distinct !{!61, !14, !15}
!62 = distinct !{!62, !14, !15}
!63 = distinct !{!63, !14, !15}
