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
  br i1 %8, label %9, label %18

9:                                                ; preds = %6
  %10 = sext i32 %2 to i64
  %11 = sext i32 %3 to i64
  %12 = getelementptr float, ptr %0, i64 %11
  %13 = zext nneg i32 %1 to i64
  %14 = getelementptr float, ptr %4, i64 %11
  %15 = getelementptr float, ptr %4, i64 %11
  %16 = shl nuw nsw i64 %13, 1
  %17 = getelementptr float, ptr %4, i64 %11
  br label %22

18:                                               ; preds = %83, %6
  %19 = phi i32 [ 0, %6 ], [ %39, %83 ]
  %20 = sext i32 %3 to i64
  %21 = getelementptr inbounds i32, ptr %5, i64 %20
  store i32 %19, ptr %21, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7
  ret void

22:                                               ; preds = %9, %83
  %23 = phi i32 [ 0, %9 ], [ %39, %83 ]
  %24 = phi i32 [ 0, %9 ], [ %52, %83 ]
  %25 = phi double [ 0.000000e+00, %9 ], [ %57, %83 ]
  %26 = phi double [ 0.000000e+00, %9 ], [ %69, %83 ]
  %27 = phi double [ 0.000000e+00, %9 ], [ %68, %83 ]
  %28 = phi float [ 0.000000e+00, %9 ], [ %90, %83 ]
  %29 = phi i1 [ false, %9 ], [ true, %83 ]
  %30 = zext nneg i32 %24 to i64
  %31 = mul nsw i64 %30, %10
  %32 = getelementptr float, ptr %12, i64 %31
  %33 = addrspacecast ptr %32 to ptr addrspace(1)
  %34 = load float, ptr addrspace(1) %33, align 4, !invariant.load !11
  %35 = tail call noundef float @llvm.nvvm.fabs.f32(float %34)
  %36 = fcmp contract ugt float %35, 0x47EC363CC0000000
  %37 = select i1 %36, float 0.000000e+00, float %34
  %38 = zext i1 %36 to i32
  %39 = add nuw nsw i32 %23, %38
  %40 = icmp samesign ugt i32 %24, 31
  br i1 %40, label %41, label %47

41:                                               ; preds = %22
  %42 = and i32 %24, 31
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr %7, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = fpext contract float %45 to double
  br label %47

47:                                               ; preds = %22, %41
  %48 = phi double [ %46, %41 ], [ 0.000000e+00, %22 ]
  %49 = and i32 %24, 31
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds nuw float, ptr %7, i64 %50
  store float %37, ptr %51, align 4, !tbaa !12
  %52 = add nuw nsw i32 %24, 1
  %53 = select i1 %40, i32 32, i32 %52
  %54 = fpext contract float %37 to double
  %55 = fadd contract double %25, %54
  %56 = fsub contract double %55, %48
  %57 = select i1 %40, double %56, double %55
  %58 = uitofp nneg i32 %53 to double
  %59 = fdiv contract double %57, %58
  %60 = fptrunc contract double %59 to float
  %61 = getelementptr float, ptr %14, i64 %31
  store float %60, ptr %61, align 4, !tbaa !12
  %62 = fadd contract double %26, %54
  %63 = fmul contract double %54, %54
  %64 = fadd contract double %27, %63
  %65 = fsub contract double %62, %48
  %66 = fmul contract double %48, %48
  %67 = fsub contract double %64, %66
  %68 = select i1 %40, double %67, double %64
  %69 = select i1 %40, double %65, double %62
  %70 = icmp samesign ult i32 %53, 2
  br i1 %70, label %83, label %71

71:                                               ; preds = %47
  %72 = uitofp nneg i32 %53 to double
  %73 = fdiv contract double %69, %72
  %74 = fmul contract double %73, %72
  %75 = fmul contract double %73, %74
  %76 = fsub contract double %68, %75
  %77 = add nsw i32 %53, -1
  %78 = uitofp nneg i32 %77 to double
  %79 = fdiv contract double %76, %78
  %80 = fcmp contract ogt double %79, 0.000000e+00
  %81 = select i1 %80, double %79, double 0.000000e+00
  %82 = fptrunc double %81 to float
  br label %83

83:                                               ; preds = %47, %71
  %84 = phi float [ %82, %71 ], [ 0.000000e+00, %47 ]
  %85 = add nuw nsw i64 %30, %13
  %86 = mul nsw i64 %85, %10
  %87 = getelementptr float, ptr %15, i64 %86
  store float %84, ptr %87, align 4, !tbaa !12
  %88 = fsub contract float %37, %28
  %89 = tail call float @llvm.fma.f32(float %88, float 1.250000e-01, float %28)
  %90 = select contract i1 %29, float %89, float %37
  %91 = add nuw nsw i64 %16, %30
  %92 = mul i64 %91, %10
  %93 = getelementptr float, ptr %17, i64 %92
  store float %90, ptr %93, align 4, !tbaa !12
  %94 = icmp eq i32 %52, %1
  br i1 %94, label %18, label %22, !llvm.loop !14
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
  %9 = getelementptr inbounds nuw i8, ptr %7, i64 128
  store i32 0, ptr %9, align 8, !tbaa !17
  %10 = getelementptr inbounds nuw i8, ptr %7, i64 132
  store i32 0, ptr %10, align 4, !tbaa !19
  %11 = getelementptr inbounds nuw i8, ptr %7, i64 264
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %8) #7
  %12 = icmp sgt i32 %1, 0
  br i1 %12, label %13, label %33

13:                                               ; preds = %6
  %14 = sext i32 %2 to i64
  %15 = sext i32 %3 to i64
  %16 = getelementptr float, ptr %0, i64 %15
  %17 = getelementptr inbounds nuw i8, ptr %7, i64 64
  %18 = getelementptr float, ptr %4, i64 %15
  %19 = getelementptr inbounds nuw i8, ptr %7, i64 136
  %20 = getelementptr inbounds nuw i8, ptr %7, i64 268
  %21 = getelementptr inbounds nuw i8, ptr %7, i64 200
  %22 = zext nneg i32 %1 to i64
  %23 = getelementptr float, ptr %4, i64 %15
  %24 = getelementptr inbounds nuw i8, ptr %7, i64 272
  %25 = getelementptr inbounds nuw i8, ptr %7, i64 280
  %26 = shl nuw nsw i64 %22, 1
  %27 = getelementptr float, ptr %4, i64 %15
  %28 = load i32, ptr %20, align 4
  %29 = load double, ptr %24, align 8, !tbaa !20
  %30 = load double, ptr %25, align 8, !tbaa !23
  br label %39

31:                                               ; preds = %197
  %32 = getelementptr inbounds nuw i8, ptr %7, i64 288
  store i32 %149, ptr %20, align 4
  store double %180, ptr %24, align 8, !tbaa !20
  store double %179, ptr %25, align 8, !tbaa !23
  store float %55, ptr %32, align 8, !tbaa !24
  br label %33

33:                                               ; preds = %31, %6
  %34 = phi i32 [ %164, %31 ], [ 0, %6 ]
  %35 = phi i32 [ %118, %31 ], [ 0, %6 ]
  %36 = phi i32 [ %57, %31 ], [ 0, %6 ]
  store i32 %35, ptr %9, align 8
  store i32 %34, ptr %11, align 8
  %37 = sext i32 %3 to i64
  %38 = getelementptr inbounds i32, ptr %5, i64 %37
  store i32 %36, ptr %38, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr nonnull %8) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %7) #7
  ret void

39:                                               ; preds = %13, %197
  %40 = phi double [ %30, %13 ], [ %179, %197 ]
  %41 = phi double [ %29, %13 ], [ %180, %197 ]
  %42 = phi i32 [ %28, %13 ], [ %149, %197 ]
  %43 = phi i32 [ 0, %13 ], [ %57, %197 ]
  %44 = phi float [ 0.000000e+00, %13 ], [ %55, %197 ]
  %45 = phi i32 [ 0, %13 ], [ %70, %197 ]
  %46 = phi i32 [ 0, %13 ], [ %118, %197 ]
  %47 = phi i32 [ 0, %13 ], [ %164, %197 ]
  %48 = zext nneg i32 %45 to i64
  %49 = mul nsw i64 %48, %14
  %50 = getelementptr float, ptr %16, i64 %49
  %51 = addrspacecast ptr %50 to ptr addrspace(1)
  %52 = load float, ptr addrspace(1) %51, align 4, !invariant.load !11
  %53 = tail call noundef float @llvm.nvvm.fabs.f32(float %52)
  %54 = fcmp contract ugt float %53, 0x47EC363CC0000000
  %55 = select i1 %54, float %44, float %52
  %56 = zext i1 %54 to i32
  %57 = add nuw nsw i32 %43, %56
  %58 = icmp samesign ugt i32 %45, 15
  br i1 %58, label %59, label %65

59:                                               ; preds = %39
  %60 = and i32 %45, 15
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw float, ptr %8, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !12
  %64 = fpext contract float %63 to double
  br label %65

65:                                               ; preds = %39, %59
  %66 = phi double [ %64, %59 ], [ 0.000000e+00, %39 ]
  %67 = and i32 %45, 15
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw float, ptr %8, i64 %68
  store float %55, ptr %69, align 4, !tbaa !12
  %70 = add nuw nsw i32 %45, 1
  %71 = select i1 %58, i32 16, i32 %70
  %72 = load i32, ptr %10, align 4, !tbaa !19
  %73 = icmp sgt i32 %72, %46
  br i1 %73, label %74, label %96

74:                                               ; preds = %65
  %75 = load i32, ptr %10, align 4
  %76 = add nsw i32 %72, -1
  %77 = srem i32 %76, 16
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr %7, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !12
  %81 = fcmp contract olt float %80, %55
  br i1 %81, label %93, label %89

82:                                               ; preds = %89
  %83 = add nsw i32 %90, -1
  %84 = srem i32 %83, 16
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr %7, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !12
  %88 = fcmp contract olt float %87, %55
  br i1 %88, label %93, label %89, !llvm.loop !25

89:                                               ; preds = %74, %82
  %90 = phi i32 [ %83, %82 ], [ %76, %74 ]
  %91 = icmp sgt i32 %90, %46
  br i1 %91, label %82, label %92, !llvm.loop !25

92:                                               ; preds = %89
  br label %93, !llvm.loop !25

93:                                               ; preds = %82, %92, %74
  %94 = phi i32 [ %46, %92 ], [ %75, %74 ], [ %90, %82 ]
  %95 = phi i32 [ %46, %92 ], [ %72, %74 ], [ %90, %82 ]
  store i32 %94, ptr %10, align 4
  br label %96

96:                                               ; preds = %93, %65
  %97 = phi i32 [ %72, %65 ], [ %95, %93 ]
  %98 = srem i32 %97, 16
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr %7, i64 %99
  store float %55, ptr %100, align 4, !tbaa !12
  %101 = getelementptr inbounds i32, ptr %17, i64 %99
  store i32 %45, ptr %101, align 4, !tbaa !6
  %102 = add nsw i32 %97, 1
  store i32 %102, ptr %10, align 4, !tbaa !19
  %103 = add nsw i32 %45, -16
  %104 = srem i32 %46, 16
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %17, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = icmp sgt i32 %107, %103
  br i1 %108, label %117, label %109

109:                                              ; preds = %96, %109
  %110 = phi i32 [ %111, %109 ], [ %46, %96 ]
  %111 = add nsw i32 %110, 1
  %112 = srem i32 %111, 16
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %17, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = icmp sgt i32 %115, %103
  br i1 %116, label %117, label %109, !llvm.loop !26

117:                                              ; preds = %109, %96
  %118 = phi i32 [ %46, %96 ], [ %111, %109 ]
  %119 = srem i32 %118, 16
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr %7, i64 %120
  %122 = load float, ptr %121, align 4, !tbaa !12
  %123 = getelementptr float, ptr %18, i64 %49
  store float %122, ptr %123, align 4, !tbaa !12
  %124 = icmp sgt i32 %42, %47
  br i1 %124, label %125, label %143

125:                                              ; preds = %117
  %126 = add nsw i32 %42, -1
  %127 = srem i32 %126, 16
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %19, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !12
  %131 = fcmp contract ogt float %130, %55
  br i1 %131, label %143, label %139

132:                                              ; preds = %139
  %133 = add nsw i32 %140, -1
  %134 = srem i32 %133, 16
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds float, ptr %19, i64 %135
  %137 = load float, ptr %136, align 4, !tbaa !12
  %138 = fcmp contract ogt float %137, %55
  br i1 %138, label %143, label %139, !llvm.loop !27

139:                                              ; preds = %125, %132
  %140 = phi i32 [ %133, %132 ], [ %126, %125 ]
  %141 = icmp sgt i32 %140, %47
  br i1 %141, label %132, label %142, !llvm.loop !27

142:                                              ; preds = %139
  br label %143, !llvm.loop !27

143:                                              ; preds = %132, %125, %142, %117
  %144 = phi i32 [ %42, %117 ], [ %47, %142 ], [ %42, %125 ], [ %140, %132 ]
  %145 = srem i32 %144, 16
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr %19, i64 %146
  store float %55, ptr %147, align 4, !tbaa !12
  %148 = getelementptr inbounds i32, ptr %21, i64 %146
  store i32 %45, ptr %148, align 4, !tbaa !6
  %149 = add nsw i32 %144, 1
  %150 = srem i32 %47, 16
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %21, i64 %151
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = icmp sgt i32 %153, %103
  br i1 %154, label %163, label %155

155:                                              ; preds = %143, %155
  %156 = phi i32 [ %157, %155 ], [ %47, %143 ]
  %157 = add nsw i32 %156, 1
  %158 = srem i32 %157, 16
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr %21, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !6
  %162 = icmp sgt i32 %161, %103
  br i1 %162, label %163, label %155, !llvm.loop !28

163:                                              ; preds = %155, %143
  %164 = phi i32 [ %47, %143 ], [ %157, %155 ]
  %165 = srem i32 %164, 16
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr %19, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !12
  %169 = add nuw nsw i64 %48, %22
  %170 = mul nsw i64 %169, %14
  %171 = getelementptr float, ptr %23, i64 %170
  store float %168, ptr %171, align 4, !tbaa !12
  %172 = fpext contract float %55 to double
  %173 = fadd contract double %41, %172
  %174 = fmul contract double %172, %172
  %175 = fadd contract double %174, %40
  %176 = fsub contract double %173, %66
  %177 = fmul contract double %66, %66
  %178 = fsub contract double %175, %177
  %179 = select i1 %58, double %178, double %175
  %180 = select i1 %58, double %176, double %173
  %181 = icmp samesign ult i32 %71, 2
  br i1 %181, label %197, label %182

182:                                              ; preds = %163
  %183 = uitofp nneg i32 %71 to double
  %184 = fdiv contract double %180, %183
  %185 = fmul contract double %184, %183
  %186 = fmul contract double %184, %185
  %187 = fsub contract double %179, %186
  %188 = add nsw i32 %71, -1
  %189 = uitofp nneg i32 %188 to double
  %190 = fdiv contract double %187, %189
  %191 = fcmp contract ogt double %190, 0x3D719799812DEA11
  br i1 %191, label %192, label %197

192:                                              ; preds = %182
  %193 = fsub contract double %172, %184
  %194 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %190)
  %195 = fmul contract double %193, %194
  %196 = fptrunc contract double %195 to float
  br label %197

197:                                              ; preds = %163, %182, %192
  %198 = phi float [ 0.000000e+00, %163 ], [ %196, %192 ], [ 0.000000e+00, %182 ]
  %199 = add nuw nsw i64 %26, %48
  %200 = mul i64 %199, %14
  %201 = getelementptr float, ptr %27, i64 %200
  store float %198, ptr %201, align 4, !tbaa !12
  %202 = icmp eq i32 %70, %1
  br i1 %202, label %31, label %39, !llvm.loop !29
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
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!18, !7, i64 128}
!18 = !{!"_ZTS11ExtremumAccILi16E4LessE", !8, i64 0, !8, i64 64, !7, i64 128, !7, i64 132}
!19 = !{!18, !7, i64 132}
!20 = !{!21, !22, i64 0}
!21 = !{!"_ZTS9ZScoreAccILi16EE", !22, i64 0, !22, i64 8, !13, i64 16}
!22 = !{!"double", !8, i64 0}
!23 = !{!21, !22, i64 8}
!24 = !{!21, !13, i64 16}
!25 = distinct !{!25, !15, !16}
!26 = distinct !{!26, !15, !16}
!27 = distinct !{!27, !15, !16}
!28 = distinct !{!28, !15, !16}
!29 = distinct !{!29, !15, !16}
