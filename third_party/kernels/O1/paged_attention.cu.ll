; ModuleID = 'src/paged_attention.cu'
source_filename = "src/paged_attention.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ22paged_attention_decodeE5s_max = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ22paged_attention_decodeE5s_sum = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ22paged_attention_decodeE5s_acc = internal unnamed_addr addrspace(3) global [32 x [128 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @paged_attention_decode(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef readonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef writeonly captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, float noundef %13) local_unnamed_addr #0 {
  %15 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %17 = icmp slt i32 %15, %7
  br i1 %17, label %18, label %347

18:                                               ; preds = %14
  %19 = icmp sge i32 %16, %6
  %20 = icmp slt i32 %8, 1
  %21 = or i1 %19, %20
  %22 = icmp slt i32 %10, 1
  %23 = or i1 %21, %22
  %24 = icmp slt i32 %11, 1
  %25 = or i1 %23, %24
  %26 = add i32 %9, -129
  %27 = icmp ult i32 %26, -128
  %28 = or i1 %27, %25
  br i1 %28, label %347, label %29

29:                                               ; preds = %18
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %31 = lshr i32 %30, 5
  %32 = tail call i32 @llvm.umin.i32(i32 %31, i32 32)
  %33 = icmp eq i32 %31, 0
  br i1 %33, label %347, label %34

34:                                               ; preds = %29
  %35 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %36 = and i32 %35, 31
  %37 = zext nneg i32 %16 to i64
  %38 = getelementptr inbounds nuw i32, ptr %4, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = zext nneg i32 %7 to i64
  %41 = mul nuw nsw i64 %40, %37
  %42 = zext nneg i32 %15 to i64
  %43 = add nuw nsw i64 %41, %42
  %44 = zext nneg i32 %9 to i64
  %45 = mul nuw nsw i64 %43, %44
  %46 = getelementptr inbounds nuw float, ptr %0, i64 %45
  %47 = icmp slt i32 %36, %9
  br i1 %47, label %82, label %87

48:                                               ; preds = %114
  %49 = icmp sgt i32 %39, -1
  %50 = icmp sgt i32 %124, %116
  %51 = select i1 %49, i1 %50, i1 false
  br i1 %51, label %52, label %125

52:                                               ; preds = %48
  %53 = zext nneg i32 %11 to i64
  %54 = mul nuw nsw i64 %53, %37
  %55 = getelementptr i32, ptr %3, i64 %54
  %56 = mul nuw nsw i32 %11, %16
  %57 = zext nneg i32 %8 to i64
  %58 = zext nneg i32 %122 to i64
  %59 = zext nneg i32 %10 to i64
  %60 = icmp slt i32 %36, %9
  %61 = zext nneg i32 %36 to i64
  %62 = or disjoint i32 %36, 32
  %63 = icmp slt i32 %62, %9
  %64 = zext nneg i32 %62 to i64
  %65 = or disjoint i32 %36, 64
  %66 = icmp slt i32 %65, %9
  %67 = zext nneg i32 %65 to i64
  %68 = or disjoint i32 %36, 96
  %69 = icmp slt i32 %68, %9
  %70 = zext nneg i32 %68 to i64
  %71 = icmp slt i32 %36, %9
  %72 = zext nneg i32 %36 to i64
  %73 = or disjoint i32 %36, 32
  %74 = icmp slt i32 %73, %9
  %75 = zext nneg i32 %73 to i64
  %76 = or disjoint i32 %36, 64
  %77 = icmp slt i32 %76, %9
  %78 = zext nneg i32 %76 to i64
  %79 = or disjoint i32 %36, 96
  %80 = icmp slt i32 %79, %9
  %81 = zext nneg i32 %79 to i64
  br label %133

82:                                               ; preds = %34
  %83 = zext nneg i32 %36 to i64
  %84 = getelementptr inbounds nuw float, ptr %46, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = fmul contract float %13, %85
  br label %87

87:                                               ; preds = %34, %82
  %88 = phi contract float [ %86, %82 ], [ 0.000000e+00, %34 ]
  %89 = or disjoint i32 %36, 32
  %90 = icmp slt i32 %89, %9
  br i1 %90, label %91, label %96

91:                                               ; preds = %87
  %92 = zext nneg i32 %89 to i64
  %93 = getelementptr inbounds nuw float, ptr %46, i64 %92
  %94 = load float, ptr %93, align 4, !tbaa !11
  %95 = fmul contract float %13, %94
  br label %96

96:                                               ; preds = %91, %87
  %97 = phi contract float [ %95, %91 ], [ 0.000000e+00, %87 ]
  %98 = or disjoint i32 %36, 64
  %99 = icmp slt i32 %98, %9
  br i1 %99, label %100, label %105

100:                                              ; preds = %96
  %101 = zext nneg i32 %98 to i64
  %102 = getelementptr inbounds nuw float, ptr %46, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !11
  %104 = fmul contract float %13, %103
  br label %105

105:                                              ; preds = %100, %96
  %106 = phi contract float [ %104, %100 ], [ 0.000000e+00, %96 ]
  %107 = or disjoint i32 %36, 96
  %108 = icmp slt i32 %107, %9
  br i1 %108, label %109, label %114

109:                                              ; preds = %105
  %110 = zext nneg i32 %107 to i64
  %111 = getelementptr inbounds nuw float, ptr %46, i64 %110
  %112 = load float, ptr %111, align 4, !tbaa !11
  %113 = fmul contract float %13, %112
  br label %114

114:                                              ; preds = %109, %105
  %115 = phi contract float [ %113, %109 ], [ 0.000000e+00, %105 ]
  %116 = lshr i32 %35, 5
  %117 = icmp samesign ult i32 %116, %32
  %118 = udiv i32 %7, %8
  %119 = tail call i32 @llvm.smax.i32(i32 %118, i32 1)
  %120 = udiv i32 %15, %119
  %121 = add nsw i32 %8, -1
  %122 = tail call i32 @llvm.smin.i32(i32 %120, i32 %121)
  %123 = mul nuw nsw i32 %11, %10
  %124 = tail call i32 @llvm.smin.i32(i32 %39, i32 %123)
  br i1 %117, label %48, label %281

125:                                              ; preds = %243, %48
  %126 = phi float [ 0.000000e+00, %48 ], [ %244, %243 ]
  %127 = phi float [ 0.000000e+00, %48 ], [ %245, %243 ]
  %128 = phi float [ 0.000000e+00, %48 ], [ %246, %243 ]
  %129 = phi float [ 0.000000e+00, %48 ], [ %247, %243 ]
  %130 = phi float [ 0.000000e+00, %48 ], [ %248, %243 ]
  %131 = phi float [ 0xFFF0000000000000, %48 ], [ %249, %243 ]
  %132 = icmp eq i32 %36, 0
  br i1 %132, label %252, label %256

133:                                              ; preds = %52, %243
  %134 = phi float [ 0.000000e+00, %52 ], [ %244, %243 ]
  %135 = phi float [ 0.000000e+00, %52 ], [ %245, %243 ]
  %136 = phi float [ 0.000000e+00, %52 ], [ %246, %243 ]
  %137 = phi float [ 0.000000e+00, %52 ], [ %247, %243 ]
  %138 = phi float [ 0xFFF0000000000000, %52 ], [ %249, %243 ]
  %139 = phi float [ 0.000000e+00, %52 ], [ %248, %243 ]
  %140 = phi i32 [ %116, %52 ], [ %250, %243 ]
  %141 = freeze i32 %140
  %142 = udiv i32 %141, %10
  %143 = zext nneg i32 %142 to i64
  %144 = getelementptr i32, ptr %55, i64 %143
  %145 = load i32, ptr %144, align 4, !tbaa !6
  %146 = srem i32 %145, %11
  %147 = icmp slt i32 %146, 0
  %148 = select i1 %147, i32 %11, i32 0
  %149 = add i32 %146, %56
  %150 = add i32 %149, %148
  %151 = icmp slt i32 %150, %12
  br i1 %151, label %152, label %243

152:                                              ; preds = %133
  %153 = sext i32 %150 to i64
  %154 = mul nsw i64 %153, %57
  %155 = add nsw i64 %154, %58
  %156 = mul i64 %155, %59
  %157 = mul i32 %142, %10
  %158 = sub i32 %141, %157
  %159 = zext nneg i32 %158 to i64
  %160 = add i64 %156, %159
  %161 = mul i64 %160, %44
  %162 = getelementptr float, ptr %1, i64 %161
  br i1 %60, label %163, label %168

163:                                              ; preds = %152
  %164 = getelementptr float, ptr %162, i64 %61
  %165 = load float, ptr %164, align 4, !tbaa !11
  %166 = fmul contract float %88, %165
  %167 = fadd contract float %166, 0.000000e+00
  br label %168

168:                                              ; preds = %163, %152
  %169 = phi float [ %167, %163 ], [ 0.000000e+00, %152 ]
  br i1 %63, label %170, label %175

170:                                              ; preds = %168
  %171 = getelementptr float, ptr %162, i64 %64
  %172 = load float, ptr %171, align 4, !tbaa !11
  %173 = fmul contract float %97, %172
  %174 = fadd contract float %169, %173
  br label %175

175:                                              ; preds = %170, %168
  %176 = phi float [ %174, %170 ], [ %169, %168 ]
  br i1 %66, label %177, label %182

177:                                              ; preds = %175
  %178 = getelementptr float, ptr %162, i64 %67
  %179 = load float, ptr %178, align 4, !tbaa !11
  %180 = fmul contract float %106, %179
  %181 = fadd contract float %176, %180
  br label %182

182:                                              ; preds = %177, %175
  %183 = phi float [ %181, %177 ], [ %176, %175 ]
  br i1 %69, label %184, label %189

184:                                              ; preds = %182
  %185 = getelementptr float, ptr %162, i64 %70
  %186 = load float, ptr %185, align 4, !tbaa !11
  %187 = fmul contract float %115, %186
  %188 = fadd contract float %183, %187
  br label %189

189:                                              ; preds = %184, %182
  %190 = phi float [ %188, %184 ], [ %183, %182 ]
  %191 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %190, i32 16, i32 31)
  %192 = fadd contract float %190, %191
  %193 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %192, i32 8, i32 31)
  %194 = fadd contract float %192, %193
  %195 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %194, i32 4, i32 31)
  %196 = fadd contract float %194, %195
  %197 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %196, i32 2, i32 31)
  %198 = fadd contract float %196, %197
  %199 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %198, i32 1, i32 31)
  %200 = fadd contract float %198, %199
  %201 = tail call noundef float @llvm.maxnum.f32(float %138, float %200)
  %202 = fsub contract float %138, %201
  %203 = fmul float %202, 0x3FF7154760000000
  %204 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %203)
  %205 = fsub contract float %200, %201
  %206 = fmul float %205, 0x3FF7154760000000
  %207 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %206)
  %208 = getelementptr float, ptr %2, i64 %161
  br i1 %71, label %209, label %212

209:                                              ; preds = %189
  %210 = getelementptr float, ptr %208, i64 %72
  %211 = load float, ptr %210, align 4, !tbaa !11
  br label %212

212:                                              ; preds = %189, %209
  %213 = phi contract float [ %211, %209 ], [ 0.000000e+00, %189 ]
  %214 = fmul contract float %204, %137
  %215 = fmul contract float %207, %213
  %216 = fadd contract float %215, %214
  br i1 %74, label %217, label %220

217:                                              ; preds = %212
  %218 = getelementptr float, ptr %208, i64 %75
  %219 = load float, ptr %218, align 4, !tbaa !11
  br label %220

220:                                              ; preds = %217, %212
  %221 = phi contract float [ %219, %217 ], [ 0.000000e+00, %212 ]
  %222 = fmul contract float %204, %136
  %223 = fmul contract float %207, %221
  %224 = fadd contract float %223, %222
  br i1 %77, label %225, label %228

225:                                              ; preds = %220
  %226 = getelementptr float, ptr %208, i64 %78
  %227 = load float, ptr %226, align 4, !tbaa !11
  br label %228

228:                                              ; preds = %225, %220
  %229 = phi contract float [ %227, %225 ], [ 0.000000e+00, %220 ]
  %230 = fmul contract float %204, %135
  %231 = fmul contract float %207, %229
  %232 = fadd contract float %231, %230
  br i1 %80, label %233, label %236

233:                                              ; preds = %228
  %234 = getelementptr float, ptr %208, i64 %81
  %235 = load float, ptr %234, align 4, !tbaa !11
  br label %236

236:                                              ; preds = %233, %228
  %237 = phi contract float [ %235, %233 ], [ 0.000000e+00, %228 ]
  %238 = fmul contract float %204, %134
  %239 = fmul contract float %207, %237
  %240 = fadd contract float %239, %238
  %241 = fmul contract float %139, %204
  %242 = fadd contract float %241, %207
  br label %243

243:                                              ; preds = %236, %133
  %244 = phi float [ %240, %236 ], [ %134, %133 ]
  %245 = phi float [ %232, %236 ], [ %135, %133 ]
  %246 = phi float [ %224, %236 ], [ %136, %133 ]
  %247 = phi float [ %216, %236 ], [ %137, %133 ]
  %248 = phi float [ %242, %236 ], [ %139, %133 ]
  %249 = phi float [ %201, %236 ], [ %138, %133 ]
  %250 = add nuw nsw i32 %140, %32
  %251 = icmp sgt i32 %124, %250
  br i1 %251, label %133, label %125, !llvm.loop !13

252:                                              ; preds = %125
  %253 = zext nneg i32 %116 to i64
  %254 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %253
  store float %131, ptr %254, align 4, !tbaa !11
  %255 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %253
  store float %130, ptr %255, align 4, !tbaa !11
  br label %256

256:                                              ; preds = %252, %125
  %257 = zext nneg i32 %116 to i64
  %258 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_acc to ptr), i64 %257
  %259 = icmp slt i32 %36, %9
  br i1 %259, label %260, label %263

260:                                              ; preds = %256
  %261 = zext nneg i32 %36 to i64
  %262 = getelementptr inbounds nuw float, ptr %258, i64 %261
  store float %129, ptr %262, align 4, !tbaa !11
  br label %263

263:                                              ; preds = %260, %256
  %264 = or disjoint i32 %36, 32
  %265 = icmp slt i32 %264, %9
  br i1 %265, label %266, label %269

266:                                              ; preds = %263
  %267 = zext nneg i32 %264 to i64
  %268 = getelementptr inbounds nuw float, ptr %258, i64 %267
  store float %128, ptr %268, align 4, !tbaa !11
  br label %269

269:                                              ; preds = %266, %263
  %270 = or disjoint i32 %36, 64
  %271 = icmp slt i32 %270, %9
  br i1 %271, label %272, label %275

272:                                              ; preds = %269
  %273 = zext nneg i32 %270 to i64
  %274 = getelementptr inbounds nuw float, ptr %258, i64 %273
  store float %127, ptr %274, align 4, !tbaa !11
  br label %275

275:                                              ; preds = %272, %269
  %276 = or disjoint i32 %36, 96
  %277 = icmp slt i32 %276, %9
  br i1 %277, label %278, label %281

278:                                              ; preds = %275
  %279 = zext nneg i32 %276 to i64
  %280 = getelementptr inbounds nuw float, ptr %258, i64 %279
  store float %126, ptr %280, align 4, !tbaa !11
  br label %281

281:                                              ; preds = %275, %278, %114
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %282

282:                                              ; preds = %281, %282
  %283 = phi i32 [ 0, %281 ], [ %289, %282 ]
  %284 = phi float [ 0xFFF0000000000000, %281 ], [ %288, %282 ]
  %285 = zext nneg i32 %283 to i64
  %286 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %285
  %287 = load float, ptr %286, align 4, !tbaa !11
  %288 = tail call noundef float @llvm.maxnum.f32(float %284, float %287)
  %289 = add nuw nsw i32 %283, 1
  %290 = icmp eq i32 %289, %31
  br i1 %290, label %297, label %282, !llvm.loop !16

291:                                              ; preds = %312
  %292 = fcmp contract ogt float %313, 0.000000e+00
  %293 = fdiv contract float 1.000000e+00, %313
  %294 = select contract i1 %292, float %293, float 0.000000e+00
  %295 = getelementptr inbounds nuw float, ptr %5, i64 %45
  %296 = icmp slt i32 %35, %9
  br i1 %296, label %316, label %347

297:                                              ; preds = %282, %312
  %298 = phi i32 [ %314, %312 ], [ 0, %282 ]
  %299 = phi float [ %313, %312 ], [ 0.000000e+00, %282 ]
  %300 = zext nneg i32 %298 to i64
  %301 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %300
  %302 = load float, ptr %301, align 4, !tbaa !11
  %303 = fcmp contract ogt float %302, 0.000000e+00
  br i1 %303, label %304, label %312

304:                                              ; preds = %297
  %305 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %300
  %306 = load float, ptr %305, align 4, !tbaa !11
  %307 = fsub contract float %306, %288
  %308 = fmul float %307, 0x3FF7154760000000
  %309 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %308)
  %310 = fmul contract float %302, %309
  %311 = fadd contract float %299, %310
  br label %312

312:                                              ; preds = %297, %304
  %313 = phi float [ %311, %304 ], [ %299, %297 ]
  %314 = add nuw nsw i32 %298, 1
  %315 = icmp eq i32 %314, %31
  br i1 %315, label %291, label %297, !llvm.loop !17

316:                                              ; preds = %291, %320
  %317 = phi i32 [ %324, %320 ], [ %35, %291 ]
  %318 = sext i32 %317 to i64
  %319 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_acc to ptr), i64 %318
  br label %326

320:                                              ; preds = %343
  %321 = fmul contract float %294, %344
  %322 = sext i32 %317 to i64
  %323 = getelementptr inbounds float, ptr %295, i64 %322
  store float %321, ptr %323, align 4, !tbaa !11
  %324 = add i32 %317, %30
  %325 = icmp slt i32 %324, %9
  br i1 %325, label %316, label %347, !llvm.loop !18

326:                                              ; preds = %316, %343
  %327 = phi i32 [ 0, %316 ], [ %345, %343 ]
  %328 = phi float [ 0.000000e+00, %316 ], [ %344, %343 ]
  %329 = zext nneg i32 %327 to i64
  %330 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %329
  %331 = load float, ptr %330, align 4, !tbaa !11
  %332 = fcmp contract ogt float %331, 0.000000e+00
  br i1 %332, label %333, label %343

333:                                              ; preds = %326
  %334 = getelementptr [128 x float], ptr %319, i64 %329
  %335 = load float, ptr %334, align 4, !tbaa !11
  %336 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %329
  %337 = load float, ptr %336, align 4, !tbaa !11
  %338 = fsub contract float %337, %288
  %339 = fmul float %338, 0x3FF7154760000000
  %340 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %339)
  %341 = fmul contract float %335, %340
  %342 = fadd contract float %328, %341
  br label %343

343:                                              ; preds = %326, %333
  %344 = phi float [ %342, %333 ], [ %328, %326 ]
  %345 = add nuw nsw i32 %327, 1
  %346 = icmp eq i32 %345, %31
  br i1 %346, label %320, label %326, !llvm.loop !19

347:                                              ; preds = %320, %291, %29, %14, %18
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @paged_kv_append(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef writeonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef readonly captures(none) %4, ptr noalias noundef readonly captures(none) %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) local_unnamed_addr #2 {
  %13 = icmp slt i32 %7, 1
  %14 = icmp slt i32 %9, 1
  %15 = or i1 %13, %14
  %16 = icmp slt i32 %10, 1
  %17 = or i1 %15, %16
  %18 = icmp slt i32 %8, 1
  %19 = or i1 %18, %17
  br i1 %19, label %90, label %20

20:                                               ; preds = %12
  %21 = mul nsw i32 %7, %6
  %22 = mul nuw nsw i32 %10, %9
  %23 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %24 = icmp slt i32 %23, %21
  br i1 %24, label %25, label %90

25:                                               ; preds = %20
  %26 = zext nneg i32 %10 to i64
  %27 = zext nneg i32 %7 to i64
  %28 = zext nneg i32 %9 to i64
  %29 = zext nneg i32 %8 to i64
  %30 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %31 = icmp slt i32 %30, %8
  %32 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %33 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br label %34

34:                                               ; preds = %25, %87
  %35 = phi i32 [ %23, %25 ], [ %88, %87 ]
  %36 = freeze i32 %35
  %37 = sdiv i32 %36, %7
  %38 = mul i32 %37, %7
  %39 = sub i32 %36, %38
  %40 = sext i32 %37 to i64
  %41 = getelementptr inbounds i32, ptr %5, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = icmp sgt i32 %42, -1
  %44 = icmp slt i32 %42, %22
  %45 = select i1 %43, i1 %44, i1 false
  br i1 %45, label %46, label %87

46:                                               ; preds = %34
  %47 = freeze i32 %42
  %48 = udiv i32 %47, %9
  %49 = mul nsw i64 %40, %26
  %50 = zext nneg i32 %48 to i64
  %51 = getelementptr i32, ptr %4, i64 %49
  %52 = getelementptr i32, ptr %51, i64 %50
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = srem i32 %53, %10
  %55 = icmp slt i32 %54, 0
  %56 = select i1 %55, i32 %10, i32 0
  %57 = mul nsw i32 %37, %10
  %58 = add i32 %54, %57
  %59 = add i32 %58, %56
  %60 = icmp slt i32 %59, %11
  br i1 %60, label %61, label %87

61:                                               ; preds = %46
  %62 = sext i32 %59 to i64
  %63 = mul nsw i64 %62, %27
  %64 = sext i32 %39 to i64
  %65 = add nsw i64 %63, %64
  %66 = mul i64 %65, %28
  %67 = mul i32 %48, %9
  %68 = sub i32 %47, %67
  %69 = zext nneg i32 %68 to i64
  %70 = add i64 %66, %69
  %71 = mul i64 %70, %29
  %72 = sext i32 %35 to i64
  %73 = mul nsw i64 %72, %29
  br i1 %31, label %74, label %87

74:                                               ; preds = %61, %74
  %75 = phi i32 [ %85, %74 ], [ %30, %61 ]
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %73, %76
  %78 = getelementptr inbounds nuw float, ptr %0, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = add i64 %71, %76
  %81 = getelementptr inbounds nuw float, ptr %2, i64 %80
  store float %79, ptr %81, align 4, !tbaa !11
  %82 = getelementptr inbounds nuw float, ptr %1, i64 %77
  %83 = load float, ptr %82, align 4, !tbaa !11
  %84 = getelementptr inbounds nuw float, ptr %3, i64 %80
  store float %83, ptr %84, align 4, !tbaa !11
  %85 = add i32 %75, %32
  %86 = icmp slt i32 %85, %8
  br i1 %86, label %74, label %87, !llvm.loop !20

87:                                               ; preds = %74, %61, %46, %34
  %88 = add i32 %35, %33
  %89 = icmp slt i32 %88, %21
  br i1 %89, label %34, label %90, !llvm.loop !21

90:                                               ; preds = %87, %20, %12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f32(float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
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
!13 = distinct !{!13, !14, !15}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !14, !15}
!17 = distinct !{!17, !14, !15}
!18 = distinct !{!18, !14, !15}
!19 = distinct !{!19, !14, !15}
!20 = distinct !{!20, !14, !15}
!21 = distinct !{!21, !14, !15}
