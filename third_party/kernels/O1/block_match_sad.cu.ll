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
  %11 = tail call i32 @llvm.smin.i32(i32 %10, i32 16)
  %12 = icmp slt i32 %2, 1
  %13 = icmp slt i32 %3, 1
  %14 = or i1 %12, %13
  %15 = icmp slt i32 %4, %2
  %16 = or i1 %14, %15
  br i1 %16, label %336, label %17

17:                                               ; preds = %9
  %18 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %19 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %20 = shl nsw i32 %18, 4
  %21 = shl nuw nsw i32 %19, 4
  %22 = icmp slt i32 %20, %2
  %23 = icmp slt i32 %21, %3
  %24 = select i1 %22, i1 %23, i1 false
  br i1 %24, label %25, label %336

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
  br i1 %36, label %37, label %43

37:                                               ; preds = %25
  %38 = sub nsw i32 %20, %11
  %39 = add nsw i32 %2, -1
  %40 = sub nsw i32 %21, %11
  %41 = add nsw i32 %3, -1
  %42 = zext nneg i32 %4 to i64
  br label %49

43:                                               ; preds = %49, %25
  %44 = icmp samesign ult i32 %32, 256
  br i1 %44, label %45, label %75

45:                                               ; preds = %43
  %46 = add nsw i32 %2, -1
  %47 = add nsw i32 %3, -1
  %48 = zext nneg i32 %4 to i64
  br label %77

49:                                               ; preds = %37, %49
  %50 = phi i32 [ %32, %37 ], [ %73, %49 ]
  %51 = freeze i32 %50
  %52 = udiv i32 %51, %34
  %53 = mul i32 %52, %34
  %54 = sub i32 %51, %53
  %55 = add nsw i32 %54, %38
  %56 = icmp slt i32 %55, 0
  %57 = tail call i32 @llvm.smin.i32(i32 %55, i32 %39)
  %58 = select i1 %56, i32 0, i32 %57
  %59 = add nsw i32 %52, %40
  %60 = icmp slt i32 %59, 0
  %61 = tail call i32 @llvm.smin.i32(i32 %59, i32 %41)
  %62 = select i1 %60, i32 0, i32 %61
  %63 = sext i32 %62 to i64
  %64 = mul nsw i64 %63, %42
  %65 = sext i32 %58 to i64
  %66 = getelementptr i8, ptr %1, i64 %64
  %67 = getelementptr i8, ptr %66, i64 %65
  %68 = load i8, ptr %67, align 1, !tbaa !11
  %69 = zext nneg i32 %52 to i64
  %70 = getelementptr inbounds nuw [48 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_win to ptr), i64 %69
  %71 = zext nneg i32 %54 to i64
  %72 = getelementptr inbounds nuw i8, ptr %70, i64 %71
  store i8 %68, ptr %72, align 1, !tbaa !11
  %73 = add nuw nsw i32 %50, %28
  %74 = icmp samesign ult i32 %73, %35
  br i1 %74, label %49, label %43, !llvm.loop !12

75:                                               ; preds = %77, %43
  %76 = icmp eq i32 %32, 0
  br i1 %76, label %97, label %98

77:                                               ; preds = %45, %77
  %78 = phi i32 [ %32, %45 ], [ %95, %77 ]
  %79 = and i32 %78, 15
  %80 = or disjoint i32 %79, %20
  %81 = tail call i32 @llvm.smin.i32(i32 %80, i32 %46)
  %82 = lshr i32 %78, 4
  %83 = or disjoint i32 %82, %21
  %84 = tail call i32 @llvm.smin.i32(i32 %83, i32 %47)
  %85 = zext nneg i32 %84 to i64
  %86 = mul nuw nsw i64 %85, %48
  %87 = zext nneg i32 %81 to i64
  %88 = getelementptr i8, ptr %0, i64 %86
  %89 = getelementptr i8, ptr %88, i64 %87
  %90 = load i8, ptr %89, align 1, !tbaa !11
  %91 = zext nneg i32 %82 to i64
  %92 = getelementptr inbounds nuw [16 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_cur to ptr), i64 %91
  %93 = zext nneg i32 %79 to i64
  %94 = getelementptr inbounds nuw i8, ptr %92, i64 %93
  store i8 %90, ptr %94, align 1, !tbaa !11
  %95 = add nuw nsw i32 %78, %28
  %96 = icmp samesign ult i32 %95, 256
  br i1 %96, label %77, label %75, !llvm.loop !15

97:                                               ; preds = %75
  store i32 -1, ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE6s_best to ptr), align 4, !tbaa !6
  br label %98

98:                                               ; preds = %97, %75
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %99 = or disjoint i32 %33, 1
  %100 = mul nuw nsw i32 %99, %99
  %101 = icmp samesign ult i32 %32, %100
  br i1 %101, label %102, label %104

102:                                              ; preds = %98
  %103 = tail call noundef range(i32 0, -2147483648) i32 @llvm.smax.i32(i32 %6, i32 0)
  br label %107

104:                                              ; preds = %298, %98
  %105 = phi i32 [ -1, %98 ], [ %309, %298 ]
  %106 = atomicrmw umin ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE6s_best to ptr), i32 %105 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %76, label %312, label %336

107:                                              ; preds = %102, %298
  %108 = phi i32 [ -1, %102 ], [ %309, %298 ]
  %109 = phi i32 [ %32, %102 ], [ %310, %298 ]
  %110 = freeze i32 %109
  %111 = udiv i32 %110, %99
  %112 = mul i32 %111, %99
  %113 = sub i32 %110, %112
  %114 = zext nneg i32 %113 to i64
  %115 = zext nneg i32 %113 to i64
  %116 = zext nneg i32 %113 to i64
  %117 = zext nneg i32 %113 to i64
  %118 = zext nneg i32 %113 to i64
  %119 = zext nneg i32 %113 to i64
  %120 = zext nneg i32 %113 to i64
  %121 = zext nneg i32 %113 to i64
  %122 = zext nneg i32 %113 to i64
  %123 = zext nneg i32 %113 to i64
  %124 = zext nneg i32 %113 to i64
  %125 = zext nneg i32 %113 to i64
  %126 = zext nneg i32 %113 to i64
  %127 = zext nneg i32 %113 to i64
  %128 = zext nneg i32 %113 to i64
  %129 = zext nneg i32 %113 to i64
  br label %130

130:                                              ; preds = %107, %130
  %131 = phi i32 [ 0, %107 ], [ %296, %130 ]
  %132 = phi i32 [ 0, %107 ], [ %295, %130 ]
  %133 = add nuw nsw i32 %131, %111
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds nuw [48 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_win to ptr), i64 %134
  %136 = zext nneg i32 %131 to i64
  %137 = getelementptr inbounds nuw [16 x i8], ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE5s_cur to ptr), i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !11
  %139 = zext i8 %138 to i32
  %140 = getelementptr inbounds nuw i8, ptr %135, i64 %114
  %141 = load i8, ptr %140, align 1, !tbaa !11
  %142 = zext i8 %141 to i32
  %143 = sub nsw i32 %139, %142
  %144 = tail call noundef i32 @llvm.abs.i32(i32 %143, i1 false)
  %145 = add i32 %144, %132
  %146 = getelementptr inbounds nuw i8, ptr %137, i64 1
  %147 = load i8, ptr %146, align 1, !tbaa !11
  %148 = zext i8 %147 to i32
  %149 = getelementptr inbounds nuw i8, ptr %135, i64 %115
  %150 = getelementptr inbounds nuw i8, ptr %149, i64 1
  %151 = load i8, ptr %150, align 1, !tbaa !11
  %152 = zext i8 %151 to i32
  %153 = sub nsw i32 %148, %152
  %154 = tail call noundef i32 @llvm.abs.i32(i32 %153, i1 false)
  %155 = add i32 %154, %145
  %156 = getelementptr inbounds nuw i8, ptr %137, i64 2
  %157 = load i8, ptr %156, align 1, !tbaa !11
  %158 = zext i8 %157 to i32
  %159 = getelementptr inbounds nuw i8, ptr %135, i64 %116
  %160 = getelementptr inbounds nuw i8, ptr %159, i64 2
  %161 = load i8, ptr %160, align 1, !tbaa !11
  %162 = zext i8 %161 to i32
  %163 = sub nsw i32 %158, %162
  %164 = tail call noundef i32 @llvm.abs.i32(i32 %163, i1 false)
  %165 = add i32 %164, %155
  %166 = getelementptr inbounds nuw i8, ptr %137, i64 3
  %167 = load i8, ptr %166, align 1, !tbaa !11
  %168 = zext i8 %167 to i32
  %169 = getelementptr inbounds nuw i8, ptr %135, i64 %117
  %170 = getelementptr inbounds nuw i8, ptr %169, i64 3
  %171 = load i8, ptr %170, align 1, !tbaa !11
  %172 = zext i8 %171 to i32
  %173 = sub nsw i32 %168, %172
  %174 = tail call noundef i32 @llvm.abs.i32(i32 %173, i1 false)
  %175 = add i32 %174, %165
  %176 = getelementptr inbounds nuw i8, ptr %137, i64 4
  %177 = load i8, ptr %176, align 1, !tbaa !11
  %178 = zext i8 %177 to i32
  %179 = getelementptr inbounds nuw i8, ptr %135, i64 %118
  %180 = getelementptr inbounds nuw i8, ptr %179, i64 4
  %181 = load i8, ptr %180, align 1, !tbaa !11
  %182 = zext i8 %181 to i32
  %183 = sub nsw i32 %178, %182
  %184 = tail call noundef i32 @llvm.abs.i32(i32 %183, i1 false)
  %185 = add i32 %184, %175
  %186 = getelementptr inbounds nuw i8, ptr %137, i64 5
  %187 = load i8, ptr %186, align 1, !tbaa !11
  %188 = zext i8 %187 to i32
  %189 = getelementptr inbounds nuw i8, ptr %135, i64 %119
  %190 = getelementptr inbounds nuw i8, ptr %189, i64 5
  %191 = load i8, ptr %190, align 1, !tbaa !11
  %192 = zext i8 %191 to i32
  %193 = sub nsw i32 %188, %192
  %194 = tail call noundef i32 @llvm.abs.i32(i32 %193, i1 false)
  %195 = add i32 %194, %185
  %196 = getelementptr inbounds nuw i8, ptr %137, i64 6
  %197 = load i8, ptr %196, align 1, !tbaa !11
  %198 = zext i8 %197 to i32
  %199 = getelementptr inbounds nuw i8, ptr %135, i64 %120
  %200 = getelementptr inbounds nuw i8, ptr %199, i64 6
  %201 = load i8, ptr %200, align 1, !tbaa !11
  %202 = zext i8 %201 to i32
  %203 = sub nsw i32 %198, %202
  %204 = tail call noundef i32 @llvm.abs.i32(i32 %203, i1 false)
  %205 = add i32 %204, %195
  %206 = getelementptr inbounds nuw i8, ptr %137, i64 7
  %207 = load i8, ptr %206, align 1, !tbaa !11
  %208 = zext i8 %207 to i32
  %209 = getelementptr inbounds nuw i8, ptr %135, i64 %121
  %210 = getelementptr inbounds nuw i8, ptr %209, i64 7
  %211 = load i8, ptr %210, align 1, !tbaa !11
  %212 = zext i8 %211 to i32
  %213 = sub nsw i32 %208, %212
  %214 = tail call noundef i32 @llvm.abs.i32(i32 %213, i1 false)
  %215 = add i32 %214, %205
  %216 = getelementptr inbounds nuw i8, ptr %137, i64 8
  %217 = load i8, ptr %216, align 1, !tbaa !11
  %218 = zext i8 %217 to i32
  %219 = getelementptr inbounds nuw i8, ptr %135, i64 %122
  %220 = getelementptr inbounds nuw i8, ptr %219, i64 8
  %221 = load i8, ptr %220, align 1, !tbaa !11
  %222 = zext i8 %221 to i32
  %223 = sub nsw i32 %218, %222
  %224 = tail call noundef i32 @llvm.abs.i32(i32 %223, i1 false)
  %225 = add i32 %224, %215
  %226 = getelementptr inbounds nuw i8, ptr %137, i64 9
  %227 = load i8, ptr %226, align 1, !tbaa !11
  %228 = zext i8 %227 to i32
  %229 = getelementptr inbounds nuw i8, ptr %135, i64 %123
  %230 = getelementptr inbounds nuw i8, ptr %229, i64 9
  %231 = load i8, ptr %230, align 1, !tbaa !11
  %232 = zext i8 %231 to i32
  %233 = sub nsw i32 %228, %232
  %234 = tail call noundef i32 @llvm.abs.i32(i32 %233, i1 false)
  %235 = add i32 %234, %225
  %236 = getelementptr inbounds nuw i8, ptr %137, i64 10
  %237 = load i8, ptr %236, align 1, !tbaa !11
  %238 = zext i8 %237 to i32
  %239 = getelementptr inbounds nuw i8, ptr %135, i64 %124
  %240 = getelementptr inbounds nuw i8, ptr %239, i64 10
  %241 = load i8, ptr %240, align 1, !tbaa !11
  %242 = zext i8 %241 to i32
  %243 = sub nsw i32 %238, %242
  %244 = tail call noundef i32 @llvm.abs.i32(i32 %243, i1 false)
  %245 = add i32 %244, %235
  %246 = getelementptr inbounds nuw i8, ptr %137, i64 11
  %247 = load i8, ptr %246, align 1, !tbaa !11
  %248 = zext i8 %247 to i32
  %249 = getelementptr inbounds nuw i8, ptr %135, i64 %125
  %250 = getelementptr inbounds nuw i8, ptr %249, i64 11
  %251 = load i8, ptr %250, align 1, !tbaa !11
  %252 = zext i8 %251 to i32
  %253 = sub nsw i32 %248, %252
  %254 = tail call noundef i32 @llvm.abs.i32(i32 %253, i1 false)
  %255 = add i32 %254, %245
  %256 = getelementptr inbounds nuw i8, ptr %137, i64 12
  %257 = load i8, ptr %256, align 1, !tbaa !11
  %258 = zext i8 %257 to i32
  %259 = getelementptr inbounds nuw i8, ptr %135, i64 %126
  %260 = getelementptr inbounds nuw i8, ptr %259, i64 12
  %261 = load i8, ptr %260, align 1, !tbaa !11
  %262 = zext i8 %261 to i32
  %263 = sub nsw i32 %258, %262
  %264 = tail call noundef i32 @llvm.abs.i32(i32 %263, i1 false)
  %265 = add i32 %264, %255
  %266 = getelementptr inbounds nuw i8, ptr %137, i64 13
  %267 = load i8, ptr %266, align 1, !tbaa !11
  %268 = zext i8 %267 to i32
  %269 = getelementptr inbounds nuw i8, ptr %135, i64 %127
  %270 = getelementptr inbounds nuw i8, ptr %269, i64 13
  %271 = load i8, ptr %270, align 1, !tbaa !11
  %272 = zext i8 %271 to i32
  %273 = sub nsw i32 %268, %272
  %274 = tail call noundef i32 @llvm.abs.i32(i32 %273, i1 false)
  %275 = add i32 %274, %265
  %276 = getelementptr inbounds nuw i8, ptr %137, i64 14
  %277 = load i8, ptr %276, align 1, !tbaa !11
  %278 = zext i8 %277 to i32
  %279 = getelementptr inbounds nuw i8, ptr %135, i64 %128
  %280 = getelementptr inbounds nuw i8, ptr %279, i64 14
  %281 = load i8, ptr %280, align 1, !tbaa !11
  %282 = zext i8 %281 to i32
  %283 = sub nsw i32 %278, %282
  %284 = tail call noundef i32 @llvm.abs.i32(i32 %283, i1 false)
  %285 = add i32 %284, %275
  %286 = getelementptr inbounds nuw i8, ptr %137, i64 15
  %287 = load i8, ptr %286, align 1, !tbaa !11
  %288 = zext i8 %287 to i32
  %289 = getelementptr inbounds nuw i8, ptr %135, i64 %129
  %290 = getelementptr inbounds nuw i8, ptr %289, i64 15
  %291 = load i8, ptr %290, align 1, !tbaa !11
  %292 = zext i8 %291 to i32
  %293 = sub nsw i32 %288, %292
  %294 = tail call noundef i32 @llvm.abs.i32(i32 %293, i1 false)
  %295 = add i32 %294, %285
  %296 = add nuw nsw i32 %131, 1
  %297 = icmp eq i32 %296, 16
  br i1 %297, label %298, label %130, !llvm.loop !16

298:                                              ; preds = %130
  %299 = sub nsw i32 %113, %11
  %300 = sub nsw i32 %111, %11
  %301 = tail call noundef i32 @llvm.abs.i32(i32 %299, i1 false)
  %302 = tail call noundef i32 @llvm.abs.i32(i32 %300, i1 false)
  %303 = add nuw nsw i32 %301, %302
  %304 = mul i32 %303, %103
  %305 = add i32 %295, %304
  %306 = tail call noundef i32 @llvm.umin.i32(i32 %305, i32 65535)
  %307 = shl nuw i32 %306, 16
  %308 = or disjoint i32 %307, %109
  %309 = tail call noundef i32 @llvm.umin.i32(i32 %108, i32 %308)
  %310 = add nuw nsw i32 %109, %28
  %311 = icmp samesign ult i32 %310, %100
  br i1 %311, label %107, label %104, !llvm.loop !17

312:                                              ; preds = %104
  %313 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14me_full_searchE6s_best to ptr), align 4, !tbaa !6
  %314 = and i32 %313, 65535
  %315 = icmp samesign ult i32 %314, %100
  %316 = lshr i32 %100, 1
  %317 = select i1 %315, i32 %314, i32 %316
  %318 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %319 = mul i32 %19, %318
  %320 = add i32 %319, %18
  %321 = freeze i32 %317
  %322 = udiv i32 %321, %99
  %323 = mul i32 %322, %99
  %324 = sub i32 %321, %323
  %325 = sub nsw i32 %324, %11
  %326 = trunc nsw i32 %325 to i16
  %327 = shl nsw i32 %320, 1
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds i16, ptr %7, i64 %328
  store i16 %326, ptr %329, align 2, !tbaa !18
  %330 = sub nsw i32 %322, %11
  %331 = trunc i32 %330 to i16
  %332 = getelementptr i8, ptr %329, i64 2
  store i16 %331, ptr %332, align 2, !tbaa !18
  %333 = lshr i32 %313, 16
  %334 = sext i32 %320 to i64
  %335 = getelementptr inbounds i32, ptr %8, i64 %334
  store i32 %333, ptr %335, align 4, !tbaa !6
  br label %336

336:                                              ; preds = %17, %312, %104, %9
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
  br i1 %15, label %709, label %16

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
  br i1 %30, label %31, label %709

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
  %42 = load i16, ptr %41, align 2, !tbaa !18
  %43 = tail call i16 @llvm.smax.i16(i16 %42, i16 -16)
  %44 = tail call i16 @llvm.smin.i16(i16 %43, i16 16)
  %45 = sext i16 %44 to i32
  %46 = shl nsw i32 %45, 2
  store i32 %46, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %47 = getelementptr i8, ptr %41, i64 2
  %48 = load i16, ptr %47, align 2, !tbaa !18
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

64:                                               ; preds = %696
  br i1 %37, label %699, label %709

65:                                               ; preds = %53, %696
  %66 = phi i32 [ 0, %53 ], [ %697, %696 ]
  br i1 %54, label %67, label %68

67:                                               ; preds = %65
  store i32 0, ptr %56, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %67, %65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %69 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %70 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  br i1 %57, label %71, label %617

71:                                               ; preds = %68
  %72 = xor i32 %66, 1
  %73 = shl nsw i32 -1, %72
  %74 = shl nsw i32 -1, %72
  %75 = shl nsw i32 -1, %72
  %76 = and i32 %69, 3
  %77 = sub nuw nsw i32 4, %76
  %78 = shl nuw nsw i32 1, %72
  %79 = shl nsw i32 -1, %72
  %80 = shl nsw i32 -1, %72
  %81 = and i32 %70, 3
  %82 = sub nuw nsw i32 4, %81
  %83 = and i32 %69, 3
  %84 = and i32 %70, 3
  %85 = sub nuw nsw i32 4, %83
  %86 = sub nuw nsw i32 4, %84
  %87 = mul i32 %85, %86
  %88 = mul i32 %83, %86
  %89 = mul i32 %85, %84
  %90 = mul i32 %83, %84
  %91 = shl nuw nsw i32 1, %72
  %92 = and i32 %70, 3
  %93 = sub nuw nsw i32 4, %92
  %94 = shl nsw i32 -1, %72
  %95 = shl nuw nsw i32 1, %72
  %96 = shl nuw nsw i32 1, %72
  %97 = and i32 %69, 3
  %98 = sub nuw nsw i32 4, %97
  %99 = shl nuw nsw i32 1, %72
  %100 = shl nuw nsw i32 1, %72
  br label %101

101:                                              ; preds = %71, %101
  %102 = phi i32 [ 0, %71 ], [ %614, %101 ]
  %103 = phi i32 [ 0, %71 ], [ %558, %101 ]
  %104 = phi i32 [ 0, %71 ], [ %505, %101 ]
  %105 = phi i32 [ 0, %71 ], [ %449, %101 ]
  %106 = phi i32 [ 0, %71 ], [ %396, %101 ]
  %107 = phi i32 [ 0, %71 ], [ %348, %101 ]
  %108 = phi i32 [ 0, %71 ], [ %295, %101 ]
  %109 = phi i32 [ 0, %71 ], [ %239, %101 ]
  %110 = phi i32 [ 0, %71 ], [ %186, %101 ]
  %111 = phi i32 [ %23, %71 ], [ %615, %101 ]
  %112 = lshr i32 %111, 4
  %113 = add nuw nsw i32 %112, %36
  %114 = shl nsw i32 %113, 2
  %115 = add nsw i32 %114, %70
  %116 = and i32 %111, 15
  %117 = or disjoint i32 %116, %35
  %118 = shl nsw i32 %117, 2
  %119 = add nsw i32 %118, %69
  %120 = tail call i32 @llvm.smin.i32(i32 %113, i32 %58)
  %121 = select i1 %59, i32 0, i32 %120
  %122 = sext i32 %121 to i64
  %123 = mul nsw i64 %122, %60
  %124 = getelementptr i8, ptr %0, i64 %123
  %125 = tail call i32 @llvm.smin.i32(i32 %117, i32 %61)
  %126 = select i1 %62, i32 0, i32 %125
  %127 = sext i32 %126 to i64
  %128 = getelementptr i8, ptr %124, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !11
  %130 = zext i8 %129 to i32
  %131 = add nsw i32 %119, %73
  %132 = add nsw i32 %115, %74
  %133 = ashr i32 %131, 2
  %134 = ashr i32 %132, 2
  %135 = and i32 %131, 3
  %136 = and i32 %132, 3
  %137 = icmp slt i32 %133, 0
  %138 = tail call i32 @llvm.smin.i32(i32 %133, i32 %61)
  %139 = select i1 %137, i32 0, i32 %138
  %140 = add nsw i32 %133, 1
  %141 = icmp slt i32 %133, -1
  %142 = tail call i32 @llvm.smin.i32(i32 %140, i32 %61)
  %143 = select i1 %141, i32 0, i32 %142
  %144 = icmp slt i32 %134, 0
  %145 = tail call i32 @llvm.smin.i32(i32 %134, i32 %58)
  %146 = select i1 %144, i32 0, i32 %145
  %147 = add nsw i32 %134, 1
  %148 = icmp slt i32 %134, -1
  %149 = tail call i32 @llvm.smin.i32(i32 %147, i32 %58)
  %150 = select i1 %148, i32 0, i32 %149
  %151 = sext i32 %146 to i64
  %152 = mul nsw i64 %151, %63
  %153 = sext i32 %139 to i64
  %154 = getelementptr i8, ptr %1, i64 %152
  %155 = getelementptr i8, ptr %154, i64 %153
  %156 = load i8, ptr %155, align 1, !tbaa !11
  %157 = zext i8 %156 to i32
  %158 = sext i32 %143 to i64
  %159 = getelementptr i8, ptr %154, i64 %158
  %160 = load i8, ptr %159, align 1, !tbaa !11
  %161 = zext i8 %160 to i32
  %162 = sext i32 %150 to i64
  %163 = mul nsw i64 %162, %63
  %164 = getelementptr i8, ptr %1, i64 %163
  %165 = getelementptr i8, ptr %164, i64 %153
  %166 = load i8, ptr %165, align 1, !tbaa !11
  %167 = zext i8 %166 to i32
  %168 = getelementptr i8, ptr %164, i64 %158
  %169 = load i8, ptr %168, align 1, !tbaa !11
  %170 = zext i8 %169 to i32
  %171 = sub nuw nsw i32 4, %135
  %172 = mul nuw nsw i32 %171, %157
  %173 = mul nuw nsw i32 %135, %161
  %174 = add nuw nsw i32 %173, %172
  %175 = mul nuw nsw i32 %171, %167
  %176 = mul nuw nsw i32 %135, %170
  %177 = add nuw nsw i32 %176, %175
  %178 = sub nuw nsw i32 4, %136
  %179 = mul nuw nsw i32 %174, %178
  %180 = mul nuw nsw i32 %177, %136
  %181 = add nuw nsw i32 %179, 8
  %182 = add nuw nsw i32 %181, %180
  %183 = lshr i32 %182, 4
  %184 = sub nsw i32 %130, %183
  %185 = tail call noundef i32 @llvm.abs.i32(i32 %184, i1 false)
  %186 = add i32 %185, %110
  %187 = add nsw i32 %115, %75
  %188 = ashr i32 %119, 2
  %189 = ashr i32 %187, 2
  %190 = and i32 %187, 3
  %191 = icmp slt i32 %188, 0
  %192 = tail call i32 @llvm.smin.i32(i32 %188, i32 %61)
  %193 = select i1 %191, i32 0, i32 %192
  %194 = add nsw i32 %188, 1
  %195 = icmp slt i32 %188, -1
  %196 = tail call i32 @llvm.smin.i32(i32 %194, i32 %61)
  %197 = select i1 %195, i32 0, i32 %196
  %198 = icmp slt i32 %189, 0
  %199 = tail call i32 @llvm.smin.i32(i32 %189, i32 %58)
  %200 = select i1 %198, i32 0, i32 %199
  %201 = add nsw i32 %189, 1
  %202 = icmp slt i32 %189, -1
  %203 = tail call i32 @llvm.smin.i32(i32 %201, i32 %58)
  %204 = select i1 %202, i32 0, i32 %203
  %205 = sext i32 %200 to i64
  %206 = mul nsw i64 %205, %63
  %207 = sext i32 %193 to i64
  %208 = getelementptr i8, ptr %1, i64 %206
  %209 = getelementptr i8, ptr %208, i64 %207
  %210 = load i8, ptr %209, align 1, !tbaa !11
  %211 = zext i8 %210 to i32
  %212 = sext i32 %197 to i64
  %213 = getelementptr i8, ptr %208, i64 %212
  %214 = load i8, ptr %213, align 1, !tbaa !11
  %215 = zext i8 %214 to i32
  %216 = sext i32 %204 to i64
  %217 = mul nsw i64 %216, %63
  %218 = getelementptr i8, ptr %1, i64 %217
  %219 = getelementptr i8, ptr %218, i64 %207
  %220 = load i8, ptr %219, align 1, !tbaa !11
  %221 = zext i8 %220 to i32
  %222 = getelementptr i8, ptr %218, i64 %212
  %223 = load i8, ptr %222, align 1, !tbaa !11
  %224 = zext i8 %223 to i32
  %225 = mul nuw nsw i32 %77, %211
  %226 = mul nuw nsw i32 %76, %215
  %227 = add nuw nsw i32 %226, %225
  %228 = mul nuw nsw i32 %77, %221
  %229 = mul nuw nsw i32 %76, %224
  %230 = add nuw nsw i32 %229, %228
  %231 = sub nuw nsw i32 4, %190
  %232 = mul nuw nsw i32 %227, %231
  %233 = mul nuw nsw i32 %230, %190
  %234 = add nuw nsw i32 %232, 8
  %235 = add nuw nsw i32 %234, %233
  %236 = lshr i32 %235, 4
  %237 = sub nsw i32 %130, %236
  %238 = tail call noundef i32 @llvm.abs.i32(i32 %237, i1 false)
  %239 = add i32 %238, %109
  %240 = add nsw i32 %119, %78
  %241 = add nsw i32 %115, %79
  %242 = ashr i32 %240, 2
  %243 = ashr i32 %241, 2
  %244 = and i32 %240, 3
  %245 = and i32 %241, 3
  %246 = icmp slt i32 %242, 0
  %247 = tail call i32 @llvm.smin.i32(i32 %242, i32 %61)
  %248 = select i1 %246, i32 0, i32 %247
  %249 = add nsw i32 %242, 1
  %250 = icmp slt i32 %242, -1
  %251 = tail call i32 @llvm.smin.i32(i32 %249, i32 %61)
  %252 = select i1 %250, i32 0, i32 %251
  %253 = icmp slt i32 %243, 0
  %254 = tail call i32 @llvm.smin.i32(i32 %243, i32 %58)
  %255 = select i1 %253, i32 0, i32 %254
  %256 = add nsw i32 %243, 1
  %257 = icmp slt i32 %243, -1
  %258 = tail call i32 @llvm.smin.i32(i32 %256, i32 %58)
  %259 = select i1 %257, i32 0, i32 %258
  %260 = sext i32 %255 to i64
  %261 = mul nsw i64 %260, %63
  %262 = sext i32 %248 to i64
  %263 = getelementptr i8, ptr %1, i64 %261
  %264 = getelementptr i8, ptr %263, i64 %262
  %265 = load i8, ptr %264, align 1, !tbaa !11
  %266 = zext i8 %265 to i32
  %267 = sext i32 %252 to i64
  %268 = getelementptr i8, ptr %263, i64 %267
  %269 = load i8, ptr %268, align 1, !tbaa !11
  %270 = zext i8 %269 to i32
  %271 = sext i32 %259 to i64
  %272 = mul nsw i64 %271, %63
  %273 = getelementptr i8, ptr %1, i64 %272
  %274 = getelementptr i8, ptr %273, i64 %262
  %275 = load i8, ptr %274, align 1, !tbaa !11
  %276 = zext i8 %275 to i32
  %277 = getelementptr i8, ptr %273, i64 %267
  %278 = load i8, ptr %277, align 1, !tbaa !11
  %279 = zext i8 %278 to i32
  %280 = sub nuw nsw i32 4, %244
  %281 = mul nuw nsw i32 %280, %266
  %282 = mul nuw nsw i32 %244, %270
  %283 = add nuw nsw i32 %282, %281
  %284 = mul nuw nsw i32 %280, %276
  %285 = mul nuw nsw i32 %244, %279
  %286 = add nuw nsw i32 %285, %284
  %287 = sub nuw nsw i32 4, %245
  %288 = mul nuw nsw i32 %283, %287
  %289 = mul nuw nsw i32 %286, %245
  %290 = add nuw nsw i32 %288, 8
  %291 = add nuw nsw i32 %290, %289
  %292 = lshr i32 %291, 4
  %293 = sub nsw i32 %130, %292
  %294 = tail call noundef i32 @llvm.abs.i32(i32 %293, i1 false)
  %295 = add i32 %294, %108
  %296 = add nsw i32 %119, %80
  %297 = ashr i32 %296, 2
  %298 = ashr i32 %115, 2
  %299 = and i32 %296, 3
  %300 = icmp slt i32 %297, 0
  %301 = tail call i32 @llvm.smin.i32(i32 %297, i32 %61)
  %302 = select i1 %300, i32 0, i32 %301
  %303 = add nsw i32 %297, 1
  %304 = icmp slt i32 %297, -1
  %305 = tail call i32 @llvm.smin.i32(i32 %303, i32 %61)
  %306 = select i1 %304, i32 0, i32 %305
  %307 = icmp slt i32 %298, 0
  %308 = tail call i32 @llvm.smin.i32(i32 %298, i32 %58)
  %309 = select i1 %307, i32 0, i32 %308
  %310 = add nsw i32 %298, 1
  %311 = icmp slt i32 %298, -1
  %312 = tail call i32 @llvm.smin.i32(i32 %310, i32 %58)
  %313 = select i1 %311, i32 0, i32 %312
  %314 = sext i32 %309 to i64
  %315 = mul nsw i64 %314, %63
  %316 = sext i32 %302 to i64
  %317 = getelementptr i8, ptr %1, i64 %315
  %318 = getelementptr i8, ptr %317, i64 %316
  %319 = load i8, ptr %318, align 1, !tbaa !11
  %320 = zext i8 %319 to i32
  %321 = sext i32 %306 to i64
  %322 = getelementptr i8, ptr %317, i64 %321
  %323 = load i8, ptr %322, align 1, !tbaa !11
  %324 = zext i8 %323 to i32
  %325 = sext i32 %313 to i64
  %326 = mul nsw i64 %325, %63
  %327 = getelementptr i8, ptr %1, i64 %326
  %328 = getelementptr i8, ptr %327, i64 %316
  %329 = load i8, ptr %328, align 1, !tbaa !11
  %330 = zext i8 %329 to i32
  %331 = getelementptr i8, ptr %327, i64 %321
  %332 = load i8, ptr %331, align 1, !tbaa !11
  %333 = zext i8 %332 to i32
  %334 = sub nuw nsw i32 4, %299
  %335 = mul nuw nsw i32 %334, %320
  %336 = mul nuw nsw i32 %299, %324
  %337 = add nuw nsw i32 %336, %335
  %338 = mul nuw nsw i32 %334, %330
  %339 = mul nuw nsw i32 %299, %333
  %340 = add nuw nsw i32 %339, %338
  %341 = mul nuw nsw i32 %337, %82
  %342 = mul nuw nsw i32 %340, %81
  %343 = add nuw nsw i32 %341, 8
  %344 = add nuw nsw i32 %343, %342
  %345 = lshr i32 %344, 4
  %346 = sub nsw i32 %130, %345
  %347 = tail call noundef i32 @llvm.abs.i32(i32 %346, i1 false)
  %348 = add i32 %347, %107
  %349 = ashr i32 %119, 2
  %350 = ashr i32 %115, 2
  %351 = icmp slt i32 %349, 0
  %352 = tail call i32 @llvm.smin.i32(i32 %349, i32 %61)
  %353 = select i1 %351, i32 0, i32 %352
  %354 = add nsw i32 %349, 1
  %355 = icmp slt i32 %349, -1
  %356 = tail call i32 @llvm.smin.i32(i32 %354, i32 %61)
  %357 = select i1 %355, i32 0, i32 %356
  %358 = icmp slt i32 %350, 0
  %359 = tail call i32 @llvm.smin.i32(i32 %350, i32 %58)
  %360 = select i1 %358, i32 0, i32 %359
  %361 = add nsw i32 %350, 1
  %362 = icmp slt i32 %350, -1
  %363 = tail call i32 @llvm.smin.i32(i32 %361, i32 %58)
  %364 = select i1 %362, i32 0, i32 %363
  %365 = sext i32 %360 to i64
  %366 = mul nsw i64 %365, %63
  %367 = sext i32 %353 to i64
  %368 = getelementptr i8, ptr %1, i64 %366
  %369 = getelementptr i8, ptr %368, i64 %367
  %370 = load i8, ptr %369, align 1, !tbaa !11
  %371 = zext i8 %370 to i32
  %372 = sext i32 %357 to i64
  %373 = getelementptr i8, ptr %368, i64 %372
  %374 = load i8, ptr %373, align 1, !tbaa !11
  %375 = zext i8 %374 to i32
  %376 = sext i32 %364 to i64
  %377 = mul nsw i64 %376, %63
  %378 = getelementptr i8, ptr %1, i64 %377
  %379 = getelementptr i8, ptr %378, i64 %367
  %380 = load i8, ptr %379, align 1, !tbaa !11
  %381 = zext i8 %380 to i32
  %382 = getelementptr i8, ptr %378, i64 %372
  %383 = load i8, ptr %382, align 1, !tbaa !11
  %384 = zext i8 %383 to i32
  %385 = mul i32 %87, %371
  %386 = mul i32 %88, %375
  %387 = add i32 %386, %385
  %388 = mul i32 %89, %381
  %389 = mul i32 %90, %384
  %390 = add i32 %389, %388
  %391 = add nuw nsw i32 %387, 8
  %392 = add nuw nsw i32 %391, %390
  %393 = lshr i32 %392, 4
  %394 = sub nsw i32 %130, %393
  %395 = tail call noundef i32 @llvm.abs.i32(i32 %394, i1 false)
  %396 = add i32 %395, %106
  %397 = add nsw i32 %119, %91
  %398 = ashr i32 %397, 2
  %399 = ashr i32 %115, 2
  %400 = and i32 %397, 3
  %401 = icmp slt i32 %398, 0
  %402 = tail call i32 @llvm.smin.i32(i32 %398, i32 %61)
  %403 = select i1 %401, i32 0, i32 %402
  %404 = add nsw i32 %398, 1
  %405 = icmp slt i32 %398, -1
  %406 = tail call i32 @llvm.smin.i32(i32 %404, i32 %61)
  %407 = select i1 %405, i32 0, i32 %406
  %408 = icmp slt i32 %399, 0
  %409 = tail call i32 @llvm.smin.i32(i32 %399, i32 %58)
  %410 = select i1 %408, i32 0, i32 %409
  %411 = add nsw i32 %399, 1
  %412 = icmp slt i32 %399, -1
  %413 = tail call i32 @llvm.smin.i32(i32 %411, i32 %58)
  %414 = select i1 %412, i32 0, i32 %413
  %415 = sext i32 %410 to i64
  %416 = mul nsw i64 %415, %63
  %417 = sext i32 %403 to i64
  %418 = getelementptr i8, ptr %1, i64 %416
  %419 = getelementptr i8, ptr %418, i64 %417
  %420 = load i8, ptr %419, align 1, !tbaa !11
  %421 = zext i8 %420 to i32
  %422 = sext i32 %407 to i64
  %423 = getelementptr i8, ptr %418, i64 %422
  %424 = load i8, ptr %423, align 1, !tbaa !11
  %425 = zext i8 %424 to i32
  %426 = sext i32 %414 to i64
  %427 = mul nsw i64 %426, %63
  %428 = getelementptr i8, ptr %1, i64 %427
  %429 = getelementptr i8, ptr %428, i64 %417
  %430 = load i8, ptr %429, align 1, !tbaa !11
  %431 = zext i8 %430 to i32
  %432 = getelementptr i8, ptr %428, i64 %422
  %433 = load i8, ptr %432, align 1, !tbaa !11
  %434 = zext i8 %433 to i32
  %435 = sub nuw nsw i32 4, %400
  %436 = mul nuw nsw i32 %435, %421
  %437 = mul nuw nsw i32 %400, %425
  %438 = add nuw nsw i32 %437, %436
  %439 = mul nuw nsw i32 %435, %431
  %440 = mul nuw nsw i32 %400, %434
  %441 = add nuw nsw i32 %440, %439
  %442 = mul nuw nsw i32 %438, %93
  %443 = mul nuw nsw i32 %441, %92
  %444 = add nuw nsw i32 %442, 8
  %445 = add nuw nsw i32 %444, %443
  %446 = lshr i32 %445, 4
  %447 = sub nsw i32 %130, %446
  %448 = tail call noundef i32 @llvm.abs.i32(i32 %447, i1 false)
  %449 = add i32 %448, %105
  %450 = add nsw i32 %119, %94
  %451 = add nsw i32 %115, %95
  %452 = ashr i32 %450, 2
  %453 = ashr i32 %451, 2
  %454 = and i32 %450, 3
  %455 = and i32 %451, 3
  %456 = icmp slt i32 %452, 0
  %457 = tail call i32 @llvm.smin.i32(i32 %452, i32 %61)
  %458 = select i1 %456, i32 0, i32 %457
  %459 = add nsw i32 %452, 1
  %460 = icmp slt i32 %452, -1
  %461 = tail call i32 @llvm.smin.i32(i32 %459, i32 %61)
  %462 = select i1 %460, i32 0, i32 %461
  %463 = icmp slt i32 %453, 0
  %464 = tail call i32 @llvm.smin.i32(i32 %453, i32 %58)
  %465 = select i1 %463, i32 0, i32 %464
  %466 = add nsw i32 %453, 1
  %467 = icmp slt i32 %453, -1
  %468 = tail call i32 @llvm.smin.i32(i32 %466, i32 %58)
  %469 = select i1 %467, i32 0, i32 %468
  %470 = sext i32 %465 to i64
  %471 = mul nsw i64 %470, %63
  %472 = sext i32 %458 to i64
  %473 = getelementptr i8, ptr %1, i64 %471
  %474 = getelementptr i8, ptr %473, i64 %472
  %475 = load i8, ptr %474, align 1, !tbaa !11
  %476 = zext i8 %475 to i32
  %477 = sext i32 %462 to i64
  %478 = getelementptr i8, ptr %473, i64 %477
  %479 = load i8, ptr %478, align 1, !tbaa !11
  %480 = zext i8 %479 to i32
  %481 = sext i32 %469 to i64
  %482 = mul nsw i64 %481, %63
  %483 = getelementptr i8, ptr %1, i64 %482
  %484 = getelementptr i8, ptr %483, i64 %472
  %485 = load i8, ptr %484, align 1, !tbaa !11
  %486 = zext i8 %485 to i32
  %487 = getelementptr i8, ptr %483, i64 %477
  %488 = load i8, ptr %487, align 1, !tbaa !11
  %489 = zext i8 %488 to i32
  %490 = sub nuw nsw i32 4, %454
  %491 = mul nuw nsw i32 %490, %476
  %492 = mul nuw nsw i32 %454, %480
  %493 = add nuw nsw i32 %492, %491
  %494 = mul nuw nsw i32 %490, %486
  %495 = mul nuw nsw i32 %454, %489
  %496 = add nuw nsw i32 %495, %494
  %497 = sub nuw nsw i32 4, %455
  %498 = mul nuw nsw i32 %493, %497
  %499 = mul nuw nsw i32 %496, %455
  %500 = add nuw nsw i32 %498, 8
  %501 = add nuw nsw i32 %500, %499
  %502 = lshr i32 %501, 4
  %503 = sub nsw i32 %130, %502
  %504 = tail call noundef i32 @llvm.abs.i32(i32 %503, i1 false)
  %505 = add i32 %504, %104
  %506 = add nsw i32 %115, %96
  %507 = ashr i32 %119, 2
  %508 = ashr i32 %506, 2
  %509 = and i32 %506, 3
  %510 = icmp slt i32 %507, 0
  %511 = tail call i32 @llvm.smin.i32(i32 %507, i32 %61)
  %512 = select i1 %510, i32 0, i32 %511
  %513 = add nsw i32 %507, 1
  %514 = icmp slt i32 %507, -1
  %515 = tail call i32 @llvm.smin.i32(i32 %513, i32 %61)
  %516 = select i1 %514, i32 0, i32 %515
  %517 = icmp slt i32 %508, 0
  %518 = tail call i32 @llvm.smin.i32(i32 %508, i32 %58)
  %519 = select i1 %517, i32 0, i32 %518
  %520 = add nsw i32 %508, 1
  %521 = icmp slt i32 %508, -1
  %522 = tail call i32 @llvm.smin.i32(i32 %520, i32 %58)
  %523 = select i1 %521, i32 0, i32 %522
  %524 = sext i32 %519 to i64
  %525 = mul nsw i64 %524, %63
  %526 = sext i32 %512 to i64
  %527 = getelementptr i8, ptr %1, i64 %525
  %528 = getelementptr i8, ptr %527, i64 %526
  %529 = load i8, ptr %528, align 1, !tbaa !11
  %530 = zext i8 %529 to i32
  %531 = sext i32 %516 to i64
  %532 = getelementptr i8, ptr %527, i64 %531
  %533 = load i8, ptr %532, align 1, !tbaa !11
  %534 = zext i8 %533 to i32
  %535 = sext i32 %523 to i64
  %536 = mul nsw i64 %535, %63
  %537 = getelementptr i8, ptr %1, i64 %536
  %538 = getelementptr i8, ptr %537, i64 %526
  %539 = load i8, ptr %538, align 1, !tbaa !11
  %540 = zext i8 %539 to i32
  %541 = getelementptr i8, ptr %537, i64 %531
  %542 = load i8, ptr %541, align 1, !tbaa !11
  %543 = zext i8 %542 to i32
  %544 = mul nuw nsw i32 %98, %530
  %545 = mul nuw nsw i32 %97, %534
  %546 = add nuw nsw i32 %545, %544
  %547 = mul nuw nsw i32 %98, %540
  %548 = mul nuw nsw i32 %97, %543
  %549 = add nuw nsw i32 %548, %547
  %550 = sub nuw nsw i32 4, %509
  %551 = mul nuw nsw i32 %546, %550
  %552 = mul nuw nsw i32 %549, %509
  %553 = add nuw nsw i32 %551, 8
  %554 = add nuw nsw i32 %553, %552
  %555 = lshr i32 %554, 4
  %556 = sub nsw i32 %130, %555
  %557 = tail call noundef i32 @llvm.abs.i32(i32 %556, i1 false)
  %558 = add i32 %557, %103
  %559 = add nsw i32 %119, %99
  %560 = add nsw i32 %115, %100
  %561 = ashr i32 %559, 2
  %562 = ashr i32 %560, 2
  %563 = and i32 %559, 3
  %564 = and i32 %560, 3
  %565 = icmp slt i32 %561, 0
  %566 = tail call i32 @llvm.smin.i32(i32 %561, i32 %61)
  %567 = select i1 %565, i32 0, i32 %566
  %568 = add nsw i32 %561, 1
  %569 = icmp slt i32 %561, -1
  %570 = tail call i32 @llvm.smin.i32(i32 %568, i32 %61)
  %571 = select i1 %569, i32 0, i32 %570
  %572 = icmp slt i32 %562, 0
  %573 = tail call i32 @llvm.smin.i32(i32 %562, i32 %58)
  %574 = select i1 %572, i32 0, i32 %573
  %575 = add nsw i32 %562, 1
  %576 = icmp slt i32 %562, -1
  %577 = tail call i32 @llvm.smin.i32(i32 %575, i32 %58)
  %578 = select i1 %576, i32 0, i32 %577
  %579 = sext i32 %574 to i64
  %580 = mul nsw i64 %579, %63
  %581 = sext i32 %567 to i64
  %582 = getelementptr i8, ptr %1, i64 %580
  %583 = getelementptr i8, ptr %582, i64 %581
  %584 = load i8, ptr %583, align 1, !tbaa !11
  %585 = zext i8 %584 to i32
  %586 = sext i32 %571 to i64
  %587 = getelementptr i8, ptr %582, i64 %586
  %588 = load i8, ptr %587, align 1, !tbaa !11
  %589 = zext i8 %588 to i32
  %590 = sext i32 %578 to i64
  %591 = mul nsw i64 %590, %63
  %592 = getelementptr i8, ptr %1, i64 %591
  %593 = getelementptr i8, ptr %592, i64 %581
  %594 = load i8, ptr %593, align 1, !tbaa !11
  %595 = zext i8 %594 to i32
  %596 = getelementptr i8, ptr %592, i64 %586
  %597 = load i8, ptr %596, align 1, !tbaa !11
  %598 = zext i8 %597 to i32
  %599 = sub nuw nsw i32 4, %563
  %600 = mul nuw nsw i32 %599, %585
  %601 = mul nuw nsw i32 %563, %589
  %602 = add nuw nsw i32 %601, %600
  %603 = mul nuw nsw i32 %599, %595
  %604 = mul nuw nsw i32 %563, %598
  %605 = add nuw nsw i32 %604, %603
  %606 = sub nuw nsw i32 4, %564
  %607 = mul nuw nsw i32 %602, %606
  %608 = mul nuw nsw i32 %605, %564
  %609 = add nuw nsw i32 %607, 8
  %610 = add nuw nsw i32 %609, %608
  %611 = lshr i32 %610, 4
  %612 = sub nsw i32 %130, %611
  %613 = tail call noundef i32 @llvm.abs.i32(i32 %612, i1 false)
  %614 = add i32 %613, %102
  %615 = add nuw nsw i32 %111, %19
  %616 = icmp samesign ult i32 %615, 256
  br i1 %616, label %101, label %617, !llvm.loop !20

617:                                              ; preds = %101, %68
  %618 = phi i32 [ 0, %68 ], [ %614, %101 ]
  %619 = phi i32 [ 0, %68 ], [ %558, %101 ]
  %620 = phi i32 [ 0, %68 ], [ %505, %101 ]
  %621 = phi i32 [ 0, %68 ], [ %449, %101 ]
  %622 = phi i32 [ 0, %68 ], [ %396, %101 ]
  %623 = phi i32 [ 0, %68 ], [ %348, %101 ]
  %624 = phi i32 [ 0, %68 ], [ %295, %101 ]
  %625 = phi i32 [ 0, %68 ], [ %239, %101 ]
  %626 = phi i32 [ 0, %68 ], [ %186, %101 ]
  %627 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i32 %626 seq_cst, align 4
  %628 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 4), i32 %625 seq_cst, align 4
  %629 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 8), i32 %624 seq_cst, align 4
  %630 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 12), i32 %623 seq_cst, align 4
  %631 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 16), i32 %622 seq_cst, align 4
  %632 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 20), i32 %621 seq_cst, align 4
  %633 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 24), i32 %620 seq_cst, align 4
  %634 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 28), i32 %619 seq_cst, align 4
  %635 = atomicrmw add ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 32), i32 %618 seq_cst, align 4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %636 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 16), align 4, !tbaa !6
  %637 = tail call noundef i32 @llvm.umin.i32(i32 %636, i32 65535)
  %638 = shl nuw i32 %637, 16
  %639 = or disjoint i32 %638, 4
  %640 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), align 4, !tbaa !6
  %641 = tail call noundef i32 @llvm.umin.i32(i32 %640, i32 65535)
  %642 = shl nuw i32 %641, 16
  %643 = tail call noundef i32 @llvm.umin.i32(i32 %639, i32 %642)
  %644 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 4), align 4, !tbaa !6
  %645 = tail call noundef i32 @llvm.umin.i32(i32 %644, i32 65535)
  %646 = shl nuw i32 %645, 16
  %647 = or disjoint i32 %646, 1
  %648 = tail call noundef i32 @llvm.umin.i32(i32 %643, i32 %647)
  %649 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 8), align 4, !tbaa !6
  %650 = tail call noundef i32 @llvm.umin.i32(i32 %649, i32 65535)
  %651 = shl nuw i32 %650, 16
  %652 = or disjoint i32 %651, 2
  %653 = tail call noundef i32 @llvm.umin.i32(i32 %648, i32 %652)
  %654 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 12), align 4, !tbaa !6
  %655 = tail call noundef i32 @llvm.umin.i32(i32 %654, i32 65535)
  %656 = shl nuw i32 %655, 16
  %657 = or disjoint i32 %656, 3
  %658 = tail call noundef i32 @llvm.umin.i32(i32 %653, i32 %657)
  %659 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 16), align 4, !tbaa !6
  %660 = tail call noundef i32 @llvm.umin.i32(i32 %659, i32 65535)
  %661 = shl nuw i32 %660, 16
  %662 = or disjoint i32 %661, 4
  %663 = tail call noundef i32 @llvm.umin.i32(i32 %658, i32 %662)
  %664 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 20), align 4, !tbaa !6
  %665 = tail call noundef i32 @llvm.umin.i32(i32 %664, i32 65535)
  %666 = shl nuw i32 %665, 16
  %667 = or disjoint i32 %666, 5
  %668 = tail call noundef i32 @llvm.umin.i32(i32 %663, i32 %667)
  %669 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 24), align 4, !tbaa !6
  %670 = tail call noundef i32 @llvm.umin.i32(i32 %669, i32 65535)
  %671 = shl nuw i32 %670, 16
  %672 = or disjoint i32 %671, 6
  %673 = tail call noundef i32 @llvm.umin.i32(i32 %668, i32 %672)
  %674 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 28), align 4, !tbaa !6
  %675 = tail call noundef i32 @llvm.umin.i32(i32 %674, i32 65535)
  %676 = shl nuw i32 %675, 16
  %677 = or disjoint i32 %676, 7
  %678 = tail call noundef i32 @llvm.umin.i32(i32 %673, i32 %677)
  %679 = load i32, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ16me_subpel_refineE5s_sad to ptr), i64 32), align 4, !tbaa !6
  %680 = tail call noundef i32 @llvm.umin.i32(i32 %679, i32 65535)
  %681 = shl nuw i32 %680, 16
  %682 = or disjoint i32 %681, 8
  %683 = tail call noundef i32 @llvm.umin.i32(i32 %678, i32 %682)
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %37, label %684, label %696

684:                                              ; preds = %617
  %685 = and i32 %683, 65535
  %686 = udiv i32 %685, 3
  %687 = mul i32 %686, 3
  %688 = sub i32 %685, %687
  %689 = add nsw i32 %688, -1
  %690 = xor i32 %66, 1
  %691 = shl nsw i32 %689, %690
  %692 = add nsw i32 %691, %69
  store i32 %692, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %693 = add nsw i32 %686, -1
  %694 = shl nsw i32 %693, %690
  %695 = add nsw i32 %694, %70
  store i32 %695, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  br label %696

696:                                              ; preds = %684, %617
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %697 = add nuw nsw i32 %66, 1
  %698 = icmp eq i32 %66, 0
  br i1 %698, label %65, label %64, !llvm.loop !21

699:                                              ; preds = %64
  %700 = lshr i32 %683, 16
  %701 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.0, align 4, !tbaa !6
  %702 = shl nsw i32 %28, 1
  %703 = sext i32 %702 to i64
  %704 = getelementptr inbounds i32, ptr %8, i64 %703
  store i32 %701, ptr %704, align 4, !tbaa !6
  %705 = load i32, ptr addrspace(3) @_ZZ16me_subpel_refineE8s_center.1, align 4, !tbaa !6
  %706 = getelementptr i8, ptr %704, i64 4
  store i32 %705, ptr %706, align 4, !tbaa !6
  %707 = sext i32 %28 to i64
  %708 = getelementptr inbounds i32, ptr %9, i64 %707
  store i32 %700, ptr %708, align 4, !tbaa !6
  br label %709

709:                                              ; preds = %16, %699, %64, %10
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
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
!16 = distinct !{!16, !13, !14}
!17 = distinct !{!17, !13, !14}
!18 = !{!19, !19, i64 0}
!19 = !{!"short", !8, i64 0}
!20 = distinct !{!20, !13, !14}
!21 = distinct !{!21, !13, !14}
