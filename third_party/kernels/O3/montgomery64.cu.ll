; ModuleID = 'src/montgomery64.cu'
source_filename = "src/montgomery64.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.CurveField = type { i64, i64, i64, i64 }

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @mont_modexp_batch(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = alloca [16 x i64], align 8
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %16

13:                                               ; preds = %5
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = mul i32 %14, %8
  br label %17

16:                                               ; preds = %337, %5
  ret void

17:                                               ; preds = %13, %337
  %18 = phi i32 [ %11, %13 ], [ %338, %337 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i64, ptr %2, i64 %19
  %21 = load i64, ptr %20, align 8, !tbaa !11
  %22 = and i64 %21, 1
  %23 = icmp eq i64 %22, 0
  %24 = icmp eq i64 %21, 1
  %25 = or i1 %24, %23
  br i1 %25, label %29, label %26

26:                                               ; preds = %17
  %27 = sub nsw i64 0, %21
  %28 = urem i64 %27, %21
  br label %67

29:                                               ; preds = %17
  %30 = getelementptr inbounds i64, ptr %3, i64 %19
  store i64 0, ptr %30, align 8, !tbaa !11
  br label %337

31:                                               ; preds = %67
  %32 = mul i64 %21, %21
  %33 = sub i64 2, %32
  %34 = mul i64 %33, %21
  %35 = mul i64 %34, %21
  %36 = sub i64 2, %35
  %37 = mul i64 %36, %34
  %38 = mul i64 %37, %21
  %39 = sub i64 2, %38
  %40 = mul i64 %39, %37
  %41 = mul i64 %40, %21
  %42 = sub i64 2, %41
  %43 = mul i64 %42, %40
  %44 = mul i64 %43, %21
  %45 = add i64 %44, -2
  %46 = mul i64 %45, %43
  %47 = getelementptr inbounds i64, ptr %0, i64 %19
  %48 = load i64, ptr %47, align 8, !tbaa !11
  %49 = urem i64 %48, %21
  %50 = mul i64 %49, %117
  %51 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %49, i64 %117)
  %52 = mul i64 %50, %46
  %53 = mul i64 %52, %21
  %54 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %52, i64 range(i64 2, 1) %21)
  %55 = xor i64 %50, -1
  %56 = icmp ugt i64 %53, %55
  %57 = zext i1 %56 to i64
  %58 = add i64 %54, %51
  %59 = icmp uge i64 %58, %51
  %60 = add i64 %58, %57
  %61 = icmp uge i64 %60, %58
  %62 = and i1 %59, %61
  %63 = icmp ult i64 %60, %21
  %64 = and i1 %63, %62
  %65 = select i1 %64, i64 0, i64 %21
  %66 = sub i64 %60, %65
  call void @llvm.lifetime.start.p0(ptr nonnull %6) #5
  store i64 %28, ptr %6, align 8, !tbaa !13
  br label %124

67:                                               ; preds = %67, %26
  %68 = phi i32 [ 0, %26 ], [ %118, %67 ]
  %69 = phi i64 [ %28, %26 ], [ %117, %67 ]
  %70 = shl i64 %69, 1
  %71 = icmp sgt i64 %69, -1
  %72 = icmp ult i64 %70, %21
  %73 = and i1 %71, %72
  %74 = select i1 %73, i64 0, i64 %21
  %75 = sub i64 %70, %74
  %76 = shl i64 %75, 1
  %77 = icmp sgt i64 %75, -1
  %78 = icmp ult i64 %76, %21
  %79 = and i1 %77, %78
  %80 = select i1 %79, i64 0, i64 %21
  %81 = sub i64 %76, %80
  %82 = shl i64 %81, 1
  %83 = icmp sgt i64 %81, -1
  %84 = icmp ult i64 %82, %21
  %85 = and i1 %83, %84
  %86 = select i1 %85, i64 0, i64 %21
  %87 = sub i64 %82, %86
  %88 = shl i64 %87, 1
  %89 = icmp sgt i64 %87, -1
  %90 = icmp ult i64 %88, %21
  %91 = and i1 %89, %90
  %92 = select i1 %91, i64 0, i64 %21
  %93 = sub i64 %88, %92
  %94 = shl i64 %93, 1
  %95 = icmp sgt i64 %93, -1
  %96 = icmp ult i64 %94, %21
  %97 = and i1 %95, %96
  %98 = select i1 %97, i64 0, i64 %21
  %99 = sub i64 %94, %98
  %100 = shl i64 %99, 1
  %101 = icmp sgt i64 %99, -1
  %102 = icmp ult i64 %100, %21
  %103 = and i1 %101, %102
  %104 = select i1 %103, i64 0, i64 %21
  %105 = sub i64 %100, %104
  %106 = shl i64 %105, 1
  %107 = icmp sgt i64 %105, -1
  %108 = icmp ult i64 %106, %21
  %109 = and i1 %107, %108
  %110 = select i1 %109, i64 0, i64 %21
  %111 = sub i64 %106, %110
  %112 = shl i64 %111, 1
  %113 = icmp sgt i64 %111, -1
  %114 = icmp ult i64 %112, %21
  %115 = and i1 %113, %114
  %116 = select i1 %115, i64 0, i64 %21
  %117 = sub i64 %112, %116
  %118 = add nuw nsw i32 %68, 8
  %119 = icmp eq i32 %118, 64
  br i1 %119, label %31, label %67, !llvm.loop !15

120:                                              ; preds = %124
  %121 = getelementptr inbounds i64, ptr %1, i64 %19
  %122 = load i64, ptr %121, align 8, !tbaa !11
  %123 = icmp ult i64 %122, 1152921504606846976
  br i1 %123, label %169, label %198

124:                                              ; preds = %148, %31
  %125 = phi i64 [ %28, %31 ], [ %167, %148 ]
  %126 = phi i32 [ 1, %31 ], [ %168, %148 ]
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr i64, ptr %6, i64 %127
  %129 = mul i64 %125, %66
  %130 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %125, i64 %66)
  %131 = mul i64 %129, %46
  %132 = mul i64 %131, %21
  %133 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %131, i64 range(i64 2, 1) %21)
  %134 = xor i64 %129, -1
  %135 = icmp ugt i64 %132, %134
  %136 = zext i1 %135 to i64
  %137 = add i64 %133, %130
  %138 = icmp uge i64 %137, %130
  %139 = add i64 %137, %136
  %140 = icmp uge i64 %139, %137
  %141 = and i1 %138, %140
  %142 = icmp ult i64 %139, %21
  %143 = and i1 %142, %141
  %144 = select i1 %143, i64 0, i64 %21
  %145 = sub i64 %139, %144
  store i64 %145, ptr %128, align 8, !tbaa !13
  %146 = add nuw nsw i32 %126, 1
  %147 = icmp eq i32 %146, 16
  br i1 %147, label %120, label %148, !llvm.loop !17

148:                                              ; preds = %124
  %149 = zext nneg i32 %146 to i64
  %150 = getelementptr i64, ptr %6, i64 %149
  %151 = mul i64 %145, %66
  %152 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %145, i64 %66)
  %153 = mul i64 %151, %46
  %154 = mul i64 %153, %21
  %155 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %153, i64 range(i64 2, 1) %21)
  %156 = xor i64 %151, -1
  %157 = icmp ugt i64 %154, %156
  %158 = zext i1 %157 to i64
  %159 = add i64 %155, %152
  %160 = icmp uge i64 %159, %152
  %161 = add i64 %159, %158
  %162 = icmp uge i64 %161, %159
  %163 = and i1 %160, %162
  %164 = icmp ult i64 %161, %21
  %165 = and i1 %164, %163
  %166 = select i1 %165, i64 0, i64 %21
  %167 = sub i64 %161, %166
  store i64 %167, ptr %150, align 8, !tbaa !13
  %168 = add nuw nsw i32 %126, 2
  br label %124

169:                                              ; preds = %120
  %170 = icmp samesign ult i64 %122, 72057594037927936
  br i1 %170, label %171, label %198

171:                                              ; preds = %169
  %172 = icmp samesign ult i64 %122, 4503599627370496
  br i1 %172, label %173, label %198

173:                                              ; preds = %171
  %174 = icmp samesign ult i64 %122, 281474976710656
  br i1 %174, label %175, label %198

175:                                              ; preds = %173
  %176 = icmp samesign ult i64 %122, 17592186044416
  br i1 %176, label %177, label %198

177:                                              ; preds = %175
  %178 = icmp samesign ult i64 %122, 1099511627776
  br i1 %178, label %179, label %198

179:                                              ; preds = %177
  %180 = icmp samesign ult i64 %122, 68719476736
  br i1 %180, label %181, label %198

181:                                              ; preds = %179
  %182 = icmp samesign ult i64 %122, 4294967296
  br i1 %182, label %183, label %198

183:                                              ; preds = %181
  %184 = icmp samesign ult i64 %122, 268435456
  br i1 %184, label %185, label %198

185:                                              ; preds = %183
  %186 = icmp samesign ult i64 %122, 16777216
  br i1 %186, label %187, label %198

187:                                              ; preds = %185
  %188 = icmp samesign ult i64 %122, 1048576
  br i1 %188, label %189, label %198

189:                                              ; preds = %187
  %190 = icmp samesign ult i64 %122, 65536
  br i1 %190, label %191, label %198

191:                                              ; preds = %189
  %192 = icmp samesign ult i64 %122, 4096
  br i1 %192, label %193, label %198

193:                                              ; preds = %191
  %194 = icmp samesign ult i64 %122, 256
  br i1 %194, label %195, label %198

195:                                              ; preds = %193
  %196 = icmp ugt i64 %122, 15
  %197 = select i1 %196, i32 4, i32 0
  br label %198

198:                                              ; preds = %195, %120, %169, %171, %173, %175, %177, %179, %181, %183, %185, %187, %189, %191, %193
  %199 = phi i1 [ true, %189 ], [ true, %120 ], [ true, %169 ], [ %196, %195 ], [ true, %171 ], [ true, %183 ], [ true, %173 ], [ true, %193 ], [ true, %175 ], [ true, %187 ], [ true, %177 ], [ true, %191 ], [ true, %179 ], [ true, %185 ], [ true, %181 ]
  %200 = phi i32 [ 16, %189 ], [ 60, %120 ], [ 56, %169 ], [ %197, %195 ], [ 52, %171 ], [ 28, %183 ], [ 48, %173 ], [ 8, %193 ], [ 44, %175 ], [ 20, %187 ], [ 40, %177 ], [ 12, %191 ], [ 36, %179 ], [ 24, %185 ], [ 32, %181 ]
  %201 = zext nneg i32 %200 to i64
  %202 = lshr i64 %122, %201
  %203 = and i64 %202, 15
  %204 = getelementptr inbounds nuw i64, ptr %6, i64 %203
  %205 = load i64, ptr %204, align 8, !tbaa !13
  %206 = mul i64 %205, %28
  %207 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %28, i64 %205)
  %208 = mul i64 %206, %46
  %209 = mul i64 %208, %21
  %210 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %208, i64 range(i64 2, 1) %21)
  %211 = xor i64 %206, -1
  %212 = icmp ugt i64 %209, %211
  %213 = zext i1 %212 to i64
  %214 = add i64 %210, %207
  %215 = icmp uge i64 %214, %207
  %216 = add i64 %214, %213
  %217 = icmp uge i64 %216, %214
  %218 = and i1 %215, %217
  %219 = icmp ult i64 %216, %21
  %220 = and i1 %219, %218
  %221 = select i1 %220, i64 0, i64 %21
  %222 = sub i64 %216, %221
  br i1 %199, label %242, label %223

223:                                              ; preds = %242, %198
  %224 = phi i64 [ %222, %198 ], [ %335, %242 ]
  %225 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %224, i64 1)
  %226 = mul i64 %224, %46
  %227 = mul i64 %226, %21
  %228 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %226, i64 range(i64 2, 1) %21)
  %229 = xor i64 %224, -1
  %230 = icmp ugt i64 %227, %229
  %231 = zext i1 %230 to i64
  %232 = add i64 %228, %225
  %233 = icmp uge i64 %232, %225
  %234 = add i64 %232, %231
  %235 = icmp uge i64 %234, %232
  %236 = and i1 %233, %235
  %237 = icmp ult i64 %234, %21
  %238 = and i1 %237, %236
  %239 = select i1 %238, i64 0, i64 %21
  %240 = sub i64 %234, %239
  %241 = getelementptr inbounds i64, ptr %3, i64 %19
  store i64 %240, ptr %241, align 8, !tbaa !11
  call void @llvm.lifetime.end.p0(ptr nonnull %6) #5
  br label %337

242:                                              ; preds = %198, %242
  %243 = phi i32 [ %245, %242 ], [ %200, %198 ]
  %244 = phi i64 [ %335, %242 ], [ %222, %198 ]
  %245 = add nsw i32 %243, -4
  %246 = mul i64 %244, %244
  %247 = mul i64 %246, %46
  %248 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %247, i64 range(i64 2, 1) %21)
  %249 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %244, i64 %244)
  %250 = add i64 %248, %249
  %251 = mul i64 %247, %21
  %252 = xor i64 %246, -1
  %253 = icmp ugt i64 %251, %252
  %254 = zext i1 %253 to i64
  %255 = add i64 %250, %254
  %256 = icmp ult i64 %255, %21
  %257 = icmp uge i64 %250, %249
  %258 = icmp uge i64 %255, %250
  %259 = and i1 %257, %258
  %260 = and i1 %256, %259
  %261 = select i1 %260, i64 0, i64 %21
  %262 = sub i64 %255, %261
  %263 = mul i64 %262, %262
  %264 = mul i64 %263, %46
  %265 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %264, i64 range(i64 2, 1) %21)
  %266 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %262, i64 %262)
  %267 = add i64 %265, %266
  %268 = mul i64 %264, %21
  %269 = xor i64 %263, -1
  %270 = icmp ugt i64 %268, %269
  %271 = zext i1 %270 to i64
  %272 = add i64 %267, %271
  %273 = icmp ult i64 %272, %21
  %274 = icmp uge i64 %267, %266
  %275 = icmp uge i64 %272, %267
  %276 = and i1 %274, %275
  %277 = and i1 %273, %276
  %278 = select i1 %277, i64 0, i64 %21
  %279 = sub i64 %272, %278
  %280 = mul i64 %279, %279
  %281 = mul i64 %280, %46
  %282 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %281, i64 range(i64 2, 1) %21)
  %283 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %279, i64 %279)
  %284 = add i64 %282, %283
  %285 = mul i64 %281, %21
  %286 = xor i64 %280, -1
  %287 = icmp ugt i64 %285, %286
  %288 = zext i1 %287 to i64
  %289 = add i64 %284, %288
  %290 = icmp ult i64 %289, %21
  %291 = icmp uge i64 %284, %283
  %292 = icmp uge i64 %289, %284
  %293 = and i1 %291, %292
  %294 = and i1 %290, %293
  %295 = select i1 %294, i64 0, i64 %21
  %296 = sub i64 %289, %295
  %297 = mul i64 %296, %296
  %298 = mul i64 %297, %46
  %299 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %298, i64 range(i64 2, 1) %21)
  %300 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %296, i64 %296)
  %301 = add i64 %299, %300
  %302 = mul i64 %298, %21
  %303 = xor i64 %297, -1
  %304 = icmp ugt i64 %302, %303
  %305 = zext i1 %304 to i64
  %306 = add i64 %301, %305
  %307 = icmp ult i64 %306, %21
  %308 = icmp uge i64 %301, %300
  %309 = icmp uge i64 %306, %301
  %310 = and i1 %308, %309
  %311 = and i1 %307, %310
  %312 = select i1 %311, i64 0, i64 %21
  %313 = sub i64 %306, %312
  %314 = zext nneg i32 %245 to i64
  %315 = lshr i64 %122, %314
  %316 = and i64 %315, 15
  %317 = getelementptr inbounds nuw i64, ptr %6, i64 %316
  %318 = load i64, ptr %317, align 8, !tbaa !13
  %319 = mul i64 %318, %313
  %320 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %313, i64 %318)
  %321 = mul i64 %319, %46
  %322 = mul i64 %321, %21
  %323 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %321, i64 range(i64 2, 1) %21)
  %324 = xor i64 %319, -1
  %325 = icmp ugt i64 %322, %324
  %326 = zext i1 %325 to i64
  %327 = add i64 %323, %320
  %328 = icmp uge i64 %327, %320
  %329 = add i64 %327, %326
  %330 = icmp uge i64 %329, %327
  %331 = and i1 %328, %330
  %332 = icmp ult i64 %329, %21
  %333 = and i1 %332, %331
  %334 = select i1 %333, i64 0, i64 %21
  %335 = sub i64 %329, %334
  %336 = icmp samesign ugt i32 %243, 7
  br i1 %336, label %242, label %223, !llvm.loop !18

337:                                              ; preds = %223, %29
  %338 = add i32 %18, %15
  %339 = icmp slt i32 %338, %4
  br i1 %339, label %17, label %16, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @ec_scalar_mul_jacobian(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, ptr noundef readonly byval(%struct.CurveField) align 8 captures(none) %8) local_unnamed_addr #0 {
  %10 = load i64, ptr %8, align 8, !tbaa !21
  %11 = icmp ugt i64 %10, 4
  %12 = and i64 %10, -9223372036854775807
  %13 = icmp eq i64 %12, 1
  %14 = and i1 %11, %13
  br i1 %14, label %15, label %938

15:                                               ; preds = %9
  %16 = getelementptr inbounds nuw i8, ptr %8, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !23
  %18 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %19 = load i64, ptr %18, align 8, !tbaa !24
  %20 = urem i64 %19, %10
  %21 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 1, i64 %20)
  %22 = mul i64 %20, %17
  %23 = mul i64 %22, %10
  %24 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %22, i64 range(i64 2, 1) %10)
  %25 = xor i64 %20, -1
  %26 = icmp ugt i64 %23, %25
  %27 = zext i1 %26 to i64
  %28 = add i64 %24, %21
  %29 = icmp uge i64 %28, %21
  %30 = add i64 %28, %27
  %31 = icmp uge i64 %30, %28
  %32 = and i1 %29, %31
  %33 = icmp ult i64 %30, %10
  %34 = and i1 %33, %32
  %35 = select i1 %34, i64 0, i64 %10
  %36 = sub i64 %30, %35
  %37 = getelementptr inbounds nuw i8, ptr %8, i64 24
  %38 = load i64, ptr %37, align 8, !tbaa !25
  %39 = urem i64 %38, %10
  %40 = mul i64 %39, %20
  %41 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %39, i64 %20)
  %42 = mul i64 %40, %17
  %43 = mul i64 %42, %10
  %44 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %42, i64 range(i64 2, 1) %10)
  %45 = xor i64 %40, -1
  %46 = icmp ugt i64 %43, %45
  %47 = zext i1 %46 to i64
  %48 = add i64 %44, %41
  %49 = icmp uge i64 %48, %41
  %50 = add i64 %48, %47
  %51 = icmp uge i64 %50, %48
  %52 = and i1 %49, %51
  %53 = icmp ult i64 %50, %10
  %54 = and i1 %53, %52
  %55 = select i1 %54, i64 0, i64 %10
  %56 = sub i64 %50, %55
  %57 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %59 = mul i32 %57, %58
  %60 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %61 = add i32 %59, %60
  %62 = icmp slt i32 %61, %6
  br i1 %62, label %63, label %938

63:                                               ; preds = %15
  %64 = tail call noundef range(i32 1, -2147483648) i32 @llvm.smax.i32(i32 %7, i32 1)
  %65 = tail call i32 @llvm.umin.i32(i32 %64, i32 64)
  %66 = add nsw i64 %10, -2
  %67 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 range(i64 3, -2) %66, i1 true)
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = xor i32 %68, 63
  %70 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %71 = mul i32 %70, %58
  br label %72

72:                                               ; preds = %63, %931
  %73 = phi i32 [ %61, %63 ], [ %936, %931 ]
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i64, ptr %0, i64 %74
  %76 = load i64, ptr %75, align 8, !tbaa !11
  %77 = urem i64 %76, %10
  %78 = mul i64 %77, %20
  %79 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %77, i64 %20)
  %80 = mul i64 %78, %17
  %81 = mul i64 %80, %10
  %82 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %80, i64 range(i64 2, 1) %10)
  %83 = xor i64 %78, -1
  %84 = icmp ugt i64 %81, %83
  %85 = zext i1 %84 to i64
  %86 = add i64 %82, %79
  %87 = icmp uge i64 %86, %79
  %88 = add i64 %86, %85
  %89 = icmp uge i64 %88, %86
  %90 = and i1 %87, %89
  %91 = icmp ult i64 %88, %10
  %92 = and i1 %91, %90
  %93 = select i1 %92, i64 0, i64 %10
  %94 = sub i64 %88, %93
  %95 = getelementptr inbounds i64, ptr %1, i64 %74
  %96 = load i64, ptr %95, align 8, !tbaa !11
  %97 = urem i64 %96, %10
  %98 = mul i64 %97, %20
  %99 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %97, i64 %20)
  %100 = mul i64 %98, %17
  %101 = mul i64 %100, %10
  %102 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %100, i64 range(i64 2, 1) %10)
  %103 = xor i64 %98, -1
  %104 = icmp ugt i64 %101, %103
  %105 = zext i1 %104 to i64
  %106 = add i64 %102, %99
  %107 = icmp uge i64 %106, %99
  %108 = add i64 %106, %105
  %109 = icmp uge i64 %108, %106
  %110 = and i1 %107, %109
  %111 = icmp ult i64 %108, %10
  %112 = and i1 %111, %110
  %113 = select i1 %112, i64 0, i64 %10
  %114 = sub i64 %108, %113
  %115 = getelementptr inbounds i64, ptr %2, i64 %74
  %116 = load i64, ptr %115, align 8, !tbaa !11
  %117 = mul i64 %94, %94
  %118 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %94, i64 %94)
  %119 = mul i64 %117, %17
  %120 = mul i64 %119, %10
  %121 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %119, i64 range(i64 2, 1) %10)
  %122 = xor i64 %117, -1
  %123 = icmp ugt i64 %120, %122
  %124 = zext i1 %123 to i64
  %125 = add i64 %121, %118
  %126 = icmp uge i64 %125, %118
  %127 = add i64 %125, %124
  %128 = icmp uge i64 %127, %125
  %129 = and i1 %126, %128
  %130 = icmp ult i64 %127, %10
  %131 = and i1 %130, %129
  %132 = select i1 %131, i64 0, i64 %10
  %133 = sub i64 %127, %132
  %134 = mul i64 %114, %114
  %135 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %114, i64 %114)
  %136 = mul i64 %134, %17
  %137 = mul i64 %136, %10
  %138 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %136, i64 range(i64 2, 1) %10)
  %139 = xor i64 %134, -1
  %140 = icmp ugt i64 %137, %139
  %141 = zext i1 %140 to i64
  %142 = add i64 %138, %135
  %143 = icmp uge i64 %142, %135
  %144 = add i64 %142, %141
  %145 = icmp uge i64 %144, %142
  %146 = and i1 %143, %145
  %147 = icmp ult i64 %144, %10
  %148 = and i1 %147, %146
  %149 = select i1 %148, i64 0, i64 %10
  %150 = sub i64 %144, %149
  %151 = mul i64 %150, %94
  %152 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %94, i64 %150)
  %153 = mul i64 %151, %17
  %154 = mul i64 %153, %10
  %155 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %153, i64 range(i64 2, 1) %10)
  %156 = xor i64 %151, -1
  %157 = icmp ugt i64 %154, %156
  %158 = zext i1 %157 to i64
  %159 = add i64 %155, %152
  %160 = icmp uge i64 %159, %152
  %161 = add i64 %159, %158
  %162 = icmp uge i64 %161, %159
  %163 = and i1 %160, %162
  %164 = icmp ult i64 %161, %10
  %165 = and i1 %164, %163
  %166 = select i1 %165, i64 0, i64 %10
  %167 = sub i64 %161, %166
  %168 = shl i64 %167, 1
  %169 = icmp sgt i64 %167, -1
  %170 = icmp ult i64 %168, %10
  %171 = and i1 %169, %170
  %172 = select i1 %171, i64 0, i64 %10
  %173 = sub i64 %168, %172
  %174 = shl i64 %173, 1
  %175 = icmp sgt i64 %173, -1
  %176 = icmp ult i64 %174, %10
  %177 = and i1 %175, %176
  %178 = select i1 %177, i64 0, i64 %10
  %179 = sub i64 %174, %178
  %180 = shl i64 %133, 1
  %181 = icmp sgt i64 %133, -1
  %182 = icmp ult i64 %180, %10
  %183 = and i1 %181, %182
  %184 = select i1 %183, i64 0, i64 %10
  %185 = sub i64 %180, %184
  %186 = add i64 %185, %133
  %187 = icmp uge i64 %186, %185
  %188 = icmp ult i64 %186, %10
  %189 = and i1 %187, %188
  %190 = select i1 %189, i64 0, i64 %10
  %191 = sub i64 %186, %190
  %192 = add i64 %191, %56
  %193 = icmp uge i64 %192, %191
  %194 = icmp ult i64 %192, %10
  %195 = and i1 %193, %194
  %196 = select i1 %195, i64 0, i64 %10
  %197 = sub i64 %192, %196
  %198 = mul i64 %197, %197
  %199 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %197, i64 %197)
  %200 = mul i64 %198, %17
  %201 = mul i64 %200, %10
  %202 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %200, i64 range(i64 2, 1) %10)
  %203 = xor i64 %198, -1
  %204 = icmp ugt i64 %201, %203
  %205 = zext i1 %204 to i64
  %206 = add i64 %202, %199
  %207 = icmp uge i64 %206, %199
  %208 = add i64 %206, %205
  %209 = icmp uge i64 %208, %206
  %210 = and i1 %207, %209
  %211 = icmp ult i64 %208, %10
  %212 = and i1 %211, %210
  %213 = select i1 %212, i64 0, i64 %10
  %214 = sub i64 %208, %213
  %215 = shl i64 %179, 1
  %216 = icmp sgt i64 %179, -1
  %217 = icmp ult i64 %215, %10
  %218 = and i1 %216, %217
  %219 = select i1 %218, i64 0, i64 %10
  %220 = sub i64 %215, %219
  %221 = icmp ult i64 %214, %220
  %222 = sub i64 %214, %220
  %223 = select i1 %221, i64 %10, i64 0
  %224 = add i64 %223, %222
  %225 = mul i64 %150, %150
  %226 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %150, i64 %150)
  %227 = mul i64 %225, %17
  %228 = mul i64 %227, %10
  %229 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %227, i64 range(i64 2, 1) %10)
  %230 = xor i64 %225, -1
  %231 = icmp ugt i64 %228, %230
  %232 = zext i1 %231 to i64
  %233 = add i64 %229, %226
  %234 = icmp uge i64 %233, %226
  %235 = add i64 %233, %232
  %236 = icmp uge i64 %235, %233
  %237 = and i1 %234, %236
  %238 = icmp ult i64 %235, %10
  %239 = and i1 %238, %237
  %240 = select i1 %239, i64 0, i64 %10
  %241 = sub i64 %235, %240
  %242 = shl i64 %241, 1
  %243 = icmp sgt i64 %241, -1
  %244 = icmp ult i64 %242, %10
  %245 = and i1 %243, %244
  %246 = select i1 %245, i64 0, i64 %10
  %247 = sub i64 %242, %246
  %248 = shl i64 %247, 1
  %249 = icmp sgt i64 %247, -1
  %250 = icmp ult i64 %248, %10
  %251 = and i1 %249, %250
  %252 = select i1 %251, i64 0, i64 %10
  %253 = sub i64 %248, %252
  %254 = shl i64 %253, 1
  %255 = icmp sgt i64 %253, -1
  %256 = icmp ult i64 %254, %10
  %257 = and i1 %255, %256
  %258 = select i1 %257, i64 0, i64 %10
  %259 = sub i64 %254, %258
  %260 = icmp ult i64 %179, %224
  %261 = sub i64 %179, %224
  %262 = select i1 %260, i64 %10, i64 0
  %263 = add i64 %262, %261
  %264 = mul i64 %263, %197
  %265 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %197, i64 %263)
  %266 = mul i64 %264, %17
  %267 = mul i64 %266, %10
  %268 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %266, i64 range(i64 2, 1) %10)
  %269 = xor i64 %264, -1
  %270 = icmp ugt i64 %267, %269
  %271 = zext i1 %270 to i64
  %272 = add i64 %268, %265
  %273 = icmp uge i64 %272, %265
  %274 = add i64 %272, %271
  %275 = icmp uge i64 %274, %272
  %276 = and i1 %273, %275
  %277 = icmp ult i64 %274, %10
  %278 = and i1 %277, %276
  %279 = select i1 %278, i64 0, i64 %10
  %280 = sub i64 %274, %279
  %281 = icmp ult i64 %280, %259
  %282 = sub i64 %280, %259
  %283 = select i1 %281, i64 %10, i64 0
  %284 = add i64 %282, %283
  %285 = shl i64 %114, 1
  %286 = icmp sgt i64 %114, -1
  %287 = icmp ult i64 %285, %10
  %288 = and i1 %286, %287
  %289 = select i1 %288, i64 0, i64 %10
  %290 = sub i64 %285, %289
  br label %293

291:                                              ; preds = %776
  %292 = icmp eq i64 %779, 0
  br i1 %292, label %781, label %885

293:                                              ; preds = %72, %776
  %294 = phi i32 [ %65, %72 ], [ %298, %776 ]
  %295 = phi i64 [ 0, %72 ], [ %779, %776 ]
  %296 = phi i64 [ %36, %72 ], [ %778, %776 ]
  %297 = phi i64 [ %36, %72 ], [ %777, %776 ]
  %298 = add nsw i32 %294, -1
  %299 = icmp eq i64 %295, 0
  br i1 %299, label %543, label %300

300:                                              ; preds = %293
  %301 = mul i64 %297, %297
  %302 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %297, i64 %297)
  %303 = mul i64 %301, %17
  %304 = mul i64 %303, %10
  %305 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %303, i64 range(i64 2, 1) %10)
  %306 = xor i64 %301, -1
  %307 = icmp ugt i64 %304, %306
  %308 = zext i1 %307 to i64
  %309 = add i64 %305, %302
  %310 = icmp uge i64 %309, %302
  %311 = add i64 %309, %308
  %312 = icmp uge i64 %311, %309
  %313 = and i1 %310, %312
  %314 = icmp ult i64 %311, %10
  %315 = and i1 %314, %313
  %316 = select i1 %315, i64 0, i64 %10
  %317 = sub i64 %311, %316
  %318 = mul i64 %296, %296
  %319 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %296, i64 %296)
  %320 = mul i64 %318, %17
  %321 = mul i64 %320, %10
  %322 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %320, i64 range(i64 2, 1) %10)
  %323 = xor i64 %318, -1
  %324 = icmp ugt i64 %321, %323
  %325 = zext i1 %324 to i64
  %326 = add i64 %322, %319
  %327 = icmp uge i64 %326, %319
  %328 = add i64 %326, %325
  %329 = icmp uge i64 %328, %326
  %330 = and i1 %327, %329
  %331 = icmp ult i64 %328, %10
  %332 = and i1 %331, %330
  %333 = select i1 %332, i64 0, i64 %10
  %334 = sub i64 %328, %333
  %335 = mul i64 %334, %334
  %336 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %334, i64 %334)
  %337 = mul i64 %335, %17
  %338 = mul i64 %337, %10
  %339 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %337, i64 range(i64 2, 1) %10)
  %340 = xor i64 %335, -1
  %341 = icmp ugt i64 %338, %340
  %342 = zext i1 %341 to i64
  %343 = add i64 %339, %336
  %344 = icmp uge i64 %343, %336
  %345 = add i64 %343, %342
  %346 = icmp uge i64 %345, %343
  %347 = and i1 %344, %346
  %348 = icmp ult i64 %345, %10
  %349 = and i1 %348, %347
  %350 = select i1 %349, i64 0, i64 %10
  %351 = sub i64 %345, %350
  %352 = mul i64 %295, %295
  %353 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %295, i64 %295)
  %354 = mul i64 %352, %17
  %355 = mul i64 %354, %10
  %356 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %354, i64 range(i64 2, 1) %10)
  %357 = xor i64 %352, -1
  %358 = icmp ugt i64 %355, %357
  %359 = zext i1 %358 to i64
  %360 = add i64 %356, %353
  %361 = icmp uge i64 %360, %353
  %362 = add i64 %360, %359
  %363 = icmp uge i64 %362, %360
  %364 = and i1 %361, %363
  %365 = icmp ult i64 %362, %10
  %366 = and i1 %365, %364
  %367 = select i1 %366, i64 0, i64 %10
  %368 = sub i64 %362, %367
  %369 = mul i64 %334, %297
  %370 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %297, i64 %334)
  %371 = mul i64 %369, %17
  %372 = mul i64 %371, %10
  %373 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %371, i64 range(i64 2, 1) %10)
  %374 = xor i64 %369, -1
  %375 = icmp ugt i64 %372, %374
  %376 = zext i1 %375 to i64
  %377 = add i64 %373, %370
  %378 = icmp uge i64 %377, %370
  %379 = add i64 %377, %376
  %380 = icmp uge i64 %379, %377
  %381 = and i1 %378, %380
  %382 = icmp ult i64 %379, %10
  %383 = and i1 %382, %381
  %384 = select i1 %383, i64 0, i64 %10
  %385 = sub i64 %379, %384
  %386 = shl i64 %385, 1
  %387 = icmp sgt i64 %385, -1
  %388 = icmp ult i64 %386, %10
  %389 = and i1 %387, %388
  %390 = select i1 %389, i64 0, i64 %10
  %391 = sub i64 %386, %390
  %392 = shl i64 %391, 1
  %393 = icmp sgt i64 %391, -1
  %394 = icmp ult i64 %392, %10
  %395 = and i1 %393, %394
  %396 = select i1 %395, i64 0, i64 %10
  %397 = sub i64 %392, %396
  %398 = shl i64 %317, 1
  %399 = icmp sgt i64 %317, -1
  %400 = icmp ult i64 %398, %10
  %401 = and i1 %399, %400
  %402 = select i1 %401, i64 0, i64 %10
  %403 = sub i64 %398, %402
  %404 = add i64 %403, %317
  %405 = icmp uge i64 %404, %403
  %406 = icmp ult i64 %404, %10
  %407 = and i1 %405, %406
  %408 = select i1 %407, i64 0, i64 %10
  %409 = sub i64 %404, %408
  %410 = mul i64 %368, %368
  %411 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %368, i64 %368)
  %412 = mul i64 %410, %17
  %413 = mul i64 %412, %10
  %414 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %412, i64 range(i64 2, 1) %10)
  %415 = xor i64 %410, -1
  %416 = icmp ugt i64 %413, %415
  %417 = zext i1 %416 to i64
  %418 = add i64 %414, %411
  %419 = icmp uge i64 %418, %411
  %420 = add i64 %418, %417
  %421 = icmp uge i64 %420, %418
  %422 = and i1 %419, %421
  %423 = icmp ult i64 %420, %10
  %424 = and i1 %423, %422
  %425 = select i1 %424, i64 0, i64 %10
  %426 = sub i64 %420, %425
  %427 = mul i64 %426, %56
  %428 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %56, i64 %426)
  %429 = mul i64 %427, %17
  %430 = mul i64 %429, %10
  %431 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %429, i64 range(i64 2, 1) %10)
  %432 = xor i64 %427, -1
  %433 = icmp ugt i64 %430, %432
  %434 = zext i1 %433 to i64
  %435 = add i64 %431, %428
  %436 = icmp uge i64 %435, %428
  %437 = add i64 %435, %434
  %438 = icmp uge i64 %437, %435
  %439 = and i1 %436, %438
  %440 = icmp ult i64 %437, %10
  %441 = and i1 %440, %439
  %442 = select i1 %441, i64 0, i64 %10
  %443 = sub i64 %437, %442
  %444 = add i64 %443, %409
  %445 = icmp uge i64 %444, %409
  %446 = icmp ult i64 %444, %10
  %447 = and i1 %445, %446
  %448 = select i1 %447, i64 0, i64 %10
  %449 = sub i64 %444, %448
  %450 = mul i64 %449, %449
  %451 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %449, i64 %449)
  %452 = mul i64 %450, %17
  %453 = mul i64 %452, %10
  %454 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %452, i64 range(i64 2, 1) %10)
  %455 = xor i64 %450, -1
  %456 = icmp ugt i64 %453, %455
  %457 = zext i1 %456 to i64
  %458 = add i64 %454, %451
  %459 = icmp uge i64 %458, %451
  %460 = add i64 %458, %457
  %461 = icmp uge i64 %460, %458
  %462 = and i1 %459, %461
  %463 = icmp ult i64 %460, %10
  %464 = and i1 %463, %462
  %465 = select i1 %464, i64 0, i64 %10
  %466 = sub i64 %460, %465
  %467 = shl i64 %397, 1
  %468 = icmp sgt i64 %397, -1
  %469 = icmp ult i64 %467, %10
  %470 = and i1 %468, %469
  %471 = select i1 %470, i64 0, i64 %10
  %472 = sub i64 %467, %471
  %473 = icmp ult i64 %466, %472
  %474 = sub i64 %466, %472
  %475 = select i1 %473, i64 %10, i64 0
  %476 = add i64 %475, %474
  %477 = shl i64 %351, 1
  %478 = icmp sgt i64 %351, -1
  %479 = icmp ult i64 %477, %10
  %480 = and i1 %478, %479
  %481 = select i1 %480, i64 0, i64 %10
  %482 = sub i64 %477, %481
  %483 = shl i64 %482, 1
  %484 = icmp sgt i64 %482, -1
  %485 = icmp ult i64 %483, %10
  %486 = and i1 %484, %485
  %487 = select i1 %486, i64 0, i64 %10
  %488 = sub i64 %483, %487
  %489 = shl i64 %488, 1
  %490 = icmp sgt i64 %488, -1
  %491 = icmp ult i64 %489, %10
  %492 = and i1 %490, %491
  %493 = select i1 %492, i64 0, i64 %10
  %494 = sub i64 %489, %493
  %495 = icmp ult i64 %397, %476
  %496 = sub i64 %397, %476
  %497 = select i1 %495, i64 %10, i64 0
  %498 = add i64 %497, %496
  %499 = mul i64 %498, %449
  %500 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %449, i64 %498)
  %501 = mul i64 %499, %17
  %502 = mul i64 %501, %10
  %503 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %501, i64 range(i64 2, 1) %10)
  %504 = xor i64 %499, -1
  %505 = icmp ugt i64 %502, %504
  %506 = zext i1 %505 to i64
  %507 = add i64 %503, %500
  %508 = icmp uge i64 %507, %500
  %509 = add i64 %507, %506
  %510 = icmp uge i64 %509, %507
  %511 = and i1 %508, %510
  %512 = icmp ult i64 %509, %10
  %513 = and i1 %512, %511
  %514 = select i1 %513, i64 0, i64 %10
  %515 = sub i64 %509, %514
  %516 = icmp ult i64 %515, %494
  %517 = sub i64 %515, %494
  %518 = select i1 %516, i64 %10, i64 0
  %519 = add i64 %517, %518
  %520 = mul i64 %295, %296
  %521 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %296, i64 %295)
  %522 = mul i64 %520, %17
  %523 = mul i64 %522, %10
  %524 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %522, i64 range(i64 2, 1) %10)
  %525 = xor i64 %520, -1
  %526 = icmp ugt i64 %523, %525
  %527 = zext i1 %526 to i64
  %528 = add i64 %524, %521
  %529 = icmp uge i64 %528, %521
  %530 = add i64 %528, %527
  %531 = icmp uge i64 %530, %528
  %532 = and i1 %529, %531
  %533 = icmp ult i64 %530, %10
  %534 = and i1 %533, %532
  %535 = select i1 %534, i64 0, i64 %10
  %536 = sub i64 %530, %535
  %537 = shl i64 %536, 1
  %538 = icmp sgt i64 %536, -1
  %539 = icmp ult i64 %537, %10
  %540 = and i1 %538, %539
  %541 = select i1 %540, i64 0, i64 %10
  %542 = sub i64 %537, %541
  br label %543

543:                                              ; preds = %300, %293
  %544 = phi i64 [ %476, %300 ], [ %297, %293 ]
  %545 = phi i64 [ %519, %300 ], [ %296, %293 ]
  %546 = phi i64 [ %542, %300 ], [ 0, %293 ]
  %547 = zext nneg i32 %298 to i64
  %548 = shl nuw i64 1, %547
  %549 = and i64 %548, %116
  %550 = icmp eq i64 %549, 0
  br i1 %550, label %776, label %551

551:                                              ; preds = %543
  %552 = icmp eq i64 %546, 0
  br i1 %552, label %776, label %553

553:                                              ; preds = %551
  %554 = mul i64 %546, %546
  %555 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %546, i64 %546)
  %556 = mul i64 %554, %17
  %557 = mul i64 %556, %10
  %558 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %556, i64 range(i64 2, 1) %10)
  %559 = xor i64 %554, -1
  %560 = icmp ugt i64 %557, %559
  %561 = zext i1 %560 to i64
  %562 = add i64 %558, %555
  %563 = icmp uge i64 %562, %555
  %564 = add i64 %562, %561
  %565 = icmp uge i64 %564, %562
  %566 = and i1 %563, %565
  %567 = icmp ult i64 %564, %10
  %568 = and i1 %567, %566
  %569 = select i1 %568, i64 0, i64 %10
  %570 = sub i64 %564, %569
  %571 = mul i64 %570, %94
  %572 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %94, i64 %570)
  %573 = mul i64 %571, %17
  %574 = mul i64 %573, %10
  %575 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %573, i64 range(i64 2, 1) %10)
  %576 = xor i64 %571, -1
  %577 = icmp ugt i64 %574, %576
  %578 = zext i1 %577 to i64
  %579 = add i64 %575, %572
  %580 = icmp uge i64 %579, %572
  %581 = add i64 %579, %578
  %582 = icmp uge i64 %581, %579
  %583 = and i1 %580, %582
  %584 = icmp ult i64 %581, %10
  %585 = and i1 %584, %583
  %586 = select i1 %585, i64 0, i64 %10
  %587 = sub i64 %581, %586
  %588 = mul i64 %570, %546
  %589 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %570, i64 %546)
  %590 = mul i64 %588, %17
  %591 = mul i64 %590, %10
  %592 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %590, i64 range(i64 2, 1) %10)
  %593 = xor i64 %588, -1
  %594 = icmp ugt i64 %591, %593
  %595 = zext i1 %594 to i64
  %596 = add i64 %592, %589
  %597 = icmp uge i64 %596, %589
  %598 = add i64 %596, %595
  %599 = icmp uge i64 %598, %596
  %600 = and i1 %597, %599
  %601 = icmp ult i64 %598, %10
  %602 = and i1 %601, %600
  %603 = select i1 %602, i64 0, i64 %10
  %604 = sub i64 %598, %603
  %605 = mul i64 %604, %114
  %606 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %114, i64 %604)
  %607 = mul i64 %605, %17
  %608 = mul i64 %607, %10
  %609 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %607, i64 range(i64 2, 1) %10)
  %610 = xor i64 %605, -1
  %611 = icmp ugt i64 %608, %610
  %612 = zext i1 %611 to i64
  %613 = add i64 %609, %606
  %614 = icmp uge i64 %613, %606
  %615 = add i64 %613, %612
  %616 = icmp uge i64 %615, %613
  %617 = and i1 %614, %616
  %618 = icmp ult i64 %615, %10
  %619 = and i1 %618, %617
  %620 = select i1 %619, i64 0, i64 %10
  %621 = sub i64 %615, %620
  %622 = icmp ult i64 %587, %544
  %623 = sub i64 %587, %544
  %624 = select i1 %622, i64 %10, i64 0
  %625 = add i64 %624, %623
  %626 = icmp ult i64 %621, %545
  %627 = sub i64 %621, %545
  %628 = select i1 %626, i64 %10, i64 0
  %629 = add i64 %628, %627
  %630 = icmp eq i64 %625, 0
  br i1 %630, label %631, label %634

631:                                              ; preds = %553
  %632 = icmp eq i64 %629, 0
  br i1 %632, label %633, label %776

633:                                              ; preds = %631
  br label %776

634:                                              ; preds = %553
  %635 = mul i64 %625, %625
  %636 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %625, i64 %625)
  %637 = mul i64 %635, %17
  %638 = mul i64 %637, %10
  %639 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %637, i64 range(i64 2, 1) %10)
  %640 = xor i64 %635, -1
  %641 = icmp ugt i64 %638, %640
  %642 = zext i1 %641 to i64
  %643 = add i64 %639, %636
  %644 = icmp uge i64 %643, %636
  %645 = add i64 %643, %642
  %646 = icmp uge i64 %645, %643
  %647 = and i1 %644, %646
  %648 = icmp ult i64 %645, %10
  %649 = and i1 %648, %647
  %650 = select i1 %649, i64 0, i64 %10
  %651 = sub i64 %645, %650
  %652 = mul i64 %651, %625
  %653 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %651, i64 %625)
  %654 = mul i64 %652, %17
  %655 = mul i64 %654, %10
  %656 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %654, i64 range(i64 2, 1) %10)
  %657 = xor i64 %652, -1
  %658 = icmp ugt i64 %655, %657
  %659 = zext i1 %658 to i64
  %660 = add i64 %656, %653
  %661 = icmp uge i64 %660, %653
  %662 = add i64 %660, %659
  %663 = icmp uge i64 %662, %660
  %664 = and i1 %661, %663
  %665 = icmp ult i64 %662, %10
  %666 = and i1 %665, %664
  %667 = select i1 %666, i64 0, i64 %10
  %668 = sub i64 %662, %667
  %669 = mul i64 %651, %544
  %670 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %544, i64 %651)
  %671 = mul i64 %669, %17
  %672 = mul i64 %671, %10
  %673 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %671, i64 range(i64 2, 1) %10)
  %674 = xor i64 %669, -1
  %675 = icmp ugt i64 %672, %674
  %676 = zext i1 %675 to i64
  %677 = add i64 %673, %670
  %678 = icmp uge i64 %677, %670
  %679 = add i64 %677, %676
  %680 = icmp uge i64 %679, %677
  %681 = and i1 %678, %680
  %682 = icmp ult i64 %679, %10
  %683 = and i1 %682, %681
  %684 = select i1 %683, i64 0, i64 %10
  %685 = sub i64 %679, %684
  %686 = mul i64 %629, %629
  %687 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %629, i64 %629)
  %688 = mul i64 %686, %17
  %689 = mul i64 %688, %10
  %690 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %688, i64 range(i64 2, 1) %10)
  %691 = xor i64 %686, -1
  %692 = icmp ugt i64 %689, %691
  %693 = zext i1 %692 to i64
  %694 = add i64 %690, %687
  %695 = icmp uge i64 %694, %687
  %696 = add i64 %694, %693
  %697 = icmp uge i64 %696, %694
  %698 = and i1 %695, %697
  %699 = icmp ult i64 %696, %10
  %700 = and i1 %699, %698
  %701 = select i1 %700, i64 0, i64 %10
  %702 = sub i64 %696, %701
  %703 = icmp ult i64 %702, %668
  %704 = sub i64 %702, %668
  %705 = select i1 %703, i64 %10, i64 0
  %706 = add i64 %705, %704
  %707 = shl i64 %685, 1
  %708 = icmp sgt i64 %685, -1
  %709 = icmp ult i64 %707, %10
  %710 = and i1 %708, %709
  %711 = select i1 %710, i64 0, i64 %10
  %712 = sub i64 %707, %711
  %713 = icmp ult i64 %706, %712
  %714 = sub i64 %706, %712
  %715 = select i1 %713, i64 %10, i64 0
  %716 = add i64 %715, %714
  %717 = icmp ult i64 %685, %716
  %718 = sub i64 %685, %716
  %719 = select i1 %717, i64 %10, i64 0
  %720 = add i64 %719, %718
  %721 = mul i64 %720, %629
  %722 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %629, i64 %720)
  %723 = mul i64 %721, %17
  %724 = mul i64 %723, %10
  %725 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %723, i64 range(i64 2, 1) %10)
  %726 = xor i64 %721, -1
  %727 = icmp ugt i64 %724, %726
  %728 = zext i1 %727 to i64
  %729 = add i64 %725, %722
  %730 = icmp uge i64 %729, %722
  %731 = add i64 %729, %728
  %732 = icmp uge i64 %731, %729
  %733 = and i1 %730, %732
  %734 = icmp ult i64 %731, %10
  %735 = and i1 %734, %733
  %736 = select i1 %735, i64 0, i64 %10
  %737 = sub i64 %731, %736
  %738 = mul i64 %668, %545
  %739 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %545, i64 %668)
  %740 = mul i64 %738, %17
  %741 = mul i64 %740, %10
  %742 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %740, i64 range(i64 2, 1) %10)
  %743 = xor i64 %738, -1
  %744 = icmp ugt i64 %741, %743
  %745 = zext i1 %744 to i64
  %746 = add i64 %742, %739
  %747 = icmp uge i64 %746, %739
  %748 = add i64 %746, %745
  %749 = icmp uge i64 %748, %746
  %750 = and i1 %747, %749
  %751 = icmp ult i64 %748, %10
  %752 = and i1 %751, %750
  %753 = select i1 %752, i64 0, i64 %10
  %754 = sub i64 %748, %753
  %755 = icmp ult i64 %737, %754
  %756 = sub i64 %737, %754
  %757 = select i1 %755, i64 %10, i64 0
  %758 = add i64 %756, %757
  %759 = mul i64 %625, %546
  %760 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %546, i64 %625)
  %761 = mul i64 %759, %17
  %762 = mul i64 %761, %10
  %763 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %761, i64 range(i64 2, 1) %10)
  %764 = xor i64 %759, -1
  %765 = icmp ugt i64 %762, %764
  %766 = zext i1 %765 to i64
  %767 = add i64 %763, %760
  %768 = icmp uge i64 %767, %760
  %769 = add i64 %767, %766
  %770 = icmp uge i64 %769, %767
  %771 = and i1 %768, %770
  %772 = icmp ult i64 %769, %10
  %773 = and i1 %772, %771
  %774 = select i1 %773, i64 0, i64 %10
  %775 = sub i64 %769, %774
  br label %776

776:                                              ; preds = %633, %634, %631, %551, %543
  %777 = phi i64 [ %544, %543 ], [ %94, %551 ], [ %716, %634 ], [ %224, %633 ], [ %544, %631 ]
  %778 = phi i64 [ %545, %543 ], [ %114, %551 ], [ %758, %634 ], [ %284, %633 ], [ %545, %631 ]
  %779 = phi i64 [ %546, %543 ], [ %36, %551 ], [ %775, %634 ], [ %290, %633 ], [ 0, %631 ]
  %780 = icmp sgt i32 %294, 1
  br i1 %780, label %293, label %291, !llvm.loop !26

781:                                              ; preds = %291
  %782 = getelementptr inbounds i64, ptr %3, i64 %74
  store i64 0, ptr %782, align 8, !tbaa !11
  br label %931

783:                                              ; preds = %927
  %784 = mul i64 %928, %928
  %785 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %928, i64 %928)
  %786 = mul i64 %784, %17
  %787 = mul i64 %786, %10
  %788 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %786, i64 range(i64 2, 1) %10)
  %789 = xor i64 %784, -1
  %790 = icmp ugt i64 %787, %789
  %791 = zext i1 %790 to i64
  %792 = add i64 %788, %785
  %793 = icmp uge i64 %792, %785
  %794 = add i64 %792, %791
  %795 = icmp uge i64 %794, %792
  %796 = and i1 %793, %795
  %797 = icmp ult i64 %794, %10
  %798 = and i1 %797, %796
  %799 = select i1 %798, i64 0, i64 %10
  %800 = sub i64 %794, %799
  %801 = mul i64 %800, %777
  %802 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %777, i64 %800)
  %803 = mul i64 %801, %17
  %804 = mul i64 %803, %10
  %805 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %803, i64 range(i64 2, 1) %10)
  %806 = xor i64 %801, -1
  %807 = icmp ugt i64 %804, %806
  %808 = zext i1 %807 to i64
  %809 = add i64 %805, %802
  %810 = icmp uge i64 %809, %802
  %811 = add i64 %809, %808
  %812 = icmp uge i64 %811, %809
  %813 = and i1 %810, %812
  %814 = icmp ult i64 %811, %10
  %815 = and i1 %814, %813
  %816 = select i1 %815, i64 0, i64 %10
  %817 = sub i64 %811, %816
  %818 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %817, i64 1)
  %819 = mul i64 %817, %17
  %820 = mul i64 %819, %10
  %821 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %819, i64 range(i64 2, 1) %10)
  %822 = xor i64 %817, -1
  %823 = icmp ugt i64 %820, %822
  %824 = zext i1 %823 to i64
  %825 = add i64 %821, %818
  %826 = icmp uge i64 %825, %818
  %827 = add i64 %825, %824
  %828 = icmp uge i64 %827, %825
  %829 = and i1 %826, %828
  %830 = icmp ult i64 %827, %10
  %831 = and i1 %830, %829
  %832 = select i1 %831, i64 0, i64 %10
  %833 = sub i64 %827, %832
  %834 = getelementptr inbounds i64, ptr %3, i64 %74
  store i64 %833, ptr %834, align 8, !tbaa !11
  %835 = mul i64 %800, %928
  %836 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %800, i64 %928)
  %837 = mul i64 %835, %17
  %838 = mul i64 %837, %10
  %839 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %837, i64 range(i64 2, 1) %10)
  %840 = xor i64 %835, -1
  %841 = icmp ugt i64 %838, %840
  %842 = zext i1 %841 to i64
  %843 = add i64 %839, %836
  %844 = icmp uge i64 %843, %836
  %845 = add i64 %843, %842
  %846 = icmp uge i64 %845, %843
  %847 = and i1 %844, %846
  %848 = icmp ult i64 %845, %10
  %849 = and i1 %848, %847
  %850 = select i1 %849, i64 0, i64 %10
  %851 = sub i64 %845, %850
  %852 = mul i64 %851, %778
  %853 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %778, i64 %851)
  %854 = mul i64 %852, %17
  %855 = mul i64 %854, %10
  %856 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %854, i64 range(i64 2, 1) %10)
  %857 = xor i64 %852, -1
  %858 = icmp ugt i64 %855, %857
  %859 = zext i1 %858 to i64
  %860 = add i64 %856, %853
  %861 = icmp uge i64 %860, %853
  %862 = add i64 %860, %859
  %863 = icmp uge i64 %862, %860
  %864 = and i1 %861, %863
  %865 = icmp ult i64 %862, %10
  %866 = and i1 %865, %864
  %867 = select i1 %866, i64 0, i64 %10
  %868 = sub i64 %862, %867
  %869 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %868, i64 1)
  %870 = mul i64 %868, %17
  %871 = mul i64 %870, %10
  %872 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %870, i64 range(i64 2, 1) %10)
  %873 = xor i64 %868, -1
  %874 = icmp ugt i64 %871, %873
  %875 = zext i1 %874 to i64
  %876 = add i64 %872, %869
  %877 = icmp uge i64 %876, %869
  %878 = add i64 %876, %875
  %879 = icmp uge i64 %878, %876
  %880 = and i1 %877, %879
  %881 = icmp ult i64 %878, %10
  %882 = and i1 %881, %880
  %883 = select i1 %882, i64 0, i64 %10
  %884 = sub i64 %878, %883
  br label %931

885:                                              ; preds = %291, %927
  %886 = phi i32 [ %929, %927 ], [ %69, %291 ]
  %887 = phi i64 [ %928, %927 ], [ %36, %291 ]
  %888 = mul i64 %887, %887
  %889 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %887, i64 %887)
  %890 = mul i64 %888, %17
  %891 = mul i64 %890, %10
  %892 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %890, i64 range(i64 2, 1) %10)
  %893 = xor i64 %888, -1
  %894 = icmp ugt i64 %891, %893
  %895 = zext i1 %894 to i64
  %896 = add i64 %892, %889
  %897 = icmp uge i64 %896, %889
  %898 = add i64 %896, %895
  %899 = icmp uge i64 %898, %896
  %900 = and i1 %897, %899
  %901 = icmp ult i64 %898, %10
  %902 = and i1 %901, %900
  %903 = select i1 %902, i64 0, i64 %10
  %904 = sub i64 %898, %903
  %905 = zext nneg i32 %886 to i64
  %906 = shl nuw i64 1, %905
  %907 = and i64 %906, %66
  %908 = icmp eq i64 %907, 0
  br i1 %908, label %927, label %909

909:                                              ; preds = %885
  %910 = mul i64 %904, %779
  %911 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %904, i64 %779)
  %912 = mul i64 %910, %17
  %913 = mul i64 %912, %10
  %914 = tail call noundef i64 @llvm.nvvm.mulhi.ull(i64 %912, i64 range(i64 2, 1) %10)
  %915 = xor i64 %910, -1
  %916 = icmp ugt i64 %913, %915
  %917 = zext i1 %916 to i64
  %918 = add i64 %914, %911
  %919 = icmp uge i64 %918, %911
  %920 = add i64 %918, %917
  %921 = icmp uge i64 %920, %918
  %922 = and i1 %919, %921
  %923 = icmp ult i64 %920, %10
  %924 = and i1 %923, %922
  %925 = select i1 %924, i64 0, i64 %10
  %926 = sub i64 %920, %925
  br label %927

927:                                              ; preds = %885, %909
  %928 = phi i64 [ %926, %909 ], [ %904, %885 ]
  %929 = add nsw i32 %886, -1
  %930 = icmp sgt i32 %886, 0
  br i1 %930, label %885, label %783, !llvm.loop !27

931:                                              ; preds = %783, %781
  %932 = phi i64 [ %884, %783 ], [ 0, %781 ]
  %933 = phi i8 [ 0, %783 ], [ 1, %781 ]
  %934 = getelementptr inbounds i64, ptr %4, i64 %74
  store i64 %932, ptr %934, align 8, !tbaa !11
  %935 = getelementptr inbounds i8, ptr %5, i64 %74
  store i8 %933, ptr %935, align 1, !tbaa !28
  %936 = add i32 %73, %71
  %937 = icmp slt i32 %936, %6
  br i1 %937, label %72, label %938, !llvm.loop !29

938:                                              ; preds = %931, %15, %9
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
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!12 = !{!"long long", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = distinct !{!17, !16}
!18 = distinct !{!18, !16, !19}
!19 = !{!"llvm.loop.peeled.count", i32 1}
!20 = distinct !{!20, !16}
!21 = !{!22, !12, i64 0}
!22 = !{!"_ZTS10CurveField", !12, i64 0, !12, i64 8, !12, i64 16, !12, i64 24}
!23 = !{!22, !12, i64 8}
!24 = !{!22, !12, i64 16}
!25 = !{!22, !12, i64 24}
!26 = distinct !{!26, !16}
!27 = distinct !{!27, !16}
!28 = !{!8, !8, i64 0}
!29 = distinct !{!29, !16}
