; ModuleID = 'src/viterbi_decode.cu'
source_filename = "src/viterbi_decode.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11hmm_viterbiE3s_a = internal unnamed_addr addrspace(3) global [4096 x float] undef, align 4
@_ZZ11hmm_viterbiE5delta = internal unnamed_addr addrspace(3) global [2 x [64 x float]] undef, align 4
@_ZZ15conv_viterbi_k7E2pm = internal unnamed_addr addrspace(3) global [2 x [64 x i32]] undef, align 4
@_ZZ15conv_viterbi_k7E6pm_min = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @hmm_viterbi(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, ptr noalias noundef captures(none) %8, ptr noalias noundef writeonly captures(none) %9, ptr noalias noundef writeonly captures(none) %10) local_unnamed_addr #0 {
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = icmp sge i32 %12, %7
  %14 = sub i32 64, %5
  %15 = sub i32 64, %4
  %16 = or i32 %14, %15
  %17 = icmp ugt i32 %16, 63
  %18 = or i1 %13, %17
  %19 = icmp slt i32 %6, 1
  %20 = or i1 %19, %18
  br i1 %20, label %309, label %21

21:                                               ; preds = %11
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = mul nuw nsw i32 %4, %4
  %24 = icmp samesign ult i32 %22, %23
  br i1 %24, label %25, label %27

25:                                               ; preds = %21
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %36

27:                                               ; preds = %36, %21
  %28 = zext nneg i32 %12 to i64
  %29 = zext nneg i32 %6 to i64
  %30 = mul nuw nsw i64 %29, %28
  %31 = getelementptr inbounds nuw i32, ptr %3, i64 %30
  %32 = zext nneg i32 %4 to i64
  %33 = mul i64 %30, %32
  %34 = getelementptr inbounds nuw i8, ptr %8, i64 %33
  %35 = icmp slt i32 %22, %4
  br i1 %35, label %44, label %59

36:                                               ; preds = %25, %36
  %37 = phi i32 [ %22, %25 ], [ %42, %36 ]
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %38
  store float %40, ptr %41, align 4, !tbaa !11
  %42 = add i32 %37, %26
  %43 = icmp slt i32 %42, %23
  br i1 %43, label %36, label %27, !llvm.loop !13

44:                                               ; preds = %27
  %45 = load i32, ptr %31, align 4, !tbaa !6
  %46 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %45, i32 0)
  %47 = add nsw i32 %5, -1
  %48 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %46, i32 range(i32 -2147483648, 2147483647) %47)
  %49 = zext nneg i32 %22 to i64
  %50 = getelementptr inbounds nuw float, ptr %2, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = mul nsw i32 %5, %22
  %53 = add nsw i32 %48, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %1, i64 %54
  %56 = load float, ptr %55, align 4, !tbaa !11
  %57 = fadd contract float %51, %56
  %58 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %49
  store float %57, ptr %58, align 4, !tbaa !11
  br label %59

59:                                               ; preds = %44, %27
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %60 = icmp samesign ugt i32 %6, 1
  br i1 %60, label %61, label %75

61:                                               ; preds = %59
  %62 = add nsw i32 %5, -1
  %63 = mul nsw i32 %5, %22
  %64 = zext nneg i32 %22 to i64
  %65 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %64
  %66 = getelementptr i8, ptr %34, i64 %64
  %67 = add i32 %4, -1
  %68 = and i32 %4, 3
  %69 = icmp ult i32 %67, 3
  %70 = and i32 %4, -4
  %71 = icmp eq i32 %68, 0
  %72 = icmp ne i32 %68, 0
  br label %86

73:                                               ; preds = %197
  %74 = zext nneg i32 %198 to i64
  br label %75

75:                                               ; preds = %73, %59
  %76 = phi i64 [ 0, %59 ], [ %74, %73 ]
  %77 = icmp eq i32 %22, 0
  br i1 %77, label %78, label %309

78:                                               ; preds = %75
  %79 = icmp sgt i32 %4, 0
  br i1 %79, label %80, label %222

80:                                               ; preds = %78
  %81 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %76
  %82 = and i32 %4, 7
  %83 = icmp ult i32 %4, 8
  br i1 %83, label %203, label %84

84:                                               ; preds = %80
  %85 = and i32 %4, 2147483640
  br label %228

86:                                               ; preds = %61, %197
  %87 = phi i32 [ 0, %61 ], [ %198, %197 ]
  %88 = phi i32 [ 1, %61 ], [ %199, %197 ]
  br i1 %35, label %91, label %89

89:                                               ; preds = %86
  %90 = xor i32 %87, 1
  br label %197

91:                                               ; preds = %86
  %92 = zext nneg i32 %87 to i64
  %93 = getelementptr inbounds nuw [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE5delta to ptr), i64 %92
  br i1 %69, label %95, label %138

94:                                               ; preds = %138
  br i1 %71, label %119, label %95

95:                                               ; preds = %94, %91
  %96 = phi i32 [ 0, %91 ], [ %194, %94 ]
  %97 = phi i32 [ 0, %91 ], [ %193, %94 ]
  %98 = phi float [ 0xC7EFFFFFE0000000, %91 ], [ %192, %94 ]
  tail call void @llvm.assume(i1 %72)
  br label %99

99:                                               ; preds = %99, %95
  %100 = phi i32 [ %96, %95 ], [ %116, %99 ]
  %101 = phi i32 [ %97, %95 ], [ %115, %99 ]
  %102 = phi float [ %98, %95 ], [ %114, %99 ]
  %103 = phi i32 [ 0, %95 ], [ %117, %99 ]
  %104 = zext nneg i32 %100 to i64
  %105 = getelementptr inbounds nuw float, ptr %93, i64 %104
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = mul nsw i32 %100, %4
  %108 = add nsw i32 %107, %22
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = fadd contract float %106, %111
  %113 = fcmp contract ogt float %112, %102
  %114 = select i1 %113, float %112, float %102
  %115 = select i1 %113, i32 %100, i32 %101
  %116 = add nuw nsw i32 %100, 1
  %117 = add i32 %103, 1
  %118 = icmp eq i32 %117, %68
  br i1 %118, label %119, label %99, !llvm.loop !15

119:                                              ; preds = %99, %94
  %120 = phi float [ %192, %94 ], [ %114, %99 ]
  %121 = phi i32 [ %193, %94 ], [ %115, %99 ]
  %122 = zext nneg i32 %88 to i64
  %123 = getelementptr inbounds nuw i32, ptr %31, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %124, i32 0)
  %126 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %125, i32 range(i32 -2147483648, 2147483647) %62)
  %127 = add nsw i32 %126, %63
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %1, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = fadd contract float %120, %130
  %132 = xor i32 %87, 1
  %133 = zext nneg i32 %132 to i64
  %134 = getelementptr inbounds nuw [64 x float], ptr %65, i64 %133
  store float %131, ptr %134, align 4, !tbaa !11
  %135 = trunc i32 %121 to i8
  %136 = mul nuw nsw i64 %122, %32
  %137 = getelementptr i8, ptr %66, i64 %136
  store i8 %135, ptr %137, align 1, !tbaa !17
  br label %197

138:                                              ; preds = %91, %138
  %139 = phi i32 [ %194, %138 ], [ 0, %91 ]
  %140 = phi i32 [ %193, %138 ], [ 0, %91 ]
  %141 = phi float [ %192, %138 ], [ 0xC7EFFFFFE0000000, %91 ]
  %142 = phi i32 [ %195, %138 ], [ 0, %91 ]
  %143 = zext nneg i32 %139 to i64
  %144 = getelementptr inbounds nuw float, ptr %93, i64 %143
  %145 = load float, ptr %144, align 4, !tbaa !11
  %146 = mul nsw i32 %139, %4
  %147 = add nsw i32 %146, %22
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = fadd contract float %145, %150
  %152 = fcmp contract ogt float %151, %141
  %153 = select i1 %152, float %151, float %141
  %154 = select i1 %152, i32 %139, i32 %140
  %155 = or disjoint i32 %139, 1
  %156 = zext nneg i32 %155 to i64
  %157 = getelementptr inbounds nuw float, ptr %93, i64 %156
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = mul nsw i32 %155, %4
  %160 = add nsw i32 %159, %22
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = fadd contract float %158, %163
  %165 = fcmp contract ogt float %164, %153
  %166 = select i1 %165, float %164, float %153
  %167 = select i1 %165, i32 %155, i32 %154
  %168 = or disjoint i32 %139, 2
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds nuw float, ptr %93, i64 %169
  %171 = load float, ptr %170, align 4, !tbaa !11
  %172 = mul nsw i32 %168, %4
  %173 = add nsw i32 %172, %22
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %174
  %176 = load float, ptr %175, align 4, !tbaa !11
  %177 = fadd contract float %171, %176
  %178 = fcmp contract ogt float %177, %166
  %179 = select i1 %178, float %177, float %166
  %180 = select i1 %178, i32 %168, i32 %167
  %181 = or disjoint i32 %139, 3
  %182 = zext nneg i32 %181 to i64
  %183 = getelementptr inbounds nuw float, ptr %93, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = mul nsw i32 %181, %4
  %186 = add nsw i32 %185, %22
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ11hmm_viterbiE3s_a to ptr), i64 %187
  %189 = load float, ptr %188, align 4, !tbaa !11
  %190 = fadd contract float %184, %189
  %191 = fcmp contract ogt float %190, %179
  %192 = select i1 %191, float %190, float %179
  %193 = select i1 %191, i32 %181, i32 %180
  %194 = add nuw nsw i32 %139, 4
  %195 = add i32 %142, 4
  %196 = icmp eq i32 %195, %70
  br i1 %196, label %94, label %138, !llvm.loop !18

197:                                              ; preds = %89, %119
  %198 = phi i32 [ %90, %89 ], [ %132, %119 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %199 = add nuw nsw i32 %88, 1
  %200 = icmp eq i32 %199, %6
  br i1 %200, label %73, label %86, !llvm.loop !19

201:                                              ; preds = %228
  %202 = icmp eq i32 %82, 0
  br i1 %202, label %222, label %203

203:                                              ; preds = %201, %80
  %204 = phi i32 [ 0, %80 ], [ %288, %201 ]
  %205 = phi i32 [ 0, %80 ], [ %287, %201 ]
  %206 = phi float [ 0xC7EFFFFFE0000000, %80 ], [ %286, %201 ]
  %207 = icmp ne i32 %82, 0
  tail call void @llvm.assume(i1 %207)
  br label %208

208:                                              ; preds = %208, %203
  %209 = phi i32 [ %204, %203 ], [ %219, %208 ]
  %210 = phi i32 [ %205, %203 ], [ %218, %208 ]
  %211 = phi float [ %206, %203 ], [ %217, %208 ]
  %212 = phi i32 [ 0, %203 ], [ %220, %208 ]
  %213 = zext nneg i32 %209 to i64
  %214 = getelementptr inbounds nuw float, ptr %81, i64 %213
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = fcmp contract ogt float %215, %211
  %217 = select i1 %216, float %215, float %211
  %218 = select i1 %216, i32 %209, i32 %210
  %219 = add nuw nsw i32 %209, 1
  %220 = add i32 %212, 1
  %221 = icmp eq i32 %220, %82
  br i1 %221, label %222, label %208, !llvm.loop !20

222:                                              ; preds = %201, %208, %78
  %223 = phi float [ 0xC7EFFFFFE0000000, %78 ], [ %286, %201 ], [ %217, %208 ]
  %224 = phi i32 [ 0, %78 ], [ %287, %201 ], [ %218, %208 ]
  %225 = getelementptr inbounds nuw float, ptr %10, i64 %28
  store float %223, ptr %225, align 4, !tbaa !11
  %226 = getelementptr inbounds nuw i32, ptr %9, i64 %30
  %227 = add nsw i32 %4, -1
  br label %291

228:                                              ; preds = %228, %84
  %229 = phi i32 [ 0, %84 ], [ %288, %228 ]
  %230 = phi i32 [ 0, %84 ], [ %287, %228 ]
  %231 = phi float [ 0xC7EFFFFFE0000000, %84 ], [ %286, %228 ]
  %232 = phi i32 [ 0, %84 ], [ %289, %228 ]
  %233 = zext nneg i32 %229 to i64
  %234 = getelementptr inbounds nuw float, ptr %81, i64 %233
  %235 = load float, ptr %234, align 4, !tbaa !11
  %236 = fcmp contract ogt float %235, %231
  %237 = select i1 %236, float %235, float %231
  %238 = select i1 %236, i32 %229, i32 %230
  %239 = or disjoint i32 %229, 1
  %240 = zext nneg i32 %239 to i64
  %241 = getelementptr inbounds nuw float, ptr %81, i64 %240
  %242 = load float, ptr %241, align 4, !tbaa !11
  %243 = fcmp contract ogt float %242, %237
  %244 = select i1 %243, float %242, float %237
  %245 = select i1 %243, i32 %239, i32 %238
  %246 = or disjoint i32 %229, 2
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds nuw float, ptr %81, i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = fcmp contract ogt float %249, %244
  %251 = select i1 %250, float %249, float %244
  %252 = select i1 %250, i32 %246, i32 %245
  %253 = or disjoint i32 %229, 3
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds nuw float, ptr %81, i64 %254
  %256 = load float, ptr %255, align 4, !tbaa !11
  %257 = fcmp contract ogt float %256, %251
  %258 = select i1 %257, float %256, float %251
  %259 = select i1 %257, i32 %253, i32 %252
  %260 = or disjoint i32 %229, 4
  %261 = zext nneg i32 %260 to i64
  %262 = getelementptr inbounds nuw float, ptr %81, i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !11
  %264 = fcmp contract ogt float %263, %258
  %265 = select i1 %264, float %263, float %258
  %266 = select i1 %264, i32 %260, i32 %259
  %267 = or disjoint i32 %229, 5
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds nuw float, ptr %81, i64 %268
  %270 = load float, ptr %269, align 4, !tbaa !11
  %271 = fcmp contract ogt float %270, %265
  %272 = select i1 %271, float %270, float %265
  %273 = select i1 %271, i32 %267, i32 %266
  %274 = or disjoint i32 %229, 6
  %275 = zext nneg i32 %274 to i64
  %276 = getelementptr inbounds nuw float, ptr %81, i64 %275
  %277 = load float, ptr %276, align 4, !tbaa !11
  %278 = fcmp contract ogt float %277, %272
  %279 = select i1 %278, float %277, float %272
  %280 = select i1 %278, i32 %274, i32 %273
  %281 = or disjoint i32 %229, 7
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr inbounds nuw float, ptr %81, i64 %282
  %284 = load float, ptr %283, align 4, !tbaa !11
  %285 = fcmp contract ogt float %284, %279
  %286 = select i1 %285, float %284, float %279
  %287 = select i1 %285, i32 %281, i32 %280
  %288 = add nuw nsw i32 %229, 8
  %289 = add i32 %232, 8
  %290 = icmp eq i32 %289, %85
  br i1 %290, label %201, label %228, !llvm.loop !21

291:                                              ; preds = %222, %306
  %292 = phi i32 [ %6, %222 ], [ %294, %306 ]
  %293 = phi i32 [ %224, %222 ], [ %307, %306 ]
  %294 = add nsw i32 %292, -1
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds nuw i32, ptr %226, i64 %295
  store i32 %293, ptr %296, align 4, !tbaa !6
  %297 = icmp eq i32 %292, 1
  br i1 %297, label %306, label %298

298:                                              ; preds = %291
  %299 = mul nuw nsw i64 %295, %32
  %300 = getelementptr i8, ptr %34, i64 %299
  %301 = sext i32 %293 to i64
  %302 = getelementptr i8, ptr %300, i64 %301
  %303 = load i8, ptr %302, align 1, !tbaa !17
  %304 = zext i8 %303 to i32
  %305 = tail call noundef range(i32 -2147483648, 2147483647) i32 @llvm.smin.i32(i32 range(i32 0, -2147483648) %304, i32 range(i32 -2147483648, 2147483647) %227)
  br label %306

306:                                              ; preds = %291, %298
  %307 = phi i32 [ %305, %298 ], [ %293, %291 ]
  %308 = icmp sgt i32 %292, 1
  br i1 %308, label %291, label %309, !llvm.loop !22

309:                                              ; preds = %306, %75, %11
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @conv_viterbi_k7(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, ptr noalias noundef captures(none) %3, ptr noalias noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = icmp slt i32 %6, %2
  %8 = add i32 %1, -1
  %9 = icmp ult i32 %8, 4096
  %10 = and i1 %7, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = icmp eq i32 %11, 64
  %13 = and i1 %12, %10
  br i1 %13, label %14, label %204

14:                                               ; preds = %5
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = and i32 %15, 31
  %17 = lshr i32 %15, 5
  %18 = zext nneg i32 %6 to i64
  %19 = zext nneg i32 %1 to i64
  %20 = mul nuw nsw i64 %19, %18
  %21 = shl nuw nsw i64 %20, 1
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 %21
  %23 = getelementptr inbounds nuw i32, ptr %3, i64 %21
  %24 = shl nuw nsw i32 %15, 1
  %25 = and i32 %24, 62
  %26 = or disjoint i32 %25, 1
  %27 = shl nuw nsw i32 %17, 6
  %28 = or disjoint i32 %27, %25
  %29 = or disjoint i32 %26, %27
  %30 = and i32 %28, 120
  %31 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %30)
  %32 = and i32 %31, 1
  %33 = and i32 %28, 90
  %34 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 %33)
  %35 = and i32 %34, 1
  %36 = and i32 %29, 121
  %37 = tail call noundef range(i32 1, 6) i32 @llvm.ctpop.i32(i32 %36)
  %38 = and i32 %37, 1
  %39 = and i32 %29, 91
  %40 = tail call noundef range(i32 1, 6) i32 @llvm.ctpop.i32(i32 %39)
  %41 = and i32 %40, 1
  %42 = icmp eq i32 %15, 0
  %43 = select i1 %42, i32 0, i32 1048576
  %44 = zext nneg i32 %15 to i64
  %45 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %44
  store i32 %43, ptr %45, align 4, !tbaa !6
  br i1 %42, label %46, label %47

46:                                               ; preds = %14
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), align 4, !tbaa !6
  br label %47

47:                                               ; preds = %46, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %48 = icmp eq i32 %32, 0
  %49 = select i1 %48, i32 -127, i32 127
  %50 = icmp eq i32 %35, 0
  %51 = select i1 %50, i32 -127, i32 127
  %52 = icmp eq i32 %38, 0
  %53 = select i1 %52, i32 -127, i32 127
  %54 = icmp eq i32 %41, 0
  %55 = select i1 %54, i32 -127, i32 127
  %56 = zext nneg i32 %25 to i64
  %57 = zext nneg i32 %26 to i64
  %58 = icmp eq i32 %16, 0
  %59 = zext nneg i32 %17 to i64
  %60 = getelementptr i32, ptr %23, i64 %59
  br label %62

61:                                               ; preds = %107
  tail call void @llvm.nvvm.membar.cta()
  br i1 %42, label %110, label %204

62:                                               ; preds = %47, %107
  %63 = phi i32 [ 0, %47 ], [ %97, %107 ]
  %64 = phi i32 [ 0, %47 ], [ %108, %107 ]
  %65 = shl nuw nsw i32 %64, 1
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds nuw i8, ptr %22, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !17
  %69 = sext i8 %68 to i32
  %70 = getelementptr inbounds nuw i8, ptr %67, i64 1
  %71 = load i8, ptr %70, align 1, !tbaa !17
  %72 = sext i8 %71 to i32
  %73 = add nsw i32 %49, %69
  %74 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %73, i1 true)
  %75 = add nsw i32 %51, %72
  %76 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %75, i1 true)
  %77 = add nsw i32 %53, %69
  %78 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %77, i1 true)
  %79 = add nsw i32 %55, %72
  %80 = tail call noundef range(i32 -255, 256) i32 @llvm.abs.i32(i32 range(i32 -255, 255) %79, i1 true)
  %81 = zext nneg i32 %63 to i64
  %82 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %81
  %83 = getelementptr inbounds nuw i32, ptr %82, i64 %56
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = add i32 %74, %84
  %86 = add i32 %85, %76
  %87 = getelementptr inbounds nuw i32, ptr %82, i64 %57
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = add i32 %88, %78
  %90 = add i32 %89, %80
  %91 = icmp slt i32 %90, %86
  %92 = tail call i32 @llvm.smin.i32(i32 %90, i32 %86)
  %93 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %91)
  br i1 %58, label %94, label %96

94:                                               ; preds = %62
  %95 = getelementptr i32, ptr %60, i64 %66
  store i32 %93, ptr %95, align 4, !tbaa !6
  br label %96

96:                                               ; preds = %94, %62
  %97 = xor i32 %63, 1
  %98 = zext nneg i32 %97 to i64
  %99 = getelementptr inbounds nuw [64 x i32], ptr %45, i64 %98
  store i32 %92, ptr %99, align 4, !tbaa !6
  %100 = and i32 %64, 15
  %101 = icmp eq i32 %100, 15
  br i1 %101, label %102, label %107

102:                                              ; preds = %96
  %103 = atomicrmw min ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), i32 %92 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %104 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %105 = sub nsw i32 %92, %104
  store i32 %105, ptr %99, align 4, !tbaa !6
  br i1 %42, label %106, label %107

106:                                              ; preds = %102
  store i32 2147483647, ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E6pm_min to ptr), align 4, !tbaa !6
  br label %107

107:                                              ; preds = %102, %106, %96
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %108 = add nuw nsw i32 %64, 1
  %109 = icmp eq i32 %108, %1
  br i1 %109, label %61, label %62, !llvm.loop !23

110:                                              ; preds = %61
  %111 = zext nneg i32 %97 to i64
  %112 = getelementptr inbounds nuw [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15conv_viterbi_k7E2pm to ptr), i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !6
  br label %116

114:                                              ; preds = %116
  %115 = getelementptr inbounds nuw i8, ptr %4, i64 %20
  br label %184

116:                                              ; preds = %116, %110
  %117 = phi i32 [ 1, %110 ], [ %182, %116 ]
  %118 = phi i32 [ %113, %110 ], [ %181, %116 ]
  %119 = phi i32 [ 0, %110 ], [ %180, %116 ]
  %120 = zext nneg i32 %117 to i64
  %121 = getelementptr inbounds nuw i32, ptr %112, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !6
  %123 = icmp slt i32 %122, %118
  %124 = select i1 %123, i32 %117, i32 %119
  %125 = tail call i32 @llvm.smin.i32(i32 %122, i32 %118)
  %126 = add nuw nsw i32 %117, 1
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds nuw i32, ptr %112, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !6
  %130 = icmp slt i32 %129, %125
  %131 = select i1 %130, i32 %126, i32 %124
  %132 = tail call i32 @llvm.smin.i32(i32 %129, i32 %125)
  %133 = add nuw nsw i32 %117, 2
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds nuw i32, ptr %112, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = icmp slt i32 %136, %132
  %138 = select i1 %137, i32 %133, i32 %131
  %139 = tail call i32 @llvm.smin.i32(i32 %136, i32 %132)
  %140 = add nuw nsw i32 %117, 3
  %141 = zext nneg i32 %140 to i64
  %142 = getelementptr inbounds nuw i32, ptr %112, i64 %141
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = icmp slt i32 %143, %139
  %145 = select i1 %144, i32 %140, i32 %138
  %146 = tail call i32 @llvm.smin.i32(i32 %143, i32 %139)
  %147 = add nuw nsw i32 %117, 4
  %148 = zext nneg i32 %147 to i64
  %149 = getelementptr inbounds nuw i32, ptr %112, i64 %148
  %150 = load i32, ptr %149, align 4, !tbaa !6
  %151 = icmp slt i32 %150, %146
  %152 = select i1 %151, i32 %147, i32 %145
  %153 = tail call i32 @llvm.smin.i32(i32 %150, i32 %146)
  %154 = add nuw nsw i32 %117, 5
  %155 = zext nneg i32 %154 to i64
  %156 = getelementptr inbounds nuw i32, ptr %112, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6
  %158 = icmp slt i32 %157, %153
  %159 = select i1 %158, i32 %154, i32 %152
  %160 = tail call i32 @llvm.smin.i32(i32 %157, i32 %153)
  %161 = add nuw nsw i32 %117, 6
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds nuw i32, ptr %112, i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = icmp slt i32 %164, %160
  %166 = select i1 %165, i32 %161, i32 %159
  %167 = tail call i32 @llvm.smin.i32(i32 %164, i32 %160)
  %168 = add nuw nsw i32 %117, 7
  %169 = zext nneg i32 %168 to i64
  %170 = getelementptr inbounds nuw i32, ptr %112, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !6
  %172 = icmp slt i32 %171, %167
  %173 = select i1 %172, i32 %168, i32 %166
  %174 = tail call i32 @llvm.smin.i32(i32 %171, i32 %167)
  %175 = add nuw nsw i32 %117, 8
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds nuw i32, ptr %112, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !6
  %179 = icmp slt i32 %178, %174
  %180 = select i1 %179, i32 %175, i32 %173
  %181 = tail call i32 @llvm.smin.i32(i32 %178, i32 %174)
  %182 = add nuw nsw i32 %117, 9
  %183 = icmp eq i32 %182, 64
  br i1 %183, label %114, label %116, !llvm.loop !24

184:                                              ; preds = %114, %184
  %185 = phi i32 [ %187, %184 ], [ %1, %114 ]
  %186 = phi i32 [ %202, %184 ], [ %180, %114 ]
  %187 = add nsw i32 %185, -1
  %188 = ashr i32 %186, 5
  %189 = trunc i32 %188 to i8
  %190 = zext nneg i32 %187 to i64
  %191 = getelementptr inbounds nuw i8, ptr %115, i64 %190
  store i8 %189, ptr %191, align 1, !tbaa !17
  %192 = sext i32 %188 to i64
  %193 = shl nuw nsw i64 %190, 3
  %194 = getelementptr i8, ptr %23, i64 %193
  %195 = getelementptr i32, ptr %194, i64 %192
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = and i32 %186, 31
  %198 = lshr i32 %196, %197
  %199 = and i32 %198, 1
  %200 = shl i32 %186, 1
  %201 = and i32 %200, 62
  %202 = or disjoint i32 %199, %201
  %203 = icmp sgt i32 %185, 1
  br i1 %203, label %184, label %204, !llvm.loop !25

204:                                              ; preds = %184, %61, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nounwind }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{!8, !8, i64 0}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
