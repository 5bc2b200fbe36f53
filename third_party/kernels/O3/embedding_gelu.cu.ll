; ModuleID = 'src/embedding_gelu.cu'
source_filename = "src/embedding_gelu.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @embedding_bag_pool(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, i32 noundef %2, ptr noalias noundef readonly captures(none) %3, i32 noundef %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, ptr noalias noundef readonly captures(address_is_null) %7, i32 noundef %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #0 {
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = and i32 %11, 31
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = zext nneg i32 %15 to i64
  %17 = mul nuw nsw i64 %14, %16
  %18 = zext nneg i32 %11 to i64
  %19 = add nuw nsw i64 %17, %18
  %20 = lshr i64 %19, 5
  %21 = trunc i64 %20 to i32
  %22 = icmp sle i32 %6, %21
  %23 = icmp slt i32 %2, 1
  %24 = or i1 %23, %22
  br i1 %24, label %359, label %25

25:                                               ; preds = %10
  %26 = shl i64 %20, 32
  %27 = ashr exact i64 %26, 32
  %28 = getelementptr inbounds i32, ptr %5, i64 %27
  %29 = load i32, ptr %28, align 4, !tbaa !6
  %30 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 0)
  %31 = tail call noundef i32 @llvm.smin.i32(i32 %30, i32 %4)
  %32 = add i64 %26, 4294967296
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr %5, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %35, i32 %31)
  %37 = tail call noundef i32 @llvm.smin.i32(i32 %36, i32 %4)
  %38 = icmp eq i32 %8, 2
  %39 = zext nneg i32 %2 to i64
  %40 = mul nsw i64 %27, %39
  %41 = getelementptr inbounds nuw float, ptr %9, i64 %40
  %42 = and i32 %2, 3
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %58, label %44

44:                                               ; preds = %25
  %45 = icmp samesign ult i32 %12, %2
  br i1 %45, label %46, label %359

46:                                               ; preds = %44
  %47 = select contract i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %48 = icmp slt i32 %30, %37
  %49 = icmp eq ptr %7, null
  %50 = icmp eq i32 %8, 1
  %51 = sub i32 %37, %31
  %52 = add i32 %31, 1
  %53 = and i32 %51, 1
  %54 = icmp eq i32 %37, %52
  %55 = and i32 %51, -2
  %56 = icmp eq i32 %53, 0
  %57 = icmp ne i32 %53, 0
  br label %251

58:                                               ; preds = %25
  %59 = lshr exact i32 %2, 2
  %60 = icmp samesign ult i32 %12, %59
  br i1 %60, label %61, label %359

61:                                               ; preds = %58
  %62 = select i1 %38, float 0xFFF0000000000000, float 0.000000e+00
  %63 = icmp slt i32 %30, %37
  %64 = icmp eq ptr %7, null
  %65 = icmp eq i32 %8, 1
  %66 = sub i32 %37, %31
  %67 = add i32 %31, 1
  %68 = and i32 %66, 1
  %69 = icmp eq i32 %37, %67
  %70 = and i32 %66, -2
  %71 = icmp eq i32 %68, 0
  %72 = icmp ne i32 %68, 0
  br label %73

73:                                               ; preds = %61, %239
  %74 = phi i32 [ %12, %61 ], [ %249, %239 ]
  br i1 %63, label %75, label %124

75:                                               ; preds = %73
  %76 = zext nneg i32 %74 to i64
  %77 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %76
  br i1 %69, label %79, label %131

78:                                               ; preds = %222
  br i1 %71, label %124, label %79

79:                                               ; preds = %78, %75
  %80 = phi i32 [ 0, %75 ], [ %227, %78 ]
  %81 = phi float [ %62, %75 ], [ %226, %78 ]
  %82 = phi float [ %62, %75 ], [ %225, %78 ]
  %83 = phi float [ %62, %75 ], [ %224, %78 ]
  %84 = phi float [ %62, %75 ], [ %223, %78 ]
  %85 = phi i32 [ %31, %75 ], [ %228, %78 ]
  tail call void @llvm.assume(i1 %72)
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %3, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !6
  %89 = icmp slt i32 %88, 0
  br i1 %89, label %124, label %90

90:                                               ; preds = %79
  %91 = zext nneg i32 %88 to i64
  %92 = icmp sgt i64 %1, %91
  br i1 %92, label %93, label %124

93:                                               ; preds = %90
  %94 = mul nuw nsw i64 %91, %39
  %95 = getelementptr inbounds nuw float, ptr %77, i64 %94
  %96 = load float, ptr %95, align 16, !tbaa !11
  %97 = getelementptr inbounds nuw i8, ptr %95, i64 4
  %98 = load float, ptr %97, align 4, !tbaa !11
  %99 = getelementptr inbounds nuw i8, ptr %95, i64 8
  %100 = load float, ptr %99, align 8, !tbaa !11
  %101 = getelementptr inbounds nuw i8, ptr %95, i64 12
  %102 = load float, ptr %101, align 4, !tbaa !11
  br i1 %64, label %106, label %103

103:                                              ; preds = %93
  %104 = getelementptr inbounds float, ptr %7, i64 %86
  %105 = load float, ptr %104, align 4, !tbaa !11
  br label %106

106:                                              ; preds = %103, %93
  %107 = phi contract float [ %105, %103 ], [ 1.000000e+00, %93 ]
  br i1 %38, label %113, label %108

108:                                              ; preds = %106
  %109 = tail call noundef float @llvm.fma.f32(float %107, float %96, float %84)
  %110 = tail call noundef float @llvm.fma.f32(float %107, float %98, float %83)
  %111 = tail call noundef float @llvm.fma.f32(float %107, float %100, float %82)
  %112 = tail call noundef float @llvm.fma.f32(float %107, float %102, float %81)
  br label %118

113:                                              ; preds = %106
  %114 = tail call noundef float @llvm.maxnum.f32(float %84, float %96)
  %115 = tail call noundef float @llvm.maxnum.f32(float %83, float %98)
  %116 = tail call noundef float @llvm.maxnum.f32(float %82, float %100)
  %117 = tail call noundef float @llvm.maxnum.f32(float %81, float %102)
  br label %118

118:                                              ; preds = %113, %108
  %119 = phi float [ %114, %113 ], [ %109, %108 ]
  %120 = phi float [ %115, %113 ], [ %110, %108 ]
  %121 = phi float [ %116, %113 ], [ %111, %108 ]
  %122 = phi float [ %117, %113 ], [ %112, %108 ]
  %123 = add nsw i32 %80, 1
  br label %124

124:                                              ; preds = %78, %118, %90, %79, %73
  %125 = phi float [ %62, %73 ], [ %223, %78 ], [ %119, %118 ], [ %84, %90 ], [ %84, %79 ]
  %126 = phi float [ %62, %73 ], [ %224, %78 ], [ %120, %118 ], [ %83, %90 ], [ %83, %79 ]
  %127 = phi float [ %62, %73 ], [ %225, %78 ], [ %121, %118 ], [ %82, %90 ], [ %82, %79 ]
  %128 = phi float [ %62, %73 ], [ %226, %78 ], [ %122, %118 ], [ %81, %90 ], [ %81, %79 ]
  %129 = phi i32 [ 0, %73 ], [ %227, %78 ], [ %123, %118 ], [ %80, %90 ], [ %80, %79 ]
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %239, label %231

131:                                              ; preds = %75, %222
  %132 = phi i32 [ %227, %222 ], [ 0, %75 ]
  %133 = phi float [ %226, %222 ], [ %62, %75 ]
  %134 = phi float [ %225, %222 ], [ %62, %75 ]
  %135 = phi float [ %224, %222 ], [ %62, %75 ]
  %136 = phi float [ %223, %222 ], [ %62, %75 ]
  %137 = phi i32 [ %228, %222 ], [ %31, %75 ]
  %138 = phi i32 [ %229, %222 ], [ 0, %75 ]
  %139 = sext i32 %137 to i64
  %140 = getelementptr inbounds i32, ptr %3, i64 %139
  %141 = load i32, ptr %140, align 4, !tbaa !6
  %142 = icmp slt i32 %141, 0
  br i1 %142, label %177, label %143

143:                                              ; preds = %131
  %144 = zext nneg i32 %141 to i64
  %145 = icmp sgt i64 %1, %144
  br i1 %145, label %146, label %177

146:                                              ; preds = %143
  %147 = mul nuw nsw i64 %144, %39
  %148 = getelementptr inbounds nuw float, ptr %77, i64 %147
  %149 = load float, ptr %148, align 16, !tbaa !11
  %150 = getelementptr inbounds nuw i8, ptr %148, i64 4
  %151 = load float, ptr %150, align 4, !tbaa !11
  %152 = getelementptr inbounds nuw i8, ptr %148, i64 8
  %153 = load float, ptr %152, align 8, !tbaa !11
  %154 = getelementptr inbounds nuw i8, ptr %148, i64 12
  %155 = load float, ptr %154, align 4, !tbaa !11
  br i1 %64, label %159, label %156

156:                                              ; preds = %146
  %157 = getelementptr inbounds float, ptr %7, i64 %139
  %158 = load float, ptr %157, align 4, !tbaa !11
  br label %159

159:                                              ; preds = %146, %156
  %160 = phi contract float [ %158, %156 ], [ 1.000000e+00, %146 ]
  br i1 %38, label %161, label %166

161:                                              ; preds = %159
  %162 = tail call noundef float @llvm.maxnum.f32(float %136, float %149)
  %163 = tail call noundef float @llvm.maxnum.f32(float %135, float %151)
  %164 = tail call noundef float @llvm.maxnum.f32(float %134, float %153)
  %165 = tail call noundef float @llvm.maxnum.f32(float %133, float %155)
  br label %171

166:                                              ; preds = %159
  %167 = tail call noundef float @llvm.fma.f32(float %160, float %149, float %136)
  %168 = tail call noundef float @llvm.fma.f32(float %160, float %151, float %135)
  %169 = tail call noundef float @llvm.fma.f32(float %160, float %153, float %134)
  %170 = tail call noundef float @llvm.fma.f32(float %160, float %155, float %133)
  br label %171

171:                                              ; preds = %166, %161
  %172 = phi float [ %162, %161 ], [ %167, %166 ]
  %173 = phi float [ %163, %161 ], [ %168, %166 ]
  %174 = phi float [ %164, %161 ], [ %169, %166 ]
  %175 = phi float [ %165, %161 ], [ %170, %166 ]
  %176 = add nsw i32 %132, 1
  br label %177

177:                                              ; preds = %131, %143, %171
  %178 = phi float [ %172, %171 ], [ %136, %143 ], [ %136, %131 ]
  %179 = phi float [ %173, %171 ], [ %135, %143 ], [ %135, %131 ]
  %180 = phi float [ %174, %171 ], [ %134, %143 ], [ %134, %131 ]
  %181 = phi float [ %175, %171 ], [ %133, %143 ], [ %133, %131 ]
  %182 = phi i32 [ %176, %171 ], [ %132, %143 ], [ %132, %131 ]
  %183 = add nsw i32 %137, 1
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds i32, ptr %3, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !6
  %187 = icmp slt i32 %186, 0
  br i1 %187, label %222, label %188

188:                                              ; preds = %177
  %189 = zext nneg i32 %186 to i64
  %190 = icmp sgt i64 %1, %189
  br i1 %190, label %191, label %222

191:                                              ; preds = %188
  %192 = mul nuw nsw i64 %189, %39
  %193 = getelementptr inbounds nuw float, ptr %77, i64 %192
  %194 = load float, ptr %193, align 16, !tbaa !11
  %195 = getelementptr inbounds nuw i8, ptr %193, i64 4
  %196 = load float, ptr %195, align 4, !tbaa !11
  %197 = getelementptr inbounds nuw i8, ptr %193, i64 8
  %198 = load float, ptr %197, align 8, !tbaa !11
  %199 = getelementptr inbounds nuw i8, ptr %193, i64 12
  %200 = load float, ptr %199, align 4, !tbaa !11
  br i1 %64, label %204, label %201

201:                                              ; preds = %191
  %202 = getelementptr inbounds float, ptr %7, i64 %184
  %203 = load float, ptr %202, align 4, !tbaa !11
  br label %204

204:                                              ; preds = %201, %191
  %205 = phi contract float [ %203, %201 ], [ 1.000000e+00, %191 ]
  br i1 %38, label %211, label %206

206:                                              ; preds = %204
  %207 = tail call noundef float @llvm.fma.f32(float %205, float %194, float %178)
  %208 = tail call noundef float @llvm.fma.f32(float %205, float %196, float %179)
  %209 = tail call noundef float @llvm.fma.f32(float %205, float %198, float %180)
  %210 = tail call noundef float @llvm.fma.f32(float %205, float %200, float %181)
  br label %216

211:                                              ; preds = %204
  %212 = tail call noundef float @llvm.maxnum.f32(float %178, float %194)
  %213 = tail call noundef float @llvm.maxnum.f32(float %179, float %196)
  %214 = tail call noundef float @llvm.maxnum.f32(float %180, float %198)
  %215 = tail call noundef float @llvm.maxnum.f32(float %181, float %200)
  br label %216

216:                                              ; preds = %211, %206
  %217 = phi float [ %212, %211 ], [ %207, %206 ]
  %218 = phi float [ %213, %211 ], [ %208, %206 ]
  %219 = phi float [ %214, %211 ], [ %209, %206 ]
  %220 = phi float [ %215, %211 ], [ %210, %206 ]
  %221 = add nsw i32 %182, 1
  br label %222

222:                                              ; preds = %216, %188, %177
  %223 = phi float [ %217, %216 ], [ %178, %188 ], [ %178, %177 ]
  %224 = phi float [ %218, %216 ], [ %179, %188 ], [ %179, %177 ]
  %225 = phi float [ %219, %216 ], [ %180, %188 ], [ %180, %177 ]
  %226 = phi float [ %220, %216 ], [ %181, %188 ], [ %181, %177 ]
  %227 = phi i32 [ %221, %216 ], [ %182, %188 ], [ %182, %177 ]
  %228 = add nsw i32 %137, 2
  %229 = add i32 %138, 2
  %230 = icmp eq i32 %229, %70
  br i1 %230, label %78, label %131, !llvm.loop !13

231:                                              ; preds = %124
  br i1 %65, label %232, label %239

232:                                              ; preds = %231
  %233 = sitofp i32 %129 to float
  %234 = fdiv contract float 1.000000e+00, %233
  %235 = fmul contract float %125, %234
  %236 = fmul contract float %126, %234
  %237 = fmul contract float %127, %234
  %238 = fmul contract float %128, %234
  br label %239

239:                                              ; preds = %124, %231, %232
  %240 = phi float [ %125, %231 ], [ %235, %232 ], [ 0.000000e+00, %124 ]
  %241 = phi float [ %126, %231 ], [ %236, %232 ], [ 0.000000e+00, %124 ]
  %242 = phi float [ %127, %231 ], [ %237, %232 ], [ 0.000000e+00, %124 ]
  %243 = phi float [ %128, %231 ], [ %238, %232 ], [ 0.000000e+00, %124 ]
  %244 = zext nneg i32 %74 to i64
  %245 = getelementptr inbounds nuw %struct.float4, ptr %41, i64 %244
  store float %240, ptr %245, align 16, !tbaa !11
  %246 = getelementptr inbounds nuw i8, ptr %245, i64 4
  store float %241, ptr %246, align 4, !tbaa !11
  %247 = getelementptr inbounds nuw i8, ptr %245, i64 8
  store float %242, ptr %247, align 8, !tbaa !11
  %248 = getelementptr inbounds nuw i8, ptr %245, i64 12
  store float %243, ptr %248, align 4, !tbaa !11
  %249 = add nuw nsw i32 %74, 32
  %250 = icmp samesign ult i32 %249, %59
  br i1 %250, label %73, label %359, !llvm.loop !15

251:                                              ; preds = %46, %353
  %252 = phi i32 [ %12, %46 ], [ %357, %353 ]
  br i1 %48, label %253, label %284

253:                                              ; preds = %251
  %254 = zext nneg i32 %252 to i64
  %255 = getelementptr inbounds nuw float, ptr %0, i64 %254
  br i1 %54, label %257, label %288

256:                                              ; preds = %343
  br i1 %56, label %284, label %257

257:                                              ; preds = %256, %253
  %258 = phi i32 [ 0, %253 ], [ %345, %256 ]
  %259 = phi i32 [ %31, %253 ], [ %346, %256 ]
  %260 = phi float [ %47, %253 ], [ %344, %256 ]
  tail call void @llvm.assume(i1 %57)
  %261 = sext i32 %259 to i64
  %262 = getelementptr inbounds i32, ptr %3, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !6
  %264 = icmp slt i32 %263, 0
  br i1 %264, label %284, label %265

265:                                              ; preds = %257
  %266 = zext nneg i32 %263 to i64
  %267 = icmp sgt i64 %1, %266
  br i1 %267, label %268, label %284

268:                                              ; preds = %265
  %269 = mul nuw nsw i64 %266, %39
  %270 = getelementptr inbounds nuw float, ptr %255, i64 %269
  %271 = load float, ptr %270, align 4, !tbaa !11
  br i1 %38, label %279, label %272

272:                                              ; preds = %268
  br i1 %49, label %276, label %273

273:                                              ; preds = %272
  %274 = getelementptr inbounds float, ptr %7, i64 %261
  %275 = load float, ptr %274, align 4, !tbaa !11
  br label %276

276:                                              ; preds = %273, %272
  %277 = phi contract float [ %275, %273 ], [ 1.000000e+00, %272 ]
  %278 = tail call noundef float @llvm.fma.f32(float %277, float %271, float %260)
  br label %281

279:                                              ; preds = %268
  %280 = tail call noundef float @llvm.maxnum.f32(float %260, float %271)
  br label %281

281:                                              ; preds = %279, %276
  %282 = phi contract float [ %280, %279 ], [ %278, %276 ]
  %283 = add nsw i32 %258, 1
  br label %284

284:                                              ; preds = %256, %281, %265, %257, %251
  %285 = phi float [ %47, %251 ], [ %344, %256 ], [ %282, %281 ], [ %260, %265 ], [ %260, %257 ]
  %286 = phi i32 [ 0, %251 ], [ %345, %256 ], [ %283, %281 ], [ %258, %265 ], [ %258, %257 ]
  %287 = icmp eq i32 %286, 0
  br i1 %287, label %353, label %349

288:                                              ; preds = %253, %343
  %289 = phi i32 [ %345, %343 ], [ 0, %253 ]
  %290 = phi i32 [ %346, %343 ], [ %31, %253 ]
  %291 = phi float [ %344, %343 ], [ %47, %253 ]
  %292 = phi i32 [ %347, %343 ], [ 0, %253 ]
  %293 = sext i32 %290 to i64
  %294 = getelementptr inbounds i32, ptr %3, i64 %293
  %295 = load i32, ptr %294, align 4, !tbaa !6
  %296 = icmp slt i32 %295, 0
  br i1 %296, label %316, label %297

297:                                              ; preds = %288
  %298 = zext nneg i32 %295 to i64
  %299 = icmp sgt i64 %1, %298
  br i1 %299, label %300, label %316

300:                                              ; preds = %297
  %301 = mul nuw nsw i64 %298, %39
  %302 = getelementptr inbounds nuw float, ptr %255, i64 %301
  %303 = load float, ptr %302, align 4, !tbaa !11
  br i1 %38, label %304, label %306

304:                                              ; preds = %300
  %305 = tail call noundef float @llvm.maxnum.f32(float %291, float %303)
  br label %313

306:                                              ; preds = %300
  br i1 %49, label %310, label %307

307:                                              ; preds = %306
  %308 = getelementptr inbounds float, ptr %7, i64 %293
  %309 = load float, ptr %308, align 4, !tbaa !11
  br label %310

310:                                              ; preds = %306, %307
  %311 = phi contract float [ %309, %307 ], [ 1.000000e+00, %306 ]
  %312 = tail call noundef float @llvm.fma.f32(float %311, float %303, float %291)
  br label %313

313:                                              ; preds = %310, %304
  %314 = phi contract float [ %305, %304 ], [ %312, %310 ]
  %315 = add nsw i32 %289, 1
  br label %316

316:                                              ; preds = %288, %297, %313
  %317 = phi float [ %314, %313 ], [ %291, %297 ], [ %291, %288 ]
  %318 = phi i32 [ %315, %313 ], [ %289, %297 ], [ %289, %288 ]
  %319 = add nsw i32 %290, 1
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds i32, ptr %3, i64 %320
  %322 = load i32, ptr %321, align 4, !tbaa !6
  %323 = icmp slt i32 %322, 0
  br i1 %323, label %343, label %324

324:                                              ; preds = %316
  %325 = zext nneg i32 %322 to i64
  %326 = icmp sgt i64 %1, %325
  br i1 %326, label %327, label %343

327:                                              ; preds = %324
  %328 = mul nuw nsw i64 %325, %39
  %329 = getelementptr inbounds nuw float, ptr %255, i64 %328
  %330 = load float, ptr %329, align 4, !tbaa !11
  br i1 %38, label %338, label %331

331:                                              ; preds = %327
  br i1 %49, label %335, label %332

332:                                              ; preds = %331
  %333 = getelementptr inbounds float, ptr %7, i64 %320
  %334 = load float, ptr %333, align 4, !tbaa !11
  br label %335

335:                                              ; preds = %332, %331
  %336 = phi contract float [ %334, %332 ], [ 1.000000e+00, %331 ]
  %337 = tail call noundef float @llvm.fma.f32(float %336, float %330, float %317)
  br label %340

338:                                              ; preds = %327
  %339 = tail call noundef float @llvm.maxnum.f32(float %317, float %330)
  br label %340

340:                                              ; preds = %338, %335
  %341 = phi contract float [ %339, %338 ], [ %337, %335 ]
  %342 = add nsw i32 %318, 1
  br label %343

343:                                              ; preds = %340, %324, %316
  %344 = phi float [ %341, %340 ], [ %317, %324 ], [ %317, %316 ]
  %345 = phi i32 [ %342, %340 ], [ %318, %324 ], [ %318, %316 ]
  %346 = add nsw i32 %290, 2
  %347 = add i32 %292, 2
  %348 = icmp eq i32 %347, %55
  br i1 %348, label %256, label %288, !llvm.loop !16

349:                                              ; preds = %284
  %350 = sitofp i32 %286 to float
  %351 = fdiv contract float %285, %350
  %352 = select i1 %50, float %351, float %285
  br label %353

353:                                              ; preds = %349, %284
  %354 = phi contract float [ 0.000000e+00, %284 ], [ %352, %349 ]
  %355 = zext nneg i32 %252 to i64
  %356 = getelementptr inbounds nuw float, ptr %41, i64 %355
  store float %354, ptr %356, align 4, !tbaa !11
  %357 = add nuw nsw i32 %252, 32
  %358 = icmp slt i32 %357, %2
  br i1 %358, label %251, label %359, !llvm.loop !17

359:                                              ; preds = %353, %239, %44, %58, %10
  ret void
}

; Function Attrs: noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @bias_gelu_dropout_f16(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4, i32 noundef %5, float noundef %6, i64 noundef %7, i64 noundef %8) local_unnamed_addr #1 {
  %10 = tail call noundef float @llvm.maxnum.f32(float %6, float 0.000000e+00)
  %11 = tail call noundef float @llvm.minnum.f32(float %10, float 0x3FEFF7CEE0000000)
  %12 = fsub contract float 1.000000e+00, %11
  %13 = fdiv contract float 1.000000e+00, %12
  %14 = fmul contract float %11, 0x41EFFFFFE0000000
  %15 = fptoui float %14 to i32
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %19 = zext nneg i32 %18 to i64
  %20 = mul nuw nsw i64 %17, %19
  %21 = icmp slt i32 %4, 1
  %22 = icmp slt i32 %5, 1
  %23 = or i1 %21, %22
  br i1 %23, label %373, label %24

24:                                               ; preds = %9
  %25 = and i32 %5, 1
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %241

27:                                               ; preds = %24
  %28 = lshr exact i32 %5, 1
  %29 = zext nneg i32 %4 to i64
  %30 = zext nneg i32 %28 to i64
  %31 = mul nuw nsw i64 %30, %29
  %32 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %33 = zext nneg i32 %32 to i64
  %34 = mul nuw nsw i64 %33, %19
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = zext nneg i32 %35 to i64
  %37 = add nuw nsw i64 %34, %36
  %38 = icmp samesign ult i64 %37, %31
  br i1 %38, label %39, label %373

39:                                               ; preds = %27
  %40 = add i64 %8, -7046029254386353131
  br label %41

41:                                               ; preds = %39, %228
  %42 = phi i64 [ %37, %39 ], [ %239, %228 ]
  %43 = urem i64 %42, %30
  %44 = getelementptr inbounds nuw i32, ptr %0, i64 %42
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = getelementptr inbounds nuw i32, ptr %1, i64 %43
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = lshr i32 %45, 16
  %49 = and i32 %48, 32767
  %50 = shl nuw nsw i32 %49, 13
  %51 = bitcast i32 %50 to float
  %52 = fmul contract float %51, 0x46F0000000000000
  %53 = icmp samesign ugt i32 %49, 31743
  %54 = shl nuw nsw i32 %48, 13
  %55 = or i32 %54, 2139095040
  %56 = and i32 %45, -2147483648
  %57 = bitcast float %52 to i32
  %58 = select i1 %53, i32 %55, i32 %57
  %59 = or i32 %58, %56
  %60 = bitcast i32 %59 to float
  %61 = lshr i32 %47, 16
  %62 = and i32 %61, 32767
  %63 = shl nuw nsw i32 %62, 13
  %64 = bitcast i32 %63 to float
  %65 = fmul contract float %64, 0x46F0000000000000
  %66 = icmp samesign ugt i32 %62, 31743
  %67 = shl nuw nsw i32 %61, 13
  %68 = or i32 %67, 2139095040
  %69 = and i32 %47, -2147483648
  %70 = bitcast float %65 to i32
  %71 = select i1 %66, i32 %68, i32 %70
  %72 = or i32 %71, %69
  %73 = bitcast i32 %72 to float
  %74 = fadd contract float %60, %73
  %75 = add i64 %40, %42
  %76 = lshr i64 %75, 30
  %77 = xor i64 %76, %75
  %78 = mul i64 %77, -4658895280553007687
  %79 = lshr i64 %78, 27
  %80 = xor i64 %79, %78
  %81 = mul i64 %80, -7723592293110705685
  %82 = lshr i64 %81, 31
  %83 = xor i64 %7, %82
  %84 = xor i64 %83, %81
  %85 = add i64 %84, -7046029254386353131
  %86 = lshr i64 %85, 30
  %87 = xor i64 %86, %85
  %88 = mul i64 %87, -4658895280553007687
  %89 = lshr i64 %88, 27
  %90 = xor i64 %89, %88
  %91 = mul i64 %90, -7723592293110705685
  %92 = lshr i64 %91, 31
  %93 = xor i64 %92, %91
  %94 = trunc i64 %93 to i32
  %95 = icmp uge i32 %94, %15
  %96 = zext i1 %95 to i8
  %97 = lshr i64 %93, 32
  %98 = trunc nuw i64 %97 to i32
  %99 = icmp uge i32 %98, %15
  %100 = zext i1 %99 to i8
  br i1 %95, label %101, label %157

101:                                              ; preds = %41
  %102 = and i32 %47, 32767
  %103 = icmp samesign ugt i32 %102, 31743
  %104 = and i32 %47, 65535
  %105 = shl nuw nsw i32 %104, 13
  %106 = or i32 %105, 2139095040
  %107 = shl nuw nsw i32 %102, 13
  %108 = bitcast i32 %107 to float
  %109 = fmul contract float %108, 0x46F0000000000000
  %110 = bitcast float %109 to i32
  %111 = select i1 %103, i32 %106, i32 %110
  %112 = shl nuw i32 %104, 16
  %113 = and i32 %112, -2147483648
  %114 = or i32 %111, %113
  %115 = bitcast i32 %114 to float
  %116 = and i32 %45, 32767
  %117 = icmp samesign ugt i32 %116, 31743
  %118 = and i32 %45, 65535
  %119 = shl nuw nsw i32 %118, 13
  %120 = or i32 %119, 2139095040
  %121 = shl nuw nsw i32 %116, 13
  %122 = bitcast i32 %121 to float
  %123 = fmul contract float %122, 0x46F0000000000000
  %124 = bitcast float %123 to i32
  %125 = select i1 %117, i32 %120, i32 %124
  %126 = shl nuw i32 %118, 16
  %127 = and i32 %126, -2147483648
  %128 = or i32 %125, %127
  %129 = bitcast i32 %128 to float
  %130 = fadd contract float %129, %115
  %131 = fmul contract float %130, 5.000000e-01
  %132 = fmul contract float %130, 0x3FA6E4E260000000
  %133 = fmul contract float %130, %132
  %134 = tail call noundef float @llvm.fma.f32(float %133, float %130, float %130)
  %135 = fmul contract float %134, 0x3FE9884540000000
  %136 = tail call float @llvm.nvvm.fabs.f32(float %135)
  %137 = fmul float %136, 0x4007154760000000
  %138 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %137)
  %139 = fadd float %138, 1.000000e+00
  %140 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %139) #7, !srcloc !18
  %141 = tail call float @llvm.fma.f32(float %140, float -2.000000e+00, float 1.000000e+00)
  %142 = fcmp oge float %136, 0x4022059680000000
  %143 = select i1 %142, float 1.000000e+00, float %141
  %144 = tail call float @llvm.copysign.f32(float %143, float %135) #8
  %145 = fmul float %135, %135
  %146 = tail call float @llvm.fma.f32(float %145, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %147 = tail call float @llvm.fma.f32(float %146, float %145, float 0x3FC10B2820000000)
  %148 = tail call float @llvm.fma.f32(float %147, float %145, float 0xBFD5553DA0000000)
  %149 = tail call float @llvm.fma.f32(float %148, float %145, float 0.000000e+00)
  %150 = tail call float @llvm.fma.f32(float %149, float %135, float %135)
  %151 = fcmp oge float %136, 0x3FE3333340000000
  %152 = select i1 %151, float %144, float %150
  %153 = fadd contract float %152, 1.000000e+00
  %154 = fmul contract float %131, %153
  %155 = fmul contract float %13, %154
  %156 = bitcast float %155 to i32
  br label %157

157:                                              ; preds = %41, %101
  %158 = phi i32 [ %156, %101 ], [ 0, %41 ]
  br i1 %99, label %159, label %186

159:                                              ; preds = %157
  %160 = fmul contract float %74, 5.000000e-01
  %161 = fmul contract float %74, 0x3FA6E4E260000000
  %162 = fmul contract float %74, %161
  %163 = tail call noundef float @llvm.fma.f32(float %162, float %74, float %74)
  %164 = fmul contract float %163, 0x3FE9884540000000
  %165 = tail call float @llvm.nvvm.fabs.f32(float %164)
  %166 = fmul float %165, 0x4007154760000000
  %167 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %166)
  %168 = fadd float %167, 1.000000e+00
  %169 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %168) #7, !srcloc !18
  %170 = tail call float @llvm.fma.f32(float %169, float -2.000000e+00, float 1.000000e+00)
  %171 = fcmp oge float %165, 0x4022059680000000
  %172 = select i1 %171, float 1.000000e+00, float %170
  %173 = tail call float @llvm.copysign.f32(float %172, float %164) #8
  %174 = fmul float %164, %164
  %175 = tail call float @llvm.fma.f32(float %174, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %176 = tail call float @llvm.fma.f32(float %175, float %174, float 0x3FC10B2820000000)
  %177 = tail call float @llvm.fma.f32(float %176, float %174, float 0xBFD5553DA0000000)
  %178 = tail call float @llvm.fma.f32(float %177, float %174, float 0.000000e+00)
  %179 = tail call float @llvm.fma.f32(float %178, float %164, float %164)
  %180 = fcmp oge float %165, 0x3FE3333340000000
  %181 = select i1 %180, float %173, float %179
  %182 = fadd contract float %181, 1.000000e+00
  %183 = fmul contract float %160, %182
  %184 = fmul contract float %13, %183
  %185 = bitcast float %184 to i32
  br label %186

186:                                              ; preds = %157, %159
  %187 = phi i32 [ %185, %159 ], [ 0, %157 ]
  %188 = and i32 %158, 2147483647
  %189 = icmp samesign ugt i32 %188, 1199570943
  br i1 %189, label %190, label %193

190:                                              ; preds = %186
  %191 = icmp samesign ugt i32 %188, 2139095040
  %192 = select i1 %191, i32 32256, i32 31744
  br label %206

193:                                              ; preds = %186
  %194 = icmp samesign ult i32 %188, 947912704
  br i1 %194, label %195, label %200

195:                                              ; preds = %193
  %196 = bitcast i32 %188 to float
  %197 = fadd contract float %196, 5.000000e-01
  %198 = bitcast float %197 to i32
  %199 = add nsw i32 %198, -1056964608
  br label %206

200:                                              ; preds = %193
  %201 = lshr i32 %158, 13
  %202 = and i32 %201, 1
  %203 = add nsw i32 %188, -939520001
  %204 = add nuw nsw i32 %203, %202
  %205 = lshr i32 %204, 13
  br label %206

206:                                              ; preds = %190, %195, %200
  %207 = phi i32 [ %192, %190 ], [ %199, %195 ], [ %205, %200 ]
  %208 = lshr i32 %158, 16
  %209 = and i32 %208, 32768
  %210 = and i32 %187, 2147483647
  %211 = icmp samesign ugt i32 %210, 1199570943
  br i1 %211, label %212, label %215

212:                                              ; preds = %206
  %213 = icmp samesign ugt i32 %210, 2139095040
  %214 = select i1 %213, i32 32256, i32 31744
  br label %228

215:                                              ; preds = %206
  %216 = icmp samesign ult i32 %210, 947912704
  br i1 %216, label %217, label %222

217:                                              ; preds = %215
  %218 = bitcast i32 %210 to float
  %219 = fadd contract float %218, 5.000000e-01
  %220 = bitcast float %219 to i32
  %221 = add nsw i32 %220, -1056964608
  br label %228

222:                                              ; preds = %215
  %223 = lshr i32 %187, 13
  %224 = and i32 %223, 1
  %225 = add nsw i32 %210, -939520001
  %226 = add nuw nsw i32 %225, %224
  %227 = lshr i32 %226, 13
  br label %228

228:                                              ; preds = %212, %217, %222
  %229 = phi i32 [ %214, %212 ], [ %221, %217 ], [ %227, %222 ]
  %230 = shl i32 %229, 16
  %231 = and i32 %187, -2147483648
  %232 = or disjoint i32 %231, %209
  %233 = or i32 %232, %207
  %234 = or i32 %233, %230
  %235 = getelementptr inbounds nuw i32, ptr %2, i64 %42
  store i32 %234, ptr %235, align 4, !tbaa !6
  %236 = shl nuw nsw i64 %42, 1
  %237 = getelementptr inbounds nuw i8, ptr %3, i64 %236
  store i8 %96, ptr %237, align 1, !tbaa !19
  %238 = getelementptr inbounds nuw i8, ptr %237, i64 1
  store i8 %100, ptr %238, align 1, !tbaa !19
  %239 = add i64 %42, %20
  %240 = icmp ult i64 %239, %31
  br i1 %240, label %41, label %373, !llvm.loop !20

241:                                              ; preds = %24
  %242 = zext nneg i32 %4 to i64
  %243 = zext nneg i32 %5 to i64
  %244 = mul nuw nsw i64 %243, %242
  %245 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %246 = zext nneg i32 %245 to i64
  %247 = mul nuw nsw i64 %246, %19
  %248 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %249 = zext nneg i32 %248 to i64
  %250 = add nuw nsw i64 %247, %249
  %251 = icmp samesign ult i64 %250, %244
  br i1 %251, label %252, label %373

252:                                              ; preds = %241
  %253 = add i64 %8, -7046029254386353131
  br label %254

254:                                              ; preds = %252, %363
  %255 = phi i64 [ %250, %252 ], [ %371, %363 ]
  %256 = lshr i64 %255, 1
  %257 = add i64 %253, %256
  %258 = lshr i64 %257, 30
  %259 = xor i64 %258, %257
  %260 = mul i64 %259, -4658895280553007687
  %261 = lshr i64 %260, 27
  %262 = xor i64 %261, %260
  %263 = mul i64 %262, -7723592293110705685
  %264 = lshr i64 %263, 31
  %265 = xor i64 %7, %264
  %266 = xor i64 %265, %263
  %267 = add i64 %266, -7046029254386353131
  %268 = lshr i64 %267, 30
  %269 = xor i64 %268, %267
  %270 = mul i64 %269, -4658895280553007687
  %271 = lshr i64 %270, 27
  %272 = xor i64 %271, %270
  %273 = mul i64 %272, -7723592293110705685
  %274 = lshr i64 %273, 31
  %275 = xor i64 %274, %273
  %276 = shl i64 %255, 5
  %277 = and i64 %276, 32
  %278 = lshr i64 %275, %277
  %279 = trunc i64 %278 to i32
  %280 = icmp uge i32 %279, %15
  %281 = zext i1 %280 to i8
  br i1 %280, label %282, label %343

282:                                              ; preds = %254
  %283 = urem i64 %255, %243
  %284 = getelementptr inbounds nuw i16, ptr %1, i64 %283
  %285 = load i16, ptr %284, align 2, !tbaa !21
  %286 = zext i16 %285 to i32
  %287 = and i32 %286, 32767
  %288 = icmp samesign ugt i32 %287, 31743
  %289 = shl nuw nsw i32 %286, 13
  %290 = or i32 %289, 2139095040
  %291 = shl nuw nsw i32 %287, 13
  %292 = bitcast i32 %291 to float
  %293 = fmul contract float %292, 0x46F0000000000000
  %294 = bitcast float %293 to i32
  %295 = select i1 %288, i32 %290, i32 %294
  %296 = sext i16 %285 to i32
  %297 = and i32 %296, -2147483648
  %298 = or i32 %295, %297
  %299 = bitcast i32 %298 to float
  %300 = getelementptr inbounds nuw i16, ptr %0, i64 %255
  %301 = load i16, ptr %300, align 2, !tbaa !21
  %302 = zext i16 %301 to i32
  %303 = and i32 %302, 32767
  %304 = icmp samesign ugt i32 %303, 31743
  %305 = shl nuw nsw i32 %302, 13
  %306 = or i32 %305, 2139095040
  %307 = shl nuw nsw i32 %303, 13
  %308 = bitcast i32 %307 to float
  %309 = fmul contract float %308, 0x46F0000000000000
  %310 = bitcast float %309 to i32
  %311 = select i1 %304, i32 %306, i32 %310
  %312 = sext i16 %301 to i32
  %313 = and i32 %312, -2147483648
  %314 = or i32 %311, %313
  %315 = bitcast i32 %314 to float
  %316 = fadd contract float %299, %315
  %317 = fmul contract float %316, 5.000000e-01
  %318 = fmul contract float %316, 0x3FA6E4E260000000
  %319 = fmul contract float %316, %318
  %320 = tail call noundef float @llvm.fma.f32(float %319, float %316, float %316)
  %321 = fmul contract float %320, 0x3FE9884540000000
  %322 = tail call float @llvm.nvvm.fabs.f32(float %321)
  %323 = fmul float %322, 0x4007154760000000
  %324 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %323)
  %325 = fadd float %324, 1.000000e+00
  %326 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %325) #7, !srcloc !18
  %327 = tail call float @llvm.fma.f32(float %326, float -2.000000e+00, float 1.000000e+00)
  %328 = fcmp oge float %322, 0x4022059680000000
  %329 = select i1 %328, float 1.000000e+00, float %327
  %330 = tail call float @llvm.copysign.f32(float %329, float %321) #8
  %331 = fmul float %321, %321
  %332 = tail call float @llvm.fma.f32(float %331, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %333 = tail call float @llvm.fma.f32(float %332, float %331, float 0x3FC10B2820000000)
  %334 = tail call float @llvm.fma.f32(float %333, float %331, float 0xBFD5553DA0000000)
  %335 = tail call float @llvm.fma.f32(float %334, float %331, float 0.000000e+00)
  %336 = tail call float @llvm.fma.f32(float %335, float %321, float %321)
  %337 = fcmp oge float %322, 0x3FE3333340000000
  %338 = select i1 %337, float %330, float %336
  %339 = fadd contract float %338, 1.000000e+00
  %340 = fmul contract float %317, %339
  %341 = fmul contract float %13, %340
  %342 = bitcast float %341 to i32
  br label %343

343:                                              ; preds = %254, %282
  %344 = phi i32 [ %342, %282 ], [ 0, %254 ]
  %345 = and i32 %344, 2147483647
  %346 = icmp samesign ugt i32 %345, 1199570943
  br i1 %346, label %347, label %350

347:                                              ; preds = %343
  %348 = icmp samesign ugt i32 %345, 2139095040
  %349 = select i1 %348, i32 32256, i32 31744
  br label %363

350:                                              ; preds = %343
  %351 = icmp samesign ult i32 %345, 947912704
  br i1 %351, label %352, label %357

352:                                              ; preds = %350
  %353 = bitcast i32 %345 to float
  %354 = fadd contract float %353, 5.000000e-01
  %355 = bitcast float %354 to i32
  %356 = add nsw i32 %355, -1056964608
  br label %363

357:                                              ; preds = %350
  %358 = lshr i32 %344, 13
  %359 = and i32 %358, 1
  %360 = add nsw i32 %345, -939520001
  %361 = add nuw nsw i32 %360, %359
  %362 = lshr i32 %361, 13
  br label %363

363:                                              ; preds = %347, %352, %357
  %364 = phi i32 [ %349, %347 ], [ %356, %352 ], [ %362, %357 ]
  %365 = lshr i32 %344, 16
  %366 = and i32 %365, 32768
  %367 = or i32 %364, %366
  %368 = trunc i32 %367 to i16
  %369 = getelementptr inbounds nuw i16, ptr %2, i64 %255
  store i16 %368, ptr %369, align 2, !tbaa !21
  %370 = getelementptr inbounds nuw i8, ptr %3, i64 %255
  store i8 %281, ptr %370, align 1, !tbaa !19
  %371 = add i64 %255, %20
  %372 = icmp ult i64 %371, %244
  br i1 %372, label %254, label %373, !llvm.loop !23

373:                                              ; preds = %363, %228, %241, %27, %9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind memory(none) }
attributes #8 = { nounwind }

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
!18 = !{i32 21289}
!19 = !{!8, !8, i64 0}
!20 = distinct !{!20, !14}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !8, i64 0}
!23 = distinct !{!23, !14}
