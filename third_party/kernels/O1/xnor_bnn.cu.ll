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
  br i1 %13, label %14, label %75

14:                                               ; preds = %5
  %15 = add nsw i32 %2, 31
  %16 = ashr i32 %15, 5
  %17 = zext nneg i32 %11 to i64
  %18 = sext i32 %2 to i64
  %19 = mul nsw i64 %18, %17
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = icmp sgt i32 %16, 0
  br i1 %21, label %22, label %54

22:                                               ; preds = %14
  %23 = icmp eq i32 %12, 0
  %24 = zext nneg i32 %16 to i64
  %25 = mul nuw nsw i64 %24, %17
  %26 = getelementptr i32, ptr %3, i64 %25
  br label %27

27:                                               ; preds = %22, %51
  %28 = phi float [ 0.000000e+00, %22 ], [ %47, %51 ]
  %29 = phi i32 [ 0, %22 ], [ %52, %51 ]
  %30 = shl nsw i32 %29, 5
  %31 = or disjoint i32 %30, %12
  %32 = icmp slt i32 %31, %2
  br i1 %32, label %33, label %38

33:                                               ; preds = %27
  %34 = zext nneg i32 %31 to i64
  %35 = getelementptr inbounds nuw float, ptr %20, i64 %34
  %36 = addrspacecast ptr %35 to ptr addrspace(1)
  %37 = load float, ptr addrspace(1) %36, align 4, !invariant.load !11
  br label %38

38:                                               ; preds = %27, %33
  %39 = phi contract float [ %37, %33 ], [ -1.000000e+00, %27 ]
  %40 = fcmp contract uno float %39, 0.000000e+00
  %41 = select i1 %40, float -1.000000e+00, float %39
  %42 = fcmp contract oge float %41, 0.000000e+00
  %43 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %42)
  %44 = tail call float @llvm.nvvm.fabs.f32(float %41)
  %45 = tail call float @llvm.minnum.f32(float %44, float 0x46293E5940000000)
  %46 = fadd contract float %28, %45
  %47 = select i1 %32, float %46, float %28
  br i1 %23, label %48, label %51

48:                                               ; preds = %38
  %49 = zext nneg i32 %29 to i64
  %50 = getelementptr i32, ptr %26, i64 %49
  store i32 %43, ptr %50, align 4, !tbaa !6
  br label %51

51:                                               ; preds = %48, %38
  %52 = add nuw nsw i32 %29, 1
  %53 = icmp eq i32 %52, %16
  br i1 %53, label %54, label %27, !llvm.loop !12

54:                                               ; preds = %51, %14
  %55 = phi float [ 0.000000e+00, %14 ], [ %47, %51 ]
  %56 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %55, i32 16, i32 31)
  %57 = fadd contract float %55, %56
  %58 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %57, i32 8, i32 31)
  %59 = fadd contract float %57, %58
  %60 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %59, i32 4, i32 31)
  %61 = fadd contract float %59, %60
  %62 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %61, i32 2, i32 31)
  %63 = fadd contract float %61, %62
  %64 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %63, i32 1, i32 31)
  %65 = fadd contract float %63, %64
  %66 = icmp eq i32 %12, 0
  br i1 %66, label %67, label %75

67:                                               ; preds = %54
  %68 = icmp sgt i32 %2, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %67
  %70 = uitofp nneg i32 %2 to float
  %71 = fdiv contract float %65, %70
  br label %72

72:                                               ; preds = %67, %69
  %73 = phi contract float [ %71, %69 ], [ 0.000000e+00, %67 ]
  %74 = getelementptr inbounds nuw float, ptr %4, i64 %17
  store float %73, ptr %74, align 4, !tbaa !15
  br label %75

75:                                               ; preds = %54, %72, %5
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
  br i1 %23, label %24, label %127

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
  br i1 %41, label %42, label %49

42:                                               ; preds = %24
  %43 = sext i32 %6 to i64
  %44 = zext nneg i32 %29 to i64
  %45 = getelementptr i32, ptr %2, i64 %44
  %46 = add nsw i32 %31, -1
  br label %79

47:                                               ; preds = %114
  %48 = shl nsw i32 %115, 1
  br label %49

49:                                               ; preds = %47, %24
  %50 = phi i32 [ 0, %24 ], [ %48, %47 ]
  %51 = getelementptr inbounds nuw float, ptr %1, i64 %37
  %52 = load float, ptr %51, align 4, !tbaa !15
  %53 = zext nneg i32 %29 to i64
  %54 = getelementptr inbounds nuw float, ptr %3, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !15
  %56 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %57 = fcmp contract olt float %56, 0x46293E5940000000
  %58 = select contract i1 %57, float %52, float 0.000000e+00
  %59 = tail call noundef float @llvm.nvvm.fabs.f32(float %55)
  %60 = fcmp contract olt float %59, 0x46293E5940000000
  %61 = select contract i1 %60, float %55, float 0.000000e+00
  %62 = sub nsw i32 %7, %50
  %63 = sitofp i32 %62 to float
  %64 = fmul contract float %58, %63
  %65 = fmul contract float %64, %61
  %66 = sext i32 %6 to i64
  %67 = mul nsw i64 %37, %66
  %68 = getelementptr float, ptr %8, i64 %67
  %69 = getelementptr float, ptr %68, i64 %53
  store float %65, ptr %69, align 4, !tbaa !15
  %70 = getelementptr inbounds nuw float, ptr %4, i64 %53
  %71 = load float, ptr %70, align 4, !tbaa !15
  %72 = fcmp contract ord float %71, 0.000000e+00
  %73 = select contract i1 %72, float %71, float 0.000000e+00
  %74 = fcmp contract ogt float %65, %73
  %75 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %74)
  %76 = zext i1 %74 to i32
  %77 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %76, i32 -1)
  %78 = icmp eq i32 %18, 0
  br i1 %78, label %119, label %127

79:                                               ; preds = %42, %114
  %80 = phi i32 [ %31, %42 ], [ %118, %114 ]
  %81 = phi i32 [ 0, %42 ], [ %115, %114 ]
  %82 = phi i32 [ 0, %42 ], [ %116, %114 ]
  %83 = tail call i32 @llvm.smax.i32(i32 %80, i32 1)
  %84 = tail call i32 @llvm.smin.i32(i32 %83, i32 32)
  %85 = sub nsw i32 %31, %82
  %86 = icmp sgt i32 %85, %18
  br i1 %86, label %87, label %93

87:                                               ; preds = %79
  %88 = or disjoint i32 %82, %18
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr %40, i64 %89
  %91 = addrspacecast ptr %90 to ptr addrspace(1)
  %92 = load i32, ptr addrspace(1) %91, align 4, !invariant.load !11
  br label %93

93:                                               ; preds = %79, %87
  %94 = phi i32 [ %92, %87 ], [ 0, %79 ]
  %95 = icmp sgt i32 %85, 0
  br i1 %95, label %96, label %114

96:                                               ; preds = %93, %96
  %97 = phi i32 [ %111, %96 ], [ %81, %93 ]
  %98 = phi i32 [ %112, %96 ], [ 0, %93 ]
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %94, i32 %98, i32 31)
  %100 = or disjoint i32 %98, %82
  %101 = zext nneg i32 %100 to i64
  %102 = mul nsw i64 %101, %43
  %103 = getelementptr i32, ptr %45, i64 %102
  %104 = addrspacecast ptr %103 to ptr addrspace(1)
  %105 = load i32, ptr addrspace(1) %104, align 4, !invariant.load !11
  %106 = xor i32 %105, %99
  %107 = icmp eq i32 %100, %46
  %108 = select i1 %107, i32 %36, i32 -1
  %109 = and i32 %106, %108
  %110 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %109)
  %111 = add nsw i32 %110, %97
  %112 = add nuw nsw i32 %98, 1
  %113 = icmp eq i32 %112, %84
  br i1 %113, label %114, label %96, !llvm.loop !17

114:                                              ; preds = %96, %93
  %115 = phi i32 [ %81, %93 ], [ %111, %96 ]
  %116 = add nuw nsw i32 %82, 32
  %117 = icmp slt i32 %116, %31
  %118 = add nsw i32 %80, -32
  br i1 %117, label %79, label %47, !llvm.loop !18

119:                                              ; preds = %49
  %120 = zext nneg i32 %19 to i64
  %121 = mul nuw nsw i64 %37, %120
  %122 = zext nneg i32 %27 to i64
  %123 = getelementptr inbounds nuw i32, ptr %9, i64 %121
  %124 = getelementptr inbounds nuw i32, ptr %123, i64 %122
  store i32 %75, ptr %124, align 4, !tbaa !6
  %125 = getelementptr inbounds nuw i32, ptr %10, i64 %37
  %126 = atomicrmw add ptr %125, i32 %77 seq_cst, align 4
  br label %127

127:                                              ; preds = %49, %119, %11
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

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !13, !14}
!18 = distinct !{!18, !13, !14}
