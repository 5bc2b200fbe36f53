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
  br i1 %16, label %17, label %97

17:                                               ; preds = %4
  %18 = sext i32 %13 to i64
  %19 = zext nneg i32 %3 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr float, ptr %0, i64 %20
  %22 = sext i32 %2 to i64
  %23 = getelementptr float, ptr %1, i64 %18
  %24 = and i32 %3, 7
  %25 = icmp ult i32 %3, 8
  br i1 %25, label %83, label %26

26:                                               ; preds = %17
  %27 = and i32 %3, 2147483640
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi i32 [ 0, %26 ], [ %78, %28 ]
  %30 = phi i32 [ 0, %26 ], [ %79, %28 ]
  %31 = zext nneg i32 %29 to i64
  %32 = getelementptr float, ptr %21, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = mul nsw i64 %31, %22
  %35 = getelementptr float, ptr %23, i64 %34
  store float %33, ptr %35, align 4, !tbaa !11
  %36 = or disjoint i32 %29, 1
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr float, ptr %21, i64 %37
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = mul nsw i64 %37, %22
  %41 = getelementptr float, ptr %23, i64 %40
  store float %39, ptr %41, align 4, !tbaa !11
  %42 = or disjoint i32 %29, 2
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr float, ptr %21, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = mul nsw i64 %43, %22
  %47 = getelementptr float, ptr %23, i64 %46
  store float %45, ptr %47, align 4, !tbaa !11
  %48 = or disjoint i32 %29, 3
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr float, ptr %21, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = mul nsw i64 %49, %22
  %53 = getelementptr float, ptr %23, i64 %52
  store float %51, ptr %53, align 4, !tbaa !11
  %54 = or disjoint i32 %29, 4
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr float, ptr %21, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = mul nsw i64 %55, %22
  %59 = getelementptr float, ptr %23, i64 %58
  store float %57, ptr %59, align 4, !tbaa !11
  %60 = or disjoint i32 %29, 5
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr float, ptr %21, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = mul nsw i64 %61, %22
  %65 = getelementptr float, ptr %23, i64 %64
  store float %63, ptr %65, align 4, !tbaa !11
  %66 = or disjoint i32 %29, 6
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr float, ptr %21, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = mul nsw i64 %67, %22
  %71 = getelementptr float, ptr %23, i64 %70
  store float %69, ptr %71, align 4, !tbaa !11
  %72 = or disjoint i32 %29, 7
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr float, ptr %21, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = mul nsw i64 %73, %22
  %77 = getelementptr float, ptr %23, i64 %76
  store float %75, ptr %77, align 4, !tbaa !11
  %78 = add nuw nsw i32 %29, 8
  %79 = add i32 %30, 8
  %80 = icmp eq i32 %79, %27
  br i1 %80, label %81, label %28, !llvm.loop !13

81:                                               ; preds = %28
  %82 = icmp eq i32 %24, 0
  br i1 %82, label %97, label %83

83:                                               ; preds = %81, %17
  %84 = phi i32 [ 0, %17 ], [ %78, %81 ]
  %85 = icmp ne i32 %24, 0
  tail call void @llvm.assume(i1 %85)
  br label %86

86:                                               ; preds = %86, %83
  %87 = phi i32 [ %84, %83 ], [ %94, %86 ]
  %88 = phi i32 [ 0, %83 ], [ %95, %86 ]
  %89 = zext nneg i32 %87 to i64
  %90 = getelementptr float, ptr %21, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = mul nsw i64 %89, %22
  %93 = getelementptr float, ptr %23, i64 %92
  store float %91, ptr %93, align 4, !tbaa !11
  %94 = add nuw nsw i32 %87, 1
  %95 = add i32 %88, 1
  %96 = icmp eq i32 %95, %24
  br i1 %96, label %97, label %86, !llvm.loop !15

97:                                               ; preds = %81, %86, %4
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
  br i1 %27, label %28, label %125

28:                                               ; preds = %21
  %29 = icmp sgt i32 %1, 0
  %30 = sext i32 %2 to i64
  %31 = sext i32 %15 to i64
  %32 = getelementptr float, ptr %0, i64 %31
  %33 = and i32 %1, 3
  %34 = icmp ult i32 %1, 4
  %35 = and i32 %1, 2147483644
  %36 = icmp eq i32 %33, 0
  %37 = icmp ne i32 %33, 0
  br label %42

38:                                               ; preds = %116
  %39 = getelementptr inbounds i32, ptr %4, i64 %31
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp eq i32 %40, %120
  br i1 %41, label %125, label %123

42:                                               ; preds = %28, %116
  %43 = phi i32 [ 0, %28 ], [ %120, %116 ]
  %44 = phi i32 [ 0, %28 ], [ %121, %116 ]
  %45 = phi float [ 0x47EFFFFFE0000000, %28 ], [ %119, %116 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !17)
  %46 = mul nsw i32 %44, %1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(4) @c_centroids to ptr), i64 %47
  br i1 %29, label %49, label %116

49:                                               ; preds = %42
  br i1 %34, label %97, label %50

50:                                               ; preds = %49, %50
  %51 = phi float [ %92, %50 ], [ 0.000000e+00, %49 ]
  %52 = phi i32 [ %93, %50 ], [ 0, %49 ]
  %53 = phi i32 [ %94, %50 ], [ 0, %49 ]
  %54 = zext nneg i32 %52 to i64
  %55 = mul nsw i64 %54, %30
  %56 = getelementptr float, ptr %32, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11, !alias.scope !17
  %58 = getelementptr inbounds nuw float, ptr %48, i64 %54
  %59 = load float, ptr %58, align 4, !tbaa !11, !noalias !17
  %60 = fsub contract float %57, %59
  %61 = fmul contract float %60, %60
  %62 = fadd contract float %51, %61
  %63 = or disjoint i32 %52, 1
  %64 = zext nneg i32 %63 to i64
  %65 = mul nsw i64 %64, %30
  %66 = getelementptr float, ptr %32, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11, !alias.scope !17
  %68 = getelementptr inbounds nuw float, ptr %48, i64 %64
  %69 = load float, ptr %68, align 4, !tbaa !11, !noalias !17
  %70 = fsub contract float %67, %69
  %71 = fmul contract float %70, %70
  %72 = fadd contract float %62, %71
  %73 = or disjoint i32 %52, 2
  %74 = zext nneg i32 %73 to i64
  %75 = mul nsw i64 %74, %30
  %76 = getelementptr float, ptr %32, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11, !alias.scope !17
  %78 = getelementptr inbounds nuw float, ptr %48, i64 %74
  %79 = load float, ptr %78, align 4, !tbaa !11, !noalias !17
  %80 = fsub contract float %77, %79
  %81 = fmul contract float %80, %80
  %82 = fadd contract float %72, %81
  %83 = or disjoint i32 %52, 3
  %84 = zext nneg i32 %83 to i64
  %85 = mul nsw i64 %84, %30
  %86 = getelementptr float, ptr %32, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11, !alias.scope !17
  %88 = getelementptr inbounds nuw float, ptr %48, i64 %84
  %89 = load float, ptr %88, align 4, !tbaa !11, !noalias !17
  %90 = fsub contract float %87, %89
  %91 = fmul contract float %90, %90
  %92 = fadd contract float %82, %91
  %93 = add nuw nsw i32 %52, 4
  %94 = add i32 %53, 4
  %95 = icmp eq i32 %94, %35
  br i1 %95, label %96, label %50, !llvm.loop !20

96:                                               ; preds = %50
  br i1 %36, label %116, label %97

97:                                               ; preds = %96, %49
  %98 = phi float [ 0.000000e+00, %49 ], [ %92, %96 ]
  %99 = phi i32 [ 0, %49 ], [ %93, %96 ]
  tail call void @llvm.assume(i1 %37)
  br label %100

100:                                              ; preds = %100, %97
  %101 = phi float [ %112, %100 ], [ %98, %97 ]
  %102 = phi i32 [ %113, %100 ], [ %99, %97 ]
  %103 = phi i32 [ %114, %100 ], [ 0, %97 ]
  %104 = zext nneg i32 %102 to i64
  %105 = mul nsw i64 %104, %30
  %106 = getelementptr float, ptr %32, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11, !alias.scope !17
  %108 = getelementptr inbounds nuw float, ptr %48, i64 %104
  %109 = load float, ptr %108, align 4, !tbaa !11, !noalias !17
  %110 = fsub contract float %107, %109
  %111 = fmul contract float %110, %110
  %112 = fadd contract float %101, %111
  %113 = add nuw nsw i32 %102, 1
  %114 = add i32 %103, 1
  %115 = icmp eq i32 %114, %33
  br i1 %115, label %116, label %100, !llvm.loop !21

116:                                              ; preds = %96, %100, %42
  %117 = phi float [ 0.000000e+00, %42 ], [ %92, %96 ], [ %112, %100 ]
  %118 = fcmp contract olt float %117, %45
  %119 = select i1 %118, float %117, float %45
  %120 = select i1 %118, i32 %44, i32 %43
  %121 = add nuw nsw i32 %44, 1
  %122 = icmp eq i32 %121, %3
  br i1 %122, label %38, label %42, !llvm.loop !22

123:                                              ; preds = %38
  store i32 %120, ptr %39, align 4, !tbaa !6
  %124 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ21kmeans_assign_nearestE9s_changes to ptr), i32 1 seq_cst, align 4
  br label %125

125:                                              ; preds = %38, %123, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %126, label %130

126:                                              ; preds = %125
  %127 = zext i32 %11 to i64
  %128 = getelementptr inbounds nuw i32, ptr %5, i64 %127
  %129 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ21kmeans_assign_nearestE9s_changes to ptr), align 4, !tbaa !6
  store i32 %129, ptr %128, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %126, %125
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18}
!18 = distinct !{!18, !19, !"_ZL17centroid_distancePKfiiii: argument 0"}
!19 = distinct !{!19, !"_ZL17centroid_distancePKfiiii"}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !14}
