; ModuleID = 'src/gf256_erasure.cu'
source_filename = "src/gf256_erasure.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.uint4 = type { i32, i32, i32, i32 }

@_ZZ16rs_encode_parityE5s_exp = internal unnamed_addr addrspace(3) global [512 x i8] undef, align 1
@_ZZ16rs_encode_parityE5s_log = internal unnamed_addr addrspace(3) global [256 x i8] undef, align 1
@_ZZ16rs_encode_parityE6s_clog = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 1
@_ZZ16rs_encode_parityE5s_cnz = internal unnamed_addr addrspace(3) global [128 x i8] undef, align 1
@_ZZ12rs_syndromesE7s_alpha = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ12rs_syndromesE7s_dirty = internal addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rs_encode_parity(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, ptr noalias noundef readonly captures(none) %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 16)
  %10 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %5, i32 0)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 8)
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp samesign ult i32 %12, 255
  br i1 %13, label %14, label %19

14:                                               ; preds = %7
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %16

16:                                               ; preds = %185, %14
  %17 = phi i32 [ %12, %14 ], [ %194, %185 ]
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %185, label %21

19:                                               ; preds = %185, %7
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %196, label %197

21:                                               ; preds = %16, %116
  %22 = phi i32 [ %183, %116 ], [ %17, %16 ]
  %23 = phi i32 [ %124, %116 ], [ 1, %16 ]
  %24 = phi i32 [ %182, %116 ], [ 2, %16 ]
  %25 = and i32 %22, 1
  %26 = icmp eq i32 %25, 0
  %27 = and i32 %24, 1
  br i1 %26, label %28, label %43

28:                                               ; preds = %21
  %29 = lshr i32 %24, 1
  %30 = and i32 %29, 1
  %31 = lshr i32 %24, 2
  %32 = and i32 %31, 1
  %33 = lshr i32 %24, 3
  %34 = and i32 %33, 1
  %35 = lshr i32 %24, 4
  %36 = and i32 %35, 1
  %37 = lshr i32 %24, 5
  %38 = and i32 %37, 1
  %39 = lshr i32 %24, 6
  %40 = and i32 %39, 1
  %41 = lshr i32 %24, 7
  %42 = and i32 %41, 1
  br label %116

43:                                               ; preds = %21
  %44 = icmp eq i32 %27, 0
  %45 = select i1 %44, i32 0, i32 %23
  %46 = lshr i32 %24, 1
  %47 = shl nuw nsw i32 %23, 1
  %48 = icmp samesign ult i32 %23, 128
  %49 = select i1 %48, i32 0, i32 285
  %50 = xor i32 %49, %47
  %51 = and i32 %46, 1
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i32 0, i32 %50
  %54 = xor i32 %53, %45
  %55 = lshr i32 %24, 2
  %56 = shl nuw nsw i32 %50, 1
  %57 = and i32 %23, 64
  %58 = icmp eq i32 %57, 0
  %59 = select i1 %58, i32 0, i32 285
  %60 = xor i32 %56, %59
  %61 = and i32 %55, 1
  %62 = icmp eq i32 %61, 0
  %63 = select i1 %62, i32 0, i32 %60
  %64 = xor i32 %54, %63
  %65 = lshr i32 %24, 3
  %66 = shl nuw nsw i32 %60, 1
  %67 = and i32 %23, 32
  %68 = icmp eq i32 %67, 0
  %69 = select i1 %68, i32 0, i32 285
  %70 = xor i32 %66, %69
  %71 = and i32 %65, 1
  %72 = icmp eq i32 %71, 0
  %73 = select i1 %72, i32 0, i32 %70
  %74 = xor i32 %64, %73
  %75 = lshr i32 %24, 4
  %76 = shl nuw i32 %70, 1
  %77 = and i32 %23, 16
  %78 = icmp eq i32 %77, 0
  %79 = select i1 %78, i32 0, i32 285
  %80 = xor i32 %76, %79
  %81 = and i32 %75, 1
  %82 = icmp eq i32 %81, 0
  %83 = select i1 %82, i32 0, i32 %80
  %84 = xor i32 %74, %83
  %85 = lshr i32 %24, 5
  %86 = shl i32 %80, 1
  %87 = and i32 %50, 16
  %88 = icmp eq i32 %87, 0
  %89 = select i1 %88, i32 0, i32 285
  %90 = xor i32 %86, %89
  %91 = and i32 %85, 1
  %92 = icmp eq i32 %91, 0
  %93 = select i1 %92, i32 0, i32 %90
  %94 = xor i32 %84, %93
  %95 = lshr i32 %24, 6
  %96 = shl i32 %90, 1
  %97 = and i32 %60, 16
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i32 0, i32 285
  %100 = xor i32 %96, %99
  %101 = and i32 %95, 1
  %102 = icmp eq i32 %101, 0
  %103 = select i1 %102, i32 0, i32 %100
  %104 = xor i32 %94, %103
  %105 = lshr i32 %24, 7
  %106 = shl i32 %100, 1
  %107 = and i32 %70, 16
  %108 = icmp eq i32 %107, 0
  %109 = select i1 %108, i32 0, i32 29
  %110 = xor i32 %106, %109
  %111 = and i32 %105, 1
  %112 = icmp eq i32 %111, 0
  %113 = select i1 %112, i32 0, i32 %110
  %114 = xor i32 %104, %113
  %115 = and i32 %114, 255
  br label %116

116:                                              ; preds = %43, %28
  %117 = phi i32 [ %42, %28 ], [ %111, %43 ]
  %118 = phi i32 [ %40, %28 ], [ %101, %43 ]
  %119 = phi i32 [ %38, %28 ], [ %91, %43 ]
  %120 = phi i32 [ %36, %28 ], [ %81, %43 ]
  %121 = phi i32 [ %34, %28 ], [ %71, %43 ]
  %122 = phi i32 [ %32, %28 ], [ %61, %43 ]
  %123 = phi i32 [ %30, %28 ], [ %51, %43 ]
  %124 = phi i32 [ %23, %28 ], [ %115, %43 ]
  %125 = icmp eq i32 %27, 0
  %126 = select i1 %125, i32 0, i32 %24
  %127 = shl i32 %24, 1
  %128 = and i32 %24, 128
  %129 = icmp eq i32 %128, 0
  %130 = select i1 %129, i32 0, i32 285
  %131 = xor i32 %130, %127
  %132 = icmp eq i32 %123, 0
  %133 = select i1 %132, i32 0, i32 %131
  %134 = shl i32 %131, 1
  %135 = and i32 %24, 64
  %136 = icmp eq i32 %135, 0
  %137 = select i1 %136, i32 0, i32 285
  %138 = xor i32 %134, %137
  %139 = icmp eq i32 %122, 0
  %140 = select i1 %139, i32 0, i32 %138
  %141 = shl i32 %138, 1
  %142 = and i32 %24, 32
  %143 = icmp eq i32 %142, 0
  %144 = select i1 %143, i32 0, i32 285
  %145 = xor i32 %141, %144
  %146 = icmp eq i32 %121, 0
  %147 = select i1 %146, i32 0, i32 %145
  %148 = shl i32 %145, 1
  %149 = and i32 %24, 16
  %150 = icmp eq i32 %149, 0
  %151 = select i1 %150, i32 0, i32 285
  %152 = xor i32 %148, %151
  %153 = icmp eq i32 %120, 0
  %154 = select i1 %153, i32 0, i32 %152
  %155 = shl i32 %152, 1
  %156 = and i32 %131, 16
  %157 = icmp eq i32 %156, 0
  %158 = select i1 %157, i32 0, i32 285
  %159 = xor i32 %155, %158
  %160 = icmp eq i32 %119, 0
  %161 = select i1 %160, i32 0, i32 %159
  %162 = shl i32 %159, 1
  %163 = and i32 %138, 16
  %164 = icmp eq i32 %163, 0
  %165 = select i1 %164, i32 0, i32 285
  %166 = xor i32 %162, %165
  %167 = icmp eq i32 %118, 0
  %168 = select i1 %167, i32 0, i32 %166
  %169 = shl i32 %166, 1
  %170 = and i32 %145, 16
  %171 = icmp eq i32 %170, 0
  %172 = select i1 %171, i32 0, i32 285
  %173 = xor i32 %169, %172
  %174 = icmp eq i32 %117, 0
  %175 = select i1 %174, i32 0, i32 %173
  %176 = xor i32 %175, %126
  %177 = xor i32 %176, %168
  %178 = xor i32 %177, %161
  %179 = xor i32 %178, %154
  %180 = xor i32 %179, %147
  %181 = xor i32 %180, %140
  %182 = xor i32 %181, %133
  %183 = lshr i32 %22, 1
  %184 = icmp eq i32 %183, 0
  br i1 %184, label %185, label %21, !llvm.loop !11

185:                                              ; preds = %116, %16
  %186 = phi i32 [ 1, %16 ], [ %124, %116 ]
  %187 = trunc nuw i32 %186 to i8
  %188 = zext nneg i32 %17 to i64
  %189 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %188
  store i8 %187, ptr %189, align 1, !tbaa !13
  %190 = getelementptr i8, ptr %189, i64 255
  store i8 %187, ptr %190, align 1, !tbaa !13
  %191 = trunc nuw i32 %17 to i8
  %192 = zext nneg i32 %186 to i64
  %193 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %192
  store i8 %191, ptr %193, align 1, !tbaa !13
  %194 = add nuw nsw i32 %17, %15
  %195 = icmp samesign ult i32 %194, 255
  br i1 %195, label %16, label %19, !llvm.loop !14

196:                                              ; preds = %19
  store i8 0, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), align 1, !tbaa !13
  br label %197

197:                                              ; preds = %19, %196
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %198 = mul nuw nsw i32 %11, %9
  %199 = icmp samesign ult i32 %12, %198
  br i1 %199, label %200, label %244

200:                                              ; preds = %197
  %201 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %202 = add nuw nsw i32 %12, 1
  %203 = tail call i32 @llvm.umax.i32(i32 %198, i32 %202)
  %204 = sub nsw i32 %203, %12
  %205 = icmp ugt i32 %204, 3
  %206 = icmp eq i32 %201, 1
  %207 = and i1 %205, %206
  br i1 %207, label %208, label %242

208:                                              ; preds = %200
  %209 = and i32 %204, -4
  %210 = add nsw i32 %12, %209
  br label %211

211:                                              ; preds = %211, %208
  %212 = phi i32 [ 0, %208 ], [ %238, %211 ]
  %213 = add i32 %12, %212
  %214 = zext nneg i32 %213 to i64
  %215 = getelementptr inbounds nuw i8, ptr %4, i64 %214
  %216 = load <4 x i8>, ptr %215, align 1, !tbaa !13
  %217 = icmp ne <4 x i8> %216, zeroinitializer
  %218 = zext <4 x i1> %217 to <4 x i8>
  %219 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %214
  store <4 x i8> %218, ptr %219, align 1, !tbaa !13
  %220 = zext <4 x i8> %216 to <4 x i64>
  %221 = extractelement <4 x i64> %220, i64 0
  %222 = extractelement <4 x i64> %220, i64 1
  %223 = extractelement <4 x i64> %220, i64 2
  %224 = extractelement <4 x i64> %220, i64 3
  %225 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %221
  %226 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %222
  %227 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %223
  %228 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %224
  %229 = load i8, ptr %225, align 1, !tbaa !13
  %230 = load i8, ptr %226, align 1, !tbaa !13
  %231 = load i8, ptr %227, align 1, !tbaa !13
  %232 = load i8, ptr %228, align 1, !tbaa !13
  %233 = insertelement <4 x i8> poison, i8 %229, i64 0
  %234 = insertelement <4 x i8> %233, i8 %230, i64 1
  %235 = insertelement <4 x i8> %234, i8 %231, i64 2
  %236 = insertelement <4 x i8> %235, i8 %232, i64 3
  %237 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %214
  store <4 x i8> %236, ptr %237, align 1, !tbaa !13
  %238 = add nuw i32 %212, 4
  %239 = icmp eq i32 %238, %209
  br i1 %239, label %240, label %211, !llvm.loop !15

240:                                              ; preds = %211
  %241 = icmp eq i32 %204, %209
  br i1 %241, label %244, label %242

242:                                              ; preds = %200, %240
  %243 = phi i32 [ %12, %200 ], [ %210, %240 ]
  br label %246

244:                                              ; preds = %246, %240, %197
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %245 = icmp slt i32 %2, 1
  br i1 %245, label %1616, label %260

246:                                              ; preds = %242, %246
  %247 = phi i32 [ %258, %246 ], [ %243, %242 ]
  %248 = zext nneg i32 %247 to i64
  %249 = getelementptr inbounds nuw i8, ptr %4, i64 %248
  %250 = load i8, ptr %249, align 1, !tbaa !13
  %251 = icmp ne i8 %250, 0
  %252 = zext i1 %251 to i8
  %253 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %248
  store i8 %252, ptr %253, align 1, !tbaa !13
  %254 = zext i8 %250 to i64
  %255 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %254
  %256 = load i8, ptr %255, align 1, !tbaa !13
  %257 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %248
  store i8 %256, ptr %257, align 1, !tbaa !13
  %258 = add nuw nsw i32 %247, %201
  %259 = icmp samesign ult i32 %258, %198
  br i1 %259, label %246, label %244, !llvm.loop !18

260:                                              ; preds = %244
  %261 = zext nneg i32 %2 to i64
  %262 = icmp slt i64 %3, %261
  br i1 %262, label %1616, label %263

263:                                              ; preds = %260
  %264 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %265 = zext nneg i32 %264 to i64
  %266 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %267 = zext nneg i32 %266 to i64
  %268 = mul nuw nsw i64 %265, %267
  %269 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %270 = zext nneg i32 %269 to i64
  %271 = mul nuw nsw i64 %270, %267
  %272 = zext nneg i32 %12 to i64
  %273 = add nuw nsw i64 %271, %272
  %274 = icmp samesign ult i64 %273, %261
  br i1 %274, label %275, label %1616

275:                                              ; preds = %263
  %276 = icmp slt i32 %5, 1
  %277 = icmp sgt i32 %1, 0
  %278 = icmp sgt i32 %1, 1
  %279 = icmp sgt i32 %1, 2
  %280 = shl i64 %3, 3
  %281 = icmp sgt i32 %1, 3
  %282 = mul i64 %3, 12
  %283 = icmp sgt i32 %1, 4
  %284 = shl i64 %3, 4
  %285 = icmp sgt i32 %1, 5
  %286 = mul i64 %3, 20
  %287 = icmp sgt i32 %1, 6
  %288 = mul i64 %3, 24
  %289 = icmp sgt i32 %1, 7
  %290 = mul i64 %3, 28
  %291 = icmp sgt i32 %1, 8
  %292 = shl i64 %3, 5
  %293 = icmp sgt i32 %1, 9
  %294 = mul i64 %3, 36
  %295 = icmp sgt i32 %1, 10
  %296 = mul i64 %3, 40
  %297 = icmp sgt i32 %1, 11
  %298 = mul i64 %3, 44
  %299 = icmp sgt i32 %1, 12
  %300 = mul i64 %3, 48
  %301 = icmp sgt i32 %1, 13
  %302 = mul i64 %3, 52
  %303 = icmp sgt i32 %1, 14
  %304 = mul i64 %3, 56
  %305 = icmp sgt i32 %1, 15
  %306 = mul i64 %3, 60
  br label %307

307:                                              ; preds = %275, %698
  %308 = phi i64 [ %273, %275 ], [ %699, %698 ]
  %309 = getelementptr i32, ptr %0, i64 %308
  br i1 %277, label %599, label %602

310:                                              ; preds = %692
  %311 = and i32 %603, 255
  %312 = lshr i32 %603, 8
  %313 = and i32 %312, 255
  %314 = lshr i32 %603, 16
  %315 = and i32 %314, 255
  %316 = lshr i32 %603, 24
  %317 = icmp eq i32 %311, 0
  %318 = zext nneg i32 %311 to i64
  %319 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %318
  %320 = icmp eq i32 %313, 0
  %321 = zext nneg i32 %313 to i64
  %322 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %321
  %323 = icmp eq i32 %315, 0
  %324 = zext nneg i32 %315 to i64
  %325 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %324
  %326 = icmp eq i32 %316, 0
  %327 = zext nneg i32 %316 to i64
  %328 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %327
  %329 = and i32 %609, 255
  %330 = lshr i32 %609, 8
  %331 = and i32 %330, 255
  %332 = lshr i32 %609, 16
  %333 = and i32 %332, 255
  %334 = lshr i32 %609, 24
  %335 = icmp eq i32 %329, 0
  %336 = zext nneg i32 %329 to i64
  %337 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %336
  %338 = icmp eq i32 %331, 0
  %339 = zext nneg i32 %331 to i64
  %340 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %339
  %341 = icmp eq i32 %333, 0
  %342 = zext nneg i32 %333 to i64
  %343 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %342
  %344 = icmp eq i32 %334, 0
  %345 = zext nneg i32 %334 to i64
  %346 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %345
  %347 = and i32 %615, 255
  %348 = lshr i32 %615, 8
  %349 = and i32 %348, 255
  %350 = lshr i32 %615, 16
  %351 = and i32 %350, 255
  %352 = lshr i32 %615, 24
  %353 = icmp eq i32 %347, 0
  %354 = zext nneg i32 %347 to i64
  %355 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %354
  %356 = icmp eq i32 %349, 0
  %357 = zext nneg i32 %349 to i64
  %358 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %357
  %359 = icmp eq i32 %351, 0
  %360 = zext nneg i32 %351 to i64
  %361 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %360
  %362 = icmp eq i32 %352, 0
  %363 = zext nneg i32 %352 to i64
  %364 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %363
  %365 = and i32 %621, 255
  %366 = lshr i32 %621, 8
  %367 = and i32 %366, 255
  %368 = lshr i32 %621, 16
  %369 = and i32 %368, 255
  %370 = lshr i32 %621, 24
  %371 = icmp eq i32 %365, 0
  %372 = zext nneg i32 %365 to i64
  %373 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %372
  %374 = icmp eq i32 %367, 0
  %375 = zext nneg i32 %367 to i64
  %376 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %375
  %377 = icmp eq i32 %369, 0
  %378 = zext nneg i32 %369 to i64
  %379 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %378
  %380 = icmp eq i32 %370, 0
  %381 = zext nneg i32 %370 to i64
  %382 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %381
  %383 = and i32 %627, 255
  %384 = lshr i32 %627, 8
  %385 = and i32 %384, 255
  %386 = lshr i32 %627, 16
  %387 = and i32 %386, 255
  %388 = lshr i32 %627, 24
  %389 = icmp eq i32 %383, 0
  %390 = zext nneg i32 %383 to i64
  %391 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %390
  %392 = icmp eq i32 %385, 0
  %393 = zext nneg i32 %385 to i64
  %394 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %393
  %395 = icmp eq i32 %387, 0
  %396 = zext nneg i32 %387 to i64
  %397 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %396
  %398 = icmp eq i32 %388, 0
  %399 = zext nneg i32 %388 to i64
  %400 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %399
  %401 = and i32 %633, 255
  %402 = lshr i32 %633, 8
  %403 = and i32 %402, 255
  %404 = lshr i32 %633, 16
  %405 = and i32 %404, 255
  %406 = lshr i32 %633, 24
  %407 = icmp eq i32 %401, 0
  %408 = zext nneg i32 %401 to i64
  %409 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %408
  %410 = icmp eq i32 %403, 0
  %411 = zext nneg i32 %403 to i64
  %412 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %411
  %413 = icmp eq i32 %405, 0
  %414 = zext nneg i32 %405 to i64
  %415 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %414
  %416 = icmp eq i32 %406, 0
  %417 = zext nneg i32 %406 to i64
  %418 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %417
  %419 = and i32 %639, 255
  %420 = lshr i32 %639, 8
  %421 = and i32 %420, 255
  %422 = lshr i32 %639, 16
  %423 = and i32 %422, 255
  %424 = lshr i32 %639, 24
  %425 = icmp eq i32 %419, 0
  %426 = zext nneg i32 %419 to i64
  %427 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %426
  %428 = icmp eq i32 %421, 0
  %429 = zext nneg i32 %421 to i64
  %430 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %429
  %431 = icmp eq i32 %423, 0
  %432 = zext nneg i32 %423 to i64
  %433 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %432
  %434 = icmp eq i32 %424, 0
  %435 = zext nneg i32 %424 to i64
  %436 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %435
  %437 = and i32 %645, 255
  %438 = lshr i32 %645, 8
  %439 = and i32 %438, 255
  %440 = lshr i32 %645, 16
  %441 = and i32 %440, 255
  %442 = lshr i32 %645, 24
  %443 = icmp eq i32 %437, 0
  %444 = zext nneg i32 %437 to i64
  %445 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %444
  %446 = icmp eq i32 %439, 0
  %447 = zext nneg i32 %439 to i64
  %448 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %447
  %449 = icmp eq i32 %441, 0
  %450 = zext nneg i32 %441 to i64
  %451 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %450
  %452 = icmp eq i32 %442, 0
  %453 = zext nneg i32 %442 to i64
  %454 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %453
  %455 = and i32 %651, 255
  %456 = lshr i32 %651, 8
  %457 = and i32 %456, 255
  %458 = lshr i32 %651, 16
  %459 = and i32 %458, 255
  %460 = lshr i32 %651, 24
  %461 = icmp eq i32 %455, 0
  %462 = zext nneg i32 %455 to i64
  %463 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %462
  %464 = icmp eq i32 %457, 0
  %465 = zext nneg i32 %457 to i64
  %466 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %465
  %467 = icmp eq i32 %459, 0
  %468 = zext nneg i32 %459 to i64
  %469 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %468
  %470 = icmp eq i32 %460, 0
  %471 = zext nneg i32 %460 to i64
  %472 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %471
  %473 = and i32 %657, 255
  %474 = lshr i32 %657, 8
  %475 = and i32 %474, 255
  %476 = lshr i32 %657, 16
  %477 = and i32 %476, 255
  %478 = lshr i32 %657, 24
  %479 = icmp eq i32 %473, 0
  %480 = zext nneg i32 %473 to i64
  %481 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %480
  %482 = icmp eq i32 %475, 0
  %483 = zext nneg i32 %475 to i64
  %484 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %483
  %485 = icmp eq i32 %477, 0
  %486 = zext nneg i32 %477 to i64
  %487 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %486
  %488 = icmp eq i32 %478, 0
  %489 = zext nneg i32 %478 to i64
  %490 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %489
  %491 = and i32 %663, 255
  %492 = lshr i32 %663, 8
  %493 = and i32 %492, 255
  %494 = lshr i32 %663, 16
  %495 = and i32 %494, 255
  %496 = lshr i32 %663, 24
  %497 = icmp eq i32 %491, 0
  %498 = zext nneg i32 %491 to i64
  %499 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %498
  %500 = icmp eq i32 %493, 0
  %501 = zext nneg i32 %493 to i64
  %502 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %501
  %503 = icmp eq i32 %495, 0
  %504 = zext nneg i32 %495 to i64
  %505 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %504
  %506 = icmp eq i32 %496, 0
  %507 = zext nneg i32 %496 to i64
  %508 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %507
  %509 = and i32 %669, 255
  %510 = lshr i32 %669, 8
  %511 = and i32 %510, 255
  %512 = lshr i32 %669, 16
  %513 = and i32 %512, 255
  %514 = lshr i32 %669, 24
  %515 = icmp eq i32 %509, 0
  %516 = zext nneg i32 %509 to i64
  %517 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %516
  %518 = icmp eq i32 %511, 0
  %519 = zext nneg i32 %511 to i64
  %520 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %519
  %521 = icmp eq i32 %513, 0
  %522 = zext nneg i32 %513 to i64
  %523 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %522
  %524 = icmp eq i32 %514, 0
  %525 = zext nneg i32 %514 to i64
  %526 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %525
  %527 = and i32 %675, 255
  %528 = lshr i32 %675, 8
  %529 = and i32 %528, 255
  %530 = lshr i32 %675, 16
  %531 = and i32 %530, 255
  %532 = lshr i32 %675, 24
  %533 = icmp eq i32 %527, 0
  %534 = zext nneg i32 %527 to i64
  %535 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %534
  %536 = icmp eq i32 %529, 0
  %537 = zext nneg i32 %529 to i64
  %538 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %537
  %539 = icmp eq i32 %531, 0
  %540 = zext nneg i32 %531 to i64
  %541 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %540
  %542 = icmp eq i32 %532, 0
  %543 = zext nneg i32 %532 to i64
  %544 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %543
  %545 = and i32 %681, 255
  %546 = lshr i32 %681, 8
  %547 = and i32 %546, 255
  %548 = lshr i32 %681, 16
  %549 = and i32 %548, 255
  %550 = lshr i32 %681, 24
  %551 = icmp eq i32 %545, 0
  %552 = zext nneg i32 %545 to i64
  %553 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %552
  %554 = icmp eq i32 %547, 0
  %555 = zext nneg i32 %547 to i64
  %556 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %555
  %557 = icmp eq i32 %549, 0
  %558 = zext nneg i32 %549 to i64
  %559 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %558
  %560 = icmp eq i32 %550, 0
  %561 = zext nneg i32 %550 to i64
  %562 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %561
  %563 = and i32 %687, 255
  %564 = lshr i32 %687, 8
  %565 = and i32 %564, 255
  %566 = lshr i32 %687, 16
  %567 = and i32 %566, 255
  %568 = lshr i32 %687, 24
  %569 = icmp eq i32 %563, 0
  %570 = zext nneg i32 %563 to i64
  %571 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %570
  %572 = icmp eq i32 %565, 0
  %573 = zext nneg i32 %565 to i64
  %574 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %573
  %575 = icmp eq i32 %567, 0
  %576 = zext nneg i32 %567 to i64
  %577 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %576
  %578 = icmp eq i32 %568, 0
  %579 = zext nneg i32 %568 to i64
  %580 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %579
  %581 = and i32 %693, 255
  %582 = lshr i32 %693, 8
  %583 = and i32 %582, 255
  %584 = lshr i32 %693, 16
  %585 = and i32 %584, 255
  %586 = lshr i32 %693, 24
  %587 = icmp eq i32 %581, 0
  %588 = zext nneg i32 %581 to i64
  %589 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %588
  %590 = icmp eq i32 %583, 0
  %591 = zext nneg i32 %583 to i64
  %592 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %591
  %593 = icmp eq i32 %585, 0
  %594 = zext nneg i32 %585 to i64
  %595 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %594
  %596 = icmp eq i32 %586, 0
  %597 = zext nneg i32 %586 to i64
  %598 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_log to ptr), i64 %597
  br label %695

599:                                              ; preds = %307
  %600 = addrspacecast ptr %309 to ptr addrspace(1)
  %601 = load i32, ptr addrspace(1) %600, align 4, !invariant.load !19
  br label %602

602:                                              ; preds = %307, %599
  %603 = phi i32 [ %601, %599 ], [ 0, %307 ]
  br i1 %278, label %604, label %608

604:                                              ; preds = %602
  %605 = getelementptr i32, ptr %309, i64 %3
  %606 = addrspacecast ptr %605 to ptr addrspace(1)
  %607 = load i32, ptr addrspace(1) %606, align 4, !invariant.load !19
  br label %608

608:                                              ; preds = %604, %602
  %609 = phi i32 [ %607, %604 ], [ 0, %602 ]
  br i1 %279, label %610, label %614

610:                                              ; preds = %608
  %611 = getelementptr i8, ptr %309, i64 %280
  %612 = addrspacecast ptr %611 to ptr addrspace(1)
  %613 = load i32, ptr addrspace(1) %612, align 4, !invariant.load !19
  br label %614

614:                                              ; preds = %610, %608
  %615 = phi i32 [ %613, %610 ], [ 0, %608 ]
  br i1 %281, label %616, label %620

616:                                              ; preds = %614
  %617 = getelementptr i8, ptr %309, i64 %282
  %618 = addrspacecast ptr %617 to ptr addrspace(1)
  %619 = load i32, ptr addrspace(1) %618, align 4, !invariant.load !19
  br label %620

620:                                              ; preds = %616, %614
  %621 = phi i32 [ %619, %616 ], [ 0, %614 ]
  br i1 %283, label %622, label %626

622:                                              ; preds = %620
  %623 = getelementptr i8, ptr %309, i64 %284
  %624 = addrspacecast ptr %623 to ptr addrspace(1)
  %625 = load i32, ptr addrspace(1) %624, align 4, !invariant.load !19
  br label %626

626:                                              ; preds = %622, %620
  %627 = phi i32 [ %625, %622 ], [ 0, %620 ]
  br i1 %285, label %628, label %632

628:                                              ; preds = %626
  %629 = getelementptr i8, ptr %309, i64 %286
  %630 = addrspacecast ptr %629 to ptr addrspace(1)
  %631 = load i32, ptr addrspace(1) %630, align 4, !invariant.load !19
  br label %632

632:                                              ; preds = %628, %626
  %633 = phi i32 [ %631, %628 ], [ 0, %626 ]
  br i1 %287, label %634, label %638

634:                                              ; preds = %632
  %635 = getelementptr i8, ptr %309, i64 %288
  %636 = addrspacecast ptr %635 to ptr addrspace(1)
  %637 = load i32, ptr addrspace(1) %636, align 4, !invariant.load !19
  br label %638

638:                                              ; preds = %634, %632
  %639 = phi i32 [ %637, %634 ], [ 0, %632 ]
  br i1 %289, label %640, label %644

640:                                              ; preds = %638
  %641 = getelementptr i8, ptr %309, i64 %290
  %642 = addrspacecast ptr %641 to ptr addrspace(1)
  %643 = load i32, ptr addrspace(1) %642, align 4, !invariant.load !19
  br label %644

644:                                              ; preds = %640, %638
  %645 = phi i32 [ %643, %640 ], [ 0, %638 ]
  br i1 %291, label %646, label %650

646:                                              ; preds = %644
  %647 = getelementptr i8, ptr %309, i64 %292
  %648 = addrspacecast ptr %647 to ptr addrspace(1)
  %649 = load i32, ptr addrspace(1) %648, align 4, !invariant.load !19
  br label %650

650:                                              ; preds = %646, %644
  %651 = phi i32 [ %649, %646 ], [ 0, %644 ]
  br i1 %293, label %652, label %656

652:                                              ; preds = %650
  %653 = getelementptr i8, ptr %309, i64 %294
  %654 = addrspacecast ptr %653 to ptr addrspace(1)
  %655 = load i32, ptr addrspace(1) %654, align 4, !invariant.load !19
  br label %656

656:                                              ; preds = %652, %650
  %657 = phi i32 [ %655, %652 ], [ 0, %650 ]
  br i1 %295, label %658, label %662

658:                                              ; preds = %656
  %659 = getelementptr i8, ptr %309, i64 %296
  %660 = addrspacecast ptr %659 to ptr addrspace(1)
  %661 = load i32, ptr addrspace(1) %660, align 4, !invariant.load !19
  br label %662

662:                                              ; preds = %658, %656
  %663 = phi i32 [ %661, %658 ], [ 0, %656 ]
  br i1 %297, label %664, label %668

664:                                              ; preds = %662
  %665 = getelementptr i8, ptr %309, i64 %298
  %666 = addrspacecast ptr %665 to ptr addrspace(1)
  %667 = load i32, ptr addrspace(1) %666, align 4, !invariant.load !19
  br label %668

668:                                              ; preds = %664, %662
  %669 = phi i32 [ %667, %664 ], [ 0, %662 ]
  br i1 %299, label %670, label %674

670:                                              ; preds = %668
  %671 = getelementptr i8, ptr %309, i64 %300
  %672 = addrspacecast ptr %671 to ptr addrspace(1)
  %673 = load i32, ptr addrspace(1) %672, align 4, !invariant.load !19
  br label %674

674:                                              ; preds = %670, %668
  %675 = phi i32 [ %673, %670 ], [ 0, %668 ]
  br i1 %301, label %676, label %680

676:                                              ; preds = %674
  %677 = getelementptr i8, ptr %309, i64 %302
  %678 = addrspacecast ptr %677 to ptr addrspace(1)
  %679 = load i32, ptr addrspace(1) %678, align 4, !invariant.load !19
  br label %680

680:                                              ; preds = %676, %674
  %681 = phi i32 [ %679, %676 ], [ 0, %674 ]
  br i1 %303, label %682, label %686

682:                                              ; preds = %680
  %683 = getelementptr i8, ptr %309, i64 %304
  %684 = addrspacecast ptr %683 to ptr addrspace(1)
  %685 = load i32, ptr addrspace(1) %684, align 4, !invariant.load !19
  br label %686

686:                                              ; preds = %682, %680
  %687 = phi i32 [ %685, %682 ], [ 0, %680 ]
  br i1 %305, label %688, label %692

688:                                              ; preds = %686
  %689 = getelementptr i8, ptr %309, i64 %306
  %690 = addrspacecast ptr %689 to ptr addrspace(1)
  %691 = load i32, ptr addrspace(1) %690, align 4, !invariant.load !19
  br label %692

692:                                              ; preds = %688, %686
  %693 = phi i32 [ %691, %688 ], [ 0, %686 ]
  %694 = getelementptr i32, ptr %6, i64 %308
  br i1 %276, label %698, label %310

695:                                              ; preds = %310, %1603
  %696 = phi i32 [ %1614, %1603 ], [ 0, %310 ]
  %697 = mul nuw nsw i32 %696, %9
  br i1 %277, label %701, label %748

698:                                              ; preds = %1603, %692
  %699 = add nuw nsw i64 %308, %268
  %700 = icmp samesign ult i64 %699, %261
  br i1 %700, label %307, label %1616, !llvm.loop !20

701:                                              ; preds = %695
  %702 = zext nneg i32 %697 to i64
  %703 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %702
  %704 = load i8, ptr %703, align 1, !tbaa !13
  %705 = icmp eq i8 %704, 0
  br i1 %705, label %748, label %706

706:                                              ; preds = %701
  %707 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %702
  %708 = load i8, ptr %707, align 1, !tbaa !13
  %709 = zext i8 %708 to i32
  br i1 %317, label %718, label %710

710:                                              ; preds = %706
  %711 = load i8, ptr %319, align 1, !tbaa !13
  %712 = zext i8 %711 to i32
  %713 = add nuw nsw i32 %712, %709
  %714 = zext nneg i32 %713 to i64
  %715 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %714
  %716 = load i8, ptr %715, align 1, !tbaa !13
  %717 = zext i8 %716 to i32
  br label %718

718:                                              ; preds = %710, %706
  %719 = phi i32 [ %717, %710 ], [ 0, %706 ]
  br i1 %320, label %728, label %720

720:                                              ; preds = %718
  %721 = load i8, ptr %322, align 1, !tbaa !13
  %722 = zext i8 %721 to i32
  %723 = add nuw nsw i32 %722, %709
  %724 = zext nneg i32 %723 to i64
  %725 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %724
  %726 = load i8, ptr %725, align 1, !tbaa !13
  %727 = zext i8 %726 to i32
  br label %728

728:                                              ; preds = %720, %718
  %729 = phi i32 [ %727, %720 ], [ 0, %718 ]
  br i1 %323, label %738, label %730

730:                                              ; preds = %728
  %731 = load i8, ptr %325, align 1, !tbaa !13
  %732 = zext i8 %731 to i32
  %733 = add nuw nsw i32 %732, %709
  %734 = zext nneg i32 %733 to i64
  %735 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %734
  %736 = load i8, ptr %735, align 1, !tbaa !13
  %737 = zext i8 %736 to i32
  br label %738

738:                                              ; preds = %730, %728
  %739 = phi i32 [ %737, %730 ], [ 0, %728 ]
  br i1 %326, label %748, label %740

740:                                              ; preds = %738
  %741 = load i8, ptr %328, align 1, !tbaa !13
  %742 = zext i8 %741 to i32
  %743 = add nuw nsw i32 %742, %709
  %744 = zext nneg i32 %743 to i64
  %745 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %744
  %746 = load i8, ptr %745, align 1, !tbaa !13
  %747 = zext i8 %746 to i32
  br label %748

748:                                              ; preds = %738, %740, %695, %701
  %749 = phi i32 [ 0, %695 ], [ 0, %701 ], [ %729, %740 ], [ %729, %738 ]
  %750 = phi i32 [ 0, %695 ], [ 0, %701 ], [ %739, %740 ], [ %739, %738 ]
  %751 = phi i32 [ 0, %695 ], [ 0, %701 ], [ %747, %740 ], [ 0, %738 ]
  %752 = phi i32 [ 0, %695 ], [ 0, %701 ], [ %719, %740 ], [ %719, %738 ]
  br i1 %278, label %753, label %805

753:                                              ; preds = %748
  %754 = add nuw nsw i32 %697, 1
  %755 = zext nneg i32 %754 to i64
  %756 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %755
  %757 = load i8, ptr %756, align 1, !tbaa !13
  %758 = icmp eq i8 %757, 0
  br i1 %758, label %805, label %759

759:                                              ; preds = %753
  %760 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %755
  %761 = load i8, ptr %760, align 1, !tbaa !13
  %762 = zext i8 %761 to i32
  br i1 %335, label %772, label %763

763:                                              ; preds = %759
  %764 = load i8, ptr %337, align 1, !tbaa !13
  %765 = zext i8 %764 to i32
  %766 = add nuw nsw i32 %765, %762
  %767 = zext nneg i32 %766 to i64
  %768 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %767
  %769 = load i8, ptr %768, align 1, !tbaa !13
  %770 = zext i8 %769 to i32
  %771 = xor i32 %752, %770
  br label %772

772:                                              ; preds = %763, %759
  %773 = phi i32 [ %771, %763 ], [ %752, %759 ]
  br i1 %338, label %783, label %774

774:                                              ; preds = %772
  %775 = load i8, ptr %340, align 1, !tbaa !13
  %776 = zext i8 %775 to i32
  %777 = add nuw nsw i32 %776, %762
  %778 = zext nneg i32 %777 to i64
  %779 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %778
  %780 = load i8, ptr %779, align 1, !tbaa !13
  %781 = zext i8 %780 to i32
  %782 = xor i32 %749, %781
  br label %783

783:                                              ; preds = %774, %772
  %784 = phi i32 [ %782, %774 ], [ %749, %772 ]
  br i1 %341, label %794, label %785

785:                                              ; preds = %783
  %786 = load i8, ptr %343, align 1, !tbaa !13
  %787 = zext i8 %786 to i32
  %788 = add nuw nsw i32 %787, %762
  %789 = zext nneg i32 %788 to i64
  %790 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %789
  %791 = load i8, ptr %790, align 1, !tbaa !13
  %792 = zext i8 %791 to i32
  %793 = xor i32 %750, %792
  br label %794

794:                                              ; preds = %785, %783
  %795 = phi i32 [ %793, %785 ], [ %750, %783 ]
  br i1 %344, label %805, label %796

796:                                              ; preds = %794
  %797 = load i8, ptr %346, align 1, !tbaa !13
  %798 = zext i8 %797 to i32
  %799 = add nuw nsw i32 %798, %762
  %800 = zext nneg i32 %799 to i64
  %801 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %800
  %802 = load i8, ptr %801, align 1, !tbaa !13
  %803 = zext i8 %802 to i32
  %804 = xor i32 %751, %803
  br label %805

805:                                              ; preds = %796, %794, %753, %748
  %806 = phi i32 [ %749, %748 ], [ %749, %753 ], [ %784, %796 ], [ %784, %794 ]
  %807 = phi i32 [ %750, %748 ], [ %750, %753 ], [ %795, %796 ], [ %795, %794 ]
  %808 = phi i32 [ %751, %748 ], [ %751, %753 ], [ %804, %796 ], [ %751, %794 ]
  %809 = phi i32 [ %752, %748 ], [ %752, %753 ], [ %773, %796 ], [ %773, %794 ]
  br i1 %279, label %810, label %862

810:                                              ; preds = %805
  %811 = add nuw nsw i32 %697, 2
  %812 = zext nneg i32 %811 to i64
  %813 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %812
  %814 = load i8, ptr %813, align 1, !tbaa !13
  %815 = icmp eq i8 %814, 0
  br i1 %815, label %862, label %816

816:                                              ; preds = %810
  %817 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %812
  %818 = load i8, ptr %817, align 1, !tbaa !13
  %819 = zext i8 %818 to i32
  br i1 %353, label %829, label %820

820:                                              ; preds = %816
  %821 = load i8, ptr %355, align 1, !tbaa !13
  %822 = zext i8 %821 to i32
  %823 = add nuw nsw i32 %822, %819
  %824 = zext nneg i32 %823 to i64
  %825 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %824
  %826 = load i8, ptr %825, align 1, !tbaa !13
  %827 = zext i8 %826 to i32
  %828 = xor i32 %809, %827
  br label %829

829:                                              ; preds = %820, %816
  %830 = phi i32 [ %828, %820 ], [ %809, %816 ]
  br i1 %356, label %840, label %831

831:                                              ; preds = %829
  %832 = load i8, ptr %358, align 1, !tbaa !13
  %833 = zext i8 %832 to i32
  %834 = add nuw nsw i32 %833, %819
  %835 = zext nneg i32 %834 to i64
  %836 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %835
  %837 = load i8, ptr %836, align 1, !tbaa !13
  %838 = zext i8 %837 to i32
  %839 = xor i32 %806, %838
  br label %840

840:                                              ; preds = %831, %829
  %841 = phi i32 [ %839, %831 ], [ %806, %829 ]
  br i1 %359, label %851, label %842

842:                                              ; preds = %840
  %843 = load i8, ptr %361, align 1, !tbaa !13
  %844 = zext i8 %843 to i32
  %845 = add nuw nsw i32 %844, %819
  %846 = zext nneg i32 %845 to i64
  %847 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %846
  %848 = load i8, ptr %847, align 1, !tbaa !13
  %849 = zext i8 %848 to i32
  %850 = xor i32 %807, %849
  br label %851

851:                                              ; preds = %842, %840
  %852 = phi i32 [ %850, %842 ], [ %807, %840 ]
  br i1 %362, label %862, label %853

853:                                              ; preds = %851
  %854 = load i8, ptr %364, align 1, !tbaa !13
  %855 = zext i8 %854 to i32
  %856 = add nuw nsw i32 %855, %819
  %857 = zext nneg i32 %856 to i64
  %858 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %857
  %859 = load i8, ptr %858, align 1, !tbaa !13
  %860 = zext i8 %859 to i32
  %861 = xor i32 %808, %860
  br label %862

862:                                              ; preds = %853, %851, %810, %805
  %863 = phi i32 [ %806, %805 ], [ %806, %810 ], [ %841, %853 ], [ %841, %851 ]
  %864 = phi i32 [ %807, %805 ], [ %807, %810 ], [ %852, %853 ], [ %852, %851 ]
  %865 = phi i32 [ %808, %805 ], [ %808, %810 ], [ %861, %853 ], [ %808, %851 ]
  %866 = phi i32 [ %809, %805 ], [ %809, %810 ], [ %830, %853 ], [ %830, %851 ]
  br i1 %281, label %867, label %919

867:                                              ; preds = %862
  %868 = add nuw nsw i32 %697, 3
  %869 = zext nneg i32 %868 to i64
  %870 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %869
  %871 = load i8, ptr %870, align 1, !tbaa !13
  %872 = icmp eq i8 %871, 0
  br i1 %872, label %919, label %873

873:                                              ; preds = %867
  %874 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %869
  %875 = load i8, ptr %874, align 1, !tbaa !13
  %876 = zext i8 %875 to i32
  br i1 %371, label %886, label %877

877:                                              ; preds = %873
  %878 = load i8, ptr %373, align 1, !tbaa !13
  %879 = zext i8 %878 to i32
  %880 = add nuw nsw i32 %879, %876
  %881 = zext nneg i32 %880 to i64
  %882 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %881
  %883 = load i8, ptr %882, align 1, !tbaa !13
  %884 = zext i8 %883 to i32
  %885 = xor i32 %866, %884
  br label %886

886:                                              ; preds = %877, %873
  %887 = phi i32 [ %885, %877 ], [ %866, %873 ]
  br i1 %374, label %897, label %888

888:                                              ; preds = %886
  %889 = load i8, ptr %376, align 1, !tbaa !13
  %890 = zext i8 %889 to i32
  %891 = add nuw nsw i32 %890, %876
  %892 = zext nneg i32 %891 to i64
  %893 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %892
  %894 = load i8, ptr %893, align 1, !tbaa !13
  %895 = zext i8 %894 to i32
  %896 = xor i32 %863, %895
  br label %897

897:                                              ; preds = %888, %886
  %898 = phi i32 [ %896, %888 ], [ %863, %886 ]
  br i1 %377, label %908, label %899

899:                                              ; preds = %897
  %900 = load i8, ptr %379, align 1, !tbaa !13
  %901 = zext i8 %900 to i32
  %902 = add nuw nsw i32 %901, %876
  %903 = zext nneg i32 %902 to i64
  %904 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %903
  %905 = load i8, ptr %904, align 1, !tbaa !13
  %906 = zext i8 %905 to i32
  %907 = xor i32 %864, %906
  br label %908

908:                                              ; preds = %899, %897
  %909 = phi i32 [ %907, %899 ], [ %864, %897 ]
  br i1 %380, label %919, label %910

910:                                              ; preds = %908
  %911 = load i8, ptr %382, align 1, !tbaa !13
  %912 = zext i8 %911 to i32
  %913 = add nuw nsw i32 %912, %876
  %914 = zext nneg i32 %913 to i64
  %915 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %914
  %916 = load i8, ptr %915, align 1, !tbaa !13
  %917 = zext i8 %916 to i32
  %918 = xor i32 %865, %917
  br label %919

919:                                              ; preds = %910, %908, %867, %862
  %920 = phi i32 [ %863, %862 ], [ %863, %867 ], [ %898, %910 ], [ %898, %908 ]
  %921 = phi i32 [ %864, %862 ], [ %864, %867 ], [ %909, %910 ], [ %909, %908 ]
  %922 = phi i32 [ %865, %862 ], [ %865, %867 ], [ %918, %910 ], [ %865, %908 ]
  %923 = phi i32 [ %866, %862 ], [ %866, %867 ], [ %887, %910 ], [ %887, %908 ]
  br i1 %283, label %924, label %976

924:                                              ; preds = %919
  %925 = add nuw nsw i32 %697, 4
  %926 = zext nneg i32 %925 to i64
  %927 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %926
  %928 = load i8, ptr %927, align 1, !tbaa !13
  %929 = icmp eq i8 %928, 0
  br i1 %929, label %976, label %930

930:                                              ; preds = %924
  %931 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %926
  %932 = load i8, ptr %931, align 1, !tbaa !13
  %933 = zext i8 %932 to i32
  br i1 %389, label %943, label %934

934:                                              ; preds = %930
  %935 = load i8, ptr %391, align 1, !tbaa !13
  %936 = zext i8 %935 to i32
  %937 = add nuw nsw i32 %936, %933
  %938 = zext nneg i32 %937 to i64
  %939 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %938
  %940 = load i8, ptr %939, align 1, !tbaa !13
  %941 = zext i8 %940 to i32
  %942 = xor i32 %923, %941
  br label %943

943:                                              ; preds = %934, %930
  %944 = phi i32 [ %942, %934 ], [ %923, %930 ]
  br i1 %392, label %954, label %945

945:                                              ; preds = %943
  %946 = load i8, ptr %394, align 1, !tbaa !13
  %947 = zext i8 %946 to i32
  %948 = add nuw nsw i32 %947, %933
  %949 = zext nneg i32 %948 to i64
  %950 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %949
  %951 = load i8, ptr %950, align 1, !tbaa !13
  %952 = zext i8 %951 to i32
  %953 = xor i32 %920, %952
  br label %954

954:                                              ; preds = %945, %943
  %955 = phi i32 [ %953, %945 ], [ %920, %943 ]
  br i1 %395, label %965, label %956

956:                                              ; preds = %954
  %957 = load i8, ptr %397, align 1, !tbaa !13
  %958 = zext i8 %957 to i32
  %959 = add nuw nsw i32 %958, %933
  %960 = zext nneg i32 %959 to i64
  %961 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %960
  %962 = load i8, ptr %961, align 1, !tbaa !13
  %963 = zext i8 %962 to i32
  %964 = xor i32 %921, %963
  br label %965

965:                                              ; preds = %956, %954
  %966 = phi i32 [ %964, %956 ], [ %921, %954 ]
  br i1 %398, label %976, label %967

967:                                              ; preds = %965
  %968 = load i8, ptr %400, align 1, !tbaa !13
  %969 = zext i8 %968 to i32
  %970 = add nuw nsw i32 %969, %933
  %971 = zext nneg i32 %970 to i64
  %972 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %971
  %973 = load i8, ptr %972, align 1, !tbaa !13
  %974 = zext i8 %973 to i32
  %975 = xor i32 %922, %974
  br label %976

976:                                              ; preds = %967, %965, %924, %919
  %977 = phi i32 [ %920, %919 ], [ %920, %924 ], [ %955, %967 ], [ %955, %965 ]
  %978 = phi i32 [ %921, %919 ], [ %921, %924 ], [ %966, %967 ], [ %966, %965 ]
  %979 = phi i32 [ %922, %919 ], [ %922, %924 ], [ %975, %967 ], [ %922, %965 ]
  %980 = phi i32 [ %923, %919 ], [ %923, %924 ], [ %944, %967 ], [ %944, %965 ]
  br i1 %285, label %981, label %1033

981:                                              ; preds = %976
  %982 = add nuw nsw i32 %697, 5
  %983 = zext nneg i32 %982 to i64
  %984 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %983
  %985 = load i8, ptr %984, align 1, !tbaa !13
  %986 = icmp eq i8 %985, 0
  br i1 %986, label %1033, label %987

987:                                              ; preds = %981
  %988 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %983
  %989 = load i8, ptr %988, align 1, !tbaa !13
  %990 = zext i8 %989 to i32
  br i1 %407, label %1000, label %991

991:                                              ; preds = %987
  %992 = load i8, ptr %409, align 1, !tbaa !13
  %993 = zext i8 %992 to i32
  %994 = add nuw nsw i32 %993, %990
  %995 = zext nneg i32 %994 to i64
  %996 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %995
  %997 = load i8, ptr %996, align 1, !tbaa !13
  %998 = zext i8 %997 to i32
  %999 = xor i32 %980, %998
  br label %1000

1000:                                             ; preds = %991, %987
  %1001 = phi i32 [ %999, %991 ], [ %980, %987 ]
  br i1 %410, label %1011, label %1002

1002:                                             ; preds = %1000
  %1003 = load i8, ptr %412, align 1, !tbaa !13
  %1004 = zext i8 %1003 to i32
  %1005 = add nuw nsw i32 %1004, %990
  %1006 = zext nneg i32 %1005 to i64
  %1007 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1006
  %1008 = load i8, ptr %1007, align 1, !tbaa !13
  %1009 = zext i8 %1008 to i32
  %1010 = xor i32 %977, %1009
  br label %1011

1011:                                             ; preds = %1002, %1000
  %1012 = phi i32 [ %1010, %1002 ], [ %977, %1000 ]
  br i1 %413, label %1022, label %1013

1013:                                             ; preds = %1011
  %1014 = load i8, ptr %415, align 1, !tbaa !13
  %1015 = zext i8 %1014 to i32
  %1016 = add nuw nsw i32 %1015, %990
  %1017 = zext nneg i32 %1016 to i64
  %1018 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1017
  %1019 = load i8, ptr %1018, align 1, !tbaa !13
  %1020 = zext i8 %1019 to i32
  %1021 = xor i32 %978, %1020
  br label %1022

1022:                                             ; preds = %1013, %1011
  %1023 = phi i32 [ %1021, %1013 ], [ %978, %1011 ]
  br i1 %416, label %1033, label %1024

1024:                                             ; preds = %1022
  %1025 = load i8, ptr %418, align 1, !tbaa !13
  %1026 = zext i8 %1025 to i32
  %1027 = add nuw nsw i32 %1026, %990
  %1028 = zext nneg i32 %1027 to i64
  %1029 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1028
  %1030 = load i8, ptr %1029, align 1, !tbaa !13
  %1031 = zext i8 %1030 to i32
  %1032 = xor i32 %979, %1031
  br label %1033

1033:                                             ; preds = %1024, %1022, %981, %976
  %1034 = phi i32 [ %977, %976 ], [ %977, %981 ], [ %1012, %1024 ], [ %1012, %1022 ]
  %1035 = phi i32 [ %978, %976 ], [ %978, %981 ], [ %1023, %1024 ], [ %1023, %1022 ]
  %1036 = phi i32 [ %979, %976 ], [ %979, %981 ], [ %1032, %1024 ], [ %979, %1022 ]
  %1037 = phi i32 [ %980, %976 ], [ %980, %981 ], [ %1001, %1024 ], [ %1001, %1022 ]
  br i1 %287, label %1038, label %1090

1038:                                             ; preds = %1033
  %1039 = add nuw nsw i32 %697, 6
  %1040 = zext nneg i32 %1039 to i64
  %1041 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1040
  %1042 = load i8, ptr %1041, align 1, !tbaa !13
  %1043 = icmp eq i8 %1042, 0
  br i1 %1043, label %1090, label %1044

1044:                                             ; preds = %1038
  %1045 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1040
  %1046 = load i8, ptr %1045, align 1, !tbaa !13
  %1047 = zext i8 %1046 to i32
  br i1 %425, label %1057, label %1048

1048:                                             ; preds = %1044
  %1049 = load i8, ptr %427, align 1, !tbaa !13
  %1050 = zext i8 %1049 to i32
  %1051 = add nuw nsw i32 %1050, %1047
  %1052 = zext nneg i32 %1051 to i64
  %1053 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1052
  %1054 = load i8, ptr %1053, align 1, !tbaa !13
  %1055 = zext i8 %1054 to i32
  %1056 = xor i32 %1037, %1055
  br label %1057

1057:                                             ; preds = %1048, %1044
  %1058 = phi i32 [ %1056, %1048 ], [ %1037, %1044 ]
  br i1 %428, label %1068, label %1059

1059:                                             ; preds = %1057
  %1060 = load i8, ptr %430, align 1, !tbaa !13
  %1061 = zext i8 %1060 to i32
  %1062 = add nuw nsw i32 %1061, %1047
  %1063 = zext nneg i32 %1062 to i64
  %1064 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1063
  %1065 = load i8, ptr %1064, align 1, !tbaa !13
  %1066 = zext i8 %1065 to i32
  %1067 = xor i32 %1034, %1066
  br label %1068

1068:                                             ; preds = %1059, %1057
  %1069 = phi i32 [ %1067, %1059 ], [ %1034, %1057 ]
  br i1 %431, label %1079, label %1070

1070:                                             ; preds = %1068
  %1071 = load i8, ptr %433, align 1, !tbaa !13
  %1072 = zext i8 %1071 to i32
  %1073 = add nuw nsw i32 %1072, %1047
  %1074 = zext nneg i32 %1073 to i64
  %1075 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1074
  %1076 = load i8, ptr %1075, align 1, !tbaa !13
  %1077 = zext i8 %1076 to i32
  %1078 = xor i32 %1035, %1077
  br label %1079

1079:                                             ; preds = %1070, %1068
  %1080 = phi i32 [ %1078, %1070 ], [ %1035, %1068 ]
  br i1 %434, label %1090, label %1081

1081:                                             ; preds = %1079
  %1082 = load i8, ptr %436, align 1, !tbaa !13
  %1083 = zext i8 %1082 to i32
  %1084 = add nuw nsw i32 %1083, %1047
  %1085 = zext nneg i32 %1084 to i64
  %1086 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1085
  %1087 = load i8, ptr %1086, align 1, !tbaa !13
  %1088 = zext i8 %1087 to i32
  %1089 = xor i32 %1036, %1088
  br label %1090

1090:                                             ; preds = %1081, %1079, %1038, %1033
  %1091 = phi i32 [ %1034, %1033 ], [ %1034, %1038 ], [ %1069, %1081 ], [ %1069, %1079 ]
  %1092 = phi i32 [ %1035, %1033 ], [ %1035, %1038 ], [ %1080, %1081 ], [ %1080, %1079 ]
  %1093 = phi i32 [ %1036, %1033 ], [ %1036, %1038 ], [ %1089, %1081 ], [ %1036, %1079 ]
  %1094 = phi i32 [ %1037, %1033 ], [ %1037, %1038 ], [ %1058, %1081 ], [ %1058, %1079 ]
  br i1 %289, label %1095, label %1147

1095:                                             ; preds = %1090
  %1096 = add nuw nsw i32 %697, 7
  %1097 = zext nneg i32 %1096 to i64
  %1098 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1097
  %1099 = load i8, ptr %1098, align 1, !tbaa !13
  %1100 = icmp eq i8 %1099, 0
  br i1 %1100, label %1147, label %1101

1101:                                             ; preds = %1095
  %1102 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1097
  %1103 = load i8, ptr %1102, align 1, !tbaa !13
  %1104 = zext i8 %1103 to i32
  br i1 %443, label %1114, label %1105

1105:                                             ; preds = %1101
  %1106 = load i8, ptr %445, align 1, !tbaa !13
  %1107 = zext i8 %1106 to i32
  %1108 = add nuw nsw i32 %1107, %1104
  %1109 = zext nneg i32 %1108 to i64
  %1110 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1109
  %1111 = load i8, ptr %1110, align 1, !tbaa !13
  %1112 = zext i8 %1111 to i32
  %1113 = xor i32 %1094, %1112
  br label %1114

1114:                                             ; preds = %1105, %1101
  %1115 = phi i32 [ %1113, %1105 ], [ %1094, %1101 ]
  br i1 %446, label %1125, label %1116

1116:                                             ; preds = %1114
  %1117 = load i8, ptr %448, align 1, !tbaa !13
  %1118 = zext i8 %1117 to i32
  %1119 = add nuw nsw i32 %1118, %1104
  %1120 = zext nneg i32 %1119 to i64
  %1121 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1120
  %1122 = load i8, ptr %1121, align 1, !tbaa !13
  %1123 = zext i8 %1122 to i32
  %1124 = xor i32 %1091, %1123
  br label %1125

1125:                                             ; preds = %1116, %1114
  %1126 = phi i32 [ %1124, %1116 ], [ %1091, %1114 ]
  br i1 %449, label %1136, label %1127

1127:                                             ; preds = %1125
  %1128 = load i8, ptr %451, align 1, !tbaa !13
  %1129 = zext i8 %1128 to i32
  %1130 = add nuw nsw i32 %1129, %1104
  %1131 = zext nneg i32 %1130 to i64
  %1132 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1131
  %1133 = load i8, ptr %1132, align 1, !tbaa !13
  %1134 = zext i8 %1133 to i32
  %1135 = xor i32 %1092, %1134
  br label %1136

1136:                                             ; preds = %1127, %1125
  %1137 = phi i32 [ %1135, %1127 ], [ %1092, %1125 ]
  br i1 %452, label %1147, label %1138

1138:                                             ; preds = %1136
  %1139 = load i8, ptr %454, align 1, !tbaa !13
  %1140 = zext i8 %1139 to i32
  %1141 = add nuw nsw i32 %1140, %1104
  %1142 = zext nneg i32 %1141 to i64
  %1143 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1142
  %1144 = load i8, ptr %1143, align 1, !tbaa !13
  %1145 = zext i8 %1144 to i32
  %1146 = xor i32 %1093, %1145
  br label %1147

1147:                                             ; preds = %1138, %1136, %1095, %1090
  %1148 = phi i32 [ %1091, %1090 ], [ %1091, %1095 ], [ %1126, %1138 ], [ %1126, %1136 ]
  %1149 = phi i32 [ %1092, %1090 ], [ %1092, %1095 ], [ %1137, %1138 ], [ %1137, %1136 ]
  %1150 = phi i32 [ %1093, %1090 ], [ %1093, %1095 ], [ %1146, %1138 ], [ %1093, %1136 ]
  %1151 = phi i32 [ %1094, %1090 ], [ %1094, %1095 ], [ %1115, %1138 ], [ %1115, %1136 ]
  br i1 %291, label %1152, label %1204

1152:                                             ; preds = %1147
  %1153 = add nuw nsw i32 %697, 8
  %1154 = zext nneg i32 %1153 to i64
  %1155 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1154
  %1156 = load i8, ptr %1155, align 1, !tbaa !13
  %1157 = icmp eq i8 %1156, 0
  br i1 %1157, label %1204, label %1158

1158:                                             ; preds = %1152
  %1159 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1154
  %1160 = load i8, ptr %1159, align 1, !tbaa !13
  %1161 = zext i8 %1160 to i32
  br i1 %461, label %1171, label %1162

1162:                                             ; preds = %1158
  %1163 = load i8, ptr %463, align 1, !tbaa !13
  %1164 = zext i8 %1163 to i32
  %1165 = add nuw nsw i32 %1164, %1161
  %1166 = zext nneg i32 %1165 to i64
  %1167 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1166
  %1168 = load i8, ptr %1167, align 1, !tbaa !13
  %1169 = zext i8 %1168 to i32
  %1170 = xor i32 %1151, %1169
  br label %1171

1171:                                             ; preds = %1162, %1158
  %1172 = phi i32 [ %1170, %1162 ], [ %1151, %1158 ]
  br i1 %464, label %1182, label %1173

1173:                                             ; preds = %1171
  %1174 = load i8, ptr %466, align 1, !tbaa !13
  %1175 = zext i8 %1174 to i32
  %1176 = add nuw nsw i32 %1175, %1161
  %1177 = zext nneg i32 %1176 to i64
  %1178 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1177
  %1179 = load i8, ptr %1178, align 1, !tbaa !13
  %1180 = zext i8 %1179 to i32
  %1181 = xor i32 %1148, %1180
  br label %1182

1182:                                             ; preds = %1173, %1171
  %1183 = phi i32 [ %1181, %1173 ], [ %1148, %1171 ]
  br i1 %467, label %1193, label %1184

1184:                                             ; preds = %1182
  %1185 = load i8, ptr %469, align 1, !tbaa !13
  %1186 = zext i8 %1185 to i32
  %1187 = add nuw nsw i32 %1186, %1161
  %1188 = zext nneg i32 %1187 to i64
  %1189 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1188
  %1190 = load i8, ptr %1189, align 1, !tbaa !13
  %1191 = zext i8 %1190 to i32
  %1192 = xor i32 %1149, %1191
  br label %1193

1193:                                             ; preds = %1184, %1182
  %1194 = phi i32 [ %1192, %1184 ], [ %1149, %1182 ]
  br i1 %470, label %1204, label %1195

1195:                                             ; preds = %1193
  %1196 = load i8, ptr %472, align 1, !tbaa !13
  %1197 = zext i8 %1196 to i32
  %1198 = add nuw nsw i32 %1197, %1161
  %1199 = zext nneg i32 %1198 to i64
  %1200 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1199
  %1201 = load i8, ptr %1200, align 1, !tbaa !13
  %1202 = zext i8 %1201 to i32
  %1203 = xor i32 %1150, %1202
  br label %1204

1204:                                             ; preds = %1195, %1193, %1152, %1147
  %1205 = phi i32 [ %1148, %1147 ], [ %1148, %1152 ], [ %1183, %1195 ], [ %1183, %1193 ]
  %1206 = phi i32 [ %1149, %1147 ], [ %1149, %1152 ], [ %1194, %1195 ], [ %1194, %1193 ]
  %1207 = phi i32 [ %1150, %1147 ], [ %1150, %1152 ], [ %1203, %1195 ], [ %1150, %1193 ]
  %1208 = phi i32 [ %1151, %1147 ], [ %1151, %1152 ], [ %1172, %1195 ], [ %1172, %1193 ]
  br i1 %293, label %1209, label %1261

1209:                                             ; preds = %1204
  %1210 = add nuw nsw i32 %697, 9
  %1211 = zext nneg i32 %1210 to i64
  %1212 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1211
  %1213 = load i8, ptr %1212, align 1, !tbaa !13
  %1214 = icmp eq i8 %1213, 0
  br i1 %1214, label %1261, label %1215

1215:                                             ; preds = %1209
  %1216 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1211
  %1217 = load i8, ptr %1216, align 1, !tbaa !13
  %1218 = zext i8 %1217 to i32
  br i1 %479, label %1228, label %1219

1219:                                             ; preds = %1215
  %1220 = load i8, ptr %481, align 1, !tbaa !13
  %1221 = zext i8 %1220 to i32
  %1222 = add nuw nsw i32 %1221, %1218
  %1223 = zext nneg i32 %1222 to i64
  %1224 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1223
  %1225 = load i8, ptr %1224, align 1, !tbaa !13
  %1226 = zext i8 %1225 to i32
  %1227 = xor i32 %1208, %1226
  br label %1228

1228:                                             ; preds = %1219, %1215
  %1229 = phi i32 [ %1227, %1219 ], [ %1208, %1215 ]
  br i1 %482, label %1239, label %1230

1230:                                             ; preds = %1228
  %1231 = load i8, ptr %484, align 1, !tbaa !13
  %1232 = zext i8 %1231 to i32
  %1233 = add nuw nsw i32 %1232, %1218
  %1234 = zext nneg i32 %1233 to i64
  %1235 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1234
  %1236 = load i8, ptr %1235, align 1, !tbaa !13
  %1237 = zext i8 %1236 to i32
  %1238 = xor i32 %1205, %1237
  br label %1239

1239:                                             ; preds = %1230, %1228
  %1240 = phi i32 [ %1238, %1230 ], [ %1205, %1228 ]
  br i1 %485, label %1250, label %1241

1241:                                             ; preds = %1239
  %1242 = load i8, ptr %487, align 1, !tbaa !13
  %1243 = zext i8 %1242 to i32
  %1244 = add nuw nsw i32 %1243, %1218
  %1245 = zext nneg i32 %1244 to i64
  %1246 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1245
  %1247 = load i8, ptr %1246, align 1, !tbaa !13
  %1248 = zext i8 %1247 to i32
  %1249 = xor i32 %1206, %1248
  br label %1250

1250:                                             ; preds = %1241, %1239
  %1251 = phi i32 [ %1249, %1241 ], [ %1206, %1239 ]
  br i1 %488, label %1261, label %1252

1252:                                             ; preds = %1250
  %1253 = load i8, ptr %490, align 1, !tbaa !13
  %1254 = zext i8 %1253 to i32
  %1255 = add nuw nsw i32 %1254, %1218
  %1256 = zext nneg i32 %1255 to i64
  %1257 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1256
  %1258 = load i8, ptr %1257, align 1, !tbaa !13
  %1259 = zext i8 %1258 to i32
  %1260 = xor i32 %1207, %1259
  br label %1261

1261:                                             ; preds = %1252, %1250, %1209, %1204
  %1262 = phi i32 [ %1205, %1204 ], [ %1205, %1209 ], [ %1240, %1252 ], [ %1240, %1250 ]
  %1263 = phi i32 [ %1206, %1204 ], [ %1206, %1209 ], [ %1251, %1252 ], [ %1251, %1250 ]
  %1264 = phi i32 [ %1207, %1204 ], [ %1207, %1209 ], [ %1260, %1252 ], [ %1207, %1250 ]
  %1265 = phi i32 [ %1208, %1204 ], [ %1208, %1209 ], [ %1229, %1252 ], [ %1229, %1250 ]
  br i1 %295, label %1266, label %1318

1266:                                             ; preds = %1261
  %1267 = add nuw nsw i32 %697, 10
  %1268 = zext nneg i32 %1267 to i64
  %1269 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1268
  %1270 = load i8, ptr %1269, align 1, !tbaa !13
  %1271 = icmp eq i8 %1270, 0
  br i1 %1271, label %1318, label %1272

1272:                                             ; preds = %1266
  %1273 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1268
  %1274 = load i8, ptr %1273, align 1, !tbaa !13
  %1275 = zext i8 %1274 to i32
  br i1 %497, label %1285, label %1276

1276:                                             ; preds = %1272
  %1277 = load i8, ptr %499, align 1, !tbaa !13
  %1278 = zext i8 %1277 to i32
  %1279 = add nuw nsw i32 %1278, %1275
  %1280 = zext nneg i32 %1279 to i64
  %1281 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1280
  %1282 = load i8, ptr %1281, align 1, !tbaa !13
  %1283 = zext i8 %1282 to i32
  %1284 = xor i32 %1265, %1283
  br label %1285

1285:                                             ; preds = %1276, %1272
  %1286 = phi i32 [ %1284, %1276 ], [ %1265, %1272 ]
  br i1 %500, label %1296, label %1287

1287:                                             ; preds = %1285
  %1288 = load i8, ptr %502, align 1, !tbaa !13
  %1289 = zext i8 %1288 to i32
  %1290 = add nuw nsw i32 %1289, %1275
  %1291 = zext nneg i32 %1290 to i64
  %1292 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1291
  %1293 = load i8, ptr %1292, align 1, !tbaa !13
  %1294 = zext i8 %1293 to i32
  %1295 = xor i32 %1262, %1294
  br label %1296

1296:                                             ; preds = %1287, %1285
  %1297 = phi i32 [ %1295, %1287 ], [ %1262, %1285 ]
  br i1 %503, label %1307, label %1298

1298:                                             ; preds = %1296
  %1299 = load i8, ptr %505, align 1, !tbaa !13
  %1300 = zext i8 %1299 to i32
  %1301 = add nuw nsw i32 %1300, %1275
  %1302 = zext nneg i32 %1301 to i64
  %1303 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1302
  %1304 = load i8, ptr %1303, align 1, !tbaa !13
  %1305 = zext i8 %1304 to i32
  %1306 = xor i32 %1263, %1305
  br label %1307

1307:                                             ; preds = %1298, %1296
  %1308 = phi i32 [ %1306, %1298 ], [ %1263, %1296 ]
  br i1 %506, label %1318, label %1309

1309:                                             ; preds = %1307
  %1310 = load i8, ptr %508, align 1, !tbaa !13
  %1311 = zext i8 %1310 to i32
  %1312 = add nuw nsw i32 %1311, %1275
  %1313 = zext nneg i32 %1312 to i64
  %1314 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1313
  %1315 = load i8, ptr %1314, align 1, !tbaa !13
  %1316 = zext i8 %1315 to i32
  %1317 = xor i32 %1264, %1316
  br label %1318

1318:                                             ; preds = %1309, %1307, %1266, %1261
  %1319 = phi i32 [ %1262, %1261 ], [ %1262, %1266 ], [ %1297, %1309 ], [ %1297, %1307 ]
  %1320 = phi i32 [ %1263, %1261 ], [ %1263, %1266 ], [ %1308, %1309 ], [ %1308, %1307 ]
  %1321 = phi i32 [ %1264, %1261 ], [ %1264, %1266 ], [ %1317, %1309 ], [ %1264, %1307 ]
  %1322 = phi i32 [ %1265, %1261 ], [ %1265, %1266 ], [ %1286, %1309 ], [ %1286, %1307 ]
  br i1 %297, label %1323, label %1375

1323:                                             ; preds = %1318
  %1324 = add nuw nsw i32 %697, 11
  %1325 = zext nneg i32 %1324 to i64
  %1326 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1325
  %1327 = load i8, ptr %1326, align 1, !tbaa !13
  %1328 = icmp eq i8 %1327, 0
  br i1 %1328, label %1375, label %1329

1329:                                             ; preds = %1323
  %1330 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1325
  %1331 = load i8, ptr %1330, align 1, !tbaa !13
  %1332 = zext i8 %1331 to i32
  br i1 %515, label %1342, label %1333

1333:                                             ; preds = %1329
  %1334 = load i8, ptr %517, align 1, !tbaa !13
  %1335 = zext i8 %1334 to i32
  %1336 = add nuw nsw i32 %1335, %1332
  %1337 = zext nneg i32 %1336 to i64
  %1338 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1337
  %1339 = load i8, ptr %1338, align 1, !tbaa !13
  %1340 = zext i8 %1339 to i32
  %1341 = xor i32 %1322, %1340
  br label %1342

1342:                                             ; preds = %1333, %1329
  %1343 = phi i32 [ %1341, %1333 ], [ %1322, %1329 ]
  br i1 %518, label %1353, label %1344

1344:                                             ; preds = %1342
  %1345 = load i8, ptr %520, align 1, !tbaa !13
  %1346 = zext i8 %1345 to i32
  %1347 = add nuw nsw i32 %1346, %1332
  %1348 = zext nneg i32 %1347 to i64
  %1349 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1348
  %1350 = load i8, ptr %1349, align 1, !tbaa !13
  %1351 = zext i8 %1350 to i32
  %1352 = xor i32 %1319, %1351
  br label %1353

1353:                                             ; preds = %1344, %1342
  %1354 = phi i32 [ %1352, %1344 ], [ %1319, %1342 ]
  br i1 %521, label %1364, label %1355

1355:                                             ; preds = %1353
  %1356 = load i8, ptr %523, align 1, !tbaa !13
  %1357 = zext i8 %1356 to i32
  %1358 = add nuw nsw i32 %1357, %1332
  %1359 = zext nneg i32 %1358 to i64
  %1360 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1359
  %1361 = load i8, ptr %1360, align 1, !tbaa !13
  %1362 = zext i8 %1361 to i32
  %1363 = xor i32 %1320, %1362
  br label %1364

1364:                                             ; preds = %1355, %1353
  %1365 = phi i32 [ %1363, %1355 ], [ %1320, %1353 ]
  br i1 %524, label %1375, label %1366

1366:                                             ; preds = %1364
  %1367 = load i8, ptr %526, align 1, !tbaa !13
  %1368 = zext i8 %1367 to i32
  %1369 = add nuw nsw i32 %1368, %1332
  %1370 = zext nneg i32 %1369 to i64
  %1371 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1370
  %1372 = load i8, ptr %1371, align 1, !tbaa !13
  %1373 = zext i8 %1372 to i32
  %1374 = xor i32 %1321, %1373
  br label %1375

1375:                                             ; preds = %1366, %1364, %1323, %1318
  %1376 = phi i32 [ %1319, %1318 ], [ %1319, %1323 ], [ %1354, %1366 ], [ %1354, %1364 ]
  %1377 = phi i32 [ %1320, %1318 ], [ %1320, %1323 ], [ %1365, %1366 ], [ %1365, %1364 ]
  %1378 = phi i32 [ %1321, %1318 ], [ %1321, %1323 ], [ %1374, %1366 ], [ %1321, %1364 ]
  %1379 = phi i32 [ %1322, %1318 ], [ %1322, %1323 ], [ %1343, %1366 ], [ %1343, %1364 ]
  br i1 %299, label %1380, label %1432

1380:                                             ; preds = %1375
  %1381 = add nuw nsw i32 %697, 12
  %1382 = zext nneg i32 %1381 to i64
  %1383 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1382
  %1384 = load i8, ptr %1383, align 1, !tbaa !13
  %1385 = icmp eq i8 %1384, 0
  br i1 %1385, label %1432, label %1386

1386:                                             ; preds = %1380
  %1387 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1382
  %1388 = load i8, ptr %1387, align 1, !tbaa !13
  %1389 = zext i8 %1388 to i32
  br i1 %533, label %1399, label %1390

1390:                                             ; preds = %1386
  %1391 = load i8, ptr %535, align 1, !tbaa !13
  %1392 = zext i8 %1391 to i32
  %1393 = add nuw nsw i32 %1392, %1389
  %1394 = zext nneg i32 %1393 to i64
  %1395 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1394
  %1396 = load i8, ptr %1395, align 1, !tbaa !13
  %1397 = zext i8 %1396 to i32
  %1398 = xor i32 %1379, %1397
  br label %1399

1399:                                             ; preds = %1390, %1386
  %1400 = phi i32 [ %1398, %1390 ], [ %1379, %1386 ]
  br i1 %536, label %1410, label %1401

1401:                                             ; preds = %1399
  %1402 = load i8, ptr %538, align 1, !tbaa !13
  %1403 = zext i8 %1402 to i32
  %1404 = add nuw nsw i32 %1403, %1389
  %1405 = zext nneg i32 %1404 to i64
  %1406 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1405
  %1407 = load i8, ptr %1406, align 1, !tbaa !13
  %1408 = zext i8 %1407 to i32
  %1409 = xor i32 %1376, %1408
  br label %1410

1410:                                             ; preds = %1401, %1399
  %1411 = phi i32 [ %1409, %1401 ], [ %1376, %1399 ]
  br i1 %539, label %1421, label %1412

1412:                                             ; preds = %1410
  %1413 = load i8, ptr %541, align 1, !tbaa !13
  %1414 = zext i8 %1413 to i32
  %1415 = add nuw nsw i32 %1414, %1389
  %1416 = zext nneg i32 %1415 to i64
  %1417 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1416
  %1418 = load i8, ptr %1417, align 1, !tbaa !13
  %1419 = zext i8 %1418 to i32
  %1420 = xor i32 %1377, %1419
  br label %1421

1421:                                             ; preds = %1412, %1410
  %1422 = phi i32 [ %1420, %1412 ], [ %1377, %1410 ]
  br i1 %542, label %1432, label %1423

1423:                                             ; preds = %1421
  %1424 = load i8, ptr %544, align 1, !tbaa !13
  %1425 = zext i8 %1424 to i32
  %1426 = add nuw nsw i32 %1425, %1389
  %1427 = zext nneg i32 %1426 to i64
  %1428 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1427
  %1429 = load i8, ptr %1428, align 1, !tbaa !13
  %1430 = zext i8 %1429 to i32
  %1431 = xor i32 %1378, %1430
  br label %1432

1432:                                             ; preds = %1423, %1421, %1380, %1375
  %1433 = phi i32 [ %1376, %1375 ], [ %1376, %1380 ], [ %1411, %1423 ], [ %1411, %1421 ]
  %1434 = phi i32 [ %1377, %1375 ], [ %1377, %1380 ], [ %1422, %1423 ], [ %1422, %1421 ]
  %1435 = phi i32 [ %1378, %1375 ], [ %1378, %1380 ], [ %1431, %1423 ], [ %1378, %1421 ]
  %1436 = phi i32 [ %1379, %1375 ], [ %1379, %1380 ], [ %1400, %1423 ], [ %1400, %1421 ]
  br i1 %301, label %1437, label %1489

1437:                                             ; preds = %1432
  %1438 = add nuw nsw i32 %697, 13
  %1439 = zext nneg i32 %1438 to i64
  %1440 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1439
  %1441 = load i8, ptr %1440, align 1, !tbaa !13
  %1442 = icmp eq i8 %1441, 0
  br i1 %1442, label %1489, label %1443

1443:                                             ; preds = %1437
  %1444 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1439
  %1445 = load i8, ptr %1444, align 1, !tbaa !13
  %1446 = zext i8 %1445 to i32
  br i1 %551, label %1456, label %1447

1447:                                             ; preds = %1443
  %1448 = load i8, ptr %553, align 1, !tbaa !13
  %1449 = zext i8 %1448 to i32
  %1450 = add nuw nsw i32 %1449, %1446
  %1451 = zext nneg i32 %1450 to i64
  %1452 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1451
  %1453 = load i8, ptr %1452, align 1, !tbaa !13
  %1454 = zext i8 %1453 to i32
  %1455 = xor i32 %1436, %1454
  br label %1456

1456:                                             ; preds = %1447, %1443
  %1457 = phi i32 [ %1455, %1447 ], [ %1436, %1443 ]
  br i1 %554, label %1467, label %1458

1458:                                             ; preds = %1456
  %1459 = load i8, ptr %556, align 1, !tbaa !13
  %1460 = zext i8 %1459 to i32
  %1461 = add nuw nsw i32 %1460, %1446
  %1462 = zext nneg i32 %1461 to i64
  %1463 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1462
  %1464 = load i8, ptr %1463, align 1, !tbaa !13
  %1465 = zext i8 %1464 to i32
  %1466 = xor i32 %1433, %1465
  br label %1467

1467:                                             ; preds = %1458, %1456
  %1468 = phi i32 [ %1466, %1458 ], [ %1433, %1456 ]
  br i1 %557, label %1478, label %1469

1469:                                             ; preds = %1467
  %1470 = load i8, ptr %559, align 1, !tbaa !13
  %1471 = zext i8 %1470 to i32
  %1472 = add nuw nsw i32 %1471, %1446
  %1473 = zext nneg i32 %1472 to i64
  %1474 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1473
  %1475 = load i8, ptr %1474, align 1, !tbaa !13
  %1476 = zext i8 %1475 to i32
  %1477 = xor i32 %1434, %1476
  br label %1478

1478:                                             ; preds = %1469, %1467
  %1479 = phi i32 [ %1477, %1469 ], [ %1434, %1467 ]
  br i1 %560, label %1489, label %1480

1480:                                             ; preds = %1478
  %1481 = load i8, ptr %562, align 1, !tbaa !13
  %1482 = zext i8 %1481 to i32
  %1483 = add nuw nsw i32 %1482, %1446
  %1484 = zext nneg i32 %1483 to i64
  %1485 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1484
  %1486 = load i8, ptr %1485, align 1, !tbaa !13
  %1487 = zext i8 %1486 to i32
  %1488 = xor i32 %1435, %1487
  br label %1489

1489:                                             ; preds = %1480, %1478, %1437, %1432
  %1490 = phi i32 [ %1433, %1432 ], [ %1433, %1437 ], [ %1468, %1480 ], [ %1468, %1478 ]
  %1491 = phi i32 [ %1434, %1432 ], [ %1434, %1437 ], [ %1479, %1480 ], [ %1479, %1478 ]
  %1492 = phi i32 [ %1435, %1432 ], [ %1435, %1437 ], [ %1488, %1480 ], [ %1435, %1478 ]
  %1493 = phi i32 [ %1436, %1432 ], [ %1436, %1437 ], [ %1457, %1480 ], [ %1457, %1478 ]
  br i1 %303, label %1494, label %1546

1494:                                             ; preds = %1489
  %1495 = add nuw nsw i32 %697, 14
  %1496 = zext nneg i32 %1495 to i64
  %1497 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1496
  %1498 = load i8, ptr %1497, align 1, !tbaa !13
  %1499 = icmp eq i8 %1498, 0
  br i1 %1499, label %1546, label %1500

1500:                                             ; preds = %1494
  %1501 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1496
  %1502 = load i8, ptr %1501, align 1, !tbaa !13
  %1503 = zext i8 %1502 to i32
  br i1 %569, label %1513, label %1504

1504:                                             ; preds = %1500
  %1505 = load i8, ptr %571, align 1, !tbaa !13
  %1506 = zext i8 %1505 to i32
  %1507 = add nuw nsw i32 %1506, %1503
  %1508 = zext nneg i32 %1507 to i64
  %1509 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1508
  %1510 = load i8, ptr %1509, align 1, !tbaa !13
  %1511 = zext i8 %1510 to i32
  %1512 = xor i32 %1493, %1511
  br label %1513

1513:                                             ; preds = %1504, %1500
  %1514 = phi i32 [ %1512, %1504 ], [ %1493, %1500 ]
  br i1 %572, label %1524, label %1515

1515:                                             ; preds = %1513
  %1516 = load i8, ptr %574, align 1, !tbaa !13
  %1517 = zext i8 %1516 to i32
  %1518 = add nuw nsw i32 %1517, %1503
  %1519 = zext nneg i32 %1518 to i64
  %1520 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1519
  %1521 = load i8, ptr %1520, align 1, !tbaa !13
  %1522 = zext i8 %1521 to i32
  %1523 = xor i32 %1490, %1522
  br label %1524

1524:                                             ; preds = %1515, %1513
  %1525 = phi i32 [ %1523, %1515 ], [ %1490, %1513 ]
  br i1 %575, label %1535, label %1526

1526:                                             ; preds = %1524
  %1527 = load i8, ptr %577, align 1, !tbaa !13
  %1528 = zext i8 %1527 to i32
  %1529 = add nuw nsw i32 %1528, %1503
  %1530 = zext nneg i32 %1529 to i64
  %1531 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1530
  %1532 = load i8, ptr %1531, align 1, !tbaa !13
  %1533 = zext i8 %1532 to i32
  %1534 = xor i32 %1491, %1533
  br label %1535

1535:                                             ; preds = %1526, %1524
  %1536 = phi i32 [ %1534, %1526 ], [ %1491, %1524 ]
  br i1 %578, label %1546, label %1537

1537:                                             ; preds = %1535
  %1538 = load i8, ptr %580, align 1, !tbaa !13
  %1539 = zext i8 %1538 to i32
  %1540 = add nuw nsw i32 %1539, %1503
  %1541 = zext nneg i32 %1540 to i64
  %1542 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1541
  %1543 = load i8, ptr %1542, align 1, !tbaa !13
  %1544 = zext i8 %1543 to i32
  %1545 = xor i32 %1492, %1544
  br label %1546

1546:                                             ; preds = %1537, %1535, %1494, %1489
  %1547 = phi i32 [ %1490, %1489 ], [ %1490, %1494 ], [ %1525, %1537 ], [ %1525, %1535 ]
  %1548 = phi i32 [ %1491, %1489 ], [ %1491, %1494 ], [ %1536, %1537 ], [ %1536, %1535 ]
  %1549 = phi i32 [ %1492, %1489 ], [ %1492, %1494 ], [ %1545, %1537 ], [ %1492, %1535 ]
  %1550 = phi i32 [ %1493, %1489 ], [ %1493, %1494 ], [ %1514, %1537 ], [ %1514, %1535 ]
  br i1 %305, label %1551, label %1603

1551:                                             ; preds = %1546
  %1552 = add nuw nsw i32 %697, 15
  %1553 = zext nneg i32 %1552 to i64
  %1554 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_cnz to ptr), i64 %1553
  %1555 = load i8, ptr %1554, align 1, !tbaa !13
  %1556 = icmp eq i8 %1555, 0
  br i1 %1556, label %1603, label %1557

1557:                                             ; preds = %1551
  %1558 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE6s_clog to ptr), i64 %1553
  %1559 = load i8, ptr %1558, align 1, !tbaa !13
  %1560 = zext i8 %1559 to i32
  br i1 %587, label %1570, label %1561

1561:                                             ; preds = %1557
  %1562 = load i8, ptr %589, align 1, !tbaa !13
  %1563 = zext i8 %1562 to i32
  %1564 = add nuw nsw i32 %1563, %1560
  %1565 = zext nneg i32 %1564 to i64
  %1566 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1565
  %1567 = load i8, ptr %1566, align 1, !tbaa !13
  %1568 = zext i8 %1567 to i32
  %1569 = xor i32 %1550, %1568
  br label %1570

1570:                                             ; preds = %1561, %1557
  %1571 = phi i32 [ %1569, %1561 ], [ %1550, %1557 ]
  br i1 %590, label %1581, label %1572

1572:                                             ; preds = %1570
  %1573 = load i8, ptr %592, align 1, !tbaa !13
  %1574 = zext i8 %1573 to i32
  %1575 = add nuw nsw i32 %1574, %1560
  %1576 = zext nneg i32 %1575 to i64
  %1577 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1576
  %1578 = load i8, ptr %1577, align 1, !tbaa !13
  %1579 = zext i8 %1578 to i32
  %1580 = xor i32 %1547, %1579
  br label %1581

1581:                                             ; preds = %1572, %1570
  %1582 = phi i32 [ %1580, %1572 ], [ %1547, %1570 ]
  br i1 %593, label %1592, label %1583

1583:                                             ; preds = %1581
  %1584 = load i8, ptr %595, align 1, !tbaa !13
  %1585 = zext i8 %1584 to i32
  %1586 = add nuw nsw i32 %1585, %1560
  %1587 = zext nneg i32 %1586 to i64
  %1588 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1587
  %1589 = load i8, ptr %1588, align 1, !tbaa !13
  %1590 = zext i8 %1589 to i32
  %1591 = xor i32 %1548, %1590
  br label %1592

1592:                                             ; preds = %1583, %1581
  %1593 = phi i32 [ %1591, %1583 ], [ %1548, %1581 ]
  br i1 %596, label %1603, label %1594

1594:                                             ; preds = %1592
  %1595 = load i8, ptr %598, align 1, !tbaa !13
  %1596 = zext i8 %1595 to i32
  %1597 = add nuw nsw i32 %1596, %1560
  %1598 = zext nneg i32 %1597 to i64
  %1599 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16rs_encode_parityE5s_exp to ptr), i64 %1598
  %1600 = load i8, ptr %1599, align 1, !tbaa !13
  %1601 = zext i8 %1600 to i32
  %1602 = xor i32 %1549, %1601
  br label %1603

1603:                                             ; preds = %1594, %1592, %1551, %1546
  %1604 = phi i32 [ %1547, %1546 ], [ %1547, %1551 ], [ %1582, %1594 ], [ %1582, %1592 ]
  %1605 = phi i32 [ %1548, %1546 ], [ %1548, %1551 ], [ %1593, %1594 ], [ %1593, %1592 ]
  %1606 = phi i32 [ %1549, %1546 ], [ %1549, %1551 ], [ %1602, %1594 ], [ %1549, %1592 ]
  %1607 = phi i32 [ %1550, %1546 ], [ %1550, %1551 ], [ %1571, %1594 ], [ %1571, %1592 ]
  %1608 = tail call noundef i32 @llvm.nvvm.prmt(i32 %1607, i32 %1604, i32 30528)
  %1609 = tail call noundef i32 @llvm.nvvm.prmt(i32 %1605, i32 %1606, i32 30528)
  %1610 = tail call noundef i32 @llvm.nvvm.prmt(i32 %1608, i32 %1609, i32 21520)
  %1611 = zext nneg i32 %696 to i64
  %1612 = mul i64 %3, %1611
  %1613 = getelementptr i32, ptr %694, i64 %1612
  store i32 %1610, ptr %1613, align 4, !tbaa !6
  %1614 = add nuw nsw i32 %696, 1
  %1615 = icmp eq i32 %1614, %11
  br i1 %1615, label %698, label %695, !llvm.loop !21

1616:                                             ; preds = %698, %263, %244, %260
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @rs_syndromes(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, i32 noundef %2, i64 noundef %3, i32 noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6, ptr noalias noundef captures(none) %7) local_unnamed_addr #0 {
  %9 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %1, i32 0)
  %10 = tail call i32 @llvm.umin.i32(i32 %9, i32 255)
  %11 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %4, i32 0)
  %12 = tail call i32 @llvm.umin.i32(i32 %11, i32 16)
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp samesign ult i32 %13, 16
  br i1 %14, label %15, label %85

15:                                               ; preds = %8
  %16 = add nuw nsw i32 %13, 1
  %17 = and i32 %16, 7
  %18 = icmp samesign ult i32 %13, 7
  br i1 %18, label %68, label %19

19:                                               ; preds = %15
  %20 = and i32 %16, 24
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i32 [ 1, %19 ], [ %63, %21 ]
  %23 = phi i32 [ 0, %19 ], [ %64, %21 ]
  %24 = shl nuw nsw i32 %22, 1
  %25 = icmp samesign ult i32 %22, 128
  %26 = select i1 %25, i32 128, i32 29
  %27 = and i32 %24, 254
  %28 = xor i32 %26, %27
  %29 = shl nuw nsw i32 %28, 1
  %30 = icmp samesign ult i32 %27, 128
  %31 = select i1 %30, i32 128, i32 29
  %32 = and i32 %29, 254
  %33 = xor i32 %31, %32
  %34 = shl nuw nsw i32 %33, 1
  %35 = icmp samesign ult i32 %32, 128
  %36 = select i1 %35, i32 128, i32 29
  %37 = and i32 %34, 254
  %38 = xor i32 %36, %37
  %39 = shl nuw nsw i32 %38, 1
  %40 = icmp samesign ult i32 %37, 128
  %41 = select i1 %40, i32 128, i32 29
  %42 = and i32 %39, 254
  %43 = xor i32 %41, %42
  %44 = shl nuw nsw i32 %43, 1
  %45 = icmp samesign ult i32 %42, 128
  %46 = select i1 %45, i32 128, i32 29
  %47 = and i32 %44, 254
  %48 = xor i32 %46, %47
  %49 = shl nuw nsw i32 %48, 1
  %50 = icmp samesign ult i32 %47, 128
  %51 = select i1 %50, i32 128, i32 29
  %52 = and i32 %49, 254
  %53 = xor i32 %51, %52
  %54 = shl nuw nsw i32 %53, 1
  %55 = icmp samesign ult i32 %52, 128
  %56 = select i1 %55, i32 128, i32 29
  %57 = and i32 %54, 254
  %58 = xor i32 %56, %57
  %59 = shl nuw nsw i32 %58, 1
  %60 = icmp samesign ult i32 %57, 128
  %61 = select i1 %60, i32 0, i32 29
  %62 = and i32 %59, 254
  %63 = xor i32 %61, %62
  %64 = add i32 %23, 8
  %65 = icmp eq i32 %64, %20
  br i1 %65, label %66, label %21, !llvm.loop !22

66:                                               ; preds = %21
  %67 = icmp eq i32 %17, 0
  br i1 %67, label %81, label %68

68:                                               ; preds = %66, %15
  %69 = phi i32 [ 1, %15 ], [ %63, %66 ]
  %70 = icmp ne i32 %17, 0
  tail call void @llvm.assume(i1 %70)
  br label %71

71:                                               ; preds = %71, %68
  %72 = phi i32 [ %78, %71 ], [ %69, %68 ]
  %73 = phi i32 [ %79, %71 ], [ 0, %68 ]
  %74 = shl nuw nsw i32 %72, 1
  %75 = icmp samesign ult i32 %72, 128
  %76 = select i1 %75, i32 0, i32 29
  %77 = and i32 %74, 254
  %78 = xor i32 %76, %77
  %79 = add i32 %73, 1
  %80 = icmp eq i32 %79, %17
  br i1 %80, label %81, label %71, !llvm.loop !23

81:                                               ; preds = %71, %66
  %82 = phi i32 [ %63, %66 ], [ %78, %71 ]
  %83 = zext nneg i32 %13 to i64
  %84 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_alpha to ptr), i64 %83
  store i32 %82, ptr %84, align 4, !tbaa !6
  br label %85

85:                                               ; preds = %81, %8
  %86 = icmp eq i32 %13, 0
  br i1 %86, label %87, label %88

87:                                               ; preds = %85
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_dirty to ptr), align 4, !tbaa !6
  br label %88

88:                                               ; preds = %87, %85
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %89 = icmp sgt i32 %2, 0
  br i1 %89, label %90, label %226

90:                                               ; preds = %88
  %91 = zext nneg i32 %2 to i64
  %92 = icmp slt i64 %3, %91
  br i1 %92, label %226, label %93

93:                                               ; preds = %90
  %94 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %95 = zext nneg i32 %94 to i64
  %96 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %97 = zext nneg i32 %96 to i64
  %98 = mul nuw nsw i64 %95, %97
  %99 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %100 = zext nneg i32 %99 to i64
  %101 = mul nuw nsw i64 %100, %97
  %102 = zext nneg i32 %13 to i64
  %103 = add nuw nsw i64 %101, %102
  %104 = icmp samesign ult i64 %103, %91
  br i1 %104, label %105, label %226

105:                                              ; preds = %93
  %106 = icmp slt i32 %4, 1
  %107 = icmp slt i32 %1, 1
  br label %108

108:                                              ; preds = %105, %114
  %109 = phi i64 [ %103, %105 ], [ %126, %114 ]
  %110 = phi i32 [ 0, %105 ], [ %125, %114 ]
  %111 = getelementptr i32, ptr %5, i64 %109
  br i1 %106, label %114, label %112

112:                                              ; preds = %108
  %113 = getelementptr i32, ptr %0, i64 %109
  br label %128

114:                                              ; preds = %151, %108
  %115 = phi i32 [ 0, %108 ], [ %155, %151 ]
  %116 = and i32 %115, 2139062143
  %117 = add nuw i32 %116, 2139062143
  %118 = or i32 %117, %115
  %119 = and i32 %118, -2139062144
  %120 = tail call noundef range(i32 0, 5) i32 @llvm.ctpop.i32(i32 range(i32 0, -2139062143) %119)
  %121 = trunc nuw nsw i32 %120 to i8
  %122 = getelementptr inbounds nuw i8, ptr %6, i64 %109
  store i8 %121, ptr %122, align 1, !tbaa !13
  %123 = icmp ne i32 %119, 0
  %124 = zext i1 %123 to i32
  %125 = add i32 %110, %124
  %126 = add nuw nsw i64 %109, %98
  %127 = icmp samesign ult i64 %126, %91
  br i1 %127, label %108, label %226, !llvm.loop !25

128:                                              ; preds = %112, %151
  %129 = phi i32 [ 0, %112 ], [ %156, %151 ]
  %130 = phi i32 [ 0, %112 ], [ %155, %151 ]
  %131 = zext nneg i32 %129 to i64
  br i1 %107, label %151, label %132

132:                                              ; preds = %128
  %133 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_alpha to ptr), i64 %131
  %134 = load i32, ptr %133, align 4, !tbaa !6
  %135 = and i32 %134, 1
  %136 = icmp eq i32 %135, 0
  %137 = and i32 %134, 2
  %138 = icmp eq i32 %137, 0
  %139 = and i32 %134, 4
  %140 = icmp eq i32 %139, 0
  %141 = and i32 %134, 8
  %142 = icmp eq i32 %141, 0
  %143 = and i32 %134, 16
  %144 = icmp eq i32 %143, 0
  %145 = and i32 %134, 32
  %146 = icmp eq i32 %145, 0
  %147 = and i32 %134, 64
  %148 = icmp eq i32 %147, 0
  %149 = and i32 %134, 128
  %150 = icmp eq i32 %149, 0
  br label %158

151:                                              ; preds = %158, %128
  %152 = phi i32 [ 0, %128 ], [ %224, %158 ]
  %153 = mul i64 %3, %131
  %154 = getelementptr i32, ptr %111, i64 %153
  store i32 %152, ptr %154, align 4, !tbaa !6
  %155 = or i32 %152, %130
  %156 = add nuw nsw i32 %129, 1
  %157 = icmp eq i32 %156, %12
  br i1 %157, label %114, label %128, !llvm.loop !26

158:                                              ; preds = %132, %158
  %159 = phi i32 [ %218, %158 ], [ %10, %132 ]
  %160 = phi i32 [ %224, %158 ], [ 0, %132 ]
  %161 = select i1 %136, i32 0, i32 %160
  %162 = lshr i32 %160, 7
  %163 = and i32 %162, 16843009
  %164 = shl i32 %160, 1
  %165 = and i32 %164, -16843010
  %166 = mul nuw nsw i32 %163, 29
  %167 = xor i32 %166, %165
  %168 = select i1 %138, i32 0, i32 %167
  %169 = xor i32 %168, %161
  %170 = lshr i32 %167, 7
  %171 = and i32 %170, 16843009
  %172 = shl i32 %167, 1
  %173 = and i32 %172, -16843010
  %174 = mul nuw nsw i32 %171, 29
  %175 = xor i32 %174, %173
  %176 = select i1 %140, i32 0, i32 %175
  %177 = xor i32 %176, %169
  %178 = lshr i32 %175, 7
  %179 = and i32 %178, 16843009
  %180 = shl i32 %175, 1
  %181 = and i32 %180, -16843010
  %182 = mul nuw nsw i32 %179, 29
  %183 = xor i32 %182, %181
  %184 = select i1 %142, i32 0, i32 %183
  %185 = xor i32 %184, %177
  %186 = lshr i32 %183, 7
  %187 = and i32 %186, 16843009
  %188 = shl i32 %183, 1
  %189 = and i32 %188, -16843010
  %190 = mul nuw nsw i32 %187, 29
  %191 = xor i32 %190, %189
  %192 = select i1 %144, i32 0, i32 %191
  %193 = xor i32 %192, %185
  %194 = lshr i32 %191, 7
  %195 = and i32 %194, 16843009
  %196 = shl i32 %191, 1
  %197 = and i32 %196, -16843010
  %198 = mul nuw nsw i32 %195, 29
  %199 = xor i32 %198, %197
  %200 = select i1 %146, i32 0, i32 %199
  %201 = xor i32 %200, %193
  %202 = lshr i32 %199, 7
  %203 = and i32 %202, 16843009
  %204 = shl i32 %199, 1
  %205 = and i32 %204, -16843010
  %206 = mul nuw nsw i32 %203, 29
  %207 = xor i32 %206, %205
  %208 = select i1 %148, i32 0, i32 %207
  %209 = xor i32 %208, %201
  %210 = lshr i32 %207, 7
  %211 = and i32 %210, 16843009
  %212 = shl i32 %207, 1
  %213 = and i32 %212, -16843010
  %214 = mul nuw nsw i32 %211, 29
  %215 = xor i32 %214, %213
  %216 = select i1 %150, i32 0, i32 %215
  %217 = xor i32 %216, %209
  %218 = add nsw i32 %159, -1
  %219 = zext nneg i32 %218 to i64
  %220 = mul i64 %3, %219
  %221 = getelementptr i32, ptr %113, i64 %220
  %222 = addrspacecast ptr %221 to ptr addrspace(1)
  %223 = load i32, ptr addrspace(1) %222, align 4, !invariant.load !19
  %224 = xor i32 %223, %217
  %225 = icmp sgt i32 %159, 1
  br i1 %225, label %158, label %151, !llvm.loop !27

226:                                              ; preds = %114, %93, %90, %88
  %227 = phi i32 [ 0, %88 ], [ 0, %90 ], [ 0, %93 ], [ %125, %114 ]
  %228 = icmp eq i32 %227, 0
  br i1 %228, label %231, label %229

229:                                              ; preds = %226
  %230 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_dirty to ptr), i32 %227 seq_cst, align 4
  br label %231

231:                                              ; preds = %229, %226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %232 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12rs_syndromesE7s_dirty to ptr), align 4
  %233 = icmp ne i32 %232, 0
  %234 = select i1 %86, i1 %233, i1 false
  br i1 %234, label %235, label %237

235:                                              ; preds = %231
  %236 = atomicrmw add ptr %7, i32 %232 seq_cst, align 4
  br label %237

237:                                              ; preds = %235, %231
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @gf_region_mul_xor(ptr noalias noundef captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = lshr i64 %2, 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = zext nneg i32 %6 to i64
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = mul nuw nsw i64 %7, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext nneg i32 %11 to i64
  %13 = add nuw nsw i64 %10, %12
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %15 = zext nneg i32 %14 to i64
  %16 = mul nuw nsw i64 %15, %9
  %17 = icmp samesign ult i64 %13, %5
  br i1 %17, label %18, label %35

18:                                               ; preds = %4
  %19 = and i32 %3, 1
  %20 = icmp eq i32 %19, 0
  %21 = and i32 %3, 2
  %22 = icmp eq i32 %21, 0
  %23 = and i32 %3, 4
  %24 = icmp eq i32 %23, 0
  %25 = and i32 %3, 8
  %26 = icmp eq i32 %25, 0
  %27 = and i32 %3, 16
  %28 = icmp eq i32 %27, 0
  %29 = and i32 %3, 32
  %30 = icmp eq i32 %29, 0
  %31 = and i32 %3, 64
  %32 = icmp eq i32 %31, 0
  %33 = and i32 %3, 128
  %34 = icmp eq i32 %33, 0
  br label %58

35:                                               ; preds = %58, %4
  %36 = add nsw i64 %16, -1
  %37 = icmp eq i64 %13, %36
  %38 = and i64 %2, -16
  %39 = icmp ne i64 %38, %2
  %40 = and i1 %37, %39
  br i1 %40, label %41, label %374

41:                                               ; preds = %35
  %42 = and i32 %3, 1
  %43 = icmp eq i32 %42, 0
  %44 = and i32 %3, 2
  %45 = icmp eq i32 %44, 0
  %46 = and i32 %3, 4
  %47 = icmp eq i32 %46, 0
  %48 = and i32 %3, 8
  %49 = icmp eq i32 %48, 0
  %50 = and i32 %3, 16
  %51 = icmp eq i32 %50, 0
  %52 = and i32 %3, 32
  %53 = icmp eq i32 %52, 0
  %54 = and i32 %3, 64
  %55 = icmp eq i32 %54, 0
  %56 = and i32 %3, 128
  %57 = icmp eq i32 %56, 0
  br label %311

58:                                               ; preds = %18, %58
  %59 = phi i64 [ %309, %58 ], [ %13, %18 ]
  %60 = getelementptr inbounds nuw %struct.uint4, ptr %1, i64 %59
  %61 = addrspacecast ptr %60 to ptr addrspace(1)
  %62 = load i32, ptr addrspace(1) %61, align 16
  %63 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 4
  %64 = load i32, ptr addrspace(1) %63, align 4
  %65 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 8
  %66 = load i32, ptr addrspace(1) %65, align 8
  %67 = getelementptr inbounds nuw i8, ptr addrspace(1) %61, i64 12
  %68 = load i32, ptr addrspace(1) %67, align 4
  %69 = getelementptr inbounds nuw %struct.uint4, ptr %0, i64 %59
  %70 = load i32, ptr %69, align 16, !tbaa !6
  %71 = getelementptr inbounds nuw i8, ptr %69, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa !6
  %73 = getelementptr inbounds nuw i8, ptr %69, i64 8
  %74 = load i32, ptr %73, align 8, !tbaa !6
  %75 = getelementptr inbounds nuw i8, ptr %69, i64 12
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = select i1 %20, i32 0, i32 %68
  %78 = lshr i32 %68, 7
  %79 = and i32 %78, 16843009
  %80 = shl i32 %68, 1
  %81 = and i32 %80, -16843010
  %82 = mul nuw nsw i32 %79, 29
  %83 = xor i32 %82, %81
  %84 = select i1 %22, i32 0, i32 %83
  %85 = xor i32 %84, %77
  %86 = lshr i32 %83, 7
  %87 = and i32 %86, 16843009
  %88 = shl i32 %83, 1
  %89 = and i32 %88, -16843010
  %90 = mul nuw nsw i32 %87, 29
  %91 = xor i32 %90, %89
  %92 = select i1 %24, i32 0, i32 %91
  %93 = xor i32 %92, %85
  %94 = lshr i32 %91, 7
  %95 = and i32 %94, 16843009
  %96 = shl i32 %91, 1
  %97 = and i32 %96, -16843010
  %98 = mul nuw nsw i32 %95, 29
  %99 = xor i32 %98, %97
  %100 = select i1 %26, i32 0, i32 %99
  %101 = xor i32 %100, %93
  %102 = lshr i32 %99, 7
  %103 = and i32 %102, 16843009
  %104 = shl i32 %99, 1
  %105 = and i32 %104, -16843010
  %106 = mul nuw nsw i32 %103, 29
  %107 = xor i32 %106, %105
  %108 = select i1 %28, i32 0, i32 %107
  %109 = xor i32 %108, %101
  %110 = lshr i32 %107, 7
  %111 = and i32 %110, 16843009
  %112 = shl i32 %107, 1
  %113 = and i32 %112, -16843010
  %114 = mul nuw nsw i32 %111, 29
  %115 = xor i32 %114, %113
  %116 = select i1 %30, i32 0, i32 %115
  %117 = xor i32 %116, %109
  %118 = lshr i32 %115, 7
  %119 = and i32 %118, 16843009
  %120 = shl i32 %115, 1
  %121 = and i32 %120, -16843010
  %122 = mul nuw nsw i32 %119, 29
  %123 = xor i32 %122, %121
  %124 = select i1 %32, i32 0, i32 %123
  %125 = xor i32 %124, %117
  %126 = lshr i32 %123, 7
  %127 = and i32 %126, 16843009
  %128 = shl i32 %123, 1
  %129 = and i32 %128, -16843010
  %130 = mul nuw nsw i32 %127, 29
  %131 = xor i32 %130, %129
  %132 = select i1 %34, i32 0, i32 %131
  %133 = xor i32 %132, %125
  %134 = select i1 %20, i32 0, i32 %66
  %135 = lshr i32 %66, 7
  %136 = and i32 %135, 16843009
  %137 = shl i32 %66, 1
  %138 = and i32 %137, -16843010
  %139 = mul nuw nsw i32 %136, 29
  %140 = xor i32 %139, %138
  %141 = select i1 %22, i32 0, i32 %140
  %142 = xor i32 %141, %134
  %143 = lshr i32 %140, 7
  %144 = and i32 %143, 16843009
  %145 = shl i32 %140, 1
  %146 = and i32 %145, -16843010
  %147 = mul nuw nsw i32 %144, 29
  %148 = xor i32 %147, %146
  %149 = select i1 %24, i32 0, i32 %148
  %150 = xor i32 %149, %142
  %151 = lshr i32 %148, 7
  %152 = and i32 %151, 16843009
  %153 = shl i32 %148, 1
  %154 = and i32 %153, -16843010
  %155 = mul nuw nsw i32 %152, 29
  %156 = xor i32 %155, %154
  %157 = select i1 %26, i32 0, i32 %156
  %158 = xor i32 %157, %150
  %159 = lshr i32 %156, 7
  %160 = and i32 %159, 16843009
  %161 = shl i32 %156, 1
  %162 = and i32 %161, -16843010
  %163 = mul nuw nsw i32 %160, 29
  %164 = xor i32 %163, %162
  %165 = select i1 %28, i32 0, i32 %164
  %166 = xor i32 %165, %158
  %167 = lshr i32 %164, 7
  %168 = and i32 %167, 16843009
  %169 = shl i32 %164, 1
  %170 = and i32 %169, -16843010
  %171 = mul nuw nsw i32 %168, 29
  %172 = xor i32 %171, %170
  %173 = select i1 %30, i32 0, i32 %172
  %174 = xor i32 %173, %166
  %175 = lshr i32 %172, 7
  %176 = and i32 %175, 16843009
  %177 = shl i32 %172, 1
  %178 = and i32 %177, -16843010
  %179 = mul nuw nsw i32 %176, 29
  %180 = xor i32 %179, %178
  %181 = select i1 %32, i32 0, i32 %180
  %182 = xor i32 %181, %174
  %183 = lshr i32 %180, 7
  %184 = and i32 %183, 16843009
  %185 = shl i32 %180, 1
  %186 = and i32 %185, -16843010
  %187 = mul nuw nsw i32 %184, 29
  %188 = xor i32 %187, %186
  %189 = select i1 %34, i32 0, i32 %188
  %190 = xor i32 %189, %182
  %191 = select i1 %20, i32 0, i32 %64
  %192 = lshr i32 %64, 7
  %193 = and i32 %192, 16843009
  %194 = shl i32 %64, 1
  %195 = and i32 %194, -16843010
  %196 = mul nuw nsw i32 %193, 29
  %197 = xor i32 %196, %195
  %198 = select i1 %22, i32 0, i32 %197
  %199 = xor i32 %198, %191
  %200 = lshr i32 %197, 7
  %201 = and i32 %200, 16843009
  %202 = shl i32 %197, 1
  %203 = and i32 %202, -16843010
  %204 = mul nuw nsw i32 %201, 29
  %205 = xor i32 %204, %203
  %206 = select i1 %24, i32 0, i32 %205
  %207 = xor i32 %206, %199
  %208 = lshr i32 %205, 7
  %209 = and i32 %208, 16843009
  %210 = shl i32 %205, 1
  %211 = and i32 %210, -16843010
  %212 = mul nuw nsw i32 %209, 29
  %213 = xor i32 %212, %211
  %214 = select i1 %26, i32 0, i32 %213
  %215 = xor i32 %214, %207
  %216 = lshr i32 %213, 7
  %217 = and i32 %216, 16843009
  %218 = shl i32 %213, 1
  %219 = and i32 %218, -16843010
  %220 = mul nuw nsw i32 %217, 29
  %221 = xor i32 %220, %219
  %222 = select i1 %28, i32 0, i32 %221
  %223 = xor i32 %222, %215
  %224 = lshr i32 %221, 7
  %225 = and i32 %224, 16843009
  %226 = shl i32 %221, 1
  %227 = and i32 %226, -16843010
  %228 = mul nuw nsw i32 %225, 29
  %229 = xor i32 %228, %227
  %230 = select i1 %30, i32 0, i32 %229
  %231 = xor i32 %230, %223
  %232 = lshr i32 %229, 7
  %233 = and i32 %232, 16843009
  %234 = shl i32 %229, 1
  %235 = and i32 %234, -16843010
  %236 = mul nuw nsw i32 %233, 29
  %237 = xor i32 %236, %235
  %238 = select i1 %32, i32 0, i32 %237
  %239 = xor i32 %238, %231
  %240 = lshr i32 %237, 7
  %241 = and i32 %240, 16843009
  %242 = shl i32 %237, 1
  %243 = and i32 %242, -16843010
  %244 = mul nuw nsw i32 %241, 29
  %245 = xor i32 %244, %243
  %246 = select i1 %34, i32 0, i32 %245
  %247 = xor i32 %246, %239
  %248 = select i1 %20, i32 0, i32 %62
  %249 = lshr i32 %62, 7
  %250 = and i32 %249, 16843009
  %251 = shl i32 %62, 1
  %252 = and i32 %251, -16843010
  %253 = mul nuw nsw i32 %250, 29
  %254 = xor i32 %253, %252
  %255 = select i1 %22, i32 0, i32 %254
  %256 = xor i32 %255, %248
  %257 = lshr i32 %254, 7
  %258 = and i32 %257, 16843009
  %259 = shl i32 %254, 1
  %260 = and i32 %259, -16843010
  %261 = mul nuw nsw i32 %258, 29
  %262 = xor i32 %261, %260
  %263 = select i1 %24, i32 0, i32 %262
  %264 = xor i32 %263, %256
  %265 = lshr i32 %262, 7
  %266 = and i32 %265, 16843009
  %267 = shl i32 %262, 1
  %268 = and i32 %267, -16843010
  %269 = mul nuw nsw i32 %266, 29
  %270 = xor i32 %269, %268
  %271 = select i1 %26, i32 0, i32 %270
  %272 = xor i32 %271, %264
  %273 = lshr i32 %270, 7
  %274 = and i32 %273, 16843009
  %275 = shl i32 %270, 1
  %276 = and i32 %275, -16843010
  %277 = mul nuw nsw i32 %274, 29
  %278 = xor i32 %277, %276
  %279 = select i1 %28, i32 0, i32 %278
  %280 = xor i32 %279, %272
  %281 = lshr i32 %278, 7
  %282 = and i32 %281, 16843009
  %283 = shl i32 %278, 1
  %284 = and i32 %283, -16843010
  %285 = mul nuw nsw i32 %282, 29
  %286 = xor i32 %285, %284
  %287 = select i1 %30, i32 0, i32 %286
  %288 = xor i32 %287, %280
  %289 = lshr i32 %286, 7
  %290 = and i32 %289, 16843009
  %291 = shl i32 %286, 1
  %292 = and i32 %291, -16843010
  %293 = mul nuw nsw i32 %290, 29
  %294 = xor i32 %293, %292
  %295 = select i1 %32, i32 0, i32 %294
  %296 = xor i32 %295, %288
  %297 = lshr i32 %294, 7
  %298 = and i32 %297, 16843009
  %299 = shl i32 %294, 1
  %300 = and i32 %299, -16843010
  %301 = mul nuw nsw i32 %298, 29
  %302 = xor i32 %301, %300
  %303 = select i1 %34, i32 0, i32 %302
  %304 = xor i32 %303, %296
  %305 = xor i32 %304, %70
  %306 = xor i32 %247, %72
  %307 = xor i32 %190, %74
  %308 = xor i32 %133, %76
  store i32 %305, ptr %69, align 16, !tbaa !6
  store i32 %306, ptr %71, align 4, !tbaa !6
  store i32 %307, ptr %73, align 8, !tbaa !6
  store i32 %308, ptr %75, align 4, !tbaa !6
  %309 = add nuw nsw i64 %59, %16
  %310 = icmp samesign ult i64 %309, %5
  br i1 %310, label %58, label %35, !llvm.loop !28

311:                                              ; preds = %41, %311
  %312 = phi i64 [ %372, %311 ], [ %38, %41 ]
  %313 = getelementptr inbounds nuw i8, ptr %1, i64 %312
  %314 = load i8, ptr %313, align 1, !tbaa !13
  %315 = zext i8 %314 to i32
  %316 = select i1 %43, i32 0, i32 %315
  %317 = lshr i32 %315, 7
  %318 = shl nuw nsw i32 %315, 1
  %319 = and i32 %318, 254
  %320 = mul nuw nsw i32 %317, 29
  %321 = xor i32 %320, %319
  %322 = select i1 %45, i32 0, i32 %321
  %323 = xor i32 %322, %316
  %324 = shl nuw nsw i32 %321, 1
  %325 = and i32 %324, 254
  %326 = and i32 %315, 64
  %327 = icmp eq i32 %326, 0
  %328 = select i1 %327, i32 0, i32 29
  %329 = xor i32 %328, %325
  %330 = select i1 %47, i32 0, i32 %329
  %331 = xor i32 %330, %323
  %332 = lshr i32 %325, 7
  %333 = shl nuw nsw i32 %329, 1
  %334 = and i32 %333, 254
  %335 = mul nuw nsw i32 %332, 29
  %336 = xor i32 %335, %334
  %337 = select i1 %49, i32 0, i32 %336
  %338 = xor i32 %337, %331
  %339 = shl nuw nsw i32 %336, 1
  %340 = and i32 %339, 254
  %341 = and i32 %315, 16
  %342 = icmp eq i32 %341, 0
  %343 = select i1 %342, i32 0, i32 29
  %344 = xor i32 %343, %340
  %345 = select i1 %51, i32 0, i32 %344
  %346 = xor i32 %345, %338
  %347 = lshr i32 %340, 7
  %348 = shl nuw nsw i32 %344, 1
  %349 = and i32 %348, 254
  %350 = mul nuw nsw i32 %347, 29
  %351 = xor i32 %350, %349
  %352 = select i1 %53, i32 0, i32 %351
  %353 = xor i32 %352, %346
  %354 = shl nuw nsw i32 %351, 1
  %355 = and i32 %354, 254
  %356 = and i32 %329, 16
  %357 = icmp eq i32 %356, 0
  %358 = select i1 %357, i32 0, i32 29
  %359 = xor i32 %358, %355
  %360 = select i1 %55, i32 0, i32 %359
  %361 = xor i32 %360, %353
  %362 = lshr i32 %355, 7
  %363 = shl nuw nsw i32 %359, 1
  %364 = mul nuw nsw i32 %362, 29
  %365 = xor i32 %364, %363
  %366 = select i1 %57, i32 0, i32 %365
  %367 = xor i32 %366, %361
  %368 = getelementptr inbounds nuw i8, ptr %0, i64 %312
  %369 = load i8, ptr %368, align 1, !tbaa !13
  %370 = trunc i32 %367 to i8
  %371 = xor i8 %369, %370
  store i8 %371, ptr %368, align 1, !tbaa !13
  %372 = add nuw i64 %312, 1
  %373 = icmp ult i64 %372, %2
  br i1 %373, label %311, label %374, !llvm.loop !29

374:                                              ; preds = %311, %35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !16}
!19 = !{}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.unroll.disable"}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
