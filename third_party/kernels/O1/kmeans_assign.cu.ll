; ModuleID = 'src/kmeans_assign.cu'
source_filename = "src/kmeans_assign.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_centroids = dso_local addrspace(4) externally_initialized constant [4096 x float] zeroinitializer, align 4
@_ZZ21kmeans_assign_nearestE9s_changes = internal addrspace(3) global i32 undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_centroids to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmeans_transpose_features(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = add i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %2
  %15 = icmp sgt i32 %3, 0
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %33

17:                                               ; preds = %4
  %18 = sext i32 %13 to i64
  %19 = zext nneg i32 %3 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = sext i32 %2 to i64
  %23 = getelementptr float, ptr %1, i64 %18
  br label %24

24:                                               ; preds = %17, %24
  %25 = phi i32 [ 0, %17 ], [ %31, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr float, ptr %21, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !11
  %29 = mul nsw i64 %26, %22
  %30 = getelementptr float, ptr %23, i64 %29
  store float %28, ptr %30, align 4, !tbaa !11
  %31 = add nuw nsw i32 %25, 1
  %32 = icmp eq i32 %31, %3
  br i1 %32, label %33, label %24, !llvm.loop !13

33:                                               ; preds = %24, %4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @kmeans_assign_nearest(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef writeonly captures(none) %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = mul nuw nsw i32 %16, %12
  %18 = sub nsw i32 0, %14
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %6
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ21kmeans_assign_nearestE9s_changes to ptr), align 4, !tbaa !6
  br label %21

21:                                               ; preds = %20, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = mul nsw i32 %3, %1
  %23 = icmp slt i32 %22, 4097
  %24 = icmp slt i32 %15, %2
  %25 = select i1 %24, i1 %23, i1 false
  %26 = icmp sgt i32 %3, 0
  %27 = and i1 %26, %25
  br i1 %27, label %28, label %68

28:                                               ; preds = %21
  %29 = icmp sgt i32 %1, 0
  %30 = sext i32 %2 to i64
  %31 = sext i32 %15 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  br label %38

33:                                               ; preds = %59
  %34 = sext i32 %15 to i64
  %35 = getelementptr inbounds i32, ptr %4, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = icmp eq i32 %36, %63
  br i1 %37, label %68, label %66

38:                                               ; preds = %28, %59
  %39 = phi i32 [ 0, %28 ], [ %63, %59 ]
  %40 = phi i32 [ 0, %28 ], [ %64, %59 ]
  %41 = phi float [ 0x47EFFFFFE0000000, %28 ], [ %62, %59 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !16)
  %42 = mul nsw i32 %40, %1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_centroids to ptr), i64 %43
  br i1 %29, label %45, label %59

45:                                               ; preds = %38, %45
  %46 = phi float [ %56, %45 ], [ 0.000000e+00, %38 ]
  %47 = phi i32 [ %57, %45 ], [ 0, %38 ]
  %48 = zext nneg i32 %47 to i64
  %49 = mul nsw i64 %48, %30
  %50 = getelementptr float, ptr %32, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11, !alias.scope !16
  %52 = getelementptr inbounds nuw float, ptr %44, i64 %48
  %53 = load float, ptr %52, align 4, !tbaa !11, !noalias !16
  %54 = fsub contract float %51, %53
  %55 = fmul contract float %54, %54
  %56 = fadd contract float %46, %55
  %57 = add nuw nsw i32 %47, 1
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %59, label %45, !llvm.loop !19

59:                                               ; preds = %45, %38
  %60 = phi float [ 0.000000e+00, %38 ], [ %56, %45 ]
  %61 = fcmp contract olt float %60, %41
  %62 = select i1 %61, float %60, float %41
  %63 = select i1 %61, i32 %40, i32 %39
  %64 = add nuw nsw i32 %40, 1
  %65 = icmp eq i32 %64, %3
  br i1 %65, label %33, label %38, !llvm.loop !20

66:                                               ; preds = %33
  store i32 %63, ptr %35, align 4, !tbaa !6
  %67 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ21kmeans_assign_nearestE9s_changes to ptr), i32 1 seq_cst, align 4
  br label %68

68:                                               ; preds = %33, %66, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %69, label %73

69:                                               ; preds = %68
  %70 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21kmeans_assign_nearestE9s_changes to ptr), align 4, !tbaa !6
  %71 = zext i32 %11 to i64
  %72 = getelementptr inbounds nuw i32, ptr %5, i64 %71
  store i32 %70, ptr %72, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %69, %68
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

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
!16 = !{!17}
!17 = distinct !{!17, !18, !"_ZL17centroid_distancePKfiiii: argument 0"}
!18 = distinct !{!18, !"_ZL17centroid_distancePKfiiii"}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
