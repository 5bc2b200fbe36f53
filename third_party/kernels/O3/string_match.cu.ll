; ModuleID = 'src/string_match.cu'
source_filename = "src/string_match.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15rabin_karp_scanE5s_pat = internal unnamed_addr addrspace(3) global [64 x i8] undef, align 1
@_ZZ15rabin_karp_scanE4s_hp = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15rabin_karp_scanE5s_pow = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15rabin_karp_scanE7s_count = internal addrspace(3) global i32 undef, align 4
@_ZZ19shift_and_kmismatchE6s_mask = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ19shift_and_kmismatchE5s_pat = internal unnamed_addr addrspace(3) global [32 x i8] undef, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @rabin_karp_scan(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, ptr noalias noundef captures(none) %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #0 {
  %8 = add i32 %3, -65
  %9 = icmp ult i32 %8, -64
  %10 = icmp slt i32 %4, 1
  %11 = or i1 %9, %10
  br i1 %11, label %332, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp samesign ult i32 %13, %3
  br i1 %14, label %15, label %39

15:                                               ; preds = %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = add nuw nsw i32 %13, 1
  %18 = tail call i32 @llvm.smax.i32(i32 %3, i32 %17)
  %19 = sub nsw i32 %18, %13
  %20 = icmp ugt i32 %19, 3
  %21 = icmp eq i32 %16, 1
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %15
  %24 = and i32 %19, -4
  %25 = add nsw i32 %13, %24
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi i32 [ 0, %23 ], [ %33, %26 ]
  %28 = add i32 %13, %27
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i8, ptr %2, i64 %29
  %31 = load <4 x i8>, ptr %30, align 1, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %29
  store <4 x i8> %31, ptr %32, align 1, !tbaa !11
  %33 = add nuw i32 %27, 4
  %34 = icmp eq i32 %33, %24
  br i1 %34, label %35, label %26, !llvm.loop !12

35:                                               ; preds = %26
  %36 = icmp eq i32 %19, %24
  br i1 %36, label %39, label %37

37:                                               ; preds = %15, %35
  %38 = phi i32 [ %13, %15 ], [ %25, %35 ]
  br label %41

39:                                               ; preds = %41, %35, %12
  %40 = icmp eq i32 %13, 0
  br i1 %40, label %49, label %50

41:                                               ; preds = %37, %41
  %42 = phi i32 [ %47, %41 ], [ %38, %37 ]
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !11
  %46 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %43
  store i8 %45, ptr %46, align 1, !tbaa !11
  %47 = add nuw nsw i32 %42, %16
  %48 = icmp slt i32 %47, %3
  br i1 %48, label %41, label %39, !llvm.loop !16

49:                                               ; preds = %39
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE7s_count to ptr), align 4, !tbaa !6
  br label %50

50:                                               ; preds = %49, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %40, label %51, label %151

51:                                               ; preds = %50
  %52 = load i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), align 1, !tbaa !11
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %3, 1
  br i1 %54, label %84, label %55

55:                                               ; preds = %51
  %56 = add nsw i32 %3, -1
  %57 = add nsw i32 %3, -2
  %58 = and i32 %56, 7
  %59 = icmp ult i32 %57, 7
  br i1 %59, label %64, label %60

60:                                               ; preds = %55
  %61 = and i32 %56, -8
  br label %87

62:                                               ; preds = %87
  %63 = icmp eq i32 %58, 0
  br i1 %63, label %84, label %64

64:                                               ; preds = %62, %55
  %65 = phi i32 [ %53, %55 ], [ %146, %62 ]
  %66 = phi i32 [ 1, %55 ], [ %147, %62 ]
  %67 = phi i32 [ 1, %55 ], [ %148, %62 ]
  %68 = icmp ne i32 %58, 0
  tail call void @llvm.assume(i1 %68)
  br label %69

69:                                               ; preds = %69, %64
  %70 = phi i32 [ %79, %69 ], [ %65, %64 ]
  %71 = phi i32 [ %80, %69 ], [ %66, %64 ]
  %72 = phi i32 [ %81, %69 ], [ %67, %64 ]
  %73 = phi i32 [ %82, %69 ], [ 0, %64 ]
  %74 = mul i32 %70, 257
  %75 = zext nneg i32 %72 to i64
  %76 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !11
  %78 = zext i8 %77 to i32
  %79 = add i32 %74, %78
  %80 = mul i32 %71, 257
  %81 = add nuw nsw i32 %72, 1
  %82 = add i32 %73, 1
  %83 = icmp eq i32 %82, %58
  br i1 %83, label %84, label %69, !llvm.loop !17

84:                                               ; preds = %62, %69, %51
  %85 = phi i32 [ %53, %51 ], [ %146, %62 ], [ %79, %69 ]
  %86 = phi i32 [ 1, %51 ], [ %147, %62 ], [ %80, %69 ]
  store i32 %85, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE4s_hp to ptr), align 4, !tbaa !6
  store i32 %86, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pow to ptr), align 4, !tbaa !6
  br label %151

87:                                               ; preds = %87, %60
  %88 = phi i32 [ %53, %60 ], [ %146, %87 ]
  %89 = phi i32 [ 1, %60 ], [ %147, %87 ]
  %90 = phi i32 [ 1, %60 ], [ %148, %87 ]
  %91 = phi i32 [ 0, %60 ], [ %149, %87 ]
  %92 = mul i32 %88, 257
  %93 = zext nneg i32 %90 to i64
  %94 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %93
  %95 = load i8, ptr %94, align 1, !tbaa !11
  %96 = zext i8 %95 to i32
  %97 = add i32 %92, %96
  %98 = mul i32 %97, 257
  %99 = zext nneg i32 %90 to i64
  %100 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %99
  %101 = getelementptr inbounds nuw i8, ptr %100, i64 1
  %102 = load i8, ptr %101, align 1, !tbaa !11
  %103 = zext i8 %102 to i32
  %104 = add i32 %98, %103
  %105 = mul i32 %104, 257
  %106 = zext nneg i32 %90 to i64
  %107 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %106
  %108 = getelementptr inbounds nuw i8, ptr %107, i64 2
  %109 = load i8, ptr %108, align 1, !tbaa !11
  %110 = zext i8 %109 to i32
  %111 = add i32 %105, %110
  %112 = mul i32 %111, 257
  %113 = zext nneg i32 %90 to i64
  %114 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %113
  %115 = getelementptr inbounds nuw i8, ptr %114, i64 3
  %116 = load i8, ptr %115, align 1, !tbaa !11
  %117 = zext i8 %116 to i32
  %118 = add i32 %112, %117
  %119 = mul i32 %118, 257
  %120 = zext nneg i32 %90 to i64
  %121 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %120
  %122 = getelementptr inbounds nuw i8, ptr %121, i64 4
  %123 = load i8, ptr %122, align 1, !tbaa !11
  %124 = zext i8 %123 to i32
  %125 = add i32 %119, %124
  %126 = mul i32 %125, 257
  %127 = zext nneg i32 %90 to i64
  %128 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %127
  %129 = getelementptr inbounds nuw i8, ptr %128, i64 5
  %130 = load i8, ptr %129, align 1, !tbaa !11
  %131 = zext i8 %130 to i32
  %132 = add i32 %126, %131
  %133 = mul i32 %132, 257
  %134 = zext nneg i32 %90 to i64
  %135 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %134
  %136 = getelementptr inbounds nuw i8, ptr %135, i64 6
  %137 = load i8, ptr %136, align 1, !tbaa !11
  %138 = zext i8 %137 to i32
  %139 = add i32 %133, %138
  %140 = mul i32 %139, 257
  %141 = zext nneg i32 %90 to i64
  %142 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %141
  %143 = getelementptr inbounds nuw i8, ptr %142, i64 7
  %144 = load i8, ptr %143, align 1, !tbaa !11
  %145 = zext i8 %144 to i32
  %146 = add i32 %140, %145
  %147 = mul i32 %89, 941361153
  %148 = add nuw nsw i32 %90, 8
  %149 = add i32 %91, 8
  %150 = icmp eq i32 %149, %61
  br i1 %150, label %62, label %87, !llvm.loop !19

151:                                              ; preds = %84, %50
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %152 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE4s_hp to ptr), align 4, !tbaa !6
  %153 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pow to ptr), align 4, !tbaa !6
  %154 = zext nneg i32 %3 to i64
  %155 = sub nsw i64 %1, %154
  %156 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %157 = zext nneg i32 %156 to i64
  %158 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %159 = zext nneg i32 %158 to i64
  %160 = mul nuw nsw i64 %157, %159
  %161 = zext nneg i32 %4 to i64
  %162 = mul nuw nsw i64 %160, %161
  %163 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %164 = zext nneg i32 %163 to i64
  %165 = mul nuw nsw i64 %164, %159
  %166 = zext nneg i32 %13 to i64
  %167 = add nuw nsw i64 %165, %166
  %168 = mul nuw nsw i64 %167, %161
  %169 = icmp sgt i64 %168, %155
  br i1 %169, label %178, label %170

170:                                              ; preds = %151
  %171 = add nsw i64 %161, -1
  %172 = add nsw i32 %3, -1
  %173 = and i32 %3, 7
  %174 = icmp ult i32 %172, 7
  %175 = and i32 %3, 120
  %176 = icmp eq i32 %173, 0
  %177 = icmp ne i32 %173, 0
  br label %194

178:                                              ; preds = %311, %151
  %179 = phi i32 [ 0, %151 ], [ %309, %311 ]
  %180 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %179, i32 16, i32 31)
  %181 = add i32 %180, %179
  %182 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %181, i32 8, i32 31)
  %183 = add i32 %182, %181
  %184 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %183, i32 4, i32 31)
  %185 = add i32 %184, %183
  %186 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %185, i32 2, i32 31)
  %187 = add i32 %186, %185
  %188 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %187, i32 1, i32 31)
  %189 = add i32 %188, %187
  %190 = and i32 %13, 31
  %191 = icmp eq i32 %190, 0
  %192 = icmp ne i32 %189, 0
  %193 = select i1 %191, i1 %192, i1 false
  br i1 %193, label %326, label %328

194:                                              ; preds = %170, %311
  %195 = phi i64 [ %168, %170 ], [ %312, %311 ]
  %196 = phi i32 [ 0, %170 ], [ %309, %311 ]
  %197 = add nuw i64 %171, %195
  %198 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.umin.i64(i64 range(i64 0, -9223372036854775808) %197, i64 range(i64 0, -9223372036854775808) %155)
  %199 = getelementptr inbounds nuw i8, ptr %0, i64 %195
  br i1 %174, label %263, label %200

200:                                              ; preds = %194, %200
  %201 = phi i32 [ %259, %200 ], [ 0, %194 ]
  %202 = phi i32 [ %258, %200 ], [ 0, %194 ]
  %203 = phi i32 [ %260, %200 ], [ 0, %194 ]
  %204 = mul i32 %202, 257
  %205 = zext nneg i32 %201 to i64
  %206 = getelementptr inbounds nuw i8, ptr %199, i64 %205
  %207 = load i8, ptr %206, align 1, !tbaa !11
  %208 = zext i8 %207 to i32
  %209 = add i32 %204, %208
  %210 = mul i32 %209, 257
  %211 = zext nneg i32 %201 to i64
  %212 = getelementptr inbounds nuw i8, ptr %199, i64 %211
  %213 = getelementptr inbounds nuw i8, ptr %212, i64 1
  %214 = load i8, ptr %213, align 1, !tbaa !11
  %215 = zext i8 %214 to i32
  %216 = add i32 %210, %215
  %217 = mul i32 %216, 257
  %218 = zext nneg i32 %201 to i64
  %219 = getelementptr inbounds nuw i8, ptr %199, i64 %218
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 2
  %221 = load i8, ptr %220, align 1, !tbaa !11
  %222 = zext i8 %221 to i32
  %223 = add i32 %217, %222
  %224 = mul i32 %223, 257
  %225 = zext nneg i32 %201 to i64
  %226 = getelementptr inbounds nuw i8, ptr %199, i64 %225
  %227 = getelementptr inbounds nuw i8, ptr %226, i64 3
  %228 = load i8, ptr %227, align 1, !tbaa !11
  %229 = zext i8 %228 to i32
  %230 = add i32 %224, %229
  %231 = mul i32 %230, 257
  %232 = zext nneg i32 %201 to i64
  %233 = getelementptr inbounds nuw i8, ptr %199, i64 %232
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 4
  %235 = load i8, ptr %234, align 1, !tbaa !11
  %236 = zext i8 %235 to i32
  %237 = add i32 %231, %236
  %238 = mul i32 %237, 257
  %239 = zext nneg i32 %201 to i64
  %240 = getelementptr inbounds nuw i8, ptr %199, i64 %239
  %241 = getelementptr inbounds nuw i8, ptr %240, i64 5
  %242 = load i8, ptr %241, align 1, !tbaa !11
  %243 = zext i8 %242 to i32
  %244 = add i32 %238, %243
  %245 = mul i32 %244, 257
  %246 = zext nneg i32 %201 to i64
  %247 = getelementptr inbounds nuw i8, ptr %199, i64 %246
  %248 = getelementptr inbounds nuw i8, ptr %247, i64 6
  %249 = load i8, ptr %248, align 1, !tbaa !11
  %250 = zext i8 %249 to i32
  %251 = add i32 %245, %250
  %252 = mul i32 %251, 257
  %253 = zext nneg i32 %201 to i64
  %254 = getelementptr inbounds nuw i8, ptr %199, i64 %253
  %255 = getelementptr inbounds nuw i8, ptr %254, i64 7
  %256 = load i8, ptr %255, align 1, !tbaa !11
  %257 = zext i8 %256 to i32
  %258 = add i32 %252, %257
  %259 = add nuw nsw i32 %201, 8
  %260 = add i32 %203, 8
  %261 = icmp eq i32 %260, %175
  br i1 %261, label %262, label %200, !llvm.loop !21

262:                                              ; preds = %200
  br i1 %176, label %279, label %263

263:                                              ; preds = %262, %194
  %264 = phi i32 [ 0, %194 ], [ %259, %262 ]
  %265 = phi i32 [ 0, %194 ], [ %258, %262 ]
  tail call void @llvm.assume(i1 %177)
  br label %266

266:                                              ; preds = %266, %263
  %267 = phi i32 [ %264, %263 ], [ %276, %266 ]
  %268 = phi i32 [ %265, %263 ], [ %275, %266 ]
  %269 = phi i32 [ 0, %263 ], [ %277, %266 ]
  %270 = mul i32 %268, 257
  %271 = zext nneg i32 %267 to i64
  %272 = getelementptr inbounds nuw i8, ptr %199, i64 %271
  %273 = load i8, ptr %272, align 1, !tbaa !11
  %274 = zext i8 %273 to i32
  %275 = add i32 %270, %274
  %276 = add nuw nsw i32 %267, 1
  %277 = add i32 %269, 1
  %278 = icmp eq i32 %277, %173
  br i1 %278, label %279, label %266, !llvm.loop !22

279:                                              ; preds = %266, %262
  %280 = phi i32 [ %258, %262 ], [ %275, %266 ]
  br label %281

281:                                              ; preds = %279, %314
  %282 = phi i32 [ %309, %314 ], [ %196, %279 ]
  %283 = phi i32 [ %324, %314 ], [ %280, %279 ]
  %284 = phi i64 [ %325, %314 ], [ %195, %279 ]
  %285 = icmp eq i32 %283, %152
  br i1 %285, label %286, label %308

286:                                              ; preds = %281
  %287 = getelementptr i8, ptr %0, i64 %284
  br label %289

288:                                              ; preds = %289
  br i1 %296, label %300, label %308

289:                                              ; preds = %286, %289
  %290 = phi i32 [ 0, %286 ], [ %297, %289 ]
  %291 = zext nneg i32 %290 to i64
  %292 = getelementptr i8, ptr %287, i64 %291
  %293 = load i8, ptr %292, align 1, !tbaa !11
  %294 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE5s_pat to ptr), i64 %291
  %295 = load i8, ptr %294, align 1, !tbaa !11
  %296 = icmp eq i8 %293, %295
  %297 = add nuw nsw i32 %290, 1
  %298 = icmp slt i32 %297, %3
  %299 = select i1 %298, i1 %296, i1 false
  br i1 %299, label %289, label %288, !llvm.loop !23

300:                                              ; preds = %288
  %301 = add i32 %282, 1
  %302 = trunc i64 %284 to i32
  %303 = and i32 %302, 31
  %304 = shl nuw i32 1, %303
  %305 = lshr i64 %284, 5
  %306 = getelementptr inbounds nuw i32, ptr %5, i64 %305
  %307 = atomicrmw or ptr %306, i32 %304 seq_cst, align 4
  br label %308

308:                                              ; preds = %288, %300, %281
  %309 = phi i32 [ %282, %281 ], [ %301, %300 ], [ %282, %288 ]
  %310 = icmp eq i64 %284, %198
  br i1 %310, label %311, label %314

311:                                              ; preds = %308
  %312 = add nuw nsw i64 %195, %162
  %313 = icmp sgt i64 %312, %155
  br i1 %313, label %178, label %194, !llvm.loop !24

314:                                              ; preds = %308
  %315 = getelementptr inbounds nuw i8, ptr %0, i64 %284
  %316 = load i8, ptr %315, align 1, !tbaa !11
  %317 = zext i8 %316 to i32
  %318 = mul i32 %153, %317
  %319 = sub i32 %283, %318
  %320 = mul i32 %319, 257
  %321 = getelementptr inbounds nuw i8, ptr %315, i64 %154
  %322 = load i8, ptr %321, align 1, !tbaa !11
  %323 = zext i8 %322 to i32
  %324 = add i32 %320, %323
  %325 = add nuw nsw i64 %284, 1
  br label %281, !llvm.loop !25

326:                                              ; preds = %178
  %327 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE7s_count to ptr), i32 %189 seq_cst, align 4
  br label %328

328:                                              ; preds = %326, %178
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %40, label %329, label %332

329:                                              ; preds = %328
  %330 = getelementptr inbounds nuw i32, ptr %6, i64 %164
  %331 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15rabin_karp_scanE7s_count to ptr), align 4, !tbaa !6
  store i32 %331, ptr %330, align 4, !tbaa !6
  br label %332

332:                                              ; preds = %328, %329, %7
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @shift_and_kmismatch(ptr noalias noundef readonly captures(none) %0, i64 noundef %1, ptr noalias noundef readonly captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noalias noundef writeonly captures(none) %6) local_unnamed_addr #2 {
  %8 = add i32 %3, -33
  %9 = icmp ult i32 %8, -32
  %10 = icmp slt i32 %5, 1
  %11 = or i1 %9, %10
  br i1 %11, label %250, label %12

12:                                               ; preds = %7
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = icmp samesign ult i32 %13, %3
  br i1 %14, label %15, label %39

15:                                               ; preds = %12
  %16 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %17 = add nuw nsw i32 %13, 1
  %18 = tail call i32 @llvm.smax.i32(i32 %3, i32 %17)
  %19 = sub nsw i32 %18, %13
  %20 = icmp ugt i32 %19, 3
  %21 = icmp eq i32 %16, 1
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %15
  %24 = and i32 %19, -4
  %25 = add nsw i32 %13, %24
  br label %26

26:                                               ; preds = %26, %23
  %27 = phi i32 [ 0, %23 ], [ %33, %26 ]
  %28 = add i32 %13, %27
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i8, ptr %2, i64 %29
  %31 = load <4 x i8>, ptr %30, align 1, !tbaa !11
  %32 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %29
  store <4 x i8> %31, ptr %32, align 1, !tbaa !11
  %33 = add nuw i32 %27, 4
  %34 = icmp eq i32 %33, %24
  br i1 %34, label %35, label %26, !llvm.loop !26

35:                                               ; preds = %26
  %36 = icmp eq i32 %19, %24
  br i1 %36, label %39, label %37

37:                                               ; preds = %15, %35
  %38 = phi i32 [ %13, %15 ], [ %25, %35 ]
  br label %49

39:                                               ; preds = %49, %35, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %40 = icmp samesign ult i32 %13, 256
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %40, label %42, label %60

42:                                               ; preds = %39
  %43 = add nsw i32 %3, -1
  %44 = and i32 %3, 7
  %45 = icmp ult i32 %43, 7
  %46 = and i32 %3, 56
  %47 = icmp eq i32 %44, 0
  %48 = icmp ne i32 %44, 0
  br label %57

49:                                               ; preds = %37, %49
  %50 = phi i32 [ %55, %49 ], [ %38, %37 ]
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 %51
  %53 = load i8, ptr %52, align 1, !tbaa !11
  %54 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %51
  store i8 %53, ptr %54, align 1, !tbaa !11
  %55 = add nuw nsw i32 %50, %16
  %56 = icmp slt i32 %55, %3
  br i1 %56, label %49, label %39, !llvm.loop !27

57:                                               ; preds = %42, %102
  %58 = phi i32 [ %106, %102 ], [ %13, %42 ]
  %59 = trunc nuw i32 %58 to i8
  br i1 %45, label %85, label %108

60:                                               ; preds = %102, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %61 = add nsw i32 %3, -1
  %62 = shl nuw i32 1, %61
  %63 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %64 = zext nneg i32 %63 to i64
  %65 = zext nneg i32 %41 to i64
  %66 = mul nuw nsw i64 %64, %65
  %67 = zext nneg i32 %5 to i64
  %68 = mul nuw nsw i64 %66, %67
  %69 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %70 = zext nneg i32 %69 to i64
  %71 = mul nuw nsw i64 %70, %65
  %72 = zext nneg i32 %13 to i64
  %73 = add nuw nsw i64 %71, %72
  %74 = mul nuw nsw i64 %73, %67
  %75 = icmp slt i64 %74, %1
  br i1 %75, label %76, label %250

76:                                               ; preds = %60
  %77 = zext nneg i32 %61 to i64
  %78 = icmp slt i32 %4, 1
  %79 = icmp slt i32 %4, 2
  %80 = icmp slt i32 %4, 3
  %81 = icmp sgt i32 %4, 2
  %82 = icmp slt i32 %4, 2
  %83 = icmp slt i32 %4, 1
  br label %178

84:                                               ; preds = %108
  br i1 %47, label %102, label %85

85:                                               ; preds = %84, %57
  %86 = phi i32 [ 0, %57 ], [ %174, %84 ]
  %87 = phi i32 [ 0, %57 ], [ %175, %84 ]
  tail call void @llvm.assume(i1 %48)
  br label %88

88:                                               ; preds = %88, %85
  %89 = phi i32 [ %86, %85 ], [ %98, %88 ]
  %90 = phi i32 [ %87, %85 ], [ %99, %88 ]
  %91 = phi i32 [ 0, %85 ], [ %100, %88 ]
  %92 = zext nneg i32 %90 to i64
  %93 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !11
  %95 = icmp eq i8 %94, %59
  %96 = shl nuw i32 1, %90
  %97 = select i1 %95, i32 %96, i32 0
  %98 = or i32 %97, %89
  %99 = add nuw nsw i32 %90, 1
  %100 = add i32 %91, 1
  %101 = icmp eq i32 %100, %44
  br i1 %101, label %102, label %88, !llvm.loop !28

102:                                              ; preds = %88, %84
  %103 = phi i32 [ %174, %84 ], [ %98, %88 ]
  %104 = zext nneg i32 %58 to i64
  %105 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE6s_mask to ptr), i64 %104
  store i32 %103, ptr %105, align 4, !tbaa !6
  %106 = add nuw nsw i32 %58, %41
  %107 = icmp samesign ult i32 %106, 256
  br i1 %107, label %57, label %60, !llvm.loop !29

108:                                              ; preds = %57, %108
  %109 = phi i32 [ %174, %108 ], [ 0, %57 ]
  %110 = phi i32 [ %175, %108 ], [ 0, %57 ]
  %111 = phi i32 [ %176, %108 ], [ 0, %57 ]
  %112 = zext nneg i32 %110 to i64
  %113 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !11
  %115 = icmp eq i8 %114, %59
  %116 = shl nuw i32 1, %110
  %117 = select i1 %115, i32 %116, i32 0
  %118 = or i32 %117, %109
  %119 = or disjoint i32 %110, 1
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !11
  %123 = icmp eq i8 %122, %59
  %124 = shl nuw i32 2, %110
  %125 = select i1 %123, i32 %124, i32 0
  %126 = or i32 %125, %118
  %127 = or disjoint i32 %110, 2
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !11
  %131 = icmp eq i8 %130, %59
  %132 = shl nuw i32 4, %110
  %133 = select i1 %131, i32 %132, i32 0
  %134 = or i32 %133, %126
  %135 = or disjoint i32 %110, 3
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !11
  %139 = icmp eq i8 %138, %59
  %140 = shl nuw i32 8, %110
  %141 = select i1 %139, i32 %140, i32 0
  %142 = or i32 %141, %134
  %143 = or disjoint i32 %110, 4
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !11
  %147 = icmp eq i8 %146, %59
  %148 = shl nuw i32 16, %110
  %149 = select i1 %147, i32 %148, i32 0
  %150 = or i32 %149, %142
  %151 = or disjoint i32 %110, 5
  %152 = zext nneg i32 %151 to i64
  %153 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %152
  %154 = load i8, ptr %153, align 1, !tbaa !11
  %155 = icmp eq i8 %154, %59
  %156 = shl nuw i32 32, %110
  %157 = select i1 %155, i32 %156, i32 0
  %158 = or i32 %157, %150
  %159 = or disjoint i32 %110, 6
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %160
  %162 = load i8, ptr %161, align 1, !tbaa !11
  %163 = icmp eq i8 %162, %59
  %164 = shl nuw i32 64, %110
  %165 = select i1 %163, i32 %164, i32 0
  %166 = or i32 %165, %158
  %167 = or disjoint i32 %110, 7
  %168 = zext nneg i32 %167 to i64
  %169 = getelementptr inbounds nuw i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE5s_pat to ptr), i64 %168
  %170 = load i8, ptr %169, align 1, !tbaa !11
  %171 = icmp eq i8 %170, %59
  %172 = shl nuw i32 128, %110
  %173 = select i1 %171, i32 %172, i32 0
  %174 = or i32 %173, %166
  %175 = add nuw nsw i32 %110, 8
  %176 = add i32 %111, 8
  %177 = icmp eq i32 %176, %46
  br i1 %177, label %84, label %108, !llvm.loop !30

178:                                              ; preds = %76, %185
  %179 = phi i64 [ %74, %76 ], [ %186, %185 ]
  %180 = add nuw nsw i64 %179, %67
  %181 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.umin.i64(i64 range(i64 0, -9223372036854775808) %180, i64 range(i64 0, -9223372036854775808) %1)
  %182 = sub nsw i64 %179, %77
  %183 = tail call noundef range(i64 0, -9223372036854775808) i64 @llvm.smax.i64(i64 range(i64 -31, -9223372036854775808) %182, i64 0)
  %184 = icmp samesign ult i64 %183, %181
  br i1 %184, label %188, label %185

185:                                              ; preds = %247, %178
  %186 = add nuw nsw i64 %179, %68
  %187 = icmp slt i64 %186, %1
  br i1 %187, label %178, label %250, !llvm.loop !31

188:                                              ; preds = %178, %247
  %189 = phi i32 [ %245, %247 ], [ 0, %178 ]
  %190 = phi i32 [ %236, %247 ], [ 0, %178 ]
  %191 = phi i32 [ %205, %247 ], [ 0, %178 ]
  %192 = phi i64 [ %248, %247 ], [ %183, %178 ]
  %193 = phi i32 [ %201, %247 ], [ 0, %178 ]
  %194 = getelementptr inbounds nuw i8, ptr %0, i64 %192
  %195 = load i8, ptr %194, align 1, !tbaa !11
  %196 = zext i8 %195 to i64
  %197 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ19shift_and_kmismatchE6s_mask to ptr), i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !6
  %199 = shl i32 %193, 1
  %200 = or disjoint i32 %199, 1
  %201 = and i32 %200, %198
  %202 = shl i32 %191, 1
  %203 = and i32 %202, %198
  %204 = or i32 %203, %200
  %205 = select i1 %78, i32 %191, i32 %204
  %206 = select i1 %78, i32 %193, i32 %191
  br i1 %79, label %235, label %229

207:                                              ; preds = %244
  %208 = icmp samesign ult i64 %192, %77
  %209 = and i32 %245, %62
  %210 = icmp eq i32 %209, 0
  %211 = select i1 %210, i1 true, i1 %208
  %212 = select i1 %211, i8 -1, i8 3
  %213 = select i1 %81, i8 %212, i8 -1
  %214 = and i32 %236, %62
  %215 = icmp eq i32 %214, 0
  %216 = select i1 %215, i1 true, i1 %208
  %217 = select i1 %216, i8 %213, i8 2
  %218 = select i1 %82, i8 -1, i8 %217
  %219 = and i32 %205, %62
  %220 = icmp eq i32 %219, 0
  %221 = select i1 %220, i1 true, i1 %208
  %222 = select i1 %221, i8 %218, i8 1
  %223 = select i1 %83, i8 -1, i8 %222
  %224 = and i32 %201, %62
  %225 = icmp eq i32 %224, 0
  %226 = select i1 %225, i1 true, i1 %208
  %227 = select i1 %226, i8 %223, i8 0
  %228 = getelementptr inbounds nuw i8, ptr %6, i64 %192
  store i8 %227, ptr %228, align 1, !tbaa !11
  br label %247

229:                                              ; preds = %188
  %230 = shl i32 %190, 1
  %231 = and i32 %230, %198
  %232 = shl i32 %206, 1
  %233 = or disjoint i32 %232, 1
  %234 = or i32 %231, %233
  br label %235

235:                                              ; preds = %229, %188
  %236 = phi i32 [ %190, %188 ], [ %234, %229 ]
  %237 = phi i32 [ %206, %188 ], [ %190, %229 ]
  br i1 %80, label %244, label %238

238:                                              ; preds = %235
  %239 = shl i32 %189, 1
  %240 = and i32 %239, %198
  %241 = shl i32 %237, 1
  %242 = or disjoint i32 %241, 1
  %243 = or i32 %240, %242
  br label %244

244:                                              ; preds = %238, %235
  %245 = phi i32 [ %189, %235 ], [ %243, %238 ]
  %246 = icmp samesign ult i64 %192, %179
  br i1 %246, label %247, label %207

247:                                              ; preds = %207, %244
  %248 = add nuw nsw i64 %192, 1
  %249 = icmp samesign ult i64 %248, %181
  br i1 %249, label %188, label %185, !llvm.loop !32

250:                                              ; preds = %185, %60, %7
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!8, !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = distinct !{!19, !13, !20}
!20 = !{!"llvm.loop.peeled.count", i32 1}
!21 = distinct !{!21, !13}
!22 = distinct !{!22, !18}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = distinct !{!26, !13, !14, !15}
!27 = distinct !{!27, !13, !14}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13}
!32 = distinct !{!32, !13}
