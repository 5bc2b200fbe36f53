; ModuleID = 'src/beamform_half2.cu'
source_filename = "src/beamform_half2.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }
%struct.ArrayGeometry = type { i32, [32 x float], [32 x float], [32 x float], float, float, float }
%struct.float2.0 = type { float, float }

@_ZZ18das_beamform_half2E7s_shift = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ18das_beamform_half2E6s_frac = internal unnamed_addr addrspace(3) global [32 x %struct.__half2] undef, align 4
@_ZZ18das_beamform_half2E5s_rot = internal unnamed_addr addrspace(3) global [32 x [2 x float]] undef, align 4
@_ZZ18das_beamform_half2E3s_w = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @das_beamform_half2(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.ArrayGeometry) align 4 captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = alloca %struct.__half2, align 4
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = load i32, ptr %3, align 4, !tbaa !11
  %9 = tail call i32 @llvm.smax.i32(i32 %8, i32 1)
  %10 = tail call i32 @llvm.smin.i32(i32 %9, i32 32)
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 388
  %12 = load float, ptr %11, align 4, !tbaa !14
  %13 = fcmp contract ult float %12, 1.000000e+00
  %14 = fcmp contract ugt float %12, 1.000000e+09
  %15 = or i1 %13, %14
  %16 = select contract i1 %15, float 4.800000e+04, float %12
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 392
  %18 = load float, ptr %17, align 4, !tbaa !15
  %19 = fcmp contract ult float %18, 0.000000e+00
  %20 = fcmp contract ugt float %18, 1.000000e+09
  %21 = or i1 %19, %20
  %22 = getelementptr inbounds nuw i8, ptr %3, i64 396
  %23 = load float, ptr %22, align 4, !tbaa !16
  %24 = fcmp contract ult float %23, 1.000000e+00
  %25 = fcmp contract ugt float %23, 1.000000e+09
  %26 = or i1 %24, %25
  %27 = select contract i1 %26, float 3.430000e+02, float %23
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %29 = icmp samesign ult i32 %28, %10
  br i1 %29, label %30, label %86

30:                                               ; preds = %5
  %31 = icmp sgt i32 %2, 1
  br i1 %31, label %32, label %40

32:                                               ; preds = %30
  %33 = mul nuw nsw i32 %7, 120
  %34 = uitofp nneg i32 %33 to float
  %35 = add nsw i32 %2, -1
  %36 = uitofp nneg i32 %35 to float
  %37 = fdiv contract float %34, %36
  %38 = fadd contract float %37, -6.000000e+01
  %39 = fmul contract float %38, 0x3F91DF46A0000000
  br label %40

40:                                               ; preds = %30, %32
  %41 = phi contract float [ %39, %32 ], [ 0.000000e+00, %30 ]
  %42 = tail call float @llvm.nvvm.sin.approx.f(float %41) #7
  %43 = tail call float @llvm.nvvm.cos.approx.f(float %41) #7
  %44 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %45 = zext nneg i32 %28 to i64
  %46 = getelementptr inbounds nuw float, ptr %44, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !17
  %48 = tail call contract float @llvm.fabs.f32(float %47)
  %49 = fcmp contract ugt float %48, 1.000000e+01
  %50 = select contract i1 %49, float 0.000000e+00, float %47
  %51 = getelementptr inbounds nuw i8, ptr %3, i64 132
  %52 = getelementptr inbounds nuw float, ptr %51, i64 %45
  %53 = load float, ptr %52, align 4, !tbaa !17
  %54 = tail call contract float @llvm.fabs.f32(float %53)
  %55 = fcmp contract ugt float %54, 1.000000e+01
  %56 = select contract i1 %55, float 0.000000e+00, float %53
  %57 = fmul contract float %43, %50
  %58 = fmul contract float %42, %56
  %59 = fadd contract float %57, %58
  %60 = fdiv contract float %59, %27
  %61 = fmul contract float %16, %60
  %62 = tail call noundef float @llvm.maxnum.f32(float %61, float -6.400000e+01)
  %63 = tail call noundef float @llvm.minnum.f32(float %62, float 6.400000e+01)
  %64 = tail call noundef float @llvm.floor.f32(float %63)
  %65 = fptosi float %64 to i32
  %66 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E7s_shift to ptr), i64 %45
  store i32 %65, ptr %66, align 4, !tbaa !6
  %67 = fsub contract float %63, %64
  %68 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %67) #8, !srcloc !18
  %69 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %68, i16 %68) #8, !srcloc !19
  %70 = getelementptr inbounds nuw %struct.__half2, ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E6s_frac to ptr), i64 %45
  store i32 %69, ptr %70, align 4, !tbaa !6
  %71 = fmul contract float %18, 0xC01921FB60000000
  %72 = select i1 %21, float 0xC0B88B2F80000000, float %71
  %73 = fmul contract float %72, %60
  %74 = tail call float @llvm.nvvm.sin.approx.f(float %73) #7
  %75 = tail call float @llvm.nvvm.cos.approx.f(float %73) #7
  %76 = getelementptr inbounds nuw [2 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E5s_rot to ptr), i64 %45
  store float %75, ptr %76, align 4, !tbaa !17
  %77 = getelementptr inbounds nuw i8, ptr %76, i64 4
  store float %74, ptr %77, align 4, !tbaa !17
  %78 = getelementptr inbounds nuw i8, ptr %3, i64 260
  %79 = getelementptr inbounds nuw float, ptr %78, i64 %45
  %80 = load float, ptr %79, align 4, !tbaa !17
  %81 = fcmp contract ult float %80, 0.000000e+00
  %82 = fcmp contract ugt float %80, 1.000000e+00
  %83 = or i1 %81, %82
  %84 = select contract i1 %83, float 1.000000e+00, float %80
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E3s_w to ptr), i64 %45
  store float %84, ptr %85, align 4, !tbaa !17
  br label %86

86:                                               ; preds = %40, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %88 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %89 = mul i32 %87, %88
  %90 = add i32 %89, %28
  %91 = icmp slt i32 %90, %1
  br i1 %91, label %92, label %166

92:                                               ; preds = %86
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  %93 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #8, !srcloc !18
  %94 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %93, i16 %93) #8, !srcloc !19
  store i32 %94, ptr %6, align 4, !tbaa !6, !alias.scope !20
  %95 = zext nneg i32 %1 to i64
  %96 = zext nneg i32 %1 to i64
  br label %110

97:                                               ; preds = %140
  %98 = fcmp contract ogt float %163, 0.000000e+00
  %99 = fdiv contract float 1.000000e+00, %163
  %100 = select contract i1 %98, float %99, float 0.000000e+00
  %101 = fmul contract float %158, %100
  %102 = fmul contract float %162, %100
  %103 = zext nneg i32 %7 to i64
  %104 = sext i32 %1 to i64
  %105 = mul nsw i64 %104, %103
  %106 = sext i32 %90 to i64
  %107 = getelementptr %struct.float2.0, ptr %4, i64 %105
  %108 = getelementptr %struct.float2.0, ptr %107, i64 %106
  store float %101, ptr %108, align 8, !tbaa !17
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 4
  store float %102, ptr %109, align 4, !tbaa !17
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  br label %166

110:                                              ; preds = %92, %140
  %111 = phi float [ 0.000000e+00, %92 ], [ %158, %140 ]
  %112 = phi float [ 0.000000e+00, %92 ], [ %162, %140 ]
  %113 = phi float [ 0.000000e+00, %92 ], [ %163, %140 ]
  %114 = phi i32 [ 0, %92 ], [ %164, %140 ]
  %115 = zext nneg i32 %114 to i64
  %116 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E7s_shift to ptr), i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = add nsw i32 %117, %90
  %119 = icmp sgt i32 %118, -1
  %120 = icmp slt i32 %118, %1
  %121 = and i1 %119, %120
  br i1 %121, label %122, label %127

122:                                              ; preds = %110
  %123 = mul nuw nsw i64 %115, %95
  %124 = zext nneg i32 %118 to i64
  %125 = getelementptr inbounds nuw %struct.__half2, ptr %0, i64 %123
  %126 = getelementptr inbounds nuw %struct.__half2, ptr %125, i64 %124
  br label %127

127:                                              ; preds = %110, %122
  %128 = phi ptr [ %126, %122 ], [ %6, %110 ]
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = icmp sgt i32 %118, -2
  %131 = add nsw i32 %118, 1
  %132 = icmp slt i32 %131, %1
  %133 = select i1 %130, i1 %132, i1 false
  br i1 %133, label %134, label %140

134:                                              ; preds = %127
  %135 = mul nuw nsw i64 %115, %96
  %136 = sext i32 %118 to i64
  %137 = getelementptr %struct.__half2, ptr %0, i64 %135
  %138 = getelementptr %struct.__half2, ptr %137, i64 %136
  %139 = getelementptr i8, ptr %138, i64 4
  br label %140

140:                                              ; preds = %127, %134
  %141 = phi ptr [ %139, %134 ], [ %6, %127 ]
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = getelementptr inbounds nuw %struct.__half2, ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E6s_frac to ptr), i64 %115
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = tail call i32 asm "{sub.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %142, i32 %129) #8, !srcloc !23
  %146 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %144, i32 %145, i32 %129) #8, !srcloc !24
  %147 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %146) #8, !srcloc !25
  %148 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %146) #8, !srcloc !26
  %149 = getelementptr inbounds nuw [2 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E5s_rot to ptr), i64 %115
  %150 = load float, ptr %149, align 4, !tbaa !17
  %151 = getelementptr inbounds nuw i8, ptr %149, i64 4
  %152 = load float, ptr %151, align 4, !tbaa !17
  %153 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18das_beamform_half2E3s_w to ptr), i64 %115
  %154 = load float, ptr %153, align 4, !tbaa !17
  %155 = fmul contract float %147, %150
  %156 = fmul contract float %148, %152
  %157 = fsub contract float %155, %156
  %158 = tail call noundef float @llvm.fma.f32(float %154, float %157, float %111)
  %159 = fmul contract float %147, %152
  %160 = fmul contract float %148, %150
  %161 = fadd contract float %160, %159
  %162 = tail call noundef float @llvm.fma.f32(float %154, float %161, float %112)
  %163 = fadd contract float %113, %154
  %164 = add nuw nsw i32 %114, 1
  %165 = icmp eq i32 %164, %10
  br i1 %165, label %97, label %110, !llvm.loop !27

166:                                              ; preds = %86, %97
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @array_power_xcorr_half2(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #3 {
  %7 = sdiv i32 %1, 64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = tail call i32 @llvm.smax.i32(i32 %2, i32 1)
  %14 = mul nsw i32 %13, %7
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %101

16:                                               ; preds = %6
  %17 = sdiv i32 %12, %7
  %18 = mul i32 %17, %7
  %19 = sub i32 %12, %18
  %20 = icmp slt i32 %3, 0
  %21 = icmp slt i32 %3, %13
  %22 = select i1 %21, i32 %3, i32 0
  %23 = select i1 %20, i32 0, i32 %22
  %24 = zext i32 %23 to i64
  %25 = sext i32 %17 to i64
  %26 = sext i32 %1 to i64
  %27 = mul nsw i64 %25, %26
  %28 = getelementptr inbounds nuw %struct.__half2, ptr %0, i64 %27
  %29 = shl nsw i32 %19, 6
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.__half2, ptr %28, i64 %30
  %32 = mul nsw i64 %24, %26
  %33 = getelementptr inbounds nuw %struct.__half2, ptr %0, i64 %32
  %34 = getelementptr inbounds %struct.__half2, ptr %33, i64 %30
  br label %43

35:                                               ; preds = %43
  %36 = fmul contract float %94, 1.562500e-02
  %37 = sext i32 %12 to i64
  %38 = getelementptr inbounds float, ptr %4, i64 %37
  store float %36, ptr %38, align 4, !tbaa !17
  %39 = fmul contract float %96, 1.562500e-02
  %40 = fmul contract float %98, 1.562500e-02
  %41 = getelementptr inbounds %struct.float2.0, ptr %5, i64 %37
  store float %39, ptr %41, align 8, !tbaa !17
  %42 = getelementptr inbounds nuw i8, ptr %41, i64 4
  store float %40, ptr %42, align 4, !tbaa !17
  br label %101

43:                                               ; preds = %16, %43
  %44 = phi float [ 0.000000e+00, %16 ], [ %94, %43 ]
  %45 = phi float [ 0.000000e+00, %16 ], [ %96, %43 ]
  %46 = phi float [ 0.000000e+00, %16 ], [ %98, %43 ]
  %47 = phi i32 [ 0, %16 ], [ %99, %43 ]
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds nuw %struct.__half2, ptr %31, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %50, i32 %50) #8, !srcloc !30
  %52 = getelementptr inbounds nuw %struct.__half2, ptr %34, i64 %48
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %50, i32 %53) #8, !srcloc !30
  %55 = tail call i32 asm "{.reg .f16 low,high;\0A  mov.b32 {low,high}, $1;\0A  mov.b32 $0, {high,low};}\0A", "=r,r"(i32 %53) #8, !srcloc !31
  %56 = tail call i32 asm "{mul.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %50, i32 %55) #8, !srcloc !30
  %57 = or disjoint i32 %47, 1
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw %struct.__half2, ptr %31, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !6
  %61 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %60, i32 %60, i32 %51) #8, !srcloc !24
  %62 = getelementptr inbounds nuw %struct.__half2, ptr %34, i64 %58
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %60, i32 %63, i32 %54) #8, !srcloc !24
  %65 = tail call i32 asm "{.reg .f16 low,high;\0A  mov.b32 {low,high}, $1;\0A  mov.b32 $0, {high,low};}\0A", "=r,r"(i32 %63) #8, !srcloc !31
  %66 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %60, i32 %65, i32 %56) #8, !srcloc !24
  %67 = or disjoint i32 %47, 2
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw %struct.__half2, ptr %31, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %70, i32 %70, i32 %61) #8, !srcloc !24
  %72 = getelementptr inbounds nuw %struct.__half2, ptr %34, i64 %68
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %70, i32 %73, i32 %64) #8, !srcloc !24
  %75 = tail call i32 asm "{.reg .f16 low,high;\0A  mov.b32 {low,high}, $1;\0A  mov.b32 $0, {high,low};}\0A", "=r,r"(i32 %73) #8, !srcloc !31
  %76 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %70, i32 %75, i32 %66) #8, !srcloc !24
  %77 = or disjoint i32 %47, 3
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw %struct.__half2, ptr %31, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %80, i32 %80, i32 %71) #8, !srcloc !24
  %82 = getelementptr inbounds nuw %struct.__half2, ptr %34, i64 %78
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %80, i32 %83, i32 %74) #8, !srcloc !24
  %85 = tail call i32 asm "{.reg .f16 low,high;\0A  mov.b32 {low,high}, $1;\0A  mov.b32 $0, {high,low};}\0A", "=r,r"(i32 %83) #8, !srcloc !31
  %86 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %80, i32 %85, i32 %76) #8, !srcloc !24
  %87 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %81) #8, !srcloc !25
  %88 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %81) #8, !srcloc !26
  %89 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %84) #8, !srcloc !25
  %90 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %84) #8, !srcloc !26
  %91 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %86) #8, !srcloc !25
  %92 = tail call contract float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %86) #8, !srcloc !26
  %93 = fadd contract float %87, %88
  %94 = fadd contract float %44, %93
  %95 = fadd contract float %89, %90
  %96 = fadd contract float %45, %95
  %97 = fsub contract float %92, %91
  %98 = fadd contract float %46, %97
  %99 = add nuw nsw i32 %47, 4
  %100 = icmp samesign ult i32 %47, 60
  br i1 %100, label %43, label %35, !llvm.loop !32

101:                                              ; preds = %6, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { convergent nounwind memory(none) }

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
!12 = !{!"_ZTS13ArrayGeometry", !7, i64 0, !8, i64 4, !8, i64 132, !8, i64 260, !13, i64 388, !13, i64 392, !13, i64 396}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !13, i64 388}
!15 = !{!12, !13, i64 392}
!16 = !{!12, !13, i64 396}
!17 = !{!13, !13, i64 0}
!18 = !{i64 2156349960}
!19 = !{i64 2156816927}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZL14__halves2half26__halfS_: argument 0"}
!22 = distinct !{!22, !"_ZL14__halves2half26__halfS_"}
!23 = !{i64 2157604734, i64 2157604763}
!24 = !{i64 2157710725, i64 2157710779}
!25 = !{i64 2156544789, i64 2156544823, i64 2156544860}
!26 = !{i64 2156544974, i64 2156545008, i64 2156545045}
!27 = distinct !{!27, !28, !29}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{i64 2157619634, i64 2157619663}
!31 = !{i64 2156838632, i64 2156838666, i64 2156838704}
!32 = distinct !{!32, !28, !29}
