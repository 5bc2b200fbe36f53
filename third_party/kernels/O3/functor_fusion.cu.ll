; ModuleID = 'src/functor_fusion.cu'
source_filename = "src/functor_fusion.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Scale = type { float }
%struct.Gelu = type { i8 }
%struct.Clamp = type { float, float }

$_ZNK4GeluclEfxi = comdat any

@_ZZ25fused_bias_layernorm_geluE4smem = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @fused_bias_gelu_scale(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noundef readonly byval(%struct.Scale) align 4 captures(none) %5) local_unnamed_addr #0 {
  %7 = alloca %struct.Gelu, align 8
  %8 = load float, ptr %5, align 4, !tbaa !11
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  %9 = icmp slt i32 %4, 1
  %10 = icmp slt i64 %3, 1
  %11 = or i1 %10, %9
  br i1 %11, label %97, label %12

12:                                               ; preds = %6
  %13 = zext nneg i32 %4 to i64
  %14 = mul nuw nsw i64 %3, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = mul nuw nsw i64 %16, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = zext nneg i32 %20 to i64
  %22 = mul nuw nsw i64 %21, %18
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i64 %22, %24
  %26 = mul nuw nsw i64 %19, 3
  %27 = add nuw nsw i64 %25, %26
  %28 = icmp samesign ult i64 %27, %14
  br i1 %28, label %29, label %32

29:                                               ; preds = %12
  %30 = shl nuw nsw i64 %19, 2
  %31 = shl nuw nsw i64 %19, 1
  br label %35

32:                                               ; preds = %35, %12
  %33 = phi i64 [ %25, %12 ], [ %80, %35 ]
  %34 = icmp slt i64 %33, %14
  br i1 %34, label %83, label %97

35:                                               ; preds = %29, %35
  %36 = phi i64 [ %25, %29 ], [ %80, %35 ]
  %37 = getelementptr inbounds nuw float, ptr %0, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %39 = getelementptr inbounds nuw float, ptr %37, i64 %19
  %40 = load float, ptr %39, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %41 = getelementptr inbounds nuw float, ptr %37, i64 %31
  %42 = load float, ptr %41, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %43 = getelementptr inbounds nuw float, ptr %37, i64 %26
  %44 = load float, ptr %43, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %45 = urem i64 %36, %13
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = getelementptr inbounds nuw float, ptr %1, i64 %45
  %48 = load float, ptr %47, align 4, !tbaa !11, !noalias !18
  %49 = fadd contract float %38, %48
  %50 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %49, i64 noundef %36, i32 noundef %46) #11, !noalias !18
  %51 = fmul contract float %8, %50
  %52 = add nuw nsw i64 %19, %36
  %53 = urem i64 %52, %13
  %54 = trunc nuw nsw i64 %53 to i32
  %55 = getelementptr inbounds nuw float, ptr %1, i64 %53
  %56 = load float, ptr %55, align 4, !tbaa !11, !noalias !18
  %57 = fadd contract float %40, %56
  %58 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %57, i64 noundef %52, i32 noundef %54) #11, !noalias !18
  %59 = fmul contract float %8, %58
  %60 = add nuw nsw i64 %31, %36
  %61 = urem i64 %60, %13
  %62 = trunc nuw nsw i64 %61 to i32
  %63 = getelementptr inbounds nuw float, ptr %1, i64 %61
  %64 = load float, ptr %63, align 4, !tbaa !11, !noalias !18
  %65 = fadd contract float %42, %64
  %66 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %65, i64 noundef %60, i32 noundef %62) #11, !noalias !18
  %67 = fmul contract float %8, %66
  %68 = add nuw nsw i64 %26, %36
  %69 = urem i64 %68, %13
  %70 = trunc nuw nsw i64 %69 to i32
  %71 = getelementptr inbounds nuw float, ptr %1, i64 %69
  %72 = load float, ptr %71, align 4, !tbaa !11, !noalias !18
  %73 = fadd contract float %44, %72
  %74 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %73, i64 noundef %68, i32 noundef %70) #11, !noalias !18
  %75 = fmul contract float %8, %74
  %76 = getelementptr inbounds nuw float, ptr %2, i64 %36
  store float %51, ptr %76, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %77 = getelementptr inbounds nuw float, ptr %76, i64 %19
  store float %59, ptr %77, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %78 = getelementptr inbounds nuw float, ptr %76, i64 %31
  store float %67, ptr %78, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %79 = getelementptr inbounds nuw float, ptr %76, i64 %26
  store float %75, ptr %79, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %80 = add nuw nsw i64 %36, %30
  %81 = add nuw nsw i64 %80, %26
  %82 = icmp slt i64 %81, %14
  br i1 %82, label %35, label %32, !llvm.loop !19

83:                                               ; preds = %32, %83
  %84 = phi i64 [ %95, %83 ], [ %33, %32 ]
  %85 = urem i64 %84, %13
  %86 = trunc nuw nsw i64 %85 to i32
  %87 = getelementptr inbounds nuw float, ptr %0, i64 %84
  %88 = load float, ptr %87, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %89 = getelementptr inbounds nuw float, ptr %1, i64 %85
  %90 = load float, ptr %89, align 4, !tbaa !11, !noalias !18
  %91 = fadd contract float %88, %90
  %92 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %91, i64 noundef %84, i32 noundef %86) #11, !noalias !18
  %93 = fmul contract float %8, %92
  %94 = getelementptr inbounds nuw float, ptr %2, i64 %84
  store float %93, ptr %94, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %95 = add nuw nsw i64 %84, %19
  %96 = icmp slt i64 %95, %14
  br i1 %96, label %83, label %97, !llvm.loop !21

97:                                               ; preds = %83, %32, %6
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @fused_residual_sigmoid_clamp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i64 noundef %3, i32 noundef %4, ptr noundef readonly byval(%struct.Clamp) align 4 captures(none) %5) local_unnamed_addr #2 {
  %7 = load i64, ptr %5, align 4
  %8 = trunc i64 %7 to i32
  %9 = lshr i64 %7, 32
  %10 = trunc nuw i64 %9 to i32
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %11 = bitcast i32 %8 to float
  %12 = bitcast i32 %10 to float
  %13 = icmp slt i32 %4, 1
  %14 = icmp slt i64 %3, 1
  %15 = or i1 %14, %13
  br i1 %15, label %82, label %16

16:                                               ; preds = %6
  %17 = zext nneg i32 %4 to i64
  %18 = mul nuw nsw i64 %3, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = mul nuw nsw i64 %20, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = mul nuw nsw i64 %25, %22
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = zext nneg i32 %27 to i64
  %29 = add nuw nsw i64 %26, %28
  %30 = add nuw nsw i64 %29, %23
  %31 = icmp samesign ult i64 %30, %18
  br i1 %31, label %32, label %34

32:                                               ; preds = %16
  %33 = shl nuw nsw i64 %23, 1
  br label %37

34:                                               ; preds = %37, %16
  %35 = phi i64 [ %29, %16 ], [ %63, %37 ]
  %36 = icmp slt i64 %35, %18
  br i1 %36, label %66, label %82

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %29, %32 ], [ %63, %37 ]
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11, !alias.scope !22, !noalias !25
  %41 = getelementptr inbounds nuw float, ptr %39, i64 %23
  %42 = load float, ptr %41, align 4, !tbaa !11, !alias.scope !22, !noalias !25
  %43 = getelementptr inbounds nuw float, ptr %1, i64 %38
  %44 = load float, ptr %43, align 4, !tbaa !11, !noalias !27
  %45 = fadd contract float %40, %44
  %46 = fmul float %45, 0xBFF7154760000000
  %47 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %46)
  %48 = fadd contract float %47, 1.000000e+00
  %49 = fdiv contract float 1.000000e+00, %48
  %50 = tail call noundef float @llvm.maxnum.f32(float %49, float %11)
  %51 = tail call noundef float @llvm.minnum.f32(float %50, float %12)
  %52 = getelementptr inbounds nuw float, ptr %43, i64 %23
  %53 = load float, ptr %52, align 4, !tbaa !11, !noalias !27
  %54 = fadd contract float %42, %53
  %55 = fmul float %54, 0xBFF7154760000000
  %56 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %55)
  %57 = fadd contract float %56, 1.000000e+00
  %58 = fdiv contract float 1.000000e+00, %57
  %59 = tail call noundef float @llvm.maxnum.f32(float %58, float %11)
  %60 = tail call noundef float @llvm.minnum.f32(float %59, float %12)
  %61 = getelementptr inbounds nuw float, ptr %2, i64 %38
  store float %51, ptr %61, align 4, !tbaa !11, !alias.scope !25, !noalias !22
  %62 = getelementptr inbounds nuw float, ptr %61, i64 %23
  store float %60, ptr %62, align 4, !tbaa !11, !alias.scope !25, !noalias !22
  %63 = add nuw nsw i64 %38, %33
  %64 = add nuw nsw i64 %63, %23
  %65 = icmp slt i64 %64, %18
  br i1 %65, label %37, label %34, !llvm.loop !28

66:                                               ; preds = %34, %66
  %67 = phi i64 [ %80, %66 ], [ %35, %34 ]
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11, !alias.scope !22, !noalias !25
  %70 = getelementptr inbounds nuw float, ptr %1, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !11, !noalias !27
  %72 = fadd contract float %69, %71
  %73 = fmul float %72, 0xBFF7154760000000
  %74 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %73)
  %75 = fadd contract float %74, 1.000000e+00
  %76 = fdiv contract float 1.000000e+00, %75
  %77 = tail call noundef float @llvm.maxnum.f32(float %76, float %11)
  %78 = tail call noundef float @llvm.minnum.f32(float %77, float %12)
  %79 = getelementptr inbounds nuw float, ptr %2, i64 %67
  store float %78, ptr %79, align 4, !tbaa !11, !alias.scope !25, !noalias !22
  %80 = add nuw nsw i64 %67, %23
  %81 = icmp slt i64 %80, %18
  br i1 %81, label %66, label %82, !llvm.loop !29

82:                                               ; preds = %66, %34, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fused_bias_layernorm_gelu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 {
  %10 = alloca %struct.Gelu, align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !33)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %12 = icmp sgt i32 %7, 0
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = icmp slt i32 %13, %6
  %15 = and i1 %12, %14
  br i1 %15, label %16, label %124

16:                                               ; preds = %9
  %17 = zext nneg i32 %7 to i64
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp samesign ult i32 %18, %7
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %20
  %22 = icmp samesign ugt i32 %11, 1
  %23 = uitofp nneg i32 %7 to float
  %24 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %25

25:                                               ; preds = %16, %100
  %26 = phi i32 [ %13, %16 ], [ %101, %100 ]
  %27 = sext i32 %26 to i64
  %28 = mul nsw i64 %27, %17
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %28
  br i1 %19, label %50, label %30

30:                                               ; preds = %50, %25
  %31 = phi float [ 0.000000e+00, %25 ], [ %59, %50 ]
  store float %31, ptr %21, align 4, !tbaa !11, !noalias !39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %22, label %32, label %47

32:                                               ; preds = %30, %45
  %33 = phi i32 [ %35, %45 ], [ %11, %30 ]
  %34 = add nuw nsw i32 %33, 1
  %35 = lshr i32 %34, 1
  %36 = sub nsw i32 %33, %35
  %37 = icmp slt i32 %18, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = add nuw nsw i32 %35, %18
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %40
  %42 = load float, ptr %21, align 4, !tbaa !11, !noalias !39
  %43 = load float, ptr %41, align 4, !tbaa !11, !noalias !39
  %44 = fadd contract float %42, %43
  store float %44, ptr %21, align 4, !tbaa !11, !noalias !39
  br label %45

45:                                               ; preds = %38, %32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %46 = icmp samesign ugt i32 %33, 2
  br i1 %46, label %32, label %47, !llvm.loop !40

47:                                               ; preds = %45, %30
  %48 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), align 4, !tbaa !11, !noalias !39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %49 = fdiv contract float %48, %23
  br i1 %19, label %86, label %62

50:                                               ; preds = %25, %50
  %51 = phi float [ %59, %50 ], [ 0.000000e+00, %25 ]
  %52 = phi i32 [ %60, %50 ], [ %18, %25 ]
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %29, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !11, !alias.scope !30, !noalias !41
  %56 = getelementptr inbounds float, ptr %1, i64 %53
  %57 = load float, ptr %56, align 4, !tbaa !11, !noalias !39
  %58 = fadd contract float %55, %57
  %59 = fadd contract float %51, %58
  %60 = add i32 %52, %11
  %61 = icmp slt i32 %60, %7
  br i1 %61, label %50, label %30, !llvm.loop !42

62:                                               ; preds = %86, %47
  %63 = phi float [ 0.000000e+00, %47 ], [ %97, %86 ]
  store float %63, ptr %21, align 4, !tbaa !11, !noalias !39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  br i1 %22, label %64, label %79

64:                                               ; preds = %62, %77
  %65 = phi i32 [ %67, %77 ], [ %11, %62 ]
  %66 = add nuw nsw i32 %65, 1
  %67 = lshr i32 %66, 1
  %68 = sub nsw i32 %65, %67
  %69 = icmp slt i32 %18, %68
  br i1 %69, label %70, label %77

70:                                               ; preds = %64
  %71 = add nuw nsw i32 %67, %18
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %72
  %74 = load float, ptr %21, align 4, !tbaa !11, !noalias !39
  %75 = load float, ptr %73, align 4, !tbaa !11, !noalias !39
  %76 = fadd contract float %74, %75
  store float %76, ptr %21, align 4, !tbaa !11, !noalias !39
  br label %77

77:                                               ; preds = %70, %64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %78 = icmp samesign ugt i32 %65, 2
  br i1 %78, label %64, label %79, !llvm.loop !40

79:                                               ; preds = %77, %62
  %80 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), align 4, !tbaa !11, !noalias !39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !39
  %81 = fdiv contract float %80, %23
  %82 = call noundef float @llvm.maxnum.f32(float %81, float 0.000000e+00)
  %83 = fadd contract float %8, %82
  %84 = call noundef float @llvm.nvvm.rsqrt.approx.f(float %83)
  %85 = getelementptr inbounds nuw float, ptr %4, i64 %28
  br i1 %19, label %103, label %100

86:                                               ; preds = %47, %86
  %87 = phi float [ %97, %86 ], [ 0.000000e+00, %47 ]
  %88 = phi i32 [ %98, %86 ], [ %18, %47 ]
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %29, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11, !alias.scope !30, !noalias !41
  %92 = getelementptr inbounds float, ptr %1, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !11, !noalias !39
  %94 = fadd contract float %91, %93
  %95 = fsub contract float %94, %49
  %96 = fmul contract float %95, %95
  %97 = fadd contract float %87, %96
  %98 = add i32 %88, %11
  %99 = icmp slt i32 %98, %7
  br i1 %99, label %86, label %62, !llvm.loop !43

100:                                              ; preds = %103, %79
  %101 = add i32 %26, %24
  %102 = icmp slt i32 %101, %6
  br i1 %102, label %25, label %124, !llvm.loop !44

103:                                              ; preds = %79, %103
  %104 = phi i32 [ %122, %103 ], [ %18, %79 ]
  %105 = sext i32 %104 to i64
  %106 = add nsw i64 %28, %105
  %107 = getelementptr inbounds float, ptr %29, i64 %105
  %108 = load float, ptr %107, align 4, !tbaa !11, !alias.scope !30, !noalias !41
  %109 = getelementptr inbounds float, ptr %1, i64 %105
  %110 = load float, ptr %109, align 4, !tbaa !11, !noalias !39
  %111 = fadd contract float %108, %110
  %112 = fsub contract float %111, %49
  %113 = fmul contract float %84, %112
  %114 = getelementptr inbounds float, ptr %2, i64 %105
  %115 = load float, ptr %114, align 4, !tbaa !11, !alias.scope !35, !noalias !45
  %116 = fmul contract float %115, %113
  %117 = getelementptr inbounds float, ptr %3, i64 %105
  %118 = load float, ptr %117, align 4, !tbaa !11, !alias.scope !37, !noalias !46
  %119 = fadd contract float %118, %116
  %120 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %10, float noundef %119, i64 noundef %106, i32 noundef %104) #11, !noalias !39
  %121 = getelementptr inbounds float, ptr %85, i64 %105
  store float %120, ptr %121, align 4, !tbaa !11, !alias.scope !33, !noalias !47
  %122 = add i32 %104, %11
  %123 = icmp slt i32 %122, %7
  br i1 %123, label %103, label %100, !llvm.loop !48

124:                                              ; preds = %100, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  %125 = icmp sgt i32 %7, 0
  %126 = icmp slt i32 %13, %6
  %127 = and i1 %125, %126
  br i1 %127, label %128, label %182

128:                                              ; preds = %124
  %129 = zext nneg i32 %7 to i64
  %130 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %131 = icmp samesign ult i32 %130, %7
  %132 = zext nneg i32 %130 to i64
  %133 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %132
  %134 = icmp samesign ugt i32 %11, 1
  %135 = icmp eq i32 %130, 0
  %136 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %137

137:                                              ; preds = %128, %179
  %138 = phi i32 [ %13, %128 ], [ %180, %179 ]
  %139 = sext i32 %138 to i64
  %140 = mul nsw i64 %139, %129
  %141 = getelementptr inbounds nuw float, ptr %0, i64 %140
  br i1 %131, label %142, label %155

142:                                              ; preds = %137, %142
  %143 = phi i32 [ %153, %142 ], [ %130, %137 ]
  %144 = phi float [ %152, %142 ], [ 0xFFF0000000000000, %137 ]
  %145 = sext i32 %143 to i64
  %146 = getelementptr inbounds float, ptr %141, i64 %145
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = getelementptr inbounds float, ptr %1, i64 %145
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = fadd contract float %147, %149
  %151 = call noundef float @llvm.nvvm.fabs.f32(float %150)
  %152 = call noundef float @llvm.maxnum.f32(float %144, float %151)
  %153 = add i32 %143, %11
  %154 = icmp slt i32 %153, %7
  br i1 %154, label %142, label %155, !llvm.loop !49

155:                                              ; preds = %142, %137
  %156 = phi float [ 0xFFF0000000000000, %137 ], [ %152, %142 ]
  store float %156, ptr %133, align 4, !tbaa !11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %134, label %157, label %172

157:                                              ; preds = %155, %170
  %158 = phi i32 [ %160, %170 ], [ %11, %155 ]
  %159 = add nuw nsw i32 %158, 1
  %160 = lshr i32 %159, 1
  %161 = sub nsw i32 %158, %160
  %162 = icmp slt i32 %130, %161
  br i1 %162, label %163, label %170

163:                                              ; preds = %157
  %164 = add nuw nsw i32 %160, %130
  %165 = zext nneg i32 %164 to i64
  %166 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %165
  %167 = load float, ptr %133, align 4, !tbaa !11
  %168 = load float, ptr %166, align 4, !tbaa !11
  %169 = call noundef float @llvm.maxnum.f32(float %167, float %168)
  store float %169, ptr %133, align 4, !tbaa !11
  br label %170

170:                                              ; preds = %163, %157
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %171 = icmp samesign ugt i32 %158, 2
  br i1 %171, label %157, label %172, !llvm.loop !50

172:                                              ; preds = %170, %155
  %173 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), align 4, !tbaa !11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %135, label %174, label %179

174:                                              ; preds = %172
  %175 = getelementptr inbounds float, ptr %5, i64 %139
  %176 = fcmp contract ogt float %173, 0.000000e+00
  %177 = fdiv contract float %173, 1.270000e+02
  %178 = select contract i1 %176, float %177, float 1.000000e+00
  store float %178, ptr %175, align 4, !tbaa !11
  br label %179

179:                                              ; preds = %174, %172
  %180 = add i32 %138, %136
  %181 = icmp slt i32 %180, %6
  br i1 %181, label %137, label %182, !llvm.loop !51

182:                                              ; preds = %179, %124
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: noinline nounwind
define linkonce_odr dso_local noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %0, float noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #5 comdat align 2 {
  %5 = fmul contract float %1, 0x3FA6E4E260000000
  %6 = fmul contract float %1, %5
  %7 = fmul contract float %1, %6
  %8 = fadd contract float %1, %7
  %9 = fmul contract float %8, 0x3FE9884540000000
  %10 = fmul contract float %1, 5.000000e-01
  %11 = tail call float @llvm.nvvm.fabs.f32(float %9)
  %12 = fmul float %11, 0x4007154760000000
  %13 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %12)
  %14 = fadd float %13, 1.000000e+00
  %15 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %14) #12, !srcloc !52
  %16 = tail call float @llvm.fma.f32(float %15, float -2.000000e+00, float 1.000000e+00)
  %17 = fcmp oge float %11, 0x4022059680000000
  %18 = select i1 %17, float 1.000000e+00, float %16
  %19 = tail call float @llvm.copysign.f32(float %18, float %9) #11
  %20 = fmul float %9, %9
  %21 = tail call float @llvm.fma.f32(float %20, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %22 = tail call float @llvm.fma.f32(float %21, float %20, float 0x3FC10B2820000000)
  %23 = tail call float @llvm.fma.f32(float %22, float %20, float 0xBFD5553DA0000000)
  %24 = tail call float @llvm.fma.f32(float %23, float %20, float 0.000000e+00)
  %25 = tail call float @llvm.fma.f32(float %24, float %9, float %9)
  %26 = fcmp oge float %11, 0x3FE3333340000000
  %27 = select i1 %26, float %19, float %25
  %28 = fadd contract float %27, 1.000000e+00
  %29 = fmul contract float %10, %28
  ret float %29
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #10

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #6 = { convergent nocallback nounwind }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { nounwind }
attributes #12 = { nounwind memory(none) }

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
!13 = !{!14}
!14 = distinct !{!14, !15, !"_Z5applyI7AddBias4Gelu5ScaleLi4EEvPKfPfxiT_T0_T1_: argument 0"}
!15 = distinct !{!15, !"_Z5applyI7AddBias4Gelu5ScaleLi4EEvPKfPfxiT_T0_T1_"}
!16 = !{!17}
!17 = distinct !{!17, !15, !"_Z5applyI7AddBias4Gelu5ScaleLi4EEvPKfPfxiT_T0_T1_: argument 1"}
!18 = !{!14, !17}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
!21 = distinct !{!21, !20}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_Z5applyI8Residual7Sigmoid5ClampLi2EEvPKfPfxiT_T0_T1_: argument 0"}
!24 = distinct !{!24, !"_Z5applyI8Residual7Sigmoid5ClampLi2EEvPKfPfxiT_T0_T1_"}
!25 = !{!26}
!26 = distinct !{!26, !24, !"_Z5applyI8Residual7Sigmoid5ClampLi2EEvPKfPfxiT_T0_T1_: argument 1"}
!27 = !{!23, !26}
!28 = distinct !{!28, !20}
!29 = distinct !{!29, !20}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 0"}
!32 = distinct !{!32, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_"}
!33 = !{!34}
!34 = distinct !{!34, !32, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 1"}
!35 = !{!36}
!36 = distinct !{!36, !32, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 2"}
!37 = !{!38}
!38 = distinct !{!38, !32, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 3"}
!39 = !{!31, !34, !36, !38}
!40 = distinct !{!40, !20}
!41 = !{!34, !36, !38}
!42 = distinct !{!42, !20}
!43 = distinct !{!43, !20}
!44 = distinct !{!44, !20}
!45 = !{!31, !34, !38}
!46 = !{!31, !34, !36}
!47 = !{!31, !36, !38}
!48 = distinct !{!48, !20}
!49 = distinct !{!49, !20}
!50 = distinct !{!50, !20}
!51 = distinct !{!51, !20}
!52 = !{i32 21289}
