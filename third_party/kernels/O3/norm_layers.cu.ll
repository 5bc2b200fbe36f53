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
  br i1 %14, label %101, label %15

15:                                               ; preds = %7
  %16 = uitofp nneg i32 %5 to float
  %17 = fdiv contract float 1.000000e+00, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = mul i32 %11, %18
  %20 = lshr i32 %8, 5
  %21 = add i32 %19, %20
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %101

23:                                               ; preds = %15
  %24 = zext nneg i32 %5 to i64
  %25 = icmp samesign ult i32 %9, %5
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = mul i32 %11, %26
  br label %28

28:                                               ; preds = %23, %82
  %29 = phi i32 [ %21, %23 ], [ %83, %82 ]
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %30, %24
  %32 = getelementptr inbounds nuw float, ptr %0, i64 %31
  br i1 %25, label %46, label %33

33:                                               ; preds = %46, %28
  %34 = phi float [ 0.000000e+00, %28 ], [ %52, %46 ]
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 16, i32 31)
  %36 = fadd contract float %34, %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %36, i32 8, i32 31)
  %38 = fadd contract float %36, %37
  %39 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %38, i32 4, i32 31)
  %40 = fadd contract float %38, %39
  %41 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %40, i32 2, i32 31)
  %42 = fadd contract float %40, %41
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 1, i32 31)
  %44 = fadd contract float %42, %43
  %45 = fmul contract float %17, %44
  br i1 %25, label %71, label %55

46:                                               ; preds = %28, %46
  %47 = phi float [ %52, %46 ], [ 0.000000e+00, %28 ]
  %48 = phi i32 [ %53, %46 ], [ %9, %28 ]
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr %32, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd contract float %47, %51
  %53 = add nuw nsw i32 %48, 32
  %54 = icmp slt i32 %53, %5
  br i1 %54, label %46, label %33, !llvm.loop !13

55:                                               ; preds = %71, %33
  %56 = phi float [ 0.000000e+00, %33 ], [ %79, %71 ]
  %57 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %56, i32 16, i32 31)
  %58 = fadd contract float %56, %57
  %59 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %58, i32 8, i32 31)
  %60 = fadd contract float %58, %59
  %61 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %60, i32 4, i32 31)
  %62 = fadd contract float %60, %61
  %63 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %62, i32 2, i32 31)
  %64 = fadd contract float %62, %63
  %65 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %64, i32 1, i32 31)
  %66 = fadd contract float %64, %65
  %67 = fmul contract float %17, %66
  %68 = fadd contract float %6, %67
  %69 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %68)
  %70 = getelementptr inbounds nuw float, ptr %3, i64 %31
  br i1 %25, label %85, label %82

71:                                               ; preds = %33, %71
  %72 = phi i32 [ %80, %71 ], [ %9, %33 ]
  %73 = phi float [ %79, %71 ], [ 0.000000e+00, %33 ]
  %74 = zext nneg i32 %72 to i64
  %75 = getelementptr inbounds nuw float, ptr %32, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fsub contract float %76, %45
  %78 = fmul contract float %77, %77
  %79 = fadd contract float %73, %78
  %80 = add nuw nsw i32 %72, 32
  %81 = icmp slt i32 %80, %5
  br i1 %81, label %71, label %55, !llvm.loop !15

82:                                               ; preds = %85, %55
  %83 = add i32 %29, %27
  %84 = icmp slt i32 %83, %4
  br i1 %84, label %28, label %101, !llvm.loop !16

85:                                               ; preds = %55, %85
  %86 = phi i32 [ %99, %85 ], [ %9, %55 ]
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr %32, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = fsub contract float %89, %45
  %91 = fmul contract float %69, %90
  %92 = getelementptr inbounds nuw float, ptr %1, i64 %87
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fmul contract float %93, %91
  %95 = getelementptr inbounds nuw float, ptr %2, i64 %87
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fadd contract float %96, %94
  %98 = getelementptr inbounds nuw float, ptr %70, i64 %87
  store float %97, ptr %98, align 4, !tbaa !11
  %99 = add nuw nsw i32 %86, 32
  %100 = icmp slt i32 %99, %5
  br i1 %100, label %85, label %82, !llvm.loop !17

101:                                              ; preds = %82, %15, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rmsnorm_rows_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(address_is_null) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !23)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = icmp ne i32 %13, 0
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %156, label %17

17:                                               ; preds = %7
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %156

20:                                               ; preds = %17
  %21 = zext nneg i32 %5 to i64
  %22 = icmp samesign ult i32 %8, %5
  %23 = icmp eq i32 %9, 0
  %24 = zext nneg i32 %10 to i64
  %25 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %24
  %26 = icmp eq i32 %8, 0
  %27 = uitofp nneg i32 %5 to float
  %28 = icmp eq ptr %2, null
  %29 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = and i32 %12, 7
  %31 = icmp samesign ult i32 %11, 256
  %32 = and i32 %12, 56
  %33 = icmp eq i32 %30, 0
  %34 = icmp ne i32 %30, 0
  br label %35

35:                                               ; preds = %20, %135
  %36 = phi i32 [ %18, %20 ], [ %136, %135 ]
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, %21
  %39 = getelementptr inbounds nuw float, ptr %0, i64 %38
  br i1 %22, label %51, label %40

40:                                               ; preds = %51, %35
  %41 = phi float [ 0.000000e+00, %35 ], [ %58, %51 ]
  %42 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %41, i32 range(i32 1, -2147483648) 16, i32 31), !noalias !27
  %43 = fadd contract float %41, %42
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %43, i32 range(i32 1, -2147483648) 8, i32 31), !noalias !27
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 range(i32 1, -2147483648) 4, i32 31), !noalias !27
  %47 = fadd contract float %45, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %47, i32 range(i32 1, -2147483648) 2, i32 31), !noalias !27
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %49, i32 range(i32 1, -2147483648) 1, i32 31), !noalias !27
  br i1 %23, label %61, label %63

51:                                               ; preds = %35, %51
  %52 = phi float [ %58, %51 ], [ 0.000000e+00, %35 ]
  %53 = phi i32 [ %59, %51 ], [ %8, %35 ]
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %39, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %57 = fmul contract float %56, %56
  %58 = fadd contract float %52, %57
  %59 = add i32 %53, %11
  %60 = icmp slt i32 %59, %5
  br i1 %60, label %51, label %40, !llvm.loop !29

61:                                               ; preds = %40
  %62 = fadd contract float %49, %50
  store float %62, ptr %25, align 4, !tbaa !11, !noalias !27
  br label %63

63:                                               ; preds = %61, %40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  br i1 %26, label %64, label %131

64:                                               ; preds = %63
  br i1 %31, label %66, label %85

65:                                               ; preds = %85
  br i1 %33, label %80, label %66

66:                                               ; preds = %65, %64
  %67 = phi i32 [ 0, %64 ], [ %128, %65 ]
  %68 = phi float [ 0.000000e+00, %64 ], [ %127, %65 ]
  tail call void @llvm.assume(i1 %34)
  br label %69

69:                                               ; preds = %69, %66
  %70 = phi i32 [ %77, %69 ], [ %67, %66 ]
  %71 = phi float [ %76, %69 ], [ %68, %66 ]
  %72 = phi i32 [ %78, %69 ], [ 0, %66 ]
  %73 = zext nneg i32 %70 to i64
  %74 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11, !noalias !27
  %76 = fadd contract float %71, %75
  %77 = add nuw nsw i32 %70, 1
  %78 = add i32 %72, 1
  %79 = icmp eq i32 %78, %30
  br i1 %79, label %80, label %69, !llvm.loop !30

80:                                               ; preds = %69, %65
  %81 = phi float [ %127, %65 ], [ %76, %69 ]
  %82 = fdiv contract float %81, %27
  %83 = fadd contract float %6, %82
  %84 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %83)
  store float %84, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 4, !tbaa !11, !noalias !27
  br label %131

85:                                               ; preds = %64, %85
  %86 = phi i32 [ %128, %85 ], [ 0, %64 ]
  %87 = phi float [ %127, %85 ], [ 0.000000e+00, %64 ]
  %88 = phi i32 [ %129, %85 ], [ 0, %64 ]
  %89 = zext nneg i32 %86 to i64
  %90 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11, !noalias !27
  %92 = fadd contract float %87, %91
  %93 = zext nneg i32 %86 to i64
  %94 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %93
  %95 = getelementptr inbounds nuw i8, ptr %94, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !11, !noalias !27
  %97 = fadd contract float %92, %96
  %98 = zext nneg i32 %86 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %98
  %100 = getelementptr inbounds nuw i8, ptr %99, i64 8
  %101 = load float, ptr %100, align 4, !tbaa !11, !noalias !27
  %102 = fadd contract float %97, %101
  %103 = zext nneg i32 %86 to i64
  %104 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 12
  %106 = load float, ptr %105, align 4, !tbaa !11, !noalias !27
  %107 = fadd contract float %102, %106
  %108 = zext nneg i32 %86 to i64
  %109 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %108
  %110 = getelementptr inbounds nuw i8, ptr %109, i64 16
  %111 = load float, ptr %110, align 4, !tbaa !11, !noalias !27
  %112 = fadd contract float %107, %111
  %113 = zext nneg i32 %86 to i64
  %114 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 20
  %116 = load float, ptr %115, align 4, !tbaa !11, !noalias !27
  %117 = fadd contract float %112, %116
  %118 = zext nneg i32 %86 to i64
  %119 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %118
  %120 = getelementptr inbounds nuw i8, ptr %119, i64 24
  %121 = load float, ptr %120, align 4, !tbaa !11, !noalias !27
  %122 = fadd contract float %117, %121
  %123 = zext nneg i32 %86 to i64
  %124 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %123
  %125 = getelementptr inbounds nuw i8, ptr %124, i64 28
  %126 = load float, ptr %125, align 4, !tbaa !11, !noalias !27
  %127 = fadd contract float %122, %126
  %128 = add nuw nsw i32 %86, 8
  %129 = add i32 %88, 8
  %130 = icmp eq i32 %129, %32
  br i1 %130, label %65, label %85, !llvm.loop !32

131:                                              ; preds = %80, %63
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %132 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 4, !tbaa !11, !noalias !27
  %133 = getelementptr inbounds nuw float, ptr %3, i64 %38
  %134 = getelementptr inbounds nuw float, ptr %2, i64 %38
  br i1 %22, label %138, label %135

135:                                              ; preds = %151, %131
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !27
  %136 = add i32 %36, %29
  %137 = icmp slt i32 %136, %4
  br i1 %137, label %35, label %156, !llvm.loop !33

138:                                              ; preds = %131, %151
  %139 = phi i32 [ %154, %151 ], [ %8, %131 ]
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %39, i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !11, !alias.scope !18, !noalias !28
  %143 = fmul contract float %132, %142
  %144 = getelementptr inbounds float, ptr %1, i64 %140
  %145 = load float, ptr %144, align 4, !tbaa !11, !alias.scope !21, !noalias !34
  %146 = fmul contract float %143, %145
  br i1 %28, label %151, label %147

147:                                              ; preds = %138
  %148 = getelementptr inbounds float, ptr %134, i64 %140
  %149 = load float, ptr %148, align 4, !tbaa !11, !alias.scope !23, !noalias !35
  %150 = fadd contract float %146, %149
  br label %151

151:                                              ; preds = %147, %138
  %152 = phi float [ %150, %147 ], [ %146, %138 ]
  %153 = getelementptr inbounds float, ptr %133, i64 %140
  store float %152, ptr %153, align 4, !tbaa !11, !alias.scope !25, !noalias !36
  %154 = add i32 %139, %11
  %155 = icmp slt i32 %154, %5
  br i1 %155, label %138, label %135, !llvm.loop !37

156:                                              ; preds = %135, %17, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rmsnorm_rows_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(address_is_null) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, double noundef %6) local_unnamed_addr #1 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = and i32 %11, 31
  %14 = icmp ne i32 %13, 0
  %15 = icmp slt i32 %5, 1
  %16 = or i1 %14, %15
  br i1 %16, label %206, label %17

17:                                               ; preds = %7
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %20, label %206

20:                                               ; preds = %17
  %21 = zext nneg i32 %5 to i64
  %22 = icmp samesign ult i32 %8, %5
  %23 = icmp eq i32 %9, 0
  %24 = zext nneg i32 %10 to i64
  %25 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %24
  %26 = icmp eq i32 %8, 0
  %27 = uitofp nneg i32 %5 to double
  %28 = icmp eq ptr %2, null
  %29 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = and i32 %12, 7
  %31 = icmp samesign ult i32 %11, 256
  %32 = and i32 %12, 56
  %33 = icmp eq i32 %30, 0
  %34 = icmp ne i32 %30, 0
  br label %35

35:                                               ; preds = %20, %185
  %36 = phi i32 [ %18, %20 ], [ %186, %185 ]
  %37 = sext i32 %36 to i64
  %38 = mul nsw i64 %37, %21
  %39 = getelementptr inbounds nuw double, ptr %0, i64 %38
  br i1 %22, label %96, label %40

40:                                               ; preds = %96, %35
  %41 = phi double [ 0.000000e+00, %35 ], [ %103, %96 ]
  %42 = bitcast double %41 to i64
  %43 = trunc i64 %42 to i32
  %44 = lshr i64 %42, 32
  %45 = trunc nuw i64 %44 to i32
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %43, i32 range(i32 1, -2147483648) 16, i32 31), !noalias !47
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %45, i32 range(i32 1, -2147483648) 16, i32 31), !noalias !47
  %48 = zext i32 %47 to i64
  %49 = shl nuw i64 %48, 32
  %50 = zext i32 %46 to i64
  %51 = or disjoint i64 %49, %50
  %52 = bitcast i64 %51 to double
  %53 = fadd contract double %41, %52
  %54 = bitcast double %53 to i64
  %55 = trunc i64 %54 to i32
  %56 = lshr i64 %54, 32
  %57 = trunc nuw i64 %56 to i32
  %58 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %55, i32 range(i32 1, -2147483648) 8, i32 31), !noalias !47
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %57, i32 range(i32 1, -2147483648) 8, i32 31), !noalias !47
  %60 = zext i32 %59 to i64
  %61 = shl nuw i64 %60, 32
  %62 = zext i32 %58 to i64
  %63 = or disjoint i64 %61, %62
  %64 = bitcast i64 %63 to double
  %65 = fadd contract double %53, %64
  %66 = bitcast double %65 to i64
  %67 = trunc i64 %66 to i32
  %68 = lshr i64 %66, 32
  %69 = trunc nuw i64 %68 to i32
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 range(i32 1, -2147483648) 4, i32 31), !noalias !47
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %69, i32 range(i32 1, -2147483648) 4, i32 31), !noalias !47
  %72 = zext i32 %71 to i64
  %73 = shl nuw i64 %72, 32
  %74 = zext i32 %70 to i64
  %75 = or disjoint i64 %73, %74
  %76 = bitcast i64 %75 to double
  %77 = fadd contract double %65, %76
  %78 = bitcast double %77 to i64
  %79 = trunc i64 %78 to i32
  %80 = lshr i64 %78, 32
  %81 = trunc nuw i64 %80 to i32
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %79, i32 range(i32 1, -2147483648) 2, i32 31), !noalias !47
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %81, i32 range(i32 1, -2147483648) 2, i32 31), !noalias !47
  %84 = zext i32 %83 to i64
  %85 = shl nuw i64 %84, 32
  %86 = zext i32 %82 to i64
  %87 = or disjoint i64 %85, %86
  %88 = bitcast i64 %87 to double
  %89 = fadd contract double %77, %88
  %90 = bitcast double %89 to i64
  %91 = trunc i64 %90 to i32
  %92 = lshr i64 %90, 32
  %93 = trunc nuw i64 %92 to i32
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %91, i32 range(i32 1, -2147483648) 1, i32 31), !noalias !47
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %93, i32 range(i32 1, -2147483648) 1, i32 31), !noalias !47
  br i1 %23, label %106, label %113

96:                                               ; preds = %35, %96
  %97 = phi double [ %103, %96 ], [ 0.000000e+00, %35 ]
  %98 = phi i32 [ %104, %96 ], [ %8, %35 ]
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds double, ptr %39, i64 %99
  %101 = load double, ptr %100, align 8, !tbaa !48, !alias.scope !38, !noalias !50
  %102 = fmul contract double %101, %101
  %103 = fadd contract double %97, %102
  %104 = add i32 %98, %11
  %105 = icmp slt i32 %104, %5
  br i1 %105, label %96, label %40, !llvm.loop !51

106:                                              ; preds = %40
  %107 = zext i32 %95 to i64
  %108 = shl nuw i64 %107, 32
  %109 = zext i32 %94 to i64
  %110 = or disjoint i64 %108, %109
  %111 = bitcast i64 %110 to double
  %112 = fadd contract double %89, %111
  store double %112, ptr %25, align 8, !tbaa !48, !noalias !47
  br label %113

113:                                              ; preds = %106, %40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !47
  br i1 %26, label %114, label %181

114:                                              ; preds = %113
  br i1 %31, label %116, label %135

115:                                              ; preds = %135
  br i1 %33, label %130, label %116

116:                                              ; preds = %115, %114
  %117 = phi i32 [ 0, %114 ], [ %178, %115 ]
  %118 = phi double [ 0.000000e+00, %114 ], [ %177, %115 ]
  tail call void @llvm.assume(i1 %34)
  br label %119

119:                                              ; preds = %119, %116
  %120 = phi i32 [ %127, %119 ], [ %117, %116 ]
  %121 = phi double [ %126, %119 ], [ %118, %116 ]
  %122 = phi i32 [ %128, %119 ], [ 0, %116 ]
  %123 = zext nneg i32 %120 to i64
  %124 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !48, !noalias !47
  %126 = fadd contract double %121, %125
  %127 = add nuw nsw i32 %120, 1
  %128 = add i32 %122, 1
  %129 = icmp eq i32 %128, %30
  br i1 %129, label %130, label %119, !llvm.loop !52

130:                                              ; preds = %119, %115
  %131 = phi double [ %177, %115 ], [ %126, %119 ]
  %132 = fdiv contract double %131, %27
  %133 = fadd contract double %6, %132
  %134 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %133)
  store double %134, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 8, !tbaa !48, !noalias !47
  br label %181

135:                                              ; preds = %114, %135
  %136 = phi i32 [ %178, %135 ], [ 0, %114 ]
  %137 = phi double [ %177, %135 ], [ 0.000000e+00, %114 ]
  %138 = phi i32 [ %179, %135 ], [ 0, %114 ]
  %139 = zext nneg i32 %136 to i64
  %140 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %139
  %141 = load double, ptr %140, align 8, !tbaa !48, !noalias !47
  %142 = fadd contract double %137, %141
  %143 = zext nneg i32 %136 to i64
  %144 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %143
  %145 = getelementptr inbounds nuw i8, ptr %144, i64 8
  %146 = load double, ptr %145, align 8, !tbaa !48, !noalias !47
  %147 = fadd contract double %142, %146
  %148 = zext nneg i32 %136 to i64
  %149 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %148
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 16
  %151 = load double, ptr %150, align 8, !tbaa !48, !noalias !47
  %152 = fadd contract double %147, %151
  %153 = zext nneg i32 %136 to i64
  %154 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %153
  %155 = getelementptr inbounds nuw i8, ptr %154, i64 24
  %156 = load double, ptr %155, align 8, !tbaa !48, !noalias !47
  %157 = fadd contract double %152, %156
  %158 = zext nneg i32 %136 to i64
  %159 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %158
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 32
  %161 = load double, ptr %160, align 8, !tbaa !48, !noalias !47
  %162 = fadd contract double %157, %161
  %163 = zext nneg i32 %136 to i64
  %164 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %163
  %165 = getelementptr inbounds nuw i8, ptr %164, i64 40
  %166 = load double, ptr %165, align 8, !tbaa !48, !noalias !47
  %167 = fadd contract double %162, %166
  %168 = zext nneg i32 %136 to i64
  %169 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %168
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 48
  %171 = load double, ptr %170, align 8, !tbaa !48, !noalias !47
  %172 = fadd contract double %167, %171
  %173 = zext nneg i32 %136 to i64
  %174 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E6s_part to ptr), i64 %173
  %175 = getelementptr inbounds nuw i8, ptr %174, i64 56
  %176 = load double, ptr %175, align 8, !tbaa !48, !noalias !47
  %177 = fadd contract double %172, %176
  %178 = add nuw nsw i32 %136, 8
  %179 = add i32 %138, 8
  %180 = icmp eq i32 %179, %32
  br i1 %180, label %115, label %135, !llvm.loop !53

181:                                              ; preds = %130, %113
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !47
  %182 = load double, ptr addrspacecast (ptr addrspace(3) @_ZZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_E7s_scale to ptr), align 8, !tbaa !48, !noalias !47
  %183 = getelementptr inbounds nuw double, ptr %3, i64 %38
  %184 = getelementptr inbounds nuw double, ptr %2, i64 %38
  br i1 %22, label %188, label %185

185:                                              ; preds = %201, %181
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !47
  %186 = add i32 %36, %29
  %187 = icmp slt i32 %186, %4
  br i1 %187, label %35, label %206, !llvm.loop !54

188:                                              ; preds = %181, %201
  %189 = phi i32 [ %204, %201 ], [ %8, %181 ]
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds double, ptr %39, i64 %190
  %192 = load double, ptr %191, align 8, !tbaa !48, !alias.scope !38, !noalias !50
  %193 = fmul contract double %182, %192
  %194 = getelementptr inbounds double, ptr %1, i64 %190
  %195 = load double, ptr %194, align 8, !tbaa !48, !alias.scope !41, !noalias !55
  %196 = fmul contract double %193, %195
  br i1 %28, label %201, label %197

197:                                              ; preds = %188
  %198 = getelementptr inbounds double, ptr %184, i64 %190
  %199 = load double, ptr %198, align 8, !tbaa !48, !alias.scope !43, !noalias !56
  %200 = fadd contract double %196, %199
  br label %201

201:                                              ; preds = %197, %188
  %202 = phi double [ %200, %197 ], [ %196, %188 ]
  %203 = getelementptr inbounds double, ptr %183, i64 %190
  store double %202, ptr %203, align 8, !tbaa !48, !alias.scope !45, !noalias !57
  %204 = add i32 %189, %11
  %205 = icmp slt i32 %204, %5
  br i1 %205, label %188, label %185, !llvm.loop !58

206:                                              ; preds = %185, %17, %7
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 0"}
!20 = distinct !{!20, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_"}
!21 = !{!22}
!22 = distinct !{!22, !20, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 1"}
!23 = !{!24}
!24 = distinct !{!24, !20, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 2"}
!25 = !{!26}
!26 = distinct !{!26, !20, !"_ZL12rmsnorm_rowsIfEvPKT_S2_S2_PS0_iiS0_: argument 3"}
!27 = !{!19, !22, !24, !26}
!28 = !{!22, !24, !26}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = !{!19, !24, !26}
!35 = !{!19, !22, !26}
!36 = !{!19, !22, !24}
!37 = distinct !{!37, !14}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 0"}
!40 = distinct !{!40, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_"}
!41 = !{!42}
!42 = distinct !{!42, !40, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 1"}
!43 = !{!44}
!44 = distinct !{!44, !40, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 2"}
!45 = !{!46}
!46 = distinct !{!46, !40, !"_ZL12rmsnorm_rowsIdEvPKT_S2_S2_PS0_iiS0_: argument 3"}
!47 = !{!39, !42, !44, !46}
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !8, i64 0}
!50 = !{!42, !44, !46}
!51 = distinct !{!51, !14}
!52 = distinct !{!52, !31}
!53 = distinct !{!53, !14}
!54 = distinct !{!54, !14}
!55 = !{!39, !44, !46}
!56 = !{!39, !42, !46}
!57 = !{!39, !42, !44}
!58 = distinct !{!58, !14}
