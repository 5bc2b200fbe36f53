; ModuleID = 'src/stencil_pitched.cu'
source_filename = "src/stencil_pitched.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @jacobi9_pitched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add nuw nsw i32 %12, 1
  %14 = add i32 %13, %11
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %18, 1
  %20 = add nuw nsw i32 %19, %17
  %21 = add nsw i32 %2, -1
  %22 = icmp slt i32 %14, %21
  %23 = add nsw i32 %3, -1
  %24 = icmp slt i32 %20, %23
  %25 = select i1 %22, i1 %24, i1 false
  br i1 %25, label %26, label %158

26:                                               ; preds = %8
  %27 = sext i32 %2 to i64
  %28 = sext i32 %3 to i64
  %29 = getelementptr float, ptr %0, i64 %27
  %30 = icmp sgt i32 %4, 0
  br i1 %30, label %31, label %158

31:                                               ; preds = %26
  %32 = zext nneg i32 %20 to i64
  %33 = sext i32 %14 to i64
  %34 = and i32 %4, 1
  %35 = icmp eq i32 %4, 1
  br i1 %35, label %119, label %36

36:                                               ; preds = %31
  %37 = and i32 %4, 2147483646
  br label %38

38:                                               ; preds = %38, %36
  %39 = phi i32 [ 0, %36 ], [ %114, %38 ]
  %40 = phi i32 [ 0, %36 ], [ %115, %38 ]
  %41 = zext nneg i32 %39 to i64
  %42 = mul nsw i64 %41, %28
  %43 = add nsw i64 %42, %32
  %44 = mul i64 %43, %27
  %45 = add i64 %44, %33
  %46 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = getelementptr i8, ptr %46, i64 4
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = getelementptr i8, ptr %46, i64 -4
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = fadd contract float %49, %51
  %53 = getelementptr float, ptr %29, i64 %45
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = fadd contract float %52, %54
  %56 = sub i64 %45, %27
  %57 = getelementptr inbounds nuw float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = fadd contract float %55, %58
  %60 = getelementptr i8, ptr %53, i64 4
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = getelementptr i8, ptr %53, i64 -4
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = fadd contract float %61, %63
  %65 = getelementptr i8, ptr %57, i64 4
  %66 = load float, ptr %65, align 4, !tbaa !11
  %67 = fadd contract float %64, %66
  %68 = getelementptr i8, ptr %57, i64 -4
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = fadd contract float %67, %69
  %71 = fmul contract float %5, %47
  %72 = fmul contract float %6, %59
  %73 = fadd contract float %71, %72
  %74 = fmul contract float %7, %70
  %75 = fadd contract float %73, %74
  %76 = getelementptr inbounds nuw float, ptr %1, i64 %45
  store float %75, ptr %76, align 4, !tbaa !11
  %77 = or disjoint i32 %39, 1
  %78 = zext nneg i32 %77 to i64
  %79 = mul nsw i64 %78, %28
  %80 = add nsw i64 %79, %32
  %81 = mul i64 %80, %27
  %82 = add i64 %81, %33
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = getelementptr i8, ptr %83, i64 4
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = getelementptr i8, ptr %83, i64 -4
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = fadd contract float %86, %88
  %90 = getelementptr float, ptr %29, i64 %82
  %91 = load float, ptr %90, align 4, !tbaa !11
  %92 = fadd contract float %89, %91
  %93 = sub i64 %82, %27
  %94 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = fadd contract float %92, %95
  %97 = getelementptr i8, ptr %90, i64 4
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = getelementptr i8, ptr %90, i64 -4
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = fadd contract float %98, %100
  %102 = getelementptr i8, ptr %94, i64 4
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = fadd contract float %101, %103
  %105 = getelementptr i8, ptr %94, i64 -4
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = fadd contract float %104, %106
  %108 = fmul contract float %5, %84
  %109 = fmul contract float %6, %96
  %110 = fadd contract float %108, %109
  %111 = fmul contract float %7, %107
  %112 = fadd contract float %110, %111
  %113 = getelementptr inbounds nuw float, ptr %1, i64 %82
  store float %112, ptr %113, align 4, !tbaa !11
  %114 = add nuw nsw i32 %39, 2
  %115 = add i32 %40, 2
  %116 = icmp eq i32 %115, %37
  br i1 %116, label %117, label %38, !llvm.loop !13

117:                                              ; preds = %38
  %118 = icmp eq i32 %34, 0
  br i1 %118, label %158, label %119

119:                                              ; preds = %117, %31
  %120 = phi i32 [ 0, %31 ], [ %114, %117 ]
  %121 = icmp ne i32 %34, 0
  tail call void @llvm.assume(i1 %121)
  %122 = zext nneg i32 %120 to i64
  %123 = mul nsw i64 %122, %28
  %124 = add nsw i64 %123, %32
  %125 = mul i64 %124, %27
  %126 = add i64 %125, %33
  %127 = getelementptr inbounds nuw float, ptr %0, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !11
  %129 = getelementptr i8, ptr %127, i64 4
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = getelementptr i8, ptr %127, i64 -4
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = fadd contract float %130, %132
  %134 = getelementptr float, ptr %29, i64 %126
  %135 = load float, ptr %134, align 4, !tbaa !11
  %136 = fadd contract float %133, %135
  %137 = sub i64 %126, %27
  %138 = getelementptr inbounds nuw float, ptr %0, i64 %137
  %139 = load float, ptr %138, align 4, !tbaa !11
  %140 = fadd contract float %136, %139
  %141 = getelementptr i8, ptr %134, i64 4
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = getelementptr i8, ptr %134, i64 -4
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = fadd contract float %142, %144
  %146 = getelementptr i8, ptr %138, i64 4
  %147 = load float, ptr %146, align 4, !tbaa !11
  %148 = fadd contract float %145, %147
  %149 = getelementptr i8, ptr %138, i64 -4
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = fadd contract float %148, %150
  %152 = fmul contract float %5, %128
  %153 = fmul contract float %6, %140
  %154 = fadd contract float %152, %153
  %155 = fmul contract float %7, %151
  %156 = fadd contract float %154, %155
  %157 = getelementptr inbounds nuw float, ptr %1, i64 %126
  store float %156, ptr %157, align 4, !tbaa !11
  br label %158

158:                                              ; preds = %119, %117, %26, %8
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @laplace7_pitched(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add nuw nsw i32 %10, 1
  %12 = add i32 %11, %9
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = add nuw nsw i32 %16, 1
  %18 = add nuw nsw i32 %17, %15
  %19 = add nsw i32 %2, -1
  %20 = icmp slt i32 %12, %19
  %21 = add nsw i32 %3, -1
  %22 = icmp slt i32 %18, %21
  %23 = select i1 %20, i1 %22, i1 false
  br i1 %23, label %24, label %132

24:                                               ; preds = %6
  %25 = sext i32 %2 to i64
  %26 = sext i32 %3 to i64
  %27 = mul nsw i64 %26, %25
  %28 = icmp sgt i32 %4, 2
  br i1 %28, label %29, label %132

29:                                               ; preds = %24
  %30 = zext nneg i32 %18 to i64
  %31 = mul nsw i64 %25, %30
  %32 = sext i32 %12 to i64
  %33 = add nsw i64 %31, %32
  %34 = and i32 %4, 1
  %35 = icmp eq i32 %4, 3
  br i1 %35, label %101, label %36

36:                                               ; preds = %29
  %37 = and i32 %4, 2147483646
  %38 = add nsw i32 %37, -4
  br label %39

39:                                               ; preds = %39, %36
  %40 = phi i32 [ 1, %36 ], [ %96, %39 ]
  %41 = phi i32 [ 0, %36 ], [ %97, %39 ]
  %42 = zext nneg i32 %40 to i64
  %43 = mul i64 %27, %42
  %44 = add i64 %33, %43
  %45 = getelementptr float, ptr %0, i64 %44
  %46 = getelementptr i8, ptr %45, i64 4
  %47 = load float, ptr %46, align 4, !tbaa !11
  %48 = getelementptr i8, ptr %45, i64 -4
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = fadd contract float %47, %49
  %51 = getelementptr float, ptr %45, i64 %25
  %52 = load float, ptr %51, align 4, !tbaa !11
  %53 = fadd contract float %50, %52
  %54 = sub i64 %44, %25
  %55 = getelementptr inbounds nuw float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = fadd contract float %53, %56
  %58 = getelementptr float, ptr %45, i64 %27
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = fadd contract float %57, %59
  %61 = sub i64 %44, %27
  %62 = getelementptr inbounds nuw float, ptr %0, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = fadd contract float %60, %63
  %65 = load float, ptr %45, align 4, !tbaa !11
  %66 = fmul contract float %65, 6.000000e+00
  %67 = fsub contract float %64, %66
  %68 = fmul contract float %5, %67
  %69 = getelementptr inbounds nuw float, ptr %1, i64 %44
  store float %68, ptr %69, align 4, !tbaa !11
  %70 = add nuw nsw i32 %40, 1
  %71 = zext nneg i32 %70 to i64
  %72 = mul i64 %27, %71
  %73 = add i64 %33, %72
  %74 = getelementptr float, ptr %0, i64 %73
  %75 = getelementptr i8, ptr %74, i64 4
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = getelementptr i8, ptr %74, i64 -4
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = fadd contract float %76, %78
  %80 = getelementptr float, ptr %74, i64 %25
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = fadd contract float %79, %81
  %83 = sub i64 %73, %25
  %84 = getelementptr inbounds nuw float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = fadd contract float %82, %85
  %87 = getelementptr float, ptr %74, i64 %27
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = fadd contract float %86, %88
  %90 = fadd contract float %89, %65
  %91 = load float, ptr %74, align 4, !tbaa !11
  %92 = fmul contract float %91, 6.000000e+00
  %93 = fsub contract float %90, %92
  %94 = fmul contract float %5, %93
  %95 = getelementptr inbounds nuw float, ptr %1, i64 %73
  store float %94, ptr %95, align 4, !tbaa !11
  %96 = add nuw nsw i32 %40, 2
  %97 = add nuw i32 %41, 2
  %98 = icmp eq i32 %41, %38
  br i1 %98, label %99, label %39, !llvm.loop !15

99:                                               ; preds = %39
  %100 = icmp eq i32 %34, 0
  br i1 %100, label %132, label %101

101:                                              ; preds = %99, %29
  %102 = phi i32 [ 1, %29 ], [ %96, %99 ]
  %103 = icmp ne i32 %34, 0
  tail call void @llvm.assume(i1 %103)
  %104 = zext nneg i32 %102 to i64
  %105 = mul i64 %27, %104
  %106 = add i64 %33, %105
  %107 = getelementptr float, ptr %0, i64 %106
  %108 = getelementptr i8, ptr %107, i64 4
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = getelementptr i8, ptr %107, i64 -4
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fadd contract float %109, %111
  %113 = getelementptr float, ptr %107, i64 %25
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = fadd contract float %112, %114
  %116 = sub i64 %106, %25
  %117 = getelementptr inbounds nuw float, ptr %0, i64 %116
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = fadd contract float %115, %118
  %120 = getelementptr float, ptr %107, i64 %27
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = fadd contract float %119, %121
  %123 = sub i64 %106, %27
  %124 = getelementptr inbounds nuw float, ptr %0, i64 %123
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %107, align 4, !tbaa !11
  %128 = fmul contract float %127, 6.000000e+00
  %129 = fsub contract float %126, %128
  %130 = fmul contract float %5, %129
  %131 = getelementptr inbounds nuw float, ptr %1, i64 %106
  store float %130, ptr %131, align 4, !tbaa !11
  br label %132

132:                                              ; preds = %101, %99, %24, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
