; ModuleID = 'src/longstaff_schwartz.cu'
source_filename = "src/longstaff_schwartz.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.OptionParams = type { float, float, float, float, float, i32 }
%struct.uint4 = type { i32, i32, i32, i32 }
%struct.uint2.0 = type { i32, i32 }

@c_opt = dso_local addrspace(4) externally_initialized constant %struct.OptionParams zeroinitializer, align 4
@_ZZ19lsm_regression_sumsE6s_part = internal unnamed_addr addrspace(3) global [9 x [32 x double]] undef, align 8
@_ZZ19lsm_exercise_updateE6s_beta.0 = internal unnamed_addr addrspace(3) global double undef, align 8
@_ZZ19lsm_exercise_updateE6s_beta.1 = internal unnamed_addr addrspace(3) global double undef, align 8
@_ZZ19lsm_exercise_updateE6s_beta.2 = internal unnamed_addr addrspace(3) global double undef, align 8
@_ZZ16lsm_price_reduceE5s_sum = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ16lsm_price_reduceE4s_sq = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_opt to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local %struct.uint4 @_Z6philox5uint45uint2(ptr noundef readonly byval(%struct.uint4) align 16 captures(none) %0, ptr noundef readonly byval(%struct.uint2.0) align 8 captures(none) %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %7 = load i32, ptr %0, align 16, !tbaa !6
  %8 = load i32, ptr %3, align 8, !tbaa !6
  %9 = load i32, ptr %4, align 4, !tbaa !6
  %10 = load i32, ptr %1, align 8, !tbaa !11
  %11 = load i32, ptr %5, align 4, !tbaa !6
  %12 = load i32, ptr %6, align 4, !tbaa !13
  %13 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %7)
  %14 = mul i32 %7, -766435501
  %15 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %8)
  %16 = mul i32 %8, -845247145
  %17 = xor i32 %15, %9
  %18 = xor i32 %17, %10
  %19 = xor i32 %11, %13
  %20 = xor i32 %19, %12
  %21 = add i32 %10, -1640531527
  %22 = add i32 %12, -1150833019
  %23 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %18)
  %24 = mul i32 %18, -766435501
  %25 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %20)
  %26 = mul i32 %20, -845247145
  %27 = xor i32 %25, %16
  %28 = xor i32 %27, %21
  %29 = xor i32 %14, %23
  %30 = xor i32 %29, %22
  %31 = add i32 %10, 1013904242
  %32 = add i32 %12, 1993301258
  %33 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %28)
  %34 = mul i32 %28, -766435501
  %35 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %30)
  %36 = mul i32 %30, -845247145
  %37 = xor i32 %35, %26
  %38 = xor i32 %37, %31
  %39 = xor i32 %24, %33
  %40 = xor i32 %39, %32
  %41 = add i32 %10, -626627285
  %42 = add i32 %12, 842468239
  %43 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %38)
  %44 = mul i32 %38, -766435501
  %45 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %40)
  %46 = mul i32 %40, -845247145
  %47 = xor i32 %45, %36
  %48 = xor i32 %47, %41
  %49 = xor i32 %34, %43
  %50 = xor i32 %49, %42
  %51 = add i32 %10, 2027808484
  %52 = add i32 %12, -308364780
  %53 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %48)
  %54 = mul i32 %48, -766435501
  %55 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %50)
  %56 = mul i32 %50, -845247145
  %57 = xor i32 %55, %46
  %58 = xor i32 %57, %51
  %59 = xor i32 %44, %53
  %60 = xor i32 %59, %52
  %61 = add i32 %10, 387276957
  %62 = add i32 %12, -1459197799
  %63 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %58)
  %64 = mul i32 %58, -766435501
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %60)
  %66 = mul i32 %60, -845247145
  %67 = xor i32 %65, %56
  %68 = xor i32 %67, %61
  %69 = xor i32 %54, %63
  %70 = xor i32 %69, %62
  %71 = add i32 %10, -1253254570
  %72 = add i32 %12, 1684936478
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %68)
  %74 = mul i32 %68, -766435501
  %75 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %70)
  %76 = mul i32 %70, -845247145
  %77 = xor i32 %75, %66
  %78 = xor i32 %77, %71
  %79 = xor i32 %64, %73
  %80 = xor i32 %79, %72
  %81 = add i32 %10, 1401181199
  %82 = add i32 %12, 534103459
  %83 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %78)
  %84 = mul i32 %78, -766435501
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %80)
  %86 = mul i32 %80, -845247145
  %87 = xor i32 %85, %76
  %88 = xor i32 %87, %81
  %89 = xor i32 %74, %83
  %90 = xor i32 %89, %82
  %91 = add i32 %10, -239350328
  %92 = add i32 %12, -616729560
  %93 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %88)
  %94 = mul i32 %88, -766435501
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %90)
  %96 = mul i32 %90, -845247145
  %97 = xor i32 %95, %86
  %98 = xor i32 %97, %91
  %99 = xor i32 %84, %93
  %100 = xor i32 %99, %92
  %101 = add i32 %10, -1879881855
  %102 = add i32 %12, -1767562579
  %103 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %98)
  %104 = mul i32 %98, -766435501
  %105 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %100)
  %106 = mul i32 %100, -845247145
  %107 = xor i32 %105, %96
  %108 = xor i32 %107, %101
  %109 = xor i32 %94, %103
  %110 = xor i32 %109, %102
  %111 = insertvalue %struct.uint4 poison, i32 %108, 0
  %112 = insertvalue %struct.uint4 %111, i32 %106, 1
  %113 = insertvalue %struct.uint4 %112, i32 %110, 2
  %114 = insertvalue %struct.uint4 %113, i32 %104, 3
  ret %struct.uint4 %114
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define dso_local ptx_kernel void @lsm_generate_paths(ptr noalias noundef writeonly captures(none) %0, i32 noundef %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #2 {
  %5 = alloca %struct.uint4, align 16
  %6 = alloca %struct.uint2.0, align 8
  %7 = load float, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 4, !tbaa !14
  %8 = tail call noundef float @llvm.maxnum.f32(float %7, float 1.000000e+00)
  %9 = tail call noundef float @llvm.minnum.f32(float %8, float 1.000000e+03)
  %10 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !17
  %11 = tail call noundef float @llvm.maxnum.f32(float %10, float 0.000000e+00)
  %12 = tail call noundef float @llvm.minnum.f32(float %11, float 0x3FC99999A0000000)
  %13 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 12), align 4, !tbaa !18
  %14 = tail call noundef float @llvm.maxnum.f32(float %13, float 0x3F847AE140000000)
  %15 = tail call noundef float @llvm.minnum.f32(float %14, float 1.000000e+00)
  %16 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !19
  %17 = tail call noundef float @llvm.maxnum.f32(float %16, float 0x3F847AE140000000)
  %18 = tail call noundef float @llvm.minnum.f32(float %17, float 5.000000e+00)
  %19 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %20 = uitofp nneg i32 %19 to float
  %21 = fdiv contract float %18, %20
  %22 = fmul contract float %15, 5.000000e-01
  %23 = fmul contract float %15, %22
  %24 = fsub contract float %12, %23
  %25 = fmul contract float %21, %24
  %26 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %21) #12
  %27 = fmul contract float %15, %26
  %28 = ashr i32 %1, 1
  %29 = trunc i64 %3 to i32
  %30 = lshr i64 %3, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %34 = mul i32 %32, %33
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = add i32 %34, %35
  %37 = icmp slt i32 %36, %28
  br i1 %37, label %38, label %50

38:                                               ; preds = %4
  %39 = tail call float @llvm.nvvm.lg2.approx.f(float %9) #12
  %40 = fmul float %39, 0x3FE62E4300000000
  %41 = icmp sgt i32 %2, 0
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %43 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %45 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %46 = sext i32 %1 to i64
  %47 = sext i32 %28 to i64
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %49 = mul i32 %48, %33
  br label %51

50:                                               ; preds = %58, %4
  ret void

51:                                               ; preds = %38, %58
  %52 = phi i32 [ %36, %38 ], [ %59, %58 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr float, ptr %0, i64 %53
  store float %9, ptr %54, align 4, !tbaa !20
  %55 = add nsw i32 %52, %28
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  store float %9, ptr %57, align 4, !tbaa !20
  br i1 %41, label %61, label %58

58:                                               ; preds = %149, %51
  %59 = add i32 %52, %49
  %60 = icmp slt i32 %59, %28
  br i1 %60, label %51, label %50, !llvm.loop !21

61:                                               ; preds = %51, %149
  %62 = phi float [ %151, %149 ], [ %40, %51 ]
  %63 = phi float [ %150, %149 ], [ %40, %51 ]
  %64 = phi i32 [ %152, %149 ], [ 0, %51 ]
  store i32 %52, ptr %5, align 16
  store i32 %64, ptr %42, align 4
  store i32 81, ptr %43, align 8
  store i32 0, ptr %44, align 4
  store i32 %29, ptr %6, align 8, !tbaa !6
  store i32 %31, ptr %45, align 4, !tbaa !6
  %65 = tail call %struct.uint4 @_Z6philox5uint45uint2(ptr noundef nonnull byval(%struct.uint4) align 16 %5, ptr noundef nonnull byval(%struct.uint2.0) align 8 %6) #12
  %66 = extractvalue %struct.uint4 %65, 0
  %67 = extractvalue %struct.uint4 %65, 1
  %68 = lshr i32 %66, 8
  %69 = uitofp nneg i32 %68 to float
  %70 = fadd contract float %69, 5.000000e-01
  %71 = fmul contract float %70, 0x3E70000000000000
  %72 = lshr i32 %67, 8
  %73 = uitofp nneg i32 %72 to float
  %74 = fmul contract float %73, 0x3E70000000000000
  %75 = tail call float @llvm.nvvm.lg2.approx.f(float %71) #12
  %76 = fmul float %75, 0x3FE62E4300000000
  %77 = fmul contract float %76, -2.000000e+00
  %78 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %77) #12
  %79 = fmul contract float %74, 2.000000e+00
  %80 = fadd float %79, %79
  %81 = tail call float @llvm.nvvm.round.f(float %80) #12
  %82 = tail call i32 @llvm.nvvm.f2i.rz(float %81)
  %83 = fneg float %81
  %84 = tail call float @llvm.fma.f32(float %83, float 5.000000e-01, float %79)
  %85 = tail call float @llvm.nvvm.mul.rn.f(float %84, float %84) #12
  %86 = tail call float @llvm.fma.f32(float %85, float 0xBFE2F59920000000, float 0x400466B200000000)
  %87 = tail call float @llvm.fma.f32(float %85, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %88 = tail call float @llvm.fma.f32(float %86, float %85, float 0xC014ABBEC0000000)
  %89 = tail call float @llvm.fma.f32(float %87, float %85, float 0x40103C19E0000000)
  %90 = tail call float @llvm.fma.f32(float %85, float %84, float 0.000000e+00)
  %91 = tail call float @llvm.fma.f32(float %89, float %85, float 0xC013BD3CC0000000)
  %92 = tail call float @llvm.fma.f32(float %88, float %90, float 0.000000e+00)
  %93 = tail call float @llvm.fma.f32(float %91, float %85, float 1.000000e+00)
  %94 = tail call float @llvm.fma.f32(float %84, float 0x400921FB60000000, float %92)
  %95 = and i32 %82, 1
  %96 = icmp eq i32 %95, 0
  %97 = select i1 %96, float %94, float %93
  %98 = and i32 %82, 2
  %99 = icmp eq i32 %98, 0
  %100 = fneg float %97
  %101 = select i1 %99, float %97, float %100
  %102 = tail call float @llvm.trunc.f32(float %79)
  %103 = fcmp oeq float %79, %102
  %104 = tail call float @llvm.nvvm.mul.rn.f(float %79, float 0.000000e+00) #12
  %105 = select i1 %103, float %104, float %101
  %106 = tail call float @llvm.nvvm.fabs.f32(float %79)
  %107 = fcmp ogt float %106, 0x4170000000000000
  %108 = tail call float @llvm.nvvm.add.rn.f(float %105, float 1.000000e+00) #12
  %109 = add i32 %82, 1
  %110 = and i32 %109, 2
  %111 = icmp eq i32 %110, 0
  %112 = select i1 %96, float %93, float %94
  %113 = fsub float 0.000000e+00, %112
  %114 = select i1 %111, float %112, float %113
  %115 = select i1 %107, float %108, float %114
  %116 = fmul contract float %78, %115
  %117 = fmul contract float %27, %116
  %118 = fadd contract float %25, %117
  %119 = fadd contract float %62, %118
  %120 = fsub contract float %25, %117
  %121 = fadd contract float %63, %120
  %122 = or disjoint i32 %64, 1
  %123 = zext nneg i32 %122 to i64
  %124 = mul nsw i64 %123, %46
  %125 = fmul float %119, 0x3FF7154760000000
  %126 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %125)
  %127 = getelementptr float, ptr %54, i64 %124
  store float %126, ptr %127, align 4, !tbaa !20
  %128 = fmul float %121, 0x3FF7154760000000
  %129 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %128)
  %130 = getelementptr float, ptr %127, i64 %47
  store float %129, ptr %130, align 4, !tbaa !20
  %131 = or disjoint i32 %64, 1
  %132 = icmp slt i32 %131, %2
  br i1 %132, label %133, label %149

133:                                              ; preds = %61
  %134 = fmul contract float %78, %105
  %135 = fmul contract float %27, %134
  %136 = fadd contract float %25, %135
  %137 = fadd contract float %119, %136
  %138 = fsub contract float %25, %135
  %139 = fadd contract float %121, %138
  %140 = add nuw nsw i32 %64, 2
  %141 = zext nneg i32 %140 to i64
  %142 = mul nsw i64 %141, %46
  %143 = fmul float %137, 0x3FF7154760000000
  %144 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %143)
  %145 = getelementptr float, ptr %54, i64 %142
  store float %144, ptr %145, align 4, !tbaa !20
  %146 = fmul float %139, 0x3FF7154760000000
  %147 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %146)
  %148 = getelementptr float, ptr %145, i64 %47
  store float %147, ptr %148, align 4, !tbaa !20
  br label %149

149:                                              ; preds = %133, %61
  %150 = phi float [ %139, %133 ], [ %121, %61 ]
  %151 = phi float [ %137, %133 ], [ %119, %61 ]
  %152 = add nuw nsw i32 %64, 2
  %153 = icmp slt i32 %152, %2
  br i1 %153, label %61, label %58, !llvm.loop !23
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lsm_regression_sums(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = icmp sgt i32 %6, 0
  %9 = icmp slt i32 %6, %5
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %1313

11:                                               ; preds = %7
  %12 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !24
  %13 = tail call noundef float @llvm.maxnum.f32(float %12, float 1.000000e+00)
  %14 = tail call noundef float @llvm.minnum.f32(float %13, float 1.000000e+03)
  %15 = fdiv contract float 1.000000e+00, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = icmp slt i32 %20, %4
  br i1 %21, label %22, label %43

22:                                               ; preds = %11
  %23 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !25
  %24 = and i32 %23, 1
  %25 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !19
  %26 = tail call noundef float @llvm.maxnum.f32(float %25, float 0x3F847AE140000000)
  %27 = tail call noundef float @llvm.minnum.f32(float %26, float 5.000000e+00)
  %28 = uitofp nneg i32 %5 to float
  %29 = fdiv contract float %27, %28
  %30 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !17
  %31 = tail call noundef float @llvm.maxnum.f32(float %30, float 0.000000e+00)
  %32 = tail call noundef float @llvm.minnum.f32(float %31, float 0x3FC99999A0000000)
  %33 = zext nneg i32 %6 to i64
  %34 = sext i32 %4 to i64
  %35 = mul nsw i64 %33, %34
  %36 = getelementptr float, ptr %0, i64 %35
  %37 = icmp eq i32 %24, 0
  %38 = add nuw nsw i32 %6, 1
  %39 = fneg contract float %32
  %40 = fmul contract float %29, %39
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = mul i32 %41, %17
  br label %112

43:                                               ; preds = %161, %11
  %44 = phi double [ 0.000000e+00, %11 ], [ %165, %161 ]
  %45 = phi double [ 0.000000e+00, %11 ], [ %166, %161 ]
  %46 = phi double [ 0.000000e+00, %11 ], [ %167, %161 ]
  %47 = phi double [ 0.000000e+00, %11 ], [ %168, %161 ]
  %48 = phi double [ 0.000000e+00, %11 ], [ %169, %161 ]
  %49 = phi double [ 0.000000e+00, %11 ], [ %162, %161 ]
  %50 = phi double [ 0.000000e+00, %11 ], [ %163, %161 ]
  %51 = phi double [ 0.000000e+00, %11 ], [ %164, %161 ]
  %52 = phi double [ 0.000000e+00, %11 ], [ %170, %161 ]
  %53 = and i32 %19, 31
  %54 = lshr i32 %19, 5
  %55 = icmp eq i32 %53, 0
  %56 = zext nneg i32 %54 to i64
  %57 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ19lsm_regression_sumsE6s_part to ptr), i64 %56
  %58 = bitcast double %52 to i64
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %58, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 16, i32 31)
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 16, i32 31)
  %64 = zext i32 %63 to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %62 to i64
  %67 = or disjoint i64 %65, %66
  %68 = bitcast i64 %67 to double
  %69 = fadd contract double %52, %68
  %70 = bitcast double %69 to i64
  %71 = trunc i64 %70 to i32
  %72 = lshr i64 %70, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 8, i32 31)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 8, i32 31)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = zext i32 %74 to i64
  %79 = or disjoint i64 %77, %78
  %80 = bitcast i64 %79 to double
  %81 = fadd contract double %69, %80
  %82 = bitcast double %81 to i64
  %83 = trunc i64 %82 to i32
  %84 = lshr i64 %82, 32
  %85 = trunc nuw i64 %84 to i32
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 4, i32 31)
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 4, i32 31)
  %88 = zext i32 %87 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %86 to i64
  %91 = or disjoint i64 %89, %90
  %92 = bitcast i64 %91 to double
  %93 = fadd contract double %81, %92
  %94 = bitcast double %93 to i64
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 2, i32 31)
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %97, i32 2, i32 31)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %98 to i64
  %103 = or disjoint i64 %101, %102
  %104 = bitcast i64 %103 to double
  %105 = fadd contract double %93, %104
  %106 = bitcast double %105 to i64
  %107 = trunc i64 %106 to i32
  %108 = lshr i64 %106, 32
  %109 = trunc nuw i64 %108 to i32
  %110 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %107, i32 1, i32 31)
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 1, i32 31)
  br i1 %55, label %182, label %189

112:                                              ; preds = %22, %161
  %113 = phi double [ 0.000000e+00, %22 ], [ %162, %161 ]
  %114 = phi double [ 0.000000e+00, %22 ], [ %163, %161 ]
  %115 = phi double [ 0.000000e+00, %22 ], [ %164, %161 ]
  %116 = phi double [ 0.000000e+00, %22 ], [ %165, %161 ]
  %117 = phi double [ 0.000000e+00, %22 ], [ %166, %161 ]
  %118 = phi double [ 0.000000e+00, %22 ], [ %167, %161 ]
  %119 = phi double [ 0.000000e+00, %22 ], [ %168, %161 ]
  %120 = phi double [ 0.000000e+00, %22 ], [ %169, %161 ]
  %121 = phi i32 [ %20, %22 ], [ %171, %161 ]
  %122 = phi double [ 0.000000e+00, %22 ], [ %170, %161 ]
  %123 = sext i32 %121 to i64
  %124 = getelementptr float, ptr %36, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !20
  %126 = fsub contract float %125, %14
  %127 = fsub contract float %14, %125
  %128 = select contract i1 %37, float %127, float %126
  %129 = tail call noundef float @llvm.maxnum.f32(float %128, float 0.000000e+00)
  %130 = fcmp contract ogt float %129, 0.000000e+00
  br i1 %130, label %131, label %161

131:                                              ; preds = %112
  %132 = getelementptr inbounds i32, ptr %2, i64 %123
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %133, i32 range(i32 0, -2147483648) %38)
  %135 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %134, i32 %5)
  %136 = getelementptr inbounds float, ptr %1, i64 %123
  %137 = load float, ptr %136, align 4, !tbaa !20
  %138 = sub nsw i32 %135, %6
  %139 = sitofp i32 %138 to float
  %140 = fmul contract float %40, %139
  %141 = fmul float %140, 0x3FF7154760000000
  %142 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %141)
  %143 = fmul contract float %137, %142
  %144 = fmul contract float %15, %125
  %145 = fpext contract float %144 to double
  %146 = fmul contract double %145, %145
  %147 = fpext contract float %143 to double
  %148 = fadd contract double %113, %147
  %149 = fmul contract double %145, %147
  %150 = fadd contract double %114, %149
  %151 = fmul contract double %146, %147
  %152 = fadd contract double %115, %151
  %153 = fadd contract double %122, 1.000000e+00
  %154 = fadd contract double %120, %145
  %155 = fadd contract double %146, %119
  %156 = fadd contract double %146, %118
  %157 = fmul contract double %146, %145
  %158 = fadd contract double %157, %117
  %159 = fmul contract double %146, %146
  %160 = fadd contract double %159, %116
  br label %161

161:                                              ; preds = %112, %131
  %162 = phi double [ %148, %131 ], [ %113, %112 ]
  %163 = phi double [ %150, %131 ], [ %114, %112 ]
  %164 = phi double [ %152, %131 ], [ %115, %112 ]
  %165 = phi double [ %160, %131 ], [ %116, %112 ]
  %166 = phi double [ %158, %131 ], [ %117, %112 ]
  %167 = phi double [ %156, %131 ], [ %118, %112 ]
  %168 = phi double [ %155, %131 ], [ %119, %112 ]
  %169 = phi double [ %154, %131 ], [ %120, %112 ]
  %170 = phi double [ %153, %131 ], [ %122, %112 ]
  %171 = add i32 %121, %42
  %172 = icmp slt i32 %171, %4
  br i1 %172, label %112, label %43, !llvm.loop !26

173:                                              ; preds = %693
  %174 = add nuw nsw i32 %17, 31
  %175 = lshr i32 %174, 5
  %176 = icmp samesign ult i32 %53, %175
  %177 = zext nneg i32 %53 to i64
  %178 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ19lsm_regression_sumsE6s_part to ptr), i64 %177
  %179 = zext nneg i32 %6 to i64
  %180 = mul nuw nsw i64 %179, 72
  %181 = getelementptr inbounds nuw i8, ptr %3, i64 %180
  br i1 %176, label %695, label %697

182:                                              ; preds = %43
  %183 = zext i32 %111 to i64
  %184 = shl nuw i64 %183, 32
  %185 = zext i32 %110 to i64
  %186 = or disjoint i64 %184, %185
  %187 = bitcast i64 %186 to double
  %188 = fadd contract double %105, %187
  store double %188, ptr %57, align 8, !tbaa !27
  br label %189

189:                                              ; preds = %43, %182
  %190 = bitcast double %48 to i64
  %191 = trunc i64 %190 to i32
  %192 = lshr i64 %190, 32
  %193 = trunc nuw i64 %192 to i32
  %194 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %191, i32 16, i32 31)
  %195 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 16, i32 31)
  %196 = zext i32 %195 to i64
  %197 = shl nuw i64 %196, 32
  %198 = zext i32 %194 to i64
  %199 = or disjoint i64 %197, %198
  %200 = bitcast i64 %199 to double
  %201 = fadd contract double %48, %200
  %202 = bitcast double %201 to i64
  %203 = trunc i64 %202 to i32
  %204 = lshr i64 %202, 32
  %205 = trunc nuw i64 %204 to i32
  %206 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %203, i32 8, i32 31)
  %207 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %205, i32 8, i32 31)
  %208 = zext i32 %207 to i64
  %209 = shl nuw i64 %208, 32
  %210 = zext i32 %206 to i64
  %211 = or disjoint i64 %209, %210
  %212 = bitcast i64 %211 to double
  %213 = fadd contract double %201, %212
  %214 = bitcast double %213 to i64
  %215 = trunc i64 %214 to i32
  %216 = lshr i64 %214, 32
  %217 = trunc nuw i64 %216 to i32
  %218 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %215, i32 4, i32 31)
  %219 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %217, i32 4, i32 31)
  %220 = zext i32 %219 to i64
  %221 = shl nuw i64 %220, 32
  %222 = zext i32 %218 to i64
  %223 = or disjoint i64 %221, %222
  %224 = bitcast i64 %223 to double
  %225 = fadd contract double %213, %224
  %226 = bitcast double %225 to i64
  %227 = trunc i64 %226 to i32
  %228 = lshr i64 %226, 32
  %229 = trunc nuw i64 %228 to i32
  %230 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %227, i32 2, i32 31)
  %231 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %229, i32 2, i32 31)
  %232 = zext i32 %231 to i64
  %233 = shl nuw i64 %232, 32
  %234 = zext i32 %230 to i64
  %235 = or disjoint i64 %233, %234
  %236 = bitcast i64 %235 to double
  %237 = fadd contract double %225, %236
  %238 = bitcast double %237 to i64
  %239 = trunc i64 %238 to i32
  %240 = lshr i64 %238, 32
  %241 = trunc nuw i64 %240 to i32
  %242 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %239, i32 1, i32 31)
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %241, i32 1, i32 31)
  br i1 %55, label %244, label %252

244:                                              ; preds = %189
  %245 = zext i32 %243 to i64
  %246 = shl nuw i64 %245, 32
  %247 = zext i32 %242 to i64
  %248 = or disjoint i64 %246, %247
  %249 = bitcast i64 %248 to double
  %250 = fadd contract double %237, %249
  %251 = getelementptr inbounds nuw i8, ptr %57, i64 256
  store double %250, ptr %251, align 8, !tbaa !27
  br label %252

252:                                              ; preds = %244, %189
  %253 = bitcast double %47 to i64
  %254 = trunc i64 %253 to i32
  %255 = lshr i64 %253, 32
  %256 = trunc nuw i64 %255 to i32
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %254, i32 16, i32 31)
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %256, i32 16, i32 31)
  %259 = zext i32 %258 to i64
  %260 = shl nuw i64 %259, 32
  %261 = zext i32 %257 to i64
  %262 = or disjoint i64 %260, %261
  %263 = bitcast i64 %262 to double
  %264 = fadd contract double %47, %263
  %265 = bitcast double %264 to i64
  %266 = trunc i64 %265 to i32
  %267 = lshr i64 %265, 32
  %268 = trunc nuw i64 %267 to i32
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %266, i32 8, i32 31)
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 8, i32 31)
  %271 = zext i32 %270 to i64
  %272 = shl nuw i64 %271, 32
  %273 = zext i32 %269 to i64
  %274 = or disjoint i64 %272, %273
  %275 = bitcast i64 %274 to double
  %276 = fadd contract double %264, %275
  %277 = bitcast double %276 to i64
  %278 = trunc i64 %277 to i32
  %279 = lshr i64 %277, 32
  %280 = trunc nuw i64 %279 to i32
  %281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %278, i32 4, i32 31)
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 4, i32 31)
  %283 = zext i32 %282 to i64
  %284 = shl nuw i64 %283, 32
  %285 = zext i32 %281 to i64
  %286 = or disjoint i64 %284, %285
  %287 = bitcast i64 %286 to double
  %288 = fadd contract double %276, %287
  %289 = bitcast double %288 to i64
  %290 = trunc i64 %289 to i32
  %291 = lshr i64 %289, 32
  %292 = trunc nuw i64 %291 to i32
  %293 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %290, i32 2, i32 31)
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %292, i32 2, i32 31)
  %295 = zext i32 %294 to i64
  %296 = shl nuw i64 %295, 32
  %297 = zext i32 %293 to i64
  %298 = or disjoint i64 %296, %297
  %299 = bitcast i64 %298 to double
  %300 = fadd contract double %288, %299
  %301 = bitcast double %300 to i64
  %302 = trunc i64 %301 to i32
  %303 = lshr i64 %301, 32
  %304 = trunc nuw i64 %303 to i32
  %305 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %302, i32 1, i32 31)
  %306 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %304, i32 1, i32 31)
  br i1 %55, label %307, label %315

307:                                              ; preds = %252
  %308 = zext i32 %306 to i64
  %309 = shl nuw i64 %308, 32
  %310 = zext i32 %305 to i64
  %311 = or disjoint i64 %309, %310
  %312 = bitcast i64 %311 to double
  %313 = fadd contract double %300, %312
  %314 = getelementptr inbounds nuw i8, ptr %57, i64 512
  store double %313, ptr %314, align 8, !tbaa !27
  br label %315

315:                                              ; preds = %307, %252
  %316 = bitcast double %46 to i64
  %317 = trunc i64 %316 to i32
  %318 = lshr i64 %316, 32
  %319 = trunc nuw i64 %318 to i32
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %317, i32 16, i32 31)
  %321 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %319, i32 16, i32 31)
  %322 = zext i32 %321 to i64
  %323 = shl nuw i64 %322, 32
  %324 = zext i32 %320 to i64
  %325 = or disjoint i64 %323, %324
  %326 = bitcast i64 %325 to double
  %327 = fadd contract double %46, %326
  %328 = bitcast double %327 to i64
  %329 = trunc i64 %328 to i32
  %330 = lshr i64 %328, 32
  %331 = trunc nuw i64 %330 to i32
  %332 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %329, i32 8, i32 31)
  %333 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %331, i32 8, i32 31)
  %334 = zext i32 %333 to i64
  %335 = shl nuw i64 %334, 32
  %336 = zext i32 %332 to i64
  %337 = or disjoint i64 %335, %336
  %338 = bitcast i64 %337 to double
  %339 = fadd contract double %327, %338
  %340 = bitcast double %339 to i64
  %341 = trunc i64 %340 to i32
  %342 = lshr i64 %340, 32
  %343 = trunc nuw i64 %342 to i32
  %344 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %341, i32 4, i32 31)
  %345 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %343, i32 4, i32 31)
  %346 = zext i32 %345 to i64
  %347 = shl nuw i64 %346, 32
  %348 = zext i32 %344 to i64
  %349 = or disjoint i64 %347, %348
  %350 = bitcast i64 %349 to double
  %351 = fadd contract double %339, %350
  %352 = bitcast double %351 to i64
  %353 = trunc i64 %352 to i32
  %354 = lshr i64 %352, 32
  %355 = trunc nuw i64 %354 to i32
  %356 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %353, i32 2, i32 31)
  %357 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %355, i32 2, i32 31)
  %358 = zext i32 %357 to i64
  %359 = shl nuw i64 %358, 32
  %360 = zext i32 %356 to i64
  %361 = or disjoint i64 %359, %360
  %362 = bitcast i64 %361 to double
  %363 = fadd contract double %351, %362
  %364 = bitcast double %363 to i64
  %365 = trunc i64 %364 to i32
  %366 = lshr i64 %364, 32
  %367 = trunc nuw i64 %366 to i32
  %368 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %365, i32 1, i32 31)
  %369 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 1, i32 31)
  br i1 %55, label %370, label %378

370:                                              ; preds = %315
  %371 = zext i32 %369 to i64
  %372 = shl nuw i64 %371, 32
  %373 = zext i32 %368 to i64
  %374 = or disjoint i64 %372, %373
  %375 = bitcast i64 %374 to double
  %376 = fadd contract double %363, %375
  %377 = getelementptr inbounds nuw i8, ptr %57, i64 768
  store double %376, ptr %377, align 8, !tbaa !27
  br label %378

378:                                              ; preds = %370, %315
  %379 = bitcast double %45 to i64
  %380 = trunc i64 %379 to i32
  %381 = lshr i64 %379, 32
  %382 = trunc nuw i64 %381 to i32
  %383 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %380, i32 16, i32 31)
  %384 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %382, i32 16, i32 31)
  %385 = zext i32 %384 to i64
  %386 = shl nuw i64 %385, 32
  %387 = zext i32 %383 to i64
  %388 = or disjoint i64 %386, %387
  %389 = bitcast i64 %388 to double
  %390 = fadd contract double %45, %389
  %391 = bitcast double %390 to i64
  %392 = trunc i64 %391 to i32
  %393 = lshr i64 %391, 32
  %394 = trunc nuw i64 %393 to i32
  %395 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %392, i32 8, i32 31)
  %396 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %394, i32 8, i32 31)
  %397 = zext i32 %396 to i64
  %398 = shl nuw i64 %397, 32
  %399 = zext i32 %395 to i64
  %400 = or disjoint i64 %398, %399
  %401 = bitcast i64 %400 to double
  %402 = fadd contract double %390, %401
  %403 = bitcast double %402 to i64
  %404 = trunc i64 %403 to i32
  %405 = lshr i64 %403, 32
  %406 = trunc nuw i64 %405 to i32
  %407 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %404, i32 4, i32 31)
  %408 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %406, i32 4, i32 31)
  %409 = zext i32 %408 to i64
  %410 = shl nuw i64 %409, 32
  %411 = zext i32 %407 to i64
  %412 = or disjoint i64 %410, %411
  %413 = bitcast i64 %412 to double
  %414 = fadd contract double %402, %413
  %415 = bitcast double %414 to i64
  %416 = trunc i64 %415 to i32
  %417 = lshr i64 %415, 32
  %418 = trunc nuw i64 %417 to i32
  %419 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %416, i32 2, i32 31)
  %420 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %418, i32 2, i32 31)
  %421 = zext i32 %420 to i64
  %422 = shl nuw i64 %421, 32
  %423 = zext i32 %419 to i64
  %424 = or disjoint i64 %422, %423
  %425 = bitcast i64 %424 to double
  %426 = fadd contract double %414, %425
  %427 = bitcast double %426 to i64
  %428 = trunc i64 %427 to i32
  %429 = lshr i64 %427, 32
  %430 = trunc nuw i64 %429 to i32
  %431 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %428, i32 1, i32 31)
  %432 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %430, i32 1, i32 31)
  br i1 %55, label %433, label %441

433:                                              ; preds = %378
  %434 = zext i32 %432 to i64
  %435 = shl nuw i64 %434, 32
  %436 = zext i32 %431 to i64
  %437 = or disjoint i64 %435, %436
  %438 = bitcast i64 %437 to double
  %439 = fadd contract double %426, %438
  %440 = getelementptr inbounds nuw i8, ptr %57, i64 1024
  store double %439, ptr %440, align 8, !tbaa !27
  br label %441

441:                                              ; preds = %433, %378
  %442 = bitcast double %44 to i64
  %443 = trunc i64 %442 to i32
  %444 = lshr i64 %442, 32
  %445 = trunc nuw i64 %444 to i32
  %446 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %443, i32 16, i32 31)
  %447 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %445, i32 16, i32 31)
  %448 = zext i32 %447 to i64
  %449 = shl nuw i64 %448, 32
  %450 = zext i32 %446 to i64
  %451 = or disjoint i64 %449, %450
  %452 = bitcast i64 %451 to double
  %453 = fadd contract double %44, %452
  %454 = bitcast double %453 to i64
  %455 = trunc i64 %454 to i32
  %456 = lshr i64 %454, 32
  %457 = trunc nuw i64 %456 to i32
  %458 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %455, i32 8, i32 31)
  %459 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %457, i32 8, i32 31)
  %460 = zext i32 %459 to i64
  %461 = shl nuw i64 %460, 32
  %462 = zext i32 %458 to i64
  %463 = or disjoint i64 %461, %462
  %464 = bitcast i64 %463 to double
  %465 = fadd contract double %453, %464
  %466 = bitcast double %465 to i64
  %467 = trunc i64 %466 to i32
  %468 = lshr i64 %466, 32
  %469 = trunc nuw i64 %468 to i32
  %470 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %467, i32 4, i32 31)
  %471 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %469, i32 4, i32 31)
  %472 = zext i32 %471 to i64
  %473 = shl nuw i64 %472, 32
  %474 = zext i32 %470 to i64
  %475 = or disjoint i64 %473, %474
  %476 = bitcast i64 %475 to double
  %477 = fadd contract double %465, %476
  %478 = bitcast double %477 to i64
  %479 = trunc i64 %478 to i32
  %480 = lshr i64 %478, 32
  %481 = trunc nuw i64 %480 to i32
  %482 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %479, i32 2, i32 31)
  %483 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %481, i32 2, i32 31)
  %484 = zext i32 %483 to i64
  %485 = shl nuw i64 %484, 32
  %486 = zext i32 %482 to i64
  %487 = or disjoint i64 %485, %486
  %488 = bitcast i64 %487 to double
  %489 = fadd contract double %477, %488
  %490 = bitcast double %489 to i64
  %491 = trunc i64 %490 to i32
  %492 = lshr i64 %490, 32
  %493 = trunc nuw i64 %492 to i32
  %494 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %491, i32 1, i32 31)
  %495 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %493, i32 1, i32 31)
  br i1 %55, label %496, label %504

496:                                              ; preds = %441
  %497 = zext i32 %495 to i64
  %498 = shl nuw i64 %497, 32
  %499 = zext i32 %494 to i64
  %500 = or disjoint i64 %498, %499
  %501 = bitcast i64 %500 to double
  %502 = fadd contract double %489, %501
  %503 = getelementptr inbounds nuw i8, ptr %57, i64 1280
  store double %502, ptr %503, align 8, !tbaa !27
  br label %504

504:                                              ; preds = %496, %441
  %505 = bitcast double %49 to i64
  %506 = trunc i64 %505 to i32
  %507 = lshr i64 %505, 32
  %508 = trunc nuw i64 %507 to i32
  %509 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %506, i32 16, i32 31)
  %510 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %508, i32 16, i32 31)
  %511 = zext i32 %510 to i64
  %512 = shl nuw i64 %511, 32
  %513 = zext i32 %509 to i64
  %514 = or disjoint i64 %512, %513
  %515 = bitcast i64 %514 to double
  %516 = fadd contract double %49, %515
  %517 = bitcast double %516 to i64
  %518 = trunc i64 %517 to i32
  %519 = lshr i64 %517, 32
  %520 = trunc nuw i64 %519 to i32
  %521 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %518, i32 8, i32 31)
  %522 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %520, i32 8, i32 31)
  %523 = zext i32 %522 to i64
  %524 = shl nuw i64 %523, 32
  %525 = zext i32 %521 to i64
  %526 = or disjoint i64 %524, %525
  %527 = bitcast i64 %526 to double
  %528 = fadd contract double %516, %527
  %529 = bitcast double %528 to i64
  %530 = trunc i64 %529 to i32
  %531 = lshr i64 %529, 32
  %532 = trunc nuw i64 %531 to i32
  %533 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %530, i32 4, i32 31)
  %534 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %532, i32 4, i32 31)
  %535 = zext i32 %534 to i64
  %536 = shl nuw i64 %535, 32
  %537 = zext i32 %533 to i64
  %538 = or disjoint i64 %536, %537
  %539 = bitcast i64 %538 to double
  %540 = fadd contract double %528, %539
  %541 = bitcast double %540 to i64
  %542 = trunc i64 %541 to i32
  %543 = lshr i64 %541, 32
  %544 = trunc nuw i64 %543 to i32
  %545 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %542, i32 2, i32 31)
  %546 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %544, i32 2, i32 31)
  %547 = zext i32 %546 to i64
  %548 = shl nuw i64 %547, 32
  %549 = zext i32 %545 to i64
  %550 = or disjoint i64 %548, %549
  %551 = bitcast i64 %550 to double
  %552 = fadd contract double %540, %551
  %553 = bitcast double %552 to i64
  %554 = trunc i64 %553 to i32
  %555 = lshr i64 %553, 32
  %556 = trunc nuw i64 %555 to i32
  %557 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %554, i32 1, i32 31)
  %558 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %556, i32 1, i32 31)
  br i1 %55, label %559, label %567

559:                                              ; preds = %504
  %560 = zext i32 %558 to i64
  %561 = shl nuw i64 %560, 32
  %562 = zext i32 %557 to i64
  %563 = or disjoint i64 %561, %562
  %564 = bitcast i64 %563 to double
  %565 = fadd contract double %552, %564
  %566 = getelementptr inbounds nuw i8, ptr %57, i64 1536
  store double %565, ptr %566, align 8, !tbaa !27
  br label %567

567:                                              ; preds = %559, %504
  %568 = bitcast double %50 to i64
  %569 = trunc i64 %568 to i32
  %570 = lshr i64 %568, 32
  %571 = trunc nuw i64 %570 to i32
  %572 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %569, i32 16, i32 31)
  %573 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %571, i32 16, i32 31)
  %574 = zext i32 %573 to i64
  %575 = shl nuw i64 %574, 32
  %576 = zext i32 %572 to i64
  %577 = or disjoint i64 %575, %576
  %578 = bitcast i64 %577 to double
  %579 = fadd contract double %50, %578
  %580 = bitcast double %579 to i64
  %581 = trunc i64 %580 to i32
  %582 = lshr i64 %580, 32
  %583 = trunc nuw i64 %582 to i32
  %584 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %581, i32 8, i32 31)
  %585 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %583, i32 8, i32 31)
  %586 = zext i32 %585 to i64
  %587 = shl nuw i64 %586, 32
  %588 = zext i32 %584 to i64
  %589 = or disjoint i64 %587, %588
  %590 = bitcast i64 %589 to double
  %591 = fadd contract double %579, %590
  %592 = bitcast double %591 to i64
  %593 = trunc i64 %592 to i32
  %594 = lshr i64 %592, 32
  %595 = trunc nuw i64 %594 to i32
  %596 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %593, i32 4, i32 31)
  %597 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %595, i32 4, i32 31)
  %598 = zext i32 %597 to i64
  %599 = shl nuw i64 %598, 32
  %600 = zext i32 %596 to i64
  %601 = or disjoint i64 %599, %600
  %602 = bitcast i64 %601 to double
  %603 = fadd contract double %591, %602
  %604 = bitcast double %603 to i64
  %605 = trunc i64 %604 to i32
  %606 = lshr i64 %604, 32
  %607 = trunc nuw i64 %606 to i32
  %608 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %605, i32 2, i32 31)
  %609 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %607, i32 2, i32 31)
  %610 = zext i32 %609 to i64
  %611 = shl nuw i64 %610, 32
  %612 = zext i32 %608 to i64
  %613 = or disjoint i64 %611, %612
  %614 = bitcast i64 %613 to double
  %615 = fadd contract double %603, %614
  %616 = bitcast double %615 to i64
  %617 = trunc i64 %616 to i32
  %618 = lshr i64 %616, 32
  %619 = trunc nuw i64 %618 to i32
  %620 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %617, i32 1, i32 31)
  %621 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %619, i32 1, i32 31)
  br i1 %55, label %622, label %630

622:                                              ; preds = %567
  %623 = zext i32 %621 to i64
  %624 = shl nuw i64 %623, 32
  %625 = zext i32 %620 to i64
  %626 = or disjoint i64 %624, %625
  %627 = bitcast i64 %626 to double
  %628 = fadd contract double %615, %627
  %629 = getelementptr inbounds nuw i8, ptr %57, i64 1792
  store double %628, ptr %629, align 8, !tbaa !27
  br label %630

630:                                              ; preds = %622, %567
  %631 = bitcast double %51 to i64
  %632 = trunc i64 %631 to i32
  %633 = lshr i64 %631, 32
  %634 = trunc nuw i64 %633 to i32
  %635 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %632, i32 16, i32 31)
  %636 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %634, i32 16, i32 31)
  %637 = zext i32 %636 to i64
  %638 = shl nuw i64 %637, 32
  %639 = zext i32 %635 to i64
  %640 = or disjoint i64 %638, %639
  %641 = bitcast i64 %640 to double
  %642 = fadd contract double %51, %641
  %643 = bitcast double %642 to i64
  %644 = trunc i64 %643 to i32
  %645 = lshr i64 %643, 32
  %646 = trunc nuw i64 %645 to i32
  %647 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %644, i32 8, i32 31)
  %648 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %646, i32 8, i32 31)
  %649 = zext i32 %648 to i64
  %650 = shl nuw i64 %649, 32
  %651 = zext i32 %647 to i64
  %652 = or disjoint i64 %650, %651
  %653 = bitcast i64 %652 to double
  %654 = fadd contract double %642, %653
  %655 = bitcast double %654 to i64
  %656 = trunc i64 %655 to i32
  %657 = lshr i64 %655, 32
  %658 = trunc nuw i64 %657 to i32
  %659 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %656, i32 4, i32 31)
  %660 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %658, i32 4, i32 31)
  %661 = zext i32 %660 to i64
  %662 = shl nuw i64 %661, 32
  %663 = zext i32 %659 to i64
  %664 = or disjoint i64 %662, %663
  %665 = bitcast i64 %664 to double
  %666 = fadd contract double %654, %665
  %667 = bitcast double %666 to i64
  %668 = trunc i64 %667 to i32
  %669 = lshr i64 %667, 32
  %670 = trunc nuw i64 %669 to i32
  %671 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %668, i32 2, i32 31)
  %672 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %670, i32 2, i32 31)
  %673 = zext i32 %672 to i64
  %674 = shl nuw i64 %673, 32
  %675 = zext i32 %671 to i64
  %676 = or disjoint i64 %674, %675
  %677 = bitcast i64 %676 to double
  %678 = fadd contract double %666, %677
  %679 = bitcast double %678 to i64
  %680 = trunc i64 %679 to i32
  %681 = lshr i64 %679, 32
  %682 = trunc nuw i64 %681 to i32
  %683 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %680, i32 1, i32 31)
  %684 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %682, i32 1, i32 31)
  br i1 %55, label %685, label %693

685:                                              ; preds = %630
  %686 = zext i32 %684 to i64
  %687 = shl nuw i64 %686, 32
  %688 = zext i32 %683 to i64
  %689 = or disjoint i64 %687, %688
  %690 = bitcast i64 %689 to double
  %691 = fadd contract double %678, %690
  %692 = getelementptr inbounds nuw i8, ptr %57, i64 2048
  store double %691, ptr %692, align 8, !tbaa !27
  br label %693

693:                                              ; preds = %685, %630
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %694 = icmp eq i32 %54, 0
  br i1 %694, label %173, label %1313

695:                                              ; preds = %173
  %696 = load double, ptr %178, align 8, !tbaa !27
  br label %697

697:                                              ; preds = %173, %695
  %698 = phi contract double [ %696, %695 ], [ 0.000000e+00, %173 ]
  %699 = bitcast double %698 to i64
  %700 = trunc i64 %699 to i32
  %701 = lshr i64 %699, 32
  %702 = trunc nuw i64 %701 to i32
  %703 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %700, i32 16, i32 31)
  %704 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %702, i32 16, i32 31)
  %705 = zext i32 %704 to i64
  %706 = shl nuw i64 %705, 32
  %707 = zext i32 %703 to i64
  %708 = or disjoint i64 %706, %707
  %709 = bitcast i64 %708 to double
  %710 = fadd contract double %698, %709
  %711 = bitcast double %710 to i64
  %712 = trunc i64 %711 to i32
  %713 = lshr i64 %711, 32
  %714 = trunc nuw i64 %713 to i32
  %715 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %712, i32 8, i32 31)
  %716 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %714, i32 8, i32 31)
  %717 = zext i32 %716 to i64
  %718 = shl nuw i64 %717, 32
  %719 = zext i32 %715 to i64
  %720 = or disjoint i64 %718, %719
  %721 = bitcast i64 %720 to double
  %722 = fadd contract double %710, %721
  %723 = bitcast double %722 to i64
  %724 = trunc i64 %723 to i32
  %725 = lshr i64 %723, 32
  %726 = trunc nuw i64 %725 to i32
  %727 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %724, i32 4, i32 31)
  %728 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %726, i32 4, i32 31)
  %729 = zext i32 %728 to i64
  %730 = shl nuw i64 %729, 32
  %731 = zext i32 %727 to i64
  %732 = or disjoint i64 %730, %731
  %733 = bitcast i64 %732 to double
  %734 = fadd contract double %722, %733
  %735 = bitcast double %734 to i64
  %736 = trunc i64 %735 to i32
  %737 = lshr i64 %735, 32
  %738 = trunc nuw i64 %737 to i32
  %739 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %736, i32 2, i32 31)
  %740 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %738, i32 2, i32 31)
  %741 = zext i32 %740 to i64
  %742 = shl nuw i64 %741, 32
  %743 = zext i32 %739 to i64
  %744 = or disjoint i64 %742, %743
  %745 = bitcast i64 %744 to double
  %746 = fadd contract double %734, %745
  %747 = bitcast double %746 to i64
  %748 = trunc i64 %747 to i32
  %749 = lshr i64 %747, 32
  %750 = trunc nuw i64 %749 to i32
  %751 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %748, i32 1, i32 31)
  %752 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 1, i32 31)
  br i1 %55, label %753, label %761

753:                                              ; preds = %697
  %754 = zext i32 %752 to i64
  %755 = shl nuw i64 %754, 32
  %756 = zext i32 %751 to i64
  %757 = or disjoint i64 %755, %756
  %758 = bitcast i64 %757 to double
  %759 = fadd contract double %746, %758
  %760 = atomicrmw fadd ptr %181, double %759 seq_cst, align 8
  br label %761

761:                                              ; preds = %753, %697
  br i1 %176, label %762, label %765

762:                                              ; preds = %761
  %763 = getelementptr inbounds nuw i8, ptr %178, i64 256
  %764 = load double, ptr %763, align 8, !tbaa !27
  br label %765

765:                                              ; preds = %762, %761
  %766 = phi contract double [ %764, %762 ], [ 0.000000e+00, %761 ]
  %767 = bitcast double %766 to i64
  %768 = trunc i64 %767 to i32
  %769 = lshr i64 %767, 32
  %770 = trunc nuw i64 %769 to i32
  %771 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %768, i32 16, i32 31)
  %772 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %770, i32 16, i32 31)
  %773 = zext i32 %772 to i64
  %774 = shl nuw i64 %773, 32
  %775 = zext i32 %771 to i64
  %776 = or disjoint i64 %774, %775
  %777 = bitcast i64 %776 to double
  %778 = fadd contract double %766, %777
  %779 = bitcast double %778 to i64
  %780 = trunc i64 %779 to i32
  %781 = lshr i64 %779, 32
  %782 = trunc nuw i64 %781 to i32
  %783 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %780, i32 8, i32 31)
  %784 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %782, i32 8, i32 31)
  %785 = zext i32 %784 to i64
  %786 = shl nuw i64 %785, 32
  %787 = zext i32 %783 to i64
  %788 = or disjoint i64 %786, %787
  %789 = bitcast i64 %788 to double
  %790 = fadd contract double %778, %789
  %791 = bitcast double %790 to i64
  %792 = trunc i64 %791 to i32
  %793 = lshr i64 %791, 32
  %794 = trunc nuw i64 %793 to i32
  %795 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %792, i32 4, i32 31)
  %796 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %794, i32 4, i32 31)
  %797 = zext i32 %796 to i64
  %798 = shl nuw i64 %797, 32
  %799 = zext i32 %795 to i64
  %800 = or disjoint i64 %798, %799
  %801 = bitcast i64 %800 to double
  %802 = fadd contract double %790, %801
  %803 = bitcast double %802 to i64
  %804 = trunc i64 %803 to i32
  %805 = lshr i64 %803, 32
  %806 = trunc nuw i64 %805 to i32
  %807 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %804, i32 2, i32 31)
  %808 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %806, i32 2, i32 31)
  %809 = zext i32 %808 to i64
  %810 = shl nuw i64 %809, 32
  %811 = zext i32 %807 to i64
  %812 = or disjoint i64 %810, %811
  %813 = bitcast i64 %812 to double
  %814 = fadd contract double %802, %813
  %815 = bitcast double %814 to i64
  %816 = trunc i64 %815 to i32
  %817 = lshr i64 %815, 32
  %818 = trunc nuw i64 %817 to i32
  %819 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %816, i32 1, i32 31)
  %820 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %818, i32 1, i32 31)
  br i1 %55, label %821, label %830

821:                                              ; preds = %765
  %822 = zext i32 %820 to i64
  %823 = shl nuw i64 %822, 32
  %824 = zext i32 %819 to i64
  %825 = or disjoint i64 %823, %824
  %826 = bitcast i64 %825 to double
  %827 = fadd contract double %814, %826
  %828 = getelementptr inbounds nuw i8, ptr %181, i64 8
  %829 = atomicrmw fadd ptr %828, double %827 seq_cst, align 8
  br label %830

830:                                              ; preds = %821, %765
  br i1 %176, label %831, label %834

831:                                              ; preds = %830
  %832 = getelementptr inbounds nuw i8, ptr %178, i64 512
  %833 = load double, ptr %832, align 8, !tbaa !27
  br label %834

834:                                              ; preds = %831, %830
  %835 = phi contract double [ %833, %831 ], [ 0.000000e+00, %830 ]
  %836 = bitcast double %835 to i64
  %837 = trunc i64 %836 to i32
  %838 = lshr i64 %836, 32
  %839 = trunc nuw i64 %838 to i32
  %840 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %837, i32 16, i32 31)
  %841 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %839, i32 16, i32 31)
  %842 = zext i32 %841 to i64
  %843 = shl nuw i64 %842, 32
  %844 = zext i32 %840 to i64
  %845 = or disjoint i64 %843, %844
  %846 = bitcast i64 %845 to double
  %847 = fadd contract double %835, %846
  %848 = bitcast double %847 to i64
  %849 = trunc i64 %848 to i32
  %850 = lshr i64 %848, 32
  %851 = trunc nuw i64 %850 to i32
  %852 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %849, i32 8, i32 31)
  %853 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 8, i32 31)
  %854 = zext i32 %853 to i64
  %855 = shl nuw i64 %854, 32
  %856 = zext i32 %852 to i64
  %857 = or disjoint i64 %855, %856
  %858 = bitcast i64 %857 to double
  %859 = fadd contract double %847, %858
  %860 = bitcast double %859 to i64
  %861 = trunc i64 %860 to i32
  %862 = lshr i64 %860, 32
  %863 = trunc nuw i64 %862 to i32
  %864 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %861, i32 4, i32 31)
  %865 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %863, i32 4, i32 31)
  %866 = zext i32 %865 to i64
  %867 = shl nuw i64 %866, 32
  %868 = zext i32 %864 to i64
  %869 = or disjoint i64 %867, %868
  %870 = bitcast i64 %869 to double
  %871 = fadd contract double %859, %870
  %872 = bitcast double %871 to i64
  %873 = trunc i64 %872 to i32
  %874 = lshr i64 %872, 32
  %875 = trunc nuw i64 %874 to i32
  %876 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %873, i32 2, i32 31)
  %877 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %875, i32 2, i32 31)
  %878 = zext i32 %877 to i64
  %879 = shl nuw i64 %878, 32
  %880 = zext i32 %876 to i64
  %881 = or disjoint i64 %879, %880
  %882 = bitcast i64 %881 to double
  %883 = fadd contract double %871, %882
  %884 = bitcast double %883 to i64
  %885 = trunc i64 %884 to i32
  %886 = lshr i64 %884, 32
  %887 = trunc nuw i64 %886 to i32
  %888 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %885, i32 1, i32 31)
  %889 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %887, i32 1, i32 31)
  br i1 %55, label %890, label %899

890:                                              ; preds = %834
  %891 = zext i32 %889 to i64
  %892 = shl nuw i64 %891, 32
  %893 = zext i32 %888 to i64
  %894 = or disjoint i64 %892, %893
  %895 = bitcast i64 %894 to double
  %896 = fadd contract double %883, %895
  %897 = getelementptr inbounds nuw i8, ptr %181, i64 16
  %898 = atomicrmw fadd ptr %897, double %896 seq_cst, align 8
  br label %899

899:                                              ; preds = %890, %834
  br i1 %176, label %900, label %903

900:                                              ; preds = %899
  %901 = getelementptr inbounds nuw i8, ptr %178, i64 768
  %902 = load double, ptr %901, align 8, !tbaa !27
  br label %903

903:                                              ; preds = %900, %899
  %904 = phi contract double [ %902, %900 ], [ 0.000000e+00, %899 ]
  %905 = bitcast double %904 to i64
  %906 = trunc i64 %905 to i32
  %907 = lshr i64 %905, 32
  %908 = trunc nuw i64 %907 to i32
  %909 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %906, i32 16, i32 31)
  %910 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %908, i32 16, i32 31)
  %911 = zext i32 %910 to i64
  %912 = shl nuw i64 %911, 32
  %913 = zext i32 %909 to i64
  %914 = or disjoint i64 %912, %913
  %915 = bitcast i64 %914 to double
  %916 = fadd contract double %904, %915
  %917 = bitcast double %916 to i64
  %918 = trunc i64 %917 to i32
  %919 = lshr i64 %917, 32
  %920 = trunc nuw i64 %919 to i32
  %921 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %918, i32 8, i32 31)
  %922 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %920, i32 8, i32 31)
  %923 = zext i32 %922 to i64
  %924 = shl nuw i64 %923, 32
  %925 = zext i32 %921 to i64
  %926 = or disjoint i64 %924, %925
  %927 = bitcast i64 %926 to double
  %928 = fadd contract double %916, %927
  %929 = bitcast double %928 to i64
  %930 = trunc i64 %929 to i32
  %931 = lshr i64 %929, 32
  %932 = trunc nuw i64 %931 to i32
  %933 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %930, i32 4, i32 31)
  %934 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %932, i32 4, i32 31)
  %935 = zext i32 %934 to i64
  %936 = shl nuw i64 %935, 32
  %937 = zext i32 %933 to i64
  %938 = or disjoint i64 %936, %937
  %939 = bitcast i64 %938 to double
  %940 = fadd contract double %928, %939
  %941 = bitcast double %940 to i64
  %942 = trunc i64 %941 to i32
  %943 = lshr i64 %941, 32
  %944 = trunc nuw i64 %943 to i32
  %945 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %942, i32 2, i32 31)
  %946 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %944, i32 2, i32 31)
  %947 = zext i32 %946 to i64
  %948 = shl nuw i64 %947, 32
  %949 = zext i32 %945 to i64
  %950 = or disjoint i64 %948, %949
  %951 = bitcast i64 %950 to double
  %952 = fadd contract double %940, %951
  %953 = bitcast double %952 to i64
  %954 = trunc i64 %953 to i32
  %955 = lshr i64 %953, 32
  %956 = trunc nuw i64 %955 to i32
  %957 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %954, i32 1, i32 31)
  %958 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %956, i32 1, i32 31)
  br i1 %55, label %959, label %968

959:                                              ; preds = %903
  %960 = zext i32 %958 to i64
  %961 = shl nuw i64 %960, 32
  %962 = zext i32 %957 to i64
  %963 = or disjoint i64 %961, %962
  %964 = bitcast i64 %963 to double
  %965 = fadd contract double %952, %964
  %966 = getelementptr inbounds nuw i8, ptr %181, i64 24
  %967 = atomicrmw fadd ptr %966, double %965 seq_cst, align 8
  br label %968

968:                                              ; preds = %959, %903
  br i1 %176, label %969, label %972

969:                                              ; preds = %968
  %970 = getelementptr inbounds nuw i8, ptr %178, i64 1024
  %971 = load double, ptr %970, align 8, !tbaa !27
  br label %972

972:                                              ; preds = %969, %968
  %973 = phi contract double [ %971, %969 ], [ 0.000000e+00, %968 ]
  %974 = bitcast double %973 to i64
  %975 = trunc i64 %974 to i32
  %976 = lshr i64 %974, 32
  %977 = trunc nuw i64 %976 to i32
  %978 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %975, i32 16, i32 31)
  %979 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %977, i32 16, i32 31)
  %980 = zext i32 %979 to i64
  %981 = shl nuw i64 %980, 32
  %982 = zext i32 %978 to i64
  %983 = or disjoint i64 %981, %982
  %984 = bitcast i64 %983 to double
  %985 = fadd contract double %973, %984
  %986 = bitcast double %985 to i64
  %987 = trunc i64 %986 to i32
  %988 = lshr i64 %986, 32
  %989 = trunc nuw i64 %988 to i32
  %990 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %987, i32 8, i32 31)
  %991 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %989, i32 8, i32 31)
  %992 = zext i32 %991 to i64
  %993 = shl nuw i64 %992, 32
  %994 = zext i32 %990 to i64
  %995 = or disjoint i64 %993, %994
  %996 = bitcast i64 %995 to double
  %997 = fadd contract double %985, %996
  %998 = bitcast double %997 to i64
  %999 = trunc i64 %998 to i32
  %1000 = lshr i64 %998, 32
  %1001 = trunc nuw i64 %1000 to i32
  %1002 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %999, i32 4, i32 31)
  %1003 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1001, i32 4, i32 31)
  %1004 = zext i32 %1003 to i64
  %1005 = shl nuw i64 %1004, 32
  %1006 = zext i32 %1002 to i64
  %1007 = or disjoint i64 %1005, %1006
  %1008 = bitcast i64 %1007 to double
  %1009 = fadd contract double %997, %1008
  %1010 = bitcast double %1009 to i64
  %1011 = trunc i64 %1010 to i32
  %1012 = lshr i64 %1010, 32
  %1013 = trunc nuw i64 %1012 to i32
  %1014 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1011, i32 2, i32 31)
  %1015 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1013, i32 2, i32 31)
  %1016 = zext i32 %1015 to i64
  %1017 = shl nuw i64 %1016, 32
  %1018 = zext i32 %1014 to i64
  %1019 = or disjoint i64 %1017, %1018
  %1020 = bitcast i64 %1019 to double
  %1021 = fadd contract double %1009, %1020
  %1022 = bitcast double %1021 to i64
  %1023 = trunc i64 %1022 to i32
  %1024 = lshr i64 %1022, 32
  %1025 = trunc nuw i64 %1024 to i32
  %1026 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1023, i32 1, i32 31)
  %1027 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1025, i32 1, i32 31)
  br i1 %55, label %1028, label %1037

1028:                                             ; preds = %972
  %1029 = zext i32 %1027 to i64
  %1030 = shl nuw i64 %1029, 32
  %1031 = zext i32 %1026 to i64
  %1032 = or disjoint i64 %1030, %1031
  %1033 = bitcast i64 %1032 to double
  %1034 = fadd contract double %1021, %1033
  %1035 = getelementptr inbounds nuw i8, ptr %181, i64 32
  %1036 = atomicrmw fadd ptr %1035, double %1034 seq_cst, align 8
  br label %1037

1037:                                             ; preds = %1028, %972
  br i1 %176, label %1038, label %1041

1038:                                             ; preds = %1037
  %1039 = getelementptr inbounds nuw i8, ptr %178, i64 1280
  %1040 = load double, ptr %1039, align 8, !tbaa !27
  br label %1041

1041:                                             ; preds = %1038, %1037
  %1042 = phi contract double [ %1040, %1038 ], [ 0.000000e+00, %1037 ]
  %1043 = bitcast double %1042 to i64
  %1044 = trunc i64 %1043 to i32
  %1045 = lshr i64 %1043, 32
  %1046 = trunc nuw i64 %1045 to i32
  %1047 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1044, i32 16, i32 31)
  %1048 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1046, i32 16, i32 31)
  %1049 = zext i32 %1048 to i64
  %1050 = shl nuw i64 %1049, 32
  %1051 = zext i32 %1047 to i64
  %1052 = or disjoint i64 %1050, %1051
  %1053 = bitcast i64 %1052 to double
  %1054 = fadd contract double %1042, %1053
  %1055 = bitcast double %1054 to i64
  %1056 = trunc i64 %1055 to i32
  %1057 = lshr i64 %1055, 32
  %1058 = trunc nuw i64 %1057 to i32
  %1059 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1056, i32 8, i32 31)
  %1060 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 8, i32 31)
  %1061 = zext i32 %1060 to i64
  %1062 = shl nuw i64 %1061, 32
  %1063 = zext i32 %1059 to i64
  %1064 = or disjoint i64 %1062, %1063
  %1065 = bitcast i64 %1064 to double
  %1066 = fadd contract double %1054, %1065
  %1067 = bitcast double %1066 to i64
  %1068 = trunc i64 %1067 to i32
  %1069 = lshr i64 %1067, 32
  %1070 = trunc nuw i64 %1069 to i32
  %1071 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1068, i32 4, i32 31)
  %1072 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1070, i32 4, i32 31)
  %1073 = zext i32 %1072 to i64
  %1074 = shl nuw i64 %1073, 32
  %1075 = zext i32 %1071 to i64
  %1076 = or disjoint i64 %1074, %1075
  %1077 = bitcast i64 %1076 to double
  %1078 = fadd contract double %1066, %1077
  %1079 = bitcast double %1078 to i64
  %1080 = trunc i64 %1079 to i32
  %1081 = lshr i64 %1079, 32
  %1082 = trunc nuw i64 %1081 to i32
  %1083 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1080, i32 2, i32 31)
  %1084 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1082, i32 2, i32 31)
  %1085 = zext i32 %1084 to i64
  %1086 = shl nuw i64 %1085, 32
  %1087 = zext i32 %1083 to i64
  %1088 = or disjoint i64 %1086, %1087
  %1089 = bitcast i64 %1088 to double
  %1090 = fadd contract double %1078, %1089
  %1091 = bitcast double %1090 to i64
  %1092 = trunc i64 %1091 to i32
  %1093 = lshr i64 %1091, 32
  %1094 = trunc nuw i64 %1093 to i32
  %1095 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1092, i32 1, i32 31)
  %1096 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1094, i32 1, i32 31)
  br i1 %55, label %1097, label %1106

1097:                                             ; preds = %1041
  %1098 = zext i32 %1096 to i64
  %1099 = shl nuw i64 %1098, 32
  %1100 = zext i32 %1095 to i64
  %1101 = or disjoint i64 %1099, %1100
  %1102 = bitcast i64 %1101 to double
  %1103 = fadd contract double %1090, %1102
  %1104 = getelementptr inbounds nuw i8, ptr %181, i64 40
  %1105 = atomicrmw fadd ptr %1104, double %1103 seq_cst, align 8
  br label %1106

1106:                                             ; preds = %1097, %1041
  br i1 %176, label %1107, label %1110

1107:                                             ; preds = %1106
  %1108 = getelementptr inbounds nuw i8, ptr %178, i64 1536
  %1109 = load double, ptr %1108, align 8, !tbaa !27
  br label %1110

1110:                                             ; preds = %1107, %1106
  %1111 = phi contract double [ %1109, %1107 ], [ 0.000000e+00, %1106 ]
  %1112 = bitcast double %1111 to i64
  %1113 = trunc i64 %1112 to i32
  %1114 = lshr i64 %1112, 32
  %1115 = trunc nuw i64 %1114 to i32
  %1116 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1113, i32 16, i32 31)
  %1117 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1115, i32 16, i32 31)
  %1118 = zext i32 %1117 to i64
  %1119 = shl nuw i64 %1118, 32
  %1120 = zext i32 %1116 to i64
  %1121 = or disjoint i64 %1119, %1120
  %1122 = bitcast i64 %1121 to double
  %1123 = fadd contract double %1111, %1122
  %1124 = bitcast double %1123 to i64
  %1125 = trunc i64 %1124 to i32
  %1126 = lshr i64 %1124, 32
  %1127 = trunc nuw i64 %1126 to i32
  %1128 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1125, i32 8, i32 31)
  %1129 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1127, i32 8, i32 31)
  %1130 = zext i32 %1129 to i64
  %1131 = shl nuw i64 %1130, 32
  %1132 = zext i32 %1128 to i64
  %1133 = or disjoint i64 %1131, %1132
  %1134 = bitcast i64 %1133 to double
  %1135 = fadd contract double %1123, %1134
  %1136 = bitcast double %1135 to i64
  %1137 = trunc i64 %1136 to i32
  %1138 = lshr i64 %1136, 32
  %1139 = trunc nuw i64 %1138 to i32
  %1140 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1137, i32 4, i32 31)
  %1141 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1139, i32 4, i32 31)
  %1142 = zext i32 %1141 to i64
  %1143 = shl nuw i64 %1142, 32
  %1144 = zext i32 %1140 to i64
  %1145 = or disjoint i64 %1143, %1144
  %1146 = bitcast i64 %1145 to double
  %1147 = fadd contract double %1135, %1146
  %1148 = bitcast double %1147 to i64
  %1149 = trunc i64 %1148 to i32
  %1150 = lshr i64 %1148, 32
  %1151 = trunc nuw i64 %1150 to i32
  %1152 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1149, i32 2, i32 31)
  %1153 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1151, i32 2, i32 31)
  %1154 = zext i32 %1153 to i64
  %1155 = shl nuw i64 %1154, 32
  %1156 = zext i32 %1152 to i64
  %1157 = or disjoint i64 %1155, %1156
  %1158 = bitcast i64 %1157 to double
  %1159 = fadd contract double %1147, %1158
  %1160 = bitcast double %1159 to i64
  %1161 = trunc i64 %1160 to i32
  %1162 = lshr i64 %1160, 32
  %1163 = trunc nuw i64 %1162 to i32
  %1164 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1161, i32 1, i32 31)
  %1165 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1163, i32 1, i32 31)
  br i1 %55, label %1166, label %1175

1166:                                             ; preds = %1110
  %1167 = zext i32 %1165 to i64
  %1168 = shl nuw i64 %1167, 32
  %1169 = zext i32 %1164 to i64
  %1170 = or disjoint i64 %1168, %1169
  %1171 = bitcast i64 %1170 to double
  %1172 = fadd contract double %1159, %1171
  %1173 = getelementptr inbounds nuw i8, ptr %181, i64 48
  %1174 = atomicrmw fadd ptr %1173, double %1172 seq_cst, align 8
  br label %1175

1175:                                             ; preds = %1166, %1110
  br i1 %176, label %1176, label %1179

1176:                                             ; preds = %1175
  %1177 = getelementptr inbounds nuw i8, ptr %178, i64 1792
  %1178 = load double, ptr %1177, align 8, !tbaa !27
  br label %1179

1179:                                             ; preds = %1176, %1175
  %1180 = phi contract double [ %1178, %1176 ], [ 0.000000e+00, %1175 ]
  %1181 = bitcast double %1180 to i64
  %1182 = trunc i64 %1181 to i32
  %1183 = lshr i64 %1181, 32
  %1184 = trunc nuw i64 %1183 to i32
  %1185 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1182, i32 16, i32 31)
  %1186 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1184, i32 16, i32 31)
  %1187 = zext i32 %1186 to i64
  %1188 = shl nuw i64 %1187, 32
  %1189 = zext i32 %1185 to i64
  %1190 = or disjoint i64 %1188, %1189
  %1191 = bitcast i64 %1190 to double
  %1192 = fadd contract double %1180, %1191
  %1193 = bitcast double %1192 to i64
  %1194 = trunc i64 %1193 to i32
  %1195 = lshr i64 %1193, 32
  %1196 = trunc nuw i64 %1195 to i32
  %1197 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1194, i32 8, i32 31)
  %1198 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1196, i32 8, i32 31)
  %1199 = zext i32 %1198 to i64
  %1200 = shl nuw i64 %1199, 32
  %1201 = zext i32 %1197 to i64
  %1202 = or disjoint i64 %1200, %1201
  %1203 = bitcast i64 %1202 to double
  %1204 = fadd contract double %1192, %1203
  %1205 = bitcast double %1204 to i64
  %1206 = trunc i64 %1205 to i32
  %1207 = lshr i64 %1205, 32
  %1208 = trunc nuw i64 %1207 to i32
  %1209 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1206, i32 4, i32 31)
  %1210 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1208, i32 4, i32 31)
  %1211 = zext i32 %1210 to i64
  %1212 = shl nuw i64 %1211, 32
  %1213 = zext i32 %1209 to i64
  %1214 = or disjoint i64 %1212, %1213
  %1215 = bitcast i64 %1214 to double
  %1216 = fadd contract double %1204, %1215
  %1217 = bitcast double %1216 to i64
  %1218 = trunc i64 %1217 to i32
  %1219 = lshr i64 %1217, 32
  %1220 = trunc nuw i64 %1219 to i32
  %1221 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1218, i32 2, i32 31)
  %1222 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1220, i32 2, i32 31)
  %1223 = zext i32 %1222 to i64
  %1224 = shl nuw i64 %1223, 32
  %1225 = zext i32 %1221 to i64
  %1226 = or disjoint i64 %1224, %1225
  %1227 = bitcast i64 %1226 to double
  %1228 = fadd contract double %1216, %1227
  %1229 = bitcast double %1228 to i64
  %1230 = trunc i64 %1229 to i32
  %1231 = lshr i64 %1229, 32
  %1232 = trunc nuw i64 %1231 to i32
  %1233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1230, i32 1, i32 31)
  %1234 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1232, i32 1, i32 31)
  br i1 %55, label %1235, label %1244

1235:                                             ; preds = %1179
  %1236 = zext i32 %1234 to i64
  %1237 = shl nuw i64 %1236, 32
  %1238 = zext i32 %1233 to i64
  %1239 = or disjoint i64 %1237, %1238
  %1240 = bitcast i64 %1239 to double
  %1241 = fadd contract double %1228, %1240
  %1242 = getelementptr inbounds nuw i8, ptr %181, i64 56
  %1243 = atomicrmw fadd ptr %1242, double %1241 seq_cst, align 8
  br label %1244

1244:                                             ; preds = %1235, %1179
  br i1 %176, label %1245, label %1248

1245:                                             ; preds = %1244
  %1246 = getelementptr inbounds nuw i8, ptr %178, i64 2048
  %1247 = load double, ptr %1246, align 8, !tbaa !27
  br label %1248

1248:                                             ; preds = %1245, %1244
  %1249 = phi contract double [ %1247, %1245 ], [ 0.000000e+00, %1244 ]
  %1250 = bitcast double %1249 to i64
  %1251 = trunc i64 %1250 to i32
  %1252 = lshr i64 %1250, 32
  %1253 = trunc nuw i64 %1252 to i32
  %1254 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1251, i32 16, i32 31)
  %1255 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1253, i32 16, i32 31)
  %1256 = zext i32 %1255 to i64
  %1257 = shl nuw i64 %1256, 32
  %1258 = zext i32 %1254 to i64
  %1259 = or disjoint i64 %1257, %1258
  %1260 = bitcast i64 %1259 to double
  %1261 = fadd contract double %1249, %1260
  %1262 = bitcast double %1261 to i64
  %1263 = trunc i64 %1262 to i32
  %1264 = lshr i64 %1262, 32
  %1265 = trunc nuw i64 %1264 to i32
  %1266 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1263, i32 8, i32 31)
  %1267 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1265, i32 8, i32 31)
  %1268 = zext i32 %1267 to i64
  %1269 = shl nuw i64 %1268, 32
  %1270 = zext i32 %1266 to i64
  %1271 = or disjoint i64 %1269, %1270
  %1272 = bitcast i64 %1271 to double
  %1273 = fadd contract double %1261, %1272
  %1274 = bitcast double %1273 to i64
  %1275 = trunc i64 %1274 to i32
  %1276 = lshr i64 %1274, 32
  %1277 = trunc nuw i64 %1276 to i32
  %1278 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1275, i32 4, i32 31)
  %1279 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1277, i32 4, i32 31)
  %1280 = zext i32 %1279 to i64
  %1281 = shl nuw i64 %1280, 32
  %1282 = zext i32 %1278 to i64
  %1283 = or disjoint i64 %1281, %1282
  %1284 = bitcast i64 %1283 to double
  %1285 = fadd contract double %1273, %1284
  %1286 = bitcast double %1285 to i64
  %1287 = trunc i64 %1286 to i32
  %1288 = lshr i64 %1286, 32
  %1289 = trunc nuw i64 %1288 to i32
  %1290 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1287, i32 2, i32 31)
  %1291 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1289, i32 2, i32 31)
  %1292 = zext i32 %1291 to i64
  %1293 = shl nuw i64 %1292, 32
  %1294 = zext i32 %1290 to i64
  %1295 = or disjoint i64 %1293, %1294
  %1296 = bitcast i64 %1295 to double
  %1297 = fadd contract double %1285, %1296
  %1298 = bitcast double %1297 to i64
  %1299 = trunc i64 %1298 to i32
  %1300 = lshr i64 %1298, 32
  %1301 = trunc nuw i64 %1300 to i32
  %1302 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1299, i32 1, i32 31)
  %1303 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1301, i32 1, i32 31)
  br i1 %55, label %1304, label %1313

1304:                                             ; preds = %1248
  %1305 = zext i32 %1303 to i64
  %1306 = shl nuw i64 %1305, 32
  %1307 = zext i32 %1302 to i64
  %1308 = or disjoint i64 %1306, %1307
  %1309 = bitcast i64 %1308 to double
  %1310 = fadd contract double %1297, %1309
  %1311 = getelementptr inbounds nuw i8, ptr %181, i64 64
  %1312 = atomicrmw fadd ptr %1311, double %1310 seq_cst, align 8
  br label %1313

1313:                                             ; preds = %693, %1304, %1248, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6solve3PKdPd(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) initializes((0, 24)) %1) local_unnamed_addr #5 {
  %3 = alloca [3 x [4 x double]], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #12
  %4 = load double, ptr %0, align 8, !tbaa !27
  %5 = tail call noundef double @llvm.nvvm.fabs.f64(double %4)
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !27
  %8 = tail call noundef double @llvm.nvvm.fabs.f64(double %7)
  %9 = fadd contract double %5, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %11 = load double, ptr %10, align 8, !tbaa !27
  %12 = tail call noundef double @llvm.nvvm.fabs.f64(double %11)
  %13 = fadd contract double %9, %12
  %14 = fadd contract double %13, 1.000000e+00
  %15 = fmul contract double %14, 1.000000e-09
  %16 = fadd contract double %4, %15
  store double %16, ptr %3, align 8, !tbaa !27
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !27
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store double %18, ptr %19, align 8, !tbaa !27
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %21 = load double, ptr %20, align 8, !tbaa !27
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store double %21, ptr %22, align 8, !tbaa !27
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %24 = load double, ptr %23, align 8, !tbaa !27
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store double %24, ptr %25, align 8, !tbaa !27
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store double %18, ptr %26, align 8, !tbaa !27
  %27 = fadd contract double %7, %15
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store double %27, ptr %28, align 8, !tbaa !27
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %30 = load double, ptr %29, align 8, !tbaa !27
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 48
  store double %30, ptr %31, align 8, !tbaa !27
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %33 = load double, ptr %32, align 8, !tbaa !27
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 56
  store double %33, ptr %34, align 8, !tbaa !27
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 64
  store double %21, ptr %35, align 8, !tbaa !27
  %36 = getelementptr inbounds nuw i8, ptr %3, i64 72
  store double %30, ptr %36, align 8, !tbaa !27
  %37 = fadd contract double %11, %15
  %38 = getelementptr inbounds nuw i8, ptr %3, i64 80
  store double %37, ptr %38, align 8, !tbaa !27
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %40 = load double, ptr %39, align 8, !tbaa !27
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 88
  store double %40, ptr %41, align 8, !tbaa !27
  %42 = tail call noundef double @llvm.nvvm.fabs.f64(double %18)
  %43 = tail call noundef double @llvm.nvvm.fabs.f64(double %16)
  %44 = fcmp contract ogt double %42, %43
  %45 = zext i1 %44 to i32
  %46 = tail call noundef double @llvm.nvvm.fabs.f64(double %21)
  %47 = select i1 %44, i64 32, i64 0
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !27
  %50 = tail call noundef double @llvm.nvvm.fabs.f64(double %49)
  %51 = fcmp contract ogt double %46, %50
  %52 = select i1 %51, i32 2, i32 %45
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %127, label %117

54:                                               ; preds = %127
  %55 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %56 = load double, ptr %55, align 8, !tbaa !27
  %57 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %58 = load double, ptr %57, align 8, !tbaa !27
  store double %58, ptr %55, align 8, !tbaa !27
  store double %56, ptr %57, align 8, !tbaa !27
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %60 = load double, ptr %59, align 8, !tbaa !27
  %61 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %62 = load double, ptr %61, align 8, !tbaa !27
  store double %62, ptr %59, align 8, !tbaa !27
  store double %60, ptr %61, align 8, !tbaa !27
  %63 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %64 = load double, ptr %63, align 8, !tbaa !27
  %65 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %66 = load double, ptr %65, align 8, !tbaa !27
  store double %66, ptr %63, align 8, !tbaa !27
  store double %64, ptr %65, align 8, !tbaa !27
  br label %67

67:                                               ; preds = %54, %127
  %68 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %69 = load double, ptr %68, align 8, !tbaa !27
  %70 = tail call noundef double @llvm.nvvm.fabs.f64(double %69)
  %71 = fcmp contract ogt double %70, 1.000000e-300
  %72 = fdiv contract double 1.000000e+00, %69
  %73 = select contract i1 %71, double %72, double 0.000000e+00
  %74 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %75 = load double, ptr %74, align 8, !tbaa !27
  %76 = fmul contract double %73, %75
  %77 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %78 = load double, ptr %77, align 8, !tbaa !27
  %79 = fmul contract double %76, %78
  %80 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %81 = load double, ptr %80, align 8, !tbaa !27
  %82 = fsub contract double %81, %79
  store double %82, ptr %80, align 8, !tbaa !27
  %83 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %84 = load double, ptr %83, align 8, !tbaa !27
  %85 = fmul contract double %76, %84
  %86 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %87 = load double, ptr %86, align 8, !tbaa !27
  %88 = fsub contract double %87, %85
  store double %88, ptr %86, align 8, !tbaa !27
  %89 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %90 = load double, ptr %89, align 8, !tbaa !27
  %91 = tail call noundef double @llvm.nvvm.fabs.f64(double %90)
  %92 = fcmp contract ogt double %91, 1.000000e-300
  %93 = fdiv contract double %88, %90
  %94 = select contract i1 %92, double %93, double 0.000000e+00
  %95 = getelementptr inbounds nuw i8, ptr %1, i64 16
  store double %94, ptr %95, align 8, !tbaa !27
  %96 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %97 = load double, ptr %96, align 8, !tbaa !27
  %98 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %99 = load double, ptr %98, align 8, !tbaa !27
  %100 = fmul contract double %99, %94
  %101 = fsub contract double %97, %100
  %102 = fdiv contract double %101, %69
  %103 = select contract i1 %71, double %102, double 0.000000e+00
  %104 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store double %103, ptr %104, align 8, !tbaa !27
  %105 = load double, ptr %25, align 8, !tbaa !27
  %106 = load double, ptr %19, align 8, !tbaa !27
  %107 = fmul contract double %106, %103
  %108 = fsub contract double %105, %107
  %109 = load double, ptr %22, align 8, !tbaa !27
  %110 = fmul contract double %109, %94
  %111 = fsub contract double %108, %110
  %112 = load double, ptr %3, align 8, !tbaa !27
  %113 = tail call noundef double @llvm.nvvm.fabs.f64(double %112)
  %114 = fcmp contract ogt double %113, 1.000000e-300
  %115 = fdiv contract double %111, %112
  %116 = select contract i1 %114, double %115, double 0.000000e+00
  store double %116, ptr %1, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #12
  ret void

117:                                              ; preds = %2
  %118 = zext nneg i32 %52 to i64
  %119 = getelementptr inbounds nuw [4 x double], ptr %3, i64 %118
  %120 = load double, ptr %119, align 8, !tbaa !27
  store double %120, ptr %3, align 8, !tbaa !27
  store double %16, ptr %119, align 8, !tbaa !27
  %121 = getelementptr inbounds nuw i8, ptr %119, i64 8
  %122 = load double, ptr %121, align 8, !tbaa !27
  store double %122, ptr %19, align 8, !tbaa !27
  store double %18, ptr %121, align 8, !tbaa !27
  %123 = getelementptr inbounds nuw i8, ptr %119, i64 16
  %124 = load double, ptr %123, align 8, !tbaa !27
  store double %124, ptr %22, align 8, !tbaa !27
  store double %21, ptr %123, align 8, !tbaa !27
  %125 = getelementptr inbounds nuw i8, ptr %119, i64 24
  %126 = load double, ptr %125, align 8, !tbaa !27
  store double %126, ptr %25, align 8, !tbaa !27
  store double %24, ptr %125, align 8, !tbaa !27
  br label %127

127:                                              ; preds = %117, %2
  %128 = phi double [ %126, %117 ], [ %24, %2 ]
  %129 = phi double [ %124, %117 ], [ %21, %2 ]
  %130 = phi double [ %122, %117 ], [ %18, %2 ]
  %131 = phi double [ %120, %117 ], [ %16, %2 ]
  %132 = tail call noundef double @llvm.nvvm.fabs.f64(double %131)
  %133 = fcmp contract ogt double %132, 1.000000e-300
  %134 = fdiv contract double 1.000000e+00, %131
  %135 = select contract i1 %133, double %134, double 0.000000e+00
  %136 = load double, ptr %26, align 8, !tbaa !27
  %137 = fmul contract double %135, %136
  %138 = fmul contract double %137, %131
  %139 = fsub contract double %136, %138
  store double %139, ptr %26, align 8, !tbaa !27
  %140 = fmul contract double %137, %130
  %141 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %142 = load double, ptr %141, align 8, !tbaa !27
  %143 = fsub contract double %142, %140
  store double %143, ptr %141, align 8, !tbaa !27
  %144 = fmul contract double %137, %129
  %145 = getelementptr inbounds nuw i8, ptr %3, i64 48
  %146 = load double, ptr %145, align 8, !tbaa !27
  %147 = fsub contract double %146, %144
  store double %147, ptr %145, align 8, !tbaa !27
  %148 = fmul contract double %137, %128
  %149 = getelementptr inbounds nuw i8, ptr %3, i64 56
  %150 = load double, ptr %149, align 8, !tbaa !27
  %151 = fsub contract double %150, %148
  store double %151, ptr %149, align 8, !tbaa !27
  %152 = load double, ptr %35, align 8, !tbaa !27
  %153 = fmul contract double %135, %152
  %154 = fmul contract double %153, %131
  %155 = fsub contract double %152, %154
  store double %155, ptr %35, align 8, !tbaa !27
  %156 = fmul contract double %153, %130
  %157 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %158 = load double, ptr %157, align 8, !tbaa !27
  %159 = fsub contract double %158, %156
  store double %159, ptr %157, align 8, !tbaa !27
  %160 = fmul contract double %153, %129
  %161 = getelementptr inbounds nuw i8, ptr %3, i64 80
  %162 = load double, ptr %161, align 8, !tbaa !27
  %163 = fsub contract double %162, %160
  store double %163, ptr %161, align 8, !tbaa !27
  %164 = fmul contract double %153, %128
  %165 = getelementptr inbounds nuw i8, ptr %3, i64 88
  %166 = load double, ptr %165, align 8, !tbaa !27
  %167 = fsub contract double %166, %164
  store double %167, ptr %165, align 8, !tbaa !27
  %168 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %169 = load double, ptr %168, align 8, !tbaa !27
  %170 = tail call noundef double @llvm.nvvm.fabs.f64(double %169)
  %171 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %172 = load double, ptr %171, align 8, !tbaa !27
  %173 = tail call noundef double @llvm.nvvm.fabs.f64(double %172)
  %174 = fcmp contract ule double %170, %173
  br i1 %174, label %67, label %54
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lsm_exercise_update(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = alloca [9 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = icmp sgt i32 %6, 0
  %12 = icmp slt i32 %6, %5
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %151

14:                                               ; preds = %8
  %15 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !24
  %16 = tail call noundef float @llvm.maxnum.f32(float %15, float 1.000000e+00)
  %17 = tail call noundef float @llvm.minnum.f32(float %16, float 1.000000e+03)
  %18 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !25
  %19 = and i32 %18, 1
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %109

22:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #12
  %23 = zext nneg i32 %6 to i64
  %24 = mul nuw nsw i64 %23, 72
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !27
  %27 = fcmp contract ord double %26, 0.000000e+00
  %28 = tail call double @llvm.nvvm.fabs.f64(double %26)
  %29 = fcmp contract olt double %28, 0x6974E718D7D7625A
  %30 = select i1 %27, i1 %29, i1 false
  %31 = select contract i1 %30, double %26, double 0.000000e+00
  store double %31, ptr %9, align 8, !tbaa !27
  %32 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %33 = load double, ptr %32, align 8, !tbaa !27
  %34 = fcmp contract ord double %33, 0.000000e+00
  %35 = tail call double @llvm.nvvm.fabs.f64(double %33)
  %36 = fcmp contract olt double %35, 0x6974E718D7D7625A
  %37 = select i1 %34, i1 %36, i1 false
  %38 = select contract i1 %37, double %33, double 0.000000e+00
  %39 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store double %38, ptr %39, align 8, !tbaa !27
  %40 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !27
  %42 = fcmp contract ord double %41, 0.000000e+00
  %43 = tail call double @llvm.nvvm.fabs.f64(double %41)
  %44 = fcmp contract olt double %43, 0x6974E718D7D7625A
  %45 = select i1 %42, i1 %44, i1 false
  %46 = select contract i1 %45, double %41, double 0.000000e+00
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store double %46, ptr %47, align 8, !tbaa !27
  %48 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %49 = load double, ptr %48, align 8, !tbaa !27
  %50 = fcmp contract ord double %49, 0.000000e+00
  %51 = tail call double @llvm.nvvm.fabs.f64(double %49)
  %52 = fcmp contract olt double %51, 0x6974E718D7D7625A
  %53 = select i1 %50, i1 %52, i1 false
  %54 = select contract i1 %53, double %49, double 0.000000e+00
  %55 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store double %54, ptr %55, align 8, !tbaa !27
  %56 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %57 = load double, ptr %56, align 8, !tbaa !27
  %58 = fcmp contract ord double %57, 0.000000e+00
  %59 = tail call double @llvm.nvvm.fabs.f64(double %57)
  %60 = fcmp contract olt double %59, 0x6974E718D7D7625A
  %61 = select i1 %58, i1 %60, i1 false
  %62 = select contract i1 %61, double %57, double 0.000000e+00
  %63 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store double %62, ptr %63, align 8, !tbaa !27
  %64 = getelementptr inbounds nuw i8, ptr %25, i64 40
  %65 = load double, ptr %64, align 8, !tbaa !27
  %66 = fcmp contract ord double %65, 0.000000e+00
  %67 = tail call double @llvm.nvvm.fabs.f64(double %65)
  %68 = fcmp contract olt double %67, 0x6974E718D7D7625A
  %69 = select i1 %66, i1 %68, i1 false
  %70 = select contract i1 %69, double %65, double 0.000000e+00
  %71 = getelementptr inbounds nuw i8, ptr %9, i64 40
  store double %70, ptr %71, align 8, !tbaa !27
  %72 = getelementptr inbounds nuw i8, ptr %25, i64 48
  %73 = load double, ptr %72, align 8, !tbaa !27
  %74 = fcmp contract ord double %73, 0.000000e+00
  %75 = tail call double @llvm.nvvm.fabs.f64(double %73)
  %76 = fcmp contract olt double %75, 0x6974E718D7D7625A
  %77 = select i1 %74, i1 %76, i1 false
  %78 = select contract i1 %77, double %73, double 0.000000e+00
  %79 = getelementptr inbounds nuw i8, ptr %9, i64 48
  store double %78, ptr %79, align 8, !tbaa !27
  %80 = getelementptr inbounds nuw i8, ptr %25, i64 56
  %81 = load double, ptr %80, align 8, !tbaa !27
  %82 = fcmp contract ord double %81, 0.000000e+00
  %83 = tail call double @llvm.nvvm.fabs.f64(double %81)
  %84 = fcmp contract olt double %83, 0x6974E718D7D7625A
  %85 = select i1 %82, i1 %84, i1 false
  %86 = select contract i1 %85, double %81, double 0.000000e+00
  %87 = getelementptr inbounds nuw i8, ptr %9, i64 56
  store double %86, ptr %87, align 8, !tbaa !27
  %88 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %89 = load double, ptr %88, align 8, !tbaa !27
  %90 = fcmp contract ord double %89, 0.000000e+00
  %91 = tail call double @llvm.nvvm.fabs.f64(double %89)
  %92 = fcmp contract olt double %91, 0x6974E718D7D7625A
  %93 = select i1 %90, i1 %92, i1 false
  %94 = select contract i1 %93, double %89, double 0.000000e+00
  %95 = getelementptr inbounds nuw i8, ptr %9, i64 64
  store double %94, ptr %95, align 8, !tbaa !27
  %96 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 0)
  %97 = uitofp nneg i32 %96 to double
  %98 = fcmp contract ult double %31, %97
  br i1 %98, label %105, label %99

99:                                               ; preds = %22
  call void @_Z6solve3PKdPd(ptr noundef nonnull %9, ptr noundef nonnull %10) #12
  %100 = load double, ptr %10, align 8, !tbaa !27
  %101 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %102 = load double, ptr %101, align 8, !tbaa !27
  %103 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %104 = load double, ptr %103, align 8, !tbaa !27
  br label %105

105:                                              ; preds = %22, %99
  %106 = phi double [ %104, %99 ], [ 0.000000e+00, %22 ]
  %107 = phi double [ %102, %99 ], [ 0.000000e+00, %22 ]
  %108 = phi double [ %100, %99 ], [ 0.000000e+00, %22 ]
  store double %108, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.0, align 8, !tbaa !27
  store double %107, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.1, align 8, !tbaa !27
  store double %106, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.2, align 8, !tbaa !27
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #12
  br label %109

109:                                              ; preds = %105, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %110 = load double, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.0, align 8, !tbaa !27
  %111 = fptrunc contract double %110 to float
  %112 = load double, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.1, align 8, !tbaa !27
  %113 = fptrunc contract double %112 to float
  %114 = load double, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.2, align 8, !tbaa !27
  %115 = fptrunc contract double %114 to float
  %116 = fdiv contract float 1.000000e+00, %17
  %117 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %118 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %119 = mul i32 %117, %118
  %120 = add i32 %119, %20
  %121 = icmp slt i32 %120, %4
  br i1 %121, label %122, label %151

122:                                              ; preds = %109
  %123 = zext nneg i32 %6 to i64
  %124 = sext i32 %4 to i64
  %125 = mul nsw i64 %123, %124
  %126 = getelementptr float, ptr %0, i64 %125
  %127 = icmp eq i32 %19, 0
  %128 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %129 = mul i32 %128, %118
  br label %130

130:                                              ; preds = %122, %148
  %131 = phi i32 [ %120, %122 ], [ %149, %148 ]
  %132 = sext i32 %131 to i64
  %133 = getelementptr float, ptr %126, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !20
  %135 = fsub contract float %134, %17
  %136 = fsub contract float %17, %134
  %137 = select contract i1 %127, float %136, float %135
  %138 = tail call noundef float @llvm.maxnum.f32(float %137, float 0.000000e+00)
  %139 = fcmp contract ogt float %138, 0.000000e+00
  br i1 %139, label %140, label %148

140:                                              ; preds = %130
  %141 = fmul contract float %116, %134
  %142 = tail call noundef float @llvm.fma.f32(float %115, float %141, float %113)
  %143 = tail call noundef float @llvm.fma.f32(float %142, float %141, float %111)
  %144 = fcmp contract ult float %138, %143
  br i1 %144, label %148, label %145

145:                                              ; preds = %140
  %146 = getelementptr inbounds i32, ptr %3, i64 %132
  %147 = getelementptr inbounds float, ptr %2, i64 %132
  store float %138, ptr %147, align 4, !tbaa !20
  store i32 %6, ptr %146, align 4, !tbaa !6
  br label %148

148:                                              ; preds = %140, %145, %130
  %149 = add i32 %131, %129
  %150 = icmp slt i32 %149, %4
  br i1 %150, label %130, label %151, !llvm.loop !29

151:                                              ; preds = %148, %109, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lsm_price_reduce(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %28

12:                                               ; preds = %5
  %13 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !19
  %14 = tail call noundef float @llvm.maxnum.f32(float %13, float 0x3F847AE140000000)
  %15 = tail call noundef float @llvm.minnum.f32(float %14, float 5.000000e+00)
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %17 = uitofp nneg i32 %16 to float
  %18 = fdiv contract float %15, %17
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !17
  %20 = tail call noundef float @llvm.maxnum.f32(float %19, float 0.000000e+00)
  %21 = tail call noundef float @llvm.minnum.f32(float %20, float 0x3FC99999A0000000)
  %22 = fpext contract float %21 to double
  %23 = fneg contract double %22
  %24 = fpext contract float %18 to double
  %25 = fmul contract double %23, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = mul i32 %26, %7
  br label %141

28:                                               ; preds = %197, %5
  %29 = phi double [ 0.000000e+00, %5 ], [ %202, %197 ]
  %30 = phi double [ 0.000000e+00, %5 ], [ %200, %197 ]
  %31 = bitcast double %30 to i64
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %31, 32
  %34 = trunc nuw i64 %33 to i32
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31)
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %34, i32 16, i32 31)
  %37 = zext i32 %36 to i64
  %38 = shl nuw i64 %37, 32
  %39 = zext i32 %35 to i64
  %40 = or disjoint i64 %38, %39
  %41 = bitcast i64 %40 to double
  %42 = fadd contract double %30, %41
  %43 = bitcast double %29 to i64
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %43, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 16, i32 31)
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %46, i32 16, i32 31)
  %49 = zext i32 %48 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %47 to i64
  %52 = or disjoint i64 %50, %51
  %53 = bitcast i64 %52 to double
  %54 = fadd contract double %29, %53
  %55 = bitcast double %42 to i64
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 8, i32 31)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %58, i32 8, i32 31)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = bitcast i64 %64 to double
  %66 = fadd contract double %42, %65
  %67 = bitcast double %54 to i64
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %67, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 8, i32 31)
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %70, i32 8, i32 31)
  %73 = zext i32 %72 to i64
  %74 = shl nuw i64 %73, 32
  %75 = zext i32 %71 to i64
  %76 = or disjoint i64 %74, %75
  %77 = bitcast i64 %76 to double
  %78 = fadd contract double %54, %77
  %79 = bitcast double %66 to i64
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %79, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 4, i32 31)
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 4, i32 31)
  %85 = zext i32 %84 to i64
  %86 = shl nuw i64 %85, 32
  %87 = zext i32 %83 to i64
  %88 = or disjoint i64 %86, %87
  %89 = bitcast i64 %88 to double
  %90 = fadd contract double %66, %89
  %91 = bitcast double %78 to i64
  %92 = trunc i64 %91 to i32
  %93 = lshr i64 %91, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 4, i32 31)
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 4, i32 31)
  %97 = zext i32 %96 to i64
  %98 = shl nuw i64 %97, 32
  %99 = zext i32 %95 to i64
  %100 = or disjoint i64 %98, %99
  %101 = bitcast i64 %100 to double
  %102 = fadd contract double %78, %101
  %103 = bitcast double %90 to i64
  %104 = trunc i64 %103 to i32
  %105 = lshr i64 %103, 32
  %106 = trunc nuw i64 %105 to i32
  %107 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 2, i32 31)
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 2, i32 31)
  %109 = zext i32 %108 to i64
  %110 = shl nuw i64 %109, 32
  %111 = zext i32 %107 to i64
  %112 = or disjoint i64 %110, %111
  %113 = bitcast i64 %112 to double
  %114 = fadd contract double %90, %113
  %115 = bitcast double %102 to i64
  %116 = trunc i64 %115 to i32
  %117 = lshr i64 %115, 32
  %118 = trunc nuw i64 %117 to i32
  %119 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 2, i32 31)
  %120 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 2, i32 31)
  %121 = zext i32 %120 to i64
  %122 = shl nuw i64 %121, 32
  %123 = zext i32 %119 to i64
  %124 = or disjoint i64 %122, %123
  %125 = bitcast i64 %124 to double
  %126 = fadd contract double %102, %125
  %127 = bitcast double %114 to i64
  %128 = trunc i64 %127 to i32
  %129 = lshr i64 %127, 32
  %130 = trunc nuw i64 %129 to i32
  %131 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31)
  %132 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 1, i32 31)
  %133 = bitcast double %126 to i64
  %134 = trunc i64 %133 to i32
  %135 = lshr i64 %133, 32
  %136 = trunc nuw i64 %135 to i32
  %137 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 1, i32 31)
  %138 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31)
  %139 = and i32 %9, 31
  %140 = icmp eq i32 %139, 0
  br i1 %140, label %205, label %222

141:                                              ; preds = %12, %197
  %142 = phi double [ 0.000000e+00, %12 ], [ %200, %197 ]
  %143 = phi double [ 0.000000e+00, %12 ], [ %202, %197 ]
  %144 = phi i32 [ %10, %12 ], [ %203, %197 ]
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds i32, ptr %1, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %147, i32 0)
  %149 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %148, i32 %4)
  %150 = getelementptr inbounds float, ptr %0, i64 %145
  %151 = load float, ptr %150, align 4, !tbaa !20
  %152 = tail call noundef float @llvm.maxnum.f32(float %151, float 0.000000e+00)
  %153 = tail call noundef float @llvm.minnum.f32(float %152, float 1.000000e+04)
  %154 = fpext contract float %153 to double
  %155 = sitofp i32 %149 to double
  %156 = fmul contract double %25, %155
  %157 = tail call double @llvm.fma.f64(double %156, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %158 = tail call i32 @llvm.nvvm.d2i.lo(double %157) #12
  %159 = tail call double @llvm.nvvm.add.rn.d(double %157, double 0xC338000000000000) #12
  %160 = tail call double @llvm.fma.f64(double %159, double 0xBFE62E42FEFA39EF, double %156)
  %161 = tail call double @llvm.fma.f64(double %159, double 0xBC7ABC9E3B39803F, double %160)
  %162 = tail call double @llvm.fma.f64(double %161, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %163 = tail call double @llvm.fma.f64(double %162, double %161, double 0x3EC71DEE62401315)
  %164 = tail call double @llvm.fma.f64(double %163, double %161, double 0x3EFA01997C89EB71)
  %165 = tail call double @llvm.fma.f64(double %164, double %161, double 0x3F2A01A014761F65)
  %166 = tail call double @llvm.fma.f64(double %165, double %161, double 0x3F56C16C1852B7AF)
  %167 = tail call double @llvm.fma.f64(double %166, double %161, double 0x3F81111111122322)
  %168 = tail call double @llvm.fma.f64(double %167, double %161, double 0x3FA55555555502A1)
  %169 = tail call double @llvm.fma.f64(double %168, double %161, double 0x3FC5555555555511)
  %170 = tail call double @llvm.fma.f64(double %169, double %161, double 0x3FE000000000000B)
  %171 = tail call double @llvm.fma.f64(double %170, double %161, double 1.000000e+00)
  %172 = tail call double @llvm.fma.f64(double %171, double %161, double 1.000000e+00)
  %173 = tail call i32 @llvm.nvvm.d2i.lo(double %172) #12
  %174 = tail call i32 @llvm.nvvm.d2i.hi(double %172) #12
  %175 = shl i32 %158, 20
  %176 = add i32 %174, %175
  %177 = tail call double @llvm.nvvm.lohi.i2d(i32 %173, i32 %176) #12
  %178 = tail call i32 @llvm.nvvm.d2i.hi(double %156) #12
  %179 = bitcast i32 %178 to float
  %180 = tail call float @llvm.nvvm.fabs.f32(float %179)
  %181 = fcmp olt float %180, 0x4010C46560000000
  br i1 %181, label %197, label %182

182:                                              ; preds = %141
  %183 = fcmp olt double %156, 0.000000e+00
  %184 = fadd double %156, 0x7FF0000000000000
  %185 = select i1 %183, double 0.000000e+00, double %184
  %186 = fcmp olt float %180, 0x4010E90000000000
  br i1 %186, label %187, label %197

187:                                              ; preds = %182
  %188 = sdiv i32 %158, 2
  %189 = shl i32 %188, 20
  %190 = add i32 %174, %189
  %191 = tail call double @llvm.nvvm.lohi.i2d(i32 %173, i32 %190) #12
  %192 = sub nsw i32 %158, %188
  %193 = shl i32 %192, 20
  %194 = add nsw i32 %193, 1072693248
  %195 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %194) #12
  %196 = fmul double %195, %191
  br label %197

197:                                              ; preds = %141, %182, %187
  %198 = phi double [ %177, %141 ], [ %196, %187 ], [ %185, %182 ]
  %199 = fmul contract double %198, %154
  %200 = fadd contract double %142, %199
  %201 = fmul contract double %199, %199
  %202 = fadd contract double %143, %201
  %203 = add i32 %144, %27
  %204 = icmp slt i32 %203, %3
  br i1 %204, label %141, label %28, !llvm.loop !30

205:                                              ; preds = %28
  %206 = zext i32 %138 to i64
  %207 = shl nuw i64 %206, 32
  %208 = zext i32 %137 to i64
  %209 = or disjoint i64 %207, %208
  %210 = bitcast i64 %209 to double
  %211 = fadd contract double %126, %210
  %212 = zext i32 %132 to i64
  %213 = shl nuw i64 %212, 32
  %214 = zext i32 %131 to i64
  %215 = or disjoint i64 %213, %214
  %216 = bitcast i64 %215 to double
  %217 = fadd contract double %114, %216
  %218 = lshr exact i32 %9, 5
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %219
  %221 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %219
  store double %217, ptr %221, align 8, !tbaa !27
  store double %211, ptr %220, align 8, !tbaa !27
  br label %222

222:                                              ; preds = %205, %28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %223 = icmp eq i32 %9, 0
  br i1 %223, label %224, label %331

224:                                              ; preds = %222
  %225 = add nuw nsw i32 %7, 31
  %226 = lshr i32 %225, 5
  %227 = add nsw i32 %226, -1
  %228 = and i32 %226, 7
  %229 = icmp ult i32 %227, 7
  br i1 %229, label %234, label %230

230:                                              ; preds = %224
  %231 = and i32 %226, 120
  br label %260

232:                                              ; preds = %260
  %233 = icmp eq i32 %228, 0
  br i1 %233, label %254, label %234

234:                                              ; preds = %232, %224
  %235 = phi i32 [ 0, %224 ], [ %328, %232 ]
  %236 = phi double [ 0.000000e+00, %224 ], [ %327, %232 ]
  %237 = phi double [ 0.000000e+00, %224 ], [ %324, %232 ]
  %238 = icmp ne i32 %228, 0
  tail call void @llvm.assume(i1 %238)
  br label %239

239:                                              ; preds = %239, %234
  %240 = phi i32 [ %251, %239 ], [ %235, %234 ]
  %241 = phi double [ %250, %239 ], [ %236, %234 ]
  %242 = phi double [ %247, %239 ], [ %237, %234 ]
  %243 = phi i32 [ %252, %239 ], [ 0, %234 ]
  %244 = zext nneg i32 %240 to i64
  %245 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %244
  %246 = load double, ptr %245, align 8, !tbaa !27
  %247 = fadd contract double %242, %246
  %248 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %244
  %249 = load double, ptr %248, align 8, !tbaa !27
  %250 = fadd contract double %241, %249
  %251 = add nuw nsw i32 %240, 1
  %252 = add i32 %243, 1
  %253 = icmp eq i32 %252, %228
  br i1 %253, label %254, label %239, !llvm.loop !31

254:                                              ; preds = %239, %232
  %255 = phi double [ %324, %232 ], [ %247, %239 ]
  %256 = phi double [ %327, %232 ], [ %250, %239 ]
  %257 = atomicrmw fadd ptr %2, double %255 seq_cst, align 8
  %258 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %259 = atomicrmw fadd ptr %258, double %256 seq_cst, align 8
  br label %331

260:                                              ; preds = %260, %230
  %261 = phi i32 [ 0, %230 ], [ %328, %260 ]
  %262 = phi double [ 0.000000e+00, %230 ], [ %327, %260 ]
  %263 = phi double [ 0.000000e+00, %230 ], [ %324, %260 ]
  %264 = phi i32 [ 0, %230 ], [ %329, %260 ]
  %265 = zext nneg i32 %261 to i64
  %266 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %265
  %267 = load double, ptr %266, align 8, !tbaa !27
  %268 = fadd contract double %263, %267
  %269 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %265
  %270 = load double, ptr %269, align 8, !tbaa !27
  %271 = fadd contract double %262, %270
  %272 = or disjoint i32 %261, 1
  %273 = zext nneg i32 %272 to i64
  %274 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %273
  %275 = load double, ptr %274, align 8, !tbaa !27
  %276 = fadd contract double %268, %275
  %277 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %273
  %278 = load double, ptr %277, align 8, !tbaa !27
  %279 = fadd contract double %271, %278
  %280 = or disjoint i32 %261, 2
  %281 = zext nneg i32 %280 to i64
  %282 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %281
  %283 = load double, ptr %282, align 8, !tbaa !27
  %284 = fadd contract double %276, %283
  %285 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %281
  %286 = load double, ptr %285, align 8, !tbaa !27
  %287 = fadd contract double %279, %286
  %288 = or disjoint i32 %261, 3
  %289 = zext nneg i32 %288 to i64
  %290 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %289
  %291 = load double, ptr %290, align 8, !tbaa !27
  %292 = fadd contract double %284, %291
  %293 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %289
  %294 = load double, ptr %293, align 8, !tbaa !27
  %295 = fadd contract double %287, %294
  %296 = or disjoint i32 %261, 4
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %297
  %299 = load double, ptr %298, align 8, !tbaa !27
  %300 = fadd contract double %292, %299
  %301 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %297
  %302 = load double, ptr %301, align 8, !tbaa !27
  %303 = fadd contract double %295, %302
  %304 = or disjoint i32 %261, 5
  %305 = zext nneg i32 %304 to i64
  %306 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %305
  %307 = load double, ptr %306, align 8, !tbaa !27
  %308 = fadd contract double %300, %307
  %309 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %305
  %310 = load double, ptr %309, align 8, !tbaa !27
  %311 = fadd contract double %303, %310
  %312 = or disjoint i32 %261, 6
  %313 = zext nneg i32 %312 to i64
  %314 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %313
  %315 = load double, ptr %314, align 8, !tbaa !27
  %316 = fadd contract double %308, %315
  %317 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %313
  %318 = load double, ptr %317, align 8, !tbaa !27
  %319 = fadd contract double %311, %318
  %320 = or disjoint i32 %261, 7
  %321 = zext nneg i32 %320 to i64
  %322 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %321
  %323 = load double, ptr %322, align 8, !tbaa !27
  %324 = fadd contract double %316, %323
  %325 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %321
  %326 = load double, ptr %325, align 8, !tbaa !27
  %327 = fadd contract double %319, %326
  %328 = add nuw nsw i32 %261, 8
  %329 = add i32 %264, 8
  %330 = icmp eq i32 %329, %231
  br i1 %330, label %232, label %260, !llvm.loop !33

331:                                              ; preds = %254, %222
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #12 = { nounwind }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS5uint2", !7, i64 0, !7, i64 4}
!13 = !{!12, !7, i64 4}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS12OptionParams", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !7, i64 20}
!16 = !{!"float", !8, i64 0}
!17 = !{!15, !16, i64 8}
!18 = !{!15, !16, i64 12}
!19 = !{!15, !16, i64 16}
!20 = !{!16, !16, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = !{!15, !16, i64 4}
!25 = !{!15, !7, i64 20}
!26 = distinct !{!26, !22}
!27 = !{!28, !28, i64 0}
!28 = !{!"double", !8, i64 0}
!29 = distinct !{!29, !22}
!30 = distinct !{!30, !22}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.unroll.disable"}
!33 = distinct !{!33, !22}
