; ModuleID = 'src/block_reduce_scan.cu'
source_filename = "src/block_reduce_scan.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16block_reduce_sumE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ20block_scan_inclusiveE3buf = internal unnamed_addr addrspace(3) global [2 x [512 x i32]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_reduce_sum(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 8
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %12

9:                                                ; preds = %3
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = shl i32 %10, 8
  br label %16

12:                                               ; preds = %16, %3
  %13 = phi float [ 0.000000e+00, %3 ], [ %22, %16 ]
  %14 = zext nneg i32 %6 to i64
  %15 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_reduce_sumE1s to ptr), i64 %14
  store float %13, ptr %15, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %27

16:                                               ; preds = %9, %16
  %17 = phi i32 [ %7, %9 ], [ %23, %16 ]
  %18 = phi float [ 0.000000e+00, %9 ], [ %22, %16 ]
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fadd contract float %18, %21
  %23 = add i32 %17, %11
  %24 = icmp slt i32 %23, %2
  br i1 %24, label %16, label %12, !llvm.loop !13

25:                                               ; preds = %37
  %26 = icmp samesign ult i32 %6, 32
  br i1 %26, label %40, label %59

27:                                               ; preds = %12, %37
  %28 = phi i32 [ 128, %12 ], [ %38, %37 ]
  %29 = icmp samesign ult i32 %6, %28
  br i1 %29, label %30, label %37

30:                                               ; preds = %27
  %31 = add nuw nsw i32 %28, %6
  %32 = zext nneg i32 %31 to i64
  %33 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_reduce_sumE1s to ptr), i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = load float, ptr %15, align 4, !tbaa !11
  %36 = fadd contract float %34, %35
  store float %36, ptr %15, align 4, !tbaa !11
  br label %37

37:                                               ; preds = %30, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %38 = lshr i32 %28, 1
  %39 = icmp samesign ugt i32 %28, 65
  br i1 %39, label %27, label %25, !llvm.loop !16

40:                                               ; preds = %25
  %41 = load float, ptr %15, align 4, !tbaa !11
  %42 = zext nneg i32 %6 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16block_reduce_sumE1s to ptr), i64 %42
  %44 = getelementptr inbounds nuw i8, ptr %43, i64 128
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = fadd contract float %41, %45
  br label %49

47:                                               ; preds = %49
  %48 = icmp eq i32 %6, 0
  br i1 %48, label %56, label %59

49:                                               ; preds = %40, %49
  %50 = phi i32 [ 16, %40 ], [ %54, %49 ]
  %51 = phi float [ %46, %40 ], [ %53, %49 ]
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %51, i32 %50, i32 31)
  %53 = fadd contract float %51, %52
  %54 = lshr i32 %50, 1
  %55 = icmp eq i32 %54, 0
  br i1 %55, label %47, label %49, !llvm.loop !17

56:                                               ; preds = %47
  %57 = zext nneg i32 %4 to i64
  %58 = getelementptr inbounds nuw float, ptr %1, i64 %57
  store float %53, ptr %58, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %47, %56, %25
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @block_scan_inclusive(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 9
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add nuw nsw i32 %7, 256
  %9 = add nsw i32 %6, %7
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %15

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %4, %11
  %16 = phi i32 [ %14, %11 ], [ 0, %4 ]
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %17
  store i32 %16, ptr %18, align 4, !tbaa !6
  %19 = add nsw i32 %6, %8
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = sext i32 %19 to i64
  %23 = getelementptr inbounds i32, ptr %0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %15, %21
  %26 = phi i32 [ %24, %21 ], [ 0, %15 ]
  %27 = zext nneg i32 %8 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %27
  store i32 %26, ptr %28, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %30

29:                                               ; preds = %58
  br i1 %10, label %64, label %69

30:                                               ; preds = %25, %58
  %31 = phi i32 [ 0, %25 ], [ %33, %58 ]
  %32 = phi i32 [ 1, %25 ], [ %62, %58 ]
  %33 = xor i32 %31, 1
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %34
  %36 = getelementptr inbounds nuw i32, ptr %35, i64 %17
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = icmp slt i32 %7, %32
  br i1 %38, label %44, label %39

39:                                               ; preds = %30
  %40 = sub nsw i32 %7, %32
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw i32, ptr %35, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %30, %39
  %45 = phi i32 [ %43, %39 ], [ 0, %30 ]
  %46 = add nsw i32 %45, %37
  %47 = zext nneg i32 %33 to i64
  %48 = getelementptr inbounds nuw [512 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 %47
  %49 = getelementptr inbounds nuw i32, ptr %48, i64 %17
  store i32 %46, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds nuw i32, ptr %35, i64 %27
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp slt i32 %8, %32
  br i1 %52, label %58, label %53

53:                                               ; preds = %44
  %54 = sub nsw i32 %8, %32
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds nuw i32, ptr %35, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !6
  br label %58

58:                                               ; preds = %44, %53
  %59 = phi i32 [ %57, %53 ], [ 0, %44 ]
  %60 = add nsw i32 %59, %51
  %61 = getelementptr inbounds nuw i32, ptr %48, i64 %27
  store i32 %60, ptr %61, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %62 = shl i32 %32, 1
  %63 = icmp slt i32 %62, 512
  br i1 %63, label %30, label %29, !llvm.loop !18

64:                                               ; preds = %29
  %65 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %17
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = sext i32 %9 to i64
  %68 = getelementptr inbounds i32, ptr %1, i64 %67
  store i32 %66, ptr %68, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %64, %29
  br i1 %20, label %70, label %75

70:                                               ; preds = %69
  %71 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %27
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = sext i32 %19 to i64
  %74 = getelementptr inbounds i32, ptr %1, i64 %73
  store i32 %72, ptr %74, align 4, !tbaa !6
  br label %75

75:                                               ; preds = %70, %69
  %76 = icmp eq i32 %7, 255
  br i1 %76, label %77, label %82

77:                                               ; preds = %75
  %78 = getelementptr inbounds nuw i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20block_scan_inclusiveE3buf to ptr), i64 2048), i64 %27
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = zext nneg i32 %5 to i64
  %81 = getelementptr inbounds nuw i32, ptr %2, i64 %80
  store i32 %79, ptr %81, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %77, %75
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

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
