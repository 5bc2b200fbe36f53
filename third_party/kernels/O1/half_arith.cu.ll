; ModuleID = 'src/half_arith.cu'
source_filename = "src/half_arith.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__half2 = type { %struct.__half, %struct.__half }
%struct.__half = type { i16 }

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @half2_gemv_bias_relu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = and i32 %7, 31
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = lshr i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = mul i32 %10, %11
  %13 = lshr i32 %7, 5
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %4
  br i1 %15, label %16, label %22

16:                                               ; preds = %6
  %17 = sext i32 %5 to i64
  %18 = icmp slt i32 %8, %5
  %19 = icmp eq i32 %8, 0
  %20 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %21 = mul i32 %10, %20
  br label %23

22:                                               ; preds = %79, %6
  ret void

23:                                               ; preds = %16, %79
  %24 = phi i32 [ %14, %16 ], [ %80, %79 ]
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, %17
  %27 = getelementptr inbounds nuw %struct.__half2, ptr %0, i64 %26
  %28 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #6, !srcloc !11
  br i1 %18, label %45, label %29

29:                                               ; preds = %64, %23
  %30 = phi i32 [ %28, %23 ], [ %65, %64 ]
  %31 = phi float [ 0.000000e+00, %23 ], [ %66, %64 ]
  %32 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %30) #6, !srcloc !12
  %33 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %30) #6, !srcloc !13
  %34 = fadd contract float %32, %33
  %35 = fadd contract float %31, %34
  %36 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %35, i32 16, i32 31)
  %37 = fadd contract float %35, %36
  %38 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %37, i32 8, i32 31)
  %39 = fadd contract float %37, %38
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 4, i32 31)
  %41 = fadd contract float %39, %40
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 2, i32 31)
  %43 = fadd contract float %41, %42
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 1, i32 31)
  br i1 %19, label %70, label %79

45:                                               ; preds = %23, %64
  %46 = phi i32 [ %68, %64 ], [ %8, %23 ]
  %47 = phi i32 [ %67, %64 ], [ 0, %23 ]
  %48 = phi float [ %66, %64 ], [ 0.000000e+00, %23 ]
  %49 = phi i32 [ %65, %64 ], [ %28, %23 ]
  %50 = zext nneg i32 %46 to i64
  %51 = getelementptr inbounds nuw %struct.__half2, ptr %27, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = getelementptr inbounds nuw %struct.__half2, ptr %1, i64 %50
  %54 = load i32, ptr %53, align 4, !tbaa !6
  %55 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %52, i32 %54, i32 %49) #6, !srcloc !14
  %56 = add nsw i32 %47, 1
  %57 = icmp eq i32 %56, 8
  br i1 %57, label %58, label %64

58:                                               ; preds = %45
  %59 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, low;}\0A", "=f,r"(i32 %55) #6, !srcloc !12
  %60 = tail call contract noundef float asm "{.reg .f16 low,high;\0A  mov.b32 {low,high},$1;\0A  cvt.f32.f16 $0, high;}\0A", "=f,r"(i32 %55) #6, !srcloc !13
  %61 = fadd contract float %59, %60
  %62 = fadd contract float %48, %61
  %63 = tail call i32 asm "{.reg .f16 low;\0A  cvt.rn.f16.f32 low, $1;\0A  mov.b32 $0, {low,low};}\0A", "=r,f"(float 0.000000e+00) #6, !srcloc !11
  br label %64

64:                                               ; preds = %45, %58
  %65 = phi i32 [ %63, %58 ], [ %55, %45 ]
  %66 = phi float [ %62, %58 ], [ %48, %45 ]
  %67 = phi i32 [ 0, %58 ], [ %56, %45 ]
  %68 = add nuw nsw i32 %46, 32
  %69 = icmp slt i32 %68, %5
  br i1 %69, label %45, label %29, !llvm.loop !15

70:                                               ; preds = %29
  %71 = fadd contract float %43, %44
  %72 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %71) #6, !srcloc !18
  %73 = getelementptr inbounds %struct.__half, ptr %2, i64 %25
  %74 = load i16, ptr %73, align 2, !tbaa !19
  %75 = tail call i16 asm "{add.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %72, i16 %74) #6, !srcloc !21
  %76 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float 0.000000e+00) #6, !srcloc !18
  %77 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %75, i16 %76) #6, !srcloc !22
  %78 = getelementptr inbounds %struct.__half, ptr %3, i64 %25
  store i16 %77, ptr %78, align 2, !tbaa !19
  br label %79

79:                                               ; preds = %70, %29
  %80 = add i32 %24, %21
  %81 = icmp slt i32 %80, %4
  br i1 %81, label %23, label %22, !llvm.loop !23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @half_softmax_rows(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = mul i32 %8, %9
  %11 = lshr i32 %5, 5
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %105

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = sext i32 %3 to i64
  %17 = mul nsw i64 %16, %15
  %18 = getelementptr inbounds nuw %struct.__half, ptr %0, i64 %17
  %19 = getelementptr inbounds nuw %struct.__half, ptr %1, i64 %17
  %20 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float -6.550400e+04) #6, !srcloc !18
  %21 = icmp slt i32 %6, %3
  br i1 %21, label %22, label %31

22:                                               ; preds = %14, %22
  %23 = phi i16 [ %28, %22 ], [ %20, %14 ]
  %24 = phi i32 [ %29, %22 ], [ %6, %14 ]
  %25 = zext nneg i32 %24 to i64
  %26 = getelementptr inbounds nuw %struct.__half, ptr %18, i64 %25
  %27 = load i16, ptr %26, align 2, !tbaa !19
  %28 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %23, i16 %27) #6, !srcloc !22
  %29 = add nuw nsw i32 %24, 32
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %22, label %31, !llvm.loop !24

31:                                               ; preds = %22, %14
  %32 = phi i16 [ %20, %14 ], [ %28, %22 ]
  %33 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %32, i16 %32) #6, !srcloc !25
  %34 = tail call i32 asm "{mov.u32 $0, WARP_SZ;\0A}", "=r"() #6, !srcloc !26
  %35 = shl i32 %34, 8
  %36 = add i32 %35, -8161
  %37 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %33, i32 range(i32 1, -2147483648) 16, i32 %36, i32 -1) #7, !noalias !27, !srcloc !30
  %38 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %37) #6, !srcloc !31
  %39 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %32, i16 %38) #6, !srcloc !22
  %40 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %39, i16 %39) #6, !srcloc !25
  %41 = tail call i32 asm "{mov.u32 $0, WARP_SZ;\0A}", "=r"() #6, !srcloc !26
  %42 = shl i32 %41, 8
  %43 = add i32 %42, -8161
  %44 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %40, i32 range(i32 1, -2147483648) 8, i32 %43, i32 -1) #7, !noalias !27, !srcloc !30
  %45 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %44) #6, !srcloc !31
  %46 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %39, i16 %45) #6, !srcloc !22
  %47 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %46, i16 %46) #6, !srcloc !25
  %48 = tail call i32 asm "{mov.u32 $0, WARP_SZ;\0A}", "=r"() #6, !srcloc !26
  %49 = shl i32 %48, 8
  %50 = add i32 %49, -8161
  %51 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %47, i32 range(i32 1, -2147483648) 4, i32 %50, i32 -1) #7, !noalias !27, !srcloc !30
  %52 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %51) #6, !srcloc !31
  %53 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %46, i16 %52) #6, !srcloc !22
  %54 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %53, i16 %53) #6, !srcloc !25
  %55 = tail call i32 asm "{mov.u32 $0, WARP_SZ;\0A}", "=r"() #6, !srcloc !26
  %56 = shl i32 %55, 8
  %57 = add i32 %56, -8161
  %58 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %54, i32 range(i32 1, -2147483648) 2, i32 %57, i32 -1) #7, !noalias !27, !srcloc !30
  %59 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %58) #6, !srcloc !31
  %60 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %53, i16 %59) #6, !srcloc !22
  %61 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %60, i16 %60) #6, !srcloc !25
  %62 = tail call i32 asm "{mov.u32 $0, WARP_SZ;\0A}", "=r"() #6, !srcloc !26
  %63 = shl i32 %62, 8
  %64 = add i32 %63, -8161
  %65 = tail call i32 asm sideeffect "{shfl.sync.bfly.b32 $0,$1,$2,$3,$4;\0A}", "=r,r,r,r,r"(i32 %61, i32 range(i32 1, -2147483648) 1, i32 %64, i32 -1) #7, !noalias !27, !srcloc !30
  %66 = tail call i16 asm "{.reg .f16 low,high;\0A mov.b32 {low,high}, $1;\0A mov.b16 $0, low;}", "=h,r"(i32 %65) #6, !srcloc !31
  %67 = tail call i16 asm "{max.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %60, i16 %66) #6, !srcloc !22
  %68 = icmp slt i32 %6, %3
  br i1 %68, label %69, label %82

69:                                               ; preds = %31, %69
  %70 = phi i32 [ %80, %69 ], [ %6, %31 ]
  %71 = phi float [ %79, %69 ], [ 0.000000e+00, %31 ]
  %72 = zext nneg i32 %70 to i64
  %73 = getelementptr inbounds nuw %struct.__half, ptr %18, i64 %72
  %74 = load i16, ptr %73, align 2, !tbaa !19
  %75 = tail call i16 asm "{sub.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %74, i16 %67) #6, !srcloc !32
  %76 = tail call i16 asm "{.reg.b32         f, C, nZ;       \0A .reg.b16         h,r;            \0A  mov.b16         h,$1;           \0A  cvt.f32.f16     f,h;            \0A  mov.b32         C, 0x3fb8aa3bU; \0A  mov.b32         nZ, 0x80000000U;\0A  fma.rn.f32      f,f,C,nZ;       \0A  ex2.approx.ftz.f32  f,f;        \0A  cvt.rn.f16.f32      r,f;        \0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X1F79U;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0X25CFU;\0A  mov.b16 ulp,0x9400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC13BU;\0A  mov.b16 ulp,0x0400U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A{.reg.b16 spc, ulp, p;\0A  mov.b16 spc,0XC1EFU;\0A  mov.b16 ulp,0x0200U;\0A  set.eq.f16.f16 p,h, spc;\0A  fma.rn.f16 r,p,ulp,r;\0A}\0A  mov.b16         $0,r;           \0A}", "=h,h"(i16 %75) #6, !srcloc !33
  %77 = getelementptr inbounds nuw %struct.__half, ptr %19, i64 %72
  store i16 %76, ptr %77, align 2, !tbaa !19
  %78 = tail call contract noundef float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %76) #6, !srcloc !34
  %79 = fadd contract float %71, %78
  %80 = add nuw nsw i32 %70, 32
  %81 = icmp slt i32 %80, %3
  br i1 %81, label %69, label %82, !llvm.loop !35

82:                                               ; preds = %69, %31
  %83 = phi float [ 0.000000e+00, %31 ], [ %79, %69 ]
  %84 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %83, i32 16, i32 31)
  %85 = fadd contract float %83, %84
  %86 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %85, i32 8, i32 31)
  %87 = fadd contract float %85, %86
  %88 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 4, i32 31)
  %89 = fadd contract float %87, %88
  %90 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %89, i32 2, i32 31)
  %91 = fadd contract float %89, %90
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 1, i32 31)
  %93 = fadd contract float %91, %92
  %94 = fdiv contract float 1.000000e+00, %93
  %95 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %94) #6, !srcloc !18
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %96 = icmp slt i32 %6, %3
  br i1 %96, label %97, label %105

97:                                               ; preds = %82, %97
  %98 = phi i32 [ %103, %97 ], [ %6, %82 ]
  %99 = zext nneg i32 %98 to i64
  %100 = getelementptr inbounds nuw %struct.__half, ptr %19, i64 %99
  %101 = load i16, ptr %100, align 2, !tbaa !19
  %102 = tail call i16 asm "{mul.f16 $0,$1,$2;\0A}", "=h,h,h"(i16 %101, i16 %95) #6, !srcloc !36
  store i16 %102, ptr %100, align 2, !tbaa !19
  %103 = add nuw nsw i32 %98, 32
  %104 = icmp slt i32 %103, %3
  br i1 %104, label %97, label %105, !llvm.loop !37

105:                                              ; preds = %97, %82, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @half2_layer_scale(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #2 {
  %7 = tail call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %5) #6, !srcloc !18
  %8 = tail call i16 asm "{neg.f16 $0,$1;\0A}", "=h,h"(i16 %7) #6, !srcloc !38
  %9 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %7, i16 %7) #6, !srcloc !25
  %10 = tail call i32 asm "{  mov.b32 $0, {$1,$2};}\0A", "=r,h,h"(i16 %8, i16 %8) #6, !srcloc !25
  %11 = sdiv i32 %4, 2
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %11
  br i1 %17, label %18, label %21

18:                                               ; preds = %6
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = mul i32 %19, %13
  br label %27

21:                                               ; preds = %27, %6
  %22 = and i32 %4, 1
  %23 = icmp ne i32 %22, 0
  %24 = or i32 %15, %12
  %25 = icmp eq i32 %24, 0
  %26 = and i1 %25, %23
  br i1 %26, label %42, label %59

27:                                               ; preds = %18, %27
  %28 = phi i32 [ %16, %18 ], [ %40, %27 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds %struct.__half2, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = getelementptr inbounds %struct.__half2, ptr %1, i64 %29
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = getelementptr inbounds %struct.__half2, ptr %2, i64 %29
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call i32 asm "{fma.rn.f16x2 $0,$1,$2,$3;\0A}", "=r,r,r,r"(i32 %31, i32 %33, i32 %35) #6, !srcloc !14
  %37 = tail call i32 asm "{min.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %36, i32 %9) #6, !srcloc !39
  %38 = tail call i32 asm "{max.f16x2 $0,$1,$2;\0A}", "=r,r,r"(i32 %37, i32 %10) #6, !srcloc !40
  %39 = getelementptr inbounds %struct.__half2, ptr %3, i64 %29
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = add i32 %28, %20
  %41 = icmp slt i32 %40, %11
  br i1 %41, label %27, label %21, !llvm.loop !41

42:                                               ; preds = %21
  %43 = add nsw i32 %4, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.__half, ptr %0, i64 %44
  %46 = load i16, ptr %45, align 2, !tbaa !19
  %47 = getelementptr inbounds %struct.__half, ptr %1, i64 %44
  %48 = load i16, ptr %47, align 2, !tbaa !19
  %49 = getelementptr inbounds %struct.__half, ptr %2, i64 %44
  %50 = load i16, ptr %49, align 2, !tbaa !19
  %51 = tail call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %46, i16 %48, i16 %50) #6, !srcloc !42
  %52 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %51, i16 %8) #6, !srcloc !43
  %53 = icmp eq i16 %52, 0
  %54 = select i1 %53, i16 %51, i16 %8
  %55 = tail call i16 asm "{ .reg .pred __$$temp3;\0A  setp.ge.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %54, i16 %7) #6, !srcloc !44
  %56 = icmp eq i16 %55, 0
  %57 = select i1 %56, i16 %54, i16 %7
  %58 = getelementptr inbounds %struct.__half, ptr %3, i64 %44
  store i16 %57, ptr %58, align 2, !tbaa !19
  br label %59

59:                                               ; preds = %42, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent nounwind memory(none) }
attributes #7 = { convergent nounwind }

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
!11 = !{i64 2156382978, i64 2156383007, i64 2156383045}
!12 = !{i64 2156414713, i64 2156414747, i64 2156414784}
!13 = !{i64 2156425091, i64 2156425125, i64 2156425162}
!14 = !{i64 2157709240, i64 2157709294}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{i64 2156339706}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
!21 = !{i64 2157725386, i64 2157725413}
!22 = !{i64 2156877877, i64 2156877904}
!23 = distinct !{!23, !16, !17}
!24 = distinct !{!24, !16, !17}
!25 = !{i64 2156815442}
!26 = !{i64 8723050, i64 8723074}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZL15__shfl_xor_syncj7__half2ii: argument 0"}
!29 = distinct !{!29, !"_ZL15__shfl_xor_syncj7__half2ii"}
!30 = !{i64 2156938311, i64 2156938362}
!31 = !{i64 2156762805, i64 2156762839, i64 2156762876}
!32 = !{i64 2157740554, i64 2157740581}
!33 = !{i64 8761494, i64 8761542, i64 8761589, i64 8761636, i64 8761683, i64 8761730, i64 8761777, i64 8761824, i64 8761871, i64 2157881258, i64 2157881289, i64 2157881343, i64 2157881397, i64 2157881459, i64 2157881538, i64 2157881815, i64 2157881846, i64 2157881900, i64 2157881954, i64 2157882016, i64 2157882095, i64 2157882372, i64 2157882403, i64 2157882457, i64 2157882511, i64 2157882573, i64 2157882652, i64 2157882929, i64 2157882960, i64 2157883014, i64 2157883068, i64 2157883130, i64 2157883209, i64 8762094, i64 8762141}
!34 = !{i64 2156404446}
!35 = distinct !{!35, !16, !17}
!36 = !{i64 2157755722, i64 2157755749}
!37 = distinct !{!37, !16, !17}
!38 = !{i64 2157980147, i64 2157980165}
!39 = !{i64 2156936394, i64 2156936423}
!40 = !{i64 2156921494, i64 2156921523}
!41 = distinct !{!41, !16, !17}
!42 = !{i64 2157848796, i64 2157848848}
!43 = !{i64 2157436758, i64 2157436796, i64 2157436849}
!44 = !{i64 2157418061, i64 2157418099, i64 2157418152}
