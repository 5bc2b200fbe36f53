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
  br i1 %14, label %15, label %52

15:                                               ; preds = %8
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %15
  %18 = sext i32 %13 to i64
  br label %44

19:                                               ; preds = %15
  %20 = sext i32 %0 to i64
  %21 = sext i32 %13 to i64
  br label %22

22:                                               ; preds = %39, %19
  %23 = phi double [ 0.000000e+00, %19 ], [ %40, %39 ]
  %24 = phi i32 [ 0, %19 ], [ %41, %39 ]
  %25 = zext nneg i32 %24 to i64
  %26 = mul nsw i64 %25, %20
  %27 = add nsw i64 %26, %21
  %28 = getelementptr inbounds nuw i32, ptr %2, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = icmp slt i32 %29, 0
  br i1 %30, label %39, label %31

31:                                               ; preds = %22
  %32 = zext nneg i32 %29 to i64
  %33 = getelementptr inbounds nuw double, ptr %4, i64 %32
  %34 = getelementptr inbounds nuw double, ptr %3, i64 %27
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = load double, ptr %33, align 8, !tbaa !11
  %37 = fmul contract double %35, %36
  %38 = fadd contract double %23, %37
  br label %39

39:                                               ; preds = %22, %31
  %40 = phi double [ %38, %31 ], [ %23, %22 ]
  %41 = add nuw nsw i32 %24, 1
  %42 = icmp eq i32 %41, %1
  %43 = select i1 %30, i1 true, i1 %42
  br i1 %43, label %44, label %22, !llvm.loop !13

44:                                               ; preds = %39, %17
  %45 = phi i64 [ %18, %17 ], [ %21, %39 ]
  %46 = phi double [ 0.000000e+00, %17 ], [ %40, %39 ]
  %47 = fmul contract double %6, %46
  %48 = getelementptr inbounds double, ptr %5, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !11
  %50 = fmul contract double %7, %49
  %51 = fadd contract double %47, %50
  store double %51, ptr %48, align 8, !tbaa !11
  br label %52

52:                                               ; preds = %8, %44
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
  br i1 %15, label %16, label %130

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
  br label %64

34:                                               ; preds = %64
  %35 = icmp eq i32 %30, 0
  br i1 %35, label %59, label %36

36:                                               ; preds = %34, %22
  %37 = phi i32 [ 0, %22 ], [ %119, %34 ]
  %38 = phi double [ 0.000000e+00, %22 ], [ %118, %34 ]
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
  br i1 %58, label %59, label %40, !llvm.loop !15

59:                                               ; preds = %34, %40, %16
  %60 = phi double [ 0.000000e+00, %16 ], [ %118, %34 ], [ %55, %40 ]
  %61 = fcmp contract oeq double %8, 0.000000e+00
  %62 = fmul contract double %7, %60
  %63 = sext i32 %14 to i64
  br i1 %61, label %127, label %122

64:                                               ; preds = %64, %32
  %65 = phi i32 [ 0, %32 ], [ %119, %64 ]
  %66 = phi double [ 0.000000e+00, %32 ], [ %118, %64 ]
  %67 = phi i32 [ 0, %32 ], [ %120, %64 ]
  %68 = zext nneg i32 %65 to i64
  %69 = shl nuw nsw i64 %68, 5
  %70 = add nsw i64 %29, %69
  %71 = getelementptr inbounds nuw double, ptr %4, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !11
  %73 = getelementptr inbounds nuw i32, ptr %3, i64 %70
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds double, ptr %5, i64 %75
  %77 = load double, ptr %76, align 8, !tbaa !11
  %78 = fmul contract double %72, %77
  %79 = fadd contract double %66, %78
  %80 = or disjoint i32 %65, 1
  %81 = zext nneg i32 %80 to i64
  %82 = shl nuw nsw i64 %81, 5
  %83 = add nsw i64 %29, %82
  %84 = getelementptr inbounds nuw double, ptr %4, i64 %83
  %85 = load double, ptr %84, align 8, !tbaa !11
  %86 = getelementptr inbounds nuw i32, ptr %3, i64 %83
  %87 = load i32, ptr %86, align 4, !tbaa !6
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds double, ptr %5, i64 %88
  %90 = load double, ptr %89, align 8, !tbaa !11
  %91 = fmul contract double %85, %90
  %92 = fadd contract double %79, %91
  %93 = or disjoint i32 %65, 2
  %94 = zext nneg i32 %93 to i64
  %95 = shl nuw nsw i64 %94, 5
  %96 = add nsw i64 %29, %95
  %97 = getelementptr inbounds nuw double, ptr %4, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !11
  %99 = getelementptr inbounds nuw i32, ptr %3, i64 %96
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds double, ptr %5, i64 %101
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = fmul contract double %98, %103
  %105 = fadd contract double %92, %104
  %106 = or disjoint i32 %65, 3
  %107 = zext nneg i32 %106 to i64
  %108 = shl nuw nsw i64 %107, 5
  %109 = add nsw i64 %29, %108
  %110 = getelementptr inbounds nuw double, ptr %4, i64 %109
  %111 = load double, ptr %110, align 8, !tbaa !11
  %112 = getelementptr inbounds nuw i32, ptr %3, i64 %109
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds double, ptr %5, i64 %114
  %116 = load double, ptr %115, align 8, !tbaa !11
  %117 = fmul contract double %111, %116
  %118 = fadd contract double %105, %117
  %119 = add nuw nsw i32 %65, 4
  %120 = add i32 %67, 4
  %121 = icmp eq i32 %120, %33
  br i1 %121, label %34, label %64, !llvm.loop !17

122:                                              ; preds = %59
  %123 = getelementptr inbounds double, ptr %6, i64 %63
  %124 = load double, ptr %123, align 8, !tbaa !11
  %125 = fmul contract double %8, %124
  %126 = fadd contract double %62, %125
  br label %127

127:                                              ; preds = %59, %122
  %128 = phi contract double [ %126, %122 ], [ %62, %59 ]
  %129 = getelementptr inbounds double, ptr %6, i64 %63
  store double %128, ptr %129, align 8, !tbaa !11
  br label %130

130:                                              ; preds = %9, %127
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
  br i1 %25, label %83, label %26

26:                                               ; preds = %83, %18
  %27 = phi double [ 0.000000e+00, %18 ], [ %95, %83 ]
  %28 = bitcast double %27 to i64
  %29 = trunc i64 %28 to i32
  %30 = lshr i64 %28, 32
  %31 = trunc nuw i64 %30 to i32
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %29, i32 16, i32 31)
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %31, i32 16, i32 31)
  %34 = zext i32 %33 to i64
  %35 = shl nuw i64 %34, 32
  %36 = zext i32 %32 to i64
  %37 = or disjoint i64 %35, %36
  %38 = bitcast i64 %37 to double
  %39 = fadd contract double %27, %38
  %40 = bitcast double %39 to i64
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %40, 32
  %43 = trunc nuw i64 %42 to i32
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %41, i32 8, i32 31)
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %43, i32 8, i32 31)
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = zext i32 %44 to i64
  %49 = or disjoint i64 %47, %48
  %50 = bitcast i64 %49 to double
  %51 = fadd contract double %39, %50
  %52 = bitcast double %51 to i64
  %53 = trunc i64 %52 to i32
  %54 = lshr i64 %52, 32
  %55 = trunc nuw i64 %54 to i32
  %56 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %53, i32 4, i32 31)
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %55, i32 4, i32 31)
  %58 = zext i32 %57 to i64
  %59 = shl nuw i64 %58, 32
  %60 = zext i32 %56 to i64
  %61 = or disjoint i64 %59, %60
  %62 = bitcast i64 %61 to double
  %63 = fadd contract double %51, %62
  %64 = bitcast double %63 to i64
  %65 = trunc i64 %64 to i32
  %66 = lshr i64 %64, 32
  %67 = trunc nuw i64 %66 to i32
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %65, i32 2, i32 31)
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 2, i32 31)
  %70 = zext i32 %69 to i64
  %71 = shl nuw i64 %70, 32
  %72 = zext i32 %68 to i64
  %73 = or disjoint i64 %71, %72
  %74 = bitcast i64 %73 to double
  %75 = fadd contract double %63, %74
  %76 = bitcast double %75 to i64
  %77 = trunc i64 %76 to i32
  %78 = lshr i64 %76, 32
  %79 = trunc nuw i64 %78 to i32
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %77, i32 1, i32 31)
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %79, i32 1, i32 31)
  %82 = icmp eq i32 %10, 0
  br i1 %82, label %98, label %110

83:                                               ; preds = %18, %83
  %84 = phi i32 [ %96, %83 ], [ %24, %18 ]
  %85 = phi double [ %95, %83 ], [ 0.000000e+00, %18 ]
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds double, ptr %3, i64 %86
  %88 = load double, ptr %87, align 8, !tbaa !11
  %89 = getelementptr inbounds i32, ptr %2, i64 %86
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds double, ptr %4, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !11
  %94 = fmul contract double %88, %93
  %95 = fadd contract double %85, %94
  %96 = add nsw i32 %84, 32
  %97 = icmp slt i32 %96, %23
  br i1 %97, label %83, label %26, !llvm.loop !18

98:                                               ; preds = %26
  %99 = zext i32 %81 to i64
  %100 = shl nuw i64 %99, 32
  %101 = zext i32 %80 to i64
  %102 = or disjoint i64 %100, %101
  %103 = bitcast i64 %102 to double
  %104 = fadd contract double %75, %103
  %105 = getelementptr inbounds double, ptr %5, i64 %19
  %106 = fmul contract double %6, %104
  %107 = load double, ptr %105, align 8, !tbaa !11
  %108 = fmul contract double %7, %107
  %109 = fadd contract double %106, %108
  store double %109, ptr %105, align 8, !tbaa !11
  br label %110

110:                                              ; preds = %26, %98, %8
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14, !16}
!18 = distinct !{!18, !14}
