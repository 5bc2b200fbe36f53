; ModuleID = 'src/connected_components.cu'
source_filename = "src/connected_components.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @cc_propagate(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noundef captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %16 = add nuw nsw i32 %14, %15
  %17 = icmp slt i32 %11, %3
  %18 = icmp slt i32 %16, %4
  %19 = and i1 %17, %18
  br i1 %19, label %20, label %124

20:                                               ; preds = %6
  %21 = mul nsw i32 %3, %16
  %22 = add nsw i32 %21, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i8, ptr %0, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !11
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %27, label %29

27:                                               ; preds = %20
  %28 = getelementptr inbounds i32, ptr %2, i64 %23
  store i32 -1, ptr %28, align 4, !tbaa !6
  br label %124

29:                                               ; preds = %20
  %30 = getelementptr inbounds i32, ptr %1, i64 %23
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 0
  %33 = select i1 %32, i32 %22, i32 %31
  %34 = add nsw i32 %11, -1
  %35 = icmp slt i32 %11, 1
  br i1 %35, label %53, label %36

36:                                               ; preds = %29
  %37 = icmp sle i32 %11, %3
  %38 = icmp slt i32 %16, %4
  %39 = and i1 %37, %38
  br i1 %39, label %40, label %53

40:                                               ; preds = %36
  %41 = mul nsw i32 %16, %3
  %42 = add nuw nsw i32 %41, %34
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %40
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %43
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = tail call i32 @llvm.smin.i32(i32 %49, i32 %33)
  %51 = icmp slt i32 %49, 0
  %52 = select i1 %51, i32 %33, i32 %50
  br label %53

53:                                               ; preds = %47, %40, %29, %36
  %54 = phi i32 [ %33, %29 ], [ %33, %36 ], [ %52, %47 ], [ %33, %40 ]
  %55 = add nsw i32 %11, 1
  %56 = icmp slt i32 %11, -1
  br i1 %56, label %74, label %57

57:                                               ; preds = %53
  %58 = icmp slt i32 %55, %3
  %59 = icmp slt i32 %16, %4
  %60 = and i1 %58, %59
  br i1 %60, label %61, label %74

61:                                               ; preds = %57
  %62 = mul nsw i32 %16, %3
  %63 = add nuw nsw i32 %62, %55
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !11
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %74, label %68

68:                                               ; preds = %61
  %69 = getelementptr inbounds nuw i32, ptr %1, i64 %64
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = tail call i32 @llvm.smin.i32(i32 %70, i32 %54)
  %72 = icmp slt i32 %70, 0
  %73 = select i1 %72, i32 %54, i32 %71
  br label %74

74:                                               ; preds = %68, %61, %57, %53
  %75 = phi i32 [ %54, %53 ], [ %54, %57 ], [ %73, %68 ], [ %54, %61 ]
  %76 = add nsw i32 %16, -1
  %77 = icmp slt i32 %11, 0
  br i1 %77, label %97, label %78

78:                                               ; preds = %74
  %79 = icmp slt i32 %11, %3
  %80 = icmp ne i32 %16, 0
  %81 = icmp sle i32 %16, %4
  %82 = and i1 %80, %81
  %83 = and i1 %79, %82
  br i1 %83, label %84, label %97

84:                                               ; preds = %78
  %85 = mul nsw i32 %76, %3
  %86 = add nuw nsw i32 %85, %11
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i8, ptr %0, i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !11
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %97, label %91

91:                                               ; preds = %84
  %92 = getelementptr inbounds nuw i32, ptr %1, i64 %87
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = tail call i32 @llvm.smin.i32(i32 %93, i32 %75)
  %95 = icmp slt i32 %93, 0
  %96 = select i1 %95, i32 %75, i32 %94
  br label %97

97:                                               ; preds = %91, %84, %78, %74
  %98 = phi i32 [ %75, %74 ], [ %75, %78 ], [ %96, %91 ], [ %75, %84 ]
  %99 = add nuw nsw i32 %16, 1
  %100 = icmp slt i32 %11, 0
  br i1 %100, label %118, label %101

101:                                              ; preds = %97
  %102 = icmp slt i32 %11, %3
  %103 = icmp slt i32 %99, %4
  %104 = select i1 %102, i1 %103, i1 false
  br i1 %104, label %105, label %118

105:                                              ; preds = %101
  %106 = mul nsw i32 %99, %3
  %107 = add nuw nsw i32 %106, %11
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i8, ptr %0, i64 %108
  %110 = load i8, ptr %109, align 1, !tbaa !11
  %111 = icmp eq i8 %110, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %105
  %113 = getelementptr inbounds nuw i32, ptr %1, i64 %108
  %114 = load i32, ptr %113, align 4, !tbaa !6
  %115 = tail call i32 @llvm.smin.i32(i32 %114, i32 %98)
  %116 = icmp slt i32 %114, 0
  %117 = select i1 %116, i32 %98, i32 %115
  br label %118

118:                                              ; preds = %112, %105, %101, %97
  %119 = phi i32 [ %98, %97 ], [ %98, %101 ], [ %117, %112 ], [ %98, %105 ]
  %120 = getelementptr inbounds i32, ptr %2, i64 %23
  store i32 %119, ptr %120, align 4, !tbaa !6
  %121 = icmp eq i32 %119, %31
  br i1 %121, label %124, label %122

122:                                              ; preds = %118
  %123 = atomicrmw or ptr %5, i32 1 seq_cst, align 4
  br label %124

124:                                              ; preds = %27, %122, %118, %6
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @cc_compress(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, ptr noundef captures(none) %3) local_unnamed_addr #1 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %6 = zext nneg i32 %5 to i64
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = zext nneg i32 %7 to i64
  %9 = mul nuw nsw i64 %6, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %11, %8
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %17 = zext nneg i32 %16 to i64
  %18 = icmp samesign ult i64 %15, %17
  br i1 %18, label %20, label %19

19:                                               ; preds = %53, %4
  ret void

20:                                               ; preds = %4, %53
  %21 = phi i64 [ %54, %53 ], [ %15, %4 ]
  %22 = getelementptr inbounds nuw i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = icmp sgt i32 %23, -1
  %25 = icmp slt i32 %23, %2
  %26 = and i1 %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %20
  %28 = zext nneg i32 %23 to i64
  %29 = getelementptr inbounds nuw i32, ptr %0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  br label %31

31:                                               ; preds = %20, %27
  %32 = phi i32 [ %30, %27 ], [ %23, %20 ]
  %33 = icmp sgt i32 %32, -1
  %34 = icmp slt i32 %32, %2
  %35 = and i1 %33, %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %31
  %37 = zext nneg i32 %32 to i64
  %38 = getelementptr inbounds nuw i32, ptr %0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  br label %40

40:                                               ; preds = %31, %36
  %41 = phi i32 [ %39, %36 ], [ %32, %31 ]
  %42 = tail call i32 @llvm.smin.i32(i32 %32, i32 %23)
  %43 = select i1 %35, i32 %42, i32 %23
  %44 = icmp sgt i32 %41, -1
  %45 = icmp slt i32 %41, %2
  %46 = and i1 %44, %45
  %47 = tail call i32 @llvm.smin.i32(i32 %41, i32 %43)
  %48 = select i1 %46, i32 %47, i32 %43
  %49 = getelementptr inbounds nuw i32, ptr %1, i64 %21
  store i32 %48, ptr %49, align 4, !tbaa !6
  %50 = icmp eq i32 %48, %23
  br i1 %50, label %53, label %51

51:                                               ; preds = %40
  %52 = atomicrmw or ptr %3, i32 1 seq_cst, align 4
  br label %53

53:                                               ; preds = %51, %40
  %54 = add nuw nsw i64 %21, %9
  %55 = icmp samesign ult i64 %54, %17
  br i1 %55, label %20, label %19, !llvm.loop !12
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @cc_count_roots(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = mul nuw nsw i64 %5, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = zext nneg i32 %9 to i64
  %11 = mul nuw nsw i64 %10, %7
  %12 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %13 = zext nneg i32 %12 to i64
  %14 = icmp samesign ult i64 %11, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %3
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = and i32 %16, 31
  %18 = zext nneg i32 %16 to i64
  %19 = sext i32 %1 to i64
  %20 = icmp eq i32 %17, 0
  br label %22

21:                                               ; preds = %39, %3
  ret void

22:                                               ; preds = %15, %39
  %23 = phi i64 [ %11, %15 ], [ %40, %39 ]
  %24 = add nuw nsw i64 %23, %18
  %25 = icmp ult i64 %24, %19
  br i1 %25, label %26, label %31

26:                                               ; preds = %22
  %27 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = trunc nuw i64 %24 to i32
  %30 = icmp eq i32 %28, %29
  br label %31

31:                                               ; preds = %26, %22
  %32 = phi i1 [ %30, %26 ], [ false, %22 ]
  %33 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %32)
  %34 = icmp ne i32 %33, 0
  %35 = and i1 %20, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %31
  %37 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %33)
  %38 = atomicrmw add ptr %2, i32 %37 seq_cst, align 4
  br label %39

39:                                               ; preds = %36, %31
  %40 = add nuw nsw i64 %23, %8
  %41 = icmp samesign ult i64 %40, %13
  br i1 %41, label %22, label %21, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
