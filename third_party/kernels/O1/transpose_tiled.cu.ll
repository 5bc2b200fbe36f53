; ModuleID = 'src/transpose_tiled.cu'
source_filename = "src/transpose_tiled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15transpose_tiledE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x float]] undef, align 4
@_ZZ17transpose_batchedE4tile = internal unnamed_addr addrspace(3) global [32 x [33 x double]] undef, align 8

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @transpose_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl nuw nsw i32 %9, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = add nuw nsw i32 %10, %11
  %13 = icmp slt i32 %8, %3
  %14 = sext i32 %3 to i64
  %15 = sext i32 %8 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = zext nneg i32 %7 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledE4tile to ptr), i64 %17
  %19 = icmp slt i32 %12, %2
  %20 = select i1 %13, i1 %19, i1 false
  br i1 %20, label %21, label %28

21:                                               ; preds = %4
  %22 = zext nneg i32 %12 to i64
  %23 = mul nsw i64 %22, %14
  %24 = getelementptr float, ptr %16, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = zext nneg i32 %11 to i64
  %27 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %26
  store float %25, ptr %27, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %4, %21
  br i1 %13, label %29, label %62

29:                                               ; preds = %28
  %30 = add nuw nsw i32 %12, 8
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %32, label %40

32:                                               ; preds = %29
  %33 = zext nneg i32 %30 to i64
  %34 = mul nsw i64 %33, %14
  %35 = getelementptr float, ptr %16, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = zext nneg i32 %11 to i64
  %38 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %37
  %39 = getelementptr inbounds nuw i8, ptr %38, i64 1056
  store float %36, ptr %39, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %29, %32
  %41 = add nuw nsw i32 %12, 16
  %42 = icmp slt i32 %41, %2
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = zext nneg i32 %41 to i64
  %45 = mul nsw i64 %44, %14
  %46 = getelementptr float, ptr %16, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = zext nneg i32 %11 to i64
  %49 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %48
  %50 = getelementptr inbounds nuw i8, ptr %49, i64 2112
  store float %47, ptr %50, align 4, !tbaa !11
  br label %51

51:                                               ; preds = %40, %43
  %52 = add nuw nsw i32 %12, 24
  %53 = icmp slt i32 %52, %2
  br i1 %53, label %54, label %62

54:                                               ; preds = %51
  %55 = zext nneg i32 %52 to i64
  %56 = mul nsw i64 %55, %14
  %57 = getelementptr float, ptr %16, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = zext nneg i32 %11 to i64
  %60 = getelementptr inbounds nuw [33 x float], ptr %18, i64 %59
  %61 = getelementptr inbounds nuw i8, ptr %60, i64 3168
  store float %58, ptr %61, align 4, !tbaa !11
  br label %62

62:                                               ; preds = %28, %54, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %63 = add nuw nsw i32 %10, %7
  %64 = add i32 %6, %11
  %65 = icmp slt i32 %63, %2
  %66 = zext nneg i32 %7 to i64
  %67 = getelementptr inbounds nuw [33 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ15transpose_tiledE4tile to ptr), i64 %66
  %68 = sext i32 %2 to i64
  %69 = zext nneg i32 %63 to i64
  %70 = getelementptr float, ptr %1, i64 %69
  %71 = icmp slt i32 %64, %3
  %72 = and i1 %65, %71
  br i1 %72, label %73, label %80

73:                                               ; preds = %62
  %74 = zext nneg i32 %11 to i64
  %75 = getelementptr inbounds nuw float, ptr %67, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = sext i32 %64 to i64
  %78 = mul nsw i64 %77, %68
  %79 = getelementptr float, ptr %70, i64 %78
  store float %76, ptr %79, align 4, !tbaa !11
  br label %80

80:                                               ; preds = %62, %73
  br i1 %65, label %81, label %114

81:                                               ; preds = %80
  %82 = add nsw i32 %64, 8
  %83 = icmp slt i32 %82, %3
  br i1 %83, label %84, label %92

84:                                               ; preds = %81
  %85 = zext nneg i32 %11 to i64
  %86 = getelementptr inbounds nuw float, ptr %67, i64 %85
  %87 = getelementptr inbounds nuw i8, ptr %86, i64 32
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = sext i32 %82 to i64
  %90 = mul nsw i64 %89, %68
  %91 = getelementptr float, ptr %70, i64 %90
  store float %88, ptr %91, align 4, !tbaa !11
  br label %92

92:                                               ; preds = %81, %84
  %93 = add nsw i32 %64, 16
  %94 = icmp slt i32 %93, %3
  br i1 %94, label %95, label %103

95:                                               ; preds = %92
  %96 = zext nneg i32 %11 to i64
  %97 = getelementptr inbounds nuw float, ptr %67, i64 %96
  %98 = getelementptr inbounds nuw i8, ptr %97, i64 64
  %99 = load float, ptr %98, align 4, !tbaa !11
  %100 = sext i32 %93 to i64
  %101 = mul nsw i64 %100, %68
  %102 = getelementptr float, ptr %70, i64 %101
  store float %99, ptr %102, align 4, !tbaa !11
  br label %103

103:                                              ; preds = %92, %95
  %104 = add nsw i32 %64, 24
  %105 = icmp slt i32 %104, %3
  br i1 %105, label %106, label %114

106:                                              ; preds = %103
  %107 = zext nneg i32 %11 to i64
  %108 = getelementptr inbounds nuw float, ptr %67, i64 %107
  %109 = getelementptr inbounds nuw i8, ptr %108, i64 96
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = sext i32 %104 to i64
  %112 = mul nsw i64 %111, %68
  %113 = getelementptr float, ptr %70, i64 %112
  store float %110, ptr %113, align 4, !tbaa !11
  br label %114

114:                                              ; preds = %80, %106, %103
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @transpose_batched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %7 = icmp slt i32 %6, %4
  br i1 %7, label %8, label %32

8:                                                ; preds = %5
  %9 = sext i32 %2 to i64
  %10 = sext i32 %3 to i64
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = shl nuw nsw i32 %15, 5
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %14, %3
  %20 = sext i32 %14 to i64
  %21 = getelementptr double, ptr %0, i64 %20
  %22 = zext nneg i32 %13 to i64
  %23 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ17transpose_batchedE4tile to ptr), i64 %22
  %24 = add nuw nsw i32 %16, %13
  %25 = add i32 %12, %17
  %26 = icmp slt i32 %24, %2
  %27 = zext nneg i32 %13 to i64
  %28 = getelementptr inbounds nuw [33 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ17transpose_batchedE4tile to ptr), i64 %27
  %29 = zext nneg i32 %24 to i64
  %30 = getelementptr double, ptr %1, i64 %29
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  br label %33

32:                                               ; preds = %57, %5
  ret void

33:                                               ; preds = %8, %57
  %34 = phi i32 [ %6, %8 ], [ %58, %57 ]
  %35 = sext i32 %34 to i64
  %36 = mul nsw i64 %35, %9
  br label %40

37:                                               ; preds = %54
  %38 = mul nsw i64 %36, %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %39 = getelementptr double, ptr %30, i64 %38
  br label %60

40:                                               ; preds = %33, %54
  %41 = phi i32 [ 0, %33 ], [ %55, %54 ]
  br i1 %19, label %42, label %54

42:                                               ; preds = %40
  %43 = add nuw nsw i32 %18, %41
  %44 = icmp slt i32 %43, %2
  br i1 %44, label %45, label %54

45:                                               ; preds = %42
  %46 = zext nneg i32 %43 to i64
  %47 = add nsw i64 %36, %46
  %48 = mul i64 %47, %10
  %49 = getelementptr double, ptr %21, i64 %48
  %50 = load double, ptr %49, align 8, !tbaa !13
  %51 = add nuw nsw i32 %41, %17
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw [33 x double], ptr %23, i64 %52
  store double %50, ptr %53, align 8, !tbaa !13
  br label %54

54:                                               ; preds = %40, %42, %45
  %55 = add nuw nsw i32 %41, 8
  %56 = icmp samesign ult i32 %41, 24
  br i1 %56, label %40, label %37, !llvm.loop !15

57:                                               ; preds = %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = add i32 %34, %31
  %59 = icmp slt i32 %58, %4
  br i1 %59, label %33, label %32, !llvm.loop !18

60:                                               ; preds = %37, %73
  %61 = phi i32 [ 0, %37 ], [ %74, %73 ]
  br i1 %26, label %62, label %73

62:                                               ; preds = %60
  %63 = add nsw i32 %25, %61
  %64 = icmp slt i32 %63, %3
  br i1 %64, label %65, label %73

65:                                               ; preds = %62
  %66 = add nuw nsw i32 %61, %17
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds nuw double, ptr %28, i64 %67
  %69 = load double, ptr %68, align 8, !tbaa !13
  %70 = sext i32 %63 to i64
  %71 = mul nsw i64 %70, %9
  %72 = getelementptr double, ptr %39, i64 %71
  store double %69, ptr %72, align 8, !tbaa !13
  br label %73

73:                                               ; preds = %60, %62, %65
  %74 = add nuw nsw i32 %61, 8
  %75 = icmp samesign ult i32 %61, 24
  br i1 %75, label %60, label %57, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !8, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = distinct !{!19, !16, !17}
