; ModuleID = 'src/column_sums.cu'
source_filename = "src/column_sums.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @col_sums(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %133

11:                                               ; preds = %4
  %12 = icmp sgt i32 %2, 1
  br i1 %12, label %13, label %116

13:                                               ; preds = %11
  %14 = add nsw i32 %2, -2
  %15 = lshr i32 %14, 1
  %16 = add nuw i32 %15, 1
  %17 = and i32 %16, 3
  %18 = icmp ult i32 %14, 6
  br i1 %18, label %86, label %19

19:                                               ; preds = %13
  %20 = and i32 %16, -4
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 0, %19 ], [ %81, %21 ]
  %23 = phi float [ 0.000000e+00, %19 ], [ %80, %21 ]
  %24 = phi float [ 0.000000e+00, %19 ], [ %74, %21 ]
  %25 = phi i32 [ 0, %19 ], [ %82, %21 ]
  %26 = or disjoint i32 %22, 1
  %27 = mul nsw i32 %22, %3
  %28 = add nsw i32 %27, %9
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = fadd contract float %24, %31
  %33 = mul nsw i32 %26, %3
  %34 = add nsw i32 %33, %9
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = fadd contract float %23, %37
  %39 = or disjoint i32 %22, 2
  %40 = or disjoint i32 %22, 3
  %41 = mul nsw i32 %39, %3
  %42 = add nsw i32 %41, %9
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = fadd contract float %32, %45
  %47 = mul nsw i32 %40, %3
  %48 = add nsw i32 %47, %9
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd contract float %38, %51
  %53 = or disjoint i32 %22, 4
  %54 = or disjoint i32 %22, 5
  %55 = mul nsw i32 %53, %3
  %56 = add nsw i32 %55, %9
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = fadd contract float %46, %59
  %61 = mul nsw i32 %54, %3
  %62 = add nsw i32 %61, %9
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr %0, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fadd contract float %52, %65
  %67 = or disjoint i32 %22, 6
  %68 = or disjoint i32 %22, 7
  %69 = mul nsw i32 %67, %3
  %70 = add nsw i32 %69, %9
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr %0, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = fadd contract float %60, %73
  %75 = mul nsw i32 %68, %3
  %76 = add nsw i32 %75, %9
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fadd contract float %66, %79
  %81 = add nuw nsw i32 %22, 8
  %82 = add i32 %25, 4
  %83 = icmp eq i32 %82, %20
  br i1 %83, label %84, label %21, !llvm.loop !13

84:                                               ; preds = %21
  %85 = icmp eq i32 %17, 0
  br i1 %85, label %112, label %86

86:                                               ; preds = %84, %13
  %87 = phi i32 [ 0, %13 ], [ %81, %84 ]
  %88 = phi float [ 0.000000e+00, %13 ], [ %80, %84 ]
  %89 = phi float [ 0.000000e+00, %13 ], [ %74, %84 ]
  %90 = icmp ne i32 %17, 0
  tail call void @llvm.assume(i1 %90)
  br label %91

91:                                               ; preds = %91, %86
  %92 = phi i32 [ %109, %91 ], [ %87, %86 ]
  %93 = phi float [ %108, %91 ], [ %88, %86 ]
  %94 = phi float [ %102, %91 ], [ %89, %86 ]
  %95 = phi i32 [ %110, %91 ], [ 0, %86 ]
  %96 = or disjoint i32 %92, 1
  %97 = mul nsw i32 %92, %3
  %98 = add nsw i32 %97, %9
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %0, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = fadd contract float %94, %101
  %103 = mul nsw i32 %96, %3
  %104 = add nsw i32 %103, %9
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr %0, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = fadd contract float %93, %107
  %109 = add nuw nsw i32 %92, 2
  %110 = add i32 %95, 1
  %111 = icmp eq i32 %110, %17
  br i1 %111, label %112, label %91, !llvm.loop !15

112:                                              ; preds = %91, %84
  %113 = phi float [ %74, %84 ], [ %102, %91 ]
  %114 = phi float [ %80, %84 ], [ %108, %91 ]
  %115 = and i32 %2, 2147483646
  br label %116

116:                                              ; preds = %112, %11
  %117 = phi float [ 0.000000e+00, %11 ], [ %113, %112 ]
  %118 = phi float [ 0.000000e+00, %11 ], [ %114, %112 ]
  %119 = phi i32 [ 0, %11 ], [ %115, %112 ]
  %120 = icmp slt i32 %119, %2
  br i1 %120, label %121, label %128

121:                                              ; preds = %116
  %122 = mul nsw i32 %119, %3
  %123 = add nsw i32 %122, %9
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr %0, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = fadd contract float %117, %126
  br label %128

128:                                              ; preds = %121, %116
  %129 = phi float [ %127, %121 ], [ %117, %116 ]
  %130 = fadd contract float %118, %129
  %131 = sext i32 %9 to i64
  %132 = getelementptr inbounds float, ptr %1, i64 %131
  store float %130, ptr %132, align 4, !tbaa !11
  br label %133

133:                                              ; preds = %4, %128
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @col_mean_var(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %136

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !17
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %17, label %55

17:                                               ; preds = %12
  %18 = sext i32 %4 to i64
  %19 = and i32 %2, 3
  %20 = icmp ult i32 %2, 4
  br i1 %20, label %25, label %21

21:                                               ; preds = %17
  %22 = and i32 %2, 2147483644
  br label %71

23:                                               ; preds = %71
  %24 = icmp eq i32 %19, 0
  br i1 %24, label %55, label %25

25:                                               ; preds = %23, %17
  %26 = phi double [ 0.000000e+00, %17 ], [ %128, %23 ]
  %27 = phi i32 [ 0, %17 ], [ %125, %23 ]
  %28 = phi double [ 0.000000e+00, %17 ], [ %131, %23 ]
  %29 = phi double [ %15, %17 ], [ %133, %23 ]
  %30 = phi double [ %15, %17 ], [ %132, %23 ]
  %31 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %31)
  br label %32

32:                                               ; preds = %32, %25
  %33 = phi double [ %26, %25 ], [ %47, %32 ]
  %34 = phi i32 [ %27, %25 ], [ %44, %32 ]
  %35 = phi double [ %28, %25 ], [ %50, %32 ]
  %36 = phi double [ %29, %25 ], [ %52, %32 ]
  %37 = phi double [ %30, %25 ], [ %51, %32 ]
  %38 = phi i32 [ 0, %25 ], [ %53, %32 ]
  %39 = zext nneg i32 %34 to i64
  %40 = mul nsw i64 %39, %18
  %41 = getelementptr inbounds nuw double, ptr %14, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !17
  %43 = fsub contract double %42, %33
  %44 = add nuw nsw i32 %34, 1
  %45 = uitofp nneg i32 %44 to double
  %46 = fdiv contract double %43, %45
  %47 = fadd contract double %33, %46
  %48 = fsub contract double %42, %47
  %49 = fmul contract double %43, %48
  %50 = fadd contract double %35, %49
  %51 = tail call noundef double @llvm.minnum.f64(double %37, double %42)
  %52 = tail call noundef double @llvm.maxnum.f64(double %36, double %42)
  %53 = add i32 %38, 1
  %54 = icmp eq i32 %53, %19
  br i1 %54, label %55, label %32, !llvm.loop !19

55:                                               ; preds = %23, %32, %12
  %56 = phi double [ %15, %12 ], [ %132, %23 ], [ %51, %32 ]
  %57 = phi double [ %15, %12 ], [ %133, %23 ], [ %52, %32 ]
  %58 = phi double [ 0.000000e+00, %12 ], [ %131, %23 ], [ %50, %32 ]
  %59 = phi double [ 0.000000e+00, %12 ], [ %128, %23 ], [ %47, %32 ]
  %60 = shl nsw i32 %10, 2
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds double, ptr %1, i64 %61
  store double %59, ptr %62, align 8, !tbaa !17
  %63 = icmp sgt i32 %2, 1
  %64 = add nsw i32 %2, -1
  %65 = uitofp nneg i32 %64 to double
  %66 = fdiv contract double %58, %65
  %67 = select i1 %63, double %66, double 0.000000e+00
  %68 = getelementptr i8, ptr %62, i64 8
  store double %67, ptr %68, align 8, !tbaa !17
  %69 = getelementptr i8, ptr %62, i64 16
  store double %56, ptr %69, align 8, !tbaa !17
  %70 = getelementptr i8, ptr %62, i64 24
  store double %57, ptr %70, align 8, !tbaa !17
  br label %136

71:                                               ; preds = %71, %21
  %72 = phi double [ 0.000000e+00, %21 ], [ %128, %71 ]
  %73 = phi i32 [ 0, %21 ], [ %125, %71 ]
  %74 = phi double [ 0.000000e+00, %21 ], [ %131, %71 ]
  %75 = phi double [ %15, %21 ], [ %133, %71 ]
  %76 = phi double [ %15, %21 ], [ %132, %71 ]
  %77 = phi i32 [ 0, %21 ], [ %134, %71 ]
  %78 = zext nneg i32 %73 to i64
  %79 = mul nsw i64 %78, %18
  %80 = getelementptr inbounds nuw double, ptr %14, i64 %79
  %81 = load double, ptr %80, align 8, !tbaa !17
  %82 = fsub contract double %81, %72
  %83 = or disjoint i32 %73, 1
  %84 = uitofp nneg i32 %83 to double
  %85 = fdiv contract double %82, %84
  %86 = fadd contract double %72, %85
  %87 = fsub contract double %81, %86
  %88 = fmul contract double %82, %87
  %89 = fadd contract double %74, %88
  %90 = tail call noundef double @llvm.minnum.f64(double %76, double %81)
  %91 = tail call noundef double @llvm.maxnum.f64(double %75, double %81)
  %92 = zext nneg i32 %83 to i64
  %93 = mul nsw i64 %92, %18
  %94 = getelementptr inbounds nuw double, ptr %14, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !17
  %96 = fsub contract double %95, %86
  %97 = or disjoint i32 %73, 2
  %98 = uitofp nneg i32 %97 to double
  %99 = fdiv contract double %96, %98
  %100 = fadd contract double %86, %99
  %101 = fsub contract double %95, %100
  %102 = fmul contract double %96, %101
  %103 = fadd contract double %89, %102
  %104 = tail call noundef double @llvm.minnum.f64(double %90, double %95)
  %105 = tail call noundef double @llvm.maxnum.f64(double %91, double %95)
  %106 = zext nneg i32 %97 to i64
  %107 = mul nsw i64 %106, %18
  %108 = getelementptr inbounds nuw double, ptr %14, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !17
  %110 = fsub contract double %109, %100
  %111 = or disjoint i32 %73, 3
  %112 = uitofp nneg i32 %111 to double
  %113 = fdiv contract double %110, %112
  %114 = fadd contract double %100, %113
  %115 = fsub contract double %109, %114
  %116 = fmul contract double %110, %115
  %117 = fadd contract double %103, %116
  %118 = tail call noundef double @llvm.minnum.f64(double %104, double %109)
  %119 = tail call noundef double @llvm.maxnum.f64(double %105, double %109)
  %120 = zext nneg i32 %111 to i64
  %121 = mul nsw i64 %120, %18
  %122 = getelementptr inbounds nuw double, ptr %14, i64 %121
  %123 = load double, ptr %122, align 8, !tbaa !17
  %124 = fsub contract double %123, %114
  %125 = add nuw nsw i32 %73, 4
  %126 = uitofp nneg i32 %125 to double
  %127 = fdiv contract double %124, %126
  %128 = fadd contract double %114, %127
  %129 = fsub contract double %123, %128
  %130 = fmul contract double %124, %129
  %131 = fadd contract double %117, %130
  %132 = tail call noundef double @llvm.minnum.f64(double %118, double %123)
  %133 = tail call noundef double @llvm.maxnum.f64(double %119, double %123)
  %134 = add i32 %77, 4
  %135 = icmp eq i32 %134, %22
  br i1 %135, label %23, label %71, !llvm.loop !20

136:                                              ; preds = %5, %55
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !14}
