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

41:                                               ; preds = %37, %34
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
  %61 = fmul contract float %35, %59
  %62 = tail call contract noundef float @llvm.rint.f32(float %61)
  %63 = tail call noundef float @llvm.maxnum.f32(float %62, float -1.270000e+02)
  %64 = tail call noundef float @llvm.minnum.f32(float %63, float 1.270000e+02)
  %65 = fptosi float %64 to i8
  %66 = sext i32 %27 to i64
  %67 = getelementptr inbounds i8, ptr %1, i64 %66
  store i8 %65, ptr %67, align 1, !tbaa !13
  br label %68

68:                                               ; preds = %60, %41
  br i1 %36, label %69, label %77

69:                                               ; preds = %68
  %70 = fmul contract float %42, %59
  %71 = tail call contract noundef float @llvm.rint.f32(float %70)
  %72 = tail call noundef float @llvm.maxnum.f32(float %71, float -1.270000e+02)
  %73 = tail call noundef float @llvm.minnum.f32(float %72, float 1.270000e+02)
  %74 = fptosi float %73 to i8
  %75 = sext i32 %28 to i64
  %76 = getelementptr inbounds i8, ptr %1, i64 %75
  store i8 %74, ptr %76, align 1, !tbaa !13
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
  br i1 %14, label %610, label %15

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
  %31 = zext nneg i32 %8 to i64
  %32 = zext nneg i32 %16 to i64
  %33 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_a to ptr), i64 %32
  %34 = getelementptr i8, ptr %33, i64 1088
  %35 = zext nneg i32 %19 to i64
  %36 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_b to ptr), i64 %35
  %37 = getelementptr i8, ptr %36, i64 1088
  br label %38

38:                                               ; preds = %15, %522
  %39 = phi i32 [ 0, %15 ], [ %523, %522 ]
  %40 = phi i32 [ 0, %15 ], [ %524, %522 ]
  %41 = phi i32 [ 0, %15 ], [ %525, %522 ]
  %42 = phi i32 [ 0, %15 ], [ %527, %522 ]
  %43 = phi i32 [ 0, %15 ], [ %526, %522 ]
  br i1 %29, label %52, label %51

44:                                               ; preds = %522
  br i1 %24, label %45, label %610

45:                                               ; preds = %44
  %46 = or disjoint i32 %16, %26
  %47 = or disjoint i32 %19, %28
  %48 = icmp eq ptr %4, null
  %49 = zext nneg i32 %7 to i64
  %50 = icmp slt i32 %46, %6
  br i1 %50, label %529, label %568

51:                                               ; preds = %117, %38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %24, label %123, label %522

52:                                               ; preds = %38, %117
  %53 = phi i32 [ %121, %117 ], [ %20, %38 ]
  %54 = lshr i32 %53, 4
  %55 = and i32 %53, 15
  %56 = or disjoint i32 %54, %26
  %57 = shl nuw nsw i32 %55, 2
  %58 = or disjoint i32 %57, %42
  %59 = icmp slt i32 %56, %6
  %60 = icmp slt i32 %58, %8
  %61 = select i1 %59, i1 %60, i1 false
  br i1 %61, label %62, label %85

62:                                               ; preds = %52
  %63 = zext nneg i32 %56 to i64
  %64 = mul nuw nsw i64 %63, %30
  %65 = getelementptr inbounds nuw i8, ptr %0, i64 %64
  %66 = zext nneg i32 %58 to i64
  %67 = getelementptr inbounds nuw i8, ptr %65, i64 %66
  %68 = sub nsw i32 %8, %58
  br label %69

69:                                               ; preds = %62, %81
  %70 = phi i32 [ 0, %62 ], [ %83, %81 ]
  %71 = phi i32 [ 0, %62 ], [ %82, %81 ]
  %72 = icmp sgt i32 %68, %70
  br i1 %72, label %73, label %81

73:                                               ; preds = %69
  %74 = zext nneg i32 %70 to i64
  %75 = getelementptr inbounds nuw i8, ptr %67, i64 %74
  %76 = load i8, ptr %75, align 1, !tbaa !13
  %77 = zext i8 %76 to i32
  %78 = shl nuw nsw i32 %70, 3
  %79 = shl nuw i32 %77, %78
  %80 = or i32 %79, %71
  br label %81

81:                                               ; preds = %73, %69
  %82 = phi i32 [ %80, %73 ], [ %71, %69 ]
  %83 = add nuw nsw i32 %70, 1
  %84 = icmp eq i32 %83, 4
  br i1 %84, label %85, label %69, !llvm.loop !17

85:                                               ; preds = %81, %52
  %86 = phi i32 [ 0, %52 ], [ %82, %81 ]
  %87 = zext nneg i32 %54 to i64
  %88 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_a to ptr), i64 %87
  %89 = zext nneg i32 %55 to i64
  %90 = getelementptr inbounds nuw i32, ptr %88, i64 %89
  store i32 %86, ptr %90, align 4, !tbaa !6
  %91 = or disjoint i32 %54, %28
  %92 = icmp slt i32 %91, %7
  %93 = select i1 %92, i1 %60, i1 false
  br i1 %93, label %94, label %117

94:                                               ; preds = %85
  %95 = sext i32 %91 to i64
  %96 = mul nsw i64 %95, %31
  %97 = getelementptr inbounds nuw i8, ptr %1, i64 %96
  %98 = zext nneg i32 %58 to i64
  %99 = getelementptr inbounds nuw i8, ptr %97, i64 %98
  %100 = sub nsw i32 %8, %58
  br label %101

101:                                              ; preds = %94, %113
  %102 = phi i32 [ 0, %94 ], [ %115, %113 ]
  %103 = phi i32 [ 0, %94 ], [ %114, %113 ]
  %104 = icmp sgt i32 %100, %102
  br i1 %104, label %105, label %113

105:                                              ; preds = %101
  %106 = zext nneg i32 %102 to i64
  %107 = getelementptr inbounds nuw i8, ptr %99, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !13
  %109 = zext i8 %108 to i32
  %110 = shl nuw nsw i32 %102, 3
  %111 = shl nuw i32 %109, %110
  %112 = or i32 %111, %103
  br label %113

113:                                              ; preds = %105, %101
  %114 = phi i32 [ %112, %105 ], [ %103, %101 ]
  %115 = add nuw nsw i32 %102, 1
  %116 = icmp eq i32 %115, 4
  br i1 %116, label %117, label %101, !llvm.loop !17

117:                                              ; preds = %113, %85
  %118 = phi i32 [ 0, %85 ], [ %114, %113 ]
  %119 = getelementptr inbounds nuw [17 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ16gemm_s8_rowscaleE3s_b to ptr), i64 %87
  %120 = getelementptr inbounds nuw i32, ptr %119, i64 %89
  store i32 %118, ptr %120, align 4, !tbaa !6
  %121 = add nuw nsw i32 %53, %22
  %122 = icmp samesign ult i32 %121, 512
  br i1 %122, label %52, label %51, !llvm.loop !18

123:                                              ; preds = %51, %123
  %124 = phi i32 [ %520, %123 ], [ 0, %51 ]
  %125 = phi i32 [ %516, %123 ], [ %43, %51 ]
  %126 = phi i32 [ %517, %123 ], [ %41, %51 ]
  %127 = phi i32 [ %518, %123 ], [ %40, %51 ]
  %128 = phi i32 [ %519, %123 ], [ %39, %51 ]
  %129 = zext nneg i32 %124 to i64
  %130 = getelementptr inbounds nuw i32, ptr %33, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = getelementptr inbounds nuw i32, ptr %34, i64 %129
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = getelementptr inbounds nuw i32, ptr %36, i64 %129
  %135 = load i32, ptr %134, align 4, !tbaa !6
  %136 = getelementptr inbounds nuw i32, ptr %37, i64 %129
  %137 = load i32, ptr %136, align 4, !tbaa !6
  %138 = shl i32 %133, 24
  %139 = ashr exact i32 %138, 24
  %140 = shl i32 %137, 24
  %141 = ashr exact i32 %140, 24
  %142 = mul nsw i32 %139, %141
  %143 = shl i32 %133, 16
  %144 = ashr i32 %143, 24
  %145 = shl i32 %137, 16
  %146 = ashr i32 %145, 24
  %147 = mul nsw i32 %144, %146
  %148 = add nsw i32 %147, %142
  %149 = shl i32 %133, 8
  %150 = ashr i32 %149, 24
  %151 = shl i32 %137, 8
  %152 = ashr i32 %151, 24
  %153 = mul nsw i32 %150, %152
  %154 = add nsw i32 %153, %148
  %155 = ashr i32 %133, 24
  %156 = ashr i32 %137, 24
  %157 = mul nsw i32 %155, %156
  %158 = add nsw i32 %157, %154
  %159 = shl i32 %133, 24
  %160 = ashr exact i32 %159, 24
  %161 = shl i32 %135, 24
  %162 = ashr exact i32 %161, 24
  %163 = mul nsw i32 %160, %162
  %164 = shl i32 %133, 16
  %165 = ashr i32 %164, 24
  %166 = shl i32 %135, 16
  %167 = ashr i32 %166, 24
  %168 = mul nsw i32 %165, %167
  %169 = add nsw i32 %168, %163
  %170 = shl i32 %133, 8
  %171 = ashr i32 %170, 24
  %172 = shl i32 %135, 8
  %173 = ashr i32 %172, 24
  %174 = mul nsw i32 %171, %173
  %175 = add nsw i32 %174, %169
  %176 = ashr i32 %133, 24
  %177 = ashr i32 %135, 24
  %178 = mul nsw i32 %176, %177
  %179 = add nsw i32 %178, %175
  %180 = shl i32 %131, 24
  %181 = ashr exact i32 %180, 24
  %182 = shl i32 %137, 24
  %183 = ashr exact i32 %182, 24
  %184 = mul nsw i32 %181, %183
  %185 = shl i32 %131, 16
  %186 = ashr i32 %185, 24
  %187 = shl i32 %137, 16
  %188 = ashr i32 %187, 24
  %189 = mul nsw i32 %186, %188
  %190 = add nsw i32 %189, %184
  %191 = shl i32 %131, 8
  %192 = ashr i32 %191, 24
  %193 = shl i32 %137, 8
  %194 = ashr i32 %193, 24
  %195 = mul nsw i32 %192, %194
  %196 = add nsw i32 %195, %190
  %197 = ashr i32 %131, 24
  %198 = ashr i32 %137, 24
  %199 = mul nsw i32 %197, %198
  %200 = add nsw i32 %199, %196
  %201 = shl i32 %131, 24
  %202 = ashr exact i32 %201, 24
  %203 = shl i32 %135, 24
  %204 = ashr exact i32 %203, 24
  %205 = mul nsw i32 %202, %204
  %206 = shl i32 %131, 16
  %207 = ashr i32 %206, 24
  %208 = shl i32 %135, 16
  %209 = ashr i32 %208, 24
  %210 = mul nsw i32 %207, %209
  %211 = add nsw i32 %210, %205
  %212 = shl i32 %131, 8
  %213 = ashr i32 %212, 24
  %214 = shl i32 %135, 8
  %215 = ashr i32 %214, 24
  %216 = mul nsw i32 %213, %215
  %217 = add nsw i32 %216, %211
  %218 = ashr i32 %131, 24
  %219 = ashr i32 %135, 24
  %220 = mul nsw i32 %218, %219
  %221 = add nsw i32 %220, %217
  %222 = add nsw i32 %125, %221
  %223 = add nsw i32 %126, %200
  %224 = add nsw i32 %127, %179
  %225 = add nsw i32 %128, %158
  %226 = or disjoint i32 %124, 1
  %227 = zext nneg i32 %226 to i64
  %228 = getelementptr inbounds nuw i32, ptr %33, i64 %227
  %229 = load i32, ptr %228, align 4, !tbaa !6
  %230 = getelementptr inbounds nuw i32, ptr %34, i64 %227
  %231 = load i32, ptr %230, align 4, !tbaa !6
  %232 = getelementptr inbounds nuw i32, ptr %36, i64 %227
  %233 = load i32, ptr %232, align 4, !tbaa !6
  %234 = getelementptr inbounds nuw i32, ptr %37, i64 %227
  %235 = load i32, ptr %234, align 4, !tbaa !6
  %236 = shl i32 %231, 24
  %237 = ashr exact i32 %236, 24
  %238 = shl i32 %235, 24
  %239 = ashr exact i32 %238, 24
  %240 = mul nsw i32 %237, %239
  %241 = shl i32 %231, 16
  %242 = ashr i32 %241, 24
  %243 = shl i32 %235, 16
  %244 = ashr i32 %243, 24
  %245 = mul nsw i32 %242, %244
  %246 = add nsw i32 %245, %240
  %247 = shl i32 %231, 8
  %248 = ashr i32 %247, 24
  %249 = shl i32 %235, 8
  %250 = ashr i32 %249, 24
  %251 = mul nsw i32 %248, %250
  %252 = add nsw i32 %251, %246
  %253 = ashr i32 %231, 24
  %254 = ashr i32 %235, 24
  %255 = mul nsw i32 %253, %254
  %256 = add nsw i32 %255, %252
  %257 = shl i32 %231, 24
  %258 = ashr exact i32 %257, 24
  %259 = shl i32 %233, 24
  %260 = ashr exact i32 %259, 24
  %261 = mul nsw i32 %258, %260
  %262 = shl i32 %231, 16
  %263 = ashr i32 %262, 24
  %264 = shl i32 %233, 16
  %265 = ashr i32 %264, 24
  %266 = mul nsw i32 %263, %265
  %267 = add nsw i32 %266, %261
  %268 = shl i32 %231, 8
  %269 = ashr i32 %268, 24
  %270 = shl i32 %233, 8
  %271 = ashr i32 %270, 24
  %272 = mul nsw i32 %269, %271
  %273 = add nsw i32 %272, %267
  %274 = ashr i32 %231, 24
  %275 = ashr i32 %233, 24
  %276 = mul nsw i32 %274, %275
  %277 = add nsw i32 %276, %273
  %278 = shl i32 %229, 24
  %279 = ashr exact i32 %278, 24
  %280 = shl i32 %235, 24
  %281 = ashr exact i32 %280, 24
  %282 = mul nsw i32 %279, %281
  %283 = shl i32 %229, 16
  %284 = ashr i32 %283, 24
  %285 = shl i32 %235, 16
  %286 = ashr i32 %285, 24
  %287 = mul nsw i32 %284, %286
  %288 = add nsw i32 %287, %282
  %289 = shl i32 %229, 8
  %290 = ashr i32 %289, 24
  %291 = shl i32 %235, 8
  %292 = ashr i32 %291, 24
  %293 = mul nsw i32 %290, %292
  %294 = add nsw i32 %293, %288
  %295 = ashr i32 %229, 24
  %296 = ashr i32 %235, 24
  %297 = mul nsw i32 %295, %296
  %298 = add nsw i32 %297, %294
  %299 = shl i32 %229, 24
  %300 = ashr exact i32 %299, 24
  %301 = shl i32 %233, 24
  %302 = ashr exact i32 %301, 24
  %303 = mul nsw i32 %300, %302
  %304 = shl i32 %229, 16
  %305 = ashr i32 %304, 24
  %306 = shl i32 %233, 16
  %307 = ashr i32 %306, 24
  %308 = mul nsw i32 %305, %307
  %309 = add nsw i32 %308, %303
  %310 = shl i32 %229, 8
  %311 = ashr i32 %310, 24
  %312 = shl i32 %233, 8
  %313 = ashr i32 %312, 24
  %314 = mul nsw i32 %311, %313
  %315 = add nsw i32 %314, %309
  %316 = ashr i32 %229, 24
  %317 = ashr i32 %233, 24
  %318 = mul nsw i32 %316, %317
  %319 = add nsw i32 %318, %315
  %320 = add nsw i32 %222, %319
  %321 = add nsw i32 %223, %298
  %322 = add nsw i32 %224, %277
  %323 = add nsw i32 %225, %256
  %324 = or disjoint i32 %124, 2
  %325 = zext nneg i32 %324 to i64
  %326 = getelementptr inbounds nuw i32, ptr %33, i64 %325
  %327 = load i32, ptr %326, align 4, !tbaa !6
  %328 = getelementptr inbounds nuw i32, ptr %34, i64 %325
  %329 = load i32, ptr %328, align 4, !tbaa !6
  %330 = getelementptr inbounds nuw i32, ptr %36, i64 %325
  %331 = load i32, ptr %330, align 4, !tbaa !6
  %332 = getelementptr inbounds nuw i32, ptr %37, i64 %325
  %333 = load i32, ptr %332, align 4, !tbaa !6
  %334 = shl i32 %329, 24
  %335 = ashr exact i32 %334, 24
  %336 = shl i32 %333, 24
  %337 = ashr exact i32 %336, 24
  %338 = mul nsw i32 %335, %337
  %339 = shl i32 %329, 16
  %340 = ashr i32 %339, 24
  %341 = shl i32 %333, 16
  %342 = ashr i32 %341, 24
  %343 = mul nsw i32 %340, %342
  %344 = add nsw i32 %343, %338
  %345 = shl i32 %329, 8
  %346 = ashr i32 %345, 24
  %347 = shl i32 %333, 8
  %348 = ashr i32 %347, 24
  %349 = mul nsw i32 %346, %348
  %350 = add nsw i32 %349, %344
  %351 = ashr i32 %329, 24
  %352 = ashr i32 %333, 24
  %353 = mul nsw i32 %351, %352
  %354 = add nsw i32 %353, %350
  %355 = shl i32 %329, 24
  %356 = ashr exact i32 %355, 24
  %357 = shl i32 %331, 24
  %358 = ashr exact i32 %357, 24
  %359 = mul nsw i32 %356, %358
  %360 = shl i32 %329, 16
  %361 = ashr i32 %360, 24
  %362 = shl i32 %331, 16
  %363 = ashr i32 %362, 24
  %364 = mul nsw i32 %361, %363
  %365 = add nsw i32 %364, %359
  %366 = shl i32 %329, 8
  %367 = ashr i32 %366, 24
  %368 = shl i32 %331, 8
  %369 = ashr i32 %368, 24
  %370 = mul nsw i32 %367, %369
  %371 = add nsw i32 %370, %365
  %372 = ashr i32 %329, 24
  %373 = ashr i32 %331, 24
  %374 = mul nsw i32 %372, %373
  %375 = add nsw i32 %374, %371
  %376 = shl i32 %327, 24
  %377 = ashr exact i32 %376, 24
  %378 = shl i32 %333, 24
  %379 = ashr exact i32 %378, 24
  %380 = mul nsw i32 %377, %379
  %381 = shl i32 %327, 16
  %382 = ashr i32 %381, 24
  %383 = shl i32 %333, 16
  %384 = ashr i32 %383, 24
  %385 = mul nsw i32 %382, %384
  %386 = add nsw i32 %385, %380
  %387 = shl i32 %327, 8
  %388 = ashr i32 %387, 24
  %389 = shl i32 %333, 8
  %390 = ashr i32 %389, 24
  %391 = mul nsw i32 %388, %390
  %392 = add nsw i32 %391, %386
  %393 = ashr i32 %327, 24
  %394 = ashr i32 %333, 24
  %395 = mul nsw i32 %393, %394
  %396 = add nsw i32 %395, %392
  %397 = shl i32 %327, 24
  %398 = ashr exact i32 %397, 24
  %399 = shl i32 %331, 24
  %400 = ashr exact i32 %399, 24
  %401 = mul nsw i32 %398, %400
  %402 = shl i32 %327, 16
  %403 = ashr i32 %402, 24
  %404 = shl i32 %331, 16
  %405 = ashr i32 %404, 24
  %406 = mul nsw i32 %403, %405
  %407 = add nsw i32 %406, %401
  %408 = shl i32 %327, 8
  %409 = ashr i32 %408, 24
  %410 = shl i32 %331, 8
  %411 = ashr i32 %410, 24
  %412 = mul nsw i32 %409, %411
  %413 = add nsw i32 %412, %407
  %414 = ashr i32 %327, 24
  %415 = ashr i32 %331, 24
  %416 = mul nsw i32 %414, %415
  %417 = add nsw i32 %416, %413
  %418 = add nsw i32 %320, %417
  %419 = add nsw i32 %321, %396
  %420 = add nsw i32 %322, %375
  %421 = add nsw i32 %323, %354
  %422 = or disjoint i32 %124, 3
  %423 = zext nneg i32 %422 to i64
  %424 = getelementptr inbounds nuw i32, ptr %33, i64 %423
  %425 = load i32, ptr %424, align 4, !tbaa !6
  %426 = getelementptr inbounds nuw i32, ptr %34, i64 %423
  %427 = load i32, ptr %426, align 4, !tbaa !6
  %428 = getelementptr inbounds nuw i32, ptr %36, i64 %423
  %429 = load i32, ptr %428, align 4, !tbaa !6
  %430 = getelementptr inbounds nuw i32, ptr %37, i64 %423
  %431 = load i32, ptr %430, align 4, !tbaa !6
  %432 = shl i32 %427, 24
  %433 = ashr exact i32 %432, 24
  %434 = shl i32 %431, 24
  %435 = ashr exact i32 %434, 24
  %436 = mul nsw i32 %433, %435
  %437 = shl i32 %427, 16
  %438 = ashr i32 %437, 24
  %439 = shl i32 %431, 16
  %440 = ashr i32 %439, 24
  %441 = mul nsw i32 %438, %440
  %442 = add nsw i32 %441, %436
  %443 = shl i32 %427, 8
  %444 = ashr i32 %443, 24
  %445 = shl i32 %431, 8
  %446 = ashr i32 %445, 24
  %447 = mul nsw i32 %444, %446
  %448 = add nsw i32 %447, %442
  %449 = ashr i32 %427, 24
  %450 = ashr i32 %431, 24
  %451 = mul nsw i32 %449, %450
  %452 = add nsw i32 %451, %448
  %453 = shl i32 %427, 24
  %454 = ashr exact i32 %453, 24
  %455 = shl i32 %429, 24
  %456 = ashr exact i32 %455, 24
  %457 = mul nsw i32 %454, %456
  %458 = shl i32 %427, 16
  %459 = ashr i32 %458, 24
  %460 = shl i32 %429, 16
  %461 = ashr i32 %460, 24
  %462 = mul nsw i32 %459, %461
  %463 = add nsw i32 %462, %457
  %464 = shl i32 %427, 8
  %465 = ashr i32 %464, 24
  %466 = shl i32 %429, 8
  %467 = ashr i32 %466, 24
  %468 = mul nsw i32 %465, %467
  %469 = add nsw i32 %468, %463
  %470 = ashr i32 %427, 24
  %471 = ashr i32 %429, 24
  %472 = mul nsw i32 %470, %471
  %473 = add nsw i32 %472, %469
  %474 = shl i32 %425, 24
  %475 = ashr exact i32 %474, 24
  %476 = shl i32 %431, 24
  %477 = ashr exact i32 %476, 24
  %478 = mul nsw i32 %475, %477
  %479 = shl i32 %425, 16
  %480 = ashr i32 %479, 24
  %481 = shl i32 %431, 16
  %482 = ashr i32 %481, 24
  %483 = mul nsw i32 %480, %482
  %484 = add nsw i32 %483, %478
  %485 = shl i32 %425, 8
  %486 = ashr i32 %485, 24
  %487 = shl i32 %431, 8
  %488 = ashr i32 %487, 24
  %489 = mul nsw i32 %486, %488
  %490 = add nsw i32 %489, %484
  %491 = ashr i32 %425, 24
  %492 = ashr i32 %431, 24
  %493 = mul nsw i32 %491, %492
  %494 = add nsw i32 %493, %490
  %495 = shl i32 %425, 24
  %496 = ashr exact i32 %495, 24
  %497 = shl i32 %429, 24
  %498 = ashr exact i32 %497, 24
  %499 = mul nsw i32 %496, %498
  %500 = shl i32 %425, 16
  %501 = ashr i32 %500, 24
  %502 = shl i32 %429, 16
  %503 = ashr i32 %502, 24
  %504 = mul nsw i32 %501, %503
  %505 = add nsw i32 %504, %499
  %506 = shl i32 %425, 8
  %507 = ashr i32 %506, 24
  %508 = shl i32 %429, 8
  %509 = ashr i32 %508, 24
  %510 = mul nsw i32 %507, %509
  %511 = add nsw i32 %510, %505
  %512 = ashr i32 %425, 24
  %513 = ashr i32 %429, 24
  %514 = mul nsw i32 %512, %513
  %515 = add nsw i32 %514, %511
  %516 = add nsw i32 %418, %515
  %517 = add nsw i32 %419, %494
  %518 = add nsw i32 %420, %473
  %519 = add nsw i32 %421, %452
  %520 = add nuw nsw i32 %124, 4
  %521 = icmp eq i32 %520, 16
  br i1 %521, label %522, label %123, !llvm.loop !19

522:                                              ; preds = %123, %51
  %523 = phi i32 [ %39, %51 ], [ %519, %123 ]
  %524 = phi i32 [ %40, %51 ], [ %518, %123 ]
  %525 = phi i32 [ %41, %51 ], [ %517, %123 ]
  %526 = phi i32 [ %43, %51 ], [ %516, %123 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %527 = add nuw nsw i32 %42, 64
  %528 = icmp slt i32 %527, %8
  br i1 %528, label %38, label %44, !llvm.loop !20

529:                                              ; preds = %45
  %530 = zext nneg i32 %46 to i64
  %531 = getelementptr inbounds nuw float, ptr %2, i64 %530
  %532 = mul nuw nsw i64 %530, %49
  %533 = getelementptr float, ptr %5, i64 %532
  %534 = icmp slt i32 %47, %7
  br i1 %534, label %535, label %550

535:                                              ; preds = %529
  %536 = sitofp i32 %526 to float
  %537 = load float, ptr %531, align 4, !tbaa !11
  %538 = fmul contract float %537, %536
  %539 = sext i32 %47 to i64
  %540 = getelementptr inbounds float, ptr %3, i64 %539
  %541 = load float, ptr %540, align 4, !tbaa !11
  %542 = fmul contract float %538, %541
  br i1 %48, label %547, label %543

543:                                              ; preds = %535
  %544 = getelementptr inbounds float, ptr %4, i64 %539
  %545 = load float, ptr %544, align 4, !tbaa !11
  %546 = fadd contract float %542, %545
  br label %547

547:                                              ; preds = %543, %535
  %548 = phi float [ %546, %543 ], [ %542, %535 ]
  %549 = getelementptr float, ptr %533, i64 %539
  store float %548, ptr %549, align 4, !tbaa !11
  br label %550

550:                                              ; preds = %529, %547
  %551 = or disjoint i32 %47, 16
  %552 = icmp slt i32 %551, %7
  br i1 %552, label %553, label %568

553:                                              ; preds = %550
  %554 = sitofp i32 %525 to float
  %555 = load float, ptr %531, align 4, !tbaa !11
  %556 = fmul contract float %555, %554
  %557 = sext i32 %551 to i64
  %558 = getelementptr inbounds float, ptr %3, i64 %557
  %559 = load float, ptr %558, align 4, !tbaa !11
  %560 = fmul contract float %556, %559
  br i1 %48, label %565, label %561

561:                                              ; preds = %553
  %562 = getelementptr inbounds float, ptr %4, i64 %557
  %563 = load float, ptr %562, align 4, !tbaa !11
  %564 = fadd contract float %560, %563
  br label %565

565:                                              ; preds = %561, %553
  %566 = phi float [ %564, %561 ], [ %560, %553 ]
  %567 = getelementptr float, ptr %533, i64 %557
  store float %566, ptr %567, align 4, !tbaa !11
  br label %568

568:                                              ; preds = %550, %565, %45
  %569 = or disjoint i32 %46, 16
  %570 = icmp slt i32 %569, %6
  br i1 %570, label %571, label %610

571:                                              ; preds = %568
  %572 = zext nneg i32 %569 to i64
  %573 = getelementptr inbounds nuw float, ptr %2, i64 %572
  %574 = mul nuw nsw i64 %572, %49
  %575 = getelementptr float, ptr %5, i64 %574
  %576 = icmp slt i32 %47, %7
  br i1 %576, label %577, label %592

577:                                              ; preds = %571
  %578 = sitofp i32 %524 to float
  %579 = load float, ptr %573, align 4, !tbaa !11
  %580 = fmul contract float %579, %578
  %581 = sext i32 %47 to i64
  %582 = getelementptr inbounds float, ptr %3, i64 %581
  %583 = load float, ptr %582, align 4, !tbaa !11
  %584 = fmul contract float %580, %583
  br i1 %48, label %589, label %585

585:                                              ; preds = %577
  %586 = getelementptr inbounds float, ptr %4, i64 %581
  %587 = load float, ptr %586, align 4, !tbaa !11
  %588 = fadd contract float %584, %587
  br label %589

589:                                              ; preds = %585, %577
  %590 = phi float [ %588, %585 ], [ %584, %577 ]
  %591 = getelementptr float, ptr %575, i64 %581
  store float %590, ptr %591, align 4, !tbaa !11
  br label %592

592:                                              ; preds = %589, %571
  %593 = or disjoint i32 %47, 16
  %594 = icmp slt i32 %593, %7
  br i1 %594, label %595, label %610

595:                                              ; preds = %592
  %596 = sitofp i32 %523 to float
  %597 = load float, ptr %573, align 4, !tbaa !11
  %598 = fmul contract float %597, %596
  %599 = sext i32 %593 to i64
  %600 = getelementptr inbounds float, ptr %3, i64 %599
  %601 = load float, ptr %600, align 4, !tbaa !11
  %602 = fmul contract float %598, %601
  br i1 %48, label %607, label %603

603:                                              ; preds = %595
  %604 = getelementptr inbounds float, ptr %4, i64 %599
  %605 = load float, ptr %604, align 4, !tbaa !11
  %606 = fadd contract float %602, %605
  br label %607

607:                                              ; preds = %603, %595
  %608 = phi float [ %606, %603 ], [ %602, %595 ]
  %609 = getelementptr float, ptr %575, i64 %599
  store float %608, ptr %609, align 4, !tbaa !11
  br label %610

610:                                              ; preds = %44, %592, %607, %568, %9
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
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !15, !16}
!18 = distinct !{!18, !15, !16}
!19 = distinct !{!19, !15, !16}
!20 = distinct !{!20, !15, !16}
