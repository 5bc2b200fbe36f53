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
  br i1 %19, label %20, label %112

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
  br label %112

29:                                               ; preds = %20
  %30 = getelementptr inbounds i32, ptr %1, i64 %23
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 0
  %33 = select i1 %32, i32 %22, i32 %31
  %34 = icmp slt i32 %11, 1
  %35 = icmp sgt i32 %11, %3
  %36 = or i1 %34, %35
  br i1 %36, label %50, label %37

37:                                               ; preds = %29
  %38 = add nsw i32 %11, -1
  %39 = add nuw nsw i32 %21, %38
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !11
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %40
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = tail call i32 @llvm.smin.i32(i32 %46, i32 %33)
  %48 = icmp slt i32 %46, 0
  %49 = select i1 %48, i32 %33, i32 %47
  br label %50

50:                                               ; preds = %44, %37, %29
  %51 = phi i32 [ %33, %29 ], [ %33, %37 ], [ %49, %44 ]
  %52 = add nsw i32 %11, 1
  %53 = icmp sgt i32 %11, -2
  %54 = icmp slt i32 %52, %3
  %55 = select i1 %53, i1 %54, i1 false
  br i1 %55, label %56, label %68

56:                                               ; preds = %50
  %57 = add nuw nsw i32 %21, %52
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw i8, ptr %0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !11
  %61 = icmp eq i8 %60, 0
  br i1 %61, label %68, label %62

62:                                               ; preds = %56
  %63 = getelementptr inbounds nuw i32, ptr %1, i64 %58
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = tail call i32 @llvm.smin.i32(i32 %64, i32 %51)
  %66 = icmp slt i32 %64, 0
  %67 = select i1 %66, i32 %51, i32 %65
  br label %68

68:                                               ; preds = %62, %56, %50
  %69 = phi i32 [ %51, %50 ], [ %51, %56 ], [ %67, %62 ]
  %70 = icmp sgt i32 %11, -1
  %71 = add nsw i32 %16, -1
  %72 = icmp ult i32 %71, %4
  %73 = select i1 %70, i1 %72, i1 false
  br i1 %73, label %74, label %88

74:                                               ; preds = %68
  %75 = add nsw i32 %16, -1
  %76 = mul nsw i32 %75, %3
  %77 = add nuw nsw i32 %76, %11
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i8, ptr %0, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !11
  %81 = icmp eq i8 %80, 0
  br i1 %81, label %88, label %82

82:                                               ; preds = %74
  %83 = getelementptr inbounds nuw i32, ptr %1, i64 %78
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = tail call i32 @llvm.smin.i32(i32 %84, i32 %69)
  %86 = icmp slt i32 %84, 0
  %87 = select i1 %86, i32 %69, i32 %85
  br label %88

88:                                               ; preds = %82, %74, %68
  %89 = phi i32 [ %69, %68 ], [ %69, %74 ], [ %87, %82 ]
  %90 = add nuw nsw i32 %16, 1
  %91 = icmp samesign ult i32 %90, %4
  %92 = select i1 %70, i1 %91, i1 false
  br i1 %92, label %93, label %106

93:                                               ; preds = %88
  %94 = mul nsw i32 %90, %3
  %95 = add nuw nsw i32 %94, %11
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i8, ptr %0, i64 %96
  %98 = load i8, ptr %97, align 1, !tbaa !11
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %106, label %100

100:                                              ; preds = %93
  %101 = getelementptr inbounds nuw i32, ptr %1, i64 %96
  %102 = load i32, ptr %101, align 4, !tbaa !6
  %103 = tail call i32 @llvm.smin.i32(i32 %102, i32 %89)
  %104 = icmp slt i32 %102, 0
  %105 = select i1 %104, i32 %89, i32 %103
  br label %106

106:                                              ; preds = %100, %93, %88
  %107 = phi i32 [ %89, %88 ], [ %89, %93 ], [ %105, %100 ]
  %108 = getelementptr inbounds i32, ptr %2, i64 %23
  store i32 %107, ptr %108, align 4, !tbaa !6
  %109 = icmp eq i32 %107, %31
  br i1 %109, label %112, label %110

110:                                              ; preds = %106
  %111 = atomicrmw or ptr %5, i32 1 seq_cst, align 4
  br label %112

112:                                              ; preds = %27, %110, %106, %6
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
  %27 = trunc nuw i64 %24 to i32
  %28 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = icmp eq i32 %29, %27
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
  br i1 %41, label %22, label %21, !llvm.loop !14
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
