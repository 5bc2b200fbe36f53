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
  br i1 %7, label %8, label %146

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp samesign ult i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %146

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %146, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp samesign ult i32 %17, 16385
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
  br i1 %38, label %39, label %146

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
  %51 = icmp samesign ult i32 %49, %10
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %53, label %146

53:                                               ; preds = %39
  %54 = zext nneg i32 %49 to i64
  %55 = zext nneg i32 %17 to i64
  %56 = mul nuw nsw i64 %55, %54
  %57 = sext i32 %44 to i64
  %58 = add nsw i64 %56, %57
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !17
  %61 = and i8 %60, 1
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %63, label %143

63:                                               ; preds = %53
  %64 = icmp eq i32 %44, 0
  br i1 %64, label %79, label %65

65:                                               ; preds = %63
  %66 = getelementptr i8, ptr %59, i64 -1
  %67 = load i8, ptr %66, align 1, !tbaa !17
  %68 = and i8 %67, 1
  %69 = icmp eq i8 %68, 0
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %72 = load float, ptr %71, align 4, !tbaa !18
  br label %79

73:                                               ; preds = %65
  %74 = zext nneg i32 %21 to i64
  %75 = mul nuw nsw i64 %74, %54
  %76 = getelementptr float, ptr %0, i64 %75
  %77 = getelementptr float, ptr %76, i64 %57
  %78 = load float, ptr %77, align 4, !tbaa !19
  br label %79

79:                                               ; preds = %70, %73, %63
  %80 = phi contract float [ 0.000000e+00, %63 ], [ %72, %70 ], [ %78, %73 ]
  %81 = add nsw i32 %6, -1
  %82 = icmp eq i32 %44, %81
  br i1 %82, label %98, label %83

83:                                               ; preds = %79
  %84 = getelementptr i8, ptr %59, i64 1
  %85 = load i8, ptr %84, align 1, !tbaa !17
  %86 = and i8 %85, 1
  %87 = icmp eq i8 %86, 0
  br i1 %87, label %91, label %88

88:                                               ; preds = %83
  %89 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %90 = load float, ptr %89, align 4, !tbaa !18
  br label %98

91:                                               ; preds = %83
  %92 = zext nneg i32 %21 to i64
  %93 = mul nuw nsw i64 %92, %54
  %94 = getelementptr float, ptr %0, i64 %93
  %95 = getelementptr float, ptr %94, i64 %57
  %96 = getelementptr i8, ptr %95, i64 4
  %97 = load float, ptr %96, align 4, !tbaa !19
  br label %98

98:                                               ; preds = %88, %91, %79
  %99 = phi contract float [ 0.000000e+00, %79 ], [ %90, %88 ], [ %97, %91 ]
  %100 = icmp eq i32 %49, 0
  br i1 %100, label %113, label %101

101:                                              ; preds = %98
  %102 = sub nsw i64 %58, %55
  %103 = getelementptr inbounds nuw i8, ptr %2, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !17
  %105 = and i8 %104, 1
  %106 = icmp eq i8 %105, 0
  br i1 %106, label %110, label %107

107:                                              ; preds = %101
  %108 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %109 = load float, ptr %108, align 4, !tbaa !20
  br label %113

110:                                              ; preds = %101
  %111 = getelementptr inbounds nuw float, ptr %1, i64 %58
  %112 = load float, ptr %111, align 4, !tbaa !19
  br label %113

113:                                              ; preds = %107, %110, %98
  %114 = phi contract float [ 0.000000e+00, %98 ], [ %109, %107 ], [ %112, %110 ]
  %115 = add nsw i32 %10, -1
  %116 = icmp eq i32 %49, %115
  br i1 %116, label %132, label %117

117:                                              ; preds = %113
  %118 = getelementptr i8, ptr %59, i64 %55
  %119 = load i8, ptr %118, align 1, !tbaa !17
  %120 = and i8 %119, 1
  %121 = icmp eq i8 %120, 0
  br i1 %121, label %125, label %122

122:                                              ; preds = %117
  %123 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %124 = load float, ptr %123, align 4, !tbaa !20
  br label %132

125:                                              ; preds = %117
  %126 = add nuw nsw i32 %49, 1
  %127 = zext nneg i32 %126 to i64
  %128 = mul nuw nsw i64 %55, %127
  %129 = getelementptr float, ptr %1, i64 %128
  %130 = getelementptr float, ptr %129, i64 %57
  %131 = load float, ptr %130, align 4, !tbaa !19
  br label %132

132:                                              ; preds = %122, %125, %113
  %133 = phi contract float [ 0.000000e+00, %113 ], [ %124, %122 ], [ %131, %125 ]
  %134 = fsub contract float %99, %80
  %135 = fadd contract float %134, %133
  %136 = fsub contract float %135, %114
  %137 = fdiv contract float %136, %28
  %138 = fmul contract float %28, %36
  %139 = fneg contract float %28
  %140 = fmul contract float %138, %139
  %141 = fdiv contract float %140, %32
  %142 = fmul contract float %137, %141
  br label %143

143:                                              ; preds = %53, %132
  %144 = phi float [ %142, %132 ], [ 0.000000e+00, %53 ]
  %145 = getelementptr inbounds nuw float, ptr %3, i64 %58
  store float %144, ptr %145, align 4, !tbaa !19
  br label %146

146:                                              ; preds = %143, %15, %5, %8, %19, %39
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @mac_pressure_rbsor(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = load i32, ptr %3, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %366

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp samesign ult i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %366

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %366, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp samesign ult i32 %17, 16385
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
  br i1 %38, label %39, label %366

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
  %51 = icmp samesign ult i32 %49, %10
  %52 = select i1 %50, i1 %51, i1 false
  br i1 %52, label %53, label %366

53:                                               ; preds = %39
  %54 = add nsw i32 %44, %49
  %55 = xor i32 %4, %54
  %56 = and i32 %55, 1
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %366

58:                                               ; preds = %53
  %59 = zext nneg i32 %49 to i64
  %60 = zext nneg i32 %17 to i64
  %61 = mul nuw nsw i64 %60, %59
  %62 = sext i32 %44 to i64
  %63 = add nsw i64 %61, %62
  %64 = getelementptr inbounds nuw i8, ptr %2, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !17
  %66 = and i8 %65, 1
  %67 = icmp eq i8 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %58
  %69 = getelementptr inbounds nuw float, ptr %0, i64 %63
  store float 0.000000e+00, ptr %69, align 4, !tbaa !19
  br label %366

70:                                               ; preds = %58
  %71 = icmp sgt i32 %44, 0
  br i1 %71, label %72, label %124

72:                                               ; preds = %70
  %73 = add nsw i32 %6, -1
  %74 = icmp samesign ult i32 %44, %73
  %75 = icmp ne i32 %49, 0
  %76 = and i1 %75, %74
  %77 = add nsw i32 %10, -1
  %78 = icmp samesign ult i32 %49, %77
  %79 = select i1 %76, i1 %78, i1 false
  br i1 %79, label %80, label %124

80:                                               ; preds = %72
  %81 = add nsw i64 %63, -1
  %82 = getelementptr inbounds nuw i8, ptr %2, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !17
  %84 = and i8 %83, 1
  %85 = icmp eq i8 %84, 0
  br i1 %85, label %86, label %90

86:                                               ; preds = %80
  %87 = getelementptr inbounds nuw float, ptr %0, i64 %81
  %88 = load float, ptr %87, align 4, !tbaa !19
  %89 = fadd contract float %88, 0.000000e+00
  br label %90

90:                                               ; preds = %86, %80
  %91 = phi i32 [ 0, %80 ], [ 1, %86 ]
  %92 = phi float [ 0.000000e+00, %80 ], [ %89, %86 ]
  %93 = add nuw nsw i64 %63, 1
  %94 = getelementptr inbounds nuw i8, ptr %2, i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !17
  %96 = and i8 %95, 1
  %97 = icmp eq i8 %96, 0
  br i1 %97, label %98, label %103

98:                                               ; preds = %90
  %99 = add nuw nsw i32 %91, 1
  %100 = getelementptr inbounds nuw float, ptr %0, i64 %93
  %101 = load float, ptr %100, align 4, !tbaa !19
  %102 = fadd contract float %92, %101
  br label %103

103:                                              ; preds = %98, %90
  %104 = phi i32 [ %91, %90 ], [ %99, %98 ]
  %105 = phi float [ %92, %90 ], [ %102, %98 ]
  %106 = sub nsw i64 %63, %60
  %107 = getelementptr inbounds nuw i8, ptr %2, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !17
  %109 = and i8 %108, 1
  %110 = icmp eq i8 %109, 0
  br i1 %110, label %111, label %116

111:                                              ; preds = %103
  %112 = add nuw nsw i32 %104, 1
  %113 = getelementptr inbounds nuw float, ptr %0, i64 %106
  %114 = load float, ptr %113, align 4, !tbaa !19
  %115 = fadd contract float %105, %114
  br label %116

116:                                              ; preds = %111, %103
  %117 = phi i32 [ %104, %103 ], [ %112, %111 ]
  %118 = phi float [ %105, %103 ], [ %115, %111 ]
  %119 = add nuw nsw i64 %63, %60
  %120 = getelementptr inbounds nuw i8, ptr %2, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !17
  %122 = and i8 %121, 1
  %123 = icmp eq i8 %122, 0
  br i1 %123, label %336, label %344

124:                                              ; preds = %72, %70
  %125 = icmp eq i32 %49, 0
  %126 = icmp eq i32 %44, 0
  %127 = or i32 %49, %44
  %128 = icmp eq i32 %127, 0
  br i1 %128, label %129, label %145

129:                                              ; preds = %124
  %130 = getelementptr inbounds nuw i8, ptr %2, i64 1
  %131 = load i8, ptr %130, align 1, !tbaa !17
  %132 = and i8 %131, 1
  %133 = icmp eq i8 %132, 0
  br i1 %133, label %134, label %138

134:                                              ; preds = %129
  %135 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %136 = load float, ptr %135, align 4, !tbaa !19
  %137 = fadd contract float %136, 0.000000e+00
  br label %138

138:                                              ; preds = %134, %129
  %139 = phi i32 [ 0, %129 ], [ 1, %134 ]
  %140 = phi float [ 0.000000e+00, %129 ], [ %137, %134 ]
  %141 = getelementptr inbounds nuw i8, ptr %2, i64 %60
  %142 = load i8, ptr %141, align 1, !tbaa !17
  %143 = and i8 %142, 1
  %144 = icmp eq i8 %143, 0
  br i1 %144, label %336, label %344

145:                                              ; preds = %124
  %146 = add nsw i32 %6, -1
  %147 = icmp eq i32 %44, %146
  %148 = select i1 %125, i1 %147, i1 false
  br i1 %148, label %149, label %167

149:                                              ; preds = %145
  %150 = add nsw i64 %63, -1
  %151 = getelementptr inbounds nuw i8, ptr %2, i64 %150
  %152 = load i8, ptr %151, align 1, !tbaa !17
  %153 = and i8 %152, 1
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %149
  %156 = getelementptr inbounds nuw float, ptr %0, i64 %150
  %157 = load float, ptr %156, align 4, !tbaa !19
  %158 = fadd contract float %157, 0.000000e+00
  br label %159

159:                                              ; preds = %155, %149
  %160 = phi i32 [ 0, %149 ], [ 1, %155 ]
  %161 = phi float [ 0.000000e+00, %149 ], [ %158, %155 ]
  %162 = add nsw i64 %63, %60
  %163 = getelementptr inbounds nuw i8, ptr %2, i64 %162
  %164 = load i8, ptr %163, align 1, !tbaa !17
  %165 = and i8 %164, 1
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %336, label %344

167:                                              ; preds = %145
  %168 = add nsw i32 %10, -1
  %169 = icmp eq i32 %49, %168
  %170 = and i1 %126, %169
  br i1 %170, label %171, label %189

171:                                              ; preds = %167
  %172 = add nuw nsw i64 %63, 1
  %173 = getelementptr inbounds nuw i8, ptr %2, i64 %172
  %174 = load i8, ptr %173, align 1, !tbaa !17
  %175 = and i8 %174, 1
  %176 = icmp eq i8 %175, 0
  br i1 %176, label %177, label %181

177:                                              ; preds = %171
  %178 = getelementptr inbounds nuw float, ptr %0, i64 %172
  %179 = load float, ptr %178, align 4, !tbaa !19
  %180 = fadd contract float %179, 0.000000e+00
  br label %181

181:                                              ; preds = %177, %171
  %182 = phi i32 [ 0, %171 ], [ 1, %177 ]
  %183 = phi float [ 0.000000e+00, %171 ], [ %180, %177 ]
  %184 = sub nsw i64 %63, %60
  %185 = getelementptr inbounds nuw i8, ptr %2, i64 %184
  %186 = load i8, ptr %185, align 1, !tbaa !17
  %187 = and i8 %186, 1
  %188 = icmp eq i8 %187, 0
  br i1 %188, label %336, label %344

189:                                              ; preds = %167
  %190 = select i1 %169, i1 %147, i1 false
  br i1 %190, label %191, label %209

191:                                              ; preds = %189
  %192 = add nsw i64 %63, -1
  %193 = getelementptr inbounds nuw i8, ptr %2, i64 %192
  %194 = load i8, ptr %193, align 1, !tbaa !17
  %195 = and i8 %194, 1
  %196 = icmp eq i8 %195, 0
  br i1 %196, label %197, label %201

197:                                              ; preds = %191
  %198 = getelementptr inbounds nuw float, ptr %0, i64 %192
  %199 = load float, ptr %198, align 4, !tbaa !19
  %200 = fadd contract float %199, 0.000000e+00
  br label %201

201:                                              ; preds = %197, %191
  %202 = phi i32 [ 0, %191 ], [ 1, %197 ]
  %203 = phi float [ 0.000000e+00, %191 ], [ %200, %197 ]
  %204 = sub nsw i64 %63, %60
  %205 = getelementptr inbounds nuw i8, ptr %2, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !17
  %207 = and i8 %206, 1
  %208 = icmp eq i8 %207, 0
  br i1 %208, label %336, label %344

209:                                              ; preds = %189
  br i1 %125, label %210, label %241

210:                                              ; preds = %209
  %211 = add nsw i64 %63, -1
  %212 = getelementptr inbounds nuw i8, ptr %2, i64 %211
  %213 = load i8, ptr %212, align 1, !tbaa !17
  %214 = and i8 %213, 1
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %216, label %220

216:                                              ; preds = %210
  %217 = getelementptr inbounds nuw float, ptr %0, i64 %211
  %218 = load float, ptr %217, align 4, !tbaa !19
  %219 = fadd contract float %218, 0.000000e+00
  br label %220

220:                                              ; preds = %216, %210
  %221 = phi i32 [ 0, %210 ], [ 1, %216 ]
  %222 = phi float [ 0.000000e+00, %210 ], [ %219, %216 ]
  %223 = add nsw i64 %63, 1
  %224 = getelementptr inbounds nuw i8, ptr %2, i64 %223
  %225 = load i8, ptr %224, align 1, !tbaa !17
  %226 = and i8 %225, 1
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %228, label %233

228:                                              ; preds = %220
  %229 = add nuw nsw i32 %221, 1
  %230 = getelementptr inbounds nuw float, ptr %0, i64 %223
  %231 = load float, ptr %230, align 4, !tbaa !19
  %232 = fadd contract float %222, %231
  br label %233

233:                                              ; preds = %228, %220
  %234 = phi i32 [ %221, %220 ], [ %229, %228 ]
  %235 = phi float [ %222, %220 ], [ %232, %228 ]
  %236 = add nsw i64 %63, %60
  %237 = getelementptr inbounds nuw i8, ptr %2, i64 %236
  %238 = load i8, ptr %237, align 1, !tbaa !17
  %239 = and i8 %238, 1
  %240 = icmp eq i8 %239, 0
  br i1 %240, label %336, label %344

241:                                              ; preds = %209
  br i1 %169, label %242, label %273

242:                                              ; preds = %241
  %243 = add nsw i64 %63, -1
  %244 = getelementptr inbounds nuw i8, ptr %2, i64 %243
  %245 = load i8, ptr %244, align 1, !tbaa !17
  %246 = and i8 %245, 1
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %248, label %252

248:                                              ; preds = %242
  %249 = getelementptr inbounds nuw float, ptr %0, i64 %243
  %250 = load float, ptr %249, align 4, !tbaa !19
  %251 = fadd contract float %250, 0.000000e+00
  br label %252

252:                                              ; preds = %248, %242
  %253 = phi i32 [ 0, %242 ], [ 1, %248 ]
  %254 = phi float [ 0.000000e+00, %242 ], [ %251, %248 ]
  %255 = add nsw i64 %63, 1
  %256 = getelementptr inbounds nuw i8, ptr %2, i64 %255
  %257 = load i8, ptr %256, align 1, !tbaa !17
  %258 = and i8 %257, 1
  %259 = icmp eq i8 %258, 0
  br i1 %259, label %260, label %265

260:                                              ; preds = %252
  %261 = add nuw nsw i32 %253, 1
  %262 = getelementptr inbounds nuw float, ptr %0, i64 %255
  %263 = load float, ptr %262, align 4, !tbaa !19
  %264 = fadd contract float %254, %263
  br label %265

265:                                              ; preds = %260, %252
  %266 = phi i32 [ %253, %252 ], [ %261, %260 ]
  %267 = phi float [ %254, %252 ], [ %264, %260 ]
  %268 = sub nsw i64 %63, %60
  %269 = getelementptr inbounds nuw i8, ptr %2, i64 %268
  %270 = load i8, ptr %269, align 1, !tbaa !17
  %271 = and i8 %270, 1
  %272 = icmp eq i8 %271, 0
  br i1 %272, label %336, label %344

273:                                              ; preds = %241
  br i1 %126, label %274, label %305

274:                                              ; preds = %273
  %275 = add nuw nsw i64 %63, 1
  %276 = getelementptr inbounds nuw i8, ptr %2, i64 %275
  %277 = load i8, ptr %276, align 1, !tbaa !17
  %278 = and i8 %277, 1
  %279 = icmp eq i8 %278, 0
  br i1 %279, label %280, label %284

280:                                              ; preds = %274
  %281 = getelementptr inbounds nuw float, ptr %0, i64 %275
  %282 = load float, ptr %281, align 4, !tbaa !19
  %283 = fadd contract float %282, 0.000000e+00
  br label %284

284:                                              ; preds = %280, %274
  %285 = phi i32 [ 0, %274 ], [ 1, %280 ]
  %286 = phi float [ 0.000000e+00, %274 ], [ %283, %280 ]
  %287 = sub nsw i64 %63, %60
  %288 = getelementptr inbounds nuw i8, ptr %2, i64 %287
  %289 = load i8, ptr %288, align 1, !tbaa !17
  %290 = and i8 %289, 1
  %291 = icmp eq i8 %290, 0
  br i1 %291, label %292, label %297

292:                                              ; preds = %284
  %293 = add nuw nsw i32 %285, 1
  %294 = getelementptr inbounds nuw float, ptr %0, i64 %287
  %295 = load float, ptr %294, align 4, !tbaa !19
  %296 = fadd contract float %286, %295
  br label %297

297:                                              ; preds = %292, %284
  %298 = phi i32 [ %285, %284 ], [ %293, %292 ]
  %299 = phi float [ %286, %284 ], [ %296, %292 ]
  %300 = add nuw nsw i64 %63, %60
  %301 = getelementptr inbounds nuw i8, ptr %2, i64 %300
  %302 = load i8, ptr %301, align 1, !tbaa !17
  %303 = and i8 %302, 1
  %304 = icmp eq i8 %303, 0
  br i1 %304, label %336, label %344

305:                                              ; preds = %273
  %306 = add nsw i64 %63, -1
  %307 = getelementptr inbounds nuw i8, ptr %2, i64 %306
  %308 = load i8, ptr %307, align 1, !tbaa !17
  %309 = and i8 %308, 1
  %310 = icmp eq i8 %309, 0
  br i1 %310, label %311, label %315

311:                                              ; preds = %305
  %312 = getelementptr inbounds nuw float, ptr %0, i64 %306
  %313 = load float, ptr %312, align 4, !tbaa !19
  %314 = fadd contract float %313, 0.000000e+00
  br label %315

315:                                              ; preds = %311, %305
  %316 = phi i32 [ 0, %305 ], [ 1, %311 ]
  %317 = phi float [ 0.000000e+00, %305 ], [ %314, %311 ]
  %318 = sub nsw i64 %63, %60
  %319 = getelementptr inbounds nuw i8, ptr %2, i64 %318
  %320 = load i8, ptr %319, align 1, !tbaa !17
  %321 = and i8 %320, 1
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %323, label %328

323:                                              ; preds = %315
  %324 = add nuw nsw i32 %316, 1
  %325 = getelementptr inbounds nuw float, ptr %0, i64 %318
  %326 = load float, ptr %325, align 4, !tbaa !19
  %327 = fadd contract float %317, %326
  br label %328

328:                                              ; preds = %323, %315
  %329 = phi i32 [ %316, %315 ], [ %324, %323 ]
  %330 = phi float [ %317, %315 ], [ %327, %323 ]
  %331 = add nsw i64 %63, %60
  %332 = getelementptr inbounds nuw i8, ptr %2, i64 %331
  %333 = load i8, ptr %332, align 1, !tbaa !17
  %334 = and i8 %333, 1
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %336, label %344

336:                                              ; preds = %328, %297, %265, %233, %201, %181, %159, %138, %116
  %337 = phi i32 [ %117, %116 ], [ %160, %159 ], [ %202, %201 ], [ %266, %265 ], [ %298, %297 ], [ %234, %233 ], [ %182, %181 ], [ %139, %138 ], [ %329, %328 ]
  %338 = phi i64 [ %119, %116 ], [ %162, %159 ], [ %204, %201 ], [ %268, %265 ], [ %300, %297 ], [ %236, %233 ], [ %184, %181 ], [ %60, %138 ], [ %331, %328 ]
  %339 = phi float [ %118, %116 ], [ %161, %159 ], [ %203, %201 ], [ %267, %265 ], [ %299, %297 ], [ %235, %233 ], [ %183, %181 ], [ %140, %138 ], [ %330, %328 ]
  %340 = add nuw nsw i32 %337, 1
  %341 = getelementptr inbounds nuw float, ptr %0, i64 %338
  %342 = load float, ptr %341, align 4, !tbaa !19
  %343 = fadd contract float %339, %342
  br label %344

344:                                              ; preds = %336, %138, %181, %233, %297, %328, %265, %201, %159, %116
  %345 = phi i32 [ %117, %116 ], [ %329, %328 ], [ %139, %138 ], [ %234, %233 ], [ %160, %159 ], [ %298, %297 ], [ %182, %181 ], [ %266, %265 ], [ %202, %201 ], [ %340, %336 ]
  %346 = phi float [ %118, %116 ], [ %330, %328 ], [ %140, %138 ], [ %235, %233 ], [ %161, %159 ], [ %299, %297 ], [ %183, %181 ], [ %267, %265 ], [ %203, %201 ], [ %343, %336 ]
  %347 = icmp eq i32 %345, 0
  br i1 %347, label %348, label %350

348:                                              ; preds = %344
  %349 = getelementptr inbounds nuw float, ptr %0, i64 %63
  store float 0.000000e+00, ptr %349, align 4, !tbaa !19
  br label %366

350:                                              ; preds = %344
  %351 = getelementptr inbounds nuw float, ptr %1, i64 %63
  %352 = load float, ptr %351, align 4, !tbaa !19
  %353 = fadd contract float %346, %352
  %354 = uitofp nneg i32 %345 to float
  %355 = fdiv contract float %353, %354
  %356 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %357 = load float, ptr %356, align 4, !tbaa !21
  %358 = tail call noundef float @llvm.maxnum.f32(float %357, float 0.000000e+00)
  %359 = tail call noundef float @llvm.minnum.f32(float %358, float 0x3FFF333340000000)
  %360 = fsub contract float 1.000000e+00, %359
  %361 = getelementptr inbounds nuw float, ptr %0, i64 %63
  %362 = load float, ptr %361, align 4, !tbaa !19
  %363 = fmul contract float %362, %360
  %364 = fmul contract float %355, %359
  %365 = fadd contract float %364, %363
  store float %365, ptr %361, align 4, !tbaa !19
  br label %366

366:                                              ; preds = %15, %5, %8, %19, %53, %39, %348, %350, %68
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @mac_gradient_subtract(ptr noalias noundef captures(none) %0, ptr noalias noundef captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %4) local_unnamed_addr #1 {
  %6 = load i32, ptr %4, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %164

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp samesign ult i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %164

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %164, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp samesign ult i32 %17, 16385
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
  br i1 %38, label %39, label %164

39:                                               ; preds = %19
  %40 = fmul contract float %36, %28
  %41 = fdiv contract float %32, %40
  %42 = add nuw nsw i32 %6, 1
  %43 = zext nneg i32 %42 to i64
  %44 = mul nuw nsw i32 %10, %42
  %45 = zext nneg i32 %44 to i64
  %46 = zext nneg i32 %6 to i64
  %47 = add nuw nsw i32 %10, 1
  %48 = mul nuw nsw i32 %47, %6
  %49 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %50 = zext nneg i32 %49 to i64
  %51 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %52 = zext nneg i32 %51 to i64
  %53 = mul nuw nsw i64 %50, %52
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %55 = zext nneg i32 %54 to i64
  %56 = mul nuw nsw i64 %55, %52
  %57 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %58 = zext nneg i32 %57 to i64
  %59 = add nuw nsw i64 %56, %58
  %60 = add nuw nsw i32 %48, %44
  %61 = zext nneg i32 %60 to i64
  %62 = icmp samesign ult i64 %59, %61
  br i1 %62, label %63, label %164

63:                                               ; preds = %39
  %64 = zext nneg i32 %17 to i64
  %65 = getelementptr inbounds nuw i8, ptr %4, i64 36
  %66 = load float, ptr %65, align 4
  %67 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %68 = load float, ptr %67, align 4
  %69 = zext nneg i32 %21 to i64
  br label %70

70:                                               ; preds = %63, %156
  %71 = phi i64 [ %59, %63 ], [ %162, %156 ]
  %72 = icmp samesign ult i64 %71, %45
  br i1 %72, label %73, label %117

73:                                               ; preds = %70
  %74 = udiv i64 %71, %43
  %75 = mul i64 %74, %43
  %76 = sub nuw i64 %71, %75
  %77 = trunc i64 %76 to i32
  %78 = icmp eq i32 %77, 0
  %79 = icmp eq i32 %6, %77
  %80 = or i1 %78, %79
  %81 = shl i64 %74, 32
  %82 = ashr exact i64 %81, 32
  br i1 %80, label %83, label %85

83:                                               ; preds = %73
  %84 = shl i64 %76, 32
  br label %112

85:                                               ; preds = %73
  %86 = mul nsw i64 %82, %64
  %87 = shl i64 %76, 32
  %88 = ashr exact i64 %87, 32
  %89 = add nsw i64 %86, %88
  %90 = add nsw i64 %89, -1
  %91 = getelementptr inbounds nuw i8, ptr %3, i64 %90
  %92 = load i8, ptr %91, align 1, !tbaa !17
  %93 = and i8 %92, 1
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %95, label %112

95:                                               ; preds = %85
  %96 = getelementptr inbounds nuw i8, ptr %3, i64 %89
  %97 = load i8, ptr %96, align 1, !tbaa !17
  %98 = and i8 %97, 1
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %100, label %112

100:                                              ; preds = %95
  %101 = mul nsw i64 %82, %69
  %102 = getelementptr float, ptr %0, i64 %101
  %103 = getelementptr float, ptr %102, i64 %88
  %104 = load float, ptr %103, align 4, !tbaa !19
  %105 = getelementptr inbounds nuw float, ptr %2, i64 %89
  %106 = load float, ptr %105, align 4, !tbaa !19
  %107 = getelementptr inbounds nuw float, ptr %2, i64 %90
  %108 = load float, ptr %107, align 4, !tbaa !19
  %109 = fsub contract float %106, %108
  %110 = fmul contract float %41, %109
  %111 = fsub contract float %104, %110
  br label %112

112:                                              ; preds = %83, %85, %95, %100
  %113 = phi i64 [ %84, %83 ], [ %87, %85 ], [ %87, %95 ], [ %87, %100 ]
  %114 = phi float [ 0.000000e+00, %83 ], [ %68, %85 ], [ %68, %95 ], [ %111, %100 ]
  %115 = mul nsw i64 %82, %69
  %116 = getelementptr float, ptr %0, i64 %115
  br label %156

117:                                              ; preds = %70
  %118 = sub nuw nsw i64 %71, %45
  %119 = udiv i64 %118, %46
  %120 = trunc i64 %119 to i32
  %121 = mul i64 %119, %46
  %122 = sub nuw i64 %118, %121
  %123 = icmp eq i32 %120, 0
  %124 = icmp eq i32 %10, %120
  %125 = or i1 %123, %124
  %126 = shl i64 %119, 32
  %127 = ashr exact i64 %126, 32
  %128 = mul nsw i64 %127, %64
  %129 = shl i64 %122, 32
  br i1 %125, label %153, label %130

130:                                              ; preds = %117
  %131 = ashr exact i64 %129, 32
  %132 = add nsw i64 %128, %131
  %133 = sub nsw i64 %132, %64
  %134 = getelementptr inbounds nuw i8, ptr %3, i64 %133
  %135 = load i8, ptr %134, align 1, !tbaa !17
  %136 = and i8 %135, 1
  %137 = icmp eq i8 %136, 0
  br i1 %137, label %138, label %153

138:                                              ; preds = %130
  %139 = getelementptr inbounds nuw i8, ptr %3, i64 %132
  %140 = load i8, ptr %139, align 1, !tbaa !17
  %141 = and i8 %140, 1
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %143, label %153

143:                                              ; preds = %138
  %144 = getelementptr inbounds nuw float, ptr %1, i64 %132
  %145 = load float, ptr %144, align 4, !tbaa !19
  %146 = getelementptr inbounds nuw float, ptr %2, i64 %132
  %147 = load float, ptr %146, align 4, !tbaa !19
  %148 = getelementptr inbounds nuw float, ptr %2, i64 %133
  %149 = load float, ptr %148, align 4, !tbaa !19
  %150 = fsub contract float %147, %149
  %151 = fmul contract float %41, %150
  %152 = fsub contract float %145, %151
  br label %153

153:                                              ; preds = %117, %130, %138, %143
  %154 = phi float [ %152, %143 ], [ %66, %130 ], [ %66, %138 ], [ 0.000000e+00, %117 ]
  %155 = getelementptr float, ptr %1, i64 %128
  br label %156

156:                                              ; preds = %112, %153
  %157 = phi i64 [ %113, %112 ], [ %129, %153 ]
  %158 = phi ptr [ %116, %112 ], [ %155, %153 ]
  %159 = phi float [ %114, %112 ], [ %154, %153 ]
  %160 = ashr exact i64 %157, 30
  %161 = getelementptr i8, ptr %158, i64 %160
  store float %159, ptr %161, align 4, !tbaa !19
  %162 = add nuw nsw i64 %71, %53
  %163 = icmp samesign ult i64 %162, %61
  br i1 %163, label %70, label %164, !llvm.loop !22

164:                                              ; preds = %156, %39, %15, %5, %8, %19
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @mac_residual_norms(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noundef readonly byval(%struct.MacGrid) align 4 captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #2 {
  %6 = load i32, ptr %3, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 1
  br i1 %7, label %8, label %191

8:                                                ; preds = %5
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %10 = load i32, ptr %9, align 4, !tbaa !14
  %11 = icmp samesign ult i32 %6, 8193
  %12 = add i32 %10, -2
  %13 = icmp ult i32 %12, 8191
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %191

15:                                               ; preds = %8
  %16 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %17 = load i32, ptr %16, align 4, !tbaa !15
  %18 = icmp slt i32 %17, %6
  br i1 %18, label %191, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %21 = load i32, ptr %20, align 4, !tbaa !16
  %22 = icmp sgt i32 %21, %6
  %23 = icmp samesign ult i32 %17, 16385
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
  br i1 %38, label %39, label %191

39:                                               ; preds = %19
  %40 = zext nneg i32 %6 to i64
  %41 = mul nuw nsw i32 %10, %6
  %42 = zext nneg i32 %41 to i64
  %43 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %44 = zext nneg i32 %43 to i64
  %45 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %46 = zext nneg i32 %45 to i64
  %47 = mul nuw nsw i64 %44, %46
  %48 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %49 = zext nneg i32 %48 to i64
  %50 = add nuw nsw i64 %47, %49
  %51 = icmp samesign ult i64 %50, %42
  br i1 %51, label %52, label %191

52:                                               ; preds = %39
  %53 = zext nneg i32 %17 to i64
  %54 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %55 = zext nneg i32 %54 to i64
  %56 = mul nuw nsw i64 %55, %46
  br label %57

57:                                               ; preds = %52, %186
  %58 = phi double [ 0.000000e+00, %52 ], [ %188, %186 ]
  %59 = phi double [ 0.000000e+00, %52 ], [ %187, %186 ]
  %60 = phi i64 [ %50, %52 ], [ %189, %186 ]
  %61 = udiv i64 %60, %40
  %62 = trunc i64 %61 to i32
  %63 = mul i64 %61, %40
  %64 = sub nuw i64 %60, %63
  %65 = trunc i64 %64 to i32
  %66 = shl i64 %61, 32
  %67 = ashr exact i64 %66, 32
  %68 = mul nsw i64 %67, %53
  %69 = shl i64 %64, 32
  %70 = ashr exact i64 %69, 32
  %71 = add nsw i64 %70, %68
  %72 = getelementptr inbounds nuw i8, ptr %2, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !17
  %74 = and i8 %73, 1
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %76, label %186

76:                                               ; preds = %57
  %77 = add nuw i64 %64, 4294967295
  %78 = icmp slt i32 %65, 1
  br i1 %78, label %96, label %79

79:                                               ; preds = %76
  %80 = icmp sge i32 %6, %65
  %81 = icmp ugt i32 %10, %62
  %82 = and i1 %80, %81
  br i1 %82, label %83, label %96

83:                                               ; preds = %79
  %84 = and i64 %61, 4294967295
  %85 = mul nuw nsw i64 %84, %53
  %86 = and i64 %77, 4294967295
  %87 = add nuw nsw i64 %85, %86
  %88 = getelementptr inbounds nuw i8, ptr %2, i64 %87
  %89 = load i8, ptr %88, align 1, !tbaa !17
  %90 = and i8 %89, 1
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %92, label %96

92:                                               ; preds = %83
  %93 = getelementptr inbounds nuw float, ptr %0, i64 %87
  %94 = load float, ptr %93, align 4, !tbaa !19
  %95 = fadd contract float %94, 0.000000e+00
  br label %96

96:                                               ; preds = %92, %83, %76, %79
  %97 = phi i32 [ 0, %76 ], [ 0, %79 ], [ 1, %92 ], [ 0, %83 ]
  %98 = phi float [ 0.000000e+00, %76 ], [ 0.000000e+00, %79 ], [ %95, %92 ], [ 0.000000e+00, %83 ]
  %99 = add nsw i32 %65, 1
  %100 = icmp slt i32 %65, -1
  br i1 %100, label %119, label %101

101:                                              ; preds = %96
  %102 = icmp slt i32 %99, %6
  %103 = icmp ugt i32 %10, %62
  %104 = and i1 %102, %103
  br i1 %104, label %105, label %119

105:                                              ; preds = %101
  %106 = and i64 %61, 4294967295
  %107 = mul nuw nsw i64 %106, %53
  %108 = zext nneg i32 %99 to i64
  %109 = add nuw nsw i64 %107, %108
  %110 = getelementptr inbounds nuw i8, ptr %2, i64 %109
  %111 = load i8, ptr %110, align 1, !tbaa !17
  %112 = and i8 %111, 1
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %114, label %119

114:                                              ; preds = %105
  %115 = add nuw nsw i32 %97, 1
  %116 = getelementptr inbounds nuw float, ptr %0, i64 %109
  %117 = load float, ptr %116, align 4, !tbaa !19
  %118 = fadd contract float %98, %117
  br label %119

119:                                              ; preds = %114, %105, %101, %96
  %120 = phi i32 [ %97, %96 ], [ %97, %101 ], [ %115, %114 ], [ %97, %105 ]
  %121 = phi float [ %98, %96 ], [ %98, %101 ], [ %118, %114 ], [ %98, %105 ]
  %122 = add nuw i64 %61, 4294967295
  %123 = icmp slt i32 %65, 0
  br i1 %123, label %144, label %124

124:                                              ; preds = %119
  %125 = icmp sgt i32 %6, %65
  %126 = icmp sgt i32 %62, 0
  %127 = icmp sge i32 %10, %62
  %128 = and i1 %126, %127
  %129 = and i1 %125, %128
  br i1 %129, label %130, label %144

130:                                              ; preds = %124
  %131 = and i64 %122, 4294967295
  %132 = mul nuw nsw i64 %131, %53
  %133 = and i64 %64, 2147483647
  %134 = add nuw nsw i64 %132, %133
  %135 = getelementptr inbounds nuw i8, ptr %2, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !17
  %137 = and i8 %136, 1
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %139, label %144

139:                                              ; preds = %130
  %140 = add nuw nsw i32 %120, 1
  %141 = getelementptr inbounds nuw float, ptr %0, i64 %134
  %142 = load float, ptr %141, align 4, !tbaa !19
  %143 = fadd contract float %121, %142
  br label %144

144:                                              ; preds = %139, %130, %124, %119
  %145 = phi i32 [ %120, %119 ], [ %120, %124 ], [ %140, %139 ], [ %120, %130 ]
  %146 = phi float [ %121, %119 ], [ %121, %124 ], [ %143, %139 ], [ %121, %130 ]
  %147 = add nsw i32 %62, 1
  br i1 %123, label %168, label %148

148:                                              ; preds = %144
  %149 = icmp sgt i32 %6, %65
  %150 = icmp sgt i32 %62, -2
  %151 = icmp slt i32 %147, %10
  %152 = and i1 %150, %151
  %153 = select i1 %149, i1 %152, i1 false
  br i1 %153, label %154, label %168

154:                                              ; preds = %148
  %155 = zext nneg i32 %147 to i64
  %156 = mul nuw nsw i64 %155, %53
  %157 = and i64 %64, 2147483647
  %158 = add nuw nsw i64 %156, %157
  %159 = getelementptr inbounds nuw i8, ptr %2, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !17
  %161 = and i8 %160, 1
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %163, label %168

163:                                              ; preds = %154
  %164 = add nuw nsw i32 %145, 1
  %165 = getelementptr inbounds nuw float, ptr %0, i64 %158
  %166 = load float, ptr %165, align 4, !tbaa !19
  %167 = fadd contract float %146, %166
  br label %168

168:                                              ; preds = %163, %154, %148, %144
  %169 = phi i32 [ %145, %144 ], [ %145, %148 ], [ %164, %163 ], [ %145, %154 ]
  %170 = phi float [ %146, %144 ], [ %146, %148 ], [ %167, %163 ], [ %146, %154 ]
  %171 = getelementptr inbounds nuw float, ptr %1, i64 %71
  %172 = load float, ptr %171, align 4, !tbaa !19
  %173 = fpext contract float %172 to double
  %174 = uitofp nneg i32 %169 to double
  %175 = getelementptr inbounds nuw float, ptr %0, i64 %71
  %176 = load float, ptr %175, align 4, !tbaa !19
  %177 = fpext contract float %176 to double
  %178 = fmul contract double %174, %177
  %179 = fpext contract float %170 to double
  %180 = fsub contract double %178, %179
  %181 = fsub contract double %173, %180
  %182 = fmul contract double %181, %181
  %183 = fadd contract double %58, %182
  %184 = tail call noundef double @llvm.nvvm.fabs.f64(double %181)
  %185 = tail call noundef double @llvm.maxnum.f64(double %59, double %184)
  br label %186

186:                                              ; preds = %57, %168
  %187 = phi double [ %185, %168 ], [ %59, %57 ]
  %188 = phi double [ %183, %168 ], [ %58, %57 ]
  %189 = add nuw nsw i64 %60, %56
  %190 = icmp samesign ult i64 %189, %42
  br i1 %190, label %57, label %191, !llvm.loop !24

191:                                              ; preds = %186, %39, %15, %5, %8, %19
  %192 = phi double [ 0.000000e+00, %15 ], [ 0.000000e+00, %5 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %8 ], [ 0.000000e+00, %39 ], [ %187, %186 ]
  %193 = phi double [ 0.000000e+00, %15 ], [ 0.000000e+00, %5 ], [ 0.000000e+00, %19 ], [ 0.000000e+00, %8 ], [ 0.000000e+00, %39 ], [ %188, %186 ]
  %194 = bitcast double %193 to i64
  %195 = trunc i64 %194 to i32
  %196 = lshr i64 %194, 32
  %197 = trunc nuw i64 %196 to i32
  %198 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %195, i32 16, i32 31)
  %199 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %197, i32 16, i32 31)
  %200 = zext i32 %199 to i64
  %201 = shl nuw i64 %200, 32
  %202 = zext i32 %198 to i64
  %203 = or disjoint i64 %201, %202
  %204 = bitcast i64 %203 to double
  %205 = fadd contract double %193, %204
  %206 = bitcast double %192 to i64
  %207 = trunc i64 %206 to i32
  %208 = lshr i64 %206, 32
  %209 = trunc nuw i64 %208 to i32
  %210 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %207, i32 16, i32 31)
  %211 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %209, i32 16, i32 31)
  %212 = zext i32 %211 to i64
  %213 = shl nuw i64 %212, 32
  %214 = zext i32 %210 to i64
  %215 = or disjoint i64 %213, %214
  %216 = bitcast i64 %215 to double
  %217 = tail call noundef double @llvm.maxnum.f64(double %192, double %216)
  %218 = bitcast double %205 to i64
  %219 = trunc i64 %218 to i32
  %220 = lshr i64 %218, 32
  %221 = trunc nuw i64 %220 to i32
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %219, i32 8, i32 31)
  %223 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %221, i32 8, i32 31)
  %224 = zext i32 %223 to i64
  %225 = shl nuw i64 %224, 32
  %226 = zext i32 %222 to i64
  %227 = or disjoint i64 %225, %226
  %228 = bitcast i64 %227 to double
  %229 = fadd contract double %205, %228
  %230 = bitcast double %217 to i64
  %231 = trunc i64 %230 to i32
  %232 = lshr i64 %230, 32
  %233 = trunc nuw i64 %232 to i32
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %231, i32 8, i32 31)
  %235 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %233, i32 8, i32 31)
  %236 = zext i32 %235 to i64
  %237 = shl nuw i64 %236, 32
  %238 = zext i32 %234 to i64
  %239 = or disjoint i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = tail call noundef double @llvm.maxnum.f64(double %217, double %240)
  %242 = bitcast double %229 to i64
  %243 = trunc i64 %242 to i32
  %244 = lshr i64 %242, 32
  %245 = trunc nuw i64 %244 to i32
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %243, i32 4, i32 31)
  %247 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %245, i32 4, i32 31)
  %248 = zext i32 %247 to i64
  %249 = shl nuw i64 %248, 32
  %250 = zext i32 %246 to i64
  %251 = or disjoint i64 %249, %250
  %252 = bitcast i64 %251 to double
  %253 = fadd contract double %229, %252
  %254 = bitcast double %241 to i64
  %255 = trunc i64 %254 to i32
  %256 = lshr i64 %254, 32
  %257 = trunc nuw i64 %256 to i32
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %255, i32 4, i32 31)
  %259 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %257, i32 4, i32 31)
  %260 = zext i32 %259 to i64
  %261 = shl nuw i64 %260, 32
  %262 = zext i32 %258 to i64
  %263 = or disjoint i64 %261, %262
  %264 = bitcast i64 %263 to double
  %265 = tail call noundef double @llvm.maxnum.f64(double %241, double %264)
  %266 = bitcast double %253 to i64
  %267 = trunc i64 %266 to i32
  %268 = lshr i64 %266, 32
  %269 = trunc nuw i64 %268 to i32
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %267, i32 2, i32 31)
  %271 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %269, i32 2, i32 31)
  %272 = zext i32 %271 to i64
  %273 = shl nuw i64 %272, 32
  %274 = zext i32 %270 to i64
  %275 = or disjoint i64 %273, %274
  %276 = bitcast i64 %275 to double
  %277 = fadd contract double %253, %276
  %278 = bitcast double %265 to i64
  %279 = trunc i64 %278 to i32
  %280 = lshr i64 %278, 32
  %281 = trunc nuw i64 %280 to i32
  %282 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %279, i32 2, i32 31)
  %283 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %281, i32 2, i32 31)
  %284 = zext i32 %283 to i64
  %285 = shl nuw i64 %284, 32
  %286 = zext i32 %282 to i64
  %287 = or disjoint i64 %285, %286
  %288 = bitcast i64 %287 to double
  %289 = tail call noundef double @llvm.maxnum.f64(double %265, double %288)
  %290 = bitcast double %277 to i64
  %291 = trunc i64 %290 to i32
  %292 = lshr i64 %290, 32
  %293 = trunc nuw i64 %292 to i32
  %294 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %291, i32 1, i32 31)
  %295 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %293, i32 1, i32 31)
  %296 = bitcast double %289 to i64
  %297 = trunc i64 %296 to i32
  %298 = lshr i64 %296, 32
  %299 = trunc nuw i64 %298 to i32
  %300 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %297, i32 1, i32 31)
  %301 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %299, i32 1, i32 31)
  %302 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %303 = and i32 %302, 31
  %304 = icmp eq i32 %303, 0
  br i1 %304, label %305, label %322

305:                                              ; preds = %191
  %306 = zext i32 %301 to i64
  %307 = shl nuw i64 %306, 32
  %308 = zext i32 %300 to i64
  %309 = or disjoint i64 %307, %308
  %310 = bitcast i64 %309 to double
  %311 = tail call noundef double @llvm.maxnum.f64(double %289, double %310)
  %312 = zext i32 %295 to i64
  %313 = shl nuw i64 %312, 32
  %314 = zext i32 %294 to i64
  %315 = or disjoint i64 %313, %314
  %316 = bitcast i64 %315 to double
  %317 = fadd contract double %277, %316
  %318 = lshr exact i32 %302, 5
  %319 = zext nneg i32 %318 to i64
  %320 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %319
  %321 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %319
  store double %317, ptr %321, align 8, !tbaa !25
  store double %311, ptr %320, align 8, !tbaa !25
  br label %322

322:                                              ; preds = %305, %191
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %323 = icmp eq i32 %302, 0
  br i1 %323, label %324, label %433

324:                                              ; preds = %322
  %325 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %326 = add nuw nsw i32 %325, 31
  %327 = lshr i32 %326, 5
  %328 = add nsw i32 %327, -1
  %329 = and i32 %327, 7
  %330 = icmp ult i32 %328, 7
  br i1 %330, label %335, label %331

331:                                              ; preds = %324
  %332 = and i32 %327, 120
  br label %362

333:                                              ; preds = %362
  %334 = icmp eq i32 %329, 0
  br i1 %334, label %355, label %335

335:                                              ; preds = %333, %324
  %336 = phi i32 [ 0, %324 ], [ %430, %333 ]
  %337 = phi double [ 0.000000e+00, %324 ], [ %429, %333 ]
  %338 = phi double [ 0.000000e+00, %324 ], [ %426, %333 ]
  %339 = icmp ne i32 %329, 0
  tail call void @llvm.assume(i1 %339)
  br label %340

340:                                              ; preds = %340, %335
  %341 = phi i32 [ %352, %340 ], [ %336, %335 ]
  %342 = phi double [ %351, %340 ], [ %337, %335 ]
  %343 = phi double [ %348, %340 ], [ %338, %335 ]
  %344 = phi i32 [ %353, %340 ], [ 0, %335 ]
  %345 = zext nneg i32 %341 to i64
  %346 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %345
  %347 = load double, ptr %346, align 8, !tbaa !25
  %348 = fadd contract double %343, %347
  %349 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %345
  %350 = load double, ptr %349, align 8, !tbaa !25
  %351 = tail call noundef double @llvm.maxnum.f64(double %342, double %350)
  %352 = add nuw nsw i32 %341, 1
  %353 = add i32 %344, 1
  %354 = icmp eq i32 %353, %329
  br i1 %354, label %355, label %340, !llvm.loop !27

355:                                              ; preds = %340, %333
  %356 = phi double [ %426, %333 ], [ %348, %340 ]
  %357 = phi double [ %429, %333 ], [ %351, %340 ]
  %358 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %359 = zext nneg i32 %358 to i64
  %360 = getelementptr inbounds nuw %struct.double2.0, ptr %4, i64 %359
  store double %356, ptr %360, align 16, !tbaa !25
  %361 = getelementptr inbounds nuw i8, ptr %360, i64 8
  store double %357, ptr %361, align 8, !tbaa !25
  br label %433

362:                                              ; preds = %362, %331
  %363 = phi i32 [ 0, %331 ], [ %430, %362 ]
  %364 = phi double [ 0.000000e+00, %331 ], [ %429, %362 ]
  %365 = phi double [ 0.000000e+00, %331 ], [ %426, %362 ]
  %366 = phi i32 [ 0, %331 ], [ %431, %362 ]
  %367 = zext nneg i32 %363 to i64
  %368 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %367
  %369 = load double, ptr %368, align 8, !tbaa !25
  %370 = fadd contract double %365, %369
  %371 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %367
  %372 = load double, ptr %371, align 8, !tbaa !25
  %373 = tail call noundef double @llvm.maxnum.f64(double %364, double %372)
  %374 = or disjoint i32 %363, 1
  %375 = zext nneg i32 %374 to i64
  %376 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %375
  %377 = load double, ptr %376, align 8, !tbaa !25
  %378 = fadd contract double %370, %377
  %379 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %375
  %380 = load double, ptr %379, align 8, !tbaa !25
  %381 = tail call noundef double @llvm.maxnum.f64(double %373, double %380)
  %382 = or disjoint i32 %363, 2
  %383 = zext nneg i32 %382 to i64
  %384 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %383
  %385 = load double, ptr %384, align 8, !tbaa !25
  %386 = fadd contract double %378, %385
  %387 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %383
  %388 = load double, ptr %387, align 8, !tbaa !25
  %389 = tail call noundef double @llvm.maxnum.f64(double %381, double %388)
  %390 = or disjoint i32 %363, 3
  %391 = zext nneg i32 %390 to i64
  %392 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %391
  %393 = load double, ptr %392, align 8, !tbaa !25
  %394 = fadd contract double %386, %393
  %395 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %391
  %396 = load double, ptr %395, align 8, !tbaa !25
  %397 = tail call noundef double @llvm.maxnum.f64(double %389, double %396)
  %398 = or disjoint i32 %363, 4
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %399
  %401 = load double, ptr %400, align 8, !tbaa !25
  %402 = fadd contract double %394, %401
  %403 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %399
  %404 = load double, ptr %403, align 8, !tbaa !25
  %405 = tail call noundef double @llvm.maxnum.f64(double %397, double %404)
  %406 = or disjoint i32 %363, 5
  %407 = zext nneg i32 %406 to i64
  %408 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %407
  %409 = load double, ptr %408, align 8, !tbaa !25
  %410 = fadd contract double %402, %409
  %411 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %407
  %412 = load double, ptr %411, align 8, !tbaa !25
  %413 = tail call noundef double @llvm.maxnum.f64(double %405, double %412)
  %414 = or disjoint i32 %363, 6
  %415 = zext nneg i32 %414 to i64
  %416 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %415
  %417 = load double, ptr %416, align 8, !tbaa !25
  %418 = fadd contract double %410, %417
  %419 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %415
  %420 = load double, ptr %419, align 8, !tbaa !25
  %421 = tail call noundef double @llvm.maxnum.f64(double %413, double %420)
  %422 = or disjoint i32 %363, 7
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_sum to ptr), i64 %423
  %425 = load double, ptr %424, align 8, !tbaa !25
  %426 = fadd contract double %418, %425
  %427 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ18mac_residual_normsE5s_max to ptr), i64 %423
  %428 = load double, ptr %427, align 8, !tbaa !25
  %429 = tail call noundef double @llvm.maxnum.f64(double %421, double %428)
  %430 = add nuw nsw i32 %363, 8
  %431 = add i32 %366, 8
  %432 = icmp eq i32 %431, %332
  br i1 %432, label %333, label %362, !llvm.loop !29

433:                                              ; preds = %355, %322
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!21 = !{!12, !13, i64 28}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !8, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !23}
