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
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %7, label %11, label %9

9:                                                ; preds = %27, %3
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = icmp samesign ult i32 %6, 256
  br label %33

11:                                               ; preds = %3, %27
  %12 = phi i32 [ %30, %27 ], [ %6, %3 ]
  %13 = or disjoint i32 %12, %5
  %14 = icmp slt i32 %13, %2
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %11, %15
  %20 = phi i32 [ %18, %15 ], [ -1, %11 ]
  %21 = zext nneg i32 %12 to i64
  %22 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %21
  store i32 %20, ptr %22, align 4, !tbaa !6
  br i1 %14, label %23, label %27

23:                                               ; preds = %19
  %24 = sext i32 %13 to i64
  %25 = getelementptr inbounds i32, ptr %1, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  br label %27

27:                                               ; preds = %19, %23
  %28 = phi i32 [ %26, %23 ], [ 0, %19 ]
  %29 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %21
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = add nuw nsw i32 %12, %8
  %31 = icmp samesign ult i32 %30, 512
  br i1 %31, label %11, label %9, !llvm.loop !13

32:                                               ; preds = %41
  br i1 %7, label %72, label %71

33:                                               ; preds = %9, %41
  %34 = phi i32 [ 2, %9 ], [ %42, %41 ]
  %35 = ashr exact i32 %34, 1
  %36 = icmp sgt i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %33, %44
  %38 = phi i32 [ %45, %44 ], [ %35, %33 ]
  br i1 %10, label %39, label %44

39:                                               ; preds = %37
  %40 = add nsw i32 %38, -1
  br label %47

41:                                               ; preds = %44, %33
  %42 = shl i32 %34, 1
  %43 = icmp slt i32 %42, 513
  br i1 %43, label %33, label %32, !llvm.loop !15

44:                                               ; preds = %68, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = lshr i32 %38, 1
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %41, label %37, !llvm.loop !16

47:                                               ; preds = %39, %68
  %48 = phi i32 [ %6, %39 ], [ %69, %68 ]
  %49 = shl nuw nsw i32 %48, 1
  %50 = and i32 %48, %40
  %51 = sub nsw i32 %49, %50
  %52 = add nsw i32 %51, %38
  %53 = and i32 %51, %34
  %54 = sext i32 %51 to i64
  %55 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = sext i32 %52 to i64
  %58 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = icmp ugt i32 %56, %59
  %61 = icmp ne i32 %53, 0
  %62 = xor i1 %61, %60
  br i1 %62, label %63, label %68

63:                                               ; preds = %47
  store i32 %59, ptr %55, align 4, !tbaa !6
  store i32 %56, ptr %58, align 4, !tbaa !6
  %64 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %54
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %57
  %67 = load i32, ptr %66, align 4, !tbaa !6
  store i32 %67, ptr %64, align 4, !tbaa !6
  store i32 %65, ptr %66, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %63, %47
  %69 = add nuw nsw i32 %48, %8
  %70 = icmp samesign ult i32 %69, 256
  br i1 %70, label %47, label %44, !llvm.loop !17

71:                                               ; preds = %85, %32
  ret void

72:                                               ; preds = %32, %85
  %73 = phi i32 [ %86, %85 ], [ %6, %32 ]
  %74 = or disjoint i32 %73, %5
  %75 = icmp slt i32 %74, %2
  br i1 %75, label %76, label %85

76:                                               ; preds = %72
  %77 = sext i32 %74 to i64
  %78 = getelementptr inbounds i32, ptr %1, i64 %77
  %79 = zext nneg i32 %73 to i64
  %80 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_val to ptr), i64 %79
  %81 = getelementptr inbounds i32, ptr %0, i64 %77
  %82 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19bitonic_sort_sharedE5s_key to ptr), i64 %79
  %83 = load i32, ptr %82, align 4, !tbaa !6
  store i32 %83, ptr %81, align 4, !tbaa !6
  %84 = load i32, ptr %80, align 4, !tbaa !6
  store i32 %84, ptr %78, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %72, %76
  %86 = add nuw nsw i32 %73, %8
  %87 = icmp samesign ult i32 %86, 512
  br i1 %87, label %72, label %71, !llvm.loop !18
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
