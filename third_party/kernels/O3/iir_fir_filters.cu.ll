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
  br i1 %14, label %15, label %411

15:                                               ; preds = %8
  %16 = sext i32 %13 to i64
  %17 = shl nsw i64 %16, 3
  %18 = icmp sgt i32 %6, 0
  br i1 %18, label %37, label %54

19:                                               ; preds = %243
  %20 = sext i32 %4 to i64
  %21 = fneg contract float %58
  %22 = fneg contract float %59
  %23 = fneg contract float %85
  %24 = fneg contract float %86
  %25 = fneg contract float %112
  %26 = fneg contract float %113
  %27 = fneg contract float %139
  %28 = fneg contract float %140
  %29 = fneg contract float %166
  %30 = fneg contract float %167
  %31 = fneg contract float %193
  %32 = fneg contract float %194
  %33 = fneg contract float %220
  %34 = fneg contract float %221
  %35 = fneg contract float %247
  %36 = fneg contract float %248
  br label %271

37:                                               ; preds = %15
  %38 = mul nsw i64 %16, 160
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = getelementptr inbounds nuw i8, ptr %39, i64 4
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = getelementptr inbounds nuw i8, ptr %39, i64 8
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = getelementptr inbounds nuw i8, ptr %39, i64 12
  %46 = load float, ptr %45, align 4, !tbaa !11
  %47 = getelementptr inbounds nuw i8, ptr %39, i64 16
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = shl nsw i64 %16, 6
  %50 = getelementptr inbounds nuw i8, ptr %3, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = getelementptr inbounds nuw i8, ptr %50, i64 4
  %53 = load float, ptr %52, align 4, !tbaa !11
  br label %54

54:                                               ; preds = %15, %37
  %55 = phi float [ %40, %37 ], [ 1.000000e+00, %15 ]
  %56 = phi float [ %42, %37 ], [ 0.000000e+00, %15 ]
  %57 = phi float [ %44, %37 ], [ 0.000000e+00, %15 ]
  %58 = phi float [ %46, %37 ], [ 0.000000e+00, %15 ]
  %59 = phi float [ %48, %37 ], [ 0.000000e+00, %15 ]
  %60 = phi float [ %51, %37 ], [ 0.000000e+00, %15 ]
  %61 = phi float [ %53, %37 ], [ 0.000000e+00, %15 ]
  %62 = icmp sgt i32 %6, 1
  br i1 %62, label %63, label %81

63:                                               ; preds = %54
  %64 = or disjoint i64 %17, 1
  %65 = mul nsw i64 %64, 20
  %66 = getelementptr inbounds nuw i8, ptr %2, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = getelementptr inbounds nuw i8, ptr %66, i64 4
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = getelementptr inbounds nuw i8, ptr %66, i64 8
  %71 = load float, ptr %70, align 4, !tbaa !11
  %72 = getelementptr inbounds nuw i8, ptr %66, i64 12
  %73 = load float, ptr %72, align 4, !tbaa !11
  %74 = getelementptr inbounds nuw i8, ptr %66, i64 16
  %75 = load float, ptr %74, align 4, !tbaa !11
  %76 = shl nsw i64 %64, 3
  %77 = getelementptr inbounds nuw i8, ptr %3, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = getelementptr inbounds nuw i8, ptr %77, i64 4
  %80 = load float, ptr %79, align 4, !tbaa !11
  br label %81

81:                                               ; preds = %54, %63
  %82 = phi float [ %67, %63 ], [ 1.000000e+00, %54 ]
  %83 = phi float [ %69, %63 ], [ 0.000000e+00, %54 ]
  %84 = phi float [ %71, %63 ], [ 0.000000e+00, %54 ]
  %85 = phi float [ %73, %63 ], [ 0.000000e+00, %54 ]
  %86 = phi float [ %75, %63 ], [ 0.000000e+00, %54 ]
  %87 = phi float [ %78, %63 ], [ 0.000000e+00, %54 ]
  %88 = phi float [ %80, %63 ], [ 0.000000e+00, %54 ]
  %89 = icmp sgt i32 %6, 2
  br i1 %89, label %90, label %108

90:                                               ; preds = %81
  %91 = or disjoint i64 %17, 2
  %92 = mul nsw i64 %91, 20
  %93 = getelementptr inbounds nuw i8, ptr %2, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = getelementptr inbounds nuw i8, ptr %93, i64 4
  %96 = load float, ptr %95, align 4, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %93, i64 8
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr %93, i64 12
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %93, i64 16
  %102 = load float, ptr %101, align 4, !tbaa !11
  %103 = shl nsw i64 %91, 3
  %104 = getelementptr inbounds nuw i8, ptr %3, i64 %103
  %105 = load float, ptr %104, align 4, !tbaa !11
  %106 = getelementptr inbounds nuw i8, ptr %104, i64 4
  %107 = load float, ptr %106, align 4, !tbaa !11
  br label %108

108:                                              ; preds = %81, %90
  %109 = phi float [ %94, %90 ], [ 1.000000e+00, %81 ]
  %110 = phi float [ %96, %90 ], [ 0.000000e+00, %81 ]
  %111 = phi float [ %98, %90 ], [ 0.000000e+00, %81 ]
  %112 = phi float [ %100, %90 ], [ 0.000000e+00, %81 ]
  %113 = phi float [ %102, %90 ], [ 0.000000e+00, %81 ]
  %114 = phi float [ %105, %90 ], [ 0.000000e+00, %81 ]
  %115 = phi float [ %107, %90 ], [ 0.000000e+00, %81 ]
  %116 = icmp sgt i32 %6, 3
  br i1 %116, label %117, label %135

117:                                              ; preds = %108
  %118 = or disjoint i64 %17, 3
  %119 = mul nsw i64 %118, 20
  %120 = getelementptr inbounds nuw i8, ptr %2, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !11
  %122 = getelementptr inbounds nuw i8, ptr %120, i64 4
  %123 = load float, ptr %122, align 4, !tbaa !11
  %124 = getelementptr inbounds nuw i8, ptr %120, i64 8
  %125 = load float, ptr %124, align 4, !tbaa !11
  %126 = getelementptr inbounds nuw i8, ptr %120, i64 12
  %127 = load float, ptr %126, align 4, !tbaa !11
  %128 = getelementptr inbounds nuw i8, ptr %120, i64 16
  %129 = load float, ptr %128, align 4, !tbaa !11
  %130 = shl nsw i64 %118, 3
  %131 = getelementptr inbounds nuw i8, ptr %3, i64 %130
  %132 = load float, ptr %131, align 4, !tbaa !11
  %133 = getelementptr inbounds nuw i8, ptr %131, i64 4
  %134 = load float, ptr %133, align 4, !tbaa !11
  br label %135

135:                                              ; preds = %108, %117
  %136 = phi float [ %121, %117 ], [ 1.000000e+00, %108 ]
  %137 = phi float [ %123, %117 ], [ 0.000000e+00, %108 ]
  %138 = phi float [ %125, %117 ], [ 0.000000e+00, %108 ]
  %139 = phi float [ %127, %117 ], [ 0.000000e+00, %108 ]
  %140 = phi float [ %129, %117 ], [ 0.000000e+00, %108 ]
  %141 = phi float [ %132, %117 ], [ 0.000000e+00, %108 ]
  %142 = phi float [ %134, %117 ], [ 0.000000e+00, %108 ]
  %143 = icmp sgt i32 %6, 4
  br i1 %143, label %144, label %162

144:                                              ; preds = %135
  %145 = or disjoint i64 %17, 4
  %146 = mul nsw i64 %145, 20
  %147 = getelementptr inbounds nuw i8, ptr %2, i64 %146
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = getelementptr inbounds nuw i8, ptr %147, i64 4
  %150 = load float, ptr %149, align 4, !tbaa !11
  %151 = getelementptr inbounds nuw i8, ptr %147, i64 8
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = getelementptr inbounds nuw i8, ptr %147, i64 12
  %154 = load float, ptr %153, align 4, !tbaa !11
  %155 = getelementptr inbounds nuw i8, ptr %147, i64 16
  %156 = load float, ptr %155, align 4, !tbaa !11
  %157 = shl nsw i64 %145, 3
  %158 = getelementptr inbounds nuw i8, ptr %3, i64 %157
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = getelementptr inbounds nuw i8, ptr %158, i64 4
  %161 = load float, ptr %160, align 4, !tbaa !11
  br label %162

162:                                              ; preds = %135, %144
  %163 = phi float [ %148, %144 ], [ 1.000000e+00, %135 ]
  %164 = phi float [ %150, %144 ], [ 0.000000e+00, %135 ]
  %165 = phi float [ %152, %144 ], [ 0.000000e+00, %135 ]
  %166 = phi float [ %154, %144 ], [ 0.000000e+00, %135 ]
  %167 = phi float [ %156, %144 ], [ 0.000000e+00, %135 ]
  %168 = phi float [ %159, %144 ], [ 0.000000e+00, %135 ]
  %169 = phi float [ %161, %144 ], [ 0.000000e+00, %135 ]
  %170 = icmp sgt i32 %6, 5
  br i1 %170, label %171, label %189

171:                                              ; preds = %162
  %172 = or disjoint i64 %17, 5
  %173 = mul nsw i64 %172, 20
  %174 = getelementptr inbounds nuw i8, ptr %2, i64 %173
  %175 = load float, ptr %174, align 4, !tbaa !11
  %176 = getelementptr inbounds nuw i8, ptr %174, i64 4
  %177 = load float, ptr %176, align 4, !tbaa !11
  %178 = getelementptr inbounds nuw i8, ptr %174, i64 8
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = getelementptr inbounds nuw i8, ptr %174, i64 12
  %181 = load float, ptr %180, align 4, !tbaa !11
  %182 = getelementptr inbounds nuw i8, ptr %174, i64 16
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = shl nsw i64 %172, 3
  %185 = getelementptr inbounds nuw i8, ptr %3, i64 %184
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = getelementptr inbounds nuw i8, ptr %185, i64 4
  %188 = load float, ptr %187, align 4, !tbaa !11
  br label %189

189:                                              ; preds = %162, %171
  %190 = phi float [ %175, %171 ], [ 1.000000e+00, %162 ]
  %191 = phi float [ %177, %171 ], [ 0.000000e+00, %162 ]
  %192 = phi float [ %179, %171 ], [ 0.000000e+00, %162 ]
  %193 = phi float [ %181, %171 ], [ 0.000000e+00, %162 ]
  %194 = phi float [ %183, %171 ], [ 0.000000e+00, %162 ]
  %195 = phi float [ %186, %171 ], [ 0.000000e+00, %162 ]
  %196 = phi float [ %188, %171 ], [ 0.000000e+00, %162 ]
  %197 = icmp sgt i32 %6, 6
  br i1 %197, label %198, label %216

198:                                              ; preds = %189
  %199 = or disjoint i64 %17, 6
  %200 = mul nsw i64 %199, 20
  %201 = getelementptr inbounds nuw i8, ptr %2, i64 %200
  %202 = load float, ptr %201, align 4, !tbaa !11
  %203 = getelementptr inbounds nuw i8, ptr %201, i64 4
  %204 = load float, ptr %203, align 4, !tbaa !11
  %205 = getelementptr inbounds nuw i8, ptr %201, i64 8
  %206 = load float, ptr %205, align 4, !tbaa !11
  %207 = getelementptr inbounds nuw i8, ptr %201, i64 12
  %208 = load float, ptr %207, align 4, !tbaa !11
  %209 = getelementptr inbounds nuw i8, ptr %201, i64 16
  %210 = load float, ptr %209, align 4, !tbaa !11
  %211 = shl nsw i64 %199, 3
  %212 = getelementptr inbounds nuw i8, ptr %3, i64 %211
  %213 = load float, ptr %212, align 4, !tbaa !11
  %214 = getelementptr inbounds nuw i8, ptr %212, i64 4
  %215 = load float, ptr %214, align 4, !tbaa !11
  br label %216

216:                                              ; preds = %189, %198
  %217 = phi float [ %202, %198 ], [ 1.000000e+00, %189 ]
  %218 = phi float [ %204, %198 ], [ 0.000000e+00, %189 ]
  %219 = phi float [ %206, %198 ], [ 0.000000e+00, %189 ]
  %220 = phi float [ %208, %198 ], [ 0.000000e+00, %189 ]
  %221 = phi float [ %210, %198 ], [ 0.000000e+00, %189 ]
  %222 = phi float [ %213, %198 ], [ 0.000000e+00, %189 ]
  %223 = phi float [ %215, %198 ], [ 0.000000e+00, %189 ]
  %224 = icmp sgt i32 %6, 7
  br i1 %224, label %225, label %243

225:                                              ; preds = %216
  %226 = or disjoint i64 %17, 7
  %227 = mul nsw i64 %226, 20
  %228 = getelementptr inbounds nuw i8, ptr %2, i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = getelementptr inbounds nuw i8, ptr %228, i64 4
  %231 = load float, ptr %230, align 4, !tbaa !11
  %232 = getelementptr inbounds nuw i8, ptr %228, i64 8
  %233 = load float, ptr %232, align 4, !tbaa !11
  %234 = getelementptr inbounds nuw i8, ptr %228, i64 12
  %235 = load float, ptr %234, align 4, !tbaa !11
  %236 = getelementptr inbounds nuw i8, ptr %228, i64 16
  %237 = load float, ptr %236, align 4, !tbaa !11
  %238 = shl nsw i64 %226, 3
  %239 = getelementptr inbounds nuw i8, ptr %3, i64 %238
  %240 = load float, ptr %239, align 4, !tbaa !11
  %241 = getelementptr inbounds nuw i8, ptr %239, i64 4
  %242 = load float, ptr %241, align 4, !tbaa !11
  br label %243

243:                                              ; preds = %216, %225
  %244 = phi float [ %229, %225 ], [ 1.000000e+00, %216 ]
  %245 = phi float [ %231, %225 ], [ 0.000000e+00, %216 ]
  %246 = phi float [ %233, %225 ], [ 0.000000e+00, %216 ]
  %247 = phi float [ %235, %225 ], [ 0.000000e+00, %216 ]
  %248 = phi float [ %237, %225 ], [ 0.000000e+00, %216 ]
  %249 = phi float [ %240, %225 ], [ 0.000000e+00, %216 ]
  %250 = phi float [ %242, %225 ], [ 0.000000e+00, %216 ]
  %251 = icmp sgt i32 %5, 0
  br i1 %251, label %19, label %252

252:                                              ; preds = %371, %243
  %253 = phi float [ %249, %243 ], [ %372, %371 ]
  %254 = phi float [ %222, %243 ], [ %362, %371 ]
  %255 = phi float [ %195, %243 ], [ %352, %371 ]
  %256 = phi float [ %168, %243 ], [ %342, %371 ]
  %257 = phi float [ %141, %243 ], [ %332, %371 ]
  %258 = phi float [ %114, %243 ], [ %322, %371 ]
  %259 = phi float [ %87, %243 ], [ %312, %371 ]
  %260 = phi float [ %60, %243 ], [ %302, %371 ]
  %261 = phi float [ %250, %243 ], [ %373, %371 ]
  %262 = phi float [ %223, %243 ], [ %363, %371 ]
  %263 = phi float [ %196, %243 ], [ %353, %371 ]
  %264 = phi float [ %169, %243 ], [ %343, %371 ]
  %265 = phi float [ %142, %243 ], [ %333, %371 ]
  %266 = phi float [ %115, %243 ], [ %323, %371 ]
  %267 = phi float [ %88, %243 ], [ %313, %371 ]
  %268 = phi float [ %61, %243 ], [ %303, %371 ]
  %269 = shl nsw i64 %16, 6
  %270 = getelementptr inbounds nuw i8, ptr %3, i64 %269
  br i1 %18, label %381, label %383

271:                                              ; preds = %19, %371
  %272 = phi float [ %249, %19 ], [ %372, %371 ]
  %273 = phi float [ %222, %19 ], [ %362, %371 ]
  %274 = phi float [ %195, %19 ], [ %352, %371 ]
  %275 = phi float [ %168, %19 ], [ %342, %371 ]
  %276 = phi float [ %141, %19 ], [ %332, %371 ]
  %277 = phi float [ %114, %19 ], [ %322, %371 ]
  %278 = phi float [ %87, %19 ], [ %312, %371 ]
  %279 = phi float [ %60, %19 ], [ %302, %371 ]
  %280 = phi float [ %250, %19 ], [ %373, %371 ]
  %281 = phi float [ %223, %19 ], [ %363, %371 ]
  %282 = phi float [ %196, %19 ], [ %353, %371 ]
  %283 = phi float [ %169, %19 ], [ %343, %371 ]
  %284 = phi float [ %142, %19 ], [ %333, %371 ]
  %285 = phi float [ %115, %19 ], [ %323, %371 ]
  %286 = phi float [ %88, %19 ], [ %313, %371 ]
  %287 = phi float [ %61, %19 ], [ %303, %371 ]
  %288 = phi i32 [ 0, %19 ], [ %379, %371 ]
  %289 = zext nneg i32 %288 to i64
  %290 = mul nsw i64 %289, %20
  %291 = add nsw i64 %290, %16
  %292 = getelementptr inbounds nuw float, ptr %0, i64 %291
  %293 = load float, ptr %292, align 4, !tbaa !11
  %294 = fmul contract float %7, %293
  br i1 %18, label %295, label %301

295:                                              ; preds = %271
  %296 = tail call noundef float @llvm.fma.f32(float %55, float %294, float %279)
  %297 = tail call noundef float @llvm.fma.f32(float %21, float %296, float %287)
  %298 = tail call noundef float @llvm.fma.f32(float %56, float %294, float %297)
  %299 = fmul contract float %296, %22
  %300 = tail call noundef float @llvm.fma.f32(float %57, float %294, float %299)
  br label %301

301:                                              ; preds = %271, %295
  %302 = phi float [ %298, %295 ], [ %279, %271 ]
  %303 = phi float [ %300, %295 ], [ %287, %271 ]
  %304 = phi float [ %296, %295 ], [ %294, %271 ]
  br i1 %62, label %305, label %311

305:                                              ; preds = %301
  %306 = tail call noundef float @llvm.fma.f32(float %82, float %304, float %278)
  %307 = tail call noundef float @llvm.fma.f32(float %23, float %306, float %286)
  %308 = tail call noundef float @llvm.fma.f32(float %83, float %304, float %307)
  %309 = fmul contract float %306, %24
  %310 = tail call noundef float @llvm.fma.f32(float %84, float %304, float %309)
  br label %311

311:                                              ; preds = %305, %301
  %312 = phi float [ %308, %305 ], [ %278, %301 ]
  %313 = phi float [ %310, %305 ], [ %286, %301 ]
  %314 = phi float [ %306, %305 ], [ %304, %301 ]
  br i1 %89, label %315, label %321

315:                                              ; preds = %311
  %316 = tail call noundef float @llvm.fma.f32(float %109, float %314, float %277)
  %317 = tail call noundef float @llvm.fma.f32(float %25, float %316, float %285)
  %318 = tail call noundef float @llvm.fma.f32(float %110, float %314, float %317)
  %319 = fmul contract float %316, %26
  %320 = tail call noundef float @llvm.fma.f32(float %111, float %314, float %319)
  br label %321

321:                                              ; preds = %315, %311
  %322 = phi float [ %318, %315 ], [ %277, %311 ]
  %323 = phi float [ %320, %315 ], [ %285, %311 ]
  %324 = phi float [ %316, %315 ], [ %314, %311 ]
  br i1 %116, label %325, label %331

325:                                              ; preds = %321
  %326 = tail call noundef float @llvm.fma.f32(float %136, float %324, float %276)
  %327 = tail call noundef float @llvm.fma.f32(float %27, float %326, float %284)
  %328 = tail call noundef float @llvm.fma.f32(float %137, float %324, float %327)
  %329 = fmul contract float %326, %28
  %330 = tail call noundef float @llvm.fma.f32(float %138, float %324, float %329)
  br label %331

331:                                              ; preds = %325, %321
  %332 = phi float [ %328, %325 ], [ %276, %321 ]
  %333 = phi float [ %330, %325 ], [ %284, %321 ]
  %334 = phi float [ %326, %325 ], [ %324, %321 ]
  br i1 %143, label %335, label %341

335:                                              ; preds = %331
  %336 = tail call noundef float @llvm.fma.f32(float %163, float %334, float %275)
  %337 = tail call noundef float @llvm.fma.f32(float %29, float %336, float %283)
  %338 = tail call noundef float @llvm.fma.f32(float %164, float %334, float %337)
  %339 = fmul contract float %336, %30
  %340 = tail call noundef float @llvm.fma.f32(float %165, float %334, float %339)
  br label %341

341:                                              ; preds = %335, %331
  %342 = phi float [ %338, %335 ], [ %275, %331 ]
  %343 = phi float [ %340, %335 ], [ %283, %331 ]
  %344 = phi float [ %336, %335 ], [ %334, %331 ]
  br i1 %170, label %345, label %351

345:                                              ; preds = %341
  %346 = tail call noundef float @llvm.fma.f32(float %190, float %344, float %274)
  %347 = tail call noundef float @llvm.fma.f32(float %31, float %346, float %282)
  %348 = tail call noundef float @llvm.fma.f32(float %191, float %344, float %347)
  %349 = fmul contract float %346, %32
  %350 = tail call noundef float @llvm.fma.f32(float %192, float %344, float %349)
  br label %351

351:                                              ; preds = %345, %341
  %352 = phi float [ %348, %345 ], [ %274, %341 ]
  %353 = phi float [ %350, %345 ], [ %282, %341 ]
  %354 = phi float [ %346, %345 ], [ %344, %341 ]
  br i1 %197, label %355, label %361

355:                                              ; preds = %351
  %356 = tail call noundef float @llvm.fma.f32(float %217, float %354, float %273)
  %357 = tail call noundef float @llvm.fma.f32(float %33, float %356, float %281)
  %358 = tail call noundef float @llvm.fma.f32(float %218, float %354, float %357)
  %359 = fmul contract float %356, %34
  %360 = tail call noundef float @llvm.fma.f32(float %219, float %354, float %359)
  br label %361

361:                                              ; preds = %355, %351
  %362 = phi float [ %358, %355 ], [ %273, %351 ]
  %363 = phi float [ %360, %355 ], [ %281, %351 ]
  %364 = phi float [ %356, %355 ], [ %354, %351 ]
  br i1 %224, label %365, label %371

365:                                              ; preds = %361
  %366 = tail call noundef float @llvm.fma.f32(float %244, float %364, float %272)
  %367 = tail call noundef float @llvm.fma.f32(float %35, float %366, float %280)
  %368 = tail call noundef float @llvm.fma.f32(float %245, float %364, float %367)
  %369 = fmul contract float %366, %36
  %370 = tail call noundef float @llvm.fma.f32(float %246, float %364, float %369)
  br label %371

371:                                              ; preds = %365, %361
  %372 = phi float [ %368, %365 ], [ %272, %361 ]
  %373 = phi float [ %370, %365 ], [ %280, %361 ]
  %374 = phi float [ %366, %365 ], [ %364, %361 ]
  %375 = tail call noundef float @llvm.nvvm.fabs.f32(float %374)
  %376 = fcmp contract olt float %375, 0x39B4484C00000000
  %377 = select contract i1 %376, float 0.000000e+00, float %374
  %378 = getelementptr inbounds nuw float, ptr %1, i64 %291
  store float %377, ptr %378, align 4, !tbaa !11
  %379 = add nuw nsw i32 %288, 1
  %380 = icmp eq i32 %379, %5
  br i1 %380, label %252, label %271, !llvm.loop !13

381:                                              ; preds = %252
  store float %260, ptr %270, align 4, !tbaa !11
  %382 = getelementptr inbounds nuw i8, ptr %270, i64 4
  store float %268, ptr %382, align 4, !tbaa !11
  br label %383

383:                                              ; preds = %252, %381
  br i1 %62, label %384, label %387

384:                                              ; preds = %383
  %385 = getelementptr inbounds nuw i8, ptr %270, i64 8
  store float %259, ptr %385, align 4, !tbaa !11
  %386 = getelementptr inbounds nuw i8, ptr %270, i64 12
  store float %267, ptr %386, align 4, !tbaa !11
  br label %387

387:                                              ; preds = %384, %383
  br i1 %89, label %388, label %391

388:                                              ; preds = %387
  %389 = getelementptr inbounds nuw i8, ptr %270, i64 16
  store float %258, ptr %389, align 4, !tbaa !11
  %390 = getelementptr inbounds nuw i8, ptr %270, i64 20
  store float %266, ptr %390, align 4, !tbaa !11
  br label %391

391:                                              ; preds = %388, %387
  br i1 %116, label %392, label %395

392:                                              ; preds = %391
  %393 = getelementptr inbounds nuw i8, ptr %270, i64 24
  store float %257, ptr %393, align 4, !tbaa !11
  %394 = getelementptr inbounds nuw i8, ptr %270, i64 28
  store float %265, ptr %394, align 4, !tbaa !11
  br label %395

395:                                              ; preds = %392, %391
  br i1 %143, label %396, label %399

396:                                              ; preds = %395
  %397 = getelementptr inbounds nuw i8, ptr %270, i64 32
  store float %256, ptr %397, align 4, !tbaa !11
  %398 = getelementptr inbounds nuw i8, ptr %270, i64 36
  store float %264, ptr %398, align 4, !tbaa !11
  br label %399

399:                                              ; preds = %396, %395
  br i1 %170, label %400, label %403

400:                                              ; preds = %399
  %401 = getelementptr inbounds nuw i8, ptr %270, i64 40
  store float %255, ptr %401, align 4, !tbaa !11
  %402 = getelementptr inbounds nuw i8, ptr %270, i64 44
  store float %263, ptr %402, align 4, !tbaa !11
  br label %403

403:                                              ; preds = %400, %399
  br i1 %197, label %404, label %407

404:                                              ; preds = %403
  %405 = getelementptr inbounds nuw i8, ptr %270, i64 48
  store float %254, ptr %405, align 4, !tbaa !11
  %406 = getelementptr inbounds nuw i8, ptr %270, i64 52
  store float %262, ptr %406, align 4, !tbaa !11
  br label %407

407:                                              ; preds = %404, %403
  br i1 %224, label %408, label %411

408:                                              ; preds = %407
  %409 = getelementptr inbounds nuw i8, ptr %270, i64 56
  store float %253, ptr %409, align 4, !tbaa !11
  %410 = getelementptr inbounds nuw i8, ptr %270, i64 60
  store float %261, ptr %410, align 4, !tbaa !11
  br label %411

411:                                              ; preds = %407, %408, %8
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @fir_decimate_const(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 1)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 64)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 1)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 32)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = shl nuw nsw i32 %12, 2
  %14 = trunc nuw nsw i32 %9 to i16
  %15 = sub nuw nsw i16 4096, %14
  %16 = trunc nuw nsw i32 %11 to i16
  %17 = udiv i16 %15, %16
  %18 = add nuw nsw i16 %17, 1
  %19 = zext nneg i16 %18 to i32
  %20 = tail call i32 @llvm.umin.i32(i32 %13, i32 %19)
  %21 = zext nneg i32 %7 to i64
  %22 = sext i32 %2 to i64
  %23 = mul nsw i64 %22, %21
  %24 = getelementptr inbounds nuw float, ptr %0, i64 %23
  %25 = sext i32 %3 to i64
  %26 = mul nsw i64 %25, %21
  %27 = getelementptr inbounds nuw float, ptr %1, i64 %26
  %28 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %29 = mul i32 %20, %28
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %66

31:                                               ; preds = %6
  %32 = zext nneg i32 %11 to i64
  %33 = add nsw i32 %9, -1
  %34 = zext nneg i32 %33 to i64
  %35 = add nsw i32 %20, -1
  %36 = mul nuw nsw i32 %35, %11
  %37 = add nuw nsw i32 %36, %9
  %38 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %39 = icmp samesign ult i32 %38, %37
  %40 = icmp slt i32 %4, 4
  %41 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = mul i32 %20, %41
  %43 = tail call i32 @llvm.smin.i32(i32 %38, i32 %35)
  %44 = mul nuw nsw i32 %43, %11
  %45 = add nuw nsw i32 %33, %44
  %46 = add nuw nsw i32 %12, %38
  %47 = tail call i32 @llvm.smin.i32(i32 %46, i32 %35)
  %48 = mul nuw nsw i32 %47, %11
  %49 = add nuw nsw i32 %33, %48
  %50 = shl nuw nsw i32 %12, 1
  %51 = add nuw nsw i32 %50, %38
  %52 = tail call i32 @llvm.smin.i32(i32 %51, i32 %35)
  %53 = mul nuw nsw i32 %52, %11
  %54 = add nuw nsw i32 %33, %53
  %55 = mul nuw nsw i32 %12, 3
  %56 = add nuw nsw i32 %55, %38
  %57 = tail call i32 @llvm.smin.i32(i32 %56, i32 %35)
  %58 = mul nuw nsw i32 %57, %11
  %59 = add nuw nsw i32 %33, %58
  %60 = icmp samesign ult i32 %38, %20
  %61 = icmp samesign ult i32 %46, %20
  %62 = icmp samesign ult i32 %51, %20
  %63 = icmp samesign ult i32 %56, %20
  %64 = and i32 %9, 1
  %65 = icmp eq i32 %64, 0
  br label %67

66:                                               ; preds = %294, %6
  ret void

67:                                               ; preds = %31, %294
  %68 = phi i32 [ %29, %31 ], [ %295, %294 ]
  %69 = sext i32 %68 to i64
  %70 = mul nsw i64 %69, %32
  %71 = sub nsw i64 %70, %34
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %39, label %73, label %72

72:                                               ; preds = %83, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %40, label %88, label %133

73:                                               ; preds = %67, %83
  %74 = phi i32 [ %86, %83 ], [ %38, %67 ]
  %75 = zext nneg i32 %74 to i64
  %76 = add nsw i64 %71, %75
  %77 = icmp sgt i64 %76, -1
  %78 = icmp slt i64 %76, %22
  %79 = and i1 %77, %78
  br i1 %79, label %80, label %83

80:                                               ; preds = %73
  %81 = getelementptr inbounds nuw float, ptr %24, i64 %76
  %82 = load float, ptr %81, align 4, !tbaa !11
  br label %83

83:                                               ; preds = %73, %80
  %84 = phi contract float [ %82, %80 ], [ 0.000000e+00, %73 ]
  %85 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %75
  store float %84, ptr %85, align 4, !tbaa !11
  %86 = add nuw nsw i32 %74, %12
  %87 = icmp samesign ult i32 %86, %37
  br i1 %87, label %73, label %72, !llvm.loop !15

88:                                               ; preds = %133, %72
  %89 = phi float [ 0.000000e+00, %72 ], [ %162, %133 ]
  %90 = phi float [ 0.000000e+00, %72 ], [ %176, %133 ]
  %91 = phi float [ 0.000000e+00, %72 ], [ %190, %133 ]
  %92 = phi float [ 0.000000e+00, %72 ], [ %204, %133 ]
  %93 = phi i32 [ 0, %72 ], [ %138, %133 ]
  %94 = icmp samesign ult i32 %93, %9
  br i1 %94, label %95, label %207

95:                                               ; preds = %88
  %96 = or disjoint i32 %93, 1
  br i1 %65, label %122, label %97

97:                                               ; preds = %95
  %98 = zext nneg i32 %93 to i64
  %99 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr), i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !11
  %101 = sub nsw i32 %45, %93
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !11
  %105 = tail call noundef float @llvm.fma.f32(float %100, float %104, float %89)
  %106 = sub nsw i32 %49, %93
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %107
  %109 = load float, ptr %108, align 4, !tbaa !11
  %110 = tail call noundef float @llvm.fma.f32(float %100, float %109, float %90)
  %111 = sub nsw i32 %54, %93
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !11
  %115 = tail call noundef float @llvm.fma.f32(float %100, float %114, float %91)
  %116 = sub nsw i32 %59, %93
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %117
  %119 = load float, ptr %118, align 4, !tbaa !11
  %120 = tail call noundef float @llvm.fma.f32(float %100, float %119, float %92)
  %121 = or disjoint i32 %93, 1
  br label %122

122:                                              ; preds = %97, %95
  %123 = phi float [ poison, %95 ], [ %105, %97 ]
  %124 = phi float [ poison, %95 ], [ %110, %97 ]
  %125 = phi float [ poison, %95 ], [ %115, %97 ]
  %126 = phi float [ poison, %95 ], [ %120, %97 ]
  %127 = phi float [ %89, %95 ], [ %105, %97 ]
  %128 = phi float [ %90, %95 ], [ %110, %97 ]
  %129 = phi float [ %91, %95 ], [ %115, %97 ]
  %130 = phi float [ %92, %95 ], [ %120, %97 ]
  %131 = phi i32 [ %93, %95 ], [ %121, %97 ]
  %132 = icmp eq i32 %9, %96
  br i1 %132, label %207, label %212

133:                                              ; preds = %72, %133
  %134 = phi float [ %162, %133 ], [ 0.000000e+00, %72 ]
  %135 = phi float [ %176, %133 ], [ 0.000000e+00, %72 ]
  %136 = phi float [ %190, %133 ], [ 0.000000e+00, %72 ]
  %137 = phi float [ %204, %133 ], [ 0.000000e+00, %72 ]
  %138 = phi i32 [ %205, %133 ], [ 4, %72 ]
  %139 = phi i32 [ %138, %133 ], [ 0, %72 ]
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr), i64 %140
  %142 = load float, ptr %141, align 4, !tbaa !11
  %143 = getelementptr inbounds nuw i8, ptr %141, i64 4
  %144 = load float, ptr %143, align 4, !tbaa !11
  %145 = getelementptr inbounds nuw i8, ptr %141, i64 8
  %146 = load float, ptr %145, align 4, !tbaa !11
  %147 = getelementptr inbounds nuw i8, ptr %141, i64 12
  %148 = load float, ptr %147, align 4, !tbaa !11
  %149 = sub nsw i32 %45, %139
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %150
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = tail call noundef float @llvm.fma.f32(float %142, float %152, float %134)
  %154 = getelementptr i8, ptr %151, i64 -4
  %155 = load float, ptr %154, align 4, !tbaa !11
  %156 = tail call noundef float @llvm.fma.f32(float %144, float %155, float %153)
  %157 = getelementptr i8, ptr %151, i64 -8
  %158 = load float, ptr %157, align 4, !tbaa !11
  %159 = tail call noundef float @llvm.fma.f32(float %146, float %158, float %156)
  %160 = getelementptr i8, ptr %151, i64 -12
  %161 = load float, ptr %160, align 4, !tbaa !11
  %162 = tail call noundef float @llvm.fma.f32(float %148, float %161, float %159)
  %163 = sub nsw i32 %49, %139
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = tail call noundef float @llvm.fma.f32(float %142, float %166, float %135)
  %168 = getelementptr i8, ptr %165, i64 -4
  %169 = load float, ptr %168, align 4, !tbaa !11
  %170 = tail call noundef float @llvm.fma.f32(float %144, float %169, float %167)
  %171 = getelementptr i8, ptr %165, i64 -8
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = tail call noundef float @llvm.fma.f32(float %146, float %172, float %170)
  %174 = getelementptr i8, ptr %165, i64 -12
  %175 = load float, ptr %174, align 4, !tbaa !11
  %176 = tail call noundef float @llvm.fma.f32(float %148, float %175, float %173)
  %177 = sub nsw i32 %54, %139
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %178
  %180 = load float, ptr %179, align 4, !tbaa !11
  %181 = tail call noundef float @llvm.fma.f32(float %142, float %180, float %136)
  %182 = getelementptr i8, ptr %179, i64 -4
  %183 = load float, ptr %182, align 4, !tbaa !11
  %184 = tail call noundef float @llvm.fma.f32(float %144, float %183, float %181)
  %185 = getelementptr i8, ptr %179, i64 -8
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = tail call noundef float @llvm.fma.f32(float %146, float %186, float %184)
  %188 = getelementptr i8, ptr %179, i64 -12
  %189 = load float, ptr %188, align 4, !tbaa !11
  %190 = tail call noundef float @llvm.fma.f32(float %148, float %189, float %187)
  %191 = sub nsw i32 %59, %139
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %192
  %194 = load float, ptr %193, align 4, !tbaa !11
  %195 = tail call noundef float @llvm.fma.f32(float %142, float %194, float %137)
  %196 = getelementptr i8, ptr %193, i64 -4
  %197 = load float, ptr %196, align 4, !tbaa !11
  %198 = tail call noundef float @llvm.fma.f32(float %144, float %197, float %195)
  %199 = getelementptr i8, ptr %193, i64 -8
  %200 = load float, ptr %199, align 4, !tbaa !11
  %201 = tail call noundef float @llvm.fma.f32(float %146, float %200, float %198)
  %202 = getelementptr i8, ptr %193, i64 -12
  %203 = load float, ptr %202, align 4, !tbaa !11
  %204 = tail call noundef float @llvm.fma.f32(float %148, float %203, float %201)
  %205 = add nuw nsw i32 %138, 4
  %206 = icmp samesign ugt i32 %205, %9
  br i1 %206, label %88, label %133, !llvm.loop !16

207:                                              ; preds = %122, %212, %88
  %208 = phi float [ %89, %88 ], [ %123, %122 ], [ %249, %212 ]
  %209 = phi float [ %90, %88 ], [ %124, %122 ], [ %254, %212 ]
  %210 = phi float [ %91, %88 ], [ %125, %122 ], [ %259, %212 ]
  %211 = phi float [ %92, %88 ], [ %126, %122 ], [ %264, %212 ]
  br i1 %60, label %267, label %273

212:                                              ; preds = %122, %212
  %213 = phi float [ %249, %212 ], [ %127, %122 ]
  %214 = phi float [ %254, %212 ], [ %128, %122 ]
  %215 = phi float [ %259, %212 ], [ %129, %122 ]
  %216 = phi float [ %264, %212 ], [ %130, %122 ]
  %217 = phi i32 [ %265, %212 ], [ %131, %122 ]
  %218 = zext nneg i32 %217 to i64
  %219 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr), i64 %218
  %220 = load float, ptr %219, align 4, !tbaa !11
  %221 = sub nsw i32 %45, %217
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %222
  %224 = load float, ptr %223, align 4, !tbaa !11
  %225 = tail call noundef float @llvm.fma.f32(float %220, float %224, float %213)
  %226 = sub nsw i32 %49, %217
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %227
  %229 = load float, ptr %228, align 4, !tbaa !11
  %230 = tail call noundef float @llvm.fma.f32(float %220, float %229, float %214)
  %231 = sub nsw i32 %54, %217
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %232
  %234 = load float, ptr %233, align 4, !tbaa !11
  %235 = tail call noundef float @llvm.fma.f32(float %220, float %234, float %215)
  %236 = sub nsw i32 %59, %217
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %237
  %239 = load float, ptr %238, align 4, !tbaa !11
  %240 = tail call noundef float @llvm.fma.f32(float %220, float %239, float %216)
  %241 = add nuw nsw i32 %217, 1
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(4) @c_fir_taps to ptr), i64 %242
  %244 = load float, ptr %243, align 4, !tbaa !11
  %245 = sub nsw i32 %45, %241
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %246
  %248 = load float, ptr %247, align 4, !tbaa !11
  %249 = tail call noundef float @llvm.fma.f32(float %244, float %248, float %225)
  %250 = sub nsw i32 %49, %241
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %251
  %253 = load float, ptr %252, align 4, !tbaa !11
  %254 = tail call noundef float @llvm.fma.f32(float %244, float %253, float %230)
  %255 = sub nsw i32 %54, %241
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %256
  %258 = load float, ptr %257, align 4, !tbaa !11
  %259 = tail call noundef float @llvm.fma.f32(float %244, float %258, float %235)
  %260 = sub nsw i32 %59, %241
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ18fir_decimate_constE4span to ptr), i64 %261
  %263 = load float, ptr %262, align 4, !tbaa !11
  %264 = tail call noundef float @llvm.fma.f32(float %244, float %263, float %240)
  %265 = add nuw nsw i32 %217, 2
  %266 = icmp eq i32 %265, %9
  br i1 %266, label %207, label %212, !llvm.loop !17

267:                                              ; preds = %207
  %268 = add nsw i32 %38, %68
  %269 = icmp slt i32 %268, %3
  br i1 %269, label %270, label %273

270:                                              ; preds = %267
  %271 = sext i32 %268 to i64
  %272 = getelementptr inbounds float, ptr %27, i64 %271
  store float %208, ptr %272, align 4, !tbaa !11
  br label %273

273:                                              ; preds = %270, %267, %207
  br i1 %61, label %274, label %280

274:                                              ; preds = %273
  %275 = add nsw i32 %46, %68
  %276 = icmp slt i32 %275, %3
  br i1 %276, label %277, label %280

277:                                              ; preds = %274
  %278 = sext i32 %275 to i64
  %279 = getelementptr inbounds float, ptr %27, i64 %278
  store float %209, ptr %279, align 4, !tbaa !11
  br label %280

280:                                              ; preds = %277, %274, %273
  br i1 %62, label %281, label %287

281:                                              ; preds = %280
  %282 = add nsw i32 %51, %68
  %283 = icmp slt i32 %282, %3
  br i1 %283, label %284, label %287

284:                                              ; preds = %281
  %285 = sext i32 %282 to i64
  %286 = getelementptr inbounds float, ptr %27, i64 %285
  store float %210, ptr %286, align 4, !tbaa !11
  br label %287

287:                                              ; preds = %284, %281, %280
  br i1 %63, label %288, label %294

288:                                              ; preds = %287
  %289 = add nsw i32 %56, %68
  %290 = icmp slt i32 %289, %3
  br i1 %290, label %291, label %294

291:                                              ; preds = %288
  %292 = sext i32 %289 to i64
  %293 = getelementptr inbounds float, ptr %27, i64 %292
  store float %211, ptr %293, align 4, !tbaa !11
  br label %294

294:                                              ; preds = %291, %288, %287
  %295 = add i32 %68, %42
  %296 = icmp slt i32 %295, %3
  br i1 %296, label %67, label %66, !llvm.loop !18
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
