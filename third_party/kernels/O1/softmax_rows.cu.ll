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
  br i1 %12, label %13, label %80

13:                                               ; preds = %4
  %14 = zext nneg i32 %10 to i64
  %15 = sext i32 %3 to i64
  %16 = mul nsw i64 %15, %14
  %17 = getelementptr inbounds nuw float, ptr %0, i64 %16
  %18 = getelementptr inbounds nuw float, ptr %1, i64 %16
  %19 = icmp slt i32 %11, %3
  br i1 %19, label %33, label %20

20:                                               ; preds = %33, %13
  %21 = phi float [ 0xFFF0000000000000, %13 ], [ %39, %33 ]
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
  %32 = icmp slt i32 %11, %3
  br i1 %32, label %56, label %42

33:                                               ; preds = %13, %33
  %34 = phi i32 [ %40, %33 ], [ %11, %13 ]
  %35 = phi float [ %39, %33 ], [ 0xFFF0000000000000, %13 ]
  %36 = zext nneg i32 %34 to i64
  %37 = getelementptr inbounds nuw float, ptr %17, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = tail call noundef float @llvm.maxnum.f32(float %35, float %38)
  %40 = add nuw nsw i32 %34, 32
  %41 = icmp slt i32 %40, %3
  br i1 %41, label %33, label %20, !llvm.loop !13

42:                                               ; preds = %56, %20
  %43 = phi float [ 0.000000e+00, %20 ], [ %65, %56 ]
  %44 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 16, i32 31)
  %45 = fadd contract float %43, %44
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 8, i32 31)
  %47 = fadd contract float %45, %46
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 4, i32 31)
  %49 = fadd contract float %47, %48
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 2, i32 31)
  %51 = fadd contract float %49, %50
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 1, i32 31)
  %53 = fadd contract float %51, %52
  %54 = fdiv contract float 1.000000e+00, %53
  %55 = icmp slt i32 %11, %3
  br i1 %55, label %68, label %80

56:                                               ; preds = %20, %56
  %57 = phi i32 [ %66, %56 ], [ %11, %20 ]
  %58 = phi float [ %65, %56 ], [ 0.000000e+00, %20 ]
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds nuw float, ptr %17, i64 %59
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = fsub contract float %61, %31
  %63 = fmul float %62, 0x3FF7154760000000
  %64 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %63)
  %65 = fadd contract float %58, %64
  %66 = add nuw nsw i32 %57, 32
  %67 = icmp slt i32 %66, %3
  br i1 %67, label %56, label %42, !llvm.loop !16

68:                                               ; preds = %42, %68
  %69 = phi i32 [ %78, %68 ], [ %11, %42 ]
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw float, ptr %17, i64 %70
  %72 = load float, ptr %71, align 4, !tbaa !11
  %73 = fsub contract float %72, %31
  %74 = fmul float %73, 0x3FF7154760000000
  %75 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %74)
  %76 = fmul contract float %54, %75
  %77 = getelementptr inbounds nuw float, ptr %18, i64 %70
  store float %76, ptr %77, align 4, !tbaa !11
  %78 = add nuw nsw i32 %69, 32
  %79 = icmp slt i32 %78, %3
  br i1 %79, label %68, label %80, !llvm.loop !17

80:                                               ; preds = %68, %42, %4
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
  br i1 %12, label %13, label %15

13:                                               ; preds = %3
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %22

15:                                               ; preds = %30, %3
  %16 = phi float [ 0xFFF0000000000000, %3 ], [ %31, %30 ]
  %17 = zext nneg i32 %11 to i64
  %18 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), i64 %17
  store float %16, ptr %18, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = lshr i32 %19, 1
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %34, label %36

22:                                               ; preds = %13, %30
  %23 = phi float [ 0xFFF0000000000000, %13 ], [ %31, %30 ]
  %24 = phi i32 [ %11, %13 ], [ %32, %30 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr %8, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !11
  br i1 %10, label %28, label %30

28:                                               ; preds = %22
  %29 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @cache to ptr), i64 %25
  store float %27, ptr %29, align 4, !tbaa !11
  br label %30

30:                                               ; preds = %28, %22
  %31 = tail call noundef float @llvm.maxnum.f32(float %23, float %27)
  %32 = add i32 %24, %14
  %33 = icmp slt i32 %32, %2
  br i1 %33, label %22, label %15, !llvm.loop !18

34:                                               ; preds = %46, %15
  %35 = icmp eq i32 %11, 0
  br i1 %35, label %49, label %51

36:                                               ; preds = %15, %46
  %37 = phi i32 [ %47, %46 ], [ %20, %15 ]
  %38 = icmp samesign ult i32 %11, %37
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = load float, ptr %18, align 4, !tbaa !11
  %41 = add nuw nsw i32 %37, %11
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = tail call noundef float @llvm.maxnum.f32(float %40, float %44)
  store float %45, ptr %18, align 4, !tbaa !11
  br label %46

46:                                               ; preds = %39, %36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %47 = lshr i32 %37, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %34, label %36, !llvm.loop !19

49:                                               ; preds = %34
  %50 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), align 4, !tbaa !11
  store float %50, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  br label %51

51:                                               ; preds = %49, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %52 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  %53 = icmp slt i32 %11, %2
  br i1 %53, label %54, label %56

54:                                               ; preds = %51
  %55 = select i1 %10, ptr addrspacecast (ptr addrspace(3) @cache to ptr), ptr %8
  br label %60

56:                                               ; preds = %60, %51
  %57 = phi float [ 0.000000e+00, %51 ], [ %79, %60 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %57, ptr %18, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = lshr i32 %19, 1
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %82, label %83

60:                                               ; preds = %54, %60
  %61 = phi i32 [ %11, %54 ], [ %80, %60 ]
  %62 = phi float [ 0.000000e+00, %54 ], [ %79, %60 ]
  %63 = sext i32 %61 to i64
  %64 = getelementptr inbounds float, ptr %55, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fsub contract float %65, %52
  %67 = tail call float @llvm.fma.f32(float %66, float 0x3F777313A0000000, float 5.000000e-01)
  %68 = tail call float @llvm.nvvm.saturate.f(float %67) #7
  %69 = tail call float @llvm.nvvm.fma.rm.f(float %68, float 2.520000e+02, float 0x4168000020000000) #7
  %70 = fadd float %69, 0xC168000FE0000000
  %71 = fneg float %70
  %72 = tail call float @llvm.fma.f32(float %66, float 0x3FF7154760000000, float %71)
  %73 = tail call float @llvm.fma.f32(float %66, float 0x3E54AE0C00000000, float %72)
  %74 = bitcast float %69 to i32
  %75 = shl i32 %74, 23
  %76 = bitcast i32 %75 to float
  %77 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %73)
  %78 = fmul float %77, %76
  %79 = fadd contract float %62, %78
  %80 = add i32 %61, %19
  %81 = icmp slt i32 %80, %2
  br i1 %81, label %60, label %56, !llvm.loop !20

82:                                               ; preds = %93, %56
  br i1 %35, label %96, label %99

83:                                               ; preds = %56, %93
  %84 = phi i32 [ %94, %93 ], [ %58, %56 ]
  %85 = icmp samesign ult i32 %11, %84
  br i1 %85, label %86, label %93

86:                                               ; preds = %83
  %87 = add nuw nsw i32 %84, %11
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = load float, ptr %18, align 4, !tbaa !11
  %92 = fadd contract float %90, %91
  store float %92, ptr %18, align 4, !tbaa !11
  br label %93

93:                                               ; preds = %86, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %94 = lshr i32 %84, 1
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %82, label %83, !llvm.loop !21

96:                                               ; preds = %82
  %97 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE3red to ptr), align 4, !tbaa !11
  %98 = fdiv contract float 1.000000e+00, %97
  store float %98, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  br label %99

99:                                               ; preds = %96, %82
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %100 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ17softmax_block_rowE8row_stat to ptr), align 4, !tbaa !11
  %101 = icmp slt i32 %11, %2
  br i1 %101, label %102, label %104

102:                                              ; preds = %99
  %103 = select i1 %10, ptr addrspacecast (ptr addrspace(3) @cache to ptr), ptr %8
  br label %105

104:                                              ; preds = %105, %99
  ret void

105:                                              ; preds = %102, %105
  %106 = phi i32 [ %11, %102 ], [ %125, %105 ]
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr %103, i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = fsub contract float %109, %52
  %111 = tail call float @llvm.fma.f32(float %110, float 0x3F777313A0000000, float 5.000000e-01)
  %112 = tail call float @llvm.nvvm.saturate.f(float %111) #7
  %113 = tail call float @llvm.nvvm.fma.rm.f(float %112, float 2.520000e+02, float 0x4168000020000000) #7
  %114 = fadd float %113, 0xC168000FE0000000
  %115 = fneg float %114
  %116 = tail call float @llvm.fma.f32(float %110, float 0x3FF7154760000000, float %115)
  %117 = tail call float @llvm.fma.f32(float %110, float 0x3E54AE0C00000000, float %116)
  %118 = bitcast float %113 to i32
  %119 = shl i32 %118, 23
  %120 = bitcast i32 %119 to float
  %121 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %117)
  %122 = fmul float %121, %120
  %123 = fmul contract float %100, %122
  %124 = getelementptr inbounds float, ptr %9, i64 %107
  store float %123, ptr %124, align 4, !tbaa !11
  %125 = add i32 %106, %19
  %126 = icmp slt i32 %125, %2
  br i1 %126, label %105, label %104, !llvm.loop !22
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
