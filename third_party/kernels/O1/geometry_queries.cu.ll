; ModuleID = 'src/geometry_queries.cu'
source_filename = "src/geometry_queries.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }
%struct.double2.0 = type { double, double }

$_Z14winding_numberIfEiPKT_S2_iiS0_S0_ = comdat any

$_Z14winding_numberIdEiPKT_S2_iiS0_S0_ = comdat any

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @pip_classify_f32(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  %17 = icmp slt i32 %16, %2
  br i1 %17, label %18, label %71

18:                                               ; preds = %11
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = getelementptr inbounds float, ptr %1, i64 %19
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = icmp sgt i32 %8, 0
  br i1 %24, label %25, label %66

25:                                               ; preds = %18, %63
  %26 = phi i32 [ %61, %63 ], [ -1, %18 ]
  %27 = phi i32 [ %60, %63 ], [ 0, %18 ]
  %28 = phi i32 [ %64, %63 ], [ 0, %18 ]
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw %struct.float4, ptr %7, i64 %29
  %31 = load float, ptr %30, align 16, !tbaa !11
  %32 = fcmp contract olt float %21, %31
  br i1 %32, label %59, label %33

33:                                               ; preds = %25
  %34 = getelementptr inbounds nuw i8, ptr %30, i64 12
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = getelementptr inbounds nuw i8, ptr %30, i64 8
  %37 = load float, ptr %36, align 8, !tbaa !11
  %38 = getelementptr inbounds nuw i8, ptr %30, i64 4
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = fcmp contract olt float %23, %39
  %41 = fcmp contract ogt float %21, %37
  %42 = select i1 %40, i1 true, i1 %41
  %43 = fcmp contract ogt float %23, %35
  %44 = select i1 %42, i1 true, i1 %43
  br i1 %44, label %59, label %45

45:                                               ; preds = %33
  %46 = getelementptr inbounds nuw i32, ptr %6, i64 %29
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = tail call noundef i32 @llvm.smax.i32(i32 %47, i32 0)
  %49 = tail call noundef i32 @llvm.smin.i32(i32 %48, i32 %5)
  %50 = getelementptr inbounds nuw i8, ptr %46, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = tail call noundef i32 @llvm.smax.i32(i32 %51, i32 %49)
  %53 = tail call noundef i32 @llvm.smin.i32(i32 %52, i32 %5)
  %54 = tail call noundef i32 @_Z14winding_numberIfEiPKT_S2_iiS0_S0_(ptr noundef %3, ptr noundef %4, i32 noundef %49, i32 noundef %53, float noundef %21, float noundef %23) #7
  %55 = icmp eq i32 %54, 0
  %56 = select i1 %55, i32 %27, i32 %54
  %57 = select i1 %55, i32 %26, i32 %28
  %58 = select i1 %55, i32 0, i32 2
  br label %59

59:                                               ; preds = %25, %33, %45
  %60 = phi i32 [ %56, %45 ], [ %27, %33 ], [ %27, %25 ]
  %61 = phi i32 [ %57, %45 ], [ %26, %33 ], [ %26, %25 ]
  %62 = phi i32 [ %58, %45 ], [ 4, %33 ], [ 4, %25 ]
  switch i32 %62, label %66 [
    i32 0, label %63
    i32 4, label %63
  ]

63:                                               ; preds = %59, %59
  %64 = add nuw nsw i32 %28, 1
  %65 = icmp eq i32 %64, %8
  br i1 %65, label %66, label %25, !llvm.loop !13

66:                                               ; preds = %59, %63, %18
  %67 = phi i32 [ 0, %18 ], [ %60, %63 ], [ %60, %59 ]
  %68 = phi i32 [ -1, %18 ], [ %61, %63 ], [ %61, %59 ]
  %69 = getelementptr inbounds i32, ptr %9, i64 %19
  store i32 %68, ptr %69, align 4, !tbaa !6
  %70 = getelementptr inbounds i32, ptr %10, i64 %19
  store i32 %67, ptr %70, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %11, %66
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z14winding_numberIfEiPKT_S2_iiS0_S0_(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #1 comdat {
  %7 = sub nsw i32 %3, %2
  %8 = icmp sgt i32 %7, 2
  %9 = icmp slt i32 %2, %3
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %51

11:                                               ; preds = %6
  %12 = add nsw i32 %3, -1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !11
  br label %18

18:                                               ; preds = %11, %46
  %19 = phi i32 [ %48, %46 ], [ 0, %11 ]
  %20 = phi i32 [ %49, %46 ], [ %2, %11 ]
  %21 = phi float [ %27, %46 ], [ %15, %11 ]
  %22 = phi float [ %25, %46 ], [ %17, %11 ]
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds float, ptr %0, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !11
  %26 = getelementptr inbounds float, ptr %1, i64 %23
  %27 = load float, ptr %26, align 4, !tbaa !11
  %28 = fsub contract float %25, %22
  %29 = fsub contract float %5, %21
  %30 = fmul contract float %29, %28
  %31 = fsub contract float %4, %22
  %32 = fsub contract float %27, %21
  %33 = fmul contract float %31, %32
  %34 = fsub contract float %30, %33
  %35 = fcmp contract ugt float %21, %5
  br i1 %35, label %41, label %36

36:                                               ; preds = %18
  %37 = fcmp contract ogt float %27, %5
  %38 = fcmp contract ogt float %34, 0.000000e+00
  %39 = select i1 %37, i1 %38, i1 false
  %40 = zext i1 %39 to i32
  br label %46

41:                                               ; preds = %18
  %42 = fcmp contract ole float %27, %5
  %43 = fcmp contract olt float %34, 0.000000e+00
  %44 = select i1 %42, i1 %43, i1 false
  %45 = sext i1 %44 to i32
  br label %46

46:                                               ; preds = %41, %36
  %47 = phi i32 [ %40, %36 ], [ %45, %41 ]
  %48 = add nsw i32 %47, %19
  %49 = add nsw i32 %20, 1
  %50 = icmp eq i32 %49, %3
  br i1 %50, label %51, label %18, !llvm.loop !16

51:                                               ; preds = %46, %6
  %52 = phi i32 [ 0, %6 ], [ %48, %46 ]
  ret i32 %52
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @pip_classify_f64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %49

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds %struct.double2.0, ptr %0, i64 %17
  %19 = load double, ptr %18, align 16, !tbaa !17
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !17
  %22 = icmp sgt i32 %6, 0
  br i1 %22, label %23, label %25

23:                                               ; preds = %16
  %24 = icmp eq i32 %7, 0
  br label %28

25:                                               ; preds = %28, %16
  %26 = phi i32 [ 0, %16 ], [ %47, %28 ]
  %27 = getelementptr inbounds i32, ptr %8, i64 %17
  store i32 %26, ptr %27, align 4, !tbaa !6
  br label %49

28:                                               ; preds = %23, %28
  %29 = phi i32 [ 0, %23 ], [ %47, %28 ]
  %30 = phi i32 [ 0, %23 ], [ %36, %28 ]
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr %5, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 0)
  %35 = tail call noundef i32 @llvm.smin.i32(i32 %34, i32 %4)
  %36 = add nuw nsw i32 %30, 1
  %37 = zext nneg i32 %36 to i64
  %38 = getelementptr inbounds nuw i32, ptr %5, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 %35)
  %41 = tail call noundef i32 @llvm.smin.i32(i32 %40, i32 %4)
  %42 = tail call noundef i32 @_Z14winding_numberIdEiPKT_S2_iiS0_S0_(ptr noundef %2, ptr noundef %3, i32 noundef %35, i32 noundef %41, double noundef %19, double noundef %21) #7
  %43 = and i32 %42, 1
  %44 = icmp ne i32 %42, 0
  %45 = zext i1 %44 to i32
  %46 = select i1 %24, i32 %45, i32 %43
  %47 = add nuw nsw i32 %46, %29
  %48 = icmp eq i32 %36, %6
  br i1 %48, label %25, label %28, !llvm.loop !19

49:                                               ; preds = %9, %25
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z14winding_numberIdEiPKT_S2_iiS0_S0_(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4, double noundef %5) local_unnamed_addr #1 comdat {
  %7 = sub nsw i32 %3, %2
  %8 = icmp sgt i32 %7, 2
  %9 = icmp slt i32 %2, %3
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %51

11:                                               ; preds = %6
  %12 = add nsw i32 %3, -1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !17
  %16 = getelementptr inbounds double, ptr %0, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !17
  br label %18

18:                                               ; preds = %11, %46
  %19 = phi i32 [ %48, %46 ], [ 0, %11 ]
  %20 = phi i32 [ %49, %46 ], [ %2, %11 ]
  %21 = phi double [ %27, %46 ], [ %15, %11 ]
  %22 = phi double [ %25, %46 ], [ %17, %11 ]
  %23 = sext i32 %20 to i64
  %24 = getelementptr inbounds double, ptr %0, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !17
  %26 = getelementptr inbounds double, ptr %1, i64 %23
  %27 = load double, ptr %26, align 8, !tbaa !17
  %28 = fsub contract double %25, %22
  %29 = fsub contract double %5, %21
  %30 = fmul contract double %29, %28
  %31 = fsub contract double %4, %22
  %32 = fsub contract double %27, %21
  %33 = fmul contract double %31, %32
  %34 = fsub contract double %30, %33
  %35 = fcmp contract ugt double %21, %5
  br i1 %35, label %41, label %36

36:                                               ; preds = %18
  %37 = fcmp contract ogt double %27, %5
  %38 = fcmp contract ogt double %34, 0.000000e+00
  %39 = select i1 %37, i1 %38, i1 false
  %40 = zext i1 %39 to i32
  br label %46

41:                                               ; preds = %18
  %42 = fcmp contract ole double %27, %5
  %43 = fcmp contract olt double %34, 0.000000e+00
  %44 = select i1 %42, i1 %43, i1 false
  %45 = sext i1 %44 to i32
  br label %46

46:                                               ; preds = %41, %36
  %47 = phi i32 [ %40, %36 ], [ %45, %41 ]
  %48 = add nsw i32 %47, %19
  %49 = add nsw i32 %20, 1
  %50 = icmp eq i32 %49, %3
  br i1 %50, label %51, label %18, !llvm.loop !20

51:                                               ; preds = %46, %6
  %52 = phi i32 [ 0, %6 ], [ %48, %46 ]
  ret i32 %52
}

; Function Attrs: nofree nosync nounwind memory(argmem: read)
define dso_local noundef float @_Z10quad_countPKiiiii6float4(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef readonly byval(%struct.float4) align 16 captures(none) %5) local_unnamed_addr #2 {
  %7 = shl nuw i32 1, %2
  %8 = sitofp i32 %7 to float
  %9 = fdiv contract float 1.000000e+00, %8
  %10 = sitofp i32 %3 to float
  %11 = fmul contract float %9, %10
  %12 = sitofp i32 %4 to float
  %13 = fmul contract float %9, %12
  %14 = fadd contract float %9, %11
  %15 = fadd contract float %9, %13
  %16 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %17 = load float, ptr %16, align 8, !tbaa !21
  %18 = fcmp contract ugt float %17, %11
  %19 = load float, ptr %5, align 16
  %20 = fcmp contract ult float %19, %14
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %22, label %81

22:                                               ; preds = %6
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %24 = load float, ptr %23, align 4, !tbaa !23
  %25 = fcmp contract ugt float %24, %13
  br i1 %25, label %26, label %81

26:                                               ; preds = %22
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !24
  %29 = fcmp contract ult float %28, %15
  br i1 %29, label %30, label %81

30:                                               ; preds = %26
  %31 = shl nsw i32 %2, 1
  %32 = shl nsw i32 -1, %31
  %33 = xor i32 %32, -1
  %34 = udiv i32 %33, 3
  %35 = shl i32 %4, %2
  %36 = add i32 %35, %3
  %37 = add i32 %36, %34
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = icmp slt i32 %40, 1
  br i1 %41, label %81, label %42

42:                                               ; preds = %30
  %43 = fcmp contract ugt float %19, %11
  %44 = fcmp contract ugt float %28, %13
  %45 = or i1 %43, %44
  %46 = fcmp contract ult float %17, %14
  %47 = or i1 %46, %45
  %48 = fcmp contract ult float %24, %15
  %49 = or i1 %48, %47
  br i1 %49, label %52, label %50

50:                                               ; preds = %42
  %51 = uitofp nneg i32 %40 to float
  br label %81

52:                                               ; preds = %42
  %53 = add nsw i32 %2, 1
  %54 = icmp slt i32 %53, %1
  br i1 %54, label %55, label %58

55:                                               ; preds = %52
  %56 = shl nsw i32 %3, 1
  %57 = shl nsw i32 %4, 1
  br label %70

58:                                               ; preds = %52
  %59 = tail call noundef float @llvm.minnum.f32(float %17, float %14)
  %60 = tail call noundef float @llvm.maxnum.f32(float %19, float %11)
  %61 = fsub contract float %59, %60
  %62 = tail call noundef float @llvm.minnum.f32(float %24, float %15)
  %63 = tail call noundef float @llvm.maxnum.f32(float %28, float %13)
  %64 = fsub contract float %62, %63
  %65 = uitofp nneg i32 %40 to float
  %66 = fmul contract float %61, %64
  %67 = fmul contract float %66, %65
  %68 = fmul contract float %9, %9
  %69 = fdiv contract float %67, %68
  br label %81

70:                                               ; preds = %55, %70
  %71 = phi i32 [ 0, %55 ], [ %79, %70 ]
  %72 = phi float [ 0.000000e+00, %55 ], [ %78, %70 ]
  %73 = and i32 %71, 1
  %74 = or disjoint i32 %73, %56
  %75 = lshr i32 %71, 1
  %76 = add nuw nsw i32 %75, %57
  %77 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef %0, i32 noundef %1, i32 noundef %53, i32 noundef %74, i32 noundef %76, ptr noundef nonnull byval(%struct.float4) align 16 %5) #7
  %78 = fadd contract float %72, %77
  %79 = add nuw nsw i32 %71, 1
  %80 = icmp eq i32 %79, 4
  br i1 %80, label %81, label %70, !llvm.loop !25

81:                                               ; preds = %70, %50, %58, %30, %6, %22, %26
  %82 = phi float [ 0.000000e+00, %6 ], [ 0.000000e+00, %26 ], [ 0.000000e+00, %22 ], [ 0.000000e+00, %30 ], [ %51, %50 ], [ %69, %58 ], [ %78, %70 ]
  ret float %82
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @quadtree_range_count(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #3 {
  %6 = alloca %struct.float4, align 16
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %42

13:                                               ; preds = %5
  %14 = tail call noundef i32 @llvm.smax.i32(i32 %1, i32 1)
  %15 = tail call noundef i32 @llvm.smin.i32(i32 %14, i32 7)
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds %struct.float4, ptr %2, i64 %16
  %18 = load float, ptr %17, align 16, !tbaa !11
  %19 = getelementptr inbounds nuw i8, ptr %17, i64 4
  %20 = load float, ptr %19, align 4, !tbaa !11
  %21 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %22 = load float, ptr %21, align 8, !tbaa !11
  %23 = getelementptr inbounds nuw i8, ptr %17, i64 12
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = tail call noundef float @llvm.minnum.f32(float %18, float %22)
  %26 = tail call noundef float @llvm.maxnum.f32(float %25, float 0.000000e+00)
  %27 = tail call noundef float @llvm.minnum.f32(float %26, float 1.000000e+00)
  %28 = tail call noundef float @llvm.maxnum.f32(float %18, float %22)
  %29 = tail call noundef float @llvm.maxnum.f32(float %28, float 0.000000e+00)
  %30 = tail call noundef float @llvm.minnum.f32(float %29, float 1.000000e+00)
  %31 = tail call noundef float @llvm.minnum.f32(float %20, float %24)
  %32 = tail call noundef float @llvm.maxnum.f32(float %31, float 0.000000e+00)
  %33 = tail call noundef float @llvm.minnum.f32(float %32, float 1.000000e+00)
  %34 = tail call noundef float @llvm.maxnum.f32(float %20, float %24)
  %35 = tail call noundef float @llvm.maxnum.f32(float %34, float 0.000000e+00)
  %36 = tail call noundef float @llvm.minnum.f32(float %35, float 1.000000e+00)
  store float %27, ptr %6, align 16, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store float %33, ptr %37, align 4, !tbaa !11
  %38 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store float %30, ptr %38, align 8, !tbaa !11
  %39 = getelementptr inbounds nuw i8, ptr %6, i64 12
  store float %36, ptr %39, align 4, !tbaa !11
  %40 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef %0, i32 noundef %15, i32 noundef 0, i32 noundef 0, i32 noundef 0, ptr noundef nonnull byval(%struct.float4) align 16 %6) #7
  %41 = getelementptr inbounds float, ptr %4, i64 %16
  store float %40, ptr %41, align 4, !tbaa !11
  br label %42

42:                                               ; preds = %5, %13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = !{!22, !12, i64 8}
!22 = !{!"_ZTS6float4", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!23 = !{!22, !12, i64 12}
!24 = !{!22, !12, i64 4}
!25 = distinct !{!25, !14, !15}
