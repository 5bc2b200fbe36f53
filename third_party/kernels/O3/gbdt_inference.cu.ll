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
  br i1 %24, label %168, label %25

25:                                               ; preds = %13
  %26 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 4)
  %28 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 1)
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 32)
  %30 = sext i32 %19 to i64
  %31 = zext nneg i32 %2 to i64
  %32 = mul nsw i64 %31, %30
  %33 = getelementptr inbounds nuw float, ptr %0, i64 %32
  %34 = icmp sgt i32 %7, 0
  br i1 %34, label %93, label %35

35:                                               ; preds = %138, %25
  %36 = phi float [ %11, %25 ], [ %156, %138 ]
  %37 = phi float [ %11, %25 ], [ %153, %138 ]
  %38 = phi float [ %11, %25 ], [ %150, %138 ]
  %39 = phi float [ %11, %25 ], [ %147, %138 ]
  call void @llvm.lifetime.start.p0(ptr nonnull %14) #11
  %40 = icmp slt i32 %9, 2
  br i1 %40, label %41, label %46

41:                                               ; preds = %35
  %42 = fmul float %39, 0xBFF7154760000000
  %43 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %42)
  %44 = fadd contract float %43, 1.000000e+00
  %45 = fdiv contract float 1.000000e+00, %44
  store float %45, ptr %14, align 4, !tbaa !11
  br label %89

46:                                               ; preds = %35
  %47 = tail call noundef float @llvm.maxnum.f32(float %39, float %38)
  %48 = icmp eq i32 %9, 2
  %49 = tail call float @llvm.maxnum.f32(float %47, float %37)
  %50 = select i1 %48, float %47, float %49
  %51 = icmp samesign ugt i32 %9, 3
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
  %70 = icmp samesign ugt i32 %9, 3
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
  %80 = getelementptr inbounds nuw i8, ptr %14, i64 4
  %81 = fmul contract float %78, %60
  store float %81, ptr %80, align 4, !tbaa !11
  br i1 %62, label %85, label %82

82:                                               ; preds = %75
  %83 = getelementptr inbounds nuw i8, ptr %14, i64 8
  %84 = fmul contract float %78, %68
  store float %84, ptr %83, align 4, !tbaa !11
  br label %85

85:                                               ; preds = %82, %75
  br i1 %70, label %86, label %89

86:                                               ; preds = %85
  %87 = getelementptr inbounds nuw i8, ptr %14, i64 12
  %88 = fmul contract float %78, %76
  store float %88, ptr %87, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %85, %86, %41
  %90 = zext nneg i32 %27 to i64
  %91 = mul nsw i64 %90, %30
  %92 = getelementptr float, ptr %12, i64 %91
  br label %160

93:                                               ; preds = %25, %138
  %94 = phi float [ %156, %138 ], [ %11, %25 ]
  %95 = phi float [ %153, %138 ], [ %11, %25 ]
  %96 = phi float [ %150, %138 ], [ %11, %25 ]
  %97 = phi float [ %147, %138 ], [ %11, %25 ]
  %98 = phi i32 [ %157, %138 ], [ 0, %25 ]
  %99 = mul nuw nsw i32 %98, %8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !13)
  br label %100

100:                                              ; preds = %133, %93
  %101 = phi i32 [ 0, %93 ], [ %134, %133 ]
  %102 = phi i32 [ 0, %93 ], [ %135, %133 ]
  %103 = add nsw i32 %101, %99
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr %3, i64 %104
  %106 = addrspacecast ptr %105 to ptr addrspace(1)
  %107 = load i32, ptr addrspace(1) %106, align 4, !invariant.load !16, !noalias !13
  %108 = and i32 %107, 2147483647
  %109 = icmp ne i32 %108, 2147483647
  br i1 %109, label %110, label %133

110:                                              ; preds = %100
  %111 = urem i32 %108, %2
  %112 = zext nneg i32 %111 to i64
  %113 = getelementptr inbounds nuw float, ptr %33, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !11, !alias.scope !13
  %115 = tail call float @llvm.nvvm.fabs.f32(float %114)
  %116 = fcmp uno float %115, 0.000000e+00
  br i1 %116, label %117, label %119

117:                                              ; preds = %110
  %118 = icmp slt i32 %107, 0
  br label %124

119:                                              ; preds = %110
  %120 = getelementptr inbounds float, ptr %4, i64 %104
  %121 = addrspacecast ptr %120 to ptr addrspace(1)
  %122 = load float, ptr addrspace(1) %121, align 4, !invariant.load !16, !noalias !13
  %123 = fcmp contract olt float %114, %122
  br label %124

124:                                              ; preds = %119, %117
  %125 = phi i1 [ %118, %117 ], [ %123, %119 ]
  %126 = getelementptr inbounds %struct.int2, ptr %5, i64 %104
  %127 = addrspacecast ptr %126 to ptr addrspace(1)
  %128 = load i32, ptr addrspace(1) %127, align 8, !noalias !13
  %129 = getelementptr inbounds nuw i8, ptr addrspace(1) %127, i64 4
  %130 = load i32, ptr addrspace(1) %129, align 4, !noalias !13
  %131 = select i1 %125, i32 %128, i32 %130
  %132 = urem i32 %131, %8
  br label %133

133:                                              ; preds = %124, %100
  %134 = phi i32 [ %132, %124 ], [ %101, %100 ]
  %135 = add nuw nsw i32 %102, 1
  %136 = icmp samesign ult i32 %135, %29
  %137 = select i1 %109, i1 %136, i1 false
  br i1 %137, label %100, label %138, !llvm.loop !17

138:                                              ; preds = %133
  %139 = add nsw i32 %134, %99
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds float, ptr %6, i64 %140
  %142 = addrspacecast ptr %141 to ptr addrspace(1)
  %143 = load float, ptr addrspace(1) %142, align 4, !invariant.load !16, !noalias !13
  %144 = urem i32 %98, %27
  %145 = icmp eq i32 %144, 0
  %146 = fadd contract float %143, %97
  %147 = select i1 %145, float %146, float %97
  %148 = icmp eq i32 %144, 1
  %149 = fadd contract float %143, %96
  %150 = select i1 %148, float %149, float %96
  %151 = icmp eq i32 %144, 2
  %152 = fadd contract float %143, %95
  %153 = select i1 %151, float %152, float %95
  %154 = icmp eq i32 %144, 3
  %155 = fadd contract float %143, %94
  %156 = select i1 %154, float %155, float %94
  %157 = add nuw nsw i32 %98, 1
  %158 = icmp eq i32 %157, %7
  br i1 %158, label %35, label %93, !llvm.loop !19

159:                                              ; preds = %160
  call void @llvm.lifetime.end.p0(ptr nonnull %14) #11
  br label %168

160:                                              ; preds = %89, %160
  %161 = phi i32 [ 0, %89 ], [ %166, %160 ]
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr %14, i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = getelementptr float, ptr %92, i64 %162
  store float %164, ptr %165, align 4, !tbaa !11
  %166 = add nuw nsw i32 %161, 1
  %167 = icmp eq i32 %166, %27
  br i1 %167, label %159, label %160, !llvm.loop !20

168:                                              ; preds = %13, %159
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
  br i1 %21, label %193, label %22

22:                                               ; preds = %13
  %23 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %9, i32 1)
  %24 = tail call i32 @llvm.umin.i32(i32 %23, i32 4)
  %25 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %10, i32 1)
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 32)
  %27 = add nuw nsw i32 %2, 1
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %28, %14
  %30 = sub nsw i32 %1, %29
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %14, i32 %30)
  %32 = icmp slt i32 %30, 1
  br i1 %32, label %193, label %33

33:                                               ; preds = %22
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = mul nuw nsw i32 %31, %2
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %39

37:                                               ; preds = %33
  %38 = zext nneg i32 %2 to i64
  br label %50

39:                                               ; preds = %50, %33
  %40 = trunc nuw i32 %8 to i16
  %41 = udiv i16 512, %40
  %42 = zext nneg i16 %41 to i32
  %43 = icmp slt i32 %34, %31
  %44 = mul nuw nsw i32 %27, %34
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE3s_x to ptr), i64 %45
  %47 = icmp sgt i32 %7, 0
  br i1 %47, label %48, label %68

48:                                               ; preds = %39
  %49 = zext nneg i32 %8 to i64
  br label %73

50:                                               ; preds = %37, %50
  %51 = phi i32 [ %34, %37 ], [ %66, %50 ]
  %52 = udiv i32 %51, %2
  %53 = mul nuw nsw i32 %52, %2
  %54 = sub nsw i32 %51, %53
  %55 = add nsw i32 %52, %29
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 %56, %38
  %58 = sext i32 %54 to i64
  %59 = getelementptr float, ptr %0, i64 %57
  %60 = getelementptr float, ptr %59, i64 %58
  %61 = load float, ptr %60, align 4, !tbaa !11
  %62 = mul nuw nsw i32 %52, %27
  %63 = add nsw i32 %54, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE3s_x to ptr), i64 %64
  store float %61, ptr %65, align 4, !tbaa !11
  %66 = add nuw nsw i32 %51, %14
  %67 = icmp slt i32 %66, %35
  br i1 %67, label %50, label %39, !llvm.loop !21

68:                                               ; preds = %169, %39
  %69 = phi float [ %11, %39 ], [ %170, %169 ]
  %70 = phi float [ %11, %39 ], [ %171, %169 ]
  %71 = phi float [ %11, %39 ], [ %172, %169 ]
  %72 = phi float [ %11, %39 ], [ %173, %169 ]
  br i1 %43, label %176, label %193

73:                                               ; preds = %48, %169
  %74 = phi float [ %11, %48 ], [ %173, %169 ]
  %75 = phi float [ %11, %48 ], [ %172, %169 ]
  %76 = phi float [ %11, %48 ], [ %171, %169 ]
  %77 = phi float [ %11, %48 ], [ %170, %169 ]
  %78 = phi i32 [ 0, %48 ], [ %174, %169 ]
  %79 = sub nsw i32 %7, %78
  %80 = tail call noundef i32 @llvm.smin.i32(i32 %42, i32 %79)
  %81 = mul nuw nsw i32 %80, %8
  %82 = zext nneg i32 %78 to i64
  %83 = mul nuw nsw i64 %82, %49
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %84 = icmp slt i32 %34, %81
  br i1 %84, label %88, label %85

85:                                               ; preds = %88, %73
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %86 = icmp sgt i32 %80, 0
  %87 = and i1 %43, %86
  br i1 %87, label %106, label %169

88:                                               ; preds = %73, %88
  %89 = phi i32 [ %104, %88 ], [ %34, %73 ]
  %90 = sext i32 %89 to i64
  %91 = add nsw i64 %83, %90
  %92 = getelementptr inbounds nuw i32, ptr %3, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_feat to ptr), i64 %90
  store i32 %93, ptr %94, align 4, !tbaa !6
  %95 = getelementptr inbounds nuw float, ptr %4, i64 %91
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE5s_thr to ptr), i64 %90
  store float %96, ptr %97, align 4, !tbaa !11
  %98 = getelementptr inbounds nuw %struct.int2, ptr %5, i64 %91
  %99 = getelementptr inbounds %struct.int2, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE7s_child to ptr), i64 %90
  %100 = load i64, ptr %98, align 8
  store i64 %100, ptr %99, align 8
  %101 = getelementptr inbounds nuw float, ptr %6, i64 %91
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_leaf to ptr), i64 %90
  store float %102, ptr %103, align 4, !tbaa !11
  %104 = add i32 %89, %14
  %105 = icmp slt i32 %104, %81
  br i1 %105, label %88, label %85, !llvm.loop !22

106:                                              ; preds = %85, %148
  %107 = phi float [ %157, %148 ], [ %74, %85 ]
  %108 = phi float [ %160, %148 ], [ %75, %85 ]
  %109 = phi float [ %163, %148 ], [ %76, %85 ]
  %110 = phi float [ %166, %148 ], [ %77, %85 ]
  %111 = phi i32 [ %167, %148 ], [ 0, %85 ]
  %112 = mul nuw nsw i32 %111, %8
  br label %113

113:                                              ; preds = %143, %106
  %114 = phi i32 [ 0, %106 ], [ %145, %143 ]
  %115 = phi i32 [ 0, %106 ], [ %144, %143 ]
  %116 = add nsw i32 %115, %112
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_feat to ptr), i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !6
  %120 = and i32 %119, 2147483647
  %121 = icmp ne i32 %120, 2147483647
  br i1 %121, label %122, label %143

122:                                              ; preds = %113
  %123 = urem i32 %120, %2
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds nuw float, ptr %46, i64 %124
  %126 = load float, ptr %125, align 4, !tbaa !11
  %127 = tail call float @llvm.nvvm.fabs.f32(float %126)
  %128 = fcmp uno float %127, 0.000000e+00
  br i1 %128, label %129, label %131

129:                                              ; preds = %122
  %130 = icmp slt i32 %119, 0
  br label %135

131:                                              ; preds = %122
  %132 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE5s_thr to ptr), i64 %117
  %133 = load float, ptr %132, align 4, !tbaa !11
  %134 = fcmp contract olt float %126, %133
  br label %135

135:                                              ; preds = %131, %129
  %136 = phi i1 [ %130, %129 ], [ %134, %131 ]
  %137 = getelementptr inbounds %struct.int2, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE7s_child to ptr), i64 %117
  %138 = load i32, ptr %137, align 8, !tbaa !6
  %139 = getelementptr inbounds nuw i8, ptr %137, i64 4
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = select i1 %136, i32 %138, i32 %140
  %142 = urem i32 %141, %8
  br label %143

143:                                              ; preds = %113, %135
  %144 = phi i32 [ %142, %135 ], [ %115, %113 ]
  %145 = add nuw nsw i32 %114, 1
  %146 = icmp samesign ult i32 %145, %26
  %147 = select i1 %121, i1 %146, i1 false
  br i1 %147, label %113, label %148, !llvm.loop !23

148:                                              ; preds = %143
  %149 = add nsw i32 %144, %112
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ19gbdt_predict_sharedE6s_leaf to ptr), i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = add nuw nsw i32 %111, %78
  %154 = urem i32 %153, %24
  %155 = icmp eq i32 %154, 0
  %156 = select contract i1 %155, float %152, float 0.000000e+00
  %157 = fadd contract float %107, %156
  %158 = icmp eq i32 %154, 1
  %159 = select contract i1 %158, float %152, float 0.000000e+00
  %160 = fadd contract float %108, %159
  %161 = icmp eq i32 %154, 2
  %162 = select contract i1 %161, float %152, float 0.000000e+00
  %163 = fadd contract float %109, %162
  %164 = icmp eq i32 %154, 3
  %165 = select contract i1 %164, float %152, float 0.000000e+00
  %166 = fadd contract float %110, %165
  %167 = add nuw nsw i32 %111, 1
  %168 = icmp slt i32 %167, %80
  br i1 %168, label %106, label %169, !llvm.loop !24

169:                                              ; preds = %148, %85
  %170 = phi float [ %77, %85 ], [ %166, %148 ]
  %171 = phi float [ %76, %85 ], [ %163, %148 ]
  %172 = phi float [ %75, %85 ], [ %160, %148 ]
  %173 = phi float [ %74, %85 ], [ %157, %148 ]
  %174 = add nuw nsw i32 %78, %42
  %175 = icmp slt i32 %174, %7
  br i1 %175, label %73, label %68, !llvm.loop !25

176:                                              ; preds = %68
  %177 = add i32 %29, %34
  %178 = zext i32 %177 to i64
  %179 = zext nneg i32 %24 to i64
  %180 = mul nuw nsw i64 %179, %178
  %181 = getelementptr inbounds nuw float, ptr %12, i64 %180
  store float %72, ptr %181, align 4, !tbaa !11
  %182 = icmp sgt i32 %9, 1
  br i1 %182, label %183, label %185

183:                                              ; preds = %176
  %184 = getelementptr inbounds nuw i8, ptr %181, i64 4
  store float %71, ptr %184, align 4, !tbaa !11
  br label %185

185:                                              ; preds = %183, %176
  %186 = icmp sgt i32 %9, 2
  br i1 %186, label %187, label %189

187:                                              ; preds = %185
  %188 = getelementptr inbounds nuw i8, ptr %181, i64 8
  store float %70, ptr %188, align 4, !tbaa !11
  br label %189

189:                                              ; preds = %187, %185
  %190 = icmp sgt i32 %9, 3
  br i1 %190, label %191, label %193

191:                                              ; preds = %189
  %192 = getelementptr inbounds nuw i8, ptr %181, i64 12
  store float %69, ptr %192, align 4, !tbaa !11
  br label %193

193:                                              ; preds = %22, %189, %191, %68, %13
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
  br i1 %23, label %192, label %24

24:                                               ; preds = %13
  %25 = tail call i32 @llvm.umin.i32(i32 %5, i32 64)
  %26 = sext i32 %18 to i64
  %27 = zext nneg i32 %2 to i64
  %28 = mul nsw i64 %27, %26
  %29 = getelementptr inbounds nuw float, ptr %0, i64 %28
  %30 = add nsw i32 %25, -1
  %31 = and i32 %25, 3
  %32 = icmp ult i32 %30, 3
  br i1 %32, label %37, label %33

33:                                               ; preds = %24
  %34 = and i32 %25, 124
  br label %64

35:                                               ; preds = %64
  %36 = icmp eq i32 %31, 0
  br i1 %36, label %61, label %37

37:                                               ; preds = %35, %24
  %38 = phi i32 [ 0, %24 ], [ %123, %35 ]
  %39 = phi i64 [ 0, %24 ], [ %122, %35 ]
  %40 = icmp ne i32 %31, 0
  tail call void @llvm.assume(i1 %40)
  br label %41

41:                                               ; preds = %41, %37
  %42 = phi i32 [ %58, %41 ], [ %38, %37 ]
  %43 = phi i64 [ %57, %41 ], [ %39, %37 ]
  %44 = phi i32 [ %59, %41 ], [ 0, %37 ]
  %45 = zext nneg i32 %42 to i64
  %46 = getelementptr inbounds nuw i32, ptr %3, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = urem i32 %47, %2
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw float, ptr %29, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw float, ptr %4, i64 %45
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = fcmp contract ogt float %51, %53
  %55 = zext i1 %54 to i64
  %56 = shl nuw i64 %55, %45
  %57 = or i64 %56, %43
  %58 = add nuw nsw i32 %42, 1
  %59 = add i32 %44, 1
  %60 = icmp eq i32 %59, %31
  br i1 %60, label %61, label %41, !llvm.loop !26

61:                                               ; preds = %41, %35
  %62 = phi i64 [ %122, %35 ], [ %57, %41 ]
  %63 = icmp sgt i32 %8, 0
  br i1 %63, label %134, label %126

64:                                               ; preds = %64, %33
  %65 = phi i32 [ 0, %33 ], [ %123, %64 ]
  %66 = phi i64 [ 0, %33 ], [ %122, %64 ]
  %67 = phi i32 [ 0, %33 ], [ %124, %64 ]
  %68 = zext nneg i32 %65 to i64
  %69 = getelementptr inbounds nuw i32, ptr %3, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !6
  %71 = urem i32 %70, %2
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw float, ptr %29, i64 %72
  %74 = load float, ptr %73, align 4, !tbaa !11
  %75 = getelementptr inbounds nuw float, ptr %4, i64 %68
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = fcmp contract ogt float %74, %76
  %78 = zext i1 %77 to i64
  %79 = shl nuw i64 %78, %68
  %80 = or i64 %79, %66
  %81 = or disjoint i32 %65, 1
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds nuw i32, ptr %3, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = urem i32 %84, %2
  %86 = zext nneg i32 %85 to i64
  %87 = getelementptr inbounds nuw float, ptr %29, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = getelementptr inbounds nuw float, ptr %4, i64 %82
  %90 = load float, ptr %89, align 4, !tbaa !11
  %91 = fcmp contract ogt float %88, %90
  %92 = zext i1 %91 to i64
  %93 = shl nuw i64 %92, %82
  %94 = or i64 %93, %80
  %95 = or disjoint i32 %65, 2
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds nuw i32, ptr %3, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = urem i32 %98, %2
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr inbounds nuw float, ptr %29, i64 %100
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = getelementptr inbounds nuw float, ptr %4, i64 %96
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = fcmp contract ogt float %102, %104
  %106 = zext i1 %105 to i64
  %107 = shl nuw i64 %106, %96
  %108 = or i64 %107, %94
  %109 = or disjoint i32 %65, 3
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw i32, ptr %3, i64 %110
  %112 = load i32, ptr %111, align 4, !tbaa !6
  %113 = urem i32 %112, %2
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds nuw float, ptr %29, i64 %114
  %116 = load float, ptr %115, align 4, !tbaa !11
  %117 = getelementptr inbounds nuw float, ptr %4, i64 %110
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = fcmp contract ogt float %116, %118
  %120 = zext i1 %119 to i64
  %121 = shl nuw i64 %120, %110
  %122 = or i64 %121, %108
  %123 = add nuw nsw i32 %65, 4
  %124 = add i32 %67, 4
  %125 = icmp eq i32 %124, %34
  br i1 %125, label %35, label %64, !llvm.loop !28

126:                                              ; preds = %134, %61
  %127 = phi float [ 0.000000e+00, %61 ], [ %189, %134 ]
  %128 = fmul contract float %9, %127
  %129 = fadd contract float %10, %128
  %130 = getelementptr inbounds float, ptr %11, i64 %26
  store float %129, ptr %130, align 4, !tbaa !11
  %131 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %62)
  %132 = trunc nuw nsw i64 %131 to i32
  %133 = getelementptr inbounds i32, ptr %12, i64 %26
  store i32 %132, ptr %133, align 4, !tbaa !6
  br label %192

134:                                              ; preds = %61, %134
  %135 = phi i32 [ %190, %134 ], [ 0, %61 ]
  %136 = phi float [ %189, %134 ], [ 0.000000e+00, %61 ]
  %137 = zext nneg i32 %135 to i64
  %138 = mul nuw nsw i64 %137, 24
  %139 = getelementptr inbounds nuw i8, ptr %6, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = urem i32 %140, %25
  %142 = zext nneg i32 %141 to i64
  %143 = lshr i64 %62, %142
  %144 = and i64 %143, 1
  %145 = getelementptr inbounds nuw i8, ptr %139, i64 4
  %146 = load i32, ptr %145, align 4, !tbaa !6
  %147 = urem i32 %146, %25
  %148 = zext nneg i32 %147 to i64
  %149 = lshr i64 %62, %148
  %150 = shl i64 %149, 1
  %151 = and i64 %150, 2
  %152 = getelementptr inbounds nuw i8, ptr %139, i64 8
  %153 = load i32, ptr %152, align 4, !tbaa !6
  %154 = urem i32 %153, %25
  %155 = zext nneg i32 %154 to i64
  %156 = lshr i64 %62, %155
  %157 = shl i64 %156, 2
  %158 = and i64 %157, 4
  %159 = getelementptr inbounds nuw i8, ptr %139, i64 12
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = urem i32 %160, %25
  %162 = zext nneg i32 %161 to i64
  %163 = lshr i64 %62, %162
  %164 = shl i64 %163, 3
  %165 = and i64 %164, 8
  %166 = getelementptr inbounds nuw i8, ptr %139, i64 16
  %167 = load i32, ptr %166, align 4, !tbaa !6
  %168 = urem i32 %167, %25
  %169 = zext nneg i32 %168 to i64
  %170 = lshr i64 %62, %169
  %171 = shl i64 %170, 4
  %172 = and i64 %171, 16
  %173 = getelementptr inbounds nuw i8, ptr %139, i64 20
  %174 = load i32, ptr %173, align 4, !tbaa !6
  %175 = urem i32 %174, %25
  %176 = zext nneg i32 %175 to i64
  %177 = lshr i64 %62, %176
  %178 = shl i64 %177, 5
  %179 = and i64 %178, 32
  %180 = shl nuw nsw i64 %137, 8
  %181 = getelementptr inbounds nuw i8, ptr %7, i64 %180
  %182 = getelementptr inbounds nuw float, ptr %181, i64 %179
  %183 = getelementptr inbounds nuw float, ptr %182, i64 %172
  %184 = getelementptr inbounds nuw float, ptr %183, i64 %165
  %185 = getelementptr inbounds nuw float, ptr %184, i64 %158
  %186 = getelementptr inbounds nuw float, ptr %185, i64 %151
  %187 = getelementptr inbounds nuw float, ptr %186, i64 %144
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = fadd contract float %136, %188
  %190 = add nuw nsw i32 %135, 1
  %191 = icmp eq i32 %190, %8
  br i1 %191, label %126, label %134, !llvm.loop !29

192:                                              ; preds = %13, %126
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

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
attributes #10 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { nounwind }

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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = distinct !{!19, !18}
!20 = distinct !{!20, !18}
!21 = distinct !{!21, !18}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !18}
!24 = distinct !{!24, !18}
!25 = distinct !{!25, !18}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
