; ModuleID = 'src/small_linalg.cu'
source_filename = "src/small_linalg.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @chol4_solve_f64(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %5
  br i1 %12, label %13, label %159

13:                                               ; preds = %6
  %14 = sext i32 %5 to i64
  %15 = sext i32 %11 to i64
  %16 = getelementptr double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !11
  %18 = shl nsw i64 %14, 5
  %19 = getelementptr i8, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !11
  %21 = mul nsw i64 %14, 40
  %22 = getelementptr i8, ptr %16, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !11
  %24 = shl nsw i64 %14, 6
  %25 = getelementptr i8, ptr %16, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !11
  %27 = mul nsw i64 %14, 72
  %28 = getelementptr i8, ptr %16, i64 %27
  %29 = load double, ptr %28, align 8, !tbaa !11
  %30 = mul nsw i64 %14, 80
  %31 = getelementptr i8, ptr %16, i64 %30
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = mul nsw i64 %14, 96
  %34 = getelementptr i8, ptr %16, i64 %33
  %35 = load double, ptr %34, align 8, !tbaa !11
  %36 = mul nsw i64 %14, 104
  %37 = getelementptr i8, ptr %16, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = mul nsw i64 %14, 112
  %40 = getelementptr i8, ptr %16, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !11
  %42 = mul nsw i64 %14, 120
  %43 = getelementptr i8, ptr %16, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !11
  %45 = fcmp contract ule double %17, 0.000000e+00
  %46 = zext i1 %45 to i32
  %47 = tail call noundef double @llvm.maxnum.f64(double %17, double 0.000000e+00)
  %48 = tail call noundef double @llvm.sqrt.f64(double %47)
  %49 = fdiv contract double 1.000000e+00, %48
  %50 = fmul contract double %49, %20
  %51 = fmul contract double %49, %26
  %52 = fmul contract double %49, %35
  %53 = fmul contract double %50, %50
  %54 = fsub contract double %23, %53
  %55 = fcmp contract ogt double %54, 0.000000e+00
  %56 = select i1 %55, i1 true, i1 %45
  %57 = select i1 %56, i32 %46, i32 2
  %58 = tail call noundef double @llvm.maxnum.f64(double %54, double 0.000000e+00)
  %59 = tail call noundef double @llvm.sqrt.f64(double %58)
  %60 = fmul contract double %48, %59
  %61 = fdiv contract double 1.000000e+00, %59
  %62 = fmul contract double %51, %50
  %63 = fsub contract double %29, %62
  %64 = fmul contract double %61, %63
  %65 = fmul contract double %52, %50
  %66 = fsub contract double %38, %65
  %67 = fmul contract double %61, %66
  %68 = fmul contract double %51, %51
  %69 = fsub contract double %32, %68
  %70 = fmul contract double %64, %64
  %71 = fsub contract double %69, %70
  %72 = fcmp contract ule double %71, 0.000000e+00
  %73 = icmp eq i32 %57, 0
  %74 = select i1 %72, i1 %73, i1 false
  %75 = select i1 %74, i32 3, i32 %57
  %76 = tail call noundef double @llvm.maxnum.f64(double %71, double 0.000000e+00)
  %77 = tail call noundef double @llvm.sqrt.f64(double %76)
  %78 = fmul contract double %60, %77
  %79 = fdiv contract double 1.000000e+00, %77
  %80 = fmul contract double %52, %51
  %81 = fsub contract double %41, %80
  %82 = fmul contract double %67, %64
  %83 = fsub contract double %81, %82
  %84 = fmul contract double %79, %83
  %85 = fmul contract double %52, %52
  %86 = fsub contract double %44, %85
  %87 = fmul contract double %67, %67
  %88 = fsub contract double %86, %87
  %89 = fmul contract double %84, %84
  %90 = fsub contract double %88, %89
  %91 = fcmp contract ule double %90, 0.000000e+00
  %92 = icmp eq i32 %75, 0
  %93 = select i1 %91, i1 %92, i1 false
  %94 = select i1 %93, i32 4, i32 %75
  %95 = tail call noundef double @llvm.maxnum.f64(double %90, double 0.000000e+00)
  %96 = tail call noundef double @llvm.sqrt.f64(double %95)
  %97 = fmul contract double %78, %96
  %98 = sext i32 %11 to i64
  %99 = getelementptr double, ptr %1, i64 %98
  %100 = load double, ptr %99, align 8, !tbaa !11
  %101 = fdiv contract double %100, %48
  %102 = getelementptr double, ptr %99, i64 %14
  %103 = load double, ptr %102, align 8, !tbaa !11
  %104 = fmul contract double %50, %101
  %105 = fsub contract double %103, %104
  %106 = fdiv contract double %105, %59
  %107 = shl nsw i64 %14, 4
  %108 = getelementptr i8, ptr %99, i64 %107
  %109 = load double, ptr %108, align 8, !tbaa !11
  %110 = fmul contract double %51, %101
  %111 = fsub contract double %109, %110
  %112 = fmul contract double %64, %106
  %113 = fsub contract double %111, %112
  %114 = fdiv contract double %113, %77
  %115 = mul nsw i64 %14, 24
  %116 = getelementptr i8, ptr %99, i64 %115
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = fmul contract double %52, %101
  %119 = fsub contract double %117, %118
  %120 = fmul contract double %67, %106
  %121 = fsub contract double %119, %120
  %122 = fmul contract double %84, %114
  %123 = fsub contract double %121, %122
  %124 = fdiv contract double %123, %96
  %125 = fdiv contract double %124, %96
  %126 = fmul contract double %84, %125
  %127 = fsub contract double %114, %126
  %128 = fdiv contract double %127, %77
  %129 = fmul contract double %64, %128
  %130 = fsub contract double %106, %129
  %131 = fmul contract double %67, %125
  %132 = fsub contract double %130, %131
  %133 = fdiv contract double %132, %59
  %134 = fmul contract double %50, %133
  %135 = fsub contract double %101, %134
  %136 = fmul contract double %51, %128
  %137 = fsub contract double %135, %136
  %138 = fmul contract double %52, %125
  %139 = fsub contract double %137, %138
  %140 = fdiv contract double %139, %48
  %141 = icmp eq i32 %94, 0
  %142 = sext i32 %11 to i64
  %143 = getelementptr double, ptr %2, i64 %142
  %144 = select contract i1 %141, double %140, double 0x7FF8000000000000
  store double %144, ptr %143, align 8, !tbaa !11
  %145 = select contract i1 %141, double %133, double 0x7FF8000000000000
  %146 = getelementptr double, ptr %143, i64 %14
  store double %145, ptr %146, align 8, !tbaa !11
  %147 = select contract i1 %141, double %128, double 0x7FF8000000000000
  %148 = shl nsw i64 %14, 4
  %149 = getelementptr i8, ptr %143, i64 %148
  store double %147, ptr %149, align 8, !tbaa !11
  %150 = select contract i1 %141, double %125, double 0x7FF8000000000000
  %151 = mul nsw i64 %14, 24
  %152 = getelementptr i8, ptr %143, i64 %151
  store double %150, ptr %152, align 8, !tbaa !11
  %153 = icmp eq i32 %94, 0
  %154 = fmul contract double %97, %97
  %155 = select contract i1 %153, double %154, double 0x7FF8000000000000
  %156 = sext i32 %11 to i64
  %157 = getelementptr inbounds double, ptr %3, i64 %156
  store double %155, ptr %157, align 8, !tbaa !11
  %158 = getelementptr inbounds i32, ptr %4, i64 %156
  store i32 %94, ptr %158, align 4, !tbaa !6
  br label %159

159:                                              ; preds = %6, %13
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @lu8_warp_solve(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = and i32 %8, 31
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %238

11:                                               ; preds = %7
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = and i32 %12, 31
  %14 = lshr i32 %13, 2
  %15 = and i32 %12, 3
  %16 = shl nuw nsw i32 %15, 1
  %17 = or disjoint i32 %16, 1
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %19 = mul i32 %18, %8
  %20 = lshr exact i32 %19, 5
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %22 = mul i32 %21, %8
  %23 = add i32 %22, %12
  %24 = lshr i32 %23, 5
  %25 = icmp slt i32 %24, %6
  br i1 %25, label %26, label %238

26:                                               ; preds = %11
  %27 = shl nuw nsw i32 %14, 3
  %28 = or disjoint i32 %27, %16
  %29 = zext nneg i32 %28 to i64
  %30 = or disjoint i32 %27, %17
  %31 = zext nneg i32 %30 to i64
  %32 = zext nneg i32 %14 to i64
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %32
  %34 = icmp eq i32 %13, 0
  %35 = and i32 %12, 28
  %36 = icmp eq i32 %14, 0
  %37 = zext nneg i32 %16 to i64
  %38 = zext nneg i32 %17 to i64
  %39 = icmp eq i32 %13, 0
  br label %40

40:                                               ; preds = %26, %235
  %41 = phi i32 [ %24, %26 ], [ %236, %235 ]
  %42 = zext nneg i32 %41 to i64
  %43 = shl nuw nsw i64 %42, 6
  %44 = getelementptr inbounds nuw float, ptr %0, i64 %43
  %45 = getelementptr inbounds nuw float, ptr %44, i64 %29
  %46 = load float, ptr %45, align 4, !tbaa !13
  %47 = getelementptr inbounds nuw float, ptr %44, i64 %31
  %48 = load float, ptr %47, align 4, !tbaa !13
  %49 = shl nuw nsw i64 %42, 3
  %50 = getelementptr inbounds nuw float, ptr %33, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !13
  %52 = getelementptr inbounds nuw i32, ptr %4, i64 %49
  br label %53

53:                                               ; preds = %40, %181
  %54 = phi float [ %46, %40 ], [ %185, %181 ]
  %55 = phi float [ %48, %40 ], [ %184, %181 ]
  %56 = phi float [ %51, %40 ], [ %183, %181 ]
  %57 = phi i32 [ 0, %40 ], [ %182, %181 ]
  %58 = phi i32 [ 0, %40 ], [ %186, %181 ]
  %59 = lshr i32 %58, 1
  %60 = icmp ne i32 %15, %59
  %61 = icmp samesign ult i32 %14, %58
  %62 = select i1 %60, i1 true, i1 %61
  %63 = and i32 %58, 1
  %64 = icmp eq i32 %63, 0
  %65 = select contract i1 %64, float %54, float %55
  %66 = tail call float @llvm.nvvm.fabs.f32(float %65)
  %67 = select contract i1 %62, float -1.000000e+00, float %66
  %68 = fcmp contract uno float %67, 0.000000e+00
  %69 = select i1 %68, float 0x47EC363CC0000000, float %67
  %70 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %69, i32 16, i32 31)
  %71 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %14, i32 16, i32 31)
  %72 = fcmp contract ogt float %70, %69
  br i1 %72, label %77, label %73

73:                                               ; preds = %53
  %74 = fcmp contract oeq float %70, %69
  %75 = icmp slt i32 %71, %14
  %76 = and i1 %74, %75
  br i1 %76, label %77, label %78

77:                                               ; preds = %73, %53
  br label %78

78:                                               ; preds = %77, %73
  %79 = phi i32 [ %71, %77 ], [ %14, %73 ]
  %80 = phi float [ %70, %77 ], [ %69, %73 ]
  %81 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %80, i32 8, i32 31)
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 8, i32 31)
  %83 = fcmp contract ogt float %81, %80
  br i1 %83, label %88, label %84

84:                                               ; preds = %78
  %85 = fcmp contract oeq float %81, %80
  %86 = icmp slt i32 %82, %79
  %87 = and i1 %85, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %84, %78
  br label %89

89:                                               ; preds = %88, %84
  %90 = phi i32 [ %82, %88 ], [ %79, %84 ]
  %91 = phi float [ %81, %88 ], [ %80, %84 ]
  %92 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %91, i32 4, i32 31)
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 4, i32 31)
  %94 = fcmp contract ogt float %92, %91
  br i1 %94, label %99, label %95

95:                                               ; preds = %89
  %96 = fcmp contract oeq float %92, %91
  %97 = icmp slt i32 %93, %90
  %98 = and i1 %96, %97
  br i1 %98, label %99, label %100

99:                                               ; preds = %95, %89
  br label %100

100:                                              ; preds = %99, %95
  %101 = phi i32 [ %93, %99 ], [ %90, %95 ]
  %102 = phi float [ %92, %99 ], [ %91, %95 ]
  %103 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %102, i32 2, i32 31)
  %104 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 2, i32 31)
  %105 = fcmp contract ogt float %103, %102
  br i1 %105, label %110, label %106

106:                                              ; preds = %100
  %107 = fcmp contract oeq float %103, %102
  %108 = icmp slt i32 %104, %101
  %109 = and i1 %107, %108
  br i1 %109, label %110, label %111

110:                                              ; preds = %106, %100
  br label %111

111:                                              ; preds = %110, %106
  %112 = phi i32 [ %104, %110 ], [ %101, %106 ]
  %113 = phi float [ %103, %110 ], [ %102, %106 ]
  %114 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %113, i32 1, i32 31)
  %115 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %112, i32 1, i32 31)
  %116 = fcmp contract ogt float %114, %113
  br i1 %116, label %121, label %117

117:                                              ; preds = %111
  %118 = fcmp contract oeq float %114, %113
  %119 = icmp slt i32 %115, %112
  %120 = and i1 %118, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %117, %111
  br label %122

122:                                              ; preds = %121, %117
  %123 = phi i32 [ %115, %121 ], [ %112, %117 ]
  %124 = phi float [ %114, %121 ], [ %113, %117 ]
  br i1 %34, label %125, label %128

125:                                              ; preds = %122
  %126 = zext nneg i32 %58 to i64
  %127 = getelementptr inbounds nuw i32, ptr %52, i64 %126
  store i32 %123, ptr %127, align 4, !tbaa !6
  br label %128

128:                                              ; preds = %125, %122
  %129 = icmp eq i32 %14, %58
  br i1 %129, label %130, label %133

130:                                              ; preds = %128
  %131 = shl nsw i32 %123, 2
  %132 = or disjoint i32 %131, %15
  br label %138

133:                                              ; preds = %128
  %134 = icmp eq i32 %14, %123
  br i1 %134, label %135, label %138

135:                                              ; preds = %133
  %136 = shl nuw nsw i32 %58, 2
  %137 = or disjoint i32 %136, %15
  br label %138

138:                                              ; preds = %133, %135, %130
  %139 = phi i32 [ %132, %130 ], [ %137, %135 ], [ %13, %133 ]
  %140 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %54, i32 %139, i32 31)
  %141 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %55, i32 %139, i32 31)
  %142 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %56, i32 %139, i32 31)
  %143 = fcmp contract ogt float %124, 0.000000e+00
  br i1 %143, label %148, label %144

144:                                              ; preds = %138
  %145 = icmp eq i32 %57, 0
  %146 = add nuw nsw i32 %58, 1
  %147 = select i1 %145, i32 %146, i32 %57
  br label %181

148:                                              ; preds = %138
  %149 = shl nuw nsw i32 %58, 2
  %150 = or disjoint i32 %149, %59
  %151 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %140, i32 %150, i32 31)
  %152 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %141, i32 %150, i32 31)
  %153 = or disjoint i32 %59, %35
  %154 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %140, i32 %153, i32 31)
  %155 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %141, i32 %153, i32 31)
  %156 = or disjoint i32 %149, %15
  %157 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %140, i32 %156, i32 31)
  %158 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %141, i32 %156, i32 31)
  %159 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %142, i32 %149, i32 31)
  %160 = icmp samesign ugt i32 %14, %58
  br i1 %160, label %161, label %181

161:                                              ; preds = %148
  %162 = and i32 %58, 1
  %163 = icmp eq i32 %162, 0
  %164 = select contract i1 %163, float %154, float %155
  %165 = select contract i1 %163, float %151, float %152
  %166 = fdiv contract float %164, %165
  %167 = icmp samesign ugt i32 %16, %58
  %168 = fneg contract float %166
  %169 = tail call float @llvm.fma.f32(float %168, float %157, float %140)
  %170 = icmp eq i32 %16, %58
  %171 = select i1 %170, float %166, float %140
  %172 = select i1 %167, float %169, float %171
  %173 = icmp samesign ult i32 %16, %58
  %174 = fneg contract float %166
  %175 = tail call float @llvm.fma.f32(float %174, float %158, float %141)
  %176 = icmp eq i32 %17, %58
  %177 = select i1 %176, float %166, float %141
  %178 = select i1 %173, float %177, float %175
  %179 = fneg contract float %166
  %180 = tail call noundef float @llvm.fma.f32(float %179, float %159, float %142)
  br label %181

181:                                              ; preds = %148, %161, %144
  %182 = phi i32 [ %147, %144 ], [ %57, %161 ], [ %57, %148 ]
  %183 = phi float [ %142, %144 ], [ %180, %161 ], [ %142, %148 ]
  %184 = phi float [ %141, %144 ], [ %178, %161 ], [ %141, %148 ]
  %185 = phi float [ %140, %144 ], [ %172, %161 ], [ %140, %148 ]
  %186 = add nuw nsw i32 %58, 1
  %187 = icmp eq i32 %186, 8
  br i1 %187, label %192, label %53, !llvm.loop !15

188:                                              ; preds = %205
  %189 = getelementptr inbounds nuw float, ptr %3, i64 %43
  %190 = getelementptr inbounds nuw float, ptr %189, i64 %29
  store float %185, ptr %190, align 4, !tbaa !13
  %191 = getelementptr inbounds nuw float, ptr %189, i64 %31
  store float %184, ptr %191, align 4, !tbaa !13
  br i1 %36, label %228, label %232

192:                                              ; preds = %181, %205
  %193 = phi i32 [ %226, %205 ], [ 7, %181 ]
  %194 = phi float [ %225, %205 ], [ 0.000000e+00, %181 ]
  %195 = phi float [ %223, %205 ], [ 0.000000e+00, %181 ]
  %196 = icmp eq i32 %14, %193
  br i1 %196, label %197, label %205

197:                                              ; preds = %192
  %198 = icmp samesign ugt i32 %16, %193
  %199 = fmul contract float %185, %195
  %200 = select contract i1 %198, float %199, float 0.000000e+00
  %201 = icmp samesign ult i32 %16, %193
  %202 = fmul contract float %184, %194
  %203 = select contract i1 %201, float 0.000000e+00, float %202
  %204 = fadd contract float %200, %203
  br label %205

205:                                              ; preds = %197, %192
  %206 = phi float [ %204, %197 ], [ 0.000000e+00, %192 ]
  %207 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %206, i32 1, i32 31)
  %208 = fadd contract float %206, %207
  %209 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %208, i32 2, i32 31)
  %210 = fadd contract float %208, %209
  %211 = shl nsw i32 %193, 2
  %212 = lshr i32 %193, 1
  %213 = add nuw nsw i32 %211, %212
  %214 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %185, i32 %213, i32 31)
  %215 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %184, i32 %213, i32 31)
  %216 = and i32 %193, 1
  %217 = icmp eq i32 %216, 0
  %218 = select contract i1 %217, float %214, float %215
  %219 = fsub contract float %183, %210
  %220 = fdiv contract float %219, %218
  %221 = tail call contract noundef float @llvm.nvvm.shfl.sync.idx.f32(i32 -1, float %220, i32 %211, i32 31)
  %222 = icmp eq i32 %16, %193
  %223 = select i1 %222, float %221, float %195
  %224 = icmp eq i32 %17, %193
  %225 = select i1 %224, float %221, float %194
  %226 = add nsw i32 %193, -1
  %227 = icmp eq i32 %193, 0
  br i1 %227, label %188, label %192, !llvm.loop !18

228:                                              ; preds = %188
  %229 = getelementptr inbounds nuw float, ptr %2, i64 %49
  %230 = getelementptr inbounds nuw float, ptr %229, i64 %37
  store float %223, ptr %230, align 4, !tbaa !13
  %231 = getelementptr inbounds nuw float, ptr %229, i64 %38
  store float %225, ptr %231, align 4, !tbaa !13
  br label %232

232:                                              ; preds = %228, %188
  br i1 %39, label %233, label %235

233:                                              ; preds = %232
  %234 = getelementptr inbounds nuw i32, ptr %5, i64 %42
  store i32 %182, ptr %234, align 4, !tbaa !6
  br label %235

235:                                              ; preds = %233, %232
  %236 = add nuw nsw i32 %41, %20
  %237 = icmp slt i32 %236, %6
  br i1 %237, label %40, label %238, !llvm.loop !19

238:                                              ; preds = %235, %11, %7
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @jacobi_eig3_f64(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, double noundef %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %2, i32 0)
  %9 = tail call noundef range(i32 0, 33) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %8, i32 32)
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
  %21 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 %1, i64 0)
  %22 = icmp sgt i64 %1, %20
  br i1 %22, label %24, label %23

23:                                               ; preds = %24, %7
  ret void

24:                                               ; preds = %7, %24
  %25 = phi i64 [ %70, %24 ], [ %20, %7 ]
  %26 = mul i64 %25, 48
  %27 = getelementptr inbounds nuw i8, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !11
  %29 = getelementptr inbounds nuw i8, ptr %27, i64 8
  %30 = load double, ptr %29, align 8, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %27, i64 16
  %32 = load double, ptr %31, align 8, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %27, i64 24
  %34 = load double, ptr %33, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %27, i64 32
  %36 = load double, ptr %35, align 8, !tbaa !11
  %37 = getelementptr inbounds nuw i8, ptr %27, i64 40
  %38 = load double, ptr %37, align 8, !tbaa !11
  %39 = tail call fastcc { [3 x double], [3 x [3 x double]], i32 } @_ZL8eig3_symddddddid(double noundef %28, double noundef %30, double noundef %32, double noundef %34, double noundef %36, double noundef %38, i32 noundef %9, double noundef %3) #9
  %40 = extractvalue { [3 x double], [3 x [3 x double]], i32 } %39, 0
  %41 = extractvalue { [3 x double], [3 x [3 x double]], i32 } %39, 1
  %42 = extractvalue { [3 x double], [3 x [3 x double]], i32 } %39, 2
  %43 = extractvalue [3 x [3 x double]] %41, 0, 0
  %44 = extractvalue [3 x [3 x double]] %41, 0, 1
  %45 = extractvalue [3 x [3 x double]] %41, 0, 2
  %46 = extractvalue [3 x [3 x double]] %41, 1, 0
  %47 = extractvalue [3 x [3 x double]] %41, 1, 1
  %48 = extractvalue [3 x [3 x double]] %41, 1, 2
  %49 = extractvalue [3 x [3 x double]] %41, 2, 0
  %50 = extractvalue [3 x [3 x double]] %41, 2, 1
  %51 = extractvalue [3 x [3 x double]] %41, 2, 2
  %52 = mul i64 %25, 24
  %53 = getelementptr i8, ptr %4, i64 %52
  %54 = extractvalue [3 x double] %40, 2
  %55 = extractvalue [3 x double] %40, 1
  %56 = extractvalue [3 x double] %40, 0
  store double %56, ptr %53, align 8, !tbaa !11
  %57 = getelementptr i8, ptr %53, i64 8
  store double %55, ptr %57, align 8, !tbaa !11
  %58 = getelementptr i8, ptr %53, i64 16
  store double %54, ptr %58, align 8, !tbaa !11
  %59 = mul i64 %25, 72
  %60 = getelementptr i8, ptr %5, i64 %59
  store double %43, ptr %60, align 8, !tbaa !11
  %61 = getelementptr i8, ptr %60, i64 8
  store double %44, ptr %61, align 8, !tbaa !11
  %62 = getelementptr i8, ptr %60, i64 16
  store double %45, ptr %62, align 8, !tbaa !11
  %63 = getelementptr i8, ptr %60, i64 24
  store double %46, ptr %63, align 8, !tbaa !11
  %64 = getelementptr i8, ptr %60, i64 32
  store double %47, ptr %64, align 8, !tbaa !11
  %65 = getelementptr i8, ptr %60, i64 40
  store double %48, ptr %65, align 8, !tbaa !11
  %66 = getelementptr i8, ptr %60, i64 48
  store double %49, ptr %66, align 8, !tbaa !11
  %67 = getelementptr i8, ptr %60, i64 56
  store double %50, ptr %67, align 8, !tbaa !11
  %68 = getelementptr i8, ptr %60, i64 64
  store double %51, ptr %68, align 8, !tbaa !11
  %69 = getelementptr inbounds nuw i32, ptr %6, i64 %25
  store i32 %42, ptr %69, align 4, !tbaa !6
  %70 = add i64 %25, %14
  %71 = icmp ult i64 %70, %21
  br i1 %71, label %24, label %23, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { [3 x double], [3 x [3 x double]], i32 } @_ZL8eig3_symddddddid(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, i32 noundef range(i32 0, 33) %6, double noundef %7) unnamed_addr #3 {
  %9 = icmp eq i32 %6, 0
  br i1 %9, label %237, label %10

10:                                               ; preds = %8
  %11 = tail call noundef double @llvm.nvvm.fabs.f64(double %4)
  %12 = tail call noundef double @llvm.nvvm.fabs.f64(double %2)
  %13 = tail call noundef double @llvm.nvvm.fabs.f64(double %1)
  %14 = tail call noundef double @llvm.nvvm.fabs.f64(double %0)
  %15 = tail call noundef double @llvm.nvvm.fabs.f64(double %3)
  %16 = fadd contract double %14, %15
  %17 = tail call noundef double @llvm.nvvm.fabs.f64(double %5)
  %18 = fadd contract double %16, %17
  %19 = fadd contract double %13, %18
  %20 = fadd contract double %12, %19
  %21 = fadd contract double %11, %20
  %22 = tail call noundef double @llvm.maxnum.f64(double %21, double 1.000000e-300)
  %23 = fmul contract double %7, %22
  br label %24

24:                                               ; preds = %10, %234
  %25 = phi double [ 1.000000e+00, %10 ], [ %216, %234 ]
  %26 = phi double [ 0.000000e+00, %10 ], [ %217, %234 ]
  %27 = phi double [ 0.000000e+00, %10 ], [ %218, %234 ]
  %28 = phi double [ 0.000000e+00, %10 ], [ %219, %234 ]
  %29 = phi double [ 1.000000e+00, %10 ], [ %220, %234 ]
  %30 = phi double [ 0.000000e+00, %10 ], [ %221, %234 ]
  %31 = phi double [ 0.000000e+00, %10 ], [ %222, %234 ]
  %32 = phi double [ 0.000000e+00, %10 ], [ %223, %234 ]
  %33 = phi double [ 1.000000e+00, %10 ], [ %224, %234 ]
  %34 = phi i32 [ 0, %10 ], [ %235, %234 ]
  %35 = phi double [ %0, %10 ], [ %233, %234 ]
  %36 = phi double [ %1, %10 ], [ %232, %234 ]
  %37 = phi double [ %2, %10 ], [ %231, %234 ]
  %38 = phi double [ %1, %10 ], [ %230, %234 ]
  %39 = phi double [ %3, %10 ], [ %229, %234 ]
  %40 = phi double [ %4, %10 ], [ %228, %234 ]
  %41 = phi double [ %2, %10 ], [ %227, %234 ]
  %42 = phi double [ %4, %10 ], [ %226, %234 ]
  %43 = phi double [ %5, %10 ], [ %225, %234 ]
  %44 = tail call noundef double @llvm.nvvm.fabs.f64(double %36)
  %45 = tail call noundef double @llvm.nvvm.fabs.f64(double %37)
  %46 = fadd contract double %45, %44
  %47 = tail call noundef double @llvm.nvvm.fabs.f64(double %40)
  %48 = fadd contract double %47, %46
  %49 = fcmp contract ugt double %48, %23
  br i1 %49, label %50, label %215

50:                                               ; preds = %24
  %51 = fcmp contract olt double %44, 1.000000e-300
  br i1 %51, label %95, label %52

52:                                               ; preds = %50
  %53 = fsub contract double %39, %35
  %54 = fmul contract double %36, 2.000000e+00
  %55 = fdiv contract double %53, %54
  %56 = fcmp contract oge double %55, 0.000000e+00
  %57 = select contract i1 %56, double 1.000000e+00, double -1.000000e+00
  %58 = tail call noundef double @llvm.nvvm.fabs.f64(double %55)
  %59 = fmul contract double %55, %55
  %60 = fadd contract double %59, 1.000000e+00
  %61 = tail call noundef double @llvm.sqrt.f64(double %60)
  %62 = fadd contract double %58, %61
  %63 = fdiv contract double %57, %62
  %64 = fmul contract double %63, %63
  %65 = fadd contract double %64, 1.000000e+00
  %66 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %65)
  %67 = fmul contract double %63, %66
  %68 = fmul contract double %66, %25
  %69 = fmul contract double %67, %26
  %70 = fsub contract double %68, %69
  %71 = fmul contract double %67, %25
  %72 = fmul contract double %66, %26
  %73 = fadd contract double %71, %72
  %74 = fmul contract double %66, %28
  %75 = fmul contract double %67, %29
  %76 = fsub contract double %74, %75
  %77 = fmul contract double %67, %28
  %78 = fmul contract double %66, %29
  %79 = fadd contract double %77, %78
  %80 = fmul contract double %66, %31
  %81 = fmul contract double %67, %32
  %82 = fsub contract double %80, %81
  %83 = fmul contract double %67, %31
  %84 = fmul contract double %66, %32
  %85 = fadd contract double %83, %84
  %86 = fmul contract double %36, %63
  %87 = fsub contract double %35, %86
  %88 = fadd contract double %39, %86
  %89 = fmul contract double %41, %66
  %90 = fmul contract double %42, %67
  %91 = fsub contract double %89, %90
  %92 = fmul contract double %41, %67
  %93 = fmul contract double %42, %66
  %94 = fadd contract double %93, %92
  br label %95

95:                                               ; preds = %52, %50
  %96 = phi double [ %25, %50 ], [ %70, %52 ]
  %97 = phi double [ %26, %50 ], [ %73, %52 ]
  %98 = phi double [ %28, %50 ], [ %76, %52 ]
  %99 = phi double [ %29, %50 ], [ %79, %52 ]
  %100 = phi double [ %31, %50 ], [ %82, %52 ]
  %101 = phi double [ %32, %50 ], [ %85, %52 ]
  %102 = phi double [ %42, %50 ], [ %94, %52 ]
  %103 = phi double [ %41, %50 ], [ %91, %52 ]
  %104 = phi double [ %40, %50 ], [ %94, %52 ]
  %105 = phi double [ %39, %50 ], [ %88, %52 ]
  %106 = phi double [ %38, %50 ], [ 0.000000e+00, %52 ]
  %107 = phi double [ %37, %50 ], [ %91, %52 ]
  %108 = phi double [ %36, %50 ], [ 0.000000e+00, %52 ]
  %109 = phi double [ %35, %50 ], [ %87, %52 ]
  %110 = tail call noundef double @llvm.nvvm.fabs.f64(double %107)
  %111 = fcmp contract olt double %110, 1.000000e-300
  br i1 %111, label %155, label %112

112:                                              ; preds = %95
  %113 = fsub contract double %43, %109
  %114 = fmul contract double %107, 2.000000e+00
  %115 = fdiv contract double %113, %114
  %116 = fcmp contract oge double %115, 0.000000e+00
  %117 = select contract i1 %116, double 1.000000e+00, double -1.000000e+00
  %118 = tail call noundef double @llvm.nvvm.fabs.f64(double %115)
  %119 = fmul contract double %115, %115
  %120 = fadd contract double %119, 1.000000e+00
  %121 = tail call noundef double @llvm.sqrt.f64(double %120)
  %122 = fadd contract double %118, %121
  %123 = fdiv contract double %117, %122
  %124 = fmul contract double %123, %123
  %125 = fadd contract double %124, 1.000000e+00
  %126 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %125)
  %127 = fmul contract double %123, %126
  %128 = fmul contract double %126, %96
  %129 = fmul contract double %127, %27
  %130 = fsub contract double %128, %129
  %131 = fmul contract double %127, %96
  %132 = fmul contract double %126, %27
  %133 = fadd contract double %131, %132
  %134 = fmul contract double %126, %98
  %135 = fmul contract double %127, %30
  %136 = fsub contract double %134, %135
  %137 = fmul contract double %127, %98
  %138 = fmul contract double %126, %30
  %139 = fadd contract double %137, %138
  %140 = fmul contract double %126, %100
  %141 = fmul contract double %127, %33
  %142 = fsub contract double %140, %141
  %143 = fmul contract double %127, %100
  %144 = fmul contract double %126, %33
  %145 = fadd contract double %143, %144
  %146 = fmul contract double %107, %123
  %147 = fsub contract double %109, %146
  %148 = fadd contract double %43, %146
  %149 = fmul contract double %106, %126
  %150 = fmul contract double %104, %127
  %151 = fsub contract double %149, %150
  %152 = fmul contract double %106, %127
  %153 = fmul contract double %104, %126
  %154 = fadd contract double %153, %152
  br label %155

155:                                              ; preds = %112, %95
  %156 = phi double [ %96, %95 ], [ %130, %112 ]
  %157 = phi double [ %27, %95 ], [ %133, %112 ]
  %158 = phi double [ %98, %95 ], [ %136, %112 ]
  %159 = phi double [ %30, %95 ], [ %139, %112 ]
  %160 = phi double [ %100, %95 ], [ %142, %112 ]
  %161 = phi double [ %33, %95 ], [ %145, %112 ]
  %162 = phi double [ %43, %95 ], [ %148, %112 ]
  %163 = phi double [ %102, %95 ], [ %154, %112 ]
  %164 = phi double [ %103, %95 ], [ 0.000000e+00, %112 ]
  %165 = phi double [ %104, %95 ], [ %154, %112 ]
  %166 = phi double [ %106, %95 ], [ %151, %112 ]
  %167 = phi double [ %107, %95 ], [ 0.000000e+00, %112 ]
  %168 = phi double [ %108, %95 ], [ %151, %112 ]
  %169 = phi double [ %109, %95 ], [ %147, %112 ]
  %170 = tail call noundef double @llvm.nvvm.fabs.f64(double %165)
  %171 = fcmp contract olt double %170, 1.000000e-300
  br i1 %171, label %215, label %172

172:                                              ; preds = %155
  %173 = fsub contract double %162, %105
  %174 = fmul contract double %165, 2.000000e+00
  %175 = fdiv contract double %173, %174
  %176 = fcmp contract oge double %175, 0.000000e+00
  %177 = select contract i1 %176, double 1.000000e+00, double -1.000000e+00
  %178 = tail call noundef double @llvm.nvvm.fabs.f64(double %175)
  %179 = fmul contract double %175, %175
  %180 = fadd contract double %179, 1.000000e+00
  %181 = tail call noundef double @llvm.sqrt.f64(double %180)
  %182 = fadd contract double %178, %181
  %183 = fdiv contract double %177, %182
  %184 = fmul contract double %183, %183
  %185 = fadd contract double %184, 1.000000e+00
  %186 = tail call noundef double @llvm.nvvm.rsqrt.approx.d(double %185)
  %187 = fmul contract double %183, %186
  %188 = fmul contract double %186, %97
  %189 = fmul contract double %187, %157
  %190 = fsub contract double %188, %189
  %191 = fmul contract double %187, %97
  %192 = fmul contract double %186, %157
  %193 = fadd contract double %191, %192
  %194 = fmul contract double %186, %99
  %195 = fmul contract double %187, %159
  %196 = fsub contract double %194, %195
  %197 = fmul contract double %187, %99
  %198 = fmul contract double %186, %159
  %199 = fadd contract double %197, %198
  %200 = fmul contract double %186, %101
  %201 = fmul contract double %187, %161
  %202 = fsub contract double %200, %201
  %203 = fmul contract double %187, %101
  %204 = fmul contract double %186, %161
  %205 = fadd contract double %203, %204
  %206 = fmul contract double %165, %183
  %207 = fsub contract double %105, %206
  %208 = fadd contract double %162, %206
  %209 = fmul contract double %168, %186
  %210 = fmul contract double %167, %187
  %211 = fsub contract double %209, %210
  %212 = fmul contract double %168, %187
  %213 = fmul contract double %167, %186
  %214 = fadd contract double %213, %212
  br label %215

215:                                              ; preds = %172, %155, %24
  %216 = phi double [ %156, %155 ], [ %156, %172 ], [ %25, %24 ]
  %217 = phi double [ %97, %155 ], [ %190, %172 ], [ %26, %24 ]
  %218 = phi double [ %157, %155 ], [ %193, %172 ], [ %27, %24 ]
  %219 = phi double [ %158, %155 ], [ %158, %172 ], [ %28, %24 ]
  %220 = phi double [ %99, %155 ], [ %196, %172 ], [ %29, %24 ]
  %221 = phi double [ %159, %155 ], [ %199, %172 ], [ %30, %24 ]
  %222 = phi double [ %160, %155 ], [ %160, %172 ], [ %31, %24 ]
  %223 = phi double [ %101, %155 ], [ %202, %172 ], [ %32, %24 ]
  %224 = phi double [ %161, %155 ], [ %205, %172 ], [ %33, %24 ]
  %225 = phi double [ %162, %155 ], [ %208, %172 ], [ %43, %24 ]
  %226 = phi double [ %163, %155 ], [ 0.000000e+00, %172 ], [ %42, %24 ]
  %227 = phi double [ %164, %155 ], [ %214, %172 ], [ %41, %24 ]
  %228 = phi double [ %165, %155 ], [ 0.000000e+00, %172 ], [ %40, %24 ]
  %229 = phi double [ %105, %155 ], [ %207, %172 ], [ %39, %24 ]
  %230 = phi double [ %166, %155 ], [ %211, %172 ], [ %38, %24 ]
  %231 = phi double [ %167, %155 ], [ %214, %172 ], [ %37, %24 ]
  %232 = phi double [ %168, %155 ], [ %211, %172 ], [ %36, %24 ]
  %233 = phi double [ %169, %155 ], [ %169, %172 ], [ %35, %24 ]
  br i1 %49, label %234, label %237

234:                                              ; preds = %215
  %235 = add nuw nsw i32 %34, 1
  %236 = icmp eq i32 %235, %6
  br i1 %236, label %237, label %24, !llvm.loop !21

237:                                              ; preds = %215, %234, %8
  %238 = phi double [ 1.000000e+00, %8 ], [ %216, %234 ], [ %216, %215 ]
  %239 = phi double [ 0.000000e+00, %8 ], [ %217, %234 ], [ %217, %215 ]
  %240 = phi double [ 0.000000e+00, %8 ], [ %218, %234 ], [ %218, %215 ]
  %241 = phi double [ 0.000000e+00, %8 ], [ %219, %234 ], [ %219, %215 ]
  %242 = phi double [ 1.000000e+00, %8 ], [ %220, %234 ], [ %220, %215 ]
  %243 = phi double [ 0.000000e+00, %8 ], [ %221, %234 ], [ %221, %215 ]
  %244 = phi double [ 0.000000e+00, %8 ], [ %222, %234 ], [ %222, %215 ]
  %245 = phi double [ 0.000000e+00, %8 ], [ %223, %234 ], [ %223, %215 ]
  %246 = phi double [ 1.000000e+00, %8 ], [ %224, %234 ], [ %224, %215 ]
  %247 = phi i32 [ 0, %8 ], [ %34, %215 ], [ %6, %234 ]
  %248 = phi double [ %5, %8 ], [ %225, %234 ], [ %225, %215 ]
  %249 = phi double [ %3, %8 ], [ %229, %234 ], [ %229, %215 ]
  %250 = phi double [ %0, %8 ], [ %233, %234 ], [ %233, %215 ]
  %251 = fcmp contract olt double %249, %250
  br i1 %251, label %252, label %253

252:                                              ; preds = %237
  br label %253

253:                                              ; preds = %252, %237
  %254 = phi double [ %244, %252 ], [ %245, %237 ]
  %255 = phi double [ %245, %252 ], [ %244, %237 ]
  %256 = phi double [ %241, %252 ], [ %242, %237 ]
  %257 = phi double [ %242, %252 ], [ %241, %237 ]
  %258 = phi double [ %238, %252 ], [ %239, %237 ]
  %259 = phi double [ %239, %252 ], [ %238, %237 ]
  %260 = phi double [ %250, %252 ], [ %249, %237 ]
  %261 = phi double [ %249, %252 ], [ %250, %237 ]
  %262 = fcmp contract olt double %248, %260
  br i1 %262, label %263, label %264

263:                                              ; preds = %253
  br label %264

264:                                              ; preds = %263, %253
  %265 = phi double [ %254, %263 ], [ %246, %253 ]
  %266 = phi double [ %246, %263 ], [ %254, %253 ]
  %267 = phi double [ %256, %263 ], [ %243, %253 ]
  %268 = phi double [ %243, %263 ], [ %256, %253 ]
  %269 = phi double [ %258, %263 ], [ %240, %253 ]
  %270 = phi double [ %240, %263 ], [ %258, %253 ]
  %271 = phi double [ %260, %263 ], [ %248, %253 ]
  %272 = phi double [ %248, %263 ], [ %260, %253 ]
  %273 = fcmp contract olt double %272, %261
  br i1 %273, label %274, label %275

274:                                              ; preds = %264
  br label %275

275:                                              ; preds = %274, %264
  %276 = phi double [ %255, %274 ], [ %266, %264 ]
  %277 = phi double [ %266, %274 ], [ %255, %264 ]
  %278 = phi double [ %257, %274 ], [ %268, %264 ]
  %279 = phi double [ %268, %274 ], [ %257, %264 ]
  %280 = phi double [ %259, %274 ], [ %270, %264 ]
  %281 = phi double [ %270, %274 ], [ %259, %264 ]
  %282 = phi double [ %261, %274 ], [ %272, %264 ]
  %283 = phi double [ %272, %274 ], [ %261, %264 ]
  %284 = insertvalue [3 x double] poison, double %283, 0
  %285 = insertvalue [3 x double] %284, double %282, 1
  %286 = insertvalue [3 x double] %285, double %271, 2
  %287 = insertvalue { [3 x double], [3 x [3 x double]], i32 } poison, [3 x double] %286, 0
  %288 = insertvalue [3 x [3 x double]] poison, double %281, 0, 0
  %289 = insertvalue [3 x [3 x double]] %288, double %280, 0, 1
  %290 = insertvalue [3 x [3 x double]] %289, double %269, 0, 2
  %291 = insertvalue [3 x [3 x double]] %290, double %279, 1, 0
  %292 = insertvalue [3 x [3 x double]] %291, double %278, 1, 1
  %293 = insertvalue [3 x [3 x double]] %292, double %267, 1, 2
  %294 = insertvalue [3 x [3 x double]] %293, double %277, 2, 0
  %295 = insertvalue [3 x [3 x double]] %294, double %276, 2, 1
  %296 = insertvalue [3 x [3 x double]] %295, double %265, 2, 2
  %297 = insertvalue { [3 x double], [3 x [3 x double]], i32 } %287, [3 x [3 x double]] %296, 1
  %298 = insertvalue { [3 x double], [3 x [3 x double]], i32 } %297, i32 %247, 2
  ret { [3 x double], [3 x [3 x double]], i32 } %298
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = distinct !{!19, !16, !17}
!20 = distinct !{!20, !16, !17}
!21 = distinct !{!21, !16, !17}
