; ModuleID = 'src/mac_projection.cu'
source_filename = "src/mac_projection.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.MacGrid = type { i32, i32, i32, i32, float, float, float, float, float, float, float, float }
%struct.double2.0 = type { double, double }

@_ZZ18mac_residual_normsE5s_sum = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ18mac_residual_normsE5s_max = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @mac_divergence(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %4, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %161

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %161

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %161, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp slt i32 %17, 16385
  %24 = and i1 %23, %22
  %25 = icmp slt i32 %21, 16385
  %26 = and i1 %25, %24
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %28 = load float, ptr %27, align 4
  %29 = fcmp contract ogt float %28, 0.000000e+00
  %30 = select i1 %26, i1 %29, i1 false
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %32 = load float, ptr %31, align 4
  %33 = fcmp contract ogt float %32, 0.000000e+00
  %34 = select i1 %30, i1 %33, i1 false
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %36 = load float, ptr %35, align 4
  %37 = fcmp contract ogt float %36, 0.000000e+00
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %161

39:                                               ; preds = %19
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = add i32 %42, %43
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %47 = mul nuw nsw i32 %45, %46
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %49 = add nuw nsw i32 %47, %48
  %50 = icmp slt i32 %44, %6
  br i1 %50, label %51, label %161

51:                                               ; preds = %39
  %52 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !14
  %54 = icmp slt i32 %49, %53
  br i1 %54, label %55, label %161

55:                                               ; preds = %51
  %56 = zext nneg i32 %49 to i64
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %58 = load i32, ptr %57, align 4, !tbaa !15
  %59 = sext i32 %58 to i64
  %60 = mul nsw i64 %59, %56
  %61 = sext i32 %44 to i64
  %62 = add nsw i64 %60, %61
  %63 = getelementptr inbounds nuw i8, ptr %2, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !17
  %65 = and i8 %64, 1
  %66 = icmp eq i8 %65, 0
  br i1 %66, label %67, label %158

67:                                               ; preds = %55
  %68 = icmp eq i32 %44, 0
  br i1 %68, label %85, label %69

69:                                               ; preds = %67
  %70 = getelementptr i8, ptr %63, i64 -1
  %71 = load i8, ptr %70, align 1, !tbaa !17
  %72 = and i8 %71, 1
  %73 = icmp eq i8 %72, 0
  br i1 %73, label %77, label %74

74:                                               ; preds = %69
  %75 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %76 = load float, ptr %75, align 4, !tbaa !18
  br label %85

77:                                               ; preds = %69
  %78 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %79 = load i32, ptr %78, align 4, !tbaa !16
  %80 = sext i32 %79 to i64
  %81 = mul nsw i64 %80, %56
  %82 = getelementptr float, ptr %0, i64 %81
  %83 = getelementptr float, ptr %82, i64 %61
  %84 = load float, ptr %83, align 4, !tbaa !19
  br label %85

85:                                               ; preds = %74, %77, %67
  %86 = phi contract float [ 0.000000e+00, %67 ], [ %76, %74 ], [ %84, %77 ]
  %87 = add nsw i32 %6, -1
  %88 = icmp eq i32 %44, %87
  br i1 %88, label %107, label %89

89:                                               ; preds = %85
  %90 = getelementptr i8, ptr %63, i64 1
  %91 = load i8, ptr %90, align 1, !tbaa !17
  %92 = and i8 %91, 1
  %93 = icmp eq i8 %92, 0
  br i1 %93, label %97, label %94

94:                                               ; preds = %89
  %95 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %96 = load float, ptr %95, align 4, !tbaa !18
  br label %107

97:                                               ; preds = %89
  %98 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %99 = load i32, ptr %98, align 4, !tbaa !16
  %100 = sext i32 %99 to i64
  %101 = mul nsw i64 %100, %56
  %102 = getelementptr float, ptr %0, i64 %101
  %103 = sext i32 %44 to i64
  %104 = getelementptr float, ptr %102, i64 %103
  %105 = getelementptr i8, ptr %104, i64 4
  %106 = load float, ptr %105, align 4, !tbaa !19
  br label %107

107:                                              ; preds = %94, %97, %85
  %108 = phi contract float [ 0.000000e+00, %85 ], [ %96, %94 ], [ %106, %97 ]
  %109 = icmp eq i32 %49, 0
  br i1 %109, label %122, label %110

110:                                              ; preds = %107
  %111 = sub nsw i64 %62, %59
  %112 = getelementptr inbounds nuw i8, ptr %2, i64 %111
  %113 = load i8, ptr %112, align 1, !tbaa !17
  %114 = and i8 %113, 1
  %115 = icmp eq i8 %114, 0
  br i1 %115, label %119, label %116

116:                                              ; preds = %110
  %117 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %118 = load float, ptr %117, align 4, !tbaa !20
  br label %122

119:                                              ; preds = %110
  %120 = getelementptr inbounds nuw float, ptr %1, i64 %62
  %121 = load float, ptr %120, align 4, !tbaa !19
  br label %122

122:                                              ; preds = %116, %119, %107
  %123 = phi contract float [ 0.000000e+00, %107 ], [ %118, %116 ], [ %121, %119 ]
  %124 = add nsw i32 %53, -1
  %125 = icmp eq i32 %49, %124
  br i1 %125, label %141, label %126

126:                                              ; preds = %122
  %127 = getelementptr i8, ptr %63, i64 %59
  %128 = load i8, ptr %127, align 1, !tbaa !17
  %129 = and i8 %128, 1
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %134, label %131

131:                                              ; preds = %126
  %132 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %133 = load float, ptr %132, align 4, !tbaa !20
  br label %141

134:                                              ; preds = %126
  %135 = add nuw nsw i32 %49, 1
  %136 = zext nneg i32 %135 to i64
  %137 = mul nsw i64 %59, %136
  %138 = getelementptr float, ptr %1, i64 %137
  %139 = getelementptr float, ptr %138, i64 %61
  %140 = load float, ptr %139, align 4, !tbaa !19
  br label %141

141:                                              ; preds = %131, %134, %122
  %142 = phi contract float [ 0.000000e+00, %122 ], [ %133, %131 ], [ %140, %134 ]
  %143 = fsub contract float %108, %86
  %144 = fadd contract float %143, %142
  %145 = fsub contract float %144, %123
  %146 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %147 = load float, ptr %146, align 4, !tbaa !21
  %148 = fdiv contract float %145, %147
  %149 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %150 = load float, ptr %149, align 4, !tbaa !22
  %151 = fmul contract float %147, %150
  %152 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %153 = load float, ptr %152, align 4, !tbaa !23
  %154 = fneg contract float %147
  %155 = fmul contract float %151, %154
  %156 = fdiv contract float %155, %153
  %157 = fmul contract float %148, %156
  br label %158

158:                                              ; preds = %55, %141
  %159 = phi float [ %157, %141 ], [ 0.000000e+00, %55 ]
  %160 = getelementptr inbounds nuw float, ptr %3, i64 %62
  store float %159, ptr %160, align 4, !tbaa !19
  br label %161

161:                                              ; preds = %158, %15, %5, %8, %19, %51, %39
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @mac_pressure_rbsor(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %3, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %372

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %372

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %372, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp slt i32 %17, 16385
  %24 = and i1 %23, %22
  %25 = icmp slt i32 %21, 16385
  %26 = and i1 %25, %24
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %28 = load float, ptr %27, align 4
  %29 = fcmp contract ogt float %28, 0.000000e+00
  %30 = select i1 %26, i1 %29, i1 false
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %32 = load float, ptr %31, align 4
  %33 = fcmp contract ogt float %32, 0.000000e+00
  %34 = select i1 %30, i1 %33, i1 false
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %36 = load float, ptr %35, align 4
  %37 = fcmp contract ogt float %36, 0.000000e+00
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %372

39:                                               ; preds = %19
  %40 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %42 = mul i32 %40, %41
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %44 = add i32 %42, %43
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %46 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %47 = mul nuw nsw i32 %45, %46
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %49 = add nuw nsw i32 %47, %48
  %50 = icmp slt i32 %44, %6
  br i1 %50, label %51, label %372

51:                                               ; preds = %39
  %52 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !14
  %54 = icmp slt i32 %49, %53
  br i1 %54, label %55, label %372

55:                                               ; preds = %51
  %56 = add nsw i32 %44, %49
  %57 = xor i32 %4, %56
  %58 = and i32 %57, 1
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %372

60:                                               ; preds = %55
  %61 = zext nneg i32 %49 to i64
  %62 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %63 = load i32, ptr %62, align 4, !tbaa !15
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %61
  %66 = sext i32 %44 to i64
  %67 = add nsw i64 %65, %66
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !17
  %70 = and i8 %69, 1
  %71 = icmp eq i8 %70, 0
  br i1 %71, label %74, label %72

72:                                               ; preds = %60
  %73 = getelementptr inbounds nuw float, ptr %0, i64 %67
  store float 0.000000e+00, ptr %73, align 4, !tbaa !19
  br label %372

74:                                               ; preds = %60
  %75 = icmp sgt i32 %44, 0
  br i1 %75, label %76, label %128

76:                                               ; preds = %74
  %77 = add nsw i32 %6, -1
  %78 = icmp slt i32 %44, %77
  %79 = icmp ne i32 %49, 0
  %80 = and i1 %79, %78
  %81 = add nsw i32 %53, -1
  %82 = icmp slt i32 %49, %81
  %83 = select i1 %80, i1 %82, i1 false
  br i1 %83, label %84, label %128

84:                                               ; preds = %76
  %85 = add nsw i64 %67, -1
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 %85
  %87 = load i8, ptr %86, align 1, !tbaa !17
  %88 = and i8 %87, 1
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %84
  %91 = getelementptr inbounds nuw float, ptr %0, i64 %85
  %92 = load float, ptr %91, align 4, !tbaa !19
  %93 = fadd contract float %92, 0.000000e+00
  br label %94

94:                                               ; preds = %90, %84
  %95 = phi i32 [ 0, %84 ], [ 1, %90 ]
  %96 = phi float [ 0.000000e+00, %84 ], [ %93, %90 ]
  %97 = add nsw i64 %67, 1
  %98 = getelementptr inbounds nuw i8, ptr %2, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !17
  %100 = and i8 %99, 1
  %101 = icmp eq i8 %100, 0
  br i1 %101, label %102, label %107

102:                                              ; preds = %94
  %103 = getelementptr inbounds nuw float, ptr %0, i64 %97
  %104 = load float, ptr %103, align 4, !tbaa !19
  %105 = fadd contract float %96, %104
  %106 = add nuw nsw i32 %95, 1
  br label %107

107:                                              ; preds = %102, %94
  %108 = phi i32 [ %95, %94 ], [ %106, %102 ]
  %109 = phi float [ %96, %94 ], [ %105, %102 ]
  %110 = sub nsw i64 %67, %64
  %111 = getelementptr inbounds nuw i8, ptr %2, i64 %110
  %112 = load i8, ptr %111, align 1, !tbaa !17
  %113 = and i8 %112, 1
  %114 = icmp eq i8 %113, 0
  br i1 %114, label %115, label %120

115:                                              ; preds = %107
  %116 = getelementptr inbounds nuw float, ptr %0, i64 %110
  %117 = load float, ptr %116, align 4, !tbaa !19
  %118 = fadd contract float %109, %117
  %119 = add nuw nsw i32 %108, 1
  br label %120

120:                                              ; preds = %115, %107
  %121 = phi i32 [ %108, %107 ], [ %119, %115 ]
  %122 = phi float [ %109, %107 ], [ %118, %115 ]
  %123 = add nsw i64 %67, %64
  %124 = getelementptr inbounds nuw i8, ptr %2, i64 %123
  %125 = load i8, ptr %124, align 1, !tbaa !17
  %126 = and i8 %125, 1
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %342, label %350

128:                                              ; preds = %76, %74
  %129 = icmp eq i32 %49, 0
  %130 = icmp eq i32 %44, 0
  %131 = or i32 %49, %44
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %133, label %149

133:                                              ; preds = %128
  %134 = getelementptr inbounds nuw i8, ptr %2, i64 1
  %135 = load i8, ptr %134, align 1, !tbaa !17
  %136 = and i8 %135, 1
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %138, label %142

138:                                              ; preds = %133
  %139 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %140 = load float, ptr %139, align 4, !tbaa !19
  %141 = fadd contract float %140, 0.000000e+00
  br label %142

142:                                              ; preds = %138, %133
  %143 = phi i32 [ 0, %133 ], [ 1, %138 ]
  %144 = phi float [ 0.000000e+00, %133 ], [ %141, %138 ]
  %145 = getelementptr inbounds nuw i8, ptr %2, i64 %64
  %146 = load i8, ptr %145, align 1, !tbaa !17
  %147 = and i8 %146, 1
  %148 = icmp eq i8 %147, 0
  br i1 %148, label %342, label %350

149:                                              ; preds = %128
  %150 = add nsw i32 %6, -1
  %151 = icmp eq i32 %44, %150
  %152 = select i1 %129, i1 %151, i1 false
  br i1 %152, label %153, label %171

153:                                              ; preds = %149
  %154 = add nsw i64 %67, -1
  %155 = getelementptr inbounds nuw i8, ptr %2, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !17
  %157 = and i8 %156, 1
  %158 = icmp eq i8 %157, 0
  br i1 %158, label %159, label %163

159:                                              ; preds = %153
  %160 = getelementptr inbounds nuw float, ptr %0, i64 %154
  %161 = load float, ptr %160, align 4, !tbaa !19
  %162 = fadd contract float %161, 0.000000e+00
  br label %163

163:                                              ; preds = %159, %153
  %164 = phi i32 [ 0, %153 ], [ 1, %159 ]
  %165 = phi float [ 0.000000e+00, %153 ], [ %162, %159 ]
  %166 = add nsw i64 %67, %64
  %167 = getelementptr inbounds nuw i8, ptr %2, i64 %166
  %168 = load i8, ptr %167, align 1, !tbaa !17
  %169 = and i8 %168, 1
  %170 = icmp eq i8 %169, 0
  br i1 %170, label %342, label %350

171:                                              ; preds = %149
  %172 = add nsw i32 %53, -1
  %173 = icmp eq i32 %49, %172
  %174 = and i1 %130, %173
  br i1 %174, label %175, label %193

175:                                              ; preds = %171
  %176 = add nsw i64 %67, 1
  %177 = getelementptr inbounds nuw i8, ptr %2, i64 %176
  %178 = load i8, ptr %177, align 1, !tbaa !17
  %179 = and i8 %178, 1
  %180 = icmp eq i8 %179, 0
  br i1 %180, label %181, label %185

181:                                              ; preds = %175
  %182 = getelementptr inbounds nuw float, ptr %0, i64 %176
  %183 = load float, ptr %182, align 4, !tbaa !19
  %184 = fadd contract float %183, 0.000000e+00
  br label %185

185:                                              ; preds = %181, %175
  %186 = phi i32 [ 0, %175 ], [ 1, %181 ]
  %187 = phi float [ 0.000000e+00, %175 ], [ %184, %181 ]
  %188 = sub nsw i64 %67, %64
  %189 = getelementptr inbounds nuw i8, ptr %2, i64 %188
  %190 = load i8, ptr %189, align 1, !tbaa !17
  %191 = and i8 %190, 1
  %192 = icmp eq i8 %191, 0
  br i1 %192, label %342, label %350

193:                                              ; preds = %171
  %194 = add nsw i32 %6, -1
  %195 = icmp eq i32 %44, %194
  %196 = select i1 %173, i1 %195, i1 false
  br i1 %196, label %197, label %215

197:                                              ; preds = %193
  %198 = add nsw i64 %67, -1
  %199 = getelementptr inbounds nuw i8, ptr %2, i64 %198
  %200 = load i8, ptr %199, align 1, !tbaa !17
  %201 = and i8 %200, 1
  %202 = icmp eq i8 %201, 0
  br i1 %202, label %203, label %207

203:                                              ; preds = %197
  %204 = getelementptr inbounds nuw float, ptr %0, i64 %198
  %205 = load float, ptr %204, align 4, !tbaa !19
  %206 = fadd contract float %205, 0.000000e+00
  br label %207

207:                                              ; preds = %203, %197
  %208 = phi i32 [ 0, %197 ], [ 1, %203 ]
  %209 = phi float [ 0.000000e+00, %197 ], [ %206, %203 ]
  %210 = sub nsw i64 %67, %64
  %211 = getelementptr inbounds nuw i8, ptr %2, i64 %210
  %212 = load i8, ptr %211, align 1, !tbaa !17
  %213 = and i8 %212, 1
  %214 = icmp eq i8 %213, 0
  br i1 %214, label %342, label %350

215:                                              ; preds = %193
  br i1 %129, label %216, label %247

216:                                              ; preds = %215
  %217 = add nsw i64 %67, -1
  %218 = getelementptr inbounds nuw i8, ptr %2, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !17
  %220 = and i8 %219, 1
  %221 = icmp eq i8 %220, 0
  br i1 %221, label %222, label %226

222:                                              ; preds = %216
  %223 = getelementptr inbounds nuw float, ptr %0, i64 %217
  %224 = load float, ptr %223, align 4, !tbaa !19
  %225 = fadd contract float %224, 0.000000e+00
  br label %226

226:                                              ; preds = %222, %216
  %227 = phi i32 [ 0, %216 ], [ 1, %222 ]
  %228 = phi float [ 0.000000e+00, %216 ], [ %225, %222 ]
  %229 = add nsw i64 %67, 1
  %230 = getelementptr inbounds nuw i8, ptr %2, i64 %229
  %231 = load i8, ptr %230, align 1, !tbaa !17
  %232 = and i8 %231, 1
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %234, label %239

234:                                              ; preds = %226
  %235 = getelementptr inbounds nuw float, ptr %0, i64 %229
  %236 = load float, ptr %235, align 4, !tbaa !19
  %237 = fadd contract float %228, %236
  %238 = add nuw nsw i32 %227, 1
  br label %239

239:                                              ; preds = %234, %226
  %240 = phi i32 [ %227, %226 ], [ %238, %234 ]
  %241 = phi float [ %228, %226 ], [ %237, %234 ]
  %242 = add nsw i64 %67, %64
  %243 = getelementptr inbounds nuw i8, ptr %2, i64 %242
  %244 = load i8, ptr %243, align 1, !tbaa !17
  %245 = and i8 %244, 1
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %342, label %350

247:                                              ; preds = %215
  br i1 %173, label %248, label %279

248:                                              ; preds = %247
  %249 = add nsw i64 %67, -1
  %250 = getelementptr inbounds nuw i8, ptr %2, i64 %249
  %251 = load i8, ptr %250, align 1, !tbaa !17
  %252 = and i8 %251, 1
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %254, label %258

254:                                              ; preds = %248
  %255 = getelementptr inbounds nuw float, ptr %0, i64 %249
  %256 = load float, ptr %255, align 4, !tbaa !19
  %257 = fadd contract float %256, 0.000000e+00
  br label %258

258:                                              ; preds = %254, %248
  %259 = phi i32 [ 0, %248 ], [ 1, %254 ]
  %260 = phi float [ 0.000000e+00, %248 ], [ %257, %254 ]
  %261 = add nsw i64 %67, 1
  %262 = getelementptr inbounds nuw i8, ptr %2, i64 %261
  %263 = load i8, ptr %262, align 1, !tbaa !17
  %264 = and i8 %263, 1
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %266, label %271

266:                                              ; preds = %258
  %267 = getelementptr inbounds nuw float, ptr %0, i64 %261
  %268 = load float, ptr %267, align 4, !tbaa !19
  %269 = fadd contract float %260, %268
  %270 = add nuw nsw i32 %259, 1
  br label %271

271:                                              ; preds = %266, %258
  %272 = phi i32 [ %259, %258 ], [ %270, %266 ]
  %273 = phi float [ %260, %258 ], [ %269, %266 ]
  %274 = sub nsw i64 %67, %64
  %275 = getelementptr inbounds nuw i8, ptr %2, i64 %274
  %276 = load i8, ptr %275, align 1, !tbaa !17
  %277 = and i8 %276, 1
  %278 = icmp eq i8 %277, 0
  br i1 %278, label %342, label %350

279:                                              ; preds = %247
  br i1 %130, label %280, label %311

280:                                              ; preds = %279
  %281 = add nsw i64 %67, 1
  %282 = getelementptr inbounds nuw i8, ptr %2, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !17
  %284 = and i8 %283, 1
  %285 = icmp eq i8 %284, 0
  br i1 %285, label %286, label %290

286:                                              ; preds = %280
  %287 = getelementptr inbounds nuw float, ptr %0, i64 %281
  %288 = load float, ptr %287, align 4, !tbaa !19
  %289 = fadd contract float %288, 0.000000e+00
  br label %290

290:                                              ; preds = %286, %280
  %291 = phi i32 [ 0, %280 ], [ 1, %286 ]
  %292 = phi float [ 0.000000e+00, %280 ], [ %289, %286 ]
  %293 = sub nsw i64 %67, %64
  %294 = getelementptr inbounds nuw i8, ptr %2, i64 %293
  %295 = load i8, ptr %294, align 1, !tbaa !17
  %296 = and i8 %295, 1
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %298, label %303

298:                                              ; preds = %290
  %299 = getelementptr inbounds nuw float, ptr %0, i64 %293
  %300 = load float, ptr %299, align 4, !tbaa !19
  %301 = fadd contract float %292, %300
  %302 = add nuw nsw i32 %291, 1
  br label %303

303:                                              ; preds = %298, %290
  %304 = phi i32 [ %291, %290 ], [ %302, %298 ]
  %305 = phi float [ %292, %290 ], [ %301, %298 ]
  %306 = add nsw i64 %67, %64
  %307 = getelementptr inbounds nuw i8, ptr %2, i64 %306
  %308 = load i8, ptr %307, align 1, !tbaa !17
  %309 = and i8 %308, 1
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %342, label %350

311:                                              ; preds = %279
  %312 = add nsw i64 %67, -1
  %313 = getelementptr inbounds nuw i8, ptr %2, i64 %312
  %314 = load i8, ptr %313, align 1, !tbaa !17
  %315 = and i8 %314, 1
  %316 = icmp eq i8 %315, 0
  br i1 %316, label %317, label %321

317:                                              ; preds = %311
  %318 = getelementptr inbounds nuw float, ptr %0, i64 %312
  %319 = load float, ptr %318, align 4, !tbaa !19
  %320 = fadd contract float %319, 0.000000e+00
  br label %321

321:                                              ; preds = %317, %311
  %322 = phi i32 [ 0, %311 ], [ 1, %317 ]
  %323 = phi float [ 0.000000e+00, %311 ], [ %320, %317 ]
  %324 = sub nsw i64 %67, %64
  %325 = getelementptr inbounds nuw i8, ptr %2, i64 %324
  %326 = load i8, ptr %325, align 1, !tbaa !17
  %327 = and i8 %326, 1
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %329, label %334

329:                                              ; preds = %321
  %330 = getelementptr inbounds nuw float, ptr %0, i64 %324
  %331 = load float, ptr %330, align 4, !tbaa !19
  %332 = fadd contract float %323, %331
  %333 = add nuw nsw i32 %322, 1
  br label %334

334:                                              ; preds = %329, %321
  %335 = phi i32 [ %322, %321 ], [ %333, %329 ]
  %336 = phi float [ %323, %321 ], [ %332, %329 ]
  %337 = add nsw i64 %67, %64
  %338 = getelementptr inbounds nuw i8, ptr %2, i64 %337
  %339 = load i8, ptr %338, align 1, !tbaa !17
  %340 = and i8 %339, 1
  %341 = icmp eq i8 %340, 0
  br i1 %341, label %342, label %350

342:                                              ; preds = %334, %303, %271, %239, %207, %185, %163, %142, %120
  %343 = phi i64 [ %123, %120 ], [ %166, %163 ], [ %210, %207 ], [ %274, %271 ], [ %306, %303 ], [ %242, %239 ], [ %188, %185 ], [ %64, %142 ], [ %337, %334 ]
  %344 = phi float [ %122, %120 ], [ %165, %163 ], [ %209, %207 ], [ %273, %271 ], [ %305, %303 ], [ %241, %239 ], [ %187, %185 ], [ %144, %142 ], [ %336, %334 ]
  %345 = phi i32 [ %121, %120 ], [ %164, %163 ], [ %208, %207 ], [ %272, %271 ], [ %304, %303 ], [ %240, %239 ], [ %186, %185 ], [ %143, %142 ], [ %335, %334 ]
  %346 = getelementptr inbounds nuw float, ptr %0, i64 %343
  %347 = load float, ptr %346, align 4, !tbaa !19
  %348 = fadd contract float %344, %347
  %349 = add nuw nsw i32 %345, 1
  br label %350

350:                                              ; preds = %342, %142, %185, %239, %303, %334, %271, %207, %163, %120
  %351 = phi i32 [ %121, %120 ], [ %335, %334 ], [ %143, %142 ], [ %240, %239 ], [ %164, %163 ], [ %304, %303 ], [ %186, %185 ], [ %272, %271 ], [ %208, %207 ], [ %349, %342 ]
  %352 = phi float [ %122, %120 ], [ %336, %334 ], [ %144, %142 ], [ %241, %239 ], [ %165, %163 ], [ %305, %303 ], [ %187, %185 ], [ %273, %271 ], [ %209, %207 ], [ %348, %342 ]
  %353 = icmp eq i32 %351, 0
  br i1 %353, label %354, label %356

354:                                              ; preds = %350
  %355 = getelementptr inbounds nuw float, ptr %0, i64 %67
  store float 0.000000e+00, ptr %355, align 4, !tbaa !19
  br label %372

356:                                              ; preds = %350
  %357 = getelementptr inbounds nuw float, ptr %1, i64 %67
  %358 = load float, ptr %357, align 4, !tbaa !19
  %359 = fadd contract float %352, %358
  %360 = uitofp nneg i32 %351 to float
  %361 = fdiv contract float %359, %360
  %362 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %363 = load float, ptr %362, align 4, !tbaa !24
  %364 = tail call noundef float @llvm.maxnum.f32(float %363, float 0.000000e+00)
  %365 = tail call noundef float @llvm.minnum.f32(float %364, float 0x3FFF333340000000)
  %366 = fsub contract float 1.000000e+00, %365
  %367 = getelementptr inbounds nuw float, ptr %0, i64 %67
  %368 = load float, ptr %367, align 4, !tbaa !19
  %369 = fmul contract float %368, %366
  %370 = fmul contract float %361, %365
  %371 = fadd contract float %370, %369
  store float %371, ptr %367, align 4, !tbaa !19
  br label %372

372:                                              ; preds = %15, %5, %8, %19, %55, %51, %39, %354, %356, %72
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @mac_gradient_subtract(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %4) local_unnamed_addr #1 {
  %6 = load i32, ptr %4, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %176

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %176

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %176, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp slt i32 %17, 16385
  %24 = and i1 %23, %22
  %25 = icmp slt i32 %21, 16385
  %26 = and i1 %25, %24
  %27 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %28 = load float, ptr %27, align 4
  %29 = fcmp contract ogt float %28, 0.000000e+00
  %30 = select i1 %26, i1 %29, i1 false
  %31 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %32 = load float, ptr %31, align 4
  %33 = fcmp contract ogt float %32, 0.000000e+00
  %34 = select i1 %30, i1 %33, i1 false
  %35 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %36 = load float, ptr %35, align 4
  %37 = fcmp contract ogt float %36, 0.000000e+00
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %176

39:                                               ; preds = %19
  %40 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %41 = load float, ptr %40, align 4, !tbaa !23
  %42 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %43 = load float, ptr %42, align 4, !tbaa !22
  %44 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %45 = load float, ptr %44, align 4, !tbaa !21
  %46 = fmul contract float %43, %45
  %47 = fdiv contract float %41, %46
  %48 = add nuw nsw i32 %6, 1
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !14
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %52, %49
  %54 = zext nneg i32 %6 to i64
  %55 = add nsw i32 %51, 1
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 %56, %54
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %59 = zext nneg i32 %58 to i64
  %60 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %61 = zext nneg i32 %60 to i64
  %62 = mul nuw nsw i64 %59, %61
  %63 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %64 = zext nneg i32 %63 to i64
  %65 = mul nuw nsw i64 %64, %61
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %67 = zext nneg i32 %66 to i64
  %68 = add nuw nsw i64 %65, %67
  %69 = add nsw i64 %57, %53
  %70 = icmp slt i64 %68, %69
  br i1 %70, label %71, label %176

71:                                               ; preds = %39
  %72 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %73 = load i32, ptr %72, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %76 = load float, ptr %75, align 4
  %77 = sext i32 %73 to i64
  %78 = sext i32 %73 to i64
  %79 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %80 = load float, ptr %79, align 4
  %81 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %82 = load i32, ptr %81, align 4
  %83 = sext i32 %82 to i64
  %84 = sext i32 %82 to i64
  br label %85

85:                                               ; preds = %71, %161
  %86 = phi i64 [ %68, %71 ], [ %174, %161 ]
  %87 = icmp slt i64 %86, %53
  br i1 %87, label %88, label %117

88:                                               ; preds = %85
  %89 = udiv i64 %86, %49
  %90 = mul i64 %89, %49
  %91 = sub nuw i64 %86, %90
  %92 = trunc i64 %91 to i32
  %93 = icmp eq i32 %92, 0
  %94 = icmp eq i32 %6, %92
  %95 = or i1 %93, %94
  br i1 %95, label %161, label %96

96:                                               ; preds = %88
  %97 = shl i64 %89, 32
  %98 = ashr exact i64 %97, 32
  %99 = mul nsw i64 %98, %78
  %100 = shl i64 %91, 32
  %101 = ashr exact i64 %100, 32
  %102 = add nsw i64 %99, %101
  %103 = add nsw i64 %102, -1
  %104 = getelementptr inbounds nuw i8, ptr %3, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !17
  %106 = and i8 %105, 1
  %107 = icmp eq i8 %106, 0
  br i1 %107, label %108, label %161

108:                                              ; preds = %96
  %109 = getelementptr inbounds nuw i8, ptr %3, i64 %102
  %110 = load i8, ptr %109, align 1, !tbaa !17
  %111 = and i8 %110, 1
  %112 = icmp eq i8 %111, 0
  br i1 %112, label %113, label %161

113:                                              ; preds = %108
  %114 = mul nsw i64 %98, %83
  %115 = getelementptr float, ptr %0, i64 %114
  %116 = getelementptr float, ptr %115, i64 %101
  br label %145

117:                                              ; preds = %85
  %118 = sub nsw i64 %86, %53
  %119 = udiv i64 %118, %54
  %120 = trunc i64 %119 to i32
  %121 = mul i64 %119, %54
  %122 = sub nuw i64 %118, %121
  %123 = icmp eq i32 %120, 0
  %124 = icmp eq i32 %51, %120
  %125 = or i1 %123, %124
  br i1 %125, label %161, label %126

126:                                              ; preds = %117
  %127 = shl i64 %119, 32
  %128 = ashr exact i64 %127, 32
  %129 = mul nsw i64 %128, %74
  %130 = shl i64 %122, 32
  %131 = ashr exact i64 %130, 32
  %132 = add nsw i64 %129, %131
  %133 = sub nsw i64 %132, %74
  %134 = getelementptr inbounds nuw i8, ptr %3, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !17
  %136 = and i8 %135, 1
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %138, label %161

138:                                              ; preds = %126
  %139 = getelementptr inbounds nuw i8, ptr %3, i64 %132
  %140 = load i8, ptr %139, align 1, !tbaa !17
  %141 = and i8 %140, 1
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %143, label %161

143:                                              ; preds = %138
  %144 = getelementptr inbounds nuw float, ptr %1, i64 %132
  br label %145

145:                                              ; preds = %113, %143
  %146 = phi i64 [ %132, %143 ], [ %102, %113 ]
  %147 = phi i64 [ %133, %143 ], [ %103, %113 ]
  %148 = phi ptr [ %144, %143 ], [ %116, %113 ]
  %149 = phi i64 [ %119, %143 ], [ %89, %113 ]
  %150 = phi i64 [ %77, %143 ], [ %84, %113 ]
  %151 = phi i64 [ %122, %143 ], [ %91, %113 ]
  %152 = phi ptr [ %1, %143 ], [ %0, %113 ]
  %153 = load float, ptr %148, align 4, !tbaa !19
  %154 = getelementptr inbounds nuw float, ptr %2, i64 %146
  %155 = load float, ptr %154, align 4, !tbaa !19
  %156 = getelementptr inbounds nuw float, ptr %2, i64 %147
  %157 = load float, ptr %156, align 4, !tbaa !19
  %158 = fsub contract float %155, %157
  %159 = fmul contract float %47, %158
  %160 = fsub contract float %153, %159
  br label %161

161:                                              ; preds = %145, %117, %138, %126, %88, %108, %96
  %162 = phi i64 [ %89, %88 ], [ %89, %96 ], [ %89, %108 ], [ %119, %117 ], [ %119, %126 ], [ %119, %138 ], [ %149, %145 ]
  %163 = phi i64 [ %84, %88 ], [ %84, %96 ], [ %84, %108 ], [ %77, %117 ], [ %77, %126 ], [ %77, %138 ], [ %150, %145 ]
  %164 = phi i64 [ %91, %88 ], [ %91, %96 ], [ %91, %108 ], [ %122, %117 ], [ %122, %126 ], [ %122, %138 ], [ %151, %145 ]
  %165 = phi ptr [ %0, %88 ], [ %0, %96 ], [ %0, %108 ], [ %1, %117 ], [ %1, %126 ], [ %1, %138 ], [ %152, %145 ]
  %166 = phi float [ 0.000000e+00, %88 ], [ %80, %96 ], [ %80, %108 ], [ 0.000000e+00, %117 ], [ %76, %126 ], [ %76, %138 ], [ %160, %145 ]
  %167 = shl i64 %162, 32
  %168 = ashr exact i64 %167, 32
  %169 = mul nsw i64 %168, %163
  %170 = shl i64 %164, 32
  %171 = getelementptr float, ptr %165, i64 %169
  %172 = ashr exact i64 %170, 30
  %173 = getelementptr i8, ptr %171, i64 %172
  store float %166, ptr %173, align 4, !tbaa !19
  %174 = add nuw nsw i64 %86, %62
  %175 = icmp slt i64 %174, %69
  br i1 %175, label %85, label %176, !llvm.loop !25

176:                                              ; preds = %161, %39, %15, %5, %8, %19
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mac_residual_norms(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = load i32, ptr %3, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %200

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp slt i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %200

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %200, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp slt i32 %17, 16385
  %24 = and i1 %23, %22
  %25 = icmp slt i32 %21, 16385
  %26 = and i1 %25, %24
  %27 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %28 = load float, ptr %27, align 4
  %29 = fcmp contract ogt float %28, 0.000000e+00
  %30 = select i1 %26, i1 %29, i1 false
  %31 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %32 = load float, ptr %31, align 4
  %33 = fcmp contract ogt float %32, 0.000000e+00
  %34 = select i1 %30, i1 %33, i1 false
  %35 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %36 = load float, ptr %35, align 4
  %37 = fcmp contract ogt float %36, 0.000000e+00
  %38 = select i1 %34, i1 %37, i1 false
  br i1 %38, label %39, label %200

39:                                               ; preds = %19
  %40 = zext nneg i32 %6 to i64
  %41 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !14
  %43 = sext i32 %42 to i64
  %44 = mul nsw i64 %43, %40
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %46 = zext nneg i32 %45 to i64
  %47 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %48 = zext nneg i32 %47 to i64
  %49 = mul nuw nsw i64 %46, %48
  %50 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %51 = zext nneg i32 %50 to i64
  %52 = add nuw nsw i64 %49, %51
  %53 = icmp slt i64 %52, %44
  br i1 %53, label %54, label %200

54:                                               ; preds = %39
  %55 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %56 = load i32, ptr %55, align 4, !tbaa !15
  %57 = sext i32 %56 to i64
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %59 = zext nneg i32 %58 to i64
  %60 = mul nuw nsw i64 %59, %48
  br label %61

61:                                               ; preds = %54, %195
  %62 = phi double [ 0.000000e+00, %54 ], [ %197, %195 ]
  %63 = phi double [ 0.000000e+00, %54 ], [ %196, %195 ]
  %64 = phi i64 [ %52, %54 ], [ %198, %195 ]
  %65 = udiv i64 %64, %40
  %66 = trunc i64 %65 to i32
  %67 = mul i64 %65, %40
  %68 = sub nuw i64 %64, %67
  %69 = trunc i64 %68 to i32
  %70 = shl i64 %65, 32
  %71 = ashr exact i64 %70, 32
  %72 = mul nsw i64 %71, %57
  %73 = shl i64 %68, 32
  %74 = ashr exact i64 %73, 32
  %75 = add nsw i64 %74, %72
  %76 = getelementptr inbounds nuw i8, ptr %2, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !17
  %78 = and i8 %77, 1
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %80, label %195

80:                                               ; preds = %61
  %81 = add nuw i64 %68, 4294967295
  %82 = icmp slt i32 %69, 1
  br i1 %82, label %102, label %83

83:                                               ; preds = %80
  %84 = icmp sge i32 %6, %69
  %85 = icmp sgt i32 %66, -1
  %86 = icmp sgt i32 %42, %66
  %87 = and i1 %85, %86
  %88 = and i1 %84, %87
  br i1 %88, label %89, label %102

89:                                               ; preds = %83
  %90 = and i64 %65, 2147483647
  %91 = mul nsw i64 %90, %57
  %92 = and i64 %81, 4294967295
  %93 = add nsw i64 %91, %92
  %94 = getelementptr inbounds nuw i8, ptr %2, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !17
  %96 = and i8 %95, 1
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %98, label %102

98:                                               ; preds = %89
  %99 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %100 = load float, ptr %99, align 4, !tbaa !19
  %101 = fadd contract float %100, 0.000000e+00
  br label %102

102:                                              ; preds = %98, %89, %80, %83
  %103 = phi i32 [ 0, %80 ], [ 0, %83 ], [ 1, %98 ], [ 0, %89 ]
  %104 = phi float [ 0.000000e+00, %80 ], [ 0.000000e+00, %83 ], [ %101, %98 ], [ 0.000000e+00, %89 ]
  %105 = add nsw i32 %69, 1
  %106 = icmp slt i32 %69, -1
  br i1 %106, label %127, label %107

107:                                              ; preds = %102
  %108 = icmp slt i32 %105, %6
  %109 = icmp sgt i32 %66, -1
  %110 = icmp sgt i32 %42, %66
  %111 = and i1 %109, %110
  %112 = and i1 %108, %111
  br i1 %112, label %113, label %127

113:                                              ; preds = %107
  %114 = and i64 %65, 2147483647
  %115 = mul nsw i64 %114, %57
  %116 = zext nneg i32 %105 to i64
  %117 = add nsw i64 %115, %116
  %118 = getelementptr inbounds nuw i8, ptr %2, i64 %117
  %119 = load i8, ptr %118, align 1, !tbaa !17
  %120 = and i8 %119, 1
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %122, label %127

122:                                              ; preds = %113
  %123 = getelementptr inbounds nuw float, ptr %0, i64 %117
  %124 = load float, ptr %123, align 4, !tbaa !19
  %125 = fadd contract float %104, %124
  %126 = add nuw nsw i32 %103, 1
  br label %127

127:                                              ; preds = %122, %113, %107, %102
  %128 = phi i32 [ %103, %102 ], [ %103, %107 ], [ %126, %122 ], [ %103, %113 ]
  %129 = phi float [ %104, %102 ], [ %104, %107 ], [ %125, %122 ], [ %104, %113 ]
  %130 = add nuw i64 %65, 4294967295
  %131 = icmp slt i32 %69, 0
  br i1 %131, label %152, label %132

132:                                              ; preds = %127
  %133 = icmp sgt i32 %6, %69
  %134 = icmp sgt i32 %66, 0
  %135 = icmp sge i32 %42, %66
  %136 = and i1 %134, %135
  %137 = and i1 %133, %136
  br i1 %137, label %138, label %152

138:                                              ; preds = %132
  %139 = and i64 %130, 4294967295
  %140 = mul nsw i64 %139, %57
  %141 = and i64 %68, 2147483647
  %142 = add nsw i64 %140, %141
  %143 = getelementptr inbounds nuw i8, ptr %2, i64 %142
  %144 = load i8, ptr %143, align 1, !tbaa !17
  %145 = and i8 %144, 1
  %146 = icmp eq i8 %145, 0
  br i1 %146, label %147, label %152

147:                                              ; preds = %138
  %148 = getelementptr inbounds nuw float, ptr %0, i64 %142
  %149 = load float, ptr %148, align 4, !tbaa !19
  %150 = fadd contract float %129, %149
  %151 = add nuw nsw i32 %128, 1
  br label %152

152:                                              ; preds = %147, %138, %132, %127
  %153 = phi i32 [ %128, %127 ], [ %128, %132 ], [ %151, %147 ], [ %128, %138 ]
  %154 = phi float [ %129, %127 ], [ %129, %132 ], [ %150, %147 ], [ %129, %138 ]
  %155 = add nsw i32 %66, 1
  %156 = icmp slt i32 %69, 0
  br i1 %156, label %177, label %157

157:                                              ; preds = %152
  %158 = icmp sgt i32 %6, %69
  %159 = icmp sgt i32 %66, -2
  %160 = icmp slt i32 %155, %42
  %161 = and i1 %159, %160
  %162 = select i1 %158, i1 %161, i1 false
  br i1 %162, label %163, label %177

163:                                              ; preds = %157
  %164 = zext nneg i32 %155 to i64
  %165 = mul nsw i64 %164, %57
  %166 = and i64 %68, 2147483647
  %167 = add nsw i64 %165, %166
  %168 = getelementptr inbounds nuw i8, ptr %2, i64 %167
  %169 = load i8, ptr %168, align 1, !tbaa !17
  %170 = and i8 %169, 1
  %171 = icmp eq i8 %170, 0
  br i1 %171, label %172, label %177

172:                                              ; preds = %163
  %173 = getelementptr inbounds nuw float, ptr %0, i64 %167
  %174 = load float, ptr %173, align 4, !tbaa !19
  %175 = fadd contract float %154, %174
  %176 = add nuw nsw i32 %153, 1
  br label %177

177:                                              ; preds = %172, %163, %157, %152
  %178 = phi i32 [ %153, %152 ], [ %153, %157 ], [ %176, %172 ], [ %153, %163 ]
  %179 = phi float [ %154, %152 ], [ %154, %157 ], [ %175, %172 ], [ %154, %163 ]
  %180 = getelementptr inbounds nuw float, ptr %1, i64 %75
  %181 = load float, ptr %180, align 4, !tbaa !19
  %182 = fpext contract float %181 to double
  %183 = uitofp nneg i32 %178 to double
  %184 = getelementptr inbounds nuw float, ptr %0, i64 %75
  %185 = load float, ptr %184, align 4, !tbaa !19
  %186 = fpext contract float %185 to double
  %187 = fmul contract double %183, %186
  %188 = fpext contract float %179 to double
  %189 = fsub contract double %187, %188
  %190 = fsub contract double %182, %189
  %191 = fmul contract double %190, %190
  %192 = fadd contract double %62, %191
  %193 = tail call noundef double @llvm.nvvm.fabs.f64(double %190)
  %194 = tail call noundef double @llvm.maxnum.f64(double %63, double %193)
  br label %195

195:                                              ; preds = %61, %177
  %196 = phi double [ %194, %177 ], [ %63, %61 ]
  %197 = phi double [ %192, %177 ], [ %62, %61 ]
  %198 = add nuw nsw i64 %64, %60
  %199 = icmp slt i64 %198, %44
  br i1 %199, label %61, label %200, !llvm.loop !28

200:                                              ; preds = %195, %19, %8, %5, %15, %39
  %201 = phi double [ 0.000000e+00, %15 ], [ 0.000000e+00, %5 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %8 ], [ 0.000000e+00, %39 ], [ %196, %195 ]
  %202 = phi double [ 0.000000e+00, %15 ], [ 0.000000e+00, %5 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %8 ], [ 0.000000e+00, %39 ], [ %197, %195 ]
  %203 = bitcast double %202 to i64
  %204 = trunc i64 %203 to i32
  %205 = lshr i64 %203, 32
  %206 = trunc nuw i64 %205 to i32
  %207 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %204, i32 16, i32 31)
  %208 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %206, i32 16, i32 31)
  %209 = zext i32 %208 to i64
  %210 = shl nuw i64 %209, 32
  %211 = zext i32 %207 to i64
  %212 = or disjoint i64 %210, %211
  %213 = bitcast i64 %212 to double
  %214 = fadd contract double %202, %213
  %215 = bitcast double %201 to i64
  %216 = trunc i64 %215 to i32
  %217 = lshr i64 %215, 32
  %218 = trunc nuw i64 %217 to i32
  %219 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %216, i32 16, i32 31)
  %220 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %218, i32 16, i32 31)
  %221 = zext i32 %220 to i64
  %222 = shl nuw i64 %221, 32
  %223 = zext i32 %219 to i64
  %224 = or disjoint i64 %222, %223
  %225 = bitcast i64 %224 to double
  %226 = tail call noundef double @llvm.maxnum.f64(double %201, double %225)
  %227 = bitcast double %214 to i64
  %228 = trunc i64 %227 to i32
  %229 = lshr i64 %227, 32
  %230 = trunc nuw i64 %229 to i32
  %231 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %228, i32 8, i32 31)
  %232 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %230, i32 8, i32 31)
  %233 = zext i32 %232 to i64
  %234 = shl nuw i64 %233, 32
  %235 = zext i32 %231 to i64
  %236 = or disjoint i64 %234, %235
  %237 = bitcast i64 %236 to double
  %238 = fadd contract double %214, %237
  %239 = bitcast double %226 to i64
  %240 = trunc i64 %239 to i32
  %241 = lshr i64 %239, 32
  %242 = trunc nuw i64 %241 to i32
  %243 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %240, i32 8, i32 31)
  %244 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %242, i32 8, i32 31)
  %245 = zext i32 %244 to i64
  %246 = shl nuw i64 %245, 32
  %247 = zext i32 %243 to i64
  %248 = or disjoint i64 %246, %247
  %249 = bitcast i64 %248 to double
  %250 = tail call noundef double @llvm.maxnum.f64(double %226, double %249)
  %251 = bitcast double %238 to i64
  %252 = trunc i64 %251 to i32
  %253 = lshr i64 %251, 32
  %254 = trunc nuw i64 %253 to i32
  %255 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %252, i32 4, i32 31)
  %256 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %254, i32 4, i32 31)
  %257 = zext i32 %256 to i64
  %258 = shl nuw i64 %257, 32
  %259 = zext i32 %255 to i64
  %260 = or disjoint i64 %258, %259
  %261 = bitcast i64 %260 to double
  %262 = fadd contract double %238, %261
  %263 = bitcast double %250 to i64
  %264 = trunc i64 %263 to i32
  %265 = lshr i64 %263, 32
  %266 = trunc nuw i64 %265 to i32
  %267 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %264, i32 4, i32 31)
  %268 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %266, i32 4, i32 31)
  %269 = zext i32 %268 to i64
  %270 = shl nuw i64 %269, 32
  %271 = zext i32 %267 to i64
  %272 = or disjoint i64 %270, %271
  %273 = bitcast i64 %272 to double
  %274 = tail call noundef double @llvm.maxnum.f64(double %250, double %273)
  %275 = bitcast double %262 to i64
  %276 = trunc i64 %275 to i32
  %277 = lshr i64 %275, 32
  %278 = trunc nuw i64 %277 to i32
  %279 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %276, i32 2, i32 31)
  %280 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %278, i32 2, i32 31)
  %281 = zext i32 %280 to i64
  %282 = shl nuw i64 %281, 32
  %283 = zext i32 %279 to i64
  %284 = or disjoint i64 %282, %283
  %285 = bitcast i64 %284 to double
  %286 = fadd contract double %262, %285
  %287 = bitcast double %274 to i64
  %288 = trunc i64 %287 to i32
  %289 = lshr i64 %287, 32
  %290 = trunc nuw i64 %289 to i32
  %291 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %288, i32 2, i32 31)
  %292 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %290, i32 2, i32 31)
  %293 = zext i32 %292 to i64
  %294 = shl nuw i64 %293, 32
  %295 = zext i32 %291 to i64
  %296 = or disjoint i64 %294, %295
  %297 = bitcast i64 %296 to double
  %298 = tail call noundef double @llvm.maxnum.f64(double %274, double %297)
  %299 = bitcast double %286 to i64
  %300 = trunc i64 %299 to i32
  %301 = lshr i64 %299, 32
  %302 = trunc nuw i64 %301 to i32
  %303 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %300, i32 1, i32 31)
  %304 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %302, i32 1, i32 31)
  %305 = bitcast double %298 to i64
  %306 = trunc i64 %305 to i32
  %307 = lshr i64 %305, 32
  %308 = trunc nuw i64 %307 to i32
  %309 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %306, i32 1, i32 31)
  %310 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %308, i32 1, i32 31)
  %311 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %312 = and i32 %311, 31
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %314, label %331

314:                                              ; preds = %200
  %315 = zext i32 %310 to i64
  %316 = shl nuw i64 %315, 32
  %317 = zext i32 %309 to i64
  %318 = or disjoint i64 %316, %317
  %319 = bitcast i64 %318 to double
  %320 = tail call noundef double @llvm.maxnum.f64(double %298, double %319)
  %321 = zext i32 %304 to i64
  %322 = shl nuw i64 %321, 32
  %323 = zext i32 %303 to i64
  %324 = or disjoint i64 %322, %323
  %325 = bitcast i64 %324 to double
  %326 = fadd contract double %286, %325
  %327 = lshr exact i32 %311, 5
  %328 = zext nneg i32 %327 to i64
  %329 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %328
  store double %326, ptr %329, align 8, !tbaa !29
  %330 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %328
  store double %320, ptr %330, align 8, !tbaa !29
  br label %331

331:                                              ; preds = %314, %200
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %332 = icmp eq i32 %311, 0
  br i1 %332, label %333, label %355

333:                                              ; preds = %331
  %334 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %335 = add nuw nsw i32 %334, 31
  %336 = lshr i32 %335, 5
  br label %342

337:                                              ; preds = %342
  %338 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %339 = zext nneg i32 %338 to i64
  %340 = getelementptr inbounds nuw %struct.double2.0, ptr %4, i64 %339
  store double %349, ptr %340, align 16, !tbaa !29
  %341 = getelementptr inbounds nuw i8, ptr %340, i64 8
  store double %352, ptr %341, align 8, !tbaa !29
  br label %355

342:                                              ; preds = %333, %342
  %343 = phi i32 [ %353, %342 ], [ 0, %333 ]
  %344 = phi double [ %352, %342 ], [ 0.000000e+00, %333 ]
  %345 = phi double [ %349, %342 ], [ 0.000000e+00, %333 ]
  %346 = zext nneg i32 %343 to i64
  %347 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %346
  %348 = load double, ptr %347, align 8, !tbaa !29
  %349 = fadd contract double %345, %348
  %350 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %346
  %351 = load double, ptr %350, align 8, !tbaa !29
  %352 = tail call noundef double @llvm.maxnum.f64(double %344, double %351)
  %353 = add nuw nsw i32 %343, 1
  %354 = icmp eq i32 %353, %336
  br i1 %354, label %337, label %342, !llvm.loop !31

355:                                              ; preds = %337, %331
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !7, i64 0}
!12 = !{!"_ZTS7MacGrid", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !13, i64 16, !13, i64 20, !13, i64 24, !13, i64 28, !13, i64 32, !13, i64 36, !13, i64 40, !13, i64 44}
!13 = !{!"float", !8, i64 0}
!14 = !{!12, !7, i64 4}
!15 = !{!12, !7, i64 8}
!16 = !{!12, !7, i64 12}
!17 = !{!8, !8, i64 0}
!18 = !{!12, !13, i64 32}
!19 = !{!13, !13, i64 0}
!20 = !{!12, !13, i64 36}
!21 = !{!12, !13, i64 16}
!22 = !{!12, !13, i64 24}
!23 = !{!12, !13, i64 20}
!24 = !{!12, !13, i64 28}
!25 = distinct !{!25, !26, !27}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !26, !27}
!29 = !{!30, !30, i64 0}
!30 = !{!"double", !8, i64 0}
!31 = distinct !{!31, !26, !27}
