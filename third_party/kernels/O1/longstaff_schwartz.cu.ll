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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local %struct.uint4 @_Z6philox5uint45uint2(ptr noundef byval(%struct.uint4) align 16 captures(none) %0, ptr noundef byval(%struct.uint2.0) align 8 captures(none) %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !11
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !6
  %7 = load i32, ptr %1, align 8, !tbaa !13
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8, !tbaa !6
  %12 = load i32, ptr %0, align 16, !tbaa !6
  %13 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %12)
  %14 = mul i32 %12, -766435501
  %15 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %11)
  %16 = mul i32 %11, -845247145
  %17 = xor i32 %15, %9
  %18 = xor i32 %17, %7
  %19 = xor i32 %6, %13
  %20 = xor i32 %19, %4
  %21 = add i32 %7, -1640531527
  %22 = add i32 %4, -1150833019
  %23 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %18)
  %24 = mul i32 %18, -766435501
  %25 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %20)
  %26 = mul i32 %20, -845247145
  %27 = xor i32 %25, %16
  %28 = xor i32 %27, %21
  %29 = xor i32 %14, %23
  %30 = xor i32 %29, %22
  %31 = add i32 %7, 1013904242
  %32 = add i32 %4, 1993301258
  %33 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %28)
  %34 = mul i32 %28, -766435501
  %35 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %30)
  %36 = mul i32 %30, -845247145
  %37 = xor i32 %35, %26
  %38 = xor i32 %37, %31
  %39 = xor i32 %24, %33
  %40 = xor i32 %39, %32
  %41 = add i32 %7, -626627285
  %42 = add i32 %4, 842468239
  %43 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %38)
  %44 = mul i32 %38, -766435501
  %45 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %40)
  %46 = mul i32 %40, -845247145
  %47 = xor i32 %45, %36
  %48 = xor i32 %47, %41
  %49 = xor i32 %34, %43
  %50 = xor i32 %49, %42
  %51 = add i32 %7, 2027808484
  %52 = add i32 %4, -308364780
  %53 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %48)
  %54 = mul i32 %48, -766435501
  %55 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %50)
  %56 = mul i32 %50, -845247145
  %57 = xor i32 %55, %46
  %58 = xor i32 %57, %51
  %59 = xor i32 %44, %53
  %60 = xor i32 %59, %52
  %61 = add i32 %7, 387276957
  %62 = add i32 %4, -1459197799
  %63 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %58)
  %64 = mul i32 %58, -766435501
  %65 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %60)
  %66 = mul i32 %60, -845247145
  %67 = xor i32 %65, %56
  %68 = xor i32 %67, %61
  %69 = xor i32 %54, %63
  %70 = xor i32 %69, %62
  %71 = add i32 %7, -1253254570
  %72 = add i32 %4, 1684936478
  %73 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %68)
  %74 = mul i32 %68, -766435501
  %75 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %70)
  %76 = mul i32 %70, -845247145
  %77 = xor i32 %75, %66
  %78 = xor i32 %77, %71
  %79 = xor i32 %64, %73
  %80 = xor i32 %79, %72
  %81 = add i32 %7, 1401181199
  %82 = add i32 %4, 534103459
  %83 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %78)
  %84 = mul i32 %78, -766435501
  %85 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %80)
  %86 = mul i32 %80, -845247145
  %87 = xor i32 %85, %76
  %88 = xor i32 %87, %81
  %89 = xor i32 %74, %83
  %90 = xor i32 %89, %82
  %91 = add i32 %7, -239350328
  %92 = add i32 %4, -616729560
  %93 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %88)
  %94 = mul i32 %88, -766435501
  %95 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %90)
  %96 = mul i32 %90, -845247145
  %97 = xor i32 %95, %86
  %98 = xor i32 %97, %91
  %99 = xor i32 %84, %93
  %100 = xor i32 %99, %92
  %101 = add i32 %7, -1879881855
  %102 = add i32 %4, -1767562579
  %103 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %98)
  %104 = mul i32 %98, -766435501
  %105 = tail call noundef i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %100)
  %106 = mul i32 %100, -845247145
  %107 = xor i32 %105, %96
  %108 = xor i32 %107, %101
  %109 = xor i32 %94, %103
  %110 = xor i32 %109, %102
  %111 = add i32 %7, 774553914
  %112 = add i32 %4, 1376571698
  store i32 %108, ptr %0, align 16, !tbaa !6
  store i32 %110, ptr %10, align 8, !tbaa !6
  store i32 %106, ptr %8, align 4, !tbaa !6
  store i32 %111, ptr %1, align 8, !tbaa !13
  store i32 %104, ptr %5, align 4, !tbaa !6
  store i32 %112, ptr %3, align 4, !tbaa !11
  %113 = insertvalue %struct.uint4 poison, i32 %108, 0
  %114 = insertvalue %struct.uint4 %113, i32 %106, 1
  %115 = insertvalue %struct.uint4 %114, i32 %110, 2
  %116 = insertvalue %struct.uint4 %115, i32 %104, 3
  ret %struct.uint4 %116
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

50:                                               ; preds = %60, %4
  ret void

51:                                               ; preds = %38, %60
  %52 = phi i32 [ %36, %38 ], [ %61, %60 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  store float %9, ptr %54, align 4, !tbaa !20
  %55 = add nsw i32 %52, %28
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  store float %9, ptr %57, align 4, !tbaa !20
  br i1 %41, label %58, label %60

58:                                               ; preds = %51
  %59 = getelementptr float, ptr %0, i64 %53
  br label %63

60:                                               ; preds = %151, %51
  %61 = add i32 %52, %49
  %62 = icmp slt i32 %61, %28
  br i1 %62, label %51, label %50, !llvm.loop !21

63:                                               ; preds = %58, %151
  %64 = phi float [ %40, %58 ], [ %153, %151 ]
  %65 = phi float [ %40, %58 ], [ %152, %151 ]
  %66 = phi i32 [ 0, %58 ], [ %154, %151 ]
  store i32 %52, ptr %5, align 16
  store i32 %66, ptr %42, align 4
  store i32 81, ptr %43, align 8
  store i32 0, ptr %44, align 4
  store i32 %29, ptr %6, align 8, !tbaa !6
  store i32 %31, ptr %45, align 4, !tbaa !6
  %67 = tail call %struct.uint4 @_Z6philox5uint45uint2(ptr noundef nonnull byval(%struct.uint4) align 16 %5, ptr noundef nonnull byval(%struct.uint2.0) align 8 %6) #12
  %68 = extractvalue %struct.uint4 %67, 0
  %69 = extractvalue %struct.uint4 %67, 1
  %70 = lshr i32 %68, 8
  %71 = uitofp nneg i32 %70 to float
  %72 = fadd contract float %71, 5.000000e-01
  %73 = fmul contract float %72, 0x3E70000000000000
  %74 = lshr i32 %69, 8
  %75 = uitofp nneg i32 %74 to float
  %76 = fmul contract float %75, 0x3E70000000000000
  %77 = tail call float @llvm.nvvm.lg2.approx.f(float %73) #12
  %78 = fmul float %77, 0x3FE62E4300000000
  %79 = fmul contract float %78, -2.000000e+00
  %80 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %79) #12
  %81 = fmul contract float %76, 2.000000e+00
  %82 = fadd float %81, %81
  %83 = tail call float @llvm.nvvm.round.f(float %82) #12
  %84 = tail call i32 @llvm.nvvm.f2i.rz(float %83)
  %85 = fneg float %83
  %86 = tail call float @llvm.fma.f32(float %85, float 5.000000e-01, float %81)
  %87 = tail call float @llvm.nvvm.mul.rn.f(float %86, float %86) #12
  %88 = tail call float @llvm.fma.f32(float %87, float 0xBFE2F59920000000, float 0x400466B200000000)
  %89 = tail call float @llvm.fma.f32(float %87, float 0x3FCD09C240000000, float 0xBFF55A5C00000000)
  %90 = tail call float @llvm.fma.f32(float %88, float %87, float 0xC014ABBEC0000000)
  %91 = tail call float @llvm.fma.f32(float %89, float %87, float 0x40103C19E0000000)
  %92 = tail call float @llvm.fma.f32(float %87, float %86, float 0.000000e+00)
  %93 = tail call float @llvm.fma.f32(float %91, float %87, float 0xC013BD3CC0000000)
  %94 = tail call float @llvm.fma.f32(float %90, float %92, float 0.000000e+00)
  %95 = tail call float @llvm.fma.f32(float %93, float %87, float 1.000000e+00)
  %96 = tail call float @llvm.fma.f32(float %86, float 0x400921FB60000000, float %94)
  %97 = and i32 %84, 1
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, float %96, float %95
  %100 = select i1 %98, float %95, float %96
  %101 = and i32 %84, 2
  %102 = icmp eq i32 %101, 0
  %103 = fneg float %99
  %104 = select i1 %102, float %99, float %103
  %105 = add i32 %84, 1
  %106 = and i32 %105, 2
  %107 = icmp eq i32 %106, 0
  %108 = fsub float 0.000000e+00, %100
  %109 = select i1 %107, float %100, float %108
  %110 = tail call float @llvm.trunc.f32(float %81)
  %111 = fcmp oeq float %81, %110
  %112 = tail call float @llvm.nvvm.mul.rn.f(float %81, float 0.000000e+00) #12
  %113 = select i1 %111, float %112, float %104
  %114 = tail call float @llvm.nvvm.fabs.f32(float %81)
  %115 = fcmp ogt float %114, 0x4170000000000000
  %116 = tail call float @llvm.nvvm.add.rn.f(float %113, float 1.000000e+00) #12
  %117 = select i1 %115, float %116, float %109
  %118 = fmul contract float %80, %117
  %119 = fmul contract float %27, %118
  %120 = fadd contract float %25, %119
  %121 = fadd contract float %64, %120
  %122 = fsub contract float %25, %119
  %123 = fadd contract float %65, %122
  %124 = or disjoint i32 %66, 1
  %125 = zext nneg i32 %124 to i64
  %126 = mul nsw i64 %125, %46
  %127 = fmul float %121, 0x3FF7154760000000
  %128 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %127)
  %129 = getelementptr float, ptr %59, i64 %126
  store float %128, ptr %129, align 4, !tbaa !20
  %130 = fmul float %123, 0x3FF7154760000000
  %131 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %130)
  %132 = getelementptr float, ptr %129, i64 %47
  store float %131, ptr %132, align 4, !tbaa !20
  %133 = or disjoint i32 %66, 1
  %134 = icmp slt i32 %133, %2
  br i1 %134, label %135, label %151

135:                                              ; preds = %63
  %136 = fmul contract float %80, %113
  %137 = fmul contract float %27, %136
  %138 = fadd contract float %25, %137
  %139 = fadd contract float %121, %138
  %140 = fsub contract float %25, %137
  %141 = fadd contract float %123, %140
  %142 = add nuw nsw i32 %66, 2
  %143 = zext nneg i32 %142 to i64
  %144 = mul nsw i64 %143, %46
  %145 = fmul float %139, 0x3FF7154760000000
  %146 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %145)
  %147 = getelementptr float, ptr %59, i64 %144
  store float %146, ptr %147, align 4, !tbaa !20
  %148 = fmul float %141, 0x3FF7154760000000
  %149 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %148)
  %150 = getelementptr float, ptr %147, i64 %47
  store float %149, ptr %150, align 4, !tbaa !20
  br label %151

151:                                              ; preds = %135, %63
  %152 = phi float [ %141, %135 ], [ %123, %63 ]
  %153 = phi float [ %139, %135 ], [ %121, %63 ]
  %154 = add nuw nsw i32 %66, 2
  %155 = icmp slt i32 %154, %2
  br i1 %155, label %63, label %60, !llvm.loop !24
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lsm_regression_sums(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = icmp sgt i32 %6, 0
  %9 = icmp slt i32 %6, %5
  %10 = and i1 %8, %9
  br i1 %10, label %33, label %1315

11:                                               ; preds = %33
  %12 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !25
  %13 = and i32 %12, 1
  %14 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !19
  %15 = tail call noundef float @llvm.maxnum.f32(float %14, float 0x3F847AE140000000)
  %16 = tail call noundef float @llvm.minnum.f32(float %15, float 5.000000e+00)
  %17 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %18 = uitofp nneg i32 %17 to float
  %19 = fdiv contract float %16, %18
  %20 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !17
  %21 = tail call noundef float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %22 = tail call noundef float @llvm.minnum.f32(float %21, float 0x3FC99999A0000000)
  %23 = zext nneg i32 %6 to i64
  %24 = sext i32 %4 to i64
  %25 = mul nsw i64 %23, %24
  %26 = getelementptr float, ptr %0, i64 %25
  %27 = icmp eq i32 %13, 0
  %28 = add nuw nsw i32 %6, 1
  %29 = fneg contract float %22
  %30 = fmul contract float %19, %29
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = mul i32 %31, %39
  br label %113

33:                                               ; preds = %7
  %34 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !26
  %35 = tail call noundef float @llvm.maxnum.f32(float %34, float 1.000000e+00)
  %36 = tail call noundef float @llvm.minnum.f32(float %35, float 1.000000e+03)
  %37 = fdiv contract float 1.000000e+00, %36
  %38 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %39 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %40 = mul i32 %38, %39
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %42 = add i32 %40, %41
  %43 = icmp slt i32 %42, %4
  br i1 %43, label %11, label %44

44:                                               ; preds = %162, %33
  %45 = phi double [ 0.000000e+00, %33 ], [ %166, %162 ]
  %46 = phi double [ 0.000000e+00, %33 ], [ %167, %162 ]
  %47 = phi double [ 0.000000e+00, %33 ], [ %168, %162 ]
  %48 = phi double [ 0.000000e+00, %33 ], [ %169, %162 ]
  %49 = phi double [ 0.000000e+00, %33 ], [ %170, %162 ]
  %50 = phi double [ 0.000000e+00, %33 ], [ %163, %162 ]
  %51 = phi double [ 0.000000e+00, %33 ], [ %164, %162 ]
  %52 = phi double [ 0.000000e+00, %33 ], [ %165, %162 ]
  %53 = phi double [ 0.000000e+00, %33 ], [ %171, %162 ]
  %54 = and i32 %41, 31
  %55 = lshr i32 %41, 5
  %56 = icmp eq i32 %54, 0
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ19lsm_regression_sumsE6s_part to ptr), i64 %57
  %59 = bitcast double %53 to i64
  %60 = trunc i64 %59 to i32
  %61 = lshr i64 %59, 32
  %62 = trunc nuw i64 %61 to i32
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 16, i32 31)
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 16, i32 31)
  %65 = zext i32 %64 to i64
  %66 = shl nuw i64 %65, 32
  %67 = zext i32 %63 to i64
  %68 = or disjoint i64 %66, %67
  %69 = bitcast i64 %68 to double
  %70 = fadd contract double %53, %69
  %71 = bitcast double %70 to i64
  %72 = trunc i64 %71 to i32
  %73 = lshr i64 %71, 32
  %74 = trunc nuw i64 %73 to i32
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 8, i32 31)
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 8, i32 31)
  %77 = zext i32 %76 to i64
  %78 = shl nuw i64 %77, 32
  %79 = zext i32 %75 to i64
  %80 = or disjoint i64 %78, %79
  %81 = bitcast i64 %80 to double
  %82 = fadd contract double %70, %81
  %83 = bitcast double %82 to i64
  %84 = trunc i64 %83 to i32
  %85 = lshr i64 %83, 32
  %86 = trunc nuw i64 %85 to i32
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 4, i32 31)
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 4, i32 31)
  %89 = zext i32 %88 to i64
  %90 = shl nuw i64 %89, 32
  %91 = zext i32 %87 to i64
  %92 = or disjoint i64 %90, %91
  %93 = bitcast i64 %92 to double
  %94 = fadd contract double %82, %93
  %95 = bitcast double %94 to i64
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 2, i32 31)
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 2, i32 31)
  %101 = zext i32 %100 to i64
  %102 = shl nuw i64 %101, 32
  %103 = zext i32 %99 to i64
  %104 = or disjoint i64 %102, %103
  %105 = bitcast i64 %104 to double
  %106 = fadd contract double %94, %105
  %107 = bitcast double %106 to i64
  %108 = trunc i64 %107 to i32
  %109 = lshr i64 %107, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 1, i32 31)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 1, i32 31)
  br i1 %56, label %184, label %191

113:                                              ; preds = %11, %162
  %114 = phi double [ 0.000000e+00, %11 ], [ %163, %162 ]
  %115 = phi double [ 0.000000e+00, %11 ], [ %164, %162 ]
  %116 = phi double [ 0.000000e+00, %11 ], [ %165, %162 ]
  %117 = phi double [ 0.000000e+00, %11 ], [ %166, %162 ]
  %118 = phi double [ 0.000000e+00, %11 ], [ %167, %162 ]
  %119 = phi double [ 0.000000e+00, %11 ], [ %168, %162 ]
  %120 = phi double [ 0.000000e+00, %11 ], [ %169, %162 ]
  %121 = phi double [ 0.000000e+00, %11 ], [ %170, %162 ]
  %122 = phi i32 [ %42, %11 ], [ %172, %162 ]
  %123 = phi double [ 0.000000e+00, %11 ], [ %171, %162 ]
  %124 = sext i32 %122 to i64
  %125 = getelementptr float, ptr %26, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !20
  %127 = fsub contract float %126, %36
  %128 = fsub contract float %36, %126
  %129 = select contract i1 %27, float %128, float %127
  %130 = tail call noundef float @llvm.maxnum.f32(float %129, float 0.000000e+00)
  %131 = fcmp contract ogt float %130, 0.000000e+00
  br i1 %131, label %132, label %162

132:                                              ; preds = %113
  %133 = getelementptr inbounds float, ptr %1, i64 %124
  %134 = load float, ptr %133, align 4, !tbaa !20
  %135 = getelementptr inbounds i32, ptr %2, i64 %124
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %136, i32 range(i32 0, -2147483648) %28)
  %138 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %137, i32 %5)
  %139 = sub nsw i32 %138, %6
  %140 = sitofp i32 %139 to float
  %141 = fmul contract float %30, %140
  %142 = fmul float %141, 0x3FF7154760000000
  %143 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %142)
  %144 = fmul contract float %134, %143
  %145 = fpext contract float %144 to double
  %146 = fmul contract float %37, %126
  %147 = fpext contract float %146 to double
  %148 = fmul contract double %147, %147
  %149 = fadd contract double %114, %145
  %150 = fmul contract double %147, %145
  %151 = fadd contract double %115, %150
  %152 = fmul contract double %148, %145
  %153 = fadd contract double %116, %152
  %154 = fadd contract double %123, 1.000000e+00
  %155 = fadd contract double %121, %147
  %156 = fadd contract double %148, %120
  %157 = fadd contract double %148, %119
  %158 = fmul contract double %148, %147
  %159 = fadd contract double %158, %118
  %160 = fmul contract double %148, %148
  %161 = fadd contract double %160, %117
  br label %162

162:                                              ; preds = %113, %132
  %163 = phi double [ %149, %132 ], [ %114, %113 ]
  %164 = phi double [ %151, %132 ], [ %115, %113 ]
  %165 = phi double [ %153, %132 ], [ %116, %113 ]
  %166 = phi double [ %161, %132 ], [ %117, %113 ]
  %167 = phi double [ %159, %132 ], [ %118, %113 ]
  %168 = phi double [ %157, %132 ], [ %119, %113 ]
  %169 = phi double [ %156, %132 ], [ %120, %113 ]
  %170 = phi double [ %155, %132 ], [ %121, %113 ]
  %171 = phi double [ %154, %132 ], [ %123, %113 ]
  %172 = add i32 %122, %32
  %173 = icmp slt i32 %172, %4
  br i1 %173, label %113, label %44, !llvm.loop !27

174:                                              ; preds = %695
  %175 = add nuw nsw i32 %39, 31
  %176 = lshr i32 %175, 5
  %177 = icmp samesign ult i32 %54, %176
  %178 = zext nneg i32 %54 to i64
  %179 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ19lsm_regression_sumsE6s_part to ptr), i64 %178
  %180 = icmp eq i32 %54, 0
  %181 = zext nneg i32 %6 to i64
  %182 = mul nuw nsw i64 %181, 72
  %183 = getelementptr inbounds nuw i8, ptr %3, i64 %182
  br i1 %177, label %697, label %699

184:                                              ; preds = %44
  %185 = zext i32 %112 to i64
  %186 = shl nuw i64 %185, 32
  %187 = zext i32 %111 to i64
  %188 = or disjoint i64 %186, %187
  %189 = bitcast i64 %188 to double
  %190 = fadd contract double %106, %189
  store double %190, ptr %58, align 8, !tbaa !28
  br label %191

191:                                              ; preds = %184, %44
  %192 = bitcast double %49 to i64
  %193 = trunc i64 %192 to i32
  %194 = lshr i64 %192, 32
  %195 = trunc nuw i64 %194 to i32
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %193, i32 16, i32 31)
  %197 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %195, i32 16, i32 31)
  %198 = zext i32 %197 to i64
  %199 = shl nuw i64 %198, 32
  %200 = zext i32 %196 to i64
  %201 = or disjoint i64 %199, %200
  %202 = bitcast i64 %201 to double
  %203 = fadd contract double %49, %202
  %204 = bitcast double %203 to i64
  %205 = trunc i64 %204 to i32
  %206 = lshr i64 %204, 32
  %207 = trunc nuw i64 %206 to i32
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %205, i32 8, i32 31)
  %209 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %207, i32 8, i32 31)
  %210 = zext i32 %209 to i64
  %211 = shl nuw i64 %210, 32
  %212 = zext i32 %208 to i64
  %213 = or disjoint i64 %211, %212
  %214 = bitcast i64 %213 to double
  %215 = fadd contract double %203, %214
  %216 = bitcast double %215 to i64
  %217 = trunc i64 %216 to i32
  %218 = lshr i64 %216, 32
  %219 = trunc nuw i64 %218 to i32
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %217, i32 4, i32 31)
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %219, i32 4, i32 31)
  %222 = zext i32 %221 to i64
  %223 = shl nuw i64 %222, 32
  %224 = zext i32 %220 to i64
  %225 = or disjoint i64 %223, %224
  %226 = bitcast i64 %225 to double
  %227 = fadd contract double %215, %226
  %228 = bitcast double %227 to i64
  %229 = trunc i64 %228 to i32
  %230 = lshr i64 %228, 32
  %231 = trunc nuw i64 %230 to i32
  %232 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %229, i32 2, i32 31)
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %231, i32 2, i32 31)
  %234 = zext i32 %233 to i64
  %235 = shl nuw i64 %234, 32
  %236 = zext i32 %232 to i64
  %237 = or disjoint i64 %235, %236
  %238 = bitcast i64 %237 to double
  %239 = fadd contract double %227, %238
  %240 = bitcast double %239 to i64
  %241 = trunc i64 %240 to i32
  %242 = lshr i64 %240, 32
  %243 = trunc nuw i64 %242 to i32
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %241, i32 1, i32 31)
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %243, i32 1, i32 31)
  br i1 %56, label %246, label %254

246:                                              ; preds = %191
  %247 = zext i32 %245 to i64
  %248 = shl nuw i64 %247, 32
  %249 = zext i32 %244 to i64
  %250 = or disjoint i64 %248, %249
  %251 = bitcast i64 %250 to double
  %252 = fadd contract double %239, %251
  %253 = getelementptr inbounds nuw i8, ptr %58, i64 256
  store double %252, ptr %253, align 8, !tbaa !28
  br label %254

254:                                              ; preds = %191, %246
  %255 = bitcast double %48 to i64
  %256 = trunc i64 %255 to i32
  %257 = lshr i64 %255, 32
  %258 = trunc nuw i64 %257 to i32
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %256, i32 16, i32 31)
  %260 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %258, i32 16, i32 31)
  %261 = zext i32 %260 to i64
  %262 = shl nuw i64 %261, 32
  %263 = zext i32 %259 to i64
  %264 = or disjoint i64 %262, %263
  %265 = bitcast i64 %264 to double
  %266 = fadd contract double %48, %265
  %267 = bitcast double %266 to i64
  %268 = trunc i64 %267 to i32
  %269 = lshr i64 %267, 32
  %270 = trunc nuw i64 %269 to i32
  %271 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %268, i32 8, i32 31)
  %272 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %270, i32 8, i32 31)
  %273 = zext i32 %272 to i64
  %274 = shl nuw i64 %273, 32
  %275 = zext i32 %271 to i64
  %276 = or disjoint i64 %274, %275
  %277 = bitcast i64 %276 to double
  %278 = fadd contract double %266, %277
  %279 = bitcast double %278 to i64
  %280 = trunc i64 %279 to i32
  %281 = lshr i64 %279, 32
  %282 = trunc nuw i64 %281 to i32
  %283 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %280, i32 4, i32 31)
  %284 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %282, i32 4, i32 31)
  %285 = zext i32 %284 to i64
  %286 = shl nuw i64 %285, 32
  %287 = zext i32 %283 to i64
  %288 = or disjoint i64 %286, %287
  %289 = bitcast i64 %288 to double
  %290 = fadd contract double %278, %289
  %291 = bitcast double %290 to i64
  %292 = trunc i64 %291 to i32
  %293 = lshr i64 %291, 32
  %294 = trunc nuw i64 %293 to i32
  %295 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %292, i32 2, i32 31)
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %294, i32 2, i32 31)
  %297 = zext i32 %296 to i64
  %298 = shl nuw i64 %297, 32
  %299 = zext i32 %295 to i64
  %300 = or disjoint i64 %298, %299
  %301 = bitcast i64 %300 to double
  %302 = fadd contract double %290, %301
  %303 = bitcast double %302 to i64
  %304 = trunc i64 %303 to i32
  %305 = lshr i64 %303, 32
  %306 = trunc nuw i64 %305 to i32
  %307 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %304, i32 1, i32 31)
  %308 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %306, i32 1, i32 31)
  br i1 %56, label %309, label %317

309:                                              ; preds = %254
  %310 = zext i32 %308 to i64
  %311 = shl nuw i64 %310, 32
  %312 = zext i32 %307 to i64
  %313 = or disjoint i64 %311, %312
  %314 = bitcast i64 %313 to double
  %315 = fadd contract double %302, %314
  %316 = getelementptr inbounds nuw i8, ptr %58, i64 512
  store double %315, ptr %316, align 8, !tbaa !28
  br label %317

317:                                              ; preds = %254, %309
  %318 = bitcast double %47 to i64
  %319 = trunc i64 %318 to i32
  %320 = lshr i64 %318, 32
  %321 = trunc nuw i64 %320 to i32
  %322 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %319, i32 16, i32 31)
  %323 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %321, i32 16, i32 31)
  %324 = zext i32 %323 to i64
  %325 = shl nuw i64 %324, 32
  %326 = zext i32 %322 to i64
  %327 = or disjoint i64 %325, %326
  %328 = bitcast i64 %327 to double
  %329 = fadd contract double %47, %328
  %330 = bitcast double %329 to i64
  %331 = trunc i64 %330 to i32
  %332 = lshr i64 %330, 32
  %333 = trunc nuw i64 %332 to i32
  %334 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %331, i32 8, i32 31)
  %335 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %333, i32 8, i32 31)
  %336 = zext i32 %335 to i64
  %337 = shl nuw i64 %336, 32
  %338 = zext i32 %334 to i64
  %339 = or disjoint i64 %337, %338
  %340 = bitcast i64 %339 to double
  %341 = fadd contract double %329, %340
  %342 = bitcast double %341 to i64
  %343 = trunc i64 %342 to i32
  %344 = lshr i64 %342, 32
  %345 = trunc nuw i64 %344 to i32
  %346 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %343, i32 4, i32 31)
  %347 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %345, i32 4, i32 31)
  %348 = zext i32 %347 to i64
  %349 = shl nuw i64 %348, 32
  %350 = zext i32 %346 to i64
  %351 = or disjoint i64 %349, %350
  %352 = bitcast i64 %351 to double
  %353 = fadd contract double %341, %352
  %354 = bitcast double %353 to i64
  %355 = trunc i64 %354 to i32
  %356 = lshr i64 %354, 32
  %357 = trunc nuw i64 %356 to i32
  %358 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %355, i32 2, i32 31)
  %359 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %357, i32 2, i32 31)
  %360 = zext i32 %359 to i64
  %361 = shl nuw i64 %360, 32
  %362 = zext i32 %358 to i64
  %363 = or disjoint i64 %361, %362
  %364 = bitcast i64 %363 to double
  %365 = fadd contract double %353, %364
  %366 = bitcast double %365 to i64
  %367 = trunc i64 %366 to i32
  %368 = lshr i64 %366, 32
  %369 = trunc nuw i64 %368 to i32
  %370 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %367, i32 1, i32 31)
  %371 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %369, i32 1, i32 31)
  br i1 %56, label %372, label %380

372:                                              ; preds = %317
  %373 = zext i32 %371 to i64
  %374 = shl nuw i64 %373, 32
  %375 = zext i32 %370 to i64
  %376 = or disjoint i64 %374, %375
  %377 = bitcast i64 %376 to double
  %378 = fadd contract double %365, %377
  %379 = getelementptr inbounds nuw i8, ptr %58, i64 768
  store double %378, ptr %379, align 8, !tbaa !28
  br label %380

380:                                              ; preds = %317, %372
  %381 = bitcast double %46 to i64
  %382 = trunc i64 %381 to i32
  %383 = lshr i64 %381, 32
  %384 = trunc nuw i64 %383 to i32
  %385 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %382, i32 16, i32 31)
  %386 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %384, i32 16, i32 31)
  %387 = zext i32 %386 to i64
  %388 = shl nuw i64 %387, 32
  %389 = zext i32 %385 to i64
  %390 = or disjoint i64 %388, %389
  %391 = bitcast i64 %390 to double
  %392 = fadd contract double %46, %391
  %393 = bitcast double %392 to i64
  %394 = trunc i64 %393 to i32
  %395 = lshr i64 %393, 32
  %396 = trunc nuw i64 %395 to i32
  %397 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %394, i32 8, i32 31)
  %398 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %396, i32 8, i32 31)
  %399 = zext i32 %398 to i64
  %400 = shl nuw i64 %399, 32
  %401 = zext i32 %397 to i64
  %402 = or disjoint i64 %400, %401
  %403 = bitcast i64 %402 to double
  %404 = fadd contract double %392, %403
  %405 = bitcast double %404 to i64
  %406 = trunc i64 %405 to i32
  %407 = lshr i64 %405, 32
  %408 = trunc nuw i64 %407 to i32
  %409 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %406, i32 4, i32 31)
  %410 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %408, i32 4, i32 31)
  %411 = zext i32 %410 to i64
  %412 = shl nuw i64 %411, 32
  %413 = zext i32 %409 to i64
  %414 = or disjoint i64 %412, %413
  %415 = bitcast i64 %414 to double
  %416 = fadd contract double %404, %415
  %417 = bitcast double %416 to i64
  %418 = trunc i64 %417 to i32
  %419 = lshr i64 %417, 32
  %420 = trunc nuw i64 %419 to i32
  %421 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %418, i32 2, i32 31)
  %422 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %420, i32 2, i32 31)
  %423 = zext i32 %422 to i64
  %424 = shl nuw i64 %423, 32
  %425 = zext i32 %421 to i64
  %426 = or disjoint i64 %424, %425
  %427 = bitcast i64 %426 to double
  %428 = fadd contract double %416, %427
  %429 = bitcast double %428 to i64
  %430 = trunc i64 %429 to i32
  %431 = lshr i64 %429, 32
  %432 = trunc nuw i64 %431 to i32
  %433 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %430, i32 1, i32 31)
  %434 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %432, i32 1, i32 31)
  br i1 %56, label %435, label %443

435:                                              ; preds = %380
  %436 = zext i32 %434 to i64
  %437 = shl nuw i64 %436, 32
  %438 = zext i32 %433 to i64
  %439 = or disjoint i64 %437, %438
  %440 = bitcast i64 %439 to double
  %441 = fadd contract double %428, %440
  %442 = getelementptr inbounds nuw i8, ptr %58, i64 1024
  store double %441, ptr %442, align 8, !tbaa !28
  br label %443

443:                                              ; preds = %380, %435
  %444 = bitcast double %45 to i64
  %445 = trunc i64 %444 to i32
  %446 = lshr i64 %444, 32
  %447 = trunc nuw i64 %446 to i32
  %448 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %445, i32 16, i32 31)
  %449 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %447, i32 16, i32 31)
  %450 = zext i32 %449 to i64
  %451 = shl nuw i64 %450, 32
  %452 = zext i32 %448 to i64
  %453 = or disjoint i64 %451, %452
  %454 = bitcast i64 %453 to double
  %455 = fadd contract double %45, %454
  %456 = bitcast double %455 to i64
  %457 = trunc i64 %456 to i32
  %458 = lshr i64 %456, 32
  %459 = trunc nuw i64 %458 to i32
  %460 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %457, i32 8, i32 31)
  %461 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %459, i32 8, i32 31)
  %462 = zext i32 %461 to i64
  %463 = shl nuw i64 %462, 32
  %464 = zext i32 %460 to i64
  %465 = or disjoint i64 %463, %464
  %466 = bitcast i64 %465 to double
  %467 = fadd contract double %455, %466
  %468 = bitcast double %467 to i64
  %469 = trunc i64 %468 to i32
  %470 = lshr i64 %468, 32
  %471 = trunc nuw i64 %470 to i32
  %472 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %469, i32 4, i32 31)
  %473 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %471, i32 4, i32 31)
  %474 = zext i32 %473 to i64
  %475 = shl nuw i64 %474, 32
  %476 = zext i32 %472 to i64
  %477 = or disjoint i64 %475, %476
  %478 = bitcast i64 %477 to double
  %479 = fadd contract double %467, %478
  %480 = bitcast double %479 to i64
  %481 = trunc i64 %480 to i32
  %482 = lshr i64 %480, 32
  %483 = trunc nuw i64 %482 to i32
  %484 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %481, i32 2, i32 31)
  %485 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %483, i32 2, i32 31)
  %486 = zext i32 %485 to i64
  %487 = shl nuw i64 %486, 32
  %488 = zext i32 %484 to i64
  %489 = or disjoint i64 %487, %488
  %490 = bitcast i64 %489 to double
  %491 = fadd contract double %479, %490
  %492 = bitcast double %491 to i64
  %493 = trunc i64 %492 to i32
  %494 = lshr i64 %492, 32
  %495 = trunc nuw i64 %494 to i32
  %496 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %493, i32 1, i32 31)
  %497 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %495, i32 1, i32 31)
  br i1 %56, label %498, label %506

498:                                              ; preds = %443
  %499 = zext i32 %497 to i64
  %500 = shl nuw i64 %499, 32
  %501 = zext i32 %496 to i64
  %502 = or disjoint i64 %500, %501
  %503 = bitcast i64 %502 to double
  %504 = fadd contract double %491, %503
  %505 = getelementptr inbounds nuw i8, ptr %58, i64 1280
  store double %504, ptr %505, align 8, !tbaa !28
  br label %506

506:                                              ; preds = %443, %498
  %507 = bitcast double %50 to i64
  %508 = trunc i64 %507 to i32
  %509 = lshr i64 %507, 32
  %510 = trunc nuw i64 %509 to i32
  %511 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %508, i32 16, i32 31)
  %512 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %510, i32 16, i32 31)
  %513 = zext i32 %512 to i64
  %514 = shl nuw i64 %513, 32
  %515 = zext i32 %511 to i64
  %516 = or disjoint i64 %514, %515
  %517 = bitcast i64 %516 to double
  %518 = fadd contract double %50, %517
  %519 = bitcast double %518 to i64
  %520 = trunc i64 %519 to i32
  %521 = lshr i64 %519, 32
  %522 = trunc nuw i64 %521 to i32
  %523 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %520, i32 8, i32 31)
  %524 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %522, i32 8, i32 31)
  %525 = zext i32 %524 to i64
  %526 = shl nuw i64 %525, 32
  %527 = zext i32 %523 to i64
  %528 = or disjoint i64 %526, %527
  %529 = bitcast i64 %528 to double
  %530 = fadd contract double %518, %529
  %531 = bitcast double %530 to i64
  %532 = trunc i64 %531 to i32
  %533 = lshr i64 %531, 32
  %534 = trunc nuw i64 %533 to i32
  %535 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %532, i32 4, i32 31)
  %536 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %534, i32 4, i32 31)
  %537 = zext i32 %536 to i64
  %538 = shl nuw i64 %537, 32
  %539 = zext i32 %535 to i64
  %540 = or disjoint i64 %538, %539
  %541 = bitcast i64 %540 to double
  %542 = fadd contract double %530, %541
  %543 = bitcast double %542 to i64
  %544 = trunc i64 %543 to i32
  %545 = lshr i64 %543, 32
  %546 = trunc nuw i64 %545 to i32
  %547 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %544, i32 2, i32 31)
  %548 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %546, i32 2, i32 31)
  %549 = zext i32 %548 to i64
  %550 = shl nuw i64 %549, 32
  %551 = zext i32 %547 to i64
  %552 = or disjoint i64 %550, %551
  %553 = bitcast i64 %552 to double
  %554 = fadd contract double %542, %553
  %555 = bitcast double %554 to i64
  %556 = trunc i64 %555 to i32
  %557 = lshr i64 %555, 32
  %558 = trunc nuw i64 %557 to i32
  %559 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %556, i32 1, i32 31)
  %560 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %558, i32 1, i32 31)
  br i1 %56, label %561, label %569

561:                                              ; preds = %506
  %562 = zext i32 %560 to i64
  %563 = shl nuw i64 %562, 32
  %564 = zext i32 %559 to i64
  %565 = or disjoint i64 %563, %564
  %566 = bitcast i64 %565 to double
  %567 = fadd contract double %554, %566
  %568 = getelementptr inbounds nuw i8, ptr %58, i64 1536
  store double %567, ptr %568, align 8, !tbaa !28
  br label %569

569:                                              ; preds = %506, %561
  %570 = bitcast double %51 to i64
  %571 = trunc i64 %570 to i32
  %572 = lshr i64 %570, 32
  %573 = trunc nuw i64 %572 to i32
  %574 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %571, i32 16, i32 31)
  %575 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %573, i32 16, i32 31)
  %576 = zext i32 %575 to i64
  %577 = shl nuw i64 %576, 32
  %578 = zext i32 %574 to i64
  %579 = or disjoint i64 %577, %578
  %580 = bitcast i64 %579 to double
  %581 = fadd contract double %51, %580
  %582 = bitcast double %581 to i64
  %583 = trunc i64 %582 to i32
  %584 = lshr i64 %582, 32
  %585 = trunc nuw i64 %584 to i32
  %586 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %583, i32 8, i32 31)
  %587 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %585, i32 8, i32 31)
  %588 = zext i32 %587 to i64
  %589 = shl nuw i64 %588, 32
  %590 = zext i32 %586 to i64
  %591 = or disjoint i64 %589, %590
  %592 = bitcast i64 %591 to double
  %593 = fadd contract double %581, %592
  %594 = bitcast double %593 to i64
  %595 = trunc i64 %594 to i32
  %596 = lshr i64 %594, 32
  %597 = trunc nuw i64 %596 to i32
  %598 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %595, i32 4, i32 31)
  %599 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %597, i32 4, i32 31)
  %600 = zext i32 %599 to i64
  %601 = shl nuw i64 %600, 32
  %602 = zext i32 %598 to i64
  %603 = or disjoint i64 %601, %602
  %604 = bitcast i64 %603 to double
  %605 = fadd contract double %593, %604
  %606 = bitcast double %605 to i64
  %607 = trunc i64 %606 to i32
  %608 = lshr i64 %606, 32
  %609 = trunc nuw i64 %608 to i32
  %610 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %607, i32 2, i32 31)
  %611 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %609, i32 2, i32 31)
  %612 = zext i32 %611 to i64
  %613 = shl nuw i64 %612, 32
  %614 = zext i32 %610 to i64
  %615 = or disjoint i64 %613, %614
  %616 = bitcast i64 %615 to double
  %617 = fadd contract double %605, %616
  %618 = bitcast double %617 to i64
  %619 = trunc i64 %618 to i32
  %620 = lshr i64 %618, 32
  %621 = trunc nuw i64 %620 to i32
  %622 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %619, i32 1, i32 31)
  %623 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %621, i32 1, i32 31)
  br i1 %56, label %624, label %632

624:                                              ; preds = %569
  %625 = zext i32 %623 to i64
  %626 = shl nuw i64 %625, 32
  %627 = zext i32 %622 to i64
  %628 = or disjoint i64 %626, %627
  %629 = bitcast i64 %628 to double
  %630 = fadd contract double %617, %629
  %631 = getelementptr inbounds nuw i8, ptr %58, i64 1792
  store double %630, ptr %631, align 8, !tbaa !28
  br label %632

632:                                              ; preds = %569, %624
  %633 = bitcast double %52 to i64
  %634 = trunc i64 %633 to i32
  %635 = lshr i64 %633, 32
  %636 = trunc nuw i64 %635 to i32
  %637 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %634, i32 16, i32 31)
  %638 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %636, i32 16, i32 31)
  %639 = zext i32 %638 to i64
  %640 = shl nuw i64 %639, 32
  %641 = zext i32 %637 to i64
  %642 = or disjoint i64 %640, %641
  %643 = bitcast i64 %642 to double
  %644 = fadd contract double %52, %643
  %645 = bitcast double %644 to i64
  %646 = trunc i64 %645 to i32
  %647 = lshr i64 %645, 32
  %648 = trunc nuw i64 %647 to i32
  %649 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %646, i32 8, i32 31)
  %650 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %648, i32 8, i32 31)
  %651 = zext i32 %650 to i64
  %652 = shl nuw i64 %651, 32
  %653 = zext i32 %649 to i64
  %654 = or disjoint i64 %652, %653
  %655 = bitcast i64 %654 to double
  %656 = fadd contract double %644, %655
  %657 = bitcast double %656 to i64
  %658 = trunc i64 %657 to i32
  %659 = lshr i64 %657, 32
  %660 = trunc nuw i64 %659 to i32
  %661 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %658, i32 4, i32 31)
  %662 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %660, i32 4, i32 31)
  %663 = zext i32 %662 to i64
  %664 = shl nuw i64 %663, 32
  %665 = zext i32 %661 to i64
  %666 = or disjoint i64 %664, %665
  %667 = bitcast i64 %666 to double
  %668 = fadd contract double %656, %667
  %669 = bitcast double %668 to i64
  %670 = trunc i64 %669 to i32
  %671 = lshr i64 %669, 32
  %672 = trunc nuw i64 %671 to i32
  %673 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %670, i32 2, i32 31)
  %674 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %672, i32 2, i32 31)
  %675 = zext i32 %674 to i64
  %676 = shl nuw i64 %675, 32
  %677 = zext i32 %673 to i64
  %678 = or disjoint i64 %676, %677
  %679 = bitcast i64 %678 to double
  %680 = fadd contract double %668, %679
  %681 = bitcast double %680 to i64
  %682 = trunc i64 %681 to i32
  %683 = lshr i64 %681, 32
  %684 = trunc nuw i64 %683 to i32
  %685 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %682, i32 1, i32 31)
  %686 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %684, i32 1, i32 31)
  br i1 %56, label %687, label %695

687:                                              ; preds = %632
  %688 = zext i32 %686 to i64
  %689 = shl nuw i64 %688, 32
  %690 = zext i32 %685 to i64
  %691 = or disjoint i64 %689, %690
  %692 = bitcast i64 %691 to double
  %693 = fadd contract double %680, %692
  %694 = getelementptr inbounds nuw i8, ptr %58, i64 2048
  store double %693, ptr %694, align 8, !tbaa !28
  br label %695

695:                                              ; preds = %687, %632
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %696 = icmp eq i32 %55, 0
  br i1 %696, label %174, label %1315

697:                                              ; preds = %174
  %698 = load double, ptr %179, align 8, !tbaa !28
  br label %699

699:                                              ; preds = %697, %174
  %700 = phi contract double [ %698, %697 ], [ 0.000000e+00, %174 ]
  %701 = bitcast double %700 to i64
  %702 = trunc i64 %701 to i32
  %703 = lshr i64 %701, 32
  %704 = trunc nuw i64 %703 to i32
  %705 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %702, i32 16, i32 31)
  %706 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %704, i32 16, i32 31)
  %707 = zext i32 %706 to i64
  %708 = shl nuw i64 %707, 32
  %709 = zext i32 %705 to i64
  %710 = or disjoint i64 %708, %709
  %711 = bitcast i64 %710 to double
  %712 = fadd contract double %700, %711
  %713 = bitcast double %712 to i64
  %714 = trunc i64 %713 to i32
  %715 = lshr i64 %713, 32
  %716 = trunc nuw i64 %715 to i32
  %717 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %714, i32 8, i32 31)
  %718 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %716, i32 8, i32 31)
  %719 = zext i32 %718 to i64
  %720 = shl nuw i64 %719, 32
  %721 = zext i32 %717 to i64
  %722 = or disjoint i64 %720, %721
  %723 = bitcast i64 %722 to double
  %724 = fadd contract double %712, %723
  %725 = bitcast double %724 to i64
  %726 = trunc i64 %725 to i32
  %727 = lshr i64 %725, 32
  %728 = trunc nuw i64 %727 to i32
  %729 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %726, i32 4, i32 31)
  %730 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %728, i32 4, i32 31)
  %731 = zext i32 %730 to i64
  %732 = shl nuw i64 %731, 32
  %733 = zext i32 %729 to i64
  %734 = or disjoint i64 %732, %733
  %735 = bitcast i64 %734 to double
  %736 = fadd contract double %724, %735
  %737 = bitcast double %736 to i64
  %738 = trunc i64 %737 to i32
  %739 = lshr i64 %737, 32
  %740 = trunc nuw i64 %739 to i32
  %741 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %738, i32 2, i32 31)
  %742 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %740, i32 2, i32 31)
  %743 = zext i32 %742 to i64
  %744 = shl nuw i64 %743, 32
  %745 = zext i32 %741 to i64
  %746 = or disjoint i64 %744, %745
  %747 = bitcast i64 %746 to double
  %748 = fadd contract double %736, %747
  %749 = bitcast double %748 to i64
  %750 = trunc i64 %749 to i32
  %751 = lshr i64 %749, 32
  %752 = trunc nuw i64 %751 to i32
  %753 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 1, i32 31)
  %754 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %752, i32 1, i32 31)
  br i1 %180, label %755, label %763

755:                                              ; preds = %699
  %756 = zext i32 %754 to i64
  %757 = shl nuw i64 %756, 32
  %758 = zext i32 %753 to i64
  %759 = or disjoint i64 %757, %758
  %760 = bitcast i64 %759 to double
  %761 = fadd contract double %748, %760
  %762 = atomicrmw fadd ptr %183, double %761 seq_cst, align 8
  br label %763

763:                                              ; preds = %755, %699
  br i1 %177, label %764, label %767

764:                                              ; preds = %763
  %765 = getelementptr inbounds nuw i8, ptr %179, i64 256
  %766 = load double, ptr %765, align 8, !tbaa !28
  br label %767

767:                                              ; preds = %763, %764
  %768 = phi contract double [ %766, %764 ], [ 0.000000e+00, %763 ]
  %769 = bitcast double %768 to i64
  %770 = trunc i64 %769 to i32
  %771 = lshr i64 %769, 32
  %772 = trunc nuw i64 %771 to i32
  %773 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %770, i32 16, i32 31)
  %774 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %772, i32 16, i32 31)
  %775 = zext i32 %774 to i64
  %776 = shl nuw i64 %775, 32
  %777 = zext i32 %773 to i64
  %778 = or disjoint i64 %776, %777
  %779 = bitcast i64 %778 to double
  %780 = fadd contract double %768, %779
  %781 = bitcast double %780 to i64
  %782 = trunc i64 %781 to i32
  %783 = lshr i64 %781, 32
  %784 = trunc nuw i64 %783 to i32
  %785 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %782, i32 8, i32 31)
  %786 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %784, i32 8, i32 31)
  %787 = zext i32 %786 to i64
  %788 = shl nuw i64 %787, 32
  %789 = zext i32 %785 to i64
  %790 = or disjoint i64 %788, %789
  %791 = bitcast i64 %790 to double
  %792 = fadd contract double %780, %791
  %793 = bitcast double %792 to i64
  %794 = trunc i64 %793 to i32
  %795 = lshr i64 %793, 32
  %796 = trunc nuw i64 %795 to i32
  %797 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %794, i32 4, i32 31)
  %798 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %796, i32 4, i32 31)
  %799 = zext i32 %798 to i64
  %800 = shl nuw i64 %799, 32
  %801 = zext i32 %797 to i64
  %802 = or disjoint i64 %800, %801
  %803 = bitcast i64 %802 to double
  %804 = fadd contract double %792, %803
  %805 = bitcast double %804 to i64
  %806 = trunc i64 %805 to i32
  %807 = lshr i64 %805, 32
  %808 = trunc nuw i64 %807 to i32
  %809 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %806, i32 2, i32 31)
  %810 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %808, i32 2, i32 31)
  %811 = zext i32 %810 to i64
  %812 = shl nuw i64 %811, 32
  %813 = zext i32 %809 to i64
  %814 = or disjoint i64 %812, %813
  %815 = bitcast i64 %814 to double
  %816 = fadd contract double %804, %815
  %817 = bitcast double %816 to i64
  %818 = trunc i64 %817 to i32
  %819 = lshr i64 %817, 32
  %820 = trunc nuw i64 %819 to i32
  %821 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %818, i32 1, i32 31)
  %822 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %820, i32 1, i32 31)
  br i1 %180, label %823, label %832

823:                                              ; preds = %767
  %824 = zext i32 %822 to i64
  %825 = shl nuw i64 %824, 32
  %826 = zext i32 %821 to i64
  %827 = or disjoint i64 %825, %826
  %828 = bitcast i64 %827 to double
  %829 = fadd contract double %816, %828
  %830 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %831 = atomicrmw fadd ptr %830, double %829 seq_cst, align 8
  br label %832

832:                                              ; preds = %823, %767
  br i1 %177, label %833, label %836

833:                                              ; preds = %832
  %834 = getelementptr inbounds nuw i8, ptr %179, i64 512
  %835 = load double, ptr %834, align 8, !tbaa !28
  br label %836

836:                                              ; preds = %832, %833
  %837 = phi contract double [ %835, %833 ], [ 0.000000e+00, %832 ]
  %838 = bitcast double %837 to i64
  %839 = trunc i64 %838 to i32
  %840 = lshr i64 %838, 32
  %841 = trunc nuw i64 %840 to i32
  %842 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %839, i32 16, i32 31)
  %843 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %841, i32 16, i32 31)
  %844 = zext i32 %843 to i64
  %845 = shl nuw i64 %844, 32
  %846 = zext i32 %842 to i64
  %847 = or disjoint i64 %845, %846
  %848 = bitcast i64 %847 to double
  %849 = fadd contract double %837, %848
  %850 = bitcast double %849 to i64
  %851 = trunc i64 %850 to i32
  %852 = lshr i64 %850, 32
  %853 = trunc nuw i64 %852 to i32
  %854 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %851, i32 8, i32 31)
  %855 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %853, i32 8, i32 31)
  %856 = zext i32 %855 to i64
  %857 = shl nuw i64 %856, 32
  %858 = zext i32 %854 to i64
  %859 = or disjoint i64 %857, %858
  %860 = bitcast i64 %859 to double
  %861 = fadd contract double %849, %860
  %862 = bitcast double %861 to i64
  %863 = trunc i64 %862 to i32
  %864 = lshr i64 %862, 32
  %865 = trunc nuw i64 %864 to i32
  %866 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %863, i32 4, i32 31)
  %867 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %865, i32 4, i32 31)
  %868 = zext i32 %867 to i64
  %869 = shl nuw i64 %868, 32
  %870 = zext i32 %866 to i64
  %871 = or disjoint i64 %869, %870
  %872 = bitcast i64 %871 to double
  %873 = fadd contract double %861, %872
  %874 = bitcast double %873 to i64
  %875 = trunc i64 %874 to i32
  %876 = lshr i64 %874, 32
  %877 = trunc nuw i64 %876 to i32
  %878 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %875, i32 2, i32 31)
  %879 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %877, i32 2, i32 31)
  %880 = zext i32 %879 to i64
  %881 = shl nuw i64 %880, 32
  %882 = zext i32 %878 to i64
  %883 = or disjoint i64 %881, %882
  %884 = bitcast i64 %883 to double
  %885 = fadd contract double %873, %884
  %886 = bitcast double %885 to i64
  %887 = trunc i64 %886 to i32
  %888 = lshr i64 %886, 32
  %889 = trunc nuw i64 %888 to i32
  %890 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %887, i32 1, i32 31)
  %891 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %889, i32 1, i32 31)
  br i1 %180, label %892, label %901

892:                                              ; preds = %836
  %893 = zext i32 %891 to i64
  %894 = shl nuw i64 %893, 32
  %895 = zext i32 %890 to i64
  %896 = or disjoint i64 %894, %895
  %897 = bitcast i64 %896 to double
  %898 = fadd contract double %885, %897
  %899 = getelementptr inbounds nuw i8, ptr %183, i64 16
  %900 = atomicrmw fadd ptr %899, double %898 seq_cst, align 8
  br label %901

901:                                              ; preds = %892, %836
  br i1 %177, label %902, label %905

902:                                              ; preds = %901
  %903 = getelementptr inbounds nuw i8, ptr %179, i64 768
  %904 = load double, ptr %903, align 8, !tbaa !28
  br label %905

905:                                              ; preds = %901, %902
  %906 = phi contract double [ %904, %902 ], [ 0.000000e+00, %901 ]
  %907 = bitcast double %906 to i64
  %908 = trunc i64 %907 to i32
  %909 = lshr i64 %907, 32
  %910 = trunc nuw i64 %909 to i32
  %911 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %908, i32 16, i32 31)
  %912 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %910, i32 16, i32 31)
  %913 = zext i32 %912 to i64
  %914 = shl nuw i64 %913, 32
  %915 = zext i32 %911 to i64
  %916 = or disjoint i64 %914, %915
  %917 = bitcast i64 %916 to double
  %918 = fadd contract double %906, %917
  %919 = bitcast double %918 to i64
  %920 = trunc i64 %919 to i32
  %921 = lshr i64 %919, 32
  %922 = trunc nuw i64 %921 to i32
  %923 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %920, i32 8, i32 31)
  %924 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %922, i32 8, i32 31)
  %925 = zext i32 %924 to i64
  %926 = shl nuw i64 %925, 32
  %927 = zext i32 %923 to i64
  %928 = or disjoint i64 %926, %927
  %929 = bitcast i64 %928 to double
  %930 = fadd contract double %918, %929
  %931 = bitcast double %930 to i64
  %932 = trunc i64 %931 to i32
  %933 = lshr i64 %931, 32
  %934 = trunc nuw i64 %933 to i32
  %935 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %932, i32 4, i32 31)
  %936 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %934, i32 4, i32 31)
  %937 = zext i32 %936 to i64
  %938 = shl nuw i64 %937, 32
  %939 = zext i32 %935 to i64
  %940 = or disjoint i64 %938, %939
  %941 = bitcast i64 %940 to double
  %942 = fadd contract double %930, %941
  %943 = bitcast double %942 to i64
  %944 = trunc i64 %943 to i32
  %945 = lshr i64 %943, 32
  %946 = trunc nuw i64 %945 to i32
  %947 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %944, i32 2, i32 31)
  %948 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %946, i32 2, i32 31)
  %949 = zext i32 %948 to i64
  %950 = shl nuw i64 %949, 32
  %951 = zext i32 %947 to i64
  %952 = or disjoint i64 %950, %951
  %953 = bitcast i64 %952 to double
  %954 = fadd contract double %942, %953
  %955 = bitcast double %954 to i64
  %956 = trunc i64 %955 to i32
  %957 = lshr i64 %955, 32
  %958 = trunc nuw i64 %957 to i32
  %959 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %956, i32 1, i32 31)
  %960 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %958, i32 1, i32 31)
  br i1 %180, label %961, label %970

961:                                              ; preds = %905
  %962 = zext i32 %960 to i64
  %963 = shl nuw i64 %962, 32
  %964 = zext i32 %959 to i64
  %965 = or disjoint i64 %963, %964
  %966 = bitcast i64 %965 to double
  %967 = fadd contract double %954, %966
  %968 = getelementptr inbounds nuw i8, ptr %183, i64 24
  %969 = atomicrmw fadd ptr %968, double %967 seq_cst, align 8
  br label %970

970:                                              ; preds = %961, %905
  br i1 %177, label %971, label %974

971:                                              ; preds = %970
  %972 = getelementptr inbounds nuw i8, ptr %179, i64 1024
  %973 = load double, ptr %972, align 8, !tbaa !28
  br label %974

974:                                              ; preds = %970, %971
  %975 = phi contract double [ %973, %971 ], [ 0.000000e+00, %970 ]
  %976 = bitcast double %975 to i64
  %977 = trunc i64 %976 to i32
  %978 = lshr i64 %976, 32
  %979 = trunc nuw i64 %978 to i32
  %980 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %977, i32 16, i32 31)
  %981 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %979, i32 16, i32 31)
  %982 = zext i32 %981 to i64
  %983 = shl nuw i64 %982, 32
  %984 = zext i32 %980 to i64
  %985 = or disjoint i64 %983, %984
  %986 = bitcast i64 %985 to double
  %987 = fadd contract double %975, %986
  %988 = bitcast double %987 to i64
  %989 = trunc i64 %988 to i32
  %990 = lshr i64 %988, 32
  %991 = trunc nuw i64 %990 to i32
  %992 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %989, i32 8, i32 31)
  %993 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %991, i32 8, i32 31)
  %994 = zext i32 %993 to i64
  %995 = shl nuw i64 %994, 32
  %996 = zext i32 %992 to i64
  %997 = or disjoint i64 %995, %996
  %998 = bitcast i64 %997 to double
  %999 = fadd contract double %987, %998
  %1000 = bitcast double %999 to i64
  %1001 = trunc i64 %1000 to i32
  %1002 = lshr i64 %1000, 32
  %1003 = trunc nuw i64 %1002 to i32
  %1004 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1001, i32 4, i32 31)
  %1005 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1003, i32 4, i32 31)
  %1006 = zext i32 %1005 to i64
  %1007 = shl nuw i64 %1006, 32
  %1008 = zext i32 %1004 to i64
  %1009 = or disjoint i64 %1007, %1008
  %1010 = bitcast i64 %1009 to double
  %1011 = fadd contract double %999, %1010
  %1012 = bitcast double %1011 to i64
  %1013 = trunc i64 %1012 to i32
  %1014 = lshr i64 %1012, 32
  %1015 = trunc nuw i64 %1014 to i32
  %1016 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1013, i32 2, i32 31)
  %1017 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1015, i32 2, i32 31)
  %1018 = zext i32 %1017 to i64
  %1019 = shl nuw i64 %1018, 32
  %1020 = zext i32 %1016 to i64
  %1021 = or disjoint i64 %1019, %1020
  %1022 = bitcast i64 %1021 to double
  %1023 = fadd contract double %1011, %1022
  %1024 = bitcast double %1023 to i64
  %1025 = trunc i64 %1024 to i32
  %1026 = lshr i64 %1024, 32
  %1027 = trunc nuw i64 %1026 to i32
  %1028 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1025, i32 1, i32 31)
  %1029 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1027, i32 1, i32 31)
  br i1 %180, label %1030, label %1039

1030:                                             ; preds = %974
  %1031 = zext i32 %1029 to i64
  %1032 = shl nuw i64 %1031, 32
  %1033 = zext i32 %1028 to i64
  %1034 = or disjoint i64 %1032, %1033
  %1035 = bitcast i64 %1034 to double
  %1036 = fadd contract double %1023, %1035
  %1037 = getelementptr inbounds nuw i8, ptr %183, i64 32
  %1038 = atomicrmw fadd ptr %1037, double %1036 seq_cst, align 8
  br label %1039

1039:                                             ; preds = %1030, %974
  br i1 %177, label %1040, label %1043

1040:                                             ; preds = %1039
  %1041 = getelementptr inbounds nuw i8, ptr %179, i64 1280
  %1042 = load double, ptr %1041, align 8, !tbaa !28
  br label %1043

1043:                                             ; preds = %1039, %1040
  %1044 = phi contract double [ %1042, %1040 ], [ 0.000000e+00, %1039 ]
  %1045 = bitcast double %1044 to i64
  %1046 = trunc i64 %1045 to i32
  %1047 = lshr i64 %1045, 32
  %1048 = trunc nuw i64 %1047 to i32
  %1049 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1046, i32 16, i32 31)
  %1050 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1048, i32 16, i32 31)
  %1051 = zext i32 %1050 to i64
  %1052 = shl nuw i64 %1051, 32
  %1053 = zext i32 %1049 to i64
  %1054 = or disjoint i64 %1052, %1053
  %1055 = bitcast i64 %1054 to double
  %1056 = fadd contract double %1044, %1055
  %1057 = bitcast double %1056 to i64
  %1058 = trunc i64 %1057 to i32
  %1059 = lshr i64 %1057, 32
  %1060 = trunc nuw i64 %1059 to i32
  %1061 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1058, i32 8, i32 31)
  %1062 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1060, i32 8, i32 31)
  %1063 = zext i32 %1062 to i64
  %1064 = shl nuw i64 %1063, 32
  %1065 = zext i32 %1061 to i64
  %1066 = or disjoint i64 %1064, %1065
  %1067 = bitcast i64 %1066 to double
  %1068 = fadd contract double %1056, %1067
  %1069 = bitcast double %1068 to i64
  %1070 = trunc i64 %1069 to i32
  %1071 = lshr i64 %1069, 32
  %1072 = trunc nuw i64 %1071 to i32
  %1073 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1070, i32 4, i32 31)
  %1074 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1072, i32 4, i32 31)
  %1075 = zext i32 %1074 to i64
  %1076 = shl nuw i64 %1075, 32
  %1077 = zext i32 %1073 to i64
  %1078 = or disjoint i64 %1076, %1077
  %1079 = bitcast i64 %1078 to double
  %1080 = fadd contract double %1068, %1079
  %1081 = bitcast double %1080 to i64
  %1082 = trunc i64 %1081 to i32
  %1083 = lshr i64 %1081, 32
  %1084 = trunc nuw i64 %1083 to i32
  %1085 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1082, i32 2, i32 31)
  %1086 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1084, i32 2, i32 31)
  %1087 = zext i32 %1086 to i64
  %1088 = shl nuw i64 %1087, 32
  %1089 = zext i32 %1085 to i64
  %1090 = or disjoint i64 %1088, %1089
  %1091 = bitcast i64 %1090 to double
  %1092 = fadd contract double %1080, %1091
  %1093 = bitcast double %1092 to i64
  %1094 = trunc i64 %1093 to i32
  %1095 = lshr i64 %1093, 32
  %1096 = trunc nuw i64 %1095 to i32
  %1097 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1094, i32 1, i32 31)
  %1098 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1096, i32 1, i32 31)
  br i1 %180, label %1099, label %1108

1099:                                             ; preds = %1043
  %1100 = zext i32 %1098 to i64
  %1101 = shl nuw i64 %1100, 32
  %1102 = zext i32 %1097 to i64
  %1103 = or disjoint i64 %1101, %1102
  %1104 = bitcast i64 %1103 to double
  %1105 = fadd contract double %1092, %1104
  %1106 = getelementptr inbounds nuw i8, ptr %183, i64 40
  %1107 = atomicrmw fadd ptr %1106, double %1105 seq_cst, align 8
  br label %1108

1108:                                             ; preds = %1099, %1043
  br i1 %177, label %1109, label %1112

1109:                                             ; preds = %1108
  %1110 = getelementptr inbounds nuw i8, ptr %179, i64 1536
  %1111 = load double, ptr %1110, align 8, !tbaa !28
  br label %1112

1112:                                             ; preds = %1108, %1109
  %1113 = phi contract double [ %1111, %1109 ], [ 0.000000e+00, %1108 ]
  %1114 = bitcast double %1113 to i64
  %1115 = trunc i64 %1114 to i32
  %1116 = lshr i64 %1114, 32
  %1117 = trunc nuw i64 %1116 to i32
  %1118 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1115, i32 16, i32 31)
  %1119 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1117, i32 16, i32 31)
  %1120 = zext i32 %1119 to i64
  %1121 = shl nuw i64 %1120, 32
  %1122 = zext i32 %1118 to i64
  %1123 = or disjoint i64 %1121, %1122
  %1124 = bitcast i64 %1123 to double
  %1125 = fadd contract double %1113, %1124
  %1126 = bitcast double %1125 to i64
  %1127 = trunc i64 %1126 to i32
  %1128 = lshr i64 %1126, 32
  %1129 = trunc nuw i64 %1128 to i32
  %1130 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1127, i32 8, i32 31)
  %1131 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1129, i32 8, i32 31)
  %1132 = zext i32 %1131 to i64
  %1133 = shl nuw i64 %1132, 32
  %1134 = zext i32 %1130 to i64
  %1135 = or disjoint i64 %1133, %1134
  %1136 = bitcast i64 %1135 to double
  %1137 = fadd contract double %1125, %1136
  %1138 = bitcast double %1137 to i64
  %1139 = trunc i64 %1138 to i32
  %1140 = lshr i64 %1138, 32
  %1141 = trunc nuw i64 %1140 to i32
  %1142 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1139, i32 4, i32 31)
  %1143 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1141, i32 4, i32 31)
  %1144 = zext i32 %1143 to i64
  %1145 = shl nuw i64 %1144, 32
  %1146 = zext i32 %1142 to i64
  %1147 = or disjoint i64 %1145, %1146
  %1148 = bitcast i64 %1147 to double
  %1149 = fadd contract double %1137, %1148
  %1150 = bitcast double %1149 to i64
  %1151 = trunc i64 %1150 to i32
  %1152 = lshr i64 %1150, 32
  %1153 = trunc nuw i64 %1152 to i32
  %1154 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1151, i32 2, i32 31)
  %1155 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1153, i32 2, i32 31)
  %1156 = zext i32 %1155 to i64
  %1157 = shl nuw i64 %1156, 32
  %1158 = zext i32 %1154 to i64
  %1159 = or disjoint i64 %1157, %1158
  %1160 = bitcast i64 %1159 to double
  %1161 = fadd contract double %1149, %1160
  %1162 = bitcast double %1161 to i64
  %1163 = trunc i64 %1162 to i32
  %1164 = lshr i64 %1162, 32
  %1165 = trunc nuw i64 %1164 to i32
  %1166 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1163, i32 1, i32 31)
  %1167 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1165, i32 1, i32 31)
  br i1 %180, label %1168, label %1177

1168:                                             ; preds = %1112
  %1169 = zext i32 %1167 to i64
  %1170 = shl nuw i64 %1169, 32
  %1171 = zext i32 %1166 to i64
  %1172 = or disjoint i64 %1170, %1171
  %1173 = bitcast i64 %1172 to double
  %1174 = fadd contract double %1161, %1173
  %1175 = getelementptr inbounds nuw i8, ptr %183, i64 48
  %1176 = atomicrmw fadd ptr %1175, double %1174 seq_cst, align 8
  br label %1177

1177:                                             ; preds = %1168, %1112
  br i1 %177, label %1178, label %1181

1178:                                             ; preds = %1177
  %1179 = getelementptr inbounds nuw i8, ptr %179, i64 1792
  %1180 = load double, ptr %1179, align 8, !tbaa !28
  br label %1181

1181:                                             ; preds = %1177, %1178
  %1182 = phi contract double [ %1180, %1178 ], [ 0.000000e+00, %1177 ]
  %1183 = bitcast double %1182 to i64
  %1184 = trunc i64 %1183 to i32
  %1185 = lshr i64 %1183, 32
  %1186 = trunc nuw i64 %1185 to i32
  %1187 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1184, i32 16, i32 31)
  %1188 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1186, i32 16, i32 31)
  %1189 = zext i32 %1188 to i64
  %1190 = shl nuw i64 %1189, 32
  %1191 = zext i32 %1187 to i64
  %1192 = or disjoint i64 %1190, %1191
  %1193 = bitcast i64 %1192 to double
  %1194 = fadd contract double %1182, %1193
  %1195 = bitcast double %1194 to i64
  %1196 = trunc i64 %1195 to i32
  %1197 = lshr i64 %1195, 32
  %1198 = trunc nuw i64 %1197 to i32
  %1199 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1196, i32 8, i32 31)
  %1200 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1198, i32 8, i32 31)
  %1201 = zext i32 %1200 to i64
  %1202 = shl nuw i64 %1201, 32
  %1203 = zext i32 %1199 to i64
  %1204 = or disjoint i64 %1202, %1203
  %1205 = bitcast i64 %1204 to double
  %1206 = fadd contract double %1194, %1205
  %1207 = bitcast double %1206 to i64
  %1208 = trunc i64 %1207 to i32
  %1209 = lshr i64 %1207, 32
  %1210 = trunc nuw i64 %1209 to i32
  %1211 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1208, i32 4, i32 31)
  %1212 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1210, i32 4, i32 31)
  %1213 = zext i32 %1212 to i64
  %1214 = shl nuw i64 %1213, 32
  %1215 = zext i32 %1211 to i64
  %1216 = or disjoint i64 %1214, %1215
  %1217 = bitcast i64 %1216 to double
  %1218 = fadd contract double %1206, %1217
  %1219 = bitcast double %1218 to i64
  %1220 = trunc i64 %1219 to i32
  %1221 = lshr i64 %1219, 32
  %1222 = trunc nuw i64 %1221 to i32
  %1223 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1220, i32 2, i32 31)
  %1224 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1222, i32 2, i32 31)
  %1225 = zext i32 %1224 to i64
  %1226 = shl nuw i64 %1225, 32
  %1227 = zext i32 %1223 to i64
  %1228 = or disjoint i64 %1226, %1227
  %1229 = bitcast i64 %1228 to double
  %1230 = fadd contract double %1218, %1229
  %1231 = bitcast double %1230 to i64
  %1232 = trunc i64 %1231 to i32
  %1233 = lshr i64 %1231, 32
  %1234 = trunc nuw i64 %1233 to i32
  %1235 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1232, i32 1, i32 31)
  %1236 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1234, i32 1, i32 31)
  br i1 %180, label %1237, label %1246

1237:                                             ; preds = %1181
  %1238 = zext i32 %1236 to i64
  %1239 = shl nuw i64 %1238, 32
  %1240 = zext i32 %1235 to i64
  %1241 = or disjoint i64 %1239, %1240
  %1242 = bitcast i64 %1241 to double
  %1243 = fadd contract double %1230, %1242
  %1244 = getelementptr inbounds nuw i8, ptr %183, i64 56
  %1245 = atomicrmw fadd ptr %1244, double %1243 seq_cst, align 8
  br label %1246

1246:                                             ; preds = %1237, %1181
  br i1 %177, label %1247, label %1250

1247:                                             ; preds = %1246
  %1248 = getelementptr inbounds nuw i8, ptr %179, i64 2048
  %1249 = load double, ptr %1248, align 8, !tbaa !28
  br label %1250

1250:                                             ; preds = %1246, %1247
  %1251 = phi contract double [ %1249, %1247 ], [ 0.000000e+00, %1246 ]
  %1252 = bitcast double %1251 to i64
  %1253 = trunc i64 %1252 to i32
  %1254 = lshr i64 %1252, 32
  %1255 = trunc nuw i64 %1254 to i32
  %1256 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1253, i32 16, i32 31)
  %1257 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1255, i32 16, i32 31)
  %1258 = zext i32 %1257 to i64
  %1259 = shl nuw i64 %1258, 32
  %1260 = zext i32 %1256 to i64
  %1261 = or disjoint i64 %1259, %1260
  %1262 = bitcast i64 %1261 to double
  %1263 = fadd contract double %1251, %1262
  %1264 = bitcast double %1263 to i64
  %1265 = trunc i64 %1264 to i32
  %1266 = lshr i64 %1264, 32
  %1267 = trunc nuw i64 %1266 to i32
  %1268 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1265, i32 8, i32 31)
  %1269 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1267, i32 8, i32 31)
  %1270 = zext i32 %1269 to i64
  %1271 = shl nuw i64 %1270, 32
  %1272 = zext i32 %1268 to i64
  %1273 = or disjoint i64 %1271, %1272
  %1274 = bitcast i64 %1273 to double
  %1275 = fadd contract double %1263, %1274
  %1276 = bitcast double %1275 to i64
  %1277 = trunc i64 %1276 to i32
  %1278 = lshr i64 %1276, 32
  %1279 = trunc nuw i64 %1278 to i32
  %1280 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1277, i32 4, i32 31)
  %1281 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1279, i32 4, i32 31)
  %1282 = zext i32 %1281 to i64
  %1283 = shl nuw i64 %1282, 32
  %1284 = zext i32 %1280 to i64
  %1285 = or disjoint i64 %1283, %1284
  %1286 = bitcast i64 %1285 to double
  %1287 = fadd contract double %1275, %1286
  %1288 = bitcast double %1287 to i64
  %1289 = trunc i64 %1288 to i32
  %1290 = lshr i64 %1288, 32
  %1291 = trunc nuw i64 %1290 to i32
  %1292 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1289, i32 2, i32 31)
  %1293 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1291, i32 2, i32 31)
  %1294 = zext i32 %1293 to i64
  %1295 = shl nuw i64 %1294, 32
  %1296 = zext i32 %1292 to i64
  %1297 = or disjoint i64 %1295, %1296
  %1298 = bitcast i64 %1297 to double
  %1299 = fadd contract double %1287, %1298
  %1300 = bitcast double %1299 to i64
  %1301 = trunc i64 %1300 to i32
  %1302 = lshr i64 %1300, 32
  %1303 = trunc nuw i64 %1302 to i32
  %1304 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1301, i32 1, i32 31)
  %1305 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1303, i32 1, i32 31)
  br i1 %180, label %1306, label %1315

1306:                                             ; preds = %1250
  %1307 = zext i32 %1305 to i64
  %1308 = shl nuw i64 %1307, 32
  %1309 = zext i32 %1304 to i64
  %1310 = or disjoint i64 %1308, %1309
  %1311 = bitcast i64 %1310 to double
  %1312 = fadd contract double %1299, %1311
  %1313 = getelementptr inbounds nuw i8, ptr %183, i64 64
  %1314 = atomicrmw fadd ptr %1313, double %1312 seq_cst, align 8
  br label %1315

1315:                                             ; preds = %695, %1306, %1250, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z6solve3PKdPd(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1) local_unnamed_addr #5 {
  %3 = alloca [3 x [4 x double]], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %3) #12
  %4 = load double, ptr %0, align 8, !tbaa !28
  %5 = tail call noundef double @llvm.nvvm.fabs.f64(double %4)
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !28
  %8 = tail call noundef double @llvm.nvvm.fabs.f64(double %7)
  %9 = fadd contract double %5, %8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %11 = load double, ptr %10, align 8, !tbaa !28
  %12 = tail call noundef double @llvm.nvvm.fabs.f64(double %11)
  %13 = fadd contract double %9, %12
  %14 = fadd contract double %13, 1.000000e+00
  %15 = fmul contract double %14, 1.000000e-09
  %16 = fadd contract double %4, %15
  store double %16, ptr %3, align 8, !tbaa !28
  %17 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !28
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store double %18, ptr %19, align 8, !tbaa !28
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %21 = load double, ptr %20, align 8, !tbaa !28
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 16
  store double %21, ptr %22, align 8, !tbaa !28
  %23 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %24 = load double, ptr %23, align 8, !tbaa !28
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 24
  store double %24, ptr %25, align 8, !tbaa !28
  %26 = getelementptr inbounds nuw i8, ptr %3, i64 32
  store double %18, ptr %26, align 8, !tbaa !28
  %27 = fadd contract double %7, %15
  %28 = getelementptr inbounds nuw i8, ptr %3, i64 40
  store double %27, ptr %28, align 8, !tbaa !28
  %29 = getelementptr inbounds nuw i8, ptr %0, i64 32
  %30 = load double, ptr %29, align 8, !tbaa !28
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 48
  store double %30, ptr %31, align 8, !tbaa !28
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %33 = load double, ptr %32, align 8, !tbaa !28
  %34 = getelementptr inbounds nuw i8, ptr %3, i64 56
  store double %33, ptr %34, align 8, !tbaa !28
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 64
  store double %21, ptr %35, align 8, !tbaa !28
  %36 = getelementptr inbounds nuw i8, ptr %3, i64 72
  store double %30, ptr %36, align 8, !tbaa !28
  %37 = fadd contract double %11, %15
  %38 = getelementptr inbounds nuw i8, ptr %3, i64 80
  store double %37, ptr %38, align 8, !tbaa !28
  %39 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %40 = load double, ptr %39, align 8, !tbaa !28
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 88
  store double %40, ptr %41, align 8, !tbaa !28
  %42 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %43 = getelementptr inbounds nuw i8, ptr %3, i64 64
  br label %92

44:                                               ; preds = %127
  %45 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %46 = load double, ptr %45, align 8, !tbaa !28
  %47 = tail call noundef double @llvm.nvvm.fabs.f64(double %46)
  %48 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %49 = load double, ptr %48, align 8, !tbaa !28
  %50 = tail call noundef double @llvm.nvvm.fabs.f64(double %49)
  %51 = fcmp contract ule double %47, %50
  br i1 %51, label %64, label %52

52:                                               ; preds = %44
  %53 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %54 = getelementptr inbounds nuw i8, ptr %3, i64 64
  br label %55

55:                                               ; preds = %55, %52
  %56 = phi i32 [ 0, %52 ], [ %62, %55 ]
  %57 = zext nneg i32 %56 to i64
  %58 = getelementptr inbounds nuw double, ptr %53, i64 %57
  %59 = load double, ptr %58, align 8, !tbaa !28
  %60 = getelementptr inbounds nuw double, ptr %54, i64 %57
  %61 = load double, ptr %60, align 8, !tbaa !28
  store double %61, ptr %58, align 8, !tbaa !28
  store double %59, ptr %60, align 8, !tbaa !28
  %62 = add nuw nsw i32 %56, 1
  %63 = icmp eq i32 %62, 4
  br i1 %63, label %64, label %55, !llvm.loop !30

64:                                               ; preds = %55, %44
  %65 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %66 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %67 = load double, ptr %66, align 8, !tbaa !28
  %68 = tail call noundef double @llvm.nvvm.fabs.f64(double %67)
  %69 = fcmp contract ogt double %68, 1.000000e-300
  %70 = fdiv contract double 1.000000e+00, %67
  %71 = select contract i1 %69, double %70, double 0.000000e+00
  %72 = getelementptr inbounds nuw i8, ptr %3, i64 64
  %73 = getelementptr inbounds nuw i8, ptr %3, i64 72
  %74 = load double, ptr %73, align 8, !tbaa !28
  %75 = fmul contract double %71, %74
  br label %76

76:                                               ; preds = %76, %64
  %77 = phi i32 [ %85, %76 ], [ 1, %64 ]
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw double, ptr %65, i64 %78
  %80 = load double, ptr %79, align 8, !tbaa !28
  %81 = fmul contract double %75, %80
  %82 = getelementptr inbounds nuw double, ptr %72, i64 %78
  %83 = load double, ptr %82, align 8, !tbaa !28
  %84 = fsub contract double %83, %81
  store double %84, ptr %82, align 8, !tbaa !28
  %85 = add nuw nsw i32 %77, 1
  %86 = icmp eq i32 %85, 4
  br i1 %86, label %140, label %76, !llvm.loop !31

87:                                               ; preds = %92
  %88 = icmp eq i32 %104, 0
  br i1 %88, label %116, label %89

89:                                               ; preds = %87
  %90 = zext nneg i32 %104 to i64
  %91 = getelementptr inbounds nuw [4 x double], ptr %3, i64 %90
  br label %107

92:                                               ; preds = %2, %92
  %93 = phi i32 [ 0, %2 ], [ %104, %92 ]
  %94 = phi i32 [ 1, %2 ], [ %105, %92 ]
  %95 = zext nneg i32 %94 to i64
  %96 = getelementptr inbounds nuw [4 x double], ptr %3, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !28
  %98 = tail call noundef double @llvm.nvvm.fabs.f64(double %97)
  %99 = zext nneg i32 %93 to i64
  %100 = getelementptr inbounds nuw [4 x double], ptr %3, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !28
  %102 = tail call noundef double @llvm.nvvm.fabs.f64(double %101)
  %103 = fcmp contract ogt double %98, %102
  %104 = select i1 %103, i32 %94, i32 %93
  %105 = add nuw nsw i32 %94, 1
  %106 = icmp eq i32 %105, 3
  br i1 %106, label %87, label %92, !llvm.loop !32

107:                                              ; preds = %89, %107
  %108 = phi i32 [ 0, %89 ], [ %114, %107 ]
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw double, ptr %3, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !28
  %112 = getelementptr inbounds nuw double, ptr %91, i64 %109
  %113 = load double, ptr %112, align 8, !tbaa !28
  store double %113, ptr %110, align 8, !tbaa !28
  store double %111, ptr %112, align 8, !tbaa !28
  %114 = add nuw nsw i32 %108, 1
  %115 = icmp eq i32 %114, 4
  br i1 %115, label %116, label %107, !llvm.loop !30

116:                                              ; preds = %107, %87
  %117 = load double, ptr %3, align 8, !tbaa !28
  %118 = tail call noundef double @llvm.nvvm.fabs.f64(double %117)
  %119 = fcmp contract ogt double %118, 1.000000e-300
  %120 = fdiv contract double 1.000000e+00, %117
  %121 = select contract i1 %119, double %120, double 0.000000e+00
  br label %122

122:                                              ; preds = %116, %127
  %123 = phi i1 [ false, %116 ], [ true, %127 ]
  %124 = phi ptr [ %42, %116 ], [ %43, %127 ]
  %125 = load double, ptr %124, align 8, !tbaa !28
  %126 = fmul contract double %121, %125
  br label %128

127:                                              ; preds = %128
  br i1 %123, label %44, label %122, !llvm.loop !33

128:                                              ; preds = %122, %128
  %129 = phi i32 [ %137, %128 ], [ 0, %122 ]
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw double, ptr %3, i64 %130
  %132 = load double, ptr %131, align 8, !tbaa !28
  %133 = fmul contract double %126, %132
  %134 = getelementptr inbounds nuw double, ptr %124, i64 %130
  %135 = load double, ptr %134, align 8, !tbaa !28
  %136 = fsub contract double %135, %133
  store double %136, ptr %134, align 8, !tbaa !28
  %137 = add nuw nsw i32 %129, 1
  %138 = icmp eq i32 %137, 4
  br i1 %138, label %127, label %128, !llvm.loop !31

139:                                              ; preds = %147
  call void @llvm.lifetime.end.p0(ptr nonnull %3) #12
  ret void

140:                                              ; preds = %76, %147
  %141 = phi i32 [ %156, %147 ], [ 2, %76 ]
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw [4 x double], ptr %3, i64 %142
  %144 = getelementptr inbounds nuw i8, ptr %143, i64 24
  %145 = load double, ptr %144, align 8, !tbaa !28
  %146 = icmp samesign ult i32 %141, 2
  br i1 %146, label %158, label %147

147:                                              ; preds = %158, %140
  %148 = phi double [ %145, %140 ], [ %168, %158 ]
  %149 = getelementptr inbounds nuw double, ptr %143, i64 %142
  %150 = load double, ptr %149, align 8, !tbaa !28
  %151 = tail call noundef double @llvm.nvvm.fabs.f64(double %150)
  %152 = fcmp contract ogt double %151, 1.000000e-300
  %153 = fdiv contract double %148, %150
  %154 = select contract i1 %152, double %153, double 0.000000e+00
  %155 = getelementptr inbounds nuw double, ptr %1, i64 %142
  store double %154, ptr %155, align 8, !tbaa !28
  %156 = add nsw i32 %141, -1
  %157 = icmp eq i32 %141, 0
  br i1 %157, label %139, label %140, !llvm.loop !34

158:                                              ; preds = %140, %158
  %159 = phi i32 [ %161, %158 ], [ %141, %140 ]
  %160 = phi double [ %168, %158 ], [ %145, %140 ]
  %161 = add nuw nsw i32 %159, 1
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw double, ptr %143, i64 %162
  %164 = load double, ptr %163, align 8, !tbaa !28
  %165 = getelementptr inbounds nuw double, ptr %1, i64 %162
  %166 = load double, ptr %165, align 8, !tbaa !28
  %167 = fmul contract double %164, %166
  %168 = fsub contract double %160, %167
  %169 = icmp eq i32 %159, 0
  br i1 %169, label %158, label %147, !llvm.loop !35
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lsm_exercise_update(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #3 {
  %9 = alloca [9 x double], align 8
  %10 = alloca [3 x double], align 8
  %11 = icmp sgt i32 %6, 0
  %12 = icmp slt i32 %6, %5
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %149

14:                                               ; preds = %8
  %15 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !26
  %16 = tail call noundef float @llvm.maxnum.f32(float %15, float 1.000000e+00)
  %17 = tail call noundef float @llvm.minnum.f32(float %16, float 1.000000e+03)
  %18 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !25
  %19 = and i32 %18, 1
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %107

22:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #12
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #12
  %23 = zext nneg i32 %6 to i64
  %24 = mul nuw nsw i64 %23, 72
  %25 = getelementptr inbounds nuw i8, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !28
  %27 = fcmp contract ord double %26, 0.000000e+00
  %28 = tail call double @llvm.nvvm.fabs.f64(double %26)
  %29 = fcmp contract olt double %28, 0x6974E718D7D7625A
  %30 = select i1 %27, i1 %29, i1 false
  %31 = select contract i1 %30, double %26, double 0.000000e+00
  store double %31, ptr %9, align 8, !tbaa !28
  %32 = getelementptr inbounds nuw i8, ptr %25, i64 8
  %33 = load double, ptr %32, align 8, !tbaa !28
  %34 = fcmp contract ord double %33, 0.000000e+00
  %35 = tail call double @llvm.nvvm.fabs.f64(double %33)
  %36 = fcmp contract olt double %35, 0x6974E718D7D7625A
  %37 = select i1 %34, i1 %36, i1 false
  %38 = select contract i1 %37, double %33, double 0.000000e+00
  %39 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store double %38, ptr %39, align 8, !tbaa !28
  %40 = getelementptr inbounds nuw i8, ptr %25, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !28
  %42 = fcmp contract ord double %41, 0.000000e+00
  %43 = tail call double @llvm.nvvm.fabs.f64(double %41)
  %44 = fcmp contract olt double %43, 0x6974E718D7D7625A
  %45 = select i1 %42, i1 %44, i1 false
  %46 = select contract i1 %45, double %41, double 0.000000e+00
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 16
  store double %46, ptr %47, align 8, !tbaa !28
  %48 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %49 = load double, ptr %48, align 8, !tbaa !28
  %50 = fcmp contract ord double %49, 0.000000e+00
  %51 = tail call double @llvm.nvvm.fabs.f64(double %49)
  %52 = fcmp contract olt double %51, 0x6974E718D7D7625A
  %53 = select i1 %50, i1 %52, i1 false
  %54 = select contract i1 %53, double %49, double 0.000000e+00
  %55 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store double %54, ptr %55, align 8, !tbaa !28
  %56 = getelementptr inbounds nuw i8, ptr %25, i64 32
  %57 = load double, ptr %56, align 8, !tbaa !28
  %58 = fcmp contract ord double %57, 0.000000e+00
  %59 = tail call double @llvm.nvvm.fabs.f64(double %57)
  %60 = fcmp contract olt double %59, 0x6974E718D7D7625A
  %61 = select i1 %58, i1 %60, i1 false
  %62 = select contract i1 %61, double %57, double 0.000000e+00
  %63 = getelementptr inbounds nuw i8, ptr %9, i64 32
  store double %62, ptr %63, align 8, !tbaa !28
  %64 = getelementptr inbounds nuw i8, ptr %25, i64 40
  %65 = load double, ptr %64, align 8, !tbaa !28
  %66 = fcmp contract ord double %65, 0.000000e+00
  %67 = tail call double @llvm.nvvm.fabs.f64(double %65)
  %68 = fcmp contract olt double %67, 0x6974E718D7D7625A
  %69 = select i1 %66, i1 %68, i1 false
  %70 = select contract i1 %69, double %65, double 0.000000e+00
  %71 = getelementptr inbounds nuw i8, ptr %9, i64 40
  store double %70, ptr %71, align 8, !tbaa !28
  %72 = getelementptr inbounds nuw i8, ptr %25, i64 48
  %73 = load double, ptr %72, align 8, !tbaa !28
  %74 = fcmp contract ord double %73, 0.000000e+00
  %75 = tail call double @llvm.nvvm.fabs.f64(double %73)
  %76 = fcmp contract olt double %75, 0x6974E718D7D7625A
  %77 = select i1 %74, i1 %76, i1 false
  %78 = select contract i1 %77, double %73, double 0.000000e+00
  %79 = getelementptr inbounds nuw i8, ptr %9, i64 48
  store double %78, ptr %79, align 8, !tbaa !28
  %80 = getelementptr inbounds nuw i8, ptr %25, i64 56
  %81 = load double, ptr %80, align 8, !tbaa !28
  %82 = fcmp contract ord double %81, 0.000000e+00
  %83 = tail call double @llvm.nvvm.fabs.f64(double %81)
  %84 = fcmp contract olt double %83, 0x6974E718D7D7625A
  %85 = select i1 %82, i1 %84, i1 false
  %86 = select contract i1 %85, double %81, double 0.000000e+00
  %87 = getelementptr inbounds nuw i8, ptr %9, i64 56
  store double %86, ptr %87, align 8, !tbaa !28
  %88 = getelementptr inbounds nuw i8, ptr %25, i64 64
  %89 = load double, ptr %88, align 8, !tbaa !28
  %90 = fcmp contract ord double %89, 0.000000e+00
  %91 = tail call double @llvm.nvvm.fabs.f64(double %89)
  %92 = fcmp contract olt double %91, 0x6974E718D7D7625A
  %93 = select i1 %90, i1 %92, i1 false
  %94 = select contract i1 %93, double %89, double 0.000000e+00
  %95 = getelementptr inbounds nuw i8, ptr %9, i64 64
  store double %94, ptr %95, align 8, !tbaa !28
  %96 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 0)
  %97 = uitofp nneg i32 %96 to double
  %98 = fcmp contract ult double %31, %97
  br i1 %98, label %100, label %99

99:                                               ; preds = %22
  call void @_Z6solve3PKdPd(ptr noundef nonnull %9, ptr noundef nonnull %10) #12
  br label %101

100:                                              ; preds = %22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %10, i8 0, i64 24, i1 false)
  br label %101

101:                                              ; preds = %100, %99
  %102 = load double, ptr %10, align 8, !tbaa !28
  store double %102, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.0, align 8, !tbaa !28
  %103 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %104 = load double, ptr %103, align 8, !tbaa !28
  store double %104, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.1, align 8, !tbaa !28
  %105 = getelementptr inbounds nuw i8, ptr %10, i64 16
  %106 = load double, ptr %105, align 8, !tbaa !28
  store double %106, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.2, align 8, !tbaa !28
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #12
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #12
  br label %107

107:                                              ; preds = %101, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %108 = load double, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.0, align 8, !tbaa !28
  %109 = fptrunc contract double %108 to float
  %110 = load double, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.1, align 8, !tbaa !28
  %111 = fptrunc contract double %110 to float
  %112 = load double, ptr addrspace(3) @_ZZ19lsm_exercise_updateE6s_beta.2, align 8, !tbaa !28
  %113 = fptrunc contract double %112 to float
  %114 = fdiv contract float 1.000000e+00, %17
  %115 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %116 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %117 = mul i32 %115, %116
  %118 = add i32 %117, %20
  %119 = icmp slt i32 %118, %4
  br i1 %119, label %120, label %149

120:                                              ; preds = %107
  %121 = zext nneg i32 %6 to i64
  %122 = sext i32 %4 to i64
  %123 = mul nsw i64 %121, %122
  %124 = getelementptr float, ptr %0, i64 %123
  %125 = icmp eq i32 %19, 0
  %126 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %127 = mul i32 %126, %116
  br label %128

128:                                              ; preds = %120, %146
  %129 = phi i32 [ %118, %120 ], [ %147, %146 ]
  %130 = sext i32 %129 to i64
  %131 = getelementptr float, ptr %124, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !20
  %133 = fsub contract float %132, %17
  %134 = fsub contract float %17, %132
  %135 = select contract i1 %125, float %134, float %133
  %136 = tail call noundef float @llvm.maxnum.f32(float %135, float 0.000000e+00)
  %137 = fcmp contract ogt float %136, 0.000000e+00
  br i1 %137, label %138, label %146

138:                                              ; preds = %128
  %139 = fmul contract float %114, %132
  %140 = tail call noundef float @llvm.fma.f32(float %113, float %139, float %111)
  %141 = tail call noundef float @llvm.fma.f32(float %140, float %139, float %109)
  %142 = fcmp contract ult float %136, %141
  br i1 %142, label %146, label %143

143:                                              ; preds = %138
  %144 = getelementptr inbounds float, ptr %2, i64 %130
  store float %136, ptr %144, align 4, !tbaa !20
  %145 = getelementptr inbounds i32, ptr %3, i64 %130
  store i32 %6, ptr %145, align 4, !tbaa !6
  br label %146

146:                                              ; preds = %138, %143, %128
  %147 = add i32 %129, %127
  %148 = icmp slt i32 %147, %4
  br i1 %148, label %128, label %149, !llvm.loop !36

149:                                              ; preds = %146, %107, %8
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
  br i1 %11, label %12, label %92

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
  br label %28

28:                                               ; preds = %12, %84
  %29 = phi double [ 0.000000e+00, %12 ], [ %87, %84 ]
  %30 = phi double [ 0.000000e+00, %12 ], [ %89, %84 ]
  %31 = phi i32 [ %10, %12 ], [ %90, %84 ]
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %34, i32 0)
  %36 = tail call noundef i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %35, i32 %4)
  %37 = getelementptr inbounds float, ptr %0, i64 %32
  %38 = load float, ptr %37, align 4, !tbaa !20
  %39 = tail call noundef float @llvm.maxnum.f32(float %38, float 0.000000e+00)
  %40 = tail call noundef float @llvm.minnum.f32(float %39, float 1.000000e+04)
  %41 = fpext contract float %40 to double
  %42 = sitofp i32 %36 to double
  %43 = fmul contract double %25, %42
  %44 = tail call double @llvm.fma.f64(double %43, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %45 = tail call i32 @llvm.nvvm.d2i.lo(double %44) #12
  %46 = tail call double @llvm.nvvm.add.rn.d(double %44, double 0xC338000000000000) #12
  %47 = tail call double @llvm.fma.f64(double %46, double 0xBFE62E42FEFA39EF, double %43)
  %48 = tail call double @llvm.fma.f64(double %46, double 0xBC7ABC9E3B39803F, double %47)
  %49 = tail call double @llvm.fma.f64(double %48, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %50 = tail call double @llvm.fma.f64(double %49, double %48, double 0x3EC71DEE62401315)
  %51 = tail call double @llvm.fma.f64(double %50, double %48, double 0x3EFA01997C89EB71)
  %52 = tail call double @llvm.fma.f64(double %51, double %48, double 0x3F2A01A014761F65)
  %53 = tail call double @llvm.fma.f64(double %52, double %48, double 0x3F56C16C1852B7AF)
  %54 = tail call double @llvm.fma.f64(double %53, double %48, double 0x3F81111111122322)
  %55 = tail call double @llvm.fma.f64(double %54, double %48, double 0x3FA55555555502A1)
  %56 = tail call double @llvm.fma.f64(double %55, double %48, double 0x3FC5555555555511)
  %57 = tail call double @llvm.fma.f64(double %56, double %48, double 0x3FE000000000000B)
  %58 = tail call double @llvm.fma.f64(double %57, double %48, double 1.000000e+00)
  %59 = tail call double @llvm.fma.f64(double %58, double %48, double 1.000000e+00)
  %60 = tail call i32 @llvm.nvvm.d2i.lo(double %59) #12
  %61 = tail call i32 @llvm.nvvm.d2i.hi(double %59) #12
  %62 = shl i32 %45, 20
  %63 = add i32 %61, %62
  %64 = tail call double @llvm.nvvm.lohi.i2d(i32 %60, i32 %63) #12
  %65 = tail call i32 @llvm.nvvm.d2i.hi(double %43) #12
  %66 = bitcast i32 %65 to float
  %67 = tail call float @llvm.nvvm.fabs.f32(float %66)
  %68 = fcmp olt float %67, 0x4010C46560000000
  br i1 %68, label %84, label %69

69:                                               ; preds = %28
  %70 = fcmp olt double %43, 0.000000e+00
  %71 = fadd double %43, 0x7FF0000000000000
  %72 = select i1 %70, double 0.000000e+00, double %71
  %73 = fcmp olt float %67, 0x4010E90000000000
  br i1 %73, label %74, label %84

74:                                               ; preds = %69
  %75 = sdiv i32 %45, 2
  %76 = shl i32 %75, 20
  %77 = add i32 %61, %76
  %78 = tail call double @llvm.nvvm.lohi.i2d(i32 %60, i32 %77) #12
  %79 = sub nsw i32 %45, %75
  %80 = shl i32 %79, 20
  %81 = add nsw i32 %80, 1072693248
  %82 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %81) #12
  %83 = fmul double %82, %78
  br label %84

84:                                               ; preds = %28, %69, %74
  %85 = phi double [ %64, %28 ], [ %83, %74 ], [ %72, %69 ]
  %86 = fmul contract double %85, %41
  %87 = fadd contract double %29, %86
  %88 = fmul contract double %86, %86
  %89 = fadd contract double %30, %88
  %90 = add i32 %31, %27
  %91 = icmp slt i32 %90, %3
  br i1 %91, label %28, label %92, !llvm.loop !37

92:                                               ; preds = %84, %5
  %93 = phi double [ 0.000000e+00, %5 ], [ %89, %84 ]
  %94 = phi double [ 0.000000e+00, %5 ], [ %87, %84 ]
  %95 = bitcast double %94 to i64
  %96 = trunc i64 %95 to i32
  %97 = lshr i64 %95, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 16, i32 31)
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %98, i32 16, i32 31)
  %101 = zext i32 %100 to i64
  %102 = shl nuw i64 %101, 32
  %103 = zext i32 %99 to i64
  %104 = or disjoint i64 %102, %103
  %105 = bitcast i64 %104 to double
  %106 = fadd contract double %94, %105
  %107 = bitcast double %93 to i64
  %108 = trunc i64 %107 to i32
  %109 = lshr i64 %107, 32
  %110 = trunc nuw i64 %109 to i32
  %111 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 16, i32 31)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 16, i32 31)
  %113 = zext i32 %112 to i64
  %114 = shl nuw i64 %113, 32
  %115 = zext i32 %111 to i64
  %116 = or disjoint i64 %114, %115
  %117 = bitcast i64 %116 to double
  %118 = fadd contract double %93, %117
  %119 = bitcast double %106 to i64
  %120 = trunc i64 %119 to i32
  %121 = lshr i64 %119, 32
  %122 = trunc nuw i64 %121 to i32
  %123 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %120, i32 8, i32 31)
  %124 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 8, i32 31)
  %125 = zext i32 %124 to i64
  %126 = shl nuw i64 %125, 32
  %127 = zext i32 %123 to i64
  %128 = or disjoint i64 %126, %127
  %129 = bitcast i64 %128 to double
  %130 = fadd contract double %106, %129
  %131 = bitcast double %118 to i64
  %132 = trunc i64 %131 to i32
  %133 = lshr i64 %131, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 8, i32 31)
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 8, i32 31)
  %137 = zext i32 %136 to i64
  %138 = shl nuw i64 %137, 32
  %139 = zext i32 %135 to i64
  %140 = or disjoint i64 %138, %139
  %141 = bitcast i64 %140 to double
  %142 = fadd contract double %118, %141
  %143 = bitcast double %130 to i64
  %144 = trunc i64 %143 to i32
  %145 = lshr i64 %143, 32
  %146 = trunc nuw i64 %145 to i32
  %147 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %144, i32 4, i32 31)
  %148 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 4, i32 31)
  %149 = zext i32 %148 to i64
  %150 = shl nuw i64 %149, 32
  %151 = zext i32 %147 to i64
  %152 = or disjoint i64 %150, %151
  %153 = bitcast i64 %152 to double
  %154 = fadd contract double %130, %153
  %155 = bitcast double %142 to i64
  %156 = trunc i64 %155 to i32
  %157 = lshr i64 %155, 32
  %158 = trunc nuw i64 %157 to i32
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %156, i32 4, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 4, i32 31)
  %161 = zext i32 %160 to i64
  %162 = shl nuw i64 %161, 32
  %163 = zext i32 %159 to i64
  %164 = or disjoint i64 %162, %163
  %165 = bitcast i64 %164 to double
  %166 = fadd contract double %142, %165
  %167 = bitcast double %154 to i64
  %168 = trunc i64 %167 to i32
  %169 = lshr i64 %167, 32
  %170 = trunc nuw i64 %169 to i32
  %171 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %168, i32 2, i32 31)
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %170, i32 2, i32 31)
  %173 = zext i32 %172 to i64
  %174 = shl nuw i64 %173, 32
  %175 = zext i32 %171 to i64
  %176 = or disjoint i64 %174, %175
  %177 = bitcast i64 %176 to double
  %178 = fadd contract double %154, %177
  %179 = bitcast double %166 to i64
  %180 = trunc i64 %179 to i32
  %181 = lshr i64 %179, 32
  %182 = trunc nuw i64 %181 to i32
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %180, i32 2, i32 31)
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %182, i32 2, i32 31)
  %185 = zext i32 %184 to i64
  %186 = shl nuw i64 %185, 32
  %187 = zext i32 %183 to i64
  %188 = or disjoint i64 %186, %187
  %189 = bitcast i64 %188 to double
  %190 = fadd contract double %166, %189
  %191 = bitcast double %178 to i64
  %192 = trunc i64 %191 to i32
  %193 = lshr i64 %191, 32
  %194 = trunc nuw i64 %193 to i32
  %195 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %192, i32 1, i32 31)
  %196 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %194, i32 1, i32 31)
  %197 = bitcast double %190 to i64
  %198 = trunc i64 %197 to i32
  %199 = lshr i64 %197, 32
  %200 = trunc nuw i64 %199 to i32
  %201 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %198, i32 1, i32 31)
  %202 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %200, i32 1, i32 31)
  %203 = and i32 %9, 31
  %204 = icmp eq i32 %203, 0
  br i1 %204, label %205, label %222

205:                                              ; preds = %92
  %206 = zext i32 %202 to i64
  %207 = shl nuw i64 %206, 32
  %208 = zext i32 %201 to i64
  %209 = or disjoint i64 %207, %208
  %210 = bitcast i64 %209 to double
  %211 = fadd contract double %190, %210
  %212 = zext i32 %196 to i64
  %213 = shl nuw i64 %212, 32
  %214 = zext i32 %195 to i64
  %215 = or disjoint i64 %213, %214
  %216 = bitcast i64 %215 to double
  %217 = fadd contract double %178, %216
  %218 = lshr exact i32 %9, 5
  %219 = zext nneg i32 %218 to i64
  %220 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %219
  store double %217, ptr %220, align 8, !tbaa !28
  %221 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %219
  store double %211, ptr %221, align 8, !tbaa !28
  br label %222

222:                                              ; preds = %205, %92
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %223 = icmp eq i32 %9, 0
  br i1 %223, label %224, label %244

224:                                              ; preds = %222
  %225 = add nuw nsw i32 %7, 31
  %226 = lshr i32 %225, 5
  br label %231

227:                                              ; preds = %231
  %228 = atomicrmw fadd ptr %2, double %238 seq_cst, align 8
  %229 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %230 = atomicrmw fadd ptr %229, double %241 seq_cst, align 8
  br label %244

231:                                              ; preds = %224, %231
  %232 = phi i32 [ %242, %231 ], [ 0, %224 ]
  %233 = phi double [ %241, %231 ], [ 0.000000e+00, %224 ]
  %234 = phi double [ %238, %231 ], [ 0.000000e+00, %224 ]
  %235 = zext nneg i32 %232 to i64
  %236 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE5s_sum to ptr), i64 %235
  %237 = load double, ptr %236, align 8, !tbaa !28
  %238 = fadd contract double %234, %237
  %239 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ16lsm_price_reduceE4s_sq to ptr), i64 %235
  %240 = load double, ptr %239, align 8, !tbaa !28
  %241 = fadd contract double %233, %240
  %242 = add nuw nsw i32 %232, 1
  %243 = icmp eq i32 %242, %226
  br i1 %243, label %227, label %231, !llvm.loop !38

244:                                              ; preds = %227, %222
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #11

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{!12, !7, i64 4}
!12 = !{!"_ZTS5uint2", !7, i64 0, !7, i64 4}
!13 = !{!12, !7, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTS12OptionParams", !16, i64 0, !16, i64 4, !16, i64 8, !16, i64 12, !16, i64 16, !7, i64 20}
!16 = !{!"float", !8, i64 0}
!17 = !{!15, !16, i64 8}
!18 = !{!15, !16, i64 12}
!19 = !{!15, !16, i64 16}
!20 = !{!16, !16, i64 0}
!21 = distinct !{!21, !22, !23}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!"llvm.loop.unroll.disable"}
!24 = distinct !{!24, !22, !23}
!25 = !{!15, !7, i64 20}
!26 = !{!15, !16, i64 4}
!27 = distinct !{!27, !22, !23}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !8, i64 0}
!30 = distinct !{!30, !22, !23}
!31 = distinct !{!31, !22, !23}
!32 = distinct !{!32, !22, !23}
!33 = distinct !{!33, !22, !23}
!34 = distinct !{!34, !22, !23}
!35 = distinct !{!35, !22, !23}
!36 = distinct !{!36, !22, !23}
!37 = distinct !{!37, !22, !23}
!38 = distinct !{!38, !22, !23}
