; ModuleID = 'src/spmv_csr.cu'
source_filename = "src/spmv_csr.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv_csr_scalar(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %98

13:                                               ; preds = %6
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr %0, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr i8, ptr %15, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = icmp slt i32 %16, %18
  br i1 %19, label %20, label %47

20:                                               ; preds = %13
  %21 = sub i32 %18, %16
  %22 = and i32 %21, 3
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %41, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %38, %24 ], [ %16, %20 ]
  %26 = phi float [ %37, %24 ], [ 0.000000e+00, %20 ]
  %27 = phi i32 [ %39, %24 ], [ 0, %20 ]
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr %2, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = getelementptr inbounds i32, ptr %1, i64 %28
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %3, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fmul contract float %30, %35
  %37 = fadd contract float %26, %36
  %38 = add nsw i32 %25, 1
  %39 = add i32 %27, 1
  %40 = icmp eq i32 %39, %22
  br i1 %40, label %41, label %24, !llvm.loop !13

41:                                               ; preds = %24, %20
  %42 = phi float [ poison, %20 ], [ %37, %24 ]
  %43 = phi i32 [ %16, %20 ], [ %38, %24 ]
  %44 = phi float [ 0.000000e+00, %20 ], [ %37, %24 ]
  %45 = sub i32 %16, %18
  %46 = icmp ugt i32 %45, -4
  br i1 %46, label %47, label %50

47:                                               ; preds = %41, %50, %13
  %48 = phi float [ 0.000000e+00, %13 ], [ %42, %41 ], [ %95, %50 ]
  %49 = getelementptr inbounds float, ptr %4, i64 %14
  store float %48, ptr %49, align 4, !tbaa !11
  br label %98

50:                                               ; preds = %41, %50
  %51 = phi i32 [ %96, %50 ], [ %43, %41 ]
  %52 = phi float [ %95, %50 ], [ %44, %41 ]
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds float, ptr %2, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = getelementptr inbounds i32, ptr %1, i64 %53
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %3, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fmul contract float %55, %60
  %62 = fadd contract float %52, %61
  %63 = add nsw i32 %51, 1
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %2, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = getelementptr inbounds i32, ptr %1, i64 %64
  %68 = load i32, ptr %67, align 4, !tbaa !6
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %3, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = fmul contract float %66, %71
  %73 = fadd contract float %62, %72
  %74 = add nsw i32 %51, 2
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr %2, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = getelementptr inbounds i32, ptr %1, i64 %75
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %3, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = fmul contract float %77, %82
  %84 = fadd contract float %73, %83
  %85 = add nsw i32 %51, 3
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr %2, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = getelementptr inbounds i32, ptr %1, i64 %86
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr %3, i64 %91
  %93 = load float, ptr %92, align 4, !tbaa !11
  %94 = fmul contract float %88, %93
  %95 = fadd contract float %84, %94
  %96 = add nsw i32 %51, 4
  %97 = icmp eq i32 %96, %18
  br i1 %97, label %47, label %50, !llvm.loop !15

98:                                               ; preds = %6, %47
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @spmv_csr_vector(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, double noundef %6, double noundef %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = lshr i32 %13, 5
  %15 = and i32 %12, 31
  %16 = icmp slt i32 %14, %5
  br i1 %16, label %17, label %109

17:                                               ; preds = %8
  %18 = zext nneg i32 %14 to i64
  %19 = getelementptr inbounds nuw i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %19, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = add nsw i32 %20, %15
  %24 = icmp slt i32 %23, %22
  br i1 %24, label %82, label %25

25:                                               ; preds = %82, %17
  %26 = phi double [ 0.000000e+00, %17 ], [ %94, %82 ]
  %27 = bitcast double %26 to i64
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %27, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %28, i32 16, i32 31)
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %30, i32 16, i32 31)
  %33 = zext i32 %32 to i64
  %34 = shl nuw i64 %33, 32
  %35 = zext i32 %31 to i64
  %36 = or disjoint i64 %34, %35
  %37 = bitcast i64 %36 to double
  %38 = fadd contract double %26, %37
  %39 = bitcast double %38 to i64
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %39, 32
  %42 = trunc nuw i64 %41 to i32
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %40, i32 8, i32 31)
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %42, i32 8, i32 31)
  %45 = zext i32 %44 to i64
  %46 = shl nuw i64 %45, 32
  %47 = zext i32 %43 to i64
  %48 = or disjoint i64 %46, %47
  %49 = bitcast i64 %48 to double
  %50 = fadd contract double %38, %49
  %51 = bitcast double %50 to i64
  %52 = trunc i64 %51 to i32
  %53 = lshr i64 %51, 32
  %54 = trunc nuw i64 %53 to i32
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %52, i32 4, i32 31)
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 4, i32 31)
  %57 = zext i32 %56 to i64
  %58 = shl nuw i64 %57, 32
  %59 = zext i32 %55 to i64
  %60 = or disjoint i64 %58, %59
  %61 = bitcast i64 %60 to double
  %62 = fadd contract double %50, %61
  %63 = bitcast double %62 to i64
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %63, 32
  %66 = trunc nuw i64 %65 to i32
  %67 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %64, i32 2, i32 31)
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %66, i32 2, i32 31)
  %69 = zext i32 %68 to i64
  %70 = shl nuw i64 %69, 32
  %71 = zext i32 %67 to i64
  %72 = or disjoint i64 %70, %71
  %73 = bitcast i64 %72 to double
  %74 = fadd contract double %62, %73
  %75 = bitcast double %74 to i64
  %76 = trunc i64 %75 to i32
  %77 = lshr i64 %75, 32
  %78 = trunc nuw i64 %77 to i32
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %76, i32 1, i32 31)
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %78, i32 1, i32 31)
  %81 = icmp eq i32 %15, 0
  br i1 %81, label %97, label %109

82:                                               ; preds = %17, %82
  %83 = phi i32 [ %95, %82 ], [ %23, %17 ]
  %84 = phi double [ %94, %82 ], [ 0.000000e+00, %17 ]
  %85 = sext i32 %83 to i64
  %86 = getelementptr inbounds double, ptr %2, i64 %85
  %87 = load double, ptr %86, align 8, !tbaa !17
  %88 = getelementptr inbounds i32, ptr %1, i64 %85
  %89 = load i32, ptr %88, align 4, !tbaa !6
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds double, ptr %3, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !17
  %93 = fmul contract double %87, %92
  %94 = fadd contract double %84, %93
  %95 = add nsw i32 %83, 32
  %96 = icmp slt i32 %95, %22
  br i1 %96, label %82, label %25, !llvm.loop !19

97:                                               ; preds = %25
  %98 = zext i32 %80 to i64
  %99 = shl nuw i64 %98, 32
  %100 = zext i32 %79 to i64
  %101 = or disjoint i64 %99, %100
  %102 = bitcast i64 %101 to double
  %103 = fadd contract double %74, %102
  %104 = getelementptr inbounds nuw double, ptr %4, i64 %18
  %105 = fmul contract double %6, %103
  %106 = load double, ptr %104, align 8, !tbaa !17
  %107 = fmul contract double %7, %106
  %108 = fadd contract double %105, %107
  store double %108, ptr %104, align 8, !tbaa !17
  br label %109

109:                                              ; preds = %25, %97, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = distinct !{!19, !16}
