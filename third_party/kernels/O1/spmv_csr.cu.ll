; ModuleID = 'src/spmv_csr.cu'
source_filename = "src/spmv_csr.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv_csr_scalar(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %38

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %23, label %20

20:                                               ; preds = %23, %13
  %21 = phi float [ 0.000000e+00, %13 ], [ %35, %23 ]
  %22 = getelementptr inbounds float, ptr %4, i64 %14
  store float %21, ptr %22, align 4, !tbaa !11
  br label %38

23:                                               ; preds = %13, %23
  %24 = phi i32 [ %36, %23 ], [ %16, %13 ]
  %25 = phi float [ %35, %23 ], [ 0.000000e+00, %13 ]
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds float, ptr %2, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = getelementptr inbounds i32, ptr %1, i64 %26
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %3, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = fmul contract float %28, %33
  %35 = fadd contract float %25, %34
  %36 = add nsw i32 %24, 1
  %37 = icmp eq i32 %36, %18
  br i1 %37, label %20, label %23, !llvm.loop !13

38:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @spmv_csr_vector(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, double noundef %6, double noundef %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = lshr i32 %13, 5
  %15 = and i32 %12, 31
  %16 = icmp slt i32 %14, %5
  br i1 %16, label %17, label %67

17:                                               ; preds = %8
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = add nsw i32 %20, %15
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %27, label %25

25:                                               ; preds = %27, %17
  %26 = phi double [ 0.000000e+00, %17 ], [ %39, %27 ]
  br label %44

27:                                               ; preds = %17, %27
  %28 = phi i32 [ %40, %27 ], [ %23, %17 ]
  %29 = phi double [ %39, %27 ], [ 0.000000e+00, %17 ]
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds double, ptr %2, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !16
  %33 = getelementptr inbounds i32, ptr %1, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %3, i64 %35
  %37 = load double, ptr %36, align 8, !tbaa !16
  %38 = fmul contract double %32, %37
  %39 = fadd contract double %29, %38
  %40 = add nsw i32 %28, 32
  %41 = icmp slt i32 %40, %22
  br i1 %41, label %27, label %25, !llvm.loop !18

42:                                               ; preds = %44
  %43 = icmp eq i32 %15, 0
  br i1 %43, label %61, label %67

44:                                               ; preds = %25, %44
  %45 = phi i32 [ %59, %44 ], [ 16, %25 ]
  %46 = phi double [ %58, %44 ], [ %26, %25 ]
  %47 = bitcast double %46 to i64
  %48 = trunc i64 %47 to i32
  %49 = lshr i64 %47, 32
  %50 = trunc nuw i64 %49 to i32
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %48, i32 %45, i32 31)
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %50, i32 %45, i32 31)
  %53 = zext i32 %52 to i64
  %54 = shl nuw i64 %53, 32
  %55 = zext i32 %51 to i64
  %56 = or disjoint i64 %54, %55
  %57 = bitcast i64 %56 to double
  %58 = fadd contract double %46, %57
  %59 = lshr i32 %45, 1
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %42, label %44, !llvm.loop !19

61:                                               ; preds = %42
  %62 = fmul contract double %6, %58
  %63 = getelementptr inbounds nuw double, ptr %4, i64 %18
  %64 = load double, ptr %63, align 8, !tbaa !16
  %65 = fmul contract double %7, %64
  %66 = fadd contract double %62, %65
  store double %66, ptr %63, align 8, !tbaa !16
  br label %67

67:                                               ; preds = %42, %61, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
!19 = distinct !{!19, !14, !15}
