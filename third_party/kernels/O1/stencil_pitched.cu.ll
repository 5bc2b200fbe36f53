; ModuleID = 'src/stencil_pitched.cu'
source_filename = "src/stencil_pitched.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @jacobi9_pitched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nuw nsw i32 %12, 1
  %14 = add i32 %13, %11
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %18, 1
  %20 = add nuw nsw i32 %19, %17
  %21 = add nsw i32 %2, -1
  %22 = icmp slt i32 %14, %21
  %23 = add nsw i32 %3, -1
  %24 = icmp slt i32 %20, %23
  %25 = select i1 %22, i1 %24, i1 false
  br i1 %25, label %26, label %74

26:                                               ; preds = %8
  %27 = sext i32 %2 to i64
  %28 = sext i32 %3 to i64
  %29 = getelementptr float, ptr %0, i64 %27
  %30 = icmp sgt i32 %4, 0
  br i1 %30, label %31, label %74

31:                                               ; preds = %26
  %32 = zext nneg i32 %20 to i64
  %33 = sext i32 %14 to i64
  br label %34

34:                                               ; preds = %31, %34
  %35 = phi i32 [ 0, %31 ], [ %72, %34 ]
  %36 = zext nneg i32 %35 to i64
  %37 = mul nsw i64 %36, %28
  %38 = add nsw i64 %37, %32
  %39 = mul i64 %38, %27
  %40 = add i64 %39, %33
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr i8, ptr %41, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr i8, ptr %41, i64 -4
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = fadd contract float %44, %46
  %48 = getelementptr float, ptr %29, i64 %40
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = fadd contract float %47, %49
  %51 = sub i64 %40, %27
  %52 = getelementptr inbounds nuw float, ptr %0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fadd contract float %50, %53
  %55 = getelementptr i8, ptr %48, i64 4
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = getelementptr i8, ptr %48, i64 -4
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fadd contract float %56, %58
  %60 = getelementptr i8, ptr %52, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = fadd contract float %59, %61
  %63 = getelementptr i8, ptr %52, i64 -4
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = fadd contract float %62, %64
  %66 = fmul contract float %5, %42
  %67 = fmul contract float %6, %54
  %68 = fadd contract float %66, %67
  %69 = fmul contract float %7, %65
  %70 = fadd contract float %68, %69
  %71 = getelementptr inbounds nuw float, ptr %1, i64 %40
  store float %70, ptr %71, align 4, !tbaa !11
  %72 = add nuw nsw i32 %35, 1
  %73 = icmp eq i32 %72, %4
  br i1 %73, label %74, label %34, !llvm.loop !13

74:                                               ; preds = %34, %26, %8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @laplace7_pitched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add nuw nsw i32 %10, 1
  %12 = add i32 %11, %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %16, 1
  %18 = add nuw nsw i32 %17, %15
  %19 = add nsw i32 %2, -1
  %20 = icmp slt i32 %12, %19
  %21 = add nsw i32 %3, -1
  %22 = icmp slt i32 %18, %21
  %23 = select i1 %20, i1 %22, i1 false
  br i1 %23, label %24, label %67

24:                                               ; preds = %6
  %25 = sext i32 %2 to i64
  %26 = sext i32 %3 to i64
  %27 = mul nsw i64 %26, %25
  %28 = icmp sgt i32 %4, 2
  br i1 %28, label %29, label %67

29:                                               ; preds = %24
  %30 = zext nneg i32 %18 to i64
  %31 = mul nsw i64 %25, %30
  %32 = sext i32 %12 to i64
  %33 = add nsw i64 %31, %32
  %34 = add nsw i32 %4, -2
  br label %35

35:                                               ; preds = %29, %35
  %36 = phi i32 [ 1, %29 ], [ %65, %35 ]
  %37 = zext nneg i32 %36 to i64
  %38 = mul i64 %27, %37
  %39 = add i64 %33, %38
  %40 = getelementptr float, ptr %0, i64 %39
  %41 = getelementptr i8, ptr %40, i64 4
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr i8, ptr %40, i64 -4
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = fadd contract float %42, %44
  %46 = getelementptr float, ptr %40, i64 %25
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = fadd contract float %45, %47
  %49 = sub i64 %39, %25
  %50 = getelementptr inbounds nuw float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd contract float %48, %51
  %53 = getelementptr float, ptr %40, i64 %27
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = fadd contract float %52, %54
  %56 = sub i64 %39, %27
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fadd contract float %55, %58
  %60 = load float, ptr %40, align 4, !tbaa !11
  %61 = fmul contract float %60, 6.000000e+00
  %62 = fsub contract float %59, %61
  %63 = fmul contract float %5, %62
  %64 = getelementptr inbounds nuw float, ptr %1, i64 %39
  store float %63, ptr %64, align 4, !tbaa !11
  %65 = add nuw nsw i32 %36, 1
  %66 = icmp eq i32 %36, %34
  br i1 %66, label %67, label %35, !llvm.loop !16

67:                                               ; preds = %35, %24, %6
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
