; ModuleID = 'src/rk4_chemistry.cu'
source_filename = "src/rk4_chemistry.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z9integrateIfEvPKT_S2_PS0_iiS0_ = comdat any

$_Z9integrateIdEvPKT_S2_PS0_iiS0_ = comdat any

@c_pre_exp = dso_local addrspace(4) externally_initialized constant [8 x float] zeroinitializer, align 4
@c_activation = dso_local addrspace(4) externally_initialized constant [8 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_activation to ptr), ptr addrspacecast (ptr addrspace(4) @c_pre_exp to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline nosync nounwind memory(none)
define dso_local noundef float @_Z9arrheniusfi(float noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_pre_exp to ptr), i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !11
  %6 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_activation to ptr), i64 %3
  %7 = load float, ptr %6, align 4, !tbaa !11
  %8 = tail call float @llvm.nvvm.fabs.f32(float %0)
  %9 = fcmp olt float %8, 0x3810000000000000
  %10 = fmul float %8, 0x4170000000000000
  %11 = select i1 %9, float %10, float %8
  %12 = select i1 %9, float -2.400000e+01, float 0.000000e+00
  %13 = bitcast float %11 to i32
  %14 = add i32 %13, -1060439283
  %15 = and i32 %14, -8388608
  %16 = sub i32 %13, %15
  %17 = bitcast i32 %16 to float
  %18 = sitofp i32 %15 to float
  %19 = tail call float @llvm.fma.f32(float %18, float 0x3E80000000000000, float %12)
  %20 = fadd float %17, -1.000000e+00
  %21 = fadd float %17, 1.000000e+00
  %22 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %21) #7, !srcloc !13
  %23 = fmul float %20, 2.000000e+00
  %24 = fmul float %23, %22
  %25 = fmul float %24, %24
  %26 = fsub float %20, %24
  %27 = fmul float %26, 2.000000e+00
  %28 = fneg float %24
  %29 = tail call float @llvm.fma.f32(float %28, float %20, float %27)
  %30 = tail call float @llvm.nvvm.mul.rn.f(float %22, float %29) #8
  %31 = tail call float @llvm.fma.f32(float %25, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %32 = tail call float @llvm.fma.f32(float %31, float %25, float 0x3F92776E60000000)
  %33 = tail call float @llvm.fma.f32(float %32, float %25, float 0x3FBEC709E0000000)
  %34 = tail call float @llvm.nvvm.mul.rn.f(float %33, float %25) #8
  %35 = tail call float @llvm.fma.f32(float %24, float 0x3FF7154760000000, float %19)
  %36 = fsub float %19, %35
  %37 = tail call float @llvm.fma.f32(float %24, float 0x3FF7154760000000, float %36)
  %38 = tail call float @llvm.fma.f32(float %30, float 0x3FF7154760000000, float %37)
  %39 = tail call float @llvm.fma.f32(float %24, float 0x3E54ABC680000000, float %38)
  %40 = fmul float %34, 3.000000e+00
  %41 = tail call float @llvm.fma.f32(float %40, float %30, float %39)
  %42 = tail call float @llvm.fma.f32(float %34, float %24, float %41)
  %43 = tail call float @llvm.nvvm.add.rn.f(float %35, float %42) #8
  %44 = fneg float %35
  %45 = tail call float @llvm.nvvm.add.rn.f(float %43, float %44) #8
  %46 = fneg float %45
  %47 = tail call float @llvm.nvvm.add.rn.f(float %42, float %46) #8
  %48 = tail call float @llvm.nvvm.mul.rn.f(float %43, float 5.000000e-01) #8
  %49 = fneg float %48
  %50 = tail call float @llvm.fma.f32(float %43, float 5.000000e-01, float %49)
  %51 = tail call float @llvm.fma.f32(float %47, float 5.000000e-01, float %50)
  %52 = tail call float @llvm.nvvm.round.f(float %48) #8
  %53 = fsub float %48, %52
  %54 = fadd float %53, %51
  %55 = tail call float @llvm.fma.f32(float %54, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %56 = tail call float @llvm.fma.f32(float %55, float %54, float 0x3F83B30AC0000000)
  %57 = tail call float @llvm.fma.f32(float %56, float %54, float 0x3FAC6AF760000000)
  %58 = tail call float @llvm.fma.f32(float %57, float %54, float 0x3FCEBFBD80000000)
  %59 = tail call float @llvm.fma.f32(float %58, float %54, float 0x3FE62E4300000000)
  %60 = tail call float @llvm.fma.f32(float %59, float %54, float 1.000000e+00)
  %61 = tail call i32 @llvm.nvvm.f2i.rz(float %52) #8
  %62 = fcmp ogt float %52, 0.000000e+00
  %63 = select i1 %62, i32 0, i32 -2097152000
  %64 = add nsw i32 %63, 2130706432
  %65 = bitcast i32 %64 to float
  %66 = fmul float %60, %65
  %67 = shl i32 %61, 23
  %68 = sub i32 %67, %63
  %69 = bitcast i32 %68 to float
  %70 = fmul float %66, %69
  %71 = tail call float @llvm.nvvm.fabs.f32(float %48)
  %72 = fcmp ogt float %71, 1.520000e+02
  %73 = fcmp olt float %48, 0.000000e+00
  %74 = select i1 %73, float 0.000000e+00, float 0x7FF0000000000000
  %75 = select i1 %72, float %74, float %70
  %76 = fcmp oeq float %0, 1.000000e+00
  br i1 %76, label %91, label %77

77:                                               ; preds = %2
  %78 = fcmp uno float %8, 0.000000e+00
  br i1 %78, label %79, label %81

79:                                               ; preds = %77
  %80 = tail call float @llvm.nvvm.add.rn.f(float %0, float 5.000000e-01) #8
  br label %91

81:                                               ; preds = %77
  %82 = fcmp oeq float %0, 0.000000e+00
  %83 = fcmp oeq float %8, 0x7FF0000000000000
  %84 = select i1 %82, i1 true, i1 %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %81
  %86 = fadd float %0, %0
  %87 = tail call float @llvm.fabs.f32(float %86)
  br label %91

88:                                               ; preds = %81
  %89 = fcmp olt float %0, 0.000000e+00
  br i1 %89, label %90, label %91

90:                                               ; preds = %88
  br label %91

91:                                               ; preds = %2, %79, %85, %88, %90
  %92 = phi float [ 1.000000e+00, %2 ], [ %80, %79 ], [ %87, %85 ], [ %75, %88 ], [ 0x7FFFFFFFE0000000, %90 ]
  %93 = fneg contract float %7
  %94 = fdiv contract float %93, %0
  %95 = tail call float @llvm.fma.f32(float %94, float 0x3F777313A0000000, float 5.000000e-01)
  %96 = tail call float @llvm.nvvm.saturate.f(float %95) #8
  %97 = tail call float @llvm.nvvm.fma.rm.f(float %96, float 2.520000e+02, float 0x4168000020000000) #8
  %98 = fadd float %97, 0xC168000FE0000000
  %99 = fneg float %98
  %100 = tail call float @llvm.fma.f32(float %94, float 0x3FF7154760000000, float %99)
  %101 = tail call float @llvm.fma.f32(float %94, float 0x3E54AE0C00000000, float %100)
  %102 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %101)
  %103 = bitcast float %97 to i32
  %104 = shl i32 %103, 23
  %105 = bitcast i32 %104 to float
  %106 = fmul float %102, %105
  %107 = fmul contract float %5, %106
  %108 = fmul contract float %92, %107
  ret float %108
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rk4_chemistry_f32(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #1 {
  tail call void @_Z9integrateIfEvPKT_S2_PS0_iiS0_(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) #8
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_Z9integrateIfEvPKT_S2_PS0_iiS0_(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #2 comdat {
  %7 = alloca [6 x float], align 4
  %8 = alloca [6 x float], align 4
  %9 = alloca [6 x float], align 4
  %10 = alloca [6 x float], align 4
  %11 = alloca [6 x float], align 4
  %12 = alloca [6 x float], align 4
  %13 = alloca [6 x float], align 4
  %14 = alloca [6 x float], align 4
  %15 = alloca [6 x float], align 4
  %16 = alloca [6 x float], align 4
  %17 = alloca [6 x float], align 4
  %18 = alloca [6 x float], align 4
  %19 = alloca [6 x float], align 4
  %20 = alloca [6 x float], align 4
  %21 = alloca [6 x float], align 4
  %22 = alloca [6 x float], align 4
  %23 = alloca [6 x float], align 4
  %24 = alloca [6 x float], align 4
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %859

31:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %22) #8
  br label %132

32:                                               ; preds = %132
  %33 = icmp sgt i32 %4, 0
  br i1 %33, label %35, label %34

34:                                               ; preds = %843, %32
  br label %848

35:                                               ; preds = %32
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 0) #8
  %40 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 1) #8
  %41 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 2) #8
  %42 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 3) #8
  %43 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 4) #8
  %44 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 5) #8
  %45 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 6) #8
  %46 = tail call contract noundef float @_Z9arrheniusfi(float noundef %38, i32 noundef 7) #8
  %47 = getelementptr inbounds nuw i8, ptr %23, i64 4
  %48 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %49 = getelementptr inbounds nuw i8, ptr %23, i64 12
  %50 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %51 = getelementptr inbounds nuw i8, ptr %23, i64 20
  %52 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %53 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %54 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %55 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %56 = getelementptr inbounds nuw i8, ptr %17, i64 20
  %57 = getelementptr inbounds nuw i8, ptr %21, i64 4
  %58 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %59 = getelementptr inbounds nuw i8, ptr %21, i64 12
  %60 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %61 = getelementptr inbounds nuw i8, ptr %21, i64 20
  %62 = getelementptr inbounds nuw i8, ptr %18, i64 4
  %63 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %64 = getelementptr inbounds nuw i8, ptr %18, i64 12
  %65 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %66 = getelementptr inbounds nuw i8, ptr %18, i64 20
  %67 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %68 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %69 = getelementptr inbounds nuw i8, ptr %19, i64 12
  %70 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %71 = getelementptr inbounds nuw i8, ptr %19, i64 20
  %72 = getelementptr inbounds nuw i8, ptr %20, i64 4
  %73 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %74 = getelementptr inbounds nuw i8, ptr %20, i64 12
  %75 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %76 = getelementptr inbounds nuw i8, ptr %20, i64 20
  %77 = getelementptr inbounds nuw i8, ptr %24, i64 4
  %78 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %79 = getelementptr inbounds nuw i8, ptr %24, i64 12
  %80 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %81 = getelementptr inbounds nuw i8, ptr %24, i64 20
  %82 = getelementptr inbounds nuw i8, ptr %12, i64 4
  %83 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %84 = getelementptr inbounds nuw i8, ptr %12, i64 12
  %85 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %86 = getelementptr inbounds nuw i8, ptr %12, i64 20
  %87 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %88 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %89 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %90 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %91 = getelementptr inbounds nuw i8, ptr %16, i64 20
  %92 = getelementptr inbounds nuw i8, ptr %13, i64 4
  %93 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %94 = getelementptr inbounds nuw i8, ptr %13, i64 12
  %95 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %96 = getelementptr inbounds nuw i8, ptr %13, i64 20
  %97 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %98 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %99 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %100 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %101 = getelementptr inbounds nuw i8, ptr %14, i64 20
  %102 = getelementptr inbounds nuw i8, ptr %15, i64 4
  %103 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %104 = getelementptr inbounds nuw i8, ptr %15, i64 12
  %105 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %106 = getelementptr inbounds nuw i8, ptr %15, i64 20
  %107 = getelementptr inbounds nuw i8, ptr %7, i64 4
  %108 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %109 = getelementptr inbounds nuw i8, ptr %7, i64 12
  %110 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %111 = getelementptr inbounds nuw i8, ptr %7, i64 20
  %112 = getelementptr inbounds nuw i8, ptr %11, i64 4
  %113 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %114 = getelementptr inbounds nuw i8, ptr %11, i64 12
  %115 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %116 = getelementptr inbounds nuw i8, ptr %11, i64 20
  %117 = getelementptr inbounds nuw i8, ptr %8, i64 4
  %118 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %119 = getelementptr inbounds nuw i8, ptr %8, i64 12
  %120 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %121 = getelementptr inbounds nuw i8, ptr %8, i64 20
  %122 = getelementptr inbounds nuw i8, ptr %9, i64 4
  %123 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %124 = getelementptr inbounds nuw i8, ptr %9, i64 12
  %125 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %126 = getelementptr inbounds nuw i8, ptr %9, i64 20
  %127 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %128 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %129 = getelementptr inbounds nuw i8, ptr %10, i64 12
  %130 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %131 = getelementptr inbounds nuw i8, ptr %10, i64 20
  br label %143

132:                                              ; preds = %31, %132
  %133 = phi i32 [ 0, %31 ], [ %141, %132 ]
  %134 = mul nsw i32 %133, %3
  %135 = add nsw i32 %134, %29
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds float, ptr %0, i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = zext nneg i32 %133 to i64
  %140 = getelementptr inbounds nuw float, ptr %22, i64 %139
  store float %138, ptr %140, align 4, !tbaa !11
  %141 = add nuw nsw i32 %133, 1
  %142 = icmp eq i32 %141, 6
  br i1 %142, label %32, label %132, !llvm.loop !14

143:                                              ; preds = %35, %843
  %144 = phi float [ %5, %35 ], [ %844, %843 ]
  %145 = phi i32 [ 0, %35 ], [ %845, %843 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %23) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %24) #8
  br label %805

146:                                              ; preds = %805
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %21) #8
  %147 = load float, ptr %23, align 4, !tbaa !11
  %148 = fmul contract float %39, %147
  %149 = load float, ptr %47, align 4, !tbaa !11
  %150 = fmul contract float %148, %149
  %151 = load float, ptr %48, align 4, !tbaa !11
  %152 = fmul contract float %40, %151
  %153 = fmul contract float %41, %149
  %154 = load float, ptr %49, align 4, !tbaa !11
  %155 = fmul contract float %153, %154
  %156 = load float, ptr %50, align 4, !tbaa !11
  %157 = fmul contract float %42, %156
  %158 = fmul contract float %156, %157
  %159 = fmul contract float %43, %147
  %160 = load float, ptr %51, align 4, !tbaa !11
  %161 = fmul contract float %159, %160
  %162 = fmul contract float %44, %154
  %163 = fmul contract float %151, %162
  %164 = fmul contract float %45, %160
  %165 = fmul contract float %46, %149
  %166 = fmul contract float %149, %165
  %167 = fneg contract float %150
  %168 = fsub contract float %152, %150
  %169 = fsub contract float %168, %161
  %170 = fadd contract float %164, %169
  store float %170, ptr %17, align 4, !tbaa !11
  %171 = fsub contract float %167, %155
  %172 = fmul contract float %158, 2.000000e+00
  %173 = fadd contract float %171, %172
  %174 = fmul contract float %166, 2.000000e+00
  %175 = fsub contract float %173, %174
  store float %175, ptr %52, align 4, !tbaa !11
  %176 = fsub contract float %150, %152
  %177 = fsub contract float %176, %163
  store float %177, ptr %53, align 4, !tbaa !11
  %178 = fsub contract float %161, %155
  %179 = fsub contract float %178, %163
  %180 = fadd contract float %166, %179
  store float %180, ptr %54, align 4, !tbaa !11
  %181 = fsub contract float %155, %172
  %182 = fadd contract float %163, %181
  store float %182, ptr %55, align 4, !tbaa !11
  %183 = fsub contract float %163, %161
  %184 = fsub contract float %183, %164
  %185 = fadd contract float %166, %184
  store float %185, ptr %56, align 4, !tbaa !11
  %186 = fmul contract float %144, 5.000000e-01
  br label %227

187:                                              ; preds = %227
  %188 = load float, ptr %21, align 4, !tbaa !11
  %189 = fmul contract float %39, %188
  %190 = load float, ptr %57, align 4, !tbaa !11
  %191 = fmul contract float %189, %190
  %192 = load float, ptr %58, align 4, !tbaa !11
  %193 = fmul contract float %40, %192
  %194 = fmul contract float %41, %190
  %195 = load float, ptr %59, align 4, !tbaa !11
  %196 = fmul contract float %194, %195
  %197 = load float, ptr %60, align 4, !tbaa !11
  %198 = fmul contract float %42, %197
  %199 = fmul contract float %197, %198
  %200 = fmul contract float %43, %188
  %201 = load float, ptr %61, align 4, !tbaa !11
  %202 = fmul contract float %200, %201
  %203 = fmul contract float %44, %195
  %204 = fmul contract float %192, %203
  %205 = fmul contract float %45, %201
  %206 = fmul contract float %46, %190
  %207 = fmul contract float %190, %206
  %208 = fneg contract float %191
  %209 = fsub contract float %193, %191
  %210 = fsub contract float %209, %202
  %211 = fadd contract float %205, %210
  store float %211, ptr %18, align 4, !tbaa !11
  %212 = fsub contract float %208, %196
  %213 = fmul contract float %199, 2.000000e+00
  %214 = fadd contract float %212, %213
  %215 = fmul contract float %207, 2.000000e+00
  %216 = fsub contract float %214, %215
  store float %216, ptr %62, align 4, !tbaa !11
  %217 = fsub contract float %191, %193
  %218 = fsub contract float %217, %204
  store float %218, ptr %63, align 4, !tbaa !11
  %219 = fsub contract float %202, %196
  %220 = fsub contract float %219, %204
  %221 = fadd contract float %207, %220
  store float %221, ptr %64, align 4, !tbaa !11
  %222 = fsub contract float %196, %213
  %223 = fadd contract float %204, %222
  store float %223, ptr %65, align 4, !tbaa !11
  %224 = fsub contract float %204, %202
  %225 = fsub contract float %224, %205
  %226 = fadd contract float %207, %225
  store float %226, ptr %66, align 4, !tbaa !11
  br label %279

227:                                              ; preds = %227, %146
  %228 = phi i32 [ 0, %146 ], [ %237, %227 ]
  %229 = zext nneg i32 %228 to i64
  %230 = getelementptr inbounds nuw float, ptr %23, i64 %229
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = getelementptr inbounds nuw float, ptr %17, i64 %229
  %233 = load float, ptr %232, align 4, !tbaa !11
  %234 = fmul contract float %186, %233
  %235 = fadd contract float %231, %234
  %236 = getelementptr inbounds nuw float, ptr %21, i64 %229
  store float %235, ptr %236, align 4, !tbaa !11
  %237 = add nuw nsw i32 %228, 1
  %238 = icmp eq i32 %237, 6
  br i1 %238, label %187, label %227, !llvm.loop !17

239:                                              ; preds = %279
  %240 = load float, ptr %21, align 4, !tbaa !11
  %241 = fmul contract float %39, %240
  %242 = load float, ptr %57, align 4, !tbaa !11
  %243 = fmul contract float %241, %242
  %244 = load float, ptr %58, align 4, !tbaa !11
  %245 = fmul contract float %40, %244
  %246 = fmul contract float %41, %242
  %247 = load float, ptr %59, align 4, !tbaa !11
  %248 = fmul contract float %246, %247
  %249 = load float, ptr %60, align 4, !tbaa !11
  %250 = fmul contract float %42, %249
  %251 = fmul contract float %249, %250
  %252 = fmul contract float %43, %240
  %253 = load float, ptr %61, align 4, !tbaa !11
  %254 = fmul contract float %252, %253
  %255 = fmul contract float %44, %247
  %256 = fmul contract float %244, %255
  %257 = fmul contract float %45, %253
  %258 = fmul contract float %46, %242
  %259 = fmul contract float %242, %258
  %260 = fneg contract float %243
  %261 = fsub contract float %245, %243
  %262 = fsub contract float %261, %254
  %263 = fadd contract float %257, %262
  store float %263, ptr %19, align 4, !tbaa !11
  %264 = fsub contract float %260, %248
  %265 = fmul contract float %251, 2.000000e+00
  %266 = fadd contract float %264, %265
  %267 = fmul contract float %259, 2.000000e+00
  %268 = fsub contract float %266, %267
  store float %268, ptr %67, align 4, !tbaa !11
  %269 = fsub contract float %243, %245
  %270 = fsub contract float %269, %256
  store float %270, ptr %68, align 4, !tbaa !11
  %271 = fsub contract float %254, %248
  %272 = fsub contract float %271, %256
  %273 = fadd contract float %259, %272
  store float %273, ptr %69, align 4, !tbaa !11
  %274 = fsub contract float %248, %265
  %275 = fadd contract float %256, %274
  store float %275, ptr %70, align 4, !tbaa !11
  %276 = fsub contract float %256, %254
  %277 = fsub contract float %276, %257
  %278 = fadd contract float %259, %277
  store float %278, ptr %71, align 4, !tbaa !11
  br label %332

279:                                              ; preds = %279, %187
  %280 = phi i32 [ 0, %187 ], [ %289, %279 ]
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw float, ptr %23, i64 %281
  %283 = load float, ptr %282, align 4, !tbaa !11
  %284 = getelementptr inbounds nuw float, ptr %18, i64 %281
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = fmul contract float %186, %285
  %287 = fadd contract float %283, %286
  %288 = getelementptr inbounds nuw float, ptr %21, i64 %281
  store float %287, ptr %288, align 4, !tbaa !11
  %289 = add nuw nsw i32 %280, 1
  %290 = icmp eq i32 %289, 6
  br i1 %290, label %239, label %279, !llvm.loop !18

291:                                              ; preds = %332
  %292 = load float, ptr %21, align 4, !tbaa !11
  %293 = fmul contract float %39, %292
  %294 = load float, ptr %57, align 4, !tbaa !11
  %295 = fmul contract float %293, %294
  %296 = load float, ptr %58, align 4, !tbaa !11
  %297 = fmul contract float %40, %296
  %298 = fmul contract float %41, %294
  %299 = load float, ptr %59, align 4, !tbaa !11
  %300 = fmul contract float %298, %299
  %301 = load float, ptr %60, align 4, !tbaa !11
  %302 = fmul contract float %42, %301
  %303 = fmul contract float %301, %302
  %304 = fmul contract float %43, %292
  %305 = load float, ptr %61, align 4, !tbaa !11
  %306 = fmul contract float %304, %305
  %307 = fmul contract float %44, %299
  %308 = fmul contract float %296, %307
  %309 = fmul contract float %45, %305
  %310 = fmul contract float %46, %294
  %311 = fmul contract float %294, %310
  %312 = fneg contract float %295
  %313 = fsub contract float %297, %295
  %314 = fsub contract float %313, %306
  %315 = fadd contract float %309, %314
  store float %315, ptr %20, align 4, !tbaa !11
  %316 = fsub contract float %312, %300
  %317 = fmul contract float %303, 2.000000e+00
  %318 = fadd contract float %316, %317
  %319 = fmul contract float %311, 2.000000e+00
  %320 = fsub contract float %318, %319
  store float %320, ptr %72, align 4, !tbaa !11
  %321 = fsub contract float %295, %297
  %322 = fsub contract float %321, %308
  store float %322, ptr %73, align 4, !tbaa !11
  %323 = fsub contract float %306, %300
  %324 = fsub contract float %323, %308
  %325 = fadd contract float %311, %324
  store float %325, ptr %74, align 4, !tbaa !11
  %326 = fsub contract float %300, %317
  %327 = fadd contract float %308, %326
  store float %327, ptr %75, align 4, !tbaa !11
  %328 = fsub contract float %308, %306
  %329 = fsub contract float %328, %309
  %330 = fadd contract float %311, %329
  store float %330, ptr %76, align 4, !tbaa !11
  %331 = fdiv contract float %144, 6.000000e+00
  br label %344

332:                                              ; preds = %332, %239
  %333 = phi i32 [ 0, %239 ], [ %342, %332 ]
  %334 = zext nneg i32 %333 to i64
  %335 = getelementptr inbounds nuw float, ptr %23, i64 %334
  %336 = load float, ptr %335, align 4, !tbaa !11
  %337 = getelementptr inbounds nuw float, ptr %19, i64 %334
  %338 = load float, ptr %337, align 4, !tbaa !11
  %339 = fmul contract float %144, %338
  %340 = fadd contract float %336, %339
  %341 = getelementptr inbounds nuw float, ptr %21, i64 %334
  store float %340, ptr %341, align 4, !tbaa !11
  %342 = add nuw nsw i32 %333, 1
  %343 = icmp eq i32 %342, 6
  br i1 %343, label %291, label %332, !llvm.loop !19

344:                                              ; preds = %344, %291
  %345 = phi i32 [ 0, %291 ], [ %364, %344 ]
  %346 = zext nneg i32 %345 to i64
  %347 = getelementptr inbounds nuw float, ptr %17, i64 %346
  %348 = load float, ptr %347, align 4, !tbaa !11
  %349 = getelementptr inbounds nuw float, ptr %18, i64 %346
  %350 = load float, ptr %349, align 4, !tbaa !11
  %351 = fmul contract float %350, 2.000000e+00
  %352 = fadd contract float %348, %351
  %353 = getelementptr inbounds nuw float, ptr %19, i64 %346
  %354 = load float, ptr %353, align 4, !tbaa !11
  %355 = fmul contract float %354, 2.000000e+00
  %356 = fadd contract float %352, %355
  %357 = getelementptr inbounds nuw float, ptr %20, i64 %346
  %358 = load float, ptr %357, align 4, !tbaa !11
  %359 = fadd contract float %358, %356
  %360 = fmul contract float %331, %359
  %361 = getelementptr inbounds nuw float, ptr %23, i64 %346
  %362 = load float, ptr %361, align 4, !tbaa !11
  %363 = fadd contract float %362, %360
  store float %363, ptr %361, align 4, !tbaa !11
  %364 = add nuw nsw i32 %345, 1
  %365 = icmp eq i32 %364, 6
  br i1 %365, label %366, label %344, !llvm.loop !20

366:                                              ; preds = %344
  call void @llvm.lifetime.end.p0(ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #8
  %367 = load float, ptr %24, align 4, !tbaa !11
  %368 = fmul contract float %39, %367
  %369 = load float, ptr %77, align 4, !tbaa !11
  %370 = fmul contract float %368, %369
  %371 = load float, ptr %78, align 4, !tbaa !11
  %372 = fmul contract float %40, %371
  %373 = fmul contract float %41, %369
  %374 = load float, ptr %79, align 4, !tbaa !11
  %375 = fmul contract float %373, %374
  %376 = load float, ptr %80, align 4, !tbaa !11
  %377 = fmul contract float %42, %376
  %378 = fmul contract float %376, %377
  %379 = fmul contract float %43, %367
  %380 = load float, ptr %81, align 4, !tbaa !11
  %381 = fmul contract float %379, %380
  %382 = fmul contract float %44, %374
  %383 = fmul contract float %371, %382
  %384 = fmul contract float %45, %380
  %385 = fmul contract float %46, %369
  %386 = fmul contract float %369, %385
  %387 = fneg contract float %370
  %388 = fsub contract float %372, %370
  %389 = fsub contract float %388, %381
  %390 = fadd contract float %384, %389
  store float %390, ptr %12, align 4, !tbaa !11
  %391 = fsub contract float %387, %375
  %392 = fmul contract float %378, 2.000000e+00
  %393 = fadd contract float %391, %392
  %394 = fmul contract float %386, 2.000000e+00
  %395 = fsub contract float %393, %394
  store float %395, ptr %82, align 4, !tbaa !11
  %396 = fsub contract float %370, %372
  %397 = fsub contract float %396, %383
  store float %397, ptr %83, align 4, !tbaa !11
  %398 = fsub contract float %381, %375
  %399 = fsub contract float %398, %383
  %400 = fadd contract float %386, %399
  store float %400, ptr %84, align 4, !tbaa !11
  %401 = fsub contract float %375, %392
  %402 = fadd contract float %383, %401
  store float %402, ptr %85, align 4, !tbaa !11
  %403 = fsub contract float %383, %381
  %404 = fsub contract float %403, %384
  %405 = fadd contract float %386, %404
  store float %405, ptr %86, align 4, !tbaa !11
  %406 = fmul contract float %186, 5.000000e-01
  br label %447

407:                                              ; preds = %447
  %408 = load float, ptr %16, align 4, !tbaa !11
  %409 = fmul contract float %39, %408
  %410 = load float, ptr %87, align 4, !tbaa !11
  %411 = fmul contract float %409, %410
  %412 = load float, ptr %88, align 4, !tbaa !11
  %413 = fmul contract float %40, %412
  %414 = fmul contract float %41, %410
  %415 = load float, ptr %89, align 4, !tbaa !11
  %416 = fmul contract float %414, %415
  %417 = load float, ptr %90, align 4, !tbaa !11
  %418 = fmul contract float %42, %417
  %419 = fmul contract float %417, %418
  %420 = fmul contract float %43, %408
  %421 = load float, ptr %91, align 4, !tbaa !11
  %422 = fmul contract float %420, %421
  %423 = fmul contract float %44, %415
  %424 = fmul contract float %412, %423
  %425 = fmul contract float %45, %421
  %426 = fmul contract float %46, %410
  %427 = fmul contract float %410, %426
  %428 = fneg contract float %411
  %429 = fsub contract float %413, %411
  %430 = fsub contract float %429, %422
  %431 = fadd contract float %425, %430
  store float %431, ptr %13, align 4, !tbaa !11
  %432 = fsub contract float %428, %416
  %433 = fmul contract float %419, 2.000000e+00
  %434 = fadd contract float %432, %433
  %435 = fmul contract float %427, 2.000000e+00
  %436 = fsub contract float %434, %435
  store float %436, ptr %92, align 4, !tbaa !11
  %437 = fsub contract float %411, %413
  %438 = fsub contract float %437, %424
  store float %438, ptr %93, align 4, !tbaa !11
  %439 = fsub contract float %422, %416
  %440 = fsub contract float %439, %424
  %441 = fadd contract float %427, %440
  store float %441, ptr %94, align 4, !tbaa !11
  %442 = fsub contract float %416, %433
  %443 = fadd contract float %424, %442
  store float %443, ptr %95, align 4, !tbaa !11
  %444 = fsub contract float %424, %422
  %445 = fsub contract float %444, %425
  %446 = fadd contract float %427, %445
  store float %446, ptr %96, align 4, !tbaa !11
  br label %499

447:                                              ; preds = %447, %366
  %448 = phi i32 [ 0, %366 ], [ %457, %447 ]
  %449 = zext nneg i32 %448 to i64
  %450 = getelementptr inbounds nuw float, ptr %24, i64 %449
  %451 = load float, ptr %450, align 4, !tbaa !11
  %452 = getelementptr inbounds nuw float, ptr %12, i64 %449
  %453 = load float, ptr %452, align 4, !tbaa !11
  %454 = fmul contract float %406, %453
  %455 = fadd contract float %451, %454
  %456 = getelementptr inbounds nuw float, ptr %16, i64 %449
  store float %455, ptr %456, align 4, !tbaa !11
  %457 = add nuw nsw i32 %448, 1
  %458 = icmp eq i32 %457, 6
  br i1 %458, label %407, label %447, !llvm.loop !17

459:                                              ; preds = %499
  %460 = load float, ptr %16, align 4, !tbaa !11
  %461 = fmul contract float %39, %460
  %462 = load float, ptr %87, align 4, !tbaa !11
  %463 = fmul contract float %461, %462
  %464 = load float, ptr %88, align 4, !tbaa !11
  %465 = fmul contract float %40, %464
  %466 = fmul contract float %41, %462
  %467 = load float, ptr %89, align 4, !tbaa !11
  %468 = fmul contract float %466, %467
  %469 = load float, ptr %90, align 4, !tbaa !11
  %470 = fmul contract float %42, %469
  %471 = fmul contract float %469, %470
  %472 = fmul contract float %43, %460
  %473 = load float, ptr %91, align 4, !tbaa !11
  %474 = fmul contract float %472, %473
  %475 = fmul contract float %44, %467
  %476 = fmul contract float %464, %475
  %477 = fmul contract float %45, %473
  %478 = fmul contract float %46, %462
  %479 = fmul contract float %462, %478
  %480 = fneg contract float %463
  %481 = fsub contract float %465, %463
  %482 = fsub contract float %481, %474
  %483 = fadd contract float %477, %482
  store float %483, ptr %14, align 4, !tbaa !11
  %484 = fsub contract float %480, %468
  %485 = fmul contract float %471, 2.000000e+00
  %486 = fadd contract float %484, %485
  %487 = fmul contract float %479, 2.000000e+00
  %488 = fsub contract float %486, %487
  store float %488, ptr %97, align 4, !tbaa !11
  %489 = fsub contract float %463, %465
  %490 = fsub contract float %489, %476
  store float %490, ptr %98, align 4, !tbaa !11
  %491 = fsub contract float %474, %468
  %492 = fsub contract float %491, %476
  %493 = fadd contract float %479, %492
  store float %493, ptr %99, align 4, !tbaa !11
  %494 = fsub contract float %468, %485
  %495 = fadd contract float %476, %494
  store float %495, ptr %100, align 4, !tbaa !11
  %496 = fsub contract float %476, %474
  %497 = fsub contract float %496, %477
  %498 = fadd contract float %479, %497
  store float %498, ptr %101, align 4, !tbaa !11
  br label %552

499:                                              ; preds = %499, %407
  %500 = phi i32 [ 0, %407 ], [ %509, %499 ]
  %501 = zext nneg i32 %500 to i64
  %502 = getelementptr inbounds nuw float, ptr %24, i64 %501
  %503 = load float, ptr %502, align 4, !tbaa !11
  %504 = getelementptr inbounds nuw float, ptr %13, i64 %501
  %505 = load float, ptr %504, align 4, !tbaa !11
  %506 = fmul contract float %406, %505
  %507 = fadd contract float %503, %506
  %508 = getelementptr inbounds nuw float, ptr %16, i64 %501
  store float %507, ptr %508, align 4, !tbaa !11
  %509 = add nuw nsw i32 %500, 1
  %510 = icmp eq i32 %509, 6
  br i1 %510, label %459, label %499, !llvm.loop !18

511:                                              ; preds = %552
  %512 = load float, ptr %16, align 4, !tbaa !11
  %513 = fmul contract float %39, %512
  %514 = load float, ptr %87, align 4, !tbaa !11
  %515 = fmul contract float %513, %514
  %516 = load float, ptr %88, align 4, !tbaa !11
  %517 = fmul contract float %40, %516
  %518 = fmul contract float %41, %514
  %519 = load float, ptr %89, align 4, !tbaa !11
  %520 = fmul contract float %518, %519
  %521 = load float, ptr %90, align 4, !tbaa !11
  %522 = fmul contract float %42, %521
  %523 = fmul contract float %521, %522
  %524 = fmul contract float %43, %512
  %525 = load float, ptr %91, align 4, !tbaa !11
  %526 = fmul contract float %524, %525
  %527 = fmul contract float %44, %519
  %528 = fmul contract float %516, %527
  %529 = fmul contract float %45, %525
  %530 = fmul contract float %46, %514
  %531 = fmul contract float %514, %530
  %532 = fneg contract float %515
  %533 = fsub contract float %517, %515
  %534 = fsub contract float %533, %526
  %535 = fadd contract float %529, %534
  store float %535, ptr %15, align 4, !tbaa !11
  %536 = fsub contract float %532, %520
  %537 = fmul contract float %523, 2.000000e+00
  %538 = fadd contract float %536, %537
  %539 = fmul contract float %531, 2.000000e+00
  %540 = fsub contract float %538, %539
  store float %540, ptr %102, align 4, !tbaa !11
  %541 = fsub contract float %515, %517
  %542 = fsub contract float %541, %528
  store float %542, ptr %103, align 4, !tbaa !11
  %543 = fsub contract float %526, %520
  %544 = fsub contract float %543, %528
  %545 = fadd contract float %531, %544
  store float %545, ptr %104, align 4, !tbaa !11
  %546 = fsub contract float %520, %537
  %547 = fadd contract float %528, %546
  store float %547, ptr %105, align 4, !tbaa !11
  %548 = fsub contract float %528, %526
  %549 = fsub contract float %548, %529
  %550 = fadd contract float %531, %549
  store float %550, ptr %106, align 4, !tbaa !11
  %551 = fdiv contract float %186, 6.000000e+00
  br label %564

552:                                              ; preds = %552, %459
  %553 = phi i32 [ 0, %459 ], [ %562, %552 ]
  %554 = zext nneg i32 %553 to i64
  %555 = getelementptr inbounds nuw float, ptr %24, i64 %554
  %556 = load float, ptr %555, align 4, !tbaa !11
  %557 = getelementptr inbounds nuw float, ptr %14, i64 %554
  %558 = load float, ptr %557, align 4, !tbaa !11
  %559 = fmul contract float %186, %558
  %560 = fadd contract float %556, %559
  %561 = getelementptr inbounds nuw float, ptr %16, i64 %554
  store float %560, ptr %561, align 4, !tbaa !11
  %562 = add nuw nsw i32 %553, 1
  %563 = icmp eq i32 %562, 6
  br i1 %563, label %511, label %552, !llvm.loop !19

564:                                              ; preds = %564, %511
  %565 = phi i32 [ 0, %511 ], [ %584, %564 ]
  %566 = zext nneg i32 %565 to i64
  %567 = getelementptr inbounds nuw float, ptr %12, i64 %566
  %568 = load float, ptr %567, align 4, !tbaa !11
  %569 = getelementptr inbounds nuw float, ptr %13, i64 %566
  %570 = load float, ptr %569, align 4, !tbaa !11
  %571 = fmul contract float %570, 2.000000e+00
  %572 = fadd contract float %568, %571
  %573 = getelementptr inbounds nuw float, ptr %14, i64 %566
  %574 = load float, ptr %573, align 4, !tbaa !11
  %575 = fmul contract float %574, 2.000000e+00
  %576 = fadd contract float %572, %575
  %577 = getelementptr inbounds nuw float, ptr %15, i64 %566
  %578 = load float, ptr %577, align 4, !tbaa !11
  %579 = fadd contract float %578, %576
  %580 = fmul contract float %551, %579
  %581 = getelementptr inbounds nuw float, ptr %24, i64 %566
  %582 = load float, ptr %581, align 4, !tbaa !11
  %583 = fadd contract float %582, %580
  store float %583, ptr %581, align 4, !tbaa !11
  %584 = add nuw nsw i32 %565, 1
  %585 = icmp eq i32 %584, 6
  br i1 %585, label %586, label %564, !llvm.loop !20

586:                                              ; preds = %564
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #8
  %587 = load float, ptr %24, align 4, !tbaa !11
  %588 = fmul contract float %39, %587
  %589 = load float, ptr %77, align 4, !tbaa !11
  %590 = fmul contract float %588, %589
  %591 = load float, ptr %78, align 4, !tbaa !11
  %592 = fmul contract float %40, %591
  %593 = fmul contract float %41, %589
  %594 = load float, ptr %79, align 4, !tbaa !11
  %595 = fmul contract float %593, %594
  %596 = load float, ptr %80, align 4, !tbaa !11
  %597 = fmul contract float %42, %596
  %598 = fmul contract float %596, %597
  %599 = fmul contract float %43, %587
  %600 = load float, ptr %81, align 4, !tbaa !11
  %601 = fmul contract float %599, %600
  %602 = fmul contract float %44, %594
  %603 = fmul contract float %591, %602
  %604 = fmul contract float %45, %600
  %605 = fmul contract float %46, %589
  %606 = fmul contract float %589, %605
  %607 = fneg contract float %590
  %608 = fsub contract float %592, %590
  %609 = fsub contract float %608, %601
  %610 = fadd contract float %604, %609
  store float %610, ptr %7, align 4, !tbaa !11
  %611 = fsub contract float %607, %595
  %612 = fmul contract float %598, 2.000000e+00
  %613 = fadd contract float %611, %612
  %614 = fmul contract float %606, 2.000000e+00
  %615 = fsub contract float %613, %614
  store float %615, ptr %107, align 4, !tbaa !11
  %616 = fsub contract float %590, %592
  %617 = fsub contract float %616, %603
  store float %617, ptr %108, align 4, !tbaa !11
  %618 = fsub contract float %601, %595
  %619 = fsub contract float %618, %603
  %620 = fadd contract float %606, %619
  store float %620, ptr %109, align 4, !tbaa !11
  %621 = fsub contract float %595, %612
  %622 = fadd contract float %603, %621
  store float %622, ptr %110, align 4, !tbaa !11
  %623 = fsub contract float %603, %601
  %624 = fsub contract float %623, %604
  %625 = fadd contract float %606, %624
  store float %625, ptr %111, align 4, !tbaa !11
  br label %666

626:                                              ; preds = %666
  %627 = load float, ptr %11, align 4, !tbaa !11
  %628 = fmul contract float %39, %627
  %629 = load float, ptr %112, align 4, !tbaa !11
  %630 = fmul contract float %628, %629
  %631 = load float, ptr %113, align 4, !tbaa !11
  %632 = fmul contract float %40, %631
  %633 = fmul contract float %41, %629
  %634 = load float, ptr %114, align 4, !tbaa !11
  %635 = fmul contract float %633, %634
  %636 = load float, ptr %115, align 4, !tbaa !11
  %637 = fmul contract float %42, %636
  %638 = fmul contract float %636, %637
  %639 = fmul contract float %43, %627
  %640 = load float, ptr %116, align 4, !tbaa !11
  %641 = fmul contract float %639, %640
  %642 = fmul contract float %44, %634
  %643 = fmul contract float %631, %642
  %644 = fmul contract float %45, %640
  %645 = fmul contract float %46, %629
  %646 = fmul contract float %629, %645
  %647 = fneg contract float %630
  %648 = fsub contract float %632, %630
  %649 = fsub contract float %648, %641
  %650 = fadd contract float %644, %649
  store float %650, ptr %8, align 4, !tbaa !11
  %651 = fsub contract float %647, %635
  %652 = fmul contract float %638, 2.000000e+00
  %653 = fadd contract float %651, %652
  %654 = fmul contract float %646, 2.000000e+00
  %655 = fsub contract float %653, %654
  store float %655, ptr %117, align 4, !tbaa !11
  %656 = fsub contract float %630, %632
  %657 = fsub contract float %656, %643
  store float %657, ptr %118, align 4, !tbaa !11
  %658 = fsub contract float %641, %635
  %659 = fsub contract float %658, %643
  %660 = fadd contract float %646, %659
  store float %660, ptr %119, align 4, !tbaa !11
  %661 = fsub contract float %635, %652
  %662 = fadd contract float %643, %661
  store float %662, ptr %120, align 4, !tbaa !11
  %663 = fsub contract float %643, %641
  %664 = fsub contract float %663, %644
  %665 = fadd contract float %646, %664
  store float %665, ptr %121, align 4, !tbaa !11
  br label %718

666:                                              ; preds = %666, %586
  %667 = phi i32 [ 0, %586 ], [ %676, %666 ]
  %668 = zext nneg i32 %667 to i64
  %669 = getelementptr inbounds nuw float, ptr %24, i64 %668
  %670 = load float, ptr %669, align 4, !tbaa !11
  %671 = getelementptr inbounds nuw float, ptr %7, i64 %668
  %672 = load float, ptr %671, align 4, !tbaa !11
  %673 = fmul contract float %406, %672
  %674 = fadd contract float %670, %673
  %675 = getelementptr inbounds nuw float, ptr %11, i64 %668
  store float %674, ptr %675, align 4, !tbaa !11
  %676 = add nuw nsw i32 %667, 1
  %677 = icmp eq i32 %676, 6
  br i1 %677, label %626, label %666, !llvm.loop !17

678:                                              ; preds = %718
  %679 = load float, ptr %11, align 4, !tbaa !11
  %680 = fmul contract float %39, %679
  %681 = load float, ptr %112, align 4, !tbaa !11
  %682 = fmul contract float %680, %681
  %683 = load float, ptr %113, align 4, !tbaa !11
  %684 = fmul contract float %40, %683
  %685 = fmul contract float %41, %681
  %686 = load float, ptr %114, align 4, !tbaa !11
  %687 = fmul contract float %685, %686
  %688 = load float, ptr %115, align 4, !tbaa !11
  %689 = fmul contract float %42, %688
  %690 = fmul contract float %688, %689
  %691 = fmul contract float %43, %679
  %692 = load float, ptr %116, align 4, !tbaa !11
  %693 = fmul contract float %691, %692
  %694 = fmul contract float %44, %686
  %695 = fmul contract float %683, %694
  %696 = fmul contract float %45, %692
  %697 = fmul contract float %46, %681
  %698 = fmul contract float %681, %697
  %699 = fneg contract float %682
  %700 = fsub contract float %684, %682
  %701 = fsub contract float %700, %693
  %702 = fadd contract float %696, %701
  store float %702, ptr %9, align 4, !tbaa !11
  %703 = fsub contract float %699, %687
  %704 = fmul contract float %690, 2.000000e+00
  %705 = fadd contract float %703, %704
  %706 = fmul contract float %698, 2.000000e+00
  %707 = fsub contract float %705, %706
  store float %707, ptr %122, align 4, !tbaa !11
  %708 = fsub contract float %682, %684
  %709 = fsub contract float %708, %695
  store float %709, ptr %123, align 4, !tbaa !11
  %710 = fsub contract float %693, %687
  %711 = fsub contract float %710, %695
  %712 = fadd contract float %698, %711
  store float %712, ptr %124, align 4, !tbaa !11
  %713 = fsub contract float %687, %704
  %714 = fadd contract float %695, %713
  store float %714, ptr %125, align 4, !tbaa !11
  %715 = fsub contract float %695, %693
  %716 = fsub contract float %715, %696
  %717 = fadd contract float %698, %716
  store float %717, ptr %126, align 4, !tbaa !11
  br label %770

718:                                              ; preds = %718, %626
  %719 = phi i32 [ 0, %626 ], [ %728, %718 ]
  %720 = zext nneg i32 %719 to i64
  %721 = getelementptr inbounds nuw float, ptr %24, i64 %720
  %722 = load float, ptr %721, align 4, !tbaa !11
  %723 = getelementptr inbounds nuw float, ptr %8, i64 %720
  %724 = load float, ptr %723, align 4, !tbaa !11
  %725 = fmul contract float %406, %724
  %726 = fadd contract float %722, %725
  %727 = getelementptr inbounds nuw float, ptr %11, i64 %720
  store float %726, ptr %727, align 4, !tbaa !11
  %728 = add nuw nsw i32 %719, 1
  %729 = icmp eq i32 %728, 6
  br i1 %729, label %678, label %718, !llvm.loop !18

730:                                              ; preds = %770
  %731 = load float, ptr %11, align 4, !tbaa !11
  %732 = fmul contract float %39, %731
  %733 = load float, ptr %112, align 4, !tbaa !11
  %734 = fmul contract float %732, %733
  %735 = load float, ptr %113, align 4, !tbaa !11
  %736 = fmul contract float %40, %735
  %737 = fmul contract float %41, %733
  %738 = load float, ptr %114, align 4, !tbaa !11
  %739 = fmul contract float %737, %738
  %740 = load float, ptr %115, align 4, !tbaa !11
  %741 = fmul contract float %42, %740
  %742 = fmul contract float %740, %741
  %743 = fmul contract float %43, %731
  %744 = load float, ptr %116, align 4, !tbaa !11
  %745 = fmul contract float %743, %744
  %746 = fmul contract float %44, %738
  %747 = fmul contract float %735, %746
  %748 = fmul contract float %45, %744
  %749 = fmul contract float %46, %733
  %750 = fmul contract float %733, %749
  %751 = fneg contract float %734
  %752 = fsub contract float %736, %734
  %753 = fsub contract float %752, %745
  %754 = fadd contract float %748, %753
  store float %754, ptr %10, align 4, !tbaa !11
  %755 = fsub contract float %751, %739
  %756 = fmul contract float %742, 2.000000e+00
  %757 = fadd contract float %755, %756
  %758 = fmul contract float %750, 2.000000e+00
  %759 = fsub contract float %757, %758
  store float %759, ptr %127, align 4, !tbaa !11
  %760 = fsub contract float %734, %736
  %761 = fsub contract float %760, %747
  store float %761, ptr %128, align 4, !tbaa !11
  %762 = fsub contract float %745, %739
  %763 = fsub contract float %762, %747
  %764 = fadd contract float %750, %763
  store float %764, ptr %129, align 4, !tbaa !11
  %765 = fsub contract float %739, %756
  %766 = fadd contract float %747, %765
  store float %766, ptr %130, align 4, !tbaa !11
  %767 = fsub contract float %747, %745
  %768 = fsub contract float %767, %748
  %769 = fadd contract float %750, %768
  store float %769, ptr %131, align 4, !tbaa !11
  br label %782

770:                                              ; preds = %770, %678
  %771 = phi i32 [ 0, %678 ], [ %780, %770 ]
  %772 = zext nneg i32 %771 to i64
  %773 = getelementptr inbounds nuw float, ptr %24, i64 %772
  %774 = load float, ptr %773, align 4, !tbaa !11
  %775 = getelementptr inbounds nuw float, ptr %9, i64 %772
  %776 = load float, ptr %775, align 4, !tbaa !11
  %777 = fmul contract float %186, %776
  %778 = fadd contract float %774, %777
  %779 = getelementptr inbounds nuw float, ptr %11, i64 %772
  store float %778, ptr %779, align 4, !tbaa !11
  %780 = add nuw nsw i32 %771, 1
  %781 = icmp eq i32 %780, 6
  br i1 %781, label %730, label %770, !llvm.loop !19

782:                                              ; preds = %782, %730
  %783 = phi i32 [ 0, %730 ], [ %802, %782 ]
  %784 = zext nneg i32 %783 to i64
  %785 = getelementptr inbounds nuw float, ptr %7, i64 %784
  %786 = load float, ptr %785, align 4, !tbaa !11
  %787 = getelementptr inbounds nuw float, ptr %8, i64 %784
  %788 = load float, ptr %787, align 4, !tbaa !11
  %789 = fmul contract float %788, 2.000000e+00
  %790 = fadd contract float %786, %789
  %791 = getelementptr inbounds nuw float, ptr %9, i64 %784
  %792 = load float, ptr %791, align 4, !tbaa !11
  %793 = fmul contract float %792, 2.000000e+00
  %794 = fadd contract float %790, %793
  %795 = getelementptr inbounds nuw float, ptr %10, i64 %784
  %796 = load float, ptr %795, align 4, !tbaa !11
  %797 = fadd contract float %796, %794
  %798 = fmul contract float %551, %797
  %799 = getelementptr inbounds nuw float, ptr %24, i64 %784
  %800 = load float, ptr %799, align 4, !tbaa !11
  %801 = fadd contract float %800, %798
  store float %801, ptr %799, align 4, !tbaa !11
  %802 = add nuw nsw i32 %783, 1
  %803 = icmp eq i32 %802, 6
  br i1 %803, label %804, label %782, !llvm.loop !20

804:                                              ; preds = %782
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  br label %816

805:                                              ; preds = %143, %805
  %806 = phi i32 [ 0, %143 ], [ %812, %805 ]
  %807 = zext nneg i32 %806 to i64
  %808 = getelementptr inbounds nuw float, ptr %22, i64 %807
  %809 = load float, ptr %808, align 4, !tbaa !11
  %810 = getelementptr inbounds nuw float, ptr %24, i64 %807
  store float %809, ptr %810, align 4, !tbaa !11
  %811 = getelementptr inbounds nuw float, ptr %23, i64 %807
  store float %809, ptr %811, align 4, !tbaa !11
  %812 = add nuw nsw i32 %806, 1
  %813 = icmp eq i32 %812, 6
  br i1 %813, label %146, label %805, !llvm.loop !21

814:                                              ; preds = %816
  %815 = fcmp contract ogt float %826, 0x3EB0C6F7A0000000
  br i1 %815, label %843, label %833

816:                                              ; preds = %804, %816
  %817 = phi i32 [ 0, %804 ], [ %827, %816 ]
  %818 = phi float [ 0.000000e+00, %804 ], [ %826, %816 ]
  %819 = zext nneg i32 %817 to i64
  %820 = getelementptr inbounds nuw float, ptr %24, i64 %819
  %821 = load float, ptr %820, align 4, !tbaa !11
  %822 = getelementptr inbounds nuw float, ptr %23, i64 %819
  %823 = load float, ptr %822, align 4, !tbaa !11
  %824 = fsub contract float %821, %823
  %825 = fmul contract float %824, %824
  %826 = fadd contract float %818, %825
  %827 = add nuw nsw i32 %817, 1
  %828 = icmp eq i32 %827, 6
  br i1 %828, label %814, label %816, !llvm.loop !22

829:                                              ; preds = %833
  %830 = fcmp contract olt float %826, 0x3E112E0BE0000000
  %831 = fmul contract float %144, 2.000000e+00
  %832 = select i1 %830, float %831, float %144
  br label %843

833:                                              ; preds = %814, %833
  %834 = phi i32 [ %841, %833 ], [ 0, %814 ]
  %835 = zext nneg i32 %834 to i64
  %836 = getelementptr inbounds nuw float, ptr %24, i64 %835
  %837 = load float, ptr %836, align 4, !tbaa !11
  %838 = fcmp contract olt float %837, 0.000000e+00
  %839 = select contract i1 %838, float 0.000000e+00, float %837
  %840 = getelementptr inbounds nuw float, ptr %22, i64 %835
  store float %839, ptr %840, align 4, !tbaa !11
  %841 = add nuw nsw i32 %834, 1
  %842 = icmp eq i32 %841, 6
  br i1 %842, label %829, label %833, !llvm.loop !23

843:                                              ; preds = %814, %829
  %844 = phi float [ %832, %829 ], [ %186, %814 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %24) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %23) #8
  %845 = add nuw nsw i32 %145, 1
  %846 = icmp eq i32 %845, %4
  br i1 %846, label %34, label %143, !llvm.loop !24

847:                                              ; preds = %848
  call void @llvm.lifetime.end.p0(ptr nonnull %22) #8
  br label %859

848:                                              ; preds = %34, %848
  %849 = phi i32 [ %857, %848 ], [ 0, %34 ]
  %850 = zext nneg i32 %849 to i64
  %851 = getelementptr inbounds nuw float, ptr %22, i64 %850
  %852 = load float, ptr %851, align 4, !tbaa !11
  %853 = mul nsw i32 %849, %3
  %854 = add nsw i32 %853, %29
  %855 = sext i32 %854 to i64
  %856 = getelementptr inbounds float, ptr %2, i64 %855
  store float %852, ptr %856, align 4, !tbaa !11
  %857 = add nuw nsw i32 %849, 1
  %858 = icmp eq i32 %857, 6
  br i1 %858, label %847, label %848, !llvm.loop !25

859:                                              ; preds = %6, %847
  ret void
}

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rk4_chemistry_f64(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5) local_unnamed_addr #1 {
  tail call void @_Z9integrateIdEvPKT_S2_PS0_iiS0_(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5) #8
  ret void
}

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local void @_Z9integrateIdEvPKT_S2_PS0_iiS0_(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, double noundef %5) local_unnamed_addr #2 comdat {
  %7 = alloca [6 x double], align 8
  %8 = alloca [6 x double], align 8
  %9 = alloca [6 x double], align 8
  %10 = alloca [6 x double], align 8
  %11 = alloca [6 x double], align 8
  %12 = alloca [6 x double], align 8
  %13 = alloca [6 x double], align 8
  %14 = alloca [6 x double], align 8
  %15 = alloca [6 x double], align 8
  %16 = alloca [6 x double], align 8
  %17 = alloca [6 x double], align 8
  %18 = alloca [6 x double], align 8
  %19 = alloca [6 x double], align 8
  %20 = alloca [6 x double], align 8
  %21 = alloca [6 x double], align 8
  %22 = alloca [6 x double], align 8
  %23 = alloca [6 x double], align 8
  %24 = alloca [6 x double], align 8
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = mul i32 %25, %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = add i32 %27, %28
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %868

31:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(ptr nonnull %22) #8
  br label %141

32:                                               ; preds = %141
  %33 = icmp sgt i32 %4, 0
  br i1 %33, label %35, label %34

34:                                               ; preds = %852, %32
  br label %857

35:                                               ; preds = %32
  %36 = sext i32 %29 to i64
  %37 = getelementptr inbounds double, ptr %1, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !26
  %39 = fptrunc contract double %38 to float
  %40 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 0) #8
  %41 = fpext contract float %40 to double
  %42 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 1) #8
  %43 = fpext contract float %42 to double
  %44 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 2) #8
  %45 = fpext contract float %44 to double
  %46 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 3) #8
  %47 = fpext contract float %46 to double
  %48 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 4) #8
  %49 = fpext contract float %48 to double
  %50 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 5) #8
  %51 = fpext contract float %50 to double
  %52 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 6) #8
  %53 = fpext contract float %52 to double
  %54 = tail call contract noundef float @_Z9arrheniusfi(float noundef %39, i32 noundef 7) #8
  %55 = fpext contract float %54 to double
  %56 = getelementptr inbounds nuw i8, ptr %23, i64 8
  %57 = getelementptr inbounds nuw i8, ptr %23, i64 16
  %58 = getelementptr inbounds nuw i8, ptr %23, i64 24
  %59 = getelementptr inbounds nuw i8, ptr %23, i64 32
  %60 = getelementptr inbounds nuw i8, ptr %23, i64 40
  %61 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %62 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %63 = getelementptr inbounds nuw i8, ptr %17, i64 24
  %64 = getelementptr inbounds nuw i8, ptr %17, i64 32
  %65 = getelementptr inbounds nuw i8, ptr %17, i64 40
  %66 = getelementptr inbounds nuw i8, ptr %21, i64 8
  %67 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %68 = getelementptr inbounds nuw i8, ptr %21, i64 24
  %69 = getelementptr inbounds nuw i8, ptr %21, i64 32
  %70 = getelementptr inbounds nuw i8, ptr %21, i64 40
  %71 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %72 = getelementptr inbounds nuw i8, ptr %18, i64 16
  %73 = getelementptr inbounds nuw i8, ptr %18, i64 24
  %74 = getelementptr inbounds nuw i8, ptr %18, i64 32
  %75 = getelementptr inbounds nuw i8, ptr %18, i64 40
  %76 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %77 = getelementptr inbounds nuw i8, ptr %19, i64 16
  %78 = getelementptr inbounds nuw i8, ptr %19, i64 24
  %79 = getelementptr inbounds nuw i8, ptr %19, i64 32
  %80 = getelementptr inbounds nuw i8, ptr %19, i64 40
  %81 = getelementptr inbounds nuw i8, ptr %20, i64 8
  %82 = getelementptr inbounds nuw i8, ptr %20, i64 16
  %83 = getelementptr inbounds nuw i8, ptr %20, i64 24
  %84 = getelementptr inbounds nuw i8, ptr %20, i64 32
  %85 = getelementptr inbounds nuw i8, ptr %20, i64 40
  %86 = getelementptr inbounds nuw i8, ptr %24, i64 8
  %87 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %88 = getelementptr inbounds nuw i8, ptr %24, i64 24
  %89 = getelementptr inbounds nuw i8, ptr %24, i64 32
  %90 = getelementptr inbounds nuw i8, ptr %24, i64 40
  %91 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %92 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %93 = getelementptr inbounds nuw i8, ptr %12, i64 24
  %94 = getelementptr inbounds nuw i8, ptr %12, i64 32
  %95 = getelementptr inbounds nuw i8, ptr %12, i64 40
  %96 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %97 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %98 = getelementptr inbounds nuw i8, ptr %16, i64 24
  %99 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %100 = getelementptr inbounds nuw i8, ptr %16, i64 40
  %101 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %102 = getelementptr inbounds nuw i8, ptr %13, i64 16
  %103 = getelementptr inbounds nuw i8, ptr %13, i64 24
  %104 = getelementptr inbounds nuw i8, ptr %13, i64 32
  %105 = getelementptr inbounds nuw i8, ptr %13, i64 40
  %106 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %107 = getelementptr inbounds nuw i8, ptr %14, i64 16
  %108 = getelementptr inbounds nuw i8, ptr %14, i64 24
  %109 = getelementptr inbounds nuw i8, ptr %14, i64 32
  %110 = getelementptr inbounds nuw i8, ptr %14, i64 40
  %111 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %112 = getelementptr inbounds nuw i8, ptr %15, i64 16
  %113 = getelementptr inbounds nuw i8, ptr %15, i64 24
  %114 = getelementptr inbounds nuw i8, ptr %15, i64 32
  %115 = getelementptr inbounds nuw i8, ptr %15, i64 40
  %116 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %117 = getelementptr inbounds nuw i8, ptr %7, i64 16
  %118 = getelementptr inbounds nuw i8, ptr %7, i64 24
  %119 = getelementptr inbounds nuw i8, ptr %7, i64 32
  %120 = getelementptr inbounds nuw i8, ptr %7, i64 40
  %121 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %122 = getelementptr inbounds nuw i8, ptr %11, i64 16
  %123 = getelementptr inbounds nuw i8, ptr %11, i64 24
  %124 = getelementptr inbounds nuw i8, ptr %11, i64 32
  %125 = getelementptr inbounds nuw i8, ptr %11, i64 40
  %126 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %127 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %128 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %129 = getelementptr inbounds nuw i8, ptr %8, i64 32
  %130 = getelementptr inbounds nuw i8, ptr %8, i64 40
  %131 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %132 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %133 = getelementptr inbounds nuw i8, ptr %9, i64 24
  %134 = getelementptr inbounds nuw i8, ptr %9, i64 32
  %135 = getelementptr inbounds nuw i8, ptr %9, i64 40
  %136 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %137 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %138 = getelementptr inbounds nuw i8, ptr %10, i64 24
  %139 = getelementptr inbounds nuw i8, ptr %10, i64 32
  %140 = getelementptr inbounds nuw i8, ptr %10, i64 40
  br label %152

141:                                              ; preds = %31, %141
  %142 = phi i32 [ 0, %31 ], [ %150, %141 ]
  %143 = mul nsw i32 %142, %3
  %144 = add nsw i32 %143, %29
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds double, ptr %0, i64 %145
  %147 = load double, ptr %146, align 8, !tbaa !26
  %148 = zext nneg i32 %142 to i64
  %149 = getelementptr inbounds nuw double, ptr %22, i64 %148
  store double %147, ptr %149, align 8, !tbaa !26
  %150 = add nuw nsw i32 %142, 1
  %151 = icmp eq i32 %150, 6
  br i1 %151, label %32, label %141, !llvm.loop !28

152:                                              ; preds = %35, %852
  %153 = phi double [ %5, %35 ], [ %853, %852 ]
  %154 = phi i32 [ 0, %35 ], [ %854, %852 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %23) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %24) #8
  br label %814

155:                                              ; preds = %814
  call void @llvm.lifetime.start.p0(ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %18) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %19) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %20) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %21) #8
  %156 = load double, ptr %23, align 8, !tbaa !26
  %157 = fmul contract double %156, %41
  %158 = load double, ptr %56, align 8, !tbaa !26
  %159 = fmul contract double %157, %158
  %160 = load double, ptr %57, align 8, !tbaa !26
  %161 = fmul contract double %160, %43
  %162 = fmul contract double %158, %45
  %163 = load double, ptr %58, align 8, !tbaa !26
  %164 = fmul contract double %162, %163
  %165 = load double, ptr %59, align 8, !tbaa !26
  %166 = fmul contract double %165, %47
  %167 = fmul contract double %165, %166
  %168 = fmul contract double %156, %49
  %169 = load double, ptr %60, align 8, !tbaa !26
  %170 = fmul contract double %168, %169
  %171 = fmul contract double %163, %51
  %172 = fmul contract double %160, %171
  %173 = fmul contract double %169, %53
  %174 = fmul contract double %158, %55
  %175 = fmul contract double %158, %174
  %176 = fneg contract double %159
  %177 = fsub contract double %161, %159
  %178 = fsub contract double %177, %170
  %179 = fadd contract double %173, %178
  store double %179, ptr %17, align 8, !tbaa !26
  %180 = fsub contract double %176, %164
  %181 = fmul contract double %167, 2.000000e+00
  %182 = fadd contract double %180, %181
  %183 = fmul contract double %175, 2.000000e+00
  %184 = fsub contract double %182, %183
  store double %184, ptr %61, align 8, !tbaa !26
  %185 = fsub contract double %159, %161
  %186 = fsub contract double %185, %172
  store double %186, ptr %62, align 8, !tbaa !26
  %187 = fsub contract double %170, %164
  %188 = fsub contract double %187, %172
  %189 = fadd contract double %175, %188
  store double %189, ptr %63, align 8, !tbaa !26
  %190 = fsub contract double %164, %181
  %191 = fadd contract double %172, %190
  store double %191, ptr %64, align 8, !tbaa !26
  %192 = fsub contract double %172, %170
  %193 = fsub contract double %192, %173
  %194 = fadd contract double %175, %193
  store double %194, ptr %65, align 8, !tbaa !26
  %195 = fmul contract double %153, 5.000000e-01
  br label %236

196:                                              ; preds = %236
  %197 = load double, ptr %21, align 8, !tbaa !26
  %198 = fmul contract double %197, %41
  %199 = load double, ptr %66, align 8, !tbaa !26
  %200 = fmul contract double %198, %199
  %201 = load double, ptr %67, align 8, !tbaa !26
  %202 = fmul contract double %201, %43
  %203 = fmul contract double %199, %45
  %204 = load double, ptr %68, align 8, !tbaa !26
  %205 = fmul contract double %203, %204
  %206 = load double, ptr %69, align 8, !tbaa !26
  %207 = fmul contract double %206, %47
  %208 = fmul contract double %206, %207
  %209 = fmul contract double %197, %49
  %210 = load double, ptr %70, align 8, !tbaa !26
  %211 = fmul contract double %209, %210
  %212 = fmul contract double %204, %51
  %213 = fmul contract double %201, %212
  %214 = fmul contract double %210, %53
  %215 = fmul contract double %199, %55
  %216 = fmul contract double %199, %215
  %217 = fneg contract double %200
  %218 = fsub contract double %202, %200
  %219 = fsub contract double %218, %211
  %220 = fadd contract double %214, %219
  store double %220, ptr %18, align 8, !tbaa !26
  %221 = fsub contract double %217, %205
  %222 = fmul contract double %208, 2.000000e+00
  %223 = fadd contract double %221, %222
  %224 = fmul contract double %216, 2.000000e+00
  %225 = fsub contract double %223, %224
  store double %225, ptr %71, align 8, !tbaa !26
  %226 = fsub contract double %200, %202
  %227 = fsub contract double %226, %213
  store double %227, ptr %72, align 8, !tbaa !26
  %228 = fsub contract double %211, %205
  %229 = fsub contract double %228, %213
  %230 = fadd contract double %216, %229
  store double %230, ptr %73, align 8, !tbaa !26
  %231 = fsub contract double %205, %222
  %232 = fadd contract double %213, %231
  store double %232, ptr %74, align 8, !tbaa !26
  %233 = fsub contract double %213, %211
  %234 = fsub contract double %233, %214
  %235 = fadd contract double %216, %234
  store double %235, ptr %75, align 8, !tbaa !26
  br label %288

236:                                              ; preds = %236, %155
  %237 = phi i32 [ 0, %155 ], [ %246, %236 ]
  %238 = zext nneg i32 %237 to i64
  %239 = getelementptr inbounds nuw double, ptr %23, i64 %238
  %240 = load double, ptr %239, align 8, !tbaa !26
  %241 = getelementptr inbounds nuw double, ptr %17, i64 %238
  %242 = load double, ptr %241, align 8, !tbaa !26
  %243 = fmul contract double %195, %242
  %244 = fadd contract double %240, %243
  %245 = getelementptr inbounds nuw double, ptr %21, i64 %238
  store double %244, ptr %245, align 8, !tbaa !26
  %246 = add nuw nsw i32 %237, 1
  %247 = icmp eq i32 %246, 6
  br i1 %247, label %196, label %236, !llvm.loop !29

248:                                              ; preds = %288
  %249 = load double, ptr %21, align 8, !tbaa !26
  %250 = fmul contract double %249, %41
  %251 = load double, ptr %66, align 8, !tbaa !26
  %252 = fmul contract double %250, %251
  %253 = load double, ptr %67, align 8, !tbaa !26
  %254 = fmul contract double %253, %43
  %255 = fmul contract double %251, %45
  %256 = load double, ptr %68, align 8, !tbaa !26
  %257 = fmul contract double %255, %256
  %258 = load double, ptr %69, align 8, !tbaa !26
  %259 = fmul contract double %258, %47
  %260 = fmul contract double %258, %259
  %261 = fmul contract double %249, %49
  %262 = load double, ptr %70, align 8, !tbaa !26
  %263 = fmul contract double %261, %262
  %264 = fmul contract double %256, %51
  %265 = fmul contract double %253, %264
  %266 = fmul contract double %262, %53
  %267 = fmul contract double %251, %55
  %268 = fmul contract double %251, %267
  %269 = fneg contract double %252
  %270 = fsub contract double %254, %252
  %271 = fsub contract double %270, %263
  %272 = fadd contract double %266, %271
  store double %272, ptr %19, align 8, !tbaa !26
  %273 = fsub contract double %269, %257
  %274 = fmul contract double %260, 2.000000e+00
  %275 = fadd contract double %273, %274
  %276 = fmul contract double %268, 2.000000e+00
  %277 = fsub contract double %275, %276
  store double %277, ptr %76, align 8, !tbaa !26
  %278 = fsub contract double %252, %254
  %279 = fsub contract double %278, %265
  store double %279, ptr %77, align 8, !tbaa !26
  %280 = fsub contract double %263, %257
  %281 = fsub contract double %280, %265
  %282 = fadd contract double %268, %281
  store double %282, ptr %78, align 8, !tbaa !26
  %283 = fsub contract double %257, %274
  %284 = fadd contract double %265, %283
  store double %284, ptr %79, align 8, !tbaa !26
  %285 = fsub contract double %265, %263
  %286 = fsub contract double %285, %266
  %287 = fadd contract double %268, %286
  store double %287, ptr %80, align 8, !tbaa !26
  br label %341

288:                                              ; preds = %288, %196
  %289 = phi i32 [ 0, %196 ], [ %298, %288 ]
  %290 = zext nneg i32 %289 to i64
  %291 = getelementptr inbounds nuw double, ptr %23, i64 %290
  %292 = load double, ptr %291, align 8, !tbaa !26
  %293 = getelementptr inbounds nuw double, ptr %18, i64 %290
  %294 = load double, ptr %293, align 8, !tbaa !26
  %295 = fmul contract double %195, %294
  %296 = fadd contract double %292, %295
  %297 = getelementptr inbounds nuw double, ptr %21, i64 %290
  store double %296, ptr %297, align 8, !tbaa !26
  %298 = add nuw nsw i32 %289, 1
  %299 = icmp eq i32 %298, 6
  br i1 %299, label %248, label %288, !llvm.loop !30

300:                                              ; preds = %341
  %301 = load double, ptr %21, align 8, !tbaa !26
  %302 = fmul contract double %301, %41
  %303 = load double, ptr %66, align 8, !tbaa !26
  %304 = fmul contract double %302, %303
  %305 = load double, ptr %67, align 8, !tbaa !26
  %306 = fmul contract double %305, %43
  %307 = fmul contract double %303, %45
  %308 = load double, ptr %68, align 8, !tbaa !26
  %309 = fmul contract double %307, %308
  %310 = load double, ptr %69, align 8, !tbaa !26
  %311 = fmul contract double %310, %47
  %312 = fmul contract double %310, %311
  %313 = fmul contract double %301, %49
  %314 = load double, ptr %70, align 8, !tbaa !26
  %315 = fmul contract double %313, %314
  %316 = fmul contract double %308, %51
  %317 = fmul contract double %305, %316
  %318 = fmul contract double %314, %53
  %319 = fmul contract double %303, %55
  %320 = fmul contract double %303, %319
  %321 = fneg contract double %304
  %322 = fsub contract double %306, %304
  %323 = fsub contract double %322, %315
  %324 = fadd contract double %318, %323
  store double %324, ptr %20, align 8, !tbaa !26
  %325 = fsub contract double %321, %309
  %326 = fmul contract double %312, 2.000000e+00
  %327 = fadd contract double %325, %326
  %328 = fmul contract double %320, 2.000000e+00
  %329 = fsub contract double %327, %328
  store double %329, ptr %81, align 8, !tbaa !26
  %330 = fsub contract double %304, %306
  %331 = fsub contract double %330, %317
  store double %331, ptr %82, align 8, !tbaa !26
  %332 = fsub contract double %315, %309
  %333 = fsub contract double %332, %317
  %334 = fadd contract double %320, %333
  store double %334, ptr %83, align 8, !tbaa !26
  %335 = fsub contract double %309, %326
  %336 = fadd contract double %317, %335
  store double %336, ptr %84, align 8, !tbaa !26
  %337 = fsub contract double %317, %315
  %338 = fsub contract double %337, %318
  %339 = fadd contract double %320, %338
  store double %339, ptr %85, align 8, !tbaa !26
  %340 = fdiv contract double %153, 6.000000e+00
  br label %353

341:                                              ; preds = %341, %248
  %342 = phi i32 [ 0, %248 ], [ %351, %341 ]
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr inbounds nuw double, ptr %23, i64 %343
  %345 = load double, ptr %344, align 8, !tbaa !26
  %346 = getelementptr inbounds nuw double, ptr %19, i64 %343
  %347 = load double, ptr %346, align 8, !tbaa !26
  %348 = fmul contract double %153, %347
  %349 = fadd contract double %345, %348
  %350 = getelementptr inbounds nuw double, ptr %21, i64 %343
  store double %349, ptr %350, align 8, !tbaa !26
  %351 = add nuw nsw i32 %342, 1
  %352 = icmp eq i32 %351, 6
  br i1 %352, label %300, label %341, !llvm.loop !31

353:                                              ; preds = %353, %300
  %354 = phi i32 [ 0, %300 ], [ %373, %353 ]
  %355 = zext nneg i32 %354 to i64
  %356 = getelementptr inbounds nuw double, ptr %17, i64 %355
  %357 = load double, ptr %356, align 8, !tbaa !26
  %358 = getelementptr inbounds nuw double, ptr %18, i64 %355
  %359 = load double, ptr %358, align 8, !tbaa !26
  %360 = fmul contract double %359, 2.000000e+00
  %361 = fadd contract double %357, %360
  %362 = getelementptr inbounds nuw double, ptr %19, i64 %355
  %363 = load double, ptr %362, align 8, !tbaa !26
  %364 = fmul contract double %363, 2.000000e+00
  %365 = fadd contract double %361, %364
  %366 = getelementptr inbounds nuw double, ptr %20, i64 %355
  %367 = load double, ptr %366, align 8, !tbaa !26
  %368 = fadd contract double %367, %365
  %369 = fmul contract double %340, %368
  %370 = getelementptr inbounds nuw double, ptr %23, i64 %355
  %371 = load double, ptr %370, align 8, !tbaa !26
  %372 = fadd contract double %371, %369
  store double %372, ptr %370, align 8, !tbaa !26
  %373 = add nuw nsw i32 %354, 1
  %374 = icmp eq i32 %373, 6
  br i1 %374, label %375, label %353, !llvm.loop !32

375:                                              ; preds = %353
  call void @llvm.lifetime.end.p0(ptr nonnull %21) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %20) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %19) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %18) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %17) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %13) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %16) #8
  %376 = load double, ptr %24, align 8, !tbaa !26
  %377 = fmul contract double %376, %41
  %378 = load double, ptr %86, align 8, !tbaa !26
  %379 = fmul contract double %377, %378
  %380 = load double, ptr %87, align 8, !tbaa !26
  %381 = fmul contract double %380, %43
  %382 = fmul contract double %378, %45
  %383 = load double, ptr %88, align 8, !tbaa !26
  %384 = fmul contract double %382, %383
  %385 = load double, ptr %89, align 8, !tbaa !26
  %386 = fmul contract double %385, %47
  %387 = fmul contract double %385, %386
  %388 = fmul contract double %376, %49
  %389 = load double, ptr %90, align 8, !tbaa !26
  %390 = fmul contract double %388, %389
  %391 = fmul contract double %383, %51
  %392 = fmul contract double %380, %391
  %393 = fmul contract double %389, %53
  %394 = fmul contract double %378, %55
  %395 = fmul contract double %378, %394
  %396 = fneg contract double %379
  %397 = fsub contract double %381, %379
  %398 = fsub contract double %397, %390
  %399 = fadd contract double %393, %398
  store double %399, ptr %12, align 8, !tbaa !26
  %400 = fsub contract double %396, %384
  %401 = fmul contract double %387, 2.000000e+00
  %402 = fadd contract double %400, %401
  %403 = fmul contract double %395, 2.000000e+00
  %404 = fsub contract double %402, %403
  store double %404, ptr %91, align 8, !tbaa !26
  %405 = fsub contract double %379, %381
  %406 = fsub contract double %405, %392
  store double %406, ptr %92, align 8, !tbaa !26
  %407 = fsub contract double %390, %384
  %408 = fsub contract double %407, %392
  %409 = fadd contract double %395, %408
  store double %409, ptr %93, align 8, !tbaa !26
  %410 = fsub contract double %384, %401
  %411 = fadd contract double %392, %410
  store double %411, ptr %94, align 8, !tbaa !26
  %412 = fsub contract double %392, %390
  %413 = fsub contract double %412, %393
  %414 = fadd contract double %395, %413
  store double %414, ptr %95, align 8, !tbaa !26
  %415 = fmul contract double %195, 5.000000e-01
  br label %456

416:                                              ; preds = %456
  %417 = load double, ptr %16, align 8, !tbaa !26
  %418 = fmul contract double %417, %41
  %419 = load double, ptr %96, align 8, !tbaa !26
  %420 = fmul contract double %418, %419
  %421 = load double, ptr %97, align 8, !tbaa !26
  %422 = fmul contract double %421, %43
  %423 = fmul contract double %419, %45
  %424 = load double, ptr %98, align 8, !tbaa !26
  %425 = fmul contract double %423, %424
  %426 = load double, ptr %99, align 8, !tbaa !26
  %427 = fmul contract double %426, %47
  %428 = fmul contract double %426, %427
  %429 = fmul contract double %417, %49
  %430 = load double, ptr %100, align 8, !tbaa !26
  %431 = fmul contract double %429, %430
  %432 = fmul contract double %424, %51
  %433 = fmul contract double %421, %432
  %434 = fmul contract double %430, %53
  %435 = fmul contract double %419, %55
  %436 = fmul contract double %419, %435
  %437 = fneg contract double %420
  %438 = fsub contract double %422, %420
  %439 = fsub contract double %438, %431
  %440 = fadd contract double %434, %439
  store double %440, ptr %13, align 8, !tbaa !26
  %441 = fsub contract double %437, %425
  %442 = fmul contract double %428, 2.000000e+00
  %443 = fadd contract double %441, %442
  %444 = fmul contract double %436, 2.000000e+00
  %445 = fsub contract double %443, %444
  store double %445, ptr %101, align 8, !tbaa !26
  %446 = fsub contract double %420, %422
  %447 = fsub contract double %446, %433
  store double %447, ptr %102, align 8, !tbaa !26
  %448 = fsub contract double %431, %425
  %449 = fsub contract double %448, %433
  %450 = fadd contract double %436, %449
  store double %450, ptr %103, align 8, !tbaa !26
  %451 = fsub contract double %425, %442
  %452 = fadd contract double %433, %451
  store double %452, ptr %104, align 8, !tbaa !26
  %453 = fsub contract double %433, %431
  %454 = fsub contract double %453, %434
  %455 = fadd contract double %436, %454
  store double %455, ptr %105, align 8, !tbaa !26
  br label %508

456:                                              ; preds = %456, %375
  %457 = phi i32 [ 0, %375 ], [ %466, %456 ]
  %458 = zext nneg i32 %457 to i64
  %459 = getelementptr inbounds nuw double, ptr %24, i64 %458
  %460 = load double, ptr %459, align 8, !tbaa !26
  %461 = getelementptr inbounds nuw double, ptr %12, i64 %458
  %462 = load double, ptr %461, align 8, !tbaa !26
  %463 = fmul contract double %415, %462
  %464 = fadd contract double %460, %463
  %465 = getelementptr inbounds nuw double, ptr %16, i64 %458
  store double %464, ptr %465, align 8, !tbaa !26
  %466 = add nuw nsw i32 %457, 1
  %467 = icmp eq i32 %466, 6
  br i1 %467, label %416, label %456, !llvm.loop !29

468:                                              ; preds = %508
  %469 = load double, ptr %16, align 8, !tbaa !26
  %470 = fmul contract double %469, %41
  %471 = load double, ptr %96, align 8, !tbaa !26
  %472 = fmul contract double %470, %471
  %473 = load double, ptr %97, align 8, !tbaa !26
  %474 = fmul contract double %473, %43
  %475 = fmul contract double %471, %45
  %476 = load double, ptr %98, align 8, !tbaa !26
  %477 = fmul contract double %475, %476
  %478 = load double, ptr %99, align 8, !tbaa !26
  %479 = fmul contract double %478, %47
  %480 = fmul contract double %478, %479
  %481 = fmul contract double %469, %49
  %482 = load double, ptr %100, align 8, !tbaa !26
  %483 = fmul contract double %481, %482
  %484 = fmul contract double %476, %51
  %485 = fmul contract double %473, %484
  %486 = fmul contract double %482, %53
  %487 = fmul contract double %471, %55
  %488 = fmul contract double %471, %487
  %489 = fneg contract double %472
  %490 = fsub contract double %474, %472
  %491 = fsub contract double %490, %483
  %492 = fadd contract double %486, %491
  store double %492, ptr %14, align 8, !tbaa !26
  %493 = fsub contract double %489, %477
  %494 = fmul contract double %480, 2.000000e+00
  %495 = fadd contract double %493, %494
  %496 = fmul contract double %488, 2.000000e+00
  %497 = fsub contract double %495, %496
  store double %497, ptr %106, align 8, !tbaa !26
  %498 = fsub contract double %472, %474
  %499 = fsub contract double %498, %485
  store double %499, ptr %107, align 8, !tbaa !26
  %500 = fsub contract double %483, %477
  %501 = fsub contract double %500, %485
  %502 = fadd contract double %488, %501
  store double %502, ptr %108, align 8, !tbaa !26
  %503 = fsub contract double %477, %494
  %504 = fadd contract double %485, %503
  store double %504, ptr %109, align 8, !tbaa !26
  %505 = fsub contract double %485, %483
  %506 = fsub contract double %505, %486
  %507 = fadd contract double %488, %506
  store double %507, ptr %110, align 8, !tbaa !26
  br label %561

508:                                              ; preds = %508, %416
  %509 = phi i32 [ 0, %416 ], [ %518, %508 ]
  %510 = zext nneg i32 %509 to i64
  %511 = getelementptr inbounds nuw double, ptr %24, i64 %510
  %512 = load double, ptr %511, align 8, !tbaa !26
  %513 = getelementptr inbounds nuw double, ptr %13, i64 %510
  %514 = load double, ptr %513, align 8, !tbaa !26
  %515 = fmul contract double %415, %514
  %516 = fadd contract double %512, %515
  %517 = getelementptr inbounds nuw double, ptr %16, i64 %510
  store double %516, ptr %517, align 8, !tbaa !26
  %518 = add nuw nsw i32 %509, 1
  %519 = icmp eq i32 %518, 6
  br i1 %519, label %468, label %508, !llvm.loop !30

520:                                              ; preds = %561
  %521 = load double, ptr %16, align 8, !tbaa !26
  %522 = fmul contract double %521, %41
  %523 = load double, ptr %96, align 8, !tbaa !26
  %524 = fmul contract double %522, %523
  %525 = load double, ptr %97, align 8, !tbaa !26
  %526 = fmul contract double %525, %43
  %527 = fmul contract double %523, %45
  %528 = load double, ptr %98, align 8, !tbaa !26
  %529 = fmul contract double %527, %528
  %530 = load double, ptr %99, align 8, !tbaa !26
  %531 = fmul contract double %530, %47
  %532 = fmul contract double %530, %531
  %533 = fmul contract double %521, %49
  %534 = load double, ptr %100, align 8, !tbaa !26
  %535 = fmul contract double %533, %534
  %536 = fmul contract double %528, %51
  %537 = fmul contract double %525, %536
  %538 = fmul contract double %534, %53
  %539 = fmul contract double %523, %55
  %540 = fmul contract double %523, %539
  %541 = fneg contract double %524
  %542 = fsub contract double %526, %524
  %543 = fsub contract double %542, %535
  %544 = fadd contract double %538, %543
  store double %544, ptr %15, align 8, !tbaa !26
  %545 = fsub contract double %541, %529
  %546 = fmul contract double %532, 2.000000e+00
  %547 = fadd contract double %545, %546
  %548 = fmul contract double %540, 2.000000e+00
  %549 = fsub contract double %547, %548
  store double %549, ptr %111, align 8, !tbaa !26
  %550 = fsub contract double %524, %526
  %551 = fsub contract double %550, %537
  store double %551, ptr %112, align 8, !tbaa !26
  %552 = fsub contract double %535, %529
  %553 = fsub contract double %552, %537
  %554 = fadd contract double %540, %553
  store double %554, ptr %113, align 8, !tbaa !26
  %555 = fsub contract double %529, %546
  %556 = fadd contract double %537, %555
  store double %556, ptr %114, align 8, !tbaa !26
  %557 = fsub contract double %537, %535
  %558 = fsub contract double %557, %538
  %559 = fadd contract double %540, %558
  store double %559, ptr %115, align 8, !tbaa !26
  %560 = fdiv contract double %195, 6.000000e+00
  br label %573

561:                                              ; preds = %561, %468
  %562 = phi i32 [ 0, %468 ], [ %571, %561 ]
  %563 = zext nneg i32 %562 to i64
  %564 = getelementptr inbounds nuw double, ptr %24, i64 %563
  %565 = load double, ptr %564, align 8, !tbaa !26
  %566 = getelementptr inbounds nuw double, ptr %14, i64 %563
  %567 = load double, ptr %566, align 8, !tbaa !26
  %568 = fmul contract double %195, %567
  %569 = fadd contract double %565, %568
  %570 = getelementptr inbounds nuw double, ptr %16, i64 %563
  store double %569, ptr %570, align 8, !tbaa !26
  %571 = add nuw nsw i32 %562, 1
  %572 = icmp eq i32 %571, 6
  br i1 %572, label %520, label %561, !llvm.loop !31

573:                                              ; preds = %573, %520
  %574 = phi i32 [ 0, %520 ], [ %593, %573 ]
  %575 = zext nneg i32 %574 to i64
  %576 = getelementptr inbounds nuw double, ptr %12, i64 %575
  %577 = load double, ptr %576, align 8, !tbaa !26
  %578 = getelementptr inbounds nuw double, ptr %13, i64 %575
  %579 = load double, ptr %578, align 8, !tbaa !26
  %580 = fmul contract double %579, 2.000000e+00
  %581 = fadd contract double %577, %580
  %582 = getelementptr inbounds nuw double, ptr %14, i64 %575
  %583 = load double, ptr %582, align 8, !tbaa !26
  %584 = fmul contract double %583, 2.000000e+00
  %585 = fadd contract double %581, %584
  %586 = getelementptr inbounds nuw double, ptr %15, i64 %575
  %587 = load double, ptr %586, align 8, !tbaa !26
  %588 = fadd contract double %587, %585
  %589 = fmul contract double %560, %588
  %590 = getelementptr inbounds nuw double, ptr %24, i64 %575
  %591 = load double, ptr %590, align 8, !tbaa !26
  %592 = fadd contract double %591, %589
  store double %592, ptr %590, align 8, !tbaa !26
  %593 = add nuw nsw i32 %574, 1
  %594 = icmp eq i32 %593, 6
  br i1 %594, label %595, label %573, !llvm.loop !32

595:                                              ; preds = %573
  call void @llvm.lifetime.end.p0(ptr nonnull %16) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %15) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %13) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #8
  %596 = load double, ptr %24, align 8, !tbaa !26
  %597 = fmul contract double %596, %41
  %598 = load double, ptr %86, align 8, !tbaa !26
  %599 = fmul contract double %597, %598
  %600 = load double, ptr %87, align 8, !tbaa !26
  %601 = fmul contract double %600, %43
  %602 = fmul contract double %598, %45
  %603 = load double, ptr %88, align 8, !tbaa !26
  %604 = fmul contract double %602, %603
  %605 = load double, ptr %89, align 8, !tbaa !26
  %606 = fmul contract double %605, %47
  %607 = fmul contract double %605, %606
  %608 = fmul contract double %596, %49
  %609 = load double, ptr %90, align 8, !tbaa !26
  %610 = fmul contract double %608, %609
  %611 = fmul contract double %603, %51
  %612 = fmul contract double %600, %611
  %613 = fmul contract double %609, %53
  %614 = fmul contract double %598, %55
  %615 = fmul contract double %598, %614
  %616 = fneg contract double %599
  %617 = fsub contract double %601, %599
  %618 = fsub contract double %617, %610
  %619 = fadd contract double %613, %618
  store double %619, ptr %7, align 8, !tbaa !26
  %620 = fsub contract double %616, %604
  %621 = fmul contract double %607, 2.000000e+00
  %622 = fadd contract double %620, %621
  %623 = fmul contract double %615, 2.000000e+00
  %624 = fsub contract double %622, %623
  store double %624, ptr %116, align 8, !tbaa !26
  %625 = fsub contract double %599, %601
  %626 = fsub contract double %625, %612
  store double %626, ptr %117, align 8, !tbaa !26
  %627 = fsub contract double %610, %604
  %628 = fsub contract double %627, %612
  %629 = fadd contract double %615, %628
  store double %629, ptr %118, align 8, !tbaa !26
  %630 = fsub contract double %604, %621
  %631 = fadd contract double %612, %630
  store double %631, ptr %119, align 8, !tbaa !26
  %632 = fsub contract double %612, %610
  %633 = fsub contract double %632, %613
  %634 = fadd contract double %615, %633
  store double %634, ptr %120, align 8, !tbaa !26
  br label %675

635:                                              ; preds = %675
  %636 = load double, ptr %11, align 8, !tbaa !26
  %637 = fmul contract double %636, %41
  %638 = load double, ptr %121, align 8, !tbaa !26
  %639 = fmul contract double %637, %638
  %640 = load double, ptr %122, align 8, !tbaa !26
  %641 = fmul contract double %640, %43
  %642 = fmul contract double %638, %45
  %643 = load double, ptr %123, align 8, !tbaa !26
  %644 = fmul contract double %642, %643
  %645 = load double, ptr %124, align 8, !tbaa !26
  %646 = fmul contract double %645, %47
  %647 = fmul contract double %645, %646
  %648 = fmul contract double %636, %49
  %649 = load double, ptr %125, align 8, !tbaa !26
  %650 = fmul contract double %648, %649
  %651 = fmul contract double %643, %51
  %652 = fmul contract double %640, %651
  %653 = fmul contract double %649, %53
  %654 = fmul contract double %638, %55
  %655 = fmul contract double %638, %654
  %656 = fneg contract double %639
  %657 = fsub contract double %641, %639
  %658 = fsub contract double %657, %650
  %659 = fadd contract double %653, %658
  store double %659, ptr %8, align 8, !tbaa !26
  %660 = fsub contract double %656, %644
  %661 = fmul contract double %647, 2.000000e+00
  %662 = fadd contract double %660, %661
  %663 = fmul contract double %655, 2.000000e+00
  %664 = fsub contract double %662, %663
  store double %664, ptr %126, align 8, !tbaa !26
  %665 = fsub contract double %639, %641
  %666 = fsub contract double %665, %652
  store double %666, ptr %127, align 8, !tbaa !26
  %667 = fsub contract double %650, %644
  %668 = fsub contract double %667, %652
  %669 = fadd contract double %655, %668
  store double %669, ptr %128, align 8, !tbaa !26
  %670 = fsub contract double %644, %661
  %671 = fadd contract double %652, %670
  store double %671, ptr %129, align 8, !tbaa !26
  %672 = fsub contract double %652, %650
  %673 = fsub contract double %672, %653
  %674 = fadd contract double %655, %673
  store double %674, ptr %130, align 8, !tbaa !26
  br label %727

675:                                              ; preds = %675, %595
  %676 = phi i32 [ 0, %595 ], [ %685, %675 ]
  %677 = zext nneg i32 %676 to i64
  %678 = getelementptr inbounds nuw double, ptr %24, i64 %677
  %679 = load double, ptr %678, align 8, !tbaa !26
  %680 = getelementptr inbounds nuw double, ptr %7, i64 %677
  %681 = load double, ptr %680, align 8, !tbaa !26
  %682 = fmul contract double %415, %681
  %683 = fadd contract double %679, %682
  %684 = getelementptr inbounds nuw double, ptr %11, i64 %677
  store double %683, ptr %684, align 8, !tbaa !26
  %685 = add nuw nsw i32 %676, 1
  %686 = icmp eq i32 %685, 6
  br i1 %686, label %635, label %675, !llvm.loop !29

687:                                              ; preds = %727
  %688 = load double, ptr %11, align 8, !tbaa !26
  %689 = fmul contract double %688, %41
  %690 = load double, ptr %121, align 8, !tbaa !26
  %691 = fmul contract double %689, %690
  %692 = load double, ptr %122, align 8, !tbaa !26
  %693 = fmul contract double %692, %43
  %694 = fmul contract double %690, %45
  %695 = load double, ptr %123, align 8, !tbaa !26
  %696 = fmul contract double %694, %695
  %697 = load double, ptr %124, align 8, !tbaa !26
  %698 = fmul contract double %697, %47
  %699 = fmul contract double %697, %698
  %700 = fmul contract double %688, %49
  %701 = load double, ptr %125, align 8, !tbaa !26
  %702 = fmul contract double %700, %701
  %703 = fmul contract double %695, %51
  %704 = fmul contract double %692, %703
  %705 = fmul contract double %701, %53
  %706 = fmul contract double %690, %55
  %707 = fmul contract double %690, %706
  %708 = fneg contract double %691
  %709 = fsub contract double %693, %691
  %710 = fsub contract double %709, %702
  %711 = fadd contract double %705, %710
  store double %711, ptr %9, align 8, !tbaa !26
  %712 = fsub contract double %708, %696
  %713 = fmul contract double %699, 2.000000e+00
  %714 = fadd contract double %712, %713
  %715 = fmul contract double %707, 2.000000e+00
  %716 = fsub contract double %714, %715
  store double %716, ptr %131, align 8, !tbaa !26
  %717 = fsub contract double %691, %693
  %718 = fsub contract double %717, %704
  store double %718, ptr %132, align 8, !tbaa !26
  %719 = fsub contract double %702, %696
  %720 = fsub contract double %719, %704
  %721 = fadd contract double %707, %720
  store double %721, ptr %133, align 8, !tbaa !26
  %722 = fsub contract double %696, %713
  %723 = fadd contract double %704, %722
  store double %723, ptr %134, align 8, !tbaa !26
  %724 = fsub contract double %704, %702
  %725 = fsub contract double %724, %705
  %726 = fadd contract double %707, %725
  store double %726, ptr %135, align 8, !tbaa !26
  br label %779

727:                                              ; preds = %727, %635
  %728 = phi i32 [ 0, %635 ], [ %737, %727 ]
  %729 = zext nneg i32 %728 to i64
  %730 = getelementptr inbounds nuw double, ptr %24, i64 %729
  %731 = load double, ptr %730, align 8, !tbaa !26
  %732 = getelementptr inbounds nuw double, ptr %8, i64 %729
  %733 = load double, ptr %732, align 8, !tbaa !26
  %734 = fmul contract double %415, %733
  %735 = fadd contract double %731, %734
  %736 = getelementptr inbounds nuw double, ptr %11, i64 %729
  store double %735, ptr %736, align 8, !tbaa !26
  %737 = add nuw nsw i32 %728, 1
  %738 = icmp eq i32 %737, 6
  br i1 %738, label %687, label %727, !llvm.loop !30

739:                                              ; preds = %779
  %740 = load double, ptr %11, align 8, !tbaa !26
  %741 = fmul contract double %740, %41
  %742 = load double, ptr %121, align 8, !tbaa !26
  %743 = fmul contract double %741, %742
  %744 = load double, ptr %122, align 8, !tbaa !26
  %745 = fmul contract double %744, %43
  %746 = fmul contract double %742, %45
  %747 = load double, ptr %123, align 8, !tbaa !26
  %748 = fmul contract double %746, %747
  %749 = load double, ptr %124, align 8, !tbaa !26
  %750 = fmul contract double %749, %47
  %751 = fmul contract double %749, %750
  %752 = fmul contract double %740, %49
  %753 = load double, ptr %125, align 8, !tbaa !26
  %754 = fmul contract double %752, %753
  %755 = fmul contract double %747, %51
  %756 = fmul contract double %744, %755
  %757 = fmul contract double %753, %53
  %758 = fmul contract double %742, %55
  %759 = fmul contract double %742, %758
  %760 = fneg contract double %743
  %761 = fsub contract double %745, %743
  %762 = fsub contract double %761, %754
  %763 = fadd contract double %757, %762
  store double %763, ptr %10, align 8, !tbaa !26
  %764 = fsub contract double %760, %748
  %765 = fmul contract double %751, 2.000000e+00
  %766 = fadd contract double %764, %765
  %767 = fmul contract double %759, 2.000000e+00
  %768 = fsub contract double %766, %767
  store double %768, ptr %136, align 8, !tbaa !26
  %769 = fsub contract double %743, %745
  %770 = fsub contract double %769, %756
  store double %770, ptr %137, align 8, !tbaa !26
  %771 = fsub contract double %754, %748
  %772 = fsub contract double %771, %756
  %773 = fadd contract double %759, %772
  store double %773, ptr %138, align 8, !tbaa !26
  %774 = fsub contract double %748, %765
  %775 = fadd contract double %756, %774
  store double %775, ptr %139, align 8, !tbaa !26
  %776 = fsub contract double %756, %754
  %777 = fsub contract double %776, %757
  %778 = fadd contract double %759, %777
  store double %778, ptr %140, align 8, !tbaa !26
  br label %791

779:                                              ; preds = %779, %687
  %780 = phi i32 [ 0, %687 ], [ %789, %779 ]
  %781 = zext nneg i32 %780 to i64
  %782 = getelementptr inbounds nuw double, ptr %24, i64 %781
  %783 = load double, ptr %782, align 8, !tbaa !26
  %784 = getelementptr inbounds nuw double, ptr %9, i64 %781
  %785 = load double, ptr %784, align 8, !tbaa !26
  %786 = fmul contract double %195, %785
  %787 = fadd contract double %783, %786
  %788 = getelementptr inbounds nuw double, ptr %11, i64 %781
  store double %787, ptr %788, align 8, !tbaa !26
  %789 = add nuw nsw i32 %780, 1
  %790 = icmp eq i32 %789, 6
  br i1 %790, label %739, label %779, !llvm.loop !31

791:                                              ; preds = %791, %739
  %792 = phi i32 [ 0, %739 ], [ %811, %791 ]
  %793 = zext nneg i32 %792 to i64
  %794 = getelementptr inbounds nuw double, ptr %7, i64 %793
  %795 = load double, ptr %794, align 8, !tbaa !26
  %796 = getelementptr inbounds nuw double, ptr %8, i64 %793
  %797 = load double, ptr %796, align 8, !tbaa !26
  %798 = fmul contract double %797, 2.000000e+00
  %799 = fadd contract double %795, %798
  %800 = getelementptr inbounds nuw double, ptr %9, i64 %793
  %801 = load double, ptr %800, align 8, !tbaa !26
  %802 = fmul contract double %801, 2.000000e+00
  %803 = fadd contract double %799, %802
  %804 = getelementptr inbounds nuw double, ptr %10, i64 %793
  %805 = load double, ptr %804, align 8, !tbaa !26
  %806 = fadd contract double %805, %803
  %807 = fmul contract double %560, %806
  %808 = getelementptr inbounds nuw double, ptr %24, i64 %793
  %809 = load double, ptr %808, align 8, !tbaa !26
  %810 = fadd contract double %809, %807
  store double %810, ptr %808, align 8, !tbaa !26
  %811 = add nuw nsw i32 %792, 1
  %812 = icmp eq i32 %811, 6
  br i1 %812, label %813, label %791, !llvm.loop !32

813:                                              ; preds = %791
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #8
  br label %825

814:                                              ; preds = %152, %814
  %815 = phi i32 [ 0, %152 ], [ %821, %814 ]
  %816 = zext nneg i32 %815 to i64
  %817 = getelementptr inbounds nuw double, ptr %22, i64 %816
  %818 = load double, ptr %817, align 8, !tbaa !26
  %819 = getelementptr inbounds nuw double, ptr %24, i64 %816
  store double %818, ptr %819, align 8, !tbaa !26
  %820 = getelementptr inbounds nuw double, ptr %23, i64 %816
  store double %818, ptr %820, align 8, !tbaa !26
  %821 = add nuw nsw i32 %815, 1
  %822 = icmp eq i32 %821, 6
  br i1 %822, label %155, label %814, !llvm.loop !33

823:                                              ; preds = %825
  %824 = fcmp contract ogt double %835, 0x3EB0C6F7A0B5ED8D
  br i1 %824, label %852, label %842

825:                                              ; preds = %813, %825
  %826 = phi i32 [ 0, %813 ], [ %836, %825 ]
  %827 = phi double [ 0.000000e+00, %813 ], [ %835, %825 ]
  %828 = zext nneg i32 %826 to i64
  %829 = getelementptr inbounds nuw double, ptr %24, i64 %828
  %830 = load double, ptr %829, align 8, !tbaa !26
  %831 = getelementptr inbounds nuw double, ptr %23, i64 %828
  %832 = load double, ptr %831, align 8, !tbaa !26
  %833 = fsub contract double %830, %832
  %834 = fmul contract double %833, %833
  %835 = fadd contract double %827, %834
  %836 = add nuw nsw i32 %826, 1
  %837 = icmp eq i32 %836, 6
  br i1 %837, label %823, label %825, !llvm.loop !34

838:                                              ; preds = %842
  %839 = fcmp contract olt double %835, 1.000000e-09
  %840 = fmul contract double %153, 2.000000e+00
  %841 = select i1 %839, double %840, double %153
  br label %852

842:                                              ; preds = %823, %842
  %843 = phi i32 [ %850, %842 ], [ 0, %823 ]
  %844 = zext nneg i32 %843 to i64
  %845 = getelementptr inbounds nuw double, ptr %24, i64 %844
  %846 = load double, ptr %845, align 8, !tbaa !26
  %847 = fcmp contract olt double %846, 0.000000e+00
  %848 = select contract i1 %847, double 0.000000e+00, double %846
  %849 = getelementptr inbounds nuw double, ptr %22, i64 %844
  store double %848, ptr %849, align 8, !tbaa !26
  %850 = add nuw nsw i32 %843, 1
  %851 = icmp eq i32 %850, 6
  br i1 %851, label %838, label %842, !llvm.loop !35

852:                                              ; preds = %823, %838
  %853 = phi double [ %841, %838 ], [ %195, %823 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %24) #8
  call void @llvm.lifetime.end.p0(ptr nonnull %23) #8
  %854 = add nuw nsw i32 %154, 1
  %855 = icmp eq i32 %854, %4
  br i1 %855, label %34, label %152, !llvm.loop !36

856:                                              ; preds = %857
  call void @llvm.lifetime.end.p0(ptr nonnull %22) #8
  br label %868

857:                                              ; preds = %34, %857
  %858 = phi i32 [ %866, %857 ], [ 0, %34 ]
  %859 = zext nneg i32 %858 to i64
  %860 = getelementptr inbounds nuw double, ptr %22, i64 %859
  %861 = load double, ptr %860, align 8, !tbaa !26
  %862 = mul nsw i32 %858, %3
  %863 = add nsw i32 %862, %29
  %864 = sext i32 %863 to i64
  %865 = getelementptr inbounds double, ptr %2, i64 %864
  store double %861, ptr %865, align 8, !tbaa !26
  %866 = add nuw nsw i32 %858, 1
  %867 = icmp eq i32 %866, 6
  br i1 %867, label %856, label %857, !llvm.loop !37

868:                                              ; preds = %6, %856
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { nofree noinline nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(none) }
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
!13 = !{i32 21289}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
!21 = distinct !{!21, !15, !16}
!22 = distinct !{!22, !15, !16}
!23 = distinct !{!23, !15, !16}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !8, i64 0}
!28 = distinct !{!28, !15, !16}
!29 = distinct !{!29, !15, !16}
!30 = distinct !{!30, !15, !16}
!31 = distinct !{!31, !15, !16}
!32 = distinct !{!32, !15, !16}
!33 = distinct !{!33, !15, !16}
!34 = distinct !{!34, !15, !16}
!35 = distinct !{!35, !15, !16}
!36 = distinct !{!36, !15, !16}
!37 = distinct !{!37, !15, !16}
