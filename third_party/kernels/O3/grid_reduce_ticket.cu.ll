; ModuleID = 'src/grid_reduce_ticket.cu'
source_filename = "src/grid_reduce_ticket.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ15grid_sumsq_clipE6s_warp = internal unnamed_addr addrspace(3) global [32 x double] undef, align 8
@_ZZ15grid_sumsq_clipE6s_last = internal unnamed_addr addrspace(3) global i8 undef, align 1
@_ZZ15grid_argmax_absE3s_v = internal unnamed_addr addrspace(3) global [32 x float] undef, align 4
@_ZZ15grid_argmax_absE3s_i = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15grid_argmax_absE8s_ticket = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @grid_sumsq_clip(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef %2, ptr noalias noundef captures(none) %3, float noundef %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %9 = zext nneg i32 %8 to i64
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = mul nuw nsw i64 %9, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = zext nneg i32 %13 to i64
  %15 = mul nuw nsw i64 %14, %11
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = zext nneg i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = lshr i64 %1, 2
  %20 = icmp samesign ult i64 %18, %19
  br i1 %20, label %26, label %21

21:                                               ; preds = %26, %7
  %22 = phi double [ 0.000000e+00, %7 ], [ %48, %26 ]
  %23 = and i64 %1, -4
  %24 = add i64 %23, %18
  %25 = icmp ult i64 %24, %1
  br i1 %25, label %194, label %51

26:                                               ; preds = %7, %26
  %27 = phi double [ %48, %26 ], [ 0.000000e+00, %7 ]
  %28 = phi i64 [ %49, %26 ], [ %18, %7 ]
  %29 = getelementptr inbounds nuw %struct.float4, ptr %0, i64 %28
  %30 = load float, ptr %29, align 16, !tbaa !11
  %31 = getelementptr inbounds nuw i8, ptr %29, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = getelementptr inbounds nuw i8, ptr %29, i64 8
  %34 = load float, ptr %33, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw i8, ptr %29, i64 12
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = fmul contract float %30, %30
  %38 = fpext contract float %37 to double
  %39 = fmul contract float %32, %32
  %40 = fpext contract float %39 to double
  %41 = fadd contract double %38, %40
  %42 = fmul contract float %34, %34
  %43 = fpext contract float %42 to double
  %44 = fadd contract double %41, %43
  %45 = fmul contract float %36, %36
  %46 = fpext contract float %45 to double
  %47 = fadd contract double %44, %46
  %48 = fadd contract double %27, %47
  %49 = add nuw nsw i64 %28, %12
  %50 = icmp samesign ult i64 %49, %19
  br i1 %50, label %26, label %21, !llvm.loop !13

51:                                               ; preds = %194, %21
  %52 = phi double [ %22, %21 ], [ %201, %194 ]
  %53 = bitcast double %52 to i64
  %54 = trunc i64 %53 to i32
  %55 = lshr i64 %53, 32
  %56 = trunc nuw i64 %55 to i32
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %54, i32 16, i32 31)
  %58 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %56, i32 16, i32 31)
  %59 = zext i32 %58 to i64
  %60 = shl nuw i64 %59, 32
  %61 = zext i32 %57 to i64
  %62 = or disjoint i64 %60, %61
  %63 = bitcast i64 %62 to double
  %64 = fadd contract double %52, %63
  %65 = bitcast double %64 to i64
  %66 = trunc i64 %65 to i32
  %67 = lshr i64 %65, 32
  %68 = trunc nuw i64 %67 to i32
  %69 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %66, i32 8, i32 31)
  %70 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %68, i32 8, i32 31)
  %71 = zext i32 %70 to i64
  %72 = shl nuw i64 %71, 32
  %73 = zext i32 %69 to i64
  %74 = or disjoint i64 %72, %73
  %75 = bitcast i64 %74 to double
  %76 = fadd contract double %64, %75
  %77 = bitcast double %76 to i64
  %78 = trunc i64 %77 to i32
  %79 = lshr i64 %77, 32
  %80 = trunc nuw i64 %79 to i32
  %81 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %78, i32 4, i32 31)
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %80, i32 4, i32 31)
  %83 = zext i32 %82 to i64
  %84 = shl nuw i64 %83, 32
  %85 = zext i32 %81 to i64
  %86 = or disjoint i64 %84, %85
  %87 = bitcast i64 %86 to double
  %88 = fadd contract double %76, %87
  %89 = bitcast double %88 to i64
  %90 = trunc i64 %89 to i32
  %91 = lshr i64 %89, 32
  %92 = trunc nuw i64 %91 to i32
  %93 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %90, i32 2, i32 31)
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %92, i32 2, i32 31)
  %95 = zext i32 %94 to i64
  %96 = shl nuw i64 %95, 32
  %97 = zext i32 %93 to i64
  %98 = or disjoint i64 %96, %97
  %99 = bitcast i64 %98 to double
  %100 = fadd contract double %88, %99
  %101 = bitcast double %100 to i64
  %102 = trunc i64 %101 to i32
  %103 = lshr i64 %101, 32
  %104 = trunc nuw i64 %103 to i32
  %105 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %102, i32 1, i32 31)
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %104, i32 1, i32 31)
  %107 = and i32 %16, 31
  %108 = lshr i32 %16, 5
  %109 = icmp eq i32 %107, 0
  br i1 %109, label %110, label %119

110:                                              ; preds = %51
  %111 = zext i32 %106 to i64
  %112 = shl nuw i64 %111, 32
  %113 = zext i32 %105 to i64
  %114 = or disjoint i64 %112, %113
  %115 = bitcast i64 %114 to double
  %116 = fadd contract double %100, %115
  %117 = zext nneg i32 %108 to i64
  %118 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_sumsq_clipE6s_warp to ptr), i64 %117
  store double %116, ptr %118, align 8, !tbaa !15
  br label %119

119:                                              ; preds = %110, %51
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %120 = icmp eq i32 %108, 0
  br i1 %120, label %121, label %191

121:                                              ; preds = %119
  %122 = add nuw nsw i32 %10, 31
  %123 = lshr i32 %122, 5
  %124 = icmp samesign ult i32 %107, %123
  br i1 %124, label %125, label %129

125:                                              ; preds = %121
  %126 = zext nneg i32 %107 to i64
  %127 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_sumsq_clipE6s_warp to ptr), i64 %126
  %128 = load double, ptr %127, align 8, !tbaa !15
  br label %129

129:                                              ; preds = %125, %121
  %130 = phi double [ %128, %125 ], [ 0.000000e+00, %121 ]
  %131 = bitcast double %130 to i64
  %132 = trunc i64 %131 to i32
  %133 = lshr i64 %131, 32
  %134 = trunc nuw i64 %133 to i32
  %135 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %132, i32 16, i32 31)
  %136 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %134, i32 16, i32 31)
  %137 = zext i32 %136 to i64
  %138 = shl nuw i64 %137, 32
  %139 = zext i32 %135 to i64
  %140 = or disjoint i64 %138, %139
  %141 = bitcast i64 %140 to double
  %142 = fadd contract double %130, %141
  %143 = bitcast double %142 to i64
  %144 = trunc i64 %143 to i32
  %145 = lshr i64 %143, 32
  %146 = trunc nuw i64 %145 to i32
  %147 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %144, i32 8, i32 31)
  %148 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %146, i32 8, i32 31)
  %149 = zext i32 %148 to i64
  %150 = shl nuw i64 %149, 32
  %151 = zext i32 %147 to i64
  %152 = or disjoint i64 %150, %151
  %153 = bitcast i64 %152 to double
  %154 = fadd contract double %142, %153
  %155 = bitcast double %154 to i64
  %156 = trunc i64 %155 to i32
  %157 = lshr i64 %155, 32
  %158 = trunc nuw i64 %157 to i32
  %159 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %156, i32 4, i32 31)
  %160 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %158, i32 4, i32 31)
  %161 = zext i32 %160 to i64
  %162 = shl nuw i64 %161, 32
  %163 = zext i32 %159 to i64
  %164 = or disjoint i64 %162, %163
  %165 = bitcast i64 %164 to double
  %166 = fadd contract double %154, %165
  %167 = bitcast double %166 to i64
  %168 = trunc i64 %167 to i32
  %169 = lshr i64 %167, 32
  %170 = trunc nuw i64 %169 to i32
  %171 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %168, i32 2, i32 31)
  %172 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %170, i32 2, i32 31)
  %173 = zext i32 %172 to i64
  %174 = shl nuw i64 %173, 32
  %175 = zext i32 %171 to i64
  %176 = or disjoint i64 %174, %175
  %177 = bitcast i64 %176 to double
  %178 = fadd contract double %166, %177
  %179 = bitcast double %178 to i64
  %180 = trunc i64 %179 to i32
  %181 = lshr i64 %179, 32
  %182 = trunc nuw i64 %181 to i32
  %183 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %180, i32 1, i32 31)
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %182, i32 1, i32 31)
  %185 = zext i32 %184 to i64
  %186 = shl nuw i64 %185, 32
  %187 = zext i32 %183 to i64
  %188 = or disjoint i64 %186, %187
  %189 = bitcast i64 %188 to double
  %190 = fadd contract double %178, %189
  br label %191

191:                                              ; preds = %129, %119
  %192 = phi double [ 0.000000e+00, %119 ], [ %190, %129 ]
  %193 = icmp eq i32 %16, 0
  br i1 %193, label %204, label %210

194:                                              ; preds = %21, %194
  %195 = phi double [ %201, %194 ], [ %22, %21 ]
  %196 = phi i64 [ %202, %194 ], [ %24, %21 ]
  %197 = getelementptr inbounds nuw float, ptr %0, i64 %196
  %198 = load float, ptr %197, align 4, !tbaa !11
  %199 = fpext contract float %198 to double
  %200 = fmul contract double %199, %199
  %201 = fadd contract double %195, %200
  %202 = add i64 %196, %12
  %203 = icmp ult i64 %202, %1
  br i1 %203, label %194, label %51, !llvm.loop !17

204:                                              ; preds = %191
  %205 = getelementptr inbounds nuw double, ptr %2, i64 %14
  store double %192, ptr %205, align 8, !tbaa !15
  tail call void @llvm.nvvm.membar.gl()
  %206 = add nsw i32 %8, -1
  %207 = atomicrmw uinc_wrap ptr %3, i32 %206 seq_cst, align 4
  %208 = icmp eq i32 %207, %206
  %209 = zext i1 %208 to i8
  store i8 %209, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_sumsq_clipE6s_last to ptr), align 1, !tbaa !18
  br label %210

210:                                              ; preds = %204, %191
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %211 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_sumsq_clipE6s_last to ptr), align 1, !tbaa !18, !range !20, !noundef !21
  %212 = trunc nuw i8 %211 to i1
  br i1 %212, label %213, label %368

213:                                              ; preds = %210
  tail call void @llvm.nvvm.membar.gl()
  %214 = icmp samesign ult i32 %16, %8
  br i1 %214, label %355, label %215

215:                                              ; preds = %355, %213
  %216 = phi double [ 0.000000e+00, %213 ], [ %361, %355 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %217 = bitcast double %216 to i64
  %218 = trunc i64 %217 to i32
  %219 = lshr i64 %217, 32
  %220 = trunc nuw i64 %219 to i32
  %221 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %218, i32 16, i32 31)
  %222 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %220, i32 16, i32 31)
  %223 = zext i32 %222 to i64
  %224 = shl nuw i64 %223, 32
  %225 = zext i32 %221 to i64
  %226 = or disjoint i64 %224, %225
  %227 = bitcast i64 %226 to double
  %228 = fadd contract double %216, %227
  %229 = bitcast double %228 to i64
  %230 = trunc i64 %229 to i32
  %231 = lshr i64 %229, 32
  %232 = trunc nuw i64 %231 to i32
  %233 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %230, i32 8, i32 31)
  %234 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %232, i32 8, i32 31)
  %235 = zext i32 %234 to i64
  %236 = shl nuw i64 %235, 32
  %237 = zext i32 %233 to i64
  %238 = or disjoint i64 %236, %237
  %239 = bitcast i64 %238 to double
  %240 = fadd contract double %228, %239
  %241 = bitcast double %240 to i64
  %242 = trunc i64 %241 to i32
  %243 = lshr i64 %241, 32
  %244 = trunc nuw i64 %243 to i32
  %245 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %242, i32 4, i32 31)
  %246 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %244, i32 4, i32 31)
  %247 = zext i32 %246 to i64
  %248 = shl nuw i64 %247, 32
  %249 = zext i32 %245 to i64
  %250 = or disjoint i64 %248, %249
  %251 = bitcast i64 %250 to double
  %252 = fadd contract double %240, %251
  %253 = bitcast double %252 to i64
  %254 = trunc i64 %253 to i32
  %255 = lshr i64 %253, 32
  %256 = trunc nuw i64 %255 to i32
  %257 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %254, i32 2, i32 31)
  %258 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %256, i32 2, i32 31)
  %259 = zext i32 %258 to i64
  %260 = shl nuw i64 %259, 32
  %261 = zext i32 %257 to i64
  %262 = or disjoint i64 %260, %261
  %263 = bitcast i64 %262 to double
  %264 = fadd contract double %252, %263
  %265 = bitcast double %264 to i64
  %266 = trunc i64 %265 to i32
  %267 = lshr i64 %265, 32
  %268 = trunc nuw i64 %267 to i32
  %269 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %266, i32 1, i32 31)
  %270 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %268, i32 1, i32 31)
  br i1 %109, label %271, label %280

271:                                              ; preds = %215
  %272 = zext i32 %270 to i64
  %273 = shl nuw i64 %272, 32
  %274 = zext i32 %269 to i64
  %275 = or disjoint i64 %273, %274
  %276 = bitcast i64 %275 to double
  %277 = fadd contract double %264, %276
  %278 = zext nneg i32 %108 to i64
  %279 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_sumsq_clipE6s_warp to ptr), i64 %278
  store double %277, ptr %279, align 8, !tbaa !15
  br label %280

280:                                              ; preds = %271, %215
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %120, label %281, label %353

281:                                              ; preds = %280
  %282 = add nuw nsw i32 %10, 31
  %283 = lshr i32 %282, 5
  %284 = icmp samesign ult i32 %107, %283
  br i1 %284, label %285, label %289

285:                                              ; preds = %281
  %286 = zext nneg i32 %107 to i64
  %287 = getelementptr inbounds nuw double, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_sumsq_clipE6s_warp to ptr), i64 %286
  %288 = load double, ptr %287, align 8, !tbaa !15
  br label %289

289:                                              ; preds = %285, %281
  %290 = phi double [ %288, %285 ], [ 0.000000e+00, %281 ]
  %291 = bitcast double %290 to i64
  %292 = trunc i64 %291 to i32
  %293 = lshr i64 %291, 32
  %294 = trunc nuw i64 %293 to i32
  %295 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %292, i32 16, i32 31)
  %296 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %294, i32 16, i32 31)
  %297 = zext i32 %296 to i64
  %298 = shl nuw i64 %297, 32
  %299 = zext i32 %295 to i64
  %300 = or disjoint i64 %298, %299
  %301 = bitcast i64 %300 to double
  %302 = fadd contract double %290, %301
  %303 = bitcast double %302 to i64
  %304 = trunc i64 %303 to i32
  %305 = lshr i64 %303, 32
  %306 = trunc nuw i64 %305 to i32
  %307 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %304, i32 8, i32 31)
  %308 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %306, i32 8, i32 31)
  %309 = zext i32 %308 to i64
  %310 = shl nuw i64 %309, 32
  %311 = zext i32 %307 to i64
  %312 = or disjoint i64 %310, %311
  %313 = bitcast i64 %312 to double
  %314 = fadd contract double %302, %313
  %315 = bitcast double %314 to i64
  %316 = trunc i64 %315 to i32
  %317 = lshr i64 %315, 32
  %318 = trunc nuw i64 %317 to i32
  %319 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %316, i32 4, i32 31)
  %320 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %318, i32 4, i32 31)
  %321 = zext i32 %320 to i64
  %322 = shl nuw i64 %321, 32
  %323 = zext i32 %319 to i64
  %324 = or disjoint i64 %322, %323
  %325 = bitcast i64 %324 to double
  %326 = fadd contract double %314, %325
  %327 = bitcast double %326 to i64
  %328 = trunc i64 %327 to i32
  %329 = lshr i64 %327, 32
  %330 = trunc nuw i64 %329 to i32
  %331 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %328, i32 2, i32 31)
  %332 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %330, i32 2, i32 31)
  %333 = zext i32 %332 to i64
  %334 = shl nuw i64 %333, 32
  %335 = zext i32 %331 to i64
  %336 = or disjoint i64 %334, %335
  %337 = bitcast i64 %336 to double
  %338 = fadd contract double %326, %337
  %339 = bitcast double %338 to i64
  %340 = trunc i64 %339 to i32
  %341 = lshr i64 %339, 32
  %342 = trunc nuw i64 %341 to i32
  %343 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %340, i32 1, i32 31)
  %344 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %342, i32 1, i32 31)
  %345 = zext i32 %344 to i64
  %346 = shl nuw i64 %345, 32
  %347 = zext i32 %343 to i64
  %348 = or disjoint i64 %346, %347
  %349 = bitcast i64 %348 to double
  %350 = fadd contract double %338, %349
  %351 = tail call double @llvm.sqrt.f64(double %350)
  %352 = fptrunc contract double %351 to float
  br label %353

353:                                              ; preds = %289, %280
  %354 = phi float [ 0.000000e+00, %280 ], [ %352, %289 ]
  br i1 %193, label %364, label %368

355:                                              ; preds = %213, %355
  %356 = phi i32 [ %362, %355 ], [ %16, %213 ]
  %357 = phi double [ %361, %355 ], [ 0.000000e+00, %213 ]
  %358 = zext nneg i32 %356 to i64
  %359 = getelementptr inbounds nuw double, ptr %2, i64 %358
  %360 = load volatile double, ptr %359, align 8, !tbaa !15
  %361 = fadd contract double %357, %360
  %362 = add nuw i32 %356, %10
  %363 = icmp ult i32 %362, %8
  br i1 %363, label %355, label %215, !llvm.loop !22

364:                                              ; preds = %353
  store float %354, ptr %5, align 4, !tbaa !11
  %365 = fadd contract float %354, 0x3EB0C6F7A0000000
  %366 = fdiv contract float %4, %365
  %367 = tail call noundef float @llvm.minnum.f32(float %366, float 1.000000e+00)
  store float %367, ptr %6, align 4, !tbaa !11
  br label %368

368:                                              ; preds = %353, %364, %210
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @grid_argmax_abs(ptr noalias noundef readonly captures(none) %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3, ptr noalias noundef captures(none) %4, ptr noalias noundef writeonly captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = and i32 %8, 31
  %10 = lshr i32 %8, 5
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = add nuw nsw i32 %11, 31
  %13 = lshr i32 %12, 5
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = mul i32 %14, %11
  %16 = add i32 %15, %8
  %17 = icmp slt i32 %16, %1
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  br i1 %17, label %19, label %21

19:                                               ; preds = %7
  %20 = mul i32 %18, %11
  br label %42

21:                                               ; preds = %58, %7
  %22 = phi float [ -1.000000e+00, %7 ], [ %59, %58 ]
  %23 = phi i32 [ 2147483647, %7 ], [ %60, %58 ]
  %24 = icmp eq i32 %9, 0
  %25 = zext nneg i32 %10 to i64
  %26 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_i to ptr), i64 %25
  %27 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_v to ptr), i64 %25
  %28 = icmp eq i32 %8, 0
  %29 = icmp samesign ugt i32 %11, 32
  %30 = zext nneg i32 %14 to i64
  %31 = getelementptr inbounds nuw float, ptr %2, i64 %30
  %32 = getelementptr inbounds nuw i32, ptr %3, i64 %30
  %33 = add nsw i32 %18, -1
  %34 = icmp samesign ult i32 %8, %18
  %35 = add nsw i32 %13, -1
  %36 = add nsw i32 %13, -2
  %37 = and i32 %35, 3
  %38 = icmp ult i32 %36, 3
  %39 = and i32 %35, -4
  %40 = icmp eq i32 %37, 0
  %41 = icmp ne i32 %37, 0
  br label %63

42:                                               ; preds = %19, %58
  %43 = phi i32 [ %16, %19 ], [ %61, %58 ]
  %44 = phi i32 [ 2147483647, %19 ], [ %60, %58 ]
  %45 = phi float [ -1.000000e+00, %19 ], [ %59, %58 ]
  %46 = sext i32 %43 to i64
  %47 = getelementptr inbounds float, ptr %0, i64 %46
  %48 = load float, ptr %47, align 4, !tbaa !11
  %49 = tail call noundef float @llvm.nvvm.fabs.f32(float %48)
  %50 = fcmp contract ord float %49, 0.000000e+00
  br i1 %50, label %51, label %58

51:                                               ; preds = %42
  %52 = fcmp contract ogt float %49, %45
  br i1 %52, label %57, label %53

53:                                               ; preds = %51
  %54 = fcmp contract oeq float %49, %45
  %55 = icmp slt i32 %43, %44
  %56 = select i1 %54, i1 %55, i1 false
  br i1 %56, label %57, label %58

57:                                               ; preds = %53, %51
  br label %58

58:                                               ; preds = %57, %53, %42
  %59 = phi float [ %45, %42 ], [ %49, %57 ], [ %45, %53 ]
  %60 = phi i32 [ %44, %42 ], [ %43, %57 ], [ %44, %53 ]
  %61 = add i32 %43, %20
  %62 = icmp slt i32 %61, %1
  br i1 %62, label %42, label %21, !llvm.loop !23

63:                                               ; preds = %21, %233
  %64 = phi float [ %234, %233 ], [ %22, %21 ]
  %65 = phi i32 [ %235, %233 ], [ %23, %21 ]
  %66 = phi i1 [ false, %233 ], [ true, %21 ]
  %67 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %64, i32 16, i32 31)
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 16, i32 31)
  %69 = fcmp contract ogt float %67, %64
  br i1 %69, label %74, label %70

70:                                               ; preds = %63
  %71 = fcmp contract oeq float %67, %64
  %72 = icmp slt i32 %68, %65
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %74, label %75

74:                                               ; preds = %70, %63
  br label %75

75:                                               ; preds = %70, %74
  %76 = phi float [ %67, %74 ], [ %64, %70 ]
  %77 = phi i32 [ %68, %74 ], [ %65, %70 ]
  %78 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %76, i32 8, i32 31)
  %79 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 8, i32 31)
  %80 = fcmp contract ogt float %78, %76
  br i1 %80, label %85, label %81

81:                                               ; preds = %75
  %82 = fcmp contract oeq float %78, %76
  %83 = icmp slt i32 %79, %77
  %84 = select i1 %82, i1 %83, i1 false
  br i1 %84, label %85, label %86

85:                                               ; preds = %81, %75
  br label %86

86:                                               ; preds = %85, %81
  %87 = phi float [ %78, %85 ], [ %76, %81 ]
  %88 = phi i32 [ %79, %85 ], [ %77, %81 ]
  %89 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %87, i32 4, i32 31)
  %90 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 4, i32 31)
  %91 = fcmp contract ogt float %89, %87
  br i1 %91, label %96, label %92

92:                                               ; preds = %86
  %93 = fcmp contract oeq float %89, %87
  %94 = icmp slt i32 %90, %88
  %95 = select i1 %93, i1 %94, i1 false
  br i1 %95, label %96, label %97

96:                                               ; preds = %92, %86
  br label %97

97:                                               ; preds = %96, %92
  %98 = phi float [ %89, %96 ], [ %87, %92 ]
  %99 = phi i32 [ %90, %96 ], [ %88, %92 ]
  %100 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %98, i32 2, i32 31)
  %101 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 2, i32 31)
  %102 = fcmp contract ogt float %100, %98
  br i1 %102, label %107, label %103

103:                                              ; preds = %97
  %104 = fcmp contract oeq float %100, %98
  %105 = icmp slt i32 %101, %99
  %106 = select i1 %104, i1 %105, i1 false
  br i1 %106, label %107, label %108

107:                                              ; preds = %103, %97
  br label %108

108:                                              ; preds = %107, %103
  %109 = phi float [ %100, %107 ], [ %98, %103 ]
  %110 = phi i32 [ %101, %107 ], [ %99, %103 ]
  %111 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %109, i32 1, i32 31)
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 1, i32 31)
  %113 = fcmp contract ogt float %111, %109
  br i1 %113, label %118, label %114

114:                                              ; preds = %108
  %115 = fcmp contract oeq float %111, %109
  %116 = icmp slt i32 %112, %110
  %117 = select i1 %115, i1 %116, i1 false
  br i1 %117, label %118, label %119

118:                                              ; preds = %114, %108
  br label %119

119:                                              ; preds = %118, %114
  %120 = phi float [ %111, %118 ], [ %109, %114 ]
  %121 = phi i32 [ %112, %118 ], [ %110, %114 ]
  br i1 %24, label %122, label %123

122:                                              ; preds = %119
  store float %120, ptr %27, align 4, !tbaa !11
  store i32 %121, ptr %26, align 4, !tbaa !6
  br label %123

123:                                              ; preds = %122, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %28, label %124, label %228

124:                                              ; preds = %123
  br i1 %29, label %125, label %153

125:                                              ; preds = %124
  br i1 %38, label %127, label %156

126:                                              ; preds = %217
  br i1 %40, label %153, label %127

127:                                              ; preds = %126, %125
  %128 = phi i32 [ 1, %125 ], [ %220, %126 ]
  %129 = phi i32 [ %121, %125 ], [ %219, %126 ]
  %130 = phi float [ %120, %125 ], [ %218, %126 ]
  tail call void @llvm.assume(i1 %41)
  br label %131

131:                                              ; preds = %147, %127
  %132 = phi i32 [ %150, %147 ], [ %128, %127 ]
  %133 = phi i32 [ %149, %147 ], [ %129, %127 ]
  %134 = phi float [ %148, %147 ], [ %130, %127 ]
  %135 = phi i32 [ %151, %147 ], [ 0, %127 ]
  %136 = zext nneg i32 %132 to i64
  %137 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_v to ptr), i64 %136
  %138 = load float, ptr %137, align 4, !tbaa !11
  %139 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_i to ptr), i64 %136
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = fcmp contract ogt float %138, %134
  br i1 %141, label %146, label %142

142:                                              ; preds = %131
  %143 = fcmp contract oeq float %138, %134
  %144 = icmp slt i32 %140, %133
  %145 = select i1 %143, i1 %144, i1 false
  br i1 %145, label %146, label %147

146:                                              ; preds = %142, %131
  br label %147

147:                                              ; preds = %146, %142
  %148 = phi float [ %138, %146 ], [ %134, %142 ]
  %149 = phi i32 [ %140, %146 ], [ %133, %142 ]
  %150 = add nuw nsw i32 %132, 1
  %151 = add i32 %135, 1
  %152 = icmp eq i32 %151, %37
  br i1 %152, label %153, label %131, !llvm.loop !24

153:                                              ; preds = %126, %147, %124
  %154 = phi float [ %120, %124 ], [ %218, %126 ], [ %148, %147 ]
  %155 = phi i32 [ %121, %124 ], [ %219, %126 ], [ %149, %147 ]
  br i1 %66, label %223, label %225

156:                                              ; preds = %125, %217
  %157 = phi i32 [ %220, %217 ], [ 1, %125 ]
  %158 = phi i32 [ %219, %217 ], [ %121, %125 ]
  %159 = phi float [ %218, %217 ], [ %120, %125 ]
  %160 = phi i32 [ %221, %217 ], [ 0, %125 ]
  %161 = zext nneg i32 %157 to i64
  %162 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_v to ptr), i64 %161
  %163 = load float, ptr %162, align 4, !tbaa !11
  %164 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_i to ptr), i64 %161
  %165 = load i32, ptr %164, align 4, !tbaa !6
  %166 = fcmp contract ogt float %163, %159
  br i1 %166, label %171, label %167

167:                                              ; preds = %156
  %168 = fcmp contract oeq float %163, %159
  %169 = icmp slt i32 %165, %158
  %170 = select i1 %168, i1 %169, i1 false
  br i1 %170, label %171, label %172

171:                                              ; preds = %167, %156
  br label %172

172:                                              ; preds = %167, %171
  %173 = phi float [ %163, %171 ], [ %159, %167 ]
  %174 = phi i32 [ %165, %171 ], [ %158, %167 ]
  %175 = add nuw nsw i32 %157, 1
  %176 = zext nneg i32 %175 to i64
  %177 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_v to ptr), i64 %176
  %178 = load float, ptr %177, align 4, !tbaa !11
  %179 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_i to ptr), i64 %176
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = fcmp contract ogt float %178, %173
  br i1 %181, label %186, label %182

182:                                              ; preds = %172
  %183 = fcmp contract oeq float %178, %173
  %184 = icmp slt i32 %180, %174
  %185 = select i1 %183, i1 %184, i1 false
  br i1 %185, label %186, label %187

186:                                              ; preds = %182, %172
  br label %187

187:                                              ; preds = %186, %182
  %188 = phi float [ %178, %186 ], [ %173, %182 ]
  %189 = phi i32 [ %180, %186 ], [ %174, %182 ]
  %190 = add nuw nsw i32 %157, 2
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_v to ptr), i64 %191
  %193 = load float, ptr %192, align 4, !tbaa !11
  %194 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_i to ptr), i64 %191
  %195 = load i32, ptr %194, align 4, !tbaa !6
  %196 = fcmp contract ogt float %193, %188
  br i1 %196, label %201, label %197

197:                                              ; preds = %187
  %198 = fcmp contract oeq float %193, %188
  %199 = icmp slt i32 %195, %189
  %200 = select i1 %198, i1 %199, i1 false
  br i1 %200, label %201, label %202

201:                                              ; preds = %197, %187
  br label %202

202:                                              ; preds = %201, %197
  %203 = phi float [ %193, %201 ], [ %188, %197 ]
  %204 = phi i32 [ %195, %201 ], [ %189, %197 ]
  %205 = add nuw nsw i32 %157, 3
  %206 = zext nneg i32 %205 to i64
  %207 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_v to ptr), i64 %206
  %208 = load float, ptr %207, align 4, !tbaa !11
  %209 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE3s_i to ptr), i64 %206
  %210 = load i32, ptr %209, align 4, !tbaa !6
  %211 = fcmp contract ogt float %208, %203
  br i1 %211, label %216, label %212

212:                                              ; preds = %202
  %213 = fcmp contract oeq float %208, %203
  %214 = icmp slt i32 %210, %204
  %215 = select i1 %213, i1 %214, i1 false
  br i1 %215, label %216, label %217

216:                                              ; preds = %212, %202
  br label %217

217:                                              ; preds = %216, %212
  %218 = phi float [ %208, %216 ], [ %203, %212 ]
  %219 = phi i32 [ %210, %216 ], [ %204, %212 ]
  %220 = add nuw nsw i32 %157, 4
  %221 = add i32 %160, 4
  %222 = icmp eq i32 %221, %39
  br i1 %222, label %126, label %156, !llvm.loop !26

223:                                              ; preds = %153
  store float %154, ptr %31, align 4, !tbaa !11
  store i32 %155, ptr %32, align 4, !tbaa !6
  tail call void @llvm.nvvm.membar.gl()
  %224 = atomicrmw uinc_wrap ptr %4, i32 %33 seq_cst, align 4
  store i32 %224, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE8s_ticket to ptr), align 4, !tbaa !6
  br label %228

225:                                              ; preds = %153
  store float %154, ptr %5, align 4, !tbaa !11
  %226 = icmp eq i32 %155, 2147483647
  %227 = select i1 %226, i32 -1, i32 %155
  store i32 %227, ptr %6, align 4, !tbaa !6
  br label %228

228:                                              ; preds = %223, %225, %123
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %229 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15grid_argmax_absE8s_ticket to ptr), align 4
  %230 = icmp eq i32 %229, %33
  %231 = select i1 %66, i1 %230, i1 false
  br i1 %231, label %232, label %256

232:                                              ; preds = %228
  tail call void @llvm.nvvm.membar.gl()
  br i1 %34, label %236, label %233

233:                                              ; preds = %251, %232
  %234 = phi float [ -1.000000e+00, %232 ], [ %252, %251 ]
  %235 = phi i32 [ 2147483647, %232 ], [ %253, %251 ]
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %63, !llvm.loop !27

236:                                              ; preds = %232, %251
  %237 = phi i32 [ %254, %251 ], [ %8, %232 ]
  %238 = phi i32 [ %253, %251 ], [ 2147483647, %232 ]
  %239 = phi float [ %252, %251 ], [ -1.000000e+00, %232 ]
  %240 = zext i32 %237 to i64
  %241 = getelementptr inbounds nuw float, ptr %2, i64 %240
  %242 = load volatile float, ptr %241, align 4, !tbaa !11
  %243 = getelementptr inbounds nuw i32, ptr %3, i64 %240
  %244 = load volatile i32, ptr %243, align 4, !tbaa !6
  %245 = fcmp contract ogt float %242, %239
  br i1 %245, label %250, label %246

246:                                              ; preds = %236
  %247 = fcmp contract oeq float %242, %239
  %248 = icmp slt i32 %244, %238
  %249 = select i1 %247, i1 %248, i1 false
  br i1 %249, label %250, label %251

250:                                              ; preds = %246, %236
  br label %251

251:                                              ; preds = %246, %250
  %252 = phi float [ %242, %250 ], [ %239, %246 ]
  %253 = phi i32 [ %244, %250 ], [ %238, %246 ]
  %254 = add nuw i32 %237, %11
  %255 = icmp ult i32 %254, %18
  br i1 %255, label %236, label %233, !llvm.loop !28

256:                                              ; preds = %228
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #6

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nounwind }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"bool", !8, i64 0}
!20 = !{i8 0, i8 2}
!21 = !{}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.unroll.disable"}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
