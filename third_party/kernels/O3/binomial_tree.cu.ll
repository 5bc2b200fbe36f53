; ModuleID = 'src/binomial_tree.cu'
source_filename = "src/binomial_tree.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.OptionSpec = type { float, float, float, float, float, i32 }

@_ZZ24binomial_american_sharedE3buf = internal unnamed_addr addrspace(3) global [2 x [1025 x double]] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @binomial_american_shared(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %273

7:                                                ; preds = %4
  %8 = zext nneg i32 %5 to i64
  %9 = getelementptr inbounds nuw %struct.OptionSpec, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 1)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 1024)
  %23 = fpext contract float %10 to double
  %24 = tail call noundef double @llvm.nvvm.fabs.f64(double %23)
  %25 = fpext contract float %12 to double
  %26 = tail call noundef double @llvm.nvvm.fabs.f64(double %25)
  %27 = fpext contract float %14 to double
  %28 = tail call noundef double @llvm.maxnum.f64(double %27, double 1.000000e-04)
  %29 = fpext contract float %18 to double
  %30 = tail call noundef double @llvm.maxnum.f64(double %29, double 1.000000e-03)
  %31 = fpext contract float %16 to double
  %32 = icmp eq i32 %20, 0
  %33 = uitofp nneg i32 %22 to double
  %34 = fdiv contract double %28, %33
  %35 = tail call noundef double @llvm.sqrt.f64(double %34)
  %36 = fmul contract double %30, %35
  %37 = tail call double @llvm.fma.f64(double %36, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %38 = tail call i32 @llvm.nvvm.d2i.lo(double %37) #8
  %39 = tail call double @llvm.nvvm.add.rn.d(double %37, double 0xC338000000000000) #8
  %40 = tail call double @llvm.fma.f64(double %39, double 0xBFE62E42FEFA39EF, double %36)
  %41 = tail call double @llvm.fma.f64(double %39, double 0xBC7ABC9E3B39803F, double %40)
  %42 = tail call double @llvm.fma.f64(double %41, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %43 = tail call double @llvm.fma.f64(double %42, double %41, double 0x3EC71DEE62401315)
  %44 = tail call double @llvm.fma.f64(double %43, double %41, double 0x3EFA01997C89EB71)
  %45 = tail call double @llvm.fma.f64(double %44, double %41, double 0x3F2A01A014761F65)
  %46 = tail call double @llvm.fma.f64(double %45, double %41, double 0x3F56C16C1852B7AF)
  %47 = tail call double @llvm.fma.f64(double %46, double %41, double 0x3F81111111122322)
  %48 = tail call double @llvm.fma.f64(double %47, double %41, double 0x3FA55555555502A1)
  %49 = tail call double @llvm.fma.f64(double %48, double %41, double 0x3FC5555555555511)
  %50 = tail call double @llvm.fma.f64(double %49, double %41, double 0x3FE000000000000B)
  %51 = tail call double @llvm.fma.f64(double %50, double %41, double 1.000000e+00)
  %52 = tail call double @llvm.fma.f64(double %51, double %41, double 1.000000e+00)
  %53 = tail call i32 @llvm.nvvm.d2i.lo(double %52) #8
  %54 = tail call i32 @llvm.nvvm.d2i.hi(double %52) #8
  %55 = shl i32 %38, 20
  %56 = add i32 %54, %55
  %57 = tail call double @llvm.nvvm.lohi.i2d(i32 %53, i32 %56) #8
  %58 = tail call i32 @llvm.nvvm.d2i.hi(double %36) #8
  %59 = bitcast i32 %58 to float
  %60 = tail call float @llvm.nvvm.fabs.f32(float %59)
  %61 = fcmp olt float %60, 0x4010C46560000000
  br i1 %61, label %75, label %62

62:                                               ; preds = %7
  %63 = fadd double %36, 0x7FF0000000000000
  %64 = fcmp olt float %60, 0x4010E90000000000
  br i1 %64, label %65, label %75

65:                                               ; preds = %62
  %66 = sdiv i32 %38, 2
  %67 = shl i32 %66, 20
  %68 = add i32 %54, %67
  %69 = tail call double @llvm.nvvm.lohi.i2d(i32 %53, i32 %68) #8
  %70 = sub nsw i32 %38, %66
  %71 = shl i32 %70, 20
  %72 = add nsw i32 %71, 1072693248
  %73 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %72) #8
  %74 = fmul double %73, %69
  br label %75

75:                                               ; preds = %7, %62, %65
  %76 = phi double [ %57, %7 ], [ %74, %65 ], [ %63, %62 ]
  %77 = fdiv contract double 1.000000e+00, %76
  %78 = fmul contract double %34, %31
  %79 = tail call double @llvm.fma.f64(double %78, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %80 = tail call i32 @llvm.nvvm.d2i.lo(double %79) #8
  %81 = tail call double @llvm.nvvm.add.rn.d(double %79, double 0xC338000000000000) #8
  %82 = tail call double @llvm.fma.f64(double %81, double 0xBFE62E42FEFA39EF, double %78)
  %83 = tail call double @llvm.fma.f64(double %81, double 0xBC7ABC9E3B39803F, double %82)
  %84 = tail call double @llvm.fma.f64(double %83, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %85 = tail call double @llvm.fma.f64(double %84, double %83, double 0x3EC71DEE62401315)
  %86 = tail call double @llvm.fma.f64(double %85, double %83, double 0x3EFA01997C89EB71)
  %87 = tail call double @llvm.fma.f64(double %86, double %83, double 0x3F2A01A014761F65)
  %88 = tail call double @llvm.fma.f64(double %87, double %83, double 0x3F56C16C1852B7AF)
  %89 = tail call double @llvm.fma.f64(double %88, double %83, double 0x3F81111111122322)
  %90 = tail call double @llvm.fma.f64(double %89, double %83, double 0x3FA55555555502A1)
  %91 = tail call double @llvm.fma.f64(double %90, double %83, double 0x3FC5555555555511)
  %92 = tail call double @llvm.fma.f64(double %91, double %83, double 0x3FE000000000000B)
  %93 = tail call double @llvm.fma.f64(double %92, double %83, double 1.000000e+00)
  %94 = tail call double @llvm.fma.f64(double %93, double %83, double 1.000000e+00)
  %95 = tail call i32 @llvm.nvvm.d2i.lo(double %94) #8
  %96 = tail call i32 @llvm.nvvm.d2i.hi(double %94) #8
  %97 = shl i32 %80, 20
  %98 = add i32 %96, %97
  %99 = tail call double @llvm.nvvm.lohi.i2d(i32 %95, i32 %98) #8
  %100 = tail call i32 @llvm.nvvm.d2i.hi(double %78) #8
  %101 = bitcast i32 %100 to float
  %102 = tail call float @llvm.nvvm.fabs.f32(float %101)
  %103 = fcmp olt float %102, 0x4010C46560000000
  br i1 %103, label %119, label %104

104:                                              ; preds = %75
  %105 = fcmp olt double %78, 0.000000e+00
  %106 = fadd double %78, 0x7FF0000000000000
  %107 = select i1 %105, double 0.000000e+00, double %106
  %108 = fcmp olt float %102, 0x4010E90000000000
  br i1 %108, label %109, label %119

109:                                              ; preds = %104
  %110 = sdiv i32 %80, 2
  %111 = shl i32 %110, 20
  %112 = add i32 %96, %111
  %113 = tail call double @llvm.nvvm.lohi.i2d(i32 %95, i32 %112) #8
  %114 = sub nsw i32 %80, %110
  %115 = shl i32 %114, 20
  %116 = add nsw i32 %115, 1072693248
  %117 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %116) #8
  %118 = fmul double %117, %113
  br label %119

119:                                              ; preds = %75, %104, %109
  %120 = phi double [ %99, %75 ], [ %118, %109 ], [ %107, %104 ]
  %121 = fsub contract double %120, %77
  %122 = fsub contract double %76, %77
  %123 = fdiv contract double %121, %122
  %124 = fdiv contract double 1.000000e+00, %120
  %125 = fmul contract double %124, %123
  %126 = fsub contract double 1.000000e+00, %123
  %127 = fmul contract double %124, %126
  %128 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %129 = icmp samesign ult i32 %21, %128
  %130 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %129, label %131, label %132

131:                                              ; preds = %178, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %192

132:                                              ; preds = %119, %178
  %133 = phi i32 [ %188, %178 ], [ %128, %119 ]
  %134 = shl nuw nsw i32 %133, 1
  %135 = sub nsw i32 %134, %22
  %136 = sitofp i32 %135 to double
  %137 = fmul contract double %36, %136
  %138 = tail call double @llvm.fma.f64(double %137, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %139 = tail call i32 @llvm.nvvm.d2i.lo(double %138) #8
  %140 = tail call double @llvm.nvvm.add.rn.d(double %138, double 0xC338000000000000) #8
  %141 = tail call double @llvm.fma.f64(double %140, double 0xBFE62E42FEFA39EF, double %137)
  %142 = tail call double @llvm.fma.f64(double %140, double 0xBC7ABC9E3B39803F, double %141)
  %143 = tail call double @llvm.fma.f64(double %142, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %144 = tail call double @llvm.fma.f64(double %143, double %142, double 0x3EC71DEE62401315)
  %145 = tail call double @llvm.fma.f64(double %144, double %142, double 0x3EFA01997C89EB71)
  %146 = tail call double @llvm.fma.f64(double %145, double %142, double 0x3F2A01A014761F65)
  %147 = tail call double @llvm.fma.f64(double %146, double %142, double 0x3F56C16C1852B7AF)
  %148 = tail call double @llvm.fma.f64(double %147, double %142, double 0x3F81111111122322)
  %149 = tail call double @llvm.fma.f64(double %148, double %142, double 0x3FA55555555502A1)
  %150 = tail call double @llvm.fma.f64(double %149, double %142, double 0x3FC5555555555511)
  %151 = tail call double @llvm.fma.f64(double %150, double %142, double 0x3FE000000000000B)
  %152 = tail call double @llvm.fma.f64(double %151, double %142, double 1.000000e+00)
  %153 = tail call double @llvm.fma.f64(double %152, double %142, double 1.000000e+00)
  %154 = tail call i32 @llvm.nvvm.d2i.lo(double %153) #8
  %155 = tail call i32 @llvm.nvvm.d2i.hi(double %153) #8
  %156 = shl i32 %139, 20
  %157 = add i32 %155, %156
  %158 = tail call double @llvm.nvvm.lohi.i2d(i32 %154, i32 %157) #8
  %159 = tail call i32 @llvm.nvvm.d2i.hi(double %137) #8
  %160 = bitcast i32 %159 to float
  %161 = tail call float @llvm.nvvm.fabs.f32(float %160)
  %162 = fcmp olt float %161, 0x4010C46560000000
  br i1 %162, label %178, label %163

163:                                              ; preds = %132
  %164 = fcmp olt double %137, 0.000000e+00
  %165 = fadd double %137, 0x7FF0000000000000
  %166 = select i1 %164, double 0.000000e+00, double %165
  %167 = fcmp olt float %161, 0x4010E90000000000
  br i1 %167, label %168, label %178

168:                                              ; preds = %163
  %169 = sdiv i32 %139, 2
  %170 = shl i32 %169, 20
  %171 = add i32 %155, %170
  %172 = tail call double @llvm.nvvm.lohi.i2d(i32 %154, i32 %171) #8
  %173 = sub nsw i32 %139, %169
  %174 = shl i32 %173, 20
  %175 = add nsw i32 %174, 1072693248
  %176 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %175) #8
  %177 = fmul double %176, %172
  br label %178

178:                                              ; preds = %132, %163, %168
  %179 = phi double [ %158, %132 ], [ %177, %168 ], [ %166, %163 ]
  %180 = fmul contract double %24, %179
  %181 = fsub contract double %180, %26
  %182 = tail call double @llvm.maxnum.f64(double %181, double 0.000000e+00)
  %183 = fsub contract double %26, %180
  %184 = tail call double @llvm.maxnum.f64(double %183, double 0.000000e+00)
  %185 = select contract i1 %32, double %184, double %182
  %186 = zext nneg i32 %133 to i64
  %187 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %186
  store double %185, ptr %187, align 8, !tbaa !13
  %188 = add nuw nsw i32 %133, %130
  %189 = icmp samesign ugt i32 %188, %22
  br i1 %189, label %131, label %132, !llvm.loop !15

190:                                              ; preds = %202
  %191 = icmp eq i32 %128, 0
  br i1 %191, label %270, label %273

192:                                              ; preds = %131, %202
  %193 = phi i32 [ 0, %131 ], [ %198, %202 ]
  %194 = phi i32 [ %22, %131 ], [ %195, %202 ]
  %195 = add nsw i32 %194, -1
  %196 = zext nneg i32 %193 to i64
  %197 = getelementptr inbounds nuw [1025 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %196
  %198 = xor i32 %193, 1
  %199 = zext nneg i32 %198 to i64
  %200 = getelementptr inbounds nuw [1025 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %199
  %201 = icmp samesign ult i32 %128, %194
  br i1 %201, label %204, label %202

202:                                              ; preds = %258, %192
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %203 = icmp sgt i32 %194, 1
  br i1 %203, label %192, label %190, !llvm.loop !17

204:                                              ; preds = %192, %258
  %205 = phi i32 [ %268, %258 ], [ %128, %192 ]
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr double, ptr %197, i64 %206
  %208 = getelementptr i8, ptr %207, i64 8
  %209 = load double, ptr %208, align 8, !tbaa !13
  %210 = fmul contract double %125, %209
  %211 = load double, ptr %207, align 8, !tbaa !13
  %212 = fmul contract double %127, %211
  %213 = fadd contract double %210, %212
  %214 = shl nuw nsw i32 %205, 1
  %215 = sub nsw i32 %214, %195
  %216 = sitofp i32 %215 to double
  %217 = fmul contract double %36, %216
  %218 = tail call double @llvm.fma.f64(double %217, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %219 = tail call i32 @llvm.nvvm.d2i.lo(double %218) #8
  %220 = tail call double @llvm.nvvm.add.rn.d(double %218, double 0xC338000000000000) #8
  %221 = tail call double @llvm.fma.f64(double %220, double 0xBFE62E42FEFA39EF, double %217)
  %222 = tail call double @llvm.fma.f64(double %220, double 0xBC7ABC9E3B39803F, double %221)
  %223 = tail call double @llvm.fma.f64(double %222, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %224 = tail call double @llvm.fma.f64(double %223, double %222, double 0x3EC71DEE62401315)
  %225 = tail call double @llvm.fma.f64(double %224, double %222, double 0x3EFA01997C89EB71)
  %226 = tail call double @llvm.fma.f64(double %225, double %222, double 0x3F2A01A014761F65)
  %227 = tail call double @llvm.fma.f64(double %226, double %222, double 0x3F56C16C1852B7AF)
  %228 = tail call double @llvm.fma.f64(double %227, double %222, double 0x3F81111111122322)
  %229 = tail call double @llvm.fma.f64(double %228, double %222, double 0x3FA55555555502A1)
  %230 = tail call double @llvm.fma.f64(double %229, double %222, double 0x3FC5555555555511)
  %231 = tail call double @llvm.fma.f64(double %230, double %222, double 0x3FE000000000000B)
  %232 = tail call double @llvm.fma.f64(double %231, double %222, double 1.000000e+00)
  %233 = tail call double @llvm.fma.f64(double %232, double %222, double 1.000000e+00)
  %234 = tail call i32 @llvm.nvvm.d2i.lo(double %233) #8
  %235 = tail call i32 @llvm.nvvm.d2i.hi(double %233) #8
  %236 = shl i32 %219, 20
  %237 = add i32 %235, %236
  %238 = tail call double @llvm.nvvm.lohi.i2d(i32 %234, i32 %237) #8
  %239 = tail call i32 @llvm.nvvm.d2i.hi(double %217) #8
  %240 = bitcast i32 %239 to float
  %241 = tail call float @llvm.nvvm.fabs.f32(float %240)
  %242 = fcmp olt float %241, 0x4010C46560000000
  br i1 %242, label %258, label %243

243:                                              ; preds = %204
  %244 = fcmp olt double %217, 0.000000e+00
  %245 = fadd double %217, 0x7FF0000000000000
  %246 = select i1 %244, double 0.000000e+00, double %245
  %247 = fcmp olt float %241, 0x4010E90000000000
  br i1 %247, label %248, label %258

248:                                              ; preds = %243
  %249 = sdiv i32 %219, 2
  %250 = shl i32 %249, 20
  %251 = add i32 %235, %250
  %252 = tail call double @llvm.nvvm.lohi.i2d(i32 %234, i32 %251) #8
  %253 = sub nsw i32 %219, %249
  %254 = shl i32 %253, 20
  %255 = add nsw i32 %254, 1072693248
  %256 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %255) #8
  %257 = fmul double %256, %252
  br label %258

258:                                              ; preds = %204, %243, %248
  %259 = phi double [ %238, %204 ], [ %257, %248 ], [ %246, %243 ]
  %260 = fmul contract double %24, %259
  %261 = fsub contract double %260, %26
  %262 = tail call double @llvm.maxnum.f64(double %261, double 0.000000e+00)
  %263 = fsub contract double %26, %260
  %264 = tail call double @llvm.maxnum.f64(double %263, double 0.000000e+00)
  %265 = select contract i1 %32, double %264, double %262
  %266 = tail call noundef double @llvm.maxnum.f64(double %213, double %265)
  %267 = getelementptr inbounds nuw double, ptr %200, i64 %206
  store double %266, ptr %267, align 8, !tbaa !13
  %268 = add nuw nsw i32 %205, %130
  %269 = icmp slt i32 %268, %194
  br i1 %269, label %204, label %202, !llvm.loop !18

270:                                              ; preds = %190
  %271 = getelementptr inbounds nuw double, ptr %1, i64 %8
  %272 = load double, ptr %200, align 8, !tbaa !13
  store double %272, ptr %271, align 8, !tbaa !13
  br label %273

273:                                              ; preds = %190, %270, %4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @binomial_european_warp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = and i32 %6, 31
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = add i32 %10, %6
  %12 = lshr i32 %11, 5
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %331

14:                                               ; preds = %5
  %15 = zext nneg i32 %12 to i64
  %16 = getelementptr inbounds nuw %struct.OptionSpec, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 20
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 255)
  %30 = tail call noundef float @llvm.nvvm.fabs.f32(float %17)
  %31 = tail call noundef float @llvm.nvvm.fabs.f32(float %19)
  %32 = tail call noundef float @llvm.maxnum.f32(float %21, float 0x3F1A36E2E0000000)
  %33 = tail call noundef float @llvm.maxnum.f32(float %25, float 0x3F50624DE0000000)
  %34 = uitofp nneg i32 %29 to float
  %35 = fdiv contract float %32, %34
  %36 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %35) #8
  %37 = fmul contract float %33, %36
  %38 = icmp eq i32 %27, 0
  %39 = shl nuw nsw i32 %7, 3
  %40 = shl nuw nsw i32 %7, 4
  %41 = sub nsw i32 %40, %29
  %42 = sitofp i32 %41 to float
  %43 = fmul contract float %37, %42
  %44 = tail call float @llvm.fma.f32(float %43, float 0x3F777313A0000000, float 5.000000e-01)
  %45 = tail call float @llvm.nvvm.saturate.f(float %44) #8
  %46 = tail call float @llvm.nvvm.fma.rm.f(float %45, float 2.520000e+02, float 0x4168000020000000) #8
  %47 = fadd float %46, 0xC168000FE0000000
  %48 = fneg float %47
  %49 = tail call float @llvm.fma.f32(float %43, float 0x3FF7154760000000, float %48)
  %50 = tail call float @llvm.fma.f32(float %43, float 0x3E54AE0C00000000, float %49)
  %51 = bitcast float %46 to i32
  %52 = shl i32 %51, 23
  %53 = bitcast i32 %52 to float
  %54 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %50)
  %55 = fmul float %54, %53
  %56 = fmul contract float %30, %55
  %57 = fsub contract float %56, %31
  %58 = tail call float @llvm.maxnum.f32(float %57, float 0.000000e+00)
  %59 = fsub contract float %31, %56
  %60 = tail call float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %61 = select contract i1 %38, float %60, float %58
  %62 = icmp samesign ugt i32 %39, %29
  %63 = select contract i1 %62, float 0.000000e+00, float %61
  %64 = shl nuw nsw i32 %7, 4
  %65 = or disjoint i32 %64, 2
  %66 = sub nsw i32 %65, %29
  %67 = sitofp i32 %66 to float
  %68 = fmul contract float %37, %67
  %69 = tail call float @llvm.fma.f32(float %68, float 0x3F777313A0000000, float 5.000000e-01)
  %70 = tail call float @llvm.nvvm.saturate.f(float %69) #8
  %71 = tail call float @llvm.nvvm.fma.rm.f(float %70, float 2.520000e+02, float 0x4168000020000000) #8
  %72 = fadd float %71, 0xC168000FE0000000
  %73 = fneg float %72
  %74 = tail call float @llvm.fma.f32(float %68, float 0x3FF7154760000000, float %73)
  %75 = tail call float @llvm.fma.f32(float %68, float 0x3E54AE0C00000000, float %74)
  %76 = bitcast float %71 to i32
  %77 = shl i32 %76, 23
  %78 = bitcast i32 %77 to float
  %79 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %75)
  %80 = fmul float %79, %78
  %81 = fmul contract float %30, %80
  %82 = fsub contract float %81, %31
  %83 = tail call float @llvm.maxnum.f32(float %82, float 0.000000e+00)
  %84 = fsub contract float %31, %81
  %85 = tail call float @llvm.maxnum.f32(float %84, float 0.000000e+00)
  %86 = select contract i1 %38, float %85, float %83
  %87 = icmp samesign ult i32 %39, %29
  %88 = select contract i1 %87, float %86, float 0.000000e+00
  %89 = or disjoint i32 %39, 2
  %90 = shl nuw nsw i32 %89, 1
  %91 = sub nsw i32 %90, %29
  %92 = sitofp i32 %91 to float
  %93 = fmul contract float %37, %92
  %94 = tail call float @llvm.fma.f32(float %93, float 0x3F777313A0000000, float 5.000000e-01)
  %95 = tail call float @llvm.nvvm.saturate.f(float %94) #8
  %96 = tail call float @llvm.nvvm.fma.rm.f(float %95, float 2.520000e+02, float 0x4168000020000000) #8
  %97 = fadd float %96, 0xC168000FE0000000
  %98 = fneg float %97
  %99 = tail call float @llvm.fma.f32(float %93, float 0x3FF7154760000000, float %98)
  %100 = tail call float @llvm.fma.f32(float %93, float 0x3E54AE0C00000000, float %99)
  %101 = bitcast float %96 to i32
  %102 = shl i32 %101, 23
  %103 = bitcast i32 %102 to float
  %104 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %100)
  %105 = fmul float %104, %103
  %106 = fmul contract float %30, %105
  %107 = fsub contract float %106, %31
  %108 = tail call float @llvm.maxnum.f32(float %107, float 0.000000e+00)
  %109 = fsub contract float %31, %106
  %110 = tail call float @llvm.maxnum.f32(float %109, float 0.000000e+00)
  %111 = select contract i1 %38, float %110, float %108
  %112 = icmp samesign ugt i32 %89, %29
  %113 = select contract i1 %112, float 0.000000e+00, float %111
  %114 = or disjoint i32 %39, 3
  %115 = shl nuw nsw i32 %114, 1
  %116 = sub nsw i32 %115, %29
  %117 = sitofp i32 %116 to float
  %118 = fmul contract float %37, %117
  %119 = tail call float @llvm.fma.f32(float %118, float 0x3F777313A0000000, float 5.000000e-01)
  %120 = tail call float @llvm.nvvm.saturate.f(float %119) #8
  %121 = tail call float @llvm.nvvm.fma.rm.f(float %120, float 2.520000e+02, float 0x4168000020000000) #8
  %122 = fadd float %121, 0xC168000FE0000000
  %123 = fneg float %122
  %124 = tail call float @llvm.fma.f32(float %118, float 0x3FF7154760000000, float %123)
  %125 = tail call float @llvm.fma.f32(float %118, float 0x3E54AE0C00000000, float %124)
  %126 = bitcast float %121 to i32
  %127 = shl i32 %126, 23
  %128 = bitcast i32 %127 to float
  %129 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %125)
  %130 = fmul float %129, %128
  %131 = fmul contract float %30, %130
  %132 = fsub contract float %131, %31
  %133 = tail call float @llvm.maxnum.f32(float %132, float 0.000000e+00)
  %134 = fsub contract float %31, %131
  %135 = tail call float @llvm.maxnum.f32(float %134, float 0.000000e+00)
  %136 = select contract i1 %38, float %135, float %133
  %137 = icmp samesign ugt i32 %114, %29
  %138 = select contract i1 %137, float 0.000000e+00, float %136
  %139 = or disjoint i32 %39, 4
  %140 = shl nuw nsw i32 %139, 1
  %141 = sub nsw i32 %140, %29
  %142 = sitofp i32 %141 to float
  %143 = fmul contract float %37, %142
  %144 = tail call float @llvm.fma.f32(float %143, float 0x3F777313A0000000, float 5.000000e-01)
  %145 = tail call float @llvm.nvvm.saturate.f(float %144) #8
  %146 = tail call float @llvm.nvvm.fma.rm.f(float %145, float 2.520000e+02, float 0x4168000020000000) #8
  %147 = fadd float %146, 0xC168000FE0000000
  %148 = fneg float %147
  %149 = tail call float @llvm.fma.f32(float %143, float 0x3FF7154760000000, float %148)
  %150 = tail call float @llvm.fma.f32(float %143, float 0x3E54AE0C00000000, float %149)
  %151 = bitcast float %146 to i32
  %152 = shl i32 %151, 23
  %153 = bitcast i32 %152 to float
  %154 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %150)
  %155 = fmul float %154, %153
  %156 = fmul contract float %30, %155
  %157 = fsub contract float %156, %31
  %158 = tail call float @llvm.maxnum.f32(float %157, float 0.000000e+00)
  %159 = fsub contract float %31, %156
  %160 = tail call float @llvm.maxnum.f32(float %159, float 0.000000e+00)
  %161 = select contract i1 %38, float %160, float %158
  %162 = icmp samesign ugt i32 %139, %29
  %163 = select contract i1 %162, float 0.000000e+00, float %161
  %164 = or disjoint i32 %39, 5
  %165 = shl nuw nsw i32 %164, 1
  %166 = sub nsw i32 %165, %29
  %167 = sitofp i32 %166 to float
  %168 = fmul contract float %37, %167
  %169 = tail call float @llvm.fma.f32(float %168, float 0x3F777313A0000000, float 5.000000e-01)
  %170 = tail call float @llvm.nvvm.saturate.f(float %169) #8
  %171 = tail call float @llvm.nvvm.fma.rm.f(float %170, float 2.520000e+02, float 0x4168000020000000) #8
  %172 = fadd float %171, 0xC168000FE0000000
  %173 = fneg float %172
  %174 = tail call float @llvm.fma.f32(float %168, float 0x3FF7154760000000, float %173)
  %175 = tail call float @llvm.fma.f32(float %168, float 0x3E54AE0C00000000, float %174)
  %176 = bitcast float %171 to i32
  %177 = shl i32 %176, 23
  %178 = bitcast i32 %177 to float
  %179 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %175)
  %180 = fmul float %179, %178
  %181 = fmul contract float %30, %180
  %182 = fsub contract float %181, %31
  %183 = tail call float @llvm.maxnum.f32(float %182, float 0.000000e+00)
  %184 = fsub contract float %31, %181
  %185 = tail call float @llvm.maxnum.f32(float %184, float 0.000000e+00)
  %186 = select contract i1 %38, float %185, float %183
  %187 = icmp samesign ugt i32 %164, %29
  %188 = select contract i1 %187, float 0.000000e+00, float %186
  %189 = or disjoint i32 %39, 6
  %190 = shl nuw nsw i32 %189, 1
  %191 = sub nsw i32 %190, %29
  %192 = sitofp i32 %191 to float
  %193 = fmul contract float %37, %192
  %194 = tail call float @llvm.fma.f32(float %193, float 0x3F777313A0000000, float 5.000000e-01)
  %195 = tail call float @llvm.nvvm.saturate.f(float %194) #8
  %196 = tail call float @llvm.nvvm.fma.rm.f(float %195, float 2.520000e+02, float 0x4168000020000000) #8
  %197 = fadd float %196, 0xC168000FE0000000
  %198 = fneg float %197
  %199 = tail call float @llvm.fma.f32(float %193, float 0x3FF7154760000000, float %198)
  %200 = tail call float @llvm.fma.f32(float %193, float 0x3E54AE0C00000000, float %199)
  %201 = bitcast float %196 to i32
  %202 = shl i32 %201, 23
  %203 = bitcast i32 %202 to float
  %204 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %200)
  %205 = fmul float %204, %203
  %206 = fmul contract float %30, %205
  %207 = fsub contract float %206, %31
  %208 = tail call float @llvm.maxnum.f32(float %207, float 0.000000e+00)
  %209 = fsub contract float %31, %206
  %210 = tail call float @llvm.maxnum.f32(float %209, float 0.000000e+00)
  %211 = select contract i1 %38, float %210, float %208
  %212 = icmp samesign ugt i32 %189, %29
  %213 = select contract i1 %212, float 0.000000e+00, float %211
  %214 = or disjoint i32 %39, 7
  %215 = shl nuw nsw i32 %214, 1
  %216 = sub nsw i32 %215, %29
  %217 = sitofp i32 %216 to float
  %218 = fmul contract float %37, %217
  %219 = tail call float @llvm.fma.f32(float %218, float 0x3F777313A0000000, float 5.000000e-01)
  %220 = tail call float @llvm.nvvm.saturate.f(float %219) #8
  %221 = tail call float @llvm.nvvm.fma.rm.f(float %220, float 2.520000e+02, float 0x4168000020000000) #8
  %222 = fadd float %221, 0xC168000FE0000000
  %223 = fneg float %222
  %224 = tail call float @llvm.fma.f32(float %218, float 0x3FF7154760000000, float %223)
  %225 = tail call float @llvm.fma.f32(float %218, float 0x3E54AE0C00000000, float %224)
  %226 = bitcast float %221 to i32
  %227 = shl i32 %226, 23
  %228 = bitcast i32 %227 to float
  %229 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %225)
  %230 = fmul float %229, %228
  %231 = fmul contract float %30, %230
  %232 = fsub contract float %231, %31
  %233 = tail call float @llvm.maxnum.f32(float %232, float 0.000000e+00)
  %234 = fsub contract float %31, %231
  %235 = tail call float @llvm.maxnum.f32(float %234, float 0.000000e+00)
  %236 = select contract i1 %38, float %235, float %233
  %237 = icmp samesign ugt i32 %214, %29
  %238 = select contract i1 %237, float 0.000000e+00, float %236
  %239 = tail call float @llvm.fma.f32(float %37, float 0x3F777313A0000000, float 5.000000e-01)
  %240 = tail call float @llvm.nvvm.saturate.f(float %239) #8
  %241 = tail call float @llvm.nvvm.fma.rm.f(float %240, float 2.520000e+02, float 0x4168000020000000) #8
  %242 = fadd float %241, 0xC168000FE0000000
  %243 = fneg float %242
  %244 = tail call float @llvm.fma.f32(float %37, float 0x3FF7154760000000, float %243)
  %245 = tail call float @llvm.fma.f32(float %37, float 0x3E54AE0C00000000, float %244)
  %246 = bitcast float %241 to i32
  %247 = shl i32 %246, 23
  %248 = bitcast i32 %247 to float
  %249 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %245)
  %250 = fmul float %249, %248
  %251 = fdiv contract float 1.000000e+00, %250
  %252 = fmul contract float %23, %35
  %253 = tail call float @llvm.fma.f32(float %252, float 0x3F777313A0000000, float 5.000000e-01)
  %254 = tail call float @llvm.nvvm.saturate.f(float %253) #8
  %255 = tail call float @llvm.nvvm.fma.rm.f(float %254, float 2.520000e+02, float 0x4168000020000000) #8
  %256 = fadd float %255, 0xC168000FE0000000
  %257 = fneg float %256
  %258 = tail call float @llvm.fma.f32(float %252, float 0x3FF7154760000000, float %257)
  %259 = tail call float @llvm.fma.f32(float %252, float 0x3E54AE0C00000000, float %258)
  %260 = bitcast float %255 to i32
  %261 = shl i32 %260, 23
  %262 = bitcast i32 %261 to float
  %263 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %259)
  %264 = fmul float %263, %262
  %265 = fsub contract float %264, %251
  %266 = fsub contract float %250, %251
  %267 = fdiv contract float %265, %266
  %268 = fdiv contract float 1.000000e+00, %264
  %269 = fmul contract float %268, %267
  %270 = fsub contract float 1.000000e+00, %267
  %271 = fmul contract float %268, %270
  %272 = icmp eq i32 %7, 31
  br label %275

273:                                              ; preds = %275
  %274 = icmp eq i32 %7, 0
  br i1 %274, label %318, label %331

275:                                              ; preds = %14, %275
  %276 = phi float [ %238, %14 ], [ %313, %275 ]
  %277 = phi float [ %213, %14 ], [ %308, %275 ]
  %278 = phi float [ %188, %14 ], [ %305, %275 ]
  %279 = phi float [ %163, %14 ], [ %302, %275 ]
  %280 = phi float [ %138, %14 ], [ %299, %275 ]
  %281 = phi float [ %113, %14 ], [ %296, %275 ]
  %282 = phi float [ %88, %14 ], [ %293, %275 ]
  %283 = phi float [ %63, %14 ], [ %290, %275 ]
  %284 = phi i32 [ %29, %14 ], [ %309, %275 ]
  %285 = phi float [ 0.000000e+00, %14 ], [ %316, %275 ]
  %286 = phi float [ 0.000000e+00, %14 ], [ %315, %275 ]
  %287 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %283, i32 1, i32 31)
  %288 = fmul contract float %269, %282
  %289 = fmul contract float %271, %283
  %290 = fadd contract float %288, %289
  %291 = fmul contract float %269, %281
  %292 = fmul contract float %271, %282
  %293 = fadd contract float %291, %292
  %294 = fmul contract float %269, %280
  %295 = fmul contract float %271, %281
  %296 = fadd contract float %294, %295
  %297 = fmul contract float %269, %279
  %298 = fmul contract float %271, %280
  %299 = fadd contract float %297, %298
  %300 = fmul contract float %269, %278
  %301 = fmul contract float %271, %279
  %302 = fadd contract float %300, %301
  %303 = fmul contract float %269, %277
  %304 = fmul contract float %271, %278
  %305 = fadd contract float %303, %304
  %306 = fmul contract float %269, %276
  %307 = fmul contract float %271, %277
  %308 = fadd contract float %306, %307
  %309 = add nsw i32 %284, -1
  %310 = select contract i1 %272, float 0.000000e+00, float %287
  %311 = fmul contract float %269, %310
  %312 = fmul contract float %271, %276
  %313 = fadd contract float %311, %312
  %314 = icmp eq i32 %309, 1
  %315 = select i1 %314, float %293, float %286
  %316 = select i1 %314, float %290, float %285
  %317 = icmp samesign ugt i32 %284, 1
  br i1 %317, label %275, label %273, !llvm.loop !19

318:                                              ; preds = %273
  %319 = getelementptr inbounds nuw float, ptr %1, i64 %15
  store float %290, ptr %319, align 4, !tbaa !11
  %320 = icmp sgt i32 %4, 1
  br i1 %320, label %321, label %328

321:                                              ; preds = %318
  %322 = fmul contract float %30, %251
  %323 = fmul contract float %30, %250
  %324 = fsub contract float %286, %285
  %325 = fsub contract float %323, %322
  %326 = tail call noundef float @llvm.maxnum.f32(float %325, float 0x3BC79CA100000000)
  %327 = fdiv contract float %324, %326
  br label %328

328:                                              ; preds = %318, %321
  %329 = phi contract float [ %327, %321 ], [ 0.000000e+00, %318 ]
  %330 = getelementptr inbounds nuw float, ptr %2, i64 %15
  store float %329, ptr %330, align 4, !tbaa !11
  br label %331

331:                                              ; preds = %273, %328, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16}
!19 = distinct !{!19, !16}
