; ModuleID = 'src/softmax_rows.cu'
source_filename = "src/softmax_rows.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ17softmax_block_rowE3red = internal unnamed_addr addrspace(3) global [1024 x float] undef, align 4
@_ZZ17softmax_block_rowE8row_stat = internal unnamed_addr addrspace(3) global float undef, align 4
@cache = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @softmax_warp_rows(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = lshr i32 %9, 5
  %11 = and i32 %8, 31
  %12 = icmp slt i32 %10, %2
  br i1 %12, label %13, label %78

13:                                               ; preds = %4
  %14 = zext nneg i32 %10 to i64
  %15 = sext i32 %3 to i64
  %16 = mul nsw i64 %15, %14
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %16
  %19 = icmp slt i32 %11, %3
  br i1 %19, label %32, label %20

20:                                               ; preds = %32, %13
  %21 = phi float [ 0xFFF0000000000000, %13 ], [ %38, %32 ]
  %22 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 16, i32 31)
  %23 = tail call noundef float @llvm.maxnum.f32(float %21, float %22)
  %24 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 8, i32 31)
  %25 = tail call noundef float @llvm.maxnum.f32(float %23, float %24)
  %26 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 4, i32 31)
  %27 = tail call noundef float @llvm.maxnum.f32(float %25, float %26)
  %28 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 2, i32 31)
  %29 = tail call noundef float @llvm.maxnum.f32(float %27, float %28)
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 1, i32 31)
  %31 = tail call noundef float @llvm.maxnum.f32(float %29, float %30)
  br i1 %19, label %54, label %41

32:                                               ; preds = %13, %32
  %33 = phi i32 [ %39, %32 ], [ %11, %13 ]
  %34 = phi float [ %38, %32 ], [ 0xFFF0000000000000, %13 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr inbounds nuw float, ptr %17, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = tail call noundef float @llvm.maxnum.f32(float %34, float %37)
  %39 = add nuw nsw i32 %33, 32
  %40 = icmp slt i32 %39, %3
  br i1 %40, label %32, label %20, !llvm.loop !13

41:                                               ; preds = %54, %20
  %42 = phi float [ 0.000000e+00, %20 ], [ %63, %54 ]
  %43 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %42, i32 16, i32 31)
  %44 = fadd contract float %42, %43
  %45 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %44, i32 8, i32 31)
  %46 = fadd contract float %44, %45
  %47 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 4, i32 31)
  %48 = fadd contract float %46, %47
  %49 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 2, i32 31)
  %50 = fadd contract float %48, %49
  %51 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 1, i32 31)
  %52 = fadd contract float %50, %51
  %53 = fdiv contract float 1.000000e+00, %52
  br i1 %19, label %66, label %78

54:                                               ; preds = %20, %54
  %55 = phi i32 [ %64, %54 ], [ %11, %20 ]
  %56 = phi float [ %63, %54 ], [ 0.000000e+00, %20 ]
  %57 = zext nneg i32 %55 to i64
  %58 = getelementptr inbounds nuw float, ptr %17, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = fsub contract float %59, %31
  %61 = fmul float %60, 0x3FF7154760000000
  %62 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %61)
  %63 = fadd contract float %56, %62
  %64 = add nuw nsw i32 %55, 32
  %65 = icmp slt i32 %64, %3
  br i1 %65, label %54, label %41, !llvm.loop !15

66:                                               ; preds = %41, %66
  %67 = phi i32 [ %76, %66 ], [ %11, %41 ]
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr %17, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = fsub contract float %70, %31
  %72 = fmul float %71, 0x3FF7154760000000
  %73 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %72)
  %74 = fmul contract float %53, %73
  %75 = getelementptr inbounds nuw float, ptr %18, i64 %68
  store float %74, ptr %75, align 4, !tbaa !11
  %76 = add nuw nsw i32 %67, 32
  %77 = icmp slt i32 %76, %3
  br i1 %77, label %66, label %78, !llvm.loop !16

78:                                               ; preds = %66, %41, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @softmax_block_row(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %6, %5
  %8 = getelementptr inbounds nuw float, ptr %0, i64 %7
  %9 = getelementptr inbounds nuw float, ptr %1, i64 %7
  %10 = icmp slt i32 %2, 1025
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = icmp slt i32 %11, %2
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %12, label %20, label %14

14:                                               ; preds = %28, %3
  %15 = phi float [ 0xFFF0000000000000, %3 ], [ %29, %28 ]
  %16 = zext nneg i32 %11 to i64
  %17 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), i64 %16
  store float %15, ptr %17, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %18 = lshr i32 %13, 1
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %32, label %34

20:                                               ; preds = %3, %28
  %21 = phi float [ %29, %28 ], [ 0xFFF0000000000000, %3 ]
  %22 = phi i32 [ %30, %28 ], [ %11, %3 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %8, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  br i1 %10, label %26, label %28

26:                                               ; preds = %20
  %27 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @cache to ptr), i64 %23
  store float %25, ptr %27, align 4, !tbaa !11
  br label %28

28:                                               ; preds = %26, %20
  %29 = tail call noundef float @llvm.maxnum.f32(float %21, float %25)
  %30 = add i32 %22, %13
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %20, label %14, !llvm.loop !17

32:                                               ; preds = %44, %14
  %33 = icmp eq i32 %11, 0
  br i1 %33, label %47, label %49

34:                                               ; preds = %14, %44
  %35 = phi i32 [ %45, %44 ], [ %18, %14 ]
  %36 = icmp samesign ult i32 %11, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %34
  %38 = add nuw nsw i32 %35, %11
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), i64 %39
  %41 = load float, ptr %17, align 4, !tbaa !11
  %42 = load float, ptr %40, align 4, !tbaa !11
  %43 = tail call noundef float @llvm.maxnum.f32(float %41, float %42)
  store float %43, ptr %17, align 4, !tbaa !11
  br label %44

44:                                               ; preds = %37, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %45 = lshr i32 %35, 1
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %32, label %34, !llvm.loop !18

47:                                               ; preds = %32
  %48 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), align 4, !tbaa !11
  store float %48, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  br label %49

49:                                               ; preds = %47, %32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  br i1 %12, label %51, label %53

51:                                               ; preds = %49
  %52 = select i1 %10, ptr addrspacecast (ptr addrspace(3) @cache to ptr), ptr %8
  br label %55

53:                                               ; preds = %55, %49
  %54 = phi float [ 0.000000e+00, %49 ], [ %74, %55 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %54, ptr %17, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %19, label %77, label %78

55:                                               ; preds = %51, %55
  %56 = phi i32 [ %11, %51 ], [ %75, %55 ]
  %57 = phi float [ 0.000000e+00, %51 ], [ %74, %55 ]
  %58 = sext i32 %56 to i64
  %59 = getelementptr inbounds float, ptr %52, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fsub contract float %60, %50
  %62 = tail call float @llvm.fma.f32(float %61, float 0x3F777313A0000000, float 5.000000e-01)
  %63 = tail call float @llvm.nvvm.saturate.f(float %62) #7
  %64 = tail call float @llvm.nvvm.fma.rm.f(float %63, float 2.520000e+02, float 0x4168000020000000) #7
  %65 = fadd float %64, 0xC168000FE0000000
  %66 = fneg float %65
  %67 = tail call float @llvm.fma.f32(float %61, float 0x3FF7154760000000, float %66)
  %68 = tail call float @llvm.fma.f32(float %61, float 0x3E54AE0C00000000, float %67)
  %69 = bitcast float %64 to i32
  %70 = shl i32 %69, 23
  %71 = bitcast i32 %70 to float
  %72 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %68)
  %73 = fmul float %72, %71
  %74 = fadd contract float %57, %73
  %75 = add i32 %56, %13
  %76 = icmp slt i32 %75, %2
  br i1 %76, label %55, label %53, !llvm.loop !19

77:                                               ; preds = %88, %53
  br i1 %33, label %91, label %94

78:                                               ; preds = %53, %88
  %79 = phi i32 [ %89, %88 ], [ %18, %53 ]
  %80 = icmp samesign ult i32 %11, %79
  br i1 %80, label %81, label %88

81:                                               ; preds = %78
  %82 = add nuw nsw i32 %79, %11
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = load float, ptr %17, align 4, !tbaa !11
  %87 = fadd contract float %85, %86
  store float %87, ptr %17, align 4, !tbaa !11
  br label %88

88:                                               ; preds = %81, %78
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = lshr i32 %79, 1
  %90 = icmp eq i32 %89, 0
  br i1 %90, label %77, label %78, !llvm.loop !20

91:                                               ; preds = %77
  %92 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), align 4, !tbaa !11
  %93 = fdiv contract float 1.000000e+00, %92
  store float %93, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  br label %94

94:                                               ; preds = %91, %77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %95 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  br i1 %12, label %96, label %98

96:                                               ; preds = %94
  %97 = select i1 %10, ptr addrspacecast (ptr addrspace(3) @cache to ptr), ptr %8
  br label %99

98:                                               ; preds = %99, %94
  ret void

99:                                               ; preds = %96, %99
  %100 = phi i32 [ %11, %96 ], [ %119, %99 ]
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr %97, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = fsub contract float %103, %50
  %105 = tail call float @llvm.fma.f32(float %104, float 0x3F777313A0000000, float 5.000000e-01)
  %106 = tail call float @llvm.nvvm.saturate.f(float %105) #7
  %107 = tail call float @llvm.nvvm.fma.rm.f(float %106, float 2.520000e+02, float 0x4168000020000000) #7
  %108 = fadd float %107, 0xC168000FE0000000
  %109 = fneg float %108
  %110 = tail call float @llvm.fma.f32(float %104, float 0x3FF7154760000000, float %109)
  %111 = tail call float @llvm.fma.f32(float %104, float 0x3E54AE0C00000000, float %110)
  %112 = bitcast float %107 to i32
  %113 = shl i32 %112, 23
  %114 = bitcast i32 %113 to float
  %115 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %111)
  %116 = fmul float %115, %114
  %117 = fmul contract float %95, %116
  %118 = getelementptr inbounds float, ptr %9, i64 %101
  store float %117, ptr %118, align 4, !tbaa !11
  %119 = add i32 %100, %13
  %120 = icmp slt i32 %119, %2
  br i1 %120, label %99, label %98, !llvm.loop !21
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
