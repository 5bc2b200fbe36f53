; ModuleID = 'src/trisolve_rows.cu'
source_filename = "src/trisolve_rows.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @trsv_lu_batched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %90

12:                                               ; preds = %5
  %13 = icmp sgt i32 %3, 0
  br i1 %13, label %19, label %14

14:                                               ; preds = %29, %12
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %16, label %90

16:                                               ; preds = %14
  %17 = add nuw i32 %3, 1
  %18 = mul i32 %4, %17
  br label %52

19:                                               ; preds = %12, %29
  %20 = phi i32 [ %32, %29 ], [ 0, %12 ]
  %21 = mul nsw i32 %20, %4
  %22 = add nsw i32 %21, %10
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = icmp eq i32 %20, 0
  br i1 %26, label %29, label %27

27:                                               ; preds = %19
  %28 = mul nuw nsw i32 %20, %3
  br label %34

29:                                               ; preds = %34, %19
  %30 = phi float [ %25, %19 ], [ %49, %34 ]
  %31 = getelementptr inbounds float, ptr %2, i64 %23
  store float %30, ptr %31, align 4, !tbaa !11
  %32 = add nuw nsw i32 %20, 1
  %33 = icmp eq i32 %32, %3
  br i1 %33, label %14, label %19, !llvm.loop !13

34:                                               ; preds = %27, %34
  %35 = phi i32 [ 0, %27 ], [ %50, %34 ]
  %36 = phi float [ %25, %27 ], [ %49, %34 ]
  %37 = add nuw nsw i32 %35, %28
  %38 = mul nsw i32 %37, %4
  %39 = add nsw i32 %38, %10
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = mul nsw i32 %35, %4
  %44 = add nsw i32 %43, %10
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr %2, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = fmul contract float %42, %47
  %49 = fsub contract float %36, %48
  %50 = add nuw nsw i32 %35, 1
  %51 = icmp eq i32 %50, %20
  br i1 %51, label %29, label %34, !llvm.loop !16

52:                                               ; preds = %16, %63
  %53 = phi i32 [ %3, %16 ], [ %54, %63 ]
  %54 = add nsw i32 %53, -1
  %55 = mul nsw i32 %54, %4
  %56 = add nsw i32 %55, %10
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %2, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = icmp slt i32 %53, %3
  br i1 %60, label %61, label %63

61:                                               ; preds = %52
  %62 = mul nsw i32 %54, %3
  br label %72

63:                                               ; preds = %72, %52
  %64 = phi float [ %59, %52 ], [ %87, %72 ]
  %65 = mul i32 %18, %54
  %66 = add nsw i32 %65, %10
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr %0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = fdiv contract float %64, %69
  store float %70, ptr %58, align 4, !tbaa !11
  %71 = icmp sgt i32 %53, 1
  br i1 %71, label %52, label %90, !llvm.loop !17

72:                                               ; preds = %61, %72
  %73 = phi i32 [ %53, %61 ], [ %88, %72 ]
  %74 = phi float [ %59, %61 ], [ %87, %72 ]
  %75 = add nsw i32 %73, %62
  %76 = mul nsw i32 %75, %4
  %77 = add nsw i32 %76, %10
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = mul nsw i32 %73, %4
  %82 = add nsw i32 %81, %10
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr %2, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = fmul contract float %80, %85
  %87 = fsub contract float %74, %86
  %88 = add nuw nsw i32 %73, 1
  %89 = icmp eq i32 %88, %3
  br i1 %89, label %63, label %72, !llvm.loop !18

90:                                               ; preds = %63, %14, %5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @trsm_lower_columns(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  %13 = icmp sgt i32 %2, 0
  %14 = and i1 %12, %13
  br i1 %14, label %15, label %99

15:                                               ; preds = %6
  %16 = sext i32 %5 to i64
  %17 = sext i32 %11 to i64
  %18 = getelementptr double, ptr %1, i64 %17
  %19 = sext i32 %4 to i64
  %20 = getelementptr double, ptr %1, i64 %17
  %21 = getelementptr double, ptr %1, i64 %17
  %22 = getelementptr double, ptr %1, i64 %17
  %23 = getelementptr double, ptr %1, i64 %17
  %24 = getelementptr double, ptr %1, i64 %17
  br label %25

25:                                               ; preds = %15, %92
  %26 = phi i32 [ 0, %15 ], [ %97, %92 ]
  %27 = zext nneg i32 %26 to i64
  %28 = mul nsw i64 %27, %16
  %29 = getelementptr double, ptr %18, i64 %28
  %30 = load double, ptr %29, align 8, !tbaa !19
  %31 = mul nsw i64 %27, %19
  %32 = getelementptr inbounds nuw double, ptr %0, i64 %31
  %33 = icmp samesign ult i32 %26, 4
  br i1 %33, label %34, label %38

34:                                               ; preds = %38, %25
  %35 = phi double [ %30, %25 ], [ %76, %38 ]
  %36 = phi i32 [ 0, %25 ], [ %39, %38 ]
  %37 = icmp samesign ult i32 %36, %26
  br i1 %37, label %79, label %92

38:                                               ; preds = %25, %38
  %39 = phi i32 [ %77, %38 ], [ 4, %25 ]
  %40 = phi i32 [ %39, %38 ], [ 0, %25 ]
  %41 = phi double [ %76, %38 ], [ %30, %25 ]
  %42 = zext nneg i32 %40 to i64
  %43 = getelementptr inbounds nuw double, ptr %32, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !19
  %45 = mul nsw i64 %42, %16
  %46 = getelementptr double, ptr %20, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !19
  %48 = fmul contract double %44, %47
  %49 = fsub contract double %41, %48
  %50 = or disjoint i32 %40, 1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw double, ptr %32, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !19
  %54 = mul nsw i64 %51, %16
  %55 = getelementptr double, ptr %21, i64 %54
  %56 = load double, ptr %55, align 8, !tbaa !19
  %57 = fmul contract double %53, %56
  %58 = fsub contract double %49, %57
  %59 = or disjoint i32 %40, 2
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw double, ptr %32, i64 %60
  %62 = load double, ptr %61, align 8, !tbaa !19
  %63 = mul nsw i64 %60, %16
  %64 = getelementptr double, ptr %22, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !19
  %66 = fmul contract double %62, %65
  %67 = fsub contract double %58, %66
  %68 = or disjoint i32 %40, 3
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw double, ptr %32, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !19
  %72 = mul nsw i64 %69, %16
  %73 = getelementptr double, ptr %23, i64 %72
  %74 = load double, ptr %73, align 8, !tbaa !19
  %75 = fmul contract double %71, %74
  %76 = fsub contract double %67, %75
  %77 = add nuw nsw i32 %39, 4
  %78 = icmp samesign ugt i32 %77, %26
  br i1 %78, label %34, label %38, !llvm.loop !21

79:                                               ; preds = %34, %79
  %80 = phi i32 [ %90, %79 ], [ %36, %34 ]
  %81 = phi double [ %89, %79 ], [ %35, %34 ]
  %82 = zext nneg i32 %80 to i64
  %83 = getelementptr inbounds nuw double, ptr %32, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !19
  %85 = mul nsw i64 %82, %16
  %86 = getelementptr double, ptr %24, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !19
  %88 = fmul contract double %84, %87
  %89 = fsub contract double %81, %88
  %90 = add nuw nsw i32 %80, 1
  %91 = icmp eq i32 %90, %26
  br i1 %91, label %92, label %79, !llvm.loop !22

92:                                               ; preds = %79, %34
  %93 = phi double [ %35, %34 ], [ %89, %79 ]
  %94 = getelementptr inbounds nuw double, ptr %32, i64 %27
  %95 = load double, ptr %94, align 8, !tbaa !19
  %96 = fdiv contract double %93, %95
  store double %96, ptr %29, align 8, !tbaa !19
  %97 = add nuw nsw i32 %26, 1
  %98 = icmp eq i32 %97, %2
  br i1 %98, label %99, label %25, !llvm.loop !23

99:                                               ; preds = %92, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = !{!20, !20, i64 0}
!20 = !{!"double", !8, i64 0}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
