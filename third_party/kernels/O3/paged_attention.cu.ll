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
  br i1 %17, label %18, label %550

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
  br i1 %28, label %550, label %29

29:                                               ; preds = %18
  %30 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %31 = lshr i32 %30, 5
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %550, label %33

33:                                               ; preds = %29
  %34 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %35 = and i32 %34, 31
  %36 = zext nneg i32 %16 to i64
  %37 = getelementptr inbounds nuw i32, ptr %4, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !6
  %39 = zext nneg i32 %7 to i64
  %40 = mul nuw nsw i64 %39, %36
  %41 = zext nneg i32 %15 to i64
  %42 = add nuw nsw i64 %40, %41
  %43 = zext nneg i32 %9 to i64
  %44 = mul nuw nsw i64 %42, %43
  %45 = getelementptr inbounds nuw float, ptr %0, i64 %44
  %46 = icmp samesign ult i32 %35, %9
  br i1 %46, label %67, label %72

47:                                               ; preds = %99
  %48 = icmp sgt i32 %38, -1
  %49 = icmp sgt i32 %110, %101
  %50 = select i1 %48, i1 %49, i1 false
  br i1 %50, label %51, label %111

51:                                               ; preds = %47
  %52 = zext nneg i32 %11 to i64
  %53 = mul nuw nsw i64 %52, %36
  %54 = getelementptr i32, ptr %3, i64 %53
  %55 = mul nuw nsw i32 %11, %16
  %56 = zext nneg i32 %8 to i64
  %57 = zext nneg i32 %108 to i64
  %58 = zext nneg i32 %10 to i64
  %59 = zext nneg i32 %35 to i64
  %60 = zext nneg i32 %74 to i64
  %61 = zext nneg i32 %83 to i64
  %62 = zext nneg i32 %92 to i64
  %63 = zext nneg i32 %35 to i64
  %64 = zext nneg i32 %74 to i64
  %65 = zext nneg i32 %83 to i64
  %66 = zext nneg i32 %92 to i64
  br label %120

67:                                               ; preds = %33
  %68 = zext nneg i32 %35 to i64
  %69 = getelementptr inbounds nuw float, ptr %45, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !11
  %71 = fmul contract float %13, %70
  br label %72

72:                                               ; preds = %33, %67
  %73 = phi contract float [ %71, %67 ], [ 0.000000e+00, %33 ]
  %74 = or disjoint i32 %35, 32
  %75 = icmp samesign ult i32 %74, %9
  br i1 %75, label %76, label %81

76:                                               ; preds = %72
  %77 = zext nneg i32 %74 to i64
  %78 = getelementptr inbounds nuw float, ptr %45, i64 %77
  %79 = load float, ptr %78, align 4, !tbaa !11
  %80 = fmul contract float %13, %79
  br label %81

81:                                               ; preds = %76, %72
  %82 = phi contract float [ %80, %76 ], [ 0.000000e+00, %72 ]
  %83 = or disjoint i32 %35, 64
  %84 = icmp samesign ult i32 %83, %9
  br i1 %84, label %85, label %90

85:                                               ; preds = %81
  %86 = zext nneg i32 %83 to i64
  %87 = getelementptr inbounds nuw float, ptr %45, i64 %86
  %88 = load float, ptr %87, align 4, !tbaa !11
  %89 = fmul contract float %13, %88
  br label %90

90:                                               ; preds = %85, %81
  %91 = phi contract float [ %89, %85 ], [ 0.000000e+00, %81 ]
  %92 = or disjoint i32 %35, 96
  %93 = icmp samesign ult i32 %92, %9
  br i1 %93, label %94, label %99

94:                                               ; preds = %90
  %95 = zext nneg i32 %92 to i64
  %96 = getelementptr inbounds nuw float, ptr %45, i64 %95
  %97 = load float, ptr %96, align 4, !tbaa !11
  %98 = fmul contract float %13, %97
  br label %99

99:                                               ; preds = %94, %90
  %100 = phi contract float [ %98, %94 ], [ 0.000000e+00, %90 ]
  %101 = lshr i32 %34, 5
  %102 = icmp samesign ult i32 %101, %31
  %103 = udiv i32 %7, %8
  %104 = tail call i32 @llvm.umax.i32(i32 %103, i32 1)
  %105 = udiv i32 %15, %104
  %106 = icmp samesign ult i32 %105, %8
  %107 = add nsw i32 %8, -1
  %108 = select i1 %106, i32 %105, i32 %107
  %109 = mul nuw nsw i32 %11, %10
  %110 = tail call i32 @llvm.smin.i32(i32 %38, i32 %109)
  br i1 %102, label %47, label %259

111:                                              ; preds = %230, %47
  %112 = phi float [ 0.000000e+00, %47 ], [ %231, %230 ]
  %113 = phi float [ 0.000000e+00, %47 ], [ %232, %230 ]
  %114 = phi float [ 0.000000e+00, %47 ], [ %233, %230 ]
  %115 = phi float [ 0.000000e+00, %47 ], [ %234, %230 ]
  %116 = phi float [ 0.000000e+00, %47 ], [ %235, %230 ]
  %117 = phi float [ 0xFFF0000000000000, %47 ], [ %236, %230 ]
  %118 = icmp eq i32 %35, 0
  %119 = zext nneg i32 %101 to i64
  br i1 %118, label %239, label %242

120:                                              ; preds = %51, %230
  %121 = phi float [ 0.000000e+00, %51 ], [ %231, %230 ]
  %122 = phi float [ 0.000000e+00, %51 ], [ %232, %230 ]
  %123 = phi float [ 0.000000e+00, %51 ], [ %233, %230 ]
  %124 = phi float [ 0.000000e+00, %51 ], [ %234, %230 ]
  %125 = phi float [ 0xFFF0000000000000, %51 ], [ %236, %230 ]
  %126 = phi float [ 0.000000e+00, %51 ], [ %235, %230 ]
  %127 = phi i32 [ %101, %51 ], [ %237, %230 ]
  %128 = freeze i32 %127
  %129 = udiv i32 %128, %10
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr i32, ptr %54, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !6
  %133 = srem i32 %132, %11
  %134 = icmp slt i32 %133, 0
  %135 = select i1 %134, i32 %11, i32 0
  %136 = add i32 %133, %55
  %137 = add i32 %136, %135
  %138 = icmp slt i32 %137, %12
  br i1 %138, label %139, label %230

139:                                              ; preds = %120
  %140 = sext i32 %137 to i64
  %141 = mul nsw i64 %140, %56
  %142 = add nsw i64 %141, %57
  %143 = mul i64 %142, %58
  %144 = mul i32 %129, %10
  %145 = sub i32 %128, %144
  %146 = zext nneg i32 %145 to i64
  %147 = add i64 %143, %146
  %148 = mul i64 %147, %43
  %149 = getelementptr float, ptr %1, i64 %148
  br i1 %46, label %150, label %155

150:                                              ; preds = %139
  %151 = getelementptr float, ptr %149, i64 %59
  %152 = load float, ptr %151, align 4, !tbaa !11
  %153 = fmul contract float %73, %152
  %154 = fadd contract float %153, 0.000000e+00
  br label %155

155:                                              ; preds = %150, %139
  %156 = phi float [ %154, %150 ], [ 0.000000e+00, %139 ]
  br i1 %75, label %157, label %162

157:                                              ; preds = %155
  %158 = getelementptr float, ptr %149, i64 %60
  %159 = load float, ptr %158, align 4, !tbaa !11
  %160 = fmul contract float %82, %159
  %161 = fadd contract float %156, %160
  br label %162

162:                                              ; preds = %157, %155
  %163 = phi float [ %161, %157 ], [ %156, %155 ]
  br i1 %84, label %164, label %169

164:                                              ; preds = %162
  %165 = getelementptr float, ptr %149, i64 %61
  %166 = load float, ptr %165, align 4, !tbaa !11
  %167 = fmul contract float %91, %166
  %168 = fadd contract float %163, %167
  br label %169

169:                                              ; preds = %164, %162
  %170 = phi float [ %168, %164 ], [ %163, %162 ]
  br i1 %93, label %171, label %176

171:                                              ; preds = %169
  %172 = getelementptr float, ptr %149, i64 %62
  %173 = load float, ptr %172, align 4, !tbaa !11
  %174 = fmul contract float %100, %173
  %175 = fadd contract float %170, %174
  br label %176

176:                                              ; preds = %171, %169
  %177 = phi float [ %175, %171 ], [ %170, %169 ]
  %178 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %177, i32 16, i32 31)
  %179 = fadd contract float %177, %178
  %180 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %179, i32 8, i32 31)
  %181 = fadd contract float %179, %180
  %182 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %181, i32 4, i32 31)
  %183 = fadd contract float %181, %182
  %184 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %183, i32 2, i32 31)
  %185 = fadd contract float %183, %184
  %186 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %185, i32 1, i32 31)
  %187 = fadd contract float %185, %186
  %188 = tail call noundef float @llvm.maxnum.f32(float %125, float %187)
  %189 = fsub contract float %125, %188
  %190 = fmul float %189, 0x3FF7154760000000
  %191 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %190)
  %192 = fsub contract float %187, %188
  %193 = fmul float %192, 0x3FF7154760000000
  %194 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %193)
  %195 = getelementptr float, ptr %2, i64 %148
  br i1 %46, label %196, label %199

196:                                              ; preds = %176
  %197 = getelementptr float, ptr %195, i64 %63
  %198 = load float, ptr %197, align 4, !tbaa !11
  br label %199

199:                                              ; preds = %176, %196
  %200 = phi contract float [ %198, %196 ], [ 0.000000e+00, %176 ]
  %201 = fmul contract float %191, %124
  %202 = fmul contract float %194, %200
  %203 = fadd contract float %202, %201
  br i1 %75, label %204, label %207

204:                                              ; preds = %199
  %205 = getelementptr float, ptr %195, i64 %64
  %206 = load float, ptr %205, align 4, !tbaa !11
  br label %207

207:                                              ; preds = %204, %199
  %208 = phi contract float [ %206, %204 ], [ 0.000000e+00, %199 ]
  %209 = fmul contract float %191, %123
  %210 = fmul contract float %194, %208
  %211 = fadd contract float %210, %209
  br i1 %84, label %212, label %215

212:                                              ; preds = %207
  %213 = getelementptr float, ptr %195, i64 %65
  %214 = load float, ptr %213, align 4, !tbaa !11
  br label %215

215:                                              ; preds = %212, %207
  %216 = phi contract float [ %214, %212 ], [ 0.000000e+00, %207 ]
  %217 = fmul contract float %191, %122
  %218 = fmul contract float %194, %216
  %219 = fadd contract float %218, %217
  br i1 %93, label %220, label %223

220:                                              ; preds = %215
  %221 = getelementptr float, ptr %195, i64 %66
  %222 = load float, ptr %221, align 4, !tbaa !11
  br label %223

223:                                              ; preds = %220, %215
  %224 = phi contract float [ %222, %220 ], [ 0.000000e+00, %215 ]
  %225 = fmul contract float %191, %121
  %226 = fmul contract float %194, %224
  %227 = fadd contract float %226, %225
  %228 = fmul contract float %126, %191
  %229 = fadd contract float %228, %194
  br label %230

230:                                              ; preds = %223, %120
  %231 = phi float [ %227, %223 ], [ %121, %120 ]
  %232 = phi float [ %219, %223 ], [ %122, %120 ]
  %233 = phi float [ %211, %223 ], [ %123, %120 ]
  %234 = phi float [ %203, %223 ], [ %124, %120 ]
  %235 = phi float [ %229, %223 ], [ %126, %120 ]
  %236 = phi float [ %188, %223 ], [ %125, %120 ]
  %237 = add nuw nsw i32 %127, %31
  %238 = icmp sgt i32 %110, %237
  br i1 %238, label %120, label %111, !llvm.loop !13

239:                                              ; preds = %111
  %240 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %119
  %241 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %119
  store float %117, ptr %241, align 4, !tbaa !11
  store float %116, ptr %240, align 4, !tbaa !11
  br label %242

242:                                              ; preds = %111, %239
  %243 = getelementptr inbounds nuw [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_acc to ptr), i64 %119
  br i1 %46, label %244, label %247

244:                                              ; preds = %242
  %245 = zext nneg i32 %35 to i64
  %246 = getelementptr inbounds nuw float, ptr %243, i64 %245
  store float %115, ptr %246, align 4, !tbaa !11
  br label %247

247:                                              ; preds = %244, %242
  br i1 %75, label %248, label %251

248:                                              ; preds = %247
  %249 = zext nneg i32 %74 to i64
  %250 = getelementptr inbounds nuw float, ptr %243, i64 %249
  store float %114, ptr %250, align 4, !tbaa !11
  br label %251

251:                                              ; preds = %248, %247
  br i1 %84, label %252, label %255

252:                                              ; preds = %251
  %253 = zext nneg i32 %83 to i64
  %254 = getelementptr inbounds nuw float, ptr %243, i64 %253
  store float %113, ptr %254, align 4, !tbaa !11
  br label %255

255:                                              ; preds = %252, %251
  br i1 %93, label %256, label %259

256:                                              ; preds = %255
  %257 = zext nneg i32 %92 to i64
  %258 = getelementptr inbounds nuw float, ptr %243, i64 %257
  store float %112, ptr %258, align 4, !tbaa !11
  br label %259

259:                                              ; preds = %255, %256, %99
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %260 = and i32 %31, 7
  %261 = icmp samesign ult i32 %30, 256
  br i1 %261, label %312, label %262

262:                                              ; preds = %259
  %263 = and i32 %31, 56
  br label %264

264:                                              ; preds = %264, %262
  %265 = phi i32 [ 0, %262 ], [ %307, %264 ]
  %266 = phi float [ 0xFFF0000000000000, %262 ], [ %306, %264 ]
  %267 = phi i32 [ 0, %262 ], [ %308, %264 ]
  %268 = zext nneg i32 %265 to i64
  %269 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %268
  %270 = load float, ptr %269, align 4, !tbaa !11
  %271 = tail call noundef float @llvm.maxnum.f32(float %266, float %270)
  %272 = zext nneg i32 %265 to i64
  %273 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %272
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 4
  %275 = load float, ptr %274, align 4, !tbaa !11
  %276 = tail call noundef float @llvm.maxnum.f32(float %271, float %275)
  %277 = zext nneg i32 %265 to i64
  %278 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %277
  %279 = getelementptr inbounds nuw i8, ptr %278, i64 8
  %280 = load float, ptr %279, align 4, !tbaa !11
  %281 = tail call noundef float @llvm.maxnum.f32(float %276, float %280)
  %282 = zext nneg i32 %265 to i64
  %283 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %282
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 12
  %285 = load float, ptr %284, align 4, !tbaa !11
  %286 = tail call noundef float @llvm.maxnum.f32(float %281, float %285)
  %287 = zext nneg i32 %265 to i64
  %288 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %287
  %289 = getelementptr inbounds nuw i8, ptr %288, i64 16
  %290 = load float, ptr %289, align 4, !tbaa !11
  %291 = tail call noundef float @llvm.maxnum.f32(float %286, float %290)
  %292 = zext nneg i32 %265 to i64
  %293 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %292
  %294 = getelementptr inbounds nuw i8, ptr %293, i64 20
  %295 = load float, ptr %294, align 4, !tbaa !11
  %296 = tail call noundef float @llvm.maxnum.f32(float %291, float %295)
  %297 = zext nneg i32 %265 to i64
  %298 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %297
  %299 = getelementptr inbounds nuw i8, ptr %298, i64 24
  %300 = load float, ptr %299, align 4, !tbaa !11
  %301 = tail call noundef float @llvm.maxnum.f32(float %296, float %300)
  %302 = zext nneg i32 %265 to i64
  %303 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %302
  %304 = getelementptr inbounds nuw i8, ptr %303, i64 28
  %305 = load float, ptr %304, align 4, !tbaa !11
  %306 = tail call noundef float @llvm.maxnum.f32(float %301, float %305)
  %307 = add nuw nsw i32 %265, 8
  %308 = add i32 %267, 8
  %309 = icmp eq i32 %308, %263
  br i1 %309, label %310, label %264, !llvm.loop !15

310:                                              ; preds = %264
  %311 = icmp eq i32 %260, 0
  br i1 %311, label %327, label %312

312:                                              ; preds = %310, %259
  %313 = phi i32 [ 0, %259 ], [ %307, %310 ]
  %314 = phi float [ 0xFFF0000000000000, %259 ], [ %306, %310 ]
  %315 = icmp ne i32 %260, 0
  tail call void @llvm.assume(i1 %315)
  br label %316

316:                                              ; preds = %316, %312
  %317 = phi i32 [ %313, %312 ], [ %324, %316 ]
  %318 = phi float [ %314, %312 ], [ %323, %316 ]
  %319 = phi i32 [ 0, %312 ], [ %325, %316 ]
  %320 = zext nneg i32 %317 to i64
  %321 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %320
  %322 = load float, ptr %321, align 4, !tbaa !11
  %323 = tail call noundef float @llvm.maxnum.f32(float %318, float %322)
  %324 = add nuw nsw i32 %317, 1
  %325 = add i32 %319, 1
  %326 = icmp eq i32 %325, %260
  br i1 %326, label %327, label %316, !llvm.loop !16

327:                                              ; preds = %316, %310
  %328 = phi float [ %306, %310 ], [ %323, %316 ]
  %329 = and i32 %31, 3
  %330 = icmp samesign ult i32 %30, 128
  br i1 %330, label %335, label %331

331:                                              ; preds = %327
  %332 = and i32 %31, 60
  br label %373

333:                                              ; preds = %434
  %334 = icmp eq i32 %329, 0
  br i1 %334, label %360, label %335

335:                                              ; preds = %333, %327
  %336 = phi i32 [ 0, %327 ], [ %436, %333 ]
  %337 = phi float [ 0.000000e+00, %327 ], [ %435, %333 ]
  %338 = icmp ne i32 %329, 0
  tail call void @llvm.assume(i1 %338)
  br label %339

339:                                              ; preds = %355, %335
  %340 = phi i32 [ %357, %355 ], [ %336, %335 ]
  %341 = phi float [ %356, %355 ], [ %337, %335 ]
  %342 = phi i32 [ %358, %355 ], [ 0, %335 ]
  %343 = zext nneg i32 %340 to i64
  %344 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %343
  %345 = load float, ptr %344, align 4, !tbaa !11
  %346 = fcmp contract ogt float %345, 0.000000e+00
  br i1 %346, label %347, label %355

347:                                              ; preds = %339
  %348 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %343
  %349 = load float, ptr %348, align 4, !tbaa !11
  %350 = fsub contract float %349, %328
  %351 = fmul float %350, 0x3FF7154760000000
  %352 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %351)
  %353 = fmul contract float %345, %352
  %354 = fadd contract float %341, %353
  br label %355

355:                                              ; preds = %347, %339
  %356 = phi float [ %354, %347 ], [ %341, %339 ]
  %357 = add nuw nsw i32 %340, 1
  %358 = add i32 %342, 1
  %359 = icmp eq i32 %358, %329
  br i1 %359, label %360, label %339, !llvm.loop !18

360:                                              ; preds = %355, %333
  %361 = phi float [ %435, %333 ], [ %356, %355 ]
  %362 = fcmp contract ogt float %361, 0.000000e+00
  %363 = fdiv contract float 1.000000e+00, %361
  %364 = select contract i1 %362, float %363, float 0.000000e+00
  %365 = getelementptr inbounds nuw float, ptr %5, i64 %44
  %366 = icmp slt i32 %34, %9
  br i1 %366, label %367, label %550

367:                                              ; preds = %360
  %368 = and i32 %31, 3
  %369 = icmp samesign ult i32 %30, 128
  %370 = and i32 %31, 60
  %371 = icmp eq i32 %368, 0
  %372 = icmp ne i32 %368, 0
  br label %439

373:                                              ; preds = %434, %331
  %374 = phi i32 [ 0, %331 ], [ %436, %434 ]
  %375 = phi float [ 0.000000e+00, %331 ], [ %435, %434 ]
  %376 = phi i32 [ 0, %331 ], [ %437, %434 ]
  %377 = zext nneg i32 %374 to i64
  %378 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %377
  %379 = load float, ptr %378, align 4, !tbaa !11
  %380 = fcmp contract ogt float %379, 0.000000e+00
  br i1 %380, label %381, label %389

381:                                              ; preds = %373
  %382 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %377
  %383 = load float, ptr %382, align 4, !tbaa !11
  %384 = fsub contract float %383, %328
  %385 = fmul float %384, 0x3FF7154760000000
  %386 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %385)
  %387 = fmul contract float %379, %386
  %388 = fadd contract float %375, %387
  br label %389

389:                                              ; preds = %373, %381
  %390 = phi float [ %388, %381 ], [ %375, %373 ]
  %391 = or disjoint i32 %374, 1
  %392 = zext nneg i32 %391 to i64
  %393 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %392
  %394 = load float, ptr %393, align 4, !tbaa !11
  %395 = fcmp contract ogt float %394, 0.000000e+00
  br i1 %395, label %396, label %404

396:                                              ; preds = %389
  %397 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %392
  %398 = load float, ptr %397, align 4, !tbaa !11
  %399 = fsub contract float %398, %328
  %400 = fmul float %399, 0x3FF7154760000000
  %401 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %400)
  %402 = fmul contract float %394, %401
  %403 = fadd contract float %390, %402
  br label %404

404:                                              ; preds = %396, %389
  %405 = phi float [ %403, %396 ], [ %390, %389 ]
  %406 = or disjoint i32 %374, 2
  %407 = zext nneg i32 %406 to i64
  %408 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %407
  %409 = load float, ptr %408, align 4, !tbaa !11
  %410 = fcmp contract ogt float %409, 0.000000e+00
  br i1 %410, label %411, label %419

411:                                              ; preds = %404
  %412 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %407
  %413 = load float, ptr %412, align 4, !tbaa !11
  %414 = fsub contract float %413, %328
  %415 = fmul float %414, 0x3FF7154760000000
  %416 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %415)
  %417 = fmul contract float %409, %416
  %418 = fadd contract float %405, %417
  br label %419

419:                                              ; preds = %411, %404
  %420 = phi float [ %418, %411 ], [ %405, %404 ]
  %421 = or disjoint i32 %374, 3
  %422 = zext nneg i32 %421 to i64
  %423 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %422
  %424 = load float, ptr %423, align 4, !tbaa !11
  %425 = fcmp contract ogt float %424, 0.000000e+00
  br i1 %425, label %426, label %434

426:                                              ; preds = %419
  %427 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %422
  %428 = load float, ptr %427, align 4, !tbaa !11
  %429 = fsub contract float %428, %328
  %430 = fmul float %429, 0x3FF7154760000000
  %431 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %430)
  %432 = fmul contract float %424, %431
  %433 = fadd contract float %420, %432
  br label %434

434:                                              ; preds = %426, %419
  %435 = phi float [ %433, %426 ], [ %420, %419 ]
  %436 = add nuw nsw i32 %374, 4
  %437 = add i32 %376, 4
  %438 = icmp eq i32 %437, %332
  br i1 %438, label %333, label %373, !llvm.loop !19

439:                                              ; preds = %367, %470
  %440 = phi i32 [ %474, %470 ], [ %34, %367 ]
  %441 = sext i32 %440 to i64
  %442 = getelementptr float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_acc to ptr), i64 %441
  br i1 %369, label %444, label %476

443:                                              ; preds = %545
  br i1 %371, label %470, label %444

444:                                              ; preds = %443, %439
  %445 = phi i32 [ 0, %439 ], [ %547, %443 ]
  %446 = phi float [ 0.000000e+00, %439 ], [ %546, %443 ]
  tail call void @llvm.assume(i1 %372)
  br label %447

447:                                              ; preds = %465, %444
  %448 = phi i32 [ %445, %444 ], [ %467, %465 ]
  %449 = phi float [ %446, %444 ], [ %466, %465 ]
  %450 = phi i32 [ 0, %444 ], [ %468, %465 ]
  %451 = zext nneg i32 %448 to i64
  %452 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %451
  %453 = load float, ptr %452, align 4, !tbaa !11
  %454 = fcmp contract ogt float %453, 0.000000e+00
  br i1 %454, label %455, label %465

455:                                              ; preds = %447
  %456 = getelementptr [128 x float], ptr %442, i64 %451
  %457 = load float, ptr %456, align 4, !tbaa !11
  %458 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %451
  %459 = load float, ptr %458, align 4, !tbaa !11
  %460 = fsub contract float %459, %328
  %461 = fmul float %460, 0x3FF7154760000000
  %462 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %461)
  %463 = fmul contract float %457, %462
  %464 = fadd contract float %449, %463
  br label %465

465:                                              ; preds = %455, %447
  %466 = phi float [ %464, %455 ], [ %449, %447 ]
  %467 = add nuw nsw i32 %448, 1
  %468 = add i32 %450, 1
  %469 = icmp eq i32 %468, %368
  br i1 %469, label %470, label %447, !llvm.loop !20

470:                                              ; preds = %465, %443
  %471 = phi float [ %546, %443 ], [ %466, %465 ]
  %472 = fmul contract float %364, %471
  %473 = getelementptr inbounds float, ptr %365, i64 %441
  store float %472, ptr %473, align 4, !tbaa !11
  %474 = add i32 %440, %30
  %475 = icmp slt i32 %474, %9
  br i1 %475, label %439, label %550, !llvm.loop !21

476:                                              ; preds = %439, %545
  %477 = phi i32 [ %547, %545 ], [ 0, %439 ]
  %478 = phi float [ %546, %545 ], [ 0.000000e+00, %439 ]
  %479 = phi i32 [ %548, %545 ], [ 0, %439 ]
  %480 = zext nneg i32 %477 to i64
  %481 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %480
  %482 = load float, ptr %481, align 4, !tbaa !11
  %483 = fcmp contract ogt float %482, 0.000000e+00
  br i1 %483, label %484, label %494

484:                                              ; preds = %476
  %485 = getelementptr [128 x float], ptr %442, i64 %480
  %486 = load float, ptr %485, align 4, !tbaa !11
  %487 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %480
  %488 = load float, ptr %487, align 4, !tbaa !11
  %489 = fsub contract float %488, %328
  %490 = fmul float %489, 0x3FF7154760000000
  %491 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %490)
  %492 = fmul contract float %486, %491
  %493 = fadd contract float %478, %492
  br label %494

494:                                              ; preds = %476, %484
  %495 = phi float [ %493, %484 ], [ %478, %476 ]
  %496 = or disjoint i32 %477, 1
  %497 = zext nneg i32 %496 to i64
  %498 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %497
  %499 = load float, ptr %498, align 4, !tbaa !11
  %500 = fcmp contract ogt float %499, 0.000000e+00
  br i1 %500, label %501, label %511

501:                                              ; preds = %494
  %502 = getelementptr [128 x float], ptr %442, i64 %497
  %503 = load float, ptr %502, align 4, !tbaa !11
  %504 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %497
  %505 = load float, ptr %504, align 4, !tbaa !11
  %506 = fsub contract float %505, %328
  %507 = fmul float %506, 0x3FF7154760000000
  %508 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %507)
  %509 = fmul contract float %503, %508
  %510 = fadd contract float %495, %509
  br label %511

511:                                              ; preds = %501, %494
  %512 = phi float [ %510, %501 ], [ %495, %494 ]
  %513 = or disjoint i32 %477, 2
  %514 = zext nneg i32 %513 to i64
  %515 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %514
  %516 = load float, ptr %515, align 4, !tbaa !11
  %517 = fcmp contract ogt float %516, 0.000000e+00
  br i1 %517, label %518, label %528

518:                                              ; preds = %511
  %519 = getelementptr [128 x float], ptr %442, i64 %514
  %520 = load float, ptr %519, align 4, !tbaa !11
  %521 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %514
  %522 = load float, ptr %521, align 4, !tbaa !11
  %523 = fsub contract float %522, %328
  %524 = fmul float %523, 0x3FF7154760000000
  %525 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %524)
  %526 = fmul contract float %520, %525
  %527 = fadd contract float %512, %526
  br label %528

528:                                              ; preds = %518, %511
  %529 = phi float [ %527, %518 ], [ %512, %511 ]
  %530 = or disjoint i32 %477, 3
  %531 = zext nneg i32 %530 to i64
  %532 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_sum to ptr), i64 %531
  %533 = load float, ptr %532, align 4, !tbaa !11
  %534 = fcmp contract ogt float %533, 0.000000e+00
  br i1 %534, label %535, label %545

535:                                              ; preds = %528
  %536 = getelementptr [128 x float], ptr %442, i64 %531
  %537 = load float, ptr %536, align 4, !tbaa !11
  %538 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ22paged_attention_decodeE5s_max to ptr), i64 %531
  %539 = load float, ptr %538, align 4, !tbaa !11
  %540 = fsub contract float %539, %328
  %541 = fmul float %540, 0x3FF7154760000000
  %542 = tail call noundef float @llvm.nvvm.ex2.approx.f32(float %541)
  %543 = fmul contract float %537, %542
  %544 = fadd contract float %529, %543
  br label %545

545:                                              ; preds = %535, %528
  %546 = phi float [ %544, %535 ], [ %529, %528 ]
  %547 = add nuw nsw i32 %477, 4
  %548 = add i32 %479, 4
  %549 = icmp eq i32 %548, %370
  br i1 %549, label %443, label %476, !llvm.loop !22

550:                                              ; preds = %470, %360, %29, %14, %18
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
  %31 = icmp samesign ult i32 %30, %8
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
  br i1 %86, label %74, label %87, !llvm.loop !23

87:                                               ; preds = %74, %61, %46, %34
  %88 = add i32 %35, %33
  %89 = icmp slt i32 %88, %21
  br i1 %89, label %34, label %90, !llvm.loop !24

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
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !17}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
