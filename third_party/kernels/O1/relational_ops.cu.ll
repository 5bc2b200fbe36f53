; ModuleID = 'src/relational_ops.cu'
source_filename = "src/relational_ops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ27partition_histogram_warpaggE6s_hist = internal addrspace(3) global [256 x i32] undef, align 4
@_ZZ17groupby_aggregateE7s_count = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17groupby_aggregateE5s_sum = internal addrspace(3) global [1024 x i64] undef, align 8
@_ZZ17groupby_aggregateE5s_min = internal addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17groupby_aggregateE5s_max = internal addrspace(3) global [1024 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @partition_histogram_warpagg(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %7 = tail call noundef range(i32 0, 9) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %6, i32 8)
  %8 = shl nuw nsw i32 1, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp samesign ult i32 %9, %8
  br i1 %10, label %11, label %13

11:                                               ; preds = %5
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %38

13:                                               ; preds = %38, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %14 = and i32 %9, 31
  %15 = shl nsw i32 -1, %14
  %16 = xor i32 %15, -1
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = lshr i32 %17, 5
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = zext nneg i32 %18 to i64
  %22 = mul nuw nsw i64 %21, %20
  %23 = lshr i32 %9, 5
  %24 = zext nneg i32 %23 to i64
  %25 = add nuw nsw i64 %22, %24
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = zext nneg i32 %26 to i64
  %28 = shl nuw nsw i64 %27, 5
  %29 = mul nuw nsw i64 %28, %21
  %30 = shl nuw nsw i64 %25, 5
  %31 = sext i32 %1 to i64
  %32 = icmp slt i64 %30, %31
  br i1 %32, label %33, label %44

33:                                               ; preds = %13
  %34 = zext nneg i32 %14 to i64
  %35 = sub nuw nsw i32 32, %7
  %36 = icmp sgt i32 %2, 0
  %37 = icmp slt i32 %2, 1
  br label %47

38:                                               ; preds = %11, %38
  %39 = phi i32 [ %9, %11 ], [ %42, %38 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27partition_histogram_warpaggE6s_hist to ptr), i64 %40
  store i32 0, ptr %41, align 4, !tbaa !6
  %42 = add nuw nsw i32 %39, %12
  %43 = icmp samesign ult i32 %42, %8
  br i1 %43, label %38, label %13, !llvm.loop !11

44:                                               ; preds = %86, %13
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = getelementptr i32, ptr %4, i64 %20
  %46 = icmp samesign ult i32 %9, %8
  br i1 %46, label %90, label %89

47:                                               ; preds = %33, %86
  %48 = phi i64 [ %30, %33 ], [ %87, %86 ]
  %49 = or disjoint i64 %48, %34
  %50 = icmp slt i64 %49, %31
  br i1 %50, label %51, label %58

51:                                               ; preds = %47
  %52 = getelementptr inbounds nuw i32, ptr %0, i64 %49
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = xor i32 %53, %3
  %55 = mul i32 %54, -1640531535
  %56 = lshr i32 %55, %35
  %57 = select i1 %36, i32 %56, i32 0
  br label %58

58:                                               ; preds = %47, %51
  %59 = phi i32 [ %57, %51 ], [ 0, %47 ]
  %60 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %50)
  %61 = xor i1 %50, true
  %62 = sext i1 %61 to i32
  %63 = xor i32 %60, %62
  br i1 %37, label %64, label %69

64:                                               ; preds = %69, %58
  %65 = phi i32 [ %63, %58 ], [ %78, %69 ]
  %66 = and i32 %65, %16
  %67 = icmp eq i32 %66, 0
  %68 = select i1 %50, i1 %67, i1 false
  br i1 %68, label %81, label %86

69:                                               ; preds = %58, %69
  %70 = phi i32 [ %79, %69 ], [ 0, %58 ]
  %71 = phi i32 [ %78, %69 ], [ %63, %58 ]
  %72 = lshr i32 %59, %70
  %73 = and i32 %72, 1
  %74 = icmp ne i32 %73, 0
  %75 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %74)
  %76 = add nsw i32 %73, -1
  %77 = xor i32 %75, %76
  %78 = and i32 %77, %71
  %79 = add nuw nsw i32 %70, 1
  %80 = icmp eq i32 %79, %7
  br i1 %80, label %64, label %69, !llvm.loop !14

81:                                               ; preds = %64
  %82 = zext nneg i32 %59 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27partition_histogram_warpaggE6s_hist to ptr), i64 %82
  %84 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %65)
  %85 = atomicrmw add ptr %83, i32 %84 seq_cst, align 4
  br label %86

86:                                               ; preds = %81, %64
  %87 = add nuw nsw i64 %48, %29
  %88 = icmp slt i64 %87, %31
  br i1 %88, label %47, label %44, !llvm.loop !15

89:                                               ; preds = %90, %44
  ret void

90:                                               ; preds = %44, %90
  %91 = phi i32 [ %97, %90 ], [ %9, %44 ]
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27partition_histogram_warpaggE6s_hist to ptr), i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = mul nuw nsw i64 %92, %27
  %96 = getelementptr i32, ptr %45, i64 %95
  store i32 %94, ptr %96, align 4, !tbaa !6
  %97 = add nuw nsw i32 %91, %17
  %98 = icmp samesign ult i32 %97, %8
  br i1 %98, label %90, label %89, !llvm.loop !16
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupby_aggregate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = icmp slt i32 %3, 1
  br i1 %9, label %137, label %10

10:                                               ; preds = %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %17 = icmp slt i32 %3, 1025
  br i1 %17, label %18, label %96

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %28, label %21

21:                                               ; preds = %28, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %14
  %25 = zext nneg i32 %19 to i64
  %26 = add nuw nsw i64 %24, %25
  %27 = icmp sgt i64 %2, %26
  br i1 %27, label %39, label %37

28:                                               ; preds = %18, %28
  %29 = phi i32 [ %35, %28 ], [ %19, %18 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE7s_count to ptr), i64 %30
  store i32 0, ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_sum to ptr), i64 %30
  store i64 0, ptr %32, align 8, !tbaa !17
  %33 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_min to ptr), i64 %30
  store i32 -1, ptr %33, align 4, !tbaa !6
  %34 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_max to ptr), i64 %30
  store i32 0, ptr %34, align 4, !tbaa !6
  %35 = add i32 %29, %13
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %28, label %21, !llvm.loop !19

37:                                               ; preds = %39, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = icmp slt i32 %19, %3
  br i1 %38, label %72, label %137

39:                                               ; preds = %21, %39
  %40 = phi i64 [ %70, %39 ], [ %26, %21 ]
  %41 = getelementptr inbounds nuw i32, ptr %0, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = srem i32 %42, %3
  %44 = icmp slt i32 %43, 0
  %45 = select i1 %44, i32 %3, i32 0
  %46 = add nsw i32 %45, %43
  %47 = getelementptr inbounds nuw float, ptr %1, i64 %40
  %48 = load float, ptr %47, align 4, !tbaa !20
  %49 = sext i32 %46 to i64
  %50 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE7s_count to ptr), i64 %49
  %51 = atomicrmw add ptr %50, i32 1 seq_cst, align 4
  %52 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_sum to ptr), i64 %49
  %53 = tail call noundef float @llvm.maxnum.f32(float %48, float -1.000000e+09)
  %54 = tail call noundef float @llvm.minnum.f32(float %53, float 1.000000e+09)
  %55 = fmul contract float %54, 2.560000e+02
  %56 = tail call contract noundef float @llvm.rint.f32(float %55)
  %57 = fptosi float %56 to i64
  %58 = atomicrmw add ptr %52, i64 %57 seq_cst, align 8
  %59 = bitcast float %48 to i32
  %60 = xor i32 %59, -1
  %61 = tail call float @llvm.fabs.f32(float %48)
  %62 = fneg float %61
  %63 = bitcast float %62 to i32
  %64 = icmp slt i32 %59, 0
  %65 = select i1 %64, i32 %60, i32 %63
  %66 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_min to ptr), i64 %49
  %67 = atomicrmw umin ptr %66, i32 %65 seq_cst, align 4
  %68 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_max to ptr), i64 %49
  %69 = atomicrmw umax ptr %68, i32 %65 seq_cst, align 4
  %70 = add i64 %40, %15
  %71 = icmp ult i64 %70, %16
  br i1 %71, label %39, label %37, !llvm.loop !22

72:                                               ; preds = %37, %93
  %73 = phi i32 [ %94, %93 ], [ %19, %37 ]
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE7s_count to ptr), i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = icmp eq i32 %76, 0
  br i1 %77, label %93, label %78

78:                                               ; preds = %72
  %79 = getelementptr inbounds nuw i32, ptr %4, i64 %74
  %80 = atomicrmw add ptr %79, i32 %76 seq_cst, align 4
  %81 = getelementptr inbounds nuw i64, ptr %5, i64 %74
  %82 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_sum to ptr), i64 %74
  %83 = load i64, ptr %82, align 8, !tbaa !17
  %84 = atomicrmw add ptr %81, i64 %83 seq_cst, align 8
  %85 = getelementptr inbounds nuw i32, ptr %6, i64 %74
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_min to ptr), i64 %74
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = atomicrmw umin ptr %85, i32 %87 seq_cst, align 4
  %89 = getelementptr inbounds nuw i32, ptr %7, i64 %74
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_max to ptr), i64 %74
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = atomicrmw umax ptr %89, i32 %91 seq_cst, align 4
  br label %93

93:                                               ; preds = %72, %78
  %94 = add nuw nsw i32 %73, %13
  %95 = icmp slt i32 %94, %3
  br i1 %95, label %72, label %137, !llvm.loop !23

96:                                               ; preds = %10
  %97 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %98 = zext nneg i32 %97 to i64
  %99 = mul nuw nsw i64 %98, %14
  %100 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %101 = zext nneg i32 %100 to i64
  %102 = add nuw nsw i64 %99, %101
  %103 = icmp sgt i64 %2, %102
  br i1 %103, label %104, label %137

104:                                              ; preds = %96, %104
  %105 = phi i64 [ %135, %104 ], [ %102, %96 ]
  %106 = getelementptr inbounds nuw i32, ptr %0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = srem i32 %107, %3
  %109 = icmp slt i32 %108, 0
  %110 = select i1 %109, i32 %3, i32 0
  %111 = add nsw i32 %110, %108
  %112 = getelementptr inbounds nuw float, ptr %1, i64 %105
  %113 = load float, ptr %112, align 4, !tbaa !20
  %114 = sext i32 %111 to i64
  %115 = getelementptr inbounds i32, ptr %4, i64 %114
  %116 = atomicrmw add ptr %115, i32 1 seq_cst, align 4
  %117 = getelementptr inbounds i64, ptr %5, i64 %114
  %118 = tail call noundef float @llvm.maxnum.f32(float %113, float -1.000000e+09)
  %119 = tail call noundef float @llvm.minnum.f32(float %118, float 1.000000e+09)
  %120 = fmul contract float %119, 2.560000e+02
  %121 = tail call contract noundef float @llvm.rint.f32(float %120)
  %122 = fptosi float %121 to i64
  %123 = atomicrmw add ptr %117, i64 %122 seq_cst, align 8
  %124 = bitcast float %113 to i32
  %125 = xor i32 %124, -1
  %126 = tail call float @llvm.fabs.f32(float %113)
  %127 = fneg float %126
  %128 = bitcast float %127 to i32
  %129 = icmp slt i32 %124, 0
  %130 = select i1 %129, i32 %125, i32 %128
  %131 = getelementptr inbounds i32, ptr %6, i64 %114
  %132 = atomicrmw umin ptr %131, i32 %130 seq_cst, align 4
  %133 = getelementptr inbounds i32, ptr %7, i64 %114
  %134 = atomicrmw umax ptr %133, i32 %130 seq_cst, align 4
  %135 = add i64 %105, %15
  %136 = icmp ult i64 %135, %16
  br i1 %136, label %104, label %137, !llvm.loop !24

137:                                              ; preds = %104, %93, %96, %37, %8
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!16 = distinct !{!16, !12, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !8, i64 0}
!19 = distinct !{!19, !12, !13}
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !8, i64 0}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
!24 = distinct !{!24, !12, !13}
