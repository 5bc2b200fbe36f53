; ModuleID = 'src/graph_bfs_pagerank.cu'
source_filename = "src/graph_bfs_pagerank.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13pagerank_pullE6s_part = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bfs_level_expand(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = and i32 %9, 31
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = lshr i32 %11, 5
  %13 = icmp eq i32 %12, 0
  %14 = icmp ugt i32 %7, 2147483646
  %15 = or i1 %13, %14
  br i1 %15, label %73, label %16

16:                                               ; preds = %8
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = mul i32 %12, %17
  %19 = lshr i32 %9, 5
  %20 = add i32 %18, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %22 = mul i32 %12, %21
  %23 = add nuw nsw i32 %7, 1
  %24 = icmp slt i32 %20, %5
  br i1 %24, label %25, label %73

25:                                               ; preds = %16
  %26 = icmp eq i32 %10, 0
  br label %27

27:                                               ; preds = %25, %70
  %28 = phi i32 [ %20, %25 ], [ %71, %70 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %2, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp eq i32 %31, %7
  br i1 %32, label %33, label %70

33:                                               ; preds = %27
  %34 = getelementptr inbounds i32, ptr %0, i64 %29
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %35, i32 0)
  %37 = getelementptr i8, ptr %34, i64 4
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = tail call noundef i32 @llvm.smin.i32(i32 %38, i32 %6)
  %40 = add nuw nsw i32 %36, %10
  %41 = icmp slt i32 %40, %39
  br i1 %41, label %48, label %44

42:                                               ; preds = %64
  %43 = icmp ne i32 %65, 0
  br label %44

44:                                               ; preds = %42, %33
  %45 = phi i1 [ false, %33 ], [ %43, %42 ]
  %46 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %45)
  %47 = and i1 %26, %46
  br i1 %47, label %68, label %70

48:                                               ; preds = %33, %64
  %49 = phi i32 [ %66, %64 ], [ %40, %33 ]
  %50 = phi i32 [ %65, %64 ], [ 0, %33 ]
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = icmp sgt i32 %53, -1
  %55 = icmp slt i32 %53, %5
  %56 = and i1 %54, %55
  br i1 %56, label %57, label %64

57:                                               ; preds = %48
  %58 = zext nneg i32 %53 to i64
  %59 = getelementptr inbounds nuw i32, ptr %3, i64 %58
  %60 = atomicrmw min ptr %59, i32 %23 seq_cst, align 4
  %61 = icmp sgt i32 %60, %23
  %62 = zext i1 %61 to i32
  %63 = or i32 %50, %62
  br label %64

64:                                               ; preds = %48, %57
  %65 = phi i32 [ %63, %57 ], [ %50, %48 ]
  %66 = add nuw nsw i32 %49, 32
  %67 = icmp slt i32 %66, %39
  br i1 %67, label %48, label %42, !llvm.loop !11

68:                                               ; preds = %44
  %69 = atomicrmw or ptr %4, i32 1 seq_cst, align 4
  br label %70

70:                                               ; preds = %44, %68, %27
  %71 = add nsw i32 %28, %22
  %72 = icmp slt i32 %71, %5
  br i1 %72, label %27, label %73, !llvm.loop !14

73:                                               ; preds = %70, %16, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @pagerank_pull(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, float noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %6
  br i1 %15, label %16, label %61

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 0)
  %21 = getelementptr i8, ptr %18, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %22, i32 %7)
  %24 = icmp slt i32 %20, %23
  br i1 %24, label %37, label %25

25:                                               ; preds = %57, %16
  %26 = phi float [ 0.000000e+00, %16 ], [ %58, %57 ]
  %27 = fsub contract float 1.000000e+00, %8
  %28 = sitofp i32 %6 to float
  %29 = fdiv contract float %27, %28
  %30 = fmul contract float %8, %26
  %31 = fadd contract float %29, %30
  %32 = getelementptr inbounds float, ptr %4, i64 %17
  store float %31, ptr %32, align 4, !tbaa !15
  %33 = getelementptr inbounds float, ptr %3, i64 %17
  %34 = load float, ptr %33, align 4, !tbaa !15
  %35 = fsub contract float %31, %34
  %36 = tail call noundef float @llvm.nvvm.fabs.f32(float %35)
  br label %61

37:                                               ; preds = %16, %57
  %38 = phi float [ %58, %57 ], [ 0.000000e+00, %16 ]
  %39 = phi i32 [ %59, %57 ], [ %20, %16 ]
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr %1, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = icmp sgt i32 %42, -1
  %44 = icmp slt i32 %42, %6
  %45 = and i1 %43, %44
  br i1 %45, label %46, label %57

46:                                               ; preds = %37
  %47 = zext nneg i32 %42 to i64
  %48 = getelementptr inbounds nuw i32, ptr %2, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %51, label %57

51:                                               ; preds = %46
  %52 = getelementptr inbounds nuw float, ptr %3, i64 %47
  %53 = load float, ptr %52, align 4, !tbaa !15
  %54 = uitofp nneg i32 %49 to float
  %55 = fdiv contract float %53, %54
  %56 = fadd contract float %38, %55
  br label %57

57:                                               ; preds = %46, %51, %37
  %58 = phi float [ %38, %37 ], [ %56, %51 ], [ %38, %46 ]
  %59 = add nuw nsw i32 %39, 1
  %60 = icmp eq i32 %59, %23
  br i1 %60, label %25, label %37, !llvm.loop !17

61:                                               ; preds = %25, %9
  %62 = phi float [ %36, %25 ], [ 0.000000e+00, %9 ]
  %63 = and i32 %11, 31
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %107

65:                                               ; preds = %61
  %66 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %62, i32 16, i32 31)
  %67 = fadd contract float %62, %66
  %68 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %67, i32 8, i32 31)
  %69 = fadd contract float %67, %68
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %69, i32 4, i32 31)
  %71 = fadd contract float %69, %70
  %72 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %71, i32 2, i32 31)
  %73 = fadd contract float %71, %72
  %74 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %73, i32 1, i32 31)
  %75 = and i32 %13, 31
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %82

77:                                               ; preds = %65
  %78 = fadd contract float %73, %74
  %79 = lshr exact i32 %13, 5
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pagerank_pullE6s_part to ptr), i64 %80
  store float %78, ptr %81, align 4, !tbaa !15
  br label %82

82:                                               ; preds = %77, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %83 = icmp samesign ult i32 %13, 32
  br i1 %83, label %84, label %107

84:                                               ; preds = %82
  %85 = lshr exact i32 %11, 5
  %86 = icmp samesign ult i32 %13, %85
  br i1 %86, label %87, label %91

87:                                               ; preds = %84
  %88 = zext nneg i32 %13 to i64
  %89 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pagerank_pullE6s_part to ptr), i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !15
  br label %91

91:                                               ; preds = %87, %84
  %92 = phi contract float [ %90, %87 ], [ 0.000000e+00, %84 ]
  %93 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %92, i32 16, i32 31)
  %94 = fadd contract float %92, %93
  %95 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %94, i32 8, i32 31)
  %96 = fadd contract float %94, %95
  %97 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %96, i32 4, i32 31)
  %98 = fadd contract float %96, %97
  %99 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %98, i32 2, i32 31)
  %100 = fadd contract float %98, %99
  %101 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %100, i32 1, i32 31)
  %102 = icmp eq i32 %13, 0
  br i1 %102, label %103, label %107

103:                                              ; preds = %91
  %104 = fadd contract float %100, %101
  %105 = zext nneg i32 %10 to i64
  %106 = getelementptr inbounds nuw float, ptr %5, i64 %105
  store float %104, ptr %106, align 4, !tbaa !15
  br label %107

107:                                              ; preds = %82, %103, %91, %61
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = distinct !{!17, !12, !13}
