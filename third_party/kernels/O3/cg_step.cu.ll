; ModuleID = 'src/cg_step.cu'
source_filename = "src/cg_step.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumfE7partial = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite)
define dso_local noundef float @_Z8warp_sumf(float noundef %0) local_unnamed_addr #0 {
  %2 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %0, i32 16, i32 31)
  %3 = fadd contract float %0, %2
  %4 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %3, i32 8, i32 31)
  %5 = fadd contract float %3, %4
  %6 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %5, i32 4, i32 31)
  %7 = fadd contract float %5, %6
  %8 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %7, i32 2, i32 31)
  %9 = fadd contract float %7, %8
  %10 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %9, i32 1, i32 31)
  %11 = fadd contract float %9, %10
  ret float %11
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local noundef float @_Z9block_sumf(float noundef %0) local_unnamed_addr #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = and i32 %2, 31
  %4 = lshr i32 %2, 5
  %5 = tail call contract noundef float @_Z8warp_sumf(float noundef %0) #7
  %6 = icmp eq i32 %3, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = zext nneg i32 %4 to i64
  %9 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumfE7partial to ptr), i64 %8
  store float %5, ptr %9, align 4, !tbaa !11
  br label %10

10:                                               ; preds = %7, %1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = add nuw nsw i32 %11, 31
  %13 = lshr i32 %12, 5
  %14 = icmp samesign ult i32 %2, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %10
  %16 = zext nneg i32 %3 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumfE7partial to ptr), i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !11
  br label %19

19:                                               ; preds = %10, %15
  %20 = phi contract float [ %18, %15 ], [ 0.000000e+00, %10 ]
  %21 = icmp eq i32 %4, 0
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  %23 = tail call contract noundef float @_Z8warp_sumf(float noundef %20) #7
  br label %24

24:                                               ; preds = %22, %19
  %25 = phi float [ %23, %22 ], [ %20, %19 ]
  ret float %25
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef float @_Z13poisson_applyPKfiii(ptr noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 {
  %5 = sdiv i32 %1, %2
  %6 = mul i32 %5, %2
  %7 = sub i32 %1, %6
  %8 = sext i32 %1 to i64
  %9 = getelementptr inbounds float, ptr %0, i64 %8
  %10 = load float, ptr %9, align 4, !tbaa !11
  %11 = fmul contract float %10, 4.000000e+00
  %12 = icmp sgt i32 %7, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %4
  %14 = getelementptr i8, ptr %9, i64 -4
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fsub contract float %11, %15
  br label %17

17:                                               ; preds = %13, %4
  %18 = phi float [ %16, %13 ], [ %11, %4 ]
  %19 = add nsw i32 %2, -1
  %20 = icmp slt i32 %7, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = getelementptr i8, ptr %9, i64 4
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = fsub contract float %18, %23
  br label %25

25:                                               ; preds = %21, %17
  %26 = phi float [ %24, %21 ], [ %18, %17 ]
  %27 = icmp sgt i32 %5, 0
  br i1 %27, label %28, label %34

28:                                               ; preds = %25
  %29 = sub nsw i32 %1, %2
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fsub contract float %26, %32
  br label %34

34:                                               ; preds = %28, %25
  %35 = phi float [ %33, %28 ], [ %26, %25 ]
  %36 = add nsw i32 %3, -1
  %37 = icmp slt i32 %5, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %34
  %39 = add nsw i32 %2, %1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = fsub contract float %35, %42
  br label %44

44:                                               ; preds = %38, %34
  %45 = phi float [ %43, %38 ], [ %35, %34 ]
  ret float %45
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cg_matvec_dot(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = mul nsw i32 %4, %3
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %57

13:                                               ; preds = %5
  %14 = sdiv i32 %10, %3
  %15 = mul i32 %14, %3
  %16 = sub i32 %10, %15
  %17 = sext i32 %10 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !11
  %20 = fmul contract float %19, 4.000000e+00
  %21 = icmp sgt i32 %16, 0
  br i1 %21, label %22, label %26

22:                                               ; preds = %13
  %23 = getelementptr i8, ptr %18, i64 -4
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = fsub contract float %20, %24
  br label %26

26:                                               ; preds = %22, %13
  %27 = phi float [ %25, %22 ], [ %20, %13 ]
  %28 = add nsw i32 %3, -1
  %29 = icmp slt i32 %16, %28
  br i1 %29, label %30, label %34

30:                                               ; preds = %26
  %31 = getelementptr i8, ptr %18, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = fsub contract float %27, %32
  br label %34

34:                                               ; preds = %30, %26
  %35 = phi float [ %33, %30 ], [ %27, %26 ]
  %36 = icmp sgt i32 %14, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %34
  %38 = sub nsw i32 %10, %3
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = fsub contract float %35, %41
  br label %43

43:                                               ; preds = %37, %34
  %44 = phi float [ %42, %37 ], [ %35, %34 ]
  %45 = add nsw i32 %4, -1
  %46 = icmp slt i32 %14, %45
  br i1 %46, label %47, label %53

47:                                               ; preds = %43
  %48 = add nsw i32 %3, %10
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fsub contract float %44, %51
  br label %53

53:                                               ; preds = %43, %47
  %54 = phi float [ %52, %47 ], [ %44, %43 ]
  %55 = getelementptr inbounds float, ptr %1, i64 %17
  store float %54, ptr %55, align 4, !tbaa !11
  %56 = fmul contract float %19, %54
  br label %57

57:                                               ; preds = %53, %5
  %58 = phi float [ %56, %53 ], [ 0.000000e+00, %5 ]
  %59 = and i32 %9, 31
  %60 = lshr i32 %9, 5
  %61 = tail call contract noundef float @_Z8warp_sumf(float noundef %58) #7
  %62 = icmp eq i32 %59, 0
  br i1 %62, label %63, label %66

63:                                               ; preds = %57
  %64 = zext nneg i32 %60 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumfE7partial to ptr), i64 %64
  store float %61, ptr %65, align 4, !tbaa !11
  br label %66

66:                                               ; preds = %63, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %67 = add nuw nsw i32 %7, 31
  %68 = lshr i32 %67, 5
  %69 = icmp samesign ult i32 %9, %68
  br i1 %69, label %70, label %74

70:                                               ; preds = %66
  %71 = zext nneg i32 %59 to i64
  %72 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumfE7partial to ptr), i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !11
  br label %74

74:                                               ; preds = %70, %66
  %75 = phi contract float [ %73, %70 ], [ 0.000000e+00, %66 ]
  %76 = icmp eq i32 %60, 0
  br i1 %76, label %77, label %79

77:                                               ; preds = %74
  %78 = tail call contract noundef float @_Z8warp_sumf(float noundef %75) #7
  br label %79

79:                                               ; preds = %74, %77
  %80 = phi float [ %78, %77 ], [ %75, %74 ]
  %81 = icmp eq i32 %9, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %79
  %83 = atomicrmw fadd ptr %2, float %80 seq_cst, align 4
  br label %84

84:                                               ; preds = %82, %79
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @cg_update(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef captures(none) %5, i32 noundef %6) local_unnamed_addr #4 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %6
  br i1 %13, label %14, label %33

14:                                               ; preds = %7
  %15 = load float, ptr %4, align 4, !tbaa !11
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = fdiv contract float %15, %17
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds float, ptr %2, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fmul contract float %18, %21
  %23 = getelementptr inbounds float, ptr %0, i64 %19
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = fadd contract float %24, %22
  store float %25, ptr %23, align 4, !tbaa !11
  %26 = getelementptr inbounds float, ptr %1, i64 %19
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = getelementptr inbounds float, ptr %3, i64 %19
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = fmul contract float %18, %29
  %31 = fsub contract float %27, %30
  store float %31, ptr %26, align 4, !tbaa !11
  %32 = fmul contract float %31, %31
  br label %33

33:                                               ; preds = %14, %7
  %34 = phi float [ %32, %14 ], [ 0.000000e+00, %7 ]
  %35 = and i32 %11, 31
  %36 = lshr i32 %11, 5
  %37 = tail call contract noundef float @_Z8warp_sumf(float noundef %34) #7
  %38 = icmp eq i32 %35, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = zext nneg i32 %36 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumfE7partial to ptr), i64 %40
  store float %37, ptr %41, align 4, !tbaa !11
  br label %42

42:                                               ; preds = %39, %33
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = add nuw nsw i32 %9, 31
  %44 = lshr i32 %43, 5
  %45 = icmp samesign ult i32 %11, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %42
  %47 = zext nneg i32 %35 to i64
  %48 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumfE7partial to ptr), i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi contract float [ %49, %46 ], [ 0.000000e+00, %42 ]
  %52 = icmp eq i32 %36, 0
  br i1 %52, label %53, label %55

53:                                               ; preds = %50
  %54 = tail call contract noundef float @_Z8warp_sumf(float noundef %51) #7
  br label %55

55:                                               ; preds = %50, %53
  %56 = phi float [ %54, %53 ], [ %51, %50 ]
  %57 = icmp eq i32 %11, 0
  br i1 %57, label %58, label %60

58:                                               ; preds = %55
  %59 = atomicrmw fadd ptr %5, float %56 seq_cst, align 4
  br label %60

60:                                               ; preds = %58, %55
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
