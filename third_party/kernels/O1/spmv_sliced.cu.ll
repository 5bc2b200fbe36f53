; ModuleID = 'src/spmv_sliced.cu'
source_filename = "src/spmv_sliced.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv_ell(i32 noundef %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef captures(none) %5, double noundef %6, double noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %0
  br i1 %14, label %15, label %50

15:                                               ; preds = %8
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %42

17:                                               ; preds = %15
  %18 = sext i32 %0 to i64
  %19 = sext i32 %13 to i64
  br label %20

20:                                               ; preds = %37, %17
  %21 = phi double [ 0.000000e+00, %17 ], [ %38, %37 ]
  %22 = phi i32 [ 0, %17 ], [ %39, %37 ]
  %23 = zext nneg i32 %22 to i64
  %24 = mul nsw i64 %23, %18
  %25 = add nsw i64 %24, %19
  %26 = getelementptr inbounds nuw i32, ptr %2, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %37, label %29

29:                                               ; preds = %20
  %30 = getelementptr inbounds nuw double, ptr %3, i64 %25
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = zext nneg i32 %27 to i64
  %33 = getelementptr inbounds nuw double, ptr %4, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !11
  %35 = fmul contract double %31, %34
  %36 = fadd contract double %21, %35
  br label %37

37:                                               ; preds = %20, %29
  %38 = phi double [ %36, %29 ], [ %21, %20 ]
  %39 = add nuw nsw i32 %22, 1
  %40 = icmp eq i32 %39, %1
  %41 = select i1 %28, i1 true, i1 %40
  br i1 %41, label %42, label %20, !llvm.loop !13

42:                                               ; preds = %37, %15
  %43 = phi double [ 0.000000e+00, %15 ], [ %38, %37 ]
  %44 = fmul contract double %6, %43
  %45 = sext i32 %13 to i64
  %46 = getelementptr inbounds double, ptr %5, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !11
  %48 = fmul contract double %7, %47
  %49 = fadd contract double %44, %48
  store double %49, ptr %46, align 8, !tbaa !11
  br label %50

50:                                               ; preds = %8, %42
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv_sell(i32 noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef captures(none) %6, double noundef %7, double noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %0
  br i1 %15, label %16, label %131

16:                                               ; preds = %9
  %17 = sdiv i32 %14, 32
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %2, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %59

22:                                               ; preds = %16
  %23 = getelementptr inbounds i32, ptr %1, i64 %18
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = sext i32 %24 to i64
  %26 = mul i32 %17, 32
  %27 = sub i32 %14, %26
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %25, %28
  %30 = and i32 %20, 3
  %31 = icmp ult i32 %20, 4
  br i1 %31, label %36, label %32

32:                                               ; preds = %22
  %33 = and i32 %20, 2147483644
  br label %63

34:                                               ; preds = %63
  %35 = icmp eq i32 %30, 0
  br i1 %35, label %59, label %36

36:                                               ; preds = %34, %22
  %37 = phi i32 [ 0, %22 ], [ %118, %34 ]
  %38 = phi double [ 0.000000e+00, %22 ], [ %117, %34 ]
  %39 = icmp ne i32 %30, 0
  tail call void @llvm.assume(i1 %39)
  br label %40

40:                                               ; preds = %40, %36
  %41 = phi i32 [ %37, %36 ], [ %56, %40 ]
  %42 = phi double [ %38, %36 ], [ %55, %40 ]
  %43 = phi i32 [ 0, %36 ], [ %57, %40 ]
  %44 = zext nneg i32 %41 to i64
  %45 = shl nuw nsw i64 %44, 5
  %46 = add nsw i64 %29, %45
  %47 = getelementptr inbounds nuw double, ptr %4, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !11
  %49 = getelementptr inbounds nuw i32, ptr %3, i64 %46
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %5, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = fmul contract double %48, %53
  %55 = fadd contract double %42, %54
  %56 = add nuw nsw i32 %41, 1
  %57 = add i32 %43, 1
  %58 = icmp eq i32 %57, %30
  br i1 %58, label %59, label %40, !llvm.loop !16

59:                                               ; preds = %34, %40, %16
  %60 = phi double [ 0.000000e+00, %16 ], [ %117, %34 ], [ %55, %40 ]
  %61 = fcmp contract oeq double %8, 0.000000e+00
  %62 = fmul contract double %7, %60
  br i1 %61, label %127, label %121

63:                                               ; preds = %63, %32
  %64 = phi i32 [ 0, %32 ], [ %118, %63 ]
  %65 = phi double [ 0.000000e+00, %32 ], [ %117, %63 ]
  %66 = phi i32 [ 0, %32 ], [ %119, %63 ]
  %67 = zext nneg i32 %64 to i64
  %68 = shl nuw nsw i64 %67, 5
  %69 = add nsw i64 %29, %68
  %70 = getelementptr inbounds nuw double, ptr %4, i64 %69
  %71 = load double, ptr %70, align 8, !tbaa !11
  %72 = getelementptr inbounds nuw i32, ptr %3, i64 %69
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds double, ptr %5, i64 %74
  %76 = load double, ptr %75, align 8, !tbaa !11
  %77 = fmul contract double %71, %76
  %78 = fadd contract double %65, %77
  %79 = or disjoint i32 %64, 1
  %80 = zext nneg i32 %79 to i64
  %81 = shl nuw nsw i64 %80, 5
  %82 = add nsw i64 %29, %81
  %83 = getelementptr inbounds nuw double, ptr %4, i64 %82
  %84 = load double, ptr %83, align 8, !tbaa !11
  %85 = getelementptr inbounds nuw i32, ptr %3, i64 %82
  %86 = load i32, ptr %85, align 4, !tbaa !6
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds double, ptr %5, i64 %87
  %89 = load double, ptr %88, align 8, !tbaa !11
  %90 = fmul contract double %84, %89
  %91 = fadd contract double %78, %90
  %92 = or disjoint i32 %64, 2
  %93 = zext nneg i32 %92 to i64
  %94 = shl nuw nsw i64 %93, 5
  %95 = add nsw i64 %29, %94
  %96 = getelementptr inbounds nuw double, ptr %4, i64 %95
  %97 = load double, ptr %96, align 8, !tbaa !11
  %98 = getelementptr inbounds nuw i32, ptr %3, i64 %95
  %99 = load i32, ptr %98, align 4, !tbaa !6
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds double, ptr %5, i64 %100
  %102 = load double, ptr %101, align 8, !tbaa !11
  %103 = fmul contract double %97, %102
  %104 = fadd contract double %91, %103
  %105 = or disjoint i32 %64, 3
  %106 = zext nneg i32 %105 to i64
  %107 = shl nuw nsw i64 %106, 5
  %108 = add nsw i64 %29, %107
  %109 = getelementptr inbounds nuw double, ptr %4, i64 %108
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = getelementptr inbounds nuw i32, ptr %3, i64 %108
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds double, ptr %5, i64 %113
  %115 = load double, ptr %114, align 8, !tbaa !11
  %116 = fmul contract double %110, %115
  %117 = fadd contract double %104, %116
  %118 = add nuw nsw i32 %64, 4
  %119 = add i32 %66, 4
  %120 = icmp eq i32 %119, %33
  br i1 %120, label %34, label %63, !llvm.loop !17

121:                                              ; preds = %59
  %122 = sext i32 %14 to i64
  %123 = getelementptr inbounds double, ptr %6, i64 %122
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = fmul contract double %8, %124
  %126 = fadd contract double %62, %125
  br label %127

127:                                              ; preds = %59, %121
  %128 = phi contract double [ %126, %121 ], [ %62, %59 ]
  %129 = sext i32 %14 to i64
  %130 = getelementptr inbounds double, ptr %6, i64 %129
  store double %128, ptr %130, align 8, !tbaa !11
  br label %131

131:                                              ; preds = %9, %127
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @spmv_csr_vector(i32 noundef %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef captures(none) %5, double noundef %6, double noundef %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = mul i32 %12, %13
  %15 = lshr i32 %9, 5
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %0
  br i1 %17, label %18, label %110

18:                                               ; preds = %8
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr %1, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = add nsw i32 %21, %10
  %25 = icmp slt i32 %24, %23
  br i1 %25, label %26, label %41

26:                                               ; preds = %18, %26
  %27 = phi i32 [ %39, %26 ], [ %24, %18 ]
  %28 = phi double [ %38, %26 ], [ 0.000000e+00, %18 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds double, ptr %3, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !11
  %32 = getelementptr inbounds i32, ptr %2, i64 %29
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr %4, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = fmul contract double %31, %36
  %38 = fadd contract double %28, %37
  %39 = add nsw i32 %27, 32
  %40 = icmp slt i32 %39, %23
  br i1 %40, label %26, label %41, !llvm.loop !18

41:                                               ; preds = %26, %18
  %42 = phi double [ 0.000000e+00, %18 ], [ %38, %26 ]
  %43 = bitcast double %42 to i64
  %44 = trunc i64 %43 to i32
  %45 = lshr i64 %43, 32
  %46 = trunc nuw i64 %45 to i32
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %44, i32 16, i32 31)
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %46, i32 16, i32 31)
  %49 = zext i32 %48 to i64
  %50 = shl nuw i64 %49, 32
  %51 = zext i32 %47 to i64
  %52 = or disjoint i64 %50, %51
  %53 = bitcast i64 %52 to double
  %54 = fadd contract double %42, %53
  %55 = bitcast double %54 to i64
  %56 = trunc i64 %55 to i32
  %57 = lshr i64 %55, 32
  %58 = trunc nuw i64 %57 to i32
  %59 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 8, i32 31)
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %58, i32 8, i32 31)
  %61 = zext i32 %60 to i64
  %62 = shl nuw i64 %61, 32
  %63 = zext i32 %59 to i64
  %64 = or disjoint i64 %62, %63
  %65 = bitcast i64 %64 to double
  %66 = fadd contract double %54, %65
  %67 = bitcast double %66 to i64
  %68 = trunc i64 %67 to i32
  %69 = lshr i64 %67, 32
  %70 = trunc nuw i64 %69 to i32
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %68, i32 4, i32 31)
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %70, i32 4, i32 31)
  %73 = zext i32 %72 to i64
  %74 = shl nuw i64 %73, 32
  %75 = zext i32 %71 to i64
  %76 = or disjoint i64 %74, %75
  %77 = bitcast i64 %76 to double
  %78 = fadd contract double %66, %77
  %79 = bitcast double %78 to i64
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %79, 32
  %82 = trunc nuw i64 %81 to i32
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %80, i32 2, i32 31)
  %84 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %82, i32 2, i32 31)
  %85 = zext i32 %84 to i64
  %86 = shl nuw i64 %85, 32
  %87 = zext i32 %83 to i64
  %88 = or disjoint i64 %86, %87
  %89 = bitcast i64 %88 to double
  %90 = fadd contract double %78, %89
  %91 = bitcast double %90 to i64
  %92 = trunc i64 %91 to i32
  %93 = lshr i64 %91, 32
  %94 = trunc nuw i64 %93 to i32
  %95 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %92, i32 1, i32 31)
  %96 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %94, i32 1, i32 31)
  %97 = icmp eq i32 %10, 0
  br i1 %97, label %98, label %110

98:                                               ; preds = %41
  %99 = zext i32 %96 to i64
  %100 = shl nuw i64 %99, 32
  %101 = zext i32 %95 to i64
  %102 = or disjoint i64 %100, %101
  %103 = bitcast i64 %102 to double
  %104 = fadd contract double %90, %103
  %105 = fmul contract double %6, %104
  %106 = getelementptr inbounds double, ptr %5, i64 %19
  %107 = load double, ptr %106, align 8, !tbaa !11
  %108 = fmul contract double %7, %107
  %109 = fadd contract double %105, %108
  store double %109, ptr %106, align 8, !tbaa !11
  br label %110

110:                                              ; preds = %41, %98, %8
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!12 = !{!"double", !8, i64 0}
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
