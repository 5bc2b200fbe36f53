; ModuleID = 'src/newton_logreg_f64.cu'
source_filename = "src/newton_logreg_f64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z14cholesky_solveILi6EEbRAT__AT__dRAT__KdRS0_ = comdat any

$_Z13ldlt_modifiedILi8EEiRAT__AT__dRS0_d = comdat any

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef double @_Z11logreg_lossPKfPKhiRA6_Kdd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(48) %3, double noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %231

7:                                                ; preds = %5
  %8 = load double, ptr %3, align 8, !tbaa !11
  %9 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %10 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %11 = load double, ptr %10, align 8, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %15 = load double, ptr %14, align 8, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %17 = load double, ptr %16, align 8, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %19 = load double, ptr %18, align 8, !tbaa !11
  br label %20

20:                                               ; preds = %7, %225
  %21 = phi double [ 0.000000e+00, %7 ], [ %228, %225 ]
  %22 = phi i32 [ 0, %7 ], [ %229, %225 ]
  %23 = mul nuw nsw i32 %22, 6
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %27 = addrspacecast ptr %26 to ptr addrspace(1)
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !13
  %29 = tail call noundef float @llvm.nvvm.fabs.f32(float %28)
  %30 = fcmp contract olt float %29, 1.000000e+06
  %31 = fpext contract float %28 to double
  %32 = select contract i1 %30, double %31, double 0.000000e+00
  %33 = fmul contract double %11, %32
  %34 = fadd contract double %8, %33
  %35 = zext nneg i32 %23 to i64
  %36 = getelementptr inbounds nuw float, ptr %0, i64 %35
  %37 = getelementptr inbounds nuw i8, ptr %36, i64 8
  %38 = addrspacecast ptr %37 to ptr addrspace(1)
  %39 = load float, ptr addrspace(1) %38, align 4, !invariant.load !13
  %40 = tail call noundef float @llvm.nvvm.fabs.f32(float %39)
  %41 = fcmp contract olt float %40, 1.000000e+06
  %42 = fpext contract float %39 to double
  %43 = select contract i1 %41, double %42, double 0.000000e+00
  %44 = fmul contract double %13, %43
  %45 = fadd contract double %34, %44
  %46 = zext nneg i32 %23 to i64
  %47 = getelementptr inbounds nuw float, ptr %0, i64 %46
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 12
  %49 = addrspacecast ptr %48 to ptr addrspace(1)
  %50 = load float, ptr addrspace(1) %49, align 4, !invariant.load !13
  %51 = tail call noundef float @llvm.nvvm.fabs.f32(float %50)
  %52 = fcmp contract olt float %51, 1.000000e+06
  %53 = fpext contract float %50 to double
  %54 = select contract i1 %52, double %53, double 0.000000e+00
  %55 = fmul contract double %15, %54
  %56 = fadd contract double %45, %55
  %57 = zext nneg i32 %23 to i64
  %58 = getelementptr inbounds nuw float, ptr %0, i64 %57
  %59 = getelementptr inbounds nuw i8, ptr %58, i64 16
  %60 = addrspacecast ptr %59 to ptr addrspace(1)
  %61 = load float, ptr addrspace(1) %60, align 4, !invariant.load !13
  %62 = tail call noundef float @llvm.nvvm.fabs.f32(float %61)
  %63 = fcmp contract olt float %62, 1.000000e+06
  %64 = fpext contract float %61 to double
  %65 = select contract i1 %63, double %64, double 0.000000e+00
  %66 = fmul contract double %17, %65
  %67 = fadd contract double %56, %66
  %68 = zext nneg i32 %23 to i64
  %69 = getelementptr inbounds nuw float, ptr %0, i64 %68
  %70 = getelementptr inbounds nuw i8, ptr %69, i64 20
  %71 = addrspacecast ptr %70 to ptr addrspace(1)
  %72 = load float, ptr addrspace(1) %71, align 4, !invariant.load !13
  %73 = tail call noundef float @llvm.nvvm.fabs.f32(float %72)
  %74 = fcmp contract olt float %73, 1.000000e+06
  %75 = fpext contract float %72 to double
  %76 = select contract i1 %74, double %75, double 0.000000e+00
  %77 = fmul contract double %19, %76
  %78 = fadd contract double %67, %77
  %79 = zext nneg i32 %22 to i64
  %80 = getelementptr inbounds nuw i8, ptr %1, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !14
  %82 = and i8 %81, 1
  %83 = icmp eq i8 %82, 0
  %84 = fneg contract double %78
  %85 = select contract i1 %83, double %78, double %84
  %86 = tail call noundef double @llvm.maxnum.f64(double %85, double 0.000000e+00)
  %87 = tail call noundef double @llvm.nvvm.fabs.f64(double %85)
  %88 = fneg contract double %87
  %89 = tail call double @llvm.fma.f64(double %88, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %90 = tail call i32 @llvm.nvvm.d2i.lo(double %89) #9
  %91 = tail call double @llvm.nvvm.add.rn.d(double %89, double 0xC338000000000000) #9
  %92 = tail call double @llvm.fma.f64(double %91, double 0xBFE62E42FEFA39EF, double %88)
  %93 = tail call double @llvm.fma.f64(double %91, double 0xBC7ABC9E3B39803F, double %92)
  %94 = tail call double @llvm.fma.f64(double %93, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %95 = tail call double @llvm.fma.f64(double %94, double %93, double 0x3EC71DEE62401315)
  %96 = tail call double @llvm.fma.f64(double %95, double %93, double 0x3EFA01997C89EB71)
  %97 = tail call double @llvm.fma.f64(double %96, double %93, double 0x3F2A01A014761F65)
  %98 = tail call double @llvm.fma.f64(double %97, double %93, double 0x3F56C16C1852B7AF)
  %99 = tail call double @llvm.fma.f64(double %98, double %93, double 0x3F81111111122322)
  %100 = tail call double @llvm.fma.f64(double %99, double %93, double 0x3FA55555555502A1)
  %101 = tail call double @llvm.fma.f64(double %100, double %93, double 0x3FC5555555555511)
  %102 = tail call double @llvm.fma.f64(double %101, double %93, double 0x3FE000000000000B)
  %103 = tail call double @llvm.fma.f64(double %102, double %93, double 1.000000e+00)
  %104 = tail call double @llvm.fma.f64(double %103, double %93, double 1.000000e+00)
  %105 = tail call i32 @llvm.nvvm.d2i.lo(double %104) #9
  %106 = tail call i32 @llvm.nvvm.d2i.hi(double %104) #9
  %107 = shl i32 %90, 20
  %108 = add i32 %106, %107
  %109 = tail call double @llvm.nvvm.lohi.i2d(i32 %105, i32 %108) #9
  %110 = tail call i32 @llvm.nvvm.d2i.hi(double %88) #9
  %111 = bitcast i32 %110 to float
  %112 = tail call float @llvm.nvvm.fabs.f32(float %111)
  %113 = fcmp olt float %112, 0x4010C46560000000
  br i1 %113, label %129, label %114

114:                                              ; preds = %20
  %115 = fcmp ogt double %87, 0.000000e+00
  %116 = fsub double 0x7FF0000000000000, %87
  %117 = select i1 %115, double 0.000000e+00, double %116
  %118 = fcmp olt float %112, 0x4010E90000000000
  br i1 %118, label %119, label %129

119:                                              ; preds = %114
  %120 = sdiv i32 %90, 2
  %121 = shl i32 %120, 20
  %122 = add i32 %106, %121
  %123 = tail call double @llvm.nvvm.lohi.i2d(i32 %105, i32 %122) #9
  %124 = sub nsw i32 %90, %120
  %125 = shl i32 %124, 20
  %126 = add nsw i32 %125, 1072693248
  %127 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %126) #9
  %128 = fmul double %127, %123
  br label %129

129:                                              ; preds = %20, %114, %119
  %130 = phi double [ %109, %20 ], [ %128, %119 ], [ %117, %114 ]
  %131 = tail call i32 @llvm.nvvm.d2i.hi(double %130) #9
  %132 = bitcast i32 %131 to float
  %133 = fcmp olt float %132, 0x3FFCAAAAA0000000
  %134 = fcmp ogt float %132, 0xBFFB333320000000
  %135 = and i1 %133, %134
  br i1 %135, label %136, label %153

136:                                              ; preds = %129
  %137 = fadd double %130, 2.000000e+00
  %138 = fdiv double %130, %137
  %139 = fneg double %130
  %140 = fmul double %138, %139
  %141 = fadd double %130, %140
  %142 = fmul double %141, %141
  %143 = tail call double @llvm.fma.f64(double %142, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %144 = tail call double @llvm.fma.f64(double %143, double %142, double 0x3EF3B9FF890F468C)
  %145 = tail call double @llvm.fma.f64(double %144, double %142, double 0x3F17457EFD51BAF8)
  %146 = tail call double @llvm.fma.f64(double %145, double %142, double 0x3F3C71C8DE3CE825)
  %147 = tail call double @llvm.fma.f64(double %146, double %142, double 0x3F6249248FA4661F)
  %148 = tail call double @llvm.fma.f64(double %147, double %142, double 0x3F899999999D70C4)
  %149 = tail call double @llvm.fma.f64(double %148, double %142, double 0x3FB5555555555462)
  %150 = fmul double %142, %149
  %151 = tail call double @llvm.fma.f64(double %150, double %141, double %140)
  %152 = fadd double %130, %151
  br label %225

153:                                              ; preds = %129
  %154 = fadd double %130, 1.000000e+00
  %155 = tail call i32 @llvm.nvvm.d2i.hi(double %154) #9
  %156 = tail call i32 @llvm.nvvm.d2i.lo(double %154) #9
  %157 = icmp slt i32 %155, 1048576
  br i1 %157, label %158, label %162

158:                                              ; preds = %153
  %159 = fmul double %154, 0x4350000000000000
  %160 = tail call i32 @llvm.nvvm.d2i.hi(double %159) #9
  %161 = tail call i32 @llvm.nvvm.d2i.lo(double %159) #9
  br label %162

162:                                              ; preds = %158, %153
  %163 = phi double [ %159, %158 ], [ %154, %153 ]
  %164 = phi i32 [ %160, %158 ], [ %155, %153 ]
  %165 = phi i32 [ %161, %158 ], [ %156, %153 ]
  %166 = phi i32 [ -1077, %158 ], [ -1023, %153 ]
  %167 = add i32 %164, -1
  %168 = icmp ult i32 %167, 2146435071
  br i1 %168, label %169, label %219

169:                                              ; preds = %162
  %170 = lshr i32 %164, 20
  %171 = add nsw i32 %166, %170
  %172 = and i32 %164, 1048575
  %173 = or disjoint i32 %172, 1072693248
  %174 = tail call double @llvm.nvvm.lohi.i2d(i32 %165, i32 %173) #9
  %175 = icmp samesign ugt i32 %173, 1073127582
  br i1 %175, label %176, label %182

176:                                              ; preds = %169
  %177 = tail call i32 @llvm.nvvm.d2i.lo(double %174) #9
  %178 = tail call i32 @llvm.nvvm.d2i.hi(double %174) #9
  %179 = add i32 %178, -1048576
  %180 = tail call double @llvm.nvvm.lohi.i2d(i32 %177, i32 %179) #9
  %181 = add nsw i32 %171, 1
  br label %182

182:                                              ; preds = %176, %169
  %183 = phi double [ %180, %176 ], [ %174, %169 ]
  %184 = phi i32 [ %181, %176 ], [ %171, %169 ]
  %185 = fadd double %183, -1.000000e+00
  %186 = fadd double %183, 1.000000e+00
  %187 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %186) #9
  %188 = fneg double %186
  %189 = tail call double @llvm.fma.f64(double %188, double %187, double 1.000000e+00)
  %190 = tail call double @llvm.fma.f64(double %189, double %189, double %189)
  %191 = tail call double @llvm.fma.f64(double %190, double %187, double %187)
  %192 = fmul double %185, %191
  %193 = fadd double %192, %192
  %194 = fmul double %193, %193
  %195 = tail call double @llvm.fma.f64(double %194, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %196 = tail call double @llvm.fma.f64(double %195, double %194, double 0x3EF3B2669F02676F)
  %197 = tail call double @llvm.fma.f64(double %196, double %194, double 0x3F1745CBA9AB0956)
  %198 = tail call double @llvm.fma.f64(double %197, double %194, double 0x3F3C71C72D1B5154)
  %199 = tail call double @llvm.fma.f64(double %198, double %194, double 0x3F624924923BE72D)
  %200 = tail call double @llvm.fma.f64(double %199, double %194, double 0x3F8999999999A3C4)
  %201 = tail call double @llvm.fma.f64(double %200, double %194, double 0x3FB5555555555554)
  %202 = fsub double %185, %193
  %203 = fmul double %202, 2.000000e+00
  %204 = fneg double %193
  %205 = tail call double @llvm.fma.f64(double %204, double %185, double %203)
  %206 = fmul double %191, %205
  %207 = fmul double %194, %201
  %208 = tail call double @llvm.fma.f64(double %207, double %193, double %206)
  %209 = xor i32 %184, -2147483648
  %210 = tail call double @llvm.nvvm.lohi.i2d(i32 %209, i32 1127219200) #9
  %211 = fsub double %210, %9
  %212 = tail call double @llvm.fma.f64(double %211, double 0x3FE62E42FEFA39EF, double %193)
  %213 = fneg double %211
  %214 = tail call double @llvm.fma.f64(double %213, double 0x3FE62E42FEFA39EF, double %212)
  %215 = fsub double %214, %193
  %216 = fsub double %208, %215
  %217 = tail call double @llvm.fma.f64(double %211, double 0x3C7ABC9E3B39803F, double %216)
  %218 = fadd double %212, %217
  br label %225

219:                                              ; preds = %162
  %220 = tail call double @llvm.fma.f64(double %163, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %221 = tail call i32 @llvm.nvvm.d2i.hi(double %163) #9
  %222 = and i32 %221, 2147483647
  %223 = icmp eq i32 %222, 0
  %224 = select i1 %223, double 0xFFF0000000000000, double %220
  br label %225

225:                                              ; preds = %136, %182, %219
  %226 = phi double [ %152, %136 ], [ %218, %182 ], [ %224, %219 ]
  %227 = fadd contract double %86, %226
  %228 = fadd contract double %21, %227
  %229 = add nuw nsw i32 %22, 1
  %230 = icmp eq i32 %229, %2
  br i1 %230, label %231, label %20, !llvm.loop !15

231:                                              ; preds = %225, %5
  %232 = phi double [ 0.000000e+00, %5 ], [ %228, %225 ]
  %233 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %234 = load double, ptr %233, align 8, !tbaa !11
  %235 = fmul contract double %234, %234
  %236 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %237 = load double, ptr %236, align 8, !tbaa !11
  %238 = fmul contract double %237, %237
  %239 = fadd contract double %235, %238
  %240 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %241 = load double, ptr %240, align 8, !tbaa !11
  %242 = fmul contract double %241, %241
  %243 = fadd contract double %239, %242
  %244 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %245 = load double, ptr %244, align 8, !tbaa !11
  %246 = fmul contract double %245, %245
  %247 = fadd contract double %243, %246
  %248 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %249 = load double, ptr %248, align 8, !tbaa !11
  %250 = fmul contract double %249, %249
  %251 = fadd contract double %247, %250
  %252 = fmul contract double %4, 5.000000e-01
  %253 = fmul contract double %252, %251
  %254 = fadd contract double %232, %253
  ret double %254
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @batched_logreg_newton(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, double noundef %4, i32 noundef %5, double noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #2 {
  %11 = alloca [6 x [6 x double]], align 8
  %12 = alloca [6 x double], align 8
  %13 = alloca [6 x double], align 8
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %322, label %966

20:                                               ; preds = %217, %322
  %21 = phi double [ 0.000000e+00, %322 ], [ %220, %217 ]
  %22 = phi i32 [ 0, %322 ], [ %221, %217 ]
  %23 = mul nuw nsw i32 %22, 6
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw float, ptr %329, i64 %24
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 4
  %27 = addrspacecast ptr %26 to ptr addrspace(1)
  %28 = load float, ptr addrspace(1) %27, align 4, !invariant.load !13, !alias.scope !18, !noalias !21
  %29 = tail call noundef float @llvm.nvvm.fabs.f32(float %28)
  %30 = fcmp contract olt float %29, 1.000000e+06
  %31 = fpext contract float %28 to double
  %32 = fmul contract double %31, 0.000000e+00
  %33 = fadd contract double %32, 0.000000e+00
  %34 = select i1 %30, double %33, double 0.000000e+00
  %35 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %36 = addrspacecast ptr %35 to ptr addrspace(1)
  %37 = load float, ptr addrspace(1) %36, align 4, !invariant.load !13, !alias.scope !18, !noalias !21
  %38 = tail call noundef float @llvm.nvvm.fabs.f32(float %37)
  %39 = fcmp contract olt float %38, 1.000000e+06
  %40 = fpext contract float %37 to double
  %41 = fmul contract double %40, 0.000000e+00
  %42 = select i1 %39, double %41, double 0.000000e+00
  %43 = fadd contract double %34, %42
  %44 = getelementptr inbounds nuw i8, ptr %25, i64 12
  %45 = addrspacecast ptr %44 to ptr addrspace(1)
  %46 = load float, ptr addrspace(1) %45, align 4, !invariant.load !13, !alias.scope !18, !noalias !21
  %47 = tail call noundef float @llvm.nvvm.fabs.f32(float %46)
  %48 = fcmp contract olt float %47, 1.000000e+06
  %49 = fpext contract float %46 to double
  %50 = fmul contract double %49, 0.000000e+00
  %51 = select i1 %48, double %50, double 0.000000e+00
  %52 = fadd contract double %43, %51
  %53 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %54 = addrspacecast ptr %53 to ptr addrspace(1)
  %55 = load float, ptr addrspace(1) %54, align 4, !invariant.load !13, !alias.scope !18, !noalias !21
  %56 = tail call noundef float @llvm.nvvm.fabs.f32(float %55)
  %57 = fcmp contract olt float %56, 1.000000e+06
  %58 = fpext contract float %55 to double
  %59 = fmul contract double %58, 0.000000e+00
  %60 = select i1 %57, double %59, double 0.000000e+00
  %61 = fadd contract double %52, %60
  %62 = getelementptr inbounds nuw i8, ptr %25, i64 20
  %63 = addrspacecast ptr %62 to ptr addrspace(1)
  %64 = load float, ptr addrspace(1) %63, align 4, !invariant.load !13, !alias.scope !18, !noalias !21
  %65 = tail call noundef float @llvm.nvvm.fabs.f32(float %64)
  %66 = fcmp contract olt float %65, 1.000000e+06
  %67 = fpext contract float %64 to double
  %68 = fmul contract double %67, 0.000000e+00
  %69 = select i1 %66, double %68, double 0.000000e+00
  %70 = fadd contract double %61, %69
  %71 = zext nneg i32 %22 to i64
  %72 = getelementptr inbounds nuw i8, ptr %330, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !14, !alias.scope !21, !noalias !18
  %74 = and i8 %73, 1
  %75 = icmp eq i8 %74, 0
  %76 = fneg contract double %70
  %77 = select contract i1 %75, double %70, double %76
  %78 = tail call noundef double @llvm.maxnum.f64(double %77, double 0.000000e+00)
  %79 = tail call noundef double @llvm.nvvm.fabs.f64(double %77)
  %80 = fneg contract double %79
  %81 = tail call double @llvm.fma.f64(double %80, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %82 = tail call i32 @llvm.nvvm.d2i.lo(double %81) #9
  %83 = tail call double @llvm.nvvm.add.rn.d(double %81, double 0xC338000000000000) #9
  %84 = tail call double @llvm.fma.f64(double %83, double 0xBFE62E42FEFA39EF, double %80)
  %85 = tail call double @llvm.fma.f64(double %83, double 0xBC7ABC9E3B39803F, double %84)
  %86 = tail call double @llvm.fma.f64(double %85, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %87 = tail call double @llvm.fma.f64(double %86, double %85, double 0x3EC71DEE62401315)
  %88 = tail call double @llvm.fma.f64(double %87, double %85, double 0x3EFA01997C89EB71)
  %89 = tail call double @llvm.fma.f64(double %88, double %85, double 0x3F2A01A014761F65)
  %90 = tail call double @llvm.fma.f64(double %89, double %85, double 0x3F56C16C1852B7AF)
  %91 = tail call double @llvm.fma.f64(double %90, double %85, double 0x3F81111111122322)
  %92 = tail call double @llvm.fma.f64(double %91, double %85, double 0x3FA55555555502A1)
  %93 = tail call double @llvm.fma.f64(double %92, double %85, double 0x3FC5555555555511)
  %94 = tail call double @llvm.fma.f64(double %93, double %85, double 0x3FE000000000000B)
  %95 = tail call double @llvm.fma.f64(double %94, double %85, double 1.000000e+00)
  %96 = tail call double @llvm.fma.f64(double %95, double %85, double 1.000000e+00)
  %97 = tail call i32 @llvm.nvvm.d2i.lo(double %96) #9
  %98 = tail call i32 @llvm.nvvm.d2i.hi(double %96) #9
  %99 = shl i32 %82, 20
  %100 = add i32 %98, %99
  %101 = tail call double @llvm.nvvm.lohi.i2d(i32 %97, i32 %100) #9
  %102 = tail call i32 @llvm.nvvm.d2i.hi(double %80) #9
  %103 = bitcast i32 %102 to float
  %104 = tail call float @llvm.nvvm.fabs.f32(float %103)
  %105 = fcmp olt float %104, 0x4010C46560000000
  br i1 %105, label %121, label %106

106:                                              ; preds = %20
  %107 = fcmp ogt double %79, 0.000000e+00
  %108 = fsub double 0x7FF0000000000000, %79
  %109 = select i1 %107, double 0.000000e+00, double %108
  %110 = fcmp olt float %104, 0x4010E90000000000
  br i1 %110, label %111, label %121

111:                                              ; preds = %106
  %112 = sdiv i32 %82, 2
  %113 = shl i32 %112, 20
  %114 = add i32 %98, %113
  %115 = tail call double @llvm.nvvm.lohi.i2d(i32 %97, i32 %114) #9
  %116 = sub nsw i32 %82, %112
  %117 = shl i32 %116, 20
  %118 = add nsw i32 %117, 1072693248
  %119 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %118) #9
  %120 = fmul double %119, %115
  br label %121

121:                                              ; preds = %111, %106, %20
  %122 = phi double [ %101, %20 ], [ %120, %111 ], [ %109, %106 ]
  %123 = tail call i32 @llvm.nvvm.d2i.hi(double %122) #9
  %124 = bitcast i32 %123 to float
  %125 = fcmp olt float %124, 0x3FFCAAAAA0000000
  %126 = fcmp ogt float %124, 0xBFFB333320000000
  %127 = and i1 %125, %126
  br i1 %127, label %128, label %145

128:                                              ; preds = %121
  %129 = fadd double %122, 2.000000e+00
  %130 = fdiv double %122, %129
  %131 = fneg double %122
  %132 = fmul double %130, %131
  %133 = fadd double %122, %132
  %134 = fmul double %133, %133
  %135 = tail call double @llvm.fma.f64(double %134, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %136 = tail call double @llvm.fma.f64(double %135, double %134, double 0x3EF3B9FF890F468C)
  %137 = tail call double @llvm.fma.f64(double %136, double %134, double 0x3F17457EFD51BAF8)
  %138 = tail call double @llvm.fma.f64(double %137, double %134, double 0x3F3C71C8DE3CE825)
  %139 = tail call double @llvm.fma.f64(double %138, double %134, double 0x3F6249248FA4661F)
  %140 = tail call double @llvm.fma.f64(double %139, double %134, double 0x3F899999999D70C4)
  %141 = tail call double @llvm.fma.f64(double %140, double %134, double 0x3FB5555555555462)
  %142 = fmul double %134, %141
  %143 = tail call double @llvm.fma.f64(double %142, double %133, double %132)
  %144 = fadd double %122, %143
  br label %217

145:                                              ; preds = %121
  %146 = fadd double %122, 1.000000e+00
  %147 = tail call i32 @llvm.nvvm.d2i.hi(double %146) #9
  %148 = tail call i32 @llvm.nvvm.d2i.lo(double %146) #9
  %149 = icmp slt i32 %147, 1048576
  br i1 %149, label %150, label %154

150:                                              ; preds = %145
  %151 = fmul double %146, 0x4350000000000000
  %152 = tail call i32 @llvm.nvvm.d2i.hi(double %151) #9
  %153 = tail call i32 @llvm.nvvm.d2i.lo(double %151) #9
  br label %154

154:                                              ; preds = %150, %145
  %155 = phi double [ %151, %150 ], [ %146, %145 ]
  %156 = phi i32 [ %152, %150 ], [ %147, %145 ]
  %157 = phi i32 [ %153, %150 ], [ %148, %145 ]
  %158 = phi i32 [ -1077, %150 ], [ -1023, %145 ]
  %159 = add i32 %156, -1
  %160 = icmp ult i32 %159, 2146435071
  br i1 %160, label %161, label %211

161:                                              ; preds = %154
  %162 = lshr i32 %156, 20
  %163 = add nsw i32 %158, %162
  %164 = and i32 %156, 1048575
  %165 = or disjoint i32 %164, 1072693248
  %166 = tail call double @llvm.nvvm.lohi.i2d(i32 %157, i32 %165) #9
  %167 = icmp samesign ugt i32 %165, 1073127582
  br i1 %167, label %168, label %174

168:                                              ; preds = %161
  %169 = tail call i32 @llvm.nvvm.d2i.lo(double %166) #9
  %170 = tail call i32 @llvm.nvvm.d2i.hi(double %166) #9
  %171 = add i32 %170, -1048576
  %172 = tail call double @llvm.nvvm.lohi.i2d(i32 %169, i32 %171) #9
  %173 = add nsw i32 %163, 1
  br label %174

174:                                              ; preds = %168, %161
  %175 = phi double [ %172, %168 ], [ %166, %161 ]
  %176 = phi i32 [ %173, %168 ], [ %163, %161 ]
  %177 = fadd double %175, -1.000000e+00
  %178 = fadd double %175, 1.000000e+00
  %179 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %178) #9
  %180 = fneg double %178
  %181 = tail call double @llvm.fma.f64(double %180, double %179, double 1.000000e+00)
  %182 = tail call double @llvm.fma.f64(double %181, double %181, double %181)
  %183 = tail call double @llvm.fma.f64(double %182, double %179, double %179)
  %184 = fmul double %177, %183
  %185 = fadd double %184, %184
  %186 = fmul double %185, %185
  %187 = tail call double @llvm.fma.f64(double %186, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %188 = tail call double @llvm.fma.f64(double %187, double %186, double 0x3EF3B2669F02676F)
  %189 = tail call double @llvm.fma.f64(double %188, double %186, double 0x3F1745CBA9AB0956)
  %190 = tail call double @llvm.fma.f64(double %189, double %186, double 0x3F3C71C72D1B5154)
  %191 = tail call double @llvm.fma.f64(double %190, double %186, double 0x3F624924923BE72D)
  %192 = tail call double @llvm.fma.f64(double %191, double %186, double 0x3F8999999999A3C4)
  %193 = tail call double @llvm.fma.f64(double %192, double %186, double 0x3FB5555555555554)
  %194 = fsub double %177, %185
  %195 = fmul double %194, 2.000000e+00
  %196 = fneg double %185
  %197 = tail call double @llvm.fma.f64(double %196, double %177, double %195)
  %198 = fmul double %183, %197
  %199 = fmul double %186, %193
  %200 = tail call double @llvm.fma.f64(double %199, double %185, double %198)
  %201 = xor i32 %176, -2147483648
  %202 = tail call double @llvm.nvvm.lohi.i2d(i32 %201, i32 1127219200) #9
  %203 = fsub double %202, %331
  %204 = tail call double @llvm.fma.f64(double %203, double 0x3FE62E42FEFA39EF, double %185)
  %205 = fneg double %203
  %206 = tail call double @llvm.fma.f64(double %205, double 0x3FE62E42FEFA39EF, double %204)
  %207 = fsub double %206, %185
  %208 = fsub double %200, %207
  %209 = tail call double @llvm.fma.f64(double %203, double 0x3C7ABC9E3B39803F, double %208)
  %210 = fadd double %204, %209
  br label %217

211:                                              ; preds = %154
  %212 = tail call double @llvm.fma.f64(double %155, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %213 = tail call i32 @llvm.nvvm.d2i.hi(double %155) #9
  %214 = and i32 %213, 2147483647
  %215 = icmp eq i32 %214, 0
  %216 = select i1 %215, double 0xFFF0000000000000, double %212
  br label %217

217:                                              ; preds = %211, %174, %128
  %218 = phi double [ %144, %128 ], [ %210, %174 ], [ %216, %211 ]
  %219 = fadd contract double %78, %218
  %220 = fadd contract double %21, %219
  %221 = add nuw nsw i32 %22, 1
  %222 = icmp eq i32 %221, %324
  br i1 %222, label %223, label %20, !llvm.loop !15

223:                                              ; preds = %217
  %224 = fcmp contract ogt double %4, 1.000000e-08
  %225 = fcmp contract olt double %4, 1.000000e+08
  %226 = and i1 %224, %225
  %227 = select contract i1 %226, double %4, double 1.000000e-02
  %228 = tail call i32 @llvm.smax.i32(i32 %5, i32 1)
  %229 = tail call i32 @llvm.smin.i32(i32 %228, i32 25)
  %230 = fcmp contract ogt double %6, 0.000000e+00
  %231 = fcmp contract olt double %6, 1.000000e+00
  %232 = and i1 %230, %231
  %233 = select contract i1 %232, double %6, double 1.000000e-08
  %234 = fmul contract double %227, 5.000000e-01
  %235 = fmul contract double %234, 0.000000e+00
  %236 = fadd contract double %235, %220
  %237 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %238 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %239 = getelementptr inbounds nuw i8, ptr %11, i64 56
  %240 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %241 = getelementptr inbounds nuw i8, ptr %11, i64 96
  %242 = getelementptr inbounds nuw i8, ptr %11, i64 112
  %243 = getelementptr inbounds nuw i8, ptr %11, i64 120
  %244 = getelementptr inbounds nuw i8, ptr %11, i64 144
  %245 = getelementptr inbounds nuw i8, ptr %11, i64 168
  %246 = getelementptr inbounds nuw i8, ptr %11, i64 176
  %247 = getelementptr inbounds nuw i8, ptr %11, i64 192
  %248 = getelementptr inbounds nuw i8, ptr %11, i64 224
  %249 = getelementptr inbounds nuw i8, ptr %11, i64 232
  %250 = getelementptr inbounds nuw i8, ptr %11, i64 240
  %251 = getelementptr inbounds nuw i8, ptr %11, i64 280
  %252 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %253 = getelementptr inbounds nuw i8, ptr %11, i64 56
  %254 = getelementptr inbounds nuw i8, ptr %11, i64 96
  %255 = getelementptr inbounds nuw i8, ptr %11, i64 104
  %256 = getelementptr inbounds nuw i8, ptr %11, i64 112
  %257 = getelementptr inbounds nuw i8, ptr %11, i64 144
  %258 = getelementptr inbounds nuw i8, ptr %11, i64 152
  %259 = getelementptr inbounds nuw i8, ptr %11, i64 160
  %260 = getelementptr inbounds nuw i8, ptr %11, i64 168
  %261 = getelementptr inbounds nuw i8, ptr %11, i64 192
  %262 = getelementptr inbounds nuw i8, ptr %11, i64 200
  %263 = getelementptr inbounds nuw i8, ptr %11, i64 208
  %264 = getelementptr inbounds nuw i8, ptr %11, i64 216
  %265 = getelementptr inbounds nuw i8, ptr %11, i64 224
  %266 = getelementptr inbounds nuw i8, ptr %11, i64 240
  %267 = getelementptr inbounds nuw i8, ptr %11, i64 248
  %268 = getelementptr inbounds nuw i8, ptr %11, i64 256
  %269 = getelementptr inbounds nuw i8, ptr %11, i64 264
  %270 = getelementptr inbounds nuw i8, ptr %11, i64 272
  %271 = getelementptr inbounds nuw i8, ptr %11, i64 280
  %272 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %273 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %274 = getelementptr inbounds nuw i8, ptr %11, i64 96
  %275 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %276 = getelementptr inbounds nuw i8, ptr %11, i64 144
  %277 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %278 = getelementptr inbounds nuw i8, ptr %11, i64 192
  %279 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %280 = getelementptr inbounds nuw i8, ptr %11, i64 240
  %281 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %282 = getelementptr inbounds nuw i8, ptr %11, i64 104
  %283 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %284 = getelementptr inbounds nuw i8, ptr %11, i64 152
  %285 = getelementptr inbounds nuw i8, ptr %11, i64 72
  %286 = getelementptr inbounds nuw i8, ptr %11, i64 200
  %287 = getelementptr inbounds nuw i8, ptr %11, i64 80
  %288 = getelementptr inbounds nuw i8, ptr %11, i64 248
  %289 = getelementptr inbounds nuw i8, ptr %11, i64 88
  %290 = getelementptr inbounds nuw i8, ptr %11, i64 160
  %291 = getelementptr inbounds nuw i8, ptr %11, i64 120
  %292 = getelementptr inbounds nuw i8, ptr %11, i64 208
  %293 = getelementptr inbounds nuw i8, ptr %11, i64 128
  %294 = getelementptr inbounds nuw i8, ptr %11, i64 256
  %295 = getelementptr inbounds nuw i8, ptr %11, i64 136
  %296 = getelementptr inbounds nuw i8, ptr %11, i64 216
  %297 = getelementptr inbounds nuw i8, ptr %11, i64 176
  %298 = getelementptr inbounds nuw i8, ptr %11, i64 264
  %299 = getelementptr inbounds nuw i8, ptr %11, i64 184
  %300 = getelementptr inbounds nuw i8, ptr %11, i64 272
  %301 = getelementptr inbounds nuw i8, ptr %11, i64 232
  %302 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %303 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %304 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %305 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %306 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %307 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %308 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %309 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %310 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %311 = getelementptr inbounds nuw i8, ptr %13, i64 40
  %312 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %313 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %314 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %315 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %316 = getelementptr inbounds nuw i8, ptr %13, i64 40
  %317 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %318 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %319 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %320 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %321 = getelementptr inbounds nuw i8, ptr %13, i64 40
  br label %332

322:                                              ; preds = %10
  %323 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %324 = tail call i32 @llvm.smin.i32(i32 %323, i32 64)
  %325 = sext i32 %18 to i64
  %326 = zext nneg i32 %324 to i64
  %327 = mul nsw i64 %326, %325
  %328 = mul nsw i64 %327, 24
  %329 = getelementptr inbounds nuw i8, ptr %0, i64 %328
  %330 = getelementptr inbounds nuw i8, ptr %1, i64 %327
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  %331 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  br label %20

332:                                              ; preds = %223, %952
  %333 = phi double [ 0.000000e+00, %223 ], [ %943, %952 ]
  %334 = phi double [ 0.000000e+00, %223 ], [ %944, %952 ]
  %335 = phi double [ 0.000000e+00, %223 ], [ %945, %952 ]
  %336 = phi double [ 0.000000e+00, %223 ], [ %946, %952 ]
  %337 = phi double [ 0.000000e+00, %223 ], [ %947, %952 ]
  %338 = phi double [ 0.000000e+00, %223 ], [ %948, %952 ]
  %339 = phi double [ %236, %223 ], [ %950, %952 ]
  %340 = phi i32 [ 0, %223 ], [ %953, %952 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  store double 1.000000e-10, ptr %11, align 8, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %237, i8 0, i64 40, i1 false)
  %341 = fmul contract double %227, %334
  store double 0.000000e+00, ptr %238, align 8, !tbaa !11
  store double %227, ptr %239, align 8, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %240, i8 0, i64 32, i1 false)
  %342 = fmul contract double %227, %335
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %241, i8 0, i64 16, i1 false)
  store double %227, ptr %242, align 8, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %243, i8 0, i64 24, i1 false)
  %343 = fmul contract double %227, %336
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %244, i8 0, i64 24, i1 false)
  store double %227, ptr %245, align 8, !tbaa !11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %246, i8 0, i64 16, i1 false)
  %344 = fmul contract double %227, %337
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %247, i8 0, i64 32, i1 false)
  store double %227, ptr %248, align 8, !tbaa !11
  store double 0.000000e+00, ptr %249, align 8, !tbaa !11
  %345 = fmul contract double %227, %338
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %250, i8 0, i64 40, i1 false)
  store double %227, ptr %251, align 8, !tbaa !11
  %346 = fadd contract double %333, 0.000000e+00
  %347 = load double, ptr %11, align 8, !tbaa !11
  %348 = load double, ptr %252, align 8, !tbaa !11
  %349 = load double, ptr %253, align 8, !tbaa !11
  %350 = load double, ptr %254, align 8, !tbaa !11
  %351 = load double, ptr %255, align 8, !tbaa !11
  %352 = load double, ptr %256, align 8, !tbaa !11
  %353 = load double, ptr %257, align 8, !tbaa !11
  %354 = load double, ptr %258, align 8, !tbaa !11
  %355 = load double, ptr %259, align 8, !tbaa !11
  %356 = load double, ptr %260, align 8, !tbaa !11
  %357 = load double, ptr %261, align 8, !tbaa !11
  %358 = load double, ptr %262, align 8, !tbaa !11
  %359 = load double, ptr %263, align 8, !tbaa !11
  %360 = load double, ptr %264, align 8, !tbaa !11
  %361 = load double, ptr %265, align 8, !tbaa !11
  %362 = load double, ptr %266, align 8, !tbaa !11
  %363 = load double, ptr %267, align 8, !tbaa !11
  %364 = load double, ptr %268, align 8, !tbaa !11
  %365 = load double, ptr %269, align 8, !tbaa !11
  %366 = load double, ptr %270, align 8, !tbaa !11
  %367 = load double, ptr %271, align 8, !tbaa !11
  br label %368

368:                                              ; preds = %332, %537
  %369 = phi double [ %367, %332 ], [ %601, %537 ]
  %370 = phi double [ %366, %332 ], [ %599, %537 ]
  %371 = phi double [ %365, %332 ], [ %597, %537 ]
  %372 = phi double [ %364, %332 ], [ %595, %537 ]
  %373 = phi double [ %363, %332 ], [ %593, %537 ]
  %374 = phi double [ %362, %332 ], [ %591, %537 ]
  %375 = phi double [ %361, %332 ], [ %587, %537 ]
  %376 = phi double [ %360, %332 ], [ %585, %537 ]
  %377 = phi double [ %359, %332 ], [ %583, %537 ]
  %378 = phi double [ %358, %332 ], [ %581, %537 ]
  %379 = phi double [ %357, %332 ], [ %579, %537 ]
  %380 = phi double [ %356, %332 ], [ %575, %537 ]
  %381 = phi double [ %355, %332 ], [ %573, %537 ]
  %382 = phi double [ %354, %332 ], [ %571, %537 ]
  %383 = phi double [ %353, %332 ], [ %569, %537 ]
  %384 = phi double [ %352, %332 ], [ %565, %537 ]
  %385 = phi double [ %351, %332 ], [ %563, %537 ]
  %386 = phi double [ %350, %332 ], [ %561, %537 ]
  %387 = phi double [ %349, %332 ], [ %557, %537 ]
  %388 = phi double [ %348, %332 ], [ %555, %537 ]
  %389 = phi double [ %347, %332 ], [ %551, %537 ]
  %390 = phi double [ 0.000000e+00, %332 ], [ %550, %537 ]
  %391 = phi double [ %341, %332 ], [ %553, %537 ]
  %392 = phi double [ %342, %332 ], [ %559, %537 ]
  %393 = phi double [ %343, %332 ], [ %567, %537 ]
  %394 = phi double [ %344, %332 ], [ %577, %537 ]
  %395 = phi double [ %345, %332 ], [ %589, %537 ]
  %396 = phi i32 [ 0, %332 ], [ %602, %537 ]
  %397 = mul nuw nsw i32 %396, 6
  %398 = zext nneg i32 %397 to i64
  %399 = getelementptr inbounds nuw float, ptr %329, i64 %398
  %400 = getelementptr inbounds nuw i8, ptr %399, i64 4
  %401 = addrspacecast ptr %400 to ptr addrspace(1)
  %402 = load float, ptr addrspace(1) %401, align 4, !invariant.load !13
  %403 = call noundef float @llvm.nvvm.fabs.f32(float %402)
  %404 = fcmp contract olt float %403, 1.000000e+06
  %405 = fpext contract float %402 to double
  %406 = select contract i1 %404, double %405, double 0.000000e+00
  %407 = zext nneg i32 %397 to i64
  %408 = getelementptr inbounds nuw float, ptr %329, i64 %407
  %409 = getelementptr inbounds nuw i8, ptr %408, i64 8
  %410 = addrspacecast ptr %409 to ptr addrspace(1)
  %411 = load float, ptr addrspace(1) %410, align 4, !invariant.load !13
  %412 = call noundef float @llvm.nvvm.fabs.f32(float %411)
  %413 = fcmp contract olt float %412, 1.000000e+06
  %414 = fpext contract float %411 to double
  %415 = select contract i1 %413, double %414, double 0.000000e+00
  %416 = zext nneg i32 %397 to i64
  %417 = getelementptr inbounds nuw float, ptr %329, i64 %416
  %418 = getelementptr inbounds nuw i8, ptr %417, i64 12
  %419 = addrspacecast ptr %418 to ptr addrspace(1)
  %420 = load float, ptr addrspace(1) %419, align 4, !invariant.load !13
  %421 = call noundef float @llvm.nvvm.fabs.f32(float %420)
  %422 = fcmp contract olt float %421, 1.000000e+06
  %423 = fpext contract float %420 to double
  %424 = select contract i1 %422, double %423, double 0.000000e+00
  %425 = zext nneg i32 %397 to i64
  %426 = getelementptr inbounds nuw float, ptr %329, i64 %425
  %427 = getelementptr inbounds nuw i8, ptr %426, i64 16
  %428 = addrspacecast ptr %427 to ptr addrspace(1)
  %429 = load float, ptr addrspace(1) %428, align 4, !invariant.load !13
  %430 = call noundef float @llvm.nvvm.fabs.f32(float %429)
  %431 = fcmp contract olt float %430, 1.000000e+06
  %432 = fpext contract float %429 to double
  %433 = select contract i1 %431, double %432, double 0.000000e+00
  %434 = zext nneg i32 %397 to i64
  %435 = getelementptr inbounds nuw float, ptr %329, i64 %434
  %436 = getelementptr inbounds nuw i8, ptr %435, i64 20
  %437 = addrspacecast ptr %436 to ptr addrspace(1)
  %438 = load float, ptr addrspace(1) %437, align 4, !invariant.load !13
  %439 = call noundef float @llvm.nvvm.fabs.f32(float %438)
  %440 = fcmp contract olt float %439, 1.000000e+06
  %441 = fpext contract float %438 to double
  %442 = select contract i1 %440, double %441, double 0.000000e+00
  %443 = fmul contract double %334, %406
  %444 = fadd contract double %346, %443
  %445 = fmul contract double %335, %415
  %446 = fadd contract double %444, %445
  %447 = fmul contract double %336, %424
  %448 = fadd contract double %446, %447
  %449 = fmul contract double %337, %433
  %450 = fadd contract double %448, %449
  %451 = fmul contract double %338, %442
  %452 = fadd contract double %450, %451
  %453 = fcmp contract ult double %452, 0.000000e+00
  br i1 %453, label %496, label %454

454:                                              ; preds = %368
  %455 = fneg contract double %452
  %456 = call double @llvm.fma.f64(double %455, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %457 = call i32 @llvm.nvvm.d2i.lo(double %456) #9
  %458 = call double @llvm.nvvm.add.rn.d(double %456, double 0xC338000000000000) #9
  %459 = call double @llvm.fma.f64(double %458, double 0xBFE62E42FEFA39EF, double %455)
  %460 = call double @llvm.fma.f64(double %458, double 0xBC7ABC9E3B39803F, double %459)
  %461 = call double @llvm.fma.f64(double %460, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %462 = call double @llvm.fma.f64(double %461, double %460, double 0x3EC71DEE62401315)
  %463 = call double @llvm.fma.f64(double %462, double %460, double 0x3EFA01997C89EB71)
  %464 = call double @llvm.fma.f64(double %463, double %460, double 0x3F2A01A014761F65)
  %465 = call double @llvm.fma.f64(double %464, double %460, double 0x3F56C16C1852B7AF)
  %466 = call double @llvm.fma.f64(double %465, double %460, double 0x3F81111111122322)
  %467 = call double @llvm.fma.f64(double %466, double %460, double 0x3FA55555555502A1)
  %468 = call double @llvm.fma.f64(double %467, double %460, double 0x3FC5555555555511)
  %469 = call double @llvm.fma.f64(double %468, double %460, double 0x3FE000000000000B)
  %470 = call double @llvm.fma.f64(double %469, double %460, double 1.000000e+00)
  %471 = call double @llvm.fma.f64(double %470, double %460, double 1.000000e+00)
  %472 = call i32 @llvm.nvvm.d2i.lo(double %471) #9
  %473 = call i32 @llvm.nvvm.d2i.hi(double %471) #9
  %474 = shl i32 %457, 20
  %475 = add i32 %473, %474
  %476 = call double @llvm.nvvm.lohi.i2d(i32 %472, i32 %475) #9
  %477 = call i32 @llvm.nvvm.d2i.hi(double %455) #9
  %478 = bitcast i32 %477 to float
  %479 = call float @llvm.nvvm.fabs.f32(float %478)
  %480 = fcmp olt float %479, 0x4010C46560000000
  br i1 %480, label %537, label %481

481:                                              ; preds = %454
  %482 = fcmp ogt double %452, 0.000000e+00
  %483 = fsub double 0x7FF0000000000000, %452
  %484 = select i1 %482, double 0.000000e+00, double %483
  %485 = fcmp olt float %479, 0x4010E90000000000
  br i1 %485, label %486, label %537

486:                                              ; preds = %481
  %487 = sdiv i32 %457, 2
  %488 = shl i32 %487, 20
  %489 = add i32 %473, %488
  %490 = call double @llvm.nvvm.lohi.i2d(i32 %472, i32 %489) #9
  %491 = sub nsw i32 %457, %487
  %492 = shl i32 %491, 20
  %493 = add nsw i32 %492, 1072693248
  %494 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %493) #9
  %495 = fmul double %494, %490
  br label %537

496:                                              ; preds = %368
  %497 = call double @llvm.fma.f64(double %452, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %498 = call i32 @llvm.nvvm.d2i.lo(double %497) #9
  %499 = call double @llvm.nvvm.add.rn.d(double %497, double 0xC338000000000000) #9
  %500 = call double @llvm.fma.f64(double %499, double 0xBFE62E42FEFA39EF, double %452)
  %501 = call double @llvm.fma.f64(double %499, double 0xBC7ABC9E3B39803F, double %500)
  %502 = call double @llvm.fma.f64(double %501, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %503 = call double @llvm.fma.f64(double %502, double %501, double 0x3EC71DEE62401315)
  %504 = call double @llvm.fma.f64(double %503, double %501, double 0x3EFA01997C89EB71)
  %505 = call double @llvm.fma.f64(double %504, double %501, double 0x3F2A01A014761F65)
  %506 = call double @llvm.fma.f64(double %505, double %501, double 0x3F56C16C1852B7AF)
  %507 = call double @llvm.fma.f64(double %506, double %501, double 0x3F81111111122322)
  %508 = call double @llvm.fma.f64(double %507, double %501, double 0x3FA55555555502A1)
  %509 = call double @llvm.fma.f64(double %508, double %501, double 0x3FC5555555555511)
  %510 = call double @llvm.fma.f64(double %509, double %501, double 0x3FE000000000000B)
  %511 = call double @llvm.fma.f64(double %510, double %501, double 1.000000e+00)
  %512 = call double @llvm.fma.f64(double %511, double %501, double 1.000000e+00)
  %513 = call i32 @llvm.nvvm.d2i.lo(double %512) #9
  %514 = call i32 @llvm.nvvm.d2i.hi(double %512) #9
  %515 = shl i32 %498, 20
  %516 = add i32 %514, %515
  %517 = call double @llvm.nvvm.lohi.i2d(i32 %513, i32 %516) #9
  %518 = call i32 @llvm.nvvm.d2i.hi(double %452) #9
  %519 = bitcast i32 %518 to float
  %520 = call float @llvm.nvvm.fabs.f32(float %519)
  %521 = fcmp olt float %520, 0x4010C46560000000
  br i1 %521, label %537, label %522

522:                                              ; preds = %496
  %523 = fcmp olt double %452, 0.000000e+00
  %524 = fadd double %452, 0x7FF0000000000000
  %525 = select i1 %523, double 0.000000e+00, double %524
  %526 = fcmp olt float %520, 0x4010E90000000000
  br i1 %526, label %527, label %537

527:                                              ; preds = %522
  %528 = sdiv i32 %498, 2
  %529 = shl i32 %528, 20
  %530 = add i32 %514, %529
  %531 = call double @llvm.nvvm.lohi.i2d(i32 %513, i32 %530) #9
  %532 = sub nsw i32 %498, %528
  %533 = shl i32 %532, 20
  %534 = add nsw i32 %533, 1072693248
  %535 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %534) #9
  %536 = fmul double %535, %531
  br label %537

537:                                              ; preds = %527, %522, %496, %486, %481, %454
  %538 = phi double [ %484, %481 ], [ %476, %454 ], [ %495, %486 ], [ %517, %496 ], [ %536, %527 ], [ %525, %522 ]
  %539 = phi double [ 1.000000e+00, %481 ], [ 1.000000e+00, %454 ], [ 1.000000e+00, %486 ], [ %517, %496 ], [ %536, %527 ], [ %525, %522 ]
  %540 = fadd contract double %538, 1.000000e+00
  %541 = fdiv contract double %539, %540
  %542 = zext nneg i32 %396 to i64
  %543 = getelementptr inbounds nuw i8, ptr %330, i64 %542
  %544 = load i8, ptr %543, align 1, !tbaa !14
  %545 = and i8 %544, 1
  %546 = uitofp nneg i8 %545 to double
  %547 = fsub contract double %541, %546
  %548 = fsub contract double 1.000000e+00, %541
  %549 = fmul contract double %541, %548
  %550 = fadd contract double %390, %547
  %551 = fadd contract double %389, %549
  %552 = fmul contract double %547, %406
  %553 = fadd contract double %391, %552
  %554 = fmul contract double %549, %406
  %555 = fadd contract double %388, %554
  %556 = fmul contract double %554, %406
  %557 = fadd contract double %387, %556
  %558 = fmul contract double %547, %415
  %559 = fadd contract double %392, %558
  %560 = fmul contract double %549, %415
  %561 = fadd contract double %386, %560
  %562 = fmul contract double %560, %406
  %563 = fadd contract double %385, %562
  %564 = fmul contract double %560, %415
  %565 = fadd contract double %384, %564
  %566 = fmul contract double %547, %424
  %567 = fadd contract double %393, %566
  %568 = fmul contract double %549, %424
  %569 = fadd contract double %383, %568
  %570 = fmul contract double %568, %406
  %571 = fadd contract double %382, %570
  %572 = fmul contract double %568, %415
  %573 = fadd contract double %381, %572
  %574 = fmul contract double %568, %424
  %575 = fadd contract double %380, %574
  %576 = fmul contract double %547, %433
  %577 = fadd contract double %394, %576
  %578 = fmul contract double %549, %433
  %579 = fadd contract double %379, %578
  %580 = fmul contract double %578, %406
  %581 = fadd contract double %378, %580
  %582 = fmul contract double %578, %415
  %583 = fadd contract double %377, %582
  %584 = fmul contract double %578, %424
  %585 = fadd contract double %376, %584
  %586 = fmul contract double %578, %433
  %587 = fadd contract double %375, %586
  %588 = fmul contract double %547, %442
  %589 = fadd contract double %395, %588
  %590 = fmul contract double %549, %442
  %591 = fadd contract double %374, %590
  %592 = fmul contract double %590, %406
  %593 = fadd contract double %373, %592
  %594 = fmul contract double %590, %415
  %595 = fadd contract double %372, %594
  %596 = fmul contract double %590, %424
  %597 = fadd contract double %371, %596
  %598 = fmul contract double %590, %433
  %599 = fadd contract double %370, %598
  %600 = fmul contract double %590, %442
  %601 = fadd contract double %369, %600
  %602 = add nuw nsw i32 %396, 1
  %603 = icmp eq i32 %602, %324
  br i1 %603, label %604, label %368, !llvm.loop !23

604:                                              ; preds = %537
  store double %551, ptr %11, align 8, !tbaa !11
  store double %555, ptr %252, align 8, !tbaa !11
  store double %557, ptr %253, align 8, !tbaa !11
  store double %561, ptr %254, align 8, !tbaa !11
  store double %563, ptr %255, align 8, !tbaa !11
  store double %565, ptr %256, align 8, !tbaa !11
  store double %569, ptr %257, align 8, !tbaa !11
  store double %571, ptr %258, align 8, !tbaa !11
  store double %573, ptr %259, align 8, !tbaa !11
  store double %575, ptr %260, align 8, !tbaa !11
  store double %579, ptr %261, align 8, !tbaa !11
  store double %581, ptr %262, align 8, !tbaa !11
  store double %583, ptr %263, align 8, !tbaa !11
  store double %585, ptr %264, align 8, !tbaa !11
  store double %587, ptr %265, align 8, !tbaa !11
  store double %591, ptr %266, align 8, !tbaa !11
  store double %593, ptr %267, align 8, !tbaa !11
  store double %595, ptr %268, align 8, !tbaa !11
  store double %597, ptr %269, align 8, !tbaa !11
  store double %599, ptr %270, align 8, !tbaa !11
  store double %601, ptr %271, align 8, !tbaa !11
  %605 = call noundef double @llvm.nvvm.fabs.f64(double %550)
  %606 = call noundef double @llvm.maxnum.f64(double %605, double 0.000000e+00)
  %607 = load double, ptr %272, align 8, !tbaa !11
  store double %607, ptr %273, align 8, !tbaa !11
  %608 = load double, ptr %274, align 8, !tbaa !11
  store double %608, ptr %275, align 8, !tbaa !11
  %609 = load double, ptr %276, align 8, !tbaa !11
  store double %609, ptr %277, align 8, !tbaa !11
  %610 = load double, ptr %278, align 8, !tbaa !11
  store double %610, ptr %279, align 8, !tbaa !11
  %611 = load double, ptr %280, align 8, !tbaa !11
  store double %611, ptr %281, align 8, !tbaa !11
  %612 = call noundef double @llvm.nvvm.fabs.f64(double %553)
  %613 = call noundef double @llvm.maxnum.f64(double %606, double %612)
  %614 = load double, ptr %282, align 8, !tbaa !11
  store double %614, ptr %283, align 8, !tbaa !11
  %615 = load double, ptr %284, align 8, !tbaa !11
  store double %615, ptr %285, align 8, !tbaa !11
  %616 = load double, ptr %286, align 8, !tbaa !11
  store double %616, ptr %287, align 8, !tbaa !11
  %617 = load double, ptr %288, align 8, !tbaa !11
  store double %617, ptr %289, align 8, !tbaa !11
  %618 = call noundef double @llvm.nvvm.fabs.f64(double %559)
  %619 = call noundef double @llvm.maxnum.f64(double %613, double %618)
  %620 = load double, ptr %290, align 8, !tbaa !11
  store double %620, ptr %291, align 8, !tbaa !11
  %621 = load double, ptr %292, align 8, !tbaa !11
  store double %621, ptr %293, align 8, !tbaa !11
  %622 = load double, ptr %294, align 8, !tbaa !11
  store double %622, ptr %295, align 8, !tbaa !11
  %623 = call noundef double @llvm.nvvm.fabs.f64(double %567)
  %624 = call noundef double @llvm.maxnum.f64(double %619, double %623)
  %625 = load double, ptr %296, align 8, !tbaa !11
  store double %625, ptr %297, align 8, !tbaa !11
  %626 = load double, ptr %298, align 8, !tbaa !11
  store double %626, ptr %299, align 8, !tbaa !11
  %627 = call noundef double @llvm.nvvm.fabs.f64(double %577)
  %628 = call noundef double @llvm.maxnum.f64(double %624, double %627)
  %629 = load double, ptr %300, align 8, !tbaa !11
  store double %629, ptr %301, align 8, !tbaa !11
  %630 = call noundef double @llvm.nvvm.fabs.f64(double %589)
  %631 = call noundef double @llvm.maxnum.f64(double %628, double %630)
  %632 = fcmp contract olt double %631, %233
  br i1 %632, label %942, label %633

633:                                              ; preds = %604
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  %634 = fneg contract double %550
  store double %634, ptr %12, align 8, !tbaa !11
  %635 = fneg contract double %553
  store double %635, ptr %302, align 8, !tbaa !11
  %636 = fneg contract double %559
  store double %636, ptr %303, align 8, !tbaa !11
  %637 = fneg contract double %567
  store double %637, ptr %304, align 8, !tbaa !11
  %638 = fneg contract double %577
  store double %638, ptr %305, align 8, !tbaa !11
  %639 = fneg contract double %589
  store double %639, ptr %306, align 8, !tbaa !11
  %640 = call noundef zeroext i1 @_Z14cholesky_solveILi6EEbRAT__AT__dRAT__KdRS0_(ptr noundef nonnull align 8 dereferenceable(288) %11, ptr noundef nonnull align 8 dereferenceable(48) %12, ptr noundef nonnull align 8 dereferenceable(48) %13) #9
  br i1 %640, label %655, label %641

641:                                              ; preds = %633
  %642 = fadd contract double %631, 1.000000e+00
  %643 = fneg contract double %550
  %644 = fdiv contract double %643, %642
  store double %644, ptr %13, align 8, !tbaa !11
  %645 = fneg contract double %553
  %646 = fdiv contract double %645, %642
  store double %646, ptr %307, align 8, !tbaa !11
  %647 = fneg contract double %559
  %648 = fdiv contract double %647, %642
  store double %648, ptr %308, align 8, !tbaa !11
  %649 = fneg contract double %567
  %650 = fdiv contract double %649, %642
  store double %650, ptr %309, align 8, !tbaa !11
  %651 = fneg contract double %577
  %652 = fdiv contract double %651, %642
  store double %652, ptr %310, align 8, !tbaa !11
  %653 = fneg contract double %589
  %654 = fdiv contract double %653, %642
  store double %654, ptr %311, align 8, !tbaa !11
  br label %655

655:                                              ; preds = %633, %641
  %656 = load double, ptr %13, align 8, !tbaa !11
  %657 = fmul contract double %550, %656
  %658 = fadd contract double %657, 0.000000e+00
  %659 = load double, ptr %312, align 8, !tbaa !11
  %660 = fmul contract double %553, %659
  %661 = fadd contract double %658, %660
  %662 = load double, ptr %313, align 8, !tbaa !11
  %663 = fmul contract double %559, %662
  %664 = fadd contract double %661, %663
  %665 = load double, ptr %314, align 8, !tbaa !11
  %666 = fmul contract double %567, %665
  %667 = fadd contract double %664, %666
  %668 = load double, ptr %315, align 8, !tbaa !11
  %669 = fmul contract double %577, %668
  %670 = fadd contract double %667, %669
  %671 = load double, ptr %316, align 8, !tbaa !11
  %672 = fmul contract double %589, %671
  %673 = fadd contract double %670, %672
  %674 = fcmp contract olt double %673, 0.000000e+00
  br i1 %674, label %675, label %932

675:                                              ; preds = %655
  %676 = load double, ptr %13, align 8, !tbaa !11
  %677 = load double, ptr %317, align 8, !tbaa !11
  %678 = load double, ptr %318, align 8, !tbaa !11
  %679 = load double, ptr %319, align 8, !tbaa !11
  %680 = load double, ptr %320, align 8, !tbaa !11
  %681 = load double, ptr %321, align 8, !tbaa !11
  br label %682

682:                                              ; preds = %675, %918
  %683 = phi double [ %920, %918 ], [ 1.000000e+00, %675 ]
  %684 = phi i32 [ %919, %918 ], [ 0, %675 ]
  %685 = fmul contract double %683, %676
  %686 = fadd contract double %333, %685
  %687 = fmul contract double %683, %677
  %688 = fadd contract double %334, %687
  %689 = fmul contract double %683, %678
  %690 = fadd contract double %335, %689
  %691 = fmul contract double %683, %679
  %692 = fadd contract double %336, %691
  %693 = fmul contract double %683, %680
  %694 = fadd contract double %337, %693
  %695 = fmul contract double %683, %681
  %696 = fadd contract double %338, %695
  call void @llvm.experimental.noalias.scope.decl(metadata !24)
  call void @llvm.experimental.noalias.scope.decl(metadata !27)
  br label %697

697:                                              ; preds = %894, %682
  %698 = phi double [ 0.000000e+00, %682 ], [ %897, %894 ]
  %699 = phi i32 [ 0, %682 ], [ %898, %894 ]
  %700 = mul nuw nsw i32 %699, 6
  %701 = zext nneg i32 %700 to i64
  %702 = getelementptr inbounds nuw float, ptr %329, i64 %701
  %703 = getelementptr inbounds nuw i8, ptr %702, i64 4
  %704 = addrspacecast ptr %703 to ptr addrspace(1)
  %705 = load float, ptr addrspace(1) %704, align 4, !invariant.load !13, !alias.scope !24, !noalias !27
  %706 = call noundef float @llvm.nvvm.fabs.f32(float %705)
  %707 = fcmp contract olt float %706, 1.000000e+06
  %708 = fpext contract float %705 to double
  %709 = select contract i1 %707, double %708, double 0.000000e+00
  %710 = fmul contract double %688, %709
  %711 = fadd contract double %686, %710
  %712 = getelementptr inbounds nuw i8, ptr %702, i64 8
  %713 = addrspacecast ptr %712 to ptr addrspace(1)
  %714 = load float, ptr addrspace(1) %713, align 4, !invariant.load !13, !alias.scope !24, !noalias !27
  %715 = call noundef float @llvm.nvvm.fabs.f32(float %714)
  %716 = fcmp contract olt float %715, 1.000000e+06
  %717 = fpext contract float %714 to double
  %718 = select contract i1 %716, double %717, double 0.000000e+00
  %719 = fmul contract double %690, %718
  %720 = fadd contract double %711, %719
  %721 = getelementptr inbounds nuw i8, ptr %702, i64 12
  %722 = addrspacecast ptr %721 to ptr addrspace(1)
  %723 = load float, ptr addrspace(1) %722, align 4, !invariant.load !13, !alias.scope !24, !noalias !27
  %724 = call noundef float @llvm.nvvm.fabs.f32(float %723)
  %725 = fcmp contract olt float %724, 1.000000e+06
  %726 = fpext contract float %723 to double
  %727 = select contract i1 %725, double %726, double 0.000000e+00
  %728 = fmul contract double %692, %727
  %729 = fadd contract double %720, %728
  %730 = getelementptr inbounds nuw i8, ptr %702, i64 16
  %731 = addrspacecast ptr %730 to ptr addrspace(1)
  %732 = load float, ptr addrspace(1) %731, align 4, !invariant.load !13, !alias.scope !24, !noalias !27
  %733 = call noundef float @llvm.nvvm.fabs.f32(float %732)
  %734 = fcmp contract olt float %733, 1.000000e+06
  %735 = fpext contract float %732 to double
  %736 = select contract i1 %734, double %735, double 0.000000e+00
  %737 = fmul contract double %694, %736
  %738 = fadd contract double %729, %737
  %739 = getelementptr inbounds nuw i8, ptr %702, i64 20
  %740 = addrspacecast ptr %739 to ptr addrspace(1)
  %741 = load float, ptr addrspace(1) %740, align 4, !invariant.load !13, !alias.scope !24, !noalias !27
  %742 = call noundef float @llvm.nvvm.fabs.f32(float %741)
  %743 = fcmp contract olt float %742, 1.000000e+06
  %744 = fpext contract float %741 to double
  %745 = select contract i1 %743, double %744, double 0.000000e+00
  %746 = fmul contract double %696, %745
  %747 = fadd contract double %738, %746
  %748 = zext nneg i32 %699 to i64
  %749 = getelementptr inbounds nuw i8, ptr %330, i64 %748
  %750 = load i8, ptr %749, align 1, !tbaa !14, !alias.scope !27, !noalias !24
  %751 = and i8 %750, 1
  %752 = icmp eq i8 %751, 0
  %753 = fneg contract double %747
  %754 = select contract i1 %752, double %747, double %753
  %755 = call noundef double @llvm.maxnum.f64(double %754, double 0.000000e+00)
  %756 = call noundef double @llvm.nvvm.fabs.f64(double %754)
  %757 = fneg contract double %756
  %758 = call double @llvm.fma.f64(double %757, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %759 = call i32 @llvm.nvvm.d2i.lo(double %758) #9
  %760 = call double @llvm.nvvm.add.rn.d(double %758, double 0xC338000000000000) #9
  %761 = call double @llvm.fma.f64(double %760, double 0xBFE62E42FEFA39EF, double %757)
  %762 = call double @llvm.fma.f64(double %760, double 0xBC7ABC9E3B39803F, double %761)
  %763 = call double @llvm.fma.f64(double %762, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %764 = call double @llvm.fma.f64(double %763, double %762, double 0x3EC71DEE62401315)
  %765 = call double @llvm.fma.f64(double %764, double %762, double 0x3EFA01997C89EB71)
  %766 = call double @llvm.fma.f64(double %765, double %762, double 0x3F2A01A014761F65)
  %767 = call double @llvm.fma.f64(double %766, double %762, double 0x3F56C16C1852B7AF)
  %768 = call double @llvm.fma.f64(double %767, double %762, double 0x3F81111111122322)
  %769 = call double @llvm.fma.f64(double %768, double %762, double 0x3FA55555555502A1)
  %770 = call double @llvm.fma.f64(double %769, double %762, double 0x3FC5555555555511)
  %771 = call double @llvm.fma.f64(double %770, double %762, double 0x3FE000000000000B)
  %772 = call double @llvm.fma.f64(double %771, double %762, double 1.000000e+00)
  %773 = call double @llvm.fma.f64(double %772, double %762, double 1.000000e+00)
  %774 = call i32 @llvm.nvvm.d2i.lo(double %773) #9
  %775 = call i32 @llvm.nvvm.d2i.hi(double %773) #9
  %776 = shl i32 %759, 20
  %777 = add i32 %775, %776
  %778 = call double @llvm.nvvm.lohi.i2d(i32 %774, i32 %777) #9
  %779 = call i32 @llvm.nvvm.d2i.hi(double %757) #9
  %780 = bitcast i32 %779 to float
  %781 = call float @llvm.nvvm.fabs.f32(float %780)
  %782 = fcmp olt float %781, 0x4010C46560000000
  br i1 %782, label %798, label %783

783:                                              ; preds = %697
  %784 = fcmp ogt double %756, 0.000000e+00
  %785 = fsub double 0x7FF0000000000000, %756
  %786 = select i1 %784, double 0.000000e+00, double %785
  %787 = fcmp olt float %781, 0x4010E90000000000
  br i1 %787, label %788, label %798

788:                                              ; preds = %783
  %789 = sdiv i32 %759, 2
  %790 = shl i32 %789, 20
  %791 = add i32 %775, %790
  %792 = call double @llvm.nvvm.lohi.i2d(i32 %774, i32 %791) #9
  %793 = sub nsw i32 %759, %789
  %794 = shl i32 %793, 20
  %795 = add nsw i32 %794, 1072693248
  %796 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %795) #9
  %797 = fmul double %796, %792
  br label %798

798:                                              ; preds = %788, %783, %697
  %799 = phi double [ %778, %697 ], [ %797, %788 ], [ %786, %783 ]
  %800 = call i32 @llvm.nvvm.d2i.hi(double %799) #9
  %801 = bitcast i32 %800 to float
  %802 = fcmp olt float %801, 0x3FFCAAAAA0000000
  %803 = fcmp ogt float %801, 0xBFFB333320000000
  %804 = and i1 %802, %803
  br i1 %804, label %805, label %822

805:                                              ; preds = %798
  %806 = fadd double %799, 2.000000e+00
  %807 = fdiv double %799, %806
  %808 = fneg double %799
  %809 = fmul double %807, %808
  %810 = fadd double %799, %809
  %811 = fmul double %810, %810
  %812 = call double @llvm.fma.f64(double %811, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %813 = call double @llvm.fma.f64(double %812, double %811, double 0x3EF3B9FF890F468C)
  %814 = call double @llvm.fma.f64(double %813, double %811, double 0x3F17457EFD51BAF8)
  %815 = call double @llvm.fma.f64(double %814, double %811, double 0x3F3C71C8DE3CE825)
  %816 = call double @llvm.fma.f64(double %815, double %811, double 0x3F6249248FA4661F)
  %817 = call double @llvm.fma.f64(double %816, double %811, double 0x3F899999999D70C4)
  %818 = call double @llvm.fma.f64(double %817, double %811, double 0x3FB5555555555462)
  %819 = fmul double %811, %818
  %820 = call double @llvm.fma.f64(double %819, double %810, double %809)
  %821 = fadd double %799, %820
  br label %894

822:                                              ; preds = %798
  %823 = fadd double %799, 1.000000e+00
  %824 = call i32 @llvm.nvvm.d2i.hi(double %823) #9
  %825 = call i32 @llvm.nvvm.d2i.lo(double %823) #9
  %826 = icmp slt i32 %824, 1048576
  br i1 %826, label %827, label %831

827:                                              ; preds = %822
  %828 = fmul double %823, 0x4350000000000000
  %829 = call i32 @llvm.nvvm.d2i.hi(double %828) #9
  %830 = call i32 @llvm.nvvm.d2i.lo(double %828) #9
  br label %831

831:                                              ; preds = %827, %822
  %832 = phi double [ %828, %827 ], [ %823, %822 ]
  %833 = phi i32 [ %829, %827 ], [ %824, %822 ]
  %834 = phi i32 [ %830, %827 ], [ %825, %822 ]
  %835 = phi i32 [ -1077, %827 ], [ -1023, %822 ]
  %836 = add i32 %833, -1
  %837 = icmp ult i32 %836, 2146435071
  br i1 %837, label %838, label %888

838:                                              ; preds = %831
  %839 = lshr i32 %833, 20
  %840 = add nsw i32 %835, %839
  %841 = and i32 %833, 1048575
  %842 = or disjoint i32 %841, 1072693248
  %843 = call double @llvm.nvvm.lohi.i2d(i32 %834, i32 %842) #9
  %844 = icmp samesign ugt i32 %842, 1073127582
  br i1 %844, label %845, label %851

845:                                              ; preds = %838
  %846 = call i32 @llvm.nvvm.d2i.lo(double %843) #9
  %847 = call i32 @llvm.nvvm.d2i.hi(double %843) #9
  %848 = add i32 %847, -1048576
  %849 = call double @llvm.nvvm.lohi.i2d(i32 %846, i32 %848) #9
  %850 = add nsw i32 %840, 1
  br label %851

851:                                              ; preds = %845, %838
  %852 = phi double [ %849, %845 ], [ %843, %838 ]
  %853 = phi i32 [ %850, %845 ], [ %840, %838 ]
  %854 = fadd double %852, -1.000000e+00
  %855 = fadd double %852, 1.000000e+00
  %856 = call double @llvm.nvvm.rcp.approx.ftz.d(double %855) #9
  %857 = fneg double %855
  %858 = call double @llvm.fma.f64(double %857, double %856, double 1.000000e+00)
  %859 = call double @llvm.fma.f64(double %858, double %858, double %858)
  %860 = call double @llvm.fma.f64(double %859, double %856, double %856)
  %861 = fmul double %854, %860
  %862 = fadd double %861, %861
  %863 = fmul double %862, %862
  %864 = call double @llvm.fma.f64(double %863, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %865 = call double @llvm.fma.f64(double %864, double %863, double 0x3EF3B2669F02676F)
  %866 = call double @llvm.fma.f64(double %865, double %863, double 0x3F1745CBA9AB0956)
  %867 = call double @llvm.fma.f64(double %866, double %863, double 0x3F3C71C72D1B5154)
  %868 = call double @llvm.fma.f64(double %867, double %863, double 0x3F624924923BE72D)
  %869 = call double @llvm.fma.f64(double %868, double %863, double 0x3F8999999999A3C4)
  %870 = call double @llvm.fma.f64(double %869, double %863, double 0x3FB5555555555554)
  %871 = fsub double %854, %862
  %872 = fmul double %871, 2.000000e+00
  %873 = fneg double %862
  %874 = call double @llvm.fma.f64(double %873, double %854, double %872)
  %875 = fmul double %860, %874
  %876 = fmul double %863, %870
  %877 = call double @llvm.fma.f64(double %876, double %862, double %875)
  %878 = xor i32 %853, -2147483648
  %879 = call double @llvm.nvvm.lohi.i2d(i32 %878, i32 1127219200) #9
  %880 = fsub double %879, %331
  %881 = call double @llvm.fma.f64(double %880, double 0x3FE62E42FEFA39EF, double %862)
  %882 = fneg double %880
  %883 = call double @llvm.fma.f64(double %882, double 0x3FE62E42FEFA39EF, double %881)
  %884 = fsub double %883, %862
  %885 = fsub double %877, %884
  %886 = call double @llvm.fma.f64(double %880, double 0x3C7ABC9E3B39803F, double %885)
  %887 = fadd double %881, %886
  br label %894

888:                                              ; preds = %831
  %889 = call double @llvm.fma.f64(double %832, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %890 = call i32 @llvm.nvvm.d2i.hi(double %832) #9
  %891 = and i32 %890, 2147483647
  %892 = icmp eq i32 %891, 0
  %893 = select i1 %892, double 0xFFF0000000000000, double %889
  br label %894

894:                                              ; preds = %888, %851, %805
  %895 = phi double [ %821, %805 ], [ %887, %851 ], [ %893, %888 ]
  %896 = fadd contract double %755, %895
  %897 = fadd contract double %698, %896
  %898 = add nuw nsw i32 %699, 1
  %899 = icmp eq i32 %898, %324
  br i1 %899, label %900, label %697, !llvm.loop !15

900:                                              ; preds = %894
  %901 = fmul contract double %688, %688
  %902 = fmul contract double %690, %690
  %903 = fadd contract double %901, %902
  %904 = fmul contract double %692, %692
  %905 = fadd contract double %903, %904
  %906 = fmul contract double %694, %694
  %907 = fadd contract double %905, %906
  %908 = fmul contract double %696, %696
  %909 = fadd contract double %907, %908
  %910 = fmul contract double %234, %909
  %911 = fadd contract double %910, %897
  %912 = fmul contract double %683, 1.000000e-04
  %913 = fmul contract double %673, %912
  %914 = fadd contract double %339, %913
  %915 = fcmp contract ole double %911, %914
  %916 = icmp samesign ugt i32 %684, 28
  %917 = select i1 %915, i1 true, i1 %916
  br i1 %917, label %921, label %918

918:                                              ; preds = %900
  %919 = add nuw nsw i32 %684, 1
  %920 = fmul contract double %683, 5.000000e-01
  br label %682, !llvm.loop !29

921:                                              ; preds = %900
  %922 = fcmp contract olt double %911, %339
  br i1 %922, label %923, label %932

923:                                              ; preds = %921
  %924 = fsub contract double %339, %911
  %925 = call noundef double @llvm.nvvm.fabs.f64(double %339)
  %926 = call noundef double @llvm.maxnum.f64(double %925, double 1.000000e+00)
  %927 = fdiv contract double %924, %926
  %928 = fcmp contract olt double %927, 0x3D06849B86A12B9B
  %929 = zext i1 %928 to i32
  %930 = add nsw i32 %340, %929
  %931 = xor i1 %928, true
  br label %932

932:                                              ; preds = %923, %921, %655
  %933 = phi double [ %333, %655 ], [ %686, %923 ], [ %333, %921 ]
  %934 = phi double [ %334, %655 ], [ %688, %923 ], [ %334, %921 ]
  %935 = phi double [ %335, %655 ], [ %690, %923 ], [ %335, %921 ]
  %936 = phi double [ %336, %655 ], [ %692, %923 ], [ %336, %921 ]
  %937 = phi double [ %337, %655 ], [ %694, %923 ], [ %337, %921 ]
  %938 = phi double [ %338, %655 ], [ %696, %923 ], [ %338, %921 ]
  %939 = phi i32 [ %340, %655 ], [ %930, %923 ], [ %340, %921 ]
  %940 = phi double [ %339, %655 ], [ %911, %923 ], [ %339, %921 ]
  %941 = phi i1 [ false, %655 ], [ %931, %923 ], [ false, %921 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  br label %942

942:                                              ; preds = %604, %932
  %943 = phi double [ %333, %604 ], [ %933, %932 ]
  %944 = phi double [ %334, %604 ], [ %934, %932 ]
  %945 = phi double [ %335, %604 ], [ %935, %932 ]
  %946 = phi double [ %336, %604 ], [ %936, %932 ]
  %947 = phi double [ %337, %604 ], [ %937, %932 ]
  %948 = phi double [ %338, %604 ], [ %938, %932 ]
  %949 = phi i32 [ %340, %604 ], [ %939, %932 ]
  %950 = phi double [ %339, %604 ], [ %940, %932 ]
  %951 = phi i1 [ false, %604 ], [ %941, %932 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  br i1 %951, label %952, label %955

952:                                              ; preds = %942
  %953 = add nsw i32 %949, 1
  %954 = icmp slt i32 %953, %229
  br i1 %954, label %332, label %955, !llvm.loop !30

955:                                              ; preds = %952, %942
  %956 = phi i32 [ %949, %942 ], [ %953, %952 ]
  %957 = mul nsw i64 %325, 48
  %958 = getelementptr i8, ptr %7, i64 %957
  store double %943, ptr %958, align 8, !tbaa !11
  %959 = getelementptr i8, ptr %958, i64 8
  store double %944, ptr %959, align 8, !tbaa !11
  %960 = getelementptr i8, ptr %958, i64 16
  store double %945, ptr %960, align 8, !tbaa !11
  %961 = getelementptr i8, ptr %958, i64 24
  store double %946, ptr %961, align 8, !tbaa !11
  %962 = getelementptr i8, ptr %958, i64 32
  store double %947, ptr %962, align 8, !tbaa !11
  %963 = getelementptr i8, ptr %958, i64 40
  store double %948, ptr %963, align 8, !tbaa !11
  %964 = getelementptr inbounds double, ptr %8, i64 %325
  store double %950, ptr %964, align 8, !tbaa !11
  %965 = getelementptr inbounds i32, ptr %9, i64 %325
  store i32 %956, ptr %965, align 4, !tbaa !6
  br label %966

966:                                              ; preds = %10, %955
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z14cholesky_solveILi6EEbRAT__AT__dRAT__KdRS0_(ptr noundef nonnull align 8 dereferenceable(288) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(48) %2) local_unnamed_addr #3 comdat {
  %4 = load double, ptr %0, align 8, !tbaa !11
  %5 = fcmp contract ogt double %4, 1.000000e-300
  br i1 %5, label %6, label %441

6:                                                ; preds = %3
  %7 = tail call noundef double @llvm.sqrt.f64(double %4)
  store double %7, ptr %0, align 8, !tbaa !11
  %8 = fdiv contract double 1.000000e+00, %7
  %9 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %10 = load double, ptr %9, align 8, !tbaa !11
  %11 = fmul contract double %8, %10
  store double %11, ptr %9, align 8, !tbaa !11
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = fmul contract double %8, %13
  store double %14, ptr %12, align 8, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = fmul contract double %8, %16
  store double %17, ptr %15, align 8, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %19 = load double, ptr %18, align 8, !tbaa !11
  %20 = fmul contract double %8, %19
  store double %20, ptr %18, align 8, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = fmul contract double %8, %22
  store double %23, ptr %21, align 8, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %26 = load double, ptr %25, align 8, !tbaa !11
  %27 = load double, ptr %24, align 8, !tbaa !11
  %28 = fmul contract double %27, %27
  %29 = fsub contract double %26, %28
  %30 = fcmp contract ogt double %29, 1.000000e-300
  br i1 %30, label %31, label %441

31:                                               ; preds = %6
  %32 = tail call noundef double @llvm.sqrt.f64(double %29)
  store double %32, ptr %25, align 8, !tbaa !11
  %33 = fdiv contract double 1.000000e+00, %32
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %35 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = load double, ptr %34, align 8, !tbaa !11
  %38 = load double, ptr %24, align 8, !tbaa !11
  %39 = fmul contract double %37, %38
  %40 = fsub contract double %36, %39
  %41 = fmul contract double %33, %40
  store double %41, ptr %35, align 8, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %43 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = load double, ptr %42, align 8, !tbaa !11
  %46 = load double, ptr %24, align 8, !tbaa !11
  %47 = fmul contract double %45, %46
  %48 = fsub contract double %44, %47
  %49 = fmul contract double %33, %48
  store double %49, ptr %43, align 8, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %51 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %52 = load double, ptr %51, align 8, !tbaa !11
  %53 = load double, ptr %50, align 8, !tbaa !11
  %54 = load double, ptr %24, align 8, !tbaa !11
  %55 = fmul contract double %53, %54
  %56 = fsub contract double %52, %55
  %57 = fmul contract double %33, %56
  store double %57, ptr %51, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = load double, ptr %58, align 8, !tbaa !11
  %62 = load double, ptr %24, align 8, !tbaa !11
  %63 = fmul contract double %61, %62
  %64 = fsub contract double %60, %63
  %65 = fmul contract double %33, %64
  store double %65, ptr %59, align 8, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %67 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %68 = load double, ptr %67, align 8, !tbaa !11
  %69 = load double, ptr %66, align 8, !tbaa !11
  %70 = fmul contract double %69, %69
  %71 = fsub contract double %68, %70
  %72 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = fmul contract double %73, %73
  %75 = fsub contract double %71, %74
  %76 = fcmp contract ogt double %75, 1.000000e-300
  br i1 %76, label %77, label %441

77:                                               ; preds = %31
  %78 = tail call noundef double @llvm.sqrt.f64(double %75)
  store double %78, ptr %67, align 8, !tbaa !11
  %79 = fdiv contract double 1.000000e+00, %78
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %81 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %82 = load double, ptr %81, align 8, !tbaa !11
  %83 = load double, ptr %80, align 8, !tbaa !11
  %84 = load double, ptr %66, align 8, !tbaa !11
  %85 = fmul contract double %83, %84
  %86 = fsub contract double %82, %85
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = fmul contract double %88, %90
  %92 = fsub contract double %86, %91
  %93 = fmul contract double %79, %92
  store double %93, ptr %81, align 8, !tbaa !11
  %94 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %95 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %96 = load double, ptr %95, align 8, !tbaa !11
  %97 = load double, ptr %94, align 8, !tbaa !11
  %98 = load double, ptr %66, align 8, !tbaa !11
  %99 = fmul contract double %97, %98
  %100 = fsub contract double %96, %99
  %101 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %102 = load double, ptr %101, align 8, !tbaa !11
  %103 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %104 = load double, ptr %103, align 8, !tbaa !11
  %105 = fmul contract double %102, %104
  %106 = fsub contract double %100, %105
  %107 = fmul contract double %79, %106
  store double %107, ptr %95, align 8, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = load double, ptr %108, align 8, !tbaa !11
  %112 = load double, ptr %66, align 8, !tbaa !11
  %113 = fmul contract double %111, %112
  %114 = fsub contract double %110, %113
  %115 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %116 = load double, ptr %115, align 8, !tbaa !11
  %117 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %118 = load double, ptr %117, align 8, !tbaa !11
  %119 = fmul contract double %116, %118
  %120 = fsub contract double %114, %119
  %121 = fmul contract double %79, %120
  store double %121, ptr %109, align 8, !tbaa !11
  %122 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %123 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = load double, ptr %122, align 8, !tbaa !11
  %126 = fmul contract double %125, %125
  %127 = fsub contract double %124, %126
  %128 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %129 = load double, ptr %128, align 8, !tbaa !11
  %130 = fmul contract double %129, %129
  %131 = fsub contract double %127, %130
  %132 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %133 = load double, ptr %132, align 8, !tbaa !11
  %134 = fmul contract double %133, %133
  %135 = fsub contract double %131, %134
  %136 = fcmp contract ogt double %135, 1.000000e-300
  br i1 %136, label %137, label %441

137:                                              ; preds = %77
  %138 = tail call noundef double @llvm.sqrt.f64(double %135)
  store double %138, ptr %123, align 8, !tbaa !11
  %139 = fdiv contract double 1.000000e+00, %138
  %140 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = load double, ptr %140, align 8, !tbaa !11
  %144 = load double, ptr %122, align 8, !tbaa !11
  %145 = fmul contract double %143, %144
  %146 = fsub contract double %142, %145
  %147 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %148 = load double, ptr %147, align 8, !tbaa !11
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %150 = load double, ptr %149, align 8, !tbaa !11
  %151 = fmul contract double %148, %150
  %152 = fsub contract double %146, %151
  %153 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %154 = load double, ptr %153, align 8, !tbaa !11
  %155 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %156 = load double, ptr %155, align 8, !tbaa !11
  %157 = fmul contract double %154, %156
  %158 = fsub contract double %152, %157
  %159 = fmul contract double %139, %158
  store double %159, ptr %141, align 8, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %161 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %162 = load double, ptr %161, align 8, !tbaa !11
  %163 = load double, ptr %160, align 8, !tbaa !11
  %164 = load double, ptr %122, align 8, !tbaa !11
  %165 = fmul contract double %163, %164
  %166 = fsub contract double %162, %165
  %167 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %168 = load double, ptr %167, align 8, !tbaa !11
  %169 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = fmul contract double %168, %170
  %172 = fsub contract double %166, %171
  %173 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %174 = load double, ptr %173, align 8, !tbaa !11
  %175 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %176 = load double, ptr %175, align 8, !tbaa !11
  %177 = fmul contract double %174, %176
  %178 = fsub contract double %172, %177
  %179 = fmul contract double %139, %178
  store double %179, ptr %161, align 8, !tbaa !11
  %180 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %181 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %182 = load double, ptr %181, align 8, !tbaa !11
  %183 = load double, ptr %180, align 8, !tbaa !11
  %184 = fmul contract double %183, %183
  %185 = fsub contract double %182, %184
  %186 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %187 = load double, ptr %186, align 8, !tbaa !11
  %188 = fmul contract double %187, %187
  %189 = fsub contract double %185, %188
  %190 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %191 = load double, ptr %190, align 8, !tbaa !11
  %192 = fmul contract double %191, %191
  %193 = fsub contract double %189, %192
  %194 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %195 = load double, ptr %194, align 8, !tbaa !11
  %196 = fmul contract double %195, %195
  %197 = fsub contract double %193, %196
  %198 = fcmp contract ogt double %197, 1.000000e-300
  br i1 %198, label %199, label %441

199:                                              ; preds = %137
  %200 = tail call noundef double @llvm.sqrt.f64(double %197)
  store double %200, ptr %181, align 8, !tbaa !11
  %201 = fdiv contract double 1.000000e+00, %200
  %202 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %203 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %204 = load double, ptr %203, align 8, !tbaa !11
  %205 = load double, ptr %202, align 8, !tbaa !11
  %206 = load double, ptr %180, align 8, !tbaa !11
  %207 = fmul contract double %205, %206
  %208 = fsub contract double %204, %207
  %209 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %210 = load double, ptr %209, align 8, !tbaa !11
  %211 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %212 = load double, ptr %211, align 8, !tbaa !11
  %213 = fmul contract double %210, %212
  %214 = fsub contract double %208, %213
  %215 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %216 = load double, ptr %215, align 8, !tbaa !11
  %217 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %218 = load double, ptr %217, align 8, !tbaa !11
  %219 = fmul contract double %216, %218
  %220 = fsub contract double %214, %219
  %221 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %222 = load double, ptr %221, align 8, !tbaa !11
  %223 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %224 = load double, ptr %223, align 8, !tbaa !11
  %225 = fmul contract double %222, %224
  %226 = fsub contract double %220, %225
  %227 = fmul contract double %201, %226
  store double %227, ptr %203, align 8, !tbaa !11
  %228 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %229 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %230 = load double, ptr %229, align 8, !tbaa !11
  %231 = load double, ptr %228, align 8, !tbaa !11
  %232 = fmul contract double %231, %231
  %233 = fsub contract double %230, %232
  %234 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %235 = load double, ptr %234, align 8, !tbaa !11
  %236 = fmul contract double %235, %235
  %237 = fsub contract double %233, %236
  %238 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %239 = load double, ptr %238, align 8, !tbaa !11
  %240 = fmul contract double %239, %239
  %241 = fsub contract double %237, %240
  %242 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %243 = load double, ptr %242, align 8, !tbaa !11
  %244 = fmul contract double %243, %243
  %245 = fsub contract double %241, %244
  %246 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %247 = load double, ptr %246, align 8, !tbaa !11
  %248 = fmul contract double %247, %247
  %249 = fsub contract double %245, %248
  %250 = fcmp contract ogt double %249, 1.000000e-300
  br i1 %250, label %251, label %441

251:                                              ; preds = %199
  %252 = tail call noundef double @llvm.sqrt.f64(double %249)
  store double %252, ptr %229, align 8, !tbaa !11
  %253 = load double, ptr %1, align 8, !tbaa !11
  %254 = load double, ptr %0, align 8, !tbaa !11
  %255 = fdiv contract double %253, %254
  %256 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %257 = load double, ptr %256, align 8, !tbaa !11
  %258 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %259 = load double, ptr %258, align 8, !tbaa !11
  %260 = fmul contract double %259, %255
  %261 = fsub contract double %257, %260
  %262 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %263 = load double, ptr %262, align 8, !tbaa !11
  %264 = fdiv contract double %261, %263
  %265 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %266 = load double, ptr %265, align 8, !tbaa !11
  %267 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %268 = load double, ptr %267, align 8, !tbaa !11
  %269 = fmul contract double %268, %255
  %270 = fsub contract double %266, %269
  %271 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %272 = load double, ptr %271, align 8, !tbaa !11
  %273 = fmul contract double %272, %264
  %274 = fsub contract double %270, %273
  %275 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %276 = load double, ptr %275, align 8, !tbaa !11
  %277 = fdiv contract double %274, %276
  %278 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %279 = load double, ptr %278, align 8, !tbaa !11
  %280 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %281 = load double, ptr %280, align 8, !tbaa !11
  %282 = fmul contract double %281, %255
  %283 = fsub contract double %279, %282
  %284 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %285 = load double, ptr %284, align 8, !tbaa !11
  %286 = fmul contract double %285, %264
  %287 = fsub contract double %283, %286
  %288 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %289 = load double, ptr %288, align 8, !tbaa !11
  %290 = fmul contract double %289, %277
  %291 = fsub contract double %287, %290
  %292 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %293 = load double, ptr %292, align 8, !tbaa !11
  %294 = fdiv contract double %291, %293
  %295 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %296 = load double, ptr %295, align 8, !tbaa !11
  %297 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %298 = load double, ptr %297, align 8, !tbaa !11
  %299 = fmul contract double %298, %255
  %300 = fsub contract double %296, %299
  %301 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %302 = load double, ptr %301, align 8, !tbaa !11
  %303 = fmul contract double %302, %264
  %304 = fsub contract double %300, %303
  %305 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %306 = load double, ptr %305, align 8, !tbaa !11
  %307 = fmul contract double %306, %277
  %308 = fsub contract double %304, %307
  %309 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %310 = load double, ptr %309, align 8, !tbaa !11
  %311 = fmul contract double %310, %294
  %312 = fsub contract double %308, %311
  %313 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %314 = load double, ptr %313, align 8, !tbaa !11
  %315 = fdiv contract double %312, %314
  %316 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %317 = load double, ptr %316, align 8, !tbaa !11
  %318 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %319 = load double, ptr %318, align 8, !tbaa !11
  %320 = fmul contract double %319, %255
  %321 = fsub contract double %317, %320
  %322 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %323 = load double, ptr %322, align 8, !tbaa !11
  %324 = fmul contract double %323, %264
  %325 = fsub contract double %321, %324
  %326 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %327 = load double, ptr %326, align 8, !tbaa !11
  %328 = fmul contract double %327, %277
  %329 = fsub contract double %325, %328
  %330 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %331 = load double, ptr %330, align 8, !tbaa !11
  %332 = fmul contract double %331, %294
  %333 = fsub contract double %329, %332
  %334 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %335 = load double, ptr %334, align 8, !tbaa !11
  %336 = fmul contract double %335, %315
  %337 = fsub contract double %333, %336
  %338 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %339 = load double, ptr %338, align 8, !tbaa !11
  %340 = fdiv contract double %337, %339
  %341 = fdiv contract double %340, %339
  %342 = getelementptr inbounds nuw i8, ptr %2, i64 40
  store double %341, ptr %342, align 8, !tbaa !11
  %343 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %344 = load double, ptr %343, align 8, !tbaa !11
  %345 = fmul contract double %344, %341
  %346 = fsub contract double %315, %345
  %347 = getelementptr inbounds nuw i8, ptr %0, i64 224
  %348 = load double, ptr %347, align 8, !tbaa !11
  %349 = fdiv contract double %346, %348
  %350 = getelementptr inbounds nuw i8, ptr %2, i64 32
  store double %349, ptr %350, align 8, !tbaa !11
  %351 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %352 = load double, ptr %351, align 8, !tbaa !11
  %353 = fmul contract double %352, %349
  %354 = fsub contract double %294, %353
  %355 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %356 = load double, ptr %355, align 8, !tbaa !11
  %357 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %358 = load double, ptr %357, align 8, !tbaa !11
  %359 = fmul contract double %356, %358
  %360 = fsub contract double %354, %359
  %361 = getelementptr inbounds nuw i8, ptr %0, i64 168
  %362 = load double, ptr %361, align 8, !tbaa !11
  %363 = fdiv contract double %360, %362
  %364 = getelementptr inbounds nuw i8, ptr %2, i64 24
  store double %363, ptr %364, align 8, !tbaa !11
  %365 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %366 = load double, ptr %365, align 8, !tbaa !11
  %367 = fmul contract double %366, %363
  %368 = fsub contract double %277, %367
  %369 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %370 = load double, ptr %369, align 8, !tbaa !11
  %371 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %372 = load double, ptr %371, align 8, !tbaa !11
  %373 = fmul contract double %370, %372
  %374 = fsub contract double %368, %373
  %375 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %376 = load double, ptr %375, align 8, !tbaa !11
  %377 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %378 = load double, ptr %377, align 8, !tbaa !11
  %379 = fmul contract double %376, %378
  %380 = fsub contract double %374, %379
  %381 = getelementptr inbounds nuw i8, ptr %0, i64 112
  %382 = load double, ptr %381, align 8, !tbaa !11
  %383 = fdiv contract double %380, %382
  %384 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store double %383, ptr %384, align 8, !tbaa !11
  %385 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %386 = load double, ptr %385, align 8, !tbaa !11
  %387 = fmul contract double %386, %383
  %388 = fsub contract double %264, %387
  %389 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %390 = load double, ptr %389, align 8, !tbaa !11
  %391 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %392 = load double, ptr %391, align 8, !tbaa !11
  %393 = fmul contract double %390, %392
  %394 = fsub contract double %388, %393
  %395 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %396 = load double, ptr %395, align 8, !tbaa !11
  %397 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %398 = load double, ptr %397, align 8, !tbaa !11
  %399 = fmul contract double %396, %398
  %400 = fsub contract double %394, %399
  %401 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %402 = load double, ptr %401, align 8, !tbaa !11
  %403 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %404 = load double, ptr %403, align 8, !tbaa !11
  %405 = fmul contract double %402, %404
  %406 = fsub contract double %400, %405
  %407 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %408 = load double, ptr %407, align 8, !tbaa !11
  %409 = fdiv contract double %406, %408
  %410 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store double %409, ptr %410, align 8, !tbaa !11
  %411 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %412 = load double, ptr %411, align 8, !tbaa !11
  %413 = fmul contract double %412, %409
  %414 = fsub contract double %255, %413
  %415 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %416 = load double, ptr %415, align 8, !tbaa !11
  %417 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %418 = load double, ptr %417, align 8, !tbaa !11
  %419 = fmul contract double %416, %418
  %420 = fsub contract double %414, %419
  %421 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %422 = load double, ptr %421, align 8, !tbaa !11
  %423 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %424 = load double, ptr %423, align 8, !tbaa !11
  %425 = fmul contract double %422, %424
  %426 = fsub contract double %420, %425
  %427 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %428 = load double, ptr %427, align 8, !tbaa !11
  %429 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %430 = load double, ptr %429, align 8, !tbaa !11
  %431 = fmul contract double %428, %430
  %432 = fsub contract double %426, %431
  %433 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %434 = load double, ptr %433, align 8, !tbaa !11
  %435 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %436 = load double, ptr %435, align 8, !tbaa !11
  %437 = fmul contract double %434, %436
  %438 = fsub contract double %432, %437
  %439 = load double, ptr %0, align 8, !tbaa !11
  %440 = fdiv contract double %438, %439
  store double %440, ptr %2, align 8, !tbaa !11
  br label %441

441:                                              ; preds = %3, %6, %31, %77, %137, %199, %251
  %442 = phi i1 [ true, %251 ], [ false, %199 ], [ false, %137 ], [ false, %77 ], [ false, %31 ], [ false, %6 ], [ false, %3 ]
  ret i1 %442
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @batched_ldlt_solve(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, double noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = alloca [8 x [8 x double]], align 8
  %9 = alloca [8 x double], align 8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %2
  br i1 %15, label %16, label %2065

16:                                               ; preds = %7
  %17 = sext i32 %14 to i64
  %18 = shl nsw i64 %17, 8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %18
  %20 = tail call noundef double @llvm.nvvm.fabs.f64(double %3)
  %21 = fcmp contract olt double %20, 1.000000e+06
  %22 = select contract i1 %21, double %3, double 0.000000e+00
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %23 = load float, ptr %19, align 4, !tbaa !31
  %24 = tail call noundef float @llvm.nvvm.fabs.f32(float %23)
  %25 = fcmp contract olt float %24, 1.000000e+06
  %26 = fpext contract float %23 to double
  %27 = select contract i1 %25, double %26, double 0.000000e+00
  %28 = tail call noundef float @llvm.nvvm.fabs.f32(float %23)
  %29 = fcmp contract olt float %28, 1.000000e+06
  %30 = fpext contract float %23 to double
  %31 = select contract i1 %29, double %30, double 0.000000e+00
  %32 = fadd contract double %27, %31
  %33 = fmul contract double %32, 5.000000e-01
  %34 = fadd contract double %22, %33
  store double %34, ptr %8, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %36 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %37 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %38 = load float, ptr %37, align 4, !tbaa !31
  %39 = tail call noundef float @llvm.nvvm.fabs.f32(float %38)
  %40 = fcmp contract olt float %39, 1.000000e+06
  %41 = fpext contract float %38 to double
  %42 = select contract i1 %40, double %41, double 0.000000e+00
  %43 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !31
  %45 = tail call noundef float @llvm.nvvm.fabs.f32(float %44)
  %46 = fcmp contract olt float %45, 1.000000e+06
  %47 = fpext contract float %44 to double
  %48 = select contract i1 %46, double %47, double 0.000000e+00
  %49 = fadd contract double %42, %48
  %50 = fmul contract double %49, 5.000000e-01
  store double %50, ptr %36, align 8, !tbaa !11
  store double %50, ptr %35, align 8, !tbaa !11
  %51 = getelementptr inbounds nuw i8, ptr %19, i64 36
  %52 = load float, ptr %51, align 4, !tbaa !31
  %53 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %54 = fcmp contract olt float %53, 1.000000e+06
  %55 = fpext contract float %52 to double
  %56 = select contract i1 %54, double %55, double 0.000000e+00
  %57 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %58 = fcmp contract olt float %57, 1.000000e+06
  %59 = fpext contract float %52 to double
  %60 = select contract i1 %58, double %59, double 0.000000e+00
  %61 = fadd contract double %56, %60
  %62 = fmul contract double %61, 5.000000e-01
  %63 = fadd contract double %22, %62
  %64 = getelementptr inbounds nuw i8, ptr %8, i64 72
  store double %63, ptr %64, align 8, !tbaa !11
  %65 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %66 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %67 = getelementptr inbounds nuw i8, ptr %19, i64 64
  %68 = load float, ptr %67, align 4, !tbaa !31
  %69 = tail call noundef float @llvm.nvvm.fabs.f32(float %68)
  %70 = fcmp contract olt float %69, 1.000000e+06
  %71 = fpext contract float %68 to double
  %72 = select contract i1 %70, double %71, double 0.000000e+00
  %73 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %74 = load float, ptr %73, align 4, !tbaa !31
  %75 = tail call noundef float @llvm.nvvm.fabs.f32(float %74)
  %76 = fcmp contract olt float %75, 1.000000e+06
  %77 = fpext contract float %74 to double
  %78 = select contract i1 %76, double %77, double 0.000000e+00
  %79 = fadd contract double %72, %78
  %80 = fmul contract double %79, 5.000000e-01
  store double %80, ptr %66, align 8, !tbaa !11
  store double %80, ptr %65, align 8, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %19, i64 68
  %82 = load float, ptr %81, align 4, !tbaa !31
  %83 = tail call noundef float @llvm.nvvm.fabs.f32(float %82)
  %84 = fcmp contract olt float %83, 1.000000e+06
  %85 = fpext contract float %82 to double
  %86 = select contract i1 %84, double %85, double 0.000000e+00
  %87 = getelementptr inbounds nuw i8, ptr %19, i64 40
  %88 = load float, ptr %87, align 4, !tbaa !31
  %89 = tail call noundef float @llvm.nvvm.fabs.f32(float %88)
  %90 = fcmp contract olt float %89, 1.000000e+06
  %91 = fpext contract float %88 to double
  %92 = select contract i1 %90, double %91, double 0.000000e+00
  %93 = fadd contract double %86, %92
  %94 = fmul contract double %93, 5.000000e-01
  %95 = getelementptr inbounds nuw i8, ptr %8, i64 136
  store double %94, ptr %95, align 8, !tbaa !11
  %96 = getelementptr inbounds nuw i8, ptr %8, i64 80
  store double %94, ptr %96, align 8, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %19, i64 72
  %98 = load float, ptr %97, align 4, !tbaa !31
  %99 = tail call noundef float @llvm.nvvm.fabs.f32(float %98)
  %100 = fcmp contract olt float %99, 1.000000e+06
  %101 = fpext contract float %98 to double
  %102 = select contract i1 %100, double %101, double 0.000000e+00
  %103 = tail call noundef float @llvm.nvvm.fabs.f32(float %98)
  %104 = fcmp contract olt float %103, 1.000000e+06
  %105 = fpext contract float %98 to double
  %106 = select contract i1 %104, double %105, double 0.000000e+00
  %107 = fadd contract double %102, %106
  %108 = fmul contract double %107, 5.000000e-01
  %109 = fadd contract double %22, %108
  %110 = getelementptr inbounds nuw i8, ptr %8, i64 144
  store double %109, ptr %110, align 8, !tbaa !11
  %111 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %112 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %113 = getelementptr inbounds nuw i8, ptr %19, i64 96
  %114 = load float, ptr %113, align 4, !tbaa !31
  %115 = tail call noundef float @llvm.nvvm.fabs.f32(float %114)
  %116 = fcmp contract olt float %115, 1.000000e+06
  %117 = fpext contract float %114 to double
  %118 = select contract i1 %116, double %117, double 0.000000e+00
  %119 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %120 = load float, ptr %119, align 4, !tbaa !31
  %121 = tail call noundef float @llvm.nvvm.fabs.f32(float %120)
  %122 = fcmp contract olt float %121, 1.000000e+06
  %123 = fpext contract float %120 to double
  %124 = select contract i1 %122, double %123, double 0.000000e+00
  %125 = fadd contract double %118, %124
  %126 = fmul contract double %125, 5.000000e-01
  store double %126, ptr %112, align 8, !tbaa !11
  store double %126, ptr %111, align 8, !tbaa !11
  %127 = getelementptr inbounds nuw i8, ptr %19, i64 100
  %128 = load float, ptr %127, align 4, !tbaa !31
  %129 = tail call noundef float @llvm.nvvm.fabs.f32(float %128)
  %130 = fcmp contract olt float %129, 1.000000e+06
  %131 = fpext contract float %128 to double
  %132 = select contract i1 %130, double %131, double 0.000000e+00
  %133 = getelementptr inbounds nuw i8, ptr %19, i64 44
  %134 = load float, ptr %133, align 4, !tbaa !31
  %135 = tail call noundef float @llvm.nvvm.fabs.f32(float %134)
  %136 = fcmp contract olt float %135, 1.000000e+06
  %137 = fpext contract float %134 to double
  %138 = select contract i1 %136, double %137, double 0.000000e+00
  %139 = fadd contract double %132, %138
  %140 = fmul contract double %139, 5.000000e-01
  %141 = getelementptr inbounds nuw i8, ptr %8, i64 200
  store double %140, ptr %141, align 8, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %8, i64 88
  store double %140, ptr %142, align 8, !tbaa !11
  %143 = getelementptr inbounds nuw i8, ptr %19, i64 104
  %144 = load float, ptr %143, align 4, !tbaa !31
  %145 = tail call noundef float @llvm.nvvm.fabs.f32(float %144)
  %146 = fcmp contract olt float %145, 1.000000e+06
  %147 = fpext contract float %144 to double
  %148 = select contract i1 %146, double %147, double 0.000000e+00
  %149 = getelementptr inbounds nuw i8, ptr %19, i64 76
  %150 = load float, ptr %149, align 4, !tbaa !31
  %151 = tail call noundef float @llvm.nvvm.fabs.f32(float %150)
  %152 = fcmp contract olt float %151, 1.000000e+06
  %153 = fpext contract float %150 to double
  %154 = select contract i1 %152, double %153, double 0.000000e+00
  %155 = fadd contract double %148, %154
  %156 = fmul contract double %155, 5.000000e-01
  %157 = getelementptr inbounds nuw i8, ptr %8, i64 208
  store double %156, ptr %157, align 8, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %8, i64 152
  store double %156, ptr %158, align 8, !tbaa !11
  %159 = getelementptr inbounds nuw i8, ptr %19, i64 108
  %160 = load float, ptr %159, align 4, !tbaa !31
  %161 = tail call noundef float @llvm.nvvm.fabs.f32(float %160)
  %162 = fcmp contract olt float %161, 1.000000e+06
  %163 = fpext contract float %160 to double
  %164 = select contract i1 %162, double %163, double 0.000000e+00
  %165 = tail call noundef float @llvm.nvvm.fabs.f32(float %160)
  %166 = fcmp contract olt float %165, 1.000000e+06
  %167 = fpext contract float %160 to double
  %168 = select contract i1 %166, double %167, double 0.000000e+00
  %169 = fadd contract double %164, %168
  %170 = fmul contract double %169, 5.000000e-01
  %171 = fadd contract double %22, %170
  %172 = getelementptr inbounds nuw i8, ptr %8, i64 216
  store double %171, ptr %172, align 8, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %174 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %175 = getelementptr inbounds nuw i8, ptr %19, i64 128
  %176 = load float, ptr %175, align 4, !tbaa !31
  %177 = tail call noundef float @llvm.nvvm.fabs.f32(float %176)
  %178 = fcmp contract olt float %177, 1.000000e+06
  %179 = fpext contract float %176 to double
  %180 = select contract i1 %178, double %179, double 0.000000e+00
  %181 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %182 = load float, ptr %181, align 4, !tbaa !31
  %183 = tail call noundef float @llvm.nvvm.fabs.f32(float %182)
  %184 = fcmp contract olt float %183, 1.000000e+06
  %185 = fpext contract float %182 to double
  %186 = select contract i1 %184, double %185, double 0.000000e+00
  %187 = fadd contract double %180, %186
  %188 = fmul contract double %187, 5.000000e-01
  store double %188, ptr %174, align 8, !tbaa !11
  store double %188, ptr %173, align 8, !tbaa !11
  %189 = getelementptr inbounds nuw i8, ptr %19, i64 132
  %190 = load float, ptr %189, align 4, !tbaa !31
  %191 = tail call noundef float @llvm.nvvm.fabs.f32(float %190)
  %192 = fcmp contract olt float %191, 1.000000e+06
  %193 = fpext contract float %190 to double
  %194 = select contract i1 %192, double %193, double 0.000000e+00
  %195 = getelementptr inbounds nuw i8, ptr %19, i64 48
  %196 = load float, ptr %195, align 4, !tbaa !31
  %197 = tail call noundef float @llvm.nvvm.fabs.f32(float %196)
  %198 = fcmp contract olt float %197, 1.000000e+06
  %199 = fpext contract float %196 to double
  %200 = select contract i1 %198, double %199, double 0.000000e+00
  %201 = fadd contract double %194, %200
  %202 = fmul contract double %201, 5.000000e-01
  %203 = getelementptr inbounds nuw i8, ptr %8, i64 264
  store double %202, ptr %203, align 8, !tbaa !11
  %204 = getelementptr inbounds nuw i8, ptr %8, i64 96
  store double %202, ptr %204, align 8, !tbaa !11
  %205 = getelementptr inbounds nuw i8, ptr %19, i64 136
  %206 = load float, ptr %205, align 4, !tbaa !31
  %207 = tail call noundef float @llvm.nvvm.fabs.f32(float %206)
  %208 = fcmp contract olt float %207, 1.000000e+06
  %209 = fpext contract float %206 to double
  %210 = select contract i1 %208, double %209, double 0.000000e+00
  %211 = getelementptr inbounds nuw i8, ptr %19, i64 80
  %212 = load float, ptr %211, align 4, !tbaa !31
  %213 = tail call noundef float @llvm.nvvm.fabs.f32(float %212)
  %214 = fcmp contract olt float %213, 1.000000e+06
  %215 = fpext contract float %212 to double
  %216 = select contract i1 %214, double %215, double 0.000000e+00
  %217 = fadd contract double %210, %216
  %218 = fmul contract double %217, 5.000000e-01
  %219 = getelementptr inbounds nuw i8, ptr %8, i64 272
  store double %218, ptr %219, align 8, !tbaa !11
  %220 = getelementptr inbounds nuw i8, ptr %8, i64 160
  store double %218, ptr %220, align 8, !tbaa !11
  %221 = getelementptr inbounds nuw i8, ptr %19, i64 140
  %222 = load float, ptr %221, align 4, !tbaa !31
  %223 = tail call noundef float @llvm.nvvm.fabs.f32(float %222)
  %224 = fcmp contract olt float %223, 1.000000e+06
  %225 = fpext contract float %222 to double
  %226 = select contract i1 %224, double %225, double 0.000000e+00
  %227 = getelementptr inbounds nuw i8, ptr %19, i64 112
  %228 = load float, ptr %227, align 4, !tbaa !31
  %229 = tail call noundef float @llvm.nvvm.fabs.f32(float %228)
  %230 = fcmp contract olt float %229, 1.000000e+06
  %231 = fpext contract float %228 to double
  %232 = select contract i1 %230, double %231, double 0.000000e+00
  %233 = fadd contract double %226, %232
  %234 = fmul contract double %233, 5.000000e-01
  %235 = getelementptr inbounds nuw i8, ptr %8, i64 280
  store double %234, ptr %235, align 8, !tbaa !11
  %236 = getelementptr inbounds nuw i8, ptr %8, i64 224
  store double %234, ptr %236, align 8, !tbaa !11
  %237 = getelementptr inbounds nuw i8, ptr %19, i64 144
  %238 = load float, ptr %237, align 4, !tbaa !31
  %239 = tail call noundef float @llvm.nvvm.fabs.f32(float %238)
  %240 = fcmp contract olt float %239, 1.000000e+06
  %241 = fpext contract float %238 to double
  %242 = select contract i1 %240, double %241, double 0.000000e+00
  %243 = tail call noundef float @llvm.nvvm.fabs.f32(float %238)
  %244 = fcmp contract olt float %243, 1.000000e+06
  %245 = fpext contract float %238 to double
  %246 = select contract i1 %244, double %245, double 0.000000e+00
  %247 = fadd contract double %242, %246
  %248 = fmul contract double %247, 5.000000e-01
  %249 = fadd contract double %22, %248
  %250 = getelementptr inbounds nuw i8, ptr %8, i64 288
  store double %249, ptr %250, align 8, !tbaa !11
  %251 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %252 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %253 = getelementptr inbounds nuw i8, ptr %19, i64 160
  %254 = load float, ptr %253, align 4, !tbaa !31
  %255 = tail call noundef float @llvm.nvvm.fabs.f32(float %254)
  %256 = fcmp contract olt float %255, 1.000000e+06
  %257 = fpext contract float %254 to double
  %258 = select contract i1 %256, double %257, double 0.000000e+00
  %259 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %260 = load float, ptr %259, align 4, !tbaa !31
  %261 = tail call noundef float @llvm.nvvm.fabs.f32(float %260)
  %262 = fcmp contract olt float %261, 1.000000e+06
  %263 = fpext contract float %260 to double
  %264 = select contract i1 %262, double %263, double 0.000000e+00
  %265 = fadd contract double %258, %264
  %266 = fmul contract double %265, 5.000000e-01
  store double %266, ptr %252, align 8, !tbaa !11
  store double %266, ptr %251, align 8, !tbaa !11
  %267 = getelementptr inbounds nuw i8, ptr %19, i64 164
  %268 = load float, ptr %267, align 4, !tbaa !31
  %269 = tail call noundef float @llvm.nvvm.fabs.f32(float %268)
  %270 = fcmp contract olt float %269, 1.000000e+06
  %271 = fpext contract float %268 to double
  %272 = select contract i1 %270, double %271, double 0.000000e+00
  %273 = getelementptr inbounds nuw i8, ptr %19, i64 52
  %274 = load float, ptr %273, align 4, !tbaa !31
  %275 = tail call noundef float @llvm.nvvm.fabs.f32(float %274)
  %276 = fcmp contract olt float %275, 1.000000e+06
  %277 = fpext contract float %274 to double
  %278 = select contract i1 %276, double %277, double 0.000000e+00
  %279 = fadd contract double %272, %278
  %280 = fmul contract double %279, 5.000000e-01
  %281 = getelementptr inbounds nuw i8, ptr %8, i64 328
  store double %280, ptr %281, align 8, !tbaa !11
  %282 = getelementptr inbounds nuw i8, ptr %8, i64 104
  store double %280, ptr %282, align 8, !tbaa !11
  %283 = getelementptr inbounds nuw i8, ptr %19, i64 168
  %284 = load float, ptr %283, align 4, !tbaa !31
  %285 = tail call noundef float @llvm.nvvm.fabs.f32(float %284)
  %286 = fcmp contract olt float %285, 1.000000e+06
  %287 = fpext contract float %284 to double
  %288 = select contract i1 %286, double %287, double 0.000000e+00
  %289 = getelementptr inbounds nuw i8, ptr %19, i64 84
  %290 = load float, ptr %289, align 4, !tbaa !31
  %291 = tail call noundef float @llvm.nvvm.fabs.f32(float %290)
  %292 = fcmp contract olt float %291, 1.000000e+06
  %293 = fpext contract float %290 to double
  %294 = select contract i1 %292, double %293, double 0.000000e+00
  %295 = fadd contract double %288, %294
  %296 = fmul contract double %295, 5.000000e-01
  %297 = getelementptr inbounds nuw i8, ptr %8, i64 336
  store double %296, ptr %297, align 8, !tbaa !11
  %298 = getelementptr inbounds nuw i8, ptr %8, i64 168
  store double %296, ptr %298, align 8, !tbaa !11
  %299 = getelementptr inbounds nuw i8, ptr %19, i64 172
  %300 = load float, ptr %299, align 4, !tbaa !31
  %301 = tail call noundef float @llvm.nvvm.fabs.f32(float %300)
  %302 = fcmp contract olt float %301, 1.000000e+06
  %303 = fpext contract float %300 to double
  %304 = select contract i1 %302, double %303, double 0.000000e+00
  %305 = getelementptr inbounds nuw i8, ptr %19, i64 116
  %306 = load float, ptr %305, align 4, !tbaa !31
  %307 = tail call noundef float @llvm.nvvm.fabs.f32(float %306)
  %308 = fcmp contract olt float %307, 1.000000e+06
  %309 = fpext contract float %306 to double
  %310 = select contract i1 %308, double %309, double 0.000000e+00
  %311 = fadd contract double %304, %310
  %312 = fmul contract double %311, 5.000000e-01
  %313 = getelementptr inbounds nuw i8, ptr %8, i64 344
  store double %312, ptr %313, align 8, !tbaa !11
  %314 = getelementptr inbounds nuw i8, ptr %8, i64 232
  store double %312, ptr %314, align 8, !tbaa !11
  %315 = getelementptr inbounds nuw i8, ptr %19, i64 176
  %316 = load float, ptr %315, align 4, !tbaa !31
  %317 = tail call noundef float @llvm.nvvm.fabs.f32(float %316)
  %318 = fcmp contract olt float %317, 1.000000e+06
  %319 = fpext contract float %316 to double
  %320 = select contract i1 %318, double %319, double 0.000000e+00
  %321 = getelementptr inbounds nuw i8, ptr %19, i64 148
  %322 = load float, ptr %321, align 4, !tbaa !31
  %323 = tail call noundef float @llvm.nvvm.fabs.f32(float %322)
  %324 = fcmp contract olt float %323, 1.000000e+06
  %325 = fpext contract float %322 to double
  %326 = select contract i1 %324, double %325, double 0.000000e+00
  %327 = fadd contract double %320, %326
  %328 = fmul contract double %327, 5.000000e-01
  %329 = getelementptr inbounds nuw i8, ptr %8, i64 352
  store double %328, ptr %329, align 8, !tbaa !11
  %330 = getelementptr inbounds nuw i8, ptr %8, i64 296
  store double %328, ptr %330, align 8, !tbaa !11
  %331 = getelementptr inbounds nuw i8, ptr %19, i64 180
  %332 = load float, ptr %331, align 4, !tbaa !31
  %333 = tail call noundef float @llvm.nvvm.fabs.f32(float %332)
  %334 = fcmp contract olt float %333, 1.000000e+06
  %335 = fpext contract float %332 to double
  %336 = select contract i1 %334, double %335, double 0.000000e+00
  %337 = tail call noundef float @llvm.nvvm.fabs.f32(float %332)
  %338 = fcmp contract olt float %337, 1.000000e+06
  %339 = fpext contract float %332 to double
  %340 = select contract i1 %338, double %339, double 0.000000e+00
  %341 = fadd contract double %336, %340
  %342 = fmul contract double %341, 5.000000e-01
  %343 = fadd contract double %22, %342
  %344 = getelementptr inbounds nuw i8, ptr %8, i64 360
  store double %343, ptr %344, align 8, !tbaa !11
  %345 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %346 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %347 = getelementptr inbounds nuw i8, ptr %19, i64 192
  %348 = load float, ptr %347, align 4, !tbaa !31
  %349 = tail call noundef float @llvm.nvvm.fabs.f32(float %348)
  %350 = fcmp contract olt float %349, 1.000000e+06
  %351 = fpext contract float %348 to double
  %352 = select contract i1 %350, double %351, double 0.000000e+00
  %353 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %354 = load float, ptr %353, align 4, !tbaa !31
  %355 = tail call noundef float @llvm.nvvm.fabs.f32(float %354)
  %356 = fcmp contract olt float %355, 1.000000e+06
  %357 = fpext contract float %354 to double
  %358 = select contract i1 %356, double %357, double 0.000000e+00
  %359 = fadd contract double %352, %358
  %360 = fmul contract double %359, 5.000000e-01
  store double %360, ptr %346, align 8, !tbaa !11
  store double %360, ptr %345, align 8, !tbaa !11
  %361 = getelementptr inbounds nuw i8, ptr %19, i64 196
  %362 = load float, ptr %361, align 4, !tbaa !31
  %363 = tail call noundef float @llvm.nvvm.fabs.f32(float %362)
  %364 = fcmp contract olt float %363, 1.000000e+06
  %365 = fpext contract float %362 to double
  %366 = select contract i1 %364, double %365, double 0.000000e+00
  %367 = getelementptr inbounds nuw i8, ptr %19, i64 56
  %368 = load float, ptr %367, align 4, !tbaa !31
  %369 = tail call noundef float @llvm.nvvm.fabs.f32(float %368)
  %370 = fcmp contract olt float %369, 1.000000e+06
  %371 = fpext contract float %368 to double
  %372 = select contract i1 %370, double %371, double 0.000000e+00
  %373 = fadd contract double %366, %372
  %374 = fmul contract double %373, 5.000000e-01
  %375 = getelementptr inbounds nuw i8, ptr %8, i64 392
  store double %374, ptr %375, align 8, !tbaa !11
  %376 = getelementptr inbounds nuw i8, ptr %8, i64 112
  store double %374, ptr %376, align 8, !tbaa !11
  %377 = getelementptr inbounds nuw i8, ptr %19, i64 200
  %378 = load float, ptr %377, align 4, !tbaa !31
  %379 = tail call noundef float @llvm.nvvm.fabs.f32(float %378)
  %380 = fcmp contract olt float %379, 1.000000e+06
  %381 = fpext contract float %378 to double
  %382 = select contract i1 %380, double %381, double 0.000000e+00
  %383 = getelementptr inbounds nuw i8, ptr %19, i64 88
  %384 = load float, ptr %383, align 4, !tbaa !31
  %385 = tail call noundef float @llvm.nvvm.fabs.f32(float %384)
  %386 = fcmp contract olt float %385, 1.000000e+06
  %387 = fpext contract float %384 to double
  %388 = select contract i1 %386, double %387, double 0.000000e+00
  %389 = fadd contract double %382, %388
  %390 = fmul contract double %389, 5.000000e-01
  %391 = getelementptr inbounds nuw i8, ptr %8, i64 400
  store double %390, ptr %391, align 8, !tbaa !11
  %392 = getelementptr inbounds nuw i8, ptr %8, i64 176
  store double %390, ptr %392, align 8, !tbaa !11
  %393 = getelementptr inbounds nuw i8, ptr %19, i64 204
  %394 = load float, ptr %393, align 4, !tbaa !31
  %395 = tail call noundef float @llvm.nvvm.fabs.f32(float %394)
  %396 = fcmp contract olt float %395, 1.000000e+06
  %397 = fpext contract float %394 to double
  %398 = select contract i1 %396, double %397, double 0.000000e+00
  %399 = getelementptr inbounds nuw i8, ptr %19, i64 120
  %400 = load float, ptr %399, align 4, !tbaa !31
  %401 = tail call noundef float @llvm.nvvm.fabs.f32(float %400)
  %402 = fcmp contract olt float %401, 1.000000e+06
  %403 = fpext contract float %400 to double
  %404 = select contract i1 %402, double %403, double 0.000000e+00
  %405 = fadd contract double %398, %404
  %406 = fmul contract double %405, 5.000000e-01
  %407 = getelementptr inbounds nuw i8, ptr %8, i64 408
  store double %406, ptr %407, align 8, !tbaa !11
  %408 = getelementptr inbounds nuw i8, ptr %8, i64 240
  store double %406, ptr %408, align 8, !tbaa !11
  %409 = getelementptr inbounds nuw i8, ptr %19, i64 208
  %410 = load float, ptr %409, align 4, !tbaa !31
  %411 = tail call noundef float @llvm.nvvm.fabs.f32(float %410)
  %412 = fcmp contract olt float %411, 1.000000e+06
  %413 = fpext contract float %410 to double
  %414 = select contract i1 %412, double %413, double 0.000000e+00
  %415 = getelementptr inbounds nuw i8, ptr %19, i64 152
  %416 = load float, ptr %415, align 4, !tbaa !31
  %417 = tail call noundef float @llvm.nvvm.fabs.f32(float %416)
  %418 = fcmp contract olt float %417, 1.000000e+06
  %419 = fpext contract float %416 to double
  %420 = select contract i1 %418, double %419, double 0.000000e+00
  %421 = fadd contract double %414, %420
  %422 = fmul contract double %421, 5.000000e-01
  %423 = getelementptr inbounds nuw i8, ptr %8, i64 416
  store double %422, ptr %423, align 8, !tbaa !11
  %424 = getelementptr inbounds nuw i8, ptr %8, i64 304
  store double %422, ptr %424, align 8, !tbaa !11
  %425 = getelementptr inbounds nuw i8, ptr %19, i64 212
  %426 = load float, ptr %425, align 4, !tbaa !31
  %427 = tail call noundef float @llvm.nvvm.fabs.f32(float %426)
  %428 = fcmp contract olt float %427, 1.000000e+06
  %429 = fpext contract float %426 to double
  %430 = select contract i1 %428, double %429, double 0.000000e+00
  %431 = getelementptr inbounds nuw i8, ptr %19, i64 184
  %432 = load float, ptr %431, align 4, !tbaa !31
  %433 = tail call noundef float @llvm.nvvm.fabs.f32(float %432)
  %434 = fcmp contract olt float %433, 1.000000e+06
  %435 = fpext contract float %432 to double
  %436 = select contract i1 %434, double %435, double 0.000000e+00
  %437 = fadd contract double %430, %436
  %438 = fmul contract double %437, 5.000000e-01
  %439 = getelementptr inbounds nuw i8, ptr %8, i64 424
  store double %438, ptr %439, align 8, !tbaa !11
  %440 = getelementptr inbounds nuw i8, ptr %8, i64 368
  store double %438, ptr %440, align 8, !tbaa !11
  %441 = getelementptr inbounds nuw i8, ptr %19, i64 216
  %442 = load float, ptr %441, align 4, !tbaa !31
  %443 = tail call noundef float @llvm.nvvm.fabs.f32(float %442)
  %444 = fcmp contract olt float %443, 1.000000e+06
  %445 = fpext contract float %442 to double
  %446 = select contract i1 %444, double %445, double 0.000000e+00
  %447 = tail call noundef float @llvm.nvvm.fabs.f32(float %442)
  %448 = fcmp contract olt float %447, 1.000000e+06
  %449 = fpext contract float %442 to double
  %450 = select contract i1 %448, double %449, double 0.000000e+00
  %451 = fadd contract double %446, %450
  %452 = fmul contract double %451, 5.000000e-01
  %453 = fadd contract double %22, %452
  %454 = getelementptr inbounds nuw i8, ptr %8, i64 432
  store double %453, ptr %454, align 8, !tbaa !11
  %455 = getelementptr inbounds nuw i8, ptr %8, i64 56
  %456 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %457 = getelementptr inbounds nuw i8, ptr %19, i64 224
  %458 = load float, ptr %457, align 4, !tbaa !31
  %459 = tail call noundef float @llvm.nvvm.fabs.f32(float %458)
  %460 = fcmp contract olt float %459, 1.000000e+06
  %461 = fpext contract float %458 to double
  %462 = select contract i1 %460, double %461, double 0.000000e+00
  %463 = getelementptr inbounds nuw i8, ptr %19, i64 28
  %464 = load float, ptr %463, align 4, !tbaa !31
  %465 = tail call noundef float @llvm.nvvm.fabs.f32(float %464)
  %466 = fcmp contract olt float %465, 1.000000e+06
  %467 = fpext contract float %464 to double
  %468 = select contract i1 %466, double %467, double 0.000000e+00
  %469 = fadd contract double %462, %468
  %470 = fmul contract double %469, 5.000000e-01
  store double %470, ptr %456, align 8, !tbaa !11
  store double %470, ptr %455, align 8, !tbaa !11
  %471 = getelementptr inbounds nuw i8, ptr %19, i64 228
  %472 = load float, ptr %471, align 4, !tbaa !31
  %473 = tail call noundef float @llvm.nvvm.fabs.f32(float %472)
  %474 = fcmp contract olt float %473, 1.000000e+06
  %475 = fpext contract float %472 to double
  %476 = select contract i1 %474, double %475, double 0.000000e+00
  %477 = getelementptr inbounds nuw i8, ptr %19, i64 60
  %478 = load float, ptr %477, align 4, !tbaa !31
  %479 = tail call noundef float @llvm.nvvm.fabs.f32(float %478)
  %480 = fcmp contract olt float %479, 1.000000e+06
  %481 = fpext contract float %478 to double
  %482 = select contract i1 %480, double %481, double 0.000000e+00
  %483 = fadd contract double %476, %482
  %484 = fmul contract double %483, 5.000000e-01
  %485 = getelementptr inbounds nuw i8, ptr %8, i64 456
  store double %484, ptr %485, align 8, !tbaa !11
  %486 = getelementptr inbounds nuw i8, ptr %8, i64 120
  store double %484, ptr %486, align 8, !tbaa !11
  %487 = getelementptr inbounds nuw i8, ptr %19, i64 232
  %488 = load float, ptr %487, align 4, !tbaa !31
  %489 = tail call noundef float @llvm.nvvm.fabs.f32(float %488)
  %490 = fcmp contract olt float %489, 1.000000e+06
  %491 = fpext contract float %488 to double
  %492 = select contract i1 %490, double %491, double 0.000000e+00
  %493 = getelementptr inbounds nuw i8, ptr %19, i64 92
  %494 = load float, ptr %493, align 4, !tbaa !31
  %495 = tail call noundef float @llvm.nvvm.fabs.f32(float %494)
  %496 = fcmp contract olt float %495, 1.000000e+06
  %497 = fpext contract float %494 to double
  %498 = select contract i1 %496, double %497, double 0.000000e+00
  %499 = fadd contract double %492, %498
  %500 = fmul contract double %499, 5.000000e-01
  %501 = getelementptr inbounds nuw i8, ptr %8, i64 464
  store double %500, ptr %501, align 8, !tbaa !11
  %502 = getelementptr inbounds nuw i8, ptr %8, i64 184
  store double %500, ptr %502, align 8, !tbaa !11
  %503 = getelementptr inbounds nuw i8, ptr %19, i64 236
  %504 = load float, ptr %503, align 4, !tbaa !31
  %505 = tail call noundef float @llvm.nvvm.fabs.f32(float %504)
  %506 = fcmp contract olt float %505, 1.000000e+06
  %507 = fpext contract float %504 to double
  %508 = select contract i1 %506, double %507, double 0.000000e+00
  %509 = getelementptr inbounds nuw i8, ptr %19, i64 124
  %510 = load float, ptr %509, align 4, !tbaa !31
  %511 = tail call noundef float @llvm.nvvm.fabs.f32(float %510)
  %512 = fcmp contract olt float %511, 1.000000e+06
  %513 = fpext contract float %510 to double
  %514 = select contract i1 %512, double %513, double 0.000000e+00
  %515 = fadd contract double %508, %514
  %516 = fmul contract double %515, 5.000000e-01
  %517 = getelementptr inbounds nuw i8, ptr %8, i64 472
  store double %516, ptr %517, align 8, !tbaa !11
  %518 = getelementptr inbounds nuw i8, ptr %8, i64 248
  store double %516, ptr %518, align 8, !tbaa !11
  %519 = getelementptr inbounds nuw i8, ptr %19, i64 240
  %520 = load float, ptr %519, align 4, !tbaa !31
  %521 = tail call noundef float @llvm.nvvm.fabs.f32(float %520)
  %522 = fcmp contract olt float %521, 1.000000e+06
  %523 = fpext contract float %520 to double
  %524 = select contract i1 %522, double %523, double 0.000000e+00
  %525 = getelementptr inbounds nuw i8, ptr %19, i64 156
  %526 = load float, ptr %525, align 4, !tbaa !31
  %527 = tail call noundef float @llvm.nvvm.fabs.f32(float %526)
  %528 = fcmp contract olt float %527, 1.000000e+06
  %529 = fpext contract float %526 to double
  %530 = select contract i1 %528, double %529, double 0.000000e+00
  %531 = fadd contract double %524, %530
  %532 = fmul contract double %531, 5.000000e-01
  %533 = getelementptr inbounds nuw i8, ptr %8, i64 480
  store double %532, ptr %533, align 8, !tbaa !11
  %534 = getelementptr inbounds nuw i8, ptr %8, i64 312
  store double %532, ptr %534, align 8, !tbaa !11
  %535 = getelementptr inbounds nuw i8, ptr %19, i64 244
  %536 = load float, ptr %535, align 4, !tbaa !31
  %537 = tail call noundef float @llvm.nvvm.fabs.f32(float %536)
  %538 = fcmp contract olt float %537, 1.000000e+06
  %539 = fpext contract float %536 to double
  %540 = select contract i1 %538, double %539, double 0.000000e+00
  %541 = getelementptr inbounds nuw i8, ptr %19, i64 188
  %542 = load float, ptr %541, align 4, !tbaa !31
  %543 = tail call noundef float @llvm.nvvm.fabs.f32(float %542)
  %544 = fcmp contract olt float %543, 1.000000e+06
  %545 = fpext contract float %542 to double
  %546 = select contract i1 %544, double %545, double 0.000000e+00
  %547 = fadd contract double %540, %546
  %548 = fmul contract double %547, 5.000000e-01
  %549 = getelementptr inbounds nuw i8, ptr %8, i64 488
  store double %548, ptr %549, align 8, !tbaa !11
  %550 = getelementptr inbounds nuw i8, ptr %8, i64 376
  store double %548, ptr %550, align 8, !tbaa !11
  %551 = getelementptr inbounds nuw i8, ptr %19, i64 248
  %552 = load float, ptr %551, align 4, !tbaa !31
  %553 = tail call noundef float @llvm.nvvm.fabs.f32(float %552)
  %554 = fcmp contract olt float %553, 1.000000e+06
  %555 = fpext contract float %552 to double
  %556 = select contract i1 %554, double %555, double 0.000000e+00
  %557 = getelementptr inbounds nuw i8, ptr %19, i64 220
  %558 = load float, ptr %557, align 4, !tbaa !31
  %559 = tail call noundef float @llvm.nvvm.fabs.f32(float %558)
  %560 = fcmp contract olt float %559, 1.000000e+06
  %561 = fpext contract float %558 to double
  %562 = select contract i1 %560, double %561, double 0.000000e+00
  %563 = fadd contract double %556, %562
  %564 = fmul contract double %563, 5.000000e-01
  %565 = getelementptr inbounds nuw i8, ptr %8, i64 496
  store double %564, ptr %565, align 8, !tbaa !11
  %566 = getelementptr inbounds nuw i8, ptr %8, i64 440
  store double %564, ptr %566, align 8, !tbaa !11
  %567 = getelementptr inbounds nuw i8, ptr %19, i64 252
  %568 = load float, ptr %567, align 4, !tbaa !31
  %569 = tail call noundef float @llvm.nvvm.fabs.f32(float %568)
  %570 = fcmp contract olt float %569, 1.000000e+06
  %571 = fpext contract float %568 to double
  %572 = select contract i1 %570, double %571, double 0.000000e+00
  %573 = tail call noundef float @llvm.nvvm.fabs.f32(float %568)
  %574 = fcmp contract olt float %573, 1.000000e+06
  %575 = fpext contract float %568 to double
  %576 = select contract i1 %574, double %575, double 0.000000e+00
  %577 = fadd contract double %572, %576
  %578 = fmul contract double %577, 5.000000e-01
  %579 = fadd contract double %22, %578
  %580 = getelementptr inbounds nuw i8, ptr %8, i64 504
  store double %579, ptr %580, align 8, !tbaa !11
  %581 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %582 = load double, ptr %8, align 8, !tbaa !11
  %583 = tail call noundef double @llvm.nvvm.fabs.f64(double %582)
  %584 = fadd contract double %583, 0.000000e+00
  %585 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %586 = load double, ptr %585, align 8, !tbaa !11
  %587 = tail call noundef double @llvm.nvvm.fabs.f64(double %586)
  %588 = fadd contract double %584, %587
  %589 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %590 = load double, ptr %589, align 8, !tbaa !11
  %591 = tail call noundef double @llvm.nvvm.fabs.f64(double %590)
  %592 = fadd contract double %588, %591
  %593 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %594 = load double, ptr %593, align 8, !tbaa !11
  %595 = tail call noundef double @llvm.nvvm.fabs.f64(double %594)
  %596 = fadd contract double %592, %595
  %597 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %598 = load double, ptr %597, align 8, !tbaa !11
  %599 = tail call noundef double @llvm.nvvm.fabs.f64(double %598)
  %600 = fadd contract double %596, %599
  %601 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %602 = load double, ptr %601, align 8, !tbaa !11
  %603 = tail call noundef double @llvm.nvvm.fabs.f64(double %602)
  %604 = fadd contract double %600, %603
  %605 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %606 = load double, ptr %605, align 8, !tbaa !11
  %607 = tail call noundef double @llvm.nvvm.fabs.f64(double %606)
  %608 = fadd contract double %604, %607
  %609 = getelementptr inbounds nuw i8, ptr %8, i64 56
  %610 = load double, ptr %609, align 8, !tbaa !11
  %611 = tail call noundef double @llvm.nvvm.fabs.f64(double %610)
  %612 = fadd contract double %608, %611
  %613 = tail call noundef double @llvm.maxnum.f64(double %612, double 0.000000e+00)
  %614 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %615 = load double, ptr %614, align 8, !tbaa !11
  %616 = tail call noundef double @llvm.nvvm.fabs.f64(double %615)
  %617 = fadd contract double %616, 0.000000e+00
  %618 = getelementptr inbounds nuw i8, ptr %8, i64 72
  %619 = load double, ptr %618, align 8, !tbaa !11
  %620 = tail call noundef double @llvm.nvvm.fabs.f64(double %619)
  %621 = fadd contract double %617, %620
  %622 = getelementptr inbounds nuw i8, ptr %8, i64 80
  %623 = load double, ptr %622, align 8, !tbaa !11
  %624 = tail call noundef double @llvm.nvvm.fabs.f64(double %623)
  %625 = fadd contract double %621, %624
  %626 = getelementptr inbounds nuw i8, ptr %8, i64 88
  %627 = load double, ptr %626, align 8, !tbaa !11
  %628 = tail call noundef double @llvm.nvvm.fabs.f64(double %627)
  %629 = fadd contract double %625, %628
  %630 = getelementptr inbounds nuw i8, ptr %8, i64 96
  %631 = load double, ptr %630, align 8, !tbaa !11
  %632 = tail call noundef double @llvm.nvvm.fabs.f64(double %631)
  %633 = fadd contract double %629, %632
  %634 = getelementptr inbounds nuw i8, ptr %8, i64 104
  %635 = load double, ptr %634, align 8, !tbaa !11
  %636 = tail call noundef double @llvm.nvvm.fabs.f64(double %635)
  %637 = fadd contract double %633, %636
  %638 = getelementptr inbounds nuw i8, ptr %8, i64 112
  %639 = load double, ptr %638, align 8, !tbaa !11
  %640 = tail call noundef double @llvm.nvvm.fabs.f64(double %639)
  %641 = fadd contract double %637, %640
  %642 = getelementptr inbounds nuw i8, ptr %8, i64 120
  %643 = load double, ptr %642, align 8, !tbaa !11
  %644 = tail call noundef double @llvm.nvvm.fabs.f64(double %643)
  %645 = fadd contract double %641, %644
  %646 = tail call noundef double @llvm.maxnum.f64(double %613, double %645)
  %647 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %648 = load double, ptr %647, align 8, !tbaa !11
  %649 = tail call noundef double @llvm.nvvm.fabs.f64(double %648)
  %650 = fadd contract double %649, 0.000000e+00
  %651 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %652 = load double, ptr %651, align 8, !tbaa !11
  %653 = tail call noundef double @llvm.nvvm.fabs.f64(double %652)
  %654 = fadd contract double %650, %653
  %655 = getelementptr inbounds nuw i8, ptr %8, i64 144
  %656 = load double, ptr %655, align 8, !tbaa !11
  %657 = tail call noundef double @llvm.nvvm.fabs.f64(double %656)
  %658 = fadd contract double %654, %657
  %659 = getelementptr inbounds nuw i8, ptr %8, i64 152
  %660 = load double, ptr %659, align 8, !tbaa !11
  %661 = tail call noundef double @llvm.nvvm.fabs.f64(double %660)
  %662 = fadd contract double %658, %661
  %663 = getelementptr inbounds nuw i8, ptr %8, i64 160
  %664 = load double, ptr %663, align 8, !tbaa !11
  %665 = tail call noundef double @llvm.nvvm.fabs.f64(double %664)
  %666 = fadd contract double %662, %665
  %667 = getelementptr inbounds nuw i8, ptr %8, i64 168
  %668 = load double, ptr %667, align 8, !tbaa !11
  %669 = tail call noundef double @llvm.nvvm.fabs.f64(double %668)
  %670 = fadd contract double %666, %669
  %671 = getelementptr inbounds nuw i8, ptr %8, i64 176
  %672 = load double, ptr %671, align 8, !tbaa !11
  %673 = tail call noundef double @llvm.nvvm.fabs.f64(double %672)
  %674 = fadd contract double %670, %673
  %675 = getelementptr inbounds nuw i8, ptr %8, i64 184
  %676 = load double, ptr %675, align 8, !tbaa !11
  %677 = tail call noundef double @llvm.nvvm.fabs.f64(double %676)
  %678 = fadd contract double %674, %677
  %679 = tail call noundef double @llvm.maxnum.f64(double %646, double %678)
  %680 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %681 = load double, ptr %680, align 8, !tbaa !11
  %682 = tail call noundef double @llvm.nvvm.fabs.f64(double %681)
  %683 = fadd contract double %682, 0.000000e+00
  %684 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %685 = load double, ptr %684, align 8, !tbaa !11
  %686 = tail call noundef double @llvm.nvvm.fabs.f64(double %685)
  %687 = fadd contract double %683, %686
  %688 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %689 = load double, ptr %688, align 8, !tbaa !11
  %690 = tail call noundef double @llvm.nvvm.fabs.f64(double %689)
  %691 = fadd contract double %687, %690
  %692 = getelementptr inbounds nuw i8, ptr %8, i64 216
  %693 = load double, ptr %692, align 8, !tbaa !11
  %694 = tail call noundef double @llvm.nvvm.fabs.f64(double %693)
  %695 = fadd contract double %691, %694
  %696 = getelementptr inbounds nuw i8, ptr %8, i64 224
  %697 = load double, ptr %696, align 8, !tbaa !11
  %698 = tail call noundef double @llvm.nvvm.fabs.f64(double %697)
  %699 = fadd contract double %695, %698
  %700 = getelementptr inbounds nuw i8, ptr %8, i64 232
  %701 = load double, ptr %700, align 8, !tbaa !11
  %702 = tail call noundef double @llvm.nvvm.fabs.f64(double %701)
  %703 = fadd contract double %699, %702
  %704 = getelementptr inbounds nuw i8, ptr %8, i64 240
  %705 = load double, ptr %704, align 8, !tbaa !11
  %706 = tail call noundef double @llvm.nvvm.fabs.f64(double %705)
  %707 = fadd contract double %703, %706
  %708 = getelementptr inbounds nuw i8, ptr %8, i64 248
  %709 = load double, ptr %708, align 8, !tbaa !11
  %710 = tail call noundef double @llvm.nvvm.fabs.f64(double %709)
  %711 = fadd contract double %707, %710
  %712 = tail call noundef double @llvm.maxnum.f64(double %679, double %711)
  %713 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %714 = load double, ptr %713, align 8, !tbaa !11
  %715 = tail call noundef double @llvm.nvvm.fabs.f64(double %714)
  %716 = fadd contract double %715, 0.000000e+00
  %717 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %718 = load double, ptr %717, align 8, !tbaa !11
  %719 = tail call noundef double @llvm.nvvm.fabs.f64(double %718)
  %720 = fadd contract double %716, %719
  %721 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %722 = load double, ptr %721, align 8, !tbaa !11
  %723 = tail call noundef double @llvm.nvvm.fabs.f64(double %722)
  %724 = fadd contract double %720, %723
  %725 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %726 = load double, ptr %725, align 8, !tbaa !11
  %727 = tail call noundef double @llvm.nvvm.fabs.f64(double %726)
  %728 = fadd contract double %724, %727
  %729 = getelementptr inbounds nuw i8, ptr %8, i64 288
  %730 = load double, ptr %729, align 8, !tbaa !11
  %731 = tail call noundef double @llvm.nvvm.fabs.f64(double %730)
  %732 = fadd contract double %728, %731
  %733 = getelementptr inbounds nuw i8, ptr %8, i64 296
  %734 = load double, ptr %733, align 8, !tbaa !11
  %735 = tail call noundef double @llvm.nvvm.fabs.f64(double %734)
  %736 = fadd contract double %732, %735
  %737 = getelementptr inbounds nuw i8, ptr %8, i64 304
  %738 = load double, ptr %737, align 8, !tbaa !11
  %739 = tail call noundef double @llvm.nvvm.fabs.f64(double %738)
  %740 = fadd contract double %736, %739
  %741 = getelementptr inbounds nuw i8, ptr %8, i64 312
  %742 = load double, ptr %741, align 8, !tbaa !11
  %743 = tail call noundef double @llvm.nvvm.fabs.f64(double %742)
  %744 = fadd contract double %740, %743
  %745 = tail call noundef double @llvm.maxnum.f64(double %712, double %744)
  %746 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %747 = load double, ptr %746, align 8, !tbaa !11
  %748 = tail call noundef double @llvm.nvvm.fabs.f64(double %747)
  %749 = fadd contract double %748, 0.000000e+00
  %750 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %751 = load double, ptr %750, align 8, !tbaa !11
  %752 = tail call noundef double @llvm.nvvm.fabs.f64(double %751)
  %753 = fadd contract double %749, %752
  %754 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %755 = load double, ptr %754, align 8, !tbaa !11
  %756 = tail call noundef double @llvm.nvvm.fabs.f64(double %755)
  %757 = fadd contract double %753, %756
  %758 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %759 = load double, ptr %758, align 8, !tbaa !11
  %760 = tail call noundef double @llvm.nvvm.fabs.f64(double %759)
  %761 = fadd contract double %757, %760
  %762 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %763 = load double, ptr %762, align 8, !tbaa !11
  %764 = tail call noundef double @llvm.nvvm.fabs.f64(double %763)
  %765 = fadd contract double %761, %764
  %766 = getelementptr inbounds nuw i8, ptr %8, i64 360
  %767 = load double, ptr %766, align 8, !tbaa !11
  %768 = tail call noundef double @llvm.nvvm.fabs.f64(double %767)
  %769 = fadd contract double %765, %768
  %770 = getelementptr inbounds nuw i8, ptr %8, i64 368
  %771 = load double, ptr %770, align 8, !tbaa !11
  %772 = tail call noundef double @llvm.nvvm.fabs.f64(double %771)
  %773 = fadd contract double %769, %772
  %774 = getelementptr inbounds nuw i8, ptr %8, i64 376
  %775 = load double, ptr %774, align 8, !tbaa !11
  %776 = tail call noundef double @llvm.nvvm.fabs.f64(double %775)
  %777 = fadd contract double %773, %776
  %778 = tail call noundef double @llvm.maxnum.f64(double %745, double %777)
  %779 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %780 = load double, ptr %779, align 8, !tbaa !11
  %781 = tail call noundef double @llvm.nvvm.fabs.f64(double %780)
  %782 = fadd contract double %781, 0.000000e+00
  %783 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %784 = load double, ptr %783, align 8, !tbaa !11
  %785 = tail call noundef double @llvm.nvvm.fabs.f64(double %784)
  %786 = fadd contract double %782, %785
  %787 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %788 = load double, ptr %787, align 8, !tbaa !11
  %789 = tail call noundef double @llvm.nvvm.fabs.f64(double %788)
  %790 = fadd contract double %786, %789
  %791 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %792 = load double, ptr %791, align 8, !tbaa !11
  %793 = tail call noundef double @llvm.nvvm.fabs.f64(double %792)
  %794 = fadd contract double %790, %793
  %795 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %796 = load double, ptr %795, align 8, !tbaa !11
  %797 = tail call noundef double @llvm.nvvm.fabs.f64(double %796)
  %798 = fadd contract double %794, %797
  %799 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %800 = load double, ptr %799, align 8, !tbaa !11
  %801 = tail call noundef double @llvm.nvvm.fabs.f64(double %800)
  %802 = fadd contract double %798, %801
  %803 = getelementptr inbounds nuw i8, ptr %8, i64 432
  %804 = load double, ptr %803, align 8, !tbaa !11
  %805 = tail call noundef double @llvm.nvvm.fabs.f64(double %804)
  %806 = fadd contract double %802, %805
  %807 = getelementptr inbounds nuw i8, ptr %8, i64 440
  %808 = load double, ptr %807, align 8, !tbaa !11
  %809 = tail call noundef double @llvm.nvvm.fabs.f64(double %808)
  %810 = fadd contract double %806, %809
  %811 = tail call noundef double @llvm.maxnum.f64(double %778, double %810)
  %812 = load double, ptr %581, align 8, !tbaa !11
  %813 = tail call noundef double @llvm.nvvm.fabs.f64(double %812)
  %814 = fadd contract double %813, 0.000000e+00
  %815 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %816 = load double, ptr %815, align 8, !tbaa !11
  %817 = tail call noundef double @llvm.nvvm.fabs.f64(double %816)
  %818 = fadd contract double %814, %817
  %819 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %820 = load double, ptr %819, align 8, !tbaa !11
  %821 = tail call noundef double @llvm.nvvm.fabs.f64(double %820)
  %822 = fadd contract double %818, %821
  %823 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %824 = load double, ptr %823, align 8, !tbaa !11
  %825 = tail call noundef double @llvm.nvvm.fabs.f64(double %824)
  %826 = fadd contract double %822, %825
  %827 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %828 = load double, ptr %827, align 8, !tbaa !11
  %829 = tail call noundef double @llvm.nvvm.fabs.f64(double %828)
  %830 = fadd contract double %826, %829
  %831 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %832 = load double, ptr %831, align 8, !tbaa !11
  %833 = tail call noundef double @llvm.nvvm.fabs.f64(double %832)
  %834 = fadd contract double %830, %833
  %835 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %836 = load double, ptr %835, align 8, !tbaa !11
  %837 = tail call noundef double @llvm.nvvm.fabs.f64(double %836)
  %838 = fadd contract double %834, %837
  %839 = getelementptr inbounds nuw i8, ptr %8, i64 504
  %840 = load double, ptr %839, align 8, !tbaa !11
  %841 = tail call noundef double @llvm.nvvm.fabs.f64(double %840)
  %842 = fadd contract double %838, %841
  %843 = tail call noundef double @llvm.maxnum.f64(double %811, double %842)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %844 = tail call noundef double @llvm.maxnum.f64(double %843, double 1.000000e+00)
  %845 = fmul contract double %844, 1.000000e-10
  %846 = call noundef i32 @_Z13ldlt_modifiedILi8EEiRAT__AT__dRS0_d(ptr noundef nonnull align 8 dereferenceable(512) %8, ptr noundef nonnull align 8 dereferenceable(64) %9, double noundef %845) #9
  %847 = call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %848 = load double, ptr %9, align 8, !tbaa !11
  %849 = call noundef double @llvm.nvvm.fabs.f64(double %848)
  %850 = call i32 @llvm.nvvm.d2i.hi(double %849) #9
  %851 = call i32 @llvm.nvvm.d2i.lo(double %849) #9
  %852 = icmp slt i32 %850, 1048576
  br i1 %852, label %853, label %857

853:                                              ; preds = %16
  %854 = fmul double %849, 0x4350000000000000
  %855 = call i32 @llvm.nvvm.d2i.hi(double %854) #9
  %856 = call i32 @llvm.nvvm.d2i.lo(double %854) #9
  br label %857

857:                                              ; preds = %853, %16
  %858 = phi double [ %854, %853 ], [ %849, %16 ]
  %859 = phi i32 [ %855, %853 ], [ %850, %16 ]
  %860 = phi i32 [ %856, %853 ], [ %851, %16 ]
  %861 = phi i32 [ -1077, %853 ], [ -1023, %16 ]
  %862 = add i32 %859, -1
  %863 = icmp ult i32 %862, 2146435071
  br i1 %863, label %864, label %914

864:                                              ; preds = %857
  %865 = lshr i32 %859, 20
  %866 = add nsw i32 %861, %865
  %867 = and i32 %859, 1048575
  %868 = or disjoint i32 %867, 1072693248
  %869 = call double @llvm.nvvm.lohi.i2d(i32 %860, i32 %868) #9
  %870 = icmp samesign ugt i32 %868, 1073127582
  br i1 %870, label %871, label %877

871:                                              ; preds = %864
  %872 = call i32 @llvm.nvvm.d2i.lo(double %869) #9
  %873 = call i32 @llvm.nvvm.d2i.hi(double %869) #9
  %874 = add i32 %873, -1048576
  %875 = call double @llvm.nvvm.lohi.i2d(i32 %872, i32 %874) #9
  %876 = add nsw i32 %866, 1
  br label %877

877:                                              ; preds = %871, %864
  %878 = phi double [ %875, %871 ], [ %869, %864 ]
  %879 = phi i32 [ %876, %871 ], [ %866, %864 ]
  %880 = fadd double %878, -1.000000e+00
  %881 = fadd double %878, 1.000000e+00
  %882 = call double @llvm.nvvm.rcp.approx.ftz.d(double %881) #9
  %883 = fneg double %881
  %884 = call double @llvm.fma.f64(double %883, double %882, double 1.000000e+00)
  %885 = call double @llvm.fma.f64(double %884, double %884, double %884)
  %886 = call double @llvm.fma.f64(double %885, double %882, double %882)
  %887 = fmul double %880, %886
  %888 = fadd double %887, %887
  %889 = fmul double %888, %888
  %890 = call double @llvm.fma.f64(double %889, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %891 = call double @llvm.fma.f64(double %890, double %889, double 0x3EF3B2669F02676F)
  %892 = call double @llvm.fma.f64(double %891, double %889, double 0x3F1745CBA9AB0956)
  %893 = call double @llvm.fma.f64(double %892, double %889, double 0x3F3C71C72D1B5154)
  %894 = call double @llvm.fma.f64(double %893, double %889, double 0x3F624924923BE72D)
  %895 = call double @llvm.fma.f64(double %894, double %889, double 0x3F8999999999A3C4)
  %896 = call double @llvm.fma.f64(double %895, double %889, double 0x3FB5555555555554)
  %897 = fsub double %880, %888
  %898 = fmul double %897, 2.000000e+00
  %899 = fneg double %888
  %900 = call double @llvm.fma.f64(double %899, double %880, double %898)
  %901 = fmul double %886, %900
  %902 = fmul double %889, %896
  %903 = call double @llvm.fma.f64(double %902, double %888, double %901)
  %904 = xor i32 %879, -2147483648
  %905 = call double @llvm.nvvm.lohi.i2d(i32 %904, i32 1127219200) #9
  %906 = fsub double %905, %847
  %907 = call double @llvm.fma.f64(double %906, double 0x3FE62E42FEFA39EF, double %888)
  %908 = fneg double %906
  %909 = call double @llvm.fma.f64(double %908, double 0x3FE62E42FEFA39EF, double %907)
  %910 = fsub double %909, %888
  %911 = fsub double %903, %910
  %912 = call double @llvm.fma.f64(double %906, double 0x3C7ABC9E3B39803F, double %911)
  %913 = fadd double %907, %912
  br label %920

914:                                              ; preds = %857
  %915 = call double @llvm.fma.f64(double %858, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %916 = call i32 @llvm.nvvm.d2i.hi(double %858) #9
  %917 = and i32 %916, 2147483647
  %918 = icmp eq i32 %917, 0
  %919 = select i1 %918, double 0xFFF0000000000000, double %915
  br label %920

920:                                              ; preds = %877, %914
  %921 = phi double [ %913, %877 ], [ %919, %914 ]
  %922 = fadd contract double %921, 0.000000e+00
  %923 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %924 = load double, ptr %923, align 8, !tbaa !11
  %925 = call noundef double @llvm.nvvm.fabs.f64(double %924)
  %926 = call i32 @llvm.nvvm.d2i.hi(double %925) #9
  %927 = call i32 @llvm.nvvm.d2i.lo(double %925) #9
  %928 = icmp slt i32 %926, 1048576
  br i1 %928, label %929, label %933

929:                                              ; preds = %920
  %930 = fmul double %925, 0x4350000000000000
  %931 = call i32 @llvm.nvvm.d2i.hi(double %930) #9
  %932 = call i32 @llvm.nvvm.d2i.lo(double %930) #9
  br label %933

933:                                              ; preds = %929, %920
  %934 = phi double [ %930, %929 ], [ %925, %920 ]
  %935 = phi i32 [ %931, %929 ], [ %926, %920 ]
  %936 = phi i32 [ %932, %929 ], [ %927, %920 ]
  %937 = phi i32 [ -1077, %929 ], [ -1023, %920 ]
  %938 = add i32 %935, -1
  %939 = icmp ult i32 %938, 2146435071
  br i1 %939, label %946, label %940

940:                                              ; preds = %933
  %941 = call double @llvm.fma.f64(double %934, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %942 = call i32 @llvm.nvvm.d2i.hi(double %934) #9
  %943 = and i32 %942, 2147483647
  %944 = icmp eq i32 %943, 0
  %945 = select i1 %944, double 0xFFF0000000000000, double %941
  br label %996

946:                                              ; preds = %933
  %947 = lshr i32 %935, 20
  %948 = add nsw i32 %937, %947
  %949 = and i32 %935, 1048575
  %950 = or disjoint i32 %949, 1072693248
  %951 = call double @llvm.nvvm.lohi.i2d(i32 %936, i32 %950) #9
  %952 = icmp samesign ugt i32 %950, 1073127582
  br i1 %952, label %953, label %959

953:                                              ; preds = %946
  %954 = call i32 @llvm.nvvm.d2i.lo(double %951) #9
  %955 = call i32 @llvm.nvvm.d2i.hi(double %951) #9
  %956 = add i32 %955, -1048576
  %957 = call double @llvm.nvvm.lohi.i2d(i32 %954, i32 %956) #9
  %958 = add nsw i32 %948, 1
  br label %959

959:                                              ; preds = %953, %946
  %960 = phi double [ %957, %953 ], [ %951, %946 ]
  %961 = phi i32 [ %958, %953 ], [ %948, %946 ]
  %962 = fadd double %960, -1.000000e+00
  %963 = fadd double %960, 1.000000e+00
  %964 = call double @llvm.nvvm.rcp.approx.ftz.d(double %963) #9
  %965 = fneg double %963
  %966 = call double @llvm.fma.f64(double %965, double %964, double 1.000000e+00)
  %967 = call double @llvm.fma.f64(double %966, double %966, double %966)
  %968 = call double @llvm.fma.f64(double %967, double %964, double %964)
  %969 = fmul double %962, %968
  %970 = fadd double %969, %969
  %971 = fmul double %970, %970
  %972 = call double @llvm.fma.f64(double %971, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %973 = call double @llvm.fma.f64(double %972, double %971, double 0x3EF3B2669F02676F)
  %974 = call double @llvm.fma.f64(double %973, double %971, double 0x3F1745CBA9AB0956)
  %975 = call double @llvm.fma.f64(double %974, double %971, double 0x3F3C71C72D1B5154)
  %976 = call double @llvm.fma.f64(double %975, double %971, double 0x3F624924923BE72D)
  %977 = call double @llvm.fma.f64(double %976, double %971, double 0x3F8999999999A3C4)
  %978 = call double @llvm.fma.f64(double %977, double %971, double 0x3FB5555555555554)
  %979 = fsub double %962, %970
  %980 = fmul double %979, 2.000000e+00
  %981 = fneg double %970
  %982 = call double @llvm.fma.f64(double %981, double %962, double %980)
  %983 = fmul double %968, %982
  %984 = fmul double %971, %978
  %985 = call double @llvm.fma.f64(double %984, double %970, double %983)
  %986 = xor i32 %961, -2147483648
  %987 = call double @llvm.nvvm.lohi.i2d(i32 %986, i32 1127219200) #9
  %988 = fsub double %987, %847
  %989 = call double @llvm.fma.f64(double %988, double 0x3FE62E42FEFA39EF, double %970)
  %990 = fneg double %988
  %991 = call double @llvm.fma.f64(double %990, double 0x3FE62E42FEFA39EF, double %989)
  %992 = fsub double %991, %970
  %993 = fsub double %985, %992
  %994 = call double @llvm.fma.f64(double %988, double 0x3C7ABC9E3B39803F, double %993)
  %995 = fadd double %989, %994
  br label %996

996:                                              ; preds = %959, %940
  %997 = phi double [ %995, %959 ], [ %945, %940 ]
  %998 = fadd contract double %922, %997
  %999 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %1000 = load double, ptr %999, align 8, !tbaa !11
  %1001 = call noundef double @llvm.nvvm.fabs.f64(double %1000)
  %1002 = call i32 @llvm.nvvm.d2i.hi(double %1001) #9
  %1003 = call i32 @llvm.nvvm.d2i.lo(double %1001) #9
  %1004 = icmp slt i32 %1002, 1048576
  br i1 %1004, label %1005, label %1009

1005:                                             ; preds = %996
  %1006 = fmul double %1001, 0x4350000000000000
  %1007 = call i32 @llvm.nvvm.d2i.hi(double %1006) #9
  %1008 = call i32 @llvm.nvvm.d2i.lo(double %1006) #9
  br label %1009

1009:                                             ; preds = %1005, %996
  %1010 = phi double [ %1006, %1005 ], [ %1001, %996 ]
  %1011 = phi i32 [ %1007, %1005 ], [ %1002, %996 ]
  %1012 = phi i32 [ %1008, %1005 ], [ %1003, %996 ]
  %1013 = phi i32 [ -1077, %1005 ], [ -1023, %996 ]
  %1014 = add i32 %1011, -1
  %1015 = icmp ult i32 %1014, 2146435071
  br i1 %1015, label %1022, label %1016

1016:                                             ; preds = %1009
  %1017 = call double @llvm.fma.f64(double %1010, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1018 = call i32 @llvm.nvvm.d2i.hi(double %1010) #9
  %1019 = and i32 %1018, 2147483647
  %1020 = icmp eq i32 %1019, 0
  %1021 = select i1 %1020, double 0xFFF0000000000000, double %1017
  br label %1072

1022:                                             ; preds = %1009
  %1023 = lshr i32 %1011, 20
  %1024 = add nsw i32 %1013, %1023
  %1025 = and i32 %1011, 1048575
  %1026 = or disjoint i32 %1025, 1072693248
  %1027 = call double @llvm.nvvm.lohi.i2d(i32 %1012, i32 %1026) #9
  %1028 = icmp samesign ugt i32 %1026, 1073127582
  br i1 %1028, label %1029, label %1035

1029:                                             ; preds = %1022
  %1030 = call i32 @llvm.nvvm.d2i.lo(double %1027) #9
  %1031 = call i32 @llvm.nvvm.d2i.hi(double %1027) #9
  %1032 = add i32 %1031, -1048576
  %1033 = call double @llvm.nvvm.lohi.i2d(i32 %1030, i32 %1032) #9
  %1034 = add nsw i32 %1024, 1
  br label %1035

1035:                                             ; preds = %1029, %1022
  %1036 = phi double [ %1033, %1029 ], [ %1027, %1022 ]
  %1037 = phi i32 [ %1034, %1029 ], [ %1024, %1022 ]
  %1038 = fadd double %1036, -1.000000e+00
  %1039 = fadd double %1036, 1.000000e+00
  %1040 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1039) #9
  %1041 = fneg double %1039
  %1042 = call double @llvm.fma.f64(double %1041, double %1040, double 1.000000e+00)
  %1043 = call double @llvm.fma.f64(double %1042, double %1042, double %1042)
  %1044 = call double @llvm.fma.f64(double %1043, double %1040, double %1040)
  %1045 = fmul double %1038, %1044
  %1046 = fadd double %1045, %1045
  %1047 = fmul double %1046, %1046
  %1048 = call double @llvm.fma.f64(double %1047, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1049 = call double @llvm.fma.f64(double %1048, double %1047, double 0x3EF3B2669F02676F)
  %1050 = call double @llvm.fma.f64(double %1049, double %1047, double 0x3F1745CBA9AB0956)
  %1051 = call double @llvm.fma.f64(double %1050, double %1047, double 0x3F3C71C72D1B5154)
  %1052 = call double @llvm.fma.f64(double %1051, double %1047, double 0x3F624924923BE72D)
  %1053 = call double @llvm.fma.f64(double %1052, double %1047, double 0x3F8999999999A3C4)
  %1054 = call double @llvm.fma.f64(double %1053, double %1047, double 0x3FB5555555555554)
  %1055 = fsub double %1038, %1046
  %1056 = fmul double %1055, 2.000000e+00
  %1057 = fneg double %1046
  %1058 = call double @llvm.fma.f64(double %1057, double %1038, double %1056)
  %1059 = fmul double %1044, %1058
  %1060 = fmul double %1047, %1054
  %1061 = call double @llvm.fma.f64(double %1060, double %1046, double %1059)
  %1062 = xor i32 %1037, -2147483648
  %1063 = call double @llvm.nvvm.lohi.i2d(i32 %1062, i32 1127219200) #9
  %1064 = fsub double %1063, %847
  %1065 = call double @llvm.fma.f64(double %1064, double 0x3FE62E42FEFA39EF, double %1046)
  %1066 = fneg double %1064
  %1067 = call double @llvm.fma.f64(double %1066, double 0x3FE62E42FEFA39EF, double %1065)
  %1068 = fsub double %1067, %1046
  %1069 = fsub double %1061, %1068
  %1070 = call double @llvm.fma.f64(double %1064, double 0x3C7ABC9E3B39803F, double %1069)
  %1071 = fadd double %1065, %1070
  br label %1072

1072:                                             ; preds = %1035, %1016
  %1073 = phi double [ %1071, %1035 ], [ %1021, %1016 ]
  %1074 = fadd contract double %998, %1073
  %1075 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %1076 = load double, ptr %1075, align 8, !tbaa !11
  %1077 = call noundef double @llvm.nvvm.fabs.f64(double %1076)
  %1078 = call i32 @llvm.nvvm.d2i.hi(double %1077) #9
  %1079 = call i32 @llvm.nvvm.d2i.lo(double %1077) #9
  %1080 = icmp slt i32 %1078, 1048576
  br i1 %1080, label %1081, label %1085

1081:                                             ; preds = %1072
  %1082 = fmul double %1077, 0x4350000000000000
  %1083 = call i32 @llvm.nvvm.d2i.hi(double %1082) #9
  %1084 = call i32 @llvm.nvvm.d2i.lo(double %1082) #9
  br label %1085

1085:                                             ; preds = %1081, %1072
  %1086 = phi double [ %1082, %1081 ], [ %1077, %1072 ]
  %1087 = phi i32 [ %1083, %1081 ], [ %1078, %1072 ]
  %1088 = phi i32 [ %1084, %1081 ], [ %1079, %1072 ]
  %1089 = phi i32 [ -1077, %1081 ], [ -1023, %1072 ]
  %1090 = add i32 %1087, -1
  %1091 = icmp ult i32 %1090, 2146435071
  br i1 %1091, label %1098, label %1092

1092:                                             ; preds = %1085
  %1093 = call double @llvm.fma.f64(double %1086, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1094 = call i32 @llvm.nvvm.d2i.hi(double %1086) #9
  %1095 = and i32 %1094, 2147483647
  %1096 = icmp eq i32 %1095, 0
  %1097 = select i1 %1096, double 0xFFF0000000000000, double %1093
  br label %1148

1098:                                             ; preds = %1085
  %1099 = lshr i32 %1087, 20
  %1100 = add nsw i32 %1089, %1099
  %1101 = and i32 %1087, 1048575
  %1102 = or disjoint i32 %1101, 1072693248
  %1103 = call double @llvm.nvvm.lohi.i2d(i32 %1088, i32 %1102) #9
  %1104 = icmp samesign ugt i32 %1102, 1073127582
  br i1 %1104, label %1105, label %1111

1105:                                             ; preds = %1098
  %1106 = call i32 @llvm.nvvm.d2i.lo(double %1103) #9
  %1107 = call i32 @llvm.nvvm.d2i.hi(double %1103) #9
  %1108 = add i32 %1107, -1048576
  %1109 = call double @llvm.nvvm.lohi.i2d(i32 %1106, i32 %1108) #9
  %1110 = add nsw i32 %1100, 1
  br label %1111

1111:                                             ; preds = %1105, %1098
  %1112 = phi double [ %1109, %1105 ], [ %1103, %1098 ]
  %1113 = phi i32 [ %1110, %1105 ], [ %1100, %1098 ]
  %1114 = fadd double %1112, -1.000000e+00
  %1115 = fadd double %1112, 1.000000e+00
  %1116 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1115) #9
  %1117 = fneg double %1115
  %1118 = call double @llvm.fma.f64(double %1117, double %1116, double 1.000000e+00)
  %1119 = call double @llvm.fma.f64(double %1118, double %1118, double %1118)
  %1120 = call double @llvm.fma.f64(double %1119, double %1116, double %1116)
  %1121 = fmul double %1114, %1120
  %1122 = fadd double %1121, %1121
  %1123 = fmul double %1122, %1122
  %1124 = call double @llvm.fma.f64(double %1123, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1125 = call double @llvm.fma.f64(double %1124, double %1123, double 0x3EF3B2669F02676F)
  %1126 = call double @llvm.fma.f64(double %1125, double %1123, double 0x3F1745CBA9AB0956)
  %1127 = call double @llvm.fma.f64(double %1126, double %1123, double 0x3F3C71C72D1B5154)
  %1128 = call double @llvm.fma.f64(double %1127, double %1123, double 0x3F624924923BE72D)
  %1129 = call double @llvm.fma.f64(double %1128, double %1123, double 0x3F8999999999A3C4)
  %1130 = call double @llvm.fma.f64(double %1129, double %1123, double 0x3FB5555555555554)
  %1131 = fsub double %1114, %1122
  %1132 = fmul double %1131, 2.000000e+00
  %1133 = fneg double %1122
  %1134 = call double @llvm.fma.f64(double %1133, double %1114, double %1132)
  %1135 = fmul double %1120, %1134
  %1136 = fmul double %1123, %1130
  %1137 = call double @llvm.fma.f64(double %1136, double %1122, double %1135)
  %1138 = xor i32 %1113, -2147483648
  %1139 = call double @llvm.nvvm.lohi.i2d(i32 %1138, i32 1127219200) #9
  %1140 = fsub double %1139, %847
  %1141 = call double @llvm.fma.f64(double %1140, double 0x3FE62E42FEFA39EF, double %1122)
  %1142 = fneg double %1140
  %1143 = call double @llvm.fma.f64(double %1142, double 0x3FE62E42FEFA39EF, double %1141)
  %1144 = fsub double %1143, %1122
  %1145 = fsub double %1137, %1144
  %1146 = call double @llvm.fma.f64(double %1140, double 0x3C7ABC9E3B39803F, double %1145)
  %1147 = fadd double %1141, %1146
  br label %1148

1148:                                             ; preds = %1111, %1092
  %1149 = phi double [ %1147, %1111 ], [ %1097, %1092 ]
  %1150 = fadd contract double %1074, %1149
  %1151 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %1152 = load double, ptr %1151, align 8, !tbaa !11
  %1153 = call noundef double @llvm.nvvm.fabs.f64(double %1152)
  %1154 = call i32 @llvm.nvvm.d2i.hi(double %1153) #9
  %1155 = call i32 @llvm.nvvm.d2i.lo(double %1153) #9
  %1156 = icmp slt i32 %1154, 1048576
  br i1 %1156, label %1157, label %1161

1157:                                             ; preds = %1148
  %1158 = fmul double %1153, 0x4350000000000000
  %1159 = call i32 @llvm.nvvm.d2i.hi(double %1158) #9
  %1160 = call i32 @llvm.nvvm.d2i.lo(double %1158) #9
  br label %1161

1161:                                             ; preds = %1157, %1148
  %1162 = phi double [ %1158, %1157 ], [ %1153, %1148 ]
  %1163 = phi i32 [ %1159, %1157 ], [ %1154, %1148 ]
  %1164 = phi i32 [ %1160, %1157 ], [ %1155, %1148 ]
  %1165 = phi i32 [ -1077, %1157 ], [ -1023, %1148 ]
  %1166 = add i32 %1163, -1
  %1167 = icmp ult i32 %1166, 2146435071
  br i1 %1167, label %1174, label %1168

1168:                                             ; preds = %1161
  %1169 = call double @llvm.fma.f64(double %1162, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1170 = call i32 @llvm.nvvm.d2i.hi(double %1162) #9
  %1171 = and i32 %1170, 2147483647
  %1172 = icmp eq i32 %1171, 0
  %1173 = select i1 %1172, double 0xFFF0000000000000, double %1169
  br label %1224

1174:                                             ; preds = %1161
  %1175 = lshr i32 %1163, 20
  %1176 = add nsw i32 %1165, %1175
  %1177 = and i32 %1163, 1048575
  %1178 = or disjoint i32 %1177, 1072693248
  %1179 = call double @llvm.nvvm.lohi.i2d(i32 %1164, i32 %1178) #9
  %1180 = icmp samesign ugt i32 %1178, 1073127582
  br i1 %1180, label %1181, label %1187

1181:                                             ; preds = %1174
  %1182 = call i32 @llvm.nvvm.d2i.lo(double %1179) #9
  %1183 = call i32 @llvm.nvvm.d2i.hi(double %1179) #9
  %1184 = add i32 %1183, -1048576
  %1185 = call double @llvm.nvvm.lohi.i2d(i32 %1182, i32 %1184) #9
  %1186 = add nsw i32 %1176, 1
  br label %1187

1187:                                             ; preds = %1181, %1174
  %1188 = phi double [ %1185, %1181 ], [ %1179, %1174 ]
  %1189 = phi i32 [ %1186, %1181 ], [ %1176, %1174 ]
  %1190 = fadd double %1188, -1.000000e+00
  %1191 = fadd double %1188, 1.000000e+00
  %1192 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1191) #9
  %1193 = fneg double %1191
  %1194 = call double @llvm.fma.f64(double %1193, double %1192, double 1.000000e+00)
  %1195 = call double @llvm.fma.f64(double %1194, double %1194, double %1194)
  %1196 = call double @llvm.fma.f64(double %1195, double %1192, double %1192)
  %1197 = fmul double %1190, %1196
  %1198 = fadd double %1197, %1197
  %1199 = fmul double %1198, %1198
  %1200 = call double @llvm.fma.f64(double %1199, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1201 = call double @llvm.fma.f64(double %1200, double %1199, double 0x3EF3B2669F02676F)
  %1202 = call double @llvm.fma.f64(double %1201, double %1199, double 0x3F1745CBA9AB0956)
  %1203 = call double @llvm.fma.f64(double %1202, double %1199, double 0x3F3C71C72D1B5154)
  %1204 = call double @llvm.fma.f64(double %1203, double %1199, double 0x3F624924923BE72D)
  %1205 = call double @llvm.fma.f64(double %1204, double %1199, double 0x3F8999999999A3C4)
  %1206 = call double @llvm.fma.f64(double %1205, double %1199, double 0x3FB5555555555554)
  %1207 = fsub double %1190, %1198
  %1208 = fmul double %1207, 2.000000e+00
  %1209 = fneg double %1198
  %1210 = call double @llvm.fma.f64(double %1209, double %1190, double %1208)
  %1211 = fmul double %1196, %1210
  %1212 = fmul double %1199, %1206
  %1213 = call double @llvm.fma.f64(double %1212, double %1198, double %1211)
  %1214 = xor i32 %1189, -2147483648
  %1215 = call double @llvm.nvvm.lohi.i2d(i32 %1214, i32 1127219200) #9
  %1216 = fsub double %1215, %847
  %1217 = call double @llvm.fma.f64(double %1216, double 0x3FE62E42FEFA39EF, double %1198)
  %1218 = fneg double %1216
  %1219 = call double @llvm.fma.f64(double %1218, double 0x3FE62E42FEFA39EF, double %1217)
  %1220 = fsub double %1219, %1198
  %1221 = fsub double %1213, %1220
  %1222 = call double @llvm.fma.f64(double %1216, double 0x3C7ABC9E3B39803F, double %1221)
  %1223 = fadd double %1217, %1222
  br label %1224

1224:                                             ; preds = %1187, %1168
  %1225 = phi double [ %1223, %1187 ], [ %1173, %1168 ]
  %1226 = fadd contract double %1150, %1225
  %1227 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %1228 = load double, ptr %1227, align 8, !tbaa !11
  %1229 = call noundef double @llvm.nvvm.fabs.f64(double %1228)
  %1230 = call i32 @llvm.nvvm.d2i.hi(double %1229) #9
  %1231 = call i32 @llvm.nvvm.d2i.lo(double %1229) #9
  %1232 = icmp slt i32 %1230, 1048576
  br i1 %1232, label %1233, label %1237

1233:                                             ; preds = %1224
  %1234 = fmul double %1229, 0x4350000000000000
  %1235 = call i32 @llvm.nvvm.d2i.hi(double %1234) #9
  %1236 = call i32 @llvm.nvvm.d2i.lo(double %1234) #9
  br label %1237

1237:                                             ; preds = %1233, %1224
  %1238 = phi double [ %1234, %1233 ], [ %1229, %1224 ]
  %1239 = phi i32 [ %1235, %1233 ], [ %1230, %1224 ]
  %1240 = phi i32 [ %1236, %1233 ], [ %1231, %1224 ]
  %1241 = phi i32 [ -1077, %1233 ], [ -1023, %1224 ]
  %1242 = add i32 %1239, -1
  %1243 = icmp ult i32 %1242, 2146435071
  br i1 %1243, label %1250, label %1244

1244:                                             ; preds = %1237
  %1245 = call double @llvm.fma.f64(double %1238, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1246 = call i32 @llvm.nvvm.d2i.hi(double %1238) #9
  %1247 = and i32 %1246, 2147483647
  %1248 = icmp eq i32 %1247, 0
  %1249 = select i1 %1248, double 0xFFF0000000000000, double %1245
  br label %1300

1250:                                             ; preds = %1237
  %1251 = lshr i32 %1239, 20
  %1252 = add nsw i32 %1241, %1251
  %1253 = and i32 %1239, 1048575
  %1254 = or disjoint i32 %1253, 1072693248
  %1255 = call double @llvm.nvvm.lohi.i2d(i32 %1240, i32 %1254) #9
  %1256 = icmp samesign ugt i32 %1254, 1073127582
  br i1 %1256, label %1257, label %1263

1257:                                             ; preds = %1250
  %1258 = call i32 @llvm.nvvm.d2i.lo(double %1255) #9
  %1259 = call i32 @llvm.nvvm.d2i.hi(double %1255) #9
  %1260 = add i32 %1259, -1048576
  %1261 = call double @llvm.nvvm.lohi.i2d(i32 %1258, i32 %1260) #9
  %1262 = add nsw i32 %1252, 1
  br label %1263

1263:                                             ; preds = %1257, %1250
  %1264 = phi double [ %1261, %1257 ], [ %1255, %1250 ]
  %1265 = phi i32 [ %1262, %1257 ], [ %1252, %1250 ]
  %1266 = fadd double %1264, -1.000000e+00
  %1267 = fadd double %1264, 1.000000e+00
  %1268 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1267) #9
  %1269 = fneg double %1267
  %1270 = call double @llvm.fma.f64(double %1269, double %1268, double 1.000000e+00)
  %1271 = call double @llvm.fma.f64(double %1270, double %1270, double %1270)
  %1272 = call double @llvm.fma.f64(double %1271, double %1268, double %1268)
  %1273 = fmul double %1266, %1272
  %1274 = fadd double %1273, %1273
  %1275 = fmul double %1274, %1274
  %1276 = call double @llvm.fma.f64(double %1275, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1277 = call double @llvm.fma.f64(double %1276, double %1275, double 0x3EF3B2669F02676F)
  %1278 = call double @llvm.fma.f64(double %1277, double %1275, double 0x3F1745CBA9AB0956)
  %1279 = call double @llvm.fma.f64(double %1278, double %1275, double 0x3F3C71C72D1B5154)
  %1280 = call double @llvm.fma.f64(double %1279, double %1275, double 0x3F624924923BE72D)
  %1281 = call double @llvm.fma.f64(double %1280, double %1275, double 0x3F8999999999A3C4)
  %1282 = call double @llvm.fma.f64(double %1281, double %1275, double 0x3FB5555555555554)
  %1283 = fsub double %1266, %1274
  %1284 = fmul double %1283, 2.000000e+00
  %1285 = fneg double %1274
  %1286 = call double @llvm.fma.f64(double %1285, double %1266, double %1284)
  %1287 = fmul double %1272, %1286
  %1288 = fmul double %1275, %1282
  %1289 = call double @llvm.fma.f64(double %1288, double %1274, double %1287)
  %1290 = xor i32 %1265, -2147483648
  %1291 = call double @llvm.nvvm.lohi.i2d(i32 %1290, i32 1127219200) #9
  %1292 = fsub double %1291, %847
  %1293 = call double @llvm.fma.f64(double %1292, double 0x3FE62E42FEFA39EF, double %1274)
  %1294 = fneg double %1292
  %1295 = call double @llvm.fma.f64(double %1294, double 0x3FE62E42FEFA39EF, double %1293)
  %1296 = fsub double %1295, %1274
  %1297 = fsub double %1289, %1296
  %1298 = call double @llvm.fma.f64(double %1292, double 0x3C7ABC9E3B39803F, double %1297)
  %1299 = fadd double %1293, %1298
  br label %1300

1300:                                             ; preds = %1263, %1244
  %1301 = phi double [ %1299, %1263 ], [ %1249, %1244 ]
  %1302 = fadd contract double %1226, %1301
  %1303 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %1304 = load double, ptr %1303, align 8, !tbaa !11
  %1305 = call noundef double @llvm.nvvm.fabs.f64(double %1304)
  %1306 = call i32 @llvm.nvvm.d2i.hi(double %1305) #9
  %1307 = call i32 @llvm.nvvm.d2i.lo(double %1305) #9
  %1308 = icmp slt i32 %1306, 1048576
  br i1 %1308, label %1309, label %1313

1309:                                             ; preds = %1300
  %1310 = fmul double %1305, 0x4350000000000000
  %1311 = call i32 @llvm.nvvm.d2i.hi(double %1310) #9
  %1312 = call i32 @llvm.nvvm.d2i.lo(double %1310) #9
  br label %1313

1313:                                             ; preds = %1309, %1300
  %1314 = phi double [ %1310, %1309 ], [ %1305, %1300 ]
  %1315 = phi i32 [ %1311, %1309 ], [ %1306, %1300 ]
  %1316 = phi i32 [ %1312, %1309 ], [ %1307, %1300 ]
  %1317 = phi i32 [ -1077, %1309 ], [ -1023, %1300 ]
  %1318 = add i32 %1315, -1
  %1319 = icmp ult i32 %1318, 2146435071
  br i1 %1319, label %1326, label %1320

1320:                                             ; preds = %1313
  %1321 = call double @llvm.fma.f64(double %1314, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1322 = call i32 @llvm.nvvm.d2i.hi(double %1314) #9
  %1323 = and i32 %1322, 2147483647
  %1324 = icmp eq i32 %1323, 0
  %1325 = select i1 %1324, double 0xFFF0000000000000, double %1321
  br label %1376

1326:                                             ; preds = %1313
  %1327 = lshr i32 %1315, 20
  %1328 = add nsw i32 %1317, %1327
  %1329 = and i32 %1315, 1048575
  %1330 = or disjoint i32 %1329, 1072693248
  %1331 = call double @llvm.nvvm.lohi.i2d(i32 %1316, i32 %1330) #9
  %1332 = icmp samesign ugt i32 %1330, 1073127582
  br i1 %1332, label %1333, label %1339

1333:                                             ; preds = %1326
  %1334 = call i32 @llvm.nvvm.d2i.lo(double %1331) #9
  %1335 = call i32 @llvm.nvvm.d2i.hi(double %1331) #9
  %1336 = add i32 %1335, -1048576
  %1337 = call double @llvm.nvvm.lohi.i2d(i32 %1334, i32 %1336) #9
  %1338 = add nsw i32 %1328, 1
  br label %1339

1339:                                             ; preds = %1333, %1326
  %1340 = phi double [ %1337, %1333 ], [ %1331, %1326 ]
  %1341 = phi i32 [ %1338, %1333 ], [ %1328, %1326 ]
  %1342 = fadd double %1340, -1.000000e+00
  %1343 = fadd double %1340, 1.000000e+00
  %1344 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1343) #9
  %1345 = fneg double %1343
  %1346 = call double @llvm.fma.f64(double %1345, double %1344, double 1.000000e+00)
  %1347 = call double @llvm.fma.f64(double %1346, double %1346, double %1346)
  %1348 = call double @llvm.fma.f64(double %1347, double %1344, double %1344)
  %1349 = fmul double %1342, %1348
  %1350 = fadd double %1349, %1349
  %1351 = fmul double %1350, %1350
  %1352 = call double @llvm.fma.f64(double %1351, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1353 = call double @llvm.fma.f64(double %1352, double %1351, double 0x3EF3B2669F02676F)
  %1354 = call double @llvm.fma.f64(double %1353, double %1351, double 0x3F1745CBA9AB0956)
  %1355 = call double @llvm.fma.f64(double %1354, double %1351, double 0x3F3C71C72D1B5154)
  %1356 = call double @llvm.fma.f64(double %1355, double %1351, double 0x3F624924923BE72D)
  %1357 = call double @llvm.fma.f64(double %1356, double %1351, double 0x3F8999999999A3C4)
  %1358 = call double @llvm.fma.f64(double %1357, double %1351, double 0x3FB5555555555554)
  %1359 = fsub double %1342, %1350
  %1360 = fmul double %1359, 2.000000e+00
  %1361 = fneg double %1350
  %1362 = call double @llvm.fma.f64(double %1361, double %1342, double %1360)
  %1363 = fmul double %1348, %1362
  %1364 = fmul double %1351, %1358
  %1365 = call double @llvm.fma.f64(double %1364, double %1350, double %1363)
  %1366 = xor i32 %1341, -2147483648
  %1367 = call double @llvm.nvvm.lohi.i2d(i32 %1366, i32 1127219200) #9
  %1368 = fsub double %1367, %847
  %1369 = call double @llvm.fma.f64(double %1368, double 0x3FE62E42FEFA39EF, double %1350)
  %1370 = fneg double %1368
  %1371 = call double @llvm.fma.f64(double %1370, double 0x3FE62E42FEFA39EF, double %1369)
  %1372 = fsub double %1371, %1350
  %1373 = fsub double %1365, %1372
  %1374 = call double @llvm.fma.f64(double %1368, double 0x3C7ABC9E3B39803F, double %1373)
  %1375 = fadd double %1369, %1374
  br label %1376

1376:                                             ; preds = %1339, %1320
  %1377 = phi double [ %1375, %1339 ], [ %1325, %1320 ]
  %1378 = fadd contract double %1302, %1377
  %1379 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %1380 = load double, ptr %1379, align 8, !tbaa !11
  %1381 = call noundef double @llvm.nvvm.fabs.f64(double %1380)
  %1382 = call i32 @llvm.nvvm.d2i.hi(double %1381) #9
  %1383 = call i32 @llvm.nvvm.d2i.lo(double %1381) #9
  %1384 = icmp slt i32 %1382, 1048576
  br i1 %1384, label %1385, label %1389

1385:                                             ; preds = %1376
  %1386 = fmul double %1381, 0x4350000000000000
  %1387 = call i32 @llvm.nvvm.d2i.hi(double %1386) #9
  %1388 = call i32 @llvm.nvvm.d2i.lo(double %1386) #9
  br label %1389

1389:                                             ; preds = %1385, %1376
  %1390 = phi double [ %1386, %1385 ], [ %1381, %1376 ]
  %1391 = phi i32 [ %1387, %1385 ], [ %1382, %1376 ]
  %1392 = phi i32 [ %1388, %1385 ], [ %1383, %1376 ]
  %1393 = phi i32 [ -1077, %1385 ], [ -1023, %1376 ]
  %1394 = add i32 %1391, -1
  %1395 = icmp ult i32 %1394, 2146435071
  br i1 %1395, label %1402, label %1396

1396:                                             ; preds = %1389
  %1397 = call double @llvm.fma.f64(double %1390, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1398 = call i32 @llvm.nvvm.d2i.hi(double %1390) #9
  %1399 = and i32 %1398, 2147483647
  %1400 = icmp eq i32 %1399, 0
  %1401 = select i1 %1400, double 0xFFF0000000000000, double %1397
  br label %1452

1402:                                             ; preds = %1389
  %1403 = lshr i32 %1391, 20
  %1404 = add nsw i32 %1393, %1403
  %1405 = and i32 %1391, 1048575
  %1406 = or disjoint i32 %1405, 1072693248
  %1407 = call double @llvm.nvvm.lohi.i2d(i32 %1392, i32 %1406) #9
  %1408 = icmp samesign ugt i32 %1406, 1073127582
  br i1 %1408, label %1409, label %1415

1409:                                             ; preds = %1402
  %1410 = call i32 @llvm.nvvm.d2i.lo(double %1407) #9
  %1411 = call i32 @llvm.nvvm.d2i.hi(double %1407) #9
  %1412 = add i32 %1411, -1048576
  %1413 = call double @llvm.nvvm.lohi.i2d(i32 %1410, i32 %1412) #9
  %1414 = add nsw i32 %1404, 1
  br label %1415

1415:                                             ; preds = %1409, %1402
  %1416 = phi double [ %1413, %1409 ], [ %1407, %1402 ]
  %1417 = phi i32 [ %1414, %1409 ], [ %1404, %1402 ]
  %1418 = fadd double %1416, -1.000000e+00
  %1419 = fadd double %1416, 1.000000e+00
  %1420 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1419) #9
  %1421 = fneg double %1419
  %1422 = call double @llvm.fma.f64(double %1421, double %1420, double 1.000000e+00)
  %1423 = call double @llvm.fma.f64(double %1422, double %1422, double %1422)
  %1424 = call double @llvm.fma.f64(double %1423, double %1420, double %1420)
  %1425 = fmul double %1418, %1424
  %1426 = fadd double %1425, %1425
  %1427 = fmul double %1426, %1426
  %1428 = call double @llvm.fma.f64(double %1427, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1429 = call double @llvm.fma.f64(double %1428, double %1427, double 0x3EF3B2669F02676F)
  %1430 = call double @llvm.fma.f64(double %1429, double %1427, double 0x3F1745CBA9AB0956)
  %1431 = call double @llvm.fma.f64(double %1430, double %1427, double 0x3F3C71C72D1B5154)
  %1432 = call double @llvm.fma.f64(double %1431, double %1427, double 0x3F624924923BE72D)
  %1433 = call double @llvm.fma.f64(double %1432, double %1427, double 0x3F8999999999A3C4)
  %1434 = call double @llvm.fma.f64(double %1433, double %1427, double 0x3FB5555555555554)
  %1435 = fsub double %1418, %1426
  %1436 = fmul double %1435, 2.000000e+00
  %1437 = fneg double %1426
  %1438 = call double @llvm.fma.f64(double %1437, double %1418, double %1436)
  %1439 = fmul double %1424, %1438
  %1440 = fmul double %1427, %1434
  %1441 = call double @llvm.fma.f64(double %1440, double %1426, double %1439)
  %1442 = xor i32 %1417, -2147483648
  %1443 = call double @llvm.nvvm.lohi.i2d(i32 %1442, i32 1127219200) #9
  %1444 = fsub double %1443, %847
  %1445 = call double @llvm.fma.f64(double %1444, double 0x3FE62E42FEFA39EF, double %1426)
  %1446 = fneg double %1444
  %1447 = call double @llvm.fma.f64(double %1446, double 0x3FE62E42FEFA39EF, double %1445)
  %1448 = fsub double %1447, %1426
  %1449 = fsub double %1441, %1448
  %1450 = call double @llvm.fma.f64(double %1444, double 0x3C7ABC9E3B39803F, double %1449)
  %1451 = fadd double %1445, %1450
  br label %1452

1452:                                             ; preds = %1415, %1396
  %1453 = phi double [ %1451, %1415 ], [ %1401, %1396 ]
  %1454 = shl nsw i64 %17, 6
  %1455 = getelementptr inbounds nuw i8, ptr %1, i64 %1454
  %1456 = shl nsw i64 %17, 7
  %1457 = getelementptr inbounds nuw i8, ptr %4, i64 %1456
  %1458 = load float, ptr %1455, align 4, !tbaa !31
  %1459 = call noundef float @llvm.nvvm.fabs.f32(float %1458)
  %1460 = fcmp contract olt float %1459, 1.000000e+06
  %1461 = fpext contract float %1458 to double
  %1462 = select contract i1 %1460, double %1461, double 0.000000e+00
  %1463 = getelementptr inbounds nuw i8, ptr %1455, i64 4
  %1464 = load float, ptr %1463, align 4, !tbaa !31
  %1465 = call noundef float @llvm.nvvm.fabs.f32(float %1464)
  %1466 = fcmp contract olt float %1465, 1.000000e+06
  %1467 = fpext contract float %1464 to double
  %1468 = select contract i1 %1466, double %1467, double 0.000000e+00
  %1469 = getelementptr inbounds nuw i8, ptr %1455, i64 8
  %1470 = load float, ptr %1469, align 4, !tbaa !31
  %1471 = call noundef float @llvm.nvvm.fabs.f32(float %1470)
  %1472 = fcmp contract olt float %1471, 1.000000e+06
  %1473 = fpext contract float %1470 to double
  %1474 = select contract i1 %1472, double %1473, double 0.000000e+00
  %1475 = getelementptr inbounds nuw i8, ptr %1455, i64 12
  %1476 = load float, ptr %1475, align 4, !tbaa !31
  %1477 = call noundef float @llvm.nvvm.fabs.f32(float %1476)
  %1478 = fcmp contract olt float %1477, 1.000000e+06
  %1479 = fpext contract float %1476 to double
  %1480 = select contract i1 %1478, double %1479, double 0.000000e+00
  %1481 = getelementptr inbounds nuw i8, ptr %1455, i64 16
  %1482 = load float, ptr %1481, align 4, !tbaa !31
  %1483 = call noundef float @llvm.nvvm.fabs.f32(float %1482)
  %1484 = fcmp contract olt float %1483, 1.000000e+06
  %1485 = fpext contract float %1482 to double
  %1486 = select contract i1 %1484, double %1485, double 0.000000e+00
  %1487 = getelementptr inbounds nuw i8, ptr %1455, i64 20
  %1488 = load float, ptr %1487, align 4, !tbaa !31
  %1489 = call noundef float @llvm.nvvm.fabs.f32(float %1488)
  %1490 = fcmp contract olt float %1489, 1.000000e+06
  %1491 = fpext contract float %1488 to double
  %1492 = select contract i1 %1490, double %1491, double 0.000000e+00
  %1493 = getelementptr inbounds nuw i8, ptr %1455, i64 24
  %1494 = load float, ptr %1493, align 4, !tbaa !31
  %1495 = call noundef float @llvm.nvvm.fabs.f32(float %1494)
  %1496 = fcmp contract olt float %1495, 1.000000e+06
  %1497 = fpext contract float %1494 to double
  %1498 = select contract i1 %1496, double %1497, double 0.000000e+00
  %1499 = getelementptr inbounds nuw i8, ptr %1455, i64 28
  %1500 = load float, ptr %1499, align 4, !tbaa !31
  %1501 = call noundef float @llvm.nvvm.fabs.f32(float %1500)
  %1502 = fcmp contract olt float %1501, 1.000000e+06
  %1503 = fpext contract float %1500 to double
  %1504 = select contract i1 %1502, double %1503, double 0.000000e+00
  %1505 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %1506 = load double, ptr %1505, align 8, !tbaa !11
  %1507 = fmul contract double %1506, %1462
  %1508 = fsub contract double %1468, %1507
  %1509 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %1510 = load double, ptr %1509, align 8, !tbaa !11
  %1511 = fmul contract double %1510, %1462
  %1512 = fsub contract double %1474, %1511
  %1513 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %1514 = load double, ptr %1513, align 8, !tbaa !11
  %1515 = fmul contract double %1514, %1508
  %1516 = fsub contract double %1512, %1515
  %1517 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %1518 = load double, ptr %1517, align 8, !tbaa !11
  %1519 = fmul contract double %1518, %1462
  %1520 = fsub contract double %1480, %1519
  %1521 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %1522 = load double, ptr %1521, align 8, !tbaa !11
  %1523 = fmul contract double %1522, %1508
  %1524 = fsub contract double %1520, %1523
  %1525 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %1526 = load double, ptr %1525, align 8, !tbaa !11
  %1527 = fmul contract double %1526, %1516
  %1528 = fsub contract double %1524, %1527
  %1529 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %1530 = load double, ptr %1529, align 8, !tbaa !11
  %1531 = fmul contract double %1530, %1462
  %1532 = fsub contract double %1486, %1531
  %1533 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %1534 = load double, ptr %1533, align 8, !tbaa !11
  %1535 = fmul contract double %1534, %1508
  %1536 = fsub contract double %1532, %1535
  %1537 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %1538 = load double, ptr %1537, align 8, !tbaa !11
  %1539 = fmul contract double %1538, %1516
  %1540 = fsub contract double %1536, %1539
  %1541 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %1542 = load double, ptr %1541, align 8, !tbaa !11
  %1543 = fmul contract double %1542, %1528
  %1544 = fsub contract double %1540, %1543
  %1545 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %1546 = load double, ptr %1545, align 8, !tbaa !11
  %1547 = fmul contract double %1546, %1462
  %1548 = fsub contract double %1492, %1547
  %1549 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %1550 = load double, ptr %1549, align 8, !tbaa !11
  %1551 = fmul contract double %1550, %1508
  %1552 = fsub contract double %1548, %1551
  %1553 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %1554 = load double, ptr %1553, align 8, !tbaa !11
  %1555 = fmul contract double %1554, %1516
  %1556 = fsub contract double %1552, %1555
  %1557 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %1558 = load double, ptr %1557, align 8, !tbaa !11
  %1559 = fmul contract double %1558, %1528
  %1560 = fsub contract double %1556, %1559
  %1561 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %1562 = load double, ptr %1561, align 8, !tbaa !11
  %1563 = fmul contract double %1562, %1544
  %1564 = fsub contract double %1560, %1563
  %1565 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %1566 = load double, ptr %1565, align 8, !tbaa !11
  %1567 = fmul contract double %1566, %1462
  %1568 = fsub contract double %1498, %1567
  %1569 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %1570 = load double, ptr %1569, align 8, !tbaa !11
  %1571 = fmul contract double %1570, %1508
  %1572 = fsub contract double %1568, %1571
  %1573 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %1574 = load double, ptr %1573, align 8, !tbaa !11
  %1575 = fmul contract double %1574, %1516
  %1576 = fsub contract double %1572, %1575
  %1577 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %1578 = load double, ptr %1577, align 8, !tbaa !11
  %1579 = fmul contract double %1578, %1528
  %1580 = fsub contract double %1576, %1579
  %1581 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %1582 = load double, ptr %1581, align 8, !tbaa !11
  %1583 = fmul contract double %1582, %1544
  %1584 = fsub contract double %1580, %1583
  %1585 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %1586 = load double, ptr %1585, align 8, !tbaa !11
  %1587 = fmul contract double %1586, %1564
  %1588 = fsub contract double %1584, %1587
  %1589 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %1590 = load double, ptr %1589, align 8, !tbaa !11
  %1591 = fmul contract double %1590, %1462
  %1592 = fsub contract double %1504, %1591
  %1593 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %1594 = load double, ptr %1593, align 8, !tbaa !11
  %1595 = fmul contract double %1594, %1508
  %1596 = fsub contract double %1592, %1595
  %1597 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %1598 = load double, ptr %1597, align 8, !tbaa !11
  %1599 = fmul contract double %1598, %1516
  %1600 = fsub contract double %1596, %1599
  %1601 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %1602 = load double, ptr %1601, align 8, !tbaa !11
  %1603 = fmul contract double %1602, %1528
  %1604 = fsub contract double %1600, %1603
  %1605 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %1606 = load double, ptr %1605, align 8, !tbaa !11
  %1607 = fmul contract double %1606, %1544
  %1608 = fsub contract double %1604, %1607
  %1609 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %1610 = load double, ptr %1609, align 8, !tbaa !11
  %1611 = fmul contract double %1610, %1564
  %1612 = fsub contract double %1608, %1611
  %1613 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %1614 = load double, ptr %1613, align 8, !tbaa !11
  %1615 = fmul contract double %1614, %1588
  %1616 = fsub contract double %1612, %1615
  %1617 = load double, ptr %9, align 8, !tbaa !11
  %1618 = fdiv contract double %1462, %1617
  %1619 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %1620 = load double, ptr %1619, align 8, !tbaa !11
  %1621 = fdiv contract double %1508, %1620
  %1622 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %1623 = load double, ptr %1622, align 8, !tbaa !11
  %1624 = fdiv contract double %1516, %1623
  %1625 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %1626 = load double, ptr %1625, align 8, !tbaa !11
  %1627 = fdiv contract double %1528, %1626
  %1628 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %1629 = load double, ptr %1628, align 8, !tbaa !11
  %1630 = fdiv contract double %1544, %1629
  %1631 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %1632 = load double, ptr %1631, align 8, !tbaa !11
  %1633 = fdiv contract double %1564, %1632
  %1634 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %1635 = load double, ptr %1634, align 8, !tbaa !11
  %1636 = fdiv contract double %1588, %1635
  %1637 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %1638 = load double, ptr %1637, align 8, !tbaa !11
  %1639 = fdiv contract double %1616, %1638
  %1640 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %1641 = load double, ptr %1640, align 8, !tbaa !11
  %1642 = fmul contract double %1641, %1639
  %1643 = fsub contract double %1636, %1642
  %1644 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %1645 = load double, ptr %1644, align 8, !tbaa !11
  %1646 = fmul contract double %1645, %1643
  %1647 = fsub contract double %1633, %1646
  %1648 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %1649 = load double, ptr %1648, align 8, !tbaa !11
  %1650 = fmul contract double %1649, %1639
  %1651 = fsub contract double %1647, %1650
  %1652 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %1653 = load double, ptr %1652, align 8, !tbaa !11
  %1654 = fmul contract double %1653, %1651
  %1655 = fsub contract double %1630, %1654
  %1656 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %1657 = load double, ptr %1656, align 8, !tbaa !11
  %1658 = fmul contract double %1657, %1643
  %1659 = fsub contract double %1655, %1658
  %1660 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %1661 = load double, ptr %1660, align 8, !tbaa !11
  %1662 = fmul contract double %1661, %1639
  %1663 = fsub contract double %1659, %1662
  %1664 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %1665 = load double, ptr %1664, align 8, !tbaa !11
  %1666 = fmul contract double %1665, %1663
  %1667 = fsub contract double %1627, %1666
  %1668 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %1669 = load double, ptr %1668, align 8, !tbaa !11
  %1670 = fmul contract double %1669, %1651
  %1671 = fsub contract double %1667, %1670
  %1672 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %1673 = load double, ptr %1672, align 8, !tbaa !11
  %1674 = fmul contract double %1673, %1643
  %1675 = fsub contract double %1671, %1674
  %1676 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %1677 = load double, ptr %1676, align 8, !tbaa !11
  %1678 = fmul contract double %1677, %1639
  %1679 = fsub contract double %1675, %1678
  %1680 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %1681 = load double, ptr %1680, align 8, !tbaa !11
  %1682 = fmul contract double %1681, %1679
  %1683 = fsub contract double %1624, %1682
  %1684 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %1685 = load double, ptr %1684, align 8, !tbaa !11
  %1686 = fmul contract double %1685, %1663
  %1687 = fsub contract double %1683, %1686
  %1688 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %1689 = load double, ptr %1688, align 8, !tbaa !11
  %1690 = fmul contract double %1689, %1651
  %1691 = fsub contract double %1687, %1690
  %1692 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %1693 = load double, ptr %1692, align 8, !tbaa !11
  %1694 = fmul contract double %1693, %1643
  %1695 = fsub contract double %1691, %1694
  %1696 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %1697 = load double, ptr %1696, align 8, !tbaa !11
  %1698 = fmul contract double %1697, %1639
  %1699 = fsub contract double %1695, %1698
  %1700 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %1701 = load double, ptr %1700, align 8, !tbaa !11
  %1702 = fmul contract double %1701, %1699
  %1703 = fsub contract double %1621, %1702
  %1704 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %1705 = load double, ptr %1704, align 8, !tbaa !11
  %1706 = fmul contract double %1705, %1679
  %1707 = fsub contract double %1703, %1706
  %1708 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %1709 = load double, ptr %1708, align 8, !tbaa !11
  %1710 = fmul contract double %1709, %1663
  %1711 = fsub contract double %1707, %1710
  %1712 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %1713 = load double, ptr %1712, align 8, !tbaa !11
  %1714 = fmul contract double %1713, %1651
  %1715 = fsub contract double %1711, %1714
  %1716 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %1717 = load double, ptr %1716, align 8, !tbaa !11
  %1718 = fmul contract double %1717, %1643
  %1719 = fsub contract double %1715, %1718
  %1720 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %1721 = load double, ptr %1720, align 8, !tbaa !11
  %1722 = fmul contract double %1721, %1639
  %1723 = fsub contract double %1719, %1722
  %1724 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %1725 = load double, ptr %1724, align 8, !tbaa !11
  %1726 = fmul contract double %1725, %1723
  %1727 = fsub contract double %1618, %1726
  %1728 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %1729 = load double, ptr %1728, align 8, !tbaa !11
  %1730 = fmul contract double %1729, %1699
  %1731 = fsub contract double %1727, %1730
  %1732 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %1733 = load double, ptr %1732, align 8, !tbaa !11
  %1734 = fmul contract double %1733, %1679
  %1735 = fsub contract double %1731, %1734
  %1736 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %1737 = load double, ptr %1736, align 8, !tbaa !11
  %1738 = fmul contract double %1737, %1663
  %1739 = fsub contract double %1735, %1738
  %1740 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %1741 = load double, ptr %1740, align 8, !tbaa !11
  %1742 = fmul contract double %1741, %1651
  %1743 = fsub contract double %1739, %1742
  %1744 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %1745 = load double, ptr %1744, align 8, !tbaa !11
  %1746 = fmul contract double %1745, %1643
  %1747 = fsub contract double %1743, %1746
  %1748 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %1749 = load double, ptr %1748, align 8, !tbaa !11
  %1750 = fmul contract double %1749, %1639
  %1751 = fsub contract double %1747, %1750
  store double %1751, ptr %1457, align 8, !tbaa !11
  %1752 = getelementptr inbounds nuw i8, ptr %1457, i64 8
  store double %1723, ptr %1752, align 8, !tbaa !11
  %1753 = getelementptr inbounds nuw i8, ptr %1457, i64 16
  store double %1699, ptr %1753, align 8, !tbaa !11
  %1754 = getelementptr inbounds nuw i8, ptr %1457, i64 24
  store double %1679, ptr %1754, align 8, !tbaa !11
  %1755 = getelementptr inbounds nuw i8, ptr %1457, i64 32
  store double %1663, ptr %1755, align 8, !tbaa !11
  %1756 = getelementptr inbounds nuw i8, ptr %1457, i64 40
  store double %1651, ptr %1756, align 8, !tbaa !11
  %1757 = getelementptr inbounds nuw i8, ptr %1457, i64 48
  store double %1643, ptr %1757, align 8, !tbaa !11
  %1758 = getelementptr inbounds nuw i8, ptr %1457, i64 56
  store double %1639, ptr %1758, align 8, !tbaa !11
  %1759 = getelementptr inbounds nuw i8, ptr %1455, i64 32
  %1760 = load float, ptr %1759, align 4, !tbaa !31
  %1761 = call noundef float @llvm.nvvm.fabs.f32(float %1760)
  %1762 = fcmp contract olt float %1761, 1.000000e+06
  %1763 = fpext contract float %1760 to double
  %1764 = select contract i1 %1762, double %1763, double 0.000000e+00
  %1765 = getelementptr inbounds nuw i8, ptr %1455, i64 36
  %1766 = load float, ptr %1765, align 4, !tbaa !31
  %1767 = call noundef float @llvm.nvvm.fabs.f32(float %1766)
  %1768 = fcmp contract olt float %1767, 1.000000e+06
  %1769 = fpext contract float %1766 to double
  %1770 = select contract i1 %1768, double %1769, double 0.000000e+00
  %1771 = getelementptr inbounds nuw i8, ptr %1455, i64 40
  %1772 = load float, ptr %1771, align 4, !tbaa !31
  %1773 = call noundef float @llvm.nvvm.fabs.f32(float %1772)
  %1774 = fcmp contract olt float %1773, 1.000000e+06
  %1775 = fpext contract float %1772 to double
  %1776 = select contract i1 %1774, double %1775, double 0.000000e+00
  %1777 = getelementptr inbounds nuw i8, ptr %1455, i64 44
  %1778 = load float, ptr %1777, align 4, !tbaa !31
  %1779 = call noundef float @llvm.nvvm.fabs.f32(float %1778)
  %1780 = fcmp contract olt float %1779, 1.000000e+06
  %1781 = fpext contract float %1778 to double
  %1782 = select contract i1 %1780, double %1781, double 0.000000e+00
  %1783 = getelementptr inbounds nuw i8, ptr %1455, i64 48
  %1784 = load float, ptr %1783, align 4, !tbaa !31
  %1785 = call noundef float @llvm.nvvm.fabs.f32(float %1784)
  %1786 = fcmp contract olt float %1785, 1.000000e+06
  %1787 = fpext contract float %1784 to double
  %1788 = select contract i1 %1786, double %1787, double 0.000000e+00
  %1789 = getelementptr inbounds nuw i8, ptr %1455, i64 52
  %1790 = load float, ptr %1789, align 4, !tbaa !31
  %1791 = call noundef float @llvm.nvvm.fabs.f32(float %1790)
  %1792 = fcmp contract olt float %1791, 1.000000e+06
  %1793 = fpext contract float %1790 to double
  %1794 = select contract i1 %1792, double %1793, double 0.000000e+00
  %1795 = getelementptr inbounds nuw i8, ptr %1455, i64 56
  %1796 = load float, ptr %1795, align 4, !tbaa !31
  %1797 = call noundef float @llvm.nvvm.fabs.f32(float %1796)
  %1798 = fcmp contract olt float %1797, 1.000000e+06
  %1799 = fpext contract float %1796 to double
  %1800 = select contract i1 %1798, double %1799, double 0.000000e+00
  %1801 = getelementptr inbounds nuw i8, ptr %1455, i64 60
  %1802 = load float, ptr %1801, align 4, !tbaa !31
  %1803 = call noundef float @llvm.nvvm.fabs.f32(float %1802)
  %1804 = fcmp contract olt float %1803, 1.000000e+06
  %1805 = fpext contract float %1802 to double
  %1806 = select contract i1 %1804, double %1805, double 0.000000e+00
  %1807 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %1808 = load double, ptr %1807, align 8, !tbaa !11
  %1809 = fmul contract double %1808, %1764
  %1810 = fsub contract double %1770, %1809
  %1811 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %1812 = load double, ptr %1811, align 8, !tbaa !11
  %1813 = fmul contract double %1812, %1764
  %1814 = fsub contract double %1776, %1813
  %1815 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %1816 = load double, ptr %1815, align 8, !tbaa !11
  %1817 = fmul contract double %1816, %1810
  %1818 = fsub contract double %1814, %1817
  %1819 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %1820 = load double, ptr %1819, align 8, !tbaa !11
  %1821 = fmul contract double %1820, %1764
  %1822 = fsub contract double %1782, %1821
  %1823 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %1824 = load double, ptr %1823, align 8, !tbaa !11
  %1825 = fmul contract double %1824, %1810
  %1826 = fsub contract double %1822, %1825
  %1827 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %1828 = load double, ptr %1827, align 8, !tbaa !11
  %1829 = fmul contract double %1828, %1818
  %1830 = fsub contract double %1826, %1829
  %1831 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %1832 = load double, ptr %1831, align 8, !tbaa !11
  %1833 = fmul contract double %1832, %1764
  %1834 = fsub contract double %1788, %1833
  %1835 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %1836 = load double, ptr %1835, align 8, !tbaa !11
  %1837 = fmul contract double %1836, %1810
  %1838 = fsub contract double %1834, %1837
  %1839 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %1840 = load double, ptr %1839, align 8, !tbaa !11
  %1841 = fmul contract double %1840, %1818
  %1842 = fsub contract double %1838, %1841
  %1843 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %1844 = load double, ptr %1843, align 8, !tbaa !11
  %1845 = fmul contract double %1844, %1830
  %1846 = fsub contract double %1842, %1845
  %1847 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %1848 = load double, ptr %1847, align 8, !tbaa !11
  %1849 = fmul contract double %1848, %1764
  %1850 = fsub contract double %1794, %1849
  %1851 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %1852 = load double, ptr %1851, align 8, !tbaa !11
  %1853 = fmul contract double %1852, %1810
  %1854 = fsub contract double %1850, %1853
  %1855 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %1856 = load double, ptr %1855, align 8, !tbaa !11
  %1857 = fmul contract double %1856, %1818
  %1858 = fsub contract double %1854, %1857
  %1859 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %1860 = load double, ptr %1859, align 8, !tbaa !11
  %1861 = fmul contract double %1860, %1830
  %1862 = fsub contract double %1858, %1861
  %1863 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %1864 = load double, ptr %1863, align 8, !tbaa !11
  %1865 = fmul contract double %1864, %1846
  %1866 = fsub contract double %1862, %1865
  %1867 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %1868 = load double, ptr %1867, align 8, !tbaa !11
  %1869 = fmul contract double %1868, %1764
  %1870 = fsub contract double %1800, %1869
  %1871 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %1872 = load double, ptr %1871, align 8, !tbaa !11
  %1873 = fmul contract double %1872, %1810
  %1874 = fsub contract double %1870, %1873
  %1875 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %1876 = load double, ptr %1875, align 8, !tbaa !11
  %1877 = fmul contract double %1876, %1818
  %1878 = fsub contract double %1874, %1877
  %1879 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %1880 = load double, ptr %1879, align 8, !tbaa !11
  %1881 = fmul contract double %1880, %1830
  %1882 = fsub contract double %1878, %1881
  %1883 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %1884 = load double, ptr %1883, align 8, !tbaa !11
  %1885 = fmul contract double %1884, %1846
  %1886 = fsub contract double %1882, %1885
  %1887 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %1888 = load double, ptr %1887, align 8, !tbaa !11
  %1889 = fmul contract double %1888, %1866
  %1890 = fsub contract double %1886, %1889
  %1891 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %1892 = load double, ptr %1891, align 8, !tbaa !11
  %1893 = fmul contract double %1892, %1764
  %1894 = fsub contract double %1806, %1893
  %1895 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %1896 = load double, ptr %1895, align 8, !tbaa !11
  %1897 = fmul contract double %1896, %1810
  %1898 = fsub contract double %1894, %1897
  %1899 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %1900 = load double, ptr %1899, align 8, !tbaa !11
  %1901 = fmul contract double %1900, %1818
  %1902 = fsub contract double %1898, %1901
  %1903 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %1904 = load double, ptr %1903, align 8, !tbaa !11
  %1905 = fmul contract double %1904, %1830
  %1906 = fsub contract double %1902, %1905
  %1907 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %1908 = load double, ptr %1907, align 8, !tbaa !11
  %1909 = fmul contract double %1908, %1846
  %1910 = fsub contract double %1906, %1909
  %1911 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %1912 = load double, ptr %1911, align 8, !tbaa !11
  %1913 = fmul contract double %1912, %1866
  %1914 = fsub contract double %1910, %1913
  %1915 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %1916 = load double, ptr %1915, align 8, !tbaa !11
  %1917 = fmul contract double %1916, %1890
  %1918 = fsub contract double %1914, %1917
  %1919 = load double, ptr %9, align 8, !tbaa !11
  %1920 = fdiv contract double %1764, %1919
  %1921 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %1922 = load double, ptr %1921, align 8, !tbaa !11
  %1923 = fdiv contract double %1810, %1922
  %1924 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %1925 = load double, ptr %1924, align 8, !tbaa !11
  %1926 = fdiv contract double %1818, %1925
  %1927 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %1928 = load double, ptr %1927, align 8, !tbaa !11
  %1929 = fdiv contract double %1830, %1928
  %1930 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %1931 = load double, ptr %1930, align 8, !tbaa !11
  %1932 = fdiv contract double %1846, %1931
  %1933 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %1934 = load double, ptr %1933, align 8, !tbaa !11
  %1935 = fdiv contract double %1866, %1934
  %1936 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %1937 = load double, ptr %1936, align 8, !tbaa !11
  %1938 = fdiv contract double %1890, %1937
  %1939 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %1940 = load double, ptr %1939, align 8, !tbaa !11
  %1941 = fdiv contract double %1918, %1940
  %1942 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %1943 = load double, ptr %1942, align 8, !tbaa !11
  %1944 = fmul contract double %1943, %1941
  %1945 = fsub contract double %1938, %1944
  %1946 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %1947 = load double, ptr %1946, align 8, !tbaa !11
  %1948 = fmul contract double %1947, %1945
  %1949 = fsub contract double %1935, %1948
  %1950 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %1951 = load double, ptr %1950, align 8, !tbaa !11
  %1952 = fmul contract double %1951, %1941
  %1953 = fsub contract double %1949, %1952
  %1954 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %1955 = load double, ptr %1954, align 8, !tbaa !11
  %1956 = fmul contract double %1955, %1953
  %1957 = fsub contract double %1932, %1956
  %1958 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %1959 = load double, ptr %1958, align 8, !tbaa !11
  %1960 = fmul contract double %1959, %1945
  %1961 = fsub contract double %1957, %1960
  %1962 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %1963 = load double, ptr %1962, align 8, !tbaa !11
  %1964 = fmul contract double %1963, %1941
  %1965 = fsub contract double %1961, %1964
  %1966 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %1967 = load double, ptr %1966, align 8, !tbaa !11
  %1968 = fmul contract double %1967, %1965
  %1969 = fsub contract double %1929, %1968
  %1970 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %1971 = load double, ptr %1970, align 8, !tbaa !11
  %1972 = fmul contract double %1971, %1953
  %1973 = fsub contract double %1969, %1972
  %1974 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %1975 = load double, ptr %1974, align 8, !tbaa !11
  %1976 = fmul contract double %1975, %1945
  %1977 = fsub contract double %1973, %1976
  %1978 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %1979 = load double, ptr %1978, align 8, !tbaa !11
  %1980 = fmul contract double %1979, %1941
  %1981 = fsub contract double %1977, %1980
  %1982 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %1983 = load double, ptr %1982, align 8, !tbaa !11
  %1984 = fmul contract double %1983, %1981
  %1985 = fsub contract double %1926, %1984
  %1986 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %1987 = load double, ptr %1986, align 8, !tbaa !11
  %1988 = fmul contract double %1987, %1965
  %1989 = fsub contract double %1985, %1988
  %1990 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %1991 = load double, ptr %1990, align 8, !tbaa !11
  %1992 = fmul contract double %1991, %1953
  %1993 = fsub contract double %1989, %1992
  %1994 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %1995 = load double, ptr %1994, align 8, !tbaa !11
  %1996 = fmul contract double %1995, %1945
  %1997 = fsub contract double %1993, %1996
  %1998 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %1999 = load double, ptr %1998, align 8, !tbaa !11
  %2000 = fmul contract double %1999, %1941
  %2001 = fsub contract double %1997, %2000
  %2002 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %2003 = load double, ptr %2002, align 8, !tbaa !11
  %2004 = fmul contract double %2003, %2001
  %2005 = fsub contract double %1923, %2004
  %2006 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %2007 = load double, ptr %2006, align 8, !tbaa !11
  %2008 = fmul contract double %2007, %1981
  %2009 = fsub contract double %2005, %2008
  %2010 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %2011 = load double, ptr %2010, align 8, !tbaa !11
  %2012 = fmul contract double %2011, %1965
  %2013 = fsub contract double %2009, %2012
  %2014 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %2015 = load double, ptr %2014, align 8, !tbaa !11
  %2016 = fmul contract double %2015, %1953
  %2017 = fsub contract double %2013, %2016
  %2018 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %2019 = load double, ptr %2018, align 8, !tbaa !11
  %2020 = fmul contract double %2019, %1945
  %2021 = fsub contract double %2017, %2020
  %2022 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %2023 = load double, ptr %2022, align 8, !tbaa !11
  %2024 = fmul contract double %2023, %1941
  %2025 = fsub contract double %2021, %2024
  %2026 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %2027 = load double, ptr %2026, align 8, !tbaa !11
  %2028 = fmul contract double %2027, %2025
  %2029 = fsub contract double %1920, %2028
  %2030 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %2031 = load double, ptr %2030, align 8, !tbaa !11
  %2032 = fmul contract double %2031, %2001
  %2033 = fsub contract double %2029, %2032
  %2034 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %2035 = load double, ptr %2034, align 8, !tbaa !11
  %2036 = fmul contract double %2035, %1981
  %2037 = fsub contract double %2033, %2036
  %2038 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %2039 = load double, ptr %2038, align 8, !tbaa !11
  %2040 = fmul contract double %2039, %1965
  %2041 = fsub contract double %2037, %2040
  %2042 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %2043 = load double, ptr %2042, align 8, !tbaa !11
  %2044 = fmul contract double %2043, %1953
  %2045 = fsub contract double %2041, %2044
  %2046 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %2047 = load double, ptr %2046, align 8, !tbaa !11
  %2048 = fmul contract double %2047, %1945
  %2049 = fsub contract double %2045, %2048
  %2050 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %2051 = load double, ptr %2050, align 8, !tbaa !11
  %2052 = fmul contract double %2051, %1941
  %2053 = fsub contract double %2049, %2052
  %2054 = getelementptr inbounds nuw i8, ptr %1457, i64 64
  store double %2053, ptr %2054, align 8, !tbaa !11
  %2055 = getelementptr inbounds nuw i8, ptr %1457, i64 72
  store double %2025, ptr %2055, align 8, !tbaa !11
  %2056 = getelementptr inbounds nuw i8, ptr %1457, i64 80
  store double %2001, ptr %2056, align 8, !tbaa !11
  %2057 = getelementptr inbounds nuw i8, ptr %1457, i64 88
  store double %1981, ptr %2057, align 8, !tbaa !11
  %2058 = getelementptr inbounds nuw i8, ptr %1457, i64 96
  store double %1965, ptr %2058, align 8, !tbaa !11
  %2059 = getelementptr inbounds nuw i8, ptr %1457, i64 104
  store double %1953, ptr %2059, align 8, !tbaa !11
  %2060 = getelementptr inbounds nuw i8, ptr %1457, i64 112
  store double %1945, ptr %2060, align 8, !tbaa !11
  %2061 = getelementptr inbounds nuw i8, ptr %1457, i64 120
  store double %1941, ptr %2061, align 8, !tbaa !11
  %2062 = fadd contract double %1378, %1453
  %2063 = getelementptr inbounds i32, ptr %5, i64 %17
  store i32 %846, ptr %2063, align 4, !tbaa !6
  %2064 = getelementptr inbounds double, ptr %6, i64 %17
  store double %2062, ptr %2064, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  br label %2065

2065:                                             ; preds = %7, %1452
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z13ldlt_modifiedILi8EEiRAT__AT__dRS0_d(ptr noundef nonnull align 8 dereferenceable(512) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, double noundef %2) local_unnamed_addr #3 comdat {
  %4 = fneg contract double %2
  %5 = load double, ptr %0, align 8, !tbaa !11
  %6 = tail call noundef double @llvm.nvvm.fabs.f64(double %5)
  %7 = fcmp contract olt double %6, %2
  %8 = fcmp contract olt double %5, 0.000000e+00
  %9 = select contract i1 %8, double %4, double %2
  %10 = select i1 %7, double %9, double %5
  store double %10, ptr %1, align 8, !tbaa !11
  %11 = fdiv contract double 1.000000e+00, %10
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %13 = load double, ptr %12, align 8, !tbaa !11
  %14 = fmul contract double %11, %13
  store double %14, ptr %12, align 8, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = fmul contract double %11, %16
  store double %17, ptr %15, align 8, !tbaa !11
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %19 = load double, ptr %18, align 8, !tbaa !11
  %20 = fmul contract double %11, %19
  store double %20, ptr %18, align 8, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %22 = load double, ptr %21, align 8, !tbaa !11
  %23 = fmul contract double %11, %22
  store double %23, ptr %21, align 8, !tbaa !11
  %24 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %25 = load double, ptr %24, align 8, !tbaa !11
  %26 = fmul contract double %11, %25
  store double %26, ptr %24, align 8, !tbaa !11
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %28 = load double, ptr %27, align 8, !tbaa !11
  %29 = fmul contract double %11, %28
  store double %29, ptr %27, align 8, !tbaa !11
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = fmul contract double %11, %31
  store double %32, ptr %30, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = load double, ptr %33, align 8, !tbaa !11
  %37 = fmul contract double %36, %36
  %38 = load double, ptr %1, align 8, !tbaa !11
  %39 = fmul contract double %37, %38
  %40 = fsub contract double %35, %39
  %41 = tail call noundef double @llvm.nvvm.fabs.f64(double %40)
  %42 = fcmp contract olt double %41, %2
  %43 = fcmp contract olt double %40, 0.000000e+00
  %44 = select contract i1 %43, double %4, double %2
  %45 = select i1 %42, double %44, double %40
  %46 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store double %45, ptr %46, align 8, !tbaa !11
  %47 = fdiv contract double 1.000000e+00, %45
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %49 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %50 = load double, ptr %49, align 8, !tbaa !11
  %51 = load double, ptr %48, align 8, !tbaa !11
  %52 = load double, ptr %33, align 8, !tbaa !11
  %53 = fmul contract double %51, %52
  %54 = load double, ptr %1, align 8, !tbaa !11
  %55 = fmul contract double %53, %54
  %56 = fsub contract double %50, %55
  %57 = fmul contract double %47, %56
  store double %57, ptr %49, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = load double, ptr %58, align 8, !tbaa !11
  %62 = load double, ptr %33, align 8, !tbaa !11
  %63 = fmul contract double %61, %62
  %64 = load double, ptr %1, align 8, !tbaa !11
  %65 = fmul contract double %63, %64
  %66 = fsub contract double %60, %65
  %67 = fmul contract double %47, %66
  store double %67, ptr %59, align 8, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %69 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %70 = load double, ptr %69, align 8, !tbaa !11
  %71 = load double, ptr %68, align 8, !tbaa !11
  %72 = load double, ptr %33, align 8, !tbaa !11
  %73 = fmul contract double %71, %72
  %74 = load double, ptr %1, align 8, !tbaa !11
  %75 = fmul contract double %73, %74
  %76 = fsub contract double %70, %75
  %77 = fmul contract double %47, %76
  store double %77, ptr %69, align 8, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %80 = load double, ptr %79, align 8, !tbaa !11
  %81 = load double, ptr %78, align 8, !tbaa !11
  %82 = load double, ptr %33, align 8, !tbaa !11
  %83 = fmul contract double %81, %82
  %84 = load double, ptr %1, align 8, !tbaa !11
  %85 = fmul contract double %83, %84
  %86 = fsub contract double %80, %85
  %87 = fmul contract double %47, %86
  store double %87, ptr %79, align 8, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %89 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = load double, ptr %88, align 8, !tbaa !11
  %92 = load double, ptr %33, align 8, !tbaa !11
  %93 = fmul contract double %91, %92
  %94 = load double, ptr %1, align 8, !tbaa !11
  %95 = fmul contract double %93, %94
  %96 = fsub contract double %90, %95
  %97 = fmul contract double %47, %96
  store double %97, ptr %89, align 8, !tbaa !11
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %99 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %100 = load double, ptr %99, align 8, !tbaa !11
  %101 = load double, ptr %98, align 8, !tbaa !11
  %102 = load double, ptr %33, align 8, !tbaa !11
  %103 = fmul contract double %101, %102
  %104 = load double, ptr %1, align 8, !tbaa !11
  %105 = fmul contract double %103, %104
  %106 = fsub contract double %100, %105
  %107 = fmul contract double %47, %106
  store double %107, ptr %99, align 8, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = load double, ptr %108, align 8, !tbaa !11
  %112 = fmul contract double %111, %111
  %113 = load double, ptr %1, align 8, !tbaa !11
  %114 = fmul contract double %112, %113
  %115 = fsub contract double %110, %114
  %116 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = fmul contract double %117, %117
  %119 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %120 = load double, ptr %119, align 8, !tbaa !11
  %121 = fmul contract double %118, %120
  %122 = fsub contract double %115, %121
  %123 = tail call noundef double @llvm.nvvm.fabs.f64(double %122)
  %124 = fcmp contract olt double %123, %2
  %125 = fcmp contract olt double %122, 0.000000e+00
  %126 = select contract i1 %125, double %4, double %2
  %127 = select i1 %124, double %126, double %122
  %128 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store double %127, ptr %128, align 8, !tbaa !11
  %129 = fdiv contract double 1.000000e+00, %127
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %131 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %132 = load double, ptr %131, align 8, !tbaa !11
  %133 = load double, ptr %130, align 8, !tbaa !11
  %134 = load double, ptr %108, align 8, !tbaa !11
  %135 = fmul contract double %133, %134
  %136 = load double, ptr %1, align 8, !tbaa !11
  %137 = fmul contract double %135, %136
  %138 = fsub contract double %132, %137
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %140 = load double, ptr %139, align 8, !tbaa !11
  %141 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = fmul contract double %140, %142
  %144 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %145 = load double, ptr %144, align 8, !tbaa !11
  %146 = fmul contract double %143, %145
  %147 = fsub contract double %138, %146
  %148 = fmul contract double %129, %147
  store double %148, ptr %131, align 8, !tbaa !11
  %149 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %150 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %151 = load double, ptr %150, align 8, !tbaa !11
  %152 = load double, ptr %149, align 8, !tbaa !11
  %153 = load double, ptr %108, align 8, !tbaa !11
  %154 = fmul contract double %152, %153
  %155 = load double, ptr %1, align 8, !tbaa !11
  %156 = fmul contract double %154, %155
  %157 = fsub contract double %151, %156
  %158 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %159 = load double, ptr %158, align 8, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %161 = load double, ptr %160, align 8, !tbaa !11
  %162 = fmul contract double %159, %161
  %163 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %164 = load double, ptr %163, align 8, !tbaa !11
  %165 = fmul contract double %162, %164
  %166 = fsub contract double %157, %165
  %167 = fmul contract double %129, %166
  store double %167, ptr %150, align 8, !tbaa !11
  %168 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %169 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %170 = load double, ptr %169, align 8, !tbaa !11
  %171 = load double, ptr %168, align 8, !tbaa !11
  %172 = load double, ptr %108, align 8, !tbaa !11
  %173 = fmul contract double %171, %172
  %174 = load double, ptr %1, align 8, !tbaa !11
  %175 = fmul contract double %173, %174
  %176 = fsub contract double %170, %175
  %177 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %178 = load double, ptr %177, align 8, !tbaa !11
  %179 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %180 = load double, ptr %179, align 8, !tbaa !11
  %181 = fmul contract double %178, %180
  %182 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %183 = load double, ptr %182, align 8, !tbaa !11
  %184 = fmul contract double %181, %183
  %185 = fsub contract double %176, %184
  %186 = fmul contract double %129, %185
  store double %186, ptr %169, align 8, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %188 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %189 = load double, ptr %188, align 8, !tbaa !11
  %190 = load double, ptr %187, align 8, !tbaa !11
  %191 = load double, ptr %108, align 8, !tbaa !11
  %192 = fmul contract double %190, %191
  %193 = load double, ptr %1, align 8, !tbaa !11
  %194 = fmul contract double %192, %193
  %195 = fsub contract double %189, %194
  %196 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %197 = load double, ptr %196, align 8, !tbaa !11
  %198 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %199 = load double, ptr %198, align 8, !tbaa !11
  %200 = fmul contract double %197, %199
  %201 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %202 = load double, ptr %201, align 8, !tbaa !11
  %203 = fmul contract double %200, %202
  %204 = fsub contract double %195, %203
  %205 = fmul contract double %129, %204
  store double %205, ptr %188, align 8, !tbaa !11
  %206 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %207 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %208 = load double, ptr %207, align 8, !tbaa !11
  %209 = load double, ptr %206, align 8, !tbaa !11
  %210 = load double, ptr %108, align 8, !tbaa !11
  %211 = fmul contract double %209, %210
  %212 = load double, ptr %1, align 8, !tbaa !11
  %213 = fmul contract double %211, %212
  %214 = fsub contract double %208, %213
  %215 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %216 = load double, ptr %215, align 8, !tbaa !11
  %217 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %218 = load double, ptr %217, align 8, !tbaa !11
  %219 = fmul contract double %216, %218
  %220 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = fmul contract double %219, %221
  %223 = fsub contract double %214, %222
  %224 = fmul contract double %129, %223
  store double %224, ptr %207, align 8, !tbaa !11
  %225 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %226 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %227 = load double, ptr %226, align 8, !tbaa !11
  %228 = load double, ptr %225, align 8, !tbaa !11
  %229 = fmul contract double %228, %228
  %230 = load double, ptr %1, align 8, !tbaa !11
  %231 = fmul contract double %229, %230
  %232 = fsub contract double %227, %231
  %233 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %234 = load double, ptr %233, align 8, !tbaa !11
  %235 = fmul contract double %234, %234
  %236 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %237 = load double, ptr %236, align 8, !tbaa !11
  %238 = fmul contract double %235, %237
  %239 = fsub contract double %232, %238
  %240 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %241 = load double, ptr %240, align 8, !tbaa !11
  %242 = fmul contract double %241, %241
  %243 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %244 = load double, ptr %243, align 8, !tbaa !11
  %245 = fmul contract double %242, %244
  %246 = fsub contract double %239, %245
  %247 = tail call noundef double @llvm.nvvm.fabs.f64(double %246)
  %248 = fcmp contract olt double %247, %2
  %249 = fcmp contract olt double %246, 0.000000e+00
  %250 = select contract i1 %249, double %4, double %2
  %251 = select i1 %248, double %250, double %246
  %252 = getelementptr inbounds nuw i8, ptr %1, i64 24
  store double %251, ptr %252, align 8, !tbaa !11
  %253 = fdiv contract double 1.000000e+00, %251
  %254 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %255 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %256 = load double, ptr %255, align 8, !tbaa !11
  %257 = load double, ptr %254, align 8, !tbaa !11
  %258 = load double, ptr %225, align 8, !tbaa !11
  %259 = fmul contract double %257, %258
  %260 = load double, ptr %1, align 8, !tbaa !11
  %261 = fmul contract double %259, %260
  %262 = fsub contract double %256, %261
  %263 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %264 = load double, ptr %263, align 8, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %266 = load double, ptr %265, align 8, !tbaa !11
  %267 = fmul contract double %264, %266
  %268 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %269 = load double, ptr %268, align 8, !tbaa !11
  %270 = fmul contract double %267, %269
  %271 = fsub contract double %262, %270
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %273 = load double, ptr %272, align 8, !tbaa !11
  %274 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %275 = load double, ptr %274, align 8, !tbaa !11
  %276 = fmul contract double %273, %275
  %277 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %278 = load double, ptr %277, align 8, !tbaa !11
  %279 = fmul contract double %276, %278
  %280 = fsub contract double %271, %279
  %281 = fmul contract double %253, %280
  store double %281, ptr %255, align 8, !tbaa !11
  %282 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %283 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %284 = load double, ptr %283, align 8, !tbaa !11
  %285 = load double, ptr %282, align 8, !tbaa !11
  %286 = load double, ptr %225, align 8, !tbaa !11
  %287 = fmul contract double %285, %286
  %288 = load double, ptr %1, align 8, !tbaa !11
  %289 = fmul contract double %287, %288
  %290 = fsub contract double %284, %289
  %291 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %292 = load double, ptr %291, align 8, !tbaa !11
  %293 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %294 = load double, ptr %293, align 8, !tbaa !11
  %295 = fmul contract double %292, %294
  %296 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %297 = load double, ptr %296, align 8, !tbaa !11
  %298 = fmul contract double %295, %297
  %299 = fsub contract double %290, %298
  %300 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %301 = load double, ptr %300, align 8, !tbaa !11
  %302 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %303 = load double, ptr %302, align 8, !tbaa !11
  %304 = fmul contract double %301, %303
  %305 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %306 = load double, ptr %305, align 8, !tbaa !11
  %307 = fmul contract double %304, %306
  %308 = fsub contract double %299, %307
  %309 = fmul contract double %253, %308
  store double %309, ptr %283, align 8, !tbaa !11
  %310 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %311 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %312 = load double, ptr %311, align 8, !tbaa !11
  %313 = load double, ptr %310, align 8, !tbaa !11
  %314 = load double, ptr %225, align 8, !tbaa !11
  %315 = fmul contract double %313, %314
  %316 = load double, ptr %1, align 8, !tbaa !11
  %317 = fmul contract double %315, %316
  %318 = fsub contract double %312, %317
  %319 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %320 = load double, ptr %319, align 8, !tbaa !11
  %321 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %322 = load double, ptr %321, align 8, !tbaa !11
  %323 = fmul contract double %320, %322
  %324 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %325 = load double, ptr %324, align 8, !tbaa !11
  %326 = fmul contract double %323, %325
  %327 = fsub contract double %318, %326
  %328 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %329 = load double, ptr %328, align 8, !tbaa !11
  %330 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %331 = load double, ptr %330, align 8, !tbaa !11
  %332 = fmul contract double %329, %331
  %333 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %334 = load double, ptr %333, align 8, !tbaa !11
  %335 = fmul contract double %332, %334
  %336 = fsub contract double %327, %335
  %337 = fmul contract double %253, %336
  store double %337, ptr %311, align 8, !tbaa !11
  %338 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %339 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %340 = load double, ptr %339, align 8, !tbaa !11
  %341 = load double, ptr %338, align 8, !tbaa !11
  %342 = load double, ptr %225, align 8, !tbaa !11
  %343 = fmul contract double %341, %342
  %344 = load double, ptr %1, align 8, !tbaa !11
  %345 = fmul contract double %343, %344
  %346 = fsub contract double %340, %345
  %347 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %348 = load double, ptr %347, align 8, !tbaa !11
  %349 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %350 = load double, ptr %349, align 8, !tbaa !11
  %351 = fmul contract double %348, %350
  %352 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %353 = load double, ptr %352, align 8, !tbaa !11
  %354 = fmul contract double %351, %353
  %355 = fsub contract double %346, %354
  %356 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %357 = load double, ptr %356, align 8, !tbaa !11
  %358 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %359 = load double, ptr %358, align 8, !tbaa !11
  %360 = fmul contract double %357, %359
  %361 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %362 = load double, ptr %361, align 8, !tbaa !11
  %363 = fmul contract double %360, %362
  %364 = fsub contract double %355, %363
  %365 = fmul contract double %253, %364
  store double %365, ptr %339, align 8, !tbaa !11
  %366 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %367 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %368 = load double, ptr %367, align 8, !tbaa !11
  %369 = load double, ptr %366, align 8, !tbaa !11
  %370 = fmul contract double %369, %369
  %371 = load double, ptr %1, align 8, !tbaa !11
  %372 = fmul contract double %370, %371
  %373 = fsub contract double %368, %372
  %374 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %375 = load double, ptr %374, align 8, !tbaa !11
  %376 = fmul contract double %375, %375
  %377 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %378 = load double, ptr %377, align 8, !tbaa !11
  %379 = fmul contract double %376, %378
  %380 = fsub contract double %373, %379
  %381 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %382 = load double, ptr %381, align 8, !tbaa !11
  %383 = fmul contract double %382, %382
  %384 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %385 = load double, ptr %384, align 8, !tbaa !11
  %386 = fmul contract double %383, %385
  %387 = fsub contract double %380, %386
  %388 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %389 = load double, ptr %388, align 8, !tbaa !11
  %390 = fmul contract double %389, %389
  %391 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %392 = load double, ptr %391, align 8, !tbaa !11
  %393 = fmul contract double %390, %392
  %394 = fsub contract double %387, %393
  %395 = tail call noundef double @llvm.nvvm.fabs.f64(double %394)
  %396 = fcmp contract olt double %395, %2
  %397 = fcmp contract olt double %394, 0.000000e+00
  %398 = select contract i1 %397, double %4, double %2
  %399 = select i1 %396, double %398, double %394
  %400 = getelementptr inbounds nuw i8, ptr %1, i64 32
  store double %399, ptr %400, align 8, !tbaa !11
  %401 = fdiv contract double 1.000000e+00, %399
  %402 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %403 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %404 = load double, ptr %403, align 8, !tbaa !11
  %405 = load double, ptr %402, align 8, !tbaa !11
  %406 = load double, ptr %366, align 8, !tbaa !11
  %407 = fmul contract double %405, %406
  %408 = load double, ptr %1, align 8, !tbaa !11
  %409 = fmul contract double %407, %408
  %410 = fsub contract double %404, %409
  %411 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %412 = load double, ptr %411, align 8, !tbaa !11
  %413 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %414 = load double, ptr %413, align 8, !tbaa !11
  %415 = fmul contract double %412, %414
  %416 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %417 = load double, ptr %416, align 8, !tbaa !11
  %418 = fmul contract double %415, %417
  %419 = fsub contract double %410, %418
  %420 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %421 = load double, ptr %420, align 8, !tbaa !11
  %422 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %423 = load double, ptr %422, align 8, !tbaa !11
  %424 = fmul contract double %421, %423
  %425 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %426 = load double, ptr %425, align 8, !tbaa !11
  %427 = fmul contract double %424, %426
  %428 = fsub contract double %419, %427
  %429 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %430 = load double, ptr %429, align 8, !tbaa !11
  %431 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %432 = load double, ptr %431, align 8, !tbaa !11
  %433 = fmul contract double %430, %432
  %434 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %435 = load double, ptr %434, align 8, !tbaa !11
  %436 = fmul contract double %433, %435
  %437 = fsub contract double %428, %436
  %438 = fmul contract double %401, %437
  store double %438, ptr %403, align 8, !tbaa !11
  %439 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %440 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %441 = load double, ptr %440, align 8, !tbaa !11
  %442 = load double, ptr %439, align 8, !tbaa !11
  %443 = load double, ptr %366, align 8, !tbaa !11
  %444 = fmul contract double %442, %443
  %445 = load double, ptr %1, align 8, !tbaa !11
  %446 = fmul contract double %444, %445
  %447 = fsub contract double %441, %446
  %448 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %449 = load double, ptr %448, align 8, !tbaa !11
  %450 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %451 = load double, ptr %450, align 8, !tbaa !11
  %452 = fmul contract double %449, %451
  %453 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %454 = load double, ptr %453, align 8, !tbaa !11
  %455 = fmul contract double %452, %454
  %456 = fsub contract double %447, %455
  %457 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %458 = load double, ptr %457, align 8, !tbaa !11
  %459 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %460 = load double, ptr %459, align 8, !tbaa !11
  %461 = fmul contract double %458, %460
  %462 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %463 = load double, ptr %462, align 8, !tbaa !11
  %464 = fmul contract double %461, %463
  %465 = fsub contract double %456, %464
  %466 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %467 = load double, ptr %466, align 8, !tbaa !11
  %468 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %469 = load double, ptr %468, align 8, !tbaa !11
  %470 = fmul contract double %467, %469
  %471 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %472 = load double, ptr %471, align 8, !tbaa !11
  %473 = fmul contract double %470, %472
  %474 = fsub contract double %465, %473
  %475 = fmul contract double %401, %474
  store double %475, ptr %440, align 8, !tbaa !11
  %476 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %477 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %478 = load double, ptr %477, align 8, !tbaa !11
  %479 = load double, ptr %476, align 8, !tbaa !11
  %480 = load double, ptr %366, align 8, !tbaa !11
  %481 = fmul contract double %479, %480
  %482 = load double, ptr %1, align 8, !tbaa !11
  %483 = fmul contract double %481, %482
  %484 = fsub contract double %478, %483
  %485 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %486 = load double, ptr %485, align 8, !tbaa !11
  %487 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %488 = load double, ptr %487, align 8, !tbaa !11
  %489 = fmul contract double %486, %488
  %490 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %491 = load double, ptr %490, align 8, !tbaa !11
  %492 = fmul contract double %489, %491
  %493 = fsub contract double %484, %492
  %494 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %495 = load double, ptr %494, align 8, !tbaa !11
  %496 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %497 = load double, ptr %496, align 8, !tbaa !11
  %498 = fmul contract double %495, %497
  %499 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %500 = load double, ptr %499, align 8, !tbaa !11
  %501 = fmul contract double %498, %500
  %502 = fsub contract double %493, %501
  %503 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %504 = load double, ptr %503, align 8, !tbaa !11
  %505 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %506 = load double, ptr %505, align 8, !tbaa !11
  %507 = fmul contract double %504, %506
  %508 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %509 = load double, ptr %508, align 8, !tbaa !11
  %510 = fmul contract double %507, %509
  %511 = fsub contract double %502, %510
  %512 = fmul contract double %401, %511
  store double %512, ptr %477, align 8, !tbaa !11
  %513 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %514 = getelementptr inbounds nuw i8, ptr %0, i64 360
  %515 = load double, ptr %514, align 8, !tbaa !11
  %516 = load double, ptr %513, align 8, !tbaa !11
  %517 = fmul contract double %516, %516
  %518 = load double, ptr %1, align 8, !tbaa !11
  %519 = fmul contract double %517, %518
  %520 = fsub contract double %515, %519
  %521 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %522 = load double, ptr %521, align 8, !tbaa !11
  %523 = fmul contract double %522, %522
  %524 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %525 = load double, ptr %524, align 8, !tbaa !11
  %526 = fmul contract double %523, %525
  %527 = fsub contract double %520, %526
  %528 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %529 = load double, ptr %528, align 8, !tbaa !11
  %530 = fmul contract double %529, %529
  %531 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %532 = load double, ptr %531, align 8, !tbaa !11
  %533 = fmul contract double %530, %532
  %534 = fsub contract double %527, %533
  %535 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %536 = load double, ptr %535, align 8, !tbaa !11
  %537 = fmul contract double %536, %536
  %538 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %539 = load double, ptr %538, align 8, !tbaa !11
  %540 = fmul contract double %537, %539
  %541 = fsub contract double %534, %540
  %542 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %543 = load double, ptr %542, align 8, !tbaa !11
  %544 = fmul contract double %543, %543
  %545 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %546 = load double, ptr %545, align 8, !tbaa !11
  %547 = fmul contract double %544, %546
  %548 = fsub contract double %541, %547
  %549 = tail call noundef double @llvm.nvvm.fabs.f64(double %548)
  %550 = fcmp contract olt double %549, %2
  %551 = fcmp contract olt double %548, 0.000000e+00
  %552 = select contract i1 %551, double %4, double %2
  %553 = select i1 %550, double %552, double %548
  %554 = getelementptr inbounds nuw i8, ptr %1, i64 40
  store double %553, ptr %554, align 8, !tbaa !11
  %555 = fdiv contract double 1.000000e+00, %553
  %556 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %557 = getelementptr inbounds nuw i8, ptr %0, i64 424
  %558 = load double, ptr %557, align 8, !tbaa !11
  %559 = load double, ptr %556, align 8, !tbaa !11
  %560 = load double, ptr %513, align 8, !tbaa !11
  %561 = fmul contract double %559, %560
  %562 = load double, ptr %1, align 8, !tbaa !11
  %563 = fmul contract double %561, %562
  %564 = fsub contract double %558, %563
  %565 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %566 = load double, ptr %565, align 8, !tbaa !11
  %567 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %568 = load double, ptr %567, align 8, !tbaa !11
  %569 = fmul contract double %566, %568
  %570 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %571 = load double, ptr %570, align 8, !tbaa !11
  %572 = fmul contract double %569, %571
  %573 = fsub contract double %564, %572
  %574 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %575 = load double, ptr %574, align 8, !tbaa !11
  %576 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %577 = load double, ptr %576, align 8, !tbaa !11
  %578 = fmul contract double %575, %577
  %579 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %580 = load double, ptr %579, align 8, !tbaa !11
  %581 = fmul contract double %578, %580
  %582 = fsub contract double %573, %581
  %583 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %584 = load double, ptr %583, align 8, !tbaa !11
  %585 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %586 = load double, ptr %585, align 8, !tbaa !11
  %587 = fmul contract double %584, %586
  %588 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %589 = load double, ptr %588, align 8, !tbaa !11
  %590 = fmul contract double %587, %589
  %591 = fsub contract double %582, %590
  %592 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %593 = load double, ptr %592, align 8, !tbaa !11
  %594 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %595 = load double, ptr %594, align 8, !tbaa !11
  %596 = fmul contract double %593, %595
  %597 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %598 = load double, ptr %597, align 8, !tbaa !11
  %599 = fmul contract double %596, %598
  %600 = fsub contract double %591, %599
  %601 = fmul contract double %555, %600
  store double %601, ptr %557, align 8, !tbaa !11
  %602 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %603 = getelementptr inbounds nuw i8, ptr %0, i64 488
  %604 = load double, ptr %603, align 8, !tbaa !11
  %605 = load double, ptr %602, align 8, !tbaa !11
  %606 = load double, ptr %513, align 8, !tbaa !11
  %607 = fmul contract double %605, %606
  %608 = load double, ptr %1, align 8, !tbaa !11
  %609 = fmul contract double %607, %608
  %610 = fsub contract double %604, %609
  %611 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %612 = load double, ptr %611, align 8, !tbaa !11
  %613 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %614 = load double, ptr %613, align 8, !tbaa !11
  %615 = fmul contract double %612, %614
  %616 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %617 = load double, ptr %616, align 8, !tbaa !11
  %618 = fmul contract double %615, %617
  %619 = fsub contract double %610, %618
  %620 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %621 = load double, ptr %620, align 8, !tbaa !11
  %622 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %623 = load double, ptr %622, align 8, !tbaa !11
  %624 = fmul contract double %621, %623
  %625 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %626 = load double, ptr %625, align 8, !tbaa !11
  %627 = fmul contract double %624, %626
  %628 = fsub contract double %619, %627
  %629 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %630 = load double, ptr %629, align 8, !tbaa !11
  %631 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %632 = load double, ptr %631, align 8, !tbaa !11
  %633 = fmul contract double %630, %632
  %634 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %635 = load double, ptr %634, align 8, !tbaa !11
  %636 = fmul contract double %633, %635
  %637 = fsub contract double %628, %636
  %638 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %639 = load double, ptr %638, align 8, !tbaa !11
  %640 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %641 = load double, ptr %640, align 8, !tbaa !11
  %642 = fmul contract double %639, %641
  %643 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %644 = load double, ptr %643, align 8, !tbaa !11
  %645 = fmul contract double %642, %644
  %646 = fsub contract double %637, %645
  %647 = fmul contract double %555, %646
  store double %647, ptr %603, align 8, !tbaa !11
  %648 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %649 = getelementptr inbounds nuw i8, ptr %0, i64 432
  %650 = load double, ptr %649, align 8, !tbaa !11
  %651 = load double, ptr %648, align 8, !tbaa !11
  %652 = fmul contract double %651, %651
  %653 = load double, ptr %1, align 8, !tbaa !11
  %654 = fmul contract double %652, %653
  %655 = fsub contract double %650, %654
  %656 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %657 = load double, ptr %656, align 8, !tbaa !11
  %658 = fmul contract double %657, %657
  %659 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %660 = load double, ptr %659, align 8, !tbaa !11
  %661 = fmul contract double %658, %660
  %662 = fsub contract double %655, %661
  %663 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %664 = load double, ptr %663, align 8, !tbaa !11
  %665 = fmul contract double %664, %664
  %666 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %667 = load double, ptr %666, align 8, !tbaa !11
  %668 = fmul contract double %665, %667
  %669 = fsub contract double %662, %668
  %670 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %671 = load double, ptr %670, align 8, !tbaa !11
  %672 = fmul contract double %671, %671
  %673 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %674 = load double, ptr %673, align 8, !tbaa !11
  %675 = fmul contract double %672, %674
  %676 = fsub contract double %669, %675
  %677 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %678 = load double, ptr %677, align 8, !tbaa !11
  %679 = fmul contract double %678, %678
  %680 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %681 = load double, ptr %680, align 8, !tbaa !11
  %682 = fmul contract double %679, %681
  %683 = fsub contract double %676, %682
  %684 = getelementptr inbounds nuw i8, ptr %0, i64 424
  %685 = load double, ptr %684, align 8, !tbaa !11
  %686 = fmul contract double %685, %685
  %687 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %688 = load double, ptr %687, align 8, !tbaa !11
  %689 = fmul contract double %686, %688
  %690 = fsub contract double %683, %689
  %691 = tail call noundef double @llvm.nvvm.fabs.f64(double %690)
  %692 = fcmp contract olt double %691, %2
  %693 = fcmp contract olt double %690, 0.000000e+00
  %694 = select contract i1 %693, double %4, double %2
  %695 = select i1 %692, double %694, double %690
  %696 = getelementptr inbounds nuw i8, ptr %1, i64 48
  store double %695, ptr %696, align 8, !tbaa !11
  %697 = fdiv contract double 1.000000e+00, %695
  %698 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %699 = getelementptr inbounds nuw i8, ptr %0, i64 496
  %700 = load double, ptr %699, align 8, !tbaa !11
  %701 = load double, ptr %698, align 8, !tbaa !11
  %702 = load double, ptr %648, align 8, !tbaa !11
  %703 = fmul contract double %701, %702
  %704 = load double, ptr %1, align 8, !tbaa !11
  %705 = fmul contract double %703, %704
  %706 = fsub contract double %700, %705
  %707 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %708 = load double, ptr %707, align 8, !tbaa !11
  %709 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %710 = load double, ptr %709, align 8, !tbaa !11
  %711 = fmul contract double %708, %710
  %712 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %713 = load double, ptr %712, align 8, !tbaa !11
  %714 = fmul contract double %711, %713
  %715 = fsub contract double %706, %714
  %716 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %717 = load double, ptr %716, align 8, !tbaa !11
  %718 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %719 = load double, ptr %718, align 8, !tbaa !11
  %720 = fmul contract double %717, %719
  %721 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %722 = load double, ptr %721, align 8, !tbaa !11
  %723 = fmul contract double %720, %722
  %724 = fsub contract double %715, %723
  %725 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %726 = load double, ptr %725, align 8, !tbaa !11
  %727 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %728 = load double, ptr %727, align 8, !tbaa !11
  %729 = fmul contract double %726, %728
  %730 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %731 = load double, ptr %730, align 8, !tbaa !11
  %732 = fmul contract double %729, %731
  %733 = fsub contract double %724, %732
  %734 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %735 = load double, ptr %734, align 8, !tbaa !11
  %736 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %737 = load double, ptr %736, align 8, !tbaa !11
  %738 = fmul contract double %735, %737
  %739 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %740 = load double, ptr %739, align 8, !tbaa !11
  %741 = fmul contract double %738, %740
  %742 = fsub contract double %733, %741
  %743 = getelementptr inbounds nuw i8, ptr %0, i64 488
  %744 = load double, ptr %743, align 8, !tbaa !11
  %745 = getelementptr inbounds nuw i8, ptr %0, i64 424
  %746 = load double, ptr %745, align 8, !tbaa !11
  %747 = fmul contract double %744, %746
  %748 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %749 = load double, ptr %748, align 8, !tbaa !11
  %750 = fmul contract double %747, %749
  %751 = fsub contract double %742, %750
  %752 = fmul contract double %697, %751
  store double %752, ptr %699, align 8, !tbaa !11
  %753 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %754 = getelementptr inbounds nuw i8, ptr %0, i64 504
  %755 = load double, ptr %754, align 8, !tbaa !11
  %756 = load double, ptr %753, align 8, !tbaa !11
  %757 = fmul contract double %756, %756
  %758 = load double, ptr %1, align 8, !tbaa !11
  %759 = fmul contract double %757, %758
  %760 = fsub contract double %755, %759
  %761 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %762 = load double, ptr %761, align 8, !tbaa !11
  %763 = fmul contract double %762, %762
  %764 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %765 = load double, ptr %764, align 8, !tbaa !11
  %766 = fmul contract double %763, %765
  %767 = fsub contract double %760, %766
  %768 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %769 = load double, ptr %768, align 8, !tbaa !11
  %770 = fmul contract double %769, %769
  %771 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %772 = load double, ptr %771, align 8, !tbaa !11
  %773 = fmul contract double %770, %772
  %774 = fsub contract double %767, %773
  %775 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %776 = load double, ptr %775, align 8, !tbaa !11
  %777 = fmul contract double %776, %776
  %778 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %779 = load double, ptr %778, align 8, !tbaa !11
  %780 = fmul contract double %777, %779
  %781 = fsub contract double %774, %780
  %782 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %783 = load double, ptr %782, align 8, !tbaa !11
  %784 = fmul contract double %783, %783
  %785 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %786 = load double, ptr %785, align 8, !tbaa !11
  %787 = fmul contract double %784, %786
  %788 = fsub contract double %781, %787
  %789 = getelementptr inbounds nuw i8, ptr %0, i64 488
  %790 = load double, ptr %789, align 8, !tbaa !11
  %791 = fmul contract double %790, %790
  %792 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %793 = load double, ptr %792, align 8, !tbaa !11
  %794 = fmul contract double %791, %793
  %795 = fsub contract double %788, %794
  %796 = getelementptr inbounds nuw i8, ptr %0, i64 496
  %797 = load double, ptr %796, align 8, !tbaa !11
  %798 = fmul contract double %797, %797
  %799 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %800 = load double, ptr %799, align 8, !tbaa !11
  %801 = fmul contract double %798, %800
  %802 = fsub contract double %795, %801
  %803 = tail call noundef double @llvm.nvvm.fabs.f64(double %802)
  %804 = fcmp contract olt double %803, %2
  %805 = fcmp contract olt double %802, 0.000000e+00
  %806 = select contract i1 %805, double %4, double %2
  %807 = select i1 %804, double %806, double %802
  %808 = getelementptr inbounds nuw i8, ptr %1, i64 56
  store double %807, ptr %808, align 8, !tbaa !11
  %809 = fcmp contract olt double %10, 0.000000e+00
  %810 = zext i1 %809 to i32
  %811 = fcmp contract olt double %45, 0.000000e+00
  %812 = zext i1 %811 to i32
  %813 = add nuw nsw i32 %810, %812
  %814 = fcmp contract olt double %127, 0.000000e+00
  %815 = zext i1 %814 to i32
  %816 = add nuw nsw i32 %813, %815
  %817 = fcmp contract olt double %251, 0.000000e+00
  %818 = zext i1 %817 to i32
  %819 = add nuw nsw i32 %816, %818
  %820 = fcmp contract olt double %399, 0.000000e+00
  %821 = zext i1 %820 to i32
  %822 = add nuw nsw i32 %819, %821
  %823 = fcmp contract olt double %553, 0.000000e+00
  %824 = zext i1 %823 to i32
  %825 = add nuw nsw i32 %822, %824
  %826 = fcmp contract olt double %695, 0.000000e+00
  %827 = zext i1 %826 to i32
  %828 = add nuw nsw i32 %825, %827
  %829 = fcmp contract olt double %807, 0.000000e+00
  %830 = zext i1 %829 to i32
  %831 = add nuw nsw i32 %828, %830
  ret i32 %831
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }

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
!13 = !{}
!14 = !{!8, !8, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 0"}
!20 = distinct !{!20, !"_Z11logreg_lossPKfPKhiRA6_Kdd"}
!21 = !{!22}
!22 = distinct !{!22, !20, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 1"}
!23 = distinct !{!23, !16, !17}
!24 = !{!25}
!25 = distinct !{!25, !26, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 0"}
!26 = distinct !{!26, !"_Z11logreg_lossPKfPKhiRA6_Kdd"}
!27 = !{!28}
!28 = distinct !{!28, !26, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 1"}
!29 = distinct !{!29, !16, !17}
!30 = distinct !{!30, !16, !17}
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !8, i64 0}
