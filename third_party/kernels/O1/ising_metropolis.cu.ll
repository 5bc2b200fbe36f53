; ModuleID = 'src/ising_metropolis.cu'
source_filename = "src/ising_metropolis.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.IsingParams = type { float, float, float, i32, i32 }

@c_accept = dso_local addrspace(4) externally_initialized constant [5 x float] zeroinitializer, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_accept to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @ising_checkerboard_sweep(ptr noalias noundef captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noundef readonly byval(%struct.IsingParams) align 4 captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %1
  %11 = icmp sgt i32 %1, 1
  %12 = and i1 %10, %11
  %13 = and i32 %1, 1
  %14 = icmp eq i32 %13, 0
  %15 = and i1 %12, %14
  br i1 %15, label %16, label %135

16:                                               ; preds = %4
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = mul i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %21 = add i32 %19, %20
  %22 = shl nsw i32 %21, 1
  %23 = add nsw i32 %2, %9
  %24 = and i32 %23, 1
  %25 = or disjoint i32 %24, %22
  %26 = icmp slt i32 %25, %1
  br i1 %26, label %27, label %135

27:                                               ; preds = %16
  %28 = icmp eq i32 %25, 0
  %29 = add nsw i32 %1, -1
  %30 = add nsw i32 %25, -1
  %31 = select i1 %28, i32 %29, i32 %30
  %32 = icmp eq i32 %25, %29
  %33 = add nsw i32 %25, 1
  %34 = select i1 %32, i32 0, i32 %33
  %35 = icmp eq i32 %9, 0
  %36 = add nsw i32 %9, -1
  %37 = select i1 %35, i32 %29, i32 %36
  %38 = icmp eq i32 %9, %29
  %39 = add nuw nsw i32 %9, 1
  %40 = select i1 %38, i32 0, i32 %39
  %41 = zext nneg i32 %9 to i64
  %42 = zext nneg i32 %1 to i64
  %43 = mul nuw nsw i64 %42, %41
  %44 = sext i32 %25 to i64
  %45 = add nsw i64 %43, %44
  %46 = getelementptr inbounds nuw i8, ptr %0, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !11
  %48 = sext i32 %31 to i64
  %49 = getelementptr i8, ptr %0, i64 %43
  %50 = getelementptr i8, ptr %49, i64 %48
  %51 = load i8, ptr %50, align 1, !tbaa !11
  %52 = sext i8 %51 to i32
  %53 = sext i32 %34 to i64
  %54 = getelementptr i8, ptr %49, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !11
  %56 = sext i8 %55 to i32
  %57 = add nsw i32 %56, %52
  %58 = sext i32 %37 to i64
  %59 = mul nsw i64 %58, %42
  %60 = getelementptr i8, ptr %0, i64 %59
  %61 = getelementptr i8, ptr %60, i64 %44
  %62 = load i8, ptr %61, align 1, !tbaa !11
  %63 = sext i8 %62 to i32
  %64 = add nsw i32 %57, %63
  %65 = zext nneg i32 %40 to i64
  %66 = mul nuw nsw i64 %65, %42
  %67 = getelementptr i8, ptr %0, i64 %66
  %68 = getelementptr i8, ptr %67, i64 %44
  %69 = load i8, ptr %68, align 1, !tbaa !11
  %70 = sext i8 %69 to i32
  %71 = add nsw i32 %64, %70
  %72 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %73 = load float, ptr %72, align 4, !tbaa !12
  %74 = fcmp contract oeq float %73, 0.000000e+00
  br i1 %74, label %75, label %85

75:                                               ; preds = %27
  %76 = sext i8 %47 to i32
  %77 = mul nsw i32 %71, %76
  %78 = add nsw i32 %77, 4
  %79 = ashr i32 %78, 1
  %80 = tail call noundef range(i32 0, 32771) i32 @llvm.smax.i32(i32 range(i32 -32510, 32771) %79, i32 0)
  %81 = tail call noundef range(i32 -268435456, 8) i32 @llvm.smin.i32(i32 range(i32 -268435456, 268435456) %80, i32 4)
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_accept to ptr), i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !15
  br label %101

85:                                               ; preds = %27
  %86 = sitofp i8 %47 to float
  %87 = fmul contract float %86, 2.000000e+00
  %88 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %89 = load float, ptr %88, align 4, !tbaa !16
  %90 = sitofp i32 %71 to float
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %73, %91
  %93 = fmul contract float %87, %92
  %94 = fcmp contract ugt float %93, 0.000000e+00
  br i1 %94, label %95, label %101

95:                                               ; preds = %85
  %96 = load float, ptr %3, align 4, !tbaa !17
  %97 = fneg contract float %96
  %98 = fmul contract float %93, %97
  %99 = fmul float %98, 0x3FF7154760000000
  %100 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %99)
  br label %101

101:                                              ; preds = %95, %85, %75
  %102 = phi float [ %84, %75 ], [ %100, %95 ], [ 1.000000e+00, %85 ]
  %103 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %104 = load i32, ptr %103, align 4, !tbaa !18
  %105 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %106 = load i32, ptr %105, align 4, !tbaa !19
  %107 = trunc i64 %45 to i32
  %108 = mul i32 %107, -1640531527
  %109 = mul i32 %106, 1663821227
  %110 = add i32 %109, %104
  %111 = lshr i32 %110, 16
  %112 = xor i32 %111, %110
  %113 = mul i32 %112, 2146121005
  %114 = lshr i32 %113, 15
  %115 = xor i32 %114, %113
  %116 = mul i32 %115, -2073254261
  %117 = lshr i32 %116, 16
  %118 = xor i32 %108, %117
  %119 = xor i32 %118, %116
  %120 = lshr i32 %119, 16
  %121 = xor i32 %120, %119
  %122 = mul i32 %121, 2146121005
  %123 = lshr i32 %122, 15
  %124 = xor i32 %123, %122
  %125 = mul i32 %124, -2073254261
  %126 = lshr i32 %125, 24
  %127 = lshr i32 %125, 8
  %128 = xor i32 %126, %127
  %129 = uitofp nneg i32 %128 to float
  %130 = fmul contract float %129, 0x3E70000000000000
  %131 = fcmp contract olt float %130, %102
  br i1 %131, label %132, label %135

132:                                              ; preds = %101
  %133 = icmp slt i8 %47, 1
  %134 = select i1 %133, i8 1, i8 -1
  store i8 %134, ptr %46, align 1, !tbaa !11
  br label %135

135:                                              ; preds = %16, %132, %101, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @ising_observables(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef captures(none) %2, ptr noalias noundef captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #1 {
  %6 = sext i32 %1 to i64
  %7 = mul nsw i64 %6, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = icmp samesign ult i64 %15, %7
  br i1 %16, label %17, label %63

17:                                               ; preds = %5
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %11
  br label %21

21:                                               ; preds = %17, %21
  %22 = phi i32 [ 0, %17 ], [ %59, %21 ]
  %23 = phi i32 [ 0, %17 ], [ %60, %21 ]
  %24 = phi i64 [ %15, %17 ], [ %61, %21 ]
  %25 = udiv i64 %24, %6
  %26 = trunc i64 %25 to i32
  %27 = shl i64 %25, 32
  %28 = ashr exact i64 %27, 32
  %29 = mul nsw i64 %28, %6
  %30 = sub i64 %24, %29
  %31 = trunc i64 %30 to i32
  %32 = getelementptr inbounds nuw i8, ptr %0, i64 %24
  %33 = load i8, ptr %32, align 1, !tbaa !11
  %34 = icmp sgt i8 %33, 0
  %35 = select i1 %34, i32 1, i32 -1
  %36 = add nsw i32 %31, 1
  %37 = icmp eq i32 %36, %1
  %38 = select i1 %37, i32 0, i32 %36
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr %0, i64 %29
  %41 = getelementptr i8, ptr %40, i64 %39
  %42 = load i8, ptr %41, align 1, !tbaa !11
  %43 = icmp sgt i8 %42, 0
  %44 = select i1 %43, i32 1, i32 -1
  %45 = add nsw i32 %26, 1
  %46 = icmp eq i32 %45, %1
  %47 = select i1 %46, i32 0, i32 %45
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 %48, %6
  %50 = shl i64 %30, 32
  %51 = ashr exact i64 %50, 32
  %52 = getelementptr i8, ptr %0, i64 %49
  %53 = getelementptr i8, ptr %52, i64 %51
  %54 = load i8, ptr %53, align 1, !tbaa !11
  %55 = icmp sgt i8 %54, 0
  %56 = select i1 %55, i32 1, i32 -1
  %57 = add nsw i32 %56, %44
  %58 = mul nsw i32 %57, %35
  %59 = add nsw i32 %58, %22
  %60 = add nsw i32 %35, %23
  %61 = add i64 %24, %20
  %62 = icmp ult i64 %61, %7
  br i1 %62, label %21, label %63, !llvm.loop !20

63:                                               ; preds = %21, %5
  %64 = phi i32 [ 0, %5 ], [ %60, %21 ]
  %65 = phi i32 [ 0, %5 ], [ %59, %21 ]
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %65, i32 16, i32 31)
  %67 = add nsw i32 %66, %65
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 16, i32 31)
  %69 = add nsw i32 %68, %64
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %67, i32 8, i32 31)
  %71 = add nsw i32 %70, %67
  %72 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %69, i32 8, i32 31)
  %73 = add nsw i32 %72, %69
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 4, i32 31)
  %75 = add nsw i32 %74, %71
  %76 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 4, i32 31)
  %77 = add nsw i32 %76, %73
  %78 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %75, i32 2, i32 31)
  %79 = add nsw i32 %78, %75
  %80 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 2, i32 31)
  %81 = add nsw i32 %80, %77
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %79, i32 1, i32 31)
  %83 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 1, i32 31)
  %84 = and i32 %13, 31
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %98

86:                                               ; preds = %63
  %87 = add nsw i32 %83, %81
  %88 = add nsw i32 %82, %79
  %89 = sext i32 %88 to i64
  %90 = atomicrmw add ptr %2, i64 %89 seq_cst, align 8
  %91 = atomicrmw add ptr %3, i32 %87 seq_cst, align 4
  %92 = tail call noundef i32 @llvm.abs.i32(i32 %87, i1 false)
  %93 = ashr i32 %92, 3
  %94 = tail call noundef range(i32 -268435456, 8) i32 @llvm.smin.i32(i32 range(i32 -268435456, 268435456) %93, i32 7)
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i64, ptr %4, i64 %95
  %97 = atomicrmw add ptr %96, i64 1 seq_cst, align 8
  br label %98

98:                                               ; preds = %86, %63
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!8, !8, i64 0}
!12 = !{!13, !14, i64 8}
!13 = !{!"_ZTS11IsingParams", !14, i64 0, !14, i64 4, !14, i64 8, !7, i64 12, !7, i64 16}
!14 = !{!"float", !8, i64 0}
!15 = !{!14, !14, i64 0}
!16 = !{!13, !14, i64 4}
!17 = !{!13, !14, i64 0}
!18 = !{!13, !7, i64 12}
!19 = !{!13, !7, i64 16}
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.unroll.disable"}
