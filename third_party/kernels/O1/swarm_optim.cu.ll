; ModuleID = 'src/swarm_optim.cu'
source_filename = "src/swarm_optim.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.PsoParams = type { float, float, float, float, float, float, float, float, i32, i32, i32, i32 }

@c_opt = dso_local addrspace(4) externally_initialized constant %struct.PsoParams zeroinitializer, align 4
@_ZZ17pso_argmin_reduceE3s_v = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ17pso_argmin_reduceE3s_i = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_opt to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @pso_step_rastrigin(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !18)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %157

14:                                               ; preds = %6
  %15 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !25
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %15, i32 1)
  %17 = tail call noundef range(i32 0, 33) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %16, i32 32)
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !25
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !25
  %20 = tail call noundef float @llvm.minnum.f32(float %18, float %19)
  %21 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %22 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 12), align 4, !tbaa !28, !noalias !25
  %23 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !25
  %24 = sext i32 %12 to i64
  %25 = shl nsw i64 %24, 5
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !25
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !25
  %28 = mul i32 %12, -1640531527
  %29 = add i32 %28, -1640531527
  %30 = add i32 %29, %27
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %26, %37
  %39 = xor i32 %38, %36
  %40 = load float, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 4, !tbaa !31, !noalias !25
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !32, !noalias !25
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !33, !noalias !25
  %43 = fneg contract float %23
  br label %65

44:                                               ; preds = %65
  %45 = mul nuw nsw i32 %17, 10
  %46 = uitofp nneg i32 %45 to float
  br label %47

47:                                               ; preds = %47, %44
  %48 = phi i32 [ %59, %47 ], [ 0, %44 ]
  %49 = phi float [ %58, %47 ], [ %46, %44 ]
  %50 = zext nneg i32 %48 to i64
  %51 = getelementptr inbounds nuw float, ptr %7, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !34, !noalias !25
  %53 = fmul contract float %52, %52
  %54 = fmul contract float %52, 0x401921FB60000000
  %55 = tail call noundef float @llvm.nvvm.cos.approx.f(float %54) #10
  %56 = fmul contract float %55, 1.000000e+01
  %57 = fsub contract float %53, %56
  %58 = fadd contract float %49, %57
  %59 = add nuw nsw i32 %48, 1
  %60 = icmp eq i32 %59, %17
  br i1 %60, label %61, label %47, !llvm.loop !35

61:                                               ; preds = %47
  %62 = getelementptr inbounds float, ptr %3, i64 %24
  %63 = load float, ptr %62, align 4, !tbaa !34, !alias.scope !18, !noalias !38
  %64 = fcmp contract olt float %58, %63
  br i1 %64, label %145, label %156

65:                                               ; preds = %65, %14
  %66 = phi i32 [ 0, %14 ], [ %143, %65 ]
  %67 = zext nneg i32 %66 to i64
  %68 = add nsw i64 %25, %67
  %69 = mul i32 %66, 198677718
  %70 = add i32 %69, 668265263
  %71 = lshr i32 %70, 16
  %72 = xor i32 %71, %70
  %73 = mul i32 %72, 2146121005
  %74 = lshr i32 %73, 15
  %75 = xor i32 %74, %73
  %76 = mul i32 %75, -2073254261
  %77 = lshr i32 %76, 16
  %78 = xor i32 %39, %77
  %79 = xor i32 %78, %76
  %80 = lshr i32 %79, 16
  %81 = xor i32 %80, %79
  %82 = mul i32 %81, 2146121005
  %83 = lshr i32 %82, 15
  %84 = xor i32 %83, %82
  %85 = mul i32 %84, -2073254261
  %86 = lshr i32 %85, 24
  %87 = lshr i32 %85, 8
  %88 = xor i32 %86, %87
  %89 = uitofp nneg i32 %88 to float
  %90 = fmul contract float %89, 0x3E70000000000000
  %91 = add i32 %69, -1379879526
  %92 = lshr i32 %91, 16
  %93 = xor i32 %92, %91
  %94 = mul i32 %93, 2146121005
  %95 = lshr i32 %94, 15
  %96 = xor i32 %95, %94
  %97 = mul i32 %96, -2073254261
  %98 = lshr i32 %97, 16
  %99 = xor i32 %39, %98
  %100 = xor i32 %99, %97
  %101 = lshr i32 %100, 16
  %102 = xor i32 %101, %100
  %103 = mul i32 %102, 2146121005
  %104 = lshr i32 %103, 15
  %105 = xor i32 %104, %103
  %106 = mul i32 %105, -2073254261
  %107 = lshr i32 %106, 24
  %108 = lshr i32 %106, 8
  %109 = xor i32 %107, %108
  %110 = uitofp nneg i32 %109 to float
  %111 = fmul contract float %110, 0x3E70000000000000
  %112 = getelementptr inbounds nuw float, ptr %1, i64 %68
  %113 = load float, ptr %112, align 4, !tbaa !34, !alias.scope !14, !noalias !39
  %114 = fmul contract float %40, %113
  %115 = fmul contract float %41, %90
  %116 = getelementptr inbounds nuw float, ptr %2, i64 %68
  %117 = load float, ptr %116, align 4, !tbaa !34, !alias.scope !16, !noalias !40
  %118 = getelementptr inbounds nuw float, ptr %0, i64 %68
  %119 = load float, ptr %118, align 4, !tbaa !34, !alias.scope !11, !noalias !41
  %120 = fsub contract float %117, %119
  %121 = fmul contract float %120, %115
  %122 = fadd contract float %114, %121
  %123 = fmul contract float %42, %111
  %124 = getelementptr inbounds nuw float, ptr %4, i64 %67
  %125 = load float, ptr %124, align 4, !tbaa !34, !alias.scope !20, !noalias !42
  %126 = fsub contract float %125, %119
  %127 = fmul contract float %126, %123
  %128 = fadd contract float %127, %122
  %129 = tail call noundef float @llvm.maxnum.f32(float %128, float %43)
  %130 = tail call noundef float @llvm.minnum.f32(float %129, float %23)
  %131 = fadd contract float %119, %130
  %132 = fcmp contract olt float %131, %20
  %133 = fsub contract float %20, %131
  %134 = fadd contract float %20, %133
  %135 = select i1 %132, float %134, float %131
  %136 = fcmp contract ogt float %135, %21
  %137 = fsub contract float %135, %21
  %138 = fsub contract float %21, %137
  %139 = select i1 %136, float %138, float %135
  %140 = tail call noundef float @llvm.maxnum.f32(float %139, float %20)
  %141 = tail call noundef float @llvm.minnum.f32(float %140, float %21)
  store float %130, ptr %112, align 4, !tbaa !34, !alias.scope !14, !noalias !39
  store float %141, ptr %118, align 4, !tbaa !34, !alias.scope !11, !noalias !41
  %142 = getelementptr inbounds nuw float, ptr %7, i64 %67
  store float %141, ptr %142, align 4, !tbaa !34, !noalias !25
  %143 = add nuw nsw i32 %66, 1
  %144 = icmp eq i32 %143, %17
  br i1 %144, label %44, label %65, !llvm.loop !43

145:                                              ; preds = %61
  store float %58, ptr %62, align 4, !tbaa !34, !alias.scope !18, !noalias !38
  %146 = shl nsw i64 %24, 7
  %147 = getelementptr i8, ptr %2, i64 %146
  br label %148

148:                                              ; preds = %148, %145
  %149 = phi i32 [ 0, %145 ], [ %154, %148 ]
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds nuw float, ptr %7, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !34, !noalias !25
  %153 = getelementptr float, ptr %147, i64 %150
  store float %152, ptr %153, align 4, !tbaa !34, !alias.scope !16, !noalias !40
  %154 = add nuw nsw i32 %149, 1
  %155 = icmp eq i32 %154, %17
  br i1 %155, label %156, label %148, !llvm.loop !44

156:                                              ; preds = %148, %61
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10, !noalias !25
  br label %157

157:                                              ; preds = %6, %156
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @pso_step_rosenbrock(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %163

14:                                               ; preds = %6
  %15 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !56
  %16 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %15, i32 1)
  %17 = tail call noundef range(i32 0, 33) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %16, i32 32)
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !56
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !56
  %20 = tail call noundef float @llvm.minnum.f32(float %18, float %19)
  %21 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %22 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 12), align 4, !tbaa !28, !noalias !56
  %23 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !56
  %24 = sext i32 %12 to i64
  %25 = shl nsw i64 %24, 5
  %26 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !56
  %27 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !56
  %28 = mul i32 %12, -1640531527
  %29 = add i32 %28, -1640531527
  %30 = add i32 %29, %27
  %31 = lshr i32 %30, 16
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, 2146121005
  %34 = lshr i32 %33, 15
  %35 = xor i32 %34, %33
  %36 = mul i32 %35, -2073254261
  %37 = lshr i32 %36, 16
  %38 = xor i32 %26, %37
  %39 = xor i32 %38, %36
  %40 = load float, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), align 4, !tbaa !31, !noalias !56
  %41 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 4), align 4, !tbaa !32, !noalias !56
  %42 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 8), align 4, !tbaa !33, !noalias !56
  %43 = fneg contract float %23
  br label %71

44:                                               ; preds = %71
  %45 = icmp sgt i32 %15, 1
  br i1 %45, label %46, label %66

46:                                               ; preds = %44, %46
  %47 = phi i32 [ %64, %46 ], [ 1, %44 ]
  %48 = phi float [ %63, %46 ], [ 0.000000e+00, %44 ]
  %49 = phi i32 [ %47, %46 ], [ 0, %44 ]
  %50 = zext nneg i32 %47 to i64
  %51 = getelementptr inbounds nuw float, ptr %7, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !34, !noalias !56
  %53 = zext nneg i32 %49 to i64
  %54 = getelementptr inbounds nuw float, ptr %7, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !34, !noalias !56
  %56 = fmul contract float %55, %55
  %57 = fsub contract float %52, %56
  %58 = fsub contract float 1.000000e+00, %55
  %59 = fmul contract float %57, 1.000000e+02
  %60 = fmul contract float %57, %59
  %61 = fmul contract float %58, %58
  %62 = fadd contract float %61, %60
  %63 = fadd contract float %48, %62
  %64 = add nuw nsw i32 %47, 1
  %65 = icmp eq i32 %64, %17
  br i1 %65, label %66, label %46, !llvm.loop !57

66:                                               ; preds = %46, %44
  %67 = phi float [ 0.000000e+00, %44 ], [ %63, %46 ]
  %68 = getelementptr inbounds float, ptr %3, i64 %24
  %69 = load float, ptr %68, align 4, !tbaa !34, !alias.scope !52, !noalias !58
  %70 = fcmp contract olt float %67, %69
  br i1 %70, label %151, label %162

71:                                               ; preds = %71, %14
  %72 = phi i32 [ 0, %14 ], [ %149, %71 ]
  %73 = zext nneg i32 %72 to i64
  %74 = add nsw i64 %25, %73
  %75 = mul i32 %72, 198677718
  %76 = add i32 %75, 668265263
  %77 = lshr i32 %76, 16
  %78 = xor i32 %77, %76
  %79 = mul i32 %78, 2146121005
  %80 = lshr i32 %79, 15
  %81 = xor i32 %80, %79
  %82 = mul i32 %81, -2073254261
  %83 = lshr i32 %82, 16
  %84 = xor i32 %39, %83
  %85 = xor i32 %84, %82
  %86 = lshr i32 %85, 16
  %87 = xor i32 %86, %85
  %88 = mul i32 %87, 2146121005
  %89 = lshr i32 %88, 15
  %90 = xor i32 %89, %88
  %91 = mul i32 %90, -2073254261
  %92 = lshr i32 %91, 24
  %93 = lshr i32 %91, 8
  %94 = xor i32 %92, %93
  %95 = uitofp nneg i32 %94 to float
  %96 = fmul contract float %95, 0x3E70000000000000
  %97 = add i32 %75, -1379879526
  %98 = lshr i32 %97, 16
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, 2146121005
  %101 = lshr i32 %100, 15
  %102 = xor i32 %101, %100
  %103 = mul i32 %102, -2073254261
  %104 = lshr i32 %103, 16
  %105 = xor i32 %39, %104
  %106 = xor i32 %105, %103
  %107 = lshr i32 %106, 16
  %108 = xor i32 %107, %106
  %109 = mul i32 %108, 2146121005
  %110 = lshr i32 %109, 15
  %111 = xor i32 %110, %109
  %112 = mul i32 %111, -2073254261
  %113 = lshr i32 %112, 24
  %114 = lshr i32 %112, 8
  %115 = xor i32 %113, %114
  %116 = uitofp nneg i32 %115 to float
  %117 = fmul contract float %116, 0x3E70000000000000
  %118 = getelementptr inbounds nuw float, ptr %1, i64 %74
  %119 = load float, ptr %118, align 4, !tbaa !34, !alias.scope !48, !noalias !59
  %120 = fmul contract float %40, %119
  %121 = fmul contract float %41, %96
  %122 = getelementptr inbounds nuw float, ptr %2, i64 %74
  %123 = load float, ptr %122, align 4, !tbaa !34, !alias.scope !50, !noalias !60
  %124 = getelementptr inbounds nuw float, ptr %0, i64 %74
  %125 = load float, ptr %124, align 4, !tbaa !34, !alias.scope !45, !noalias !61
  %126 = fsub contract float %123, %125
  %127 = fmul contract float %126, %121
  %128 = fadd contract float %120, %127
  %129 = fmul contract float %42, %117
  %130 = getelementptr inbounds nuw float, ptr %4, i64 %73
  %131 = load float, ptr %130, align 4, !tbaa !34, !alias.scope !54, !noalias !62
  %132 = fsub contract float %131, %125
  %133 = fmul contract float %132, %129
  %134 = fadd contract float %133, %128
  %135 = tail call noundef float @llvm.maxnum.f32(float %134, float %43)
  %136 = tail call noundef float @llvm.minnum.f32(float %135, float %23)
  %137 = fadd contract float %125, %136
  %138 = fcmp contract olt float %137, %20
  %139 = fsub contract float %20, %137
  %140 = fadd contract float %20, %139
  %141 = select i1 %138, float %140, float %137
  %142 = fcmp contract ogt float %141, %21
  %143 = fsub contract float %141, %21
  %144 = fsub contract float %21, %143
  %145 = select i1 %142, float %144, float %141
  %146 = tail call noundef float @llvm.maxnum.f32(float %145, float %20)
  %147 = tail call noundef float @llvm.minnum.f32(float %146, float %21)
  store float %136, ptr %118, align 4, !tbaa !34, !alias.scope !48, !noalias !59
  store float %147, ptr %124, align 4, !tbaa !34, !alias.scope !45, !noalias !61
  %148 = getelementptr inbounds nuw float, ptr %7, i64 %73
  store float %147, ptr %148, align 4, !tbaa !34, !noalias !56
  %149 = add nuw nsw i32 %72, 1
  %150 = icmp eq i32 %149, %17
  br i1 %150, label %44, label %71, !llvm.loop !63

151:                                              ; preds = %66
  store float %67, ptr %68, align 4, !tbaa !34, !alias.scope !52, !noalias !58
  %152 = shl nsw i64 %24, 7
  %153 = getelementptr i8, ptr %2, i64 %152
  br label %154

154:                                              ; preds = %154, %151
  %155 = phi i32 [ 0, %151 ], [ %160, %154 ]
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw float, ptr %7, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !34, !noalias !56
  %159 = getelementptr float, ptr %153, i64 %156
  store float %158, ptr %159, align 4, !tbaa !34, !alias.scope !50, !noalias !60
  %160 = add nuw nsw i32 %155, 1
  %161 = icmp eq i32 %160, %17
  br i1 %161, label %162, label %154, !llvm.loop !64

162:                                              ; preds = %154, %66
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10, !noalias !56
  br label %163

163:                                              ; preds = %6, %162
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pso_argmin_reduce(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %44

13:                                               ; preds = %6
  %14 = icmp eq i32 %3, 0
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = mul i32 %15, %8
  br label %17

17:                                               ; preds = %13, %39
  %18 = phi i32 [ %11, %13 ], [ %42, %39 ]
  %19 = phi i32 [ 2147483647, %13 ], [ %41, %39 ]
  %20 = phi float [ 0x47EC363CC0000000, %13 ], [ %40, %39 ]
  %21 = sext i32 %18 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !34
  br i1 %14, label %24, label %27

24:                                               ; preds = %17
  %25 = getelementptr inbounds i32, ptr %1, i64 %21
  %26 = load i32, ptr %25, align 4, !tbaa !6
  br label %27

27:                                               ; preds = %17, %24
  %28 = phi i32 [ %26, %24 ], [ %18, %17 ]
  %29 = fcmp contract olt float %23, %20
  br i1 %29, label %38, label %30

30:                                               ; preds = %27
  %31 = fcmp contract oeq float %23, %20
  %32 = icmp slt i32 %28, %19
  %33 = select i1 %31, i1 %32, i1 false
  br i1 %33, label %38, label %34

34:                                               ; preds = %30
  %35 = fcmp contract uno float %20, 0.000000e+00
  %36 = fcmp contract ord float %23, 0.000000e+00
  %37 = and i1 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %34, %30, %27
  br label %39

39:                                               ; preds = %34, %38
  %40 = phi float [ %23, %38 ], [ %20, %34 ]
  %41 = phi i32 [ %28, %38 ], [ %19, %34 ]
  %42 = add i32 %18, %16
  %43 = icmp slt i32 %42, %2
  br i1 %43, label %17, label %44, !llvm.loop !65

44:                                               ; preds = %39, %6
  %45 = phi float [ 0x47EC363CC0000000, %6 ], [ %40, %39 ]
  %46 = phi i32 [ 2147483647, %6 ], [ %41, %39 ]
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %45, i32 16, i32 31)
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %46, i32 16, i32 31)
  %49 = fcmp contract olt float %47, %45
  br i1 %49, label %58, label %50

50:                                               ; preds = %44
  %51 = fcmp contract oeq float %47, %45
  %52 = icmp slt i32 %48, %46
  %53 = select i1 %51, i1 %52, i1 false
  br i1 %53, label %58, label %54

54:                                               ; preds = %50
  %55 = fcmp contract uno float %45, 0.000000e+00
  %56 = fcmp contract ord float %47, 0.000000e+00
  %57 = and i1 %55, %56
  br i1 %57, label %58, label %59

58:                                               ; preds = %54, %50, %44
  br label %59

59:                                               ; preds = %54, %58
  %60 = phi float [ %47, %58 ], [ %45, %54 ]
  %61 = phi i32 [ %48, %58 ], [ %46, %54 ]
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %60, i32 8, i32 31)
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 8, i32 31)
  %64 = fcmp contract olt float %62, %60
  br i1 %64, label %73, label %65

65:                                               ; preds = %59
  %66 = fcmp contract oeq float %62, %60
  %67 = icmp slt i32 %63, %61
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %73, label %69

69:                                               ; preds = %65
  %70 = fcmp contract uno float %60, 0.000000e+00
  %71 = fcmp contract ord float %62, 0.000000e+00
  %72 = and i1 %70, %71
  br i1 %72, label %73, label %74

73:                                               ; preds = %69, %65, %59
  br label %74

74:                                               ; preds = %73, %69
  %75 = phi float [ %62, %73 ], [ %60, %69 ]
  %76 = phi i32 [ %63, %73 ], [ %61, %69 ]
  %77 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %75, i32 4, i32 31)
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %76, i32 4, i32 31)
  %79 = fcmp contract olt float %77, %75
  br i1 %79, label %88, label %80

80:                                               ; preds = %74
  %81 = fcmp contract oeq float %77, %75
  %82 = icmp slt i32 %78, %76
  %83 = select i1 %81, i1 %82, i1 false
  br i1 %83, label %88, label %84

84:                                               ; preds = %80
  %85 = fcmp contract uno float %75, 0.000000e+00
  %86 = fcmp contract ord float %77, 0.000000e+00
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %84, %80, %74
  br label %89

89:                                               ; preds = %88, %84
  %90 = phi float [ %77, %88 ], [ %75, %84 ]
  %91 = phi i32 [ %78, %88 ], [ %76, %84 ]
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %90, i32 2, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %91, i32 2, i32 31)
  %94 = fcmp contract olt float %92, %90
  br i1 %94, label %103, label %95

95:                                               ; preds = %89
  %96 = fcmp contract oeq float %92, %90
  %97 = icmp slt i32 %93, %91
  %98 = select i1 %96, i1 %97, i1 false
  br i1 %98, label %103, label %99

99:                                               ; preds = %95
  %100 = fcmp contract uno float %90, 0.000000e+00
  %101 = fcmp contract ord float %92, 0.000000e+00
  %102 = and i1 %100, %101
  br i1 %102, label %103, label %104

103:                                              ; preds = %99, %95, %89
  br label %104

104:                                              ; preds = %103, %99
  %105 = phi float [ %92, %103 ], [ %90, %99 ]
  %106 = phi i32 [ %93, %103 ], [ %91, %99 ]
  %107 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %105, i32 1, i32 31)
  %108 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %106, i32 1, i32 31)
  %109 = fcmp contract olt float %107, %105
  br i1 %109, label %118, label %110

110:                                              ; preds = %104
  %111 = fcmp contract oeq float %107, %105
  %112 = icmp slt i32 %108, %106
  %113 = select i1 %111, i1 %112, i1 false
  br i1 %113, label %118, label %114

114:                                              ; preds = %110
  %115 = fcmp contract uno float %105, 0.000000e+00
  %116 = fcmp contract ord float %107, 0.000000e+00
  %117 = and i1 %115, %116
  br i1 %117, label %118, label %119

118:                                              ; preds = %114, %110, %104
  br label %119

119:                                              ; preds = %118, %114
  %120 = phi float [ %107, %118 ], [ %105, %114 ]
  %121 = phi i32 [ %108, %118 ], [ %106, %114 ]
  %122 = and i32 %10, 31
  %123 = lshr i32 %10, 5
  %124 = icmp eq i32 %122, 0
  br i1 %124, label %125, label %129

125:                                              ; preds = %119
  %126 = zext nneg i32 %123 to i64
  %127 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_v to ptr), i64 %126
  store float %120, ptr %127, align 4, !tbaa !34
  %128 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_i to ptr), i64 %126
  store i32 %121, ptr %128, align 4, !tbaa !6
  br label %129

129:                                              ; preds = %125, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %130 = icmp eq i32 %123, 0
  br i1 %130, label %131, label %223

131:                                              ; preds = %129
  %132 = add nuw nsw i32 %8, 31
  %133 = lshr i32 %132, 5
  %134 = icmp samesign ugt i32 %133, %122
  br i1 %134, label %135, label %141

135:                                              ; preds = %131
  %136 = zext nneg i32 %122 to i64
  %137 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_v to ptr), i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !34
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17pso_argmin_reduceE3s_i to ptr), i64 %136
  %140 = load i32, ptr %139, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %135, %131
  %142 = phi float [ %138, %135 ], [ 0x47EC363CC0000000, %131 ]
  %143 = phi i32 [ %140, %135 ], [ 2147483647, %131 ]
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %142, i32 16, i32 31)
  %145 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %143, i32 16, i32 31)
  %146 = fcmp contract olt float %144, %142
  br i1 %146, label %155, label %147

147:                                              ; preds = %141
  %148 = fcmp contract oeq float %144, %142
  %149 = icmp slt i32 %145, %143
  %150 = select i1 %148, i1 %149, i1 false
  br i1 %150, label %155, label %151

151:                                              ; preds = %147
  %152 = fcmp contract uno float %142, 0.000000e+00
  %153 = fcmp contract ord float %144, 0.000000e+00
  %154 = and i1 %152, %153
  br i1 %154, label %155, label %156

155:                                              ; preds = %151, %147, %141
  br label %156

156:                                              ; preds = %151, %155
  %157 = phi float [ %144, %155 ], [ %142, %151 ]
  %158 = phi i32 [ %145, %155 ], [ %143, %151 ]
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %157, i32 8, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %158, i32 8, i32 31)
  %161 = fcmp contract olt float %159, %157
  br i1 %161, label %170, label %162

162:                                              ; preds = %156
  %163 = fcmp contract oeq float %159, %157
  %164 = icmp slt i32 %160, %158
  %165 = select i1 %163, i1 %164, i1 false
  br i1 %165, label %170, label %166

166:                                              ; preds = %162
  %167 = fcmp contract uno float %157, 0.000000e+00
  %168 = fcmp contract ord float %159, 0.000000e+00
  %169 = and i1 %167, %168
  br i1 %169, label %170, label %171

170:                                              ; preds = %166, %162, %156
  br label %171

171:                                              ; preds = %170, %166
  %172 = phi float [ %159, %170 ], [ %157, %166 ]
  %173 = phi i32 [ %160, %170 ], [ %158, %166 ]
  %174 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %172, i32 4, i32 31)
  %175 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %173, i32 4, i32 31)
  %176 = fcmp contract olt float %174, %172
  br i1 %176, label %185, label %177

177:                                              ; preds = %171
  %178 = fcmp contract oeq float %174, %172
  %179 = icmp slt i32 %175, %173
  %180 = select i1 %178, i1 %179, i1 false
  br i1 %180, label %185, label %181

181:                                              ; preds = %177
  %182 = fcmp contract uno float %172, 0.000000e+00
  %183 = fcmp contract ord float %174, 0.000000e+00
  %184 = and i1 %182, %183
  br i1 %184, label %185, label %186

185:                                              ; preds = %181, %177, %171
  br label %186

186:                                              ; preds = %185, %181
  %187 = phi float [ %174, %185 ], [ %172, %181 ]
  %188 = phi i32 [ %175, %185 ], [ %173, %181 ]
  %189 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %187, i32 2, i32 31)
  %190 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %188, i32 2, i32 31)
  %191 = fcmp contract olt float %189, %187
  br i1 %191, label %200, label %192

192:                                              ; preds = %186
  %193 = fcmp contract oeq float %189, %187
  %194 = icmp slt i32 %190, %188
  %195 = select i1 %193, i1 %194, i1 false
  br i1 %195, label %200, label %196

196:                                              ; preds = %192
  %197 = fcmp contract uno float %187, 0.000000e+00
  %198 = fcmp contract ord float %189, 0.000000e+00
  %199 = and i1 %197, %198
  br i1 %199, label %200, label %201

200:                                              ; preds = %196, %192, %186
  br label %201

201:                                              ; preds = %200, %196
  %202 = phi float [ %189, %200 ], [ %187, %196 ]
  %203 = phi i32 [ %190, %200 ], [ %188, %196 ]
  %204 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %202, i32 1, i32 31)
  %205 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %203, i32 1, i32 31)
  %206 = fcmp contract olt float %204, %202
  br i1 %206, label %215, label %207

207:                                              ; preds = %201
  %208 = fcmp contract oeq float %204, %202
  %209 = icmp slt i32 %205, %203
  %210 = select i1 %208, i1 %209, i1 false
  br i1 %210, label %215, label %211

211:                                              ; preds = %207
  %212 = fcmp contract uno float %202, 0.000000e+00
  %213 = fcmp contract ord float %204, 0.000000e+00
  %214 = and i1 %212, %213
  br i1 %214, label %215, label %216

215:                                              ; preds = %211, %207, %201
  br label %216

216:                                              ; preds = %215, %211
  %217 = phi float [ %204, %215 ], [ %202, %211 ]
  %218 = phi i32 [ %205, %215 ], [ %203, %211 ]
  br i1 %124, label %219, label %223

219:                                              ; preds = %216
  %220 = zext nneg i32 %7 to i64
  %221 = getelementptr inbounds nuw float, ptr %4, i64 %220
  store float %217, ptr %221, align 4, !tbaa !34
  %222 = getelementptr inbounds nuw i32, ptr %5, i64 %220
  store i32 %218, ptr %222, align 4, !tbaa !6
  br label %223

223:                                              ; preds = %216, %219, %129
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @de_rand1_bin_ackley(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [3 x i32], align 4
  %7 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !66)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !69)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !73)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sge i32 %12, %4
  %14 = icmp slt i32 %4, 4
  %15 = or i1 %13, %14
  br i1 %15, label %235, label %16

16:                                               ; preds = %5
  %17 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !75
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !75
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !75
  %20 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 4, !tbaa !76, !noalias !75
  %21 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 28), align 4, !tbaa !77, !noalias !75
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10, !noalias !75
  %22 = add nsw i32 %12, 1
  %23 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !75
  %24 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !75
  %25 = mul i32 %12, -1640531527
  %26 = add i32 %25, -1640531527
  %27 = add i32 %26, %24
  %28 = lshr i32 %27, 16
  %29 = xor i32 %28, %27
  %30 = mul i32 %29, 2146121005
  %31 = lshr i32 %30, 15
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, -2073254261
  %34 = xor i32 %23, %33
  br label %72

35:                                               ; preds = %121
  %36 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 1)
  %37 = tail call noundef range(i32 0, 33) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %36, i32 32)
  %38 = tail call noundef float @llvm.minnum.f32(float %18, float %19)
  %39 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %40 = tail call noundef float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %41 = tail call noundef float @llvm.minnum.f32(float %40, float 2.000000e+00)
  %42 = lshr i32 %33, 16
  %43 = xor i32 %23, %42
  %44 = xor i32 %43, %33
  %45 = xor i32 %44, 1199728718
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = mul i32 %47, 2146121005
  %49 = lshr i32 %48, 15
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, -2073254261
  %52 = lshr i32 %51, 16
  %53 = xor i32 %52, %51
  %54 = urem i32 %53, %37
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !75
  %55 = sext i32 %12 to i64
  %56 = shl nsw i64 %55, 7
  %57 = getelementptr i8, ptr %0, i64 %56
  %58 = load i32, ptr %6, align 4, !noalias !75
  %59 = sext i32 %58 to i64
  %60 = shl nsw i64 %59, 7
  %61 = getelementptr i8, ptr %0, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %63 = load i32, ptr %62, align 4, !noalias !75
  %64 = sext i32 %63 to i64
  %65 = shl nsw i64 %64, 7
  %66 = getelementptr i8, ptr %0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %68 = load i32, ptr %67, align 4, !noalias !75
  %69 = sext i32 %68 to i64
  %70 = shl nsw i64 %69, 7
  %71 = getelementptr i8, ptr %0, i64 %70
  br label %163

72:                                               ; preds = %121, %16
  %73 = phi i32 [ 0, %16 ], [ %82, %121 ]
  %74 = phi i32 [ 0, %16 ], [ %124, %121 ]
  %75 = add nsw i32 %22, %74
  %76 = srem i32 %75, %4
  %77 = icmp eq i32 %74, 0
  br label %78

78:                                               ; preds = %105, %72
  %79 = phi i32 [ %73, %72 ], [ %82, %105 ]
  %80 = phi i32 [ %76, %72 ], [ %107, %105 ]
  %81 = phi i32 [ 0, %72 ], [ %108, %105 ]
  %82 = add i32 %79, 1
  %83 = mul i32 %79, -2048144789
  %84 = add i32 %83, 1222876455
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  %87 = mul i32 %86, 2146121005
  %88 = lshr i32 %87, 15
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, -2073254261
  %91 = xor i32 %90, %33
  %92 = lshr i32 %91, 16
  %93 = xor i32 %92, %34
  %94 = xor i32 %93, %90
  %95 = lshr i32 %94, 16
  %96 = xor i32 %95, %94
  %97 = mul i32 %96, 2146121005
  %98 = lshr i32 %97, 15
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, -2073254261
  %101 = lshr i32 %100, 16
  %102 = xor i32 %101, %100
  %103 = urem i32 %102, %4
  %104 = icmp eq i32 %103, %12
  br i1 %77, label %105, label %111

105:                                              ; preds = %111, %78
  %106 = phi i1 [ %104, %78 ], [ %118, %111 ]
  %107 = select i1 %106, i32 %80, i32 %103
  %108 = add nuw nsw i32 %81, 1
  %109 = icmp samesign ult i32 %81, 15
  %110 = select i1 %106, i1 %109, i1 false
  br i1 %110, label %78, label %121, !llvm.loop !78

111:                                              ; preds = %78, %111
  %112 = phi i1 [ %118, %111 ], [ %104, %78 ]
  %113 = phi i32 [ %119, %111 ], [ 0, %78 ]
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i32, ptr %6, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6, !noalias !75
  %117 = icmp eq i32 %103, %116
  %118 = or i1 %112, %117
  %119 = add nuw nsw i32 %113, 1
  %120 = icmp eq i32 %119, %74
  br i1 %120, label %105, label %111, !llvm.loop !79

121:                                              ; preds = %105
  %122 = zext nneg i32 %74 to i64
  %123 = getelementptr inbounds nuw i32, ptr %6, i64 %122
  store i32 %107, ptr %123, align 4, !tbaa !6, !noalias !75
  %124 = add nuw nsw i32 %74, 1
  %125 = icmp eq i32 %124, 3
  br i1 %125, label %35, label %72, !llvm.loop !80

126:                                              ; preds = %214, %126
  %127 = phi float [ %134, %126 ], [ 0.000000e+00, %214 ]
  %128 = phi i32 [ %138, %126 ], [ 0, %214 ]
  %129 = phi float [ %137, %126 ], [ 0.000000e+00, %214 ]
  %130 = zext nneg i32 %128 to i64
  %131 = getelementptr inbounds nuw float, ptr %7, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !34, !noalias !75
  %133 = fmul contract float %132, %132
  %134 = fadd contract float %127, %133
  %135 = fmul contract float %132, 0x401921FB60000000
  %136 = tail call noundef float @llvm.nvvm.cos.approx.f(float %135) #10
  %137 = fadd contract float %129, %136
  %138 = add nuw nsw i32 %128, 1
  %139 = icmp eq i32 %138, %37
  br i1 %139, label %140, label %126, !llvm.loop !81

140:                                              ; preds = %126
  %141 = uitofp nneg i32 %37 to float
  %142 = tail call noundef float @llvm.maxnum.f32(float %141, float 1.000000e+00)
  %143 = fdiv contract float 1.000000e+00, %142
  %144 = fmul contract float %143, %134
  %145 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %144) #10
  %146 = fmul contract float %145, 0xBFC99999A0000000
  %147 = fmul float %146, 0x3FF7154760000000
  %148 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %147)
  %149 = fmul contract float %148, -2.000000e+01
  %150 = fmul contract float %143, %137
  %151 = fmul float %150, 0x3FF7154760000000
  %152 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %151)
  %153 = fsub contract float %149, %152
  %154 = fadd contract float %153, 2.000000e+01
  %155 = fadd contract float %154, 0x4005BF0A80000000
  %156 = getelementptr inbounds float, ptr %1, i64 %55
  %157 = load float, ptr %156, align 4, !tbaa !34, !alias.scope !69, !noalias !82
  %158 = fcmp contract ole float %155, %157
  %159 = fcmp contract uno float %157, 0.000000e+00
  %160 = or i1 %159, %158
  %161 = getelementptr inbounds nuw i8, ptr %2, i64 %56
  %162 = select i1 %160, ptr %7, ptr %57
  br label %222

163:                                              ; preds = %214, %35
  %164 = phi i32 [ 0, %35 ], [ %217, %214 ]
  %165 = mul i32 %164, -2048144789
  %166 = add i32 %165, -853646073
  %167 = lshr i32 %166, 16
  %168 = xor i32 %167, %166
  %169 = mul i32 %168, 2146121005
  %170 = lshr i32 %169, 15
  %171 = xor i32 %170, %169
  %172 = mul i32 %171, -2073254261
  %173 = lshr i32 %172, 16
  %174 = xor i32 %44, %173
  %175 = xor i32 %174, %172
  %176 = lshr i32 %175, 16
  %177 = xor i32 %176, %175
  %178 = mul i32 %177, 2146121005
  %179 = lshr i32 %178, 15
  %180 = xor i32 %179, %178
  %181 = mul i32 %180, -2073254261
  %182 = lshr i32 %181, 24
  %183 = lshr i32 %181, 8
  %184 = xor i32 %182, %183
  %185 = uitofp nneg i32 %184 to float
  %186 = fmul contract float %185, 0x3E70000000000000
  %187 = zext nneg i32 %164 to i64
  %188 = fcmp contract olt float %186, %21
  %189 = icmp eq i32 %164, %54
  %190 = or i1 %189, %188
  br i1 %190, label %191, label %211

191:                                              ; preds = %163
  %192 = getelementptr float, ptr %61, i64 %187
  %193 = load float, ptr %192, align 4, !tbaa !34, !alias.scope !66, !noalias !83
  %194 = getelementptr float, ptr %66, i64 %187
  %195 = load float, ptr %194, align 4, !tbaa !34, !alias.scope !66, !noalias !83
  %196 = getelementptr float, ptr %71, i64 %187
  %197 = load float, ptr %196, align 4, !tbaa !34, !alias.scope !66, !noalias !83
  %198 = fsub contract float %195, %197
  %199 = fmul contract float %41, %198
  %200 = fadd contract float %193, %199
  %201 = fcmp contract olt float %200, %38
  %202 = fsub contract float %38, %200
  %203 = fadd contract float %38, %202
  %204 = select i1 %201, float %203, float %200
  %205 = fcmp contract ogt float %204, %39
  %206 = fsub contract float %204, %39
  %207 = fsub contract float %39, %206
  %208 = select i1 %205, float %207, float %204
  %209 = tail call noundef float @llvm.maxnum.f32(float %208, float %38)
  %210 = tail call noundef float @llvm.minnum.f32(float %209, float %39)
  br label %214

211:                                              ; preds = %163
  %212 = getelementptr float, ptr %57, i64 %187
  %213 = load float, ptr %212, align 4, !tbaa !34, !alias.scope !66, !noalias !83
  br label %214

214:                                              ; preds = %211, %191
  %215 = phi float [ %213, %211 ], [ %210, %191 ]
  %216 = getelementptr inbounds nuw float, ptr %7, i64 %187
  store float %215, ptr %216, align 4, !tbaa !34, !noalias !75
  %217 = add nuw nsw i32 %164, 1
  %218 = icmp eq i32 %217, %37
  br i1 %218, label %126, label %163, !llvm.loop !84

219:                                              ; preds = %229
  %220 = select contract i1 %160, float %155, float %157
  %221 = getelementptr inbounds float, ptr %3, i64 %55
  store float %220, ptr %221, align 4, !tbaa !34, !alias.scope !73, !noalias !85
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10, !noalias !75
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10, !noalias !75
  br label %235

222:                                              ; preds = %229, %140
  %223 = phi i32 [ 0, %140 ], [ %233, %229 ]
  %224 = icmp samesign ugt i32 %36, %223
  br i1 %224, label %225, label %229

225:                                              ; preds = %222
  %226 = zext nneg i32 %223 to i64
  %227 = getelementptr inbounds nuw float, ptr %162, i64 %226
  %228 = load float, ptr %227, align 4, !tbaa !34, !noalias !83
  br label %229

229:                                              ; preds = %225, %222
  %230 = phi contract float [ 0.000000e+00, %222 ], [ %228, %225 ]
  %231 = zext nneg i32 %223 to i64
  %232 = getelementptr inbounds nuw float, ptr %161, i64 %231
  store float %230, ptr %232, align 4, !tbaa !34, !alias.scope !71, !noalias !86
  %233 = add nuw nsw i32 %223, 1
  %234 = icmp eq i32 %233, 32
  br i1 %234, label %219, label %222, !llvm.loop !87

235:                                              ; preds = %5, %219
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @de_rand1_bin_rastrigin(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [3 x i32], align 4
  %7 = alloca [32 x float], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !88)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !93)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !95)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp sge i32 %12, %4
  %14 = icmp slt i32 %4, 4
  %15 = or i1 %13, %14
  br i1 %15, label %223, label %16

16:                                               ; preds = %5
  %17 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 32), align 4, !tbaa !22, !noalias !97
  %18 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 16), align 4, !tbaa !26, !noalias !97
  %19 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 20), align 4, !tbaa !27, !noalias !97
  %20 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 24), align 4, !tbaa !76, !noalias !97
  %21 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 28), align 4, !tbaa !77, !noalias !97
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10, !noalias !97
  %22 = add nsw i32 %12, 1
  %23 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 40), align 4, !tbaa !29, !noalias !97
  %24 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(4) @c_opt to ptr), i64 44), align 4, !tbaa !30, !noalias !97
  %25 = mul i32 %12, -1640531527
  %26 = add i32 %25, -1640531527
  %27 = add i32 %26, %24
  %28 = lshr i32 %27, 16
  %29 = xor i32 %28, %27
  %30 = mul i32 %29, 2146121005
  %31 = lshr i32 %30, 15
  %32 = xor i32 %31, %30
  %33 = mul i32 %32, -2073254261
  %34 = xor i32 %23, %33
  br label %72

35:                                               ; preds = %121
  %36 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %17, i32 1)
  %37 = tail call noundef range(i32 0, 33) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %36, i32 32)
  %38 = tail call noundef float @llvm.minnum.f32(float %18, float %19)
  %39 = tail call noundef float @llvm.maxnum.f32(float %18, float %19)
  %40 = tail call noundef float @llvm.maxnum.f32(float %20, float 0.000000e+00)
  %41 = tail call noundef float @llvm.minnum.f32(float %40, float 2.000000e+00)
  %42 = lshr i32 %33, 16
  %43 = xor i32 %23, %42
  %44 = xor i32 %43, %33
  %45 = xor i32 %44, 1199728718
  %46 = lshr i32 %45, 16
  %47 = xor i32 %46, %45
  %48 = mul i32 %47, 2146121005
  %49 = lshr i32 %48, 15
  %50 = xor i32 %49, %48
  %51 = mul i32 %50, -2073254261
  %52 = lshr i32 %51, 16
  %53 = xor i32 %52, %51
  %54 = urem i32 %53, %37
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10, !noalias !97
  %55 = sext i32 %12 to i64
  %56 = shl nsw i64 %55, 7
  %57 = getelementptr i8, ptr %0, i64 %56
  %58 = load i32, ptr %6, align 4, !noalias !97
  %59 = sext i32 %58 to i64
  %60 = shl nsw i64 %59, 7
  %61 = getelementptr i8, ptr %0, i64 %60
  %62 = getelementptr inbounds nuw i8, ptr %6, i64 4
  %63 = load i32, ptr %62, align 4, !noalias !97
  %64 = sext i32 %63 to i64
  %65 = shl nsw i64 %64, 7
  %66 = getelementptr i8, ptr %0, i64 %65
  %67 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %68 = load i32, ptr %67, align 4, !noalias !97
  %69 = sext i32 %68 to i64
  %70 = shl nsw i64 %69, 7
  %71 = getelementptr i8, ptr %0, i64 %70
  br label %151

72:                                               ; preds = %121, %16
  %73 = phi i32 [ 0, %16 ], [ %82, %121 ]
  %74 = phi i32 [ 0, %16 ], [ %124, %121 ]
  %75 = add nsw i32 %22, %74
  %76 = srem i32 %75, %4
  %77 = icmp eq i32 %74, 0
  br label %78

78:                                               ; preds = %105, %72
  %79 = phi i32 [ %73, %72 ], [ %82, %105 ]
  %80 = phi i32 [ %76, %72 ], [ %107, %105 ]
  %81 = phi i32 [ 0, %72 ], [ %108, %105 ]
  %82 = add i32 %79, 1
  %83 = mul i32 %79, -2048144789
  %84 = add i32 %83, 1222876455
  %85 = lshr i32 %84, 16
  %86 = xor i32 %85, %84
  %87 = mul i32 %86, 2146121005
  %88 = lshr i32 %87, 15
  %89 = xor i32 %88, %87
  %90 = mul i32 %89, -2073254261
  %91 = xor i32 %90, %33
  %92 = lshr i32 %91, 16
  %93 = xor i32 %92, %34
  %94 = xor i32 %93, %90
  %95 = lshr i32 %94, 16
  %96 = xor i32 %95, %94
  %97 = mul i32 %96, 2146121005
  %98 = lshr i32 %97, 15
  %99 = xor i32 %98, %97
  %100 = mul i32 %99, -2073254261
  %101 = lshr i32 %100, 16
  %102 = xor i32 %101, %100
  %103 = urem i32 %102, %4
  %104 = icmp eq i32 %103, %12
  br i1 %77, label %105, label %111

105:                                              ; preds = %111, %78
  %106 = phi i1 [ %104, %78 ], [ %118, %111 ]
  %107 = select i1 %106, i32 %80, i32 %103
  %108 = add nuw nsw i32 %81, 1
  %109 = icmp samesign ult i32 %81, 15
  %110 = select i1 %106, i1 %109, i1 false
  br i1 %110, label %78, label %121, !llvm.loop !98

111:                                              ; preds = %78, %111
  %112 = phi i1 [ %118, %111 ], [ %104, %78 ]
  %113 = phi i32 [ %119, %111 ], [ 0, %78 ]
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw i32, ptr %6, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !6, !noalias !97
  %117 = icmp eq i32 %103, %116
  %118 = or i1 %112, %117
  %119 = add nuw nsw i32 %113, 1
  %120 = icmp eq i32 %119, %74
  br i1 %120, label %105, label %111, !llvm.loop !99

121:                                              ; preds = %105
  %122 = zext nneg i32 %74 to i64
  %123 = getelementptr inbounds nuw i32, ptr %6, i64 %122
  store i32 %107, ptr %123, align 4, !tbaa !6, !noalias !97
  %124 = add nuw nsw i32 %74, 1
  %125 = icmp eq i32 %124, 3
  br i1 %125, label %35, label %72, !llvm.loop !100

126:                                              ; preds = %202
  %127 = mul nuw nsw i32 %37, 10
  %128 = uitofp nneg i32 %127 to float
  br label %129

129:                                              ; preds = %129, %126
  %130 = phi i32 [ %141, %129 ], [ 0, %126 ]
  %131 = phi float [ %140, %129 ], [ %128, %126 ]
  %132 = zext nneg i32 %130 to i64
  %133 = getelementptr inbounds nuw float, ptr %7, i64 %132
  %134 = load float, ptr %133, align 4, !tbaa !34, !noalias !97
  %135 = fmul contract float %134, %134
  %136 = fmul contract float %134, 0x401921FB60000000
  %137 = tail call noundef float @llvm.nvvm.cos.approx.f(float %136) #10
  %138 = fmul contract float %137, 1.000000e+01
  %139 = fsub contract float %135, %138
  %140 = fadd contract float %131, %139
  %141 = add nuw nsw i32 %130, 1
  %142 = icmp eq i32 %141, %37
  br i1 %142, label %143, label %129, !llvm.loop !35

143:                                              ; preds = %129
  %144 = getelementptr inbounds float, ptr %1, i64 %55
  %145 = load float, ptr %144, align 4, !tbaa !34, !alias.scope !91, !noalias !101
  %146 = fcmp contract ole float %140, %145
  %147 = fcmp contract uno float %145, 0.000000e+00
  %148 = or i1 %146, %147
  %149 = getelementptr inbounds nuw i8, ptr %2, i64 %56
  %150 = select i1 %148, ptr %7, ptr %57
  br label %210

151:                                              ; preds = %202, %35
  %152 = phi i32 [ 0, %35 ], [ %205, %202 ]
  %153 = mul i32 %152, -2048144789
  %154 = add i32 %153, -853646073
  %155 = lshr i32 %154, 16
  %156 = xor i32 %155, %154
  %157 = mul i32 %156, 2146121005
  %158 = lshr i32 %157, 15
  %159 = xor i32 %158, %157
  %160 = mul i32 %159, -2073254261
  %161 = lshr i32 %160, 16
  %162 = xor i32 %44, %161
  %163 = xor i32 %162, %160
  %164 = lshr i32 %163, 16
  %165 = xor i32 %164, %163
  %166 = mul i32 %165, 2146121005
  %167 = lshr i32 %166, 15
  %168 = xor i32 %167, %166
  %169 = mul i32 %168, -2073254261
  %170 = lshr i32 %169, 24
  %171 = lshr i32 %169, 8
  %172 = xor i32 %170, %171
  %173 = uitofp nneg i32 %172 to float
  %174 = fmul contract float %173, 0x3E70000000000000
  %175 = zext nneg i32 %152 to i64
  %176 = fcmp contract olt float %174, %21
  %177 = icmp eq i32 %152, %54
  %178 = or i1 %177, %176
  br i1 %178, label %179, label %199

179:                                              ; preds = %151
  %180 = getelementptr float, ptr %61, i64 %175
  %181 = load float, ptr %180, align 4, !tbaa !34, !alias.scope !88, !noalias !102
  %182 = getelementptr float, ptr %66, i64 %175
  %183 = load float, ptr %182, align 4, !tbaa !34, !alias.scope !88, !noalias !102
  %184 = getelementptr float, ptr %71, i64 %175
  %185 = load float, ptr %184, align 4, !tbaa !34, !alias.scope !88, !noalias !102
  %186 = fsub contract float %183, %185
  %187 = fmul contract float %41, %186
  %188 = fadd contract float %181, %187
  %189 = fcmp contract olt float %188, %38
  %190 = fsub contract float %38, %188
  %191 = fadd contract float %38, %190
  %192 = select i1 %189, float %191, float %188
  %193 = fcmp contract ogt float %192, %39
  %194 = fsub contract float %192, %39
  %195 = fsub contract float %39, %194
  %196 = select i1 %193, float %195, float %192
  %197 = tail call noundef float @llvm.maxnum.f32(float %196, float %38)
  %198 = tail call noundef float @llvm.minnum.f32(float %197, float %39)
  br label %202

199:                                              ; preds = %151
  %200 = getelementptr float, ptr %57, i64 %175
  %201 = load float, ptr %200, align 4, !tbaa !34, !alias.scope !88, !noalias !102
  br label %202

202:                                              ; preds = %199, %179
  %203 = phi float [ %201, %199 ], [ %198, %179 ]
  %204 = getelementptr inbounds nuw float, ptr %7, i64 %175
  store float %203, ptr %204, align 4, !tbaa !34, !noalias !97
  %205 = add nuw nsw i32 %152, 1
  %206 = icmp eq i32 %205, %37
  br i1 %206, label %126, label %151, !llvm.loop !103

207:                                              ; preds = %217
  %208 = select contract i1 %148, float %140, float %145
  %209 = getelementptr inbounds float, ptr %3, i64 %55
  store float %208, ptr %209, align 4, !tbaa !34, !alias.scope !95, !noalias !104
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10, !noalias !97
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10, !noalias !97
  br label %223

210:                                              ; preds = %217, %143
  %211 = phi i32 [ 0, %143 ], [ %221, %217 ]
  %212 = icmp samesign ugt i32 %36, %211
  br i1 %212, label %213, label %217

213:                                              ; preds = %210
  %214 = zext nneg i32 %211 to i64
  %215 = getelementptr inbounds nuw float, ptr %150, i64 %214
  %216 = load float, ptr %215, align 4, !tbaa !34, !noalias !102
  br label %217

217:                                              ; preds = %213, %210
  %218 = phi contract float [ 0.000000e+00, %210 ], [ %216, %213 ]
  %219 = zext nneg i32 %211 to i64
  %220 = getelementptr inbounds nuw float, ptr %149, i64 %219
  store float %218, ptr %220, align 4, !tbaa !34, !alias.scope !93, !noalias !105
  %221 = add nuw nsw i32 %211, 1
  %222 = icmp eq i32 %221, 32
  br i1 %222, label %207, label %210, !llvm.loop !106

223:                                              ; preds = %5, %207
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #10 = { nounwind }

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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 0"}
!13 = distinct !{!13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 1"}
!16 = !{!17}
!17 = distinct !{!17, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 2"}
!18 = !{!19}
!19 = distinct !{!19, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 3"}
!20 = !{!21}
!21 = distinct !{!21, !13, !"_Z13pso_step_implI9RastriginEvPfS1_S1_S1_PKfi: argument 4"}
!22 = !{!23, !7, i64 32}
!23 = !{!"_ZTS9PsoParams", !24, i64 0, !24, i64 4, !24, i64 8, !24, i64 12, !24, i64 16, !24, i64 20, !24, i64 24, !24, i64 28, !7, i64 32, !7, i64 36, !7, i64 40, !7, i64 44}
!24 = !{!"float", !8, i64 0}
!25 = !{!12, !15, !17, !19, !21}
!26 = !{!23, !24, i64 16}
!27 = !{!23, !24, i64 20}
!28 = !{!23, !24, i64 12}
!29 = !{!23, !7, i64 40}
!30 = !{!23, !7, i64 44}
!31 = !{!23, !24, i64 0}
!32 = !{!23, !24, i64 4}
!33 = !{!23, !24, i64 8}
!34 = !{!24, !24, i64 0}
!35 = distinct !{!35, !36, !37}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = !{!12, !15, !17, !21}
!39 = !{!12, !17, !19, !21}
!40 = !{!12, !15, !19, !21}
!41 = !{!15, !17, !19, !21}
!42 = !{!12, !15, !17, !19}
!43 = distinct !{!43, !36, !37}
!44 = distinct !{!44, !36, !37}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 0"}
!47 = distinct !{!47, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi"}
!48 = !{!49}
!49 = distinct !{!49, !47, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 1"}
!50 = !{!51}
!51 = distinct !{!51, !47, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 2"}
!52 = !{!53}
!53 = distinct !{!53, !47, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 3"}
!54 = !{!55}
!55 = distinct !{!55, !47, !"_Z13pso_step_implI10RosenbrockEvPfS1_S1_S1_PKfi: argument 4"}
!56 = !{!46, !49, !51, !53, !55}
!57 = distinct !{!57, !36, !37}
!58 = !{!46, !49, !51, !55}
!59 = !{!46, !51, !53, !55}
!60 = !{!46, !49, !53, !55}
!61 = !{!49, !51, !53, !55}
!62 = !{!46, !49, !51, !53}
!63 = distinct !{!63, !36, !37}
!64 = distinct !{!64, !36, !37}
!65 = distinct !{!65, !36, !37}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 0"}
!68 = distinct !{!68, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i"}
!69 = !{!70}
!70 = distinct !{!70, !68, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 1"}
!71 = !{!72}
!72 = distinct !{!72, !68, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 2"}
!73 = !{!74}
!74 = distinct !{!74, !68, !"_Z7de_implI6AckleyEvPKfS2_PfS3_i: argument 3"}
!75 = !{!67, !70, !72, !74}
!76 = !{!23, !24, i64 24}
!77 = !{!23, !24, i64 28}
!78 = distinct !{!78, !36, !37}
!79 = distinct !{!79, !36, !37}
!80 = distinct !{!80, !36, !37}
!81 = distinct !{!81, !36, !37}
!82 = !{!67, !72, !74}
!83 = !{!70, !72, !74}
!84 = distinct !{!84, !36, !37}
!85 = !{!67, !70, !72}
!86 = !{!67, !70, !74}
!87 = distinct !{!87, !36, !37}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 0"}
!90 = distinct !{!90, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i"}
!91 = !{!92}
!92 = distinct !{!92, !90, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 1"}
!93 = !{!94}
!94 = distinct !{!94, !90, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 2"}
!95 = !{!96}
!96 = distinct !{!96, !90, !"_Z7de_implI9RastriginEvPKfS2_PfS3_i: argument 3"}
!97 = !{!89, !92, !94, !96}
!98 = distinct !{!98, !36, !37}
!99 = distinct !{!99, !36, !37}
!100 = distinct !{!100, !36, !37}
!101 = !{!89, !94, !96}
!102 = !{!92, !94, !96}
!103 = distinct !{!103, !36, !37}
!104 = !{!89, !92, !94}
!105 = !{!89, !92, !96}
!106 = distinct !{!106, !36, !37}
