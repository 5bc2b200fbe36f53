; ModuleID = 'src/coo_spmm_atomic.cu'
source_filename = "src/coo_spmm_atomic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @coo_spmm_warp_atomic(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, float noundef %11) local_unnamed_addr #0 {
  %13 = icmp slt i32 %6, 1
  %14 = icmp slt i32 %7, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %8, 1
  %17 = or i1 %15, %16
  br i1 %17, label %78, label %18

18:                                               ; preds = %12
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = and i32 %19, 31
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = zext nneg i32 %21 to i64
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = zext nneg i32 %23 to i64
  %25 = mul nuw nsw i64 %22, %24
  %26 = zext nneg i32 %19 to i64
  %27 = add nuw nsw i64 %25, %26
  %28 = lshr i64 %27, 5
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %24
  %32 = lshr i64 %31, 5
  %33 = sext i32 %5 to i64
  %34 = icmp ult i64 %28, %33
  br i1 %34, label %35, label %78

35:                                               ; preds = %18
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 range(i32 0, -2147483648) %8)
  %37 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 range(i32 0, -2147483648) %8)
  %38 = zext nneg i32 %37 to i64
  %39 = zext nneg i32 %36 to i64
  %40 = icmp slt i32 %20, %8
  br label %41

41:                                               ; preds = %35, %75
  %42 = phi i64 [ %28, %35 ], [ %76, %75 ]
  %43 = getelementptr inbounds nuw float, ptr %2, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = fmul contract float %11, %44
  %46 = fcmp contract oeq float %45, 0.000000e+00
  br i1 %46, label %75, label %47

47:                                               ; preds = %41
  %48 = getelementptr inbounds nuw i32, ptr %1, i64 %42
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = urem i32 %49, %7
  %51 = getelementptr inbounds nuw i32, ptr %0, i64 %42
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = urem i32 %52, %6
  %54 = zext nneg i32 %50 to i64
  %55 = mul nuw nsw i64 %54, %38
  %56 = getelementptr inbounds nuw float, ptr %3, i64 %55
  %57 = zext nneg i32 %53 to i64
  %58 = mul nuw nsw i64 %57, %39
  %59 = getelementptr inbounds nuw i64, ptr %4, i64 %58
  br i1 %40, label %60, label %75

60:                                               ; preds = %47, %60
  %61 = phi i32 [ %73, %60 ], [ %20, %47 ]
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr %56, i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = fmul contract float %45, %64
  %66 = tail call float @llvm.nvvm.mul.rn.f(float %65, float 0x4170000000000000) #4
  %67 = tail call float @llvm.nvvm.mul.rn.f(float %66, float 1.000000e+00) #4
  %68 = tail call float @llvm.nvvm.mul.rn.f(float %67, float 1.000000e+00) #4
  %69 = tail call noundef float @llvm.nvvm.mul.rn.f(float %68, float 1.000000e+00) #4
  %70 = tail call noundef i64 @llvm.nvvm.f2ll.rn(float %69) #4
  %71 = getelementptr inbounds nuw i64, ptr %59, i64 %62
  %72 = atomicrmw add ptr %71, i64 %70 seq_cst, align 8
  %73 = add nuw nsw i32 %61, 32
  %74 = icmp slt i32 %73, %8
  br i1 %74, label %60, label %75, !llvm.loop !13

75:                                               ; preds = %60, %47, %41
  %76 = add i64 %42, %32
  %77 = icmp ult i64 %76, %33
  br i1 %77, label %41, label %78, !llvm.loop !16

78:                                               ; preds = %75, %18, %12
  ret void
}

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @coo_spmm_rowrun_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = icmp slt i32 %6, 1
  %11 = icmp slt i32 %7, 1
  %12 = or i1 %10, %11
  br i1 %12, label %103, label %13

13:                                               ; preds = %9
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %8
  br i1 %19, label %20, label %103

20:                                               ; preds = %13
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %24 = mul nuw nsw i32 %23, %22
  %25 = add nuw nsw i32 %24, %21
  %26 = shl nuw nsw i32 %25, 3
  %27 = icmp slt i32 %26, %5
  br i1 %27, label %28, label %103

28:                                               ; preds = %20
  %29 = zext nneg i32 %5 to i64
  %30 = zext nneg i32 %26 to i64
  %31 = add nuw nsw i64 %30, 8
  %32 = tail call noundef range(i64 -17179869176, 2147483648) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 2147483648) %29, i64 range(i64 -17179869176, 2147483655) %31)
  %33 = trunc nuw nsw i64 %32 to i32
  %34 = getelementptr inbounds nuw i32, ptr %0, i64 %30
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = add nsw i32 %6, -1
  %38 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %36, i32 range(i32 0, 2147483647) %37)
  %39 = icmp samesign ult i32 %26, %33
  br i1 %39, label %40, label %50

40:                                               ; preds = %28
  %41 = add nsw i32 %7, -1
  %42 = sext i32 %8 to i64
  %43 = sext i32 %18 to i64
  %44 = getelementptr i64, ptr %4, i64 %43
  %45 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #4
  %46 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1106247680) #4
  %47 = sext i32 %8 to i64
  %48 = sext i32 %18 to i64
  %49 = getelementptr double, ptr %3, i64 %48
  br label %67

50:                                               ; preds = %91, %28
  %51 = phi double [ 0.000000e+00, %28 ], [ %100, %91 ]
  %52 = phi i32 [ %38, %28 ], [ %93, %91 ]
  %53 = zext nneg i32 %52 to i64
  %54 = sext i32 %8 to i64
  %55 = mul nsw i64 %53, %54
  %56 = sext i32 %18 to i64
  %57 = getelementptr i64, ptr %4, i64 %55
  %58 = getelementptr i64, ptr %57, i64 %56
  %59 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1072693248) #4
  %60 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 1106247680) #4
  %61 = tail call double @llvm.nvvm.mul.rn.d(double %51, double %60) #4
  %62 = tail call double @llvm.nvvm.mul.rn.d(double %61, double %59) #4
  %63 = tail call double @llvm.nvvm.mul.rn.d(double %62, double %59) #4
  %64 = tail call noundef double @llvm.nvvm.mul.rn.d(double %63, double %59) #4
  %65 = tail call noundef i64 @llvm.nvvm.d2ll.rn(double %64) #4
  %66 = atomicrmw add ptr %58, i64 %65 seq_cst, align 8
  br label %103

67:                                               ; preds = %40, %91
  %68 = phi i32 [ %38, %40 ], [ %93, %91 ]
  %69 = phi i32 [ %26, %40 ], [ %101, %91 ]
  %70 = phi double [ 0.000000e+00, %40 ], [ %100, %91 ]
  %71 = zext nneg i32 %69 to i64
  %72 = getelementptr inbounds nuw i32, ptr %0, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %73, i32 0)
  %75 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %74, i32 range(i32 0, 2147483647) %37)
  %76 = getelementptr inbounds nuw i32, ptr %1, i64 %71
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %77, i32 0)
  %79 = tail call noundef range(i32 0, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %78, i32 range(i32 0, 2147483647) %41)
  %80 = icmp eq i32 %75, %68
  br i1 %80, label %91, label %81

81:                                               ; preds = %67
  %82 = zext nneg i32 %68 to i64
  %83 = mul nsw i64 %82, %42
  %84 = getelementptr i64, ptr %44, i64 %83
  %85 = tail call double @llvm.nvvm.mul.rn.d(double %70, double %46) #4
  %86 = tail call double @llvm.nvvm.mul.rn.d(double %85, double %45) #4
  %87 = tail call double @llvm.nvvm.mul.rn.d(double %86, double %45) #4
  %88 = tail call noundef double @llvm.nvvm.mul.rn.d(double %87, double %45) #4
  %89 = tail call noundef i64 @llvm.nvvm.d2ll.rn(double %88) #4
  %90 = atomicrmw add ptr %84, i64 %89 seq_cst, align 8
  br label %91

91:                                               ; preds = %81, %67
  %92 = phi double [ 0.000000e+00, %81 ], [ %70, %67 ]
  %93 = phi i32 [ %75, %81 ], [ %68, %67 ]
  %94 = getelementptr inbounds nuw double, ptr %2, i64 %71
  %95 = load double, ptr %94, align 8, !tbaa !17
  %96 = zext nneg i32 %79 to i64
  %97 = mul nsw i64 %96, %47
  %98 = getelementptr double, ptr %49, i64 %97
  %99 = load double, ptr %98, align 8, !tbaa !17
  %100 = tail call noundef double @llvm.fma.f64(double %95, double %99, double %92)
  %101 = add nuw nsw i32 %69, 1
  %102 = icmp eq i32 %101, %33
  br i1 %102, label %50, label %67, !llvm.loop !19

103:                                              ; preds = %13, %20, %50, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rn(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = distinct !{!19, !14, !15}
