; ModuleID = 'src/dopri5_ode.cu'
source_filename = "src/dopri5_ode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int3 = type { i32, i32, i32 }
%struct.float2.0 = type { float, float }

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @dopri5_lorenz_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, i32 noundef %12) local_unnamed_addr #0 {
  %14 = alloca [3 x double], align 8
  %15 = alloca [3 x double], align 8
  %16 = alloca [3 x double], align 8
  %17 = alloca [3 x double], align 8
  %18 = alloca [3 x double], align 8
  %19 = alloca [3 x double], align 8
  %20 = alloca [3 x double], align 8
  %21 = alloca [3 x double], align 8
  %22 = alloca [3 x double], align 8
  %23 = alloca [3 x double], align 8
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul i32 %24, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add i32 %26, %27
  %29 = icmp slt i32 %28, %4
  br i1 %29, label %30, label %548

30:                                               ; preds = %13
  %31 = tail call noundef double @llvm.nvvm.fabs.f64(double %9)
  %32 = fmul contract double %31, 0x3D719799812DEA11
  %33 = sitofp i32 %28 to double
  %34 = fmul contract double %7, %33
  %35 = fadd contract double %6, %34
  call void @llvm.lifetime.start.p0(ptr nonnull %23) #7
  %36 = mul nsw i32 %28, 3
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !11
  store double %39, ptr %23, align 8, !tbaa !11
  %40 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %41 = getelementptr i8, ptr %38, i64 8
  %42 = load double, ptr %41, align 8, !tbaa !11
  store double %42, ptr %40, align 8, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %44 = getelementptr i8, ptr %38, i64 16
  %45 = load double, ptr %44, align 8, !tbaa !11
  store double %45, ptr %43, align 8, !tbaa !11
  %46 = fmul contract double %9, 1.000000e-03
  %47 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %12, i32 0)
  %48 = tail call noundef range(i32 0, 100001) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %47, i32 100000)
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %19) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %20) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %21) #7
  call void @llvm.lifetime.start.p0(ptr nonnull %22) #7
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %23, ptr noundef nonnull align 8 dereferenceable(24) %14, double noundef %5, double noundef %35, double noundef %8) #7
  %49 = load double, ptr %14, align 8
  %50 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %51 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %52 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %53 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %54 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %55 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %56 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %57 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %58 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %60 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %61 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %62 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %65 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %66 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %67 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %68 = load double, ptr %50, align 8
  %69 = load double, ptr %52, align 8
  br label %70

70:                                               ; preds = %503, %30
  %71 = phi double [ %69, %30 ], [ %504, %503 ]
  %72 = phi double [ %68, %30 ], [ %505, %503 ]
  %73 = phi double [ %45, %30 ], [ %506, %503 ]
  %74 = phi double [ %42, %30 ], [ %507, %503 ]
  %75 = phi double [ %39, %30 ], [ %508, %503 ]
  %76 = phi double [ %49, %30 ], [ %509, %503 ]
  %77 = phi double [ %45, %30 ], [ %510, %503 ]
  %78 = phi double [ %42, %30 ], [ %511, %503 ]
  %79 = phi double [ %39, %30 ], [ %512, %503 ]
  %80 = phi i1 [ false, %30 ], [ %312, %503 ]
  %81 = phi i32 [ 0, %30 ], [ %308, %503 ]
  %82 = phi double [ %46, %30 ], [ %517, %503 ]
  %83 = phi double [ 0.000000e+00, %30 ], [ %514, %503 ]
  %84 = phi i32 [ 0, %30 ], [ %515, %503 ]
  %85 = phi i32 [ 0, %30 ], [ %516, %503 ]
  %86 = phi i32 [ 1, %30 ], [ %521, %503 ]
  %87 = fcmp contract olt double %83, %9
  br i1 %87, label %88, label %522

88:                                               ; preds = %70
  %89 = icmp eq i32 %81, %48
  br i1 %89, label %522, label %90

90:                                               ; preds = %88
  %91 = fadd contract double %82, %83
  %92 = fcmp contract ogt double %91, %9
  %93 = fsub contract double %9, %83
  %94 = select i1 %92, double %93, double %82
  %95 = fmul contract double %94, 2.000000e-01
  %96 = fmul contract double %95, %76
  %97 = fadd contract double %79, %96
  store double %97, ptr %21, align 8, !tbaa !11
  %98 = fmul contract double %95, %72
  %99 = fadd contract double %78, %98
  store double %99, ptr %51, align 8, !tbaa !11
  %100 = fmul contract double %95, %71
  %101 = fadd contract double %77, %100
  store double %101, ptr %53, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %15, double noundef %5, double noundef %35, double noundef %8) #7
  %102 = fmul contract double %76, 0x3FB3333333333333
  %103 = load double, ptr %15, align 8, !tbaa !11
  %104 = fmul contract double %103, 2.250000e-01
  %105 = fadd contract double %102, %104
  %106 = fmul contract double %94, %105
  %107 = fadd contract double %79, %106
  store double %107, ptr %21, align 8, !tbaa !11
  %108 = fmul contract double %72, 0x3FB3333333333333
  %109 = load double, ptr %54, align 8, !tbaa !11
  %110 = fmul contract double %109, 2.250000e-01
  %111 = fadd contract double %108, %110
  %112 = fmul contract double %94, %111
  %113 = fadd contract double %78, %112
  store double %113, ptr %51, align 8, !tbaa !11
  %114 = fmul contract double %71, 0x3FB3333333333333
  %115 = load double, ptr %55, align 8, !tbaa !11
  %116 = fmul contract double %115, 2.250000e-01
  %117 = fadd contract double %114, %116
  %118 = fmul contract double %94, %117
  %119 = fadd contract double %77, %118
  store double %119, ptr %53, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %16, double noundef %5, double noundef %35, double noundef %8) #7
  %120 = fmul contract double %76, 0x3FEF49F49F49F49F
  %121 = fmul contract double %103, 0x400DDDDDDDDDDDDE
  %122 = fsub contract double %120, %121
  %123 = load double, ptr %16, align 8, !tbaa !11
  %124 = fmul contract double %123, 0x400C71C71C71C71C
  %125 = fadd contract double %122, %124
  %126 = fmul contract double %94, %125
  %127 = fadd contract double %79, %126
  store double %127, ptr %21, align 8, !tbaa !11
  %128 = fmul contract double %72, 0x3FEF49F49F49F49F
  %129 = fmul contract double %109, 0x400DDDDDDDDDDDDE
  %130 = fsub contract double %128, %129
  %131 = load double, ptr %56, align 8, !tbaa !11
  %132 = fmul contract double %131, 0x400C71C71C71C71C
  %133 = fadd contract double %130, %132
  %134 = fmul contract double %94, %133
  %135 = fadd contract double %78, %134
  store double %135, ptr %51, align 8, !tbaa !11
  %136 = fmul contract double %71, 0x3FEF49F49F49F49F
  %137 = fmul contract double %115, 0x400DDDDDDDDDDDDE
  %138 = fsub contract double %136, %137
  %139 = load double, ptr %57, align 8, !tbaa !11
  %140 = fmul contract double %139, 0x400C71C71C71C71C
  %141 = fadd contract double %138, %140
  %142 = fmul contract double %94, %141
  %143 = fadd contract double %77, %142
  store double %143, ptr %53, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %17, double noundef %5, double noundef %35, double noundef %8) #7
  %144 = fmul contract double %76, 0x40079EEC0FC37181
  %145 = fmul contract double %103, 0x4027310BD29520E4
  %146 = fsub contract double %144, %145
  %147 = fmul contract double %123, 0x4023A552363C5290
  %148 = fadd contract double %146, %147
  %149 = load double, ptr %17, align 8, !tbaa !11
  %150 = fmul contract double %149, 0x3FD29C9EBA1E3345
  %151 = fsub contract double %148, %150
  %152 = fmul contract double %94, %151
  %153 = fadd contract double %79, %152
  store double %153, ptr %21, align 8, !tbaa !11
  %154 = fmul contract double %72, 0x40079EEC0FC37181
  %155 = fmul contract double %109, 0x4027310BD29520E4
  %156 = fsub contract double %154, %155
  %157 = fmul contract double %131, 0x4023A552363C5290
  %158 = fadd contract double %156, %157
  %159 = load double, ptr %58, align 8, !tbaa !11
  %160 = fmul contract double %159, 0x3FD29C9EBA1E3345
  %161 = fsub contract double %158, %160
  %162 = fmul contract double %94, %161
  %163 = fadd contract double %78, %162
  store double %163, ptr %51, align 8, !tbaa !11
  %164 = fmul contract double %71, 0x40079EEC0FC37181
  %165 = fmul contract double %115, 0x4027310BD29520E4
  %166 = fsub contract double %164, %165
  %167 = fmul contract double %139, 0x4023A552363C5290
  %168 = fadd contract double %166, %167
  %169 = load double, ptr %59, align 8, !tbaa !11
  %170 = fmul contract double %169, 0x3FD29C9EBA1E3345
  %171 = fsub contract double %168, %170
  %172 = fmul contract double %94, %171
  %173 = fadd contract double %77, %172
  store double %173, ptr %53, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %18, double noundef %5, double noundef %35, double noundef %8) #7
  %174 = fmul contract double %76, 0x4006C52BF5A814B0
  %175 = fmul contract double %103, 0x402583E0F83E0F84
  %176 = fsub contract double %174, %175
  %177 = fmul contract double %123, 0x4021D016A3721E8B
  %178 = fadd contract double %176, %177
  %179 = fmul contract double %149, 0x3FD1D1745D1745D1
  %180 = fadd contract double %178, %179
  %181 = load double, ptr %18, align 8, !tbaa !11
  %182 = fmul contract double %181, 0x3FD1818970D9CC2F
  %183 = fsub contract double %180, %182
  %184 = fmul contract double %94, %183
  %185 = fadd contract double %79, %184
  store double %185, ptr %21, align 8, !tbaa !11
  %186 = fmul contract double %72, 0x4006C52BF5A814B0
  %187 = fmul contract double %109, 0x402583E0F83E0F84
  %188 = fsub contract double %186, %187
  %189 = fmul contract double %131, 0x4021D016A3721E8B
  %190 = fadd contract double %188, %189
  %191 = fmul contract double %159, 0x3FD1D1745D1745D1
  %192 = fadd contract double %190, %191
  %193 = load double, ptr %60, align 8, !tbaa !11
  %194 = fmul contract double %193, 0x3FD1818970D9CC2F
  %195 = fsub contract double %192, %194
  %196 = fmul contract double %94, %195
  %197 = fadd contract double %78, %196
  store double %197, ptr %51, align 8, !tbaa !11
  %198 = fmul contract double %71, 0x4006C52BF5A814B0
  %199 = fmul contract double %115, 0x402583E0F83E0F84
  %200 = fsub contract double %198, %199
  %201 = fmul contract double %139, 0x4021D016A3721E8B
  %202 = fadd contract double %200, %201
  %203 = fmul contract double %169, 0x3FD1D1745D1745D1
  %204 = fadd contract double %202, %203
  %205 = load double, ptr %61, align 8, !tbaa !11
  %206 = fmul contract double %205, 0x3FD1818970D9CC2F
  %207 = fsub contract double %204, %206
  %208 = fmul contract double %94, %207
  %209 = fadd contract double %77, %208
  store double %209, ptr %53, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %19, double noundef %5, double noundef %35, double noundef %8) #7
  %210 = fmul contract double %76, 0x3FB7555555555555
  %211 = fmul contract double %123, 0x3FDCC0499A5605FB
  %212 = fadd contract double %210, %211
  %213 = fmul contract double %149, 0x3FE4D55555555555
  %214 = fadd contract double %212, %213
  %215 = fmul contract double %181, 0x3FD4A1CFB2B78C13
  %216 = fsub contract double %214, %215
  %217 = load double, ptr %19, align 8, !tbaa !11
  %218 = fmul contract double %217, 0x3FC0C30C30C30C31
  %219 = fadd contract double %216, %218
  %220 = fmul contract double %94, %219
  %221 = fadd contract double %79, %220
  store double %221, ptr %22, align 8, !tbaa !11
  %222 = fmul contract double %72, 0x3FB7555555555555
  %223 = fmul contract double %131, 0x3FDCC0499A5605FB
  %224 = fadd contract double %222, %223
  %225 = fmul contract double %159, 0x3FE4D55555555555
  %226 = fadd contract double %224, %225
  %227 = fmul contract double %193, 0x3FD4A1CFB2B78C13
  %228 = fsub contract double %226, %227
  %229 = load double, ptr %62, align 8, !tbaa !11
  %230 = fmul contract double %229, 0x3FC0C30C30C30C31
  %231 = fadd contract double %228, %230
  %232 = fmul contract double %94, %231
  %233 = fadd contract double %78, %232
  store double %233, ptr %63, align 8, !tbaa !11
  %234 = fmul contract double %71, 0x3FB7555555555555
  %235 = fmul contract double %139, 0x3FDCC0499A5605FB
  %236 = fadd contract double %234, %235
  %237 = fmul contract double %169, 0x3FE4D55555555555
  %238 = fadd contract double %236, %237
  %239 = fmul contract double %205, 0x3FD4A1CFB2B78C13
  %240 = fsub contract double %238, %239
  %241 = load double, ptr %64, align 8, !tbaa !11
  %242 = fmul contract double %241, 0x3FC0C30C30C30C31
  %243 = fadd contract double %240, %242
  %244 = fmul contract double %94, %243
  %245 = fadd contract double %77, %244
  store double %245, ptr %65, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %22, ptr noundef nonnull align 8 dereferenceable(24) %20, double noundef %5, double noundef %35, double noundef %8) #7
  %246 = fmul contract double %76, 0x3F54320FEDCBA987
  %247 = fmul contract double %123, 0x3F716B5A550ABFC4
  %248 = fsub contract double %246, %247
  %249 = fmul contract double %149, 0x3FA2EEEEEEEEEEEF
  %250 = fadd contract double %248, %249
  %251 = fmul contract double %181, 0x3FAA0AD1D2CA1858
  %252 = fsub contract double %250, %251
  %253 = fmul contract double %217, 0x3FA5748A7BDAF0E2
  %254 = fadd contract double %252, %253
  %255 = load double, ptr %20, align 8, !tbaa !11
  %256 = fmul contract double %255, 2.500000e-02
  %257 = fsub contract double %254, %256
  %258 = fmul contract double %94, %257
  %259 = tail call noundef double @llvm.nvvm.fabs.f64(double %79)
  %260 = tail call noundef double @llvm.nvvm.fabs.f64(double %221)
  %261 = tail call noundef double @llvm.maxnum.f64(double %259, double %260)
  %262 = fmul contract double %10, %261
  %263 = fadd contract double %11, %262
  %264 = fdiv contract double %258, %263
  %265 = fmul contract double %264, %264
  %266 = fmul contract double %72, 0x3F54320FEDCBA987
  %267 = fmul contract double %131, 0x3F716B5A550ABFC4
  %268 = fsub contract double %266, %267
  %269 = fmul contract double %159, 0x3FA2EEEEEEEEEEEF
  %270 = fadd contract double %268, %269
  %271 = fmul contract double %193, 0x3FAA0AD1D2CA1858
  %272 = fsub contract double %270, %271
  %273 = fmul contract double %229, 0x3FA5748A7BDAF0E2
  %274 = fadd contract double %272, %273
  %275 = load double, ptr %66, align 8, !tbaa !11
  %276 = fmul contract double %275, 2.500000e-02
  %277 = fsub contract double %274, %276
  %278 = fmul contract double %94, %277
  %279 = tail call noundef double @llvm.nvvm.fabs.f64(double %78)
  %280 = tail call noundef double @llvm.nvvm.fabs.f64(double %233)
  %281 = tail call noundef double @llvm.maxnum.f64(double %279, double %280)
  %282 = fmul contract double %10, %281
  %283 = fadd contract double %11, %282
  %284 = fdiv contract double %278, %283
  %285 = fmul contract double %284, %284
  %286 = fadd contract double %265, %285
  %287 = fmul contract double %71, 0x3F54320FEDCBA987
  %288 = fmul contract double %139, 0x3F716B5A550ABFC4
  %289 = fsub contract double %287, %288
  %290 = fmul contract double %169, 0x3FA2EEEEEEEEEEEF
  %291 = fadd contract double %289, %290
  %292 = fmul contract double %205, 0x3FAA0AD1D2CA1858
  %293 = fsub contract double %291, %292
  %294 = fmul contract double %241, 0x3FA5748A7BDAF0E2
  %295 = fadd contract double %293, %294
  %296 = load double, ptr %67, align 8, !tbaa !11
  %297 = fmul contract double %296, 2.500000e-02
  %298 = fsub contract double %295, %297
  %299 = fmul contract double %94, %298
  %300 = tail call noundef double @llvm.nvvm.fabs.f64(double %77)
  %301 = tail call noundef double @llvm.nvvm.fabs.f64(double %245)
  %302 = tail call noundef double @llvm.maxnum.f64(double %300, double %301)
  %303 = fmul contract double %10, %302
  %304 = fadd contract double %11, %303
  %305 = fdiv contract double %299, %304
  %306 = fmul contract double %305, %305
  %307 = fadd contract double %286, %306
  %308 = add nuw nsw i32 %81, 1
  %309 = fadd contract double %83, %94
  %310 = fdiv contract double %307, 3.000000e+00
  %311 = tail call noundef double @llvm.sqrt.f64(double %310)
  %312 = fcmp contract ugt double %311, 1.000000e+00
  br i1 %312, label %410, label %313

313:                                              ; preds = %90
  %314 = add nsw i32 %84, 1
  %315 = fcmp contract ogt double %310, 0.000000e+00
  br i1 %315, label %316, label %405

316:                                              ; preds = %313
  %317 = fptrunc contract double %311 to float
  %318 = tail call float @llvm.nvvm.fabs.f32(float %317)
  %319 = fcmp olt float %318, 0x3810000000000000
  %320 = fmul float %318, 0x4170000000000000
  %321 = select i1 %319, float %320, float %318
  %322 = select i1 %319, float -2.400000e+01, float 0.000000e+00
  %323 = bitcast float %321 to i32
  %324 = add i32 %323, -1060439283
  %325 = and i32 %324, -8388608
  %326 = sub i32 %323, %325
  %327 = bitcast i32 %326 to float
  %328 = sitofp i32 %325 to float
  %329 = tail call float @llvm.fma.f32(float %328, float 0x3E80000000000000, float %322)
  %330 = fadd float %327, -1.000000e+00
  %331 = fadd float %327, 1.000000e+00
  %332 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %331) #8, !srcloc !13
  %333 = fmul float %330, 2.000000e+00
  %334 = fmul float %333, %332
  %335 = fmul float %334, %334
  %336 = fsub float %330, %334
  %337 = fmul float %336, 2.000000e+00
  %338 = fneg float %334
  %339 = tail call float @llvm.fma.f32(float %338, float %330, float %337)
  %340 = tail call float @llvm.nvvm.mul.rn.f(float %332, float %339) #7
  %341 = tail call float @llvm.fma.f32(float %335, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %342 = tail call float @llvm.fma.f32(float %341, float %335, float 0x3F92776E60000000)
  %343 = tail call float @llvm.fma.f32(float %342, float %335, float 0x3FBEC709E0000000)
  %344 = tail call float @llvm.nvvm.mul.rn.f(float %343, float %335) #7
  %345 = tail call float @llvm.fma.f32(float %334, float 0x3FF7154760000000, float %329)
  %346 = fsub float %329, %345
  %347 = tail call float @llvm.fma.f32(float %334, float 0x3FF7154760000000, float %346)
  %348 = tail call float @llvm.fma.f32(float %340, float 0x3FF7154760000000, float %347)
  %349 = tail call float @llvm.fma.f32(float %334, float 0x3E54ABC680000000, float %348)
  %350 = fmul float %344, 3.000000e+00
  %351 = tail call float @llvm.fma.f32(float %350, float %340, float %349)
  %352 = tail call float @llvm.fma.f32(float %344, float %334, float %351)
  %353 = tail call float @llvm.nvvm.add.rn.f(float %345, float %352) #7
  %354 = fneg float %345
  %355 = tail call float @llvm.nvvm.add.rn.f(float %353, float %354) #7
  %356 = fneg float %355
  %357 = tail call float @llvm.nvvm.add.rn.f(float %352, float %356) #7
  %358 = tail call float @llvm.nvvm.mul.rn.f(float %353, float 0xBFC99999A0000000) #7
  %359 = fneg float %358
  %360 = tail call float @llvm.fma.f32(float %353, float 0xBFC99999A0000000, float %359)
  %361 = tail call float @llvm.fma.f32(float %357, float 0xBFC99999A0000000, float %360)
  %362 = tail call float @llvm.nvvm.round.f(float %358) #7
  %363 = fsub float %358, %362
  %364 = fadd float %363, %361
  %365 = tail call float @llvm.fma.f32(float %364, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %366 = tail call float @llvm.fma.f32(float %365, float %364, float 0x3F83B30AC0000000)
  %367 = tail call float @llvm.fma.f32(float %366, float %364, float 0x3FAC6AF760000000)
  %368 = tail call float @llvm.fma.f32(float %367, float %364, float 0x3FCEBFBD80000000)
  %369 = tail call float @llvm.fma.f32(float %368, float %364, float 0x3FE62E4300000000)
  %370 = tail call float @llvm.fma.f32(float %369, float %364, float 1.000000e+00)
  %371 = tail call i32 @llvm.nvvm.f2i.rz(float %362) #7
  %372 = fcmp ogt float %362, 0.000000e+00
  %373 = select i1 %372, i32 0, i32 -2097152000
  %374 = add nsw i32 %373, 2130706432
  %375 = bitcast i32 %374 to float
  %376 = fmul float %370, %375
  %377 = shl i32 %371, 23
  %378 = sub i32 %377, %373
  %379 = bitcast i32 %378 to float
  %380 = fmul float %376, %379
  %381 = tail call float @llvm.nvvm.fabs.f32(float %358)
  %382 = fcmp ogt float %381, 1.520000e+02
  %383 = fcmp olt float %358, 0.000000e+00
  %384 = select i1 %383, float 0.000000e+00, float 0x7FF0000000000000
  %385 = select i1 %382, float %384, float %380
  %386 = fcmp oeq float %317, 1.000000e+00
  br i1 %386, label %401, label %387

387:                                              ; preds = %316
  %388 = fcmp uno float %318, 0.000000e+00
  br i1 %388, label %389, label %391

389:                                              ; preds = %387
  %390 = tail call float @llvm.nvvm.add.rn.f(float %317, float 0xBFC99999A0000000) #7
  br label %401

391:                                              ; preds = %387
  %392 = fcmp oeq float %317, 0.000000e+00
  %393 = fcmp oeq float %318, 0x7FF0000000000000
  %394 = select i1 %392, i1 true, i1 %393
  br i1 %394, label %395, label %401

395:                                              ; preds = %391
  %396 = fadd float %317, %317
  %397 = tail call float @llvm.fabs.f32(float %396)
  %398 = bitcast float %397 to i32
  %399 = xor i32 %398, 2139095040
  %400 = bitcast i32 %399 to float
  br label %401

401:                                              ; preds = %395, %391, %389, %316
  %402 = phi float [ 1.000000e+00, %316 ], [ %390, %389 ], [ %400, %395 ], [ %385, %391 ]
  %403 = fmul contract float %402, 0x3FECCCCCC0000000
  %404 = fpext contract float %403 to double
  br label %405

405:                                              ; preds = %401, %313
  %406 = phi contract double [ %404, %401 ], [ 5.000000e+00, %313 ]
  %407 = select contract i1 %80, double 1.000000e+00, double 5.000000e+00
  %408 = tail call noundef double @llvm.minnum.f64(double %406, double %407)
  %409 = tail call noundef double @llvm.maxnum.f64(double %408, double 2.000000e-01)
  br label %503

410:                                              ; preds = %90
  %411 = add nsw i32 %85, 1
  %412 = fcmp contract ult double %310, 0.000000e+00
  br i1 %412, label %503, label %413

413:                                              ; preds = %410
  %414 = fptrunc contract double %311 to float
  %415 = tail call float @llvm.nvvm.fabs.f32(float %414)
  %416 = fcmp olt float %415, 0x3810000000000000
  %417 = fmul float %415, 0x4170000000000000
  %418 = select i1 %416, float %417, float %415
  %419 = select i1 %416, float -2.400000e+01, float 0.000000e+00
  %420 = bitcast float %418 to i32
  %421 = add i32 %420, -1060439283
  %422 = and i32 %421, -8388608
  %423 = sub i32 %420, %422
  %424 = bitcast i32 %423 to float
  %425 = sitofp i32 %422 to float
  %426 = tail call float @llvm.fma.f32(float %425, float 0x3E80000000000000, float %419)
  %427 = fadd float %424, -1.000000e+00
  %428 = fadd float %424, 1.000000e+00
  %429 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %428) #8, !srcloc !13
  %430 = fmul float %427, 2.000000e+00
  %431 = fmul float %430, %429
  %432 = fmul float %431, %431
  %433 = fsub float %427, %431
  %434 = fmul float %433, 2.000000e+00
  %435 = fneg float %431
  %436 = tail call float @llvm.fma.f32(float %435, float %427, float %434)
  %437 = tail call float @llvm.nvvm.mul.rn.f(float %429, float %436) #7
  %438 = tail call float @llvm.fma.f32(float %432, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %439 = tail call float @llvm.fma.f32(float %438, float %432, float 0x3F92776E60000000)
  %440 = tail call float @llvm.fma.f32(float %439, float %432, float 0x3FBEC709E0000000)
  %441 = tail call float @llvm.nvvm.mul.rn.f(float %440, float %432) #7
  %442 = tail call float @llvm.fma.f32(float %431, float 0x3FF7154760000000, float %426)
  %443 = fsub float %426, %442
  %444 = tail call float @llvm.fma.f32(float %431, float 0x3FF7154760000000, float %443)
  %445 = tail call float @llvm.fma.f32(float %437, float 0x3FF7154760000000, float %444)
  %446 = tail call float @llvm.fma.f32(float %431, float 0x3E54ABC680000000, float %445)
  %447 = fmul float %441, 3.000000e+00
  %448 = tail call float @llvm.fma.f32(float %447, float %437, float %446)
  %449 = tail call float @llvm.fma.f32(float %441, float %431, float %448)
  %450 = tail call float @llvm.nvvm.add.rn.f(float %442, float %449) #7
  %451 = fneg float %442
  %452 = tail call float @llvm.nvvm.add.rn.f(float %450, float %451) #7
  %453 = fneg float %452
  %454 = tail call float @llvm.nvvm.add.rn.f(float %449, float %453) #7
  %455 = tail call float @llvm.nvvm.mul.rn.f(float %450, float 0xBFC99999A0000000) #7
  %456 = fneg float %455
  %457 = tail call float @llvm.fma.f32(float %450, float 0xBFC99999A0000000, float %456)
  %458 = tail call float @llvm.fma.f32(float %454, float 0xBFC99999A0000000, float %457)
  %459 = tail call float @llvm.nvvm.round.f(float %455) #7
  %460 = fsub float %455, %459
  %461 = fadd float %460, %458
  %462 = tail call float @llvm.fma.f32(float %461, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %463 = tail call float @llvm.fma.f32(float %462, float %461, float 0x3F83B30AC0000000)
  %464 = tail call float @llvm.fma.f32(float %463, float %461, float 0x3FAC6AF760000000)
  %465 = tail call float @llvm.fma.f32(float %464, float %461, float 0x3FCEBFBD80000000)
  %466 = tail call float @llvm.fma.f32(float %465, float %461, float 0x3FE62E4300000000)
  %467 = tail call float @llvm.fma.f32(float %466, float %461, float 1.000000e+00)
  %468 = tail call i32 @llvm.nvvm.f2i.rz(float %459) #7
  %469 = fcmp ogt float %459, 0.000000e+00
  %470 = select i1 %469, i32 0, i32 -2097152000
  %471 = add nsw i32 %470, 2130706432
  %472 = bitcast i32 %471 to float
  %473 = fmul float %467, %472
  %474 = shl i32 %468, 23
  %475 = sub i32 %474, %470
  %476 = bitcast i32 %475 to float
  %477 = fmul float %473, %476
  %478 = tail call float @llvm.nvvm.fabs.f32(float %455)
  %479 = fcmp ogt float %478, 1.520000e+02
  %480 = fcmp olt float %455, 0.000000e+00
  %481 = select i1 %480, float 0.000000e+00, float 0x7FF0000000000000
  %482 = select i1 %479, float %481, float %477
  %483 = fcmp oeq float %414, 1.000000e+00
  br i1 %483, label %498, label %484

484:                                              ; preds = %413
  %485 = fcmp uno float %415, 0.000000e+00
  br i1 %485, label %486, label %488

486:                                              ; preds = %484
  %487 = tail call float @llvm.nvvm.add.rn.f(float %414, float 0xBFC99999A0000000) #7
  br label %498

488:                                              ; preds = %484
  %489 = fcmp oeq float %414, 0.000000e+00
  %490 = fcmp oeq float %415, 0x7FF0000000000000
  %491 = select i1 %489, i1 true, i1 %490
  br i1 %491, label %492, label %498

492:                                              ; preds = %488
  %493 = fadd float %414, %414
  %494 = tail call float @llvm.fabs.f32(float %493)
  %495 = bitcast float %494 to i32
  %496 = xor i32 %495, 2139095040
  %497 = bitcast i32 %496 to float
  br label %498

498:                                              ; preds = %492, %488, %486, %413
  %499 = phi float [ 1.000000e+00, %413 ], [ %487, %486 ], [ %497, %492 ], [ %482, %488 ]
  %500 = fmul contract float %499, 0x3FECCCCCC0000000
  %501 = fpext contract float %500 to double
  %502 = tail call double @llvm.maxnum.f64(double %501, double 2.000000e-01)
  br label %503

503:                                              ; preds = %498, %410, %405
  %504 = phi double [ %296, %405 ], [ %71, %498 ], [ %71, %410 ]
  %505 = phi double [ %275, %405 ], [ %72, %498 ], [ %72, %410 ]
  %506 = phi double [ %245, %405 ], [ %73, %498 ], [ %73, %410 ]
  %507 = phi double [ %233, %405 ], [ %74, %498 ], [ %74, %410 ]
  %508 = phi double [ %221, %405 ], [ %75, %498 ], [ %75, %410 ]
  %509 = phi double [ %255, %405 ], [ %76, %498 ], [ %76, %410 ]
  %510 = phi double [ %245, %405 ], [ %77, %498 ], [ %77, %410 ]
  %511 = phi double [ %233, %405 ], [ %78, %498 ], [ %78, %410 ]
  %512 = phi double [ %221, %405 ], [ %79, %498 ], [ %79, %410 ]
  %513 = phi double [ %409, %405 ], [ %502, %498 ], [ 2.000000e-01, %410 ]
  %514 = phi double [ %309, %405 ], [ %83, %498 ], [ %83, %410 ]
  %515 = phi i32 [ %314, %405 ], [ %84, %498 ], [ %84, %410 ]
  %516 = phi i32 [ %85, %405 ], [ %411, %498 ], [ %411, %410 ]
  %517 = fmul contract double %94, %513
  %518 = fcmp contract olt double %514, %9
  %519 = fcmp contract ult double %517, %32
  %520 = select i1 %518, i1 %519, i1 false
  %521 = select i1 %520, i32 2, i32 %86
  br i1 %520, label %522, label %70

522:                                              ; preds = %70, %88, %503
  %523 = phi double [ %71, %70 ], [ %504, %503 ], [ %71, %88 ]
  %524 = phi double [ %72, %70 ], [ %505, %503 ], [ %72, %88 ]
  %525 = phi double [ %73, %70 ], [ %506, %503 ], [ %73, %88 ]
  %526 = phi double [ %74, %70 ], [ %507, %503 ], [ %74, %88 ]
  %527 = phi double [ %75, %70 ], [ %508, %503 ], [ %75, %88 ]
  %528 = phi double [ %76, %70 ], [ %509, %503 ], [ %76, %88 ]
  %529 = phi double [ %83, %70 ], [ %514, %503 ], [ %83, %88 ]
  %530 = phi i32 [ %84, %70 ], [ %515, %503 ], [ %84, %88 ]
  %531 = phi i32 [ %85, %70 ], [ %516, %503 ], [ %85, %88 ]
  %532 = phi i32 [ %86, %70 ], [ %521, %503 ], [ 1, %88 ]
  store double %524, ptr %50, align 8
  store double %523, ptr %52, align 8
  store double %528, ptr %14, align 8
  store double %527, ptr %23, align 8
  store double %526, ptr %40, align 8
  store double %525, ptr %43, align 8
  call void @llvm.lifetime.end.p0(ptr nonnull %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %21) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #7
  %533 = sext i32 %36 to i64
  %534 = getelementptr inbounds double, ptr %1, i64 %533
  store double %527, ptr %534, align 8, !tbaa !11
  %535 = sext i32 %36 to i64
  %536 = getelementptr double, ptr %1, i64 %535
  %537 = getelementptr i8, ptr %536, i64 8
  store double %526, ptr %537, align 8, !tbaa !11
  %538 = sext i32 %36 to i64
  %539 = getelementptr double, ptr %1, i64 %538
  %540 = getelementptr i8, ptr %539, i64 16
  store double %525, ptr %540, align 8, !tbaa !11
  %541 = fcmp contract olt double %529, %9
  %542 = select i1 %541, i32 %532, i32 0
  %543 = sext i32 %28 to i64
  %544 = getelementptr inbounds double, ptr %2, i64 %543
  store double %529, ptr %544, align 8, !tbaa !11
  %545 = getelementptr inbounds %struct.int3, ptr %3, i64 %543
  store i32 %530, ptr %545, align 4, !tbaa !6
  %546 = getelementptr inbounds nuw i8, ptr %545, i64 4
  store i32 %531, ptr %546, align 4, !tbaa !6
  %547 = getelementptr inbounds nuw i8, ptr %545, i64 8
  store i32 %542, ptr %547, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %23) #7
  br label %548

548:                                              ; preds = %13, %522
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @dopri5_vdp_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, double noundef %6, double noundef %7, double noundef %8, i32 noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %5
  br i1 %16, label %17, label %435

17:                                               ; preds = %10
  %18 = tail call noundef double @llvm.nvvm.fabs.f64(double %6)
  %19 = fmul contract double %18, 0x3D719799812DEA11
  %20 = sext i32 %15 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !14
  %23 = getelementptr inbounds %struct.float2.0, ptr %0, i64 %20
  %24 = load float, ptr %23, align 8, !tbaa !14
  %25 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %26 = load float, ptr %25, align 4, !tbaa !14
  %27 = fptrunc contract double %6 to float
  %28 = fmul contract float %27, 0x3F50624DE0000000
  %29 = fptrunc contract double %7 to float
  %30 = fptrunc contract double %8 to float
  %31 = fptrunc contract double %19 to float
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 0)
  %33 = tail call noundef range(i32 0, 100001) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %32, i32 100000)
  %34 = fmul contract float %24, %24
  %35 = fsub contract float 1.000000e+00, %34
  %36 = fmul contract float %22, %35
  %37 = fmul contract float %26, %36
  %38 = fsub contract float %37, %24
  br label %39

39:                                               ; preds = %405, %17
  %40 = phi float [ %26, %17 ], [ %406, %405 ]
  %41 = phi float [ %24, %17 ], [ %407, %405 ]
  %42 = phi float [ %26, %17 ], [ %408, %405 ]
  %43 = phi float [ %38, %17 ], [ %409, %405 ]
  %44 = phi i1 [ false, %17 ], [ %223, %405 ]
  %45 = phi i32 [ 0, %17 ], [ %219, %405 ]
  %46 = phi float [ %28, %17 ], [ %414, %405 ]
  %47 = phi float [ 0.000000e+00, %17 ], [ %411, %405 ]
  %48 = phi i32 [ 0, %17 ], [ %412, %405 ]
  %49 = phi i32 [ 0, %17 ], [ %413, %405 ]
  %50 = phi i32 [ 1, %17 ], [ %418, %405 ]
  %51 = fcmp contract olt float %47, %27
  br i1 %51, label %52, label %419

52:                                               ; preds = %39
  %53 = icmp eq i32 %45, %33
  br i1 %53, label %419, label %54

54:                                               ; preds = %52
  %55 = fadd contract float %46, %47
  %56 = fcmp contract ogt float %55, %27
  %57 = fsub contract float %27, %47
  %58 = select i1 %56, float %57, float %46
  %59 = fmul contract float %58, 0x3FC99999A0000000
  %60 = fmul contract float %42, %59
  %61 = fadd contract float %41, %60
  %62 = fmul contract float %43, %59
  %63 = fadd contract float %40, %62
  %64 = fmul contract float %61, %61
  %65 = fsub contract float 1.000000e+00, %64
  %66 = fmul contract float %22, %65
  %67 = fmul contract float %63, %66
  %68 = fsub contract float %67, %61
  %69 = fmul contract float %42, 0x3FB3333340000000
  %70 = fmul contract float %63, 0x3FCCCCCCC0000000
  %71 = fadd contract float %69, %70
  %72 = fmul contract float %58, %71
  %73 = fadd contract float %41, %72
  %74 = fmul contract float %43, 0x3FB3333340000000
  %75 = fmul contract float %68, 0x3FCCCCCCC0000000
  %76 = fadd contract float %74, %75
  %77 = fmul contract float %58, %76
  %78 = fadd contract float %40, %77
  %79 = fmul contract float %73, %73
  %80 = fsub contract float 1.000000e+00, %79
  %81 = fmul contract float %22, %80
  %82 = fmul contract float %81, %78
  %83 = fsub contract float %82, %73
  %84 = fmul contract float %42, 0x3FEF49F4A0000000
  %85 = fmul contract float %63, 0x400DDDDDE0000000
  %86 = fsub contract float %84, %85
  %87 = fmul contract float %78, 0x400C71C720000000
  %88 = fadd contract float %86, %87
  %89 = fmul contract float %58, %88
  %90 = fadd contract float %41, %89
  %91 = fmul contract float %43, 0x3FEF49F4A0000000
  %92 = fmul contract float %68, 0x400DDDDDE0000000
  %93 = fsub contract float %91, %92
  %94 = fmul contract float %83, 0x400C71C720000000
  %95 = fadd contract float %93, %94
  %96 = fmul contract float %58, %95
  %97 = fadd contract float %40, %96
  %98 = fmul contract float %90, %90
  %99 = fsub contract float 1.000000e+00, %98
  %100 = fmul contract float %22, %99
  %101 = fmul contract float %97, %100
  %102 = fsub contract float %101, %90
  %103 = fmul contract float %42, 0x40079EEC00000000
  %104 = fmul contract float %63, 0x4027310BE0000000
  %105 = fsub contract float %103, %104
  %106 = fmul contract float %78, 0x4023A55240000000
  %107 = fadd contract float %105, %106
  %108 = fmul contract float %97, 0x3FD29C9EC0000000
  %109 = fsub contract float %107, %108
  %110 = fmul contract float %58, %109
  %111 = fadd contract float %41, %110
  %112 = fmul contract float %43, 0x40079EEC00000000
  %113 = fmul contract float %68, 0x4027310BE0000000
  %114 = fsub contract float %112, %113
  %115 = fmul contract float %83, 0x4023A55240000000
  %116 = fadd contract float %114, %115
  %117 = fmul contract float %102, 0x3FD29C9EC0000000
  %118 = fsub contract float %116, %117
  %119 = fmul contract float %58, %118
  %120 = fadd contract float %40, %119
  %121 = fmul contract float %111, %111
  %122 = fsub contract float 1.000000e+00, %121
  %123 = fmul contract float %22, %122
  %124 = fmul contract float %120, %123
  %125 = fsub contract float %124, %111
  %126 = fmul contract float %42, 0x4006C52C00000000
  %127 = fmul contract float %63, 0x402583E100000000
  %128 = fsub contract float %126, %127
  %129 = fmul contract float %78, 0x4021D016A0000000
  %130 = fadd contract float %128, %129
  %131 = fmul contract float %97, 0x3FD1D17460000000
  %132 = fadd contract float %130, %131
  %133 = fmul contract float %120, 0x3FD1818980000000
  %134 = fsub contract float %132, %133
  %135 = fmul contract float %58, %134
  %136 = fadd contract float %41, %135
  %137 = fmul contract float %43, 0x4006C52C00000000
  %138 = fmul contract float %68, 0x402583E100000000
  %139 = fsub contract float %137, %138
  %140 = fmul contract float %83, 0x4021D016A0000000
  %141 = fadd contract float %139, %140
  %142 = fmul contract float %102, 0x3FD1D17460000000
  %143 = fadd contract float %141, %142
  %144 = fmul contract float %125, 0x3FD1818980000000
  %145 = fsub contract float %143, %144
  %146 = fmul contract float %58, %145
  %147 = fadd contract float %40, %146
  %148 = fmul contract float %136, %136
  %149 = fsub contract float 1.000000e+00, %148
  %150 = fmul contract float %22, %149
  %151 = fmul contract float %147, %150
  %152 = fsub contract float %151, %136
  %153 = fmul contract float %42, 0x3FB7555560000000
  %154 = fmul contract float %78, 0x3FDCC049A0000000
  %155 = fadd contract float %153, %154
  %156 = fmul contract float %97, 0x3FE4D55560000000
  %157 = fadd contract float %155, %156
  %158 = fmul contract float %120, 0x3FD4A1CFC0000000
  %159 = fsub contract float %157, %158
  %160 = fmul contract float %147, 0x3FC0C30C40000000
  %161 = fadd contract float %159, %160
  %162 = fmul contract float %58, %161
  %163 = fadd contract float %41, %162
  %164 = fmul contract float %43, 0x3FB7555560000000
  %165 = fmul contract float %83, 0x3FDCC049A0000000
  %166 = fadd contract float %164, %165
  %167 = fmul contract float %102, 0x3FE4D55560000000
  %168 = fadd contract float %166, %167
  %169 = fmul contract float %125, 0x3FD4A1CFC0000000
  %170 = fsub contract float %168, %169
  %171 = fmul contract float %152, 0x3FC0C30C40000000
  %172 = fadd contract float %170, %171
  %173 = fmul contract float %58, %172
  %174 = fadd contract float %40, %173
  %175 = fmul contract float %163, %163
  %176 = fsub contract float 1.000000e+00, %175
  %177 = fmul contract float %22, %176
  %178 = fmul contract float %174, %177
  %179 = fsub contract float %178, %163
  %180 = fmul contract float %42, 0x3F54320FE0000000
  %181 = fmul contract float %78, 0x3F716B5A60000000
  %182 = fsub contract float %180, %181
  %183 = fmul contract float %97, 0x3FA2EEEEE0000000
  %184 = fadd contract float %182, %183
  %185 = fmul contract float %120, 0x3FAA0AD1E0000000
  %186 = fsub contract float %184, %185
  %187 = fmul contract float %147, 0x3FA5748A80000000
  %188 = fadd contract float %186, %187
  %189 = fmul contract float %174, 0x3F999999A0000000
  %190 = fsub contract float %188, %189
  %191 = fmul contract float %58, %190
  %192 = tail call noundef float @llvm.nvvm.fabs.f32(float %41)
  %193 = tail call noundef float @llvm.nvvm.fabs.f32(float %163)
  %194 = tail call noundef float @llvm.maxnum.f32(float %192, float %193)
  %195 = fmul contract float %194, %29
  %196 = fadd contract float %195, %30
  %197 = fdiv contract float %191, %196
  %198 = fmul contract float %197, %197
  %199 = fmul contract float %43, 0x3F54320FE0000000
  %200 = fmul contract float %83, 0x3F716B5A60000000
  %201 = fsub contract float %199, %200
  %202 = fmul contract float %102, 0x3FA2EEEEE0000000
  %203 = fadd contract float %201, %202
  %204 = fmul contract float %125, 0x3FAA0AD1E0000000
  %205 = fsub contract float %203, %204
  %206 = fmul contract float %152, 0x3FA5748A80000000
  %207 = fadd contract float %205, %206
  %208 = fmul contract float %179, 0x3F999999A0000000
  %209 = fsub contract float %207, %208
  %210 = fmul contract float %58, %209
  %211 = tail call noundef float @llvm.nvvm.fabs.f32(float %40)
  %212 = tail call noundef float @llvm.nvvm.fabs.f32(float %174)
  %213 = tail call noundef float @llvm.maxnum.f32(float %211, float %212)
  %214 = fmul contract float %213, %29
  %215 = fadd contract float %214, %30
  %216 = fdiv contract float %210, %215
  %217 = fmul contract float %216, %216
  %218 = fadd contract float %198, %217
  %219 = add nuw nsw i32 %45, 1
  %220 = fadd contract float %47, %58
  %221 = fmul contract float %218, 5.000000e-01
  %222 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %221) #7
  %223 = fcmp contract ugt float %222, 1.000000e+00
  br i1 %223, label %316, label %224

224:                                              ; preds = %54
  %225 = add nsw i32 %48, 1
  %226 = fcmp contract ogt float %222, 0.000000e+00
  br i1 %226, label %227, label %311

227:                                              ; preds = %224
  %228 = tail call float @llvm.nvvm.fabs.f32(float %222)
  %229 = fcmp olt float %228, 0x3810000000000000
  %230 = fmul float %228, 0x4170000000000000
  %231 = select i1 %229, float %230, float %228
  %232 = select i1 %229, float -2.400000e+01, float 0.000000e+00
  %233 = bitcast float %231 to i32
  %234 = add i32 %233, -1060439283
  %235 = and i32 %234, -8388608
  %236 = sub i32 %233, %235
  %237 = bitcast i32 %236 to float
  %238 = sitofp i32 %235 to float
  %239 = tail call float @llvm.fma.f32(float %238, float 0x3E80000000000000, float %232)
  %240 = fadd float %237, -1.000000e+00
  %241 = fadd float %237, 1.000000e+00
  %242 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %241) #8, !srcloc !13
  %243 = fmul float %240, 2.000000e+00
  %244 = fmul float %243, %242
  %245 = fmul float %244, %244
  %246 = fsub float %240, %244
  %247 = fmul float %246, 2.000000e+00
  %248 = fneg float %244
  %249 = tail call float @llvm.fma.f32(float %248, float %240, float %247)
  %250 = tail call float @llvm.nvvm.mul.rn.f(float %242, float %249) #7
  %251 = tail call float @llvm.fma.f32(float %245, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %252 = tail call float @llvm.fma.f32(float %251, float %245, float 0x3F92776E60000000)
  %253 = tail call float @llvm.fma.f32(float %252, float %245, float 0x3FBEC709E0000000)
  %254 = tail call float @llvm.nvvm.mul.rn.f(float %253, float %245) #7
  %255 = tail call float @llvm.fma.f32(float %244, float 0x3FF7154760000000, float %239)
  %256 = fsub float %239, %255
  %257 = tail call float @llvm.fma.f32(float %244, float 0x3FF7154760000000, float %256)
  %258 = tail call float @llvm.fma.f32(float %250, float 0x3FF7154760000000, float %257)
  %259 = tail call float @llvm.fma.f32(float %244, float 0x3E54ABC680000000, float %258)
  %260 = fmul float %254, 3.000000e+00
  %261 = tail call float @llvm.fma.f32(float %260, float %250, float %259)
  %262 = tail call float @llvm.fma.f32(float %254, float %244, float %261)
  %263 = tail call float @llvm.nvvm.add.rn.f(float %255, float %262) #7
  %264 = fneg float %255
  %265 = tail call float @llvm.nvvm.add.rn.f(float %263, float %264) #7
  %266 = fneg float %265
  %267 = tail call float @llvm.nvvm.add.rn.f(float %262, float %266) #7
  %268 = tail call float @llvm.nvvm.mul.rn.f(float %263, float 0xBFC99999A0000000) #7
  %269 = fneg float %268
  %270 = tail call float @llvm.fma.f32(float %263, float 0xBFC99999A0000000, float %269)
  %271 = tail call float @llvm.fma.f32(float %267, float 0xBFC99999A0000000, float %270)
  %272 = tail call float @llvm.nvvm.round.f(float %268) #7
  %273 = fsub float %268, %272
  %274 = fadd float %273, %271
  %275 = tail call float @llvm.fma.f32(float %274, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %276 = tail call float @llvm.fma.f32(float %275, float %274, float 0x3F83B30AC0000000)
  %277 = tail call float @llvm.fma.f32(float %276, float %274, float 0x3FAC6AF760000000)
  %278 = tail call float @llvm.fma.f32(float %277, float %274, float 0x3FCEBFBD80000000)
  %279 = tail call float @llvm.fma.f32(float %278, float %274, float 0x3FE62E4300000000)
  %280 = tail call float @llvm.fma.f32(float %279, float %274, float 1.000000e+00)
  %281 = tail call i32 @llvm.nvvm.f2i.rz(float %272) #7
  %282 = fcmp ogt float %272, 0.000000e+00
  %283 = select i1 %282, i32 0, i32 -2097152000
  %284 = add nsw i32 %283, 2130706432
  %285 = bitcast i32 %284 to float
  %286 = fmul float %280, %285
  %287 = shl i32 %281, 23
  %288 = sub i32 %287, %283
  %289 = bitcast i32 %288 to float
  %290 = fmul float %286, %289
  %291 = tail call float @llvm.nvvm.fabs.f32(float %268)
  %292 = fcmp ogt float %291, 1.520000e+02
  %293 = fcmp olt float %268, 0.000000e+00
  %294 = select i1 %293, float 0.000000e+00, float 0x7FF0000000000000
  %295 = select i1 %292, float %294, float %290
  %296 = fcmp oeq float %222, 1.000000e+00
  br i1 %296, label %308, label %297

297:                                              ; preds = %227
  %298 = fcmp uno float %228, 0.000000e+00
  br i1 %298, label %299, label %301

299:                                              ; preds = %297
  %300 = tail call float @llvm.nvvm.add.rn.f(float %222, float 0xBFC99999A0000000) #7
  br label %308

301:                                              ; preds = %297
  %302 = fcmp oeq float %228, 0x7FF0000000000000
  br i1 %302, label %303, label %308

303:                                              ; preds = %301
  %304 = fadd float %222, %222
  %305 = bitcast float %304 to i32
  %306 = xor i32 %305, 2139095040
  %307 = bitcast i32 %306 to float
  br label %308

308:                                              ; preds = %303, %301, %299, %227
  %309 = phi float [ 1.000000e+00, %227 ], [ %300, %299 ], [ %307, %303 ], [ %295, %301 ]
  %310 = fmul contract float %309, 0x3FECCCCCC0000000
  br label %311

311:                                              ; preds = %308, %224
  %312 = phi contract float [ %310, %308 ], [ 5.000000e+00, %224 ]
  %313 = select contract i1 %44, float 1.000000e+00, float 5.000000e+00
  %314 = tail call noundef float @llvm.minnum.f32(float %312, float %313)
  %315 = tail call noundef float @llvm.maxnum.f32(float %314, float 0x3FC99999A0000000)
  br label %405

316:                                              ; preds = %54
  %317 = add nsw i32 %49, 1
  %318 = fcmp contract ord float %222, 0.000000e+00
  br i1 %318, label %319, label %405

319:                                              ; preds = %316
  %320 = tail call float @llvm.nvvm.fabs.f32(float %222)
  %321 = fcmp olt float %320, 0x3810000000000000
  %322 = fmul float %320, 0x4170000000000000
  %323 = select i1 %321, float %322, float %320
  %324 = select i1 %321, float -2.400000e+01, float 0.000000e+00
  %325 = bitcast float %323 to i32
  %326 = add i32 %325, -1060439283
  %327 = and i32 %326, -8388608
  %328 = sub i32 %325, %327
  %329 = bitcast i32 %328 to float
  %330 = sitofp i32 %327 to float
  %331 = tail call float @llvm.fma.f32(float %330, float 0x3E80000000000000, float %324)
  %332 = fadd float %329, -1.000000e+00
  %333 = fadd float %329, 1.000000e+00
  %334 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %333) #8, !srcloc !13
  %335 = fmul float %332, 2.000000e+00
  %336 = fmul float %335, %334
  %337 = fmul float %336, %336
  %338 = fsub float %332, %336
  %339 = fmul float %338, 2.000000e+00
  %340 = fneg float %336
  %341 = tail call float @llvm.fma.f32(float %340, float %332, float %339)
  %342 = tail call float @llvm.nvvm.mul.rn.f(float %334, float %341) #7
  %343 = tail call float @llvm.fma.f32(float %337, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %344 = tail call float @llvm.fma.f32(float %343, float %337, float 0x3F92776E60000000)
  %345 = tail call float @llvm.fma.f32(float %344, float %337, float 0x3FBEC709E0000000)
  %346 = tail call float @llvm.nvvm.mul.rn.f(float %345, float %337) #7
  %347 = tail call float @llvm.fma.f32(float %336, float 0x3FF7154760000000, float %331)
  %348 = fsub float %331, %347
  %349 = tail call float @llvm.fma.f32(float %336, float 0x3FF7154760000000, float %348)
  %350 = tail call float @llvm.fma.f32(float %342, float 0x3FF7154760000000, float %349)
  %351 = tail call float @llvm.fma.f32(float %336, float 0x3E54ABC680000000, float %350)
  %352 = fmul float %346, 3.000000e+00
  %353 = tail call float @llvm.fma.f32(float %352, float %342, float %351)
  %354 = tail call float @llvm.fma.f32(float %346, float %336, float %353)
  %355 = tail call float @llvm.nvvm.add.rn.f(float %347, float %354) #7
  %356 = fneg float %347
  %357 = tail call float @llvm.nvvm.add.rn.f(float %355, float %356) #7
  %358 = fneg float %357
  %359 = tail call float @llvm.nvvm.add.rn.f(float %354, float %358) #7
  %360 = tail call float @llvm.nvvm.mul.rn.f(float %355, float 0xBFC99999A0000000) #7
  %361 = fneg float %360
  %362 = tail call float @llvm.fma.f32(float %355, float 0xBFC99999A0000000, float %361)
  %363 = tail call float @llvm.fma.f32(float %359, float 0xBFC99999A0000000, float %362)
  %364 = tail call float @llvm.nvvm.round.f(float %360) #7
  %365 = fsub float %360, %364
  %366 = fadd float %365, %363
  %367 = tail call float @llvm.fma.f32(float %366, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %368 = tail call float @llvm.fma.f32(float %367, float %366, float 0x3F83B30AC0000000)
  %369 = tail call float @llvm.fma.f32(float %368, float %366, float 0x3FAC6AF760000000)
  %370 = tail call float @llvm.fma.f32(float %369, float %366, float 0x3FCEBFBD80000000)
  %371 = tail call float @llvm.fma.f32(float %370, float %366, float 0x3FE62E4300000000)
  %372 = tail call float @llvm.fma.f32(float %371, float %366, float 1.000000e+00)
  %373 = tail call i32 @llvm.nvvm.f2i.rz(float %364) #7
  %374 = fcmp ogt float %364, 0.000000e+00
  %375 = select i1 %374, i32 0, i32 -2097152000
  %376 = add nsw i32 %375, 2130706432
  %377 = bitcast i32 %376 to float
  %378 = fmul float %372, %377
  %379 = shl i32 %373, 23
  %380 = sub i32 %379, %375
  %381 = bitcast i32 %380 to float
  %382 = fmul float %378, %381
  %383 = tail call float @llvm.nvvm.fabs.f32(float %360)
  %384 = fcmp ogt float %383, 1.520000e+02
  %385 = fcmp olt float %360, 0.000000e+00
  %386 = select i1 %385, float 0.000000e+00, float 0x7FF0000000000000
  %387 = select i1 %384, float %386, float %382
  %388 = fcmp oeq float %222, 1.000000e+00
  br i1 %388, label %401, label %389

389:                                              ; preds = %319
  %390 = fcmp uno float %320, 0.000000e+00
  br i1 %390, label %391, label %393

391:                                              ; preds = %389
  %392 = tail call float @llvm.nvvm.add.rn.f(float %222, float 0xBFC99999A0000000) #7
  br label %401

393:                                              ; preds = %389
  %394 = fcmp oeq float %320, 0x7FF0000000000000
  br i1 %394, label %395, label %401

395:                                              ; preds = %393
  %396 = fadd float %222, %222
  %397 = tail call float @llvm.fabs.f32(float %396)
  %398 = bitcast float %397 to i32
  %399 = xor i32 %398, 2139095040
  %400 = bitcast i32 %399 to float
  br label %401

401:                                              ; preds = %395, %393, %391, %319
  %402 = phi float [ 1.000000e+00, %319 ], [ %392, %391 ], [ %400, %395 ], [ %387, %393 ]
  %403 = fmul contract float %402, 0x3FECCCCCC0000000
  %404 = tail call float @llvm.maxnum.f32(float %403, float 0x3FC99999A0000000)
  br label %405

405:                                              ; preds = %401, %316, %311
  %406 = phi float [ %40, %401 ], [ %40, %316 ], [ %174, %311 ]
  %407 = phi float [ %41, %401 ], [ %41, %316 ], [ %163, %311 ]
  %408 = phi float [ %42, %401 ], [ %42, %316 ], [ %174, %311 ]
  %409 = phi float [ %43, %401 ], [ %43, %316 ], [ %179, %311 ]
  %410 = phi float [ %404, %401 ], [ 0x3FC99999A0000000, %316 ], [ %315, %311 ]
  %411 = phi float [ %47, %401 ], [ %47, %316 ], [ %220, %311 ]
  %412 = phi i32 [ %48, %401 ], [ %48, %316 ], [ %225, %311 ]
  %413 = phi i32 [ %317, %401 ], [ %317, %316 ], [ %49, %311 ]
  %414 = fmul contract float %58, %410
  %415 = fcmp contract olt float %411, %27
  %416 = fcmp contract ult float %414, %31
  %417 = select i1 %415, i1 %416, i1 false
  %418 = select i1 %417, i32 2, i32 %50
  br i1 %417, label %419, label %39

419:                                              ; preds = %39, %52, %405
  %420 = phi float [ %40, %52 ], [ %406, %405 ], [ %40, %39 ]
  %421 = phi float [ %41, %52 ], [ %407, %405 ], [ %41, %39 ]
  %422 = phi float [ %47, %52 ], [ %411, %405 ], [ %47, %39 ]
  %423 = phi i32 [ %48, %52 ], [ %412, %405 ], [ %48, %39 ]
  %424 = phi i32 [ %49, %52 ], [ %413, %405 ], [ %49, %39 ]
  %425 = phi i32 [ 1, %52 ], [ %418, %405 ], [ %50, %39 ]
  %426 = fcmp contract olt float %422, %27
  %427 = select i1 %426, i32 %425, i32 0
  %428 = fpext contract float %422 to double
  %429 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %20
  store float %421, ptr %429, align 8, !tbaa !14
  %430 = getelementptr inbounds nuw i8, ptr %429, i64 4
  store float %420, ptr %430, align 4, !tbaa !14
  %431 = getelementptr inbounds double, ptr %3, i64 %20
  store double %428, ptr %431, align 8, !tbaa !11
  %432 = getelementptr inbounds %struct.int3, ptr %4, i64 %20
  store i32 %423, ptr %432, align 4, !tbaa !6
  %433 = getelementptr inbounds nuw i8, ptr %432, i64 4
  store i32 %424, ptr %433, align 4, !tbaa !6
  %434 = getelementptr inbounds nuw i8, ptr %432, i64 8
  store i32 %427, ptr %434, align 4, !tbaa !6
  br label %435

435:                                              ; preds = %10, %419
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull readonly captures(none) %0, ptr noundef nonnull writeonly captures(none) initializes((0, 24)) %1, double noundef %2, double noundef %3, double noundef %4) unnamed_addr #3 {
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = load double, ptr %6, align 8, !tbaa !11
  %8 = load double, ptr %0, align 8, !tbaa !11
  %9 = fsub contract double %7, %8
  %10 = fmul contract double %2, %9
  store double %10, ptr %1, align 8, !tbaa !11
  %11 = load double, ptr %0, align 8, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = fsub contract double %3, %13
  %15 = fmul contract double %11, %14
  %16 = load double, ptr %6, align 8, !tbaa !11
  %17 = fsub contract double %15, %16
  %18 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store double %17, ptr %18, align 8, !tbaa !11
  %19 = load double, ptr %0, align 8, !tbaa !11
  %20 = load double, ptr %6, align 8, !tbaa !11
  %21 = fmul contract double %19, %20
  %22 = load double, ptr %12, align 8, !tbaa !11
  %23 = fmul contract double %4, %22
  %24 = fsub contract double %21, %23
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store double %24, ptr %25, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!12 = !{!"double", !8, i64 0}
!13 = !{i32 21289}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
