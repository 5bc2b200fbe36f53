; ModuleID = 'src/xnor_bnn.cu'
source_filename = "src/xnor_bnn.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bnn_binarize_pack(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = lshr i32 %10, 5
  %12 = and i32 %9, 31
  %13 = icmp slt i32 %11, %1
  br i1 %13, label %14, label %73

14:                                               ; preds = %5
  %15 = add nsw i32 %2, 31
  %16 = ashr i32 %15, 5
  %17 = zext nneg i32 %11 to i64
  %18 = sext i32 %2 to i64
  %19 = mul nsw i64 %18, %17
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = icmp sgt i32 %16, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %14
  %23 = icmp eq i32 %12, 0
  %24 = zext nneg i32 %16 to i64
  %25 = mul nuw nsw i64 %24, %17
  %26 = getelementptr i32, ptr %3, i64 %25
  br label %39

27:                                               ; preds = %63, %14
  %28 = phi float [ 0.000000e+00, %14 ], [ %59, %63 ]
  %29 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 16, i32 31)
  %30 = fadd contract float %28, %29
  %31 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %30, i32 8, i32 31)
  %32 = fadd contract float %30, %31
  %33 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %32, i32 4, i32 31)
  %34 = fadd contract float %32, %33
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %34, i32 2, i32 31)
  %36 = fadd contract float %34, %35
  %37 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %36, i32 1, i32 31)
  %38 = icmp eq i32 %12, 0
  br i1 %38, label %66, label %73

39:                                               ; preds = %22, %63
  %40 = phi float [ 0.000000e+00, %22 ], [ %59, %63 ]
  %41 = phi i32 [ 0, %22 ], [ %64, %63 ]
  %42 = shl nsw i32 %41, 5
  %43 = or disjoint i32 %42, %12
  %44 = icmp slt i32 %43, %2
  br i1 %44, label %45, label %50

45:                                               ; preds = %39
  %46 = zext nneg i32 %43 to i64
  %47 = getelementptr inbounds nuw float, ptr %20, i64 %46
  %48 = addrspacecast ptr %47 to ptr addrspace(1)
  %49 = load float, ptr addrspace(1) %48, align 4, !invariant.load !11
  br label %50

50:                                               ; preds = %39, %45
  %51 = phi contract float [ %49, %45 ], [ -1.000000e+00, %39 ]
  %52 = fcmp contract uno float %51, 0.000000e+00
  %53 = select i1 %52, float -1.000000e+00, float %51
  %54 = fcmp contract oge float %53, 0.000000e+00
  %55 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %54)
  %56 = tail call noundef float @llvm.nvvm.fabs.f32(float %53)
  %57 = tail call noundef float @llvm.minnum.f32(float %56, float 0x46293E5940000000)
  %58 = fadd contract float %40, %57
  %59 = select i1 %44, float %58, float %40
  br i1 %23, label %60, label %63

60:                                               ; preds = %50
  %61 = zext nneg i32 %41 to i64
  %62 = getelementptr i32, ptr %26, i64 %61
  store i32 %55, ptr %62, align 4, !tbaa !6
  br label %63

63:                                               ; preds = %60, %50
  %64 = add nuw nsw i32 %41, 1
  %65 = icmp eq i32 %64, %16
  br i1 %65, label %27, label %39, !llvm.loop !12

66:                                               ; preds = %27
  %67 = fadd contract float %36, %37
  %68 = icmp sgt i32 %2, 0
  %69 = uitofp nneg i32 %2 to float
  %70 = fdiv contract float %67, %69
  %71 = select i1 %68, float %70, float 0.000000e+00
  %72 = getelementptr inbounds nuw float, ptr %4, i64 %17
  store float %71, ptr %72, align 4, !tbaa !14
  br label %73

73:                                               ; preds = %27, %66, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bnn_xnor_gemm(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = lshr i32 %16, 5
  %18 = and i32 %15, 31
  %19 = ashr i32 %6, 5
  %20 = icmp sgt i32 %19, 0
  %21 = mul nsw i32 %19, %5
  %22 = icmp slt i32 %17, %21
  %23 = select i1 %20, i1 %22, i1 false
  br i1 %23, label %24, label %130

24:                                               ; preds = %11
  %25 = udiv i32 %17, %19
  %26 = mul i32 %25, %19
  %27 = sub i32 %17, %26
  %28 = shl nuw nsw i32 %27, 5
  %29 = or disjoint i32 %28, %18
  %30 = add nsw i32 %7, 31
  %31 = ashr i32 %30, 5
  %32 = and i32 %7, 31
  %33 = icmp eq i32 %32, 0
  %34 = shl nsw i32 -1, %32
  %35 = xor i32 %34, -1
  %36 = select i1 %33, i32 -1, i32 %35
  %37 = zext nneg i32 %25 to i64
  %38 = sext i32 %31 to i64
  %39 = mul nsw i64 %37, %38
  %40 = getelementptr inbounds nuw i32, ptr %0, i64 %39
  %41 = icmp sgt i32 %31, 0
  br i1 %41, label %45, label %42

42:                                               ; preds = %24
  %43 = zext nneg i32 %29 to i64
  %44 = zext nneg i32 %6 to i64
  br label %52

45:                                               ; preds = %24
  %46 = zext nneg i32 %6 to i64
  %47 = zext nneg i32 %29 to i64
  %48 = getelementptr i32, ptr %2, i64 %47
  %49 = add nsw i32 %31, -1
  br label %82

50:                                               ; preds = %117
  %51 = shl nsw i32 %118, 1
  br label %52

52:                                               ; preds = %42, %50
  %53 = phi i64 [ %44, %42 ], [ %46, %50 ]
  %54 = phi i64 [ %43, %42 ], [ %47, %50 ]
  %55 = phi i32 [ 0, %42 ], [ %51, %50 ]
  %56 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %57 = load float, ptr %56, align 4, !tbaa !14
  %58 = getelementptr inbounds nuw float, ptr %3, i64 %54
  %59 = load float, ptr %58, align 4, !tbaa !14
  %60 = tail call noundef float @llvm.nvvm.fabs.f32(float %57)
  %61 = fcmp contract olt float %60, 0x46293E5940000000
  %62 = select contract i1 %61, float %57, float 0.000000e+00
  %63 = tail call noundef float @llvm.nvvm.fabs.f32(float %59)
  %64 = fcmp contract olt float %63, 0x46293E5940000000
  %65 = select contract i1 %64, float %59, float 0.000000e+00
  %66 = sub nsw i32 %7, %55
  %67 = sitofp i32 %66 to float
  %68 = fmul contract float %62, %67
  %69 = fmul contract float %68, %65
  %70 = mul nuw nsw i64 %53, %37
  %71 = getelementptr float, ptr %8, i64 %70
  %72 = getelementptr float, ptr %71, i64 %54
  store float %69, ptr %72, align 4, !tbaa !14
  %73 = getelementptr inbounds nuw float, ptr %4, i64 %54
  %74 = load float, ptr %73, align 4, !tbaa !14
  %75 = fcmp contract ord float %74, 0.000000e+00
  %76 = select contract i1 %75, float %74, float 0.000000e+00
  %77 = fcmp contract ogt float %69, %76
  %78 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %77)
  %79 = zext i1 %77 to i32
  %80 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %79, i32 -1)
  %81 = icmp eq i32 %18, 0
  br i1 %81, label %122, label %130

82:                                               ; preds = %45, %117
  %83 = phi i32 [ %31, %45 ], [ %121, %117 ]
  %84 = phi i32 [ 0, %45 ], [ %118, %117 ]
  %85 = phi i32 [ 0, %45 ], [ %119, %117 ]
  %86 = tail call i32 @llvm.smax.i32(i32 %83, i32 1)
  %87 = tail call i32 @llvm.umin.i32(i32 %86, i32 32)
  %88 = sub nsw i32 %31, %85
  %89 = icmp sgt i32 %88, %18
  br i1 %89, label %90, label %96

90:                                               ; preds = %82
  %91 = or disjoint i32 %85, %18
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw i32, ptr %40, i64 %92
  %94 = addrspacecast ptr %93 to ptr addrspace(1)
  %95 = load i32, ptr addrspace(1) %94, align 4, !invariant.load !11
  br label %96

96:                                               ; preds = %82, %90
  %97 = phi i32 [ %95, %90 ], [ 0, %82 ]
  %98 = icmp sgt i32 %88, 0
  br i1 %98, label %99, label %117

99:                                               ; preds = %96, %99
  %100 = phi i32 [ %114, %99 ], [ %84, %96 ]
  %101 = phi i32 [ %115, %99 ], [ 0, %96 ]
  %102 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %97, i32 %101, i32 31)
  %103 = or disjoint i32 %101, %85
  %104 = zext nneg i32 %103 to i64
  %105 = mul nuw nsw i64 %104, %46
  %106 = getelementptr i32, ptr %48, i64 %105
  %107 = addrspacecast ptr %106 to ptr addrspace(1)
  %108 = load i32, ptr addrspace(1) %107, align 4, !invariant.load !11
  %109 = xor i32 %108, %102
  %110 = icmp eq i32 %103, %49
  %111 = select i1 %110, i32 %36, i32 -1
  %112 = and i32 %109, %111
  %113 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %112)
  %114 = add nsw i32 %113, %100
  %115 = add nuw nsw i32 %101, 1
  %116 = icmp eq i32 %115, %87
  br i1 %116, label %117, label %99, !llvm.loop !16

117:                                              ; preds = %99, %96
  %118 = phi i32 [ %84, %96 ], [ %114, %99 ]
  %119 = add nuw nsw i32 %85, 32
  %120 = icmp slt i32 %119, %31
  %121 = add nsw i32 %83, -32
  br i1 %120, label %82, label %50, !llvm.loop !17

122:                                              ; preds = %52
  %123 = getelementptr inbounds nuw i32, ptr %10, i64 %37
  %124 = zext nneg i32 %19 to i64
  %125 = mul nuw nsw i64 %37, %124
  %126 = getelementptr inbounds nuw i32, ptr %9, i64 %125
  %127 = zext nneg i32 %27 to i64
  %128 = getelementptr inbounds nuw i32, ptr %126, i64 %127
  store i32 %78, ptr %128, align 4, !tbaa !6
  %129 = atomicrmw add ptr %123, i32 %80 seq_cst, align 4
  br label %130

130:                                              ; preds = %52, %122, %11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
