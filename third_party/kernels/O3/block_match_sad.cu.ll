; ModuleID = 'src/block_match_sad.cu'
source_filename = "src/block_match_sad.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14me_full_searchE5s_win = internal unnamed_addr addrspace(3) global [48 x [48 x i8]] undef, align 1
@_ZZ14me_full_searchE5s_cur = internal unnamed_addr addrspace(3) global [16 x [16 x i8]] undef, align 1
@_ZZ14me_full_searchE6s_best = internal addrspace(3) global i32 undef, align 4
@_ZZ16me_subpel_refineE5s_sad = internal addrspace(3) global [9 x i32] undef, align 4
@_ZZ16me_subpel_refineE8s_center.0 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ16me_subpel_refineE8s_center.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @me_full_search(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef writeonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8) local_unnamed_addr #0 {
  %10 = tail call i32 @llvm.smax.i32(i32 %5, i32 0)
  %11 = tail call i32 @llvm.umin.i32(i32 %10, i32 16)
  %12 = icmp slt i32 %2, 1
  %13 = icmp slt i32 %3, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %4, %2
  %16 = or i1 %14, %15
  br i1 %16, label %340, label %17

17:                                               ; preds = %9
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = shl nsw i32 %18, 4
  %21 = shl nuw nsw i32 %19, 4
  %22 = icmp samesign ult i32 %20, %2
  %23 = icmp samesign ult i32 %21, %3
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %340

25:                                               ; preds = %17
  %26 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %28 = mul nuw nsw i32 %26, %27
  %29 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %30 = mul nuw nsw i32 %29, %26
  %31 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %32 = add nuw nsw i32 %30, %31
  %33 = shl nuw nsw i32 %11, 1
  %34 = add nuw nsw i32 %33, 16
  %35 = mul nuw nsw i32 %34, %34
  %36 = icmp samesign ult i32 %32, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %25
  %38 = sub nsw i32 %20, %11
  %39 = add nsw i32 %2, -1
  %40 = sub nsw i32 %21, %11
  %41 = add nsw i32 %3, -1
  %42 = zext nneg i32 %4 to i64
  %43 = trunc nuw nsw i32 %34 to i16
  %44 = trunc nuw nsw i32 %34 to i16
  br label %51

45:                                               ; preds = %51, %25
  %46 = icmp samesign ult i32 %32, 256
  br i1 %46, label %47, label %79

47:                                               ; preds = %45
  %48 = add nsw i32 %2, -1
  %49 = add nsw i32 %3, -1
  %50 = zext nneg i32 %4 to i64
  br label %81

51:                                               ; preds = %37, %51
  %52 = phi i32 [ %32, %37 ], [ %77, %51 ]
  %53 = trunc i32 %52 to i16
  %54 = udiv i16 %53, %43
  %55 = zext i16 %54 to i32
  %56 = trunc i32 %52 to i16
  %57 = urem i16 %56, %44
  %58 = zext nneg i16 %57 to i32
  %59 = add nsw i32 %38, %58
  %60 = icmp slt i32 %59, 0
  %61 = tail call i32 @llvm.smin.i32(i32 %59, i32 %39)
  %62 = select i1 %60, i32 0, i32 %61
  %63 = add nsw i32 %40, %55
  %64 = icmp slt i32 %63, 0
  %65 = tail call i32 @llvm.smin.i32(i32 %63, i32 %41)
  %66 = select i1 %64, i32 0, i32 %65
  %67 = sext i32 %66 to i64
  %68 = mul nsw i64 %67, %42
  %69 = sext i32 %62 to i64
  %70 = getelementptr i8, ptr %1, i64 %68
  %71 = getelementptr i8, ptr %70, i64 %69
  %72 = load i8, ptr %71, align 1, !tbaa !11
  %73 = zext i16 %54 to i64
  %74 = getelementptr inbounds nuw [48 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_win to ptr), i64 %73
  %75 = zext nneg i16 %57 to i64
  %76 = getelementptr inbounds nuw i8, ptr %74, i64 %75
  store i8 %72, ptr %76, align 1, !tbaa !11
  %77 = add nuw nsw i32 %52, %28
  %78 = icmp samesign ult i32 %77, %35
  br i1 %78, label %51, label %45, !llvm.loop !12

79:                                               ; preds = %81, %45
  %80 = icmp eq i32 %32, 0
  br i1 %80, label %101, label %102

81:                                               ; preds = %47, %81
  %82 = phi i32 [ %32, %47 ], [ %99, %81 ]
  %83 = and i32 %82, 15
  %84 = or disjoint i32 %83, %20
  %85 = tail call i32 @llvm.umin.i32(i32 %84, i32 %48)
  %86 = lshr i32 %82, 4
  %87 = or disjoint i32 %86, %21
  %88 = tail call i32 @llvm.umin.i32(i32 %87, i32 %49)
  %89 = zext nneg i32 %88 to i64
  %90 = mul nuw nsw i64 %89, %50
  %91 = zext nneg i32 %85 to i64
  %92 = getelementptr i8, ptr %0, i64 %90
  %93 = getelementptr i8, ptr %92, i64 %91
  %94 = load i8, ptr %93, align 1, !tbaa !11
  %95 = zext nneg i32 %86 to i64
  %96 = getelementptr inbounds nuw [16 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_cur to ptr), i64 %95
  %97 = zext nneg i32 %83 to i64
  %98 = getelementptr inbounds nuw i8, ptr %96, i64 %97
  store i8 %94, ptr %98, align 1, !tbaa !11
  %99 = add nuw nsw i32 %82, %28
  %100 = icmp samesign ult i32 %99, 256
  br i1 %100, label %81, label %79, !llvm.loop !14

101:                                              ; preds = %79
  store i32 -1, ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE6s_best to ptr), align 4, !tbaa !6
  br label %102

102:                                              ; preds = %101, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %103 = or disjoint i32 %33, 1
  %104 = mul nuw nsw i32 %103, %103
  %105 = icmp samesign ult i32 %32, %104
  br i1 %105, label %106, label %108

106:                                              ; preds = %102
  %107 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  br label %111

108:                                              ; preds = %302, %102
  %109 = phi i32 [ -1, %102 ], [ %313, %302 ]
  %110 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE6s_best to ptr), i32 %109 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %80, label %316, label %340

111:                                              ; preds = %106, %302
  %112 = phi i32 [ -1, %106 ], [ %313, %302 ]
  %113 = phi i32 [ %32, %106 ], [ %314, %302 ]
  %114 = freeze i32 %113
  %115 = udiv i32 %114, %103
  %116 = mul i32 %115, %103
  %117 = sub i32 %114, %116
  %118 = zext nneg i32 %117 to i64
  %119 = zext nneg i32 %117 to i64
  %120 = zext nneg i32 %117 to i64
  %121 = zext nneg i32 %117 to i64
  %122 = zext nneg i32 %117 to i64
  %123 = zext nneg i32 %117 to i64
  %124 = zext nneg i32 %117 to i64
  %125 = zext nneg i32 %117 to i64
  %126 = zext nneg i32 %117 to i64
  %127 = zext nneg i32 %117 to i64
  %128 = zext nneg i32 %117 to i64
  %129 = zext nneg i32 %117 to i64
  %130 = zext nneg i32 %117 to i64
  %131 = zext nneg i32 %117 to i64
  %132 = zext nneg i32 %117 to i64
  %133 = zext nneg i32 %117 to i64
  br label %134

134:                                              ; preds = %111, %134
  %135 = phi i32 [ 0, %111 ], [ %300, %134 ]
  %136 = phi i32 [ 0, %111 ], [ %299, %134 ]
  %137 = zext nneg i32 %135 to i64
  %138 = getelementptr inbounds nuw [16 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_cur to ptr), i64 %137
  %139 = add nuw nsw i32 %135, %115
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds nuw [48 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_win to ptr), i64 %140
  %142 = load i8, ptr %138, align 1, !tbaa !11
  %143 = zext i8 %142 to i32
  %144 = getelementptr inbounds nuw i8, ptr %141, i64 %118
  %145 = load i8, ptr %144, align 1, !tbaa !11
  %146 = zext i8 %145 to i32
  %147 = sub nsw i32 %143, %146
  %148 = tail call noundef i32 @llvm.abs.i32(i32 %147, i1 true)
  %149 = add i32 %148, %136
  %150 = getelementptr inbounds nuw i8, ptr %138, i64 1
  %151 = load i8, ptr %150, align 1, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = getelementptr inbounds nuw i8, ptr %141, i64 %119
  %154 = getelementptr inbounds nuw i8, ptr %153, i64 1
  %155 = load i8, ptr %154, align 1, !tbaa !11
  %156 = zext i8 %155 to i32
  %157 = sub nsw i32 %152, %156
  %158 = tail call noundef i32 @llvm.abs.i32(i32 %157, i1 true)
  %159 = add i32 %158, %149
  %160 = getelementptr inbounds nuw i8, ptr %138, i64 2
  %161 = load i8, ptr %160, align 1, !tbaa !11
  %162 = zext i8 %161 to i32
  %163 = getelementptr inbounds nuw i8, ptr %141, i64 %120
  %164 = getelementptr inbounds nuw i8, ptr %163, i64 2
  %165 = load i8, ptr %164, align 1, !tbaa !11
  %166 = zext i8 %165 to i32
  %167 = sub nsw i32 %162, %166
  %168 = tail call noundef i32 @llvm.abs.i32(i32 %167, i1 true)
  %169 = add i32 %168, %159
  %170 = getelementptr inbounds nuw i8, ptr %138, i64 3
  %171 = load i8, ptr %170, align 1, !tbaa !11
  %172 = zext i8 %171 to i32
  %173 = getelementptr inbounds nuw i8, ptr %141, i64 %121
  %174 = getelementptr inbounds nuw i8, ptr %173, i64 3
  %175 = load i8, ptr %174, align 1, !tbaa !11
  %176 = zext i8 %175 to i32
  %177 = sub nsw i32 %172, %176
  %178 = tail call noundef i32 @llvm.abs.i32(i32 %177, i1 true)
  %179 = add i32 %178, %169
  %180 = getelementptr inbounds nuw i8, ptr %138, i64 4
  %181 = load i8, ptr %180, align 1, !tbaa !11
  %182 = zext i8 %181 to i32
  %183 = getelementptr inbounds nuw i8, ptr %141, i64 %122
  %184 = getelementptr inbounds nuw i8, ptr %183, i64 4
  %185 = load i8, ptr %184, align 1, !tbaa !11
  %186 = zext i8 %185 to i32
  %187 = sub nsw i32 %182, %186
  %188 = tail call noundef i32 @llvm.abs.i32(i32 %187, i1 true)
  %189 = add i32 %188, %179
  %190 = getelementptr inbounds nuw i8, ptr %138, i64 5
  %191 = load i8, ptr %190, align 1, !tbaa !11
  %192 = zext i8 %191 to i32
  %193 = getelementptr inbounds nuw i8, ptr %141, i64 %123
  %194 = getelementptr inbounds nuw i8, ptr %193, i64 5
  %195 = load i8, ptr %194, align 1, !tbaa !11
  %196 = zext i8 %195 to i32
  %197 = sub nsw i32 %192, %196
  %198 = tail call noundef i32 @llvm.abs.i32(i32 %197, i1 true)
  %199 = add i32 %198, %189
  %200 = getelementptr inbounds nuw i8, ptr %138, i64 6
  %201 = load i8, ptr %200, align 1, !tbaa !11
  %202 = zext i8 %201 to i32
  %203 = getelementptr inbounds nuw i8, ptr %141, i64 %124
  %204 = getelementptr inbounds nuw i8, ptr %203, i64 6
  %205 = load i8, ptr %204, align 1, !tbaa !11
  %206 = zext i8 %205 to i32
  %207 = sub nsw i32 %202, %206
  %208 = tail call noundef i32 @llvm.abs.i32(i32 %207, i1 true)
  %209 = add i32 %208, %199
  %210 = getelementptr inbounds nuw i8, ptr %138, i64 7
  %211 = load i8, ptr %210, align 1, !tbaa !11
  %212 = zext i8 %211 to i32
  %213 = getelementptr inbounds nuw i8, ptr %141, i64 %125
  %214 = getelementptr inbounds nuw i8, ptr %213, i64 7
  %215 = load i8, ptr %214, align 1, !tbaa !11
  %216 = zext i8 %215 to i32
  %217 = sub nsw i32 %212, %216
  %218 = tail call noundef i32 @llvm.abs.i32(i32 %217, i1 true)
  %219 = add i32 %218, %209
  %220 = getelementptr inbounds nuw i8, ptr %138, i64 8
  %221 = load i8, ptr %220, align 1, !tbaa !11
  %222 = zext i8 %221 to i32
  %223 = getelementptr inbounds nuw i8, ptr %141, i64 %126
  %224 = getelementptr inbounds nuw i8, ptr %223, i64 8
  %225 = load i8, ptr %224, align 1, !tbaa !11
  %226 = zext i8 %225 to i32
  %227 = sub nsw i32 %222, %226
  %228 = tail call noundef i32 @llvm.abs.i32(i32 %227, i1 true)
  %229 = add i32 %228, %219
  %230 = getelementptr inbounds nuw i8, ptr %138, i64 9
  %231 = load i8, ptr %230, align 1, !tbaa !11
  %232 = zext i8 %231 to i32
  %233 = getelementptr inbounds nuw i8, ptr %141, i64 %127
  %234 = getelementptr inbounds nuw i8, ptr %233, i64 9
  %235 = load i8, ptr %234, align 1, !tbaa !11
  %236 = zext i8 %235 to i32
  %237 = sub nsw i32 %232, %236
  %238 = tail call noundef i32 @llvm.abs.i32(i32 %237, i1 true)
  %239 = add i32 %238, %229
  %240 = getelementptr inbounds nuw i8, ptr %138, i64 10
  %241 = load i8, ptr %240, align 1, !tbaa !11
  %242 = zext i8 %241 to i32
  %243 = getelementptr inbounds nuw i8, ptr %141, i64 %128
  %244 = getelementptr inbounds nuw i8, ptr %243, i64 10
  %245 = load i8, ptr %244, align 1, !tbaa !11
  %246 = zext i8 %245 to i32
  %247 = sub nsw i32 %242, %246
  %248 = tail call noundef i32 @llvm.abs.i32(i32 %247, i1 true)
  %249 = add i32 %248, %239
  %250 = getelementptr inbounds nuw i8, ptr %138, i64 11
  %251 = load i8, ptr %250, align 1, !tbaa !11
  %252 = zext i8 %251 to i32
  %253 = getelementptr inbounds nuw i8, ptr %141, i64 %129
  %254 = getelementptr inbounds nuw i8, ptr %253, i64 11
  %255 = load i8, ptr %254, align 1, !tbaa !11
  %256 = zext i8 %255 to i32
  %257 = sub nsw i32 %252, %256
  %258 = tail call noundef i32 @llvm.abs.i32(i32 %257, i1 true)
  %259 = add i32 %258, %249
  %260 = getelementptr inbounds nuw i8, ptr %138, i64 12
  %261 = load i8, ptr %260, align 1, !tbaa !11
  %262 = zext i8 %261 to i32
  %263 = getelementptr inbounds nuw i8, ptr %141, i64 %130
  %264 = getelementptr inbounds nuw i8, ptr %263, i64 12
  %265 = load i8, ptr %264, align 1, !tbaa !11
  %266 = zext i8 %265 to i32
  %267 = sub nsw i32 %262, %266
  %268 = tail call noundef i32 @llvm.abs.i32(i32 %267, i1 true)
  %269 = add i32 %268, %259
  %270 = getelementptr inbounds nuw i8, ptr %138, i64 13
  %271 = load i8, ptr %270, align 1, !tbaa !11
  %272 = zext i8 %271 to i32
  %273 = getelementptr inbounds nuw i8, ptr %141, i64 %131
  %274 = getelementptr inbounds nuw i8, ptr %273, i64 13
  %275 = load i8, ptr %274, align 1, !tbaa !11
  %276 = zext i8 %275 to i32
  %277 = sub nsw i32 %272, %276
  %278 = tail call noundef i32 @llvm.abs.i32(i32 %277, i1 true)
  %279 = add i32 %278, %269
  %280 = getelementptr inbounds nuw i8, ptr %138, i64 14
  %281 = load i8, ptr %280, align 1, !tbaa !11
  %282 = zext i8 %281 to i32
  %283 = getelementptr inbounds nuw i8, ptr %141, i64 %132
  %284 = getelementptr inbounds nuw i8, ptr %283, i64 14
  %285 = load i8, ptr %284, align 1, !tbaa !11
  %286 = zext i8 %285 to i32
  %287 = sub nsw i32 %282, %286
  %288 = tail call noundef i32 @llvm.abs.i32(i32 %287, i1 true)
  %289 = add i32 %288, %279
  %290 = getelementptr inbounds nuw i8, ptr %138, i64 15
  %291 = load i8, ptr %290, align 1, !tbaa !11
  %292 = zext i8 %291 to i32
  %293 = getelementptr inbounds nuw i8, ptr %141, i64 %133
  %294 = getelementptr inbounds nuw i8, ptr %293, i64 15
  %295 = load i8, ptr %294, align 1, !tbaa !11
  %296 = zext i8 %295 to i32
  %297 = sub nsw i32 %292, %296
  %298 = tail call noundef i32 @llvm.abs.i32(i32 %297, i1 true)
  %299 = add i32 %298, %289
  %300 = add nuw nsw i32 %135, 1
  %301 = icmp eq i32 %300, 16
  br i1 %301, label %302, label %134, !llvm.loop !15

302:                                              ; preds = %134
  %303 = sub nsw i32 %117, %11
  %304 = sub nsw i32 %115, %11
  %305 = tail call noundef i32 @llvm.abs.i32(i32 %303, i1 false)
  %306 = tail call noundef i32 @llvm.abs.i32(i32 %304, i1 false)
  %307 = add nuw nsw i32 %305, %306
  %308 = mul i32 %307, %107
  %309 = add i32 %299, %308
  %310 = tail call noundef i32 @llvm.umin.i32(i32 %309, i32 65535)
  %311 = shl nuw i32 %310, 16
  %312 = or disjoint i32 %311, %113
  %313 = tail call noundef i32 @llvm.umin.i32(i32 %112, i32 %312)
  %314 = add nuw nsw i32 %113, %28
  %315 = icmp samesign ult i32 %314, %104
  br i1 %315, label %111, label %108, !llvm.loop !16

316:                                              ; preds = %108
  %317 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE6s_best to ptr), align 4, !tbaa !6
  %318 = and i32 %317, 65535
  %319 = icmp samesign ult i32 %318, %104
  %320 = lshr i32 %104, 1
  %321 = select i1 %319, i32 %318, i32 %320
  %322 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %323 = mul i32 %19, %322
  %324 = add i32 %323, %18
  %325 = freeze i32 %321
  %326 = udiv i32 %325, %103
  %327 = mul i32 %326, %103
  %328 = sub i32 %325, %327
  %329 = sub nsw i32 %328, %11
  %330 = trunc nsw i32 %329 to i16
  %331 = shl nsw i32 %324, 1
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds i16, ptr %7, i64 %332
  store i16 %330, ptr %333, align 2, !tbaa !17
  %334 = sub nsw i32 %326, %11
  %335 = trunc i32 %334 to i16
  %336 = getelementptr i8, ptr %333, i64 2
  store i16 %335, ptr %336, align 2, !tbaa !17
  %337 = lshr i32 %317, 16
  %338 = sext i32 %324 to i64
  %339 = getelementptr inbounds i32, ptr %8, i64 %338
  store i32 %337, ptr %339, align 4, !tbaa !6
  br label %340

340:                                              ; preds = %17, %316, %108, %9
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @me_subpel_refine(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noalias noundef readonly captures(none) %7, ptr noalias noundef writeonly captures(none) %8, ptr noalias noundef writeonly captures(none) %9) local_unnamed_addr #0 {
  %11 = icmp slt i32 %2, 1
  %12 = icmp slt i32 %3, 1
  %13 = or i1 %11, %12
  %14 = icmp slt i32 %4, %2
  %15 = or i1 %13, %14
  br i1 %15, label %519, label %16

16:                                               ; preds = %10
  %17 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %19 = mul nuw nsw i32 %17, %18
  %20 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %21 = mul nuw nsw i32 %20, %17
  %22 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %23 = add nuw nsw i32 %21, %22
  %24 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %25 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %26 = mul i32 %24, %25
  %27 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %28 = add i32 %26, %27
  %29 = mul nsw i32 %6, %5
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %519

31:                                               ; preds = %16
  %32 = sdiv i32 %28, %5
  %33 = mul i32 %32, %5
  %34 = sub i32 %28, %33
  %35 = shl nsw i32 %34, 4
  %36 = shl nsw i32 %32, 4
  %37 = icmp eq i32 %23, 0
  br i1 %37, label %38, label %53

38:                                               ; preds = %31
  %39 = shl nsw i32 %28, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i16, ptr %7, i64 %40
  %42 = load i16, ptr %41, align 2, !tbaa !17
  %43 = tail call i16 @llvm.smax.i16(i16 %42, i16 -16)
  %44 = tail call i16 @llvm.smin.i16(i16 %43, i16 16)
  %45 = sext i16 %44 to i32
  %46 = shl nsw i32 %45, 2
  store i32 %46, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %47 = getelementptr i8, ptr %41, i64 2
  %48 = load i16, ptr %47, align 2, !tbaa !17
  %49 = tail call i16 @llvm.smax.i16(i16 %48, i16 -16)
  %50 = tail call i16 @llvm.smin.i16(i16 %49, i16 16)
  %51 = sext i16 %50 to i32
  %52 = shl nsw i32 %51, 2
  store i32 %52, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  br label %53

53:                                               ; preds = %38, %31
  %54 = icmp samesign ult i32 %23, 9
  %55 = zext nneg i32 %23 to i64
  %56 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 %55
  %57 = icmp samesign ult i32 %23, 256
  %58 = add nsw i32 %3, -1
  %59 = icmp slt i32 %32, 0
  %60 = zext nneg i32 %4 to i64
  %61 = add nsw i32 %2, -1
  %62 = icmp slt i32 %34, 0
  %63 = sext i32 %4 to i64
  br label %65

64:                                               ; preds = %508
  br i1 %37, label %509, label %519

65:                                               ; preds = %53, %508
  %66 = phi i1 [ true, %53 ], [ false, %508 ]
  %67 = phi i32 [ 1, %53 ], [ 0, %508 ]
  br i1 %54, label %68, label %69

68:                                               ; preds = %65
  store i32 0, ptr %56, align 4, !tbaa !6
  br label %69

69:                                               ; preds = %68, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %70 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %71 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  br i1 %57, label %72, label %83

72:                                               ; preds = %69
  %73 = shl nsw i32 -1, %67
  %74 = and i32 %70, 3
  %75 = sub nuw nsw i32 4, %74
  %76 = shl nuw nsw i32 1, %67
  %77 = and i32 %71, 3
  %78 = sub nuw nsw i32 4, %77
  %79 = mul nuw nsw i32 %75, %78
  %80 = mul nuw nsw i32 %74, %78
  %81 = mul nuw nsw i32 %75, %77
  %82 = mul nuw nsw i32 %74, %77
  br label %147

83:                                               ; preds = %147, %69
  %84 = phi i32 [ 0, %69 ], [ %492, %147 ]
  %85 = phi i32 [ 0, %69 ], [ %466, %147 ]
  %86 = phi i32 [ 0, %69 ], [ %440, %147 ]
  %87 = phi i32 [ 0, %69 ], [ %397, %147 ]
  %88 = phi i32 [ 0, %69 ], [ %371, %147 ]
  %89 = phi i32 [ 0, %69 ], [ %347, %147 ]
  %90 = phi i32 [ 0, %69 ], [ %307, %147 ]
  %91 = phi i32 [ 0, %69 ], [ %268, %147 ]
  %92 = phi i32 [ 0, %69 ], [ %232, %147 ]
  %93 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i32 %92 seq_cst, align 4
  %94 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 4), i32 %91 seq_cst, align 4
  %95 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 8), i32 %90 seq_cst, align 4
  %96 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 12), i32 %89 seq_cst, align 4
  %97 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 16), i32 %88 seq_cst, align 4
  %98 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 20), i32 %87 seq_cst, align 4
  %99 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 24), i32 %86 seq_cst, align 4
  %100 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 28), i32 %85 seq_cst, align 4
  %101 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 32), i32 %84 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %102 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 16), align 4, !tbaa !6
  %103 = tail call noundef i32 @llvm.umin.i32(i32 %102, i32 65535)
  %104 = shl nuw i32 %103, 16
  %105 = or disjoint i32 %104, 4
  %106 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), align 4, !tbaa !6
  %107 = tail call noundef i32 @llvm.umin.i32(i32 %106, i32 65535)
  %108 = shl nuw i32 %107, 16
  %109 = tail call noundef i32 @llvm.umin.i32(i32 %105, i32 %108)
  %110 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 4), align 4, !tbaa !6
  %111 = tail call noundef i32 @llvm.umin.i32(i32 %110, i32 65535)
  %112 = shl nuw i32 %111, 16
  %113 = or disjoint i32 %112, 1
  %114 = tail call noundef i32 @llvm.umin.i32(i32 %109, i32 %113)
  %115 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 8), align 4, !tbaa !6
  %116 = tail call noundef i32 @llvm.umin.i32(i32 %115, i32 65535)
  %117 = shl nuw i32 %116, 16
  %118 = or disjoint i32 %117, 2
  %119 = tail call noundef i32 @llvm.umin.i32(i32 %114, i32 %118)
  %120 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 12), align 4, !tbaa !6
  %121 = tail call noundef i32 @llvm.umin.i32(i32 %120, i32 65535)
  %122 = shl nuw i32 %121, 16
  %123 = or disjoint i32 %122, 3
  %124 = tail call noundef i32 @llvm.umin.i32(i32 %119, i32 %123)
  %125 = or disjoint i32 %104, 4
  %126 = tail call noundef i32 @llvm.umin.i32(i32 %124, i32 %125)
  %127 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 20), align 4, !tbaa !6
  %128 = tail call noundef i32 @llvm.umin.i32(i32 %127, i32 65535)
  %129 = shl nuw i32 %128, 16
  %130 = or disjoint i32 %129, 5
  %131 = tail call noundef i32 @llvm.umin.i32(i32 %126, i32 %130)
  %132 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 24), align 4, !tbaa !6
  %133 = tail call noundef i32 @llvm.umin.i32(i32 %132, i32 65535)
  %134 = shl nuw i32 %133, 16
  %135 = or disjoint i32 %134, 6
  %136 = tail call noundef i32 @llvm.umin.i32(i32 %131, i32 %135)
  %137 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 28), align 4, !tbaa !6
  %138 = tail call noundef i32 @llvm.umin.i32(i32 %137, i32 65535)
  %139 = shl nuw i32 %138, 16
  %140 = or disjoint i32 %139, 7
  %141 = tail call noundef i32 @llvm.umin.i32(i32 %136, i32 %140)
  %142 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 32), align 4, !tbaa !6
  %143 = tail call noundef i32 @llvm.umin.i32(i32 %142, i32 65535)
  %144 = shl nuw i32 %143, 16
  %145 = or disjoint i32 %144, 8
  %146 = tail call noundef i32 @llvm.umin.i32(i32 %141, i32 %145)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %37, label %495, label %508

147:                                              ; preds = %72, %147
  %148 = phi i32 [ 0, %72 ], [ %492, %147 ]
  %149 = phi i32 [ 0, %72 ], [ %466, %147 ]
  %150 = phi i32 [ 0, %72 ], [ %440, %147 ]
  %151 = phi i32 [ 0, %72 ], [ %397, %147 ]
  %152 = phi i32 [ 0, %72 ], [ %371, %147 ]
  %153 = phi i32 [ 0, %72 ], [ %347, %147 ]
  %154 = phi i32 [ 0, %72 ], [ %307, %147 ]
  %155 = phi i32 [ 0, %72 ], [ %268, %147 ]
  %156 = phi i32 [ 0, %72 ], [ %232, %147 ]
  %157 = phi i32 [ %23, %72 ], [ %493, %147 ]
  %158 = and i32 %157, 15
  %159 = or disjoint i32 %158, %35
  %160 = lshr i32 %157, 4
  %161 = add nuw nsw i32 %160, %36
  %162 = tail call i32 @llvm.smin.i32(i32 %161, i32 %58)
  %163 = select i1 %59, i32 0, i32 %162
  %164 = sext i32 %163 to i64
  %165 = mul nsw i64 %164, %60
  %166 = tail call i32 @llvm.smin.i32(i32 %159, i32 %61)
  %167 = select i1 %62, i32 0, i32 %166
  %168 = sext i32 %167 to i64
  %169 = getelementptr i8, ptr %0, i64 %165
  %170 = getelementptr i8, ptr %169, i64 %168
  %171 = load i8, ptr %170, align 1, !tbaa !11
  %172 = zext i8 %171 to i32
  %173 = shl nsw i32 %159, 2
  %174 = add nsw i32 %173, %70
  %175 = shl nsw i32 %161, 2
  %176 = add nsw i32 %175, %71
  %177 = add nsw i32 %174, %73
  %178 = add nsw i32 %176, %73
  %179 = ashr i32 %177, 2
  %180 = ashr i32 %178, 2
  %181 = and i32 %177, 3
  %182 = and i32 %178, 3
  %183 = icmp slt i32 %179, 0
  %184 = tail call i32 @llvm.smin.i32(i32 %179, i32 %61)
  %185 = select i1 %183, i32 0, i32 %184
  %186 = add nsw i32 %179, 1
  %187 = icmp slt i32 %179, -1
  %188 = tail call i32 @llvm.smin.i32(i32 %186, i32 %61)
  %189 = select i1 %187, i32 0, i32 %188
  %190 = icmp slt i32 %180, 0
  %191 = tail call i32 @llvm.smin.i32(i32 %180, i32 %58)
  %192 = select i1 %190, i32 0, i32 %191
  %193 = add nsw i32 %180, 1
  %194 = icmp slt i32 %180, -1
  %195 = tail call i32 @llvm.smin.i32(i32 %193, i32 %58)
  %196 = select i1 %194, i32 0, i32 %195
  %197 = sext i32 %192 to i64
  %198 = mul nsw i64 %197, %63
  %199 = sext i32 %185 to i64
  %200 = getelementptr i8, ptr %1, i64 %198
  %201 = getelementptr i8, ptr %200, i64 %199
  %202 = load i8, ptr %201, align 1, !tbaa !11
  %203 = zext i8 %202 to i32
  %204 = sext i32 %189 to i64
  %205 = getelementptr i8, ptr %200, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !11
  %207 = zext i8 %206 to i32
  %208 = sext i32 %196 to i64
  %209 = mul nsw i64 %208, %63
  %210 = getelementptr i8, ptr %1, i64 %209
  %211 = getelementptr i8, ptr %210, i64 %199
  %212 = load i8, ptr %211, align 1, !tbaa !11
  %213 = zext i8 %212 to i32
  %214 = getelementptr i8, ptr %210, i64 %204
  %215 = load i8, ptr %214, align 1, !tbaa !11
  %216 = zext i8 %215 to i32
  %217 = sub nuw nsw i32 4, %181
  %218 = mul nuw nsw i32 %217, %203
  %219 = mul nuw nsw i32 %181, %207
  %220 = add nuw nsw i32 %219, %218
  %221 = mul nuw nsw i32 %217, %213
  %222 = mul nuw nsw i32 %181, %216
  %223 = add nuw nsw i32 %222, %221
  %224 = sub nuw nsw i32 4, %182
  %225 = mul nuw nsw i32 %220, %224
  %226 = mul nuw nsw i32 %223, %182
  %227 = add nuw nsw i32 %225, 8
  %228 = add nuw nsw i32 %227, %226
  %229 = lshr i32 %228, 4
  %230 = sub nsw i32 %172, %229
  %231 = tail call noundef i32 @llvm.abs.i32(i32 %230, i1 true)
  %232 = add i32 %231, %156
  %233 = ashr i32 %174, 2
  %234 = icmp slt i32 %233, 0
  %235 = tail call i32 @llvm.smin.i32(i32 %233, i32 %61)
  %236 = select i1 %234, i32 0, i32 %235
  %237 = add nsw i32 %233, 1
  %238 = icmp slt i32 %233, -1
  %239 = tail call i32 @llvm.smin.i32(i32 %237, i32 %61)
  %240 = select i1 %238, i32 0, i32 %239
  %241 = sext i32 %236 to i64
  %242 = getelementptr i8, ptr %200, i64 %241
  %243 = load i8, ptr %242, align 1, !tbaa !11
  %244 = zext i8 %243 to i32
  %245 = sext i32 %240 to i64
  %246 = getelementptr i8, ptr %200, i64 %245
  %247 = load i8, ptr %246, align 1, !tbaa !11
  %248 = zext i8 %247 to i32
  %249 = getelementptr i8, ptr %210, i64 %241
  %250 = load i8, ptr %249, align 1, !tbaa !11
  %251 = zext i8 %250 to i32
  %252 = getelementptr i8, ptr %210, i64 %245
  %253 = load i8, ptr %252, align 1, !tbaa !11
  %254 = zext i8 %253 to i32
  %255 = mul nuw nsw i32 %75, %244
  %256 = mul nuw nsw i32 %74, %248
  %257 = add nuw nsw i32 %256, %255
  %258 = mul nuw nsw i32 %75, %251
  %259 = mul nuw nsw i32 %74, %254
  %260 = add nuw nsw i32 %259, %258
  %261 = mul nuw nsw i32 %257, %224
  %262 = mul nuw nsw i32 %260, %182
  %263 = add nuw nsw i32 %261, 8
  %264 = add nuw nsw i32 %263, %262
  %265 = lshr i32 %264, 4
  %266 = sub nsw i32 %172, %265
  %267 = tail call noundef i32 @llvm.abs.i32(i32 %266, i1 true)
  %268 = add i32 %267, %155
  %269 = add nsw i32 %174, %76
  %270 = ashr i32 %269, 2
  %271 = and i32 %269, 3
  %272 = icmp slt i32 %270, 0
  %273 = tail call i32 @llvm.smin.i32(i32 %270, i32 %61)
  %274 = select i1 %272, i32 0, i32 %273
  %275 = add nsw i32 %270, 1
  %276 = icmp slt i32 %270, -1
  %277 = tail call i32 @llvm.smin.i32(i32 %275, i32 %61)
  %278 = select i1 %276, i32 0, i32 %277
  %279 = sext i32 %274 to i64
  %280 = getelementptr i8, ptr %200, i64 %279
  %281 = load i8, ptr %280, align 1, !tbaa !11
  %282 = zext i8 %281 to i32
  %283 = sext i32 %278 to i64
  %284 = getelementptr i8, ptr %200, i64 %283
  %285 = load i8, ptr %284, align 1, !tbaa !11
  %286 = zext i8 %285 to i32
  %287 = getelementptr i8, ptr %210, i64 %279
  %288 = load i8, ptr %287, align 1, !tbaa !11
  %289 = zext i8 %288 to i32
  %290 = getelementptr i8, ptr %210, i64 %283
  %291 = load i8, ptr %290, align 1, !tbaa !11
  %292 = zext i8 %291 to i32
  %293 = sub nuw nsw i32 4, %271
  %294 = mul nuw nsw i32 %293, %282
  %295 = mul nuw nsw i32 %271, %286
  %296 = add nuw nsw i32 %295, %294
  %297 = mul nuw nsw i32 %293, %289
  %298 = mul nuw nsw i32 %271, %292
  %299 = add nuw nsw i32 %298, %297
  %300 = mul nuw nsw i32 %296, %224
  %301 = mul nuw nsw i32 %299, %182
  %302 = add nuw nsw i32 %300, 8
  %303 = add nuw nsw i32 %302, %301
  %304 = lshr i32 %303, 4
  %305 = sub nsw i32 %172, %304
  %306 = tail call noundef i32 @llvm.abs.i32(i32 %305, i1 true)
  %307 = add i32 %306, %154
  %308 = ashr i32 %176, 2
  %309 = icmp slt i32 %308, 0
  %310 = tail call i32 @llvm.smin.i32(i32 %308, i32 %58)
  %311 = select i1 %309, i32 0, i32 %310
  %312 = add nsw i32 %308, 1
  %313 = icmp slt i32 %308, -1
  %314 = tail call i32 @llvm.smin.i32(i32 %312, i32 %58)
  %315 = select i1 %313, i32 0, i32 %314
  %316 = sext i32 %311 to i64
  %317 = mul nsw i64 %316, %63
  %318 = getelementptr i8, ptr %1, i64 %317
  %319 = getelementptr i8, ptr %318, i64 %199
  %320 = load i8, ptr %319, align 1, !tbaa !11
  %321 = zext i8 %320 to i32
  %322 = getelementptr i8, ptr %318, i64 %204
  %323 = load i8, ptr %322, align 1, !tbaa !11
  %324 = zext i8 %323 to i32
  %325 = sext i32 %315 to i64
  %326 = mul nsw i64 %325, %63
  %327 = getelementptr i8, ptr %1, i64 %326
  %328 = getelementptr i8, ptr %327, i64 %199
  %329 = load i8, ptr %328, align 1, !tbaa !11
  %330 = zext i8 %329 to i32
  %331 = getelementptr i8, ptr %327, i64 %204
  %332 = load i8, ptr %331, align 1, !tbaa !11
  %333 = zext i8 %332 to i32
  %334 = mul nuw nsw i32 %217, %321
  %335 = mul nuw nsw i32 %181, %324
  %336 = add nuw nsw i32 %335, %334
  %337 = mul nuw nsw i32 %217, %330
  %338 = mul nuw nsw i32 %181, %333
  %339 = add nuw nsw i32 %338, %337
  %340 = mul nuw nsw i32 %336, %78
  %341 = mul nuw nsw i32 %339, %77
  %342 = add nuw nsw i32 %340, 8
  %343 = add nuw nsw i32 %342, %341
  %344 = lshr i32 %343, 4
  %345 = sub nsw i32 %172, %344
  %346 = tail call noundef i32 @llvm.abs.i32(i32 %345, i1 true)
  %347 = add i32 %346, %153
  %348 = getelementptr i8, ptr %318, i64 %241
  %349 = load i8, ptr %348, align 1, !tbaa !11
  %350 = zext i8 %349 to i32
  %351 = getelementptr i8, ptr %318, i64 %245
  %352 = load i8, ptr %351, align 1, !tbaa !11
  %353 = zext i8 %352 to i32
  %354 = getelementptr i8, ptr %327, i64 %241
  %355 = load i8, ptr %354, align 1, !tbaa !11
  %356 = zext i8 %355 to i32
  %357 = getelementptr i8, ptr %327, i64 %245
  %358 = load i8, ptr %357, align 1, !tbaa !11
  %359 = zext i8 %358 to i32
  %360 = mul nuw nsw i32 %79, %350
  %361 = mul nuw nsw i32 %80, %353
  %362 = add nuw nsw i32 %361, %360
  %363 = mul nuw nsw i32 %81, %356
  %364 = mul nuw nsw i32 %82, %359
  %365 = add nuw nsw i32 %364, %363
  %366 = add nuw nsw i32 %362, 8
  %367 = add nuw nsw i32 %366, %365
  %368 = lshr i32 %367, 4
  %369 = sub nsw i32 %172, %368
  %370 = tail call noundef i32 @llvm.abs.i32(i32 %369, i1 true)
  %371 = add i32 %370, %152
  %372 = getelementptr i8, ptr %318, i64 %279
  %373 = load i8, ptr %372, align 1, !tbaa !11
  %374 = zext i8 %373 to i32
  %375 = getelementptr i8, ptr %318, i64 %283
  %376 = load i8, ptr %375, align 1, !tbaa !11
  %377 = zext i8 %376 to i32
  %378 = getelementptr i8, ptr %327, i64 %279
  %379 = load i8, ptr %378, align 1, !tbaa !11
  %380 = zext i8 %379 to i32
  %381 = getelementptr i8, ptr %327, i64 %283
  %382 = load i8, ptr %381, align 1, !tbaa !11
  %383 = zext i8 %382 to i32
  %384 = mul nuw nsw i32 %293, %374
  %385 = mul nuw nsw i32 %271, %377
  %386 = add nuw nsw i32 %385, %384
  %387 = mul nuw nsw i32 %293, %380
  %388 = mul nuw nsw i32 %271, %383
  %389 = add nuw nsw i32 %388, %387
  %390 = mul nuw nsw i32 %386, %78
  %391 = mul nuw nsw i32 %389, %77
  %392 = add nuw nsw i32 %390, 8
  %393 = add nuw nsw i32 %392, %391
  %394 = lshr i32 %393, 4
  %395 = sub nsw i32 %172, %394
  %396 = tail call noundef i32 @llvm.abs.i32(i32 %395, i1 true)
  %397 = add i32 %396, %151
  %398 = add nsw i32 %176, %76
  %399 = ashr i32 %398, 2
  %400 = and i32 %398, 3
  %401 = icmp slt i32 %399, 0
  %402 = tail call i32 @llvm.smin.i32(i32 %399, i32 %58)
  %403 = select i1 %401, i32 0, i32 %402
  %404 = add nsw i32 %399, 1
  %405 = icmp slt i32 %399, -1
  %406 = tail call i32 @llvm.smin.i32(i32 %404, i32 %58)
  %407 = select i1 %405, i32 0, i32 %406
  %408 = sext i32 %403 to i64
  %409 = mul nsw i64 %408, %63
  %410 = getelementptr i8, ptr %1, i64 %409
  %411 = getelementptr i8, ptr %410, i64 %199
  %412 = load i8, ptr %411, align 1, !tbaa !11
  %413 = zext i8 %412 to i32
  %414 = getelementptr i8, ptr %410, i64 %204
  %415 = load i8, ptr %414, align 1, !tbaa !11
  %416 = zext i8 %415 to i32
  %417 = sext i32 %407 to i64
  %418 = mul nsw i64 %417, %63
  %419 = getelementptr i8, ptr %1, i64 %418
  %420 = getelementptr i8, ptr %419, i64 %199
  %421 = load i8, ptr %420, align 1, !tbaa !11
  %422 = zext i8 %421 to i32
  %423 = getelementptr i8, ptr %419, i64 %204
  %424 = load i8, ptr %423, align 1, !tbaa !11
  %425 = zext i8 %424 to i32
  %426 = mul nuw nsw i32 %217, %413
  %427 = mul nuw nsw i32 %181, %416
  %428 = add nuw nsw i32 %427, %426
  %429 = mul nuw nsw i32 %217, %422
  %430 = mul nuw nsw i32 %181, %425
  %431 = add nuw nsw i32 %430, %429
  %432 = sub nuw nsw i32 4, %400
  %433 = mul nuw nsw i32 %428, %432
  %434 = mul nuw nsw i32 %431, %400
  %435 = add nuw nsw i32 %433, 8
  %436 = add nuw nsw i32 %435, %434
  %437 = lshr i32 %436, 4
  %438 = sub nsw i32 %172, %437
  %439 = tail call noundef i32 @llvm.abs.i32(i32 %438, i1 true)
  %440 = add i32 %439, %150
  %441 = getelementptr i8, ptr %410, i64 %241
  %442 = load i8, ptr %441, align 1, !tbaa !11
  %443 = zext i8 %442 to i32
  %444 = getelementptr i8, ptr %410, i64 %245
  %445 = load i8, ptr %444, align 1, !tbaa !11
  %446 = zext i8 %445 to i32
  %447 = getelementptr i8, ptr %419, i64 %241
  %448 = load i8, ptr %447, align 1, !tbaa !11
  %449 = zext i8 %448 to i32
  %450 = getelementptr i8, ptr %419, i64 %245
  %451 = load i8, ptr %450, align 1, !tbaa !11
  %452 = zext i8 %451 to i32
  %453 = mul nuw nsw i32 %75, %443
  %454 = mul nuw nsw i32 %74, %446
  %455 = add nuw nsw i32 %454, %453
  %456 = mul nuw nsw i32 %75, %449
  %457 = mul nuw nsw i32 %74, %452
  %458 = add nuw nsw i32 %457, %456
  %459 = mul nuw nsw i32 %455, %432
  %460 = mul nuw nsw i32 %458, %400
  %461 = add nuw nsw i32 %459, 8
  %462 = add nuw nsw i32 %461, %460
  %463 = lshr i32 %462, 4
  %464 = sub nsw i32 %172, %463
  %465 = tail call noundef i32 @llvm.abs.i32(i32 %464, i1 true)
  %466 = add i32 %465, %149
  %467 = getelementptr i8, ptr %410, i64 %279
  %468 = load i8, ptr %467, align 1, !tbaa !11
  %469 = zext i8 %468 to i32
  %470 = getelementptr i8, ptr %410, i64 %283
  %471 = load i8, ptr %470, align 1, !tbaa !11
  %472 = zext i8 %471 to i32
  %473 = getelementptr i8, ptr %419, i64 %279
  %474 = load i8, ptr %473, align 1, !tbaa !11
  %475 = zext i8 %474 to i32
  %476 = getelementptr i8, ptr %419, i64 %283
  %477 = load i8, ptr %476, align 1, !tbaa !11
  %478 = zext i8 %477 to i32
  %479 = mul nuw nsw i32 %293, %469
  %480 = mul nuw nsw i32 %271, %472
  %481 = add nuw nsw i32 %480, %479
  %482 = mul nuw nsw i32 %293, %475
  %483 = mul nuw nsw i32 %271, %478
  %484 = add nuw nsw i32 %483, %482
  %485 = mul nuw nsw i32 %481, %432
  %486 = mul nuw nsw i32 %484, %400
  %487 = add nuw nsw i32 %485, 8
  %488 = add nuw nsw i32 %487, %486
  %489 = lshr i32 %488, 4
  %490 = sub nsw i32 %172, %489
  %491 = tail call noundef i32 @llvm.abs.i32(i32 %490, i1 true)
  %492 = add i32 %491, %148
  %493 = add nuw nsw i32 %157, %19
  %494 = icmp samesign ult i32 %493, 256
  br i1 %494, label %147, label %83, !llvm.loop !19

495:                                              ; preds = %83
  %496 = trunc i32 %146 to i16
  %497 = udiv i16 %496, 3
  %498 = mul i16 %497, 3
  %499 = sub i16 %496, %498
  %500 = zext nneg i16 %499 to i32
  %501 = add nsw i32 %500, -1
  %502 = shl nsw i32 %501, %67
  %503 = add nsw i32 %502, %70
  store i32 %503, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %504 = zext nneg i16 %497 to i32
  %505 = add nsw i32 %504, -1
  %506 = shl nsw i32 %505, %67
  %507 = add nsw i32 %506, %71
  store i32 %507, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  br label %508

508:                                              ; preds = %495, %83
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %66, label %65, label %64, !llvm.loop !20

509:                                              ; preds = %64
  %510 = lshr i32 %146, 16
  %511 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %512 = shl nsw i32 %28, 1
  %513 = sext i32 %512 to i64
  %514 = getelementptr inbounds i32, ptr %8, i64 %513
  store i32 %511, ptr %514, align 4, !tbaa !6
  %515 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  %516 = getelementptr i8, ptr %514, i64 4
  store i32 %515, ptr %516, align 4, !tbaa !6
  %517 = sext i32 %28 to i64
  %518 = getelementptr inbounds i32, ptr %9, i64 %517
  store i32 %510, ptr %518, align 4, !tbaa !6
  br label %519

519:                                              ; preds = %16, %509, %64, %10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx88,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !8, i64 0}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
