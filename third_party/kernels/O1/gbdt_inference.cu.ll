; ModuleID = 'src/gbdt_inference.cu'
source_filename = "src/gbdt_inference.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.int2 = type { i32, i32 }

@_ZZ19gbdt_predict_sharedE3s_x = internal unnamed_addr addrspace(3) global [4224 x float] undef, align 4
@_ZZ19gbdt_predict_sharedE6s_feat = internal unnamed_addr addrspace(3) global [512 x i32] undef, align 4
@_ZZ19gbdt_predict_sharedE5s_thr = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4
@_ZZ19gbdt_predict_sharedE7s_child = internal unnamed_addr addrspace(3) global [512 x %struct.int2] undef, align 8
@_ZZ19gbdt_predict_sharedE6s_leaf = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @gbdt_predict_rowthread(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, float noundef %11, ptr noalias noundef writeonly captures(none) %12) local_unnamed_addr #0 {
  %14 = alloca [4 x float], align 4
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = mul i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %19 = add i32 %17, %18
  %20 = icmp sge i32 %19, %1
  %21 = icmp slt i32 %2, 1
  %22 = or i1 %20, %21
  %23 = icmp slt i32 %8, 1
  %24 = or i1 %22, %23
  br i1 %24, label %170, label %25

25:                                               ; preds = %13
  %26 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %27 = tail call noundef i32 @llvm.smin.i32(i32 %26, i32 4)
  %28 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 1)
  %29 = tail call noundef i32 @llvm.smin.i32(i32 %28, i32 32)
  %30 = sext i32 %19 to i64
  %31 = zext nneg i32 %2 to i64
  %32 = mul nsw i64 %31, %30
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  %34 = icmp sgt i32 %7, 0
  br i1 %34, label %95, label %35

35:                                               ; preds = %140, %25
  %36 = phi float [ %11, %25 ], [ %158, %140 ]
  %37 = phi float [ %11, %25 ], [ %155, %140 ]
  %38 = phi float [ %11, %25 ], [ %152, %140 ]
  %39 = phi float [ %11, %25 ], [ %149, %140 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #10
  %40 = icmp slt i32 %9, 2
  br i1 %40, label %41, label %46

41:                                               ; preds = %35
  %42 = fmul float %39, 0xBFF7154760000000
  %43 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %42)
  %44 = fadd contract float %43, 1.000000e+00
  %45 = fdiv contract float 1.000000e+00, %44
  store float %45, ptr %14, align 4, !tbaa !11
  br label %91

46:                                               ; preds = %35
  %47 = tail call noundef float @llvm.maxnum.f32(float %39, float %38)
  %48 = icmp eq i32 %9, 2
  %49 = tail call float @llvm.maxnum.f32(float %47, float %37)
  %50 = select i1 %48, float %47, float %49
  %51 = icmp sgt i32 %9, 3
  %52 = tail call float @llvm.maxnum.f32(float %50, float %36)
  %53 = select i1 %51, float %52, float %50
  %54 = fsub contract float %39, %53
  %55 = fmul float %54, 0x3FF7154760000000
  %56 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %55)
  %57 = fadd contract float %56, 0.000000e+00
  %58 = fsub contract float %38, %53
  %59 = fmul float %58, 0x3FF7154760000000
  %60 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %59)
  %61 = fadd contract float %57, %60
  %62 = icmp eq i32 %9, 2
  br i1 %62, label %67, label %63

63:                                               ; preds = %46
  %64 = fsub contract float %37, %53
  %65 = fmul float %64, 0x3FF7154760000000
  %66 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %65)
  br label %67

67:                                               ; preds = %63, %46
  %68 = phi contract float [ %66, %63 ], [ 0.000000e+00, %46 ]
  %69 = fadd contract float %61, %68
  %70 = icmp sgt i32 %9, 3
  br i1 %70, label %71, label %75

71:                                               ; preds = %67
  %72 = fsub contract float %36, %53
  %73 = fmul float %72, 0x3FF7154760000000
  %74 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %73)
  br label %75

75:                                               ; preds = %71, %67
  %76 = phi contract float [ %74, %71 ], [ 0.000000e+00, %67 ]
  %77 = fadd contract float %69, %76
  %78 = fdiv contract float 1.000000e+00, %77
  %79 = fmul contract float %78, %56
  store float %79, ptr %14, align 4, !tbaa !11
  %80 = fmul contract float %78, %60
  %81 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store float %80, ptr %81, align 4, !tbaa !11
  %82 = icmp eq i32 %9, 2
  br i1 %82, label %86, label %83

83:                                               ; preds = %75
  %84 = fmul contract float %78, %68
  %85 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store float %84, ptr %85, align 4, !tbaa !11
  br label %86

86:                                               ; preds = %83, %75
  %87 = icmp sgt i32 %9, 3
  br i1 %87, label %88, label %91

88:                                               ; preds = %86
  %89 = fmul contract float %78, %76
  %90 = getelementptr inbounds nuw i8, ptr %14, i64 12
  store float %89, ptr %90, align 4, !tbaa !11
  br label %91

91:                                               ; preds = %86, %88, %41
  %92 = zext nneg i32 %27 to i64
  %93 = mul nsw i64 %92, %30
  %94 = getelementptr float, ptr %12, i64 %93
  br label %162

95:                                               ; preds = %25, %140
  %96 = phi float [ %158, %140 ], [ %11, %25 ]
  %97 = phi float [ %155, %140 ], [ %11, %25 ]
  %98 = phi float [ %152, %140 ], [ %11, %25 ]
  %99 = phi float [ %149, %140 ], [ %11, %25 ]
  %100 = phi i32 [ %159, %140 ], [ 0, %25 ]
  %101 = mul nuw nsw i32 %100, %8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  br label %102

102:                                              ; preds = %135, %95
  %103 = phi i32 [ 0, %95 ], [ %136, %135 ]
  %104 = phi i32 [ 0, %95 ], [ %137, %135 ]
  %105 = add nsw i32 %103, %101
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr %3, i64 %106
  %108 = addrspacecast ptr %107 to ptr addrspace(1)
  %109 = load i32, ptr addrspace(1) %108, align 4, !invariant.load !16, !noalias !13
  %110 = and i32 %109, 2147483647
  %111 = icmp ne i32 %110, 2147483647
  br i1 %111, label %112, label %135

112:                                              ; preds = %102
  %113 = urem i32 %110, %2
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr %33, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !11, !alias.scope !13
  %117 = tail call float @llvm.nvvm.fabs.f32(float %116)
  %118 = fcmp uno float %117, 0.000000e+00
  br i1 %118, label %119, label %121

119:                                              ; preds = %112
  %120 = icmp slt i32 %109, 0
  br label %126

121:                                              ; preds = %112
  %122 = getelementptr inbounds float, ptr %4, i64 %106
  %123 = addrspacecast ptr %122 to ptr addrspace(1)
  %124 = load float, ptr addrspace(1) %123, align 4, !invariant.load !16, !noalias !13
  %125 = fcmp contract olt float %116, %124
  br label %126

126:                                              ; preds = %121, %119
  %127 = phi i1 [ %120, %119 ], [ %125, %121 ]
  %128 = getelementptr inbounds %struct.int2, ptr %5, i64 %106
  %129 = addrspacecast ptr %128 to ptr addrspace(1)
  %130 = load i32, ptr addrspace(1) %129, align 8, !noalias !13
  %131 = getelementptr inbounds nuw i8, ptr addrspace(1) %129, i64 4
  %132 = load i32, ptr addrspace(1) %131, align 4, !noalias !13
  %133 = select i1 %127, i32 %130, i32 %132
  %134 = urem i32 %133, %8
  br label %135

135:                                              ; preds = %126, %102
  %136 = phi i32 [ %134, %126 ], [ %103, %102 ]
  %137 = add nuw nsw i32 %104, 1
  %138 = icmp samesign ult i32 %137, %29
  %139 = select i1 %111, i1 %138, i1 false
  br i1 %139, label %102, label %140, !llvm.loop !17

140:                                              ; preds = %135
  %141 = add nsw i32 %136, %101
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds float, ptr %6, i64 %142
  %144 = addrspacecast ptr %143 to ptr addrspace(1)
  %145 = load float, ptr addrspace(1) %144, align 4, !invariant.load !16, !noalias !13
  %146 = urem i32 %100, %27
  %147 = icmp eq i32 %146, 0
  %148 = fadd contract float %145, %99
  %149 = select i1 %147, float %148, float %99
  %150 = icmp eq i32 %146, 1
  %151 = fadd contract float %145, %98
  %152 = select i1 %150, float %151, float %98
  %153 = icmp eq i32 %146, 2
  %154 = fadd contract float %145, %97
  %155 = select i1 %153, float %154, float %97
  %156 = icmp eq i32 %146, 3
  %157 = fadd contract float %145, %96
  %158 = select i1 %156, float %157, float %96
  %159 = add nuw nsw i32 %100, 1
  %160 = icmp eq i32 %159, %7
  br i1 %160, label %35, label %95, !llvm.loop !20

161:                                              ; preds = %162
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #10
  br label %170

162:                                              ; preds = %91, %162
  %163 = phi i32 [ 0, %91 ], [ %168, %162 ]
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds nuw float, ptr %14, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = getelementptr float, ptr %94, i64 %164
  store float %166, ptr %167, align 4, !tbaa !11
  %168 = add nuw nsw i32 %163, 1
  %169 = icmp eq i32 %168, %27
  br i1 %169, label %161, label %162, !llvm.loop !21

170:                                              ; preds = %13, %161
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gbdt_predict_shared(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, float noundef %11, ptr noalias noundef writeonly captures(none) %12) local_unnamed_addr #2 {
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = icmp samesign ugt i32 %14, 128
  %16 = add i32 %2, -33
  %17 = icmp ult i32 %16, -32
  %18 = or i1 %15, %17
  %19 = add i32 %8, -513
  %20 = icmp ult i32 %19, -512
  %21 = or i1 %18, %20
  br i1 %21, label %191, label %22

22:                                               ; preds = %13
  %23 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %24 = tail call noundef i32 @llvm.smin.i32(i32 %23, i32 4)
  %25 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 1)
  %26 = tail call noundef i32 @llvm.smin.i32(i32 %25, i32 32)
  %27 = add nuw nsw i32 %2, 1
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %28, %14
  %30 = sub nsw i32 %1, %29
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %14, i32 %30)
  %32 = icmp slt i32 %30, 1
  br i1 %32, label %191, label %33

33:                                               ; preds = %22
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = mul nuw nsw i32 %31, %2
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %39

37:                                               ; preds = %33
  %38 = zext nneg i32 %2 to i64
  br label %48

39:                                               ; preds = %48, %33
  %40 = udiv i32 512, %8
  %41 = icmp slt i32 %34, %31
  %42 = mul nuw nsw i32 %27, %34
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE3s_x to ptr), i64 %43
  %45 = icmp sgt i32 %7, 0
  br i1 %45, label %46, label %66

46:                                               ; preds = %39
  %47 = zext nneg i32 %8 to i64
  br label %71

48:                                               ; preds = %37, %48
  %49 = phi i32 [ %34, %37 ], [ %64, %48 ]
  %50 = sdiv i32 %49, %2
  %51 = mul nsw i32 %50, %2
  %52 = sub nsw i32 %49, %51
  %53 = add nsw i32 %50, %29
  %54 = sext i32 %53 to i64
  %55 = mul nsw i64 %54, %38
  %56 = sext i32 %52 to i64
  %57 = getelementptr float, ptr %0, i64 %55
  %58 = getelementptr float, ptr %57, i64 %56
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = mul nsw i32 %50, %27
  %61 = add nsw i32 %52, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE3s_x to ptr), i64 %62
  store float %59, ptr %63, align 4, !tbaa !11
  %64 = add i32 %49, %14
  %65 = icmp slt i32 %64, %35
  br i1 %65, label %48, label %39, !llvm.loop !22

66:                                               ; preds = %167, %39
  %67 = phi float [ %11, %39 ], [ %168, %167 ]
  %68 = phi float [ %11, %39 ], [ %169, %167 ]
  %69 = phi float [ %11, %39 ], [ %170, %167 ]
  %70 = phi float [ %11, %39 ], [ %171, %167 ]
  br i1 %41, label %174, label %191

71:                                               ; preds = %46, %167
  %72 = phi float [ %11, %46 ], [ %171, %167 ]
  %73 = phi float [ %11, %46 ], [ %170, %167 ]
  %74 = phi float [ %11, %46 ], [ %169, %167 ]
  %75 = phi float [ %11, %46 ], [ %168, %167 ]
  %76 = phi i32 [ 0, %46 ], [ %172, %167 ]
  %77 = sub nsw i32 %7, %76
  %78 = tail call noundef i32 @llvm.smin.i32(i32 %40, i32 %77)
  %79 = mul nuw nsw i32 %78, %8
  %80 = zext nneg i32 %76 to i64
  %81 = mul nuw nsw i64 %80, %47
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %82 = icmp slt i32 %34, %79
  br i1 %82, label %86, label %83

83:                                               ; preds = %86, %71
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = icmp sgt i32 %78, 0
  %85 = and i1 %41, %84
  br i1 %85, label %104, label %167

86:                                               ; preds = %71, %86
  %87 = phi i32 [ %102, %86 ], [ %34, %71 ]
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %81, %88
  %90 = getelementptr inbounds nuw i32, ptr %3, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_feat to ptr), i64 %88
  store i32 %91, ptr %92, align 4, !tbaa !6
  %93 = getelementptr inbounds nuw float, ptr %4, i64 %89
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE5s_thr to ptr), i64 %88
  store float %94, ptr %95, align 4, !tbaa !11
  %96 = getelementptr inbounds nuw %struct.int2, ptr %5, i64 %89
  %97 = getelementptr inbounds %struct.int2, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE7s_child to ptr), i64 %88
  %98 = load i64, ptr %96, align 8
  store i64 %98, ptr %97, align 8
  %99 = getelementptr inbounds nuw float, ptr %6, i64 %89
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_leaf to ptr), i64 %88
  store float %100, ptr %101, align 4, !tbaa !11
  %102 = add i32 %87, %14
  %103 = icmp slt i32 %102, %79
  br i1 %103, label %86, label %83, !llvm.loop !23

104:                                              ; preds = %83, %146
  %105 = phi float [ %155, %146 ], [ %72, %83 ]
  %106 = phi float [ %158, %146 ], [ %73, %83 ]
  %107 = phi float [ %161, %146 ], [ %74, %83 ]
  %108 = phi float [ %164, %146 ], [ %75, %83 ]
  %109 = phi i32 [ %165, %146 ], [ 0, %83 ]
  %110 = mul nuw nsw i32 %109, %8
  br label %111

111:                                              ; preds = %141, %104
  %112 = phi i32 [ 0, %104 ], [ %143, %141 ]
  %113 = phi i32 [ 0, %104 ], [ %142, %141 ]
  %114 = add nsw i32 %113, %110
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_feat to ptr), i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !6
  %118 = and i32 %117, 2147483647
  %119 = icmp ne i32 %118, 2147483647
  br i1 %119, label %120, label %141

120:                                              ; preds = %111
  %121 = urem i32 %118, %2
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds nuw float, ptr %44, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = tail call float @llvm.nvvm.fabs.f32(float %124)
  %126 = fcmp uno float %125, 0.000000e+00
  br i1 %126, label %127, label %129

127:                                              ; preds = %120
  %128 = icmp slt i32 %117, 0
  br label %133

129:                                              ; preds = %120
  %130 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE5s_thr to ptr), i64 %115
  %131 = load float, ptr %130, align 4, !tbaa !11
  %132 = fcmp contract olt float %124, %131
  br label %133

133:                                              ; preds = %129, %127
  %134 = phi i1 [ %128, %127 ], [ %132, %129 ]
  %135 = getelementptr inbounds %struct.int2, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE7s_child to ptr), i64 %115
  %136 = load i32, ptr %135, align 8, !tbaa !6
  %137 = getelementptr inbounds nuw i8, ptr %135, i64 4
  %138 = load i32, ptr %137, align 4, !tbaa !6
  %139 = select i1 %134, i32 %136, i32 %138
  %140 = urem i32 %139, %8
  br label %141

141:                                              ; preds = %111, %133
  %142 = phi i32 [ %140, %133 ], [ %113, %111 ]
  %143 = add nuw nsw i32 %112, 1
  %144 = icmp samesign ult i32 %143, %26
  %145 = select i1 %119, i1 %144, i1 false
  br i1 %145, label %111, label %146, !llvm.loop !24

146:                                              ; preds = %141
  %147 = add nsw i32 %142, %110
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_leaf to ptr), i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = add nuw nsw i32 %109, %76
  %152 = urem i32 %151, %24
  %153 = icmp eq i32 %152, 0
  %154 = select contract i1 %153, float %150, float 0.000000e+00
  %155 = fadd contract float %105, %154
  %156 = icmp eq i32 %152, 1
  %157 = select contract i1 %156, float %150, float 0.000000e+00
  %158 = fadd contract float %106, %157
  %159 = icmp eq i32 %152, 2
  %160 = select contract i1 %159, float %150, float 0.000000e+00
  %161 = fadd contract float %107, %160
  %162 = icmp eq i32 %152, 3
  %163 = select contract i1 %162, float %150, float 0.000000e+00
  %164 = fadd contract float %108, %163
  %165 = add nuw nsw i32 %109, 1
  %166 = icmp slt i32 %165, %78
  br i1 %166, label %104, label %167, !llvm.loop !25

167:                                              ; preds = %146, %83
  %168 = phi float [ %75, %83 ], [ %164, %146 ]
  %169 = phi float [ %74, %83 ], [ %161, %146 ]
  %170 = phi float [ %73, %83 ], [ %158, %146 ]
  %171 = phi float [ %72, %83 ], [ %155, %146 ]
  %172 = add nuw nsw i32 %76, %40
  %173 = icmp slt i32 %172, %7
  br i1 %173, label %71, label %66, !llvm.loop !26

174:                                              ; preds = %66
  %175 = add i32 %29, %34
  %176 = zext i32 %175 to i64
  %177 = zext nneg i32 %24 to i64
  %178 = mul nuw nsw i64 %177, %176
  %179 = getelementptr inbounds nuw float, ptr %12, i64 %178
  store float %70, ptr %179, align 4, !tbaa !11
  %180 = icmp sgt i32 %9, 1
  br i1 %180, label %181, label %183

181:                                              ; preds = %174
  %182 = getelementptr inbounds nuw i8, ptr %179, i64 4
  store float %69, ptr %182, align 4, !tbaa !11
  br label %183

183:                                              ; preds = %181, %174
  %184 = icmp sgt i32 %9, 2
  br i1 %184, label %185, label %187

185:                                              ; preds = %183
  %186 = getelementptr inbounds nuw i8, ptr %179, i64 8
  store float %68, ptr %186, align 4, !tbaa !11
  br label %187

187:                                              ; preds = %185, %183
  %188 = icmp sgt i32 %9, 3
  br i1 %188, label %189, label %191

189:                                              ; preds = %187
  %190 = getelementptr inbounds nuw i8, ptr %179, i64 12
  store float %67, ptr %190, align 4, !tbaa !11
  br label %191

191:                                              ; preds = %22, %187, %189, %66, %13
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @gbdt_oblivious_predict(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef readonly captures(none) %6, ptr noalias noundef readonly captures(none) %7, i32 noundef %8, float noundef %9, float noundef %10, ptr noalias noundef writeonly captures(none) %11, ptr noalias noundef writeonly captures(none) %12) local_unnamed_addr #4 {
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  %19 = icmp sge i32 %18, %1
  %20 = icmp slt i32 %2, 1
  %21 = or i1 %19, %20
  %22 = icmp slt i32 %5, 1
  %23 = or i1 %21, %22
  br i1 %23, label %116, label %24

24:                                               ; preds = %13
  %25 = tail call noundef i32 @llvm.smin.i32(i32 %5, i32 64)
  %26 = sext i32 %18 to i64
  %27 = zext nneg i32 %2 to i64
  %28 = mul nsw i64 %27, %26
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %28
  br label %32

30:                                               ; preds = %32
  %31 = icmp sgt i32 %8, 0
  br i1 %31, label %58, label %50

32:                                               ; preds = %24, %32
  %33 = phi i32 [ %48, %32 ], [ 0, %24 ]
  %34 = phi i64 [ %47, %32 ], [ 0, %24 ]
  %35 = zext nneg i32 %33 to i64
  %36 = getelementptr inbounds nuw i32, ptr %3, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = urem i32 %37, %2
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr %29, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = getelementptr inbounds nuw float, ptr %4, i64 %35
  %43 = load float, ptr %42, align 4, !tbaa !11
  %44 = fcmp contract ogt float %41, %43
  %45 = zext i1 %44 to i64
  %46 = shl nuw i64 %45, %35
  %47 = or i64 %46, %34
  %48 = add nuw nsw i32 %33, 1
  %49 = icmp eq i32 %48, %25
  br i1 %49, label %30, label %32, !llvm.loop !27

50:                                               ; preds = %58, %30
  %51 = phi float [ 0.000000e+00, %30 ], [ %113, %58 ]
  %52 = fmul contract float %9, %51
  %53 = fadd contract float %10, %52
  %54 = getelementptr inbounds float, ptr %11, i64 %26
  store float %53, ptr %54, align 4, !tbaa !11
  %55 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %47)
  %56 = trunc nuw nsw i64 %55 to i32
  %57 = getelementptr inbounds i32, ptr %12, i64 %26
  store i32 %56, ptr %57, align 4, !tbaa !6
  br label %116

58:                                               ; preds = %30, %58
  %59 = phi i32 [ %114, %58 ], [ 0, %30 ]
  %60 = phi float [ %113, %58 ], [ 0.000000e+00, %30 ]
  %61 = zext nneg i32 %59 to i64
  %62 = mul nuw nsw i64 %61, 24
  %63 = getelementptr inbounds nuw i8, ptr %6, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !6
  %65 = urem i32 %64, %25
  %66 = zext nneg i32 %65 to i64
  %67 = lshr i64 %47, %66
  %68 = and i64 %67, 1
  %69 = getelementptr inbounds nuw i8, ptr %63, i64 4
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = urem i32 %70, %25
  %72 = zext nneg i32 %71 to i64
  %73 = lshr i64 %47, %72
  %74 = shl i64 %73, 1
  %75 = and i64 %74, 2
  %76 = getelementptr inbounds nuw i8, ptr %63, i64 8
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = urem i32 %77, %25
  %79 = zext nneg i32 %78 to i64
  %80 = lshr i64 %47, %79
  %81 = shl i64 %80, 2
  %82 = and i64 %81, 4
  %83 = getelementptr inbounds nuw i8, ptr %63, i64 12
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = urem i32 %84, %25
  %86 = zext nneg i32 %85 to i64
  %87 = lshr i64 %47, %86
  %88 = shl i64 %87, 3
  %89 = and i64 %88, 8
  %90 = getelementptr inbounds nuw i8, ptr %63, i64 16
  %91 = load i32, ptr %90, align 4, !tbaa !6
  %92 = urem i32 %91, %25
  %93 = zext nneg i32 %92 to i64
  %94 = lshr i64 %47, %93
  %95 = shl i64 %94, 4
  %96 = and i64 %95, 16
  %97 = getelementptr inbounds nuw i8, ptr %63, i64 20
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = urem i32 %98, %25
  %100 = zext nneg i32 %99 to i64
  %101 = lshr i64 %47, %100
  %102 = shl i64 %101, 5
  %103 = and i64 %102, 32
  %104 = shl nuw nsw i64 %61, 8
  %105 = getelementptr inbounds nuw i8, ptr %7, i64 %104
  %106 = getelementptr inbounds nuw float, ptr %105, i64 %103
  %107 = getelementptr inbounds nuw float, ptr %106, i64 %96
  %108 = getelementptr inbounds nuw float, ptr %107, i64 %89
  %109 = getelementptr inbounds nuw float, ptr %108, i64 %82
  %110 = getelementptr inbounds nuw float, ptr %109, i64 %75
  %111 = getelementptr inbounds nuw float, ptr %110, i64 %68
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = fadd contract float %60, %112
  %114 = add nuw nsw i32 %59, 1
  %115 = icmp eq i32 %114, %8
  br i1 %115, label %50, label %58, !llvm.loop !28

116:                                              ; preds = %13, %50
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!12 = !{!"float", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL9walk_treePKfiPKjS0_PK4int2S0_iii: argument 0"}
!15 = distinct !{!15, !"_ZL9walk_treePKfiPKjS0_PK4int2S0_iii"}
!16 = !{}
!17 = distinct !{!17, !18, !19}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !18, !19}
!21 = distinct !{!21, !18, !19}
!22 = distinct !{!22, !18, !19}
!23 = distinct !{!23, !18, !19}
!24 = distinct !{!24, !18, !19}
!25 = distinct !{!25, !18, !19}
!26 = distinct !{!26, !18, !19}
!27 = distinct !{!27, !18, !19}
!28 = distinct !{!28, !18, !19}
