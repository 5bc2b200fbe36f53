; ModuleID = 'src/srad_diffusion.cu'
source_filename = "src/srad_diffusion.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14srad_roi_statsE5s_sum = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ14srad_roi_statsE4s_sq = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@tile = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @srad_roi_stats(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = sub nsw i32 %6, %5
  %9 = add nsw i32 %8, 1
  %10 = sub i32 %4, %3
  %11 = add i32 %10, 1
  %12 = mul nsw i32 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp slt i32 %17, %12
  br i1 %18, label %19, label %23

19:                                               ; preds = %7
  %20 = sext i32 %2 to i64
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = mul i32 %21, %14
  br label %31

23:                                               ; preds = %31, %7
  %24 = phi float [ 0.000000e+00, %7 ], [ %49, %31 ]
  %25 = phi float [ 0.000000e+00, %7 ], [ %47, %31 ]
  %26 = zext nneg i32 %16 to i64
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14srad_roi_statsE5s_sum to ptr), i64 %26
  store float %25, ptr %27, align 4, !tbaa !11
  %28 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14srad_roi_statsE4s_sq to ptr), i64 %26
  store float %24, ptr %28, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = lshr i32 %14, 1
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %52, label %54

31:                                               ; preds = %19, %31
  %32 = phi float [ 0.000000e+00, %19 ], [ %47, %31 ]
  %33 = phi float [ 0.000000e+00, %19 ], [ %49, %31 ]
  %34 = phi i32 [ %17, %19 ], [ %50, %31 ]
  %35 = freeze i32 %34
  %36 = sdiv i32 %35, %9
  %37 = add nsw i32 %36, %3
  %38 = mul i32 %36, %9
  %39 = sub i32 %35, %38
  %40 = add nsw i32 %39, %5
  %41 = sext i32 %37 to i64
  %42 = mul nsw i64 %41, %20
  %43 = sext i32 %40 to i64
  %44 = getelementptr float, ptr %0, i64 %42
  %45 = getelementptr float, ptr %44, i64 %43
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = fadd contract float %32, %46
  %48 = fmul contract float %46, %46
  %49 = fadd contract float %33, %48
  %50 = add i32 %34, %22
  %51 = icmp slt i32 %50, %12
  br i1 %51, label %31, label %23, !llvm.loop !13

52:                                               ; preds = %68, %23
  %53 = icmp eq i32 %16, 0
  br i1 %53, label %71, label %80

54:                                               ; preds = %23, %68
  %55 = phi i32 [ %69, %68 ], [ %29, %23 ]
  %56 = icmp samesign ult i32 %16, %55
  br i1 %56, label %57, label %68

57:                                               ; preds = %54
  %58 = add nuw nsw i32 %55, %16
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14srad_roi_statsE5s_sum to ptr), i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = load float, ptr %27, align 4, !tbaa !11
  %63 = fadd contract float %61, %62
  store float %63, ptr %27, align 4, !tbaa !11
  %64 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ14srad_roi_statsE4s_sq to ptr), i64 %59
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = load float, ptr %28, align 4, !tbaa !11
  %67 = fadd contract float %65, %66
  store float %67, ptr %28, align 4, !tbaa !11
  br label %68

68:                                               ; preds = %57, %54
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %69 = lshr i32 %55, 1
  %70 = icmp eq i32 %69, 0
  br i1 %70, label %52, label %54, !llvm.loop !15

71:                                               ; preds = %52
  %72 = shl nuw i32 %13, 1
  %73 = or disjoint i32 %72, 1
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %74
  %76 = zext i32 %72 to i64
  %77 = getelementptr inbounds nuw float, ptr %1, i64 %76
  %78 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14srad_roi_statsE5s_sum to ptr), align 4, !tbaa !11
  store float %78, ptr %77, align 4, !tbaa !11
  %79 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ14srad_roi_statsE4s_sq to ptr), align 4, !tbaa !11
  store float %79, ptr %75, align 4, !tbaa !11
  br label %80

80:                                               ; preds = %71, %52
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @srad_diffusion_coeff(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #2 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = add nuw nsw i32 %10, 2
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %10
  %16 = add i32 %15, %12
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %17, %18
  %20 = add nuw nsw i32 %19, %13
  %21 = add nsw i32 %6, -1
  %22 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %20, i32 range(i32 -2147483648, 2147483647) %21)
  %23 = add nsw i32 %7, -1
  %24 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %16, i32 range(i32 -2147483648, 2147483647) %23)
  %25 = add nuw nsw i32 %13, 1
  %26 = mul nuw nsw i32 %25, %11
  %27 = add nuw nsw i32 %26, %12
  %28 = add nuw nsw i32 %27, 1
  %29 = mul nsw i32 %22, %7
  %30 = add nsw i32 %29, %24
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = zext nneg i32 %28 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %34
  store float %33, ptr %35, align 4, !tbaa !11
  %36 = icmp eq i32 %12, 0
  br i1 %36, label %37, label %46

37:                                               ; preds = %9
  %38 = zext nneg i32 %27 to i64
  %39 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %38
  %40 = tail call i32 @llvm.smax.i32(i32 %24, i32 1)
  %41 = add i32 %29, -1
  %42 = add i32 %41, %40
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  store float %45, ptr %39, align 4, !tbaa !11
  br label %46

46:                                               ; preds = %37, %9
  %47 = add nsw i32 %10, -1
  %48 = icmp eq i32 %12, %47
  br i1 %48, label %49, label %59

49:                                               ; preds = %46
  %50 = zext nneg i32 %27 to i64
  %51 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %50
  %52 = getelementptr i8, ptr %51, i64 8
  %53 = add nsw i32 %24, 1
  %54 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %53, i32 range(i32 -2147483648, 2147483647) %23)
  %55 = add nsw i32 %54, %29
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  store float %58, ptr %52, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %49, %46
  %60 = icmp eq i32 %13, 0
  br i1 %60, label %61, label %72

61:                                               ; preds = %59
  %62 = tail call i32 @llvm.smax.i32(i32 %22, i32 1)
  %63 = add nsw i32 %62, -1
  %64 = mul nsw i32 %63, %7
  %65 = add nsw i32 %64, %24
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = sub nsw i32 %28, %11
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %70
  store float %68, ptr %71, align 4, !tbaa !11
  br label %72

72:                                               ; preds = %61, %59
  %73 = add nsw i32 %18, -1
  %74 = icmp eq i32 %13, %73
  br i1 %74, label %75, label %86

75:                                               ; preds = %72
  %76 = add nsw i32 %22, 1
  %77 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %76, i32 range(i32 -2147483648, 2147483647) %21)
  %78 = mul nsw i32 %77, %7
  %79 = add nsw i32 %78, %24
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %0, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = add nuw nsw i32 %28, %11
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %84
  store float %82, ptr %85, align 4, !tbaa !11
  br label %86

86:                                               ; preds = %75, %72
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = icmp slt i32 %20, %6
  %88 = icmp slt i32 %16, %7
  %89 = and i1 %87, %88
  br i1 %89, label %90, label %148

90:                                               ; preds = %86
  %91 = load float, ptr %35, align 4, !tbaa !11
  %92 = sub nsw i32 %28, %11
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = fsub contract float %95, %91
  %97 = add nuw nsw i32 %28, %11
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fsub contract float %100, %91
  %102 = zext nneg i32 %27 to i64
  %103 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fsub contract float %104, %91
  %106 = getelementptr i8, ptr %103, i64 8
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = fsub contract float %107, %91
  %109 = fmul contract float %96, %96
  %110 = fmul contract float %101, %101
  %111 = fadd contract float %109, %110
  %112 = fmul contract float %105, %105
  %113 = fadd contract float %111, %112
  %114 = fmul contract float %108, %108
  %115 = fadd contract float %113, %114
  %116 = fmul contract float %91, %91
  %117 = fdiv contract float %115, %116
  %118 = fadd contract float %96, %101
  %119 = fadd contract float %118, %105
  %120 = fadd contract float %119, %108
  %121 = fdiv contract float %120, %91
  %122 = fmul contract float %117, 5.000000e-01
  %123 = fmul contract float %121, %121
  %124 = fmul contract float %123, 6.250000e-02
  %125 = fsub contract float %122, %124
  %126 = fmul contract float %121, 2.500000e-01
  %127 = fadd contract float %126, 1.000000e+00
  %128 = fmul contract float %127, %127
  %129 = fdiv contract float %125, %128
  %130 = fsub contract float %129, %8
  %131 = fadd contract float %8, 1.000000e+00
  %132 = fmul contract float %8, %131
  %133 = fdiv contract float %130, %132
  %134 = fadd contract float %133, 1.000000e+00
  %135 = fdiv contract float 1.000000e+00, %134
  %136 = tail call noundef float @llvm.maxnum.f32(float %135, float 0.000000e+00)
  %137 = tail call noundef float @llvm.minnum.f32(float %136, float 1.000000e+00)
  %138 = zext nneg i32 %20 to i64
  %139 = sext i32 %7 to i64
  %140 = mul nsw i64 %139, %138
  %141 = sext i32 %16 to i64
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds nuw float, ptr %1, i64 %142
  store float %96, ptr %143, align 4, !tbaa !11
  %144 = getelementptr inbounds nuw float, ptr %2, i64 %142
  store float %101, ptr %144, align 4, !tbaa !11
  %145 = getelementptr inbounds nuw float, ptr %3, i64 %142
  store float %105, ptr %145, align 4, !tbaa !11
  %146 = getelementptr inbounds nuw float, ptr %4, i64 %142
  store float %108, ptr %146, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw float, ptr %5, i64 %142
  store float %137, ptr %147, align 4, !tbaa !11
  br label %148

148:                                              ; preds = %86, %90
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @srad_update(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #3 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = icmp slt i32 %19, %6
  %21 = icmp slt i32 %14, %7
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %66

23:                                               ; preds = %9
  %24 = zext nneg i32 %19 to i64
  %25 = sext i32 %7 to i64
  %26 = mul nsw i64 %25, %24
  %27 = sext i32 %14 to i64
  %28 = add nsw i64 %26, %27
  %29 = add nuw nsw i32 %19, 1
  %30 = add nsw i32 %6, -1
  %31 = tail call i32 @llvm.umin.i32(i32 %29, i32 %30)
  %32 = zext nneg i32 %31 to i64
  %33 = mul nsw i64 %32, %25
  %34 = add nsw i32 %14, 1
  %35 = add nsw i32 %7, -1
  %36 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 %34, i32 range(i32 -2147483648, 2147483647) %35)
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds nuw float, ptr %1, i64 %28
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr float, ptr %1, i64 %33
  %41 = getelementptr float, ptr %40, i64 %27
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr float, ptr %1, i64 %26
  %44 = getelementptr float, ptr %43, i64 %37
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = getelementptr inbounds nuw float, ptr %2, i64 %28
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = fmul contract float %39, %47
  %49 = getelementptr inbounds nuw float, ptr %3, i64 %28
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = fmul contract float %42, %50
  %52 = fadd contract float %48, %51
  %53 = getelementptr inbounds nuw float, ptr %4, i64 %28
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = fmul contract float %39, %54
  %56 = fadd contract float %52, %55
  %57 = getelementptr inbounds nuw float, ptr %5, i64 %28
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fmul contract float %45, %58
  %60 = fadd contract float %56, %59
  %61 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = fmul contract float %8, 2.500000e-01
  %64 = fmul contract float %63, %60
  %65 = fadd contract float %62, %64
  store float %65, ptr %61, align 4, !tbaa !11
  br label %66

66:                                               ; preds = %9, %23
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
