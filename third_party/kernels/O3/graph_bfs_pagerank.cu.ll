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
  br i1 %72, label %27, label %73, !llvm.loop !13

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
  br i1 %15, label %16, label %112

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr %0, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !6
  %20 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %19, i32 0)
  %21 = getelementptr i8, ptr %18, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.smin.i32(i32 %22, i32 %7)
  %24 = icmp slt i32 %20, %23
  br i1 %24, label %25, label %56

25:                                               ; preds = %16
  %26 = sub i32 %23, %20
  %27 = add nuw i32 %20, 1
  %28 = and i32 %26, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %51, label %30

30:                                               ; preds = %25
  %31 = zext nneg i32 %20 to i64
  %32 = getelementptr inbounds nuw i32, ptr %1, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = icmp sgt i32 %33, -1
  %35 = icmp slt i32 %33, %6
  %36 = and i1 %34, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %30
  %38 = zext nneg i32 %33 to i64
  %39 = getelementptr inbounds nuw i32, ptr %2, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %37
  %43 = uitofp nneg i32 %40 to float
  %44 = getelementptr inbounds nuw float, ptr %3, i64 %38
  %45 = load float, ptr %44, align 4, !tbaa !14
  %46 = fdiv contract float %45, %43
  %47 = fadd contract float %46, 0.000000e+00
  br label %48

48:                                               ; preds = %42, %37, %30
  %49 = phi float [ 0.000000e+00, %30 ], [ %47, %42 ], [ 0.000000e+00, %37 ]
  %50 = add nuw nsw i32 %20, 1
  br label %51

51:                                               ; preds = %48, %25
  %52 = phi float [ poison, %25 ], [ %49, %48 ]
  %53 = phi float [ 0.000000e+00, %25 ], [ %49, %48 ]
  %54 = phi i32 [ %20, %25 ], [ %50, %48 ]
  %55 = icmp eq i32 %23, %27
  br i1 %55, label %56, label %68

56:                                               ; preds = %51, %108, %16
  %57 = phi float [ 0.000000e+00, %16 ], [ %52, %51 ], [ %109, %108 ]
  %58 = fsub contract float 1.000000e+00, %8
  %59 = sitofp i32 %6 to float
  %60 = fdiv contract float %58, %59
  %61 = fmul contract float %8, %57
  %62 = fadd contract float %60, %61
  %63 = getelementptr inbounds float, ptr %4, i64 %17
  store float %62, ptr %63, align 4, !tbaa !14
  %64 = getelementptr inbounds float, ptr %3, i64 %17
  %65 = load float, ptr %64, align 4, !tbaa !14
  %66 = fsub contract float %62, %65
  %67 = tail call noundef float @llvm.nvvm.fabs.f32(float %66)
  br label %112

68:                                               ; preds = %51, %108
  %69 = phi float [ %109, %108 ], [ %53, %51 ]
  %70 = phi i32 [ %110, %108 ], [ %54, %51 ]
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr %1, i64 %71
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = icmp sgt i32 %73, -1
  %75 = icmp slt i32 %73, %6
  %76 = and i1 %74, %75
  br i1 %76, label %77, label %88

77:                                               ; preds = %68
  %78 = zext nneg i32 %73 to i64
  %79 = getelementptr inbounds nuw i32, ptr %2, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !6
  %81 = icmp sgt i32 %80, 0
  br i1 %81, label %82, label %88

82:                                               ; preds = %77
  %83 = uitofp nneg i32 %80 to float
  %84 = getelementptr inbounds nuw float, ptr %3, i64 %78
  %85 = load float, ptr %84, align 4, !tbaa !14
  %86 = fdiv contract float %85, %83
  %87 = fadd contract float %69, %86
  br label %88

88:                                               ; preds = %77, %82, %68
  %89 = phi float [ %69, %68 ], [ %87, %82 ], [ %69, %77 ]
  %90 = sext i32 %70 to i64
  %91 = getelementptr inbounds nuw i32, ptr %1, i64 %90
  %92 = getelementptr inbounds nuw i8, ptr %91, i64 4
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = icmp sgt i32 %93, -1
  %95 = icmp slt i32 %93, %6
  %96 = and i1 %94, %95
  br i1 %96, label %97, label %108

97:                                               ; preds = %88
  %98 = zext nneg i32 %93 to i64
  %99 = getelementptr inbounds nuw i32, ptr %2, i64 %98
  %100 = load i32, ptr %99, align 4, !tbaa !6
  %101 = icmp sgt i32 %100, 0
  br i1 %101, label %102, label %108

102:                                              ; preds = %97
  %103 = uitofp nneg i32 %100 to float
  %104 = getelementptr inbounds nuw float, ptr %3, i64 %98
  %105 = load float, ptr %104, align 4, !tbaa !14
  %106 = fdiv contract float %105, %103
  %107 = fadd contract float %89, %106
  br label %108

108:                                              ; preds = %102, %97, %88
  %109 = phi float [ %89, %88 ], [ %107, %102 ], [ %89, %97 ]
  %110 = add nuw nsw i32 %70, 2
  %111 = icmp eq i32 %110, %23
  br i1 %111, label %56, label %68, !llvm.loop !16

112:                                              ; preds = %56, %9
  %113 = phi float [ %67, %56 ], [ 0.000000e+00, %9 ]
  %114 = and i32 %11, 31
  %115 = icmp eq i32 %114, 0
  br i1 %115, label %116, label %158

116:                                              ; preds = %112
  %117 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %113, i32 16, i32 31)
  %118 = fadd contract float %113, %117
  %119 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %118, i32 8, i32 31)
  %120 = fadd contract float %118, %119
  %121 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %120, i32 4, i32 31)
  %122 = fadd contract float %120, %121
  %123 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %122, i32 2, i32 31)
  %124 = fadd contract float %122, %123
  %125 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %124, i32 1, i32 31)
  %126 = and i32 %13, 31
  %127 = icmp eq i32 %126, 0
  br i1 %127, label %128, label %133

128:                                              ; preds = %116
  %129 = fadd contract float %124, %125
  %130 = lshr exact i32 %13, 5
  %131 = zext nneg i32 %130 to i64
  %132 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pagerank_pullE6s_part to ptr), i64 %131
  store float %129, ptr %132, align 4, !tbaa !14
  br label %133

133:                                              ; preds = %128, %116
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %134 = icmp samesign ult i32 %13, 32
  br i1 %134, label %135, label %158

135:                                              ; preds = %133
  %136 = lshr exact i32 %11, 5
  %137 = icmp samesign ult i32 %13, %136
  br i1 %137, label %138, label %142

138:                                              ; preds = %135
  %139 = zext nneg i32 %13 to i64
  %140 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ13pagerank_pullE6s_part to ptr), i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !14
  br label %142

142:                                              ; preds = %135, %138
  %143 = phi contract float [ %141, %138 ], [ 0.000000e+00, %135 ]
  %144 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %143, i32 16, i32 31)
  %145 = fadd contract float %143, %144
  %146 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %145, i32 8, i32 31)
  %147 = fadd contract float %145, %146
  %148 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %147, i32 4, i32 31)
  %149 = fadd contract float %147, %148
  %150 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %149, i32 2, i32 31)
  %151 = fadd contract float %149, %150
  %152 = tail call contract noundef float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %151, i32 1, i32 31)
  %153 = icmp eq i32 %13, 0
  br i1 %153, label %154, label %158

154:                                              ; preds = %142
  %155 = fadd contract float %151, %152
  %156 = zext nneg i32 %10 to i64
  %157 = getelementptr inbounds nuw float, ptr %5, i64 %156
  store float %155, ptr %157, align 4, !tbaa !14
  br label %158

158:                                              ; preds = %133, %154, %142, %112
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !8, i64 0}
!16 = distinct !{!16, !12}
