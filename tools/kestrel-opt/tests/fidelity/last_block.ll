; ModuleID = 'last_block.cu'
source_filename = "last_block.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@retirementCount = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ23sum_every_thread_fencesPKfPfS1_jE6amLast = internal unnamed_addr addrspace(3) global i8 undef, align 1
@ticketCount = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ18sum_thread0_fencesPKfPfS1_jE6amLast = internal unnamed_addr addrspace(3) global i8 undef, align 1
@llvm.compiler.used = appending global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), ptr addrspacecast (ptr addrspace(1) @ticketCount to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z23sum_every_thread_fencesPKfPfS1_j(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = fmul contract float %12, 2.000000e+00
  %14 = getelementptr inbounds nuw float, ptr %1, i64 %10
  store float %13, ptr %14, align 4, !tbaa !8
  tail call void @llvm.nvvm.membar.gl()
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = icmp eq i32 %5, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %4
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %18 = add nsw i32 %17, -1
  %19 = atomicrmw uinc_wrap ptr addrspacecast (ptr addrspace(1) @retirementCount to ptr), i32 %17 seq_cst, align 4
  %20 = icmp eq i32 %19, %18
  %21 = zext i1 %20 to i8
  store i8 %21, ptr addrspacecast (ptr addrspace(3) @_ZZ23sum_every_thread_fencesPKfPfS1_jE6amLast to ptr), align 1, !tbaa !10
  br label %22

22:                                               ; preds = %16, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ23sum_every_thread_fencesPKfPfS1_jE6amLast to ptr), align 1, !tbaa !10, !range !12, !noundef !13
  %24 = trunc nuw i8 %23 to i1
  br i1 %24, label %25, label %116

25:                                               ; preds = %22
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = and i32 %26, 7
  %28 = icmp samesign ult i32 %26, 8
  br i1 %28, label %33, label %29

29:                                               ; preds = %25
  %30 = and i32 %26, 2147483640
  br label %54

31:                                               ; preds = %54
  %32 = icmp eq i32 %27, 0
  br i1 %32, label %50, label %33

33:                                               ; preds = %31, %25
  %34 = phi i32 [ 0, %25 ], [ %113, %31 ]
  %35 = phi float [ 0.000000e+00, %25 ], [ %112, %31 ]
  %36 = icmp ne i32 %27, 0
  tail call void @llvm.assume(i1 %36)
  br label %37

37:                                               ; preds = %37, %33
  %38 = phi i32 [ %34, %33 ], [ %47, %37 ]
  %39 = phi float [ %35, %33 ], [ %46, %37 ]
  %40 = phi i32 [ 0, %33 ], [ %48, %37 ]
  %41 = mul i32 %38, %7
  %42 = add i32 %41, %5
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fadd contract float %39, %45
  %47 = add nuw nsw i32 %38, 1
  %48 = add i32 %40, 1
  %49 = icmp eq i32 %48, %27
  br i1 %49, label %50, label %37, !llvm.loop !14

50:                                               ; preds = %37, %31
  %51 = phi float [ %112, %31 ], [ %46, %37 ]
  %52 = zext nneg i32 %5 to i64
  %53 = getelementptr inbounds nuw float, ptr %2, i64 %52
  store float %51, ptr %53, align 4, !tbaa !8
  br label %116

54:                                               ; preds = %54, %29
  %55 = phi i32 [ 0, %29 ], [ %113, %54 ]
  %56 = phi float [ 0.000000e+00, %29 ], [ %112, %54 ]
  %57 = phi i32 [ 0, %29 ], [ %114, %54 ]
  %58 = mul i32 %55, %7
  %59 = add i32 %58, %5
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = fadd contract float %56, %62
  %64 = or disjoint i32 %55, 1
  %65 = mul i32 %64, %7
  %66 = add i32 %65, %5
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = fadd contract float %63, %69
  %71 = or disjoint i32 %55, 2
  %72 = mul i32 %71, %7
  %73 = add i32 %72, %5
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !8
  %77 = fadd contract float %70, %76
  %78 = or disjoint i32 %55, 3
  %79 = mul i32 %78, %7
  %80 = add i32 %79, %5
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr %1, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !8
  %84 = fadd contract float %77, %83
  %85 = or disjoint i32 %55, 4
  %86 = mul i32 %85, %7
  %87 = add i32 %86, %5
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds nuw float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = fadd contract float %84, %90
  %92 = or disjoint i32 %55, 5
  %93 = mul i32 %92, %7
  %94 = add i32 %93, %5
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds nuw float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !8
  %98 = fadd contract float %91, %97
  %99 = or disjoint i32 %55, 6
  %100 = mul i32 %99, %7
  %101 = add i32 %100, %5
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = fadd contract float %98, %104
  %106 = or disjoint i32 %55, 7
  %107 = mul i32 %106, %7
  %108 = add i32 %107, %5
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !8
  %112 = fadd contract float %105, %111
  %113 = add nuw nsw i32 %55, 8
  %114 = add i32 %57, 8
  %115 = icmp eq i32 %114, %30
  br i1 %115, label %31, label %54, !llvm.loop !16

116:                                              ; preds = %50, %22
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z18sum_thread0_fencesPKfPfS1_j(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = add i32 %8, %5
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !8
  %13 = fmul contract float %12, 2.000000e+00
  %14 = getelementptr inbounds nuw float, ptr %1, i64 %10
  store float %13, ptr %14, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %15 = icmp eq i32 %5, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %4
  tail call void @llvm.nvvm.membar.gl()
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @ticketCount to ptr), i32 1 seq_cst, align 4
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = add nsw i32 %18, -1
  %20 = icmp eq i32 %17, %19
  %21 = zext i1 %20 to i8
  store i8 %21, ptr addrspacecast (ptr addrspace(3) @_ZZ18sum_thread0_fencesPKfPfS1_jE6amLast to ptr), align 1, !tbaa !10
  br label %22

22:                                               ; preds = %16, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %23 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ18sum_thread0_fencesPKfPfS1_jE6amLast to ptr), align 1, !tbaa !10, !range !12, !noundef !13
  %24 = trunc nuw i8 %23 to i1
  br i1 %24, label %25, label %116

25:                                               ; preds = %22
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = and i32 %26, 7
  %28 = icmp samesign ult i32 %26, 8
  br i1 %28, label %33, label %29

29:                                               ; preds = %25
  %30 = and i32 %26, 2147483640
  br label %54

31:                                               ; preds = %54
  %32 = icmp eq i32 %27, 0
  br i1 %32, label %50, label %33

33:                                               ; preds = %31, %25
  %34 = phi i32 [ 0, %25 ], [ %113, %31 ]
  %35 = phi float [ 0.000000e+00, %25 ], [ %112, %31 ]
  %36 = icmp ne i32 %27, 0
  tail call void @llvm.assume(i1 %36)
  br label %37

37:                                               ; preds = %37, %33
  %38 = phi i32 [ %34, %33 ], [ %47, %37 ]
  %39 = phi float [ %35, %33 ], [ %46, %37 ]
  %40 = phi i32 [ 0, %33 ], [ %48, %37 ]
  %41 = mul i32 %38, %7
  %42 = add i32 %41, %5
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = fadd contract float %39, %45
  %47 = add nuw nsw i32 %38, 1
  %48 = add i32 %40, 1
  %49 = icmp eq i32 %48, %27
  br i1 %49, label %50, label %37, !llvm.loop !18

50:                                               ; preds = %37, %31
  %51 = phi float [ %112, %31 ], [ %46, %37 ]
  %52 = zext nneg i32 %5 to i64
  %53 = getelementptr inbounds nuw float, ptr %2, i64 %52
  store float %51, ptr %53, align 4, !tbaa !8
  br label %116

54:                                               ; preds = %54, %29
  %55 = phi i32 [ 0, %29 ], [ %113, %54 ]
  %56 = phi float [ 0.000000e+00, %29 ], [ %112, %54 ]
  %57 = phi i32 [ 0, %29 ], [ %114, %54 ]
  %58 = mul i32 %55, %7
  %59 = add i32 %58, %5
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !8
  %63 = fadd contract float %56, %62
  %64 = or disjoint i32 %55, 1
  %65 = mul i32 %64, %7
  %66 = add i32 %65, %5
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds nuw float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !8
  %70 = fadd contract float %63, %69
  %71 = or disjoint i32 %55, 2
  %72 = mul i32 %71, %7
  %73 = add i32 %72, %5
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %1, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !8
  %77 = fadd contract float %70, %76
  %78 = or disjoint i32 %55, 3
  %79 = mul i32 %78, %7
  %80 = add i32 %79, %5
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds nuw float, ptr %1, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !8
  %84 = fadd contract float %77, %83
  %85 = or disjoint i32 %55, 4
  %86 = mul i32 %85, %7
  %87 = add i32 %86, %5
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds nuw float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4, !tbaa !8
  %91 = fadd contract float %84, %90
  %92 = or disjoint i32 %55, 5
  %93 = mul i32 %92, %7
  %94 = add i32 %93, %5
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds nuw float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !8
  %98 = fadd contract float %91, %97
  %99 = or disjoint i32 %55, 6
  %100 = mul i32 %99, %7
  %101 = add i32 %100, %5
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = fadd contract float %98, %104
  %106 = or disjoint i32 %55, 7
  %107 = mul i32 %106, %7
  %108 = add i32 %107, %5
  %109 = zext i32 %108 to i64
  %110 = getelementptr inbounds nuw float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !8
  %112 = fadd contract float %105, %111
  %113 = add nuw nsw i32 %55, 8
  %114 = add i32 %57, 8
  %115 = icmp eq i32 %114, %30
  br i1 %115, label %31, label %54, !llvm.loop !19

116:                                              ; preds = %50, %22
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx80,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"bool", !6, i64 0}
!12 = !{i8 0, i8 2}
!13 = !{}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !17}
