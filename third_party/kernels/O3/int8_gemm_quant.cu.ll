; ModuleID = 'src/int8_gemm_quant.cu'
source_filename = "src/int8_gemm_quant.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ16gemm_s8_rowscaleE3s_a = internal unnamed_addr addrspace(3) global [32 x [17 x i32]] undef, align 4
@_ZZ16gemm_s8_rowscaleE3s_b = internal unnamed_addr addrspace(3) global [32 x [17 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @quantize_blockwise_int8(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = and i32 %5, 31
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = lshr i32 %7, 5
  %9 = icmp eq i32 %8, 0
  %10 = icmp slt i32 %3, 1
  %11 = or i1 %9, %10
  br i1 %11, label %84, label %12

12:                                               ; preds = %4
  %13 = add nuw nsw i32 %3, 63
  %14 = lshr i32 %13, 6
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = mul i32 %8, %15
  %17 = lshr i32 %5, 5
  %18 = add i32 %16, %17
  %19 = icmp slt i32 %18, %14
  br i1 %19, label %20, label %84

20:                                               ; preds = %12
  %21 = icmp eq i32 %6, 0
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %23 = mul i32 %8, %22
  br label %24

24:                                               ; preds = %20, %81
  %25 = phi i32 [ %18, %20 ], [ %82, %81 ]
  %26 = shl nsw i32 %25, 6
  %27 = or disjoint i32 %26, %6
  %28 = or disjoint i32 %27, 32
  %29 = icmp slt i32 %27, %3
  br i1 %29, label %30, label %34

30:                                               ; preds = %24
  %31 = sext i32 %27 to i64
  %32 = getelementptr inbounds float, ptr %0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %24, %30
  %35 = phi contract float [ %33, %30 ], [ 0.000000e+00, %24 ]
  %36 = icmp slt i32 %28, %3
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = sext i32 %28 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  br label %41

41:                                               ; preds = %34, %37
  %42 = phi contract float [ %40, %37 ], [ 0.000000e+00, %34 ]
  %43 = tail call noundef float @llvm.nvvm.fabs.f32(float %35)
  %44 = tail call noundef float @llvm.nvvm.fabs.f32(float %42)
  %45 = tail call noundef float @llvm.maxnum.f32(float %43, float %44)
  %46 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 16, i32 31)
  %47 = tail call noundef float @llvm.maxnum.f32(float %45, float %46)
  %48 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 8, i32 31)
  %49 = tail call noundef float @llvm.maxnum.f32(float %47, float %48)
  %50 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 4, i32 31)
  %51 = tail call noundef float @llvm.maxnum.f32(float %49, float %50)
  %52 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %51, i32 2, i32 31)
  %53 = tail call noundef float @llvm.maxnum.f32(float %51, float %52)
  %54 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %53, i32 1, i32 31)
  %55 = tail call noundef float @llvm.maxnum.f32(float %53, float %54)
  %56 = fdiv contract float %55, 1.270000e+02
  %57 = fcmp contract ogt float %55, 0.000000e+00
  %58 = fdiv contract float 1.270000e+02, %55
  %59 = select contract i1 %57, float %58, float 0.000000e+00
  br i1 %29, label %60, label %68

60:                                               ; preds = %41
  %61 = sext i32 %27 to i64
  %62 = getelementptr inbounds i8, ptr %1, i64 %61
  %63 = fmul contract float %35, %59
  %64 = tail call contract noundef float @llvm.rint.f32(float %63)
  %65 = tail call noundef float @llvm.maxnum.f32(float %64, float -1.270000e+02)
  %66 = tail call noundef float @llvm.minnum.f32(float %65, float 1.270000e+02)
  %67 = fptosi float %66 to i8
  store i8 %67, ptr %62, align 1, !tbaa !13
  br label %68

68:                                               ; preds = %60, %41
  br i1 %36, label %69, label %77

69:                                               ; preds = %68
  %70 = sext i32 %28 to i64
  %71 = getelementptr inbounds i8, ptr %1, i64 %70
  %72 = fmul contract float %42, %59
  %73 = tail call contract noundef float @llvm.rint.f32(float %72)
  %74 = tail call noundef float @llvm.maxnum.f32(float %73, float -1.270000e+02)
  %75 = tail call noundef float @llvm.minnum.f32(float %74, float 1.270000e+02)
  %76 = fptosi float %75 to i8
  store i8 %76, ptr %71, align 1, !tbaa !13
  br label %77

77:                                               ; preds = %69, %68
  br i1 %21, label %78, label %81

78:                                               ; preds = %77
  %79 = sext i32 %25 to i64
  %80 = getelementptr inbounds float, ptr %2, i64 %79
  store float %56, ptr %80, align 4, !tbaa !11
  br label %81

81:                                               ; preds = %78, %77
  %82 = add i32 %25, %23
  %83 = icmp slt i32 %82, %14
  br i1 %83, label %24, label %84, !llvm.loop !14

84:                                               ; preds = %81, %12, %4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @gemm_s8_rowscale(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(address_is_null) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #1 {
  %10 = icmp slt i32 %6, 1
  %11 = icmp slt i32 %7, 1
  %12 = or i1 %10, %11
  %13 = icmp slt i32 %8, 1
  %14 = or i1 %12, %13
  br i1 %14, label %527, label %15

15:                                               ; preds = %9
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = mul nuw nsw i32 %16, %17
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %20 = add nuw nsw i32 %18, %19
  %21 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %22 = mul nuw nsw i32 %17, %21
  %23 = or i32 %19, %16
  %24 = icmp samesign ult i32 %23, 16
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %26 = shl nuw nsw i32 %25, 5
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = shl i32 %27, 5
  %29 = icmp samesign ult i32 %20, 512
  %30 = zext nneg i32 %8 to i64
  %31 = zext nneg i32 %16 to i64
  %32 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_a to ptr), i64 %31
  %33 = getelementptr i8, ptr %32, i64 1088
  %34 = zext nneg i32 %19 to i64
  %35 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_b to ptr), i64 %34
  %36 = getelementptr i8, ptr %35, i64 1088
  br label %37

37:                                               ; preds = %15, %439
  %38 = phi i32 [ 0, %15 ], [ %440, %439 ]
  %39 = phi i32 [ 0, %15 ], [ %441, %439 ]
  %40 = phi i32 [ 0, %15 ], [ %442, %439 ]
  %41 = phi i32 [ 0, %15 ], [ %444, %439 ]
  %42 = phi i32 [ 0, %15 ], [ %443, %439 ]
  br i1 %29, label %51, label %50

43:                                               ; preds = %439
  br i1 %24, label %44, label %527

44:                                               ; preds = %43
  %45 = or disjoint i32 %16, %26
  %46 = or disjoint i32 %19, %28
  %47 = icmp eq ptr %4, null
  %48 = zext nneg i32 %7 to i64
  %49 = icmp slt i32 %45, %6
  br i1 %49, label %446, label %485

50:                                               ; preds = %146, %37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %24, label %152, label %439

51:                                               ; preds = %37, %146
  %52 = phi i32 [ %150, %146 ], [ %20, %37 ]
  %53 = lshr i32 %52, 4
  %54 = and i32 %52, 15
  %55 = or disjoint i32 %53, %26
  %56 = shl nuw nsw i32 %54, 2
  %57 = or disjoint i32 %56, %41
  %58 = icmp slt i32 %55, %6
  %59 = icmp slt i32 %57, %8
  %60 = select i1 %58, i1 %59, i1 false
  br i1 %60, label %61, label %99

61:                                               ; preds = %51
  %62 = zext nneg i32 %55 to i64
  %63 = mul nuw nsw i64 %62, %30
  %64 = getelementptr inbounds nuw i8, ptr %0, i64 %63
  %65 = zext nneg i32 %57 to i64
  %66 = getelementptr inbounds nuw i8, ptr %64, i64 %65
  %67 = sub nsw i32 %8, %57
  %68 = icmp sgt i32 %67, 0
  br i1 %68, label %69, label %72

69:                                               ; preds = %61
  %70 = load i8, ptr %66, align 1, !tbaa !13
  %71 = zext i8 %70 to i32
  br label %72

72:                                               ; preds = %69, %61
  %73 = phi i32 [ %71, %69 ], [ 0, %61 ]
  %74 = icmp sgt i32 %67, 1
  br i1 %74, label %75, label %81

75:                                               ; preds = %72
  %76 = getelementptr inbounds nuw i8, ptr %66, i64 1
  %77 = load i8, ptr %76, align 1, !tbaa !13
  %78 = zext i8 %77 to i32
  %79 = shl nuw nsw i32 %78, 8
  %80 = or disjoint i32 %79, %73
  br label %81

81:                                               ; preds = %75, %72
  %82 = phi i32 [ %80, %75 ], [ %73, %72 ]
  %83 = icmp sgt i32 %67, 2
  br i1 %83, label %84, label %90

84:                                               ; preds = %81
  %85 = getelementptr inbounds nuw i8, ptr %66, i64 2
  %86 = load i8, ptr %85, align 1, !tbaa !13
  %87 = zext i8 %86 to i32
  %88 = shl nuw nsw i32 %87, 16
  %89 = or i32 %88, %82
  br label %90

90:                                               ; preds = %84, %81
  %91 = phi i32 [ %89, %84 ], [ %82, %81 ]
  %92 = icmp sgt i32 %67, 3
  br i1 %92, label %93, label %99

93:                                               ; preds = %90
  %94 = getelementptr inbounds nuw i8, ptr %66, i64 3
  %95 = load i8, ptr %94, align 1, !tbaa !13
  %96 = zext i8 %95 to i32
  %97 = shl nuw i32 %96, 24
  %98 = or i32 %97, %91
  br label %99

99:                                               ; preds = %90, %93, %51
  %100 = phi i32 [ 0, %51 ], [ %98, %93 ], [ %91, %90 ]
  %101 = zext nneg i32 %53 to i64
  %102 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_a to ptr), i64 %101
  %103 = zext nneg i32 %54 to i64
  %104 = getelementptr inbounds nuw i32, ptr %102, i64 %103
  store i32 %100, ptr %104, align 4, !tbaa !6
  %105 = or disjoint i32 %53, %28
  %106 = icmp slt i32 %105, %7
  %107 = select i1 %106, i1 %59, i1 false
  br i1 %107, label %108, label %146

108:                                              ; preds = %99
  %109 = sext i32 %105 to i64
  %110 = mul nsw i64 %109, %30
  %111 = getelementptr inbounds nuw i8, ptr %1, i64 %110
  %112 = zext nneg i32 %57 to i64
  %113 = getelementptr inbounds nuw i8, ptr %111, i64 %112
  %114 = sub nsw i32 %8, %57
  %115 = icmp sgt i32 %114, 0
  br i1 %115, label %116, label %119

116:                                              ; preds = %108
  %117 = load i8, ptr %113, align 1, !tbaa !13
  %118 = zext i8 %117 to i32
  br label %119

119:                                              ; preds = %116, %108
  %120 = phi i32 [ %118, %116 ], [ 0, %108 ]
  %121 = icmp sgt i32 %114, 1
  br i1 %121, label %122, label %128

122:                                              ; preds = %119
  %123 = getelementptr inbounds nuw i8, ptr %113, i64 1
  %124 = load i8, ptr %123, align 1, !tbaa !13
  %125 = zext i8 %124 to i32
  %126 = shl nuw nsw i32 %125, 8
  %127 = or disjoint i32 %126, %120
  br label %128

128:                                              ; preds = %122, %119
  %129 = phi i32 [ %127, %122 ], [ %120, %119 ]
  %130 = icmp sgt i32 %114, 2
  br i1 %130, label %131, label %137

131:                                              ; preds = %128
  %132 = getelementptr inbounds nuw i8, ptr %113, i64 2
  %133 = load i8, ptr %132, align 1, !tbaa !13
  %134 = zext i8 %133 to i32
  %135 = shl nuw nsw i32 %134, 16
  %136 = or i32 %135, %129
  br label %137

137:                                              ; preds = %131, %128
  %138 = phi i32 [ %136, %131 ], [ %129, %128 ]
  %139 = icmp sgt i32 %114, 3
  br i1 %139, label %140, label %146

140:                                              ; preds = %137
  %141 = getelementptr inbounds nuw i8, ptr %113, i64 3
  %142 = load i8, ptr %141, align 1, !tbaa !13
  %143 = zext i8 %142 to i32
  %144 = shl nuw i32 %143, 24
  %145 = or i32 %144, %138
  br label %146

146:                                              ; preds = %137, %140, %99
  %147 = phi i32 [ 0, %99 ], [ %145, %140 ], [ %138, %137 ]
  %148 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_b to ptr), i64 %101
  %149 = getelementptr inbounds nuw i32, ptr %148, i64 %103
  store i32 %147, ptr %149, align 4, !tbaa !6
  %150 = add nuw nsw i32 %52, %22
  %151 = icmp samesign ult i32 %150, 512
  br i1 %151, label %51, label %50, !llvm.loop !16

152:                                              ; preds = %50, %152
  %153 = phi i32 [ %437, %152 ], [ 0, %50 ]
  %154 = phi i32 [ %433, %152 ], [ %42, %50 ]
  %155 = phi i32 [ %434, %152 ], [ %40, %50 ]
  %156 = phi i32 [ %435, %152 ], [ %39, %50 ]
  %157 = phi i32 [ %436, %152 ], [ %38, %50 ]
  %158 = zext nneg i32 %153 to i64
  %159 = getelementptr inbounds nuw i32, ptr %32, i64 %158
  %160 = load i32, ptr %159, align 4, !tbaa !6
  %161 = getelementptr inbounds nuw i32, ptr %33, i64 %158
  %162 = load i32, ptr %161, align 4, !tbaa !6
  %163 = getelementptr inbounds nuw i32, ptr %35, i64 %158
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = getelementptr inbounds nuw i32, ptr %36, i64 %158
  %166 = load i32, ptr %165, align 4, !tbaa !6
  %167 = shl i32 %162, 24
  %168 = ashr exact i32 %167, 24
  %169 = shl i32 %166, 24
  %170 = ashr exact i32 %169, 24
  %171 = mul nsw i32 %168, %170
  %172 = shl i32 %162, 16
  %173 = ashr i32 %172, 24
  %174 = shl i32 %166, 16
  %175 = ashr i32 %174, 24
  %176 = mul nsw i32 %173, %175
  %177 = add nsw i32 %176, %171
  %178 = shl i32 %162, 8
  %179 = ashr i32 %178, 24
  %180 = shl i32 %166, 8
  %181 = ashr i32 %180, 24
  %182 = mul nsw i32 %179, %181
  %183 = add nsw i32 %182, %177
  %184 = ashr i32 %162, 24
  %185 = ashr i32 %166, 24
  %186 = mul nsw i32 %184, %185
  %187 = add nsw i32 %186, %183
  %188 = shl i32 %164, 24
  %189 = ashr exact i32 %188, 24
  %190 = mul nsw i32 %168, %189
  %191 = shl i32 %164, 16
  %192 = ashr i32 %191, 24
  %193 = mul nsw i32 %173, %192
  %194 = add nsw i32 %193, %190
  %195 = shl i32 %164, 8
  %196 = ashr i32 %195, 24
  %197 = mul nsw i32 %179, %196
  %198 = add nsw i32 %197, %194
  %199 = ashr i32 %164, 24
  %200 = mul nsw i32 %184, %199
  %201 = add nsw i32 %200, %198
  %202 = shl i32 %160, 24
  %203 = ashr exact i32 %202, 24
  %204 = mul nsw i32 %203, %170
  %205 = shl i32 %160, 16
  %206 = ashr i32 %205, 24
  %207 = mul nsw i32 %206, %175
  %208 = add nsw i32 %207, %204
  %209 = shl i32 %160, 8
  %210 = ashr i32 %209, 24
  %211 = mul nsw i32 %210, %181
  %212 = add nsw i32 %211, %208
  %213 = ashr i32 %160, 24
  %214 = mul nsw i32 %213, %185
  %215 = add nsw i32 %214, %212
  %216 = mul nsw i32 %203, %189
  %217 = mul nsw i32 %206, %192
  %218 = add nsw i32 %217, %216
  %219 = mul nsw i32 %210, %196
  %220 = add nsw i32 %219, %218
  %221 = mul nsw i32 %213, %199
  %222 = add nsw i32 %221, %220
  %223 = add nsw i32 %154, %222
  %224 = add nsw i32 %155, %215
  %225 = add nsw i32 %156, %201
  %226 = add nsw i32 %157, %187
  %227 = or disjoint i32 %153, 1
  %228 = zext nneg i32 %227 to i64
  %229 = getelementptr inbounds nuw i32, ptr %32, i64 %228
  %230 = load i32, ptr %229, align 4, !tbaa !6
  %231 = getelementptr inbounds nuw i32, ptr %33, i64 %228
  %232 = load i32, ptr %231, align 4, !tbaa !6
  %233 = getelementptr inbounds nuw i32, ptr %35, i64 %228
  %234 = load i32, ptr %233, align 4, !tbaa !6
  %235 = getelementptr inbounds nuw i32, ptr %36, i64 %228
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = shl i32 %232, 24
  %238 = ashr exact i32 %237, 24
  %239 = shl i32 %236, 24
  %240 = ashr exact i32 %239, 24
  %241 = mul nsw i32 %238, %240
  %242 = shl i32 %232, 16
  %243 = ashr i32 %242, 24
  %244 = shl i32 %236, 16
  %245 = ashr i32 %244, 24
  %246 = mul nsw i32 %243, %245
  %247 = add nsw i32 %246, %241
  %248 = shl i32 %232, 8
  %249 = ashr i32 %248, 24
  %250 = shl i32 %236, 8
  %251 = ashr i32 %250, 24
  %252 = mul nsw i32 %249, %251
  %253 = add nsw i32 %252, %247
  %254 = ashr i32 %232, 24
  %255 = ashr i32 %236, 24
  %256 = mul nsw i32 %254, %255
  %257 = add nsw i32 %256, %253
  %258 = shl i32 %234, 24
  %259 = ashr exact i32 %258, 24
  %260 = mul nsw i32 %238, %259
  %261 = shl i32 %234, 16
  %262 = ashr i32 %261, 24
  %263 = mul nsw i32 %243, %262
  %264 = add nsw i32 %263, %260
  %265 = shl i32 %234, 8
  %266 = ashr i32 %265, 24
  %267 = mul nsw i32 %249, %266
  %268 = add nsw i32 %267, %264
  %269 = ashr i32 %234, 24
  %270 = mul nsw i32 %254, %269
  %271 = add nsw i32 %270, %268
  %272 = shl i32 %230, 24
  %273 = ashr exact i32 %272, 24
  %274 = mul nsw i32 %273, %240
  %275 = shl i32 %230, 16
  %276 = ashr i32 %275, 24
  %277 = mul nsw i32 %276, %245
  %278 = add nsw i32 %277, %274
  %279 = shl i32 %230, 8
  %280 = ashr i32 %279, 24
  %281 = mul nsw i32 %280, %251
  %282 = add nsw i32 %281, %278
  %283 = ashr i32 %230, 24
  %284 = mul nsw i32 %283, %255
  %285 = add nsw i32 %284, %282
  %286 = mul nsw i32 %273, %259
  %287 = mul nsw i32 %276, %262
  %288 = add nsw i32 %287, %286
  %289 = mul nsw i32 %280, %266
  %290 = add nsw i32 %289, %288
  %291 = mul nsw i32 %283, %269
  %292 = add nsw i32 %291, %290
  %293 = add nsw i32 %223, %292
  %294 = add nsw i32 %224, %285
  %295 = add nsw i32 %225, %271
  %296 = add nsw i32 %226, %257
  %297 = or disjoint i32 %153, 2
  %298 = zext nneg i32 %297 to i64
  %299 = getelementptr inbounds nuw i32, ptr %32, i64 %298
  %300 = load i32, ptr %299, align 4, !tbaa !6
  %301 = getelementptr inbounds nuw i32, ptr %33, i64 %298
  %302 = load i32, ptr %301, align 4, !tbaa !6
  %303 = getelementptr inbounds nuw i32, ptr %35, i64 %298
  %304 = load i32, ptr %303, align 4, !tbaa !6
  %305 = getelementptr inbounds nuw i32, ptr %36, i64 %298
  %306 = load i32, ptr %305, align 4, !tbaa !6
  %307 = shl i32 %302, 24
  %308 = ashr exact i32 %307, 24
  %309 = shl i32 %306, 24
  %310 = ashr exact i32 %309, 24
  %311 = mul nsw i32 %308, %310
  %312 = shl i32 %302, 16
  %313 = ashr i32 %312, 24
  %314 = shl i32 %306, 16
  %315 = ashr i32 %314, 24
  %316 = mul nsw i32 %313, %315
  %317 = add nsw i32 %316, %311
  %318 = shl i32 %302, 8
  %319 = ashr i32 %318, 24
  %320 = shl i32 %306, 8
  %321 = ashr i32 %320, 24
  %322 = mul nsw i32 %319, %321
  %323 = add nsw i32 %322, %317
  %324 = ashr i32 %302, 24
  %325 = ashr i32 %306, 24
  %326 = mul nsw i32 %324, %325
  %327 = add nsw i32 %326, %323
  %328 = shl i32 %304, 24
  %329 = ashr exact i32 %328, 24
  %330 = mul nsw i32 %308, %329
  %331 = shl i32 %304, 16
  %332 = ashr i32 %331, 24
  %333 = mul nsw i32 %313, %332
  %334 = add nsw i32 %333, %330
  %335 = shl i32 %304, 8
  %336 = ashr i32 %335, 24
  %337 = mul nsw i32 %319, %336
  %338 = add nsw i32 %337, %334
  %339 = ashr i32 %304, 24
  %340 = mul nsw i32 %324, %339
  %341 = add nsw i32 %340, %338
  %342 = shl i32 %300, 24
  %343 = ashr exact i32 %342, 24
  %344 = mul nsw i32 %343, %310
  %345 = shl i32 %300, 16
  %346 = ashr i32 %345, 24
  %347 = mul nsw i32 %346, %315
  %348 = add nsw i32 %347, %344
  %349 = shl i32 %300, 8
  %350 = ashr i32 %349, 24
  %351 = mul nsw i32 %350, %321
  %352 = add nsw i32 %351, %348
  %353 = ashr i32 %300, 24
  %354 = mul nsw i32 %353, %325
  %355 = add nsw i32 %354, %352
  %356 = mul nsw i32 %343, %329
  %357 = mul nsw i32 %346, %332
  %358 = add nsw i32 %357, %356
  %359 = mul nsw i32 %350, %336
  %360 = add nsw i32 %359, %358
  %361 = mul nsw i32 %353, %339
  %362 = add nsw i32 %361, %360
  %363 = add nsw i32 %293, %362
  %364 = add nsw i32 %294, %355
  %365 = add nsw i32 %295, %341
  %366 = add nsw i32 %296, %327
  %367 = or disjoint i32 %153, 3
  %368 = zext nneg i32 %367 to i64
  %369 = getelementptr inbounds nuw i32, ptr %32, i64 %368
  %370 = load i32, ptr %369, align 4, !tbaa !6
  %371 = getelementptr inbounds nuw i32, ptr %33, i64 %368
  %372 = load i32, ptr %371, align 4, !tbaa !6
  %373 = getelementptr inbounds nuw i32, ptr %35, i64 %368
  %374 = load i32, ptr %373, align 4, !tbaa !6
  %375 = getelementptr inbounds nuw i32, ptr %36, i64 %368
  %376 = load i32, ptr %375, align 4, !tbaa !6
  %377 = shl i32 %372, 24
  %378 = ashr exact i32 %377, 24
  %379 = shl i32 %376, 24
  %380 = ashr exact i32 %379, 24
  %381 = mul nsw i32 %378, %380
  %382 = shl i32 %372, 16
  %383 = ashr i32 %382, 24
  %384 = shl i32 %376, 16
  %385 = ashr i32 %384, 24
  %386 = mul nsw i32 %383, %385
  %387 = add nsw i32 %386, %381
  %388 = shl i32 %372, 8
  %389 = ashr i32 %388, 24
  %390 = shl i32 %376, 8
  %391 = ashr i32 %390, 24
  %392 = mul nsw i32 %389, %391
  %393 = add nsw i32 %392, %387
  %394 = ashr i32 %372, 24
  %395 = ashr i32 %376, 24
  %396 = mul nsw i32 %394, %395
  %397 = add nsw i32 %396, %393
  %398 = shl i32 %374, 24
  %399 = ashr exact i32 %398, 24
  %400 = mul nsw i32 %378, %399
  %401 = shl i32 %374, 16
  %402 = ashr i32 %401, 24
  %403 = mul nsw i32 %383, %402
  %404 = add nsw i32 %403, %400
  %405 = shl i32 %374, 8
  %406 = ashr i32 %405, 24
  %407 = mul nsw i32 %389, %406
  %408 = add nsw i32 %407, %404
  %409 = ashr i32 %374, 24
  %410 = mul nsw i32 %394, %409
  %411 = add nsw i32 %410, %408
  %412 = shl i32 %370, 24
  %413 = ashr exact i32 %412, 24
  %414 = mul nsw i32 %413, %380
  %415 = shl i32 %370, 16
  %416 = ashr i32 %415, 24
  %417 = mul nsw i32 %416, %385
  %418 = add nsw i32 %417, %414
  %419 = shl i32 %370, 8
  %420 = ashr i32 %419, 24
  %421 = mul nsw i32 %420, %391
  %422 = add nsw i32 %421, %418
  %423 = ashr i32 %370, 24
  %424 = mul nsw i32 %423, %395
  %425 = add nsw i32 %424, %422
  %426 = mul nsw i32 %413, %399
  %427 = mul nsw i32 %416, %402
  %428 = add nsw i32 %427, %426
  %429 = mul nsw i32 %420, %406
  %430 = add nsw i32 %429, %428
  %431 = mul nsw i32 %423, %409
  %432 = add nsw i32 %431, %430
  %433 = add nsw i32 %363, %432
  %434 = add nsw i32 %364, %425
  %435 = add nsw i32 %365, %411
  %436 = add nsw i32 %366, %397
  %437 = add nuw nsw i32 %153, 4
  %438 = icmp eq i32 %437, 16
  br i1 %438, label %439, label %152, !llvm.loop !17

439:                                              ; preds = %152, %50
  %440 = phi i32 [ %38, %50 ], [ %436, %152 ]
  %441 = phi i32 [ %39, %50 ], [ %435, %152 ]
  %442 = phi i32 [ %40, %50 ], [ %434, %152 ]
  %443 = phi i32 [ %42, %50 ], [ %433, %152 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %444 = add nuw nsw i32 %41, 64
  %445 = icmp slt i32 %444, %8
  br i1 %445, label %37, label %43, !llvm.loop !19

446:                                              ; preds = %44
  %447 = zext nneg i32 %45 to i64
  %448 = getelementptr inbounds nuw float, ptr %2, i64 %447
  %449 = mul nuw nsw i64 %447, %48
  %450 = getelementptr float, ptr %5, i64 %449
  %451 = icmp slt i32 %46, %7
  br i1 %451, label %452, label %467

452:                                              ; preds = %446
  %453 = sitofp i32 %443 to float
  %454 = load float, ptr %448, align 4, !tbaa !11
  %455 = fmul contract float %454, %453
  %456 = sext i32 %46 to i64
  %457 = getelementptr inbounds float, ptr %3, i64 %456
  %458 = load float, ptr %457, align 4, !tbaa !11
  %459 = fmul contract float %455, %458
  br i1 %47, label %464, label %460

460:                                              ; preds = %452
  %461 = getelementptr inbounds float, ptr %4, i64 %456
  %462 = load float, ptr %461, align 4, !tbaa !11
  %463 = fadd contract float %459, %462
  br label %464

464:                                              ; preds = %460, %452
  %465 = phi float [ %463, %460 ], [ %459, %452 ]
  %466 = getelementptr float, ptr %450, i64 %456
  store float %465, ptr %466, align 4, !tbaa !11
  br label %467

467:                                              ; preds = %446, %464
  %468 = or disjoint i32 %46, 16
  %469 = icmp slt i32 %468, %7
  br i1 %469, label %470, label %485

470:                                              ; preds = %467
  %471 = sitofp i32 %442 to float
  %472 = load float, ptr %448, align 4, !tbaa !11
  %473 = fmul contract float %472, %471
  %474 = sext i32 %468 to i64
  %475 = getelementptr inbounds float, ptr %3, i64 %474
  %476 = load float, ptr %475, align 4, !tbaa !11
  %477 = fmul contract float %473, %476
  br i1 %47, label %482, label %478

478:                                              ; preds = %470
  %479 = getelementptr inbounds float, ptr %4, i64 %474
  %480 = load float, ptr %479, align 4, !tbaa !11
  %481 = fadd contract float %477, %480
  br label %482

482:                                              ; preds = %478, %470
  %483 = phi float [ %481, %478 ], [ %477, %470 ]
  %484 = getelementptr float, ptr %450, i64 %474
  store float %483, ptr %484, align 4, !tbaa !11
  br label %485

485:                                              ; preds = %467, %482, %44
  %486 = or disjoint i32 %45, 16
  %487 = icmp slt i32 %486, %6
  br i1 %487, label %488, label %527

488:                                              ; preds = %485
  %489 = zext nneg i32 %486 to i64
  %490 = getelementptr inbounds nuw float, ptr %2, i64 %489
  %491 = mul nuw nsw i64 %489, %48
  %492 = getelementptr float, ptr %5, i64 %491
  %493 = icmp slt i32 %46, %7
  br i1 %493, label %494, label %509

494:                                              ; preds = %488
  %495 = sitofp i32 %441 to float
  %496 = load float, ptr %490, align 4, !tbaa !11
  %497 = fmul contract float %496, %495
  %498 = sext i32 %46 to i64
  %499 = getelementptr inbounds float, ptr %3, i64 %498
  %500 = load float, ptr %499, align 4, !tbaa !11
  %501 = fmul contract float %497, %500
  br i1 %47, label %506, label %502

502:                                              ; preds = %494
  %503 = getelementptr inbounds float, ptr %4, i64 %498
  %504 = load float, ptr %503, align 4, !tbaa !11
  %505 = fadd contract float %501, %504
  br label %506

506:                                              ; preds = %502, %494
  %507 = phi float [ %505, %502 ], [ %501, %494 ]
  %508 = getelementptr float, ptr %492, i64 %498
  store float %507, ptr %508, align 4, !tbaa !11
  br label %509

509:                                              ; preds = %506, %488
  %510 = or disjoint i32 %46, 16
  %511 = icmp slt i32 %510, %7
  br i1 %511, label %512, label %527

512:                                              ; preds = %509
  %513 = sitofp i32 %440 to float
  %514 = load float, ptr %490, align 4, !tbaa !11
  %515 = fmul contract float %514, %513
  %516 = sext i32 %510 to i64
  %517 = getelementptr inbounds float, ptr %3, i64 %516
  %518 = load float, ptr %517, align 4, !tbaa !11
  %519 = fmul contract float %515, %518
  br i1 %47, label %524, label %520

520:                                              ; preds = %512
  %521 = getelementptr inbounds float, ptr %4, i64 %516
  %522 = load float, ptr %521, align 4, !tbaa !11
  %523 = fadd contract float %519, %522
  br label %524

524:                                              ; preds = %520, %512
  %525 = phi float [ %523, %520 ], [ %519, %512 ]
  %526 = getelementptr float, ptr %492, i64 %516
  store float %525, ptr %526, align 4, !tbaa !11
  br label %527

527:                                              ; preds = %43, %509, %524, %485, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.rint.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = distinct !{!17, !15, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !15}
