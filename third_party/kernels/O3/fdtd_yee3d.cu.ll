; ModuleID = 'src/fdtd_yee3d.cu'
source_filename = "src/fdtd_yee3d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fdtd_update_h(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, float noundef %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %20 = add nuw nsw i32 %18, %19
  %21 = icmp slt i32 %15, %6
  br i1 %21, label %22, label %108

22:                                               ; preds = %10
  %23 = icmp sge i32 %20, %7
  %24 = icmp slt i32 %8, 1
  %25 = or i1 %23, %24
  br i1 %25, label %108, label %26

26:                                               ; preds = %22
  %27 = sext i32 %6 to i64
  %28 = zext nneg i32 %7 to i64
  %29 = mul nsw i64 %28, %27
  %30 = add nsw i32 %15, 1
  %31 = icmp slt i32 %30, %6
  %32 = add nuw nsw i32 %20, 1
  %33 = icmp samesign ult i32 %32, %7
  %34 = zext nneg i32 %20 to i64
  %35 = mul nsw i64 %27, %34
  %36 = sext i32 %15 to i64
  %37 = add nsw i64 %35, %36
  %38 = getelementptr inbounds nuw float, ptr %0, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr float, ptr %0, i64 %29
  %43 = getelementptr float, ptr %1, i64 %29
  %44 = getelementptr float, ptr %0, i64 %27
  br label %45

45:                                               ; preds = %26, %83
  %46 = phi i64 [ %37, %26 ], [ %106, %83 ]
  %47 = phi float [ %39, %26 ], [ %58, %83 ]
  %48 = phi float [ %41, %26 ], [ %63, %83 ]
  %49 = phi i32 [ 0, %26 ], [ %50, %83 ]
  %50 = add nuw nsw i32 %49, 1
  %51 = icmp slt i32 %50, %8
  %52 = getelementptr inbounds nuw float, ptr %2, i64 %46
  %53 = load float, ptr %52, align 4, !tbaa !11
  br i1 %51, label %54, label %57

54:                                               ; preds = %45
  %55 = getelementptr float, ptr %42, i64 %46
  %56 = load float, ptr %55, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %45, %54
  %58 = phi contract float [ %56, %54 ], [ 0.000000e+00, %45 ]
  br i1 %51, label %59, label %62

59:                                               ; preds = %57
  %60 = getelementptr float, ptr %43, i64 %46
  %61 = load float, ptr %60, align 4, !tbaa !11
  br label %62

62:                                               ; preds = %57, %59
  %63 = phi contract float [ %61, %59 ], [ 0.000000e+00, %57 ]
  br i1 %33, label %64, label %67

64:                                               ; preds = %62
  %65 = getelementptr float, ptr %52, i64 %27
  %66 = load float, ptr %65, align 4, !tbaa !11
  br label %67

67:                                               ; preds = %62, %64
  %68 = phi contract float [ %66, %64 ], [ 0.000000e+00, %62 ]
  br i1 %31, label %69, label %72

69:                                               ; preds = %67
  %70 = getelementptr i8, ptr %52, i64 4
  %71 = load float, ptr %70, align 4, !tbaa !11
  br label %72

72:                                               ; preds = %67, %69
  %73 = phi contract float [ %71, %69 ], [ 0.000000e+00, %67 ]
  br i1 %31, label %74, label %78

74:                                               ; preds = %72
  %75 = getelementptr float, ptr %1, i64 %46
  %76 = getelementptr i8, ptr %75, i64 4
  %77 = load float, ptr %76, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %72, %74
  %79 = phi contract float [ %77, %74 ], [ 0.000000e+00, %72 ]
  br i1 %33, label %80, label %83

80:                                               ; preds = %78
  %81 = getelementptr float, ptr %44, i64 %46
  %82 = load float, ptr %81, align 4, !tbaa !11
  br label %83

83:                                               ; preds = %78, %80
  %84 = phi contract float [ %82, %80 ], [ 0.000000e+00, %78 ]
  %85 = fsub contract float %68, %53
  %86 = fsub contract float %63, %48
  %87 = fsub contract float %85, %86
  %88 = fsub contract float %58, %47
  %89 = fsub contract float %73, %53
  %90 = fsub contract float %88, %89
  %91 = fsub contract float %79, %48
  %92 = fsub contract float %84, %47
  %93 = fsub contract float %91, %92
  %94 = fmul contract float %9, %87
  %95 = getelementptr inbounds nuw float, ptr %3, i64 %46
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = fsub contract float %96, %94
  store float %97, ptr %95, align 4, !tbaa !11
  %98 = fmul contract float %9, %90
  %99 = getelementptr inbounds nuw float, ptr %4, i64 %46
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fsub contract float %100, %98
  store float %101, ptr %99, align 4, !tbaa !11
  %102 = fmul contract float %9, %93
  %103 = getelementptr inbounds nuw float, ptr %5, i64 %46
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fsub contract float %104, %102
  store float %105, ptr %103, align 4, !tbaa !11
  %106 = add i64 %46, %29
  %107 = icmp eq i32 %50, %8
  br i1 %107, label %108, label %45, !llvm.loop !13

108:                                              ; preds = %83, %10, %22
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fdtd_update_e(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, float noundef %14, ptr noalias noundef writeonly captures(none) %15) local_unnamed_addr #0 {
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %24 = mul nuw nsw i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %26 = add nuw nsw i32 %24, %25
  %27 = icmp slt i32 %21, %8
  %28 = icmp slt i32 %26, %9
  %29 = and i1 %27, %28
  br i1 %29, label %30, label %114

30:                                               ; preds = %16
  %31 = sext i32 %8 to i64
  %32 = zext nneg i32 %9 to i64
  %33 = mul nsw i64 %32, %31
  %34 = zext nneg i32 %26 to i64
  %35 = mul nsw i64 %31, %34
  %36 = sext i32 %21 to i64
  %37 = add nsw i64 %35, %36
  %38 = icmp sgt i32 %10, 1
  br i1 %38, label %39, label %114

39:                                               ; preds = %30
  %40 = icmp ne i32 %26, 0
  %41 = icmp sgt i32 %21, 0
  %42 = and i1 %41, %40
  %43 = icmp eq i32 %21, %11
  %44 = icmp eq i32 %26, %12
  %45 = and i1 %43, %44
  br label %46

46:                                               ; preds = %39, %111
  %47 = phi i32 [ 1, %39 ], [ %112, %111 ]
  %48 = zext nneg i32 %47 to i64
  %49 = mul i64 %33, %48
  %50 = add i64 %37, %49
  %51 = getelementptr inbounds nuw float, ptr %6, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = getelementptr inbounds nuw float, ptr %7, i64 %50
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = getelementptr inbounds nuw float, ptr %2, i64 %50
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = getelementptr inbounds nuw float, ptr %1, i64 %50
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds nuw float, ptr %0, i64 %50
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = sub i64 %50, %33
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  br i1 %40, label %64, label %78

64:                                               ; preds = %46
  %65 = getelementptr inbounds nuw float, ptr %1, i64 %61
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = sub i64 %50, %31
  %68 = getelementptr inbounds nuw float, ptr %2, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = fsub contract float %56, %69
  %71 = fsub contract float %58, %66
  %72 = fsub contract float %70, %71
  %73 = getelementptr inbounds nuw float, ptr %3, i64 %50
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fmul contract float %52, %74
  %76 = fmul contract float %54, %72
  %77 = fadd contract float %75, %76
  store float %77, ptr %73, align 4, !tbaa !11
  br label %78

78:                                               ; preds = %64, %46
  br i1 %41, label %79, label %90

79:                                               ; preds = %78
  %80 = fsub contract float %60, %63
  %81 = getelementptr i8, ptr %55, i64 -4
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = fsub contract float %56, %82
  %84 = fsub contract float %80, %83
  %85 = getelementptr inbounds nuw float, ptr %4, i64 %50
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = fmul contract float %52, %86
  %88 = fmul contract float %54, %84
  %89 = fadd contract float %87, %88
  store float %89, ptr %85, align 4, !tbaa !11
  br label %90

90:                                               ; preds = %79, %78
  br i1 %42, label %91, label %111

91:                                               ; preds = %90
  %92 = getelementptr i8, ptr %57, i64 -4
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fsub contract float %58, %93
  %95 = sub i64 %50, %31
  %96 = getelementptr inbounds nuw float, ptr %0, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fsub contract float %60, %97
  %99 = fsub contract float %94, %98
  %100 = getelementptr inbounds nuw float, ptr %5, i64 %50
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = fmul contract float %52, %101
  %103 = fmul contract float %54, %99
  %104 = fadd contract float %102, %103
  %105 = icmp eq i32 %47, %13
  %106 = and i1 %45, %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %91
  %108 = fadd contract float %14, %104
  store float %108, ptr %15, align 4, !tbaa !11
  br label %109

109:                                              ; preds = %107, %91
  %110 = phi float [ %108, %107 ], [ %104, %91 ]
  store float %110, ptr %100, align 4, !tbaa !11
  br label %111

111:                                              ; preds = %109, %90
  %112 = add nuw nsw i32 %47, 1
  %113 = icmp eq i32 %112, %10
  br i1 %113, label %114, label %46, !llvm.loop !15

114:                                              ; preds = %111, %30, %16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
