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
  br i1 %10, label %11, label %52

11:                                               ; preds = %4
  %12 = icmp sgt i32 %2, 1
  br i1 %12, label %13, label %35

13:                                               ; preds = %11, %13
  %14 = phi i32 [ %30, %13 ], [ 0, %11 ]
  %15 = phi float [ %29, %13 ], [ 0.000000e+00, %11 ]
  %16 = phi float [ %23, %13 ], [ 0.000000e+00, %11 ]
  %17 = or disjoint i32 %14, 1
  %18 = mul nsw i32 %14, %3
  %19 = add nsw i32 %18, %9
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = fadd contract float %16, %22
  %24 = mul nsw i32 %17, %3
  %25 = add nsw i32 %24, %9
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %0, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = fadd contract float %15, %28
  %30 = add nuw nsw i32 %14, 2
  %31 = or disjoint i32 %30, 1
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %13, label %33, !llvm.loop !13

33:                                               ; preds = %13
  %34 = and i32 %2, 2147483646
  br label %35

35:                                               ; preds = %33, %11
  %36 = phi float [ 0.000000e+00, %11 ], [ %23, %33 ]
  %37 = phi float [ 0.000000e+00, %11 ], [ %29, %33 ]
  %38 = phi i32 [ 0, %11 ], [ %34, %33 ]
  %39 = icmp slt i32 %38, %2
  br i1 %39, label %40, label %47

40:                                               ; preds = %35
  %41 = mul nsw i32 %38, %3
  %42 = add nsw i32 %41, %9
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = fadd contract float %36, %45
  br label %47

47:                                               ; preds = %40, %35
  %48 = phi float [ %46, %40 ], [ %36, %35 ]
  %49 = fadd contract float %37, %48
  %50 = sext i32 %9 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  store float %49, ptr %51, align 4, !tbaa !11
  br label %52

52:                                               ; preds = %4, %47
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
  br i1 %11, label %12, label %58

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !16
  %16 = icmp sgt i32 %2, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %12
  %18 = sext i32 %4 to i64
  br label %28

19:                                               ; preds = %28, %12
  %20 = phi double [ %15, %12 ], [ %46, %28 ]
  %21 = phi double [ %15, %12 ], [ %47, %28 ]
  %22 = phi double [ 0.000000e+00, %12 ], [ %45, %28 ]
  %23 = phi double [ 0.000000e+00, %12 ], [ %42, %28 ]
  %24 = shl nsw i32 %10, 2
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds double, ptr %1, i64 %25
  store double %23, ptr %26, align 8, !tbaa !16
  %27 = icmp sgt i32 %2, 1
  br i1 %27, label %49, label %53

28:                                               ; preds = %17, %28
  %29 = phi double [ 0.000000e+00, %17 ], [ %42, %28 ]
  %30 = phi i32 [ 0, %17 ], [ %39, %28 ]
  %31 = phi double [ 0.000000e+00, %17 ], [ %45, %28 ]
  %32 = phi double [ %15, %17 ], [ %47, %28 ]
  %33 = phi double [ %15, %17 ], [ %46, %28 ]
  %34 = zext nneg i32 %30 to i64
  %35 = mul nsw i64 %34, %18
  %36 = getelementptr inbounds nuw double, ptr %14, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !16
  %38 = fsub contract double %37, %29
  %39 = add nuw nsw i32 %30, 1
  %40 = uitofp nneg i32 %39 to double
  %41 = fdiv contract double %38, %40
  %42 = fadd contract double %29, %41
  %43 = fsub contract double %37, %42
  %44 = fmul contract double %38, %43
  %45 = fadd contract double %31, %44
  %46 = tail call noundef double @llvm.minnum.f64(double %33, double %37)
  %47 = tail call noundef double @llvm.maxnum.f64(double %32, double %37)
  %48 = icmp eq i32 %39, %2
  br i1 %48, label %19, label %28, !llvm.loop !18

49:                                               ; preds = %19
  %50 = add nsw i32 %2, -1
  %51 = uitofp nneg i32 %50 to double
  %52 = fdiv contract double %22, %51
  br label %53

53:                                               ; preds = %19, %49
  %54 = phi contract double [ %52, %49 ], [ 0.000000e+00, %19 ]
  %55 = getelementptr i8, ptr %26, i64 8
  store double %54, ptr %55, align 8, !tbaa !16
  %56 = getelementptr i8, ptr %26, i64 16
  store double %20, ptr %56, align 8, !tbaa !16
  %57 = getelementptr i8, ptr %26, i64 24
  store double %21, ptr %57, align 8, !tbaa !16
  br label %58

58:                                               ; preds = %5, %53
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

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !14, !15}
