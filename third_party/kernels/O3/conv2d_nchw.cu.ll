; ModuleID = 'src/conv2d_nchw.cu'
source_filename = "src/conv2d_nchw.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ConvShape = type { i32, i32, i32, i32, i32, i32, i32, i32, i32 }

@_ZZ20conv2d_3x3_tile_reluE4s_in = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4
@_ZZ20conv2d_3x3_tile_reluE3s_w = internal unnamed_addr addrspace(3) global [9 x float] undef, align 4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @conv2d_nchw_bias_relu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noundef readonly byval(%struct.ConvShape) align 4 captures(none) %4) local_unnamed_addr #0 {
  %6 = getelementptr inbounds nuw i8, ptr %4, i64 28
  %7 = load i32, ptr %6, align 4, !tbaa !11
  %8 = icmp slt i32 %7, 1
  %9 = getelementptr inbounds nuw i8, ptr %4, i64 32
  %10 = load i32, ptr %9, align 4
  %11 = icmp slt i32 %10, 0
  %12 = select i1 %8, i1 true, i1 %11
  br i1 %12, label %239, label %13

13:                                               ; preds = %5
  %14 = getelementptr inbounds nuw i8, ptr %4, i64 8
  %15 = load i32, ptr %14, align 4, !tbaa !13
  %16 = shl nuw nsw i32 %10, 1
  %17 = add nsw i32 %15, %16
  %18 = getelementptr inbounds nuw i8, ptr %4, i64 20
  %19 = load i32, ptr %18, align 4, !tbaa !14
  %20 = sub i32 %17, %19
  %21 = sdiv i32 %20, %7
  %22 = add nsw i32 %21, 1
  %23 = getelementptr inbounds nuw i8, ptr %4, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !15
  %25 = add nsw i32 %24, %16
  %26 = getelementptr inbounds nuw i8, ptr %4, i64 24
  %27 = load i32, ptr %26, align 4, !tbaa !16
  %28 = sub i32 %25, %27
  %29 = sdiv i32 %28, %7
  %30 = add nsw i32 %29, 1
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = mul i32 %31, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = add i32 %33, %34
  %36 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %37 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %38 = icmp sgt i32 %21, -1
  %39 = icmp sgt i32 %29, -1
  %40 = select i1 %38, i1 %39, i1 false
  %41 = mul nuw nsw i32 %30, %22
  %42 = icmp slt i32 %35, %41
  %43 = select i1 %40, i1 %42, i1 false
  br i1 %43, label %44, label %239

44:                                               ; preds = %13
  %45 = getelementptr inbounds nuw i8, ptr %4, i64 16
  %46 = load i32, ptr %45, align 4, !tbaa !17
  %47 = icmp slt i32 %36, %46
  %48 = load i32, ptr %4, align 4
  %49 = icmp slt i32 %37, %48
  %50 = select i1 %47, i1 %49, i1 false
  br i1 %50, label %51, label %239

51:                                               ; preds = %44
  %52 = freeze i32 %30
  %53 = sdiv i32 %35, %52
  %54 = mul i32 %53, %52
  %55 = sub i32 %35, %54
  %56 = zext nneg i32 %36 to i64
  %57 = getelementptr inbounds nuw i8, ptr %4, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !18
  %59 = sext i32 %58 to i64
  %60 = sext i32 %19 to i64
  %61 = sext i32 %27 to i64
  %62 = mul nsw i64 %60, %56
  %63 = mul i64 %62, %61
  %64 = mul i64 %63, %59
  %65 = getelementptr inbounds nuw float, ptr %1, i64 %64
  %66 = zext nneg i32 %37 to i64
  %67 = sext i32 %15 to i64
  %68 = sext i32 %24 to i64
  %69 = mul nsw i64 %68, %67
  %70 = mul i64 %69, %66
  %71 = mul i64 %70, %59
  %72 = getelementptr inbounds nuw float, ptr %0, i64 %71
  %73 = mul nsw i32 %53, %7
  %74 = sub nsw i32 %73, %10
  %75 = mul nsw i32 %55, %7
  %76 = sub nsw i32 %75, %10
  %77 = getelementptr inbounds nuw float, ptr %2, i64 %56
  %78 = load float, ptr %77, align 4, !tbaa !19
  %79 = icmp sgt i32 %58, 0
  br i1 %79, label %80, label %90

80:                                               ; preds = %51
  %81 = mul i32 %27, %19
  %82 = icmp sgt i32 %19, 0
  %83 = icmp slt i32 %27, 1
  %84 = add i32 %27, -1
  %85 = and i32 %27, 3
  %86 = icmp ult i32 %84, 3
  %87 = and i32 %27, 2147483644
  %88 = icmp eq i32 %85, 0
  %89 = icmp ne i32 %85, 0
  br label %105

90:                                               ; preds = %114, %51
  %91 = phi float [ %78, %51 ], [ %115, %114 ]
  %92 = tail call noundef float @llvm.maxnum.f32(float %91, float 0.000000e+00)
  %93 = zext nneg i32 %46 to i64
  %94 = mul nuw nsw i64 %93, %66
  %95 = add nuw nsw i64 %94, %56
  %96 = zext nneg i32 %22 to i64
  %97 = mul i64 %95, %96
  %98 = sext i32 %53 to i64
  %99 = add i64 %97, %98
  %100 = zext nneg i32 %30 to i64
  %101 = mul i64 %99, %100
  %102 = sext i32 %55 to i64
  %103 = getelementptr float, ptr %3, i64 %101
  %104 = getelementptr float, ptr %103, i64 %102
  store float %92, ptr %104, align 4, !tbaa !19
  br label %239

105:                                              ; preds = %80, %114
  %106 = phi float [ %78, %80 ], [ %115, %114 ]
  %107 = phi i32 [ 0, %80 ], [ %116, %114 ]
  %108 = zext nneg i32 %107 to i64
  %109 = mul i64 %69, %108
  %110 = getelementptr inbounds nuw float, ptr %72, i64 %109
  %111 = mul i32 %81, %107
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr %65, i64 %112
  br i1 %82, label %118, label %114

114:                                              ; preds = %235, %105
  %115 = phi float [ %106, %105 ], [ %236, %235 ]
  %116 = add nuw nsw i32 %107, 1
  %117 = icmp eq i32 %116, %58
  br i1 %117, label %90, label %105, !llvm.loop !21

118:                                              ; preds = %105, %235
  %119 = phi float [ %236, %235 ], [ %106, %105 ]
  %120 = phi i32 [ %237, %235 ], [ 0, %105 ]
  %121 = add nsw i32 %120, %74
  %122 = icmp slt i32 %121, 0
  %123 = icmp sge i32 %121, %15
  %124 = or i1 %122, %123
  %125 = select i1 %124, i1 true, i1 %83
  br i1 %125, label %235, label %126

126:                                              ; preds = %118
  %127 = mul nsw i32 %121, %24
  %128 = mul nuw nsw i32 %120, %27
  br i1 %86, label %208, label %129

129:                                              ; preds = %126, %202
  %130 = phi i32 [ %204, %202 ], [ 0, %126 ]
  %131 = phi float [ %203, %202 ], [ %119, %126 ]
  %132 = phi i32 [ %205, %202 ], [ 0, %126 ]
  %133 = add nsw i32 %130, %76
  %134 = icmp sgt i32 %133, -1
  %135 = icmp slt i32 %133, %24
  %136 = select i1 %134, i1 %135, i1 false
  br i1 %136, label %137, label %148

137:                                              ; preds = %129
  %138 = add nuw nsw i32 %133, %127
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds nuw float, ptr %110, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !19
  %142 = add nuw nsw i32 %130, %128
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr inbounds nuw float, ptr %113, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !19
  %146 = fmul contract float %141, %145
  %147 = fadd contract float %131, %146
  br label %148

148:                                              ; preds = %137, %129
  %149 = phi float [ %147, %137 ], [ %131, %129 ]
  %150 = or disjoint i32 %130, 1
  %151 = add nsw i32 %150, %76
  %152 = icmp sgt i32 %151, -1
  %153 = icmp slt i32 %151, %24
  %154 = select i1 %152, i1 %153, i1 false
  br i1 %154, label %155, label %166

155:                                              ; preds = %148
  %156 = add nuw nsw i32 %151, %127
  %157 = zext nneg i32 %156 to i64
  %158 = getelementptr inbounds nuw float, ptr %110, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !19
  %160 = add nuw nsw i32 %150, %128
  %161 = zext nneg i32 %160 to i64
  %162 = getelementptr inbounds nuw float, ptr %113, i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !19
  %164 = fmul contract float %159, %163
  %165 = fadd contract float %149, %164
  br label %166

166:                                              ; preds = %155, %148
  %167 = phi float [ %165, %155 ], [ %149, %148 ]
  %168 = or disjoint i32 %130, 2
  %169 = add nsw i32 %168, %76
  %170 = icmp sgt i32 %169, -1
  %171 = icmp slt i32 %169, %24
  %172 = select i1 %170, i1 %171, i1 false
  br i1 %172, label %173, label %184

173:                                              ; preds = %166
  %174 = add nuw nsw i32 %169, %127
  %175 = zext nneg i32 %174 to i64
  %176 = getelementptr inbounds nuw float, ptr %110, i64 %175
  %177 = load float, ptr %176, align 4, !tbaa !19
  %178 = add nuw nsw i32 %168, %128
  %179 = zext nneg i32 %178 to i64
  %180 = getelementptr inbounds nuw float, ptr %113, i64 %179
  %181 = load float, ptr %180, align 4, !tbaa !19
  %182 = fmul contract float %177, %181
  %183 = fadd contract float %167, %182
  br label %184

184:                                              ; preds = %173, %166
  %185 = phi float [ %183, %173 ], [ %167, %166 ]
  %186 = or disjoint i32 %130, 3
  %187 = add nsw i32 %186, %76
  %188 = icmp sgt i32 %187, -1
  %189 = icmp slt i32 %187, %24
  %190 = select i1 %188, i1 %189, i1 false
  br i1 %190, label %191, label %202

191:                                              ; preds = %184
  %192 = add nuw nsw i32 %187, %127
  %193 = zext nneg i32 %192 to i64
  %194 = getelementptr inbounds nuw float, ptr %110, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !19
  %196 = add nuw nsw i32 %186, %128
  %197 = zext nneg i32 %196 to i64
  %198 = getelementptr inbounds nuw float, ptr %113, i64 %197
  %199 = load float, ptr %198, align 4, !tbaa !19
  %200 = fmul contract float %195, %199
  %201 = fadd contract float %185, %200
  br label %202

202:                                              ; preds = %191, %184
  %203 = phi float [ %201, %191 ], [ %185, %184 ]
  %204 = add nuw nsw i32 %130, 4
  %205 = add i32 %132, 4
  %206 = icmp eq i32 %205, %87
  br i1 %206, label %207, label %129, !llvm.loop !23

207:                                              ; preds = %202
  br i1 %88, label %235, label %208

208:                                              ; preds = %207, %126
  %209 = phi i32 [ 0, %126 ], [ %204, %207 ]
  %210 = phi float [ %119, %126 ], [ %203, %207 ]
  tail call void @llvm.assume(i1 %89)
  br label %211

211:                                              ; preds = %230, %208
  %212 = phi i32 [ %209, %208 ], [ %232, %230 ]
  %213 = phi float [ %210, %208 ], [ %231, %230 ]
  %214 = phi i32 [ 0, %208 ], [ %233, %230 ]
  %215 = add nsw i32 %212, %76
  %216 = icmp sgt i32 %215, -1
  %217 = icmp slt i32 %215, %24
  %218 = select i1 %216, i1 %217, i1 false
  br i1 %218, label %219, label %230

219:                                              ; preds = %211
  %220 = add nuw nsw i32 %215, %127
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds nuw float, ptr %110, i64 %221
  %223 = load float, ptr %222, align 4, !tbaa !19
  %224 = add nuw nsw i32 %212, %128
  %225 = zext nneg i32 %224 to i64
  %226 = getelementptr inbounds nuw float, ptr %113, i64 %225
  %227 = load float, ptr %226, align 4, !tbaa !19
  %228 = fmul contract float %223, %227
  %229 = fadd contract float %213, %228
  br label %230

230:                                              ; preds = %219, %211
  %231 = phi float [ %229, %219 ], [ %213, %211 ]
  %232 = add nuw nsw i32 %212, 1
  %233 = add i32 %214, 1
  %234 = icmp eq i32 %233, %85
  br i1 %234, label %235, label %211, !llvm.loop !24

235:                                              ; preds = %207, %230, %118
  %236 = phi float [ %119, %118 ], [ %203, %207 ], [ %231, %230 ]
  %237 = add nuw nsw i32 %120, 1
  %238 = icmp eq i32 %237, %19
  br i1 %238, label %114, label %118, !llvm.loop !26

239:                                              ; preds = %90, %44, %13, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @conv2d_3x3_tile_relu(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %12 = icmp slt i32 %10, %8
  %13 = icmp slt i32 %11, %4
  %14 = and i1 %13, %12
  br i1 %14, label %15, label %187

15:                                               ; preds = %9
  %16 = add nsw i32 %7, 15
  %17 = sdiv i32 %16, 16
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = udiv i32 %18, %17
  %20 = mul i32 %19, %17
  %21 = sub i32 %18, %20
  %22 = shl i32 %21, 4
  %23 = shl i32 %19, 4
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %26 = mul nuw nsw i32 %24, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %28 = add nuw nsw i32 %26, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %30 = mul nuw nsw i32 %25, %29
  %31 = icmp samesign ult i32 %28, 256
  %32 = and i32 %28, 15
  %33 = lshr i32 %28, 4
  %34 = sext i32 %6 to i64
  %35 = sext i32 %7 to i64
  %36 = mul nsw i64 %35, %34
  %37 = zext nneg i32 %11 to i64
  %38 = sext i32 %5 to i64
  %39 = mul nsw i64 %38, %37
  %40 = mul i64 %39, %36
  %41 = getelementptr inbounds nuw float, ptr %0, i64 %40
  %42 = icmp sgt i32 %5, 0
  br i1 %42, label %43, label %80

43:                                               ; preds = %15
  %44 = icmp samesign ult i32 %28, 324
  %45 = icmp samesign ult i32 %28, 9
  %46 = zext nneg i32 %10 to i64
  %47 = mul nuw nsw i64 %38, %46
  %48 = zext nneg i32 %28 to i64
  %49 = getelementptr float, ptr %1, i64 %48
  %50 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 %48
  %51 = zext nneg i32 %32 to i64
  %52 = zext nneg i32 %33 to i64
  %53 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %52
  %54 = getelementptr inbounds nuw float, ptr %53, i64 %51
  %55 = add nuw nsw i32 %32, 1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw float, ptr %53, i64 %56
  %58 = add nuw nsw i32 %32, 2
  %59 = zext nneg i32 %58 to i64
  %60 = getelementptr inbounds nuw float, ptr %53, i64 %59
  %61 = zext nneg i32 %33 to i64
  %62 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 72
  %64 = getelementptr inbounds nuw float, ptr %63, i64 %51
  %65 = getelementptr inbounds nuw float, ptr %63, i64 %56
  %66 = getelementptr inbounds nuw float, ptr %63, i64 %59
  %67 = zext nneg i32 %33 to i64
  %68 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %67
  %69 = getelementptr inbounds nuw i8, ptr %68, i64 144
  %70 = getelementptr inbounds nuw float, ptr %69, i64 %51
  %71 = getelementptr inbounds nuw float, ptr %69, i64 %56
  %72 = getelementptr inbounds nuw float, ptr %69, i64 %59
  br label %73

73:                                               ; preds = %43, %167
  %74 = phi float [ 0.000000e+00, %43 ], [ %168, %167 ]
  %75 = phi i32 [ 0, %43 ], [ %169, %167 ]
  br i1 %44, label %76, label %88

76:                                               ; preds = %73
  %77 = zext nneg i32 %75 to i64
  %78 = mul i64 %36, %77
  %79 = getelementptr float, ptr %41, i64 %78
  br label %89

80:                                               ; preds = %167, %15
  %81 = phi float [ 0.000000e+00, %15 ], [ %168, %167 ]
  %82 = or disjoint i32 %22, %32
  %83 = add nsw i32 %23, %33
  %84 = icmp slt i32 %82, %7
  %85 = select i1 %31, i1 %84, i1 false
  %86 = icmp slt i32 %83, %6
  %87 = select i1 %85, i1 %86, i1 false
  br i1 %87, label %171, label %187

88:                                               ; preds = %115, %73
  br i1 %45, label %123, label %129

89:                                               ; preds = %76, %115
  %90 = phi i32 [ %28, %76 ], [ %121, %115 ]
  %91 = trunc i32 %90 to i16
  %92 = urem i16 %91, 18
  %93 = zext nneg i16 %92 to i32
  %94 = trunc i32 %90 to i16
  %95 = udiv i16 %94, 18
  %96 = zext nneg i16 %95 to i32
  %97 = add nsw i32 %22, %93
  %98 = add nsw i32 %23, %96
  %99 = add nsw i32 %98, -1
  %100 = icmp sgt i32 %97, 0
  br i1 %100, label %101, label %115

101:                                              ; preds = %89
  %102 = icmp sgt i32 %97, %7
  %103 = icmp slt i32 %98, 1
  %104 = icmp sgt i32 %98, %6
  %105 = or i1 %103, %104
  %106 = select i1 %102, i1 true, i1 %105
  br i1 %106, label %115, label %107

107:                                              ; preds = %101
  %108 = zext nneg i32 %99 to i64
  %109 = mul nsw i64 %108, %35
  %110 = getelementptr float, ptr %79, i64 %109
  %111 = zext nneg i32 %97 to i64
  %112 = getelementptr float, ptr %110, i64 %111
  %113 = getelementptr i8, ptr %112, i64 -4
  %114 = load float, ptr %113, align 4, !tbaa !19
  br label %115

115:                                              ; preds = %89, %101, %107
  %116 = phi contract float [ %114, %107 ], [ 0.000000e+00, %89 ], [ 0.000000e+00, %101 ]
  %117 = zext nneg i16 %95 to i64
  %118 = getelementptr inbounds nuw [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE4s_in to ptr), i64 %117
  %119 = zext nneg i16 %92 to i64
  %120 = getelementptr inbounds nuw float, ptr %118, i64 %119
  store float %116, ptr %120, align 4, !tbaa !19
  %121 = add nuw nsw i32 %90, %30
  %122 = icmp samesign ult i32 %121, 324
  br i1 %122, label %89, label %88, !llvm.loop !27

123:                                              ; preds = %88
  %124 = zext nneg i32 %75 to i64
  %125 = add nuw nsw i64 %47, %124
  %126 = mul nuw nsw i64 %125, 36
  %127 = getelementptr i8, ptr %49, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !19
  store float %128, ptr %50, align 4, !tbaa !19
  br label %129

129:                                              ; preds = %123, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %31, label %130, label %167

130:                                              ; preds = %129
  %131 = load float, ptr %54, align 4, !tbaa !19
  %132 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), align 4, !tbaa !19
  %133 = fmul contract float %131, %132
  %134 = fadd contract float %74, %133
  %135 = load float, ptr %57, align 4, !tbaa !19
  %136 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 4), align 4, !tbaa !19
  %137 = fmul contract float %135, %136
  %138 = fadd contract float %134, %137
  %139 = load float, ptr %60, align 4, !tbaa !19
  %140 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 8), align 4, !tbaa !19
  %141 = fmul contract float %139, %140
  %142 = fadd contract float %138, %141
  %143 = load float, ptr %64, align 4, !tbaa !19
  %144 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 12), align 4, !tbaa !19
  %145 = fmul contract float %143, %144
  %146 = fadd contract float %142, %145
  %147 = load float, ptr %65, align 4, !tbaa !19
  %148 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 16), align 4, !tbaa !19
  %149 = fmul contract float %147, %148
  %150 = fadd contract float %146, %149
  %151 = load float, ptr %66, align 4, !tbaa !19
  %152 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 20), align 4, !tbaa !19
  %153 = fmul contract float %151, %152
  %154 = fadd contract float %150, %153
  %155 = load float, ptr %70, align 4, !tbaa !19
  %156 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 24), align 4, !tbaa !19
  %157 = fmul contract float %155, %156
  %158 = fadd contract float %154, %157
  %159 = load float, ptr %71, align 4, !tbaa !19
  %160 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 28), align 4, !tbaa !19
  %161 = fmul contract float %159, %160
  %162 = fadd contract float %158, %161
  %163 = load float, ptr %72, align 4, !tbaa !19
  %164 = load float, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ20conv2d_3x3_tile_reluE3s_w to ptr), i64 32), align 4, !tbaa !19
  %165 = fmul contract float %163, %164
  %166 = fadd contract float %162, %165
  br label %167

167:                                              ; preds = %130, %129
  %168 = phi float [ %74, %129 ], [ %166, %130 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %169 = add nuw nsw i32 %75, 1
  %170 = icmp eq i32 %169, %5
  br i1 %170, label %80, label %73, !llvm.loop !28

171:                                              ; preds = %80
  %172 = zext nneg i32 %10 to i64
  %173 = getelementptr inbounds nuw float, ptr %2, i64 %172
  %174 = load float, ptr %173, align 4, !tbaa !19
  %175 = fadd contract float %81, %174
  %176 = tail call noundef float @llvm.maxnum.f32(float %175, float 0.000000e+00)
  %177 = zext nneg i32 %8 to i64
  %178 = mul nuw nsw i64 %177, %37
  %179 = add nuw nsw i64 %178, %172
  %180 = mul i64 %179, %36
  %181 = sext i32 %83 to i64
  %182 = mul nsw i64 %181, %35
  %183 = sext i32 %82 to i64
  %184 = getelementptr float, ptr %3, i64 %180
  %185 = getelementptr float, ptr %184, i64 %182
  %186 = getelementptr float, ptr %185, i64 %183
  store float %176, ptr %186, align 4, !tbaa !19
  br label %187

187:                                              ; preds = %80, %171, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = !{!12, !7, i64 28}
!12 = !{!"_ZTS9ConvShape", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24, !7, i64 28, !7, i64 32}
!13 = !{!12, !7, i64 8}
!14 = !{!12, !7, i64 20}
!15 = !{!12, !7, i64 12}
!16 = !{!12, !7, i64 24}
!17 = !{!12, !7, i64 16}
!18 = !{!12, !7, i64 4}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = distinct !{!23, !22}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !22}
!27 = distinct !{!27, !22}
!28 = distinct !{!28, !22}
