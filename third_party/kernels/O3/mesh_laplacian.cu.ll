; ModuleID = 'src/mesh_laplacian.cu'
source_filename = "src/mesh_laplacian.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float2.0 = type { float, float }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @mesh_laplacian_apply(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i64 noundef %6, i64 noundef %7, double noundef %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = zext nneg i32 %12 to i64
  %14 = mul nuw nsw i64 %11, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %16, %13
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = add nuw nsw i64 %17, %19
  %21 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %6, i64 0)
  %22 = icmp sgt i64 %6, %20
  br i1 %22, label %24, label %23

23:                                               ; preds = %70, %9
  ret void

24:                                               ; preds = %9, %70
  %25 = phi i64 [ %78, %70 ], [ %20, %9 ]
  %26 = getelementptr inbounds nuw i32, ptr %0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = tail call i32 @llvm.smax.i32(i32 %27, i32 0)
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i8, ptr %26, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = tail call noundef range(i64 -9223372036854775808, 2147483648) i64 @llvm.smin.i64(i64 range(i64 -2147483648, 2147483648) %32, i64 %7)
  %34 = getelementptr inbounds nuw double, ptr %4, i64 %25
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = icmp sgt i64 %33, %29
  br i1 %36, label %37, label %70

37:                                               ; preds = %24
  %38 = sub i64 %33, %29
  %39 = and i64 %38, 3
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %64, label %41

41:                                               ; preds = %37, %59
  %42 = phi i64 [ %61, %59 ], [ %29, %37 ]
  %43 = phi double [ %60, %59 ], [ 0.000000e+00, %37 ]
  %44 = phi i64 [ %62, %59 ], [ 0, %37 ]
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %42
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = icmp slt i32 %46, 0
  br i1 %47, label %59, label %48

48:                                               ; preds = %41
  %49 = zext nneg i32 %46 to i64
  %50 = icmp sgt i64 %6, %49
  br i1 %50, label %51, label %59

51:                                               ; preds = %48
  %52 = getelementptr inbounds nuw double, ptr %2, i64 %42
  %53 = load double, ptr %52, align 8, !tbaa !11
  %54 = getelementptr inbounds nuw double, ptr %4, i64 %49
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = fsub contract double %55, %35
  %57 = fmul contract double %53, %56
  %58 = fadd contract double %43, %57
  br label %59

59:                                               ; preds = %51, %48, %41
  %60 = phi double [ %58, %51 ], [ %43, %48 ], [ %43, %41 ]
  %61 = add nuw nsw i64 %42, 1
  %62 = add i64 %44, 1
  %63 = icmp eq i64 %62, %39
  br i1 %63, label %64, label %41, !llvm.loop !13

64:                                               ; preds = %59, %37
  %65 = phi i64 [ %29, %37 ], [ %61, %59 ]
  %66 = phi double [ 0.000000e+00, %37 ], [ %60, %59 ]
  %67 = phi double [ poison, %37 ], [ %60, %59 ]
  %68 = sub i64 %29, %33
  %69 = icmp ugt i64 %68, -4
  br i1 %69, label %70, label %80

70:                                               ; preds = %64, %148, %24
  %71 = phi double [ 0.000000e+00, %24 ], [ %67, %64 ], [ %149, %148 ]
  %72 = getelementptr inbounds nuw double, ptr %3, i64 %25
  %73 = load double, ptr %72, align 8, !tbaa !11
  %74 = fmul contract double %71, %73
  %75 = fmul contract double %8, %35
  %76 = fadd contract double %75, %74
  %77 = getelementptr inbounds nuw double, ptr %5, i64 %25
  store double %76, ptr %77, align 8, !tbaa !11
  %78 = add i64 %25, %14
  %79 = icmp ult i64 %78, %21
  br i1 %79, label %24, label %23, !llvm.loop !15

80:                                               ; preds = %64, %148
  %81 = phi i64 [ %150, %148 ], [ %65, %64 ]
  %82 = phi double [ %149, %148 ], [ %66, %64 ]
  %83 = getelementptr inbounds nuw i32, ptr %1, i64 %81
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = icmp slt i32 %84, 0
  br i1 %85, label %97, label %86

86:                                               ; preds = %80
  %87 = zext nneg i32 %84 to i64
  %88 = icmp sgt i64 %6, %87
  br i1 %88, label %89, label %97

89:                                               ; preds = %86
  %90 = getelementptr inbounds nuw double, ptr %2, i64 %81
  %91 = load double, ptr %90, align 8, !tbaa !11
  %92 = getelementptr inbounds nuw double, ptr %4, i64 %87
  %93 = load double, ptr %92, align 8, !tbaa !11
  %94 = fsub contract double %93, %35
  %95 = fmul contract double %91, %94
  %96 = fadd contract double %82, %95
  br label %97

97:                                               ; preds = %80, %86, %89
  %98 = phi double [ %96, %89 ], [ %82, %86 ], [ %82, %80 ]
  %99 = add nuw nsw i64 %81, 1
  %100 = getelementptr inbounds nuw i32, ptr %1, i64 %99
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %114, label %103

103:                                              ; preds = %97
  %104 = zext nneg i32 %101 to i64
  %105 = icmp sgt i64 %6, %104
  br i1 %105, label %106, label %114

106:                                              ; preds = %103
  %107 = getelementptr inbounds nuw double, ptr %2, i64 %99
  %108 = load double, ptr %107, align 8, !tbaa !11
  %109 = getelementptr inbounds nuw double, ptr %4, i64 %104
  %110 = load double, ptr %109, align 8, !tbaa !11
  %111 = fsub contract double %110, %35
  %112 = fmul contract double %108, %111
  %113 = fadd contract double %98, %112
  br label %114

114:                                              ; preds = %106, %103, %97
  %115 = phi double [ %113, %106 ], [ %98, %103 ], [ %98, %97 ]
  %116 = add nuw nsw i64 %81, 2
  %117 = getelementptr inbounds nuw i32, ptr %1, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !6
  %119 = icmp slt i32 %118, 0
  br i1 %119, label %131, label %120

120:                                              ; preds = %114
  %121 = zext nneg i32 %118 to i64
  %122 = icmp sgt i64 %6, %121
  br i1 %122, label %123, label %131

123:                                              ; preds = %120
  %124 = getelementptr inbounds nuw double, ptr %2, i64 %116
  %125 = load double, ptr %124, align 8, !tbaa !11
  %126 = getelementptr inbounds nuw double, ptr %4, i64 %121
  %127 = load double, ptr %126, align 8, !tbaa !11
  %128 = fsub contract double %127, %35
  %129 = fmul contract double %125, %128
  %130 = fadd contract double %115, %129
  br label %131

131:                                              ; preds = %123, %120, %114
  %132 = phi double [ %130, %123 ], [ %115, %120 ], [ %115, %114 ]
  %133 = add nuw nsw i64 %81, 3
  %134 = getelementptr inbounds nuw i32, ptr %1, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = icmp slt i32 %135, 0
  br i1 %136, label %148, label %137

137:                                              ; preds = %131
  %138 = zext nneg i32 %135 to i64
  %139 = icmp sgt i64 %6, %138
  br i1 %139, label %140, label %148

140:                                              ; preds = %137
  %141 = getelementptr inbounds nuw double, ptr %2, i64 %133
  %142 = load double, ptr %141, align 8, !tbaa !11
  %143 = getelementptr inbounds nuw double, ptr %4, i64 %138
  %144 = load double, ptr %143, align 8, !tbaa !11
  %145 = fsub contract double %144, %35
  %146 = fmul contract double %142, %145
  %147 = fadd contract double %132, %146
  br label %148

148:                                              ; preds = %140, %137, %131
  %149 = phi double [ %147, %140 ], [ %132, %137 ], [ %132, %131 ]
  %150 = add nuw nsw i64 %81, 4
  %151 = icmp slt i64 %150, %33
  br i1 %151, label %80, label %70, !llvm.loop !17
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tri_gradients(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %68

14:                                               ; preds = %7
  %15 = mul nsw i32 %12, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr i8, ptr %17, i64 4
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr i8, ptr %17, i64 8
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = icmp sgt i32 %18, -1
  br i1 %23, label %24, label %60

24:                                               ; preds = %14
  %25 = icmp slt i32 %18, %6
  %26 = icmp sgt i32 %20, -1
  %27 = select i1 %25, i1 %26, i1 false
  br i1 %27, label %28, label %60

28:                                               ; preds = %24
  %29 = icmp samesign ult i32 %20, %6
  %30 = icmp sgt i32 %22, -1
  %31 = icmp slt i32 %22, %6
  %32 = and i1 %30, %31
  %33 = select i1 %29, i1 %32, i1 false
  br i1 %33, label %34, label %60

34:                                               ; preds = %28
  %35 = zext nneg i32 %18 to i64
  %36 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %35
  %37 = load float, ptr %36, align 8
  %38 = getelementptr inbounds nuw i8, ptr %36, i64 4
  %39 = load float, ptr %38, align 4
  %40 = zext nneg i32 %20 to i64
  %41 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %40
  %42 = load float, ptr %41, align 8
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 4
  %44 = load float, ptr %43, align 4
  %45 = zext nneg i32 %22 to i64
  %46 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %45
  %47 = load float, ptr %46, align 8
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 4
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds nuw float, ptr %2, i64 %35
  %51 = load float, ptr %50, align 4, !tbaa !18
  %52 = getelementptr inbounds nuw float, ptr %2, i64 %40
  %53 = load float, ptr %52, align 4, !tbaa !18
  %54 = getelementptr inbounds nuw float, ptr %2, i64 %45
  %55 = load float, ptr %54, align 4, !tbaa !18
  %56 = tail call fastcc { float, float, float } @_ZL12tri_gradient6float2S_S_fff(float %37, float %39, float %42, float %44, float %47, float %49, float noundef %51, float noundef %53, float noundef %55) #6
  %57 = extractvalue { float, float, float } %56, 0
  %58 = extractvalue { float, float, float } %56, 1
  %59 = extractvalue { float, float, float } %56, 2
  br label %60

60:                                               ; preds = %28, %24, %14, %34
  %61 = phi float [ %57, %34 ], [ 0.000000e+00, %14 ], [ 0.000000e+00, %24 ], [ 0.000000e+00, %28 ]
  %62 = phi float [ %58, %34 ], [ 0.000000e+00, %14 ], [ 0.000000e+00, %24 ], [ 0.000000e+00, %28 ]
  %63 = phi float [ %59, %34 ], [ 0.000000e+00, %14 ], [ 0.000000e+00, %24 ], [ 0.000000e+00, %28 ]
  %64 = sext i32 %12 to i64
  %65 = getelementptr inbounds %struct.float2.0, ptr %3, i64 %64
  store float %61, ptr %65, align 8, !tbaa !18
  %66 = getelementptr inbounds nuw i8, ptr %65, i64 4
  store float %62, ptr %66, align 4, !tbaa !18
  %67 = getelementptr inbounds float, ptr %4, i64 %64
  store float %63, ptr %67, align 4, !tbaa !18
  br label %68

68:                                               ; preds = %60, %7
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define internal fastcc { float, float, float } @_ZL12tri_gradient6float2S_S_fff(float %0, float %1, float %2, float %3, float %4, float %5, float noundef %6, float noundef %7, float noundef %8) unnamed_addr #2 {
  %10 = fsub contract float %2, %0
  %11 = fsub contract float %3, %1
  %12 = fsub contract float %4, %0
  %13 = fsub contract float %5, %1
  %14 = fmul contract float %10, %13
  %15 = fmul contract float %11, %12
  %16 = fsub contract float %14, %15
  %17 = tail call noundef float @llvm.nvvm.fabs.f32(float %16)
  %18 = fcmp contract olt float %17, 0x3BC79CA100000000
  br i1 %18, label %31, label %19

19:                                               ; preds = %9
  %20 = fsub contract float %7, %6
  %21 = fsub contract float %8, %6
  %22 = fdiv contract float 1.000000e+00, %16
  %23 = fmul contract float %13, %20
  %24 = fmul contract float %11, %21
  %25 = fsub contract float %23, %24
  %26 = fmul contract float %22, %25
  %27 = fmul contract float %10, %21
  %28 = fmul contract float %12, %20
  %29 = fsub contract float %27, %28
  %30 = fmul contract float %22, %29
  br label %31

31:                                               ; preds = %9, %19
  %32 = phi float [ %26, %19 ], [ 0.000000e+00, %9 ]
  %33 = phi float [ %30, %19 ], [ 0.000000e+00, %9 ]
  %34 = fmul contract float %16, 5.000000e-01
  %35 = insertvalue { float, float, float } poison, float %32, 0
  %36 = insertvalue { float, float, float } %35, float %33, 1
  %37 = insertvalue { float, float, float } %36, float %34, 2
  ret { float, float, float } %37
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!12 = !{!"double", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !8, i64 0}
