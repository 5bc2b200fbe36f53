; ModuleID = 'src/pool_depthwise.cu'
source_filename = "src/pool_depthwise.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @maxpool2d_argmax_fwd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #0 {
  %13 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %14 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 1)
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %11, i32 0)
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %17 = zext nneg i32 %16 to i64
  %18 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %17
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 0)
  %22 = zext nneg i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %25 = zext nneg i32 %24 to i64
  %26 = mul i64 %23, %25
  %27 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %28 = zext nneg i32 %27 to i64
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %28
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = zext nneg i32 %32 to i64
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = mul nuw nsw i64 %33, %35
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = add nuw nsw i64 %36, %38
  %40 = icmp ult i64 %39, %26
  br i1 %40, label %41, label %49

41:                                               ; preds = %12
  %42 = sext i32 %8 to i64
  %43 = sext i32 %7 to i64
  %44 = mul nsw i64 %42, %43
  %45 = sext i32 %6 to i64
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %47 = zext nneg i32 %46 to i64
  %48 = mul nuw nsw i64 %47, %35
  br label %50

49:                                               ; preds = %75, %12
  ret void

50:                                               ; preds = %41, %75
  %51 = phi i64 [ %39, %41 ], [ %82, %75 ]
  %52 = freeze i64 %51
  %53 = udiv i64 %52, %42
  %54 = mul i64 %53, %42
  %55 = sub i64 %52, %54
  %56 = trunc i64 %55 to i32
  %57 = urem i64 %53, %43
  %58 = trunc i64 %57 to i32
  %59 = udiv i64 %51, %44
  %60 = mul i64 %31, %59
  %61 = getelementptr inbounds nuw float, ptr %0, i64 %60
  %62 = mul nsw i32 %14, %58
  %63 = sub nsw i32 %62, %15
  %64 = mul nsw i32 %14, %56
  %65 = sub nsw i32 %64, %15
  %66 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %63, i32 0)
  %67 = add nsw i32 %63, %13
  %68 = tail call noundef i32 @llvm.smin.i32(i32 %67, i32 %5)
  %69 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %65, i32 0)
  %70 = add nsw i32 %65, %13
  %71 = tail call noundef i32 @llvm.smin.i32(i32 %70, i32 %6)
  %72 = icmp slt i32 %66, %68
  br i1 %72, label %73, label %75

73:                                               ; preds = %50
  %74 = icmp slt i32 %69, %71
  br label %84

75:                                               ; preds = %93, %50
  %76 = phi float [ 0xFFF0000000000000, %50 ], [ %94, %93 ]
  %77 = phi i32 [ -1, %50 ], [ %95, %93 ]
  %78 = icmp sgt i32 %77, -1
  %79 = select contract i1 %78, float %76, float 0.000000e+00
  %80 = getelementptr inbounds nuw float, ptr %1, i64 %51
  store float %79, ptr %80, align 4, !tbaa !11
  %81 = getelementptr inbounds nuw i32, ptr %2, i64 %51
  store i32 %77, ptr %81, align 4, !tbaa !6
  %82 = add i64 %51, %48
  %83 = icmp ult i64 %82, %26
  br i1 %83, label %50, label %49, !llvm.loop !13

84:                                               ; preds = %73, %93
  %85 = phi i32 [ %66, %73 ], [ %96, %93 ]
  %86 = phi i32 [ -1, %73 ], [ %95, %93 ]
  %87 = phi float [ 0xFFF0000000000000, %73 ], [ %94, %93 ]
  %88 = zext nneg i32 %85 to i64
  %89 = mul nsw i64 %88, %45
  %90 = getelementptr inbounds nuw float, ptr %61, i64 %89
  br i1 %74, label %91, label %93

91:                                               ; preds = %84
  %92 = mul nsw i32 %85, %6
  br label %98

93:                                               ; preds = %112, %84
  %94 = phi float [ %87, %84 ], [ %113, %112 ]
  %95 = phi i32 [ %86, %84 ], [ %114, %112 ]
  %96 = add nuw nsw i32 %85, 1
  %97 = icmp slt i32 %96, %68
  br i1 %97, label %84, label %75, !llvm.loop !16

98:                                               ; preds = %91, %112
  %99 = phi i32 [ %69, %91 ], [ %115, %112 ]
  %100 = phi i32 [ %86, %91 ], [ %114, %112 ]
  %101 = phi float [ %87, %91 ], [ %113, %112 ]
  %102 = zext nneg i32 %99 to i64
  %103 = getelementptr inbounds nuw float, ptr %90, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fcmp contract ogt float %104, %101
  br i1 %105, label %110, label %106

106:                                              ; preds = %98
  %107 = icmp slt i32 %100, 0
  %108 = fcmp contract ord float %104, 0.000000e+00
  %109 = and i1 %107, %108
  br i1 %109, label %110, label %112

110:                                              ; preds = %106, %98
  %111 = add nsw i32 %99, %92
  br label %112

112:                                              ; preds = %110, %106
  %113 = phi float [ %104, %110 ], [ %101, %106 ]
  %114 = phi i32 [ %111, %110 ], [ %100, %106 ]
  %115 = add nuw nsw i32 %99, 1
  %116 = icmp slt i32 %115, %71
  br i1 %116, label %98, label %93, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @maxpool2d_argmax_bwd(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #0 {
  %13 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %14 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 1)
  %15 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %11, i32 0)
  %16 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %3, i32 0)
  %17 = zext nneg i32 %16 to i64
  %18 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %19, %17
  %21 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %22 = zext nneg i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  %25 = zext nneg i32 %24 to i64
  %26 = mul i64 %23, %25
  %27 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 0)
  %28 = zext nneg i32 %27 to i64
  %29 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %8, i32 0)
  %30 = zext nneg i32 %29 to i64
  %31 = mul nuw nsw i64 %30, %28
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = zext nneg i32 %32 to i64
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = mul nuw nsw i64 %33, %35
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %38 = zext nneg i32 %37 to i64
  %39 = add nuw nsw i64 %36, %38
  %40 = icmp ult i64 %39, %26
  br i1 %40, label %41, label %51

41:                                               ; preds = %12
  %42 = sext i32 %6 to i64
  %43 = sext i32 %5 to i64
  %44 = mul nsw i64 %42, %43
  %45 = add nsw i32 %7, -1
  %46 = add nsw i32 %8, -1
  %47 = sext i32 %8 to i64
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %49 = zext nneg i32 %48 to i64
  %50 = mul nuw nsw i64 %49, %35
  br label %52

51:                                               ; preds = %96, %12
  ret void

52:                                               ; preds = %41, %96
  %53 = phi i64 [ %39, %41 ], [ %99, %96 ]
  %54 = freeze i64 %53
  %55 = udiv i64 %54, %42
  %56 = mul i64 %55, %42
  %57 = sub i64 %54, %56
  %58 = trunc i64 %57 to i32
  %59 = urem i64 %55, %43
  %60 = trunc i64 %59 to i32
  %61 = udiv i64 %53, %44
  %62 = mul nsw i32 %6, %60
  %63 = add nsw i32 %62, %58
  %64 = add nsw i32 %15, %60
  %65 = add nsw i32 %15, %58
  %66 = icmp slt i32 %64, %13
  br i1 %66, label %71, label %67

67:                                               ; preds = %52
  %68 = sub nsw i32 %64, %13
  %69 = udiv i32 %68, %14
  %70 = add nuw nsw i32 %69, 1
  br label %71

71:                                               ; preds = %52, %67
  %72 = phi i32 [ %70, %67 ], [ 0, %52 ]
  %73 = sdiv i32 %64, %14
  %74 = tail call noundef i32 @llvm.smin.i32(i32 %73, i32 %45)
  %75 = icmp slt i32 %65, %13
  br i1 %75, label %80, label %76

76:                                               ; preds = %71
  %77 = sub nsw i32 %65, %13
  %78 = udiv i32 %77, %14
  %79 = add nuw nsw i32 %78, 1
  br label %80

80:                                               ; preds = %71, %76
  %81 = phi i32 [ %79, %76 ], [ 0, %71 ]
  %82 = mul i64 %31, %61
  %83 = getelementptr inbounds nuw float, ptr %0, i64 %82
  %84 = getelementptr inbounds nuw i32, ptr %1, i64 %82
  %85 = icmp sgt i32 %72, %74
  br i1 %85, label %96, label %86

86:                                               ; preds = %80
  %87 = sdiv i32 %65, %14
  %88 = tail call noundef i32 @llvm.smin.i32(i32 %87, i32 %46)
  %89 = icmp sgt i32 %81, %88
  br label %90

90:                                               ; preds = %86, %101
  %91 = phi i32 [ %72, %86 ], [ %103, %101 ]
  %92 = phi float [ 0.000000e+00, %86 ], [ %102, %101 ]
  br i1 %89, label %101, label %93

93:                                               ; preds = %90
  %94 = sext i32 %91 to i64
  %95 = mul nsw i64 %94, %47
  br label %105

96:                                               ; preds = %101, %80
  %97 = phi float [ 0.000000e+00, %80 ], [ %102, %101 ]
  %98 = getelementptr inbounds nuw float, ptr %2, i64 %53
  store float %97, ptr %98, align 4, !tbaa !11
  %99 = add i64 %53, %50
  %100 = icmp ult i64 %99, %26
  br i1 %100, label %52, label %51, !llvm.loop !18

101:                                              ; preds = %117, %90
  %102 = phi float [ %92, %90 ], [ %118, %117 ]
  %103 = add i32 %91, 1
  %104 = icmp eq i32 %91, %74
  br i1 %104, label %96, label %90, !llvm.loop !19

105:                                              ; preds = %93, %117
  %106 = phi i32 [ %81, %93 ], [ %119, %117 ]
  %107 = phi float [ %92, %93 ], [ %118, %117 ]
  %108 = sext i32 %106 to i64
  %109 = add nsw i64 %95, %108
  %110 = getelementptr inbounds nuw i32, ptr %84, i64 %109
  %111 = load i32, ptr %110, align 4, !tbaa !6
  %112 = icmp eq i32 %111, %63
  br i1 %112, label %113, label %117

113:                                              ; preds = %105
  %114 = getelementptr inbounds nuw float, ptr %83, i64 %109
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = fadd contract float %107, %115
  br label %117

117:                                              ; preds = %113, %105
  %118 = phi float [ %116, %113 ], [ %107, %105 ]
  %119 = add i32 %106, 1
  %120 = icmp eq i32 %106, %88
  br i1 %120, label %101, label %105, !llvm.loop !20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @depthwise3x3_nhwc_relu6(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #1 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul nuw nsw i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add nuw nsw i32 %16, %17
  %19 = icmp slt i32 %5, 1
  br i1 %19, label %404, label %20

20:                                               ; preds = %8
  %21 = add nuw nsw i32 %5, 3
  %22 = lshr i32 %21, 2
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %24 = udiv i32 %23, %22
  %25 = mul nuw nsw i32 %24, %22
  %26 = sub nsw i32 %23, %25
  %27 = shl i32 %26, 2
  %28 = icmp slt i32 %13, %7
  %29 = icmp slt i32 %18, %6
  %30 = and i1 %29, %28
  %31 = icmp slt i32 %24, %4
  %32 = and i1 %30, %31
  br i1 %32, label %33, label %404

33:                                               ; preds = %20
  %34 = sext i32 %13 to i64
  %35 = getelementptr float, ptr %1, i64 %34
  %36 = sext i32 %7 to i64
  %37 = load float, ptr %35, align 4, !tbaa !11
  %38 = getelementptr float, ptr %35, i64 %36
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = shl nsw i64 %36, 3
  %41 = getelementptr i8, ptr %35, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = mul nsw i64 %36, 12
  %44 = getelementptr i8, ptr %35, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = shl nsw i64 %36, 4
  %47 = getelementptr i8, ptr %35, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = mul nsw i64 %36, 20
  %50 = getelementptr i8, ptr %35, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = mul nsw i64 %36, 24
  %53 = getelementptr i8, ptr %35, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = mul nsw i64 %36, 28
  %56 = getelementptr i8, ptr %35, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = shl nsw i64 %36, 5
  %59 = getelementptr i8, ptr %35, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = sext i32 %13 to i64
  %62 = getelementptr inbounds float, ptr %2, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !11
  %64 = zext nneg i32 %24 to i64
  %65 = zext nneg i32 %5 to i64
  %66 = zext nneg i32 %6 to i64
  %67 = mul nuw nsw i64 %66, %65
  %68 = mul i64 %67, %64
  %69 = sext i32 %7 to i64
  %70 = add nsw i32 %18, -1
  %71 = getelementptr float, ptr %0, i64 %61
  %72 = add nsw i32 %27, -1
  %73 = icmp sgt i32 %27, 0
  %74 = icmp sle i32 %27, %5
  %75 = zext nneg i32 %72 to i64
  %76 = mul nuw nsw i64 %75, %66
  %77 = add i64 %76, %68
  br i1 %73, label %78, label %89

78:                                               ; preds = %33
  %79 = icmp ne i32 %18, 0
  %80 = icmp sle i32 %18, %6
  %81 = and i1 %79, %80
  %82 = select i1 %74, i1 %81, i1 false
  br i1 %82, label %83, label %89

83:                                               ; preds = %78
  %84 = zext nneg i32 %70 to i64
  %85 = add i64 %77, %84
  %86 = mul i64 %85, %69
  %87 = getelementptr float, ptr %71, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %33, %78, %83
  %90 = phi contract float [ %88, %83 ], [ 0.000000e+00, %33 ], [ 0.000000e+00, %78 ]
  %91 = icmp slt i32 %18, %6
  %92 = and i1 %73, %74
  %93 = select i1 %92, i1 %91, i1 false
  br i1 %93, label %94, label %100

94:                                               ; preds = %89
  %95 = zext nneg i32 %18 to i64
  %96 = add i64 %77, %95
  %97 = mul i64 %96, %69
  %98 = getelementptr float, ptr %71, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !11
  br label %100

100:                                              ; preds = %94, %89
  %101 = phi contract float [ %99, %94 ], [ 0.000000e+00, %89 ]
  %102 = add nuw nsw i32 %18, 1
  %103 = icmp slt i32 %102, %6
  %104 = and i1 %73, %74
  %105 = select i1 %104, i1 %103, i1 false
  br i1 %105, label %106, label %112

106:                                              ; preds = %100
  %107 = zext nneg i32 %102 to i64
  %108 = add i64 %77, %107
  %109 = mul i64 %108, %69
  %110 = getelementptr float, ptr %71, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !11
  br label %112

112:                                              ; preds = %106, %100
  %113 = phi contract float [ %111, %106 ], [ 0.000000e+00, %100 ]
  %114 = icmp sgt i32 %27, -1
  %115 = zext nneg i32 %27 to i64
  %116 = mul nuw nsw i64 %115, %66
  %117 = add i64 %116, %68
  br i1 %114, label %118, label %130

118:                                              ; preds = %112
  %119 = icmp slt i32 %27, %5
  %120 = icmp ne i32 %18, 0
  %121 = icmp sle i32 %18, %6
  %122 = and i1 %120, %121
  %123 = select i1 %119, i1 %122, i1 false
  br i1 %123, label %124, label %130

124:                                              ; preds = %118
  %125 = zext nneg i32 %70 to i64
  %126 = add i64 %117, %125
  %127 = mul i64 %126, %69
  %128 = getelementptr float, ptr %71, i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !11
  br label %130

130:                                              ; preds = %124, %118, %112
  %131 = phi contract float [ %129, %124 ], [ 0.000000e+00, %112 ], [ 0.000000e+00, %118 ]
  %132 = icmp slt i32 %18, %6
  %133 = icmp ult i32 %27, %5
  %134 = select i1 %133, i1 %132, i1 false
  br i1 %134, label %135, label %141

135:                                              ; preds = %130
  %136 = zext nneg i32 %18 to i64
  %137 = add i64 %117, %136
  %138 = mul i64 %137, %69
  %139 = getelementptr float, ptr %71, i64 %138
  %140 = load float, ptr %139, align 4, !tbaa !11
  br label %141

141:                                              ; preds = %135, %130
  %142 = phi contract float [ %140, %135 ], [ 0.000000e+00, %130 ]
  %143 = add nuw nsw i32 %18, 1
  %144 = icmp slt i32 %143, %6
  %145 = icmp ult i32 %27, %5
  %146 = select i1 %145, i1 %144, i1 false
  br i1 %146, label %147, label %153

147:                                              ; preds = %141
  %148 = zext nneg i32 %143 to i64
  %149 = add i64 %117, %148
  %150 = mul i64 %149, %69
  %151 = getelementptr float, ptr %71, i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !11
  br label %153

153:                                              ; preds = %147, %141
  %154 = phi contract float [ %152, %147 ], [ 0.000000e+00, %141 ]
  %155 = or disjoint i32 %27, 1
  %156 = icmp sgt i32 %27, -1
  %157 = icmp slt i32 %155, %5
  %158 = zext nneg i32 %155 to i64
  %159 = mul nuw nsw i64 %158, %66
  %160 = add i64 %159, %68
  br i1 %156, label %161, label %172

161:                                              ; preds = %153
  %162 = icmp ne i32 %18, 0
  %163 = icmp sle i32 %18, %6
  %164 = and i1 %162, %163
  %165 = select i1 %157, i1 %164, i1 false
  br i1 %165, label %166, label %172

166:                                              ; preds = %161
  %167 = zext nneg i32 %70 to i64
  %168 = add i64 %160, %167
  %169 = mul i64 %168, %69
  %170 = getelementptr float, ptr %71, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !11
  br label %172

172:                                              ; preds = %166, %161, %153
  %173 = phi i1 [ %157, %166 ], [ false, %153 ], [ %157, %161 ]
  %174 = phi contract float [ %171, %166 ], [ 0.000000e+00, %153 ], [ 0.000000e+00, %161 ]
  %175 = icmp slt i32 %18, %6
  %176 = select i1 %173, i1 %175, i1 false
  br i1 %176, label %177, label %183

177:                                              ; preds = %172
  %178 = zext nneg i32 %18 to i64
  %179 = add i64 %160, %178
  %180 = mul i64 %179, %69
  %181 = getelementptr float, ptr %71, i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !11
  br label %183

183:                                              ; preds = %177, %172
  %184 = phi contract float [ %182, %177 ], [ 0.000000e+00, %172 ]
  %185 = add nuw nsw i32 %18, 1
  %186 = icmp slt i32 %185, %6
  %187 = select i1 %156, i1 %157, i1 false
  %188 = select i1 %187, i1 %186, i1 false
  br i1 %188, label %189, label %195

189:                                              ; preds = %183
  %190 = zext nneg i32 %185 to i64
  %191 = add i64 %160, %190
  %192 = mul i64 %191, %69
  %193 = getelementptr float, ptr %71, i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !11
  br label %195

195:                                              ; preds = %189, %183
  %196 = phi contract float [ %194, %189 ], [ 0.000000e+00, %183 ]
  %197 = or disjoint i32 %27, 2
  %198 = icmp sgt i32 %27, -1
  %199 = icmp slt i32 %197, %5
  %200 = zext nneg i32 %197 to i64
  %201 = mul nuw nsw i64 %200, %66
  %202 = add i64 %201, %68
  br i1 %198, label %203, label %214

203:                                              ; preds = %195
  %204 = icmp ne i32 %18, 0
  %205 = icmp sle i32 %18, %6
  %206 = and i1 %204, %205
  %207 = select i1 %199, i1 %206, i1 false
  br i1 %207, label %208, label %214

208:                                              ; preds = %203
  %209 = zext nneg i32 %70 to i64
  %210 = add i64 %202, %209
  %211 = mul i64 %210, %69
  %212 = getelementptr float, ptr %71, i64 %211
  %213 = load float, ptr %212, align 4, !tbaa !11
  br label %214

214:                                              ; preds = %208, %203, %195
  %215 = phi i1 [ %199, %208 ], [ false, %195 ], [ %199, %203 ]
  %216 = phi contract float [ %213, %208 ], [ 0.000000e+00, %195 ], [ 0.000000e+00, %203 ]
  %217 = icmp slt i32 %18, %6
  %218 = select i1 %215, i1 %217, i1 false
  br i1 %218, label %219, label %225

219:                                              ; preds = %214
  %220 = zext nneg i32 %18 to i64
  %221 = add i64 %202, %220
  %222 = mul i64 %221, %69
  %223 = getelementptr float, ptr %71, i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !11
  br label %225

225:                                              ; preds = %219, %214
  %226 = phi contract float [ %224, %219 ], [ 0.000000e+00, %214 ]
  %227 = add nuw nsw i32 %18, 1
  %228 = icmp slt i32 %227, %6
  %229 = select i1 %198, i1 %199, i1 false
  %230 = select i1 %229, i1 %228, i1 false
  br i1 %230, label %231, label %237

231:                                              ; preds = %225
  %232 = zext nneg i32 %227 to i64
  %233 = add i64 %202, %232
  %234 = mul i64 %233, %69
  %235 = getelementptr float, ptr %71, i64 %234
  %236 = load float, ptr %235, align 4, !tbaa !11
  br label %237

237:                                              ; preds = %231, %225
  %238 = phi contract float [ %236, %231 ], [ 0.000000e+00, %225 ]
  %239 = or disjoint i32 %27, 3
  %240 = icmp sgt i32 %27, -1
  %241 = icmp slt i32 %239, %5
  %242 = zext nneg i32 %239 to i64
  %243 = mul nuw nsw i64 %242, %66
  %244 = add i64 %243, %68
  br i1 %240, label %245, label %256

245:                                              ; preds = %237
  %246 = icmp ne i32 %18, 0
  %247 = icmp sle i32 %18, %6
  %248 = and i1 %246, %247
  %249 = select i1 %241, i1 %248, i1 false
  br i1 %249, label %250, label %256

250:                                              ; preds = %245
  %251 = zext nneg i32 %70 to i64
  %252 = add i64 %244, %251
  %253 = mul i64 %252, %69
  %254 = getelementptr float, ptr %71, i64 %253
  %255 = load float, ptr %254, align 4, !tbaa !11
  br label %256

256:                                              ; preds = %250, %245, %237
  %257 = phi i1 [ %241, %250 ], [ false, %237 ], [ %241, %245 ]
  %258 = phi contract float [ %255, %250 ], [ 0.000000e+00, %237 ], [ 0.000000e+00, %245 ]
  %259 = icmp slt i32 %18, %6
  %260 = select i1 %257, i1 %259, i1 false
  br i1 %260, label %261, label %267

261:                                              ; preds = %256
  %262 = zext nneg i32 %18 to i64
  %263 = add i64 %244, %262
  %264 = mul i64 %263, %69
  %265 = getelementptr float, ptr %71, i64 %264
  %266 = load float, ptr %265, align 4, !tbaa !11
  br label %267

267:                                              ; preds = %261, %256
  %268 = phi contract float [ %266, %261 ], [ 0.000000e+00, %256 ]
  %269 = add nuw nsw i32 %18, 1
  %270 = icmp slt i32 %269, %6
  %271 = select i1 %240, i1 %241, i1 false
  %272 = select i1 %271, i1 %270, i1 false
  br i1 %272, label %273, label %279

273:                                              ; preds = %267
  %274 = zext nneg i32 %269 to i64
  %275 = add i64 %244, %274
  %276 = mul i64 %275, %69
  %277 = getelementptr float, ptr %71, i64 %276
  %278 = load float, ptr %277, align 4, !tbaa !11
  br label %279

279:                                              ; preds = %273, %267
  %280 = phi contract float [ %278, %273 ], [ 0.000000e+00, %267 ]
  %281 = add nsw i32 %27, 4
  %282 = icmp sgt i32 %27, -5
  %283 = icmp slt i32 %281, %5
  %284 = zext nneg i32 %281 to i64
  %285 = mul nuw nsw i64 %284, %66
  %286 = add i64 %285, %68
  br i1 %282, label %287, label %298

287:                                              ; preds = %279
  %288 = icmp ne i32 %18, 0
  %289 = icmp sle i32 %18, %6
  %290 = and i1 %288, %289
  %291 = select i1 %283, i1 %290, i1 false
  br i1 %291, label %292, label %298

292:                                              ; preds = %287
  %293 = zext nneg i32 %70 to i64
  %294 = add i64 %286, %293
  %295 = mul i64 %294, %69
  %296 = getelementptr float, ptr %71, i64 %295
  %297 = load float, ptr %296, align 4, !tbaa !11
  br label %298

298:                                              ; preds = %292, %287, %279
  %299 = phi i1 [ %283, %292 ], [ false, %279 ], [ %283, %287 ]
  %300 = phi contract float [ %297, %292 ], [ 0.000000e+00, %279 ], [ 0.000000e+00, %287 ]
  %301 = icmp slt i32 %18, %6
  %302 = select i1 %299, i1 %301, i1 false
  br i1 %302, label %303, label %309

303:                                              ; preds = %298
  %304 = zext nneg i32 %18 to i64
  %305 = add i64 %286, %304
  %306 = mul i64 %305, %69
  %307 = getelementptr float, ptr %71, i64 %306
  %308 = load float, ptr %307, align 4, !tbaa !11
  br label %309

309:                                              ; preds = %303, %298
  %310 = phi contract float [ %308, %303 ], [ 0.000000e+00, %298 ]
  %311 = add nuw nsw i32 %18, 1
  %312 = icmp slt i32 %311, %6
  %313 = select i1 %282, i1 %283, i1 false
  %314 = select i1 %313, i1 %312, i1 false
  br i1 %314, label %315, label %321

315:                                              ; preds = %309
  %316 = zext nneg i32 %311 to i64
  %317 = add i64 %286, %316
  %318 = mul i64 %317, %69
  %319 = getelementptr float, ptr %71, i64 %318
  %320 = load float, ptr %319, align 4, !tbaa !11
  br label %321

321:                                              ; preds = %315, %309
  %322 = phi contract float [ %320, %315 ], [ 0.000000e+00, %309 ]
  %323 = getelementptr float, ptr %3, i64 %61
  %324 = zext nneg i32 %18 to i64
  %325 = add i64 %68, %324
  %326 = icmp slt i32 %27, %5
  br i1 %326, label %327, label %344

327:                                              ; preds = %321
  %328 = tail call noundef float @llvm.fma.f32(float %90, float %37, float %63)
  %329 = tail call noundef float @llvm.fma.f32(float %101, float %39, float %328)
  %330 = tail call noundef float @llvm.fma.f32(float %113, float %42, float %329)
  %331 = tail call noundef float @llvm.fma.f32(float %131, float %45, float %330)
  %332 = tail call noundef float @llvm.fma.f32(float %142, float %48, float %331)
  %333 = tail call noundef float @llvm.fma.f32(float %154, float %51, float %332)
  %334 = tail call noundef float @llvm.fma.f32(float %174, float %54, float %333)
  %335 = tail call noundef float @llvm.fma.f32(float %184, float %57, float %334)
  %336 = tail call noundef float @llvm.fma.f32(float %196, float %60, float %335)
  %337 = tail call noundef float @llvm.maxnum.f32(float %336, float 0.000000e+00)
  %338 = tail call noundef float @llvm.minnum.f32(float %337, float 6.000000e+00)
  %339 = sext i32 %27 to i64
  %340 = mul nsw i64 %339, %66
  %341 = add i64 %325, %340
  %342 = mul i64 %341, %69
  %343 = getelementptr float, ptr %323, i64 %342
  store float %338, ptr %343, align 4, !tbaa !11
  br label %344

344:                                              ; preds = %327, %321
  %345 = or disjoint i32 %27, 1
  %346 = icmp slt i32 %345, %5
  br i1 %346, label %347, label %364

347:                                              ; preds = %344
  %348 = tail call noundef float @llvm.fma.f32(float %131, float %37, float %63)
  %349 = tail call noundef float @llvm.fma.f32(float %142, float %39, float %348)
  %350 = tail call noundef float @llvm.fma.f32(float %154, float %42, float %349)
  %351 = tail call noundef float @llvm.fma.f32(float %174, float %45, float %350)
  %352 = tail call noundef float @llvm.fma.f32(float %184, float %48, float %351)
  %353 = tail call noundef float @llvm.fma.f32(float %196, float %51, float %352)
  %354 = tail call noundef float @llvm.fma.f32(float %216, float %54, float %353)
  %355 = tail call noundef float @llvm.fma.f32(float %226, float %57, float %354)
  %356 = tail call noundef float @llvm.fma.f32(float %238, float %60, float %355)
  %357 = tail call noundef float @llvm.maxnum.f32(float %356, float 0.000000e+00)
  %358 = tail call noundef float @llvm.minnum.f32(float %357, float 6.000000e+00)
  %359 = sext i32 %345 to i64
  %360 = mul nsw i64 %359, %66
  %361 = add i64 %325, %360
  %362 = mul i64 %361, %69
  %363 = getelementptr float, ptr %323, i64 %362
  store float %358, ptr %363, align 4, !tbaa !11
  br label %364

364:                                              ; preds = %347, %344
  %365 = or disjoint i32 %27, 2
  %366 = icmp slt i32 %365, %5
  br i1 %366, label %367, label %384

367:                                              ; preds = %364
  %368 = tail call noundef float @llvm.fma.f32(float %174, float %37, float %63)
  %369 = tail call noundef float @llvm.fma.f32(float %184, float %39, float %368)
  %370 = tail call noundef float @llvm.fma.f32(float %196, float %42, float %369)
  %371 = tail call noundef float @llvm.fma.f32(float %216, float %45, float %370)
  %372 = tail call noundef float @llvm.fma.f32(float %226, float %48, float %371)
  %373 = tail call noundef float @llvm.fma.f32(float %238, float %51, float %372)
  %374 = tail call noundef float @llvm.fma.f32(float %258, float %54, float %373)
  %375 = tail call noundef float @llvm.fma.f32(float %268, float %57, float %374)
  %376 = tail call noundef float @llvm.fma.f32(float %280, float %60, float %375)
  %377 = tail call noundef float @llvm.maxnum.f32(float %376, float 0.000000e+00)
  %378 = tail call noundef float @llvm.minnum.f32(float %377, float 6.000000e+00)
  %379 = sext i32 %365 to i64
  %380 = mul nsw i64 %379, %66
  %381 = add i64 %325, %380
  %382 = mul i64 %381, %69
  %383 = getelementptr float, ptr %323, i64 %382
  store float %378, ptr %383, align 4, !tbaa !11
  br label %384

384:                                              ; preds = %367, %364
  %385 = or disjoint i32 %27, 3
  %386 = icmp slt i32 %385, %5
  br i1 %386, label %387, label %404

387:                                              ; preds = %384
  %388 = tail call noundef float @llvm.fma.f32(float %216, float %37, float %63)
  %389 = tail call noundef float @llvm.fma.f32(float %226, float %39, float %388)
  %390 = tail call noundef float @llvm.fma.f32(float %238, float %42, float %389)
  %391 = tail call noundef float @llvm.fma.f32(float %258, float %45, float %390)
  %392 = tail call noundef float @llvm.fma.f32(float %268, float %48, float %391)
  %393 = tail call noundef float @llvm.fma.f32(float %280, float %51, float %392)
  %394 = tail call noundef float @llvm.fma.f32(float %300, float %54, float %393)
  %395 = tail call noundef float @llvm.fma.f32(float %310, float %57, float %394)
  %396 = tail call noundef float @llvm.fma.f32(float %322, float %60, float %395)
  %397 = tail call noundef float @llvm.maxnum.f32(float %396, float 0.000000e+00)
  %398 = tail call noundef float @llvm.minnum.f32(float %397, float 6.000000e+00)
  %399 = sext i32 %385 to i64
  %400 = mul nsw i64 %399, %66
  %401 = add i64 %325, %400
  %402 = mul i64 %401, %69
  %403 = getelementptr float, ptr %323, i64 %402
  store float %398, ptr %403, align 4, !tbaa !11
  br label %404

404:                                              ; preds = %384, %387, %20, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
