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
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 8)
  %8 = shl nuw nsw i32 1, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp samesign ult i32 %9, %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %10, label %36, label %12

12:                                               ; preds = %36, %5
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = and i32 %9, 31
  %14 = shl nsw i32 -1, %13
  %15 = xor i32 %14, -1
  %16 = lshr i32 %11, 5
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %16 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = lshr i32 %9, 5
  %22 = zext nneg i32 %21 to i64
  %23 = add nuw nsw i64 %20, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %25 = zext nneg i32 %24 to i64
  %26 = shl nuw nsw i64 %25, 5
  %27 = mul nuw nsw i64 %26, %19
  %28 = shl nuw nsw i64 %23, 5
  %29 = sext i32 %1 to i64
  %30 = icmp slt i64 %28, %29
  br i1 %30, label %31, label %42

31:                                               ; preds = %12
  %32 = zext nneg i32 %13 to i64
  %33 = sub nuw nsw i32 32, %7
  %34 = icmp sgt i32 %2, 0
  %35 = icmp slt i32 %2, 1
  br label %44

36:                                               ; preds = %5, %36
  %37 = phi i32 [ %40, %36 ], [ %9, %5 ]
  %38 = zext nneg i32 %37 to i64
  %39 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27partition_histogram_warpaggE6s_hist to ptr), i64 %38
  store i32 0, ptr %39, align 4, !tbaa !6
  %40 = add nuw nsw i32 %37, %11
  %41 = icmp samesign ult i32 %40, %8
  br i1 %41, label %36, label %12, !llvm.loop !11

42:                                               ; preds = %83, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %43 = getelementptr i32, ptr %4, i64 %18
  br i1 %10, label %87, label %86

44:                                               ; preds = %31, %83
  %45 = phi i64 [ %28, %31 ], [ %84, %83 ]
  %46 = or disjoint i64 %45, %32
  %47 = icmp slt i64 %46, %29
  br i1 %47, label %48, label %55

48:                                               ; preds = %44
  %49 = getelementptr inbounds nuw i32, ptr %0, i64 %46
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = xor i32 %50, %3
  %52 = mul i32 %51, -1640531535
  %53 = lshr i32 %52, %33
  %54 = select i1 %34, i32 %53, i32 0
  br label %55

55:                                               ; preds = %44, %48
  %56 = phi i32 [ %54, %48 ], [ 0, %44 ]
  %57 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %47)
  %58 = xor i1 %47, true
  %59 = sext i1 %58 to i32
  %60 = xor i32 %57, %59
  br i1 %35, label %61, label %66

61:                                               ; preds = %66, %55
  %62 = phi i32 [ %60, %55 ], [ %75, %66 ]
  %63 = and i32 %62, %15
  %64 = icmp eq i32 %63, 0
  %65 = select i1 %47, i1 %64, i1 false
  br i1 %65, label %78, label %83

66:                                               ; preds = %55, %66
  %67 = phi i32 [ %76, %66 ], [ 0, %55 ]
  %68 = phi i32 [ %75, %66 ], [ %60, %55 ]
  %69 = lshr i32 %56, %67
  %70 = and i32 %69, 1
  %71 = icmp ne i32 %70, 0
  %72 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %71)
  %73 = add nsw i32 %70, -1
  %74 = xor i32 %72, %73
  %75 = and i32 %74, %68
  %76 = add nuw nsw i32 %67, 1
  %77 = icmp eq i32 %76, %7
  br i1 %77, label %61, label %66, !llvm.loop !13

78:                                               ; preds = %61
  %79 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %62)
  %80 = zext nneg i32 %56 to i64
  %81 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27partition_histogram_warpaggE6s_hist to ptr), i64 %80
  %82 = atomicrmw add ptr %81, i32 %79 seq_cst, align 4
  br label %83

83:                                               ; preds = %78, %61
  %84 = add nuw nsw i64 %45, %27
  %85 = icmp slt i64 %84, %29
  br i1 %85, label %44, label %42, !llvm.loop !14

86:                                               ; preds = %87, %42
  ret void

87:                                               ; preds = %42, %87
  %88 = phi i32 [ %94, %87 ], [ %9, %42 ]
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ27partition_histogram_warpaggE6s_hist to ptr), i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = mul nuw nsw i64 %89, %25
  %93 = getelementptr i32, ptr %43, i64 %92
  store i32 %91, ptr %93, align 4, !tbaa !6
  %94 = add nuw nsw i32 %88, %11
  %95 = icmp samesign ult i32 %94, %8
  br i1 %95, label %87, label %86, !llvm.loop !15
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @groupby_aggregate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef captures(none) %5, ptr noalias noundef captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #2 {
  %9 = icmp slt i32 %3, 1
  br i1 %9, label %136, label %10

10:                                               ; preds = %8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %12, %14
  %16 = tail call i64 @llvm.smax.i64(i64 %2, i64 0)
  %17 = icmp samesign ult i32 %3, 1025
  br i1 %17, label %18, label %95

18:                                               ; preds = %10
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = icmp samesign ult i32 %19, %3
  br i1 %20, label %28, label %21

21:                                               ; preds = %28, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = zext nneg i32 %22 to i64
  %24 = mul nuw nsw i64 %23, %14
  %25 = zext nneg i32 %19 to i64
  %26 = add nuw nsw i64 %24, %25
  %27 = icmp sgt i64 %2, %26
  br i1 %27, label %38, label %37

28:                                               ; preds = %18, %28
  %29 = phi i32 [ %35, %28 ], [ %19, %18 ]
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE7s_count to ptr), i64 %30
  store i32 0, ptr %31, align 4, !tbaa !6
  %32 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_sum to ptr), i64 %30
  store i64 0, ptr %32, align 8, !tbaa !16
  %33 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_min to ptr), i64 %30
  store i32 -1, ptr %33, align 4, !tbaa !6
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_max to ptr), i64 %30
  store i32 0, ptr %34, align 4, !tbaa !6
  %35 = add nuw nsw i32 %29, %13
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %28, label %21, !llvm.loop !18

37:                                               ; preds = %38, %21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %20, label %71, label %136

38:                                               ; preds = %21, %38
  %39 = phi i64 [ %69, %38 ], [ %26, %21 ]
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = srem i32 %41, %3
  %43 = icmp slt i32 %42, 0
  %44 = select i1 %43, i32 %3, i32 0
  %45 = add nsw i32 %44, %42
  %46 = getelementptr inbounds nuw float, ptr %1, i64 %39
  %47 = load float, ptr %46, align 4, !tbaa !19
  %48 = sext i32 %45 to i64
  %49 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE7s_count to ptr), i64 %48
  %50 = atomicrmw add ptr %49, i32 1 seq_cst, align 4
  %51 = getelementptr inbounds i64, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_sum to ptr), i64 %48
  %52 = tail call noundef float @llvm.maxnum.f32(float %47, float -1.000000e+09)
  %53 = tail call noundef float @llvm.minnum.f32(float %52, float 1.000000e+09)
  %54 = fmul contract float %53, 2.560000e+02
  %55 = tail call contract noundef float @llvm.rint.f32(float %54)
  %56 = fptosi float %55 to i64
  %57 = atomicrmw add ptr %51, i64 %56 seq_cst, align 8
  %58 = bitcast float %47 to i32
  %59 = xor i32 %58, -1
  %60 = tail call float @llvm.fabs.f32(float %47)
  %61 = fneg float %60
  %62 = bitcast float %61 to i32
  %63 = icmp slt i32 %58, 0
  %64 = select i1 %63, i32 %59, i32 %62
  %65 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_min to ptr), i64 %48
  %66 = atomicrmw umin ptr %65, i32 %64 seq_cst, align 4
  %67 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_max to ptr), i64 %48
  %68 = atomicrmw umax ptr %67, i32 %64 seq_cst, align 4
  %69 = add nuw i64 %39, %15
  %70 = icmp ult i64 %69, %16
  br i1 %70, label %38, label %37, !llvm.loop !21

71:                                               ; preds = %37, %92
  %72 = phi i32 [ %93, %92 ], [ %19, %37 ]
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE7s_count to ptr), i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %92, label %77

77:                                               ; preds = %71
  %78 = getelementptr inbounds nuw i32, ptr %4, i64 %73
  %79 = atomicrmw add ptr %78, i32 %75 seq_cst, align 4
  %80 = getelementptr inbounds nuw i64, ptr %5, i64 %73
  %81 = getelementptr inbounds nuw i64, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_sum to ptr), i64 %73
  %82 = load i64, ptr %81, align 8, !tbaa !16
  %83 = atomicrmw add ptr %80, i64 %82 seq_cst, align 8
  %84 = getelementptr inbounds nuw i32, ptr %6, i64 %73
  %85 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_min to ptr), i64 %73
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = atomicrmw umin ptr %84, i32 %86 seq_cst, align 4
  %88 = getelementptr inbounds nuw i32, ptr %7, i64 %73
  %89 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17groupby_aggregateE5s_max to ptr), i64 %73
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = atomicrmw umax ptr %88, i32 %90 seq_cst, align 4
  br label %92

92:                                               ; preds = %71, %77
  %93 = add nuw nsw i32 %72, %13
  %94 = icmp slt i32 %93, %3
  br i1 %94, label %71, label %136, !llvm.loop !22

95:                                               ; preds = %10
  %96 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %97 = zext nneg i32 %96 to i64
  %98 = mul nuw nsw i64 %97, %14
  %99 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %100 = zext nneg i32 %99 to i64
  %101 = add nuw nsw i64 %98, %100
  %102 = icmp sgt i64 %2, %101
  br i1 %102, label %103, label %136

103:                                              ; preds = %95, %103
  %104 = phi i64 [ %134, %103 ], [ %101, %95 ]
  %105 = getelementptr inbounds nuw i32, ptr %0, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = srem i32 %106, %3
  %108 = icmp slt i32 %107, 0
  %109 = select i1 %108, i32 %3, i32 0
  %110 = add nsw i32 %109, %107
  %111 = getelementptr inbounds nuw float, ptr %1, i64 %104
  %112 = load float, ptr %111, align 4, !tbaa !19
  %113 = sext i32 %110 to i64
  %114 = getelementptr inbounds i32, ptr %4, i64 %113
  %115 = atomicrmw add ptr %114, i32 1 seq_cst, align 4
  %116 = getelementptr inbounds i64, ptr %5, i64 %113
  %117 = tail call noundef float @llvm.maxnum.f32(float %112, float -1.000000e+09)
  %118 = tail call noundef float @llvm.minnum.f32(float %117, float 1.000000e+09)
  %119 = fmul contract float %118, 2.560000e+02
  %120 = tail call contract noundef float @llvm.rint.f32(float %119)
  %121 = fptosi float %120 to i64
  %122 = atomicrmw add ptr %116, i64 %121 seq_cst, align 8
  %123 = bitcast float %112 to i32
  %124 = xor i32 %123, -1
  %125 = tail call float @llvm.fabs.f32(float %112)
  %126 = fneg float %125
  %127 = bitcast float %126 to i32
  %128 = icmp slt i32 %123, 0
  %129 = select i1 %128, i32 %124, i32 %127
  %130 = getelementptr inbounds i32, ptr %6, i64 %113
  %131 = atomicrmw umin ptr %130, i32 %129 seq_cst, align 4
  %132 = getelementptr inbounds i32, ptr %7, i64 %113
  %133 = atomicrmw umax ptr %132, i32 %129 seq_cst, align 4
  %134 = add nuw i64 %104, %15
  %135 = icmp ult i64 %134, %16
  br i1 %135, label %103, label %136, !llvm.loop !23

136:                                              ; preds = %103, %92, %95, %37, %8
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
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !12}
