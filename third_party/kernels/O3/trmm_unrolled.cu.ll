; ModuleID = 'src/trmm_unrolled.cu'
source_filename = "src/trmm_unrolled.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16trmm_lower_tiledE3s_l = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ16trmm_lower_tiledE3s_b = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @trmm_lower_tiled(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl nuw nsw i32 %8, 4
  %10 = add nuw nsw i32 %9, %7
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 4
  %13 = add i32 %12, %6
  %14 = icmp sge i32 %10, %3
  %15 = zext nneg i32 %7 to i64
  %16 = getelementptr inbounds nuw [16 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16trmm_lower_tiledE3s_l to ptr), i64 %15
  %17 = zext nneg i32 %6 to i64
  %18 = getelementptr inbounds nuw float, ptr %16, i64 %17
  %19 = icmp slt i32 %13, %4
  %20 = getelementptr inbounds nuw [17 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16trmm_lower_tiledE3s_b to ptr), i64 %15
  %21 = getelementptr inbounds nuw float, ptr %20, i64 %17
  %22 = zext nneg i32 %10 to i64
  %23 = sext i32 %3 to i64
  %24 = mul nsw i64 %23, %22
  %25 = getelementptr float, ptr %0, i64 %24
  %26 = sext i32 %4 to i64
  %27 = sext i32 %13 to i64
  %28 = getelementptr float, ptr %1, i64 %27
  %29 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ16trmm_lower_tiledE3s_b to ptr), i64 %17
  %30 = getelementptr inbounds nuw i8, ptr %16, i64 4
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 68
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 136
  %34 = getelementptr inbounds nuw i8, ptr %16, i64 12
  %35 = getelementptr inbounds nuw i8, ptr %29, i64 204
  %36 = getelementptr inbounds nuw i8, ptr %16, i64 16
  %37 = getelementptr inbounds nuw i8, ptr %29, i64 272
  %38 = getelementptr inbounds nuw i8, ptr %16, i64 20
  %39 = getelementptr inbounds nuw i8, ptr %29, i64 340
  %40 = getelementptr inbounds nuw i8, ptr %16, i64 24
  %41 = getelementptr inbounds nuw i8, ptr %29, i64 408
  %42 = getelementptr inbounds nuw i8, ptr %16, i64 28
  %43 = getelementptr inbounds nuw i8, ptr %29, i64 476
  %44 = getelementptr inbounds nuw i8, ptr %16, i64 32
  %45 = getelementptr inbounds nuw i8, ptr %29, i64 544
  %46 = getelementptr inbounds nuw i8, ptr %16, i64 36
  %47 = getelementptr inbounds nuw i8, ptr %29, i64 612
  %48 = getelementptr inbounds nuw i8, ptr %16, i64 40
  %49 = getelementptr inbounds nuw i8, ptr %29, i64 680
  %50 = getelementptr inbounds nuw i8, ptr %16, i64 44
  %51 = getelementptr inbounds nuw i8, ptr %29, i64 748
  %52 = getelementptr inbounds nuw i8, ptr %16, i64 48
  %53 = getelementptr inbounds nuw i8, ptr %29, i64 816
  %54 = getelementptr inbounds nuw i8, ptr %16, i64 52
  %55 = getelementptr inbounds nuw i8, ptr %29, i64 884
  %56 = getelementptr inbounds nuw i8, ptr %16, i64 56
  %57 = getelementptr inbounds nuw i8, ptr %29, i64 952
  %58 = getelementptr inbounds nuw i8, ptr %16, i64 60
  %59 = getelementptr inbounds nuw i8, ptr %29, i64 1020
  br label %63

60:                                               ; preds = %85
  %61 = icmp slt i32 %10, %3
  %62 = and i1 %61, %19
  br i1 %62, label %153, label %157

63:                                               ; preds = %5, %85
  %64 = phi float [ 0.000000e+00, %5 ], [ %150, %85 ]
  %65 = phi i32 [ 0, %5 ], [ %151, %85 ]
  %66 = add nuw nsw i32 %65, %6
  %67 = add nuw nsw i32 %65, %7
  %68 = icmp sge i32 %66, %3
  %69 = select i1 %14, i1 true, i1 %68
  %70 = icmp samesign ugt i32 %66, %10
  %71 = select i1 %69, i1 true, i1 %70
  br i1 %71, label %76, label %72

72:                                               ; preds = %63
  %73 = zext nneg i32 %66 to i64
  %74 = getelementptr float, ptr %25, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !11
  br label %76

76:                                               ; preds = %63, %72
  %77 = phi contract float [ %75, %72 ], [ 0.000000e+00, %63 ]
  store float %77, ptr %18, align 4, !tbaa !11
  %78 = icmp slt i32 %67, %3
  %79 = and i1 %19, %78
  br i1 %79, label %80, label %85

80:                                               ; preds = %76
  %81 = zext nneg i32 %67 to i64
  %82 = mul nsw i64 %81, %26
  %83 = getelementptr float, ptr %28, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !11
  br label %85

85:                                               ; preds = %76, %80
  %86 = phi contract float [ %84, %80 ], [ 0.000000e+00, %76 ]
  store float %86, ptr %21, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %87 = load float, ptr %16, align 4, !tbaa !11
  %88 = load float, ptr %29, align 4, !tbaa !11
  %89 = fmul contract float %87, %88
  %90 = fadd contract float %64, %89
  %91 = load float, ptr %30, align 4, !tbaa !11
  %92 = load float, ptr %31, align 4, !tbaa !11
  %93 = fmul contract float %91, %92
  %94 = fadd contract float %90, %93
  %95 = load float, ptr %32, align 4, !tbaa !11
  %96 = load float, ptr %33, align 4, !tbaa !11
  %97 = fmul contract float %95, %96
  %98 = fadd contract float %94, %97
  %99 = load float, ptr %34, align 4, !tbaa !11
  %100 = load float, ptr %35, align 4, !tbaa !11
  %101 = fmul contract float %99, %100
  %102 = fadd contract float %98, %101
  %103 = load float, ptr %36, align 4, !tbaa !11
  %104 = load float, ptr %37, align 4, !tbaa !11
  %105 = fmul contract float %103, %104
  %106 = fadd contract float %102, %105
  %107 = load float, ptr %38, align 4, !tbaa !11
  %108 = load float, ptr %39, align 4, !tbaa !11
  %109 = fmul contract float %107, %108
  %110 = fadd contract float %106, %109
  %111 = load float, ptr %40, align 4, !tbaa !11
  %112 = load float, ptr %41, align 4, !tbaa !11
  %113 = fmul contract float %111, %112
  %114 = fadd contract float %110, %113
  %115 = load float, ptr %42, align 4, !tbaa !11
  %116 = load float, ptr %43, align 4, !tbaa !11
  %117 = fmul contract float %115, %116
  %118 = fadd contract float %114, %117
  %119 = load float, ptr %44, align 4, !tbaa !11
  %120 = load float, ptr %45, align 4, !tbaa !11
  %121 = fmul contract float %119, %120
  %122 = fadd contract float %118, %121
  %123 = load float, ptr %46, align 4, !tbaa !11
  %124 = load float, ptr %47, align 4, !tbaa !11
  %125 = fmul contract float %123, %124
  %126 = fadd contract float %122, %125
  %127 = load float, ptr %48, align 4, !tbaa !11
  %128 = load float, ptr %49, align 4, !tbaa !11
  %129 = fmul contract float %127, %128
  %130 = fadd contract float %126, %129
  %131 = load float, ptr %50, align 4, !tbaa !11
  %132 = load float, ptr %51, align 4, !tbaa !11
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %130, %133
  %135 = load float, ptr %52, align 4, !tbaa !11
  %136 = load float, ptr %53, align 4, !tbaa !11
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  %139 = load float, ptr %54, align 4, !tbaa !11
  %140 = load float, ptr %55, align 4, !tbaa !11
  %141 = fmul contract float %139, %140
  %142 = fadd contract float %138, %141
  %143 = load float, ptr %56, align 4, !tbaa !11
  %144 = load float, ptr %57, align 4, !tbaa !11
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %58, align 4, !tbaa !11
  %148 = load float, ptr %59, align 4, !tbaa !11
  %149 = fmul contract float %147, %148
  %150 = fadd contract float %146, %149
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %151 = add nuw nsw i32 %65, 16
  %152 = icmp samesign ult i32 %65, %9
  br i1 %152, label %63, label %60, !llvm.loop !13

153:                                              ; preds = %60
  %154 = mul nsw i64 %26, %22
  %155 = getelementptr float, ptr %2, i64 %154
  %156 = getelementptr float, ptr %155, i64 %27
  store float %150, ptr %156, align 4, !tbaa !11
  br label %157

157:                                              ; preds = %153, %60
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @trmm_upper_rowwise(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #2 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %13 = icmp slt i32 %12, %3
  %14 = icmp slt i32 %11, %4
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %130

16:                                               ; preds = %6
  %17 = zext nneg i32 %12 to i64
  %18 = zext nneg i32 %3 to i64
  %19 = mul nuw nsw i64 %18, %17
  %20 = getelementptr inbounds nuw float, ptr %0, i64 %19
  %21 = sext i32 %4 to i64
  %22 = sext i32 %11 to i64
  %23 = getelementptr float, ptr %1, i64 %22
  %24 = sub i32 %3, %12
  %25 = and i32 %24, 7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %42, label %27

27:                                               ; preds = %16, %27
  %28 = phi i32 [ %39, %27 ], [ %12, %16 ]
  %29 = phi float [ %38, %27 ], [ 0.000000e+00, %16 ]
  %30 = phi i32 [ %40, %27 ], [ 0, %16 ]
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr inbounds nuw float, ptr %20, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = mul nsw i64 %31, %21
  %35 = getelementptr float, ptr %23, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = fmul contract float %33, %36
  %38 = fadd contract float %29, %37
  %39 = add nuw nsw i32 %28, 1
  %40 = add i32 %30, 1
  %41 = icmp eq i32 %40, %25
  br i1 %41, label %42, label %27, !llvm.loop !15

42:                                               ; preds = %27, %16
  %43 = phi float [ poison, %16 ], [ %38, %27 ]
  %44 = phi i32 [ %12, %16 ], [ %39, %27 ]
  %45 = phi float [ 0.000000e+00, %16 ], [ %38, %27 ]
  %46 = sub i32 %12, %3
  %47 = icmp ugt i32 %46, -8
  br i1 %47, label %124, label %48

48:                                               ; preds = %42, %48
  %49 = phi i32 [ %122, %48 ], [ %44, %42 ]
  %50 = phi float [ %121, %48 ], [ %45, %42 ]
  %51 = zext nneg i32 %49 to i64
  %52 = getelementptr inbounds nuw float, ptr %20, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = mul nsw i64 %51, %21
  %55 = getelementptr float, ptr %23, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = fmul contract float %53, %56
  %58 = fadd contract float %50, %57
  %59 = add nuw nsw i32 %49, 1
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr %20, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = mul nsw i64 %60, %21
  %64 = getelementptr float, ptr %23, i64 %63
  %65 = load float, ptr %64, align 4, !tbaa !11
  %66 = fmul contract float %62, %65
  %67 = fadd contract float %58, %66
  %68 = add nuw nsw i32 %49, 2
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds nuw float, ptr %20, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = mul nsw i64 %69, %21
  %73 = getelementptr float, ptr %23, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = fmul contract float %71, %74
  %76 = fadd contract float %67, %75
  %77 = add nuw nsw i32 %49, 3
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw float, ptr %20, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = mul nsw i64 %78, %21
  %82 = getelementptr float, ptr %23, i64 %81
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = fmul contract float %80, %83
  %85 = fadd contract float %76, %84
  %86 = add nuw nsw i32 %49, 4
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw float, ptr %20, i64 %87
  %89 = load float, ptr %88, align 4, !tbaa !11
  %90 = mul nsw i64 %87, %21
  %91 = getelementptr float, ptr %23, i64 %90
  %92 = load float, ptr %91, align 4, !tbaa !11
  %93 = fmul contract float %89, %92
  %94 = fadd contract float %85, %93
  %95 = add nuw nsw i32 %49, 5
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw float, ptr %20, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = mul nsw i64 %96, %21
  %100 = getelementptr float, ptr %23, i64 %99
  %101 = load float, ptr %100, align 4, !tbaa !11
  %102 = fmul contract float %98, %101
  %103 = fadd contract float %94, %102
  %104 = add nuw nsw i32 %49, 6
  %105 = zext nneg i32 %104 to i64
  %106 = getelementptr inbounds nuw float, ptr %20, i64 %105
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = mul nsw i64 %105, %21
  %109 = getelementptr float, ptr %23, i64 %108
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = fmul contract float %107, %110
  %112 = fadd contract float %103, %111
  %113 = add nuw nsw i32 %49, 7
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr %20, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = mul nsw i64 %114, %21
  %118 = getelementptr float, ptr %23, i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = fmul contract float %116, %119
  %121 = fadd contract float %112, %120
  %122 = add nuw nsw i32 %49, 8
  %123 = icmp eq i32 %122, %3
  br i1 %123, label %124, label %48, !llvm.loop !17

124:                                              ; preds = %48, %42
  %125 = phi float [ %43, %42 ], [ %121, %48 ]
  %126 = fmul contract float %5, %125
  %127 = mul nsw i64 %21, %17
  %128 = getelementptr float, ptr %2, i64 %127
  %129 = getelementptr float, ptr %128, i64 %22
  store float %126, ptr %129, align 4, !tbaa !11
  br label %130

130:                                              ; preds = %6, %124
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14, !16}
