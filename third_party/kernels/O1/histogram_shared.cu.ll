; ModuleID = 'src/histogram_shared.cu'
source_filename = "src/histogram_shared.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12histogram256E6s_hist = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ18histogram_weightedE5s_out = internal addrspace(3) global i32 undef, align 4
@s_bins = external dso_local addrspace(3) global [0 x float], align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @histogram256(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp samesign ult i32 %4, 256
  br i1 %5, label %6, label %8

6:                                                ; preds = %3
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %17

8:                                                ; preds = %17, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = add i32 %11, %4
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %23

14:                                               ; preds = %8
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %16 = mul i32 %10, %15
  br label %25

17:                                               ; preds = %6, %17
  %18 = phi i32 [ %4, %6 ], [ %21, %17 ]
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %19
  store i32 0, ptr %20, align 4, !tbaa !6
  %21 = add nuw nsw i32 %18, %7
  %22 = icmp samesign ult i32 %21, 256
  br i1 %22, label %17, label %8, !llvm.loop !11

23:                                               ; preds = %25, %8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %24 = icmp samesign ult i32 %4, 256
  br i1 %24, label %51, label %50

25:                                               ; preds = %14, %25
  %26 = phi i32 [ %12, %14 ], [ %48, %25 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %0, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = and i32 %29, 255
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %31
  %33 = atomicrmw add ptr %32, i32 1 seq_cst, align 4
  %34 = lshr i32 %29, 8
  %35 = and i32 %34, 255
  %36 = zext nneg i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %36
  %38 = atomicrmw add ptr %37, i32 1 seq_cst, align 4
  %39 = lshr i32 %29, 16
  %40 = and i32 %39, 255
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %41
  %43 = atomicrmw add ptr %42, i32 1 seq_cst, align 4
  %44 = lshr i32 %29, 24
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %45
  %47 = atomicrmw add ptr %46, i32 1 seq_cst, align 4
  %48 = add i32 %26, %16
  %49 = icmp slt i32 %48, %2
  br i1 %49, label %25, label %23, !llvm.loop !14

50:                                               ; preds = %60, %23
  ret void

51:                                               ; preds = %23, %60
  %52 = phi i32 [ %61, %60 ], [ %4, %23 ]
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %60, label %57

57:                                               ; preds = %51
  %58 = getelementptr inbounds nuw i32, ptr %1, i64 %53
  %59 = atomicrmw add ptr %58, i32 %55 seq_cst, align 4
  br label %60

60:                                               ; preds = %51, %57
  %61 = add nuw nsw i32 %52, %10
  %62 = icmp samesign ult i32 %61, 256
  br i1 %62, label %51, label %50, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @histogram_weighted(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %8
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram_weightedE5s_out to ptr), align 4, !tbaa !6
  br label %12

12:                                               ; preds = %11, %8
  %13 = icmp slt i32 %9, %5
  br i1 %13, label %14, label %16

14:                                               ; preds = %12
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %28

16:                                               ; preds = %28, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %17 = sitofp i32 %5 to float
  %18 = fsub contract float %7, %6
  %19 = fdiv contract float %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = add i32 %22, %9
  %24 = icmp slt i32 %23, %4
  br i1 %24, label %25, label %34

25:                                               ; preds = %16
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = mul i32 %21, %26
  br label %36

28:                                               ; preds = %14, %28
  %29 = phi i32 [ %9, %14 ], [ %32, %28 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_bins to ptr), i64 %30
  store float 0.000000e+00, ptr %31, align 4, !tbaa !16
  %32 = add i32 %29, %15
  %33 = icmp slt i32 %32, %5
  br i1 %33, label %28, label %16, !llvm.loop !18

34:                                               ; preds = %56, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %35 = icmp slt i32 %9, %5
  br i1 %35, label %60, label %59

36:                                               ; preds = %25, %56
  %37 = phi i32 [ %23, %25 ], [ %57, %56 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !16
  %41 = fsub contract float %40, %6
  %42 = fmul contract float %19, %41
  %43 = tail call noundef float @llvm.floor.f32(float %42)
  %44 = fptosi float %43 to i32
  %45 = icmp sgt i32 %44, -1
  %46 = icmp sgt i32 %5, %44
  %47 = and i1 %45, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %36
  %49 = zext nneg i32 %44 to i64
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_bins to ptr), i64 %49
  %51 = getelementptr inbounds float, ptr %1, i64 %38
  %52 = load float, ptr %51, align 4, !tbaa !16
  %53 = atomicrmw fadd ptr %50, float %52 seq_cst, align 4
  br label %56

54:                                               ; preds = %36
  %55 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram_weightedE5s_out to ptr), i32 1 seq_cst, align 4
  br label %56

56:                                               ; preds = %54, %48
  %57 = add i32 %37, %27
  %58 = icmp slt i32 %57, %4
  br i1 %58, label %36, label %34, !llvm.loop !19

59:                                               ; preds = %60, %34
  br i1 %10, label %69, label %72

60:                                               ; preds = %34, %60
  %61 = phi i32 [ %67, %60 ], [ %9, %34 ]
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr %2, i64 %62
  %64 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_bins to ptr), i64 %62
  %65 = load float, ptr %64, align 4, !tbaa !16
  %66 = atomicrmw fadd ptr %63, float %65 seq_cst, align 4
  %67 = add i32 %61, %21
  %68 = icmp slt i32 %67, %5
  br i1 %68, label %60, label %59, !llvm.loop !20

69:                                               ; preds = %59
  %70 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram_weightedE5s_out to ptr), align 4, !tbaa !6
  %71 = atomicrmw add ptr %3, i32 %70 seq_cst, align 4
  br label %72

72:                                               ; preds = %69, %59
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = distinct !{!15, !12, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !8, i64 0}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
