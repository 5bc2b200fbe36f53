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
  %54 = tail call noundef i32 @_Z14winding_numberIfEiPKT_S2_iiS0_S0_(ptr noundef %3, ptr noundef %4, i32 noundef %49, i32 noundef %53, float noundef %21, float noundef %23) #8
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
  br i1 %10, label %11, label %119

11:                                               ; preds = %6
  %12 = add nsw i32 %3, -1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = getelementptr inbounds float, ptr %0, i64 %13
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = add i32 %2, 1
  %19 = and i32 %7, 1
  %20 = icmp eq i32 %3, %18
  br i1 %20, label %87, label %21

21:                                               ; preds = %11
  %22 = and i32 %7, 2147483646
  br label %23

23:                                               ; preds = %79, %21
  %24 = phi i32 [ 0, %21 ], [ %81, %79 ]
  %25 = phi i32 [ %2, %21 ], [ %82, %79 ]
  %26 = phi float [ %15, %21 ], [ %60, %79 ]
  %27 = phi float [ %17, %21 ], [ %58, %79 ]
  %28 = phi i32 [ 0, %21 ], [ %83, %79 ]
  %29 = sext i32 %25 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = getelementptr inbounds float, ptr %1, i64 %29
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = fsub contract float %31, %27
  %35 = fsub contract float %5, %26
  %36 = fmul contract float %35, %34
  %37 = fsub contract float %4, %27
  %38 = fsub contract float %33, %26
  %39 = fmul contract float %37, %38
  %40 = fsub contract float %36, %39
  %41 = fcmp contract ugt float %26, %5
  br i1 %41, label %47, label %42

42:                                               ; preds = %23
  %43 = fcmp contract ogt float %33, %5
  %44 = fcmp contract ogt float %40, 0.000000e+00
  %45 = select i1 %43, i1 %44, i1 false
  %46 = zext i1 %45 to i32
  br label %52

47:                                               ; preds = %23
  %48 = fcmp contract ole float %33, %5
  %49 = fcmp contract olt float %40, 0.000000e+00
  %50 = select i1 %48, i1 %49, i1 false
  %51 = sext i1 %50 to i32
  br label %52

52:                                               ; preds = %47, %42
  %53 = phi i32 [ %46, %42 ], [ %51, %47 ]
  %54 = add nsw i32 %53, %24
  %55 = add nsw i32 %25, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr %0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = getelementptr inbounds float, ptr %1, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = fsub contract float %58, %31
  %62 = fsub contract float %5, %33
  %63 = fmul contract float %62, %61
  %64 = fsub contract float %4, %31
  %65 = fsub contract float %60, %33
  %66 = fmul contract float %64, %65
  %67 = fsub contract float %63, %66
  %68 = fcmp contract ugt float %33, %5
  br i1 %68, label %74, label %69

69:                                               ; preds = %52
  %70 = fcmp contract ogt float %60, %5
  %71 = fcmp contract ogt float %67, 0.000000e+00
  %72 = select i1 %70, i1 %71, i1 false
  %73 = zext i1 %72 to i32
  br label %79

74:                                               ; preds = %52
  %75 = fcmp contract ole float %60, %5
  %76 = fcmp contract olt float %67, 0.000000e+00
  %77 = select i1 %75, i1 %76, i1 false
  %78 = sext i1 %77 to i32
  br label %79

79:                                               ; preds = %74, %69
  %80 = phi i32 [ %73, %69 ], [ %78, %74 ]
  %81 = add nsw i32 %80, %54
  %82 = add nsw i32 %25, 2
  %83 = add i32 %28, 2
  %84 = icmp eq i32 %83, %22
  br i1 %84, label %85, label %23, !llvm.loop !15

85:                                               ; preds = %79
  %86 = icmp eq i32 %19, 0
  br i1 %86, label %119, label %87

87:                                               ; preds = %85, %11
  %88 = phi i32 [ 0, %11 ], [ %81, %85 ]
  %89 = phi i32 [ %2, %11 ], [ %82, %85 ]
  %90 = phi float [ %15, %11 ], [ %60, %85 ]
  %91 = phi float [ %17, %11 ], [ %58, %85 ]
  %92 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %92)
  %93 = sext i32 %89 to i64
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4, !tbaa !11
  %96 = getelementptr inbounds float, ptr %1, i64 %93
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fsub contract float %95, %91
  %99 = fsub contract float %5, %90
  %100 = fmul contract float %99, %98
  %101 = fsub contract float %4, %91
  %102 = fsub contract float %97, %90
  %103 = fmul contract float %101, %102
  %104 = fsub contract float %100, %103
  %105 = fcmp contract ugt float %90, %5
  br i1 %105, label %111, label %106

106:                                              ; preds = %87
  %107 = fcmp contract ogt float %97, %5
  %108 = fcmp contract ogt float %104, 0.000000e+00
  %109 = select i1 %107, i1 %108, i1 false
  %110 = zext i1 %109 to i32
  br label %116

111:                                              ; preds = %87
  %112 = fcmp contract ole float %97, %5
  %113 = fcmp contract olt float %104, 0.000000e+00
  %114 = select i1 %112, i1 %113, i1 false
  %115 = sext i1 %114 to i32
  br label %116

116:                                              ; preds = %111, %106
  %117 = phi i32 [ %110, %106 ], [ %115, %111 ]
  %118 = add nsw i32 %117, %88
  br label %119

119:                                              ; preds = %116, %85, %6
  %120 = phi i32 [ 0, %6 ], [ %81, %85 ], [ %118, %116 ]
  ret i32 %120
}

; Function Attrs: noinline norecurse nounwind
define dso_local ptx_kernel void @pip_classify_f64(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %16, label %89

16:                                               ; preds = %9
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds %struct.double2.0, ptr %0, i64 %17
  %19 = load double, ptr %18, align 16, !tbaa !16
  %20 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !16
  %22 = icmp sgt i32 %6, 0
  br i1 %22, label %23, label %51

23:                                               ; preds = %16
  %24 = icmp eq i32 %7, 0
  %25 = load i32, ptr %5, align 4, !tbaa !6
  %26 = and i32 %6, 1
  %27 = icmp eq i32 %6, 1
  br i1 %27, label %32, label %28

28:                                               ; preds = %23
  %29 = and i32 %6, 2147483646
  br label %54

30:                                               ; preds = %54
  %31 = icmp eq i32 %26, 0
  br i1 %31, label %51, label %32

32:                                               ; preds = %30, %23
  %33 = phi i32 [ %25, %23 ], [ %78, %30 ]
  %34 = phi i32 [ 0, %23 ], [ %86, %30 ]
  %35 = phi i32 [ 0, %23 ], [ %75, %30 ]
  %36 = icmp ne i32 %26, 0
  tail call void @llvm.assume(i1 %36)
  %37 = tail call noundef i32 @llvm.smax.i32(i32 %33, i32 0)
  %38 = tail call noundef i32 @llvm.smin.i32(i32 %37, i32 %4)
  %39 = sext i32 %35 to i64
  %40 = getelementptr inbounds nuw i32, ptr %5, i64 %39
  %41 = getelementptr inbounds nuw i8, ptr %40, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %42, i32 %38)
  %44 = tail call noundef i32 @llvm.smin.i32(i32 %43, i32 %4)
  %45 = tail call noundef i32 @_Z14winding_numberIdEiPKT_S2_iiS0_S0_(ptr noundef %2, ptr noundef %3, i32 noundef %38, i32 noundef %44, double noundef %19, double noundef %21) #8
  %46 = and i32 %45, 1
  %47 = icmp ne i32 %45, 0
  %48 = zext i1 %47 to i32
  %49 = select i1 %24, i32 %48, i32 %46
  %50 = add nuw nsw i32 %49, %34
  br label %51

51:                                               ; preds = %32, %30, %16
  %52 = phi i32 [ 0, %16 ], [ %86, %30 ], [ %50, %32 ]
  %53 = getelementptr inbounds i32, ptr %8, i64 %17
  store i32 %52, ptr %53, align 4, !tbaa !6
  br label %89

54:                                               ; preds = %54, %28
  %55 = phi i32 [ %25, %28 ], [ %78, %54 ]
  %56 = phi i32 [ 0, %28 ], [ %86, %54 ]
  %57 = phi i32 [ 0, %28 ], [ %75, %54 ]
  %58 = phi i32 [ 0, %28 ], [ %87, %54 ]
  %59 = tail call noundef i32 @llvm.smax.i32(i32 %55, i32 0)
  %60 = tail call noundef i32 @llvm.smin.i32(i32 %59, i32 %4)
  %61 = zext nneg i32 %57 to i64
  %62 = getelementptr inbounds nuw i32, ptr %5, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = tail call noundef i32 @llvm.smax.i32(i32 %64, i32 %60)
  %66 = tail call noundef i32 @llvm.smin.i32(i32 %65, i32 %4)
  %67 = tail call noundef i32 @_Z14winding_numberIdEiPKT_S2_iiS0_S0_(ptr noundef %2, ptr noundef %3, i32 noundef %60, i32 noundef %66, double noundef %19, double noundef %21) #8
  %68 = and i32 %67, 1
  %69 = icmp ne i32 %67, 0
  %70 = zext i1 %69 to i32
  %71 = select i1 %24, i32 %70, i32 %68
  %72 = add nuw nsw i32 %71, %56
  %73 = tail call noundef i32 @llvm.smax.i32(i32 %64, i32 0)
  %74 = tail call noundef i32 @llvm.smin.i32(i32 %73, i32 %4)
  %75 = add nuw nsw i32 %57, 2
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw i32, ptr %5, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !6
  %79 = tail call noundef i32 @llvm.smax.i32(i32 %78, i32 %74)
  %80 = tail call noundef i32 @llvm.smin.i32(i32 %79, i32 %4)
  %81 = tail call noundef i32 @_Z14winding_numberIdEiPKT_S2_iiS0_S0_(ptr noundef %2, ptr noundef %3, i32 noundef %74, i32 noundef %80, double noundef %19, double noundef %21) #8
  %82 = and i32 %81, 1
  %83 = icmp ne i32 %81, 0
  %84 = zext i1 %83 to i32
  %85 = select i1 %24, i32 %84, i32 %82
  %86 = add nuw nsw i32 %85, %72
  %87 = add i32 %58, 2
  %88 = icmp eq i32 %87, %29
  br i1 %88, label %30, label %54, !llvm.loop !18

89:                                               ; preds = %9, %51
  ret void
}

; Function Attrs: mustprogress noinline nounwind
define linkonce_odr dso_local noundef i32 @_Z14winding_numberIdEiPKT_S2_iiS0_S0_(ptr noalias noundef %0, ptr noalias noundef %1, i32 noundef %2, i32 noundef %3, double noundef %4, double noundef %5) local_unnamed_addr #1 comdat {
  %7 = sub nsw i32 %3, %2
  %8 = icmp sgt i32 %7, 2
  %9 = icmp slt i32 %2, %3
  %10 = and i1 %8, %9
  br i1 %10, label %11, label %119

11:                                               ; preds = %6
  %12 = add nsw i32 %3, -1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds double, ptr %1, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !16
  %16 = getelementptr inbounds double, ptr %0, i64 %13
  %17 = load double, ptr %16, align 8, !tbaa !16
  %18 = add i32 %2, 1
  %19 = and i32 %7, 1
  %20 = icmp eq i32 %3, %18
  br i1 %20, label %87, label %21

21:                                               ; preds = %11
  %22 = and i32 %7, 2147483646
  br label %23

23:                                               ; preds = %79, %21
  %24 = phi i32 [ 0, %21 ], [ %81, %79 ]
  %25 = phi i32 [ %2, %21 ], [ %82, %79 ]
  %26 = phi double [ %15, %21 ], [ %60, %79 ]
  %27 = phi double [ %17, %21 ], [ %58, %79 ]
  %28 = phi i32 [ 0, %21 ], [ %83, %79 ]
  %29 = sext i32 %25 to i64
  %30 = getelementptr inbounds double, ptr %0, i64 %29
  %31 = load double, ptr %30, align 8, !tbaa !16
  %32 = getelementptr inbounds double, ptr %1, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !16
  %34 = fsub contract double %31, %27
  %35 = fsub contract double %5, %26
  %36 = fmul contract double %35, %34
  %37 = fsub contract double %4, %27
  %38 = fsub contract double %33, %26
  %39 = fmul contract double %37, %38
  %40 = fsub contract double %36, %39
  %41 = fcmp contract ugt double %26, %5
  br i1 %41, label %47, label %42

42:                                               ; preds = %23
  %43 = fcmp contract ogt double %33, %5
  %44 = fcmp contract ogt double %40, 0.000000e+00
  %45 = select i1 %43, i1 %44, i1 false
  %46 = zext i1 %45 to i32
  br label %52

47:                                               ; preds = %23
  %48 = fcmp contract ole double %33, %5
  %49 = fcmp contract olt double %40, 0.000000e+00
  %50 = select i1 %48, i1 %49, i1 false
  %51 = sext i1 %50 to i32
  br label %52

52:                                               ; preds = %47, %42
  %53 = phi i32 [ %46, %42 ], [ %51, %47 ]
  %54 = add nsw i32 %53, %24
  %55 = add nsw i32 %25, 1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds double, ptr %0, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !16
  %59 = getelementptr inbounds double, ptr %1, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !16
  %61 = fsub contract double %58, %31
  %62 = fsub contract double %5, %33
  %63 = fmul contract double %62, %61
  %64 = fsub contract double %4, %31
  %65 = fsub contract double %60, %33
  %66 = fmul contract double %64, %65
  %67 = fsub contract double %63, %66
  %68 = fcmp contract ugt double %33, %5
  br i1 %68, label %74, label %69

69:                                               ; preds = %52
  %70 = fcmp contract ogt double %60, %5
  %71 = fcmp contract ogt double %67, 0.000000e+00
  %72 = select i1 %70, i1 %71, i1 false
  %73 = zext i1 %72 to i32
  br label %79

74:                                               ; preds = %52
  %75 = fcmp contract ole double %60, %5
  %76 = fcmp contract olt double %67, 0.000000e+00
  %77 = select i1 %75, i1 %76, i1 false
  %78 = sext i1 %77 to i32
  br label %79

79:                                               ; preds = %74, %69
  %80 = phi i32 [ %73, %69 ], [ %78, %74 ]
  %81 = add nsw i32 %80, %54
  %82 = add nsw i32 %25, 2
  %83 = add i32 %28, 2
  %84 = icmp eq i32 %83, %22
  br i1 %84, label %85, label %23, !llvm.loop !19

85:                                               ; preds = %79
  %86 = icmp eq i32 %19, 0
  br i1 %86, label %119, label %87

87:                                               ; preds = %85, %11
  %88 = phi i32 [ 0, %11 ], [ %81, %85 ]
  %89 = phi i32 [ %2, %11 ], [ %82, %85 ]
  %90 = phi double [ %15, %11 ], [ %60, %85 ]
  %91 = phi double [ %17, %11 ], [ %58, %85 ]
  %92 = icmp ne i32 %19, 0
  tail call void @llvm.assume(i1 %92)
  %93 = sext i32 %89 to i64
  %94 = getelementptr inbounds double, ptr %0, i64 %93
  %95 = load double, ptr %94, align 8, !tbaa !16
  %96 = getelementptr inbounds double, ptr %1, i64 %93
  %97 = load double, ptr %96, align 8, !tbaa !16
  %98 = fsub contract double %95, %91
  %99 = fsub contract double %5, %90
  %100 = fmul contract double %99, %98
  %101 = fsub contract double %4, %91
  %102 = fsub contract double %97, %90
  %103 = fmul contract double %101, %102
  %104 = fsub contract double %100, %103
  %105 = fcmp contract ugt double %90, %5
  br i1 %105, label %111, label %106

106:                                              ; preds = %87
  %107 = fcmp contract ogt double %97, %5
  %108 = fcmp contract ogt double %104, 0.000000e+00
  %109 = select i1 %107, i1 %108, i1 false
  %110 = zext i1 %109 to i32
  br label %116

111:                                              ; preds = %87
  %112 = fcmp contract ole double %97, %5
  %113 = fcmp contract olt double %104, 0.000000e+00
  %114 = select i1 %112, i1 %113, i1 false
  %115 = sext i1 %114 to i32
  br label %116

116:                                              ; preds = %111, %106
  %117 = phi i32 [ %110, %106 ], [ %115, %111 ]
  %118 = add nsw i32 %117, %88
  br label %119

119:                                              ; preds = %116, %85, %6
  %120 = phi i32 [ 0, %6 ], [ %81, %85 ], [ %118, %116 ]
  ret i32 %120
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
  %17 = load float, ptr %16, align 8, !tbaa !20
  %18 = fcmp contract ugt float %17, %11
  %19 = load float, ptr %5, align 16
  %20 = fcmp contract ult float %19, %14
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %22, label %55

22:                                               ; preds = %6
  %23 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %24 = load float, ptr %23, align 4, !tbaa !22
  %25 = fcmp contract ugt float %24, %13
  br i1 %25, label %26, label %55

26:                                               ; preds = %22
  %27 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %28 = load float, ptr %27, align 4, !tbaa !23
  %29 = fcmp contract ult float %28, %15
  br i1 %29, label %30, label %55

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
  br i1 %41, label %55, label %42

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
  br label %55

52:                                               ; preds = %42
  %53 = add nsw i32 %2, 1
  %54 = icmp slt i32 %53, %1
  br i1 %54, label %57, label %70

55:                                               ; preds = %26, %22, %6, %30, %70, %50, %57
  %56 = phi float [ %69, %57 ], [ 0.000000e+00, %6 ], [ 0.000000e+00, %26 ], [ 0.000000e+00, %22 ], [ 0.000000e+00, %30 ], [ %51, %50 ], [ %81, %70 ]
  ret float %56

57:                                               ; preds = %52
  %58 = shl nsw i32 %3, 1
  %59 = shl nsw i32 %4, 1
  %60 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef nonnull %0, i32 noundef %1, i32 noundef %53, i32 noundef %58, i32 noundef %59, ptr noundef nonnull byval(%struct.float4) align 16 %5) #8
  %61 = fadd contract float %60, 0.000000e+00
  %62 = or disjoint i32 %58, 1
  %63 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef nonnull %0, i32 noundef %1, i32 noundef %53, i32 noundef %62, i32 noundef %59, ptr noundef nonnull byval(%struct.float4) align 16 %5) #8
  %64 = fadd contract float %61, %63
  %65 = or disjoint i32 %59, 1
  %66 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef nonnull %0, i32 noundef %1, i32 noundef %53, i32 noundef %58, i32 noundef %65, ptr noundef nonnull byval(%struct.float4) align 16 %5) #8
  %67 = fadd contract float %64, %66
  %68 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef nonnull %0, i32 noundef %1, i32 noundef %53, i32 noundef %62, i32 noundef %65, ptr noundef nonnull byval(%struct.float4) align 16 %5) #8
  %69 = fadd contract float %67, %68
  br label %55

70:                                               ; preds = %52
  %71 = tail call noundef float @llvm.minnum.f32(float %17, float %14)
  %72 = tail call noundef float @llvm.maxnum.f32(float %19, float %11)
  %73 = fsub contract float %71, %72
  %74 = tail call noundef float @llvm.minnum.f32(float %24, float %15)
  %75 = tail call noundef float @llvm.maxnum.f32(float %28, float %13)
  %76 = fsub contract float %74, %75
  %77 = uitofp nneg i32 %40 to float
  %78 = fmul contract float %73, %76
  %79 = fmul contract float %78, %77
  %80 = fmul contract float %9, %9
  %81 = fdiv contract float %79, %80
  br label %55
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
  %15 = tail call i32 @llvm.umin.i32(i32 %14, i32 7)
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
  %40 = tail call contract noundef float @_Z10quad_countPKiiiii6float4(ptr noundef %0, i32 noundef %15, i32 noundef 0, i32 noundef 0, i32 noundef 0, ptr noundef nonnull byval(%struct.float4) align 16 %6) #8
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #2 = { nofree nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { nounwind }

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
!16 = !{!17, !17, i64 0}
!17 = !{!"double", !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = !{!21, !12, i64 8}
!21 = !{!"_ZTS6float4", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!22 = !{!21, !12, i64 12}
!23 = !{!21, !12, i64 4}
