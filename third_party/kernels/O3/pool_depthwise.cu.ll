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

49:                                               ; preds = %80, %12
  ret void

50:                                               ; preds = %41, %80
  %51 = phi i64 [ %39, %41 ], [ %87, %80 ]
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
  br i1 %72, label %73, label %80

73:                                               ; preds = %50
  %74 = icmp slt i32 %69, %71
  %75 = sub i32 %71, %69
  %76 = and i32 %75, 3
  %77 = icmp eq i32 %76, 0
  %78 = sub i32 %69, %71
  %79 = icmp ugt i32 %78, -4
  br label %89

80:                                               ; preds = %125, %50
  %81 = phi float [ 0xFFF0000000000000, %50 ], [ %126, %125 ]
  %82 = phi i32 [ -1, %50 ], [ %127, %125 ]
  %83 = icmp sgt i32 %82, -1
  %84 = select contract i1 %83, float %81, float 0.000000e+00
  %85 = getelementptr inbounds nuw float, ptr %1, i64 %51
  store float %84, ptr %85, align 4, !tbaa !11
  %86 = getelementptr inbounds nuw i32, ptr %2, i64 %51
  store i32 %82, ptr %86, align 4, !tbaa !6
  %87 = add i64 %51, %48
  %88 = icmp ult i64 %87, %26
  br i1 %88, label %50, label %49, !llvm.loop !13

89:                                               ; preds = %73, %125
  %90 = phi i32 [ %66, %73 ], [ %128, %125 ]
  %91 = phi i32 [ -1, %73 ], [ %127, %125 ]
  %92 = phi float [ 0xFFF0000000000000, %73 ], [ %126, %125 ]
  %93 = zext nneg i32 %90 to i64
  %94 = mul nsw i64 %93, %45
  %95 = getelementptr inbounds nuw float, ptr %61, i64 %94
  br i1 %74, label %96, label %125

96:                                               ; preds = %89
  %97 = mul nsw i32 %90, %6
  br i1 %77, label %119, label %98

98:                                               ; preds = %96, %113
  %99 = phi i32 [ %116, %113 ], [ %69, %96 ]
  %100 = phi i32 [ %115, %113 ], [ %91, %96 ]
  %101 = phi float [ %114, %113 ], [ %92, %96 ]
  %102 = phi i32 [ %117, %113 ], [ 0, %96 ]
  %103 = zext nneg i32 %99 to i64
  %104 = getelementptr inbounds nuw float, ptr %95, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = fcmp contract ogt float %105, %101
  br i1 %106, label %111, label %107

107:                                              ; preds = %98
  %108 = icmp slt i32 %100, 0
  %109 = fcmp contract ord float %105, 0.000000e+00
  %110 = and i1 %108, %109
  br i1 %110, label %111, label %113

111:                                              ; preds = %107, %98
  %112 = add nsw i32 %99, %97
  br label %113

113:                                              ; preds = %111, %107
  %114 = phi float [ %105, %111 ], [ %101, %107 ]
  %115 = phi i32 [ %112, %111 ], [ %100, %107 ]
  %116 = add nuw nsw i32 %99, 1
  %117 = add i32 %102, 1
  %118 = icmp eq i32 %117, %76
  br i1 %118, label %119, label %98, !llvm.loop !15

119:                                              ; preds = %113, %96
  %120 = phi i32 [ %69, %96 ], [ %116, %113 ]
  %121 = phi i32 [ %91, %96 ], [ %115, %113 ]
  %122 = phi float [ %92, %96 ], [ %114, %113 ]
  %123 = phi float [ poison, %96 ], [ %114, %113 ]
  %124 = phi i32 [ poison, %96 ], [ %115, %113 ]
  br i1 %79, label %125, label %130

125:                                              ; preds = %119, %186, %89
  %126 = phi float [ %92, %89 ], [ %123, %119 ], [ %187, %186 ]
  %127 = phi i32 [ %91, %89 ], [ %124, %119 ], [ %188, %186 ]
  %128 = add nuw nsw i32 %90, 1
  %129 = icmp slt i32 %128, %68
  br i1 %129, label %89, label %80, !llvm.loop !17

130:                                              ; preds = %119, %186
  %131 = phi i32 [ %189, %186 ], [ %120, %119 ]
  %132 = phi i32 [ %188, %186 ], [ %121, %119 ]
  %133 = phi float [ %187, %186 ], [ %122, %119 ]
  %134 = zext nneg i32 %131 to i64
  %135 = getelementptr inbounds nuw float, ptr %95, i64 %134
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = fcmp contract ogt float %136, %133
  br i1 %137, label %142, label %138

138:                                              ; preds = %130
  %139 = icmp slt i32 %132, 0
  %140 = fcmp contract ord float %136, 0.000000e+00
  %141 = and i1 %139, %140
  br i1 %141, label %142, label %144

142:                                              ; preds = %138, %130
  %143 = add nsw i32 %131, %97
  br label %144

144:                                              ; preds = %142, %138
  %145 = phi float [ %136, %142 ], [ %133, %138 ]
  %146 = phi i32 [ %143, %142 ], [ %132, %138 ]
  %147 = add nuw nsw i32 %131, 1
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw float, ptr %95, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = fcmp contract ogt float %150, %145
  br i1 %151, label %156, label %152

152:                                              ; preds = %144
  %153 = icmp slt i32 %146, 0
  %154 = fcmp contract ord float %150, 0.000000e+00
  %155 = and i1 %153, %154
  br i1 %155, label %156, label %158

156:                                              ; preds = %152, %144
  %157 = add nsw i32 %147, %97
  br label %158

158:                                              ; preds = %156, %152
  %159 = phi float [ %150, %156 ], [ %145, %152 ]
  %160 = phi i32 [ %157, %156 ], [ %146, %152 ]
  %161 = add nuw nsw i32 %131, 2
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw float, ptr %95, i64 %162
  %164 = load float, ptr %163, align 4, !tbaa !11
  %165 = fcmp contract ogt float %164, %159
  br i1 %165, label %170, label %166

166:                                              ; preds = %158
  %167 = icmp slt i32 %160, 0
  %168 = fcmp contract ord float %164, 0.000000e+00
  %169 = and i1 %167, %168
  br i1 %169, label %170, label %172

170:                                              ; preds = %166, %158
  %171 = add nsw i32 %161, %97
  br label %172

172:                                              ; preds = %170, %166
  %173 = phi float [ %164, %170 ], [ %159, %166 ]
  %174 = phi i32 [ %171, %170 ], [ %160, %166 ]
  %175 = add nuw nsw i32 %131, 3
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds nuw float, ptr %95, i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = fcmp contract ogt float %178, %173
  br i1 %179, label %184, label %180

180:                                              ; preds = %172
  %181 = icmp slt i32 %174, 0
  %182 = fcmp contract ord float %178, 0.000000e+00
  %183 = and i1 %181, %182
  br i1 %183, label %184, label %186

184:                                              ; preds = %180, %172
  %185 = add nsw i32 %175, %97
  br label %186

186:                                              ; preds = %184, %180
  %187 = phi float [ %178, %184 ], [ %173, %180 ]
  %188 = phi i32 [ %185, %184 ], [ %174, %180 ]
  %189 = add nuw nsw i32 %131, 4
  %190 = icmp slt i32 %189, %71
  br i1 %190, label %130, label %125, !llvm.loop !18
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

51:                                               ; preds = %124, %12
  ret void

52:                                               ; preds = %41, %124
  %53 = phi i64 [ %39, %41 ], [ %127, %124 ]
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
  br i1 %85, label %124, label %86

86:                                               ; preds = %80
  %87 = sdiv i32 %65, %14
  %88 = tail call noundef i32 @llvm.smin.i32(i32 %87, i32 %46)
  %89 = icmp sgt i32 %81, %88
  %90 = add i32 %88, 1
  %91 = sub i32 %90, %81
  %92 = sub i32 %88, %81
  %93 = and i32 %91, 3
  %94 = icmp eq i32 %93, 0
  %95 = icmp ult i32 %92, 3
  br label %96

96:                                               ; preds = %86, %129
  %97 = phi i32 [ %72, %86 ], [ %131, %129 ]
  %98 = phi float [ 0.000000e+00, %86 ], [ %130, %129 ]
  br i1 %89, label %129, label %99

99:                                               ; preds = %96
  %100 = sext i32 %97 to i64
  %101 = mul nsw i64 %100, %47
  br i1 %94, label %120, label %102

102:                                              ; preds = %99, %115
  %103 = phi i32 [ %117, %115 ], [ %81, %99 ]
  %104 = phi float [ %116, %115 ], [ %98, %99 ]
  %105 = phi i32 [ %118, %115 ], [ 0, %99 ]
  %106 = sext i32 %103 to i64
  %107 = add nsw i64 %101, %106
  %108 = getelementptr inbounds nuw i32, ptr %84, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  %110 = icmp eq i32 %109, %63
  br i1 %110, label %111, label %115

111:                                              ; preds = %102
  %112 = getelementptr inbounds nuw float, ptr %83, i64 %107
  %113 = load float, ptr %112, align 4, !tbaa !11
  %114 = fadd contract float %104, %113
  br label %115

115:                                              ; preds = %111, %102
  %116 = phi float [ %114, %111 ], [ %104, %102 ]
  %117 = add i32 %103, 1
  %118 = add i32 %105, 1
  %119 = icmp eq i32 %118, %93
  br i1 %119, label %120, label %102, !llvm.loop !19

120:                                              ; preds = %115, %99
  %121 = phi float [ poison, %99 ], [ %116, %115 ]
  %122 = phi i32 [ %81, %99 ], [ %117, %115 ]
  %123 = phi float [ %98, %99 ], [ %116, %115 ]
  br i1 %95, label %129, label %133

124:                                              ; preds = %129, %80
  %125 = phi float [ 0.000000e+00, %80 ], [ %130, %129 ]
  %126 = getelementptr inbounds nuw float, ptr %2, i64 %53
  store float %125, ptr %126, align 4, !tbaa !11
  %127 = add i64 %53, %50
  %128 = icmp ult i64 %127, %26
  br i1 %128, label %52, label %51, !llvm.loop !20

129:                                              ; preds = %120, %181, %96
  %130 = phi float [ %98, %96 ], [ %121, %120 ], [ %182, %181 ]
  %131 = add i32 %97, 1
  %132 = icmp eq i32 %97, %74
  br i1 %132, label %124, label %96, !llvm.loop !21

133:                                              ; preds = %120, %181
  %134 = phi i32 [ %183, %181 ], [ %122, %120 ]
  %135 = phi float [ %182, %181 ], [ %123, %120 ]
  %136 = sext i32 %134 to i64
  %137 = add nsw i64 %101, %136
  %138 = getelementptr inbounds nuw i32, ptr %84, i64 %137
  %139 = load i32, ptr %138, align 4, !tbaa !6
  %140 = icmp eq i32 %139, %63
  br i1 %140, label %141, label %145

141:                                              ; preds = %133
  %142 = getelementptr inbounds nuw float, ptr %83, i64 %137
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = fadd contract float %135, %143
  br label %145

145:                                              ; preds = %141, %133
  %146 = phi float [ %144, %141 ], [ %135, %133 ]
  %147 = add i32 %134, 1
  %148 = sext i32 %147 to i64
  %149 = add nsw i64 %101, %148
  %150 = getelementptr inbounds nuw i32, ptr %84, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = icmp eq i32 %151, %63
  br i1 %152, label %153, label %157

153:                                              ; preds = %145
  %154 = getelementptr inbounds nuw float, ptr %83, i64 %149
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = fadd contract float %146, %155
  br label %157

157:                                              ; preds = %153, %145
  %158 = phi float [ %156, %153 ], [ %146, %145 ]
  %159 = add i32 %134, 2
  %160 = sext i32 %159 to i64
  %161 = add nsw i64 %101, %160
  %162 = getelementptr inbounds nuw i32, ptr %84, i64 %161
  %163 = load i32, ptr %162, align 4, !tbaa !6
  %164 = icmp eq i32 %163, %63
  br i1 %164, label %165, label %169

165:                                              ; preds = %157
  %166 = getelementptr inbounds nuw float, ptr %83, i64 %161
  %167 = load float, ptr %166, align 4, !tbaa !11
  %168 = fadd contract float %158, %167
  br label %169

169:                                              ; preds = %165, %157
  %170 = phi float [ %168, %165 ], [ %158, %157 ]
  %171 = add i32 %134, 3
  %172 = sext i32 %171 to i64
  %173 = add nsw i64 %101, %172
  %174 = getelementptr inbounds nuw i32, ptr %84, i64 %173
  %175 = load i32, ptr %174, align 4, !tbaa !6
  %176 = icmp eq i32 %175, %63
  br i1 %176, label %177, label %181

177:                                              ; preds = %169
  %178 = getelementptr inbounds nuw float, ptr %83, i64 %173
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fadd contract float %170, %179
  br label %181

181:                                              ; preds = %177, %169
  %182 = phi float [ %180, %177 ], [ %170, %169 ]
  %183 = add i32 %134, 4
  %184 = icmp eq i32 %171, %88
  br i1 %184, label %129, label %133, !llvm.loop !22
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
  br i1 %19, label %378, label %20

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
  br i1 %32, label %33, label %378

33:                                               ; preds = %20
  %34 = sext i32 %7 to i64
  %35 = sext i32 %13 to i64
  %36 = getelementptr float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4, !tbaa !11
  %38 = getelementptr float, ptr %36, i64 %34
  %39 = load float, ptr %38, align 4, !tbaa !11
  %40 = shl nsw i64 %34, 3
  %41 = getelementptr i8, ptr %36, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = mul nsw i64 %34, 12
  %44 = getelementptr i8, ptr %36, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !11
  %46 = shl nsw i64 %34, 4
  %47 = getelementptr i8, ptr %36, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = mul nsw i64 %34, 20
  %50 = getelementptr i8, ptr %36, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = mul nsw i64 %34, 24
  %53 = getelementptr i8, ptr %36, i64 %52
  %54 = load float, ptr %53, align 4, !tbaa !11
  %55 = mul nsw i64 %34, 28
  %56 = getelementptr i8, ptr %36, i64 %55
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = shl nsw i64 %34, 5
  %59 = getelementptr i8, ptr %36, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = getelementptr inbounds float, ptr %2, i64 %35
  %62 = load float, ptr %61, align 4, !tbaa !11
  %63 = zext nneg i32 %24 to i64
  %64 = zext nneg i32 %5 to i64
  %65 = zext nneg i32 %6 to i64
  %66 = mul nuw nsw i64 %65, %64
  %67 = mul i64 %66, %63
  %68 = add nsw i32 %27, -1
  %69 = add nsw i32 %18, -1
  %70 = getelementptr float, ptr %0, i64 %35
  %71 = icmp sgt i32 %27, 0
  %72 = icmp sle i32 %27, %5
  %73 = zext nneg i32 %68 to i64
  %74 = mul nuw nsw i64 %73, %65
  %75 = add i64 %74, %67
  br i1 %71, label %76, label %86

76:                                               ; preds = %33
  %77 = add nsw i32 %18, -1
  %78 = icmp ult i32 %77, %6
  %79 = select i1 %72, i1 %78, i1 false
  br i1 %79, label %80, label %86

80:                                               ; preds = %76
  %81 = zext nneg i32 %69 to i64
  %82 = add i64 %75, %81
  %83 = mul i64 %82, %34
  %84 = getelementptr float, ptr %70, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  br label %86

86:                                               ; preds = %33, %76, %80
  %87 = phi contract float [ %85, %80 ], [ 0.000000e+00, %33 ], [ 0.000000e+00, %76 ]
  %88 = and i1 %71, %72
  br i1 %88, label %89, label %95

89:                                               ; preds = %86
  %90 = zext nneg i32 %18 to i64
  %91 = add i64 %75, %90
  %92 = mul i64 %91, %34
  %93 = getelementptr float, ptr %70, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %86, %89
  %96 = phi contract float [ %94, %89 ], [ 0.000000e+00, %86 ]
  %97 = add nuw nsw i32 %18, 1
  %98 = icmp samesign ult i32 %97, %6
  %99 = and i1 %71, %72
  %100 = select i1 %99, i1 %98, i1 false
  br i1 %100, label %101, label %107

101:                                              ; preds = %95
  %102 = zext nneg i32 %97 to i64
  %103 = add i64 %75, %102
  %104 = mul i64 %103, %34
  %105 = getelementptr float, ptr %70, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !11
  br label %107

107:                                              ; preds = %101, %95
  %108 = phi contract float [ %106, %101 ], [ 0.000000e+00, %95 ]
  %109 = icmp sgt i32 %27, -1
  %110 = icmp slt i32 %27, %5
  %111 = zext nneg i32 %27 to i64
  %112 = mul nuw nsw i64 %111, %65
  %113 = add i64 %112, %67
  br i1 %109, label %114, label %124

114:                                              ; preds = %107
  %115 = add nsw i32 %18, -1
  %116 = icmp ult i32 %115, %6
  %117 = select i1 %110, i1 %116, i1 false
  br i1 %117, label %118, label %124

118:                                              ; preds = %114
  %119 = zext nneg i32 %69 to i64
  %120 = add i64 %113, %119
  %121 = mul i64 %120, %34
  %122 = getelementptr float, ptr %70, i64 %121
  %123 = load float, ptr %122, align 4, !tbaa !11
  br label %124

124:                                              ; preds = %118, %114, %107
  %125 = phi contract float [ %123, %118 ], [ 0.000000e+00, %107 ], [ 0.000000e+00, %114 ]
  %126 = icmp ult i32 %27, %5
  br i1 %126, label %127, label %133

127:                                              ; preds = %124
  %128 = zext nneg i32 %18 to i64
  %129 = add i64 %113, %128
  %130 = mul i64 %129, %34
  %131 = getelementptr float, ptr %70, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !11
  br label %133

133:                                              ; preds = %124, %127
  %134 = phi contract float [ %132, %127 ], [ 0.000000e+00, %124 ]
  %135 = icmp samesign ult i32 %97, %6
  %136 = icmp ult i32 %27, %5
  %137 = select i1 %136, i1 %135, i1 false
  br i1 %137, label %138, label %144

138:                                              ; preds = %133
  %139 = zext nneg i32 %97 to i64
  %140 = add i64 %113, %139
  %141 = mul i64 %140, %34
  %142 = getelementptr float, ptr %70, i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !11
  br label %144

144:                                              ; preds = %138, %133
  %145 = phi contract float [ %143, %138 ], [ 0.000000e+00, %133 ]
  %146 = or disjoint i32 %27, 1
  %147 = icmp sgt i32 %27, -1
  %148 = icmp slt i32 %146, %5
  %149 = zext nneg i32 %146 to i64
  %150 = mul nuw nsw i64 %149, %65
  %151 = add i64 %150, %67
  br i1 %147, label %152, label %162

152:                                              ; preds = %144
  %153 = add nsw i32 %18, -1
  %154 = icmp ult i32 %153, %6
  %155 = select i1 %148, i1 %154, i1 false
  br i1 %155, label %156, label %162

156:                                              ; preds = %152
  %157 = zext nneg i32 %69 to i64
  %158 = add i64 %151, %157
  %159 = mul i64 %158, %34
  %160 = getelementptr float, ptr %70, i64 %159
  %161 = load float, ptr %160, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %156, %152, %144
  %163 = phi i1 [ %148, %156 ], [ false, %144 ], [ %148, %152 ]
  %164 = phi contract float [ %161, %156 ], [ 0.000000e+00, %144 ], [ 0.000000e+00, %152 ]
  br i1 %163, label %165, label %171

165:                                              ; preds = %162
  %166 = zext nneg i32 %18 to i64
  %167 = add i64 %151, %166
  %168 = mul i64 %167, %34
  %169 = getelementptr float, ptr %70, i64 %168
  %170 = load float, ptr %169, align 4, !tbaa !11
  br label %171

171:                                              ; preds = %162, %165
  %172 = phi contract float [ %170, %165 ], [ 0.000000e+00, %162 ]
  %173 = icmp samesign ult i32 %97, %6
  %174 = select i1 %147, i1 %148, i1 false
  %175 = select i1 %174, i1 %173, i1 false
  br i1 %175, label %176, label %182

176:                                              ; preds = %171
  %177 = zext nneg i32 %97 to i64
  %178 = add i64 %151, %177
  %179 = mul i64 %178, %34
  %180 = getelementptr float, ptr %70, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !11
  br label %182

182:                                              ; preds = %176, %171
  %183 = phi contract float [ %181, %176 ], [ 0.000000e+00, %171 ]
  %184 = or disjoint i32 %27, 2
  %185 = icmp sgt i32 %27, -1
  %186 = icmp slt i32 %184, %5
  %187 = zext nneg i32 %184 to i64
  %188 = mul nuw nsw i64 %187, %65
  %189 = add i64 %188, %67
  br i1 %185, label %190, label %200

190:                                              ; preds = %182
  %191 = add nsw i32 %18, -1
  %192 = icmp ult i32 %191, %6
  %193 = select i1 %186, i1 %192, i1 false
  br i1 %193, label %194, label %200

194:                                              ; preds = %190
  %195 = zext nneg i32 %69 to i64
  %196 = add i64 %189, %195
  %197 = mul i64 %196, %34
  %198 = getelementptr float, ptr %70, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !11
  br label %200

200:                                              ; preds = %194, %190, %182
  %201 = phi i1 [ %186, %194 ], [ false, %182 ], [ %186, %190 ]
  %202 = phi contract float [ %199, %194 ], [ 0.000000e+00, %182 ], [ 0.000000e+00, %190 ]
  br i1 %201, label %203, label %209

203:                                              ; preds = %200
  %204 = zext nneg i32 %18 to i64
  %205 = add i64 %189, %204
  %206 = mul i64 %205, %34
  %207 = getelementptr float, ptr %70, i64 %206
  %208 = load float, ptr %207, align 4, !tbaa !11
  br label %209

209:                                              ; preds = %200, %203
  %210 = phi contract float [ %208, %203 ], [ 0.000000e+00, %200 ]
  %211 = icmp samesign ult i32 %97, %6
  %212 = select i1 %185, i1 %186, i1 false
  %213 = select i1 %212, i1 %211, i1 false
  br i1 %213, label %214, label %220

214:                                              ; preds = %209
  %215 = zext nneg i32 %97 to i64
  %216 = add i64 %189, %215
  %217 = mul i64 %216, %34
  %218 = getelementptr float, ptr %70, i64 %217
  %219 = load float, ptr %218, align 4, !tbaa !11
  br label %220

220:                                              ; preds = %214, %209
  %221 = phi contract float [ %219, %214 ], [ 0.000000e+00, %209 ]
  %222 = or disjoint i32 %27, 3
  %223 = icmp sgt i32 %27, -1
  %224 = icmp slt i32 %222, %5
  %225 = zext nneg i32 %222 to i64
  %226 = mul nuw nsw i64 %225, %65
  %227 = add i64 %226, %67
  br i1 %223, label %228, label %238

228:                                              ; preds = %220
  %229 = add nsw i32 %18, -1
  %230 = icmp ult i32 %229, %6
  %231 = select i1 %224, i1 %230, i1 false
  br i1 %231, label %232, label %238

232:                                              ; preds = %228
  %233 = zext nneg i32 %69 to i64
  %234 = add i64 %227, %233
  %235 = mul i64 %234, %34
  %236 = getelementptr float, ptr %70, i64 %235
  %237 = load float, ptr %236, align 4, !tbaa !11
  br label %238

238:                                              ; preds = %232, %228, %220
  %239 = phi i1 [ %224, %232 ], [ false, %220 ], [ %224, %228 ]
  %240 = phi contract float [ %237, %232 ], [ 0.000000e+00, %220 ], [ 0.000000e+00, %228 ]
  br i1 %239, label %241, label %247

241:                                              ; preds = %238
  %242 = zext nneg i32 %18 to i64
  %243 = add i64 %227, %242
  %244 = mul i64 %243, %34
  %245 = getelementptr float, ptr %70, i64 %244
  %246 = load float, ptr %245, align 4, !tbaa !11
  br label %247

247:                                              ; preds = %238, %241
  %248 = phi contract float [ %246, %241 ], [ 0.000000e+00, %238 ]
  %249 = icmp samesign ult i32 %97, %6
  %250 = select i1 %223, i1 %224, i1 false
  %251 = select i1 %250, i1 %249, i1 false
  br i1 %251, label %252, label %258

252:                                              ; preds = %247
  %253 = zext nneg i32 %97 to i64
  %254 = add i64 %227, %253
  %255 = mul i64 %254, %34
  %256 = getelementptr float, ptr %70, i64 %255
  %257 = load float, ptr %256, align 4, !tbaa !11
  br label %258

258:                                              ; preds = %252, %247
  %259 = phi contract float [ %257, %252 ], [ 0.000000e+00, %247 ]
  %260 = add nsw i32 %27, 4
  %261 = icmp sgt i32 %27, -5
  %262 = icmp slt i32 %260, %5
  %263 = zext nneg i32 %260 to i64
  %264 = mul nuw nsw i64 %263, %65
  %265 = add i64 %264, %67
  br i1 %261, label %266, label %276

266:                                              ; preds = %258
  %267 = add nsw i32 %18, -1
  %268 = icmp ult i32 %267, %6
  %269 = select i1 %262, i1 %268, i1 false
  br i1 %269, label %270, label %276

270:                                              ; preds = %266
  %271 = zext nneg i32 %69 to i64
  %272 = add i64 %265, %271
  %273 = mul i64 %272, %34
  %274 = getelementptr float, ptr %70, i64 %273
  %275 = load float, ptr %274, align 4, !tbaa !11
  br label %276

276:                                              ; preds = %270, %266, %258
  %277 = phi i1 [ %262, %270 ], [ false, %258 ], [ %262, %266 ]
  %278 = phi contract float [ %275, %270 ], [ 0.000000e+00, %258 ], [ 0.000000e+00, %266 ]
  br i1 %277, label %279, label %285

279:                                              ; preds = %276
  %280 = zext nneg i32 %18 to i64
  %281 = add i64 %265, %280
  %282 = mul i64 %281, %34
  %283 = getelementptr float, ptr %70, i64 %282
  %284 = load float, ptr %283, align 4, !tbaa !11
  br label %285

285:                                              ; preds = %276, %279
  %286 = phi contract float [ %284, %279 ], [ 0.000000e+00, %276 ]
  %287 = icmp samesign ult i32 %97, %6
  %288 = select i1 %261, i1 %262, i1 false
  %289 = select i1 %288, i1 %287, i1 false
  br i1 %289, label %290, label %296

290:                                              ; preds = %285
  %291 = zext nneg i32 %97 to i64
  %292 = add i64 %265, %291
  %293 = mul i64 %292, %34
  %294 = getelementptr float, ptr %70, i64 %293
  %295 = load float, ptr %294, align 4, !tbaa !11
  br label %296

296:                                              ; preds = %290, %285
  %297 = phi contract float [ %295, %290 ], [ 0.000000e+00, %285 ]
  %298 = getelementptr float, ptr %3, i64 %35
  %299 = zext nneg i32 %18 to i64
  %300 = add i64 %67, %299
  br i1 %110, label %301, label %318

301:                                              ; preds = %296
  %302 = tail call noundef float @llvm.fma.f32(float %87, float %37, float %62)
  %303 = tail call noundef float @llvm.fma.f32(float %96, float %39, float %302)
  %304 = tail call noundef float @llvm.fma.f32(float %108, float %42, float %303)
  %305 = tail call noundef float @llvm.fma.f32(float %125, float %45, float %304)
  %306 = tail call noundef float @llvm.fma.f32(float %134, float %48, float %305)
  %307 = tail call noundef float @llvm.fma.f32(float %145, float %51, float %306)
  %308 = tail call noundef float @llvm.fma.f32(float %164, float %54, float %307)
  %309 = tail call noundef float @llvm.fma.f32(float %172, float %57, float %308)
  %310 = tail call noundef float @llvm.fma.f32(float %183, float %60, float %309)
  %311 = tail call noundef float @llvm.maxnum.f32(float %310, float 0.000000e+00)
  %312 = tail call noundef float @llvm.minnum.f32(float %311, float 6.000000e+00)
  %313 = sext i32 %27 to i64
  %314 = mul nsw i64 %313, %65
  %315 = add i64 %300, %314
  %316 = mul i64 %315, %34
  %317 = getelementptr float, ptr %298, i64 %316
  store float %312, ptr %317, align 4, !tbaa !11
  br label %318

318:                                              ; preds = %301, %296
  %319 = or disjoint i32 %27, 1
  %320 = icmp slt i32 %319, %5
  br i1 %320, label %321, label %338

321:                                              ; preds = %318
  %322 = tail call noundef float @llvm.fma.f32(float %125, float %37, float %62)
  %323 = tail call noundef float @llvm.fma.f32(float %134, float %39, float %322)
  %324 = tail call noundef float @llvm.fma.f32(float %145, float %42, float %323)
  %325 = tail call noundef float @llvm.fma.f32(float %164, float %45, float %324)
  %326 = tail call noundef float @llvm.fma.f32(float %172, float %48, float %325)
  %327 = tail call noundef float @llvm.fma.f32(float %183, float %51, float %326)
  %328 = tail call noundef float @llvm.fma.f32(float %202, float %54, float %327)
  %329 = tail call noundef float @llvm.fma.f32(float %210, float %57, float %328)
  %330 = tail call noundef float @llvm.fma.f32(float %221, float %60, float %329)
  %331 = tail call noundef float @llvm.maxnum.f32(float %330, float 0.000000e+00)
  %332 = tail call noundef float @llvm.minnum.f32(float %331, float 6.000000e+00)
  %333 = sext i32 %319 to i64
  %334 = mul nsw i64 %333, %65
  %335 = add i64 %300, %334
  %336 = mul i64 %335, %34
  %337 = getelementptr float, ptr %298, i64 %336
  store float %332, ptr %337, align 4, !tbaa !11
  br label %338

338:                                              ; preds = %321, %318
  %339 = or disjoint i32 %27, 2
  %340 = icmp slt i32 %339, %5
  br i1 %340, label %341, label %358

341:                                              ; preds = %338
  %342 = tail call noundef float @llvm.fma.f32(float %164, float %37, float %62)
  %343 = tail call noundef float @llvm.fma.f32(float %172, float %39, float %342)
  %344 = tail call noundef float @llvm.fma.f32(float %183, float %42, float %343)
  %345 = tail call noundef float @llvm.fma.f32(float %202, float %45, float %344)
  %346 = tail call noundef float @llvm.fma.f32(float %210, float %48, float %345)
  %347 = tail call noundef float @llvm.fma.f32(float %221, float %51, float %346)
  %348 = tail call noundef float @llvm.fma.f32(float %240, float %54, float %347)
  %349 = tail call noundef float @llvm.fma.f32(float %248, float %57, float %348)
  %350 = tail call noundef float @llvm.fma.f32(float %259, float %60, float %349)
  %351 = tail call noundef float @llvm.maxnum.f32(float %350, float 0.000000e+00)
  %352 = tail call noundef float @llvm.minnum.f32(float %351, float 6.000000e+00)
  %353 = sext i32 %339 to i64
  %354 = mul nsw i64 %353, %65
  %355 = add i64 %300, %354
  %356 = mul i64 %355, %34
  %357 = getelementptr float, ptr %298, i64 %356
  store float %352, ptr %357, align 4, !tbaa !11
  br label %358

358:                                              ; preds = %341, %338
  %359 = or disjoint i32 %27, 3
  %360 = icmp slt i32 %359, %5
  br i1 %360, label %361, label %378

361:                                              ; preds = %358
  %362 = tail call noundef float @llvm.fma.f32(float %202, float %37, float %62)
  %363 = tail call noundef float @llvm.fma.f32(float %210, float %39, float %362)
  %364 = tail call noundef float @llvm.fma.f32(float %221, float %42, float %363)
  %365 = tail call noundef float @llvm.fma.f32(float %240, float %45, float %364)
  %366 = tail call noundef float @llvm.fma.f32(float %248, float %48, float %365)
  %367 = tail call noundef float @llvm.fma.f32(float %259, float %51, float %366)
  %368 = tail call noundef float @llvm.fma.f32(float %278, float %54, float %367)
  %369 = tail call noundef float @llvm.fma.f32(float %286, float %57, float %368)
  %370 = tail call noundef float @llvm.fma.f32(float %297, float %60, float %369)
  %371 = tail call noundef float @llvm.maxnum.f32(float %370, float 0.000000e+00)
  %372 = tail call noundef float @llvm.minnum.f32(float %371, float 6.000000e+00)
  %373 = sext i32 %359 to i64
  %374 = mul nsw i64 %373, %65
  %375 = add i64 %300, %374
  %376 = mul i64 %375, %34
  %377 = getelementptr float, ptr %298, i64 %376
  store float %372, ptr %377, align 4, !tbaa !11
  br label %378

378:                                              ; preds = %358, %361, %20, %8
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !16}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
