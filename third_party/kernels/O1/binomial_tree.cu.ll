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
  br i1 %6, label %7, label %277

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
  %22 = tail call noundef range(i32 1, 1025) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %21, i32 1024)
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
  br i1 %129, label %132, label %130

130:                                              ; preds = %119
  %131 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %134

132:                                              ; preds = %180, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %133 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %194

134:                                              ; preds = %130, %180
  %135 = phi i32 [ %128, %130 ], [ %190, %180 ]
  %136 = shl nuw nsw i32 %135, 1
  %137 = sub nsw i32 %136, %22
  %138 = sitofp i32 %137 to double
  %139 = fmul contract double %36, %138
  %140 = tail call double @llvm.fma.f64(double %139, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %141 = tail call i32 @llvm.nvvm.d2i.lo(double %140) #8
  %142 = tail call double @llvm.nvvm.add.rn.d(double %140, double 0xC338000000000000) #8
  %143 = tail call double @llvm.fma.f64(double %142, double 0xBFE62E42FEFA39EF, double %139)
  %144 = tail call double @llvm.fma.f64(double %142, double 0xBC7ABC9E3B39803F, double %143)
  %145 = tail call double @llvm.fma.f64(double %144, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %146 = tail call double @llvm.fma.f64(double %145, double %144, double 0x3EC71DEE62401315)
  %147 = tail call double @llvm.fma.f64(double %146, double %144, double 0x3EFA01997C89EB71)
  %148 = tail call double @llvm.fma.f64(double %147, double %144, double 0x3F2A01A014761F65)
  %149 = tail call double @llvm.fma.f64(double %148, double %144, double 0x3F56C16C1852B7AF)
  %150 = tail call double @llvm.fma.f64(double %149, double %144, double 0x3F81111111122322)
  %151 = tail call double @llvm.fma.f64(double %150, double %144, double 0x3FA55555555502A1)
  %152 = tail call double @llvm.fma.f64(double %151, double %144, double 0x3FC5555555555511)
  %153 = tail call double @llvm.fma.f64(double %152, double %144, double 0x3FE000000000000B)
  %154 = tail call double @llvm.fma.f64(double %153, double %144, double 1.000000e+00)
  %155 = tail call double @llvm.fma.f64(double %154, double %144, double 1.000000e+00)
  %156 = tail call i32 @llvm.nvvm.d2i.lo(double %155) #8
  %157 = tail call i32 @llvm.nvvm.d2i.hi(double %155) #8
  %158 = shl i32 %141, 20
  %159 = add i32 %157, %158
  %160 = tail call double @llvm.nvvm.lohi.i2d(i32 %156, i32 %159) #8
  %161 = tail call i32 @llvm.nvvm.d2i.hi(double %139) #8
  %162 = bitcast i32 %161 to float
  %163 = tail call float @llvm.nvvm.fabs.f32(float %162)
  %164 = fcmp olt float %163, 0x4010C46560000000
  br i1 %164, label %180, label %165

165:                                              ; preds = %134
  %166 = fcmp olt double %139, 0.000000e+00
  %167 = fadd double %139, 0x7FF0000000000000
  %168 = select i1 %166, double 0.000000e+00, double %167
  %169 = fcmp olt float %163, 0x4010E90000000000
  br i1 %169, label %170, label %180

170:                                              ; preds = %165
  %171 = sdiv i32 %141, 2
  %172 = shl i32 %171, 20
  %173 = add i32 %157, %172
  %174 = tail call double @llvm.nvvm.lohi.i2d(i32 %156, i32 %173) #8
  %175 = sub nsw i32 %141, %171
  %176 = shl i32 %175, 20
  %177 = add nsw i32 %176, 1072693248
  %178 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %177) #8
  %179 = fmul double %178, %174
  br label %180

180:                                              ; preds = %134, %165, %170
  %181 = phi double [ %160, %134 ], [ %179, %170 ], [ %168, %165 ]
  %182 = fmul contract double %24, %181
  %183 = fsub contract double %182, %26
  %184 = tail call double @llvm.maxnum.f64(double %183, double 0.000000e+00)
  %185 = fsub contract double %26, %182
  %186 = tail call double @llvm.maxnum.f64(double %185, double 0.000000e+00)
  %187 = select contract i1 %32, double %186, double %184
  %188 = zext nneg i32 %135 to i64
  %189 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %188
  store double %187, ptr %189, align 8, !tbaa !13
  %190 = add nuw nsw i32 %135, %131
  %191 = icmp samesign ugt i32 %190, %22
  br i1 %191, label %132, label %134, !llvm.loop !15

192:                                              ; preds = %204
  %193 = icmp eq i32 %128, 0
  br i1 %193, label %272, label %277

194:                                              ; preds = %132, %204
  %195 = phi i32 [ 0, %132 ], [ %200, %204 ]
  %196 = phi i32 [ %22, %132 ], [ %197, %204 ]
  %197 = add nsw i32 %196, -1
  %198 = zext nneg i32 %195 to i64
  %199 = getelementptr inbounds nuw [1025 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %198
  %200 = xor i32 %195, 1
  %201 = zext nneg i32 %200 to i64
  %202 = getelementptr inbounds nuw [1025 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %201
  %203 = icmp samesign ult i32 %128, %196
  br i1 %203, label %206, label %204

204:                                              ; preds = %260, %194
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %205 = icmp sgt i32 %196, 1
  br i1 %205, label %194, label %192, !llvm.loop !18

206:                                              ; preds = %194, %260
  %207 = phi i32 [ %270, %260 ], [ %128, %194 ]
  %208 = zext nneg i32 %207 to i64
  %209 = getelementptr double, ptr %199, i64 %208
  %210 = getelementptr i8, ptr %209, i64 8
  %211 = load double, ptr %210, align 8, !tbaa !13
  %212 = fmul contract double %125, %211
  %213 = load double, ptr %209, align 8, !tbaa !13
  %214 = fmul contract double %127, %213
  %215 = fadd contract double %212, %214
  %216 = shl nuw nsw i32 %207, 1
  %217 = sub nsw i32 %216, %197
  %218 = sitofp i32 %217 to double
  %219 = fmul contract double %36, %218
  %220 = tail call double @llvm.fma.f64(double %219, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %221 = tail call i32 @llvm.nvvm.d2i.lo(double %220) #8
  %222 = tail call double @llvm.nvvm.add.rn.d(double %220, double 0xC338000000000000) #8
  %223 = tail call double @llvm.fma.f64(double %222, double 0xBFE62E42FEFA39EF, double %219)
  %224 = tail call double @llvm.fma.f64(double %222, double 0xBC7ABC9E3B39803F, double %223)
  %225 = tail call double @llvm.fma.f64(double %224, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %226 = tail call double @llvm.fma.f64(double %225, double %224, double 0x3EC71DEE62401315)
  %227 = tail call double @llvm.fma.f64(double %226, double %224, double 0x3EFA01997C89EB71)
  %228 = tail call double @llvm.fma.f64(double %227, double %224, double 0x3F2A01A014761F65)
  %229 = tail call double @llvm.fma.f64(double %228, double %224, double 0x3F56C16C1852B7AF)
  %230 = tail call double @llvm.fma.f64(double %229, double %224, double 0x3F81111111122322)
  %231 = tail call double @llvm.fma.f64(double %230, double %224, double 0x3FA55555555502A1)
  %232 = tail call double @llvm.fma.f64(double %231, double %224, double 0x3FC5555555555511)
  %233 = tail call double @llvm.fma.f64(double %232, double %224, double 0x3FE000000000000B)
  %234 = tail call double @llvm.fma.f64(double %233, double %224, double 1.000000e+00)
  %235 = tail call double @llvm.fma.f64(double %234, double %224, double 1.000000e+00)
  %236 = tail call i32 @llvm.nvvm.d2i.lo(double %235) #8
  %237 = tail call i32 @llvm.nvvm.d2i.hi(double %235) #8
  %238 = shl i32 %221, 20
  %239 = add i32 %237, %238
  %240 = tail call double @llvm.nvvm.lohi.i2d(i32 %236, i32 %239) #8
  %241 = tail call i32 @llvm.nvvm.d2i.hi(double %219) #8
  %242 = bitcast i32 %241 to float
  %243 = tail call float @llvm.nvvm.fabs.f32(float %242)
  %244 = fcmp olt float %243, 0x4010C46560000000
  br i1 %244, label %260, label %245

245:                                              ; preds = %206
  %246 = fcmp olt double %219, 0.000000e+00
  %247 = fadd double %219, 0x7FF0000000000000
  %248 = select i1 %246, double 0.000000e+00, double %247
  %249 = fcmp olt float %243, 0x4010E90000000000
  br i1 %249, label %250, label %260

250:                                              ; preds = %245
  %251 = sdiv i32 %221, 2
  %252 = shl i32 %251, 20
  %253 = add i32 %237, %252
  %254 = tail call double @llvm.nvvm.lohi.i2d(i32 %236, i32 %253) #8
  %255 = sub nsw i32 %221, %251
  %256 = shl i32 %255, 20
  %257 = add nsw i32 %256, 1072693248
  %258 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %257) #8
  %259 = fmul double %258, %254
  br label %260

260:                                              ; preds = %206, %245, %250
  %261 = phi double [ %240, %206 ], [ %259, %250 ], [ %248, %245 ]
  %262 = fmul contract double %24, %261
  %263 = fsub contract double %262, %26
  %264 = tail call double @llvm.maxnum.f64(double %263, double 0.000000e+00)
  %265 = fsub contract double %26, %262
  %266 = tail call double @llvm.maxnum.f64(double %265, double 0.000000e+00)
  %267 = select contract i1 %32, double %266, double %264
  %268 = tail call noundef double @llvm.maxnum.f64(double %215, double %267)
  %269 = getelementptr inbounds nuw double, ptr %202, i64 %208
  store double %268, ptr %269, align 8, !tbaa !13
  %270 = add nuw nsw i32 %207, %133
  %271 = icmp slt i32 %270, %196
  br i1 %271, label %206, label %204, !llvm.loop !19

272:                                              ; preds = %192
  %273 = zext nneg i32 %200 to i64
  %274 = getelementptr inbounds nuw [1025 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ24binomial_american_sharedE3buf to ptr), i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !13
  %276 = getelementptr inbounds nuw double, ptr %1, i64 %8
  store double %275, ptr %276, align 8, !tbaa !13
  br label %277

277:                                              ; preds = %192, %272, %4
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
  %18 = tail call noundef float @llvm.nvvm.fabs.f32(float %17)
  %19 = shl nuw nsw i32 %7, 3
  %20 = getelementptr inbounds nuw i8, ptr %16, i64 20
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = icmp eq i32 %21, 0
  %23 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = tail call noundef float @llvm.maxnum.f32(float %24, float 0x3F50624DE0000000)
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = tail call noundef float @llvm.maxnum.f32(float %27, float 0x3F1A36E2E0000000)
  %29 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %30 = tail call noundef range(i32 1, 1025) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %29, i32 255)
  %31 = uitofp nneg i32 %30 to float
  %32 = fdiv contract float %28, %31
  %33 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %32) #8
  %34 = fmul contract float %25, %33
  %35 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = tail call noundef float @llvm.nvvm.fabs.f32(float %36)
  %38 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = shl nuw nsw i32 %7, 4
  %41 = sub nsw i32 %40, %30
  %42 = sitofp i32 %41 to float
  %43 = fmul contract float %34, %42
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
  %56 = fmul contract float %18, %55
  %57 = fsub contract float %56, %37
  %58 = tail call float @llvm.maxnum.f32(float %57, float 0.000000e+00)
  %59 = fsub contract float %37, %56
  %60 = tail call float @llvm.maxnum.f32(float %59, float 0.000000e+00)
  %61 = select contract i1 %22, float %60, float %58
  %62 = icmp samesign ugt i32 %19, %30
  %63 = select contract i1 %62, float 0.000000e+00, float %61
  %64 = shl nuw nsw i32 %7, 4
  %65 = or disjoint i32 %64, 2
  %66 = sub nsw i32 %65, %30
  %67 = sitofp i32 %66 to float
  %68 = fmul contract float %34, %67
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
  %81 = fmul contract float %18, %80
  %82 = fsub contract float %81, %37
  %83 = tail call float @llvm.maxnum.f32(float %82, float 0.000000e+00)
  %84 = fsub contract float %37, %81
  %85 = tail call float @llvm.maxnum.f32(float %84, float 0.000000e+00)
  %86 = select contract i1 %22, float %85, float %83
  %87 = icmp samesign ult i32 %19, %30
  %88 = select contract i1 %87, float %86, float 0.000000e+00
  %89 = or disjoint i32 %19, 2
  %90 = shl nuw nsw i32 %89, 1
  %91 = sub nsw i32 %90, %30
  %92 = sitofp i32 %91 to float
  %93 = fmul contract float %34, %92
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
  %106 = fmul contract float %18, %105
  %107 = fsub contract float %106, %37
  %108 = tail call float @llvm.maxnum.f32(float %107, float 0.000000e+00)
  %109 = fsub contract float %37, %106
  %110 = tail call float @llvm.maxnum.f32(float %109, float 0.000000e+00)
  %111 = select contract i1 %22, float %110, float %108
  %112 = icmp samesign ugt i32 %89, %30
  %113 = select contract i1 %112, float 0.000000e+00, float %111
  %114 = or disjoint i32 %19, 3
  %115 = shl nuw nsw i32 %114, 1
  %116 = sub nsw i32 %115, %30
  %117 = sitofp i32 %116 to float
  %118 = fmul contract float %34, %117
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
  %131 = fmul contract float %18, %130
  %132 = fsub contract float %131, %37
  %133 = tail call float @llvm.maxnum.f32(float %132, float 0.000000e+00)
  %134 = fsub contract float %37, %131
  %135 = tail call float @llvm.maxnum.f32(float %134, float 0.000000e+00)
  %136 = select contract i1 %22, float %135, float %133
  %137 = icmp samesign ugt i32 %114, %30
  %138 = select contract i1 %137, float 0.000000e+00, float %136
  %139 = or disjoint i32 %19, 4
  %140 = shl nuw nsw i32 %139, 1
  %141 = sub nsw i32 %140, %30
  %142 = sitofp i32 %141 to float
  %143 = fmul contract float %34, %142
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
  %156 = fmul contract float %18, %155
  %157 = fsub contract float %156, %37
  %158 = tail call float @llvm.maxnum.f32(float %157, float 0.000000e+00)
  %159 = fsub contract float %37, %156
  %160 = tail call float @llvm.maxnum.f32(float %159, float 0.000000e+00)
  %161 = select contract i1 %22, float %160, float %158
  %162 = icmp samesign ugt i32 %139, %30
  %163 = select contract i1 %162, float 0.000000e+00, float %161
  %164 = or disjoint i32 %19, 5
  %165 = shl nuw nsw i32 %164, 1
  %166 = sub nsw i32 %165, %30
  %167 = sitofp i32 %166 to float
  %168 = fmul contract float %34, %167
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
  %181 = fmul contract float %18, %180
  %182 = fsub contract float %181, %37
  %183 = tail call float @llvm.maxnum.f32(float %182, float 0.000000e+00)
  %184 = fsub contract float %37, %181
  %185 = tail call float @llvm.maxnum.f32(float %184, float 0.000000e+00)
  %186 = select contract i1 %22, float %185, float %183
  %187 = icmp samesign ugt i32 %164, %30
  %188 = select contract i1 %187, float 0.000000e+00, float %186
  %189 = or disjoint i32 %19, 6
  %190 = shl nuw nsw i32 %189, 1
  %191 = sub nsw i32 %190, %30
  %192 = sitofp i32 %191 to float
  %193 = fmul contract float %34, %192
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
  %206 = fmul contract float %18, %205
  %207 = fsub contract float %206, %37
  %208 = tail call float @llvm.maxnum.f32(float %207, float 0.000000e+00)
  %209 = fsub contract float %37, %206
  %210 = tail call float @llvm.maxnum.f32(float %209, float 0.000000e+00)
  %211 = select contract i1 %22, float %210, float %208
  %212 = icmp samesign ugt i32 %189, %30
  %213 = select contract i1 %212, float 0.000000e+00, float %211
  %214 = or disjoint i32 %19, 7
  %215 = shl nuw nsw i32 %214, 1
  %216 = sub nsw i32 %215, %30
  %217 = sitofp i32 %216 to float
  %218 = fmul contract float %34, %217
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
  %231 = fmul contract float %18, %230
  %232 = fsub contract float %231, %37
  %233 = tail call float @llvm.maxnum.f32(float %232, float 0.000000e+00)
  %234 = fsub contract float %37, %231
  %235 = tail call float @llvm.maxnum.f32(float %234, float 0.000000e+00)
  %236 = select contract i1 %22, float %235, float %233
  %237 = icmp samesign ugt i32 %214, %30
  %238 = select contract i1 %237, float 0.000000e+00, float %236
  %239 = tail call float @llvm.fma.f32(float %34, float 0x3F777313A0000000, float 5.000000e-01)
  %240 = tail call float @llvm.nvvm.saturate.f(float %239) #8
  %241 = tail call float @llvm.nvvm.fma.rm.f(float %240, float 2.520000e+02, float 0x4168000020000000) #8
  %242 = fadd float %241, 0xC168000FE0000000
  %243 = fneg float %242
  %244 = tail call float @llvm.fma.f32(float %34, float 0x3FF7154760000000, float %243)
  %245 = tail call float @llvm.fma.f32(float %34, float 0x3E54AE0C00000000, float %244)
  %246 = bitcast float %241 to i32
  %247 = shl i32 %246, 23
  %248 = bitcast i32 %247 to float
  %249 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %245)
  %250 = fmul float %249, %248
  %251 = fdiv contract float 1.000000e+00, %250
  %252 = fmul contract float %39, %32
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
  %284 = phi i32 [ %30, %14 ], [ %309, %275 ]
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
  %317 = icmp sgt i32 %284, 1
  br i1 %317, label %275, label %273, !llvm.loop !20

318:                                              ; preds = %273
  %319 = getelementptr inbounds nuw float, ptr %1, i64 %15
  store float %290, ptr %319, align 4, !tbaa !11
  %320 = icmp sgt i32 %4, 1
  br i1 %320, label %321, label %328

321:                                              ; preds = %318
  %322 = fmul contract float %18, %251
  %323 = fmul contract float %18, %250
  %324 = fsub contract float %315, %316
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
declare i32 @llvm.smin.i32(i32, i32) #5

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
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
