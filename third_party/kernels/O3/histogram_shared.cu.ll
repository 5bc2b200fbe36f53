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
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %5, label %15, label %7

7:                                                ; preds = %15, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = mul i32 %8, %6
  %10 = add i32 %9, %4
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %21

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = mul i32 %6, %13
  br label %22

15:                                               ; preds = %3, %15
  %16 = phi i32 [ %19, %15 ], [ %4, %3 ]
  %17 = zext nneg i32 %16 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %17
  store i32 0, ptr %18, align 4, !tbaa !6
  %19 = add nuw nsw i32 %16, %6
  %20 = icmp samesign ult i32 %19, 256
  br i1 %20, label %15, label %7, !llvm.loop !11

21:                                               ; preds = %22, %7
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %5, label %48, label %47

22:                                               ; preds = %12, %22
  %23 = phi i32 [ %10, %12 ], [ %45, %22 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = and i32 %26, 255
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %28
  %30 = atomicrmw add ptr %29, i32 1 seq_cst, align 4
  %31 = lshr i32 %26, 8
  %32 = and i32 %31, 255
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %33
  %35 = atomicrmw add ptr %34, i32 1 seq_cst, align 4
  %36 = lshr i32 %26, 16
  %37 = and i32 %36, 255
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %38
  %40 = atomicrmw add ptr %39, i32 1 seq_cst, align 4
  %41 = lshr i32 %26, 24
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %42
  %44 = atomicrmw add ptr %43, i32 1 seq_cst, align 4
  %45 = add i32 %23, %14
  %46 = icmp slt i32 %45, %2
  br i1 %46, label %22, label %21, !llvm.loop !13

47:                                               ; preds = %57, %21
  ret void

48:                                               ; preds = %21, %57
  %49 = phi i32 [ %58, %57 ], [ %4, %21 ]
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12histogram256E6s_hist to ptr), i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %57, label %54

54:                                               ; preds = %48
  %55 = getelementptr inbounds nuw i32, ptr %1, i64 %50
  %56 = atomicrmw add ptr %55, i32 %52 seq_cst, align 4
  br label %57

57:                                               ; preds = %48, %54
  %58 = add nuw nsw i32 %49, %6
  %59 = icmp samesign ult i32 %58, 256
  br i1 %59, label %48, label %47, !llvm.loop !14
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
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %13, label %26, label %15

15:                                               ; preds = %26, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %16 = sitofp i32 %5 to float
  %17 = fsub contract float %7, %6
  %18 = fdiv contract float %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = mul i32 %19, %14
  %21 = add i32 %20, %9
  %22 = icmp slt i32 %21, %4
  br i1 %22, label %23, label %32

23:                                               ; preds = %15
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = mul i32 %14, %24
  br label %33

26:                                               ; preds = %12, %26
  %27 = phi i32 [ %30, %26 ], [ %9, %12 ]
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_bins to ptr), i64 %28
  store float 0.000000e+00, ptr %29, align 4, !tbaa !15
  %30 = add i32 %27, %14
  %31 = icmp slt i32 %30, %5
  br i1 %31, label %26, label %15, !llvm.loop !17

32:                                               ; preds = %53, %15
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %13, label %57, label %56

33:                                               ; preds = %23, %53
  %34 = phi i32 [ %21, %23 ], [ %54, %53 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr %0, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !15
  %38 = fsub contract float %37, %6
  %39 = fmul contract float %18, %38
  %40 = tail call noundef float @llvm.floor.f32(float %39)
  %41 = fptosi float %40 to i32
  %42 = icmp sgt i32 %41, -1
  %43 = icmp sgt i32 %5, %41
  %44 = and i1 %42, %43
  br i1 %44, label %45, label %51

45:                                               ; preds = %33
  %46 = zext nneg i32 %41 to i64
  %47 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @s_bins to ptr), i64 %46
  %48 = getelementptr inbounds float, ptr %1, i64 %35
  %49 = load float, ptr %48, align 4, !tbaa !15
  %50 = atomicrmw fadd ptr %47, float %49 seq_cst, align 4
  br label %53

51:                                               ; preds = %33
  %52 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram_weightedE5s_out to ptr), i32 1 seq_cst, align 4
  br label %53

53:                                               ; preds = %51, %45
  %54 = add i32 %34, %25
  %55 = icmp slt i32 %54, %4
  br i1 %55, label %33, label %32, !llvm.loop !18

56:                                               ; preds = %57, %32
  br i1 %10, label %66, label %69

57:                                               ; preds = %32, %57
  %58 = phi i32 [ %64, %57 ], [ %9, %32 ]
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr %2, i64 %59
  %61 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @s_bins to ptr), i64 %59
  %62 = load float, ptr %61, align 4, !tbaa !15
  %63 = atomicrmw fadd ptr %60, float %62 seq_cst, align 4
  %64 = add i32 %58, %14
  %65 = icmp slt i32 %64, %5
  br i1 %65, label %57, label %56, !llvm.loop !19

66:                                               ; preds = %56
  %67 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ18histogram_weightedE5s_out to ptr), align 4, !tbaa !6
  %68 = atomicrmw add ptr %3, i32 %67 seq_cst, align 4
  br label %69

69:                                               ; preds = %66, %56
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
