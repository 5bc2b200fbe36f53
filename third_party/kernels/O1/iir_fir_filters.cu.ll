; ModuleID = 'src/iir_fir_filters.cu'
source_filename = "src/iir_fir_filters.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c_fir_taps = dso_local addrspace(4) externally_initialized constant [64 x float] zeroinitializer, align 4
@_ZZ18fir_decimate_constE4span = internal unnamed_addr addrspace(3) global [4096 x float] undef, align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr)], section "llvm.metadata"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @biquad_cascade(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef captures(none) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, float noundef %7) local_unnamed_addr #0 {
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %13, %4
  br i1 %14, label %15, label %429

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = shl nsw i64 %16, 3
  %18 = icmp sgt i32 %6, 0
  br i1 %18, label %46, label %63

19:                                               ; preds = %252
  %20 = sext i32 %4 to i64
  %21 = sext i32 %13 to i64
  %22 = icmp sgt i32 %6, 0
  %23 = fneg contract float %67
  %24 = fneg contract float %68
  %25 = icmp sgt i32 %6, 1
  %26 = fneg contract float %94
  %27 = fneg contract float %95
  %28 = icmp sgt i32 %6, 2
  %29 = fneg contract float %121
  %30 = fneg contract float %122
  %31 = icmp sgt i32 %6, 3
  %32 = fneg contract float %148
  %33 = fneg contract float %149
  %34 = icmp sgt i32 %6, 4
  %35 = fneg contract float %175
  %36 = fneg contract float %176
  %37 = icmp sgt i32 %6, 5
  %38 = fneg contract float %202
  %39 = fneg contract float %203
  %40 = icmp sgt i32 %6, 6
  %41 = fneg contract float %229
  %42 = fneg contract float %230
  %43 = icmp sgt i32 %6, 7
  %44 = fneg contract float %256
  %45 = fneg contract float %257
  br label %282

46:                                               ; preds = %15
  %47 = mul nsw i64 %16, 160
  %48 = getelementptr inbounds nuw i8, ptr %2, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = getelementptr inbounds nuw i8, ptr %48, i64 4
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %48, i64 8
  %53 = load float, ptr %52, align 4, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr %48, i64 12
  %55 = load float, ptr %54, align 4, !tbaa !11
  %56 = getelementptr inbounds nuw i8, ptr %48, i64 16
  %57 = load float, ptr %56, align 4, !tbaa !11
  %58 = shl nsw i64 %16, 6
  %59 = getelementptr inbounds nuw i8, ptr %3, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = getelementptr inbounds nuw i8, ptr %59, i64 4
  %62 = load float, ptr %61, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %15, %46
  %64 = phi float [ %49, %46 ], [ 1.000000e+00, %15 ]
  %65 = phi float [ %51, %46 ], [ 0.000000e+00, %15 ]
  %66 = phi float [ %53, %46 ], [ 0.000000e+00, %15 ]
  %67 = phi float [ %55, %46 ], [ 0.000000e+00, %15 ]
  %68 = phi float [ %57, %46 ], [ 0.000000e+00, %15 ]
  %69 = phi float [ %60, %46 ], [ 0.000000e+00, %15 ]
  %70 = phi float [ %62, %46 ], [ 0.000000e+00, %15 ]
  %71 = icmp sgt i32 %6, 1
  br i1 %71, label %72, label %90

72:                                               ; preds = %63
  %73 = or disjoint i64 %17, 1
  %74 = mul nsw i64 %73, 20
  %75 = getelementptr inbounds nuw i8, ptr %2, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = getelementptr inbounds nuw i8, ptr %75, i64 4
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %75, i64 8
  %80 = load float, ptr %79, align 4, !tbaa !11
  %81 = getelementptr inbounds nuw i8, ptr %75, i64 12
  %82 = load float, ptr %81, align 4, !tbaa !11
  %83 = getelementptr inbounds nuw i8, ptr %75, i64 16
  %84 = load float, ptr %83, align 4, !tbaa !11
  %85 = shl nsw i64 %73, 3
  %86 = getelementptr inbounds nuw i8, ptr %3, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = getelementptr inbounds nuw i8, ptr %86, i64 4
  %89 = load float, ptr %88, align 4, !tbaa !11
  br label %90

90:                                               ; preds = %63, %72
  %91 = phi float [ %76, %72 ], [ 1.000000e+00, %63 ]
  %92 = phi float [ %78, %72 ], [ 0.000000e+00, %63 ]
  %93 = phi float [ %80, %72 ], [ 0.000000e+00, %63 ]
  %94 = phi float [ %82, %72 ], [ 0.000000e+00, %63 ]
  %95 = phi float [ %84, %72 ], [ 0.000000e+00, %63 ]
  %96 = phi float [ %87, %72 ], [ 0.000000e+00, %63 ]
  %97 = phi float [ %89, %72 ], [ 0.000000e+00, %63 ]
  %98 = icmp sgt i32 %6, 2
  br i1 %98, label %99, label %117

99:                                               ; preds = %90
  %100 = or disjoint i64 %17, 2
  %101 = mul nsw i64 %100, 20
  %102 = getelementptr inbounds nuw i8, ptr %2, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = getelementptr inbounds nuw i8, ptr %102, i64 4
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = getelementptr inbounds nuw i8, ptr %102, i64 8
  %107 = load float, ptr %106, align 4, !tbaa !11
  %108 = getelementptr inbounds nuw i8, ptr %102, i64 12
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = getelementptr inbounds nuw i8, ptr %102, i64 16
  %111 = load float, ptr %110, align 4, !tbaa !11
  %112 = shl nsw i64 %100, 3
  %113 = getelementptr inbounds nuw i8, ptr %3, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = getelementptr inbounds nuw i8, ptr %113, i64 4
  %116 = load float, ptr %115, align 4, !tbaa !11
  br label %117

117:                                              ; preds = %90, %99
  %118 = phi float [ %103, %99 ], [ 1.000000e+00, %90 ]
  %119 = phi float [ %105, %99 ], [ 0.000000e+00, %90 ]
  %120 = phi float [ %107, %99 ], [ 0.000000e+00, %90 ]
  %121 = phi float [ %109, %99 ], [ 0.000000e+00, %90 ]
  %122 = phi float [ %111, %99 ], [ 0.000000e+00, %90 ]
  %123 = phi float [ %114, %99 ], [ 0.000000e+00, %90 ]
  %124 = phi float [ %116, %99 ], [ 0.000000e+00, %90 ]
  %125 = icmp sgt i32 %6, 3
  br i1 %125, label %126, label %144

126:                                              ; preds = %117
  %127 = or disjoint i64 %17, 3
  %128 = mul nsw i64 %127, 20
  %129 = getelementptr inbounds nuw i8, ptr %2, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !11
  %131 = getelementptr inbounds nuw i8, ptr %129, i64 4
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = getelementptr inbounds nuw i8, ptr %129, i64 8
  %134 = load float, ptr %133, align 4, !tbaa !11
  %135 = getelementptr inbounds nuw i8, ptr %129, i64 12
  %136 = load float, ptr %135, align 4, !tbaa !11
  %137 = getelementptr inbounds nuw i8, ptr %129, i64 16
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = shl nsw i64 %127, 3
  %140 = getelementptr inbounds nuw i8, ptr %3, i64 %139
  %141 = load float, ptr %140, align 4, !tbaa !11
  %142 = getelementptr inbounds nuw i8, ptr %140, i64 4
  %143 = load float, ptr %142, align 4, !tbaa !11
  br label %144

144:                                              ; preds = %117, %126
  %145 = phi float [ %130, %126 ], [ 1.000000e+00, %117 ]
  %146 = phi float [ %132, %126 ], [ 0.000000e+00, %117 ]
  %147 = phi float [ %134, %126 ], [ 0.000000e+00, %117 ]
  %148 = phi float [ %136, %126 ], [ 0.000000e+00, %117 ]
  %149 = phi float [ %138, %126 ], [ 0.000000e+00, %117 ]
  %150 = phi float [ %141, %126 ], [ 0.000000e+00, %117 ]
  %151 = phi float [ %143, %126 ], [ 0.000000e+00, %117 ]
  %152 = icmp sgt i32 %6, 4
  br i1 %152, label %153, label %171

153:                                              ; preds = %144
  %154 = or disjoint i64 %17, 4
  %155 = mul nsw i64 %154, 20
  %156 = getelementptr inbounds nuw i8, ptr %2, i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = getelementptr inbounds nuw i8, ptr %156, i64 4
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %156, i64 8
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = getelementptr inbounds nuw i8, ptr %156, i64 12
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i8, ptr %156, i64 16
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = shl nsw i64 %154, 3
  %167 = getelementptr inbounds nuw i8, ptr %3, i64 %166
  %168 = load float, ptr %167, align 4, !tbaa !11
  %169 = getelementptr inbounds nuw i8, ptr %167, i64 4
  %170 = load float, ptr %169, align 4, !tbaa !11
  br label %171

171:                                              ; preds = %144, %153
  %172 = phi float [ %157, %153 ], [ 1.000000e+00, %144 ]
  %173 = phi float [ %159, %153 ], [ 0.000000e+00, %144 ]
  %174 = phi float [ %161, %153 ], [ 0.000000e+00, %144 ]
  %175 = phi float [ %163, %153 ], [ 0.000000e+00, %144 ]
  %176 = phi float [ %165, %153 ], [ 0.000000e+00, %144 ]
  %177 = phi float [ %168, %153 ], [ 0.000000e+00, %144 ]
  %178 = phi float [ %170, %153 ], [ 0.000000e+00, %144 ]
  %179 = icmp sgt i32 %6, 5
  br i1 %179, label %180, label %198

180:                                              ; preds = %171
  %181 = or disjoint i64 %17, 5
  %182 = mul nsw i64 %181, 20
  %183 = getelementptr inbounds nuw i8, ptr %2, i64 %182
  %184 = load float, ptr %183, align 4, !tbaa !11
  %185 = getelementptr inbounds nuw i8, ptr %183, i64 4
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %183, i64 8
  %188 = load float, ptr %187, align 4, !tbaa !11
  %189 = getelementptr inbounds nuw i8, ptr %183, i64 12
  %190 = load float, ptr %189, align 4, !tbaa !11
  %191 = getelementptr inbounds nuw i8, ptr %183, i64 16
  %192 = load float, ptr %191, align 4, !tbaa !11
  %193 = shl nsw i64 %181, 3
  %194 = getelementptr inbounds nuw i8, ptr %3, i64 %193
  %195 = load float, ptr %194, align 4, !tbaa !11
  %196 = getelementptr inbounds nuw i8, ptr %194, i64 4
  %197 = load float, ptr %196, align 4, !tbaa !11
  br label %198

198:                                              ; preds = %171, %180
  %199 = phi float [ %184, %180 ], [ 1.000000e+00, %171 ]
  %200 = phi float [ %186, %180 ], [ 0.000000e+00, %171 ]
  %201 = phi float [ %188, %180 ], [ 0.000000e+00, %171 ]
  %202 = phi float [ %190, %180 ], [ 0.000000e+00, %171 ]
  %203 = phi float [ %192, %180 ], [ 0.000000e+00, %171 ]
  %204 = phi float [ %195, %180 ], [ 0.000000e+00, %171 ]
  %205 = phi float [ %197, %180 ], [ 0.000000e+00, %171 ]
  %206 = icmp sgt i32 %6, 6
  br i1 %206, label %207, label %225

207:                                              ; preds = %198
  %208 = or disjoint i64 %17, 6
  %209 = mul nsw i64 %208, 20
  %210 = getelementptr inbounds nuw i8, ptr %2, i64 %209
  %211 = load float, ptr %210, align 4, !tbaa !11
  %212 = getelementptr inbounds nuw i8, ptr %210, i64 4
  %213 = load float, ptr %212, align 4, !tbaa !11
  %214 = getelementptr inbounds nuw i8, ptr %210, i64 8
  %215 = load float, ptr %214, align 4, !tbaa !11
  %216 = getelementptr inbounds nuw i8, ptr %210, i64 12
  %217 = load float, ptr %216, align 4, !tbaa !11
  %218 = getelementptr inbounds nuw i8, ptr %210, i64 16
  %219 = load float, ptr %218, align 4, !tbaa !11
  %220 = shl nsw i64 %208, 3
  %221 = getelementptr inbounds nuw i8, ptr %3, i64 %220
  %222 = load float, ptr %221, align 4, !tbaa !11
  %223 = getelementptr inbounds nuw i8, ptr %221, i64 4
  %224 = load float, ptr %223, align 4, !tbaa !11
  br label %225

225:                                              ; preds = %198, %207
  %226 = phi float [ %211, %207 ], [ 1.000000e+00, %198 ]
  %227 = phi float [ %213, %207 ], [ 0.000000e+00, %198 ]
  %228 = phi float [ %215, %207 ], [ 0.000000e+00, %198 ]
  %229 = phi float [ %217, %207 ], [ 0.000000e+00, %198 ]
  %230 = phi float [ %219, %207 ], [ 0.000000e+00, %198 ]
  %231 = phi float [ %222, %207 ], [ 0.000000e+00, %198 ]
  %232 = phi float [ %224, %207 ], [ 0.000000e+00, %198 ]
  %233 = icmp sgt i32 %6, 7
  br i1 %233, label %234, label %252

234:                                              ; preds = %225
  %235 = or disjoint i64 %17, 7
  %236 = mul nsw i64 %235, 20
  %237 = getelementptr inbounds nuw i8, ptr %2, i64 %236
  %238 = load float, ptr %237, align 4, !tbaa !11
  %239 = getelementptr inbounds nuw i8, ptr %237, i64 4
  %240 = load float, ptr %239, align 4, !tbaa !11
  %241 = getelementptr inbounds nuw i8, ptr %237, i64 8
  %242 = load float, ptr %241, align 4, !tbaa !11
  %243 = getelementptr inbounds nuw i8, ptr %237, i64 12
  %244 = load float, ptr %243, align 4, !tbaa !11
  %245 = getelementptr inbounds nuw i8, ptr %237, i64 16
  %246 = load float, ptr %245, align 4, !tbaa !11
  %247 = shl nsw i64 %235, 3
  %248 = getelementptr inbounds nuw i8, ptr %3, i64 %247
  %249 = load float, ptr %248, align 4, !tbaa !11
  %250 = getelementptr inbounds nuw i8, ptr %248, i64 4
  %251 = load float, ptr %250, align 4, !tbaa !11
  br label %252

252:                                              ; preds = %225, %234
  %253 = phi float [ %238, %234 ], [ 1.000000e+00, %225 ]
  %254 = phi float [ %240, %234 ], [ 0.000000e+00, %225 ]
  %255 = phi float [ %242, %234 ], [ 0.000000e+00, %225 ]
  %256 = phi float [ %244, %234 ], [ 0.000000e+00, %225 ]
  %257 = phi float [ %246, %234 ], [ 0.000000e+00, %225 ]
  %258 = phi float [ %249, %234 ], [ 0.000000e+00, %225 ]
  %259 = phi float [ %251, %234 ], [ 0.000000e+00, %225 ]
  %260 = icmp sgt i32 %5, 0
  br i1 %260, label %19, label %261

261:                                              ; preds = %382, %252
  %262 = phi float [ %258, %252 ], [ %383, %382 ]
  %263 = phi float [ %231, %252 ], [ %373, %382 ]
  %264 = phi float [ %204, %252 ], [ %363, %382 ]
  %265 = phi float [ %177, %252 ], [ %353, %382 ]
  %266 = phi float [ %150, %252 ], [ %343, %382 ]
  %267 = phi float [ %123, %252 ], [ %333, %382 ]
  %268 = phi float [ %96, %252 ], [ %323, %382 ]
  %269 = phi float [ %69, %252 ], [ %313, %382 ]
  %270 = phi float [ %259, %252 ], [ %384, %382 ]
  %271 = phi float [ %232, %252 ], [ %374, %382 ]
  %272 = phi float [ %205, %252 ], [ %364, %382 ]
  %273 = phi float [ %178, %252 ], [ %354, %382 ]
  %274 = phi float [ %151, %252 ], [ %344, %382 ]
  %275 = phi float [ %124, %252 ], [ %334, %382 ]
  %276 = phi float [ %97, %252 ], [ %324, %382 ]
  %277 = phi float [ %70, %252 ], [ %314, %382 ]
  %278 = sext i32 %13 to i64
  %279 = shl nsw i64 %278, 6
  %280 = getelementptr inbounds nuw i8, ptr %3, i64 %279
  %281 = icmp sgt i32 %6, 0
  br i1 %281, label %392, label %394

282:                                              ; preds = %19, %382
  %283 = phi float [ %258, %19 ], [ %383, %382 ]
  %284 = phi float [ %231, %19 ], [ %373, %382 ]
  %285 = phi float [ %204, %19 ], [ %363, %382 ]
  %286 = phi float [ %177, %19 ], [ %353, %382 ]
  %287 = phi float [ %150, %19 ], [ %343, %382 ]
  %288 = phi float [ %123, %19 ], [ %333, %382 ]
  %289 = phi float [ %96, %19 ], [ %323, %382 ]
  %290 = phi float [ %69, %19 ], [ %313, %382 ]
  %291 = phi float [ %259, %19 ], [ %384, %382 ]
  %292 = phi float [ %232, %19 ], [ %374, %382 ]
  %293 = phi float [ %205, %19 ], [ %364, %382 ]
  %294 = phi float [ %178, %19 ], [ %354, %382 ]
  %295 = phi float [ %151, %19 ], [ %344, %382 ]
  %296 = phi float [ %124, %19 ], [ %334, %382 ]
  %297 = phi float [ %97, %19 ], [ %324, %382 ]
  %298 = phi float [ %70, %19 ], [ %314, %382 ]
  %299 = phi i32 [ 0, %19 ], [ %390, %382 ]
  %300 = zext nneg i32 %299 to i64
  %301 = mul nsw i64 %300, %20
  %302 = add nsw i64 %301, %21
  %303 = getelementptr inbounds nuw float, ptr %0, i64 %302
  %304 = load float, ptr %303, align 4, !tbaa !11
  %305 = fmul contract float %7, %304
  br i1 %22, label %306, label %312

306:                                              ; preds = %282
  %307 = tail call noundef float @llvm.fma.f32(float %64, float %305, float %290)
  %308 = tail call noundef float @llvm.fma.f32(float %23, float %307, float %298)
  %309 = tail call noundef float @llvm.fma.f32(float %65, float %305, float %308)
  %310 = fmul contract float %307, %24
  %311 = tail call noundef float @llvm.fma.f32(float %66, float %305, float %310)
  br label %312

312:                                              ; preds = %282, %306
  %313 = phi float [ %309, %306 ], [ %290, %282 ]
  %314 = phi float [ %311, %306 ], [ %298, %282 ]
  %315 = phi float [ %307, %306 ], [ %305, %282 ]
  br i1 %25, label %316, label %322

316:                                              ; preds = %312
  %317 = tail call noundef float @llvm.fma.f32(float %91, float %315, float %289)
  %318 = tail call noundef float @llvm.fma.f32(float %26, float %317, float %297)
  %319 = tail call noundef float @llvm.fma.f32(float %92, float %315, float %318)
  %320 = fmul contract float %317, %27
  %321 = tail call noundef float @llvm.fma.f32(float %93, float %315, float %320)
  br label %322

322:                                              ; preds = %316, %312
  %323 = phi float [ %319, %316 ], [ %289, %312 ]
  %324 = phi float [ %321, %316 ], [ %297, %312 ]
  %325 = phi float [ %317, %316 ], [ %315, %312 ]
  br i1 %28, label %326, label %332

326:                                              ; preds = %322
  %327 = tail call noundef float @llvm.fma.f32(float %118, float %325, float %288)
  %328 = tail call noundef float @llvm.fma.f32(float %29, float %327, float %296)
  %329 = tail call noundef float @llvm.fma.f32(float %119, float %325, float %328)
  %330 = fmul contract float %327, %30
  %331 = tail call noundef float @llvm.fma.f32(float %120, float %325, float %330)
  br label %332

332:                                              ; preds = %326, %322
  %333 = phi float [ %329, %326 ], [ %288, %322 ]
  %334 = phi float [ %331, %326 ], [ %296, %322 ]
  %335 = phi float [ %327, %326 ], [ %325, %322 ]
  br i1 %31, label %336, label %342

336:                                              ; preds = %332
  %337 = tail call noundef float @llvm.fma.f32(float %145, float %335, float %287)
  %338 = tail call noundef float @llvm.fma.f32(float %32, float %337, float %295)
  %339 = tail call noundef float @llvm.fma.f32(float %146, float %335, float %338)
  %340 = fmul contract float %337, %33
  %341 = tail call noundef float @llvm.fma.f32(float %147, float %335, float %340)
  br label %342

342:                                              ; preds = %336, %332
  %343 = phi float [ %339, %336 ], [ %287, %332 ]
  %344 = phi float [ %341, %336 ], [ %295, %332 ]
  %345 = phi float [ %337, %336 ], [ %335, %332 ]
  br i1 %34, label %346, label %352

346:                                              ; preds = %342
  %347 = tail call noundef float @llvm.fma.f32(float %172, float %345, float %286)
  %348 = tail call noundef float @llvm.fma.f32(float %35, float %347, float %294)
  %349 = tail call noundef float @llvm.fma.f32(float %173, float %345, float %348)
  %350 = fmul contract float %347, %36
  %351 = tail call noundef float @llvm.fma.f32(float %174, float %345, float %350)
  br label %352

352:                                              ; preds = %346, %342
  %353 = phi float [ %349, %346 ], [ %286, %342 ]
  %354 = phi float [ %351, %346 ], [ %294, %342 ]
  %355 = phi float [ %347, %346 ], [ %345, %342 ]
  br i1 %37, label %356, label %362

356:                                              ; preds = %352
  %357 = tail call noundef float @llvm.fma.f32(float %199, float %355, float %285)
  %358 = tail call noundef float @llvm.fma.f32(float %38, float %357, float %293)
  %359 = tail call noundef float @llvm.fma.f32(float %200, float %355, float %358)
  %360 = fmul contract float %357, %39
  %361 = tail call noundef float @llvm.fma.f32(float %201, float %355, float %360)
  br label %362

362:                                              ; preds = %356, %352
  %363 = phi float [ %359, %356 ], [ %285, %352 ]
  %364 = phi float [ %361, %356 ], [ %293, %352 ]
  %365 = phi float [ %357, %356 ], [ %355, %352 ]
  br i1 %40, label %366, label %372

366:                                              ; preds = %362
  %367 = tail call noundef float @llvm.fma.f32(float %226, float %365, float %284)
  %368 = tail call noundef float @llvm.fma.f32(float %41, float %367, float %292)
  %369 = tail call noundef float @llvm.fma.f32(float %227, float %365, float %368)
  %370 = fmul contract float %367, %42
  %371 = tail call noundef float @llvm.fma.f32(float %228, float %365, float %370)
  br label %372

372:                                              ; preds = %366, %362
  %373 = phi float [ %369, %366 ], [ %284, %362 ]
  %374 = phi float [ %371, %366 ], [ %292, %362 ]
  %375 = phi float [ %367, %366 ], [ %365, %362 ]
  br i1 %43, label %376, label %382

376:                                              ; preds = %372
  %377 = tail call noundef float @llvm.fma.f32(float %253, float %375, float %283)
  %378 = tail call noundef float @llvm.fma.f32(float %44, float %377, float %291)
  %379 = tail call noundef float @llvm.fma.f32(float %254, float %375, float %378)
  %380 = fmul contract float %377, %45
  %381 = tail call noundef float @llvm.fma.f32(float %255, float %375, float %380)
  br label %382

382:                                              ; preds = %376, %372
  %383 = phi float [ %379, %376 ], [ %283, %372 ]
  %384 = phi float [ %381, %376 ], [ %291, %372 ]
  %385 = phi float [ %377, %376 ], [ %375, %372 ]
  %386 = tail call noundef float @llvm.nvvm.fabs.f32(float %385)
  %387 = fcmp contract olt float %386, 0x39B4484C00000000
  %388 = select contract i1 %387, float 0.000000e+00, float %385
  %389 = getelementptr inbounds nuw float, ptr %1, i64 %302
  store float %388, ptr %389, align 4, !tbaa !11
  %390 = add nuw nsw i32 %299, 1
  %391 = icmp eq i32 %390, %5
  br i1 %391, label %261, label %282, !llvm.loop !13

392:                                              ; preds = %261
  store float %269, ptr %280, align 4, !tbaa !11
  %393 = getelementptr inbounds nuw i8, ptr %280, i64 4
  store float %277, ptr %393, align 4, !tbaa !11
  br label %394

394:                                              ; preds = %261, %392
  %395 = icmp sgt i32 %6, 1
  br i1 %395, label %396, label %399

396:                                              ; preds = %394
  %397 = getelementptr inbounds nuw i8, ptr %280, i64 8
  store float %268, ptr %397, align 4, !tbaa !11
  %398 = getelementptr inbounds nuw i8, ptr %280, i64 12
  store float %276, ptr %398, align 4, !tbaa !11
  br label %399

399:                                              ; preds = %396, %394
  %400 = icmp sgt i32 %6, 2
  br i1 %400, label %401, label %404

401:                                              ; preds = %399
  %402 = getelementptr inbounds nuw i8, ptr %280, i64 16
  store float %267, ptr %402, align 4, !tbaa !11
  %403 = getelementptr inbounds nuw i8, ptr %280, i64 20
  store float %275, ptr %403, align 4, !tbaa !11
  br label %404

404:                                              ; preds = %401, %399
  %405 = icmp sgt i32 %6, 3
  br i1 %405, label %406, label %409

406:                                              ; preds = %404
  %407 = getelementptr inbounds nuw i8, ptr %280, i64 24
  store float %266, ptr %407, align 4, !tbaa !11
  %408 = getelementptr inbounds nuw i8, ptr %280, i64 28
  store float %274, ptr %408, align 4, !tbaa !11
  br label %409

409:                                              ; preds = %406, %404
  %410 = icmp sgt i32 %6, 4
  br i1 %410, label %411, label %414

411:                                              ; preds = %409
  %412 = getelementptr inbounds nuw i8, ptr %280, i64 32
  store float %265, ptr %412, align 4, !tbaa !11
  %413 = getelementptr inbounds nuw i8, ptr %280, i64 36
  store float %273, ptr %413, align 4, !tbaa !11
  br label %414

414:                                              ; preds = %411, %409
  %415 = icmp sgt i32 %6, 5
  br i1 %415, label %416, label %419

416:                                              ; preds = %414
  %417 = getelementptr inbounds nuw i8, ptr %280, i64 40
  store float %264, ptr %417, align 4, !tbaa !11
  %418 = getelementptr inbounds nuw i8, ptr %280, i64 44
  store float %272, ptr %418, align 4, !tbaa !11
  br label %419

419:                                              ; preds = %416, %414
  %420 = icmp sgt i32 %6, 6
  br i1 %420, label %421, label %424

421:                                              ; preds = %419
  %422 = getelementptr inbounds nuw i8, ptr %280, i64 48
  store float %263, ptr %422, align 4, !tbaa !11
  %423 = getelementptr inbounds nuw i8, ptr %280, i64 52
  store float %271, ptr %423, align 4, !tbaa !11
  br label %424

424:                                              ; preds = %421, %419
  %425 = icmp sgt i32 %6, 7
  br i1 %425, label %426, label %429

426:                                              ; preds = %424
  %427 = getelementptr inbounds nuw i8, ptr %280, i64 56
  store float %262, ptr %427, align 4, !tbaa !11
  %428 = getelementptr inbounds nuw i8, ptr %280, i64 60
  store float %270, ptr %428, align 4, !tbaa !11
  br label %429

429:                                              ; preds = %424, %426, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fir_decimate_const(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %9 = tail call noundef i32 @llvm.smin.i32(i32 %8, i32 64)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %11 = tail call noundef i32 @llvm.smin.i32(i32 %10, i32 32)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = shl nuw nsw i32 %12, 2
  %14 = sub nuw nsw i32 4096, %9
  %15 = udiv i32 %14, %11
  %16 = add nuw nsw i32 %15, 1
  %17 = tail call noundef i32 @llvm.smin.i32(i32 %13, i32 %16)
  %18 = zext nneg i32 %7 to i64
  %19 = sext i32 %2 to i64
  %20 = mul nsw i64 %19, %18
  %21 = getelementptr inbounds nuw float, ptr %0, i64 %20
  %22 = sext i32 %3 to i64
  %23 = mul nsw i64 %22, %18
  %24 = getelementptr inbounds nuw float, ptr %1, i64 %23
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %26 = mul i32 %17, %25
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %67

28:                                               ; preds = %6
  %29 = zext nneg i32 %11 to i64
  %30 = add nsw i32 %9, -1
  %31 = zext nneg i32 %30 to i64
  %32 = add nsw i32 %17, -1
  %33 = mul nuw nsw i32 %32, %11
  %34 = add nuw nsw i32 %33, %9
  %35 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = icmp slt i32 %35, %34
  %37 = add nsw i32 %9, -1
  %38 = icmp slt i32 %4, 4
  %39 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %40 = mul i32 %17, %39
  %41 = tail call i32 @llvm.smin.i32(i32 %35, i32 %32)
  %42 = mul nuw nsw i32 %41, %11
  %43 = add nuw nsw i32 %37, %42
  %44 = add nuw nsw i32 %12, %35
  %45 = tail call i32 @llvm.smin.i32(i32 %44, i32 %32)
  %46 = mul nuw nsw i32 %45, %11
  %47 = add nuw nsw i32 %37, %46
  %48 = shl nuw nsw i32 %12, 1
  %49 = add nuw nsw i32 %48, %35
  %50 = tail call i32 @llvm.smin.i32(i32 %49, i32 %32)
  %51 = mul nuw nsw i32 %50, %11
  %52 = add nuw nsw i32 %37, %51
  %53 = mul nuw nsw i32 %12, 3
  %54 = add nuw nsw i32 %53, %35
  %55 = tail call i32 @llvm.smin.i32(i32 %54, i32 %32)
  %56 = mul nuw nsw i32 %55, %11
  %57 = add nuw nsw i32 %37, %56
  %58 = icmp samesign ult i32 %35, %17
  %59 = add nuw nsw i32 %12, %35
  %60 = icmp samesign ult i32 %59, %17
  %61 = shl nuw nsw i32 %12, 1
  %62 = add nuw nsw i32 %61, %35
  %63 = icmp samesign ult i32 %62, %17
  %64 = mul nuw nsw i32 %12, 3
  %65 = add nuw nsw i32 %64, %35
  %66 = icmp samesign ult i32 %65, %17
  br label %68

67:                                               ; preds = %233, %6
  ret void

68:                                               ; preds = %28, %233
  %69 = phi i32 [ %26, %28 ], [ %234, %233 ]
  %70 = sext i32 %69 to i64
  %71 = mul nsw i64 %70, %29
  %72 = sub nsw i64 %71, %31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %36, label %74, label %73

73:                                               ; preds = %84, %68
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %38, label %89, label %96

74:                                               ; preds = %68, %84
  %75 = phi i32 [ %87, %84 ], [ %35, %68 ]
  %76 = zext nneg i32 %75 to i64
  %77 = add nsw i64 %72, %76
  %78 = icmp sgt i64 %77, -1
  %79 = icmp slt i64 %77, %19
  %80 = and i1 %78, %79
  br i1 %80, label %81, label %84

81:                                               ; preds = %74
  %82 = getelementptr inbounds nuw float, ptr %21, i64 %77
  %83 = load float, ptr %82, align 4, !tbaa !11
  br label %84

84:                                               ; preds = %74, %81
  %85 = phi contract float [ %83, %81 ], [ 0.000000e+00, %74 ]
  %86 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %76
  store float %85, ptr %86, align 4, !tbaa !11
  %87 = add nuw nsw i32 %75, %12
  %88 = icmp samesign ult i32 %87, %34
  br i1 %88, label %74, label %73, !llvm.loop !16

89:                                               ; preds = %96, %73
  %90 = phi float [ 0.000000e+00, %73 ], [ %125, %96 ]
  %91 = phi float [ 0.000000e+00, %73 ], [ %139, %96 ]
  %92 = phi float [ 0.000000e+00, %73 ], [ %153, %96 ]
  %93 = phi float [ 0.000000e+00, %73 ], [ %167, %96 ]
  %94 = phi i32 [ 0, %73 ], [ %101, %96 ]
  %95 = icmp samesign ult i32 %94, %9
  br i1 %95, label %170, label %201

96:                                               ; preds = %73, %96
  %97 = phi float [ %125, %96 ], [ 0.000000e+00, %73 ]
  %98 = phi float [ %139, %96 ], [ 0.000000e+00, %73 ]
  %99 = phi float [ %153, %96 ], [ 0.000000e+00, %73 ]
  %100 = phi float [ %167, %96 ], [ 0.000000e+00, %73 ]
  %101 = phi i32 [ %168, %96 ], [ 4, %73 ]
  %102 = phi i32 [ %101, %96 ], [ 0, %73 ]
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr), i64 %103
  %105 = getelementptr inbounds nuw i8, ptr %104, i64 12
  %106 = load float, ptr %105, align 4, !tbaa !11
  %107 = getelementptr inbounds nuw i8, ptr %104, i64 8
  %108 = load float, ptr %107, align 4, !tbaa !11
  %109 = getelementptr inbounds nuw i8, ptr %104, i64 4
  %110 = load float, ptr %109, align 4, !tbaa !11
  %111 = load float, ptr %104, align 4, !tbaa !11
  %112 = sub nsw i32 %43, %102
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %113
  %115 = load float, ptr %114, align 4, !tbaa !11
  %116 = tail call noundef float @llvm.fma.f32(float %111, float %115, float %97)
  %117 = getelementptr i8, ptr %114, i64 -4
  %118 = load float, ptr %117, align 4, !tbaa !11
  %119 = tail call noundef float @llvm.fma.f32(float %110, float %118, float %116)
  %120 = getelementptr i8, ptr %114, i64 -8
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = tail call noundef float @llvm.fma.f32(float %108, float %121, float %119)
  %123 = getelementptr i8, ptr %114, i64 -12
  %124 = load float, ptr %123, align 4, !tbaa !11
  %125 = tail call noundef float @llvm.fma.f32(float %106, float %124, float %122)
  %126 = sub nsw i32 %47, %102
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %127
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = tail call noundef float @llvm.fma.f32(float %111, float %129, float %98)
  %131 = getelementptr i8, ptr %128, i64 -4
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = tail call noundef float @llvm.fma.f32(float %110, float %132, float %130)
  %134 = getelementptr i8, ptr %128, i64 -8
  %135 = load float, ptr %134, align 4, !tbaa !11
  %136 = tail call noundef float @llvm.fma.f32(float %108, float %135, float %133)
  %137 = getelementptr i8, ptr %128, i64 -12
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = tail call noundef float @llvm.fma.f32(float %106, float %138, float %136)
  %140 = sub nsw i32 %52, %102
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %141
  %143 = load float, ptr %142, align 4, !tbaa !11
  %144 = tail call noundef float @llvm.fma.f32(float %111, float %143, float %99)
  %145 = getelementptr i8, ptr %142, i64 -4
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = tail call noundef float @llvm.fma.f32(float %110, float %146, float %144)
  %148 = getelementptr i8, ptr %142, i64 -8
  %149 = load float, ptr %148, align 4, !tbaa !11
  %150 = tail call noundef float @llvm.fma.f32(float %108, float %149, float %147)
  %151 = getelementptr i8, ptr %142, i64 -12
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = tail call noundef float @llvm.fma.f32(float %106, float %152, float %150)
  %154 = sub nsw i32 %57, %102
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %155
  %157 = load float, ptr %156, align 4, !tbaa !11
  %158 = tail call noundef float @llvm.fma.f32(float %111, float %157, float %100)
  %159 = getelementptr i8, ptr %156, i64 -4
  %160 = load float, ptr %159, align 4, !tbaa !11
  %161 = tail call noundef float @llvm.fma.f32(float %110, float %160, float %158)
  %162 = getelementptr i8, ptr %156, i64 -8
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = tail call noundef float @llvm.fma.f32(float %108, float %163, float %161)
  %165 = getelementptr i8, ptr %156, i64 -12
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = tail call noundef float @llvm.fma.f32(float %106, float %166, float %164)
  %168 = add nuw nsw i32 %101, 4
  %169 = icmp samesign ugt i32 %168, %9
  br i1 %169, label %89, label %96, !llvm.loop !17

170:                                              ; preds = %89, %170
  %171 = phi float [ %183, %170 ], [ %90, %89 ]
  %172 = phi float [ %188, %170 ], [ %91, %89 ]
  %173 = phi float [ %193, %170 ], [ %92, %89 ]
  %174 = phi float [ %198, %170 ], [ %93, %89 ]
  %175 = phi i32 [ %199, %170 ], [ %94, %89 ]
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr), i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = sub nsw i32 %43, %175
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %180
  %182 = load float, ptr %181, align 4, !tbaa !11
  %183 = tail call noundef float @llvm.fma.f32(float %178, float %182, float %171)
  %184 = sub nsw i32 %47, %175
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %185
  %187 = load float, ptr %186, align 4, !tbaa !11
  %188 = tail call noundef float @llvm.fma.f32(float %178, float %187, float %172)
  %189 = sub nsw i32 %52, %175
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %190
  %192 = load float, ptr %191, align 4, !tbaa !11
  %193 = tail call noundef float @llvm.fma.f32(float %178, float %192, float %173)
  %194 = sub nsw i32 %57, %175
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %195
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = tail call noundef float @llvm.fma.f32(float %178, float %197, float %174)
  %199 = add nuw nsw i32 %175, 1
  %200 = icmp eq i32 %199, %9
  br i1 %200, label %201, label %170, !llvm.loop !18

201:                                              ; preds = %170, %89
  %202 = phi float [ %90, %89 ], [ %183, %170 ]
  %203 = phi float [ %91, %89 ], [ %188, %170 ]
  %204 = phi float [ %92, %89 ], [ %193, %170 ]
  %205 = phi float [ %93, %89 ], [ %198, %170 ]
  br i1 %58, label %206, label %212

206:                                              ; preds = %201
  %207 = add nsw i32 %35, %69
  %208 = icmp slt i32 %207, %3
  br i1 %208, label %209, label %212

209:                                              ; preds = %206
  %210 = sext i32 %207 to i64
  %211 = getelementptr inbounds float, ptr %24, i64 %210
  store float %202, ptr %211, align 4, !tbaa !11
  br label %212

212:                                              ; preds = %209, %206, %201
  br i1 %60, label %213, label %219

213:                                              ; preds = %212
  %214 = add nsw i32 %59, %69
  %215 = icmp slt i32 %214, %3
  br i1 %215, label %216, label %219

216:                                              ; preds = %213
  %217 = sext i32 %214 to i64
  %218 = getelementptr inbounds float, ptr %24, i64 %217
  store float %203, ptr %218, align 4, !tbaa !11
  br label %219

219:                                              ; preds = %216, %213, %212
  br i1 %63, label %220, label %226

220:                                              ; preds = %219
  %221 = add nsw i32 %62, %69
  %222 = icmp slt i32 %221, %3
  br i1 %222, label %223, label %226

223:                                              ; preds = %220
  %224 = sext i32 %221 to i64
  %225 = getelementptr inbounds float, ptr %24, i64 %224
  store float %204, ptr %225, align 4, !tbaa !11
  br label %226

226:                                              ; preds = %223, %220, %219
  br i1 %66, label %227, label %233

227:                                              ; preds = %226
  %228 = add nsw i32 %65, %69
  %229 = icmp slt i32 %228, %3
  br i1 %229, label %230, label %233

230:                                              ; preds = %227
  %231 = sext i32 %228 to i64
  %232 = getelementptr inbounds float, ptr %24, i64 %231
  store float %205, ptr %232, align 4, !tbaa !11
  br label %233

233:                                              ; preds = %230, %227, %226
  %234 = add i32 %69, %40
  %235 = icmp slt i32 %234, %3
  br i1 %235, label %68, label %67, !llvm.loop !19
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
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
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
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
