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
  br i1 %11, label %102, label %12

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
  %28 = icmp slt i64 %27, %14
  br i1 %28, label %29, label %37

29:                                               ; preds = %12
  %30 = shl nuw nsw i64 %19, 2
  %31 = mul nuw nsw i64 %19, 12
  %32 = shl nuw nsw i64 %19, 3
  %33 = shl nuw nsw i64 %19, 1
  %34 = mul nuw nsw i64 %19, 3
  %35 = shl nuw nsw i64 %19, 3
  %36 = mul nuw nsw i64 %19, 12
  br label %40

37:                                               ; preds = %40, %12
  %38 = phi i64 [ %25, %12 ], [ %85, %40 ]
  %39 = icmp slt i64 %38, %14
  br i1 %39, label %88, label %102

40:                                               ; preds = %29, %40
  %41 = phi i64 [ %25, %29 ], [ %85, %40 ]
  %42 = getelementptr inbounds nuw float, ptr %0, i64 %41
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 %31
  %44 = load float, ptr %43, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %45 = getelementptr inbounds nuw i8, ptr %42, i64 %32
  %46 = load float, ptr %45, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %47 = getelementptr inbounds nuw float, ptr %42, i64 %19
  %48 = load float, ptr %47, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %49 = load float, ptr %42, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %50 = urem i64 %41, %13
  %51 = trunc nuw nsw i64 %50 to i32
  %52 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %53 = load float, ptr %52, align 4, !tbaa !11, !noalias !18
  %54 = fadd contract float %49, %53
  %55 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %54, i64 noundef %41, i32 noundef %51) #11, !noalias !18
  %56 = add nuw nsw i64 %19, %41
  %57 = urem i64 %56, %13
  %58 = trunc nuw nsw i64 %57 to i32
  %59 = getelementptr inbounds nuw float, ptr %1, i64 %57
  %60 = load float, ptr %59, align 4, !tbaa !11, !noalias !18
  %61 = fadd contract float %48, %60
  %62 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %61, i64 noundef %56, i32 noundef %58) #11, !noalias !18
  %63 = add nuw nsw i64 %33, %41
  %64 = urem i64 %63, %13
  %65 = trunc nuw nsw i64 %64 to i32
  %66 = getelementptr inbounds nuw float, ptr %1, i64 %64
  %67 = load float, ptr %66, align 4, !tbaa !11, !noalias !18
  %68 = fadd contract float %46, %67
  %69 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %68, i64 noundef %63, i32 noundef %65) #11, !noalias !18
  %70 = add nuw nsw i64 %34, %41
  %71 = urem i64 %70, %13
  %72 = trunc nuw nsw i64 %71 to i32
  %73 = getelementptr inbounds nuw float, ptr %1, i64 %71
  %74 = load float, ptr %73, align 4, !tbaa !11, !noalias !18
  %75 = fadd contract float %44, %74
  %76 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %75, i64 noundef %70, i32 noundef %72) #11, !noalias !18
  %77 = getelementptr inbounds nuw float, ptr %2, i64 %41
  %78 = fmul contract float %8, %76
  %79 = fmul contract float %8, %69
  %80 = fmul contract float %8, %62
  %81 = fmul contract float %8, %55
  store float %81, ptr %77, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %82 = getelementptr inbounds nuw float, ptr %77, i64 %19
  store float %80, ptr %82, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %83 = getelementptr inbounds nuw i8, ptr %77, i64 %35
  store float %79, ptr %83, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %84 = getelementptr inbounds nuw i8, ptr %77, i64 %36
  store float %78, ptr %84, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %85 = add nuw nsw i64 %41, %30
  %86 = add nuw nsw i64 %85, %26
  %87 = icmp slt i64 %86, %14
  br i1 %87, label %40, label %37, !llvm.loop !19

88:                                               ; preds = %37, %88
  %89 = phi i64 [ %100, %88 ], [ %38, %37 ]
  %90 = urem i64 %89, %13
  %91 = trunc nuw nsw i64 %90 to i32
  %92 = getelementptr inbounds nuw float, ptr %0, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !11, !alias.scope !13, !noalias !16
  %94 = getelementptr inbounds nuw float, ptr %1, i64 %90
  %95 = load float, ptr %94, align 4, !tbaa !11, !noalias !18
  %96 = fadd contract float %93, %95
  %97 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %7, float noundef %96, i64 noundef %89, i32 noundef %91) #11, !noalias !18
  %98 = fmul contract float %8, %97
  %99 = getelementptr inbounds nuw float, ptr %2, i64 %89
  store float %98, ptr %99, align 4, !tbaa !11, !alias.scope !16, !noalias !13
  %100 = add nuw nsw i64 %89, %19
  %101 = icmp slt i64 %100, %14
  br i1 %101, label %88, label %102, !llvm.loop !22

102:                                              ; preds = %88, %37, %6
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
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
  %31 = icmp slt i64 %30, %18
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
  %39 = getelementptr inbounds nuw float, ptr %2, i64 %38
  %40 = getelementptr inbounds nuw float, ptr %0, i64 %38
  %41 = getelementptr inbounds nuw float, ptr %40, i64 %23
  %42 = load float, ptr %41, align 4, !tbaa !11, !alias.scope !23, !noalias !26
  %43 = getelementptr inbounds nuw float, ptr %1, i64 %38
  %44 = getelementptr inbounds nuw float, ptr %43, i64 %23
  %45 = load float, ptr %44, align 4, !tbaa !11, !noalias !28
  %46 = fadd contract float %42, %45
  %47 = fmul float %46, 0xBFF7154760000000
  %48 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %47)
  %49 = fadd contract float %48, 1.000000e+00
  %50 = fdiv contract float 1.000000e+00, %49
  %51 = tail call noundef float @llvm.maxnum.f32(float %50, float %11)
  %52 = tail call noundef float @llvm.minnum.f32(float %51, float %12)
  %53 = load float, ptr %40, align 4, !tbaa !11, !alias.scope !23, !noalias !26
  %54 = load float, ptr %43, align 4, !tbaa !11, !noalias !28
  %55 = fadd contract float %53, %54
  %56 = fmul float %55, 0xBFF7154760000000
  %57 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %56)
  %58 = fadd contract float %57, 1.000000e+00
  %59 = fdiv contract float 1.000000e+00, %58
  %60 = tail call noundef float @llvm.maxnum.f32(float %59, float %11)
  %61 = tail call noundef float @llvm.minnum.f32(float %60, float %12)
  store float %61, ptr %39, align 4, !tbaa !11, !alias.scope !26, !noalias !23
  %62 = getelementptr inbounds nuw float, ptr %39, i64 %23
  store float %52, ptr %62, align 4, !tbaa !11, !alias.scope !26, !noalias !23
  %63 = add nuw nsw i64 %38, %33
  %64 = add nuw nsw i64 %63, %23
  %65 = icmp slt i64 %64, %18
  br i1 %65, label %37, label %34, !llvm.loop !29

66:                                               ; preds = %34, %66
  %67 = phi i64 [ %80, %66 ], [ %35, %34 ]
  %68 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11, !alias.scope !23, !noalias !26
  %70 = getelementptr inbounds nuw float, ptr %1, i64 %67
  %71 = load float, ptr %70, align 4, !tbaa !11, !noalias !28
  %72 = fadd contract float %69, %71
  %73 = fmul float %72, 0xBFF7154760000000
  %74 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %73)
  %75 = fadd contract float %74, 1.000000e+00
  %76 = fdiv contract float 1.000000e+00, %75
  %77 = tail call noundef float @llvm.maxnum.f32(float %76, float %11)
  %78 = tail call noundef float @llvm.minnum.f32(float %77, float %12)
  %79 = getelementptr inbounds nuw float, ptr %2, i64 %67
  store float %78, ptr %79, align 4, !tbaa !11, !alias.scope !26, !noalias !23
  %80 = add nuw nsw i64 %67, %23
  %81 = icmp slt i64 %80, %18
  br i1 %81, label %66, label %82, !llvm.loop !30

82:                                               ; preds = %66, %34, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fused_bias_layernorm_gelu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 {
  %10 = alloca %struct.Gelu, align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !34)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !36)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %12 = icmp slt i32 %7, 1
  br i1 %12, label %127, label %13

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %127

16:                                               ; preds = %13
  %17 = zext nneg i32 %7 to i64
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = icmp slt i32 %18, %7
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %20
  %22 = icmp samesign ugt i32 %11, 1
  %23 = uitofp nneg i32 %7 to float
  %24 = icmp slt i32 %18, %7
  %25 = icmp samesign ugt i32 %11, 1
  %26 = icmp slt i32 %18, %7
  %27 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %28

28:                                               ; preds = %16, %103
  %29 = phi i32 [ %14, %16 ], [ %104, %103 ]
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %30, %17
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31
  br i1 %19, label %53, label %33

33:                                               ; preds = %53, %28
  %34 = phi float [ 0.000000e+00, %28 ], [ %62, %53 ]
  store float %34, ptr %21, align 4, !tbaa !11, !noalias !40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  br i1 %22, label %35, label %50

35:                                               ; preds = %33, %48
  %36 = phi i32 [ %38, %48 ], [ %11, %33 ]
  %37 = add nuw nsw i32 %36, 1
  %38 = lshr i32 %37, 1
  %39 = sub nsw i32 %36, %38
  %40 = icmp slt i32 %18, %39
  br i1 %40, label %41, label %48

41:                                               ; preds = %35
  %42 = load float, ptr %21, align 4, !tbaa !11, !noalias !40
  %43 = add nuw nsw i32 %38, %18
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %44
  %46 = load float, ptr %45, align 4, !tbaa !11, !noalias !40
  %47 = fadd contract float %42, %46
  store float %47, ptr %21, align 4, !tbaa !11, !noalias !40
  br label %48

48:                                               ; preds = %41, %35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %49 = icmp samesign ugt i32 %36, 2
  br i1 %49, label %35, label %50, !llvm.loop !41

50:                                               ; preds = %48, %33
  %51 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), align 4, !tbaa !11, !noalias !40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %52 = fdiv contract float %51, %23
  br i1 %24, label %89, label %65

53:                                               ; preds = %28, %53
  %54 = phi float [ %62, %53 ], [ 0.000000e+00, %28 ]
  %55 = phi i32 [ %63, %53 ], [ %18, %28 ]
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %32, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11, !alias.scope !31, !noalias !42
  %59 = getelementptr inbounds float, ptr %1, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !11, !noalias !40
  %61 = fadd contract float %58, %60
  %62 = fadd contract float %54, %61
  %63 = add i32 %55, %11
  %64 = icmp slt i32 %63, %7
  br i1 %64, label %53, label %33, !llvm.loop !43

65:                                               ; preds = %89, %50
  %66 = phi float [ 0.000000e+00, %50 ], [ %100, %89 ]
  store float %66, ptr %21, align 4, !tbaa !11, !noalias !40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  br i1 %25, label %67, label %82

67:                                               ; preds = %65, %80
  %68 = phi i32 [ %70, %80 ], [ %11, %65 ]
  %69 = add nuw nsw i32 %68, 1
  %70 = lshr i32 %69, 1
  %71 = sub nsw i32 %68, %70
  %72 = icmp slt i32 %18, %71
  br i1 %72, label %73, label %80

73:                                               ; preds = %67
  %74 = load float, ptr %21, align 4, !tbaa !11, !noalias !40
  %75 = add nuw nsw i32 %70, %18
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !11, !noalias !40
  %79 = fadd contract float %74, %78
  store float %79, ptr %21, align 4, !tbaa !11, !noalias !40
  br label %80

80:                                               ; preds = %73, %67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %81 = icmp samesign ugt i32 %68, 2
  br i1 %81, label %67, label %82, !llvm.loop !41

82:                                               ; preds = %80, %65
  %83 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), align 4, !tbaa !11, !noalias !40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !40
  %84 = fdiv contract float %83, %23
  %85 = call noundef float @llvm.maxnum.f32(float %84, float 0.000000e+00)
  %86 = fadd contract float %8, %85
  %87 = call noundef float @llvm.nvvm.rsqrt.approx.f(float %86)
  %88 = getelementptr inbounds nuw float, ptr %4, i64 %31
  br i1 %26, label %106, label %103

89:                                               ; preds = %50, %89
  %90 = phi float [ %100, %89 ], [ 0.000000e+00, %50 ]
  %91 = phi i32 [ %101, %89 ], [ %18, %50 ]
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr %32, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !11, !alias.scope !31, !noalias !42
  %95 = getelementptr inbounds float, ptr %1, i64 %92
  %96 = load float, ptr %95, align 4, !tbaa !11, !noalias !40
  %97 = fadd contract float %94, %96
  %98 = fsub contract float %97, %52
  %99 = fmul contract float %98, %98
  %100 = fadd contract float %90, %99
  %101 = add i32 %91, %11
  %102 = icmp slt i32 %101, %7
  br i1 %102, label %89, label %65, !llvm.loop !44

103:                                              ; preds = %106, %82
  %104 = add i32 %29, %27
  %105 = icmp slt i32 %104, %6
  br i1 %105, label %28, label %127, !llvm.loop !45

106:                                              ; preds = %82, %106
  %107 = phi i32 [ %125, %106 ], [ %18, %82 ]
  %108 = sext i32 %107 to i64
  %109 = add nsw i64 %31, %108
  %110 = getelementptr inbounds float, ptr %32, i64 %108
  %111 = load float, ptr %110, align 4, !tbaa !11, !alias.scope !31, !noalias !42
  %112 = getelementptr inbounds float, ptr %1, i64 %108
  %113 = load float, ptr %112, align 4, !tbaa !11, !noalias !40
  %114 = fadd contract float %111, %113
  %115 = fsub contract float %114, %52
  %116 = fmul contract float %87, %115
  %117 = getelementptr inbounds float, ptr %2, i64 %108
  %118 = load float, ptr %117, align 4, !tbaa !11, !alias.scope !36, !noalias !46
  %119 = fmul contract float %118, %116
  %120 = getelementptr inbounds float, ptr %3, i64 %108
  %121 = load float, ptr %120, align 4, !tbaa !11, !alias.scope !38, !noalias !47
  %122 = fadd contract float %121, %119
  %123 = call contract noundef float @_ZNK4GeluclEfxi(ptr noundef nonnull align 1 dereferenceable(1) %10, float noundef %122, i64 noundef %109, i32 noundef %107) #11, !noalias !40
  %124 = getelementptr inbounds float, ptr %88, i64 %108
  store float %123, ptr %124, align 4, !tbaa !11, !alias.scope !34, !noalias !48
  %125 = add i32 %107, %11
  %126 = icmp slt i32 %125, %7
  br i1 %126, label %106, label %103, !llvm.loop !49

127:                                              ; preds = %103, %13, %9
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  %128 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %129 = icmp sgt i32 %7, 0
  %130 = icmp slt i32 %128, %6
  %131 = and i1 %129, %130
  br i1 %131, label %132, label %186

132:                                              ; preds = %127
  %133 = zext nneg i32 %7 to i64
  %134 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %135 = icmp slt i32 %134, %7
  %136 = zext nneg i32 %134 to i64
  %137 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %136
  %138 = icmp samesign ugt i32 %11, 1
  %139 = icmp eq i32 %134, 0
  %140 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %141

141:                                              ; preds = %132, %183
  %142 = phi i32 [ %128, %132 ], [ %184, %183 ]
  %143 = sext i32 %142 to i64
  %144 = mul nsw i64 %143, %133
  %145 = getelementptr inbounds nuw float, ptr %0, i64 %144
  br i1 %135, label %146, label %159

146:                                              ; preds = %141, %146
  %147 = phi i32 [ %157, %146 ], [ %134, %141 ]
  %148 = phi float [ %156, %146 ], [ 0xFFF0000000000000, %141 ]
  %149 = sext i32 %147 to i64
  %150 = getelementptr inbounds float, ptr %145, i64 %149
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = getelementptr inbounds float, ptr %1, i64 %149
  %153 = load float, ptr %152, align 4, !tbaa !11
  %154 = fadd contract float %151, %153
  %155 = call noundef float @llvm.nvvm.fabs.f32(float %154)
  %156 = call noundef float @llvm.maxnum.f32(float %148, float %155)
  %157 = add i32 %147, %11
  %158 = icmp slt i32 %157, %7
  br i1 %158, label %146, label %159, !llvm.loop !50

159:                                              ; preds = %146, %141
  %160 = phi float [ 0xFFF0000000000000, %141 ], [ %156, %146 ]
  store float %160, ptr %137, align 4, !tbaa !11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %138, label %161, label %176

161:                                              ; preds = %159, %174
  %162 = phi i32 [ %164, %174 ], [ %11, %159 ]
  %163 = add nuw nsw i32 %162, 1
  %164 = lshr i32 %163, 1
  %165 = sub nsw i32 %162, %164
  %166 = icmp slt i32 %134, %165
  br i1 %166, label %167, label %174

167:                                              ; preds = %161
  %168 = load float, ptr %137, align 4, !tbaa !11
  %169 = add nuw nsw i32 %164, %134
  %170 = zext nneg i32 %169 to i64
  %171 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), i64 %170
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = call noundef float @llvm.maxnum.f32(float %168, float %172)
  store float %173, ptr %137, align 4, !tbaa !11
  br label %174

174:                                              ; preds = %167, %161
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = icmp samesign ugt i32 %162, 2
  br i1 %175, label %161, label %176, !llvm.loop !51

176:                                              ; preds = %174, %159
  %177 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ25fused_bias_layernorm_geluE4smem to ptr), align 4, !tbaa !11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %139, label %178, label %183

178:                                              ; preds = %176
  %179 = fcmp contract ogt float %177, 0.000000e+00
  %180 = fdiv contract float %177, 1.270000e+02
  %181 = select contract i1 %179, float %180, float 1.000000e+00
  %182 = getelementptr inbounds float, ptr %5, i64 %143
  store float %181, ptr %182, align 4, !tbaa !11
  br label %183

183:                                              ; preds = %178, %176
  %184 = add i32 %142, %140
  %185 = icmp slt i32 %184, %6
  br i1 %185, label %141, label %186, !llvm.loop !52

186:                                              ; preds = %183, %127
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
  %15 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %14) #12, !srcloc !53
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
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !20, !21}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_Z5applyI8Residual7Sigmoid5ClampLi2EEvPKfPfxiT_T0_T1_: argument 0"}
!25 = distinct !{!25, !"_Z5applyI8Residual7Sigmoid5ClampLi2EEvPKfPfxiT_T0_T1_"}
!26 = !{!27}
!27 = distinct !{!27, !25, !"_Z5applyI8Residual7Sigmoid5ClampLi2EEvPKfPfxiT_T0_T1_: argument 1"}
!28 = !{!24, !27}
!29 = distinct !{!29, !20, !21}
!30 = distinct !{!30, !20, !21}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 0"}
!33 = distinct !{!33, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_"}
!34 = !{!35}
!35 = distinct !{!35, !33, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 1"}
!36 = !{!37}
!37 = distinct !{!37, !33, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 2"}
!38 = !{!39}
!39 = distinct !{!39, !33, !"_Z13row_layernormI7AddBias4GeluEvPKfPfS3_S3_iifT_T0_S4_: argument 3"}
!40 = !{!32, !35, !37, !39}
!41 = distinct !{!41, !20, !21}
!42 = !{!35, !37, !39}
!43 = distinct !{!43, !20, !21}
!44 = distinct !{!44, !20, !21}
!45 = distinct !{!45, !20, !21}
!46 = !{!32, !35, !39}
!47 = !{!32, !35, !37}
!48 = !{!32, !37, !39}
!49 = distinct !{!49, !20, !21}
!50 = distinct !{!50, !20, !21}
!51 = distinct !{!51, !20, !21}
!52 = distinct !{!52, !20, !21}
!53 = !{i32 21289}
