; ModuleID = 'src/norm_layers.cu'
source_filename = "src/norm_layers.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E7s_scale = internal unnamed_addr addrspace(3) global float undef, align 4
@_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E7s_scale = internal unnamed_addr addrspace(3) global double undef, align 8

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @layernorm_warp_rows(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = lshr i32 %10, 5
  %12 = icmp eq i32 %11, 0
  %13 = icmp slt i32 %5, 1
  %14 = or i1 %12, %13
  br i1 %14, label %103, label %15

15:                                               ; preds = %7
  %16 = uitofp nneg i32 %5 to float
  %17 = fdiv contract float 1.000000e+00, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %11, %18
  %20 = lshr i32 %8, 5
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %103

23:                                               ; preds = %15
  %24 = zext nneg i32 %5 to i64
  %25 = icmp slt i32 %9, %5
  %26 = icmp slt i32 %9, %5
  %27 = icmp slt i32 %9, %5
  %28 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %29 = mul i32 %11, %28
  br label %30

30:                                               ; preds = %23, %84
  %31 = phi i32 [ %21, %23 ], [ %85, %84 ]
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 %32, %24
  %34 = getelementptr inbounds nuw float, ptr %0, i64 %33
  br i1 %25, label %48, label %35

35:                                               ; preds = %48, %30
  %36 = phi float [ 0.000000e+00, %30 ], [ %54, %48 ]
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %36, i32 16, i32 31)
  %38 = fadd contract float %36, %37
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %38, i32 8, i32 31)
  %40 = fadd contract float %38, %39
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 4, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 2, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 1, i32 31)
  %46 = fadd contract float %44, %45
  %47 = fmul contract float %17, %46
  br i1 %26, label %73, label %57

48:                                               ; preds = %30, %48
  %49 = phi float [ %54, %48 ], [ 0.000000e+00, %30 ]
  %50 = phi i32 [ %55, %48 ], [ %9, %30 ]
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw float, ptr %34, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fadd contract float %49, %53
  %55 = add nuw nsw i32 %50, 32
  %56 = icmp slt i32 %55, %5
  br i1 %56, label %48, label %35, !llvm.loop !13

57:                                               ; preds = %73, %35
  %58 = phi float [ 0.000000e+00, %35 ], [ %81, %73 ]
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 16, i32 31)
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 8, i32 31)
  %62 = fadd contract float %60, %61
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 4, i32 31)
  %64 = fadd contract float %62, %63
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %64, i32 2, i32 31)
  %66 = fadd contract float %64, %65
  %67 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %66, i32 1, i32 31)
  %68 = fadd contract float %66, %67
  %69 = fmul contract float %17, %68
  %70 = fadd contract float %6, %69
  %71 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %70)
  %72 = getelementptr inbounds nuw float, ptr %3, i64 %33
  br i1 %27, label %87, label %84

73:                                               ; preds = %35, %73
  %74 = phi i32 [ %82, %73 ], [ %9, %35 ]
  %75 = phi float [ %81, %73 ], [ 0.000000e+00, %35 ]
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr inbounds nuw float, ptr %34, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = fsub contract float %78, %47
  %80 = fmul contract float %79, %79
  %81 = fadd contract float %75, %80
  %82 = add nuw nsw i32 %74, 32
  %83 = icmp slt i32 %82, %5
  br i1 %83, label %73, label %57, !llvm.loop !16

84:                                               ; preds = %87, %57
  %85 = add i32 %31, %29
  %86 = icmp slt i32 %85, %4
  br i1 %86, label %30, label %103, !llvm.loop !17

87:                                               ; preds = %57, %87
  %88 = phi i32 [ %101, %87 ], [ %9, %57 ]
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw float, ptr %34, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fsub contract float %91, %47
  %93 = fmul contract float %71, %92
  %94 = getelementptr inbounds nuw float, ptr %1, i64 %89
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = fmul contract float %95, %93
  %97 = getelementptr inbounds nuw float, ptr %2, i64 %89
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = fadd contract float %98, %96
  %100 = getelementptr inbounds nuw float, ptr %72, i64 %89
  store float %99, ptr %100, align 4, !tbaa !11
  %101 = add nuw nsw i32 %88, 32
  %102 = icmp slt i32 %101, %5
  br i1 %102, label %87, label %84, !llvm.loop !18

103:                                              ; preds = %84, %15, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rmsnorm_rows_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(address_is_null) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !19)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !26)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = icmp ne i32 %13, 0
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %98, label %17

17:                                               ; preds = %7
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %98

20:                                               ; preds = %17
  %21 = zext nneg i32 %5 to i64
  %22 = icmp slt i32 %8, %5
  %23 = icmp eq i32 %9, 0
  %24 = zext nneg i32 %10 to i64
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %24
  %26 = icmp eq i32 %8, 0
  %27 = uitofp nneg i32 %5 to float
  %28 = icmp slt i32 %8, %5
  %29 = icmp eq ptr %2, null
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %31

31:                                               ; preds = %20, %77
  %32 = phi i32 [ %18, %20 ], [ %78, %77 ]
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %33, %21
  %35 = getelementptr inbounds nuw float, ptr %0, i64 %34
  br i1 %22, label %36, label %46

36:                                               ; preds = %31, %36
  %37 = phi float [ %43, %36 ], [ 0.000000e+00, %31 ]
  %38 = phi i32 [ %44, %36 ], [ %8, %31 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %35, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11, !alias.scope !19, !noalias !28
  %42 = fmul contract float %41, %41
  %43 = fadd contract float %37, %42
  %44 = add i32 %38, %11
  %45 = icmp slt i32 %44, %5
  br i1 %45, label %36, label %46, !llvm.loop !29

46:                                               ; preds = %36, %31
  %47 = phi float [ 0.000000e+00, %31 ], [ %43, %36 ]
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 range(i32 1, -2147483648) 16, i32 31), !noalias !30
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 range(i32 1, -2147483648) 8, i32 31), !noalias !30
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 range(i32 1, -2147483648) 4, i32 31), !noalias !30
  %53 = fadd contract float %51, %52
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %53, i32 range(i32 1, -2147483648) 2, i32 31), !noalias !30
  %55 = fadd contract float %53, %54
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %55, i32 range(i32 1, -2147483648) 1, i32 31), !noalias !30
  br i1 %23, label %57, label %59

57:                                               ; preds = %46
  %58 = fadd contract float %55, %56
  store float %58, ptr %25, align 4, !tbaa !11, !noalias !30
  br label %59

59:                                               ; preds = %57, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !30
  br i1 %26, label %64, label %73

60:                                               ; preds = %64
  %61 = fdiv contract float %70, %27
  %62 = fadd contract float %6, %61
  %63 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %62)
  store float %63, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 4, !tbaa !11, !noalias !30
  br label %73

64:                                               ; preds = %59, %64
  %65 = phi i32 [ %71, %64 ], [ 0, %59 ]
  %66 = phi float [ %70, %64 ], [ 0.000000e+00, %59 ]
  %67 = zext nneg i32 %65 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11, !noalias !30
  %70 = fadd contract float %66, %69
  %71 = add nuw nsw i32 %65, 1
  %72 = icmp eq i32 %71, %12
  br i1 %72, label %60, label %64, !llvm.loop !31

73:                                               ; preds = %60, %59
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !30
  %74 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 4, !tbaa !11, !noalias !30
  %75 = getelementptr inbounds nuw float, ptr %3, i64 %34
  %76 = getelementptr inbounds nuw float, ptr %2, i64 %34
  br i1 %28, label %80, label %77

77:                                               ; preds = %93, %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !30
  %78 = add i32 %32, %30
  %79 = icmp slt i32 %78, %4
  br i1 %79, label %31, label %98, !llvm.loop !32

80:                                               ; preds = %73, %93
  %81 = phi i32 [ %96, %93 ], [ %8, %73 ]
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %35, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11, !alias.scope !19, !noalias !28
  %85 = fmul contract float %74, %84
  %86 = getelementptr inbounds float, ptr %1, i64 %82
  %87 = load float, ptr %86, align 4, !tbaa !11, !alias.scope !22, !noalias !33
  %88 = fmul contract float %85, %87
  br i1 %29, label %93, label %89

89:                                               ; preds = %80
  %90 = getelementptr inbounds float, ptr %76, i64 %82
  %91 = load float, ptr %90, align 4, !tbaa !11, !alias.scope !24, !noalias !34
  %92 = fadd contract float %88, %91
  br label %93

93:                                               ; preds = %89, %80
  %94 = phi float [ %92, %89 ], [ %88, %80 ]
  %95 = getelementptr inbounds float, ptr %75, i64 %82
  store float %94, ptr %95, align 4, !tbaa !11, !alias.scope !26, !noalias !35
  %96 = add i32 %81, %11
  %97 = icmp slt i32 %96, %5
  br i1 %97, label %80, label %77, !llvm.loop !36

98:                                               ; preds = %77, %17, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rmsnorm_rows_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(address_is_null) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, double noundef %6) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !40)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = icmp ne i32 %13, 0
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %148, label %17

17:                                               ; preds = %7
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %148

20:                                               ; preds = %17
  %21 = zext nneg i32 %5 to i64
  %22 = icmp slt i32 %8, %5
  %23 = icmp eq i32 %9, 0
  %24 = zext nneg i32 %10 to i64
  %25 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %24
  %26 = icmp eq i32 %8, 0
  %27 = uitofp nneg i32 %5 to double
  %28 = icmp slt i32 %8, %5
  %29 = icmp eq ptr %2, null
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %31

31:                                               ; preds = %20, %127
  %32 = phi i32 [ %18, %20 ], [ %128, %127 ]
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %33, %21
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %34
  br i1 %22, label %36, label %46

36:                                               ; preds = %31, %36
  %37 = phi double [ %43, %36 ], [ 0.000000e+00, %31 ]
  %38 = phi i32 [ %44, %36 ], [ %8, %31 ]
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr %35, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !46, !alias.scope !37, !noalias !48
  %42 = fmul contract double %41, %41
  %43 = fadd contract double %37, %42
  %44 = add i32 %38, %11
  %45 = icmp slt i32 %44, %5
  br i1 %45, label %36, label %46, !llvm.loop !49

46:                                               ; preds = %36, %31
  %47 = phi double [ 0.000000e+00, %31 ], [ %43, %36 ]
  %48 = bitcast double %47 to i64
  %49 = trunc i64 %48 to i32
  %50 = lshr i64 %48, 32
  %51 = trunc nuw i64 %50 to i32
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %49, i32 range(i32 1, -2147483648) 16, i32 31), !noalias !50
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %51, i32 range(i32 1, -2147483648) 16, i32 31), !noalias !50
  %54 = zext i32 %53 to i64
  %55 = shl nuw i64 %54, 32
  %56 = zext i32 %52 to i64
  %57 = or disjoint i64 %55, %56
  %58 = bitcast i64 %57 to double
  %59 = fadd contract double %47, %58
  %60 = bitcast double %59 to i64
  %61 = trunc i64 %60 to i32
  %62 = lshr i64 %60, 32
  %63 = trunc nuw i64 %62 to i32
  %64 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 range(i32 1, -2147483648) 8, i32 31), !noalias !50
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %63, i32 range(i32 1, -2147483648) 8, i32 31), !noalias !50
  %66 = zext i32 %65 to i64
  %67 = shl nuw i64 %66, 32
  %68 = zext i32 %64 to i64
  %69 = or disjoint i64 %67, %68
  %70 = bitcast i64 %69 to double
  %71 = fadd contract double %59, %70
  %72 = bitcast double %71 to i64
  %73 = trunc i64 %72 to i32
  %74 = lshr i64 %72, 32
  %75 = trunc nuw i64 %74 to i32
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 range(i32 1, -2147483648) 4, i32 31), !noalias !50
  %77 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %75, i32 range(i32 1, -2147483648) 4, i32 31), !noalias !50
  %78 = zext i32 %77 to i64
  %79 = shl nuw i64 %78, 32
  %80 = zext i32 %76 to i64
  %81 = or disjoint i64 %79, %80
  %82 = bitcast i64 %81 to double
  %83 = fadd contract double %71, %82
  %84 = bitcast double %83 to i64
  %85 = trunc i64 %84 to i32
  %86 = lshr i64 %84, 32
  %87 = trunc nuw i64 %86 to i32
  %88 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %85, i32 range(i32 1, -2147483648) 2, i32 31), !noalias !50
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %87, i32 range(i32 1, -2147483648) 2, i32 31), !noalias !50
  %90 = zext i32 %89 to i64
  %91 = shl nuw i64 %90, 32
  %92 = zext i32 %88 to i64
  %93 = or disjoint i64 %91, %92
  %94 = bitcast i64 %93 to double
  %95 = fadd contract double %83, %94
  %96 = bitcast double %95 to i64
  %97 = trunc i64 %96 to i32
  %98 = lshr i64 %96, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %97, i32 range(i32 1, -2147483648) 1, i32 31), !noalias !50
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %99, i32 range(i32 1, -2147483648) 1, i32 31), !noalias !50
  br i1 %23, label %102, label %109

102:                                              ; preds = %46
  %103 = zext i32 %101 to i64
  %104 = shl nuw i64 %103, 32
  %105 = zext i32 %100 to i64
  %106 = or disjoint i64 %104, %105
  %107 = bitcast i64 %106 to double
  %108 = fadd contract double %95, %107
  store double %108, ptr %25, align 8, !tbaa !46, !noalias !50
  br label %109

109:                                              ; preds = %102, %46
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !50
  br i1 %26, label %114, label %123

110:                                              ; preds = %114
  %111 = fdiv contract double %120, %27
  %112 = fadd contract double %6, %111
  %113 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %112)
  store double %113, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 8, !tbaa !46, !noalias !50
  br label %123

114:                                              ; preds = %109, %114
  %115 = phi i32 [ %121, %114 ], [ 0, %109 ]
  %116 = phi double [ %120, %114 ], [ 0.000000e+00, %109 ]
  %117 = zext nneg i32 %115 to i64
  %118 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %117
  %119 = load double, ptr %118, align 8, !tbaa !46, !noalias !50
  %120 = fadd contract double %116, %119
  %121 = add nuw nsw i32 %115, 1
  %122 = icmp eq i32 %121, %12
  br i1 %122, label %110, label %114, !llvm.loop !51

123:                                              ; preds = %110, %109
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !50
  %124 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 8, !tbaa !46, !noalias !50
  %125 = getelementptr inbounds nuw double, ptr %3, i64 %34
  %126 = getelementptr inbounds nuw double, ptr %2, i64 %34
  br i1 %28, label %130, label %127

127:                                              ; preds = %143, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !50
  %128 = add i32 %32, %30
  %129 = icmp slt i32 %128, %4
  br i1 %129, label %31, label %148, !llvm.loop !52

130:                                              ; preds = %123, %143
  %131 = phi i32 [ %146, %143 ], [ %8, %123 ]
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds double, ptr %35, i64 %132
  %134 = load double, ptr %133, align 8, !tbaa !46, !alias.scope !37, !noalias !48
  %135 = fmul contract double %124, %134
  %136 = getelementptr inbounds double, ptr %1, i64 %132
  %137 = load double, ptr %136, align 8, !tbaa !46, !alias.scope !40, !noalias !53
  %138 = fmul contract double %135, %137
  br i1 %29, label %143, label %139

139:                                              ; preds = %130
  %140 = getelementptr inbounds double, ptr %126, i64 %132
  %141 = load double, ptr %140, align 8, !tbaa !46, !alias.scope !42, !noalias !54
  %142 = fadd contract double %138, %141
  br label %143

143:                                              ; preds = %139, %130
  %144 = phi double [ %142, %139 ], [ %138, %130 ]
  %145 = getelementptr inbounds double, ptr %125, i64 %132
  store double %144, ptr %145, align 8, !tbaa !46, !alias.scope !44, !noalias !55
  %146 = add i32 %131, %11
  %147 = icmp slt i32 %146, %5
  br i1 %147, label %130, label %127, !llvm.loop !56

148:                                              ; preds = %127, %17, %7
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 0"}
!21 = distinct !{!21, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_"}
!22 = !{!23}
!23 = distinct !{!23, !21, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 1"}
!24 = !{!25}
!25 = distinct !{!25, !21, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 2"}
!26 = !{!27}
!27 = distinct !{!27, !21, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 3"}
!28 = !{!23, !25, !27}
!29 = distinct !{!29, !14, !15}
!30 = !{!20, !23, !25, !27}
!31 = distinct !{!31, !14, !15}
!32 = distinct !{!32, !14, !15}
!33 = !{!20, !25, !27}
!34 = !{!20, !23, !27}
!35 = !{!20, !23, !25}
!36 = distinct !{!36, !14, !15}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 0"}
!39 = distinct !{!39, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_"}
!40 = !{!41}
!41 = distinct !{!41, !39, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 1"}
!42 = !{!43}
!43 = distinct !{!43, !39, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 2"}
!44 = !{!45}
!45 = distinct !{!45, !39, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 3"}
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !8, i64 0}
!48 = !{!41, !43, !45}
!49 = distinct !{!49, !14, !15}
!50 = !{!38, !41, !43, !45}
!51 = distinct !{!51, !14, !15}
!52 = distinct !{!52, !14, !15}
!53 = !{!38, !43, !45}
!54 = !{!38, !41, !45}
!55 = !{!38, !41, !43}
!56 = distinct !{!56, !14, !15}
