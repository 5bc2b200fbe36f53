; ModuleID = 'src/stencil_halo_shared.cu'
source_filename = "src/stencil_halo_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14heat_step_haloE4tile = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ12heat3d_marchE5plane = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @heat_step_halo(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, float noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = shl i32 %8, 4
  %10 = add i32 %9, %6
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl nuw nsw i32 %11, 4
  %13 = add nuw nsw i32 %12, %7
  %14 = icmp slt i32 %10, %2
  %15 = icmp slt i32 %13, %3
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %5
  %18 = mul nsw i32 %2, %13
  %19 = add nsw i32 %18, %10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  br label %23

23:                                               ; preds = %5, %17
  %24 = phi contract float [ %22, %17 ], [ 0.000000e+00, %5 ]
  %25 = zext nneg i32 %7 to i64
  %26 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14heat_step_haloE4tile to ptr), i64 %25
  %27 = getelementptr i8, ptr %26, i64 72
  %28 = add nuw nsw i32 %6, 1
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw float, ptr %27, i64 %29
  store float %24, ptr %30, align 4, !tbaa !11
  switch i32 %6, label %57 [
    i32 0, label %31
    i32 15, label %43
  ]

31:                                               ; preds = %23
  %32 = icmp sgt i32 %10, 0
  %33 = and i1 %32, %15
  br i1 %33, label %34, label %41

34:                                               ; preds = %31
  %35 = mul nsw i32 %2, %13
  %36 = add nsw i32 %35, %10
  %37 = sext i32 %36 to i64
  %38 = getelementptr float, ptr %0, i64 %37
  %39 = getelementptr i8, ptr %38, i64 -4
  %40 = load float, ptr %39, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %31, %34
  %42 = phi contract float [ %40, %34 ], [ 0.000000e+00, %31 ]
  store float %42, ptr %27, align 4, !tbaa !11
  br label %57

43:                                               ; preds = %23
  %44 = add nsw i32 %10, 1
  %45 = icmp slt i32 %44, %2
  %46 = and i1 %45, %15
  br i1 %46, label %47, label %54

47:                                               ; preds = %43
  %48 = mul nsw i32 %2, %13
  %49 = add nsw i32 %48, %10
  %50 = sext i32 %49 to i64
  %51 = getelementptr float, ptr %0, i64 %50
  %52 = getelementptr i8, ptr %51, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !11
  br label %54

54:                                               ; preds = %43, %47
  %55 = phi contract float [ %53, %47 ], [ 0.000000e+00, %43 ]
  %56 = getelementptr i8, ptr %26, i64 140
  store float %55, ptr %56, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %41, %23, %54
  switch i32 %7, label %79 [
    i32 0, label %58
    i32 15, label %63
  ]

58:                                               ; preds = %57
  %59 = icmp ne i32 %13, 0
  %60 = and i1 %59, %14
  br i1 %60, label %61, label %75

61:                                               ; preds = %58
  %62 = add nsw i32 %13, -1
  br label %67

63:                                               ; preds = %57
  %64 = add nuw nsw i32 %13, 1
  %65 = icmp slt i32 %64, %3
  %66 = and i1 %14, %65
  br i1 %66, label %67, label %75

67:                                               ; preds = %63, %61
  %68 = phi i32 [ %62, %61 ], [ %64, %63 ]
  %69 = phi ptr [ addrspacecast (ptr addrspace(3) @_ZZ14heat_step_haloE4tile to ptr), %61 ], [ getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14heat_step_haloE4tile to ptr), i64 1224), %63 ]
  %70 = mul nsw i32 %2, %68
  %71 = add nsw i32 %70, %10
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr %0, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  br label %75

75:                                               ; preds = %67, %63, %58
  %76 = phi ptr [ getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14heat_step_haloE4tile to ptr), i64 1224), %63 ], [ addrspacecast (ptr addrspace(3) @_ZZ14heat_step_haloE4tile to ptr), %58 ], [ %69, %67 ]
  %77 = phi float [ 0.000000e+00, %63 ], [ 0.000000e+00, %58 ], [ %74, %67 ]
  %78 = getelementptr inbounds nuw float, ptr %76, i64 %29
  store float %77, ptr %78, align 4, !tbaa !11
  br label %79

79:                                               ; preds = %75, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %16, label %80, label %103

80:                                               ; preds = %79
  %81 = load float, ptr %30, align 4, !tbaa !11
  %82 = getelementptr inbounds nuw float, ptr %26, i64 %29
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = getelementptr i8, ptr %26, i64 144
  %85 = getelementptr inbounds nuw float, ptr %84, i64 %29
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fadd contract float %83, %86
  %88 = zext nneg i32 %6 to i64
  %89 = getelementptr inbounds nuw float, ptr %27, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fadd contract float %87, %90
  %92 = getelementptr i8, ptr %89, i64 8
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fadd contract float %91, %93
  %95 = fmul contract float %81, 4.000000e+00
  %96 = fsub contract float %94, %95
  %97 = fmul contract float %4, %96
  %98 = fadd contract float %81, %97
  %99 = mul nsw i32 %2, %13
  %100 = add nsw i32 %99, %10
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %1, i64 %101
  store float %98, ptr %102, align 4, !tbaa !11
  br label %103

103:                                              ; preds = %79, %80
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @heat3d_march(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 4
  %11 = add i32 %10, %7
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = shl nuw nsw i32 %12, 4
  %14 = add nuw nsw i32 %13, %8
  %15 = icmp slt i32 %11, %2
  %16 = icmp slt i32 %14, %3
  %17 = and i1 %15, %16
  %18 = sext i32 %2 to i64
  %19 = sext i32 %3 to i64
  %20 = mul nsw i64 %19, %18
  %21 = zext nneg i32 %14 to i64
  %22 = mul nsw i64 %18, %21
  %23 = sext i32 %11 to i64
  %24 = add nsw i64 %22, %23
  br i1 %17, label %25, label %28

25:                                               ; preds = %6
  %26 = getelementptr inbounds nuw float, ptr %0, i64 %24
  %27 = load float, ptr %26, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %6, %25
  %29 = phi contract float [ %27, %25 ], [ 0.000000e+00, %6 ]
  %30 = getelementptr float, ptr %0, i64 %24
  %31 = getelementptr float, ptr %30, i64 %18
  %32 = getelementptr float, ptr %1, i64 %24
  %33 = icmp sgt i32 %4, 0
  br i1 %33, label %34, label %62

34:                                               ; preds = %28
  %35 = zext nneg i32 %8 to i64
  %36 = getelementptr [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12heat3d_marchE5plane to ptr), i64 %35
  %37 = getelementptr i8, ptr %36, i64 72
  %38 = add nuw nsw i32 %7, 1
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr %37, i64 %39
  %41 = add nsw i32 %11, 1
  %42 = icmp slt i32 %41, %2
  %43 = and i1 %42, %16
  %44 = getelementptr i8, ptr %36, i64 140
  %45 = icmp sgt i32 %11, 0
  %46 = and i1 %45, %16
  %47 = add nuw nsw i32 %14, 1
  %48 = icmp slt i32 %47, %3
  %49 = and i1 %15, %48
  %50 = getelementptr inbounds nuw float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ12heat3d_marchE5plane to ptr), i64 1224), i64 %39
  %51 = icmp ne i32 %14, 0
  %52 = and i1 %51, %15
  %53 = sub nsw i64 %24, %18
  %54 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ12heat3d_marchE5plane to ptr), i64 %39
  %55 = getelementptr inbounds nuw float, ptr %36, i64 %39
  %56 = getelementptr i8, ptr %36, i64 144
  %57 = getelementptr inbounds nuw float, ptr %56, i64 %39
  %58 = zext nneg i32 %7 to i64
  %59 = getelementptr inbounds nuw float, ptr %37, i64 %58
  %60 = getelementptr i8, ptr %59, i64 8
  %61 = getelementptr float, ptr %0, i64 %53
  br label %63

62:                                               ; preds = %130, %28
  ret void

63:                                               ; preds = %34, %130
  %64 = phi float [ 0.000000e+00, %34 ], [ %66, %130 ]
  %65 = phi i32 [ 0, %34 ], [ %131, %130 ]
  %66 = phi float [ %29, %34 ], [ %76, %130 ]
  br i1 %17, label %67, label %75

67:                                               ; preds = %63
  %68 = add nuw nsw i32 %65, 1
  %69 = icmp slt i32 %68, %4
  br i1 %69, label %70, label %75

70:                                               ; preds = %67
  %71 = zext nneg i32 %68 to i64
  %72 = mul i64 %20, %71
  %73 = getelementptr float, ptr %30, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  br label %75

75:                                               ; preds = %63, %67, %70
  %76 = phi contract float [ %74, %70 ], [ 0.000000e+00, %67 ], [ 0.000000e+00, %63 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %66, ptr %40, align 4, !tbaa !11
  switch i32 %7, label %95 [
    i32 0, label %77
    i32 15, label %86
  ]

77:                                               ; preds = %75
  br i1 %46, label %78, label %84

78:                                               ; preds = %77
  %79 = zext nneg i32 %65 to i64
  %80 = mul i64 %20, %79
  %81 = getelementptr float, ptr %30, i64 %80
  %82 = getelementptr i8, ptr %81, i64 -4
  %83 = load float, ptr %82, align 4, !tbaa !11
  br label %84

84:                                               ; preds = %77, %78
  %85 = phi contract float [ %83, %78 ], [ 0.000000e+00, %77 ]
  store float %85, ptr %37, align 4, !tbaa !11
  br label %95

86:                                               ; preds = %75
  br i1 %43, label %87, label %93

87:                                               ; preds = %86
  %88 = zext nneg i32 %65 to i64
  %89 = mul i64 %20, %88
  %90 = getelementptr float, ptr %30, i64 %89
  %91 = getelementptr i8, ptr %90, i64 4
  %92 = load float, ptr %91, align 4, !tbaa !11
  br label %93

93:                                               ; preds = %86, %87
  %94 = phi contract float [ %92, %87 ], [ 0.000000e+00, %86 ]
  store float %94, ptr %44, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %84, %75, %93
  switch i32 %8, label %112 [
    i32 0, label %96
    i32 15, label %104
  ]

96:                                               ; preds = %95
  br i1 %52, label %97, label %102

97:                                               ; preds = %96
  %98 = zext nneg i32 %65 to i64
  %99 = mul i64 %20, %98
  %100 = getelementptr float, ptr %61, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !11
  br label %102

102:                                              ; preds = %96, %97
  %103 = phi contract float [ %101, %97 ], [ 0.000000e+00, %96 ]
  store float %103, ptr %54, align 4, !tbaa !11
  br label %112

104:                                              ; preds = %95
  br i1 %49, label %105, label %110

105:                                              ; preds = %104
  %106 = zext nneg i32 %65 to i64
  %107 = mul i64 %20, %106
  %108 = getelementptr float, ptr %31, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !11
  br label %110

110:                                              ; preds = %104, %105
  %111 = phi contract float [ %109, %105 ], [ 0.000000e+00, %104 ]
  store float %111, ptr %50, align 4, !tbaa !11
  br label %112

112:                                              ; preds = %102, %95, %110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %17, label %113, label %130

113:                                              ; preds = %112
  %114 = load float, ptr %55, align 4, !tbaa !11
  %115 = load float, ptr %57, align 4, !tbaa !11
  %116 = fadd contract float %114, %115
  %117 = load float, ptr %59, align 4, !tbaa !11
  %118 = fadd contract float %116, %117
  %119 = load float, ptr %60, align 4, !tbaa !11
  %120 = fadd contract float %118, %119
  %121 = fadd contract float %64, %120
  %122 = fadd contract float %76, %121
  %123 = fmul contract float %66, 6.000000e+00
  %124 = fsub contract float %122, %123
  %125 = fmul contract float %5, %124
  %126 = fadd contract float %66, %125
  %127 = zext nneg i32 %65 to i64
  %128 = mul i64 %20, %127
  %129 = getelementptr float, ptr %32, i64 %128
  store float %126, ptr %129, align 4, !tbaa !11
  br label %130

130:                                              ; preds = %113, %112
  %131 = add nuw nsw i32 %65, 1
  %132 = icmp eq i32 %131, %4
  br i1 %132, label %62, label %63, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
