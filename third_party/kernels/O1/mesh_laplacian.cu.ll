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

23:                                               ; preds = %37, %9
  ret void

24:                                               ; preds = %9, %37
  %25 = phi i64 [ %45, %37 ], [ %20, %9 ]
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
  br i1 %36, label %47, label %37

37:                                               ; preds = %64, %24
  %38 = phi double [ 0.000000e+00, %24 ], [ %65, %64 ]
  %39 = getelementptr inbounds nuw double, ptr %3, i64 %25
  %40 = load double, ptr %39, align 8, !tbaa !11
  %41 = fmul contract double %38, %40
  %42 = fmul contract double %8, %35
  %43 = fadd contract double %42, %41
  %44 = getelementptr inbounds nuw double, ptr %5, i64 %25
  store double %43, ptr %44, align 8, !tbaa !11
  %45 = add i64 %25, %14
  %46 = icmp ult i64 %45, %21
  br i1 %46, label %24, label %23, !llvm.loop !13

47:                                               ; preds = %24, %64
  %48 = phi i64 [ %66, %64 ], [ %29, %24 ]
  %49 = phi double [ %65, %64 ], [ 0.000000e+00, %24 ]
  %50 = getelementptr inbounds nuw i32, ptr %1, i64 %48
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = icmp slt i32 %51, 0
  br i1 %52, label %64, label %53

53:                                               ; preds = %47
  %54 = zext nneg i32 %51 to i64
  %55 = icmp sgt i64 %6, %54
  br i1 %55, label %56, label %64

56:                                               ; preds = %53
  %57 = getelementptr inbounds nuw double, ptr %2, i64 %48
  %58 = load double, ptr %57, align 8, !tbaa !11
  %59 = getelementptr inbounds nuw double, ptr %4, i64 %54
  %60 = load double, ptr %59, align 8, !tbaa !11
  %61 = fsub contract double %60, %35
  %62 = fmul contract double %58, %61
  %63 = fadd contract double %49, %62
  br label %64

64:                                               ; preds = %47, %53, %56
  %65 = phi double [ %63, %56 ], [ %49, %53 ], [ %49, %47 ]
  %66 = add nuw nsw i64 %48, 1
  %67 = icmp slt i64 %66, %33
  br i1 %67, label %47, label %37, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @tri_gradients(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = alloca %struct.float2.0, align 8
  %9 = alloca %struct.float2.0, align 8
  %10 = alloca %struct.float2.0, align 8
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  %16 = icmp slt i32 %15, %5
  br i1 %16, label %17, label %65

17:                                               ; preds = %7
  %18 = mul nsw i32 %15, 3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = getelementptr i8, ptr %20, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr i8, ptr %20, i64 8
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = icmp sgt i32 %21, -1
  br i1 %26, label %27, label %57

27:                                               ; preds = %17
  %28 = icmp slt i32 %21, %6
  %29 = icmp sgt i32 %23, -1
  %30 = select i1 %28, i1 %29, i1 false
  br i1 %30, label %31, label %57

31:                                               ; preds = %27
  %32 = icmp slt i32 %23, %6
  %33 = icmp sgt i32 %25, -1
  %34 = icmp slt i32 %25, %6
  %35 = and i1 %33, %34
  %36 = select i1 %32, i1 %35, i1 false
  br i1 %36, label %37, label %57

37:                                               ; preds = %31
  %38 = zext nneg i32 %21 to i64
  %39 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %38
  %40 = load i64, ptr %39, align 8
  store i64 %40, ptr %8, align 8
  %41 = zext nneg i32 %23 to i64
  %42 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %41
  %43 = load i64, ptr %42, align 8
  store i64 %43, ptr %9, align 8
  %44 = zext nneg i32 %25 to i64
  %45 = getelementptr inbounds nuw %struct.float2.0, ptr %1, i64 %44
  %46 = load i64, ptr %45, align 8
  store i64 %46, ptr %10, align 8
  %47 = getelementptr inbounds nuw float, ptr %2, i64 %38
  %48 = load float, ptr %47, align 4, !tbaa !17
  %49 = getelementptr inbounds nuw float, ptr %2, i64 %41
  %50 = load float, ptr %49, align 4, !tbaa !17
  %51 = getelementptr inbounds nuw float, ptr %2, i64 %44
  %52 = load float, ptr %51, align 4, !tbaa !17
  %53 = tail call fastcc { float, float, float } @_ZL12tri_gradient6float2S_S_fff(ptr noundef nonnull byval(%struct.float2.0) align 8 %8, ptr noundef nonnull byval(%struct.float2.0) align 8 %9, ptr noundef nonnull byval(%struct.float2.0) align 8 %10, float noundef %48, float noundef %50, float noundef %52) #6
  %54 = extractvalue { float, float, float } %53, 0
  %55 = extractvalue { float, float, float } %53, 1
  %56 = extractvalue { float, float, float } %53, 2
  br label %57

57:                                               ; preds = %31, %27, %17, %37
  %58 = phi float [ %54, %37 ], [ 0.000000e+00, %17 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %31 ]
  %59 = phi float [ %55, %37 ], [ 0.000000e+00, %17 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %31 ]
  %60 = phi float [ %56, %37 ], [ 0.000000e+00, %17 ], [ 0.000000e+00, %27 ], [ 0.000000e+00, %31 ]
  %61 = sext i32 %15 to i64
  %62 = getelementptr inbounds %struct.float2.0, ptr %3, i64 %61
  store float %58, ptr %62, align 8, !tbaa !17
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4
  store float %59, ptr %63, align 4, !tbaa !17
  %64 = getelementptr inbounds float, ptr %4, i64 %61
  store float %60, ptr %64, align 4, !tbaa !17
  br label %65

65:                                               ; preds = %57, %7
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define internal fastcc { float, float, float } @_ZL12tri_gradient6float2S_S_fff(ptr noundef readonly byval(%struct.float2.0) align 8 captures(none) %0, ptr noundef readonly byval(%struct.float2.0) align 8 captures(none) %1, ptr noundef readonly byval(%struct.float2.0) align 8 captures(none) %2, float noundef %3, float noundef %4, float noundef %5) unnamed_addr #2 {
  %7 = load float, ptr %1, align 8, !tbaa !19
  %8 = load float, ptr %0, align 8, !tbaa !19
  %9 = fsub contract float %7, %8
  %10 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !21
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !21
  %14 = fsub contract float %11, %13
  %15 = load float, ptr %2, align 8, !tbaa !19
  %16 = fsub contract float %15, %8
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %18 = load float, ptr %17, align 4, !tbaa !21
  %19 = fsub contract float %18, %13
  %20 = fmul contract float %9, %19
  %21 = fmul contract float %14, %16
  %22 = fsub contract float %20, %21
  %23 = tail call noundef float @llvm.nvvm.fabs.f32(float %22)
  %24 = fcmp contract olt float %23, 0x3BC79CA100000000
  br i1 %24, label %37, label %25

25:                                               ; preds = %6
  %26 = fsub contract float %4, %3
  %27 = fsub contract float %5, %3
  %28 = fdiv contract float 1.000000e+00, %22
  %29 = fmul contract float %26, %19
  %30 = fmul contract float %27, %14
  %31 = fsub contract float %29, %30
  %32 = fmul contract float %31, %28
  %33 = fmul contract float %27, %9
  %34 = fmul contract float %26, %16
  %35 = fsub contract float %33, %34
  %36 = fmul contract float %35, %28
  br label %37

37:                                               ; preds = %6, %25
  %38 = phi float [ %32, %25 ], [ 0.000000e+00, %6 ]
  %39 = phi float [ %36, %25 ], [ 0.000000e+00, %6 ]
  %40 = fmul contract float %22, 5.000000e-01
  %41 = insertvalue { float, float, float } poison, float %38, 0
  %42 = insertvalue { float, float, float } %41, float %39, 1
  %43 = insertvalue { float, float, float } %42, float %40, 2
  ret { float, float, float } %43
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
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !8, i64 0}
!19 = !{!20, !18, i64 0}
!20 = !{!"_ZTS6float2", !18, i64 0, !18, i64 4}
!21 = !{!20, !18, i64 4}
