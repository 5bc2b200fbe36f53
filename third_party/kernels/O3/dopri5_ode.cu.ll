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
  br i1 %29, label %30, label %542

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
  %48 = tail call i32 @llvm.umin.i32(i32 %47, i32 100000)
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
  %49 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %50 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %51 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %52 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %53 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %54 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %55 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %56 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %57 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %58 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %59 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %60 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %61 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %62 = getelementptr inbounds nuw i8, ptr %22, i64 8
  %63 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %64 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %65 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %66 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %67 = load double, ptr %14, align 8
  %68 = load double, ptr %49, align 8
  %69 = load double, ptr %51, align 8
  br label %70

70:                                               ; preds = %502, %30
  %71 = phi double [ %45, %30 ], [ %503, %502 ]
  %72 = phi double [ %42, %30 ], [ %504, %502 ]
  %73 = phi double [ %39, %30 ], [ %505, %502 ]
  %74 = phi double [ %45, %30 ], [ %506, %502 ]
  %75 = phi double [ %42, %30 ], [ %507, %502 ]
  %76 = phi double [ %39, %30 ], [ %508, %502 ]
  %77 = phi double [ %69, %30 ], [ %509, %502 ]
  %78 = phi double [ %68, %30 ], [ %510, %502 ]
  %79 = phi double [ %67, %30 ], [ %511, %502 ]
  %80 = phi i1 [ false, %30 ], [ %311, %502 ]
  %81 = phi i32 [ 0, %30 ], [ %307, %502 ]
  %82 = phi double [ %46, %30 ], [ %516, %502 ]
  %83 = phi double [ 0.000000e+00, %30 ], [ %513, %502 ]
  %84 = phi i32 [ 0, %30 ], [ %514, %502 ]
  %85 = phi i32 [ 0, %30 ], [ %515, %502 ]
  %86 = fcmp contract olt double %83, %9
  %87 = icmp samesign ult i32 %81, %48
  %88 = select i1 %86, i1 %87, i1 false
  br i1 %88, label %89, label %520

89:                                               ; preds = %70
  %90 = fadd contract double %82, %83
  %91 = fcmp contract ogt double %90, %9
  %92 = fsub contract double %9, %83
  %93 = select i1 %91, double %92, double %82
  %94 = fmul contract double %93, 2.000000e-01
  %95 = fmul contract double %79, %94
  %96 = fadd contract double %76, %95
  store double %96, ptr %21, align 8, !tbaa !11
  %97 = fmul contract double %78, %94
  %98 = fadd contract double %75, %97
  store double %98, ptr %50, align 8, !tbaa !11
  %99 = fmul contract double %77, %94
  %100 = fadd contract double %74, %99
  store double %100, ptr %52, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %15, double noundef %5, double noundef %35, double noundef %8) #7
  %101 = fmul contract double %79, 0x3FB3333333333333
  %102 = load double, ptr %15, align 8, !tbaa !11
  %103 = fmul contract double %102, 2.250000e-01
  %104 = fadd contract double %101, %103
  %105 = fmul contract double %93, %104
  %106 = fadd contract double %76, %105
  store double %106, ptr %21, align 8, !tbaa !11
  %107 = fmul contract double %78, 0x3FB3333333333333
  %108 = load double, ptr %53, align 8, !tbaa !11
  %109 = fmul contract double %108, 2.250000e-01
  %110 = fadd contract double %107, %109
  %111 = fmul contract double %93, %110
  %112 = fadd contract double %75, %111
  store double %112, ptr %50, align 8, !tbaa !11
  %113 = fmul contract double %77, 0x3FB3333333333333
  %114 = load double, ptr %54, align 8, !tbaa !11
  %115 = fmul contract double %114, 2.250000e-01
  %116 = fadd contract double %113, %115
  %117 = fmul contract double %93, %116
  %118 = fadd contract double %74, %117
  store double %118, ptr %52, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %16, double noundef %5, double noundef %35, double noundef %8) #7
  %119 = fmul contract double %79, 0x3FEF49F49F49F49F
  %120 = fmul contract double %102, 0x400DDDDDDDDDDDDE
  %121 = fsub contract double %119, %120
  %122 = load double, ptr %16, align 8, !tbaa !11
  %123 = fmul contract double %122, 0x400C71C71C71C71C
  %124 = fadd contract double %121, %123
  %125 = fmul contract double %93, %124
  %126 = fadd contract double %76, %125
  store double %126, ptr %21, align 8, !tbaa !11
  %127 = fmul contract double %78, 0x3FEF49F49F49F49F
  %128 = fmul contract double %108, 0x400DDDDDDDDDDDDE
  %129 = fsub contract double %127, %128
  %130 = load double, ptr %55, align 8, !tbaa !11
  %131 = fmul contract double %130, 0x400C71C71C71C71C
  %132 = fadd contract double %129, %131
  %133 = fmul contract double %93, %132
  %134 = fadd contract double %75, %133
  store double %134, ptr %50, align 8, !tbaa !11
  %135 = fmul contract double %77, 0x3FEF49F49F49F49F
  %136 = fmul contract double %114, 0x400DDDDDDDDDDDDE
  %137 = fsub contract double %135, %136
  %138 = load double, ptr %56, align 8, !tbaa !11
  %139 = fmul contract double %138, 0x400C71C71C71C71C
  %140 = fadd contract double %137, %139
  %141 = fmul contract double %93, %140
  %142 = fadd contract double %74, %141
  store double %142, ptr %52, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %17, double noundef %5, double noundef %35, double noundef %8) #7
  %143 = fmul contract double %79, 0x40079EEC0FC37181
  %144 = fmul contract double %102, 0x4027310BD29520E4
  %145 = fsub contract double %143, %144
  %146 = fmul contract double %122, 0x4023A552363C5290
  %147 = fadd contract double %145, %146
  %148 = load double, ptr %17, align 8, !tbaa !11
  %149 = fmul contract double %148, 0x3FD29C9EBA1E3345
  %150 = fsub contract double %147, %149
  %151 = fmul contract double %93, %150
  %152 = fadd contract double %76, %151
  store double %152, ptr %21, align 8, !tbaa !11
  %153 = fmul contract double %78, 0x40079EEC0FC37181
  %154 = fmul contract double %108, 0x4027310BD29520E4
  %155 = fsub contract double %153, %154
  %156 = fmul contract double %130, 0x4023A552363C5290
  %157 = fadd contract double %155, %156
  %158 = load double, ptr %57, align 8, !tbaa !11
  %159 = fmul contract double %158, 0x3FD29C9EBA1E3345
  %160 = fsub contract double %157, %159
  %161 = fmul contract double %93, %160
  %162 = fadd contract double %75, %161
  store double %162, ptr %50, align 8, !tbaa !11
  %163 = fmul contract double %77, 0x40079EEC0FC37181
  %164 = fmul contract double %114, 0x4027310BD29520E4
  %165 = fsub contract double %163, %164
  %166 = fmul contract double %138, 0x4023A552363C5290
  %167 = fadd contract double %165, %166
  %168 = load double, ptr %58, align 8, !tbaa !11
  %169 = fmul contract double %168, 0x3FD29C9EBA1E3345
  %170 = fsub contract double %167, %169
  %171 = fmul contract double %93, %170
  %172 = fadd contract double %74, %171
  store double %172, ptr %52, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %18, double noundef %5, double noundef %35, double noundef %8) #7
  %173 = fmul contract double %79, 0x4006C52BF5A814B0
  %174 = fmul contract double %102, 0x402583E0F83E0F84
  %175 = fsub contract double %173, %174
  %176 = fmul contract double %122, 0x4021D016A3721E8B
  %177 = fadd contract double %175, %176
  %178 = fmul contract double %148, 0x3FD1D1745D1745D1
  %179 = fadd contract double %177, %178
  %180 = load double, ptr %18, align 8, !tbaa !11
  %181 = fmul contract double %180, 0x3FD1818970D9CC2F
  %182 = fsub contract double %179, %181
  %183 = fmul contract double %93, %182
  %184 = fadd contract double %76, %183
  store double %184, ptr %21, align 8, !tbaa !11
  %185 = fmul contract double %78, 0x4006C52BF5A814B0
  %186 = fmul contract double %108, 0x402583E0F83E0F84
  %187 = fsub contract double %185, %186
  %188 = fmul contract double %130, 0x4021D016A3721E8B
  %189 = fadd contract double %187, %188
  %190 = fmul contract double %158, 0x3FD1D1745D1745D1
  %191 = fadd contract double %189, %190
  %192 = load double, ptr %59, align 8, !tbaa !11
  %193 = fmul contract double %192, 0x3FD1818970D9CC2F
  %194 = fsub contract double %191, %193
  %195 = fmul contract double %93, %194
  %196 = fadd contract double %75, %195
  store double %196, ptr %50, align 8, !tbaa !11
  %197 = fmul contract double %77, 0x4006C52BF5A814B0
  %198 = fmul contract double %114, 0x402583E0F83E0F84
  %199 = fsub contract double %197, %198
  %200 = fmul contract double %138, 0x4021D016A3721E8B
  %201 = fadd contract double %199, %200
  %202 = fmul contract double %168, 0x3FD1D1745D1745D1
  %203 = fadd contract double %201, %202
  %204 = load double, ptr %60, align 8, !tbaa !11
  %205 = fmul contract double %204, 0x3FD1818970D9CC2F
  %206 = fsub contract double %203, %205
  %207 = fmul contract double %93, %206
  %208 = fadd contract double %74, %207
  store double %208, ptr %52, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %21, ptr noundef nonnull align 8 dereferenceable(24) %19, double noundef %5, double noundef %35, double noundef %8) #7
  %209 = fmul contract double %79, 0x3FB7555555555555
  %210 = fmul contract double %122, 0x3FDCC0499A5605FB
  %211 = fadd contract double %209, %210
  %212 = fmul contract double %148, 0x3FE4D55555555555
  %213 = fadd contract double %211, %212
  %214 = fmul contract double %180, 0x3FD4A1CFB2B78C13
  %215 = fsub contract double %213, %214
  %216 = load double, ptr %19, align 8, !tbaa !11
  %217 = fmul contract double %216, 0x3FC0C30C30C30C31
  %218 = fadd contract double %215, %217
  %219 = fmul contract double %93, %218
  %220 = fadd contract double %76, %219
  store double %220, ptr %22, align 8, !tbaa !11
  %221 = fmul contract double %78, 0x3FB7555555555555
  %222 = fmul contract double %130, 0x3FDCC0499A5605FB
  %223 = fadd contract double %221, %222
  %224 = fmul contract double %158, 0x3FE4D55555555555
  %225 = fadd contract double %223, %224
  %226 = fmul contract double %192, 0x3FD4A1CFB2B78C13
  %227 = fsub contract double %225, %226
  %228 = load double, ptr %61, align 8, !tbaa !11
  %229 = fmul contract double %228, 0x3FC0C30C30C30C31
  %230 = fadd contract double %227, %229
  %231 = fmul contract double %93, %230
  %232 = fadd contract double %75, %231
  store double %232, ptr %62, align 8, !tbaa !11
  %233 = fmul contract double %77, 0x3FB7555555555555
  %234 = fmul contract double %138, 0x3FDCC0499A5605FB
  %235 = fadd contract double %233, %234
  %236 = fmul contract double %168, 0x3FE4D55555555555
  %237 = fadd contract double %235, %236
  %238 = fmul contract double %204, 0x3FD4A1CFB2B78C13
  %239 = fsub contract double %237, %238
  %240 = load double, ptr %63, align 8, !tbaa !11
  %241 = fmul contract double %240, 0x3FC0C30C30C30C31
  %242 = fadd contract double %239, %241
  %243 = fmul contract double %93, %242
  %244 = fadd contract double %74, %243
  store double %244, ptr %64, align 8, !tbaa !11
  call fastcc void @_ZL10lorenz_rhsPKdPdddd(ptr noundef nonnull align 8 dereferenceable(24) %22, ptr noundef nonnull align 8 dereferenceable(24) %20, double noundef %5, double noundef %35, double noundef %8) #7
  %245 = fmul contract double %79, 0x3F54320FEDCBA987
  %246 = fmul contract double %122, 0x3F716B5A550ABFC4
  %247 = fsub contract double %245, %246
  %248 = fmul contract double %148, 0x3FA2EEEEEEEEEEEF
  %249 = fadd contract double %247, %248
  %250 = fmul contract double %180, 0x3FAA0AD1D2CA1858
  %251 = fsub contract double %249, %250
  %252 = fmul contract double %216, 0x3FA5748A7BDAF0E2
  %253 = fadd contract double %251, %252
  %254 = load double, ptr %20, align 8, !tbaa !11
  %255 = fmul contract double %254, 2.500000e-02
  %256 = fsub contract double %253, %255
  %257 = fmul contract double %93, %256
  %258 = tail call noundef double @llvm.nvvm.fabs.f64(double %76)
  %259 = tail call noundef double @llvm.nvvm.fabs.f64(double %220)
  %260 = tail call noundef double @llvm.maxnum.f64(double %258, double %259)
  %261 = fmul contract double %10, %260
  %262 = fadd contract double %11, %261
  %263 = fdiv contract double %257, %262
  %264 = fmul contract double %263, %263
  %265 = fmul contract double %78, 0x3F54320FEDCBA987
  %266 = fmul contract double %130, 0x3F716B5A550ABFC4
  %267 = fsub contract double %265, %266
  %268 = fmul contract double %158, 0x3FA2EEEEEEEEEEEF
  %269 = fadd contract double %267, %268
  %270 = fmul contract double %192, 0x3FAA0AD1D2CA1858
  %271 = fsub contract double %269, %270
  %272 = fmul contract double %228, 0x3FA5748A7BDAF0E2
  %273 = fadd contract double %271, %272
  %274 = load double, ptr %65, align 8, !tbaa !11
  %275 = fmul contract double %274, 2.500000e-02
  %276 = fsub contract double %273, %275
  %277 = fmul contract double %93, %276
  %278 = tail call noundef double @llvm.nvvm.fabs.f64(double %75)
  %279 = tail call noundef double @llvm.nvvm.fabs.f64(double %232)
  %280 = tail call noundef double @llvm.maxnum.f64(double %278, double %279)
  %281 = fmul contract double %10, %280
  %282 = fadd contract double %11, %281
  %283 = fdiv contract double %277, %282
  %284 = fmul contract double %283, %283
  %285 = fadd contract double %264, %284
  %286 = fmul contract double %77, 0x3F54320FEDCBA987
  %287 = fmul contract double %138, 0x3F716B5A550ABFC4
  %288 = fsub contract double %286, %287
  %289 = fmul contract double %168, 0x3FA2EEEEEEEEEEEF
  %290 = fadd contract double %288, %289
  %291 = fmul contract double %204, 0x3FAA0AD1D2CA1858
  %292 = fsub contract double %290, %291
  %293 = fmul contract double %240, 0x3FA5748A7BDAF0E2
  %294 = fadd contract double %292, %293
  %295 = load double, ptr %66, align 8, !tbaa !11
  %296 = fmul contract double %295, 2.500000e-02
  %297 = fsub contract double %294, %296
  %298 = fmul contract double %93, %297
  %299 = tail call noundef double @llvm.nvvm.fabs.f64(double %74)
  %300 = tail call noundef double @llvm.nvvm.fabs.f64(double %244)
  %301 = tail call noundef double @llvm.maxnum.f64(double %299, double %300)
  %302 = fmul contract double %10, %301
  %303 = fadd contract double %11, %302
  %304 = fdiv contract double %298, %303
  %305 = fmul contract double %304, %304
  %306 = fadd contract double %285, %305
  %307 = add nuw nsw i32 %81, 1
  %308 = fadd contract double %83, %93
  %309 = fdiv contract double %306, 3.000000e+00
  %310 = tail call noundef double @llvm.sqrt.f64(double %309)
  %311 = fcmp contract ugt double %310, 1.000000e+00
  br i1 %311, label %409, label %312

312:                                              ; preds = %89
  %313 = add nsw i32 %84, 1
  %314 = fcmp contract ogt double %309, 0.000000e+00
  br i1 %314, label %315, label %404

315:                                              ; preds = %312
  %316 = fptrunc contract double %310 to float
  %317 = tail call float @llvm.nvvm.fabs.f32(float %316)
  %318 = fcmp olt float %317, 0x3810000000000000
  %319 = fmul float %317, 0x4170000000000000
  %320 = select i1 %318, float %319, float %317
  %321 = select i1 %318, float -2.400000e+01, float 0.000000e+00
  %322 = bitcast float %320 to i32
  %323 = add i32 %322, -1060439283
  %324 = and i32 %323, -8388608
  %325 = sub i32 %322, %324
  %326 = bitcast i32 %325 to float
  %327 = sitofp i32 %324 to float
  %328 = tail call float @llvm.fma.f32(float %327, float 0x3E80000000000000, float %321)
  %329 = fadd float %326, -1.000000e+00
  %330 = fadd float %326, 1.000000e+00
  %331 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %330) #8, !srcloc !13
  %332 = fmul float %329, 2.000000e+00
  %333 = fmul float %332, %331
  %334 = fmul float %333, %333
  %335 = fsub float %329, %333
  %336 = fmul float %335, 2.000000e+00
  %337 = fneg float %333
  %338 = tail call float @llvm.fma.f32(float %337, float %329, float %336)
  %339 = tail call float @llvm.nvvm.mul.rn.f(float %331, float %338) #7
  %340 = tail call float @llvm.fma.f32(float %334, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %341 = tail call float @llvm.fma.f32(float %340, float %334, float 0x3F92776E60000000)
  %342 = tail call float @llvm.fma.f32(float %341, float %334, float 0x3FBEC709E0000000)
  %343 = tail call float @llvm.nvvm.mul.rn.f(float %342, float %334) #7
  %344 = tail call float @llvm.fma.f32(float %333, float 0x3FF7154760000000, float %328)
  %345 = fsub float %328, %344
  %346 = tail call float @llvm.fma.f32(float %333, float 0x3FF7154760000000, float %345)
  %347 = tail call float @llvm.fma.f32(float %339, float 0x3FF7154760000000, float %346)
  %348 = tail call float @llvm.fma.f32(float %333, float 0x3E54ABC680000000, float %347)
  %349 = fmul float %343, 3.000000e+00
  %350 = tail call float @llvm.fma.f32(float %349, float %339, float %348)
  %351 = tail call float @llvm.fma.f32(float %343, float %333, float %350)
  %352 = tail call float @llvm.nvvm.add.rn.f(float %344, float %351) #7
  %353 = fneg float %344
  %354 = tail call float @llvm.nvvm.add.rn.f(float %352, float %353) #7
  %355 = fneg float %354
  %356 = tail call float @llvm.nvvm.add.rn.f(float %351, float %355) #7
  %357 = tail call float @llvm.nvvm.mul.rn.f(float %352, float 0xBFC99999A0000000) #7
  %358 = fneg float %357
  %359 = tail call float @llvm.fma.f32(float %352, float 0xBFC99999A0000000, float %358)
  %360 = tail call float @llvm.fma.f32(float %356, float 0xBFC99999A0000000, float %359)
  %361 = tail call float @llvm.nvvm.round.f(float %357) #7
  %362 = fsub float %357, %361
  %363 = fadd float %362, %360
  %364 = tail call float @llvm.fma.f32(float %363, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %365 = tail call float @llvm.fma.f32(float %364, float %363, float 0x3F83B30AC0000000)
  %366 = tail call float @llvm.fma.f32(float %365, float %363, float 0x3FAC6AF760000000)
  %367 = tail call float @llvm.fma.f32(float %366, float %363, float 0x3FCEBFBD80000000)
  %368 = tail call float @llvm.fma.f32(float %367, float %363, float 0x3FE62E4300000000)
  %369 = tail call float @llvm.fma.f32(float %368, float %363, float 1.000000e+00)
  %370 = tail call i32 @llvm.nvvm.f2i.rz(float %361) #7
  %371 = fcmp ogt float %361, 0.000000e+00
  %372 = select i1 %371, i32 0, i32 -2097152000
  %373 = add nsw i32 %372, 2130706432
  %374 = bitcast i32 %373 to float
  %375 = fmul float %369, %374
  %376 = shl i32 %370, 23
  %377 = sub i32 %376, %372
  %378 = bitcast i32 %377 to float
  %379 = fmul float %375, %378
  %380 = tail call float @llvm.nvvm.fabs.f32(float %357)
  %381 = fcmp ogt float %380, 1.520000e+02
  %382 = fcmp olt float %357, 0.000000e+00
  %383 = select i1 %382, float 0.000000e+00, float 0x7FF0000000000000
  %384 = select i1 %381, float %383, float %379
  %385 = fcmp oeq float %316, 1.000000e+00
  br i1 %385, label %400, label %386

386:                                              ; preds = %315
  %387 = fcmp uno float %317, 0.000000e+00
  br i1 %387, label %388, label %390

388:                                              ; preds = %386
  %389 = tail call float @llvm.nvvm.add.rn.f(float %316, float 0xBFC99999A0000000) #7
  br label %400

390:                                              ; preds = %386
  %391 = fcmp oeq float %316, 0.000000e+00
  %392 = fcmp oeq float %317, 0x7FF0000000000000
  %393 = select i1 %391, i1 true, i1 %392
  %394 = fadd float %316, %316
  %395 = tail call float @llvm.fabs.f32(float %394)
  %396 = bitcast float %395 to i32
  %397 = xor i32 %396, 2139095040
  %398 = bitcast i32 %397 to float
  %399 = select i1 %393, float %398, float %384
  br label %400

400:                                              ; preds = %390, %388, %315
  %401 = phi float [ 1.000000e+00, %315 ], [ %389, %388 ], [ %399, %390 ]
  %402 = fmul contract float %401, 0x3FECCCCCC0000000
  %403 = fpext contract float %402 to double
  br label %404

404:                                              ; preds = %400, %312
  %405 = phi contract double [ %403, %400 ], [ 5.000000e+00, %312 ]
  %406 = select contract i1 %80, double 1.000000e+00, double 5.000000e+00
  %407 = tail call noundef double @llvm.minnum.f64(double %405, double %406)
  %408 = tail call noundef double @llvm.maxnum.f64(double %407, double 2.000000e-01)
  br label %502

409:                                              ; preds = %89
  %410 = add nsw i32 %85, 1
  %411 = fcmp contract ult double %309, 0.000000e+00
  br i1 %411, label %502, label %412

412:                                              ; preds = %409
  %413 = fptrunc contract double %310 to float
  %414 = tail call float @llvm.nvvm.fabs.f32(float %413)
  %415 = fcmp olt float %414, 0x3810000000000000
  %416 = fmul float %414, 0x4170000000000000
  %417 = select i1 %415, float %416, float %414
  %418 = select i1 %415, float -2.400000e+01, float 0.000000e+00
  %419 = bitcast float %417 to i32
  %420 = add i32 %419, -1060439283
  %421 = and i32 %420, -8388608
  %422 = sub i32 %419, %421
  %423 = bitcast i32 %422 to float
  %424 = sitofp i32 %421 to float
  %425 = tail call float @llvm.fma.f32(float %424, float 0x3E80000000000000, float %418)
  %426 = fadd float %423, -1.000000e+00
  %427 = fadd float %423, 1.000000e+00
  %428 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %427) #8, !srcloc !13
  %429 = fmul float %426, 2.000000e+00
  %430 = fmul float %429, %428
  %431 = fmul float %430, %430
  %432 = fsub float %426, %430
  %433 = fmul float %432, 2.000000e+00
  %434 = fneg float %430
  %435 = tail call float @llvm.fma.f32(float %434, float %426, float %433)
  %436 = tail call float @llvm.nvvm.mul.rn.f(float %428, float %435) #7
  %437 = tail call float @llvm.fma.f32(float %431, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %438 = tail call float @llvm.fma.f32(float %437, float %431, float 0x3F92776E60000000)
  %439 = tail call float @llvm.fma.f32(float %438, float %431, float 0x3FBEC709E0000000)
  %440 = tail call float @llvm.nvvm.mul.rn.f(float %439, float %431) #7
  %441 = tail call float @llvm.fma.f32(float %430, float 0x3FF7154760000000, float %425)
  %442 = fsub float %425, %441
  %443 = tail call float @llvm.fma.f32(float %430, float 0x3FF7154760000000, float %442)
  %444 = tail call float @llvm.fma.f32(float %436, float 0x3FF7154760000000, float %443)
  %445 = tail call float @llvm.fma.f32(float %430, float 0x3E54ABC680000000, float %444)
  %446 = fmul float %440, 3.000000e+00
  %447 = tail call float @llvm.fma.f32(float %446, float %436, float %445)
  %448 = tail call float @llvm.fma.f32(float %440, float %430, float %447)
  %449 = tail call float @llvm.nvvm.add.rn.f(float %441, float %448) #7
  %450 = fneg float %441
  %451 = tail call float @llvm.nvvm.add.rn.f(float %449, float %450) #7
  %452 = fneg float %451
  %453 = tail call float @llvm.nvvm.add.rn.f(float %448, float %452) #7
  %454 = tail call float @llvm.nvvm.mul.rn.f(float %449, float 0xBFC99999A0000000) #7
  %455 = fneg float %454
  %456 = tail call float @llvm.fma.f32(float %449, float 0xBFC99999A0000000, float %455)
  %457 = tail call float @llvm.fma.f32(float %453, float 0xBFC99999A0000000, float %456)
  %458 = tail call float @llvm.nvvm.round.f(float %454) #7
  %459 = fsub float %454, %458
  %460 = fadd float %459, %457
  %461 = tail call float @llvm.fma.f32(float %460, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %462 = tail call float @llvm.fma.f32(float %461, float %460, float 0x3F83B30AC0000000)
  %463 = tail call float @llvm.fma.f32(float %462, float %460, float 0x3FAC6AF760000000)
  %464 = tail call float @llvm.fma.f32(float %463, float %460, float 0x3FCEBFBD80000000)
  %465 = tail call float @llvm.fma.f32(float %464, float %460, float 0x3FE62E4300000000)
  %466 = tail call float @llvm.fma.f32(float %465, float %460, float 1.000000e+00)
  %467 = tail call i32 @llvm.nvvm.f2i.rz(float %458) #7
  %468 = fcmp ogt float %458, 0.000000e+00
  %469 = select i1 %468, i32 0, i32 -2097152000
  %470 = add nsw i32 %469, 2130706432
  %471 = bitcast i32 %470 to float
  %472 = fmul float %466, %471
  %473 = shl i32 %467, 23
  %474 = sub i32 %473, %469
  %475 = bitcast i32 %474 to float
  %476 = fmul float %472, %475
  %477 = tail call float @llvm.nvvm.fabs.f32(float %454)
  %478 = fcmp ogt float %477, 1.520000e+02
  %479 = fcmp olt float %454, 0.000000e+00
  %480 = select i1 %479, float 0.000000e+00, float 0x7FF0000000000000
  %481 = select i1 %478, float %480, float %476
  %482 = fcmp oeq float %413, 1.000000e+00
  br i1 %482, label %497, label %483

483:                                              ; preds = %412
  %484 = fcmp uno float %414, 0.000000e+00
  br i1 %484, label %485, label %487

485:                                              ; preds = %483
  %486 = tail call float @llvm.nvvm.add.rn.f(float %413, float 0xBFC99999A0000000) #7
  br label %497

487:                                              ; preds = %483
  %488 = fcmp oeq float %413, 0.000000e+00
  %489 = fcmp oeq float %414, 0x7FF0000000000000
  %490 = select i1 %488, i1 true, i1 %489
  %491 = fadd float %413, %413
  %492 = tail call float @llvm.fabs.f32(float %491)
  %493 = bitcast float %492 to i32
  %494 = xor i32 %493, 2139095040
  %495 = bitcast i32 %494 to float
  %496 = select i1 %490, float %495, float %481
  br label %497

497:                                              ; preds = %487, %485, %412
  %498 = phi float [ 1.000000e+00, %412 ], [ %486, %485 ], [ %496, %487 ]
  %499 = fmul contract float %498, 0x3FECCCCCC0000000
  %500 = fpext contract float %499 to double
  %501 = tail call double @llvm.maxnum.f64(double %500, double 2.000000e-01)
  br label %502

502:                                              ; preds = %497, %409, %404
  %503 = phi double [ %244, %404 ], [ %71, %497 ], [ %71, %409 ]
  %504 = phi double [ %232, %404 ], [ %72, %497 ], [ %72, %409 ]
  %505 = phi double [ %220, %404 ], [ %73, %497 ], [ %73, %409 ]
  %506 = phi double [ %244, %404 ], [ %74, %497 ], [ %74, %409 ]
  %507 = phi double [ %232, %404 ], [ %75, %497 ], [ %75, %409 ]
  %508 = phi double [ %220, %404 ], [ %76, %497 ], [ %76, %409 ]
  %509 = phi double [ %295, %404 ], [ %77, %497 ], [ %77, %409 ]
  %510 = phi double [ %274, %404 ], [ %78, %497 ], [ %78, %409 ]
  %511 = phi double [ %254, %404 ], [ %79, %497 ], [ %79, %409 ]
  %512 = phi double [ %408, %404 ], [ %501, %497 ], [ 2.000000e-01, %409 ]
  %513 = phi double [ %308, %404 ], [ %83, %497 ], [ %83, %409 ]
  %514 = phi i32 [ %313, %404 ], [ %84, %497 ], [ %84, %409 ]
  %515 = phi i32 [ %85, %404 ], [ %410, %497 ], [ %410, %409 ]
  %516 = fmul contract double %93, %512
  %517 = fcmp contract olt double %513, %9
  %518 = fcmp contract ult double %516, %32
  %519 = select i1 %517, i1 %518, i1 false
  br i1 %519, label %520, label %70

520:                                              ; preds = %70, %502
  %521 = phi double [ %71, %70 ], [ %503, %502 ]
  %522 = phi double [ %72, %70 ], [ %504, %502 ]
  %523 = phi double [ %73, %70 ], [ %505, %502 ]
  %524 = phi double [ %83, %70 ], [ %513, %502 ]
  %525 = phi i32 [ %84, %70 ], [ %514, %502 ]
  %526 = phi i32 [ %85, %70 ], [ %515, %502 ]
  %527 = phi i32 [ 1, %70 ], [ 2, %502 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %22) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %21) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %20) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #7
  %528 = getelementptr inbounds double, ptr %1, i64 %37
  store double %523, ptr %528, align 8, !tbaa !11
  %529 = sext i32 %36 to i64
  %530 = getelementptr double, ptr %1, i64 %529
  %531 = getelementptr i8, ptr %530, i64 8
  store double %522, ptr %531, align 8, !tbaa !11
  %532 = sext i32 %36 to i64
  %533 = getelementptr double, ptr %1, i64 %532
  %534 = getelementptr i8, ptr %533, i64 16
  store double %521, ptr %534, align 8, !tbaa !11
  %535 = fcmp contract olt double %524, %9
  %536 = select i1 %535, i32 %527, i32 0
  %537 = sext i32 %28 to i64
  %538 = getelementptr inbounds double, ptr %2, i64 %537
  store double %524, ptr %538, align 8, !tbaa !11
  %539 = getelementptr inbounds %struct.int3, ptr %3, i64 %537
  store i32 %525, ptr %539, align 4, !tbaa !6
  %540 = getelementptr inbounds nuw i8, ptr %539, i64 4
  store i32 %526, ptr %540, align 4, !tbaa !6
  %541 = getelementptr inbounds nuw i8, ptr %539, i64 8
  store i32 %536, ptr %541, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %23) #7
  br label %542

542:                                              ; preds = %13, %520
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
  br i1 %16, label %17, label %437

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
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 100000)
  %34 = fmul contract float %24, %24
  %35 = fsub contract float 1.000000e+00, %34
  %36 = fmul contract float %22, %35
  %37 = fmul contract float %26, %36
  %38 = fsub contract float %37, %24
  br label %39

39:                                               ; preds = %406, %17
  %40 = phi float [ %26, %17 ], [ %407, %406 ]
  %41 = phi float [ %24, %17 ], [ %408, %406 ]
  %42 = phi float [ %24, %17 ], [ %409, %406 ]
  %43 = phi float [ %26, %17 ], [ %410, %406 ]
  %44 = phi float [ %26, %17 ], [ %411, %406 ]
  %45 = phi float [ %38, %17 ], [ %412, %406 ]
  %46 = phi i1 [ false, %17 ], [ %224, %406 ]
  %47 = phi i32 [ 0, %17 ], [ %220, %406 ]
  %48 = phi float [ %28, %17 ], [ %417, %406 ]
  %49 = phi float [ 0.000000e+00, %17 ], [ %414, %406 ]
  %50 = phi i32 [ 0, %17 ], [ %415, %406 ]
  %51 = phi i32 [ 0, %17 ], [ %416, %406 ]
  %52 = fcmp contract olt float %49, %27
  %53 = icmp samesign ult i32 %47, %33
  %54 = select i1 %52, i1 %53, i1 false
  br i1 %54, label %55, label %421

55:                                               ; preds = %39
  %56 = fadd contract float %48, %49
  %57 = fcmp contract ogt float %56, %27
  %58 = fsub contract float %27, %49
  %59 = select i1 %57, float %58, float %48
  %60 = fmul contract float %59, 0x3FC99999A0000000
  %61 = fmul contract float %44, %60
  %62 = fadd contract float %42, %61
  %63 = fmul contract float %45, %60
  %64 = fadd contract float %43, %63
  %65 = fmul contract float %62, %62
  %66 = fsub contract float 1.000000e+00, %65
  %67 = fmul contract float %22, %66
  %68 = fmul contract float %64, %67
  %69 = fsub contract float %68, %62
  %70 = fmul contract float %44, 0x3FB3333340000000
  %71 = fmul contract float %64, 0x3FCCCCCCC0000000
  %72 = fadd contract float %70, %71
  %73 = fmul contract float %59, %72
  %74 = fadd contract float %42, %73
  %75 = fmul contract float %45, 0x3FB3333340000000
  %76 = fmul contract float %69, 0x3FCCCCCCC0000000
  %77 = fadd contract float %75, %76
  %78 = fmul contract float %59, %77
  %79 = fadd contract float %43, %78
  %80 = fmul contract float %74, %74
  %81 = fsub contract float 1.000000e+00, %80
  %82 = fmul contract float %22, %81
  %83 = fmul contract float %82, %79
  %84 = fsub contract float %83, %74
  %85 = fmul contract float %44, 0x3FEF49F4A0000000
  %86 = fmul contract float %64, 0x400DDDDDE0000000
  %87 = fsub contract float %85, %86
  %88 = fmul contract float %79, 0x400C71C720000000
  %89 = fadd contract float %87, %88
  %90 = fmul contract float %59, %89
  %91 = fadd contract float %42, %90
  %92 = fmul contract float %45, 0x3FEF49F4A0000000
  %93 = fmul contract float %69, 0x400DDDDDE0000000
  %94 = fsub contract float %92, %93
  %95 = fmul contract float %84, 0x400C71C720000000
  %96 = fadd contract float %94, %95
  %97 = fmul contract float %59, %96
  %98 = fadd contract float %43, %97
  %99 = fmul contract float %91, %91
  %100 = fsub contract float 1.000000e+00, %99
  %101 = fmul contract float %22, %100
  %102 = fmul contract float %98, %101
  %103 = fsub contract float %102, %91
  %104 = fmul contract float %44, 0x40079EEC00000000
  %105 = fmul contract float %64, 0x4027310BE0000000
  %106 = fsub contract float %104, %105
  %107 = fmul contract float %79, 0x4023A55240000000
  %108 = fadd contract float %106, %107
  %109 = fmul contract float %98, 0x3FD29C9EC0000000
  %110 = fsub contract float %108, %109
  %111 = fmul contract float %59, %110
  %112 = fadd contract float %42, %111
  %113 = fmul contract float %45, 0x40079EEC00000000
  %114 = fmul contract float %69, 0x4027310BE0000000
  %115 = fsub contract float %113, %114
  %116 = fmul contract float %84, 0x4023A55240000000
  %117 = fadd contract float %115, %116
  %118 = fmul contract float %103, 0x3FD29C9EC0000000
  %119 = fsub contract float %117, %118
  %120 = fmul contract float %59, %119
  %121 = fadd contract float %43, %120
  %122 = fmul contract float %112, %112
  %123 = fsub contract float 1.000000e+00, %122
  %124 = fmul contract float %22, %123
  %125 = fmul contract float %121, %124
  %126 = fsub contract float %125, %112
  %127 = fmul contract float %44, 0x4006C52C00000000
  %128 = fmul contract float %64, 0x402583E100000000
  %129 = fsub contract float %127, %128
  %130 = fmul contract float %79, 0x4021D016A0000000
  %131 = fadd contract float %129, %130
  %132 = fmul contract float %98, 0x3FD1D17460000000
  %133 = fadd contract float %131, %132
  %134 = fmul contract float %121, 0x3FD1818980000000
  %135 = fsub contract float %133, %134
  %136 = fmul contract float %59, %135
  %137 = fadd contract float %42, %136
  %138 = fmul contract float %45, 0x4006C52C00000000
  %139 = fmul contract float %69, 0x402583E100000000
  %140 = fsub contract float %138, %139
  %141 = fmul contract float %84, 0x4021D016A0000000
  %142 = fadd contract float %140, %141
  %143 = fmul contract float %103, 0x3FD1D17460000000
  %144 = fadd contract float %142, %143
  %145 = fmul contract float %126, 0x3FD1818980000000
  %146 = fsub contract float %144, %145
  %147 = fmul contract float %59, %146
  %148 = fadd contract float %43, %147
  %149 = fmul contract float %137, %137
  %150 = fsub contract float 1.000000e+00, %149
  %151 = fmul contract float %22, %150
  %152 = fmul contract float %148, %151
  %153 = fsub contract float %152, %137
  %154 = fmul contract float %44, 0x3FB7555560000000
  %155 = fmul contract float %79, 0x3FDCC049A0000000
  %156 = fadd contract float %154, %155
  %157 = fmul contract float %98, 0x3FE4D55560000000
  %158 = fadd contract float %156, %157
  %159 = fmul contract float %121, 0x3FD4A1CFC0000000
  %160 = fsub contract float %158, %159
  %161 = fmul contract float %148, 0x3FC0C30C40000000
  %162 = fadd contract float %160, %161
  %163 = fmul contract float %59, %162
  %164 = fadd contract float %42, %163
  %165 = fmul contract float %45, 0x3FB7555560000000
  %166 = fmul contract float %84, 0x3FDCC049A0000000
  %167 = fadd contract float %165, %166
  %168 = fmul contract float %103, 0x3FE4D55560000000
  %169 = fadd contract float %167, %168
  %170 = fmul contract float %126, 0x3FD4A1CFC0000000
  %171 = fsub contract float %169, %170
  %172 = fmul contract float %153, 0x3FC0C30C40000000
  %173 = fadd contract float %171, %172
  %174 = fmul contract float %59, %173
  %175 = fadd contract float %43, %174
  %176 = fmul contract float %164, %164
  %177 = fsub contract float 1.000000e+00, %176
  %178 = fmul contract float %22, %177
  %179 = fmul contract float %175, %178
  %180 = fsub contract float %179, %164
  %181 = fmul contract float %44, 0x3F54320FE0000000
  %182 = fmul contract float %79, 0x3F716B5A60000000
  %183 = fsub contract float %181, %182
  %184 = fmul contract float %98, 0x3FA2EEEEE0000000
  %185 = fadd contract float %183, %184
  %186 = fmul contract float %121, 0x3FAA0AD1E0000000
  %187 = fsub contract float %185, %186
  %188 = fmul contract float %148, 0x3FA5748A80000000
  %189 = fadd contract float %187, %188
  %190 = fmul contract float %175, 0x3F999999A0000000
  %191 = fsub contract float %189, %190
  %192 = fmul contract float %59, %191
  %193 = tail call noundef float @llvm.nvvm.fabs.f32(float %42)
  %194 = tail call noundef float @llvm.nvvm.fabs.f32(float %164)
  %195 = tail call noundef float @llvm.maxnum.f32(float %193, float %194)
  %196 = fmul contract float %195, %29
  %197 = fadd contract float %196, %30
  %198 = fdiv contract float %192, %197
  %199 = fmul contract float %198, %198
  %200 = fmul contract float %45, 0x3F54320FE0000000
  %201 = fmul contract float %84, 0x3F716B5A60000000
  %202 = fsub contract float %200, %201
  %203 = fmul contract float %103, 0x3FA2EEEEE0000000
  %204 = fadd contract float %202, %203
  %205 = fmul contract float %126, 0x3FAA0AD1E0000000
  %206 = fsub contract float %204, %205
  %207 = fmul contract float %153, 0x3FA5748A80000000
  %208 = fadd contract float %206, %207
  %209 = fmul contract float %180, 0x3F999999A0000000
  %210 = fsub contract float %208, %209
  %211 = fmul contract float %59, %210
  %212 = tail call noundef float @llvm.nvvm.fabs.f32(float %43)
  %213 = tail call noundef float @llvm.nvvm.fabs.f32(float %175)
  %214 = tail call noundef float @llvm.maxnum.f32(float %212, float %213)
  %215 = fmul contract float %214, %29
  %216 = fadd contract float %215, %30
  %217 = fdiv contract float %211, %216
  %218 = fmul contract float %217, %217
  %219 = fadd contract float %199, %218
  %220 = add nuw nsw i32 %47, 1
  %221 = fadd contract float %49, %59
  %222 = fmul contract float %219, 5.000000e-01
  %223 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %222) #7
  %224 = fcmp contract ugt float %223, 1.000000e+00
  br i1 %224, label %317, label %225

225:                                              ; preds = %55
  %226 = add nsw i32 %50, 1
  %227 = fcmp contract ogt float %223, 0.000000e+00
  br i1 %227, label %228, label %312

228:                                              ; preds = %225
  %229 = tail call float @llvm.nvvm.fabs.f32(float %223)
  %230 = fcmp olt float %229, 0x3810000000000000
  %231 = fmul float %229, 0x4170000000000000
  %232 = select i1 %230, float %231, float %229
  %233 = select i1 %230, float -2.400000e+01, float 0.000000e+00
  %234 = bitcast float %232 to i32
  %235 = add i32 %234, -1060439283
  %236 = and i32 %235, -8388608
  %237 = sub i32 %234, %236
  %238 = bitcast i32 %237 to float
  %239 = sitofp i32 %236 to float
  %240 = tail call float @llvm.fma.f32(float %239, float 0x3E80000000000000, float %233)
  %241 = fadd float %238, -1.000000e+00
  %242 = fadd float %238, 1.000000e+00
  %243 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %242) #8, !srcloc !13
  %244 = fmul float %241, 2.000000e+00
  %245 = fmul float %244, %243
  %246 = fmul float %245, %245
  %247 = fsub float %241, %245
  %248 = fmul float %247, 2.000000e+00
  %249 = fneg float %245
  %250 = tail call float @llvm.fma.f32(float %249, float %241, float %248)
  %251 = tail call float @llvm.nvvm.mul.rn.f(float %243, float %250) #7
  %252 = tail call float @llvm.fma.f32(float %246, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %253 = tail call float @llvm.fma.f32(float %252, float %246, float 0x3F92776E60000000)
  %254 = tail call float @llvm.fma.f32(float %253, float %246, float 0x3FBEC709E0000000)
  %255 = tail call float @llvm.nvvm.mul.rn.f(float %254, float %246) #7
  %256 = tail call float @llvm.fma.f32(float %245, float 0x3FF7154760000000, float %240)
  %257 = fsub float %240, %256
  %258 = tail call float @llvm.fma.f32(float %245, float 0x3FF7154760000000, float %257)
  %259 = tail call float @llvm.fma.f32(float %251, float 0x3FF7154760000000, float %258)
  %260 = tail call float @llvm.fma.f32(float %245, float 0x3E54ABC680000000, float %259)
  %261 = fmul float %255, 3.000000e+00
  %262 = tail call float @llvm.fma.f32(float %261, float %251, float %260)
  %263 = tail call float @llvm.fma.f32(float %255, float %245, float %262)
  %264 = tail call float @llvm.nvvm.add.rn.f(float %256, float %263) #7
  %265 = fneg float %256
  %266 = tail call float @llvm.nvvm.add.rn.f(float %264, float %265) #7
  %267 = fneg float %266
  %268 = tail call float @llvm.nvvm.add.rn.f(float %263, float %267) #7
  %269 = tail call float @llvm.nvvm.mul.rn.f(float %264, float 0xBFC99999A0000000) #7
  %270 = fneg float %269
  %271 = tail call float @llvm.fma.f32(float %264, float 0xBFC99999A0000000, float %270)
  %272 = tail call float @llvm.fma.f32(float %268, float 0xBFC99999A0000000, float %271)
  %273 = tail call float @llvm.nvvm.round.f(float %269) #7
  %274 = fsub float %269, %273
  %275 = fadd float %274, %272
  %276 = tail call float @llvm.fma.f32(float %275, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %277 = tail call float @llvm.fma.f32(float %276, float %275, float 0x3F83B30AC0000000)
  %278 = tail call float @llvm.fma.f32(float %277, float %275, float 0x3FAC6AF760000000)
  %279 = tail call float @llvm.fma.f32(float %278, float %275, float 0x3FCEBFBD80000000)
  %280 = tail call float @llvm.fma.f32(float %279, float %275, float 0x3FE62E4300000000)
  %281 = tail call float @llvm.fma.f32(float %280, float %275, float 1.000000e+00)
  %282 = tail call i32 @llvm.nvvm.f2i.rz(float %273) #7
  %283 = fcmp ogt float %273, 0.000000e+00
  %284 = select i1 %283, i32 0, i32 -2097152000
  %285 = add nsw i32 %284, 2130706432
  %286 = bitcast i32 %285 to float
  %287 = fmul float %281, %286
  %288 = shl i32 %282, 23
  %289 = sub i32 %288, %284
  %290 = bitcast i32 %289 to float
  %291 = fmul float %287, %290
  %292 = tail call float @llvm.nvvm.fabs.f32(float %269)
  %293 = fcmp ogt float %292, 1.520000e+02
  %294 = fcmp olt float %269, 0.000000e+00
  %295 = select i1 %294, float 0.000000e+00, float 0x7FF0000000000000
  %296 = select i1 %293, float %295, float %291
  %297 = fcmp oeq float %223, 1.000000e+00
  br i1 %297, label %309, label %298

298:                                              ; preds = %228
  %299 = fcmp uno float %229, 0.000000e+00
  br i1 %299, label %300, label %302

300:                                              ; preds = %298
  %301 = tail call float @llvm.nvvm.add.rn.f(float %223, float 0xBFC99999A0000000) #7
  br label %309

302:                                              ; preds = %298
  %303 = fcmp oeq float %229, 0x7FF0000000000000
  br i1 %303, label %304, label %309

304:                                              ; preds = %302
  %305 = fadd float %223, %223
  %306 = bitcast float %305 to i32
  %307 = xor i32 %306, 2139095040
  %308 = bitcast i32 %307 to float
  br label %309

309:                                              ; preds = %304, %302, %300, %228
  %310 = phi float [ 1.000000e+00, %228 ], [ %301, %300 ], [ %308, %304 ], [ %296, %302 ]
  %311 = fmul contract float %310, 0x3FECCCCCC0000000
  br label %312

312:                                              ; preds = %309, %225
  %313 = phi contract float [ %311, %309 ], [ 5.000000e+00, %225 ]
  %314 = select contract i1 %46, float 1.000000e+00, float 5.000000e+00
  %315 = tail call noundef float @llvm.minnum.f32(float %313, float %314)
  %316 = tail call noundef float @llvm.maxnum.f32(float %315, float 0x3FC99999A0000000)
  br label %406

317:                                              ; preds = %55
  %318 = add nsw i32 %51, 1
  %319 = fcmp contract ord float %223, 0.000000e+00
  br i1 %319, label %320, label %406

320:                                              ; preds = %317
  %321 = tail call float @llvm.nvvm.fabs.f32(float %223)
  %322 = fcmp olt float %321, 0x3810000000000000
  %323 = fmul float %321, 0x4170000000000000
  %324 = select i1 %322, float %323, float %321
  %325 = select i1 %322, float -2.400000e+01, float 0.000000e+00
  %326 = bitcast float %324 to i32
  %327 = add i32 %326, -1060439283
  %328 = and i32 %327, -8388608
  %329 = sub i32 %326, %328
  %330 = bitcast i32 %329 to float
  %331 = sitofp i32 %328 to float
  %332 = tail call float @llvm.fma.f32(float %331, float 0x3E80000000000000, float %325)
  %333 = fadd float %330, -1.000000e+00
  %334 = fadd float %330, 1.000000e+00
  %335 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %334) #8, !srcloc !13
  %336 = fmul float %333, 2.000000e+00
  %337 = fmul float %336, %335
  %338 = fmul float %337, %337
  %339 = fsub float %333, %337
  %340 = fmul float %339, 2.000000e+00
  %341 = fneg float %337
  %342 = tail call float @llvm.fma.f32(float %341, float %333, float %340)
  %343 = tail call float @llvm.nvvm.mul.rn.f(float %335, float %342) #7
  %344 = tail call float @llvm.fma.f32(float %338, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %345 = tail call float @llvm.fma.f32(float %344, float %338, float 0x3F92776E60000000)
  %346 = tail call float @llvm.fma.f32(float %345, float %338, float 0x3FBEC709E0000000)
  %347 = tail call float @llvm.nvvm.mul.rn.f(float %346, float %338) #7
  %348 = tail call float @llvm.fma.f32(float %337, float 0x3FF7154760000000, float %332)
  %349 = fsub float %332, %348
  %350 = tail call float @llvm.fma.f32(float %337, float 0x3FF7154760000000, float %349)
  %351 = tail call float @llvm.fma.f32(float %343, float 0x3FF7154760000000, float %350)
  %352 = tail call float @llvm.fma.f32(float %337, float 0x3E54ABC680000000, float %351)
  %353 = fmul float %347, 3.000000e+00
  %354 = tail call float @llvm.fma.f32(float %353, float %343, float %352)
  %355 = tail call float @llvm.fma.f32(float %347, float %337, float %354)
  %356 = tail call float @llvm.nvvm.add.rn.f(float %348, float %355) #7
  %357 = fneg float %348
  %358 = tail call float @llvm.nvvm.add.rn.f(float %356, float %357) #7
  %359 = fneg float %358
  %360 = tail call float @llvm.nvvm.add.rn.f(float %355, float %359) #7
  %361 = tail call float @llvm.nvvm.mul.rn.f(float %356, float 0xBFC99999A0000000) #7
  %362 = fneg float %361
  %363 = tail call float @llvm.fma.f32(float %356, float 0xBFC99999A0000000, float %362)
  %364 = tail call float @llvm.fma.f32(float %360, float 0xBFC99999A0000000, float %363)
  %365 = tail call float @llvm.nvvm.round.f(float %361) #7
  %366 = fsub float %361, %365
  %367 = fadd float %366, %364
  %368 = tail call float @llvm.fma.f32(float %367, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %369 = tail call float @llvm.fma.f32(float %368, float %367, float 0x3F83B30AC0000000)
  %370 = tail call float @llvm.fma.f32(float %369, float %367, float 0x3FAC6AF760000000)
  %371 = tail call float @llvm.fma.f32(float %370, float %367, float 0x3FCEBFBD80000000)
  %372 = tail call float @llvm.fma.f32(float %371, float %367, float 0x3FE62E4300000000)
  %373 = tail call float @llvm.fma.f32(float %372, float %367, float 1.000000e+00)
  %374 = tail call i32 @llvm.nvvm.f2i.rz(float %365) #7
  %375 = fcmp ogt float %365, 0.000000e+00
  %376 = select i1 %375, i32 0, i32 -2097152000
  %377 = add nsw i32 %376, 2130706432
  %378 = bitcast i32 %377 to float
  %379 = fmul float %373, %378
  %380 = shl i32 %374, 23
  %381 = sub i32 %380, %376
  %382 = bitcast i32 %381 to float
  %383 = fmul float %379, %382
  %384 = tail call float @llvm.nvvm.fabs.f32(float %361)
  %385 = fcmp ogt float %384, 1.520000e+02
  %386 = fcmp olt float %361, 0.000000e+00
  %387 = select i1 %386, float 0.000000e+00, float 0x7FF0000000000000
  %388 = select i1 %385, float %387, float %383
  %389 = fcmp oeq float %223, 1.000000e+00
  br i1 %389, label %402, label %390

390:                                              ; preds = %320
  %391 = fcmp uno float %321, 0.000000e+00
  br i1 %391, label %392, label %394

392:                                              ; preds = %390
  %393 = tail call float @llvm.nvvm.add.rn.f(float %223, float 0xBFC99999A0000000) #7
  br label %402

394:                                              ; preds = %390
  %395 = fcmp oeq float %321, 0x7FF0000000000000
  br i1 %395, label %396, label %402

396:                                              ; preds = %394
  %397 = fadd float %223, %223
  %398 = tail call float @llvm.fabs.f32(float %397)
  %399 = bitcast float %398 to i32
  %400 = xor i32 %399, 2139095040
  %401 = bitcast i32 %400 to float
  br label %402

402:                                              ; preds = %396, %394, %392, %320
  %403 = phi float [ 1.000000e+00, %320 ], [ %393, %392 ], [ %401, %396 ], [ %388, %394 ]
  %404 = fmul contract float %403, 0x3FECCCCCC0000000
  %405 = tail call float @llvm.maxnum.f32(float %404, float 0x3FC99999A0000000)
  br label %406

406:                                              ; preds = %402, %317, %312
  %407 = phi float [ %40, %402 ], [ %40, %317 ], [ %175, %312 ]
  %408 = phi float [ %41, %402 ], [ %41, %317 ], [ %164, %312 ]
  %409 = phi float [ %42, %402 ], [ %42, %317 ], [ %164, %312 ]
  %410 = phi float [ %43, %402 ], [ %43, %317 ], [ %175, %312 ]
  %411 = phi float [ %44, %402 ], [ %44, %317 ], [ %175, %312 ]
  %412 = phi float [ %45, %402 ], [ %45, %317 ], [ %180, %312 ]
  %413 = phi float [ %405, %402 ], [ 0x3FC99999A0000000, %317 ], [ %316, %312 ]
  %414 = phi float [ %49, %402 ], [ %49, %317 ], [ %221, %312 ]
  %415 = phi i32 [ %50, %402 ], [ %50, %317 ], [ %226, %312 ]
  %416 = phi i32 [ %318, %402 ], [ %318, %317 ], [ %51, %312 ]
  %417 = fmul contract float %59, %413
  %418 = fcmp contract olt float %414, %27
  %419 = fcmp contract ult float %417, %31
  %420 = select i1 %418, i1 %419, i1 false
  br i1 %420, label %421, label %39

421:                                              ; preds = %39, %406
  %422 = phi float [ %407, %406 ], [ %40, %39 ]
  %423 = phi float [ %408, %406 ], [ %41, %39 ]
  %424 = phi float [ %414, %406 ], [ %49, %39 ]
  %425 = phi i32 [ %415, %406 ], [ %50, %39 ]
  %426 = phi i32 [ %416, %406 ], [ %51, %39 ]
  %427 = phi i32 [ 2, %406 ], [ 1, %39 ]
  %428 = fcmp contract olt float %424, %27
  %429 = select i1 %428, i32 %427, i32 0
  %430 = fpext contract float %424 to double
  %431 = getelementptr inbounds %struct.float2.0, ptr %2, i64 %20
  store float %423, ptr %431, align 8, !tbaa !14
  %432 = getelementptr inbounds nuw i8, ptr %431, i64 4
  store float %422, ptr %432, align 4, !tbaa !14
  %433 = getelementptr inbounds double, ptr %3, i64 %20
  store double %430, ptr %433, align 8, !tbaa !11
  %434 = getelementptr inbounds %struct.int3, ptr %4, i64 %20
  store i32 %425, ptr %434, align 4, !tbaa !6
  %435 = getelementptr inbounds nuw i8, ptr %434, i64 4
  store i32 %426, ptr %435, align 4, !tbaa !6
  %436 = getelementptr inbounds nuw i8, ptr %434, i64 8
  store i32 %429, ptr %436, align 4, !tbaa !6
  br label %437

437:                                              ; preds = %10, %421
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
