; ModuleID = 'src/newton_logreg_f64.cu'
source_filename = "src/newton_logreg_f64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z14cholesky_solveILi6EEbRAT__AT__dRAT__KdRS0_ = comdat any

$_Z13ldlt_modifiedILi8EEiRAT__AT__dRS0_d = comdat any

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local noundef double @_Z11logreg_lossPKfPKhiRA6_Kdd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noundef nonnull readonly align 8 captures(none) dereferenceable(48) %3, double noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %5
  %8 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %9 = load double, ptr %8, align 8, !tbaa !11
  br label %23

10:                                               ; preds = %5
  %11 = load double, ptr %3, align 8, !tbaa !11
  %12 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !11
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %16 = load double, ptr %15, align 8, !tbaa !11
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %18 = load double, ptr %17, align 8, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %20 = load double, ptr %19, align 8, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %22 = load double, ptr %21, align 8, !tbaa !11
  br label %46

23:                                               ; preds = %249, %7
  %24 = phi double [ %9, %7 ], [ %22, %249 ]
  %25 = phi double [ 0.000000e+00, %7 ], [ %252, %249 ]
  %26 = fmul contract double %24, %24
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %28 = load double, ptr %27, align 8, !tbaa !11
  %29 = fmul contract double %28, %28
  %30 = fadd contract double %26, %29
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = fmul contract double %32, %32
  %34 = fadd contract double %30, %33
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = fmul contract double %36, %36
  %38 = fadd contract double %34, %37
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %40 = load double, ptr %39, align 8, !tbaa !11
  %41 = fmul contract double %40, %40
  %42 = fadd contract double %38, %41
  %43 = fmul contract double %4, 5.000000e-01
  %44 = fmul contract double %43, %42
  %45 = fadd contract double %25, %44
  ret double %45

46:                                               ; preds = %10, %249
  %47 = phi double [ 0.000000e+00, %10 ], [ %252, %249 ]
  %48 = phi i32 [ 0, %10 ], [ %253, %249 ]
  %49 = mul nuw nsw i32 %48, 6
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %52 = getelementptr inbounds nuw i8, ptr %51, i64 4
  %53 = addrspacecast ptr %52 to ptr addrspace(1)
  %54 = load float, ptr addrspace(1) %53, align 4, !invariant.load !13
  %55 = tail call noundef float @llvm.nvvm.fabs.f32(float %54)
  %56 = fcmp contract olt float %55, 1.000000e+06
  %57 = fpext contract float %54 to double
  %58 = select contract i1 %56, double %57, double 0.000000e+00
  %59 = fmul contract double %22, %58
  %60 = fadd contract double %11, %59
  %61 = zext nneg i32 %49 to i64
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %64 = addrspacecast ptr %63 to ptr addrspace(1)
  %65 = load float, ptr addrspace(1) %64, align 4, !invariant.load !13
  %66 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %67 = fcmp contract olt float %66, 1.000000e+06
  %68 = fpext contract float %65 to double
  %69 = select contract i1 %67, double %68, double 0.000000e+00
  %70 = fmul contract double %14, %69
  %71 = fadd contract double %60, %70
  %72 = zext nneg i32 %49 to i64
  %73 = getelementptr inbounds nuw float, ptr %0, i64 %72
  %74 = getelementptr inbounds nuw i8, ptr %73, i64 12
  %75 = addrspacecast ptr %74 to ptr addrspace(1)
  %76 = load float, ptr addrspace(1) %75, align 4, !invariant.load !13
  %77 = tail call noundef float @llvm.nvvm.fabs.f32(float %76)
  %78 = fcmp contract olt float %77, 1.000000e+06
  %79 = fpext contract float %76 to double
  %80 = select contract i1 %78, double %79, double 0.000000e+00
  %81 = fmul contract double %16, %80
  %82 = fadd contract double %71, %81
  %83 = zext nneg i32 %49 to i64
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %83
  %85 = getelementptr inbounds nuw i8, ptr %84, i64 16
  %86 = addrspacecast ptr %85 to ptr addrspace(1)
  %87 = load float, ptr addrspace(1) %86, align 4, !invariant.load !13
  %88 = tail call noundef float @llvm.nvvm.fabs.f32(float %87)
  %89 = fcmp contract olt float %88, 1.000000e+06
  %90 = fpext contract float %87 to double
  %91 = select contract i1 %89, double %90, double 0.000000e+00
  %92 = fmul contract double %18, %91
  %93 = fadd contract double %82, %92
  %94 = zext nneg i32 %49 to i64
  %95 = getelementptr inbounds nuw float, ptr %0, i64 %94
  %96 = getelementptr inbounds nuw i8, ptr %95, i64 20
  %97 = addrspacecast ptr %96 to ptr addrspace(1)
  %98 = load float, ptr addrspace(1) %97, align 4, !invariant.load !13
  %99 = tail call noundef float @llvm.nvvm.fabs.f32(float %98)
  %100 = fcmp contract olt float %99, 1.000000e+06
  %101 = fpext contract float %98 to double
  %102 = select contract i1 %100, double %101, double 0.000000e+00
  %103 = fmul contract double %20, %102
  %104 = fadd contract double %93, %103
  %105 = zext nneg i32 %48 to i64
  %106 = getelementptr inbounds nuw i8, ptr %1, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !14
  %108 = and i8 %107, 1
  %109 = icmp eq i8 %108, 0
  %110 = fneg contract double %104
  %111 = select contract i1 %109, double %104, double %110
  %112 = tail call noundef double @llvm.maxnum.f64(double %111, double 0.000000e+00)
  %113 = tail call noundef double @llvm.nvvm.fabs.f64(double %111)
  %114 = fneg contract double %113
  %115 = tail call double @llvm.fma.f64(double %114, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %116 = tail call i32 @llvm.nvvm.d2i.lo(double %115) #9
  %117 = tail call double @llvm.nvvm.add.rn.d(double %115, double 0xC338000000000000) #9
  %118 = tail call double @llvm.fma.f64(double %117, double 0xBFE62E42FEFA39EF, double %114)
  %119 = tail call double @llvm.fma.f64(double %117, double 0xBC7ABC9E3B39803F, double %118)
  %120 = tail call double @llvm.fma.f64(double %119, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %121 = tail call double @llvm.fma.f64(double %120, double %119, double 0x3EC71DEE62401315)
  %122 = tail call double @llvm.fma.f64(double %121, double %119, double 0x3EFA01997C89EB71)
  %123 = tail call double @llvm.fma.f64(double %122, double %119, double 0x3F2A01A014761F65)
  %124 = tail call double @llvm.fma.f64(double %123, double %119, double 0x3F56C16C1852B7AF)
  %125 = tail call double @llvm.fma.f64(double %124, double %119, double 0x3F81111111122322)
  %126 = tail call double @llvm.fma.f64(double %125, double %119, double 0x3FA55555555502A1)
  %127 = tail call double @llvm.fma.f64(double %126, double %119, double 0x3FC5555555555511)
  %128 = tail call double @llvm.fma.f64(double %127, double %119, double 0x3FE000000000000B)
  %129 = tail call double @llvm.fma.f64(double %128, double %119, double 1.000000e+00)
  %130 = tail call double @llvm.fma.f64(double %129, double %119, double 1.000000e+00)
  %131 = tail call i32 @llvm.nvvm.d2i.lo(double %130) #9
  %132 = tail call i32 @llvm.nvvm.d2i.hi(double %130) #9
  %133 = shl i32 %116, 20
  %134 = add i32 %132, %133
  %135 = tail call double @llvm.nvvm.lohi.i2d(i32 %131, i32 %134) #9
  %136 = tail call i32 @llvm.nvvm.d2i.hi(double %114) #9
  %137 = bitcast i32 %136 to float
  %138 = tail call float @llvm.nvvm.fabs.f32(float %137)
  %139 = fcmp olt float %138, 0x4010C46560000000
  br i1 %139, label %155, label %140

140:                                              ; preds = %46
  %141 = fcmp ogt double %113, 0.000000e+00
  %142 = fsub double 0x7FF0000000000000, %113
  %143 = select i1 %141, double 0.000000e+00, double %142
  %144 = fcmp olt float %138, 0x4010E90000000000
  br i1 %144, label %145, label %155

145:                                              ; preds = %140
  %146 = sdiv i32 %116, 2
  %147 = shl i32 %146, 20
  %148 = add i32 %132, %147
  %149 = tail call double @llvm.nvvm.lohi.i2d(i32 %131, i32 %148) #9
  %150 = sub nsw i32 %116, %146
  %151 = shl i32 %150, 20
  %152 = add nsw i32 %151, 1072693248
  %153 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %152) #9
  %154 = fmul double %153, %149
  br label %155

155:                                              ; preds = %46, %140, %145
  %156 = phi double [ %135, %46 ], [ %154, %145 ], [ %143, %140 ]
  %157 = tail call i32 @llvm.nvvm.d2i.hi(double %156) #9
  %158 = bitcast i32 %157 to float
  %159 = fcmp olt float %158, 0x3FFCAAAAA0000000
  %160 = fcmp ogt float %158, 0xBFFB333320000000
  %161 = and i1 %159, %160
  br i1 %161, label %162, label %179

162:                                              ; preds = %155
  %163 = fadd double %156, 2.000000e+00
  %164 = fdiv double %156, %163
  %165 = fneg double %156
  %166 = fmul double %164, %165
  %167 = fadd double %156, %166
  %168 = fmul double %167, %167
  %169 = tail call double @llvm.fma.f64(double %168, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %170 = tail call double @llvm.fma.f64(double %169, double %168, double 0x3EF3B9FF890F468C)
  %171 = tail call double @llvm.fma.f64(double %170, double %168, double 0x3F17457EFD51BAF8)
  %172 = tail call double @llvm.fma.f64(double %171, double %168, double 0x3F3C71C8DE3CE825)
  %173 = tail call double @llvm.fma.f64(double %172, double %168, double 0x3F6249248FA4661F)
  %174 = tail call double @llvm.fma.f64(double %173, double %168, double 0x3F899999999D70C4)
  %175 = tail call double @llvm.fma.f64(double %174, double %168, double 0x3FB5555555555462)
  %176 = fmul double %168, %175
  %177 = tail call double @llvm.fma.f64(double %176, double %167, double %166)
  %178 = fadd double %156, %177
  br label %249

179:                                              ; preds = %155
  %180 = fadd double %156, 1.000000e+00
  %181 = tail call i32 @llvm.nvvm.d2i.hi(double %180) #9
  %182 = tail call i32 @llvm.nvvm.d2i.lo(double %180) #9
  %183 = icmp slt i32 %181, 1048576
  br i1 %183, label %184, label %188

184:                                              ; preds = %179
  %185 = fmul double %180, 0x4350000000000000
  %186 = tail call i32 @llvm.nvvm.d2i.lo(double %185) #9
  %187 = tail call i32 @llvm.nvvm.d2i.hi(double %185) #9
  br label %188

188:                                              ; preds = %184, %179
  %189 = phi double [ %185, %184 ], [ %180, %179 ]
  %190 = phi i32 [ %187, %184 ], [ %181, %179 ]
  %191 = phi i32 [ %186, %184 ], [ %182, %179 ]
  %192 = phi i32 [ -1077, %184 ], [ -1023, %179 ]
  %193 = add i32 %190, -1
  %194 = icmp ult i32 %193, 2146435071
  br i1 %194, label %195, label %243

195:                                              ; preds = %188
  %196 = lshr i32 %190, 20
  %197 = add nsw i32 %192, %196
  %198 = and i32 %190, 1048575
  %199 = or disjoint i32 %198, 1072693248
  %200 = tail call double @llvm.nvvm.lohi.i2d(i32 %191, i32 %199) #9
  %201 = icmp samesign ugt i32 %199, 1073127582
  %202 = tail call i32 @llvm.nvvm.d2i.lo(double %200) #9
  %203 = tail call i32 @llvm.nvvm.d2i.hi(double %200) #9
  %204 = add i32 %203, -1048576
  %205 = tail call double @llvm.nvvm.lohi.i2d(i32 %202, i32 %204) #9
  %206 = select i1 %201, double %205, double %200
  %207 = zext i1 %201 to i32
  %208 = add nsw i32 %197, %207
  %209 = fadd double %206, -1.000000e+00
  %210 = fadd double %206, 1.000000e+00
  %211 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %210) #9
  %212 = fneg double %210
  %213 = tail call double @llvm.fma.f64(double %212, double %211, double 1.000000e+00)
  %214 = tail call double @llvm.fma.f64(double %213, double %213, double %213)
  %215 = tail call double @llvm.fma.f64(double %214, double %211, double %211)
  %216 = fmul double %209, %215
  %217 = fadd double %216, %216
  %218 = fmul double %217, %217
  %219 = tail call double @llvm.fma.f64(double %218, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %220 = tail call double @llvm.fma.f64(double %219, double %218, double 0x3EF3B2669F02676F)
  %221 = tail call double @llvm.fma.f64(double %220, double %218, double 0x3F1745CBA9AB0956)
  %222 = tail call double @llvm.fma.f64(double %221, double %218, double 0x3F3C71C72D1B5154)
  %223 = tail call double @llvm.fma.f64(double %222, double %218, double 0x3F624924923BE72D)
  %224 = tail call double @llvm.fma.f64(double %223, double %218, double 0x3F8999999999A3C4)
  %225 = tail call double @llvm.fma.f64(double %224, double %218, double 0x3FB5555555555554)
  %226 = fsub double %209, %217
  %227 = fmul double %226, 2.000000e+00
  %228 = fneg double %217
  %229 = tail call double @llvm.fma.f64(double %228, double %209, double %227)
  %230 = fmul double %215, %229
  %231 = fmul double %218, %225
  %232 = tail call double @llvm.fma.f64(double %231, double %217, double %230)
  %233 = xor i32 %208, -2147483648
  %234 = tail call double @llvm.nvvm.lohi.i2d(i32 %233, i32 1127219200) #9
  %235 = fsub double %234, %12
  %236 = tail call double @llvm.fma.f64(double %235, double 0x3FE62E42FEFA39EF, double %217)
  %237 = fneg double %235
  %238 = tail call double @llvm.fma.f64(double %237, double 0x3FE62E42FEFA39EF, double %236)
  %239 = fsub double %238, %217
  %240 = fsub double %232, %239
  %241 = tail call double @llvm.fma.f64(double %235, double 0x3C7ABC9E3B39803F, double %240)
  %242 = fadd double %236, %241
  br label %249

243:                                              ; preds = %188
  %244 = tail call double @llvm.fma.f64(double %189, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %245 = tail call i32 @llvm.nvvm.d2i.hi(double %189) #9
  %246 = and i32 %245, 2147483647
  %247 = icmp eq i32 %246, 0
  %248 = select i1 %247, double 0xFFF0000000000000, double %244
  br label %249

249:                                              ; preds = %162, %195, %243
  %250 = phi double [ %178, %162 ], [ %242, %195 ], [ %248, %243 ]
  %251 = fadd contract double %112, %250
  %252 = fadd contract double %47, %251
  %253 = add nuw nsw i32 %48, 1
  %254 = icmp eq i32 %253, %2
  br i1 %254, label %23, label %46, !llvm.loop !15
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
  br i1 %19, label %20, label %881

20:                                               ; preds = %10
  %21 = tail call i32 @llvm.smax.i32(i32 %3, i32 1)
  %22 = tail call i32 @llvm.umin.i32(i32 %21, i32 64)
  %23 = sext i32 %18 to i64
  %24 = zext nneg i32 %22 to i64
  %25 = mul nsw i64 %24, %23
  %26 = mul nsw i64 %25, 24
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 %26
  %28 = getelementptr inbounds nuw i8, ptr %1, i64 %25
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %29 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  br label %30

30:                                               ; preds = %225, %20
  %31 = phi double [ 0.000000e+00, %20 ], [ %228, %225 ]
  %32 = phi i32 [ 0, %20 ], [ %229, %225 ]
  %33 = mul nuw nsw i32 %32, 6
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw float, ptr %27, i64 %34
  %36 = getelementptr inbounds nuw i8, ptr %35, i64 4
  %37 = addrspacecast ptr %36 to ptr addrspace(1)
  %38 = load float, ptr addrspace(1) %37, align 4, !invariant.load !13, !alias.scope !17, !noalias !20
  %39 = tail call noundef float @llvm.nvvm.fabs.f32(float %38)
  %40 = fcmp contract olt float %39, 1.000000e+06
  %41 = fpext contract float %38 to double
  %42 = fmul contract double %41, 0.000000e+00
  %43 = fadd contract double %42, 0.000000e+00
  %44 = select i1 %40, double %43, double 0.000000e+00
  %45 = getelementptr inbounds nuw i8, ptr %35, i64 8
  %46 = addrspacecast ptr %45 to ptr addrspace(1)
  %47 = load float, ptr addrspace(1) %46, align 4, !invariant.load !13, !alias.scope !17, !noalias !20
  %48 = tail call noundef float @llvm.nvvm.fabs.f32(float %47)
  %49 = fcmp contract olt float %48, 1.000000e+06
  %50 = fpext contract float %47 to double
  %51 = fmul contract double %50, 0.000000e+00
  %52 = select i1 %49, double %51, double 0.000000e+00
  %53 = fadd contract double %44, %52
  %54 = getelementptr inbounds nuw i8, ptr %35, i64 12
  %55 = addrspacecast ptr %54 to ptr addrspace(1)
  %56 = load float, ptr addrspace(1) %55, align 4, !invariant.load !13, !alias.scope !17, !noalias !20
  %57 = tail call noundef float @llvm.nvvm.fabs.f32(float %56)
  %58 = fcmp contract olt float %57, 1.000000e+06
  %59 = fpext contract float %56 to double
  %60 = fmul contract double %59, 0.000000e+00
  %61 = select i1 %58, double %60, double 0.000000e+00
  %62 = fadd contract double %53, %61
  %63 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %64 = addrspacecast ptr %63 to ptr addrspace(1)
  %65 = load float, ptr addrspace(1) %64, align 4, !invariant.load !13, !alias.scope !17, !noalias !20
  %66 = tail call noundef float @llvm.nvvm.fabs.f32(float %65)
  %67 = fcmp contract olt float %66, 1.000000e+06
  %68 = fpext contract float %65 to double
  %69 = fmul contract double %68, 0.000000e+00
  %70 = select i1 %67, double %69, double 0.000000e+00
  %71 = fadd contract double %62, %70
  %72 = getelementptr inbounds nuw i8, ptr %35, i64 20
  %73 = addrspacecast ptr %72 to ptr addrspace(1)
  %74 = load float, ptr addrspace(1) %73, align 4, !invariant.load !13, !alias.scope !17, !noalias !20
  %75 = tail call noundef float @llvm.nvvm.fabs.f32(float %74)
  %76 = fcmp contract olt float %75, 1.000000e+06
  %77 = fpext contract float %74 to double
  %78 = fmul contract double %77, 0.000000e+00
  %79 = select i1 %76, double %78, double 0.000000e+00
  %80 = fadd contract double %71, %79
  %81 = zext nneg i32 %32 to i64
  %82 = getelementptr inbounds nuw i8, ptr %28, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !14, !alias.scope !20, !noalias !17
  %84 = and i8 %83, 1
  %85 = icmp eq i8 %84, 0
  %86 = fneg contract double %80
  %87 = select contract i1 %85, double %80, double %86
  %88 = tail call noundef double @llvm.maxnum.f64(double %87, double 0.000000e+00)
  %89 = tail call noundef double @llvm.nvvm.fabs.f64(double %87)
  %90 = fneg contract double %89
  %91 = tail call double @llvm.fma.f64(double %90, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %92 = tail call i32 @llvm.nvvm.d2i.lo(double %91) #9
  %93 = tail call double @llvm.nvvm.add.rn.d(double %91, double 0xC338000000000000) #9
  %94 = tail call double @llvm.fma.f64(double %93, double 0xBFE62E42FEFA39EF, double %90)
  %95 = tail call double @llvm.fma.f64(double %93, double 0xBC7ABC9E3B39803F, double %94)
  %96 = tail call double @llvm.fma.f64(double %95, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %97 = tail call double @llvm.fma.f64(double %96, double %95, double 0x3EC71DEE62401315)
  %98 = tail call double @llvm.fma.f64(double %97, double %95, double 0x3EFA01997C89EB71)
  %99 = tail call double @llvm.fma.f64(double %98, double %95, double 0x3F2A01A014761F65)
  %100 = tail call double @llvm.fma.f64(double %99, double %95, double 0x3F56C16C1852B7AF)
  %101 = tail call double @llvm.fma.f64(double %100, double %95, double 0x3F81111111122322)
  %102 = tail call double @llvm.fma.f64(double %101, double %95, double 0x3FA55555555502A1)
  %103 = tail call double @llvm.fma.f64(double %102, double %95, double 0x3FC5555555555511)
  %104 = tail call double @llvm.fma.f64(double %103, double %95, double 0x3FE000000000000B)
  %105 = tail call double @llvm.fma.f64(double %104, double %95, double 1.000000e+00)
  %106 = tail call double @llvm.fma.f64(double %105, double %95, double 1.000000e+00)
  %107 = tail call i32 @llvm.nvvm.d2i.lo(double %106) #9
  %108 = tail call i32 @llvm.nvvm.d2i.hi(double %106) #9
  %109 = shl i32 %92, 20
  %110 = add i32 %108, %109
  %111 = tail call double @llvm.nvvm.lohi.i2d(i32 %107, i32 %110) #9
  %112 = tail call i32 @llvm.nvvm.d2i.hi(double %90) #9
  %113 = bitcast i32 %112 to float
  %114 = tail call float @llvm.nvvm.fabs.f32(float %113)
  %115 = fcmp olt float %114, 0x4010C46560000000
  br i1 %115, label %131, label %116

116:                                              ; preds = %30
  %117 = fcmp ogt double %89, 0.000000e+00
  %118 = fsub double 0x7FF0000000000000, %89
  %119 = select i1 %117, double 0.000000e+00, double %118
  %120 = fcmp olt float %114, 0x4010E90000000000
  br i1 %120, label %121, label %131

121:                                              ; preds = %116
  %122 = sdiv i32 %92, 2
  %123 = shl i32 %122, 20
  %124 = add i32 %108, %123
  %125 = tail call double @llvm.nvvm.lohi.i2d(i32 %107, i32 %124) #9
  %126 = sub nsw i32 %92, %122
  %127 = shl i32 %126, 20
  %128 = add nsw i32 %127, 1072693248
  %129 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %128) #9
  %130 = fmul double %129, %125
  br label %131

131:                                              ; preds = %121, %116, %30
  %132 = phi double [ %111, %30 ], [ %130, %121 ], [ %119, %116 ]
  %133 = tail call i32 @llvm.nvvm.d2i.hi(double %132) #9
  %134 = bitcast i32 %133 to float
  %135 = fcmp olt float %134, 0x3FFCAAAAA0000000
  %136 = fcmp ogt float %134, 0xBFFB333320000000
  %137 = and i1 %135, %136
  br i1 %137, label %138, label %155

138:                                              ; preds = %131
  %139 = fadd double %132, 2.000000e+00
  %140 = fdiv double %132, %139
  %141 = fneg double %132
  %142 = fmul double %140, %141
  %143 = fadd double %132, %142
  %144 = fmul double %143, %143
  %145 = tail call double @llvm.fma.f64(double %144, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %146 = tail call double @llvm.fma.f64(double %145, double %144, double 0x3EF3B9FF890F468C)
  %147 = tail call double @llvm.fma.f64(double %146, double %144, double 0x3F17457EFD51BAF8)
  %148 = tail call double @llvm.fma.f64(double %147, double %144, double 0x3F3C71C8DE3CE825)
  %149 = tail call double @llvm.fma.f64(double %148, double %144, double 0x3F6249248FA4661F)
  %150 = tail call double @llvm.fma.f64(double %149, double %144, double 0x3F899999999D70C4)
  %151 = tail call double @llvm.fma.f64(double %150, double %144, double 0x3FB5555555555462)
  %152 = fmul double %144, %151
  %153 = tail call double @llvm.fma.f64(double %152, double %143, double %142)
  %154 = fadd double %132, %153
  br label %225

155:                                              ; preds = %131
  %156 = fadd double %132, 1.000000e+00
  %157 = tail call i32 @llvm.nvvm.d2i.hi(double %156) #9
  %158 = tail call i32 @llvm.nvvm.d2i.lo(double %156) #9
  %159 = icmp slt i32 %157, 1048576
  br i1 %159, label %160, label %164

160:                                              ; preds = %155
  %161 = fmul double %156, 0x4350000000000000
  %162 = tail call i32 @llvm.nvvm.d2i.hi(double %161) #9
  %163 = tail call i32 @llvm.nvvm.d2i.lo(double %161) #9
  br label %164

164:                                              ; preds = %160, %155
  %165 = phi double [ %161, %160 ], [ %156, %155 ]
  %166 = phi i32 [ %162, %160 ], [ %157, %155 ]
  %167 = phi i32 [ %163, %160 ], [ %158, %155 ]
  %168 = phi i32 [ -1077, %160 ], [ -1023, %155 ]
  %169 = add i32 %166, -1
  %170 = icmp ult i32 %169, 2146435071
  br i1 %170, label %171, label %219

171:                                              ; preds = %164
  %172 = lshr i32 %166, 20
  %173 = add nsw i32 %168, %172
  %174 = and i32 %166, 1048575
  %175 = or disjoint i32 %174, 1072693248
  %176 = tail call double @llvm.nvvm.lohi.i2d(i32 %167, i32 %175) #9
  %177 = icmp samesign ugt i32 %175, 1073127582
  %178 = tail call i32 @llvm.nvvm.d2i.lo(double %176) #9
  %179 = tail call i32 @llvm.nvvm.d2i.hi(double %176) #9
  %180 = add i32 %179, -1048576
  %181 = tail call double @llvm.nvvm.lohi.i2d(i32 %178, i32 %180) #9
  %182 = select i1 %177, double %181, double %176
  %183 = zext i1 %177 to i32
  %184 = add nsw i32 %173, %183
  %185 = fadd double %182, -1.000000e+00
  %186 = fadd double %182, 1.000000e+00
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
  %211 = fsub double %210, %29
  %212 = tail call double @llvm.fma.f64(double %211, double 0x3FE62E42FEFA39EF, double %193)
  %213 = fneg double %211
  %214 = tail call double @llvm.fma.f64(double %213, double 0x3FE62E42FEFA39EF, double %212)
  %215 = fsub double %214, %193
  %216 = fsub double %208, %215
  %217 = tail call double @llvm.fma.f64(double %211, double 0x3C7ABC9E3B39803F, double %216)
  %218 = fadd double %212, %217
  br label %225

219:                                              ; preds = %164
  %220 = tail call double @llvm.fma.f64(double %165, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %221 = tail call i32 @llvm.nvvm.d2i.hi(double %165) #9
  %222 = and i32 %221, 2147483647
  %223 = icmp eq i32 %222, 0
  %224 = select i1 %223, double 0xFFF0000000000000, double %220
  br label %225

225:                                              ; preds = %219, %171, %138
  %226 = phi double [ %154, %138 ], [ %218, %171 ], [ %224, %219 ]
  %227 = fadd contract double %88, %226
  %228 = fadd contract double %31, %227
  %229 = add nuw nsw i32 %32, 1
  %230 = icmp eq i32 %229, %22
  br i1 %230, label %231, label %30, !llvm.loop !15

231:                                              ; preds = %225
  %232 = fcmp contract ogt double %4, 1.000000e-08
  %233 = fcmp contract olt double %4, 1.000000e+08
  %234 = and i1 %232, %233
  %235 = select contract i1 %234, double %4, double 1.000000e-02
  %236 = tail call i32 @llvm.smax.i32(i32 %5, i32 1)
  %237 = tail call i32 @llvm.umin.i32(i32 %236, i32 25)
  %238 = fcmp contract ogt double %6, 0.000000e+00
  %239 = fcmp contract olt double %6, 1.000000e+00
  %240 = and i1 %238, %239
  %241 = select contract i1 %240, double %6, double 1.000000e-08
  %242 = fmul contract double %235, 5.000000e-01
  %243 = fmul contract double %242, 0.000000e+00
  %244 = fadd contract double %243, %228
  %245 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %246 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %247 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %248 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %249 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %250 = getelementptr inbounds nuw i8, ptr %11, i64 48
  %251 = getelementptr inbounds nuw i8, ptr %11, i64 56
  %252 = getelementptr inbounds nuw i8, ptr %11, i64 64
  %253 = getelementptr inbounds nuw i8, ptr %11, i64 72
  %254 = getelementptr inbounds nuw i8, ptr %11, i64 80
  %255 = getelementptr inbounds nuw i8, ptr %11, i64 88
  %256 = getelementptr inbounds nuw i8, ptr %11, i64 96
  %257 = getelementptr inbounds nuw i8, ptr %11, i64 104
  %258 = getelementptr inbounds nuw i8, ptr %11, i64 112
  %259 = getelementptr inbounds nuw i8, ptr %11, i64 120
  %260 = getelementptr inbounds nuw i8, ptr %11, i64 128
  %261 = getelementptr inbounds nuw i8, ptr %11, i64 136
  %262 = getelementptr inbounds nuw i8, ptr %11, i64 144
  %263 = getelementptr inbounds nuw i8, ptr %11, i64 152
  %264 = getelementptr inbounds nuw i8, ptr %11, i64 160
  %265 = getelementptr inbounds nuw i8, ptr %11, i64 168
  %266 = getelementptr inbounds nuw i8, ptr %11, i64 176
  %267 = getelementptr inbounds nuw i8, ptr %11, i64 184
  %268 = getelementptr inbounds nuw i8, ptr %11, i64 192
  %269 = getelementptr inbounds nuw i8, ptr %11, i64 200
  %270 = getelementptr inbounds nuw i8, ptr %11, i64 208
  %271 = getelementptr inbounds nuw i8, ptr %11, i64 216
  %272 = getelementptr inbounds nuw i8, ptr %11, i64 224
  %273 = getelementptr inbounds nuw i8, ptr %11, i64 208
  %274 = getelementptr inbounds nuw i8, ptr %11, i64 232
  %275 = getelementptr inbounds nuw i8, ptr %11, i64 240
  %276 = getelementptr inbounds nuw i8, ptr %11, i64 248
  %277 = getelementptr inbounds nuw i8, ptr %11, i64 256
  %278 = getelementptr inbounds nuw i8, ptr %11, i64 264
  %279 = getelementptr inbounds nuw i8, ptr %11, i64 272
  %280 = getelementptr inbounds nuw i8, ptr %11, i64 280
  %281 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %282 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %283 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %284 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %285 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %286 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %287 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %288 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %289 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %290 = getelementptr inbounds nuw i8, ptr %13, i64 40
  br label %291

291:                                              ; preds = %231, %867
  %292 = phi double [ 0.000000e+00, %231 ], [ %858, %867 ]
  %293 = phi double [ 0.000000e+00, %231 ], [ %859, %867 ]
  %294 = phi double [ 0.000000e+00, %231 ], [ %860, %867 ]
  %295 = phi double [ 0.000000e+00, %231 ], [ %861, %867 ]
  %296 = phi double [ 0.000000e+00, %231 ], [ %862, %867 ]
  %297 = phi double [ 0.000000e+00, %231 ], [ %863, %867 ]
  %298 = phi double [ %244, %231 ], [ %865, %867 ]
  %299 = phi i32 [ 0, %231 ], [ %868, %867 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %245, i8 0, i64 40, i1 false)
  %300 = fmul contract double %235, %293
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %252, i8 0, i64 32, i1 false)
  %301 = fmul contract double %235, %294
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %259, i8 0, i64 24, i1 false)
  %302 = fmul contract double %235, %295
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %266, i8 0, i64 16, i1 false)
  %303 = fmul contract double %235, %296
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %273, i8 0, i64 16, i1 false)
  store double %235, ptr %272, align 8, !tbaa !11
  store double 0.000000e+00, ptr %274, align 8, !tbaa !11
  %304 = fmul contract double %235, %297
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %275, i8 0, i64 40, i1 false)
  store double %235, ptr %280, align 8, !tbaa !11
  %305 = fadd contract double %292, 0.000000e+00
  br label %306

306:                                              ; preds = %291, %475
  %307 = phi double [ %235, %291 ], [ %539, %475 ]
  %308 = phi double [ 0.000000e+00, %291 ], [ %537, %475 ]
  %309 = phi double [ 0.000000e+00, %291 ], [ %535, %475 ]
  %310 = phi double [ 0.000000e+00, %291 ], [ %533, %475 ]
  %311 = phi double [ 0.000000e+00, %291 ], [ %531, %475 ]
  %312 = phi double [ 0.000000e+00, %291 ], [ %529, %475 ]
  %313 = phi double [ %235, %291 ], [ %525, %475 ]
  %314 = phi double [ 0.000000e+00, %291 ], [ %523, %475 ]
  %315 = phi double [ 0.000000e+00, %291 ], [ %521, %475 ]
  %316 = phi double [ 0.000000e+00, %291 ], [ %519, %475 ]
  %317 = phi double [ 0.000000e+00, %291 ], [ %517, %475 ]
  %318 = phi double [ %235, %291 ], [ %513, %475 ]
  %319 = phi double [ 0.000000e+00, %291 ], [ %511, %475 ]
  %320 = phi double [ 0.000000e+00, %291 ], [ %509, %475 ]
  %321 = phi double [ 0.000000e+00, %291 ], [ %507, %475 ]
  %322 = phi double [ %235, %291 ], [ %503, %475 ]
  %323 = phi double [ 0.000000e+00, %291 ], [ %501, %475 ]
  %324 = phi double [ 0.000000e+00, %291 ], [ %499, %475 ]
  %325 = phi double [ %235, %291 ], [ %495, %475 ]
  %326 = phi double [ 0.000000e+00, %291 ], [ %493, %475 ]
  %327 = phi double [ 1.000000e-10, %291 ], [ %489, %475 ]
  %328 = phi double [ 0.000000e+00, %291 ], [ %488, %475 ]
  %329 = phi double [ %300, %291 ], [ %492, %475 ]
  %330 = phi double [ %301, %291 ], [ %497, %475 ]
  %331 = phi double [ %302, %291 ], [ %505, %475 ]
  %332 = phi double [ %303, %291 ], [ %515, %475 ]
  %333 = phi double [ %304, %291 ], [ %527, %475 ]
  %334 = phi i32 [ 0, %291 ], [ %540, %475 ]
  %335 = mul nuw nsw i32 %334, 6
  %336 = zext nneg i32 %335 to i64
  %337 = getelementptr inbounds nuw float, ptr %27, i64 %336
  %338 = getelementptr inbounds nuw i8, ptr %337, i64 4
  %339 = addrspacecast ptr %338 to ptr addrspace(1)
  %340 = load float, ptr addrspace(1) %339, align 4, !invariant.load !13
  %341 = call noundef float @llvm.nvvm.fabs.f32(float %340)
  %342 = fcmp contract olt float %341, 1.000000e+06
  %343 = fpext contract float %340 to double
  %344 = select contract i1 %342, double %343, double 0.000000e+00
  %345 = zext nneg i32 %335 to i64
  %346 = getelementptr inbounds nuw float, ptr %27, i64 %345
  %347 = getelementptr inbounds nuw i8, ptr %346, i64 8
  %348 = addrspacecast ptr %347 to ptr addrspace(1)
  %349 = load float, ptr addrspace(1) %348, align 4, !invariant.load !13
  %350 = call noundef float @llvm.nvvm.fabs.f32(float %349)
  %351 = fcmp contract olt float %350, 1.000000e+06
  %352 = fpext contract float %349 to double
  %353 = select contract i1 %351, double %352, double 0.000000e+00
  %354 = zext nneg i32 %335 to i64
  %355 = getelementptr inbounds nuw float, ptr %27, i64 %354
  %356 = getelementptr inbounds nuw i8, ptr %355, i64 12
  %357 = addrspacecast ptr %356 to ptr addrspace(1)
  %358 = load float, ptr addrspace(1) %357, align 4, !invariant.load !13
  %359 = call noundef float @llvm.nvvm.fabs.f32(float %358)
  %360 = fcmp contract olt float %359, 1.000000e+06
  %361 = fpext contract float %358 to double
  %362 = select contract i1 %360, double %361, double 0.000000e+00
  %363 = zext nneg i32 %335 to i64
  %364 = getelementptr inbounds nuw float, ptr %27, i64 %363
  %365 = getelementptr inbounds nuw i8, ptr %364, i64 16
  %366 = addrspacecast ptr %365 to ptr addrspace(1)
  %367 = load float, ptr addrspace(1) %366, align 4, !invariant.load !13
  %368 = call noundef float @llvm.nvvm.fabs.f32(float %367)
  %369 = fcmp contract olt float %368, 1.000000e+06
  %370 = fpext contract float %367 to double
  %371 = select contract i1 %369, double %370, double 0.000000e+00
  %372 = zext nneg i32 %335 to i64
  %373 = getelementptr inbounds nuw float, ptr %27, i64 %372
  %374 = getelementptr inbounds nuw i8, ptr %373, i64 20
  %375 = addrspacecast ptr %374 to ptr addrspace(1)
  %376 = load float, ptr addrspace(1) %375, align 4, !invariant.load !13
  %377 = call noundef float @llvm.nvvm.fabs.f32(float %376)
  %378 = fcmp contract olt float %377, 1.000000e+06
  %379 = fpext contract float %376 to double
  %380 = select contract i1 %378, double %379, double 0.000000e+00
  %381 = fmul contract double %293, %344
  %382 = fadd contract double %305, %381
  %383 = fmul contract double %294, %353
  %384 = fadd contract double %382, %383
  %385 = fmul contract double %295, %362
  %386 = fadd contract double %384, %385
  %387 = fmul contract double %296, %371
  %388 = fadd contract double %386, %387
  %389 = fmul contract double %297, %380
  %390 = fadd contract double %388, %389
  %391 = fcmp contract ult double %390, 0.000000e+00
  br i1 %391, label %434, label %392

392:                                              ; preds = %306
  %393 = fneg contract double %390
  %394 = call double @llvm.fma.f64(double %393, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %395 = call i32 @llvm.nvvm.d2i.lo(double %394) #9
  %396 = call double @llvm.nvvm.add.rn.d(double %394, double 0xC338000000000000) #9
  %397 = call double @llvm.fma.f64(double %396, double 0xBFE62E42FEFA39EF, double %393)
  %398 = call double @llvm.fma.f64(double %396, double 0xBC7ABC9E3B39803F, double %397)
  %399 = call double @llvm.fma.f64(double %398, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %400 = call double @llvm.fma.f64(double %399, double %398, double 0x3EC71DEE62401315)
  %401 = call double @llvm.fma.f64(double %400, double %398, double 0x3EFA01997C89EB71)
  %402 = call double @llvm.fma.f64(double %401, double %398, double 0x3F2A01A014761F65)
  %403 = call double @llvm.fma.f64(double %402, double %398, double 0x3F56C16C1852B7AF)
  %404 = call double @llvm.fma.f64(double %403, double %398, double 0x3F81111111122322)
  %405 = call double @llvm.fma.f64(double %404, double %398, double 0x3FA55555555502A1)
  %406 = call double @llvm.fma.f64(double %405, double %398, double 0x3FC5555555555511)
  %407 = call double @llvm.fma.f64(double %406, double %398, double 0x3FE000000000000B)
  %408 = call double @llvm.fma.f64(double %407, double %398, double 1.000000e+00)
  %409 = call double @llvm.fma.f64(double %408, double %398, double 1.000000e+00)
  %410 = call i32 @llvm.nvvm.d2i.lo(double %409) #9
  %411 = call i32 @llvm.nvvm.d2i.hi(double %409) #9
  %412 = shl i32 %395, 20
  %413 = add i32 %411, %412
  %414 = call double @llvm.nvvm.lohi.i2d(i32 %410, i32 %413) #9
  %415 = call i32 @llvm.nvvm.d2i.hi(double %393) #9
  %416 = bitcast i32 %415 to float
  %417 = call float @llvm.nvvm.fabs.f32(float %416)
  %418 = fcmp olt float %417, 0x4010C46560000000
  br i1 %418, label %475, label %419

419:                                              ; preds = %392
  %420 = fcmp ogt double %390, 0.000000e+00
  %421 = fsub double 0x7FF0000000000000, %390
  %422 = select i1 %420, double 0.000000e+00, double %421
  %423 = fcmp olt float %417, 0x4010E90000000000
  br i1 %423, label %424, label %475

424:                                              ; preds = %419
  %425 = sdiv i32 %395, 2
  %426 = shl i32 %425, 20
  %427 = add i32 %411, %426
  %428 = call double @llvm.nvvm.lohi.i2d(i32 %410, i32 %427) #9
  %429 = sub nsw i32 %395, %425
  %430 = shl i32 %429, 20
  %431 = add nsw i32 %430, 1072693248
  %432 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %431) #9
  %433 = fmul double %432, %428
  br label %475

434:                                              ; preds = %306
  %435 = call double @llvm.fma.f64(double %390, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %436 = call i32 @llvm.nvvm.d2i.lo(double %435) #9
  %437 = call double @llvm.nvvm.add.rn.d(double %435, double 0xC338000000000000) #9
  %438 = call double @llvm.fma.f64(double %437, double 0xBFE62E42FEFA39EF, double %390)
  %439 = call double @llvm.fma.f64(double %437, double 0xBC7ABC9E3B39803F, double %438)
  %440 = call double @llvm.fma.f64(double %439, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %441 = call double @llvm.fma.f64(double %440, double %439, double 0x3EC71DEE62401315)
  %442 = call double @llvm.fma.f64(double %441, double %439, double 0x3EFA01997C89EB71)
  %443 = call double @llvm.fma.f64(double %442, double %439, double 0x3F2A01A014761F65)
  %444 = call double @llvm.fma.f64(double %443, double %439, double 0x3F56C16C1852B7AF)
  %445 = call double @llvm.fma.f64(double %444, double %439, double 0x3F81111111122322)
  %446 = call double @llvm.fma.f64(double %445, double %439, double 0x3FA55555555502A1)
  %447 = call double @llvm.fma.f64(double %446, double %439, double 0x3FC5555555555511)
  %448 = call double @llvm.fma.f64(double %447, double %439, double 0x3FE000000000000B)
  %449 = call double @llvm.fma.f64(double %448, double %439, double 1.000000e+00)
  %450 = call double @llvm.fma.f64(double %449, double %439, double 1.000000e+00)
  %451 = call i32 @llvm.nvvm.d2i.lo(double %450) #9
  %452 = call i32 @llvm.nvvm.d2i.hi(double %450) #9
  %453 = shl i32 %436, 20
  %454 = add i32 %452, %453
  %455 = call double @llvm.nvvm.lohi.i2d(i32 %451, i32 %454) #9
  %456 = call i32 @llvm.nvvm.d2i.hi(double %390) #9
  %457 = bitcast i32 %456 to float
  %458 = call float @llvm.nvvm.fabs.f32(float %457)
  %459 = fcmp olt float %458, 0x4010C46560000000
  br i1 %459, label %475, label %460

460:                                              ; preds = %434
  %461 = fcmp olt double %390, 0.000000e+00
  %462 = fadd double %390, 0x7FF0000000000000
  %463 = select i1 %461, double 0.000000e+00, double %462
  %464 = fcmp olt float %458, 0x4010E90000000000
  br i1 %464, label %465, label %475

465:                                              ; preds = %460
  %466 = sdiv i32 %436, 2
  %467 = shl i32 %466, 20
  %468 = add i32 %452, %467
  %469 = call double @llvm.nvvm.lohi.i2d(i32 %451, i32 %468) #9
  %470 = sub nsw i32 %436, %466
  %471 = shl i32 %470, 20
  %472 = add nsw i32 %471, 1072693248
  %473 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %472) #9
  %474 = fmul double %473, %469
  br label %475

475:                                              ; preds = %465, %460, %434, %424, %419, %392
  %476 = phi double [ %422, %419 ], [ %414, %392 ], [ %433, %424 ], [ %455, %434 ], [ %474, %465 ], [ %463, %460 ]
  %477 = phi double [ 1.000000e+00, %419 ], [ 1.000000e+00, %392 ], [ 1.000000e+00, %424 ], [ %455, %434 ], [ %474, %465 ], [ %463, %460 ]
  %478 = fadd contract double %476, 1.000000e+00
  %479 = fdiv contract double %477, %478
  %480 = zext nneg i32 %334 to i64
  %481 = getelementptr inbounds nuw i8, ptr %28, i64 %480
  %482 = load i8, ptr %481, align 1, !tbaa !14
  %483 = and i8 %482, 1
  %484 = uitofp nneg i8 %483 to double
  %485 = fsub contract double %479, %484
  %486 = fsub contract double 1.000000e+00, %479
  %487 = fmul contract double %479, %486
  %488 = fadd contract double %328, %485
  %489 = fadd contract double %327, %487
  %490 = fmul contract double %487, %344
  %491 = fmul contract double %485, %344
  %492 = fadd contract double %329, %491
  %493 = fadd contract double %326, %490
  %494 = fmul contract double %490, %344
  %495 = fadd contract double %325, %494
  %496 = fmul contract double %485, %353
  %497 = fadd contract double %330, %496
  %498 = fmul contract double %487, %353
  %499 = fadd contract double %324, %498
  %500 = fmul contract double %498, %344
  %501 = fadd contract double %323, %500
  %502 = fmul contract double %498, %353
  %503 = fadd contract double %322, %502
  %504 = fmul contract double %485, %362
  %505 = fadd contract double %331, %504
  %506 = fmul contract double %487, %362
  %507 = fadd contract double %321, %506
  %508 = fmul contract double %506, %344
  %509 = fadd contract double %320, %508
  %510 = fmul contract double %506, %353
  %511 = fadd contract double %319, %510
  %512 = fmul contract double %506, %362
  %513 = fadd contract double %318, %512
  %514 = fmul contract double %485, %371
  %515 = fadd contract double %332, %514
  %516 = fmul contract double %487, %371
  %517 = fadd contract double %317, %516
  %518 = fmul contract double %516, %344
  %519 = fadd contract double %316, %518
  %520 = fmul contract double %516, %353
  %521 = fadd contract double %315, %520
  %522 = fmul contract double %516, %362
  %523 = fadd contract double %314, %522
  %524 = fmul contract double %516, %371
  %525 = fadd contract double %313, %524
  %526 = fmul contract double %485, %380
  %527 = fadd contract double %333, %526
  %528 = fmul contract double %487, %380
  %529 = fadd contract double %312, %528
  %530 = fmul contract double %528, %344
  %531 = fadd contract double %311, %530
  %532 = fmul contract double %528, %353
  %533 = fadd contract double %310, %532
  %534 = fmul contract double %528, %362
  %535 = fadd contract double %309, %534
  %536 = fmul contract double %528, %371
  %537 = fadd contract double %308, %536
  %538 = fmul contract double %528, %380
  %539 = fadd contract double %307, %538
  %540 = add nuw nsw i32 %334, 1
  %541 = icmp eq i32 %540, %22
  br i1 %541, label %542, label %306, !llvm.loop !22

542:                                              ; preds = %475
  store double %489, ptr %11, align 8, !tbaa !11
  store double %493, ptr %250, align 8, !tbaa !11
  store double %495, ptr %251, align 8, !tbaa !11
  store double %499, ptr %256, align 8, !tbaa !11
  store double %501, ptr %257, align 8, !tbaa !11
  store double %503, ptr %258, align 8, !tbaa !11
  store double %507, ptr %262, align 8, !tbaa !11
  store double %509, ptr %263, align 8, !tbaa !11
  store double %511, ptr %264, align 8, !tbaa !11
  store double %513, ptr %265, align 8, !tbaa !11
  store double %517, ptr %268, align 8, !tbaa !11
  store double %519, ptr %269, align 8, !tbaa !11
  store double %521, ptr %270, align 8, !tbaa !11
  store double %523, ptr %271, align 8, !tbaa !11
  store double %525, ptr %272, align 8, !tbaa !11
  store double %529, ptr %275, align 8, !tbaa !11
  store double %531, ptr %276, align 8, !tbaa !11
  store double %533, ptr %277, align 8, !tbaa !11
  store double %535, ptr %278, align 8, !tbaa !11
  store double %537, ptr %279, align 8, !tbaa !11
  store double %539, ptr %280, align 8, !tbaa !11
  %543 = call noundef double @llvm.nvvm.fabs.f64(double %488)
  %544 = call noundef double @llvm.maxnum.f64(double %543, double 0.000000e+00)
  store double %493, ptr %245, align 8, !tbaa !11
  store double %499, ptr %246, align 8, !tbaa !11
  store double %507, ptr %247, align 8, !tbaa !11
  store double %517, ptr %248, align 8, !tbaa !11
  store double %529, ptr %249, align 8, !tbaa !11
  %545 = call noundef double @llvm.nvvm.fabs.f64(double %492)
  %546 = call noundef double @llvm.maxnum.f64(double %544, double %545)
  store double %501, ptr %252, align 8, !tbaa !11
  store double %509, ptr %253, align 8, !tbaa !11
  store double %519, ptr %254, align 8, !tbaa !11
  store double %531, ptr %255, align 8, !tbaa !11
  %547 = call noundef double @llvm.nvvm.fabs.f64(double %497)
  %548 = call noundef double @llvm.maxnum.f64(double %546, double %547)
  store double %511, ptr %259, align 8, !tbaa !11
  store double %521, ptr %260, align 8, !tbaa !11
  store double %533, ptr %261, align 8, !tbaa !11
  %549 = call noundef double @llvm.nvvm.fabs.f64(double %505)
  %550 = call noundef double @llvm.maxnum.f64(double %548, double %549)
  store double %523, ptr %266, align 8, !tbaa !11
  store double %535, ptr %267, align 8, !tbaa !11
  %551 = call noundef double @llvm.nvvm.fabs.f64(double %515)
  %552 = call noundef double @llvm.maxnum.f64(double %550, double %551)
  store double %537, ptr %274, align 8, !tbaa !11
  %553 = call noundef double @llvm.nvvm.fabs.f64(double %527)
  %554 = call noundef double @llvm.maxnum.f64(double %552, double %553)
  %555 = fcmp contract olt double %554, %241
  br i1 %555, label %857, label %556

556:                                              ; preds = %542
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #9
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #9
  %557 = fneg contract double %488
  store double %557, ptr %12, align 8, !tbaa !11
  %558 = fneg contract double %492
  store double %558, ptr %281, align 8, !tbaa !11
  %559 = fneg contract double %497
  store double %559, ptr %282, align 8, !tbaa !11
  %560 = fneg contract double %505
  store double %560, ptr %283, align 8, !tbaa !11
  %561 = fneg contract double %515
  store double %561, ptr %284, align 8, !tbaa !11
  %562 = fneg contract double %527
  store double %562, ptr %285, align 8, !tbaa !11
  %563 = call noundef zeroext i1 @_Z14cholesky_solveILi6EEbRAT__AT__dRAT__KdRS0_(ptr noundef nonnull align 8 dereferenceable(288) %11, ptr noundef nonnull align 8 dereferenceable(48) %12, ptr noundef nonnull align 8 dereferenceable(48) %13) #9
  br i1 %563, label %564, label %571

564:                                              ; preds = %556
  %565 = load double, ptr %13, align 8, !tbaa !11
  %566 = load double, ptr %286, align 8, !tbaa !11
  %567 = load double, ptr %287, align 8, !tbaa !11
  %568 = load double, ptr %288, align 8, !tbaa !11
  %569 = load double, ptr %289, align 8, !tbaa !11
  %570 = load double, ptr %290, align 8, !tbaa !11
  br label %579

571:                                              ; preds = %556
  %572 = fadd contract double %554, 1.000000e+00
  %573 = fdiv contract double %557, %572
  %574 = fdiv contract double %558, %572
  %575 = fdiv contract double %559, %572
  %576 = fdiv contract double %560, %572
  %577 = fdiv contract double %561, %572
  %578 = fdiv contract double %562, %572
  br label %579

579:                                              ; preds = %564, %571
  %580 = phi double [ %570, %564 ], [ %578, %571 ]
  %581 = phi double [ %569, %564 ], [ %577, %571 ]
  %582 = phi double [ %568, %564 ], [ %576, %571 ]
  %583 = phi double [ %567, %564 ], [ %575, %571 ]
  %584 = phi double [ %566, %564 ], [ %574, %571 ]
  %585 = phi double [ %565, %564 ], [ %573, %571 ]
  %586 = fmul contract double %488, %585
  %587 = fadd contract double %586, 0.000000e+00
  %588 = fmul contract double %492, %584
  %589 = fadd contract double %587, %588
  %590 = fmul contract double %497, %583
  %591 = fadd contract double %589, %590
  %592 = fmul contract double %505, %582
  %593 = fadd contract double %591, %592
  %594 = fmul contract double %515, %581
  %595 = fadd contract double %593, %594
  %596 = fmul contract double %527, %580
  %597 = fadd contract double %595, %596
  %598 = fcmp contract olt double %597, 0.000000e+00
  br i1 %598, label %599, label %847

599:                                              ; preds = %579, %833
  %600 = phi double [ %835, %833 ], [ 1.000000e+00, %579 ]
  %601 = phi i32 [ %834, %833 ], [ 0, %579 ]
  %602 = fmul contract double %600, %585
  %603 = fadd contract double %292, %602
  %604 = fmul contract double %600, %584
  %605 = fadd contract double %293, %604
  %606 = fmul contract double %600, %583
  %607 = fadd contract double %294, %606
  %608 = fmul contract double %600, %582
  %609 = fadd contract double %295, %608
  %610 = fmul contract double %600, %581
  %611 = fadd contract double %296, %610
  %612 = fmul contract double %600, %580
  %613 = fadd contract double %297, %612
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  call void @llvm.experimental.noalias.scope.decl(metadata !26)
  br label %614

614:                                              ; preds = %809, %599
  %615 = phi double [ 0.000000e+00, %599 ], [ %812, %809 ]
  %616 = phi i32 [ 0, %599 ], [ %813, %809 ]
  %617 = mul nuw nsw i32 %616, 6
  %618 = zext nneg i32 %617 to i64
  %619 = getelementptr inbounds nuw float, ptr %27, i64 %618
  %620 = getelementptr inbounds nuw i8, ptr %619, i64 4
  %621 = addrspacecast ptr %620 to ptr addrspace(1)
  %622 = load float, ptr addrspace(1) %621, align 4, !invariant.load !13, !alias.scope !23, !noalias !26
  %623 = call noundef float @llvm.nvvm.fabs.f32(float %622)
  %624 = fcmp contract olt float %623, 1.000000e+06
  %625 = fpext contract float %622 to double
  %626 = select contract i1 %624, double %625, double 0.000000e+00
  %627 = fmul contract double %605, %626
  %628 = fadd contract double %603, %627
  %629 = getelementptr inbounds nuw i8, ptr %619, i64 8
  %630 = addrspacecast ptr %629 to ptr addrspace(1)
  %631 = load float, ptr addrspace(1) %630, align 4, !invariant.load !13, !alias.scope !23, !noalias !26
  %632 = call noundef float @llvm.nvvm.fabs.f32(float %631)
  %633 = fcmp contract olt float %632, 1.000000e+06
  %634 = fpext contract float %631 to double
  %635 = select contract i1 %633, double %634, double 0.000000e+00
  %636 = fmul contract double %607, %635
  %637 = fadd contract double %628, %636
  %638 = getelementptr inbounds nuw i8, ptr %619, i64 12
  %639 = addrspacecast ptr %638 to ptr addrspace(1)
  %640 = load float, ptr addrspace(1) %639, align 4, !invariant.load !13, !alias.scope !23, !noalias !26
  %641 = call noundef float @llvm.nvvm.fabs.f32(float %640)
  %642 = fcmp contract olt float %641, 1.000000e+06
  %643 = fpext contract float %640 to double
  %644 = select contract i1 %642, double %643, double 0.000000e+00
  %645 = fmul contract double %609, %644
  %646 = fadd contract double %637, %645
  %647 = getelementptr inbounds nuw i8, ptr %619, i64 16
  %648 = addrspacecast ptr %647 to ptr addrspace(1)
  %649 = load float, ptr addrspace(1) %648, align 4, !invariant.load !13, !alias.scope !23, !noalias !26
  %650 = call noundef float @llvm.nvvm.fabs.f32(float %649)
  %651 = fcmp contract olt float %650, 1.000000e+06
  %652 = fpext contract float %649 to double
  %653 = select contract i1 %651, double %652, double 0.000000e+00
  %654 = fmul contract double %611, %653
  %655 = fadd contract double %646, %654
  %656 = getelementptr inbounds nuw i8, ptr %619, i64 20
  %657 = addrspacecast ptr %656 to ptr addrspace(1)
  %658 = load float, ptr addrspace(1) %657, align 4, !invariant.load !13, !alias.scope !23, !noalias !26
  %659 = call noundef float @llvm.nvvm.fabs.f32(float %658)
  %660 = fcmp contract olt float %659, 1.000000e+06
  %661 = fpext contract float %658 to double
  %662 = select contract i1 %660, double %661, double 0.000000e+00
  %663 = fmul contract double %613, %662
  %664 = fadd contract double %655, %663
  %665 = zext nneg i32 %616 to i64
  %666 = getelementptr inbounds nuw i8, ptr %28, i64 %665
  %667 = load i8, ptr %666, align 1, !tbaa !14, !alias.scope !26, !noalias !23
  %668 = and i8 %667, 1
  %669 = icmp eq i8 %668, 0
  %670 = fneg contract double %664
  %671 = select contract i1 %669, double %664, double %670
  %672 = call noundef double @llvm.maxnum.f64(double %671, double 0.000000e+00)
  %673 = call noundef double @llvm.nvvm.fabs.f64(double %671)
  %674 = fneg contract double %673
  %675 = call double @llvm.fma.f64(double %674, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %676 = call i32 @llvm.nvvm.d2i.lo(double %675) #9
  %677 = call double @llvm.nvvm.add.rn.d(double %675, double 0xC338000000000000) #9
  %678 = call double @llvm.fma.f64(double %677, double 0xBFE62E42FEFA39EF, double %674)
  %679 = call double @llvm.fma.f64(double %677, double 0xBC7ABC9E3B39803F, double %678)
  %680 = call double @llvm.fma.f64(double %679, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %681 = call double @llvm.fma.f64(double %680, double %679, double 0x3EC71DEE62401315)
  %682 = call double @llvm.fma.f64(double %681, double %679, double 0x3EFA01997C89EB71)
  %683 = call double @llvm.fma.f64(double %682, double %679, double 0x3F2A01A014761F65)
  %684 = call double @llvm.fma.f64(double %683, double %679, double 0x3F56C16C1852B7AF)
  %685 = call double @llvm.fma.f64(double %684, double %679, double 0x3F81111111122322)
  %686 = call double @llvm.fma.f64(double %685, double %679, double 0x3FA55555555502A1)
  %687 = call double @llvm.fma.f64(double %686, double %679, double 0x3FC5555555555511)
  %688 = call double @llvm.fma.f64(double %687, double %679, double 0x3FE000000000000B)
  %689 = call double @llvm.fma.f64(double %688, double %679, double 1.000000e+00)
  %690 = call double @llvm.fma.f64(double %689, double %679, double 1.000000e+00)
  %691 = call i32 @llvm.nvvm.d2i.lo(double %690) #9
  %692 = call i32 @llvm.nvvm.d2i.hi(double %690) #9
  %693 = shl i32 %676, 20
  %694 = add i32 %692, %693
  %695 = call double @llvm.nvvm.lohi.i2d(i32 %691, i32 %694) #9
  %696 = call i32 @llvm.nvvm.d2i.hi(double %674) #9
  %697 = bitcast i32 %696 to float
  %698 = call float @llvm.nvvm.fabs.f32(float %697)
  %699 = fcmp olt float %698, 0x4010C46560000000
  br i1 %699, label %715, label %700

700:                                              ; preds = %614
  %701 = fcmp ogt double %673, 0.000000e+00
  %702 = fsub double 0x7FF0000000000000, %673
  %703 = select i1 %701, double 0.000000e+00, double %702
  %704 = fcmp olt float %698, 0x4010E90000000000
  br i1 %704, label %705, label %715

705:                                              ; preds = %700
  %706 = sdiv i32 %676, 2
  %707 = shl i32 %706, 20
  %708 = add i32 %692, %707
  %709 = call double @llvm.nvvm.lohi.i2d(i32 %691, i32 %708) #9
  %710 = sub nsw i32 %676, %706
  %711 = shl i32 %710, 20
  %712 = add nsw i32 %711, 1072693248
  %713 = call double @llvm.nvvm.lohi.i2d(i32 0, i32 %712) #9
  %714 = fmul double %713, %709
  br label %715

715:                                              ; preds = %705, %700, %614
  %716 = phi double [ %695, %614 ], [ %714, %705 ], [ %703, %700 ]
  %717 = call i32 @llvm.nvvm.d2i.hi(double %716) #9
  %718 = bitcast i32 %717 to float
  %719 = fcmp olt float %718, 0x3FFCAAAAA0000000
  %720 = fcmp ogt float %718, 0xBFFB333320000000
  %721 = and i1 %719, %720
  br i1 %721, label %722, label %739

722:                                              ; preds = %715
  %723 = fadd double %716, 2.000000e+00
  %724 = fdiv double %716, %723
  %725 = fneg double %716
  %726 = fmul double %724, %725
  %727 = fadd double %716, %726
  %728 = fmul double %727, %727
  %729 = call double @llvm.fma.f64(double %728, double 0x3EB372FB2FBE14B5, double 0x3ED087FFCEB2DC44)
  %730 = call double @llvm.fma.f64(double %729, double %728, double 0x3EF3B9FF890F468C)
  %731 = call double @llvm.fma.f64(double %730, double %728, double 0x3F17457EFD51BAF8)
  %732 = call double @llvm.fma.f64(double %731, double %728, double 0x3F3C71C8DE3CE825)
  %733 = call double @llvm.fma.f64(double %732, double %728, double 0x3F6249248FA4661F)
  %734 = call double @llvm.fma.f64(double %733, double %728, double 0x3F899999999D70C4)
  %735 = call double @llvm.fma.f64(double %734, double %728, double 0x3FB5555555555462)
  %736 = fmul double %728, %735
  %737 = call double @llvm.fma.f64(double %736, double %727, double %726)
  %738 = fadd double %716, %737
  br label %809

739:                                              ; preds = %715
  %740 = fadd double %716, 1.000000e+00
  %741 = call i32 @llvm.nvvm.d2i.hi(double %740) #9
  %742 = call i32 @llvm.nvvm.d2i.lo(double %740) #9
  %743 = icmp slt i32 %741, 1048576
  br i1 %743, label %744, label %748

744:                                              ; preds = %739
  %745 = fmul double %740, 0x4350000000000000
  %746 = call i32 @llvm.nvvm.d2i.hi(double %745) #9
  %747 = call i32 @llvm.nvvm.d2i.lo(double %745) #9
  br label %748

748:                                              ; preds = %744, %739
  %749 = phi double [ %745, %744 ], [ %740, %739 ]
  %750 = phi i32 [ %746, %744 ], [ %741, %739 ]
  %751 = phi i32 [ %747, %744 ], [ %742, %739 ]
  %752 = phi i32 [ -1077, %744 ], [ -1023, %739 ]
  %753 = add i32 %750, -1
  %754 = icmp ult i32 %753, 2146435071
  br i1 %754, label %755, label %803

755:                                              ; preds = %748
  %756 = lshr i32 %750, 20
  %757 = add nsw i32 %752, %756
  %758 = and i32 %750, 1048575
  %759 = or disjoint i32 %758, 1072693248
  %760 = call double @llvm.nvvm.lohi.i2d(i32 %751, i32 %759) #9
  %761 = icmp samesign ugt i32 %759, 1073127582
  %762 = call i32 @llvm.nvvm.d2i.lo(double %760) #9
  %763 = call i32 @llvm.nvvm.d2i.hi(double %760) #9
  %764 = add i32 %763, -1048576
  %765 = call double @llvm.nvvm.lohi.i2d(i32 %762, i32 %764) #9
  %766 = select i1 %761, double %765, double %760
  %767 = zext i1 %761 to i32
  %768 = add nsw i32 %757, %767
  %769 = fadd double %766, -1.000000e+00
  %770 = fadd double %766, 1.000000e+00
  %771 = call double @llvm.nvvm.rcp.approx.ftz.d(double %770) #9
  %772 = fneg double %770
  %773 = call double @llvm.fma.f64(double %772, double %771, double 1.000000e+00)
  %774 = call double @llvm.fma.f64(double %773, double %773, double %773)
  %775 = call double @llvm.fma.f64(double %774, double %771, double %771)
  %776 = fmul double %769, %775
  %777 = fadd double %776, %776
  %778 = fmul double %777, %777
  %779 = call double @llvm.fma.f64(double %778, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %780 = call double @llvm.fma.f64(double %779, double %778, double 0x3EF3B2669F02676F)
  %781 = call double @llvm.fma.f64(double %780, double %778, double 0x3F1745CBA9AB0956)
  %782 = call double @llvm.fma.f64(double %781, double %778, double 0x3F3C71C72D1B5154)
  %783 = call double @llvm.fma.f64(double %782, double %778, double 0x3F624924923BE72D)
  %784 = call double @llvm.fma.f64(double %783, double %778, double 0x3F8999999999A3C4)
  %785 = call double @llvm.fma.f64(double %784, double %778, double 0x3FB5555555555554)
  %786 = fsub double %769, %777
  %787 = fmul double %786, 2.000000e+00
  %788 = fneg double %777
  %789 = call double @llvm.fma.f64(double %788, double %769, double %787)
  %790 = fmul double %775, %789
  %791 = fmul double %778, %785
  %792 = call double @llvm.fma.f64(double %791, double %777, double %790)
  %793 = xor i32 %768, -2147483648
  %794 = call double @llvm.nvvm.lohi.i2d(i32 %793, i32 1127219200) #9
  %795 = fsub double %794, %29
  %796 = call double @llvm.fma.f64(double %795, double 0x3FE62E42FEFA39EF, double %777)
  %797 = fneg double %795
  %798 = call double @llvm.fma.f64(double %797, double 0x3FE62E42FEFA39EF, double %796)
  %799 = fsub double %798, %777
  %800 = fsub double %792, %799
  %801 = call double @llvm.fma.f64(double %795, double 0x3C7ABC9E3B39803F, double %800)
  %802 = fadd double %796, %801
  br label %809

803:                                              ; preds = %748
  %804 = call double @llvm.fma.f64(double %749, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %805 = call i32 @llvm.nvvm.d2i.hi(double %749) #9
  %806 = and i32 %805, 2147483647
  %807 = icmp eq i32 %806, 0
  %808 = select i1 %807, double 0xFFF0000000000000, double %804
  br label %809

809:                                              ; preds = %803, %755, %722
  %810 = phi double [ %738, %722 ], [ %802, %755 ], [ %808, %803 ]
  %811 = fadd contract double %672, %810
  %812 = fadd contract double %615, %811
  %813 = add nuw nsw i32 %616, 1
  %814 = icmp eq i32 %813, %22
  br i1 %814, label %815, label %614, !llvm.loop !15

815:                                              ; preds = %809
  %816 = fmul contract double %605, %605
  %817 = fmul contract double %607, %607
  %818 = fadd contract double %817, %816
  %819 = fmul contract double %609, %609
  %820 = fadd contract double %819, %818
  %821 = fmul contract double %611, %611
  %822 = fadd contract double %821, %820
  %823 = fmul contract double %613, %613
  %824 = fadd contract double %823, %822
  %825 = fmul contract double %242, %824
  %826 = fadd contract double %825, %812
  %827 = fmul contract double %600, 1.000000e-04
  %828 = fmul contract double %597, %827
  %829 = fadd contract double %298, %828
  %830 = fcmp contract ole double %826, %829
  %831 = icmp samesign ugt i32 %601, 28
  %832 = select i1 %830, i1 true, i1 %831
  br i1 %832, label %836, label %833

833:                                              ; preds = %815
  %834 = add nuw nsw i32 %601, 1
  %835 = fmul contract double %600, 5.000000e-01
  br label %599, !llvm.loop !28

836:                                              ; preds = %815
  %837 = fcmp contract olt double %826, %298
  br i1 %837, label %838, label %847

838:                                              ; preds = %836
  %839 = fsub contract double %298, %826
  %840 = call noundef double @llvm.nvvm.fabs.f64(double %298)
  %841 = call noundef double @llvm.maxnum.f64(double %840, double 1.000000e+00)
  %842 = fdiv contract double %839, %841
  %843 = fcmp contract olt double %842, 0x3D06849B86A12B9B
  %844 = zext i1 %843 to i32
  %845 = add nsw i32 %299, %844
  %846 = xor i1 %843, true
  br label %847

847:                                              ; preds = %838, %836, %579
  %848 = phi double [ %292, %579 ], [ %603, %838 ], [ %292, %836 ]
  %849 = phi double [ %293, %579 ], [ %605, %838 ], [ %293, %836 ]
  %850 = phi double [ %294, %579 ], [ %607, %838 ], [ %294, %836 ]
  %851 = phi double [ %295, %579 ], [ %609, %838 ], [ %295, %836 ]
  %852 = phi double [ %296, %579 ], [ %611, %838 ], [ %296, %836 ]
  %853 = phi double [ %297, %579 ], [ %613, %838 ], [ %297, %836 ]
  %854 = phi i32 [ %299, %579 ], [ %845, %838 ], [ %299, %836 ]
  %855 = phi double [ %298, %579 ], [ %826, %838 ], [ %298, %836 ]
  %856 = phi i1 [ false, %579 ], [ %846, %838 ], [ false, %836 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #9
  br label %857

857:                                              ; preds = %542, %847
  %858 = phi double [ %292, %542 ], [ %848, %847 ]
  %859 = phi double [ %293, %542 ], [ %849, %847 ]
  %860 = phi double [ %294, %542 ], [ %850, %847 ]
  %861 = phi double [ %295, %542 ], [ %851, %847 ]
  %862 = phi double [ %296, %542 ], [ %852, %847 ]
  %863 = phi double [ %297, %542 ], [ %853, %847 ]
  %864 = phi i32 [ %299, %542 ], [ %854, %847 ]
  %865 = phi double [ %298, %542 ], [ %855, %847 ]
  %866 = phi i1 [ false, %542 ], [ %856, %847 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #9
  br i1 %866, label %867, label %870

867:                                              ; preds = %857
  %868 = add nsw i32 %864, 1
  %869 = icmp slt i32 %868, %237
  br i1 %869, label %291, label %870, !llvm.loop !29

870:                                              ; preds = %857, %867
  %871 = phi i32 [ %864, %857 ], [ %868, %867 ]
  %872 = mul nsw i64 %23, 48
  %873 = getelementptr i8, ptr %7, i64 %872
  store double %858, ptr %873, align 8, !tbaa !11
  %874 = getelementptr i8, ptr %873, i64 8
  store double %859, ptr %874, align 8, !tbaa !11
  %875 = getelementptr i8, ptr %873, i64 16
  store double %860, ptr %875, align 8, !tbaa !11
  %876 = getelementptr i8, ptr %873, i64 24
  store double %861, ptr %876, align 8, !tbaa !11
  %877 = getelementptr i8, ptr %873, i64 32
  store double %862, ptr %877, align 8, !tbaa !11
  %878 = getelementptr i8, ptr %873, i64 40
  store double %863, ptr %878, align 8, !tbaa !11
  %879 = getelementptr inbounds double, ptr %8, i64 %23
  store double %865, ptr %879, align 8, !tbaa !11
  %880 = getelementptr inbounds i32, ptr %9, i64 %23
  store i32 %871, ptr %880, align 4, !tbaa !6
  br label %881

881:                                              ; preds = %10, %870
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef zeroext i1 @_Z14cholesky_solveILi6EEbRAT__AT__dRAT__KdRS0_(ptr noundef nonnull align 8 dereferenceable(288) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(48) %2) local_unnamed_addr #3 comdat {
  %4 = load double, ptr %0, align 8, !tbaa !11
  %5 = fcmp contract ogt double %4, 1.000000e-300
  br i1 %5, label %6, label %397

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
  br i1 %30, label %31, label %397

31:                                               ; preds = %6
  %32 = tail call noundef double @llvm.sqrt.f64(double %29)
  store double %32, ptr %25, align 8, !tbaa !11
  %33 = fdiv contract double 1.000000e+00, %32
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %37 = load double, ptr %36, align 8, !tbaa !11
  %38 = load double, ptr %24, align 8, !tbaa !11
  %39 = fmul contract double %37, %38
  %40 = fsub contract double %35, %39
  %41 = fmul contract double %33, %40
  store double %41, ptr %34, align 8, !tbaa !11
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %43 = load double, ptr %42, align 8, !tbaa !11
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 144
  %45 = load double, ptr %44, align 8, !tbaa !11
  %46 = load double, ptr %24, align 8, !tbaa !11
  %47 = fmul contract double %45, %46
  %48 = fsub contract double %43, %47
  %49 = fmul contract double %33, %48
  store double %49, ptr %42, align 8, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = load double, ptr %24, align 8, !tbaa !11
  %55 = fmul contract double %53, %54
  %56 = fsub contract double %51, %55
  %57 = fmul contract double %33, %56
  store double %57, ptr %50, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 240
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = load double, ptr %24, align 8, !tbaa !11
  %63 = fmul contract double %61, %62
  %64 = fsub contract double %59, %63
  %65 = fmul contract double %33, %64
  store double %65, ptr %58, align 8, !tbaa !11
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
  br i1 %76, label %77, label %397

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
  br i1 %136, label %137, label %397

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
  br i1 %198, label %199, label %397

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
  br i1 %250, label %251, label %397

251:                                              ; preds = %199
  %252 = tail call noundef double @llvm.sqrt.f64(double %249)
  store double %252, ptr %229, align 8, !tbaa !11
  %253 = load double, ptr %1, align 8, !tbaa !11
  %254 = load double, ptr %0, align 8, !tbaa !11
  %255 = fdiv contract double %253, %254
  %256 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %257 = load double, ptr %256, align 8, !tbaa !11
  %258 = load double, ptr %24, align 8, !tbaa !11
  %259 = fmul contract double %258, %255
  %260 = fsub contract double %257, %259
  %261 = fdiv contract double %260, %32
  %262 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %263 = load double, ptr %262, align 8, !tbaa !11
  %264 = load double, ptr %66, align 8, !tbaa !11
  %265 = fmul contract double %264, %255
  %266 = fsub contract double %263, %265
  %267 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %268 = load double, ptr %267, align 8, !tbaa !11
  %269 = fmul contract double %268, %261
  %270 = fsub contract double %266, %269
  %271 = fdiv contract double %270, %78
  %272 = getelementptr inbounds nuw i8, ptr %1, i64 24
  %273 = load double, ptr %272, align 8, !tbaa !11
  %274 = load double, ptr %122, align 8, !tbaa !11
  %275 = fmul contract double %274, %255
  %276 = fsub contract double %273, %275
  %277 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %278 = load double, ptr %277, align 8, !tbaa !11
  %279 = fmul contract double %278, %261
  %280 = fsub contract double %276, %279
  %281 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %282 = load double, ptr %281, align 8, !tbaa !11
  %283 = fmul contract double %282, %271
  %284 = fsub contract double %280, %283
  %285 = fdiv contract double %284, %138
  %286 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %287 = load double, ptr %286, align 8, !tbaa !11
  %288 = load double, ptr %180, align 8, !tbaa !11
  %289 = fmul contract double %288, %255
  %290 = fsub contract double %287, %289
  %291 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %292 = load double, ptr %291, align 8, !tbaa !11
  %293 = fmul contract double %292, %261
  %294 = fsub contract double %290, %293
  %295 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %296 = load double, ptr %295, align 8, !tbaa !11
  %297 = fmul contract double %296, %271
  %298 = fsub contract double %294, %297
  %299 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %300 = load double, ptr %299, align 8, !tbaa !11
  %301 = fmul contract double %300, %285
  %302 = fsub contract double %298, %301
  %303 = fdiv contract double %302, %200
  %304 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %305 = load double, ptr %304, align 8, !tbaa !11
  %306 = load double, ptr %228, align 8, !tbaa !11
  %307 = fmul contract double %306, %255
  %308 = fsub contract double %305, %307
  %309 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %310 = load double, ptr %309, align 8, !tbaa !11
  %311 = fmul contract double %310, %261
  %312 = fsub contract double %308, %311
  %313 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %314 = load double, ptr %313, align 8, !tbaa !11
  %315 = fmul contract double %314, %271
  %316 = fsub contract double %312, %315
  %317 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %318 = load double, ptr %317, align 8, !tbaa !11
  %319 = fmul contract double %318, %285
  %320 = fsub contract double %316, %319
  %321 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %322 = load double, ptr %321, align 8, !tbaa !11
  %323 = fmul contract double %322, %303
  %324 = fsub contract double %320, %323
  %325 = fdiv contract double %324, %252
  %326 = fdiv contract double %325, %252
  %327 = getelementptr inbounds nuw i8, ptr %2, i64 40
  store double %326, ptr %327, align 8, !tbaa !11
  %328 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %329 = load double, ptr %328, align 8, !tbaa !11
  %330 = fmul contract double %329, %326
  %331 = fsub contract double %303, %330
  %332 = load double, ptr %181, align 8, !tbaa !11
  %333 = fdiv contract double %331, %332
  %334 = getelementptr inbounds nuw i8, ptr %2, i64 32
  store double %333, ptr %334, align 8, !tbaa !11
  %335 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %336 = load double, ptr %335, align 8, !tbaa !11
  %337 = fmul contract double %336, %333
  %338 = fsub contract double %285, %337
  %339 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %340 = load double, ptr %339, align 8, !tbaa !11
  %341 = fmul contract double %340, %326
  %342 = fsub contract double %338, %341
  %343 = load double, ptr %123, align 8, !tbaa !11
  %344 = fdiv contract double %342, %343
  %345 = getelementptr inbounds nuw i8, ptr %2, i64 24
  store double %344, ptr %345, align 8, !tbaa !11
  %346 = getelementptr inbounds nuw i8, ptr %0, i64 160
  %347 = load double, ptr %346, align 8, !tbaa !11
  %348 = fmul contract double %347, %344
  %349 = fsub contract double %271, %348
  %350 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %351 = load double, ptr %350, align 8, !tbaa !11
  %352 = fmul contract double %351, %333
  %353 = fsub contract double %349, %352
  %354 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %355 = load double, ptr %354, align 8, !tbaa !11
  %356 = fmul contract double %355, %326
  %357 = fsub contract double %353, %356
  %358 = load double, ptr %67, align 8, !tbaa !11
  %359 = fdiv contract double %357, %358
  %360 = getelementptr inbounds nuw i8, ptr %2, i64 16
  store double %359, ptr %360, align 8, !tbaa !11
  %361 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %362 = load double, ptr %361, align 8, !tbaa !11
  %363 = fmul contract double %362, %359
  %364 = fsub contract double %261, %363
  %365 = getelementptr inbounds nuw i8, ptr %0, i64 152
  %366 = load double, ptr %365, align 8, !tbaa !11
  %367 = fmul contract double %366, %344
  %368 = fsub contract double %364, %367
  %369 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %370 = load double, ptr %369, align 8, !tbaa !11
  %371 = fmul contract double %370, %333
  %372 = fsub contract double %368, %371
  %373 = getelementptr inbounds nuw i8, ptr %0, i64 248
  %374 = load double, ptr %373, align 8, !tbaa !11
  %375 = fmul contract double %374, %326
  %376 = fsub contract double %372, %375
  %377 = load double, ptr %25, align 8, !tbaa !11
  %378 = fdiv contract double %376, %377
  %379 = getelementptr inbounds nuw i8, ptr %2, i64 8
  store double %378, ptr %379, align 8, !tbaa !11
  %380 = load double, ptr %24, align 8, !tbaa !11
  %381 = fmul contract double %380, %378
  %382 = fsub contract double %255, %381
  %383 = load double, ptr %66, align 8, !tbaa !11
  %384 = fmul contract double %383, %359
  %385 = fsub contract double %382, %384
  %386 = load double, ptr %122, align 8, !tbaa !11
  %387 = fmul contract double %386, %344
  %388 = fsub contract double %385, %387
  %389 = load double, ptr %180, align 8, !tbaa !11
  %390 = fmul contract double %389, %333
  %391 = fsub contract double %388, %390
  %392 = load double, ptr %228, align 8, !tbaa !11
  %393 = fmul contract double %392, %326
  %394 = fsub contract double %391, %393
  %395 = load double, ptr %0, align 8, !tbaa !11
  %396 = fdiv contract double %394, %395
  store double %396, ptr %2, align 8, !tbaa !11
  br label %397

397:                                              ; preds = %3, %6, %31, %77, %137, %199, %251
  %398 = phi i1 [ true, %251 ], [ false, %199 ], [ false, %137 ], [ false, %77 ], [ false, %31 ], [ false, %6 ], [ false, %3 ]
  ret i1 %398
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
  br i1 %15, label %16, label %1843

16:                                               ; preds = %7
  %17 = sext i32 %14 to i64
  %18 = shl nsw i64 %17, 8
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 %18
  %20 = tail call noundef double @llvm.nvvm.fabs.f64(double %3)
  %21 = fcmp contract olt double %20, 1.000000e+06
  %22 = select contract i1 %21, double %3, double 0.000000e+00
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #9
  %23 = load float, ptr %19, align 4, !tbaa !30
  %24 = tail call noundef float @llvm.nvvm.fabs.f32(float %23)
  %25 = fcmp contract olt float %24, 1.000000e+06
  %26 = fpext contract float %23 to double
  %27 = select contract i1 %25, double %26, double 0.000000e+00
  %28 = fadd contract double %27, %27
  %29 = fmul contract double %28, 5.000000e-01
  %30 = fadd contract double %22, %29
  store double %30, ptr %8, align 8, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !30
  %33 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %34 = load float, ptr %33, align 4, !tbaa !30
  %35 = getelementptr inbounds nuw i8, ptr %8, i64 64
  %36 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %37 = tail call noundef float @llvm.nvvm.fabs.f32(float %34)
  %38 = fcmp contract olt float %37, 1.000000e+06
  %39 = fpext contract float %34 to double
  %40 = select contract i1 %38, double %39, double 0.000000e+00
  %41 = tail call noundef float @llvm.nvvm.fabs.f32(float %32)
  %42 = fcmp contract olt float %41, 1.000000e+06
  %43 = fpext contract float %32 to double
  %44 = select contract i1 %42, double %43, double 0.000000e+00
  %45 = fadd contract double %40, %44
  %46 = fmul contract double %45, 5.000000e-01
  store double %46, ptr %35, align 8, !tbaa !11
  store double %46, ptr %36, align 8, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %19, i64 36
  %48 = load float, ptr %47, align 4, !tbaa !30
  %49 = tail call noundef float @llvm.nvvm.fabs.f32(float %48)
  %50 = fcmp contract olt float %49, 1.000000e+06
  %51 = fpext contract float %48 to double
  %52 = select contract i1 %50, double %51, double 0.000000e+00
  %53 = fadd contract double %52, %52
  %54 = fmul contract double %53, 5.000000e-01
  %55 = fadd contract double %22, %54
  %56 = getelementptr inbounds nuw i8, ptr %8, i64 72
  store double %55, ptr %56, align 8, !tbaa !11
  %57 = getelementptr inbounds nuw i8, ptr %8, i64 128
  %58 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %59 = getelementptr inbounds nuw i8, ptr %19, i64 64
  %60 = load float, ptr %59, align 4, !tbaa !30
  %61 = tail call noundef float @llvm.nvvm.fabs.f32(float %60)
  %62 = fcmp contract olt float %61, 1.000000e+06
  %63 = fpext contract float %60 to double
  %64 = select contract i1 %62, double %63, double 0.000000e+00
  %65 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %66 = load float, ptr %65, align 4, !tbaa !30
  %67 = tail call noundef float @llvm.nvvm.fabs.f32(float %66)
  %68 = fcmp contract olt float %67, 1.000000e+06
  %69 = fpext contract float %66 to double
  %70 = select contract i1 %68, double %69, double 0.000000e+00
  %71 = fadd contract double %64, %70
  %72 = fmul contract double %71, 5.000000e-01
  store double %72, ptr %57, align 8, !tbaa !11
  store double %72, ptr %58, align 8, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %19, i64 68
  %74 = load float, ptr %73, align 4, !tbaa !30
  %75 = tail call noundef float @llvm.nvvm.fabs.f32(float %74)
  %76 = fcmp contract olt float %75, 1.000000e+06
  %77 = fpext contract float %74 to double
  %78 = select contract i1 %76, double %77, double 0.000000e+00
  %79 = getelementptr inbounds nuw i8, ptr %19, i64 40
  %80 = load float, ptr %79, align 4, !tbaa !30
  %81 = tail call noundef float @llvm.nvvm.fabs.f32(float %80)
  %82 = fcmp contract olt float %81, 1.000000e+06
  %83 = fpext contract float %80 to double
  %84 = select contract i1 %82, double %83, double 0.000000e+00
  %85 = fadd contract double %78, %84
  %86 = fmul contract double %85, 5.000000e-01
  %87 = getelementptr inbounds nuw i8, ptr %8, i64 136
  store double %86, ptr %87, align 8, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %8, i64 80
  store double %86, ptr %88, align 8, !tbaa !11
  %89 = getelementptr inbounds nuw i8, ptr %19, i64 72
  %90 = load float, ptr %89, align 4, !tbaa !30
  %91 = tail call noundef float @llvm.nvvm.fabs.f32(float %90)
  %92 = fcmp contract olt float %91, 1.000000e+06
  %93 = fpext contract float %90 to double
  %94 = select contract i1 %92, double %93, double 0.000000e+00
  %95 = fadd contract double %94, %94
  %96 = fmul contract double %95, 5.000000e-01
  %97 = fadd contract double %22, %96
  %98 = getelementptr inbounds nuw i8, ptr %8, i64 144
  store double %97, ptr %98, align 8, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr %8, i64 192
  %100 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %101 = getelementptr inbounds nuw i8, ptr %19, i64 96
  %102 = load float, ptr %101, align 4, !tbaa !30
  %103 = tail call noundef float @llvm.nvvm.fabs.f32(float %102)
  %104 = fcmp contract olt float %103, 1.000000e+06
  %105 = fpext contract float %102 to double
  %106 = select contract i1 %104, double %105, double 0.000000e+00
  %107 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %108 = load float, ptr %107, align 4, !tbaa !30
  %109 = tail call noundef float @llvm.nvvm.fabs.f32(float %108)
  %110 = fcmp contract olt float %109, 1.000000e+06
  %111 = fpext contract float %108 to double
  %112 = select contract i1 %110, double %111, double 0.000000e+00
  %113 = fadd contract double %106, %112
  %114 = fmul contract double %113, 5.000000e-01
  store double %114, ptr %99, align 8, !tbaa !11
  store double %114, ptr %100, align 8, !tbaa !11
  %115 = getelementptr inbounds nuw i8, ptr %19, i64 100
  %116 = load float, ptr %115, align 4, !tbaa !30
  %117 = tail call noundef float @llvm.nvvm.fabs.f32(float %116)
  %118 = fcmp contract olt float %117, 1.000000e+06
  %119 = fpext contract float %116 to double
  %120 = select contract i1 %118, double %119, double 0.000000e+00
  %121 = getelementptr inbounds nuw i8, ptr %19, i64 44
  %122 = load float, ptr %121, align 4, !tbaa !30
  %123 = tail call noundef float @llvm.nvvm.fabs.f32(float %122)
  %124 = fcmp contract olt float %123, 1.000000e+06
  %125 = fpext contract float %122 to double
  %126 = select contract i1 %124, double %125, double 0.000000e+00
  %127 = fadd contract double %120, %126
  %128 = fmul contract double %127, 5.000000e-01
  %129 = getelementptr inbounds nuw i8, ptr %8, i64 200
  store double %128, ptr %129, align 8, !tbaa !11
  %130 = getelementptr inbounds nuw i8, ptr %8, i64 88
  store double %128, ptr %130, align 8, !tbaa !11
  %131 = getelementptr inbounds nuw i8, ptr %19, i64 104
  %132 = load float, ptr %131, align 4, !tbaa !30
  %133 = tail call noundef float @llvm.nvvm.fabs.f32(float %132)
  %134 = fcmp contract olt float %133, 1.000000e+06
  %135 = fpext contract float %132 to double
  %136 = select contract i1 %134, double %135, double 0.000000e+00
  %137 = getelementptr inbounds nuw i8, ptr %19, i64 76
  %138 = load float, ptr %137, align 4, !tbaa !30
  %139 = tail call noundef float @llvm.nvvm.fabs.f32(float %138)
  %140 = fcmp contract olt float %139, 1.000000e+06
  %141 = fpext contract float %138 to double
  %142 = select contract i1 %140, double %141, double 0.000000e+00
  %143 = fadd contract double %136, %142
  %144 = fmul contract double %143, 5.000000e-01
  %145 = getelementptr inbounds nuw i8, ptr %8, i64 208
  store double %144, ptr %145, align 8, !tbaa !11
  %146 = getelementptr inbounds nuw i8, ptr %8, i64 152
  store double %144, ptr %146, align 8, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %19, i64 108
  %148 = load float, ptr %147, align 4, !tbaa !30
  %149 = tail call noundef float @llvm.nvvm.fabs.f32(float %148)
  %150 = fcmp contract olt float %149, 1.000000e+06
  %151 = fpext contract float %148 to double
  %152 = select contract i1 %150, double %151, double 0.000000e+00
  %153 = fadd contract double %152, %152
  %154 = fmul contract double %153, 5.000000e-01
  %155 = fadd contract double %22, %154
  %156 = getelementptr inbounds nuw i8, ptr %8, i64 216
  store double %155, ptr %156, align 8, !tbaa !11
  %157 = getelementptr inbounds nuw i8, ptr %8, i64 256
  %158 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %159 = getelementptr inbounds nuw i8, ptr %19, i64 128
  %160 = load float, ptr %159, align 4, !tbaa !30
  %161 = tail call noundef float @llvm.nvvm.fabs.f32(float %160)
  %162 = fcmp contract olt float %161, 1.000000e+06
  %163 = fpext contract float %160 to double
  %164 = select contract i1 %162, double %163, double 0.000000e+00
  %165 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %166 = load float, ptr %165, align 4, !tbaa !30
  %167 = tail call noundef float @llvm.nvvm.fabs.f32(float %166)
  %168 = fcmp contract olt float %167, 1.000000e+06
  %169 = fpext contract float %166 to double
  %170 = select contract i1 %168, double %169, double 0.000000e+00
  %171 = fadd contract double %164, %170
  %172 = fmul contract double %171, 5.000000e-01
  store double %172, ptr %157, align 8, !tbaa !11
  store double %172, ptr %158, align 8, !tbaa !11
  %173 = getelementptr inbounds nuw i8, ptr %19, i64 132
  %174 = load float, ptr %173, align 4, !tbaa !30
  %175 = tail call noundef float @llvm.nvvm.fabs.f32(float %174)
  %176 = fcmp contract olt float %175, 1.000000e+06
  %177 = fpext contract float %174 to double
  %178 = select contract i1 %176, double %177, double 0.000000e+00
  %179 = getelementptr inbounds nuw i8, ptr %19, i64 48
  %180 = load float, ptr %179, align 4, !tbaa !30
  %181 = tail call noundef float @llvm.nvvm.fabs.f32(float %180)
  %182 = fcmp contract olt float %181, 1.000000e+06
  %183 = fpext contract float %180 to double
  %184 = select contract i1 %182, double %183, double 0.000000e+00
  %185 = fadd contract double %178, %184
  %186 = fmul contract double %185, 5.000000e-01
  %187 = getelementptr inbounds nuw i8, ptr %8, i64 264
  store double %186, ptr %187, align 8, !tbaa !11
  %188 = getelementptr inbounds nuw i8, ptr %8, i64 96
  store double %186, ptr %188, align 8, !tbaa !11
  %189 = getelementptr inbounds nuw i8, ptr %19, i64 136
  %190 = load float, ptr %189, align 4, !tbaa !30
  %191 = tail call noundef float @llvm.nvvm.fabs.f32(float %190)
  %192 = fcmp contract olt float %191, 1.000000e+06
  %193 = fpext contract float %190 to double
  %194 = select contract i1 %192, double %193, double 0.000000e+00
  %195 = getelementptr inbounds nuw i8, ptr %19, i64 80
  %196 = load float, ptr %195, align 4, !tbaa !30
  %197 = tail call noundef float @llvm.nvvm.fabs.f32(float %196)
  %198 = fcmp contract olt float %197, 1.000000e+06
  %199 = fpext contract float %196 to double
  %200 = select contract i1 %198, double %199, double 0.000000e+00
  %201 = fadd contract double %194, %200
  %202 = fmul contract double %201, 5.000000e-01
  %203 = getelementptr inbounds nuw i8, ptr %8, i64 272
  store double %202, ptr %203, align 8, !tbaa !11
  %204 = getelementptr inbounds nuw i8, ptr %8, i64 160
  store double %202, ptr %204, align 8, !tbaa !11
  %205 = getelementptr inbounds nuw i8, ptr %19, i64 140
  %206 = load float, ptr %205, align 4, !tbaa !30
  %207 = tail call noundef float @llvm.nvvm.fabs.f32(float %206)
  %208 = fcmp contract olt float %207, 1.000000e+06
  %209 = fpext contract float %206 to double
  %210 = select contract i1 %208, double %209, double 0.000000e+00
  %211 = getelementptr inbounds nuw i8, ptr %19, i64 112
  %212 = load float, ptr %211, align 4, !tbaa !30
  %213 = tail call noundef float @llvm.nvvm.fabs.f32(float %212)
  %214 = fcmp contract olt float %213, 1.000000e+06
  %215 = fpext contract float %212 to double
  %216 = select contract i1 %214, double %215, double 0.000000e+00
  %217 = fadd contract double %210, %216
  %218 = fmul contract double %217, 5.000000e-01
  %219 = getelementptr inbounds nuw i8, ptr %8, i64 280
  store double %218, ptr %219, align 8, !tbaa !11
  %220 = getelementptr inbounds nuw i8, ptr %8, i64 224
  store double %218, ptr %220, align 8, !tbaa !11
  %221 = getelementptr inbounds nuw i8, ptr %19, i64 144
  %222 = load float, ptr %221, align 4, !tbaa !30
  %223 = tail call noundef float @llvm.nvvm.fabs.f32(float %222)
  %224 = fcmp contract olt float %223, 1.000000e+06
  %225 = fpext contract float %222 to double
  %226 = select contract i1 %224, double %225, double 0.000000e+00
  %227 = fadd contract double %226, %226
  %228 = fmul contract double %227, 5.000000e-01
  %229 = fadd contract double %22, %228
  %230 = getelementptr inbounds nuw i8, ptr %8, i64 288
  store double %229, ptr %230, align 8, !tbaa !11
  %231 = getelementptr inbounds nuw i8, ptr %8, i64 320
  %232 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %233 = getelementptr inbounds nuw i8, ptr %19, i64 160
  %234 = load float, ptr %233, align 4, !tbaa !30
  %235 = tail call noundef float @llvm.nvvm.fabs.f32(float %234)
  %236 = fcmp contract olt float %235, 1.000000e+06
  %237 = fpext contract float %234 to double
  %238 = select contract i1 %236, double %237, double 0.000000e+00
  %239 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %240 = load float, ptr %239, align 4, !tbaa !30
  %241 = tail call noundef float @llvm.nvvm.fabs.f32(float %240)
  %242 = fcmp contract olt float %241, 1.000000e+06
  %243 = fpext contract float %240 to double
  %244 = select contract i1 %242, double %243, double 0.000000e+00
  %245 = fadd contract double %238, %244
  %246 = fmul contract double %245, 5.000000e-01
  store double %246, ptr %231, align 8, !tbaa !11
  store double %246, ptr %232, align 8, !tbaa !11
  %247 = getelementptr inbounds nuw i8, ptr %19, i64 164
  %248 = load float, ptr %247, align 4, !tbaa !30
  %249 = tail call noundef float @llvm.nvvm.fabs.f32(float %248)
  %250 = fcmp contract olt float %249, 1.000000e+06
  %251 = fpext contract float %248 to double
  %252 = select contract i1 %250, double %251, double 0.000000e+00
  %253 = getelementptr inbounds nuw i8, ptr %19, i64 52
  %254 = load float, ptr %253, align 4, !tbaa !30
  %255 = tail call noundef float @llvm.nvvm.fabs.f32(float %254)
  %256 = fcmp contract olt float %255, 1.000000e+06
  %257 = fpext contract float %254 to double
  %258 = select contract i1 %256, double %257, double 0.000000e+00
  %259 = fadd contract double %252, %258
  %260 = fmul contract double %259, 5.000000e-01
  %261 = getelementptr inbounds nuw i8, ptr %8, i64 328
  store double %260, ptr %261, align 8, !tbaa !11
  %262 = getelementptr inbounds nuw i8, ptr %8, i64 104
  store double %260, ptr %262, align 8, !tbaa !11
  %263 = getelementptr inbounds nuw i8, ptr %19, i64 168
  %264 = load float, ptr %263, align 4, !tbaa !30
  %265 = tail call noundef float @llvm.nvvm.fabs.f32(float %264)
  %266 = fcmp contract olt float %265, 1.000000e+06
  %267 = fpext contract float %264 to double
  %268 = select contract i1 %266, double %267, double 0.000000e+00
  %269 = getelementptr inbounds nuw i8, ptr %19, i64 84
  %270 = load float, ptr %269, align 4, !tbaa !30
  %271 = tail call noundef float @llvm.nvvm.fabs.f32(float %270)
  %272 = fcmp contract olt float %271, 1.000000e+06
  %273 = fpext contract float %270 to double
  %274 = select contract i1 %272, double %273, double 0.000000e+00
  %275 = fadd contract double %268, %274
  %276 = fmul contract double %275, 5.000000e-01
  %277 = getelementptr inbounds nuw i8, ptr %8, i64 336
  store double %276, ptr %277, align 8, !tbaa !11
  %278 = getelementptr inbounds nuw i8, ptr %8, i64 168
  store double %276, ptr %278, align 8, !tbaa !11
  %279 = getelementptr inbounds nuw i8, ptr %19, i64 172
  %280 = load float, ptr %279, align 4, !tbaa !30
  %281 = tail call noundef float @llvm.nvvm.fabs.f32(float %280)
  %282 = fcmp contract olt float %281, 1.000000e+06
  %283 = fpext contract float %280 to double
  %284 = select contract i1 %282, double %283, double 0.000000e+00
  %285 = getelementptr inbounds nuw i8, ptr %19, i64 116
  %286 = load float, ptr %285, align 4, !tbaa !30
  %287 = tail call noundef float @llvm.nvvm.fabs.f32(float %286)
  %288 = fcmp contract olt float %287, 1.000000e+06
  %289 = fpext contract float %286 to double
  %290 = select contract i1 %288, double %289, double 0.000000e+00
  %291 = fadd contract double %284, %290
  %292 = fmul contract double %291, 5.000000e-01
  %293 = getelementptr inbounds nuw i8, ptr %8, i64 344
  store double %292, ptr %293, align 8, !tbaa !11
  %294 = getelementptr inbounds nuw i8, ptr %8, i64 232
  store double %292, ptr %294, align 8, !tbaa !11
  %295 = getelementptr inbounds nuw i8, ptr %19, i64 176
  %296 = load float, ptr %295, align 4, !tbaa !30
  %297 = tail call noundef float @llvm.nvvm.fabs.f32(float %296)
  %298 = fcmp contract olt float %297, 1.000000e+06
  %299 = fpext contract float %296 to double
  %300 = select contract i1 %298, double %299, double 0.000000e+00
  %301 = getelementptr inbounds nuw i8, ptr %19, i64 148
  %302 = load float, ptr %301, align 4, !tbaa !30
  %303 = tail call noundef float @llvm.nvvm.fabs.f32(float %302)
  %304 = fcmp contract olt float %303, 1.000000e+06
  %305 = fpext contract float %302 to double
  %306 = select contract i1 %304, double %305, double 0.000000e+00
  %307 = fadd contract double %300, %306
  %308 = fmul contract double %307, 5.000000e-01
  %309 = getelementptr inbounds nuw i8, ptr %8, i64 352
  store double %308, ptr %309, align 8, !tbaa !11
  %310 = getelementptr inbounds nuw i8, ptr %8, i64 296
  store double %308, ptr %310, align 8, !tbaa !11
  %311 = getelementptr inbounds nuw i8, ptr %19, i64 180
  %312 = load float, ptr %311, align 4, !tbaa !30
  %313 = tail call noundef float @llvm.nvvm.fabs.f32(float %312)
  %314 = fcmp contract olt float %313, 1.000000e+06
  %315 = fpext contract float %312 to double
  %316 = select contract i1 %314, double %315, double 0.000000e+00
  %317 = fadd contract double %316, %316
  %318 = fmul contract double %317, 5.000000e-01
  %319 = fadd contract double %22, %318
  %320 = getelementptr inbounds nuw i8, ptr %8, i64 360
  store double %319, ptr %320, align 8, !tbaa !11
  %321 = getelementptr inbounds nuw i8, ptr %8, i64 384
  %322 = getelementptr inbounds nuw i8, ptr %8, i64 48
  %323 = getelementptr inbounds nuw i8, ptr %19, i64 192
  %324 = load float, ptr %323, align 4, !tbaa !30
  %325 = tail call noundef float @llvm.nvvm.fabs.f32(float %324)
  %326 = fcmp contract olt float %325, 1.000000e+06
  %327 = fpext contract float %324 to double
  %328 = select contract i1 %326, double %327, double 0.000000e+00
  %329 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %330 = load float, ptr %329, align 4, !tbaa !30
  %331 = tail call noundef float @llvm.nvvm.fabs.f32(float %330)
  %332 = fcmp contract olt float %331, 1.000000e+06
  %333 = fpext contract float %330 to double
  %334 = select contract i1 %332, double %333, double 0.000000e+00
  %335 = fadd contract double %328, %334
  %336 = fmul contract double %335, 5.000000e-01
  store double %336, ptr %321, align 8, !tbaa !11
  store double %336, ptr %322, align 8, !tbaa !11
  %337 = getelementptr inbounds nuw i8, ptr %19, i64 196
  %338 = load float, ptr %337, align 4, !tbaa !30
  %339 = tail call noundef float @llvm.nvvm.fabs.f32(float %338)
  %340 = fcmp contract olt float %339, 1.000000e+06
  %341 = fpext contract float %338 to double
  %342 = select contract i1 %340, double %341, double 0.000000e+00
  %343 = getelementptr inbounds nuw i8, ptr %19, i64 56
  %344 = load float, ptr %343, align 4, !tbaa !30
  %345 = tail call noundef float @llvm.nvvm.fabs.f32(float %344)
  %346 = fcmp contract olt float %345, 1.000000e+06
  %347 = fpext contract float %344 to double
  %348 = select contract i1 %346, double %347, double 0.000000e+00
  %349 = fadd contract double %342, %348
  %350 = fmul contract double %349, 5.000000e-01
  %351 = getelementptr inbounds nuw i8, ptr %8, i64 392
  store double %350, ptr %351, align 8, !tbaa !11
  %352 = getelementptr inbounds nuw i8, ptr %8, i64 112
  store double %350, ptr %352, align 8, !tbaa !11
  %353 = getelementptr inbounds nuw i8, ptr %19, i64 200
  %354 = load float, ptr %353, align 4, !tbaa !30
  %355 = tail call noundef float @llvm.nvvm.fabs.f32(float %354)
  %356 = fcmp contract olt float %355, 1.000000e+06
  %357 = fpext contract float %354 to double
  %358 = select contract i1 %356, double %357, double 0.000000e+00
  %359 = getelementptr inbounds nuw i8, ptr %19, i64 88
  %360 = load float, ptr %359, align 4, !tbaa !30
  %361 = tail call noundef float @llvm.nvvm.fabs.f32(float %360)
  %362 = fcmp contract olt float %361, 1.000000e+06
  %363 = fpext contract float %360 to double
  %364 = select contract i1 %362, double %363, double 0.000000e+00
  %365 = fadd contract double %358, %364
  %366 = fmul contract double %365, 5.000000e-01
  %367 = getelementptr inbounds nuw i8, ptr %8, i64 400
  store double %366, ptr %367, align 8, !tbaa !11
  %368 = getelementptr inbounds nuw i8, ptr %8, i64 176
  store double %366, ptr %368, align 8, !tbaa !11
  %369 = getelementptr inbounds nuw i8, ptr %19, i64 204
  %370 = load float, ptr %369, align 4, !tbaa !30
  %371 = tail call noundef float @llvm.nvvm.fabs.f32(float %370)
  %372 = fcmp contract olt float %371, 1.000000e+06
  %373 = fpext contract float %370 to double
  %374 = select contract i1 %372, double %373, double 0.000000e+00
  %375 = getelementptr inbounds nuw i8, ptr %19, i64 120
  %376 = load float, ptr %375, align 4, !tbaa !30
  %377 = tail call noundef float @llvm.nvvm.fabs.f32(float %376)
  %378 = fcmp contract olt float %377, 1.000000e+06
  %379 = fpext contract float %376 to double
  %380 = select contract i1 %378, double %379, double 0.000000e+00
  %381 = fadd contract double %374, %380
  %382 = fmul contract double %381, 5.000000e-01
  %383 = getelementptr inbounds nuw i8, ptr %8, i64 408
  store double %382, ptr %383, align 8, !tbaa !11
  %384 = getelementptr inbounds nuw i8, ptr %8, i64 240
  store double %382, ptr %384, align 8, !tbaa !11
  %385 = getelementptr inbounds nuw i8, ptr %19, i64 208
  %386 = load float, ptr %385, align 4, !tbaa !30
  %387 = tail call noundef float @llvm.nvvm.fabs.f32(float %386)
  %388 = fcmp contract olt float %387, 1.000000e+06
  %389 = fpext contract float %386 to double
  %390 = select contract i1 %388, double %389, double 0.000000e+00
  %391 = getelementptr inbounds nuw i8, ptr %19, i64 152
  %392 = load float, ptr %391, align 4, !tbaa !30
  %393 = tail call noundef float @llvm.nvvm.fabs.f32(float %392)
  %394 = fcmp contract olt float %393, 1.000000e+06
  %395 = fpext contract float %392 to double
  %396 = select contract i1 %394, double %395, double 0.000000e+00
  %397 = fadd contract double %390, %396
  %398 = fmul contract double %397, 5.000000e-01
  %399 = getelementptr inbounds nuw i8, ptr %8, i64 416
  store double %398, ptr %399, align 8, !tbaa !11
  %400 = getelementptr inbounds nuw i8, ptr %8, i64 304
  store double %398, ptr %400, align 8, !tbaa !11
  %401 = getelementptr inbounds nuw i8, ptr %19, i64 212
  %402 = load float, ptr %401, align 4, !tbaa !30
  %403 = tail call noundef float @llvm.nvvm.fabs.f32(float %402)
  %404 = fcmp contract olt float %403, 1.000000e+06
  %405 = fpext contract float %402 to double
  %406 = select contract i1 %404, double %405, double 0.000000e+00
  %407 = getelementptr inbounds nuw i8, ptr %19, i64 184
  %408 = load float, ptr %407, align 4, !tbaa !30
  %409 = tail call noundef float @llvm.nvvm.fabs.f32(float %408)
  %410 = fcmp contract olt float %409, 1.000000e+06
  %411 = fpext contract float %408 to double
  %412 = select contract i1 %410, double %411, double 0.000000e+00
  %413 = fadd contract double %406, %412
  %414 = fmul contract double %413, 5.000000e-01
  %415 = getelementptr inbounds nuw i8, ptr %8, i64 424
  store double %414, ptr %415, align 8, !tbaa !11
  %416 = getelementptr inbounds nuw i8, ptr %8, i64 368
  store double %414, ptr %416, align 8, !tbaa !11
  %417 = getelementptr inbounds nuw i8, ptr %19, i64 216
  %418 = load float, ptr %417, align 4, !tbaa !30
  %419 = tail call noundef float @llvm.nvvm.fabs.f32(float %418)
  %420 = fcmp contract olt float %419, 1.000000e+06
  %421 = fpext contract float %418 to double
  %422 = select contract i1 %420, double %421, double 0.000000e+00
  %423 = fadd contract double %422, %422
  %424 = fmul contract double %423, 5.000000e-01
  %425 = fadd contract double %22, %424
  %426 = getelementptr inbounds nuw i8, ptr %8, i64 432
  store double %425, ptr %426, align 8, !tbaa !11
  %427 = getelementptr inbounds nuw i8, ptr %8, i64 448
  %428 = getelementptr inbounds nuw i8, ptr %8, i64 56
  %429 = getelementptr inbounds nuw i8, ptr %19, i64 224
  %430 = load float, ptr %429, align 4, !tbaa !30
  %431 = tail call noundef float @llvm.nvvm.fabs.f32(float %430)
  %432 = fcmp contract olt float %431, 1.000000e+06
  %433 = fpext contract float %430 to double
  %434 = select contract i1 %432, double %433, double 0.000000e+00
  %435 = getelementptr inbounds nuw i8, ptr %19, i64 28
  %436 = load float, ptr %435, align 4, !tbaa !30
  %437 = tail call noundef float @llvm.nvvm.fabs.f32(float %436)
  %438 = fcmp contract olt float %437, 1.000000e+06
  %439 = fpext contract float %436 to double
  %440 = select contract i1 %438, double %439, double 0.000000e+00
  %441 = fadd contract double %434, %440
  %442 = fmul contract double %441, 5.000000e-01
  store double %442, ptr %427, align 8, !tbaa !11
  store double %442, ptr %428, align 8, !tbaa !11
  %443 = getelementptr inbounds nuw i8, ptr %19, i64 228
  %444 = load float, ptr %443, align 4, !tbaa !30
  %445 = tail call noundef float @llvm.nvvm.fabs.f32(float %444)
  %446 = fcmp contract olt float %445, 1.000000e+06
  %447 = fpext contract float %444 to double
  %448 = select contract i1 %446, double %447, double 0.000000e+00
  %449 = getelementptr inbounds nuw i8, ptr %19, i64 60
  %450 = load float, ptr %449, align 4, !tbaa !30
  %451 = tail call noundef float @llvm.nvvm.fabs.f32(float %450)
  %452 = fcmp contract olt float %451, 1.000000e+06
  %453 = fpext contract float %450 to double
  %454 = select contract i1 %452, double %453, double 0.000000e+00
  %455 = fadd contract double %448, %454
  %456 = fmul contract double %455, 5.000000e-01
  %457 = getelementptr inbounds nuw i8, ptr %8, i64 456
  store double %456, ptr %457, align 8, !tbaa !11
  %458 = getelementptr inbounds nuw i8, ptr %8, i64 120
  store double %456, ptr %458, align 8, !tbaa !11
  %459 = getelementptr inbounds nuw i8, ptr %19, i64 232
  %460 = load float, ptr %459, align 4, !tbaa !30
  %461 = tail call noundef float @llvm.nvvm.fabs.f32(float %460)
  %462 = fcmp contract olt float %461, 1.000000e+06
  %463 = fpext contract float %460 to double
  %464 = select contract i1 %462, double %463, double 0.000000e+00
  %465 = getelementptr inbounds nuw i8, ptr %19, i64 92
  %466 = load float, ptr %465, align 4, !tbaa !30
  %467 = tail call noundef float @llvm.nvvm.fabs.f32(float %466)
  %468 = fcmp contract olt float %467, 1.000000e+06
  %469 = fpext contract float %466 to double
  %470 = select contract i1 %468, double %469, double 0.000000e+00
  %471 = fadd contract double %464, %470
  %472 = fmul contract double %471, 5.000000e-01
  %473 = getelementptr inbounds nuw i8, ptr %8, i64 464
  store double %472, ptr %473, align 8, !tbaa !11
  %474 = getelementptr inbounds nuw i8, ptr %8, i64 184
  store double %472, ptr %474, align 8, !tbaa !11
  %475 = getelementptr inbounds nuw i8, ptr %19, i64 236
  %476 = load float, ptr %475, align 4, !tbaa !30
  %477 = tail call noundef float @llvm.nvvm.fabs.f32(float %476)
  %478 = fcmp contract olt float %477, 1.000000e+06
  %479 = fpext contract float %476 to double
  %480 = select contract i1 %478, double %479, double 0.000000e+00
  %481 = getelementptr inbounds nuw i8, ptr %19, i64 124
  %482 = load float, ptr %481, align 4, !tbaa !30
  %483 = tail call noundef float @llvm.nvvm.fabs.f32(float %482)
  %484 = fcmp contract olt float %483, 1.000000e+06
  %485 = fpext contract float %482 to double
  %486 = select contract i1 %484, double %485, double 0.000000e+00
  %487 = fadd contract double %480, %486
  %488 = fmul contract double %487, 5.000000e-01
  %489 = getelementptr inbounds nuw i8, ptr %8, i64 472
  store double %488, ptr %489, align 8, !tbaa !11
  %490 = getelementptr inbounds nuw i8, ptr %8, i64 248
  store double %488, ptr %490, align 8, !tbaa !11
  %491 = getelementptr inbounds nuw i8, ptr %19, i64 240
  %492 = load float, ptr %491, align 4, !tbaa !30
  %493 = tail call noundef float @llvm.nvvm.fabs.f32(float %492)
  %494 = fcmp contract olt float %493, 1.000000e+06
  %495 = fpext contract float %492 to double
  %496 = select contract i1 %494, double %495, double 0.000000e+00
  %497 = getelementptr inbounds nuw i8, ptr %19, i64 156
  %498 = load float, ptr %497, align 4, !tbaa !30
  %499 = tail call noundef float @llvm.nvvm.fabs.f32(float %498)
  %500 = fcmp contract olt float %499, 1.000000e+06
  %501 = fpext contract float %498 to double
  %502 = select contract i1 %500, double %501, double 0.000000e+00
  %503 = fadd contract double %496, %502
  %504 = fmul contract double %503, 5.000000e-01
  %505 = getelementptr inbounds nuw i8, ptr %8, i64 480
  store double %504, ptr %505, align 8, !tbaa !11
  %506 = getelementptr inbounds nuw i8, ptr %8, i64 312
  store double %504, ptr %506, align 8, !tbaa !11
  %507 = getelementptr inbounds nuw i8, ptr %19, i64 244
  %508 = load float, ptr %507, align 4, !tbaa !30
  %509 = tail call noundef float @llvm.nvvm.fabs.f32(float %508)
  %510 = fcmp contract olt float %509, 1.000000e+06
  %511 = fpext contract float %508 to double
  %512 = select contract i1 %510, double %511, double 0.000000e+00
  %513 = getelementptr inbounds nuw i8, ptr %19, i64 188
  %514 = load float, ptr %513, align 4, !tbaa !30
  %515 = tail call noundef float @llvm.nvvm.fabs.f32(float %514)
  %516 = fcmp contract olt float %515, 1.000000e+06
  %517 = fpext contract float %514 to double
  %518 = select contract i1 %516, double %517, double 0.000000e+00
  %519 = fadd contract double %512, %518
  %520 = fmul contract double %519, 5.000000e-01
  %521 = getelementptr inbounds nuw i8, ptr %8, i64 488
  store double %520, ptr %521, align 8, !tbaa !11
  %522 = getelementptr inbounds nuw i8, ptr %8, i64 376
  store double %520, ptr %522, align 8, !tbaa !11
  %523 = getelementptr inbounds nuw i8, ptr %19, i64 248
  %524 = load float, ptr %523, align 4, !tbaa !30
  %525 = tail call noundef float @llvm.nvvm.fabs.f32(float %524)
  %526 = fcmp contract olt float %525, 1.000000e+06
  %527 = fpext contract float %524 to double
  %528 = select contract i1 %526, double %527, double 0.000000e+00
  %529 = getelementptr inbounds nuw i8, ptr %19, i64 220
  %530 = load float, ptr %529, align 4, !tbaa !30
  %531 = tail call noundef float @llvm.nvvm.fabs.f32(float %530)
  %532 = fcmp contract olt float %531, 1.000000e+06
  %533 = fpext contract float %530 to double
  %534 = select contract i1 %532, double %533, double 0.000000e+00
  %535 = fadd contract double %528, %534
  %536 = fmul contract double %535, 5.000000e-01
  %537 = getelementptr inbounds nuw i8, ptr %8, i64 496
  store double %536, ptr %537, align 8, !tbaa !11
  %538 = getelementptr inbounds nuw i8, ptr %8, i64 440
  store double %536, ptr %538, align 8, !tbaa !11
  %539 = getelementptr inbounds nuw i8, ptr %19, i64 252
  %540 = load float, ptr %539, align 4, !tbaa !30
  %541 = tail call noundef float @llvm.nvvm.fabs.f32(float %540)
  %542 = fcmp contract olt float %541, 1.000000e+06
  %543 = fpext contract float %540 to double
  %544 = select contract i1 %542, double %543, double 0.000000e+00
  %545 = fadd contract double %544, %544
  %546 = fmul contract double %545, 5.000000e-01
  %547 = fadd contract double %22, %546
  %548 = getelementptr inbounds nuw i8, ptr %8, i64 504
  store double %547, ptr %548, align 8, !tbaa !11
  %549 = tail call noundef double @llvm.nvvm.fabs.f64(double %30)
  %550 = fadd contract double %549, 0.000000e+00
  %551 = tail call noundef double @llvm.nvvm.fabs.f64(double %46)
  %552 = fadd contract double %550, %551
  %553 = tail call noundef double @llvm.nvvm.fabs.f64(double %72)
  %554 = fadd contract double %552, %553
  %555 = tail call noundef double @llvm.nvvm.fabs.f64(double %114)
  %556 = fadd contract double %554, %555
  %557 = tail call noundef double @llvm.nvvm.fabs.f64(double %172)
  %558 = fadd contract double %556, %557
  %559 = tail call noundef double @llvm.nvvm.fabs.f64(double %246)
  %560 = fadd contract double %558, %559
  %561 = tail call noundef double @llvm.nvvm.fabs.f64(double %336)
  %562 = fadd contract double %560, %561
  %563 = tail call noundef double @llvm.nvvm.fabs.f64(double %442)
  %564 = fadd contract double %562, %563
  %565 = tail call noundef double @llvm.maxnum.f64(double %564, double 0.000000e+00)
  %566 = fadd contract double %551, 0.000000e+00
  %567 = tail call noundef double @llvm.nvvm.fabs.f64(double %55)
  %568 = fadd contract double %566, %567
  %569 = tail call noundef double @llvm.nvvm.fabs.f64(double %86)
  %570 = fadd contract double %568, %569
  %571 = tail call noundef double @llvm.nvvm.fabs.f64(double %128)
  %572 = fadd contract double %570, %571
  %573 = tail call noundef double @llvm.nvvm.fabs.f64(double %186)
  %574 = fadd contract double %572, %573
  %575 = tail call noundef double @llvm.nvvm.fabs.f64(double %260)
  %576 = fadd contract double %574, %575
  %577 = tail call noundef double @llvm.nvvm.fabs.f64(double %350)
  %578 = fadd contract double %576, %577
  %579 = tail call noundef double @llvm.nvvm.fabs.f64(double %456)
  %580 = fadd contract double %578, %579
  %581 = tail call noundef double @llvm.maxnum.f64(double %565, double %580)
  %582 = fadd contract double %553, 0.000000e+00
  %583 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %584 = fadd contract double %582, %569
  %585 = tail call noundef double @llvm.nvvm.fabs.f64(double %97)
  %586 = fadd contract double %584, %585
  %587 = tail call noundef double @llvm.nvvm.fabs.f64(double %144)
  %588 = fadd contract double %586, %587
  %589 = tail call noundef double @llvm.nvvm.fabs.f64(double %202)
  %590 = fadd contract double %588, %589
  %591 = tail call noundef double @llvm.nvvm.fabs.f64(double %276)
  %592 = fadd contract double %590, %591
  %593 = tail call noundef double @llvm.nvvm.fabs.f64(double %366)
  %594 = fadd contract double %592, %593
  %595 = tail call noundef double @llvm.nvvm.fabs.f64(double %472)
  %596 = fadd contract double %594, %595
  %597 = tail call noundef double @llvm.maxnum.f64(double %581, double %596)
  %598 = fadd contract double %555, 0.000000e+00
  %599 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %600 = fadd contract double %598, %571
  %601 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %602 = fadd contract double %600, %587
  %603 = tail call noundef double @llvm.nvvm.fabs.f64(double %155)
  %604 = fadd contract double %602, %603
  %605 = tail call noundef double @llvm.nvvm.fabs.f64(double %218)
  %606 = fadd contract double %604, %605
  %607 = tail call noundef double @llvm.nvvm.fabs.f64(double %292)
  %608 = fadd contract double %606, %607
  %609 = tail call noundef double @llvm.nvvm.fabs.f64(double %382)
  %610 = fadd contract double %608, %609
  %611 = tail call noundef double @llvm.nvvm.fabs.f64(double %488)
  %612 = fadd contract double %610, %611
  %613 = tail call noundef double @llvm.maxnum.f64(double %597, double %612)
  %614 = fadd contract double %557, 0.000000e+00
  %615 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %616 = fadd contract double %614, %573
  %617 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %618 = fadd contract double %616, %589
  %619 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %620 = fadd contract double %618, %605
  %621 = tail call noundef double @llvm.nvvm.fabs.f64(double %229)
  %622 = fadd contract double %620, %621
  %623 = tail call noundef double @llvm.nvvm.fabs.f64(double %308)
  %624 = fadd contract double %622, %623
  %625 = getelementptr inbounds nuw i8, ptr %8, i64 304
  %626 = load double, ptr %625, align 8, !tbaa !11
  %627 = tail call noundef double @llvm.nvvm.fabs.f64(double %626)
  %628 = fadd contract double %624, %627
  %629 = getelementptr inbounds nuw i8, ptr %8, i64 312
  %630 = load double, ptr %629, align 8, !tbaa !11
  %631 = tail call noundef double @llvm.nvvm.fabs.f64(double %630)
  %632 = fadd contract double %628, %631
  %633 = tail call noundef double @llvm.maxnum.f64(double %613, double %632)
  %634 = load double, ptr %231, align 8, !tbaa !11
  %635 = tail call noundef double @llvm.nvvm.fabs.f64(double %634)
  %636 = fadd contract double %635, 0.000000e+00
  %637 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %638 = load double, ptr %637, align 8, !tbaa !11
  %639 = tail call noundef double @llvm.nvvm.fabs.f64(double %638)
  %640 = fadd contract double %636, %639
  %641 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %642 = load double, ptr %641, align 8, !tbaa !11
  %643 = tail call noundef double @llvm.nvvm.fabs.f64(double %642)
  %644 = fadd contract double %640, %643
  %645 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %646 = load double, ptr %645, align 8, !tbaa !11
  %647 = tail call noundef double @llvm.nvvm.fabs.f64(double %646)
  %648 = fadd contract double %644, %647
  %649 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %650 = load double, ptr %649, align 8, !tbaa !11
  %651 = tail call noundef double @llvm.nvvm.fabs.f64(double %650)
  %652 = fadd contract double %648, %651
  %653 = getelementptr inbounds nuw i8, ptr %8, i64 360
  %654 = load double, ptr %653, align 8, !tbaa !11
  %655 = tail call noundef double @llvm.nvvm.fabs.f64(double %654)
  %656 = fadd contract double %652, %655
  %657 = getelementptr inbounds nuw i8, ptr %8, i64 368
  %658 = load double, ptr %657, align 8, !tbaa !11
  %659 = tail call noundef double @llvm.nvvm.fabs.f64(double %658)
  %660 = fadd contract double %656, %659
  %661 = getelementptr inbounds nuw i8, ptr %8, i64 376
  %662 = load double, ptr %661, align 8, !tbaa !11
  %663 = tail call noundef double @llvm.nvvm.fabs.f64(double %662)
  %664 = fadd contract double %660, %663
  %665 = tail call noundef double @llvm.maxnum.f64(double %633, double %664)
  %666 = load double, ptr %321, align 8, !tbaa !11
  %667 = tail call noundef double @llvm.nvvm.fabs.f64(double %666)
  %668 = fadd contract double %667, 0.000000e+00
  %669 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %670 = load double, ptr %669, align 8, !tbaa !11
  %671 = tail call noundef double @llvm.nvvm.fabs.f64(double %670)
  %672 = fadd contract double %668, %671
  %673 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %674 = load double, ptr %673, align 8, !tbaa !11
  %675 = tail call noundef double @llvm.nvvm.fabs.f64(double %674)
  %676 = fadd contract double %672, %675
  %677 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %678 = load double, ptr %677, align 8, !tbaa !11
  %679 = tail call noundef double @llvm.nvvm.fabs.f64(double %678)
  %680 = fadd contract double %676, %679
  %681 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %682 = load double, ptr %681, align 8, !tbaa !11
  %683 = tail call noundef double @llvm.nvvm.fabs.f64(double %682)
  %684 = fadd contract double %680, %683
  %685 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %686 = load double, ptr %685, align 8, !tbaa !11
  %687 = tail call noundef double @llvm.nvvm.fabs.f64(double %686)
  %688 = fadd contract double %684, %687
  %689 = getelementptr inbounds nuw i8, ptr %8, i64 432
  %690 = load double, ptr %689, align 8, !tbaa !11
  %691 = tail call noundef double @llvm.nvvm.fabs.f64(double %690)
  %692 = fadd contract double %688, %691
  %693 = getelementptr inbounds nuw i8, ptr %8, i64 440
  %694 = load double, ptr %693, align 8, !tbaa !11
  %695 = tail call noundef double @llvm.nvvm.fabs.f64(double %694)
  %696 = fadd contract double %692, %695
  %697 = tail call noundef double @llvm.maxnum.f64(double %665, double %696)
  %698 = load double, ptr %427, align 8, !tbaa !11
  %699 = tail call noundef double @llvm.nvvm.fabs.f64(double %698)
  %700 = fadd contract double %699, 0.000000e+00
  %701 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %702 = load double, ptr %701, align 8, !tbaa !11
  %703 = tail call noundef double @llvm.nvvm.fabs.f64(double %702)
  %704 = fadd contract double %700, %703
  %705 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %706 = load double, ptr %705, align 8, !tbaa !11
  %707 = tail call noundef double @llvm.nvvm.fabs.f64(double %706)
  %708 = fadd contract double %704, %707
  %709 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %710 = load double, ptr %709, align 8, !tbaa !11
  %711 = tail call noundef double @llvm.nvvm.fabs.f64(double %710)
  %712 = fadd contract double %708, %711
  %713 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %714 = load double, ptr %713, align 8, !tbaa !11
  %715 = tail call noundef double @llvm.nvvm.fabs.f64(double %714)
  %716 = fadd contract double %712, %715
  %717 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %718 = load double, ptr %717, align 8, !tbaa !11
  %719 = tail call noundef double @llvm.nvvm.fabs.f64(double %718)
  %720 = fadd contract double %716, %719
  %721 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %722 = load double, ptr %721, align 8, !tbaa !11
  %723 = tail call noundef double @llvm.nvvm.fabs.f64(double %722)
  %724 = fadd contract double %720, %723
  %725 = getelementptr inbounds nuw i8, ptr %8, i64 504
  %726 = load double, ptr %725, align 8, !tbaa !11
  %727 = tail call noundef double @llvm.nvvm.fabs.f64(double %726)
  %728 = fadd contract double %724, %727
  %729 = tail call noundef double @llvm.maxnum.f64(double %697, double %728)
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #9
  %730 = tail call noundef double @llvm.maxnum.f64(double %729, double 1.000000e+00)
  %731 = fmul contract double %730, 1.000000e-10
  %732 = call noundef i32 @_Z13ldlt_modifiedILi8EEiRAT__AT__dRS0_d(ptr noundef nonnull align 8 dereferenceable(512) %8, ptr noundef nonnull align 8 dereferenceable(64) %9, double noundef %731) #9
  %733 = call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #9
  %734 = load double, ptr %9, align 8, !tbaa !11
  %735 = call noundef double @llvm.nvvm.fabs.f64(double %734)
  %736 = call i32 @llvm.nvvm.d2i.hi(double %735) #9
  %737 = call i32 @llvm.nvvm.d2i.lo(double %735) #9
  %738 = icmp slt i32 %736, 1048576
  br i1 %738, label %739, label %743

739:                                              ; preds = %16
  %740 = fmul double %735, 0x4350000000000000
  %741 = call i32 @llvm.nvvm.d2i.lo(double %740) #9
  %742 = call i32 @llvm.nvvm.d2i.hi(double %740) #9
  br label %743

743:                                              ; preds = %739, %16
  %744 = phi double [ %740, %739 ], [ %735, %16 ]
  %745 = phi i32 [ %742, %739 ], [ %736, %16 ]
  %746 = phi i32 [ %741, %739 ], [ %737, %16 ]
  %747 = phi i32 [ -1077, %739 ], [ -1023, %16 ]
  %748 = add i32 %745, -1
  %749 = icmp ult i32 %748, 2146435071
  br i1 %749, label %750, label %798

750:                                              ; preds = %743
  %751 = lshr i32 %745, 20
  %752 = add nsw i32 %747, %751
  %753 = and i32 %745, 1048575
  %754 = or disjoint i32 %753, 1072693248
  %755 = call double @llvm.nvvm.lohi.i2d(i32 %746, i32 %754) #9
  %756 = icmp samesign ugt i32 %754, 1073127582
  %757 = call i32 @llvm.nvvm.d2i.lo(double %755) #9
  %758 = call i32 @llvm.nvvm.d2i.hi(double %755) #9
  %759 = add i32 %758, -1048576
  %760 = call double @llvm.nvvm.lohi.i2d(i32 %757, i32 %759) #9
  %761 = select i1 %756, double %760, double %755
  %762 = zext i1 %756 to i32
  %763 = add nsw i32 %752, %762
  %764 = fadd double %761, -1.000000e+00
  %765 = fadd double %761, 1.000000e+00
  %766 = call double @llvm.nvvm.rcp.approx.ftz.d(double %765) #9
  %767 = fneg double %765
  %768 = call double @llvm.fma.f64(double %767, double %766, double 1.000000e+00)
  %769 = call double @llvm.fma.f64(double %768, double %768, double %768)
  %770 = call double @llvm.fma.f64(double %769, double %766, double %766)
  %771 = fmul double %764, %770
  %772 = fadd double %771, %771
  %773 = fmul double %772, %772
  %774 = call double @llvm.fma.f64(double %773, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %775 = call double @llvm.fma.f64(double %774, double %773, double 0x3EF3B2669F02676F)
  %776 = call double @llvm.fma.f64(double %775, double %773, double 0x3F1745CBA9AB0956)
  %777 = call double @llvm.fma.f64(double %776, double %773, double 0x3F3C71C72D1B5154)
  %778 = call double @llvm.fma.f64(double %777, double %773, double 0x3F624924923BE72D)
  %779 = call double @llvm.fma.f64(double %778, double %773, double 0x3F8999999999A3C4)
  %780 = call double @llvm.fma.f64(double %779, double %773, double 0x3FB5555555555554)
  %781 = fsub double %764, %772
  %782 = fmul double %781, 2.000000e+00
  %783 = fneg double %772
  %784 = call double @llvm.fma.f64(double %783, double %764, double %782)
  %785 = fmul double %770, %784
  %786 = fmul double %773, %780
  %787 = call double @llvm.fma.f64(double %786, double %772, double %785)
  %788 = xor i32 %763, -2147483648
  %789 = call double @llvm.nvvm.lohi.i2d(i32 %788, i32 1127219200) #9
  %790 = fsub double %789, %733
  %791 = call double @llvm.fma.f64(double %790, double 0x3FE62E42FEFA39EF, double %772)
  %792 = fneg double %790
  %793 = call double @llvm.fma.f64(double %792, double 0x3FE62E42FEFA39EF, double %791)
  %794 = fsub double %793, %772
  %795 = fsub double %787, %794
  %796 = call double @llvm.fma.f64(double %790, double 0x3C7ABC9E3B39803F, double %795)
  %797 = fadd double %791, %796
  br label %804

798:                                              ; preds = %743
  %799 = call double @llvm.fma.f64(double %744, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %800 = call i32 @llvm.nvvm.d2i.hi(double %744) #9
  %801 = and i32 %800, 2147483647
  %802 = icmp eq i32 %801, 0
  %803 = select i1 %802, double 0xFFF0000000000000, double %799
  br label %804

804:                                              ; preds = %750, %798
  %805 = phi double [ %797, %750 ], [ %803, %798 ]
  %806 = fadd contract double %805, 0.000000e+00
  %807 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %808 = load double, ptr %807, align 8, !tbaa !11
  %809 = call noundef double @llvm.nvvm.fabs.f64(double %808)
  %810 = call i32 @llvm.nvvm.d2i.hi(double %809) #9
  %811 = call i32 @llvm.nvvm.d2i.lo(double %809) #9
  %812 = icmp slt i32 %810, 1048576
  br i1 %812, label %813, label %817

813:                                              ; preds = %804
  %814 = fmul double %809, 0x4350000000000000
  %815 = call i32 @llvm.nvvm.d2i.lo(double %814) #9
  %816 = call i32 @llvm.nvvm.d2i.hi(double %814) #9
  br label %817

817:                                              ; preds = %813, %804
  %818 = phi double [ %814, %813 ], [ %809, %804 ]
  %819 = phi i32 [ %816, %813 ], [ %810, %804 ]
  %820 = phi i32 [ %815, %813 ], [ %811, %804 ]
  %821 = phi i32 [ -1077, %813 ], [ -1023, %804 ]
  %822 = add i32 %819, -1
  %823 = icmp ult i32 %822, 2146435071
  br i1 %823, label %830, label %824

824:                                              ; preds = %817
  %825 = call double @llvm.fma.f64(double %818, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %826 = call i32 @llvm.nvvm.d2i.hi(double %818) #9
  %827 = and i32 %826, 2147483647
  %828 = icmp eq i32 %827, 0
  %829 = select i1 %828, double 0xFFF0000000000000, double %825
  br label %878

830:                                              ; preds = %817
  %831 = lshr i32 %819, 20
  %832 = add nsw i32 %821, %831
  %833 = and i32 %819, 1048575
  %834 = or disjoint i32 %833, 1072693248
  %835 = call double @llvm.nvvm.lohi.i2d(i32 %820, i32 %834) #9
  %836 = icmp samesign ugt i32 %834, 1073127582
  %837 = call i32 @llvm.nvvm.d2i.lo(double %835) #9
  %838 = call i32 @llvm.nvvm.d2i.hi(double %835) #9
  %839 = add i32 %838, -1048576
  %840 = call double @llvm.nvvm.lohi.i2d(i32 %837, i32 %839) #9
  %841 = select i1 %836, double %840, double %835
  %842 = zext i1 %836 to i32
  %843 = add nsw i32 %832, %842
  %844 = fadd double %841, -1.000000e+00
  %845 = fadd double %841, 1.000000e+00
  %846 = call double @llvm.nvvm.rcp.approx.ftz.d(double %845) #9
  %847 = fneg double %845
  %848 = call double @llvm.fma.f64(double %847, double %846, double 1.000000e+00)
  %849 = call double @llvm.fma.f64(double %848, double %848, double %848)
  %850 = call double @llvm.fma.f64(double %849, double %846, double %846)
  %851 = fmul double %844, %850
  %852 = fadd double %851, %851
  %853 = fmul double %852, %852
  %854 = call double @llvm.fma.f64(double %853, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %855 = call double @llvm.fma.f64(double %854, double %853, double 0x3EF3B2669F02676F)
  %856 = call double @llvm.fma.f64(double %855, double %853, double 0x3F1745CBA9AB0956)
  %857 = call double @llvm.fma.f64(double %856, double %853, double 0x3F3C71C72D1B5154)
  %858 = call double @llvm.fma.f64(double %857, double %853, double 0x3F624924923BE72D)
  %859 = call double @llvm.fma.f64(double %858, double %853, double 0x3F8999999999A3C4)
  %860 = call double @llvm.fma.f64(double %859, double %853, double 0x3FB5555555555554)
  %861 = fsub double %844, %852
  %862 = fmul double %861, 2.000000e+00
  %863 = fneg double %852
  %864 = call double @llvm.fma.f64(double %863, double %844, double %862)
  %865 = fmul double %850, %864
  %866 = fmul double %853, %860
  %867 = call double @llvm.fma.f64(double %866, double %852, double %865)
  %868 = xor i32 %843, -2147483648
  %869 = call double @llvm.nvvm.lohi.i2d(i32 %868, i32 1127219200) #9
  %870 = fsub double %869, %733
  %871 = call double @llvm.fma.f64(double %870, double 0x3FE62E42FEFA39EF, double %852)
  %872 = fneg double %870
  %873 = call double @llvm.fma.f64(double %872, double 0x3FE62E42FEFA39EF, double %871)
  %874 = fsub double %873, %852
  %875 = fsub double %867, %874
  %876 = call double @llvm.fma.f64(double %870, double 0x3C7ABC9E3B39803F, double %875)
  %877 = fadd double %871, %876
  br label %878

878:                                              ; preds = %830, %824
  %879 = phi double [ %877, %830 ], [ %829, %824 ]
  %880 = fadd contract double %806, %879
  %881 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %882 = load double, ptr %881, align 8, !tbaa !11
  %883 = call noundef double @llvm.nvvm.fabs.f64(double %882)
  %884 = call i32 @llvm.nvvm.d2i.hi(double %883) #9
  %885 = call i32 @llvm.nvvm.d2i.lo(double %883) #9
  %886 = icmp slt i32 %884, 1048576
  br i1 %886, label %887, label %891

887:                                              ; preds = %878
  %888 = fmul double %883, 0x4350000000000000
  %889 = call i32 @llvm.nvvm.d2i.lo(double %888) #9
  %890 = call i32 @llvm.nvvm.d2i.hi(double %888) #9
  br label %891

891:                                              ; preds = %887, %878
  %892 = phi double [ %888, %887 ], [ %883, %878 ]
  %893 = phi i32 [ %890, %887 ], [ %884, %878 ]
  %894 = phi i32 [ %889, %887 ], [ %885, %878 ]
  %895 = phi i32 [ -1077, %887 ], [ -1023, %878 ]
  %896 = add i32 %893, -1
  %897 = icmp ult i32 %896, 2146435071
  br i1 %897, label %904, label %898

898:                                              ; preds = %891
  %899 = call double @llvm.fma.f64(double %892, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %900 = call i32 @llvm.nvvm.d2i.hi(double %892) #9
  %901 = and i32 %900, 2147483647
  %902 = icmp eq i32 %901, 0
  %903 = select i1 %902, double 0xFFF0000000000000, double %899
  br label %952

904:                                              ; preds = %891
  %905 = lshr i32 %893, 20
  %906 = add nsw i32 %895, %905
  %907 = and i32 %893, 1048575
  %908 = or disjoint i32 %907, 1072693248
  %909 = call double @llvm.nvvm.lohi.i2d(i32 %894, i32 %908) #9
  %910 = icmp samesign ugt i32 %908, 1073127582
  %911 = call i32 @llvm.nvvm.d2i.lo(double %909) #9
  %912 = call i32 @llvm.nvvm.d2i.hi(double %909) #9
  %913 = add i32 %912, -1048576
  %914 = call double @llvm.nvvm.lohi.i2d(i32 %911, i32 %913) #9
  %915 = select i1 %910, double %914, double %909
  %916 = zext i1 %910 to i32
  %917 = add nsw i32 %906, %916
  %918 = fadd double %915, -1.000000e+00
  %919 = fadd double %915, 1.000000e+00
  %920 = call double @llvm.nvvm.rcp.approx.ftz.d(double %919) #9
  %921 = fneg double %919
  %922 = call double @llvm.fma.f64(double %921, double %920, double 1.000000e+00)
  %923 = call double @llvm.fma.f64(double %922, double %922, double %922)
  %924 = call double @llvm.fma.f64(double %923, double %920, double %920)
  %925 = fmul double %918, %924
  %926 = fadd double %925, %925
  %927 = fmul double %926, %926
  %928 = call double @llvm.fma.f64(double %927, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %929 = call double @llvm.fma.f64(double %928, double %927, double 0x3EF3B2669F02676F)
  %930 = call double @llvm.fma.f64(double %929, double %927, double 0x3F1745CBA9AB0956)
  %931 = call double @llvm.fma.f64(double %930, double %927, double 0x3F3C71C72D1B5154)
  %932 = call double @llvm.fma.f64(double %931, double %927, double 0x3F624924923BE72D)
  %933 = call double @llvm.fma.f64(double %932, double %927, double 0x3F8999999999A3C4)
  %934 = call double @llvm.fma.f64(double %933, double %927, double 0x3FB5555555555554)
  %935 = fsub double %918, %926
  %936 = fmul double %935, 2.000000e+00
  %937 = fneg double %926
  %938 = call double @llvm.fma.f64(double %937, double %918, double %936)
  %939 = fmul double %924, %938
  %940 = fmul double %927, %934
  %941 = call double @llvm.fma.f64(double %940, double %926, double %939)
  %942 = xor i32 %917, -2147483648
  %943 = call double @llvm.nvvm.lohi.i2d(i32 %942, i32 1127219200) #9
  %944 = fsub double %943, %733
  %945 = call double @llvm.fma.f64(double %944, double 0x3FE62E42FEFA39EF, double %926)
  %946 = fneg double %944
  %947 = call double @llvm.fma.f64(double %946, double 0x3FE62E42FEFA39EF, double %945)
  %948 = fsub double %947, %926
  %949 = fsub double %941, %948
  %950 = call double @llvm.fma.f64(double %944, double 0x3C7ABC9E3B39803F, double %949)
  %951 = fadd double %945, %950
  br label %952

952:                                              ; preds = %904, %898
  %953 = phi double [ %951, %904 ], [ %903, %898 ]
  %954 = fadd contract double %880, %953
  %955 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %956 = load double, ptr %955, align 8, !tbaa !11
  %957 = call noundef double @llvm.nvvm.fabs.f64(double %956)
  %958 = call i32 @llvm.nvvm.d2i.hi(double %957) #9
  %959 = call i32 @llvm.nvvm.d2i.lo(double %957) #9
  %960 = icmp slt i32 %958, 1048576
  br i1 %960, label %961, label %965

961:                                              ; preds = %952
  %962 = fmul double %957, 0x4350000000000000
  %963 = call i32 @llvm.nvvm.d2i.lo(double %962) #9
  %964 = call i32 @llvm.nvvm.d2i.hi(double %962) #9
  br label %965

965:                                              ; preds = %961, %952
  %966 = phi double [ %962, %961 ], [ %957, %952 ]
  %967 = phi i32 [ %964, %961 ], [ %958, %952 ]
  %968 = phi i32 [ %963, %961 ], [ %959, %952 ]
  %969 = phi i32 [ -1077, %961 ], [ -1023, %952 ]
  %970 = add i32 %967, -1
  %971 = icmp ult i32 %970, 2146435071
  br i1 %971, label %978, label %972

972:                                              ; preds = %965
  %973 = call double @llvm.fma.f64(double %966, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %974 = call i32 @llvm.nvvm.d2i.hi(double %966) #9
  %975 = and i32 %974, 2147483647
  %976 = icmp eq i32 %975, 0
  %977 = select i1 %976, double 0xFFF0000000000000, double %973
  br label %1026

978:                                              ; preds = %965
  %979 = lshr i32 %967, 20
  %980 = add nsw i32 %969, %979
  %981 = and i32 %967, 1048575
  %982 = or disjoint i32 %981, 1072693248
  %983 = call double @llvm.nvvm.lohi.i2d(i32 %968, i32 %982) #9
  %984 = icmp samesign ugt i32 %982, 1073127582
  %985 = call i32 @llvm.nvvm.d2i.lo(double %983) #9
  %986 = call i32 @llvm.nvvm.d2i.hi(double %983) #9
  %987 = add i32 %986, -1048576
  %988 = call double @llvm.nvvm.lohi.i2d(i32 %985, i32 %987) #9
  %989 = select i1 %984, double %988, double %983
  %990 = zext i1 %984 to i32
  %991 = add nsw i32 %980, %990
  %992 = fadd double %989, -1.000000e+00
  %993 = fadd double %989, 1.000000e+00
  %994 = call double @llvm.nvvm.rcp.approx.ftz.d(double %993) #9
  %995 = fneg double %993
  %996 = call double @llvm.fma.f64(double %995, double %994, double 1.000000e+00)
  %997 = call double @llvm.fma.f64(double %996, double %996, double %996)
  %998 = call double @llvm.fma.f64(double %997, double %994, double %994)
  %999 = fmul double %992, %998
  %1000 = fadd double %999, %999
  %1001 = fmul double %1000, %1000
  %1002 = call double @llvm.fma.f64(double %1001, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1003 = call double @llvm.fma.f64(double %1002, double %1001, double 0x3EF3B2669F02676F)
  %1004 = call double @llvm.fma.f64(double %1003, double %1001, double 0x3F1745CBA9AB0956)
  %1005 = call double @llvm.fma.f64(double %1004, double %1001, double 0x3F3C71C72D1B5154)
  %1006 = call double @llvm.fma.f64(double %1005, double %1001, double 0x3F624924923BE72D)
  %1007 = call double @llvm.fma.f64(double %1006, double %1001, double 0x3F8999999999A3C4)
  %1008 = call double @llvm.fma.f64(double %1007, double %1001, double 0x3FB5555555555554)
  %1009 = fsub double %992, %1000
  %1010 = fmul double %1009, 2.000000e+00
  %1011 = fneg double %1000
  %1012 = call double @llvm.fma.f64(double %1011, double %992, double %1010)
  %1013 = fmul double %998, %1012
  %1014 = fmul double %1001, %1008
  %1015 = call double @llvm.fma.f64(double %1014, double %1000, double %1013)
  %1016 = xor i32 %991, -2147483648
  %1017 = call double @llvm.nvvm.lohi.i2d(i32 %1016, i32 1127219200) #9
  %1018 = fsub double %1017, %733
  %1019 = call double @llvm.fma.f64(double %1018, double 0x3FE62E42FEFA39EF, double %1000)
  %1020 = fneg double %1018
  %1021 = call double @llvm.fma.f64(double %1020, double 0x3FE62E42FEFA39EF, double %1019)
  %1022 = fsub double %1021, %1000
  %1023 = fsub double %1015, %1022
  %1024 = call double @llvm.fma.f64(double %1018, double 0x3C7ABC9E3B39803F, double %1023)
  %1025 = fadd double %1019, %1024
  br label %1026

1026:                                             ; preds = %978, %972
  %1027 = phi double [ %1025, %978 ], [ %977, %972 ]
  %1028 = fadd contract double %954, %1027
  %1029 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %1030 = load double, ptr %1029, align 8, !tbaa !11
  %1031 = call noundef double @llvm.nvvm.fabs.f64(double %1030)
  %1032 = call i32 @llvm.nvvm.d2i.hi(double %1031) #9
  %1033 = call i32 @llvm.nvvm.d2i.lo(double %1031) #9
  %1034 = icmp slt i32 %1032, 1048576
  br i1 %1034, label %1035, label %1039

1035:                                             ; preds = %1026
  %1036 = fmul double %1031, 0x4350000000000000
  %1037 = call i32 @llvm.nvvm.d2i.lo(double %1036) #9
  %1038 = call i32 @llvm.nvvm.d2i.hi(double %1036) #9
  br label %1039

1039:                                             ; preds = %1035, %1026
  %1040 = phi double [ %1036, %1035 ], [ %1031, %1026 ]
  %1041 = phi i32 [ %1038, %1035 ], [ %1032, %1026 ]
  %1042 = phi i32 [ %1037, %1035 ], [ %1033, %1026 ]
  %1043 = phi i32 [ -1077, %1035 ], [ -1023, %1026 ]
  %1044 = add i32 %1041, -1
  %1045 = icmp ult i32 %1044, 2146435071
  br i1 %1045, label %1052, label %1046

1046:                                             ; preds = %1039
  %1047 = call double @llvm.fma.f64(double %1040, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1048 = call i32 @llvm.nvvm.d2i.hi(double %1040) #9
  %1049 = and i32 %1048, 2147483647
  %1050 = icmp eq i32 %1049, 0
  %1051 = select i1 %1050, double 0xFFF0000000000000, double %1047
  br label %1100

1052:                                             ; preds = %1039
  %1053 = lshr i32 %1041, 20
  %1054 = add nsw i32 %1043, %1053
  %1055 = and i32 %1041, 1048575
  %1056 = or disjoint i32 %1055, 1072693248
  %1057 = call double @llvm.nvvm.lohi.i2d(i32 %1042, i32 %1056) #9
  %1058 = icmp samesign ugt i32 %1056, 1073127582
  %1059 = call i32 @llvm.nvvm.d2i.lo(double %1057) #9
  %1060 = call i32 @llvm.nvvm.d2i.hi(double %1057) #9
  %1061 = add i32 %1060, -1048576
  %1062 = call double @llvm.nvvm.lohi.i2d(i32 %1059, i32 %1061) #9
  %1063 = select i1 %1058, double %1062, double %1057
  %1064 = zext i1 %1058 to i32
  %1065 = add nsw i32 %1054, %1064
  %1066 = fadd double %1063, -1.000000e+00
  %1067 = fadd double %1063, 1.000000e+00
  %1068 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1067) #9
  %1069 = fneg double %1067
  %1070 = call double @llvm.fma.f64(double %1069, double %1068, double 1.000000e+00)
  %1071 = call double @llvm.fma.f64(double %1070, double %1070, double %1070)
  %1072 = call double @llvm.fma.f64(double %1071, double %1068, double %1068)
  %1073 = fmul double %1066, %1072
  %1074 = fadd double %1073, %1073
  %1075 = fmul double %1074, %1074
  %1076 = call double @llvm.fma.f64(double %1075, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1077 = call double @llvm.fma.f64(double %1076, double %1075, double 0x3EF3B2669F02676F)
  %1078 = call double @llvm.fma.f64(double %1077, double %1075, double 0x3F1745CBA9AB0956)
  %1079 = call double @llvm.fma.f64(double %1078, double %1075, double 0x3F3C71C72D1B5154)
  %1080 = call double @llvm.fma.f64(double %1079, double %1075, double 0x3F624924923BE72D)
  %1081 = call double @llvm.fma.f64(double %1080, double %1075, double 0x3F8999999999A3C4)
  %1082 = call double @llvm.fma.f64(double %1081, double %1075, double 0x3FB5555555555554)
  %1083 = fsub double %1066, %1074
  %1084 = fmul double %1083, 2.000000e+00
  %1085 = fneg double %1074
  %1086 = call double @llvm.fma.f64(double %1085, double %1066, double %1084)
  %1087 = fmul double %1072, %1086
  %1088 = fmul double %1075, %1082
  %1089 = call double @llvm.fma.f64(double %1088, double %1074, double %1087)
  %1090 = xor i32 %1065, -2147483648
  %1091 = call double @llvm.nvvm.lohi.i2d(i32 %1090, i32 1127219200) #9
  %1092 = fsub double %1091, %733
  %1093 = call double @llvm.fma.f64(double %1092, double 0x3FE62E42FEFA39EF, double %1074)
  %1094 = fneg double %1092
  %1095 = call double @llvm.fma.f64(double %1094, double 0x3FE62E42FEFA39EF, double %1093)
  %1096 = fsub double %1095, %1074
  %1097 = fsub double %1089, %1096
  %1098 = call double @llvm.fma.f64(double %1092, double 0x3C7ABC9E3B39803F, double %1097)
  %1099 = fadd double %1093, %1098
  br label %1100

1100:                                             ; preds = %1052, %1046
  %1101 = phi double [ %1099, %1052 ], [ %1051, %1046 ]
  %1102 = fadd contract double %1028, %1101
  %1103 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %1104 = load double, ptr %1103, align 8, !tbaa !11
  %1105 = call noundef double @llvm.nvvm.fabs.f64(double %1104)
  %1106 = call i32 @llvm.nvvm.d2i.hi(double %1105) #9
  %1107 = call i32 @llvm.nvvm.d2i.lo(double %1105) #9
  %1108 = icmp slt i32 %1106, 1048576
  br i1 %1108, label %1109, label %1113

1109:                                             ; preds = %1100
  %1110 = fmul double %1105, 0x4350000000000000
  %1111 = call i32 @llvm.nvvm.d2i.lo(double %1110) #9
  %1112 = call i32 @llvm.nvvm.d2i.hi(double %1110) #9
  br label %1113

1113:                                             ; preds = %1109, %1100
  %1114 = phi double [ %1110, %1109 ], [ %1105, %1100 ]
  %1115 = phi i32 [ %1112, %1109 ], [ %1106, %1100 ]
  %1116 = phi i32 [ %1111, %1109 ], [ %1107, %1100 ]
  %1117 = phi i32 [ -1077, %1109 ], [ -1023, %1100 ]
  %1118 = add i32 %1115, -1
  %1119 = icmp ult i32 %1118, 2146435071
  br i1 %1119, label %1126, label %1120

1120:                                             ; preds = %1113
  %1121 = call double @llvm.fma.f64(double %1114, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1122 = call i32 @llvm.nvvm.d2i.hi(double %1114) #9
  %1123 = and i32 %1122, 2147483647
  %1124 = icmp eq i32 %1123, 0
  %1125 = select i1 %1124, double 0xFFF0000000000000, double %1121
  br label %1174

1126:                                             ; preds = %1113
  %1127 = lshr i32 %1115, 20
  %1128 = add nsw i32 %1117, %1127
  %1129 = and i32 %1115, 1048575
  %1130 = or disjoint i32 %1129, 1072693248
  %1131 = call double @llvm.nvvm.lohi.i2d(i32 %1116, i32 %1130) #9
  %1132 = icmp samesign ugt i32 %1130, 1073127582
  %1133 = call i32 @llvm.nvvm.d2i.lo(double %1131) #9
  %1134 = call i32 @llvm.nvvm.d2i.hi(double %1131) #9
  %1135 = add i32 %1134, -1048576
  %1136 = call double @llvm.nvvm.lohi.i2d(i32 %1133, i32 %1135) #9
  %1137 = select i1 %1132, double %1136, double %1131
  %1138 = zext i1 %1132 to i32
  %1139 = add nsw i32 %1128, %1138
  %1140 = fadd double %1137, -1.000000e+00
  %1141 = fadd double %1137, 1.000000e+00
  %1142 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1141) #9
  %1143 = fneg double %1141
  %1144 = call double @llvm.fma.f64(double %1143, double %1142, double 1.000000e+00)
  %1145 = call double @llvm.fma.f64(double %1144, double %1144, double %1144)
  %1146 = call double @llvm.fma.f64(double %1145, double %1142, double %1142)
  %1147 = fmul double %1140, %1146
  %1148 = fadd double %1147, %1147
  %1149 = fmul double %1148, %1148
  %1150 = call double @llvm.fma.f64(double %1149, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1151 = call double @llvm.fma.f64(double %1150, double %1149, double 0x3EF3B2669F02676F)
  %1152 = call double @llvm.fma.f64(double %1151, double %1149, double 0x3F1745CBA9AB0956)
  %1153 = call double @llvm.fma.f64(double %1152, double %1149, double 0x3F3C71C72D1B5154)
  %1154 = call double @llvm.fma.f64(double %1153, double %1149, double 0x3F624924923BE72D)
  %1155 = call double @llvm.fma.f64(double %1154, double %1149, double 0x3F8999999999A3C4)
  %1156 = call double @llvm.fma.f64(double %1155, double %1149, double 0x3FB5555555555554)
  %1157 = fsub double %1140, %1148
  %1158 = fmul double %1157, 2.000000e+00
  %1159 = fneg double %1148
  %1160 = call double @llvm.fma.f64(double %1159, double %1140, double %1158)
  %1161 = fmul double %1146, %1160
  %1162 = fmul double %1149, %1156
  %1163 = call double @llvm.fma.f64(double %1162, double %1148, double %1161)
  %1164 = xor i32 %1139, -2147483648
  %1165 = call double @llvm.nvvm.lohi.i2d(i32 %1164, i32 1127219200) #9
  %1166 = fsub double %1165, %733
  %1167 = call double @llvm.fma.f64(double %1166, double 0x3FE62E42FEFA39EF, double %1148)
  %1168 = fneg double %1166
  %1169 = call double @llvm.fma.f64(double %1168, double 0x3FE62E42FEFA39EF, double %1167)
  %1170 = fsub double %1169, %1148
  %1171 = fsub double %1163, %1170
  %1172 = call double @llvm.fma.f64(double %1166, double 0x3C7ABC9E3B39803F, double %1171)
  %1173 = fadd double %1167, %1172
  br label %1174

1174:                                             ; preds = %1126, %1120
  %1175 = phi double [ %1173, %1126 ], [ %1125, %1120 ]
  %1176 = fadd contract double %1102, %1175
  %1177 = getelementptr inbounds nuw i8, ptr %9, i64 48
  %1178 = load double, ptr %1177, align 8, !tbaa !11
  %1179 = call noundef double @llvm.nvvm.fabs.f64(double %1178)
  %1180 = call i32 @llvm.nvvm.d2i.hi(double %1179) #9
  %1181 = call i32 @llvm.nvvm.d2i.lo(double %1179) #9
  %1182 = icmp slt i32 %1180, 1048576
  br i1 %1182, label %1183, label %1187

1183:                                             ; preds = %1174
  %1184 = fmul double %1179, 0x4350000000000000
  %1185 = call i32 @llvm.nvvm.d2i.lo(double %1184) #9
  %1186 = call i32 @llvm.nvvm.d2i.hi(double %1184) #9
  br label %1187

1187:                                             ; preds = %1183, %1174
  %1188 = phi double [ %1184, %1183 ], [ %1179, %1174 ]
  %1189 = phi i32 [ %1186, %1183 ], [ %1180, %1174 ]
  %1190 = phi i32 [ %1185, %1183 ], [ %1181, %1174 ]
  %1191 = phi i32 [ -1077, %1183 ], [ -1023, %1174 ]
  %1192 = add i32 %1189, -1
  %1193 = icmp ult i32 %1192, 2146435071
  br i1 %1193, label %1200, label %1194

1194:                                             ; preds = %1187
  %1195 = call double @llvm.fma.f64(double %1188, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1196 = call i32 @llvm.nvvm.d2i.hi(double %1188) #9
  %1197 = and i32 %1196, 2147483647
  %1198 = icmp eq i32 %1197, 0
  %1199 = select i1 %1198, double 0xFFF0000000000000, double %1195
  br label %1248

1200:                                             ; preds = %1187
  %1201 = lshr i32 %1189, 20
  %1202 = add nsw i32 %1191, %1201
  %1203 = and i32 %1189, 1048575
  %1204 = or disjoint i32 %1203, 1072693248
  %1205 = call double @llvm.nvvm.lohi.i2d(i32 %1190, i32 %1204) #9
  %1206 = icmp samesign ugt i32 %1204, 1073127582
  %1207 = call i32 @llvm.nvvm.d2i.lo(double %1205) #9
  %1208 = call i32 @llvm.nvvm.d2i.hi(double %1205) #9
  %1209 = add i32 %1208, -1048576
  %1210 = call double @llvm.nvvm.lohi.i2d(i32 %1207, i32 %1209) #9
  %1211 = select i1 %1206, double %1210, double %1205
  %1212 = zext i1 %1206 to i32
  %1213 = add nsw i32 %1202, %1212
  %1214 = fadd double %1211, -1.000000e+00
  %1215 = fadd double %1211, 1.000000e+00
  %1216 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1215) #9
  %1217 = fneg double %1215
  %1218 = call double @llvm.fma.f64(double %1217, double %1216, double 1.000000e+00)
  %1219 = call double @llvm.fma.f64(double %1218, double %1218, double %1218)
  %1220 = call double @llvm.fma.f64(double %1219, double %1216, double %1216)
  %1221 = fmul double %1214, %1220
  %1222 = fadd double %1221, %1221
  %1223 = fmul double %1222, %1222
  %1224 = call double @llvm.fma.f64(double %1223, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1225 = call double @llvm.fma.f64(double %1224, double %1223, double 0x3EF3B2669F02676F)
  %1226 = call double @llvm.fma.f64(double %1225, double %1223, double 0x3F1745CBA9AB0956)
  %1227 = call double @llvm.fma.f64(double %1226, double %1223, double 0x3F3C71C72D1B5154)
  %1228 = call double @llvm.fma.f64(double %1227, double %1223, double 0x3F624924923BE72D)
  %1229 = call double @llvm.fma.f64(double %1228, double %1223, double 0x3F8999999999A3C4)
  %1230 = call double @llvm.fma.f64(double %1229, double %1223, double 0x3FB5555555555554)
  %1231 = fsub double %1214, %1222
  %1232 = fmul double %1231, 2.000000e+00
  %1233 = fneg double %1222
  %1234 = call double @llvm.fma.f64(double %1233, double %1214, double %1232)
  %1235 = fmul double %1220, %1234
  %1236 = fmul double %1223, %1230
  %1237 = call double @llvm.fma.f64(double %1236, double %1222, double %1235)
  %1238 = xor i32 %1213, -2147483648
  %1239 = call double @llvm.nvvm.lohi.i2d(i32 %1238, i32 1127219200) #9
  %1240 = fsub double %1239, %733
  %1241 = call double @llvm.fma.f64(double %1240, double 0x3FE62E42FEFA39EF, double %1222)
  %1242 = fneg double %1240
  %1243 = call double @llvm.fma.f64(double %1242, double 0x3FE62E42FEFA39EF, double %1241)
  %1244 = fsub double %1243, %1222
  %1245 = fsub double %1237, %1244
  %1246 = call double @llvm.fma.f64(double %1240, double 0x3C7ABC9E3B39803F, double %1245)
  %1247 = fadd double %1241, %1246
  br label %1248

1248:                                             ; preds = %1200, %1194
  %1249 = phi double [ %1247, %1200 ], [ %1199, %1194 ]
  %1250 = fadd contract double %1176, %1249
  %1251 = getelementptr inbounds nuw i8, ptr %9, i64 56
  %1252 = load double, ptr %1251, align 8, !tbaa !11
  %1253 = call noundef double @llvm.nvvm.fabs.f64(double %1252)
  %1254 = call i32 @llvm.nvvm.d2i.hi(double %1253) #9
  %1255 = call i32 @llvm.nvvm.d2i.lo(double %1253) #9
  %1256 = icmp slt i32 %1254, 1048576
  br i1 %1256, label %1257, label %1261

1257:                                             ; preds = %1248
  %1258 = fmul double %1253, 0x4350000000000000
  %1259 = call i32 @llvm.nvvm.d2i.lo(double %1258) #9
  %1260 = call i32 @llvm.nvvm.d2i.hi(double %1258) #9
  br label %1261

1261:                                             ; preds = %1257, %1248
  %1262 = phi double [ %1258, %1257 ], [ %1253, %1248 ]
  %1263 = phi i32 [ %1260, %1257 ], [ %1254, %1248 ]
  %1264 = phi i32 [ %1259, %1257 ], [ %1255, %1248 ]
  %1265 = phi i32 [ -1077, %1257 ], [ -1023, %1248 ]
  %1266 = add i32 %1263, -1
  %1267 = icmp ult i32 %1266, 2146435071
  br i1 %1267, label %1274, label %1268

1268:                                             ; preds = %1261
  %1269 = call double @llvm.fma.f64(double %1262, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %1270 = call i32 @llvm.nvvm.d2i.hi(double %1262) #9
  %1271 = and i32 %1270, 2147483647
  %1272 = icmp eq i32 %1271, 0
  %1273 = select i1 %1272, double 0xFFF0000000000000, double %1269
  br label %1322

1274:                                             ; preds = %1261
  %1275 = lshr i32 %1263, 20
  %1276 = add nsw i32 %1265, %1275
  %1277 = and i32 %1263, 1048575
  %1278 = or disjoint i32 %1277, 1072693248
  %1279 = call double @llvm.nvvm.lohi.i2d(i32 %1264, i32 %1278) #9
  %1280 = icmp samesign ugt i32 %1278, 1073127582
  %1281 = call i32 @llvm.nvvm.d2i.lo(double %1279) #9
  %1282 = call i32 @llvm.nvvm.d2i.hi(double %1279) #9
  %1283 = add i32 %1282, -1048576
  %1284 = call double @llvm.nvvm.lohi.i2d(i32 %1281, i32 %1283) #9
  %1285 = select i1 %1280, double %1284, double %1279
  %1286 = zext i1 %1280 to i32
  %1287 = add nsw i32 %1276, %1286
  %1288 = fadd double %1285, -1.000000e+00
  %1289 = fadd double %1285, 1.000000e+00
  %1290 = call double @llvm.nvvm.rcp.approx.ftz.d(double %1289) #9
  %1291 = fneg double %1289
  %1292 = call double @llvm.fma.f64(double %1291, double %1290, double 1.000000e+00)
  %1293 = call double @llvm.fma.f64(double %1292, double %1292, double %1292)
  %1294 = call double @llvm.fma.f64(double %1293, double %1290, double %1290)
  %1295 = fmul double %1288, %1294
  %1296 = fadd double %1295, %1295
  %1297 = fmul double %1296, %1296
  %1298 = call double @llvm.fma.f64(double %1297, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %1299 = call double @llvm.fma.f64(double %1298, double %1297, double 0x3EF3B2669F02676F)
  %1300 = call double @llvm.fma.f64(double %1299, double %1297, double 0x3F1745CBA9AB0956)
  %1301 = call double @llvm.fma.f64(double %1300, double %1297, double 0x3F3C71C72D1B5154)
  %1302 = call double @llvm.fma.f64(double %1301, double %1297, double 0x3F624924923BE72D)
  %1303 = call double @llvm.fma.f64(double %1302, double %1297, double 0x3F8999999999A3C4)
  %1304 = call double @llvm.fma.f64(double %1303, double %1297, double 0x3FB5555555555554)
  %1305 = fsub double %1288, %1296
  %1306 = fmul double %1305, 2.000000e+00
  %1307 = fneg double %1296
  %1308 = call double @llvm.fma.f64(double %1307, double %1288, double %1306)
  %1309 = fmul double %1294, %1308
  %1310 = fmul double %1297, %1304
  %1311 = call double @llvm.fma.f64(double %1310, double %1296, double %1309)
  %1312 = xor i32 %1287, -2147483648
  %1313 = call double @llvm.nvvm.lohi.i2d(i32 %1312, i32 1127219200) #9
  %1314 = fsub double %1313, %733
  %1315 = call double @llvm.fma.f64(double %1314, double 0x3FE62E42FEFA39EF, double %1296)
  %1316 = fneg double %1314
  %1317 = call double @llvm.fma.f64(double %1316, double 0x3FE62E42FEFA39EF, double %1315)
  %1318 = fsub double %1317, %1296
  %1319 = fsub double %1311, %1318
  %1320 = call double @llvm.fma.f64(double %1314, double 0x3C7ABC9E3B39803F, double %1319)
  %1321 = fadd double %1315, %1320
  br label %1322

1322:                                             ; preds = %1274, %1268
  %1323 = phi double [ %1321, %1274 ], [ %1273, %1268 ]
  %1324 = shl nsw i64 %17, 6
  %1325 = getelementptr inbounds nuw i8, ptr %1, i64 %1324
  %1326 = shl nsw i64 %17, 7
  %1327 = getelementptr inbounds nuw i8, ptr %4, i64 %1326
  %1328 = load float, ptr %1325, align 4, !tbaa !30
  %1329 = call noundef float @llvm.nvvm.fabs.f32(float %1328)
  %1330 = fcmp contract olt float %1329, 1.000000e+06
  %1331 = fpext contract float %1328 to double
  %1332 = select contract i1 %1330, double %1331, double 0.000000e+00
  %1333 = getelementptr inbounds nuw i8, ptr %1325, i64 4
  %1334 = load float, ptr %1333, align 4, !tbaa !30
  %1335 = call noundef float @llvm.nvvm.fabs.f32(float %1334)
  %1336 = fcmp contract olt float %1335, 1.000000e+06
  %1337 = fpext contract float %1334 to double
  %1338 = select contract i1 %1336, double %1337, double 0.000000e+00
  %1339 = getelementptr inbounds nuw i8, ptr %1325, i64 8
  %1340 = load float, ptr %1339, align 4, !tbaa !30
  %1341 = call noundef float @llvm.nvvm.fabs.f32(float %1340)
  %1342 = fcmp contract olt float %1341, 1.000000e+06
  %1343 = fpext contract float %1340 to double
  %1344 = select contract i1 %1342, double %1343, double 0.000000e+00
  %1345 = getelementptr inbounds nuw i8, ptr %1325, i64 12
  %1346 = load float, ptr %1345, align 4, !tbaa !30
  %1347 = call noundef float @llvm.nvvm.fabs.f32(float %1346)
  %1348 = fcmp contract olt float %1347, 1.000000e+06
  %1349 = fpext contract float %1346 to double
  %1350 = select contract i1 %1348, double %1349, double 0.000000e+00
  %1351 = getelementptr inbounds nuw i8, ptr %1325, i64 16
  %1352 = load float, ptr %1351, align 4, !tbaa !30
  %1353 = call noundef float @llvm.nvvm.fabs.f32(float %1352)
  %1354 = fcmp contract olt float %1353, 1.000000e+06
  %1355 = fpext contract float %1352 to double
  %1356 = select contract i1 %1354, double %1355, double 0.000000e+00
  %1357 = getelementptr inbounds nuw i8, ptr %1325, i64 20
  %1358 = load float, ptr %1357, align 4, !tbaa !30
  %1359 = call noundef float @llvm.nvvm.fabs.f32(float %1358)
  %1360 = fcmp contract olt float %1359, 1.000000e+06
  %1361 = fpext contract float %1358 to double
  %1362 = select contract i1 %1360, double %1361, double 0.000000e+00
  %1363 = getelementptr inbounds nuw i8, ptr %1325, i64 24
  %1364 = load float, ptr %1363, align 4, !tbaa !30
  %1365 = call noundef float @llvm.nvvm.fabs.f32(float %1364)
  %1366 = fcmp contract olt float %1365, 1.000000e+06
  %1367 = fpext contract float %1364 to double
  %1368 = select contract i1 %1366, double %1367, double 0.000000e+00
  %1369 = getelementptr inbounds nuw i8, ptr %1325, i64 28
  %1370 = load float, ptr %1369, align 4, !tbaa !30
  %1371 = call noundef float @llvm.nvvm.fabs.f32(float %1370)
  %1372 = fcmp contract olt float %1371, 1.000000e+06
  %1373 = fpext contract float %1370 to double
  %1374 = select contract i1 %1372, double %1373, double 0.000000e+00
  %1375 = load double, ptr %35, align 8, !tbaa !11
  %1376 = fmul contract double %1375, %1332
  %1377 = fsub contract double %1338, %1376
  %1378 = load double, ptr %57, align 8, !tbaa !11
  %1379 = fmul contract double %1378, %1332
  %1380 = fsub contract double %1344, %1379
  %1381 = load double, ptr %583, align 8, !tbaa !11
  %1382 = fmul contract double %1381, %1377
  %1383 = fsub contract double %1380, %1382
  %1384 = load double, ptr %99, align 8, !tbaa !11
  %1385 = fmul contract double %1384, %1332
  %1386 = fsub contract double %1350, %1385
  %1387 = load double, ptr %599, align 8, !tbaa !11
  %1388 = fmul contract double %1387, %1377
  %1389 = fsub contract double %1386, %1388
  %1390 = load double, ptr %601, align 8, !tbaa !11
  %1391 = fmul contract double %1390, %1383
  %1392 = fsub contract double %1389, %1391
  %1393 = load double, ptr %157, align 8, !tbaa !11
  %1394 = fmul contract double %1393, %1332
  %1395 = fsub contract double %1356, %1394
  %1396 = load double, ptr %615, align 8, !tbaa !11
  %1397 = fmul contract double %1396, %1377
  %1398 = fsub contract double %1395, %1397
  %1399 = load double, ptr %617, align 8, !tbaa !11
  %1400 = fmul contract double %1399, %1383
  %1401 = fsub contract double %1398, %1400
  %1402 = load double, ptr %619, align 8, !tbaa !11
  %1403 = fmul contract double %1402, %1392
  %1404 = fsub contract double %1401, %1403
  %1405 = load double, ptr %231, align 8, !tbaa !11
  %1406 = fmul contract double %1405, %1332
  %1407 = fsub contract double %1362, %1406
  %1408 = load double, ptr %637, align 8, !tbaa !11
  %1409 = fmul contract double %1408, %1377
  %1410 = fsub contract double %1407, %1409
  %1411 = load double, ptr %641, align 8, !tbaa !11
  %1412 = fmul contract double %1411, %1383
  %1413 = fsub contract double %1410, %1412
  %1414 = load double, ptr %645, align 8, !tbaa !11
  %1415 = fmul contract double %1414, %1392
  %1416 = fsub contract double %1413, %1415
  %1417 = load double, ptr %649, align 8, !tbaa !11
  %1418 = fmul contract double %1417, %1404
  %1419 = fsub contract double %1416, %1418
  %1420 = load double, ptr %321, align 8, !tbaa !11
  %1421 = fmul contract double %1420, %1332
  %1422 = fsub contract double %1368, %1421
  %1423 = load double, ptr %669, align 8, !tbaa !11
  %1424 = fmul contract double %1423, %1377
  %1425 = fsub contract double %1422, %1424
  %1426 = load double, ptr %673, align 8, !tbaa !11
  %1427 = fmul contract double %1426, %1383
  %1428 = fsub contract double %1425, %1427
  %1429 = load double, ptr %677, align 8, !tbaa !11
  %1430 = fmul contract double %1429, %1392
  %1431 = fsub contract double %1428, %1430
  %1432 = load double, ptr %681, align 8, !tbaa !11
  %1433 = fmul contract double %1432, %1404
  %1434 = fsub contract double %1431, %1433
  %1435 = load double, ptr %685, align 8, !tbaa !11
  %1436 = fmul contract double %1435, %1419
  %1437 = fsub contract double %1434, %1436
  %1438 = load double, ptr %427, align 8, !tbaa !11
  %1439 = fmul contract double %1438, %1332
  %1440 = fsub contract double %1374, %1439
  %1441 = load double, ptr %701, align 8, !tbaa !11
  %1442 = fmul contract double %1441, %1377
  %1443 = fsub contract double %1440, %1442
  %1444 = load double, ptr %705, align 8, !tbaa !11
  %1445 = fmul contract double %1444, %1383
  %1446 = fsub contract double %1443, %1445
  %1447 = load double, ptr %709, align 8, !tbaa !11
  %1448 = fmul contract double %1447, %1392
  %1449 = fsub contract double %1446, %1448
  %1450 = load double, ptr %713, align 8, !tbaa !11
  %1451 = fmul contract double %1450, %1404
  %1452 = fsub contract double %1449, %1451
  %1453 = load double, ptr %717, align 8, !tbaa !11
  %1454 = fmul contract double %1453, %1419
  %1455 = fsub contract double %1452, %1454
  %1456 = load double, ptr %721, align 8, !tbaa !11
  %1457 = fmul contract double %1456, %1437
  %1458 = fsub contract double %1455, %1457
  %1459 = fdiv contract double %1332, %734
  %1460 = fdiv contract double %1377, %808
  %1461 = fdiv contract double %1383, %882
  %1462 = fdiv contract double %1392, %956
  %1463 = fdiv contract double %1404, %1030
  %1464 = fdiv contract double %1419, %1104
  %1465 = fdiv contract double %1437, %1178
  %1466 = fdiv contract double %1458, %1252
  %1467 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %1468 = load double, ptr %1467, align 8, !tbaa !11
  %1469 = fmul contract double %1468, %1466
  %1470 = fsub contract double %1465, %1469
  %1471 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %1472 = load double, ptr %1471, align 8, !tbaa !11
  %1473 = fmul contract double %1472, %1470
  %1474 = fsub contract double %1464, %1473
  %1475 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %1476 = load double, ptr %1475, align 8, !tbaa !11
  %1477 = fmul contract double %1476, %1466
  %1478 = fsub contract double %1474, %1477
  %1479 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %1480 = load double, ptr %1479, align 8, !tbaa !11
  %1481 = fmul contract double %1480, %1478
  %1482 = fsub contract double %1463, %1481
  %1483 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %1484 = load double, ptr %1483, align 8, !tbaa !11
  %1485 = fmul contract double %1484, %1470
  %1486 = fsub contract double %1482, %1485
  %1487 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %1488 = load double, ptr %1487, align 8, !tbaa !11
  %1489 = fmul contract double %1488, %1466
  %1490 = fsub contract double %1486, %1489
  %1491 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %1492 = load double, ptr %1491, align 8, !tbaa !11
  %1493 = fmul contract double %1492, %1490
  %1494 = fsub contract double %1462, %1493
  %1495 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %1496 = load double, ptr %1495, align 8, !tbaa !11
  %1497 = fmul contract double %1496, %1478
  %1498 = fsub contract double %1494, %1497
  %1499 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %1500 = load double, ptr %1499, align 8, !tbaa !11
  %1501 = fmul contract double %1500, %1470
  %1502 = fsub contract double %1498, %1501
  %1503 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %1504 = load double, ptr %1503, align 8, !tbaa !11
  %1505 = fmul contract double %1504, %1466
  %1506 = fsub contract double %1502, %1505
  %1507 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %1508 = load double, ptr %1507, align 8, !tbaa !11
  %1509 = fmul contract double %1508, %1506
  %1510 = fsub contract double %1461, %1509
  %1511 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %1512 = load double, ptr %1511, align 8, !tbaa !11
  %1513 = fmul contract double %1512, %1490
  %1514 = fsub contract double %1510, %1513
  %1515 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %1516 = load double, ptr %1515, align 8, !tbaa !11
  %1517 = fmul contract double %1516, %1478
  %1518 = fsub contract double %1514, %1517
  %1519 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %1520 = load double, ptr %1519, align 8, !tbaa !11
  %1521 = fmul contract double %1520, %1470
  %1522 = fsub contract double %1518, %1521
  %1523 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %1524 = load double, ptr %1523, align 8, !tbaa !11
  %1525 = fmul contract double %1524, %1466
  %1526 = fsub contract double %1522, %1525
  %1527 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %1528 = load double, ptr %1527, align 8, !tbaa !11
  %1529 = fmul contract double %1528, %1526
  %1530 = fsub contract double %1460, %1529
  %1531 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %1532 = load double, ptr %1531, align 8, !tbaa !11
  %1533 = fmul contract double %1532, %1506
  %1534 = fsub contract double %1530, %1533
  %1535 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %1536 = load double, ptr %1535, align 8, !tbaa !11
  %1537 = fmul contract double %1536, %1490
  %1538 = fsub contract double %1534, %1537
  %1539 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %1540 = load double, ptr %1539, align 8, !tbaa !11
  %1541 = fmul contract double %1540, %1478
  %1542 = fsub contract double %1538, %1541
  %1543 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %1544 = load double, ptr %1543, align 8, !tbaa !11
  %1545 = fmul contract double %1544, %1470
  %1546 = fsub contract double %1542, %1545
  %1547 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %1548 = load double, ptr %1547, align 8, !tbaa !11
  %1549 = fmul contract double %1548, %1466
  %1550 = fsub contract double %1546, %1549
  %1551 = load double, ptr %35, align 8, !tbaa !11
  %1552 = fmul contract double %1551, %1550
  %1553 = fsub contract double %1459, %1552
  %1554 = load double, ptr %57, align 8, !tbaa !11
  %1555 = fmul contract double %1554, %1526
  %1556 = fsub contract double %1553, %1555
  %1557 = load double, ptr %99, align 8, !tbaa !11
  %1558 = fmul contract double %1557, %1506
  %1559 = fsub contract double %1556, %1558
  %1560 = load double, ptr %157, align 8, !tbaa !11
  %1561 = fmul contract double %1560, %1490
  %1562 = fsub contract double %1559, %1561
  %1563 = load double, ptr %231, align 8, !tbaa !11
  %1564 = fmul contract double %1563, %1478
  %1565 = fsub contract double %1562, %1564
  %1566 = load double, ptr %321, align 8, !tbaa !11
  %1567 = fmul contract double %1566, %1470
  %1568 = fsub contract double %1565, %1567
  %1569 = load double, ptr %427, align 8, !tbaa !11
  %1570 = fmul contract double %1569, %1466
  %1571 = fsub contract double %1568, %1570
  store double %1571, ptr %1327, align 8, !tbaa !11
  %1572 = getelementptr inbounds nuw i8, ptr %1327, i64 8
  store double %1550, ptr %1572, align 8, !tbaa !11
  %1573 = getelementptr inbounds nuw i8, ptr %1327, i64 16
  store double %1526, ptr %1573, align 8, !tbaa !11
  %1574 = getelementptr inbounds nuw i8, ptr %1327, i64 24
  store double %1506, ptr %1574, align 8, !tbaa !11
  %1575 = getelementptr inbounds nuw i8, ptr %1327, i64 32
  store double %1490, ptr %1575, align 8, !tbaa !11
  %1576 = getelementptr inbounds nuw i8, ptr %1327, i64 40
  store double %1478, ptr %1576, align 8, !tbaa !11
  %1577 = getelementptr inbounds nuw i8, ptr %1327, i64 48
  store double %1470, ptr %1577, align 8, !tbaa !11
  %1578 = getelementptr inbounds nuw i8, ptr %1327, i64 56
  store double %1466, ptr %1578, align 8, !tbaa !11
  %1579 = getelementptr inbounds nuw i8, ptr %1325, i64 32
  %1580 = load float, ptr %1579, align 4, !tbaa !30
  %1581 = call noundef float @llvm.nvvm.fabs.f32(float %1580)
  %1582 = fcmp contract olt float %1581, 1.000000e+06
  %1583 = fpext contract float %1580 to double
  %1584 = select contract i1 %1582, double %1583, double 0.000000e+00
  %1585 = getelementptr inbounds nuw i8, ptr %1325, i64 36
  %1586 = load float, ptr %1585, align 4, !tbaa !30
  %1587 = call noundef float @llvm.nvvm.fabs.f32(float %1586)
  %1588 = fcmp contract olt float %1587, 1.000000e+06
  %1589 = fpext contract float %1586 to double
  %1590 = select contract i1 %1588, double %1589, double 0.000000e+00
  %1591 = getelementptr inbounds nuw i8, ptr %1325, i64 40
  %1592 = load float, ptr %1591, align 4, !tbaa !30
  %1593 = call noundef float @llvm.nvvm.fabs.f32(float %1592)
  %1594 = fcmp contract olt float %1593, 1.000000e+06
  %1595 = fpext contract float %1592 to double
  %1596 = select contract i1 %1594, double %1595, double 0.000000e+00
  %1597 = getelementptr inbounds nuw i8, ptr %1325, i64 44
  %1598 = load float, ptr %1597, align 4, !tbaa !30
  %1599 = call noundef float @llvm.nvvm.fabs.f32(float %1598)
  %1600 = fcmp contract olt float %1599, 1.000000e+06
  %1601 = fpext contract float %1598 to double
  %1602 = select contract i1 %1600, double %1601, double 0.000000e+00
  %1603 = getelementptr inbounds nuw i8, ptr %1325, i64 48
  %1604 = load float, ptr %1603, align 4, !tbaa !30
  %1605 = call noundef float @llvm.nvvm.fabs.f32(float %1604)
  %1606 = fcmp contract olt float %1605, 1.000000e+06
  %1607 = fpext contract float %1604 to double
  %1608 = select contract i1 %1606, double %1607, double 0.000000e+00
  %1609 = getelementptr inbounds nuw i8, ptr %1325, i64 52
  %1610 = load float, ptr %1609, align 4, !tbaa !30
  %1611 = call noundef float @llvm.nvvm.fabs.f32(float %1610)
  %1612 = fcmp contract olt float %1611, 1.000000e+06
  %1613 = fpext contract float %1610 to double
  %1614 = select contract i1 %1612, double %1613, double 0.000000e+00
  %1615 = getelementptr inbounds nuw i8, ptr %1325, i64 56
  %1616 = load float, ptr %1615, align 4, !tbaa !30
  %1617 = call noundef float @llvm.nvvm.fabs.f32(float %1616)
  %1618 = fcmp contract olt float %1617, 1.000000e+06
  %1619 = fpext contract float %1616 to double
  %1620 = select contract i1 %1618, double %1619, double 0.000000e+00
  %1621 = getelementptr inbounds nuw i8, ptr %1325, i64 60
  %1622 = load float, ptr %1621, align 4, !tbaa !30
  %1623 = call noundef float @llvm.nvvm.fabs.f32(float %1622)
  %1624 = fcmp contract olt float %1623, 1.000000e+06
  %1625 = fpext contract float %1622 to double
  %1626 = select contract i1 %1624, double %1625, double 0.000000e+00
  %1627 = load double, ptr %35, align 8, !tbaa !11
  %1628 = fmul contract double %1627, %1584
  %1629 = fsub contract double %1590, %1628
  %1630 = load double, ptr %57, align 8, !tbaa !11
  %1631 = fmul contract double %1630, %1584
  %1632 = fsub contract double %1596, %1631
  %1633 = load double, ptr %583, align 8, !tbaa !11
  %1634 = fmul contract double %1633, %1629
  %1635 = fsub contract double %1632, %1634
  %1636 = load double, ptr %99, align 8, !tbaa !11
  %1637 = fmul contract double %1636, %1584
  %1638 = fsub contract double %1602, %1637
  %1639 = load double, ptr %599, align 8, !tbaa !11
  %1640 = fmul contract double %1639, %1629
  %1641 = fsub contract double %1638, %1640
  %1642 = load double, ptr %601, align 8, !tbaa !11
  %1643 = fmul contract double %1642, %1635
  %1644 = fsub contract double %1641, %1643
  %1645 = load double, ptr %157, align 8, !tbaa !11
  %1646 = fmul contract double %1645, %1584
  %1647 = fsub contract double %1608, %1646
  %1648 = load double, ptr %615, align 8, !tbaa !11
  %1649 = fmul contract double %1648, %1629
  %1650 = fsub contract double %1647, %1649
  %1651 = load double, ptr %617, align 8, !tbaa !11
  %1652 = fmul contract double %1651, %1635
  %1653 = fsub contract double %1650, %1652
  %1654 = load double, ptr %619, align 8, !tbaa !11
  %1655 = fmul contract double %1654, %1644
  %1656 = fsub contract double %1653, %1655
  %1657 = load double, ptr %231, align 8, !tbaa !11
  %1658 = fmul contract double %1657, %1584
  %1659 = fsub contract double %1614, %1658
  %1660 = load double, ptr %637, align 8, !tbaa !11
  %1661 = fmul contract double %1660, %1629
  %1662 = fsub contract double %1659, %1661
  %1663 = load double, ptr %641, align 8, !tbaa !11
  %1664 = fmul contract double %1663, %1635
  %1665 = fsub contract double %1662, %1664
  %1666 = load double, ptr %645, align 8, !tbaa !11
  %1667 = fmul contract double %1666, %1644
  %1668 = fsub contract double %1665, %1667
  %1669 = load double, ptr %649, align 8, !tbaa !11
  %1670 = fmul contract double %1669, %1656
  %1671 = fsub contract double %1668, %1670
  %1672 = load double, ptr %321, align 8, !tbaa !11
  %1673 = fmul contract double %1672, %1584
  %1674 = fsub contract double %1620, %1673
  %1675 = load double, ptr %669, align 8, !tbaa !11
  %1676 = fmul contract double %1675, %1629
  %1677 = fsub contract double %1674, %1676
  %1678 = load double, ptr %673, align 8, !tbaa !11
  %1679 = fmul contract double %1678, %1635
  %1680 = fsub contract double %1677, %1679
  %1681 = load double, ptr %677, align 8, !tbaa !11
  %1682 = fmul contract double %1681, %1644
  %1683 = fsub contract double %1680, %1682
  %1684 = load double, ptr %681, align 8, !tbaa !11
  %1685 = fmul contract double %1684, %1656
  %1686 = fsub contract double %1683, %1685
  %1687 = load double, ptr %685, align 8, !tbaa !11
  %1688 = fmul contract double %1687, %1671
  %1689 = fsub contract double %1686, %1688
  %1690 = load double, ptr %427, align 8, !tbaa !11
  %1691 = fmul contract double %1690, %1584
  %1692 = fsub contract double %1626, %1691
  %1693 = load double, ptr %701, align 8, !tbaa !11
  %1694 = fmul contract double %1693, %1629
  %1695 = fsub contract double %1692, %1694
  %1696 = load double, ptr %705, align 8, !tbaa !11
  %1697 = fmul contract double %1696, %1635
  %1698 = fsub contract double %1695, %1697
  %1699 = load double, ptr %709, align 8, !tbaa !11
  %1700 = fmul contract double %1699, %1644
  %1701 = fsub contract double %1698, %1700
  %1702 = load double, ptr %713, align 8, !tbaa !11
  %1703 = fmul contract double %1702, %1656
  %1704 = fsub contract double %1701, %1703
  %1705 = load double, ptr %717, align 8, !tbaa !11
  %1706 = fmul contract double %1705, %1671
  %1707 = fsub contract double %1704, %1706
  %1708 = load double, ptr %721, align 8, !tbaa !11
  %1709 = fmul contract double %1708, %1689
  %1710 = fsub contract double %1707, %1709
  %1711 = load double, ptr %9, align 8, !tbaa !11
  %1712 = fdiv contract double %1584, %1711
  %1713 = load double, ptr %807, align 8, !tbaa !11
  %1714 = fdiv contract double %1629, %1713
  %1715 = load double, ptr %881, align 8, !tbaa !11
  %1716 = fdiv contract double %1635, %1715
  %1717 = load double, ptr %955, align 8, !tbaa !11
  %1718 = fdiv contract double %1644, %1717
  %1719 = load double, ptr %1029, align 8, !tbaa !11
  %1720 = fdiv contract double %1656, %1719
  %1721 = load double, ptr %1103, align 8, !tbaa !11
  %1722 = fdiv contract double %1671, %1721
  %1723 = load double, ptr %1177, align 8, !tbaa !11
  %1724 = fdiv contract double %1689, %1723
  %1725 = load double, ptr %1251, align 8, !tbaa !11
  %1726 = fdiv contract double %1710, %1725
  %1727 = getelementptr inbounds nuw i8, ptr %8, i64 496
  %1728 = load double, ptr %1727, align 8, !tbaa !11
  %1729 = fmul contract double %1728, %1726
  %1730 = fsub contract double %1724, %1729
  %1731 = getelementptr inbounds nuw i8, ptr %8, i64 424
  %1732 = load double, ptr %1731, align 8, !tbaa !11
  %1733 = fmul contract double %1732, %1730
  %1734 = fsub contract double %1722, %1733
  %1735 = getelementptr inbounds nuw i8, ptr %8, i64 488
  %1736 = load double, ptr %1735, align 8, !tbaa !11
  %1737 = fmul contract double %1736, %1726
  %1738 = fsub contract double %1734, %1737
  %1739 = getelementptr inbounds nuw i8, ptr %8, i64 352
  %1740 = load double, ptr %1739, align 8, !tbaa !11
  %1741 = fmul contract double %1740, %1738
  %1742 = fsub contract double %1720, %1741
  %1743 = getelementptr inbounds nuw i8, ptr %8, i64 416
  %1744 = load double, ptr %1743, align 8, !tbaa !11
  %1745 = fmul contract double %1744, %1730
  %1746 = fsub contract double %1742, %1745
  %1747 = getelementptr inbounds nuw i8, ptr %8, i64 480
  %1748 = load double, ptr %1747, align 8, !tbaa !11
  %1749 = fmul contract double %1748, %1726
  %1750 = fsub contract double %1746, %1749
  %1751 = getelementptr inbounds nuw i8, ptr %8, i64 280
  %1752 = load double, ptr %1751, align 8, !tbaa !11
  %1753 = fmul contract double %1752, %1750
  %1754 = fsub contract double %1718, %1753
  %1755 = getelementptr inbounds nuw i8, ptr %8, i64 344
  %1756 = load double, ptr %1755, align 8, !tbaa !11
  %1757 = fmul contract double %1756, %1738
  %1758 = fsub contract double %1754, %1757
  %1759 = getelementptr inbounds nuw i8, ptr %8, i64 408
  %1760 = load double, ptr %1759, align 8, !tbaa !11
  %1761 = fmul contract double %1760, %1730
  %1762 = fsub contract double %1758, %1761
  %1763 = getelementptr inbounds nuw i8, ptr %8, i64 472
  %1764 = load double, ptr %1763, align 8, !tbaa !11
  %1765 = fmul contract double %1764, %1726
  %1766 = fsub contract double %1762, %1765
  %1767 = getelementptr inbounds nuw i8, ptr %8, i64 208
  %1768 = load double, ptr %1767, align 8, !tbaa !11
  %1769 = fmul contract double %1768, %1766
  %1770 = fsub contract double %1716, %1769
  %1771 = getelementptr inbounds nuw i8, ptr %8, i64 272
  %1772 = load double, ptr %1771, align 8, !tbaa !11
  %1773 = fmul contract double %1772, %1750
  %1774 = fsub contract double %1770, %1773
  %1775 = getelementptr inbounds nuw i8, ptr %8, i64 336
  %1776 = load double, ptr %1775, align 8, !tbaa !11
  %1777 = fmul contract double %1776, %1738
  %1778 = fsub contract double %1774, %1777
  %1779 = getelementptr inbounds nuw i8, ptr %8, i64 400
  %1780 = load double, ptr %1779, align 8, !tbaa !11
  %1781 = fmul contract double %1780, %1730
  %1782 = fsub contract double %1778, %1781
  %1783 = getelementptr inbounds nuw i8, ptr %8, i64 464
  %1784 = load double, ptr %1783, align 8, !tbaa !11
  %1785 = fmul contract double %1784, %1726
  %1786 = fsub contract double %1782, %1785
  %1787 = getelementptr inbounds nuw i8, ptr %8, i64 136
  %1788 = load double, ptr %1787, align 8, !tbaa !11
  %1789 = fmul contract double %1788, %1786
  %1790 = fsub contract double %1714, %1789
  %1791 = getelementptr inbounds nuw i8, ptr %8, i64 200
  %1792 = load double, ptr %1791, align 8, !tbaa !11
  %1793 = fmul contract double %1792, %1766
  %1794 = fsub contract double %1790, %1793
  %1795 = getelementptr inbounds nuw i8, ptr %8, i64 264
  %1796 = load double, ptr %1795, align 8, !tbaa !11
  %1797 = fmul contract double %1796, %1750
  %1798 = fsub contract double %1794, %1797
  %1799 = getelementptr inbounds nuw i8, ptr %8, i64 328
  %1800 = load double, ptr %1799, align 8, !tbaa !11
  %1801 = fmul contract double %1800, %1738
  %1802 = fsub contract double %1798, %1801
  %1803 = getelementptr inbounds nuw i8, ptr %8, i64 392
  %1804 = load double, ptr %1803, align 8, !tbaa !11
  %1805 = fmul contract double %1804, %1730
  %1806 = fsub contract double %1802, %1805
  %1807 = getelementptr inbounds nuw i8, ptr %8, i64 456
  %1808 = load double, ptr %1807, align 8, !tbaa !11
  %1809 = fmul contract double %1808, %1726
  %1810 = fsub contract double %1806, %1809
  %1811 = load double, ptr %35, align 8, !tbaa !11
  %1812 = fmul contract double %1811, %1810
  %1813 = fsub contract double %1712, %1812
  %1814 = load double, ptr %57, align 8, !tbaa !11
  %1815 = fmul contract double %1814, %1786
  %1816 = fsub contract double %1813, %1815
  %1817 = load double, ptr %99, align 8, !tbaa !11
  %1818 = fmul contract double %1817, %1766
  %1819 = fsub contract double %1816, %1818
  %1820 = load double, ptr %157, align 8, !tbaa !11
  %1821 = fmul contract double %1820, %1750
  %1822 = fsub contract double %1819, %1821
  %1823 = load double, ptr %231, align 8, !tbaa !11
  %1824 = fmul contract double %1823, %1738
  %1825 = fsub contract double %1822, %1824
  %1826 = load double, ptr %321, align 8, !tbaa !11
  %1827 = fmul contract double %1826, %1730
  %1828 = fsub contract double %1825, %1827
  %1829 = load double, ptr %427, align 8, !tbaa !11
  %1830 = fmul contract double %1829, %1726
  %1831 = fsub contract double %1828, %1830
  %1832 = getelementptr inbounds nuw i8, ptr %1327, i64 64
  store double %1831, ptr %1832, align 8, !tbaa !11
  %1833 = getelementptr inbounds nuw i8, ptr %1327, i64 72
  store double %1810, ptr %1833, align 8, !tbaa !11
  %1834 = getelementptr inbounds nuw i8, ptr %1327, i64 80
  store double %1786, ptr %1834, align 8, !tbaa !11
  %1835 = getelementptr inbounds nuw i8, ptr %1327, i64 88
  store double %1766, ptr %1835, align 8, !tbaa !11
  %1836 = getelementptr inbounds nuw i8, ptr %1327, i64 96
  store double %1750, ptr %1836, align 8, !tbaa !11
  %1837 = getelementptr inbounds nuw i8, ptr %1327, i64 104
  store double %1738, ptr %1837, align 8, !tbaa !11
  %1838 = getelementptr inbounds nuw i8, ptr %1327, i64 112
  store double %1730, ptr %1838, align 8, !tbaa !11
  %1839 = getelementptr inbounds nuw i8, ptr %1327, i64 120
  store double %1726, ptr %1839, align 8, !tbaa !11
  %1840 = fadd contract double %1250, %1323
  %1841 = getelementptr inbounds i32, ptr %5, i64 %17
  store i32 %732, ptr %1841, align 4, !tbaa !6
  %1842 = getelementptr inbounds double, ptr %6, i64 %17
  store double %1840, ptr %1842, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #9
  br label %1843

1843:                                             ; preds = %7, %1322
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
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 128
  %51 = load double, ptr %50, align 8, !tbaa !11
  %52 = load double, ptr %33, align 8, !tbaa !11
  %53 = fmul contract double %51, %52
  %54 = load double, ptr %1, align 8, !tbaa !11
  %55 = fmul contract double %53, %54
  %56 = fsub contract double %49, %55
  %57 = fmul contract double %47, %56
  store double %57, ptr %48, align 8, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = load double, ptr %33, align 8, !tbaa !11
  %63 = fmul contract double %61, %62
  %64 = load double, ptr %1, align 8, !tbaa !11
  %65 = fmul contract double %63, %64
  %66 = fsub contract double %59, %65
  %67 = fmul contract double %47, %66
  store double %67, ptr %58, align 8, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %69 = load double, ptr %68, align 8, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = load double, ptr %33, align 8, !tbaa !11
  %73 = fmul contract double %71, %72
  %74 = load double, ptr %1, align 8, !tbaa !11
  %75 = fmul contract double %73, %74
  %76 = fsub contract double %69, %75
  %77 = fmul contract double %47, %76
  store double %77, ptr %68, align 8, !tbaa !11
  %78 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %79 = load double, ptr %78, align 8, !tbaa !11
  %80 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %81 = load double, ptr %80, align 8, !tbaa !11
  %82 = load double, ptr %33, align 8, !tbaa !11
  %83 = fmul contract double %81, %82
  %84 = load double, ptr %1, align 8, !tbaa !11
  %85 = fmul contract double %83, %84
  %86 = fsub contract double %79, %85
  %87 = fmul contract double %47, %86
  store double %87, ptr %78, align 8, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %89 = load double, ptr %88, align 8, !tbaa !11
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = load double, ptr %33, align 8, !tbaa !11
  %93 = fmul contract double %91, %92
  %94 = load double, ptr %1, align 8, !tbaa !11
  %95 = fmul contract double %93, %94
  %96 = fsub contract double %89, %95
  %97 = fmul contract double %47, %96
  store double %97, ptr %88, align 8, !tbaa !11
  %98 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %99 = load double, ptr %98, align 8, !tbaa !11
  %100 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %101 = load double, ptr %100, align 8, !tbaa !11
  %102 = load double, ptr %33, align 8, !tbaa !11
  %103 = fmul contract double %101, %102
  %104 = load double, ptr %1, align 8, !tbaa !11
  %105 = fmul contract double %103, %104
  %106 = fsub contract double %99, %105
  %107 = fmul contract double %47, %106
  store double %107, ptr %98, align 8, !tbaa !11
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
  %119 = load double, ptr %46, align 8, !tbaa !11
  %120 = fmul contract double %118, %119
  %121 = fsub contract double %115, %120
  %122 = tail call noundef double @llvm.nvvm.fabs.f64(double %121)
  %123 = fcmp contract olt double %122, %2
  %124 = fcmp contract olt double %121, 0.000000e+00
  %125 = select contract i1 %124, double %4, double %2
  %126 = select i1 %123, double %125, double %121
  %127 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store double %126, ptr %127, align 8, !tbaa !11
  %128 = fdiv contract double 1.000000e+00, %126
  %129 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %130 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %131 = load double, ptr %130, align 8, !tbaa !11
  %132 = load double, ptr %129, align 8, !tbaa !11
  %133 = load double, ptr %108, align 8, !tbaa !11
  %134 = fmul contract double %132, %133
  %135 = load double, ptr %1, align 8, !tbaa !11
  %136 = fmul contract double %134, %135
  %137 = fsub contract double %131, %136
  %138 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %139 = load double, ptr %138, align 8, !tbaa !11
  %140 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %141 = load double, ptr %140, align 8, !tbaa !11
  %142 = fmul contract double %139, %141
  %143 = load double, ptr %46, align 8, !tbaa !11
  %144 = fmul contract double %142, %143
  %145 = fsub contract double %137, %144
  %146 = fmul contract double %128, %145
  store double %146, ptr %130, align 8, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %148 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %149 = load double, ptr %148, align 8, !tbaa !11
  %150 = load double, ptr %147, align 8, !tbaa !11
  %151 = load double, ptr %108, align 8, !tbaa !11
  %152 = fmul contract double %150, %151
  %153 = load double, ptr %1, align 8, !tbaa !11
  %154 = fmul contract double %152, %153
  %155 = fsub contract double %149, %154
  %156 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %157 = load double, ptr %156, align 8, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %159 = load double, ptr %158, align 8, !tbaa !11
  %160 = fmul contract double %157, %159
  %161 = load double, ptr %46, align 8, !tbaa !11
  %162 = fmul contract double %160, %161
  %163 = fsub contract double %155, %162
  %164 = fmul contract double %128, %163
  store double %164, ptr %148, align 8, !tbaa !11
  %165 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %166 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %167 = load double, ptr %166, align 8, !tbaa !11
  %168 = load double, ptr %165, align 8, !tbaa !11
  %169 = load double, ptr %108, align 8, !tbaa !11
  %170 = fmul contract double %168, %169
  %171 = load double, ptr %1, align 8, !tbaa !11
  %172 = fmul contract double %170, %171
  %173 = fsub contract double %167, %172
  %174 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %175 = load double, ptr %174, align 8, !tbaa !11
  %176 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %177 = load double, ptr %176, align 8, !tbaa !11
  %178 = fmul contract double %175, %177
  %179 = load double, ptr %46, align 8, !tbaa !11
  %180 = fmul contract double %178, %179
  %181 = fsub contract double %173, %180
  %182 = fmul contract double %128, %181
  store double %182, ptr %166, align 8, !tbaa !11
  %183 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %184 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %185 = load double, ptr %184, align 8, !tbaa !11
  %186 = load double, ptr %183, align 8, !tbaa !11
  %187 = load double, ptr %108, align 8, !tbaa !11
  %188 = fmul contract double %186, %187
  %189 = load double, ptr %1, align 8, !tbaa !11
  %190 = fmul contract double %188, %189
  %191 = fsub contract double %185, %190
  %192 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %193 = load double, ptr %192, align 8, !tbaa !11
  %194 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %195 = load double, ptr %194, align 8, !tbaa !11
  %196 = fmul contract double %193, %195
  %197 = load double, ptr %46, align 8, !tbaa !11
  %198 = fmul contract double %196, %197
  %199 = fsub contract double %191, %198
  %200 = fmul contract double %128, %199
  store double %200, ptr %184, align 8, !tbaa !11
  %201 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %202 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %203 = load double, ptr %202, align 8, !tbaa !11
  %204 = load double, ptr %201, align 8, !tbaa !11
  %205 = load double, ptr %108, align 8, !tbaa !11
  %206 = fmul contract double %204, %205
  %207 = load double, ptr %1, align 8, !tbaa !11
  %208 = fmul contract double %206, %207
  %209 = fsub contract double %203, %208
  %210 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %211 = load double, ptr %210, align 8, !tbaa !11
  %212 = getelementptr inbounds nuw i8, ptr %0, i64 136
  %213 = load double, ptr %212, align 8, !tbaa !11
  %214 = fmul contract double %211, %213
  %215 = load double, ptr %46, align 8, !tbaa !11
  %216 = fmul contract double %214, %215
  %217 = fsub contract double %209, %216
  %218 = fmul contract double %128, %217
  store double %218, ptr %202, align 8, !tbaa !11
  %219 = getelementptr inbounds nuw i8, ptr %0, i64 192
  %220 = getelementptr inbounds nuw i8, ptr %0, i64 216
  %221 = load double, ptr %220, align 8, !tbaa !11
  %222 = load double, ptr %219, align 8, !tbaa !11
  %223 = fmul contract double %222, %222
  %224 = load double, ptr %1, align 8, !tbaa !11
  %225 = fmul contract double %223, %224
  %226 = fsub contract double %221, %225
  %227 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %228 = load double, ptr %227, align 8, !tbaa !11
  %229 = fmul contract double %228, %228
  %230 = load double, ptr %46, align 8, !tbaa !11
  %231 = fmul contract double %229, %230
  %232 = fsub contract double %226, %231
  %233 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %234 = load double, ptr %233, align 8, !tbaa !11
  %235 = fmul contract double %234, %234
  %236 = load double, ptr %127, align 8, !tbaa !11
  %237 = fmul contract double %235, %236
  %238 = fsub contract double %232, %237
  %239 = tail call noundef double @llvm.nvvm.fabs.f64(double %238)
  %240 = fcmp contract olt double %239, %2
  %241 = fcmp contract olt double %238, 0.000000e+00
  %242 = select contract i1 %241, double %4, double %2
  %243 = select i1 %240, double %242, double %238
  %244 = getelementptr inbounds nuw i8, ptr %1, i64 24
  store double %243, ptr %244, align 8, !tbaa !11
  %245 = fdiv contract double 1.000000e+00, %243
  %246 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %247 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %248 = load double, ptr %247, align 8, !tbaa !11
  %249 = load double, ptr %246, align 8, !tbaa !11
  %250 = load double, ptr %219, align 8, !tbaa !11
  %251 = fmul contract double %249, %250
  %252 = load double, ptr %1, align 8, !tbaa !11
  %253 = fmul contract double %251, %252
  %254 = fsub contract double %248, %253
  %255 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %256 = load double, ptr %255, align 8, !tbaa !11
  %257 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %258 = load double, ptr %257, align 8, !tbaa !11
  %259 = fmul contract double %256, %258
  %260 = load double, ptr %46, align 8, !tbaa !11
  %261 = fmul contract double %259, %260
  %262 = fsub contract double %254, %261
  %263 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %264 = load double, ptr %263, align 8, !tbaa !11
  %265 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %266 = load double, ptr %265, align 8, !tbaa !11
  %267 = fmul contract double %264, %266
  %268 = load double, ptr %127, align 8, !tbaa !11
  %269 = fmul contract double %267, %268
  %270 = fsub contract double %262, %269
  %271 = fmul contract double %245, %270
  store double %271, ptr %247, align 8, !tbaa !11
  %272 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %273 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %274 = load double, ptr %273, align 8, !tbaa !11
  %275 = load double, ptr %272, align 8, !tbaa !11
  %276 = load double, ptr %219, align 8, !tbaa !11
  %277 = fmul contract double %275, %276
  %278 = load double, ptr %1, align 8, !tbaa !11
  %279 = fmul contract double %277, %278
  %280 = fsub contract double %274, %279
  %281 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %282 = load double, ptr %281, align 8, !tbaa !11
  %283 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %284 = load double, ptr %283, align 8, !tbaa !11
  %285 = fmul contract double %282, %284
  %286 = load double, ptr %46, align 8, !tbaa !11
  %287 = fmul contract double %285, %286
  %288 = fsub contract double %280, %287
  %289 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %290 = load double, ptr %289, align 8, !tbaa !11
  %291 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %292 = load double, ptr %291, align 8, !tbaa !11
  %293 = fmul contract double %290, %292
  %294 = load double, ptr %127, align 8, !tbaa !11
  %295 = fmul contract double %293, %294
  %296 = fsub contract double %288, %295
  %297 = fmul contract double %245, %296
  store double %297, ptr %273, align 8, !tbaa !11
  %298 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %299 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %300 = load double, ptr %299, align 8, !tbaa !11
  %301 = load double, ptr %298, align 8, !tbaa !11
  %302 = load double, ptr %219, align 8, !tbaa !11
  %303 = fmul contract double %301, %302
  %304 = load double, ptr %1, align 8, !tbaa !11
  %305 = fmul contract double %303, %304
  %306 = fsub contract double %300, %305
  %307 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %308 = load double, ptr %307, align 8, !tbaa !11
  %309 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %310 = load double, ptr %309, align 8, !tbaa !11
  %311 = fmul contract double %308, %310
  %312 = load double, ptr %46, align 8, !tbaa !11
  %313 = fmul contract double %311, %312
  %314 = fsub contract double %306, %313
  %315 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %316 = load double, ptr %315, align 8, !tbaa !11
  %317 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %318 = load double, ptr %317, align 8, !tbaa !11
  %319 = fmul contract double %316, %318
  %320 = load double, ptr %127, align 8, !tbaa !11
  %321 = fmul contract double %319, %320
  %322 = fsub contract double %314, %321
  %323 = fmul contract double %245, %322
  store double %323, ptr %299, align 8, !tbaa !11
  %324 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %325 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %326 = load double, ptr %325, align 8, !tbaa !11
  %327 = load double, ptr %324, align 8, !tbaa !11
  %328 = load double, ptr %219, align 8, !tbaa !11
  %329 = fmul contract double %327, %328
  %330 = load double, ptr %1, align 8, !tbaa !11
  %331 = fmul contract double %329, %330
  %332 = fsub contract double %326, %331
  %333 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %334 = load double, ptr %333, align 8, !tbaa !11
  %335 = getelementptr inbounds nuw i8, ptr %0, i64 200
  %336 = load double, ptr %335, align 8, !tbaa !11
  %337 = fmul contract double %334, %336
  %338 = load double, ptr %46, align 8, !tbaa !11
  %339 = fmul contract double %337, %338
  %340 = fsub contract double %332, %339
  %341 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %342 = load double, ptr %341, align 8, !tbaa !11
  %343 = getelementptr inbounds nuw i8, ptr %0, i64 208
  %344 = load double, ptr %343, align 8, !tbaa !11
  %345 = fmul contract double %342, %344
  %346 = load double, ptr %127, align 8, !tbaa !11
  %347 = fmul contract double %345, %346
  %348 = fsub contract double %340, %347
  %349 = fmul contract double %245, %348
  store double %349, ptr %325, align 8, !tbaa !11
  %350 = getelementptr inbounds nuw i8, ptr %0, i64 256
  %351 = getelementptr inbounds nuw i8, ptr %0, i64 288
  %352 = load double, ptr %351, align 8, !tbaa !11
  %353 = load double, ptr %350, align 8, !tbaa !11
  %354 = fmul contract double %353, %353
  %355 = load double, ptr %1, align 8, !tbaa !11
  %356 = fmul contract double %354, %355
  %357 = fsub contract double %352, %356
  %358 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %359 = load double, ptr %358, align 8, !tbaa !11
  %360 = fmul contract double %359, %359
  %361 = load double, ptr %46, align 8, !tbaa !11
  %362 = fmul contract double %360, %361
  %363 = fsub contract double %357, %362
  %364 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %365 = load double, ptr %364, align 8, !tbaa !11
  %366 = fmul contract double %365, %365
  %367 = load double, ptr %127, align 8, !tbaa !11
  %368 = fmul contract double %366, %367
  %369 = fsub contract double %363, %368
  %370 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %371 = load double, ptr %370, align 8, !tbaa !11
  %372 = fmul contract double %371, %371
  %373 = load double, ptr %244, align 8, !tbaa !11
  %374 = fmul contract double %372, %373
  %375 = fsub contract double %369, %374
  %376 = tail call noundef double @llvm.nvvm.fabs.f64(double %375)
  %377 = fcmp contract olt double %376, %2
  %378 = fcmp contract olt double %375, 0.000000e+00
  %379 = select contract i1 %378, double %4, double %2
  %380 = select i1 %377, double %379, double %375
  %381 = getelementptr inbounds nuw i8, ptr %1, i64 32
  store double %380, ptr %381, align 8, !tbaa !11
  %382 = fdiv contract double 1.000000e+00, %380
  %383 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %384 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %385 = load double, ptr %384, align 8, !tbaa !11
  %386 = load double, ptr %383, align 8, !tbaa !11
  %387 = load double, ptr %350, align 8, !tbaa !11
  %388 = fmul contract double %386, %387
  %389 = load double, ptr %1, align 8, !tbaa !11
  %390 = fmul contract double %388, %389
  %391 = fsub contract double %385, %390
  %392 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %393 = load double, ptr %392, align 8, !tbaa !11
  %394 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %395 = load double, ptr %394, align 8, !tbaa !11
  %396 = fmul contract double %393, %395
  %397 = load double, ptr %46, align 8, !tbaa !11
  %398 = fmul contract double %396, %397
  %399 = fsub contract double %391, %398
  %400 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %401 = load double, ptr %400, align 8, !tbaa !11
  %402 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %403 = load double, ptr %402, align 8, !tbaa !11
  %404 = fmul contract double %401, %403
  %405 = load double, ptr %127, align 8, !tbaa !11
  %406 = fmul contract double %404, %405
  %407 = fsub contract double %399, %406
  %408 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %409 = load double, ptr %408, align 8, !tbaa !11
  %410 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %411 = load double, ptr %410, align 8, !tbaa !11
  %412 = fmul contract double %409, %411
  %413 = load double, ptr %244, align 8, !tbaa !11
  %414 = fmul contract double %412, %413
  %415 = fsub contract double %407, %414
  %416 = fmul contract double %382, %415
  store double %416, ptr %384, align 8, !tbaa !11
  %417 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %418 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %419 = load double, ptr %418, align 8, !tbaa !11
  %420 = load double, ptr %417, align 8, !tbaa !11
  %421 = load double, ptr %350, align 8, !tbaa !11
  %422 = fmul contract double %420, %421
  %423 = load double, ptr %1, align 8, !tbaa !11
  %424 = fmul contract double %422, %423
  %425 = fsub contract double %419, %424
  %426 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %427 = load double, ptr %426, align 8, !tbaa !11
  %428 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %429 = load double, ptr %428, align 8, !tbaa !11
  %430 = fmul contract double %427, %429
  %431 = load double, ptr %46, align 8, !tbaa !11
  %432 = fmul contract double %430, %431
  %433 = fsub contract double %425, %432
  %434 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %435 = load double, ptr %434, align 8, !tbaa !11
  %436 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %437 = load double, ptr %436, align 8, !tbaa !11
  %438 = fmul contract double %435, %437
  %439 = load double, ptr %127, align 8, !tbaa !11
  %440 = fmul contract double %438, %439
  %441 = fsub contract double %433, %440
  %442 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %443 = load double, ptr %442, align 8, !tbaa !11
  %444 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %445 = load double, ptr %444, align 8, !tbaa !11
  %446 = fmul contract double %443, %445
  %447 = load double, ptr %244, align 8, !tbaa !11
  %448 = fmul contract double %446, %447
  %449 = fsub contract double %441, %448
  %450 = fmul contract double %382, %449
  store double %450, ptr %418, align 8, !tbaa !11
  %451 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %452 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %453 = load double, ptr %452, align 8, !tbaa !11
  %454 = load double, ptr %451, align 8, !tbaa !11
  %455 = load double, ptr %350, align 8, !tbaa !11
  %456 = fmul contract double %454, %455
  %457 = load double, ptr %1, align 8, !tbaa !11
  %458 = fmul contract double %456, %457
  %459 = fsub contract double %453, %458
  %460 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %461 = load double, ptr %460, align 8, !tbaa !11
  %462 = getelementptr inbounds nuw i8, ptr %0, i64 264
  %463 = load double, ptr %462, align 8, !tbaa !11
  %464 = fmul contract double %461, %463
  %465 = load double, ptr %46, align 8, !tbaa !11
  %466 = fmul contract double %464, %465
  %467 = fsub contract double %459, %466
  %468 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %469 = load double, ptr %468, align 8, !tbaa !11
  %470 = getelementptr inbounds nuw i8, ptr %0, i64 272
  %471 = load double, ptr %470, align 8, !tbaa !11
  %472 = fmul contract double %469, %471
  %473 = load double, ptr %127, align 8, !tbaa !11
  %474 = fmul contract double %472, %473
  %475 = fsub contract double %467, %474
  %476 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %477 = load double, ptr %476, align 8, !tbaa !11
  %478 = getelementptr inbounds nuw i8, ptr %0, i64 280
  %479 = load double, ptr %478, align 8, !tbaa !11
  %480 = fmul contract double %477, %479
  %481 = load double, ptr %244, align 8, !tbaa !11
  %482 = fmul contract double %480, %481
  %483 = fsub contract double %475, %482
  %484 = fmul contract double %382, %483
  store double %484, ptr %452, align 8, !tbaa !11
  %485 = getelementptr inbounds nuw i8, ptr %0, i64 320
  %486 = getelementptr inbounds nuw i8, ptr %0, i64 360
  %487 = load double, ptr %486, align 8, !tbaa !11
  %488 = load double, ptr %485, align 8, !tbaa !11
  %489 = fmul contract double %488, %488
  %490 = load double, ptr %1, align 8, !tbaa !11
  %491 = fmul contract double %489, %490
  %492 = fsub contract double %487, %491
  %493 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %494 = load double, ptr %493, align 8, !tbaa !11
  %495 = fmul contract double %494, %494
  %496 = load double, ptr %46, align 8, !tbaa !11
  %497 = fmul contract double %495, %496
  %498 = fsub contract double %492, %497
  %499 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %500 = load double, ptr %499, align 8, !tbaa !11
  %501 = fmul contract double %500, %500
  %502 = load double, ptr %127, align 8, !tbaa !11
  %503 = fmul contract double %501, %502
  %504 = fsub contract double %498, %503
  %505 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %506 = load double, ptr %505, align 8, !tbaa !11
  %507 = fmul contract double %506, %506
  %508 = load double, ptr %244, align 8, !tbaa !11
  %509 = fmul contract double %507, %508
  %510 = fsub contract double %504, %509
  %511 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %512 = load double, ptr %511, align 8, !tbaa !11
  %513 = fmul contract double %512, %512
  %514 = load double, ptr %381, align 8, !tbaa !11
  %515 = fmul contract double %513, %514
  %516 = fsub contract double %510, %515
  %517 = tail call noundef double @llvm.nvvm.fabs.f64(double %516)
  %518 = fcmp contract olt double %517, %2
  %519 = fcmp contract olt double %516, 0.000000e+00
  %520 = select contract i1 %519, double %4, double %2
  %521 = select i1 %518, double %520, double %516
  %522 = getelementptr inbounds nuw i8, ptr %1, i64 40
  store double %521, ptr %522, align 8, !tbaa !11
  %523 = fdiv contract double 1.000000e+00, %521
  %524 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %525 = getelementptr inbounds nuw i8, ptr %0, i64 424
  %526 = load double, ptr %525, align 8, !tbaa !11
  %527 = load double, ptr %524, align 8, !tbaa !11
  %528 = load double, ptr %485, align 8, !tbaa !11
  %529 = fmul contract double %527, %528
  %530 = load double, ptr %1, align 8, !tbaa !11
  %531 = fmul contract double %529, %530
  %532 = fsub contract double %526, %531
  %533 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %534 = load double, ptr %533, align 8, !tbaa !11
  %535 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %536 = load double, ptr %535, align 8, !tbaa !11
  %537 = fmul contract double %534, %536
  %538 = load double, ptr %46, align 8, !tbaa !11
  %539 = fmul contract double %537, %538
  %540 = fsub contract double %532, %539
  %541 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %542 = load double, ptr %541, align 8, !tbaa !11
  %543 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %544 = load double, ptr %543, align 8, !tbaa !11
  %545 = fmul contract double %542, %544
  %546 = load double, ptr %127, align 8, !tbaa !11
  %547 = fmul contract double %545, %546
  %548 = fsub contract double %540, %547
  %549 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %550 = load double, ptr %549, align 8, !tbaa !11
  %551 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %552 = load double, ptr %551, align 8, !tbaa !11
  %553 = fmul contract double %550, %552
  %554 = load double, ptr %244, align 8, !tbaa !11
  %555 = fmul contract double %553, %554
  %556 = fsub contract double %548, %555
  %557 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %558 = load double, ptr %557, align 8, !tbaa !11
  %559 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %560 = load double, ptr %559, align 8, !tbaa !11
  %561 = fmul contract double %558, %560
  %562 = load double, ptr %381, align 8, !tbaa !11
  %563 = fmul contract double %561, %562
  %564 = fsub contract double %556, %563
  %565 = fmul contract double %523, %564
  store double %565, ptr %525, align 8, !tbaa !11
  %566 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %567 = getelementptr inbounds nuw i8, ptr %0, i64 488
  %568 = load double, ptr %567, align 8, !tbaa !11
  %569 = load double, ptr %566, align 8, !tbaa !11
  %570 = load double, ptr %485, align 8, !tbaa !11
  %571 = fmul contract double %569, %570
  %572 = load double, ptr %1, align 8, !tbaa !11
  %573 = fmul contract double %571, %572
  %574 = fsub contract double %568, %573
  %575 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %576 = load double, ptr %575, align 8, !tbaa !11
  %577 = getelementptr inbounds nuw i8, ptr %0, i64 328
  %578 = load double, ptr %577, align 8, !tbaa !11
  %579 = fmul contract double %576, %578
  %580 = load double, ptr %46, align 8, !tbaa !11
  %581 = fmul contract double %579, %580
  %582 = fsub contract double %574, %581
  %583 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %584 = load double, ptr %583, align 8, !tbaa !11
  %585 = getelementptr inbounds nuw i8, ptr %0, i64 336
  %586 = load double, ptr %585, align 8, !tbaa !11
  %587 = fmul contract double %584, %586
  %588 = load double, ptr %127, align 8, !tbaa !11
  %589 = fmul contract double %587, %588
  %590 = fsub contract double %582, %589
  %591 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %592 = load double, ptr %591, align 8, !tbaa !11
  %593 = getelementptr inbounds nuw i8, ptr %0, i64 344
  %594 = load double, ptr %593, align 8, !tbaa !11
  %595 = fmul contract double %592, %594
  %596 = load double, ptr %244, align 8, !tbaa !11
  %597 = fmul contract double %595, %596
  %598 = fsub contract double %590, %597
  %599 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %600 = load double, ptr %599, align 8, !tbaa !11
  %601 = getelementptr inbounds nuw i8, ptr %0, i64 352
  %602 = load double, ptr %601, align 8, !tbaa !11
  %603 = fmul contract double %600, %602
  %604 = load double, ptr %381, align 8, !tbaa !11
  %605 = fmul contract double %603, %604
  %606 = fsub contract double %598, %605
  %607 = fmul contract double %523, %606
  store double %607, ptr %567, align 8, !tbaa !11
  %608 = getelementptr inbounds nuw i8, ptr %0, i64 384
  %609 = getelementptr inbounds nuw i8, ptr %0, i64 432
  %610 = load double, ptr %609, align 8, !tbaa !11
  %611 = load double, ptr %608, align 8, !tbaa !11
  %612 = fmul contract double %611, %611
  %613 = load double, ptr %1, align 8, !tbaa !11
  %614 = fmul contract double %612, %613
  %615 = fsub contract double %610, %614
  %616 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %617 = load double, ptr %616, align 8, !tbaa !11
  %618 = fmul contract double %617, %617
  %619 = load double, ptr %46, align 8, !tbaa !11
  %620 = fmul contract double %618, %619
  %621 = fsub contract double %615, %620
  %622 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %623 = load double, ptr %622, align 8, !tbaa !11
  %624 = fmul contract double %623, %623
  %625 = load double, ptr %127, align 8, !tbaa !11
  %626 = fmul contract double %624, %625
  %627 = fsub contract double %621, %626
  %628 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %629 = load double, ptr %628, align 8, !tbaa !11
  %630 = fmul contract double %629, %629
  %631 = load double, ptr %244, align 8, !tbaa !11
  %632 = fmul contract double %630, %631
  %633 = fsub contract double %627, %632
  %634 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %635 = load double, ptr %634, align 8, !tbaa !11
  %636 = fmul contract double %635, %635
  %637 = load double, ptr %381, align 8, !tbaa !11
  %638 = fmul contract double %636, %637
  %639 = fsub contract double %633, %638
  %640 = getelementptr inbounds nuw i8, ptr %0, i64 424
  %641 = load double, ptr %640, align 8, !tbaa !11
  %642 = fmul contract double %641, %641
  %643 = load double, ptr %522, align 8, !tbaa !11
  %644 = fmul contract double %642, %643
  %645 = fsub contract double %639, %644
  %646 = tail call noundef double @llvm.nvvm.fabs.f64(double %645)
  %647 = fcmp contract olt double %646, %2
  %648 = fcmp contract olt double %645, 0.000000e+00
  %649 = select contract i1 %648, double %4, double %2
  %650 = select i1 %647, double %649, double %645
  %651 = getelementptr inbounds nuw i8, ptr %1, i64 48
  store double %650, ptr %651, align 8, !tbaa !11
  %652 = fdiv contract double 1.000000e+00, %650
  %653 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %654 = getelementptr inbounds nuw i8, ptr %0, i64 496
  %655 = load double, ptr %654, align 8, !tbaa !11
  %656 = load double, ptr %653, align 8, !tbaa !11
  %657 = load double, ptr %608, align 8, !tbaa !11
  %658 = fmul contract double %656, %657
  %659 = load double, ptr %1, align 8, !tbaa !11
  %660 = fmul contract double %658, %659
  %661 = fsub contract double %655, %660
  %662 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %663 = load double, ptr %662, align 8, !tbaa !11
  %664 = getelementptr inbounds nuw i8, ptr %0, i64 392
  %665 = load double, ptr %664, align 8, !tbaa !11
  %666 = fmul contract double %663, %665
  %667 = load double, ptr %46, align 8, !tbaa !11
  %668 = fmul contract double %666, %667
  %669 = fsub contract double %661, %668
  %670 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %671 = load double, ptr %670, align 8, !tbaa !11
  %672 = getelementptr inbounds nuw i8, ptr %0, i64 400
  %673 = load double, ptr %672, align 8, !tbaa !11
  %674 = fmul contract double %671, %673
  %675 = load double, ptr %127, align 8, !tbaa !11
  %676 = fmul contract double %674, %675
  %677 = fsub contract double %669, %676
  %678 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %679 = load double, ptr %678, align 8, !tbaa !11
  %680 = getelementptr inbounds nuw i8, ptr %0, i64 408
  %681 = load double, ptr %680, align 8, !tbaa !11
  %682 = fmul contract double %679, %681
  %683 = load double, ptr %244, align 8, !tbaa !11
  %684 = fmul contract double %682, %683
  %685 = fsub contract double %677, %684
  %686 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %687 = load double, ptr %686, align 8, !tbaa !11
  %688 = getelementptr inbounds nuw i8, ptr %0, i64 416
  %689 = load double, ptr %688, align 8, !tbaa !11
  %690 = fmul contract double %687, %689
  %691 = load double, ptr %381, align 8, !tbaa !11
  %692 = fmul contract double %690, %691
  %693 = fsub contract double %685, %692
  %694 = getelementptr inbounds nuw i8, ptr %0, i64 488
  %695 = load double, ptr %694, align 8, !tbaa !11
  %696 = getelementptr inbounds nuw i8, ptr %0, i64 424
  %697 = load double, ptr %696, align 8, !tbaa !11
  %698 = fmul contract double %695, %697
  %699 = load double, ptr %522, align 8, !tbaa !11
  %700 = fmul contract double %698, %699
  %701 = fsub contract double %693, %700
  %702 = fmul contract double %652, %701
  store double %702, ptr %654, align 8, !tbaa !11
  %703 = getelementptr inbounds nuw i8, ptr %0, i64 448
  %704 = getelementptr inbounds nuw i8, ptr %0, i64 504
  %705 = load double, ptr %704, align 8, !tbaa !11
  %706 = load double, ptr %703, align 8, !tbaa !11
  %707 = fmul contract double %706, %706
  %708 = load double, ptr %1, align 8, !tbaa !11
  %709 = fmul contract double %707, %708
  %710 = fsub contract double %705, %709
  %711 = getelementptr inbounds nuw i8, ptr %0, i64 456
  %712 = load double, ptr %711, align 8, !tbaa !11
  %713 = fmul contract double %712, %712
  %714 = load double, ptr %46, align 8, !tbaa !11
  %715 = fmul contract double %713, %714
  %716 = fsub contract double %710, %715
  %717 = getelementptr inbounds nuw i8, ptr %0, i64 464
  %718 = load double, ptr %717, align 8, !tbaa !11
  %719 = fmul contract double %718, %718
  %720 = load double, ptr %127, align 8, !tbaa !11
  %721 = fmul contract double %719, %720
  %722 = fsub contract double %716, %721
  %723 = getelementptr inbounds nuw i8, ptr %0, i64 472
  %724 = load double, ptr %723, align 8, !tbaa !11
  %725 = fmul contract double %724, %724
  %726 = load double, ptr %244, align 8, !tbaa !11
  %727 = fmul contract double %725, %726
  %728 = fsub contract double %722, %727
  %729 = getelementptr inbounds nuw i8, ptr %0, i64 480
  %730 = load double, ptr %729, align 8, !tbaa !11
  %731 = fmul contract double %730, %730
  %732 = load double, ptr %381, align 8, !tbaa !11
  %733 = fmul contract double %731, %732
  %734 = fsub contract double %728, %733
  %735 = getelementptr inbounds nuw i8, ptr %0, i64 488
  %736 = load double, ptr %735, align 8, !tbaa !11
  %737 = fmul contract double %736, %736
  %738 = load double, ptr %522, align 8, !tbaa !11
  %739 = fmul contract double %737, %738
  %740 = fsub contract double %734, %739
  %741 = getelementptr inbounds nuw i8, ptr %0, i64 496
  %742 = load double, ptr %741, align 8, !tbaa !11
  %743 = fmul contract double %742, %742
  %744 = load double, ptr %651, align 8, !tbaa !11
  %745 = fmul contract double %743, %744
  %746 = fsub contract double %740, %745
  %747 = tail call noundef double @llvm.nvvm.fabs.f64(double %746)
  %748 = fcmp contract olt double %747, %2
  %749 = fcmp contract olt double %746, 0.000000e+00
  %750 = select contract i1 %749, double %4, double %2
  %751 = select i1 %748, double %750, double %746
  %752 = getelementptr inbounds nuw i8, ptr %1, i64 56
  store double %751, ptr %752, align 8, !tbaa !11
  %753 = fcmp contract olt double %10, 0.000000e+00
  %754 = zext i1 %753 to i32
  %755 = fcmp contract olt double %45, 0.000000e+00
  %756 = zext i1 %755 to i32
  %757 = add nuw nsw i32 %754, %756
  %758 = fcmp contract olt double %126, 0.000000e+00
  %759 = zext i1 %758 to i32
  %760 = add nuw nsw i32 %757, %759
  %761 = fcmp contract olt double %243, 0.000000e+00
  %762 = zext i1 %761 to i32
  %763 = add nuw nsw i32 %760, %762
  %764 = fcmp contract olt double %380, 0.000000e+00
  %765 = zext i1 %764 to i32
  %766 = add nuw nsw i32 %763, %765
  %767 = fcmp contract olt double %521, 0.000000e+00
  %768 = zext i1 %767 to i32
  %769 = add nuw nsw i32 %766, %768
  %770 = fcmp contract olt double %650, 0.000000e+00
  %771 = zext i1 %770 to i32
  %772 = add nuw nsw i32 %769, %771
  %773 = fcmp contract olt double %751, 0.000000e+00
  %774 = zext i1 %773 to i32
  %775 = add nuw nsw i32 %772, %774
  ret i32 %775
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
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 0"}
!19 = distinct !{!19, !"_Z11logreg_lossPKfPKhiRA6_Kdd"}
!20 = !{!21}
!21 = distinct !{!21, !19, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 1"}
!22 = distinct !{!22, !16}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 0"}
!25 = distinct !{!25, !"_Z11logreg_lossPKfPKhiRA6_Kdd"}
!26 = !{!27}
!27 = distinct !{!27, !25, !"_Z11logreg_lossPKfPKhiRA6_Kdd: argument 1"}
!28 = distinct !{!28, !16}
!29 = distinct !{!29, !16}
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !8, i64 0}
