; ModuleID = 'src/chacha20.cu'
source_filename = "src/chacha20.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ChaChaKey = type { [8 x i32], [3 x i32], i32 }

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @chacha20_xor(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef writeonly captures(none) %1, i64 noundef %2, ptr noundef readonly byval(%struct.ChaChaKey) align 4 captures(none) %3) local_unnamed_addr #0 {
  %5 = alloca [16 x i32], align 4
  %6 = load i32, ptr %3, align 4, !tbaa !6
  %7 = getelementptr inbounds nuw i8, ptr %3, i64 4
  %8 = load i32, ptr %7, align 4, !tbaa !6
  %9 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds nuw i8, ptr %3, i64 12
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = getelementptr inbounds nuw i8, ptr %3, i64 20
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = getelementptr inbounds nuw i8, ptr %3, i64 28
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = getelementptr inbounds nuw i8, ptr %3, i64 32
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = getelementptr inbounds nuw i8, ptr %3, i64 36
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds nuw i8, ptr %3, i64 40
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = add i64 %2, 63
  %28 = lshr i64 %27, 6
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %30 = zext nneg i32 %29 to i64
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %32 = zext nneg i32 %31 to i64
  %33 = mul nuw nsw i64 %30, %32
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = zext nneg i32 %34 to i64
  %36 = add nuw nsw i64 %33, %35
  %37 = icmp samesign ult i64 %36, %28
  br i1 %37, label %38, label %69

38:                                               ; preds = %4
  %39 = getelementptr inbounds nuw i8, ptr %3, i64 44
  %40 = load i32, ptr %39, align 4, !tbaa !11
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %42 = zext nneg i32 %41 to i64
  %43 = mul nuw nsw i64 %42, %32
  %44 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %45 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %46 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %47 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %48 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %49 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %50 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %51 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %52 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %53 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %54 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %55 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %56 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %57 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %58 = getelementptr inbounds nuw i8, ptr %5, i64 60
  %59 = trunc i64 %2 to i32
  %60 = mul i32 %31, %29
  %61 = add i32 %34, %60
  %62 = shl i32 %61, 6
  %63 = mul i32 %31, %41
  %64 = mul i32 %63, -64
  %65 = and i32 %59, 3
  %66 = or disjoint i32 %62, %65
  %67 = icmp eq i32 %65, 0
  %68 = icmp ne i32 %65, 0
  br label %70

69:                                               ; preds = %355, %4
  ret void

70:                                               ; preds = %38, %355
  %71 = phi i32 [ 0, %38 ], [ %358, %355 ]
  %72 = phi i64 [ %36, %38 ], [ %356, %355 ]
  %73 = mul i32 %64, %71
  %74 = trunc i64 %72 to i32
  %75 = add i32 %40, %74
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7
  br label %96

76:                                               ; preds = %96
  %77 = add i32 %168, 1634760805
  store i32 %77, ptr %5, align 4, !tbaa !6
  %78 = add i32 %180, 857760878
  store i32 %78, ptr %44, align 4, !tbaa !6
  %79 = add i32 %192, 2036477234
  store i32 %79, ptr %45, align 4, !tbaa !6
  %80 = add i32 %204, 1797285236
  store i32 %80, ptr %46, align 4, !tbaa !6
  %81 = add i32 %6, %209
  store i32 %81, ptr %47, align 4, !tbaa !6
  %82 = add i32 %8, %173
  store i32 %82, ptr %48, align 4, !tbaa !6
  %83 = add i32 %10, %185
  store i32 %83, ptr %49, align 4, !tbaa !6
  %84 = add i32 %12, %197
  store i32 %84, ptr %50, align 4, !tbaa !6
  %85 = add i32 %14, %195
  store i32 %85, ptr %51, align 4, !tbaa !6
  %86 = add i32 %16, %207
  store i32 %86, ptr %52, align 4, !tbaa !6
  %87 = add i32 %18, %171
  store i32 %87, ptr %53, align 4, !tbaa !6
  %88 = add i32 %20, %183
  store i32 %88, ptr %54, align 4, !tbaa !6
  %89 = add i32 %75, %182
  store i32 %89, ptr %55, align 4, !tbaa !6
  %90 = add i32 %22, %194
  store i32 %90, ptr %56, align 4, !tbaa !6
  %91 = add i32 %24, %206
  store i32 %91, ptr %57, align 4, !tbaa !6
  %92 = add i32 %26, %170
  store i32 %92, ptr %58, align 4, !tbaa !6
  %93 = shl nuw i64 %72, 6
  %94 = add nuw i64 %93, 64
  %95 = icmp ugt i64 %94, %2
  br i1 %95, label %277, label %212

96:                                               ; preds = %70, %96
  %97 = phi i32 [ 0, %70 ], [ %210, %96 ]
  %98 = phi i32 [ %6, %70 ], [ %209, %96 ]
  %99 = phi i32 [ 1634760805, %70 ], [ %168, %96 ]
  %100 = phi i32 [ %75, %70 ], [ %182, %96 ]
  %101 = phi i32 [ %14, %70 ], [ %195, %96 ]
  %102 = phi i32 [ %8, %70 ], [ %173, %96 ]
  %103 = phi i32 [ 857760878, %70 ], [ %180, %96 ]
  %104 = phi i32 [ %22, %70 ], [ %194, %96 ]
  %105 = phi i32 [ %16, %70 ], [ %207, %96 ]
  %106 = phi i32 [ %10, %70 ], [ %185, %96 ]
  %107 = phi i32 [ 2036477234, %70 ], [ %192, %96 ]
  %108 = phi i32 [ %24, %70 ], [ %206, %96 ]
  %109 = phi i32 [ %18, %70 ], [ %171, %96 ]
  %110 = phi i32 [ %12, %70 ], [ %197, %96 ]
  %111 = phi i32 [ 1797285236, %70 ], [ %204, %96 ]
  %112 = phi i32 [ %26, %70 ], [ %170, %96 ]
  %113 = phi i32 [ %20, %70 ], [ %183, %96 ]
  %114 = add i32 %99, %98
  %115 = xor i32 %100, %114
  %116 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %115, i32 16)
  %117 = add i32 %101, %116
  %118 = xor i32 %117, %98
  %119 = tail call i32 @llvm.fshl.i32(i32 %118, i32 %118, i32 12)
  %120 = add i32 %119, %114
  %121 = xor i32 %120, %116
  %122 = tail call i32 @llvm.fshl.i32(i32 %121, i32 %121, i32 8)
  %123 = add i32 %122, %117
  %124 = xor i32 %123, %119
  %125 = tail call i32 @llvm.fshl.i32(i32 %124, i32 %124, i32 7)
  %126 = add i32 %103, %102
  %127 = xor i32 %104, %126
  %128 = tail call i32 @llvm.fshl.i32(i32 %127, i32 %127, i32 16)
  %129 = add i32 %105, %128
  %130 = xor i32 %129, %102
  %131 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 12)
  %132 = add i32 %131, %126
  %133 = xor i32 %132, %128
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 8)
  %135 = add i32 %134, %129
  %136 = xor i32 %135, %131
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 7)
  %138 = add i32 %107, %106
  %139 = xor i32 %108, %138
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 16)
  %141 = add i32 %109, %140
  %142 = xor i32 %141, %106
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 12)
  %144 = add i32 %143, %138
  %145 = xor i32 %144, %140
  %146 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 8)
  %147 = add i32 %146, %141
  %148 = xor i32 %147, %143
  %149 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 7)
  %150 = add i32 %111, %110
  %151 = xor i32 %112, %150
  %152 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 16)
  %153 = add i32 %113, %152
  %154 = xor i32 %153, %110
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 12)
  %156 = add i32 %155, %150
  %157 = xor i32 %156, %152
  %158 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 8)
  %159 = add i32 %158, %153
  %160 = xor i32 %159, %155
  %161 = tail call i32 @llvm.fshl.i32(i32 %160, i32 %160, i32 7)
  %162 = add i32 %137, %120
  %163 = xor i32 %158, %162
  %164 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 16)
  %165 = add i32 %164, %147
  %166 = xor i32 %165, %137
  %167 = tail call i32 @llvm.fshl.i32(i32 %166, i32 %166, i32 12)
  %168 = add i32 %167, %162
  %169 = xor i32 %168, %164
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 8)
  %171 = add i32 %170, %165
  %172 = xor i32 %171, %167
  %173 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 7)
  %174 = add i32 %149, %132
  %175 = xor i32 %174, %122
  %176 = tail call i32 @llvm.fshl.i32(i32 %175, i32 %175, i32 16)
  %177 = add i32 %159, %176
  %178 = xor i32 %177, %149
  %179 = tail call i32 @llvm.fshl.i32(i32 %178, i32 %178, i32 12)
  %180 = add i32 %179, %174
  %181 = xor i32 %180, %176
  %182 = tail call i32 @llvm.fshl.i32(i32 %181, i32 %181, i32 8)
  %183 = add i32 %182, %177
  %184 = xor i32 %183, %179
  %185 = tail call i32 @llvm.fshl.i32(i32 %184, i32 %184, i32 7)
  %186 = add i32 %161, %144
  %187 = xor i32 %186, %134
  %188 = tail call i32 @llvm.fshl.i32(i32 %187, i32 %187, i32 16)
  %189 = add i32 %188, %123
  %190 = xor i32 %189, %161
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 12)
  %192 = add i32 %191, %186
  %193 = xor i32 %192, %188
  %194 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 8)
  %195 = add i32 %194, %189
  %196 = xor i32 %195, %191
  %197 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 7)
  %198 = add i32 %156, %125
  %199 = xor i32 %198, %146
  %200 = tail call i32 @llvm.fshl.i32(i32 %199, i32 %199, i32 16)
  %201 = add i32 %200, %135
  %202 = xor i32 %201, %125
  %203 = tail call i32 @llvm.fshl.i32(i32 %202, i32 %202, i32 12)
  %204 = add i32 %203, %198
  %205 = xor i32 %204, %200
  %206 = tail call i32 @llvm.fshl.i32(i32 %205, i32 %205, i32 8)
  %207 = add i32 %206, %201
  %208 = xor i32 %207, %203
  %209 = tail call i32 @llvm.fshl.i32(i32 %208, i32 %208, i32 7)
  %210 = add nuw nsw i32 %97, 2
  %211 = icmp samesign ult i32 %97, 18
  br i1 %211, label %96, label %76, !llvm.loop !13

212:                                              ; preds = %76
  %213 = getelementptr inbounds nuw i8, ptr %0, i64 %93
  %214 = getelementptr inbounds nuw i8, ptr %1, i64 %93
  %215 = load i32, ptr %213, align 16, !tbaa !6
  %216 = getelementptr inbounds nuw i8, ptr %213, i64 4
  %217 = load i32, ptr %216, align 4, !tbaa !6
  %218 = getelementptr inbounds nuw i8, ptr %213, i64 8
  %219 = load i32, ptr %218, align 8, !tbaa !6
  %220 = getelementptr inbounds nuw i8, ptr %213, i64 12
  %221 = load i32, ptr %220, align 4, !tbaa !6
  %222 = xor i32 %77, %215
  %223 = xor i32 %78, %217
  %224 = xor i32 %79, %219
  %225 = xor i32 %80, %221
  store i32 %222, ptr %214, align 16, !tbaa !6
  %226 = getelementptr inbounds nuw i8, ptr %214, i64 4
  store i32 %223, ptr %226, align 4, !tbaa !6
  %227 = getelementptr inbounds nuw i8, ptr %214, i64 8
  store i32 %224, ptr %227, align 8, !tbaa !6
  %228 = getelementptr inbounds nuw i8, ptr %214, i64 12
  store i32 %225, ptr %228, align 4, !tbaa !6
  %229 = getelementptr inbounds nuw i8, ptr %213, i64 16
  %230 = load i32, ptr %229, align 16, !tbaa !6
  %231 = getelementptr inbounds nuw i8, ptr %213, i64 20
  %232 = load i32, ptr %231, align 4, !tbaa !6
  %233 = getelementptr inbounds nuw i8, ptr %213, i64 24
  %234 = load i32, ptr %233, align 8, !tbaa !6
  %235 = getelementptr inbounds nuw i8, ptr %213, i64 28
  %236 = load i32, ptr %235, align 4, !tbaa !6
  %237 = xor i32 %81, %230
  %238 = xor i32 %82, %232
  %239 = xor i32 %83, %234
  %240 = xor i32 %84, %236
  %241 = getelementptr inbounds nuw i8, ptr %214, i64 16
  store i32 %237, ptr %241, align 16, !tbaa !6
  %242 = getelementptr inbounds nuw i8, ptr %214, i64 20
  store i32 %238, ptr %242, align 4, !tbaa !6
  %243 = getelementptr inbounds nuw i8, ptr %214, i64 24
  store i32 %239, ptr %243, align 8, !tbaa !6
  %244 = getelementptr inbounds nuw i8, ptr %214, i64 28
  store i32 %240, ptr %244, align 4, !tbaa !6
  %245 = getelementptr inbounds nuw i8, ptr %213, i64 32
  %246 = load i32, ptr %245, align 16, !tbaa !6
  %247 = getelementptr inbounds nuw i8, ptr %213, i64 36
  %248 = load i32, ptr %247, align 4, !tbaa !6
  %249 = getelementptr inbounds nuw i8, ptr %213, i64 40
  %250 = load i32, ptr %249, align 8, !tbaa !6
  %251 = getelementptr inbounds nuw i8, ptr %213, i64 44
  %252 = load i32, ptr %251, align 4, !tbaa !6
  %253 = xor i32 %85, %246
  %254 = xor i32 %86, %248
  %255 = xor i32 %87, %250
  %256 = xor i32 %88, %252
  %257 = getelementptr inbounds nuw i8, ptr %214, i64 32
  store i32 %253, ptr %257, align 16, !tbaa !6
  %258 = getelementptr inbounds nuw i8, ptr %214, i64 36
  store i32 %254, ptr %258, align 4, !tbaa !6
  %259 = getelementptr inbounds nuw i8, ptr %214, i64 40
  store i32 %255, ptr %259, align 8, !tbaa !6
  %260 = getelementptr inbounds nuw i8, ptr %214, i64 44
  store i32 %256, ptr %260, align 4, !tbaa !6
  %261 = getelementptr inbounds nuw i8, ptr %213, i64 48
  %262 = load i32, ptr %261, align 16, !tbaa !6
  %263 = getelementptr inbounds nuw i8, ptr %213, i64 52
  %264 = load i32, ptr %263, align 4, !tbaa !6
  %265 = getelementptr inbounds nuw i8, ptr %213, i64 56
  %266 = load i32, ptr %265, align 8, !tbaa !6
  %267 = getelementptr inbounds nuw i8, ptr %213, i64 60
  %268 = load i32, ptr %267, align 4, !tbaa !6
  %269 = xor i32 %89, %262
  %270 = xor i32 %90, %264
  %271 = xor i32 %91, %266
  %272 = xor i32 %92, %268
  %273 = getelementptr inbounds nuw i8, ptr %214, i64 48
  store i32 %269, ptr %273, align 16, !tbaa !6
  %274 = getelementptr inbounds nuw i8, ptr %214, i64 52
  store i32 %270, ptr %274, align 4, !tbaa !6
  %275 = getelementptr inbounds nuw i8, ptr %214, i64 56
  store i32 %271, ptr %275, align 8, !tbaa !6
  %276 = getelementptr inbounds nuw i8, ptr %214, i64 60
  store i32 %272, ptr %276, align 4, !tbaa !6
  br label %355

277:                                              ; preds = %76
  %278 = sub i64 %2, %93
  %279 = trunc i64 %278 to i32
  %280 = icmp sgt i32 %279, 0
  br i1 %280, label %281, label %355

281:                                              ; preds = %277
  %282 = add i32 %73, %59
  %283 = sub i32 %62, %282
  %284 = icmp ugt i32 %283, -4
  br i1 %284, label %333, label %285

285:                                              ; preds = %281
  %286 = add i32 %73, %59
  %287 = sub i32 %286, %66
  br label %288

288:                                              ; preds = %288, %285
  %289 = phi i32 [ 0, %285 ], [ %329, %288 ]
  %290 = phi i32 [ 0, %285 ], [ %330, %288 ]
  %291 = zext nneg i32 %289 to i64
  %292 = add i64 %93, %291
  %293 = getelementptr inbounds nuw i8, ptr %0, i64 %292
  %294 = load i8, ptr %293, align 1, !tbaa !15
  %295 = lshr exact i32 %289, 2
  %296 = zext nneg i32 %295 to i64
  %297 = getelementptr inbounds nuw i32, ptr %5, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = trunc i32 %298 to i8
  %300 = xor i8 %294, %299
  %301 = getelementptr inbounds nuw i8, ptr %1, i64 %292
  store i8 %300, ptr %301, align 1, !tbaa !15
  %302 = or disjoint i32 %289, 1
  %303 = zext nneg i32 %302 to i64
  %304 = add i64 %93, %303
  %305 = getelementptr inbounds nuw i8, ptr %0, i64 %304
  %306 = load i8, ptr %305, align 1, !tbaa !15
  %307 = lshr i32 %298, 8
  %308 = trunc i32 %307 to i8
  %309 = xor i8 %306, %308
  %310 = getelementptr inbounds nuw i8, ptr %1, i64 %304
  store i8 %309, ptr %310, align 1, !tbaa !15
  %311 = or disjoint i32 %289, 2
  %312 = zext nneg i32 %311 to i64
  %313 = add i64 %93, %312
  %314 = getelementptr inbounds nuw i8, ptr %0, i64 %313
  %315 = load i8, ptr %314, align 1, !tbaa !15
  %316 = lshr i32 %298, 16
  %317 = trunc i32 %316 to i8
  %318 = xor i8 %315, %317
  %319 = getelementptr inbounds nuw i8, ptr %1, i64 %313
  store i8 %318, ptr %319, align 1, !tbaa !15
  %320 = or disjoint i32 %289, 3
  %321 = zext nneg i32 %320 to i64
  %322 = add i64 %93, %321
  %323 = getelementptr inbounds nuw i8, ptr %0, i64 %322
  %324 = load i8, ptr %323, align 1, !tbaa !15
  %325 = lshr i32 %298, 24
  %326 = trunc nuw i32 %325 to i8
  %327 = xor i8 %324, %326
  %328 = getelementptr inbounds nuw i8, ptr %1, i64 %322
  store i8 %327, ptr %328, align 1, !tbaa !15
  %329 = add nuw nsw i32 %289, 4
  %330 = add i32 %290, 4
  %331 = icmp eq i32 %330, %287
  br i1 %331, label %332, label %288, !llvm.loop !16

332:                                              ; preds = %288
  br i1 %67, label %355, label %333

333:                                              ; preds = %332, %281
  %334 = phi i32 [ 0, %281 ], [ %329, %332 ]
  tail call void @llvm.assume(i1 %68)
  br label %335

335:                                              ; preds = %335, %333
  %336 = phi i32 [ %352, %335 ], [ %334, %333 ]
  %337 = phi i32 [ %353, %335 ], [ 0, %333 ]
  %338 = zext nneg i32 %336 to i64
  %339 = add i64 %93, %338
  %340 = getelementptr inbounds nuw i8, ptr %0, i64 %339
  %341 = load i8, ptr %340, align 1, !tbaa !15
  %342 = lshr i32 %336, 2
  %343 = zext nneg i32 %342 to i64
  %344 = getelementptr inbounds nuw i32, ptr %5, i64 %343
  %345 = load i32, ptr %344, align 4, !tbaa !6
  %346 = shl i32 %336, 3
  %347 = and i32 %346, 24
  %348 = lshr i32 %345, %347
  %349 = trunc i32 %348 to i8
  %350 = xor i8 %341, %349
  %351 = getelementptr inbounds nuw i8, ptr %1, i64 %339
  store i8 %350, ptr %351, align 1, !tbaa !15
  %352 = add nuw nsw i32 %336, 1
  %353 = add i32 %337, 1
  %354 = icmp eq i32 %353, %65
  br i1 %354, label %355, label %335, !llvm.loop !17

355:                                              ; preds = %332, %335, %212, %277
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7
  %356 = add i64 %72, %43
  %357 = icmp samesign ult i64 %356, %28
  %358 = add i32 %71, 1
  br i1 %357, label %70, label %69, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @chacha8_uniform_f32(ptr noalias noundef writeonly captures(none) %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %6 = add i64 %2, -7046029254386353131
  %7 = lshr i64 %6, 30
  %8 = xor i64 %7, %6
  %9 = mul i64 %8, -4658895280553007687
  %10 = lshr i64 %9, 27
  %11 = xor i64 %10, %9
  %12 = mul i64 %11, -7723592293110705685
  %13 = lshr i64 %12, 31
  %14 = xor i64 %13, %12
  %15 = trunc i64 %14 to i32
  %16 = lshr i64 %14, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = add i64 %2, 4354685564936845354
  %19 = lshr i64 %18, 30
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, -4658895280553007687
  %22 = lshr i64 %21, 27
  %23 = xor i64 %22, %21
  %24 = mul i64 %23, -7723592293110705685
  %25 = lshr i64 %24, 31
  %26 = xor i64 %25, %24
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = add i64 %2, -2691343689449507777
  %31 = lshr i64 %30, 30
  %32 = xor i64 %31, %30
  %33 = mul i64 %32, -4658895280553007687
  %34 = lshr i64 %33, 27
  %35 = xor i64 %34, %33
  %36 = mul i64 %35, -7723592293110705685
  %37 = lshr i64 %36, 31
  %38 = xor i64 %37, %36
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = add i64 %2, 8709371129873690708
  %43 = lshr i64 %42, 30
  %44 = xor i64 %43, %42
  %45 = mul i64 %44, -4658895280553007687
  %46 = lshr i64 %45, 27
  %47 = xor i64 %46, %45
  %48 = mul i64 %47, -7723592293110705685
  %49 = lshr i64 %48, 31
  %50 = xor i64 %49, %48
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = add i64 %1, 15
  %55 = lshr i64 %54, 4
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %57 = zext nneg i32 %56 to i64
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %59 = zext nneg i32 %58 to i64
  %60 = mul nuw nsw i64 %57, %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = zext nneg i32 %61 to i64
  %63 = add nuw nsw i64 %60, %62
  %64 = icmp samesign ult i64 %63, %55
  br i1 %64, label %65, label %308

65:                                               ; preds = %4
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = zext nneg i32 %66 to i64
  %68 = mul nuw nsw i64 %67, %59
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %75 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %76 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %81 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %83 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %84

84:                                               ; preds = %305, %65
  %85 = phi i64 [ %63, %65 ], [ %306, %305 ]
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw nsw i64 %87 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7, !noalias !20
  br label %108

89:                                               ; preds = %108
  %90 = add i32 %180, 1634760805
  store i32 %90, ptr %5, align 4, !tbaa !6, !noalias !20
  %91 = add i32 %192, 857760878
  store i32 %91, ptr %69, align 4, !tbaa !6, !noalias !20
  %92 = add i32 %204, 2036477234
  store i32 %92, ptr %70, align 4, !tbaa !6, !noalias !20
  %93 = add i32 %216, 1797285236
  store i32 %93, ptr %71, align 4, !tbaa !6, !noalias !20
  %94 = add i32 %221, %15
  store i32 %94, ptr %72, align 4, !tbaa !6, !noalias !20
  %95 = add i32 %185, %17
  store i32 %95, ptr %73, align 4, !tbaa !6, !noalias !20
  %96 = add i32 %197, %27
  store i32 %96, ptr %74, align 4, !tbaa !6, !noalias !20
  %97 = add i32 %209, %29
  store i32 %97, ptr %75, align 4, !tbaa !6, !noalias !20
  %98 = add i32 %207, %39
  store i32 %98, ptr %76, align 4, !tbaa !6, !noalias !20
  %99 = add i32 %219, %41
  store i32 %99, ptr %77, align 4, !tbaa !6, !noalias !20
  %100 = add i32 %183, %51
  store i32 %100, ptr %78, align 4, !tbaa !6, !noalias !20
  %101 = add i32 %195, %53
  store i32 %101, ptr %79, align 4, !tbaa !6, !noalias !20
  %102 = add i32 %194, %86
  store i32 %102, ptr %80, align 4, !tbaa !6, !noalias !20
  %103 = add i32 %206, %88
  store i32 %103, ptr %81, align 4, !tbaa !6, !noalias !20
  %104 = add i32 %218, %3
  store i32 %104, ptr %82, align 4, !tbaa !6, !noalias !20
  store i32 %182, ptr %83, align 4, !tbaa !6, !noalias !20
  %105 = shl nuw i64 %85, 4
  %106 = add nuw i64 %105, 16
  %107 = icmp ugt i64 %106, %1
  br i1 %107, label %289, label %224

108:                                              ; preds = %108, %84
  %109 = phi i32 [ 0, %84 ], [ %222, %108 ]
  %110 = phi i32 [ %15, %84 ], [ %221, %108 ]
  %111 = phi i32 [ 1634760805, %84 ], [ %180, %108 ]
  %112 = phi i32 [ %86, %84 ], [ %194, %108 ]
  %113 = phi i32 [ %39, %84 ], [ %207, %108 ]
  %114 = phi i32 [ %17, %84 ], [ %185, %108 ]
  %115 = phi i32 [ 857760878, %84 ], [ %192, %108 ]
  %116 = phi i32 [ %88, %84 ], [ %206, %108 ]
  %117 = phi i32 [ %41, %84 ], [ %219, %108 ]
  %118 = phi i32 [ %27, %84 ], [ %197, %108 ]
  %119 = phi i32 [ 2036477234, %84 ], [ %204, %108 ]
  %120 = phi i32 [ %3, %84 ], [ %218, %108 ]
  %121 = phi i32 [ %51, %84 ], [ %183, %108 ]
  %122 = phi i32 [ %29, %84 ], [ %209, %108 ]
  %123 = phi i32 [ 1797285236, %84 ], [ %216, %108 ]
  %124 = phi i32 [ 0, %84 ], [ %182, %108 ]
  %125 = phi i32 [ %53, %84 ], [ %195, %108 ]
  %126 = add i32 %111, %110
  %127 = xor i32 %112, %126
  %128 = tail call i32 @llvm.fshl.i32(i32 %127, i32 %127, i32 16)
  %129 = add i32 %128, %113
  %130 = xor i32 %129, %110
  %131 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 12)
  %132 = add i32 %131, %126
  %133 = xor i32 %132, %128
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 8)
  %135 = add i32 %134, %129
  %136 = xor i32 %135, %131
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 7)
  %138 = add i32 %115, %114
  %139 = xor i32 %116, %138
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 16)
  %141 = add i32 %140, %117
  %142 = xor i32 %141, %114
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 12)
  %144 = add i32 %143, %138
  %145 = xor i32 %144, %140
  %146 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 8)
  %147 = add i32 %146, %141
  %148 = xor i32 %147, %143
  %149 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 7)
  %150 = add i32 %119, %118
  %151 = xor i32 %120, %150
  %152 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 16)
  %153 = add i32 %152, %121
  %154 = xor i32 %153, %118
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 12)
  %156 = add i32 %155, %150
  %157 = xor i32 %156, %152
  %158 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 8)
  %159 = add i32 %158, %153
  %160 = xor i32 %159, %155
  %161 = tail call i32 @llvm.fshl.i32(i32 %160, i32 %160, i32 7)
  %162 = add i32 %123, %122
  %163 = xor i32 %124, %162
  %164 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 16)
  %165 = add i32 %164, %125
  %166 = xor i32 %165, %122
  %167 = tail call i32 @llvm.fshl.i32(i32 %166, i32 %166, i32 12)
  %168 = add i32 %167, %162
  %169 = xor i32 %168, %164
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 8)
  %171 = add i32 %170, %165
  %172 = xor i32 %171, %167
  %173 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 7)
  %174 = add i32 %149, %132
  %175 = xor i32 %170, %174
  %176 = tail call i32 @llvm.fshl.i32(i32 %175, i32 %175, i32 16)
  %177 = add i32 %176, %159
  %178 = xor i32 %177, %149
  %179 = tail call i32 @llvm.fshl.i32(i32 %178, i32 %178, i32 12)
  %180 = add i32 %179, %174
  %181 = xor i32 %180, %176
  %182 = tail call i32 @llvm.fshl.i32(i32 %181, i32 %181, i32 8)
  %183 = add i32 %182, %177
  %184 = xor i32 %183, %179
  %185 = tail call i32 @llvm.fshl.i32(i32 %184, i32 %184, i32 7)
  %186 = add i32 %161, %144
  %187 = xor i32 %186, %134
  %188 = tail call i32 @llvm.fshl.i32(i32 %187, i32 %187, i32 16)
  %189 = add i32 %188, %171
  %190 = xor i32 %189, %161
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 12)
  %192 = add i32 %191, %186
  %193 = xor i32 %192, %188
  %194 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 8)
  %195 = add i32 %194, %189
  %196 = xor i32 %195, %191
  %197 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 7)
  %198 = add i32 %173, %156
  %199 = xor i32 %198, %146
  %200 = tail call i32 @llvm.fshl.i32(i32 %199, i32 %199, i32 16)
  %201 = add i32 %200, %135
  %202 = xor i32 %201, %173
  %203 = tail call i32 @llvm.fshl.i32(i32 %202, i32 %202, i32 12)
  %204 = add i32 %203, %198
  %205 = xor i32 %204, %200
  %206 = tail call i32 @llvm.fshl.i32(i32 %205, i32 %205, i32 8)
  %207 = add i32 %206, %201
  %208 = xor i32 %207, %203
  %209 = tail call i32 @llvm.fshl.i32(i32 %208, i32 %208, i32 7)
  %210 = add i32 %168, %137
  %211 = xor i32 %210, %158
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 16)
  %213 = add i32 %212, %147
  %214 = xor i32 %213, %137
  %215 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %214, i32 12)
  %216 = add i32 %215, %210
  %217 = xor i32 %216, %212
  %218 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 8)
  %219 = add i32 %218, %213
  %220 = xor i32 %219, %215
  %221 = tail call i32 @llvm.fshl.i32(i32 %220, i32 %220, i32 7)
  %222 = add nuw nsw i32 %109, 2
  %223 = icmp samesign ult i32 %109, 6
  br i1 %223, label %108, label %89, !llvm.loop !23

224:                                              ; preds = %89
  %225 = getelementptr inbounds nuw float, ptr %0, i64 %105
  %226 = lshr i32 %90, 8
  %227 = uitofp nneg i32 %226 to float
  %228 = fmul contract float %227, 0x3E70000000000000
  store float %228, ptr %225, align 4, !tbaa !24, !alias.scope !20
  %229 = lshr i32 %91, 8
  %230 = uitofp nneg i32 %229 to float
  %231 = fmul contract float %230, 0x3E70000000000000
  %232 = getelementptr inbounds nuw i8, ptr %225, i64 4
  store float %231, ptr %232, align 4, !tbaa !24, !alias.scope !20
  %233 = lshr i32 %92, 8
  %234 = uitofp nneg i32 %233 to float
  %235 = fmul contract float %234, 0x3E70000000000000
  %236 = getelementptr inbounds nuw i8, ptr %225, i64 8
  store float %235, ptr %236, align 4, !tbaa !24, !alias.scope !20
  %237 = lshr i32 %93, 8
  %238 = uitofp nneg i32 %237 to float
  %239 = fmul contract float %238, 0x3E70000000000000
  %240 = getelementptr inbounds nuw i8, ptr %225, i64 12
  store float %239, ptr %240, align 4, !tbaa !24, !alias.scope !20
  %241 = lshr i32 %94, 8
  %242 = uitofp nneg i32 %241 to float
  %243 = fmul contract float %242, 0x3E70000000000000
  %244 = getelementptr inbounds nuw i8, ptr %225, i64 16
  store float %243, ptr %244, align 4, !tbaa !24, !alias.scope !20
  %245 = lshr i32 %95, 8
  %246 = uitofp nneg i32 %245 to float
  %247 = fmul contract float %246, 0x3E70000000000000
  %248 = getelementptr inbounds nuw i8, ptr %225, i64 20
  store float %247, ptr %248, align 4, !tbaa !24, !alias.scope !20
  %249 = lshr i32 %96, 8
  %250 = uitofp nneg i32 %249 to float
  %251 = fmul contract float %250, 0x3E70000000000000
  %252 = getelementptr inbounds nuw i8, ptr %225, i64 24
  store float %251, ptr %252, align 4, !tbaa !24, !alias.scope !20
  %253 = lshr i32 %97, 8
  %254 = uitofp nneg i32 %253 to float
  %255 = fmul contract float %254, 0x3E70000000000000
  %256 = getelementptr inbounds nuw i8, ptr %225, i64 28
  store float %255, ptr %256, align 4, !tbaa !24, !alias.scope !20
  %257 = lshr i32 %98, 8
  %258 = uitofp nneg i32 %257 to float
  %259 = fmul contract float %258, 0x3E70000000000000
  %260 = getelementptr inbounds nuw i8, ptr %225, i64 32
  store float %259, ptr %260, align 4, !tbaa !24, !alias.scope !20
  %261 = lshr i32 %99, 8
  %262 = uitofp nneg i32 %261 to float
  %263 = fmul contract float %262, 0x3E70000000000000
  %264 = getelementptr inbounds nuw i8, ptr %225, i64 36
  store float %263, ptr %264, align 4, !tbaa !24, !alias.scope !20
  %265 = lshr i32 %100, 8
  %266 = uitofp nneg i32 %265 to float
  %267 = fmul contract float %266, 0x3E70000000000000
  %268 = getelementptr inbounds nuw i8, ptr %225, i64 40
  store float %267, ptr %268, align 4, !tbaa !24, !alias.scope !20
  %269 = lshr i32 %101, 8
  %270 = uitofp nneg i32 %269 to float
  %271 = fmul contract float %270, 0x3E70000000000000
  %272 = getelementptr inbounds nuw i8, ptr %225, i64 44
  store float %271, ptr %272, align 4, !tbaa !24, !alias.scope !20
  %273 = lshr i32 %102, 8
  %274 = uitofp nneg i32 %273 to float
  %275 = fmul contract float %274, 0x3E70000000000000
  %276 = getelementptr inbounds nuw i8, ptr %225, i64 48
  store float %275, ptr %276, align 4, !tbaa !24, !alias.scope !20
  %277 = lshr i32 %103, 8
  %278 = uitofp nneg i32 %277 to float
  %279 = fmul contract float %278, 0x3E70000000000000
  %280 = getelementptr inbounds nuw i8, ptr %225, i64 52
  store float %279, ptr %280, align 4, !tbaa !24, !alias.scope !20
  %281 = lshr i32 %104, 8
  %282 = uitofp nneg i32 %281 to float
  %283 = fmul contract float %282, 0x3E70000000000000
  %284 = getelementptr inbounds nuw i8, ptr %225, i64 56
  store float %283, ptr %284, align 4, !tbaa !24, !alias.scope !20
  %285 = lshr i32 %182, 8
  %286 = uitofp nneg i32 %285 to float
  %287 = fmul contract float %286, 0x3E70000000000000
  %288 = getelementptr inbounds nuw i8, ptr %225, i64 60
  store float %287, ptr %288, align 4, !tbaa !24, !alias.scope !20
  br label %305

289:                                              ; preds = %89
  %290 = icmp ult i64 %105, %1
  br i1 %290, label %291, label %305

291:                                              ; preds = %289, %291
  %292 = phi i64 [ %303, %291 ], [ %105, %289 ]
  %293 = phi i32 [ %301, %291 ], [ 0, %289 ]
  %294 = zext nneg i32 %293 to i64
  %295 = getelementptr inbounds nuw i32, ptr %5, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !6, !noalias !20
  %297 = lshr i32 %296, 8
  %298 = uitofp nneg i32 %297 to float
  %299 = fmul contract float %298, 0x3E70000000000000
  %300 = getelementptr inbounds nuw float, ptr %0, i64 %292
  store float %299, ptr %300, align 4, !tbaa !24, !alias.scope !20
  %301 = add nuw nsw i32 %293, 1
  %302 = zext nneg i32 %301 to i64
  %303 = add i64 %105, %302
  %304 = icmp ult i64 %303, %1
  br i1 %304, label %291, label %305, !llvm.loop !26

305:                                              ; preds = %291, %289, %224
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7, !noalias !20
  %306 = add i64 %85, %68
  %307 = icmp samesign ult i64 %306, %55
  br i1 %307, label %84, label %308, !llvm.loop !27

308:                                              ; preds = %305, %4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @chacha20_uniform_f64(ptr noalias noundef writeonly captures(none) %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = alloca [16 x i32], align 4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  %6 = add i64 %2, -7046029254386353131
  %7 = lshr i64 %6, 30
  %8 = xor i64 %7, %6
  %9 = mul i64 %8, -4658895280553007687
  %10 = lshr i64 %9, 27
  %11 = xor i64 %10, %9
  %12 = mul i64 %11, -7723592293110705685
  %13 = lshr i64 %12, 31
  %14 = xor i64 %13, %12
  %15 = trunc i64 %14 to i32
  %16 = lshr i64 %14, 32
  %17 = trunc nuw i64 %16 to i32
  %18 = add i64 %2, 4354685564936845354
  %19 = lshr i64 %18, 30
  %20 = xor i64 %19, %18
  %21 = mul i64 %20, -4658895280553007687
  %22 = lshr i64 %21, 27
  %23 = xor i64 %22, %21
  %24 = mul i64 %23, -7723592293110705685
  %25 = lshr i64 %24, 31
  %26 = xor i64 %25, %24
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %26, 32
  %29 = trunc nuw i64 %28 to i32
  %30 = add i64 %2, -2691343689449507777
  %31 = lshr i64 %30, 30
  %32 = xor i64 %31, %30
  %33 = mul i64 %32, -4658895280553007687
  %34 = lshr i64 %33, 27
  %35 = xor i64 %34, %33
  %36 = mul i64 %35, -7723592293110705685
  %37 = lshr i64 %36, 31
  %38 = xor i64 %37, %36
  %39 = trunc i64 %38 to i32
  %40 = lshr i64 %38, 32
  %41 = trunc nuw i64 %40 to i32
  %42 = add i64 %2, 8709371129873690708
  %43 = lshr i64 %42, 30
  %44 = xor i64 %43, %42
  %45 = mul i64 %44, -4658895280553007687
  %46 = lshr i64 %45, 27
  %47 = xor i64 %46, %45
  %48 = mul i64 %47, -7723592293110705685
  %49 = lshr i64 %48, 31
  %50 = xor i64 %49, %48
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %50, 32
  %53 = trunc nuw i64 %52 to i32
  %54 = add i64 %1, 7
  %55 = lshr i64 %54, 3
  %56 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %57 = zext nneg i32 %56 to i64
  %58 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %59 = zext nneg i32 %58 to i64
  %60 = mul nuw nsw i64 %57, %59
  %61 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %62 = zext nneg i32 %61 to i64
  %63 = add nuw nsw i64 %60, %62
  %64 = icmp samesign ult i64 %63, %55
  br i1 %64, label %65, label %315

65:                                               ; preds = %4
  %66 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %67 = zext nneg i32 %66 to i64
  %68 = mul nuw nsw i64 %67, %59
  %69 = getelementptr inbounds nuw i8, ptr %5, i64 4
  %70 = getelementptr inbounds nuw i8, ptr %5, i64 8
  %71 = getelementptr inbounds nuw i8, ptr %5, i64 12
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 20
  %74 = getelementptr inbounds nuw i8, ptr %5, i64 24
  %75 = getelementptr inbounds nuw i8, ptr %5, i64 28
  %76 = getelementptr inbounds nuw i8, ptr %5, i64 32
  %77 = getelementptr inbounds nuw i8, ptr %5, i64 36
  %78 = getelementptr inbounds nuw i8, ptr %5, i64 40
  %79 = getelementptr inbounds nuw i8, ptr %5, i64 44
  %80 = getelementptr inbounds nuw i8, ptr %5, i64 48
  %81 = getelementptr inbounds nuw i8, ptr %5, i64 52
  %82 = getelementptr inbounds nuw i8, ptr %5, i64 56
  %83 = getelementptr inbounds nuw i8, ptr %5, i64 60
  br label %84

84:                                               ; preds = %312, %65
  %85 = phi i64 [ %63, %65 ], [ %313, %312 ]
  %86 = trunc i64 %85 to i32
  %87 = lshr i64 %85, 32
  %88 = trunc nuw nsw i64 %87 to i32
  call void @llvm.lifetime.start.p0(ptr nonnull %5) #7, !noalias !28
  br label %108

89:                                               ; preds = %108
  %90 = add i32 %180, 1634760805
  store i32 %90, ptr %5, align 4, !tbaa !6, !noalias !28
  %91 = add i32 %192, 857760878
  store i32 %91, ptr %69, align 4, !tbaa !6, !noalias !28
  %92 = add i32 %204, 2036477234
  store i32 %92, ptr %70, align 4, !tbaa !6, !noalias !28
  %93 = add i32 %216, 1797285236
  store i32 %93, ptr %71, align 4, !tbaa !6, !noalias !28
  %94 = add i32 %221, %15
  store i32 %94, ptr %72, align 4, !tbaa !6, !noalias !28
  %95 = add i32 %185, %17
  store i32 %95, ptr %73, align 4, !tbaa !6, !noalias !28
  %96 = add i32 %197, %27
  store i32 %96, ptr %74, align 4, !tbaa !6, !noalias !28
  %97 = add i32 %209, %29
  store i32 %97, ptr %75, align 4, !tbaa !6, !noalias !28
  %98 = add i32 %207, %39
  store i32 %98, ptr %76, align 4, !tbaa !6, !noalias !28
  %99 = add i32 %219, %41
  store i32 %99, ptr %77, align 4, !tbaa !6, !noalias !28
  %100 = add i32 %183, %51
  store i32 %100, ptr %78, align 4, !tbaa !6, !noalias !28
  %101 = add i32 %195, %53
  store i32 %101, ptr %79, align 4, !tbaa !6, !noalias !28
  %102 = add i32 %194, %86
  store i32 %102, ptr %80, align 4, !tbaa !6, !noalias !28
  %103 = add i32 %206, %88
  store i32 %103, ptr %81, align 4, !tbaa !6, !noalias !28
  %104 = add i32 %218, %3
  store i32 %104, ptr %82, align 4, !tbaa !6, !noalias !28
  store i32 %182, ptr %83, align 4, !tbaa !6, !noalias !28
  %105 = shl nuw i64 %85, 3
  %106 = add nuw i64 %105, 8
  %107 = icmp ugt i64 %106, %1
  br i1 %107, label %289, label %224

108:                                              ; preds = %108, %84
  %109 = phi i32 [ 0, %84 ], [ %222, %108 ]
  %110 = phi i32 [ %15, %84 ], [ %221, %108 ]
  %111 = phi i32 [ 1634760805, %84 ], [ %180, %108 ]
  %112 = phi i32 [ %86, %84 ], [ %194, %108 ]
  %113 = phi i32 [ %39, %84 ], [ %207, %108 ]
  %114 = phi i32 [ %17, %84 ], [ %185, %108 ]
  %115 = phi i32 [ 857760878, %84 ], [ %192, %108 ]
  %116 = phi i32 [ %88, %84 ], [ %206, %108 ]
  %117 = phi i32 [ %41, %84 ], [ %219, %108 ]
  %118 = phi i32 [ %27, %84 ], [ %197, %108 ]
  %119 = phi i32 [ 2036477234, %84 ], [ %204, %108 ]
  %120 = phi i32 [ %3, %84 ], [ %218, %108 ]
  %121 = phi i32 [ %51, %84 ], [ %183, %108 ]
  %122 = phi i32 [ %29, %84 ], [ %209, %108 ]
  %123 = phi i32 [ 1797285236, %84 ], [ %216, %108 ]
  %124 = phi i32 [ 0, %84 ], [ %182, %108 ]
  %125 = phi i32 [ %53, %84 ], [ %195, %108 ]
  %126 = add i32 %111, %110
  %127 = xor i32 %112, %126
  %128 = tail call i32 @llvm.fshl.i32(i32 %127, i32 %127, i32 16)
  %129 = add i32 %128, %113
  %130 = xor i32 %129, %110
  %131 = tail call i32 @llvm.fshl.i32(i32 %130, i32 %130, i32 12)
  %132 = add i32 %131, %126
  %133 = xor i32 %132, %128
  %134 = tail call i32 @llvm.fshl.i32(i32 %133, i32 %133, i32 8)
  %135 = add i32 %134, %129
  %136 = xor i32 %135, %131
  %137 = tail call i32 @llvm.fshl.i32(i32 %136, i32 %136, i32 7)
  %138 = add i32 %115, %114
  %139 = xor i32 %116, %138
  %140 = tail call i32 @llvm.fshl.i32(i32 %139, i32 %139, i32 16)
  %141 = add i32 %140, %117
  %142 = xor i32 %141, %114
  %143 = tail call i32 @llvm.fshl.i32(i32 %142, i32 %142, i32 12)
  %144 = add i32 %143, %138
  %145 = xor i32 %144, %140
  %146 = tail call i32 @llvm.fshl.i32(i32 %145, i32 %145, i32 8)
  %147 = add i32 %146, %141
  %148 = xor i32 %147, %143
  %149 = tail call i32 @llvm.fshl.i32(i32 %148, i32 %148, i32 7)
  %150 = add i32 %119, %118
  %151 = xor i32 %120, %150
  %152 = tail call i32 @llvm.fshl.i32(i32 %151, i32 %151, i32 16)
  %153 = add i32 %152, %121
  %154 = xor i32 %153, %118
  %155 = tail call i32 @llvm.fshl.i32(i32 %154, i32 %154, i32 12)
  %156 = add i32 %155, %150
  %157 = xor i32 %156, %152
  %158 = tail call i32 @llvm.fshl.i32(i32 %157, i32 %157, i32 8)
  %159 = add i32 %158, %153
  %160 = xor i32 %159, %155
  %161 = tail call i32 @llvm.fshl.i32(i32 %160, i32 %160, i32 7)
  %162 = add i32 %123, %122
  %163 = xor i32 %124, %162
  %164 = tail call i32 @llvm.fshl.i32(i32 %163, i32 %163, i32 16)
  %165 = add i32 %164, %125
  %166 = xor i32 %165, %122
  %167 = tail call i32 @llvm.fshl.i32(i32 %166, i32 %166, i32 12)
  %168 = add i32 %167, %162
  %169 = xor i32 %168, %164
  %170 = tail call i32 @llvm.fshl.i32(i32 %169, i32 %169, i32 8)
  %171 = add i32 %170, %165
  %172 = xor i32 %171, %167
  %173 = tail call i32 @llvm.fshl.i32(i32 %172, i32 %172, i32 7)
  %174 = add i32 %149, %132
  %175 = xor i32 %170, %174
  %176 = tail call i32 @llvm.fshl.i32(i32 %175, i32 %175, i32 16)
  %177 = add i32 %176, %159
  %178 = xor i32 %177, %149
  %179 = tail call i32 @llvm.fshl.i32(i32 %178, i32 %178, i32 12)
  %180 = add i32 %179, %174
  %181 = xor i32 %180, %176
  %182 = tail call i32 @llvm.fshl.i32(i32 %181, i32 %181, i32 8)
  %183 = add i32 %182, %177
  %184 = xor i32 %183, %179
  %185 = tail call i32 @llvm.fshl.i32(i32 %184, i32 %184, i32 7)
  %186 = add i32 %161, %144
  %187 = xor i32 %186, %134
  %188 = tail call i32 @llvm.fshl.i32(i32 %187, i32 %187, i32 16)
  %189 = add i32 %188, %171
  %190 = xor i32 %189, %161
  %191 = tail call i32 @llvm.fshl.i32(i32 %190, i32 %190, i32 12)
  %192 = add i32 %191, %186
  %193 = xor i32 %192, %188
  %194 = tail call i32 @llvm.fshl.i32(i32 %193, i32 %193, i32 8)
  %195 = add i32 %194, %189
  %196 = xor i32 %195, %191
  %197 = tail call i32 @llvm.fshl.i32(i32 %196, i32 %196, i32 7)
  %198 = add i32 %173, %156
  %199 = xor i32 %198, %146
  %200 = tail call i32 @llvm.fshl.i32(i32 %199, i32 %199, i32 16)
  %201 = add i32 %200, %135
  %202 = xor i32 %201, %173
  %203 = tail call i32 @llvm.fshl.i32(i32 %202, i32 %202, i32 12)
  %204 = add i32 %203, %198
  %205 = xor i32 %204, %200
  %206 = tail call i32 @llvm.fshl.i32(i32 %205, i32 %205, i32 8)
  %207 = add i32 %206, %201
  %208 = xor i32 %207, %203
  %209 = tail call i32 @llvm.fshl.i32(i32 %208, i32 %208, i32 7)
  %210 = add i32 %168, %137
  %211 = xor i32 %210, %158
  %212 = tail call i32 @llvm.fshl.i32(i32 %211, i32 %211, i32 16)
  %213 = add i32 %212, %147
  %214 = xor i32 %213, %137
  %215 = tail call i32 @llvm.fshl.i32(i32 %214, i32 %214, i32 12)
  %216 = add i32 %215, %210
  %217 = xor i32 %216, %212
  %218 = tail call i32 @llvm.fshl.i32(i32 %217, i32 %217, i32 8)
  %219 = add i32 %218, %213
  %220 = xor i32 %219, %215
  %221 = tail call i32 @llvm.fshl.i32(i32 %220, i32 %220, i32 7)
  %222 = add nuw nsw i32 %109, 2
  %223 = icmp samesign ult i32 %109, 18
  br i1 %223, label %108, label %89, !llvm.loop !13

224:                                              ; preds = %89
  %225 = getelementptr inbounds nuw double, ptr %0, i64 %105
  %226 = zext i32 %90 to i64
  %227 = shl nuw i64 %226, 32
  %228 = zext i32 %91 to i64
  %229 = or disjoint i64 %227, %228
  %230 = lshr i64 %229, 11
  %231 = uitofp nneg i64 %230 to double
  %232 = fmul contract double %231, 0x3CA0000000000000
  store double %232, ptr %225, align 8, !tbaa !31, !alias.scope !28
  %233 = zext i32 %92 to i64
  %234 = shl nuw i64 %233, 32
  %235 = zext i32 %93 to i64
  %236 = or disjoint i64 %234, %235
  %237 = lshr i64 %236, 11
  %238 = uitofp nneg i64 %237 to double
  %239 = fmul contract double %238, 0x3CA0000000000000
  %240 = getelementptr inbounds nuw i8, ptr %225, i64 8
  store double %239, ptr %240, align 8, !tbaa !31, !alias.scope !28
  %241 = zext i32 %94 to i64
  %242 = shl nuw i64 %241, 32
  %243 = zext i32 %95 to i64
  %244 = or disjoint i64 %242, %243
  %245 = lshr i64 %244, 11
  %246 = uitofp nneg i64 %245 to double
  %247 = fmul contract double %246, 0x3CA0000000000000
  %248 = getelementptr inbounds nuw i8, ptr %225, i64 16
  store double %247, ptr %248, align 8, !tbaa !31, !alias.scope !28
  %249 = zext i32 %96 to i64
  %250 = shl nuw i64 %249, 32
  %251 = zext i32 %97 to i64
  %252 = or disjoint i64 %250, %251
  %253 = lshr i64 %252, 11
  %254 = uitofp nneg i64 %253 to double
  %255 = fmul contract double %254, 0x3CA0000000000000
  %256 = getelementptr inbounds nuw i8, ptr %225, i64 24
  store double %255, ptr %256, align 8, !tbaa !31, !alias.scope !28
  %257 = zext i32 %98 to i64
  %258 = shl nuw i64 %257, 32
  %259 = zext i32 %99 to i64
  %260 = or disjoint i64 %258, %259
  %261 = lshr i64 %260, 11
  %262 = uitofp nneg i64 %261 to double
  %263 = fmul contract double %262, 0x3CA0000000000000
  %264 = getelementptr inbounds nuw i8, ptr %225, i64 32
  store double %263, ptr %264, align 8, !tbaa !31, !alias.scope !28
  %265 = zext i32 %100 to i64
  %266 = shl nuw i64 %265, 32
  %267 = zext i32 %101 to i64
  %268 = or disjoint i64 %266, %267
  %269 = lshr i64 %268, 11
  %270 = uitofp nneg i64 %269 to double
  %271 = fmul contract double %270, 0x3CA0000000000000
  %272 = getelementptr inbounds nuw i8, ptr %225, i64 40
  store double %271, ptr %272, align 8, !tbaa !31, !alias.scope !28
  %273 = zext i32 %102 to i64
  %274 = shl nuw i64 %273, 32
  %275 = zext i32 %103 to i64
  %276 = or disjoint i64 %274, %275
  %277 = lshr i64 %276, 11
  %278 = uitofp nneg i64 %277 to double
  %279 = fmul contract double %278, 0x3CA0000000000000
  %280 = getelementptr inbounds nuw i8, ptr %225, i64 48
  store double %279, ptr %280, align 8, !tbaa !31, !alias.scope !28
  %281 = zext i32 %104 to i64
  %282 = shl nuw i64 %281, 32
  %283 = zext i32 %182 to i64
  %284 = or disjoint i64 %282, %283
  %285 = lshr i64 %284, 11
  %286 = uitofp nneg i64 %285 to double
  %287 = fmul contract double %286, 0x3CA0000000000000
  %288 = getelementptr inbounds nuw i8, ptr %225, i64 56
  store double %287, ptr %288, align 8, !tbaa !31, !alias.scope !28
  br label %312

289:                                              ; preds = %89
  %290 = icmp ult i64 %105, %1
  br i1 %290, label %291, label %312

291:                                              ; preds = %289, %291
  %292 = phi i64 [ %310, %291 ], [ %105, %289 ]
  %293 = phi i32 [ %308, %291 ], [ 0, %289 ]
  %294 = shl nuw nsw i32 %293, 1
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds nuw i32, ptr %5, i64 %295
  %297 = load i32, ptr %296, align 4, !tbaa !6, !noalias !28
  %298 = zext i32 %297 to i64
  %299 = shl nuw i64 %298, 32
  %300 = getelementptr i8, ptr %296, i64 4
  %301 = load i32, ptr %300, align 4, !tbaa !6, !noalias !28
  %302 = zext i32 %301 to i64
  %303 = or disjoint i64 %299, %302
  %304 = lshr i64 %303, 11
  %305 = uitofp nneg i64 %304 to double
  %306 = fmul contract double %305, 0x3CA0000000000000
  %307 = getelementptr inbounds nuw double, ptr %0, i64 %292
  store double %306, ptr %307, align 8, !tbaa !31, !alias.scope !28
  %308 = add nuw nsw i32 %293, 1
  %309 = zext nneg i32 %308 to i64
  %310 = add i64 %105, %309
  %311 = icmp ult i64 %310, %1
  br i1 %311, label %291, label %312, !llvm.loop !33

312:                                              ; preds = %291, %289, %224
  call void @llvm.lifetime.end.p0(ptr nonnull %5) #7, !noalias !28
  %313 = add i64 %85, %68
  %314 = icmp samesign ult i64 %313, %55
  br i1 %314, label %84, label %315, !llvm.loop !34

315:                                              ; preds = %312, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #7 = { nounwind }

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
!11 = !{!12, !7, i64 44}
!12 = !{!"_ZTS9ChaChaKey", !8, i64 0, !8, i64 32, !7, i64 44}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !14}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZL14chacha_uniformILi8EfEvPT0_mmj: argument 0"}
!22 = distinct !{!22, !"_ZL14chacha_uniformILi8EfEvPT0_mmj"}
!23 = distinct !{!23, !14}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !8, i64 0}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZL14chacha_uniformILi20EdEvPT0_mmj: argument 0"}
!30 = distinct !{!30, !"_ZL14chacha_uniformILi20EdEvPT0_mmj"}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !8, i64 0}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
