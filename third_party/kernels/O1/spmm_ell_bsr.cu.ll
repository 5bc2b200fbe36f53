; ModuleID = 'src/spmm_ell_bsr.cu'
source_filename = "src/spmm_ell_bsr.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13spmm_bsr4_f64E5s_blk = internal unnamed_addr addrspace(3) global [8 x [16 x double]] undef, align 8
@_ZZ13spmm_bsr4_f64E5s_col = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmm_ell_f32(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef captures(none) %8, i32 noundef %9, float noundef %10, float noundef %11) local_unnamed_addr #0 {
  %13 = icmp slt i32 %9, %2
  br i1 %13, label %165, label %14

14:                                               ; preds = %12
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %17 = mul nuw nsw i32 %15, %16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %19 = add nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %22 = mul i32 %20, %21
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = add i32 %22, %23
  %25 = shl i32 %24, 2
  %26 = icmp slt i32 %19, %0
  %27 = icmp slt i32 %25, %2
  %28 = and i1 %26, %27
  br i1 %28, label %42, label %165

29:                                               ; preds = %42
  %30 = zext nneg i32 %0 to i64
  %31 = zext nneg i32 %19 to i64
  %32 = sext i32 %7 to i64
  %33 = sext i32 %25 to i64
  %34 = getelementptr float, ptr %6, i64 %33
  %35 = icmp slt i32 %25, %2
  %36 = or disjoint i32 %25, 1
  %37 = icmp slt i32 %36, %2
  %38 = or disjoint i32 %25, 2
  %39 = icmp slt i32 %38, %2
  %40 = or disjoint i32 %25, 3
  %41 = icmp slt i32 %40, %2
  br label %59

42:                                               ; preds = %14
  %43 = add nsw i32 %25, 4
  %44 = icmp sgt i32 %43, %2
  %45 = icmp sgt i32 %3, 0
  br i1 %45, label %29, label %46

46:                                               ; preds = %111, %42
  %47 = phi float [ 0.000000e+00, %42 ], [ %112, %111 ]
  %48 = phi float [ 0.000000e+00, %42 ], [ %113, %111 ]
  %49 = phi float [ 0.000000e+00, %42 ], [ %114, %111 ]
  %50 = phi float [ 0.000000e+00, %42 ], [ %115, %111 ]
  %51 = zext nneg i32 %19 to i64
  %52 = sext i32 %9 to i64
  %53 = mul nsw i64 %52, %51
  %54 = getelementptr inbounds nuw float, ptr %8, i64 %53
  %55 = sext i32 %25 to i64
  %56 = getelementptr inbounds float, ptr %54, i64 %55
  %57 = fcmp contract une float %11, 0.000000e+00
  %58 = icmp slt i32 %25, %2
  br i1 %58, label %118, label %126

59:                                               ; preds = %29, %111
  %60 = phi float [ 0.000000e+00, %29 ], [ %112, %111 ]
  %61 = phi float [ 0.000000e+00, %29 ], [ %113, %111 ]
  %62 = phi float [ 0.000000e+00, %29 ], [ %114, %111 ]
  %63 = phi float [ 0.000000e+00, %29 ], [ %115, %111 ]
  %64 = phi i32 [ 0, %29 ], [ %116, %111 ]
  %65 = zext nneg i32 %64 to i64
  %66 = mul nuw nsw i64 %65, %30
  %67 = add nuw nsw i64 %66, %31
  %68 = getelementptr inbounds nuw i32, ptr %4, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = icmp ult i32 %69, %1
  br i1 %70, label %71, label %111

71:                                               ; preds = %59
  %72 = getelementptr inbounds nuw float, ptr %5, i64 %67
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = sext i32 %69 to i64
  %75 = mul nsw i64 %74, %32
  %76 = getelementptr float, ptr %34, i64 %75
  br i1 %44, label %86, label %77

77:                                               ; preds = %71
  %78 = load float, ptr %76, align 4, !tbaa !11
  %79 = tail call noundef float @llvm.fma.f32(float %73, float %78, float %63)
  %80 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %81 = load float, ptr %80, align 4, !tbaa !11
  %82 = tail call noundef float @llvm.fma.f32(float %73, float %81, float %62)
  %83 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = tail call noundef float @llvm.fma.f32(float %73, float %84, float %61)
  br label %104

86:                                               ; preds = %71
  br i1 %35, label %87, label %90

87:                                               ; preds = %86
  %88 = load float, ptr %76, align 4, !tbaa !11
  %89 = tail call noundef float @llvm.fma.f32(float %73, float %88, float %63)
  br label %90

90:                                               ; preds = %86, %87
  %91 = phi float [ %89, %87 ], [ %63, %86 ]
  br i1 %37, label %92, label %96

92:                                               ; preds = %90
  %93 = getelementptr inbounds nuw i8, ptr %76, i64 4
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = tail call noundef float @llvm.fma.f32(float %73, float %94, float %62)
  br label %96

96:                                               ; preds = %92, %90
  %97 = phi float [ %95, %92 ], [ %62, %90 ]
  br i1 %39, label %98, label %102

98:                                               ; preds = %96
  %99 = getelementptr inbounds nuw i8, ptr %76, i64 8
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = tail call noundef float @llvm.fma.f32(float %73, float %100, float %61)
  br label %102

102:                                              ; preds = %98, %96
  %103 = phi float [ %101, %98 ], [ %61, %96 ]
  br i1 %41, label %104, label %111

104:                                              ; preds = %102, %77
  %105 = phi float [ %85, %77 ], [ %103, %102 ]
  %106 = phi float [ %82, %77 ], [ %97, %102 ]
  %107 = phi float [ %79, %77 ], [ %91, %102 ]
  %108 = getelementptr inbounds nuw i8, ptr %76, i64 12
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = tail call noundef float @llvm.fma.f32(float %73, float %109, float %60)
  br label %111

111:                                              ; preds = %104, %102, %59
  %112 = phi float [ %60, %59 ], [ %60, %102 ], [ %110, %104 ]
  %113 = phi float [ %61, %59 ], [ %103, %102 ], [ %105, %104 ]
  %114 = phi float [ %62, %59 ], [ %97, %102 ], [ %106, %104 ]
  %115 = phi float [ %63, %59 ], [ %91, %102 ], [ %107, %104 ]
  %116 = add nuw nsw i32 %64, 1
  %117 = icmp eq i32 %116, %3
  br i1 %117, label %46, label %59, !llvm.loop !13

118:                                              ; preds = %46
  br i1 %57, label %119, label %121

119:                                              ; preds = %118
  %120 = load float, ptr %56, align 4, !tbaa !11
  br label %121

121:                                              ; preds = %118, %119
  %122 = phi contract float [ %120, %119 ], [ 0.000000e+00, %118 ]
  %123 = fmul contract float %10, %50
  %124 = fmul contract float %11, %122
  %125 = fadd contract float %124, %123
  store float %125, ptr %56, align 4, !tbaa !11
  br label %126

126:                                              ; preds = %46, %121
  %127 = or disjoint i32 %25, 1
  %128 = icmp slt i32 %127, %2
  br i1 %128, label %129, label %139

129:                                              ; preds = %126
  br i1 %57, label %130, label %133

130:                                              ; preds = %129
  %131 = getelementptr inbounds nuw i8, ptr %56, i64 4
  %132 = load float, ptr %131, align 4, !tbaa !11
  br label %133

133:                                              ; preds = %130, %129
  %134 = phi contract float [ %132, %130 ], [ 0.000000e+00, %129 ]
  %135 = fmul contract float %10, %49
  %136 = fmul contract float %11, %134
  %137 = fadd contract float %136, %135
  %138 = getelementptr inbounds nuw i8, ptr %56, i64 4
  store float %137, ptr %138, align 4, !tbaa !11
  br label %139

139:                                              ; preds = %133, %126
  %140 = or disjoint i32 %25, 2
  %141 = icmp slt i32 %140, %2
  br i1 %141, label %142, label %152

142:                                              ; preds = %139
  br i1 %57, label %143, label %146

143:                                              ; preds = %142
  %144 = getelementptr inbounds nuw i8, ptr %56, i64 8
  %145 = load float, ptr %144, align 4, !tbaa !11
  br label %146

146:                                              ; preds = %143, %142
  %147 = phi contract float [ %145, %143 ], [ 0.000000e+00, %142 ]
  %148 = fmul contract float %10, %48
  %149 = fmul contract float %11, %147
  %150 = fadd contract float %149, %148
  %151 = getelementptr inbounds nuw i8, ptr %56, i64 8
  store float %150, ptr %151, align 4, !tbaa !11
  br label %152

152:                                              ; preds = %146, %139
  %153 = or disjoint i32 %25, 3
  %154 = icmp slt i32 %153, %2
  br i1 %154, label %155, label %165

155:                                              ; preds = %152
  br i1 %57, label %156, label %159

156:                                              ; preds = %155
  %157 = getelementptr inbounds nuw i8, ptr %56, i64 12
  %158 = load float, ptr %157, align 4, !tbaa !11
  br label %159

159:                                              ; preds = %156, %155
  %160 = phi contract float [ %158, %156 ], [ 0.000000e+00, %155 ]
  %161 = fmul contract float %10, %47
  %162 = fmul contract float %11, %160
  %163 = fadd contract float %162, %161
  %164 = getelementptr inbounds nuw i8, ptr %56, i64 12
  store float %163, ptr %164, align 4, !tbaa !11
  br label %165

165:                                              ; preds = %152, %159, %14, %12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @spmm_bsr4_f64(i32 noundef %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, ptr noalias noundef readonly captures(none) %6, i32 noundef %7, ptr noalias noundef captures(none) %8, double noundef %9, double noundef %10) local_unnamed_addr #1 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = icmp slt i32 %12, %0
  br i1 %13, label %14, label %24

14:                                               ; preds = %11
  %15 = icmp sgt i32 %7, 0
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = sext i32 %7 to i64
  %20 = sext i32 %7 to i64
  %21 = fcmp contract oeq double %10, 0.000000e+00
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %23 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %25

24:                                               ; preds = %49, %11
  ret void

25:                                               ; preds = %14, %49
  %26 = phi i32 [ %12, %14 ], [ %50, %49 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %3, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = getelementptr i8, ptr %28, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %29, i32 0)
  %33 = tail call noundef i32 @llvm.smin.i32(i32 %31, i32 %2)
  br i1 %15, label %34, label %49

34:                                               ; preds = %25
  %35 = icmp slt i32 %32, %33
  %36 = shl nsw i32 %26, 2
  %37 = sub i32 %33, %32
  %38 = sext i32 %36 to i64
  %39 = mul nsw i64 %38, %20
  %40 = or disjoint i32 %36, 1
  %41 = sext i32 %40 to i64
  %42 = mul nsw i64 %41, %20
  %43 = or disjoint i32 %36, 2
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 %44, %20
  %46 = or disjoint i32 %36, 3
  %47 = sext i32 %46 to i64
  %48 = mul nsw i64 %47, %20
  br label %52

49:                                               ; preds = %239, %25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = add i32 %26, %23
  %51 = icmp slt i32 %50, %0
  br i1 %51, label %25, label %24, !llvm.loop !16

52:                                               ; preds = %34, %239
  %53 = phi i32 [ 0, %34 ], [ %240, %239 ]
  %54 = add i32 %53, %16
  br i1 %35, label %55, label %59

55:                                               ; preds = %52
  %56 = icmp slt i32 %54, %7
  %57 = sext i32 %54 to i64
  %58 = getelementptr double, ptr %6, i64 %57
  br label %70

59:                                               ; preds = %201, %52
  %60 = phi double [ 0.000000e+00, %52 ], [ %202, %201 ]
  %61 = phi double [ 0.000000e+00, %52 ], [ %203, %201 ]
  %62 = phi double [ 0.000000e+00, %52 ], [ %204, %201 ]
  %63 = phi double [ 0.000000e+00, %52 ], [ %205, %201 ]
  %64 = icmp slt i32 %54, %7
  br i1 %64, label %65, label %239

65:                                               ; preds = %59
  %66 = sext i32 %54 to i64
  %67 = getelementptr double, ptr %8, i64 %66
  %68 = getelementptr double, ptr %67, i64 %39
  %69 = fmul contract double %9, %60
  br i1 %21, label %213, label %209

70:                                               ; preds = %55, %201
  %71 = phi double [ 0.000000e+00, %55 ], [ %202, %201 ]
  %72 = phi double [ 0.000000e+00, %55 ], [ %203, %201 ]
  %73 = phi double [ 0.000000e+00, %55 ], [ %204, %201 ]
  %74 = phi double [ 0.000000e+00, %55 ], [ %205, %201 ]
  %75 = phi i32 [ %37, %55 ], [ %208, %201 ]
  %76 = phi i32 [ %32, %55 ], [ %206, %201 ]
  %77 = tail call i32 @llvm.smax.i32(i32 %75, i32 1)
  %78 = tail call i32 @llvm.smin.i32(i32 %77, i32 8)
  %79 = sub nsw i32 %33, %76
  %80 = tail call noundef i32 @llvm.smin.i32(i32 %79, i32 8)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %81 = shl nsw i32 %80, 4
  %82 = icmp slt i32 %16, %81
  br i1 %82, label %85, label %83

83:                                               ; preds = %85, %70
  %84 = icmp slt i32 %16, %80
  br i1 %84, label %105, label %102

85:                                               ; preds = %70, %85
  %86 = phi i32 [ %100, %85 ], [ %16, %70 ]
  %87 = sdiv i32 %86, 16
  %88 = add nsw i32 %87, %76
  %89 = sext i32 %88 to i64
  %90 = shl nsw i32 %87, 4
  %91 = sub nsw i32 %86, %90
  %92 = sext i32 %91 to i64
  %93 = shl nsw i64 %89, 7
  %94 = getelementptr i8, ptr %5, i64 %93
  %95 = getelementptr double, ptr %94, i64 %92
  %96 = load double, ptr %95, align 8, !tbaa !17
  %97 = sext i32 %87 to i64
  %98 = getelementptr inbounds [16 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_blk to ptr), i64 %97
  %99 = getelementptr inbounds double, ptr %98, i64 %92
  store double %96, ptr %99, align 8, !tbaa !17
  %100 = add i32 %86, %17
  %101 = icmp slt i32 %100, %81
  br i1 %101, label %85, label %83, !llvm.loop !19

102:                                              ; preds = %105, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = icmp sgt i32 %79, 0
  %104 = and i1 %56, %103
  br i1 %104, label %115, label %201

105:                                              ; preds = %83, %105
  %106 = phi i32 [ %113, %105 ], [ %16, %83 ]
  %107 = add nuw nsw i32 %106, %76
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds nuw i32, ptr %4, i64 %108
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = zext nneg i32 %106 to i64
  %112 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %111
  store i32 %110, ptr %112, align 4, !tbaa !6
  %113 = add nuw nsw i32 %106, %18
  %114 = icmp slt i32 %113, %80
  br i1 %114, label %105, label %102, !llvm.loop !20

115:                                              ; preds = %102, %194
  %116 = phi double [ %195, %194 ], [ %71, %102 ]
  %117 = phi double [ %196, %194 ], [ %72, %102 ]
  %118 = phi double [ %197, %194 ], [ %73, %102 ]
  %119 = phi double [ %198, %194 ], [ %74, %102 ]
  %120 = phi i32 [ %199, %194 ], [ 0, %102 ]
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_col to ptr), i64 %121
  %123 = load i32, ptr %122, align 4, !tbaa !6
  %124 = icmp ult i32 %123, %1
  br i1 %124, label %125, label %194

125:                                              ; preds = %115
  %126 = shl nsw i32 %123, 2
  %127 = sext i32 %126 to i64
  %128 = mul nsw i64 %127, %19
  %129 = getelementptr double, ptr %58, i64 %128
  %130 = load double, ptr %129, align 8, !tbaa !17
  %131 = or disjoint i32 %126, 1
  %132 = sext i32 %131 to i64
  %133 = mul nsw i64 %132, %19
  %134 = getelementptr double, ptr %58, i64 %133
  %135 = load double, ptr %134, align 8, !tbaa !17
  %136 = or disjoint i32 %126, 2
  %137 = sext i32 %136 to i64
  %138 = mul nsw i64 %137, %19
  %139 = getelementptr double, ptr %58, i64 %138
  %140 = load double, ptr %139, align 8, !tbaa !17
  %141 = or disjoint i32 %126, 3
  %142 = sext i32 %141 to i64
  %143 = mul nsw i64 %142, %19
  %144 = getelementptr double, ptr %58, i64 %143
  %145 = load double, ptr %144, align 8, !tbaa !17
  %146 = getelementptr inbounds nuw [16 x double], ptr addrspacecast (ptr addrspace(3) @_ZZ13spmm_bsr4_f64E5s_blk to ptr), i64 %121
  %147 = load double, ptr %146, align 8, !tbaa !17
  %148 = tail call noundef double @llvm.fma.f64(double %147, double %130, double %116)
  %149 = getelementptr inbounds nuw i8, ptr %146, i64 8
  %150 = load double, ptr %149, align 8, !tbaa !17
  %151 = tail call noundef double @llvm.fma.f64(double %150, double %135, double %148)
  %152 = getelementptr inbounds nuw i8, ptr %146, i64 16
  %153 = load double, ptr %152, align 8, !tbaa !17
  %154 = tail call noundef double @llvm.fma.f64(double %153, double %140, double %151)
  %155 = getelementptr inbounds nuw i8, ptr %146, i64 24
  %156 = load double, ptr %155, align 8, !tbaa !17
  %157 = tail call noundef double @llvm.fma.f64(double %156, double %145, double %154)
  %158 = getelementptr inbounds nuw i8, ptr %146, i64 32
  %159 = load double, ptr %158, align 8, !tbaa !17
  %160 = tail call noundef double @llvm.fma.f64(double %159, double %130, double %117)
  %161 = getelementptr inbounds nuw i8, ptr %146, i64 40
  %162 = load double, ptr %161, align 8, !tbaa !17
  %163 = tail call noundef double @llvm.fma.f64(double %162, double %135, double %160)
  %164 = getelementptr inbounds nuw i8, ptr %146, i64 48
  %165 = load double, ptr %164, align 8, !tbaa !17
  %166 = tail call noundef double @llvm.fma.f64(double %165, double %140, double %163)
  %167 = getelementptr inbounds nuw i8, ptr %146, i64 56
  %168 = load double, ptr %167, align 8, !tbaa !17
  %169 = tail call noundef double @llvm.fma.f64(double %168, double %145, double %166)
  %170 = getelementptr inbounds nuw i8, ptr %146, i64 88
  %171 = load double, ptr %170, align 8, !tbaa !17
  %172 = getelementptr inbounds nuw i8, ptr %146, i64 80
  %173 = load double, ptr %172, align 8, !tbaa !17
  %174 = getelementptr inbounds nuw i8, ptr %146, i64 72
  %175 = load double, ptr %174, align 8, !tbaa !17
  %176 = getelementptr inbounds nuw i8, ptr %146, i64 64
  %177 = load double, ptr %176, align 8, !tbaa !17
  %178 = tail call noundef double @llvm.fma.f64(double %177, double %130, double %118)
  %179 = tail call noundef double @llvm.fma.f64(double %175, double %135, double %178)
  %180 = tail call noundef double @llvm.fma.f64(double %173, double %140, double %179)
  %181 = tail call noundef double @llvm.fma.f64(double %171, double %145, double %180)
  %182 = getelementptr inbounds nuw i8, ptr %146, i64 96
  %183 = load double, ptr %182, align 8, !tbaa !17
  %184 = tail call noundef double @llvm.fma.f64(double %183, double %130, double %119)
  %185 = getelementptr inbounds nuw i8, ptr %146, i64 104
  %186 = load double, ptr %185, align 8, !tbaa !17
  %187 = tail call noundef double @llvm.fma.f64(double %186, double %135, double %184)
  %188 = getelementptr inbounds nuw i8, ptr %146, i64 112
  %189 = load double, ptr %188, align 8, !tbaa !17
  %190 = tail call noundef double @llvm.fma.f64(double %189, double %140, double %187)
  %191 = getelementptr inbounds nuw i8, ptr %146, i64 120
  %192 = load double, ptr %191, align 8, !tbaa !17
  %193 = tail call noundef double @llvm.fma.f64(double %192, double %145, double %190)
  br label %194

194:                                              ; preds = %115, %125
  %195 = phi double [ %157, %125 ], [ %116, %115 ]
  %196 = phi double [ %169, %125 ], [ %117, %115 ]
  %197 = phi double [ %181, %125 ], [ %118, %115 ]
  %198 = phi double [ %193, %125 ], [ %119, %115 ]
  %199 = add nuw nsw i32 %120, 1
  %200 = icmp eq i32 %199, %78
  br i1 %200, label %201, label %115, !llvm.loop !21

201:                                              ; preds = %194, %102
  %202 = phi double [ %71, %102 ], [ %195, %194 ]
  %203 = phi double [ %72, %102 ], [ %196, %194 ]
  %204 = phi double [ %73, %102 ], [ %197, %194 ]
  %205 = phi double [ %74, %102 ], [ %198, %194 ]
  %206 = add nuw nsw i32 %76, 8
  %207 = icmp slt i32 %206, %33
  %208 = add i32 %75, -8
  br i1 %207, label %70, label %59, !llvm.loop !22

209:                                              ; preds = %65
  %210 = load double, ptr %68, align 8, !tbaa !17
  %211 = fmul contract double %10, %210
  %212 = fadd contract double %69, %211
  br label %213

213:                                              ; preds = %65, %209
  %214 = phi contract double [ %212, %209 ], [ %69, %65 ]
  store double %214, ptr %68, align 8, !tbaa !17
  %215 = getelementptr double, ptr %67, i64 %42
  %216 = fmul contract double %9, %61
  br i1 %21, label %221, label %217

217:                                              ; preds = %213
  %218 = load double, ptr %215, align 8, !tbaa !17
  %219 = fmul contract double %10, %218
  %220 = fadd contract double %216, %219
  br label %221

221:                                              ; preds = %213, %217
  %222 = phi contract double [ %220, %217 ], [ %216, %213 ]
  store double %222, ptr %215, align 8, !tbaa !17
  %223 = getelementptr double, ptr %67, i64 %45
  %224 = fmul contract double %9, %62
  br i1 %21, label %229, label %225

225:                                              ; preds = %221
  %226 = load double, ptr %223, align 8, !tbaa !17
  %227 = fmul contract double %10, %226
  %228 = fadd contract double %224, %227
  br label %229

229:                                              ; preds = %221, %225
  %230 = phi contract double [ %228, %225 ], [ %224, %221 ]
  store double %230, ptr %223, align 8, !tbaa !17
  %231 = getelementptr double, ptr %67, i64 %48
  %232 = fmul contract double %9, %63
  br i1 %21, label %237, label %233

233:                                              ; preds = %229
  %234 = load double, ptr %231, align 8, !tbaa !17
  %235 = fmul contract double %10, %234
  %236 = fadd contract double %232, %235
  br label %237

237:                                              ; preds = %229, %233
  %238 = phi contract double [ %236, %233 ], [ %232, %229 ]
  store double %238, ptr %231, align 8, !tbaa !17
  br label %239

239:                                              ; preds = %237, %59
  %240 = add i32 %53, %22
  %241 = icmp slt i32 %240, %7
  br i1 %241, label %52, label %49, !llvm.loop !23
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!21 = distinct !{!21, !14, !15}
!22 = distinct !{!22, !14, !15}
!23 = distinct !{!23, !14, !15}
