; ModuleID = 'src/bitonic_sort.cu'
source_filename = "src/bitonic_sort.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ19bitonic_sort_sharedE5s_key = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ19bitonic_sort_sharedE5s_val = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @bitonic_step_global(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = xor i32 %2, %10
  %12 = icmp ult i32 %10, %4
  %13 = icmp ult i32 %11, %4
  %14 = and i1 %12, %13
  %15 = icmp ugt i32 %11, %10
  %16 = and i1 %15, %14
  br i1 %16, label %17, label %33

17:                                               ; preds = %5
  %18 = and i32 %3, %10
  %19 = zext i32 %10 to i64
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = zext i32 %11 to i64
  %23 = getelementptr inbounds nuw float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = fcmp contract ogt float %21, %24
  %26 = icmp ne i32 %18, 0
  %27 = xor i1 %26, %25
  br i1 %27, label %28, label %33

28:                                               ; preds = %17
  store float %24, ptr %20, align 4, !tbaa !11
  store float %21, ptr %23, align 4, !tbaa !11
  %29 = getelementptr inbounds nuw i32, ptr %1, i64 %19
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds nuw i32, ptr %1, i64 %22
  %32 = load i32, ptr %31, align 4, !tbaa !6
  store i32 %32, ptr %29, align 4, !tbaa !6
  store i32 %30, ptr %31, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %17, %28, %5
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @bitonic_sort_shared(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = icmp samesign ult i32 %6, 512
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %13

10:                                               ; preds = %29, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = icmp samesign ult i32 %6, 256
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %38

13:                                               ; preds = %8, %29
  %14 = phi i32 [ %6, %8 ], [ %32, %29 ]
  %15 = add nuw nsw i32 %14, %5
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %21

17:                                               ; preds = %13
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  br label %21

21:                                               ; preds = %13, %17
  %22 = phi i32 [ %20, %17 ], [ -1, %13 ]
  %23 = zext nneg i32 %14 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %23
  store i32 %22, ptr %24, align 4, !tbaa !6
  br i1 %16, label %25, label %29

25:                                               ; preds = %21
  %26 = sext i32 %15 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  br label %29

29:                                               ; preds = %21, %25
  %30 = phi i32 [ %28, %25 ], [ 0, %21 ]
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %23
  store i32 %30, ptr %31, align 4, !tbaa !6
  %32 = add nuw nsw i32 %14, %9
  %33 = icmp samesign ult i32 %32, 512
  br i1 %33, label %13, label %10, !llvm.loop !13

34:                                               ; preds = %46
  %35 = icmp samesign ult i32 %6, 512
  br i1 %35, label %36, label %76

36:                                               ; preds = %34
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %77

38:                                               ; preds = %10, %46
  %39 = phi i32 [ 2, %10 ], [ %47, %46 ]
  %40 = ashr exact i32 %39, 1
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %46

42:                                               ; preds = %38, %49
  %43 = phi i32 [ %50, %49 ], [ %40, %38 ]
  br i1 %11, label %44, label %49

44:                                               ; preds = %42
  %45 = add nsw i32 %43, -1
  br label %52

46:                                               ; preds = %49, %38
  %47 = shl i32 %39, 1
  %48 = icmp slt i32 %47, 513
  br i1 %48, label %38, label %34, !llvm.loop !16

49:                                               ; preds = %73, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = lshr i32 %43, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %46, label %42, !llvm.loop !17

52:                                               ; preds = %44, %73
  %53 = phi i32 [ %6, %44 ], [ %74, %73 ]
  %54 = shl nuw nsw i32 %53, 1
  %55 = and i32 %53, %45
  %56 = sub nsw i32 %54, %55
  %57 = add nsw i32 %56, %43
  %58 = and i32 %56, %39
  %59 = sext i32 %56 to i64
  %60 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = sext i32 %57 to i64
  %63 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = icmp ugt i32 %61, %64
  %66 = icmp ne i32 %58, 0
  %67 = xor i1 %66, %65
  br i1 %67, label %68, label %73

68:                                               ; preds = %52
  store i32 %64, ptr %60, align 4, !tbaa !6
  store i32 %61, ptr %63, align 4, !tbaa !6
  %69 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %59
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %62
  %72 = load i32, ptr %71, align 4, !tbaa !6
  store i32 %72, ptr %69, align 4, !tbaa !6
  store i32 %70, ptr %71, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %68, %52
  %74 = add nuw nsw i32 %53, %12
  %75 = icmp samesign ult i32 %74, 256
  br i1 %75, label %52, label %49, !llvm.loop !18

76:                                               ; preds = %90, %34
  ret void

77:                                               ; preds = %36, %90
  %78 = phi i32 [ %6, %36 ], [ %91, %90 ]
  %79 = add nuw nsw i32 %78, %5
  %80 = icmp slt i32 %79, %2
  br i1 %80, label %81, label %90

81:                                               ; preds = %77
  %82 = zext nneg i32 %78 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = sext i32 %79 to i64
  %86 = getelementptr inbounds i32, ptr %0, i64 %85
  store i32 %84, ptr %86, align 4, !tbaa !6
  %87 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %82
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = getelementptr inbounds i32, ptr %1, i64 %85
  store i32 %88, ptr %89, align 4, !tbaa !6
  br label %90

90:                                               ; preds = %77, %81
  %91 = add nuw nsw i32 %78, %37
  %92 = icmp samesign ult i32 %91, 512
  br i1 %92, label %77, label %76, !llvm.loop !19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!19 = distinct !{!19, !14, !15}
