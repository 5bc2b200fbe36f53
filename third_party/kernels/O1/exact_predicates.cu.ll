; ModuleID = 'src/exact_predicates.cu'
source_filename = "src/exact_predicates.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.double2.0 = type { double, double }
%struct.int4 = type { i32, i32, i32, i32 }
%struct.int2 = type { i32, i32 }
%struct.Segment = type { %struct.double2.0, %struct.double2.0 }

; Function Attrs: noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef %0, ptr noundef readonly captures(none) %1, i32 noundef %2, ptr noundef readonly captures(none) %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = load double, ptr %1, align 8, !tbaa !11
  %7 = load double, ptr %3, align 8, !tbaa !11
  %8 = fcmp contract ogt double %7, %6
  %9 = fneg contract double %6
  %10 = fcmp ule double %7, %9
  %11 = xor i1 %8, %10
  br i1 %11, label %12, label %17

12:                                               ; preds = %5
  %13 = icmp sgt i32 %0, 1
  br i1 %13, label %14, label %22

14:                                               ; preds = %12
  %15 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !11
  br label %22

17:                                               ; preds = %5
  %18 = icmp sgt i32 %2, 1
  br i1 %18, label %19, label %22

19:                                               ; preds = %17
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !11
  br label %22

22:                                               ; preds = %19, %17, %14, %12
  %23 = phi double [ 0.000000e+00, %12 ], [ %16, %14 ], [ %6, %17 ], [ %6, %19 ]
  %24 = phi double [ %7, %12 ], [ %7, %14 ], [ 0.000000e+00, %17 ], [ %21, %19 ]
  %25 = phi double [ %6, %12 ], [ %6, %14 ], [ %7, %17 ], [ %7, %19 ]
  %26 = phi i32 [ 0, %12 ], [ 0, %14 ], [ 1, %17 ], [ 1, %19 ]
  %27 = phi i32 [ 1, %12 ], [ 1, %14 ], [ 0, %17 ], [ 0, %19 ]
  %28 = icmp slt i32 %27, %0
  %29 = icmp slt i32 %26, %2
  %30 = and i1 %29, %28
  br i1 %30, label %31, label %124

31:                                               ; preds = %22
  %32 = fcmp contract ogt double %24, %23
  %33 = fneg contract double %23
  %34 = fcmp ule double %24, %33
  %35 = xor i1 %32, %34
  br i1 %35, label %36, label %46

36:                                               ; preds = %31
  %37 = tail call noundef double @llvm.nvvm.add.rn.d(double %23, double %25)
  %38 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %37, double %23) #9, !srcloc !13
  %39 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %38) #9, !srcloc !13
  %40 = add nuw nsw i32 %27, 1
  %41 = icmp slt i32 %40, %0
  br i1 %41, label %42, label %56

42:                                               ; preds = %36
  %43 = zext nneg i32 %40 to i64
  %44 = getelementptr inbounds nuw double, ptr %1, i64 %43
  %45 = load double, ptr %44, align 8, !tbaa !11
  br label %56

46:                                               ; preds = %31
  %47 = tail call noundef double @llvm.nvvm.add.rn.d(double %24, double %25)
  %48 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %47, double %24) #9, !srcloc !13
  %49 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %48) #9, !srcloc !13
  %50 = add nuw nsw i32 %26, 1
  %51 = icmp slt i32 %50, %2
  br i1 %51, label %52, label %56

52:                                               ; preds = %46
  %53 = zext nneg i32 %50 to i64
  %54 = getelementptr inbounds nuw double, ptr %3, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !11
  br label %56

56:                                               ; preds = %52, %46, %42, %36
  %57 = phi double [ %37, %42 ], [ %37, %36 ], [ %47, %52 ], [ %47, %46 ]
  %58 = phi double [ %39, %42 ], [ %39, %36 ], [ %49, %52 ], [ %49, %46 ]
  %59 = phi double [ %45, %42 ], [ 0.000000e+00, %36 ], [ %23, %52 ], [ %23, %46 ]
  %60 = phi double [ %24, %42 ], [ %24, %36 ], [ %55, %52 ], [ 0.000000e+00, %46 ]
  %61 = phi i32 [ %26, %42 ], [ %26, %36 ], [ %50, %52 ], [ %50, %46 ]
  %62 = phi i32 [ %40, %42 ], [ %40, %36 ], [ %27, %52 ], [ %27, %46 ]
  %63 = fcmp contract une double %58, 0.000000e+00
  br i1 %63, label %64, label %65

64:                                               ; preds = %56
  store double %58, ptr %4, align 8, !tbaa !11
  br label %65

65:                                               ; preds = %64, %56
  %66 = phi i32 [ 1, %64 ], [ 0, %56 ]
  %67 = icmp slt i32 %62, %0
  %68 = icmp slt i32 %61, %2
  %69 = and i1 %67, %68
  br i1 %69, label %70, label %124

70:                                               ; preds = %65, %119
  %71 = phi i32 [ %113, %119 ], [ %62, %65 ]
  %72 = phi i32 [ %112, %119 ], [ %61, %65 ]
  %73 = phi i32 [ %120, %119 ], [ %66, %65 ]
  %74 = phi double [ %108, %119 ], [ %57, %65 ]
  %75 = phi double [ %111, %119 ], [ %60, %65 ]
  %76 = phi double [ %110, %119 ], [ %59, %65 ]
  %77 = fcmp contract ogt double %75, %76
  %78 = fneg contract double %76
  %79 = fcmp ule double %75, %78
  %80 = xor i1 %77, %79
  br i1 %80, label %81, label %94

81:                                               ; preds = %70
  %82 = tail call noundef double @llvm.nvvm.add.rn.d(double %74, double %76)
  %83 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %82, double %74) #9, !srcloc !13
  %84 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %82, double %83) #9, !srcloc !13
  %85 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %74, double %84) #9, !srcloc !13
  %86 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %76, double %83) #9, !srcloc !13
  %87 = tail call noundef double @llvm.nvvm.add.rn.d(double %85, double %86)
  %88 = add nsw i32 %71, 1
  %89 = icmp slt i32 %88, %0
  br i1 %89, label %90, label %107

90:                                               ; preds = %81
  %91 = sext i32 %88 to i64
  %92 = getelementptr inbounds double, ptr %1, i64 %91
  %93 = load double, ptr %92, align 8, !tbaa !11
  br label %107

94:                                               ; preds = %70
  %95 = tail call noundef double @llvm.nvvm.add.rn.d(double %74, double %75)
  %96 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %95, double %74) #9, !srcloc !13
  %97 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %95, double %96) #9, !srcloc !13
  %98 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %74, double %97) #9, !srcloc !13
  %99 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %75, double %96) #9, !srcloc !13
  %100 = tail call noundef double @llvm.nvvm.add.rn.d(double %98, double %99)
  %101 = add nsw i32 %72, 1
  %102 = icmp slt i32 %101, %2
  br i1 %102, label %103, label %107

103:                                              ; preds = %94
  %104 = sext i32 %101 to i64
  %105 = getelementptr inbounds double, ptr %3, i64 %104
  %106 = load double, ptr %105, align 8, !tbaa !11
  br label %107

107:                                              ; preds = %103, %94, %90, %81
  %108 = phi double [ %82, %90 ], [ %82, %81 ], [ %95, %103 ], [ %95, %94 ]
  %109 = phi double [ %87, %90 ], [ %87, %81 ], [ %100, %103 ], [ %100, %94 ]
  %110 = phi double [ %93, %90 ], [ 0.000000e+00, %81 ], [ %76, %103 ], [ %76, %94 ]
  %111 = phi double [ %75, %90 ], [ %75, %81 ], [ %106, %103 ], [ 0.000000e+00, %94 ]
  %112 = phi i32 [ %72, %90 ], [ %72, %81 ], [ %101, %103 ], [ %101, %94 ]
  %113 = phi i32 [ %88, %90 ], [ %88, %81 ], [ %71, %103 ], [ %71, %94 ]
  %114 = fcmp contract une double %109, 0.000000e+00
  br i1 %114, label %115, label %119

115:                                              ; preds = %107
  %116 = add nsw i32 %73, 1
  %117 = sext i32 %73 to i64
  %118 = getelementptr inbounds double, ptr %4, i64 %117
  store double %109, ptr %118, align 8, !tbaa !11
  br label %119

119:                                              ; preds = %115, %107
  %120 = phi i32 [ %116, %115 ], [ %73, %107 ]
  %121 = icmp slt i32 %113, %0
  %122 = icmp slt i32 %112, %2
  %123 = select i1 %121, i1 %122, i1 false
  br i1 %123, label %70, label %124, !llvm.loop !14

124:                                              ; preds = %119, %65, %22
  %125 = phi double [ %25, %22 ], [ %57, %65 ], [ %108, %119 ]
  %126 = phi i32 [ 0, %22 ], [ %66, %65 ], [ %120, %119 ]
  %127 = phi i32 [ %26, %22 ], [ %61, %65 ], [ %112, %119 ]
  %128 = phi i32 [ %27, %22 ], [ %62, %65 ], [ %113, %119 ]
  %129 = icmp slt i32 %128, %0
  %130 = select i1 %129, ptr %1, ptr %3
  %131 = select i1 %129, i32 %128, i32 %127
  %132 = select i1 %129, i32 %0, i32 %2
  %133 = icmp slt i32 %131, %132
  br i1 %133, label %140, label %134

134:                                              ; preds = %158, %124
  %135 = phi double [ %125, %124 ], [ %147, %158 ]
  %136 = phi i32 [ %126, %124 ], [ %159, %158 ]
  %137 = fcmp contract une double %135, 0.000000e+00
  %138 = icmp eq i32 %136, 0
  %139 = select i1 %137, i1 true, i1 %138
  br i1 %139, label %162, label %166

140:                                              ; preds = %124, %158
  %141 = phi i32 [ %160, %158 ], [ %131, %124 ]
  %142 = phi i32 [ %159, %158 ], [ %126, %124 ]
  %143 = phi double [ %147, %158 ], [ %125, %124 ]
  %144 = sext i32 %141 to i64
  %145 = getelementptr inbounds double, ptr %130, i64 %144
  %146 = load double, ptr %145, align 8, !tbaa !11
  %147 = tail call noundef double @llvm.nvvm.add.rn.d(double %143, double %146)
  %148 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %147, double %143) #9, !srcloc !13
  %149 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %147, double %148) #9, !srcloc !13
  %150 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %143, double %149) #9, !srcloc !13
  %151 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %146, double %148) #9, !srcloc !13
  %152 = tail call noundef double @llvm.nvvm.add.rn.d(double %150, double %151)
  %153 = fcmp contract une double %152, 0.000000e+00
  br i1 %153, label %154, label %158

154:                                              ; preds = %140
  %155 = add nsw i32 %142, 1
  %156 = sext i32 %142 to i64
  %157 = getelementptr inbounds double, ptr %4, i64 %156
  store double %152, ptr %157, align 8, !tbaa !11
  br label %158

158:                                              ; preds = %140, %154
  %159 = phi i32 [ %155, %154 ], [ %142, %140 ]
  %160 = add i32 %141, 1
  %161 = icmp eq i32 %160, %132
  br i1 %161, label %134, label %140, !llvm.loop !17

162:                                              ; preds = %134
  %163 = add nsw i32 %136, 1
  %164 = sext i32 %136 to i64
  %165 = getelementptr inbounds double, ptr %4, i64 %164
  store double %135, ptr %165, align 8, !tbaa !11
  br label %166

166:                                              ; preds = %134, %162
  %167 = phi i32 [ %163, %162 ], [ %136, %134 ]
  ret i32 %167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: noinline nounwind memory(argmem: readwrite)
define dso_local noundef i32 @_Z24scale_expansion_zeroelimiPKddPd(i32 noundef %0, ptr noundef readonly captures(none) %1, double noundef %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #2 {
  %5 = load double, ptr %1, align 8, !tbaa !11
  %6 = tail call noundef double @llvm.nvvm.mul.rn.d(double %5, double %2)
  %7 = fneg contract double %6
  %8 = tail call noundef double @llvm.fma.f64(double %5, double %2, double %7)
  %9 = fcmp contract une double %8, 0.000000e+00
  br i1 %9, label %10, label %11

10:                                               ; preds = %4
  store double %8, ptr %3, align 8, !tbaa !11
  br label %11

11:                                               ; preds = %10, %4
  %12 = phi i32 [ 1, %10 ], [ 0, %4 ]
  %13 = icmp sgt i32 %0, 1
  br i1 %13, label %20, label %14

14:                                               ; preds = %51, %11
  %15 = phi double [ %6, %11 ], [ %43, %51 ]
  %16 = phi i32 [ %12, %11 ], [ %52, %51 ]
  %17 = fcmp contract une double %15, 0.000000e+00
  %18 = icmp eq i32 %16, 0
  %19 = select i1 %17, i1 true, i1 %18
  br i1 %19, label %55, label %59

20:                                               ; preds = %11, %51
  %21 = phi i32 [ %53, %51 ], [ 1, %11 ]
  %22 = phi i32 [ %52, %51 ], [ %12, %11 ]
  %23 = phi double [ %43, %51 ], [ %6, %11 ]
  %24 = zext nneg i32 %21 to i64
  %25 = getelementptr inbounds nuw double, ptr %1, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !11
  %27 = tail call noundef double @llvm.nvvm.mul.rn.d(double %26, double %2)
  %28 = fneg contract double %27
  %29 = tail call noundef double @llvm.fma.f64(double %26, double %2, double %28)
  %30 = tail call noundef double @llvm.nvvm.add.rn.d(double %23, double %29)
  %31 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %23) #9, !srcloc !13
  %32 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %31) #9, !srcloc !13
  %33 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %23, double %32) #9, !srcloc !13
  %34 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %29, double %31) #9, !srcloc !13
  %35 = tail call noundef double @llvm.nvvm.add.rn.d(double %33, double %34)
  %36 = fcmp contract une double %35, 0.000000e+00
  br i1 %36, label %37, label %41

37:                                               ; preds = %20
  %38 = add nsw i32 %22, 1
  %39 = sext i32 %22 to i64
  %40 = getelementptr inbounds double, ptr %3, i64 %39
  store double %35, ptr %40, align 8, !tbaa !11
  br label %41

41:                                               ; preds = %37, %20
  %42 = phi i32 [ %38, %37 ], [ %22, %20 ]
  %43 = tail call noundef double @llvm.nvvm.add.rn.d(double %27, double %30)
  %44 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %43, double %27) #9, !srcloc !13
  %45 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %44) #9, !srcloc !13
  %46 = fcmp contract une double %45, 0.000000e+00
  br i1 %46, label %47, label %51

47:                                               ; preds = %41
  %48 = add nsw i32 %42, 1
  %49 = sext i32 %42 to i64
  %50 = getelementptr inbounds double, ptr %3, i64 %49
  store double %45, ptr %50, align 8, !tbaa !11
  br label %51

51:                                               ; preds = %41, %47
  %52 = phi i32 [ %48, %47 ], [ %42, %41 ]
  %53 = add nuw nsw i32 %21, 1
  %54 = icmp eq i32 %53, %0
  br i1 %54, label %14, label %20, !llvm.loop !18

55:                                               ; preds = %14
  %56 = add nsw i32 %16, 1
  %57 = sext i32 %16 to i64
  %58 = getelementptr inbounds double, ptr %3, i64 %57
  store double %15, ptr %58, align 8, !tbaa !11
  br label %59

59:                                               ; preds = %14, %55
  %60 = phi i32 [ %56, %55 ], [ %16, %14 ]
  ret i32 %60
}

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %0, ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %1, ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %2, double noundef %3) local_unnamed_addr #3 {
  %5 = alloca [4 x double], align 8
  %6 = alloca [4 x double], align 8
  %7 = alloca [8 x double], align 8
  %8 = alloca [12 x double], align 8
  %9 = alloca [16 x double], align 8
  %10 = load double, ptr %0, align 16, !tbaa !19
  %11 = load double, ptr %2, align 16, !tbaa !19
  %12 = fsub contract double %10, %11
  %13 = load double, ptr %1, align 16, !tbaa !19
  %14 = fsub contract double %13, %11
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %16 = load double, ptr %15, align 8, !tbaa !21
  %17 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %18 = load double, ptr %17, align 8, !tbaa !21
  %19 = fsub contract double %16, %18
  %20 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !21
  %22 = fsub contract double %21, %18
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  %23 = tail call noundef double @llvm.nvvm.mul.rn.d(double %12, double %22)
  %24 = fneg contract double %23
  %25 = tail call noundef double @llvm.fma.f64(double %12, double %22, double %24)
  %26 = tail call noundef double @llvm.nvvm.mul.rn.d(double %19, double %14)
  %27 = fneg contract double %26
  %28 = tail call noundef double @llvm.fma.f64(double %19, double %14, double %27)
  %29 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %28) #9, !srcloc !13
  %30 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %29) #9, !srcloc !13
  %31 = tail call noundef double @llvm.nvvm.add.rn.d(double %29, double %30)
  %32 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %31) #9, !srcloc !13
  %33 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %28) #9, !srcloc !13
  %34 = tail call noundef double @llvm.nvvm.add.rn.d(double %32, double %33)
  store double %34, ptr %5, align 8, !tbaa !11
  %35 = tail call noundef double @llvm.nvvm.add.rn.d(double %23, double %29)
  %36 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %35, double %23) #9, !srcloc !13
  %37 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %35, double %36) #9, !srcloc !13
  %38 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %23, double %37) #9, !srcloc !13
  %39 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %29, double %36) #9, !srcloc !13
  %40 = tail call noundef double @llvm.nvvm.add.rn.d(double %38, double %39)
  %41 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %42 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %40, double %26) #9, !srcloc !13
  %43 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %40, double %42) #9, !srcloc !13
  %44 = tail call noundef double @llvm.nvvm.add.rn.d(double %42, double %43)
  %45 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %40, double %44) #9, !srcloc !13
  %46 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %43, double %26) #9, !srcloc !13
  %47 = tail call noundef double @llvm.nvvm.add.rn.d(double %45, double %46)
  store double %47, ptr %41, align 8, !tbaa !11
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %50 = tail call noundef double @llvm.nvvm.add.rn.d(double %35, double %42)
  store double %50, ptr %48, align 8, !tbaa !11
  %51 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %50, double %35) #9, !srcloc !13
  %52 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %50, double %51) #9, !srcloc !13
  %53 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %35, double %52) #9, !srcloc !13
  %54 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %42, double %51) #9, !srcloc !13
  %55 = tail call noundef double @llvm.nvvm.add.rn.d(double %53, double %54)
  store double %55, ptr %49, align 8, !tbaa !11
  br label %56

56:                                               ; preds = %4, %56
  %57 = phi i32 [ 1, %4 ], [ %63, %56 ]
  %58 = phi double [ %34, %4 ], [ %62, %56 ]
  %59 = zext nneg i32 %57 to i64
  %60 = getelementptr inbounds nuw double, ptr %5, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !11
  %62 = fadd contract double %58, %61
  %63 = add nuw nsw i32 %57, 1
  %64 = icmp eq i32 %63, 4
  br i1 %64, label %65, label %56, !llvm.loop !22

65:                                               ; preds = %56
  %66 = fmul contract double %3, 0x3CB0000000000003
  %67 = fcmp contract ult double %62, %66
  %68 = fneg contract double %62
  %69 = fcmp contract ugt double %66, %68
  %70 = and i1 %67, %69
  br i1 %70, label %71, label %217

71:                                               ; preds = %65
  %72 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %10, double %12) #9, !srcloc !13
  %73 = tail call noundef double @llvm.nvvm.add.rn.d(double %12, double %72)
  %74 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %10, double %73) #9, !srcloc !13
  %75 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %72, double %11) #9, !srcloc !13
  %76 = tail call noundef double @llvm.nvvm.add.rn.d(double %74, double %75)
  %77 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %13, double %14) #9, !srcloc !13
  %78 = tail call noundef double @llvm.nvvm.add.rn.d(double %14, double %77)
  %79 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %13, double %78) #9, !srcloc !13
  %80 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %77, double %11) #9, !srcloc !13
  %81 = tail call noundef double @llvm.nvvm.add.rn.d(double %79, double %80)
  %82 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %16, double %19) #9, !srcloc !13
  %83 = tail call noundef double @llvm.nvvm.add.rn.d(double %19, double %82)
  %84 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %16, double %83) #9, !srcloc !13
  %85 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %82, double %18) #9, !srcloc !13
  %86 = tail call noundef double @llvm.nvvm.add.rn.d(double %84, double %85)
  %87 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %21, double %22) #9, !srcloc !13
  %88 = tail call noundef double @llvm.nvvm.add.rn.d(double %22, double %87)
  %89 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %21, double %88) #9, !srcloc !13
  %90 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %87, double %18) #9, !srcloc !13
  %91 = tail call noundef double @llvm.nvvm.add.rn.d(double %89, double %90)
  %92 = fcmp contract oeq double %76, 0.000000e+00
  %93 = fcmp contract oeq double %86, 0.000000e+00
  %94 = and i1 %92, %93
  %95 = fcmp contract oeq double %81, 0.000000e+00
  %96 = and i1 %95, %94
  %97 = fcmp contract oeq double %91, 0.000000e+00
  %98 = and i1 %96, %97
  br i1 %98, label %217, label %99

99:                                               ; preds = %71
  %100 = fmul contract double %3, 0x3982000000000004
  %101 = tail call noundef double @llvm.nvvm.fabs.f64(double %62)
  %102 = fmul contract double %101, 0x3CB8000000000002
  %103 = fadd contract double %100, %102
  %104 = fmul contract double %12, %91
  %105 = fmul contract double %22, %76
  %106 = fadd contract double %105, %104
  %107 = fmul contract double %19, %81
  %108 = fmul contract double %14, %86
  %109 = fadd contract double %107, %108
  %110 = fsub contract double %106, %109
  %111 = fadd contract double %62, %110
  %112 = fcmp contract ult double %111, %103
  %113 = fneg contract double %111
  %114 = fcmp contract ugt double %103, %113
  %115 = and i1 %112, %114
  br i1 %115, label %116, label %217

116:                                              ; preds = %99
  %117 = tail call noundef double @llvm.nvvm.mul.rn.d(double %76, double %22)
  %118 = fneg contract double %117
  %119 = tail call noundef double @llvm.fma.f64(double %76, double %22, double %118)
  %120 = tail call noundef double @llvm.nvvm.mul.rn.d(double %86, double %14)
  %121 = fneg contract double %120
  %122 = tail call noundef double @llvm.fma.f64(double %86, double %14, double %121)
  %123 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %119, double %122) #9, !srcloc !13
  %124 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %119, double %123) #9, !srcloc !13
  %125 = tail call noundef double @llvm.nvvm.add.rn.d(double %123, double %124)
  %126 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %119, double %125) #9, !srcloc !13
  %127 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %124, double %122) #9, !srcloc !13
  %128 = tail call noundef double @llvm.nvvm.add.rn.d(double %126, double %127)
  store double %128, ptr %6, align 8, !tbaa !11
  %129 = tail call noundef double @llvm.nvvm.add.rn.d(double %117, double %123)
  %130 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %129, double %117) #9, !srcloc !13
  %131 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %129, double %130) #9, !srcloc !13
  %132 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %117, double %131) #9, !srcloc !13
  %133 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %123, double %130) #9, !srcloc !13
  %134 = tail call noundef double @llvm.nvvm.add.rn.d(double %132, double %133)
  %135 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %136 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %134, double %120) #9, !srcloc !13
  %137 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %134, double %136) #9, !srcloc !13
  %138 = tail call noundef double @llvm.nvvm.add.rn.d(double %136, double %137)
  %139 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %134, double %138) #9, !srcloc !13
  %140 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %137, double %120) #9, !srcloc !13
  %141 = tail call noundef double @llvm.nvvm.add.rn.d(double %139, double %140)
  store double %141, ptr %135, align 8, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %6, i64 24
  %143 = getelementptr inbounds nuw i8, ptr %6, i64 16
  %144 = tail call noundef double @llvm.nvvm.add.rn.d(double %129, double %136)
  store double %144, ptr %142, align 8, !tbaa !11
  %145 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %144, double %129) #9, !srcloc !13
  %146 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %144, double %145) #9, !srcloc !13
  %147 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %129, double %146) #9, !srcloc !13
  %148 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %136, double %145) #9, !srcloc !13
  %149 = tail call noundef double @llvm.nvvm.add.rn.d(double %147, double %148)
  store double %149, ptr %143, align 8, !tbaa !11
  %150 = call noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef 4, ptr noundef nonnull %5, i32 noundef 4, ptr noundef nonnull %6, ptr noundef nonnull %7) #10
  %151 = tail call noundef double @llvm.nvvm.mul.rn.d(double %12, double %91)
  %152 = fneg contract double %151
  %153 = tail call noundef double @llvm.fma.f64(double %12, double %91, double %152)
  %154 = tail call noundef double @llvm.nvvm.mul.rn.d(double %19, double %81)
  %155 = fneg contract double %154
  %156 = tail call noundef double @llvm.fma.f64(double %19, double %81, double %155)
  %157 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %153, double %156) #9, !srcloc !13
  %158 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %153, double %157) #9, !srcloc !13
  %159 = tail call noundef double @llvm.nvvm.add.rn.d(double %157, double %158)
  %160 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %153, double %159) #9, !srcloc !13
  %161 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %158, double %156) #9, !srcloc !13
  %162 = tail call noundef double @llvm.nvvm.add.rn.d(double %160, double %161)
  store double %162, ptr %6, align 8, !tbaa !11
  %163 = tail call noundef double @llvm.nvvm.add.rn.d(double %151, double %157)
  %164 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %163, double %151) #9, !srcloc !13
  %165 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %163, double %164) #9, !srcloc !13
  %166 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %151, double %165) #9, !srcloc !13
  %167 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %157, double %164) #9, !srcloc !13
  %168 = tail call noundef double @llvm.nvvm.add.rn.d(double %166, double %167)
  %169 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %168, double %154) #9, !srcloc !13
  %170 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %168, double %169) #9, !srcloc !13
  %171 = tail call noundef double @llvm.nvvm.add.rn.d(double %169, double %170)
  %172 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %168, double %171) #9, !srcloc !13
  %173 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %170, double %154) #9, !srcloc !13
  %174 = tail call noundef double @llvm.nvvm.add.rn.d(double %172, double %173)
  store double %174, ptr %135, align 8, !tbaa !11
  %175 = tail call noundef double @llvm.nvvm.add.rn.d(double %163, double %169)
  store double %175, ptr %142, align 8, !tbaa !11
  %176 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %175, double %163) #9, !srcloc !13
  %177 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %175, double %176) #9, !srcloc !13
  %178 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %163, double %177) #9, !srcloc !13
  %179 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %169, double %176) #9, !srcloc !13
  %180 = tail call noundef double @llvm.nvvm.add.rn.d(double %178, double %179)
  store double %180, ptr %143, align 8, !tbaa !11
  %181 = call noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef %150, ptr noundef nonnull %7, i32 noundef 4, ptr noundef nonnull %6, ptr noundef nonnull %8) #10
  %182 = tail call noundef double @llvm.nvvm.mul.rn.d(double %76, double %91)
  %183 = fneg contract double %182
  %184 = tail call noundef double @llvm.fma.f64(double %76, double %91, double %183)
  %185 = tail call noundef double @llvm.nvvm.mul.rn.d(double %86, double %81)
  %186 = fneg contract double %185
  %187 = tail call noundef double @llvm.fma.f64(double %86, double %81, double %186)
  %188 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %184, double %187) #9, !srcloc !13
  %189 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %184, double %188) #9, !srcloc !13
  %190 = tail call noundef double @llvm.nvvm.add.rn.d(double %188, double %189)
  %191 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %184, double %190) #9, !srcloc !13
  %192 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %189, double %187) #9, !srcloc !13
  %193 = tail call noundef double @llvm.nvvm.add.rn.d(double %191, double %192)
  store double %193, ptr %6, align 8, !tbaa !11
  %194 = tail call noundef double @llvm.nvvm.add.rn.d(double %182, double %188)
  %195 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %194, double %182) #9, !srcloc !13
  %196 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %194, double %195) #9, !srcloc !13
  %197 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %182, double %196) #9, !srcloc !13
  %198 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %188, double %195) #9, !srcloc !13
  %199 = tail call noundef double @llvm.nvvm.add.rn.d(double %197, double %198)
  %200 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %199, double %185) #9, !srcloc !13
  %201 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %199, double %200) #9, !srcloc !13
  %202 = tail call noundef double @llvm.nvvm.add.rn.d(double %200, double %201)
  %203 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %199, double %202) #9, !srcloc !13
  %204 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %201, double %185) #9, !srcloc !13
  %205 = tail call noundef double @llvm.nvvm.add.rn.d(double %203, double %204)
  store double %205, ptr %135, align 8, !tbaa !11
  %206 = tail call noundef double @llvm.nvvm.add.rn.d(double %194, double %200)
  store double %206, ptr %142, align 8, !tbaa !11
  %207 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %206, double %194) #9, !srcloc !13
  %208 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %206, double %207) #9, !srcloc !13
  %209 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %194, double %208) #9, !srcloc !13
  %210 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %200, double %207) #9, !srcloc !13
  %211 = tail call noundef double @llvm.nvvm.add.rn.d(double %209, double %210)
  store double %211, ptr %143, align 8, !tbaa !11
  %212 = call noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef %181, ptr noundef nonnull %8, i32 noundef 4, ptr noundef nonnull %6, ptr noundef nonnull %9) #10
  %213 = sext i32 %212 to i64
  %214 = getelementptr double, ptr %9, i64 %213
  %215 = getelementptr i8, ptr %214, i64 -8
  %216 = load double, ptr %215, align 8, !tbaa !11
  br label %217

217:                                              ; preds = %116, %71, %99, %65
  %218 = phi double [ %62, %65 ], [ %216, %116 ], [ %62, %71 ], [ %111, %99 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #10
  ret double %218
}

; Function Attrs: noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef i32 @_Z11lifted_termddddddPd(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, ptr noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = alloca [4 x double], align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca [16 x double], align 8
  %11 = alloca [8 x double], align 8
  %12 = alloca [16 x double], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %11) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %12) #10
  %13 = tail call noundef double @llvm.nvvm.mul.rn.d(double %2, double %3)
  %14 = fneg contract double %13
  %15 = tail call noundef double @llvm.fma.f64(double %2, double %3, double %14)
  %16 = tail call noundef double @llvm.nvvm.mul.rn.d(double %4, double %5)
  %17 = fneg contract double %16
  %18 = tail call noundef double @llvm.fma.f64(double %4, double %5, double %17)
  %19 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %15, double %18) #9, !srcloc !13
  %20 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %15, double %19) #9, !srcloc !13
  %21 = tail call noundef double @llvm.nvvm.add.rn.d(double %19, double %20)
  %22 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %15, double %21) #9, !srcloc !13
  %23 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %20, double %18) #9, !srcloc !13
  %24 = tail call noundef double @llvm.nvvm.add.rn.d(double %22, double %23)
  store double %24, ptr %8, align 8, !tbaa !11
  %25 = tail call noundef double @llvm.nvvm.add.rn.d(double %13, double %19)
  %26 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %13) #9, !srcloc !13
  %27 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %26) #9, !srcloc !13
  %28 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %13, double %27) #9, !srcloc !13
  %29 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %19, double %26) #9, !srcloc !13
  %30 = tail call noundef double @llvm.nvvm.add.rn.d(double %28, double %29)
  %31 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %32 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %16) #9, !srcloc !13
  %33 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %32) #9, !srcloc !13
  %34 = tail call noundef double @llvm.nvvm.add.rn.d(double %32, double %33)
  %35 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %30, double %34) #9, !srcloc !13
  %36 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %33, double %16) #9, !srcloc !13
  %37 = tail call noundef double @llvm.nvvm.add.rn.d(double %35, double %36)
  store double %37, ptr %31, align 8, !tbaa !11
  %38 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %39 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %40 = tail call noundef double @llvm.nvvm.add.rn.d(double %25, double %32)
  store double %40, ptr %38, align 8, !tbaa !11
  %41 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %40, double %25) #9, !srcloc !13
  %42 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %40, double %41) #9, !srcloc !13
  %43 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %25, double %42) #9, !srcloc !13
  %44 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %32, double %41) #9, !srcloc !13
  %45 = tail call noundef double @llvm.nvvm.add.rn.d(double %43, double %44)
  store double %45, ptr %39, align 8, !tbaa !11
  %46 = call noundef i32 @_Z24scale_expansion_zeroelimiPKddPd(i32 noundef 4, ptr noundef nonnull %8, double noundef %0, ptr noundef nonnull %9) #10
  %47 = call noundef i32 @_Z24scale_expansion_zeroelimiPKddPd(i32 noundef %46, ptr noundef nonnull %9, double noundef %0, ptr noundef nonnull %10) #10
  %48 = call noundef i32 @_Z24scale_expansion_zeroelimiPKddPd(i32 noundef 4, ptr noundef nonnull %8, double noundef %1, ptr noundef nonnull %11) #10
  %49 = call noundef i32 @_Z24scale_expansion_zeroelimiPKddPd(i32 noundef %48, ptr noundef nonnull %11, double noundef %1, ptr noundef nonnull %12) #10
  %50 = call noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef %47, ptr noundef nonnull %10, i32 noundef %49, ptr noundef nonnull %12, ptr noundef %6) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %12) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %11) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #10
  ret i32 %50
}

; Function Attrs: nofree noinline nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local noundef double @_Z14incircle_adapt7double2S_S_S_d(ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %0, ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %1, ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %2, ptr noundef readonly byval(%struct.double2.0) align 16 captures(none) %3, double noundef %4) local_unnamed_addr #3 {
  %6 = alloca [32 x double], align 8
  %7 = alloca [32 x double], align 8
  %8 = alloca [32 x double], align 8
  %9 = alloca [64 x double], align 8
  %10 = alloca [96 x double], align 8
  %11 = load double, ptr %0, align 16, !tbaa !19
  %12 = load double, ptr %3, align 16, !tbaa !19
  %13 = fsub contract double %11, %12
  %14 = load double, ptr %1, align 16, !tbaa !19
  %15 = fsub contract double %14, %12
  %16 = load double, ptr %2, align 16, !tbaa !19
  %17 = fsub contract double %16, %12
  %18 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !21
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %21 = load double, ptr %20, align 8, !tbaa !21
  %22 = fsub contract double %19, %21
  %23 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %24 = load double, ptr %23, align 8, !tbaa !21
  %25 = fsub contract double %24, %21
  %26 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %27 = load double, ptr %26, align 8, !tbaa !21
  %28 = fsub contract double %27, %21
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %10) #10
  %29 = call noundef i32 @_Z11lifted_termddddddPd(double noundef %13, double noundef %22, double noundef %15, double noundef %28, double noundef %17, double noundef %25, ptr noundef nonnull %6) #10
  %30 = call noundef i32 @_Z11lifted_termddddddPd(double noundef %15, double noundef %25, double noundef %17, double noundef %22, double noundef %13, double noundef %28, ptr noundef nonnull %7) #10
  %31 = call noundef i32 @_Z11lifted_termddddddPd(double noundef %17, double noundef %28, double noundef %13, double noundef %25, double noundef %15, double noundef %22, ptr noundef nonnull %8) #10
  %32 = call noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef %29, ptr noundef nonnull %6, i32 noundef %30, ptr noundef nonnull %7, ptr noundef nonnull %9) #10
  %33 = call noundef i32 @_Z27fast_expansion_sum_zeroelimiPKdiS0_Pd(i32 noundef %32, ptr noundef nonnull %9, i32 noundef %31, ptr noundef nonnull %8, ptr noundef nonnull %10) #10
  %34 = load double, ptr %10, align 8, !tbaa !11
  %35 = icmp sgt i32 %33, 1
  br i1 %35, label %36, label %45

36:                                               ; preds = %5, %36
  %37 = phi i32 [ %43, %36 ], [ 1, %5 ]
  %38 = phi double [ %42, %36 ], [ %34, %5 ]
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds nuw double, ptr %10, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !11
  %42 = fadd contract double %38, %41
  %43 = add nuw nsw i32 %37, 1
  %44 = icmp eq i32 %43, %33
  br i1 %44, label %45, label %36, !llvm.loop !22

45:                                               ; preds = %36, %5
  %46 = phi double [ %34, %5 ], [ %42, %36 ]
  %47 = fmul contract double %4, 0x3CC0000000000006
  %48 = fcmp contract ult double %46, %47
  %49 = fneg contract double %46
  %50 = fcmp contract ugt double %47, %49
  %51 = and i1 %48, %50
  br i1 %51, label %52, label %158

52:                                               ; preds = %45
  %53 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %11, double %13) #9, !srcloc !13
  %54 = tail call noundef double @llvm.nvvm.add.rn.d(double %13, double %53)
  %55 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %11, double %54) #9, !srcloc !13
  %56 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %53, double %12) #9, !srcloc !13
  %57 = tail call noundef double @llvm.nvvm.add.rn.d(double %55, double %56)
  %58 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %19, double %22) #9, !srcloc !13
  %59 = tail call noundef double @llvm.nvvm.add.rn.d(double %22, double %58)
  %60 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %19, double %59) #9, !srcloc !13
  %61 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %58, double %21) #9, !srcloc !13
  %62 = tail call noundef double @llvm.nvvm.add.rn.d(double %60, double %61)
  %63 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %14, double %15) #9, !srcloc !13
  %64 = tail call noundef double @llvm.nvvm.add.rn.d(double %15, double %63)
  %65 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %14, double %64) #9, !srcloc !13
  %66 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %63, double %12) #9, !srcloc !13
  %67 = tail call noundef double @llvm.nvvm.add.rn.d(double %65, double %66)
  %68 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %24, double %25) #9, !srcloc !13
  %69 = tail call noundef double @llvm.nvvm.add.rn.d(double %25, double %68)
  %70 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %24, double %69) #9, !srcloc !13
  %71 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %68, double %21) #9, !srcloc !13
  %72 = tail call noundef double @llvm.nvvm.add.rn.d(double %70, double %71)
  %73 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %16, double %17) #9, !srcloc !13
  %74 = tail call noundef double @llvm.nvvm.add.rn.d(double %17, double %73)
  %75 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %16, double %74) #9, !srcloc !13
  %76 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %73, double %12) #9, !srcloc !13
  %77 = tail call noundef double @llvm.nvvm.add.rn.d(double %75, double %76)
  %78 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %27, double %28) #9, !srcloc !13
  %79 = tail call noundef double @llvm.nvvm.add.rn.d(double %28, double %78)
  %80 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %27, double %79) #9, !srcloc !13
  %81 = tail call noundef double asm "sub.rn.f64 $0, $1, $2;", "=d,d,d"(double %78, double %21) #9, !srcloc !13
  %82 = tail call noundef double @llvm.nvvm.add.rn.d(double %80, double %81)
  %83 = fcmp contract oeq double %57, 0.000000e+00
  %84 = fcmp contract oeq double %67, 0.000000e+00
  %85 = and i1 %83, %84
  %86 = fcmp contract oeq double %77, 0.000000e+00
  %87 = and i1 %85, %86
  %88 = fcmp contract oeq double %62, 0.000000e+00
  %89 = and i1 %88, %87
  %90 = fcmp contract oeq double %72, 0.000000e+00
  %91 = and i1 %90, %89
  %92 = fcmp contract oeq double %82, 0.000000e+00
  %93 = and i1 %91, %92
  br i1 %93, label %158, label %94

94:                                               ; preds = %52
  %95 = fmul contract double %13, %13
  %96 = fmul contract double %22, %22
  %97 = fadd contract double %95, %96
  %98 = fmul contract double %15, %82
  %99 = fmul contract double %28, %67
  %100 = fadd contract double %99, %98
  %101 = fmul contract double %25, %77
  %102 = fmul contract double %17, %72
  %103 = fadd contract double %102, %101
  %104 = fsub contract double %100, %103
  %105 = fmul contract double %97, %104
  %106 = fmul contract double %13, %57
  %107 = fmul contract double %22, %62
  %108 = fadd contract double %106, %107
  %109 = fmul contract double %108, 2.000000e+00
  %110 = fmul contract double %15, %28
  %111 = fmul contract double %17, %25
  %112 = fsub contract double %110, %111
  %113 = fmul contract double %112, %109
  %114 = fadd contract double %113, %105
  %115 = fmul contract double %15, %15
  %116 = fmul contract double %25, %25
  %117 = fadd contract double %115, %116
  %118 = fmul contract double %17, %62
  %119 = fmul contract double %22, %77
  %120 = fadd contract double %118, %119
  %121 = fmul contract double %28, %57
  %122 = fmul contract double %13, %82
  %123 = fadd contract double %121, %122
  %124 = fsub contract double %120, %123
  %125 = fmul contract double %117, %124
  %126 = fmul contract double %15, %67
  %127 = fmul contract double %25, %72
  %128 = fadd contract double %126, %127
  %129 = fmul contract double %128, 2.000000e+00
  %130 = fmul contract double %17, %22
  %131 = fmul contract double %13, %28
  %132 = fsub contract double %130, %131
  %133 = fmul contract double %132, %129
  %134 = fadd contract double %133, %125
  %135 = fadd contract double %114, %134
  %136 = fmul contract double %17, %17
  %137 = fmul contract double %28, %28
  %138 = fadd contract double %136, %137
  %139 = fmul contract double %13, %72
  %140 = fmul contract double %25, %57
  %141 = fadd contract double %140, %139
  %142 = fmul contract double %22, %67
  %143 = fmul contract double %15, %62
  %144 = fadd contract double %143, %142
  %145 = fsub contract double %141, %144
  %146 = fmul contract double %138, %145
  %147 = fmul contract double %17, %77
  %148 = fmul contract double %28, %82
  %149 = fadd contract double %147, %148
  %150 = fmul contract double %149, 2.000000e+00
  %151 = fmul contract double %13, %25
  %152 = fmul contract double %15, %22
  %153 = fsub contract double %151, %152
  %154 = fmul contract double %153, %150
  %155 = fadd contract double %146, %154
  %156 = fadd contract double %155, %135
  %157 = fadd contract double %46, %156
  br label %158

158:                                              ; preds = %94, %52, %45
  %159 = phi double [ %46, %45 ], [ %157, %94 ], [ %46, %52 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %10) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %9) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #10
  ret double %159
}

; Function Attrs: convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @incircle_batch(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca %struct.double2.0, align 16
  %8 = alloca %struct.double2.0, align 16
  %9 = alloca %struct.double2.0, align 16
  %10 = alloca %struct.double2.0, align 16
  %11 = icmp slt i32 %1, 1
  br i1 %11, label %134, label %12

12:                                               ; preds = %6
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = add i32 %15, %16
  %18 = icmp slt i32 %17, %3
  br i1 %18, label %19, label %134

19:                                               ; preds = %12
  %20 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %21 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %22 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %23 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %24 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %25 = and i32 %16, 31
  %26 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %27 = mul i32 %26, %14
  br label %28

28:                                               ; preds = %19, %131
  %29 = phi i32 [ %17, %19 ], [ %132, %131 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds %struct.int4, ptr %2, i64 %30
  %32 = load i32, ptr %31, align 16, !tbaa !6
  %33 = getelementptr inbounds nuw i8, ptr %31, i64 4
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds nuw i8, ptr %31, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !6
  %37 = getelementptr inbounds nuw i8, ptr %31, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = urem i32 %32, %1
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %40
  %42 = load double, ptr %41, align 16, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %41, i64 8
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = urem i32 %34, %1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %46
  %48 = load double, ptr %47, align 16, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %47, i64 8
  %50 = load double, ptr %49, align 8, !tbaa !11
  %51 = urem i32 %36, %1
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %52
  %54 = load double, ptr %53, align 16, !tbaa !11
  %55 = getelementptr inbounds nuw i8, ptr %53, i64 8
  %56 = load double, ptr %55, align 8, !tbaa !11
  %57 = urem i32 %38, %1
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %58
  %60 = load double, ptr %59, align 16, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  %63 = fsub contract double %42, %60
  %64 = fsub contract double %48, %60
  %65 = fsub contract double %54, %60
  %66 = fsub contract double %44, %62
  %67 = fsub contract double %50, %62
  %68 = fsub contract double %56, %62
  %69 = tail call noundef double @llvm.nvvm.mul.rn.d(double %64, double %68)
  %70 = tail call noundef double @llvm.nvvm.mul.rn.d(double %65, double %67)
  %71 = tail call noundef double @llvm.nvvm.mul.rn.d(double %65, double %66)
  %72 = tail call noundef double @llvm.nvvm.mul.rn.d(double %63, double %68)
  %73 = tail call noundef double @llvm.nvvm.mul.rn.d(double %63, double %67)
  %74 = tail call noundef double @llvm.nvvm.mul.rn.d(double %64, double %66)
  %75 = tail call noundef double @llvm.nvvm.mul.rn.d(double %63, double %63)
  %76 = tail call noundef double @llvm.nvvm.mul.rn.d(double %66, double %66)
  %77 = tail call noundef double @llvm.nvvm.add.rn.d(double %75, double %76)
  %78 = tail call noundef double @llvm.nvvm.mul.rn.d(double %64, double %64)
  %79 = tail call noundef double @llvm.nvvm.mul.rn.d(double %67, double %67)
  %80 = tail call noundef double @llvm.nvvm.add.rn.d(double %78, double %79)
  %81 = tail call noundef double @llvm.nvvm.mul.rn.d(double %65, double %65)
  %82 = tail call noundef double @llvm.nvvm.mul.rn.d(double %68, double %68)
  %83 = tail call noundef double @llvm.nvvm.add.rn.d(double %81, double %82)
  %84 = fsub contract double %69, %70
  %85 = tail call noundef double @llvm.nvvm.mul.rn.d(double %77, double %84)
  %86 = fsub contract double %71, %72
  %87 = tail call noundef double @llvm.nvvm.mul.rn.d(double %80, double %86)
  %88 = fadd contract double %85, %87
  %89 = fsub contract double %73, %74
  %90 = tail call noundef double @llvm.nvvm.mul.rn.d(double %83, double %89)
  %91 = fadd contract double %90, %88
  %92 = tail call noundef double @llvm.nvvm.fabs.f64(double %69)
  %93 = tail call noundef double @llvm.nvvm.fabs.f64(double %70)
  %94 = fadd contract double %92, %93
  %95 = fmul contract double %77, %94
  %96 = tail call noundef double @llvm.nvvm.fabs.f64(double %71)
  %97 = tail call noundef double @llvm.nvvm.fabs.f64(double %72)
  %98 = fadd contract double %96, %97
  %99 = fmul contract double %80, %98
  %100 = fadd contract double %95, %99
  %101 = tail call noundef double @llvm.nvvm.fabs.f64(double %73)
  %102 = tail call noundef double @llvm.nvvm.fabs.f64(double %74)
  %103 = fadd contract double %101, %102
  %104 = fmul contract double %83, %103
  %105 = fadd contract double %104, %100
  %106 = fmul contract double %105, 0x3CD4000000000006
  %107 = fcmp contract ule double %91, %106
  %108 = fneg contract double %91
  %109 = fcmp contract uge double %106, %108
  %110 = and i1 %107, %109
  br i1 %110, label %111, label %113

111:                                              ; preds = %28
  store double %42, ptr %7, align 16, !tbaa !11
  store double %44, ptr %20, align 8, !tbaa !11
  store double %48, ptr %8, align 16, !tbaa !11
  store double %50, ptr %21, align 8, !tbaa !11
  store double %54, ptr %9, align 16, !tbaa !11
  store double %56, ptr %22, align 8, !tbaa !11
  store double %60, ptr %10, align 16, !tbaa !11
  store double %62, ptr %23, align 8, !tbaa !11
  %112 = tail call contract noundef double @_Z14incircle_adapt7double2S_S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %7, ptr noundef nonnull byval(%struct.double2.0) align 16 %8, ptr noundef nonnull byval(%struct.double2.0) align 16 %9, ptr noundef nonnull byval(%struct.double2.0) align 16 %10, double noundef %105) #10
  br label %113

113:                                              ; preds = %28, %111
  %114 = phi double [ %91, %28 ], [ %112, %111 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  %115 = fcmp contract ogt double %114, 0.000000e+00
  %116 = zext i1 %115 to i32
  %117 = fcmp contract olt double %114, 0.000000e+00
  %118 = sext i1 %117 to i32
  %119 = add nsw i32 %118, %116
  %120 = getelementptr inbounds i32, ptr %4, i64 %30
  store i32 %119, ptr %120, align 4, !tbaa !6
  %121 = tail call noundef i32 @llvm.nvvm.activemask()
  %122 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %121, i1 %110)
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %131, label %124

124:                                              ; preds = %113
  %125 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %122)
  %126 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %125) #9, !srcloc !23
  %127 = icmp eq i32 %25, %126
  br i1 %127, label %128, label %131

128:                                              ; preds = %124
  %129 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %122)
  %130 = atomicrmw add ptr %24, i32 %129 seq_cst, align 4
  br label %131

131:                                              ; preds = %113, %124, %128
  %132 = add i32 %29, %27
  %133 = icmp slt i32 %132, %3
  br i1 %133, label %28, label %134, !llvm.loop !24

134:                                              ; preds = %131, %12, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @segment_intersect_batch(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca %struct.double2.0, align 16
  %8 = alloca %struct.double2.0, align 16
  %9 = alloca %struct.double2.0, align 16
  %10 = alloca %struct.double2.0, align 16
  %11 = alloca %struct.double2.0, align 16
  %12 = alloca %struct.double2.0, align 16
  %13 = alloca %struct.double2.0, align 16
  %14 = alloca %struct.double2.0, align 16
  %15 = alloca %struct.double2.0, align 16
  %16 = alloca %struct.double2.0, align 16
  %17 = alloca %struct.double2.0, align 16
  %18 = alloca %struct.double2.0, align 16
  %19 = icmp slt i32 %1, 1
  br i1 %19, label %267, label %20

20:                                               ; preds = %6
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = mul i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %25 = add i32 %23, %24
  %26 = icmp slt i32 %25, %3
  br i1 %26, label %27, label %267

27:                                               ; preds = %20
  %28 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %30 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %31 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %33 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %36 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %37 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %38 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %40 = and i32 %24, 31
  %41 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = mul i32 %41, %22
  br label %43

43:                                               ; preds = %27, %264
  %44 = phi i32 [ %25, %27 ], [ %265, %264 ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds %struct.int2, ptr %2, i64 %45
  %47 = load i32, ptr %46, align 8, !tbaa !6
  %48 = getelementptr inbounds nuw i8, ptr %46, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = urem i32 %47, %1
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw %struct.Segment, ptr %0, i64 %51
  %53 = load double, ptr %52, align 16, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr %52, i64 8
  %55 = load double, ptr %54, align 8, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %52, i64 16
  %57 = load double, ptr %56, align 16, !tbaa !11
  %58 = getelementptr inbounds nuw i8, ptr %52, i64 24
  %59 = load double, ptr %58, align 8, !tbaa !11
  %60 = urem i32 %49, %1
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw %struct.Segment, ptr %0, i64 %61
  %63 = load double, ptr %62, align 16, !tbaa !11
  %64 = getelementptr inbounds nuw i8, ptr %62, i64 8
  %65 = load double, ptr %64, align 8, !tbaa !11
  %66 = getelementptr inbounds nuw i8, ptr %62, i64 16
  %67 = load double, ptr %66, align 16, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %62, i64 24
  %69 = load double, ptr %68, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %70 = fsub contract double %53, %63
  %71 = fsub contract double %59, %65
  %72 = tail call noundef double @llvm.nvvm.mul.rn.d(double %70, double %71)
  %73 = fsub contract double %55, %65
  %74 = fsub contract double %57, %63
  %75 = tail call noundef double @llvm.nvvm.mul.rn.d(double %73, double %74)
  %76 = fsub contract double %72, %75
  %77 = fcmp contract ogt double %72, 0.000000e+00
  br i1 %77, label %78, label %82

78:                                               ; preds = %43
  %79 = fcmp contract ugt double %75, 0.000000e+00
  br i1 %79, label %80, label %98

80:                                               ; preds = %78
  %81 = fadd contract double %72, %75
  br label %89

82:                                               ; preds = %43
  %83 = fcmp contract olt double %72, 0.000000e+00
  %84 = fcmp contract ult double %75, 0.000000e+00
  %85 = and i1 %83, %84
  br i1 %85, label %86, label %98

86:                                               ; preds = %82
  %87 = fneg contract double %72
  %88 = fsub contract double %87, %75
  br label %89

89:                                               ; preds = %86, %80
  %90 = phi double [ %81, %80 ], [ %88, %86 ]
  %91 = fmul contract double %90, 0x3CB8000000000004
  %92 = fcmp contract ult double %76, %91
  %93 = fneg contract double %76
  %94 = fcmp contract ugt double %91, %93
  %95 = and i1 %92, %94
  br i1 %95, label %96, label %98

96:                                               ; preds = %89
  store double %53, ptr %7, align 16, !tbaa !11
  store double %55, ptr %28, align 8, !tbaa !11
  store double %57, ptr %8, align 16, !tbaa !11
  store double %59, ptr %29, align 8, !tbaa !11
  store double %63, ptr %9, align 16, !tbaa !11
  store double %65, ptr %30, align 8, !tbaa !11
  %97 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %7, ptr noundef nonnull byval(%struct.double2.0) align 16 %8, ptr noundef nonnull byval(%struct.double2.0) align 16 %9, double noundef %90) #10
  br label %98

98:                                               ; preds = %78, %82, %89, %96
  %99 = phi i1 [ true, %96 ], [ false, %89 ], [ false, %78 ], [ false, %82 ]
  %100 = phi double [ %97, %96 ], [ %76, %89 ], [ %76, %78 ], [ %76, %82 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %101 = fcmp contract ogt double %100, 0.000000e+00
  %102 = zext i1 %101 to i32
  %103 = fcmp contract olt double %100, 0.000000e+00
  %104 = sext i1 %103 to i32
  %105 = add nsw i32 %104, %102
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  %106 = fsub contract double %53, %67
  %107 = fsub contract double %59, %69
  %108 = tail call noundef double @llvm.nvvm.mul.rn.d(double %106, double %107)
  %109 = fsub contract double %55, %69
  %110 = fsub contract double %57, %67
  %111 = tail call noundef double @llvm.nvvm.mul.rn.d(double %109, double %110)
  %112 = fsub contract double %108, %111
  %113 = fcmp contract ogt double %108, 0.000000e+00
  br i1 %113, label %114, label %118

114:                                              ; preds = %98
  %115 = fcmp contract ugt double %111, 0.000000e+00
  br i1 %115, label %116, label %134

116:                                              ; preds = %114
  %117 = fadd contract double %108, %111
  br label %125

118:                                              ; preds = %98
  %119 = fcmp contract olt double %108, 0.000000e+00
  %120 = fcmp contract ult double %111, 0.000000e+00
  %121 = and i1 %119, %120
  br i1 %121, label %122, label %134

122:                                              ; preds = %118
  %123 = fneg contract double %108
  %124 = fsub contract double %123, %111
  br label %125

125:                                              ; preds = %122, %116
  %126 = phi double [ %117, %116 ], [ %124, %122 ]
  %127 = fmul contract double %126, 0x3CB8000000000004
  %128 = fcmp contract ult double %112, %127
  %129 = fneg contract double %112
  %130 = fcmp contract ugt double %127, %129
  %131 = and i1 %128, %130
  br i1 %131, label %132, label %134

132:                                              ; preds = %125
  store double %53, ptr %10, align 16, !tbaa !11
  store double %55, ptr %31, align 8, !tbaa !11
  store double %57, ptr %11, align 16, !tbaa !11
  store double %59, ptr %32, align 8, !tbaa !11
  store double %67, ptr %12, align 16, !tbaa !11
  store double %69, ptr %33, align 8, !tbaa !11
  %133 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %10, ptr noundef nonnull byval(%struct.double2.0) align 16 %11, ptr noundef nonnull byval(%struct.double2.0) align 16 %12, double noundef %126) #10
  br label %134

134:                                              ; preds = %114, %118, %125, %132
  %135 = phi i1 [ true, %132 ], [ false, %125 ], [ false, %114 ], [ false, %118 ]
  %136 = phi double [ %133, %132 ], [ %112, %125 ], [ %112, %114 ], [ %112, %118 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  %137 = fcmp contract ogt double %136, 0.000000e+00
  %138 = zext i1 %137 to i32
  %139 = fcmp contract olt double %136, 0.000000e+00
  %140 = sext i1 %139 to i32
  %141 = add nsw i32 %140, %138
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  %142 = fsub contract double %63, %53
  %143 = fsub contract double %69, %55
  %144 = tail call noundef double @llvm.nvvm.mul.rn.d(double %142, double %143)
  %145 = fsub contract double %65, %55
  %146 = fsub contract double %67, %53
  %147 = tail call noundef double @llvm.nvvm.mul.rn.d(double %145, double %146)
  %148 = fsub contract double %144, %147
  %149 = fcmp contract ogt double %144, 0.000000e+00
  br i1 %149, label %150, label %154

150:                                              ; preds = %134
  %151 = fcmp contract ugt double %147, 0.000000e+00
  br i1 %151, label %152, label %170

152:                                              ; preds = %150
  %153 = fadd contract double %147, %144
  br label %161

154:                                              ; preds = %134
  %155 = fcmp contract olt double %144, 0.000000e+00
  %156 = fcmp contract ult double %147, 0.000000e+00
  %157 = and i1 %156, %155
  br i1 %157, label %158, label %170

158:                                              ; preds = %154
  %159 = fneg contract double %144
  %160 = fsub contract double %159, %147
  br label %161

161:                                              ; preds = %158, %152
  %162 = phi double [ %153, %152 ], [ %160, %158 ]
  %163 = fmul contract double %162, 0x3CB8000000000004
  %164 = fcmp contract ult double %148, %163
  %165 = fneg contract double %148
  %166 = fcmp contract ugt double %163, %165
  %167 = and i1 %164, %166
  br i1 %167, label %168, label %170

168:                                              ; preds = %161
  store double %63, ptr %13, align 16, !tbaa !11
  store double %65, ptr %34, align 8, !tbaa !11
  store double %67, ptr %14, align 16, !tbaa !11
  store double %69, ptr %35, align 8, !tbaa !11
  store double %53, ptr %15, align 16, !tbaa !11
  store double %55, ptr %36, align 8, !tbaa !11
  %169 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %13, ptr noundef nonnull byval(%struct.double2.0) align 16 %14, ptr noundef nonnull byval(%struct.double2.0) align 16 %15, double noundef %162) #10
  br label %170

170:                                              ; preds = %150, %154, %161, %168
  %171 = phi i1 [ true, %168 ], [ false, %161 ], [ false, %150 ], [ false, %154 ]
  %172 = phi double [ %169, %168 ], [ %148, %161 ], [ %148, %150 ], [ %148, %154 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  %173 = fcmp contract ogt double %172, 0.000000e+00
  %174 = zext i1 %173 to i32
  %175 = fcmp contract olt double %172, 0.000000e+00
  %176 = sext i1 %175 to i32
  %177 = add nsw i32 %176, %174
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %17)
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  %178 = fsub contract double %63, %57
  %179 = fsub contract double %69, %59
  %180 = tail call noundef double @llvm.nvvm.mul.rn.d(double %178, double %179)
  %181 = fsub contract double %65, %59
  %182 = fsub contract double %67, %57
  %183 = tail call noundef double @llvm.nvvm.mul.rn.d(double %181, double %182)
  %184 = fsub contract double %180, %183
  %185 = fcmp contract ogt double %180, 0.000000e+00
  br i1 %185, label %186, label %190

186:                                              ; preds = %170
  %187 = fcmp contract ugt double %183, 0.000000e+00
  br i1 %187, label %188, label %206

188:                                              ; preds = %186
  %189 = fadd contract double %183, %180
  br label %197

190:                                              ; preds = %170
  %191 = fcmp contract olt double %180, 0.000000e+00
  %192 = fcmp contract ult double %183, 0.000000e+00
  %193 = and i1 %192, %191
  br i1 %193, label %194, label %206

194:                                              ; preds = %190
  %195 = fneg contract double %180
  %196 = fsub contract double %195, %183
  br label %197

197:                                              ; preds = %194, %188
  %198 = phi double [ %189, %188 ], [ %196, %194 ]
  %199 = fmul contract double %198, 0x3CB8000000000004
  %200 = fcmp contract ult double %184, %199
  %201 = fneg contract double %184
  %202 = fcmp contract ugt double %199, %201
  %203 = and i1 %200, %202
  br i1 %203, label %204, label %206

204:                                              ; preds = %197
  store double %63, ptr %16, align 16, !tbaa !11
  store double %65, ptr %37, align 8, !tbaa !11
  store double %67, ptr %17, align 16, !tbaa !11
  store double %69, ptr %38, align 8, !tbaa !11
  store double %57, ptr %18, align 16, !tbaa !11
  store double %59, ptr %39, align 8, !tbaa !11
  %205 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %16, ptr noundef nonnull byval(%struct.double2.0) align 16 %17, ptr noundef nonnull byval(%struct.double2.0) align 16 %18, double noundef %198) #10
  br label %206

206:                                              ; preds = %186, %190, %197, %204
  %207 = phi i1 [ true, %204 ], [ false, %197 ], [ false, %186 ], [ false, %190 ]
  %208 = phi double [ %205, %204 ], [ %184, %197 ], [ %184, %186 ], [ %184, %190 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.end.p0(ptr nonnull %17)
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  %209 = fcmp contract ogt double %208, 0.000000e+00
  %210 = zext i1 %209 to i32
  %211 = fcmp contract olt double %208, 0.000000e+00
  %212 = sext i1 %211 to i32
  %213 = add nsw i32 %212, %210
  %214 = mul nsw i32 %141, %105
  %215 = icmp slt i32 %214, 0
  %216 = mul nsw i32 %213, %177
  %217 = icmp slt i32 %216, 0
  %218 = select i1 %215, i1 %217, i1 false
  br i1 %218, label %248, label %219

219:                                              ; preds = %206
  %220 = icmp eq i32 %105, 0
  %221 = icmp eq i32 %141, 0
  %222 = or i1 %220, %221
  %223 = icmp eq i32 %177, 0
  %224 = or i1 %222, %223
  %225 = icmp eq i32 %213, 0
  %226 = or i1 %224, %225
  br i1 %226, label %227, label %248

227:                                              ; preds = %219
  %228 = tail call noundef double @llvm.maxnum.f64(double %53, double %57)
  %229 = tail call noundef double @llvm.minnum.f64(double %63, double %67)
  %230 = fcmp contract oge double %228, %229
  %231 = tail call double @llvm.maxnum.f64(double %63, double %67)
  %232 = tail call double @llvm.minnum.f64(double %53, double %57)
  %233 = fcmp contract oge double %231, %232
  %234 = select i1 %230, i1 %233, i1 false
  %235 = tail call noundef double @llvm.maxnum.f64(double %55, double %59)
  %236 = tail call noundef double @llvm.minnum.f64(double %65, double %69)
  %237 = fcmp contract oge double %235, %236
  %238 = tail call double @llvm.maxnum.f64(double %65, double %69)
  %239 = tail call double @llvm.minnum.f64(double %55, double %59)
  %240 = fcmp contract oge double %238, %239
  %241 = select i1 %237, i1 %240, i1 false
  %242 = and i1 %234, %241
  %243 = icmp slt i32 %214, 1
  %244 = and i1 %242, %243
  %245 = icmp sgt i32 %216, 0
  %246 = select i1 %245, i32 0, i32 2
  %247 = select i1 %244, i32 %246, i32 0
  br label %248

248:                                              ; preds = %206, %227, %219
  %249 = phi i32 [ 0, %219 ], [ %247, %227 ], [ 1, %206 ]
  %250 = getelementptr inbounds i32, ptr %4, i64 %45
  store i32 %249, ptr %250, align 4, !tbaa !6
  %251 = or i1 %99, %135
  %252 = or i1 %251, %171
  %253 = or i1 %252, %207
  %254 = tail call noundef i32 @llvm.nvvm.activemask()
  %255 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %254, i1 %253)
  %256 = icmp eq i32 %255, 0
  br i1 %256, label %264, label %257

257:                                              ; preds = %248
  %258 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %255)
  %259 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %258) #9, !srcloc !23
  %260 = icmp eq i32 %40, %259
  br i1 %260, label %261, label %264

261:                                              ; preds = %257
  %262 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %255)
  %263 = atomicrmw add ptr %5, i32 %262 seq_cst, align 4
  br label %264

264:                                              ; preds = %248, %257, %261
  %265 = add i32 %44, %42
  %266 = icmp slt i32 %265, %3
  br i1 %266, label %43, label %267, !llvm.loop !25

267:                                              ; preds = %264, %20, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @delaunay_flip_flags(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef captures(none) %5) local_unnamed_addr #4 {
  %7 = alloca %struct.double2.0, align 16
  %8 = alloca %struct.double2.0, align 16
  %9 = alloca %struct.double2.0, align 16
  %10 = alloca %struct.double2.0, align 16
  %11 = alloca %struct.double2.0, align 16
  %12 = alloca %struct.double2.0, align 16
  %13 = alloca %struct.double2.0, align 16
  %14 = alloca %struct.double2.0, align 16
  %15 = alloca %struct.double2.0, align 16
  %16 = alloca %struct.double2.0, align 16
  %17 = alloca %struct.double2.0, align 16
  %18 = alloca %struct.double2.0, align 16
  %19 = alloca %struct.double2.0, align 16
  %20 = icmp slt i32 %1, 1
  br i1 %20, label %258, label %21

21:                                               ; preds = %6
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %24 = mul i32 %22, %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %26 = add i32 %24, %25
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %258

28:                                               ; preds = %21
  %29 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %30 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %31 = getelementptr inbounds nuw i8, ptr %9, i64 8
  %32 = getelementptr inbounds nuw i8, ptr %16, i64 8
  %33 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %34 = getelementptr inbounds nuw i8, ptr %18, i64 8
  %35 = getelementptr inbounds nuw i8, ptr %19, i64 8
  %36 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %37 = getelementptr inbounds nuw i8, ptr %11, i64 8
  %38 = getelementptr inbounds nuw i8, ptr %12, i64 8
  %39 = getelementptr inbounds nuw i8, ptr %13, i64 8
  %40 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %41 = getelementptr inbounds nuw i8, ptr %15, i64 8
  %42 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %43 = and i32 %25, 31
  %44 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %45 = mul i32 %44, %23
  br label %46

46:                                               ; preds = %28, %255
  %47 = phi i32 [ %26, %28 ], [ %256, %255 ]
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.int4, ptr %2, i64 %48
  %50 = load i32, ptr %49, align 16, !tbaa !6
  %51 = getelementptr inbounds nuw i8, ptr %49, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !6
  %53 = getelementptr inbounds nuw i8, ptr %49, i64 8
  %54 = load i32, ptr %53, align 8, !tbaa !6
  %55 = getelementptr inbounds nuw i8, ptr %49, i64 12
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = urem i32 %50, %1
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %58
  %60 = load double, ptr %59, align 16, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 8
  %62 = load double, ptr %61, align 8, !tbaa !11
  %63 = urem i32 %52, %1
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %64
  %66 = load double, ptr %65, align 16, !tbaa !11
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 8
  %68 = load double, ptr %67, align 8, !tbaa !11
  %69 = urem i32 %54, %1
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %70
  %72 = load double, ptr %71, align 16, !tbaa !11
  %73 = getelementptr inbounds nuw i8, ptr %71, i64 8
  %74 = load double, ptr %73, align 8, !tbaa !11
  %75 = urem i32 %56, %1
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw %struct.double2.0, ptr %0, i64 %76
  %78 = load double, ptr %77, align 16, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 8
  %80 = load double, ptr %79, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %81 = fsub contract double %60, %72
  %82 = fsub contract double %68, %74
  %83 = tail call noundef double @llvm.nvvm.mul.rn.d(double %81, double %82)
  %84 = fsub contract double %62, %74
  %85 = fsub contract double %66, %72
  %86 = tail call noundef double @llvm.nvvm.mul.rn.d(double %84, double %85)
  %87 = fsub contract double %83, %86
  %88 = fcmp contract ogt double %83, 0.000000e+00
  br i1 %88, label %89, label %93

89:                                               ; preds = %46
  %90 = fcmp contract ugt double %86, 0.000000e+00
  br i1 %90, label %91, label %109

91:                                               ; preds = %89
  %92 = fadd contract double %83, %86
  br label %100

93:                                               ; preds = %46
  %94 = fcmp contract olt double %83, 0.000000e+00
  %95 = fcmp contract ult double %86, 0.000000e+00
  %96 = and i1 %94, %95
  br i1 %96, label %97, label %109

97:                                               ; preds = %93
  %98 = fneg contract double %83
  %99 = fsub contract double %98, %86
  br label %100

100:                                              ; preds = %97, %91
  %101 = phi double [ %92, %91 ], [ %99, %97 ]
  %102 = fmul contract double %101, 0x3CB8000000000004
  %103 = fcmp contract ult double %87, %102
  %104 = fneg contract double %87
  %105 = fcmp contract ugt double %102, %104
  %106 = and i1 %103, %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %100
  store double %60, ptr %7, align 16, !tbaa !11
  store double %62, ptr %29, align 8, !tbaa !11
  store double %66, ptr %8, align 16, !tbaa !11
  store double %68, ptr %30, align 8, !tbaa !11
  store double %72, ptr %9, align 16, !tbaa !11
  store double %74, ptr %31, align 8, !tbaa !11
  %108 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %7, ptr noundef nonnull byval(%struct.double2.0) align 16 %8, ptr noundef nonnull byval(%struct.double2.0) align 16 %9, double noundef %101) #10
  br label %109

109:                                              ; preds = %89, %93, %100, %107
  %110 = phi i1 [ true, %107 ], [ false, %100 ], [ false, %89 ], [ false, %93 ]
  %111 = phi double [ %108, %107 ], [ %87, %100 ], [ %87, %89 ], [ %87, %93 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %112 = fcmp contract une double %111, 0.000000e+00
  br i1 %112, label %113, label %240

113:                                              ; preds = %109
  %114 = fcmp contract ogt double %111, 0.000000e+00
  %115 = select i1 %114, double %72, double %78
  %116 = select i1 %114, double %74, double %80
  %117 = select i1 %114, double %78, double %72
  %118 = select i1 %114, double %80, double %74
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %17)
  call void @llvm.lifetime.start.p0(ptr nonnull %18)
  call void @llvm.lifetime.start.p0(ptr nonnull %19)
  %119 = fsub contract double %60, %117
  %120 = fsub contract double %66, %117
  %121 = fsub contract double %115, %117
  %122 = fsub contract double %62, %118
  %123 = fsub contract double %68, %118
  %124 = fsub contract double %116, %118
  %125 = tail call noundef double @llvm.nvvm.mul.rn.d(double %120, double %124)
  %126 = tail call noundef double @llvm.nvvm.mul.rn.d(double %121, double %123)
  %127 = tail call noundef double @llvm.nvvm.mul.rn.d(double %121, double %122)
  %128 = tail call noundef double @llvm.nvvm.mul.rn.d(double %119, double %124)
  %129 = tail call noundef double @llvm.nvvm.mul.rn.d(double %119, double %123)
  %130 = tail call noundef double @llvm.nvvm.mul.rn.d(double %120, double %122)
  %131 = tail call noundef double @llvm.nvvm.mul.rn.d(double %119, double %119)
  %132 = tail call noundef double @llvm.nvvm.mul.rn.d(double %122, double %122)
  %133 = tail call noundef double @llvm.nvvm.add.rn.d(double %131, double %132)
  %134 = tail call noundef double @llvm.nvvm.mul.rn.d(double %120, double %120)
  %135 = tail call noundef double @llvm.nvvm.mul.rn.d(double %123, double %123)
  %136 = tail call noundef double @llvm.nvvm.add.rn.d(double %134, double %135)
  %137 = tail call noundef double @llvm.nvvm.mul.rn.d(double %121, double %121)
  %138 = tail call noundef double @llvm.nvvm.mul.rn.d(double %124, double %124)
  %139 = tail call noundef double @llvm.nvvm.add.rn.d(double %137, double %138)
  %140 = fsub contract double %125, %126
  %141 = tail call noundef double @llvm.nvvm.mul.rn.d(double %133, double %140)
  %142 = fsub contract double %127, %128
  %143 = tail call noundef double @llvm.nvvm.mul.rn.d(double %136, double %142)
  %144 = fadd contract double %141, %143
  %145 = fsub contract double %129, %130
  %146 = tail call noundef double @llvm.nvvm.mul.rn.d(double %139, double %145)
  %147 = fadd contract double %146, %144
  %148 = tail call noundef double @llvm.nvvm.fabs.f64(double %125)
  %149 = tail call noundef double @llvm.nvvm.fabs.f64(double %126)
  %150 = fadd contract double %148, %149
  %151 = fmul contract double %133, %150
  %152 = tail call noundef double @llvm.nvvm.fabs.f64(double %127)
  %153 = tail call noundef double @llvm.nvvm.fabs.f64(double %128)
  %154 = fadd contract double %152, %153
  %155 = fmul contract double %136, %154
  %156 = fadd contract double %151, %155
  %157 = tail call noundef double @llvm.nvvm.fabs.f64(double %129)
  %158 = tail call noundef double @llvm.nvvm.fabs.f64(double %130)
  %159 = fadd contract double %157, %158
  %160 = fmul contract double %139, %159
  %161 = fadd contract double %160, %156
  %162 = fmul contract double %161, 0x3CD4000000000006
  %163 = fcmp contract ule double %147, %162
  %164 = fneg contract double %147
  %165 = fcmp contract uge double %162, %164
  %166 = and i1 %163, %165
  br i1 %166, label %167, label %169

167:                                              ; preds = %113
  store double %60, ptr %16, align 16, !tbaa !11
  store double %62, ptr %32, align 8, !tbaa !11
  store double %66, ptr %17, align 16, !tbaa !11
  store double %68, ptr %33, align 8, !tbaa !11
  store double %115, ptr %18, align 16, !tbaa !11
  store double %116, ptr %34, align 8, !tbaa !11
  store double %117, ptr %19, align 16, !tbaa !11
  store double %118, ptr %35, align 8, !tbaa !11
  %168 = tail call contract noundef double @_Z14incircle_adapt7double2S_S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %16, ptr noundef nonnull byval(%struct.double2.0) align 16 %17, ptr noundef nonnull byval(%struct.double2.0) align 16 %18, ptr noundef nonnull byval(%struct.double2.0) align 16 %19, double noundef %161) #10
  br label %169

169:                                              ; preds = %113, %167
  %170 = phi double [ %147, %113 ], [ %168, %167 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.end.p0(ptr nonnull %17)
  call void @llvm.lifetime.end.p0(ptr nonnull %18)
  call void @llvm.lifetime.end.p0(ptr nonnull %19)
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  %171 = fsub contract double %115, %60
  %172 = fsub contract double %118, %62
  %173 = tail call noundef double @llvm.nvvm.mul.rn.d(double %171, double %172)
  %174 = fsub contract double %116, %62
  %175 = fsub contract double %117, %60
  %176 = tail call noundef double @llvm.nvvm.mul.rn.d(double %174, double %175)
  %177 = fsub contract double %173, %176
  %178 = fcmp contract ogt double %173, 0.000000e+00
  br i1 %178, label %179, label %183

179:                                              ; preds = %169
  %180 = fcmp contract ugt double %176, 0.000000e+00
  br i1 %180, label %181, label %199

181:                                              ; preds = %179
  %182 = fadd contract double %173, %176
  br label %190

183:                                              ; preds = %169
  %184 = fcmp contract olt double %173, 0.000000e+00
  %185 = fcmp contract ult double %176, 0.000000e+00
  %186 = and i1 %184, %185
  br i1 %186, label %187, label %199

187:                                              ; preds = %183
  %188 = fneg contract double %173
  %189 = fsub contract double %188, %176
  br label %190

190:                                              ; preds = %187, %181
  %191 = phi double [ %182, %181 ], [ %189, %187 ]
  %192 = fmul contract double %191, 0x3CB8000000000004
  %193 = fcmp contract ult double %177, %192
  %194 = fneg contract double %177
  %195 = fcmp contract ugt double %192, %194
  %196 = and i1 %193, %195
  br i1 %196, label %197, label %199

197:                                              ; preds = %190
  store double %115, ptr %10, align 16, !tbaa !11
  store double %116, ptr %36, align 8, !tbaa !11
  store double %117, ptr %11, align 16, !tbaa !11
  store double %118, ptr %37, align 8, !tbaa !11
  store double %60, ptr %12, align 16, !tbaa !11
  store double %62, ptr %38, align 8, !tbaa !11
  %198 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %10, ptr noundef nonnull byval(%struct.double2.0) align 16 %11, ptr noundef nonnull byval(%struct.double2.0) align 16 %12, double noundef %191) #10
  br label %199

199:                                              ; preds = %179, %183, %190, %197
  %200 = phi i1 [ true, %197 ], [ false, %190 ], [ false, %179 ], [ false, %183 ]
  %201 = phi double [ %198, %197 ], [ %177, %190 ], [ %177, %179 ], [ %177, %183 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  %202 = fsub contract double %115, %66
  %203 = fsub contract double %118, %68
  %204 = tail call noundef double @llvm.nvvm.mul.rn.d(double %202, double %203)
  %205 = fsub contract double %116, %68
  %206 = fsub contract double %117, %66
  %207 = tail call noundef double @llvm.nvvm.mul.rn.d(double %205, double %206)
  %208 = fsub contract double %204, %207
  %209 = fcmp contract ogt double %204, 0.000000e+00
  br i1 %209, label %210, label %214

210:                                              ; preds = %199
  %211 = fcmp contract ugt double %207, 0.000000e+00
  br i1 %211, label %212, label %230

212:                                              ; preds = %210
  %213 = fadd contract double %204, %207
  br label %221

214:                                              ; preds = %199
  %215 = fcmp contract olt double %204, 0.000000e+00
  %216 = fcmp contract ult double %207, 0.000000e+00
  %217 = and i1 %215, %216
  br i1 %217, label %218, label %230

218:                                              ; preds = %214
  %219 = fneg contract double %204
  %220 = fsub contract double %219, %207
  br label %221

221:                                              ; preds = %218, %212
  %222 = phi double [ %213, %212 ], [ %220, %218 ]
  %223 = fmul contract double %222, 0x3CB8000000000004
  %224 = fcmp contract ult double %208, %223
  %225 = fneg contract double %208
  %226 = fcmp contract ugt double %223, %225
  %227 = and i1 %224, %226
  br i1 %227, label %228, label %230

228:                                              ; preds = %221
  store double %115, ptr %13, align 16, !tbaa !11
  store double %116, ptr %39, align 8, !tbaa !11
  store double %117, ptr %14, align 16, !tbaa !11
  store double %118, ptr %40, align 8, !tbaa !11
  store double %66, ptr %15, align 16, !tbaa !11
  store double %68, ptr %41, align 8, !tbaa !11
  %229 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %13, ptr noundef nonnull byval(%struct.double2.0) align 16 %14, ptr noundef nonnull byval(%struct.double2.0) align 16 %15, double noundef %222) #10
  br label %230

230:                                              ; preds = %210, %214, %221, %228
  %231 = phi i1 [ true, %228 ], [ false, %221 ], [ false, %210 ], [ false, %214 ]
  %232 = phi double [ %229, %228 ], [ %208, %221 ], [ %208, %210 ], [ %208, %214 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  %233 = fmul contract double %201, %232
  %234 = fcmp contract olt double %233, 0.000000e+00
  %235 = fcmp contract ogt double %170, 0.000000e+00
  %236 = and i1 %235, %234
  %237 = or i1 %200, %231
  %238 = or i1 %237, %166
  %239 = or i1 %238, %110
  br label %240

240:                                              ; preds = %230, %109
  %241 = phi i1 [ %239, %230 ], [ %110, %109 ]
  %242 = phi i1 [ %236, %230 ], [ false, %109 ]
  %243 = zext i1 %242 to i8
  %244 = getelementptr inbounds i8, ptr %4, i64 %48
  store i8 %243, ptr %244, align 1, !tbaa !26
  %245 = tail call noundef i32 @llvm.nvvm.activemask()
  %246 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %245, i1 %241)
  %247 = icmp eq i32 %246, 0
  br i1 %247, label %255, label %248

248:                                              ; preds = %240
  %249 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %246)
  %250 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %249) #9, !srcloc !23
  %251 = icmp eq i32 %43, %250
  br i1 %251, label %252, label %255

252:                                              ; preds = %248
  %253 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %246)
  %254 = atomicrmw add ptr %42, i32 %253 seq_cst, align 4
  br label %255

255:                                              ; preds = %240, %248, %252
  %256 = add i32 %47, %45
  %257 = icmp slt i32 %256, %3
  br i1 %257, label %46, label %258, !llvm.loop !27

258:                                              ; preds = %255, %21, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @collinear_sample_sides(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef captures(none) %4) local_unnamed_addr #4 {
  %6 = alloca %struct.double2.0, align 16
  %7 = alloca %struct.double2.0, align 16
  %8 = alloca %struct.double2.0, align 16
  %9 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 1)
  %10 = tail call noundef range(i32 1, 65) i32 @llvm.smin.i32(i32 range(i32 1, -2147483648) %9, i32 64)
  %11 = sext i32 %1 to i64
  %12 = zext nneg i32 %10 to i64
  %13 = mul nsw i64 %12, %11
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = mul nuw nsw i64 %15, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = zext nneg i32 %19 to i64
  %21 = add nuw nsw i64 %18, %20
  %22 = icmp slt i64 %21, %13
  br i1 %22, label %23, label %34

23:                                               ; preds = %5
  %24 = add nuw nsw i32 %10, 1
  %25 = uitofp nneg i32 %24 to double
  %26 = getelementptr inbounds nuw i8, ptr %6, i64 8
  %27 = getelementptr inbounds nuw i8, ptr %7, i64 8
  %28 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %29 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %30 = and i32 %19, 31
  %31 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %32, %17
  br label %35

34:                                               ; preds = %105, %5
  ret void

35:                                               ; preds = %23, %105
  %36 = phi i64 [ %21, %23 ], [ %106, %105 ]
  %37 = udiv i64 %36, %12
  %38 = shl i64 %37, 32
  %39 = mul nuw nsw i64 %37, %12
  %40 = sub nuw nsw i64 %36, %39
  %41 = trunc i64 %40 to i32
  %42 = ashr exact i64 %38, 27
  %43 = getelementptr inbounds i8, ptr %0, i64 %42
  %44 = load double, ptr %43, align 16, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %43, i64 8
  %46 = load double, ptr %45, align 8, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %43, i64 16
  %48 = load double, ptr %47, align 16, !tbaa !11
  %49 = getelementptr inbounds nuw i8, ptr %43, i64 24
  %50 = load double, ptr %49, align 8, !tbaa !11
  %51 = add nsw i32 %41, 1
  %52 = sitofp i32 %51 to double
  %53 = fdiv contract double %52, %25
  %54 = fsub contract double %48, %44
  %55 = tail call noundef double @llvm.fma.f64(double %53, double %54, double %44)
  %56 = fsub contract double %50, %46
  %57 = tail call noundef double @llvm.fma.f64(double %53, double %56, double %46)
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %58 = fsub contract double %44, %55
  %59 = fsub contract double %50, %57
  %60 = tail call noundef double @llvm.nvvm.mul.rn.d(double %58, double %59)
  %61 = fsub contract double %46, %57
  %62 = fsub contract double %48, %55
  %63 = tail call noundef double @llvm.nvvm.mul.rn.d(double %61, double %62)
  %64 = fsub contract double %60, %63
  %65 = fcmp contract ogt double %60, 0.000000e+00
  br i1 %65, label %66, label %70

66:                                               ; preds = %35
  %67 = fcmp contract ugt double %63, 0.000000e+00
  br i1 %67, label %68, label %86

68:                                               ; preds = %66
  %69 = fadd contract double %60, %63
  br label %77

70:                                               ; preds = %35
  %71 = fcmp contract olt double %60, 0.000000e+00
  %72 = fcmp contract ult double %63, 0.000000e+00
  %73 = and i1 %71, %72
  br i1 %73, label %74, label %86

74:                                               ; preds = %70
  %75 = fneg contract double %60
  %76 = fsub contract double %75, %63
  br label %77

77:                                               ; preds = %74, %68
  %78 = phi double [ %69, %68 ], [ %76, %74 ]
  %79 = fmul contract double %78, 0x3CB8000000000004
  %80 = fcmp contract ult double %64, %79
  %81 = fneg contract double %64
  %82 = fcmp contract ugt double %79, %81
  %83 = and i1 %80, %82
  br i1 %83, label %84, label %86

84:                                               ; preds = %77
  store double %44, ptr %6, align 16, !tbaa !11
  store double %46, ptr %26, align 8, !tbaa !11
  store double %48, ptr %7, align 16, !tbaa !11
  store double %50, ptr %27, align 8, !tbaa !11
  store double %55, ptr %8, align 16, !tbaa !11
  store double %57, ptr %28, align 8, !tbaa !11
  %85 = tail call contract noundef double @_Z14orient2d_adapt7double2S_S_d(ptr noundef nonnull byval(%struct.double2.0) align 16 %6, ptr noundef nonnull byval(%struct.double2.0) align 16 %7, ptr noundef nonnull byval(%struct.double2.0) align 16 %8, double noundef %78) #10
  br label %86

86:                                               ; preds = %66, %70, %77, %84
  %87 = phi i1 [ true, %84 ], [ false, %77 ], [ false, %66 ], [ false, %70 ]
  %88 = phi double [ %85, %84 ], [ %64, %77 ], [ %64, %66 ], [ %64, %70 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %89 = fcmp contract ogt double %88, 0.000000e+00
  %90 = zext i1 %89 to i8
  %91 = fcmp contract olt double %88, 0.000000e+00
  %92 = sext i1 %91 to i8
  %93 = add nsw i8 %92, %90
  %94 = getelementptr inbounds nuw i8, ptr %3, i64 %36
  store i8 %93, ptr %94, align 1, !tbaa !26
  %95 = tail call noundef i32 @llvm.nvvm.activemask()
  %96 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %95, i1 %87)
  %97 = icmp eq i32 %96, 0
  br i1 %97, label %105, label %98

98:                                               ; preds = %86
  %99 = tail call i32 @llvm.bitreverse.i32(i32 range(i32 1, 0) %96)
  %100 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %99) #9, !srcloc !23
  %101 = icmp eq i32 %30, %100
  br i1 %101, label %102, label %105

102:                                              ; preds = %98
  %103 = tail call noundef range(i32 1, 33) i32 @llvm.ctpop.i32(i32 range(i32 1, 0) %96)
  %104 = atomicrmw add ptr %29, i32 %103 seq_cst, align 4
  br label %105

105:                                              ; preds = %86, %98, %102
  %106 = add nuw nsw i64 %36, %33
  %107 = icmp slt i64 %106, %13
  br i1 %107, label %35, label %34, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

attributes #0 = { noinline nounwind memory(read, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { nofree noinline nounwind memory(read, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { convergent noinline norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind memory(none) }
attributes #10 = { nounwind }

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
!13 = !{i32 295823}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = !{!20, !12, i64 0}
!20 = !{!"_ZTS7double2", !12, i64 0, !12, i64 8}
!21 = !{!20, !12, i64 8}
!22 = distinct !{!22, !15, !16}
!23 = !{i32 12293}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16}
!26 = !{!8, !8, i64 0}
!27 = distinct !{!27, !15, !16}
!28 = distinct !{!28, !15, !16}
