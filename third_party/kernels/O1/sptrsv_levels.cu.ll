; ModuleID = 'src/sptrsv_levels.cu'
source_filename = "src/sptrsv_levels.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @sptrsv_level_thread(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = icmp slt i32 %7, 0
  %11 = tail call i32 @llvm.smin.i32(i32 %7, i32 %5)
  %12 = select i1 %10, i32 0, i32 %11
  %13 = icmp slt i32 %8, %12
  %14 = tail call i32 @llvm.smin.i32(i32 %8, i32 %5)
  %15 = select i1 %13, i32 %12, i32 %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add i32 %18, %19
  %21 = add i32 %20, %12
  %22 = icmp slt i32 %21, %15
  br i1 %22, label %23, label %75

23:                                               ; preds = %9
  %24 = sext i32 %21 to i64
  %25 = getelementptr inbounds i32, ptr %0, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = icmp slt i32 %26, 0
  %28 = tail call i32 @llvm.smin.i32(i32 %26, i32 %6)
  %29 = select i1 %27, i32 0, i32 %28
  %30 = getelementptr i8, ptr %25, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp slt i32 %31, %29
  %33 = tail call i32 @llvm.smin.i32(i32 %31, i32 %6)
  %34 = select i1 %32, i32 %29, i32 %33
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %50, label %36

36:                                               ; preds = %70, %23
  %37 = phi double [ 0.000000e+00, %23 ], [ %71, %70 ]
  %38 = phi float [ 0.000000e+00, %23 ], [ %72, %70 ]
  %39 = tail call noundef float @llvm.nvvm.fabs.f32(float %38)
  %40 = fcmp contract olt float %39, 0x3BC79CA100000000
  %41 = select i1 %40, float 1.000000e+00, float %38
  %42 = getelementptr inbounds float, ptr %3, i64 %24
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = fpext contract float %43 to double
  %45 = fsub contract double %44, %37
  %46 = fpext contract float %41 to double
  %47 = fdiv contract double %45, %46
  %48 = fptrunc contract double %47 to float
  %49 = getelementptr inbounds float, ptr %4, i64 %24
  store float %48, ptr %49, align 4, !tbaa !11
  br label %75

50:                                               ; preds = %23, %70
  %51 = phi i32 [ %73, %70 ], [ %29, %23 ]
  %52 = phi float [ %72, %70 ], [ 0.000000e+00, %23 ]
  %53 = phi double [ %71, %70 ], [ 0.000000e+00, %23 ]
  %54 = sext i32 %51 to i64
  %55 = getelementptr inbounds i32, ptr %1, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = getelementptr inbounds float, ptr %2, i64 %54
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = icmp eq i32 %56, %21
  br i1 %59, label %70, label %60

60:                                               ; preds = %50
  %61 = icmp ult i32 %56, %12
  br i1 %61, label %62, label %70

62:                                               ; preds = %60
  %63 = fpext contract float %58 to double
  %64 = sext i32 %56 to i64
  %65 = getelementptr inbounds float, ptr %4, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = fpext contract float %66 to double
  %68 = fmul contract double %63, %67
  %69 = fadd contract double %53, %68
  br label %70

70:                                               ; preds = %50, %60, %62
  %71 = phi double [ %53, %60 ], [ %69, %62 ], [ %53, %50 ]
  %72 = phi float [ %52, %60 ], [ %52, %62 ], [ %58, %50 ]
  %73 = add nsw i32 %51, 1
  %74 = icmp eq i32 %73, %34
  br i1 %74, label %36, label %50, !llvm.loop !13

75:                                               ; preds = %9, %36
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @sptrsv_level_warp(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef captures(none) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #1 {
  %10 = icmp slt i32 %7, 0
  %11 = tail call i32 @llvm.smin.i32(i32 %7, i32 %5)
  %12 = select i1 %10, i32 0, i32 %11
  %13 = icmp slt i32 %8, %12
  %14 = tail call i32 @llvm.smin.i32(i32 %8, i32 %5)
  %15 = select i1 %13, i32 %12, i32 %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = and i32 %16, 31
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = lshr i32 %18, 5
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = mul i32 %19, %20
  %22 = lshr i32 %16, 5
  %23 = add i32 %21, %22
  %24 = add i32 %23, %12
  %25 = icmp ne i32 %19, 0
  %26 = icmp slt i32 %24, %15
  %27 = and i1 %25, %26
  br i1 %27, label %28, label %153

28:                                               ; preds = %9
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds i32, ptr %0, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = icmp slt i32 %31, 0
  %33 = tail call i32 @llvm.smin.i32(i32 %31, i32 %6)
  %34 = select i1 %32, i32 0, i32 %33
  %35 = getelementptr i8, ptr %30, i64 4
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = icmp slt i32 %36, %34
  %38 = tail call i32 @llvm.smin.i32(i32 %36, i32 %6)
  %39 = select i1 %37, i32 %34, i32 %38
  %40 = add nsw i32 %34, %17
  %41 = icmp slt i32 %40, %39
  br i1 %41, label %108, label %42

42:                                               ; preds = %128, %28
  %43 = phi float [ 0.000000e+00, %28 ], [ %129, %128 ]
  %44 = phi i1 [ false, %28 ], [ %130, %128 ]
  %45 = phi double [ 0.000000e+00, %28 ], [ %131, %128 ]
  %46 = bitcast double %45 to i64
  %47 = trunc i64 %46 to i32
  %48 = lshr i64 %46, 32
  %49 = trunc nuw i64 %48 to i32
  %50 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %47, i32 16, i32 31)
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %49, i32 16, i32 31)
  %52 = zext i32 %51 to i64
  %53 = shl nuw i64 %52, 32
  %54 = zext i32 %50 to i64
  %55 = or disjoint i64 %53, %54
  %56 = bitcast i64 %55 to double
  %57 = fadd contract double %45, %56
  %58 = bitcast double %57 to i64
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %58, 32
  %61 = trunc nuw i64 %60 to i32
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %59, i32 8, i32 31)
  %63 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %61, i32 8, i32 31)
  %64 = zext i32 %63 to i64
  %65 = shl nuw i64 %64, 32
  %66 = zext i32 %62 to i64
  %67 = or disjoint i64 %65, %66
  %68 = bitcast i64 %67 to double
  %69 = fadd contract double %57, %68
  %70 = bitcast double %69 to i64
  %71 = trunc i64 %70 to i32
  %72 = lshr i64 %70, 32
  %73 = trunc nuw i64 %72 to i32
  %74 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %71, i32 4, i32 31)
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %73, i32 4, i32 31)
  %76 = zext i32 %75 to i64
  %77 = shl nuw i64 %76, 32
  %78 = zext i32 %74 to i64
  %79 = or disjoint i64 %77, %78
  %80 = bitcast i64 %79 to double
  %81 = fadd contract double %69, %80
  %82 = bitcast double %81 to i64
  %83 = trunc i64 %82 to i32
  %84 = lshr i64 %82, 32
  %85 = trunc nuw i64 %84 to i32
  %86 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %83, i32 2, i32 31)
  %87 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %85, i32 2, i32 31)
  %88 = zext i32 %87 to i64
  %89 = shl nuw i64 %88, 32
  %90 = zext i32 %86 to i64
  %91 = or disjoint i64 %89, %90
  %92 = bitcast i64 %91 to double
  %93 = fadd contract double %81, %92
  %94 = bitcast double %93 to i64
  %95 = trunc i64 %94 to i32
  %96 = lshr i64 %94, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %95, i32 1, i32 31)
  %99 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %97, i32 1, i32 31)
  %100 = zext i32 %99 to i64
  %101 = shl nuw i64 %100, 32
  %102 = zext i32 %98 to i64
  %103 = or disjoint i64 %101, %102
  %104 = bitcast i64 %103 to double
  %105 = fadd contract double %93, %104
  %106 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %44)
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %138, label %134

108:                                              ; preds = %28, %128
  %109 = phi double [ %131, %128 ], [ 0.000000e+00, %28 ]
  %110 = phi i32 [ %132, %128 ], [ %40, %28 ]
  %111 = phi i1 [ %130, %128 ], [ false, %28 ]
  %112 = phi float [ %129, %128 ], [ 0.000000e+00, %28 ]
  %113 = sext i32 %110 to i64
  %114 = getelementptr inbounds i32, ptr %1, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = getelementptr inbounds float, ptr %2, i64 %113
  %117 = load float, ptr %116, align 4, !tbaa !11
  %118 = icmp eq i32 %115, %24
  br i1 %118, label %128, label %119

119:                                              ; preds = %108
  %120 = icmp ult i32 %115, %12
  br i1 %120, label %121, label %128

121:                                              ; preds = %119
  %122 = fpext contract float %117 to double
  %123 = sext i32 %115 to i64
  %124 = getelementptr inbounds float, ptr %4, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = fpext contract float %125 to double
  %127 = tail call noundef double @llvm.fma.f64(double %122, double %126, double %109)
  br label %128

128:                                              ; preds = %108, %119, %121
  %129 = phi float [ %112, %119 ], [ %112, %121 ], [ %117, %108 ]
  %130 = phi i1 [ %111, %119 ], [ %111, %121 ], [ true, %108 ]
  %131 = phi double [ %109, %119 ], [ %127, %121 ], [ %109, %108 ]
  %132 = add nsw i32 %110, 32
  %133 = icmp slt i32 %132, %39
  br i1 %133, label %108, label %42, !llvm.loop !16

134:                                              ; preds = %42
  %135 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %106)
  %136 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %135) #6, !srcloc !17
  %137 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %43, i32 %136, i32 31)
  br label %138

138:                                              ; preds = %134, %42
  %139 = phi float [ %137, %134 ], [ 1.000000e+00, %42 ]
  %140 = icmp eq i32 %17, 0
  br i1 %140, label %141, label %153

141:                                              ; preds = %138
  %142 = tail call noundef float @llvm.nvvm.fabs.f32(float %139)
  %143 = fcmp contract olt float %142, 0x3BC79CA100000000
  %144 = select i1 %143, float 1.000000e+00, float %139
  %145 = getelementptr inbounds float, ptr %3, i64 %29
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = fpext contract float %146 to double
  %148 = fsub contract double %147, %105
  %149 = fpext contract float %144 to double
  %150 = fdiv contract double %148, %149
  %151 = fptrunc contract double %150 to float
  %152 = getelementptr inbounds float, ptr %4, i64 %29
  store float %151, ptr %152, align 4, !tbaa !11
  br label %153

153:                                              ; preds = %138, %141, %9
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind memory(none) }

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
!17 = !{i32 12293}
