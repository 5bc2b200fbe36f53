; ModuleID = 'src/rolling_stats.cu'
source_filename = "src/rolling_stats.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.AccPack.6 = type { %struct.ExtremumAcc, %struct.AccPack.8 }
%struct.ExtremumAcc = type { [16 x float], [16 x i32], i32, i32 }
%struct.AccPack.8 = type { %struct.ExtremumAcc.9, %struct.AccPack.11 }
%struct.ExtremumAcc.9 = type { [16 x float], [16 x i32], i32, i32 }
%struct.AccPack.11 = type { %struct.ZScoreAcc, [8 x i8] }
%struct.ZScoreAcc = type <{ double, double, float, [4 x i8] }>

$_Z14rolling_seriesILi32E13DropNonFiniteJ7MeanAcc6VarAcc7EwmaAccILi125EEEEvPKfiiiPfPi = comdat any

$_Z14rolling_seriesILi16E11ForwardFillJ11ExtremumAccILi16E4LessES1_ILi16E7GreaterE9ZScoreAccILi16EEEEvPKfiiiPfPi = comdat any

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rolling_mean_var_ewma(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %13

12:                                               ; preds = %5
  tail call void @_Z14rolling_seriesILi32E13DropNonFiniteJ7MeanAcc6VarAcc7EwmaAccILi125EEEEvPKfiiiPfPi(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %10, ptr noundef %3, ptr noundef %4) #7
  br label %13

13:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: noinline nounwind
define linkonce_odr dso_local void @_Z14rolling_seriesILi32E13DropNonFiniteJ7MeanAcc6VarAcc7EwmaAccILi125EEEEvPKfiiiPfPi(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) local_unnamed_addr #2 comdat {
  %7 = alloca [32 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7
  %8 = icmp sgt i32 %1, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = sext i32 %3 to i64
  br label %34

11:                                               ; preds = %6
  %12 = sext i32 %2 to i64
  %13 = sext i32 %3 to i64
  %14 = getelementptr float, ptr %0, i64 %13
  %15 = zext nneg i32 %1 to i64
  %16 = getelementptr float, ptr %4, i64 %13
  %17 = shl nuw nsw i64 %15, 1
  %18 = addrspacecast ptr %14 to ptr addrspace(1)
  %19 = load float, ptr addrspace(1) %18, align 4, !invariant.load !11
  %20 = tail call noundef float @llvm.nvvm.fabs.f32(float %19)
  %21 = fcmp contract ugt float %20, 0x47EC363CC0000000
  %22 = select i1 %21, float 0.000000e+00, float %19
  %23 = zext i1 %21 to i32
  store float %22, ptr %7, align 4, !tbaa !12
  %24 = fpext contract float %22 to double
  %25 = fadd contract double %24, 0.000000e+00
  %26 = fptrunc contract double %25 to float
  store float %26, ptr %16, align 4, !tbaa !12
  %27 = mul nsw i64 %15, %12
  %28 = getelementptr float, ptr %16, i64 %27
  store float 0.000000e+00, ptr %28, align 4, !tbaa !12
  %29 = mul nsw i64 %17, %12
  %30 = getelementptr float, ptr %16, i64 %29
  store float %22, ptr %30, align 4, !tbaa !12
  %31 = icmp eq i32 %1, 1
  br i1 %31, label %34, label %32

32:                                               ; preds = %11
  %33 = fmul contract double %24, %24
  br label %38

34:                                               ; preds = %98, %11, %9
  %35 = phi i64 [ %10, %9 ], [ %13, %11 ], [ %13, %98 ]
  %36 = phi i32 [ 0, %9 ], [ %23, %11 ], [ %54, %98 ]
  %37 = getelementptr inbounds i32, ptr %5, i64 %35
  store i32 %36, ptr %37, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7
  ret void

38:                                               ; preds = %32, %98
  %39 = phi i32 [ %54, %98 ], [ %23, %32 ]
  %40 = phi i32 [ %68, %98 ], [ 1, %32 ]
  %41 = phi double [ %73, %98 ], [ %25, %32 ]
  %42 = phi double [ %85, %98 ], [ %25, %32 ]
  %43 = phi double [ %84, %98 ], [ %33, %32 ]
  %44 = phi float [ %104, %98 ], [ %22, %32 ]
  %45 = zext nneg i32 %40 to i64
  %46 = mul nsw i64 %45, %12
  %47 = getelementptr float, ptr %14, i64 %46
  %48 = addrspacecast ptr %47 to ptr addrspace(1)
  %49 = load float, ptr addrspace(1) %48, align 4, !invariant.load !11
  %50 = tail call noundef float @llvm.nvvm.fabs.f32(float %49)
  %51 = fcmp contract ugt float %50, 0x47EC363CC0000000
  %52 = select i1 %51, float 0.000000e+00, float %49
  %53 = zext i1 %51 to i32
  %54 = add nuw nsw i32 %39, %53
  %55 = icmp samesign ugt i32 %40, 31
  br i1 %55, label %58, label %56

56:                                               ; preds = %38
  %57 = zext nneg i32 %40 to i64
  br label %64

58:                                               ; preds = %38
  %59 = and i32 %40, 31
  %60 = zext nneg i32 %59 to i64
  %61 = getelementptr inbounds nuw float, ptr %7, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !12
  %63 = fpext contract float %62 to double
  br label %64

64:                                               ; preds = %56, %58
  %65 = phi i64 [ %57, %56 ], [ %60, %58 ]
  %66 = phi double [ 0.000000e+00, %56 ], [ %63, %58 ]
  %67 = getelementptr inbounds nuw float, ptr %7, i64 %65
  store float %52, ptr %67, align 4, !tbaa !12
  %68 = add nuw nsw i32 %40, 1
  %69 = select i1 %55, i32 32, i32 %68
  %70 = fpext contract float %52 to double
  %71 = fadd contract double %41, %70
  %72 = fsub contract double %71, %66
  %73 = select i1 %55, double %72, double %71
  %74 = uitofp nneg i32 %69 to double
  %75 = fdiv contract double %73, %74
  %76 = fptrunc contract double %75 to float
  %77 = getelementptr float, ptr %16, i64 %46
  store float %76, ptr %77, align 4, !tbaa !12
  %78 = fadd contract double %42, %70
  %79 = fmul contract double %70, %70
  %80 = fadd contract double %43, %79
  %81 = fsub contract double %78, %66
  %82 = fmul contract double %66, %66
  %83 = fsub contract double %80, %82
  %84 = select i1 %55, double %83, double %80
  %85 = select i1 %55, double %81, double %78
  %86 = icmp samesign ult i32 %69, 2
  br i1 %86, label %98, label %87

87:                                               ; preds = %64
  %88 = fdiv contract double %85, %74
  %89 = fmul contract double %88, %74
  %90 = fmul contract double %88, %89
  %91 = fsub contract double %84, %90
  %92 = add nsw i32 %69, -1
  %93 = uitofp nneg i32 %92 to double
  %94 = fdiv contract double %91, %93
  %95 = fcmp contract ogt double %94, 0.000000e+00
  %96 = select i1 %95, double %94, double 0.000000e+00
  %97 = fptrunc double %96 to float
  br label %98

98:                                               ; preds = %64, %87
  %99 = phi float [ %97, %87 ], [ 0.000000e+00, %64 ]
  %100 = add nuw nsw i64 %45, %15
  %101 = mul nsw i64 %100, %12
  %102 = getelementptr float, ptr %16, i64 %101
  store float %99, ptr %102, align 4, !tbaa !12
  %103 = fsub contract float %52, %44
  %104 = tail call float @llvm.fma.f32(float %103, float 1.250000e-01, float %44)
  %105 = add nuw nsw i64 %17, %45
  %106 = mul i64 %105, %12
  %107 = getelementptr float, ptr %16, i64 %106
  store float %104, ptr %107, align 4, !tbaa !12
  %108 = icmp eq i32 %68, %1
  br i1 %108, label %34, label %38, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rolling_minmax_zscore(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef %3, ptr noalias noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %12, label %13

12:                                               ; preds = %5
  tail call void @_Z14rolling_seriesILi16E11ForwardFillJ11ExtremumAccILi16E4LessES1_ILi16E7GreaterE9ZScoreAccILi16EEEEvPKfiiiPfPi(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %10, ptr noundef %3, ptr noundef %4) #7
  br label %13

13:                                               ; preds = %5, %12
  ret void
}

; Function Attrs: noinline nounwind
define linkonce_odr dso_local void @_Z14rolling_seriesILi16E11ForwardFillJ11ExtremumAccILi16E4LessES1_ILi16E7GreaterE9ZScoreAccILi16EEEEvPKfiiiPfPi(ptr noalias noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef %4, ptr noalias noundef %5) local_unnamed_addr #2 comdat {
  %7 = alloca %struct.AccPack.6, align 8
  %8 = alloca [16 x float], align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %7) #7
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 264
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %9, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7
  %10 = icmp sgt i32 %1, 0
  br i1 %10, label %13, label %11

11:                                               ; preds = %6
  %12 = sext i32 %3 to i64
  br label %24

13:                                               ; preds = %6
  %14 = sext i32 %2 to i64
  %15 = sext i32 %3 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %18 = getelementptr float, ptr %4, i64 %15
  %19 = getelementptr inbounds nuw i8, ptr %7, i64 136
  %20 = getelementptr inbounds nuw i8, ptr %7, i64 200
  %21 = zext nneg i32 %1 to i64
  %22 = getelementptr inbounds nuw i8, ptr %7, i64 288
  %23 = shl nuw nsw i64 %21, 1
  br label %28

24:                                               ; preds = %165, %11
  %25 = phi i64 [ %12, %11 ], [ %15, %165 ]
  %26 = phi i32 [ 0, %11 ], [ %47, %165 ]
  %27 = getelementptr inbounds i32, ptr %5, i64 %25
  store i32 %26, ptr %27, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7
  ret void

28:                                               ; preds = %13, %165
  %29 = phi double [ 0.000000e+00, %13 ], [ %147, %165 ]
  %30 = phi double [ 0.000000e+00, %13 ], [ %148, %165 ]
  %31 = phi i32 [ 0, %13 ], [ %118, %165 ]
  %32 = phi i32 [ 0, %13 ], [ %47, %165 ]
  %33 = phi float [ 0.000000e+00, %13 ], [ %45, %165 ]
  %34 = phi i32 [ 0, %13 ], [ %61, %165 ]
  %35 = phi i32 [ 0, %13 ], [ %96, %165 ]
  %36 = phi i32 [ 0, %13 ], [ %80, %165 ]
  %37 = phi i32 [ 0, %13 ], [ %133, %165 ]
  %38 = zext nneg i32 %34 to i64
  %39 = mul nsw i64 %38, %14
  %40 = getelementptr float, ptr %16, i64 %39
  %41 = addrspacecast ptr %40 to ptr addrspace(1)
  %42 = load float, ptr addrspace(1) %41, align 4, !invariant.load !11
  %43 = tail call noundef float @llvm.nvvm.fabs.f32(float %42)
  %44 = fcmp contract ugt float %43, 0x47EC363CC0000000
  %45 = select i1 %44, float %33, float %42
  %46 = zext i1 %44 to i32
  %47 = add nuw nsw i32 %32, %46
  %48 = icmp samesign ugt i32 %34, 15
  br i1 %48, label %51, label %49

49:                                               ; preds = %28
  %50 = zext nneg i32 %34 to i64
  br label %57

51:                                               ; preds = %28
  %52 = and i32 %34, 15
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds nuw float, ptr %8, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !12
  %56 = fpext contract float %55 to double
  br label %57

57:                                               ; preds = %49, %51
  %58 = phi i64 [ %50, %49 ], [ %53, %51 ]
  %59 = phi double [ 0.000000e+00, %49 ], [ %56, %51 ]
  %60 = getelementptr inbounds nuw float, ptr %8, i64 %58
  store float %45, ptr %60, align 4, !tbaa !12
  %61 = add nuw nsw i32 %34, 1
  %62 = select i1 %48, i32 16, i32 %61
  %63 = icmp sgt i32 %36, %35
  br i1 %63, label %64, label %74

64:                                               ; preds = %57, %72
  %65 = phi i32 [ %66, %72 ], [ %36, %57 ]
  %66 = add nsw i32 %65, -1
  %67 = srem i32 %66, 16
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %7, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !12
  %71 = fcmp contract olt float %70, %45
  br i1 %71, label %74, label %72

72:                                               ; preds = %64
  %73 = icmp sgt i32 %66, %35
  br i1 %73, label %64, label %74, !llvm.loop !17

74:                                               ; preds = %72, %64, %57
  %75 = phi i32 [ %36, %57 ], [ %65, %64 ], [ %35, %72 ]
  %76 = srem i32 %75, 16
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr %7, i64 %77
  store float %45, ptr %78, align 4, !tbaa !12
  %79 = getelementptr inbounds i32, ptr %17, i64 %77
  store i32 %34, ptr %79, align 4, !tbaa !6
  %80 = add nsw i32 %75, 1
  %81 = add nsw i32 %34, -16
  %82 = srem i32 %35, 16
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds i32, ptr %17, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !6
  %86 = icmp sgt i32 %85, %81
  br i1 %86, label %95, label %87

87:                                               ; preds = %74, %87
  %88 = phi i32 [ %89, %87 ], [ %35, %74 ]
  %89 = add nsw i32 %88, 1
  %90 = srem i32 %89, 16
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr %17, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = icmp sgt i32 %93, %81
  br i1 %94, label %95, label %87, !llvm.loop !18

95:                                               ; preds = %87, %74
  %96 = phi i32 [ %35, %74 ], [ %89, %87 ]
  %97 = phi i64 [ %83, %74 ], [ %91, %87 ]
  %98 = getelementptr inbounds float, ptr %7, i64 %97
  %99 = load float, ptr %98, align 4, !tbaa !12
  %100 = getelementptr float, ptr %18, i64 %39
  store float %99, ptr %100, align 4, !tbaa !12
  %101 = icmp sgt i32 %31, %37
  br i1 %101, label %102, label %112

102:                                              ; preds = %95, %110
  %103 = phi i32 [ %104, %110 ], [ %31, %95 ]
  %104 = add nsw i32 %103, -1
  %105 = srem i32 %104, 16
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr %19, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !12
  %109 = fcmp contract ogt float %108, %45
  br i1 %109, label %112, label %110

110:                                              ; preds = %102
  %111 = icmp sgt i32 %104, %37
  br i1 %111, label %102, label %112, !llvm.loop !19

112:                                              ; preds = %110, %102, %95
  %113 = phi i32 [ %31, %95 ], [ %103, %102 ], [ %37, %110 ]
  %114 = srem i32 %113, 16
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr %19, i64 %115
  store float %45, ptr %116, align 4, !tbaa !12
  %117 = getelementptr inbounds i32, ptr %20, i64 %115
  store i32 %34, ptr %117, align 4, !tbaa !6
  %118 = add nsw i32 %113, 1
  %119 = srem i32 %37, 16
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %20, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = icmp sgt i32 %122, %81
  br i1 %123, label %132, label %124

124:                                              ; preds = %112, %124
  %125 = phi i32 [ %126, %124 ], [ %37, %112 ]
  %126 = add nsw i32 %125, 1
  %127 = srem i32 %126, 16
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr %20, i64 %128
  %130 = load i32, ptr %129, align 4, !tbaa !6
  %131 = icmp sgt i32 %130, %81
  br i1 %131, label %132, label %124, !llvm.loop !20

132:                                              ; preds = %124, %112
  %133 = phi i32 [ %37, %112 ], [ %126, %124 ]
  %134 = phi i64 [ %120, %112 ], [ %128, %124 ]
  %135 = getelementptr inbounds float, ptr %19, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !12
  %137 = add nuw nsw i64 %38, %21
  %138 = mul nsw i64 %137, %14
  %139 = getelementptr float, ptr %18, i64 %138
  store float %136, ptr %139, align 4, !tbaa !12
  %140 = fpext contract float %45 to double
  %141 = fadd contract double %30, %140
  %142 = fmul contract double %140, %140
  %143 = fadd contract double %142, %29
  %144 = fmul contract double %59, %59
  %145 = fsub contract double %143, %144
  %146 = fsub contract double %141, %59
  %147 = select i1 %48, double %145, double %143
  %148 = select i1 %48, double %146, double %141
  store float %45, ptr %22, align 8, !tbaa !21
  %149 = icmp samesign ult i32 %62, 2
  br i1 %149, label %165, label %150

150:                                              ; preds = %132
  %151 = uitofp nneg i32 %62 to double
  %152 = fdiv contract double %148, %151
  %153 = fmul contract double %152, %151
  %154 = fmul contract double %152, %153
  %155 = fsub contract double %147, %154
  %156 = add nsw i32 %62, -1
  %157 = uitofp nneg i32 %156 to double
  %158 = fdiv contract double %155, %157
  %159 = fcmp contract ogt double %158, 0x3D719799812DEA11
  br i1 %159, label %160, label %165

160:                                              ; preds = %150
  %161 = fsub contract double %140, %152
  %162 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %158)
  %163 = fmul contract double %161, %162
  %164 = fptrunc contract double %163 to float
  br label %165

165:                                              ; preds = %132, %150, %160
  %166 = phi float [ 0.000000e+00, %132 ], [ %164, %160 ], [ 0.000000e+00, %150 ]
  %167 = add nuw nsw i64 %23, %38
  %168 = mul i64 %167, %14
  %169 = getelementptr float, ptr %18, i64 %168
  store float %166, ptr %169, align 4, !tbaa !12
  %170 = icmp eq i32 %61, %1
  br i1 %170, label %24, label %28, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #6

attributes #0 = { mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!11 = !{}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !8, i64 0}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = !{!22, !13, i64 16}
!22 = !{!"_ZTS9ZScoreAccILi16EE", !23, i64 0, !23, i64 8, !13, i64 16}
!23 = !{!"double", !8, i64 0}
!24 = distinct !{!24, !15}
