; ModuleID = 'src/needleman_wunsch.cu'
source_filename = "src/needleman_wunsch.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZL8nw_blockPKiPiiiiiE5score = internal unnamed_addr addrspace(3) global [17 x [17 x i32]] undef, align 4
@_ZZL8nw_blockPKiPiiiiiE5subst = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nw_sweep_upper_left(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = xor i32 %6, -1
  %8 = add i32 %4, %7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !11)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !14)
  %9 = icmp sgt i32 %8, -1
  br i1 %9, label %10, label %79

10:                                               ; preds = %5
  %11 = shl i32 %6, 4
  %12 = add i32 %11, 16
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %79

14:                                               ; preds = %10
  %15 = shl i32 %8, 4
  %16 = add i32 %15, 16
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %79

18:                                               ; preds = %14
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = shl nsw i32 %2, 4
  %21 = mul nsw i32 %20, %8
  %22 = add nuw nsw i32 %21, %11
  %23 = icmp samesign ult i32 %19, 16
  br i1 %23, label %24, label %60

24:                                               ; preds = %18
  %25 = or disjoint i32 %22, %19
  %26 = zext nneg i32 %19 to i64
  %27 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %26
  br label %44

28:                                               ; preds = %44
  %29 = add nuw nsw i32 %19, 1
  %30 = mul nsw i32 %2, %29
  %31 = add nsw i32 %22, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %1, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %35 = zext nneg i32 %29 to i64
  %36 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %35
  store i32 %34, ptr %36, align 4, !tbaa !6, !noalias !16
  %37 = or disjoint i32 %22, %19
  %38 = sext i32 %37 to i64
  %39 = getelementptr i32, ptr %1, i64 %38
  %40 = getelementptr i8, ptr %39, i64 4
  %41 = load i32, ptr %40, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %42 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %35
  store i32 %41, ptr %42, align 4, !tbaa !6, !noalias !16
  %43 = icmp eq i32 %19, 0
  br i1 %43, label %56, label %60

44:                                               ; preds = %24, %44
  %45 = phi i32 [ 0, %24 ], [ %46, %44 ]
  %46 = add nuw nsw i32 %45, 1
  %47 = mul nsw i32 %46, %2
  %48 = add i32 %25, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr i32, ptr %0, i64 %49
  %51 = getelementptr i8, ptr %50, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6, !alias.scope !11, !noalias !14
  %53 = zext nneg i32 %45 to i64
  %54 = getelementptr inbounds nuw [16 x i32], ptr %27, i64 %53
  store i32 %52, ptr %54, align 4, !tbaa !6, !noalias !16
  %55 = icmp eq i32 %46, 16
  br i1 %55, label %28, label %44, !llvm.loop !17

56:                                               ; preds = %28
  %57 = zext nneg i32 %22 to i64
  %58 = getelementptr inbounds nuw i32, ptr %1, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  store i32 %59, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), align 4, !tbaa !6, !noalias !16
  br label %60

60:                                               ; preds = %56, %28, %18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !16
  %61 = tail call i32 @llvm.smin.i32(i32 %19, i32 16)
  tail call fastcc void @_ZL12nw_fill_tilePA17_iPA16_Kiii(i32 noundef %61, i32 noundef %3) #7
  br i1 %23, label %62, label %79

62:                                               ; preds = %60
  %63 = zext nneg i32 %19 to i64
  %64 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %63
  %65 = or disjoint i32 %22, %19
  br label %66

66:                                               ; preds = %62, %66
  %67 = phi i32 [ 0, %62 ], [ %68, %66 ]
  %68 = add nuw nsw i32 %67, 1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr [17 x i32], ptr %64, i64 %69
  %71 = getelementptr i8, ptr %70, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa !6, !noalias !16
  %73 = mul nsw i32 %68, %2
  %74 = add i32 %65, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr i32, ptr %1, i64 %75
  %77 = getelementptr i8, ptr %76, i64 4
  store i32 %72, ptr %77, align 4, !tbaa !6, !alias.scope !14, !noalias !11
  %78 = icmp eq i32 %68, 16
  br i1 %78, label %79, label %66, !llvm.loop !20

79:                                               ; preds = %66, %5, %10, %14, %60
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @nw_sweep_lower_right(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = sub i32 %7, %4
  %9 = add i32 %8, %5
  %10 = xor i32 %7, -1
  %11 = add i32 %5, %10
  tail call void @llvm.experimental.noalias.scope.decl(metadata !21)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !24)
  %12 = or i32 %9, %11
  %13 = icmp sgt i32 %12, -1
  br i1 %13, label %14, label %83

14:                                               ; preds = %6
  %15 = shl i32 %9, 4
  %16 = add i32 %15, 16
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %83

18:                                               ; preds = %14
  %19 = shl i32 %11, 4
  %20 = add i32 %19, 16
  %21 = icmp slt i32 %20, %2
  br i1 %21, label %22, label %83

22:                                               ; preds = %18
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = shl nsw i32 %2, 4
  %25 = mul nsw i32 %24, %11
  %26 = add nuw nsw i32 %25, %15
  %27 = icmp samesign ult i32 %23, 16
  br i1 %27, label %28, label %64

28:                                               ; preds = %22
  %29 = or disjoint i32 %26, %23
  %30 = zext nneg i32 %23 to i64
  %31 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %30
  br label %48

32:                                               ; preds = %48
  %33 = add nuw nsw i32 %23, 1
  %34 = mul nsw i32 %2, %33
  %35 = add nsw i32 %26, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %1, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  %39 = zext nneg i32 %33 to i64
  %40 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %39
  store i32 %38, ptr %40, align 4, !tbaa !6, !noalias !26
  %41 = or disjoint i32 %26, %23
  %42 = sext i32 %41 to i64
  %43 = getelementptr i32, ptr %1, i64 %42
  %44 = getelementptr i8, ptr %43, i64 4
  %45 = load i32, ptr %44, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  %46 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %39
  store i32 %45, ptr %46, align 4, !tbaa !6, !noalias !26
  %47 = icmp eq i32 %23, 0
  br i1 %47, label %60, label %64

48:                                               ; preds = %28, %48
  %49 = phi i32 [ 0, %28 ], [ %50, %48 ]
  %50 = add nuw nsw i32 %49, 1
  %51 = mul nsw i32 %50, %2
  %52 = add i32 %29, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr i32, ptr %0, i64 %53
  %55 = getelementptr i8, ptr %54, i64 4
  %56 = load i32, ptr %55, align 4, !tbaa !6, !alias.scope !21, !noalias !24
  %57 = zext nneg i32 %49 to i64
  %58 = getelementptr inbounds nuw [16 x i32], ptr %31, i64 %57
  store i32 %56, ptr %58, align 4, !tbaa !6, !noalias !26
  %59 = icmp eq i32 %50, 16
  br i1 %59, label %32, label %48, !llvm.loop !17

60:                                               ; preds = %32
  %61 = zext nneg i32 %26 to i64
  %62 = getelementptr inbounds nuw i32, ptr %1, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  store i32 %63, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), align 4, !tbaa !6, !noalias !26
  br label %64

64:                                               ; preds = %60, %32, %22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !noalias !26
  %65 = tail call i32 @llvm.smin.i32(i32 %23, i32 16)
  tail call fastcc void @_ZL12nw_fill_tilePA17_iPA16_Kiii(i32 noundef %65, i32 noundef %3) #7
  br i1 %27, label %66, label %83

66:                                               ; preds = %64
  %67 = zext nneg i32 %23 to i64
  %68 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %67
  %69 = or disjoint i32 %26, %23
  br label %70

70:                                               ; preds = %66, %70
  %71 = phi i32 [ 0, %66 ], [ %72, %70 ]
  %72 = add nuw nsw i32 %71, 1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr [17 x i32], ptr %68, i64 %73
  %75 = getelementptr i8, ptr %74, i64 4
  %76 = load i32, ptr %75, align 4, !tbaa !6, !noalias !26
  %77 = mul nsw i32 %72, %2
  %78 = add i32 %69, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr i32, ptr %1, i64 %79
  %81 = getelementptr i8, ptr %80, i64 4
  store i32 %76, ptr %81, align 4, !tbaa !6, !alias.scope !24, !noalias !21
  %82 = icmp eq i32 %72, 16
  br i1 %82, label %83, label %70, !llvm.loop !20

83:                                               ; preds = %70, %6, %14, %18, %64
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent noinline norecurse nounwind
define internal fastcc void @_ZL12nw_fill_tilePA17_iPA16_Kiii(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = add nsw i32 %0, 1
  %4 = sext i32 %0 to i64
  %5 = getelementptr i32, ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %4
  %6 = sext i32 %3 to i64
  br label %16

7:                                                ; preds = %38
  %8 = add nsw i32 %0, 16
  %9 = sub nsw i32 16, %0
  %10 = sub i32 15, %0
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %11
  %13 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5subst to ptr), i64 %11
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %14
  br label %42

16:                                               ; preds = %2, %38
  %17 = phi i32 [ 0, %2 ], [ %39, %38 ]
  %18 = icmp sgt i32 %0, %17
  br i1 %18, label %38, label %19

19:                                               ; preds = %16
  %20 = sub nsw i32 %17, %0
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL8nw_blockPKiPiiiiiE5score to ptr), i64 %21
  %23 = getelementptr inbounds i32, ptr %22, i64 %4
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr [16 x i32], ptr %5, i64 %21
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = add nsw i32 %26, %24
  %28 = getelementptr inbounds nuw i8, ptr %22, i64 68
  %29 = getelementptr inbounds i32, ptr %28, i64 %4
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = sub nsw i32 %30, %1
  %32 = getelementptr inbounds i32, ptr %22, i64 %6
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = sub nsw i32 %33, %1
  %35 = tail call noundef i32 @llvm.smax.i32(i32 %31, i32 %34)
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %35)
  %37 = getelementptr inbounds i32, ptr %28, i64 %6
  store i32 %36, ptr %37, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %19, %16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %39 = add nuw nsw i32 %17, 1
  %40 = icmp eq i32 %39, 16
  br i1 %40, label %7, label %16, !llvm.loop !27

41:                                               ; preds = %64
  ret void

42:                                               ; preds = %7, %64
  %43 = phi i32 [ 14, %7 ], [ %65, %64 ]
  %44 = icmp sgt i32 %0, %43
  br i1 %44, label %64, label %45

45:                                               ; preds = %42
  %46 = sub i32 %8, %43
  %47 = add nsw i32 %46, -1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %12, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = getelementptr inbounds i32, ptr %13, i64 %48
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = add nsw i32 %52, %50
  %54 = getelementptr inbounds i32, ptr %15, i64 %48
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = sub nsw i32 %55, %1
  %57 = sext i32 %46 to i64
  %58 = getelementptr inbounds i32, ptr %12, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = sub nsw i32 %59, %1
  %61 = tail call noundef i32 @llvm.smax.i32(i32 %56, i32 %60)
  %62 = tail call noundef i32 @llvm.smax.i32(i32 %53, i32 %61)
  %63 = getelementptr inbounds i32, ptr %15, i64 %57
  store i32 %62, ptr %63, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %45, %42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %65 = add nsw i32 %43, -1
  %66 = icmp eq i32 %43, 0
  br i1 %66, label %41, label %42, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!11 = !{!12}
!12 = distinct !{!12, !13, !"_ZL8nw_blockPKiPiiiii: argument 0"}
!13 = distinct !{!13, !"_ZL8nw_blockPKiPiiiii"}
!14 = !{!15}
!15 = distinct !{!15, !13, !"_ZL8nw_blockPKiPiiiii: argument 1"}
!16 = !{!12, !15}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = !{!22}
!22 = distinct !{!22, !23, !"_ZL8nw_blockPKiPiiiii: argument 0"}
!23 = distinct !{!23, !"_ZL8nw_blockPKiPiiiii"}
!24 = !{!25}
!25 = distinct !{!25, !23, !"_ZL8nw_blockPKiPiiiii: argument 1"}
!26 = !{!22, !25}
!27 = distinct !{!27, !18, !19}
!28 = distinct !{!28, !18, !19}
